<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="ja">
<context>
    <name>DriveProof::Alignment</name>
    <message>
        <source>Partition %1 on %2 starts at byte %3, which is not even on a %4-byte logical sector boundary: the partition table or the kernel&apos;s view of it is damaged. Back up its data, then recreate the partition at sector %5 (e.g. &apos;parted %2 mkpart primary %5s 100%&apos;), and check with &apos;parted %2 align-check optimal %1&apos;.</source>
        <extracomment>%1 partition number, %2 device or image path, %3 start in bytes, %4 logical sector size in bytes, %5 suggested start sector</extracomment>
        <translation>%2 のパーティション %1 はバイト %3 から始まっており、%4 バイトの論理セクタ境界にすら揃っていません。パーティションテーブル、またはカーネルが認識しているその内容が壊れています。データをバックアップしてから、パーティションをセクタ %5 から作り直し（例: 「parted %2 mkpart primary %5s 100%」）、「parted %2 align-check optimal %1」で確認してください。</translation>
    </message>
    <message>
        <source>Partition %1 on %2 starts at sector %3 (byte %4): misaligned by %8 bytes, %5 bytes past a %6-byte physical sector boundary and %8 bytes short of the next. Every write that crosses a boundary costs the drive a read-modify-write. Back up its data, then recreate the partition at sector %7: in fdisk, delete it and create it again with first sector %7, or run &apos;parted %2 mkpart primary %7s 100%&apos; (give its old end instead of 100% if other partitions follow it). Check with &apos;parted %2 align-check optimal %1&apos;.</source>
        <extracomment>%1 partition number, %2 device or image path, %3 start sector, %4 start in bytes, %5 bytes past the physical sector boundary, %6 physical sector size in bytes, %7 suggested start sector, %8 bytes short of the next physical sector boundary. Keep the commands in quotes untranslated.</extracomment>
        <translation>%2 のパーティション %1 はセクタ %3（バイト %4）から始まっており、%8 バイトずれています。%6 バイトの物理セクタ境界から %5 バイト後ろにあり、次の境界まで %8 バイト足りません。境界をまたぐ書き込みのたびに、ドライブは read-modify-write（読み出し・変更・書き戻し）を行う必要があります。データをバックアップしてから、パーティションをセクタ %7 から作り直してください。fdisk ではいったん削除し、先頭セクタを %7 にして作成し直します。または「parted %2 mkpart primary %7s 100%」を実行します（後ろに他のパーティションが続く場合は、100% の代わりに元の終了位置を指定してください）。「parted %2 align-check optimal %1」で確認してください。</translation>
    </message>
    <message>
        <source>Partition %1 on %2 starts at sector %3 (byte %4). It is aligned to the %5-byte physical sectors, so the drive is not slowed down, but not to 1 MiB, the boundary that partitioning tools use today and that suits SSD erase blocks and RAID stripes. No need to act now; if you recreate the partition one day, start it at sector %6 (e.g. &apos;parted %2 mkpart primary %6s 100%&apos;). Check with &apos;parted %2 align-check optimal %1&apos;.</source>
        <extracomment>%1 partition number, %2 device or image path, %3 start sector, %4 start in bytes, %5 physical sector size in bytes, %6 suggested start sector</extracomment>
        <translation>%2 のパーティション %1 はセクタ %3（バイト %4）から始まっています。%5 バイトの物理セクタには揃っているためドライブが遅くなることはありませんが、1 MiB には揃っていません。1 MiB は現在のパーティション作成ツールが使う境界で、SSD の消去ブロックや RAID のストライプにも適しています。今すぐ対処する必要はありません。いずれパーティションを作り直すときは、セクタ %6 から始めてください（例: 「parted %2 mkpart primary %6s 100%」）。「parted %2 align-check optimal %1」で確認できます。</translation>
    </message>
    <message>
        <source>Partition %1 on %2 starts at sector %3 (byte %4). It is aligned to the %5-byte physical sectors and to 1 MiB, but not to the optimal I/O size of %6 bytes that the device reports, so large writes may be split across stripes. If you recreate the partition, start it at sector %7 (e.g. &apos;parted %2 mkpart primary %7s 100%&apos;). Check with &apos;parted %2 align-check optimal %1&apos;.</source>
        <extracomment>%1 partition number, %2 device or image path, %3 start sector, %4 start in bytes, %5 physical sector size in bytes, %6 optimal I/O size in bytes, %7 suggested start sector</extracomment>
        <translation>%2 のパーティション %1 はセクタ %3（バイト %4）から始まっています。%5 バイトの物理セクタと 1 MiB には揃っていますが、デバイスが報告する最適 I/O サイズ %6 バイトには揃っていないため、大きな書き込みが複数のストライプに分割される可能性があります。パーティションを作り直す場合は、セクタ %7 から始めてください（例: 「parted %2 mkpart primary %7s 100%」）。「parted %2 align-check optimal %1」で確認できます。</translation>
    </message>
    <message>
        <source>Partition %1 on %2 starts at sector %3 (byte %4). It is aligned to the %5-byte physical sectors, but neither to 1 MiB nor to the optimal I/O size of %6 bytes that the device reports, so large writes may be split across stripes. If you recreate the partition, start it at sector %7 (e.g. &apos;parted %2 mkpart primary %7s 100%&apos;). Check with &apos;parted %2 align-check optimal %1&apos;.</source>
        <extracomment>%1 partition number, %2 device or image path, %3 start sector, %4 start in bytes, %5 physical sector size in bytes, %6 optimal I/O size in bytes, %7 suggested start sector</extracomment>
        <translation>%2 のパーティション %1 はセクタ %3（バイト %4）から始まっています。%5 バイトの物理セクタには揃っていますが、1 MiB にも、デバイスが報告する最適 I/O サイズ %6 バイトにも揃っていないため、大きな書き込みが複数のストライプに分割される可能性があります。パーティションを作り直す場合は、セクタ %7 から始めてください（例: 「parted %2 mkpart primary %7s 100%」）。「parted %2 align-check optimal %1」で確認できます。</translation>
    </message>
    <message>
        <source>Partition %1 on %2 starts at sector %3, which suits the drive&apos;s physical sectors and 1 MiB boundaries. Nothing to do.</source>
        <extracomment>%1 partition number, %2 device or image path, %3 start sector</extracomment>
        <translation>%2 のパーティション %1 はセクタ %3 から始まっており、ドライブの物理セクタと 1 MiB 境界の両方に適合しています。対処は不要です。</translation>
    </message>
    <message>
        <source>%1 could not be opened (%2), so these are the partitions the kernel lists for it. Run as root to read the partition table itself.</source>
        <extracomment>%1 device path, %2 the system&apos;s reason</extracomment>
        <translation>%1 を開けませんでした（%2）。そのため、カーネルがこのデバイスについて列挙しているパーティションを表示しています。パーティションテーブル自体を読み取るには、root として実行してください。</translation>
    </message>
    <message>
        <source>%1 could not be opened (%2), so these are the partitions the kernel lists for it; the partition table itself was not read.</source>
        <extracomment>%1 device path, %2 the system&apos;s reason</extracomment>
        <translation>%1 を開けませんでした（%2）。そのため、カーネルがこのデバイスについて列挙しているパーティションを表示しています。パーティションテーブル自体は読み取っていません。</translation>
    </message>
    <message>
        <source>These are the partitions the kernel lists for %1, because its partition table could not be read: %2</source>
        <extracomment>%1 device path, %2 why the table could not be read (a full sentence)</extracomment>
        <translation>パーティションテーブルを読み取れなかったため、カーネルが %1 について列挙しているパーティションを表示しています: %2</translation>
    </message>
    <message>
        <source>OK</source>
        <extracomment>alignment verdict: the partition is well aligned</extracomment>
        <translation>OK</translation>
    </message>
    <message>
        <source>Misaligned</source>
        <extracomment>alignment verdict: the partition does not start on a physical sector boundary</extracomment>
        <translation>アライメント不良</translation>
    </message>
    <message>
        <source>Cannot open %1 even as root: %2. The system blocks access to it (a container or a security policy).</source>
        <extracomment>%1 device or file, %2 the system&apos;s reason</extracomment>
        <translation>root でも %1 を開けません: %2。システムがアクセスを遮断しています（コンテナまたはセキュリティポリシー）。</translation>
    </message>
    <message>
        <source>Cannot open %1: %2. Run as root or use sudo.</source>
        <extracomment>%1 device or file, %2 the system&apos;s reason</extracomment>
        <translation>%1 を開けません: %2。root として実行するか、sudo を使ってください。</translation>
    </message>
    <message>
        <source>Cannot open %1: %2. Check the path.</source>
        <extracomment>%1 device or file, %2 the system&apos;s reason</extracomment>
        <translation>%1 を開けません: %2。パスを確認してください。</translation>
    </message>
    <message>
        <source>Cannot open %1: %2. Check that the drive is connected and the file is readable.</source>
        <extracomment>%1 device or file, %2 the system&apos;s reason</extracomment>
        <translation>%1 を開けません: %2。ドライブが接続されていること、ファイルが読み取り可能であることを確認してください。</translation>
    </message>
    <message>
        <source>No partition table for %2-byte sectors found on %1, but there is one for %3-byte sectors. Read it with a logical sector size of %3 bytes.</source>
        <extracomment>%1 image file, %2 sector size asked for, %3 sector size that works (bytes)</extracomment>
        <translation>%1 には %2 バイトセクタ用のパーティションテーブルが見つかりませんが、%3 バイトセクタ用のものがあります。論理セクタサイズ %3 バイトで読み取ってください。</translation>
    </message>
    <message>
        <source>%1 is a folder. Give a drive such as /dev/sdb or a disk image file.</source>
        <extracomment>%1 the path the user gave</extracomment>
        <translation>%1 はフォルダです。/dev/sdb のようなドライブか、ディスクイメージファイルを指定してください。</translation>
    </message>
    <message>
        <source>%1 is neither a drive nor a disk image file. Give a drive such as /dev/sdb or a disk image file.</source>
        <extracomment>%1 the path the user gave</extracomment>
        <translation>%1 はドライブでもディスクイメージファイルでもありません。/dev/sdb のようなドライブか、ディスクイメージファイルを指定してください。</translation>
    </message>
    <message>
        <source>No partition table found on %1: the file is empty.</source>
        <extracomment>%1 image file</extracomment>
        <translation>%1 にパーティションテーブルが見つかりません: ファイルが空です。</translation>
    </message>
    <message>
        <source>%1 is empty: no partition table and no file system, as a new drive arrives. There is nothing to align yet; partitioning tools start the first partition at 1 MiB, which suits this drive.</source>
        <extracomment>%1 device path</extracomment>
        <translation>%1 は空です。新品のドライブと同じく、パーティションテーブルもファイルシステムもありません。まだアラインメントの対象はありません。パーティション作成ツールは最初のパーティションを 1 MiB から始めるので、このドライブに適しています。</translation>
    </message>
    <message>
        <source>%1 holds its %2 file system written straight onto the whole drive, without a partition table. That is a valid layout, but the drive reports its sector 0 %3 bytes past a physical sector boundary, so the file system&apos;s blocks straddle physical sectors. Only a new layout fixes that: back up, then create a partition table whose first partition starts at 1 MiB.</source>
        <extracomment>%1 device path, %2 file-system type (&quot;ext4&quot;), %3 alignment offset in bytes</extracomment>
        <translation>%1 にはパーティションテーブルなしでドライブ全体に直接書き込まれた %2 ファイルシステムがあります。これは有効な構成ですが、ドライブはセクター 0 が物理セクター境界から %3 バイト後ろにあると報告しているため、ファイルシステムのブロックが物理セクターをまたぎます。直すには構成を作り直すしかありません。バックアップしてから、最初のパーティションが 1 MiB から始まるパーティションテーブルを作成してください。</translation>
    </message>
    <message>
        <source>%1 holds its %2 file system written straight onto the whole drive, without a partition table. That is a valid layout: the file system starts at byte 0, on a boundary of every sector size, so it is aligned. Nothing to do.</source>
        <extracomment>%1 device path, %2 file-system type (&quot;ext4&quot;)</extracomment>
        <translation>%1 にはパーティションテーブルなしでドライブ全体に直接書き込まれた %2 ファイルシステムがあります。これは有効な構成です。ファイルシステムはバイト 0、つまりどのセクターサイズの境界上からも始まるので、アラインメントは正しく取れています。対処は不要です。</translation>
    </message>
    <message>
        <source>Acceptable</source>
        <extracomment>alignment verdict: physically aligned (the drive is not slowed down, no need to act now), but not to 1 MiB or the optimal I/O size</extracomment>
        <translation>許容範囲</translation>
    </message>
    <message>
        <source>No partition table found on %1: it is empty, or holds a file system on the whole of it, which needs none. Check that this is the right disk or image.</source>
        <extracomment>%1 device or image file</extracomment>
        <translation>%1 にパーティションテーブルが見つかりません。空であるか、全体にファイルシステムがあり、テーブルを必要としない状態です。正しいディスクまたはイメージか確認してください。</translation>
    </message>
</context>
<context>
    <name>DriveProof::Cache</name>
    <message numerus="yes">
        <source>The sense data is cut off: %n byte(s) of the 8-byte header arrived.</source>
        <extracomment>%n number of bytes that arrived</extracomment>
        <translation>
            <numerusform>センスデータが途中で切れています: 8 バイトのヘッダーのうち %n バイトしか届いていません。</numerusform>
        </translation>
    </message>
    <message>
        <source>The ATA Status Return descriptor is malformed (length %1h instead of 0Ch).</source>
        <extracomment>%1 the descriptor&apos;s length byte in hex</extracomment>
        <translation>ATA Status Return ディスクリプタの形式が不正です（長さが 0Ch ではなく %1h）。</translation>
    </message>
    <message>
        <source>The sense data is cut off inside the ATA Status Return descriptor.</source>
        <translation>センスデータが ATA Status Return ディスクリプタの途中で切れています。</translation>
    </message>
    <message>
        <source>The sense data is cut off: it declares %1 bytes but %2 arrived.</source>
        <extracomment>%1 bytes the sense data declares, %2 bytes that arrived</extracomment>
        <translation>センスデータが途中で切れています: %1 バイトと宣言されていますが、届いたのは %2 バイトです。</translation>
    </message>
    <message numerus="yes">
        <source>The fixed-format sense data is cut off: %n byte(s) arrived, at least 14 are needed.</source>
        <extracomment>%n number of bytes that arrived</extracomment>
        <translation>
            <numerusform>固定形式のセンスデータが途中で切れています: 届いたのは %n バイトで、少なくとも 14 バイト必要です。</numerusform>
        </translation>
    </message>
    <message>
        <source>The device sent no sense data, so the ATA status of the command is unknown.</source>
        <translation>デバイスがセンスデータを返さなかったため、コマンドの ATA ステータスは不明です。</translation>
    </message>
    <message>
        <source>The sense data has an unknown format (response code %1h): neither descriptor (72h) nor fixed (70h) format.</source>
        <extracomment>%1 the response code byte in hex</extracomment>
        <translation>センスデータの形式が不明です（レスポンスコード %1h）。ディスクリプタ形式 (72h) でも固定形式 (70h) でもありません。</translation>
    </message>
    <message>
        <source>sense key %1h, additional sense %2h/%3h</source>
        <extracomment>SCSI sense in hex. %1 sense key, %2 additional sense code, %3 its qualifier</extracomment>
        <translation>センスキー %1h、追加センスコード %2h/%3h</translation>
    </message>
    <message>
        <source>%1, ATA status %2h, error %3h</source>
        <extracomment>%1 the text before, %2 ATA STATUS byte in hex, %3 ATA ERROR byte in hex</extracomment>
        <translation>%1、ATA ステータス %2h、エラー %3h</translation>
    </message>
    <message>
        <source>%1 does not exist.</source>
        <extracomment>%1 file name</extracomment>
        <translation>%1 は存在しません。</translation>
    </message>
    <message>
        <source>%1 is not a regular file: give a saved IDENTIFY dump (512 raw bytes or the text of &apos;hdparm --Istdout&apos;).</source>
        <extracomment>%1 file name</extracomment>
        <translation>%1 は通常のファイルではありません。保存済みの IDENTIFY ダンプ（512 バイトの生データ、または「hdparm --Istdout」のテキスト）を指定してください。</translation>
    </message>
    <message>
        <source>%1 has %2 bytes: too large for an IDENTIFY dump (512 raw bytes, or about 1300 bytes of text).</source>
        <extracomment>%1 file name, %2 its size in bytes</extracomment>
        <translation>%1 は %2 バイトあり、IDENTIFY ダンプとしては大きすぎます（512 バイトの生データ、またはテキストで約 1300 バイト）。</translation>
    </message>
    <message>
        <source>Cannot read %1: %2.</source>
        <extracomment>%1 file name, %2 the system&apos;s reason</extracomment>
        <translation>%1 を読み取れません: %2。</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <extracomment>%1 file name, %2 what is wrong with it</extracomment>
        <translation>%1: %2</translation>
    </message>
    <message numerus="yes">
        <source>IDENTIFY data must be exactly 512 bytes; this has %n byte(s).</source>
        <extracomment>%n the size of the data in bytes</extracomment>
        <translation>
            <numerusform>IDENTIFY データはちょうど 512 バイトでなければなりませんが、このデータは %n バイトです。</numerusform>
        </translation>
    </message>
    <message>
        <source>The IDENTIFY data is all zeros: the drive or its USB bridge returned no data.</source>
        <translation>IDENTIFY データがすべてゼロです。ドライブまたはその USB ブリッジがデータを返しませんでした。</translation>
    </message>
    <message>
        <source>The IDENTIFY data is all FFh: no drive answered (an empty port, or a bridge without a disk).</source>
        <translation>IDENTIFY データがすべて FFh です。どのドライブも応答しませんでした（空きポート、またはディスクが接続されていないブリッジ）。</translation>
    </message>
    <message>
        <source>Word 0 is %1h: this is data from an ATAPI device (an optical drive), not IDENTIFY DEVICE data of a disk.</source>
        <extracomment>%1 word 0 in hex</extracomment>
        <translation>ワード 0 が %1h です。これはディスクの IDENTIFY DEVICE データではなく、ATAPI デバイス（光学ドライブ）のデータです。</translation>
    </message>
    <message>
        <source>The IDENTIFY checksum in word 255 is wrong (the 512 bytes sum to %1h, not 00h): the data is damaged or was edited.</source>
        <extracomment>%1 the sum of all bytes modulo 256, in hex</extracomment>
        <translation>ワード 255 の IDENTIFY チェックサムが正しくありません（512 バイトの合計が 00h ではなく %1h）。データが破損しているか、編集されています。</translation>
    </message>
    <message>
        <source>Words 117-118 give a logical sector size of %1 bytes, which no drive uses: the data is damaged.</source>
        <extracomment>%1 a size in bytes</extracomment>
        <translation>ワード 117-118 が示す論理セクタサイズ %1 バイトは、どのドライブも使わない値です。データが破損しています。</translation>
    </message>
    <message>
        <source>Word 106 gives a physical sector size of %1 bytes, which no drive uses: the data is damaged.</source>
        <extracomment>%1 a size in bytes</extracomment>
        <translation>ワード 106 が示す物理セクタサイズ %1 バイトは、どのドライブも使わない値です。データが破損しています。</translation>
    </message>
    <message>
        <source>Line %1: &apos;%2&apos; is not a word of four hex digits.</source>
        <extracomment>%1 line number, %2 the offending text</extracomment>
        <translation>%1 行目: 「%2」は 4 桁の 16 進数から成るワードではありません。</translation>
    </message>
    <message>
        <source>Line %1: more than 256 words; IDENTIFY data has exactly 256.</source>
        <extracomment>%1 line number</extracomment>
        <translation>%1 行目: ワードが 256 個を超えています。IDENTIFY データはちょうど 256 ワードです。</translation>
    </message>
    <message>
        <source>No IDENTIFY words found: expected 256 words of four hex digits, 8 a line, as &apos;hdparm --Istdout&apos; prints them.</source>
        <translation>IDENTIFY ワードが見つかりません。「hdparm --Istdout」の出力と同じく、4 桁の 16 進数から成るワードが 1 行に 8 個ずつ、計 256 個必要です。</translation>
    </message>
    <message numerus="yes">
        <source>Line %1: the words end after %n word(s); IDENTIFY data has 256.</source>
        <extracomment>%1 line number, %n number of words found</extracomment>
        <translation>
            <numerusform>%1 行目: ワードが %n 個で終わっています。IDENTIFY データは 256 ワードです。</numerusform>
        </translation>
    </message>
    <message>
        <source>the device</source>
        <translation>デバイス</translation>
    </message>
    <message>
        <source>%1 does not accept SCSI commands (SG_IO), so %2 cannot reach a drive: it is not a whole SATA, SAS or USB disk (partitions, loop, virtual and NVMe devices have no ATA drive behind them).</source>
        <extracomment>%1 device, %2 ATA command name</extracomment>
        <translation>%1 は SCSI コマンド (SG_IO) を受け付けないため、%2 はドライブに届きません。SATA、SAS、USB のディスク全体ではありません（パーティション、ループデバイス、仮想デバイス、NVMe デバイスの背後には ATA ドライブがありません）。</translation>
    </message>
    <message>
        <source>Permission denied sending %2 to %1: ATA commands need root or the DriveProof helper.</source>
        <extracomment>%1 device, %2 ATA command name</extracomment>
        <translation>%1 に %2 を送信する権限がありません。ATA コマンドには root 権限または DriveProof ヘルパーが必要です。</translation>
    </message>
    <message>
        <source>Sending %1 to %2 failed: %3.</source>
        <extracomment>%1 ATA command name, %2 device, %3 the system&apos;s error text</extracomment>
        <translation>%2 への %1 の送信に失敗しました: %3。</translation>
    </message>
    <message>
        <source>The drive in %1 refused %2 (ABORT): it does not support this command or setting (%3).</source>
        <extracomment>%1 device, %2 ATA command name, %3 technical details</extracomment>
        <translation>%1 のドライブが %2 を拒否しました (ABORT)。このコマンドまたは設定に対応していません（%3）。</translation>
    </message>
    <message>
        <source>The drive in %1 reported an error for %2 (%3); check its health and cabling, then try again.</source>
        <extracomment>%1 device, %2 ATA command name, %3 technical details</extracomment>
        <translation>%1 のドライブが %2 に対してエラーを報告しました（%3）。健康状態とケーブル接続を確認してから、もう一度試してください。</translation>
    </message>
    <message>
        <source>%1 rejected %2: the disk or its USB bridge does not pass ATA commands through (SAT) (%3).</source>
        <extracomment>%1 device, %2 ATA command name, %3 technical details</extracomment>
        <translation>%1 が %2 を拒否しました。ディスクまたはその USB ブリッジが ATA コマンドをパススルー (SAT) しません（%3）。</translation>
    </message>
    <message>
        <source>%1 did not run %2 (%3).</source>
        <extracomment>%1 device, %2 ATA command name, %3 technical details</extracomment>
        <translation>%1 は %2 を実行しませんでした（%3）。</translation>
    </message>
    <message>
        <source>%1 timed out on %2: the drive did not answer.</source>
        <extracomment>%1 ATA command name, %2 device</extracomment>
        <translation>%2 で %1 がタイムアウトしました。ドライブが応答しませんでした。</translation>
    </message>
    <message>
        <source>%1 did not reach the drive in %2 (host status %3, driver status %4).</source>
        <extracomment>%1 ATA command name, %2 device, %3 / %4 numbers from the kernel</extracomment>
        <translation>%1 が %2 のドライブに届きませんでした（ホストステータス %3、ドライバステータス %4）。</translation>
    </message>
    <message>
        <source>%1 failed on %2 with SCSI status %3h and no sense data.</source>
        <extracomment>%1 ATA command name, %2 device, %3 SCSI status byte</extracomment>
        <translation>%2 で %1 が失敗しました（SCSI ステータス %3h、センスデータなし）。</translation>
    </message>
    <message>
        <source>The drive in %1 reports no volatile write cache that can be switched (IDENTIFY word 82 bit 5).</source>
        <extracomment>%1 device</extracomment>
        <translation>%1 のドライブは、切り替え可能な揮発性書き込みキャッシュを報告していません（IDENTIFY ワード 82 ビット 5）。</translation>
    </message>
    <message>
        <source>The drive in %1 accepted the command but still reports its write cache as off.</source>
        <extracomment>%1 device</extracomment>
        <translation>%1 のドライブはコマンドを受け付けましたが、書き込みキャッシュは依然としてオフと報告しています。</translation>
    </message>
    <message>
        <source>The drive in %1 accepted the command but still reports its write cache as on.</source>
        <extracomment>%1 device</extracomment>
        <translation>%1 のドライブはコマンドを受け付けましたが、書き込みキャッシュは依然としてオンと報告しています。</translation>
    </message>
    <message>
        <source>The drive %1 accepted the change but still reports its write cache as off.</source>
        <extracomment>%1 device path</extracomment>
        <translation>ドライブ %1 は変更を受け付けましたが、書き込みキャッシュは依然としてオフと報告しています。</translation>
    </message>
    <message>
        <source>The drive %1 accepted the change but still reports its write cache as on.</source>
        <extracomment>%1 device path</extracomment>
        <translation>ドライブ %1 は変更を受け付けましたが、書き込みキャッシュは依然としてオンと報告しています。</translation>
    </message>
    <message>
        <source>The Identify Controller data has %1 bytes instead of %2.</source>
        <extracomment>%1 bytes received, %2 bytes expected</extracomment>
        <translation>Identify Controller データが %2 バイトではなく %1 バイトです。</translation>
    </message>
    <message>
        <source>The NVMe health log has %1 bytes instead of %2.</source>
        <extracomment>%1 bytes received, %2 bytes expected</extracomment>
        <translation>NVMe ヘルスログが %2 バイトではなく %1 バイトです。</translation>
    </message>
    <message>
        <source>The drive does not support this admin command.</source>
        <translation>ドライブはこの Admin コマンドに対応していません。</translation>
    </message>
    <message>
        <source>The drive cannot save its write cache setting, so a change lasts only until the next power cycle.</source>
        <translation>ドライブは書き込みキャッシュの設定を保存できないため、変更は次に電源を入れ直すまでしか有効になりません。</translation>
    </message>
    <message>
        <source>The drive does not allow its write cache setting to be changed.</source>
        <translation>ドライブは書き込みキャッシュの設定の変更を許可していません。</translation>
    </message>
    <message>
        <source>The drive does not provide the SMART / health log.</source>
        <translation>ドライブは SMART / ヘルスログを提供していません。</translation>
    </message>
    <message>
        <source>The drive does not support saving its write cache setting.</source>
        <translation>ドライブは書き込みキャッシュの設定の保存に対応していません。</translation>
    </message>
    <message>
        <source>The drive has no volatile write cache to read or change.</source>
        <translation>ドライブには、読み取りや変更ができる揮発性書き込みキャッシュがありません。</translation>
    </message>
    <message>
        <source>The drive rejected a field of the command.</source>
        <translation>ドライブがコマンドのフィールドを拒否しました。</translation>
    </message>
    <message>
        <source>The drive reported an internal error; check its health and try again.</source>
        <translation>ドライブが内部エラーを報告しました。健康状態を確認してから、もう一度試してください。</translation>
    </message>
    <message>
        <source>The drive rejected the command.</source>
        <translation>ドライブがコマンドを拒否しました。</translation>
    </message>
    <message>
        <source>%1 (NVMe status %2)</source>
        <extracomment>%1 a sentence saying what the drive did and what to do; %2 the raw NVMe status code type and status code, e.g. &quot;SCT 1h, SC 0Dh&quot;</extracomment>
        <translation>%1（NVMe ステータス %2）</translation>
    </message>
    <message>
        <source>The device does not accept NVMe admin commands (it is not an NVMe drive).</source>
        <translation>デバイスは NVMe の Admin コマンドを受け付けません（NVMe ドライブではありません）。</translation>
    </message>
    <message>
        <source>Permission denied: run as root or through the DriveProof helper.</source>
        <translation>権限がありません。root として、または DriveProof ヘルパー経由で実行してください。</translation>
    </message>
    <message>
        <source>The device is gone; reconnect it and try again.</source>
        <translation>デバイスが存在しなくなりました。再接続してから、もう一度試してください。</translation>
    </message>
    <message>
        <source>The drive did not answer in time; try again.</source>
        <translation>ドライブが時間内に応答しませんでした。もう一度試してください。</translation>
    </message>
    <message>
        <source>%1 failed on %2: %3</source>
        <extracomment>%1 NVMe command name, %2 device path, %3 the reason and what to do
----------
%1 SCSI command name, %2 device path, %3 the reason and what to do</extracomment>
        <translation>%2 で %1 が失敗しました: %3</translation>
    </message>
    <message>
        <source>The data %1 returned could not be decoded: %2</source>
        <extracomment>%1 device path, %2 what is wrong with the data</extracomment>
        <translation>%1 が返したデータをデコードできませんでした: %2</translation>
    </message>
    <message>
        <source>The drive does not report whether its write cache setting can be saved (no Select / Save support), so a change lasts only until the next power cycle.</source>
        <translation>ドライブは書き込みキャッシュの設定を保存できるかどうかを報告していません（Select / Save 非対応）。そのため、変更は次に電源を入れ直すまでしか有効になりません。</translation>
    </message>
    <message>
        <source>The drive %1 has no volatile write cache to switch.</source>
        <extracomment>%1 device path</extracomment>
        <translation>ドライブ %1 には、切り替えられる揮発性書き込みキャッシュがありません。</translation>
    </message>
    <message>
        <source>The drive %1 does not allow its write cache to be switched.</source>
        <extracomment>%1 device path</extracomment>
        <translation>ドライブ %1 は書き込みキャッシュの切り替えを許可していません。</translation>
    </message>
    <message>
        <source>The drive %1 cannot save its write cache setting, so the change cannot be kept after a power cycle. Switch it without keeping it instead.</source>
        <extracomment>%1 device path</extracomment>
        <translation>ドライブ %1 は書き込みキャッシュの設定を保存できないため、電源を入れ直した後まで変更を維持することはできません。代わりに、設定を維持せずに切り替えてください。</translation>
    </message>
    <message>
        <source>The mode page header at byte %1 is cut off.</source>
        <extracomment>%1 byte offset in the drive&apos;s reply</extracomment>
        <translation>バイト %1 にあるモードページヘッダーが途中で切れています。</translation>
    </message>
    <message>
        <source>Mode page %1h claims %2 bytes but only %3 are present.</source>
        <extracomment>%1 page code in hex, %2 its length in bytes, %3 bytes actually present</extracomment>
        <translation>モードページ %1h の長さは %2 バイトとされていますが、%3 バイトしかありません。</translation>
    </message>
    <message>
        <source>The MODE SENSE reply has %1 bytes, fewer than the 8-byte mode parameter header.</source>
        <extracomment>%1 number of bytes received</extracomment>
        <translation>MODE SENSE の応答は %1 バイトで、8 バイトのモードパラメータヘッダーに足りません。</translation>
    </message>
    <message>
        <source>The MODE SENSE reply declares a mode data length of %1, too short for its own header.</source>
        <extracomment>%1 the mode data length field of the reply</extracomment>
        <translation>MODE SENSE の応答が宣言するモードデータ長 %1 は、応答自身のヘッダーにも足りません。</translation>
    </message>
    <message>
        <source>The MODE SENSE reply&apos;s block descriptors (%1 bytes) leave no room for a mode page in its %2 bytes.</source>
        <extracomment>%1 block descriptor length, %2 bytes present</extracomment>
        <translation>MODE SENSE の応答は全 %2 バイトですが、ブロックディスクリプタ（%1 バイト）のためにモードページの入る余地がありません。</translation>
    </message>
    <message>
        <source>The caching mode page is too short to hold the WCE bit.</source>
        <translation>キャッシングモードページが短すぎて、WCE ビットを含んでいません。</translation>
    </message>
    <message>
        <source>The MODE SENSE reply does not contain the caching mode page (08h).</source>
        <translation>MODE SENSE の応答にキャッシングモードページ (08h) が含まれていません。</translation>
    </message>
    <message>
        <source>A new caching page can only be built from the current, complete caching page.</source>
        <translation>新しいキャッシングページは、現在の完全なキャッシングページからしか作成できません。</translation>
    </message>
    <message>
        <source>The drive reported an error but sent no sense data.</source>
        <translation>ドライブはエラーを報告しましたが、センスデータを返しませんでした。</translation>
    </message>
    <message>
        <source>The drive&apos;s fixed-format sense data is cut off.</source>
        <translation>ドライブの固定形式のセンスデータが途中で切れています。</translation>
    </message>
    <message>
        <source>The drive&apos;s descriptor-format sense data is cut off.</source>
        <translation>ドライブのディスクリプタ形式のセンスデータが途中で切れています。</translation>
    </message>
    <message>
        <source>The drive sent sense data in an unknown format (response code %1h).</source>
        <extracomment>%1 the response code byte in hex</extracomment>
        <translation>ドライブが不明な形式のセンスデータを返しました（レスポンスコード %1h）。</translation>
    </message>
    <message>
        <source>The drive does not support saving this page, so a change lasts only until the next power cycle.</source>
        <translation>ドライブはこのページの保存に対応していないため、変更は次に電源を入れ直すまでしか有効になりません。</translation>
    </message>
    <message>
        <source>The drive does not support the MODE SENSE(10) and MODE SELECT(10) commands, so its cache cannot be read or changed this way.</source>
        <translation>ドライブは MODE SENSE(10) コマンドと MODE SELECT(10) コマンドに対応していないため、この方法ではキャッシュを読み取ることも変更することもできません。</translation>
    </message>
    <message>
        <source>The drive rejected the MODE SELECT command.</source>
        <translation>ドライブが MODE SELECT コマンドを拒否しました。</translation>
    </message>
    <message>
        <source>The drive does not report the caching mode page.</source>
        <translation>ドライブはキャッシングモードページを報告していません。</translation>
    </message>
    <message>
        <source>The drive refused the new caching page: it does not let this setting be changed.</source>
        <translation>ドライブが新しいキャッシングページを拒否しました。この設定の変更は許可されていません。</translation>
    </message>
    <message>
        <source>The drive reported a reset or a changed setting; try again.</source>
        <translation>ドライブがリセットまたは設定の変更を報告しました。もう一度試してください。</translation>
    </message>
    <message>
        <source>The drive is not ready (stopped, starting or without medium); try again in a moment.</source>
        <translation>ドライブの準備ができていません（停止中、起動中、またはメディアなし）。少し待ってから、もう一度試してください。</translation>
    </message>
    <message>
        <source>The drive is write protected.</source>
        <translation>ドライブは書き込み禁止になっています。</translation>
    </message>
    <message>
        <source>The drive reported a hardware or medium error; check its health.</source>
        <translation>ドライブがハードウェアエラーまたはメディアエラーを報告しました。健康状態を確認してください。</translation>
    </message>
    <message>
        <source>The drive aborted the command; try again.</source>
        <translation>ドライブがコマンドを中断しました。もう一度試してください。</translation>
    </message>
    <message>
        <source>The drive reported an error.</source>
        <translation>ドライブがエラーを報告しました。</translation>
    </message>
    <message>
        <source>%1 (%2, %3)</source>
        <extracomment>%1 a sentence saying what the drive did and what to do; %2 SCSI sense key name, %3 additional sense code and its name, e.g. &quot;24h/00h INVALID FIELD IN CDB&quot;</extracomment>
        <translation>%1（%2、%3）</translation>
    </message>
    <message>
        <source>The device does not accept SCSI commands, so its drive-level write cache cannot be read or changed this way.</source>
        <translation>デバイスが SCSI コマンドを受け付けないため、この方法ではドライブの書き込みキャッシュを読み取ることも変更することもできません。</translation>
    </message>
    <message>
        <source>The drive did not answer in time; check its cable and power.</source>
        <translation>ドライブが時間内に応答しませんでした。ケーブルと電源を確認してください。</translation>
    </message>
    <message>
        <source>The connection to the drive failed (host status %1h); check its cable and power.</source>
        <extracomment>%1 the Linux host status code in hex</extracomment>
        <translation>ドライブとの接続に失敗しました（ホストステータス %1h）。ケーブルと電源を確認してください。</translation>
    </message>
    <message>
        <source>The drive is busy; try again in a moment.</source>
        <translation>ドライブはビジー状態です。少し待ってから、もう一度試してください。</translation>
    </message>
    <message>
        <source>The drive returned SCSI status %1h without sense data.</source>
        <extracomment>%1 SCSI status byte in hex</extracomment>
        <translation>ドライブがセンスデータなしで SCSI ステータス %1h を返しました。</translation>
    </message>
    <message>
        <source>The caching mode page of %1 could not be decoded: %2</source>
        <extracomment>%1 device path, %2 what is wrong with the reply</extracomment>
        <translation>%1 のキャッシングモードページをデコードできませんでした: %2</translation>
    </message>
    <message>
        <source>The drive %1 does not allow its write cache to be switched (its caching page marks WCE as not changeable).</source>
        <extracomment>%1 device path</extracomment>
        <translation>ドライブ %1 は書き込みキャッシュの切り替えを許可していません（キャッシングページで WCE が変更不可とされています）。</translation>
    </message>
    <message>
        <source>The drive %1 cannot save its caching page, so the change cannot be kept after a power cycle. Switch it without keeping it instead.</source>
        <extracomment>%1 device path</extracomment>
        <translation>ドライブ %1 はキャッシングページを保存できないため、電源を入れ直した後まで変更を維持することはできません。代わりに、設定を維持せずに切り替えてください。</translation>
    </message>
    <message>
        <source>%1 is not a whole SCSI disk; only those can be asked to re-read their caching page.</source>
        <extracomment>%1 kernel block device name</extracomment>
        <translation>%1 は SCSI ディスク全体ではありません。キャッシングページの再読み込みを要求できるのは、SCSI ディスク全体だけです。</translation>
    </message>
    <message>
        <source>Could not ask the kernel to re-read the settings of %1: %2. Its view of the write cache may be out of date until the next reboot.</source>
        <extracomment>%1 kernel block device name, %2 system error text</extracomment>
        <translation>%1 の設定を再読み込みするようカーネルに要求できませんでした: %2。次に再起動するまで、カーネルが認識している書き込みキャッシュの状態は古いままかもしれません。</translation>
    </message>
    <message>
        <source>udisks2 could not save the write-cache setting: %1. The change lasts only until the next power cycle.</source>
        <extracomment>%1 udisks2&apos;s error message</extracomment>
        <translation>udisks2 が書き込みキャッシュの設定を保存できませんでした: %1。変更は次に電源を入れ直すまでしか有効になりません。</translation>
    </message>
    <message>
        <source>%1 is a file used as a drive (%2): the drive-level write cache does not apply; the kernel&apos;s view shows whether it passes flushes on to the file.</source>
        <extracomment>%1 device path, %2 the file behind the loop device</extracomment>
        <translation>%1 はドライブとして使われているファイルです（%2）。ドライブ側の書き込みキャッシュは関係ありません。フラッシュがファイルまで伝えられるかどうかは、カーネルの認識で分かります。</translation>
    </message>
    <message>
        <source>%1 is a virtual disk: the real drive and its cache are on the host, out of reach from this machine. Only the kernel&apos;s view is shown; whether flushes reach the host&apos;s drive depends on the hypervisor&apos;s cache mode.</source>
        <extracomment>%1 device path</extracomment>
        <translation>%1 は仮想ディスクです。実際のドライブとそのキャッシュはホスト上にあり、このマシンからは操作できません。カーネルの認識だけを表示しています。フラッシュがホストのドライブまで届くかどうかは、ハイパーバイザーのキャッシュモードによります。</translation>
    </message>
    <message>
        <source>%1 takes no drive commands: the drive-level write cache does not apply, only the kernel&apos;s view.</source>
        <extracomment>%1 device path</extracomment>
        <translation>%1 はドライブコマンドを受け付けません。ドライブ側の書き込みキャッシュは関係なく、カーネルの認識だけが意味を持ちます。</translation>
    </message>
    <message>
        <source>DriveProof does not know how to ask %1 about its write cache (unknown transport).</source>
        <extracomment>%1 device path</extracomment>
        <translation>DriveProof は %1 に書き込みキャッシュを問い合わせる方法を知りません（不明な接続方式）。</translation>
    </message>
    <message>
        <source>The kernel says write through but the drive&apos;s cache is on: the kernel no longer sends flushes, so committed data can be lost at a power cut. Switch the drive&apos;s cache off, or let the kernel re-read the drive&apos;s setting.</source>
        <translation>カーネルの設定は write through ですが、ドライブのキャッシュはオンです。カーネルはもうフラッシュを送らないため、コミット済みのデータが停電時に失われる可能性があります。ドライブのキャッシュをオフにするか、ドライブの設定をカーネルに再読み込みさせてください。</translation>
    </message>
    <message>
        <source>The kernel still sends flushes although the drive&apos;s cache is off: safe, only slightly slower.</source>
        <translation>ドライブのキャッシュはオフですが、カーネルはまだフラッシュを送っています。安全で、少し遅くなるだけです。</translation>
    </message>
    <message>
        <source>The cache is off now, but the saved setting switches it back on at the next power cycle.</source>
        <translation>キャッシュは現在オフですが、保存された設定により、次に電源を入れ直すとオンに戻ります。</translation>
    </message>
    <message>
        <source>The cache is on now, but the saved setting switches it off at the next power cycle.</source>
        <translation>キャッシュは現在オンですが、保存された設定により、次に電源を入れ直すとオフになります。</translation>
    </message>
    <message>
        <source>%1 cannot keep this setting after a power cycle here, so nothing was changed. Switch it without &quot;keep after reboot&quot;: it then lasts until the next power cycle.</source>
        <extracomment>%1 device path</extracomment>
        <translation>%1 はここでは電源を入れ直した後までこの設定を維持できないため、何も変更しませんでした。「再起動後も維持」を付けずに切り替えてください。その場合、設定は次に電源を入れ直すまで有効です。</translation>
    </message>
    <message>
        <source>%1 has no volatile write cache that can be switched.</source>
        <extracomment>%1 device path</extracomment>
        <translation>%1 には切り替え可能な揮発性書き込みキャッシュがありません。</translation>
    </message>
    <message>
        <source>%1 does not allow its write cache setting to be changed.</source>
        <extracomment>%1 device path</extracomment>
        <translation>%1 は書き込みキャッシュの設定の変更を許可していません。</translation>
    </message>
    <message>
        <source>The helper&apos;s write-cache reply names no device.</source>
        <translation>ヘルパーからの書き込みキャッシュの応答にデバイスの指定がありません。</translation>
    </message>
    <message>
        <source>%1 is a virtual disk (%2): the write cache it reports is the hypervisor&apos;s emulation. Whether a flush reaches a real drive depends on the hypervisor&apos;s cache mode on the host.</source>
        <extracomment>%1 device path, %2 who emulates the disk: &quot;QEMU&quot;, &quot;VMware&quot;, &quot;Hyper-V&quot;, &quot;virtio&quot;...</extracomment>
        <translation>%1 は仮想ディスク（%2）です。報告される書き込みキャッシュはハイパーバイザーによるエミュレーションです。フラッシュが実際のドライブまで届くかどうかは、ホスト上のハイパーバイザーのキャッシュモードによります。</translation>
    </message>
    <message>
        <source>Whether the write cache of %1 is on could not be read: %2</source>
        <extracomment>%1 device path, %2 the error the drive or the kernel gave</extracomment>
        <translation>%1 の書き込みキャッシュがオンかどうかを読み取れませんでした: %2</translation>
    </message>
    <message>
        <source>Whether the write cache of %1 can be switched could not be read: %2</source>
        <extracomment>%1 device path, %2 the error the drive or the kernel gave</extracomment>
        <translation>%1 の書き込みキャッシュを切り替えられるかどうかを読み取れませんでした: %2</translation>
    </message>
    <message>
        <source>The saved write cache setting of %1 could not be read: %2</source>
        <extracomment>%1 device path, %2 the error the drive or the kernel gave</extracomment>
        <translation>%1 の保存された書き込みキャッシュ設定を読み取れませんでした: %2</translation>
    </message>
    <message>
        <source>Finding %1 (%2)</source>
        <extracomment>a finding this version does not know (from a newer helper); %1 its code, %2 its arguments</extracomment>
        <translation>検出事項 %1 (%2)</translation>
    </message>
    <message>
        <source>write back</source>
        <extracomment>the kernel&apos;s view of a drive&apos;s cache (queue/write_cache): it sends flushes</extracomment>
        <translation>ライトバック</translation>
    </message>
    <message>
        <source>write through</source>
        <extracomment>the kernel&apos;s view of a drive&apos;s cache (queue/write_cache): it sends no flushes</extracomment>
        <translation>ライトスルー</translation>
    </message>
    <message>
        <source>The helper&apos;s write-cache reply has findings in a form this version does not read. Restart DriveProof after an update.</source>
        <translation>ヘルパーからの書き込みキャッシュの応答に、このバージョンでは読み取れない形式の検出事項が含まれています。アップデート後は DriveProof を再起動してください。</translation>
    </message>
    <message>
        <source>The helper&apos;s write-cache reply has a finding without a code. Restart DriveProof after an update.</source>
        <translation>ヘルパーからの書き込みキャッシュの応答に、コードのない検出事項が含まれています。アップデート後は DriveProof を再起動してください。</translation>
    </message>
    <message>
        <source>A self-test is already running on the drive.</source>
        <translation>ドライブではすでにセルフテストが実行中です。</translation>
    </message>
</context>
<context>
    <name>DriveProof::Capacity</name>
    <message>
        <source>Writing records</source>
        <translation>レコードを書き込み中</translation>
    </message>
    <message>
        <source>Pushing the drive&apos;s cache out</source>
        <translation>ドライブのキャッシュを押し出し中</translation>
    </message>
    <message>
        <source>Reading back</source>
        <translation>読み戻し中</translation>
    </message>
    <message>
        <source>Closing in on the boundary</source>
        <translation>境界を絞り込み中</translation>
    </message>
    <message>
        <source>records written elsewhere (wrap-around)</source>
        <translation>別の場所に書かれたレコード (巻き戻り)</translation>
    </message>
    <message>
        <source>zeros</source>
        <translation>ゼロ</translation>
    </message>
    <message>
        <source>not what was written</source>
        <translation>書き込んだ内容ではない</translation>
    </message>
    <message>
        <source>damaged records</source>
        <translation>破損したレコード</translation>
    </message>
    <message>
        <source>read errors</source>
        <translation>読み取りエラー</translation>
    </message>
    <message>
        <source>Usable size proved: %1 (%2 bytes).</source>
        <extracomment>%1 a size, e.g. &quot;62.1 GB&quot;, %2 the same in bytes</extracomment>
        <translation>使用可能と証明されたサイズ: %1 (%2 バイト)。</translation>
    </message>
    <message>
        <source>First bad block at byte %1; the boundary is known to within %2.</source>
        <extracomment>%1 a byte offset as a number, %2 a size, e.g. &quot;4 kB&quot;</extracomment>
        <translation>最初の不良ブロックはバイト %1。境界は %2 の精度でわかっています。</translation>
    </message>
    <message numerus="yes">
        <source>%n write request(s), %1 written, in %2 s.</source>
        <extracomment>%n write requests, %1 a size, e.g. &quot;1.1 GB&quot;, %2 seconds, e.g. &quot;12.5&quot;</extracomment>
        <translation>
            <numerusform>書き込み要求 %n 件、%1 を書き込み、%2 秒。</numerusform>
        </translation>
    </message>
    <message>
        <source>Genuine: every record written across all %1 bytes (%2) read back where it was written.</source>
        <extracomment>%1 the drive&apos;s size in bytes as a number, %2 the same size short, e.g. &quot;1.0 TB&quot;</extracomment>
        <translation>本物: 全 %1 バイト (%2) にわたって書き込んだすべてのレコードが、書き込んだ場所から読み戻せました。</translation>
    </message>
    <message>
        <source>Fake: only the first %1 are real; writes beyond that land at the start again (wrap-around). The drive claims %2.</source>
        <extracomment>%1 the real size, e.g. &quot;62.1 GB&quot;, %2 the size the drive claims, e.g. &quot;128.0 GB&quot;</extracomment>
        <translation>偽物: 本物は最初の %1 だけです。それより先への書き込みは先頭に戻って書かれます (巻き戻り)。ドライブの公称は %2 です。</translation>
    </message>
    <message>
        <source>Fake: writes beyond %1 are thrown away. The drive claims %2.</source>
        <extracomment>%1 where the real part ends, e.g. &quot;120.3 GB&quot;, %2 the size the drive claims</extracomment>
        <translation>偽物: %1 より先への書き込みは捨てられます。ドライブの公称は %2 です。</translation>
    </message>
    <message numerus="yes">
        <source>Damaged: %n block(s) did not hold what was written, the first at %1.</source>
        <extracomment>%n how many blocks, %1 the position of the first one, e.g. &quot;3.2 GB&quot;</extracomment>
        <translation>
            <numerusform>破損: %n 個のブロックに書き込んだ内容がありませんでした。最初は %1 の位置です。</numerusform>
        </translation>
    </message>
    <message>
        <source>Could not decide: the test was cancelled.</source>
        <translation>判定できません: テストは取り消されました。</translation>
    </message>
    <message>
        <source>Could not decide: the drive did not accept a flush of its cache.</source>
        <translation>判定できません: ドライブがキャッシュのフラッシュを受け付けませんでした。</translation>
    </message>
    <message>
        <source>Could not decide: the device is too small to test.</source>
        <translation>判定できません: デバイスが小さすぎてテストできません。</translation>
    </message>
    <message>
        <source>Could not decide: nothing that was written could be read back.</source>
        <translation>判定できません: 書き込んだものを何も読み戻せませんでした。</translation>
    </message>
    <message>
        <source>The drive was reset before reading back: what its controller kept in memory was lost.</source>
        <translation>読み戻しの前にドライブをリセットしました。コントローラーがメモリーに保持していた内容は失われました。</translation>
    </message>
    <message>
        <source>The drive was reset before reading back but did not come back.</source>
        <translation>読み戻しの前にドライブをリセットしましたが、戻ってきませんでした。</translation>
    </message>
    <message>
        <source>Not reset before reading back: this device cannot be reset.</source>
        <translation>読み戻しの前にリセットしていません: このデバイスはリセットできません。</translation>
    </message>
    <message>
        <source>Not reset before reading back: only a USB drive can be reset on its own.</source>
        <translation>読み戻しの前にリセットしていません: 単独でリセットできるのは USB ドライブだけです。</translation>
    </message>
    <message>
        <source>Not reset before reading back: only a run as root can reset a USB drive (sudo driveproof-cli capacity).</source>
        <translation>読み戻しの前にリセットしていません: USB ドライブをリセットできるのは root での実行だけです (sudo driveproof-cli capacity)。</translation>
    </message>
    <message>
        <source>Not reset before reading back: a partition was checked, and a reset would touch the whole drive.</source>
        <translation>読み戻しの前にリセットしていません: パーティションを検査したため、リセットするとドライブ全体に及びます。</translation>
    </message>
    <message>
        <source>Not reset before reading back: its USB device carries other drives too.</source>
        <translation>読み戻しの前にリセットしていません: その USB デバイスには他のドライブもつながっています。</translation>
    </message>
    <message>
        <source>Not reset before reading back: the kernel refused (%1).</source>
        <extracomment>%1 the system&apos;s error message, e.g. &quot;Operation not permitted&quot;</extracomment>
        <translation>読み戻しの前にリセットしていません: カーネルが拒否しました (%1)。</translation>
    </message>
    <message>
        <source>Waiting for the drive&apos;s cache to write back</source>
        <translation>ドライブがキャッシュを書き戻すのを待っています</translation>
    </message>
</context>
<context>
    <name>DriveProof::Cli</name>
    <message>
        <source>Logical sector size in bytes (images: 512).</source>
        <translation>論理セクタサイズ（バイト単位、イメージでは 512）。</translation>
    </message>
    <message>
        <source>Physical sector size in bytes (images: 4096).</source>
        <translation>物理セクタサイズ（バイト単位、イメージでは 4096）。</translation>
    </message>
    <message>
        <source>Optimal I/O size in bytes, 0 = not reported (images: 0).</source>
        <translation>最適 I/O サイズ（バイト単位、0 = 報告なし、イメージでは 0）。</translation>
    </message>
    <message>
        <source>Bytes from LBA 0 to the next physical sector boundary (images: 0).</source>
        <translation>LBA 0 から次の物理セクタ境界までのバイト数（イメージでは 0）。</translation>
    </message>
    <message>
        <source>%1 %2 is not a number of bytes. Give a whole number such as 4096.</source>
        <extracomment>%1 option name, %2 the value given</extracomment>
        <translation>%1 %2 はバイト数ではありません。4096 のような整数を指定してください。</translation>
    </message>
    <message>
        <source>%1 %2 is not a valid block size. Give a power of two from 512 to 1048576 bytes, e.g. 4096.</source>
        <extracomment>%1 option name, %2 the value given</extracomment>
        <translation>%1 %2 は有効なブロックサイズではありません。512 から 1048576 バイトまでの 2 のべき乗を指定してください（例: 4096）。</translation>
    </message>
    <message>
        <source>--physical-block-size %1 is smaller than --logical-block-size %2: a physical sector holds one or more logical sectors.</source>
        <extracomment>%1 physical size given, %2 logical size given</extracomment>
        <translation>--physical-block-size %1 が --logical-block-size %2 より小さくなっています。物理セクタは 1 つ以上の論理セクタから成ります。</translation>
    </message>
    <message>
        <source>--physical-block-size %1 is smaller than the %3-byte logical sectors of %2: a physical sector holds one or more logical sectors.</source>
        <extracomment>%1 physical size given, %2 device, %3 its logical sector size</extracomment>
        <translation>--physical-block-size %1 が %2 の論理セクタ（%3 バイト）より小さくなっています。物理セクタは 1 つ以上の論理セクタから成ります。</translation>
    </message>
    <message>
        <source>%1 %2 is not valid. Give 0 (not reported) or a multiple of the physical block size (%3 bytes) up to 1 GiB.</source>
        <extracomment>%1 option name, %2 the value given, %3 physical sector size</extracomment>
        <translation>%1 %2 は無効です。0（報告なし）か、物理ブロックサイズ（%3 バイト）の倍数で 1 GiB 以下の値を指定してください。</translation>
    </message>
    <message>
        <source>%1 %2 is not valid. Give a multiple of the logical block size (%3 bytes) smaller than the physical block size (%4 bytes), e.g. 0.</source>
        <extracomment>%1 option name, %2 the value given, %3 logical and %4 physical sector size</extracomment>
        <translation>%1 %2 は無効です。論理ブロックサイズ（%3 バイト）の倍数で、物理ブロックサイズ（%4 バイト）より小さい値を指定してください（例: 0）。</translation>
    </message>
    <message>
        <source>yes</source>
        <translation>はい</translation>
    </message>
    <message>
        <source>no</source>
        <translation>いいえ</translation>
    </message>
    <message numerus="yes">
        <source>%n byte(s)</source>
        <extracomment>%n bytes of the optimal I/O size
----------
a size in bytes, e.g. &quot;4096 bytes&quot;</extracomment>
        <translation>
            <numerusform>%n バイト</numerusform>
        </translation>
    </message>
    <message>
        <source>not reported</source>
        <translation>報告なし</translation>
    </message>
    <message>
        <source>%1: %2 partition table, logical sector %3 bytes, physical sector %4 bytes, optimal I/O size %5, alignment offset %6 bytes.</source>
        <extracomment>%1 device or image, %2 &quot;dos&quot;/&quot;gpt&quot;, %3 and %4 sector sizes in bytes, %5 optimal I/O size (&quot;65536 bytes&quot; or &quot;not reported&quot;), %6 alignment offset in bytes</extracomment>
        <translation>%1: パーティションテーブル %2、論理セクタ %3 バイト、物理セクタ %4 バイト、最適 I/O サイズ %5、アライメントオフセット %6 バイト。</translation>
    </message>
    <message>
        <source>unknown</source>
        <translation>不明</translation>
    </message>
    <message>
        <source>The partition table of %1 has no partitions.</source>
        <extracomment>%1 device or image</extracomment>
        <translation>%1 のパーティションテーブルにはパーティションがありません。</translation>
    </message>
    <message>
        <source>PARTITION</source>
        <translation>パーティション</translation>
    </message>
    <message>
        <source>START (sector)</source>
        <translation>開始 (セクタ)</translation>
    </message>
    <message>
        <source>START (bytes)</source>
        <translation>開始 (バイト)</translation>
    </message>
    <message>
        <source>LOGICAL</source>
        <translation>論理</translation>
    </message>
    <message>
        <source>PHYSICAL</source>
        <translation>物理</translation>
    </message>
    <message>
        <source>OPTIMAL</source>
        <translation>最適</translation>
    </message>
    <message>
        <source>1 MiB</source>
        <translation>1 MiB</translation>
    </message>
    <message>
        <source>VERDICT</source>
        <translation>判定</translation>
    </message>
    <message>
        <source>No drive or file named %1. Give a drive such as /dev/sdb (see &apos;driveproof-cli list&apos;) or the path of a disk image.</source>
        <extracomment>%1 what the user typed</extracomment>
        <translation>%1 という名前のドライブもファイルもありません。/dev/sdb のようなドライブ（「driveproof-cli list」を参照）か、ディスクイメージのパスを指定してください。</translation>
    </message>
    <message>
        <source>%1 is a partition. Give the whole drive instead: &apos;driveproof-cli align %2&apos;.</source>
        <extracomment>%1 the partition given, %2 its whole drive</extracomment>
        <translation>%1 はパーティションです。代わりにドライブ全体を指定してください: 「driveproof-cli align %2」。</translation>
    </message>
    <message>
        <source>Check that every partition of a drive or a disk image starts on a boundary that suits the drive: its physical sectors, 1 MiB and its optimal I/O size.</source>
        <translation>ドライブまたはディスクイメージの各パーティションが、ドライブに適した境界（物理セクタ、1 MiB、最適 I/O サイズ）から始まっているかを確認します。</translation>
    </message>
    <message>
        <source>A drive (/dev/sdb, sdb) or a disk image file.</source>
        <translation>ドライブ（/dev/sdb、sdb）またはディスクイメージファイル。</translation>
    </message>
    <message>
        <source>Print JSON (keys in docs/json.md).</source>
        <translation>JSON を出力します（キーは docs/json.md を参照）。</translation>
    </message>
    <message>
        <source>&apos;align&apos; needs exactly one drive or disk image, e.g. &apos;driveproof-cli align /dev/sdb&apos; or &apos;driveproof-cli align disk.img&apos;.</source>
        <translation>「align」にはドライブまたはディスクイメージを 1 つだけ指定してください。例: 「driveproof-cli align /dev/sdb」または「driveproof-cli align disk.img」。</translation>
    </message>
    <message>
        <source>on</source>
        <extracomment>the drive&apos;s write cache</extracomment>
        <translation>オン</translation>
    </message>
    <message>
        <source>off</source>
        <translation>オフ</translation>
    </message>
    <message>
        <source>yes, through udisks2 (re-applied at every boot)</source>
        <translation>はい、udisks2 経由（起動のたびに再適用）</translation>
    </message>
    <message>
        <source>yes, saved in the drive</source>
        <translation>はい、ドライブに保存</translation>
    </message>
    <message>
        <source>no: a change lasts until the next power cycle</source>
        <translation>いいえ: 変更は次に電源を入れ直すまで有効</translation>
    </message>
    <message>
        <source>ATA</source>
        <translation>ATA</translation>
    </message>
    <message>
        <source>SCSI</source>
        <translation>SCSI</translation>
    </message>
    <message>
        <source>NVMe</source>
        <translation>NVMe</translation>
    </message>
    <message>
        <source>none (takes no drive commands)</source>
        <translation>なし（ドライブコマンドを受け付けない）</translation>
    </message>
    <message>
        <source>Device</source>
        <translation>デバイス</translation>
    </message>
    <message>
        <source>Protocol</source>
        <translation>プロトコル</translation>
    </message>
    <message>
        <source>Drive has a write cache</source>
        <translation>書き込みキャッシュ搭載</translation>
    </message>
    <message>
        <source>Drive&apos;s cache now</source>
        <translation>ドライブのキャッシュ（現在）</translation>
    </message>
    <message>
        <source>Saved setting</source>
        <translation>保存された設定</translation>
    </message>
    <message>
        <source>none</source>
        <translation>なし</translation>
    </message>
    <message>
        <source>Can be changed</source>
        <translation>変更可能</translation>
    </message>
    <message>
        <source>Keeps after reboot</source>
        <translation>再起動後も維持</translation>
    </message>
    <message>
        <source>Kernel&apos;s view</source>
        <translation>カーネルの認識</translation>
    </message>
    <message>
        <source>Kernel uses FUA</source>
        <translation>カーネルの FUA 使用</translation>
    </message>
    <message>
        <source>Sources</source>
        <translation>取得元</translation>
    </message>
    <message>
        <source>- %1</source>
        <extracomment>a finding about the write cache, as a list item
----------
a finding about TRIM, as a list item</extracomment>
        <translation>- %1</translation>
    </message>
    <message>
        <source>good</source>
        <translation>正常</translation>
    </message>
    <message>
        <source>caution</source>
        <translation>注意</translation>
    </message>
    <message>
        <source>bad</source>
        <translation>異常</translation>
    </message>
    <message>
        <source>Overall</source>
        <translation>総合評価</translation>
    </message>
    <message>
        <source>Temperature</source>
        <extracomment>temperature in degrees Celsius</extracomment>
        <translation>温度</translation>
    </message>
    <message>
        <source>%1 °C</source>
        <translation>%1 °C</translation>
    </message>
    <message>
        <source>Power-on hours</source>
        <translation>使用時間</translation>
    </message>
    <message>
        <source>Power cycles</source>
        <translation>電源投入回数</translation>
    </message>
    <message>
        <source>Unsafe shutdowns</source>
        <translation>安全でないシャットダウン</translation>
    </message>
    <message>
        <source>Bad sectors</source>
        <translation>不良セクタ</translation>
    </message>
    <message>
        <source>Media errors</source>
        <translation>メディアエラー</translation>
    </message>
    <message>
        <source>Wear</source>
        <extracomment>wear of an SSD, in percent of its rated life</extracomment>
        <translation>摩耗度</translation>
    </message>
    <message>
        <source>%1 %</source>
        <translation>%1%</translation>
    </message>
    <message>
        <source>Available spare</source>
        <translation>利用可能な予備領域</translation>
    </message>
    <message>
        <source>Source</source>
        <translation>取得元</translation>
    </message>
    <message>
        <source>%1 is a partition; the write cache and health belong to the whole drive. Give %2 instead.</source>
        <extracomment>%1 partition the user gave, %2 its whole drive</extracomment>
        <translation>%1 はパーティションです。書き込みキャッシュと健康状態はドライブ全体のものです。代わりに %2 を指定してください。</translation>
    </message>
    <message>
        <source>Show the drive&apos;s volatile write cache next to the kernel&apos;s view, or switch it.</source>
        <translation>ドライブの揮発性書き込みキャッシュをカーネルの認識と並べて表示するか、切り替えます。</translation>
    </message>
    <message>
        <source>A drive, e.g. /dev/sda.</source>
        <translation>ドライブ（例: /dev/sda）。</translation>
    </message>
    <message>
        <source>Switch the drive&apos;s cache on or off.</source>
        <translation>ドライブのキャッシュをオンまたはオフにします。</translation>
    </message>
    <message>
        <source>Keep the setting after a power cycle, where the drive or udisks2 can keep it honestly.</source>
        <translation>ドライブまたは udisks2 が確実に維持できる場合に、電源を入れ直した後も設定を維持します。</translation>
    </message>
    <message>
        <source>&apos;cache&apos; needs exactly one DEVICE, e.g. &apos;driveproof-cli cache /dev/sda&apos;.</source>
        <translation>「cache」には DEVICE を 1 つだけ指定してください。例: 「driveproof-cli cache /dev/sda」。</translation>
    </message>
    <message>
        <source>--set takes &apos;on&apos; or &apos;off&apos;, not &apos;%1&apos;.</source>
        <extracomment>%1 the value the user gave</extracomment>
        <translation>--set には「on」か「off」を指定してください（「%1」は指定できません）。</translation>
    </message>
    <message>
        <source>--persist goes with --set on|off.</source>
        <translation>--persist は --set on|off と一緒に指定してください。</translation>
    </message>
    <message>
        <source>Show the drive&apos;s health: overall verdict, temperature, hours, power cycles, unsafe shutdowns.</source>
        <translation>ドライブの健康状態（総合評価、温度、使用時間、電源投入回数、安全でないシャットダウン）を表示します。</translation>
    </message>
    <message>
        <source>&apos;health&apos; needs exactly one DEVICE, e.g. &apos;driveproof-cli health /dev/sda&apos;.</source>
        <translation>「health」には DEVICE を 1 つだけ指定してください。例: 「driveproof-cli health /dev/sda」。</translation>
    </message>
    <message>
        <source>Show help for this command.</source>
        <translation>このコマンドのヘルプを表示します。</translation>
    </message>
    <message>
        <source>%1. Try &apos;driveproof-cli %2 --help&apos;.</source>
        <extracomment>%1 the parser&apos;s error, %2 the subcommand</extracomment>
        <translation>%1。「driveproof-cli %2 --help」を試してください。</translation>
    </message>
    <message>
        <source>%1 (%2 bytes)</source>
        <extracomment>%1 size with unit, e.g. &quot;500.1 GB&quot;; %2 exact byte count</extracomment>
        <translation>%1 (%2 バイト)</translation>
    </message>
    <message>
        <source>raw, 512 bytes</source>
        <translation>生データ、512 バイト</translation>
    </message>
    <message>
        <source>hex words (hdparm --Istdout)</source>
        <translation>16 進ワード (hdparm --Istdout)</translation>
    </message>
    <message>
        <source>%1 (48-bit addressing)</source>
        <extracomment>%1 number of sectors</extracomment>
        <translation>%1 (48 ビットアドレス指定)</translation>
    </message>
    <message>
        <source>%1 (28-bit addressing)</source>
        <translation>%1 (28 ビットアドレス指定)</translation>
    </message>
    <message>
        <source>%1 (not reported; assumed)</source>
        <extracomment>%1 a size in bytes; the drive predates sector size reporting (IDENTIFY word 106)</extracomment>
        <translation>%1 (報告なし、推定値)</translation>
    </message>
    <message>
        <source>non-rotating (solid state)</source>
        <translation>非回転 (ソリッドステート)</translation>
    </message>
    <message>
        <source>%L1 rpm</source>
        <extracomment>%L1 revolutions per minute</extracomment>
        <translation>%L1 rpm</translation>
    </message>
    <message>
        <source>yes, queue depth %1</source>
        <extracomment>%1 the number of commands the drive can queue</extracomment>
        <translation>はい、キュー深度 %1</translation>
    </message>
    <message>
        <source>IDENTIFY dump</source>
        <translation>IDENTIFY ダンプ</translation>
    </message>
    <message>
        <source>Format</source>
        <translation>形式</translation>
    </message>
    <message>
        <source>Model</source>
        <translation>モデル</translation>
    </message>
    <message>
        <source>Serial number</source>
        <translation>シリアル番号</translation>
    </message>
    <message>
        <source>Firmware</source>
        <translation>ファームウェア</translation>
    </message>
    <message>
        <source>Capacity</source>
        <translation>容量</translation>
    </message>
    <message>
        <source>Sectors</source>
        <translation>セクタ数</translation>
    </message>
    <message>
        <source>Logical sector</source>
        <translation>論理セクタ</translation>
    </message>
    <message>
        <source>Physical sector</source>
        <translation>物理セクタ</translation>
    </message>
    <message>
        <source>Alignment offset</source>
        <extracomment>where logical sector 0 starts inside its physical sector</extracomment>
        <translation>アライメントオフセット</translation>
    </message>
    <message>
        <source>Rotation rate</source>
        <translation>回転数</translation>
    </message>
    <message>
        <source>Write cache supported</source>
        <translation>書き込みキャッシュ対応</translation>
    </message>
    <message>
        <source>Write cache enabled</source>
        <translation>書き込みキャッシュ有効</translation>
    </message>
    <message>
        <source>NCQ</source>
        <translation>NCQ</translation>
    </message>
    <message>
        <source>TRIM</source>
        <translation>TRIM</translation>
    </message>
    <message>
        <source>Checksum</source>
        <translation>チェックサム</translation>
    </message>
    <message>
        <source>correct</source>
        <translation>正しい</translation>
    </message>
    <message>
        <source>not present</source>
        <translation>なし</translation>
    </message>
    <message>
        <source>Note</source>
        <translation>注記</translation>
    </message>
    <message>
        <source>the drive marked this data as incomplete</source>
        <translation>ドライブはこのデータを不完全とマークしています</translation>
    </message>
    <message>
        <source>Backing file</source>
        <translation>バッキングファイル</translation>
    </message>
    <message>
        <source>Vendor</source>
        <translation>ベンダー</translation>
    </message>
    <message>
        <source>WWN</source>
        <translation>WWN</translation>
    </message>
    <message>
        <source>Transport</source>
        <translation>接続方式</translation>
    </message>
    <message>
        <source>Size</source>
        <translation>サイズ</translation>
    </message>
    <message>
        <source>Minimum I/O</source>
        <translation>最小 I/O</translation>
    </message>
    <message>
        <source>Optimal I/O</source>
        <translation>最適 I/O</translation>
    </message>
    <message>
        <source>Media</source>
        <translation>メディア</translation>
    </message>
    <message>
        <source>Removable</source>
        <translation>リムーバブル</translation>
    </message>
    <message>
        <source>Read-only</source>
        <translation>読み取り専用</translation>
    </message>
    <message>
        <source>Write cache (kernel view)</source>
        <translation>書き込みキャッシュ（カーネルの認識）</translation>
    </message>
    <message>
        <source>FUA</source>
        <translation>FUA</translation>
    </message>
    <message>
        <source>Mounted on</source>
        <translation>マウント先</translation>
    </message>
    <message>
        <source>not mounted</source>
        <translation>未マウント</translation>
    </message>
    <message>
        <source>Held by</source>
        <translation>上位デバイス</translation>
    </message>
    <message>
        <source>nothing</source>
        <translation>なし</translation>
    </message>
    <message>
        <source>SIZE</source>
        <translation>サイズ</translation>
    </message>
    <message>
        <source>MOUNTED ON</source>
        <translation>マウント先</translation>
    </message>
    <message>
        <source>Not known:</source>
        <translation>不明な項目:</translation>
    </message>
    <message>
        <source>  %1: %2</source>
        <extracomment>%1 what is missing, %2 why</extracomment>
        <translation>  %1: %2</translation>
    </message>
    <message>
        <source>Show everything known about one drive.</source>
        <translation>1 台のドライブについて分かっていることをすべて表示します。</translation>
    </message>
    <message>
        <source>A drive, e.g. /dev/sda or sda.</source>
        <translation>ドライブ（例: /dev/sda または sda）。</translation>
    </message>
    <message>
        <source>Decode a saved ATA IDENTIFY dump instead of a drive: 512 raw bytes, or the hex words that &apos;hdparm --Istdout&apos; prints.</source>
        <translation>ドライブの代わりに、保存済みの ATA IDENTIFY ダンプ（512 バイトの生データ、または「hdparm --Istdout」が出力する 16 進ワード）をデコードします。</translation>
    </message>
    <message>
        <source>FILE</source>
        <translation>FILE</translation>
    </message>
    <message>
        <source>&apos;info --identify-file FILE&apos; takes no DEVICE: it decodes the file alone.</source>
        <translation>「info --identify-file FILE」には DEVICE を指定しません。ファイルだけをデコードします。</translation>
    </message>
    <message>
        <source>&apos;info&apos; needs exactly one DEVICE, e.g. &apos;driveproof-cli info /dev/sda&apos;.</source>
        <translation>「info」には DEVICE を 1 つだけ指定してください。例: 「driveproof-cli info /dev/sda」。</translation>
    </message>
    <message>
        <source>file</source>
        <translation>ファイル</translation>
    </message>
    <message>
        <source>solid state</source>
        <translation>ソリッドステート</translation>
    </message>
    <message>
        <source>%1 rpm</source>
        <translation>%1 rpm</translation>
    </message>
    <message>
        <source>rotational</source>
        <translation>回転式</translation>
    </message>
    <message>
        <source>List the drives on this machine: identity, size, sector sizes, media, the kernel&apos;s write-cache view and mount points.</source>
        <translation>このマシンのドライブを一覧表示します: 識別情報、サイズ、セクタサイズ、メディア、カーネルが認識している書き込みキャッシュ、マウント先。</translation>
    </message>
    <message>
        <source>&apos;list&apos; takes no arguments. Use &apos;driveproof-cli info DEVICE&apos; for one drive.</source>
        <translation>「list」は引数を取りません。1 台のドライブについては「driveproof-cli info DEVICE」を使ってください。</translation>
    </message>
    <message>
        <source>No drives found. In a container, /sys/block may show none; on a desktop, check that the drive is connected.</source>
        <translation>ドライブが見つかりません。コンテナ内では /sys/block に何も表示されないことがあります。デスクトップでは、ドライブが接続されているか確認してください。</translation>
    </message>
    <message>
        <source>DEVICE</source>
        <translation>デバイス</translation>
    </message>
    <message>
        <source>TRANSPORT</source>
        <translation>接続方式</translation>
    </message>
    <message>
        <source>MODEL</source>
        <translation>モデル</translation>
    </message>
    <message>
        <source>SECTORS L/P</source>
        <translation>セクタ (論理/物理)</translation>
    </message>
    <message>
        <source>MEDIA</source>
        <translation>メディア</translation>
    </message>
    <message>
        <source>WRITE CACHE</source>
        <translation>書き込みキャッシュ</translation>
    </message>
    <message>
        <source>%1/%2</source>
        <extracomment>logical / physical sector size in bytes</extracomment>
        <translation>%1/%2</translation>
    </message>
    <message>
        <source>partition</source>
        <translation>パーティション</translation>
    </message>
    <message>
        <source>unknown command &apos;%1&apos;. Try &apos;driveproof-cli --help&apos;.</source>
        <translation>不明なコマンド「%1」です。「driveproof-cli --help」を試してください。</translation>
    </message>
    <message>
        <source>[%1%] %2: %3, %4, %5 left</source>
        <extracomment>live progress: %1 percent done, %2 the step, %3 rate, %4 IOPS, %5 time left (m:ss)</extracomment>
        <translation>[%1%] %2: %3、%4、残り %5</translation>
    </message>
    <message>
        <source>[%1%] %2</source>
        <extracomment>live progress without numbers: %1 percent done, %2 the step</extracomment>
        <translation>[%1%] %2</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <extracomment>flushes per commit on one device: %1 device, %2 flushes per commit</extracomment>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>Commit method</source>
        <translation>コミット方式</translation>
    </message>
    <message>
        <source>Commits/s</source>
        <translation>コミット/秒</translation>
    </message>
    <message>
        <source>Mean µs</source>
        <translation>平均 µs</translation>
    </message>
    <message>
        <source>p50 µs</source>
        <translation>p50 µs</translation>
    </message>
    <message>
        <source>p99 µs</source>
        <translation>p99 µs</translation>
    </message>
    <message>
        <source>Max µs</source>
        <translation>最大 µs</translation>
    </message>
    <message>
        <source>Flushes/commit</source>
        <translation>フラッシュ/コミット</translation>
    </message>
    <message>
        <source>Test</source>
        <translation>テスト</translation>
    </message>
    <message>
        <source>MB/s</source>
        <translation>MB/s</translation>
    </message>
    <message>
        <source>IOPS</source>
        <translation>IOPS</translation>
    </message>
    <message>
        <source>p99.9 µs</source>
        <translation>p99.9 µs</translation>
    </message>
    <message>
        <source>danger</source>
        <translation>危険</translation>
    </message>
    <message>
        <source>note</source>
        <translation>注記</translation>
    </message>
    <message>
        <source>This test writes over the data on %1. Everything on it will be lost.
Type the device name (%2) to go on: </source>
        <extracomment>%1 device node, %2 its short name the user must type</extracomment>
        <translation>このテストは %1 のデータを上書きします。中身はすべて失われます。
続行するにはデバイス名 (%2) を入力してください: </translation>
    </message>
    <message>
        <source>The test to run.</source>
        <translation>実行するテスト。</translation>
    </message>
    <message>
        <source>Test area or temporary file size, e.g. 1G, 256M (default: 1G; commit: 16M; a device: all of it for the surface scan).</source>
        <translation>テスト領域または一時ファイルのサイズ。例: 1G、256M（デフォルト: 1G。commit では 16M、デバイスに対する surface スキャンではデバイス全体）。</translation>
    </message>
    <message>
        <source>Seconds per measurement (default: 5).</source>
        <translation>1 回の測定の秒数（デフォルト: 5）。</translation>
    </message>
    <message>
        <source>I/O engine: auto, io_uring or psync (default: auto).</source>
        <translation>I/O エンジン: auto、io_uring、psync のいずれか（デフォルト: auto）。</translation>
    </message>
    <message>
        <source>Block size for random, sweeps and sustained, e.g. 4k.</source>
        <translation>random、スイープ、sustained で使うブロックサイズ（例: 4k）。</translation>
    </message>
    <message>
        <source>I/Os in flight per thread (sweeps, sustained).</source>
        <translation>スレッドあたりの同時実行 I/O 数（スイープ、sustained 用）。</translation>
    </message>
    <message>
        <source>Threads (sweeps).</source>
        <translation>スレッド数（スイープ用）。</translation>
    </message>
    <message>
        <source>Sweeps: 100 reads only (default), 0 writes only, or a mix.</source>
        <translation>スイープ: 100 で読み取りのみ（デフォルト）、0 で書き込みのみ、その間の値で読み書き混合。</translation>
    </message>
    <message>
        <source>Hybrid check: seconds the drive stays idle between the passes (default: 300).</source>
        <translation>ハイブリッドキャッシュの確認: 2 回の測定の間にドライブをアイドル状態にしておく秒数（デフォルト: 300）。</translation>
    </message>
    <message>
        <source>Commit: measure again with the drive&apos;s write cache off, then switch it back on.</source>
        <translation>commit: ドライブの書き込みキャッシュをオフにして再度測定し、その後オンに戻します。</translation>
    </message>
    <message>
        <source>Allow a write test on a raw device: everything on it is lost.</source>
        <translation>raw デバイスへの書き込みテストを許可します。デバイス上のデータはすべて失われます。</translation>
    </message>
    <message>
        <source>Go through the page cache (no O_DIRECT).</source>
        <translation>ページキャッシュを経由します（O_DIRECT を使いません）。</translation>
    </message>
    <message>
        <source>Print the result as JSON (docs/json.md).</source>
        <translation>結果を JSON で出力します (docs/json.md)。</translation>
    </message>
    <message>
        <source>Also write the JSON result to FILE.</source>
        <translation>JSON 形式の結果を FILE にも書き込みます。</translation>
    </message>
    <message>
        <source>Run only the measurements with these keys, separated by commas (e.g. rnd4kq32t1.read, commit.s1.fdatasync).</source>
        <translation>指定したキー（カンマ区切り）の測定だけを実行します（例: rnd4kq32t1.read,commit.s1.fdatasync）。</translation>
    </message>
    <message>
        <source>Do not keep the result in the drive&apos;s history.</source>
        <translation>結果をドライブの履歴に保存しません。</translation>
    </message>
    <message>
        <source>&apos;bench&apos; needs a FAMILY and at most one TARGET, e.g. &apos;driveproof-cli bench quick ~/&apos;.</source>
        <translation>「bench」には FAMILY を 1 つと、TARGET を 1 つまで指定してください。例: 「driveproof-cli bench quick ~/」。</translation>
    </message>
    <message>
        <source>unknown test &apos;%1&apos;. Try &apos;driveproof-cli bench --help&apos;.</source>
        <extracomment>%1 what the user typed</extracomment>
        <translation>不明なテスト「%1」です。「driveproof-cli bench --help」を試してください。</translation>
    </message>
    <message>
        <source>--duration takes seconds, e.g. 5, not &apos;%1&apos;.</source>
        <extracomment>%1 what the user typed</extracomment>
        <translation>--duration には秒数（例: 5）を指定してください（「%1」は指定できません）。</translation>
    </message>
    <message>
        <source>--backend takes auto, io_uring or psync, not &apos;%1&apos;.</source>
        <extracomment>%1 what the user typed</extracomment>
        <translation>--backend には auto、io_uring、psync のいずれかを指定してください（「%1」は指定できません）。</translation>
    </message>
    <message>
        <source>--block-size takes a multiple of 512 bytes up to 64M, not &apos;%1&apos;.</source>
        <extracomment>%1 what the user typed</extracomment>
        <translation>--block-size には 512 バイトの倍数で 64M 以下の値を指定してください（「%1」は指定できません）。</translation>
    </message>
    <message>
        <source>--%1 takes a whole number up to %2, not &apos;%3&apos;.</source>
        <extracomment>%1 the option, %2 the largest value, %3 what the user typed</extracomment>
        <translation>--%1 には %2 以下の整数を指定してください（「%3」は指定できません）。</translation>
    </message>
    <message>
        <source>--idle takes seconds, not &apos;%1&apos;.</source>
        <extracomment>%1 what the user typed</extracomment>
        <translation>--idle には秒数を指定してください（「%1」は指定できません）。</translation>
    </message>
    <message>
        <source>--cache-ab goes with the commit test.</source>
        <translation>--cache-ab は commit テストと一緒に指定してください。</translation>
    </message>
    <message>
        <source>%1 is a device: this test writes to it and destroys its data. Add --destructive if that is what you want, or give a folder.</source>
        <extracomment>%1 device node</extracomment>
        <translation>%1 はデバイスです。このテストはデバイスに書き込み、データを破壊します。それが意図どおりなら --destructive を付けてください。そうでなければフォルダを指定してください。</translation>
    </message>
    <message>
        <source>The name did not match; nothing was written.</source>
        <translation>名前が一致しませんでした。何も書き込んでいません。</translation>
    </message>
    <message>
        <source>--cache-ab needs to know the drive under the target, and it could not be found.</source>
        <translation>--cache-ab には対象の下にあるドライブの情報が必要ですが、そのドライブが見つかりませんでした。</translation>
    </message>
    <message>
        <source>Cannot write %1: %2.</source>
        <extracomment>%1 file name, %2 the system&apos;s error text
----------
%1 file, %2 the system&apos;s reason</extracomment>
        <translation>%1 に書き込めません: %2。</translation>
    </message>
    <message>
        <source>%1 on %2</source>
        <extracomment>%1 the test&apos;s title, %2 where it ran</extracomment>
        <translation>%1（対象: %2）</translation>
    </message>
    <message>
        <source>- %1: %2</source>
        <extracomment>a verdict as a list item: %1 good/caution/danger/note, %2 the verdict</extracomment>
        <translation>- %1: %2</translation>
    </message>
    <message>
        <source>Cancelled; the lines above finished before that.</source>
        <translation>キャンセルしました。上に表示した行は、それまでに完了したものです。</translation>
    </message>
    <message>
        <source>--language needs a language, one of: %1.</source>
        <extracomment>%1 the language codes DriveProof has, e.g. &quot;de, en, es&quot;</extracomment>
        <translation>--language には言語を指定してください。次のいずれかです: %1。</translation>
    </message>
    <message>
        <source>unknown language &apos;%1&apos;. Choose one of: %2.</source>
        <extracomment>%1 what was given after --language, %2 the language codes DriveProof has, e.g. &quot;de, en, es&quot;</extracomment>
        <translation>不明な言語「%1」です。次のいずれかを選んでください: %2。</translation>
    </message>
    <message>
        <source>Measure a drive: commit rate (like pg_test_fsync), throughput, random I/O, sweeps, the hybrid-cache check.
FAMILY is one of: quick, commit, throughput (or seq), sustained, surface, random, sweep (with --axis), sweep-block-size, sweep-queue-depth, sweep-threads, hybrid.
TARGET is a folder (default: the current one; a temporary file is created and removed), an existing file (used in place, never grown), or a block device (read tests; writing needs --destructive).</source>
        <translation>ドライブを測定します: コミットレート（pg_test_fsync と同様）、スループット、ランダム I/O、スイープ、ハイブリッドキャッシュの確認。
FAMILY は次のいずれかです: quick、commit、throughput（または seq）、sustained、surface、random、sweep（--axis と併用）、sweep-block-size、sweep-queue-depth、sweep-threads、hybrid。
TARGET はフォルダ（デフォルト: カレントフォルダ。一時ファイルを作成し、終了後に削除します）、既存のファイル（そのまま使用し、拡張することはありません）、またはブロックデバイス（読み取りテスト。書き込みには --destructive が必要）です。</translation>
    </message>
    <message>
        <source>Folder, file or device (or --target).</source>
        <translation>フォルダ、ファイル、またはデバイス（または --target）。</translation>
    </message>
    <message>
        <source>Folder, file or device, like TARGET.</source>
        <translation>フォルダ、ファイル、またはデバイス（TARGET と同様）。</translation>
    </message>
    <message>
        <source>Quick, throughput, random: reads only.</source>
        <translation>quick、throughput、random: 読み取りのみ。</translation>
    </message>
    <message>
        <source>Quick, throughput, random: writes only.</source>
        <translation>quick、throughput、random: 書き込みのみ。</translation>
    </message>
    <message>
        <source>Quick, throughput, random: a mix with this percentage of reads, e.g. 70.</source>
        <translation>quick、throughput、random: 読み取りの割合（パーセント）をこの値にした読み書き混合（例: 70）。</translation>
    </message>
    <message>
        <source>One CrystalDiskMark preset: SEQ1M-Q8T1, SEQ1M-Q1T1, RND4K-Q32T1, RND4K-Q1T1 (or any RND|SEQ&lt;size&gt;-Q&lt;depth&gt;T&lt;threads&gt;).</source>
        <translation>CrystalDiskMark のプリセットを 1 つ指定: SEQ1M-Q8T1、SEQ1M-Q1T1、RND4K-Q32T1、RND4K-Q1T1（または任意の RND|SEQ&lt;size&gt;-Q&lt;depth&gt;T&lt;threads&gt;）。</translation>
    </message>
    <message>
        <source>sweep: block-size (default), queue-depth or threads.</source>
        <translation>sweep: block-size（デフォルト）、queue-depth、threads のいずれか。</translation>
    </message>
    <message>
        <source>--axis goes with &apos;sweep&apos; and takes block-size, queue-depth or threads, not &apos;%1&apos;.</source>
        <extracomment>%1 what the user typed</extracomment>
        <translation>--axis は「sweep」と一緒に使い、block-size、queue-depth、threads のいずれかを指定してください（「%1」は指定できません）。</translation>
    </message>
    <message>
        <source>Give one of --read, --write and --mix.</source>
        <translation>--read、--write、--mix のいずれか 1 つを指定してください。</translation>
    </message>
    <message>
        <source>--mix takes the percentage of reads, 0 to 100, not &apos;%1&apos;.</source>
        <extracomment>%1 what the user typed</extracomment>
        <translation>--mix には読み取りの割合を 0 から 100 で指定してください（「%1」は指定できません）。</translation>
    </message>
    <message>
        <source>--preset takes a name such as RND4K-Q32T1 or SEQ1M-Q8T1, not &apos;%1&apos;.</source>
        <extracomment>%1 what the user typed</extracomment>
        <translation>--preset には RND4K-Q32T1 や SEQ1M-Q8T1 のような名前を指定してください（「%1」は指定できません）。</translation>
    </message>
    <message>
        <source>--preset goes with quick, random or seq.</source>
        <translation>--preset は quick、random、seq のいずれかと一緒に指定してください。</translation>
    </message>
    <message>
        <source>Cancelled while the test file was being prepared; it was removed.</source>
        <translation>テストファイルの準備中にキャンセルしました。テストファイルは削除しました。</translation>
    </message>
    <message>
        <source>preparing the test area: %1%</source>
        <extracomment>%1 percent of the test area written with known data</extracomment>
        <translation>テスト領域を準備中: %1%</translation>
    </message>
    <message>
        <source>%1: %2 commits/s, witness holds #%3, %4 in flight, link %5</source>
        <extracomment>live power-loss run: %1 phase, %2 commits per second, %3 the witness&apos;s durable sequence number, %4 writes in flight, %5 link state</extracomment>
        <translation>%1: %2 コミット/秒、ウィットネスは #%3 まで保持、処理中 %4、接続 %5</translation>
    </message>
    <message>
        <source>*** Pull the plug now ***</source>
        <translation>*** 今すぐ電源プラグを抜いてください ***</translation>
    </message>
    <message>
        <source>Cut the power at the wall (not the power button). After the restart, run &apos;driveproof-cli powerloss verify&apos; with the same target.</source>
        <translation>電源はコンセント側で切ってください（電源ボタンではありません）。再起動後、同じ対象を指定して「driveproof-cli powerloss verify」を実行してください。</translation>
    </message>
    <message>
        <source>Verdict: %1</source>
        <extracomment>%1 PASS, FAIL or INCONCLUSIVE</extracomment>
        <translation>判定: %1</translation>
    </message>
    <message>
        <source>Validity checks:</source>
        <translation>妥当性の確認:</translation>
    </message>
    <message>
        <source>  [%1] %2</source>
        <extracomment>a checklist line: %1 &quot;ok&quot; or &quot;NOT OK&quot;, %2 what was seen</extracomment>
        <translation>  [%1] %2</translation>
    </message>
    <message>
        <source>ok</source>
        <translation>OK</translation>
    </message>
    <message>
        <source>NOT OK</source>
        <translation>NG</translation>
    </message>
    <message>
        <source>Acknowledged writes: %1; blocks checked: %2</source>
        <extracomment>%1 number of acknowledged writes, %2 number of blocks read</extracomment>
        <translation>完了と応答した書き込み: %1、確認したブロック: %2</translation>
    </message>
    <message>
        <source>Test area: %1, %2</source>
        <extracomment>%1 file or device, %2 its size</extracomment>
        <translation>テスト領域: %1、%2</translation>
    </message>
    <message>
        <source>Drive: %1, serial %2, firmware %3</source>
        <extracomment>%1 model, %2 serial number, %3 firmware</extracomment>
        <translation>ドライブ: %1、シリアル番号 %2、ファームウェア %3</translation>
    </message>
    <message>
        <source>Write cache: %1</source>
        <extracomment>%1 on, off or unknown</extracomment>
        <translation>書き込みキャッシュ: %1</translation>
    </message>
    <message>
        <source>Unsafe shutdowns so far: %1</source>
        <translation>これまでの安全でないシャットダウン: %1</translation>
    </message>
    <message>
        <source>Warning: %1</source>
        <extracomment>a warning: %1 its text</extracomment>
        <translation>警告: %1</translation>
    </message>
    <message>
        <source>Ready. Start the witness, then &apos;driveproof-cli powerloss run&apos;.</source>
        <translation>準備ができました。ウィットネスを起動してから、「driveproof-cli powerloss run」を実行してください。</translation>
    </message>
    <message>
        <source>Stopped cleanly after %1 commits; the witness holds them all. Nothing to verify: a clean stop is not a power cut.</source>
        <extracomment>%1 number of commits</extracomment>
        <translation>%1 回のコミットの後、正常に停止しました。ウィットネスはそのすべてを保持しています。正常な停止は電源断ではないため、検証するものはありません。</translation>
    </message>
    <message>
        <source>No power-loss test is pending for %1.</source>
        <translation>%1 には保留中の電源断テストがありません。</translation>
    </message>
    <message>
        <source>No pending power-loss test has the run id &apos;%1&apos;.</source>
        <translation>実行 ID「%1」の保留中の電源断テストはありません。</translation>
    </message>
    <message>
        <source>Practice on a simulated drive that lies about its flushes.</source>
        <translation>フラッシュについて嘘をつく模擬ドライブで練習します。</translation>
    </message>
    <message>
        <source>Practice on a simulated honest drive.</source>
        <translation>正直な模擬ドライブで練習します。</translation>
    </message>
    <message>
        <source>The power-loss test: does the drive keep what it acknowledged when the power goes?
  prepare   check the drive and the machine, create the test area
  run       write and report every commit to the witness; pull the plug when told
  verify    after the restart: read the area, fetch the witness&apos;s record, judge
  practice  the whole procedure on a simulated drive on this machine</source>
        <translation>電源断テスト: 電源が切れたとき、ドライブは完了と応答した内容を保持しているか？
  prepare   ドライブとマシンを確認し、テスト領域を作成
  run       書き込み、各コミットをウィットネスに報告。指示されたら電源プラグを抜く
  verify    再起動後: 領域を読み取り、ウィットネスの記録を取得して判定
  practice  このマシン上の模擬ドライブで手順全体を実行</translation>
    </message>
    <message>
        <source>prepare, run, verify or practice.</source>
        <translation>prepare、run、verify、practice のいずれか。</translation>
    </message>
    <message>
        <source>The test area: a file (created if missing) or a block device (with --destructive).</source>
        <translation>テスト領域: ファイル（なければ作成）またはブロックデバイス（--destructive が必要）。</translation>
    </message>
    <message>
        <source>The witness&apos;s address, as it shows it.</source>
        <translation>ウィットネスのアドレス（ウィットネスに表示されているもの）。</translation>
    </message>
    <message>
        <source>Size of the test area, e.g. 1G (default: 1G; practice: 16M).</source>
        <translation>テスト領域のサイズ。例: 1G（デフォルト: 1G、practice では 16M）。</translation>
    </message>
    <message>
        <source>Commit method: fdatasync (default), fsync, open_datasync or open_sync.</source>
        <translation>コミット方式: fdatasync（デフォルト）、fsync、open_datasync、open_sync。</translation>
    </message>
    <message>
        <source>Writes per commit (group commit); default 1.</source>
        <translation>コミットあたりの書き込み数（グループコミット）。デフォルト: 1。</translation>
    </message>
    <message>
        <source>verify: the run to verify (its id or the start of it), instead of the one pending for --target.</source>
        <translation>verify: --target の保留中の実行の代わりに、検証する実行（ID またはその先頭部分）を指定します。</translation>
    </message>
    <message>
        <source>Allow a raw device as the target: everything on it is lost.</source>
        <translation>raw デバイスを対象にすることを許可します。デバイス上のデータはすべて失われます。</translation>
    </message>
    <message>
        <source>practice: honest (default) or lying.</source>
        <translation>practice: honest（デフォルト）または lying。</translation>
    </message>
    <message>
        <source>practice: seconds of writing before the simulated cut (default: 3).</source>
        <translation>practice: 模擬的な電源断までに書き込む秒数（デフォルト: 3）。</translation>
    </message>
    <message>
        <source>Print the result as JSON.</source>
        <translation>結果を JSON で出力します。</translation>
    </message>
    <message>
        <source>powerloss takes prepare, run, verify or practice, not &apos;%1&apos;.</source>
        <extracomment>%1 what the user typed</extracomment>
        <translation>powerloss には prepare、run、verify、practice のいずれかを指定してください（「%1」は指定できません）。</translation>
    </message>
    <message>
        <source>--size takes a size of at least 1M, such as 1G or 256M, not &apos;%1&apos;.</source>
        <extracomment>%1 what the user typed</extracomment>
        <translation>--size には 1M 以上のサイズ（1G や 256M など）を指定してください（「%1」は指定できません）。</translation>
    </message>
    <message>
        <source>--method takes fdatasync, fsync, open_datasync or open_sync, not &apos;%1&apos;.</source>
        <extracomment>%1 what the user typed</extracomment>
        <translation>--method には fdatasync、fsync、open_datasync、open_sync のいずれかを指定してください（「%1」は指定できません）。</translation>
    </message>
    <message>
        <source>--writes-per-commit takes a number from 1 to 1024, not &apos;%1&apos;.</source>
        <extracomment>%1 what the user typed</extracomment>
        <translation>--writes-per-commit には 1 から 1024 までの数を指定してください（「%1」は指定できません）。</translation>
    </message>
    <message>
        <source>--witness takes HOST:PORT such as 192.168.1.20:7070, not &apos;%1&apos;.</source>
        <extracomment>%1 what the user typed</extracomment>
        <translation>--witness には HOST:PORT（192.168.1.20:7070 など）を指定してください（「%1」は指定できません）。</translation>
    </message>
    <message>
        <source>--mode takes honest or lying, not &apos;%1&apos;.</source>
        <extracomment>%1 what the user typed</extracomment>
        <translation>--mode には honest か lying を指定してください（「%1」は指定できません）。</translation>
    </message>
    <message>
        <source>--seconds takes a number from 0 to 3600, not &apos;%1&apos;.</source>
        <extracomment>%1 what the user typed</extracomment>
        <translation>--seconds には 0 から 3600 までの数を指定してください（「%1」は指定できません）。</translation>
    </message>
    <message>
        <source>Give the test area with --target PATH.</source>
        <translation>--target PATH でテスト領域を指定してください。</translation>
    </message>
    <message>
        <source>run %1: started</source>
        <extracomment>%1 a short run id</extracomment>
        <translation>実行 %1: 開始</translation>
    </message>
    <message>
        <source>run %1: the writer is back (%2 commits so far)</source>
        <extracomment>%1 a short run id, %2 number of acknowledged commits</extracomment>
        <translation>実行 %1: 書き込み側が戻りました（これまでのコミット: %2 回）</translation>
    </message>
    <message>
        <source>run %1: %2 commits acknowledged</source>
        <extracomment>%1 a short run id, %2 number of acknowledged commits</extracomment>
        <translation>実行 %1: 完了と応答したコミット %2 回</translation>
    </message>
    <message>
        <source>run %1: the writer went silent at %2: the estimated power cut</source>
        <extracomment>%1 a short run id, %2 date and time on this machine&apos;s clock</extracomment>
        <translation>実行 %1: %2 に書き込み側からの通信が途絶えました（推定される電源断）</translation>
    </message>
    <message>
        <source>run %1: the writer reported an error: %2</source>
        <extracomment>%1 a short run id, %2 the writer&apos;s error text</extracomment>
        <translation>実行 %1: 書き込み側がエラーを報告しました: %2</translation>
    </message>
    <message>
        <source>run %1: the writer stopped on purpose (no power cut)</source>
        <extracomment>%1 a short run id</extracomment>
        <translation>実行 %1: 書き込み側が意図的に停止しました（電源断なし）</translation>
    </message>
    <message>
        <source>run %1: the verifier&apos;s report is stored</source>
        <extracomment>%1 a short run id</extracomment>
        <translation>実行 %1: 検証側のレポートを保存しました</translation>
    </message>
    <message>
        <source>refused a connection: %1</source>
        <extracomment>%1 why a connection or frame was refused</extracomment>
        <translation>接続を拒否しました: %1</translation>
    </message>
    <message>
        <source>run %1: journal error: %2</source>
        <extracomment>%1 a short run id, %2 the error text</extracomment>
        <translation>実行 %1: ジャーナルのエラー: %2</translation>
    </message>
    <message>
        <source>Be the witness of a power-loss test: record every commit a writer reports, so that after the power cut the verifier knows what the drive acknowledged. Runs until Ctrl+C.</source>
        <translation>電源断テストのウィットネスになります。書き込み側が報告するすべてのコミットを記録し、電源断の後で、ドライブが何に完了と応答したかを検証側が分かるようにします。Ctrl+C を押すまで動作します。</translation>
    </message>
    <message>
        <source>Address and port to listen on (default: 0.0.0.0:7070).</source>
        <translation>待ち受けるアドレスとポート（デフォルト: 0.0.0.0:7070）。</translation>
    </message>
    <message>
        <source>Folder for the run journals (default: DriveProof&apos;s data folder). Put it on another disk than the one under test.</source>
        <translation>実行のジャーナルを置くフォルダ（デフォルト: DriveProof のデータフォルダ）。テスト対象とは別のディスクに置いてください。</translation>
    </message>
    <message>
        <source>witness takes no argument, not &apos;%1&apos;.</source>
        <extracomment>%1 what the user typed</extracomment>
        <translation>witness は引数を取りません（「%1」は指定できません）。</translation>
    </message>
    <message>
        <source>--listen takes ADDRESS:PORT such as 0.0.0.0:7070, not &apos;%1&apos;.</source>
        <extracomment>%1 what the user typed</extracomment>
        <translation>--listen には ADDRESS:PORT（0.0.0.0:7070 など）を指定してください（「%1」は指定できません）。</translation>
    </message>
    <message>
        <source>Pairing code: %1</source>
        <extracomment>%1 the pairing code to type on the writer</extracomment>
        <translation>ペアリングコード: %1</translation>
    </message>
    <message>
        <source>Listening on %1:%2</source>
        <extracomment>%1 host, %2 port</extracomment>
        <translation>%1:%2 で待ち受け中</translation>
    </message>
    <message>
        <source>Journals in %1</source>
        <extracomment>%1 a folder</extracomment>
        <translation>ジャーナルの保存先: %1</translation>
    </message>
    <message>
        <source>Witness stopped; every journal is synced.</source>
        <translation>ウィットネスを停止しました。すべてのジャーナルは同期済みです。</translation>
    </message>
    <message>
        <source>--size takes a size of at least 4K, such as 1G or 256M, not &apos;%1&apos;.</source>
        <extracomment>%1 what the user typed</extracomment>
        <translation>--size には 4K 以上のサイズ（1G や 256M など）を指定してください（「%1」は指定できません）。</translation>
    </message>
    <message>
        <source>There is no device %1. Run &apos;driveproof-cli list&apos; to see the drives on this machine.</source>
        <extracomment>%1 what the user typed</extracomment>
        <translation>デバイス %1 は存在しません。このマシンのドライブを確認するには「driveproof-cli list」を実行してください。</translation>
    </message>
    <message>
        <source>There is no folder or file %1. Give an existing folder (a temporary test file is made in it), a file or a block device.</source>
        <extracomment>%1 what the user typed</extracomment>
        <translation>フォルダまたはファイル %1 は存在しません。既存のフォルダ（その中に一時テストファイルを作成します）、ファイル、またはブロックデバイスを指定してください。</translation>
    </message>
    <message>
        <source>%1 is not a folder, a regular file or a block device (it is a pipe, a socket or a character device). Give a folder, a file or a block device.</source>
        <extracomment>%1 what the user typed</extracomment>
        <translation>%1 はフォルダ、通常のファイル、ブロックデバイスのいずれでもありません（パイプ、ソケット、またはキャラクタデバイスです）。フォルダ、ファイル、またはブロックデバイスを指定してください。</translation>
    </message>
    <message>
        <source>%1 is in use: %2 Nothing was written.</source>
        <extracomment>%1 device node, %2 a sentence saying what uses it, e.g. &quot;/dev/loop0 backs the loop device /dev/loop1. /dev/loop1 is mounted on /mnt.&quot;</extracomment>
        <translation>%1 は使用中です: %2 何も書き込んでいません。</translation>
    </message>
    <message>
        <source>--output cannot write %1: %2.</source>
        <extracomment>%1 file name, %2 the system&apos;s error text</extracomment>
        <translation>--output で %1 に書き込めません: %2。</translation>
    </message>
    <message>
        <source>--only %1 matches no measurement of this test. The keys are the &quot;key&quot; fields of its --json output.</source>
        <extracomment>%1 what the user gave to --only</extracomment>
        <translation>--only %1 はこのテストのどの測定にも一致しません。キーは、このテストの --json 出力の「key」フィールドです。</translation>
    </message>
    <message>
        <source>Write every drive&apos;s findings for Prometheus and other OpenMetrics readers: identity, health, write-cache views, alignment and the latest test results (docs/fleet.md).</source>
        <translation>Prometheus やその他の OpenMetrics 対応ツール向けに、すべてのドライブの調査結果を書き出します: 識別情報、健康状態、書き込みキャッシュの認識、アライメント、最新のテスト結果（docs/fleet.md）。</translation>
    </message>
    <message>
        <source>OpenMetrics text, also readable by node_exporter&apos;s textfile collector.</source>
        <translation>OpenMetrics テキスト。node_exporter の textfile コレクターでも読み取れます。</translation>
    </message>
    <message>
        <source>Write to FILE, replacing it atomically, instead of standard output.</source>
        <translation>標準出力の代わりに FILE に書き込みます（FILE はアトミックに置き換えられます）。</translation>
    </message>
    <message>
        <source>Export only this drive (a loop device too); may be given more than once.</source>
        <translation>このドライブ（ループデバイスも可）だけをエクスポートします。複数回指定できます。</translation>
    </message>
    <message>
        <source>Export loop devices too (left out by default).</source>
        <translation>ループデバイスもエクスポートします（デフォルトでは除外されます）。</translation>
    </message>
    <message>
        <source>Read test results from this DriveProof data folder (holding history/ and powerloss/) instead of yours; may be given more than once.</source>
        <translation>自分のデータフォルダの代わりに、この DriveProof データフォルダ（history/ と powerloss/ を含むもの）からテスト結果を読み取ります。複数回指定できます。</translation>
    </message>
    <message>
        <source>FOLDER</source>
        <translation>FOLDER</translation>
    </message>
    <message>
        <source>Read the test results of every user of this machine (needs root).</source>
        <translation>このマシンのすべてのユーザーのテスト結果を読み取ります（root 権限が必要）。</translation>
    </message>
    <message>
        <source>&apos;export&apos; takes no arguments. Use --device DEVICE for one drive.</source>
        <translation>「export」は引数を取りません。1 台のドライブについては --device DEVICE を使ってください。</translation>
    </message>
    <message>
        <source>Choose a format: &apos;driveproof-cli export --openmetrics&apos;.</source>
        <translation>形式を選んでください: 「driveproof-cli export --openmetrics」。</translation>
    </message>
    <message>
        <source>--run-id takes a run id in hexadecimal (or its start), such as 3f9a, not &apos;%1&apos;.</source>
        <extracomment>%1 what the user typed</extracomment>
        <translation>--run-id には 16 進数の実行 ID（またはその先頭部分。3f9a など）を指定してください（「%1」は指定できません）。</translation>
    </message>
    <message>
        <source>--target takes a file (created if missing) or a block device, not the folder %1. Name a file in it, e.g. %1/powerloss.img.</source>
        <extracomment>%1 what the user typed</extracomment>
        <translation>--target にはファイル（なければ作成）またはブロックデバイスを指定してください。フォルダ %1 は指定できません。その中のファイルを指定してください（例: %1/powerloss.img）。</translation>
    </message>
    <message>
        <source>--target takes a file (created if missing) or a block device; %1 is a pipe, a socket or a character device.</source>
        <extracomment>%1 what the user typed</extracomment>
        <translation>--target にはファイル（なければ作成）またはブロックデバイスを指定してください。%1 はパイプ、ソケット、またはキャラクタデバイスです。</translation>
    </message>
    <message>
        <source>--target names a file in a folder that does not exist: %1.</source>
        <extracomment>%1 what the user typed</extracomment>
        <translation>--target で指定されたファイルのフォルダが存在しません: %1。</translation>
    </message>
    <message>
        <source>%1 is a device: the test writes over all of its data. Add --destructive if that is what you want, or name a file.</source>
        <extracomment>%1 device node</extracomment>
        <translation>%1 はデバイスです。このテストはデバイスのすべてのデータを上書きします。それが意図どおりなら --destructive を付けてください。そうでなければファイルを指定してください。</translation>
    </message>
    <message>
        <source>On the machine under test, type one of these witness addresses:</source>
        <extracomment>Followed by this machine&apos;s addresses (ADDRESS:PORT), one per line, that the person types on the machine under test as the witness address.</extracomment>
        <translation>テスト対象のマシンで、次のいずれかをウィットネスのアドレスとして入力してください:</translation>
    </message>
    <message>
        <source>Note: %1</source>
        <extracomment>a fact to know before the test: %1 its text</extracomment>
        <translation>注記: %1</translation>
    </message>
    <message>
        <source>Link</source>
        <translation>リンク</translation>
    </message>
    <message>
        <source>Drive class</source>
        <translation>ドライブの種類</translation>
    </message>
    <message>
        <source>The result was not kept in the drive&apos;s history: %1</source>
        <extracomment>%1 why the history file could not be written</extracomment>
        <translation>結果はドライブの履歴に保存されませんでした: %1</translation>
    </message>
    <message>
        <source>%1 (%2, %3) looks empty. The capacity test writes over all of it. Go on? [y/N] </source>
        <extracomment>%1 device node, %2 the drive&apos;s model, %3 its size, e.g. &quot;128.0 GB&quot;. The drive has no partition table and no file system. Answer with the word for yes, or y.</extracomment>
        <translation>%1 (%2、%3) は空のようです。容量テストはその全体を上書きします。続けますか? [y/N] </translation>
    </message>
    <message>
        <source>Is the drive as big as it says? Writes records over the whole device, reads them back and tells a genuine drive from a fake one.</source>
        <translation>ドライブは公称どおりの大きさですか? デバイス全体にレコードを書き込み、読み戻して、本物のドライブと偽物を見分けます。</translation>
    </message>
    <message>
        <source>The drive, e.g. /dev/sdb.</source>
        <translation>ドライブ。例: /dev/sdb。</translation>
    </message>
    <message>
        <source>The quick probe: a few thousand records, minutes.</source>
        <translation>クイックプローブ: 数千レコード、数分。</translation>
    </message>
    <message>
        <source>The full verify: every block written and read back; resumes where an interrupted run stopped.</source>
        <translation>フル検証: すべてのブロックを書き込んで読み戻します。中断した実行は止まった所から再開します。</translation>
    </message>
    <message>
        <source>Allow the writes without a terminal to ask on: everything on the device is lost.</source>
        <translation>確認を求める端末がなくても書き込みを許可します: デバイス上のすべてが失われます。</translation>
    </message>
    <message>
        <source>Give one device and --quick or --full. Try &apos;driveproof-cli capacity --help&apos;.</source>
        <translation>デバイスを 1 つと --quick または --full を指定してください。&apos;driveproof-cli capacity --help&apos; を参照してください。</translation>
    </message>
    <message>
        <source>The capacity test writes over everything on %1. Add --destructive if that is what you want.</source>
        <extracomment>%1 device node</extracomment>
        <translation>容量テストは %1 上のすべてを上書きします。それでよければ --destructive を付けてください。</translation>
    </message>
    <message>
        <source>Bad: bytes %1 to %2: %3.</source>
        <extracomment>%1 and %2 byte offsets as numbers, %3 what was found there, e.g. &quot;zeros&quot;</extracomment>
        <translation>不良: バイト %1 から %2: %3。</translation>
    </message>
    <message numerus="yes">
        <source>… and %n more bad range(s) (see --json).</source>
        <translation>
            <numerusform>… ほかに不良範囲が %n 個あります (--json を参照)。</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 is empty (no partition table, no file system): it is written to without asking for its name.</source>
        <extracomment>%1 device node</extracomment>
        <translation>%1 は空です（パーティションテーブルもファイルシステムもありません）。名前の入力を求めずに書き込みます。</translation>
    </message>
    <message>
        <source>%1 has no write cache of its own to switch (a loop, virtio or memory-card device): only the kernel&apos;s view exists. Nothing was changed.</source>
        <extracomment>%1 device node</extracomment>
        <translation>%1 には切り替えられる独自の書き込みキャッシュがありません（loop、virtio、メモリーカードのデバイス）。カーネルの見え方があるだけです。何も変更していません。</translation>
    </message>
    <message>
        <source>%1 is a loop device over %2: it has no health of its own. Ask the drive that holds that file.</source>
        <extracomment>%1 device node, %2 the file behind it</extracomment>
        <translation>%1 は %2 の上の loop デバイスで、独自の健康状態はありません。そのファイルがあるドライブを調べてください。</translation>
    </message>
    <message>
        <source>%1 commits/s</source>
        <extracomment>commits per second</extracomment>
        <translation>%1 コミット/秒</translation>
    </message>
    <message>
        <source>List the runs kept for one drive, newest first.</source>
        <translation>1 台のドライブについて保存された実行を新しい順に一覧表示します。</translation>
    </message>
    <message>
        <source>&apos;history&apos; needs exactly one DEVICE, e.g. &apos;driveproof-cli history /dev/sda&apos;.</source>
        <translation>&apos;history&apos; には DEVICE がちょうど 1 つ必要です。例: &apos;driveproof-cli history /dev/sda&apos;。</translation>
    </message>
    <message>
        <source>No runs are kept for %1 yet. &apos;driveproof-cli bench quick FOLDER&apos; on one of its file systems makes the first.</source>
        <extracomment>%1 device node</extracomment>
        <translation>%1 の実行はまだ保存されていません。そのファイルシステムのどれかで &apos;driveproof-cli bench quick FOLDER&apos; を実行すると最初の記録ができます。</translation>
    </message>
    <message>
        <source>DATE</source>
        <translation>日時</translation>
    </message>
    <message>
        <source>TEST</source>
        <translation>テスト</translation>
    </message>
    <message>
        <source>ID</source>
        <translation>ID</translation>
    </message>
    <message>
        <source>SETTINGS</source>
        <translation>設定</translation>
    </message>
    <message>
        <source>SUMMARY</source>
        <translation>概要</translation>
    </message>
    <message>
        <source>Put two runs side by side: the lines they share, B against A.</source>
        <translation>2 つの実行を並べて比較します。共通の行について、A に対する B を示します。</translation>
    </message>
    <message>
        <source>A run&apos;s id (the first 8 characters are enough) or its result file; twice.</source>
        <translation>実行の ID（先頭 8 文字で十分）または結果ファイル。2 つ指定します。</translation>
    </message>
    <message>
        <source>&apos;compare&apos; needs two runs, e.g. &apos;driveproof-cli compare 1a2b3c4d 5e6f7a8b&apos;; &apos;driveproof-cli history DEVICE&apos; lists their ids.</source>
        <translation>&apos;compare&apos; には実行が 2 つ必要です。例: &apos;driveproof-cli compare 1a2b3c4d 5e6f7a8b&apos;。ID は &apos;driveproof-cli history DEVICE&apos; で一覧できます。</translation>
    </message>
    <message>
        <source>MEASUREMENT</source>
        <translation>測定</translation>
    </message>
    <message>
        <source>A</source>
        <translation>A</translation>
    </message>
    <message>
        <source>B</source>
        <translation>B</translation>
    </message>
    <message>
        <source>B ÷ A</source>
        <translation>B ÷ A</translation>
    </message>
    <message>
        <source>A: %1 %2 · %3</source>
        <extracomment>%1 the run&apos;s id, %2 its test, %3 its settings</extracomment>
        <translation>A: %1 %2 · %3</translation>
    </message>
    <message>
        <source>B: %1 %2 · %3</source>
        <translation>B: %1 %2 · %3</translation>
    </message>
    <message>
        <source>Not alike: %1</source>
        <extracomment>a difference between two compared runs; %1 the sentence</extracomment>
        <translation>条件の違い: %1</translation>
    </message>
    <message>
        <source>The two runs have no measurement in common: nothing to compare. Compare two runs of the same test.</source>
        <translation>2 つの実行に共通の測定がないため、比較できません。同じテストの実行どうしを比較してください。</translation>
    </message>
    <message>
        <source>empty: no partition table, no file system</source>
        <translation>空: パーティションテーブルなし、ファイルシステムなし</translation>
    </message>
    <message>
        <source>data (%1)</source>
        <extracomment>%1 what was found, e.g. &quot;gpt, ext4&quot;</extracomment>
        <translation>データあり（%1）</translation>
    </message>
    <message>
        <source>unknown: %1</source>
        <extracomment>%1 why the drive could not be read (a sentence)</extracomment>
        <translation>不明: %1</translation>
    </message>
    <message>
        <source>Contents</source>
        <translation>内容</translation>
    </message>
    <message>
        <source>standard input</source>
        <translation>標準入力</translation>
    </message>
    <message>
        <source>Cannot read the pairing code from %1: %2</source>
        <extracomment>%1 a file or &quot;standard input&quot;, %2 the system&apos;s error text</extracomment>
        <translation>%1 からペアリングコードを読み取れません: %2</translation>
    </message>
    <message>
        <source>Pairing code (as the witness shows it): </source>
        <translation>ペアリングコード（ウィットネスに表示されているもの）: </translation>
    </message>
    <message>
        <source>That is not a pairing code: type the 12 characters the witness shows, such as K7QD-M2XF-9HBT.</source>
        <translation>ペアリングコードではありません。ウィットネスに表示されている 12 文字（例: K7QD-M2XF-9HBT）を入力してください。</translation>
    </message>
    <message>
        <source>--pairing is no longer accepted: every user of this machine can read the command line. Type the code when asked, or use --pairing-file FILE.</source>
        <translation>--pairing は使用できなくなりました。このコンピューターのすべてのユーザーがコマンドラインを読めるためです。尋ねられたときにコードを入力するか、--pairing-file FILE を使ってください。</translation>
    </message>
    <message>
        <source>Read the pairing code the witness shows from FILE (&apos;-&apos;: standard input). Without it, run asks for the code.</source>
        <translation>ウィットネスに表示されているペアリングコードを FILE から読み取ります（&apos;-&apos;: 標準入力）。指定しない場合、run がコードを尋ねます。</translation>
    </message>
    <message>
        <source>run needs the witness: --witness HOST:PORT as &apos;driveproof-cli witness&apos; shows it, and its pairing code (asked for, or --pairing-file FILE).</source>
        <translation>run にはウィットネスが必要です: &apos;driveproof-cli witness&apos; が表示する --witness HOST:PORT と、そのペアリングコード（尋ねられるか、--pairing-file FILE）。</translation>
    </message>
    <message>
        <source>Use the pairing code in FILE (&apos;-&apos;: standard input) instead of a random one.</source>
        <translation>ランダムなコードの代わりに FILE にあるペアリングコードを使います（&apos;-&apos;: 標準入力）。</translation>
    </message>
    <message>
        <source>The drive&apos;s records could not be read (an older helper, or a drive that keeps none).</source>
        <translation>ドライブの記録を読み取れませんでした (古いヘルパーか、記録を持たないドライブです)。</translation>
    </message>
    <message>
        <source>Is it new? %1</source>
        <extracomment>&quot;Is it new?&quot; and the verdict: new, used, possibly reset</extracomment>
        <translation>新品か? %1</translation>
    </message>
    <message>
        <source>Also show every record the drive keeps: each SMART attribute or NVMe health log field, the self-test log and the error log count.</source>
        <translation>ドライブが記録しているすべての項目も表示します: 各 SMART 属性または NVMe ヘルスログの各フィールド、セルフテストログ、エラーログの件数。</translation>
    </message>
    <message>
        <source>Remember the endurance the maker rates this drive&apos;s model for, in terabytes written (TBW), and compare the data written with it from now on.</source>
        <translation>このドライブのモデルにメーカーが定める耐久性を書き込みテラバイト (TBW) で記憶し、以後の書き込み量をそれと比べます。</translation>
    </message>
    <message>
        <source>--rated-tbw takes terabytes written, e.g. 600, not &apos;%1&apos;.</source>
        <extracomment>%1 what the user typed</extracomment>
        <translation>--rated-tbw には書き込みテラバイトを指定します (例: 600)。&apos;%1&apos; ではありません。</translation>
    </message>
    <message numerus="yes">
        <source>about %n minute(s)</source>
        <extracomment>%n the number of minutes the drive says a self-test takes</extracomment>
        <translation>
            <numerusform>約 %n 分</numerusform>
        </translation>
    </message>
    <message>
        <source>Self-tests</source>
        <translation>セルフテスト</translation>
    </message>
    <message>
        <source>offered</source>
        <translation>対応</translation>
    </message>
    <message>
        <source>not offered</source>
        <translation>非対応</translation>
    </message>
    <message>
        <source>Now</source>
        <translation>現在</translation>
    </message>
    <message>
        <source>running, %1% done</source>
        <translation>実行中、%1% 完了</translation>
    </message>
    <message>
        <source>no self-test running</source>
        <translation>実行中のセルフテストなし</translation>
    </message>
    <message>
        <source>Last result</source>
        <translation>前回の結果</translation>
    </message>
    <message>
        <source>Short test</source>
        <translation>ショートテスト</translation>
    </message>
    <message>
        <source>Extended test</source>
        <translation>拡張テスト</translation>
    </message>
    <message>
        <source>Conveyance test</source>
        <translation>輸送テスト</translation>
    </message>
    <message>
        <source>Self-test on %1: %2% done</source>
        <extracomment>%1 device path, %2 percent done</extracomment>
        <translation>%1 のセルフテスト: %2% 完了</translation>
    </message>
    <message>
        <source>Stopped following. The drive goes on testing; &apos;driveproof-cli selftest %1 abort&apos; stops it.</source>
        <extracomment>%1 device path</extracomment>
        <translation>追跡を終了しました。ドライブはテストを続けます。&apos;driveproof-cli selftest %1 abort&apos; で中止できます。</translation>
    </message>
    <message>
        <source>Start, stop or follow the drive&apos;s own self-test. The drive runs it and keeps the result in its self-test log (&apos;health DEVICE --all&apos; shows it).</source>
        <translation>ドライブ自身のセルフテストを開始、中止、または追跡します。テストはドライブが実行し、結果をセルフテストログに残します (&apos;health DEVICE --all&apos; で表示)。</translation>
    </message>
    <message>
        <source>short, extended, conveyance (ATA), abort or status.</source>
        <translation>short、extended、conveyance (ATA)、abort、status のいずれか。</translation>
    </message>
    <message>
        <source>Follow the running test until it ends; the exit status is 1 when it failed.</source>
        <translation>実行中のテストを終わるまで追跡します。失敗した場合の終了ステータスは 1 です。</translation>
    </message>
    <message>
        <source>&apos;selftest&apos; needs a DEVICE and an ACTION, e.g. &apos;driveproof-cli selftest /dev/sda short&apos;.</source>
        <translation>&apos;selftest&apos; には DEVICE と ACTION が必要です。例: &apos;driveproof-cli selftest /dev/sda short&apos;。</translation>
    </message>
    <message>
        <source>Unknown self-test action &apos;%1&apos;: use short, extended, conveyance, abort or status.</source>
        <extracomment>%1 the action the user gave</extracomment>
        <translation>不明なセルフテスト操作 &apos;%1&apos;: short、extended、conveyance、abort、status のいずれかを使ってください。</translation>
    </message>
    <message>
        <source>%1: no partition table, logical sector %2 bytes, physical sector %3 bytes, optimal I/O size %4, alignment offset %5 bytes.</source>
        <extracomment>%1 device or image, %2 and %3 sector sizes in bytes, %4 optimal I/O size (&quot;65536 bytes&quot; or &quot;not reported&quot;), %5 alignment offset in bytes</extracomment>
        <translation>%1: パーティションテーブルなし、論理セクタ %2 バイト、物理セクタ %3 バイト、最適 I/O サイズ %4、アライメントオフセット %5 バイト。</translation>
    </message>
    <message>
        <source>The self-test&apos;s result could not be kept in the drive&apos;s history: %1</source>
        <extracomment>%1 why (a sentence)</extracomment>
        <translation>セルフテストの結果をドライブの履歴に保存できませんでした: %1</translation>
    </message>
    <message>
        <source>LBA format</source>
        <extracomment>column titles of the table of NVMe LBA formats</extracomment>
        <translation>LBA フォーマット</translation>
    </message>
    <message>
        <source>Sector</source>
        <translation>セクター</translation>
    </message>
    <message>
        <source>In use</source>
        <translation>使用中</translation>
    </message>
    <message>
        <source>Usage: driveproof-cli COMMAND [options]

Tells the truth about a drive.

Commands:
  list          list drives with identity, topology and write-cache view
  info DEVICE   everything known about one drive
  align TARGET  check partition alignment of a drive or a disk image
  cache DEVICE  the drive&apos;s write cache and the kernel&apos;s view; --set on|off
  health DEVICE the drive&apos;s health: verdict, temperature, hours, shutdowns
  selftest DEVICE short|extended|abort|status  the drive&apos;s own self-test
  bench FAMILY [TARGET]  measure: quick, commit, throughput, random, sweeps...
  history DEVICE  the runs kept for a drive, newest first
  compare RUN RUN  two runs side by side, and what makes them not alike
  powerloss prepare|run|verify|practice  the power-loss test (plug pull)
  witness       be the second machine of a power-loss test
  export --openmetrics  every drive&apos;s findings for Prometheus (fleets)
  capacity DEVICE --quick|--full  is the drive as big as it says (fakes)
  trim TARGET   whether TRIM reaches the drive through every layer

Options:
  -h, --help     show this help; &apos;driveproof-cli COMMAND --help&apos; for a command
  -v, --version  show the version
  --language LANG
                 speak LANG, e.g. de, pt_BR or zh_TW, instead of the system&apos;s
                 language; works with every command
</source>
        <translation>使い方: driveproof-cli COMMAND [オプション]

ドライブについての真実を伝えます。

コマンド:
  list          ドライブを識別情報、トポロジー、書き込みキャッシュの認識とともに一覧表示
  info DEVICE   1 台のドライブについて分かっていることすべて
  align TARGET  ドライブまたはディスクイメージのパーティションアライメントを確認
  cache DEVICE  ドライブの書き込みキャッシュとカーネルの認識。--set on|off
  health DEVICE ドライブの健康状態: 判定、温度、使用時間、シャットダウン
  selftest DEVICE short|extended|abort|status  ドライブ自身のセルフテスト
  bench FAMILY [TARGET]  測定: quick、commit、throughput、random、sweeps...
  history DEVICE  ドライブについて保存された実行（新しい順）
  compare RUN RUN  2 つの実行を並べて比較し、条件の違いも示す
  powerloss prepare|run|verify|practice  電源断テスト（電源プラグを抜く）
  witness       電源断テストの 2 台目のマシンになる
  export --openmetrics  すべてのドライブの調査結果を Prometheus 向けに出力（フリート管理）
  capacity DEVICE --quick|--full  ドライブは公称どおりの大きさか (偽物の検出)
  trim TARGET   TRIM が各層を通ってドライブまで届くか

オプション:
  -h, --help     このヘルプを表示。コマンドのヘルプは「driveproof-cli COMMAND --help」
  -v, --version  バージョンを表示
  --language LANG
                 システムの言語の代わりに LANG（de、pt_BR、zh_TW など）で表示。
                 すべてのコマンドで使用可能
</translation>
    </message>
    <message>
        <source>yes, down to the drive</source>
        <translation>はい、ドライブまで届きます</translation>
    </message>
    <message>
        <source>down to a loop device&apos;s backing file</source>
        <translation>loop デバイスの元ファイルまで</translation>
    </message>
    <message>
        <source>no: a layer drops it</source>
        <translation>いいえ: 途中の層が破棄します</translation>
    </message>
    <message>
        <source>no: the drive does not take it</source>
        <translation>いいえ: ドライブが受け付けません</translation>
    </message>
    <message>
        <source>enabled</source>
        <translation>有効</translation>
    </message>
    <message>
        <source>disabled</source>
        <translation>無効</translation>
    </message>
    <message>
        <source>masked</source>
        <translation>マスク済み</translation>
    </message>
    <message>
        <source>not installed</source>
        <translation>未インストール</translation>
    </message>
    <message>
        <source>%1 (systemd is not running)</source>
        <extracomment>%1 the timer&apos;s state, e.g. &quot;enabled&quot;</extracomment>
        <translation>%1 (systemd は動いていません)</translation>
    </message>
    <message>
        <source>From %1: %2</source>
        <extracomment>%1 a device, %2 whether TRIM gets through</extracomment>
        <translation>%1 から: %2</translation>
    </message>
    <message>
        <source>From %1 (mounted on %2): %3</source>
        <extracomment>%1 a device, %2 its mount points, %3 whether TRIM gets through</extracomment>
        <translation>%1 から (%2 にマウント): %3</translation>
    </message>
    <message>
        <source>Layer</source>
        <translation>層</translation>
    </message>
    <message>
        <source>Kind</source>
        <translation>種類</translation>
    </message>
    <message>
        <source>Discard granularity</source>
        <translation>discard の粒度</translation>
    </message>
    <message>
        <source>Largest discard</source>
        <translation>最大 discard</translation>
    </message>
    <message>
        <source>Passes TRIM</source>
        <translation>TRIM を通す</translation>
    </message>
    <message>
        <source>Say whether TRIM reaches the drive through every layer (partition, dm-crypt, LVM, md, loop, USB), whether fstrim.timer runs and which file systems are mounted with discard.</source>
        <translation>TRIM が各層 (パーティション、dm-crypt、LVM、md、loop、USB) を通ってドライブまで届くか、fstrim.timer が動いているか、どのファイルシステムが discard 付きでマウントされているかを示します。</translation>
    </message>
    <message>
        <source>A drive, a partition, a dm, md or loop device, or a folder, e.g. /dev/sda or /home.</source>
        <translation>ドライブ、パーティション、dm・md・loop デバイス、またはフォルダー。例: /dev/sda、/home。</translation>
    </message>
    <message>
        <source>&apos;trim&apos; needs exactly one TARGET, e.g. &apos;driveproof-cli trim /dev/sda&apos;.</source>
        <translation>「trim」には TARGET を 1 つだけ指定してください。例: 「driveproof-cli trim /dev/sda」。</translation>
    </message>
    <message>
        <source>TRIM from %1: %2</source>
        <extracomment>%1 the drive or folder asked about, %2 whether TRIM gets through</extracomment>
        <translation>%1 からの TRIM: %2</translation>
    </message>
    <message>
        <source>fstrim.timer: %1</source>
        <extracomment>%1 the timer&apos;s state, e.g. &quot;enabled&quot;</extracomment>
        <translation>fstrim.timer: %1</translation>
    </message>
    <message>
        <source>Judge a report instead of a drive: the output of &apos;smartctl -x&apos;, &apos;smartctl -x --json&apos; or &apos;nvme smart-log -o json&apos; saved in FILE (&apos;-&apos;: standard input).</source>
        <translation>ドライブの代わりにレポートを判定します: FILE に保存した「smartctl -x」、「smartctl -x --json」または「nvme smart-log -o json」の出力（&apos;-&apos;: 標準入力）。</translation>
    </message>
    <message>
        <source>With --report of nvme smart-log: the output of &apos;nvme id-ctrl -o json&apos; for the model, serial and firmware.</source>
        <translation>--report で nvme smart-log の出力を指定した場合: モデル、シリアル番号、ファームウェアを得るための「nvme id-ctrl -o json」の出力。</translation>
    </message>
    <message>
        <source>&apos;health --report FILE&apos; takes no DEVICE and no --rated-tbw.</source>
        <translation>「health --report FILE」には DEVICE も --rated-tbw も指定しません。</translation>
    </message>
</context>
<context>
    <name>DriveProof::Device</name>
    <message>
        <source>No block device named %1. Run &apos;driveproof-cli list&apos; to see the drives on this machine.</source>
        <translation>%1 という名前のブロックデバイスはありません。「driveproof-cli list」を実行すると、このマシンのドライブを確認できます。</translation>
    </message>
    <message>
        <source>%1 disappeared while it was being read. Check that the drive is still connected.</source>
        <translation>%1 が読み取り中に消えました。ドライブがまだ接続されているか確認してください。</translation>
    </message>
    <message>
        <source>%1 could not be opened even as root (%2): the system blocks access to it (a container or a security policy), so only what sysfs reports is shown.</source>
        <extracomment>%1 device path, %2 system error text</extracomment>
        <translation>root でも %1 を開けませんでした（%2）。システムがアクセスを遮断しているため（コンテナまたはセキュリティポリシー）、sysfs が報告する情報だけを表示しています。</translation>
    </message>
    <message>
        <source>%1 could not be opened (%2): only what sysfs reports is shown. Run as root or through the DriveProof helper for more.</source>
        <extracomment>%1 device path, %2 system error text</extracomment>
        <translation>%1 を開けませんでした（%2）。sysfs が報告する情報だけを表示しています。詳しい情報を見るには、root として、または DriveProof ヘルパー経由で実行してください。</translation>
    </message>
    <message>
        <source>device node</source>
        <translation>デバイスノード</translation>
    </message>
    <message>
        <source>not reported by this %1 device through sysfs</source>
        <translation>この %1 デバイスは sysfs で報告していません</translation>
    </message>
    <message>
        <source>unknown</source>
        <translation>不明</translation>
    </message>
    <message>
        <source>model</source>
        <translation>モデル</translation>
    </message>
    <message>
        <source>serial number</source>
        <translation>シリアル番号</translation>
    </message>
    <message>
        <source>firmware revision</source>
        <translation>ファームウェアのリビジョン</translation>
    </message>
    <message>
        <source>WWN</source>
        <translation>WWN</translation>
    </message>
    <message>
        <source>rotation rate</source>
        <translation>回転数</translation>
    </message>
    <message>
        <source>%1 is mounted on %2.</source>
        <extracomment>%1 device path, %2 list of mount points</extracomment>
        <translation>%1 は %2 にマウントされています。</translation>
    </message>
    <message>
        <source>%1 is in use as swap space.</source>
        <extracomment>%1 device path</extracomment>
        <translation>%1 はスワップ領域として使用中です。</translation>
    </message>
    <message numerus="yes">
        <source>%1 (And %n more.)</source>
        <extracomment>%1 a sentence saying what uses a device, %n how many other users there are</extracomment>
        <translation>
            <numerusform>%1（ほかに %n 件あります）</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 backs the loop device %2.</source>
        <extracomment>a loop device reads and writes its data on this device. %1 device path, %2 loop device path</extracomment>
        <translation>%1 はループデバイス %2 のデータの格納先です。</translation>
    </message>
    <message>
        <source>%1 is part of %2.</source>
        <extracomment>%1 device path, %2 a device built on it (device-mapper, RAID, bcache)</extracomment>
        <translation>%1 は %2 の一部です。</translation>
    </message>
    <message>
        <source>%1 has the partition %2.</source>
        <extracomment>%1 disk path, %2 partition path</extracomment>
        <translation>%1 にはパーティション %2 があります。</translation>
    </message>
    <message>
        <source>There is no %1. Give a device such as /dev/sda (see &apos;driveproof-cli list&apos;).</source>
        <translation>%1 は存在しません。/dev/sda のようなデバイスを指定してください（「driveproof-cli list」を参照）。</translation>
    </message>
    <message>
        <source>%1 is a folder or a file, not a block device. Give a device such as /dev/sda (see &apos;driveproof-cli list&apos;).</source>
        <translation>%1 はフォルダーまたはファイルで、ブロックデバイスではありません。/dev/sda のようなデバイスを指定してください（「driveproof-cli list」を参照）。</translation>
    </message>
    <message>
        <source>Could not read %1 to see what it holds: %2.</source>
        <extracomment>%1 device or file path, %2 the system&apos;s reason</extracomment>
        <translation>%1 の内容を調べるための読み取りができませんでした: %2。</translation>
    </message>
    <message>
        <source>Could not read the start and end of %1 to see what it holds.</source>
        <extracomment>%1 device or file path</extracomment>
        <translation>%1 の内容を調べるための先頭と末尾の読み取りができませんでした。</translation>
    </message>
    <message>
        <source>udev has no record of device %1, and it could not be read directly (run as root, or start udev).</source>
        <extracomment>%1 device numbers like 8:0</extracomment>
        <translation>udev にデバイス %1 の記録がなく、直接読み取ることもできませんでした（root で実行するか、udev を起動してください）。</translation>
    </message>
</context>
<context>
    <name>DriveProof::DriveReport</name>
    <message>
        <source>%1 is not valid JSON: %2 at byte %3.</source>
        <extracomment>%1 file name, %2 the JSON parser&apos;s words, %3 the byte offset</extracomment>
        <translation>%1 は有効な JSON ではありません: %3 バイト目で %2。</translation>
    </message>
    <message>
        <source>%1 is larger than any drive report (%2 at most). Give the output of smartctl -x or nvme smart-log, not a disk image.</source>
        <extracomment>%1 file name, %2 a size (&quot;4 MiB&quot;)</extracomment>
        <translation>%1 はドライブレポートとしては大きすぎます（最大 %2）。ディスクイメージではなく、smartctl -x または nvme smart-log の出力を指定してください。</translation>
    </message>
    <message>
        <source>%1 is no drive report DriveProof can read: give the output of &apos;smartctl -x&apos;, &apos;smartctl -x --json&apos; or &apos;nvme smart-log -o json&apos;.</source>
        <extracomment>%1 file name</extracomment>
        <translation>%1 は DriveProof が読み取れるドライブレポートではありません。「smartctl -x」、「smartctl -x --json」または「nvme smart-log -o json」の出力を指定してください。</translation>
    </message>
    <message>
        <source>%1 is a report of a SAS or SCSI drive: DriveProof judges reports of ATA (SATA) and NVMe drives.</source>
        <extracomment>%1 file name</extracomment>
        <translation>%1 は SAS または SCSI ドライブのレポートです。DriveProof が判定するのは ATA (SATA) ドライブと NVMe ドライブのレポートです。</translation>
    </message>
    <message>
        <source>From the report %1, not from the drive itself: %2.</source>
        <extracomment>%1 file name, %2 drive model</extracomment>
        <translation>ドライブ自体からではなく、レポート %1 から得た情報です: %2。</translation>
    </message>
    <message>
        <source>From the report %1, not from the drive itself: %2, serial %3.</source>
        <extracomment>%1 file name, %2 drive model, %3 serial number</extracomment>
        <translation>ドライブ自体からではなく、レポート %1 から得た情報です: %2、シリアル番号 %3。</translation>
    </message>
    <message>
        <source>%1, line %2: more than 30 SMART attributes, which no drive has.</source>
        <extracomment>%1 file name, %2 line number</extracomment>
        <translation>%1、%2 行目: SMART 属性が 30 個を超えていますが、そのようなドライブはありません。</translation>
    </message>
    <message>
        <source>Could not read %1: %2.</source>
        <extracomment>%1 file name, %2 the system&apos;s reason</extracomment>
        <translation>%1 を読み取れませんでした: %2。</translation>
    </message>
    <message>
        <source>From the report %1, not from the drive itself.</source>
        <extracomment>%1 file name (a report that names no drive, e.g. smartctl -l farm)</extracomment>
        <translation>ドライブ自体からではなく、レポート %1 から得た情報です。</translation>
    </message>
</context>
<context>
    <name>DriveProof::Flash</name>
    <message>
        <source>TRIM from %1 reaches the drive %2 through every layer.</source>
        <extracomment>%1 the device in use (e.g. /dev/mapper/vg-home), %2 the drive</extracomment>
        <translation>%1 からの TRIM はすべての層を通ってドライブ %2 に届きます。</translation>
    </message>
    <message>
        <source>The drive %1 takes TRIM.</source>
        <extracomment>%1 the drive</extracomment>
        <translation>ドライブ %1 は TRIM を受け付けます。</translation>
    </message>
    <message>
        <source>TRIM from %1 reaches the loop device %2, which frees the space in its backing file %3. The drive under that file gets it only from its own file system (mounted with discard, or fstrim).</source>
        <extracomment>%1 the device in use, %2 a loop device, %3 its backing file</extracomment>
        <translation>%1 からの TRIM は loop デバイス %2 に届き、元ファイル %3 の領域が解放されます。そのファイルの下のドライブには、そのファイルシステム自身 (discard 付きのマウント、または fstrim) からしか届きません。</translation>
    </message>
    <message>
        <source>The dm-crypt volume %1 drops discards, so TRIM from %2 never reaches the drive. Open it with --allow-discards (or the discard option in /etc/crypttab); an observer of the raw drive then sees which blocks are free.</source>
        <extracomment>%1 a dm-crypt volume, %2 the device in use</extracomment>
        <translation>dm-crypt ボリューム %1 が discard を破棄するため、%2 からの TRIM はドライブに届きません。--allow-discards 付きで開いてください (または /etc/crypttab の discard オプション)。その場合、生のドライブを見る人には空きブロックがわかるようになります。</translation>
    </message>
    <message>
        <source>%1 drops discards, so TRIM from %2 stops there and never reaches the drive.</source>
        <extracomment>%1 the layer (e.g. /dev/md0), %2 the device in use</extracomment>
        <translation>%1 が discard を破棄するため、%2 からの TRIM はそこで止まり、ドライブに届きません。</translation>
    </message>
    <message>
        <source>The kernel shows no discard limits for %1, so whether TRIM passes it is unknown.</source>
        <extracomment>%1 a device</extracomment>
        <translation>カーネルは %1 の discard 上限を示していないため、TRIM が通るかどうかは不明です。</translation>
    </message>
    <message>
        <source>%1 is a hard disk: it takes no TRIM and needs none.</source>
        <extracomment>%1 the drive</extracomment>
        <translation>%1 はハードディスクです。TRIM を受け付けず、必要ともしません。</translation>
    </message>
    <message>
        <source>%1 is attached through usb-storage (Bulk-Only Transport), which passes no TRIM. In a UAS enclosure or on a UAS port it may.</source>
        <extracomment>%1 the drive</extracomment>
        <translation>%1 は usb-storage (Bulk-Only Transport) 経由で接続されており、TRIM は伝わりません。UAS ケースや UAS ポートなら伝わることがあります。</translation>
    </message>
    <message>
        <source>%1 is attached through UAS, but its bridge announces no TRIM, so the kernel sends none.</source>
        <extracomment>%1 the drive</extracomment>
        <translation>%1 は UAS 経由で接続されていますが、ブリッジが TRIM 対応を示さないため、カーネルは TRIM を送りません。</translation>
    </message>
    <message>
        <source>%1 does not take TRIM (the kernel&apos;s discard_max_bytes is 0).</source>
        <extracomment>%1 the drive</extracomment>
        <translation>%1 は TRIM を受け付けません (カーネルの discard_max_bytes が 0)。</translation>
    </message>
    <message>
        <source>No file system on %1 is mounted. TRIM comes from a mounted file system (fstrim or the discard option), or from blkdiscard, which erases everything.</source>
        <extracomment>%1 the device asked about</extracomment>
        <translation>%1 のファイルシステムはどれもマウントされていません。TRIM はマウント済みのファイルシステム (fstrim または discard オプション) か、すべてを消去する blkdiscard から送られます。</translation>
    </message>
    <message>
        <source>%1 is mounted with discard: every delete is trimmed at once, which slows deletes on some drives. The weekly fstrim.timer is the usual choice.</source>
        <extracomment>%1 a mount point</extracomment>
        <translation>%1 は discard 付きでマウントされています。削除のたびにすぐ TRIM されるため、ドライブによっては削除が遅くなります。週 1 回の fstrim.timer が一般的な選択です。</translation>
    </message>
    <message>
        <source>%1 is mounted with discard=async: freed space is trimmed in batches.</source>
        <extracomment>%1 a mount point</extracomment>
        <translation>%1 は discard=async 付きでマウントされています。解放された領域はまとめて TRIM されます。</translation>
    </message>
    <message>
        <source>%1 is trimmed once a week by fstrim.timer.</source>
        <extracomment>%1 a mount point</extracomment>
        <translation>%1 は fstrim.timer により週 1 回 TRIM されます。</translation>
    </message>
    <message>
        <source>%1 is neither mounted with discard nor trimmed by fstrim.timer, so the drive never learns which blocks are free. Run &apos;sudo systemctl enable --now fstrim.timer&apos;.</source>
        <extracomment>%1 a mount point</extracomment>
        <translation>%1 は discard 付きでマウントされておらず、fstrim.timer でも TRIM されないため、ドライブはどのブロックが空いているかを知りません。「sudo systemctl enable --now fstrim.timer」を実行してください。</translation>
    </message>
    <message>
        <source>systemd is not running here, so fstrim.timer trims nothing. Run &apos;fstrim -a&apos; from cron, or mount with discard.</source>
        <translation>ここでは systemd が動いていないため、fstrim.timer は何も TRIM しません。cron から「fstrim -a」を実行するか、discard 付きでマウントしてください。</translation>
    </message>
    <message>
        <source>%1 is not on a block device that DriveProof can see in sysfs. Give a drive, a partition or a folder on one.</source>
        <extracomment>%1 a path the user gave</extracomment>
        <translation>%1 は DriveProof が sysfs で見られるブロックデバイス上にありません。ドライブ、パーティション、またはその上のフォルダーを指定してください。</translation>
    </message>
    <message>
        <source>%1 cannot be read: %2.</source>
        <extracomment>%1 a path the user gave, %2 the system&apos;s error text</extracomment>
        <translation>%1 を読み取れません: %2。</translation>
    </message>
</context>
<context>
    <name>DriveProof::Gui</name>
    <message>
        <source>unknown</source>
        <translation>不明</translation>
    </message>
    <message>
        <source>%1 (%2 bytes)</source>
        <extracomment>%1 size with unit, e.g. &quot;500.1 GB&quot;; %2 exact byte count, e.g. &quot;500,107,862,016&quot;</extracomment>
        <translation>%1 (%2 バイト)</translation>
    </message>
    <message numerus="yes">
        <source>%Ln byte(s)</source>
        <extracomment>a size in bytes, e.g. &quot;4,096 bytes&quot;; %Ln is the number with digit grouping</extracomment>
        <translation>
            <numerusform>%Ln バイト</numerusform>
        </translation>
    </message>
    <message>
        <source>yes</source>
        <translation>はい</translation>
    </message>
    <message>
        <source>no</source>
        <translation>いいえ</translation>
    </message>
    <message>
        <source>loop device</source>
        <translation>ループデバイス</translation>
    </message>
    <message>
        <source>backed by a file</source>
        <translation>ファイルベース</translation>
    </message>
    <message>
        <source>solid state</source>
        <translation>ソリッドステート</translation>
    </message>
    <message>
        <source>%1 rpm</source>
        <extracomment>disk rotation speed; %1 is the number, e.g. &quot;7,200&quot;</extracomment>
        <translation>%1 rpm</translation>
    </message>
    <message>
        <source>rotational</source>
        <translation>回転式</translation>
    </message>
    <message>
        <source>Not reported for this device.</source>
        <translation>このデバイスでは報告されていません。</translation>
    </message>
    <message>
        <source>%1%</source>
        <extracomment>a percentage; %1 the number, e.g. &quot;97&quot;</extracomment>
        <translation>%1%</translation>
    </message>
    <message>
        <source>hard disk</source>
        <translation>ハードディスク</translation>
    </message>
    <message>
        <source>solid-state drive</source>
        <translation>SSD</translation>
    </message>
    <message>
        <source>NVMe solid-state drive</source>
        <translation>NVMe SSD</translation>
    </message>
    <message>
        <source>USB drive</source>
        <translation>USB ドライブ</translation>
    </message>
    <message>
        <source>loop device (a file used as a drive)</source>
        <translation>ループデバイス（ドライブとして使われているファイル）</translation>
    </message>
    <message>
        <source>drive</source>
        <translation>ドライブ</translation>
    </message>
    <message>
        <source>Tells the truth about a drive.</source>
        <translation>ドライブについての真実を伝えます。</translation>
    </message>
    <message>
        <source>Show this drive first, e.g. /dev/sda.</source>
        <translation>このドライブを最初に表示します（例: /dev/sda）。</translation>
    </message>
    <message>
        <source>Save a picture of the window to this PNG file once everything is read, then quit.</source>
        <translation>すべての読み取りが終わったらウィンドウの画像をこの PNG ファイルに保存し、終了します。</translation>
    </message>
    <message>
        <source>You were not allowed to read the write cache setting of %1. Try again and authenticate when asked, or ask an administrator.</source>
        <extracomment>%1 device path</extracomment>
        <translation>%1 の書き込みキャッシュの設定を読み取る権限がありませんでした。もう一度試して、求められたら認証するか、管理者に依頼してください。</translation>
    </message>
    <message>
        <source>You were not allowed to switch the write cache of %1, so nothing was changed. Try again and authenticate when asked, or ask an administrator.</source>
        <extracomment>%1 device path</extracomment>
        <translation>%1 の書き込みキャッシュを切り替える権限がなかったため、何も変更しませんでした。もう一度試して、求められたら認証するか、管理者に依頼してください。</translation>
    </message>
    <message>
        <source>You were not allowed to read the health of %1. Try again and authenticate when asked, or ask an administrator.</source>
        <extracomment>%1 device path</extracomment>
        <translation>%1 の健康状態を読み取る権限がありませんでした。もう一度試して、求められたら認証するか、管理者に依頼してください。</translation>
    </message>
    <message>
        <source>DriveProof&apos;s helper is not installed, so DriveProof cannot ask the drive while it runs as you. Install the DriveProof package, or run DriveProof as root.</source>
        <translation>DriveProof ヘルパーがインストールされていないため、DriveProof を一般ユーザーとして実行している間はドライブに問い合わせできません。DriveProof パッケージをインストールするか、DriveProof を root として実行してください。</translation>
    </message>
    <message>
        <source>The system bus does not let DriveProof reach its helper: the helper&apos;s D-Bus policy is missing. Reinstall the DriveProof package, or run DriveProof as root.</source>
        <translation>システムバスが DriveProof からヘルパーへの接続を許可していません。ヘルパーの D-Bus ポリシーがありません。DriveProof パッケージを再インストールするか、DriveProof を root として実行してください。</translation>
    </message>
    <message>
        <source>There is no system bus, so DriveProof cannot reach its helper. Start the D-Bus system service, or run DriveProof as root.</source>
        <translation>システムバスがないため、DriveProof はヘルパーに接続できません。D-Bus システムサービスを起動するか、DriveProof を root として実行してください。</translation>
    </message>
    <message>
        <source>The request for %1 failed: %2.</source>
        <extracomment>%1 device path, %2 the system&apos;s reason</extracomment>
        <translation>%1 への要求が失敗しました: %2。</translation>
    </message>
    <message>
        <source>Starts on a physical-sector boundary.</source>
        <translation>物理セクタ境界から始まっています。</translation>
    </message>
    <message>
        <source>Starts %1 bytes past a physical-sector boundary.</source>
        <extracomment>%1 a number of bytes, e.g. &quot;512&quot;</extracomment>
        <translation>物理セクタ境界から %1 バイト後ろで始まっています。</translation>
    </message>
    <message>
        <source>Starts on a 1 MiB boundary.</source>
        <translation>1 MiB 境界から始まっています。</translation>
    </message>
    <message>
        <source>Does not start on a 1 MiB boundary.</source>
        <translation>1 MiB 境界から始まっていません。</translation>
    </message>
    <message>
        <source>Does not start on a multiple of the drive&apos;s optimal I/O size.</source>
        <translation>ドライブの最適 I/O サイズの倍数から始まっていません。</translation>
    </message>
    <message>
        <source>none</source>
        <translation>なし</translation>
    </message>
    <message>
        <source>not mounted</source>
        <translation>未マウント</translation>
    </message>
    <message>
        <source>not checked</source>
        <translation>未確認</translation>
    </message>
    <message>
        <source>write back: the kernel sends flushes</source>
        <translation>ライトバック（write back）: カーネルはフラッシュを送ります</translation>
    </message>
    <message>
        <source>write through: the kernel sends no flushes</source>
        <translation>ライトスルー（write through）: カーネルはフラッシュを送りません</translation>
    </message>
    <message>
        <source>Open the Preferences dialog at start.</source>
        <translation>起動時に設定ダイアログを開きます。</translation>
    </message>
    <message>
        <source>Open the About dialog at start.</source>
        <translation>起動時に「DriveProof について」ダイアログを開きます。</translation>
    </message>
    <message>
        <source>Run this test (quick, random, commit, ...) in the window without clicks, write the result (--json-out) and quit; for benchmark scripts.</source>
        <translation>このテスト（quick、random、commit など）をクリック操作なしでウィンドウ内で実行し、結果を書き出して（--json-out）終了します。ベンチマークスクリプト用です。</translation>
    </message>
    <message>
        <source>With --run-test: only these measurements, separated by commas, e.g. rnd4kq32t1.read.</source>
        <translation>--run-test と併用: 指定した測定だけを実行します（カンマ区切り、例: rnd4kq32t1.read）。</translation>
    </message>
    <message>
        <source>With --run-test: the folder (or file) to test in.</source>
        <translation>--run-test と併用: テストを行うフォルダ（またはファイル）。</translation>
    </message>
    <message>
        <source>With --run-test: the test size, e.g. 1G or 256M.</source>
        <translation>--run-test と併用: テストサイズ（例: 1G、256M）。</translation>
    </message>
    <message>
        <source>With --run-test: seconds per measurement (default: 5).</source>
        <translation>--run-test と併用: 1 回の測定の秒数（デフォルト: 5）。</translation>
    </message>
    <message>
        <source>With --run-test: write the result as JSON to this file.</source>
        <translation>--run-test と併用: 結果を JSON としてこのファイルに書き込みます。</translation>
    </message>
    <message>
        <source>--duration needs a number of seconds</source>
        <translation>--duration には秒数を指定してください</translation>
    </message>
    <message>
        <source>%L1 %2</source>
        <extracomment>a transfer rate; %L1 the number, %2 its unit (&quot;MB/s&quot; or &quot;MiB/s&quot;, as chosen in Preferences)</extracomment>
        <translation>%L1 %2</translation>
    </message>
    <message>
        <source>unknown test &apos;%1&apos;</source>
        <extracomment>%1 what the user typed after --run-test</extracomment>
        <translation>不明なテスト「%1」</translation>
    </message>
    <message>
        <source>--run-test needs --target, an existing folder or file</source>
        <translation>--run-test には --target（既存のフォルダまたはファイル）が必要です</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a size, e.g. 1G or 256M</source>
        <extracomment>%1 what the user typed after --size</extracomment>
        <translation>「%1」はサイズではありません。例: 1G、256M</translation>
    </message>
    <message>
        <source>Verify the power-loss tests that wait for it (after the power cut); the autostart entry of a pending test runs this.</source>
        <translation>検証を待っている電源断テストを（電源断の後に）検証します。保留中のテストの自動起動エントリがこれを実行します。</translation>
    </message>
    <message>
        <source>Open the power-loss test at start.</source>
        <translation>起動時に電源断テストを開きます。</translation>
    </message>
    <message>
        <source>Open the power-loss witness page at start.</source>
        <translation>起動時に電源断テストのウィットネスページを開きます。</translation>
    </message>
    <message>
        <source>Open this drive report (smartctl -x, smartctl --json or nvme smart-log -o json) at start.</source>
        <translation>起動時にこのドライブレポート (smartctl -x、smartctl --json または nvme smart-log -o json) を開きます。</translation>
    </message>
</context>
<context>
    <name>DriveProof::Gui::AboutDialog</name>
    <message>
        <source>About DriveProof</source>
        <translation>DriveProof について</translation>
    </message>
    <message>
        <source>DriveProof %1</source>
        <extracomment>%1 DriveProof&apos;s version, e.g. &quot;0.1.0&quot;</extracomment>
        <translation>DriveProof %1</translation>
    </message>
    <message>
        <source>Tells you the truth about a drive: what it is, whether its partitions are aligned, whether its write cache is on, how fast it commits, streams and seeks, and whether it keeps the writes it acknowledged.</source>
        <translation>ドライブについての真実を伝えます: どんなドライブか、パーティションが揃っているか、書き込みキャッシュがオンか、コミット・シーケンシャル転送・シークの速さ、そして完了と応答した書き込みを保持しているかどうか。</translation>
    </message>
    <message>
        <source>What DriveProof does</source>
        <translation>DriveProof でできること</translation>
    </message>
    <message>
        <source>Qt %1 · kernel %2 %3</source>
        <extracomment>%1 the Qt version it runs on, %2 the kernel&apos;s name (&quot;linux&quot;), %3 its version</extracomment>
        <translation>Qt %1 · カーネル %2 %3</translation>
    </message>
    <message>
        <source>Versions</source>
        <translation>バージョン</translation>
    </message>
    <message>
        <source>Free software under the GNU General Public License, version 3 or any later version (&lt;a href=&quot;https://www.gnu.org/licenses/gpl-3.0.html&quot;&gt;GPL-3.0-or-later&lt;/a&gt;). It comes with no warranty.</source>
        <extracomment>rich text; keep the link. GPL-3.0-or-later is the licence&apos;s SPDX name</extracomment>
        <translation>GNU General Public License バージョン 3 またはそれ以降のバージョン（&lt;a href=&quot;https://www.gnu.org/licenses/gpl-3.0.html&quot;&gt;GPL-3.0-or-later&lt;/a&gt;）の下で配布されるフリーソフトウェアです。一切の保証はありません。</translation>
    </message>
    <message>
        <source>Licence</source>
        <translation>ライセンス</translation>
    </message>
</context>
<context>
    <name>DriveProof::Gui::CapacityButton</name>
    <message>
        <source>Check &amp;capacity…</source>
        <translation>容量を確認(&amp;C)…</translation>
    </message>
    <message>
        <source>Is the drive as big as it says? Finds fake drives.</source>
        <translation>ドライブは公称どおりの大きさですか? 偽物のドライブを見つけます。</translation>
    </message>
</context>
<context>
    <name>DriveProof::Gui::CapacityDialog</name>
    <message>
        <source>Check capacity: %1</source>
        <extracomment>dialog title; %1 the drive&apos;s model or device node</extracomment>
        <translation>容量の確認: %1</translation>
    </message>
    <message>
        <source>Is %1 really %2? The check writes records across the whole drive, reads them back and tells a genuine drive from a fake one.</source>
        <extracomment>%1 the drive&apos;s model, %2 its size as it claims it, e.g. &quot;128.0 GB&quot;</extracomment>
        <translation>%1 は本当に %2 ありますか? 確認ではドライブ全体にレコードを書き込み、読み戻して、本物のドライブと偽物を見分けます。</translation>
    </message>
    <message>
        <source>&amp;Quick probe: a few thousand records, minutes</source>
        <translation>クイックプローブ(&amp;Q): 数千レコード、数分</translation>
    </message>
    <message>
        <source>&amp;Full verify: every block, hours on a large drive</source>
        <translation>フル検証(&amp;F): すべてのブロック、大きなドライブでは数時間</translation>
    </message>
    <message>
        <source>&amp;Start</source>
        <translation>開始(&amp;S)</translation>
    </message>
    <message>
        <source>Everything on %1 (%2) is lost: every partition, every file.</source>
        <extracomment>%1 device node, %2 the drive&apos;s model</extracomment>
        <translation>%1 (%2) 上のすべてが失われます: すべてのパーティション、すべてのファイル。</translation>
    </message>
    <message>
        <source>&amp;Cancel</source>
        <translation>キャンセル(&amp;C)</translation>
    </message>
    <message>
        <source>&amp;Close</source>
        <translation>閉じる(&amp;C)</translation>
    </message>
    <message>
        <source>Check capacity</source>
        <translation>容量の確認</translation>
    </message>
    <message>
        <source>Write</source>
        <extracomment>a line of the full verify&apos;s chart: the rate while writing</extracomment>
        <translation>書き込み</translation>
    </message>
    <message>
        <source>Read</source>
        <translation>読み取り</translation>
    </message>
</context>
<context>
    <name>DriveProof::Gui::Card</name>
    <message>
        <source>%1:</source>
        <extracomment>label of a row in a card; %1 the row&apos;s name, e.g. &quot;Model&quot;</extracomment>
        <translation>%1:</translation>
    </message>
</context>
<context>
    <name>DriveProof::Gui::Charts::ChartPanel</name>
    <message>
        <source>&amp;Copy image</source>
        <translation>画像をコピー(&amp;C)</translation>
    </message>
</context>
<context>
    <name>DriveProof::Gui::Charts::CommitChart</name>
    <message>
        <source>Commits per second, by method</source>
        <translation>方式別の 1 秒あたりのコミット数</translation>
    </message>
    <message>
        <source>Commits per second (logarithmic)</source>
        <translation>1 秒あたりのコミット数（対数）</translation>
    </message>
    <message>
        <source>Durable, write cache as it was</source>
        <translation>永続、書き込みキャッシュは元の状態</translation>
    </message>
    <message>
        <source>Durable commits</source>
        <translation>永続コミット</translation>
    </message>
    <message>
        <source>Durable, write cache off</source>
        <translation>永続、書き込みキャッシュはオフ</translation>
    </message>
    <message>
        <source>Not durable (baseline for comparison)</source>
        <translation>永続性なし（比較用のベースライン）</translation>
    </message>
    <message>
        <source>%1 rpm: about %2 commits/s at most when each waits for the platter</source>
        <extracomment>legend of a line on the commit chart; %1 rotation rate, %2 commits per second</extracomment>
        <translation>%1 rpm: 各コミットがプラッタの回転を待つ場合、最大で約 %2 コミット/秒</translation>
    </message>
</context>
<context>
    <name>DriveProof::Gui::Charts::CompareChart</name>
    <message>
        <source>A (older)</source>
        <translation>A (古い方)</translation>
    </message>
    <message>
        <source>B (newer)</source>
        <translation>B (新しい方)</translation>
    </message>
    <message>
        <source>The two runs side by side</source>
        <translation>2 回の実行を並べて比較</translation>
    </message>
    <message>
        <source>Commits/s</source>
        <translation>コミット/秒</translation>
    </message>
</context>
<context>
    <name>DriveProof::Gui::Charts::CutTimelineChart</name>
    <message>
        <source>Acknowledged writes before the power cut</source>
        <translation>電源断の前に完了と応答した書き込み</translation>
    </message>
    <message>
        <source>Seconds before the cut</source>
        <extracomment>axis of a chart: time before the moment the power was cut (negative numbers)</extracomment>
        <translation>電源断までの秒数</translation>
    </message>
    <message>
        <source>Write number</source>
        <extracomment>axis of a chart: the running number of each write</extracomment>
        <translation>書き込み番号</translation>
    </message>
    <message>
        <source>Kept</source>
        <translation>保持</translation>
    </message>
    <message>
        <source>Lost</source>
        <translation>消失</translation>
    </message>
    <message>
        <source>Torn (partly kept)</source>
        <translation>途切れ（一部のみ保持）</translation>
    </message>
    <message>
        <source>Estimated cut</source>
        <extracomment>the estimated moment of the power cut, a vertical line in the chart</extracomment>
        <translation>推定される電源断</translation>
    </message>
</context>
<context>
    <name>DriveProof::Gui::Charts::HybridChart</name>
    <message>
        <source>Random reads before and after the idle time</source>
        <translation>アイドル時間の前後のランダム読み取り</translation>
    </message>
    <message>
        <source>Random reads of the same blocks</source>
        <translation>同じブロックのランダム読み取り</translation>
    </message>
    <message>
        <source>IOPS</source>
        <translation>IOPS</translation>
    </message>
    <message>
        <source>First pass</source>
        <translation>1 回目</translation>
    </message>
    <message>
        <source>Second pass, after the idle time</source>
        <translation>2 回目（アイドル時間の後）</translation>
    </message>
</context>
<context>
    <name>DriveProof::Gui::Charts::LatencyChart</name>
    <message>
        <source>Latency</source>
        <translation>レイテンシ</translation>
    </message>
    <message>
        <source>Latency of %1</source>
        <extracomment>chart title; %1 the measurement, e.g. &quot;RND4K Q1T1 read&quot;</extracomment>
        <translation>%1 のレイテンシ</translation>
    </message>
    <message>
        <source>Latency (µs, logarithmic)</source>
        <translation>レイテンシ (µs、対数)</translation>
    </message>
    <message>
        <source>Share of operations (%)</source>
        <translation>操作の割合 (%)</translation>
    </message>
    <message>
        <source>Operations</source>
        <translation>操作</translation>
    </message>
    <message>
        <source>p50 (median): %1 µs</source>
        <extracomment>a percentile marker in the legend; %1 latency in microseconds</extracomment>
        <translation>p50 (中央値): %1 µs</translation>
    </message>
    <message>
        <source>p99: %1 µs</source>
        <extracomment>a percentile marker in the legend; %1 latency in microseconds</extracomment>
        <translation>p99: %1 µs</translation>
    </message>
    <message>
        <source>p99.9: %1 µs</source>
        <extracomment>a percentile marker in the legend; %1 latency in microseconds</extracomment>
        <translation>p99.9: %1 µs</translation>
    </message>
</context>
<context>
    <name>DriveProof::Gui::Charts::PositionChart</name>
    <message>
        <source>Read rate across the test area</source>
        <translation>テスト領域全体の読み取り速度</translation>
    </message>
    <message>
        <source>Write rate as the test area fills</source>
        <translation>テスト領域が埋まるまでの書き込み速度</translation>
    </message>
    <message>
        <source>Position (%1)</source>
        <extracomment>axis title; %1 the unit: MB, GB, MiB or GiB</extracomment>
        <translation>位置 (%1)</translation>
    </message>
    <message>
        <source>Written (%1)</source>
        <extracomment>axis title; %1 the unit: MB, GB, MiB or GiB</extracomment>
        <translation>書き込み量 (%1)</translation>
    </message>
</context>
<context>
    <name>DriveProof::Gui::Charts::SweepChart</name>
    <message>
        <source>IOPS and transfer rate by block size</source>
        <translation>ブロックサイズ別の IOPS と転送速度</translation>
    </message>
    <message>
        <source>Block size (KiB, logarithmic)</source>
        <translation>ブロックサイズ (KiB、対数)</translation>
    </message>
    <message>
        <source>IOPS and transfer rate by queue depth</source>
        <translation>キュー深度別の IOPS と転送速度</translation>
    </message>
    <message>
        <source>I/Os in flight per thread (logarithmic)</source>
        <translation>スレッドあたりの同時実行 I/O 数 (対数)</translation>
    </message>
    <message>
        <source>IOPS and transfer rate by threads</source>
        <translation>スレッド数別の IOPS と転送速度</translation>
    </message>
    <message>
        <source>Threads (logarithmic)</source>
        <translation>スレッド数 (対数)</translation>
    </message>
    <message>
        <source>IOPS (logarithmic)</source>
        <translation>IOPS (対数)</translation>
    </message>
    <message>
        <source>IOPS</source>
        <translation>IOPS</translation>
    </message>
    <message>
        <source>%1 (logarithmic)</source>
        <extracomment>axis title; %1 the rate unit, &quot;MB/s&quot; or &quot;MiB/s&quot;</extracomment>
        <translation>%1 (対数)</translation>
    </message>
</context>
<context>
    <name>DriveProof::Gui::Charts::TimeSeriesChart</name>
    <message>
        <source>Transfer rate over time</source>
        <translation>転送速度の推移</translation>
    </message>
    <message>
        <source>I/O operations per second over time</source>
        <translation>1 秒あたりの I/O 操作数の推移</translation>
    </message>
    <message>
        <source>IOPS</source>
        <translation>IOPS</translation>
    </message>
    <message>
        <source>Commits per second over time</source>
        <translation>1 秒あたりのコミット数の推移</translation>
    </message>
    <message>
        <source>Commits per second</source>
        <translation>1 秒あたりのコミット数</translation>
    </message>
    <message>
        <source>Seconds</source>
        <translation>秒</translation>
    </message>
</context>
<context>
    <name>DriveProof::Gui::ComparePage</name>
    <message>
        <source>IOPS</source>
        <translation>IOPS</translation>
    </message>
    <message>
        <source>Commits/s</source>
        <translation>コミット/秒</translation>
    </message>
    <message>
        <source>p99 latency (µs)</source>
        <translation>p99 レイテンシ (µs)</translation>
    </message>
    <message>
        <source>Two runs side by side</source>
        <translation>2 回の実行の比較</translation>
    </message>
    <message>
        <source>&amp;Back to the history</source>
        <translation>履歴に戻る(&amp;B)</translation>
    </message>
    <message>
        <source>Comparison of two runs</source>
        <translation>2 回の実行の比較</translation>
    </message>
    <message>
        <source>A: %1</source>
        <extracomment>the first (older) run of a comparison; %1 what it was</extracomment>
        <translation>A: %1</translation>
    </message>
    <message>
        <source>B: %1</source>
        <extracomment>the second (newer) run of a comparison; %1 what it was</extracomment>
        <translation>B: %1</translation>
    </message>
    <message>
        <source>Measurement</source>
        <translation>測定</translation>
    </message>
    <message>
        <source>Quantity</source>
        <translation>項目</translation>
    </message>
    <message>
        <source>A</source>
        <translation>A</translation>
    </message>
    <message>
        <source>B</source>
        <translation>B</translation>
    </message>
    <message>
        <source>B ÷ A</source>
        <translation>B ÷ A</translation>
    </message>
    <message>
        <source>%1×</source>
        <extracomment>a ratio, e.g. &quot;1.25×&quot;</extracomment>
        <translation>%1×</translation>
    </message>
    <message>
        <source>These runs have no measurement in common, so there is nothing to put side by side. Compare two runs of the same test.</source>
        <translation>これらの実行には共通の測定がないため、並べて比較できるものがありません。同じテストの実行を 2 つ比較してください。</translation>
    </message>
    <message>
        <source>These are two different tests (%1 and %2): only the measurements they share have a ratio.</source>
        <extracomment>%1 and %2 two test names</extracomment>
        <translation>これらは異なるテストです（%1 と %2）。比率が示されるのは共通の測定だけです。</translation>
    </message>
    <message>
        <source>same</source>
        <extracomment>B&apos;s number is within 3% of A&apos;s</extracomment>
        <translation>同等</translation>
    </message>
    <message>
        <source>▲ %1% better</source>
        <extracomment>%1 a percentage without the % sign, e.g. &quot;18&quot; -&gt; &quot;▲ 18% better&quot;</extracomment>
        <translation>▲ %1% 改善</translation>
    </message>
    <message>
        <source>▼ %1% worse</source>
        <translation>▼ %1% 悪化</translation>
    </message>
    <message>
        <source>Better and worse follow each quantity: more MB/s, IOPS or commits per second is better, less latency is better. Within 3% counts as the same: two runs on one drive differ that much.</source>
        <translation>良し悪しは項目ごとに判断します。MB/s、IOPS、1 秒あたりのコミット数は多いほど良く、レイテンシは短いほど良い値です。差が 3% 以内なら同等とみなします。同じドライブで 2 回実行しても、その程度の差は出るためです。</translation>
    </message>
    <message>
        <source>B against A</source>
        <translation>A に対する B</translation>
    </message>
    <message>
        <source>%1, %2, on %3 (%4) · %5</source>
        <extracomment>one run in a comparison; %1 test name, %2 date and time, %3 drive model, %4 where it ran, %5 its settings (&quot;1 GiB · 5 s per step · temporary file on ext4 · io_uring&quot;)</extracomment>
        <translation>%1、%2、%3（%4）· %5</translation>
    </message>
    <message>
        <source>These runs were not made alike, so their numbers do not compare directly. %1</source>
        <extracomment>%1 one or more sentences on how the two runs differ</extracomment>
        <translation>これらの実行は同じ条件で行われていないため、数値を直接比較できません。%1</translation>
    </message>
</context>
<context>
    <name>DriveProof::Gui::ConfirmWriteDialog</name>
    <message>
        <source>Erase %1?</source>
        <extracomment>dialog title; %1 a device node</extracomment>
        <translation>%1 を消去しますか？</translation>
    </message>
    <message>
        <source>This test (%1) writes over %2 (%3). Everything on it is lost: every partition, every file. This cannot be undone.</source>
        <extracomment>%1 test name, %2 device node, %3 the drive&apos;s model</extracomment>
        <translation>このテスト（%1）は %2（%3）を上書きします。すべてのパーティション、すべてのファイルを含め、その内容はすべて失われます。元に戻すことはできません。</translation>
    </message>
    <message>
        <source>To go on, type the device&apos;s name, &lt;b&gt;%1&lt;/b&gt;:</source>
        <extracomment>%1 the device&apos;s short name the user must type, e.g. &quot;sdb&quot;</extracomment>
        <translation>続行するには、デバイス名 &lt;b&gt;%1&lt;/b&gt; を入力してください:</translation>
    </message>
    <message>
        <source>Device name</source>
        <translation>デバイス名</translation>
    </message>
    <message>
        <source>&amp;Erase and test</source>
        <translation>消去してテスト(&amp;E)</translation>
    </message>
    <message>
        <source>Test the empty drive %1?</source>
        <extracomment>dialog title; %1 the drive&apos;s name (model)</extracomment>
        <translation>空のドライブ %1 をテストしますか?</translation>
    </message>
    <message>
        <source>%1 (%2) is empty: it has no partition table and no file system, as a new drive arrives. The test (%3) writes over the whole device; anything on it that DriveProof cannot recognise would be lost.</source>
        <extracomment>%1 the drive&apos;s name (model), %2 device node, %3 test name</extracomment>
        <translation>%1（%2）は空です。新品のドライブと同じく、パーティションテーブルもファイルシステムもありません。テスト（%3）はデバイス全体に上書きします。DriveProof が認識できない内容があれば失われます。</translation>
    </message>
    <message>
        <source>&amp;Write and test</source>
        <translation>書き込んでテスト(&amp;W)</translation>
    </message>
</context>
<context>
    <name>DriveProof::Gui::DriveListModel</name>
    <message>
        <source>%1 · %2</source>
        <extracomment>sidebar line under the drive name; %1 size, e.g. &quot;2.0 TB&quot;, %2 device path (or the transport, e.g. &quot;SATA&quot;, when the drive&apos;s name already is its path)</extracomment>
        <translation>%1 · %2</translation>
    </message>
    <message>
        <source>%1
%2, %3</source>
        <extracomment>%1 drive name, %2 kind of drive, e.g. &quot;hard disk&quot;, %3 device path</extracomment>
        <translation>%1
%2、%3</translation>
    </message>
    <message>
        <source>%1, %2, %3, %4</source>
        <extracomment>read by screen readers; %1 drive name, %2 kind of drive, %3 size, %4 device path</extracomment>
        <translation>%1、%2、%3、%4</translation>
    </message>
    <message>
        <source>Good</source>
        <extracomment>health badge beside a drive in the list, as on the Health card</extracomment>
        <translation>正常</translation>
    </message>
    <message>
        <source>Caution</source>
        <extracomment>health badge beside a drive in the list, as on the Health card</extracomment>
        <translation>注意</translation>
    </message>
    <message>
        <source>Bad</source>
        <extracomment>health badge beside a drive in the list, as on the Health card</extracomment>
        <translation>異常</translation>
    </message>
    <message>
        <source>%1
%2, %3
Health: %4</source>
        <extracomment>%1 drive name, %2 kind of drive, %3 device path, %4 its health (&quot;Good&quot;, ...)</extracomment>
        <translation>%1
%2、%3
健康状態: %4</translation>
    </message>
    <message>
        <source>%1, %2, %3, %4, health: %5</source>
        <extracomment>read by screen readers; %1 drive name, %2 kind of drive, %3 size, %4 device path, %5 its health (&quot;Good&quot;, &quot;Caution&quot;, &quot;Bad&quot;)</extracomment>
        <translation>%1、%2、%3、%4、健康状態: %5</translation>
    </message>
</context>
<context>
    <name>DriveProof::Gui::DrivePage</name>
    <message>
        <source>%1 %2 · %3</source>
        <extracomment>under the drive name; %1 size, e.g. &quot;2.0 TB&quot;, %2 kind of drive, %3 device path</extracomment>
        <translation>%1 %2 · %3</translation>
    </message>
    <message>
        <source>&amp;Test this drive…</source>
        <translation>このドライブをテスト(&amp;T)…</translation>
    </message>
    <message>
        <source>Measure %1: quick check, commit rate, throughput and more, in a window of its own</source>
        <extracomment>%1 the drive&apos;s name</extracomment>
        <translation>%1 を測定します: クイックチェック、コミットレート、スループットなど。専用のウィンドウで実行されます</translation>
    </message>
    <message>
        <source>Q&amp;uick check</source>
        <translation>クイックチェック(&amp;U)</translation>
    </message>
    <message>
        <source>Measure the four CrystalDiskMark tests now, in about %1, on a temporary file in %2</source>
        <extracomment>tooltip of the Quick check button; %1 about how long it takes (&quot;20 seconds&quot;), %2 the folder that holds the temporary file</extracomment>
        <translation>CrystalDiskMark の 4 つのテストを今すぐ実行します (約 %1、%2 内の一時ファイルを使用)</translation>
    </message>
    <message>
        <source>This drive is empty: no partition table and no file system. It is read-only or in use, so only the reading tests can run on it.</source>
        <translation>このドライブは空です（パーティションテーブルもファイルシステムもありません）。読み取り専用か使用中のため、実行できるのは読み取りテストだけです。</translation>
    </message>
    <message>
        <source>This drive is empty: no partition table and no file system, as a new drive arrives. The quick check, the commit test and the sustained write run on the whole device after one confirmation; there is no need to partition it first.</source>
        <translation>このドライブは空です。新品のドライブと同じく、パーティションテーブルもファイルシステムもありません。クイックチェック、コミットテスト、持続書き込みは、1 回確認するだけでデバイス全体に対して実行できます。先にパーティションを作る必要はありません。</translation>
    </message>
    <message>
        <source>The quick check needs a folder on this drive, and none of its file systems is mounted. Mount one (in your file manager or GNOME Disks) and press Refresh (F5), or use &quot;Test this drive…&quot; for the reading tests on the whole device (sequential and random reads, surface scan), which write nothing.</source>
        <translation>クイックチェックにはこのドライブ上のフォルダが必要ですが、ファイルシステムが 1 つもマウントされていません。ファイルマネージャーか GNOME ディスクでマウントして［再読み込み］(F5) を押すか、「このドライブをテスト…」からデバイス全体の読み取りテスト（シーケンシャル・ランダム読み取り、表面スキャン）を使ってください。読み取りテストは何も書き込みません。</translation>
    </message>
    <message>
        <source>The quick check needs a folder on this drive that you can write to, and none of its file systems is mounted where you may write. Mount one where you may and press Refresh (F5), or choose a folder of yours on it with &quot;Test this drive…&quot;.</source>
        <translation>クイックチェックには、このドライブ上の書き込み可能なフォルダが必要ですが、書き込める場所にマウントされたファイルシステムがありません。書き込める場所にマウントして［再読み込み］(F5) を押すか、「このドライブをテスト…」でドライブ上の自分のフォルダを選んでください。</translation>
    </message>
    <message>
        <source>Measure the four CrystalDiskMark tests now, in about %1, on the empty device %2 (asks once to confirm)</source>
        <extracomment>tooltip of the Quick check button; %1 about how long it takes (&quot;20 seconds&quot;), %2 a device node</extracomment>
        <translation>CrystalDiskMark の 4 つのテストを、空のデバイス %2 で今すぐ約 %1 で測定します（確認は 1 回）</translation>
    </message>
</context>
<context>
    <name>DriveProof::Gui::HealthCard</name>
    <message>
        <source>Health</source>
        <translation>健康状態</translation>
    </message>
    <message>
        <source>Reading…</source>
        <translation>読み取り中…</translation>
    </message>
    <message>
        <source>Unknown</source>
        <translation>不明</translation>
    </message>
    <message>
        <source>Health: %1</source>
        <extracomment>accessible name of the health badge; %1 &quot;Good&quot;, &quot;Caution&quot;, &quot;Bad&quot;, ...</extracomment>
        <translation>健康状態: %1</translation>
    </message>
    <message>
        <source>No health data</source>
        <translation>健康状態データなし</translation>
    </message>
    <message>
        <source>%1 is a file used as a drive (%2): it has no health data of its own. The health of the drive that holds the file is what counts.</source>
        <extracomment>%1 device path, %2 the file behind the loop device</extracomment>
        <translation>%1 はドライブとして使われているファイルです（%2）。独自の健康状態データはありません。重要なのは、そのファイルを格納しているドライブの健康状態です。</translation>
    </message>
    <message>
        <source>%1 is a virtual disk: the real drive is on the host, and only the host can read its health.</source>
        <extracomment>%1 device path</extracomment>
        <translation>%1 は仮想ディスクです。実際のドライブはホスト上にあり、その健康状態を読み取れるのはホストだけです。</translation>
    </message>
    <message>
        <source>%1 reports no health data that DriveProof can read.</source>
        <extracomment>%1 device path</extracomment>
        <translation>%1 は DriveProof が読み取れる健康状態データを報告していません。</translation>
    </message>
    <message>
        <source>Good</source>
        <translation>正常</translation>
    </message>
    <message>
        <source>The drive finds nothing wrong. That predicts some failures, not all: keep backups.</source>
        <translation>ドライブは異常を検出していません。ただし、これで予測できる故障は一部だけです。バックアップを取っておいてください。</translation>
    </message>
    <message>
        <source>Caution</source>
        <translation>注意</translation>
    </message>
    <message>
        <source>Make sure your backups are current, and check this drive again soon.</source>
        <translation>バックアップが最新であることを確認し、近いうちにこのドライブをもう一度確認してください。</translation>
    </message>
    <message>
        <source>Bad</source>
        <translation>異常</translation>
    </message>
    <message>
        <source>Back up the data on this drive now and plan to replace it.</source>
        <translation>今すぐこのドライブのデータをバックアップし、交換を計画してください。</translation>
    </message>
    <message>
        <source>The drive gave no overall assessment of its health.</source>
        <translation>ドライブは健康状態の総合評価を返しませんでした。</translation>
    </message>
    <message>
        <source>Temperature</source>
        <extracomment>a temperature; %1 the number, e.g. &quot;38&quot;</extracomment>
        <translation>温度</translation>
    </message>
    <message>
        <source>%1 °C</source>
        <translation>%1 °C</translation>
    </message>
    <message>
        <source>Power-on hours</source>
        <translation>使用時間</translation>
    </message>
    <message>
        <source>Power cycles</source>
        <translation>電源投入回数</translation>
    </message>
    <message>
        <source>Unsafe shutdowns</source>
        <translation>安全でないシャットダウン</translation>
    </message>
    <message>
        <source>Times power was lost before the drive was told: each one is a moment where its write cache could lose data.</source>
        <translation>ドライブに通知される前に電源が失われた回数です。そのたびに、書き込みキャッシュのデータが失われた可能性があります。</translation>
    </message>
    <message>
        <source>Bad sectors</source>
        <translation>不良セクタ</translation>
    </message>
    <message>
        <source>Sectors the drive has replaced or is waiting to replace.</source>
        <translation>ドライブが代替処理済み、または代替待ちのセクタです。</translation>
    </message>
    <message>
        <source>Media errors</source>
        <translation>メディアエラー</translation>
    </message>
    <message>
        <source>Data the drive could not read or write correctly.</source>
        <translation>ドライブが正しく読み書きできなかったデータです。</translation>
    </message>
    <message>
        <source>Available spare</source>
        <translation>利用可能な予備領域</translation>
    </message>
    <message>
        <source>Reserve blocks left for replacing worn-out ones.</source>
        <translation>摩耗したブロックの代わりに使える予備ブロックの残りです。</translation>
    </message>
    <message>
        <source>Wear</source>
        <extracomment>wear of a solid-state drive; %1 a percentage, e.g. &quot;3%&quot;</extracomment>
        <translation>摩耗度</translation>
    </message>
    <message>
        <source>%1 of its rated life used</source>
        <translation>定格寿命の %1 を使用済み</translation>
    </message>
    <message>
        <source>The maker&apos;s estimate; it can go past 100%.</source>
        <translation>メーカーによる推定値です。100% を超えることがあります。</translation>
    </message>
    <message>
        <source>Read from</source>
        <translation>取得元</translation>
    </message>
</context>
<context>
    <name>DriveProof::Gui::HealthRecordsView</name>
    <message numerus="yes">
        <source>All records the drive keeps (%n)</source>
        <extracomment>%n the number of records (SMART attributes or NVMe log fields)</extracomment>
        <translation>
            <numerusform>ドライブが記録しているすべての項目 (%n)</numerusform>
        </translation>
    </message>
    <message>
        <source>%1
Defined in: %2</source>
        <extracomment>tooltip of a health record; %1 what it means, %2 the standard and section</extracomment>
        <translation>%1
定義: %2</translation>
    </message>
    <message>
        <source>Self-test log, newest first:</source>
        <translation>セルフテストログ (新しい順):</translation>
    </message>
</context>
<context>
    <name>DriveProof::Gui::HistoryPage</name>
    <message>
        <source>Earlier runs on %1</source>
        <extracomment>%1 the drive&apos;s name (model)</extracomment>
        <translation>%1 の過去の実行</translation>
    </message>
    <message>
        <source>Every test run on this drive is kept here. Open one to see its result again, or select two (hold Ctrl and click) to compare them side by side.</source>
        <translation>このドライブで実行したすべてのテストがここに保存されています。1 つを開くと結果をもう一度表示できます。2 つを選択する（Ctrl を押しながらクリック）と、並べて比較できます。</translation>
    </message>
    <message>
        <source>Date</source>
        <translation>日時</translation>
    </message>
    <message>
        <source>Test</source>
        <translation>テスト</translation>
    </message>
    <message>
        <source>Summary</source>
        <translation>概要</translation>
    </message>
    <message>
        <source>Earlier runs</source>
        <translation>過去の実行</translation>
    </message>
    <message>
        <source>&amp;Open</source>
        <translation>開く(&amp;O)</translation>
    </message>
    <message>
        <source>&amp;Compare the two selected</source>
        <translation>選択した 2 つを比較(&amp;C)</translation>
    </message>
    <message>
        <source>&amp;Delete…</source>
        <translation>削除(&amp;D)…</translation>
    </message>
    <message>
        <source>&amp;New test</source>
        <translation>新しいテスト(&amp;N)</translation>
    </message>
    <message>
        <source>Reading the history…</source>
        <translation>履歴を読み込んでいます…</translation>
    </message>
    <message>
        <source>No runs yet. Finished tests appear here by themselves.</source>
        <translation>まだ実行履歴はありません。完了したテストは自動的にここに表示されます。</translation>
    </message>
    <message numerus="yes">
        <source>%n run(s) kept.</source>
        <extracomment>%n runs kept for this drive</extracomment>
        <translation>
            <numerusform>%n 件の実行を保存しています。</numerusform>
        </translation>
    </message>
    <message>
        <source>Select exactly two runs to compare</source>
        <translation>比較する実行をちょうど 2 つ選択してください</translation>
    </message>
    <message>
        <source>Delete runs</source>
        <translation>実行の削除</translation>
    </message>
    <message numerus="yes">
        <source>Delete %n run(s) from the history? This cannot be undone.</source>
        <extracomment>%n how many runs are about to be deleted</extracomment>
        <translation>
            <numerusform>%n 件の実行を履歴から削除しますか？元に戻すことはできません。</numerusform>
        </translation>
    </message>
    <message>
        <source>Select two runs of the same test to compare</source>
        <translation>比較するには、同じテストの実行を 2 つ選択してください</translation>
    </message>
    <message>
        <source>Settings</source>
        <translation>設定</translation>
    </message>
</context>
<context>
    <name>DriveProof::Gui::IdentityCard</name>
    <message>
        <source>Identity</source>
        <translation>識別情報</translation>
    </message>
    <message>
        <source>Device</source>
        <translation>デバイス</translation>
    </message>
    <message>
        <source>Backing file</source>
        <translation>バッキングファイル</translation>
    </message>
    <message>
        <source>Transport</source>
        <translation>接続方式</translation>
    </message>
    <message>
        <source>The kernel does not say how this drive is connected.</source>
        <translation>カーネルは、このドライブの接続方式を報告していません。</translation>
    </message>
    <message>
        <source>Rotation speed unknown: %1</source>
        <extracomment>%1 why the speed is unknown</extracomment>
        <translation>回転数不明: %1</translation>
    </message>
    <message>
        <source>Media</source>
        <translation>メディア</translation>
    </message>
    <message>
        <source>Removable</source>
        <translation>リムーバブル</translation>
    </message>
    <message>
        <source>Read-only</source>
        <translation>読み取り専用</translation>
    </message>
    <message>
        <source>Model</source>
        <translation>モデル</translation>
    </message>
    <message>
        <source>Vendor</source>
        <translation>ベンダー</translation>
    </message>
    <message>
        <source>Serial number</source>
        <translation>シリアル番号</translation>
    </message>
    <message>
        <source>Firmware</source>
        <translation>ファームウェア</translation>
    </message>
    <message>
        <source>WWN</source>
        <translation>WWN</translation>
    </message>
    <message>
        <source>Link</source>
        <translation>リンク</translation>
    </message>
</context>
<context>
    <name>DriveProof::Gui::MainWindow</name>
    <message>
        <source>DriveProof</source>
        <translation>DriveProof</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>ファイル(&amp;F)</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>終了(&amp;Q)</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>表示(&amp;V)</translation>
    </message>
    <message>
        <source>&amp;Refresh</source>
        <translation>更新(&amp;R)</translation>
    </message>
    <message>
        <source>Read the list of drives again</source>
        <translation>ドライブの一覧を読み込み直します</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>ヘルプ(&amp;H)</translation>
    </message>
    <message>
        <source>&amp;About DriveProof</source>
        <translation>DriveProof について(&amp;A)</translation>
    </message>
    <message>
        <source>Drives</source>
        <translation>ドライブ</translation>
    </message>
    <message>
        <source>Busy</source>
        <translation>処理中</translation>
    </message>
    <message>
        <source>Looking for drives…</source>
        <translation>ドライブを検索しています…</translation>
    </message>
    <message>
        <source>Checking the partitions of %1…</source>
        <extracomment>%1 device path</extracomment>
        <translation>%1 のパーティションを確認しています…</translation>
    </message>
    <message>
        <source>Switching the write cache of %1…</source>
        <extracomment>%1 device path</extracomment>
        <translation>%1 の書き込みキャッシュを切り替えています…</translation>
    </message>
    <message>
        <source>Reading the write cache and health of %1…</source>
        <extracomment>%1 device path</extracomment>
        <translation>%1 の書き込みキャッシュと健康状態を読み取っています…</translation>
    </message>
    <message>
        <source>udisks2 is not running: the facts shown come from the kernel alone.</source>
        <translation>udisks2 が実行されていません。表示している情報はカーネルからのみ取得したものです。</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>編集(&amp;E)</translation>
    </message>
    <message>
        <source>&amp;Preferences…</source>
        <translation>設定(&amp;P)…</translation>
    </message>
    <message>
        <source>Choose the language, the unit of transfer rates and the test defaults</source>
        <translation>言語、転送速度の単位、テストの既定値を選択します</translation>
    </message>
    <message numerus="yes">
        <source>A test is running on %1. Stop it and quit?</source>
        <extracomment>%1 device paths, e.g. &quot;/dev/sda&quot;; more than one joined by &quot;, &quot;</extracomment>
        <translation>
            <numerusform>%1 でテストを実行中です。停止して終了しますか？</numerusform>
        </translation>
    </message>
    <message>
        <source>Stop the test?</source>
        <translation>テストを停止しますか？</translation>
    </message>
    <message>
        <source>The steps that finished are kept in the history; the temporary file is removed.</source>
        <translation>完了したステップは履歴に保存され、一時ファイルは削除されます。</translation>
    </message>
    <message>
        <source>&amp;Stop and quit</source>
        <translation>停止して終了(&amp;S)</translation>
    </message>
    <message>
        <source>&amp;Keep testing</source>
        <translation>テストを続行(&amp;K)</translation>
    </message>
    <message>
        <source>Power-loss &amp;witness…</source>
        <translation>電源断テストのウィットネス(&amp;W)…</translation>
    </message>
    <message>
        <source>Record the power-loss test of another computer&apos;s drive on this one</source>
        <translation>別のコンピュータのドライブの電源断テストを、このコンピュータで記録します</translation>
    </message>
    <message>
        <source>Stop the power-loss test?</source>
        <translation>電源断テストを停止しますか？</translation>
    </message>
    <message>
        <source>The power-loss test is running. Quitting stops it without a power cut, so this run cannot tell whether the drive keeps its writes.</source>
        <translation>電源断テストを実行中です。終了すると電源断なしでテストが止まるため、この実行ではドライブが書き込んだデータを保持するかどうかが分かりません。</translation>
    </message>
    <message>
        <source>&amp;Keep running</source>
        <translation>実行を続ける(&amp;K)</translation>
    </message>
    <message>
        <source>&amp;Open Drive Report…</source>
        <translation>ドライブレポートを開く(&amp;O)…</translation>
    </message>
    <message>
        <source>Judge a drive from its smartctl or nvme-cli report, e.g. one a seller sent</source>
        <translation>smartctl または nvme-cli のレポート（販売者から送られてきたものなど）からドライブを判定します</translation>
    </message>
    <message>
        <source>Paste Drive &amp;Report</source>
        <translation>ドライブレポートを貼り付け(&amp;R)</translation>
    </message>
    <message>
        <source>Judge the smartctl or nvme-cli report on the clipboard</source>
        <translation>クリップボードにある smartctl または nvme-cli のレポートを判定します</translation>
    </message>
</context>
<context>
    <name>DriveProof::Gui::Notice</name>
    <message>
        <source>Danger</source>
        <translation>危険</translation>
    </message>
    <message>
        <source>Warning</source>
        <translation>警告</translation>
    </message>
    <message>
        <source>Note</source>
        <translation>注記</translation>
    </message>
</context>
<context>
    <name>DriveProof::Gui::NumbersTable</name>
    <message>
        <source>%1: %2</source>
        <extracomment>flushes per commit on one device of the stack: %1 device, %2 the number</extracomment>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>Commit method</source>
        <translation>コミット方式</translation>
    </message>
    <message>
        <source>Commits/s</source>
        <translation>コミット/秒</translation>
    </message>
    <message>
        <source>Mean µs</source>
        <translation>平均 µs</translation>
    </message>
    <message>
        <source>p50 µs</source>
        <translation>p50 µs</translation>
    </message>
    <message>
        <source>p99 µs</source>
        <translation>p99 µs</translation>
    </message>
    <message>
        <source>Max µs</source>
        <translation>最大 µs</translation>
    </message>
    <message>
        <source>Flushes per commit</source>
        <translation>コミットあたりのフラッシュ数</translation>
    </message>
    <message>
        <source>Test</source>
        <translation>テスト</translation>
    </message>
    <message>
        <source>IOPS</source>
        <translation>IOPS</translation>
    </message>
    <message>
        <source>p99.9 µs</source>
        <translation>p99.9 µs</translation>
    </message>
    <message>
        <source>not durable</source>
        <translation>永続性なし</translation>
    </message>
</context>
<context>
    <name>DriveProof::Gui::PartitionsCard</name>
    <message>
        <source>Partitions</source>
        <translation>パーティション</translation>
    </message>
    <message>
        <source>What to do</source>
        <translation>対処方法</translation>
    </message>
    <message>
        <source>#</source>
        <translation>#</translation>
    </message>
    <message>
        <source>Device</source>
        <translation>デバイス</translation>
    </message>
    <message>
        <source>Start sector</source>
        <translation>開始セクタ</translation>
    </message>
    <message>
        <source>Start (bytes)</source>
        <translation>開始 (バイト)</translation>
    </message>
    <message>
        <source>Size</source>
        <translation>サイズ</translation>
    </message>
    <message>
        <source>Mounted on</source>
        <translation>マウント先</translation>
    </message>
    <message>
        <source>Alignment</source>
        <translation>アライメント</translation>
    </message>
    <message>
        <source>Checking alignment</source>
        <translation>アライメントを確認中</translation>
    </message>
    <message>
        <source>Reading the partition table…</source>
        <translation>パーティションテーブルを読み取っています…</translation>
    </message>
    <message>
        <source>Partitions of %1</source>
        <extracomment>accessible name of the partitions table; %1 device path</extracomment>
        <translation>%1 のパーティション</translation>
    </message>
    <message>
        <source>The kernel lists no partitions on this drive.</source>
        <translation>カーネルはこのドライブのパーティションを列挙していません。</translation>
    </message>
    <message>
        <source>The partition table lists no partitions.</source>
        <translation>パーティションテーブルにパーティションがありません。</translation>
    </message>
    <message>
        <source>The partition table lists this partition, but the kernel has no device node for it yet (on some systems &apos;partx -a&apos; adds it).</source>
        <translation>パーティションテーブルにはこのパーティションがありますが、カーネルにはまだそのデバイスノードがありません（システムによっては「partx -a」で追加できます）。</translation>
    </message>
    <message>
        <source>checking…</source>
        <translation>確認中…</translation>
    </message>
    <message>
        <source>The partition table did not list this partition.</source>
        <translation>パーティションテーブルにこのパーティションはありませんでした。</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <extracomment>%1 verdict, e.g. &quot;Misaligned&quot;, %2 the advice (whole sentences)</extracomment>
        <translation>%1: %2</translation>
    </message>
</context>
<context>
    <name>DriveProof::Gui::PickerPage</name>
    <message>
        <source>&amp;Tests:</source>
        <translation>テスト(&amp;T):</translation>
    </message>
    <message>
        <source>Tests</source>
        <translation>テスト</translation>
    </message>
    <message>
        <source>&amp;Where:</source>
        <translation>実行場所(&amp;W):</translation>
    </message>
    <message>
        <source>Test si&amp;ze:</source>
        <translation>テストサイズ(&amp;Z):</translation>
    </message>
    <message>
        <source>Time per st&amp;ep (seconds):</source>
        <translation>ステップあたりの時間 (秒)(&amp;E):</translation>
    </message>
    <message>
        <source>&amp;Reads or writes:</source>
        <translation>読み取りまたは書き込み(&amp;R):</translation>
    </message>
    <message>
        <source>&amp;Idle time between the passes (seconds):</source>
        <translation>2 回の測定の間のアイドル時間 (秒)(&amp;I):</translation>
    </message>
    <message>
        <source>Also measure with the drive&apos;s write &amp;cache off, then switch it back on</source>
        <translation>ドライブの書き込みキャッシュをオフにした状態でも測定し、その後オンに戻す(&amp;C)</translation>
    </message>
    <message>
        <source>&amp;History…</source>
        <translation>履歴(&amp;H)…</translation>
    </message>
    <message>
        <source>Earlier runs on this drive, and comparing two of them</source>
        <translation>このドライブの過去の実行と、その 2 つの比較</translation>
    </message>
    <message>
        <source>&amp;Start test</source>
        <translation>テストを開始(&amp;S)</translation>
    </message>
    <message>
        <source>Reads</source>
        <translation>読み取り</translation>
    </message>
    <message>
        <source>Writes</source>
        <translation>書き込み</translation>
    </message>
    <message>
        <source>Mixed: 70% reads, 30% writes</source>
        <translation>混合: 読み取り 70%、書き込み 30%</translation>
    </message>
    <message>
        <source>%1 holds the running system: DriveProof never writes over it.</source>
        <extracomment>%1 a device node</extracomment>
        <translation>%1 には実行中のシステムがあります。DriveProof がこれを上書きすることはありません。</translation>
    </message>
    <message>
        <source>%1 or one of its partitions is mounted or in use (LVM, RAID, an encrypted volume). Unmount it first to write over it.</source>
        <extracomment>%1 a device node</extracomment>
        <translation>%1 またはそのパーティションのいずれかがマウント中か使用中です（LVM、RAID、暗号化ボリューム）。上書きするには、先にアンマウントしてください。</translation>
    </message>
    <message>
        <source>%1 is read-only.</source>
        <extracomment>%1 a device node</extracomment>
        <translation>%1 は読み取り専用です。</translation>
    </message>
    <message>
        <source>A temporary file in %1</source>
        <extracomment>a place a test runs; %1 a folder</extracomment>
        <translation>%1 内の一時ファイル</translation>
    </message>
    <message>
        <source>You may not be allowed to write here. Choose a folder of yours on this drive with &quot;another folder&quot;.</source>
        <translation>ここには書き込めない可能性があります。「別のフォルダ」で、このドライブ上の自分のフォルダを選択してください。</translation>
    </message>
    <message>
        <source>A temporary file in another folder…</source>
        <translation>別のフォルダ内の一時ファイル…</translation>
    </message>
    <message>
        <source>The whole device %1, only reading</source>
        <extracomment>a place a test runs; %1 a device node</extracomment>
        <translation>デバイス %1 全体（読み取りのみ）</translation>
    </message>
    <message>
        <source>The whole device %1, erasing everything on it</source>
        <extracomment>a place a test runs; %1 a device node</extracomment>
        <translation>デバイス %1 全体（内容をすべて消去）</translation>
    </message>
    <message>
        <source>Where the test runs</source>
        <translation>テストの実行場所</translation>
    </message>
    <message>
        <source>All of it</source>
        <translation>全体</translation>
    </message>
    <message>
        <source>The commit test always uses 16 MiB, like pg_test_fsync, so that its numbers compare directly.</source>
        <translation>コミットテストは、数値を直接比較できるよう、pg_test_fsync と同じく常に 16 MiB を使用します。</translation>
    </message>
    <message>
        <source>How much of the drive the test uses. Larger areas are less flattered by caches but take longer to prepare.</source>
        <translation>テストで使用するドライブの容量です。領域が大きいほどキャッシュによって数値が良く見えにくくなりますが、準備に時間がかかります。</translation>
    </message>
    <message>
        <source>Test size</source>
        <translation>テストサイズ</translation>
    </message>
    <message>
        <source>Choose a folder on the drive to test</source>
        <translation>テストするドライブ上のフォルダを選択してください</translation>
    </message>
    <message>
        <source>This device has no write cache of its own to switch.</source>
        <translation>このデバイスには、切り替えられる独自の書き込みキャッシュがありません。</translation>
    </message>
    <message>
        <source>The drive&apos;s write cache setting is not known (see the Write cache card), so it cannot be switched for the test.</source>
        <translation>ドライブの書き込みキャッシュの設定が不明なため（「書き込みキャッシュ」カードを参照）、テストのために切り替えることはできません。</translation>
    </message>
    <message>
        <source>The drive&apos;s write cache is off already: the test measures it that way.</source>
        <translation>ドライブの書き込みキャッシュはすでにオフです。テストはその状態で測定します。</translation>
    </message>
    <message>
        <source>This drive does not let its write cache be switched.</source>
        <translation>このドライブは書き込みキャッシュの切り替えを許可していません。</translation>
    </message>
    <message>
        <source>The chosen folder is not on one of this drive&apos;s file systems.</source>
        <translation>選択したフォルダは、このドライブのファイルシステム上にありません。</translation>
    </message>
    <message>
        <source>The cache is switched off for a second round of measurements and back on afterwards, also when the test fails or is cancelled. Switching may ask for your password.</source>
        <translation>2 回目の測定のためにキャッシュをオフにし、その後オンに戻します。テストが失敗した場合やキャンセルされた場合も同様です。切り替えの際にパスワードを求められることがあります。</translation>
    </message>
    <message>
        <source>Takes about %1 with these settings.</source>
        <extracomment>%1 a duration</extracomment>
        <translation>この設定では約 %1 かかります。</translation>
    </message>
    <message>
        <source>Takes about %1 with these settings, plus a moment to prepare the test file.</source>
        <extracomment>%1 a duration</extracomment>
        <translation>この設定では約 %1 かかります。加えて、テストファイルの準備に少し時間がかかります。</translation>
    </message>
    <message>
        <source>This test writes over %1: everything on it is lost, every partition and every file. You will be asked to type the device&apos;s name to confirm.</source>
        <extracomment>%1 a device node</extracomment>
        <translation>このテストは %1 を上書きします。すべてのパーティション、すべてのファイルを含め、その内容はすべて失われます。確認のため、デバイス名の入力を求められます。</translation>
    </message>
    <message>
        <source>Only reads from %1; nothing on it changes. Reading a device directly may ask for your password.</source>
        <extracomment>%1 a device node</extracomment>
        <translation>%1 から読み取るだけで、内容は何も変更されません。デバイスを直接読み取る際にパスワードを求められることがあります。</translation>
    </message>
    <message>
        <source>Writes only to a temporary file in the chosen folder and removes it afterwards; nothing else on the drive changes.</source>
        <translation>選択したフォルダ内の一時ファイルにのみ書き込み、終了後に削除します。ドライブ上のそれ以外のものは変更されません。</translation>
    </message>
    <message>
        <source>Only reads. In a folder it first writes the temporary file it reads, and removes it afterwards.</source>
        <translation>読み取りのみです。フォルダで実行する場合は、読み取り用の一時ファイルを先に書き込み、終了後に削除します。</translation>
    </message>
    <message>
        <source>Takes as long as writing %1 once: about %2 at %3, less on a faster drive.</source>
        <extracomment>%1 a size, %2 a duration, %3 a rate (&quot;150.0 MB/s&quot;)</extracomment>
        <translation>%1 を 1 回書き込むのと同じ時間がかかります: %3 で約 %2。より高速なドライブならもっと短くなります。</translation>
    </message>
    <message>
        <source>Takes as long as reading %1 once: about %2 at %3, less on a faster drive.</source>
        <extracomment>%1 a size, %2 a duration, %3 a rate (&quot;150.0 MB/s&quot;)</extracomment>
        <translation>%1 を 1 回読み取るのと同じ時間がかかります: %3 で約 %2。より高速なドライブならもっと短くなります。</translation>
    </message>
    <message>
        <source>Start opens the guided power-loss test: it writes to a test file (or the whole device), reports every commit to a witness on a second computer, and asks you to pull the plug. After the restart DriveProof checks which acknowledged writes survived. You can also practise it on this computer with a simulated drive.</source>
        <translation>「テストを開始」を押すと、ガイド付きの電源断テストが開きます。テストファイル（またはデバイス全体）に書き込み、各コミットを 2 台目のコンピュータのウィットネスに報告してから、電源プラグを抜くよう指示します。再起動後、DriveProof は完了と応答した書き込みのうちどれが残ったかを確認します。模擬ドライブを使って、このコンピュータで練習することもできます。</translation>
    </message>
    <message>
        <source>Opens the guided power-loss test</source>
        <translation>ガイド付きの電源断テストを開きます</translation>
    </message>
    <message>
        <source>No file system of this drive is mounted, so there is no folder for the test file. Mount one (in your file manager or GNOME Disks) and press Refresh (F5) in the main window, choose a folder with &quot;A temporary file in another folder…&quot;, or pick a reading test (sequential or random reads, surface scan), which can read the whole device without writing.</source>
        <translation>このドライブのファイルシステムは 1 つもマウントされていないため、テストファイルを置くフォルダがありません。ファイルマネージャーか GNOME ディスクでマウントしてメインウィンドウの［再読み込み］(F5) を押すか、「別のフォルダ内の一時ファイル…」でフォルダを選ぶか、書き込みなしでデバイス全体を読める読み取りテスト（シーケンシャル・ランダム読み取り、表面スキャン）を選んでください。</translation>
    </message>
    <message>
        <source>Choose where the test runs: a folder of yours on this drive, with &quot;A temporary file in another folder…&quot;.</source>
        <translation>テストの実行場所を選んでください。「別のフォルダ内の一時ファイル…」で、このドライブ上の自分のフォルダを選べます。</translation>
    </message>
    <message>
        <source>%1 Choose a folder on the drive instead, or a reading test.</source>
        <extracomment>%1 why the device cannot be written (a sentence)</extracomment>
        <translation>%1 代わりにドライブ上のフォルダか、読み取りテストを選んでください。</translation>
    </message>
    <message>
        <source>%1 is empty: no partition table and no file system, as a new drive arrives. This test writes over the whole device; you will be asked once to confirm.</source>
        <extracomment>%1 a device node</extracomment>
        <translation>%1 は空です。新品のドライブと同じく、パーティションテーブルもファイルシステムもありません。このテストはデバイス全体に上書きします。確認は 1 回だけ求められます。</translation>
    </message>
    <message>
        <source>The whole device %1, which is empty</source>
        <extracomment>a place a test runs; %1 a device node of a drive with nothing on it</extracomment>
        <translation>デバイス全体 %1（空）</translation>
    </message>
</context>
<context>
    <name>DriveProof::Gui::PowerLossAreaStep</name>
    <message>
        <source>Where to test</source>
        <translation>テストする場所</translation>
    </message>
    <message>
        <source>The test writes records that describe themselves into a test area, commits them the way a database does, and reports every commit to a witness. A file on the drive tests the whole stack: file system, kernel and drive.</source>
        <translation>テストでは、内容を自己記述したレコードをテスト領域に書き込み、データベースと同じ方法でコミットし、各コミットをウィットネスに報告します。ドライブ上のファイルを使うと、ファイルシステム、カーネル、ドライブというスタック全体をテストできます。</translation>
    </message>
    <message>
        <source>&amp;Test area:</source>
        <translation>テスト領域(&amp;T):</translation>
    </message>
    <message>
        <source>Test area</source>
        <translation>テスト領域</translation>
    </message>
    <message>
        <source>Si&amp;ze:</source>
        <translation>サイズ(&amp;Z):</translation>
    </message>
    <message>
        <source>Size of the test area</source>
        <translation>テスト領域のサイズ</translation>
    </message>
    <message>
        <source>Larger than the drive&apos;s cache, so that the cache cannot hide the writes. 1 GiB is enough for most drives.</source>
        <translation>キャッシュが書き込みを隠せないよう、ドライブのキャッシュより大きくします。ほとんどのドライブでは 1 GiB で十分です。</translation>
    </message>
    <message>
        <source>Commit &amp;method:</source>
        <translation>コミット方式(&amp;M):</translation>
    </message>
    <message>
        <source>Commit method</source>
        <translation>コミット方式</translation>
    </message>
    <message>
        <source>&amp;Writes per commit:</source>
        <translation>コミットあたりの書き込み数(&amp;W):</translation>
    </message>
    <message>
        <source>Writes per commit</source>
        <translation>コミットあたりの書き込み数</translation>
    </message>
    <message>
        <source>1 commits every write. More: a batched group commit, as busy databases do.</source>
        <translation>1 の場合は書き込みごとにコミットします。それより大きい場合は、負荷の高いデータベースのように、まとめてグループコミットします。</translation>
    </message>
    <message>
        <source>&amp;Only the drive loses power: I will pull its cable (USB or hot-plug drive)</source>
        <translation>ドライブだけの電源を切る: ドライブのケーブルを抜きます（USB またはホットプラグ対応ドライブ）(&amp;O)</translation>
    </message>
    <message>
        <source>A test file in %1</source>
        <extracomment>%1 a folder</extracomment>
        <translation>%1 内のテストファイル</translation>
    </message>
    <message>
        <source>A test file in another folder…</source>
        <translation>別のフォルダ内のテストファイル…</translation>
    </message>
    <message>
        <source>The whole device %1, erasing everything on it</source>
        <extracomment>%1 a device node</extracomment>
        <translation>デバイス %1 全体（内容をすべて消去）</translation>
    </message>
    <message>
        <source>A file system of this drive is mounted or in use: unmount it first to write over the device.</source>
        <translation>このドライブのファイルシステムがマウント中か使用中です。デバイスを上書きするには、先にアンマウントしてください。</translation>
    </message>
    <message>
        <source>Choose a folder on the drive to test</source>
        <translation>テストするドライブ上のフォルダを選択してください</translation>
    </message>
    <message>
        <source>The test writes over %1: everything on it is lost. You will be asked to type the device&apos;s name to confirm.</source>
        <extracomment>%1 a device node</extracomment>
        <translation>このテストは %1 を上書きします。その内容はすべて失われます。確認のため、デバイス名の入力を求められます。</translation>
    </message>
    <message>
        <source>Cable-pull mode: the computer keeps running and only the drive goes dark. The witness may run on this computer (the witness page, address 127.0.0.1:7070), but its record must be on another disk than the one under test.</source>
        <translation>ケーブル抜き取りモード: コンピュータは動作を続け、ドライブだけが停止します。ウィットネスはこのコンピュータで実行してもかまいません（ウィットネスページ、アドレス 127.0.0.1:7070）が、その記録はテスト対象とは別のディスクに置く必要があります。</translation>
    </message>
    <message>
        <source>The whole computer loses power: you will pull its power cord. The witness runs on a second computer.</source>
        <translation>コンピュータ全体の電源が切れます。電源コードを抜いてもらいます。ウィットネスは 2 台目のコンピュータで実行します。</translation>
    </message>
</context>
<context>
    <name>DriveProof::Gui::PowerLossPreflightStep</name>
    <message>
        <source>Before the test</source>
        <translation>テストの前に</translation>
    </message>
    <message>
        <source>Things to know</source>
        <translation>知っておくべきこと</translation>
    </message>
    <message>
        <source>unknown</source>
        <translation>不明</translation>
    </message>
    <message>
        <source>Reading the drive&apos;s identity, write cache and health… Reading the cache or the counters may ask for your password.</source>
        <translation>ドライブの識別情報、書き込みキャッシュ、健康状態を読み取っています… キャッシュやカウンタの読み取りでパスワードを求められることがあります。</translation>
    </message>
    <message>
        <source>Practice with a lying drive: it acknowledges writes while they are still in its cache, and loses them at the power cut. Expect FAIL.</source>
        <translation>嘘をつくドライブで練習します。このドライブは、書き込みがまだキャッシュにあるうちに完了と応答し、電源断でそれを失います。結果は不合格 (FAIL) になるはずです。</translation>
    </message>
    <message>
        <source>Practice with an honest drive: it keeps every write it acknowledged. Expect a pass of the simulated cut.</source>
        <translation>正直なドライブで練習します。このドライブは、完了と応答したすべての書き込みを保持します。模擬的な電源断は合格するはずです。</translation>
    </message>
    <message>
        <source>What happens:
1. DriveProof prepares a simulated drive of 16 MiB and a witness on this computer.
2. It writes numbered records, commits each one and reports it to the witness; the chart shows the commits per second.
3. Once commits flow steadily it says &quot;Pull the plug now&quot;: press &quot;Cut the power&quot;. On a real test you would pull the power cord at that moment.
4. The simulated drive starts again, DriveProof reads it back and compares it with the witness&apos;s record.
5. The report says what the drive kept and what it lost.</source>
        <translation>実行される内容:
1. DriveProof が 16 MiB の模擬ドライブと、このコンピュータ上のウィットネスを準備します。
2. 番号付きのレコードを書き込み、1 つずつコミットしてウィットネスに報告します。グラフには 1 秒あたりのコミット数が表示されます。
3. コミットが安定して流れるようになると「今すぐ電源プラグを抜いてください」と表示されます。「電源を切る」を押してください。実際のテストでは、この時点で電源コードを抜きます。
4. 模擬ドライブが再び起動し、DriveProof がその内容を読み取って、ウィットネスの記録と比較します。
5. レポートに、ドライブが保持したものと失ったものが示されます。</translation>
    </message>
    <message>
        <source>The test cannot run: %1</source>
        <extracomment>%1 the reason</extracomment>
        <translation>テストを実行できません: %1</translation>
    </message>
    <message>
        <source>DriveProof read this before the test; it compares it after the power cut.</source>
        <translation>DriveProof はテストの前にこれを読み取り、電源断の後で比較します。</translation>
    </message>
    <message>
        <source>Drive:</source>
        <translation>ドライブ:</translation>
    </message>
    <message>
        <source>Serial number:</source>
        <translation>シリアル番号:</translation>
    </message>
    <message>
        <source>Firmware:</source>
        <translation>ファームウェア:</translation>
    </message>
    <message>
        <source>Capacity:</source>
        <translation>容量:</translation>
    </message>
    <message>
        <source>Write cache:</source>
        <translation>書き込みキャッシュ:</translation>
    </message>
    <message>
        <source>Unsafe shutdowns so far:</source>
        <translation>これまでの安全でないシャットダウン:</translation>
    </message>
    <message>
        <source>the drive does not count them</source>
        <translation>ドライブはカウントしていません</translation>
    </message>
    <message>
        <source>Computer:</source>
        <translation>コンピュータ:</translation>
    </message>
    <message>
        <source>Start the test: DriveProof prepares the test area (this takes a while), connects to the witness and writes. Wait for &quot;Pull the plug now&quot;.</source>
        <translation>テストを開始すると、DriveProof はテスト領域を準備し（しばらくかかります）、ウィットネスに接続して書き込みを始めます。「今すぐ電源プラグを抜いてください」と表示されるまで待ってください。</translation>
    </message>
</context>
<context>
    <name>DriveProof::Gui::PowerLossReportPage</name>
    <message>
        <source>✔</source>
        <extracomment>marks in the validity checklist: passed / not passed</extracomment>
        <translation>✔</translation>
    </message>
    <message>
        <source>✘</source>
        <translation>✘</translation>
    </message>
    <message>
        <source>What was found</source>
        <translation>検出された内容</translation>
    </message>
    <message>
        <source>Acknowledged writes and the power cut</source>
        <translation>完了と応答した書き込みと電源断</translation>
    </message>
    <message>
        <source>Does this run count?</source>
        <translation>この実行は有効ですか？</translation>
    </message>
    <message>
        <source>Machine and drive at the start</source>
        <translation>開始時のマシンとドライブ</translation>
    </message>
    <message>
        <source>What to do next</source>
        <translation>次にすべきこと</translation>
    </message>
    <message>
        <source>Export &amp;JSON…</source>
        <translation>JSON をエクスポート(&amp;J)…</translation>
    </message>
    <message>
        <source>Save the whole report as a JSON file</source>
        <translation>レポート全体を JSON ファイルとして保存します</translation>
    </message>
    <message>
        <source>&amp;Test again</source>
        <translation>もう一度テスト(&amp;T)</translation>
    </message>
    <message>
        <source>Practice run on a simulated drive, started %1. Nothing on your drives was tested.</source>
        <translation>模擬ドライブでの練習です（%1 に開始）。お使いのドライブは一切テストしていません。</translation>
    </message>
    <message>
        <source>Test of %1, started %2.</source>
        <translation>%1 のテスト（%2 に開始）。</translation>
    </message>
    <message>
        <source>The witness recorded %1 acknowledged writes; %2 blocks were checked.</source>
        <extracomment>%1 a number of writes</extracomment>
        <translation>ウィットネスは完了と応答した書き込みを %1 件記録しました。%2 個のブロックを確認しました。</translation>
    </message>
    <message>
        <source>No acknowledged write was lost or damaged.</source>
        <translation>完了と応答した書き込みは、1 つも失われておらず、破損もしていません。</translation>
    </message>
    <message>
        <source>Each dot is a write the witness heard acknowledged, at the moment it heard it; the dashed line is when the writer went silent, the estimated cut. Red dots are writes the drive lost.</source>
        <translation>各点は、ウィットネスが完了の応答を受け取った書き込みを、受け取った時点に示しています。破線は書き込み側からの通信が途絶えた時点、つまり推定される電源断です。赤い点はドライブが失った書き込みです。</translation>
    </message>
    <message>
        <source>%1 earlier writes that were kept are not drawn.</source>
        <extracomment>%1 a number of writes</extracomment>
        <translation>保持されていたそれ以前の書き込み %1 件は表示していません。</translation>
    </message>
    <message>
        <source>Passed: %1</source>
        <translation>合格: %1</translation>
    </message>
    <message>
        <source>Not passed: %1</source>
        <translation>不合格: %1</translation>
    </message>
    <message>
        <source>unknown</source>
        <translation>不明</translation>
    </message>
    <message>
        <source>Computer:</source>
        <translation>コンピュータ:</translation>
    </message>
    <message>
        <source>Drive:</source>
        <translation>ドライブ:</translation>
    </message>
    <message>
        <source>Capacity:</source>
        <translation>容量:</translation>
    </message>
    <message>
        <source>Write cache:</source>
        <translation>書き込みキャッシュ:</translation>
    </message>
    <message>
        <source>Commit method:</source>
        <translation>コミット方式:</translation>
    </message>
    <message>
        <source>Test area:</source>
        <translation>テスト領域:</translation>
    </message>
    <message>
        <source>Kernel:</source>
        <translation>カーネル:</translation>
    </message>
    <message>
        <source>Unsafe shutdowns before:</source>
        <translation>開始前の安全でないシャットダウン:</translation>
    </message>
    <message>
        <source>the drive does not count them</source>
        <translation>ドライブはこれを数えていません</translation>
    </message>
    <message>
        <source>Run id:</source>
        <translation>実行 ID:</translation>
    </message>
    <message>
        <source>This was practice. To test a real drive, run the wizard again and choose a witness on a second computer.</source>
        <translation>これは練習でした。実際のドライブをテストするには、ウィザードをもう一度実行し、2 台目のコンピュータのウィットネスを選んでください。</translation>
    </message>
    <message>
        <source>Switch the drive&apos;s write cache off (the Write cache card of the drive page) and test again: if it passes then, keep the cache off for data that matters.</source>
        <translation>ドライブの書き込みキャッシュをオフにして（ドライブページの「書き込みキャッシュ」カード）、もう一度テストしてください。それで合格するなら、重要なデータにはキャッシュをオフのまま使ってください。</translation>
    </message>
    <message>
        <source>Do not trust this drive with data that must survive a power cut; a firmware update may help. Test again after any change.</source>
        <translation>停電を乗り越えなければならないデータを、このドライブに任せないでください。ファームウェアの更新で改善する場合があります。何かを変更したら、もう一度テストしてください。</translation>
    </message>
    <message>
        <source>Fix what the checklist names and test again.</source>
        <translation>チェックリストに挙がっている問題を修正して、もう一度テストしてください。</translation>
    </message>
    <message>
        <source>Run the test at least five times: one passing run can be luck, five make a configuration worth trusting.</source>
        <translation>テストは少なくとも 5 回実行してください。1 回の合格は偶然かもしれませんが、5 回合格すれば信頼できる構成と言えます。</translation>
    </message>
    <message>
        <source>Export the report</source>
        <translation>レポートのエクスポート</translation>
    </message>
    <message>
        <source>JSON files (*.json)</source>
        <translation>JSON ファイル (*.json)</translation>
    </message>
    <message>
        <source>Could not write %1: %2</source>
        <extracomment>%1 a file path, %2 the system&apos;s reason</extracomment>
        <translation>%1 に書き込めませんでした: %2</translation>
    </message>
    <message>
        <source>Saved %1</source>
        <extracomment>%1 a file path</extracomment>
        <translation>%1 を保存しました</translation>
    </message>
    <message>
        <source>The lost tail: every commit acknowledged in the last %1 s before the cut.</source>
        <extracomment>%1 seconds, with one decimal</extracomment>
        <translation>失われた末尾: 電源断の前の最後の %1 秒間に完了と応答したすべてのコミット。</translation>
    </message>
</context>
<context>
    <name>DriveProof::Gui::PowerLossRunStep</name>
    <message>
        <source>Practice run</source>
        <translation>練習の実行</translation>
    </message>
    <message>
        <source>The test runs</source>
        <translation>テストを実行中</translation>
    </message>
    <message>
        <source>Preparing the test area</source>
        <translation>テスト領域を準備中</translation>
    </message>
    <message>
        <source>Commits, writes in flight and the link to the witness</source>
        <translation>コミット、処理中の書き込み、ウィットネスとの接続</translation>
    </message>
    <message>
        <source>Pull the plug now</source>
        <extracomment>shown very large once the run is warm</extracomment>
        <translation>今すぐ電源プラグを抜いてください</translation>
    </message>
    <message>
        <source>Press &quot;Cut the power&quot;. On a real test you would now pull the power cord out of the computer (not press its power button).</source>
        <translation>「電源を切る」を押してください。実際のテストでは、ここでコンピュータの電源コードを抜きます（電源ボタンは押しません）。</translation>
    </message>
    <message>
        <source>Pull the drive&apos;s cable out now (USB or power cable of the drive only). Leave the computer running; plug the drive back in after ten seconds. The witness and its record must be on another disk.</source>
        <translation>今すぐドライブのケーブルを抜いてください（ドライブの USB ケーブルまたは電源ケーブルのみ）。コンピュータは動かしたままにし、10 秒後にドライブを接続し直してください。ウィットネスとその記録は別のディスクに置く必要があります。</translation>
    </message>
    <message>
        <source>Pull the power cord out of the computer now (a laptop: its battery too). Do not press the power button and do not shut down: the drive must lose power while it is writing. Wait ten seconds, plug it back in and start the computer: DriveProof opens by itself and checks the drive.</source>
        <translation>今すぐコンピュータの電源コードを抜いてください（ノートパソコンの場合はバッテリーも）。電源ボタンを押したり、シャットダウンしたりしないでください。ドライブが書き込み中に電源を失う必要があります。10 秒待ってから電源コードを差し直し、コンピュータを起動してください。DriveProof が自動的に開いてドライブを確認します。</translation>
    </message>
    <message>
        <source>&amp;Cut the power</source>
        <translation>電源を切る(&amp;C)</translation>
    </message>
    <message>
        <source>Simulate the power cut: the simulated drive loses what it only held in its cache</source>
        <translation>電源断を模擬します。模擬ドライブは、キャッシュにしか保持していなかったものを失います</translation>
    </message>
    <message>
        <source>&amp;Stop without a cut</source>
        <translation>電源を切らずに停止(&amp;S)</translation>
    </message>
    <message>
        <source>End the run cleanly; nothing is verified</source>
        <translation>実行を正常に終了します。何も検証されません</translation>
    </message>
    <message>
        <source>Starting…</source>
        <translation>開始しています…</translation>
    </message>
    <message>
        <source>%1 commits/s · %2 commits, %3 held by the witness · %4 in flight · witness: %5</source>
        <extracomment>%1 commits per second, %2 commits done, %3 commits the witness holds, %4 writes in flight, %5 the link&apos;s state (&quot;connected&quot;)</extracomment>
        <translation>%1 コミット/秒 · %2 コミット、ウィットネスの保持 %3 · 処理中 %4 · ウィットネス: %5</translation>
    </message>
    <message>
        <source>Commits per second</source>
        <translation>1 秒あたりのコミット数</translation>
    </message>
    <message>
        <source>Checking the simulated drive: %1</source>
        <extracomment>%1 what the verifier does now</extracomment>
        <translation>模擬ドライブを確認中: %1</translation>
    </message>
    <message>
        <source>The run failed.</source>
        <translation>実行に失敗しました。</translation>
    </message>
</context>
<context>
    <name>DriveProof::Gui::PowerLossUi</name>
    <message>
        <source>fdatasync after each commit (what most databases use)</source>
        <translation>コミットごとに fdatasync（ほとんどのデータベースが使う方式）</translation>
    </message>
    <message>
        <source>fsync after each commit (also flushes the file&apos;s metadata)</source>
        <translation>コミットごとに fsync（ファイルのメタデータもフラッシュ）</translation>
    </message>
    <message>
        <source>O_DSYNC: every write is durable when it returns</source>
        <extracomment>O_DSYNC is a technical name, keep it</extracomment>
        <translation>O_DSYNC: 各書き込みは戻った時点で永続化済み</translation>
    </message>
    <message>
        <source>O_SYNC: every write and its metadata are durable when it returns</source>
        <extracomment>O_SYNC is a technical name, keep it</extracomment>
        <translation>O_SYNC: 各書き込みとそのメタデータは戻った時点で永続化済み</translation>
    </message>
    <message>
        <source>Passed: the drive kept every write it acknowledged</source>
        <translation>合格: ドライブは完了と応答したすべての書き込みを保持しました</translation>
    </message>
    <message>
        <source>Failed: the drive lost or damaged writes it had acknowledged</source>
        <translation>不合格: ドライブは完了と応答した書き込みを失ったか、破損させました</translation>
    </message>
    <message>
        <source>Inconclusive: this run cannot prove the drive safe</source>
        <translation>判定不能: この実行ではドライブが安全だと証明できません</translation>
    </message>
    <message>
        <source>on</source>
        <extracomment>the drive&apos;s write cache</extracomment>
        <translation>オン</translation>
    </message>
    <message>
        <source>off</source>
        <extracomment>the drive&apos;s write cache</extracomment>
        <translation>オフ</translation>
    </message>
    <message>
        <source>unknown</source>
        <translation>不明</translation>
    </message>
</context>
<context>
    <name>DriveProof::Gui::PowerLossVerifyStep</name>
    <message>
        <source>Check the drive after the power cut</source>
        <translation>電源断後のドライブを確認</translation>
    </message>
    <message>
        <source>DriveProof asks the witness for its record, reads the whole test area and compares every block with what the drive acknowledged. The witness must be running and reachable.</source>
        <translation>DriveProof はウィットネスに記録を要求し、テスト領域全体を読み取って、すべてのブロックをドライブが完了と応答した内容と比較します。ウィットネスが実行中で、接続できる必要があります。</translation>
    </message>
    <message>
        <source>If the witness cannot be reached, start it again on the second computer (it kept its record on disk) and press &quot;Verify now&quot;. The test stays pending until it is verified or forgotten, and DriveProof opens this page at every start until then.</source>
        <translation>ウィットネスに接続できない場合は、2 台目のコンピュータでウィットネスをもう一度起動し（記録はディスクに保持されています）、「今すぐ検証」を押してください。テストは検証されるか破棄されるまで保留のままで、それまで DriveProof は起動するたびにこのページを開きます。</translation>
    </message>
    <message>
        <source>Verification progress</source>
        <translation>検証の進み具合</translation>
    </message>
    <message>
        <source>&amp;Verify now</source>
        <translation>今すぐ検証(&amp;V)</translation>
    </message>
    <message>
        <source>&amp;Forget this test</source>
        <translation>このテストを破棄(&amp;F)</translation>
    </message>
    <message>
        <source>Remove the pending test without verifying it</source>
        <translation>保留中のテストを検証せずに削除します</translation>
    </message>
    <message>
        <source>• %1, started %2, witness %3</source>
        <extracomment>%1 a file or device, %2 a date and time, %3 a witness address</extracomment>
        <translation>• %1、開始 %2、ウィットネス %3</translation>
    </message>
    <message>
        <source>practice run</source>
        <translation>練習の実行</translation>
    </message>
    <message>
        <source>No test is waiting to be checked.</source>
        <translation>確認を待っているテストはありません。</translation>
    </message>
    <message>
        <source>Waiting to be checked (the first one is checked now):
%1</source>
        <translation>確認待ちのテスト（最初のものを今確認します）:
%1</translation>
    </message>
    <message>
        <source>Starting…</source>
        <translation>開始しています…</translation>
    </message>
</context>
<context>
    <name>DriveProof::Gui::PowerLossWitnessStep</name>
    <message>
        <source>The witness</source>
        <translation>ウィットネス</translation>
    </message>
    <message>
        <source>A second computer records every write this drive acknowledges, so that after the power cut DriveProof knows what the drive promised.</source>
        <translation>2 台目のコンピュータが、このドライブが完了と応答したすべての書き込みを記録します。これにより、電源断の後で DriveProof はドライブが何を約束したかが分かります。</translation>
    </message>
    <message>
        <source>&amp;Another computer is the witness</source>
        <translation>別のコンピュータをウィットネスにする(&amp;A)</translation>
    </message>
    <message>
        <source>Witness &amp;address:</source>
        <translation>ウィットネスのアドレス(&amp;A):</translation>
    </message>
    <message>
        <source>Witness address and port</source>
        <translation>ウィットネスのアドレスとポート</translation>
    </message>
    <message>
        <source>&amp;Pairing code:</source>
        <translation>ペアリングコード(&amp;P):</translation>
    </message>
    <message>
        <source>Pairing code</source>
        <translation>ペアリングコード</translation>
    </message>
    <message>
        <source>On the second computer, open DriveProof&apos;s witness page (menu &quot;Power-loss witness…&quot;) or run &quot;driveproof-cli witness --listen 0.0.0.0:7070&quot; in a terminal. It shows the pairing code; type it here with its address, e.g. 192.168.1.20:7070.</source>
        <translation>2 台目のコンピュータで DriveProof のウィットネスページを開くか（メニュー「電源断テストのウィットネス…」）、ターミナルで「driveproof-cli witness --listen 0.0.0.0:7070」を実行してください。ペアリングコードが表示されるので、アドレス（例: 192.168.1.20:7070）と一緒にここに入力してください。</translation>
    </message>
    <message>
        <source>P&amp;ractice on this computer, with a simulated drive</source>
        <translation>このコンピュータで模擬ドライブを使って練習する(&amp;R)</translation>
    </message>
    <message>
        <source>Learn the procedure without pulling a plug: a simulated drive, a witness on this computer and a simulated power cut. Nothing on your drives is written.</source>
        <translation>電源プラグを抜かずに手順を覚えられます。模擬ドライブ、このコンピュータ上のウィットネス、模擬的な電源断を使います。お使いのドライブには何も書き込みません。</translation>
    </message>
    <message>
        <source>Simulated &amp;drive:</source>
        <translation>模擬ドライブ(&amp;D):</translation>
    </message>
    <message>
        <source>Simulated drive</source>
        <translation>模擬ドライブ</translation>
    </message>
    <message>
        <source>Honest: keeps every write it acknowledged</source>
        <translation>正直: 完了と応答したすべての書き込みを保持します</translation>
    </message>
    <message>
        <source>Lying: acknowledges writes it still holds in its cache</source>
        <translation>嘘つき: まだキャッシュにある書き込みに完了と応答します</translation>
    </message>
    <message>
        <source>This is not a pairing code: it has twelve letters and digits, like K7QD-M2XF-9HBT.</source>
        <translation>これはペアリングコードではありません。ペアリングコードは K7QD-M2XF-9HBT のような 12 文字の英数字です。</translation>
    </message>
</context>
<context>
    <name>DriveProof::Gui::PowerLossWizard</name>
    <message>
        <source>Power-loss test – DriveProof</source>
        <translation>電源断テスト – DriveProof</translation>
    </message>
    <message>
        <source>Power-loss test of %1 – DriveProof</source>
        <translation>%1 の電源断テスト – DriveProof</translation>
    </message>
    <message>
        <source>1. Drive and area</source>
        <translation>1. ドライブと領域</translation>
    </message>
    <message>
        <source>2. Witness</source>
        <translation>2. ウィットネス</translation>
    </message>
    <message>
        <source>3. Check</source>
        <translation>3. 確認</translation>
    </message>
    <message>
        <source>4. Run and pull the plug</source>
        <translation>4. 実行して電源を抜く</translation>
    </message>
    <message>
        <source>5. Verify</source>
        <translation>5. 検証</translation>
    </message>
    <message>
        <source>6. Report</source>
        <translation>6. レポート</translation>
    </message>
    <message>
        <source>&lt; &amp;Back</source>
        <translation>&lt; 戻る(&amp;B)</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>閉じる</translation>
    </message>
    <message>
        <source>Current step</source>
        <translation>現在のステップ</translation>
    </message>
    <message>
        <source>&amp;Next &gt;</source>
        <translation>次へ(&amp;N) &gt;</translation>
    </message>
    <message>
        <source>&amp;Check this computer &gt;</source>
        <translation>このコンピュータを確認(&amp;C) &gt;</translation>
    </message>
    <message>
        <source>&amp;Start practice</source>
        <translation>練習を開始(&amp;S)</translation>
    </message>
    <message>
        <source>&amp;Start the test</source>
        <translation>テストを開始(&amp;S)</translation>
    </message>
    <message>
        <source>Power-loss test</source>
        <translation>電源断テスト</translation>
    </message>
    <message>
        <source>simulated drive</source>
        <translation>模擬ドライブ</translation>
    </message>
    <message>
        <source>Power-loss practice on a simulated lying drive – DriveProof</source>
        <extracomment>window title while practising on the simulated drive that loses acknowledged writes</extracomment>
        <translation>電源断の練習（嘘をつく模擬ドライブ） – DriveProof</translation>
    </message>
    <message>
        <source>Power-loss practice on a simulated honest drive – DriveProof</source>
        <extracomment>window title while practising on the simulated drive that keeps its writes</extracomment>
        <translation>電源断の練習（正直な模擬ドライブ） – DriveProof</translation>
    </message>
</context>
<context>
    <name>DriveProof::Gui::ReportWindow</name>
    <message>
        <source>Drive report: %1</source>
        <extracomment>window title; %1 the report&apos;s file name</extracomment>
        <translation>ドライブレポート: %1</translation>
    </message>
    <message>
        <source>Open a drive report</source>
        <translation>ドライブレポートを開く</translation>
    </message>
    <message>
        <source>Drive reports (*.txt *.json *.log);;All files (*)</source>
        <extracomment>file dialog filter; keep the patterns in parentheses as they are</extracomment>
        <translation>ドライブレポート (*.txt *.json *.log);;すべてのファイル (*)</translation>
    </message>
    <message>
        <source>pasted text</source>
        <extracomment>the name a report pasted from the clipboard goes by</extracomment>
        <translation>貼り付けたテキスト</translation>
    </message>
</context>
<context>
    <name>DriveProof::Gui::ResultCharts</name>
    <message>
        <source>&amp;Latency of:</source>
        <translation>レイテンシの対象(&amp;L):</translation>
    </message>
    <message>
        <source>Measurement whose latency is shown</source>
        <translation>レイテンシを表示する測定</translation>
    </message>
</context>
<context>
    <name>DriveProof::Gui::ResultExporter</name>
    <message>
        <source>Could not write %1: %2. Choose another folder.</source>
        <extracomment>%1 a file path, %2 the system&apos;s reason</extracomment>
        <translation>%1 に書き込めませんでした: %2。別のフォルダを選択してください。</translation>
    </message>
</context>
<context>
    <name>DriveProof::Gui::ResultPage</name>
    <message>
        <source>Verdict</source>
        <translation>判定</translation>
    </message>
    <message>
        <source>At a glance</source>
        <translation>概要</translation>
    </message>
    <message>
        <source>All numbers</source>
        <translation>すべての数値</translation>
    </message>
    <message>
        <source>Charts</source>
        <translation>グラフ</translation>
    </message>
    <message>
        <source>Export &amp;JSON…</source>
        <translation>JSON をエクスポート(&amp;J)…</translation>
    </message>
    <message>
        <source>Save everything this test measured, for other programs</source>
        <translation>このテストで測定したすべてのデータを、他のプログラム用に保存します</translation>
    </message>
    <message>
        <source>Export &amp;CSV…</source>
        <translation>CSV をエクスポート(&amp;C)…</translation>
    </message>
    <message>
        <source>Save the table of numbers for a spreadsheet</source>
        <translation>数値の表をスプレッドシート用に保存します</translation>
    </message>
    <message>
        <source>Save charts as &amp;PNG…</source>
        <translation>グラフを PNG で保存(&amp;P)…</translation>
    </message>
    <message>
        <source>Save a picture of each chart into a folder</source>
        <translation>各グラフの画像をフォルダに保存します</translation>
    </message>
    <message>
        <source>&amp;History</source>
        <translation>履歴(&amp;H)</translation>
    </message>
    <message>
        <source>Earlier runs on this drive, and comparing two of them</source>
        <translation>このドライブの過去の実行と、その 2 つの比較</translation>
    </message>
    <message>
        <source>&amp;New test</source>
        <translation>新しいテスト(&amp;N)</translation>
    </message>
    <message>
        <source>Ran on %1, started %2, took %3.</source>
        <extracomment>under a result&apos;s title; %1 where it ran, %2 date and time it started, %3 how long it took</extracomment>
        <translation>実行場所: %1、開始: %2、所要時間: %3。</translation>
    </message>
    <message>
        <source>Drive: %1, serial number %2</source>
        <extracomment>the drive a result is about; %1 model (or device name), %2 serial number</extracomment>
        <translation>ドライブ: %1、シリアル番号 %2</translation>
    </message>
    <message>
        <source>Drive: %1</source>
        <extracomment>the drive a result is about; %1 model or device name</extracomment>
        <translation>ドライブ: %1</translation>
    </message>
    <message>
        <source>The test stopped on an error.</source>
        <translation>テストはエラーで停止しました。</translation>
    </message>
    <message>
        <source>You cancelled the test before it measured anything.</source>
        <translation>何も測定しないうちにテストをキャンセルしました。</translation>
    </message>
    <message>
        <source>You cancelled the test. The numbers below are those of the steps that finished before that; the verdict may be incomplete.</source>
        <translation>テストをキャンセルしました。以下の数値は、それまでに完了したステップのものです。判定は不完全な可能性があります。</translation>
    </message>
    <message>
        <source>This result could not be kept in the history: %1</source>
        <extracomment>%1 why the result could not be saved</extracomment>
        <translation>この結果を履歴に保存できませんでした: %1</translation>
    </message>
    <message>
        <source>This result is kept in the drive&apos;s history, so you can compare it with later runs.</source>
        <translation>この結果はドライブの履歴に保存されているため、今後の実行と比較できます。</translation>
    </message>
    <message>
        <source>This test measures speed and gives no verdict of its own. Compare the numbers with the drive&apos;s data sheet, or with an earlier run in the history.</source>
        <translation>このテストは速度を測定するもので、独自の判定は行いません。数値をドライブのデータシートや、履歴にある過去の実行と比較してください。</translation>
    </message>
    <message>
        <source>%1:</source>
        <extracomment>label of a row; %1 a measurement&apos;s name, e.g. &quot;SEQ1M Q8T1 read&quot;</extracomment>
        <translation>%1:</translation>
    </message>
    <message>
        <source>Save the charts into a folder</source>
        <translation>グラフをフォルダに保存</translation>
    </message>
    <message>
        <source>Export the result as JSON</source>
        <translation>結果を JSON としてエクスポート</translation>
    </message>
    <message>
        <source>Export the numbers as CSV</source>
        <translation>数値を CSV としてエクスポート</translation>
    </message>
    <message>
        <source>JSON files (*.json)</source>
        <translation>JSON ファイル (*.json)</translation>
    </message>
    <message>
        <source>CSV files (*.csv)</source>
        <translation>CSV ファイル (*.csv)</translation>
    </message>
    <message>
        <source>Saved %1.</source>
        <extracomment>%1 a file path</extracomment>
        <translation>%1 を保存しました。</translation>
    </message>
    <message numerus="yes">
        <source>Saved %n file(s) in %1.</source>
        <extracomment>%n files were written into the folder %1</extracomment>
        <translation>
            <numerusform>%n 個のファイルを %1 に保存しました。</numerusform>
        </translation>
    </message>
    <message>
        <source>Copy &amp;summary</source>
        <translation>要約をコピー(&amp;S)</translation>
    </message>
    <message>
        <source>A few lines with the main numbers and the verdicts, to paste into a forum post or an issue</source>
        <translation>主な数値と判定を数行にまとめたもの。フォーラムの投稿や不具合報告に貼り付けられます</translation>
    </message>
    <message>
        <source>Copied: the summary is on the clipboard, ready to paste.</source>
        <translation>コピーしました。概要はクリップボードにあり、貼り付けられます。</translation>
    </message>
    <message>
        <source>Settings: %1</source>
        <extracomment>under a result&apos;s title; %1 what it ran with: &quot;128 MiB · 2 s per step · temporary file on ext4 · io_uring&quot;</extracomment>
        <translation>設定: %1</translation>
    </message>
</context>
<context>
    <name>DriveProof::Gui::ResultText</name>
    <message>
        <source>Danger</source>
        <translation>危険</translation>
    </message>
    <message>
        <source>Caution</source>
        <translation>注意</translation>
    </message>
    <message>
        <source>Good</source>
        <translation>正常</translation>
    </message>
    <message>
        <source>Note</source>
        <translation>注記</translation>
    </message>
    <message>
        <source>%L1 commits/s</source>
        <extracomment>commits per second, e.g. &quot;1,234 commits/s&quot;</extracomment>
        <translation>%L1 コミット/秒</translation>
    </message>
    <message>
        <source>a temporary file in %1</source>
        <extracomment>where a test ran; %1 the folder that held its temporary file</extracomment>
        <translation>%1 内の一時ファイル</translation>
    </message>
    <message>
        <source>the device %1</source>
        <extracomment>where a test ran; %1 a device node such as /dev/sdb</extracomment>
        <translation>デバイス %1</translation>
    </message>
    <message>
        <source>an unknown target</source>
        <translation>不明な対象</translation>
    </message>
    <message>
        <source>the file %1</source>
        <extracomment>where a test ran; %1 a file path</extracomment>
        <translation>ファイル %1</translation>
    </message>
    <message>
        <source>DriveProof %1 on %2, %3</source>
        <extracomment>first line of a copied summary; %1 test name, %2 drive model or device, %3 date and time</extracomment>
        <translation>DriveProof %1（%2、%3）</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <extracomment>a line of a copied summary; %1 the measurement, %2 its main number</extracomment>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>- %1: %2</source>
        <extracomment>a verdict in a copied summary; %1 good/caution/danger/note, %2 the verdict</extracomment>
        <translation>- %1: %2</translation>
    </message>
    <message>
        <source>Settings: %1</source>
        <extracomment>a line of a copied summary; %1 what the test ran with: &quot;128 MiB · 2 s per step · temporary file on ext4 · io_uring&quot;</extracomment>
        <translation>設定: %1</translation>
    </message>
    <message>
        <source>Drive self-test</source>
        <extracomment>a drive self-test in the drive&apos;s history (the drive tested itself)</extracomment>
        <translation>ドライブのセルフテスト</translation>
    </message>
    <message>
        <source>Device: %1, serial number %2</source>
        <extracomment>a line of a copied summary; %1 the device node (&quot;/dev/sdb&quot;), %2 its serial number (&quot;-&quot; when it has none)</extracomment>
        <translation>デバイス: %1、シリアル番号 %2</translation>
    </message>
    <message>
        <source>%1: %2 · %3 · %4 µs</source>
        <extracomment>a line of a copied summary, as a quick check&apos;s tile shows it; %1 the measurement (&quot;SEQ1M Q8T1 read&quot;), %2 its transfer rate (&quot;2,345.6 MB/s&quot;), %3 its operations per second (&quot;2,236 IOPS&quot;), %4 its mean latency in microseconds</extracomment>
        <translation>%1: %2 · %3 · %4 µs</translation>
    </message>
</context>
<context>
    <name>DriveProof::Gui::ResultTiles</name>
    <message>
        <source>Read</source>
        <extracomment>heading of the column of read rates in the quick check&apos;s tiles</extracomment>
        <translation>読み取り</translation>
    </message>
    <message>
        <source>Write</source>
        <extracomment>heading of the column of write rates in the quick check&apos;s tiles</extracomment>
        <translation>書き込み</translation>
    </message>
    <message>
        <source>not measured</source>
        <translation>未測定</translation>
    </message>
    <message>
        <source>%1 %2: not measured</source>
        <extracomment>read by screen readers; %1 a preset such as &quot;SEQ1M Q8T1&quot;, %2 &quot;Read&quot; or &quot;Write&quot;</extracomment>
        <translation>%1 %2: 未測定</translation>
    </message>
    <message>
        <source>%1 · %2 µs</source>
        <extracomment>small line of a quick check tile; %1 operations per second (&quot;12,345 IOPS&quot;), %2 the mean latency in microseconds</extracomment>
        <translation>%1 · %2 µs</translation>
    </message>
    <message>
        <source>%1 %2: %3, %4</source>
        <extracomment>read by screen readers; %1 a preset such as &quot;SEQ1M Q8T1&quot;, %2 &quot;Read&quot; or &quot;Write&quot;, %3 the rate, e.g. &quot;2,345.6 MB/s&quot;, %4 IOPS and latency, e.g. &quot;2,236 IOPS · 3,577 µs&quot;</extracomment>
        <translation>%1 %2: %3、%4</translation>
    </message>
</context>
<context>
    <name>DriveProof::Gui::RunPage</name>
    <message>
        <source>Progress</source>
        <translation>進行状況</translation>
    </message>
    <message>
        <source>&amp;Show:</source>
        <translation>表示(&amp;S):</translation>
    </message>
    <message>
        <source>Commits per second</source>
        <translation>1 秒あたりのコミット数</translation>
    </message>
    <message>
        <source>IOPS</source>
        <translation>IOPS</translation>
    </message>
    <message>
        <source>What the chart shows</source>
        <translation>グラフに表示する内容</translation>
    </message>
    <message>
        <source>You can go on using DriveProof meanwhile. Other programs that use this drive now slow the test down and change its numbers.</source>
        <translation>その間も DriveProof は引き続き使用できます。このドライブを使用している他のプログラムがあると、テストが遅くなり、数値が変わります。</translation>
    </message>
    <message>
        <source>Cancelling…</source>
        <translation>キャンセルしています…</translation>
    </message>
    <message>
        <source>&amp;Cancel test</source>
        <translation>テストをキャンセル(&amp;C)</translation>
    </message>
    <message>
        <source>Stop the test now; the steps that finished are kept</source>
        <translation>テストを今すぐ停止します。完了したステップの結果は保持されます</translation>
    </message>
    <message>
        <source>In a temporary file in %1, removed afterwards.</source>
        <extracomment>where a test runs; %1 a folder</extracomment>
        <translation>%1 内の一時ファイルで実行し、終了後に削除します。</translation>
    </message>
    <message>
        <source>On the file %1.</source>
        <extracomment>where a test runs; %1 a file</extracomment>
        <translation>ファイル %1 で実行します。</translation>
    </message>
    <message>
        <source>On the device %1, writing over its contents.</source>
        <extracomment>where a test runs; %1 a device node</extracomment>
        <translation>デバイス %1 で実行し、その内容を上書きします。</translation>
    </message>
    <message>
        <source>On the device %1, only reading.</source>
        <extracomment>where a test runs; %1 a device node</extracomment>
        <translation>デバイス %1 で実行し、読み取りのみを行います。</translation>
    </message>
    <message>
        <source>Cancelling: waiting for the drive to finish the I/O in flight, then removing the temporary file…</source>
        <translation>キャンセルしています: ドライブが実行中の I/O を終えるのを待ってから、一時ファイルを削除します…</translation>
    </message>
    <message>
        <source>Starting…</source>
        <translation>開始しています…</translation>
    </message>
    <message>
        <source>About %1 left</source>
        <extracomment>time left in a running test; %1 minutes:seconds, e.g. 1:23</extracomment>
        <translation>残り約 %1</translation>
    </message>
    <message>
        <source>Time left: not known yet</source>
        <translation>残り時間: まだ不明</translation>
    </message>
    <message>
        <source>Now: %L1 commits per second</source>
        <extracomment>the last measured rate of a commit test; %1 commits per second</extracomment>
        <translation>現在: 毎秒 %L1 コミット</translation>
    </message>
    <message>
        <source>Now: %1, %2</source>
        <extracomment>the last measured numbers; %1 a rate (MB/s or MiB/s), %2 operations per second (IOPS)</extracomment>
        <translation>現在: %1、%2</translation>
    </message>
</context>
<context>
    <name>DriveProof::Gui::SelfTestPanel</name>
    <message numerus="yes">
        <source>about %n minute(s)</source>
        <extracomment>%n the number of minutes the drive says a self-test takes</extracomment>
        <translation>
            <numerusform>約 %n 分</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <extracomment>a self-test button: %1 its kind (&quot;Short test&quot;), %2 its duration</extracomment>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>Short test</source>
        <translation>ショートテスト</translation>
    </message>
    <message>
        <source>Extended test</source>
        <translation>拡張テスト</translation>
    </message>
    <message>
        <source>Conveyance test</source>
        <translation>輸送テスト</translation>
    </message>
    <message>
        <source>Abort self-test</source>
        <translation>セルフテストを中止</translation>
    </message>
    <message>
        <source>running, %1% done</source>
        <extracomment>%1 how far the running self-test is, in percent</extracomment>
        <translation>実行中、%1% 完了</translation>
    </message>
    <message>
        <source>The drive runs the test by itself: you may close this window.</source>
        <translation>テストはドライブ自身が実行します。このウィンドウを閉じてもかまいません。</translation>
    </message>
    <message>
        <source>no self-test running</source>
        <extracomment>%1 the last self-test&apos;s result in words</extracomment>
        <translation>実行中のセルフテストなし</translation>
    </message>
    <message>
        <source>Last result: %1</source>
        <translation>前回の結果: %1</translation>
    </message>
</context>
<context>
    <name>DriveProof::Gui::SettingsDialog</name>
    <message>
        <source>Preferences</source>
        <translation>設定</translation>
    </message>
    <message>
        <source>&amp;Language:</source>
        <translation>言語(&amp;L):</translation>
    </message>
    <message>
        <source>System default (%1)</source>
        <extracomment>first entry of the language list; %1 the language the system asks for, in its own name, e.g. &quot;Deutsch&quot;</extracomment>
        <translation>システムの既定 (%1)</translation>
    </message>
    <message>
        <source>The language of DriveProof&apos;s windows. A change applies at once and is kept for the next start. The system default follows the LANGUAGE and LANG environment variables.</source>
        <translation>DriveProof のウィンドウの表示言語です。変更はすぐに反映され、次回の起動時にも維持されます。システムの既定は環境変数 LANGUAGE と LANG に従います。</translation>
    </message>
    <message>
        <source>&amp;Transfer rates in:</source>
        <translation>転送速度の単位(&amp;T):</translation>
    </message>
    <message>
        <source>Drive makers and most benchmarks count a megabyte as 1,000,000 bytes; many file managers count a mebibyte, 1,048,576 bytes.</source>
        <translation>ドライブメーカーや多くのベンチマークは 1 メガバイトを 1,000,000 バイトとして数えます。多くのファイルマネージャーはメビバイト（1,048,576 バイト）で数えます。</translation>
    </message>
    <message>
        <source>Default test si&amp;ze:</source>
        <translation>既定のテストサイズ(&amp;Z):</translation>
    </message>
    <message>
        <source>What the test picker offers first. You can still choose another size for each test there.</source>
        <translation>テストの選択画面で最初に提示される値です。そこでテストごとに別のサイズを選ぶこともできます。</translation>
    </message>
    <message>
        <source>Default time per st&amp;ep (seconds):</source>
        <translation>既定のステップあたりの時間 (秒)(&amp;E):</translation>
    </message>
    <message>
        <source>How long each measurement of a test runs, as the test picker offers it first.</source>
        <translation>テストの各測定を実行する時間で、テストの選択画面で最初に提示される値です。</translation>
    </message>
    <message>
        <source>MB/s (megabytes, 10⁶ bytes)</source>
        <extracomment>a choice of unit; 1 MB = 1,000,000 bytes</extracomment>
        <translation>MB/s (メガバイト、10⁶ バイト)</translation>
    </message>
    <message>
        <source>MiB/s (mebibytes, 2²⁰ bytes)</source>
        <extracomment>a choice of unit; 1 MiB = 1,048,576 bytes</extracomment>
        <translation>MiB/s (メビバイト、2²⁰ バイト)</translation>
    </message>
    <message>
        <source>Each test&apos;s own</source>
        <extracomment>the default test size: each test&apos;s own (1 GiB; 4 GiB for the sustained write)</extracomment>
        <translation>各テストの既定値</translation>
    </message>
</context>
<context>
    <name>DriveProof::Gui::StatusPage</name>
    <message>
        <source>Looking for drives</source>
        <translation>ドライブを検索中</translation>
    </message>
    <message>
        <source>Looking for drives…</source>
        <translation>ドライブを検索しています…</translation>
    </message>
    <message>
        <source>Reading what the kernel knows about each drive.</source>
        <translation>カーネルが各ドライブについて把握している情報を読み取っています。</translation>
    </message>
    <message>
        <source>No drives found</source>
        <translation>ドライブが見つかりません</translation>
    </message>
    <message>
        <source>&amp;Refresh</source>
        <translation>更新(&amp;R)</translation>
    </message>
    <message>
        <source>DriveProof could not find a drive it can read. This happens when:</source>
        <translation>DriveProof は読み取り可能なドライブを見つけられませんでした。これは次のような場合に起こります:</translation>
    </message>
    <message>
        <source>• No drive is connected. Connect one and press Refresh (F5); a USB drive may take a few seconds to appear.</source>
        <extracomment>list item of the empty state</extracomment>
        <translation>• ドライブが接続されていない。ドライブを接続して「更新」(F5) を押してください。USB ドライブは表示されるまで数秒かかることがあります。</translation>
    </message>
    <message>
        <source>• DriveProof runs in a container or sandbox (Docker, Flatpak, Snap) that hides the machine&apos;s drives (/sys/block and /dev). Run it on the host instead, or give the sandbox access to the drives.</source>
        <extracomment>list item of the empty state</extracomment>
        <translation>• DriveProof が、マシンのドライブ（/sys/block と /dev）を隠すコンテナまたはサンドボックス（Docker、Flatpak、Snap）内で実行されている。ホスト上で実行するか、サンドボックスにドライブへのアクセスを許可してください。</translation>
    </message>
    <message>
        <source>• It is not allowed to read the drives&apos; details: the system limits access to /sys or /dev. Ask the administrator, or run driveproof-cli list to see what the kernel reports.</source>
        <extracomment>list item of the empty state</extracomment>
        <translation>• ドライブの詳細を読み取る権限がない。システムが /sys または /dev へのアクセスを制限しています。管理者に問い合わせるか、driveproof-cli list を実行してカーネルが報告する内容を確認してください。</translation>
    </message>
    <message>
        <source>• udisks2 is not running, so only the kernel was asked. Start it with &quot;systemctl start udisks2&quot; and press Refresh.</source>
        <extracomment>list item of the empty state; &quot;systemctl start udisks2&quot; is a command, keep it</extracomment>
        <translation>• udisks2 が実行されていないため、カーネルにのみ問い合わせた。「systemctl start udisks2」で起動してから「更新」を押してください。</translation>
    </message>
</context>
<context>
    <name>DriveProof::Gui::TableCopy</name>
    <message>
        <source>&amp;Copy</source>
        <translation>コピー(&amp;C)</translation>
    </message>
    <message>
        <source>Copy as &amp;Markdown</source>
        <translation>Markdown としてコピー(&amp;M)</translation>
    </message>
</context>
<context>
    <name>DriveProof::Gui::TestCard</name>
    <message>
        <source>Test this drive</source>
        <translation>このドライブをテスト</translation>
    </message>
    <message>
        <source>Measure how fast this drive commits, streams and seeks, and whether its cache acknowledges writes before they are safe. Tests write only to a temporary file in a folder you choose, unless you ask for the raw device; they run in a window of their own.</source>
        <translation>このドライブのコミット、シーケンシャル転送、シークの速さと、キャッシュが書き込みを安全になる前に完了と応答していないかを測定します。生デバイスを指定しない限り、テストは選択したフォルダ内の一時ファイルにのみ書き込みます。テストは専用のウィンドウで実行されます。</translation>
    </message>
    <message>
        <source>Co&amp;mmit rate…</source>
        <translation>コミットレート(&amp;M)…</translation>
    </message>
    <message>
        <source>How many durable commits per second, like pg_test_fsync</source>
        <translation>1 秒あたりの永続コミット数（pg_test_fsync と同様）</translation>
    </message>
    <message>
        <source>Hi&amp;story…</source>
        <translation>履歴(&amp;S)…</translation>
    </message>
    <message>
        <source>Earlier runs on this drive, and comparing two of them</source>
        <translation>このドライブの過去の実行と、その 2 つの比較</translation>
    </message>
    <message>
        <source>A test is running on this drive; its window shows how far it got.</source>
        <translation>このドライブでテストを実行中です。進み具合はテストのウィンドウに表示されます。</translation>
    </message>
    <message>
        <source>&amp;All tests…</source>
        <translation>すべてのテスト(&amp;A)…</translation>
    </message>
</context>
<context>
    <name>DriveProof::Gui::TestCatalog</name>
    <message>
        <source>Power-loss test</source>
        <translation>電源断テスト</translation>
    </message>
    <message>
        <source>CrystalDiskMark&apos;s four tests in one go: sequential reads and writes in 1 MiB blocks with 8 and with 1 request in flight, then random 4 KiB reads and writes with 32 and with 1 request in flight. The quickest way to see whether a drive performs as its box promises.</source>
        <translation>CrystalDiskMark の 4 つのテストを一度に実行します。1 MiB ブロックのシーケンシャル読み取りと書き込みを同時実行リクエスト数 8 と 1 で、続いて 4 KiB のランダム読み取りと書き込みを同時実行リクエスト数 32 と 1 で測定します。ドライブがカタログどおりの性能を発揮しているかを確かめる最も手早い方法です。</translation>
    </message>
    <message>
        <source>How many times per second the drive durably commits a small write, measured like PostgreSQL&apos;s pg_test_fsync: every sync method, 8 kB and 16 kB commits, and plain writes as a baseline. It also counts the flushes that reach the drive. A hard disk that commits faster than its platters turn has a cache that acknowledges writes before they are safe.</source>
        <translation>ドライブが小さな書き込みを 1 秒間に何回永続的にコミットできるかを、PostgreSQL の pg_test_fsync と同じ方法で測定します。すべての sync 方式、8 kB と 16 kB のコミット、そしてベースラインとして通常の書き込みを測定します。ドライブに届くフラッシュの数も数えます。プラッタの回転より速くコミットするハードディスクは、書き込みが安全になる前に完了と応答するキャッシュを持っています。</translation>
    </message>
    <message>
        <source>Sequential reads and writes in 1 MiB blocks, with 8 and with 1 request in flight: the rate at which large files are copied.</source>
        <translation>1 MiB ブロックのシーケンシャル読み取りと書き込み（同時実行リクエスト数 8 と 1）: 大きなファイルをコピーする速度です。</translation>
    </message>
    <message>
        <source>Writes the whole test area once, from start to end, and draws the rate as it fills. Many SSDs write fast only until their cache is full, then slow down: choose a test size larger than that cache, tens of gigabytes on a large SSD.</source>
        <translation>テスト領域全体を先頭から末尾まで 1 回書き込み、埋まっていく間の速度をグラフにします。多くの SSD はキャッシュがいっぱいになるまでしか高速に書き込めず、その後は遅くなります。テストサイズはそのキャッシュより大きくしてください（大容量の SSD では数十 GB）。</translation>
    </message>
    <message>
        <source>Reads the whole test area from start to end and draws the rate by position. A hard disk is faster at its outer edge; dips and stalls point to areas that need retries.</source>
        <translation>テスト領域全体を先頭から末尾まで読み取り、位置ごとの速度をグラフにします。ハードディスクは外周ほど高速です。速度の落ち込みや停滞は、リトライが必要な領域があることを示しています。</translation>
    </message>
    <message>
        <source>Random 4 KiB reads, writes and a mix of 70% reads, with 1 and with 32 requests in flight: what databases, virtual machines and starting programs feel.</source>
        <translation>4 KiB のランダム読み取り、書き込み、読み取り 70% の混合（同時実行リクエスト数 1 と 32）: データベース、仮想マシン、プログラムの起動で体感する性能です。</translation>
    </message>
    <message>
        <source>Random I/O at every block size from 512 bytes to 16 MiB: where the drive reaches its best transfer rate, and how its operations per second fall as blocks grow.</source>
        <translation>512 バイトから 16 MiB までの各ブロックサイズでのランダム I/O: ドライブが最高の転送速度に達するブロックサイズと、ブロックが大きくなるにつれて 1 秒あたりの操作数がどう下がるかを示します。</translation>
    </message>
    <message>
        <source>Random I/O with 1 to 256 requests in flight: how much parallelism the drive needs to give its best.</source>
        <translation>同時実行リクエスト数 1 から 256 でのランダム I/O: ドライブが最高の性能を出すのに必要な並列度を示します。</translation>
    </message>
    <message>
        <source>Random I/O from 1 to 96 threads: how the drive and the kernel cope with many programs at once.</source>
        <translation>1 から 96 スレッドでのランダム I/O: 多数のプログラムが同時に動くとき、ドライブとカーネルがどう対処するかを示します。</translation>
    </message>
    <message>
        <source>Reads the same random blocks twice, with an idle time in between. A hybrid drive (SSHD) or a tiered cache moves hot data to flash meanwhile, so the second pass is much faster.</source>
        <translation>同じランダムなブロックを、間にアイドル時間を置いて 2 回読み取ります。ハイブリッドドライブ (SSHD) や階層型キャッシュはその間にホットデータをフラッシュメモリへ移すため、2 回目の方がはるかに高速になります。</translation>
    </message>
    <message numerus="yes">
        <source>%n second(s)</source>
        <extracomment>a duration; %n seconds</extracomment>
        <translation>
            <numerusform>%n 秒</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n minute(s)</source>
        <extracomment>a duration, rounded; %n minutes</extracomment>
        <translation>
            <numerusform>%n 分</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 h %2 min</source>
        <extracomment>a duration, rounded; %1 hours, %2 minutes</extracomment>
        <translation>%1 時間 %2 分</translation>
    </message>
    <message>
        <source>Checks whether the drive keeps the writes it acknowledged when the power is cut: DriveProof writes numbered records, you pull the plug, and after the restart it checks what survived. A second computer keeps the witness&apos;s record of every acknowledged write; you can also practise on this computer with a simulated drive. It writes to a test file (or, with your confirmation, a partition) and takes a few minutes plus a restart.</source>
        <translation>電源が切れたときに、ドライブが完了と応答した書き込みを保持しているかを確認します。DriveProof が番号付きのレコードを書き込み、あなたが電源プラグを抜き、再起動後に何が残ったかを確認します。完了と応答したすべての書き込みの記録は、2 台目のコンピュータがウィットネスとして保持します。模擬ドライブを使って、このコンピュータで練習することもできます。テストファイル（または、確認のうえでパーティション）に書き込み、数分と再起動 1 回分の時間がかかります。</translation>
    </message>
</context>
<context>
    <name>DriveProof::Gui::TestWindow</name>
    <message>
        <source>Test %1 – DriveProof</source>
        <extracomment>window title; %1 the drive&apos;s name (model)</extracomment>
        <translation>テスト %1 – DriveProof</translation>
    </message>
</context>
<context>
    <name>DriveProof::Gui::TopologyCard</name>
    <message>
        <source>Topology</source>
        <translation>トポロジ</translation>
    </message>
    <message>
        <source>Size</source>
        <translation>サイズ</translation>
    </message>
    <message>
        <source>The kernel reports no size: the drive may have no medium inserted.</source>
        <translation>カーネルがサイズを報告していません。メディアが挿入されていない可能性があります。</translation>
    </message>
    <message>
        <source>Logical sector</source>
        <translation>論理セクタ</translation>
    </message>
    <message>
        <source>The smallest unit the drive can address.</source>
        <translation>ドライブがアドレス指定できる最小単位です。</translation>
    </message>
    <message>
        <source>Physical sector</source>
        <translation>物理セクタ</translation>
    </message>
    <message>
        <source>The unit the drive writes internally. Partitions should start on a multiple of it.</source>
        <translation>ドライブが内部で書き込む単位です。パーティションはこの倍数の位置から始めてください。</translation>
    </message>
    <message>
        <source>Minimum I/O</source>
        <translation>最小 I/O</translation>
    </message>
    <message>
        <source>Optimal I/O</source>
        <translation>最適 I/O</translation>
    </message>
    <message>
        <source>not reported</source>
        <translation>報告なし</translation>
    </message>
    <message>
        <source>The drive states no preferred I/O size; most drives do not.</source>
        <translation>ドライブは推奨 I/O サイズを示していません。ほとんどのドライブは示しません。</translation>
    </message>
    <message>
        <source>Alignment offset</source>
        <translation>アライメントオフセット</translation>
    </message>
    <message>
        <source>How far sector 0 sits past a physical-sector boundary. Almost always 0.</source>
        <translation>セクタ 0 が物理セクタ境界からどれだけ後ろにずれているかを示します。ほぼ常に 0 です。</translation>
    </message>
    <message>
        <source>What the kernel believes: with &quot;write back&quot; it asks the drive to flush its cache. The drive&apos;s own setting can differ.</source>
        <translation>カーネルの認識です。「write back」の場合、カーネルはドライブにキャッシュのフラッシュを要求します。ドライブ自身の設定はこれと異なる場合があります。</translation>
    </message>
    <message>
        <source>Write cache (kernel view)</source>
        <translation>書き込みキャッシュ（カーネルの認識）</translation>
    </message>
    <message>
        <source>The kernel does not report a write-cache mode for this device.</source>
        <translation>カーネルは、このデバイスの書き込みキャッシュモードを報告していません。</translation>
    </message>
    <message>
        <source>FUA</source>
        <translation>FUA</translation>
    </message>
    <message>
        <source>Forced Unit Access: the kernel can ask for single writes to reach stable media without flushing the whole cache.</source>
        <translation>Forced Unit Access: カーネルは、キャッシュ全体をフラッシュせずに、個々の書き込みを不揮発性メディアまで確実に届けるよう要求できます。</translation>
    </message>
    <message>
        <source>The kernel did not report this value.</source>
        <translation>カーネルはこの値を報告していません。</translation>
    </message>
    <message>
        <source>only its partitions, see Partitions</source>
        <extracomment>&quot;Mounted on&quot; of a whole drive whose partitions (not the drive) are mounted</extracomment>
        <translation>パーティションのみ（「パーティション」を参照）</translation>
    </message>
    <message>
        <source>not mounted</source>
        <translation>未マウント</translation>
    </message>
    <message>
        <source>Mounted on</source>
        <translation>マウント先</translation>
    </message>
    <message>
        <source>Held by</source>
        <translation>上位デバイス</translation>
    </message>
    <message>
        <source>nothing</source>
        <translation>なし</translation>
    </message>
    <message>
        <source>Device-mapper, RAID or LVM devices stacked on the whole drive.</source>
        <translation>ドライブ全体の上に構築された device-mapper、RAID、LVM デバイスです。</translation>
    </message>
    <message>
        <source>%1: %2 (in use)</source>
        <extracomment>one LBA format in the list; %1 its number, %2 its sizes and speed</extracomment>
        <translation>%1: %2 (使用中)</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <extracomment>one LBA format in the list; %1 its number, %2 its sizes and speed</extracomment>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>LBA formats</source>
        <translation>LBA フォーマット</translation>
    </message>
    <message>
        <source>The sector sizes this NVMe namespace can be formatted with, and how fast the drive itself says each is (Identify Namespace). Changing it erases the namespace; DriveProof never does.</source>
        <translation>この NVMe 名前空間をフォーマットできるセクターサイズと、それぞれの速さについてドライブ自身が示す評価です (Identify Namespace)。変更すると名前空間が消去されます。DriveProof は決して変更しません。</translation>
    </message>
</context>
<context>
    <name>DriveProof::Gui::TrimCard</name>
    <message>
        <source>TRIM</source>
        <translation>TRIM</translation>
    </message>
    <message>
        <source>Layers</source>
        <translation>層</translation>
    </message>
    <message>
        <source>Reaches the drive</source>
        <translation>ドライブに届く</translation>
    </message>
    <message>
        <source>reading…</source>
        <translation>読み取り中…</translation>
    </message>
    <message>
        <source>yes</source>
        <translation>はい</translation>
    </message>
    <message>
        <source>to the loop device&apos;s backing file</source>
        <translation>loop デバイスの元ファイルまで</translation>
    </message>
    <message>
        <source>no: a layer drops it</source>
        <translation>いいえ: 途中の層が破棄します</translation>
    </message>
    <message>
        <source>no: the drive does not take it</source>
        <translation>いいえ: ドライブが受け付けません</translation>
    </message>
    <message>
        <source>unknown</source>
        <translation>不明</translation>
    </message>
    <message>
        <source>enabled</source>
        <translation>有効</translation>
    </message>
    <message>
        <source>disabled</source>
        <translation>無効</translation>
    </message>
    <message>
        <source>masked</source>
        <translation>マスク済み</translation>
    </message>
    <message>
        <source>not installed</source>
        <translation>未インストール</translation>
    </message>
    <message>
        <source>%1 (systemd is not running)</source>
        <extracomment>%1 the timer&apos;s state, e.g. &quot;enabled&quot;</extracomment>
        <translation>%1 (systemd は動いていません)</translation>
    </message>
    <message>
        <source>fstrim.timer</source>
        <translation>fstrim.timer</translation>
    </message>
    <message>
        <source>From %1:</source>
        <extracomment>heading of one way down the block stack; %1 the device at its top</extracomment>
        <translation>%1 から:</translation>
    </message>
    <message>
        <source>%1: no discard limits shown</source>
        <extracomment>%1 a device and its kind, e.g. &quot;/dev/sda (disk)&quot;</extracomment>
        <translation>%1: discard 上限の表示なし</translation>
    </message>
    <message>
        <source>%1: drops discards</source>
        <extracomment>%1 a device and its kind, e.g. &quot;/dev/mapper/luks-1 (dm-crypt)&quot;</extracomment>
        <translation>%1: discard を破棄</translation>
    </message>
    <message>
        <source>%1: passes discards, granularity %2, up to %3</source>
        <extracomment>%1 a device and its kind, %2 discard granularity, %3 largest discard, e.g. &quot;4.0 KiB&quot;, &quot;2.0 GiB&quot;</extracomment>
        <translation>%1: discard を通す、粒度 %2、最大 %3</translation>
    </message>
</context>
<context>
    <name>DriveProof::Gui::UsagePanel</name>
    <message>
        <source>Is it new? %1</source>
        <extracomment>&quot;Is it new?&quot; and the verdict: new, used, possibly reset</extracomment>
        <translation>新品か? %1</translation>
    </message>
    <message>
        <source>The rating could not be kept: %1 cannot be written.</source>
        <extracomment>%1 the file DriveProof keeps what it remembers about drives in</extracomment>
        <translation>定格値を保存できませんでした：%1 に書き込めません。</translation>
    </message>
    <message>
        <source>Rated &amp;endurance:</source>
        <extracomment>the endurance the maker rates the drive&apos;s model for, in terabytes written</extracomment>
        <translation>定格耐久性(&amp;E):</translation>
    </message>
    <message>
        <source> TBW</source>
        <extracomment>unit after the endurance field: terabytes written</extracomment>
        <translation> TBW</translation>
    </message>
    <message>
        <source>not entered</source>
        <extracomment>shown in the endurance field while no rating is kept for the model</extracomment>
        <translation>未入力</translation>
    </message>
    <message>
        <source>&amp;Remember for this model</source>
        <translation>このモデルに記憶(&amp;R)</translation>
    </message>
    <message>
        <source>The terabytes written (TBW) the maker&apos;s data sheet rates this model for. Kept for every drive of the same model.</source>
        <translation>メーカーのデータシートがこのモデルに定める書き込み総量（TBW、テラバイト）。同じモデルのすべてのドライブに適用されます。</translation>
    </message>
</context>
<context>
    <name>DriveProof::Gui::WitnessPage</name>
    <message>
        <source>DriveProof cannot be a witness on %1.</source>
        <extracomment>%1 an address such as 0.0.0.0:7070</extracomment>
        <translation>DriveProof は %1 でウィットネスになれません。</translation>
    </message>
    <message>
        <source>%1: run %2 started.</source>
        <extracomment>%1 a time, %2 a short run id</extracomment>
        <translation>%1: 実行 %2 が開始しました。</translation>
    </message>
    <message>
        <source>%1: run %2 came back.</source>
        <translation>%1: 実行 %2 が戻りました。</translation>
    </message>
    <message>
        <source>%1: run %2 went silent: the estimated power cut.</source>
        <translation>%1: 実行 %2 からの通信が途絶えました（推定される電源断）。</translation>
    </message>
    <message>
        <source>%1: run %2 stopped on a write error: %3</source>
        <translation>%1: 実行 %2 が書き込みエラーで停止しました: %3</translation>
    </message>
    <message>
        <source>%1: run %2 ended cleanly, without a power cut.</source>
        <translation>%1: 実行 %2 は電源断なしで正常に終了しました。</translation>
    </message>
    <message>
        <source>%1: the result of run %2 arrived.</source>
        <translation>%1: 実行 %2 の結果が届きました。</translation>
    </message>
    <message>
        <source>%1: refused a connection: %2</source>
        <extracomment>%1 a time, %2 why a connection was refused</extracomment>
        <translation>%1: 接続を拒否しました: %2</translation>
    </message>
    <message>
        <source>%1: the journal cannot be written: %2</source>
        <translation>%1: ジャーナルに書き込めません: %2</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>journal damaged</source>
        <translation>ジャーナル破損</translation>
    </message>
    <message>
        <source>write error</source>
        <translation>書き込みエラー</translation>
    </message>
    <message>
        <source>ended cleanly</source>
        <translation>正常に終了</translation>
    </message>
    <message>
        <source>silent: power cut?</source>
        <translation>通信途絶: 電源断？</translation>
    </message>
    <message>
        <source>connected, writing</source>
        <translation>接続済み、書き込み中</translation>
    </message>
    <message>
        <source>connected, preparing</source>
        <translation>接続済み、準備中</translation>
    </message>
    <message>
        <source>waiting for the writer</source>
        <translation>書き込み側を待っています</translation>
    </message>
    <message>
        <source>%1 (%2 s ago)</source>
        <extracomment>%1 a clock time, %2 seconds ago</extracomment>
        <translation>%1（%2 秒前）</translation>
    </message>
    <message>
        <source>received</source>
        <translation>受信済み</translation>
    </message>
    <message>
        <source>Pairing code %1</source>
        <translation>ペアリングコード %1</translation>
    </message>
    <message>
        <source>&amp;Stop witness</source>
        <translation>ウィットネスを停止(&amp;S)</translation>
    </message>
    <message>
        <source>&amp;Start witness</source>
        <translation>ウィットネスを開始(&amp;S)</translation>
    </message>
    <message>
        <source>Listening on port %1. The record of each run is kept in %2.</source>
        <extracomment>%1 a port number, %2 a folder</extracomment>
        <translation>ポート %1 で待ち受けています。各実行の記録は %2 に保存されます。</translation>
    </message>
    <message>
        <source>Not listening.</source>
        <translation>待ち受けていません。</translation>
    </message>
    <message>
        <source>Power-loss witness – DriveProof</source>
        <translation>電源断テストのウィットネス – DriveProof</translation>
    </message>
    <message>
        <source>Be the witness of a power-loss test</source>
        <translation>電源断テストのウィットネスになる</translation>
    </message>
    <message>
        <source>The computer whose drive is tested reports every write its drive acknowledges to this one, over the network. After the power cut, this record shows which acknowledged writes the drive lost. Keep this computer running and its power on during the test.</source>
        <translation>テスト対象のドライブがあるコンピュータは、ドライブが完了と応答したすべての書き込みを、ネットワーク経由でこのコンピュータに報告します。電源断の後、この記録から、ドライブが完了と応答した書き込みのうちどれを失ったかが分かります。テスト中は、このコンピュータを動作させたまま、電源も入れたままにしてください。</translation>
    </message>
    <message>
        <source>&amp;Listen on:</source>
        <translation>待ち受けアドレス(&amp;L):</translation>
    </message>
    <message>
        <source>Address and port to listen on</source>
        <translation>待ち受けるアドレスとポート</translation>
    </message>
    <message>
        <source>0.0.0.0:7070 listens on every network of this computer</source>
        <translation>0.0.0.0:7070 は、このコンピュータのすべてのネットワークで待ち受けます</translation>
    </message>
    <message>
        <source>Pairing code</source>
        <translation>ペアリングコード</translation>
    </message>
    <message>
        <source>&amp;New code</source>
        <translation>新しいコード(&amp;N)</translation>
    </message>
    <message>
        <source>On the computer under test, open the power-loss test and type this computer&apos;s address (port included) and this code. From a terminal: &quot;driveproof-cli powerloss run --witness ADDRESS:PORT&quot;. Instead of this page you may run &quot;driveproof-cli witness&quot; here.</source>
        <translation>テスト対象のコンピュータで電源断テストを開き、このコンピュータのアドレス（ポートを含む）とこのコードを入力してください。ターミナルからは「driveproof-cli powerloss run --witness ADDRESS:PORT」を実行します。このページの代わりに、ここで「driveproof-cli witness」を実行することもできます。</translation>
    </message>
    <message>
        <source>Runs</source>
        <translation>実行</translation>
    </message>
    <message>
        <source>Run</source>
        <translation>実行</translation>
    </message>
    <message>
        <source>Computer</source>
        <translation>コンピュータ</translation>
    </message>
    <message>
        <source>State</source>
        <translation>状態</translation>
    </message>
    <message>
        <source>Commits</source>
        <translation>コミット</translation>
    </message>
    <message>
        <source>Silent since</source>
        <extracomment>a column: when the writer went silent, the estimated power cut</extracomment>
        <translation>通信途絶の時刻</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>結果</translation>
    </message>
    <message>
        <source>Runs this witness records</source>
        <translation>このウィットネスが記録している実行</translation>
    </message>
    <message>
        <source>Last event</source>
        <translation>最後のイベント</translation>
    </message>
    <message>
        <source>On the computer under test, type one of these witness addresses: %1</source>
        <extracomment>%1 this computer&apos;s addresses with the port, e.g. &quot;192.0.2.7:7070, 10.0.0.2:7070&quot;</extracomment>
        <translation>テスト対象のコンピュータで、次のいずれかをウィットネスのアドレスとして入力してください: %1</translation>
    </message>
</context>
<context>
    <name>DriveProof::Gui::WriteCacheCard</name>
    <message>
        <source>Write cache</source>
        <translation>書き込みキャッシュ</translation>
    </message>
    <message>
        <source>Keep after reboot</source>
        <translation>再起動後も維持</translation>
    </message>
    <message>
        <source>A volatile write cache makes writes fast but can lose data that was already acknowledged if power fails. With the cache on, commits are safe only while the kernel sends flushes and the drive obeys them; with it off, every write reaches the media before it is acknowledged.</source>
        <translation>揮発性書き込みキャッシュは書き込みを高速にしますが、電源が失われると、すでに書き込み完了を通知したデータが失われることがあります。キャッシュがオンの場合、コミットが安全なのは、カーネルがフラッシュを送り、ドライブがそれに従う間だけです。オフの場合、すべての書き込みは完了を通知する前にメディアに届きます。</translation>
    </message>
    <message>
        <source>Waiting for permission… If a password dialog opened, answer it there.</source>
        <translation>権限の確認を待っています… パスワードのダイアログが開いた場合は、そちらで応答してください。</translation>
    </message>
    <message>
        <source>Switching…</source>
        <translation>切り替え中…</translation>
    </message>
    <message>
        <source>The drive did not take the new setting: its cache is still off.</source>
        <translation>ドライブは新しい設定を受け付けませんでした。キャッシュはオフのままです。</translation>
    </message>
    <message>
        <source>The drive did not take the new setting: its cache is still on.</source>
        <translation>ドライブは新しい設定を受け付けませんでした。キャッシュはオンのままです。</translation>
    </message>
    <message>
        <source>Done: the drive&apos;s cache is on now (read again from the drive).</source>
        <translation>完了: ドライブのキャッシュは現在オンです（ドライブから再度読み取りました）。</translation>
    </message>
    <message>
        <source>Done: the drive&apos;s cache is off now (read again from the drive).</source>
        <translation>完了: ドライブのキャッシュは現在オフです（ドライブから再度読み取りました）。</translation>
    </message>
    <message>
        <source>Drive&apos;s cache</source>
        <translation>ドライブのキャッシュ</translation>
    </message>
    <message>
        <source>reading…</source>
        <translation>読み取り中…</translation>
    </message>
    <message>
        <source>The drive&apos;s setting could not be read; see below.</source>
        <translation>ドライブの設定を読み取れませんでした。下記を参照してください。</translation>
    </message>
    <message>
        <source>Read from</source>
        <translation>取得元</translation>
    </message>
    <message>
        <source>Kernel view only: there is no drive-level cache that DriveProof could read or switch here.</source>
        <translation>カーネルの認識のみ: ここには、DriveProof が読み取ったり切り替えたりできるドライブ側のキャッシュがありません。</translation>
    </message>
    <message>
        <source>This drive has no volatile write cache: every write goes to the media before it is acknowledged. There is nothing to switch.</source>
        <translation>このドライブには揮発性書き込みキャッシュがありません。すべての書き込みは完了を通知する前にメディアに届きます。切り替えるものはありません。</translation>
    </message>
    <message>
        <source>This drive does not allow its write cache setting to be changed. Its maker&apos;s tool may offer a way.</source>
        <translation>このドライブは書き込みキャッシュの設定の変更を許可していません。メーカーのツールで変更できる場合があります。</translation>
    </message>
    <message>
        <source>The drive did not report whether its cache is on, so DriveProof offers no switch.</source>
        <translation>ドライブがキャッシュのオン/オフを報告しなかったため、DriveProof は切り替えを提供しません。</translation>
    </message>
    <message>
        <source>does not apply</source>
        <translation>該当なし</translation>
    </message>
    <message>
        <source>Only a real drive has a cache of its own; see the note below.</source>
        <translation>独自のキャッシュを持つのは実際のドライブだけです。下の注記を参照してください。</translation>
    </message>
    <message>
        <source>none</source>
        <translation>なし</translation>
    </message>
    <message>
        <source>The drive has no volatile write cache.</source>
        <translation>ドライブには揮発性書き込みキャッシュがありません。</translation>
    </message>
    <message>
        <source>on</source>
        <translation>オン</translation>
    </message>
    <message>
        <source>off</source>
        <translation>オフ</translation>
    </message>
    <message>
        <source>The drive did not report its current setting.</source>
        <translation>ドライブは現在の設定を報告しませんでした。</translation>
    </message>
    <message>
        <source>Kernel&apos;s view</source>
        <translation>カーネルの認識</translation>
    </message>
    <message>
        <source>The kernel does not report a write-cache mode for this device.</source>
        <translation>カーネルは、このデバイスの書き込みキャッシュモードを報告していません。</translation>
    </message>
    <message>
        <source>What the kernel believes (queue/write_cache). With &quot;write back&quot; it asks the drive to flush its cache when a program commits data.</source>
        <translation>カーネルの認識です (queue/write_cache)。「write back」の場合、プログラムがデータをコミットすると、カーネルはドライブにキャッシュのフラッシュを要求します。</translation>
    </message>
    <message>
        <source>FUA</source>
        <translation>FUA</translation>
    </message>
    <message>
        <source>The kernel does not say whether it uses Forced Unit Access.</source>
        <translation>カーネルは Forced Unit Access を使うかどうかを報告していません。</translation>
    </message>
    <message>
        <source>yes: single writes can be forced to the media</source>
        <translation>はい: 個々の書き込みをメディアまで強制的に届けられます</translation>
    </message>
    <message>
        <source>Forced Unit Access: the kernel can ask for single writes to reach stable media without flushing the whole cache.</source>
        <translation>Forced Unit Access: カーネルは、キャッシュ全体をフラッシュせずに、個々の書き込みを不揮発性メディアまで確実に届けるよう要求できます。</translation>
    </message>
    <message>
        <source>%1, re-applied by udisks2 at every boot</source>
        <extracomment>%1 &quot;on&quot; or &quot;off&quot;</extracomment>
        <translation>%1、起動のたびに udisks2 が再適用</translation>
    </message>
    <message>
        <source>%1, saved in the drive</source>
        <extracomment>%1 &quot;on&quot; or &quot;off&quot;</extracomment>
        <translation>%1、ドライブに保存</translation>
    </message>
    <message>
        <source>Saved setting</source>
        <translation>保存された設定</translation>
    </message>
    <message>
        <source>The setting the drive gets again after a power cycle.</source>
        <translation>電源を入れ直した後にドライブに再び適用される設定です。</translation>
    </message>
    <message>
        <source>until the next power cycle, or for good with &quot;Keep after reboot&quot; (udisks2 re-applies it at every boot)</source>
        <translation>次に電源を入れ直すまで。「再起動後も維持」を使えば永続的（udisks2 が起動のたびに再適用）</translation>
    </message>
    <message>
        <source>until the next power cycle, or for good with &quot;Keep after reboot&quot; (saved in the drive)</source>
        <translation>次に電源を入れ直すまで。「再起動後も維持」を使えば永続的（ドライブに保存）</translation>
    </message>
    <message>
        <source>until the next power cycle</source>
        <translation>次に電源を入れ直すまで</translation>
    </message>
    <message>
        <source>A change lasts</source>
        <translation>変更の有効期間</translation>
    </message>
    <message>
        <source>Turn the cache off</source>
        <translation>キャッシュをオフにする</translation>
    </message>
    <message>
        <source>Turn the cache on</source>
        <translation>キャッシュをオンにする</translation>
    </message>
    <message>
        <source>Turn the write cache of %1 off</source>
        <extracomment>accessible name of the switch; %1 device path</extracomment>
        <translation>%1 の書き込みキャッシュをオフにする</translation>
    </message>
    <message>
        <source>Turn the write cache of %1 on</source>
        <extracomment>accessible name of the switch; %1 device path</extracomment>
        <translation>%1 の書き込みキャッシュをオンにする</translation>
    </message>
    <message>
        <source>Turning the cache off makes commits slower, often many times slower, but safe: acknowledged writes are on the media, even if the drive ignores flushes.</source>
        <translation>キャッシュをオフにするとコミットは遅くなります（多くの場合、何倍も遅くなります）が、安全です。ドライブがフラッシュを無視しても、完了を通知した書き込みはメディア上にあります。</translation>
    </message>
    <message>
        <source>Turning the cache on makes writes faster. Commits stay safe only while the kernel sends flushes and the drive obeys them.</source>
        <translation>キャッシュをオンにすると書き込みが速くなります。コミットが安全なのは、カーネルがフラッシュを送り、ドライブがそれに従う間だけです。</translation>
    </message>
    <message>
        <source>udisks2 stores the setting and applies it again at every boot.</source>
        <translation>udisks2 が設定を保存し、起動のたびに再適用します。</translation>
    </message>
    <message>
        <source>The drive saves the setting and keeps it across power cycles.</source>
        <translation>ドライブが設定を保存し、電源を入れ直しても維持します。</translation>
    </message>
    <message>
        <source>Why this matters</source>
        <translation>これが重要な理由</translation>
    </message>
</context>
<context>
    <name>DriveProof::Health</name>
    <message>
        <source>The drive&apos;s SMART data could not be assessed: %1.</source>
        <extracomment>%1 the system&apos;s error text</extracomment>
        <translation>ドライブの SMART データを評価できませんでした: %1。</translation>
    </message>
    <message>
        <source>The drive&apos;s SMART self-assessment passed, it reports no bad sectors, and no attribute is or was past its threshold.</source>
        <translation>ドライブの SMART 自己診断は合格で、不良セクタの報告はなく、しきい値を超えている属性も、過去に超えた属性もありません。</translation>
    </message>
    <message>
        <source>An attribute that predicts failure was past its threshold in the past. Keep backups and watch this drive.</source>
        <translation>故障を予測する属性が、過去にしきい値を超えたことがあります。バックアップを取り、このドライブの状態に注意してください。</translation>
    </message>
    <message numerus="yes">
        <source>The drive has %n bad sector(s) (reallocated or waiting to be). Keep backups and check again soon: a growing number means the drive is wearing out.</source>
        <extracomment>%n number of bad sectors</extracomment>
        <translation>
            <numerusform>ドライブに不良セクタが %n 個あります（代替処理済みまたは代替待ち）。バックアップを取り、近いうちに再確認してください。数が増えている場合、ドライブは劣化が進んでいます。</numerusform>
        </translation>
    </message>
    <message>
        <source>An attribute that predicts failure is past its threshold now: the drive expects to fail. Back up your data and replace the drive.</source>
        <translation>故障を予測する属性が現在しきい値を超えています。ドライブ自身が故障を予測しています。データをバックアップし、ドライブを交換してください。</translation>
    </message>
    <message>
        <source>The drive has more bad sectors than its threshold allows. Back up your data and replace the drive.</source>
        <translation>ドライブの不良セクタ数がしきい値の許容範囲を超えています。データをバックアップし、ドライブを交換してください。</translation>
    </message>
    <message>
        <source>The drive&apos;s own SMART self-assessment says it is failing. Back up your data now and replace the drive.</source>
        <translation>ドライブ自身の SMART 自己診断が、故障しかけていると判定しています。今すぐデータをバックアップし、ドライブを交換してください。</translation>
    </message>
    <message>
        <source>libatasmart gave an assessment this version of DriveProof does not know.</source>
        <translation>libatasmart が、このバージョンの DriveProof では扱えない評価を返しました。</translation>
    </message>
    <message>
        <source>%1 has no ATA health data: it is not an ATA drive (loop, virtual and NVMe devices have none).</source>
        <extracomment>%1 device</extracomment>
        <translation>%1 には ATA の健康状態データがありません。ATA ドライブではありません（ループデバイス、仮想デバイス、NVMe デバイスにはありません）。</translation>
    </message>
    <message>
        <source>The drive in %1 does not support SMART, so it reports no health data.</source>
        <extracomment>%1 device</extracomment>
        <translation>%1 のドライブは SMART に対応していないため、健康状態データを報告しません。</translation>
    </message>
    <message>
        <source>SMART is switched off on this drive, so it reports no health data. DriveProof does not switch it on by itself; &apos;smartctl -s on&apos; does.</source>
        <translation>このドライブでは SMART が無効になっているため、健康状態データを報告しません。DriveProof が自動で有効にすることはありません。「smartctl -s on」で有効にできます。</translation>
    </message>
    <message>
        <source>%1 reports no ATA SMART data: it is not an ATA drive, or its USB bridge does not pass SMART commands through.</source>
        <extracomment>%1 device or file</extracomment>
        <translation>%1 は ATA SMART データを報告しません。ATA ドライブではないか、USB ブリッジが SMART コマンドをパススルーしません。</translation>
    </message>
    <message>
        <source>Reading SMART data from %1 failed: %2.</source>
        <extracomment>%1 device or file, %2 the system&apos;s error text</extracomment>
        <translation>%1 からの SMART データの読み取りに失敗しました: %2。</translation>
    </message>
    <message>
        <source>Unexpected power losses (SMART attribute 174)</source>
        <translation>予期しない電源断 (SMART 属性 174)</translation>
    </message>
    <message>
        <source>Unsafe shutdowns (SMART attribute 192)</source>
        <translation>安全でないシャットダウン (SMART 属性 192)</translation>
    </message>
    <message>
        <source>Emergency head retracts at power-off (SMART attribute 192)</source>
        <translation>電源断時の緊急ヘッド退避 (SMART 属性 192)</translation>
    </message>
    <message>
        <source>%1 is not a libatasmart SMART dump (tagged IDFY / SMST / SMDT / SMTH sections).</source>
        <extracomment>%1 file name</extracomment>
        <translation>%1 は libatasmart の SMART ダンプ（IDFY / SMST / SMDT / SMTH のタグ付きセクション）ではありません。</translation>
    </message>
    <message>
        <source>%1 is a %2 device: it has no health data of its own to read.</source>
        <extracomment>%1 device path, %2 transport such as &quot;virtio&quot; or &quot;loop&quot;</extracomment>
        <translation>%1 は %2 デバイスです。読み取れる独自の健康状態データはありません。</translation>
    </message>
    <message>
        <source>unknown</source>
        <translation>不明</translation>
    </message>
    <message>
        <source>The helper&apos;s health reply names no device.</source>
        <translation>ヘルパーからの健康状態の応答にデバイスの指定がありません。</translation>
    </message>
    <message>
        <source>Critical warning: the spare capacity has fallen below the drive&apos;s threshold.</source>
        <translation>重大な警告: 予備容量がドライブのしきい値を下回りました。</translation>
    </message>
    <message>
        <source>Critical warning: the temperature is outside the drive&apos;s limits.</source>
        <translation>重大な警告: 温度がドライブの許容範囲外です。</translation>
    </message>
    <message>
        <source>Critical warning: the drive&apos;s reliability is degraded by media errors or an internal error. Back up its data.</source>
        <translation>重大な警告: メディアエラーまたは内部エラーにより、ドライブの信頼性が低下しています。データをバックアップしてください。</translation>
    </message>
    <message>
        <source>Critical warning: the drive has made its media read-only. Copy its data elsewhere.</source>
        <translation>重大な警告: ドライブがメディアを読み取り専用にしました。データを別の場所にコピーしてください。</translation>
    </message>
    <message>
        <source>Critical warning: the backup for the drive&apos;s volatile memory has failed, so cached writes may be lost at a power cut.</source>
        <translation>重大な警告: ドライブの揮発性メモリのバックアップ機構が故障しているため、キャッシュされた書き込みが停電時に失われる可能性があります。</translation>
    </message>
    <message>
        <source>Critical warning: the drive&apos;s persistent memory region has become read-only.</source>
        <translation>重大な警告: ドライブの永続メモリ領域 (PMR) が読み取り専用になりました。</translation>
    </message>
    <message>
        <source>Critical warning: bit %1, which this version of DriveProof does not know, is set.</source>
        <extracomment>%1 bit number of the NVMe critical warning byte</extracomment>
        <translation>重大な警告: このバージョンの DriveProof では扱えないビット %1 がセットされています。</translation>
    </message>
    <message>
        <source>Only %L1% spare capacity is left, below the drive&apos;s threshold of %L2%.</source>
        <extracomment>%1 spare capacity left in percent, %2 the drive&apos;s threshold in percent</extracomment>
        <translation>予備容量の残りは %L1% しかなく、ドライブのしきい値 %L2% を下回っています。</translation>
    </message>
    <message>
        <source>The drive has used %L1% of its rated endurance: it has taken more writes than it was designed for.</source>
        <extracomment>%1 percentage of the rated endurance used, 100 or more</extracomment>
        <translation>ドライブは定格耐久性の %L1% を使用しました。設計上の想定を超える量の書き込みを受けています。</translation>
    </message>
    <message>
        <source>The drive has used %L1% of its rated endurance.</source>
        <extracomment>%1 percentage of the rated endurance used</extracomment>
        <translation>ドライブは定格耐久性の %L1% を使用しました。</translation>
    </message>
    <message numerus="yes">
        <source>The drive has recorded %Ln media or data integrity error(s).</source>
        <extracomment>%n number of errors (counts beyond the int range are shown as the int maximum)</extracomment>
        <translation>
            <numerusform>ドライブは %Ln 件のメディアエラーまたはデータ整合性エラーを記録しています。</numerusform>
        </translation>
    </message>
    <message>
        <source>The drive is at %L1 °C, at or above its critical temperature of %L2 °C.</source>
        <extracomment>%1 current temperature in °C, %2 the drive&apos;s critical limit in °C</extracomment>
        <translation>ドライブの温度は %L1 °C で、臨界温度 %L2 °C 以上です。</translation>
    </message>
    <message>
        <source>The drive is at %L1 °C, at or above its warning temperature of %L2 °C.</source>
        <extracomment>%1 current temperature in °C, %2 the drive&apos;s warning limit in °C</extracomment>
        <translation>ドライブの温度は %L1 °C で、警告温度 %L2 °C 以上です。</translation>
    </message>
    <message>
        <source>The drive is at %L1 °C, at or above %L2 °C, where most drives slow down to cool off.</source>
        <extracomment>%1 current temperature in °C, %2 a generic limit in °C</extracomment>
        <translation>ドライブの温度は %L1 °C で、%L2 °C 以上です。多くのドライブは、この温度になると冷却のために速度を落とします。</translation>
    </message>
    <message>
        <source>The NVMe health log reports no problems.</source>
        <translation>NVMe ヘルスログに問題は報告されていません。</translation>
    </message>
    <message>
        <source>The drive&apos;s answer to SMART RETURN STATUS did not come back (the registers were missing or not a known answer), so its own assessment is unknown; the attributes are shown as read.</source>
        <translation>SMART RETURN STATUS に対するドライブの応答が返ってきませんでした（レジスタがないか、既知の応答ではありませんでした）。そのため、ドライブ自身の評価は不明です。属性は読み取ったとおりに表示しています。</translation>
    </message>
    <message>
        <source>%1 is a virtual disk (%2) and answers no ATA health commands: the health of the drives behind it can be read on the host.</source>
        <extracomment>%1 device path, %2 who emulates the disk: &quot;QEMU&quot;, &quot;VMware&quot;, &quot;Hyper-V&quot;...</extracomment>
        <translation>%1 は仮想ディスク（%2）で、ATA の健康状態コマンドに応答しません。その背後にあるドライブの健康状態は、ホスト上で読み取れます。</translation>
    </message>
    <message>
        <source>The helper&apos;s health reply has a reason without a code. Restart DriveProof after an update.</source>
        <translation>ヘルパーからの健康状態の応答に、コードのない理由が含まれています。アップデート後は DriveProof を再起動してください。</translation>
    </message>
    <message>
        <source>The helper&apos;s health reply has reasons in a form this version does not read. Restart DriveProof after an update.</source>
        <translation>ヘルパーからの健康状態の応答に、このバージョンでは読み取れない形式の理由が含まれています。アップデート後は DriveProof を再起動してください。</translation>
    </message>
    <message>
        <source>Reason %1 (%2)</source>
        <extracomment>a reason this version does not know (from a newer helper); %1 its code, %2 its arguments</extracomment>
        <translation>理由 %1 (%2)</translation>
    </message>
    <message>
        <source>Rate of errors while reading; the raw value&apos;s meaning is the maker&apos;s own.</source>
        <translation>読み取りエラーの発生率。生の値の意味はメーカー独自です。</translation>
    </message>
    <message>
        <source>Time the platters take to reach full speed.</source>
        <translation>プラッタが最高回転数に達するまでの時間。</translation>
    </message>
    <message>
        <source>Times the spindle started and stopped.</source>
        <translation>スピンドルが起動・停止した回数。</translation>
    </message>
    <message>
        <source>Sectors found bad and replaced by spares; a new drive has 0.</source>
        <translation>不良と判定され予備に置き換えられたセクター。新品のドライブでは 0 です。</translation>
    </message>
    <message>
        <source>Rate of head positioning errors; the raw value&apos;s meaning is the maker&apos;s own.</source>
        <translation>ヘッド位置決めエラーの発生率。生の値の意味はメーカー独自です。</translation>
    </message>
    <message>
        <source>Hours the drive has been powered on.</source>
        <translation>ドライブの電源が入っていた時間。</translation>
    </message>
    <message>
        <source>Times the spindle needed more than one try to spin up.</source>
        <translation>スピンドルの起動に複数回の試行が必要だった回数。</translation>
    </message>
    <message>
        <source>Times the drive was switched on.</source>
        <translation>ドライブの電源が入れられた回数。</translation>
    </message>
    <message>
        <source>How worn the flash is (erase cycles); the normalised value falls as it wears.</source>
        <translation>フラッシュの摩耗度 (消去サイクル)。正規化値は摩耗とともに下がります。</translation>
    </message>
    <message>
        <source>Times power was lost without the host telling the drive first.</source>
        <translation>ホストから事前の通知なしに電源が失われた回数。</translation>
    </message>
    <message>
        <source>Blocks that went bad while in use.</source>
        <translation>使用中に不良になったブロック。</translation>
    </message>
    <message>
        <source>Data corrupted between the host interface and the media, inside the drive.</source>
        <translation>ドライブ内部、インターフェースとメディアの間で破損したデータ。</translation>
    </message>
    <message>
        <source>Reads the drive could not correct and reported as errors.</source>
        <translation>ドライブが訂正できずエラーとして報告した読み取り。</translation>
    </message>
    <message>
        <source>Commands that timed out, often from cabling or power trouble.</source>
        <translation>タイムアウトしたコマンド。多くはケーブルや電源の問題が原因です。</translation>
    </message>
    <message>
        <source>Temperature of the air around the drive.</source>
        <translation>ドライブ周囲の空気の温度。</translation>
    </message>
    <message>
        <source>Times the heads were parked in an emergency because power went away.</source>
        <translation>電源が失われたためヘッドが緊急退避した回数。</translation>
    </message>
    <message>
        <source>Times the heads were parked and loaded again.</source>
        <translation>ヘッドが退避して再びロードされた回数。</translation>
    </message>
    <message>
        <source>Temperature of the drive.</source>
        <translation>ドライブの温度。</translation>
    </message>
    <message>
        <source>Times sectors were moved to spares.</source>
        <translation>セクターが予備へ移された回数。</translation>
    </message>
    <message>
        <source>Sectors that could not be read and wait to be rewritten or replaced.</source>
        <translation>読み取れず、書き直しか置き換えを待っているセクター。</translation>
    </message>
    <message>
        <source>Sectors the drive&apos;s own scan could not read.</source>
        <translation>ドライブ自身のスキャンで読み取れなかったセクター。</translation>
    </message>
    <message>
        <source>Transfers garbled on the cable; a count that grows means a bad cable or connector, not a bad drive.</source>
        <translation>ケーブル上で化けた転送。増え続ける場合はドライブではなくケーブルかコネクターの不良です。</translation>
    </message>
    <message>
        <source>Amount written to the drive, in the maker&apos;s units (often 512-byte sectors).</source>
        <translation>ドライブに書き込まれた量 (メーカー独自の単位、多くは 512 バイトセクター)。</translation>
    </message>
    <message>
        <source>Amount read from the drive, in the maker&apos;s units (often 512-byte sectors).</source>
        <translation>ドライブから読み出された量 (メーカー独自の単位、多くは 512 バイトセクター)。</translation>
    </message>
    <message>
        <source>Defined by the drive&apos;s maker; its meaning differs between models.</source>
        <translation>ドライブのメーカーが定義したもので、意味はモデルによって異なります。</translation>
    </message>
    <message>
        <source>%1 °C (lowest %2, highest %3)</source>
        <extracomment>a drive temperature and the range it has seen; %1 now, %2 lowest, %3 highest</extracomment>
        <translation>%1 °C (最低 %2、最高 %3)</translation>
    </message>
    <message>
        <source>%1 °C</source>
        <extracomment>a drive temperature; %1 the number
----------
a temperature; %1 the number</extracomment>
        <translation>%1 °C</translation>
    </message>
    <message>
        <source>%1 h</source>
        <extracomment>power-on hours; %1 the number of hours</extracomment>
        <translation>%1 時間</translation>
    </message>
    <message>
        <source>%1 has %2 bytes instead of 512.</source>
        <translation>%1 が 512 バイトではなく %2 バイトです。</translation>
    </message>
    <message>
        <source>The drive returned no SCT Status.</source>
        <translation>ドライブは SCT ステータスを返しませんでした。</translation>
    </message>
    <message>
        <source>%1 is behind a USB bridge (%2, driver %3) that does not pass ATA commands through (SAT), so the drive&apos;s SMART records cannot be read over it. Connect the drive by SATA to read them.</source>
        <extracomment>%1 device path, %2 the USB bridge&apos;s name as it answers INQUIRY, %3 the USB driver (&quot;uas&quot; or &quot;usb-storage&quot;)</extracomment>
        <translation>%1 は ATA コマンドを通さない (SAT 非対応の) USB ブリッジ (%2、ドライバー %3) の先にあるため、ドライブの SMART 記録を読み取れません。読み取るにはドライブを SATA で接続してください。</translation>
    </message>
    <message>
        <source>%1%</source>
        <extracomment>a percentage; %1 the number, e.g. &quot;42.2&quot;
----------
a percentage; %1 the number, e.g. &quot;97&quot;</extracomment>
        <translation>%1%</translation>
    </message>
    <message>
        <source>Attribute %1 (%2) counts %3. Of the hard drives Backblaze saw fail, %4 had it above zero, against %5 of those still working (%6).</source>
        <extracomment>%1 attribute number, %2 its name, %3 its raw count, %4 and %5 percentages, %6 the study it comes from</extracomment>
        <translation>属性 %1 (%2) の値は %3 です。Backblaze で故障したハードディスクの %4 でこの値が 0 を超えていたのに対し、稼働中のものでは %5 でした (%6)。</translation>
    </message>
    <message>
        <source>In Google&apos;s fleet, drives were %1 times as likely to fail within 60 days after the first such event (%2).</source>
        <extracomment>%1 how many times, e.g. &quot;14&quot;, %2 the study it comes from</extracomment>
        <translation>Google の運用ドライブでは、この種の事象が初めて起きた後 60 日以内に故障する確率が %1 倍でした (%2)。</translation>
    </message>
    <message>
        <source>Pre-fail</source>
        <extracomment>SMART attribute type: its failure predicts the drive&apos;s failure</extracomment>
        <translation>事前故障</translation>
    </message>
    <message>
        <source>Old-age</source>
        <translation>経年劣化</translation>
    </message>
    <message>
        <source>Always</source>
        <extracomment>SMART attribute: updated while the drive works / only by off-line scans</extracomment>
        <translation>常時</translation>
    </message>
    <message>
        <source>Offline</source>
        <translation>オフライン</translation>
    </message>
    <message>
        <source>Errors the drive logged over its life; each one is a command that failed.</source>
        <translation>ドライブが生涯に記録したエラー。それぞれが失敗したコマンドです。</translation>
    </message>
    <message>
        <source>%1 °C (lifetime %2 to %3 °C)</source>
        <extracomment>%1 temperature now, %2 lowest and %3 highest the drive ever had</extracomment>
        <translation>%1 °C (生涯 %2 〜 %3 °C)</translation>
    </message>
    <message>
        <source>The drive&apos;s temperature and its lifetime range, from its SCT Status.</source>
        <translation>SCT ステータスによるドライブの温度と生涯の温度範囲。</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <extracomment>NVMe data units and what they make; %1 the count, %2 e.g. &quot;6.3 TB&quot;</extracomment>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>%1 min</source>
        <extracomment>a duration; %1 the number of minutes</extracomment>
        <translation>%1 分</translation>
    </message>
    <message>
        <source>%1 s</source>
        <extracomment>a duration; %1 the number of seconds</extracomment>
        <translation>%1 秒</translation>
    </message>
    <message>
        <source>Problems the drive flags itself (spare, temperature, reliability, read-only, backup); 0 means none.</source>
        <translation>ドライブ自身が示す問題 (予備領域、温度、信頼性、読み取り専用、バックアップ)。0 は問題なし。</translation>
    </message>
    <message>
        <source>The drive&apos;s overall temperature.</source>
        <translation>ドライブ全体の温度。</translation>
    </message>
    <message>
        <source>%1 (threshold %2)</source>
        <translation>%1 (しきい値 %2)</translation>
    </message>
    <message>
        <source>Reserve flash left for replacing worn blocks; the drive warns below the threshold.</source>
        <translation>摩耗したブロックの置き換えに使える残りの予備フラッシュ。しきい値を下回るとドライブが警告します。</translation>
    </message>
    <message>
        <source>The maker&apos;s estimate of the rated life used; it can pass 100%.</source>
        <translation>定格寿命のうち使用済みの割合のメーカー推定値。100% を超えることがあります。</translation>
    </message>
    <message>
        <source>The same kind of warnings for the drive&apos;s endurance groups; 0 means none.</source>
        <translation>ドライブのエンデュランスグループに対する同種の警告。0 は問題なし。</translation>
    </message>
    <message>
        <source>Amount the host read, in units of 512,000 bytes.</source>
        <translation>ホストが読み出した量 (512,000 バイト単位)。</translation>
    </message>
    <message>
        <source>Amount the host wrote, in units of 512,000 bytes.</source>
        <translation>ホストが書き込んだ量 (512,000 バイト単位)。</translation>
    </message>
    <message>
        <source>Read commands the drive completed.</source>
        <translation>ドライブが完了した読み取りコマンド。</translation>
    </message>
    <message>
        <source>Write commands the drive completed.</source>
        <translation>ドライブが完了した書き込みコマンド。</translation>
    </message>
    <message>
        <source>Minutes the drive was busy with commands.</source>
        <translation>ドライブがコマンド処理で使用中だった時間 (分)。</translation>
    </message>
    <message>
        <source>Data the drive could not read or write correctly.</source>
        <translation>ドライブが正しく読み書きできなかったデータです。</translation>
    </message>
    <message>
        <source>Entries in the drive&apos;s error log over its life; many are harmless rejected commands.</source>
        <translation>ドライブのエラーログの生涯の件数。多くは無害な拒否されたコマンドです。</translation>
    </message>
    <message>
        <source>Minutes spent above the drive&apos;s warning temperature.</source>
        <translation>ドライブの警告温度を超えていた時間 (分)。</translation>
    </message>
    <message>
        <source>Minutes spent above the drive&apos;s critical temperature.</source>
        <translation>ドライブの臨界温度を超えていた時間 (分)。</translation>
    </message>
    <message>
        <source>Temperature of one sensor inside the drive.</source>
        <translation>ドライブ内部のセンサー 1 個の温度。</translation>
    </message>
    <message>
        <source>Times the drive slowed itself down lightly to cool off.</source>
        <translation>冷却のためにドライブが軽く速度を落とした回数。</translation>
    </message>
    <message>
        <source>Times the drive slowed itself down hard to cool off.</source>
        <translation>冷却のためにドライブが大きく速度を落とした回数。</translation>
    </message>
    <message>
        <source>Seconds spent slowed down lightly for heat.</source>
        <translation>熱のため軽く速度を落としていた時間 (秒)。</translation>
    </message>
    <message>
        <source>Seconds spent slowed down hard for heat.</source>
        <translation>熱のため大きく速度を落としていた時間 (秒)。</translation>
    </message>
    <message>
        <source>ID</source>
        <extracomment>column titles of the SMART attribute table, as smartctl and GNOME Disks name them</extracomment>
        <translation>ID</translation>
    </message>
    <message>
        <source>Attribute</source>
        <translation>属性</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>現在値</translation>
    </message>
    <message>
        <source>Worst</source>
        <translation>最悪値</translation>
    </message>
    <message>
        <source>Threshold</source>
        <translation>しきい値</translation>
    </message>
    <message>
        <source>Type</source>
        <translation>種類</translation>
    </message>
    <message>
        <source>Updated</source>
        <translation>更新</translation>
    </message>
    <message>
        <source>When failed</source>
        <translation>異常時期</translation>
    </message>
    <message>
        <source>Raw value</source>
        <translation>生の値</translation>
    </message>
    <message>
        <source>Meaning</source>
        <translation>意味</translation>
    </message>
    <message>
        <source>Self-test</source>
        <translation>セルフテスト</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>結果</translation>
    </message>
    <message>
        <source>Power-on hours</source>
        <translation>使用時間</translation>
    </message>
    <message>
        <source>First failing sector</source>
        <translation>最初の不良セクター</translation>
    </message>
    <message>
        <source>Self-test log: empty.</source>
        <translation>セルフテストログ: 空です。</translation>
    </message>
    <message>
        <source>The drive, or the bridge in front of it, refused: %1.</source>
        <extracomment>%1 a list of ATA or NVMe commands, e.g. &quot;SMART READ LOG 06h&quot;</extracomment>
        <translation>ドライブまたはその手前のブリッジが拒否しました: %1。</translation>
    </message>
    <message>
        <source>Failing now</source>
        <extracomment>a SMART attribute at or below its threshold now</extracomment>
        <translation>現在異常</translation>
    </message>
    <message>
        <source>Failed in the past</source>
        <extracomment>a SMART attribute that reached its threshold once</extracomment>
        <translation>過去に異常</translation>
    </message>
    <message>
        <source>The data %1 returned could not be decoded: %2</source>
        <extracomment>%1 device path, %2 what is wrong with the data</extracomment>
        <translation>%1 が返したデータをデコードできませんでした: %2</translation>
    </message>
    <message>
        <source>The NVMe self-test log has %1 bytes instead of %2.</source>
        <translation>NVMe セルフテストログが %2 バイトではなく %1 バイトです。</translation>
    </message>
    <message>
        <source>The drive in %1 does not offer a conveyance self-test.</source>
        <extracomment>%1 device path</extracomment>
        <translation>%1 のドライブは輸送セルフテストに対応していません。</translation>
    </message>
    <message>
        <source>The drive in %1 does not offer self-tests.</source>
        <extracomment>%1 device path</extracomment>
        <translation>%1 のドライブはセルフテストに対応していません。</translation>
    </message>
    <message>
        <source>A self-test is already running on %1 (%2% done): wait for it, or abort it first.</source>
        <extracomment>%1 device path, %2 how far the running test is, in percent</extracomment>
        <translation>%1 ではすでにセルフテストが実行中です (%2% 完了)。終わるまで待つか、先に中止してください。</translation>
    </message>
    <message>
        <source>A DriveProof test is running on %1: a self-test now would disturb it. Start the self-test when the test is done.</source>
        <extracomment>%1 device path</extracomment>
        <translation>%1 では DriveProof のテストが実行中です。今セルフテストを行うとその妨げになります。テストが終わってからセルフテストを開始してください。</translation>
    </message>
    <message>
        <source>%1 takes no self-test commands.</source>
        <extracomment>%1 device path</extracomment>
        <translation>%1 はセルフテストのコマンドを受け付けません。</translation>
    </message>
    <message>
        <source>Off-line scan</source>
        <extracomment>kind of drive self-test</extracomment>
        <translation>オフラインスキャン</translation>
    </message>
    <message>
        <source>Short</source>
        <extracomment>kind of drive self-test</extracomment>
        <translation>ショート</translation>
    </message>
    <message>
        <source>Extended</source>
        <extracomment>kind of drive self-test</extracomment>
        <translation>拡張</translation>
    </message>
    <message>
        <source>Conveyance</source>
        <extracomment>kind of drive self-test</extracomment>
        <translation>輸送</translation>
    </message>
    <message>
        <source>Selective</source>
        <extracomment>kind of drive self-test: only the ranges of sectors the host chose</extracomment>
        <translation>選択</translation>
    </message>
    <message>
        <source>Vendor specific</source>
        <extracomment>kind of drive self-test</extracomment>
        <translation>ベンダー固有</translation>
    </message>
    <message>
        <source>Completed without error</source>
        <translation>エラーなしで完了</translation>
    </message>
    <message>
        <source>Aborted by the host</source>
        <translation>ホストにより中止</translation>
    </message>
    <message>
        <source>Interrupted by a reset</source>
        <translation>リセットにより中断</translation>
    </message>
    <message>
        <source>Could not complete: fatal error</source>
        <translation>完了できず: 致命的エラー</translation>
    </message>
    <message>
        <source>Failed (part unknown)</source>
        <translation>失敗 (部位不明)</translation>
    </message>
    <message>
        <source>Failed: electrical part</source>
        <translation>失敗: 電気系</translation>
    </message>
    <message>
        <source>Failed: servo or seek</source>
        <translation>失敗: サーボまたはシーク</translation>
    </message>
    <message>
        <source>Failed: read error</source>
        <translation>失敗: 読み取りエラー</translation>
    </message>
    <message>
        <source>Failed: suspected handling damage</source>
        <translation>失敗: 取り扱いによる損傷の疑い</translation>
    </message>
    <message>
        <source>In progress</source>
        <translation>実行中</translation>
    </message>
    <message>
        <source>Unknown status %1</source>
        <extracomment>%1 a status number the standard reserves</extracomment>
        <translation>不明な状態 %1</translation>
    </message>
    <message>
        <source>Aborted: a namespace was removed</source>
        <translation>中止: 名前空間が削除されました</translation>
    </message>
    <message>
        <source>Aborted: the drive was formatted</source>
        <translation>中止: ドライブがフォーマットされました</translation>
    </message>
    <message>
        <source>Failed in segment %1</source>
        <extracomment>%1 the number of the test segment that failed</extracomment>
        <translation>セグメント %1 で失敗</translation>
    </message>
    <message>
        <source>Aborted for an unknown reason</source>
        <translation>不明な理由で中止</translation>
    </message>
    <message>
        <source>Aborted: the drive was sanitized</source>
        <translation>中止: ドライブがサニタイズされました</translation>
    </message>
    <message>
        <source>Looks new: %1 power-on hours, %2 power cycles, %3 written.</source>
        <extracomment>%1 power-on hours, %2 power cycles, %3 amount written (&quot;1.2 GB&quot;)</extracomment>
        <translation>新品のようです: 電源投入 %1 時間、電源投入回数 %2 回、書き込み %3。</translation>
    </message>
    <message>
        <source>Used before: %1 power-on hours, %2 power cycles, %3 written. A drive sold as new has a few hours from the factory at most.</source>
        <extracomment>%1 power-on hours, %2 power cycles, %3 amount written (&quot;12 TB&quot;)</extracomment>
        <translation>使用済みです: 電源投入 %1 時間、電源投入回数 %2 回、書き込み %3。新品として売られるドライブには、工場でのせいぜい数時間しかありません。</translation>
    </message>
    <message>
        <source>The drive counts 0 power-on hours but %1 written: its counters may have been reset.</source>
        <extracomment>%1 amount written (&quot;12 TB&quot;)</extracomment>
        <translation>ドライブの電源投入時間は 0 時間なのに %1 書き込まれています: カウンターがリセットされた可能性があります。</translation>
    </message>
    <message>
        <source>The drive counts %1 power cycles in %2 power-on hours, more than those hours can hold: its counters may have been reset.</source>
        <extracomment>%1 power cycles, %2 power-on hours</extracomment>
        <translation>ドライブは電源投入 %2 時間で %1 回の電源投入を数えており、その時間に収まる数を超えています: カウンターがリセットされた可能性があります。</translation>
    </message>
    <message>
        <source>%1 written of the %2 the maker rates this model for (%3%).</source>
        <extracomment>%1 amount written, %2 the rated endurance (&quot;600 TB&quot;), %3 percent of it</extracomment>
        <translation>メーカーがこのモデルに定める %2 のうち %1 を書き込み済み (%3%)。</translation>
    </message>
    <message>
        <source>Since DriveProof first read it (%1): %2 hours, %3 written.</source>
        <extracomment>%1 the date DriveProof first read the drive, %2 hours since, %3 amount written since</extracomment>
        <translation>DriveProof が初めて読み取ってから (%1): %2 時間、書き込み %3。</translation>
    </message>
    <message>
        <source>new</source>
        <extracomment>is the drive new? the verdict</extracomment>
        <translation>新品</translation>
    </message>
    <message>
        <source>used</source>
        <extracomment>is the drive new? the verdict</extracomment>
        <translation>使用済み</translation>
    </message>
    <message>
        <source>possibly reset</source>
        <extracomment>is the drive new? the verdict: its counters contradict each other</extracomment>
        <translation>リセットの可能性</translation>
    </message>
    <message>
        <source>Identify Namespace is too short (%1 bytes) for its LBA formats.</source>
        <extracomment>%1 bytes received</extracomment>
        <translation>Identify Namespace が短すぎて (%1 バイト) LBA フォーマットを含められません。</translation>
    </message>
    <message>
        <source>Identify Namespace lists more LBA formats (%1) than there can be (%2).</source>
        <extracomment>%1 how many LBA formats the drive claims, %2 the most there can be</extracomment>
        <translation>Identify Namespace に記載された LBA フォーマットの数 (%1) が上限 (%2) を超えています。</translation>
    </message>
    <message>
        <source>Identify Namespace says LBA format %1 is in use, but lists formats 0 to %2 only.</source>
        <extracomment>%1 the number of the format in use, %2 the highest number the drive lists</extracomment>
        <translation>Identify Namespace は LBA フォーマット %1 を使用中としていますが、記載はフォーマット 0～%2 だけです。</translation>
    </message>
    <message>
        <source>In use: LBA format %1, sectors of %2 bytes with %3 bytes of metadata, which the drive marks as &quot;%4&quot;.</source>
        <extracomment>%1 LBA format number, %2 bytes per sector, %3 metadata bytes per sector, %4 how fast the drive says the format is (&quot;best&quot;, &quot;better&quot;, &quot;good&quot;, &quot;degraded&quot;)</extracomment>
        <translation>使用中: LBA フォーマット %1、%2 バイトのセクターと %3 バイトのメタデータ。ドライブの評価は「%4」です。</translation>
    </message>
    <message>
        <source>The drive offers %5-byte sectors marked &quot;%6&quot;, faster than the %2-byte ones in use (&quot;%3&quot;). Switching means reformatting the namespace, which erases everything on it: nvme format %1 --lbaf=%4 — DriveProof never does this.</source>
        <extracomment>%1 device (/dev/nvme0n1), %2 bytes per sector in use, %3 how fast the drive marks the format in use, %4 the faster format&apos;s number, %5 its bytes per sector, %6 how fast the drive marks it. The command stays as it is.</extracomment>
        <translation>このドライブは「%6」と評価された %5 バイトのセクターを提供しており、使用中の %2 バイトのセクター (「%3」) より高速です。切り替えるには名前空間を再フォーマットする必要があり、その中身はすべて消去されます: nvme format %1 --lbaf=%4 — DriveProof は決してこれを実行しません。</translation>
    </message>
    <message>
        <source>None of the LBA formats the drive offers (%1) is marked faster than the one in use.</source>
        <extracomment>%1 how many LBA formats the drive offers (2 or more)</extracomment>
        <translation>ドライブが提供する LBA フォーマット (%1 個) に、使用中のものより高速と評価されたものはありません。</translation>
    </message>
    <message>
        <source>The namespace offers only the LBA format in use.</source>
        <translation>この名前空間が提供するのは使用中の LBA フォーマットだけです。</translation>
    </message>
    <message>
        <source>LBA format %1 carries %2 bytes of metadata per sector; only software that handles metadata (end-to-end protection) uses it.</source>
        <extracomment>%1 LBA format number, %2 metadata bytes per sector</extracomment>
        <translation>LBA フォーマット %1 はセクターごとに %2 バイトのメタデータを持ちます。これを使うのはメタデータを扱うソフトウェア (エンドツーエンド保護) だけです。</translation>
    </message>
    <message>
        <source>LBA format note %1 (%2)</source>
        <extracomment>a finding this version does not know; %1 its code, %2 its arguments</extracomment>
        <translation>LBA フォーマットに関する注記 %1 (%2)</translation>
    </message>
    <message>
        <source>best</source>
        <comment>LBA format performance</comment>
        <extracomment>how fast the drive says an LBA format is: the fastest of four grades</extracomment>
        <translation>最良</translation>
    </message>
    <message>
        <source>better</source>
        <comment>LBA format performance</comment>
        <extracomment>how fast the drive says an LBA format is: the second of four grades</extracomment>
        <translation>良好</translation>
    </message>
    <message>
        <source>good</source>
        <comment>LBA format performance</comment>
        <extracomment>how fast the drive says an LBA format is: the third of four grades</extracomment>
        <translation>標準</translation>
    </message>
    <message>
        <source>degraded</source>
        <comment>LBA format performance</comment>
        <extracomment>how fast the drive says an LBA format is: the slowest of four grades</extracomment>
        <translation>低下</translation>
    </message>
    <message>
        <source>not available</source>
        <extracomment>an LBA format the drive lists but does not offer now</extracomment>
        <translation>利用不可</translation>
    </message>
    <message>
        <source>%1 bytes, %2</source>
        <extracomment>%1 bytes per sector, %2 how fast the drive says it is</extracomment>
        <translation>%1 バイト、%2</translation>
    </message>
    <message>
        <source>%1 bytes + %2 bytes metadata, %3</source>
        <extracomment>%1 bytes per sector, %2 metadata bytes per sector, %3 how fast the drive says it is</extracomment>
        <translation>%1 バイト + メタデータ %2 バイト、%3</translation>
    </message>
    <message>
        <source>%1 % left</source>
        <extracomment>%1 percent of the drive&apos;s rated life that is left</extracomment>
        <translation>残り %1%</translation>
    </message>
    <message>
        <source>%1 % used</source>
        <extracomment>%1 percent of the drive&apos;s rated life that is used</extracomment>
        <translation>%1% 使用済み</translation>
    </message>
    <message>
        <source>Attribute %1 (%2) is at %3, at or below its threshold of %4: the part it watches is worn out or failing, though the drive does not count it as a failure prediction.</source>
        <extracomment>%1 attribute number, %2 its name, %3 its value now, %4 the threshold</extracomment>
        <translation>属性 %1 (%2) の値は %3 で、しきい値 %4 以下です。この属性が監視する部分は摩耗しているか故障しかけていますが、ドライブはこれを故障予測として扱っていません。</translation>
    </message>
    <message>
        <source>Error log: the latest error happened at power-on hour %1.</source>
        <extracomment>%1 a power-on hour</extracomment>
        <translation>エラーログ: 最新のエラーは通電 %1 時間の時点で発生しました。</translation>
    </message>
    <message>
        <source>Self-test log: the latest self-test ran at power-on hour %1.</source>
        <extracomment>%1 a power-on hour</extracomment>
        <translation>セルフテストログ: 最新のセルフテストは通電 %1 時間の時点で実行されました。</translation>
    </message>
    <message>
        <source>The error log has an error at power-on hour %1, but the power-on counter says %2 hours: the counter went back (reset, or run over), so it does not say how long the drive was used.</source>
        <extracomment>%1 the power-on hour the log stamped, %2 the power-on hours the counter says</extracomment>
        <translation>エラーログには通電 %1 時間の時点のエラーがありますが、電源投入時間のカウンターは %2 時間を示しています。カウンターが戻った（リセットされたか、上限を超えて一周した）ため、ドライブがどれだけ使われたかはわかりません。</translation>
    </message>
    <message>
        <source>The self-test log has a test at power-on hour %1, but the power-on counter says %2 hours: the counter went back (reset, or run over), so it does not say how long the drive was used.</source>
        <extracomment>%1 the power-on hour the log stamped, %2 the power-on hours the counter says</extracomment>
        <translation>セルフテストログには通電 %1 時間の時点のテストがありますが、電源投入時間のカウンターは %2 時間を示しています。カウンターが戻った（リセットされたか、上限を超えて一周した）ため、ドライブがどれだけ使われたかはわかりません。</translation>
    </message>
    <message>
        <source>The FARM log counts %1 power-on hours, but the SMART counter says %2: the SMART counter was reset, and the drive has been used for at least %1 hours.</source>
        <extracomment>%1 power-on hours in the FARM log, %2 power-on hours of the SMART counter</extracomment>
        <translation>FARM ログの電源投入時間は %1 時間ですが、SMART カウンターは %2 を示しています。SMART カウンターはリセットされており、ドライブは少なくとも %1 時間使われています。</translation>
    </message>
    <message>
        <source>The FARM log&apos;s spindle hours (%1) exceed its power-on hours (%2): its power-on hours were reset too.</source>
        <extracomment>%1 spindle hours, %2 power-on hours, both from the FARM log</extracomment>
        <translation>FARM ログのスピンドル回転時間 (%1) が同じログの電源投入時間 (%2) を超えています: FARM ログの電源投入時間もリセットされています。</translation>
    </message>
    <message>
        <source>The FARM log&apos;s head-flight hours (%1) exceed its power-on hours (%2): its power-on hours were reset too.</source>
        <extracomment>%1 head-flight hours, %2 power-on hours, both from the FARM log</extracomment>
        <translation>FARM ログのヘッド飛行時間 (%1) が同じログの電源投入時間 (%2) を超えています: FARM ログの電源投入時間もリセットされています。</translation>
    </message>
    <message>
        <source>FARM log: %1 power-on hours, %2 spindle hours, %3 head-flight hours; assembled in week %4 of %5.</source>
        <extracomment>%1 power-on, %2 spindle, %3 head-flight hours; the drive was assembled in week %4 of the year %5 (e.g. &quot;17&quot;, &quot;2025&quot;)</extracomment>
        <translation>FARM ログ: 電源投入 %1 時間、スピンドル回転 %2 時間、ヘッド飛行 %3 時間。%5 年の第 %4 週に組み立てられました。</translation>
    </message>
    <message>
        <source>FARM log: %1 power-on hours, %2 spindle hours, %3 head-flight hours.</source>
        <extracomment>%1 power-on, %2 spindle, %3 head-flight hours</extracomment>
        <translation>FARM ログ: 電源投入 %1 時間、スピンドル回転 %2 時間、ヘッド飛行 %3 時間。</translation>
    </message>
</context>
<context>
    <name>DriveProof::Helper</name>
    <message>
        <source>Not authorised to use %1: the authentication was cancelled or refused.</source>
        <extracomment>%1 device path</extracomment>
        <translation>%1 を使用する権限がありません。認証がキャンセルされたか、拒否されました。</translation>
    </message>
    <message>
        <source>Could not ask polkit whether %1 may be used (%2). Make sure polkit is installed and running, then try again.</source>
        <extracomment>%1 device path, %2 D-Bus error text</extracomment>
        <translation>%1 を使用してよいか polkit に問い合わせできませんでした（%2）。polkit がインストールされ、実行中であることを確認してから、もう一度試してください。</translation>
    </message>
    <message>
        <source>Not authorised to use %1: authentication is needed, but no authentication agent could ask for it. Start DriveProof from a desktop session, or run pkttyagent in this terminal.</source>
        <extracomment>%1 device path</extracomment>
        <translation>%1 を使用する権限がありません。認証が必要ですが、認証を求める認証エージェントがありませんでした。デスクトップセッションから DriveProof を起動するか、この端末で pkttyagent を実行してください。</translation>
    </message>
    <message>
        <source>Not authorised to use %1. Ask an administrator to allow it.</source>
        <extracomment>%1 device path</extracomment>
        <translation>%1 を使用する権限がありません。許可するよう管理者に依頼してください。</translation>
    </message>
    <message>
        <source>%1 is a symbolic link. Give the device node itself, as lsblk lists it.</source>
        <extracomment>%1 device path</extracomment>
        <translation>%1 はシンボリックリンクです。lsblk に表示されるとおりのデバイスノードそのものを指定してください。</translation>
    </message>
    <message>
        <source>%1 is in use: it is mounted, or another program holds it exclusively. Unmount it or close that program, then try again.</source>
        <extracomment>%1 device path</extracomment>
        <translation>%1 は使用中です。マウントされているか、他のプログラムが排他的に使用しています。アンマウントするか、そのプログラムを終了してから、もう一度試してください。</translation>
    </message>
    <message>
        <source>%1 could not be opened (%2): the device is gone or has no medium.</source>
        <extracomment>%1 device path, %2 system error text</extracomment>
        <translation>%1 を開けませんでした（%2）。デバイスが存在しないか、メディアが入っていません。</translation>
    </message>
    <message>
        <source>%1 could not be opened: %2.</source>
        <extracomment>%1 device path, %2 system error text</extracomment>
        <translation>%1 を開けませんでした: %2。</translation>
    </message>
    <message>
        <source>“%1” is not a device path the helper accepts. Give the kernel&apos;s name of a block device, such as /dev/sdb or /dev/nvme0n1, not a symbolic link such as /dev/disk/by-id/….</source>
        <extracomment>%1 the path the caller gave (shortened)</extracomment>
        <translation>「%1」はヘルパーが受け付けるデバイスパスではありません。/dev/disk/by-id/… のようなシンボリックリンクではなく、/dev/sdb や /dev/nvme0n1 のような、カーネルでのブロックデバイス名を指定してください。</translation>
    </message>
    <message>
        <source>%1 is not a block device known to the kernel (there is no “%2” in /sys/class/block). Check the name with lsblk.</source>
        <extracomment>%1 device path, %2 kernel name</extracomment>
        <translation>%1 はカーネルが認識しているブロックデバイスではありません（/sys/class/block に「%2」がありません）。lsblk で名前を確認してください。</translation>
    </message>
    <message>
        <source>%1 is not a block device node.</source>
        <extracomment>%1 device path</extracomment>
        <translation>%1 はブロックデバイスのノードではありません。</translation>
    </message>
    <message>
        <source>%1 is device %2, but the kernel says %4 is %3: the node does not belong to that device. Refusing to open it.</source>
        <extracomment>%1 device path, %2 and %3 device numbers like 8:16, %4 kernel name</extracomment>
        <translation>%1 はデバイス %2 ですが、カーネルによると %4 は %3 です。このノードはそのデバイスのものではありません。開くことを拒否します。</translation>
    </message>
    <message>
        <source>%1 is a partition, but this works on the whole drive. Use %2.</source>
        <extracomment>%1 partition path, %2 disk path</extracomment>
        <translation>%1 はパーティションですが、この操作はドライブ全体が対象です。%2 を使ってください。</translation>
    </message>
    <message>
        <source>%1 disappeared while it was being checked.</source>
        <extracomment>%1 device path</extracomment>
        <translation>%1 が確認中に消えました。</translation>
    </message>
    <message>
        <source>%1 changed while it was being opened: it is no longer the device the kernel lists under that name. Refusing it.</source>
        <extracomment>%1 device path</extracomment>
        <translation>%1 が開く途中で変化しました。カーネルがその名前で列挙しているデバイスではなくなっています。拒否します。</translation>
    </message>
    <message>
        <source>Unknown option “%1”, or a value of the wrong type, for %2. Known options: %3.</source>
        <extracomment>%1 option name, %2 device path, %3 list of known option names</extracomment>
        <translation>%2 に対するオプション「%1」が不明か、値の型が正しくありません。既知のオプション: %3。</translation>
    </message>
    <message>
        <source>none</source>
        <translation>なし</translation>
    </message>
    <message>
        <source>Unknown mode “%1” for %2. Use “r”, “w” or “rw”.</source>
        <extracomment>%1 the mode the caller gave, %2 device path</extracomment>
        <translation>%2 に対するモード「%1」は不明です。「r」、「w」、「rw」のいずれかを使ってください。</translation>
    </message>
    <message>
        <source>Unknown flag “%1” for %2. Known flags: direct, sync, dsync, exclusive.</source>
        <extracomment>%1 the flag the caller gave, %2 device path</extracomment>
        <translation>%2 に対するフラグ「%1」は不明です。既知のフラグ: direct, sync, dsync, exclusive。</translation>
    </message>
    <message>
        <source>The command to %1 failed.</source>
        <extracomment>%1 device path</extracomment>
        <translation>%1 へのコマンドが失敗しました。</translation>
    </message>
    <message>
        <source>%1 disappeared while it was being read.</source>
        <extracomment>%1 device path</extracomment>
        <translation>%1 が読み取り中に消えました。</translation>
    </message>
    <message>
        <source>DriveProof&apos;s privileged helper, a D-Bus system service (%1). D-Bus starts it when DriveProof needs it; it is not meant to be run by hand.</source>
        <extracomment>%1 D-Bus service name</extracomment>
        <translation>DriveProof の特権ヘルパーです。D-Bus システムサービス (%1) で、DriveProof が必要とするときに D-Bus が起動します。手動で実行するためのものではありません。</translation>
    </message>
    <message>
        <source>For tests: serve on the bus at ADDRESS instead of the system bus, and ask the polkit found there.</source>
        <translation>テスト用: システムバスの代わりに ADDRESS のバスでサービスを提供し、そこにある polkit に問い合わせます。</translation>
    </message>
    <message>
        <source>Exit after SECONDS without calls (default %1).</source>
        <extracomment>%1 number of seconds</extracomment>
        <translation>呼び出しがないまま SECONDS 秒経過したら終了します（デフォルト: %1）。</translation>
    </message>
    <message>
        <source>%1 is in use and cannot be opened for writing: %2 Unmount, swapoff or stop that first.</source>
        <extracomment>%1 device path, %2 a sentence saying what uses it, e.g. &quot;/dev/sdb1 is mounted on /home.&quot;</extracomment>
        <translation>%1 は使用中のため、書き込み用に開けません: %2 先にアンマウントするか、swapoff するか、それを停止してください。</translation>
    </message>
    <message>
        <source>Unknown self-test action “%1” for %2. Use “short”, “extended”, “conveyance”, “abort” or “status”.</source>
        <extracomment>%1 the action the caller gave, %2 device path</extracomment>
        <translation>%2 に対する不明なセルフテスト操作「%1」。「short」「extended」「conveyance」「abort」「status」のいずれかを使ってください。</translation>
    </message>
    <message>
        <source>A DriveProof test is running on %1: a self-test now would disturb it. Start the self-test when the test is done.</source>
        <extracomment>%1 device path</extracomment>
        <translation>%1 では DriveProof のテストが実行中です。今セルフテストを行うとその妨げになります。テストが終わってからセルフテストを開始してください。</translation>
    </message>
    <message>
        <source>Unknown purpose “%1” for %2. Known purposes: capacity-check.</source>
        <extracomment>%1 the purpose the caller gave, %2 device path</extracomment>
        <translation>%2 に対する不明な目的「%1」です。既知の目的: capacity-check。</translation>
    </message>
    <message>
        <source>A capacity check writes to %1: open it with mode “rw”.</source>
        <extracomment>%1 device path</extracomment>
        <translation>容量の検査は %1 に書き込みます。モード「rw」で開いてください。</translation>
    </message>
</context>
<context>
    <name>DriveProof::PowerLoss</name>
    <message>
        <source>Cannot write the witness journal %1: %2</source>
        <extracomment>%1 is a file path, %2 the system&apos;s error message.</extracomment>
        <translation>ウィットネスのジャーナル %1 に書き込めません: %2</translation>
    </message>
    <message>
        <source>Damaged record at byte %1 with good records after it.</source>
        <translation>バイト %1 に破損したレコードがあり、その後ろに正常なレコードが続いています。</translation>
    </message>
    <message>
        <source>Record at byte %1 contradicts the run before it.</source>
        <extracomment>%1 is a byte offset in the witness journal file.</extracomment>
        <translation>バイト %1 のレコードが、それまでに記録された実行内容と矛盾しています。</translation>
    </message>
    <message>
        <source>Cannot truncate the torn end of the journal.</source>
        <translation>ジャーナルの途切れた末尾を切り詰められません。</translation>
    </message>
    <message>
        <source>The simulated drive is already running.</source>
        <translation>模擬ドライブはすでに実行中です。</translation>
    </message>
    <message>
        <source>The simulated drive program %1 was not found. Install DriveProof completely (it lives in libexec) or set DRIVEPROOF_LYINGDISK to its path.</source>
        <extracomment>%1 is a program name</extracomment>
        <translation>模擬ドライブのプログラム %1 が見つかりませんでした。DriveProof を完全にインストールするか（libexec にあります）、DRIVEPROOF_LYINGDISK にそのパスを設定してください。</translation>
    </message>
    <message>
        <source>Cannot create the folder for the simulated drive.</source>
        <translation>模擬ドライブ用のフォルダを作成できません。</translation>
    </message>
    <message>
        <source>Something is already mounted on this folder. Unmount it first (fusermount3 -u).</source>
        <translation>このフォルダにはすでに何かがマウントされています。先にアンマウントしてください (fusermount3 -u)。</translation>
    </message>
    <message>
        <source>Cannot start the simulated drive: %1</source>
        <translation>模擬ドライブを起動できません: %1</translation>
    </message>
    <message>
        <source>The simulated drive stopped before it was ready (exit status %1): %2</source>
        <extracomment>%1 is the program&apos;s exit status, %2 what it printed</extracomment>
        <translation>模擬ドライブが準備完了前に停止しました（終了ステータス %1）: %2</translation>
    </message>
    <message>
        <source>The simulated drive did not appear within %1 s: %2</source>
        <extracomment>%1 is a number of seconds, %2 what the program printed</extracomment>
        <translation>模擬ドライブが %1 秒以内に現れませんでした: %2</translation>
    </message>
    <message>
        <source>The simulated drive is not running.</source>
        <translation>模擬ドライブは実行されていません。</translation>
    </message>
    <message>
        <source>Cannot signal the simulated drive.</source>
        <translation>模擬ドライブにシグナルを送れません。</translation>
    </message>
    <message>
        <source>The simulated drive did not confirm the power cut.</source>
        <translation>模擬ドライブが電源断を確認しませんでした。</translation>
    </message>
    <message>
        <source>Cannot unmount the simulated drive. Run: fusermount3 -u -z %1</source>
        <translation>模擬ドライブをアンマウントできません。次を実行してください: fusermount3 -u -z %1</translation>
    </message>
    <message>
        <source>The simulated drive did not stop in time; it was killed and its cache lost.</source>
        <translation>模擬ドライブが時間内に停止しなかったため、強制終了しました。そのキャッシュの内容は失われています。</translation>
    </message>
    <message>
        <source>The simulated drive failed while stopping: %1</source>
        <extracomment>%1 is what the program printed</extracomment>
        <translation>模擬ドライブが停止中に失敗しました: %1</translation>
    </message>
    <message>
        <source>No error.</source>
        <translation>エラーはありません。</translation>
    </message>
    <message>
        <source>Not a DriveProof power-loss frame (bad magic).</source>
        <extracomment>The power-loss witness received bytes that are not a DriveProof frame.</extracomment>
        <translation>DriveProof の電源断テストのフレームではありません（マジックナンバーが不正）。</translation>
    </message>
    <message>
        <source>Unsupported power-loss protocol version: update DriveProof on both machines.</source>
        <translation>電源断テストのプロトコルのバージョンに対応していません。両方のマシンの DriveProof を更新してください。</translation>
    </message>
    <message>
        <source>Unknown power-loss message type.</source>
        <translation>不明な電源断テストのメッセージ種別です。</translation>
    </message>
    <message>
        <source>Power-loss frame too long for its type.</source>
        <translation>電源断テストのフレームが、その種別に対して長すぎます。</translation>
    </message>
    <message>
        <source>Power-loss frame damaged in transit (CRC mismatch).</source>
        <translation>電源断テストのフレームが転送中に破損しました（CRC 不一致）。</translation>
    </message>
    <message>
        <source>Wrong pairing code: type the code the witness shows.</source>
        <extracomment>The pairing code is the code the witness shows and the user types on the writer.</extracomment>
        <translation>ペアリングコードが違います。ウィットネスに表示されているコードを入力してください。</translation>
    </message>
    <message>
        <source>Power-loss frame replayed or out of order.</source>
        <translation>電源断テストのフレームが再送されたか、順序が正しくありません。</translation>
    </message>
    <message>
        <source>Power-loss message malformed or with a value out of range.</source>
        <translation>電源断テストのメッセージの形式が不正か、範囲外の値を含んでいます。</translation>
    </message>
    <message>
        <source>Power-loss message not expected at this point.</source>
        <translation>この時点では想定されていない電源断テストのメッセージです。</translation>
    </message>
    <message>
        <source>Commit sequence numbers must increase.</source>
        <translation>コミットのシーケンス番号は増加しなければなりません。</translation>
    </message>
    <message>
        <source>This run is already known to the witness with other parameters.</source>
        <translation>この実行は、別のパラメータでウィットネスに登録済みです。</translation>
    </message>
    <message>
        <source>The witness knows no run with this id.</source>
        <translation>ウィットネスはこの ID の実行を知りません。</translation>
    </message>
    <message>
        <source>This run has already ended.</source>
        <translation>この実行はすでに終了しています。</translation>
    </message>
    <message>
        <source>The witness cannot keep this run&apos;s journal (disk error or damaged journal).</source>
        <translation>ウィットネスがこの実行のジャーナルを保持できません（ディスクエラーまたはジャーナルの破損）。</translation>
    </message>
    <message>
        <source>The witness has too many connections.</source>
        <translation>ウィットネスへの接続が多すぎます。</translation>
    </message>
    <message>
        <source>The connection was silent for too long.</source>
        <translation>接続が長時間無通信でした。</translation>
    </message>
    <message>
        <source>The same run connected again from elsewhere; this connection was closed.</source>
        <translation>同じ実行が別の場所から再接続したため、この接続は閉じられました。</translation>
    </message>
    <message>
        <source>Unknown reason.</source>
        <translation>不明な理由です。</translation>
    </message>
    <message>
        <source>The test area was filled and flushed before the run.</source>
        <translation>テスト領域は実行前に書き込まれ、フラッシュされました。</translation>
    </message>
    <message>
        <source>The witness never heard that the test area was prepared: start a new run.</source>
        <translation>テスト領域の準備が完了したという通知を、ウィットネスは受け取っていません。新しい実行を開始してください。</translation>
    </message>
    <message>
        <source>Simulated power cut (practice mode): no reboot was expected.</source>
        <translation>模擬的な電源断（練習モード）: 再起動は想定されていませんでした。</translation>
    </message>
    <message>
        <source>The machine restarted after the test.</source>
        <translation>テスト後にマシンが再起動しました。</translation>
    </message>
    <message>
        <source>The boot id could not be compared, so a restart cannot be confirmed.</source>
        <translation>ブート ID を比較できなかったため、再起動を確認できません。</translation>
    </message>
    <message>
        <source>The machine has not restarted since the test: cut the power, then verify after the reboot.</source>
        <translation>テスト後にマシンが再起動していません。電源を遮断し、再起動後に検証してください。</translation>
    </message>
    <message>
        <source>The drive has no unsafe-shutdown counter; this check was skipped.</source>
        <translation>ドライブに安全でないシャットダウンのカウンタがないため、この確認は省略しました。</translation>
    </message>
    <message>
        <source>The drive counted an unsafe shutdown (%1 → %2).</source>
        <extracomment>%1 and %2 counts of unsafe shutdowns reported by the drive</extracomment>
        <translation>ドライブが安全でないシャットダウンを記録しました（%1 → %2）。</translation>
    </message>
    <message>
        <source>The drive saw a clean shutdown (its unsafe-shutdown counter stayed at %1): pull the plug, don&apos;t press the power button.</source>
        <translation>ドライブは正常なシャットダウンと認識しました（安全でないシャットダウンのカウンタは %1 のまま）。電源ボタンを押すのではなく、電源プラグを抜いてください。</translation>
    </message>
    <message>
        <source>No commit reached the witness: let the test run before cutting the power.</source>
        <translation>ウィットネスに届いたコミットがありません。電源を遮断する前に、テストをしばらく実行させてください。</translation>
    </message>
    <message>
        <source>Commits were reaching the witness until the cut.</source>
        <translation>電源断の直前まで、コミットはウィットネスに届いていました。</translation>
    </message>
    <message>
        <source>The last commit reached the witness %1 s before the writer went silent: the test was not writing when the power went.</source>
        <translation>最後のコミットがウィットネスに届いたのは、書き込み側からの通信が途絶える %1 秒前でした。電源が切れたとき、テストは書き込みを行っていませんでした。</translation>
    </message>
    <message>
        <source>Writes were in flight when the writer went silent.</source>
        <translation>書き込み側からの通信が途絶えたとき、処理中の書き込みがありました。</translation>
    </message>
    <message>
        <source>No write was in flight at the cut: every issued write had been acknowledged, so the cut tested nothing pending.</source>
        <translation>電源断の時点で処理中の書き込みはありませんでした。発行したすべての書き込みが完了と応答済みだったため、この電源断では未完了の書き込みを何もテストできていません。</translation>
    </message>
    <message>
        <source>The link to the witness was alive until the cut.</source>
        <translation>電源断の直前まで、ウィットネスとの接続は維持されていました。</translation>
    </message>
    <message>
        <source>The witness did not hear the writer until the cut.</source>
        <translation>電源断より前に、ウィットネスは書き込み側からの通信を受け取れなくなっていました。</translation>
    </message>
    <message>
        <source>The writer stopped on an error before the cut: %1</source>
        <translation>電源断の前に、書き込み側がエラーで停止しました: %1</translation>
    </message>
    <message>
        <source>The writer reported no error.</source>
        <translation>書き込み側はエラーを報告しませんでした。</translation>
    </message>
    <message>
        <source>The writer stopped on purpose before the cut: cut the power while the test is writing.</source>
        <translation>電源断の前に、書き込み側が意図的に停止しました。テストが書き込んでいる最中に電源を遮断してください。</translation>
    </message>
    <message>
        <source>The writer did not stop on its own.</source>
        <translation>書き込み側は自ら停止していません。</translation>
    </message>
    <message numerus="yes">
        <source>%Ln block(s) hold exactly what they should.</source>
        <translation>
            <numerusform>%Ln 個のブロックは、本来あるべき内容をそのまま保持しています。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln block(s) hold data that was written to another place.</source>
        <translation>
            <numerusform>%Ln 個のブロックに、別の場所に書き込まれたデータが入っています。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln block(s) hold data from before this test: the drive forgot the preparation.</source>
        <translation>
            <numerusform>%Ln 個のブロックに、このテスト以前のデータが入っています。ドライブは準備時の書き込みを失いました。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln block(s) are half old, half new: a write tore inside a block.</source>
        <translation>
            <numerusform>%Ln 個のブロックが半分古く半分新しい状態です。ブロックの途中で書き込みが途切れました。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln block(s) have flipped bits.</source>
        <translation>
            <numerusform>%Ln 個のブロックでビットが反転しています。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln block(s) read back as zeros.</source>
        <translation>
            <numerusform>%Ln 個のブロックが、読み出すとすべてゼロでした。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln block(s) read back erased (all ones).</source>
        <translation>
            <numerusform>%Ln 個のブロックが、読み出すと消去済み（すべて 1）でした。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln block(s) hold data nobody wrote.</source>
        <translation>
            <numerusform>%Ln 個のブロックに、誰も書き込んでいないデータが入っています。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln block(s) cannot be read.</source>
        <translation>
            <numerusform>%Ln 個のブロックを読み取れません。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln acknowledged write(s) were lost.</source>
        <translation>
            <numerusform>完了と応答した書き込みのうち %Ln 件が失われました。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln acknowledged write(s) survived only in part.</source>
        <translation>
            <numerusform>完了と応答した書き込みのうち %Ln 件は、一部しか残っていません。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln acknowledged write(s) were lost while later ones survived: the drive reorders writes across flushes.</source>
        <translation>
            <numerusform>完了と応答した書き込みのうち %Ln 件が失われたのに、それより後の書き込みは残っていました。ドライブはフラッシュをまたいで書き込みの順序を入れ替えています。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln acknowledged write(s) just before the cut were lost: the drive acknowledges flushes before the data is safe.</source>
        <translation>
            <numerusform>電源断の直前に完了と応答した書き込み %Ln 件が失われました。ドライブはデータが安全になる前にフラッシュの完了を応答しています。</numerusform>
        </translation>
    </message>
    <message>
        <source>The drive cannot be read at all after the power cut.</source>
        <translation>電源断の後、ドライブをまったく読み取れません。</translation>
    </message>
    <message>
        <source>The drive&apos;s identity or capacity changed after the power cut.</source>
        <translation>電源断の後、ドライブの識別情報または容量が変わりました。</translation>
    </message>
    <message numerus="yes">
        <source>%Ln block(s) written only before the test were damaged: data at rest is not safe on this drive.</source>
        <translation>
            <numerusform>テスト前にだけ書き込まれた %Ln 個のブロックが破損しました。このドライブでは、書き込み済みで置いてあるだけのデータも安全ではありません。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln contradiction(s) between the witness&apos;s record and the test plan: a bug in DriveProof, so this run proves nothing.</source>
        <translation>
            <numerusform>ウィットネスの記録とテスト計画の間に %Ln 件の矛盾があります。DriveProof の不具合であり、この実行では何も証明できません。</numerusform>
        </translation>
    </message>
    <message>
        <source>Not an address: %1. Use HOST:PORT or [IPv6]:PORT.</source>
        <extracomment>%1 is what the user typed as the witness address, e.g. 0.0.0.0:7070.
----------
%1 is the witness address the user typed.</extracomment>
        <translation>アドレスではありません: %1。HOST:PORT または [IPv6]:PORT の形式を使ってください。</translation>
    </message>
    <message>
        <source>Cannot create the witness journal folder %1.</source>
        <extracomment>%1 is a folder path.</extracomment>
        <translation>ウィットネスのジャーナルフォルダ %1 を作成できません。</translation>
    </message>
    <message>
        <source>The journal in folder %1 belongs to another run.</source>
        <translation>フォルダ %1 のジャーナルは別の実行のものです。</translation>
    </message>
    <message>
        <source>Lost the connection to the witness; reconnecting.</source>
        <translation>ウィットネスとの接続が切れました。再接続しています。</translation>
    </message>
    <message>
        <source>Lost the connection to the witness.</source>
        <translation>ウィットネスとの接続が切れました。</translation>
    </message>
    <message>
        <source>The witness did not answer in time.</source>
        <translation>ウィットネスが時間内に応答しませんでした。</translation>
    </message>
    <message>
        <source>The witness refused: %1</source>
        <extracomment>%1 is the reason the witness gave.</extracomment>
        <translation>ウィットネスが拒否しました: %1</translation>
    </message>
    <message>
        <source>The ledger from the witness is damaged (size or digest mismatch).</source>
        <translation>ウィットネスから受け取った台帳が破損しています（サイズまたはダイジェストの不一致）。</translation>
    </message>
    <message>
        <source>The report is too large to keep on the witness.</source>
        <translation>レポートが大きすぎて、ウィットネスに保存できません。</translation>
    </message>
    <message>
        <source>Unexpected answer from the witness.</source>
        <translation>ウィットネスから予期しない応答がありました。</translation>
    </message>
    <message>
        <source>Cannot resolve %1: %2</source>
        <extracomment>%1 is a host name or address, %2 the resolver&apos;s error message.</extracomment>
        <translation>%1 を名前解決できません: %2</translation>
    </message>
    <message>
        <source>Cannot listen on %1: %2</source>
        <extracomment>%1 is an address:port, %2 the system&apos;s error message.</extracomment>
        <translation>%1 で待ち受けできません: %2</translation>
    </message>
    <message>
        <source>Cannot reach the witness at %1: %2</source>
        <extracomment>%1 is the witness&apos;s address:port, %2 the system&apos;s error message.</extracomment>
        <translation>%1 のウィットネスに接続できません: %2</translation>
    </message>
    <message>
        <source>This file system does not support direct I/O: the writer goes through the page cache, which the commits flush.</source>
        <translation>このファイルシステムはダイレクト I/O に対応していません。書き込み側はページキャッシュを経由し、そのキャッシュはコミットのたびにフラッシュされます。</translation>
    </message>
    <message>
        <source>Cannot open %1 for writing: %2.</source>
        <extracomment>%1 file or device, %2 the system&apos;s error text</extracomment>
        <translation>%1 を書き込み用に開けません: %2。</translation>
    </message>
    <message>
        <source>The power-loss test parameters are invalid.</source>
        <translation>電源断テストのパラメータが無効です。</translation>
    </message>
    <message>
        <source>Preparing the test area failed: %1.</source>
        <extracomment>%1 the system&apos;s error text</extracomment>
        <translation>テスト領域の準備に失敗しました: %1。</translation>
    </message>
    <message>
        <source>Flushing the prepared test area failed: %1.</source>
        <translation>準備したテスト領域のフラッシュに失敗しました: %1。</translation>
    </message>
    <message>
        <source>Write %1 failed: %2. The run is invalid; the writer stopped and does not retry.</source>
        <extracomment>%1 the write&apos;s sequence number, %2 the system&apos;s error text</extracomment>
        <translation>書き込み %1 に失敗しました: %2。この実行は無効です。書き込み側は停止し、再試行しません。</translation>
    </message>
    <message>
        <source>Committing up to write %1 failed: %2. The run is invalid; the writer stopped and does not retry.</source>
        <extracomment>%1 the last write&apos;s sequence number, %2 the system&apos;s error text</extracomment>
        <translation>書き込み %1 までのコミットに失敗しました: %2。この実行は無効です。書き込み側は停止し、再試行しません。</translation>
    </message>
    <message>
        <source>Cannot save the pending test in %1: %2.</source>
        <extracomment>%1 file name, %2 the system&apos;s error text</extracomment>
        <translation>保留中のテストを %1 に保存できません: %2。</translation>
    </message>
    <message>
        <source>Cannot write the autostart entry %1: %2.</source>
        <extracomment>%1 file name, %2 the system&apos;s error text</extracomment>
        <translation>自動起動エントリ %1 を書き込めません: %2。</translation>
    </message>
    <message>
        <source>Practice mode needs FUSE, and /dev/fuse cannot be used here.</source>
        <translation>練習モードには FUSE が必要ですが、ここでは /dev/fuse を使用できません。</translation>
    </message>
    <message>
        <source>Practice mode needs fusermount3 (the fuse3 package).</source>
        <translation>練習モードには fusermount3（fuse3 パッケージ）が必要です。</translation>
    </message>
    <message>
        <source>Practice mode needs driveproof-lyingdisk, which is not installed.</source>
        <translation>練習モードには driveproof-lyingdisk が必要ですが、インストールされていません。</translation>
    </message>
    <message>
        <source>Cannot create a temporary folder for practice.</source>
        <translation>練習用の一時フォルダを作成できません。</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a pairing code.</source>
        <extracomment>%1 what was given</extracomment>
        <translation>「%1」はペアリングコードではありません。</translation>
    </message>
    <message>
        <source>DriveProof simulated drive (%1)</source>
        <extracomment>the simulated drive of practice mode; %1 honest or lying</extracomment>
        <translation>DriveProof 模擬ドライブ (%1)</translation>
    </message>
    <message>
        <source>lying</source>
        <translation>嘘つき</translation>
    </message>
    <message>
        <source>honest</source>
        <translation>正直</translation>
    </message>
    <message>
        <source>Practice cancelled.</source>
        <translation>練習をキャンセルしました。</translation>
    </message>
    <message>
        <source>idle</source>
        <translation>待機中</translation>
    </message>
    <message>
        <source>starting the simulated drive and witness</source>
        <extracomment>practice mode: the simulated drive and the local witness start</extracomment>
        <translation>模擬ドライブとウィットネスを起動中</translation>
    </message>
    <message>
        <source>preparing</source>
        <extracomment>the test area is being filled with known data</extracomment>
        <translation>準備中</translation>
    </message>
    <message>
        <source>writing</source>
        <translation>書き込み中</translation>
    </message>
    <message>
        <source>cutting the power</source>
        <extracomment>practice mode: the simulated power cut</extracomment>
        <translation>電源を遮断中</translation>
    </message>
    <message>
        <source>verifying</source>
        <translation>検証中</translation>
    </message>
    <message>
        <source>done</source>
        <translation>完了</translation>
    </message>
    <message>
        <source>failed</source>
        <translation>失敗</translation>
    </message>
    <message>
        <source>This is a virtual machine: pulling its virtual plug tests the host&apos;s storage stack, not a drive. Run the test on real hardware.</source>
        <translation>これは仮想マシンです。仮想的な電源プラグを抜いても、テストされるのはドライブではなくホストのストレージスタックです。実機でテストを実行してください。</translation>
    </message>
    <message>
        <source>The machine runs on its battery: pulling the plug would not cut the power. Remove the battery, or use a machine without one.</source>
        <translation>このマシンはバッテリーで動作しています。電源プラグを抜いても電源は切れません。バッテリーを取り外すか、バッテリーのないマシンを使ってください。</translation>
    </message>
    <message>
        <source>The drive sits behind a USB bridge, which may have a cache and flush rules of its own: the verdict is about the bridge and the drive together.</source>
        <translation>ドライブは USB ブリッジ経由で接続されており、ブリッジが独自のキャッシュやフラッシュの規則を持っている場合があります。判定はブリッジとドライブを合わせたものに対するものです。</translation>
    </message>
    <message>
        <source>The drive&apos;s write cache is on. That is normal: the test shows whether the drive still keeps every write it acknowledged.</source>
        <translation>ドライブの書き込みキャッシュはオンです。これは正常です。このテストで、それでもドライブが完了と応答したすべての書き込みを保持するかどうかが分かります。</translation>
    </message>
    <message>
        <source>The drive&apos;s unsafe-shutdown counter cannot be read, so the verifier cannot confirm that the power really went away.</source>
        <translation>ドライブの安全でないシャットダウンのカウンタを読み取れないため、検証側は電源が本当に切れたことを確認できません。</translation>
    </message>
    <message>
        <source>Choose a file or a device for the test area.</source>
        <translation>テスト領域にするファイルまたはデバイスを選択してください。</translation>
    </message>
    <message>
        <source>%1 is neither a regular file nor a block device.</source>
        <extracomment>%1 a path</extracomment>
        <translation>%1 は通常のファイルでもブロックデバイスでもありません。</translation>
    </message>
    <message>
        <source>The folder %1 does not exist.</source>
        <extracomment>%1 a folder</extracomment>
        <translation>フォルダ %1 は存在しません。</translation>
    </message>
    <message>
        <source>The device %1 was not found.</source>
        <extracomment>%1 a device node</extracomment>
        <translation>デバイス %1 が見つかりませんでした。</translation>
    </message>
    <message>
        <source>Cannot create %1: %2.</source>
        <extracomment>%1 file, %2 the system&apos;s error text</extracomment>
        <translation>%1 を作成できません: %2。</translation>
    </message>
    <message>
        <source>Cannot reserve space for %1: %2.</source>
        <extracomment>%1 file, %2 the system&apos;s error text</extracomment>
        <translation>%1 の領域を確保できません: %2。</translation>
    </message>
    <message>
        <source>Cannot reach the witness at %1: %2. Is driveproof-cli witness running there, and is the port open?</source>
        <extracomment>%1 the witness&apos;s address, %2 the network&apos;s error text</extracomment>
        <translation>%1 のウィットネスに接続できません: %2。そこで driveproof-cli witness が実行されていて、ポートが開いているか確認してください。</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a pairing code: type the 12 characters the witness shows.</source>
        <extracomment>%1 what the user typed</extracomment>
        <translation>「%1」はペアリングコードではありません。ウィットネスに表示されている 12 文字を入力してください。</translation>
    </message>
    <message>
        <source>The test area on %1 is too small: give it at least 1 MiB.</source>
        <extracomment>%1 the file or device</extracomment>
        <translation>%1 上のテスト領域が小さすぎます。1 MiB 以上にしてください。</translation>
    </message>
    <message>
        <source>The witness at %1 did not confirm every commit before the end.</source>
        <extracomment>%1 the witness&apos;s address</extracomment>
        <translation>%1 のウィットネスは、終了前にすべてのコミットを確認しませんでした。</translation>
    </message>
    <message>
        <source>connecting to the witness</source>
        <translation>ウィットネスに接続中</translation>
    </message>
    <message>
        <source>paused</source>
        <extracomment>writing paused while the witness cannot be reached</extracomment>
        <translation>一時停止中</translation>
    </message>
    <message>
        <source>stopped</source>
        <translation>停止</translation>
    </message>
    <message>
        <source>connecting</source>
        <translation>接続中</translation>
    </message>
    <message>
        <source>connected</source>
        <translation>接続済み</translation>
    </message>
    <message>
        <source>unreachable</source>
        <translation>接続不可</translation>
    </message>
    <message>
        <source>refused</source>
        <translation>拒否</translation>
    </message>
    <message>
        <source>closed</source>
        <extracomment>the link to the witness was closed</extracomment>
        <translation>切断</translation>
    </message>
    <message>
        <source>Cannot open %1: %2.</source>
        <extracomment>%1 file, %2 the system&apos;s error text</extracomment>
        <translation>%1 を開けません: %2。</translation>
    </message>
    <message>
        <source>The pending test has no valid pairing code.</source>
        <translation>保留中のテストに有効なペアリングコードがありません。</translation>
    </message>
    <message>
        <source>Fetching the witness&apos;s record from %1</source>
        <extracomment>%1 the witness&apos;s address</extracomment>
        <translation>%1 からウィットネスの記録を取得中</translation>
    </message>
    <message>
        <source>Verification cancelled.</source>
        <translation>検証をキャンセルしました。</translation>
    </message>
    <message>
        <source>Reading the drive&apos;s state</source>
        <translation>ドライブの状態を読み取り中</translation>
    </message>
    <message>
        <source>Reading and checking the whole test area on %1</source>
        <extracomment>%1 file or device</extracomment>
        <translation>%1 のテスト領域全体を読み取って確認中</translation>
    </message>
    <message>
        <source>Storing the report</source>
        <translation>レポートを保存中</translation>
    </message>
    <message>
        <source>Done</source>
        <translation>完了</translation>
    </message>
    <message>
        <source>Cannot write the witness&apos;s salt %1: %2</source>
        <extracomment>%1 is a file path, %2 the system&apos;s error message.</extracomment>
        <translation>ウィットネスのソルト %1 に書き込めません: %2</translation>
    </message>
    <message>
        <source>The witness is busy with other verifiers; try again shortly.</source>
        <extracomment>The witness limits how many verifiers and ledger downloads it serves at once.</extracomment>
        <translation>ウィットネスはほかの検証側に対応中でビジー状態です。少し待ってから、もう一度試してください。</translation>
    </message>
    <message>
        <source>Cannot derive the pairing key (not enough memory?).</source>
        <extracomment>The witness turns the pairing code into a key with Argon2id, which needs 64 MiB.</extracomment>
        <translation>ペアリングキーを導出できません（メモリ不足の可能性があります）。</translation>
    </message>
    <message>
        <source>The journal of this run reached its limit of %1 bytes.</source>
        <extracomment>%1 is a size in bytes.</extracomment>
        <translation>この実行のジャーナルが上限の %1 バイトに達しました。</translation>
    </message>
    <message>
        <source>The witness claimed commits this writer never sent; reconnecting.</source>
        <extracomment>A high-water mark above the writer&apos;s own last commit: a forged or replayed answer.</extracomment>
        <translation>ウィットネスが、この書き込み側が送っていないコミットを保持していると主張しました。再接続します。</translation>
    </message>
    <message>
        <source>no answer to the handshake within %1 s</source>
        <extracomment>%1 a number of seconds</extracomment>
        <translation>%1 秒以内に接続確立の応答がありません</translation>
    </message>
    <message>
        <source>The witness at %1 refused this writer: %2</source>
        <extracomment>%1 the witness&apos;s address, %2 why it refused</extracomment>
        <translation>%1 のウィットネスがこの書き込み側を拒否しました: %2</translation>
    </message>
    <message numerus="yes">
        <source>All %Ln acknowledged write(s) were lost.</source>
        <translation>
            <numerusform>完了と応答した書き込み %Ln 件がすべて失われました。</numerusform>
        </translation>
    </message>
    <message>
        <source>They were the last ones before the cut: the drive acknowledges flushes before the data is safe.</source>
        <translation>それらは電源断の直前の書き込みでした。ドライブはデータが安全になる前にフラッシュの完了を応答しています。</translation>
    </message>
    <message>
        <source>The witness&apos;s record contradicts this machine&apos;s own record of the test (%1), so it cannot be trusted and this run proves nothing about acknowledged writes.</source>
        <extracomment>%1 what the witness&apos;s record says against this machine&apos;s (in English, for a bug report)</extracomment>
        <translation>ウィットネスの記録が、このコンピューター自身のテスト記録と矛盾しています（%1）。信頼できないため、この実行は確認済みの書き込みについて何も証明しません。</translation>
    </message>
    <message>
        <source>This is not the run&apos;s witness: it answered with another salt than during the run.</source>
        <translation>これはこの実行のウィットネスではありません。実行中とは別のソルトで応答しました。</translation>
    </message>
    <message>
        <source>A frame from the witness arrived damaged or altered (%1); reconnecting.</source>
        <extracomment>%1 what was wrong with it, e.g. &quot;HMAC&quot; or &quot;CRC mismatch&quot;</extracomment>
        <translation>ウィットネスからのフレームが破損または改ざんされて届きました（%1）。再接続しています。</translation>
    </message>
    <message>
        <source>The witness could not prove the pairing code (a fake witness or altered traffic); reconnecting.</source>
        <translation>ウィットネスはペアリングコードを証明できませんでした（偽のウィットネスか、改ざんされた通信）。再接続しています。</translation>
    </message>
    <message>
        <source>The witness refused a frame that reached it damaged or altered (%1); reconnecting.</source>
        <extracomment>%1 the witness&apos;s reason, e.g. &quot;Power-loss frame damaged in transit&quot;</extracomment>
        <translation>ウィットネスは、破損または改ざんされて届いたフレームを拒否しました（%1）。再接続しています。</translation>
    </message>
    <message>
        <source>The witness already keeps %1 runs: move old run folders out of its journal folder to make room.</source>
        <extracomment>%1 how many runs the witness keeps at most</extracomment>
        <translation>ウィットネスはすでに %1 件の実行を保持しています。空きを作るには、古い実行フォルダーをジャーナルフォルダーの外へ移動してください。</translation>
    </message>
    <message>
        <source>The witness holds %1 acknowledged writes in memory, as many as it may: this run cannot grow.</source>
        <extracomment>%1 a number of acknowledged writes</extracomment>
        <translation>ウィットネスはメモリーに %1 件の確認済み書き込みを保持しており、これが上限です。この実行はこれ以上増やせません。</translation>
    </message>
    <message numerus="yes">
        <source>The witness reports %n acknowledgement(s) this writer never sent, from seq %1, so its record cannot be trusted and this run proves nothing about acknowledged writes.</source>
        <extracomment>%n how many acknowledgements carry no valid receipt of this machine&apos;s writer, %1 the seq (a number) of the first of them</extracomment>
        <translation>
            <numerusform>ウィットネスは、この書き込み側が送っていない確認を %n 件報告しています（seq %1 から）。その記録は信頼できないため、この実行は確認済みの書き込みについて何も証明しません。</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>DriveProof::Privilege</name>
    <message>
        <source>Cannot open %1: %2.</source>
        <extracomment>%1 device path, %2 the system&apos;s reason</extracomment>
        <translation>%1 を開けません: %2。</translation>
    </message>
    <message>
        <source>The system bus is not running (%2), so DriveProof&apos;s helper cannot be reached for %1. Start D-Bus, or run as root.</source>
        <extracomment>%1 device path, %2 D-Bus error text</extracomment>
        <translation>システムバスが実行されていないため（%2）、%1 について DriveProof ヘルパーに接続できません。D-Bus を起動するか、root として実行してください。</translation>
    </message>
    <message>
        <source>DriveProof&apos;s helper sent an unexpected reply for %1.</source>
        <extracomment>%1 device path</extracomment>
        <translation>DriveProof ヘルパーが %1 について予期しない応答を返しました。</translation>
    </message>
    <message>
        <source>DriveProof&apos;s helper opened %1 but no file descriptor arrived.</source>
        <extracomment>%1 device path</extracomment>
        <translation>DriveProof ヘルパーは %1 を開きましたが、ファイルディスクリプタが届きませんでした。</translation>
    </message>
    <message>
        <source>DriveProof&apos;s helper is not installed (%1 is not on the system bus): install the package, or run as root.</source>
        <extracomment>%1 D-Bus service name</extracomment>
        <translation>DriveProof ヘルパーがインストールされていません（%1 がシステムバス上にありません）。パッケージをインストールするか、root として実行してください。</translation>
    </message>
    <message>
        <source>DriveProof&apos;s helper is installed but could not be started (%1). Reinstall DriveProof.</source>
        <extracomment>%1 D-Bus error text</extracomment>
        <translation>DriveProof ヘルパーはインストールされていますが、起動できませんでした（%1）。DriveProof を再インストールしてください。</translation>
    </message>
    <message>
        <source>DriveProof&apos;s helper did not answer for %1 within %2 seconds. If an authentication dialog was open, try again.</source>
        <extracomment>%1 device path, %2 number of seconds</extracomment>
        <translation>DriveProof ヘルパーが %1 について %2 秒以内に応答しませんでした。認証ダイアログが開いていた場合は、もう一度試してください。</translation>
    </message>
    <message>
        <source>The system bus refused the call to DriveProof&apos;s helper (%1): its D-Bus policy is missing or damaged. Reinstall DriveProof.</source>
        <extracomment>%1 D-Bus error text</extracomment>
        <translation>システムバスが DriveProof ヘルパーへの呼び出しを拒否しました（%1）。D-Bus ポリシーがないか、破損しています。DriveProof を再インストールしてください。</translation>
    </message>
    <message>
        <source>DriveProof&apos;s helper failed for %1: %3 (%2).</source>
        <extracomment>%1 device path, %2 D-Bus error name, %3 D-Bus error text</extracomment>
        <translation>DriveProof ヘルパーが %1 について失敗しました: %3 (%2)。</translation>
    </message>
</context>
<context>
    <name>DriveProof::Report</name>
    <message>
        <source>a pair [bucket, count]</source>
        <translation>ペア [bucket, count]</translation>
    </message>
    <message>
        <source>The test result is damaged: %1 names latency bucket %2, but the buckets end at %3.</source>
        <extracomment>%1 where in the file; %2 the bucket number found; %3 the last valid one</extracomment>
        <translation>テスト結果が破損しています: %1 はレイテンシバケット %2 を指定していますが、バケットは %3 で終わっています。</translation>
    </message>
    <message>
        <source>The test result is damaged: %1 lists latency bucket %2 twice.</source>
        <extracomment>%1 where in the file; %2 a bucket number</extracomment>
        <translation>テスト結果が破損しています: %1 にレイテンシバケット %2 が 2 回記載されています。</translation>
    </message>
    <message>
        <source>The test result is damaged: the latency buckets of %1 do not add up to its count.</source>
        <extracomment>%1 where in the file, e.g. measurements[0].histogram</extracomment>
        <translation>テスト結果が破損しています: %1 のレイテンシバケットの合計が件数と一致しません。</translation>
    </message>
    <message>
        <source>The test result is damaged: the minimum or maximum of %1 lies outside its lowest or highest latency bucket.</source>
        <extracomment>%1 where in the file, e.g. measurements[0].histogram</extracomment>
        <translation>テスト結果が破損しています: %1 の最小値または最大値が、最も低いまたは最も高いレイテンシバケットの範囲外にあります。</translation>
    </message>
    <message>
        <source>The test result is damaged: the sum of %1 cannot come from its latency buckets.</source>
        <extracomment>%1 where in the file, e.g. measurements[0].histogram</extracomment>
        <translation>テスト結果が破損しています: %1 の合計値は、そのレイテンシバケットからはあり得ない値です。</translation>
    </message>
    <message>
        <source>%1: %2 commits/s</source>
        <extracomment>%1 the line&apos;s label, e.g. &quot;fdatasync, 1 × 8 kB&quot;; %2 commits per second</extracomment>
        <translation>%1: %2 コミット/秒</translation>
    </message>
    <message>
        <source>%1: %2 MB/s, %3 IOPS</source>
        <extracomment>%1 the line&apos;s label, e.g. &quot;SEQ1M Q8T1 read&quot;; %2 megabytes per second; %3 I/Os per second</extracomment>
        <translation>%1: %2 MB/s、%3 IOPS</translation>
    </message>
    <message>
        <source>%1; %2</source>
        <extracomment>%1 how many measurements, e.g. &quot;9 measurements&quot;; %2 its headline number</extracomment>
        <translation>%1; %2</translation>
    </message>
    <message>
        <source>%1 (stopped by an error)</source>
        <extracomment>%1 the summary so far; a test that stopped on an error</extracomment>
        <translation>%1 (エラーで停止)</translation>
    </message>
    <message>
        <source>%1 (cancelled)</source>
        <extracomment>%1 the summary so far; a test the user cancelled</extracomment>
        <translation>%1 (キャンセル)</translation>
    </message>
    <message>
        <source>The result has no id, so it cannot be kept in the history.</source>
        <translation>結果に ID がないため、履歴に保存できません。</translation>
    </message>
    <message>
        <source>Cannot create the history folder %1. Check that your home folder is writable.</source>
        <extracomment>%1 folder path</extracomment>
        <translation>履歴フォルダ %1 を作成できません。ホームフォルダが書き込み可能であることを確認してください。</translation>
    </message>
    <message>
        <source>Cannot write %1: %2.</source>
        <extracomment>%1 file name, %2 the system&apos;s error text</extracomment>
        <translation>%1 に書き込めません: %2。</translation>
    </message>
    <message>
        <source>The history holds no result with the id %1.</source>
        <extracomment>%1 a result id</extracomment>
        <translation>履歴に ID %1 の結果はありません。</translation>
    </message>
    <message>
        <source>The id %1 fits several results in the history; give the whole id.</source>
        <extracomment>%1 a short result id</extracomment>
        <translation>ID %1 は履歴内の複数の結果に一致します。ID 全体を指定してください。</translation>
    </message>
    <message>
        <source>Cannot delete %1: %2.</source>
        <extracomment>%1 file name, %2 the system&apos;s error text</extracomment>
        <translation>%1 を削除できません: %2。</translation>
    </message>
    <message>
        <source>The test result is damaged: %1 is missing.</source>
        <extracomment>%1 where in the file, e.g. measurements[2].iops</extracomment>
        <translation>テスト結果が破損しています: %1 がありません。</translation>
    </message>
    <message>
        <source>The test result is damaged: %1 should be %2.</source>
        <extracomment>%1 where in the file, e.g. measurements[2].iops; %2 what it should be, e.g. &quot;a number&quot;</extracomment>
        <translation>テスト結果が破損しています: %1 は %2 である必要があります。</translation>
    </message>
    <message>
        <source>The test result is damaged: %1 is %2, outside the range %3 to %4.</source>
        <extracomment>%1 where in the file, e.g. measurements[2].read_percent; %2 the value found there; %3 and %4 the smallest and largest value allowed</extracomment>
        <translation>テスト結果が破損しています: %1 の値 %2 が、範囲 %3～%4 の外にあります。</translation>
    </message>
    <message>
        <source>text</source>
        <translation>テキスト</translation>
    </message>
    <message>
        <source>true or false</source>
        <translation>true または false</translation>
    </message>
    <message>
        <source>true, false or null</source>
        <translation>true、false、または null</translation>
    </message>
    <message>
        <source>a whole number</source>
        <translation>整数</translation>
    </message>
    <message>
        <source>a number</source>
        <translation>数値</translation>
    </message>
    <message>
        <source>a date and time (ISO 8601)</source>
        <translation>日時 (ISO 8601)</translation>
    </message>
    <message>
        <source>a list</source>
        <translation>リスト</translation>
    </message>
    <message>
        <source>an object</source>
        <translation>オブジェクト</translation>
    </message>
    <message>
        <source>a list of six numbers</source>
        <translation>6 個の数値のリスト</translation>
    </message>
    <message>
        <source>one of info, good, caution, danger</source>
        <translation>info、good、caution、danger のいずれか</translation>
    </message>
    <message>
        <source>This is not a DriveProof test result: it has no format_version.</source>
        <translation>これは DriveProof のテスト結果ではありません: format_version がありません。</translation>
    </message>
    <message>
        <source>This test result has format %1, but this version of DriveProof reads formats up to %2. Open it with a newer DriveProof.</source>
        <extracomment>%1 the file&apos;s format number, %2 the newest format this version reads</extracomment>
        <translation>このテスト結果の形式は %1 ですが、このバージョンの DriveProof が読み取れるのは形式 %2 までです。より新しい DriveProof で開いてください。</translation>
    </message>
    <message>
        <source>This is not a DriveProof test result: the JSON breaks at byte %1 (%2).</source>
        <extracomment>%1 byte offset in the file, %2 what the JSON parser says</extracomment>
        <translation>これは DriveProof のテスト結果ではありません: JSON がバイト %1 で壊れています（%2）。</translation>
    </message>
    <message>
        <source>This is not a DriveProof test result: it holds no JSON object.</source>
        <translation>これは DriveProof のテスト結果ではありません: JSON オブジェクトが含まれていません。</translation>
    </message>
    <message>
        <source>Cannot read %1: %2.</source>
        <extracomment>%1 file name, %2 the system&apos;s reason</extracomment>
        <translation>%1 を読み取れません: %2。</translation>
    </message>
    <message>
        <source>%1 is too large to be a DriveProof test result.</source>
        <extracomment>%1 file name</extracomment>
        <translation>%1 は DriveProof のテスト結果としては大きすぎます。</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <extracomment>%1 file name, %2 what is wrong with its contents (a sentence)</extracomment>
        <translation>%1: %2</translation>
    </message>
    <message numerus="yes">
        <source>%n measurement(s)</source>
        <extracomment>how many measurements (lines of the numbers table) a result has</extracomment>
        <translation>
            <numerusform>%n 件の測定</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 s</source>
        <extracomment>a time per step; %1 seconds, e.g. &quot;5&quot; or &quot;0.5&quot;</extracomment>
        <translation>%1 秒</translation>
    </message>
    <message>
        <source>temporary file</source>
        <translation>一時ファイル</translation>
    </message>
    <message>
        <source>file</source>
        <translation>ファイル</translation>
    </message>
    <message>
        <source>whole device</source>
        <translation>デバイス全体</translation>
    </message>
    <message>
        <source>none (raw device)</source>
        <extracomment>where a run had no file system under it (the raw device)</extracomment>
        <translation>なし（生デバイス）</translation>
    </message>
    <message>
        <source>They are different tests (%1 and %2).</source>
        <extracomment>%1 and %2 two test keys, e.g. &quot;quick&quot; and &quot;random&quot;</extracomment>
        <translation>異なるテストです（%1 と %2）。</translation>
    </message>
    <message>
        <source>They used different test sizes (%1 and %2): a small area fits a cache that a large one overflows.</source>
        <extracomment>%1 and %2 test sizes, e.g. &quot;128 MiB&quot; and &quot;1 GiB&quot;</extracomment>
        <translation>テストサイズが異なります（%1 と %2）。小さな領域はキャッシュに収まりますが、大きな領域はあふれます。</translation>
    </message>
    <message>
        <source>They ran on different kinds of target (%1 and %2): a file system adds its own work to every write.</source>
        <extracomment>%1 and %2 kinds of target, e.g. &quot;temporary file&quot; and &quot;whole device&quot;</extracomment>
        <translation>対象の種類が異なります（%1 と %2）。ファイルシステムはすべての書き込みに独自の処理を加えます。</translation>
    </message>
    <message>
        <source>They ran on different file systems (%1 and %2).</source>
        <extracomment>%1 and %2 file systems, e.g. &quot;ext4&quot; and &quot;btrfs&quot;</extracomment>
        <translation>ファイルシステムが異なります（%1 と %2）。</translation>
    </message>
    <message>
        <source>They used different I/O engines (%1 and %2).</source>
        <extracomment>%1 and %2 I/O engines, e.g. &quot;io_uring&quot; and &quot;psync&quot;</extracomment>
        <translation>I/O エンジンが異なります（%1 と %2）。</translation>
    </message>
    <message>
        <source>They ran for different times per step (%1 and %2).</source>
        <extracomment>%1 and %2 times per step, e.g. &quot;2 s&quot; and &quot;5 s&quot;</extracomment>
        <translation>ステップごとの時間が異なります（%1 と %2）。</translation>
    </message>
    <message>
        <source>%1 per step</source>
        <extracomment>the time each step of a test ran; %1 e.g. &quot;5 s&quot;</extracomment>
        <translation>1 ステップ %1</translation>
    </message>
    <message>
        <source>%1 on %2</source>
        <extracomment>%1 a kind of target (&quot;temporary file&quot;), %2 its file system (&quot;ext4&quot;)</extracomment>
        <translation>%2 上の%1</translation>
    </message>
    <message>
        <source>SEQ1M Q8T1, SEQ1M Q1T1, RND4K Q32T1, RND4K Q1T1 · %1 · %2 per step</source>
        <extracomment>the quick check&apos;s definition; %1 a test size (&quot;1 GiB&quot;), %2 a time per step (&quot;5 s&quot;). SEQ1M Q8T1 etc. are CrystalDiskMark&apos;s test names: keep them.</extracomment>
        <translation>SEQ1M Q8T1、SEQ1M Q1T1、RND4K Q32T1、RND4K Q1T1 · %1 · 1 ステップ %2</translation>
    </message>
    <message>
        <source>The history holds no result with the id %1, and there is no such file. &apos;driveproof-cli history DEVICE&apos; lists the ids.</source>
        <extracomment>%1 a result id or file name</extracomment>
        <translation>履歴に ID %1 の結果はなく、そのようなファイルもありません。ID は &apos;driveproof-cli history DEVICE&apos; で一覧できます。</translation>
    </message>
    <message>
        <source>a list of two numbers</source>
        <translation>2 つの数値のリスト</translation>
    </message>
    <message>
        <source>%1 self-test: %2, at %3 power-on hours; first failing sector %4.</source>
        <extracomment>%1 kind of self-test (&quot;Short&quot;), %2 its result (&quot;Failed: read error&quot;), %3 the drive&apos;s power-on hours when it ended, %4 a sector number</extracomment>
        <translation>セルフテスト (%1): %2、通電 %3 時間の時点。最初の不良セクター %4。</translation>
    </message>
    <message>
        <source>%1 self-test: %2, at %3 power-on hours.</source>
        <extracomment>%1 kind of self-test (&quot;Short&quot;), %2 its result (&quot;Completed without error&quot;), %3 the drive&apos;s power-on hours when it ended</extracomment>
        <translation>セルフテスト (%1): %2、通電 %3 時間の時点。</translation>
    </message>
    <message>
        <source>read</source>
        <translation>読み取り</translation>
    </message>
    <message>
        <source>write</source>
        <translation>書き込み</translation>
    </message>
    <message>
        <source>mixed %1% read</source>
        <extracomment>%1 percentage of reads in a mixed workload, e.g. 70</extracomment>
        <translation>混合（読み取り %1%）</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <extracomment>%1 a CrystalDiskMark-style preset name (SEQ1M Q8T1), %2 read/write/mixed</extracomment>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>block size %1, %2</source>
        <extracomment>a sweep point: %1 block size, %2 read/write</extracomment>
        <translation>ブロックサイズ %1、%2</translation>
    </message>
    <message>
        <source>queue depth %1, %2</source>
        <extracomment>a sweep point: %1 queue depth, %2 read/write</extracomment>
        <translation>キュー深度 %1、%2</translation>
    </message>
    <message numerus="yes">
        <source>%n thread(s), %1</source>
        <extracomment>a sweep point: %n threads, %1 read/write</extracomment>
        <translation>
            <numerusform>%n スレッド、%1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1, %n × 8 kB per commit</source>
        <extracomment>%1 a sync method name (fdatasync, open_datasync...), %n writes per commit</extracomment>
        <translation>
            <numerusform>%1、1 コミットあたり %n × 8 kB</numerusform>
        </translation>
    </message>
    <message>
        <source>open_sync, %1 × %2 kB</source>
        <extracomment>16 kB committed as %1 writes of %2 kB each, with O_SYNC</extracomment>
        <translation>open_sync、%1 × %2 kB</translation>
    </message>
    <message>
        <source>write, fsync, close</source>
        <translation>write, fsync, close</translation>
    </message>
    <message>
        <source>write, close, fsync (another descriptor)</source>
        <translation>write, close, fsync（別のディスクリプタ）</translation>
    </message>
    <message>
        <source>write, no sync (baseline, not durable)</source>
        <translation>write, sync なし（ベースライン、永続性なし）</translation>
    </message>
    <message>
        <source>O_DIRECT write, no sync (baseline, not durable)</source>
        <translation>O_DIRECT write, sync なし（ベースライン、永続性なし）</translation>
    </message>
    <message>
        <source>sustained sequential write</source>
        <translation>持続シーケンシャル書き込み</translation>
    </message>
    <message>
        <source>surface scan (read)</source>
        <translation>サーフェススキャン（読み取り）</translation>
    </message>
    <message>
        <source>random reads, pass %1</source>
        <extracomment>%1 1 or 2: the pass of the hybrid-cache check</extracomment>
        <translation>ランダム読み取り、%1 回目</translation>
    </message>
    <message>
        <source>%1 (cache off)</source>
        <extracomment>a commit line measured with the drive&apos;s write cache switched off; %1 its label</extracomment>
        <translation>%1 (キャッシュオフ)</translation>
    </message>
    <message>
        <source>Skipped: the block size %1 is larger than the test area (%2).</source>
        <extracomment>%1 block size, %2 test area size</extracomment>
        <translation>スキップ: ブロックサイズ %1 がテスト領域（%2）より大きくなっています。</translation>
    </message>
    <message>
        <source>Skipped: O_DIRECT writes of %1 bytes are smaller than the device&apos;s logical block size (%2 bytes).</source>
        <extracomment>%1 write size in bytes, %2 the device&apos;s logical block size in bytes</extracomment>
        <translation>スキップ: %1 バイトの O_DIRECT 書き込みは、デバイスの論理ブロックサイズ（%2 バイト）より小さくなります。</translation>
    </message>
    <message>
        <source>Skipped: this file system does not support O_DIRECT.</source>
        <translation>スキップ: このファイルシステムは O_DIRECT に対応していません。</translation>
    </message>
    <message>
        <source>Skipped: the device rejects O_DIRECT writes of %1 bytes.</source>
        <extracomment>%1 write size in bytes</extracomment>
        <translation>スキップ: デバイスが %1 バイトの O_DIRECT 書き込みを拒否します。</translation>
    </message>
</context>
<context>
    <name>DriveProof::Suites</name>
    <message>
        <source>The cache A/B test needs a drive whose write cache is on and can be switched; %1&apos;s is not. Run the commit test alone.</source>
        <extracomment>%1 device node</extracomment>
        <translation>キャッシュ A/B テストには、書き込みキャッシュがオンで切り替え可能なドライブが必要ですが、%1 はそうではありません。コミットテストを単独で実行してください。</translation>
    </message>
    <message>
        <source>Could not switch the write cache of %1 back on. Switch it on with &apos;driveproof-cli cache %1 --set on&apos;.</source>
        <extracomment>%1 device node</extracomment>
        <translation>%1 の書き込みキャッシュをオンに戻せませんでした。「driveproof-cli cache %1 --set on」でオンにしてください。</translation>
    </message>
    <message>
        <source>Cannot open %1 for the commit test: %2.</source>
        <extracomment>%1 file or device, %2 the system&apos;s error text</extracomment>
        <translation>コミットテスト用に %1 を開けません: %2。</translation>
    </message>
    <message>
        <source>The commit test stopped at &quot;%1&quot;: writing to %2 failed: %3.</source>
        <extracomment>%1 the line&apos;s label, %2 file or device, %3 the system&apos;s error text</extracomment>
        <translation>コミットテストが「%1」で停止しました。%2 への書き込みに失敗しました: %3。</translation>
    </message>
    <message>
        <source>&quot;%1&quot; stopped on %2: %3</source>
        <extracomment>%1 the step&apos;s label, %2 file or device, %3 the error</extracomment>
        <translation>「%1」が %2 で停止しました: %3</translation>
    </message>
    <message>
        <source>idle, so the drive can move hot data</source>
        <translation>アイドル中（ドライブがホットデータを移動できるように）</translation>
    </message>
    <message>
        <source>Commit rate</source>
        <translation>コミットレート</translation>
    </message>
    <message>
        <source>Throughput</source>
        <translation>スループット</translation>
    </message>
    <message>
        <source>Sustained write</source>
        <translation>持続書き込み</translation>
    </message>
    <message>
        <source>Surface scan</source>
        <translation>サーフェススキャン</translation>
    </message>
    <message>
        <source>Random I/O</source>
        <translation>ランダム I/O</translation>
    </message>
    <message>
        <source>Quick check</source>
        <translation>クイックチェック</translation>
    </message>
    <message>
        <source>Block size sweep</source>
        <translation>ブロックサイズスイープ</translation>
    </message>
    <message>
        <source>Queue depth sweep</source>
        <translation>キュー深度スイープ</translation>
    </message>
    <message>
        <source>Thread sweep</source>
        <translation>スレッド数スイープ</translation>
    </message>
    <message>
        <source>Hybrid cache check</source>
        <translation>ハイブリッドキャッシュの確認</translation>
    </message>
    <message>
        <source>O_DIRECT is not supported here: the run is buffered, so the page cache is in the numbers.</source>
        <translation>ここでは O_DIRECT に対応していません。バッファ経由で実行するため、数値にはページキャッシュの影響が含まれます。</translation>
    </message>
    <message>
        <source>%1 is not a folder. Choose a folder on the drive to test.</source>
        <extracomment>%1 a folder</extracomment>
        <translation>%1 はフォルダではありません。テストするドライブ上のフォルダを選んでください。</translation>
    </message>
    <message>
        <source>The test size must be at least 4 KiB.</source>
        <translation>テストサイズは 4 KiB 以上にしてください。</translation>
    </message>
    <message>
        <source>%1 has too little free space for a %2 test file (%3 free). Choose a smaller size or another folder.</source>
        <extracomment>%1 folder, %2 the size asked for, %3 free space</extracomment>
        <translation>%1 の空き容量が、%2 のテストファイルには足りません（空き %3）。サイズを小さくするか、別のフォルダを選んでください。</translation>
    </message>
    <message>
        <source>Cannot create a test file in %1: %2. Choose a folder you can write to.</source>
        <extracomment>%1 folder, %2 the system&apos;s error text</extracomment>
        <translation>%1 にテストファイルを作成できません: %2。書き込み可能なフォルダを選んでください。</translation>
    </message>
    <message>
        <source>Preparing the test file</source>
        <translation>テストファイルを準備中</translation>
    </message>
    <message>
        <source>Cannot prepare the test file %1: %2.</source>
        <extracomment>%1 the test file, %2 what failed, in English from the system</extracomment>
        <translation>テストファイル %1 を準備できません: %2。</translation>
    </message>
    <message>
        <source>%1 is not an existing regular file. Name a file, or choose a folder for a temporary test file.</source>
        <extracomment>%1 a path</extracomment>
        <translation>%1 は既存の通常ファイルではありません。ファイルを指定するか、一時テストファイル用のフォルダを選んでください。</translation>
    </message>
    <message>
        <source>%1 is smaller than 4 KiB: too small to test. DriveProof never grows a file it did not create.</source>
        <extracomment>%1 a file</extracomment>
        <translation>%1 は 4 KiB 未満で、テストするには小さすぎます。DriveProof は自分で作成していないファイルを拡張しません。</translation>
    </message>
    <message>
        <source>Cannot open %1: %2.</source>
        <extracomment>%1 file, %2 the system&apos;s error text
----------
%1 device node, %2 the system&apos;s error text</extracomment>
        <translation>%1 を開けません: %2。</translation>
    </message>
    <message>
        <source>Writing to %1 destroys what is on it. Confirm by typing the device name, or pass --destructive.</source>
        <extracomment>%1 device node</extracomment>
        <translation>%1 に書き込むと、その内容は破壊されます。デバイス名を入力して確認するか、--destructive を指定してください。</translation>
    </message>
    <message>
        <source>%L1 IOPS</source>
        <extracomment>I/O operations per second</extracomment>
        <translation>%L1 IOPS</translation>
    </message>
    <message>
        <source>fdatasync commits at %1 per second, faster than the platters turn (%2 rpm allows about %3 per second with one thread): a volatile or battery-backed cache acknowledges the commits. Run the power-loss test to learn whether it keeps them.</source>
        <extracomment>%1 commits per second, %2 rotation rate, %3 the most commits per second it allows</extracomment>
        <translation>fdatasync のコミットは毎秒 %1 回で、プラッタの回転より速くなっています（%2 rpm では、1 スレッドで毎秒約 %3 回が上限です）。揮発性またはバッテリーバックアップ付きのキャッシュがコミットに応答しています。コミットが実際に保持されるかどうかは、電源断テストで確認してください。</translation>
    </message>
    <message>
        <source>fdatasync commits at %1 per second, within what %2 rpm allows (about %3 per second): each commit waits for the platter.</source>
        <extracomment>%1 commits per second, %2 rotation rate, %3 the most commits per second it allows</extracomment>
        <translation>fdatasync のコミットは毎秒 %1 回で、%2 rpm で可能な範囲内（毎秒約 %3 回）です。各コミットはプラッタの回転を待っています。</translation>
    </message>
    <message>
        <source>With the drive&apos;s write cache off, fdatasync still commits at %1 per second, above the %3 per second that %2 rpm allows: the setting was ignored or another cache answers.</source>
        <extracomment>%1 commits per second, %2 rotation rate, %3 the most commits per second it allows</extracomment>
        <translation>ドライブの書き込みキャッシュをオフにしても、fdatasync のコミットは毎秒 %1 回で、%2 rpm で可能な毎秒 %3 回を上回っています。設定が無視されたか、別のキャッシュが応答しています。</translation>
    </message>
    <message>
        <source>Each fdatasync sent %2 flushes to %1: flushes reach the device.</source>
        <extracomment>%1 device name, %2 flushes per commit (a decimal number)</extracomment>
        <translation>fdatasync 1 回ごとに %1 へ %2 回のフラッシュが送られました。フラッシュはデバイスに届いています。</translation>
    </message>
    <message>
        <source>Flushes are not reaching %1: fdatasync sent none although the kernel treats the device as write back. Something between DriveProof and the drive swallows them (a hypervisor, a RAID or device-mapper layer).</source>
        <extracomment>%1 device name</extracomment>
        <translation>フラッシュが %1 に届いていません。カーネルはデバイスを write back として扱っているのに、fdatasync はフラッシュを 1 回も送りませんでした。DriveProof とドライブの間にある何か（ハイパーバイザー、RAID、device-mapper の層）がフラッシュを握りつぶしています。</translation>
    </message>
    <message>
        <source>Flushes are not reaching %1: the kernel treats it as write through (queue/write_cache) and sends it no flushes. If the drive&apos;s own cache is on, committed data can be lost at a power cut.</source>
        <extracomment>%1 device name</extracomment>
        <translation>フラッシュが %1 に届いていません。カーネルはこのデバイスを write through として扱っており (queue/write_cache)、フラッシュを送りません。ドライブ自身のキャッシュがオンの場合、コミット済みのデータが停電時に失われる可能性があります。</translation>
    </message>
    <message>
        <source>Flushes are not reaching %1: the file system is mounted with nobarrier, so the kernel sends no flushes. Committed data can be lost at a power cut.</source>
        <extracomment>%1 device name</extracomment>
        <translation>フラッシュが %1 に届いていません。ファイルシステムが nobarrier でマウントされているため、カーネルはフラッシュを送りません。コミット済みのデータが停電時に失われる可能性があります。</translation>
    </message>
    <message>
        <source>This drive acknowledges %1 commits per second with its write cache on. Only the power-loss test can tell whether it keeps them.</source>
        <extracomment>%1 commits per second</extracomment>
        <translation>このドライブは、書き込みキャッシュがオンの状態で毎秒 %1 回のコミットに応答しています。それが実際に保持されるかどうかは、電源断テストでしか分かりません。</translation>
    </message>
    <message>
        <source>This drive acknowledges %1 commits per second with its write cache on and %2 with it off.</source>
        <extracomment>%1 commits per second with the cache on, %2 with it off</extracomment>
        <translation>このドライブは、書き込みキャッシュがオンの状態で毎秒 %1 回、オフの状態で毎秒 %2 回のコミットに応答しています。</translation>
    </message>
    <message>
        <source>The write rate fell from %1 to %2 after %3 had been written: a cache ran out.</source>
        <extracomment>%1 and %2 transfer rates, %3 an amount of data</extracomment>
        <translation>%3 を書き込んだ後、書き込み速度が %1 から %2 に低下しました。キャッシュを使い切っています。</translation>
    </message>
    <message>
        <source>The write rate held at about %1 over all %2.</source>
        <extracomment>%1 a transfer rate, %2 an amount of data</extracomment>
        <translation>書き込み速度は、%2 全体を通じて約 %1 を維持しました。</translation>
    </message>
    <message>
        <source>Reads ran at %1 at the start and %2 at the end; the slowest stretch read at %3, at %4.</source>
        <extracomment>%1..%3 transfer rates, %4 a position on the drive (an amount of data)</extracomment>
        <translation>読み取り速度は最初が %1、最後が %2 でした。最も遅い区間は %4 の位置で %3 でした。</translation>
    </message>
    <message numerus="yes">
        <source>%n stretch(es) read at less than half the median rate: the drive retried there, or remapped sectors slow it down. Look at its health.</source>
        <translation>
            <numerusform>%n か所の区間で、読み取り速度が中央値の半分未満でした。ドライブがそこで再試行したか、代替処理されたセクタが速度を落としています。健康状態を確認してください。</numerusform>
        </translation>
    </message>
    <message>
        <source>The second pass was %1 times as fast (%2 → %3): the drive moved the data to faster storage while idle.</source>
        <extracomment>%1 how many times faster (a decimal number), %2 and %3 IOPS before and after</extracomment>
        <translation>2 回目の測定は %1 倍速くなりました（%2 → %3）。ドライブがアイドル中にデータを高速なストレージへ移動しています。</translation>
    </message>
    <message>
        <source>The second pass ran at %2 against %1 before: no sign of a cache that promotes hot data while the drive is idle.</source>
        <extracomment>%1 and %2 IOPS of the first and the second pass</extracomment>
        <translation>2 回目の測定は %2 で、1 回目は %1 でした。アイドル中にホットデータを昇格させるキャッシュの兆候はありません。</translation>
    </message>
    <message>
        <source>O_DIRECT is not supported on this file system: the run was buffered, so the page cache is in the numbers.</source>
        <translation>このファイルシステムは O_DIRECT に対応していません。バッファ経由で実行したため、数値にはページキャッシュの影響が含まれます。</translation>
    </message>
    <message>
        <source>This is a virtual machine (%1): the numbers describe the hypervisor&apos;s storage, not the drive&apos;s.</source>
        <extracomment>%1 the hypervisor, e.g. kvm</extracomment>
        <translation>これは仮想マシン (%1) です。数値はドライブではなく、ハイパーバイザーのストレージの性能を表しています。</translation>
    </message>
    <message>
        <source>%1 is mounted with barriers off (%2): the kernel sends the drive no flushes, so no commit there is durable.</source>
        <extracomment>%1 mount point, %2 mount options</extracomment>
        <translation>%1 はバリアを無効にしてマウントされています (%2)。カーネルはドライブにフラッシュを送らないため、そこでのコミットはどれも永続化されません。</translation>
    </message>
    <message>
        <source>A drive test is running; suspending would spoil its numbers.</source>
        <translation>ドライブのテストを実行中です。サスペンドすると数値が正確でなくなります。</translation>
    </message>
    <message>
        <source>The cache A/B test needs to know the drive under the target, and it could not be found. Run the commit test alone.</source>
        <translation>キャッシュ A/B テストには対象の下にあるドライブの情報が必要ですが、見つかりませんでした。コミットテストを単独で実行してください。</translation>
    </message>
    <message>
        <source>%1 is in use: %2 DriveProof does not write to a device in use. Unmount it, swapoff it or stop what is built on it first.</source>
        <extracomment>%1 device node, %2 a sentence saying what uses it, e.g. &quot;/dev/loop0 backs the loop device /dev/loop1. /dev/loop1 is mounted on /mnt.&quot;</extracomment>
        <translation>%1 は使用中です: %2 DriveProof は使用中のデバイスには書き込みません。先にアンマウントするか、swapoff するか、その上に構築されているものを停止してください。</translation>
    </message>
    <message>
        <source>The kernel sends %1 no flushes while its write cache is off for this half of the test (it treats the device as write through): as expected.</source>
        <extracomment>%1 device name</extracomment>
        <translation>テストのこの半分では書き込みキャッシュがオフのため、カーネルは %1 にフラッシュを 1 回も送りません（デバイスを write through として扱っています）。想定どおりです。</translation>
    </message>
    <message>
        <source>%L1 %2</source>
        <extracomment>a transfer rate; %L1 the number, %2 its unit (&quot;MB/s&quot; or &quot;MiB/s&quot;)</extracomment>
        <translation>%L1 %2</translation>
    </message>
    <message>
        <source>SATA, link speed unknown</source>
        <translation>SATA、リンク速度不明</translation>
    </message>
    <message>
        <source>SATA %1 Gb/s</source>
        <extracomment>%1 the SATA link speed in Gb/s, e.g. 6</extracomment>
        <translation>SATA %1 Gb/s</translation>
    </message>
    <message>
        <source>PCIe, link speed unknown</source>
        <translation>PCIe、リンク速度不明</translation>
    </message>
    <message>
        <source>PCIe %1 x%2</source>
        <extracomment>%1 the PCIe generation (&quot;3.0&quot;), %2 lanes in use</extracomment>
        <translation>PCIe %1 x%2</translation>
    </message>
    <message>
        <source>USB, link speed unknown</source>
        <translation>USB、リンク速度不明</translation>
    </message>
    <message>
        <source>USB %1 (%2 Gb/s)</source>
        <extracomment>%1 the USB version (&quot;3.0&quot;), %2 its signalling rate in Gb/s</extracomment>
        <translation>USB %1 (%2 Gb/s)</translation>
    </message>
    <message>
        <source>USB %1 (%2 Mb/s)</source>
        <extracomment>%1 the USB version (&quot;2&quot;), %2 its signalling rate in Mb/s</extracomment>
        <translation>USB %1 (%2 Mb/s)</translation>
    </message>
    <message>
        <source>%1 (~%2 usable)</source>
        <extracomment>%1 the SATA link (&quot;SATA 6 Gb/s&quot;), %2 a transfer rate, e.g. &quot;600.0 MB/s&quot;</extracomment>
        <translation>%1 (実効 約 %2)</translation>
    </message>
    <message>
        <source>%1 (the drive can do PCIe %2 x%3)</source>
        <extracomment>%1 the PCIe link now (&quot;PCIe 3.0 x2&quot;), %2 PCIe generation (&quot;4.0&quot;), %3 lanes</extracomment>
        <translation>%1 (ドライブは PCIe %2 x%3 に対応)</translation>
    </message>
    <message>
        <source>%1 of x%2</source>
        <extracomment>%1 the PCIe link now (&quot;PCIe 3.0 x2&quot;), %2 lanes the drive has</extracomment>
        <translation>%1 / x%2</translation>
    </message>
    <message>
        <source>%1, %2</source>
        <extracomment>%1 the USB link (&quot;USB 3.0 (5 Gb/s)&quot;), %2 the storage protocol: UAS or BOT</extracomment>
        <translation>%1、%2</translation>
    </message>
    <message>
        <source>hard disk (%L1 rpm)</source>
        <translation>ハードディスク (%L1 rpm)</translation>
    </message>
    <message>
        <source>hard disk</source>
        <translation>ハードディスク</translation>
    </message>
    <message>
        <source>SATA SSD</source>
        <translation>SATA SSD</translation>
    </message>
    <message>
        <source>NVMe SSD</source>
        <translation>NVMe SSD</translation>
    </message>
    <message>
        <source>drive behind a USB bridge</source>
        <translation>USB ブリッジ経由のドライブ</translation>
    </message>
    <message>
        <source>virtual disk</source>
        <translation>仮想ディスク</translation>
    </message>
    <message>
        <source>%1 is more than a %2 link can carry (%3): the link is emulated or misreported (a virtual machine, or a cache in front of the drive), so this number says nothing about the drive.</source>
        <extracomment>%1 a measured transfer rate, %2 the link (&quot;SATA 1.5 Gb/s&quot;), %3 the most it carries</extracomment>
        <translation>%1 は %2 リンクで転送できる上限 (%3) を超えています。リンクがエミュレートされているか、誤って報告されています (仮想マシン、またはドライブの手前にあるキャッシュ)。そのため、この数値はドライブについて何も示していません。</translation>
    </message>
    <message>
        <source>Writes at %1: the limit of its %2 link (%3 at most) — as fast as it can be here.</source>
        <extracomment>%1 a transfer rate, %2 the link (&quot;SATA 6 Gb/s&quot;), %3 what it carries</extracomment>
        <translation>書き込み %1: %2 リンクの上限 (最大 %3) に達しています。ここではこれ以上速くなりません。</translation>
    </message>
    <message>
        <source>Reads at %1: the limit of its %2 link (%3 at most) — as fast as it can be here.</source>
        <extracomment>%1 a transfer rate, %2 the link (&quot;SATA 6 Gb/s&quot;), %3 what it carries</extracomment>
        <translation>読み取り %1: %2 リンクの上限 (最大 %3) に達しています。ここではこれ以上速くなりません。</translation>
    </message>
    <message>
        <source>Writes at %1 on a %2 link: the link, not the drive, is the limit (the drive can do %3 Gb/s; check the cable and the port).</source>
        <extracomment>%1 a transfer rate, %2 the link (&quot;SATA 3 Gb/s&quot;), %3 the drive&apos;s fastest SATA speed in Gb/s, e.g. 6</extracomment>
        <translation>%2 リンクで書き込み %1: 制約はドライブではなくリンクです (ドライブは %3 Gb/s に対応しています。ケーブルとポートを確認してください)。</translation>
    </message>
    <message>
        <source>Reads at %1 on a %2 link: the link, not the drive, is the limit (the drive can do %3 Gb/s; check the cable and the port).</source>
        <extracomment>%1 a transfer rate, %2 the link (&quot;SATA 3 Gb/s&quot;), %3 the drive&apos;s fastest SATA speed in Gb/s, e.g. 6</extracomment>
        <translation>%2 リンクで読み取り %1: 制約はドライブではなくリンクです (ドライブは %3 Gb/s に対応しています。ケーブルとポートを確認してください)。</translation>
    </message>
    <message>
        <source>On a USB 2 port: 480 Mb/s holds it to about %1 (measured: %2). A USB 3 port would let it go faster.</source>
        <extracomment>%1 what a USB 2 port allows, a transfer rate; %2 the measured transfer rate</extracomment>
        <translation>USB 2 ポートに接続されています。480 Mb/s のため約 %1 に制限されています (測定値: %2)。USB 3 ポートならもっと速くなります。</translation>
    </message>
    <message>
        <source>Reads at %1: SATA SSDs read at %2 to %3 on a 6 Gb/s link, so something other than the link holds this one back (a full or worn drive, power saving, or the file system).</source>
        <extracomment>%1 the measured transfer rate, %2 and %3 the usual range (transfer rates)</extracomment>
        <translation>読み取り %1: SATA SSD は 6 Gb/s リンクで %2～%3 で読み取るため、リンク以外の何かがこのドライブを遅くしています (ドライブの空き不足や摩耗、省電力機能、またはファイルシステム)。</translation>
    </message>
    <message>
        <source>This NVMe drive runs on %1 although it can do PCIe %2 x%3: the link trained below what the drive and its slot allow (a riser, a dirty contact, or lanes shared with another slot). It carries %4 of the %5 it could.</source>
        <extracomment>%1 the link now (&quot;PCIe 3.0 x2&quot;), %2 PCIe generation, %3 lanes, %4 and %5 transfer rates (what the link carries now, what it could)</extracomment>
        <translation>この NVMe ドライブは PCIe %2 x%3 に対応していますが、%1 で動作しています。リンクが、ドライブとスロットが許す速度より低い状態で確立されました (ライザー、接点の汚れ、または別のスロットとのレーン共有)。本来は %5 を転送できるところ、%4 しか転送できません。</translation>
    </message>
    <message>
        <source>This NVMe drive runs on %1 but can do PCIe %2 x%3: the slot holds it to %4 of the %5 it could use. A slot with more lanes would let it go faster.</source>
        <extracomment>%1 the link now (&quot;PCIe 3.0 x2&quot;), %2 PCIe generation, %3 lanes, %4 and %5 transfer rates (what the slot carries, what the drive could use)</extracomment>
        <translation>この NVMe ドライブは %1 で動作していますが、PCIe %2 x%3 に対応しています。スロットのため、使えるはずの %5 に対して %4 に制限されています。レーン数の多いスロットならもっと速くなります。</translation>
    </message>
    <message>
        <source>RND4K Q1T1 at %1 is what a %L2 rpm disk does (about %3 to %4): each read waits for a seek and half a turn.</source>
        <extracomment>%1 measured IOPS, %2 rotation rate in rpm, %3 and %4 the usual range of IOPS</extracomment>
        <translation>RND4K Q1T1 の %1 は %L2 rpm のディスク相応の値です (約 %3～%4)。読み取りのたびにシークと半回転を待ちます。</translation>
    </message>
    <message>
        <source>RND4K Q1T1 at %1 is faster than a %L2 rpm disk can seek (about %3 to %4): a cache answers these reads, so they say little about the disk.</source>
        <extracomment>%1 measured IOPS, %2 rotation rate in rpm, %3 and %4 the usual range of IOPS</extracomment>
        <translation>RND4K Q1T1 の %1 は %L2 rpm のディスクがシークできる速さを超えています (約 %3～%4)。キャッシュがこれらの読み取りに応答しているため、ディスク自体についてはほとんど何もわかりません。</translation>
    </message>
    <message>
        <source>Writes fell from %1 to %2 after %3: the end of its fast SLC cache. Copies larger than that run at about %2.</source>
        <extracomment>%1 and %2 transfer rates, %3 an amount of data. SLC: the fast part of an SSD&apos;s flash that takes writes first</extracomment>
        <translation>%3 を書き込んだ後、書き込み速度が %1 から %2 に低下しました。高速な SLC キャッシュを使い切ったためです。これより大きなコピーは約 %2 で進みます。</translation>
    </message>
    <message>
        <source>%1 is a loop device without direct I/O: its reads and writes go through the page cache of the file system that holds its backing file, so these numbers describe the page cache (memory), not a drive. Attach it with &apos;losetup --direct-io=on&apos; to measure the drive under the file.</source>
        <extracomment>%1 a loop device, e.g. loop3</extracomment>
        <translation>%1 はダイレクト I/O を使わない loop デバイスです。読み書きはバッキングファイルのあるファイルシステムのページキャッシュを経由するため、この数値はドライブではなくページキャッシュ（メモリー）の速さです。ファイルの下のドライブを測るには &apos;losetup --direct-io=on&apos; で接続してください。</translation>
    </message>
    <message>
        <source>The run went through the page cache, which serves some requests from memory and sends others to the drive.</source>
        <translation>この実行はページキャッシュを経由しており、一部の要求はメモリーから返され、残りがドライブに送られます。</translation>
    </message>
    <message>
        <source>Something else used the drive meanwhile, a cache filled or emptied, or the drive paused to tidy up: run the test again before trusting the numbers.</source>
        <translation>その間にほかの処理がドライブを使った、キャッシュが満杯または空になった、あるいはドライブが内部整理のために止まった可能性があります。数値を信頼する前にもう一度テストしてください。</translation>
    </message>
    <message>
        <source>The numbers are unstable: %1 swung between %2 and %4 (typically %3) from one tenth of a second to the next, far more than a drive&apos;s own noise. %5</source>
        <extracomment>%1 a measurement (&quot;SEQ1M Q8T1 read&quot;); %2, %3, %4 rates or IOPS (low, typical, high); %5 why (a sentence)</extracomment>
        <translation>数値が不安定です。%1 は 0.1 秒ごとに %2 から %4 の間で揺れ（通常は %3）、ドライブ本来のばらつきをはるかに超えています。%5</translation>
    </message>
    <message>
        <source>%1 is no longer empty (found: %2), so it was not written to. Confirm again with the device&apos;s name.</source>
        <extracomment>%1 device node, %2 what was found, e.g. &quot;gpt, ext4&quot;</extracomment>
        <translation>%1 はもう空ではない（検出: %2）ため、書き込みませんでした。デバイス名を入力してもう一度確認してください。</translation>
    </message>
    <message>
        <source>No drive was found under the target.</source>
        <translation>対象の下にドライブが見つかりませんでした。</translation>
    </message>
    <message>
        <source>%1 reports no temperature.</source>
        <extracomment>%1 device path</extracomment>
        <translation>%1 は温度を報告しません。</translation>
    </message>
    <message numerus="yes">
        <source>The drive reached %1 °C and slowed itself down %n time(s) during this test: these numbers are those of a hot drive, not what it does when cool.</source>
        <extracomment>%1 the drive&apos;s highest temperature in °C; %n how often it throttled itself</extracomment>
        <translation>
            <numerusform>ドライブは %1 °C に達し、このテスト中に %n 回自ら速度を落としました: これらの数値は熱くなったドライブのもので、冷えているときの性能ではありません。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The drive reached %1 °C and slowed itself down %n time(s) during the sustained write: the drop from %2 to %3 at %4 is heat, not its cache.</source>
        <extracomment>%1 the drive&apos;s highest temperature in °C, %n how often it throttled itself, %2 and %3 transfer rates, %4 an amount of data</extracomment>
        <translation>
            <numerusform>ドライブは %1 °C に達し、連続書き込み中に %n 回自ら速度を落としました: %4 の時点での %2 から %3 への低下は熱によるもので、キャッシュの終わりではありません。</numerusform>
        </translation>
    </message>
    <message>
        <source>Drive temperature: %1 °C before the test, %2 °C after.</source>
        <extracomment>%1 and %2 temperatures in °C (&quot;?&quot; when unknown)</extracomment>
        <translation>ドライブの温度: テスト前 %1 °C、テスト後 %2 °C。</translation>
    </message>
    <message numerus="yes">
        <source>The drive slowed itself down for heat %n time(s) during the test, for %1 s in all.</source>
        <extracomment>%n how often the drive throttled itself, %1 seconds it spent throttled</extracomment>
        <translation>
            <numerusform>ドライブはテスト中に熱のため %n 回速度を落としました (合計 %1 秒)。</numerusform>
        </translation>
    </message>
    <message>
        <source>The drive did not slow itself down for heat during the test.</source>
        <translation>ドライブはテスト中に熱で速度を落としませんでした。</translation>
    </message>
    <message>
        <source>Time above its warning temperature during the test: %1 min; above its critical temperature: %2 min.</source>
        <extracomment>%1 and %2 minutes</extracomment>
        <translation>テスト中に警告温度を超えていた時間: %1 分、臨界温度を超えていた時間: %2 分。</translation>
    </message>
    <message>
        <source>The drive&apos;s heat was not read: %1</source>
        <extracomment>%1 why (a sentence)</extracomment>
        <translation>ドライブの温度は読み取れませんでした: %1</translation>
    </message>
</context>
</TS>
