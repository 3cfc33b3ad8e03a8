<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_TW">
<context>
    <name>DriveProof::Alignment</name>
    <message>
        <source>Partition %1 on %2 starts at byte %3, which is not even on a %4-byte logical sector boundary: the partition table or the kernel&apos;s view of it is damaged. Back up its data, then recreate the partition at sector %5 (e.g. &apos;parted %2 mkpart primary %5s 100%&apos;), and check with &apos;parted %2 align-check optimal %1&apos;.</source>
        <extracomment>%1 partition number, %2 device or image path, %3 start in bytes, %4 logical sector size in bytes, %5 suggested start sector</extracomment>
        <translation>%2 上的分割區 %1 起始於位元組 %3，連 %4 位元組的邏輯磁區邊界都沒有對齊：分割表或核心讀到的分割資訊已損毀。請先備份其中的資料，再於磁區 %5 重新建立此分割區（例如 &apos;parted %2 mkpart primary %5s 100%&apos;），然後用 &apos;parted %2 align-check optimal %1&apos; 檢查。</translation>
    </message>
    <message>
        <source>Partition %1 on %2 starts at sector %3 (byte %4): misaligned by %8 bytes, %5 bytes past a %6-byte physical sector boundary and %8 bytes short of the next. Every write that crosses a boundary costs the drive a read-modify-write. Back up its data, then recreate the partition at sector %7: in fdisk, delete it and create it again with first sector %7, or run &apos;parted %2 mkpart primary %7s 100%&apos; (give its old end instead of 100% if other partitions follow it). Check with &apos;parted %2 align-check optimal %1&apos;.</source>
        <extracomment>%1 partition number, %2 device or image path, %3 start sector, %4 start in bytes, %5 bytes past the physical sector boundary, %6 physical sector size in bytes, %7 suggested start sector, %8 bytes short of the next physical sector boundary. Keep the commands in quotes untranslated.</extracomment>
        <translation>%2 上的分割區 %1 起始於磁區 %3（位元組 %4）：未對齊，偏差 %8 位元組——超出 %6 位元組實體磁區邊界 %5 位元組，距離下一個邊界還差 %8 位元組。每次跨越邊界的寫入都會讓磁碟執行一次「讀取-修改-寫入」。請先備份其中的資料，再於磁區 %7 重新建立此分割區：在 fdisk 中刪除它，再以起始磁區 %7 重新建立；或執行 &apos;parted %2 mkpart primary %7s 100%&apos;（如果它後面還有其他分割區，請以它原本的結束位置取代 100%）。請用 &apos;parted %2 align-check optimal %1&apos; 檢查。</translation>
    </message>
    <message>
        <source>Partition %1 on %2 starts at sector %3 (byte %4). It is aligned to the %5-byte physical sectors, so the drive is not slowed down, but not to 1 MiB, the boundary that partitioning tools use today and that suits SSD erase blocks and RAID stripes. No need to act now; if you recreate the partition one day, start it at sector %6 (e.g. &apos;parted %2 mkpart primary %6s 100%&apos;). Check with &apos;parted %2 align-check optimal %1&apos;.</source>
        <extracomment>%1 partition number, %2 device or image path, %3 start sector, %4 start in bytes, %5 physical sector size in bytes, %6 suggested start sector</extracomment>
        <translation>%2 上的分割區 %1 起始於磁區 %3（位元組 %4）。它已對齊 %5 位元組的實體磁區，因此不會拖慢磁碟；但沒有對齊 1 MiB——這是現今分割工具採用的邊界，也適合 SSD 抹除區塊與 RAID 條帶。目前不需處理；日後若重新建立此分割區，請從磁區 %6 開始（例如 &apos;parted %2 mkpart primary %6s 100%&apos;）。請用 &apos;parted %2 align-check optimal %1&apos; 檢查。</translation>
    </message>
    <message>
        <source>Partition %1 on %2 starts at sector %3 (byte %4). It is aligned to the %5-byte physical sectors and to 1 MiB, but not to the optimal I/O size of %6 bytes that the device reports, so large writes may be split across stripes. If you recreate the partition, start it at sector %7 (e.g. &apos;parted %2 mkpart primary %7s 100%&apos;). Check with &apos;parted %2 align-check optimal %1&apos;.</source>
        <extracomment>%1 partition number, %2 device or image path, %3 start sector, %4 start in bytes, %5 physical sector size in bytes, %6 optimal I/O size in bytes, %7 suggested start sector</extracomment>
        <translation>%2 上的分割區 %1 起始於磁區 %3（位元組 %4）。它已對齊 %5 位元組的實體磁區與 1 MiB，但未對齊裝置回報的最佳 I/O 大小 %6 位元組，因此大量寫入可能被拆散到多個條帶。若重新建立此分割區，請從磁區 %7 開始（例如 &apos;parted %2 mkpart primary %7s 100%&apos;）。請用 &apos;parted %2 align-check optimal %1&apos; 檢查。</translation>
    </message>
    <message>
        <source>Partition %1 on %2 starts at sector %3 (byte %4). It is aligned to the %5-byte physical sectors, but neither to 1 MiB nor to the optimal I/O size of %6 bytes that the device reports, so large writes may be split across stripes. If you recreate the partition, start it at sector %7 (e.g. &apos;parted %2 mkpart primary %7s 100%&apos;). Check with &apos;parted %2 align-check optimal %1&apos;.</source>
        <extracomment>%1 partition number, %2 device or image path, %3 start sector, %4 start in bytes, %5 physical sector size in bytes, %6 optimal I/O size in bytes, %7 suggested start sector</extracomment>
        <translation>%2 上的分割區 %1 起始於磁區 %3（位元組 %4）。它已對齊 %5 位元組的實體磁區，但既未對齊 1 MiB，也未對齊裝置回報的最佳 I/O 大小 %6 位元組，因此大量寫入可能被拆散到多個條帶。若重新建立此分割區，請從磁區 %7 開始（例如 &apos;parted %2 mkpart primary %7s 100%&apos;）。請用 &apos;parted %2 align-check optimal %1&apos; 檢查。</translation>
    </message>
    <message>
        <source>Partition %1 on %2 starts at sector %3, which suits the drive&apos;s physical sectors and 1 MiB boundaries. Nothing to do.</source>
        <extracomment>%1 partition number, %2 device or image path, %3 start sector</extracomment>
        <translation>%2 上的分割區 %1 起始於磁區 %3，符合磁碟的實體磁區與 1 MiB 邊界。不需任何處理。</translation>
    </message>
    <message>
        <source>%1 could not be opened (%2), so these are the partitions the kernel lists for it. Run as root to read the partition table itself.</source>
        <extracomment>%1 device path, %2 the system&apos;s reason</extracomment>
        <translation>無法開啟 %1（%2），因此這裡顯示的是核心為它列出的分割區。以 root 身分執行才能讀取分割表本身。</translation>
    </message>
    <message>
        <source>%1 could not be opened (%2), so these are the partitions the kernel lists for it; the partition table itself was not read.</source>
        <extracomment>%1 device path, %2 the system&apos;s reason</extracomment>
        <translation>無法開啟 %1（%2），因此這裡顯示的是核心為它列出的分割區；並未讀取分割表本身。</translation>
    </message>
    <message>
        <source>These are the partitions the kernel lists for %1, because its partition table could not be read: %2</source>
        <extracomment>%1 device path, %2 why the table could not be read (a full sentence)</extracomment>
        <translation>這些是核心為 %1 列出的分割區，因為無法讀取其分割表：%2</translation>
    </message>
    <message>
        <source>OK</source>
        <extracomment>alignment verdict: the partition is well aligned</extracomment>
        <translation>正常</translation>
    </message>
    <message>
        <source>Misaligned</source>
        <extracomment>alignment verdict: the partition does not start on a physical sector boundary</extracomment>
        <translation>未對齊</translation>
    </message>
    <message>
        <source>Cannot open %1 even as root: %2. The system blocks access to it (a container or a security policy).</source>
        <extracomment>%1 device or file, %2 the system&apos;s reason</extracomment>
        <translation>即使以 root 身分也無法開啟 %1：%2。系統封鎖了對它的存取（容器或安全性原則）。</translation>
    </message>
    <message>
        <source>Cannot open %1: %2. Run as root or use sudo.</source>
        <extracomment>%1 device or file, %2 the system&apos;s reason</extracomment>
        <translation>無法開啟 %1：%2。請以 root 身分執行或使用 sudo。</translation>
    </message>
    <message>
        <source>Cannot open %1: %2. Check the path.</source>
        <extracomment>%1 device or file, %2 the system&apos;s reason</extracomment>
        <translation>無法開啟 %1：%2。請檢查路徑。</translation>
    </message>
    <message>
        <source>Cannot open %1: %2. Check that the drive is connected and the file is readable.</source>
        <extracomment>%1 device or file, %2 the system&apos;s reason</extracomment>
        <translation>無法開啟 %1：%2。請檢查磁碟是否已連接、檔案是否可讀取。</translation>
    </message>
    <message>
        <source>No partition table for %2-byte sectors found on %1, but there is one for %3-byte sectors. Read it with a logical sector size of %3 bytes.</source>
        <extracomment>%1 image file, %2 sector size asked for, %3 sector size that works (bytes)</extracomment>
        <translation>在 %1 上找不到適用於 %2 位元組磁區的分割表，但有適用於 %3 位元組磁區的分割表。請以 %3 位元組的邏輯磁區大小讀取。</translation>
    </message>
    <message>
        <source>%1 is a folder. Give a drive such as /dev/sdb or a disk image file.</source>
        <extracomment>%1 the path the user gave</extracomment>
        <translation>%1 是資料夾。請指定磁碟（例如 /dev/sdb）或磁碟映像檔。</translation>
    </message>
    <message>
        <source>%1 is neither a drive nor a disk image file. Give a drive such as /dev/sdb or a disk image file.</source>
        <extracomment>%1 the path the user gave</extracomment>
        <translation>%1 既不是磁碟，也不是磁碟映像檔。請指定磁碟（例如 /dev/sdb）或磁碟映像檔。</translation>
    </message>
    <message>
        <source>No partition table found on %1: the file is empty.</source>
        <extracomment>%1 image file</extracomment>
        <translation>在 %1 上找不到分割表：檔案是空的。</translation>
    </message>
    <message>
        <source>%1 is empty: no partition table and no file system, as a new drive arrives. There is nothing to align yet; partitioning tools start the first partition at 1 MiB, which suits this drive.</source>
        <extracomment>%1 device path</extracomment>
        <translation>%1 是空的：沒有分割表，也沒有檔案系統，新磁碟到手時就是這樣。目前沒有需要對齊的內容；分割工具會讓第一個分割區從 1 MiB 開始，這適合此磁碟。</translation>
    </message>
    <message>
        <source>%1 holds its %2 file system written straight onto the whole drive, without a partition table. That is a valid layout, but the drive reports its sector 0 %3 bytes past a physical sector boundary, so the file system&apos;s blocks straddle physical sectors. Only a new layout fixes that: back up, then create a partition table whose first partition starts at 1 MiB.</source>
        <extracomment>%1 device path, %2 file-system type (&quot;ext4&quot;), %3 alignment offset in bytes</extracomment>
        <translation>%1 上有一個直接寫在整個磁碟上的 %2 檔案系統，沒有分割表。這是有效的配置，但磁碟回報其磁區 0 位於實體磁區邊界之後 %3 位元組處，因此檔案系統的區塊會跨越實體磁區。只有新的配置能解決：先備份，再建立第一個分割區從 1 MiB 開始的分割表。</translation>
    </message>
    <message>
        <source>%1 holds its %2 file system written straight onto the whole drive, without a partition table. That is a valid layout: the file system starts at byte 0, on a boundary of every sector size, so it is aligned. Nothing to do.</source>
        <extracomment>%1 device path, %2 file-system type (&quot;ext4&quot;)</extracomment>
        <translation>%1 上有一個直接寫在整個磁碟上的 %2 檔案系統，沒有分割表。這是有效的配置：檔案系統從位元組 0 開始，位於任何磁區大小的邊界上，因此已對齊。無需任何動作。</translation>
    </message>
    <message>
        <source>Acceptable</source>
        <extracomment>alignment verdict: physically aligned (the drive is not slowed down, no need to act now), but not to 1 MiB or the optimal I/O size</extracomment>
        <translation>可接受</translation>
    </message>
    <message>
        <source>No partition table found on %1: it is empty, or holds a file system on the whole of it, which needs none. Check that this is the right disk or image.</source>
        <extracomment>%1 device or image file</extracomment>
        <translation>在 %1 上找不到分割表：它是空的，或者整個都是一個不需要分割表的檔案系統。請確認這是正確的磁碟或映像檔。</translation>
    </message>
</context>
<context>
    <name>DriveProof::Cache</name>
    <message numerus="yes">
        <source>The sense data is cut off: %n byte(s) of the 8-byte header arrived.</source>
        <extracomment>%n number of bytes that arrived</extracomment>
        <translation>
            <numerusform>sense 資料被截斷：8 位元組的標頭只收到 %n 位元組。</numerusform>
        </translation>
    </message>
    <message>
        <source>The ATA Status Return descriptor is malformed (length %1h instead of 0Ch).</source>
        <extracomment>%1 the descriptor&apos;s length byte in hex</extracomment>
        <translation>ATA Status Return 描述元格式錯誤（長度為 %1h，而非 0Ch）。</translation>
    </message>
    <message>
        <source>The sense data is cut off inside the ATA Status Return descriptor.</source>
        <translation>sense 資料在 ATA Status Return 描述元內被截斷。</translation>
    </message>
    <message>
        <source>The sense data is cut off: it declares %1 bytes but %2 arrived.</source>
        <extracomment>%1 bytes the sense data declares, %2 bytes that arrived</extracomment>
        <translation>sense 資料被截斷：宣告長度為 %1 位元組，但只收到 %2 位元組。</translation>
    </message>
    <message numerus="yes">
        <source>The fixed-format sense data is cut off: %n byte(s) arrived, at least 14 are needed.</source>
        <extracomment>%n number of bytes that arrived</extracomment>
        <translation>
            <numerusform>固定格式的 sense 資料被截斷：只收到 %n 位元組，至少需要 14 位元組。</numerusform>
        </translation>
    </message>
    <message>
        <source>The device sent no sense data, so the ATA status of the command is unknown.</source>
        <translation>裝置沒有傳回 sense 資料，因此無法得知此指令的 ATA 狀態。</translation>
    </message>
    <message>
        <source>The sense data has an unknown format (response code %1h): neither descriptor (72h) nor fixed (70h) format.</source>
        <extracomment>%1 the response code byte in hex</extracomment>
        <translation>sense 資料格式不明（回應碼 %1h）：既非描述元格式（72h），也非固定格式（70h）。</translation>
    </message>
    <message>
        <source>sense key %1h, additional sense %2h/%3h</source>
        <extracomment>SCSI sense in hex. %1 sense key, %2 additional sense code, %3 its qualifier</extracomment>
        <translation>sense key %1h，additional sense %2h/%3h</translation>
    </message>
    <message>
        <source>%1, ATA status %2h, error %3h</source>
        <extracomment>%1 the text before, %2 ATA STATUS byte in hex, %3 ATA ERROR byte in hex</extracomment>
        <translation>%1，ATA 狀態 %2h，錯誤 %3h</translation>
    </message>
    <message>
        <source>%1 does not exist.</source>
        <extracomment>%1 file name</extracomment>
        <translation>%1 不存在。</translation>
    </message>
    <message>
        <source>%1 is not a regular file: give a saved IDENTIFY dump (512 raw bytes or the text of &apos;hdparm --Istdout&apos;).</source>
        <extracomment>%1 file name</extracomment>
        <translation>%1 不是一般檔案：請指定已儲存的 IDENTIFY 傾印檔（512 位元組原始資料，或 &apos;hdparm --Istdout&apos; 輸出的文字）。</translation>
    </message>
    <message>
        <source>%1 has %2 bytes: too large for an IDENTIFY dump (512 raw bytes, or about 1300 bytes of text).</source>
        <extracomment>%1 file name, %2 its size in bytes</extracomment>
        <translation>%1 有 %2 位元組：以 IDENTIFY 傾印檔而言太大（應為 512 位元組原始資料，或約 1300 位元組的文字）。</translation>
    </message>
    <message>
        <source>Cannot read %1: %2.</source>
        <extracomment>%1 file name, %2 the system&apos;s reason</extracomment>
        <translation>無法讀取 %1：%2。</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <extracomment>%1 file name, %2 what is wrong with it</extracomment>
        <translation>%1：%2</translation>
    </message>
    <message numerus="yes">
        <source>IDENTIFY data must be exactly 512 bytes; this has %n byte(s).</source>
        <extracomment>%n the size of the data in bytes</extracomment>
        <translation>
            <numerusform>IDENTIFY 資料必須剛好 512 位元組；這份資料有 %n 位元組。</numerusform>
        </translation>
    </message>
    <message>
        <source>The IDENTIFY data is all zeros: the drive or its USB bridge returned no data.</source>
        <translation>IDENTIFY 資料全部為零：磁碟或其 USB 橋接晶片沒有傳回任何資料。</translation>
    </message>
    <message>
        <source>The IDENTIFY data is all FFh: no drive answered (an empty port, or a bridge without a disk).</source>
        <translation>IDENTIFY 資料全部為 FFh：沒有磁碟回應（連接埠是空的，或橋接器上沒有接硬碟）。</translation>
    </message>
    <message>
        <source>Word 0 is %1h: this is data from an ATAPI device (an optical drive), not IDENTIFY DEVICE data of a disk.</source>
        <extracomment>%1 word 0 in hex</extracomment>
        <translation>字組 0 的值為 %1h：這是 ATAPI 裝置（光碟機）的資料，不是磁碟的 IDENTIFY DEVICE 資料。</translation>
    </message>
    <message>
        <source>The IDENTIFY checksum in word 255 is wrong (the 512 bytes sum to %1h, not 00h): the data is damaged or was edited.</source>
        <extracomment>%1 the sum of all bytes modulo 256, in hex</extracomment>
        <translation>字組 255 中的 IDENTIFY 總和檢查碼不正確（512 位元組的總和為 %1h，而非 00h）：資料已損毀或遭到修改。</translation>
    </message>
    <message>
        <source>Words 117-118 give a logical sector size of %1 bytes, which no drive uses: the data is damaged.</source>
        <extracomment>%1 a size in bytes</extracomment>
        <translation>字組 117-118 指出的邏輯磁區大小為 %1 位元組，沒有任何磁碟使用這種大小：資料已損毀。</translation>
    </message>
    <message>
        <source>Word 106 gives a physical sector size of %1 bytes, which no drive uses: the data is damaged.</source>
        <extracomment>%1 a size in bytes</extracomment>
        <translation>字組 106 指出的實體磁區大小為 %1 位元組，沒有任何磁碟使用這種大小：資料已損毀。</translation>
    </message>
    <message>
        <source>Line %1: &apos;%2&apos; is not a word of four hex digits.</source>
        <extracomment>%1 line number, %2 the offending text</extracomment>
        <translation>第 %1 行：「%2」不是由四位十六進位數字組成的字組。</translation>
    </message>
    <message>
        <source>Line %1: more than 256 words; IDENTIFY data has exactly 256.</source>
        <extracomment>%1 line number</extracomment>
        <translation>第 %1 行：超過 256 個字組；IDENTIFY 資料剛好有 256 個字組。</translation>
    </message>
    <message>
        <source>No IDENTIFY words found: expected 256 words of four hex digits, 8 a line, as &apos;hdparm --Istdout&apos; prints them.</source>
        <translation>找不到 IDENTIFY 字組：應為 256 個由四位十六進位數字組成的字組，每行 8 個，與 &apos;hdparm --Istdout&apos; 的輸出格式相同。</translation>
    </message>
    <message numerus="yes">
        <source>Line %1: the words end after %n word(s); IDENTIFY data has 256.</source>
        <extracomment>%1 line number, %n number of words found</extracomment>
        <translation>
            <numerusform>第 %1 行：在 %n 個字組之後就結束了；IDENTIFY 資料應有 256 個字組。</numerusform>
        </translation>
    </message>
    <message>
        <source>the device</source>
        <translation>該裝置</translation>
    </message>
    <message>
        <source>%1 does not accept SCSI commands (SG_IO), so %2 cannot reach a drive: it is not a whole SATA, SAS or USB disk (partitions, loop, virtual and NVMe devices have no ATA drive behind them).</source>
        <extracomment>%1 device, %2 ATA command name</extracomment>
        <translation>%1 不接受 SCSI 指令（SG_IO），因此 %2 無法送達磁碟：它不是完整的 SATA、SAS 或 USB 磁碟（分割區、loop 裝置、虛擬裝置和 NVMe 裝置背後都沒有 ATA 磁碟）。</translation>
    </message>
    <message>
        <source>Permission denied sending %2 to %1: ATA commands need root or the DriveProof helper.</source>
        <extracomment>%1 device, %2 ATA command name</extracomment>
        <translation>沒有權限將 %2 傳送到 %1：ATA 指令需要 root 權限或 DriveProof 輔助服務。</translation>
    </message>
    <message>
        <source>Sending %1 to %2 failed: %3.</source>
        <extracomment>%1 ATA command name, %2 device, %3 the system&apos;s error text</extracomment>
        <translation>將 %1 傳送到 %2 失敗：%3。</translation>
    </message>
    <message>
        <source>The drive in %1 refused %2 (ABORT): it does not support this command or setting (%3).</source>
        <extracomment>%1 device, %2 ATA command name, %3 technical details</extracomment>
        <translation>%1 中的磁碟拒絕了 %2（ABORT）：它不支援此指令或設定（%3）。</translation>
    </message>
    <message>
        <source>The drive in %1 reported an error for %2 (%3); check its health and cabling, then try again.</source>
        <extracomment>%1 device, %2 ATA command name, %3 technical details</extracomment>
        <translation>%1 中的磁碟在執行 %2 時回報錯誤（%3）；請檢查其健康狀態與接線，然後再試一次。</translation>
    </message>
    <message>
        <source>%1 rejected %2: the disk or its USB bridge does not pass ATA commands through (SAT) (%3).</source>
        <extracomment>%1 device, %2 ATA command name, %3 technical details</extracomment>
        <translation>%1 拒絕了 %2：磁碟或其 USB 橋接晶片不會轉送 ATA 指令（SAT）（%3）。</translation>
    </message>
    <message>
        <source>%1 did not run %2 (%3).</source>
        <extracomment>%1 device, %2 ATA command name, %3 technical details</extracomment>
        <translation>%1 沒有執行 %2（%3）。</translation>
    </message>
    <message>
        <source>%1 timed out on %2: the drive did not answer.</source>
        <extracomment>%1 ATA command name, %2 device</extracomment>
        <translation>%1 在 %2 上逾時：磁碟沒有回應。</translation>
    </message>
    <message>
        <source>%1 did not reach the drive in %2 (host status %3, driver status %4).</source>
        <extracomment>%1 ATA command name, %2 device, %3 / %4 numbers from the kernel</extracomment>
        <translation>%1 未送達 %2 中的磁碟（主機狀態 %3，驅動程式狀態 %4）。</translation>
    </message>
    <message>
        <source>%1 failed on %2 with SCSI status %3h and no sense data.</source>
        <extracomment>%1 ATA command name, %2 device, %3 SCSI status byte</extracomment>
        <translation>%1 在 %2 上失敗，SCSI 狀態為 %3h，且沒有 sense 資料。</translation>
    </message>
    <message>
        <source>The drive in %1 reports no volatile write cache that can be switched (IDENTIFY word 82 bit 5).</source>
        <extracomment>%1 device</extracomment>
        <translation>%1 中的磁碟回報沒有可切換的揮發性寫入快取（IDENTIFY 字組 82 第 5 位元）。</translation>
    </message>
    <message>
        <source>The drive in %1 accepted the command but still reports its write cache as off.</source>
        <extracomment>%1 device</extracomment>
        <translation>%1 中的磁碟接受了此指令，但仍回報其寫入快取為關閉。</translation>
    </message>
    <message>
        <source>The drive in %1 accepted the command but still reports its write cache as on.</source>
        <extracomment>%1 device</extracomment>
        <translation>%1 中的磁碟接受了此指令，但仍回報其寫入快取為開啟。</translation>
    </message>
    <message>
        <source>The drive %1 accepted the change but still reports its write cache as off.</source>
        <extracomment>%1 device path</extracomment>
        <translation>磁碟 %1 接受了變更，但仍回報其寫入快取為關閉。</translation>
    </message>
    <message>
        <source>The drive %1 accepted the change but still reports its write cache as on.</source>
        <extracomment>%1 device path</extracomment>
        <translation>磁碟 %1 接受了變更，但仍回報其寫入快取為開啟。</translation>
    </message>
    <message>
        <source>The Identify Controller data has %1 bytes instead of %2.</source>
        <extracomment>%1 bytes received, %2 bytes expected</extracomment>
        <translation>Identify Controller 資料有 %1 位元組，而非 %2 位元組。</translation>
    </message>
    <message>
        <source>The NVMe health log has %1 bytes instead of %2.</source>
        <extracomment>%1 bytes received, %2 bytes expected</extracomment>
        <translation>NVMe 健康記錄有 %1 位元組，而非 %2 位元組。</translation>
    </message>
    <message>
        <source>The drive does not support this admin command.</source>
        <translation>磁碟不支援此管理指令。</translation>
    </message>
    <message>
        <source>The drive cannot save its write cache setting, so a change lasts only until the next power cycle.</source>
        <translation>磁碟無法儲存其寫入快取設定，因此變更只在下次斷電重新開機之前有效。</translation>
    </message>
    <message>
        <source>The drive does not allow its write cache setting to be changed.</source>
        <translation>磁碟不允許變更其寫入快取設定。</translation>
    </message>
    <message>
        <source>The drive does not provide the SMART / health log.</source>
        <translation>磁碟不提供 SMART/健康記錄。</translation>
    </message>
    <message>
        <source>The drive does not support saving its write cache setting.</source>
        <translation>磁碟不支援儲存其寫入快取設定。</translation>
    </message>
    <message>
        <source>The drive has no volatile write cache to read or change.</source>
        <translation>磁碟沒有可讀取或變更的揮發性寫入快取。</translation>
    </message>
    <message>
        <source>The drive rejected a field of the command.</source>
        <translation>磁碟拒絕了指令中的某個欄位。</translation>
    </message>
    <message>
        <source>The drive reported an internal error; check its health and try again.</source>
        <translation>磁碟回報了內部錯誤；請檢查其健康狀態後再試一次。</translation>
    </message>
    <message>
        <source>The drive rejected the command.</source>
        <translation>磁碟拒絕了此指令。</translation>
    </message>
    <message>
        <source>%1 (NVMe status %2)</source>
        <extracomment>%1 a sentence saying what the drive did and what to do; %2 the raw NVMe status code type and status code, e.g. &quot;SCT 1h, SC 0Dh&quot;</extracomment>
        <translation>%1（NVMe 狀態 %2）</translation>
    </message>
    <message>
        <source>The device does not accept NVMe admin commands (it is not an NVMe drive).</source>
        <translation>此裝置不接受 NVMe 管理指令（它不是 NVMe 磁碟）。</translation>
    </message>
    <message>
        <source>Permission denied: run as root or through the DriveProof helper.</source>
        <translation>權限不足：請以 root 身分執行，或透過 DriveProof 輔助服務執行。</translation>
    </message>
    <message>
        <source>The device is gone; reconnect it and try again.</source>
        <translation>裝置已不存在；請重新連接後再試一次。</translation>
    </message>
    <message>
        <source>The drive did not answer in time; try again.</source>
        <translation>磁碟沒有及時回應；請再試一次。</translation>
    </message>
    <message>
        <source>%1 failed on %2: %3</source>
        <extracomment>%1 NVMe command name, %2 device path, %3 the reason and what to do
----------
%1 SCSI command name, %2 device path, %3 the reason and what to do</extracomment>
        <translation>%1 在 %2 上失敗：%3</translation>
    </message>
    <message>
        <source>The data %1 returned could not be decoded: %2</source>
        <extracomment>%1 device path, %2 what is wrong with the data</extracomment>
        <translation>無法解析 %1 傳回的資料：%2</translation>
    </message>
    <message>
        <source>The drive does not report whether its write cache setting can be saved (no Select / Save support), so a change lasts only until the next power cycle.</source>
        <translation>磁碟沒有回報其寫入快取設定能否儲存（不支援 Select/Save），因此變更只在下次斷電重新開機之前有效。</translation>
    </message>
    <message>
        <source>The drive %1 has no volatile write cache to switch.</source>
        <extracomment>%1 device path</extracomment>
        <translation>磁碟 %1 沒有可切換的揮發性寫入快取。</translation>
    </message>
    <message>
        <source>The drive %1 does not allow its write cache to be switched.</source>
        <extracomment>%1 device path</extracomment>
        <translation>磁碟 %1 不允許切換其寫入快取。</translation>
    </message>
    <message>
        <source>The drive %1 cannot save its write cache setting, so the change cannot be kept after a power cycle. Switch it without keeping it instead.</source>
        <extracomment>%1 device path</extracomment>
        <translation>磁碟 %1 無法儲存其寫入快取設定，因此變更在斷電重新開機後無法保留。請改用不保留設定的方式切換。</translation>
    </message>
    <message>
        <source>The mode page header at byte %1 is cut off.</source>
        <extracomment>%1 byte offset in the drive&apos;s reply</extracomment>
        <translation>位元組 %1 處的模式頁標頭被截斷。</translation>
    </message>
    <message>
        <source>Mode page %1h claims %2 bytes but only %3 are present.</source>
        <extracomment>%1 page code in hex, %2 its length in bytes, %3 bytes actually present</extracomment>
        <translation>模式頁 %1h 宣告有 %2 位元組，但實際只有 %3 位元組。</translation>
    </message>
    <message>
        <source>The MODE SENSE reply has %1 bytes, fewer than the 8-byte mode parameter header.</source>
        <extracomment>%1 number of bytes received</extracomment>
        <translation>MODE SENSE 回應只有 %1 位元組，不足 8 位元組的模式參數標頭。</translation>
    </message>
    <message>
        <source>The MODE SENSE reply declares a mode data length of %1, too short for its own header.</source>
        <extracomment>%1 the mode data length field of the reply</extracomment>
        <translation>MODE SENSE 回應宣告的模式資料長度為 %1，比它本身的標頭還短。</translation>
    </message>
    <message>
        <source>The MODE SENSE reply&apos;s block descriptors (%1 bytes) leave no room for a mode page in its %2 bytes.</source>
        <extracomment>%1 block descriptor length, %2 bytes present</extracomment>
        <translation>MODE SENSE 回應的區塊描述元（%1 位元組）在其 %2 位元組中沒有留下模式頁的空間。</translation>
    </message>
    <message>
        <source>The caching mode page is too short to hold the WCE bit.</source>
        <translation>快取模式頁太短，容納不下 WCE 位元。</translation>
    </message>
    <message>
        <source>The MODE SENSE reply does not contain the caching mode page (08h).</source>
        <translation>MODE SENSE 回應中沒有快取模式頁（08h）。</translation>
    </message>
    <message>
        <source>A new caching page can only be built from the current, complete caching page.</source>
        <translation>只能根據目前完整的快取頁建立新的快取頁。</translation>
    </message>
    <message>
        <source>The drive reported an error but sent no sense data.</source>
        <translation>磁碟回報了錯誤，但沒有傳回 sense 資料。</translation>
    </message>
    <message>
        <source>The drive&apos;s fixed-format sense data is cut off.</source>
        <translation>磁碟的固定格式 sense 資料被截斷。</translation>
    </message>
    <message>
        <source>The drive&apos;s descriptor-format sense data is cut off.</source>
        <translation>磁碟的描述元格式 sense 資料被截斷。</translation>
    </message>
    <message>
        <source>The drive sent sense data in an unknown format (response code %1h).</source>
        <extracomment>%1 the response code byte in hex</extracomment>
        <translation>磁碟傳回的 sense 資料格式不明（回應碼 %1h）。</translation>
    </message>
    <message>
        <source>The drive does not support saving this page, so a change lasts only until the next power cycle.</source>
        <translation>磁碟不支援儲存此頁，因此變更只在下次斷電重新開機之前有效。</translation>
    </message>
    <message>
        <source>The drive does not support the MODE SENSE(10) and MODE SELECT(10) commands, so its cache cannot be read or changed this way.</source>
        <translation>磁碟不支援 MODE SENSE(10) 與 MODE SELECT(10) 指令，因此無法透過這種方式讀取或變更其快取。</translation>
    </message>
    <message>
        <source>The drive rejected the MODE SELECT command.</source>
        <translation>磁碟拒絕了 MODE SELECT 指令。</translation>
    </message>
    <message>
        <source>The drive does not report the caching mode page.</source>
        <translation>磁碟不回報快取模式頁。</translation>
    </message>
    <message>
        <source>The drive refused the new caching page: it does not let this setting be changed.</source>
        <translation>磁碟拒絕了新的快取頁：它不允許變更此設定。</translation>
    </message>
    <message>
        <source>The drive reported a reset or a changed setting; try again.</source>
        <translation>磁碟回報了重設或設定變更；請再試一次。</translation>
    </message>
    <message>
        <source>The drive is not ready (stopped, starting or without medium); try again in a moment.</source>
        <translation>磁碟尚未就緒（已停止、正在啟動或沒有媒體）；請稍後再試。</translation>
    </message>
    <message>
        <source>The drive is write protected.</source>
        <translation>磁碟處於防寫狀態。</translation>
    </message>
    <message>
        <source>The drive reported a hardware or medium error; check its health.</source>
        <translation>磁碟回報了硬體或媒體錯誤；請檢查其健康狀態。</translation>
    </message>
    <message>
        <source>The drive aborted the command; try again.</source>
        <translation>磁碟中止了此指令；請再試一次。</translation>
    </message>
    <message>
        <source>The drive reported an error.</source>
        <translation>磁碟回報了錯誤。</translation>
    </message>
    <message>
        <source>%1 (%2, %3)</source>
        <extracomment>%1 a sentence saying what the drive did and what to do; %2 SCSI sense key name, %3 additional sense code and its name, e.g. &quot;24h/00h INVALID FIELD IN CDB&quot;</extracomment>
        <translation>%1（%2，%3）</translation>
    </message>
    <message>
        <source>The device does not accept SCSI commands, so its drive-level write cache cannot be read or changed this way.</source>
        <translation>此裝置不接受 SCSI 指令，因此無法透過這種方式讀取或變更磁碟層級的寫入快取。</translation>
    </message>
    <message>
        <source>The drive did not answer in time; check its cable and power.</source>
        <translation>磁碟沒有及時回應；請檢查連接線與電源。</translation>
    </message>
    <message>
        <source>The connection to the drive failed (host status %1h); check its cable and power.</source>
        <extracomment>%1 the Linux host status code in hex</extracomment>
        <translation>與磁碟的連線失敗（主機狀態 %1h）；請檢查連接線與電源。</translation>
    </message>
    <message>
        <source>The drive is busy; try again in a moment.</source>
        <translation>磁碟忙碌中；請稍後再試。</translation>
    </message>
    <message>
        <source>The drive returned SCSI status %1h without sense data.</source>
        <extracomment>%1 SCSI status byte in hex</extracomment>
        <translation>磁碟傳回 SCSI 狀態 %1h，但沒有 sense 資料。</translation>
    </message>
    <message>
        <source>The caching mode page of %1 could not be decoded: %2</source>
        <extracomment>%1 device path, %2 what is wrong with the reply</extracomment>
        <translation>無法解析 %1 的快取模式頁：%2</translation>
    </message>
    <message>
        <source>The drive %1 does not allow its write cache to be switched (its caching page marks WCE as not changeable).</source>
        <extracomment>%1 device path</extracomment>
        <translation>磁碟 %1 不允許切換其寫入快取（其快取頁將 WCE 標示為不可變更）。</translation>
    </message>
    <message>
        <source>The drive %1 cannot save its caching page, so the change cannot be kept after a power cycle. Switch it without keeping it instead.</source>
        <extracomment>%1 device path</extracomment>
        <translation>磁碟 %1 無法儲存其快取頁，因此變更在斷電重新開機後無法保留。請改用不保留設定的方式切換。</translation>
    </message>
    <message>
        <source>%1 is not a whole SCSI disk; only those can be asked to re-read their caching page.</source>
        <extracomment>%1 kernel block device name</extracomment>
        <translation>%1 不是完整的 SCSI 磁碟；只有完整的 SCSI 磁碟才能要求重新讀取其快取頁。</translation>
    </message>
    <message>
        <source>Could not ask the kernel to re-read the settings of %1: %2. Its view of the write cache may be out of date until the next reboot.</source>
        <extracomment>%1 kernel block device name, %2 system error text</extracomment>
        <translation>無法要求核心重新讀取 %1 的設定：%2。在下次重新開機之前，核心所見的寫入快取狀態可能已過時。</translation>
    </message>
    <message>
        <source>udisks2 could not save the write-cache setting: %1. The change lasts only until the next power cycle.</source>
        <extracomment>%1 udisks2&apos;s error message</extracomment>
        <translation>udisks2 無法儲存寫入快取設定：%1。此變更只在下次斷電重新開機之前有效。</translation>
    </message>
    <message>
        <source>%1 is a file used as a drive (%2): the drive-level write cache does not apply; the kernel&apos;s view shows whether it passes flushes on to the file.</source>
        <extracomment>%1 device path, %2 the file behind the loop device</extracomment>
        <translation>%1 是當作磁碟使用的檔案（%2）：磁碟層級的寫入快取不適用；核心所見的狀態會顯示它是否將排清要求轉交給該檔案。</translation>
    </message>
    <message>
        <source>%1 is a virtual disk: the real drive and its cache are on the host, out of reach from this machine. Only the kernel&apos;s view is shown; whether flushes reach the host&apos;s drive depends on the hypervisor&apos;s cache mode.</source>
        <extracomment>%1 device path</extracomment>
        <translation>%1 是虛擬磁碟：實際的磁碟及其快取位於主機上，這台機器無法存取。這裡只顯示核心所見的狀態；排清要求能否到達主機的磁碟，取決於 hypervisor 的快取模式。</translation>
    </message>
    <message>
        <source>%1 takes no drive commands: the drive-level write cache does not apply, only the kernel&apos;s view.</source>
        <extracomment>%1 device path</extracomment>
        <translation>%1 不接受磁碟指令：磁碟層級的寫入快取不適用，只有核心所見的狀態。</translation>
    </message>
    <message>
        <source>DriveProof does not know how to ask %1 about its write cache (unknown transport).</source>
        <extracomment>%1 device path</extracomment>
        <translation>DriveProof 不知道如何向 %1 查詢其寫入快取（不明的連接介面）。</translation>
    </message>
    <message>
        <source>The kernel says write through but the drive&apos;s cache is on: the kernel no longer sends flushes, so committed data can be lost at a power cut. Switch the drive&apos;s cache off, or let the kernel re-read the drive&apos;s setting.</source>
        <translation>核心顯示為 write through，但磁碟的快取是開啟的：核心不再傳送排清指令，因此已提交的資料可能在斷電時遺失。請關閉磁碟的快取，或讓核心重新讀取磁碟的設定。</translation>
    </message>
    <message>
        <source>The kernel still sends flushes although the drive&apos;s cache is off: safe, only slightly slower.</source>
        <translation>磁碟的快取已關閉，但核心仍在傳送排清指令：安全，只是稍慢一些。</translation>
    </message>
    <message>
        <source>The cache is off now, but the saved setting switches it back on at the next power cycle.</source>
        <translation>快取目前已關閉，但儲存的設定會在下次斷電重新開機時將它重新開啟。</translation>
    </message>
    <message>
        <source>The cache is on now, but the saved setting switches it off at the next power cycle.</source>
        <translation>快取目前已開啟，但儲存的設定會在下次斷電重新開機時將它關閉。</translation>
    </message>
    <message>
        <source>%1 cannot keep this setting after a power cycle here, so nothing was changed. Switch it without &quot;keep after reboot&quot;: it then lasts until the next power cycle.</source>
        <extracomment>%1 device path</extracomment>
        <translation>%1 在此無法於斷電重新開機後保留此設定，因此未做任何變更。請在不勾選「重新開機後保留」的情況下切換：設定會持續到下次斷電重新開機。</translation>
    </message>
    <message>
        <source>%1 has no volatile write cache that can be switched.</source>
        <extracomment>%1 device path</extracomment>
        <translation>%1 沒有可切換的揮發性寫入快取。</translation>
    </message>
    <message>
        <source>%1 does not allow its write cache setting to be changed.</source>
        <extracomment>%1 device path</extracomment>
        <translation>%1 不允許變更其寫入快取設定。</translation>
    </message>
    <message>
        <source>The helper&apos;s write-cache reply names no device.</source>
        <translation>輔助服務的寫入快取回應中沒有指明裝置。</translation>
    </message>
    <message>
        <source>%1 is a virtual disk (%2): the write cache it reports is the hypervisor&apos;s emulation. Whether a flush reaches a real drive depends on the hypervisor&apos;s cache mode on the host.</source>
        <extracomment>%1 device path, %2 who emulates the disk: &quot;QEMU&quot;, &quot;VMware&quot;, &quot;Hyper-V&quot;, &quot;virtio&quot;...</extracomment>
        <translation>%1 是虛擬磁碟（%2）：它回報的寫入快取是 hypervisor 模擬出來的。排清要求能否到達實際的磁碟，取決於主機上 hypervisor 的快取模式。</translation>
    </message>
    <message>
        <source>Whether the write cache of %1 is on could not be read: %2</source>
        <extracomment>%1 device path, %2 the error the drive or the kernel gave</extracomment>
        <translation>無法讀取 %1 的寫入快取是否開啟：%2</translation>
    </message>
    <message>
        <source>Whether the write cache of %1 can be switched could not be read: %2</source>
        <extracomment>%1 device path, %2 the error the drive or the kernel gave</extracomment>
        <translation>無法讀取 %1 的寫入快取能否切換：%2</translation>
    </message>
    <message>
        <source>The saved write cache setting of %1 could not be read: %2</source>
        <extracomment>%1 device path, %2 the error the drive or the kernel gave</extracomment>
        <translation>無法讀取 %1 儲存的寫入快取設定：%2</translation>
    </message>
    <message>
        <source>Finding %1 (%2)</source>
        <extracomment>a finding this version does not know (from a newer helper); %1 its code, %2 its arguments</extracomment>
        <translation>檢查結果 %1（%2）</translation>
    </message>
    <message>
        <source>write back</source>
        <extracomment>the kernel&apos;s view of a drive&apos;s cache (queue/write_cache): it sends flushes</extracomment>
        <translation>回寫</translation>
    </message>
    <message>
        <source>write through</source>
        <extracomment>the kernel&apos;s view of a drive&apos;s cache (queue/write_cache): it sends no flushes</extracomment>
        <translation>直寫</translation>
    </message>
    <message>
        <source>The helper&apos;s write-cache reply has findings in a form this version does not read. Restart DriveProof after an update.</source>
        <translation>輔助服務的寫入快取回應中包含此版本無法讀取之格式的檢查結果。更新後請重新啟動 DriveProof。</translation>
    </message>
    <message>
        <source>The helper&apos;s write-cache reply has a finding without a code. Restart DriveProof after an update.</source>
        <translation>輔助服務的寫入快取回應中有一項檢查結果沒有代碼。更新後請重新啟動 DriveProof。</translation>
    </message>
    <message>
        <source>A self-test is already running on the drive.</source>
        <translation>磁碟機上已有自我測試正在執行。</translation>
    </message>
</context>
<context>
    <name>DriveProof::Capacity</name>
    <message>
        <source>Writing records</source>
        <translation>正在寫入記錄</translation>
    </message>
    <message>
        <source>Pushing the drive&apos;s cache out</source>
        <translation>正在把磁碟快取擠出</translation>
    </message>
    <message>
        <source>Reading back</source>
        <translation>正在讀回</translation>
    </message>
    <message>
        <source>Closing in on the boundary</source>
        <translation>正在逼近邊界</translation>
    </message>
    <message>
        <source>records written elsewhere (wrap-around)</source>
        <translation>寫在別處的記錄（回繞）</translation>
    </message>
    <message>
        <source>zeros</source>
        <translation>全零</translation>
    </message>
    <message>
        <source>not what was written</source>
        <translation>不是所寫的內容</translation>
    </message>
    <message>
        <source>damaged records</source>
        <translation>損壞的記錄</translation>
    </message>
    <message>
        <source>read errors</source>
        <translation>讀取錯誤</translation>
    </message>
    <message>
        <source>Usable size proved: %1 (%2 bytes).</source>
        <extracomment>%1 a size, e.g. &quot;62.1 GB&quot;, %2 the same in bytes</extracomment>
        <translation>已證實可用容量：%1（%2 位元組）。</translation>
    </message>
    <message>
        <source>First bad block at byte %1; the boundary is known to within %2.</source>
        <extracomment>%1 a byte offset as a number, %2 a size, e.g. &quot;4 kB&quot;</extracomment>
        <translation>第一個壞區塊位於位元組 %1；邊界已精確到 %2 以內。</translation>
    </message>
    <message numerus="yes">
        <source>%n write request(s), %1 written, in %2 s.</source>
        <extracomment>%n write requests, %1 a size, e.g. &quot;1.1 GB&quot;, %2 seconds, e.g. &quot;12.5&quot;</extracomment>
        <translation>
            <numerusform>%n 次寫入請求，寫入 %1，費時 %2 秒。</numerusform>
        </translation>
    </message>
    <message>
        <source>Genuine: every record written across all %1 bytes (%2) read back where it was written.</source>
        <extracomment>%1 the drive&apos;s size in bytes as a number, %2 the same size short, e.g. &quot;1.0 TB&quot;</extracomment>
        <translation>真品：在全部 %1 位元組（%2）上寫入的每筆記錄都在寫入的位置讀回。</translation>
    </message>
    <message>
        <source>Fake: only the first %1 are real; writes beyond that land at the start again (wrap-around). The drive claims %2.</source>
        <extracomment>%1 the real size, e.g. &quot;62.1 GB&quot;, %2 the size the drive claims, e.g. &quot;128.0 GB&quot;</extracomment>
        <translation>假貨：只有前 %1 是真的；超出部分的寫入又落回開頭（回繞）。磁碟宣稱 %2。</translation>
    </message>
    <message>
        <source>Fake: writes beyond %1 are thrown away. The drive claims %2.</source>
        <extracomment>%1 where the real part ends, e.g. &quot;120.3 GB&quot;, %2 the size the drive claims</extracomment>
        <translation>假貨：超出 %1 的寫入被丟棄。磁碟宣稱 %2。</translation>
    </message>
    <message numerus="yes">
        <source>Damaged: %n block(s) did not hold what was written, the first at %1.</source>
        <extracomment>%n how many blocks, %1 the position of the first one, e.g. &quot;3.2 GB&quot;</extracomment>
        <translation>
            <numerusform>已損壞：%n 個區塊不含所寫的內容，第一個位於 %1。</numerusform>
        </translation>
    </message>
    <message>
        <source>Could not decide: the test was cancelled.</source>
        <translation>無法判定：測試已取消。</translation>
    </message>
    <message>
        <source>Could not decide: the drive did not accept a flush of its cache.</source>
        <translation>無法判定：磁碟不接受清空其快取。</translation>
    </message>
    <message>
        <source>Could not decide: the device is too small to test.</source>
        <translation>無法判定：裝置太小，無法測試。</translation>
    </message>
    <message>
        <source>Could not decide: nothing that was written could be read back.</source>
        <translation>無法判定：寫入的內容一樣也讀不回來。</translation>
    </message>
    <message>
        <source>The drive was reset before reading back: what its controller kept in memory was lost.</source>
        <translation>回讀前已重設磁碟機：其控制器保存在記憶體中的內容已遺失。</translation>
    </message>
    <message>
        <source>The drive was reset before reading back but did not come back.</source>
        <translation>回讀前已重設磁碟機，但它沒有回來。</translation>
    </message>
    <message>
        <source>Not reset before reading back: this device cannot be reset.</source>
        <translation>回讀前未重設：此裝置無法重設。</translation>
    </message>
    <message>
        <source>Not reset before reading back: only a USB drive can be reset on its own.</source>
        <translation>回讀前未重設：只有 USB 磁碟機可以單獨重設。</translation>
    </message>
    <message>
        <source>Not reset before reading back: only a run as root can reset a USB drive (sudo driveproof-cli capacity).</source>
        <translation>回讀前未重設：只有以 root 身分執行才能重設 USB 磁碟機（sudo driveproof-cli capacity）。</translation>
    </message>
    <message>
        <source>Not reset before reading back: a partition was checked, and a reset would touch the whole drive.</source>
        <translation>回讀前未重設：檢查的是分割區，重設會影響整部磁碟機。</translation>
    </message>
    <message>
        <source>Not reset before reading back: its USB device carries other drives too.</source>
        <translation>回讀前未重設：其 USB 裝置上還有其他磁碟機。</translation>
    </message>
    <message>
        <source>Not reset before reading back: the kernel refused (%1).</source>
        <extracomment>%1 the system&apos;s error message, e.g. &quot;Operation not permitted&quot;</extracomment>
        <translation>回讀前未重設：核心拒絕了（%1）。</translation>
    </message>
    <message>
        <source>Waiting for the drive&apos;s cache to write back</source>
        <translation>正在等待磁碟機寫回其快取</translation>
    </message>
</context>
<context>
    <name>DriveProof::Cli</name>
    <message>
        <source>Logical sector size in bytes (images: 512).</source>
        <translation>邏輯磁區大小，以位元組為單位（映像檔預設為 512）。</translation>
    </message>
    <message>
        <source>Physical sector size in bytes (images: 4096).</source>
        <translation>實體磁區大小，以位元組為單位（映像檔預設為 4096）。</translation>
    </message>
    <message>
        <source>Optimal I/O size in bytes, 0 = not reported (images: 0).</source>
        <translation>最佳 I/O 大小，以位元組為單位，0 表示未回報（映像檔預設為 0）。</translation>
    </message>
    <message>
        <source>Bytes from LBA 0 to the next physical sector boundary (images: 0).</source>
        <translation>從 LBA 0 到下一個實體磁區邊界的位元組數（映像檔預設為 0）。</translation>
    </message>
    <message>
        <source>%1 %2 is not a number of bytes. Give a whole number such as 4096.</source>
        <extracomment>%1 option name, %2 the value given</extracomment>
        <translation>%1 %2 不是位元組數。請指定整數，例如 4096。</translation>
    </message>
    <message>
        <source>%1 %2 is not a valid block size. Give a power of two from 512 to 1048576 bytes, e.g. 4096.</source>
        <extracomment>%1 option name, %2 the value given</extracomment>
        <translation>%1 %2 不是有效的區塊大小。請指定 512 到 1048576 位元組之間的 2 的次方，例如 4096。</translation>
    </message>
    <message>
        <source>--physical-block-size %1 is smaller than --logical-block-size %2: a physical sector holds one or more logical sectors.</source>
        <extracomment>%1 physical size given, %2 logical size given</extracomment>
        <translation>--physical-block-size %1 小於 --logical-block-size %2：一個實體磁區包含一個或多個邏輯磁區。</translation>
    </message>
    <message>
        <source>--physical-block-size %1 is smaller than the %3-byte logical sectors of %2: a physical sector holds one or more logical sectors.</source>
        <extracomment>%1 physical size given, %2 device, %3 its logical sector size</extracomment>
        <translation>--physical-block-size %1 小於 %2 的 %3 位元組邏輯磁區：一個實體磁區包含一個或多個邏輯磁區。</translation>
    </message>
    <message>
        <source>%1 %2 is not valid. Give 0 (not reported) or a multiple of the physical block size (%3 bytes) up to 1 GiB.</source>
        <extracomment>%1 option name, %2 the value given, %3 physical sector size</extracomment>
        <translation>%1 %2 無效。請指定 0（表示未回報），或實體區塊大小（%3 位元組）的整數倍，最大 1 GiB。</translation>
    </message>
    <message>
        <source>%1 %2 is not valid. Give a multiple of the logical block size (%3 bytes) smaller than the physical block size (%4 bytes), e.g. 0.</source>
        <extracomment>%1 option name, %2 the value given, %3 logical and %4 physical sector size</extracomment>
        <translation>%1 %2 無效。請指定邏輯區塊大小（%3 位元組）的整數倍，且須小於實體區塊大小（%4 位元組），例如 0。</translation>
    </message>
    <message>
        <source>yes</source>
        <translation>是</translation>
    </message>
    <message>
        <source>no</source>
        <translation>否</translation>
    </message>
    <message numerus="yes">
        <source>%n byte(s)</source>
        <extracomment>%n bytes of the optimal I/O size
----------
a size in bytes, e.g. &quot;4096 bytes&quot;</extracomment>
        <translation>
            <numerusform>%n 位元組</numerusform>
        </translation>
    </message>
    <message>
        <source>not reported</source>
        <translation>未回報</translation>
    </message>
    <message>
        <source>%1: %2 partition table, logical sector %3 bytes, physical sector %4 bytes, optimal I/O size %5, alignment offset %6 bytes.</source>
        <extracomment>%1 device or image, %2 &quot;dos&quot;/&quot;gpt&quot;, %3 and %4 sector sizes in bytes, %5 optimal I/O size (&quot;65536 bytes&quot; or &quot;not reported&quot;), %6 alignment offset in bytes</extracomment>
        <translation>%1：%2 分割表，邏輯磁區 %3 位元組，實體磁區 %4 位元組，最佳 I/O 大小 %5，對齊位移 %6 位元組。</translation>
    </message>
    <message>
        <source>unknown</source>
        <translation>不明</translation>
    </message>
    <message>
        <source>The partition table of %1 has no partitions.</source>
        <extracomment>%1 device or image</extracomment>
        <translation>%1 的分割表中沒有分割區。</translation>
    </message>
    <message>
        <source>PARTITION</source>
        <translation>分割區</translation>
    </message>
    <message>
        <source>START (sector)</source>
        <translation>起始（磁區）</translation>
    </message>
    <message>
        <source>START (bytes)</source>
        <translation>起始（位元組）</translation>
    </message>
    <message>
        <source>LOGICAL</source>
        <translation>邏輯</translation>
    </message>
    <message>
        <source>PHYSICAL</source>
        <translation>實體</translation>
    </message>
    <message>
        <source>OPTIMAL</source>
        <translation>最佳</translation>
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
        <translation>沒有名為 %1 的磁碟或檔案。請指定磁碟（例如 /dev/sdb，參見 &apos;driveproof-cli list&apos;）或磁碟映像檔的路徑。</translation>
    </message>
    <message>
        <source>%1 is a partition. Give the whole drive instead: &apos;driveproof-cli align %2&apos;.</source>
        <extracomment>%1 the partition given, %2 its whole drive</extracomment>
        <translation>%1 是分割區。請改為指定整個磁碟：&apos;driveproof-cli align %2&apos;。</translation>
    </message>
    <message>
        <source>Check that every partition of a drive or a disk image starts on a boundary that suits the drive: its physical sectors, 1 MiB and its optimal I/O size.</source>
        <translation>檢查磁碟或磁碟映像檔的每個分割區是否從適合該磁碟的邊界開始：實體磁區、1 MiB 以及最佳 I/O 大小。</translation>
    </message>
    <message>
        <source>A drive (/dev/sdb, sdb) or a disk image file.</source>
        <translation>磁碟（/dev/sdb、sdb）或磁碟映像檔。</translation>
    </message>
    <message>
        <source>Print JSON (keys in docs/json.md).</source>
        <translation>輸出 JSON（鍵名請見 docs/json.md）。</translation>
    </message>
    <message>
        <source>&apos;align&apos; needs exactly one drive or disk image, e.g. &apos;driveproof-cli align /dev/sdb&apos; or &apos;driveproof-cli align disk.img&apos;.</source>
        <translation>&apos;align&apos; 需要剛好一個磁碟或磁碟映像檔，例如 &apos;driveproof-cli align /dev/sdb&apos; 或 &apos;driveproof-cli align disk.img&apos;。</translation>
    </message>
    <message>
        <source>on</source>
        <extracomment>the drive&apos;s write cache</extracomment>
        <translation>開啟</translation>
    </message>
    <message>
        <source>off</source>
        <translation>關閉</translation>
    </message>
    <message>
        <source>yes, through udisks2 (re-applied at every boot)</source>
        <translation>是，透過 udisks2（每次開機時重新套用）</translation>
    </message>
    <message>
        <source>yes, saved in the drive</source>
        <translation>是，儲存在磁碟中</translation>
    </message>
    <message>
        <source>no: a change lasts until the next power cycle</source>
        <translation>否：變更只在下次斷電重新開機之前有效</translation>
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
        <translation>無（不接受磁碟指令）</translation>
    </message>
    <message>
        <source>Device</source>
        <translation>裝置</translation>
    </message>
    <message>
        <source>Protocol</source>
        <translation>協定</translation>
    </message>
    <message>
        <source>Drive has a write cache</source>
        <translation>磁碟具有寫入快取</translation>
    </message>
    <message>
        <source>Drive&apos;s cache now</source>
        <translation>磁碟快取目前狀態</translation>
    </message>
    <message>
        <source>Saved setting</source>
        <translation>儲存的設定</translation>
    </message>
    <message>
        <source>none</source>
        <translation>無</translation>
    </message>
    <message>
        <source>Can be changed</source>
        <translation>可變更</translation>
    </message>
    <message>
        <source>Keeps after reboot</source>
        <translation>重新開機後保留</translation>
    </message>
    <message>
        <source>Kernel&apos;s view</source>
        <translation>核心所見</translation>
    </message>
    <message>
        <source>Kernel uses FUA</source>
        <translation>核心使用 FUA</translation>
    </message>
    <message>
        <source>Sources</source>
        <translation>來源</translation>
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
        <translation>良好</translation>
    </message>
    <message>
        <source>caution</source>
        <translation>注意</translation>
    </message>
    <message>
        <source>bad</source>
        <translation>不良</translation>
    </message>
    <message>
        <source>Overall</source>
        <translation>整體評估</translation>
    </message>
    <message>
        <source>Temperature</source>
        <extracomment>temperature in degrees Celsius</extracomment>
        <translation>溫度</translation>
    </message>
    <message>
        <source>%1 °C</source>
        <translation>%1 °C</translation>
    </message>
    <message>
        <source>Power-on hours</source>
        <translation>通電時間（小時）</translation>
    </message>
    <message>
        <source>Power cycles</source>
        <translation>通電次數</translation>
    </message>
    <message>
        <source>Unsafe shutdowns</source>
        <translation>不安全關機次數</translation>
    </message>
    <message>
        <source>Bad sectors</source>
        <translation>損壞磁區</translation>
    </message>
    <message>
        <source>Media errors</source>
        <translation>媒體錯誤</translation>
    </message>
    <message>
        <source>Wear</source>
        <extracomment>wear of an SSD, in percent of its rated life</extracomment>
        <translation>磨損</translation>
    </message>
    <message>
        <source>%1 %</source>
        <translation>%1%</translation>
    </message>
    <message>
        <source>Available spare</source>
        <translation>可用備用空間</translation>
    </message>
    <message>
        <source>Source</source>
        <translation>來源</translation>
    </message>
    <message>
        <source>%1 is a partition; the write cache and health belong to the whole drive. Give %2 instead.</source>
        <extracomment>%1 partition the user gave, %2 its whole drive</extracomment>
        <translation>%1 是分割區；寫入快取與健康狀態屬於整個磁碟。請改為指定 %2。</translation>
    </message>
    <message>
        <source>Show the drive&apos;s volatile write cache next to the kernel&apos;s view, or switch it.</source>
        <translation>顯示磁碟的揮發性寫入快取以及核心所見的狀態，或切換該快取。</translation>
    </message>
    <message>
        <source>A drive, e.g. /dev/sda.</source>
        <translation>磁碟，例如 /dev/sda。</translation>
    </message>
    <message>
        <source>Switch the drive&apos;s cache on or off.</source>
        <translation>開啟或關閉磁碟的快取。</translation>
    </message>
    <message>
        <source>Keep the setting after a power cycle, where the drive or udisks2 can keep it honestly.</source>
        <translation>在斷電重新開機後保留此設定（僅限磁碟或 udisks2 能確實保留時）。</translation>
    </message>
    <message>
        <source>&apos;cache&apos; needs exactly one DEVICE, e.g. &apos;driveproof-cli cache /dev/sda&apos;.</source>
        <translation>&apos;cache&apos; 需要剛好一個 DEVICE，例如 &apos;driveproof-cli cache /dev/sda&apos;。</translation>
    </message>
    <message>
        <source>--set takes &apos;on&apos; or &apos;off&apos;, not &apos;%1&apos;.</source>
        <extracomment>%1 the value the user gave</extracomment>
        <translation>--set 只接受 &apos;on&apos; 或 &apos;off&apos;，而非 &apos;%1&apos;。</translation>
    </message>
    <message>
        <source>--persist goes with --set on|off.</source>
        <translation>--persist 必須搭配 --set on|off 使用。</translation>
    </message>
    <message>
        <source>Show the drive&apos;s health: overall verdict, temperature, hours, power cycles, unsafe shutdowns.</source>
        <translation>顯示磁碟的健康狀態：整體判定、溫度、通電時間、通電次數、不安全關機次數。</translation>
    </message>
    <message>
        <source>&apos;health&apos; needs exactly one DEVICE, e.g. &apos;driveproof-cli health /dev/sda&apos;.</source>
        <translation>&apos;health&apos; 需要剛好一個 DEVICE，例如 &apos;driveproof-cli health /dev/sda&apos;。</translation>
    </message>
    <message>
        <source>Show help for this command.</source>
        <translation>顯示此指令的說明。</translation>
    </message>
    <message>
        <source>%1. Try &apos;driveproof-cli %2 --help&apos;.</source>
        <extracomment>%1 the parser&apos;s error, %2 the subcommand</extracomment>
        <translation>%1。請試試 &apos;driveproof-cli %2 --help&apos;。</translation>
    </message>
    <message>
        <source>%1 (%2 bytes)</source>
        <extracomment>%1 size with unit, e.g. &quot;500.1 GB&quot;; %2 exact byte count</extracomment>
        <translation>%1（%2 位元組）</translation>
    </message>
    <message>
        <source>raw, 512 bytes</source>
        <translation>原始資料，512 位元組</translation>
    </message>
    <message>
        <source>hex words (hdparm --Istdout)</source>
        <translation>十六進位字組（hdparm --Istdout）</translation>
    </message>
    <message>
        <source>%1 (48-bit addressing)</source>
        <extracomment>%1 number of sectors</extracomment>
        <translation>%1（48 位元定址）</translation>
    </message>
    <message>
        <source>%1 (28-bit addressing)</source>
        <translation>%1（28 位元定址）</translation>
    </message>
    <message>
        <source>%1 (not reported; assumed)</source>
        <extracomment>%1 a size in bytes; the drive predates sector size reporting (IDENTIFY word 106)</extracomment>
        <translation>%1（未回報；採假定值）</translation>
    </message>
    <message>
        <source>non-rotating (solid state)</source>
        <translation>非旋轉式（固態）</translation>
    </message>
    <message>
        <source>%L1 rpm</source>
        <extracomment>%L1 revolutions per minute</extracomment>
        <translation>%L1 rpm</translation>
    </message>
    <message>
        <source>yes, queue depth %1</source>
        <extracomment>%1 the number of commands the drive can queue</extracomment>
        <translation>是，佇列深度 %1</translation>
    </message>
    <message>
        <source>IDENTIFY dump</source>
        <translation>IDENTIFY 傾印檔</translation>
    </message>
    <message>
        <source>Format</source>
        <translation>格式</translation>
    </message>
    <message>
        <source>Model</source>
        <translation>型號</translation>
    </message>
    <message>
        <source>Serial number</source>
        <translation>序號</translation>
    </message>
    <message>
        <source>Firmware</source>
        <translation>韌體</translation>
    </message>
    <message>
        <source>Capacity</source>
        <translation>容量</translation>
    </message>
    <message>
        <source>Sectors</source>
        <translation>磁區數</translation>
    </message>
    <message>
        <source>Logical sector</source>
        <translation>邏輯磁區</translation>
    </message>
    <message>
        <source>Physical sector</source>
        <translation>實體磁區</translation>
    </message>
    <message>
        <source>Alignment offset</source>
        <extracomment>where logical sector 0 starts inside its physical sector</extracomment>
        <translation>對齊位移</translation>
    </message>
    <message>
        <source>Rotation rate</source>
        <translation>轉速</translation>
    </message>
    <message>
        <source>Write cache supported</source>
        <translation>支援寫入快取</translation>
    </message>
    <message>
        <source>Write cache enabled</source>
        <translation>已啟用寫入快取</translation>
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
        <translation>總和檢查碼</translation>
    </message>
    <message>
        <source>correct</source>
        <translation>正確</translation>
    </message>
    <message>
        <source>not present</source>
        <translation>不存在</translation>
    </message>
    <message>
        <source>Note</source>
        <translation>附註</translation>
    </message>
    <message>
        <source>the drive marked this data as incomplete</source>
        <translation>磁碟將這些資料標示為不完整</translation>
    </message>
    <message>
        <source>Backing file</source>
        <translation>後端檔案</translation>
    </message>
    <message>
        <source>Vendor</source>
        <translation>廠商</translation>
    </message>
    <message>
        <source>WWN</source>
        <translation>WWN</translation>
    </message>
    <message>
        <source>Transport</source>
        <translation>介面</translation>
    </message>
    <message>
        <source>Size</source>
        <translation>大小</translation>
    </message>
    <message>
        <source>Minimum I/O</source>
        <translation>最小 I/O</translation>
    </message>
    <message>
        <source>Optimal I/O</source>
        <translation>最佳 I/O</translation>
    </message>
    <message>
        <source>Media</source>
        <translation>媒體</translation>
    </message>
    <message>
        <source>Removable</source>
        <translation>可卸除</translation>
    </message>
    <message>
        <source>Read-only</source>
        <translation>唯讀</translation>
    </message>
    <message>
        <source>Write cache (kernel view)</source>
        <translation>寫入快取（核心所見）</translation>
    </message>
    <message>
        <source>FUA</source>
        <translation>FUA</translation>
    </message>
    <message>
        <source>Mounted on</source>
        <translation>掛載點</translation>
    </message>
    <message>
        <source>not mounted</source>
        <translation>未掛載</translation>
    </message>
    <message>
        <source>Held by</source>
        <translation>佔用者</translation>
    </message>
    <message>
        <source>nothing</source>
        <translation>無</translation>
    </message>
    <message>
        <source>SIZE</source>
        <translation>大小</translation>
    </message>
    <message>
        <source>MOUNTED ON</source>
        <translation>掛載點</translation>
    </message>
    <message>
        <source>Not known:</source>
        <translation>無法得知：</translation>
    </message>
    <message>
        <source>  %1: %2</source>
        <extracomment>%1 what is missing, %2 why</extracomment>
        <translation>  %1：%2</translation>
    </message>
    <message>
        <source>Show everything known about one drive.</source>
        <translation>顯示某個磁碟的所有已知資訊。</translation>
    </message>
    <message>
        <source>A drive, e.g. /dev/sda or sda.</source>
        <translation>磁碟，例如 /dev/sda 或 sda。</translation>
    </message>
    <message>
        <source>Decode a saved ATA IDENTIFY dump instead of a drive: 512 raw bytes, or the hex words that &apos;hdparm --Istdout&apos; prints.</source>
        <translation>解析已儲存的 ATA IDENTIFY 傾印檔，而非磁碟：512 位元組原始資料，或 &apos;hdparm --Istdout&apos; 輸出的十六進位字組。</translation>
    </message>
    <message>
        <source>FILE</source>
        <translation>FILE</translation>
    </message>
    <message>
        <source>&apos;info --identify-file FILE&apos; takes no DEVICE: it decodes the file alone.</source>
        <translation>&apos;info --identify-file FILE&apos; 不接受 DEVICE：它只解析該檔案。</translation>
    </message>
    <message>
        <source>&apos;info&apos; needs exactly one DEVICE, e.g. &apos;driveproof-cli info /dev/sda&apos;.</source>
        <translation>&apos;info&apos; 需要剛好一個 DEVICE，例如 &apos;driveproof-cli info /dev/sda&apos;。</translation>
    </message>
    <message>
        <source>file</source>
        <translation>檔案</translation>
    </message>
    <message>
        <source>solid state</source>
        <translation>固態</translation>
    </message>
    <message>
        <source>%1 rpm</source>
        <translation>%1 rpm</translation>
    </message>
    <message>
        <source>rotational</source>
        <translation>旋轉式</translation>
    </message>
    <message>
        <source>List the drives on this machine: identity, size, sector sizes, media, the kernel&apos;s write-cache view and mount points.</source>
        <translation>列出這台機器上的磁碟：識別資訊、大小、磁區大小、媒體、核心所見的寫入快取狀態與掛載點。</translation>
    </message>
    <message>
        <source>&apos;list&apos; takes no arguments. Use &apos;driveproof-cli info DEVICE&apos; for one drive.</source>
        <translation>&apos;list&apos; 不接受引數。要檢視單一磁碟，請使用 &apos;driveproof-cli info DEVICE&apos;。</translation>
    </message>
    <message>
        <source>No drives found. In a container, /sys/block may show none; on a desktop, check that the drive is connected.</source>
        <translation>找不到磁碟。在容器中，/sys/block 可能不會顯示任何磁碟；在桌上型電腦上，請檢查磁碟是否已連接。</translation>
    </message>
    <message>
        <source>DEVICE</source>
        <translation>裝置</translation>
    </message>
    <message>
        <source>TRANSPORT</source>
        <translation>介面</translation>
    </message>
    <message>
        <source>MODEL</source>
        <translation>型號</translation>
    </message>
    <message>
        <source>SECTORS L/P</source>
        <translation>磁區 邏輯/實體</translation>
    </message>
    <message>
        <source>MEDIA</source>
        <translation>媒體</translation>
    </message>
    <message>
        <source>WRITE CACHE</source>
        <translation>寫入快取</translation>
    </message>
    <message>
        <source>%1/%2</source>
        <extracomment>logical / physical sector size in bytes</extracomment>
        <translation>%1/%2</translation>
    </message>
    <message>
        <source>partition</source>
        <translation>分割區</translation>
    </message>
    <message>
        <source>unknown command &apos;%1&apos;. Try &apos;driveproof-cli --help&apos;.</source>
        <translation>不明的指令 &apos;%1&apos;。請試試 &apos;driveproof-cli --help&apos;。</translation>
    </message>
    <message>
        <source>[%1%] %2: %3, %4, %5 left</source>
        <extracomment>live progress: %1 percent done, %2 the step, %3 rate, %4 IOPS, %5 time left (m:ss)</extracomment>
        <translation>[%1%] %2：%3，%4，剩餘 %5</translation>
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
        <translation>提交方式</translation>
    </message>
    <message>
        <source>Commits/s</source>
        <translation>提交/秒</translation>
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
        <translation>排清/提交</translation>
    </message>
    <message>
        <source>Test</source>
        <translation>測試</translation>
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
        <translation>危險</translation>
    </message>
    <message>
        <source>note</source>
        <translation>附註</translation>
    </message>
    <message>
        <source>This test writes over the data on %1. Everything on it will be lost.
Type the device name (%2) to go on: </source>
        <extracomment>%1 device node, %2 its short name the user must type</extracomment>
        <translation>此測試會覆寫 %1 上的資料，其中的所有內容都將遺失。
請輸入裝置名稱（%2）以繼續： </translation>
    </message>
    <message>
        <source>The test to run.</source>
        <translation>要執行的測試。</translation>
    </message>
    <message>
        <source>Test area or temporary file size, e.g. 1G, 256M (default: 1G; commit: 16M; a device: all of it for the surface scan).</source>
        <translation>測試區域或暫存檔的大小，例如 1G、256M（預設：1G；commit：16M；裝置：表面掃描時為整個裝置）。</translation>
    </message>
    <message>
        <source>Seconds per measurement (default: 5).</source>
        <translation>每次測量的秒數（預設：5）。</translation>
    </message>
    <message>
        <source>I/O engine: auto, io_uring or psync (default: auto).</source>
        <translation>I/O 引擎：auto、io_uring 或 psync（預設：auto）。</translation>
    </message>
    <message>
        <source>Block size for random, sweeps and sustained, e.g. 4k.</source>
        <translation>random、逐級測試與 sustained 使用的區塊大小，例如 4k。</translation>
    </message>
    <message>
        <source>I/Os in flight per thread (sweeps, sustained).</source>
        <translation>每個執行緒同時進行的 I/O 數（逐級測試、sustained）。</translation>
    </message>
    <message>
        <source>Threads (sweeps).</source>
        <translation>執行緒數（逐級測試）。</translation>
    </message>
    <message>
        <source>Sweeps: 100 reads only (default), 0 writes only, or a mix.</source>
        <translation>逐級測試的讀取比例：100 為只讀取（預設），0 為只寫入，其他值為混合。</translation>
    </message>
    <message>
        <source>Hybrid check: seconds the drive stays idle between the passes (default: 300).</source>
        <translation>混合快取檢測：兩輪之間磁碟保持閒置的秒數（預設：300）。</translation>
    </message>
    <message>
        <source>Commit: measure again with the drive&apos;s write cache off, then switch it back on.</source>
        <translation>commit 測試：在磁碟寫入快取關閉的情況下再測一次，然後重新開啟快取。</translation>
    </message>
    <message>
        <source>Allow a write test on a raw device: everything on it is lost.</source>
        <translation>允許在原始裝置上進行寫入測試：其中的所有內容都將遺失。</translation>
    </message>
    <message>
        <source>Go through the page cache (no O_DIRECT).</source>
        <translation>經過分頁快取（不使用 O_DIRECT）。</translation>
    </message>
    <message>
        <source>Print the result as JSON (docs/json.md).</source>
        <translation>以 JSON 格式輸出結果（docs/json.md）。</translation>
    </message>
    <message>
        <source>Also write the JSON result to FILE.</source>
        <translation>同時將 JSON 結果寫入 FILE。</translation>
    </message>
    <message>
        <source>Run only the measurements with these keys, separated by commas (e.g. rnd4kq32t1.read, commit.s1.fdatasync).</source>
        <translation>只執行具有這些鍵的測量項目，以逗號分隔（例如 rnd4kq32t1.read、commit.s1.fdatasync）。</translation>
    </message>
    <message>
        <source>Do not keep the result in the drive&apos;s history.</source>
        <translation>不將結果儲存到磁碟的歷史記錄中。</translation>
    </message>
    <message>
        <source>&apos;bench&apos; needs a FAMILY and at most one TARGET, e.g. &apos;driveproof-cli bench quick ~/&apos;.</source>
        <translation>&apos;bench&apos; 需要一個 FAMILY 以及至多一個 TARGET，例如 &apos;driveproof-cli bench quick ~/&apos;。</translation>
    </message>
    <message>
        <source>unknown test &apos;%1&apos;. Try &apos;driveproof-cli bench --help&apos;.</source>
        <extracomment>%1 what the user typed</extracomment>
        <translation>不明的測試 &apos;%1&apos;。請試試 &apos;driveproof-cli bench --help&apos;。</translation>
    </message>
    <message>
        <source>--duration takes seconds, e.g. 5, not &apos;%1&apos;.</source>
        <extracomment>%1 what the user typed</extracomment>
        <translation>--duration 接受秒數，例如 5，而非 &apos;%1&apos;。</translation>
    </message>
    <message>
        <source>--backend takes auto, io_uring or psync, not &apos;%1&apos;.</source>
        <extracomment>%1 what the user typed</extracomment>
        <translation>--backend 接受 auto、io_uring 或 psync，而非 &apos;%1&apos;。</translation>
    </message>
    <message>
        <source>--block-size takes a multiple of 512 bytes up to 64M, not &apos;%1&apos;.</source>
        <extracomment>%1 what the user typed</extracomment>
        <translation>--block-size 接受 512 位元組的整數倍，最大 64M，而非 &apos;%1&apos;。</translation>
    </message>
    <message>
        <source>--%1 takes a whole number up to %2, not &apos;%3&apos;.</source>
        <extracomment>%1 the option, %2 the largest value, %3 what the user typed</extracomment>
        <translation>--%1 接受不超過 %2 的整數，而非 &apos;%3&apos;。</translation>
    </message>
    <message>
        <source>--idle takes seconds, not &apos;%1&apos;.</source>
        <extracomment>%1 what the user typed</extracomment>
        <translation>--idle 接受秒數，而非 &apos;%1&apos;。</translation>
    </message>
    <message>
        <source>--cache-ab goes with the commit test.</source>
        <translation>--cache-ab 只能搭配 commit 測試使用。</translation>
    </message>
    <message>
        <source>%1 is a device: this test writes to it and destroys its data. Add --destructive if that is what you want, or give a folder.</source>
        <extracomment>%1 device node</extracomment>
        <translation>%1 是裝置：此測試會寫入其中並破壞其資料。如果您確實要這麼做，請加上 --destructive，或改為指定資料夾。</translation>
    </message>
    <message>
        <source>The name did not match; nothing was written.</source>
        <translation>名稱不符；未寫入任何內容。</translation>
    </message>
    <message>
        <source>--cache-ab needs to know the drive under the target, and it could not be found.</source>
        <translation>--cache-ab 需要知道目標所在的磁碟，但找不到。</translation>
    </message>
    <message>
        <source>Cannot write %1: %2.</source>
        <extracomment>%1 file name, %2 the system&apos;s error text
----------
%1 file, %2 the system&apos;s reason</extracomment>
        <translation>無法寫入 %1：%2。</translation>
    </message>
    <message>
        <source>%1 on %2</source>
        <extracomment>%1 the test&apos;s title, %2 where it ran</extracomment>
        <translation>%2 上的%1</translation>
    </message>
    <message>
        <source>- %1: %2</source>
        <extracomment>a verdict as a list item: %1 good/caution/danger/note, %2 the verdict</extracomment>
        <translation>- %1：%2</translation>
    </message>
    <message>
        <source>Cancelled; the lines above finished before that.</source>
        <translation>已取消；以上各行在取消之前已完成。</translation>
    </message>
    <message>
        <source>--language needs a language, one of: %1.</source>
        <extracomment>%1 the language codes DriveProof has, e.g. &quot;de, en, es&quot;</extracomment>
        <translation>--language 需要指定語言，可選：%1。</translation>
    </message>
    <message>
        <source>unknown language &apos;%1&apos;. Choose one of: %2.</source>
        <extracomment>%1 what was given after --language, %2 the language codes DriveProof has, e.g. &quot;de, en, es&quot;</extracomment>
        <translation>不明的語言 &apos;%1&apos;。請從下列語言中選擇：%2。</translation>
    </message>
    <message>
        <source>Measure a drive: commit rate (like pg_test_fsync), throughput, random I/O, sweeps, the hybrid-cache check.
FAMILY is one of: quick, commit, throughput (or seq), sustained, surface, random, sweep (with --axis), sweep-block-size, sweep-queue-depth, sweep-threads, hybrid.
TARGET is a folder (default: the current one; a temporary file is created and removed), an existing file (used in place, never grown), or a block device (read tests; writing needs --destructive).</source>
        <translation>測量磁碟：提交速率（類似 pg_test_fsync）、吞吐量、隨機 I/O、逐級測試、混合快取檢測。
FAMILY 為下列之一：quick、commit、throughput（或 seq）、sustained、surface、random、sweep（搭配 --axis）、sweep-block-size、sweep-queue-depth、sweep-threads、hybrid。
TARGET 可以是資料夾（預設：目前的資料夾；會建立一個暫存檔並在之後刪除）、既有檔案（直接使用，絕不加大）或區塊裝置（讀取測試；寫入需要 --destructive）。</translation>
    </message>
    <message>
        <source>Folder, file or device (or --target).</source>
        <translation>資料夾、檔案或裝置（或使用 --target）。</translation>
    </message>
    <message>
        <source>Folder, file or device, like TARGET.</source>
        <translation>資料夾、檔案或裝置，與 TARGET 相同。</translation>
    </message>
    <message>
        <source>Quick, throughput, random: reads only.</source>
        <translation>quick、throughput、random：只讀取。</translation>
    </message>
    <message>
        <source>Quick, throughput, random: writes only.</source>
        <translation>quick、throughput、random：只寫入。</translation>
    </message>
    <message>
        <source>Quick, throughput, random: a mix with this percentage of reads, e.g. 70.</source>
        <translation>quick、throughput、random：依此讀取百分比進行混合讀寫，例如 70。</translation>
    </message>
    <message>
        <source>One CrystalDiskMark preset: SEQ1M-Q8T1, SEQ1M-Q1T1, RND4K-Q32T1, RND4K-Q1T1 (or any RND|SEQ&lt;size&gt;-Q&lt;depth&gt;T&lt;threads&gt;).</source>
        <translation>一個 CrystalDiskMark 預設組合：SEQ1M-Q8T1、SEQ1M-Q1T1、RND4K-Q32T1、RND4K-Q1T1（或任何 RND|SEQ&lt;size&gt;-Q&lt;depth&gt;T&lt;threads&gt;）。</translation>
    </message>
    <message>
        <source>sweep: block-size (default), queue-depth or threads.</source>
        <translation>sweep：block-size（預設）、queue-depth 或 threads。</translation>
    </message>
    <message>
        <source>--axis goes with &apos;sweep&apos; and takes block-size, queue-depth or threads, not &apos;%1&apos;.</source>
        <extracomment>%1 what the user typed</extracomment>
        <translation>--axis 需搭配 &apos;sweep&apos; 使用，接受 block-size、queue-depth 或 threads，而非 &apos;%1&apos;。</translation>
    </message>
    <message>
        <source>Give one of --read, --write and --mix.</source>
        <translation>請指定 --read、--write 與 --mix 其中之一。</translation>
    </message>
    <message>
        <source>--mix takes the percentage of reads, 0 to 100, not &apos;%1&apos;.</source>
        <extracomment>%1 what the user typed</extracomment>
        <translation>--mix 接受讀取百分比（0 到 100），而非 &apos;%1&apos;。</translation>
    </message>
    <message>
        <source>--preset takes a name such as RND4K-Q32T1 or SEQ1M-Q8T1, not &apos;%1&apos;.</source>
        <extracomment>%1 what the user typed</extracomment>
        <translation>--preset 接受 RND4K-Q32T1 或 SEQ1M-Q8T1 這類名稱，而非 &apos;%1&apos;。</translation>
    </message>
    <message>
        <source>--preset goes with quick, random or seq.</source>
        <translation>--preset 只能搭配 quick、random 或 seq 使用。</translation>
    </message>
    <message>
        <source>Cancelled while the test file was being prepared; it was removed.</source>
        <translation>在準備測試檔案時已取消；該檔案已刪除。</translation>
    </message>
    <message>
        <source>preparing the test area: %1%</source>
        <extracomment>%1 percent of the test area written with known data</extracomment>
        <translation>正在準備測試區域：%1%</translation>
    </message>
    <message>
        <source>%1: %2 commits/s, witness holds #%3, %4 in flight, link %5</source>
        <extracomment>live power-loss run: %1 phase, %2 commits per second, %3 the witness&apos;s durable sequence number, %4 writes in flight, %5 link state</extracomment>
        <translation>%1：%2 次提交/秒，見證機保存至 #%3，%4 筆進行中，連線 %5</translation>
    </message>
    <message>
        <source>*** Pull the plug now ***</source>
        <translation>*** 現在拔掉電源插頭 ***</translation>
    </message>
    <message>
        <source>Cut the power at the wall (not the power button). After the restart, run &apos;driveproof-cli powerloss verify&apos; with the same target.</source>
        <translation>請在牆上插座處切斷電源（不要按電源按鈕）。重新開機後，對同一目標執行 &apos;driveproof-cli powerloss verify&apos;。</translation>
    </message>
    <message>
        <source>Verdict: %1</source>
        <extracomment>%1 PASS, FAIL or INCONCLUSIVE</extracomment>
        <translation>判定：%1</translation>
    </message>
    <message>
        <source>Validity checks:</source>
        <translation>有效性檢查：</translation>
    </message>
    <message>
        <source>  [%1] %2</source>
        <extracomment>a checklist line: %1 &quot;ok&quot; or &quot;NOT OK&quot;, %2 what was seen</extracomment>
        <translation>  [%1] %2</translation>
    </message>
    <message>
        <source>ok</source>
        <translation>正常</translation>
    </message>
    <message>
        <source>NOT OK</source>
        <translation>不正常</translation>
    </message>
    <message>
        <source>Acknowledged writes: %1; blocks checked: %2</source>
        <extracomment>%1 number of acknowledged writes, %2 number of blocks read</extracomment>
        <translation>已確認的寫入：%1；已檢查的區塊：%2</translation>
    </message>
    <message>
        <source>Test area: %1, %2</source>
        <extracomment>%1 file or device, %2 its size</extracomment>
        <translation>測試區域：%1，%2</translation>
    </message>
    <message>
        <source>Drive: %1, serial %2, firmware %3</source>
        <extracomment>%1 model, %2 serial number, %3 firmware</extracomment>
        <translation>磁碟：%1，序號 %2，韌體 %3</translation>
    </message>
    <message>
        <source>Write cache: %1</source>
        <extracomment>%1 on, off or unknown</extracomment>
        <translation>寫入快取：%1</translation>
    </message>
    <message>
        <source>Unsafe shutdowns so far: %1</source>
        <translation>至今的不安全關機次數：%1</translation>
    </message>
    <message>
        <source>Warning: %1</source>
        <extracomment>a warning: %1 its text</extracomment>
        <translation>警告：%1</translation>
    </message>
    <message>
        <source>Ready. Start the witness, then &apos;driveproof-cli powerloss run&apos;.</source>
        <translation>準備就緒。請先啟動見證機，然後執行 &apos;driveproof-cli powerloss run&apos;。</translation>
    </message>
    <message>
        <source>Stopped cleanly after %1 commits; the witness holds them all. Nothing to verify: a clean stop is not a power cut.</source>
        <extracomment>%1 number of commits</extracomment>
        <translation>在 %1 次提交後正常停止；見證機保存了全部提交。無需驗證：正常停止並不是斷電。</translation>
    </message>
    <message>
        <source>No power-loss test is pending for %1.</source>
        <translation>%1 沒有待驗證的斷電測試。</translation>
    </message>
    <message>
        <source>No pending power-loss test has the run id &apos;%1&apos;.</source>
        <translation>沒有執行 ID 為 &apos;%1&apos; 的待驗證斷電測試。</translation>
    </message>
    <message>
        <source>Practice on a simulated drive that lies about its flushes.</source>
        <translation>在一個對排清說謊的模擬磁碟上練習。</translation>
    </message>
    <message>
        <source>Practice on a simulated honest drive.</source>
        <translation>在一個誠實的模擬磁碟上練習。</translation>
    </message>
    <message>
        <source>The power-loss test: does the drive keep what it acknowledged when the power goes?
  prepare   check the drive and the machine, create the test area
  run       write and report every commit to the witness; pull the plug when told
  verify    after the restart: read the area, fetch the witness&apos;s record, judge
  practice  the whole procedure on a simulated drive on this machine</source>
        <translation>斷電測試：斷電時，磁碟能否保住它已確認的內容？
  prepare   檢查磁碟與電腦，建立測試區域
  run       寫入並將每次提交回報給見證機；收到提示時拔掉電源插頭
  verify    重新開機後：讀取測試區域，取得見證機的記錄並做出判定
  practice  在本機的模擬磁碟上演練整個流程</translation>
    </message>
    <message>
        <source>prepare, run, verify or practice.</source>
        <translation>prepare、run、verify 或 practice。</translation>
    </message>
    <message>
        <source>The test area: a file (created if missing) or a block device (with --destructive).</source>
        <translation>測試區域：一個檔案（不存在時會自動建立）或一個區塊裝置（需要 --destructive）。</translation>
    </message>
    <message>
        <source>The witness&apos;s address, as it shows it.</source>
        <translation>見證機的位址，也就是見證機上顯示的位址。</translation>
    </message>
    <message>
        <source>Size of the test area, e.g. 1G (default: 1G; practice: 16M).</source>
        <translation>測試區域的大小，例如 1G（預設：1G；practice：16M）。</translation>
    </message>
    <message>
        <source>Commit method: fdatasync (default), fsync, open_datasync or open_sync.</source>
        <translation>提交方式：fdatasync（預設）、fsync、open_datasync 或 open_sync。</translation>
    </message>
    <message>
        <source>Writes per commit (group commit); default 1.</source>
        <translation>每次提交的寫入數（群組提交）；預設為 1。</translation>
    </message>
    <message>
        <source>verify: the run to verify (its id or the start of it), instead of the one pending for --target.</source>
        <translation>verify：要驗證的執行（其 ID 或 ID 的開頭部分），取代 --target 上待驗證的那次執行。</translation>
    </message>
    <message>
        <source>Allow a raw device as the target: everything on it is lost.</source>
        <translation>允許以原始裝置作為目標：其中的所有內容都將遺失。</translation>
    </message>
    <message>
        <source>practice: honest (default) or lying.</source>
        <translation>practice：honest（預設）或 lying。</translation>
    </message>
    <message>
        <source>practice: seconds of writing before the simulated cut (default: 3).</source>
        <translation>practice：模擬斷電前寫入的秒數（預設：3）。</translation>
    </message>
    <message>
        <source>Print the result as JSON.</source>
        <translation>以 JSON 格式輸出結果。</translation>
    </message>
    <message>
        <source>powerloss takes prepare, run, verify or practice, not &apos;%1&apos;.</source>
        <extracomment>%1 what the user typed</extracomment>
        <translation>powerloss 只接受 prepare、run、verify 或 practice，而非 &apos;%1&apos;。</translation>
    </message>
    <message>
        <source>--size takes a size of at least 1M, such as 1G or 256M, not &apos;%1&apos;.</source>
        <extracomment>%1 what the user typed</extracomment>
        <translation>--size 接受至少 1M 的大小，例如 1G 或 256M，而非 &apos;%1&apos;。</translation>
    </message>
    <message>
        <source>--method takes fdatasync, fsync, open_datasync or open_sync, not &apos;%1&apos;.</source>
        <extracomment>%1 what the user typed</extracomment>
        <translation>--method 接受 fdatasync、fsync、open_datasync 或 open_sync，而非 &apos;%1&apos;。</translation>
    </message>
    <message>
        <source>--writes-per-commit takes a number from 1 to 1024, not &apos;%1&apos;.</source>
        <extracomment>%1 what the user typed</extracomment>
        <translation>--writes-per-commit 接受 1 到 1024 之間的數字，而非 &apos;%1&apos;。</translation>
    </message>
    <message>
        <source>--witness takes HOST:PORT such as 192.168.1.20:7070, not &apos;%1&apos;.</source>
        <extracomment>%1 what the user typed</extracomment>
        <translation>--witness 接受 HOST:PORT，例如 192.168.1.20:7070，而非 &apos;%1&apos;。</translation>
    </message>
    <message>
        <source>--mode takes honest or lying, not &apos;%1&apos;.</source>
        <extracomment>%1 what the user typed</extracomment>
        <translation>--mode 接受 honest 或 lying，而非 &apos;%1&apos;。</translation>
    </message>
    <message>
        <source>--seconds takes a number from 0 to 3600, not &apos;%1&apos;.</source>
        <extracomment>%1 what the user typed</extracomment>
        <translation>--seconds 接受 0 到 3600 之間的數字，而非 &apos;%1&apos;。</translation>
    </message>
    <message>
        <source>Give the test area with --target PATH.</source>
        <translation>請用 --target PATH 指定測試區域。</translation>
    </message>
    <message>
        <source>run %1: started</source>
        <extracomment>%1 a short run id</extracomment>
        <translation>執行 %1：已開始</translation>
    </message>
    <message>
        <source>run %1: the writer is back (%2 commits so far)</source>
        <extracomment>%1 a short run id, %2 number of acknowledged commits</extracomment>
        <translation>執行 %1：寫入端已恢復（至今 %2 次提交）</translation>
    </message>
    <message>
        <source>run %1: %2 commits acknowledged</source>
        <extracomment>%1 a short run id, %2 number of acknowledged commits</extracomment>
        <translation>執行 %1：已確認 %2 次提交</translation>
    </message>
    <message>
        <source>run %1: the writer went silent at %2: the estimated power cut</source>
        <extracomment>%1 a short run id, %2 date and time on this machine&apos;s clock</extracomment>
        <translation>執行 %1：寫入端於 %2 停止通訊，也就是估計的斷電時刻</translation>
    </message>
    <message>
        <source>run %1: the writer reported an error: %2</source>
        <extracomment>%1 a short run id, %2 the writer&apos;s error text</extracomment>
        <translation>執行 %1：寫入端回報了錯誤：%2</translation>
    </message>
    <message>
        <source>run %1: the writer stopped on purpose (no power cut)</source>
        <extracomment>%1 a short run id</extracomment>
        <translation>執行 %1：寫入端被刻意停止（沒有斷電）</translation>
    </message>
    <message>
        <source>run %1: the verifier&apos;s report is stored</source>
        <extracomment>%1 a short run id</extracomment>
        <translation>執行 %1：已儲存驗證端的報告</translation>
    </message>
    <message>
        <source>refused a connection: %1</source>
        <extracomment>%1 why a connection or frame was refused</extracomment>
        <translation>拒絕了一個連線：%1</translation>
    </message>
    <message>
        <source>run %1: journal error: %2</source>
        <extracomment>%1 a short run id, %2 the error text</extracomment>
        <translation>執行 %1：日誌錯誤：%2</translation>
    </message>
    <message>
        <source>Be the witness of a power-loss test: record every commit a writer reports, so that after the power cut the verifier knows what the drive acknowledged. Runs until Ctrl+C.</source>
        <translation>擔任斷電測試的見證機：記錄寫入端回報的每一次提交，讓驗證端在斷電後知道磁碟確認過哪些內容。會持續執行，直到按下 Ctrl+C。</translation>
    </message>
    <message>
        <source>Address and port to listen on (default: 0.0.0.0:7070).</source>
        <translation>要接聽的位址與連接埠（預設：0.0.0.0:7070）。</translation>
    </message>
    <message>
        <source>Folder for the run journals (default: DriveProof&apos;s data folder). Put it on another disk than the one under test.</source>
        <translation>存放執行日誌的資料夾（預設：DriveProof 的資料資料夾）。請將其放在受測磁碟以外的另一顆磁碟上。</translation>
    </message>
    <message>
        <source>witness takes no argument, not &apos;%1&apos;.</source>
        <extracomment>%1 what the user typed</extracomment>
        <translation>witness 不接受引數，但收到了 &apos;%1&apos;。</translation>
    </message>
    <message>
        <source>--listen takes ADDRESS:PORT such as 0.0.0.0:7070, not &apos;%1&apos;.</source>
        <extracomment>%1 what the user typed</extracomment>
        <translation>--listen 接受 ADDRESS:PORT，例如 0.0.0.0:7070，而非 &apos;%1&apos;。</translation>
    </message>
    <message>
        <source>Pairing code: %1</source>
        <extracomment>%1 the pairing code to type on the writer</extracomment>
        <translation>配對碼：%1</translation>
    </message>
    <message>
        <source>Listening on %1:%2</source>
        <extracomment>%1 host, %2 port</extracomment>
        <translation>正在接聽 %1:%2</translation>
    </message>
    <message>
        <source>Journals in %1</source>
        <extracomment>%1 a folder</extracomment>
        <translation>日誌位於 %1</translation>
    </message>
    <message>
        <source>Witness stopped; every journal is synced.</source>
        <translation>見證機已停止；所有日誌皆已同步。</translation>
    </message>
    <message>
        <source>--size takes a size of at least 4K, such as 1G or 256M, not &apos;%1&apos;.</source>
        <extracomment>%1 what the user typed</extracomment>
        <translation>--size 接受至少 4K 的大小，例如 1G 或 256M，而非 &apos;%1&apos;。</translation>
    </message>
    <message>
        <source>There is no device %1. Run &apos;driveproof-cli list&apos; to see the drives on this machine.</source>
        <extracomment>%1 what the user typed</extracomment>
        <translation>沒有裝置 %1。請執行 &apos;driveproof-cli list&apos; 查看這台機器上的磁碟。</translation>
    </message>
    <message>
        <source>There is no folder or file %1. Give an existing folder (a temporary test file is made in it), a file or a block device.</source>
        <extracomment>%1 what the user typed</extracomment>
        <translation>沒有資料夾或檔案 %1。請指定既有的資料夾（會在其中建立暫存測試檔）、檔案或區塊裝置。</translation>
    </message>
    <message>
        <source>%1 is not a folder, a regular file or a block device (it is a pipe, a socket or a character device). Give a folder, a file or a block device.</source>
        <extracomment>%1 what the user typed</extracomment>
        <translation>%1 不是資料夾、一般檔案或區塊裝置（它是管線、通訊端或字元裝置）。請指定資料夾、檔案或區塊裝置。</translation>
    </message>
    <message>
        <source>%1 is in use: %2 Nothing was written.</source>
        <extracomment>%1 device node, %2 a sentence saying what uses it, e.g. &quot;/dev/loop0 backs the loop device /dev/loop1. /dev/loop1 is mounted on /mnt.&quot;</extracomment>
        <translation>%1 正在使用中：%2 未寫入任何內容。</translation>
    </message>
    <message>
        <source>--output cannot write %1: %2.</source>
        <extracomment>%1 file name, %2 the system&apos;s error text</extracomment>
        <translation>--output 無法寫入 %1：%2。</translation>
    </message>
    <message>
        <source>--only %1 matches no measurement of this test. The keys are the &quot;key&quot; fields of its --json output.</source>
        <extracomment>%1 what the user gave to --only</extracomment>
        <translation>--only %1 不符合此測試的任何測量項目。鍵名即其 --json 輸出中的 &quot;key&quot; 欄位。</translation>
    </message>
    <message>
        <source>Write every drive&apos;s findings for Prometheus and other OpenMetrics readers: identity, health, write-cache views, alignment and the latest test results (docs/fleet.md).</source>
        <translation>為 Prometheus 及其他 OpenMetrics 讀取端輸出每個磁碟的檢查結果：識別資訊、健康狀態、寫入快取狀態、對齊情形以及最新的測試結果（docs/fleet.md）。</translation>
    </message>
    <message>
        <source>OpenMetrics text, also readable by node_exporter&apos;s textfile collector.</source>
        <translation>OpenMetrics 文字，也可由 node_exporter 的 textfile 收集器讀取。</translation>
    </message>
    <message>
        <source>Write to FILE, replacing it atomically, instead of standard output.</source>
        <translation>寫入 FILE（以原子方式取代該檔案），而非標準輸出。</translation>
    </message>
    <message>
        <source>Export only this drive (a loop device too); may be given more than once.</source>
        <translation>只匯出此磁碟（也可以是 loop 裝置）；可多次指定。</translation>
    </message>
    <message>
        <source>Export loop devices too (left out by default).</source>
        <translation>同時匯出 loop 裝置（預設不包含）。</translation>
    </message>
    <message>
        <source>Read test results from this DriveProof data folder (holding history/ and powerloss/) instead of yours; may be given more than once.</source>
        <translation>從此 DriveProof 資料資料夾（包含 history/ 與 powerloss/）讀取測試結果，而非從您自己的資料夾讀取；可多次指定。</translation>
    </message>
    <message>
        <source>FOLDER</source>
        <translation>FOLDER</translation>
    </message>
    <message>
        <source>Read the test results of every user of this machine (needs root).</source>
        <translation>讀取這台機器上所有使用者的測試結果（需要 root 權限）。</translation>
    </message>
    <message>
        <source>&apos;export&apos; takes no arguments. Use --device DEVICE for one drive.</source>
        <translation>&apos;export&apos; 不接受引數。若只要匯出一個磁碟，請使用 --device DEVICE。</translation>
    </message>
    <message>
        <source>Choose a format: &apos;driveproof-cli export --openmetrics&apos;.</source>
        <translation>請選擇格式：&apos;driveproof-cli export --openmetrics&apos;。</translation>
    </message>
    <message>
        <source>--run-id takes a run id in hexadecimal (or its start), such as 3f9a, not &apos;%1&apos;.</source>
        <extracomment>%1 what the user typed</extracomment>
        <translation>--run-id 接受十六進位的執行 ID（或其開頭部分），例如 3f9a，而非 &apos;%1&apos;。</translation>
    </message>
    <message>
        <source>--target takes a file (created if missing) or a block device, not the folder %1. Name a file in it, e.g. %1/powerloss.img.</source>
        <extracomment>%1 what the user typed</extracomment>
        <translation>--target 接受檔案（不存在時會自動建立）或區塊裝置，而非資料夾 %1。請指定其中的一個檔案，例如 %1/powerloss.img。</translation>
    </message>
    <message>
        <source>--target takes a file (created if missing) or a block device; %1 is a pipe, a socket or a character device.</source>
        <extracomment>%1 what the user typed</extracomment>
        <translation>--target 接受檔案（不存在時會自動建立）或區塊裝置；%1 是管線、通訊端或字元裝置。</translation>
    </message>
    <message>
        <source>--target names a file in a folder that does not exist: %1.</source>
        <extracomment>%1 what the user typed</extracomment>
        <translation>--target 指定的檔案所在的資料夾不存在：%1。</translation>
    </message>
    <message>
        <source>%1 is a device: the test writes over all of its data. Add --destructive if that is what you want, or name a file.</source>
        <extracomment>%1 device node</extracomment>
        <translation>%1 是裝置：此測試會覆寫其所有資料。如果您確實要這麼做，請加上 --destructive，或改為指定檔案。</translation>
    </message>
    <message>
        <source>On the machine under test, type one of these witness addresses:</source>
        <extracomment>Followed by this machine&apos;s addresses (ADDRESS:PORT), one per line, that the person types on the machine under test as the witness address.</extracomment>
        <translation>請在受測機器上輸入下列見證機位址之一：</translation>
    </message>
    <message>
        <source>Note: %1</source>
        <extracomment>a fact to know before the test: %1 its text</extracomment>
        <translation>提示：%1</translation>
    </message>
    <message>
        <source>Link</source>
        <translation>連結</translation>
    </message>
    <message>
        <source>Drive class</source>
        <translation>磁碟類型</translation>
    </message>
    <message>
        <source>The result was not kept in the drive&apos;s history: %1</source>
        <extracomment>%1 why the history file could not be written</extracomment>
        <translation>結果未儲存到該磁碟機的歷史記錄中：%1</translation>
    </message>
    <message>
        <source>%1 (%2, %3) looks empty. The capacity test writes over all of it. Go on? [y/N] </source>
        <extracomment>%1 device node, %2 the drive&apos;s model, %3 its size, e.g. &quot;128.0 GB&quot;. The drive has no partition table and no file system. Answer with the word for yes, or y.</extracomment>
        <translation>%1（%2，%3）看起來是空的。容量測試會覆寫其上的全部內容。要繼續嗎？[y/N] </translation>
    </message>
    <message>
        <source>Is the drive as big as it says? Writes records over the whole device, reads them back and tells a genuine drive from a fake one.</source>
        <translation>磁碟真有它宣稱的那麼大嗎？在整個裝置上寫入記錄，再讀回，分辨真品磁碟與假貨。</translation>
    </message>
    <message>
        <source>The drive, e.g. /dev/sdb.</source>
        <translation>磁碟，例如 /dev/sdb。</translation>
    </message>
    <message>
        <source>The quick probe: a few thousand records, minutes.</source>
        <translation>快速探測：幾千筆記錄，幾分鐘。</translation>
    </message>
    <message>
        <source>The full verify: every block written and read back; resumes where an interrupted run stopped.</source>
        <translation>完整驗證：每個區塊都寫入並讀回；中斷的執行會從停下的地方繼續。</translation>
    </message>
    <message>
        <source>Allow the writes without a terminal to ask on: everything on the device is lost.</source>
        <translation>在沒有可詢問的終端機時也允許寫入：裝置上的一切都會遺失。</translation>
    </message>
    <message>
        <source>Give one device and --quick or --full. Try &apos;driveproof-cli capacity --help&apos;.</source>
        <translation>請指定一個裝置以及 --quick 或 --full。試試 &apos;driveproof-cli capacity --help&apos;。</translation>
    </message>
    <message>
        <source>The capacity test writes over everything on %1. Add --destructive if that is what you want.</source>
        <extracomment>%1 device node</extracomment>
        <translation>容量測試會覆寫 %1 上的一切。如果這正是您要的，請加上 --destructive。</translation>
    </message>
    <message>
        <source>Bad: bytes %1 to %2: %3.</source>
        <extracomment>%1 and %2 byte offsets as numbers, %3 what was found there, e.g. &quot;zeros&quot;</extracomment>
        <translation>壞：位元組 %1 到 %2：%3。</translation>
    </message>
    <message numerus="yes">
        <source>… and %n more bad range(s) (see --json).</source>
        <translation>
            <numerusform>……另有 %n 個壞範圍（見 --json）。</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 is empty (no partition table, no file system): it is written to without asking for its name.</source>
        <extracomment>%1 device node</extracomment>
        <translation>%1 是空的（沒有分割表，也沒有檔案系統）：將直接寫入，不要求輸入其名稱。</translation>
    </message>
    <message>
        <source>%1 has no write cache of its own to switch (a loop, virtio or memory-card device): only the kernel&apos;s view exists. Nothing was changed.</source>
        <extracomment>%1 device node</extracomment>
        <translation>%1 沒有可切換的自身寫入快取（loop、virtio 或記憶卡裝置）：只有核心的檢視。未做任何變更。</translation>
    </message>
    <message>
        <source>%1 is a loop device over %2: it has no health of its own. Ask the drive that holds that file.</source>
        <extracomment>%1 device node, %2 the file behind it</extracomment>
        <translation>%1 是基於 %2 的 loop 裝置：它沒有自己的健康狀態。請查詢存放該檔案的磁碟。</translation>
    </message>
    <message>
        <source>%1 commits/s</source>
        <extracomment>commits per second</extracomment>
        <translation>%1 次提交/秒</translation>
    </message>
    <message>
        <source>List the runs kept for one drive, newest first.</source>
        <translation>列出為一個磁碟保存的執行記錄，最新的在前。</translation>
    </message>
    <message>
        <source>&apos;history&apos; needs exactly one DEVICE, e.g. &apos;driveproof-cli history /dev/sda&apos;.</source>
        <translation>&apos;history&apos; 需要且只需要一個 DEVICE，例如 &apos;driveproof-cli history /dev/sda&apos;。</translation>
    </message>
    <message>
        <source>No runs are kept for %1 yet. &apos;driveproof-cli bench quick FOLDER&apos; on one of its file systems makes the first.</source>
        <extracomment>%1 device node</extracomment>
        <translation>%1 還沒有保存的執行記錄。在它的某個檔案系統上執行 &apos;driveproof-cli bench quick FOLDER&apos; 即可產生第一筆。</translation>
    </message>
    <message>
        <source>DATE</source>
        <translation>日期</translation>
    </message>
    <message>
        <source>TEST</source>
        <translation>測試</translation>
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
        <translation>摘要</translation>
    </message>
    <message>
        <source>Put two runs side by side: the lines they share, B against A.</source>
        <translation>將兩次執行並排比較：它們共有的測量項目，B 相對於 A。</translation>
    </message>
    <message>
        <source>A run&apos;s id (the first 8 characters are enough) or its result file; twice.</source>
        <translation>執行的 ID（前 8 個字元即可）或其結果檔；需要兩個。</translation>
    </message>
    <message>
        <source>&apos;compare&apos; needs two runs, e.g. &apos;driveproof-cli compare 1a2b3c4d 5e6f7a8b&apos;; &apos;driveproof-cli history DEVICE&apos; lists their ids.</source>
        <translation>&apos;compare&apos; 需要兩次執行，例如 &apos;driveproof-cli compare 1a2b3c4d 5e6f7a8b&apos;；&apos;driveproof-cli history DEVICE&apos; 會列出它們的 ID。</translation>
    </message>
    <message>
        <source>MEASUREMENT</source>
        <translation>測量項目</translation>
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
        <translation>A：%1 %2 · %3</translation>
    </message>
    <message>
        <source>B: %1 %2 · %3</source>
        <translation>B：%1 %2 · %3</translation>
    </message>
    <message>
        <source>Not alike: %1</source>
        <extracomment>a difference between two compared runs; %1 the sentence</extracomment>
        <translation>條件不同：%1</translation>
    </message>
    <message>
        <source>The two runs have no measurement in common: nothing to compare. Compare two runs of the same test.</source>
        <translation>兩次執行沒有共同的測量項目：無可比較。請比較同一測試的兩次執行。</translation>
    </message>
    <message>
        <source>empty: no partition table, no file system</source>
        <translation>空：沒有分割表，沒有檔案系統</translation>
    </message>
    <message>
        <source>data (%1)</source>
        <extracomment>%1 what was found, e.g. &quot;gpt, ext4&quot;</extracomment>
        <translation>有資料（%1）</translation>
    </message>
    <message>
        <source>unknown: %1</source>
        <extracomment>%1 why the drive could not be read (a sentence)</extracomment>
        <translation>未知：%1</translation>
    </message>
    <message>
        <source>Contents</source>
        <translation>內容</translation>
    </message>
    <message>
        <source>standard input</source>
        <translation>標準輸入</translation>
    </message>
    <message>
        <source>Cannot read the pairing code from %1: %2</source>
        <extracomment>%1 a file or &quot;standard input&quot;, %2 the system&apos;s error text</extracomment>
        <translation>無法從 %1 讀取配對碼：%2</translation>
    </message>
    <message>
        <source>Pairing code (as the witness shows it): </source>
        <translation>配對碼（依見證機上顯示的輸入）：</translation>
    </message>
    <message>
        <source>That is not a pairing code: type the 12 characters the witness shows, such as K7QD-M2XF-9HBT.</source>
        <translation>這不是配對碼：請輸入見證機上顯示的 12 個字元，例如 K7QD-M2XF-9HBT。</translation>
    </message>
    <message>
        <source>--pairing is no longer accepted: every user of this machine can read the command line. Type the code when asked, or use --pairing-file FILE.</source>
        <translation>不再接受 --pairing：本機的每個使用者都能讀取命令列。請在提示時輸入配對碼，或使用 --pairing-file FILE。</translation>
    </message>
    <message>
        <source>Read the pairing code the witness shows from FILE (&apos;-&apos;: standard input). Without it, run asks for the code.</source>
        <translation>從 FILE 讀取見證機上顯示的配對碼（&apos;-&apos;：標準輸入）。未指定時，run 會詢問配對碼。</translation>
    </message>
    <message>
        <source>run needs the witness: --witness HOST:PORT as &apos;driveproof-cli witness&apos; shows it, and its pairing code (asked for, or --pairing-file FILE).</source>
        <translation>run 需要見證機：依 &apos;driveproof-cli witness&apos; 顯示的 --witness HOST:PORT，以及它的配對碼（會詢問，或 --pairing-file FILE）。</translation>
    </message>
    <message>
        <source>Use the pairing code in FILE (&apos;-&apos;: standard input) instead of a random one.</source>
        <translation>使用 FILE 中的配對碼（&apos;-&apos;：標準輸入），而不是隨機配對碼。</translation>
    </message>
    <message>
        <source>The drive&apos;s records could not be read (an older helper, or a drive that keeps none).</source>
        <translation>無法讀取磁碟機的紀錄（輔助程式較舊，或磁碟機未保存這些紀錄）。</translation>
    </message>
    <message>
        <source>Is it new? %1</source>
        <extracomment>&quot;Is it new?&quot; and the verdict: new, used, possibly reset</extracomment>
        <translation>是新的嗎？%1</translation>
    </message>
    <message>
        <source>Also show every record the drive keeps: each SMART attribute or NVMe health log field, the self-test log and the error log count.</source>
        <translation>同時顯示磁碟機保存的所有紀錄：每個 SMART 屬性或 NVMe 健康記錄欄位、自我測試記錄和錯誤記錄筆數。</translation>
    </message>
    <message>
        <source>Remember the endurance the maker rates this drive&apos;s model for, in terabytes written (TBW), and compare the data written with it from now on.</source>
        <translation>記住廠商為此磁碟機型號標示的耐用度（以寫入 TB 數 TBW 計），並從現在起將寫入量與之比較。</translation>
    </message>
    <message>
        <source>--rated-tbw takes terabytes written, e.g. 600, not &apos;%1&apos;.</source>
        <extracomment>%1 what the user typed</extracomment>
        <translation>--rated-tbw 需要寫入的 TB 數，例如 600，而不是 &apos;%1&apos;。</translation>
    </message>
    <message numerus="yes">
        <source>about %n minute(s)</source>
        <extracomment>%n the number of minutes the drive says a self-test takes</extracomment>
        <translation>
            <numerusform>約 %n 分鐘</numerusform>
        </translation>
    </message>
    <message>
        <source>Self-tests</source>
        <translation>自我測試</translation>
    </message>
    <message>
        <source>offered</source>
        <translation>支援</translation>
    </message>
    <message>
        <source>not offered</source>
        <translation>不支援</translation>
    </message>
    <message>
        <source>Now</source>
        <translation>目前</translation>
    </message>
    <message>
        <source>running, %1% done</source>
        <translation>執行中，已完成 %1%</translation>
    </message>
    <message>
        <source>no self-test running</source>
        <translation>沒有正在執行的自我測試</translation>
    </message>
    <message>
        <source>Last result</source>
        <translation>上次結果</translation>
    </message>
    <message>
        <source>Short test</source>
        <translation>簡短測試</translation>
    </message>
    <message>
        <source>Extended test</source>
        <translation>延伸測試</translation>
    </message>
    <message>
        <source>Conveyance test</source>
        <translation>運送測試</translation>
    </message>
    <message>
        <source>Self-test on %1: %2% done</source>
        <extracomment>%1 device path, %2 percent done</extracomment>
        <translation>%1 自我測試：已完成 %2%</translation>
    </message>
    <message>
        <source>Stopped following. The drive goes on testing; &apos;driveproof-cli selftest %1 abort&apos; stops it.</source>
        <extracomment>%1 device path</extracomment>
        <translation>已停止追蹤。磁碟機仍繼續測試；&apos;driveproof-cli selftest %1 abort&apos; 可以中止測試。</translation>
    </message>
    <message>
        <source>Start, stop or follow the drive&apos;s own self-test. The drive runs it and keeps the result in its self-test log (&apos;health DEVICE --all&apos; shows it).</source>
        <translation>啟動、中止或追蹤磁碟機本身的自我測試。測試由磁碟機執行，結果保存在其自我測試記錄中（&apos;health DEVICE --all&apos; 會顯示）。</translation>
    </message>
    <message>
        <source>short, extended, conveyance (ATA), abort or status.</source>
        <translation>short、extended、conveyance（ATA）、abort 或 status。</translation>
    </message>
    <message>
        <source>Follow the running test until it ends; the exit status is 1 when it failed.</source>
        <translation>追蹤執行中的測試直到結束；測試失敗時結束狀態為 1。</translation>
    </message>
    <message>
        <source>&apos;selftest&apos; needs a DEVICE and an ACTION, e.g. &apos;driveproof-cli selftest /dev/sda short&apos;.</source>
        <translation>&apos;selftest&apos; 需要一個 DEVICE 和一個 ACTION，例如 &apos;driveproof-cli selftest /dev/sda short&apos;。</translation>
    </message>
    <message>
        <source>Unknown self-test action &apos;%1&apos;: use short, extended, conveyance, abort or status.</source>
        <extracomment>%1 the action the user gave</extracomment>
        <translation>不明的自我測試動作 &apos;%1&apos;：請使用 short、extended、conveyance、abort 或 status。</translation>
    </message>
    <message>
        <source>%1: no partition table, logical sector %2 bytes, physical sector %3 bytes, optimal I/O size %4, alignment offset %5 bytes.</source>
        <extracomment>%1 device or image, %2 and %3 sector sizes in bytes, %4 optimal I/O size (&quot;65536 bytes&quot; or &quot;not reported&quot;), %5 alignment offset in bytes</extracomment>
        <translation>%1：無分割表，邏輯磁區 %2 位元組，實體磁區 %3 位元組，最佳 I/O 大小 %4，對齊位移 %5 位元組。</translation>
    </message>
    <message>
        <source>The self-test&apos;s result could not be kept in the drive&apos;s history: %1</source>
        <extracomment>%1 why (a sentence)</extracomment>
        <translation>無法將自我測試結果保存到磁碟機的歷史記錄：%1</translation>
    </message>
    <message>
        <source>LBA format</source>
        <extracomment>column titles of the table of NVMe LBA formats</extracomment>
        <translation>LBA 格式</translation>
    </message>
    <message>
        <source>Sector</source>
        <translation>磁區</translation>
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
        <translation>用法：driveproof-cli COMMAND [選項]

揭露磁碟的真實狀況。

指令：
  list          列出磁碟及其識別資訊、拓撲與寫入快取狀態
  info DEVICE   顯示某個磁碟的所有已知資訊
  align TARGET  檢查磁碟或磁碟映像檔的分割區對齊
  cache DEVICE  磁碟的寫入快取及核心所見的狀態；--set on|off
  health DEVICE 磁碟的健康狀態：判定、溫度、通電時間、關機次數
  selftest DEVICE short|extended|abort|status  磁碟機本身的自我測試
  bench FAMILY [TARGET]  測量：quick、commit、throughput、random、sweep……
  history DEVICE  磁碟保存的執行記錄，最新的在前
  compare RUN RUN  並排比較兩次執行，並指出條件差異
  powerloss prepare|run|verify|practice  斷電測試（拔掉電源插頭）
  witness       擔任斷電測試的第二台機器（見證機）
  export --openmetrics  為 Prometheus 輸出每個磁碟的檢查結果（適用於大量機器）
  capacity DEVICE --quick|--full  磁碟是否真有宣稱的那麼大（識別假貨）
  trim TARGET   TRIM 能否穿過每一層到達磁碟

選項：
  -h, --help     顯示此說明；個別指令的說明請用 &apos;driveproof-cli COMMAND --help&apos;
  -v, --version  顯示版本
  --language LANG
                 使用 LANG 語言（例如 de、pt_BR 或 zh_TW）取代系統語言；
                 適用於所有指令
</translation>
    </message>
    <message>
        <source>yes, down to the drive</source>
        <translation>是，一直到磁碟</translation>
    </message>
    <message>
        <source>down to a loop device&apos;s backing file</source>
        <translation>到 loop 裝置的後備檔案為止</translation>
    </message>
    <message>
        <source>no: a layer drops it</source>
        <translation>否：某一層丟棄了它</translation>
    </message>
    <message>
        <source>no: the drive does not take it</source>
        <translation>否：磁碟不接受</translation>
    </message>
    <message>
        <source>enabled</source>
        <translation>已啟用</translation>
    </message>
    <message>
        <source>disabled</source>
        <translation>已停用</translation>
    </message>
    <message>
        <source>masked</source>
        <translation>已遮蔽</translation>
    </message>
    <message>
        <source>not installed</source>
        <translation>未安裝</translation>
    </message>
    <message>
        <source>%1 (systemd is not running)</source>
        <extracomment>%1 the timer&apos;s state, e.g. &quot;enabled&quot;</extracomment>
        <translation>%1（systemd 未執行）</translation>
    </message>
    <message>
        <source>From %1: %2</source>
        <extracomment>%1 a device, %2 whether TRIM gets through</extracomment>
        <translation>來自 %1：%2</translation>
    </message>
    <message>
        <source>From %1 (mounted on %2): %3</source>
        <extracomment>%1 a device, %2 its mount points, %3 whether TRIM gets through</extracomment>
        <translation>來自 %1（掛載於 %2）：%3</translation>
    </message>
    <message>
        <source>Layer</source>
        <translation>層</translation>
    </message>
    <message>
        <source>Kind</source>
        <translation>類型</translation>
    </message>
    <message>
        <source>Discard granularity</source>
        <translation>discard 粒度</translation>
    </message>
    <message>
        <source>Largest discard</source>
        <translation>最大 discard</translation>
    </message>
    <message>
        <source>Passes TRIM</source>
        <translation>傳遞 TRIM</translation>
    </message>
    <message>
        <source>Say whether TRIM reaches the drive through every layer (partition, dm-crypt, LVM, md, loop, USB), whether fstrim.timer runs and which file systems are mounted with discard.</source>
        <translation>說明 TRIM 能否穿過每一層（分割區、dm-crypt、LVM、md、loop、USB）到達磁碟，fstrim.timer 是否在執行，以及哪些檔案系統以 discard 掛載。</translation>
    </message>
    <message>
        <source>A drive, a partition, a dm, md or loop device, or a folder, e.g. /dev/sda or /home.</source>
        <translation>磁碟、分割區、dm/md/loop 裝置或資料夾，例如 /dev/sda 或 /home。</translation>
    </message>
    <message>
        <source>&apos;trim&apos; needs exactly one TARGET, e.g. &apos;driveproof-cli trim /dev/sda&apos;.</source>
        <translation>&apos;trim&apos; 需要剛好一個 TARGET，例如 &apos;driveproof-cli trim /dev/sda&apos;。</translation>
    </message>
    <message>
        <source>TRIM from %1: %2</source>
        <extracomment>%1 the drive or folder asked about, %2 whether TRIM gets through</extracomment>
        <translation>來自 %1 的 TRIM：%2</translation>
    </message>
    <message>
        <source>fstrim.timer: %1</source>
        <extracomment>%1 the timer&apos;s state, e.g. &quot;enabled&quot;</extracomment>
        <translation>fstrim.timer：%1</translation>
    </message>
    <message>
        <source>Judge a report instead of a drive: the output of &apos;smartctl -x&apos;, &apos;smartctl -x --json&apos; or &apos;nvme smart-log -o json&apos; saved in FILE (&apos;-&apos;: standard input).</source>
        <translation>評估報告而非磁碟：儲存在 FILE 中的 &apos;smartctl -x&apos;、&apos;smartctl -x --json&apos; 或 &apos;nvme smart-log -o json&apos; 輸出（&apos;-&apos;：標準輸入）。</translation>
    </message>
    <message>
        <source>With --report of nvme smart-log: the output of &apos;nvme id-ctrl -o json&apos; for the model, serial and firmware.</source>
        <translation>搭配 nvme smart-log 輸出的 --report：提供型號、序號和韌體資訊的 &apos;nvme id-ctrl -o json&apos; 輸出。</translation>
    </message>
    <message>
        <source>&apos;health --report FILE&apos; takes no DEVICE and no --rated-tbw.</source>
        <translation>&apos;health --report FILE&apos; 不接受 DEVICE，也不接受 --rated-tbw。</translation>
    </message>
</context>
<context>
    <name>DriveProof::Device</name>
    <message>
        <source>No block device named %1. Run &apos;driveproof-cli list&apos; to see the drives on this machine.</source>
        <translation>沒有名為 %1 的區塊裝置。執行 &apos;driveproof-cli list&apos; 可檢視這台機器上的磁碟。</translation>
    </message>
    <message>
        <source>%1 disappeared while it was being read. Check that the drive is still connected.</source>
        <translation>讀取 %1 時它消失了。請檢查磁碟是否仍然連接。</translation>
    </message>
    <message>
        <source>%1 could not be opened even as root (%2): the system blocks access to it (a container or a security policy), so only what sysfs reports is shown.</source>
        <extracomment>%1 device path, %2 system error text</extracomment>
        <translation>即使以 root 身分也無法開啟 %1（%2）：系統封鎖了對它的存取（容器或安全性原則），因此只顯示 sysfs 回報的資訊。</translation>
    </message>
    <message>
        <source>%1 could not be opened (%2): only what sysfs reports is shown. Run as root or through the DriveProof helper for more.</source>
        <extracomment>%1 device path, %2 system error text</extracomment>
        <translation>無法開啟 %1（%2）：只顯示 sysfs 回報的資訊。以 root 身分執行或透過 DriveProof 輔助服務執行，可取得更多資訊。</translation>
    </message>
    <message>
        <source>device node</source>
        <translation>裝置節點</translation>
    </message>
    <message>
        <source>not reported by this %1 device through sysfs</source>
        <translation>此裝置（%1）未透過 sysfs 回報</translation>
    </message>
    <message>
        <source>unknown</source>
        <translation>不明</translation>
    </message>
    <message>
        <source>model</source>
        <translation>型號</translation>
    </message>
    <message>
        <source>serial number</source>
        <translation>序號</translation>
    </message>
    <message>
        <source>firmware revision</source>
        <translation>韌體版本</translation>
    </message>
    <message>
        <source>WWN</source>
        <translation>WWN</translation>
    </message>
    <message>
        <source>rotation rate</source>
        <translation>轉速</translation>
    </message>
    <message>
        <source>%1 is mounted on %2.</source>
        <extracomment>%1 device path, %2 list of mount points</extracomment>
        <translation>%1 已掛載於 %2。</translation>
    </message>
    <message>
        <source>%1 is in use as swap space.</source>
        <extracomment>%1 device path</extracomment>
        <translation>%1 正被用作置換空間。</translation>
    </message>
    <message numerus="yes">
        <source>%1 (And %n more.)</source>
        <extracomment>%1 a sentence saying what uses a device, %n how many other users there are</extracomment>
        <translation>
            <numerusform>%1（另外還有 %n 處佔用。）</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 backs the loop device %2.</source>
        <extracomment>a loop device reads and writes its data on this device. %1 device path, %2 loop device path</extracomment>
        <translation>%1 為 loop 裝置 %2 提供後端儲存。</translation>
    </message>
    <message>
        <source>%1 is part of %2.</source>
        <extracomment>%1 device path, %2 a device built on it (device-mapper, RAID, bcache)</extracomment>
        <translation>%1 是 %2 的一部分。</translation>
    </message>
    <message>
        <source>%1 has the partition %2.</source>
        <extracomment>%1 disk path, %2 partition path</extracomment>
        <translation>%1 上有分割區 %2。</translation>
    </message>
    <message>
        <source>There is no %1. Give a device such as /dev/sda (see &apos;driveproof-cli list&apos;).</source>
        <translation>%1 不存在。請指定裝置，例如 /dev/sda（參見 &apos;driveproof-cli list&apos;）。</translation>
    </message>
    <message>
        <source>%1 is a folder or a file, not a block device. Give a device such as /dev/sda (see &apos;driveproof-cli list&apos;).</source>
        <translation>%1 是資料夾或檔案，不是區塊裝置。請指定裝置，例如 /dev/sda（參見 &apos;driveproof-cli list&apos;）。</translation>
    </message>
    <message>
        <source>Could not read %1 to see what it holds: %2.</source>
        <extracomment>%1 device or file path, %2 the system&apos;s reason</extracomment>
        <translation>無法讀取 %1 以查看其中的內容：%2。</translation>
    </message>
    <message>
        <source>Could not read the start and end of %1 to see what it holds.</source>
        <extracomment>%1 device or file path</extracomment>
        <translation>無法讀取 %1 的開頭和結尾以查看其中的內容。</translation>
    </message>
    <message>
        <source>udev has no record of device %1, and it could not be read directly (run as root, or start udev).</source>
        <extracomment>%1 device numbers like 8:0</extracomment>
        <translation>udev 中沒有裝置 %1 的記錄，也無法直接讀取該裝置（請以 root 身分執行，或啟動 udev）。</translation>
    </message>
</context>
<context>
    <name>DriveProof::DriveReport</name>
    <message>
        <source>%1 is not valid JSON: %2 at byte %3.</source>
        <extracomment>%1 file name, %2 the JSON parser&apos;s words, %3 the byte offset</extracomment>
        <translation>%1 不是有效的 JSON：%2（位於第 %3 位元組）。</translation>
    </message>
    <message>
        <source>%1 is larger than any drive report (%2 at most). Give the output of smartctl -x or nvme smart-log, not a disk image.</source>
        <extracomment>%1 file name, %2 a size (&quot;4 MiB&quot;)</extracomment>
        <translation>%1 比任何磁碟報告都大（最多 %2）。請提供 smartctl -x 或 nvme smart-log 的輸出，而不是磁碟映像檔。</translation>
    </message>
    <message>
        <source>%1 is no drive report DriveProof can read: give the output of &apos;smartctl -x&apos;, &apos;smartctl -x --json&apos; or &apos;nvme smart-log -o json&apos;.</source>
        <extracomment>%1 file name</extracomment>
        <translation>%1 不是 DriveProof 能讀取的磁碟報告：請提供 &apos;smartctl -x&apos;、&apos;smartctl -x --json&apos; 或 &apos;nvme smart-log -o json&apos; 的輸出。</translation>
    </message>
    <message>
        <source>%1 is a report of a SAS or SCSI drive: DriveProof judges reports of ATA (SATA) and NVMe drives.</source>
        <extracomment>%1 file name</extracomment>
        <translation>%1 是 SAS 或 SCSI 磁碟的報告：DriveProof 評估的是 ATA（SATA）和 NVMe 磁碟的報告。</translation>
    </message>
    <message>
        <source>From the report %1, not from the drive itself: %2.</source>
        <extracomment>%1 file name, %2 drive model</extracomment>
        <translation>來自報告 %1，而非磁碟本身：%2。</translation>
    </message>
    <message>
        <source>From the report %1, not from the drive itself: %2, serial %3.</source>
        <extracomment>%1 file name, %2 drive model, %3 serial number</extracomment>
        <translation>來自報告 %1，而非磁碟本身：%2，序號 %3。</translation>
    </message>
    <message>
        <source>%1, line %2: more than 30 SMART attributes, which no drive has.</source>
        <extracomment>%1 file name, %2 line number</extracomment>
        <translation>%1，第 %2 行：超過 30 個 SMART 屬性，沒有任何磁碟有這麼多屬性。</translation>
    </message>
    <message>
        <source>Could not read %1: %2.</source>
        <extracomment>%1 file name, %2 the system&apos;s reason</extracomment>
        <translation>無法讀取 %1：%2。</translation>
    </message>
    <message>
        <source>From the report %1, not from the drive itself.</source>
        <extracomment>%1 file name (a report that names no drive, e.g. smartctl -l farm)</extracomment>
        <translation>來自報告 %1，而非磁碟本身。</translation>
    </message>
</context>
<context>
    <name>DriveProof::Flash</name>
    <message>
        <source>TRIM from %1 reaches the drive %2 through every layer.</source>
        <extracomment>%1 the device in use (e.g. /dev/mapper/vg-home), %2 the drive</extracomment>
        <translation>來自 %1 的 TRIM 穿過每一層到達磁碟 %2。</translation>
    </message>
    <message>
        <source>The drive %1 takes TRIM.</source>
        <extracomment>%1 the drive</extracomment>
        <translation>磁碟 %1 接受 TRIM。</translation>
    </message>
    <message>
        <source>TRIM from %1 reaches the loop device %2, which frees the space in its backing file %3. The drive under that file gets it only from its own file system (mounted with discard, or fstrim).</source>
        <extracomment>%1 the device in use, %2 a loop device, %3 its backing file</extracomment>
        <translation>來自 %1 的 TRIM 到達 loop 裝置 %2，它會釋放後備檔案 %3 中的空間。該檔案下方的磁碟只能從它自己的檔案系統得到 TRIM（以 discard 掛載，或 fstrim）。</translation>
    </message>
    <message>
        <source>The dm-crypt volume %1 drops discards, so TRIM from %2 never reaches the drive. Open it with --allow-discards (or the discard option in /etc/crypttab); an observer of the raw drive then sees which blocks are free.</source>
        <extracomment>%1 a dm-crypt volume, %2 the device in use</extracomment>
        <translation>dm-crypt 磁碟區 %1 丟棄 discard，因此來自 %2 的 TRIM 永遠到不了磁碟。請用 --allow-discards 開啟它（或在 /etc/crypttab 中使用 discard 選項）；如此觀察原始磁碟的人能看出哪些區塊是空的。</translation>
    </message>
    <message>
        <source>%1 drops discards, so TRIM from %2 stops there and never reaches the drive.</source>
        <extracomment>%1 the layer (e.g. /dev/md0), %2 the device in use</extracomment>
        <translation>%1 丟棄 discard，因此來自 %2 的 TRIM 停在這裡，永遠到不了磁碟。</translation>
    </message>
    <message>
        <source>The kernel shows no discard limits for %1, so whether TRIM passes it is unknown.</source>
        <extracomment>%1 a device</extracomment>
        <translation>核心沒有顯示 %1 的 discard 限制，因此不知道 TRIM 能否通過它。</translation>
    </message>
    <message>
        <source>%1 is a hard disk: it takes no TRIM and needs none.</source>
        <extracomment>%1 the drive</extracomment>
        <translation>%1 是傳統硬碟：它不接受 TRIM，也不需要。</translation>
    </message>
    <message>
        <source>%1 is attached through usb-storage (Bulk-Only Transport), which passes no TRIM. In a UAS enclosure or on a UAS port it may.</source>
        <extracomment>%1 the drive</extracomment>
        <translation>%1 透過 usb-storage（Bulk-Only Transport）連接，它不傳遞 TRIM。改用 UAS 外接盒或 UAS 連接埠可能可以。</translation>
    </message>
    <message>
        <source>%1 is attached through UAS, but its bridge announces no TRIM, so the kernel sends none.</source>
        <extracomment>%1 the drive</extracomment>
        <translation>%1 透過 UAS 連接，但其橋接晶片未宣告支援 TRIM，因此核心不傳送。</translation>
    </message>
    <message>
        <source>%1 does not take TRIM (the kernel&apos;s discard_max_bytes is 0).</source>
        <extracomment>%1 the drive</extracomment>
        <translation>%1 不接受 TRIM（核心的 discard_max_bytes 為 0）。</translation>
    </message>
    <message>
        <source>No file system on %1 is mounted. TRIM comes from a mounted file system (fstrim or the discard option), or from blkdiscard, which erases everything.</source>
        <extracomment>%1 the device asked about</extracomment>
        <translation>%1 上沒有已掛載的檔案系統。TRIM 來自已掛載的檔案系統（fstrim 或 discard 選項），或來自會清除一切的 blkdiscard。</translation>
    </message>
    <message>
        <source>%1 is mounted with discard: every delete is trimmed at once, which slows deletes on some drives. The weekly fstrim.timer is the usual choice.</source>
        <extracomment>%1 a mount point</extracomment>
        <translation>%1 以 discard 掛載：每次刪除都會立即 TRIM，在某些磁碟上會拖慢刪除。一般的選擇是每週執行的 fstrim.timer。</translation>
    </message>
    <message>
        <source>%1 is mounted with discard=async: freed space is trimmed in batches.</source>
        <extracomment>%1 a mount point</extracomment>
        <translation>%1 以 discard=async 掛載：釋放的空間會分批 TRIM。</translation>
    </message>
    <message>
        <source>%1 is trimmed once a week by fstrim.timer.</source>
        <extracomment>%1 a mount point</extracomment>
        <translation>fstrim.timer 每週對 %1 執行一次 TRIM。</translation>
    </message>
    <message>
        <source>%1 is neither mounted with discard nor trimmed by fstrim.timer, so the drive never learns which blocks are free. Run &apos;sudo systemctl enable --now fstrim.timer&apos;.</source>
        <extracomment>%1 a mount point</extracomment>
        <translation>%1 既沒有以 discard 掛載，也沒有被 fstrim.timer TRIM，因此磁碟永遠不知道哪些區塊是空的。請執行 &apos;sudo systemctl enable --now fstrim.timer&apos;。</translation>
    </message>
    <message>
        <source>systemd is not running here, so fstrim.timer trims nothing. Run &apos;fstrim -a&apos; from cron, or mount with discard.</source>
        <translation>這裡沒有執行 systemd，因此 fstrim.timer 不會 TRIM 任何東西。請從 cron 執行 &apos;fstrim -a&apos;，或以 discard 掛載。</translation>
    </message>
    <message>
        <source>%1 is not on a block device that DriveProof can see in sysfs. Give a drive, a partition or a folder on one.</source>
        <extracomment>%1 a path the user gave</extracomment>
        <translation>%1 不在 DriveProof 能在 sysfs 中看到的區塊裝置上。請指定磁碟、分割區或其上的資料夾。</translation>
    </message>
    <message>
        <source>%1 cannot be read: %2.</source>
        <extracomment>%1 a path the user gave, %2 the system&apos;s error text</extracomment>
        <translation>無法讀取 %1：%2。</translation>
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
        <translation>%1（%2 位元組）</translation>
    </message>
    <message numerus="yes">
        <source>%Ln byte(s)</source>
        <extracomment>a size in bytes, e.g. &quot;4,096 bytes&quot;; %Ln is the number with digit grouping</extracomment>
        <translation>
            <numerusform>%Ln 位元組</numerusform>
        </translation>
    </message>
    <message>
        <source>yes</source>
        <translation>是</translation>
    </message>
    <message>
        <source>no</source>
        <translation>否</translation>
    </message>
    <message>
        <source>loop device</source>
        <translation>loop 裝置</translation>
    </message>
    <message>
        <source>backed by a file</source>
        <translation>以檔案為基礎</translation>
    </message>
    <message>
        <source>solid state</source>
        <translation>固態</translation>
    </message>
    <message>
        <source>%1 rpm</source>
        <extracomment>disk rotation speed; %1 is the number, e.g. &quot;7,200&quot;</extracomment>
        <translation>%1 rpm</translation>
    </message>
    <message>
        <source>rotational</source>
        <translation>旋轉式</translation>
    </message>
    <message>
        <source>Not reported for this device.</source>
        <translation>此裝置未回報。</translation>
    </message>
    <message>
        <source>%1%</source>
        <extracomment>a percentage; %1 the number, e.g. &quot;97&quot;</extracomment>
        <translation>%1%</translation>
    </message>
    <message>
        <source>hard disk</source>
        <translation>傳統硬碟</translation>
    </message>
    <message>
        <source>solid-state drive</source>
        <translation>固態硬碟</translation>
    </message>
    <message>
        <source>NVMe solid-state drive</source>
        <translation>NVMe 固態硬碟</translation>
    </message>
    <message>
        <source>USB drive</source>
        <translation>USB 磁碟</translation>
    </message>
    <message>
        <source>loop device (a file used as a drive)</source>
        <translation>loop 裝置（當作磁碟使用的檔案）</translation>
    </message>
    <message>
        <source>drive</source>
        <translation>磁碟</translation>
    </message>
    <message>
        <source>Tells the truth about a drive.</source>
        <translation>揭露磁碟的真實狀況。</translation>
    </message>
    <message>
        <source>Show this drive first, e.g. /dev/sda.</source>
        <translation>先顯示此磁碟，例如 /dev/sda。</translation>
    </message>
    <message>
        <source>Save a picture of the window to this PNG file once everything is read, then quit.</source>
        <translation>讀取完所有資訊後，將視窗畫面儲存為此 PNG 檔案，然後結束。</translation>
    </message>
    <message>
        <source>You were not allowed to read the write cache setting of %1. Try again and authenticate when asked, or ask an administrator.</source>
        <extracomment>%1 device path</extracomment>
        <translation>您沒有權限讀取 %1 的寫入快取設定。請再試一次，並在系統要求時進行身分驗證，或洽詢系統管理員。</translation>
    </message>
    <message>
        <source>You were not allowed to switch the write cache of %1, so nothing was changed. Try again and authenticate when asked, or ask an administrator.</source>
        <extracomment>%1 device path</extracomment>
        <translation>您沒有權限切換 %1 的寫入快取，因此未做任何變更。請再試一次，並在系統要求時進行身分驗證，或洽詢系統管理員。</translation>
    </message>
    <message>
        <source>You were not allowed to read the health of %1. Try again and authenticate when asked, or ask an administrator.</source>
        <extracomment>%1 device path</extracomment>
        <translation>您沒有權限讀取 %1 的健康狀態。請再試一次，並在系統要求時進行身分驗證，或洽詢系統管理員。</translation>
    </message>
    <message>
        <source>DriveProof&apos;s helper is not installed, so DriveProof cannot ask the drive while it runs as you. Install the DriveProof package, or run DriveProof as root.</source>
        <translation>DriveProof 輔助服務未安裝，因此 DriveProof 以您的身分執行時無法查詢磁碟。請安裝 DriveProof 套件，或以 root 身分執行 DriveProof。</translation>
    </message>
    <message>
        <source>The system bus does not let DriveProof reach its helper: the helper&apos;s D-Bus policy is missing. Reinstall the DriveProof package, or run DriveProof as root.</source>
        <translation>系統匯流排不允許 DriveProof 存取其輔助服務：輔助服務的 D-Bus 原則遺失。請重新安裝 DriveProof 套件，或以 root 身分執行 DriveProof。</translation>
    </message>
    <message>
        <source>There is no system bus, so DriveProof cannot reach its helper. Start the D-Bus system service, or run DriveProof as root.</source>
        <translation>沒有系統匯流排，因此 DriveProof 無法連上其輔助服務。請啟動 D-Bus 系統服務，或以 root 身分執行 DriveProof。</translation>
    </message>
    <message>
        <source>The request for %1 failed: %2.</source>
        <extracomment>%1 device path, %2 the system&apos;s reason</extracomment>
        <translation>對 %1 的要求失敗：%2。</translation>
    </message>
    <message>
        <source>Starts on a physical-sector boundary.</source>
        <translation>從實體磁區邊界開始。</translation>
    </message>
    <message>
        <source>Starts %1 bytes past a physical-sector boundary.</source>
        <extracomment>%1 a number of bytes, e.g. &quot;512&quot;</extracomment>
        <translation>起始位置超出實體磁區邊界 %1 位元組。</translation>
    </message>
    <message>
        <source>Starts on a 1 MiB boundary.</source>
        <translation>從 1 MiB 邊界開始。</translation>
    </message>
    <message>
        <source>Does not start on a 1 MiB boundary.</source>
        <translation>不是從 1 MiB 邊界開始。</translation>
    </message>
    <message>
        <source>Does not start on a multiple of the drive&apos;s optimal I/O size.</source>
        <translation>起始位置不是磁碟最佳 I/O 大小的整數倍。</translation>
    </message>
    <message>
        <source>none</source>
        <translation>無</translation>
    </message>
    <message>
        <source>not mounted</source>
        <translation>未掛載</translation>
    </message>
    <message>
        <source>not checked</source>
        <translation>未檢查</translation>
    </message>
    <message>
        <source>write back: the kernel sends flushes</source>
        <translation>回寫（write back）：核心會傳送排清指令</translation>
    </message>
    <message>
        <source>write through: the kernel sends no flushes</source>
        <translation>直寫（write through）：核心不傳送排清指令</translation>
    </message>
    <message>
        <source>Open the Preferences dialog at start.</source>
        <translation>啟動時開啟「偏好設定」對話方塊。</translation>
    </message>
    <message>
        <source>Open the About dialog at start.</source>
        <translation>啟動時開啟「關於」對話方塊。</translation>
    </message>
    <message>
        <source>Run this test (quick, random, commit, ...) in the window without clicks, write the result (--json-out) and quit; for benchmark scripts.</source>
        <translation>不需點按即在視窗中執行此測試（quick、random、commit……），寫出結果（--json-out）後結束；供效能測試指令稿使用。</translation>
    </message>
    <message>
        <source>With --run-test: only these measurements, separated by commas, e.g. rnd4kq32t1.read.</source>
        <translation>搭配 --run-test：只執行這些測量項目，以逗號分隔，例如 rnd4kq32t1.read。</translation>
    </message>
    <message>
        <source>With --run-test: the folder (or file) to test in.</source>
        <translation>搭配 --run-test：要在其中測試的資料夾（或檔案）。</translation>
    </message>
    <message>
        <source>With --run-test: the test size, e.g. 1G or 256M.</source>
        <translation>搭配 --run-test：測試大小，例如 1G 或 256M。</translation>
    </message>
    <message>
        <source>With --run-test: seconds per measurement (default: 5).</source>
        <translation>搭配 --run-test：每次測量的秒數（預設：5）。</translation>
    </message>
    <message>
        <source>With --run-test: write the result as JSON to this file.</source>
        <translation>搭配 --run-test：將結果以 JSON 格式寫入此檔案。</translation>
    </message>
    <message>
        <source>--duration needs a number of seconds</source>
        <translation>--duration 需要一個秒數</translation>
    </message>
    <message>
        <source>%L1 %2</source>
        <extracomment>a transfer rate; %L1 the number, %2 its unit (&quot;MB/s&quot; or &quot;MiB/s&quot;, as chosen in Preferences)</extracomment>
        <translation>%L1 %2</translation>
    </message>
    <message>
        <source>unknown test &apos;%1&apos;</source>
        <extracomment>%1 what the user typed after --run-test</extracomment>
        <translation>不明的測試 &apos;%1&apos;</translation>
    </message>
    <message>
        <source>--run-test needs --target, an existing folder or file</source>
        <translation>--run-test 需要 --target，也就是既有的資料夾或檔案</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a size, e.g. 1G or 256M</source>
        <extracomment>%1 what the user typed after --size</extracomment>
        <translation>&apos;%1&apos; 不是大小，例如 1G 或 256M</translation>
    </message>
    <message>
        <source>Verify the power-loss tests that wait for it (after the power cut); the autostart entry of a pending test runs this.</source>
        <translation>驗證等待驗證的斷電測試（在斷電之後）；待驗證測試的自動啟動項目會執行此指令。</translation>
    </message>
    <message>
        <source>Open the power-loss test at start.</source>
        <translation>啟動時開啟斷電測試。</translation>
    </message>
    <message>
        <source>Open the power-loss witness page at start.</source>
        <translation>啟動時開啟斷電測試見證機頁面。</translation>
    </message>
    <message>
        <source>Open this drive report (smartctl -x, smartctl --json or nvme smart-log -o json) at start.</source>
        <translation>啟動時開啟此磁碟報告（smartctl -x、smartctl --json 或 nvme smart-log -o json）。</translation>
    </message>
</context>
<context>
    <name>DriveProof::Gui::AboutDialog</name>
    <message>
        <source>About DriveProof</source>
        <translation>關於 DriveProof</translation>
    </message>
    <message>
        <source>DriveProof %1</source>
        <extracomment>%1 DriveProof&apos;s version, e.g. &quot;0.1.0&quot;</extracomment>
        <translation>DriveProof %1</translation>
    </message>
    <message>
        <source>Tells you the truth about a drive: what it is, whether its partitions are aligned, whether its write cache is on, how fast it commits, streams and seeks, and whether it keeps the writes it acknowledged.</source>
        <translation>揭露磁碟的真實狀況：它是什麼、分割區是否對齊、寫入快取是否開啟、提交、循序讀寫與隨機存取有多快，以及它是否保住了已確認的寫入。</translation>
    </message>
    <message>
        <source>What DriveProof does</source>
        <translation>DriveProof 的功能</translation>
    </message>
    <message>
        <source>Qt %1 · kernel %2 %3</source>
        <extracomment>%1 the Qt version it runs on, %2 the kernel&apos;s name (&quot;linux&quot;), %3 its version</extracomment>
        <translation>Qt %1 · 核心 %2 %3</translation>
    </message>
    <message>
        <source>Versions</source>
        <translation>版本</translation>
    </message>
    <message>
        <source>Free software under the GNU General Public License, version 3 or any later version (&lt;a href=&quot;https://www.gnu.org/licenses/gpl-3.0.html&quot;&gt;GPL-3.0-or-later&lt;/a&gt;). It comes with no warranty.</source>
        <extracomment>rich text; keep the link. GPL-3.0-or-later is the licence&apos;s SPDX name</extracomment>
        <translation>自由軟體，依據 GNU 通用公共授權條款第 3 版或任何更新版本（&lt;a href=&quot;https://www.gnu.org/licenses/gpl-3.0.html&quot;&gt;GPL-3.0-or-later&lt;/a&gt;）發布。不提供任何擔保。</translation>
    </message>
    <message>
        <source>Licence</source>
        <translation>授權條款</translation>
    </message>
</context>
<context>
    <name>DriveProof::Gui::CapacityButton</name>
    <message>
        <source>Check &amp;capacity…</source>
        <translation>檢查容量(&amp;C)…</translation>
    </message>
    <message>
        <source>Is the drive as big as it says? Finds fake drives.</source>
        <translation>磁碟真有它宣稱的那麼大嗎？找出假冒磁碟。</translation>
    </message>
</context>
<context>
    <name>DriveProof::Gui::CapacityDialog</name>
    <message>
        <source>Check capacity: %1</source>
        <extracomment>dialog title; %1 the drive&apos;s model or device node</extracomment>
        <translation>檢查容量：%1</translation>
    </message>
    <message>
        <source>Is %1 really %2? The check writes records across the whole drive, reads them back and tells a genuine drive from a fake one.</source>
        <extracomment>%1 the drive&apos;s model, %2 its size as it claims it, e.g. &quot;128.0 GB&quot;</extracomment>
        <translation>%1 真的有 %2 嗎？檢查會在整個磁碟上寫入記錄，再讀回，分辨真品磁碟與假貨。</translation>
    </message>
    <message>
        <source>&amp;Quick probe: a few thousand records, minutes</source>
        <translation>快速探測(&amp;Q)：幾千筆記錄，幾分鐘</translation>
    </message>
    <message>
        <source>&amp;Full verify: every block, hours on a large drive</source>
        <translation>完整驗證(&amp;F)：每個區塊，大容量磁碟需數小時</translation>
    </message>
    <message>
        <source>&amp;Start</source>
        <translation>開始(&amp;S)</translation>
    </message>
    <message>
        <source>Everything on %1 (%2) is lost: every partition, every file.</source>
        <extracomment>%1 device node, %2 the drive&apos;s model</extracomment>
        <translation>%1（%2）上的一切都會遺失：每個分割區、每個檔案。</translation>
    </message>
    <message>
        <source>&amp;Cancel</source>
        <translation>取消(&amp;C)</translation>
    </message>
    <message>
        <source>&amp;Close</source>
        <translation>關閉(&amp;C)</translation>
    </message>
    <message>
        <source>Check capacity</source>
        <translation>檢查容量</translation>
    </message>
    <message>
        <source>Write</source>
        <extracomment>a line of the full verify&apos;s chart: the rate while writing</extracomment>
        <translation>寫入</translation>
    </message>
    <message>
        <source>Read</source>
        <translation>讀取</translation>
    </message>
</context>
<context>
    <name>DriveProof::Gui::Card</name>
    <message>
        <source>%1:</source>
        <extracomment>label of a row in a card; %1 the row&apos;s name, e.g. &quot;Model&quot;</extracomment>
        <translation>%1：</translation>
    </message>
</context>
<context>
    <name>DriveProof::Gui::Charts::ChartPanel</name>
    <message>
        <source>&amp;Copy image</source>
        <translation>複製圖片(&amp;C)</translation>
    </message>
</context>
<context>
    <name>DriveProof::Gui::Charts::CommitChart</name>
    <message>
        <source>Commits per second, by method</source>
        <translation>每秒提交次數（依方式）</translation>
    </message>
    <message>
        <source>Commits per second (logarithmic)</source>
        <translation>每秒提交次數（對數）</translation>
    </message>
    <message>
        <source>Durable, write cache as it was</source>
        <translation>持久提交，寫入快取維持原狀</translation>
    </message>
    <message>
        <source>Durable commits</source>
        <translation>持久提交</translation>
    </message>
    <message>
        <source>Durable, write cache off</source>
        <translation>持久提交，寫入快取關閉</translation>
    </message>
    <message>
        <source>Not durable (baseline for comparison)</source>
        <translation>非持久（作為比較基準）</translation>
    </message>
    <message>
        <source>%1 rpm: about %2 commits/s at most when each waits for the platter</source>
        <extracomment>legend of a line on the commit chart; %1 rotation rate, %2 commits per second</extracomment>
        <translation>%1 rpm：若每次提交都要等待碟片，最多約 %2 次提交/秒</translation>
    </message>
</context>
<context>
    <name>DriveProof::Gui::Charts::CompareChart</name>
    <message>
        <source>A (older)</source>
        <translation>A（較早）</translation>
    </message>
    <message>
        <source>B (newer)</source>
        <translation>B（較新）</translation>
    </message>
    <message>
        <source>The two runs side by side</source>
        <translation>兩次執行並排比較</translation>
    </message>
    <message>
        <source>Commits/s</source>
        <translation>提交數/秒</translation>
    </message>
</context>
<context>
    <name>DriveProof::Gui::Charts::CutTimelineChart</name>
    <message>
        <source>Acknowledged writes before the power cut</source>
        <translation>斷電前已確認的寫入</translation>
    </message>
    <message>
        <source>Seconds before the cut</source>
        <extracomment>axis of a chart: time before the moment the power was cut (negative numbers)</extracomment>
        <translation>斷電前的秒數</translation>
    </message>
    <message>
        <source>Write number</source>
        <extracomment>axis of a chart: the running number of each write</extracomment>
        <translation>寫入編號</translation>
    </message>
    <message>
        <source>Kept</source>
        <translation>已保留</translation>
    </message>
    <message>
        <source>Lost</source>
        <translation>已遺失</translation>
    </message>
    <message>
        <source>Torn (partly kept)</source>
        <translation>撕裂（部分保留）</translation>
    </message>
    <message>
        <source>Estimated cut</source>
        <extracomment>the estimated moment of the power cut, a vertical line in the chart</extracomment>
        <translation>估計的斷電時刻</translation>
    </message>
</context>
<context>
    <name>DriveProof::Gui::Charts::HybridChart</name>
    <message>
        <source>Random reads before and after the idle time</source>
        <translation>閒置前後的隨機讀取</translation>
    </message>
    <message>
        <source>Random reads of the same blocks</source>
        <translation>對相同區塊的隨機讀取</translation>
    </message>
    <message>
        <source>IOPS</source>
        <translation>IOPS</translation>
    </message>
    <message>
        <source>First pass</source>
        <translation>第一輪</translation>
    </message>
    <message>
        <source>Second pass, after the idle time</source>
        <translation>第二輪（閒置之後）</translation>
    </message>
</context>
<context>
    <name>DriveProof::Gui::Charts::LatencyChart</name>
    <message>
        <source>Latency</source>
        <translation>延遲</translation>
    </message>
    <message>
        <source>Latency of %1</source>
        <extracomment>chart title; %1 the measurement, e.g. &quot;RND4K Q1T1 read&quot;</extracomment>
        <translation>%1 的延遲</translation>
    </message>
    <message>
        <source>Latency (µs, logarithmic)</source>
        <translation>延遲（µs，對數）</translation>
    </message>
    <message>
        <source>Share of operations (%)</source>
        <translation>操作比例（%）</translation>
    </message>
    <message>
        <source>Operations</source>
        <translation>操作次數</translation>
    </message>
    <message>
        <source>p50 (median): %1 µs</source>
        <extracomment>a percentile marker in the legend; %1 latency in microseconds</extracomment>
        <translation>p50（中位數）：%1 µs</translation>
    </message>
    <message>
        <source>p99: %1 µs</source>
        <extracomment>a percentile marker in the legend; %1 latency in microseconds</extracomment>
        <translation>p99：%1 µs</translation>
    </message>
    <message>
        <source>p99.9: %1 µs</source>
        <extracomment>a percentile marker in the legend; %1 latency in microseconds</extracomment>
        <translation>p99.9：%1 µs</translation>
    </message>
</context>
<context>
    <name>DriveProof::Gui::Charts::PositionChart</name>
    <message>
        <source>Read rate across the test area</source>
        <translation>整個測試區域的讀取速率</translation>
    </message>
    <message>
        <source>Write rate as the test area fills</source>
        <translation>測試區域逐步寫滿時的寫入速率</translation>
    </message>
    <message>
        <source>Position (%1)</source>
        <extracomment>axis title; %1 the unit: MB, GB, MiB or GiB</extracomment>
        <translation>位置（%1）</translation>
    </message>
    <message>
        <source>Written (%1)</source>
        <extracomment>axis title; %1 the unit: MB, GB, MiB or GiB</extracomment>
        <translation>已寫入（%1）</translation>
    </message>
</context>
<context>
    <name>DriveProof::Gui::Charts::SweepChart</name>
    <message>
        <source>IOPS and transfer rate by block size</source>
        <translation>不同區塊大小下的 IOPS 與傳輸速率</translation>
    </message>
    <message>
        <source>Block size (KiB, logarithmic)</source>
        <translation>區塊大小（KiB，對數）</translation>
    </message>
    <message>
        <source>IOPS and transfer rate by queue depth</source>
        <translation>不同佇列深度下的 IOPS 與傳輸速率</translation>
    </message>
    <message>
        <source>I/Os in flight per thread (logarithmic)</source>
        <translation>每個執行緒同時進行的 I/O 數（對數）</translation>
    </message>
    <message>
        <source>IOPS and transfer rate by threads</source>
        <translation>不同執行緒數下的 IOPS 與傳輸速率</translation>
    </message>
    <message>
        <source>Threads (logarithmic)</source>
        <translation>執行緒數（對數）</translation>
    </message>
    <message>
        <source>IOPS (logarithmic)</source>
        <translation>IOPS（對數）</translation>
    </message>
    <message>
        <source>IOPS</source>
        <translation>IOPS</translation>
    </message>
    <message>
        <source>%1 (logarithmic)</source>
        <extracomment>axis title; %1 the rate unit, &quot;MB/s&quot; or &quot;MiB/s&quot;</extracomment>
        <translation>%1（對數）</translation>
    </message>
</context>
<context>
    <name>DriveProof::Gui::Charts::TimeSeriesChart</name>
    <message>
        <source>Transfer rate over time</source>
        <translation>傳輸速率隨時間的變化</translation>
    </message>
    <message>
        <source>I/O operations per second over time</source>
        <translation>每秒 I/O 操作次數隨時間的變化</translation>
    </message>
    <message>
        <source>IOPS</source>
        <translation>IOPS</translation>
    </message>
    <message>
        <source>Commits per second over time</source>
        <translation>每秒提交次數隨時間的變化</translation>
    </message>
    <message>
        <source>Commits per second</source>
        <translation>每秒提交次數</translation>
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
        <translation>提交數/秒</translation>
    </message>
    <message>
        <source>p99 latency (µs)</source>
        <translation>p99 延遲（µs）</translation>
    </message>
    <message>
        <source>Two runs side by side</source>
        <translation>兩次執行並排比較</translation>
    </message>
    <message>
        <source>&amp;Back to the history</source>
        <translation>返回歷史記錄(&amp;B)</translation>
    </message>
    <message>
        <source>Comparison of two runs</source>
        <translation>兩次執行的比較</translation>
    </message>
    <message>
        <source>A: %1</source>
        <extracomment>the first (older) run of a comparison; %1 what it was</extracomment>
        <translation>A：%1</translation>
    </message>
    <message>
        <source>B: %1</source>
        <extracomment>the second (newer) run of a comparison; %1 what it was</extracomment>
        <translation>B：%1</translation>
    </message>
    <message>
        <source>Measurement</source>
        <translation>測量項目</translation>
    </message>
    <message>
        <source>Quantity</source>
        <translation>指標</translation>
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
        <translation>這兩次執行沒有共同的測量項目，因此無法並排比較。請比較同一測試的兩次執行。</translation>
    </message>
    <message>
        <source>These are two different tests (%1 and %2): only the measurements they share have a ratio.</source>
        <extracomment>%1 and %2 two test names</extracomment>
        <translation>這是兩個不同的測試（%1 和 %2）：只有兩者共有的測量項目才有比值。</translation>
    </message>
    <message>
        <source>same</source>
        <extracomment>B&apos;s number is within 3% of A&apos;s</extracomment>
        <translation>持平</translation>
    </message>
    <message>
        <source>▲ %1% better</source>
        <extracomment>%1 a percentage without the % sign, e.g. &quot;18&quot; -&gt; &quot;▲ 18% better&quot;</extracomment>
        <translation>▲ 改善 %1%</translation>
    </message>
    <message>
        <source>▼ %1% worse</source>
        <translation>▼ 變差 %1%</translation>
    </message>
    <message>
        <source>Better and worse follow each quantity: more MB/s, IOPS or commits per second is better, less latency is better. Within 3% counts as the same: two runs on one drive differ that much.</source>
        <translation>好壞依各指標判斷：MB/s、IOPS 或每秒提交次數越多越好，延遲越低越好。相差在 3% 以內視為持平：同一磁碟上的兩次執行本身就會有這麼大的差異。</translation>
    </message>
    <message>
        <source>B against A</source>
        <translation>B 相對於 A</translation>
    </message>
    <message>
        <source>%1, %2, on %3 (%4) · %5</source>
        <extracomment>one run in a comparison; %1 test name, %2 date and time, %3 drive model, %4 where it ran, %5 its settings (&quot;1 GiB · 5 s per step · temporary file on ext4 · io_uring&quot;)</extracomment>
        <translation>%1，%2，在 %3 上（%4）· %5</translation>
    </message>
    <message>
        <source>These runs were not made alike, so their numbers do not compare directly. %1</source>
        <extracomment>%1 one or more sentences on how the two runs differ</extracomment>
        <translation>這些執行的條件不同，因此數字不能直接比較。%1</translation>
    </message>
</context>
<context>
    <name>DriveProof::Gui::ConfirmWriteDialog</name>
    <message>
        <source>Erase %1?</source>
        <extracomment>dialog title; %1 a device node</extracomment>
        <translation>要清除 %1 嗎？</translation>
    </message>
    <message>
        <source>This test (%1) writes over %2 (%3). Everything on it is lost: every partition, every file. This cannot be undone.</source>
        <extracomment>%1 test name, %2 device node, %3 the drive&apos;s model</extracomment>
        <translation>此測試（%1）會覆寫 %2（%3）。其上的所有內容都將遺失：所有分割區、所有檔案。此操作無法復原。</translation>
    </message>
    <message>
        <source>To go on, type the device&apos;s name, &lt;b&gt;%1&lt;/b&gt;:</source>
        <extracomment>%1 the device&apos;s short name the user must type, e.g. &quot;sdb&quot;</extracomment>
        <translation>若要繼續，請輸入裝置名稱 &lt;b&gt;%1&lt;/b&gt;：</translation>
    </message>
    <message>
        <source>Device name</source>
        <translation>裝置名稱</translation>
    </message>
    <message>
        <source>&amp;Erase and test</source>
        <translation>清除並測試(&amp;E)</translation>
    </message>
    <message>
        <source>Test the empty drive %1?</source>
        <extracomment>dialog title; %1 the drive&apos;s name (model)</extracomment>
        <translation>測試空磁碟 %1？</translation>
    </message>
    <message>
        <source>%1 (%2) is empty: it has no partition table and no file system, as a new drive arrives. The test (%3) writes over the whole device; anything on it that DriveProof cannot recognise would be lost.</source>
        <extracomment>%1 the drive&apos;s name (model), %2 device node, %3 test name</extracomment>
        <translation>%1（%2）是空的：沒有分割表，也沒有檔案系統，新磁碟到手時就是這樣。測試（%3）會覆寫整個裝置；其中 DriveProof 無法識別的任何內容都會遺失。</translation>
    </message>
    <message>
        <source>&amp;Write and test</source>
        <translation>寫入並測試(&amp;W)</translation>
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
%2，%3</translation>
    </message>
    <message>
        <source>%1, %2, %3, %4</source>
        <extracomment>read by screen readers; %1 drive name, %2 kind of drive, %3 size, %4 device path</extracomment>
        <translation>%1，%2，%3，%4</translation>
    </message>
    <message>
        <source>Good</source>
        <extracomment>health badge beside a drive in the list, as on the Health card</extracomment>
        <translation>良好</translation>
    </message>
    <message>
        <source>Caution</source>
        <extracomment>health badge beside a drive in the list, as on the Health card</extracomment>
        <translation>注意</translation>
    </message>
    <message>
        <source>Bad</source>
        <extracomment>health badge beside a drive in the list, as on the Health card</extracomment>
        <translation>不良</translation>
    </message>
    <message>
        <source>%1
%2, %3
Health: %4</source>
        <extracomment>%1 drive name, %2 kind of drive, %3 device path, %4 its health (&quot;Good&quot;, ...)</extracomment>
        <translation>%1
%2，%3
健康狀態：%4</translation>
    </message>
    <message>
        <source>%1, %2, %3, %4, health: %5</source>
        <extracomment>read by screen readers; %1 drive name, %2 kind of drive, %3 size, %4 device path, %5 its health (&quot;Good&quot;, &quot;Caution&quot;, &quot;Bad&quot;)</extracomment>
        <translation>%1，%2，%3，%4，健康狀態：%5</translation>
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
        <translation>測試此磁碟(&amp;T)…</translation>
    </message>
    <message>
        <source>Measure %1: quick check, commit rate, throughput and more, in a window of its own</source>
        <extracomment>%1 the drive&apos;s name</extracomment>
        <translation>測量 %1：快速檢查、提交速率、吞吐量等，在獨立的視窗中進行</translation>
    </message>
    <message>
        <source>Q&amp;uick check</source>
        <translation>快速檢查(&amp;U)</translation>
    </message>
    <message>
        <source>Measure the four CrystalDiskMark tests now, in about %1, on a temporary file in %2</source>
        <extracomment>tooltip of the Quick check button; %1 about how long it takes (&quot;20 seconds&quot;), %2 the folder that holds the temporary file</extracomment>
        <translation>立即測量 CrystalDiskMark 的四項測試，約需 %1，使用 %2 中的暫存檔</translation>
    </message>
    <message>
        <source>This drive is empty: no partition table and no file system. It is read-only or in use, so only the reading tests can run on it.</source>
        <translation>此磁碟是空的：沒有分割表，也沒有檔案系統。它是唯讀的或正在使用，因此只能執行讀取測試。</translation>
    </message>
    <message>
        <source>This drive is empty: no partition table and no file system, as a new drive arrives. The quick check, the commit test and the sustained write run on the whole device after one confirmation; there is no need to partition it first.</source>
        <translation>此磁碟是空的：沒有分割表，也沒有檔案系統，新磁碟到手時就是這樣。快速檢查、提交測試和持續寫入在確認一次後即可在整個裝置上執行；無需先分割。</translation>
    </message>
    <message>
        <source>The quick check needs a folder on this drive, and none of its file systems is mounted. Mount one (in your file manager or GNOME Disks) and press Refresh (F5), or use &quot;Test this drive…&quot; for the reading tests on the whole device (sequential and random reads, surface scan), which write nothing.</source>
        <translation>快速檢查需要此磁碟上的一個資料夾，但它的檔案系統都沒有掛載。請掛載一個（在檔案管理員或 GNOME 磁碟中）並按重新整理（F5），或使用「測試此磁碟…」對整個裝置執行讀取測試（循序和隨機讀取、表面掃描），這些測試不會寫入任何內容。</translation>
    </message>
    <message>
        <source>The quick check needs a folder on this drive that you can write to, and none of its file systems is mounted where you may write. Mount one where you may and press Refresh (F5), or choose a folder of yours on it with &quot;Test this drive…&quot;.</source>
        <translation>快速檢查需要此磁碟上一個您可以寫入的資料夾，但它的檔案系統都沒有掛載在您可寫入的位置。請將一個掛載到可寫入的位置並按重新整理（F5），或透過「測試此磁碟…」選擇其上屬於您的資料夾。</translation>
    </message>
    <message>
        <source>Measure the four CrystalDiskMark tests now, in about %1, on the empty device %2 (asks once to confirm)</source>
        <extracomment>tooltip of the Quick check button; %1 about how long it takes (&quot;20 seconds&quot;), %2 a device node</extracomment>
        <translation>現在在空裝置 %2 上測量 CrystalDiskMark 的四項測試，約需 %1（需確認一次）</translation>
    </message>
</context>
<context>
    <name>DriveProof::Gui::HealthCard</name>
    <message>
        <source>Health</source>
        <translation>健康狀態</translation>
    </message>
    <message>
        <source>Reading…</source>
        <translation>正在讀取…</translation>
    </message>
    <message>
        <source>Unknown</source>
        <translation>不明</translation>
    </message>
    <message>
        <source>Health: %1</source>
        <extracomment>accessible name of the health badge; %1 &quot;Good&quot;, &quot;Caution&quot;, &quot;Bad&quot;, ...</extracomment>
        <translation>健康狀態：%1</translation>
    </message>
    <message>
        <source>No health data</source>
        <translation>沒有健康資料</translation>
    </message>
    <message>
        <source>%1 is a file used as a drive (%2): it has no health data of its own. The health of the drive that holds the file is what counts.</source>
        <extracomment>%1 device path, %2 the file behind the loop device</extracomment>
        <translation>%1 是當作磁碟使用的檔案（%2）：它本身沒有健康資料。真正要看的是存放該檔案之磁碟的健康狀態。</translation>
    </message>
    <message>
        <source>%1 is a virtual disk: the real drive is on the host, and only the host can read its health.</source>
        <extracomment>%1 device path</extracomment>
        <translation>%1 是虛擬磁碟：實際的磁碟位於主機上，只有主機才能讀取其健康狀態。</translation>
    </message>
    <message>
        <source>%1 reports no health data that DriveProof can read.</source>
        <extracomment>%1 device path</extracomment>
        <translation>%1 沒有回報 DriveProof 能讀取的健康資料。</translation>
    </message>
    <message>
        <source>Good</source>
        <translation>良好</translation>
    </message>
    <message>
        <source>The drive finds nothing wrong. That predicts some failures, not all: keep backups.</source>
        <translation>磁碟未發現任何問題。這能預示部分故障，但無法預示全部：請保留備份。</translation>
    </message>
    <message>
        <source>Caution</source>
        <translation>注意</translation>
    </message>
    <message>
        <source>Make sure your backups are current, and check this drive again soon.</source>
        <translation>請確認備份是最新的，並盡快再次檢查此磁碟。</translation>
    </message>
    <message>
        <source>Bad</source>
        <translation>不良</translation>
    </message>
    <message>
        <source>Back up the data on this drive now and plan to replace it.</source>
        <translation>請立即備份此磁碟上的資料，並規劃更換。</translation>
    </message>
    <message>
        <source>The drive gave no overall assessment of its health.</source>
        <translation>磁碟沒有提供其健康狀態的整體評估。</translation>
    </message>
    <message>
        <source>Temperature</source>
        <extracomment>a temperature; %1 the number, e.g. &quot;38&quot;</extracomment>
        <translation>溫度</translation>
    </message>
    <message>
        <source>%1 °C</source>
        <translation>%1 °C</translation>
    </message>
    <message>
        <source>Power-on hours</source>
        <translation>通電時間（小時）</translation>
    </message>
    <message>
        <source>Power cycles</source>
        <translation>通電次數</translation>
    </message>
    <message>
        <source>Unsafe shutdowns</source>
        <translation>不安全關機次數</translation>
    </message>
    <message>
        <source>Times power was lost before the drive was told: each one is a moment where its write cache could lose data.</source>
        <translation>在磁碟收到通知之前就斷電的次數：每一次都可能讓其寫入快取遺失資料。</translation>
    </message>
    <message>
        <source>Bad sectors</source>
        <translation>損壞磁區</translation>
    </message>
    <message>
        <source>Sectors the drive has replaced or is waiting to replace.</source>
        <translation>磁碟已替換或等待替換的磁區。</translation>
    </message>
    <message>
        <source>Media errors</source>
        <translation>媒體錯誤</translation>
    </message>
    <message>
        <source>Data the drive could not read or write correctly.</source>
        <translation>磁碟無法正確讀取或寫入的資料。</translation>
    </message>
    <message>
        <source>Available spare</source>
        <translation>可用備用空間</translation>
    </message>
    <message>
        <source>Reserve blocks left for replacing worn-out ones.</source>
        <translation>剩餘的備用區塊，用於替換已磨損的區塊。</translation>
    </message>
    <message>
        <source>Wear</source>
        <extracomment>wear of a solid-state drive; %1 a percentage, e.g. &quot;3%&quot;</extracomment>
        <translation>磨損</translation>
    </message>
    <message>
        <source>%1 of its rated life used</source>
        <translation>已使用額定壽命的 %1</translation>
    </message>
    <message>
        <source>The maker&apos;s estimate; it can go past 100%.</source>
        <translation>廠商的估計值；可能超過 100%。</translation>
    </message>
    <message>
        <source>Read from</source>
        <translation>讀取自</translation>
    </message>
</context>
<context>
    <name>DriveProof::Gui::HealthRecordsView</name>
    <message numerus="yes">
        <source>All records the drive keeps (%n)</source>
        <extracomment>%n the number of records (SMART attributes or NVMe log fields)</extracomment>
        <translation>
            <numerusform>磁碟機保存的所有紀錄 (%n)</numerusform>
        </translation>
    </message>
    <message>
        <source>%1
Defined in: %2</source>
        <extracomment>tooltip of a health record; %1 what it means, %2 the standard and section</extracomment>
        <translation>%1
定義於：%2</translation>
    </message>
    <message>
        <source>Self-test log, newest first:</source>
        <translation>自我測試記錄（最新的在前）：</translation>
    </message>
</context>
<context>
    <name>DriveProof::Gui::HistoryPage</name>
    <message>
        <source>Earlier runs on %1</source>
        <extracomment>%1 the drive&apos;s name (model)</extracomment>
        <translation>%1 上的歷史執行</translation>
    </message>
    <message>
        <source>Every test run on this drive is kept here. Open one to see its result again, or select two (hold Ctrl and click) to compare them side by side.</source>
        <translation>在此磁碟上執行過的每次測試都保存在這裡。開啟一項可再次檢視其結果，或選取兩項（按住 Ctrl 並按一下）進行並排比較。</translation>
    </message>
    <message>
        <source>Date</source>
        <translation>日期</translation>
    </message>
    <message>
        <source>Test</source>
        <translation>測試</translation>
    </message>
    <message>
        <source>Summary</source>
        <translation>摘要</translation>
    </message>
    <message>
        <source>Earlier runs</source>
        <translation>歷史執行</translation>
    </message>
    <message>
        <source>&amp;Open</source>
        <translation>開啟(&amp;O)</translation>
    </message>
    <message>
        <source>&amp;Compare the two selected</source>
        <translation>比較所選的兩項(&amp;C)</translation>
    </message>
    <message>
        <source>&amp;Delete…</source>
        <translation>刪除(&amp;D)…</translation>
    </message>
    <message>
        <source>&amp;New test</source>
        <translation>新測試(&amp;N)</translation>
    </message>
    <message>
        <source>Reading the history…</source>
        <translation>正在讀取歷史記錄…</translation>
    </message>
    <message>
        <source>No runs yet. Finished tests appear here by themselves.</source>
        <translation>尚無執行記錄。完成的測試會自動顯示在這裡。</translation>
    </message>
    <message numerus="yes">
        <source>%n run(s) kept.</source>
        <extracomment>%n runs kept for this drive</extracomment>
        <translation>
            <numerusform>已保存 %n 次執行。</numerusform>
        </translation>
    </message>
    <message>
        <source>Select exactly two runs to compare</source>
        <translation>請選取剛好兩次執行進行比較</translation>
    </message>
    <message>
        <source>Delete runs</source>
        <translation>刪除執行記錄</translation>
    </message>
    <message numerus="yes">
        <source>Delete %n run(s) from the history? This cannot be undone.</source>
        <extracomment>%n how many runs are about to be deleted</extracomment>
        <translation>
            <numerusform>要從歷史記錄中刪除 %n 次執行嗎？此操作無法復原。</numerusform>
        </translation>
    </message>
    <message>
        <source>Select two runs of the same test to compare</source>
        <translation>請選取同一測試的兩次執行進行比較</translation>
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
        <translation>識別資訊</translation>
    </message>
    <message>
        <source>Device</source>
        <translation>裝置</translation>
    </message>
    <message>
        <source>Backing file</source>
        <translation>後端檔案</translation>
    </message>
    <message>
        <source>Transport</source>
        <translation>介面</translation>
    </message>
    <message>
        <source>The kernel does not say how this drive is connected.</source>
        <translation>核心沒有說明此磁碟的連接方式。</translation>
    </message>
    <message>
        <source>Rotation speed unknown: %1</source>
        <extracomment>%1 why the speed is unknown</extracomment>
        <translation>轉速不明：%1</translation>
    </message>
    <message>
        <source>Media</source>
        <translation>媒體</translation>
    </message>
    <message>
        <source>Removable</source>
        <translation>可卸除</translation>
    </message>
    <message>
        <source>Read-only</source>
        <translation>唯讀</translation>
    </message>
    <message>
        <source>Model</source>
        <translation>型號</translation>
    </message>
    <message>
        <source>Vendor</source>
        <translation>廠商</translation>
    </message>
    <message>
        <source>Serial number</source>
        <translation>序號</translation>
    </message>
    <message>
        <source>Firmware</source>
        <translation>韌體</translation>
    </message>
    <message>
        <source>WWN</source>
        <translation>WWN</translation>
    </message>
    <message>
        <source>Link</source>
        <translation>連結</translation>
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
        <translation>檔案(&amp;F)</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>結束(&amp;Q)</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>檢視(&amp;V)</translation>
    </message>
    <message>
        <source>&amp;Refresh</source>
        <translation>重新整理(&amp;R)</translation>
    </message>
    <message>
        <source>Read the list of drives again</source>
        <translation>重新讀取磁碟清單</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>說明(&amp;H)</translation>
    </message>
    <message>
        <source>&amp;About DriveProof</source>
        <translation>關於 DriveProof(&amp;A)</translation>
    </message>
    <message>
        <source>Drives</source>
        <translation>磁碟</translation>
    </message>
    <message>
        <source>Busy</source>
        <translation>忙碌中</translation>
    </message>
    <message>
        <source>Looking for drives…</source>
        <translation>正在尋找磁碟…</translation>
    </message>
    <message>
        <source>Checking the partitions of %1…</source>
        <extracomment>%1 device path</extracomment>
        <translation>正在檢查 %1 的分割區…</translation>
    </message>
    <message>
        <source>Switching the write cache of %1…</source>
        <extracomment>%1 device path</extracomment>
        <translation>正在切換 %1 的寫入快取…</translation>
    </message>
    <message>
        <source>Reading the write cache and health of %1…</source>
        <extracomment>%1 device path</extracomment>
        <translation>正在讀取 %1 的寫入快取與健康狀態…</translation>
    </message>
    <message>
        <source>udisks2 is not running: the facts shown come from the kernel alone.</source>
        <translation>udisks2 未執行：顯示的資訊僅來自核心。</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>編輯(&amp;E)</translation>
    </message>
    <message>
        <source>&amp;Preferences…</source>
        <translation>偏好設定(&amp;P)…</translation>
    </message>
    <message>
        <source>Choose the language, the unit of transfer rates and the test defaults</source>
        <translation>選擇語言、傳輸速率的單位以及測試的預設值</translation>
    </message>
    <message numerus="yes">
        <source>A test is running on %1. Stop it and quit?</source>
        <extracomment>%1 device paths, e.g. &quot;/dev/sda&quot;; more than one joined by &quot;, &quot;</extracomment>
        <translation>
            <numerusform>%1 上正在執行測試。要停止測試並結束嗎？</numerusform>
        </translation>
    </message>
    <message>
        <source>Stop the test?</source>
        <translation>停止測試？</translation>
    </message>
    <message>
        <source>The steps that finished are kept in the history; the temporary file is removed.</source>
        <translation>已完成的步驟會保留在歷史記錄中；暫存檔會被刪除。</translation>
    </message>
    <message>
        <source>&amp;Stop and quit</source>
        <translation>停止並結束(&amp;S)</translation>
    </message>
    <message>
        <source>&amp;Keep testing</source>
        <translation>繼續測試(&amp;K)</translation>
    </message>
    <message>
        <source>Power-loss &amp;witness…</source>
        <translation>斷電測試見證機(&amp;W)…</translation>
    </message>
    <message>
        <source>Record the power-loss test of another computer&apos;s drive on this one</source>
        <translation>在本機記錄另一台電腦上磁碟的斷電測試</translation>
    </message>
    <message>
        <source>Stop the power-loss test?</source>
        <translation>停止斷電測試？</translation>
    </message>
    <message>
        <source>The power-loss test is running. Quitting stops it without a power cut, so this run cannot tell whether the drive keeps its writes.</source>
        <translation>斷電測試正在執行。結束程式會在沒有斷電的情況下停止測試，因此這次執行無法判斷磁碟是否保住了它的寫入。</translation>
    </message>
    <message>
        <source>&amp;Keep running</source>
        <translation>繼續執行(&amp;K)</translation>
    </message>
    <message>
        <source>&amp;Open Drive Report…</source>
        <translation>開啟磁碟報告(&amp;O)…</translation>
    </message>
    <message>
        <source>Judge a drive from its smartctl or nvme-cli report, e.g. one a seller sent</source>
        <translation>根據磁碟的 smartctl 或 nvme-cli 報告評估磁碟，例如賣家寄來的報告</translation>
    </message>
    <message>
        <source>Paste Drive &amp;Report</source>
        <translation>貼上磁碟報告(&amp;R)</translation>
    </message>
    <message>
        <source>Judge the smartctl or nvme-cli report on the clipboard</source>
        <translation>評估剪貼簿中的 smartctl 或 nvme-cli 報告</translation>
    </message>
</context>
<context>
    <name>DriveProof::Gui::Notice</name>
    <message>
        <source>Danger</source>
        <translation>危險</translation>
    </message>
    <message>
        <source>Warning</source>
        <translation>警告</translation>
    </message>
    <message>
        <source>Note</source>
        <translation>附註</translation>
    </message>
</context>
<context>
    <name>DriveProof::Gui::NumbersTable</name>
    <message>
        <source>%1: %2</source>
        <extracomment>flushes per commit on one device of the stack: %1 device, %2 the number</extracomment>
        <translation>%1：%2</translation>
    </message>
    <message>
        <source>Commit method</source>
        <translation>提交方式</translation>
    </message>
    <message>
        <source>Commits/s</source>
        <translation>提交/秒</translation>
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
        <translation>每次提交的排清次數</translation>
    </message>
    <message>
        <source>Test</source>
        <translation>測試</translation>
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
        <translation>非持久</translation>
    </message>
</context>
<context>
    <name>DriveProof::Gui::PartitionsCard</name>
    <message>
        <source>Partitions</source>
        <translation>分割區</translation>
    </message>
    <message>
        <source>What to do</source>
        <translation>處理建議</translation>
    </message>
    <message>
        <source>#</source>
        <translation>編號</translation>
    </message>
    <message>
        <source>Device</source>
        <translation>裝置</translation>
    </message>
    <message>
        <source>Start sector</source>
        <translation>起始磁區</translation>
    </message>
    <message>
        <source>Start (bytes)</source>
        <translation>起始（位元組）</translation>
    </message>
    <message>
        <source>Size</source>
        <translation>大小</translation>
    </message>
    <message>
        <source>Mounted on</source>
        <translation>掛載點</translation>
    </message>
    <message>
        <source>Alignment</source>
        <translation>對齊</translation>
    </message>
    <message>
        <source>Checking alignment</source>
        <translation>正在檢查對齊</translation>
    </message>
    <message>
        <source>Reading the partition table…</source>
        <translation>正在讀取分割表…</translation>
    </message>
    <message>
        <source>Partitions of %1</source>
        <extracomment>accessible name of the partitions table; %1 device path</extracomment>
        <translation>%1 的分割區</translation>
    </message>
    <message>
        <source>The kernel lists no partitions on this drive.</source>
        <translation>核心在此磁碟上沒有列出任何分割區。</translation>
    </message>
    <message>
        <source>The partition table lists no partitions.</source>
        <translation>分割表中沒有任何分割區。</translation>
    </message>
    <message>
        <source>The partition table lists this partition, but the kernel has no device node for it yet (on some systems &apos;partx -a&apos; adds it).</source>
        <translation>分割表中列出了此分割區，但核心尚未為它建立裝置節點（在某些系統上，&apos;partx -a&apos; 可以加入它）。</translation>
    </message>
    <message>
        <source>checking…</source>
        <translation>正在檢查…</translation>
    </message>
    <message>
        <source>The partition table did not list this partition.</source>
        <translation>分割表中沒有列出此分割區。</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <extracomment>%1 verdict, e.g. &quot;Misaligned&quot;, %2 the advice (whole sentences)</extracomment>
        <translation>%1：%2</translation>
    </message>
</context>
<context>
    <name>DriveProof::Gui::PickerPage</name>
    <message>
        <source>&amp;Tests:</source>
        <translation>測試(&amp;T)：</translation>
    </message>
    <message>
        <source>Tests</source>
        <translation>測試</translation>
    </message>
    <message>
        <source>&amp;Where:</source>
        <translation>位置(&amp;W)：</translation>
    </message>
    <message>
        <source>Test si&amp;ze:</source>
        <translation>測試大小(&amp;Z)：</translation>
    </message>
    <message>
        <source>Time per st&amp;ep (seconds):</source>
        <translation>每個步驟的時間（秒）(&amp;E)：</translation>
    </message>
    <message>
        <source>&amp;Reads or writes:</source>
        <translation>讀取或寫入(&amp;R)：</translation>
    </message>
    <message>
        <source>&amp;Idle time between the passes (seconds):</source>
        <translation>兩輪之間的閒置時間（秒）(&amp;I)：</translation>
    </message>
    <message>
        <source>Also measure with the drive&apos;s write &amp;cache off, then switch it back on</source>
        <translation>同時在關閉磁碟寫入快取的情況下測量，之後再重新開啟(&amp;C)</translation>
    </message>
    <message>
        <source>&amp;History…</source>
        <translation>歷史記錄(&amp;H)…</translation>
    </message>
    <message>
        <source>Earlier runs on this drive, and comparing two of them</source>
        <translation>此磁碟上的歷史執行，以及其中兩次的比較</translation>
    </message>
    <message>
        <source>&amp;Start test</source>
        <translation>開始測試(&amp;S)</translation>
    </message>
    <message>
        <source>Reads</source>
        <translation>讀取</translation>
    </message>
    <message>
        <source>Writes</source>
        <translation>寫入</translation>
    </message>
    <message>
        <source>Mixed: 70% reads, 30% writes</source>
        <translation>混合：70% 讀取，30% 寫入</translation>
    </message>
    <message>
        <source>%1 holds the running system: DriveProof never writes over it.</source>
        <extracomment>%1 a device node</extracomment>
        <translation>%1 上執行著目前的系統：DriveProof 絕不會覆寫它。</translation>
    </message>
    <message>
        <source>%1 or one of its partitions is mounted or in use (LVM, RAID, an encrypted volume). Unmount it first to write over it.</source>
        <extracomment>%1 a device node</extracomment>
        <translation>%1 或其某個分割區已掛載或正在使用中（LVM、RAID、加密磁碟區）。若要覆寫，請先將其卸載。</translation>
    </message>
    <message>
        <source>%1 is read-only.</source>
        <extracomment>%1 a device node</extracomment>
        <translation>%1 為唯讀。</translation>
    </message>
    <message>
        <source>A temporary file in %1</source>
        <extracomment>a place a test runs; %1 a folder</extracomment>
        <translation>%1 中的暫存檔</translation>
    </message>
    <message>
        <source>You may not be allowed to write here. Choose a folder of yours on this drive with &quot;another folder&quot;.</source>
        <translation>您可能沒有在此處寫入的權限。請透過「其他資料夾」選擇此磁碟上屬於您的資料夾。</translation>
    </message>
    <message>
        <source>A temporary file in another folder…</source>
        <translation>其他資料夾中的暫存檔…</translation>
    </message>
    <message>
        <source>The whole device %1, only reading</source>
        <extracomment>a place a test runs; %1 a device node</extracomment>
        <translation>整個裝置 %1，僅讀取</translation>
    </message>
    <message>
        <source>The whole device %1, erasing everything on it</source>
        <extracomment>a place a test runs; %1 a device node</extracomment>
        <translation>整個裝置 %1，清除其上的所有內容</translation>
    </message>
    <message>
        <source>Where the test runs</source>
        <translation>測試執行的位置</translation>
    </message>
    <message>
        <source>All of it</source>
        <translation>全部</translation>
    </message>
    <message>
        <source>The commit test always uses 16 MiB, like pg_test_fsync, so that its numbers compare directly.</source>
        <translation>提交測試一律使用 16 MiB（與 pg_test_fsync 相同），以便其數值可以直接比較。</translation>
    </message>
    <message>
        <source>How much of the drive the test uses. Larger areas are less flattered by caches but take longer to prepare.</source>
        <translation>測試使用磁碟的多大區域。區域越大，受快取美化的影響越小，但準備時間越長。</translation>
    </message>
    <message>
        <source>Test size</source>
        <translation>測試大小</translation>
    </message>
    <message>
        <source>Choose a folder on the drive to test</source>
        <translation>請選擇要測試之磁碟上的資料夾</translation>
    </message>
    <message>
        <source>This device has no write cache of its own to switch.</source>
        <translation>此裝置沒有自己的寫入快取可供切換。</translation>
    </message>
    <message>
        <source>The drive&apos;s write cache setting is not known (see the Write cache card), so it cannot be switched for the test.</source>
        <translation>磁碟的寫入快取設定不明（請參閱「寫入快取」卡片），因此無法為測試切換。</translation>
    </message>
    <message>
        <source>The drive&apos;s write cache is off already: the test measures it that way.</source>
        <translation>磁碟的寫入快取已經關閉：測試將在此狀態下進行測量。</translation>
    </message>
    <message>
        <source>This drive does not let its write cache be switched.</source>
        <translation>此磁碟不允許切換其寫入快取。</translation>
    </message>
    <message>
        <source>The chosen folder is not on one of this drive&apos;s file systems.</source>
        <translation>所選資料夾不在此磁碟的檔案系統上。</translation>
    </message>
    <message>
        <source>The cache is switched off for a second round of measurements and back on afterwards, also when the test fails or is cancelled. Switching may ask for your password.</source>
        <translation>快取會在第二輪測量時關閉，之後重新開啟，即使測試失敗或被取消也是如此。切換時可能需要輸入密碼。</translation>
    </message>
    <message>
        <source>Takes about %1 with these settings.</source>
        <extracomment>%1 a duration</extracomment>
        <translation>依目前設定約需 %1。</translation>
    </message>
    <message>
        <source>Takes about %1 with these settings, plus a moment to prepare the test file.</source>
        <extracomment>%1 a duration</extracomment>
        <translation>依目前設定約需 %1，另需片刻準備測試檔案。</translation>
    </message>
    <message>
        <source>This test writes over %1: everything on it is lost, every partition and every file. You will be asked to type the device&apos;s name to confirm.</source>
        <extracomment>%1 a device node</extracomment>
        <translation>此測試會覆寫 %1：其上的所有內容都將遺失，包括所有分割區和所有檔案。系統會要求您輸入裝置名稱以確認。</translation>
    </message>
    <message>
        <source>Only reads from %1; nothing on it changes. Reading a device directly may ask for your password.</source>
        <extracomment>%1 a device node</extracomment>
        <translation>只從 %1 讀取；其上的內容不會有任何變更。直接讀取裝置可能需要輸入密碼。</translation>
    </message>
    <message>
        <source>Writes only to a temporary file in the chosen folder and removes it afterwards; nothing else on the drive changes.</source>
        <translation>只寫入所選資料夾中的一個暫存檔，並在之後將其刪除；磁碟上的其他內容不會變更。</translation>
    </message>
    <message>
        <source>Only reads. In a folder it first writes the temporary file it reads, and removes it afterwards.</source>
        <translation>只讀取。在資料夾中測試時，會先寫入要讀取的暫存檔，之後將其刪除。</translation>
    </message>
    <message>
        <source>Takes as long as writing %1 once: about %2 at %3, less on a faster drive.</source>
        <extracomment>%1 a size, %2 a duration, %3 a rate (&quot;150.0 MB/s&quot;)</extracomment>
        <translation>所需時間與寫入一遍 %1 相同：以 %3 計算約為 %2，磁碟越快則越短。</translation>
    </message>
    <message>
        <source>Takes as long as reading %1 once: about %2 at %3, less on a faster drive.</source>
        <extracomment>%1 a size, %2 a duration, %3 a rate (&quot;150.0 MB/s&quot;)</extracomment>
        <translation>所需時間與讀取一遍 %1 相同：以 %3 計算約為 %2，磁碟越快則越短。</translation>
    </message>
    <message>
        <source>Start opens the guided power-loss test: it writes to a test file (or the whole device), reports every commit to a witness on a second computer, and asks you to pull the plug. After the restart DriveProof checks which acknowledged writes survived. You can also practise it on this computer with a simulated drive.</source>
        <translation>「開始測試」會開啟斷電測試精靈：它會寫入測試檔案（或整個裝置），將每次提交回報給第二台電腦上的見證機，並請您拔掉電源插頭。重新開機後，DriveProof 會檢查哪些已確認的寫入被保住了。您也可以在本機上使用模擬磁碟練習。</translation>
    </message>
    <message>
        <source>Opens the guided power-loss test</source>
        <translation>開啟斷電測試精靈</translation>
    </message>
    <message>
        <source>No file system of this drive is mounted, so there is no folder for the test file. Mount one (in your file manager or GNOME Disks) and press Refresh (F5) in the main window, choose a folder with &quot;A temporary file in another folder…&quot;, or pick a reading test (sequential or random reads, surface scan), which can read the whole device without writing.</source>
        <translation>此磁碟的檔案系統都沒有掛載，因此沒有放測試檔案的資料夾。請掛載一個（在檔案管理員或 GNOME 磁碟中）並在主視窗按重新整理（F5），或透過「其他資料夾中的暫存檔…」選擇資料夾，或選擇讀取測試（循序或隨機讀取、表面掃描），它能在不寫入的情況下讀取整個裝置。</translation>
    </message>
    <message>
        <source>Choose where the test runs: a folder of yours on this drive, with &quot;A temporary file in another folder…&quot;.</source>
        <translation>請選擇測試執行的位置：透過「其他資料夾中的暫存檔…」選擇此磁碟上屬於您的資料夾。</translation>
    </message>
    <message>
        <source>%1 Choose a folder on the drive instead, or a reading test.</source>
        <extracomment>%1 why the device cannot be written (a sentence)</extracomment>
        <translation>%1 請改為選擇磁碟上的資料夾，或選擇讀取測試。</translation>
    </message>
    <message>
        <source>%1 is empty: no partition table and no file system, as a new drive arrives. This test writes over the whole device; you will be asked once to confirm.</source>
        <extracomment>%1 a device node</extracomment>
        <translation>%1 是空的：沒有分割表，也沒有檔案系統，新磁碟到手時就是這樣。此測試會覆寫整個裝置；只需確認一次。</translation>
    </message>
    <message>
        <source>The whole device %1, which is empty</source>
        <extracomment>a place a test runs; %1 a device node of a drive with nothing on it</extracomment>
        <translation>整個裝置 %1（空）</translation>
    </message>
</context>
<context>
    <name>DriveProof::Gui::PowerLossAreaStep</name>
    <message>
        <source>Where to test</source>
        <translation>測試位置</translation>
    </message>
    <message>
        <source>The test writes records that describe themselves into a test area, commits them the way a database does, and reports every commit to a witness. A file on the drive tests the whole stack: file system, kernel and drive.</source>
        <translation>測試會將帶有自我描述資訊的記錄寫入測試區域，像資料庫一樣提交這些記錄，並將每次提交回報給見證機。使用磁碟上的檔案可以測試整個儲存堆疊：檔案系統、核心與磁碟。</translation>
    </message>
    <message>
        <source>&amp;Test area:</source>
        <translation>測試區域(&amp;T)：</translation>
    </message>
    <message>
        <source>Test area</source>
        <translation>測試區域</translation>
    </message>
    <message>
        <source>Si&amp;ze:</source>
        <translation>大小(&amp;Z)：</translation>
    </message>
    <message>
        <source>Size of the test area</source>
        <translation>測試區域的大小</translation>
    </message>
    <message>
        <source>Larger than the drive&apos;s cache, so that the cache cannot hide the writes. 1 GiB is enough for most drives.</source>
        <translation>應大於磁碟的快取，讓快取無法掩蓋寫入。對大多數磁碟而言，1 GiB 就足夠了。</translation>
    </message>
    <message>
        <source>Commit &amp;method:</source>
        <translation>提交方式(&amp;M)：</translation>
    </message>
    <message>
        <source>Commit method</source>
        <translation>提交方式</translation>
    </message>
    <message>
        <source>&amp;Writes per commit:</source>
        <translation>每次提交的寫入數(&amp;W)：</translation>
    </message>
    <message>
        <source>Writes per commit</source>
        <translation>每次提交的寫入數</translation>
    </message>
    <message>
        <source>1 commits every write. More: a batched group commit, as busy databases do.</source>
        <translation>1 表示每次寫入都提交。更大的值表示批次的群組提交，就像繁忙的資料庫一樣。</translation>
    </message>
    <message>
        <source>&amp;Only the drive loses power: I will pull its cable (USB or hot-plug drive)</source>
        <translation>只有磁碟斷電：我會拔掉它的連接線（USB 或支援熱插拔的磁碟）(&amp;O)</translation>
    </message>
    <message>
        <source>A test file in %1</source>
        <extracomment>%1 a folder</extracomment>
        <translation>%1 中的測試檔案</translation>
    </message>
    <message>
        <source>A test file in another folder…</source>
        <translation>其他資料夾中的測試檔案…</translation>
    </message>
    <message>
        <source>The whole device %1, erasing everything on it</source>
        <extracomment>%1 a device node</extracomment>
        <translation>整個裝置 %1，清除其上的所有內容</translation>
    </message>
    <message>
        <source>A file system of this drive is mounted or in use: unmount it first to write over the device.</source>
        <translation>此磁碟上的某個檔案系統已掛載或正在使用中：若要覆寫該裝置，請先將其卸載。</translation>
    </message>
    <message>
        <source>Choose a folder on the drive to test</source>
        <translation>請選擇要測試之磁碟上的資料夾</translation>
    </message>
    <message>
        <source>The test writes over %1: everything on it is lost. You will be asked to type the device&apos;s name to confirm.</source>
        <extracomment>%1 a device node</extracomment>
        <translation>此測試會覆寫 %1：其上的所有內容都將遺失。系統會要求您輸入裝置名稱以確認。</translation>
    </message>
    <message>
        <source>Cable-pull mode: the computer keeps running and only the drive goes dark. The witness may run on this computer (the witness page, address 127.0.0.1:7070), but its record must be on another disk than the one under test.</source>
        <translation>拔線模式：電腦持續運作，只有磁碟斷電。見證機可以在本機上執行（見證機頁面，位址 127.0.0.1:7070），但它的記錄必須存放在受測磁碟以外的另一顆磁碟上。</translation>
    </message>
    <message>
        <source>The whole computer loses power: you will pull its power cord. The witness runs on a second computer.</source>
        <translation>整台電腦斷電：您將拔掉它的電源線。見證機在第二台電腦上執行。</translation>
    </message>
</context>
<context>
    <name>DriveProof::Gui::PowerLossPreflightStep</name>
    <message>
        <source>Before the test</source>
        <translation>測試之前</translation>
    </message>
    <message>
        <source>Things to know</source>
        <translation>注意事項</translation>
    </message>
    <message>
        <source>unknown</source>
        <translation>不明</translation>
    </message>
    <message>
        <source>Reading the drive&apos;s identity, write cache and health… Reading the cache or the counters may ask for your password.</source>
        <translation>正在讀取磁碟的識別資訊、寫入快取與健康狀態… 讀取快取或計數器時可能需要輸入密碼。</translation>
    </message>
    <message>
        <source>Practice with a lying drive: it acknowledges writes while they are still in its cache, and loses them at the power cut. Expect FAIL.</source>
        <translation>使用會說謊的磁碟練習：它在寫入仍在快取中時就確認寫入，並在斷電時遺失這些寫入。預期結果為未通過。</translation>
    </message>
    <message>
        <source>Practice with an honest drive: it keeps every write it acknowledged. Expect a pass of the simulated cut.</source>
        <translation>使用誠實的磁碟練習：它會保住確認過的每一筆寫入。預期模擬斷電會通過。</translation>
    </message>
    <message>
        <source>What happens:
1. DriveProof prepares a simulated drive of 16 MiB and a witness on this computer.
2. It writes numbered records, commits each one and reports it to the witness; the chart shows the commits per second.
3. Once commits flow steadily it says &quot;Pull the plug now&quot;: press &quot;Cut the power&quot;. On a real test you would pull the power cord at that moment.
4. The simulated drive starts again, DriveProof reads it back and compares it with the witness&apos;s record.
5. The report says what the drive kept and what it lost.</source>
        <translation>流程如下：
1. DriveProof 準備一個 16 MiB 的模擬磁碟，並在本機上準備一個見證機。
2. 它寫入帶編號的記錄，逐筆提交並回報給見證機；圖表會顯示每秒的提交次數。
3. 當提交穩定進行後，它會提示「現在拔掉電源插頭」：請按「切斷電源」。在真實測試中，您此時要拔掉電源線。
4. 模擬磁碟重新啟動，DriveProof 將其讀回，並與見證機的記錄比較。
5. 報告會說明磁碟保住了什麼、遺失了什麼。</translation>
    </message>
    <message>
        <source>The test cannot run: %1</source>
        <extracomment>%1 the reason</extracomment>
        <translation>無法執行測試：%1</translation>
    </message>
    <message>
        <source>DriveProof read this before the test; it compares it after the power cut.</source>
        <translation>DriveProof 在測試前讀取了這些資訊；斷電後會再次比較。</translation>
    </message>
    <message>
        <source>Drive:</source>
        <translation>磁碟：</translation>
    </message>
    <message>
        <source>Serial number:</source>
        <translation>序號：</translation>
    </message>
    <message>
        <source>Firmware:</source>
        <translation>韌體：</translation>
    </message>
    <message>
        <source>Capacity:</source>
        <translation>容量：</translation>
    </message>
    <message>
        <source>Write cache:</source>
        <translation>寫入快取：</translation>
    </message>
    <message>
        <source>Unsafe shutdowns so far:</source>
        <translation>至今的不安全關機次數：</translation>
    </message>
    <message>
        <source>the drive does not count them</source>
        <translation>磁碟不統計此數據</translation>
    </message>
    <message>
        <source>Computer:</source>
        <translation>電腦：</translation>
    </message>
    <message>
        <source>Start the test: DriveProof prepares the test area (this takes a while), connects to the witness and writes. Wait for &quot;Pull the plug now&quot;.</source>
        <translation>開始測試：DriveProof 會準備測試區域（需要一些時間），連線到見證機並開始寫入。請等候「現在拔掉電源插頭」的提示。</translation>
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
        <translation>發現的情況</translation>
    </message>
    <message>
        <source>Acknowledged writes and the power cut</source>
        <translation>已確認的寫入與斷電</translation>
    </message>
    <message>
        <source>Does this run count?</source>
        <translation>此次執行是否有效？</translation>
    </message>
    <message>
        <source>Machine and drive at the start</source>
        <translation>開始時的電腦與磁碟</translation>
    </message>
    <message>
        <source>What to do next</source>
        <translation>下一步該怎麼做</translation>
    </message>
    <message>
        <source>Export &amp;JSON…</source>
        <translation>匯出 JSON(&amp;J)…</translation>
    </message>
    <message>
        <source>Save the whole report as a JSON file</source>
        <translation>將完整報告儲存為 JSON 檔案</translation>
    </message>
    <message>
        <source>&amp;Test again</source>
        <translation>再次測試(&amp;T)</translation>
    </message>
    <message>
        <source>Practice run on a simulated drive, started %1. Nothing on your drives was tested.</source>
        <translation>在模擬磁碟上的練習執行，開始於 %1。您的磁碟都沒有受到測試。</translation>
    </message>
    <message>
        <source>Test of %1, started %2.</source>
        <translation>%1 的測試，開始於 %2。</translation>
    </message>
    <message>
        <source>The witness recorded %1 acknowledged writes; %2 blocks were checked.</source>
        <extracomment>%1 a number of writes</extracomment>
        <translation>見證機記錄了 %1 筆已確認的寫入；檢查了 %2 個區塊。</translation>
    </message>
    <message>
        <source>No acknowledged write was lost or damaged.</source>
        <translation>沒有任何已確認的寫入遺失或損毀。</translation>
    </message>
    <message>
        <source>Each dot is a write the witness heard acknowledged, at the moment it heard it; the dashed line is when the writer went silent, the estimated cut. Red dots are writes the drive lost.</source>
        <translation>每個點代表見證機收到確認的一筆寫入，位於它收到確認的時刻；虛線是寫入端停止通訊的時刻，也就是估計的斷電時刻。紅點是磁碟遺失的寫入。</translation>
    </message>
    <message>
        <source>%1 earlier writes that were kept are not drawn.</source>
        <extracomment>%1 a number of writes</extracomment>
        <translation>先前已保留的 %1 筆寫入未繪出。</translation>
    </message>
    <message>
        <source>Passed: %1</source>
        <translation>通過：%1</translation>
    </message>
    <message>
        <source>Not passed: %1</source>
        <translation>未通過：%1</translation>
    </message>
    <message>
        <source>unknown</source>
        <translation>不明</translation>
    </message>
    <message>
        <source>Computer:</source>
        <translation>電腦：</translation>
    </message>
    <message>
        <source>Drive:</source>
        <translation>磁碟：</translation>
    </message>
    <message>
        <source>Capacity:</source>
        <translation>容量：</translation>
    </message>
    <message>
        <source>Write cache:</source>
        <translation>寫入快取：</translation>
    </message>
    <message>
        <source>Commit method:</source>
        <translation>提交方式：</translation>
    </message>
    <message>
        <source>Test area:</source>
        <translation>測試區域：</translation>
    </message>
    <message>
        <source>Kernel:</source>
        <translation>核心：</translation>
    </message>
    <message>
        <source>Unsafe shutdowns before:</source>
        <translation>測試前的不安全關機次數：</translation>
    </message>
    <message>
        <source>the drive does not count them</source>
        <translation>磁碟不計算此項</translation>
    </message>
    <message>
        <source>Run id:</source>
        <translation>執行 ID：</translation>
    </message>
    <message>
        <source>This was practice. To test a real drive, run the wizard again and choose a witness on a second computer.</source>
        <translation>這只是練習。若要測試真實的磁碟，請再次執行精靈，並選擇第二台電腦上的見證機。</translation>
    </message>
    <message>
        <source>Switch the drive&apos;s write cache off (the Write cache card of the drive page) and test again: if it passes then, keep the cache off for data that matters.</source>
        <translation>關閉磁碟的寫入快取（磁碟頁面上的「寫入快取」卡片），然後再次測試：如果這樣就能通過，存放重要資料時請保持快取關閉。</translation>
    </message>
    <message>
        <source>Do not trust this drive with data that must survive a power cut; a firmware update may help. Test again after any change.</source>
        <translation>不要把必須在斷電後保全的資料交給此磁碟；更新韌體或許有幫助。做出任何變更後請再次測試。</translation>
    </message>
    <message>
        <source>Fix what the checklist names and test again.</source>
        <translation>修正檢查清單中指出的問題，然後再次測試。</translation>
    </message>
    <message>
        <source>Run the test at least five times: one passing run can be luck, five make a configuration worth trusting.</source>
        <translation>至少執行五次測試：一次通過可能只是運氣，五次通過才代表此組態值得信賴。</translation>
    </message>
    <message>
        <source>Export the report</source>
        <translation>匯出報告</translation>
    </message>
    <message>
        <source>JSON files (*.json)</source>
        <translation>JSON 檔案 (*.json)</translation>
    </message>
    <message>
        <source>Could not write %1: %2</source>
        <extracomment>%1 a file path, %2 the system&apos;s reason</extracomment>
        <translation>無法寫入 %1：%2</translation>
    </message>
    <message>
        <source>Saved %1</source>
        <extracomment>%1 a file path</extracomment>
        <translation>已儲存 %1</translation>
    </message>
    <message>
        <source>The lost tail: every commit acknowledged in the last %1 s before the cut.</source>
        <extracomment>%1 seconds, with one decimal</extracomment>
        <translation>遺失的尾端：斷電前最後 %1 秒內確認的每一次提交。</translation>
    </message>
</context>
<context>
    <name>DriveProof::Gui::PowerLossRunStep</name>
    <message>
        <source>Practice run</source>
        <translation>練習執行</translation>
    </message>
    <message>
        <source>The test runs</source>
        <translation>測試正在執行</translation>
    </message>
    <message>
        <source>Preparing the test area</source>
        <translation>正在準備測試區域</translation>
    </message>
    <message>
        <source>Commits, writes in flight and the link to the witness</source>
        <translation>提交、進行中的寫入以及與見證機的連線</translation>
    </message>
    <message>
        <source>Pull the plug now</source>
        <extracomment>shown very large once the run is warm</extracomment>
        <translation>現在拔掉電源插頭</translation>
    </message>
    <message>
        <source>Press &quot;Cut the power&quot;. On a real test you would now pull the power cord out of the computer (not press its power button).</source>
        <translation>請按「切斷電源」。在真實測試中，您此時要拔掉電腦的電源線（而不是按電源按鈕）。</translation>
    </message>
    <message>
        <source>Pull the drive&apos;s cable out now (USB or power cable of the drive only). Leave the computer running; plug the drive back in after ten seconds. The witness and its record must be on another disk.</source>
        <translation>現在拔掉磁碟的連接線（只拔磁碟的 USB 線或電源線）。讓電腦保持運作；十秒後再把磁碟插回去。見證機及其記錄必須位於另一顆磁碟上。</translation>
    </message>
    <message>
        <source>Pull the power cord out of the computer now (a laptop: its battery too). Do not press the power button and do not shut down: the drive must lose power while it is writing. Wait ten seconds, plug it back in and start the computer: DriveProof opens by itself and checks the drive.</source>
        <translation>現在拔掉電腦的電源線（筆記型電腦還要取下電池）。不要按電源按鈕，也不要關機：磁碟必須在寫入時斷電。等候十秒，重新插上電源並啟動電腦：DriveProof 會自動開啟並檢查磁碟。</translation>
    </message>
    <message>
        <source>&amp;Cut the power</source>
        <translation>切斷電源(&amp;C)</translation>
    </message>
    <message>
        <source>Simulate the power cut: the simulated drive loses what it only held in its cache</source>
        <translation>模擬斷電：模擬磁碟會遺失僅存放在其快取中的內容</translation>
    </message>
    <message>
        <source>&amp;Stop without a cut</source>
        <translation>停止，不斷電(&amp;S)</translation>
    </message>
    <message>
        <source>End the run cleanly; nothing is verified</source>
        <translation>正常結束本次執行；不會進行任何驗證</translation>
    </message>
    <message>
        <source>Starting…</source>
        <translation>正在啟動…</translation>
    </message>
    <message>
        <source>%1 commits/s · %2 commits, %3 held by the witness · %4 in flight · witness: %5</source>
        <extracomment>%1 commits per second, %2 commits done, %3 commits the witness holds, %4 writes in flight, %5 the link&apos;s state (&quot;connected&quot;)</extracomment>
        <translation>%1 次提交/秒 · %2 次提交，見證機保存 %3 次 · %4 筆進行中 · 見證機：%5</translation>
    </message>
    <message>
        <source>Commits per second</source>
        <translation>每秒提交次數</translation>
    </message>
    <message>
        <source>Checking the simulated drive: %1</source>
        <extracomment>%1 what the verifier does now</extracomment>
        <translation>正在檢查模擬磁碟：%1</translation>
    </message>
    <message>
        <source>The run failed.</source>
        <translation>執行失敗。</translation>
    </message>
</context>
<context>
    <name>DriveProof::Gui::PowerLossUi</name>
    <message>
        <source>fdatasync after each commit (what most databases use)</source>
        <translation>每次提交後執行 fdatasync（大多數資料庫使用的方式）</translation>
    </message>
    <message>
        <source>fsync after each commit (also flushes the file&apos;s metadata)</source>
        <translation>每次提交後執行 fsync（同時排清檔案的中繼資料）</translation>
    </message>
    <message>
        <source>O_DSYNC: every write is durable when it returns</source>
        <extracomment>O_DSYNC is a technical name, keep it</extracomment>
        <translation>O_DSYNC：每筆寫入在返回時即已持久化</translation>
    </message>
    <message>
        <source>O_SYNC: every write and its metadata are durable when it returns</source>
        <extracomment>O_SYNC is a technical name, keep it</extracomment>
        <translation>O_SYNC：每筆寫入及其中繼資料在返回時即已持久化</translation>
    </message>
    <message>
        <source>Passed: the drive kept every write it acknowledged</source>
        <translation>通過：磁碟保住了它確認過的每一筆寫入</translation>
    </message>
    <message>
        <source>Failed: the drive lost or damaged writes it had acknowledged</source>
        <translation>未通過：磁碟遺失或損毀了它已確認的寫入</translation>
    </message>
    <message>
        <source>Inconclusive: this run cannot prove the drive safe</source>
        <translation>無法判定：此次執行無法證明磁碟是安全的</translation>
    </message>
    <message>
        <source>on</source>
        <extracomment>the drive&apos;s write cache</extracomment>
        <translation>開啟</translation>
    </message>
    <message>
        <source>off</source>
        <extracomment>the drive&apos;s write cache</extracomment>
        <translation>關閉</translation>
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
        <translation>斷電後檢查磁碟</translation>
    </message>
    <message>
        <source>DriveProof asks the witness for its record, reads the whole test area and compares every block with what the drive acknowledged. The witness must be running and reachable.</source>
        <translation>DriveProof 會向見證機要求其記錄，讀取整個測試區域，並將每個區塊與磁碟確認過的內容比較。見證機必須正在執行且可以連線。</translation>
    </message>
    <message>
        <source>If the witness cannot be reached, start it again on the second computer (it kept its record on disk) and press &quot;Verify now&quot;. The test stays pending until it is verified or forgotten, and DriveProof opens this page at every start until then.</source>
        <translation>如果無法連線到見證機，請在第二台電腦上重新啟動它（它已將記錄保存在磁碟上），然後按「立即驗證」。在測試被驗證或捨棄之前，它會一直處於待驗證狀態，在此之前 DriveProof 每次啟動時都會開啟此頁面。</translation>
    </message>
    <message>
        <source>Verification progress</source>
        <translation>驗證進度</translation>
    </message>
    <message>
        <source>&amp;Verify now</source>
        <translation>立即驗證(&amp;V)</translation>
    </message>
    <message>
        <source>&amp;Forget this test</source>
        <translation>捨棄此測試(&amp;F)</translation>
    </message>
    <message>
        <source>Remove the pending test without verifying it</source>
        <translation>移除待驗證的測試而不進行驗證</translation>
    </message>
    <message>
        <source>• %1, started %2, witness %3</source>
        <extracomment>%1 a file or device, %2 a date and time, %3 a witness address</extracomment>
        <translation>• %1，開始於 %2，見證機 %3</translation>
    </message>
    <message>
        <source>practice run</source>
        <translation>練習執行</translation>
    </message>
    <message>
        <source>No test is waiting to be checked.</source>
        <translation>沒有等待檢查的測試。</translation>
    </message>
    <message>
        <source>Waiting to be checked (the first one is checked now):
%1</source>
        <translation>等待檢查（現在檢查第一個）：
%1</translation>
    </message>
    <message>
        <source>Starting…</source>
        <translation>正在啟動…</translation>
    </message>
</context>
<context>
    <name>DriveProof::Gui::PowerLossWitnessStep</name>
    <message>
        <source>The witness</source>
        <translation>見證機</translation>
    </message>
    <message>
        <source>A second computer records every write this drive acknowledges, so that after the power cut DriveProof knows what the drive promised.</source>
        <translation>第二台電腦會記錄此磁碟確認的每一筆寫入，讓 DriveProof 在斷電後知道磁碟承諾了什麼。</translation>
    </message>
    <message>
        <source>&amp;Another computer is the witness</source>
        <translation>由另一台電腦擔任見證機(&amp;A)</translation>
    </message>
    <message>
        <source>Witness &amp;address:</source>
        <translation>見證機位址(&amp;A)：</translation>
    </message>
    <message>
        <source>Witness address and port</source>
        <translation>見證機位址與連接埠</translation>
    </message>
    <message>
        <source>&amp;Pairing code:</source>
        <translation>配對碼(&amp;P)：</translation>
    </message>
    <message>
        <source>Pairing code</source>
        <translation>配對碼</translation>
    </message>
    <message>
        <source>On the second computer, open DriveProof&apos;s witness page (menu &quot;Power-loss witness…&quot;) or run &quot;driveproof-cli witness --listen 0.0.0.0:7070&quot; in a terminal. It shows the pairing code; type it here with its address, e.g. 192.168.1.20:7070.</source>
        <translation>在第二台電腦上開啟 DriveProof 的見證機頁面（選單「斷電測試見證機…」），或在終端機中執行「driveproof-cli witness --listen 0.0.0.0:7070」。它會顯示配對碼；請在此輸入該配對碼及其位址，例如 192.168.1.20:7070。</translation>
    </message>
    <message>
        <source>P&amp;ractice on this computer, with a simulated drive</source>
        <translation>在本機上使用模擬磁碟練習(&amp;R)</translation>
    </message>
    <message>
        <source>Learn the procedure without pulling a plug: a simulated drive, a witness on this computer and a simulated power cut. Nothing on your drives is written.</source>
        <translation>不需拔插頭即可了解整個流程：使用模擬磁碟、本機上的見證機與模擬斷電。不會寫入您的任何磁碟。</translation>
    </message>
    <message>
        <source>Simulated &amp;drive:</source>
        <translation>模擬磁碟(&amp;D)：</translation>
    </message>
    <message>
        <source>Simulated drive</source>
        <translation>模擬磁碟</translation>
    </message>
    <message>
        <source>Honest: keeps every write it acknowledged</source>
        <translation>誠實：保住確認過的每一筆寫入</translation>
    </message>
    <message>
        <source>Lying: acknowledges writes it still holds in its cache</source>
        <translation>說謊：確認仍存放在快取中的寫入</translation>
    </message>
    <message>
        <source>This is not a pairing code: it has twelve letters and digits, like K7QD-M2XF-9HBT.</source>
        <translation>這不是配對碼：配對碼由十二個字母與數字組成，例如 K7QD-M2XF-9HBT。</translation>
    </message>
</context>
<context>
    <name>DriveProof::Gui::PowerLossWizard</name>
    <message>
        <source>Power-loss test – DriveProof</source>
        <translation>斷電測試 – DriveProof</translation>
    </message>
    <message>
        <source>Power-loss test of %1 – DriveProof</source>
        <translation>%1 的斷電測試 – DriveProof</translation>
    </message>
    <message>
        <source>1. Drive and area</source>
        <translation>1. 磁碟與區域</translation>
    </message>
    <message>
        <source>2. Witness</source>
        <translation>2. 見證機</translation>
    </message>
    <message>
        <source>3. Check</source>
        <translation>3. 檢查</translation>
    </message>
    <message>
        <source>4. Run and pull the plug</source>
        <translation>4. 執行並拔掉插頭</translation>
    </message>
    <message>
        <source>5. Verify</source>
        <translation>5. 驗證</translation>
    </message>
    <message>
        <source>6. Report</source>
        <translation>6. 報告</translation>
    </message>
    <message>
        <source>&lt; &amp;Back</source>
        <translation>&lt; 上一步(&amp;B)</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>關閉</translation>
    </message>
    <message>
        <source>Current step</source>
        <translation>目前步驟</translation>
    </message>
    <message>
        <source>&amp;Next &gt;</source>
        <translation>下一步(&amp;N) &gt;</translation>
    </message>
    <message>
        <source>&amp;Check this computer &gt;</source>
        <translation>檢查本機(&amp;C) &gt;</translation>
    </message>
    <message>
        <source>&amp;Start practice</source>
        <translation>開始練習(&amp;S)</translation>
    </message>
    <message>
        <source>&amp;Start the test</source>
        <translation>開始測試(&amp;S)</translation>
    </message>
    <message>
        <source>Power-loss test</source>
        <translation>斷電測試</translation>
    </message>
    <message>
        <source>simulated drive</source>
        <translation>模擬磁碟</translation>
    </message>
    <message>
        <source>Power-loss practice on a simulated lying drive – DriveProof</source>
        <extracomment>window title while practising on the simulated drive that loses acknowledged writes</extracomment>
        <translation>斷電練習：會說謊的模擬磁碟 – DriveProof</translation>
    </message>
    <message>
        <source>Power-loss practice on a simulated honest drive – DriveProof</source>
        <extracomment>window title while practising on the simulated drive that keeps its writes</extracomment>
        <translation>斷電練習：誠實的模擬磁碟 – DriveProof</translation>
    </message>
</context>
<context>
    <name>DriveProof::Gui::ReportWindow</name>
    <message>
        <source>Drive report: %1</source>
        <extracomment>window title; %1 the report&apos;s file name</extracomment>
        <translation>磁碟報告：%1</translation>
    </message>
    <message>
        <source>Open a drive report</source>
        <translation>開啟磁碟報告</translation>
    </message>
    <message>
        <source>Drive reports (*.txt *.json *.log);;All files (*)</source>
        <extracomment>file dialog filter; keep the patterns in parentheses as they are</extracomment>
        <translation>磁碟報告 (*.txt *.json *.log);;所有檔案 (*)</translation>
    </message>
    <message>
        <source>pasted text</source>
        <extracomment>the name a report pasted from the clipboard goes by</extracomment>
        <translation>貼上的文字</translation>
    </message>
</context>
<context>
    <name>DriveProof::Gui::ResultCharts</name>
    <message>
        <source>&amp;Latency of:</source>
        <translation>顯示延遲(&amp;L)：</translation>
    </message>
    <message>
        <source>Measurement whose latency is shown</source>
        <translation>要顯示其延遲的測量項目</translation>
    </message>
</context>
<context>
    <name>DriveProof::Gui::ResultExporter</name>
    <message>
        <source>Could not write %1: %2. Choose another folder.</source>
        <extracomment>%1 a file path, %2 the system&apos;s reason</extracomment>
        <translation>無法寫入 %1：%2。請選擇其他資料夾。</translation>
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
        <translation>概覽</translation>
    </message>
    <message>
        <source>All numbers</source>
        <translation>所有數值</translation>
    </message>
    <message>
        <source>Charts</source>
        <translation>圖表</translation>
    </message>
    <message>
        <source>Export &amp;JSON…</source>
        <translation>匯出 JSON(&amp;J)…</translation>
    </message>
    <message>
        <source>Save everything this test measured, for other programs</source>
        <translation>儲存此測試測得的所有資料，供其他程式使用</translation>
    </message>
    <message>
        <source>Export &amp;CSV…</source>
        <translation>匯出 CSV(&amp;C)…</translation>
    </message>
    <message>
        <source>Save the table of numbers for a spreadsheet</source>
        <translation>儲存數值表格，供試算表使用</translation>
    </message>
    <message>
        <source>Save charts as &amp;PNG…</source>
        <translation>將圖表儲存為 PNG(&amp;P)…</translation>
    </message>
    <message>
        <source>Save a picture of each chart into a folder</source>
        <translation>將每個圖表的圖片儲存到資料夾中</translation>
    </message>
    <message>
        <source>&amp;History</source>
        <translation>歷史記錄(&amp;H)</translation>
    </message>
    <message>
        <source>Earlier runs on this drive, and comparing two of them</source>
        <translation>此磁碟先前的測試記錄，並可比較其中兩次</translation>
    </message>
    <message>
        <source>&amp;New test</source>
        <translation>新測試(&amp;N)</translation>
    </message>
    <message>
        <source>Ran on %1, started %2, took %3.</source>
        <extracomment>under a result&apos;s title; %1 where it ran, %2 date and time it started, %3 how long it took</extracomment>
        <translation>執行於 %1，開始於 %2，耗時 %3。</translation>
    </message>
    <message>
        <source>Drive: %1, serial number %2</source>
        <extracomment>the drive a result is about; %1 model (or device name), %2 serial number</extracomment>
        <translation>磁碟：%1，序號 %2</translation>
    </message>
    <message>
        <source>Drive: %1</source>
        <extracomment>the drive a result is about; %1 model or device name</extracomment>
        <translation>磁碟：%1</translation>
    </message>
    <message>
        <source>The test stopped on an error.</source>
        <translation>測試因錯誤而停止。</translation>
    </message>
    <message>
        <source>You cancelled the test before it measured anything.</source>
        <translation>您在測試測得任何資料之前取消了測試。</translation>
    </message>
    <message>
        <source>You cancelled the test. The numbers below are those of the steps that finished before that; the verdict may be incomplete.</source>
        <translation>您取消了測試。下方的數值來自取消前已完成的步驟；判定可能不完整。</translation>
    </message>
    <message>
        <source>This result could not be kept in the history: %1</source>
        <extracomment>%1 why the result could not be saved</extracomment>
        <translation>此結果無法儲存到歷史記錄中：%1</translation>
    </message>
    <message>
        <source>This result is kept in the drive&apos;s history, so you can compare it with later runs.</source>
        <translation>此結果已儲存在磁碟的歷史記錄中，方便與之後的測試比較。</translation>
    </message>
    <message>
        <source>This test measures speed and gives no verdict of its own. Compare the numbers with the drive&apos;s data sheet, or with an earlier run in the history.</source>
        <translation>此測試只測量速度，本身不提供判定。請將數值與磁碟的規格書或歷史記錄中先前的測試比較。</translation>
    </message>
    <message>
        <source>%1:</source>
        <extracomment>label of a row; %1 a measurement&apos;s name, e.g. &quot;SEQ1M Q8T1 read&quot;</extracomment>
        <translation>%1：</translation>
    </message>
    <message>
        <source>Save the charts into a folder</source>
        <translation>將圖表儲存到資料夾</translation>
    </message>
    <message>
        <source>Export the result as JSON</source>
        <translation>將結果匯出為 JSON</translation>
    </message>
    <message>
        <source>Export the numbers as CSV</source>
        <translation>將數值匯出為 CSV</translation>
    </message>
    <message>
        <source>JSON files (*.json)</source>
        <translation>JSON 檔案 (*.json)</translation>
    </message>
    <message>
        <source>CSV files (*.csv)</source>
        <translation>CSV 檔案 (*.csv)</translation>
    </message>
    <message>
        <source>Saved %1.</source>
        <extracomment>%1 a file path</extracomment>
        <translation>已儲存 %1。</translation>
    </message>
    <message numerus="yes">
        <source>Saved %n file(s) in %1.</source>
        <extracomment>%n files were written into the folder %1</extracomment>
        <translation>
            <numerusform>已將 %n 個檔案儲存到 %1。</numerusform>
        </translation>
    </message>
    <message>
        <source>Copy &amp;summary</source>
        <translation>複製摘要(&amp;S)</translation>
    </message>
    <message>
        <source>A few lines with the main numbers and the verdicts, to paste into a forum post or an issue</source>
        <translation>幾行主要數字與判定，可貼到論壇文章或問題回報中</translation>
    </message>
    <message>
        <source>Copied: the summary is on the clipboard, ready to paste.</source>
        <translation>已複製：摘要已在剪貼簿中，可以貼上。</translation>
    </message>
    <message>
        <source>Settings: %1</source>
        <extracomment>under a result&apos;s title; %1 what it ran with: &quot;128 MiB · 2 s per step · temporary file on ext4 · io_uring&quot;</extracomment>
        <translation>設定：%1</translation>
    </message>
</context>
<context>
    <name>DriveProof::Gui::ResultText</name>
    <message>
        <source>Danger</source>
        <translation>危險</translation>
    </message>
    <message>
        <source>Caution</source>
        <translation>注意</translation>
    </message>
    <message>
        <source>Good</source>
        <translation>良好</translation>
    </message>
    <message>
        <source>Note</source>
        <translation>附註</translation>
    </message>
    <message>
        <source>%L1 commits/s</source>
        <extracomment>commits per second, e.g. &quot;1,234 commits/s&quot;</extracomment>
        <translation>%L1 次提交/秒</translation>
    </message>
    <message>
        <source>a temporary file in %1</source>
        <extracomment>where a test ran; %1 the folder that held its temporary file</extracomment>
        <translation>%1 中的暫存檔</translation>
    </message>
    <message>
        <source>the device %1</source>
        <extracomment>where a test ran; %1 a device node such as /dev/sdb</extracomment>
        <translation>裝置 %1</translation>
    </message>
    <message>
        <source>an unknown target</source>
        <translation>不明的目標</translation>
    </message>
    <message>
        <source>the file %1</source>
        <extracomment>where a test ran; %1 a file path</extracomment>
        <translation>檔案 %1</translation>
    </message>
    <message>
        <source>DriveProof %1 on %2, %3</source>
        <extracomment>first line of a copied summary; %1 test name, %2 drive model or device, %3 date and time</extracomment>
        <translation>DriveProof %1，%2，%3</translation>
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
        <translation>設定：%1</translation>
    </message>
    <message>
        <source>Drive self-test</source>
        <extracomment>a drive self-test in the drive&apos;s history (the drive tested itself)</extracomment>
        <translation>磁碟機自我測試</translation>
    </message>
    <message>
        <source>Device: %1, serial number %2</source>
        <extracomment>a line of a copied summary; %1 the device node (&quot;/dev/sdb&quot;), %2 its serial number (&quot;-&quot; when it has none)</extracomment>
        <translation>裝置：%1，序號 %2</translation>
    </message>
    <message>
        <source>%1: %2 · %3 · %4 µs</source>
        <extracomment>a line of a copied summary, as a quick check&apos;s tile shows it; %1 the measurement (&quot;SEQ1M Q8T1 read&quot;), %2 its transfer rate (&quot;2,345.6 MB/s&quot;), %3 its operations per second (&quot;2,236 IOPS&quot;), %4 its mean latency in microseconds</extracomment>
        <translation>%1：%2 · %3 · %4 µs</translation>
    </message>
</context>
<context>
    <name>DriveProof::Gui::ResultTiles</name>
    <message>
        <source>Read</source>
        <extracomment>heading of the column of read rates in the quick check&apos;s tiles</extracomment>
        <translation>讀取</translation>
    </message>
    <message>
        <source>Write</source>
        <extracomment>heading of the column of write rates in the quick check&apos;s tiles</extracomment>
        <translation>寫入</translation>
    </message>
    <message>
        <source>not measured</source>
        <translation>未測量</translation>
    </message>
    <message>
        <source>%1 %2: not measured</source>
        <extracomment>read by screen readers; %1 a preset such as &quot;SEQ1M Q8T1&quot;, %2 &quot;Read&quot; or &quot;Write&quot;</extracomment>
        <translation>%1 %2：未測量</translation>
    </message>
    <message>
        <source>%1 · %2 µs</source>
        <extracomment>small line of a quick check tile; %1 operations per second (&quot;12,345 IOPS&quot;), %2 the mean latency in microseconds</extracomment>
        <translation>%1 · %2 µs</translation>
    </message>
    <message>
        <source>%1 %2: %3, %4</source>
        <extracomment>read by screen readers; %1 a preset such as &quot;SEQ1M Q8T1&quot;, %2 &quot;Read&quot; or &quot;Write&quot;, %3 the rate, e.g. &quot;2,345.6 MB/s&quot;, %4 IOPS and latency, e.g. &quot;2,236 IOPS · 3,577 µs&quot;</extracomment>
        <translation>%1 %2：%3，%4</translation>
    </message>
</context>
<context>
    <name>DriveProof::Gui::RunPage</name>
    <message>
        <source>Progress</source>
        <translation>進度</translation>
    </message>
    <message>
        <source>&amp;Show:</source>
        <translation>顯示(&amp;S)：</translation>
    </message>
    <message>
        <source>Commits per second</source>
        <translation>每秒提交次數</translation>
    </message>
    <message>
        <source>IOPS</source>
        <translation>IOPS</translation>
    </message>
    <message>
        <source>What the chart shows</source>
        <translation>圖表顯示的內容</translation>
    </message>
    <message>
        <source>You can go on using DriveProof meanwhile. Other programs that use this drive now slow the test down and change its numbers.</source>
        <translation>在此期間您可以繼續使用 DriveProof。此時其他正在使用此磁碟的程式會拖慢測試並影響測得的數值。</translation>
    </message>
    <message>
        <source>Cancelling…</source>
        <translation>正在取消…</translation>
    </message>
    <message>
        <source>&amp;Cancel test</source>
        <translation>取消測試(&amp;C)</translation>
    </message>
    <message>
        <source>Stop the test now; the steps that finished are kept</source>
        <translation>立即停止測試；已完成的步驟會保留下來</translation>
    </message>
    <message>
        <source>In a temporary file in %1, removed afterwards.</source>
        <extracomment>where a test runs; %1 a folder</extracomment>
        <translation>在 %1 中的暫存檔上進行，結束後刪除。</translation>
    </message>
    <message>
        <source>On the file %1.</source>
        <extracomment>where a test runs; %1 a file</extracomment>
        <translation>在檔案 %1 上進行。</translation>
    </message>
    <message>
        <source>On the device %1, writing over its contents.</source>
        <extracomment>where a test runs; %1 a device node</extracomment>
        <translation>在裝置 %1 上進行，會覆寫其中的內容。</translation>
    </message>
    <message>
        <source>On the device %1, only reading.</source>
        <extracomment>where a test runs; %1 a device node</extracomment>
        <translation>在裝置 %1 上進行，只讀取。</translation>
    </message>
    <message>
        <source>Cancelling: waiting for the drive to finish the I/O in flight, then removing the temporary file…</source>
        <translation>正在取消：等待磁碟完成進行中的 I/O，然後刪除暫存檔…</translation>
    </message>
    <message>
        <source>Starting…</source>
        <translation>正在啟動…</translation>
    </message>
    <message>
        <source>About %1 left</source>
        <extracomment>time left in a running test; %1 minutes:seconds, e.g. 1:23</extracomment>
        <translation>剩餘約 %1</translation>
    </message>
    <message>
        <source>Time left: not known yet</source>
        <translation>剩餘時間：尚不明確</translation>
    </message>
    <message>
        <source>Now: %L1 commits per second</source>
        <extracomment>the last measured rate of a commit test; %1 commits per second</extracomment>
        <translation>目前：每秒 %L1 次提交</translation>
    </message>
    <message>
        <source>Now: %1, %2</source>
        <extracomment>the last measured numbers; %1 a rate (MB/s or MiB/s), %2 operations per second (IOPS)</extracomment>
        <translation>目前：%1，%2</translation>
    </message>
</context>
<context>
    <name>DriveProof::Gui::SelfTestPanel</name>
    <message numerus="yes">
        <source>about %n minute(s)</source>
        <extracomment>%n the number of minutes the drive says a self-test takes</extracomment>
        <translation>
            <numerusform>約 %n 分鐘</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <extracomment>a self-test button: %1 its kind (&quot;Short test&quot;), %2 its duration</extracomment>
        <translation>%1（%2）</translation>
    </message>
    <message>
        <source>Short test</source>
        <translation>簡短測試</translation>
    </message>
    <message>
        <source>Extended test</source>
        <translation>延伸測試</translation>
    </message>
    <message>
        <source>Conveyance test</source>
        <translation>運送測試</translation>
    </message>
    <message>
        <source>Abort self-test</source>
        <translation>中止自我測試</translation>
    </message>
    <message>
        <source>running, %1% done</source>
        <extracomment>%1 how far the running self-test is, in percent</extracomment>
        <translation>執行中，已完成 %1%</translation>
    </message>
    <message>
        <source>The drive runs the test by itself: you may close this window.</source>
        <translation>測試由磁碟機自行執行：您可以關閉此視窗。</translation>
    </message>
    <message>
        <source>no self-test running</source>
        <extracomment>%1 the last self-test&apos;s result in words</extracomment>
        <translation>沒有正在執行的自我測試</translation>
    </message>
    <message>
        <source>Last result: %1</source>
        <translation>上次結果：%1</translation>
    </message>
</context>
<context>
    <name>DriveProof::Gui::SettingsDialog</name>
    <message>
        <source>Preferences</source>
        <translation>偏好設定</translation>
    </message>
    <message>
        <source>&amp;Language:</source>
        <translation>語言(&amp;L)：</translation>
    </message>
    <message>
        <source>System default (%1)</source>
        <extracomment>first entry of the language list; %1 the language the system asks for, in its own name, e.g. &quot;Deutsch&quot;</extracomment>
        <translation>系統預設（%1）</translation>
    </message>
    <message>
        <source>The language of DriveProof&apos;s windows. A change applies at once and is kept for the next start. The system default follows the LANGUAGE and LANG environment variables.</source>
        <translation>DriveProof 視窗使用的語言。變更會立即生效，並於下次啟動時保留。「系統預設」依循 LANGUAGE 與 LANG 環境變數。</translation>
    </message>
    <message>
        <source>&amp;Transfer rates in:</source>
        <translation>傳輸速率單位(&amp;T)：</translation>
    </message>
    <message>
        <source>Drive makers and most benchmarks count a megabyte as 1,000,000 bytes; many file managers count a mebibyte, 1,048,576 bytes.</source>
        <translation>磁碟廠商與大多數效能測試將 1 百萬位元組（MB）計為 1,000,000 位元組；許多檔案管理程式則以百萬二進位位元組（MiB）計算，即 1,048,576 位元組。</translation>
    </message>
    <message>
        <source>Default test si&amp;ze:</source>
        <translation>預設測試大小(&amp;Z)：</translation>
    </message>
    <message>
        <source>What the test picker offers first. You can still choose another size for each test there.</source>
        <translation>測試選擇畫面最先提供的值。您仍可在那裡為每項測試選擇其他大小。</translation>
    </message>
    <message>
        <source>Default time per st&amp;ep (seconds):</source>
        <translation>預設每個步驟的時間（秒）(&amp;E)：</translation>
    </message>
    <message>
        <source>How long each measurement of a test runs, as the test picker offers it first.</source>
        <translation>測試中每次測量執行的時間，也就是測試選擇畫面最先提供的值。</translation>
    </message>
    <message>
        <source>MB/s (megabytes, 10⁶ bytes)</source>
        <extracomment>a choice of unit; 1 MB = 1,000,000 bytes</extracomment>
        <translation>MB/s（百萬位元組，10⁶ 位元組）</translation>
    </message>
    <message>
        <source>MiB/s (mebibytes, 2²⁰ bytes)</source>
        <extracomment>a choice of unit; 1 MiB = 1,048,576 bytes</extracomment>
        <translation>MiB/s（百萬二進位位元組，2²⁰ 位元組）</translation>
    </message>
    <message>
        <source>Each test&apos;s own</source>
        <extracomment>the default test size: each test&apos;s own (1 GiB; 4 GiB for the sustained write)</extracomment>
        <translation>各測試自己的預設值</translation>
    </message>
</context>
<context>
    <name>DriveProof::Gui::StatusPage</name>
    <message>
        <source>Looking for drives</source>
        <translation>正在尋找磁碟</translation>
    </message>
    <message>
        <source>Looking for drives…</source>
        <translation>正在尋找磁碟…</translation>
    </message>
    <message>
        <source>Reading what the kernel knows about each drive.</source>
        <translation>正在讀取核心所知的各個磁碟資訊。</translation>
    </message>
    <message>
        <source>No drives found</source>
        <translation>找不到磁碟</translation>
    </message>
    <message>
        <source>&amp;Refresh</source>
        <translation>重新整理(&amp;R)</translation>
    </message>
    <message>
        <source>DriveProof could not find a drive it can read. This happens when:</source>
        <translation>DriveProof 找不到可以讀取的磁碟。以下情況會造成這種現象：</translation>
    </message>
    <message>
        <source>• No drive is connected. Connect one and press Refresh (F5); a USB drive may take a few seconds to appear.</source>
        <extracomment>list item of the empty state</extracomment>
        <translation>• 沒有連接磁碟。請連接磁碟並按「重新整理」(F5)；USB 磁碟可能需要幾秒鐘才會出現。</translation>
    </message>
    <message>
        <source>• DriveProof runs in a container or sandbox (Docker, Flatpak, Snap) that hides the machine&apos;s drives (/sys/block and /dev). Run it on the host instead, or give the sandbox access to the drives.</source>
        <extracomment>list item of the empty state</extracomment>
        <translation>• DriveProof 在隱藏了本機磁碟（/sys/block 與 /dev）的容器或沙箱（Docker、Flatpak、Snap）中執行。請改在主機上執行，或允許沙箱存取磁碟。</translation>
    </message>
    <message>
        <source>• It is not allowed to read the drives&apos; details: the system limits access to /sys or /dev. Ask the administrator, or run driveproof-cli list to see what the kernel reports.</source>
        <extracomment>list item of the empty state</extracomment>
        <translation>• 沒有讀取磁碟詳細資訊的權限：系統限制了對 /sys 或 /dev 的存取。請詢問系統管理員，或執行 driveproof-cli list 查看核心回報的內容。</translation>
    </message>
    <message>
        <source>• udisks2 is not running, so only the kernel was asked. Start it with &quot;systemctl start udisks2&quot; and press Refresh.</source>
        <extracomment>list item of the empty state; &quot;systemctl start udisks2&quot; is a command, keep it</extracomment>
        <translation>• udisks2 未執行，因此只詢問了核心。請以「systemctl start udisks2」啟動它，然後按「重新整理」。</translation>
    </message>
</context>
<context>
    <name>DriveProof::Gui::TableCopy</name>
    <message>
        <source>&amp;Copy</source>
        <translation>複製(&amp;C)</translation>
    </message>
    <message>
        <source>Copy as &amp;Markdown</source>
        <translation>複製為 Markdown(&amp;M)</translation>
    </message>
</context>
<context>
    <name>DriveProof::Gui::TestCard</name>
    <message>
        <source>Test this drive</source>
        <translation>測試此磁碟</translation>
    </message>
    <message>
        <source>Measure how fast this drive commits, streams and seeks, and whether its cache acknowledges writes before they are safe. Tests write only to a temporary file in a folder you choose, unless you ask for the raw device; they run in a window of their own.</source>
        <translation>測量此磁碟提交、循序讀寫與隨機存取的速度，以及其快取是否在寫入真正安全之前就回報完成。除非您要求使用原始裝置，否則測試只會寫入您所選資料夾中的暫存檔；測試會在獨立的視窗中執行。</translation>
    </message>
    <message>
        <source>Co&amp;mmit rate…</source>
        <translation>提交速率(&amp;M)…</translation>
    </message>
    <message>
        <source>How many durable commits per second, like pg_test_fsync</source>
        <translation>每秒可完成多少次持久提交，類似 pg_test_fsync</translation>
    </message>
    <message>
        <source>Hi&amp;story…</source>
        <translation>歷史記錄(&amp;S)…</translation>
    </message>
    <message>
        <source>Earlier runs on this drive, and comparing two of them</source>
        <translation>此磁碟上的歷史執行，以及其中兩次的比較</translation>
    </message>
    <message>
        <source>A test is running on this drive; its window shows how far it got.</source>
        <translation>此磁碟上正在執行測試；其視窗中顯示了進度。</translation>
    </message>
    <message>
        <source>&amp;All tests…</source>
        <translation>所有測試(&amp;A)…</translation>
    </message>
</context>
<context>
    <name>DriveProof::Gui::TestCatalog</name>
    <message>
        <source>Power-loss test</source>
        <translation>斷電測試</translation>
    </message>
    <message>
        <source>CrystalDiskMark&apos;s four tests in one go: sequential reads and writes in 1 MiB blocks with 8 and with 1 request in flight, then random 4 KiB reads and writes with 32 and with 1 request in flight. The quickest way to see whether a drive performs as its box promises.</source>
        <translation>一次完成 CrystalDiskMark 的四項測試：以 1 MiB 區塊進行循序讀寫（分別有 8 個與 1 個同時進行的要求），接著進行 4 KiB 隨機讀寫（分別有 32 個與 1 個同時進行的要求）。這是檢查磁碟效能是否符合包裝標示的最快方法。</translation>
    </message>
    <message>
        <source>How many times per second the drive durably commits a small write, measured like PostgreSQL&apos;s pg_test_fsync: every sync method, 8 kB and 16 kB commits, and plain writes as a baseline. It also counts the flushes that reach the drive. A hard disk that commits faster than its platters turn has a cache that acknowledges writes before they are safe.</source>
        <translation>磁碟每秒能持久提交多少次小量寫入，測量方式與 PostgreSQL 的 pg_test_fsync 相同：涵蓋所有同步方式、8 kB 與 16 kB 提交，並以一般寫入作為基準。它也會計算到達磁碟的排清指令數。如果傳統硬碟的提交速度比碟片轉動還快，代表它的快取在寫入真正安全之前就確認了寫入。</translation>
    </message>
    <message>
        <source>Sequential reads and writes in 1 MiB blocks, with 8 and with 1 request in flight: the rate at which large files are copied.</source>
        <translation>以 1 MiB 區塊進行循序讀寫，分別使用 8 個與 1 個同時進行的要求：也就是複製大型檔案時的速率。</translation>
    </message>
    <message>
        <source>Writes the whole test area once, from start to end, and draws the rate as it fills. Many SSDs write fast only until their cache is full, then slow down: choose a test size larger than that cache, tens of gigabytes on a large SSD.</source>
        <translation>從頭到尾將整個測試區域寫入一遍，並繪出寫滿過程中的速率。許多 SSD 只在快取寫滿之前寫得很快，之後就會變慢：請選擇大於該快取的測試大小，大容量 SSD 需要數十 GB。</translation>
    </message>
    <message>
        <source>Reads the whole test area from start to end and draws the rate by position. A hard disk is faster at its outer edge; dips and stalls point to areas that need retries.</source>
        <translation>從頭到尾讀取整個測試區域，並依位置繪出速率。傳統硬碟在外圈較快；速率下降與停頓代表那些區域需要重試。</translation>
    </message>
    <message>
        <source>Random 4 KiB reads, writes and a mix of 70% reads, with 1 and with 32 requests in flight: what databases, virtual machines and starting programs feel.</source>
        <translation>4 KiB 隨機讀取、寫入以及 70% 讀取的混合負載，分別使用 1 個與 32 個同時進行的要求：也就是資料庫、虛擬機器與程式啟動時的實際感受。</translation>
    </message>
    <message>
        <source>Random I/O at every block size from 512 bytes to 16 MiB: where the drive reaches its best transfer rate, and how its operations per second fall as blocks grow.</source>
        <translation>從 512 位元組到 16 MiB 各種區塊大小下的隨機 I/O：磁碟在哪個區塊大小達到最佳傳輸速率，以及每秒操作次數如何隨區塊變大而下降。</translation>
    </message>
    <message>
        <source>Random I/O with 1 to 256 requests in flight: how much parallelism the drive needs to give its best.</source>
        <translation>同時進行的要求數從 1 到 256 的隨機 I/O：磁碟需要多大的平行度才能發揮最佳效能。</translation>
    </message>
    <message>
        <source>Random I/O from 1 to 96 threads: how the drive and the kernel cope with many programs at once.</source>
        <translation>從 1 到 96 個執行緒的隨機 I/O：磁碟與核心如何應付大量程式同時存取。</translation>
    </message>
    <message>
        <source>Reads the same random blocks twice, with an idle time in between. A hybrid drive (SSHD) or a tiered cache moves hot data to flash meanwhile, so the second pass is much faster.</source>
        <translation>對相同的隨機區塊讀取兩次，中間間隔一段閒置時間。混合式硬碟（SSHD）或分層快取會在此期間將熱資料搬到快閃記憶體，因此第二輪會快得多。</translation>
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
            <numerusform>%n 分鐘</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 h %2 min</source>
        <extracomment>a duration, rounded; %1 hours, %2 minutes</extracomment>
        <translation>%1 小時 %2 分鐘</translation>
    </message>
    <message>
        <source>Checks whether the drive keeps the writes it acknowledged when the power is cut: DriveProof writes numbered records, you pull the plug, and after the restart it checks what survived. A second computer keeps the witness&apos;s record of every acknowledged write; you can also practise on this computer with a simulated drive. It writes to a test file (or, with your confirmation, a partition) and takes a few minutes plus a restart.</source>
        <translation>檢查斷電時磁碟是否保住了它確認過的寫入：DriveProof 寫入帶編號的記錄，由您拔掉電源插頭，重新開機後檢查哪些內容被保住了。第二台電腦擔任見證機，記錄每一筆已確認的寫入；您也可以在本機上使用模擬磁碟練習。它會寫入一個測試檔案（或在您確認後寫入一個分割區），需時幾分鐘外加一次重新開機。</translation>
    </message>
</context>
<context>
    <name>DriveProof::Gui::TestWindow</name>
    <message>
        <source>Test %1 – DriveProof</source>
        <extracomment>window title; %1 the drive&apos;s name (model)</extracomment>
        <translation>測試 %1 – DriveProof</translation>
    </message>
</context>
<context>
    <name>DriveProof::Gui::TopologyCard</name>
    <message>
        <source>Topology</source>
        <translation>拓撲</translation>
    </message>
    <message>
        <source>Size</source>
        <translation>大小</translation>
    </message>
    <message>
        <source>The kernel reports no size: the drive may have no medium inserted.</source>
        <translation>核心沒有回報大小：磁碟中可能沒有放入媒體。</translation>
    </message>
    <message>
        <source>Logical sector</source>
        <translation>邏輯磁區</translation>
    </message>
    <message>
        <source>The smallest unit the drive can address.</source>
        <translation>磁碟可定址的最小單位。</translation>
    </message>
    <message>
        <source>Physical sector</source>
        <translation>實體磁區</translation>
    </message>
    <message>
        <source>The unit the drive writes internally. Partitions should start on a multiple of it.</source>
        <translation>磁碟內部寫入的單位。分割區應從它的整數倍處開始。</translation>
    </message>
    <message>
        <source>Minimum I/O</source>
        <translation>最小 I/O</translation>
    </message>
    <message>
        <source>Optimal I/O</source>
        <translation>最佳 I/O</translation>
    </message>
    <message>
        <source>not reported</source>
        <translation>未回報</translation>
    </message>
    <message>
        <source>The drive states no preferred I/O size; most drives do not.</source>
        <translation>磁碟沒有宣告偏好的 I/O 大小；大多數磁碟都不會宣告。</translation>
    </message>
    <message>
        <source>Alignment offset</source>
        <translation>對齊位移</translation>
    </message>
    <message>
        <source>How far sector 0 sits past a physical-sector boundary. Almost always 0.</source>
        <translation>磁區 0 超出實體磁區邊界的距離。幾乎都是 0。</translation>
    </message>
    <message>
        <source>What the kernel believes: with &quot;write back&quot; it asks the drive to flush its cache. The drive&apos;s own setting can differ.</source>
        <translation>核心的認定：若為「write back」，核心會要求磁碟排清其快取。磁碟本身的設定可能與此不同。</translation>
    </message>
    <message>
        <source>Write cache (kernel view)</source>
        <translation>寫入快取（核心所見）</translation>
    </message>
    <message>
        <source>The kernel does not report a write-cache mode for this device.</source>
        <translation>核心沒有回報此裝置的寫入快取模式。</translation>
    </message>
    <message>
        <source>FUA</source>
        <translation>FUA</translation>
    </message>
    <message>
        <source>Forced Unit Access: the kernel can ask for single writes to reach stable media without flushing the whole cache.</source>
        <translation>Forced Unit Access（強制單元存取）：核心可以要求單筆寫入直接到達永久儲存媒體，而不必排清整個快取。</translation>
    </message>
    <message>
        <source>The kernel did not report this value.</source>
        <translation>核心沒有回報此值。</translation>
    </message>
    <message>
        <source>only its partitions, see Partitions</source>
        <extracomment>&quot;Mounted on&quot; of a whole drive whose partitions (not the drive) are mounted</extracomment>
        <translation>僅其分割區已掛載，請見「分割區」</translation>
    </message>
    <message>
        <source>not mounted</source>
        <translation>未掛載</translation>
    </message>
    <message>
        <source>Mounted on</source>
        <translation>掛載點</translation>
    </message>
    <message>
        <source>Held by</source>
        <translation>佔用者</translation>
    </message>
    <message>
        <source>nothing</source>
        <translation>無</translation>
    </message>
    <message>
        <source>Device-mapper, RAID or LVM devices stacked on the whole drive.</source>
        <translation>疊加在整個磁碟之上的 device-mapper、RAID 或 LVM 裝置。</translation>
    </message>
    <message>
        <source>%1: %2 (in use)</source>
        <extracomment>one LBA format in the list; %1 its number, %2 its sizes and speed</extracomment>
        <translation>%1：%2（使用中）</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <extracomment>one LBA format in the list; %1 its number, %2 its sizes and speed</extracomment>
        <translation>%1：%2</translation>
    </message>
    <message>
        <source>LBA formats</source>
        <translation>LBA 格式</translation>
    </message>
    <message>
        <source>The sector sizes this NVMe namespace can be formatted with, and how fast the drive itself says each is (Identify Namespace). Changing it erases the namespace; DriveProof never does.</source>
        <translation>此 NVMe 命名空間可格式化成的磁區大小，以及磁碟機自己標示的各自速度 (Identify Namespace)。變更會清除該命名空間；DriveProof 絕不這麼做。</translation>
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
        <translation>各層</translation>
    </message>
    <message>
        <source>Reaches the drive</source>
        <translation>到達磁碟</translation>
    </message>
    <message>
        <source>reading…</source>
        <translation>正在讀取…</translation>
    </message>
    <message>
        <source>yes</source>
        <translation>是</translation>
    </message>
    <message>
        <source>to the loop device&apos;s backing file</source>
        <translation>到 loop 裝置的後備檔案為止</translation>
    </message>
    <message>
        <source>no: a layer drops it</source>
        <translation>否：某一層丟棄了它</translation>
    </message>
    <message>
        <source>no: the drive does not take it</source>
        <translation>否：磁碟不接受</translation>
    </message>
    <message>
        <source>unknown</source>
        <translation>未知</translation>
    </message>
    <message>
        <source>enabled</source>
        <translation>已啟用</translation>
    </message>
    <message>
        <source>disabled</source>
        <translation>已停用</translation>
    </message>
    <message>
        <source>masked</source>
        <translation>已遮蔽</translation>
    </message>
    <message>
        <source>not installed</source>
        <translation>未安裝</translation>
    </message>
    <message>
        <source>%1 (systemd is not running)</source>
        <extracomment>%1 the timer&apos;s state, e.g. &quot;enabled&quot;</extracomment>
        <translation>%1（systemd 未執行）</translation>
    </message>
    <message>
        <source>fstrim.timer</source>
        <translation>fstrim.timer</translation>
    </message>
    <message>
        <source>From %1:</source>
        <extracomment>heading of one way down the block stack; %1 the device at its top</extracomment>
        <translation>來自 %1：</translation>
    </message>
    <message>
        <source>%1: no discard limits shown</source>
        <extracomment>%1 a device and its kind, e.g. &quot;/dev/sda (disk)&quot;</extracomment>
        <translation>%1：未顯示 discard 限制</translation>
    </message>
    <message>
        <source>%1: drops discards</source>
        <extracomment>%1 a device and its kind, e.g. &quot;/dev/mapper/luks-1 (dm-crypt)&quot;</extracomment>
        <translation>%1：丟棄 discard</translation>
    </message>
    <message>
        <source>%1: passes discards, granularity %2, up to %3</source>
        <extracomment>%1 a device and its kind, %2 discard granularity, %3 largest discard, e.g. &quot;4.0 KiB&quot;, &quot;2.0 GiB&quot;</extracomment>
        <translation>%1：傳遞 discard，粒度 %2，最大 %3</translation>
    </message>
</context>
<context>
    <name>DriveProof::Gui::UsagePanel</name>
    <message>
        <source>Is it new? %1</source>
        <extracomment>&quot;Is it new?&quot; and the verdict: new, used, possibly reset</extracomment>
        <translation>是新的嗎？%1</translation>
    </message>
    <message>
        <source>The rating could not be kept: %1 cannot be written.</source>
        <extracomment>%1 the file DriveProof keeps what it remembers about drives in</extracomment>
        <translation>無法保存額定值：無法寫入 %1。</translation>
    </message>
    <message>
        <source>Rated &amp;endurance:</source>
        <extracomment>the endurance the maker rates the drive&apos;s model for, in terabytes written</extracomment>
        <translation>額定耐久度(&amp;E)：</translation>
    </message>
    <message>
        <source> TBW</source>
        <extracomment>unit after the endurance field: terabytes written</extracomment>
        <translation> TBW</translation>
    </message>
    <message>
        <source>not entered</source>
        <extracomment>shown in the endurance field while no rating is kept for the model</extracomment>
        <translation>未輸入</translation>
    </message>
    <message>
        <source>&amp;Remember for this model</source>
        <translation>為此型號記住(&amp;R)</translation>
    </message>
    <message>
        <source>The terabytes written (TBW) the maker&apos;s data sheet rates this model for. Kept for every drive of the same model.</source>
        <translation>製造商規格書為此型號標定的寫入總量（TBW，兆位元組）。對同一型號的每個磁碟機都適用。</translation>
    </message>
</context>
<context>
    <name>DriveProof::Gui::WitnessPage</name>
    <message>
        <source>DriveProof cannot be a witness on %1.</source>
        <extracomment>%1 an address such as 0.0.0.0:7070</extracomment>
        <translation>DriveProof 無法在 %1 上擔任見證機。</translation>
    </message>
    <message>
        <source>%1: run %2 started.</source>
        <extracomment>%1 a time, %2 a short run id</extracomment>
        <translation>%1：執行 %2 已開始。</translation>
    </message>
    <message>
        <source>%1: run %2 came back.</source>
        <translation>%1：執行 %2 已恢復。</translation>
    </message>
    <message>
        <source>%1: run %2 went silent: the estimated power cut.</source>
        <translation>%1：執行 %2 停止了通訊，也就是估計的斷電時刻。</translation>
    </message>
    <message>
        <source>%1: run %2 stopped on a write error: %3</source>
        <translation>%1：執行 %2 因寫入錯誤而停止：%3</translation>
    </message>
    <message>
        <source>%1: run %2 ended cleanly, without a power cut.</source>
        <translation>%1：執行 %2 已正常結束，沒有斷電。</translation>
    </message>
    <message>
        <source>%1: the result of run %2 arrived.</source>
        <translation>%1：執行 %2 的結果已送達。</translation>
    </message>
    <message>
        <source>%1: refused a connection: %2</source>
        <extracomment>%1 a time, %2 why a connection was refused</extracomment>
        <translation>%1：拒絕了一個連線：%2</translation>
    </message>
    <message>
        <source>%1: the journal cannot be written: %2</source>
        <translation>%1：無法寫入日誌：%2</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1（%2）</translation>
    </message>
    <message>
        <source>journal damaged</source>
        <translation>日誌已損毀</translation>
    </message>
    <message>
        <source>write error</source>
        <translation>寫入錯誤</translation>
    </message>
    <message>
        <source>ended cleanly</source>
        <translation>已正常結束</translation>
    </message>
    <message>
        <source>silent: power cut?</source>
        <translation>無通訊：斷電？</translation>
    </message>
    <message>
        <source>connected, writing</source>
        <translation>已連線，正在寫入</translation>
    </message>
    <message>
        <source>connected, preparing</source>
        <translation>已連線，正在準備</translation>
    </message>
    <message>
        <source>waiting for the writer</source>
        <translation>正在等候寫入端</translation>
    </message>
    <message>
        <source>%1 (%2 s ago)</source>
        <extracomment>%1 a clock time, %2 seconds ago</extracomment>
        <translation>%1（%2 秒前）</translation>
    </message>
    <message>
        <source>received</source>
        <translation>已接收</translation>
    </message>
    <message>
        <source>Pairing code %1</source>
        <translation>配對碼 %1</translation>
    </message>
    <message>
        <source>&amp;Stop witness</source>
        <translation>停止見證機(&amp;S)</translation>
    </message>
    <message>
        <source>&amp;Start witness</source>
        <translation>啟動見證機(&amp;S)</translation>
    </message>
    <message>
        <source>Listening on port %1. The record of each run is kept in %2.</source>
        <extracomment>%1 a port number, %2 a folder</extracomment>
        <translation>正在接聽連接埠 %1。每次執行的記錄保存在 %2 中。</translation>
    </message>
    <message>
        <source>Not listening.</source>
        <translation>未在接聽。</translation>
    </message>
    <message>
        <source>Power-loss witness – DriveProof</source>
        <translation>斷電測試見證機 – DriveProof</translation>
    </message>
    <message>
        <source>Be the witness of a power-loss test</source>
        <translation>擔任斷電測試的見證機</translation>
    </message>
    <message>
        <source>The computer whose drive is tested reports every write its drive acknowledges to this one, over the network. After the power cut, this record shows which acknowledged writes the drive lost. Keep this computer running and its power on during the test.</source>
        <translation>受測磁碟所在的電腦會透過網路，將其磁碟確認的每一筆寫入回報給本機。斷電後，這份記錄會顯示磁碟遺失了哪些已確認的寫入。測試期間請讓本機保持運作且不要斷電。</translation>
    </message>
    <message>
        <source>&amp;Listen on:</source>
        <translation>接聽位址(&amp;L)：</translation>
    </message>
    <message>
        <source>Address and port to listen on</source>
        <translation>要接聽的位址與連接埠</translation>
    </message>
    <message>
        <source>0.0.0.0:7070 listens on every network of this computer</source>
        <translation>0.0.0.0:7070 會在本機的所有網路上接聽</translation>
    </message>
    <message>
        <source>Pairing code</source>
        <translation>配對碼</translation>
    </message>
    <message>
        <source>&amp;New code</source>
        <translation>新配對碼(&amp;N)</translation>
    </message>
    <message>
        <source>On the computer under test, open the power-loss test and type this computer&apos;s address (port included) and this code. From a terminal: &quot;driveproof-cli powerloss run --witness ADDRESS:PORT&quot;. Instead of this page you may run &quot;driveproof-cli witness&quot; here.</source>
        <translation>在受測電腦上開啟斷電測試，輸入本機的位址（包括連接埠）與此配對碼。若使用終端機：「driveproof-cli powerloss run --witness ADDRESS:PORT」。您也可以不使用此頁面，而在本機上執行「driveproof-cli witness」。</translation>
    </message>
    <message>
        <source>Runs</source>
        <translation>執行</translation>
    </message>
    <message>
        <source>Run</source>
        <translation>執行</translation>
    </message>
    <message>
        <source>Computer</source>
        <translation>電腦</translation>
    </message>
    <message>
        <source>State</source>
        <translation>狀態</translation>
    </message>
    <message>
        <source>Commits</source>
        <translation>提交</translation>
    </message>
    <message>
        <source>Silent since</source>
        <extracomment>a column: when the writer went silent, the estimated power cut</extracomment>
        <translation>停止通訊時間</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>結果</translation>
    </message>
    <message>
        <source>Runs this witness records</source>
        <translation>此見證機記錄的執行</translation>
    </message>
    <message>
        <source>Last event</source>
        <translation>最近事件</translation>
    </message>
    <message>
        <source>On the computer under test, type one of these witness addresses: %1</source>
        <extracomment>%1 this computer&apos;s addresses with the port, e.g. &quot;192.0.2.7:7070, 10.0.0.2:7070&quot;</extracomment>
        <translation>請在受測電腦上輸入下列見證機位址之一：%1</translation>
    </message>
</context>
<context>
    <name>DriveProof::Gui::WriteCacheCard</name>
    <message>
        <source>Write cache</source>
        <translation>寫入快取</translation>
    </message>
    <message>
        <source>Keep after reboot</source>
        <translation>重新開機後保留</translation>
    </message>
    <message>
        <source>A volatile write cache makes writes fast but can lose data that was already acknowledged if power fails. With the cache on, commits are safe only while the kernel sends flushes and the drive obeys them; with it off, every write reaches the media before it is acknowledged.</source>
        <translation>揮發性寫入快取能加快寫入速度，但斷電時可能遺失已確認的資料。快取開啟時，只有在核心傳送排清指令且磁碟確實遵從時，提交才是安全的；快取關閉時，每筆寫入都會先寫到媒體上，才會被確認。</translation>
    </message>
    <message>
        <source>Waiting for permission… If a password dialog opened, answer it there.</source>
        <translation>正在等待授權… 如果出現了密碼對話方塊，請在其中回應。</translation>
    </message>
    <message>
        <source>Switching…</source>
        <translation>正在切換…</translation>
    </message>
    <message>
        <source>The drive did not take the new setting: its cache is still off.</source>
        <translation>磁碟沒有套用新設定：其快取仍為關閉。</translation>
    </message>
    <message>
        <source>The drive did not take the new setting: its cache is still on.</source>
        <translation>磁碟沒有套用新設定：其快取仍為開啟。</translation>
    </message>
    <message>
        <source>Done: the drive&apos;s cache is on now (read again from the drive).</source>
        <translation>完成：磁碟的快取現已開啟（已從磁碟重新讀取）。</translation>
    </message>
    <message>
        <source>Done: the drive&apos;s cache is off now (read again from the drive).</source>
        <translation>完成：磁碟的快取現已關閉（已從磁碟重新讀取）。</translation>
    </message>
    <message>
        <source>Drive&apos;s cache</source>
        <translation>磁碟快取</translation>
    </message>
    <message>
        <source>reading…</source>
        <translation>正在讀取…</translation>
    </message>
    <message>
        <source>The drive&apos;s setting could not be read; see below.</source>
        <translation>無法讀取磁碟的設定；請見下方說明。</translation>
    </message>
    <message>
        <source>Read from</source>
        <translation>讀取自</translation>
    </message>
    <message>
        <source>Kernel view only: there is no drive-level cache that DriveProof could read or switch here.</source>
        <translation>僅有核心所見的狀態：這裡沒有 DriveProof 可讀取或切換的磁碟層級快取。</translation>
    </message>
    <message>
        <source>This drive has no volatile write cache: every write goes to the media before it is acknowledged. There is nothing to switch.</source>
        <translation>此磁碟沒有揮發性寫入快取：每筆寫入在確認前都會寫到媒體上。沒有可切換的項目。</translation>
    </message>
    <message>
        <source>This drive does not allow its write cache setting to be changed. Its maker&apos;s tool may offer a way.</source>
        <translation>此磁碟不允許變更其寫入快取設定。廠商的工具程式或許可以變更。</translation>
    </message>
    <message>
        <source>The drive did not report whether its cache is on, so DriveProof offers no switch.</source>
        <translation>磁碟沒有回報其快取是否開啟，因此 DriveProof 不提供切換開關。</translation>
    </message>
    <message>
        <source>does not apply</source>
        <translation>不適用</translation>
    </message>
    <message>
        <source>Only a real drive has a cache of its own; see the note below.</source>
        <translation>只有實體磁碟才有自己的快取；請參閱下方的附註。</translation>
    </message>
    <message>
        <source>none</source>
        <translation>無</translation>
    </message>
    <message>
        <source>The drive has no volatile write cache.</source>
        <translation>磁碟沒有揮發性寫入快取。</translation>
    </message>
    <message>
        <source>on</source>
        <translation>開啟</translation>
    </message>
    <message>
        <source>off</source>
        <translation>關閉</translation>
    </message>
    <message>
        <source>The drive did not report its current setting.</source>
        <translation>磁碟沒有回報其目前設定。</translation>
    </message>
    <message>
        <source>Kernel&apos;s view</source>
        <translation>核心所見</translation>
    </message>
    <message>
        <source>The kernel does not report a write-cache mode for this device.</source>
        <translation>核心沒有回報此裝置的寫入快取模式。</translation>
    </message>
    <message>
        <source>What the kernel believes (queue/write_cache). With &quot;write back&quot; it asks the drive to flush its cache when a program commits data.</source>
        <translation>核心的認定（queue/write_cache）。若為「write back」，核心會在程式提交資料時要求磁碟排清其快取。</translation>
    </message>
    <message>
        <source>FUA</source>
        <translation>FUA</translation>
    </message>
    <message>
        <source>The kernel does not say whether it uses Forced Unit Access.</source>
        <translation>核心沒有說明它是否使用 Forced Unit Access。</translation>
    </message>
    <message>
        <source>yes: single writes can be forced to the media</source>
        <translation>是：可強制單筆寫入直達媒體</translation>
    </message>
    <message>
        <source>Forced Unit Access: the kernel can ask for single writes to reach stable media without flushing the whole cache.</source>
        <translation>Forced Unit Access（強制單元存取）：核心可以要求單筆寫入直接到達永久儲存媒體，而不必排清整個快取。</translation>
    </message>
    <message>
        <source>%1, re-applied by udisks2 at every boot</source>
        <extracomment>%1 &quot;on&quot; or &quot;off&quot;</extracomment>
        <translation>%1，由 udisks2 在每次開機時重新套用</translation>
    </message>
    <message>
        <source>%1, saved in the drive</source>
        <extracomment>%1 &quot;on&quot; or &quot;off&quot;</extracomment>
        <translation>%1，儲存在磁碟中</translation>
    </message>
    <message>
        <source>Saved setting</source>
        <translation>儲存的設定</translation>
    </message>
    <message>
        <source>The setting the drive gets again after a power cycle.</source>
        <translation>磁碟在斷電重新開機後會再次採用的設定。</translation>
    </message>
    <message>
        <source>until the next power cycle, or for good with &quot;Keep after reboot&quot; (udisks2 re-applies it at every boot)</source>
        <translation>直到下次斷電重新開機；勾選「重新開機後保留」則永久有效（udisks2 會在每次開機時重新套用）</translation>
    </message>
    <message>
        <source>until the next power cycle, or for good with &quot;Keep after reboot&quot; (saved in the drive)</source>
        <translation>直到下次斷電重新開機；勾選「重新開機後保留」則永久有效（儲存在磁碟中）</translation>
    </message>
    <message>
        <source>until the next power cycle</source>
        <translation>直到下次斷電重新開機</translation>
    </message>
    <message>
        <source>A change lasts</source>
        <translation>變更有效期間</translation>
    </message>
    <message>
        <source>Turn the cache off</source>
        <translation>關閉快取</translation>
    </message>
    <message>
        <source>Turn the cache on</source>
        <translation>開啟快取</translation>
    </message>
    <message>
        <source>Turn the write cache of %1 off</source>
        <extracomment>accessible name of the switch; %1 device path</extracomment>
        <translation>關閉 %1 的寫入快取</translation>
    </message>
    <message>
        <source>Turn the write cache of %1 on</source>
        <extracomment>accessible name of the switch; %1 device path</extracomment>
        <translation>開啟 %1 的寫入快取</translation>
    </message>
    <message>
        <source>Turning the cache off makes commits slower, often many times slower, but safe: acknowledged writes are on the media, even if the drive ignores flushes.</source>
        <translation>關閉快取會讓提交變慢（往往慢上好幾倍），但能確保安全：即使磁碟忽略排清指令，已確認的寫入也已在媒體上。</translation>
    </message>
    <message>
        <source>Turning the cache on makes writes faster. Commits stay safe only while the kernel sends flushes and the drive obeys them.</source>
        <translation>開啟快取會讓寫入更快。只有在核心傳送排清指令且磁碟確實遵從時，提交才是安全的。</translation>
    </message>
    <message>
        <source>udisks2 stores the setting and applies it again at every boot.</source>
        <translation>udisks2 會儲存此設定，並在每次開機時重新套用。</translation>
    </message>
    <message>
        <source>The drive saves the setting and keeps it across power cycles.</source>
        <translation>磁碟會儲存此設定，並在斷電重新開機後維持不變。</translation>
    </message>
    <message>
        <source>Why this matters</source>
        <translation>為何重要</translation>
    </message>
</context>
<context>
    <name>DriveProof::Health</name>
    <message>
        <source>The drive&apos;s SMART data could not be assessed: %1.</source>
        <extracomment>%1 the system&apos;s error text</extracomment>
        <translation>無法評估磁碟的 SMART 資料：%1。</translation>
    </message>
    <message>
        <source>The drive&apos;s SMART self-assessment passed, it reports no bad sectors, and no attribute is or was past its threshold.</source>
        <translation>磁碟的 SMART 自我評估通過，未回報損壞磁區，且沒有任何屬性目前或曾經超過臨界值。</translation>
    </message>
    <message>
        <source>An attribute that predicts failure was past its threshold in the past. Keep backups and watch this drive.</source>
        <translation>一項可預測故障的屬性過去曾超過臨界值。請保留備份並留意此磁碟。</translation>
    </message>
    <message numerus="yes">
        <source>The drive has %n bad sector(s) (reallocated or waiting to be). Keep backups and check again soon: a growing number means the drive is wearing out.</source>
        <extracomment>%n number of bad sectors</extracomment>
        <translation>
            <numerusform>磁碟有 %n 個損壞磁區（已重新配置或等待重新配置）。請保留備份並盡快再次檢查：數量持續增加代表磁碟正在老化。</numerusform>
        </translation>
    </message>
    <message>
        <source>An attribute that predicts failure is past its threshold now: the drive expects to fail. Back up your data and replace the drive.</source>
        <translation>一項可預測故障的屬性目前已超過臨界值：磁碟預期即將故障。請備份資料並更換磁碟。</translation>
    </message>
    <message>
        <source>The drive has more bad sectors than its threshold allows. Back up your data and replace the drive.</source>
        <translation>磁碟的損壞磁區數量超出其臨界值所允許的範圍。請備份資料並更換磁碟。</translation>
    </message>
    <message>
        <source>The drive&apos;s own SMART self-assessment says it is failing. Back up your data now and replace the drive.</source>
        <translation>磁碟本身的 SMART 自我評估顯示它即將故障。請立即備份資料並更換磁碟。</translation>
    </message>
    <message>
        <source>libatasmart gave an assessment this version of DriveProof does not know.</source>
        <translation>libatasmart 提供了此版本 DriveProof 無法辨識的評估結果。</translation>
    </message>
    <message>
        <source>%1 has no ATA health data: it is not an ATA drive (loop, virtual and NVMe devices have none).</source>
        <extracomment>%1 device</extracomment>
        <translation>%1 沒有 ATA 健康資料：它不是 ATA 磁碟（loop 裝置、虛擬裝置和 NVMe 裝置都沒有此類資料）。</translation>
    </message>
    <message>
        <source>The drive in %1 does not support SMART, so it reports no health data.</source>
        <extracomment>%1 device</extracomment>
        <translation>%1 中的磁碟不支援 SMART，因此不回報健康資料。</translation>
    </message>
    <message>
        <source>SMART is switched off on this drive, so it reports no health data. DriveProof does not switch it on by itself; &apos;smartctl -s on&apos; does.</source>
        <translation>此磁碟的 SMART 已關閉，因此不回報健康資料。DriveProof 不會自行開啟它；&apos;smartctl -s on&apos; 可以開啟。</translation>
    </message>
    <message>
        <source>%1 reports no ATA SMART data: it is not an ATA drive, or its USB bridge does not pass SMART commands through.</source>
        <extracomment>%1 device or file</extracomment>
        <translation>%1 沒有回報 ATA SMART 資料：它不是 ATA 磁碟，或其 USB 橋接晶片不會轉送 SMART 指令。</translation>
    </message>
    <message>
        <source>Reading SMART data from %1 failed: %2.</source>
        <extracomment>%1 device or file, %2 the system&apos;s error text</extracomment>
        <translation>從 %1 讀取 SMART 資料失敗：%2。</translation>
    </message>
    <message>
        <source>Unexpected power losses (SMART attribute 174)</source>
        <translation>意外斷電次數（SMART 屬性 174）</translation>
    </message>
    <message>
        <source>Unsafe shutdowns (SMART attribute 192)</source>
        <translation>不安全關機次數（SMART 屬性 192）</translation>
    </message>
    <message>
        <source>Emergency head retracts at power-off (SMART attribute 192)</source>
        <translation>斷電時磁頭緊急收回次數（SMART 屬性 192）</translation>
    </message>
    <message>
        <source>%1 is not a libatasmart SMART dump (tagged IDFY / SMST / SMDT / SMTH sections).</source>
        <extracomment>%1 file name</extracomment>
        <translation>%1 不是 libatasmart 的 SMART 傾印檔（具有 IDFY / SMST / SMDT / SMTH 標記的區段）。</translation>
    </message>
    <message>
        <source>%1 is a %2 device: it has no health data of its own to read.</source>
        <extracomment>%1 device path, %2 transport such as &quot;virtio&quot; or &quot;loop&quot;</extracomment>
        <translation>%1 是 %2 類型的裝置：它本身沒有可讀取的健康資料。</translation>
    </message>
    <message>
        <source>unknown</source>
        <translation>不明</translation>
    </message>
    <message>
        <source>The helper&apos;s health reply names no device.</source>
        <translation>輔助服務的健康狀態回應中沒有指明裝置。</translation>
    </message>
    <message>
        <source>Critical warning: the spare capacity has fallen below the drive&apos;s threshold.</source>
        <translation>嚴重警告：備用容量已低於磁碟的臨界值。</translation>
    </message>
    <message>
        <source>Critical warning: the temperature is outside the drive&apos;s limits.</source>
        <translation>嚴重警告：溫度超出磁碟的限制範圍。</translation>
    </message>
    <message>
        <source>Critical warning: the drive&apos;s reliability is degraded by media errors or an internal error. Back up its data.</source>
        <translation>嚴重警告：由於媒體錯誤或內部錯誤，磁碟的可靠性已降低。請備份其資料。</translation>
    </message>
    <message>
        <source>Critical warning: the drive has made its media read-only. Copy its data elsewhere.</source>
        <translation>嚴重警告：磁碟已將其媒體設為唯讀。請將其資料複製到其他位置。</translation>
    </message>
    <message>
        <source>Critical warning: the backup for the drive&apos;s volatile memory has failed, so cached writes may be lost at a power cut.</source>
        <translation>嚴重警告：磁碟揮發性記憶體的備援保護已失效，因此快取中的寫入可能在斷電時遺失。</translation>
    </message>
    <message>
        <source>Critical warning: the drive&apos;s persistent memory region has become read-only.</source>
        <translation>嚴重警告：磁碟的持續性記憶體區域（PMR）已變為唯讀。</translation>
    </message>
    <message>
        <source>Critical warning: bit %1, which this version of DriveProof does not know, is set.</source>
        <extracomment>%1 bit number of the NVMe critical warning byte</extracomment>
        <translation>嚴重警告：第 %1 位元已設定，此版本 DriveProof 無法辨識該位元。</translation>
    </message>
    <message>
        <source>Only %L1% spare capacity is left, below the drive&apos;s threshold of %L2%.</source>
        <extracomment>%1 spare capacity left in percent, %2 the drive&apos;s threshold in percent</extracomment>
        <translation>僅剩 %L1% 的備用容量，低於磁碟的臨界值 %L2%。</translation>
    </message>
    <message>
        <source>The drive has used %L1% of its rated endurance: it has taken more writes than it was designed for.</source>
        <extracomment>%1 percentage of the rated endurance used, 100 or more</extracomment>
        <translation>磁碟已使用其額定耐用度的 %L1%：寫入量已超出其設計值。</translation>
    </message>
    <message>
        <source>The drive has used %L1% of its rated endurance.</source>
        <extracomment>%1 percentage of the rated endurance used</extracomment>
        <translation>磁碟已使用其額定耐用度的 %L1%。</translation>
    </message>
    <message numerus="yes">
        <source>The drive has recorded %Ln media or data integrity error(s).</source>
        <extracomment>%n number of errors (counts beyond the int range are shown as the int maximum)</extracomment>
        <translation>
            <numerusform>磁碟已記錄 %Ln 次媒體或資料完整性錯誤。</numerusform>
        </translation>
    </message>
    <message>
        <source>The drive is at %L1 °C, at or above its critical temperature of %L2 °C.</source>
        <extracomment>%1 current temperature in °C, %2 the drive&apos;s critical limit in °C</extracomment>
        <translation>磁碟溫度為 %L1 °C，已達到或超過其臨界溫度 %L2 °C。</translation>
    </message>
    <message>
        <source>The drive is at %L1 °C, at or above its warning temperature of %L2 °C.</source>
        <extracomment>%1 current temperature in °C, %2 the drive&apos;s warning limit in °C</extracomment>
        <translation>磁碟溫度為 %L1 °C，已達到或超過其警告溫度 %L2 °C。</translation>
    </message>
    <message>
        <source>The drive is at %L1 °C, at or above %L2 °C, where most drives slow down to cool off.</source>
        <extracomment>%1 current temperature in °C, %2 a generic limit in °C</extracomment>
        <translation>磁碟溫度為 %L1 °C，已達到或超過 %L2 °C；在此溫度下，大多數磁碟會降速以降溫。</translation>
    </message>
    <message>
        <source>The NVMe health log reports no problems.</source>
        <translation>NVMe 健康記錄未回報任何問題。</translation>
    </message>
    <message>
        <source>The drive&apos;s answer to SMART RETURN STATUS did not come back (the registers were missing or not a known answer), so its own assessment is unknown; the attributes are shown as read.</source>
        <translation>磁碟沒有傳回對 SMART RETURN STATUS 的回應（暫存器缺失，或不是已知的回應），因此無法得知其自我評估結果；屬性依讀取到的內容顯示。</translation>
    </message>
    <message>
        <source>%1 is a virtual disk (%2) and answers no ATA health commands: the health of the drives behind it can be read on the host.</source>
        <extracomment>%1 device path, %2 who emulates the disk: &quot;QEMU&quot;, &quot;VMware&quot;, &quot;Hyper-V&quot;...</extracomment>
        <translation>%1 是虛擬磁碟（%2），不回應任何 ATA 健康指令：其背後磁碟的健康狀態可在主機上讀取。</translation>
    </message>
    <message>
        <source>The helper&apos;s health reply has a reason without a code. Restart DriveProof after an update.</source>
        <translation>輔助服務的健康狀態回應中有一項原因沒有代碼。更新後請重新啟動 DriveProof。</translation>
    </message>
    <message>
        <source>The helper&apos;s health reply has reasons in a form this version does not read. Restart DriveProof after an update.</source>
        <translation>輔助服務的健康狀態回應中包含此版本無法讀取之格式的原因。更新後請重新啟動 DriveProof。</translation>
    </message>
    <message>
        <source>Reason %1 (%2)</source>
        <extracomment>a reason this version does not know (from a newer helper); %1 its code, %2 its arguments</extracomment>
        <translation>原因 %1（%2）</translation>
    </message>
    <message>
        <source>Rate of errors while reading; the raw value&apos;s meaning is the maker&apos;s own.</source>
        <translation>讀取錯誤率；原始值的意義由廠商自訂。</translation>
    </message>
    <message>
        <source>Time the platters take to reach full speed.</source>
        <translation>碟片達到全速所需的時間。</translation>
    </message>
    <message>
        <source>Times the spindle started and stopped.</source>
        <translation>主軸馬達啟動和停止的次數。</translation>
    </message>
    <message>
        <source>Sectors found bad and replaced by spares; a new drive has 0.</source>
        <translation>被判定為壞磁區並以備用磁區取代的磁區；新磁碟機為 0。</translation>
    </message>
    <message>
        <source>Rate of head positioning errors; the raw value&apos;s meaning is the maker&apos;s own.</source>
        <translation>磁頭定位錯誤率；原始值的意義由廠商自訂。</translation>
    </message>
    <message>
        <source>Hours the drive has been powered on.</source>
        <translation>磁碟機通電的時數。</translation>
    </message>
    <message>
        <source>Times the spindle needed more than one try to spin up.</source>
        <translation>主軸馬達需要多次嘗試才能轉起來的次數。</translation>
    </message>
    <message>
        <source>Times the drive was switched on.</source>
        <translation>磁碟機被開機的次數。</translation>
    </message>
    <message>
        <source>How worn the flash is (erase cycles); the normalised value falls as it wears.</source>
        <translation>快閃記憶體的磨損程度（抹除週期）；正規化值隨磨損下降。</translation>
    </message>
    <message>
        <source>Times power was lost without the host telling the drive first.</source>
        <translation>主機未事先通知磁碟機就斷電的次數。</translation>
    </message>
    <message>
        <source>Blocks that went bad while in use.</source>
        <translation>使用中損壞的區塊。</translation>
    </message>
    <message>
        <source>Data corrupted between the host interface and the media, inside the drive.</source>
        <translation>在磁碟機內部、介面與媒體之間損壞的資料。</translation>
    </message>
    <message>
        <source>Reads the drive could not correct and reported as errors.</source>
        <translation>磁碟機無法修正並回報為錯誤的讀取。</translation>
    </message>
    <message>
        <source>Commands that timed out, often from cabling or power trouble.</source>
        <translation>逾時的命令，常因線材或供電問題。</translation>
    </message>
    <message>
        <source>Temperature of the air around the drive.</source>
        <translation>磁碟機周圍空氣的溫度。</translation>
    </message>
    <message>
        <source>Times the heads were parked in an emergency because power went away.</source>
        <translation>因斷電而緊急停放磁頭的次數。</translation>
    </message>
    <message>
        <source>Times the heads were parked and loaded again.</source>
        <translation>磁頭停放後再次載入的次數。</translation>
    </message>
    <message>
        <source>Temperature of the drive.</source>
        <translation>磁碟機的溫度。</translation>
    </message>
    <message>
        <source>Times sectors were moved to spares.</source>
        <translation>磁區被移到備用區的次數。</translation>
    </message>
    <message>
        <source>Sectors that could not be read and wait to be rewritten or replaced.</source>
        <translation>無法讀取、等待重寫或取代的磁區。</translation>
    </message>
    <message>
        <source>Sectors the drive&apos;s own scan could not read.</source>
        <translation>磁碟機本身掃描無法讀取的磁區。</translation>
    </message>
    <message>
        <source>Transfers garbled on the cable; a count that grows means a bad cable or connector, not a bad drive.</source>
        <translation>在線材上出錯的傳輸；計數增加表示線材或接頭有問題，而不是磁碟機有問題。</translation>
    </message>
    <message>
        <source>Amount written to the drive, in the maker&apos;s units (often 512-byte sectors).</source>
        <translation>寫入磁碟機的資料量，以廠商單位計（通常為 512 位元組磁區）。</translation>
    </message>
    <message>
        <source>Amount read from the drive, in the maker&apos;s units (often 512-byte sectors).</source>
        <translation>從磁碟機讀取的資料量，以廠商單位計（通常為 512 位元組磁區）。</translation>
    </message>
    <message>
        <source>Defined by the drive&apos;s maker; its meaning differs between models.</source>
        <translation>由磁碟機廠商定義；意義因型號而異。</translation>
    </message>
    <message>
        <source>%1 °C (lowest %2, highest %3)</source>
        <extracomment>a drive temperature and the range it has seen; %1 now, %2 lowest, %3 highest</extracomment>
        <translation>%1 °C（最低 %2，最高 %3）</translation>
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
        <translation>%1 小時</translation>
    </message>
    <message>
        <source>%1 has %2 bytes instead of 512.</source>
        <translation>%1 有 %2 位元組，而不是 512 位元組。</translation>
    </message>
    <message>
        <source>The drive returned no SCT Status.</source>
        <translation>磁碟機沒有回傳 SCT 狀態。</translation>
    </message>
    <message>
        <source>%1 is behind a USB bridge (%2, driver %3) that does not pass ATA commands through (SAT), so the drive&apos;s SMART records cannot be read over it. Connect the drive by SATA to read them.</source>
        <extracomment>%1 device path, %2 the USB bridge&apos;s name as it answers INQUIRY, %3 the USB driver (&quot;uas&quot; or &quot;usb-storage&quot;)</extracomment>
        <translation>%1 位於不轉送 ATA 命令（SAT）的 USB 橋接器（%2，驅動程式 %3）之後，因此無法透過它讀取磁碟機的 SMART 紀錄。請以 SATA 連接磁碟機來讀取。</translation>
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
        <translation>屬性 %1（%2）計數為 %3。在 Backblaze 故障的硬碟中，有 %4 此值大於零，而仍在運作的硬碟中為 %5（%6）。</translation>
    </message>
    <message>
        <source>In Google&apos;s fleet, drives were %1 times as likely to fail within 60 days after the first such event (%2).</source>
        <extracomment>%1 how many times, e.g. &quot;14&quot;, %2 the study it comes from</extracomment>
        <translation>在 Google 的磁碟機群中，首次發生此類事件後，磁碟機在 60 天內故障的可能性是原來的 %1 倍（%2）。</translation>
    </message>
    <message>
        <source>Pre-fail</source>
        <extracomment>SMART attribute type: its failure predicts the drive&apos;s failure</extracomment>
        <translation>預先故障</translation>
    </message>
    <message>
        <source>Old-age</source>
        <translation>老化</translation>
    </message>
    <message>
        <source>Always</source>
        <extracomment>SMART attribute: updated while the drive works / only by off-line scans</extracomment>
        <translation>一律</translation>
    </message>
    <message>
        <source>Offline</source>
        <translation>離線</translation>
    </message>
    <message>
        <source>Errors the drive logged over its life; each one is a command that failed.</source>
        <translation>磁碟機在其壽命內記錄的錯誤；每一筆都是一個失敗的命令。</translation>
    </message>
    <message>
        <source>%1 °C (lifetime %2 to %3 °C)</source>
        <extracomment>%1 temperature now, %2 lowest and %3 highest the drive ever had</extracomment>
        <translation>%1 °C（壽命內 %2 至 %3 °C）</translation>
    </message>
    <message>
        <source>The drive&apos;s temperature and its lifetime range, from its SCT Status.</source>
        <translation>依 SCT 狀態得出的磁碟機溫度及其壽命內的範圍。</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <extracomment>NVMe data units and what they make; %1 the count, %2 e.g. &quot;6.3 TB&quot;</extracomment>
        <translation>%1（%2）</translation>
    </message>
    <message>
        <source>%1 min</source>
        <extracomment>a duration; %1 the number of minutes</extracomment>
        <translation>%1 分鐘</translation>
    </message>
    <message>
        <source>%1 s</source>
        <extracomment>a duration; %1 the number of seconds</extracomment>
        <translation>%1 秒</translation>
    </message>
    <message>
        <source>Problems the drive flags itself (spare, temperature, reliability, read-only, backup); 0 means none.</source>
        <translation>磁碟機自行標示的問題（備用空間、溫度、可靠性、唯讀、備份）；0 表示沒有。</translation>
    </message>
    <message>
        <source>The drive&apos;s overall temperature.</source>
        <translation>磁碟機的綜合溫度。</translation>
    </message>
    <message>
        <source>%1 (threshold %2)</source>
        <translation>%1（臨界值 %2）</translation>
    </message>
    <message>
        <source>Reserve flash left for replacing worn blocks; the drive warns below the threshold.</source>
        <translation>剩餘可用來取代磨損區塊的備用快閃記憶體；低於臨界值時磁碟機會發出警告。</translation>
    </message>
    <message>
        <source>The maker&apos;s estimate of the rated life used; it can pass 100%.</source>
        <translation>廠商對已用額定壽命的估計；可能超過 100%。</translation>
    </message>
    <message>
        <source>The same kind of warnings for the drive&apos;s endurance groups; 0 means none.</source>
        <translation>磁碟機耐用群組的同類警告；0 表示沒有。</translation>
    </message>
    <message>
        <source>Amount the host read, in units of 512,000 bytes.</source>
        <translation>主機讀取的資料量，以 512,000 位元組為單位。</translation>
    </message>
    <message>
        <source>Amount the host wrote, in units of 512,000 bytes.</source>
        <translation>主機寫入的資料量，以 512,000 位元組為單位。</translation>
    </message>
    <message>
        <source>Read commands the drive completed.</source>
        <translation>磁碟機完成的讀取命令。</translation>
    </message>
    <message>
        <source>Write commands the drive completed.</source>
        <translation>磁碟機完成的寫入命令。</translation>
    </message>
    <message>
        <source>Minutes the drive was busy with commands.</source>
        <translation>磁碟機忙於處理命令的分鐘數。</translation>
    </message>
    <message>
        <source>Data the drive could not read or write correctly.</source>
        <translation>磁碟無法正確讀取或寫入的資料。</translation>
    </message>
    <message>
        <source>Entries in the drive&apos;s error log over its life; many are harmless rejected commands.</source>
        <translation>磁碟機壽命內錯誤記錄的項目；許多是無害的被拒命令。</translation>
    </message>
    <message>
        <source>Minutes spent above the drive&apos;s warning temperature.</source>
        <translation>高於磁碟機警告溫度的分鐘數。</translation>
    </message>
    <message>
        <source>Minutes spent above the drive&apos;s critical temperature.</source>
        <translation>高於磁碟機臨界溫度的分鐘數。</translation>
    </message>
    <message>
        <source>Temperature of one sensor inside the drive.</source>
        <translation>磁碟機內部某個感測器的溫度。</translation>
    </message>
    <message>
        <source>Times the drive slowed itself down lightly to cool off.</source>
        <translation>磁碟機為了降溫而稍微降速的次數。</translation>
    </message>
    <message>
        <source>Times the drive slowed itself down hard to cool off.</source>
        <translation>磁碟機為了降溫而大幅降速的次數。</translation>
    </message>
    <message>
        <source>Seconds spent slowed down lightly for heat.</source>
        <translation>因過熱稍微降速的秒數。</translation>
    </message>
    <message>
        <source>Seconds spent slowed down hard for heat.</source>
        <translation>因過熱大幅降速的秒數。</translation>
    </message>
    <message>
        <source>ID</source>
        <extracomment>column titles of the SMART attribute table, as smartctl and GNOME Disks name them</extracomment>
        <translation>ID</translation>
    </message>
    <message>
        <source>Attribute</source>
        <translation>屬性</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>目前值</translation>
    </message>
    <message>
        <source>Worst</source>
        <translation>最差值</translation>
    </message>
    <message>
        <source>Threshold</source>
        <translation>臨界值</translation>
    </message>
    <message>
        <source>Type</source>
        <translation>類型</translation>
    </message>
    <message>
        <source>Updated</source>
        <translation>更新</translation>
    </message>
    <message>
        <source>When failed</source>
        <translation>失敗時間</translation>
    </message>
    <message>
        <source>Raw value</source>
        <translation>原始值</translation>
    </message>
    <message>
        <source>Meaning</source>
        <translation>意義</translation>
    </message>
    <message>
        <source>Self-test</source>
        <translation>自我測試</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>結果</translation>
    </message>
    <message>
        <source>Power-on hours</source>
        <translation>通電時間（小時）</translation>
    </message>
    <message>
        <source>First failing sector</source>
        <translation>第一個出錯磁區</translation>
    </message>
    <message>
        <source>Self-test log: empty.</source>
        <translation>自我測試記錄：空。</translation>
    </message>
    <message>
        <source>The drive, or the bridge in front of it, refused: %1.</source>
        <extracomment>%1 a list of ATA or NVMe commands, e.g. &quot;SMART READ LOG 06h&quot;</extracomment>
        <translation>磁碟機或其前方的橋接器拒絕了：%1。</translation>
    </message>
    <message>
        <source>Failing now</source>
        <extracomment>a SMART attribute at or below its threshold now</extracomment>
        <translation>目前失敗</translation>
    </message>
    <message>
        <source>Failed in the past</source>
        <extracomment>a SMART attribute that reached its threshold once</extracomment>
        <translation>曾經失敗</translation>
    </message>
    <message>
        <source>The data %1 returned could not be decoded: %2</source>
        <extracomment>%1 device path, %2 what is wrong with the data</extracomment>
        <translation>無法解析 %1 傳回的資料：%2</translation>
    </message>
    <message>
        <source>The NVMe self-test log has %1 bytes instead of %2.</source>
        <translation>NVMe 自我測試記錄有 %1 位元組，而不是 %2 位元組。</translation>
    </message>
    <message>
        <source>The drive in %1 does not offer a conveyance self-test.</source>
        <extracomment>%1 device path</extracomment>
        <translation>%1 中的磁碟機不提供運送自我測試。</translation>
    </message>
    <message>
        <source>The drive in %1 does not offer self-tests.</source>
        <extracomment>%1 device path</extracomment>
        <translation>%1 中的磁碟機不提供自我測試。</translation>
    </message>
    <message>
        <source>A self-test is already running on %1 (%2% done): wait for it, or abort it first.</source>
        <extracomment>%1 device path, %2 how far the running test is, in percent</extracomment>
        <translation>%1 上已有自我測試正在執行（已完成 %2%）：請等待它結束，或先中止它。</translation>
    </message>
    <message>
        <source>A DriveProof test is running on %1: a self-test now would disturb it. Start the self-test when the test is done.</source>
        <extracomment>%1 device path</extracomment>
        <translation>%1 上正在執行 DriveProof 測試：現在自我測試會干擾它。請在測試結束後再開始自我測試。</translation>
    </message>
    <message>
        <source>%1 takes no self-test commands.</source>
        <extracomment>%1 device path</extracomment>
        <translation>%1 不接受自我測試命令。</translation>
    </message>
    <message>
        <source>Off-line scan</source>
        <extracomment>kind of drive self-test</extracomment>
        <translation>離線掃描</translation>
    </message>
    <message>
        <source>Short</source>
        <extracomment>kind of drive self-test</extracomment>
        <translation>簡短</translation>
    </message>
    <message>
        <source>Extended</source>
        <extracomment>kind of drive self-test</extracomment>
        <translation>延伸</translation>
    </message>
    <message>
        <source>Conveyance</source>
        <extracomment>kind of drive self-test</extracomment>
        <translation>運送</translation>
    </message>
    <message>
        <source>Selective</source>
        <extracomment>kind of drive self-test: only the ranges of sectors the host chose</extracomment>
        <translation>選擇性</translation>
    </message>
    <message>
        <source>Vendor specific</source>
        <extracomment>kind of drive self-test</extracomment>
        <translation>廠商特定</translation>
    </message>
    <message>
        <source>Completed without error</source>
        <translation>完成，無錯誤</translation>
    </message>
    <message>
        <source>Aborted by the host</source>
        <translation>被主機中止</translation>
    </message>
    <message>
        <source>Interrupted by a reset</source>
        <translation>被重設中斷</translation>
    </message>
    <message>
        <source>Could not complete: fatal error</source>
        <translation>無法完成：嚴重錯誤</translation>
    </message>
    <message>
        <source>Failed (part unknown)</source>
        <translation>失敗（部件不明）</translation>
    </message>
    <message>
        <source>Failed: electrical part</source>
        <translation>失敗：電氣部件</translation>
    </message>
    <message>
        <source>Failed: servo or seek</source>
        <translation>失敗：伺服或尋軌</translation>
    </message>
    <message>
        <source>Failed: read error</source>
        <translation>失敗：讀取錯誤</translation>
    </message>
    <message>
        <source>Failed: suspected handling damage</source>
        <translation>失敗：疑似搬運損壞</translation>
    </message>
    <message>
        <source>In progress</source>
        <translation>進行中</translation>
    </message>
    <message>
        <source>Unknown status %1</source>
        <extracomment>%1 a status number the standard reserves</extracomment>
        <translation>不明狀態 %1</translation>
    </message>
    <message>
        <source>Aborted: a namespace was removed</source>
        <translation>已中止：命名空間被移除</translation>
    </message>
    <message>
        <source>Aborted: the drive was formatted</source>
        <translation>已中止：磁碟機被格式化</translation>
    </message>
    <message>
        <source>Failed in segment %1</source>
        <extracomment>%1 the number of the test segment that failed</extracomment>
        <translation>在第 %1 段失敗</translation>
    </message>
    <message>
        <source>Aborted for an unknown reason</source>
        <translation>因不明原因中止</translation>
    </message>
    <message>
        <source>Aborted: the drive was sanitized</source>
        <translation>已中止：磁碟機被清除（sanitize）</translation>
    </message>
    <message>
        <source>Looks new: %1 power-on hours, %2 power cycles, %3 written.</source>
        <extracomment>%1 power-on hours, %2 power cycles, %3 amount written (&quot;1.2 GB&quot;)</extracomment>
        <translation>看起來是新的：通電 %1 小時，開機 %2 次，已寫入 %3。</translation>
    </message>
    <message>
        <source>Used before: %1 power-on hours, %2 power cycles, %3 written. A drive sold as new has a few hours from the factory at most.</source>
        <extracomment>%1 power-on hours, %2 power cycles, %3 amount written (&quot;12 TB&quot;)</extracomment>
        <translation>已被使用過：通電 %1 小時，開機 %2 次，已寫入 %3。以新品出售的磁碟機最多只有出廠時的幾個小時。</translation>
    </message>
    <message>
        <source>The drive counts 0 power-on hours but %1 written: its counters may have been reset.</source>
        <extracomment>%1 amount written (&quot;12 TB&quot;)</extracomment>
        <translation>磁碟機記錄的通電時間為 0 小時，卻已寫入 %1：其計數器可能被重設過。</translation>
    </message>
    <message>
        <source>The drive counts %1 power cycles in %2 power-on hours, more than those hours can hold: its counters may have been reset.</source>
        <extracomment>%1 power cycles, %2 power-on hours</extracomment>
        <translation>磁碟機在 %2 個通電小時內記錄了 %1 次開機，超出這些小時所能容納的次數：其計數器可能被重設過。</translation>
    </message>
    <message>
        <source>%1 written of the %2 the maker rates this model for (%3%).</source>
        <extracomment>%1 amount written, %2 the rated endurance (&quot;600 TB&quot;), %3 percent of it</extracomment>
        <translation>已寫入 %1，廠商為此型號標示 %2（%3%）。</translation>
    </message>
    <message>
        <source>Since DriveProof first read it (%1): %2 hours, %3 written.</source>
        <extracomment>%1 the date DriveProof first read the drive, %2 hours since, %3 amount written since</extracomment>
        <translation>自 DriveProof 首次讀取以來（%1）：%2 小時，寫入 %3。</translation>
    </message>
    <message>
        <source>new</source>
        <extracomment>is the drive new? the verdict</extracomment>
        <translation>新</translation>
    </message>
    <message>
        <source>used</source>
        <extracomment>is the drive new? the verdict</extracomment>
        <translation>已使用</translation>
    </message>
    <message>
        <source>possibly reset</source>
        <extracomment>is the drive new? the verdict: its counters contradict each other</extracomment>
        <translation>可能被重設</translation>
    </message>
    <message>
        <source>Identify Namespace is too short (%1 bytes) for its LBA formats.</source>
        <extracomment>%1 bytes received</extracomment>
        <translation>Identify Namespace 太短（%1 位元組），容不下其 LBA 格式。</translation>
    </message>
    <message>
        <source>Identify Namespace lists more LBA formats (%1) than there can be (%2).</source>
        <extracomment>%1 how many LBA formats the drive claims, %2 the most there can be</extracomment>
        <translation>Identify Namespace 列出的 LBA 格式數（%1）超過可能的上限（%2）。</translation>
    </message>
    <message>
        <source>Identify Namespace says LBA format %1 is in use, but lists formats 0 to %2 only.</source>
        <extracomment>%1 the number of the format in use, %2 the highest number the drive lists</extracomment>
        <translation>Identify Namespace 稱正在使用 LBA 格式 %1，但只列出格式 0 到 %2。</translation>
    </message>
    <message>
        <source>In use: LBA format %1, sectors of %2 bytes with %3 bytes of metadata, which the drive marks as &quot;%4&quot;.</source>
        <extracomment>%1 LBA format number, %2 bytes per sector, %3 metadata bytes per sector, %4 how fast the drive says the format is (&quot;best&quot;, &quot;better&quot;, &quot;good&quot;, &quot;degraded&quot;)</extracomment>
        <translation>使用中：LBA 格式 %1，磁區 %2 位元組，中繼資料 %3 位元組，磁碟機標示為「%4」。</translation>
    </message>
    <message>
        <source>The drive offers %5-byte sectors marked &quot;%6&quot;, faster than the %2-byte ones in use (&quot;%3&quot;). Switching means reformatting the namespace, which erases everything on it: nvme format %1 --lbaf=%4 — DriveProof never does this.</source>
        <extracomment>%1 device (/dev/nvme0n1), %2 bytes per sector in use, %3 how fast the drive marks the format in use, %4 the faster format&apos;s number, %5 its bytes per sector, %6 how fast the drive marks it. The command stays as it is.</extracomment>
        <translation>此磁碟機提供標示為「%6」的 %5 位元組磁區，比使用中的 %2 位元組磁區（「%3」）更快。切換意味著重新格式化該命名空間，上面的一切都會被清除：nvme format %1 --lbaf=%4 —— DriveProof 絕不這麼做。</translation>
    </message>
    <message>
        <source>None of the LBA formats the drive offers (%1) is marked faster than the one in use.</source>
        <extracomment>%1 how many LBA formats the drive offers (2 or more)</extracomment>
        <translation>磁碟機提供的 LBA 格式（%1 種）中，沒有一種標示為比使用中的更快。</translation>
    </message>
    <message>
        <source>The namespace offers only the LBA format in use.</source>
        <translation>該命名空間只提供使用中的 LBA 格式。</translation>
    </message>
    <message>
        <source>LBA format %1 carries %2 bytes of metadata per sector; only software that handles metadata (end-to-end protection) uses it.</source>
        <extracomment>%1 LBA format number, %2 metadata bytes per sector</extracomment>
        <translation>LBA 格式 %1 每個磁區帶 %2 位元組中繼資料；只有處理中繼資料的軟體（端對端保護）才會使用。</translation>
    </message>
    <message>
        <source>LBA format note %1 (%2)</source>
        <extracomment>a finding this version does not know; %1 its code, %2 its arguments</extracomment>
        <translation>LBA 格式說明 %1（%2）</translation>
    </message>
    <message>
        <source>best</source>
        <comment>LBA format performance</comment>
        <extracomment>how fast the drive says an LBA format is: the fastest of four grades</extracomment>
        <translation>最佳</translation>
    </message>
    <message>
        <source>better</source>
        <comment>LBA format performance</comment>
        <extracomment>how fast the drive says an LBA format is: the second of four grades</extracomment>
        <translation>較好</translation>
    </message>
    <message>
        <source>good</source>
        <comment>LBA format performance</comment>
        <extracomment>how fast the drive says an LBA format is: the third of four grades</extracomment>
        <translation>良好</translation>
    </message>
    <message>
        <source>degraded</source>
        <comment>LBA format performance</comment>
        <extracomment>how fast the drive says an LBA format is: the slowest of four grades</extracomment>
        <translation>降級</translation>
    </message>
    <message>
        <source>not available</source>
        <extracomment>an LBA format the drive lists but does not offer now</extracomment>
        <translation>無法使用</translation>
    </message>
    <message>
        <source>%1 bytes, %2</source>
        <extracomment>%1 bytes per sector, %2 how fast the drive says it is</extracomment>
        <translation>%1 位元組，%2</translation>
    </message>
    <message>
        <source>%1 bytes + %2 bytes metadata, %3</source>
        <extracomment>%1 bytes per sector, %2 metadata bytes per sector, %3 how fast the drive says it is</extracomment>
        <translation>%1 位元組 + %2 位元組中繼資料，%3</translation>
    </message>
    <message>
        <source>%1 % left</source>
        <extracomment>%1 percent of the drive&apos;s rated life that is left</extracomment>
        <translation>剩餘 %1%</translation>
    </message>
    <message>
        <source>%1 % used</source>
        <extracomment>%1 percent of the drive&apos;s rated life that is used</extracomment>
        <translation>已用 %1%</translation>
    </message>
    <message>
        <source>Attribute %1 (%2) is at %3, at or below its threshold of %4: the part it watches is worn out or failing, though the drive does not count it as a failure prediction.</source>
        <extracomment>%1 attribute number, %2 its name, %3 its value now, %4 the threshold</extracomment>
        <translation>屬性 %1（%2）的值為 %3，等於或低於其臨界值 %4：它監視的元件已磨損或正在失效，儘管磁碟並未將其計為故障預測。</translation>
    </message>
    <message>
        <source>Error log: the latest error happened at power-on hour %1.</source>
        <extracomment>%1 a power-on hour</extracomment>
        <translation>錯誤記錄：最近一次錯誤發生在通電 %1 小時時。</translation>
    </message>
    <message>
        <source>Self-test log: the latest self-test ran at power-on hour %1.</source>
        <extracomment>%1 a power-on hour</extracomment>
        <translation>自我測試記錄：最近一次自我測試在通電 %1 小時時執行。</translation>
    </message>
    <message>
        <source>The error log has an error at power-on hour %1, but the power-on counter says %2 hours: the counter went back (reset, or run over), so it does not say how long the drive was used.</source>
        <extracomment>%1 the power-on hour the log stamped, %2 the power-on hours the counter says</extracomment>
        <translation>錯誤記錄中有一筆發生在通電 %1 小時時的錯誤，但通電時間計數器顯示為 %2 小時：計數器倒退了（被重設或溢位後歸零），因此無法說明磁碟已使用多久。</translation>
    </message>
    <message>
        <source>The self-test log has a test at power-on hour %1, but the power-on counter says %2 hours: the counter went back (reset, or run over), so it does not say how long the drive was used.</source>
        <extracomment>%1 the power-on hour the log stamped, %2 the power-on hours the counter says</extracomment>
        <translation>自我測試記錄中有一項在通電 %1 小時時進行的測試，但通電時間計數器顯示為 %2 小時：計數器倒退了（被重設或溢位後歸零），因此無法說明磁碟已使用多久。</translation>
    </message>
    <message>
        <source>The FARM log counts %1 power-on hours, but the SMART counter says %2: the SMART counter was reset, and the drive has been used for at least %1 hours.</source>
        <extracomment>%1 power-on hours in the FARM log, %2 power-on hours of the SMART counter</extracomment>
        <translation>FARM 記錄中的通電時間為 %1 小時，但 SMART 計數器顯示為 %2：SMART 計數器已被重設，磁碟至少已使用了 %1 小時。</translation>
    </message>
    <message>
        <source>The FARM log&apos;s spindle hours (%1) exceed its power-on hours (%2): its power-on hours were reset too.</source>
        <extracomment>%1 spindle hours, %2 power-on hours, both from the FARM log</extracomment>
        <translation>FARM 記錄中的主軸旋轉時間（%1）超過其通電時間（%2）：該記錄的通電時間也被重設過。</translation>
    </message>
    <message>
        <source>The FARM log&apos;s head-flight hours (%1) exceed its power-on hours (%2): its power-on hours were reset too.</source>
        <extracomment>%1 head-flight hours, %2 power-on hours, both from the FARM log</extracomment>
        <translation>FARM 記錄中的磁頭飛行時間（%1）超過其通電時間（%2）：該記錄的通電時間也被重設過。</translation>
    </message>
    <message>
        <source>FARM log: %1 power-on hours, %2 spindle hours, %3 head-flight hours; assembled in week %4 of %5.</source>
        <extracomment>%1 power-on, %2 spindle, %3 head-flight hours; the drive was assembled in week %4 of the year %5 (e.g. &quot;17&quot;, &quot;2025&quot;)</extracomment>
        <translation>FARM 記錄：通電 %1 小時，主軸旋轉 %2 小時，磁頭飛行 %3 小時；於 %5 年第 %4 週組裝。</translation>
    </message>
    <message>
        <source>FARM log: %1 power-on hours, %2 spindle hours, %3 head-flight hours.</source>
        <extracomment>%1 power-on, %2 spindle, %3 head-flight hours</extracomment>
        <translation>FARM 記錄：通電 %1 小時，主軸旋轉 %2 小時，磁頭飛行 %3 小時。</translation>
    </message>
</context>
<context>
    <name>DriveProof::Helper</name>
    <message>
        <source>Not authorised to use %1: the authentication was cancelled or refused.</source>
        <extracomment>%1 device path</extracomment>
        <translation>沒有權限使用 %1：身分驗證已取消或遭拒。</translation>
    </message>
    <message>
        <source>Could not ask polkit whether %1 may be used (%2). Make sure polkit is installed and running, then try again.</source>
        <extracomment>%1 device path, %2 D-Bus error text</extracomment>
        <translation>無法向 polkit 查詢是否可以使用 %1（%2）。請確認 polkit 已安裝且正在執行，然後再試一次。</translation>
    </message>
    <message>
        <source>Not authorised to use %1: authentication is needed, but no authentication agent could ask for it. Start DriveProof from a desktop session, or run pkttyagent in this terminal.</source>
        <extracomment>%1 device path</extracomment>
        <translation>沒有權限使用 %1：需要進行身分驗證，但沒有身分驗證代理程式可以提出要求。請從桌面工作階段啟動 DriveProof，或在此終端機中執行 pkttyagent。</translation>
    </message>
    <message>
        <source>Not authorised to use %1. Ask an administrator to allow it.</source>
        <extracomment>%1 device path</extracomment>
        <translation>沒有權限使用 %1。請洽詢系統管理員開放權限。</translation>
    </message>
    <message>
        <source>%1 is a symbolic link. Give the device node itself, as lsblk lists it.</source>
        <extracomment>%1 device path</extracomment>
        <translation>%1 是符號連結。請指定裝置節點本身，也就是 lsblk 所列出的名稱。</translation>
    </message>
    <message>
        <source>%1 is in use: it is mounted, or another program holds it exclusively. Unmount it or close that program, then try again.</source>
        <extracomment>%1 device path</extracomment>
        <translation>%1 正在使用中：它已掛載，或被另一個程式獨佔。請卸載它或關閉該程式，然後再試一次。</translation>
    </message>
    <message>
        <source>%1 could not be opened (%2): the device is gone or has no medium.</source>
        <extracomment>%1 device path, %2 system error text</extracomment>
        <translation>無法開啟 %1（%2）：裝置已不存在或沒有媒體。</translation>
    </message>
    <message>
        <source>%1 could not be opened: %2.</source>
        <extracomment>%1 device path, %2 system error text</extracomment>
        <translation>無法開啟 %1：%2。</translation>
    </message>
    <message>
        <source>“%1” is not a device path the helper accepts. Give the kernel&apos;s name of a block device, such as /dev/sdb or /dev/nvme0n1, not a symbolic link such as /dev/disk/by-id/….</source>
        <extracomment>%1 the path the caller gave (shortened)</extracomment>
        <translation>「%1」不是輔助服務接受的裝置路徑。請指定區塊裝置的核心名稱，例如 /dev/sdb 或 /dev/nvme0n1，而非 /dev/disk/by-id/… 這類符號連結。</translation>
    </message>
    <message>
        <source>%1 is not a block device known to the kernel (there is no “%2” in /sys/class/block). Check the name with lsblk.</source>
        <extracomment>%1 device path, %2 kernel name</extracomment>
        <translation>%1 不是核心已知的區塊裝置（/sys/class/block 中沒有「%2」）。請用 lsblk 檢查名稱。</translation>
    </message>
    <message>
        <source>%1 is not a block device node.</source>
        <extracomment>%1 device path</extracomment>
        <translation>%1 不是區塊裝置節點。</translation>
    </message>
    <message>
        <source>%1 is device %2, but the kernel says %4 is %3: the node does not belong to that device. Refusing to open it.</source>
        <extracomment>%1 device path, %2 and %3 device numbers like 8:16, %4 kernel name</extracomment>
        <translation>%1 是裝置 %2，但核心顯示 %4 是 %3：此節點不屬於該裝置。拒絕開啟。</translation>
    </message>
    <message>
        <source>%1 is a partition, but this works on the whole drive. Use %2.</source>
        <extracomment>%1 partition path, %2 disk path</extracomment>
        <translation>%1 是分割區，但此操作適用於整個磁碟。請使用 %2。</translation>
    </message>
    <message>
        <source>%1 disappeared while it was being checked.</source>
        <extracomment>%1 device path</extracomment>
        <translation>檢查 %1 時它消失了。</translation>
    </message>
    <message>
        <source>%1 changed while it was being opened: it is no longer the device the kernel lists under that name. Refusing it.</source>
        <extracomment>%1 device path</extracomment>
        <translation>%1 在開啟過程中發生變化：它已不再是核心以該名稱列出的裝置。拒絕使用。</translation>
    </message>
    <message>
        <source>Unknown option “%1”, or a value of the wrong type, for %2. Known options: %3.</source>
        <extracomment>%1 option name, %2 device path, %3 list of known option names</extracomment>
        <translation>%2 的選項「%1」不明，或其值的類型錯誤。已知選項：%3。</translation>
    </message>
    <message>
        <source>none</source>
        <translation>無</translation>
    </message>
    <message>
        <source>Unknown mode “%1” for %2. Use “r”, “w” or “rw”.</source>
        <extracomment>%1 the mode the caller gave, %2 device path</extracomment>
        <translation>%2 的模式「%1」不明。請使用「r」、「w」或「rw」。</translation>
    </message>
    <message>
        <source>Unknown flag “%1” for %2. Known flags: direct, sync, dsync, exclusive.</source>
        <extracomment>%1 the flag the caller gave, %2 device path</extracomment>
        <translation>%2 的旗標「%1」不明。已知旗標：direct、sync、dsync、exclusive。</translation>
    </message>
    <message>
        <source>The command to %1 failed.</source>
        <extracomment>%1 device path</extracomment>
        <translation>傳送至 %1 的指令失敗。</translation>
    </message>
    <message>
        <source>%1 disappeared while it was being read.</source>
        <extracomment>%1 device path</extracomment>
        <translation>讀取 %1 時它消失了。</translation>
    </message>
    <message>
        <source>DriveProof&apos;s privileged helper, a D-Bus system service (%1). D-Bus starts it when DriveProof needs it; it is not meant to be run by hand.</source>
        <extracomment>%1 D-Bus service name</extracomment>
        <translation>DriveProof 的特權輔助服務，為 D-Bus 系統服務（%1）。D-Bus 會在 DriveProof 需要時啟動它；不應手動執行。</translation>
    </message>
    <message>
        <source>For tests: serve on the bus at ADDRESS instead of the system bus, and ask the polkit found there.</source>
        <translation>供測試用：在位址 ADDRESS 的匯流排（而非系統匯流排）上提供服務，並詢問該匯流排上的 polkit。</translation>
    </message>
    <message>
        <source>Exit after SECONDS without calls (default %1).</source>
        <extracomment>%1 number of seconds</extracomment>
        <translation>在 SECONDS 秒內沒有呼叫時結束（預設 %1）。</translation>
    </message>
    <message>
        <source>%1 is in use and cannot be opened for writing: %2 Unmount, swapoff or stop that first.</source>
        <extracomment>%1 device path, %2 a sentence saying what uses it, e.g. &quot;/dev/sdb1 is mounted on /home.&quot;</extracomment>
        <translation>%1 正在使用中，無法以寫入方式開啟：%2 請先卸載它、執行 swapoff，或停止佔用它的對象。</translation>
    </message>
    <message>
        <source>Unknown self-test action “%1” for %2. Use “short”, “extended”, “conveyance”, “abort” or “status”.</source>
        <extracomment>%1 the action the caller gave, %2 device path</extracomment>
        <translation>%2 的自我測試動作「%1」不明。請使用「short」「extended」「conveyance」「abort」或「status」。</translation>
    </message>
    <message>
        <source>A DriveProof test is running on %1: a self-test now would disturb it. Start the self-test when the test is done.</source>
        <extracomment>%1 device path</extracomment>
        <translation>%1 上正在執行 DriveProof 測試：現在自我測試會干擾它。請在測試結束後再開始自我測試。</translation>
    </message>
    <message>
        <source>Unknown purpose “%1” for %2. Known purposes: capacity-check.</source>
        <extracomment>%1 the purpose the caller gave, %2 device path</extracomment>
        <translation>%2 的用途「%1」未知。已知用途：capacity-check。</translation>
    </message>
    <message>
        <source>A capacity check writes to %1: open it with mode “rw”.</source>
        <extracomment>%1 device path</extracomment>
        <translation>容量檢查會寫入 %1：請以「rw」模式開啟。</translation>
    </message>
</context>
<context>
    <name>DriveProof::PowerLoss</name>
    <message>
        <source>Cannot write the witness journal %1: %2</source>
        <extracomment>%1 is a file path, %2 the system&apos;s error message.</extracomment>
        <translation>無法寫入見證機日誌 %1：%2</translation>
    </message>
    <message>
        <source>Damaged record at byte %1 with good records after it.</source>
        <translation>位元組 %1 處的記錄已損毀，而其後還有完好的記錄。</translation>
    </message>
    <message>
        <source>Record at byte %1 contradicts the run before it.</source>
        <extracomment>%1 is a byte offset in the witness journal file.</extracomment>
        <translation>位元組 %1 處的記錄與先前記錄的執行內容互相矛盾。</translation>
    </message>
    <message>
        <source>Cannot truncate the torn end of the journal.</source>
        <translation>無法截斷日誌尾端被撕裂的部分。</translation>
    </message>
    <message>
        <source>The simulated drive is already running.</source>
        <translation>模擬磁碟已在執行中。</translation>
    </message>
    <message>
        <source>The simulated drive program %1 was not found. Install DriveProof completely (it lives in libexec) or set DRIVEPROOF_LYINGDISK to its path.</source>
        <extracomment>%1 is a program name</extracomment>
        <translation>找不到模擬磁碟程式 %1。請完整安裝 DriveProof（該程式位於 libexec 中），或將 DRIVEPROOF_LYINGDISK 設為其路徑。</translation>
    </message>
    <message>
        <source>Cannot create the folder for the simulated drive.</source>
        <translation>無法為模擬磁碟建立資料夾。</translation>
    </message>
    <message>
        <source>Something is already mounted on this folder. Unmount it first (fusermount3 -u).</source>
        <translation>此資料夾上已經掛載了其他東西。請先將其卸載（fusermount3 -u）。</translation>
    </message>
    <message>
        <source>Cannot start the simulated drive: %1</source>
        <translation>無法啟動模擬磁碟：%1</translation>
    </message>
    <message>
        <source>The simulated drive stopped before it was ready (exit status %1): %2</source>
        <extracomment>%1 is the program&apos;s exit status, %2 what it printed</extracomment>
        <translation>模擬磁碟在就緒前就停止了（結束狀態 %1）：%2</translation>
    </message>
    <message>
        <source>The simulated drive did not appear within %1 s: %2</source>
        <extracomment>%1 is a number of seconds, %2 what the program printed</extracomment>
        <translation>模擬磁碟在 %1 秒內沒有出現：%2</translation>
    </message>
    <message>
        <source>The simulated drive is not running.</source>
        <translation>模擬磁碟未在執行。</translation>
    </message>
    <message>
        <source>Cannot signal the simulated drive.</source>
        <translation>無法傳送訊號給模擬磁碟。</translation>
    </message>
    <message>
        <source>The simulated drive did not confirm the power cut.</source>
        <translation>模擬磁碟沒有確認斷電。</translation>
    </message>
    <message>
        <source>Cannot unmount the simulated drive. Run: fusermount3 -u -z %1</source>
        <translation>無法卸載模擬磁碟。請執行：fusermount3 -u -z %1</translation>
    </message>
    <message>
        <source>The simulated drive did not stop in time; it was killed and its cache lost.</source>
        <translation>模擬磁碟未能及時停止；已將其強制終止，其快取內容已遺失。</translation>
    </message>
    <message>
        <source>The simulated drive failed while stopping: %1</source>
        <extracomment>%1 is what the program printed</extracomment>
        <translation>模擬磁碟在停止時發生錯誤：%1</translation>
    </message>
    <message>
        <source>No error.</source>
        <translation>沒有錯誤。</translation>
    </message>
    <message>
        <source>Not a DriveProof power-loss frame (bad magic).</source>
        <extracomment>The power-loss witness received bytes that are not a DriveProof frame.</extracomment>
        <translation>不是 DriveProof 斷電測試的訊框（魔術數字錯誤）。</translation>
    </message>
    <message>
        <source>Unsupported power-loss protocol version: update DriveProof on both machines.</source>
        <translation>不支援的斷電測試通訊協定版本：請在兩台電腦上都更新 DriveProof。</translation>
    </message>
    <message>
        <source>Unknown power-loss message type.</source>
        <translation>不明的斷電測試訊息類型。</translation>
    </message>
    <message>
        <source>Power-loss frame too long for its type.</source>
        <translation>斷電測試訊框的長度超出其類型允許的範圍。</translation>
    </message>
    <message>
        <source>Power-loss frame damaged in transit (CRC mismatch).</source>
        <translation>斷電測試訊框在傳輸中損毀（CRC 不符）。</translation>
    </message>
    <message>
        <source>Wrong pairing code: type the code the witness shows.</source>
        <extracomment>The pairing code is the code the witness shows and the user types on the writer.</extracomment>
        <translation>配對碼錯誤：請輸入見證機上顯示的配對碼。</translation>
    </message>
    <message>
        <source>Power-loss frame replayed or out of order.</source>
        <translation>斷電測試訊框遭到重播或順序錯亂。</translation>
    </message>
    <message>
        <source>Power-loss message malformed or with a value out of range.</source>
        <translation>斷電測試訊息格式錯誤或含有超出範圍的值。</translation>
    </message>
    <message>
        <source>Power-loss message not expected at this point.</source>
        <translation>此時不應收到該斷電測試訊息。</translation>
    </message>
    <message>
        <source>Commit sequence numbers must increase.</source>
        <translation>提交序號必須遞增。</translation>
    </message>
    <message>
        <source>This run is already known to the witness with other parameters.</source>
        <translation>見證機已經以其他參數記錄了此次執行。</translation>
    </message>
    <message>
        <source>The witness knows no run with this id.</source>
        <translation>見證機不知道具有此 ID 的執行。</translation>
    </message>
    <message>
        <source>This run has already ended.</source>
        <translation>此次執行已經結束。</translation>
    </message>
    <message>
        <source>The witness cannot keep this run&apos;s journal (disk error or damaged journal).</source>
        <translation>見證機無法保存此次執行的日誌（磁碟錯誤或日誌已損毀）。</translation>
    </message>
    <message>
        <source>The witness has too many connections.</source>
        <translation>見證機的連線數過多。</translation>
    </message>
    <message>
        <source>The connection was silent for too long.</source>
        <translation>連線過久沒有通訊。</translation>
    </message>
    <message>
        <source>The same run connected again from elsewhere; this connection was closed.</source>
        <translation>同一次執行從別處重新連線；此連線已關閉。</translation>
    </message>
    <message>
        <source>Unknown reason.</source>
        <translation>不明的原因。</translation>
    </message>
    <message>
        <source>The test area was filled and flushed before the run.</source>
        <translation>測試區域已在執行前寫滿並排清。</translation>
    </message>
    <message>
        <source>The witness never heard that the test area was prepared: start a new run.</source>
        <translation>見證機從未收到測試區域已準備好的通知：請開始新的執行。</translation>
    </message>
    <message>
        <source>Simulated power cut (practice mode): no reboot was expected.</source>
        <translation>模擬斷電（練習模式）：不需要重新開機。</translation>
    </message>
    <message>
        <source>The machine restarted after the test.</source>
        <translation>測試後電腦已重新開機。</translation>
    </message>
    <message>
        <source>The boot id could not be compared, so a restart cannot be confirmed.</source>
        <translation>無法比較開機 ID，因此無法確認是否重新開機過。</translation>
    </message>
    <message>
        <source>The machine has not restarted since the test: cut the power, then verify after the reboot.</source>
        <translation>測試後電腦尚未重新開機：請切斷電源，然後在重新開機後進行驗證。</translation>
    </message>
    <message>
        <source>The drive has no unsafe-shutdown counter; this check was skipped.</source>
        <translation>磁碟沒有不安全關機計數器；已略過此項檢查。</translation>
    </message>
    <message>
        <source>The drive counted an unsafe shutdown (%1 → %2).</source>
        <extracomment>%1 and %2 counts of unsafe shutdowns reported by the drive</extracomment>
        <translation>磁碟記錄了一次不安全關機（%1 → %2）。</translation>
    </message>
    <message>
        <source>The drive saw a clean shutdown (its unsafe-shutdown counter stayed at %1): pull the plug, don&apos;t press the power button.</source>
        <translation>磁碟經歷的是正常關機（其不安全關機計數器仍為 %1）：請直接拔掉電源插頭，不要按電源按鈕。</translation>
    </message>
    <message>
        <source>No commit reached the witness: let the test run before cutting the power.</source>
        <translation>沒有任何提交到達見證機：請先讓測試執行一段時間，再切斷電源。</translation>
    </message>
    <message>
        <source>Commits were reaching the witness until the cut.</source>
        <translation>直到斷電前，提交一直持續到達見證機。</translation>
    </message>
    <message>
        <source>The last commit reached the witness %1 s before the writer went silent: the test was not writing when the power went.</source>
        <translation>最後一次提交在寫入端停止通訊前 %1 秒到達見證機：斷電時測試並未在寫入。</translation>
    </message>
    <message>
        <source>Writes were in flight when the writer went silent.</source>
        <translation>寫入端停止通訊時，仍有寫入正在進行。</translation>
    </message>
    <message>
        <source>No write was in flight at the cut: every issued write had been acknowledged, so the cut tested nothing pending.</source>
        <translation>斷電時沒有正在進行的寫入：發出的每筆寫入都已被確認，因此這次斷電沒有測試到任何未完成的寫入。</translation>
    </message>
    <message>
        <source>The link to the witness was alive until the cut.</source>
        <translation>直到斷電前，與見證機的連線一直正常。</translation>
    </message>
    <message>
        <source>The witness did not hear the writer until the cut.</source>
        <translation>在斷電之前，見證機就已收不到寫入端的訊息。</translation>
    </message>
    <message>
        <source>The writer stopped on an error before the cut: %1</source>
        <translation>寫入端在斷電前因錯誤而停止：%1</translation>
    </message>
    <message>
        <source>The writer reported no error.</source>
        <translation>寫入端沒有回報錯誤。</translation>
    </message>
    <message>
        <source>The writer stopped on purpose before the cut: cut the power while the test is writing.</source>
        <translation>寫入端在斷電前被刻意停止：請在測試正在寫入時切斷電源。</translation>
    </message>
    <message>
        <source>The writer did not stop on its own.</source>
        <translation>寫入端沒有自行停止。</translation>
    </message>
    <message numerus="yes">
        <source>%Ln block(s) hold exactly what they should.</source>
        <translation>
            <numerusform>%Ln 個區塊的內容完全正確。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln block(s) hold data that was written to another place.</source>
        <translation>
            <numerusform>%Ln 個區塊中的資料原本應寫在其他位置。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln block(s) hold data from before this test: the drive forgot the preparation.</source>
        <translation>
            <numerusform>%Ln 個區塊中保存的是此測試之前的資料：磁碟遺失了準備階段寫入的內容。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln block(s) are half old, half new: a write tore inside a block.</source>
        <translation>
            <numerusform>%Ln 個區塊一半是舊資料、一半是新資料：有寫入在區塊內部被撕裂。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln block(s) have flipped bits.</source>
        <translation>
            <numerusform>%Ln 個區塊中有位元翻轉。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln block(s) read back as zeros.</source>
        <translation>
            <numerusform>%Ln 個區塊讀回來全是零。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln block(s) read back erased (all ones).</source>
        <translation>
            <numerusform>%Ln 個區塊讀回來呈抹除狀態（全為 1）。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln block(s) hold data nobody wrote.</source>
        <translation>
            <numerusform>%Ln 個區塊中的資料不是任何人寫入的。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln block(s) cannot be read.</source>
        <translation>
            <numerusform>%Ln 個區塊無法讀取。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln acknowledged write(s) were lost.</source>
        <translation>
            <numerusform>%Ln 筆已確認的寫入遺失了。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln acknowledged write(s) survived only in part.</source>
        <translation>
            <numerusform>%Ln 筆已確認的寫入只有部分保留下來。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln acknowledged write(s) were lost while later ones survived: the drive reorders writes across flushes.</source>
        <translation>
            <numerusform>%Ln 筆已確認的寫入遺失了，而其後的寫入卻保留了下來：磁碟會跨越排清操作重新排列寫入順序。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln acknowledged write(s) just before the cut were lost: the drive acknowledges flushes before the data is safe.</source>
        <translation>
            <numerusform>斷電前不久的 %Ln 筆已確認的寫入遺失了：磁碟在資料安全之前就確認了排清。</numerusform>
        </translation>
    </message>
    <message>
        <source>The drive cannot be read at all after the power cut.</source>
        <translation>斷電後完全無法讀取磁碟。</translation>
    </message>
    <message>
        <source>The drive&apos;s identity or capacity changed after the power cut.</source>
        <translation>斷電後磁碟的識別資訊或容量發生了變化。</translation>
    </message>
    <message numerus="yes">
        <source>%Ln block(s) written only before the test were damaged: data at rest is not safe on this drive.</source>
        <translation>
            <numerusform>%Ln 個只在測試前寫入過的區塊已損毀：在此磁碟上，靜置的資料也不安全。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln contradiction(s) between the witness&apos;s record and the test plan: a bug in DriveProof, so this run proves nothing.</source>
        <translation>
            <numerusform>見證機的記錄與測試計畫之間有 %Ln 處矛盾：這是 DriveProof 的錯誤，因此此次執行無法證明任何事情。</numerusform>
        </translation>
    </message>
    <message>
        <source>Not an address: %1. Use HOST:PORT or [IPv6]:PORT.</source>
        <extracomment>%1 is what the user typed as the witness address, e.g. 0.0.0.0:7070.
----------
%1 is the witness address the user typed.</extracomment>
        <translation>不是有效的位址：%1。請使用 HOST:PORT 或 [IPv6]:PORT。</translation>
    </message>
    <message>
        <source>Cannot create the witness journal folder %1.</source>
        <extracomment>%1 is a folder path.</extracomment>
        <translation>無法建立見證機日誌資料夾 %1。</translation>
    </message>
    <message>
        <source>The journal in folder %1 belongs to another run.</source>
        <translation>資料夾 %1 中的日誌屬於另一次執行。</translation>
    </message>
    <message>
        <source>Lost the connection to the witness; reconnecting.</source>
        <translation>與見證機的連線已中斷；正在重新連線。</translation>
    </message>
    <message>
        <source>Lost the connection to the witness.</source>
        <translation>與見證機的連線已中斷。</translation>
    </message>
    <message>
        <source>The witness did not answer in time.</source>
        <translation>見證機沒有及時回應。</translation>
    </message>
    <message>
        <source>The witness refused: %1</source>
        <extracomment>%1 is the reason the witness gave.</extracomment>
        <translation>見證機拒絕了請求：%1</translation>
    </message>
    <message>
        <source>The ledger from the witness is damaged (size or digest mismatch).</source>
        <translation>來自見證機的記錄簿已損毀（大小或摘要不符）。</translation>
    </message>
    <message>
        <source>The report is too large to keep on the witness.</source>
        <translation>報告太大，無法保存在見證機上。</translation>
    </message>
    <message>
        <source>Unexpected answer from the witness.</source>
        <translation>見證機傳回了非預期的回應。</translation>
    </message>
    <message>
        <source>Cannot resolve %1: %2</source>
        <extracomment>%1 is a host name or address, %2 the resolver&apos;s error message.</extracomment>
        <translation>無法解析 %1：%2</translation>
    </message>
    <message>
        <source>Cannot listen on %1: %2</source>
        <extracomment>%1 is an address:port, %2 the system&apos;s error message.</extracomment>
        <translation>無法在 %1 上接聽：%2</translation>
    </message>
    <message>
        <source>Cannot reach the witness at %1: %2</source>
        <extracomment>%1 is the witness&apos;s address:port, %2 the system&apos;s error message.</extracomment>
        <translation>無法連線到位於 %1 的見證機：%2</translation>
    </message>
    <message>
        <source>This file system does not support direct I/O: the writer goes through the page cache, which the commits flush.</source>
        <translation>此檔案系統不支援直接 I/O：寫入端會經過分頁快取，並由每次提交將其排清。</translation>
    </message>
    <message>
        <source>Cannot open %1 for writing: %2.</source>
        <extracomment>%1 file or device, %2 the system&apos;s error text</extracomment>
        <translation>無法開啟 %1 進行寫入：%2。</translation>
    </message>
    <message>
        <source>The power-loss test parameters are invalid.</source>
        <translation>斷電測試參數無效。</translation>
    </message>
    <message>
        <source>Preparing the test area failed: %1.</source>
        <extracomment>%1 the system&apos;s error text</extracomment>
        <translation>準備測試區域失敗：%1。</translation>
    </message>
    <message>
        <source>Flushing the prepared test area failed: %1.</source>
        <translation>排清已準備好的測試區域失敗：%1。</translation>
    </message>
    <message>
        <source>Write %1 failed: %2. The run is invalid; the writer stopped and does not retry.</source>
        <extracomment>%1 the write&apos;s sequence number, %2 the system&apos;s error text</extracomment>
        <translation>寫入 %1 失敗：%2。此次執行無效；寫入端已停止，且不會重試。</translation>
    </message>
    <message>
        <source>Committing up to write %1 failed: %2. The run is invalid; the writer stopped and does not retry.</source>
        <extracomment>%1 the last write&apos;s sequence number, %2 the system&apos;s error text</extracomment>
        <translation>提交截至寫入 %1 的資料失敗：%2。此次執行無效；寫入端已停止，且不會重試。</translation>
    </message>
    <message>
        <source>Cannot save the pending test in %1: %2.</source>
        <extracomment>%1 file name, %2 the system&apos;s error text</extracomment>
        <translation>無法將待驗證的測試儲存到 %1：%2。</translation>
    </message>
    <message>
        <source>Cannot write the autostart entry %1: %2.</source>
        <extracomment>%1 file name, %2 the system&apos;s error text</extracomment>
        <translation>無法寫入自動啟動項目 %1：%2。</translation>
    </message>
    <message>
        <source>Practice mode needs FUSE, and /dev/fuse cannot be used here.</source>
        <translation>練習模式需要 FUSE，但此處無法使用 /dev/fuse。</translation>
    </message>
    <message>
        <source>Practice mode needs fusermount3 (the fuse3 package).</source>
        <translation>練習模式需要 fusermount3（fuse3 套件）。</translation>
    </message>
    <message>
        <source>Practice mode needs driveproof-lyingdisk, which is not installed.</source>
        <translation>練習模式需要 driveproof-lyingdisk，但它尚未安裝。</translation>
    </message>
    <message>
        <source>Cannot create a temporary folder for practice.</source>
        <translation>無法為練習建立暫存資料夾。</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a pairing code.</source>
        <extracomment>%1 what was given</extracomment>
        <translation>&apos;%1&apos; 不是配對碼。</translation>
    </message>
    <message>
        <source>DriveProof simulated drive (%1)</source>
        <extracomment>the simulated drive of practice mode; %1 honest or lying</extracomment>
        <translation>DriveProof 模擬磁碟（%1）</translation>
    </message>
    <message>
        <source>lying</source>
        <translation>說謊</translation>
    </message>
    <message>
        <source>honest</source>
        <translation>誠實</translation>
    </message>
    <message>
        <source>Practice cancelled.</source>
        <translation>練習已取消。</translation>
    </message>
    <message>
        <source>idle</source>
        <translation>閒置</translation>
    </message>
    <message>
        <source>starting the simulated drive and witness</source>
        <extracomment>practice mode: the simulated drive and the local witness start</extracomment>
        <translation>正在啟動模擬磁碟與見證機</translation>
    </message>
    <message>
        <source>preparing</source>
        <extracomment>the test area is being filled with known data</extracomment>
        <translation>正在準備</translation>
    </message>
    <message>
        <source>writing</source>
        <translation>正在寫入</translation>
    </message>
    <message>
        <source>cutting the power</source>
        <extracomment>practice mode: the simulated power cut</extracomment>
        <translation>正在切斷電源</translation>
    </message>
    <message>
        <source>verifying</source>
        <translation>正在驗證</translation>
    </message>
    <message>
        <source>done</source>
        <translation>已完成</translation>
    </message>
    <message>
        <source>failed</source>
        <translation>失敗</translation>
    </message>
    <message>
        <source>This is a virtual machine: pulling its virtual plug tests the host&apos;s storage stack, not a drive. Run the test on real hardware.</source>
        <translation>這是一部虛擬機器：拔掉它的虛擬插頭測試的是主機的儲存堆疊，而不是磁碟。請在實體硬體上執行此測試。</translation>
    </message>
    <message>
        <source>The machine runs on its battery: pulling the plug would not cut the power. Remove the battery, or use a machine without one.</source>
        <translation>這部電腦正在使用電池供電：拔掉插頭並不會切斷電源。請取下電池，或使用沒有電池的電腦。</translation>
    </message>
    <message>
        <source>The drive sits behind a USB bridge, which may have a cache and flush rules of its own: the verdict is about the bridge and the drive together.</source>
        <translation>此磁碟位於 USB 橋接晶片之後，橋接晶片可能有自己的快取與排清規則：判定針對的是橋接晶片與磁碟的整體。</translation>
    </message>
    <message>
        <source>The drive&apos;s write cache is on. That is normal: the test shows whether the drive still keeps every write it acknowledged.</source>
        <translation>磁碟的寫入快取已開啟。這很正常：測試會顯示磁碟是否仍保住了它確認過的每一筆寫入。</translation>
    </message>
    <message>
        <source>The drive&apos;s unsafe-shutdown counter cannot be read, so the verifier cannot confirm that the power really went away.</source>
        <translation>無法讀取磁碟的不安全關機計數器，因此驗證端無法確認電源確實已被切斷。</translation>
    </message>
    <message>
        <source>Choose a file or a device for the test area.</source>
        <translation>請為測試區域選擇一個檔案或裝置。</translation>
    </message>
    <message>
        <source>%1 is neither a regular file nor a block device.</source>
        <extracomment>%1 a path</extracomment>
        <translation>%1 既不是一般檔案，也不是區塊裝置。</translation>
    </message>
    <message>
        <source>The folder %1 does not exist.</source>
        <extracomment>%1 a folder</extracomment>
        <translation>資料夾 %1 不存在。</translation>
    </message>
    <message>
        <source>The device %1 was not found.</source>
        <extracomment>%1 a device node</extracomment>
        <translation>找不到裝置 %1。</translation>
    </message>
    <message>
        <source>Cannot create %1: %2.</source>
        <extracomment>%1 file, %2 the system&apos;s error text</extracomment>
        <translation>無法建立 %1：%2。</translation>
    </message>
    <message>
        <source>Cannot reserve space for %1: %2.</source>
        <extracomment>%1 file, %2 the system&apos;s error text</extracomment>
        <translation>無法為 %1 預留空間：%2。</translation>
    </message>
    <message>
        <source>Cannot reach the witness at %1: %2. Is driveproof-cli witness running there, and is the port open?</source>
        <extracomment>%1 the witness&apos;s address, %2 the network&apos;s error text</extracomment>
        <translation>無法連線到位於 %1 的見證機：%2。那裡是否正在執行 driveproof-cli witness，連接埠是否已開放？</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a pairing code: type the 12 characters the witness shows.</source>
        <extracomment>%1 what the user typed</extracomment>
        <translation>&apos;%1&apos; 不是配對碼：請輸入見證機上顯示的 12 個字元。</translation>
    </message>
    <message>
        <source>The test area on %1 is too small: give it at least 1 MiB.</source>
        <extracomment>%1 the file or device</extracomment>
        <translation>%1 上的測試區域太小：請至少設為 1 MiB。</translation>
    </message>
    <message>
        <source>The witness at %1 did not confirm every commit before the end.</source>
        <extracomment>%1 the witness&apos;s address</extracomment>
        <translation>位於 %1 的見證機在結束前沒有確認每一次提交。</translation>
    </message>
    <message>
        <source>connecting to the witness</source>
        <translation>正在連線到見證機</translation>
    </message>
    <message>
        <source>paused</source>
        <extracomment>writing paused while the witness cannot be reached</extracomment>
        <translation>已暫停</translation>
    </message>
    <message>
        <source>stopped</source>
        <translation>已停止</translation>
    </message>
    <message>
        <source>connecting</source>
        <translation>正在連線</translation>
    </message>
    <message>
        <source>connected</source>
        <translation>已連線</translation>
    </message>
    <message>
        <source>unreachable</source>
        <translation>無法連線</translation>
    </message>
    <message>
        <source>refused</source>
        <translation>被拒絕</translation>
    </message>
    <message>
        <source>closed</source>
        <extracomment>the link to the witness was closed</extracomment>
        <translation>已關閉</translation>
    </message>
    <message>
        <source>Cannot open %1: %2.</source>
        <extracomment>%1 file, %2 the system&apos;s error text</extracomment>
        <translation>無法開啟 %1：%2。</translation>
    </message>
    <message>
        <source>The pending test has no valid pairing code.</source>
        <translation>待驗證的測試沒有有效的配對碼。</translation>
    </message>
    <message>
        <source>Fetching the witness&apos;s record from %1</source>
        <extracomment>%1 the witness&apos;s address</extracomment>
        <translation>正在從 %1 取得見證機的記錄</translation>
    </message>
    <message>
        <source>Verification cancelled.</source>
        <translation>驗證已取消。</translation>
    </message>
    <message>
        <source>Reading the drive&apos;s state</source>
        <translation>正在讀取磁碟的狀態</translation>
    </message>
    <message>
        <source>Reading and checking the whole test area on %1</source>
        <extracomment>%1 file or device</extracomment>
        <translation>正在讀取並檢查 %1 上的整個測試區域</translation>
    </message>
    <message>
        <source>Storing the report</source>
        <translation>正在儲存報告</translation>
    </message>
    <message>
        <source>Done</source>
        <translation>完成</translation>
    </message>
    <message>
        <source>Cannot write the witness&apos;s salt %1: %2</source>
        <extracomment>%1 is a file path, %2 the system&apos;s error message.</extracomment>
        <translation>無法寫入見證機的鹽值檔案 %1：%2</translation>
    </message>
    <message>
        <source>The witness is busy with other verifiers; try again shortly.</source>
        <extracomment>The witness limits how many verifiers and ledger downloads it serves at once.</extracomment>
        <translation>見證機正忙於服務其他驗證端；請稍後再試。</translation>
    </message>
    <message>
        <source>Cannot derive the pairing key (not enough memory?).</source>
        <extracomment>The witness turns the pairing code into a key with Argon2id, which needs 64 MiB.</extracomment>
        <translation>無法衍生配對金鑰（記憶體不足？）。</translation>
    </message>
    <message>
        <source>The journal of this run reached its limit of %1 bytes.</source>
        <extracomment>%1 is a size in bytes.</extracomment>
        <translation>此次執行的日誌已達到 %1 位元組的上限。</translation>
    </message>
    <message>
        <source>The witness claimed commits this writer never sent; reconnecting.</source>
        <extracomment>A high-water mark above the writer&apos;s own last commit: a forged or replayed answer.</extracomment>
        <translation>見證機聲稱持有此寫入端從未傳送過的提交；正在重新連線。</translation>
    </message>
    <message>
        <source>no answer to the handshake within %1 s</source>
        <extracomment>%1 a number of seconds</extracomment>
        <translation>%1 秒內建立連線無回應</translation>
    </message>
    <message>
        <source>The witness at %1 refused this writer: %2</source>
        <extracomment>%1 the witness&apos;s address, %2 why it refused</extracomment>
        <translation>位於 %1 的見證機拒絕了此寫入端：%2</translation>
    </message>
    <message numerus="yes">
        <source>All %Ln acknowledged write(s) were lost.</source>
        <translation>
            <numerusform>全部 %Ln 筆已確認的寫入都遺失了。</numerusform>
        </translation>
    </message>
    <message>
        <source>They were the last ones before the cut: the drive acknowledges flushes before the data is safe.</source>
        <translation>它們是斷電前的最後幾筆寫入：磁碟在資料安全之前就確認了排清。</translation>
    </message>
    <message>
        <source>The witness&apos;s record contradicts this machine&apos;s own record of the test (%1), so it cannot be trusted and this run proves nothing about acknowledged writes.</source>
        <extracomment>%1 what the witness&apos;s record says against this machine&apos;s (in English, for a bug report)</extracomment>
        <translation>見證機的紀錄與本機自己對該測試的紀錄相矛盾（%1），因此不可信，本次執行無法證明已確認寫入的任何情況。</translation>
    </message>
    <message>
        <source>This is not the run&apos;s witness: it answered with another salt than during the run.</source>
        <translation>這不是本次執行的見證機：它回覆的鹽值與執行期間的不同。</translation>
    </message>
    <message>
        <source>A frame from the witness arrived damaged or altered (%1); reconnecting.</source>
        <extracomment>%1 what was wrong with it, e.g. &quot;HMAC&quot; or &quot;CRC mismatch&quot;</extracomment>
        <translation>來自見證機的訊框抵達時已損毀或遭竄改（%1）；正在重新連線。</translation>
    </message>
    <message>
        <source>The witness could not prove the pairing code (a fake witness or altered traffic); reconnecting.</source>
        <translation>見證機無法證明配對碼（偽造的見證機或遭竄改的流量）；正在重新連線。</translation>
    </message>
    <message>
        <source>The witness refused a frame that reached it damaged or altered (%1); reconnecting.</source>
        <extracomment>%1 the witness&apos;s reason, e.g. &quot;Power-loss frame damaged in transit&quot;</extracomment>
        <translation>見證機拒絕了一個抵達時已損毀或遭竄改的訊框（%1）；正在重新連線。</translation>
    </message>
    <message>
        <source>The witness already keeps %1 runs: move old run folders out of its journal folder to make room.</source>
        <extracomment>%1 how many runs the witness keeps at most</extracomment>
        <translation>見證機已保存 %1 次執行：請將舊的執行資料夾移出其日誌資料夾以騰出空間。</translation>
    </message>
    <message>
        <source>The witness holds %1 acknowledged writes in memory, as many as it may: this run cannot grow.</source>
        <extracomment>%1 a number of acknowledged writes</extracomment>
        <translation>見證機在記憶體中保存了 %1 個已確認寫入，已達上限：本次執行無法繼續增長。</translation>
    </message>
    <message numerus="yes">
        <source>The witness reports %n acknowledgement(s) this writer never sent, from seq %1, so its record cannot be trusted and this run proves nothing about acknowledged writes.</source>
        <extracomment>%n how many acknowledgements carry no valid receipt of this machine&apos;s writer, %1 the seq (a number) of the first of them</extracomment>
        <translation>
            <numerusform>見證機回報了 %n 個此寫入端從未傳送過的確認（從序號 %1 開始），因此其紀錄不可信，本次執行無法證明已確認寫入的任何情況。</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>DriveProof::Privilege</name>
    <message>
        <source>Cannot open %1: %2.</source>
        <extracomment>%1 device path, %2 the system&apos;s reason</extracomment>
        <translation>無法開啟 %1：%2。</translation>
    </message>
    <message>
        <source>The system bus is not running (%2), so DriveProof&apos;s helper cannot be reached for %1. Start D-Bus, or run as root.</source>
        <extracomment>%1 device path, %2 D-Bus error text</extracomment>
        <translation>系統匯流排未執行（%2），因此無法為 %1 連上 DriveProof 輔助服務。請啟動 D-Bus，或以 root 身分執行。</translation>
    </message>
    <message>
        <source>DriveProof&apos;s helper sent an unexpected reply for %1.</source>
        <extracomment>%1 device path</extracomment>
        <translation>DriveProof 輔助服務對 %1 傳回了非預期的回應。</translation>
    </message>
    <message>
        <source>DriveProof&apos;s helper opened %1 but no file descriptor arrived.</source>
        <extracomment>%1 device path</extracomment>
        <translation>DriveProof 輔助服務已開啟 %1，但沒有收到檔案描述元。</translation>
    </message>
    <message>
        <source>DriveProof&apos;s helper is not installed (%1 is not on the system bus): install the package, or run as root.</source>
        <extracomment>%1 D-Bus service name</extracomment>
        <translation>DriveProof 輔助服務未安裝（%1 不在系統匯流排上）：請安裝該套件，或以 root 身分執行。</translation>
    </message>
    <message>
        <source>DriveProof&apos;s helper is installed but could not be started (%1). Reinstall DriveProof.</source>
        <extracomment>%1 D-Bus error text</extracomment>
        <translation>DriveProof 輔助服務已安裝，但無法啟動（%1）。請重新安裝 DriveProof。</translation>
    </message>
    <message>
        <source>DriveProof&apos;s helper did not answer for %1 within %2 seconds. If an authentication dialog was open, try again.</source>
        <extracomment>%1 device path, %2 number of seconds</extracomment>
        <translation>DriveProof 輔助服務在 %2 秒內沒有針對 %1 做出回應。如果曾開啟身分驗證對話方塊，請再試一次。</translation>
    </message>
    <message>
        <source>The system bus refused the call to DriveProof&apos;s helper (%1): its D-Bus policy is missing or damaged. Reinstall DriveProof.</source>
        <extracomment>%1 D-Bus error text</extracomment>
        <translation>系統匯流排拒絕了對 DriveProof 輔助服務的呼叫（%1）：其 D-Bus 原則遺失或已損毀。請重新安裝 DriveProof。</translation>
    </message>
    <message>
        <source>DriveProof&apos;s helper failed for %1: %3 (%2).</source>
        <extracomment>%1 device path, %2 D-Bus error name, %3 D-Bus error text</extracomment>
        <translation>DriveProof 輔助服務在處理 %1 時失敗：%3（%2）。</translation>
    </message>
</context>
<context>
    <name>DriveProof::Report</name>
    <message>
        <source>a pair [bucket, count]</source>
        <translation>一組 [區間, 計數]</translation>
    </message>
    <message>
        <source>The test result is damaged: %1 names latency bucket %2, but the buckets end at %3.</source>
        <extracomment>%1 where in the file; %2 the bucket number found; %3 the last valid one</extracomment>
        <translation>測試結果已損毀：%1 指向延遲區間 %2，但區間只到 %3 為止。</translation>
    </message>
    <message>
        <source>The test result is damaged: %1 lists latency bucket %2 twice.</source>
        <extracomment>%1 where in the file; %2 a bucket number</extracomment>
        <translation>測試結果已損毀：%1 重複列出延遲區間 %2。</translation>
    </message>
    <message>
        <source>The test result is damaged: the latency buckets of %1 do not add up to its count.</source>
        <extracomment>%1 where in the file, e.g. measurements[0].histogram</extracomment>
        <translation>測試結果已損毀：%1 的各延遲區間總和與其計數不符。</translation>
    </message>
    <message>
        <source>The test result is damaged: the minimum or maximum of %1 lies outside its lowest or highest latency bucket.</source>
        <extracomment>%1 where in the file, e.g. measurements[0].histogram</extracomment>
        <translation>測試結果已損毀：%1 的最小值或最大值落在其最低或最高延遲區間之外。</translation>
    </message>
    <message>
        <source>The test result is damaged: the sum of %1 cannot come from its latency buckets.</source>
        <extracomment>%1 where in the file, e.g. measurements[0].histogram</extracomment>
        <translation>測試結果已損毀：%1 的總和不可能由其延遲區間得出。</translation>
    </message>
    <message>
        <source>%1: %2 commits/s</source>
        <extracomment>%1 the line&apos;s label, e.g. &quot;fdatasync, 1 × 8 kB&quot;; %2 commits per second</extracomment>
        <translation>%1：%2 次提交/秒</translation>
    </message>
    <message>
        <source>%1: %2 MB/s, %3 IOPS</source>
        <extracomment>%1 the line&apos;s label, e.g. &quot;SEQ1M Q8T1 read&quot;; %2 megabytes per second; %3 I/Os per second</extracomment>
        <translation>%1：%2 MB/s，%3 IOPS</translation>
    </message>
    <message>
        <source>%1; %2</source>
        <extracomment>%1 how many measurements, e.g. &quot;9 measurements&quot;; %2 its headline number</extracomment>
        <translation>%1；%2</translation>
    </message>
    <message>
        <source>%1 (stopped by an error)</source>
        <extracomment>%1 the summary so far; a test that stopped on an error</extracomment>
        <translation>%1（因錯誤而停止）</translation>
    </message>
    <message>
        <source>%1 (cancelled)</source>
        <extracomment>%1 the summary so far; a test the user cancelled</extracomment>
        <translation>%1（已取消）</translation>
    </message>
    <message>
        <source>The result has no id, so it cannot be kept in the history.</source>
        <translation>結果沒有 ID，因此無法儲存到歷史記錄中。</translation>
    </message>
    <message>
        <source>Cannot create the history folder %1. Check that your home folder is writable.</source>
        <extracomment>%1 folder path</extracomment>
        <translation>無法建立歷史記錄資料夾 %1。請檢查您的個人資料夾是否可寫入。</translation>
    </message>
    <message>
        <source>Cannot write %1: %2.</source>
        <extracomment>%1 file name, %2 the system&apos;s error text</extracomment>
        <translation>無法寫入 %1：%2。</translation>
    </message>
    <message>
        <source>The history holds no result with the id %1.</source>
        <extracomment>%1 a result id</extracomment>
        <translation>歷史記錄中沒有 ID 為 %1 的結果。</translation>
    </message>
    <message>
        <source>The id %1 fits several results in the history; give the whole id.</source>
        <extracomment>%1 a short result id</extracomment>
        <translation>ID %1 符合歷史記錄中的多個結果；請指定完整的 ID。</translation>
    </message>
    <message>
        <source>Cannot delete %1: %2.</source>
        <extracomment>%1 file name, %2 the system&apos;s error text</extracomment>
        <translation>無法刪除 %1：%2。</translation>
    </message>
    <message>
        <source>The test result is damaged: %1 is missing.</source>
        <extracomment>%1 where in the file, e.g. measurements[2].iops</extracomment>
        <translation>測試結果已損毀：缺少 %1。</translation>
    </message>
    <message>
        <source>The test result is damaged: %1 should be %2.</source>
        <extracomment>%1 where in the file, e.g. measurements[2].iops; %2 what it should be, e.g. &quot;a number&quot;</extracomment>
        <translation>測試結果已損毀：%1 應為%2。</translation>
    </message>
    <message>
        <source>The test result is damaged: %1 is %2, outside the range %3 to %4.</source>
        <extracomment>%1 where in the file, e.g. measurements[2].read_percent; %2 the value found there; %3 and %4 the smallest and largest value allowed</extracomment>
        <translation>測試結果已損毀：%1 的值為 %2，超出 %3 到 %4 的範圍。</translation>
    </message>
    <message>
        <source>text</source>
        <translation>文字</translation>
    </message>
    <message>
        <source>true or false</source>
        <translation>true 或 false</translation>
    </message>
    <message>
        <source>true, false or null</source>
        <translation>true、false 或 null</translation>
    </message>
    <message>
        <source>a whole number</source>
        <translation>整數</translation>
    </message>
    <message>
        <source>a number</source>
        <translation>數字</translation>
    </message>
    <message>
        <source>a date and time (ISO 8601)</source>
        <translation>日期時間（ISO 8601）</translation>
    </message>
    <message>
        <source>a list</source>
        <translation>清單</translation>
    </message>
    <message>
        <source>an object</source>
        <translation>物件</translation>
    </message>
    <message>
        <source>a list of six numbers</source>
        <translation>包含六個數字的清單</translation>
    </message>
    <message>
        <source>one of info, good, caution, danger</source>
        <translation>info、good、caution、danger 其中之一</translation>
    </message>
    <message>
        <source>This is not a DriveProof test result: it has no format_version.</source>
        <translation>這不是 DriveProof 測試結果：其中沒有 format_version。</translation>
    </message>
    <message>
        <source>This test result has format %1, but this version of DriveProof reads formats up to %2. Open it with a newer DriveProof.</source>
        <extracomment>%1 the file&apos;s format number, %2 the newest format this version reads</extracomment>
        <translation>此測試結果的格式為 %1，但此版本的 DriveProof 只能讀取 %2 以下的格式。請用較新版本的 DriveProof 開啟。</translation>
    </message>
    <message>
        <source>This is not a DriveProof test result: the JSON breaks at byte %1 (%2).</source>
        <extracomment>%1 byte offset in the file, %2 what the JSON parser says</extracomment>
        <translation>這不是 DriveProof 測試結果：JSON 在第 %1 位元組處中斷（%2）。</translation>
    </message>
    <message>
        <source>This is not a DriveProof test result: it holds no JSON object.</source>
        <translation>這不是 DriveProof 測試結果：其中沒有 JSON 物件。</translation>
    </message>
    <message>
        <source>Cannot read %1: %2.</source>
        <extracomment>%1 file name, %2 the system&apos;s reason</extracomment>
        <translation>無法讀取 %1：%2。</translation>
    </message>
    <message>
        <source>%1 is too large to be a DriveProof test result.</source>
        <extracomment>%1 file name</extracomment>
        <translation>%1 太大，不可能是 DriveProof 測試結果。</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <extracomment>%1 file name, %2 what is wrong with its contents (a sentence)</extracomment>
        <translation>%1：%2</translation>
    </message>
    <message numerus="yes">
        <source>%n measurement(s)</source>
        <extracomment>how many measurements (lines of the numbers table) a result has</extracomment>
        <translation>
            <numerusform>%n 個測量項目</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 s</source>
        <extracomment>a time per step; %1 seconds, e.g. &quot;5&quot; or &quot;0.5&quot;</extracomment>
        <translation>%1 秒</translation>
    </message>
    <message>
        <source>temporary file</source>
        <translation>暫存檔</translation>
    </message>
    <message>
        <source>file</source>
        <translation>檔案</translation>
    </message>
    <message>
        <source>whole device</source>
        <translation>整個裝置</translation>
    </message>
    <message>
        <source>none (raw device)</source>
        <extracomment>where a run had no file system under it (the raw device)</extracomment>
        <translation>無（原始裝置）</translation>
    </message>
    <message>
        <source>They are different tests (%1 and %2).</source>
        <extracomment>%1 and %2 two test keys, e.g. &quot;quick&quot; and &quot;random&quot;</extracomment>
        <translation>它們是不同的測試（%1 和 %2）。</translation>
    </message>
    <message>
        <source>They used different test sizes (%1 and %2): a small area fits a cache that a large one overflows.</source>
        <extracomment>%1 and %2 test sizes, e.g. &quot;128 MiB&quot; and &quot;1 GiB&quot;</extracomment>
        <translation>它們使用了不同的測試大小（%1 和 %2）：小區域能放進快取，大區域則會溢出。</translation>
    </message>
    <message>
        <source>They ran on different kinds of target (%1 and %2): a file system adds its own work to every write.</source>
        <extracomment>%1 and %2 kinds of target, e.g. &quot;temporary file&quot; and &quot;whole device&quot;</extracomment>
        <translation>它們執行在不同類型的目標上（%1 和 %2）：檔案系統會為每次寫入加上自己的工作。</translation>
    </message>
    <message>
        <source>They ran on different file systems (%1 and %2).</source>
        <extracomment>%1 and %2 file systems, e.g. &quot;ext4&quot; and &quot;btrfs&quot;</extracomment>
        <translation>它們執行在不同的檔案系統上（%1 和 %2）。</translation>
    </message>
    <message>
        <source>They used different I/O engines (%1 and %2).</source>
        <extracomment>%1 and %2 I/O engines, e.g. &quot;io_uring&quot; and &quot;psync&quot;</extracomment>
        <translation>它們使用了不同的 I/O 引擎（%1 和 %2）。</translation>
    </message>
    <message>
        <source>They ran for different times per step (%1 and %2).</source>
        <extracomment>%1 and %2 times per step, e.g. &quot;2 s&quot; and &quot;5 s&quot;</extracomment>
        <translation>它們每步執行的時間不同（%1 和 %2）。</translation>
    </message>
    <message>
        <source>%1 per step</source>
        <extracomment>the time each step of a test ran; %1 e.g. &quot;5 s&quot;</extracomment>
        <translation>每步 %1</translation>
    </message>
    <message>
        <source>%1 on %2</source>
        <extracomment>%1 a kind of target (&quot;temporary file&quot;), %2 its file system (&quot;ext4&quot;)</extracomment>
        <translation>%2 上的%1</translation>
    </message>
    <message>
        <source>SEQ1M Q8T1, SEQ1M Q1T1, RND4K Q32T1, RND4K Q1T1 · %1 · %2 per step</source>
        <extracomment>the quick check&apos;s definition; %1 a test size (&quot;1 GiB&quot;), %2 a time per step (&quot;5 s&quot;). SEQ1M Q8T1 etc. are CrystalDiskMark&apos;s test names: keep them.</extracomment>
        <translation>SEQ1M Q8T1、SEQ1M Q1T1、RND4K Q32T1、RND4K Q1T1 · %1 · 每步 %2</translation>
    </message>
    <message>
        <source>The history holds no result with the id %1, and there is no such file. &apos;driveproof-cli history DEVICE&apos; lists the ids.</source>
        <extracomment>%1 a result id or file name</extracomment>
        <translation>歷史中沒有 ID 為 %1 的結果，也沒有這樣的檔案。&apos;driveproof-cli history DEVICE&apos; 會列出 ID。</translation>
    </message>
    <message>
        <source>a list of two numbers</source>
        <translation>由兩個數字組成的清單</translation>
    </message>
    <message>
        <source>%1 self-test: %2, at %3 power-on hours; first failing sector %4.</source>
        <extracomment>%1 kind of self-test (&quot;Short&quot;), %2 its result (&quot;Failed: read error&quot;), %3 the drive&apos;s power-on hours when it ended, %4 a sector number</extracomment>
        <translation>自我測試（%1）：%2，通電 %3 小時時；第一個出錯磁區 %4。</translation>
    </message>
    <message>
        <source>%1 self-test: %2, at %3 power-on hours.</source>
        <extracomment>%1 kind of self-test (&quot;Short&quot;), %2 its result (&quot;Completed without error&quot;), %3 the drive&apos;s power-on hours when it ended</extracomment>
        <translation>自我測試（%1）：%2，通電 %3 小時時。</translation>
    </message>
    <message>
        <source>read</source>
        <translation>讀取</translation>
    </message>
    <message>
        <source>write</source>
        <translation>寫入</translation>
    </message>
    <message>
        <source>mixed %1% read</source>
        <extracomment>%1 percentage of reads in a mixed workload, e.g. 70</extracomment>
        <translation>混合（%1% 讀取）</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <extracomment>%1 a CrystalDiskMark-style preset name (SEQ1M Q8T1), %2 read/write/mixed</extracomment>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>block size %1, %2</source>
        <extracomment>a sweep point: %1 block size, %2 read/write</extracomment>
        <translation>區塊大小 %1，%2</translation>
    </message>
    <message>
        <source>queue depth %1, %2</source>
        <extracomment>a sweep point: %1 queue depth, %2 read/write</extracomment>
        <translation>佇列深度 %1，%2</translation>
    </message>
    <message numerus="yes">
        <source>%n thread(s), %1</source>
        <extracomment>a sweep point: %n threads, %1 read/write</extracomment>
        <translation>
            <numerusform>%n 個執行緒，%1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1, %n × 8 kB per commit</source>
        <extracomment>%1 a sync method name (fdatasync, open_datasync...), %n writes per commit</extracomment>
        <translation>
            <numerusform>%1，每次提交 %n × 8 kB</numerusform>
        </translation>
    </message>
    <message>
        <source>open_sync, %1 × %2 kB</source>
        <extracomment>16 kB committed as %1 writes of %2 kB each, with O_SYNC</extracomment>
        <translation>open_sync，%1 × %2 kB</translation>
    </message>
    <message>
        <source>write, fsync, close</source>
        <translation>write, fsync, close</translation>
    </message>
    <message>
        <source>write, close, fsync (another descriptor)</source>
        <translation>write, close, fsync（另一個描述元）</translation>
    </message>
    <message>
        <source>write, no sync (baseline, not durable)</source>
        <translation>write，無 sync（基準，非持久）</translation>
    </message>
    <message>
        <source>O_DIRECT write, no sync (baseline, not durable)</source>
        <translation>O_DIRECT write，無 sync（基準，非持久）</translation>
    </message>
    <message>
        <source>sustained sequential write</source>
        <translation>持續循序寫入</translation>
    </message>
    <message>
        <source>surface scan (read)</source>
        <translation>表面掃描（讀取）</translation>
    </message>
    <message>
        <source>random reads, pass %1</source>
        <extracomment>%1 1 or 2: the pass of the hybrid-cache check</extracomment>
        <translation>隨機讀取，第 %1 輪</translation>
    </message>
    <message>
        <source>%1 (cache off)</source>
        <extracomment>a commit line measured with the drive&apos;s write cache switched off; %1 its label</extracomment>
        <translation>%1（快取關閉）</translation>
    </message>
    <message>
        <source>Skipped: the block size %1 is larger than the test area (%2).</source>
        <extracomment>%1 block size, %2 test area size</extracomment>
        <translation>已略過：區塊大小 %1 大於測試區域（%2）。</translation>
    </message>
    <message>
        <source>Skipped: O_DIRECT writes of %1 bytes are smaller than the device&apos;s logical block size (%2 bytes).</source>
        <extracomment>%1 write size in bytes, %2 the device&apos;s logical block size in bytes</extracomment>
        <translation>已略過：%1 位元組的 O_DIRECT 寫入小於裝置的邏輯區塊大小（%2 位元組）。</translation>
    </message>
    <message>
        <source>Skipped: this file system does not support O_DIRECT.</source>
        <translation>已略過：此檔案系統不支援 O_DIRECT。</translation>
    </message>
    <message>
        <source>Skipped: the device rejects O_DIRECT writes of %1 bytes.</source>
        <extracomment>%1 write size in bytes</extracomment>
        <translation>已略過：裝置拒絕 %1 位元組的 O_DIRECT 寫入。</translation>
    </message>
</context>
<context>
    <name>DriveProof::Suites</name>
    <message>
        <source>The cache A/B test needs a drive whose write cache is on and can be switched; %1&apos;s is not. Run the commit test alone.</source>
        <extracomment>%1 device node</extracomment>
        <translation>快取 A/B 測試需要寫入快取已開啟且可切換的磁碟；%1 不符合條件。請單獨執行提交速率測試。</translation>
    </message>
    <message>
        <source>Could not switch the write cache of %1 back on. Switch it on with &apos;driveproof-cli cache %1 --set on&apos;.</source>
        <extracomment>%1 device node</extracomment>
        <translation>無法重新開啟 %1 的寫入快取。請用 &apos;driveproof-cli cache %1 --set on&apos; 開啟。</translation>
    </message>
    <message>
        <source>Cannot open %1 for the commit test: %2.</source>
        <extracomment>%1 file or device, %2 the system&apos;s error text</extracomment>
        <translation>無法為提交速率測試開啟 %1：%2。</translation>
    </message>
    <message>
        <source>The commit test stopped at &quot;%1&quot;: writing to %2 failed: %3.</source>
        <extracomment>%1 the line&apos;s label, %2 file or device, %3 the system&apos;s error text</extracomment>
        <translation>提交速率測試在「%1」處停止：寫入 %2 失敗：%3。</translation>
    </message>
    <message>
        <source>&quot;%1&quot; stopped on %2: %3</source>
        <extracomment>%1 the step&apos;s label, %2 file or device, %3 the error</extracomment>
        <translation>「%1」在 %2 上停止：%3</translation>
    </message>
    <message>
        <source>idle, so the drive can move hot data</source>
        <translation>閒置，讓磁碟能搬移熱資料</translation>
    </message>
    <message>
        <source>Commit rate</source>
        <translation>提交速率</translation>
    </message>
    <message>
        <source>Throughput</source>
        <translation>吞吐量</translation>
    </message>
    <message>
        <source>Sustained write</source>
        <translation>持續寫入</translation>
    </message>
    <message>
        <source>Surface scan</source>
        <translation>表面掃描</translation>
    </message>
    <message>
        <source>Random I/O</source>
        <translation>隨機 I/O</translation>
    </message>
    <message>
        <source>Quick check</source>
        <translation>快速檢查</translation>
    </message>
    <message>
        <source>Block size sweep</source>
        <translation>區塊大小逐級測試</translation>
    </message>
    <message>
        <source>Queue depth sweep</source>
        <translation>佇列深度逐級測試</translation>
    </message>
    <message>
        <source>Thread sweep</source>
        <translation>執行緒數逐級測試</translation>
    </message>
    <message>
        <source>Hybrid cache check</source>
        <translation>混合快取檢測</translation>
    </message>
    <message>
        <source>A drive test is running; suspending would spoil its numbers.</source>
        <translation>磁碟測試正在執行；此時讓系統進入睡眠會影響測試結果。</translation>
    </message>
    <message>
        <source>The cache A/B test needs to know the drive under the target, and it could not be found. Run the commit test alone.</source>
        <translation>快取 A/B 測試需要知道目標所在的磁碟，但找不到。請單獨執行提交速率測試。</translation>
    </message>
    <message>
        <source>O_DIRECT is not supported here: the run is buffered, so the page cache is in the numbers.</source>
        <translation>此處不支援 O_DIRECT：本次執行使用緩衝 I/O，因此測得的數值包含分頁快取的影響。</translation>
    </message>
    <message>
        <source>%1 is not a folder. Choose a folder on the drive to test.</source>
        <extracomment>%1 a folder</extracomment>
        <translation>%1 不是資料夾。請在要測試的磁碟上選擇資料夾。</translation>
    </message>
    <message>
        <source>The test size must be at least 4 KiB.</source>
        <translation>測試大小至少須為 4 KiB。</translation>
    </message>
    <message>
        <source>%1 has too little free space for a %2 test file (%3 free). Choose a smaller size or another folder.</source>
        <extracomment>%1 folder, %2 the size asked for, %3 free space</extracomment>
        <translation>%1 的可用空間不足以容納 %2 的測試檔案（可用 %3）。請選擇較小的大小或其他資料夾。</translation>
    </message>
    <message>
        <source>Cannot create a test file in %1: %2. Choose a folder you can write to.</source>
        <extracomment>%1 folder, %2 the system&apos;s error text</extracomment>
        <translation>無法在 %1 中建立測試檔案：%2。請選擇您有寫入權限的資料夾。</translation>
    </message>
    <message>
        <source>Preparing the test file</source>
        <translation>正在準備測試檔案</translation>
    </message>
    <message>
        <source>Cannot prepare the test file %1: %2.</source>
        <extracomment>%1 the test file, %2 what failed, in English from the system</extracomment>
        <translation>無法準備測試檔案 %1：%2。</translation>
    </message>
    <message>
        <source>%1 is not an existing regular file. Name a file, or choose a folder for a temporary test file.</source>
        <extracomment>%1 a path</extracomment>
        <translation>%1 不是既有的一般檔案。請指定檔案，或選擇資料夾來存放暫存測試檔案。</translation>
    </message>
    <message>
        <source>%1 is smaller than 4 KiB: too small to test. DriveProof never grows a file it did not create.</source>
        <extracomment>%1 a file</extracomment>
        <translation>%1 小於 4 KiB：太小，無法測試。DriveProof 絕不會擴大非由它建立的檔案。</translation>
    </message>
    <message>
        <source>Cannot open %1: %2.</source>
        <extracomment>%1 file, %2 the system&apos;s error text
----------
%1 device node, %2 the system&apos;s error text</extracomment>
        <translation>無法開啟 %1：%2。</translation>
    </message>
    <message>
        <source>Writing to %1 destroys what is on it. Confirm by typing the device name, or pass --destructive.</source>
        <extracomment>%1 device node</extracomment>
        <translation>寫入 %1 會破壞其中的內容。請輸入裝置名稱進行確認，或使用 --destructive。</translation>
    </message>
    <message>
        <source>%L1 IOPS</source>
        <extracomment>I/O operations per second</extracomment>
        <translation>%L1 IOPS</translation>
    </message>
    <message>
        <source>fdatasync commits at %1 per second, faster than the platters turn (%2 rpm allows about %3 per second with one thread): a volatile or battery-backed cache acknowledges the commits. Run the power-loss test to learn whether it keeps them.</source>
        <extracomment>%1 commits per second, %2 rotation rate, %3 the most commits per second it allows</extracomment>
        <translation>fdatasync 每秒提交 %1 次，比碟片轉動還快（%2 rpm 在單一執行緒下約只允許每秒 %3 次）：是揮發性快取或電池備援快取在確認這些提交。請執行斷電測試，以瞭解它能否保住這些資料。</translation>
    </message>
    <message>
        <source>fdatasync commits at %1 per second, within what %2 rpm allows (about %3 per second): each commit waits for the platter.</source>
        <extracomment>%1 commits per second, %2 rotation rate, %3 the most commits per second it allows</extracomment>
        <translation>fdatasync 每秒提交 %1 次，在 %2 rpm 所允許的範圍內（約每秒 %3 次）：每次提交都在等待碟片。</translation>
    </message>
    <message>
        <source>With the drive&apos;s write cache off, fdatasync still commits at %1 per second, above the %3 per second that %2 rpm allows: the setting was ignored or another cache answers.</source>
        <extracomment>%1 commits per second, %2 rotation rate, %3 the most commits per second it allows</extracomment>
        <translation>磁碟的寫入快取關閉後，fdatasync 仍每秒提交 %1 次，高於 %2 rpm 所允許的每秒 %3 次：該設定遭到忽略，或有其他快取在回應。</translation>
    </message>
    <message>
        <source>Each fdatasync sent %2 flushes to %1: flushes reach the device.</source>
        <extracomment>%1 device name, %2 flushes per commit (a decimal number)</extracomment>
        <translation>每次 fdatasync 向 %1 傳送了 %2 次排清：排清指令確實到達裝置。</translation>
    </message>
    <message>
        <source>Flushes are not reaching %1: fdatasync sent none although the kernel treats the device as write back. Something between DriveProof and the drive swallows them (a hypervisor, a RAID or device-mapper layer).</source>
        <extracomment>%1 device name</extracomment>
        <translation>排清指令沒有到達 %1：儘管核心將該裝置視為 write back，fdatasync 卻一次也沒有傳送。DriveProof 與磁碟之間的某一層吞掉了它們（hypervisor、RAID 或 device-mapper 層）。</translation>
    </message>
    <message>
        <source>Flushes are not reaching %1: the kernel treats it as write through (queue/write_cache) and sends it no flushes. If the drive&apos;s own cache is on, committed data can be lost at a power cut.</source>
        <extracomment>%1 device name</extracomment>
        <translation>排清指令沒有到達 %1：核心將其視為 write through（queue/write_cache），不向其傳送排清指令。如果磁碟本身的快取是開啟的，已提交的資料可能在斷電時遺失。</translation>
    </message>
    <message>
        <source>Flushes are not reaching %1: the file system is mounted with nobarrier, so the kernel sends no flushes. Committed data can be lost at a power cut.</source>
        <extracomment>%1 device name</extracomment>
        <translation>排清指令沒有到達 %1：檔案系統以 nobarrier 掛載，因此核心不傳送排清指令。已提交的資料可能在斷電時遺失。</translation>
    </message>
    <message>
        <source>This drive acknowledges %1 commits per second with its write cache on. Only the power-loss test can tell whether it keeps them.</source>
        <extracomment>%1 commits per second</extracomment>
        <translation>寫入快取開啟時，此磁碟每秒確認 %1 次提交。只有斷電測試才能判斷它是否真正保住了這些資料。</translation>
    </message>
    <message>
        <source>This drive acknowledges %1 commits per second with its write cache on and %2 with it off.</source>
        <extracomment>%1 commits per second with the cache on, %2 with it off</extracomment>
        <translation>此磁碟在寫入快取開啟時每秒確認 %1 次提交，關閉時為 %2 次。</translation>
    </message>
    <message>
        <source>The write rate fell from %1 to %2 after %3 had been written: a cache ran out.</source>
        <extracomment>%1 and %2 transfer rates, %3 an amount of data</extracomment>
        <translation>寫入 %3 之後，寫入速率從 %1 降至 %2：某個快取已用盡。</translation>
    </message>
    <message>
        <source>The write rate held at about %1 over all %2.</source>
        <extracomment>%1 a transfer rate, %2 an amount of data</extracomment>
        <translation>在全部 %2 的寫入過程中，寫入速率一直維持在約 %1。</translation>
    </message>
    <message>
        <source>Reads ran at %1 at the start and %2 at the end; the slowest stretch read at %3, at %4.</source>
        <extracomment>%1..%3 transfer rates, %4 a position on the drive (an amount of data)</extracomment>
        <translation>讀取速率開頭為 %1，結尾為 %2；最慢的區段讀取速率為 %3，位於 %4 處。</translation>
    </message>
    <message numerus="yes">
        <source>%n stretch(es) read at less than half the median rate: the drive retried there, or remapped sectors slow it down. Look at its health.</source>
        <translation>
            <numerusform>有 %n 個區段的讀取速率不到中位數速率的一半：磁碟在該處進行了重試，或重新配置的磁區拖慢了速度。請檢查其健康狀態。</numerusform>
        </translation>
    </message>
    <message>
        <source>The second pass was %1 times as fast (%2 → %3): the drive moved the data to faster storage while idle.</source>
        <extracomment>%1 how many times faster (a decimal number), %2 and %3 IOPS before and after</extracomment>
        <translation>第二輪的速度是第一輪的 %1 倍（%2 → %3）：磁碟在閒置時把資料搬到了較快的儲存空間。</translation>
    </message>
    <message>
        <source>The second pass ran at %2 against %1 before: no sign of a cache that promotes hot data while the drive is idle.</source>
        <extracomment>%1 and %2 IOPS of the first and the second pass</extracomment>
        <translation>第二輪為 %2，之前為 %1：沒有跡象顯示存在會在磁碟閒置時提升熱資料的快取。</translation>
    </message>
    <message>
        <source>O_DIRECT is not supported on this file system: the run was buffered, so the page cache is in the numbers.</source>
        <translation>此檔案系統不支援 O_DIRECT：本次執行使用緩衝 I/O，因此測得的數值包含分頁快取的影響。</translation>
    </message>
    <message>
        <source>This is a virtual machine (%1): the numbers describe the hypervisor&apos;s storage, not the drive&apos;s.</source>
        <extracomment>%1 the hypervisor, e.g. kvm</extracomment>
        <translation>這是一台虛擬機器（%1）：這些數值反映的是 hypervisor 的儲存空間，而非磁碟本身。</translation>
    </message>
    <message>
        <source>%1 is mounted with barriers off (%2): the kernel sends the drive no flushes, so no commit there is durable.</source>
        <extracomment>%1 mount point, %2 mount options</extracomment>
        <translation>%1 以關閉 barrier 的方式掛載（%2）：核心不向磁碟傳送排清指令，因此那裡的任何提交都不具持久性。</translation>
    </message>
    <message>
        <source>%1 is in use: %2 DriveProof does not write to a device in use. Unmount it, swapoff it or stop what is built on it first.</source>
        <extracomment>%1 device node, %2 a sentence saying what uses it, e.g. &quot;/dev/loop0 backs the loop device /dev/loop1. /dev/loop1 is mounted on /mnt.&quot;</extracomment>
        <translation>%1 正在使用中：%2 DriveProof 不會寫入正在使用中的裝置。請先卸載它、對其執行 swapoff，或停止建構在它之上的裝置。</translation>
    </message>
    <message>
        <source>The kernel sends %1 no flushes while its write cache is off for this half of the test (it treats the device as write through): as expected.</source>
        <extracomment>%1 device name</extracomment>
        <translation>在測試的這一半中，%1 的寫入快取為關閉，核心不向其傳送排清指令（核心將該裝置視為 write through）：符合預期。</translation>
    </message>
    <message>
        <source>%L1 %2</source>
        <extracomment>a transfer rate; %L1 the number, %2 its unit (&quot;MB/s&quot; or &quot;MiB/s&quot;)</extracomment>
        <translation>%L1 %2</translation>
    </message>
    <message>
        <source>SATA, link speed unknown</source>
        <translation>SATA，連結速度不明</translation>
    </message>
    <message>
        <source>SATA %1 Gb/s</source>
        <extracomment>%1 the SATA link speed in Gb/s, e.g. 6</extracomment>
        <translation>SATA %1 Gb/s</translation>
    </message>
    <message>
        <source>PCIe, link speed unknown</source>
        <translation>PCIe，連結速度不明</translation>
    </message>
    <message>
        <source>PCIe %1 x%2</source>
        <extracomment>%1 the PCIe generation (&quot;3.0&quot;), %2 lanes in use</extracomment>
        <translation>PCIe %1 x%2</translation>
    </message>
    <message>
        <source>USB, link speed unknown</source>
        <translation>USB，連結速度不明</translation>
    </message>
    <message>
        <source>USB %1 (%2 Gb/s)</source>
        <extracomment>%1 the USB version (&quot;3.0&quot;), %2 its signalling rate in Gb/s</extracomment>
        <translation>USB %1（%2 Gb/s）</translation>
    </message>
    <message>
        <source>USB %1 (%2 Mb/s)</source>
        <extracomment>%1 the USB version (&quot;2&quot;), %2 its signalling rate in Mb/s</extracomment>
        <translation>USB %1（%2 Mb/s）</translation>
    </message>
    <message>
        <source>%1 (~%2 usable)</source>
        <extracomment>%1 the SATA link (&quot;SATA 6 Gb/s&quot;), %2 a transfer rate, e.g. &quot;600.0 MB/s&quot;</extracomment>
        <translation>%1（可用約 %2）</translation>
    </message>
    <message>
        <source>%1 (the drive can do PCIe %2 x%3)</source>
        <extracomment>%1 the PCIe link now (&quot;PCIe 3.0 x2&quot;), %2 PCIe generation (&quot;4.0&quot;), %3 lanes</extracomment>
        <translation>%1（磁碟支援 PCIe %2 x%3）</translation>
    </message>
    <message>
        <source>%1 of x%2</source>
        <extracomment>%1 the PCIe link now (&quot;PCIe 3.0 x2&quot;), %2 lanes the drive has</extracomment>
        <translation>%1 / x%2</translation>
    </message>
    <message>
        <source>%1, %2</source>
        <extracomment>%1 the USB link (&quot;USB 3.0 (5 Gb/s)&quot;), %2 the storage protocol: UAS or BOT</extracomment>
        <translation>%1，%2</translation>
    </message>
    <message>
        <source>hard disk (%L1 rpm)</source>
        <translation>傳統硬碟（%L1 rpm）</translation>
    </message>
    <message>
        <source>hard disk</source>
        <translation>傳統硬碟</translation>
    </message>
    <message>
        <source>SATA SSD</source>
        <translation>SATA 固態硬碟</translation>
    </message>
    <message>
        <source>NVMe SSD</source>
        <translation>NVMe 固態硬碟</translation>
    </message>
    <message>
        <source>drive behind a USB bridge</source>
        <translation>位於 USB 橋接晶片之後的磁碟</translation>
    </message>
    <message>
        <source>virtual disk</source>
        <translation>虛擬磁碟</translation>
    </message>
    <message>
        <source>%1 is more than a %2 link can carry (%3): the link is emulated or misreported (a virtual machine, or a cache in front of the drive), so this number says nothing about the drive.</source>
        <extracomment>%1 a measured transfer rate, %2 the link (&quot;SATA 1.5 Gb/s&quot;), %3 the most it carries</extracomment>
        <translation>%1 超出了 %2 連結所能承載的上限（%3）：此連結是模擬出來的或回報有誤（虛擬機器，或磁碟前面有快取），因此這個數值無法說明磁碟的任何情況。</translation>
    </message>
    <message>
        <source>Writes at %1: the limit of its %2 link (%3 at most) — as fast as it can be here.</source>
        <extracomment>%1 a transfer rate, %2 the link (&quot;SATA 6 Gb/s&quot;), %3 what it carries</extracomment>
        <translation>寫入速度 %1：已達到其 %2 連結的上限（最多 %3），在這裡已經是最快了。</translation>
    </message>
    <message>
        <source>Reads at %1: the limit of its %2 link (%3 at most) — as fast as it can be here.</source>
        <extracomment>%1 a transfer rate, %2 the link (&quot;SATA 6 Gb/s&quot;), %3 what it carries</extracomment>
        <translation>讀取速度 %1：已達到其 %2 連結的上限（最多 %3），在這裡已經是最快了。</translation>
    </message>
    <message>
        <source>Writes at %1 on a %2 link: the link, not the drive, is the limit (the drive can do %3 Gb/s; check the cable and the port).</source>
        <extracomment>%1 a transfer rate, %2 the link (&quot;SATA 3 Gb/s&quot;), %3 the drive&apos;s fastest SATA speed in Gb/s, e.g. 6</extracomment>
        <translation>在 %2 連結上寫入速度為 %1：瓶頸在連結而不在磁碟（磁碟支援 %3 Gb/s；請檢查連接線與連接埠）。</translation>
    </message>
    <message>
        <source>Reads at %1 on a %2 link: the link, not the drive, is the limit (the drive can do %3 Gb/s; check the cable and the port).</source>
        <extracomment>%1 a transfer rate, %2 the link (&quot;SATA 3 Gb/s&quot;), %3 the drive&apos;s fastest SATA speed in Gb/s, e.g. 6</extracomment>
        <translation>在 %2 連結上讀取速度為 %1：瓶頸在連結而不在磁碟（磁碟支援 %3 Gb/s；請檢查連接線與連接埠）。</translation>
    </message>
    <message>
        <source>On a USB 2 port: 480 Mb/s holds it to about %1 (measured: %2). A USB 3 port would let it go faster.</source>
        <extracomment>%1 what a USB 2 port allows, a transfer rate; %2 the measured transfer rate</extracomment>
        <translation>接在 USB 2 連接埠上：480 Mb/s 將其限制在約 %1（實測：%2）。接到 USB 3 連接埠上可以更快。</translation>
    </message>
    <message>
        <source>Reads at %1: SATA SSDs read at %2 to %3 on a 6 Gb/s link, so something other than the link holds this one back (a full or worn drive, power saving, or the file system).</source>
        <extracomment>%1 the measured transfer rate, %2 and %3 the usual range (transfer rates)</extracomment>
        <translation>讀取速度 %1：SATA 固態硬碟在 6 Gb/s 連結上的讀取速度為 %2 至 %3，因此拖慢這顆磁碟的是連結以外的因素（磁碟已滿或已磨損、省電設定或檔案系統）。</translation>
    </message>
    <message>
        <source>This NVMe drive runs on %1 although it can do PCIe %2 x%3: the link trained below what the drive and its slot allow (a riser, a dirty contact, or lanes shared with another slot). It carries %4 of the %5 it could.</source>
        <extracomment>%1 the link now (&quot;PCIe 3.0 x2&quot;), %2 PCIe generation, %3 lanes, %4 and %5 transfer rates (what the link carries now, what it could)</extracomment>
        <translation>這顆 NVMe 磁碟運作在 %1 上，儘管它支援 PCIe %2 x%3：連結協商結果低於磁碟及其插槽所允許的水準（轉接卡、接點髒汙，或與另一個插槽共用通道）。它只能承載 %4，而原本可達 %5。</translation>
    </message>
    <message>
        <source>This NVMe drive runs on %1 but can do PCIe %2 x%3: the slot holds it to %4 of the %5 it could use. A slot with more lanes would let it go faster.</source>
        <extracomment>%1 the link now (&quot;PCIe 3.0 x2&quot;), %2 PCIe generation, %3 lanes, %4 and %5 transfer rates (what the slot carries, what the drive could use)</extracomment>
        <translation>這顆 NVMe 磁碟運作在 %1 上，但它支援 PCIe %2 x%3：插槽將其限制在 %4，而它原本可使用 %5。換到通道更多的插槽可以讓它更快。</translation>
    </message>
    <message>
        <source>RND4K Q1T1 at %1 is what a %L2 rpm disk does (about %3 to %4): each read waits for a seek and half a turn.</source>
        <extracomment>%1 measured IOPS, %2 rotation rate in rpm, %3 and %4 the usual range of IOPS</extracomment>
        <translation>RND4K Q1T1 為 %1，正是 %L2 rpm 硬碟的水準（約 %3 至 %4）：每次讀取都要等待一次尋軌和半圈旋轉。</translation>
    </message>
    <message>
        <source>RND4K Q1T1 at %1 is faster than a %L2 rpm disk can seek (about %3 to %4): a cache answers these reads, so they say little about the disk.</source>
        <extracomment>%1 measured IOPS, %2 rotation rate in rpm, %3 and %4 the usual range of IOPS</extracomment>
        <translation>RND4K Q1T1 為 %1，超過了 %L2 rpm 硬碟的尋軌能力（約 %3 至 %4）：這些讀取由快取回應，因此幾乎無法說明硬碟本身的情況。</translation>
    </message>
    <message>
        <source>Writes fell from %1 to %2 after %3: the end of its fast SLC cache. Copies larger than that run at about %2.</source>
        <extracomment>%1 and %2 transfer rates, %3 an amount of data. SLC: the fast part of an SSD&apos;s flash that takes writes first</extracomment>
        <translation>寫入 %3 之後，寫入速率從 %1 降至 %2：快速 SLC 快取已用盡。比這更大的複製約以 %2 進行。</translation>
    </message>
    <message>
        <source>%1 is a loop device without direct I/O: its reads and writes go through the page cache of the file system that holds its backing file, so these numbers describe the page cache (memory), not a drive. Attach it with &apos;losetup --direct-io=on&apos; to measure the drive under the file.</source>
        <extracomment>%1 a loop device, e.g. loop3</extracomment>
        <translation>%1 是未啟用直接 I/O 的 loop 裝置：它的讀寫經過存放其後備檔案的檔案系統的頁面快取，因此這些數字描述的是頁面快取（記憶體），而不是磁碟。請用 &apos;losetup --direct-io=on&apos; 掛接它，以測量檔案下面的磁碟。</translation>
    </message>
    <message>
        <source>The run went through the page cache, which serves some requests from memory and sends others to the drive.</source>
        <translation>本次執行經過了頁面快取，它會從記憶體回應部分請求，其餘的才送到磁碟。</translation>
    </message>
    <message>
        <source>Something else used the drive meanwhile, a cache filled or emptied, or the drive paused to tidy up: run the test again before trusting the numbers.</source>
        <translation>期間可能有別的程式在使用磁碟、某個快取被填滿或清空，或者磁碟暫停進行內部整理：在相信這些數字之前，請再執行一次測試。</translation>
    </message>
    <message>
        <source>The numbers are unstable: %1 swung between %2 and %4 (typically %3) from one tenth of a second to the next, far more than a drive&apos;s own noise. %5</source>
        <extracomment>%1 a measurement (&quot;SEQ1M Q8T1 read&quot;); %2, %3, %4 rates or IOPS (low, typical, high); %5 why (a sentence)</extracomment>
        <translation>數字不穩定：%1 每十分之一秒就在 %2 和 %4 之間擺動（通常為 %3），遠超磁碟自身的波動。%5</translation>
    </message>
    <message>
        <source>%1 is no longer empty (found: %2), so it was not written to. Confirm again with the device&apos;s name.</source>
        <extracomment>%1 device node, %2 what was found, e.g. &quot;gpt, ext4&quot;</extracomment>
        <translation>%1 已不再是空的（發現：%2），因此沒有寫入。請輸入裝置名稱再次確認。</translation>
    </message>
    <message>
        <source>No drive was found under the target.</source>
        <translation>在目標底下找不到磁碟機。</translation>
    </message>
    <message>
        <source>%1 reports no temperature.</source>
        <extracomment>%1 device path</extracomment>
        <translation>%1 不回報溫度。</translation>
    </message>
    <message numerus="yes">
        <source>The drive reached %1 °C and slowed itself down %n time(s) during this test: these numbers are those of a hot drive, not what it does when cool.</source>
        <extracomment>%1 the drive&apos;s highest temperature in °C; %n how often it throttled itself</extracomment>
        <translation>
            <numerusform>磁碟機達到 %1 °C，並在這次測試中自行降速 %n 次：這些數字是發熱磁碟機的成績，而不是它冷卻時的表現。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The drive reached %1 °C and slowed itself down %n time(s) during the sustained write: the drop from %2 to %3 at %4 is heat, not its cache.</source>
        <extracomment>%1 the drive&apos;s highest temperature in °C, %n how often it throttled itself, %2 and %3 transfer rates, %4 an amount of data</extracomment>
        <translation>
            <numerusform>磁碟機達到 %1 °C，並在持續寫入期間自行降速 %n 次：在 %4 處從 %2 降到 %3 是發熱所致，而不是快取用盡。</numerusform>
        </translation>
    </message>
    <message>
        <source>Drive temperature: %1 °C before the test, %2 °C after.</source>
        <extracomment>%1 and %2 temperatures in °C (&quot;?&quot; when unknown)</extracomment>
        <translation>磁碟機溫度：測試前 %1 °C，測試後 %2 °C。</translation>
    </message>
    <message numerus="yes">
        <source>The drive slowed itself down for heat %n time(s) during the test, for %1 s in all.</source>
        <extracomment>%n how often the drive throttled itself, %1 seconds it spent throttled</extracomment>
        <translation>
            <numerusform>測試期間磁碟機因發熱自行降速 %n 次，共計 %1 秒。</numerusform>
        </translation>
    </message>
    <message>
        <source>The drive did not slow itself down for heat during the test.</source>
        <translation>測試期間磁碟機沒有因發熱降速。</translation>
    </message>
    <message>
        <source>Time above its warning temperature during the test: %1 min; above its critical temperature: %2 min.</source>
        <extracomment>%1 and %2 minutes</extracomment>
        <translation>測試期間高於警告溫度的時間：%1 分鐘；高於臨界溫度的時間：%2 分鐘。</translation>
    </message>
    <message>
        <source>The drive&apos;s heat was not read: %1</source>
        <extracomment>%1 why (a sentence)</extracomment>
        <translation>未讀取磁碟機的溫度：%1</translation>
    </message>
</context>
</TS>
