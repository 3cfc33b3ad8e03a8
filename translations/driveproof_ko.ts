<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="ko_KR">
<context>
    <name>DriveProof::Alignment</name>
    <message>
        <source>Partition %1 on %2 starts at byte %3, which is not even on a %4-byte logical sector boundary: the partition table or the kernel&apos;s view of it is damaged. Back up its data, then recreate the partition at sector %5 (e.g. &apos;parted %2 mkpart primary %5s 100%&apos;), and check with &apos;parted %2 align-check optimal %1&apos;.</source>
        <extracomment>%1 partition number, %2 device or image path, %3 start in bytes, %4 logical sector size in bytes, %5 suggested start sector</extracomment>
        <translation>%2의 파티션 %1은(는) 바이트 %3에서 시작하는데, 이는 %4바이트 논리 섹터 경계에도 맞지 않습니다. 파티션 테이블이나 커널이 보는 파티션 정보가 손상되었습니다. 데이터를 백업한 다음 섹터 %5에서 파티션을 다시 만들고(예: &apos;parted %2 mkpart primary %5s 100%&apos;), &apos;parted %2 align-check optimal %1&apos;(으)로 확인하십시오.</translation>
    </message>
    <message>
        <source>Partition %1 on %2 starts at sector %3 (byte %4): misaligned by %8 bytes, %5 bytes past a %6-byte physical sector boundary and %8 bytes short of the next. Every write that crosses a boundary costs the drive a read-modify-write. Back up its data, then recreate the partition at sector %7: in fdisk, delete it and create it again with first sector %7, or run &apos;parted %2 mkpart primary %7s 100%&apos; (give its old end instead of 100% if other partitions follow it). Check with &apos;parted %2 align-check optimal %1&apos;.</source>
        <extracomment>%1 partition number, %2 device or image path, %3 start sector, %4 start in bytes, %5 bytes past the physical sector boundary, %6 physical sector size in bytes, %7 suggested start sector, %8 bytes short of the next physical sector boundary. Keep the commands in quotes untranslated.</extracomment>
        <translation>%2의 파티션 %1은(는) 섹터 %3(바이트 %4)에서 시작하며 %8바이트만큼 어긋나 있습니다. %6바이트 물리 섹터 경계를 %5바이트 지났고 다음 경계까지 %8바이트 모자랍니다. 경계를 넘는 쓰기마다 드라이브는 읽기-수정-쓰기를 해야 합니다. 데이터를 백업한 다음 섹터 %7에서 파티션을 다시 만드십시오. fdisk에서는 파티션을 삭제하고 첫 섹터를 %7(으)로 하여 다시 만들거나, &apos;parted %2 mkpart primary %7s 100%&apos;를 실행하십시오(뒤에 다른 파티션이 있으면 100% 대신 기존 끝 위치를 지정하십시오). &apos;parted %2 align-check optimal %1&apos;(으)로 확인하십시오.</translation>
    </message>
    <message>
        <source>Partition %1 on %2 starts at sector %3 (byte %4). It is aligned to the %5-byte physical sectors, so the drive is not slowed down, but not to 1 MiB, the boundary that partitioning tools use today and that suits SSD erase blocks and RAID stripes. No need to act now; if you recreate the partition one day, start it at sector %6 (e.g. &apos;parted %2 mkpart primary %6s 100%&apos;). Check with &apos;parted %2 align-check optimal %1&apos;.</source>
        <extracomment>%1 partition number, %2 device or image path, %3 start sector, %4 start in bytes, %5 physical sector size in bytes, %6 suggested start sector</extracomment>
        <translation>%2의 파티션 %1은(는) 섹터 %3(바이트 %4)에서 시작합니다. %5바이트 물리 섹터에는 정렬되어 있어 드라이브가 느려지지는 않지만, 1 MiB에는 정렬되어 있지 않습니다. 1 MiB는 요즘 파티션 도구가 사용하는 경계이며 SSD 지우기 블록과 RAID 스트라이프에 적합합니다. 지금 조치할 필요는 없습니다. 나중에 파티션을 다시 만들게 되면 섹터 %6에서 시작하십시오(예: &apos;parted %2 mkpart primary %6s 100%&apos;). &apos;parted %2 align-check optimal %1&apos;(으)로 확인하십시오.</translation>
    </message>
    <message>
        <source>Partition %1 on %2 starts at sector %3 (byte %4). It is aligned to the %5-byte physical sectors and to 1 MiB, but not to the optimal I/O size of %6 bytes that the device reports, so large writes may be split across stripes. If you recreate the partition, start it at sector %7 (e.g. &apos;parted %2 mkpart primary %7s 100%&apos;). Check with &apos;parted %2 align-check optimal %1&apos;.</source>
        <extracomment>%1 partition number, %2 device or image path, %3 start sector, %4 start in bytes, %5 physical sector size in bytes, %6 optimal I/O size in bytes, %7 suggested start sector</extracomment>
        <translation>%2의 파티션 %1은(는) 섹터 %3(바이트 %4)에서 시작합니다. %5바이트 물리 섹터와 1 MiB에는 정렬되어 있지만, 장치가 보고하는 최적 I/O 크기인 %6바이트에는 정렬되어 있지 않아 큰 쓰기가 여러 스트라이프로 나뉠 수 있습니다. 파티션을 다시 만들 때는 섹터 %7에서 시작하십시오(예: &apos;parted %2 mkpart primary %7s 100%&apos;). &apos;parted %2 align-check optimal %1&apos;(으)로 확인하십시오.</translation>
    </message>
    <message>
        <source>Partition %1 on %2 starts at sector %3 (byte %4). It is aligned to the %5-byte physical sectors, but neither to 1 MiB nor to the optimal I/O size of %6 bytes that the device reports, so large writes may be split across stripes. If you recreate the partition, start it at sector %7 (e.g. &apos;parted %2 mkpart primary %7s 100%&apos;). Check with &apos;parted %2 align-check optimal %1&apos;.</source>
        <extracomment>%1 partition number, %2 device or image path, %3 start sector, %4 start in bytes, %5 physical sector size in bytes, %6 optimal I/O size in bytes, %7 suggested start sector</extracomment>
        <translation>%2의 파티션 %1은(는) 섹터 %3(바이트 %4)에서 시작합니다. %5바이트 물리 섹터에는 정렬되어 있지만, 1 MiB에도, 장치가 보고하는 최적 I/O 크기인 %6바이트에도 정렬되어 있지 않아 큰 쓰기가 여러 스트라이프로 나뉠 수 있습니다. 파티션을 다시 만들 때는 섹터 %7에서 시작하십시오(예: &apos;parted %2 mkpart primary %7s 100%&apos;). &apos;parted %2 align-check optimal %1&apos;(으)로 확인하십시오.</translation>
    </message>
    <message>
        <source>Partition %1 on %2 starts at sector %3, which suits the drive&apos;s physical sectors and 1 MiB boundaries. Nothing to do.</source>
        <extracomment>%1 partition number, %2 device or image path, %3 start sector</extracomment>
        <translation>%2의 파티션 %1은(는) 섹터 %3에서 시작하며, 드라이브의 물리 섹터와 1 MiB 경계에 모두 맞습니다. 조치할 필요가 없습니다.</translation>
    </message>
    <message>
        <source>%1 could not be opened (%2), so these are the partitions the kernel lists for it. Run as root to read the partition table itself.</source>
        <extracomment>%1 device path, %2 the system&apos;s reason</extracomment>
        <translation>%1을(를) 열 수 없으므로(%2) 커널이 나열하는 파티션을 표시합니다. 파티션 테이블 자체를 읽으려면 root로 실행하십시오.</translation>
    </message>
    <message>
        <source>%1 could not be opened (%2), so these are the partitions the kernel lists for it; the partition table itself was not read.</source>
        <extracomment>%1 device path, %2 the system&apos;s reason</extracomment>
        <translation>%1을(를) 열 수 없으므로(%2) 커널이 나열하는 파티션을 표시합니다. 파티션 테이블 자체는 읽지 않았습니다.</translation>
    </message>
    <message>
        <source>These are the partitions the kernel lists for %1, because its partition table could not be read: %2</source>
        <extracomment>%1 device path, %2 why the table could not be read (a full sentence)</extracomment>
        <translation>%1의 파티션 테이블을 읽을 수 없어 커널이 나열하는 파티션을 표시합니다: %2</translation>
    </message>
    <message>
        <source>OK</source>
        <extracomment>alignment verdict: the partition is well aligned</extracomment>
        <translation>정상</translation>
    </message>
    <message>
        <source>Misaligned</source>
        <extracomment>alignment verdict: the partition does not start on a physical sector boundary</extracomment>
        <translation>정렬 안 됨</translation>
    </message>
    <message>
        <source>Cannot open %1 even as root: %2. The system blocks access to it (a container or a security policy).</source>
        <extracomment>%1 device or file, %2 the system&apos;s reason</extracomment>
        <translation>root 권한으로도 %1을(를) 열 수 없습니다: %2. 시스템이 접근을 차단하고 있습니다(컨테이너 또는 보안 정책).</translation>
    </message>
    <message>
        <source>Cannot open %1: %2. Run as root or use sudo.</source>
        <extracomment>%1 device or file, %2 the system&apos;s reason</extracomment>
        <translation>%1을(를) 열 수 없습니다: %2. root로 실행하거나 sudo를 사용하십시오.</translation>
    </message>
    <message>
        <source>Cannot open %1: %2. Check the path.</source>
        <extracomment>%1 device or file, %2 the system&apos;s reason</extracomment>
        <translation>%1을(를) 열 수 없습니다: %2. 경로를 확인하십시오.</translation>
    </message>
    <message>
        <source>Cannot open %1: %2. Check that the drive is connected and the file is readable.</source>
        <extracomment>%1 device or file, %2 the system&apos;s reason</extracomment>
        <translation>%1을(를) 열 수 없습니다: %2. 드라이브가 연결되어 있고 파일을 읽을 수 있는지 확인하십시오.</translation>
    </message>
    <message>
        <source>No partition table for %2-byte sectors found on %1, but there is one for %3-byte sectors. Read it with a logical sector size of %3 bytes.</source>
        <extracomment>%1 image file, %2 sector size asked for, %3 sector size that works (bytes)</extracomment>
        <translation>%1에서 %2바이트 섹터용 파티션 테이블은 찾을 수 없지만 %3바이트 섹터용 파티션 테이블은 있습니다. 논리 섹터 크기를 %3바이트로 지정하여 읽으십시오.</translation>
    </message>
    <message>
        <source>%1 is a folder. Give a drive such as /dev/sdb or a disk image file.</source>
        <extracomment>%1 the path the user gave</extracomment>
        <translation>%1은(는) 폴더입니다. /dev/sdb 같은 드라이브나 디스크 이미지 파일을 지정하십시오.</translation>
    </message>
    <message>
        <source>%1 is neither a drive nor a disk image file. Give a drive such as /dev/sdb or a disk image file.</source>
        <extracomment>%1 the path the user gave</extracomment>
        <translation>%1은(는) 드라이브도 디스크 이미지 파일도 아닙니다. /dev/sdb 같은 드라이브나 디스크 이미지 파일을 지정하십시오.</translation>
    </message>
    <message>
        <source>No partition table found on %1: the file is empty.</source>
        <extracomment>%1 image file</extracomment>
        <translation>%1에서 파티션 테이블을 찾을 수 없습니다: 파일이 비어 있습니다.</translation>
    </message>
    <message>
        <source>%1 is empty: no partition table and no file system, as a new drive arrives. There is nothing to align yet; partitioning tools start the first partition at 1 MiB, which suits this drive.</source>
        <extracomment>%1 device path</extracomment>
        <translation>%1은(는) 비어 있습니다. 새 드라이브가 도착할 때처럼 파티션 테이블도 파일 시스템도 없습니다. 아직 정렬할 것이 없습니다. 파티션 도구는 첫 파티션을 1 MiB에서 시작하며, 이 드라이브에 알맞습니다.</translation>
    </message>
    <message>
        <source>%1 holds its %2 file system written straight onto the whole drive, without a partition table. That is a valid layout, but the drive reports its sector 0 %3 bytes past a physical sector boundary, so the file system&apos;s blocks straddle physical sectors. Only a new layout fixes that: back up, then create a partition table whose first partition starts at 1 MiB.</source>
        <extracomment>%1 device path, %2 file-system type (&quot;ext4&quot;), %3 alignment offset in bytes</extracomment>
        <translation>%1에는 파티션 테이블 없이 드라이브 전체에 직접 기록된 %2 파일 시스템이 있습니다. 유효한 구성이지만, 드라이브가 섹터 0이 물리 섹터 경계보다 %3바이트 뒤에 있다고 보고하므로 파일 시스템 블록이 물리 섹터에 걸칩니다. 새 구성만이 이를 고칩니다. 백업한 다음 첫 파티션이 1 MiB에서 시작하는 파티션 테이블을 만드십시오.</translation>
    </message>
    <message>
        <source>%1 holds its %2 file system written straight onto the whole drive, without a partition table. That is a valid layout: the file system starts at byte 0, on a boundary of every sector size, so it is aligned. Nothing to do.</source>
        <extracomment>%1 device path, %2 file-system type (&quot;ext4&quot;)</extracomment>
        <translation>%1에는 파티션 테이블 없이 드라이브 전체에 직접 기록된 %2 파일 시스템이 있습니다. 유효한 구성입니다. 파일 시스템이 모든 섹터 크기의 경계인 바이트 0에서 시작하므로 정렬되어 있습니다. 할 일이 없습니다.</translation>
    </message>
    <message>
        <source>Acceptable</source>
        <extracomment>alignment verdict: physically aligned (the drive is not slowed down, no need to act now), but not to 1 MiB or the optimal I/O size</extracomment>
        <translation>허용 가능</translation>
    </message>
    <message>
        <source>No partition table found on %1: it is empty, or holds a file system on the whole of it, which needs none. Check that this is the right disk or image.</source>
        <extracomment>%1 device or image file</extracomment>
        <translation>%1에서 파티션 테이블을 찾지 못했습니다. 비어 있거나, 전체에 파일 시스템이 있어 테이블이 필요 없는 상태입니다. 올바른 디스크나 이미지인지 확인하십시오.</translation>
    </message>
</context>
<context>
    <name>DriveProof::Cache</name>
    <message numerus="yes">
        <source>The sense data is cut off: %n byte(s) of the 8-byte header arrived.</source>
        <extracomment>%n number of bytes that arrived</extracomment>
        <translation>
            <numerusform>센스 데이터가 잘렸습니다: 8바이트 헤더 중 %n바이트만 도착했습니다.</numerusform>
        </translation>
    </message>
    <message>
        <source>The ATA Status Return descriptor is malformed (length %1h instead of 0Ch).</source>
        <extracomment>%1 the descriptor&apos;s length byte in hex</extracomment>
        <translation>ATA Status Return 디스크립터의 형식이 잘못되었습니다(길이가 0Ch가 아니라 %1h).</translation>
    </message>
    <message>
        <source>The sense data is cut off inside the ATA Status Return descriptor.</source>
        <translation>센스 데이터가 ATA Status Return 디스크립터 중간에서 잘렸습니다.</translation>
    </message>
    <message>
        <source>The sense data is cut off: it declares %1 bytes but %2 arrived.</source>
        <extracomment>%1 bytes the sense data declares, %2 bytes that arrived</extracomment>
        <translation>센스 데이터가 잘렸습니다: %1바이트라고 선언했지만 %2바이트만 도착했습니다.</translation>
    </message>
    <message numerus="yes">
        <source>The fixed-format sense data is cut off: %n byte(s) arrived, at least 14 are needed.</source>
        <extracomment>%n number of bytes that arrived</extracomment>
        <translation>
            <numerusform>고정 형식 센스 데이터가 잘렸습니다: %n바이트가 도착했지만 최소 14바이트가 필요합니다.</numerusform>
        </translation>
    </message>
    <message>
        <source>The device sent no sense data, so the ATA status of the command is unknown.</source>
        <translation>장치가 센스 데이터를 보내지 않아 명령의 ATA 상태를 알 수 없습니다.</translation>
    </message>
    <message>
        <source>The sense data has an unknown format (response code %1h): neither descriptor (72h) nor fixed (70h) format.</source>
        <extracomment>%1 the response code byte in hex</extracomment>
        <translation>센스 데이터의 형식을 알 수 없습니다(응답 코드 %1h): 디스크립터 형식(72h)도 고정 형식(70h)도 아닙니다.</translation>
    </message>
    <message>
        <source>sense key %1h, additional sense %2h/%3h</source>
        <extracomment>SCSI sense in hex. %1 sense key, %2 additional sense code, %3 its qualifier</extracomment>
        <translation>센스 키 %1h, 추가 센스 %2h/%3h</translation>
    </message>
    <message>
        <source>%1, ATA status %2h, error %3h</source>
        <extracomment>%1 the text before, %2 ATA STATUS byte in hex, %3 ATA ERROR byte in hex</extracomment>
        <translation>%1, ATA 상태 %2h, 오류 %3h</translation>
    </message>
    <message>
        <source>%1 does not exist.</source>
        <extracomment>%1 file name</extracomment>
        <translation>%1이(가) 존재하지 않습니다.</translation>
    </message>
    <message>
        <source>%1 is not a regular file: give a saved IDENTIFY dump (512 raw bytes or the text of &apos;hdparm --Istdout&apos;).</source>
        <extracomment>%1 file name</extracomment>
        <translation>%1은(는) 일반 파일이 아닙니다. 저장된 IDENTIFY 덤프(원시 512바이트 또는 &apos;hdparm --Istdout&apos;의 텍스트)를 지정하십시오.</translation>
    </message>
    <message>
        <source>%1 has %2 bytes: too large for an IDENTIFY dump (512 raw bytes, or about 1300 bytes of text).</source>
        <extracomment>%1 file name, %2 its size in bytes</extracomment>
        <translation>%1의 크기는 %2바이트로, IDENTIFY 덤프(원시 512바이트 또는 약 1300바이트의 텍스트)로 보기에는 너무 큽니다.</translation>
    </message>
    <message>
        <source>Cannot read %1: %2.</source>
        <extracomment>%1 file name, %2 the system&apos;s reason</extracomment>
        <translation>%1을(를) 읽을 수 없습니다: %2.</translation>
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
            <numerusform>IDENTIFY 데이터는 정확히 512바이트여야 하지만 이 데이터는 %n바이트입니다.</numerusform>
        </translation>
    </message>
    <message>
        <source>The IDENTIFY data is all zeros: the drive or its USB bridge returned no data.</source>
        <translation>IDENTIFY 데이터가 모두 0입니다: 드라이브나 USB 브리지가 데이터를 반환하지 않았습니다.</translation>
    </message>
    <message>
        <source>The IDENTIFY data is all FFh: no drive answered (an empty port, or a bridge without a disk).</source>
        <translation>IDENTIFY 데이터가 모두 FFh입니다: 응답한 드라이브가 없습니다(빈 포트이거나 디스크가 없는 브리지).</translation>
    </message>
    <message>
        <source>Word 0 is %1h: this is data from an ATAPI device (an optical drive), not IDENTIFY DEVICE data of a disk.</source>
        <extracomment>%1 word 0 in hex</extracomment>
        <translation>워드 0이 %1h입니다: 디스크의 IDENTIFY DEVICE 데이터가 아니라 ATAPI 장치(광학 드라이브)의 데이터입니다.</translation>
    </message>
    <message>
        <source>The IDENTIFY checksum in word 255 is wrong (the 512 bytes sum to %1h, not 00h): the data is damaged or was edited.</source>
        <extracomment>%1 the sum of all bytes modulo 256, in hex</extracomment>
        <translation>워드 255의 IDENTIFY 체크섬이 틀립니다(512바이트의 합이 00h가 아니라 %1h): 데이터가 손상되었거나 편집되었습니다.</translation>
    </message>
    <message>
        <source>Words 117-118 give a logical sector size of %1 bytes, which no drive uses: the data is damaged.</source>
        <extracomment>%1 a size in bytes</extracomment>
        <translation>워드 117-118이 나타내는 논리 섹터 크기 %1바이트는 어떤 드라이브도 사용하지 않는 값입니다: 데이터가 손상되었습니다.</translation>
    </message>
    <message>
        <source>Word 106 gives a physical sector size of %1 bytes, which no drive uses: the data is damaged.</source>
        <extracomment>%1 a size in bytes</extracomment>
        <translation>워드 106이 나타내는 물리 섹터 크기 %1바이트는 어떤 드라이브도 사용하지 않는 값입니다: 데이터가 손상되었습니다.</translation>
    </message>
    <message>
        <source>Line %1: &apos;%2&apos; is not a word of four hex digits.</source>
        <extracomment>%1 line number, %2 the offending text</extracomment>
        <translation>%1행: &apos;%2&apos;은(는) 16진수 네 자리로 된 워드가 아닙니다.</translation>
    </message>
    <message>
        <source>Line %1: more than 256 words; IDENTIFY data has exactly 256.</source>
        <extracomment>%1 line number</extracomment>
        <translation>%1행: 워드가 256개를 넘습니다. IDENTIFY 데이터는 정확히 256워드입니다.</translation>
    </message>
    <message>
        <source>No IDENTIFY words found: expected 256 words of four hex digits, 8 a line, as &apos;hdparm --Istdout&apos; prints them.</source>
        <translation>IDENTIFY 워드를 찾을 수 없습니다: &apos;hdparm --Istdout&apos;이 출력하는 형식처럼 한 줄에 8개씩, 16진수 네 자리로 된 워드 256개가 필요합니다.</translation>
    </message>
    <message numerus="yes">
        <source>Line %1: the words end after %n word(s); IDENTIFY data has 256.</source>
        <extracomment>%1 line number, %n number of words found</extracomment>
        <translation>
            <numerusform>%1행: 워드가 %n개에서 끝납니다. IDENTIFY 데이터는 256워드입니다.</numerusform>
        </translation>
    </message>
    <message>
        <source>the device</source>
        <translation>장치</translation>
    </message>
    <message>
        <source>%1 does not accept SCSI commands (SG_IO), so %2 cannot reach a drive: it is not a whole SATA, SAS or USB disk (partitions, loop, virtual and NVMe devices have no ATA drive behind them).</source>
        <extracomment>%1 device, %2 ATA command name</extracomment>
        <translation>%1은(는) SCSI 명령(SG_IO)을 받지 않으므로 %2이(가) 드라이브에 도달할 수 없습니다. 전체 SATA, SAS 또는 USB 디스크가 아닙니다(파티션, 루프, 가상 및 NVMe 장치 뒤에는 ATA 드라이브가 없습니다).</translation>
    </message>
    <message>
        <source>Permission denied sending %2 to %1: ATA commands need root or the DriveProof helper.</source>
        <extracomment>%1 device, %2 ATA command name</extracomment>
        <translation>%1에 %2을(를) 보낼 권한이 없습니다: ATA 명령에는 root 권한이나 DriveProof 도우미가 필요합니다.</translation>
    </message>
    <message>
        <source>Sending %1 to %2 failed: %3.</source>
        <extracomment>%1 ATA command name, %2 device, %3 the system&apos;s error text</extracomment>
        <translation>%2에 %1을(를) 보내지 못했습니다: %3.</translation>
    </message>
    <message>
        <source>The drive in %1 refused %2 (ABORT): it does not support this command or setting (%3).</source>
        <extracomment>%1 device, %2 ATA command name, %3 technical details</extracomment>
        <translation>%1의 드라이브가 %2을(를) 거부했습니다(ABORT): 이 명령이나 설정을 지원하지 않습니다(%3).</translation>
    </message>
    <message>
        <source>The drive in %1 reported an error for %2 (%3); check its health and cabling, then try again.</source>
        <extracomment>%1 device, %2 ATA command name, %3 technical details</extracomment>
        <translation>%1의 드라이브가 %2에 대해 오류를 보고했습니다(%3). 드라이브의 건강 상태와 케이블을 확인한 다음 다시 시도하십시오.</translation>
    </message>
    <message>
        <source>%1 rejected %2: the disk or its USB bridge does not pass ATA commands through (SAT) (%3).</source>
        <extracomment>%1 device, %2 ATA command name, %3 technical details</extracomment>
        <translation>%1이(가) %2을(를) 거부했습니다: 디스크나 USB 브리지가 ATA 명령을 통과시키지 않습니다(SAT) (%3).</translation>
    </message>
    <message>
        <source>%1 did not run %2 (%3).</source>
        <extracomment>%1 device, %2 ATA command name, %3 technical details</extracomment>
        <translation>%1이(가) %2을(를) 실행하지 않았습니다(%3).</translation>
    </message>
    <message>
        <source>%1 timed out on %2: the drive did not answer.</source>
        <extracomment>%1 ATA command name, %2 device</extracomment>
        <translation>%2에서 %1의 시간이 초과되었습니다: 드라이브가 응답하지 않았습니다.</translation>
    </message>
    <message>
        <source>%1 did not reach the drive in %2 (host status %3, driver status %4).</source>
        <extracomment>%1 ATA command name, %2 device, %3 / %4 numbers from the kernel</extracomment>
        <translation>%1이(가) %2의 드라이브에 도달하지 못했습니다(호스트 상태 %3, 드라이버 상태 %4).</translation>
    </message>
    <message>
        <source>%1 failed on %2 with SCSI status %3h and no sense data.</source>
        <extracomment>%1 ATA command name, %2 device, %3 SCSI status byte</extracomment>
        <translation>%2에서 %1이(가) SCSI 상태 %3h(으)로 실패했으며 센스 데이터가 없습니다.</translation>
    </message>
    <message>
        <source>The drive in %1 reports no volatile write cache that can be switched (IDENTIFY word 82 bit 5).</source>
        <extracomment>%1 device</extracomment>
        <translation>%1의 드라이브는 켜고 끌 수 있는 휘발성 쓰기 캐시가 없다고 보고합니다(IDENTIFY 워드 82 비트 5).</translation>
    </message>
    <message>
        <source>The drive in %1 accepted the command but still reports its write cache as off.</source>
        <extracomment>%1 device</extracomment>
        <translation>%1의 드라이브가 명령을 받아들였지만 여전히 쓰기 캐시가 꺼져 있다고 보고합니다.</translation>
    </message>
    <message>
        <source>The drive in %1 accepted the command but still reports its write cache as on.</source>
        <extracomment>%1 device</extracomment>
        <translation>%1의 드라이브가 명령을 받아들였지만 여전히 쓰기 캐시가 켜져 있다고 보고합니다.</translation>
    </message>
    <message>
        <source>The drive %1 accepted the change but still reports its write cache as off.</source>
        <extracomment>%1 device path</extracomment>
        <translation>드라이브 %1이(가) 변경을 받아들였지만 여전히 쓰기 캐시가 꺼져 있다고 보고합니다.</translation>
    </message>
    <message>
        <source>The drive %1 accepted the change but still reports its write cache as on.</source>
        <extracomment>%1 device path</extracomment>
        <translation>드라이브 %1이(가) 변경을 받아들였지만 여전히 쓰기 캐시가 켜져 있다고 보고합니다.</translation>
    </message>
    <message>
        <source>The Identify Controller data has %1 bytes instead of %2.</source>
        <extracomment>%1 bytes received, %2 bytes expected</extracomment>
        <translation>Identify Controller 데이터가 %2바이트가 아니라 %1바이트입니다.</translation>
    </message>
    <message>
        <source>The NVMe health log has %1 bytes instead of %2.</source>
        <extracomment>%1 bytes received, %2 bytes expected</extracomment>
        <translation>NVMe 건강 로그가 %2바이트가 아니라 %1바이트입니다.</translation>
    </message>
    <message>
        <source>The drive does not support this admin command.</source>
        <translation>드라이브가 이 관리 명령을 지원하지 않습니다.</translation>
    </message>
    <message>
        <source>The drive cannot save its write cache setting, so a change lasts only until the next power cycle.</source>
        <translation>드라이브가 쓰기 캐시 설정을 저장할 수 없으므로 변경 사항은 다음에 전원을 껐다 켤 때까지만 유지됩니다.</translation>
    </message>
    <message>
        <source>The drive does not allow its write cache setting to be changed.</source>
        <translation>드라이브가 쓰기 캐시 설정 변경을 허용하지 않습니다.</translation>
    </message>
    <message>
        <source>The drive does not provide the SMART / health log.</source>
        <translation>드라이브가 SMART/건강 로그를 제공하지 않습니다.</translation>
    </message>
    <message>
        <source>The drive does not support saving its write cache setting.</source>
        <translation>드라이브가 쓰기 캐시 설정 저장을 지원하지 않습니다.</translation>
    </message>
    <message>
        <source>The drive has no volatile write cache to read or change.</source>
        <translation>드라이브에 읽거나 변경할 휘발성 쓰기 캐시가 없습니다.</translation>
    </message>
    <message>
        <source>The drive rejected a field of the command.</source>
        <translation>드라이브가 명령의 필드 하나를 거부했습니다.</translation>
    </message>
    <message>
        <source>The drive reported an internal error; check its health and try again.</source>
        <translation>드라이브가 내부 오류를 보고했습니다. 건강 상태를 확인하고 다시 시도하십시오.</translation>
    </message>
    <message>
        <source>The drive rejected the command.</source>
        <translation>드라이브가 명령을 거부했습니다.</translation>
    </message>
    <message>
        <source>%1 (NVMe status %2)</source>
        <extracomment>%1 a sentence saying what the drive did and what to do; %2 the raw NVMe status code type and status code, e.g. &quot;SCT 1h, SC 0Dh&quot;</extracomment>
        <translation>%1 (NVMe 상태 %2)</translation>
    </message>
    <message>
        <source>The device does not accept NVMe admin commands (it is not an NVMe drive).</source>
        <translation>장치가 NVMe 관리 명령을 받지 않습니다(NVMe 드라이브가 아닙니다).</translation>
    </message>
    <message>
        <source>Permission denied: run as root or through the DriveProof helper.</source>
        <translation>권한이 없습니다: root로 실행하거나 DriveProof 도우미를 통해 실행하십시오.</translation>
    </message>
    <message>
        <source>The device is gone; reconnect it and try again.</source>
        <translation>장치가 사라졌습니다. 다시 연결한 다음 다시 시도하십시오.</translation>
    </message>
    <message>
        <source>The drive did not answer in time; try again.</source>
        <translation>드라이브가 제때 응답하지 않았습니다. 다시 시도하십시오.</translation>
    </message>
    <message>
        <source>%1 failed on %2: %3</source>
        <extracomment>%1 NVMe command name, %2 device path, %3 the reason and what to do
----------
%1 SCSI command name, %2 device path, %3 the reason and what to do</extracomment>
        <translation>%2에서 %1이(가) 실패했습니다: %3</translation>
    </message>
    <message>
        <source>The data %1 returned could not be decoded: %2</source>
        <extracomment>%1 device path, %2 what is wrong with the data</extracomment>
        <translation>%1이(가) 반환한 데이터를 해석할 수 없습니다: %2</translation>
    </message>
    <message>
        <source>The drive does not report whether its write cache setting can be saved (no Select / Save support), so a change lasts only until the next power cycle.</source>
        <translation>드라이브가 쓰기 캐시 설정을 저장할 수 있는지 보고하지 않으므로(Select / Save 지원 없음) 변경 사항은 다음에 전원을 껐다 켤 때까지만 유지됩니다.</translation>
    </message>
    <message>
        <source>The drive %1 has no volatile write cache to switch.</source>
        <extracomment>%1 device path</extracomment>
        <translation>드라이브 %1에는 켜고 끌 휘발성 쓰기 캐시가 없습니다.</translation>
    </message>
    <message>
        <source>The drive %1 does not allow its write cache to be switched.</source>
        <extracomment>%1 device path</extracomment>
        <translation>드라이브 %1은(는) 쓰기 캐시를 켜고 끄는 것을 허용하지 않습니다.</translation>
    </message>
    <message>
        <source>The drive %1 cannot save its write cache setting, so the change cannot be kept after a power cycle. Switch it without keeping it instead.</source>
        <extracomment>%1 device path</extracomment>
        <translation>드라이브 %1은(는) 쓰기 캐시 설정을 저장할 수 없으므로 전원을 껐다 켠 뒤에는 변경 사항이 유지되지 않습니다. 대신 유지 옵션 없이 전환하십시오.</translation>
    </message>
    <message>
        <source>The mode page header at byte %1 is cut off.</source>
        <extracomment>%1 byte offset in the drive&apos;s reply</extracomment>
        <translation>바이트 %1의 모드 페이지 헤더가 잘렸습니다.</translation>
    </message>
    <message>
        <source>Mode page %1h claims %2 bytes but only %3 are present.</source>
        <extracomment>%1 page code in hex, %2 its length in bytes, %3 bytes actually present</extracomment>
        <translation>모드 페이지 %1h은(는) %2바이트라고 하지만 %3바이트만 있습니다.</translation>
    </message>
    <message>
        <source>The MODE SENSE reply has %1 bytes, fewer than the 8-byte mode parameter header.</source>
        <extracomment>%1 number of bytes received</extracomment>
        <translation>MODE SENSE 응답이 %1바이트로, 8바이트 모드 매개변수 헤더보다 짧습니다.</translation>
    </message>
    <message>
        <source>The MODE SENSE reply declares a mode data length of %1, too short for its own header.</source>
        <extracomment>%1 the mode data length field of the reply</extracomment>
        <translation>MODE SENSE 응답이 선언한 모드 데이터 길이 %1은(는) 자체 헤더를 담기에도 너무 짧습니다.</translation>
    </message>
    <message>
        <source>The MODE SENSE reply&apos;s block descriptors (%1 bytes) leave no room for a mode page in its %2 bytes.</source>
        <extracomment>%1 block descriptor length, %2 bytes present</extracomment>
        <translation>MODE SENSE 응답의 블록 디스크립터(%1바이트) 때문에 %2바이트 안에 모드 페이지가 들어갈 공간이 없습니다.</translation>
    </message>
    <message>
        <source>The caching mode page is too short to hold the WCE bit.</source>
        <translation>캐싱 모드 페이지가 너무 짧아 WCE 비트를 담을 수 없습니다.</translation>
    </message>
    <message>
        <source>The MODE SENSE reply does not contain the caching mode page (08h).</source>
        <translation>MODE SENSE 응답에 캐싱 모드 페이지(08h)가 없습니다.</translation>
    </message>
    <message>
        <source>A new caching page can only be built from the current, complete caching page.</source>
        <translation>새 캐싱 페이지는 현재의 완전한 캐싱 페이지로부터만 만들 수 있습니다.</translation>
    </message>
    <message>
        <source>The drive reported an error but sent no sense data.</source>
        <translation>드라이브가 오류를 보고했지만 센스 데이터를 보내지 않았습니다.</translation>
    </message>
    <message>
        <source>The drive&apos;s fixed-format sense data is cut off.</source>
        <translation>드라이브의 고정 형식 센스 데이터가 잘렸습니다.</translation>
    </message>
    <message>
        <source>The drive&apos;s descriptor-format sense data is cut off.</source>
        <translation>드라이브의 디스크립터 형식 센스 데이터가 잘렸습니다.</translation>
    </message>
    <message>
        <source>The drive sent sense data in an unknown format (response code %1h).</source>
        <extracomment>%1 the response code byte in hex</extracomment>
        <translation>드라이브가 알 수 없는 형식의 센스 데이터를 보냈습니다(응답 코드 %1h).</translation>
    </message>
    <message>
        <source>The drive does not support saving this page, so a change lasts only until the next power cycle.</source>
        <translation>드라이브가 이 페이지의 저장을 지원하지 않으므로 변경 사항은 다음에 전원을 껐다 켤 때까지만 유지됩니다.</translation>
    </message>
    <message>
        <source>The drive does not support the MODE SENSE(10) and MODE SELECT(10) commands, so its cache cannot be read or changed this way.</source>
        <translation>드라이브가 MODE SENSE(10) 및 MODE SELECT(10) 명령을 지원하지 않으므로 이 방법으로는 캐시를 읽거나 변경할 수 없습니다.</translation>
    </message>
    <message>
        <source>The drive rejected the MODE SELECT command.</source>
        <translation>드라이브가 MODE SELECT 명령을 거부했습니다.</translation>
    </message>
    <message>
        <source>The drive does not report the caching mode page.</source>
        <translation>드라이브가 캐싱 모드 페이지를 보고하지 않습니다.</translation>
    </message>
    <message>
        <source>The drive refused the new caching page: it does not let this setting be changed.</source>
        <translation>드라이브가 새 캐싱 페이지를 거부했습니다: 이 설정의 변경을 허용하지 않습니다.</translation>
    </message>
    <message>
        <source>The drive reported a reset or a changed setting; try again.</source>
        <translation>드라이브가 재설정 또는 설정 변경을 보고했습니다. 다시 시도하십시오.</translation>
    </message>
    <message>
        <source>The drive is not ready (stopped, starting or without medium); try again in a moment.</source>
        <translation>드라이브가 준비되지 않았습니다(정지됨, 시작 중 또는 매체 없음). 잠시 후 다시 시도하십시오.</translation>
    </message>
    <message>
        <source>The drive is write protected.</source>
        <translation>드라이브가 쓰기 금지 상태입니다.</translation>
    </message>
    <message>
        <source>The drive reported a hardware or medium error; check its health.</source>
        <translation>드라이브가 하드웨어 또는 매체 오류를 보고했습니다. 건강 상태를 확인하십시오.</translation>
    </message>
    <message>
        <source>The drive aborted the command; try again.</source>
        <translation>드라이브가 명령을 중단했습니다. 다시 시도하십시오.</translation>
    </message>
    <message>
        <source>The drive reported an error.</source>
        <translation>드라이브가 오류를 보고했습니다.</translation>
    </message>
    <message>
        <source>%1 (%2, %3)</source>
        <extracomment>%1 a sentence saying what the drive did and what to do; %2 SCSI sense key name, %3 additional sense code and its name, e.g. &quot;24h/00h INVALID FIELD IN CDB&quot;</extracomment>
        <translation>%1 (%2, %3)</translation>
    </message>
    <message>
        <source>The device does not accept SCSI commands, so its drive-level write cache cannot be read or changed this way.</source>
        <translation>장치가 SCSI 명령을 받지 않으므로 이 방법으로는 드라이브 수준 쓰기 캐시를 읽거나 변경할 수 없습니다.</translation>
    </message>
    <message>
        <source>The drive did not answer in time; check its cable and power.</source>
        <translation>드라이브가 제때 응답하지 않았습니다. 케이블과 전원을 확인하십시오.</translation>
    </message>
    <message>
        <source>The connection to the drive failed (host status %1h); check its cable and power.</source>
        <extracomment>%1 the Linux host status code in hex</extracomment>
        <translation>드라이브와의 연결에 실패했습니다(호스트 상태 %1h). 케이블과 전원을 확인하십시오.</translation>
    </message>
    <message>
        <source>The drive is busy; try again in a moment.</source>
        <translation>드라이브가 사용 중입니다. 잠시 후 다시 시도하십시오.</translation>
    </message>
    <message>
        <source>The drive returned SCSI status %1h without sense data.</source>
        <extracomment>%1 SCSI status byte in hex</extracomment>
        <translation>드라이브가 센스 데이터 없이 SCSI 상태 %1h을(를) 반환했습니다.</translation>
    </message>
    <message>
        <source>The caching mode page of %1 could not be decoded: %2</source>
        <extracomment>%1 device path, %2 what is wrong with the reply</extracomment>
        <translation>%1의 캐싱 모드 페이지를 해석할 수 없습니다: %2</translation>
    </message>
    <message>
        <source>The drive %1 does not allow its write cache to be switched (its caching page marks WCE as not changeable).</source>
        <extracomment>%1 device path</extracomment>
        <translation>드라이브 %1은(는) 쓰기 캐시를 켜고 끄는 것을 허용하지 않습니다(캐싱 페이지에 WCE가 변경 불가로 표시됨).</translation>
    </message>
    <message>
        <source>The drive %1 cannot save its caching page, so the change cannot be kept after a power cycle. Switch it without keeping it instead.</source>
        <extracomment>%1 device path</extracomment>
        <translation>드라이브 %1은(는) 캐싱 페이지를 저장할 수 없으므로 전원을 껐다 켠 뒤에는 변경 사항이 유지되지 않습니다. 대신 유지 옵션 없이 전환하십시오.</translation>
    </message>
    <message>
        <source>%1 is not a whole SCSI disk; only those can be asked to re-read their caching page.</source>
        <extracomment>%1 kernel block device name</extracomment>
        <translation>%1은(는) 전체 SCSI 디스크가 아닙니다. 캐싱 페이지를 다시 읽도록 요청할 수 있는 것은 전체 SCSI 디스크뿐입니다.</translation>
    </message>
    <message>
        <source>Could not ask the kernel to re-read the settings of %1: %2. Its view of the write cache may be out of date until the next reboot.</source>
        <extracomment>%1 kernel block device name, %2 system error text</extracomment>
        <translation>커널에 %1의 설정을 다시 읽도록 요청하지 못했습니다: %2. 다음 재부팅 때까지 쓰기 캐시에 대한 커널 측 상태가 최신이 아닐 수 있습니다.</translation>
    </message>
    <message>
        <source>udisks2 could not save the write-cache setting: %1. The change lasts only until the next power cycle.</source>
        <extracomment>%1 udisks2&apos;s error message</extracomment>
        <translation>udisks2가 쓰기 캐시 설정을 저장하지 못했습니다: %1. 변경 사항은 다음에 전원을 껐다 켤 때까지만 유지됩니다.</translation>
    </message>
    <message>
        <source>%1 is a file used as a drive (%2): the drive-level write cache does not apply; the kernel&apos;s view shows whether it passes flushes on to the file.</source>
        <extracomment>%1 device path, %2 the file behind the loop device</extracomment>
        <translation>%1은(는) 드라이브로 사용되는 파일입니다(%2). 드라이브 수준 쓰기 캐시는 해당되지 않으며, 플러시를 파일로 전달하는지는 커널 측 상태에서 알 수 있습니다.</translation>
    </message>
    <message>
        <source>%1 is a virtual disk: the real drive and its cache are on the host, out of reach from this machine. Only the kernel&apos;s view is shown; whether flushes reach the host&apos;s drive depends on the hypervisor&apos;s cache mode.</source>
        <extracomment>%1 device path</extracomment>
        <translation>%1은(는) 가상 디스크입니다: 실제 드라이브와 그 캐시는 호스트에 있어 이 컴퓨터에서는 접근할 수 없습니다. 커널 측 상태만 표시합니다. 플러시가 호스트의 드라이브까지 도달하는지는 하이퍼바이저의 캐시 모드에 달려 있습니다.</translation>
    </message>
    <message>
        <source>%1 takes no drive commands: the drive-level write cache does not apply, only the kernel&apos;s view.</source>
        <extracomment>%1 device path</extracomment>
        <translation>%1은(는) 드라이브 명령을 받지 않습니다: 드라이브 수준 쓰기 캐시는 해당되지 않으며 커널 측 상태만 있습니다.</translation>
    </message>
    <message>
        <source>DriveProof does not know how to ask %1 about its write cache (unknown transport).</source>
        <extracomment>%1 device path</extracomment>
        <translation>DriveProof는 %1에 쓰기 캐시 상태를 묻는 방법을 모릅니다(알 수 없는 전송 방식).</translation>
    </message>
    <message>
        <source>%1 is a virtual disk (%2): the write cache it reports is the hypervisor&apos;s emulation. Whether a flush reaches a real drive depends on the hypervisor&apos;s cache mode on the host.</source>
        <extracomment>%1 device path, %2 who emulates the disk: &quot;QEMU&quot;, &quot;VMware&quot;, &quot;Hyper-V&quot;, &quot;virtio&quot;...</extracomment>
        <translation>%1은(는) 가상 디스크입니다(%2): 보고되는 쓰기 캐시는 하이퍼바이저가 에뮬레이션한 것입니다. 플러시가 실제 드라이브에 도달하는지는 호스트에 있는 하이퍼바이저의 캐시 모드에 달려 있습니다.</translation>
    </message>
    <message>
        <source>The kernel says write through but the drive&apos;s cache is on: the kernel no longer sends flushes, so committed data can be lost at a power cut. Switch the drive&apos;s cache off, or let the kernel re-read the drive&apos;s setting.</source>
        <translation>커널은 write through라고 하지만 드라이브 캐시는 켜져 있습니다: 커널이 더 이상 플러시를 보내지 않으므로 전원이 차단되면 커밋된 데이터를 잃을 수 있습니다. 드라이브 캐시를 끄거나 커널이 드라이브 설정을 다시 읽게 하십시오.</translation>
    </message>
    <message>
        <source>The kernel still sends flushes although the drive&apos;s cache is off: safe, only slightly slower.</source>
        <translation>드라이브 캐시가 꺼져 있는데도 커널이 여전히 플러시를 보냅니다: 안전하며 약간 느려질 뿐입니다.</translation>
    </message>
    <message>
        <source>The cache is off now, but the saved setting switches it back on at the next power cycle.</source>
        <translation>지금은 캐시가 꺼져 있지만, 저장된 설정에 따라 다음에 전원을 껐다 켜면 다시 켜집니다.</translation>
    </message>
    <message>
        <source>The cache is on now, but the saved setting switches it off at the next power cycle.</source>
        <translation>지금은 캐시가 켜져 있지만, 저장된 설정에 따라 다음에 전원을 껐다 켜면 꺼집니다.</translation>
    </message>
    <message>
        <source>%1 cannot keep this setting after a power cycle here, so nothing was changed. Switch it without &quot;keep after reboot&quot;: it then lasts until the next power cycle.</source>
        <extracomment>%1 device path</extracomment>
        <translation>%1은(는) 여기서 이 설정을 전원을 껐다 켠 뒤까지 유지할 수 없으므로 아무것도 변경하지 않았습니다. &quot;재부팅 후에도 유지&quot; 없이 전환하십시오. 그러면 다음에 전원을 껐다 켤 때까지 유지됩니다.</translation>
    </message>
    <message>
        <source>%1 has no volatile write cache that can be switched.</source>
        <extracomment>%1 device path</extracomment>
        <translation>%1에는 켜고 끌 수 있는 휘발성 쓰기 캐시가 없습니다.</translation>
    </message>
    <message>
        <source>%1 does not allow its write cache setting to be changed.</source>
        <extracomment>%1 device path</extracomment>
        <translation>%1은(는) 쓰기 캐시 설정 변경을 허용하지 않습니다.</translation>
    </message>
    <message>
        <source>The helper&apos;s write-cache reply names no device.</source>
        <translation>도우미의 쓰기 캐시 응답에 장치 이름이 없습니다.</translation>
    </message>
    <message>
        <source>Whether the write cache of %1 is on could not be read: %2</source>
        <extracomment>%1 device path, %2 the error the drive or the kernel gave</extracomment>
        <translation>%1의 쓰기 캐시가 켜져 있는지 읽을 수 없습니다: %2</translation>
    </message>
    <message>
        <source>Whether the write cache of %1 can be switched could not be read: %2</source>
        <extracomment>%1 device path, %2 the error the drive or the kernel gave</extracomment>
        <translation>%1의 쓰기 캐시를 켜고 끌 수 있는지 읽을 수 없습니다: %2</translation>
    </message>
    <message>
        <source>The saved write cache setting of %1 could not be read: %2</source>
        <extracomment>%1 device path, %2 the error the drive or the kernel gave</extracomment>
        <translation>%1의 저장된 쓰기 캐시 설정을 읽을 수 없습니다: %2</translation>
    </message>
    <message>
        <source>Finding %1 (%2)</source>
        <extracomment>a finding this version does not know (from a newer helper); %1 its code, %2 its arguments</extracomment>
        <translation>발견 사항 %1 (%2)</translation>
    </message>
    <message>
        <source>write back</source>
        <extracomment>the kernel&apos;s view of a drive&apos;s cache (queue/write_cache): it sends flushes</extracomment>
        <translation>라이트백</translation>
    </message>
    <message>
        <source>write through</source>
        <extracomment>the kernel&apos;s view of a drive&apos;s cache (queue/write_cache): it sends no flushes</extracomment>
        <translation>라이트스루</translation>
    </message>
    <message>
        <source>The helper&apos;s write-cache reply has findings in a form this version does not read. Restart DriveProof after an update.</source>
        <translation>도우미의 쓰기 캐시 응답에 이 버전이 읽을 수 없는 형식의 발견 사항이 있습니다. 업데이트한 후에는 DriveProof를 다시 시작하십시오.</translation>
    </message>
    <message>
        <source>The helper&apos;s write-cache reply has a finding without a code. Restart DriveProof after an update.</source>
        <translation>도우미의 쓰기 캐시 응답에 코드가 없는 발견 사항이 있습니다. 업데이트한 후에는 DriveProof를 다시 시작하십시오.</translation>
    </message>
    <message>
        <source>A self-test is already running on the drive.</source>
        <translation>드라이브에서 이미 자체 테스트가 실행 중입니다.</translation>
    </message>
</context>
<context>
    <name>DriveProof::Capacity</name>
    <message>
        <source>Writing records</source>
        <translation>레코드 쓰는 중</translation>
    </message>
    <message>
        <source>Pushing the drive&apos;s cache out</source>
        <translation>드라이브 캐시를 밀어내는 중</translation>
    </message>
    <message>
        <source>Reading back</source>
        <translation>다시 읽는 중</translation>
    </message>
    <message>
        <source>Closing in on the boundary</source>
        <translation>경계를 좁히는 중</translation>
    </message>
    <message>
        <source>records written elsewhere (wrap-around)</source>
        <translation>다른 곳에 쓰인 레코드 (되감김)</translation>
    </message>
    <message>
        <source>zeros</source>
        <translation>0</translation>
    </message>
    <message>
        <source>not what was written</source>
        <translation>쓴 내용이 아님</translation>
    </message>
    <message>
        <source>damaged records</source>
        <translation>손상된 레코드</translation>
    </message>
    <message>
        <source>read errors</source>
        <translation>읽기 오류</translation>
    </message>
    <message>
        <source>Usable size proved: %1 (%2 bytes).</source>
        <extracomment>%1 a size, e.g. &quot;62.1 GB&quot;, %2 the same in bytes</extracomment>
        <translation>사용 가능하다고 입증된 크기: %1 (%2바이트).</translation>
    </message>
    <message>
        <source>First bad block at byte %1; the boundary is known to within %2.</source>
        <extracomment>%1 a byte offset as a number, %2 a size, e.g. &quot;4 kB&quot;</extracomment>
        <translation>첫 불량 블록은 바이트 %1에 있습니다. 경계는 %2 정밀도로 알려져 있습니다.</translation>
    </message>
    <message numerus="yes">
        <source>%n write request(s), %1 written, in %2 s.</source>
        <extracomment>%n write requests, %1 a size, e.g. &quot;1.1 GB&quot;, %2 seconds, e.g. &quot;12.5&quot;</extracomment>
        <translation>
            <numerusform>쓰기 요청 %n개, %1 씀, %2초.</numerusform>
        </translation>
    </message>
    <message>
        <source>Genuine: every record written across all %1 bytes (%2) read back where it was written.</source>
        <extracomment>%1 the drive&apos;s size in bytes as a number, %2 the same size short, e.g. &quot;1.0 TB&quot;</extracomment>
        <translation>정품: 전체 %1바이트(%2)에 걸쳐 쓴 모든 레코드를 쓴 자리에서 다시 읽었습니다.</translation>
    </message>
    <message>
        <source>Fake: only the first %1 are real; writes beyond that land at the start again (wrap-around). The drive claims %2.</source>
        <extracomment>%1 the real size, e.g. &quot;62.1 GB&quot;, %2 the size the drive claims, e.g. &quot;128.0 GB&quot;</extracomment>
        <translation>가짜: 처음 %1만 실제입니다. 그 너머에 쓰면 다시 처음에 기록됩니다 (되감김). 드라이브는 %2라고 주장합니다.</translation>
    </message>
    <message>
        <source>Fake: writes beyond %1 are thrown away. The drive claims %2.</source>
        <extracomment>%1 where the real part ends, e.g. &quot;120.3 GB&quot;, %2 the size the drive claims</extracomment>
        <translation>가짜: %1 너머에 쓴 내용은 버려집니다. 드라이브는 %2라고 주장합니다.</translation>
    </message>
    <message numerus="yes">
        <source>Damaged: %n block(s) did not hold what was written, the first at %1.</source>
        <extracomment>%n how many blocks, %1 the position of the first one, e.g. &quot;3.2 GB&quot;</extracomment>
        <translation>
            <numerusform>손상됨: 블록 %n개에 쓴 내용이 없었습니다. 첫 번째는 %1 위치입니다.</numerusform>
        </translation>
    </message>
    <message>
        <source>Could not decide: the test was cancelled.</source>
        <translation>판정할 수 없음: 테스트가 취소되었습니다.</translation>
    </message>
    <message>
        <source>Could not decide: the drive did not accept a flush of its cache.</source>
        <translation>판정할 수 없음: 드라이브가 캐시 플러시를 받아들이지 않았습니다.</translation>
    </message>
    <message>
        <source>Could not decide: the device is too small to test.</source>
        <translation>판정할 수 없음: 장치가 너무 작아 테스트할 수 없습니다.</translation>
    </message>
    <message>
        <source>Could not decide: nothing that was written could be read back.</source>
        <translation>판정할 수 없음: 쓴 내용을 하나도 다시 읽을 수 없었습니다.</translation>
    </message>
    <message>
        <source>The drive was reset before reading back: what its controller kept in memory was lost.</source>
        <translation>되읽기 전에 드라이브를 재설정했습니다. 컨트롤러가 메모리에 가지고 있던 내용은 사라졌습니다.</translation>
    </message>
    <message>
        <source>The drive was reset before reading back but did not come back.</source>
        <translation>되읽기 전에 드라이브를 재설정했지만 다시 돌아오지 않았습니다.</translation>
    </message>
    <message>
        <source>Not reset before reading back: this device cannot be reset.</source>
        <translation>되읽기 전에 재설정하지 않음: 이 장치는 재설정할 수 없습니다.</translation>
    </message>
    <message>
        <source>Not reset before reading back: only a USB drive can be reset on its own.</source>
        <translation>되읽기 전에 재설정하지 않음: 단독으로 재설정할 수 있는 것은 USB 드라이브뿐입니다.</translation>
    </message>
    <message>
        <source>Not reset before reading back: only a run as root can reset a USB drive (sudo driveproof-cli capacity).</source>
        <translation>되읽기 전에 재설정하지 않음: USB 드라이브는 root로 실행할 때만 재설정할 수 있습니다(sudo driveproof-cli capacity).</translation>
    </message>
    <message>
        <source>Not reset before reading back: a partition was checked, and a reset would touch the whole drive.</source>
        <translation>되읽기 전에 재설정하지 않음: 파티션을 검사했으며, 재설정하면 드라이브 전체에 영향을 줍니다.</translation>
    </message>
    <message>
        <source>Not reset before reading back: its USB device carries other drives too.</source>
        <translation>되읽기 전에 재설정하지 않음: 해당 USB 장치에 다른 드라이브도 연결되어 있습니다.</translation>
    </message>
    <message>
        <source>Not reset before reading back: the kernel refused (%1).</source>
        <extracomment>%1 the system&apos;s error message, e.g. &quot;Operation not permitted&quot;</extracomment>
        <translation>되읽기 전에 재설정하지 않음: 커널이 거부했습니다(%1).</translation>
    </message>
    <message>
        <source>Waiting for the drive&apos;s cache to write back</source>
        <translation>드라이브가 캐시를 기록하기를 기다리는 중</translation>
    </message>
</context>
<context>
    <name>DriveProof::Cli</name>
    <message>
        <source>Logical sector size in bytes (images: 512).</source>
        <translation>논리 섹터 크기(바이트, 이미지: 512).</translation>
    </message>
    <message>
        <source>Physical sector size in bytes (images: 4096).</source>
        <translation>물리 섹터 크기(바이트, 이미지: 4096).</translation>
    </message>
    <message>
        <source>Optimal I/O size in bytes, 0 = not reported (images: 0).</source>
        <translation>최적 I/O 크기(바이트), 0 = 보고되지 않음(이미지: 0).</translation>
    </message>
    <message>
        <source>Bytes from LBA 0 to the next physical sector boundary (images: 0).</source>
        <translation>LBA 0부터 다음 물리 섹터 경계까지의 바이트 수(이미지: 0).</translation>
    </message>
    <message>
        <source>%1 %2 is not a number of bytes. Give a whole number such as 4096.</source>
        <extracomment>%1 option name, %2 the value given</extracomment>
        <translation>%1 %2은(는) 바이트 수가 아닙니다. 4096 같은 정수를 지정하십시오.</translation>
    </message>
    <message>
        <source>%1 %2 is not a valid block size. Give a power of two from 512 to 1048576 bytes, e.g. 4096.</source>
        <extracomment>%1 option name, %2 the value given</extracomment>
        <translation>%1 %2은(는) 올바른 블록 크기가 아닙니다. 512에서 1048576바이트 사이의 2의 거듭제곱을 지정하십시오(예: 4096).</translation>
    </message>
    <message>
        <source>--physical-block-size %1 is smaller than --logical-block-size %2: a physical sector holds one or more logical sectors.</source>
        <extracomment>%1 physical size given, %2 logical size given</extracomment>
        <translation>--physical-block-size %1이(가) --logical-block-size %2보다 작습니다: 물리 섹터 하나에는 논리 섹터가 하나 이상 들어갑니다.</translation>
    </message>
    <message>
        <source>--physical-block-size %1 is smaller than the %3-byte logical sectors of %2: a physical sector holds one or more logical sectors.</source>
        <extracomment>%1 physical size given, %2 device, %3 its logical sector size</extracomment>
        <translation>--physical-block-size %1이(가) %2의 %3바이트 논리 섹터보다 작습니다: 물리 섹터 하나에는 논리 섹터가 하나 이상 들어갑니다.</translation>
    </message>
    <message>
        <source>%1 %2 is not valid. Give 0 (not reported) or a multiple of the physical block size (%3 bytes) up to 1 GiB.</source>
        <extracomment>%1 option name, %2 the value given, %3 physical sector size</extracomment>
        <translation>%1 %2은(는) 올바르지 않습니다. 0(보고되지 않음) 또는 물리 블록 크기(%3바이트)의 배수로 1 GiB 이하의 값을 지정하십시오.</translation>
    </message>
    <message>
        <source>%1 %2 is not valid. Give a multiple of the logical block size (%3 bytes) smaller than the physical block size (%4 bytes), e.g. 0.</source>
        <extracomment>%1 option name, %2 the value given, %3 logical and %4 physical sector size</extracomment>
        <translation>%1 %2은(는) 올바르지 않습니다. 논리 블록 크기(%3바이트)의 배수이면서 물리 블록 크기(%4바이트)보다 작은 값을 지정하십시오(예: 0).</translation>
    </message>
    <message>
        <source>yes</source>
        <translation>예</translation>
    </message>
    <message>
        <source>no</source>
        <translation>아니요</translation>
    </message>
    <message numerus="yes">
        <source>%n byte(s)</source>
        <extracomment>%n bytes of the optimal I/O size
----------
a size in bytes, e.g. &quot;4096 bytes&quot;</extracomment>
        <translation>
            <numerusform>%n바이트</numerusform>
        </translation>
    </message>
    <message>
        <source>not reported</source>
        <translation>보고되지 않음</translation>
    </message>
    <message>
        <source>%1: %2 partition table, logical sector %3 bytes, physical sector %4 bytes, optimal I/O size %5, alignment offset %6 bytes.</source>
        <extracomment>%1 device or image, %2 &quot;dos&quot;/&quot;gpt&quot;, %3 and %4 sector sizes in bytes, %5 optimal I/O size (&quot;65536 bytes&quot; or &quot;not reported&quot;), %6 alignment offset in bytes</extracomment>
        <translation>%1: %2 파티션 테이블, 논리 섹터 %3바이트, 물리 섹터 %4바이트, 최적 I/O 크기 %5, 정렬 오프셋 %6바이트.</translation>
    </message>
    <message>
        <source>unknown</source>
        <translation>알 수 없음</translation>
    </message>
    <message>
        <source>The partition table of %1 has no partitions.</source>
        <extracomment>%1 device or image</extracomment>
        <translation>%1의 파티션 테이블에 파티션이 없습니다.</translation>
    </message>
    <message>
        <source>PARTITION</source>
        <translation>파티션</translation>
    </message>
    <message>
        <source>START (sector)</source>
        <translation>시작(섹터)</translation>
    </message>
    <message>
        <source>START (bytes)</source>
        <translation>시작(바이트)</translation>
    </message>
    <message>
        <source>LOGICAL</source>
        <translation>논리</translation>
    </message>
    <message>
        <source>PHYSICAL</source>
        <translation>물리</translation>
    </message>
    <message>
        <source>OPTIMAL</source>
        <translation>최적</translation>
    </message>
    <message>
        <source>1 MiB</source>
        <translation>1 MiB</translation>
    </message>
    <message>
        <source>VERDICT</source>
        <translation>판정</translation>
    </message>
    <message>
        <source>No drive or file named %1. Give a drive such as /dev/sdb (see &apos;driveproof-cli list&apos;) or the path of a disk image.</source>
        <extracomment>%1 what the user typed</extracomment>
        <translation>%1(이)라는 드라이브나 파일이 없습니다. /dev/sdb 같은 드라이브(&apos;driveproof-cli list&apos; 참조)나 디스크 이미지 경로를 지정하십시오.</translation>
    </message>
    <message>
        <source>%1 is a partition. Give the whole drive instead: &apos;driveproof-cli align %2&apos;.</source>
        <extracomment>%1 the partition given, %2 its whole drive</extracomment>
        <translation>%1은(는) 파티션입니다. 대신 전체 드라이브를 지정하십시오: &apos;driveproof-cli align %2&apos;.</translation>
    </message>
    <message>
        <source>Check that every partition of a drive or a disk image starts on a boundary that suits the drive: its physical sectors, 1 MiB and its optimal I/O size.</source>
        <translation>드라이브나 디스크 이미지의 모든 파티션이 드라이브에 맞는 경계(물리 섹터, 1 MiB, 최적 I/O 크기)에서 시작하는지 확인합니다.</translation>
    </message>
    <message>
        <source>A drive (/dev/sdb, sdb) or a disk image file.</source>
        <translation>드라이브(/dev/sdb, sdb) 또는 디스크 이미지 파일.</translation>
    </message>
    <message>
        <source>Print JSON (keys in docs/json.md).</source>
        <translation>JSON으로 출력합니다(키는 docs/json.md 참조).</translation>
    </message>
    <message>
        <source>&apos;align&apos; needs exactly one drive or disk image, e.g. &apos;driveproof-cli align /dev/sdb&apos; or &apos;driveproof-cli align disk.img&apos;.</source>
        <translation>&apos;align&apos;에는 드라이브나 디스크 이미지가 정확히 하나 필요합니다. 예: &apos;driveproof-cli align /dev/sdb&apos; 또는 &apos;driveproof-cli align disk.img&apos;.</translation>
    </message>
    <message>
        <source>This test writes over the data on %1. Everything on it will be lost.
Type the device name (%2) to go on: </source>
        <extracomment>%1 device node, %2 its short name the user must type</extracomment>
        <translation>이 테스트는 %1의 데이터를 덮어씁니다. 그 안의 모든 데이터가 사라집니다.
계속하려면 장치 이름(%2)을 입력하십시오: </translation>
    </message>
    <message>
        <source>There is no device %1. Run &apos;driveproof-cli list&apos; to see the drives on this machine.</source>
        <extracomment>%1 what the user typed</extracomment>
        <translation>%1 장치가 없습니다. &apos;driveproof-cli list&apos;를 실행하여 이 컴퓨터의 드라이브를 확인하십시오.</translation>
    </message>
    <message>
        <source>There is no folder or file %1. Give an existing folder (a temporary test file is made in it), a file or a block device.</source>
        <extracomment>%1 what the user typed</extracomment>
        <translation>%1(이)라는 폴더나 파일이 없습니다. 기존 폴더(그 안에 임시 테스트 파일을 만듭니다), 파일 또는 블록 장치를 지정하십시오.</translation>
    </message>
    <message>
        <source>%1 is not a folder, a regular file or a block device (it is a pipe, a socket or a character device). Give a folder, a file or a block device.</source>
        <extracomment>%1 what the user typed</extracomment>
        <translation>%1은(는) 폴더, 일반 파일 또는 블록 장치가 아닙니다(파이프, 소켓 또는 문자 장치입니다). 폴더, 파일 또는 블록 장치를 지정하십시오.</translation>
    </message>
    <message>
        <source>%1 is a device: this test writes to it and destroys its data. Add --destructive if that is what you want, or give a folder.</source>
        <extracomment>%1 device node</extracomment>
        <translation>%1은(는) 장치입니다: 이 테스트는 장치에 쓰기를 하여 데이터를 파괴합니다. 그렇게 하려면 --destructive를 추가하고, 아니면 폴더를 지정하십시오.</translation>
    </message>
    <message>
        <source>%1 is in use: %2 Nothing was written.</source>
        <extracomment>%1 device node, %2 a sentence saying what uses it, e.g. &quot;/dev/loop0 backs the loop device /dev/loop1. /dev/loop1 is mounted on /mnt.&quot;</extracomment>
        <translation>%1은(는) 사용 중입니다: %2 아무것도 쓰지 않았습니다.</translation>
    </message>
    <message>
        <source>The name did not match; nothing was written.</source>
        <translation>이름이 일치하지 않아 아무것도 쓰지 않았습니다.</translation>
    </message>
    <message>
        <source>--output cannot write %1: %2.</source>
        <extracomment>%1 file name, %2 the system&apos;s error text</extracomment>
        <translation>--output이 %1에 쓸 수 없습니다: %2.</translation>
    </message>
    <message>
        <source>Cancelled while the test file was being prepared; it was removed.</source>
        <translation>테스트 파일을 준비하는 중에 취소되었습니다. 테스트 파일은 삭제했습니다.</translation>
    </message>
    <message>
        <source>--cache-ab needs to know the drive under the target, and it could not be found.</source>
        <translation>--cache-ab는 대상이 있는 드라이브를 알아야 하는데, 찾을 수 없었습니다.</translation>
    </message>
    <message>
        <source>--only %1 matches no measurement of this test. The keys are the &quot;key&quot; fields of its --json output.</source>
        <extracomment>%1 what the user gave to --only</extracomment>
        <translation>--only %1과(와) 일치하는 측정 항목이 이 테스트에 없습니다. 키는 --json 출력의 &quot;key&quot; 필드입니다.</translation>
    </message>
    <message>
        <source>Cannot write %1: %2.</source>
        <extracomment>%1 file name, %2 the system&apos;s error text
----------
%1 file, %2 the system&apos;s reason</extracomment>
        <translation>%1에 쓸 수 없습니다: %2.</translation>
    </message>
    <message>
        <source>Cancelled; the lines above finished before that.</source>
        <translation>취소되었습니다. 위의 줄은 그 전에 완료된 것입니다.</translation>
    </message>
    <message>
        <source>Measure a drive: commit rate (like pg_test_fsync), throughput, random I/O, sweeps, the hybrid-cache check.
FAMILY is one of: quick, commit, throughput (or seq), sustained, surface, random, sweep (with --axis), sweep-block-size, sweep-queue-depth, sweep-threads, hybrid.
TARGET is a folder (default: the current one; a temporary file is created and removed), an existing file (used in place, never grown), or a block device (read tests; writing needs --destructive).</source>
        <translation>드라이브를 측정합니다: 커밋 속도(pg_test_fsync와 유사), 처리량, 랜덤 I/O, 스윕, 하이브리드 캐시 검사.
FAMILY는 다음 중 하나입니다: quick, commit, throughput(또는 seq), sustained, surface, random, sweep(--axis와 함께), sweep-block-size, sweep-queue-depth, sweep-threads, hybrid.
TARGET은 폴더(기본값: 현재 폴더, 임시 파일을 만들었다가 삭제함), 기존 파일(그 자리에서 사용하며 크기를 늘리지 않음) 또는 블록 장치(읽기 테스트, 쓰기에는 --destructive 필요)입니다.</translation>
    </message>
    <message>
        <source>The test to run.</source>
        <translation>실행할 테스트.</translation>
    </message>
    <message>
        <source>Folder, file or device (or --target).</source>
        <translation>폴더, 파일 또는 장치(또는 --target).</translation>
    </message>
    <message>
        <source>Folder, file or device, like TARGET.</source>
        <translation>폴더, 파일 또는 장치(TARGET과 같음).</translation>
    </message>
    <message>
        <source>Test area or temporary file size, e.g. 1G, 256M (default: 1G; commit: 16M; a device: all of it for the surface scan).</source>
        <translation>테스트 영역 또는 임시 파일 크기, 예: 1G, 256M(기본값: 1G, commit: 16M, 장치: 표면 검사 시 전체).</translation>
    </message>
    <message>
        <source>Seconds per measurement (default: 5).</source>
        <translation>측정당 시간(초, 기본값: 5).</translation>
    </message>
    <message>
        <source>I/O engine: auto, io_uring or psync (default: auto).</source>
        <translation>I/O 엔진: auto, io_uring 또는 psync(기본값: auto).</translation>
    </message>
    <message>
        <source>Block size for random, sweeps and sustained, e.g. 4k.</source>
        <translation>random, 스윕, sustained의 블록 크기, 예: 4k.</translation>
    </message>
    <message>
        <source>I/Os in flight per thread (sweeps, sustained).</source>
        <translation>스레드당 동시 I/O 수(스윕, sustained).</translation>
    </message>
    <message>
        <source>Threads (sweeps).</source>
        <translation>스레드 수(스윕).</translation>
    </message>
    <message>
        <source>Sweeps: 100 reads only (default), 0 writes only, or a mix.</source>
        <translation>스윕: 100은 읽기만(기본값), 0은 쓰기만, 그 사이 값은 혼합.</translation>
    </message>
    <message>
        <source>Quick, throughput, random: reads only.</source>
        <translation>quick, throughput, random: 읽기만.</translation>
    </message>
    <message>
        <source>Quick, throughput, random: writes only.</source>
        <translation>quick, throughput, random: 쓰기만.</translation>
    </message>
    <message>
        <source>Quick, throughput, random: a mix with this percentage of reads, e.g. 70.</source>
        <translation>quick, throughput, random: 읽기 비율을 이 백분율로 한 혼합, 예: 70.</translation>
    </message>
    <message>
        <source>One CrystalDiskMark preset: SEQ1M-Q8T1, SEQ1M-Q1T1, RND4K-Q32T1, RND4K-Q1T1 (or any RND|SEQ&lt;size&gt;-Q&lt;depth&gt;T&lt;threads&gt;).</source>
        <translation>CrystalDiskMark 프리셋 하나: SEQ1M-Q8T1, SEQ1M-Q1T1, RND4K-Q32T1, RND4K-Q1T1(또는 임의의 RND|SEQ&lt;size&gt;-Q&lt;depth&gt;T&lt;threads&gt;).</translation>
    </message>
    <message>
        <source>sweep: block-size (default), queue-depth or threads.</source>
        <translation>sweep: block-size(기본값), queue-depth 또는 threads.</translation>
    </message>
    <message>
        <source>Hybrid check: seconds the drive stays idle between the passes (default: 300).</source>
        <translation>하이브리드 검사: 두 회차 사이에 드라이브를 유휴 상태로 두는 시간(초, 기본값: 300).</translation>
    </message>
    <message>
        <source>Commit: measure again with the drive&apos;s write cache off, then switch it back on.</source>
        <translation>커밋: 드라이브의 쓰기 캐시를 끈 상태로 다시 측정한 다음 캐시를 다시 켭니다.</translation>
    </message>
    <message>
        <source>Allow a write test on a raw device: everything on it is lost.</source>
        <translation>원시 장치에 대한 쓰기 테스트를 허용합니다: 장치의 모든 데이터가 사라집니다.</translation>
    </message>
    <message>
        <source>Go through the page cache (no O_DIRECT).</source>
        <translation>페이지 캐시를 거칩니다(O_DIRECT 사용 안 함).</translation>
    </message>
    <message>
        <source>Print the result as JSON (docs/json.md).</source>
        <translation>결과를 JSON으로 출력합니다(docs/json.md).</translation>
    </message>
    <message>
        <source>Also write the JSON result to FILE.</source>
        <translation>JSON 결과를 FILE에도 씁니다.</translation>
    </message>
    <message>
        <source>Run only the measurements with these keys, separated by commas (e.g. rnd4kq32t1.read, commit.s1.fdatasync).</source>
        <translation>이 키를 가진 측정만 실행합니다. 쉼표로 구분합니다(예: rnd4kq32t1.read, commit.s1.fdatasync).</translation>
    </message>
    <message>
        <source>Do not keep the result in the drive&apos;s history.</source>
        <translation>결과를 드라이브 기록에 남기지 않습니다.</translation>
    </message>
    <message>
        <source>&apos;bench&apos; needs a FAMILY and at most one TARGET, e.g. &apos;driveproof-cli bench quick ~/&apos;.</source>
        <translation>&apos;bench&apos;에는 FAMILY 하나와 최대 하나의 TARGET이 필요합니다. 예: &apos;driveproof-cli bench quick ~/&apos;.</translation>
    </message>
    <message>
        <source>--axis goes with &apos;sweep&apos; and takes block-size, queue-depth or threads, not &apos;%1&apos;.</source>
        <extracomment>%1 what the user typed</extracomment>
        <translation>--axis는 &apos;sweep&apos;과 함께 쓰며 block-size, queue-depth 또는 threads를 받습니다. &apos;%1&apos;은(는) 올바르지 않습니다.</translation>
    </message>
    <message>
        <source>unknown test &apos;%1&apos;. Try &apos;driveproof-cli bench --help&apos;.</source>
        <extracomment>%1 what the user typed</extracomment>
        <translation>알 수 없는 테스트 &apos;%1&apos;. &apos;driveproof-cli bench --help&apos;를 참조하십시오.</translation>
    </message>
    <message>
        <source>--size takes a size of at least 4K, such as 1G or 256M, not &apos;%1&apos;.</source>
        <extracomment>%1 what the user typed</extracomment>
        <translation>--size에는 1G나 256M 같은 4K 이상의 크기를 지정해야 합니다. &apos;%1&apos;은(는) 올바르지 않습니다.</translation>
    </message>
    <message>
        <source>--duration takes seconds, e.g. 5, not &apos;%1&apos;.</source>
        <extracomment>%1 what the user typed</extracomment>
        <translation>--duration에는 초 단위 시간을 지정해야 합니다(예: 5). &apos;%1&apos;은(는) 올바르지 않습니다.</translation>
    </message>
    <message>
        <source>--backend takes auto, io_uring or psync, not &apos;%1&apos;.</source>
        <extracomment>%1 what the user typed</extracomment>
        <translation>--backend에는 auto, io_uring 또는 psync를 지정해야 합니다. &apos;%1&apos;은(는) 올바르지 않습니다.</translation>
    </message>
    <message>
        <source>--block-size takes a multiple of 512 bytes up to 64M, not &apos;%1&apos;.</source>
        <extracomment>%1 what the user typed</extracomment>
        <translation>--block-size에는 64M 이하의 512바이트 배수를 지정해야 합니다. &apos;%1&apos;은(는) 올바르지 않습니다.</translation>
    </message>
    <message>
        <source>--%1 takes a whole number up to %2, not &apos;%3&apos;.</source>
        <extracomment>%1 the option, %2 the largest value, %3 what the user typed</extracomment>
        <translation>--%1에는 %2 이하의 정수를 지정해야 합니다. &apos;%3&apos;은(는) 올바르지 않습니다.</translation>
    </message>
    <message>
        <source>--idle takes seconds, not &apos;%1&apos;.</source>
        <extracomment>%1 what the user typed</extracomment>
        <translation>--idle에는 초 단위 시간을 지정해야 합니다. &apos;%1&apos;은(는) 올바르지 않습니다.</translation>
    </message>
    <message>
        <source>Give one of --read, --write and --mix.</source>
        <translation>--read, --write, --mix 중 하나를 지정하십시오.</translation>
    </message>
    <message>
        <source>--mix takes the percentage of reads, 0 to 100, not &apos;%1&apos;.</source>
        <extracomment>%1 what the user typed</extracomment>
        <translation>--mix에는 읽기 비율을 0에서 100 사이로 지정해야 합니다. &apos;%1&apos;은(는) 올바르지 않습니다.</translation>
    </message>
    <message>
        <source>--preset takes a name such as RND4K-Q32T1 or SEQ1M-Q8T1, not &apos;%1&apos;.</source>
        <extracomment>%1 what the user typed</extracomment>
        <translation>--preset에는 RND4K-Q32T1이나 SEQ1M-Q8T1 같은 이름을 지정해야 합니다. &apos;%1&apos;은(는) 올바르지 않습니다.</translation>
    </message>
    <message>
        <source>--preset goes with quick, random or seq.</source>
        <translation>--preset은 quick, random 또는 seq와 함께 사용합니다.</translation>
    </message>
    <message>
        <source>--cache-ab goes with the commit test.</source>
        <translation>--cache-ab는 commit 테스트와 함께 사용합니다.</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <extracomment>flushes per commit on one device: %1 device, %2 flushes per commit</extracomment>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>Commit method</source>
        <translation>커밋 방식</translation>
    </message>
    <message>
        <source>Commits/s</source>
        <translation>커밋/s</translation>
    </message>
    <message>
        <source>Mean µs</source>
        <translation>평균 µs</translation>
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
        <translation>최대 µs</translation>
    </message>
    <message>
        <source>Flushes/commit</source>
        <translation>플러시/커밋</translation>
    </message>
    <message>
        <source>Test</source>
        <translation>테스트</translation>
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
        <source>good</source>
        <translation>양호</translation>
    </message>
    <message>
        <source>caution</source>
        <translation>주의</translation>
    </message>
    <message>
        <source>danger</source>
        <translation>위험</translation>
    </message>
    <message>
        <source>note</source>
        <translation>참고</translation>
    </message>
    <message>
        <source>[%1%] %2: %3, %4, %5 left</source>
        <extracomment>live progress: %1 percent done, %2 the step, %3 rate, %4 IOPS, %5 time left (m:ss)</extracomment>
        <translation>[%1%] %2: %3, %4, %5 남음</translation>
    </message>
    <message>
        <source>[%1%] %2</source>
        <extracomment>live progress without numbers: %1 percent done, %2 the step</extracomment>
        <translation>[%1%] %2</translation>
    </message>
    <message>
        <source>%1 on %2</source>
        <extracomment>%1 the test&apos;s title, %2 where it ran</extracomment>
        <translation>%2의 %1</translation>
    </message>
    <message>
        <source>- %1: %2</source>
        <extracomment>a verdict as a list item: %1 good/caution/danger/note, %2 the verdict</extracomment>
        <translation>- %1: %2</translation>
    </message>
    <message>
        <source>on</source>
        <extracomment>the drive&apos;s write cache</extracomment>
        <translation>켜짐</translation>
    </message>
    <message>
        <source>off</source>
        <translation>꺼짐</translation>
    </message>
    <message>
        <source>yes, through udisks2 (re-applied at every boot)</source>
        <translation>예, udisks2를 통해(부팅할 때마다 다시 적용)</translation>
    </message>
    <message>
        <source>yes, saved in the drive</source>
        <translation>예, 드라이브에 저장됨</translation>
    </message>
    <message>
        <source>no: a change lasts until the next power cycle</source>
        <translation>아니요: 변경 사항은 다음에 전원을 껐다 켤 때까지만 유지됨</translation>
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
        <translation>없음(드라이브 명령을 받지 않음)</translation>
    </message>
    <message>
        <source>Device</source>
        <translation>장치</translation>
    </message>
    <message>
        <source>Protocol</source>
        <translation>프로토콜</translation>
    </message>
    <message>
        <source>Drive has a write cache</source>
        <translation>드라이브 쓰기 캐시 있음</translation>
    </message>
    <message>
        <source>Drive&apos;s cache now</source>
        <translation>현재 드라이브 캐시</translation>
    </message>
    <message>
        <source>Saved setting</source>
        <translation>저장된 설정</translation>
    </message>
    <message>
        <source>none</source>
        <translation>없음</translation>
    </message>
    <message>
        <source>Can be changed</source>
        <translation>변경 가능</translation>
    </message>
    <message>
        <source>Keeps after reboot</source>
        <translation>재부팅 후에도 유지</translation>
    </message>
    <message>
        <source>Kernel&apos;s view</source>
        <translation>커널 측 상태</translation>
    </message>
    <message>
        <source>Kernel uses FUA</source>
        <translation>커널의 FUA 사용</translation>
    </message>
    <message>
        <source>Sources</source>
        <translation>출처</translation>
    </message>
    <message>
        <source>- %1</source>
        <extracomment>a finding about the write cache, as a list item
----------
a finding about TRIM, as a list item</extracomment>
        <translation>- %1</translation>
    </message>
    <message>
        <source>bad</source>
        <translation>불량</translation>
    </message>
    <message>
        <source>Overall</source>
        <translation>종합</translation>
    </message>
    <message>
        <source>Temperature</source>
        <extracomment>temperature in degrees Celsius</extracomment>
        <translation>온도</translation>
    </message>
    <message>
        <source>%1 °C</source>
        <translation>%1 °C</translation>
    </message>
    <message>
        <source>Power-on hours</source>
        <translation>전원 켜짐 시간</translation>
    </message>
    <message>
        <source>Power cycles</source>
        <translation>전원 켜기 횟수</translation>
    </message>
    <message>
        <source>Unsafe shutdowns</source>
        <translation>비정상 종료</translation>
    </message>
    <message>
        <source>Bad sectors</source>
        <translation>불량 섹터</translation>
    </message>
    <message>
        <source>Media errors</source>
        <translation>매체 오류</translation>
    </message>
    <message>
        <source>Wear</source>
        <extracomment>wear of an SSD, in percent of its rated life</extracomment>
        <translation>마모도</translation>
    </message>
    <message>
        <source>%1 %</source>
        <translation>%1 %</translation>
    </message>
    <message>
        <source>Available spare</source>
        <translation>사용 가능한 예비 공간</translation>
    </message>
    <message>
        <source>Source</source>
        <translation>출처</translation>
    </message>
    <message>
        <source>%1 is a partition; the write cache and health belong to the whole drive. Give %2 instead.</source>
        <extracomment>%1 partition the user gave, %2 its whole drive</extracomment>
        <translation>%1은(는) 파티션입니다. 쓰기 캐시와 건강 상태는 전체 드라이브에 속합니다. 대신 %2을(를) 지정하십시오.</translation>
    </message>
    <message>
        <source>Show the drive&apos;s volatile write cache next to the kernel&apos;s view, or switch it.</source>
        <translation>드라이브의 휘발성 쓰기 캐시를 커널 측 상태와 함께 표시하거나 전환합니다.</translation>
    </message>
    <message>
        <source>A drive, e.g. /dev/sda.</source>
        <translation>드라이브, 예: /dev/sda.</translation>
    </message>
    <message>
        <source>Switch the drive&apos;s cache on or off.</source>
        <translation>드라이브 캐시를 켜거나 끕니다.</translation>
    </message>
    <message>
        <source>Keep the setting after a power cycle, where the drive or udisks2 can keep it honestly.</source>
        <translation>드라이브나 udisks2가 확실하게 유지할 수 있는 경우, 전원을 껐다 켠 뒤에도 설정을 유지합니다.</translation>
    </message>
    <message>
        <source>&apos;cache&apos; needs exactly one DEVICE, e.g. &apos;driveproof-cli cache /dev/sda&apos;.</source>
        <translation>&apos;cache&apos;에는 DEVICE가 정확히 하나 필요합니다. 예: &apos;driveproof-cli cache /dev/sda&apos;.</translation>
    </message>
    <message>
        <source>--set takes &apos;on&apos; or &apos;off&apos;, not &apos;%1&apos;.</source>
        <extracomment>%1 the value the user gave</extracomment>
        <translation>--set에는 &apos;on&apos; 또는 &apos;off&apos;를 지정해야 합니다. &apos;%1&apos;은(는) 올바르지 않습니다.</translation>
    </message>
    <message>
        <source>--persist goes with --set on|off.</source>
        <translation>--persist는 --set on|off와 함께 사용합니다.</translation>
    </message>
    <message>
        <source>Show the drive&apos;s health: overall verdict, temperature, hours, power cycles, unsafe shutdowns.</source>
        <translation>드라이브의 건강 상태를 표시합니다: 종합 판정, 온도, 사용 시간, 전원 켜기 횟수, 비정상 종료.</translation>
    </message>
    <message>
        <source>&apos;health&apos; needs exactly one DEVICE, e.g. &apos;driveproof-cli health /dev/sda&apos;.</source>
        <translation>&apos;health&apos;에는 DEVICE가 정확히 하나 필요합니다. 예: &apos;driveproof-cli health /dev/sda&apos;.</translation>
    </message>
    <message>
        <source>--language needs a language, one of: %1.</source>
        <extracomment>%1 the language codes DriveProof has, e.g. &quot;de, en, es&quot;</extracomment>
        <translation>--language에는 다음 중 하나의 언어가 필요합니다: %1.</translation>
    </message>
    <message>
        <source>unknown language &apos;%1&apos;. Choose one of: %2.</source>
        <extracomment>%1 what was given after --language, %2 the language codes DriveProof has, e.g. &quot;de, en, es&quot;</extracomment>
        <translation>알 수 없는 언어 &apos;%1&apos;. 다음 중 하나를 선택하십시오: %2.</translation>
    </message>
    <message>
        <source>Show help for this command.</source>
        <translation>이 명령의 도움말을 표시합니다.</translation>
    </message>
    <message>
        <source>%1. Try &apos;driveproof-cli %2 --help&apos;.</source>
        <extracomment>%1 the parser&apos;s error, %2 the subcommand</extracomment>
        <translation>%1. &apos;driveproof-cli %2 --help&apos;를 참조하십시오.</translation>
    </message>
    <message>
        <source>%1 (%2 bytes)</source>
        <extracomment>%1 size with unit, e.g. &quot;500.1 GB&quot;; %2 exact byte count</extracomment>
        <translation>%1(%2바이트)</translation>
    </message>
    <message>
        <source>Write every drive&apos;s findings for Prometheus and other OpenMetrics readers: identity, health, write-cache views, alignment and the latest test results (docs/fleet.md).</source>
        <translation>Prometheus 및 기타 OpenMetrics 리더용으로 모든 드라이브의 검사 결과를 씁니다: 식별 정보, 건강 상태, 쓰기 캐시 상태, 정렬, 최신 테스트 결과(docs/fleet.md).</translation>
    </message>
    <message>
        <source>OpenMetrics text, also readable by node_exporter&apos;s textfile collector.</source>
        <translation>OpenMetrics 텍스트. node_exporter의 textfile 수집기로도 읽을 수 있습니다.</translation>
    </message>
    <message>
        <source>Write to FILE, replacing it atomically, instead of standard output.</source>
        <translation>표준 출력 대신 FILE에 씁니다(파일을 원자적으로 교체함).</translation>
    </message>
    <message>
        <source>FILE</source>
        <translation>FILE</translation>
    </message>
    <message>
        <source>Export only this drive (a loop device too); may be given more than once.</source>
        <translation>이 드라이브만 내보냅니다(루프 장치도 가능). 여러 번 지정할 수 있습니다.</translation>
    </message>
    <message>
        <source>DEVICE</source>
        <translation>DEVICE</translation>
    </message>
    <message>
        <source>Export loop devices too (left out by default).</source>
        <translation>루프 장치도 내보냅니다(기본적으로 제외됨).</translation>
    </message>
    <message>
        <source>Read test results from this DriveProof data folder (holding history/ and powerloss/) instead of yours; may be given more than once.</source>
        <translation>사용자 본인의 데이터 폴더 대신 이 DriveProof 데이터 폴더(history/와 powerloss/ 포함)에서 테스트 결과를 읽습니다. 여러 번 지정할 수 있습니다.</translation>
    </message>
    <message>
        <source>FOLDER</source>
        <translation>FOLDER</translation>
    </message>
    <message>
        <source>Read the test results of every user of this machine (needs root).</source>
        <translation>이 컴퓨터의 모든 사용자의 테스트 결과를 읽습니다(root 필요).</translation>
    </message>
    <message>
        <source>&apos;export&apos; takes no arguments. Use --device DEVICE for one drive.</source>
        <translation>&apos;export&apos;는 인수를 받지 않습니다. 드라이브 하나만 내보내려면 --device DEVICE를 사용하십시오.</translation>
    </message>
    <message>
        <source>Choose a format: &apos;driveproof-cli export --openmetrics&apos;.</source>
        <translation>형식을 선택하십시오: &apos;driveproof-cli export --openmetrics&apos;.</translation>
    </message>
    <message>
        <source>raw, 512 bytes</source>
        <translation>원시, 512바이트</translation>
    </message>
    <message>
        <source>hex words (hdparm --Istdout)</source>
        <translation>16진수 워드(hdparm --Istdout)</translation>
    </message>
    <message>
        <source>%1 (48-bit addressing)</source>
        <extracomment>%1 number of sectors</extracomment>
        <translation>%1 (48비트 주소 지정)</translation>
    </message>
    <message>
        <source>%1 (28-bit addressing)</source>
        <translation>%1 (28비트 주소 지정)</translation>
    </message>
    <message>
        <source>%1 (not reported; assumed)</source>
        <extracomment>%1 a size in bytes; the drive predates sector size reporting (IDENTIFY word 106)</extracomment>
        <translation>%1 (보고되지 않음, 추정값)</translation>
    </message>
    <message>
        <source>non-rotating (solid state)</source>
        <translation>비회전식(솔리드 스테이트)</translation>
    </message>
    <message>
        <source>%L1 rpm</source>
        <extracomment>%L1 revolutions per minute</extracomment>
        <translation>%L1 rpm</translation>
    </message>
    <message>
        <source>yes, queue depth %1</source>
        <extracomment>%1 the number of commands the drive can queue</extracomment>
        <translation>예, 큐 깊이 %1</translation>
    </message>
    <message>
        <source>IDENTIFY dump</source>
        <translation>IDENTIFY 덤프</translation>
    </message>
    <message>
        <source>Format</source>
        <translation>형식</translation>
    </message>
    <message>
        <source>Model</source>
        <translation>모델</translation>
    </message>
    <message>
        <source>Serial number</source>
        <translation>일련 번호</translation>
    </message>
    <message>
        <source>Firmware</source>
        <translation>펌웨어</translation>
    </message>
    <message>
        <source>Capacity</source>
        <translation>용량</translation>
    </message>
    <message>
        <source>Sectors</source>
        <translation>섹터 수</translation>
    </message>
    <message>
        <source>Logical sector</source>
        <translation>논리 섹터</translation>
    </message>
    <message>
        <source>Physical sector</source>
        <translation>물리 섹터</translation>
    </message>
    <message>
        <source>Alignment offset</source>
        <extracomment>where logical sector 0 starts inside its physical sector</extracomment>
        <translation>정렬 오프셋</translation>
    </message>
    <message>
        <source>Rotation rate</source>
        <translation>회전 속도</translation>
    </message>
    <message>
        <source>Write cache supported</source>
        <translation>쓰기 캐시 지원</translation>
    </message>
    <message>
        <source>Write cache enabled</source>
        <translation>쓰기 캐시 사용</translation>
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
        <translation>체크섬</translation>
    </message>
    <message>
        <source>correct</source>
        <translation>올바름</translation>
    </message>
    <message>
        <source>not present</source>
        <translation>없음</translation>
    </message>
    <message>
        <source>Note</source>
        <translation>참고</translation>
    </message>
    <message>
        <source>the drive marked this data as incomplete</source>
        <translation>드라이브가 이 데이터를 불완전하다고 표시했습니다</translation>
    </message>
    <message>
        <source>Backing file</source>
        <translation>기반 파일</translation>
    </message>
    <message>
        <source>Vendor</source>
        <translation>제조사</translation>
    </message>
    <message>
        <source>WWN</source>
        <translation>WWN</translation>
    </message>
    <message>
        <source>Transport</source>
        <translation>전송 방식</translation>
    </message>
    <message>
        <source>Size</source>
        <translation>크기</translation>
    </message>
    <message>
        <source>Minimum I/O</source>
        <translation>최소 I/O</translation>
    </message>
    <message>
        <source>Optimal I/O</source>
        <translation>최적 I/O</translation>
    </message>
    <message>
        <source>Media</source>
        <translation>매체</translation>
    </message>
    <message>
        <source>Removable</source>
        <translation>이동식</translation>
    </message>
    <message>
        <source>Read-only</source>
        <translation>읽기 전용</translation>
    </message>
    <message>
        <source>Write cache (kernel view)</source>
        <translation>쓰기 캐시(커널 측)</translation>
    </message>
    <message>
        <source>FUA</source>
        <translation>FUA</translation>
    </message>
    <message>
        <source>Mounted on</source>
        <translation>마운트 위치</translation>
    </message>
    <message>
        <source>not mounted</source>
        <translation>마운트되지 않음</translation>
    </message>
    <message>
        <source>Held by</source>
        <translation>사용 중인 장치</translation>
    </message>
    <message>
        <source>nothing</source>
        <translation>없음</translation>
    </message>
    <message>
        <source>SIZE</source>
        <translation>크기</translation>
    </message>
    <message>
        <source>MOUNTED ON</source>
        <translation>마운트 위치</translation>
    </message>
    <message>
        <source>Not known:</source>
        <translation>알 수 없음:</translation>
    </message>
    <message>
        <source>  %1: %2</source>
        <extracomment>%1 what is missing, %2 why</extracomment>
        <translation>  %1: %2</translation>
    </message>
    <message>
        <source>Show everything known about one drive.</source>
        <translation>드라이브 하나에 대해 알려진 모든 정보를 표시합니다.</translation>
    </message>
    <message>
        <source>A drive, e.g. /dev/sda or sda.</source>
        <translation>드라이브, 예: /dev/sda 또는 sda.</translation>
    </message>
    <message>
        <source>Decode a saved ATA IDENTIFY dump instead of a drive: 512 raw bytes, or the hex words that &apos;hdparm --Istdout&apos; prints.</source>
        <translation>드라이브 대신 저장된 ATA IDENTIFY 덤프를 해석합니다: 원시 512바이트 또는 &apos;hdparm --Istdout&apos;이 출력하는 16진수 워드.</translation>
    </message>
    <message>
        <source>&apos;info --identify-file FILE&apos; takes no DEVICE: it decodes the file alone.</source>
        <translation>&apos;info --identify-file FILE&apos;은 DEVICE를 받지 않습니다: 파일만 해석합니다.</translation>
    </message>
    <message>
        <source>&apos;info&apos; needs exactly one DEVICE, e.g. &apos;driveproof-cli info /dev/sda&apos;.</source>
        <translation>&apos;info&apos;에는 DEVICE가 정확히 하나 필요합니다. 예: &apos;driveproof-cli info /dev/sda&apos;.</translation>
    </message>
    <message>
        <source>file</source>
        <translation>파일</translation>
    </message>
    <message>
        <source>solid state</source>
        <translation>솔리드 스테이트</translation>
    </message>
    <message>
        <source>%1 rpm</source>
        <translation>%1 rpm</translation>
    </message>
    <message>
        <source>rotational</source>
        <translation>회전식</translation>
    </message>
    <message>
        <source>List the drives on this machine: identity, size, sector sizes, media, the kernel&apos;s write-cache view and mount points.</source>
        <translation>이 컴퓨터의 드라이브 목록을 표시합니다: 식별 정보, 크기, 섹터 크기, 매체, 쓰기 캐시에 대한 커널 측 상태, 마운트 지점.</translation>
    </message>
    <message>
        <source>&apos;list&apos; takes no arguments. Use &apos;driveproof-cli info DEVICE&apos; for one drive.</source>
        <translation>&apos;list&apos;는 인수를 받지 않습니다. 드라이브 하나만 보려면 &apos;driveproof-cli info DEVICE&apos;를 사용하십시오.</translation>
    </message>
    <message>
        <source>No drives found. In a container, /sys/block may show none; on a desktop, check that the drive is connected.</source>
        <translation>드라이브를 찾을 수 없습니다. 컨테이너 안에서는 /sys/block에 아무것도 나타나지 않을 수 있습니다. 데스크톱에서는 드라이브가 연결되어 있는지 확인하십시오.</translation>
    </message>
    <message>
        <source>TRANSPORT</source>
        <translation>전송</translation>
    </message>
    <message>
        <source>MODEL</source>
        <translation>모델</translation>
    </message>
    <message>
        <source>SECTORS L/P</source>
        <translation>섹터 논리/물리</translation>
    </message>
    <message>
        <source>MEDIA</source>
        <translation>매체</translation>
    </message>
    <message>
        <source>WRITE CACHE</source>
        <translation>쓰기 캐시</translation>
    </message>
    <message>
        <source>%1/%2</source>
        <extracomment>logical / physical sector size in bytes</extracomment>
        <translation>%1/%2</translation>
    </message>
    <message>
        <source>partition</source>
        <translation>파티션</translation>
    </message>
    <message>
        <source>unknown command &apos;%1&apos;. Try &apos;driveproof-cli --help&apos;.</source>
        <translation>알 수 없는 명령 &apos;%1&apos;. &apos;driveproof-cli --help&apos;를 참조하십시오.</translation>
    </message>
    <message>
        <source>The power-loss test: does the drive keep what it acknowledged when the power goes?
  prepare   check the drive and the machine, create the test area
  run       write and report every commit to the witness; pull the plug when told
  verify    after the restart: read the area, fetch the witness&apos;s record, judge
  practice  the whole procedure on a simulated drive on this machine</source>
        <translation>전원 차단 테스트: 전원이 나갔을 때 드라이브는 확인한 데이터를 지켜 내는가?
  prepare   드라이브와 컴퓨터를 점검하고 테스트 영역을 만듭니다
  run       쓰기를 하며 모든 커밋을 감시 컴퓨터에 알립니다. 안내가 나오면 플러그를 뽑으십시오
  verify    다시 시작한 후: 영역을 읽고 감시 컴퓨터의 기록을 가져와 판정합니다
  practice  이 컴퓨터에서 시뮬레이션 드라이브로 전체 절차를 연습합니다</translation>
    </message>
    <message>
        <source>prepare, run, verify or practice.</source>
        <translation>prepare, run, verify 또는 practice.</translation>
    </message>
    <message>
        <source>The test area: a file (created if missing) or a block device (with --destructive).</source>
        <translation>테스트 영역: 파일(없으면 생성) 또는 블록 장치(--destructive 필요).</translation>
    </message>
    <message>
        <source>The witness&apos;s address, as it shows it.</source>
        <translation>감시 컴퓨터에 표시되는 감시 컴퓨터의 주소.</translation>
    </message>
    <message>
        <source>Size of the test area, e.g. 1G (default: 1G; practice: 16M).</source>
        <translation>테스트 영역의 크기, 예: 1G(기본값: 1G, practice: 16M).</translation>
    </message>
    <message>
        <source>Commit method: fdatasync (default), fsync, open_datasync or open_sync.</source>
        <translation>커밋 방식: fdatasync(기본값), fsync, open_datasync 또는 open_sync.</translation>
    </message>
    <message>
        <source>Writes per commit (group commit); default 1.</source>
        <translation>커밋당 쓰기 수(그룹 커밋), 기본값 1.</translation>
    </message>
    <message>
        <source>verify: the run to verify (its id or the start of it), instead of the one pending for --target.</source>
        <translation>verify: --target에 대해 대기 중인 실행 대신 검증할 실행(ID 또는 그 앞부분).</translation>
    </message>
    <message>
        <source>Allow a raw device as the target: everything on it is lost.</source>
        <translation>원시 장치를 대상으로 허용합니다: 장치의 모든 데이터가 사라집니다.</translation>
    </message>
    <message>
        <source>practice: honest (default) or lying.</source>
        <translation>practice: honest(기본값) 또는 lying.</translation>
    </message>
    <message>
        <source>practice: seconds of writing before the simulated cut (default: 3).</source>
        <translation>practice: 시뮬레이션 전원 차단 전까지 쓰기를 하는 시간(초, 기본값: 3).</translation>
    </message>
    <message>
        <source>Print the result as JSON.</source>
        <translation>결과를 JSON으로 출력합니다.</translation>
    </message>
    <message>
        <source>powerloss takes prepare, run, verify or practice, not &apos;%1&apos;.</source>
        <extracomment>%1 what the user typed</extracomment>
        <translation>powerloss에는 prepare, run, verify 또는 practice를 지정해야 합니다. &apos;%1&apos;은(는) 올바르지 않습니다.</translation>
    </message>
    <message>
        <source>--size takes a size of at least 1M, such as 1G or 256M, not &apos;%1&apos;.</source>
        <extracomment>%1 what the user typed</extracomment>
        <translation>--size에는 1G나 256M 같은 1M 이상의 크기를 지정해야 합니다. &apos;%1&apos;은(는) 올바르지 않습니다.</translation>
    </message>
    <message>
        <source>--method takes fdatasync, fsync, open_datasync or open_sync, not &apos;%1&apos;.</source>
        <extracomment>%1 what the user typed</extracomment>
        <translation>--method에는 fdatasync, fsync, open_datasync 또는 open_sync를 지정해야 합니다. &apos;%1&apos;은(는) 올바르지 않습니다.</translation>
    </message>
    <message>
        <source>--writes-per-commit takes a number from 1 to 1024, not &apos;%1&apos;.</source>
        <extracomment>%1 what the user typed</extracomment>
        <translation>--writes-per-commit에는 1에서 1024 사이의 숫자를 지정해야 합니다. &apos;%1&apos;은(는) 올바르지 않습니다.</translation>
    </message>
    <message>
        <source>--witness takes HOST:PORT such as 192.168.1.20:7070, not &apos;%1&apos;.</source>
        <extracomment>%1 what the user typed</extracomment>
        <translation>--witness에는 192.168.1.20:7070 같은 HOST:PORT를 지정해야 합니다. &apos;%1&apos;은(는) 올바르지 않습니다.</translation>
    </message>
    <message>
        <source>--mode takes honest or lying, not &apos;%1&apos;.</source>
        <extracomment>%1 what the user typed</extracomment>
        <translation>--mode에는 honest 또는 lying을 지정해야 합니다. &apos;%1&apos;은(는) 올바르지 않습니다.</translation>
    </message>
    <message>
        <source>--seconds takes a number from 0 to 3600, not &apos;%1&apos;.</source>
        <extracomment>%1 what the user typed</extracomment>
        <translation>--seconds에는 0에서 3600 사이의 숫자를 지정해야 합니다. &apos;%1&apos;은(는) 올바르지 않습니다.</translation>
    </message>
    <message>
        <source>--run-id takes a run id in hexadecimal (or its start), such as 3f9a, not &apos;%1&apos;.</source>
        <extracomment>%1 what the user typed</extracomment>
        <translation>--run-id에는 16진수 실행 ID(또는 그 앞부분, 예: 3f9a)를 지정해야 합니다. &apos;%1&apos;은(는) 올바르지 않습니다.</translation>
    </message>
    <message>
        <source>Give the test area with --target PATH.</source>
        <translation>--target PATH로 테스트 영역을 지정하십시오.</translation>
    </message>
    <message>
        <source>--target takes a file (created if missing) or a block device, not the folder %1. Name a file in it, e.g. %1/powerloss.img.</source>
        <extracomment>%1 what the user typed</extracomment>
        <translation>--target에는 파일(없으면 생성) 또는 블록 장치를 지정해야 하며, 폴더 %1은(는) 지정할 수 없습니다. 폴더 안의 파일 이름을 지정하십시오. 예: %1/powerloss.img.</translation>
    </message>
    <message>
        <source>--target takes a file (created if missing) or a block device; %1 is a pipe, a socket or a character device.</source>
        <extracomment>%1 what the user typed</extracomment>
        <translation>--target에는 파일(없으면 생성) 또는 블록 장치를 지정해야 합니다. %1은(는) 파이프, 소켓 또는 문자 장치입니다.</translation>
    </message>
    <message>
        <source>--target names a file in a folder that does not exist: %1.</source>
        <extracomment>%1 what the user typed</extracomment>
        <translation>--target이 존재하지 않는 폴더 안의 파일을 가리킵니다: %1.</translation>
    </message>
    <message>
        <source>%1 is a device: the test writes over all of its data. Add --destructive if that is what you want, or name a file.</source>
        <extracomment>%1 device node</extracomment>
        <translation>%1은(는) 장치입니다: 테스트가 장치의 모든 데이터를 덮어씁니다. 그렇게 하려면 --destructive를 추가하고, 아니면 파일 이름을 지정하십시오.</translation>
    </message>
    <message>
        <source>preparing the test area: %1%</source>
        <extracomment>%1 percent of the test area written with known data</extracomment>
        <translation>테스트 영역 준비 중: %1%</translation>
    </message>
    <message>
        <source>%1: %2 commits/s, witness holds #%3, %4 in flight, link %5</source>
        <extracomment>live power-loss run: %1 phase, %2 commits per second, %3 the witness&apos;s durable sequence number, %4 writes in flight, %5 link state</extracomment>
        <translation>%1: %2 커밋/s, 감시 컴퓨터 보관 #%3, 전송 중 %4, 연결 %5</translation>
    </message>
    <message>
        <source>*** Pull the plug now ***</source>
        <translation>*** 지금 플러그를 뽑으십시오 ***</translation>
    </message>
    <message>
        <source>Cut the power at the wall (not the power button). After the restart, run &apos;driveproof-cli powerloss verify&apos; with the same target.</source>
        <translation>벽 콘센트 쪽에서 전원을 차단하십시오(전원 버튼 사용 금지). 다시 시작한 후 같은 대상으로 &apos;driveproof-cli powerloss verify&apos;를 실행하십시오.</translation>
    </message>
    <message>
        <source>Verdict: %1</source>
        <extracomment>%1 PASS, FAIL or INCONCLUSIVE</extracomment>
        <translation>판정: %1</translation>
    </message>
    <message>
        <source>Validity checks:</source>
        <translation>유효성 검사:</translation>
    </message>
    <message>
        <source>  [%1] %2</source>
        <extracomment>a checklist line: %1 &quot;ok&quot; or &quot;NOT OK&quot;, %2 what was seen</extracomment>
        <translation>  [%1] %2</translation>
    </message>
    <message>
        <source>ok</source>
        <translation>정상</translation>
    </message>
    <message>
        <source>NOT OK</source>
        <translation>비정상</translation>
    </message>
    <message>
        <source>Acknowledged writes: %1; blocks checked: %2</source>
        <extracomment>%1 number of acknowledged writes, %2 number of blocks read</extracomment>
        <translation>확인된 쓰기: %1, 검사한 블록: %2</translation>
    </message>
    <message>
        <source>Note: %1</source>
        <extracomment>a fact to know before the test: %1 its text</extracomment>
        <translation>참고: %1</translation>
    </message>
    <message>
        <source>Warning: %1</source>
        <extracomment>a warning: %1 its text</extracomment>
        <translation>경고: %1</translation>
    </message>
    <message>
        <source>Test area: %1, %2</source>
        <extracomment>%1 file or device, %2 its size</extracomment>
        <translation>테스트 영역: %1, %2</translation>
    </message>
    <message>
        <source>Drive: %1, serial %2, firmware %3</source>
        <extracomment>%1 model, %2 serial number, %3 firmware</extracomment>
        <translation>드라이브: %1, 일련 번호 %2, 펌웨어 %3</translation>
    </message>
    <message>
        <source>Write cache: %1</source>
        <extracomment>%1 on, off or unknown</extracomment>
        <translation>쓰기 캐시: %1</translation>
    </message>
    <message>
        <source>Unsafe shutdowns so far: %1</source>
        <translation>지금까지의 비정상 종료: %1</translation>
    </message>
    <message>
        <source>Ready. Start the witness, then &apos;driveproof-cli powerloss run&apos;.</source>
        <translation>준비되었습니다. 감시 컴퓨터를 시작한 다음 &apos;driveproof-cli powerloss run&apos;을 실행하십시오.</translation>
    </message>
    <message>
        <source>Stopped cleanly after %1 commits; the witness holds them all. Nothing to verify: a clean stop is not a power cut.</source>
        <extracomment>%1 number of commits</extracomment>
        <translation>커밋 %1개 후 정상적으로 중지했으며 감시 컴퓨터가 모두 보관하고 있습니다. 검증할 것이 없습니다: 정상 중지는 전원 차단이 아닙니다.</translation>
    </message>
    <message>
        <source>No power-loss test is pending for %1.</source>
        <translation>%1에 대해 대기 중인 전원 차단 테스트가 없습니다.</translation>
    </message>
    <message>
        <source>No pending power-loss test has the run id &apos;%1&apos;.</source>
        <translation>실행 ID가 &apos;%1&apos;인 대기 중인 전원 차단 테스트가 없습니다.</translation>
    </message>
    <message>
        <source>Practice on a simulated drive that lies about its flushes.</source>
        <translation>플러시에 대해 거짓말하는 시뮬레이션 드라이브로 연습합니다.</translation>
    </message>
    <message>
        <source>Practice on a simulated honest drive.</source>
        <translation>정직한 시뮬레이션 드라이브로 연습합니다.</translation>
    </message>
    <message>
        <source>run %1: started</source>
        <extracomment>%1 a short run id</extracomment>
        <translation>실행 %1: 시작됨</translation>
    </message>
    <message>
        <source>run %1: the writer is back (%2 commits so far)</source>
        <extracomment>%1 a short run id, %2 number of acknowledged commits</extracomment>
        <translation>실행 %1: 쓰기 측이 다시 연결됨(지금까지 커밋 %2개)</translation>
    </message>
    <message>
        <source>run %1: %2 commits acknowledged</source>
        <extracomment>%1 a short run id, %2 number of acknowledged commits</extracomment>
        <translation>실행 %1: 커밋 %2개 확인됨</translation>
    </message>
    <message>
        <source>run %1: the writer went silent at %2: the estimated power cut</source>
        <extracomment>%1 a short run id, %2 date and time on this machine&apos;s clock</extracomment>
        <translation>실행 %1: 쓰기 측이 %2에 응답을 멈춤: 추정 전원 차단 시각</translation>
    </message>
    <message>
        <source>run %1: the writer reported an error: %2</source>
        <extracomment>%1 a short run id, %2 the writer&apos;s error text</extracomment>
        <translation>실행 %1: 쓰기 측이 오류를 보고함: %2</translation>
    </message>
    <message>
        <source>run %1: the writer stopped on purpose (no power cut)</source>
        <extracomment>%1 a short run id</extracomment>
        <translation>실행 %1: 쓰기 측이 의도적으로 중지함(전원 차단 없음)</translation>
    </message>
    <message>
        <source>run %1: the verifier&apos;s report is stored</source>
        <extracomment>%1 a short run id</extracomment>
        <translation>실행 %1: 검증 측 보고서를 저장함</translation>
    </message>
    <message>
        <source>refused a connection: %1</source>
        <extracomment>%1 why a connection or frame was refused</extracomment>
        <translation>연결을 거부함: %1</translation>
    </message>
    <message>
        <source>run %1: journal error: %2</source>
        <extracomment>%1 a short run id, %2 the error text</extracomment>
        <translation>실행 %1: 저널 오류: %2</translation>
    </message>
    <message>
        <source>Be the witness of a power-loss test: record every commit a writer reports, so that after the power cut the verifier knows what the drive acknowledged. Runs until Ctrl+C.</source>
        <translation>전원 차단 테스트의 감시 컴퓨터 역할을 합니다: 쓰기 측이 보고하는 모든 커밋을 기록하여, 전원 차단 후 검증 측이 드라이브가 무엇을 확인했는지 알 수 있게 합니다. Ctrl+C를 누를 때까지 실행됩니다.</translation>
    </message>
    <message>
        <source>Address and port to listen on (default: 0.0.0.0:7070).</source>
        <translation>수신 대기할 주소와 포트(기본값: 0.0.0.0:7070).</translation>
    </message>
    <message>
        <source>Folder for the run journals (default: DriveProof&apos;s data folder). Put it on another disk than the one under test.</source>
        <translation>실행 저널을 저장할 폴더(기본값: DriveProof 데이터 폴더). 테스트 대상이 아닌 다른 디스크에 두십시오.</translation>
    </message>
    <message>
        <source>witness takes no argument, not &apos;%1&apos;.</source>
        <extracomment>%1 what the user typed</extracomment>
        <translation>witness는 인수를 받지 않습니다. &apos;%1&apos;은(는) 올바르지 않습니다.</translation>
    </message>
    <message>
        <source>--listen takes ADDRESS:PORT such as 0.0.0.0:7070, not &apos;%1&apos;.</source>
        <extracomment>%1 what the user typed</extracomment>
        <translation>--listen에는 0.0.0.0:7070 같은 ADDRESS:PORT를 지정해야 합니다. &apos;%1&apos;은(는) 올바르지 않습니다.</translation>
    </message>
    <message>
        <source>Pairing code: %1</source>
        <extracomment>%1 the pairing code to type on the writer</extracomment>
        <translation>페어링 코드: %1</translation>
    </message>
    <message>
        <source>Listening on %1:%2</source>
        <extracomment>%1 host, %2 port</extracomment>
        <translation>%1:%2에서 수신 대기 중</translation>
    </message>
    <message>
        <source>On the machine under test, type one of these witness addresses:</source>
        <extracomment>Followed by this machine&apos;s addresses (ADDRESS:PORT), one per line, that the person types on the machine under test as the witness address.</extracomment>
        <translation>테스트 대상 컴퓨터에서 다음 감시 컴퓨터 주소 중 하나를 입력하십시오:</translation>
    </message>
    <message>
        <source>Journals in %1</source>
        <extracomment>%1 a folder</extracomment>
        <translation>저널 위치: %1</translation>
    </message>
    <message>
        <source>Witness stopped; every journal is synced.</source>
        <translation>감시 컴퓨터를 중지했습니다. 모든 저널이 동기화되었습니다.</translation>
    </message>
    <message>
        <source>Link</source>
        <translation>링크</translation>
    </message>
    <message>
        <source>Drive class</source>
        <translation>드라이브 종류</translation>
    </message>
    <message>
        <source>The result was not kept in the drive&apos;s history: %1</source>
        <extracomment>%1 why the history file could not be written</extracomment>
        <translation>결과를 드라이브 기록에 저장하지 못했습니다: %1</translation>
    </message>
    <message>
        <source>%1 (%2, %3) looks empty. The capacity test writes over all of it. Go on? [y/N] </source>
        <extracomment>%1 device node, %2 the drive&apos;s model, %3 its size, e.g. &quot;128.0 GB&quot;. The drive has no partition table and no file system. Answer with the word for yes, or y.</extracomment>
        <translation>%1 (%2, %3)이(가) 비어 있는 것 같습니다. 용량 테스트는 그 전체를 덮어씁니다. 계속할까요? [y/N] </translation>
    </message>
    <message>
        <source>Is the drive as big as it says? Writes records over the whole device, reads them back and tells a genuine drive from a fake one.</source>
        <translation>드라이브가 주장하는 만큼 큰가요? 장치 전체에 레코드를 쓰고 다시 읽어 정품 드라이브와 가짜를 구별합니다.</translation>
    </message>
    <message>
        <source>The drive, e.g. /dev/sdb.</source>
        <translation>드라이브, 예: /dev/sdb.</translation>
    </message>
    <message>
        <source>The quick probe: a few thousand records, minutes.</source>
        <translation>빠른 탐침: 레코드 수천 개, 몇 분.</translation>
    </message>
    <message>
        <source>The full verify: every block written and read back; resumes where an interrupted run stopped.</source>
        <translation>전체 검증: 모든 블록을 쓰고 다시 읽습니다. 중단된 실행은 멈춘 곳에서 이어갑니다.</translation>
    </message>
    <message>
        <source>Allow the writes without a terminal to ask on: everything on the device is lost.</source>
        <translation>물어볼 터미널 없이 쓰기를 허용합니다: 장치의 모든 내용이 사라집니다.</translation>
    </message>
    <message>
        <source>Give one device and --quick or --full. Try &apos;driveproof-cli capacity --help&apos;.</source>
        <translation>장치 하나와 --quick 또는 --full을 지정하세요. &apos;driveproof-cli capacity --help&apos;를 참고하세요.</translation>
    </message>
    <message>
        <source>The capacity test writes over everything on %1. Add --destructive if that is what you want.</source>
        <extracomment>%1 device node</extracomment>
        <translation>용량 테스트는 %1의 모든 내용을 덮어씁니다. 원하신다면 --destructive를 추가하세요.</translation>
    </message>
    <message>
        <source>Bad: bytes %1 to %2: %3.</source>
        <extracomment>%1 and %2 byte offsets as numbers, %3 what was found there, e.g. &quot;zeros&quot;</extracomment>
        <translation>불량: 바이트 %1부터 %2까지: %3.</translation>
    </message>
    <message numerus="yes">
        <source>… and %n more bad range(s) (see --json).</source>
        <translation>
            <numerusform>… 그 밖에 불량 범위 %n개 (--json 참고).</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 is empty (no partition table, no file system): it is written to without asking for its name.</source>
        <extracomment>%1 device node</extracomment>
        <translation>%1은(는) 비어 있습니다(파티션 테이블도 파일 시스템도 없음). 이름을 묻지 않고 기록합니다.</translation>
    </message>
    <message>
        <source>%1 has no write cache of its own to switch (a loop, virtio or memory-card device): only the kernel&apos;s view exists. Nothing was changed.</source>
        <extracomment>%1 device node</extracomment>
        <translation>%1에는 전환할 자체 쓰기 캐시가 없습니다(loop, virtio, 메모리 카드 장치). 커널의 관점만 있습니다. 아무것도 바꾸지 않았습니다.</translation>
    </message>
    <message>
        <source>%1 is a loop device over %2: it has no health of its own. Ask the drive that holds that file.</source>
        <extracomment>%1 device node, %2 the file behind it</extracomment>
        <translation>%1은(는) %2 위의 loop 장치이므로 자체 상태가 없습니다. 그 파일이 있는 드라이브에 물어보십시오.</translation>
    </message>
    <message>
        <source>%1 commits/s</source>
        <extracomment>commits per second</extracomment>
        <translation>%1 커밋/초</translation>
    </message>
    <message>
        <source>List the runs kept for one drive, newest first.</source>
        <translation>한 드라이브에 보관된 실행을 최신 순으로 나열합니다.</translation>
    </message>
    <message>
        <source>&apos;history&apos; needs exactly one DEVICE, e.g. &apos;driveproof-cli history /dev/sda&apos;.</source>
        <translation>&apos;history&apos;에는 DEVICE가 정확히 하나 필요합니다. 예: &apos;driveproof-cli history /dev/sda&apos;.</translation>
    </message>
    <message>
        <source>No runs are kept for %1 yet. &apos;driveproof-cli bench quick FOLDER&apos; on one of its file systems makes the first.</source>
        <extracomment>%1 device node</extracomment>
        <translation>%1에 보관된 실행이 아직 없습니다. 그 파일 시스템 중 하나에서 &apos;driveproof-cli bench quick FOLDER&apos;를 실행하면 첫 기록이 생깁니다.</translation>
    </message>
    <message>
        <source>DATE</source>
        <translation>날짜</translation>
    </message>
    <message>
        <source>TEST</source>
        <translation>테스트</translation>
    </message>
    <message>
        <source>ID</source>
        <translation>ID</translation>
    </message>
    <message>
        <source>SETTINGS</source>
        <translation>설정</translation>
    </message>
    <message>
        <source>SUMMARY</source>
        <translation>요약</translation>
    </message>
    <message>
        <source>Put two runs side by side: the lines they share, B against A.</source>
        <translation>두 실행을 나란히 놓습니다. 공통 항목에서 A 대비 B를 보여 줍니다.</translation>
    </message>
    <message>
        <source>A run&apos;s id (the first 8 characters are enough) or its result file; twice.</source>
        <translation>실행 ID(앞 8자면 충분) 또는 결과 파일. 두 번 지정합니다.</translation>
    </message>
    <message>
        <source>&apos;compare&apos; needs two runs, e.g. &apos;driveproof-cli compare 1a2b3c4d 5e6f7a8b&apos;; &apos;driveproof-cli history DEVICE&apos; lists their ids.</source>
        <translation>&apos;compare&apos;에는 실행 두 개가 필요합니다. 예: &apos;driveproof-cli compare 1a2b3c4d 5e6f7a8b&apos;. ID는 &apos;driveproof-cli history DEVICE&apos;로 볼 수 있습니다.</translation>
    </message>
    <message>
        <source>MEASUREMENT</source>
        <translation>측정</translation>
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
        <translation>조건 차이: %1</translation>
    </message>
    <message>
        <source>The two runs have no measurement in common: nothing to compare. Compare two runs of the same test.</source>
        <translation>두 실행에 공통 측정 항목이 없어 비교할 것이 없습니다. 같은 테스트의 두 실행을 비교하십시오.</translation>
    </message>
    <message>
        <source>empty: no partition table, no file system</source>
        <translation>비어 있음: 파티션 테이블 없음, 파일 시스템 없음</translation>
    </message>
    <message>
        <source>data (%1)</source>
        <extracomment>%1 what was found, e.g. &quot;gpt, ext4&quot;</extracomment>
        <translation>데이터 있음(%1)</translation>
    </message>
    <message>
        <source>unknown: %1</source>
        <extracomment>%1 why the drive could not be read (a sentence)</extracomment>
        <translation>알 수 없음: %1</translation>
    </message>
    <message>
        <source>Contents</source>
        <translation>내용</translation>
    </message>
    <message>
        <source>standard input</source>
        <translation>표준 입력</translation>
    </message>
    <message>
        <source>Cannot read the pairing code from %1: %2</source>
        <extracomment>%1 a file or &quot;standard input&quot;, %2 the system&apos;s error text</extracomment>
        <translation>%1에서 페어링 코드를 읽을 수 없습니다: %2</translation>
    </message>
    <message>
        <source>Pairing code (as the witness shows it): </source>
        <translation>페어링 코드(감시 컴퓨터에 표시된 대로): </translation>
    </message>
    <message>
        <source>That is not a pairing code: type the 12 characters the witness shows, such as K7QD-M2XF-9HBT.</source>
        <translation>페어링 코드가 아닙니다: 감시 컴퓨터에 표시된 12자(예: K7QD-M2XF-9HBT)를 입력하십시오.</translation>
    </message>
    <message>
        <source>--pairing is no longer accepted: every user of this machine can read the command line. Type the code when asked, or use --pairing-file FILE.</source>
        <translation>--pairing은 더 이상 허용되지 않습니다: 이 컴퓨터의 모든 사용자가 명령줄을 읽을 수 있습니다. 요청될 때 코드를 입력하거나 --pairing-file FILE을 사용하십시오.</translation>
    </message>
    <message>
        <source>Read the pairing code the witness shows from FILE (&apos;-&apos;: standard input). Without it, run asks for the code.</source>
        <translation>감시 컴퓨터에 표시된 페어링 코드를 FILE에서 읽습니다(&apos;-&apos;: 표준 입력). 이 옵션이 없으면 run이 코드를 묻습니다.</translation>
    </message>
    <message>
        <source>run needs the witness: --witness HOST:PORT as &apos;driveproof-cli witness&apos; shows it, and its pairing code (asked for, or --pairing-file FILE).</source>
        <translation>run에는 감시 컴퓨터가 필요합니다: &apos;driveproof-cli witness&apos;가 표시하는 --witness HOST:PORT와 그 페어링 코드(요청되거나 --pairing-file FILE).</translation>
    </message>
    <message>
        <source>Use the pairing code in FILE (&apos;-&apos;: standard input) instead of a random one.</source>
        <translation>임의의 코드 대신 FILE에 있는 페어링 코드를 사용합니다(&apos;-&apos;: 표준 입력).</translation>
    </message>
    <message>
        <source>The drive&apos;s records could not be read (an older helper, or a drive that keeps none).</source>
        <translation>드라이브의 기록을 읽을 수 없습니다 (오래된 도우미이거나 기록을 보관하지 않는 드라이브).</translation>
    </message>
    <message>
        <source>Is it new? %1</source>
        <extracomment>&quot;Is it new?&quot; and the verdict: new, used, possibly reset</extracomment>
        <translation>새것인가요? %1</translation>
    </message>
    <message>
        <source>Also show every record the drive keeps: each SMART attribute or NVMe health log field, the self-test log and the error log count.</source>
        <translation>드라이브가 보관하는 모든 기록도 표시합니다: 각 SMART 속성 또는 NVMe 상태 로그 필드, 자체 테스트 로그, 오류 로그 개수.</translation>
    </message>
    <message>
        <source>Remember the endurance the maker rates this drive&apos;s model for, in terabytes written (TBW), and compare the data written with it from now on.</source>
        <translation>제조사가 이 드라이브 모델에 명시한 내구성을 기록 테라바이트(TBW)로 기억하고, 이후 기록된 데이터를 그것과 비교합니다.</translation>
    </message>
    <message>
        <source>--rated-tbw takes terabytes written, e.g. 600, not &apos;%1&apos;.</source>
        <extracomment>%1 what the user typed</extracomment>
        <translation>--rated-tbw에는 기록 테라바이트를 지정합니다 (예: 600). &apos;%1&apos;이(가) 아닙니다.</translation>
    </message>
    <message numerus="yes">
        <source>about %n minute(s)</source>
        <extracomment>%n the number of minutes the drive says a self-test takes</extracomment>
        <translation>
            <numerusform>약 %n분</numerusform>
        </translation>
    </message>
    <message>
        <source>Self-tests</source>
        <translation>자체 테스트</translation>
    </message>
    <message>
        <source>offered</source>
        <translation>지원</translation>
    </message>
    <message>
        <source>not offered</source>
        <translation>지원 안 함</translation>
    </message>
    <message>
        <source>Now</source>
        <translation>현재</translation>
    </message>
    <message>
        <source>running, %1% done</source>
        <translation>실행 중, %1% 완료</translation>
    </message>
    <message>
        <source>no self-test running</source>
        <translation>실행 중인 자체 테스트 없음</translation>
    </message>
    <message>
        <source>Last result</source>
        <translation>마지막 결과</translation>
    </message>
    <message>
        <source>Short test</source>
        <translation>짧은 테스트</translation>
    </message>
    <message>
        <source>Extended test</source>
        <translation>확장 테스트</translation>
    </message>
    <message>
        <source>Conveyance test</source>
        <translation>운송 테스트</translation>
    </message>
    <message>
        <source>Self-test on %1: %2% done</source>
        <extracomment>%1 device path, %2 percent done</extracomment>
        <translation>%1 자체 테스트: %2% 완료</translation>
    </message>
    <message>
        <source>Stopped following. The drive goes on testing; &apos;driveproof-cli selftest %1 abort&apos; stops it.</source>
        <extracomment>%1 device path</extracomment>
        <translation>추적을 멈췄습니다. 드라이브는 테스트를 계속합니다. &apos;driveproof-cli selftest %1 abort&apos;로 중지할 수 있습니다.</translation>
    </message>
    <message>
        <source>Start, stop or follow the drive&apos;s own self-test. The drive runs it and keeps the result in its self-test log (&apos;health DEVICE --all&apos; shows it).</source>
        <translation>드라이브 자체 테스트를 시작, 중지 또는 추적합니다. 테스트는 드라이브가 실행하고 결과를 자체 테스트 로그에 남깁니다 (&apos;health DEVICE --all&apos;이 보여 줍니다).</translation>
    </message>
    <message>
        <source>short, extended, conveyance (ATA), abort or status.</source>
        <translation>short, extended, conveyance (ATA), abort 또는 status.</translation>
    </message>
    <message>
        <source>Follow the running test until it ends; the exit status is 1 when it failed.</source>
        <translation>실행 중인 테스트를 끝날 때까지 추적합니다. 실패하면 종료 상태는 1입니다.</translation>
    </message>
    <message>
        <source>&apos;selftest&apos; needs a DEVICE and an ACTION, e.g. &apos;driveproof-cli selftest /dev/sda short&apos;.</source>
        <translation>&apos;selftest&apos;에는 DEVICE와 ACTION이 필요합니다. 예: &apos;driveproof-cli selftest /dev/sda short&apos;.</translation>
    </message>
    <message>
        <source>Unknown self-test action &apos;%1&apos;: use short, extended, conveyance, abort or status.</source>
        <extracomment>%1 the action the user gave</extracomment>
        <translation>알 수 없는 자체 테스트 동작 &apos;%1&apos;: short, extended, conveyance, abort 또는 status를 사용하세요.</translation>
    </message>
    <message>
        <source>%1: no partition table, logical sector %2 bytes, physical sector %3 bytes, optimal I/O size %4, alignment offset %5 bytes.</source>
        <extracomment>%1 device or image, %2 and %3 sector sizes in bytes, %4 optimal I/O size (&quot;65536 bytes&quot; or &quot;not reported&quot;), %5 alignment offset in bytes</extracomment>
        <translation>%1: 파티션 테이블 없음, 논리 섹터 %2바이트, 물리 섹터 %3바이트, 최적 I/O 크기 %4, 정렬 오프셋 %5바이트.</translation>
    </message>
    <message>
        <source>The self-test&apos;s result could not be kept in the drive&apos;s history: %1</source>
        <extracomment>%1 why (a sentence)</extracomment>
        <translation>자체 검사 결과를 드라이브 기록에 남기지 못했습니다: %1</translation>
    </message>
    <message>
        <source>LBA format</source>
        <extracomment>column titles of the table of NVMe LBA formats</extracomment>
        <translation>LBA 포맷</translation>
    </message>
    <message>
        <source>Sector</source>
        <translation>섹터</translation>
    </message>
    <message>
        <source>In use</source>
        <translation>사용 중</translation>
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
        <translation>사용법: driveproof-cli COMMAND [options]

드라이브에 대한 진실을 알려 줍니다.

명령:
  list          식별 정보, 토폴로지, 쓰기 캐시 상태와 함께 드라이브 목록 표시
  info DEVICE   드라이브 하나에 대해 알려진 모든 정보
  align TARGET  드라이브나 디스크 이미지의 파티션 정렬 확인
  cache DEVICE  드라이브의 쓰기 캐시와 커널 측 상태, --set on|off
  health DEVICE 드라이브 건강 상태: 판정, 온도, 사용 시간, 비정상 종료
  selftest DEVICE short|extended|abort|status  드라이브 자체 테스트
  bench FAMILY [TARGET]  측정: quick, commit, throughput, random, 스윕...
  history DEVICE  드라이브에 보관된 실행, 최신 순
  compare RUN RUN  두 실행을 나란히, 조건 차이와 함께
  powerloss prepare|run|verify|practice  전원 차단 테스트(플러그 뽑기)
  witness       전원 차단 테스트의 두 번째 컴퓨터(감시 컴퓨터) 역할
  export --openmetrics  Prometheus용 모든 드라이브의 검사 결과(여러 대 관리)
  capacity DEVICE --quick|--full  드라이브가 주장하는 만큼 큰가 (가짜 찾기)
  trim TARGET   TRIM이 모든 계층을 거쳐 드라이브까지 가는지

옵션:
  -h, --help     이 도움말 표시, 명령별 도움말은 &apos;driveproof-cli COMMAND --help&apos;
  -v, --version  버전 표시
  --language LANG
                 시스템 언어 대신 LANG(예: de, pt_BR, zh_TW)으로 표시,
                 모든 명령에서 사용 가능
</translation>
    </message>
    <message>
        <source>yes, down to the drive</source>
        <translation>예, 드라이브까지</translation>
    </message>
    <message>
        <source>down to a loop device&apos;s backing file</source>
        <translation>loop 장치의 원본 파일까지</translation>
    </message>
    <message>
        <source>no: a layer drops it</source>
        <translation>아니요: 한 계층이 버립니다</translation>
    </message>
    <message>
        <source>no: the drive does not take it</source>
        <translation>아니요: 드라이브가 받지 않습니다</translation>
    </message>
    <message>
        <source>enabled</source>
        <translation>사용</translation>
    </message>
    <message>
        <source>disabled</source>
        <translation>사용 안 함</translation>
    </message>
    <message>
        <source>masked</source>
        <translation>마스킹됨</translation>
    </message>
    <message>
        <source>not installed</source>
        <translation>설치되지 않음</translation>
    </message>
    <message>
        <source>%1 (systemd is not running)</source>
        <extracomment>%1 the timer&apos;s state, e.g. &quot;enabled&quot;</extracomment>
        <translation>%1 (systemd가 실행 중이 아님)</translation>
    </message>
    <message>
        <source>From %1: %2</source>
        <extracomment>%1 a device, %2 whether TRIM gets through</extracomment>
        <translation>%1에서: %2</translation>
    </message>
    <message>
        <source>From %1 (mounted on %2): %3</source>
        <extracomment>%1 a device, %2 its mount points, %3 whether TRIM gets through</extracomment>
        <translation>%1에서 (%2에 마운트됨): %3</translation>
    </message>
    <message>
        <source>Layer</source>
        <translation>계층</translation>
    </message>
    <message>
        <source>Kind</source>
        <translation>종류</translation>
    </message>
    <message>
        <source>Discard granularity</source>
        <translation>discard 단위</translation>
    </message>
    <message>
        <source>Largest discard</source>
        <translation>최대 discard</translation>
    </message>
    <message>
        <source>Passes TRIM</source>
        <translation>TRIM 전달</translation>
    </message>
    <message>
        <source>Say whether TRIM reaches the drive through every layer (partition, dm-crypt, LVM, md, loop, USB), whether fstrim.timer runs and which file systems are mounted with discard.</source>
        <translation>TRIM이 모든 계층(파티션, dm-crypt, LVM, md, loop, USB)을 거쳐 드라이브까지 가는지, fstrim.timer가 실행되는지, 어떤 파일 시스템이 discard로 마운트되었는지 알려 줍니다.</translation>
    </message>
    <message>
        <source>A drive, a partition, a dm, md or loop device, or a folder, e.g. /dev/sda or /home.</source>
        <translation>드라이브, 파티션, dm·md·loop 장치 또는 폴더. 예: /dev/sda, /home.</translation>
    </message>
    <message>
        <source>&apos;trim&apos; needs exactly one TARGET, e.g. &apos;driveproof-cli trim /dev/sda&apos;.</source>
        <translation>&apos;trim&apos;에는 TARGET이 정확히 하나 필요합니다. 예: &apos;driveproof-cli trim /dev/sda&apos;.</translation>
    </message>
    <message>
        <source>TRIM from %1: %2</source>
        <extracomment>%1 the drive or folder asked about, %2 whether TRIM gets through</extracomment>
        <translation>%1의 TRIM: %2</translation>
    </message>
    <message>
        <source>fstrim.timer: %1</source>
        <extracomment>%1 the timer&apos;s state, e.g. &quot;enabled&quot;</extracomment>
        <translation>fstrim.timer: %1</translation>
    </message>
    <message>
        <source>Judge a report instead of a drive: the output of &apos;smartctl -x&apos;, &apos;smartctl -x --json&apos; or &apos;nvme smart-log -o json&apos; saved in FILE (&apos;-&apos;: standard input).</source>
        <translation>드라이브 대신 보고서를 판정합니다: FILE에 저장한 &apos;smartctl -x&apos;, &apos;smartctl -x --json&apos; 또는 &apos;nvme smart-log -o json&apos;의 출력(&apos;-&apos;: 표준 입력).</translation>
    </message>
    <message>
        <source>With --report of nvme smart-log: the output of &apos;nvme id-ctrl -o json&apos; for the model, serial and firmware.</source>
        <translation>--report로 nvme smart-log의 출력을 지정한 경우: 모델, 일련 번호, 펌웨어를 얻기 위한 &apos;nvme id-ctrl -o json&apos;의 출력.</translation>
    </message>
    <message>
        <source>&apos;health --report FILE&apos; takes no DEVICE and no --rated-tbw.</source>
        <translation>&apos;health --report FILE&apos;은 DEVICE도 --rated-tbw도 받지 않습니다.</translation>
    </message>
</context>
<context>
    <name>DriveProof::Device</name>
    <message>
        <source>No block device named %1. Run &apos;driveproof-cli list&apos; to see the drives on this machine.</source>
        <translation>%1(이)라는 블록 장치가 없습니다. &apos;driveproof-cli list&apos;를 실행하여 이 컴퓨터의 드라이브를 확인하십시오.</translation>
    </message>
    <message>
        <source>%1 disappeared while it was being read. Check that the drive is still connected.</source>
        <translation>%1을(를) 읽는 중에 장치가 사라졌습니다. 드라이브가 아직 연결되어 있는지 확인하십시오.</translation>
    </message>
    <message>
        <source>%1 is mounted on %2.</source>
        <extracomment>%1 device path, %2 list of mount points</extracomment>
        <translation>%1은(는) %2에 마운트되어 있습니다.</translation>
    </message>
    <message>
        <source>%1 is in use as swap space.</source>
        <extracomment>%1 device path</extracomment>
        <translation>%1은(는) 스왑 공간으로 사용 중입니다.</translation>
    </message>
    <message numerus="yes">
        <source>%1 (And %n more.)</source>
        <extracomment>%1 a sentence saying what uses a device, %n how many other users there are</extracomment>
        <translation>
            <numerusform>%1 (그 밖에 %n개 더 있습니다.)</numerusform>
        </translation>
    </message>
    <message>
        <source>not reported by this %1 device through sysfs</source>
        <translation>이 %1 장치는 sysfs를 통해 보고하지 않음</translation>
    </message>
    <message>
        <source>unknown</source>
        <translation>알 수 없음</translation>
    </message>
    <message>
        <source>model</source>
        <translation>모델</translation>
    </message>
    <message>
        <source>serial number</source>
        <translation>일련 번호</translation>
    </message>
    <message>
        <source>firmware revision</source>
        <translation>펌웨어 버전</translation>
    </message>
    <message>
        <source>WWN</source>
        <translation>WWN</translation>
    </message>
    <message>
        <source>rotation rate</source>
        <translation>회전 속도</translation>
    </message>
    <message>
        <source>%1 could not be opened even as root (%2): the system blocks access to it (a container or a security policy), so only what sysfs reports is shown.</source>
        <extracomment>%1 device path, %2 system error text</extracomment>
        <translation>root 권한으로도 %1을(를) 열 수 없으므로(%2) sysfs가 보고하는 정보만 표시합니다. 시스템이 접근을 차단하고 있습니다(컨테이너 또는 보안 정책).</translation>
    </message>
    <message>
        <source>%1 could not be opened (%2): only what sysfs reports is shown. Run as root or through the DriveProof helper for more.</source>
        <extracomment>%1 device path, %2 system error text</extracomment>
        <translation>%1을(를) 열 수 없으므로(%2) sysfs가 보고하는 정보만 표시합니다. 더 많은 정보를 보려면 root로 실행하거나 DriveProof 도우미를 통해 실행하십시오.</translation>
    </message>
    <message>
        <source>device node</source>
        <translation>장치 노드</translation>
    </message>
    <message>
        <source>%1 backs the loop device %2.</source>
        <extracomment>a loop device reads and writes its data on this device. %1 device path, %2 loop device path</extracomment>
        <translation>%1은(는) 루프 장치 %2의 기반 장치입니다.</translation>
    </message>
    <message>
        <source>%1 is part of %2.</source>
        <extracomment>%1 device path, %2 a device built on it (device-mapper, RAID, bcache)</extracomment>
        <translation>%1은(는) %2의 일부입니다.</translation>
    </message>
    <message>
        <source>%1 has the partition %2.</source>
        <extracomment>%1 disk path, %2 partition path</extracomment>
        <translation>%1에 파티션 %2이(가) 있습니다.</translation>
    </message>
    <message>
        <source>There is no %1. Give a device such as /dev/sda (see &apos;driveproof-cli list&apos;).</source>
        <translation>%1이(가) 없습니다. /dev/sda 같은 장치를 지정하십시오(&apos;driveproof-cli list&apos; 참조).</translation>
    </message>
    <message>
        <source>%1 is a folder or a file, not a block device. Give a device such as /dev/sda (see &apos;driveproof-cli list&apos;).</source>
        <translation>%1은(는) 폴더나 파일이며 블록 장치가 아닙니다. /dev/sda 같은 장치를 지정하십시오(&apos;driveproof-cli list&apos; 참조).</translation>
    </message>
    <message>
        <source>Could not read %1 to see what it holds: %2.</source>
        <extracomment>%1 device or file path, %2 the system&apos;s reason</extracomment>
        <translation>%1의 내용을 확인하려고 읽을 수 없었습니다: %2.</translation>
    </message>
    <message>
        <source>Could not read the start and end of %1 to see what it holds.</source>
        <extracomment>%1 device or file path</extracomment>
        <translation>%1의 내용을 확인하려고 시작과 끝 부분을 읽을 수 없었습니다.</translation>
    </message>
    <message>
        <source>udev has no record of device %1, and it could not be read directly (run as root, or start udev).</source>
        <extracomment>%1 device numbers like 8:0</extracomment>
        <translation>udev에 장치 %1의 기록이 없고, 직접 읽을 수도 없었습니다(root로 실행하거나 udev를 시작하세요).</translation>
    </message>
</context>
<context>
    <name>DriveProof::DriveReport</name>
    <message>
        <source>%1 is not valid JSON: %2 at byte %3.</source>
        <extracomment>%1 file name, %2 the JSON parser&apos;s words, %3 the byte offset</extracomment>
        <translation>%1은(는) 유효한 JSON이 아닙니다: %3번째 바이트에서 %2.</translation>
    </message>
    <message>
        <source>%1 is larger than any drive report (%2 at most). Give the output of smartctl -x or nvme smart-log, not a disk image.</source>
        <extracomment>%1 file name, %2 a size (&quot;4 MiB&quot;)</extracomment>
        <translation>%1은(는) 드라이브 보고서로 보기에는 너무 큽니다(최대 %2). 디스크 이미지가 아니라 smartctl -x 또는 nvme smart-log의 출력을 지정하십시오.</translation>
    </message>
    <message>
        <source>%1 is no drive report DriveProof can read: give the output of &apos;smartctl -x&apos;, &apos;smartctl -x --json&apos; or &apos;nvme smart-log -o json&apos;.</source>
        <extracomment>%1 file name</extracomment>
        <translation>%1은(는) DriveProof가 읽을 수 있는 드라이브 보고서가 아닙니다: &apos;smartctl -x&apos;, &apos;smartctl -x --json&apos; 또는 &apos;nvme smart-log -o json&apos;의 출력을 지정하십시오.</translation>
    </message>
    <message>
        <source>%1 is a report of a SAS or SCSI drive: DriveProof judges reports of ATA (SATA) and NVMe drives.</source>
        <extracomment>%1 file name</extracomment>
        <translation>%1은(는) SAS 또는 SCSI 드라이브의 보고서입니다: DriveProof는 ATA(SATA) 및 NVMe 드라이브의 보고서를 판정합니다.</translation>
    </message>
    <message>
        <source>From the report %1, not from the drive itself: %2.</source>
        <extracomment>%1 file name, %2 drive model</extracomment>
        <translation>드라이브 자체가 아니라 보고서 %1에서 가져온 정보입니다: %2.</translation>
    </message>
    <message>
        <source>From the report %1, not from the drive itself: %2, serial %3.</source>
        <extracomment>%1 file name, %2 drive model, %3 serial number</extracomment>
        <translation>드라이브 자체가 아니라 보고서 %1에서 가져온 정보입니다: %2, 일련 번호 %3.</translation>
    </message>
    <message>
        <source>%1, line %2: more than 30 SMART attributes, which no drive has.</source>
        <extracomment>%1 file name, %2 line number</extracomment>
        <translation>%1, %2행: SMART 속성이 30개를 넘습니다. 그런 드라이브는 없습니다.</translation>
    </message>
    <message>
        <source>Could not read %1: %2.</source>
        <extracomment>%1 file name, %2 the system&apos;s reason</extracomment>
        <translation>%1을(를) 읽을 수 없었습니다: %2.</translation>
    </message>
    <message>
        <source>From the report %1, not from the drive itself.</source>
        <extracomment>%1 file name (a report that names no drive, e.g. smartctl -l farm)</extracomment>
        <translation>드라이브 자체가 아니라 보고서 %1에서 가져온 정보입니다.</translation>
    </message>
</context>
<context>
    <name>DriveProof::Flash</name>
    <message>
        <source>TRIM from %1 reaches the drive %2 through every layer.</source>
        <extracomment>%1 the device in use (e.g. /dev/mapper/vg-home), %2 the drive</extracomment>
        <translation>%1의 TRIM이 모든 계층을 거쳐 드라이브 %2까지 갑니다.</translation>
    </message>
    <message>
        <source>The drive %1 takes TRIM.</source>
        <extracomment>%1 the drive</extracomment>
        <translation>드라이브 %1은(는) TRIM을 받습니다.</translation>
    </message>
    <message>
        <source>TRIM from %1 reaches the loop device %2, which frees the space in its backing file %3. The drive under that file gets it only from its own file system (mounted with discard, or fstrim).</source>
        <extracomment>%1 the device in use, %2 a loop device, %3 its backing file</extracomment>
        <translation>%1의 TRIM은 loop 장치 %2까지 가며, 이 장치는 원본 파일 %3의 공간을 비웁니다. 그 파일 아래의 드라이브는 자기 파일 시스템(discard로 마운트하거나 fstrim)에서만 TRIM을 받습니다.</translation>
    </message>
    <message>
        <source>The dm-crypt volume %1 drops discards, so TRIM from %2 never reaches the drive. Open it with --allow-discards (or the discard option in /etc/crypttab); an observer of the raw drive then sees which blocks are free.</source>
        <extracomment>%1 a dm-crypt volume, %2 the device in use</extracomment>
        <translation>dm-crypt 볼륨 %1이(가) discard를 버리므로 %2의 TRIM은 드라이브에 닿지 않습니다. --allow-discards로 여세요(또는 /etc/crypttab의 discard 옵션). 그러면 원시 드라이브를 보는 사람은 어느 블록이 비었는지 알 수 있습니다.</translation>
    </message>
    <message>
        <source>%1 drops discards, so TRIM from %2 stops there and never reaches the drive.</source>
        <extracomment>%1 the layer (e.g. /dev/md0), %2 the device in use</extracomment>
        <translation>%1이(가) discard를 버리므로 %2의 TRIM은 거기서 멈추고 드라이브에 닿지 않습니다.</translation>
    </message>
    <message>
        <source>The kernel shows no discard limits for %1, so whether TRIM passes it is unknown.</source>
        <extracomment>%1 a device</extracomment>
        <translation>커널이 %1의 discard 한도를 보여 주지 않으므로 TRIM이 통과하는지 알 수 없습니다.</translation>
    </message>
    <message>
        <source>%1 is a hard disk: it takes no TRIM and needs none.</source>
        <extracomment>%1 the drive</extracomment>
        <translation>%1은(는) 하드 디스크입니다. TRIM을 받지 않으며 필요하지도 않습니다.</translation>
    </message>
    <message>
        <source>%1 is attached through usb-storage (Bulk-Only Transport), which passes no TRIM. In a UAS enclosure or on a UAS port it may.</source>
        <extracomment>%1 the drive</extracomment>
        <translation>%1은(는) TRIM을 전달하지 않는 usb-storage(Bulk-Only Transport)로 연결되어 있습니다. UAS 케이스나 UAS 포트에서는 될 수도 있습니다.</translation>
    </message>
    <message>
        <source>%1 is attached through UAS, but its bridge announces no TRIM, so the kernel sends none.</source>
        <extracomment>%1 the drive</extracomment>
        <translation>%1은(는) UAS로 연결되어 있지만 브리지가 TRIM 지원을 알리지 않아 커널이 보내지 않습니다.</translation>
    </message>
    <message>
        <source>%1 does not take TRIM (the kernel&apos;s discard_max_bytes is 0).</source>
        <extracomment>%1 the drive</extracomment>
        <translation>%1은(는) TRIM을 받지 않습니다(커널의 discard_max_bytes가 0).</translation>
    </message>
    <message>
        <source>No file system on %1 is mounted. TRIM comes from a mounted file system (fstrim or the discard option), or from blkdiscard, which erases everything.</source>
        <extracomment>%1 the device asked about</extracomment>
        <translation>%1의 파일 시스템이 하나도 마운트되어 있지 않습니다. TRIM은 마운트된 파일 시스템(fstrim 또는 discard 옵션)이나 모든 것을 지우는 blkdiscard에서 옵니다.</translation>
    </message>
    <message>
        <source>%1 is mounted with discard: every delete is trimmed at once, which slows deletes on some drives. The weekly fstrim.timer is the usual choice.</source>
        <extracomment>%1 a mount point</extracomment>
        <translation>%1은(는) discard로 마운트되어 있습니다. 삭제할 때마다 바로 TRIM하므로 일부 드라이브에서는 삭제가 느려집니다. 보통은 매주 도는 fstrim.timer를 씁니다.</translation>
    </message>
    <message>
        <source>%1 is mounted with discard=async: freed space is trimmed in batches.</source>
        <extracomment>%1 a mount point</extracomment>
        <translation>%1은(는) discard=async로 마운트되어 있습니다. 비워진 공간을 모아서 TRIM합니다.</translation>
    </message>
    <message>
        <source>%1 is trimmed once a week by fstrim.timer.</source>
        <extracomment>%1 a mount point</extracomment>
        <translation>fstrim.timer가 %1을(를) 일주일에 한 번 TRIM합니다.</translation>
    </message>
    <message>
        <source>%1 is neither mounted with discard nor trimmed by fstrim.timer, so the drive never learns which blocks are free. Run &apos;sudo systemctl enable --now fstrim.timer&apos;.</source>
        <extracomment>%1 a mount point</extracomment>
        <translation>%1은(는) discard로 마운트되지도, fstrim.timer로 TRIM되지도 않아 드라이브는 어느 블록이 비었는지 알지 못합니다. &apos;sudo systemctl enable --now fstrim.timer&apos;를 실행하세요.</translation>
    </message>
    <message>
        <source>systemd is not running here, so fstrim.timer trims nothing. Run &apos;fstrim -a&apos; from cron, or mount with discard.</source>
        <translation>여기서는 systemd가 실행 중이 아니므로 fstrim.timer가 아무것도 TRIM하지 않습니다. cron에서 &apos;fstrim -a&apos;를 실행하거나 discard로 마운트하세요.</translation>
    </message>
    <message>
        <source>%1 is not on a block device that DriveProof can see in sysfs. Give a drive, a partition or a folder on one.</source>
        <extracomment>%1 a path the user gave</extracomment>
        <translation>%1은(는) DriveProof가 sysfs에서 볼 수 있는 블록 장치에 있지 않습니다. 드라이브, 파티션 또는 그 위의 폴더를 지정하세요.</translation>
    </message>
    <message>
        <source>%1 cannot be read: %2.</source>
        <extracomment>%1 a path the user gave, %2 the system&apos;s error text</extracomment>
        <translation>%1을(를) 읽을 수 없습니다: %2.</translation>
    </message>
</context>
<context>
    <name>DriveProof::Gui</name>
    <message>
        <source>unknown</source>
        <translation>알 수 없음</translation>
    </message>
    <message>
        <source>%1 (%2 bytes)</source>
        <extracomment>%1 size with unit, e.g. &quot;500.1 GB&quot;; %2 exact byte count, e.g. &quot;500,107,862,016&quot;</extracomment>
        <translation>%1(%2바이트)</translation>
    </message>
    <message numerus="yes">
        <source>%Ln byte(s)</source>
        <extracomment>a size in bytes, e.g. &quot;4,096 bytes&quot;; %Ln is the number with digit grouping</extracomment>
        <translation>
            <numerusform>%Ln바이트</numerusform>
        </translation>
    </message>
    <message>
        <source>yes</source>
        <translation>예</translation>
    </message>
    <message>
        <source>no</source>
        <translation>아니요</translation>
    </message>
    <message>
        <source>loop device</source>
        <translation>루프 장치</translation>
    </message>
    <message>
        <source>backed by a file</source>
        <translation>파일 기반</translation>
    </message>
    <message>
        <source>solid state</source>
        <translation>솔리드 스테이트</translation>
    </message>
    <message>
        <source>%1 rpm</source>
        <extracomment>disk rotation speed; %1 is the number, e.g. &quot;7,200&quot;</extracomment>
        <translation>%1 rpm</translation>
    </message>
    <message>
        <source>rotational</source>
        <translation>회전식</translation>
    </message>
    <message>
        <source>Not reported for this device.</source>
        <translation>이 장치에서는 보고되지 않습니다.</translation>
    </message>
    <message>
        <source>%1%</source>
        <extracomment>a percentage; %1 the number, e.g. &quot;97&quot;</extracomment>
        <translation>%1%</translation>
    </message>
    <message>
        <source>hard disk</source>
        <translation>하드 디스크</translation>
    </message>
    <message>
        <source>solid-state drive</source>
        <translation>솔리드 스테이트 드라이브</translation>
    </message>
    <message>
        <source>NVMe solid-state drive</source>
        <translation>NVMe 솔리드 스테이트 드라이브</translation>
    </message>
    <message>
        <source>USB drive</source>
        <translation>USB 드라이브</translation>
    </message>
    <message>
        <source>loop device (a file used as a drive)</source>
        <translation>루프 장치(드라이브로 사용되는 파일)</translation>
    </message>
    <message>
        <source>drive</source>
        <translation>드라이브</translation>
    </message>
    <message>
        <source>Tells the truth about a drive.</source>
        <translation>드라이브에 대한 진실을 알려 줍니다.</translation>
    </message>
    <message>
        <source>Show this drive first, e.g. /dev/sda.</source>
        <translation>이 드라이브를 먼저 표시합니다. 예: /dev/sda.</translation>
    </message>
    <message>
        <source>Save a picture of the window to this PNG file once everything is read, then quit.</source>
        <translation>모든 정보를 읽은 후 창의 그림을 이 PNG 파일로 저장하고 종료합니다.</translation>
    </message>
    <message>
        <source>Open the Preferences dialog at start.</source>
        <translation>시작할 때 환경 설정 대화 상자를 엽니다.</translation>
    </message>
    <message>
        <source>Open the About dialog at start.</source>
        <translation>시작할 때 정보 대화 상자를 엽니다.</translation>
    </message>
    <message>
        <source>Run this test (quick, random, commit, ...) in the window without clicks, write the result (--json-out) and quit; for benchmark scripts.</source>
        <translation>이 테스트(quick, random, commit, ...)를 클릭 없이 창에서 실행하고 결과를 기록(--json-out)한 후 종료합니다. 벤치마크 스크립트용입니다.</translation>
    </message>
    <message>
        <source>With --run-test: only these measurements, separated by commas, e.g. rnd4kq32t1.read.</source>
        <translation>--run-test와 함께: 쉼표로 구분한 이 측정만 실행합니다. 예: rnd4kq32t1.read.</translation>
    </message>
    <message>
        <source>With --run-test: the folder (or file) to test in.</source>
        <translation>--run-test와 함께: 테스트할 폴더(또는 파일).</translation>
    </message>
    <message>
        <source>With --run-test: the test size, e.g. 1G or 256M.</source>
        <translation>--run-test와 함께: 테스트 크기. 예: 1G 또는 256M.</translation>
    </message>
    <message>
        <source>With --run-test: seconds per measurement (default: 5).</source>
        <translation>--run-test와 함께: 측정당 시간(초, 기본값: 5).</translation>
    </message>
    <message>
        <source>With --run-test: write the result as JSON to this file.</source>
        <translation>--run-test와 함께: 결과를 JSON으로 이 파일에 씁니다.</translation>
    </message>
    <message>
        <source>Verify the power-loss tests that wait for it (after the power cut); the autostart entry of a pending test runs this.</source>
        <translation>검증을 기다리는 전원 차단 테스트를 검증합니다(전원 차단 후). 대기 중인 테스트의 자동 시작 항목이 이 옵션을 실행합니다.</translation>
    </message>
    <message>
        <source>Open the power-loss test at start.</source>
        <translation>시작할 때 전원 차단 테스트를 엽니다.</translation>
    </message>
    <message>
        <source>Open the power-loss witness page at start.</source>
        <translation>시작할 때 전원 차단 감시 페이지를 엽니다.</translation>
    </message>
    <message>
        <source>--duration needs a number of seconds</source>
        <translation>--duration에는 초 단위 숫자가 필요합니다</translation>
    </message>
    <message>
        <source>You were not allowed to read the write cache setting of %1. Try again and authenticate when asked, or ask an administrator.</source>
        <extracomment>%1 device path</extracomment>
        <translation>%1의 쓰기 캐시 설정을 읽을 권한이 없습니다. 다시 시도하여 요청이 나오면 인증하거나, 관리자에게 문의하십시오.</translation>
    </message>
    <message>
        <source>You were not allowed to switch the write cache of %1, so nothing was changed. Try again and authenticate when asked, or ask an administrator.</source>
        <extracomment>%1 device path</extracomment>
        <translation>%1의 쓰기 캐시를 전환할 권한이 없어 아무것도 변경하지 않았습니다. 다시 시도하여 요청이 나오면 인증하거나, 관리자에게 문의하십시오.</translation>
    </message>
    <message>
        <source>You were not allowed to read the health of %1. Try again and authenticate when asked, or ask an administrator.</source>
        <extracomment>%1 device path</extracomment>
        <translation>%1의 건강 상태를 읽을 권한이 없습니다. 다시 시도하여 요청이 나오면 인증하거나, 관리자에게 문의하십시오.</translation>
    </message>
    <message>
        <source>DriveProof&apos;s helper is not installed, so DriveProof cannot ask the drive while it runs as you. Install the DriveProof package, or run DriveProof as root.</source>
        <translation>DriveProof 도우미가 설치되어 있지 않아, 일반 사용자 권한으로 실행 중인 DriveProof는 드라이브에 질의할 수 없습니다. DriveProof 패키지를 설치하거나 DriveProof를 root로 실행하십시오.</translation>
    </message>
    <message>
        <source>The system bus does not let DriveProof reach its helper: the helper&apos;s D-Bus policy is missing. Reinstall the DriveProof package, or run DriveProof as root.</source>
        <translation>시스템 버스가 DriveProof의 도우미 접근을 허용하지 않습니다: 도우미의 D-Bus 정책이 없습니다. DriveProof 패키지를 다시 설치하거나 DriveProof를 root로 실행하십시오.</translation>
    </message>
    <message>
        <source>There is no system bus, so DriveProof cannot reach its helper. Start the D-Bus system service, or run DriveProof as root.</source>
        <translation>시스템 버스가 없으므로 DriveProof가 도우미에 연결할 수 없습니다. D-Bus 시스템 서비스를 시작하거나 DriveProof를 root로 실행하십시오.</translation>
    </message>
    <message>
        <source>The request for %1 failed: %2.</source>
        <extracomment>%1 device path, %2 the system&apos;s reason</extracomment>
        <translation>%1에 대한 요청이 실패했습니다: %2.</translation>
    </message>
    <message>
        <source>Starts on a physical-sector boundary.</source>
        <translation>물리 섹터 경계에서 시작합니다.</translation>
    </message>
    <message>
        <source>Starts %1 bytes past a physical-sector boundary.</source>
        <extracomment>%1 a number of bytes, e.g. &quot;512&quot;</extracomment>
        <translation>물리 섹터 경계보다 %1바이트 뒤에서 시작합니다.</translation>
    </message>
    <message>
        <source>Starts on a 1 MiB boundary.</source>
        <translation>1 MiB 경계에서 시작합니다.</translation>
    </message>
    <message>
        <source>Does not start on a 1 MiB boundary.</source>
        <translation>1 MiB 경계에서 시작하지 않습니다.</translation>
    </message>
    <message>
        <source>Does not start on a multiple of the drive&apos;s optimal I/O size.</source>
        <translation>드라이브의 최적 I/O 크기의 배수에서 시작하지 않습니다.</translation>
    </message>
    <message>
        <source>none</source>
        <translation>없음</translation>
    </message>
    <message>
        <source>not mounted</source>
        <translation>마운트되지 않음</translation>
    </message>
    <message>
        <source>not checked</source>
        <translation>확인 안 함</translation>
    </message>
    <message>
        <source>%L1 %2</source>
        <extracomment>a transfer rate; %L1 the number, %2 its unit (&quot;MB/s&quot; or &quot;MiB/s&quot;, as chosen in Preferences)</extracomment>
        <translation>%L1 %2</translation>
    </message>
    <message>
        <source>unknown test &apos;%1&apos;</source>
        <extracomment>%1 what the user typed after --run-test</extracomment>
        <translation>알 수 없는 테스트 &apos;%1&apos;</translation>
    </message>
    <message>
        <source>--run-test needs --target, an existing folder or file</source>
        <translation>--run-test에는 기존 폴더나 파일을 가리키는 --target이 필요합니다</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a size, e.g. 1G or 256M</source>
        <extracomment>%1 what the user typed after --size</extracomment>
        <translation>&apos;%1&apos;은(는) 크기가 아닙니다. 예: 1G 또는 256M</translation>
    </message>
    <message>
        <source>write back: the kernel sends flushes</source>
        <translation>라이트백 (write back): 커널이 플러시를 보냄</translation>
    </message>
    <message>
        <source>write through: the kernel sends no flushes</source>
        <translation>라이트스루 (write through): 커널이 플러시를 보내지 않음</translation>
    </message>
    <message>
        <source>Open this drive report (smartctl -x, smartctl --json or nvme smart-log -o json) at start.</source>
        <translation>시작할 때 이 드라이브 보고서(smartctl -x, smartctl --json 또는 nvme smart-log -o json)를 엽니다.</translation>
    </message>
</context>
<context>
    <name>DriveProof::Gui::AboutDialog</name>
    <message>
        <source>About DriveProof</source>
        <translation>DriveProof 정보</translation>
    </message>
    <message>
        <source>DriveProof %1</source>
        <extracomment>%1 DriveProof&apos;s version, e.g. &quot;0.1.0&quot;</extracomment>
        <translation>DriveProof %1</translation>
    </message>
    <message>
        <source>Tells you the truth about a drive: what it is, whether its partitions are aligned, whether its write cache is on, how fast it commits, streams and seeks, and whether it keeps the writes it acknowledged.</source>
        <translation>드라이브에 대한 진실을 알려 줍니다: 드라이브가 무엇인지, 파티션이 정렬되어 있는지, 쓰기 캐시가 켜져 있는지, 커밋·연속 전송·탐색이 얼마나 빠른지, 그리고 확인한 쓰기를 지켜 내는지.</translation>
    </message>
    <message>
        <source>What DriveProof does</source>
        <translation>DriveProof가 하는 일</translation>
    </message>
    <message>
        <source>Qt %1 · kernel %2 %3</source>
        <extracomment>%1 the Qt version it runs on, %2 the kernel&apos;s name (&quot;linux&quot;), %3 its version</extracomment>
        <translation>Qt %1 · 커널 %2 %3</translation>
    </message>
    <message>
        <source>Versions</source>
        <translation>버전</translation>
    </message>
    <message>
        <source>Free software under the GNU General Public License, version 3 or any later version (&lt;a href=&quot;https://www.gnu.org/licenses/gpl-3.0.html&quot;&gt;GPL-3.0-or-later&lt;/a&gt;). It comes with no warranty.</source>
        <extracomment>rich text; keep the link. GPL-3.0-or-later is the licence&apos;s SPDX name</extracomment>
        <translation>자유 소프트웨어이며 GNU 일반 공중 사용 허가서 버전 3 또는 그 이후 버전(&lt;a href=&quot;https://www.gnu.org/licenses/gpl-3.0.html&quot;&gt;GPL-3.0-or-later&lt;/a&gt;)에 따라 배포됩니다. 어떠한 보증도 제공하지 않습니다.</translation>
    </message>
    <message>
        <source>Licence</source>
        <translation>라이선스</translation>
    </message>
</context>
<context>
    <name>DriveProof::Gui::CapacityButton</name>
    <message>
        <source>Check &amp;capacity…</source>
        <translation>용량 확인(&amp;C)…</translation>
    </message>
    <message>
        <source>Is the drive as big as it says? Finds fake drives.</source>
        <translation>드라이브가 주장하는 만큼 큰가요? 가짜 드라이브를 찾습니다.</translation>
    </message>
</context>
<context>
    <name>DriveProof::Gui::CapacityDialog</name>
    <message>
        <source>Check capacity: %1</source>
        <extracomment>dialog title; %1 the drive&apos;s model or device node</extracomment>
        <translation>용량 확인: %1</translation>
    </message>
    <message>
        <source>Is %1 really %2? The check writes records across the whole drive, reads them back and tells a genuine drive from a fake one.</source>
        <extracomment>%1 the drive&apos;s model, %2 its size as it claims it, e.g. &quot;128.0 GB&quot;</extracomment>
        <translation>%1이(가) 정말 %2인가요? 확인은 드라이브 전체에 레코드를 쓰고 다시 읽어 정품 드라이브와 가짜를 구별합니다.</translation>
    </message>
    <message>
        <source>&amp;Quick probe: a few thousand records, minutes</source>
        <translation>빠른 탐침(&amp;Q): 레코드 수천 개, 몇 분</translation>
    </message>
    <message>
        <source>&amp;Full verify: every block, hours on a large drive</source>
        <translation>전체 검증(&amp;F): 모든 블록, 큰 드라이브에서는 몇 시간</translation>
    </message>
    <message>
        <source>&amp;Start</source>
        <translation>시작(&amp;S)</translation>
    </message>
    <message>
        <source>Everything on %1 (%2) is lost: every partition, every file.</source>
        <extracomment>%1 device node, %2 the drive&apos;s model</extracomment>
        <translation>%1 (%2)의 모든 내용이 사라집니다: 모든 파티션, 모든 파일.</translation>
    </message>
    <message>
        <source>&amp;Cancel</source>
        <translation>취소(&amp;C)</translation>
    </message>
    <message>
        <source>&amp;Close</source>
        <translation>닫기(&amp;C)</translation>
    </message>
    <message>
        <source>Check capacity</source>
        <translation>용량 확인</translation>
    </message>
    <message>
        <source>Write</source>
        <extracomment>a line of the full verify&apos;s chart: the rate while writing</extracomment>
        <translation>쓰기</translation>
    </message>
    <message>
        <source>Read</source>
        <translation>읽기</translation>
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
        <translation>이미지 복사(&amp;C)</translation>
    </message>
</context>
<context>
    <name>DriveProof::Gui::Charts::CommitChart</name>
    <message>
        <source>Commits per second, by method</source>
        <translation>방식별 초당 커밋 수</translation>
    </message>
    <message>
        <source>Commits per second (logarithmic)</source>
        <translation>초당 커밋 수(로그 스케일)</translation>
    </message>
    <message>
        <source>Durable, write cache as it was</source>
        <translation>영구 보존, 쓰기 캐시 원래 상태</translation>
    </message>
    <message>
        <source>Durable commits</source>
        <translation>영구 보존 커밋</translation>
    </message>
    <message>
        <source>Durable, write cache off</source>
        <translation>영구 보존, 쓰기 캐시 끔</translation>
    </message>
    <message>
        <source>Not durable (baseline for comparison)</source>
        <translation>영구 보존 안 됨(비교 기준)</translation>
    </message>
    <message>
        <source>%1 rpm: about %2 commits/s at most when each waits for the platter</source>
        <extracomment>legend of a line on the commit chart; %1 rotation rate, %2 commits per second</extracomment>
        <translation>%1 rpm: 커밋마다 플래터를 기다리면 최대 약 %2 커밋/s</translation>
    </message>
</context>
<context>
    <name>DriveProof::Gui::Charts::CompareChart</name>
    <message>
        <source>A (older)</source>
        <translation>A (이전)</translation>
    </message>
    <message>
        <source>B (newer)</source>
        <translation>B (최신)</translation>
    </message>
    <message>
        <source>The two runs side by side</source>
        <translation>두 실행 나란히 비교</translation>
    </message>
    <message>
        <source>Commits/s</source>
        <translation>커밋/s</translation>
    </message>
</context>
<context>
    <name>DriveProof::Gui::Charts::CutTimelineChart</name>
    <message>
        <source>Acknowledged writes before the power cut</source>
        <translation>전원 차단 전에 확인된 쓰기</translation>
    </message>
    <message>
        <source>Seconds before the cut</source>
        <extracomment>axis of a chart: time before the moment the power was cut (negative numbers)</extracomment>
        <translation>차단 전 시간(초)</translation>
    </message>
    <message>
        <source>Write number</source>
        <extracomment>axis of a chart: the running number of each write</extracomment>
        <translation>쓰기 번호</translation>
    </message>
    <message>
        <source>Kept</source>
        <translation>보존됨</translation>
    </message>
    <message>
        <source>Lost</source>
        <translation>손실됨</translation>
    </message>
    <message>
        <source>Torn (partly kept)</source>
        <translation>부분 기록됨(일부만 보존)</translation>
    </message>
    <message>
        <source>Estimated cut</source>
        <extracomment>the estimated moment of the power cut, a vertical line in the chart</extracomment>
        <translation>추정 차단 시점</translation>
    </message>
</context>
<context>
    <name>DriveProof::Gui::Charts::HybridChart</name>
    <message>
        <source>Random reads before and after the idle time</source>
        <translation>유휴 시간 전후의 랜덤 읽기</translation>
    </message>
    <message>
        <source>Random reads of the same blocks</source>
        <translation>같은 블록의 랜덤 읽기</translation>
    </message>
    <message>
        <source>IOPS</source>
        <translation>IOPS</translation>
    </message>
    <message>
        <source>First pass</source>
        <translation>첫 번째 회차</translation>
    </message>
    <message>
        <source>Second pass, after the idle time</source>
        <translation>두 번째 회차(유휴 시간 후)</translation>
    </message>
</context>
<context>
    <name>DriveProof::Gui::Charts::LatencyChart</name>
    <message>
        <source>Latency</source>
        <translation>지연 시간</translation>
    </message>
    <message>
        <source>Latency of %1</source>
        <extracomment>chart title; %1 the measurement, e.g. &quot;RND4K Q1T1 read&quot;</extracomment>
        <translation>%1의 지연 시간</translation>
    </message>
    <message>
        <source>Latency (µs, logarithmic)</source>
        <translation>지연 시간(µs, 로그 스케일)</translation>
    </message>
    <message>
        <source>Share of operations (%)</source>
        <translation>작업 비율(%)</translation>
    </message>
    <message>
        <source>Operations</source>
        <translation>작업 수</translation>
    </message>
    <message>
        <source>p50 (median): %1 µs</source>
        <extracomment>a percentile marker in the legend; %1 latency in microseconds</extracomment>
        <translation>p50(중앙값): %1 µs</translation>
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
        <translation>테스트 영역 전체의 읽기 속도</translation>
    </message>
    <message>
        <source>Write rate as the test area fills</source>
        <translation>테스트 영역이 채워지는 동안의 쓰기 속도</translation>
    </message>
    <message>
        <source>Position (%1)</source>
        <extracomment>axis title; %1 the unit: MB, GB, MiB or GiB</extracomment>
        <translation>위치(%1)</translation>
    </message>
    <message>
        <source>Written (%1)</source>
        <extracomment>axis title; %1 the unit: MB, GB, MiB or GiB</extracomment>
        <translation>쓴 데이터(%1)</translation>
    </message>
</context>
<context>
    <name>DriveProof::Gui::Charts::SweepChart</name>
    <message>
        <source>IOPS and transfer rate by block size</source>
        <translation>블록 크기별 IOPS와 전송 속도</translation>
    </message>
    <message>
        <source>Block size (KiB, logarithmic)</source>
        <translation>블록 크기(KiB, 로그 스케일)</translation>
    </message>
    <message>
        <source>IOPS and transfer rate by queue depth</source>
        <translation>큐 깊이별 IOPS와 전송 속도</translation>
    </message>
    <message>
        <source>I/Os in flight per thread (logarithmic)</source>
        <translation>스레드당 동시 I/O 수(로그 스케일)</translation>
    </message>
    <message>
        <source>IOPS and transfer rate by threads</source>
        <translation>스레드 수별 IOPS와 전송 속도</translation>
    </message>
    <message>
        <source>Threads (logarithmic)</source>
        <translation>스레드 수(로그 스케일)</translation>
    </message>
    <message>
        <source>IOPS (logarithmic)</source>
        <translation>IOPS(로그 스케일)</translation>
    </message>
    <message>
        <source>%1 (logarithmic)</source>
        <extracomment>axis title; %1 the rate unit, &quot;MB/s&quot; or &quot;MiB/s&quot;</extracomment>
        <translation>%1(로그 스케일)</translation>
    </message>
    <message>
        <source>IOPS</source>
        <translation>IOPS</translation>
    </message>
</context>
<context>
    <name>DriveProof::Gui::Charts::TimeSeriesChart</name>
    <message>
        <source>Transfer rate over time</source>
        <translation>시간에 따른 전송 속도</translation>
    </message>
    <message>
        <source>I/O operations per second over time</source>
        <translation>시간에 따른 초당 I/O 작업 수</translation>
    </message>
    <message>
        <source>IOPS</source>
        <translation>IOPS</translation>
    </message>
    <message>
        <source>Commits per second over time</source>
        <translation>시간에 따른 초당 커밋 수</translation>
    </message>
    <message>
        <source>Commits per second</source>
        <translation>초당 커밋 수</translation>
    </message>
    <message>
        <source>Seconds</source>
        <translation>초</translation>
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
        <translation>커밋/s</translation>
    </message>
    <message>
        <source>p99 latency (µs)</source>
        <translation>p99 지연 시간(µs)</translation>
    </message>
    <message>
        <source>Two runs side by side</source>
        <translation>두 실행 나란히 비교</translation>
    </message>
    <message>
        <source>&amp;Back to the history</source>
        <translation>기록으로 돌아가기(&amp;B)</translation>
    </message>
    <message>
        <source>Comparison of two runs</source>
        <translation>두 실행 비교</translation>
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
        <translation>측정</translation>
    </message>
    <message>
        <source>Quantity</source>
        <translation>지표</translation>
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
        <translation>두 실행에 공통된 측정이 없어 나란히 비교할 것이 없습니다. 같은 테스트의 두 실행을 비교하십시오.</translation>
    </message>
    <message>
        <source>These are two different tests (%1 and %2): only the measurements they share have a ratio.</source>
        <extracomment>%1 and %2 two test names</extracomment>
        <translation>서로 다른 두 테스트입니다(%1, %2): 공통된 측정에만 비율이 표시됩니다.</translation>
    </message>
    <message>
        <source>same</source>
        <extracomment>B&apos;s number is within 3% of A&apos;s</extracomment>
        <translation>동일</translation>
    </message>
    <message>
        <source>▲ %1% better</source>
        <extracomment>%1 a percentage without the % sign, e.g. &quot;18&quot; -&gt; &quot;▲ 18% better&quot;</extracomment>
        <translation>▲ %1% 개선</translation>
    </message>
    <message>
        <source>▼ %1% worse</source>
        <translation>▼ %1% 악화</translation>
    </message>
    <message>
        <source>Better and worse follow each quantity: more MB/s, IOPS or commits per second is better, less latency is better. Within 3% counts as the same: two runs on one drive differ that much.</source>
        <translation>좋고 나쁨은 지표마다 다르게 판단합니다. MB/s, IOPS, 초당 커밋 수는 많을수록 좋고 지연 시간은 짧을수록 좋습니다. 차이가 3% 이내이면 동일한 것으로 봅니다. 같은 드라이브에서 두 번 실행해도 그 정도 차이는 나기 때문입니다.</translation>
    </message>
    <message>
        <source>B against A</source>
        <translation>A 대비 B</translation>
    </message>
    <message>
        <source>%1, %2, on %3 (%4) · %5</source>
        <extracomment>one run in a comparison; %1 test name, %2 date and time, %3 drive model, %4 where it ran, %5 its settings (&quot;1 GiB · 5 s per step · temporary file on ext4 · io_uring&quot;)</extracomment>
        <translation>%1, %2, %3 (%4) · %5</translation>
    </message>
    <message>
        <source>These runs were not made alike, so their numbers do not compare directly. %1</source>
        <extracomment>%1 one or more sentences on how the two runs differ</extracomment>
        <translation>이 실행들은 같은 조건으로 하지 않았으므로 수치를 직접 비교할 수 없습니다. %1</translation>
    </message>
</context>
<context>
    <name>DriveProof::Gui::ConfirmWriteDialog</name>
    <message>
        <source>Erase %1?</source>
        <extracomment>dialog title; %1 a device node</extracomment>
        <translation>%1을(를) 지우시겠습니까?</translation>
    </message>
    <message>
        <source>This test (%1) writes over %2 (%3). Everything on it is lost: every partition, every file. This cannot be undone.</source>
        <extracomment>%1 test name, %2 device node, %3 the drive&apos;s model</extracomment>
        <translation>이 테스트(%1)는 %2(%3)을(를) 덮어씁니다. 모든 파티션과 모든 파일 등 그 안의 모든 것이 사라집니다. 되돌릴 수 없습니다.</translation>
    </message>
    <message>
        <source>To go on, type the device&apos;s name, &lt;b&gt;%1&lt;/b&gt;:</source>
        <extracomment>%1 the device&apos;s short name the user must type, e.g. &quot;sdb&quot;</extracomment>
        <translation>계속하려면 장치 이름 &lt;b&gt;%1&lt;/b&gt;을(를) 입력하십시오:</translation>
    </message>
    <message>
        <source>Device name</source>
        <translation>장치 이름</translation>
    </message>
    <message>
        <source>&amp;Erase and test</source>
        <translation>지우고 테스트(&amp;E)</translation>
    </message>
    <message>
        <source>Test the empty drive %1?</source>
        <extracomment>dialog title; %1 the drive&apos;s name (model)</extracomment>
        <translation>빈 드라이브 %1을(를) 테스트할까요?</translation>
    </message>
    <message>
        <source>%1 (%2) is empty: it has no partition table and no file system, as a new drive arrives. The test (%3) writes over the whole device; anything on it that DriveProof cannot recognise would be lost.</source>
        <extracomment>%1 the drive&apos;s name (model), %2 device node, %3 test name</extracomment>
        <translation>%1(%2)은(는) 비어 있습니다. 새 드라이브가 도착할 때처럼 파티션 테이블도 파일 시스템도 없습니다. 테스트(%3)는 장치 전체를 덮어씁니다. DriveProof가 인식하지 못하는 내용이 있다면 사라집니다.</translation>
    </message>
    <message>
        <source>&amp;Write and test</source>
        <translation>기록하고 테스트(&amp;W)</translation>
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
%2, %3</translation>
    </message>
    <message>
        <source>%1, %2, %3, %4</source>
        <extracomment>read by screen readers; %1 drive name, %2 kind of drive, %3 size, %4 device path</extracomment>
        <translation>%1, %2, %3, %4</translation>
    </message>
    <message>
        <source>Good</source>
        <extracomment>health badge beside a drive in the list, as on the Health card</extracomment>
        <translation>양호</translation>
    </message>
    <message>
        <source>Caution</source>
        <extracomment>health badge beside a drive in the list, as on the Health card</extracomment>
        <translation>주의</translation>
    </message>
    <message>
        <source>Bad</source>
        <extracomment>health badge beside a drive in the list, as on the Health card</extracomment>
        <translation>불량</translation>
    </message>
    <message>
        <source>%1
%2, %3
Health: %4</source>
        <extracomment>%1 drive name, %2 kind of drive, %3 device path, %4 its health (&quot;Good&quot;, ...)</extracomment>
        <translation>%1
%2, %3
건강 상태: %4</translation>
    </message>
    <message>
        <source>%1, %2, %3, %4, health: %5</source>
        <extracomment>read by screen readers; %1 drive name, %2 kind of drive, %3 size, %4 device path, %5 its health (&quot;Good&quot;, &quot;Caution&quot;, &quot;Bad&quot;)</extracomment>
        <translation>%1, %2, %3, %4, 건강 상태: %5</translation>
    </message>
</context>
<context>
    <name>DriveProof::Gui::DrivePage</name>
    <message>
        <source>&amp;Test this drive…</source>
        <translation>이 드라이브 테스트(&amp;T)…</translation>
    </message>
    <message>
        <source>%1 %2 · %3</source>
        <extracomment>under the drive name; %1 size, e.g. &quot;2.0 TB&quot;, %2 kind of drive, %3 device path</extracomment>
        <translation>%1 %2 · %3</translation>
    </message>
    <message>
        <source>Measure %1: quick check, commit rate, throughput and more, in a window of its own</source>
        <extracomment>%1 the drive&apos;s name</extracomment>
        <translation>%1 측정: 빠른 검사, 커밋 속도, 처리량 등을 별도 창에서 실행</translation>
    </message>
    <message>
        <source>Q&amp;uick check</source>
        <translation>빠른 검사(&amp;U)</translation>
    </message>
    <message>
        <source>Measure the four CrystalDiskMark tests now, in about %1, on a temporary file in %2</source>
        <extracomment>tooltip of the Quick check button; %1 about how long it takes (&quot;20 seconds&quot;), %2 the folder that holds the temporary file</extracomment>
        <translation>지금 CrystalDiskMark의 네 가지 테스트를 약 %1 동안 %2의 임시 파일로 측정</translation>
    </message>
    <message>
        <source>This drive is empty: no partition table and no file system. It is read-only or in use, so only the reading tests can run on it.</source>
        <translation>이 드라이브는 비어 있습니다(파티션 테이블도 파일 시스템도 없음). 읽기 전용이거나 사용 중이므로 읽기 테스트만 실행할 수 있습니다.</translation>
    </message>
    <message>
        <source>This drive is empty: no partition table and no file system, as a new drive arrives. The quick check, the commit test and the sustained write run on the whole device after one confirmation; there is no need to partition it first.</source>
        <translation>이 드라이브는 비어 있습니다. 새 드라이브가 도착할 때처럼 파티션 테이블도 파일 시스템도 없습니다. 빠른 검사, 커밋 테스트, 지속 쓰기는 한 번 확인한 뒤 장치 전체에서 실행됩니다. 먼저 파티션을 나눌 필요가 없습니다.</translation>
    </message>
    <message>
        <source>The quick check needs a folder on this drive, and none of its file systems is mounted. Mount one (in your file manager or GNOME Disks) and press Refresh (F5), or use &quot;Test this drive…&quot; for the reading tests on the whole device (sequential and random reads, surface scan), which write nothing.</source>
        <translation>빠른 검사에는 이 드라이브의 폴더가 필요한데, 마운트된 파일 시스템이 없습니다. 파일 관리자나 GNOME 디스크에서 하나를 마운트한 뒤 새로 고침(F5)을 누르거나, &apos;이 드라이브 테스트…&apos;에서 장치 전체에 대한 읽기 테스트(순차·무작위 읽기, 표면 검사)를 사용하십시오. 읽기 테스트는 아무것도 쓰지 않습니다.</translation>
    </message>
    <message>
        <source>The quick check needs a folder on this drive that you can write to, and none of its file systems is mounted where you may write. Mount one where you may and press Refresh (F5), or choose a folder of yours on it with &quot;Test this drive…&quot;.</source>
        <translation>빠른 검사에는 이 드라이브에서 쓸 수 있는 폴더가 필요한데, 쓸 수 있는 위치에 마운트된 파일 시스템이 없습니다. 쓸 수 있는 위치에 하나를 마운트한 뒤 새로 고침(F5)을 누르거나, &apos;이 드라이브 테스트…&apos;에서 드라이브의 내 폴더를 고르십시오.</translation>
    </message>
    <message>
        <source>Measure the four CrystalDiskMark tests now, in about %1, on the empty device %2 (asks once to confirm)</source>
        <extracomment>tooltip of the Quick check button; %1 about how long it takes (&quot;20 seconds&quot;), %2 a device node</extracomment>
        <translation>CrystalDiskMark의 네 가지 테스트를 빈 장치 %2에서 지금 약 %1 동안 측정합니다(확인 한 번)</translation>
    </message>
</context>
<context>
    <name>DriveProof::Gui::HealthCard</name>
    <message>
        <source>Health</source>
        <translation>건강 상태</translation>
    </message>
    <message>
        <source>Reading…</source>
        <translation>읽는 중…</translation>
    </message>
    <message>
        <source>Unknown</source>
        <translation>알 수 없음</translation>
    </message>
    <message>
        <source>Health: %1</source>
        <extracomment>accessible name of the health badge; %1 &quot;Good&quot;, &quot;Caution&quot;, &quot;Bad&quot;, ...</extracomment>
        <translation>건강 상태: %1</translation>
    </message>
    <message>
        <source>No health data</source>
        <translation>건강 상태 데이터 없음</translation>
    </message>
    <message>
        <source>%1 is a file used as a drive (%2): it has no health data of its own. The health of the drive that holds the file is what counts.</source>
        <extracomment>%1 device path, %2 the file behind the loop device</extracomment>
        <translation>%1은(는) 드라이브로 사용되는 파일입니다(%2): 자체 건강 상태 데이터가 없습니다. 중요한 것은 이 파일이 있는 드라이브의 건강 상태입니다.</translation>
    </message>
    <message>
        <source>%1 is a virtual disk: the real drive is on the host, and only the host can read its health.</source>
        <extracomment>%1 device path</extracomment>
        <translation>%1은(는) 가상 디스크입니다: 실제 드라이브는 호스트에 있으며, 그 건강 상태는 호스트에서만 읽을 수 있습니다.</translation>
    </message>
    <message>
        <source>%1 reports no health data that DriveProof can read.</source>
        <extracomment>%1 device path</extracomment>
        <translation>%1은(는) DriveProof가 읽을 수 있는 건강 상태 데이터를 보고하지 않습니다.</translation>
    </message>
    <message>
        <source>Good</source>
        <translation>양호</translation>
    </message>
    <message>
        <source>The drive finds nothing wrong. That predicts some failures, not all: keep backups.</source>
        <translation>드라이브가 아무런 문제를 발견하지 못했습니다. 이것으로 일부 고장은 예측할 수 있지만 전부는 아닙니다. 백업을 유지하십시오.</translation>
    </message>
    <message>
        <source>Caution</source>
        <translation>주의</translation>
    </message>
    <message>
        <source>Make sure your backups are current, and check this drive again soon.</source>
        <translation>백업이 최신인지 확인하고, 곧 이 드라이브를 다시 점검하십시오.</translation>
    </message>
    <message>
        <source>Bad</source>
        <translation>불량</translation>
    </message>
    <message>
        <source>Back up the data on this drive now and plan to replace it.</source>
        <translation>지금 이 드라이브의 데이터를 백업하고 교체를 계획하십시오.</translation>
    </message>
    <message>
        <source>The drive gave no overall assessment of its health.</source>
        <translation>드라이브가 건강 상태에 대한 종합 평가를 제공하지 않았습니다.</translation>
    </message>
    <message>
        <source>Temperature</source>
        <extracomment>a temperature; %1 the number, e.g. &quot;38&quot;</extracomment>
        <translation>온도</translation>
    </message>
    <message>
        <source>%1 °C</source>
        <translation>%1 °C</translation>
    </message>
    <message>
        <source>Power-on hours</source>
        <translation>전원 켜짐 시간</translation>
    </message>
    <message>
        <source>Power cycles</source>
        <translation>전원 켜기 횟수</translation>
    </message>
    <message>
        <source>Unsafe shutdowns</source>
        <translation>비정상 종료</translation>
    </message>
    <message>
        <source>Times power was lost before the drive was told: each one is a moment where its write cache could lose data.</source>
        <translation>드라이브에 알리기 전에 전원이 끊긴 횟수: 매번 쓰기 캐시의 데이터를 잃을 수 있었던 순간입니다.</translation>
    </message>
    <message>
        <source>Bad sectors</source>
        <translation>불량 섹터</translation>
    </message>
    <message>
        <source>Sectors the drive has replaced or is waiting to replace.</source>
        <translation>드라이브가 대체했거나 대체를 기다리는 섹터.</translation>
    </message>
    <message>
        <source>Media errors</source>
        <translation>매체 오류</translation>
    </message>
    <message>
        <source>Data the drive could not read or write correctly.</source>
        <translation>드라이브가 올바르게 읽거나 쓰지 못한 데이터.</translation>
    </message>
    <message>
        <source>Available spare</source>
        <translation>사용 가능한 예비 공간</translation>
    </message>
    <message>
        <source>Reserve blocks left for replacing worn-out ones.</source>
        <translation>마모된 블록을 대체하기 위해 남은 예비 블록.</translation>
    </message>
    <message>
        <source>Wear</source>
        <extracomment>wear of a solid-state drive; %1 a percentage, e.g. &quot;3%&quot;</extracomment>
        <translation>마모도</translation>
    </message>
    <message>
        <source>%1 of its rated life used</source>
        <translation>정격 수명의 %1 사용</translation>
    </message>
    <message>
        <source>The maker&apos;s estimate; it can go past 100%.</source>
        <translation>제조사의 추정치이며 100%를 넘을 수 있습니다.</translation>
    </message>
    <message>
        <source>Read from</source>
        <translation>읽은 출처</translation>
    </message>
</context>
<context>
    <name>DriveProof::Gui::HealthRecordsView</name>
    <message numerus="yes">
        <source>All records the drive keeps (%n)</source>
        <extracomment>%n the number of records (SMART attributes or NVMe log fields)</extracomment>
        <translation>
            <numerusform>드라이브가 보관하는 모든 기록 (%n)</numerusform>
        </translation>
    </message>
    <message>
        <source>%1
Defined in: %2</source>
        <extracomment>tooltip of a health record; %1 what it means, %2 the standard and section</extracomment>
        <translation>%1
정의: %2</translation>
    </message>
    <message>
        <source>Self-test log, newest first:</source>
        <translation>자체 테스트 로그 (최신순):</translation>
    </message>
</context>
<context>
    <name>DriveProof::Gui::HistoryPage</name>
    <message>
        <source>Earlier runs on %1</source>
        <extracomment>%1 the drive&apos;s name (model)</extracomment>
        <translation>%1의 이전 실행</translation>
    </message>
    <message>
        <source>Every test run on this drive is kept here. Open one to see its result again, or select two (hold Ctrl and click) to compare them side by side.</source>
        <translation>이 드라이브에서 실행한 모든 테스트가 여기에 보관됩니다. 하나를 열어 결과를 다시 보거나, 두 개를 선택하여(Ctrl을 누른 채 클릭) 나란히 비교할 수 있습니다.</translation>
    </message>
    <message>
        <source>Date</source>
        <translation>날짜</translation>
    </message>
    <message>
        <source>Test</source>
        <translation>테스트</translation>
    </message>
    <message>
        <source>Summary</source>
        <translation>요약</translation>
    </message>
    <message>
        <source>Earlier runs</source>
        <translation>이전 실행</translation>
    </message>
    <message>
        <source>&amp;Open</source>
        <translation>열기(&amp;O)</translation>
    </message>
    <message>
        <source>&amp;Compare the two selected</source>
        <translation>선택한 두 실행 비교(&amp;C)</translation>
    </message>
    <message>
        <source>&amp;Delete…</source>
        <translation>삭제(&amp;D)…</translation>
    </message>
    <message>
        <source>&amp;New test</source>
        <translation>새 테스트(&amp;N)</translation>
    </message>
    <message>
        <source>Reading the history…</source>
        <translation>기록을 읽는 중…</translation>
    </message>
    <message>
        <source>No runs yet. Finished tests appear here by themselves.</source>
        <translation>아직 실행 기록이 없습니다. 완료된 테스트는 자동으로 여기에 나타납니다.</translation>
    </message>
    <message numerus="yes">
        <source>%n run(s) kept.</source>
        <extracomment>%n runs kept for this drive</extracomment>
        <translation>
            <numerusform>실행 %n개가 보관되어 있습니다.</numerusform>
        </translation>
    </message>
    <message>
        <source>Select exactly two runs to compare</source>
        <translation>비교할 실행을 정확히 두 개 선택하십시오</translation>
    </message>
    <message>
        <source>Delete runs</source>
        <translation>실행 삭제</translation>
    </message>
    <message numerus="yes">
        <source>Delete %n run(s) from the history? This cannot be undone.</source>
        <extracomment>%n how many runs are about to be deleted</extracomment>
        <translation>
            <numerusform>기록에서 실행 %n개를 삭제하시겠습니까? 되돌릴 수 없습니다.</numerusform>
        </translation>
    </message>
    <message>
        <source>Select two runs of the same test to compare</source>
        <translation>비교하려면 같은 테스트의 실행 두 개를 선택하십시오</translation>
    </message>
    <message>
        <source>Settings</source>
        <translation>설정</translation>
    </message>
</context>
<context>
    <name>DriveProof::Gui::IdentityCard</name>
    <message>
        <source>Identity</source>
        <translation>식별 정보</translation>
    </message>
    <message>
        <source>Device</source>
        <translation>장치</translation>
    </message>
    <message>
        <source>Backing file</source>
        <translation>기반 파일</translation>
    </message>
    <message>
        <source>Transport</source>
        <translation>전송 방식</translation>
    </message>
    <message>
        <source>The kernel does not say how this drive is connected.</source>
        <translation>커널이 이 드라이브의 연결 방식을 알려 주지 않습니다.</translation>
    </message>
    <message>
        <source>Rotation speed unknown: %1</source>
        <extracomment>%1 why the speed is unknown</extracomment>
        <translation>회전 속도 알 수 없음: %1</translation>
    </message>
    <message>
        <source>Media</source>
        <translation>매체</translation>
    </message>
    <message>
        <source>Removable</source>
        <translation>이동식</translation>
    </message>
    <message>
        <source>Read-only</source>
        <translation>읽기 전용</translation>
    </message>
    <message>
        <source>Model</source>
        <translation>모델</translation>
    </message>
    <message>
        <source>Vendor</source>
        <translation>제조사</translation>
    </message>
    <message>
        <source>Serial number</source>
        <translation>일련 번호</translation>
    </message>
    <message>
        <source>Firmware</source>
        <translation>펌웨어</translation>
    </message>
    <message>
        <source>WWN</source>
        <translation>WWN</translation>
    </message>
    <message>
        <source>Link</source>
        <translation>링크</translation>
    </message>
</context>
<context>
    <name>DriveProof::Gui::MainWindow</name>
    <message>
        <source>Looking for drives…</source>
        <translation>드라이브를 찾는 중…</translation>
    </message>
    <message>
        <source>Checking the partitions of %1…</source>
        <extracomment>%1 device path</extracomment>
        <translation>%1의 파티션을 확인하는 중…</translation>
    </message>
    <message>
        <source>Switching the write cache of %1…</source>
        <extracomment>%1 device path</extracomment>
        <translation>%1의 쓰기 캐시를 전환하는 중…</translation>
    </message>
    <message>
        <source>Reading the write cache and health of %1…</source>
        <extracomment>%1 device path</extracomment>
        <translation>%1의 쓰기 캐시와 건강 상태를 읽는 중…</translation>
    </message>
    <message>
        <source>udisks2 is not running: the facts shown come from the kernel alone.</source>
        <translation>udisks2가 실행 중이 아닙니다: 표시된 정보는 커널에서만 가져온 것입니다.</translation>
    </message>
    <message>
        <source>DriveProof</source>
        <translation>DriveProof</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>파일(&amp;F)</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>끝내기(&amp;Q)</translation>
    </message>
    <message>
        <source>Power-loss &amp;witness…</source>
        <translation>전원 차단 감시(&amp;W)…</translation>
    </message>
    <message>
        <source>Record the power-loss test of another computer&apos;s drive on this one</source>
        <translation>다른 컴퓨터 드라이브의 전원 차단 테스트를 이 컴퓨터에서 기록합니다</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>편집(&amp;E)</translation>
    </message>
    <message>
        <source>&amp;Preferences…</source>
        <translation>환경 설정(&amp;P)…</translation>
    </message>
    <message>
        <source>Choose the language, the unit of transfer rates and the test defaults</source>
        <translation>언어, 전송 속도 단위, 테스트 기본값을 선택합니다</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>보기(&amp;V)</translation>
    </message>
    <message>
        <source>&amp;Refresh</source>
        <translation>새로 고침(&amp;R)</translation>
    </message>
    <message>
        <source>Read the list of drives again</source>
        <translation>드라이브 목록을 다시 읽습니다</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>도움말(&amp;H)</translation>
    </message>
    <message>
        <source>&amp;About DriveProof</source>
        <translation>DriveProof 정보(&amp;A)</translation>
    </message>
    <message>
        <source>Drives</source>
        <translation>드라이브</translation>
    </message>
    <message>
        <source>Busy</source>
        <translation>사용 중</translation>
    </message>
    <message numerus="yes">
        <source>A test is running on %1. Stop it and quit?</source>
        <extracomment>%1 device paths, e.g. &quot;/dev/sda&quot;; more than one joined by &quot;, &quot;</extracomment>
        <translation>
            <numerusform>%1에서 테스트가 실행 중입니다. 중지하고 끝내시겠습니까?</numerusform>
        </translation>
    </message>
    <message>
        <source>Stop the test?</source>
        <translation>테스트를 중지하시겠습니까?</translation>
    </message>
    <message>
        <source>The steps that finished are kept in the history; the temporary file is removed.</source>
        <translation>완료된 단계는 기록에 보관되며, 임시 파일은 삭제됩니다.</translation>
    </message>
    <message>
        <source>&amp;Stop and quit</source>
        <translation>중지하고 끝내기(&amp;S)</translation>
    </message>
    <message>
        <source>&amp;Keep testing</source>
        <translation>테스트 계속(&amp;K)</translation>
    </message>
    <message>
        <source>Stop the power-loss test?</source>
        <translation>전원 차단 테스트를 중지하시겠습니까?</translation>
    </message>
    <message>
        <source>The power-loss test is running. Quitting stops it without a power cut, so this run cannot tell whether the drive keeps its writes.</source>
        <translation>전원 차단 테스트가 실행 중입니다. 끝내면 전원 차단 없이 테스트가 중지되므로, 이번 실행으로는 드라이브가 쓰기를 지켜 내는지 알 수 없습니다.</translation>
    </message>
    <message>
        <source>&amp;Keep running</source>
        <translation>계속 실행(&amp;K)</translation>
    </message>
    <message>
        <source>&amp;Open Drive Report…</source>
        <translation>드라이브 보고서 열기(&amp;O)…</translation>
    </message>
    <message>
        <source>Judge a drive from its smartctl or nvme-cli report, e.g. one a seller sent</source>
        <translation>smartctl 또는 nvme-cli 보고서(예: 판매자가 보낸 보고서)로 드라이브를 판정합니다</translation>
    </message>
    <message>
        <source>Paste Drive &amp;Report</source>
        <translation>드라이브 보고서 붙여넣기(&amp;R)</translation>
    </message>
    <message>
        <source>Judge the smartctl or nvme-cli report on the clipboard</source>
        <translation>클립보드에 있는 smartctl 또는 nvme-cli 보고서를 판정합니다</translation>
    </message>
</context>
<context>
    <name>DriveProof::Gui::Notice</name>
    <message>
        <source>Danger</source>
        <translation>위험</translation>
    </message>
    <message>
        <source>Warning</source>
        <translation>경고</translation>
    </message>
    <message>
        <source>Note</source>
        <translation>참고</translation>
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
        <translation>커밋 방식</translation>
    </message>
    <message>
        <source>Commits/s</source>
        <translation>커밋/s</translation>
    </message>
    <message>
        <source>Mean µs</source>
        <translation>평균 µs</translation>
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
        <translation>최대 µs</translation>
    </message>
    <message>
        <source>Flushes per commit</source>
        <translation>커밋당 플러시</translation>
    </message>
    <message>
        <source>Test</source>
        <translation>테스트</translation>
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
        <translation>영구 보존 안 됨</translation>
    </message>
</context>
<context>
    <name>DriveProof::Gui::PartitionsCard</name>
    <message>
        <source>Partitions</source>
        <translation>파티션</translation>
    </message>
    <message>
        <source>#</source>
        <translation>#</translation>
    </message>
    <message>
        <source>Device</source>
        <translation>장치</translation>
    </message>
    <message>
        <source>Start sector</source>
        <translation>시작 섹터</translation>
    </message>
    <message>
        <source>Start (bytes)</source>
        <translation>시작(바이트)</translation>
    </message>
    <message>
        <source>Size</source>
        <translation>크기</translation>
    </message>
    <message>
        <source>Mounted on</source>
        <translation>마운트 위치</translation>
    </message>
    <message>
        <source>Alignment</source>
        <translation>정렬</translation>
    </message>
    <message>
        <source>Checking alignment</source>
        <translation>정렬 확인 중</translation>
    </message>
    <message>
        <source>Reading the partition table…</source>
        <translation>파티션 테이블을 읽는 중…</translation>
    </message>
    <message>
        <source>What to do</source>
        <translation>조치 방법</translation>
    </message>
    <message>
        <source>Partitions of %1</source>
        <extracomment>accessible name of the partitions table; %1 device path</extracomment>
        <translation>%1의 파티션</translation>
    </message>
    <message>
        <source>The kernel lists no partitions on this drive.</source>
        <translation>커널이 이 드라이브에서 파티션을 찾지 못했습니다.</translation>
    </message>
    <message>
        <source>The partition table lists no partitions.</source>
        <translation>파티션 테이블에 파티션이 없습니다.</translation>
    </message>
    <message>
        <source>The partition table lists this partition, but the kernel has no device node for it yet (on some systems &apos;partx -a&apos; adds it).</source>
        <translation>파티션 테이블에는 이 파티션이 있지만, 커널에 아직 이 파티션의 장치 노드가 없습니다(일부 시스템에서는 &apos;partx -a&apos;로 추가할 수 있습니다).</translation>
    </message>
    <message>
        <source>checking…</source>
        <translation>확인 중…</translation>
    </message>
    <message>
        <source>The partition table did not list this partition.</source>
        <translation>파티션 테이블에 이 파티션이 없었습니다.</translation>
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
        <source>Start opens the guided power-loss test: it writes to a test file (or the whole device), reports every commit to a witness on a second computer, and asks you to pull the plug. After the restart DriveProof checks which acknowledged writes survived. You can also practise it on this computer with a simulated drive.</source>
        <translation>시작을 누르면 안내형 전원 차단 테스트가 열립니다: 테스트 파일(또는 장치 전체)에 쓰기를 하며 모든 커밋을 두 번째 컴퓨터의 감시 컴퓨터에 알리고, 플러그를 뽑으라고 안내합니다. 다시 시작한 후 DriveProof는 확인된 쓰기 중 어떤 것이 살아남았는지 검사합니다. 이 컴퓨터에서 시뮬레이션 드라이브로 연습해 볼 수도 있습니다.</translation>
    </message>
    <message>
        <source>&amp;Tests:</source>
        <translation>테스트(&amp;T):</translation>
    </message>
    <message>
        <source>Tests</source>
        <translation>테스트</translation>
    </message>
    <message>
        <source>&amp;Where:</source>
        <translation>위치(&amp;W):</translation>
    </message>
    <message>
        <source>Test si&amp;ze:</source>
        <translation>테스트 크기(&amp;Z):</translation>
    </message>
    <message>
        <source>Time per st&amp;ep (seconds):</source>
        <translation>단계당 시간(초)(&amp;E):</translation>
    </message>
    <message>
        <source>&amp;Reads or writes:</source>
        <translation>읽기 또는 쓰기(&amp;R):</translation>
    </message>
    <message>
        <source>&amp;Idle time between the passes (seconds):</source>
        <translation>회차 사이 유휴 시간(초)(&amp;I):</translation>
    </message>
    <message>
        <source>Also measure with the drive&apos;s write &amp;cache off, then switch it back on</source>
        <translation>드라이브의 쓰기 캐시를 끈 상태로도 측정한 다음 다시 켜기(&amp;C)</translation>
    </message>
    <message>
        <source>&amp;History…</source>
        <translation>기록(&amp;H)…</translation>
    </message>
    <message>
        <source>Earlier runs on this drive, and comparing two of them</source>
        <translation>이 드라이브의 이전 실행 및 두 실행 비교</translation>
    </message>
    <message>
        <source>&amp;Start test</source>
        <translation>테스트 시작(&amp;S)</translation>
    </message>
    <message>
        <source>Reads</source>
        <translation>읽기</translation>
    </message>
    <message>
        <source>Writes</source>
        <translation>쓰기</translation>
    </message>
    <message>
        <source>Mixed: 70% reads, 30% writes</source>
        <translation>혼합: 읽기 70%, 쓰기 30%</translation>
    </message>
    <message>
        <source>Takes as long as writing %1 once: about %2 at %3, less on a faster drive.</source>
        <extracomment>%1 a size, %2 a duration, %3 a rate (&quot;150.0 MB/s&quot;)</extracomment>
        <translation>%1을(를) 한 번 쓰는 시간만큼 걸립니다: %3에서 약 %2, 더 빠른 드라이브에서는 더 짧습니다.</translation>
    </message>
    <message>
        <source>Takes as long as reading %1 once: about %2 at %3, less on a faster drive.</source>
        <extracomment>%1 a size, %2 a duration, %3 a rate (&quot;150.0 MB/s&quot;)</extracomment>
        <translation>%1을(를) 한 번 읽는 시간만큼 걸립니다: %3에서 약 %2, 더 빠른 드라이브에서는 더 짧습니다.</translation>
    </message>
    <message>
        <source>Takes about %1 with these settings.</source>
        <extracomment>%1 a duration</extracomment>
        <translation>이 설정으로 약 %1 걸립니다.</translation>
    </message>
    <message>
        <source>Takes about %1 with these settings, plus a moment to prepare the test file.</source>
        <extracomment>%1 a duration</extracomment>
        <translation>이 설정으로 약 %1 걸리며, 테스트 파일을 준비하는 데 잠시 더 걸립니다.</translation>
    </message>
    <message>
        <source>This test writes over %1: everything on it is lost, every partition and every file. You will be asked to type the device&apos;s name to confirm.</source>
        <extracomment>%1 a device node</extracomment>
        <translation>이 테스트는 %1을(를) 덮어씁니다: 모든 파티션과 모든 파일 등 그 안의 모든 것이 사라집니다. 확인을 위해 장치 이름을 입력하라는 요청이 나옵니다.</translation>
    </message>
    <message>
        <source>Only reads from %1; nothing on it changes. Reading a device directly may ask for your password.</source>
        <extracomment>%1 a device node</extracomment>
        <translation>%1에서 읽기만 하며 아무것도 변경하지 않습니다. 장치를 직접 읽으려면 암호를 물어볼 수 있습니다.</translation>
    </message>
    <message>
        <source>Writes only to a temporary file in the chosen folder and removes it afterwards; nothing else on the drive changes.</source>
        <translation>선택한 폴더의 임시 파일에만 쓰고 끝나면 삭제합니다. 드라이브의 다른 것은 변경하지 않습니다.</translation>
    </message>
    <message>
        <source>Only reads. In a folder it first writes the temporary file it reads, and removes it afterwards.</source>
        <translation>읽기만 합니다. 폴더를 지정하면 먼저 읽을 임시 파일을 쓰고, 끝나면 삭제합니다.</translation>
    </message>
    <message>
        <source>Opens the guided power-loss test</source>
        <translation>안내형 전원 차단 테스트를 엽니다</translation>
    </message>
    <message>
        <source>%1 holds the running system: DriveProof never writes over it.</source>
        <extracomment>%1 a device node</extracomment>
        <translation>%1에는 실행 중인 시스템이 있습니다: DriveProof는 절대 이 장치를 덮어쓰지 않습니다.</translation>
    </message>
    <message>
        <source>%1 or one of its partitions is mounted or in use (LVM, RAID, an encrypted volume). Unmount it first to write over it.</source>
        <extracomment>%1 a device node</extracomment>
        <translation>%1 또는 그 파티션 중 하나가 마운트되어 있거나 사용 중입니다(LVM, RAID, 암호화된 볼륨). 덮어쓰려면 먼저 마운트를 해제하십시오.</translation>
    </message>
    <message>
        <source>%1 is read-only.</source>
        <extracomment>%1 a device node</extracomment>
        <translation>%1은(는) 읽기 전용입니다.</translation>
    </message>
    <message>
        <source>A temporary file in %1</source>
        <extracomment>a place a test runs; %1 a folder</extracomment>
        <translation>%1의 임시 파일</translation>
    </message>
    <message>
        <source>You may not be allowed to write here. Choose a folder of yours on this drive with &quot;another folder&quot;.</source>
        <translation>여기에 쓸 권한이 없을 수 있습니다. &quot;다른 폴더&quot;를 선택하여 이 드라이브에 있는 본인의 폴더를 고르십시오.</translation>
    </message>
    <message>
        <source>A temporary file in another folder…</source>
        <translation>다른 폴더의 임시 파일…</translation>
    </message>
    <message>
        <source>The whole device %1, only reading</source>
        <extracomment>a place a test runs; %1 a device node</extracomment>
        <translation>장치 %1 전체, 읽기만</translation>
    </message>
    <message>
        <source>The whole device %1, erasing everything on it</source>
        <extracomment>a place a test runs; %1 a device node</extracomment>
        <translation>장치 %1 전체, 모든 데이터 지움</translation>
    </message>
    <message>
        <source>Where the test runs</source>
        <translation>테스트 실행 위치</translation>
    </message>
    <message>
        <source>All of it</source>
        <translation>전체</translation>
    </message>
    <message>
        <source>The commit test always uses 16 MiB, like pg_test_fsync, so that its numbers compare directly.</source>
        <translation>커밋 테스트는 pg_test_fsync처럼 항상 16 MiB를 사용하므로 결과를 직접 비교할 수 있습니다.</translation>
    </message>
    <message>
        <source>How much of the drive the test uses. Larger areas are less flattered by caches but take longer to prepare.</source>
        <translation>테스트에 사용할 드라이브 영역의 크기입니다. 영역이 클수록 캐시의 영향을 덜 받지만 준비 시간이 더 걸립니다.</translation>
    </message>
    <message>
        <source>Test size</source>
        <translation>테스트 크기</translation>
    </message>
    <message>
        <source>Choose a folder on the drive to test</source>
        <translation>테스트할 드라이브의 폴더를 선택하십시오</translation>
    </message>
    <message>
        <source>This device has no write cache of its own to switch.</source>
        <translation>이 장치에는 전환할 자체 쓰기 캐시가 없습니다.</translation>
    </message>
    <message>
        <source>The drive&apos;s write cache setting is not known (see the Write cache card), so it cannot be switched for the test.</source>
        <translation>드라이브의 쓰기 캐시 설정을 알 수 없으므로(쓰기 캐시 카드 참조) 테스트를 위해 전환할 수 없습니다.</translation>
    </message>
    <message>
        <source>The drive&apos;s write cache is off already: the test measures it that way.</source>
        <translation>드라이브의 쓰기 캐시가 이미 꺼져 있습니다: 테스트는 그 상태로 측정합니다.</translation>
    </message>
    <message>
        <source>This drive does not let its write cache be switched.</source>
        <translation>이 드라이브는 쓰기 캐시 전환을 허용하지 않습니다.</translation>
    </message>
    <message>
        <source>The chosen folder is not on one of this drive&apos;s file systems.</source>
        <translation>선택한 폴더가 이 드라이브의 파일 시스템에 있지 않습니다.</translation>
    </message>
    <message>
        <source>The cache is switched off for a second round of measurements and back on afterwards, also when the test fails or is cancelled. Switching may ask for your password.</source>
        <translation>두 번째 측정 회차를 위해 캐시를 끄고 나중에 다시 켭니다. 테스트가 실패하거나 취소되어도 다시 켭니다. 전환할 때 암호를 물어볼 수 있습니다.</translation>
    </message>
    <message>
        <source>No file system of this drive is mounted, so there is no folder for the test file. Mount one (in your file manager or GNOME Disks) and press Refresh (F5) in the main window, choose a folder with &quot;A temporary file in another folder…&quot;, or pick a reading test (sequential or random reads, surface scan), which can read the whole device without writing.</source>
        <translation>이 드라이브의 파일 시스템이 하나도 마운트되지 않아 테스트 파일을 둘 폴더가 없습니다. 파일 관리자나 GNOME 디스크에서 하나를 마운트하고 주 창에서 새로 고침(F5)을 누르거나, &apos;다른 폴더의 임시 파일…&apos;로 폴더를 고르거나, 쓰기 없이 장치 전체를 읽을 수 있는 읽기 테스트(순차·무작위 읽기, 표면 검사)를 고르십시오.</translation>
    </message>
    <message>
        <source>Choose where the test runs: a folder of yours on this drive, with &quot;A temporary file in another folder…&quot;.</source>
        <translation>테스트를 실행할 위치를 고르십시오. &apos;다른 폴더의 임시 파일…&apos;로 이 드라이브의 내 폴더를 고를 수 있습니다.</translation>
    </message>
    <message>
        <source>%1 Choose a folder on the drive instead, or a reading test.</source>
        <extracomment>%1 why the device cannot be written (a sentence)</extracomment>
        <translation>%1 대신 드라이브의 폴더나 읽기 테스트를 고르십시오.</translation>
    </message>
    <message>
        <source>%1 is empty: no partition table and no file system, as a new drive arrives. This test writes over the whole device; you will be asked once to confirm.</source>
        <extracomment>%1 a device node</extracomment>
        <translation>%1은(는) 비어 있습니다. 새 드라이브가 도착할 때처럼 파티션 테이블도 파일 시스템도 없습니다. 이 테스트는 장치 전체를 덮어씁니다. 확인은 한 번만 묻습니다.</translation>
    </message>
    <message>
        <source>The whole device %1, which is empty</source>
        <extracomment>a place a test runs; %1 a device node of a drive with nothing on it</extracomment>
        <translation>장치 전체 %1(비어 있음)</translation>
    </message>
</context>
<context>
    <name>DriveProof::Gui::PowerLossAreaStep</name>
    <message>
        <source>Where to test</source>
        <translation>테스트 위치</translation>
    </message>
    <message>
        <source>The test writes records that describe themselves into a test area, commits them the way a database does, and reports every commit to a witness. A file on the drive tests the whole stack: file system, kernel and drive.</source>
        <translation>테스트는 스스로를 설명하는 레코드를 테스트 영역에 쓰고, 데이터베이스처럼 커밋한 다음, 모든 커밋을 감시 컴퓨터에 알립니다. 드라이브의 파일을 사용하면 파일 시스템, 커널, 드라이브 등 전체 스택을 테스트합니다.</translation>
    </message>
    <message>
        <source>&amp;Test area:</source>
        <translation>테스트 영역(&amp;T):</translation>
    </message>
    <message>
        <source>Test area</source>
        <translation>테스트 영역</translation>
    </message>
    <message>
        <source>Si&amp;ze:</source>
        <translation>크기(&amp;Z):</translation>
    </message>
    <message>
        <source>Size of the test area</source>
        <translation>테스트 영역의 크기</translation>
    </message>
    <message>
        <source>Larger than the drive&apos;s cache, so that the cache cannot hide the writes. 1 GiB is enough for most drives.</source>
        <translation>캐시가 쓰기를 가릴 수 없도록 드라이브 캐시보다 크게 합니다. 대부분의 드라이브에는 1 GiB면 충분합니다.</translation>
    </message>
    <message>
        <source>Commit &amp;method:</source>
        <translation>커밋 방식(&amp;M):</translation>
    </message>
    <message>
        <source>Commit method</source>
        <translation>커밋 방식</translation>
    </message>
    <message>
        <source>&amp;Writes per commit:</source>
        <translation>커밋당 쓰기 수(&amp;W):</translation>
    </message>
    <message>
        <source>Writes per commit</source>
        <translation>커밋당 쓰기 수</translation>
    </message>
    <message>
        <source>1 commits every write. More: a batched group commit, as busy databases do.</source>
        <translation>1이면 쓰기마다 커밋합니다. 그보다 크면 바쁜 데이터베이스처럼 여러 쓰기를 묶어 그룹 커밋합니다.</translation>
    </message>
    <message>
        <source>&amp;Only the drive loses power: I will pull its cable (USB or hot-plug drive)</source>
        <translation>드라이브만 전원이 끊김: 드라이브 케이블을 뽑겠습니다(USB 또는 핫플러그 드라이브)(&amp;O)</translation>
    </message>
    <message>
        <source>A test file in %1</source>
        <extracomment>%1 a folder</extracomment>
        <translation>%1의 테스트 파일</translation>
    </message>
    <message>
        <source>A test file in another folder…</source>
        <translation>다른 폴더의 테스트 파일…</translation>
    </message>
    <message>
        <source>The whole device %1, erasing everything on it</source>
        <extracomment>%1 a device node</extracomment>
        <translation>장치 %1 전체, 모든 데이터 지움</translation>
    </message>
    <message>
        <source>A file system of this drive is mounted or in use: unmount it first to write over the device.</source>
        <translation>이 드라이브의 파일 시스템이 마운트되어 있거나 사용 중입니다: 장치를 덮어쓰려면 먼저 마운트를 해제하십시오.</translation>
    </message>
    <message>
        <source>Choose a folder on the drive to test</source>
        <translation>테스트할 드라이브의 폴더를 선택하십시오</translation>
    </message>
    <message>
        <source>The test writes over %1: everything on it is lost. You will be asked to type the device&apos;s name to confirm.</source>
        <extracomment>%1 a device node</extracomment>
        <translation>테스트가 %1을(를) 덮어씁니다: 그 안의 모든 것이 사라집니다. 확인을 위해 장치 이름을 입력하라는 요청이 나옵니다.</translation>
    </message>
    <message>
        <source>Cable-pull mode: the computer keeps running and only the drive goes dark. The witness may run on this computer (the witness page, address 127.0.0.1:7070), but its record must be on another disk than the one under test.</source>
        <translation>케이블 뽑기 모드: 컴퓨터는 계속 켜져 있고 드라이브만 꺼집니다. 감시 컴퓨터 역할은 이 컴퓨터에서 해도 되지만(감시 페이지, 주소 127.0.0.1:7070), 그 기록은 테스트 대상이 아닌 다른 디스크에 있어야 합니다.</translation>
    </message>
    <message>
        <source>The whole computer loses power: you will pull its power cord. The witness runs on a second computer.</source>
        <translation>컴퓨터 전체의 전원이 끊김: 컴퓨터의 전원 코드를 뽑게 됩니다. 감시 컴퓨터는 두 번째 컴퓨터에서 실행합니다.</translation>
    </message>
</context>
<context>
    <name>DriveProof::Gui::PowerLossPreflightStep</name>
    <message>
        <source>Before the test</source>
        <translation>테스트 전</translation>
    </message>
    <message>
        <source>Things to know</source>
        <translation>알아 둘 사항</translation>
    </message>
    <message>
        <source>unknown</source>
        <translation>알 수 없음</translation>
    </message>
    <message>
        <source>Reading the drive&apos;s identity, write cache and health… Reading the cache or the counters may ask for your password.</source>
        <translation>드라이브의 식별 정보, 쓰기 캐시, 건강 상태를 읽는 중… 캐시나 카운터를 읽을 때 암호를 물어볼 수 있습니다.</translation>
    </message>
    <message>
        <source>Practice with a lying drive: it acknowledges writes while they are still in its cache, and loses them at the power cut. Expect FAIL.</source>
        <translation>거짓말하는 드라이브로 연습: 쓰기가 아직 캐시에 있는데도 확인 응답을 보내고, 전원이 차단되면 그 쓰기를 잃습니다. FAIL이 예상됩니다.</translation>
    </message>
    <message>
        <source>Practice with an honest drive: it keeps every write it acknowledged. Expect a pass of the simulated cut.</source>
        <translation>정직한 드라이브로 연습: 확인한 모든 쓰기를 지켜 냅니다. 시뮬레이션 차단 테스트를 통과할 것으로 예상됩니다.</translation>
    </message>
    <message>
        <source>What happens:
1. DriveProof prepares a simulated drive of 16 MiB and a witness on this computer.
2. It writes numbered records, commits each one and reports it to the witness; the chart shows the commits per second.
3. Once commits flow steadily it says &quot;Pull the plug now&quot;: press &quot;Cut the power&quot;. On a real test you would pull the power cord at that moment.
4. The simulated drive starts again, DriveProof reads it back and compares it with the witness&apos;s record.
5. The report says what the drive kept and what it lost.</source>
        <translation>진행 과정:
1. DriveProof가 16 MiB 크기의 시뮬레이션 드라이브와 이 컴퓨터의 감시 컴퓨터를 준비합니다.
2. 번호를 매긴 레코드를 쓰고 각각 커밋한 다음 감시 컴퓨터에 알립니다. 차트에 초당 커밋 수가 표시됩니다.
3. 커밋이 안정적으로 진행되면 &quot;지금 플러그를 뽑으십시오&quot;라고 표시됩니다: &quot;전원 차단&quot;을 누르십시오. 실제 테스트에서는 이 순간 전원 코드를 뽑습니다.
4. 시뮬레이션 드라이브가 다시 시작되고, DriveProof가 데이터를 다시 읽어 감시 컴퓨터의 기록과 비교합니다.
5. 보고서에 드라이브가 지켜 낸 것과 잃은 것이 표시됩니다.</translation>
    </message>
    <message>
        <source>The test cannot run: %1</source>
        <extracomment>%1 the reason</extracomment>
        <translation>테스트를 실행할 수 없습니다: %1</translation>
    </message>
    <message>
        <source>DriveProof read this before the test; it compares it after the power cut.</source>
        <translation>DriveProof가 테스트 전에 읽은 정보이며, 전원 차단 후에 비교합니다.</translation>
    </message>
    <message>
        <source>Drive:</source>
        <translation>드라이브:</translation>
    </message>
    <message>
        <source>Serial number:</source>
        <translation>일련 번호:</translation>
    </message>
    <message>
        <source>Firmware:</source>
        <translation>펌웨어:</translation>
    </message>
    <message>
        <source>Capacity:</source>
        <translation>용량:</translation>
    </message>
    <message>
        <source>Write cache:</source>
        <translation>쓰기 캐시:</translation>
    </message>
    <message>
        <source>Unsafe shutdowns so far:</source>
        <translation>지금까지의 비정상 종료:</translation>
    </message>
    <message>
        <source>the drive does not count them</source>
        <translation>드라이브가 집계하지 않음</translation>
    </message>
    <message>
        <source>Computer:</source>
        <translation>컴퓨터:</translation>
    </message>
    <message>
        <source>Start the test: DriveProof prepares the test area (this takes a while), connects to the witness and writes. Wait for &quot;Pull the plug now&quot;.</source>
        <translation>테스트 시작: DriveProof가 테스트 영역을 준비하고(시간이 좀 걸립니다) 감시 컴퓨터에 연결한 다음 쓰기를 합니다. &quot;지금 플러그를 뽑으십시오&quot;가 표시될 때까지 기다리십시오.</translation>
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
        <translation>발견된 내용</translation>
    </message>
    <message>
        <source>Acknowledged writes and the power cut</source>
        <translation>확인된 쓰기와 전원 차단</translation>
    </message>
    <message>
        <source>Does this run count?</source>
        <translation>이 실행은 유효합니까?</translation>
    </message>
    <message>
        <source>Machine and drive at the start</source>
        <translation>시작 시의 컴퓨터와 드라이브</translation>
    </message>
    <message>
        <source>What to do next</source>
        <translation>다음에 할 일</translation>
    </message>
    <message>
        <source>Export &amp;JSON…</source>
        <translation>JSON 내보내기(&amp;J)…</translation>
    </message>
    <message>
        <source>Save the whole report as a JSON file</source>
        <translation>전체 보고서를 JSON 파일로 저장합니다</translation>
    </message>
    <message>
        <source>&amp;Test again</source>
        <translation>다시 테스트(&amp;T)</translation>
    </message>
    <message>
        <source>Practice run on a simulated drive, started %1. Nothing on your drives was tested.</source>
        <translation>시뮬레이션 드라이브로 한 연습 실행이며 %1에 시작했습니다. 실제 드라이브는 테스트하지 않았습니다.</translation>
    </message>
    <message>
        <source>Test of %1, started %2.</source>
        <translation>%1 테스트, %2에 시작.</translation>
    </message>
    <message>
        <source>The witness recorded %1 acknowledged writes; %2 blocks were checked.</source>
        <extracomment>%1 a number of writes</extracomment>
        <translation>감시 컴퓨터가 확인된 쓰기 %1개를 기록했으며, 블록 %2개를 검사했습니다.</translation>
    </message>
    <message>
        <source>The lost tail: every commit acknowledged in the last %1 s before the cut.</source>
        <extracomment>%1 seconds, with one decimal</extracomment>
        <translation>손실된 끝부분: 차단 전 마지막 %1초 동안 확인된 모든 커밋.</translation>
    </message>
    <message>
        <source>No acknowledged write was lost or damaged.</source>
        <translation>손실되거나 손상된 확인된 쓰기가 없습니다.</translation>
    </message>
    <message>
        <source>Each dot is a write the witness heard acknowledged, at the moment it heard it; the dashed line is when the writer went silent, the estimated cut. Red dots are writes the drive lost.</source>
        <translation>각 점은 감시 컴퓨터가 확인 응답을 받은 쓰기이며, 받은 시점에 표시됩니다. 점선은 쓰기 측이 응답을 멈춘 시점, 즉 추정 차단 시점입니다. 빨간 점은 드라이브가 잃은 쓰기입니다.</translation>
    </message>
    <message>
        <source>%1 earlier writes that were kept are not drawn.</source>
        <extracomment>%1 a number of writes</extracomment>
        <translation>보존된 이전 쓰기 %1개는 표시하지 않았습니다.</translation>
    </message>
    <message>
        <source>Passed: %1</source>
        <translation>통과: %1</translation>
    </message>
    <message>
        <source>Not passed: %1</source>
        <translation>통과 못 함: %1</translation>
    </message>
    <message>
        <source>unknown</source>
        <translation>알 수 없음</translation>
    </message>
    <message>
        <source>Computer:</source>
        <translation>컴퓨터:</translation>
    </message>
    <message>
        <source>Drive:</source>
        <translation>드라이브:</translation>
    </message>
    <message>
        <source>Capacity:</source>
        <translation>용량:</translation>
    </message>
    <message>
        <source>Write cache:</source>
        <translation>쓰기 캐시:</translation>
    </message>
    <message>
        <source>Commit method:</source>
        <translation>커밋 방식:</translation>
    </message>
    <message>
        <source>Test area:</source>
        <translation>테스트 영역:</translation>
    </message>
    <message>
        <source>Kernel:</source>
        <translation>커널:</translation>
    </message>
    <message>
        <source>Unsafe shutdowns before:</source>
        <translation>이전 비정상 종료:</translation>
    </message>
    <message>
        <source>the drive does not count them</source>
        <translation>드라이브가 집계하지 않음</translation>
    </message>
    <message>
        <source>Run id:</source>
        <translation>실행 ID:</translation>
    </message>
    <message>
        <source>This was practice. To test a real drive, run the wizard again and choose a witness on a second computer.</source>
        <translation>연습이었습니다. 실제 드라이브를 테스트하려면 마법사를 다시 실행하고 두 번째 컴퓨터를 감시 컴퓨터로 선택하십시오.</translation>
    </message>
    <message>
        <source>Switch the drive&apos;s write cache off (the Write cache card of the drive page) and test again: if it passes then, keep the cache off for data that matters.</source>
        <translation>드라이브의 쓰기 캐시를 끄고(드라이브 페이지의 쓰기 캐시 카드) 다시 테스트하십시오: 그때 통과하면 중요한 데이터에는 캐시를 끈 상태로 사용하십시오.</translation>
    </message>
    <message>
        <source>Do not trust this drive with data that must survive a power cut; a firmware update may help. Test again after any change.</source>
        <translation>전원 차단에도 살아남아야 하는 데이터를 이 드라이브에 맡기지 마십시오. 펌웨어 업데이트가 도움이 될 수 있습니다. 무엇이든 바꾼 후에는 다시 테스트하십시오.</translation>
    </message>
    <message>
        <source>Fix what the checklist names and test again.</source>
        <translation>점검 목록에 나온 문제를 해결하고 다시 테스트하십시오.</translation>
    </message>
    <message>
        <source>Run the test at least five times: one passing run can be luck, five make a configuration worth trusting.</source>
        <translation>테스트를 최소 다섯 번 실행하십시오: 한 번 통과한 것은 운일 수 있지만, 다섯 번 통과하면 믿을 만한 구성입니다.</translation>
    </message>
    <message>
        <source>Export the report</source>
        <translation>보고서 내보내기</translation>
    </message>
    <message>
        <source>JSON files (*.json)</source>
        <translation>JSON 파일 (*.json)</translation>
    </message>
    <message>
        <source>Could not write %1: %2</source>
        <extracomment>%1 a file path, %2 the system&apos;s reason</extracomment>
        <translation>%1에 쓸 수 없습니다: %2</translation>
    </message>
    <message>
        <source>Saved %1</source>
        <extracomment>%1 a file path</extracomment>
        <translation>%1 저장됨</translation>
    </message>
</context>
<context>
    <name>DriveProof::Gui::PowerLossRunStep</name>
    <message>
        <source>Practice run</source>
        <translation>연습 실행</translation>
    </message>
    <message>
        <source>The test runs</source>
        <translation>테스트 실행</translation>
    </message>
    <message>
        <source>Preparing the test area</source>
        <translation>테스트 영역 준비 중</translation>
    </message>
    <message>
        <source>Commits, writes in flight and the link to the witness</source>
        <translation>커밋, 전송 중인 쓰기, 감시 컴퓨터와의 연결</translation>
    </message>
    <message>
        <source>Pull the plug now</source>
        <extracomment>shown very large once the run is warm</extracomment>
        <translation>지금 플러그를 뽑으십시오</translation>
    </message>
    <message>
        <source>Press &quot;Cut the power&quot;. On a real test you would now pull the power cord out of the computer (not press its power button).</source>
        <translation>&quot;전원 차단&quot;을 누르십시오. 실제 테스트에서는 지금 컴퓨터의 전원 코드를 뽑습니다(전원 버튼을 누르는 것이 아님).</translation>
    </message>
    <message>
        <source>Pull the drive&apos;s cable out now (USB or power cable of the drive only). Leave the computer running; plug the drive back in after ten seconds. The witness and its record must be on another disk.</source>
        <translation>지금 드라이브의 케이블을 뽑으십시오(드라이브의 USB 또는 전원 케이블만). 컴퓨터는 켜 둔 채 10초 후에 드라이브를 다시 연결하십시오. 감시 컴퓨터와 그 기록은 다른 디스크에 있어야 합니다.</translation>
    </message>
    <message>
        <source>Pull the power cord out of the computer now (a laptop: its battery too). Do not press the power button and do not shut down: the drive must lose power while it is writing. Wait ten seconds, plug it back in and start the computer: DriveProof opens by itself and checks the drive.</source>
        <translation>지금 컴퓨터의 전원 코드를 뽑으십시오(노트북은 배터리도). 전원 버튼을 누르거나 시스템을 종료하지 마십시오: 드라이브가 쓰는 도중에 전원이 끊겨야 합니다. 10초 기다린 후 다시 꽂고 컴퓨터를 켜십시오: DriveProof가 자동으로 열려 드라이브를 검사합니다.</translation>
    </message>
    <message>
        <source>&amp;Cut the power</source>
        <translation>전원 차단(&amp;C)</translation>
    </message>
    <message>
        <source>Simulate the power cut: the simulated drive loses what it only held in its cache</source>
        <translation>전원 차단을 시뮬레이션합니다: 시뮬레이션 드라이브는 캐시에만 있던 데이터를 잃습니다</translation>
    </message>
    <message>
        <source>&amp;Stop without a cut</source>
        <translation>차단 없이 중지(&amp;S)</translation>
    </message>
    <message>
        <source>End the run cleanly; nothing is verified</source>
        <translation>실행을 정상적으로 끝냅니다. 아무것도 검증하지 않습니다</translation>
    </message>
    <message>
        <source>Starting…</source>
        <translation>시작하는 중…</translation>
    </message>
    <message>
        <source>%1 commits/s · %2 commits, %3 held by the witness · %4 in flight · witness: %5</source>
        <extracomment>%1 commits per second, %2 commits done, %3 commits the witness holds, %4 writes in flight, %5 the link&apos;s state (&quot;connected&quot;)</extracomment>
        <translation>%1 커밋/s · 커밋 %2개, 감시 컴퓨터 보관 %3개 · 전송 중 %4 · 감시 컴퓨터: %5</translation>
    </message>
    <message>
        <source>Commits per second</source>
        <translation>초당 커밋 수</translation>
    </message>
    <message>
        <source>Checking the simulated drive: %1</source>
        <extracomment>%1 what the verifier does now</extracomment>
        <translation>시뮬레이션 드라이브 검사 중: %1</translation>
    </message>
    <message>
        <source>The run failed.</source>
        <translation>실행이 실패했습니다.</translation>
    </message>
</context>
<context>
    <name>DriveProof::Gui::PowerLossUi</name>
    <message>
        <source>fdatasync after each commit (what most databases use)</source>
        <translation>커밋마다 fdatasync(대부분의 데이터베이스가 사용)</translation>
    </message>
    <message>
        <source>fsync after each commit (also flushes the file&apos;s metadata)</source>
        <translation>커밋마다 fsync(파일의 메타데이터도 플러시)</translation>
    </message>
    <message>
        <source>O_DSYNC: every write is durable when it returns</source>
        <extracomment>O_DSYNC is a technical name, keep it</extracomment>
        <translation>O_DSYNC: 모든 쓰기가 반환될 때 영구 보존됨</translation>
    </message>
    <message>
        <source>O_SYNC: every write and its metadata are durable when it returns</source>
        <extracomment>O_SYNC is a technical name, keep it</extracomment>
        <translation>O_SYNC: 모든 쓰기와 그 메타데이터가 반환될 때 영구 보존됨</translation>
    </message>
    <message>
        <source>Passed: the drive kept every write it acknowledged</source>
        <translation>통과: 드라이브가 확인한 모든 쓰기를 지켜 냈습니다</translation>
    </message>
    <message>
        <source>Failed: the drive lost or damaged writes it had acknowledged</source>
        <translation>실패: 드라이브가 확인한 쓰기를 잃었거나 손상시켰습니다</translation>
    </message>
    <message>
        <source>Inconclusive: this run cannot prove the drive safe</source>
        <translation>판정 불가: 이 실행으로는 드라이브가 안전하다고 증명할 수 없습니다</translation>
    </message>
    <message>
        <source>on</source>
        <extracomment>the drive&apos;s write cache</extracomment>
        <translation>켜짐</translation>
    </message>
    <message>
        <source>off</source>
        <extracomment>the drive&apos;s write cache</extracomment>
        <translation>꺼짐</translation>
    </message>
    <message>
        <source>unknown</source>
        <translation>알 수 없음</translation>
    </message>
</context>
<context>
    <name>DriveProof::Gui::PowerLossVerifyStep</name>
    <message>
        <source>Check the drive after the power cut</source>
        <translation>전원 차단 후 드라이브 검사</translation>
    </message>
    <message>
        <source>DriveProof asks the witness for its record, reads the whole test area and compares every block with what the drive acknowledged. The witness must be running and reachable.</source>
        <translation>DriveProof가 감시 컴퓨터에 기록을 요청하고, 테스트 영역 전체를 읽어 모든 블록을 드라이브가 확인한 내용과 비교합니다. 감시 컴퓨터가 실행 중이고 연결 가능해야 합니다.</translation>
    </message>
    <message>
        <source>If the witness cannot be reached, start it again on the second computer (it kept its record on disk) and press &quot;Verify now&quot;. The test stays pending until it is verified or forgotten, and DriveProof opens this page at every start until then.</source>
        <translation>감시 컴퓨터에 연결할 수 없으면 두 번째 컴퓨터에서 다시 시작하고(기록은 디스크에 보관되어 있습니다) &quot;지금 검증&quot;을 누르십시오. 테스트는 검증하거나 삭제할 때까지 대기 상태로 남으며, 그때까지 DriveProof는 시작할 때마다 이 페이지를 엽니다.</translation>
    </message>
    <message>
        <source>Verification progress</source>
        <translation>검증 진행 상황</translation>
    </message>
    <message>
        <source>&amp;Verify now</source>
        <translation>지금 검증(&amp;V)</translation>
    </message>
    <message>
        <source>&amp;Forget this test</source>
        <translation>이 테스트 삭제(&amp;F)</translation>
    </message>
    <message>
        <source>Remove the pending test without verifying it</source>
        <translation>대기 중인 테스트를 검증하지 않고 삭제합니다</translation>
    </message>
    <message>
        <source>• %1, started %2, witness %3</source>
        <extracomment>%1 a file or device, %2 a date and time, %3 a witness address</extracomment>
        <translation>• %1, %2에 시작, 감시 컴퓨터 %3</translation>
    </message>
    <message>
        <source>practice run</source>
        <translation>연습 실행</translation>
    </message>
    <message>
        <source>No test is waiting to be checked.</source>
        <translation>검사를 기다리는 테스트가 없습니다.</translation>
    </message>
    <message>
        <source>Waiting to be checked (the first one is checked now):
%1</source>
        <translation>검사 대기 중(첫 번째 테스트를 지금 검사합니다):
%1</translation>
    </message>
    <message>
        <source>Starting…</source>
        <translation>시작하는 중…</translation>
    </message>
</context>
<context>
    <name>DriveProof::Gui::PowerLossWitnessStep</name>
    <message>
        <source>The witness</source>
        <translation>감시 컴퓨터</translation>
    </message>
    <message>
        <source>A second computer records every write this drive acknowledges, so that after the power cut DriveProof knows what the drive promised.</source>
        <translation>두 번째 컴퓨터가 이 드라이브가 확인하는 모든 쓰기를 기록하므로, 전원 차단 후 DriveProof는 드라이브가 무엇을 약속했는지 알 수 있습니다.</translation>
    </message>
    <message>
        <source>&amp;Another computer is the witness</source>
        <translation>다른 컴퓨터가 감시 컴퓨터 역할(&amp;A)</translation>
    </message>
    <message>
        <source>Witness &amp;address:</source>
        <translation>감시 컴퓨터 주소(&amp;A):</translation>
    </message>
    <message>
        <source>Witness address and port</source>
        <translation>감시 컴퓨터 주소와 포트</translation>
    </message>
    <message>
        <source>&amp;Pairing code:</source>
        <translation>페어링 코드(&amp;P):</translation>
    </message>
    <message>
        <source>Pairing code</source>
        <translation>페어링 코드</translation>
    </message>
    <message>
        <source>On the second computer, open DriveProof&apos;s witness page (menu &quot;Power-loss witness…&quot;) or run &quot;driveproof-cli witness --listen 0.0.0.0:7070&quot; in a terminal. It shows the pairing code; type it here with its address, e.g. 192.168.1.20:7070.</source>
        <translation>두 번째 컴퓨터에서 DriveProof의 감시 페이지(메뉴 &quot;전원 차단 감시…&quot;)를 열거나 터미널에서 &quot;driveproof-cli witness --listen 0.0.0.0:7070&quot;을 실행하십시오. 표시되는 페어링 코드를 주소(예: 192.168.1.20:7070)와 함께 여기에 입력하십시오.</translation>
    </message>
    <message>
        <source>P&amp;ractice on this computer, with a simulated drive</source>
        <translation>이 컴퓨터에서 시뮬레이션 드라이브로 연습(&amp;R)</translation>
    </message>
    <message>
        <source>Learn the procedure without pulling a plug: a simulated drive, a witness on this computer and a simulated power cut. Nothing on your drives is written.</source>
        <translation>플러그를 뽑지 않고 절차를 익힙니다: 시뮬레이션 드라이브, 이 컴퓨터의 감시 컴퓨터, 시뮬레이션 전원 차단을 사용합니다. 실제 드라이브에는 아무것도 쓰지 않습니다.</translation>
    </message>
    <message>
        <source>Simulated &amp;drive:</source>
        <translation>시뮬레이션 드라이브(&amp;D):</translation>
    </message>
    <message>
        <source>Simulated drive</source>
        <translation>시뮬레이션 드라이브</translation>
    </message>
    <message>
        <source>Honest: keeps every write it acknowledged</source>
        <translation>정직함: 확인한 모든 쓰기를 지켜 냄</translation>
    </message>
    <message>
        <source>Lying: acknowledges writes it still holds in its cache</source>
        <translation>거짓말함: 아직 캐시에 있는 쓰기에 대해 확인 응답을 보냄</translation>
    </message>
    <message>
        <source>This is not a pairing code: it has twelve letters and digits, like K7QD-M2XF-9HBT.</source>
        <translation>페어링 코드가 아닙니다: 페어링 코드는 K7QD-M2XF-9HBT처럼 영문자와 숫자 12자로 되어 있습니다.</translation>
    </message>
</context>
<context>
    <name>DriveProof::Gui::PowerLossWizard</name>
    <message>
        <source>Power-loss test – DriveProof</source>
        <translation>전원 차단 테스트 – DriveProof</translation>
    </message>
    <message>
        <source>Power-loss test of %1 – DriveProof</source>
        <translation>%1 전원 차단 테스트 – DriveProof</translation>
    </message>
    <message>
        <source>1. Drive and area</source>
        <translation>1. 드라이브와 영역</translation>
    </message>
    <message>
        <source>2. Witness</source>
        <translation>2. 감시 컴퓨터</translation>
    </message>
    <message>
        <source>3. Check</source>
        <translation>3. 점검</translation>
    </message>
    <message>
        <source>4. Run and pull the plug</source>
        <translation>4. 실행 및 플러그 뽑기</translation>
    </message>
    <message>
        <source>5. Verify</source>
        <translation>5. 검증</translation>
    </message>
    <message>
        <source>6. Report</source>
        <translation>6. 보고서</translation>
    </message>
    <message>
        <source>&lt; &amp;Back</source>
        <translation>&lt; 뒤로(&amp;B)</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>닫기</translation>
    </message>
    <message>
        <source>Current step</source>
        <translation>현재 단계</translation>
    </message>
    <message>
        <source>&amp;Next &gt;</source>
        <translation>다음(&amp;N) &gt;</translation>
    </message>
    <message>
        <source>&amp;Check this computer &gt;</source>
        <translation>이 컴퓨터 점검(&amp;C) &gt;</translation>
    </message>
    <message>
        <source>&amp;Start practice</source>
        <translation>연습 시작(&amp;S)</translation>
    </message>
    <message>
        <source>&amp;Start the test</source>
        <translation>테스트 시작(&amp;S)</translation>
    </message>
    <message>
        <source>Power-loss test</source>
        <translation>전원 차단 테스트</translation>
    </message>
    <message>
        <source>simulated drive</source>
        <translation>시뮬레이션 드라이브</translation>
    </message>
    <message>
        <source>Power-loss practice on a simulated lying drive – DriveProof</source>
        <extracomment>window title while practising on the simulated drive that loses acknowledged writes</extracomment>
        <translation>전원 차단 연습: 거짓말하는 시뮬레이션 드라이브 – DriveProof</translation>
    </message>
    <message>
        <source>Power-loss practice on a simulated honest drive – DriveProof</source>
        <extracomment>window title while practising on the simulated drive that keeps its writes</extracomment>
        <translation>전원 차단 연습: 정직한 시뮬레이션 드라이브 – DriveProof</translation>
    </message>
</context>
<context>
    <name>DriveProof::Gui::ReportWindow</name>
    <message>
        <source>Drive report: %1</source>
        <extracomment>window title; %1 the report&apos;s file name</extracomment>
        <translation>드라이브 보고서: %1</translation>
    </message>
    <message>
        <source>Open a drive report</source>
        <translation>드라이브 보고서 열기</translation>
    </message>
    <message>
        <source>Drive reports (*.txt *.json *.log);;All files (*)</source>
        <extracomment>file dialog filter; keep the patterns in parentheses as they are</extracomment>
        <translation>드라이브 보고서 (*.txt *.json *.log);;모든 파일 (*)</translation>
    </message>
    <message>
        <source>pasted text</source>
        <extracomment>the name a report pasted from the clipboard goes by</extracomment>
        <translation>붙여 넣은 텍스트</translation>
    </message>
</context>
<context>
    <name>DriveProof::Gui::ResultCharts</name>
    <message>
        <source>&amp;Latency of:</source>
        <translation>지연 시간 표시(&amp;L):</translation>
    </message>
    <message>
        <source>Measurement whose latency is shown</source>
        <translation>지연 시간을 표시할 측정</translation>
    </message>
</context>
<context>
    <name>DriveProof::Gui::ResultExporter</name>
    <message>
        <source>Could not write %1: %2. Choose another folder.</source>
        <extracomment>%1 a file path, %2 the system&apos;s reason</extracomment>
        <translation>%1에 쓸 수 없습니다: %2. 다른 폴더를 선택하십시오.</translation>
    </message>
</context>
<context>
    <name>DriveProof::Gui::ResultPage</name>
    <message>
        <source>Verdict</source>
        <translation>판정</translation>
    </message>
    <message>
        <source>At a glance</source>
        <translation>한눈에 보기</translation>
    </message>
    <message>
        <source>All numbers</source>
        <translation>모든 수치</translation>
    </message>
    <message>
        <source>Charts</source>
        <translation>차트</translation>
    </message>
    <message>
        <source>Export &amp;JSON…</source>
        <translation>JSON 내보내기(&amp;J)…</translation>
    </message>
    <message>
        <source>Save everything this test measured, for other programs</source>
        <translation>이 테스트에서 측정한 모든 것을 다른 프로그램용으로 저장합니다</translation>
    </message>
    <message>
        <source>Export &amp;CSV…</source>
        <translation>CSV 내보내기(&amp;C)…</translation>
    </message>
    <message>
        <source>Save the table of numbers for a spreadsheet</source>
        <translation>수치 표를 스프레드시트용으로 저장합니다</translation>
    </message>
    <message>
        <source>Save charts as &amp;PNG…</source>
        <translation>차트를 PNG로 저장(&amp;P)…</translation>
    </message>
    <message>
        <source>Save a picture of each chart into a folder</source>
        <translation>각 차트의 그림을 폴더에 저장합니다</translation>
    </message>
    <message>
        <source>&amp;History</source>
        <translation>기록(&amp;H)</translation>
    </message>
    <message>
        <source>Earlier runs on this drive, and comparing two of them</source>
        <translation>이 드라이브의 이전 실행 및 두 실행 비교</translation>
    </message>
    <message>
        <source>&amp;New test</source>
        <translation>새 테스트(&amp;N)</translation>
    </message>
    <message>
        <source>Ran on %1, started %2, took %3.</source>
        <extracomment>under a result&apos;s title; %1 where it ran, %2 date and time it started, %3 how long it took</extracomment>
        <translation>%1에서 실행, %2에 시작, 소요 시간 %3.</translation>
    </message>
    <message>
        <source>Drive: %1, serial number %2</source>
        <extracomment>the drive a result is about; %1 model (or device name), %2 serial number</extracomment>
        <translation>드라이브: %1, 일련 번호 %2</translation>
    </message>
    <message>
        <source>Drive: %1</source>
        <extracomment>the drive a result is about; %1 model or device name</extracomment>
        <translation>드라이브: %1</translation>
    </message>
    <message>
        <source>The test stopped on an error.</source>
        <translation>테스트가 오류로 중지되었습니다.</translation>
    </message>
    <message>
        <source>You cancelled the test before it measured anything.</source>
        <translation>측정하기 전에 테스트를 취소했습니다.</translation>
    </message>
    <message>
        <source>You cancelled the test. The numbers below are those of the steps that finished before that; the verdict may be incomplete.</source>
        <translation>테스트를 취소했습니다. 아래 수치는 그 전에 완료된 단계의 것이며, 판정이 불완전할 수 있습니다.</translation>
    </message>
    <message>
        <source>This result could not be kept in the history: %1</source>
        <extracomment>%1 why the result could not be saved</extracomment>
        <translation>이 결과를 기록에 보관할 수 없습니다: %1</translation>
    </message>
    <message>
        <source>This result is kept in the drive&apos;s history, so you can compare it with later runs.</source>
        <translation>이 결과는 드라이브 기록에 보관되므로 나중의 실행과 비교할 수 있습니다.</translation>
    </message>
    <message>
        <source>This test measures speed and gives no verdict of its own. Compare the numbers with the drive&apos;s data sheet, or with an earlier run in the history.</source>
        <translation>이 테스트는 속도를 측정할 뿐 자체 판정은 하지 않습니다. 수치를 드라이브의 데이터시트나 기록에 있는 이전 실행과 비교하십시오.</translation>
    </message>
    <message>
        <source>%1:</source>
        <extracomment>label of a row; %1 a measurement&apos;s name, e.g. &quot;SEQ1M Q8T1 read&quot;</extracomment>
        <translation>%1:</translation>
    </message>
    <message>
        <source>Save the charts into a folder</source>
        <translation>차트를 폴더에 저장</translation>
    </message>
    <message>
        <source>Export the result as JSON</source>
        <translation>결과를 JSON으로 내보내기</translation>
    </message>
    <message>
        <source>Export the numbers as CSV</source>
        <translation>수치를 CSV로 내보내기</translation>
    </message>
    <message>
        <source>JSON files (*.json)</source>
        <translation>JSON 파일 (*.json)</translation>
    </message>
    <message>
        <source>CSV files (*.csv)</source>
        <translation>CSV 파일 (*.csv)</translation>
    </message>
    <message>
        <source>Saved %1.</source>
        <extracomment>%1 a file path</extracomment>
        <translation>%1 저장됨.</translation>
    </message>
    <message numerus="yes">
        <source>Saved %n file(s) in %1.</source>
        <extracomment>%n files were written into the folder %1</extracomment>
        <translation>
            <numerusform>%1에 파일 %n개를 저장했습니다.</numerusform>
        </translation>
    </message>
    <message>
        <source>Copy &amp;summary</source>
        <translation>요약 복사(&amp;S)</translation>
    </message>
    <message>
        <source>A few lines with the main numbers and the verdicts, to paste into a forum post or an issue</source>
        <translation>주요 수치와 판정을 담은 몇 줄로, 포럼 게시물이나 이슈에 붙여 넣을 수 있습니다</translation>
    </message>
    <message>
        <source>Copied: the summary is on the clipboard, ready to paste.</source>
        <translation>복사했습니다. 요약이 클립보드에 있어 붙여 넣을 수 있습니다.</translation>
    </message>
    <message>
        <source>Settings: %1</source>
        <extracomment>under a result&apos;s title; %1 what it ran with: &quot;128 MiB · 2 s per step · temporary file on ext4 · io_uring&quot;</extracomment>
        <translation>설정: %1</translation>
    </message>
</context>
<context>
    <name>DriveProof::Gui::ResultText</name>
    <message>
        <source>Danger</source>
        <translation>위험</translation>
    </message>
    <message>
        <source>Caution</source>
        <translation>주의</translation>
    </message>
    <message>
        <source>Good</source>
        <translation>양호</translation>
    </message>
    <message>
        <source>Note</source>
        <translation>참고</translation>
    </message>
    <message>
        <source>%L1 commits/s</source>
        <extracomment>commits per second, e.g. &quot;1,234 commits/s&quot;</extracomment>
        <translation>%L1 커밋/s</translation>
    </message>
    <message>
        <source>a temporary file in %1</source>
        <extracomment>where a test ran; %1 the folder that held its temporary file</extracomment>
        <translation>%1의 임시 파일</translation>
    </message>
    <message>
        <source>the device %1</source>
        <extracomment>where a test ran; %1 a device node such as /dev/sdb</extracomment>
        <translation>장치 %1</translation>
    </message>
    <message>
        <source>an unknown target</source>
        <translation>알 수 없는 대상</translation>
    </message>
    <message>
        <source>the file %1</source>
        <extracomment>where a test ran; %1 a file path</extracomment>
        <translation>파일 %1</translation>
    </message>
    <message>
        <source>DriveProof %1 on %2, %3</source>
        <extracomment>first line of a copied summary; %1 test name, %2 drive model or device, %3 date and time</extracomment>
        <translation>DriveProof %1 - %2, %3</translation>
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
        <translation>설정: %1</translation>
    </message>
    <message>
        <source>Drive self-test</source>
        <extracomment>a drive self-test in the drive&apos;s history (the drive tested itself)</extracomment>
        <translation>드라이브 자체 검사</translation>
    </message>
    <message>
        <source>Device: %1, serial number %2</source>
        <extracomment>a line of a copied summary; %1 the device node (&quot;/dev/sdb&quot;), %2 its serial number (&quot;-&quot; when it has none)</extracomment>
        <translation>장치: %1, 일련 번호 %2</translation>
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
        <translation>읽기</translation>
    </message>
    <message>
        <source>Write</source>
        <extracomment>heading of the column of write rates in the quick check&apos;s tiles</extracomment>
        <translation>쓰기</translation>
    </message>
    <message>
        <source>not measured</source>
        <translation>측정 안 됨</translation>
    </message>
    <message>
        <source>%1 %2: not measured</source>
        <extracomment>read by screen readers; %1 a preset such as &quot;SEQ1M Q8T1&quot;, %2 &quot;Read&quot; or &quot;Write&quot;</extracomment>
        <translation>%1 %2: 측정 안 됨</translation>
    </message>
    <message>
        <source>%1 · %2 µs</source>
        <extracomment>small line of a quick check tile; %1 operations per second (&quot;12,345 IOPS&quot;), %2 the mean latency in microseconds</extracomment>
        <translation>%1 · %2 µs</translation>
    </message>
    <message>
        <source>%1 %2: %3, %4</source>
        <extracomment>read by screen readers; %1 a preset such as &quot;SEQ1M Q8T1&quot;, %2 &quot;Read&quot; or &quot;Write&quot;, %3 the rate, e.g. &quot;2,345.6 MB/s&quot;, %4 IOPS and latency, e.g. &quot;2,236 IOPS · 3,577 µs&quot;</extracomment>
        <translation>%1 %2: %3, %4</translation>
    </message>
</context>
<context>
    <name>DriveProof::Gui::RunPage</name>
    <message>
        <source>Progress</source>
        <translation>진행 상황</translation>
    </message>
    <message>
        <source>&amp;Show:</source>
        <translation>표시(&amp;S):</translation>
    </message>
    <message>
        <source>Commits per second</source>
        <translation>초당 커밋 수</translation>
    </message>
    <message>
        <source>IOPS</source>
        <translation>IOPS</translation>
    </message>
    <message>
        <source>What the chart shows</source>
        <translation>차트에 표시할 내용</translation>
    </message>
    <message>
        <source>You can go on using DriveProof meanwhile. Other programs that use this drive now slow the test down and change its numbers.</source>
        <translation>그동안 DriveProof를 계속 사용할 수 있습니다. 지금 이 드라이브를 사용하는 다른 프로그램이 있으면 테스트가 느려지고 수치가 달라집니다.</translation>
    </message>
    <message>
        <source>Cancelling…</source>
        <translation>취소하는 중…</translation>
    </message>
    <message>
        <source>&amp;Cancel test</source>
        <translation>테스트 취소(&amp;C)</translation>
    </message>
    <message>
        <source>Stop the test now; the steps that finished are kept</source>
        <translation>지금 테스트를 중지합니다. 완료된 단계는 보관됩니다</translation>
    </message>
    <message>
        <source>In a temporary file in %1, removed afterwards.</source>
        <extracomment>where a test runs; %1 a folder</extracomment>
        <translation>%1의 임시 파일에서 실행하며, 끝나면 삭제합니다.</translation>
    </message>
    <message>
        <source>On the file %1.</source>
        <extracomment>where a test runs; %1 a file</extracomment>
        <translation>파일 %1에서 실행합니다.</translation>
    </message>
    <message>
        <source>On the device %1, writing over its contents.</source>
        <extracomment>where a test runs; %1 a device node</extracomment>
        <translation>장치 %1에서 실행하며, 내용을 덮어씁니다.</translation>
    </message>
    <message>
        <source>On the device %1, only reading.</source>
        <extracomment>where a test runs; %1 a device node</extracomment>
        <translation>장치 %1에서 읽기만 합니다.</translation>
    </message>
    <message>
        <source>Cancelling: waiting for the drive to finish the I/O in flight, then removing the temporary file…</source>
        <translation>취소하는 중: 드라이브가 진행 중인 I/O를 마칠 때까지 기다린 후 임시 파일을 삭제합니다…</translation>
    </message>
    <message>
        <source>Starting…</source>
        <translation>시작하는 중…</translation>
    </message>
    <message>
        <source>About %1 left</source>
        <extracomment>time left in a running test; %1 minutes:seconds, e.g. 1:23</extracomment>
        <translation>약 %1 남음</translation>
    </message>
    <message>
        <source>Time left: not known yet</source>
        <translation>남은 시간: 아직 알 수 없음</translation>
    </message>
    <message>
        <source>Now: %L1 commits per second</source>
        <extracomment>the last measured rate of a commit test; %1 commits per second</extracomment>
        <translation>현재: 초당 %L1 커밋</translation>
    </message>
    <message>
        <source>Now: %1, %2</source>
        <extracomment>the last measured numbers; %1 a rate (MB/s or MiB/s), %2 operations per second (IOPS)</extracomment>
        <translation>현재: %1, %2</translation>
    </message>
</context>
<context>
    <name>DriveProof::Gui::SelfTestPanel</name>
    <message numerus="yes">
        <source>about %n minute(s)</source>
        <extracomment>%n the number of minutes the drive says a self-test takes</extracomment>
        <translation>
            <numerusform>약 %n분</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <extracomment>a self-test button: %1 its kind (&quot;Short test&quot;), %2 its duration</extracomment>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>Short test</source>
        <translation>짧은 테스트</translation>
    </message>
    <message>
        <source>Extended test</source>
        <translation>확장 테스트</translation>
    </message>
    <message>
        <source>Conveyance test</source>
        <translation>운송 테스트</translation>
    </message>
    <message>
        <source>Abort self-test</source>
        <translation>자체 테스트 중지</translation>
    </message>
    <message>
        <source>running, %1% done</source>
        <extracomment>%1 how far the running self-test is, in percent</extracomment>
        <translation>실행 중, %1% 완료</translation>
    </message>
    <message>
        <source>The drive runs the test by itself: you may close this window.</source>
        <translation>테스트는 드라이브가 스스로 실행합니다. 이 창을 닫아도 됩니다.</translation>
    </message>
    <message>
        <source>no self-test running</source>
        <extracomment>%1 the last self-test&apos;s result in words</extracomment>
        <translation>실행 중인 자체 테스트 없음</translation>
    </message>
    <message>
        <source>Last result: %1</source>
        <translation>마지막 결과: %1</translation>
    </message>
</context>
<context>
    <name>DriveProof::Gui::SettingsDialog</name>
    <message>
        <source>Preferences</source>
        <translation>환경 설정</translation>
    </message>
    <message>
        <source>&amp;Language:</source>
        <translation>언어(&amp;L):</translation>
    </message>
    <message>
        <source>System default (%1)</source>
        <extracomment>first entry of the language list; %1 the language the system asks for, in its own name, e.g. &quot;Deutsch&quot;</extracomment>
        <translation>시스템 기본값(%1)</translation>
    </message>
    <message>
        <source>The language of DriveProof&apos;s windows. A change applies at once and is kept for the next start. The system default follows the LANGUAGE and LANG environment variables.</source>
        <translation>DriveProof 창에 사용할 언어입니다. 변경하면 즉시 적용되며 다음 시작 때도 유지됩니다. 시스템 기본값은 LANGUAGE 및 LANG 환경 변수를 따릅니다.</translation>
    </message>
    <message>
        <source>&amp;Transfer rates in:</source>
        <translation>전송 속도 단위(&amp;T):</translation>
    </message>
    <message>
        <source>Drive makers and most benchmarks count a megabyte as 1,000,000 bytes; many file managers count a mebibyte, 1,048,576 bytes.</source>
        <translation>드라이브 제조사와 대부분의 벤치마크는 메가바이트를 1,000,000바이트로 계산하고, 많은 파일 관리자는 메비바이트(1,048,576바이트)로 계산합니다.</translation>
    </message>
    <message>
        <source>Default test si&amp;ze:</source>
        <translation>기본 테스트 크기(&amp;Z):</translation>
    </message>
    <message>
        <source>What the test picker offers first. You can still choose another size for each test there.</source>
        <translation>테스트 선택 화면에 처음 제시되는 값입니다. 거기서 테스트마다 다른 크기를 선택할 수 있습니다.</translation>
    </message>
    <message>
        <source>Default time per st&amp;ep (seconds):</source>
        <translation>기본 단계당 시간(초)(&amp;E):</translation>
    </message>
    <message>
        <source>How long each measurement of a test runs, as the test picker offers it first.</source>
        <translation>테스트 선택 화면에 처음 제시되는, 테스트의 각 측정 실행 시간입니다.</translation>
    </message>
    <message>
        <source>MB/s (megabytes, 10⁶ bytes)</source>
        <extracomment>a choice of unit; 1 MB = 1,000,000 bytes</extracomment>
        <translation>MB/s(메가바이트, 10⁶바이트)</translation>
    </message>
    <message>
        <source>MiB/s (mebibytes, 2²⁰ bytes)</source>
        <extracomment>a choice of unit; 1 MiB = 1,048,576 bytes</extracomment>
        <translation>MiB/s(메비바이트, 2²⁰바이트)</translation>
    </message>
    <message>
        <source>Each test&apos;s own</source>
        <extracomment>the default test size: each test&apos;s own (1 GiB; 4 GiB for the sustained write)</extracomment>
        <translation>테스트별 기본값</translation>
    </message>
</context>
<context>
    <name>DriveProof::Gui::StatusPage</name>
    <message>
        <source>Looking for drives</source>
        <translation>드라이브 찾는 중</translation>
    </message>
    <message>
        <source>&amp;Refresh</source>
        <translation>새로 고침(&amp;R)</translation>
    </message>
    <message>
        <source>Looking for drives…</source>
        <translation>드라이브를 찾는 중…</translation>
    </message>
    <message>
        <source>Reading what the kernel knows about each drive.</source>
        <translation>각 드라이브에 대해 커널이 알고 있는 정보를 읽는 중입니다.</translation>
    </message>
    <message>
        <source>DriveProof could not find a drive it can read. This happens when:</source>
        <translation>DriveProof가 읽을 수 있는 드라이브를 찾지 못했습니다. 다음과 같은 경우에 그렇습니다:</translation>
    </message>
    <message>
        <source>• No drive is connected. Connect one and press Refresh (F5); a USB drive may take a few seconds to appear.</source>
        <extracomment>list item of the empty state</extracomment>
        <translation>• 연결된 드라이브가 없습니다. 드라이브를 연결하고 새로 고침(F5)을 누르십시오. USB 드라이브는 나타나는 데 몇 초 걸릴 수 있습니다.</translation>
    </message>
    <message>
        <source>• DriveProof runs in a container or sandbox (Docker, Flatpak, Snap) that hides the machine&apos;s drives (/sys/block and /dev). Run it on the host instead, or give the sandbox access to the drives.</source>
        <extracomment>list item of the empty state</extracomment>
        <translation>• DriveProof가 컴퓨터의 드라이브(/sys/block 및 /dev)를 숨기는 컨테이너나 샌드박스(Docker, Flatpak, Snap)에서 실행 중입니다. 대신 호스트에서 실행하거나 샌드박스에 드라이브 접근 권한을 주십시오.</translation>
    </message>
    <message>
        <source>• It is not allowed to read the drives&apos; details: the system limits access to /sys or /dev. Ask the administrator, or run driveproof-cli list to see what the kernel reports.</source>
        <extracomment>list item of the empty state</extracomment>
        <translation>• 드라이브의 세부 정보를 읽을 수 있는 권한이 없습니다: 시스템이 /sys 또는 /dev 접근을 제한합니다. 관리자에게 문의하거나, driveproof-cli list를 실행하여 커널이 보고하는 내용을 확인하십시오.</translation>
    </message>
    <message>
        <source>• udisks2 is not running, so only the kernel was asked. Start it with &quot;systemctl start udisks2&quot; and press Refresh.</source>
        <extracomment>list item of the empty state; &quot;systemctl start udisks2&quot; is a command, keep it</extracomment>
        <translation>• udisks2가 실행 중이 아니어서 커널에만 질의했습니다. &quot;systemctl start udisks2&quot;로 시작한 다음 새로 고침을 누르십시오.</translation>
    </message>
    <message>
        <source>No drives found</source>
        <translation>드라이브를 찾을 수 없음</translation>
    </message>
</context>
<context>
    <name>DriveProof::Gui::TableCopy</name>
    <message>
        <source>&amp;Copy</source>
        <translation>복사(&amp;C)</translation>
    </message>
    <message>
        <source>Copy as &amp;Markdown</source>
        <translation>Markdown으로 복사(&amp;M)</translation>
    </message>
</context>
<context>
    <name>DriveProof::Gui::TestCard</name>
    <message>
        <source>Test this drive</source>
        <translation>이 드라이브 테스트</translation>
    </message>
    <message>
        <source>Measure how fast this drive commits, streams and seeks, and whether its cache acknowledges writes before they are safe. Tests write only to a temporary file in a folder you choose, unless you ask for the raw device; they run in a window of their own.</source>
        <translation>이 드라이브의 커밋, 연속 전송, 탐색 속도와, 캐시가 쓰기가 안전해지기 전에 확인 응답을 보내는지를 측정합니다. 원시 장치를 지정하지 않는 한, 테스트는 선택한 폴더의 임시 파일에만 쓰며 별도 창에서 실행됩니다.</translation>
    </message>
    <message>
        <source>Co&amp;mmit rate…</source>
        <translation>커밋 속도(&amp;M)…</translation>
    </message>
    <message>
        <source>How many durable commits per second, like pg_test_fsync</source>
        <translation>pg_test_fsync처럼 초당 몇 번 영구 커밋하는지 측정</translation>
    </message>
    <message>
        <source>&amp;All tests…</source>
        <translation>모든 테스트(&amp;A)…</translation>
    </message>
    <message>
        <source>Hi&amp;story…</source>
        <translation>기록(&amp;S)…</translation>
    </message>
    <message>
        <source>Earlier runs on this drive, and comparing two of them</source>
        <translation>이 드라이브의 이전 실행 및 두 실행 비교</translation>
    </message>
    <message>
        <source>A test is running on this drive; its window shows how far it got.</source>
        <translation>이 드라이브에서 테스트가 실행 중입니다. 진행 상황은 테스트 창에 표시됩니다.</translation>
    </message>
</context>
<context>
    <name>DriveProof::Gui::TestCatalog</name>
    <message>
        <source>Power-loss test</source>
        <translation>전원 차단 테스트</translation>
    </message>
    <message>
        <source>CrystalDiskMark&apos;s four tests in one go: sequential reads and writes in 1 MiB blocks with 8 and with 1 request in flight, then random 4 KiB reads and writes with 32 and with 1 request in flight. The quickest way to see whether a drive performs as its box promises.</source>
        <translation>CrystalDiskMark의 네 가지 테스트를 한 번에: 1 MiB 블록 순차 읽기와 쓰기(동시 요청 8개와 1개), 그리고 4 KiB 랜덤 읽기와 쓰기(동시 요청 32개와 1개). 드라이브가 제품 상자에 적힌 성능을 내는지 가장 빠르게 확인하는 방법입니다.</translation>
    </message>
    <message>
        <source>How many times per second the drive durably commits a small write, measured like PostgreSQL&apos;s pg_test_fsync: every sync method, 8 kB and 16 kB commits, and plain writes as a baseline. It also counts the flushes that reach the drive. A hard disk that commits faster than its platters turn has a cache that acknowledges writes before they are safe.</source>
        <translation>드라이브가 작은 쓰기를 초당 몇 번 영구적으로 커밋하는지를 PostgreSQL의 pg_test_fsync처럼 측정합니다: 모든 동기화 방식, 8 kB와 16 kB 커밋, 그리고 비교 기준으로 일반 쓰기. 드라이브에 도달하는 플러시 수도 셉니다. 플래터 회전보다 빠르게 커밋하는 하드 디스크는 쓰기가 안전해지기 전에 확인 응답을 보내는 캐시를 가진 것입니다.</translation>
    </message>
    <message>
        <source>Sequential reads and writes in 1 MiB blocks, with 8 and with 1 request in flight: the rate at which large files are copied.</source>
        <translation>1 MiB 블록 순차 읽기와 쓰기(동시 요청 8개와 1개): 큰 파일을 복사하는 속도입니다.</translation>
    </message>
    <message>
        <source>Writes the whole test area once, from start to end, and draws the rate as it fills. Many SSDs write fast only until their cache is full, then slow down: choose a test size larger than that cache, tens of gigabytes on a large SSD.</source>
        <translation>테스트 영역 전체를 처음부터 끝까지 한 번 쓰고, 채워지는 동안의 속도를 그립니다. 많은 SSD는 캐시가 찰 때까지만 빠르게 쓰고 그 후 느려집니다: 그 캐시보다 큰 테스트 크기를 선택하십시오. 대용량 SSD라면 수십 기가바이트입니다.</translation>
    </message>
    <message>
        <source>Reads the whole test area from start to end and draws the rate by position. A hard disk is faster at its outer edge; dips and stalls point to areas that need retries.</source>
        <translation>테스트 영역 전체를 처음부터 끝까지 읽고, 위치별 속도를 그립니다. 하드 디스크는 바깥쪽이 더 빠릅니다. 속도가 떨어지거나 멈추는 구간은 재시도가 필요한 영역을 가리킵니다.</translation>
    </message>
    <message>
        <source>Random 4 KiB reads, writes and a mix of 70% reads, with 1 and with 32 requests in flight: what databases, virtual machines and starting programs feel.</source>
        <translation>4 KiB 랜덤 읽기, 쓰기, 읽기 70% 혼합(동시 요청 1개와 32개): 데이터베이스, 가상 머신, 프로그램 시작 시 체감하는 성능입니다.</translation>
    </message>
    <message>
        <source>Random I/O at every block size from 512 bytes to 16 MiB: where the drive reaches its best transfer rate, and how its operations per second fall as blocks grow.</source>
        <translation>512바이트부터 16 MiB까지 모든 블록 크기의 랜덤 I/O: 드라이브가 최고 전송 속도에 도달하는 지점과, 블록이 커질수록 초당 작업 수가 얼마나 줄어드는지 보여 줍니다.</translation>
    </message>
    <message>
        <source>Random I/O with 1 to 256 requests in flight: how much parallelism the drive needs to give its best.</source>
        <translation>동시 요청 1개부터 256개까지의 랜덤 I/O: 드라이브가 최고 성능을 내려면 얼마나 많은 병렬 처리가 필요한지 보여 줍니다.</translation>
    </message>
    <message>
        <source>Random I/O from 1 to 96 threads: how the drive and the kernel cope with many programs at once.</source>
        <translation>스레드 1개부터 96개까지의 랜덤 I/O: 드라이브와 커널이 여러 프로그램을 동시에 얼마나 잘 처리하는지 보여 줍니다.</translation>
    </message>
    <message>
        <source>Reads the same random blocks twice, with an idle time in between. A hybrid drive (SSHD) or a tiered cache moves hot data to flash meanwhile, so the second pass is much faster.</source>
        <translation>같은 랜덤 블록을 두 번 읽고, 그 사이에 유휴 시간을 둡니다. 하이브리드 드라이브(SSHD)나 계층형 캐시는 그동안 자주 쓰는 데이터를 플래시로 옮기므로 두 번째 회차가 훨씬 빠릅니다.</translation>
    </message>
    <message>
        <source>Checks whether the drive keeps the writes it acknowledged when the power is cut: DriveProof writes numbered records, you pull the plug, and after the restart it checks what survived. A second computer keeps the witness&apos;s record of every acknowledged write; you can also practise on this computer with a simulated drive. It writes to a test file (or, with your confirmation, a partition) and takes a few minutes plus a restart.</source>
        <translation>전원이 차단되었을 때 드라이브가 확인한 쓰기를 지켜 내는지 검사합니다: DriveProof가 번호를 매긴 레코드를 쓰고, 사용자가 플러그를 뽑으면, 다시 시작한 후 무엇이 살아남았는지 검사합니다. 두 번째 컴퓨터가 감시 컴퓨터로서 확인된 모든 쓰기를 기록합니다. 이 컴퓨터에서 시뮬레이션 드라이브로 연습할 수도 있습니다. 테스트 파일(또는 확인을 거쳐 파티션)에 쓰며, 몇 분과 재시작 한 번이 걸립니다.</translation>
    </message>
    <message numerus="yes">
        <source>%n second(s)</source>
        <extracomment>a duration; %n seconds</extracomment>
        <translation>
            <numerusform>%n초</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n minute(s)</source>
        <extracomment>a duration, rounded; %n minutes</extracomment>
        <translation>
            <numerusform>%n분</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 h %2 min</source>
        <extracomment>a duration, rounded; %1 hours, %2 minutes</extracomment>
        <translation>%1시간 %2분</translation>
    </message>
</context>
<context>
    <name>DriveProof::Gui::TestWindow</name>
    <message>
        <source>Test %1 – DriveProof</source>
        <extracomment>window title; %1 the drive&apos;s name (model)</extracomment>
        <translation>%1 테스트 – DriveProof</translation>
    </message>
</context>
<context>
    <name>DriveProof::Gui::TopologyCard</name>
    <message>
        <source>Topology</source>
        <translation>토폴로지</translation>
    </message>
    <message>
        <source>Size</source>
        <translation>크기</translation>
    </message>
    <message>
        <source>The kernel reports no size: the drive may have no medium inserted.</source>
        <translation>커널이 크기를 보고하지 않습니다: 드라이브에 매체가 없을 수 있습니다.</translation>
    </message>
    <message>
        <source>Logical sector</source>
        <translation>논리 섹터</translation>
    </message>
    <message>
        <source>The smallest unit the drive can address.</source>
        <translation>드라이브가 주소를 지정할 수 있는 가장 작은 단위입니다.</translation>
    </message>
    <message>
        <source>Physical sector</source>
        <translation>물리 섹터</translation>
    </message>
    <message>
        <source>The unit the drive writes internally. Partitions should start on a multiple of it.</source>
        <translation>드라이브가 내부적으로 쓰는 단위입니다. 파티션은 이 크기의 배수에서 시작해야 합니다.</translation>
    </message>
    <message>
        <source>Minimum I/O</source>
        <translation>최소 I/O</translation>
    </message>
    <message>
        <source>Optimal I/O</source>
        <translation>최적 I/O</translation>
    </message>
    <message>
        <source>not reported</source>
        <translation>보고되지 않음</translation>
    </message>
    <message>
        <source>The drive states no preferred I/O size; most drives do not.</source>
        <translation>드라이브가 선호하는 I/O 크기를 밝히지 않습니다. 대부분의 드라이브가 그렇습니다.</translation>
    </message>
    <message>
        <source>Alignment offset</source>
        <translation>정렬 오프셋</translation>
    </message>
    <message>
        <source>How far sector 0 sits past a physical-sector boundary. Almost always 0.</source>
        <translation>섹터 0이 물리 섹터 경계에서 얼마나 떨어져 있는지입니다. 거의 항상 0입니다.</translation>
    </message>
    <message>
        <source>What the kernel believes: with &quot;write back&quot; it asks the drive to flush its cache. The drive&apos;s own setting can differ.</source>
        <translation>커널이 믿고 있는 상태입니다: &quot;write back&quot;이면 커널이 드라이브에 캐시를 플러시하도록 요청합니다. 드라이브 자체의 설정은 다를 수 있습니다.</translation>
    </message>
    <message>
        <source>Write cache (kernel view)</source>
        <translation>쓰기 캐시(커널 측)</translation>
    </message>
    <message>
        <source>The kernel does not report a write-cache mode for this device.</source>
        <translation>커널이 이 장치의 쓰기 캐시 모드를 보고하지 않습니다.</translation>
    </message>
    <message>
        <source>FUA</source>
        <translation>FUA</translation>
    </message>
    <message>
        <source>Forced Unit Access: the kernel can ask for single writes to reach stable media without flushing the whole cache.</source>
        <translation>Forced Unit Access: 커널이 캐시 전체를 플러시하지 않고도 개별 쓰기가 안정적인 매체에 기록되도록 요청할 수 있습니다.</translation>
    </message>
    <message>
        <source>The kernel did not report this value.</source>
        <translation>커널이 이 값을 보고하지 않았습니다.</translation>
    </message>
    <message>
        <source>only its partitions, see Partitions</source>
        <extracomment>&quot;Mounted on&quot; of a whole drive whose partitions (not the drive) are mounted</extracomment>
        <translation>파티션만 마운트됨, 파티션 참조</translation>
    </message>
    <message>
        <source>not mounted</source>
        <translation>마운트되지 않음</translation>
    </message>
    <message>
        <source>Mounted on</source>
        <translation>마운트 위치</translation>
    </message>
    <message>
        <source>Held by</source>
        <translation>사용 중인 장치</translation>
    </message>
    <message>
        <source>nothing</source>
        <translation>없음</translation>
    </message>
    <message>
        <source>Device-mapper, RAID or LVM devices stacked on the whole drive.</source>
        <translation>드라이브 전체 위에 쌓인 device-mapper, RAID 또는 LVM 장치.</translation>
    </message>
    <message>
        <source>%1: %2 (in use)</source>
        <extracomment>one LBA format in the list; %1 its number, %2 its sizes and speed</extracomment>
        <translation>%1: %2 (사용 중)</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <extracomment>one LBA format in the list; %1 its number, %2 its sizes and speed</extracomment>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>LBA formats</source>
        <translation>LBA 포맷</translation>
    </message>
    <message>
        <source>The sector sizes this NVMe namespace can be formatted with, and how fast the drive itself says each is (Identify Namespace). Changing it erases the namespace; DriveProof never does.</source>
        <translation>이 NVMe 네임스페이스를 포맷할 수 있는 섹터 크기와, 드라이브가 직접 밝히는 각각의 속도입니다 (Identify Namespace). 바꾸면 네임스페이스가 지워집니다. DriveProof는 절대 바꾸지 않습니다.</translation>
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
        <translation>계층</translation>
    </message>
    <message>
        <source>Reaches the drive</source>
        <translation>드라이브까지 도달</translation>
    </message>
    <message>
        <source>reading…</source>
        <translation>읽는 중…</translation>
    </message>
    <message>
        <source>yes</source>
        <translation>예</translation>
    </message>
    <message>
        <source>to the loop device&apos;s backing file</source>
        <translation>loop 장치의 원본 파일까지</translation>
    </message>
    <message>
        <source>no: a layer drops it</source>
        <translation>아니요: 한 계층이 버립니다</translation>
    </message>
    <message>
        <source>no: the drive does not take it</source>
        <translation>아니요: 드라이브가 받지 않습니다</translation>
    </message>
    <message>
        <source>unknown</source>
        <translation>알 수 없음</translation>
    </message>
    <message>
        <source>enabled</source>
        <translation>사용</translation>
    </message>
    <message>
        <source>disabled</source>
        <translation>사용 안 함</translation>
    </message>
    <message>
        <source>masked</source>
        <translation>마스킹됨</translation>
    </message>
    <message>
        <source>not installed</source>
        <translation>설치되지 않음</translation>
    </message>
    <message>
        <source>%1 (systemd is not running)</source>
        <extracomment>%1 the timer&apos;s state, e.g. &quot;enabled&quot;</extracomment>
        <translation>%1 (systemd가 실행 중이 아님)</translation>
    </message>
    <message>
        <source>fstrim.timer</source>
        <translation>fstrim.timer</translation>
    </message>
    <message>
        <source>From %1:</source>
        <extracomment>heading of one way down the block stack; %1 the device at its top</extracomment>
        <translation>%1에서:</translation>
    </message>
    <message>
        <source>%1: no discard limits shown</source>
        <extracomment>%1 a device and its kind, e.g. &quot;/dev/sda (disk)&quot;</extracomment>
        <translation>%1: discard 한도 표시 없음</translation>
    </message>
    <message>
        <source>%1: drops discards</source>
        <extracomment>%1 a device and its kind, e.g. &quot;/dev/mapper/luks-1 (dm-crypt)&quot;</extracomment>
        <translation>%1: discard를 버림</translation>
    </message>
    <message>
        <source>%1: passes discards, granularity %2, up to %3</source>
        <extracomment>%1 a device and its kind, %2 discard granularity, %3 largest discard, e.g. &quot;4.0 KiB&quot;, &quot;2.0 GiB&quot;</extracomment>
        <translation>%1: discard 전달, 단위 %2, 최대 %3</translation>
    </message>
</context>
<context>
    <name>DriveProof::Gui::UsagePanel</name>
    <message>
        <source>Is it new? %1</source>
        <extracomment>&quot;Is it new?&quot; and the verdict: new, used, possibly reset</extracomment>
        <translation>새것인가요? %1</translation>
    </message>
    <message>
        <source>The rating could not be kept: %1 cannot be written.</source>
        <extracomment>%1 the file DriveProof keeps what it remembers about drives in</extracomment>
        <translation>정격 값을 저장할 수 없습니다: %1에 쓸 수 없습니다.</translation>
    </message>
    <message>
        <source>Rated &amp;endurance:</source>
        <extracomment>the endurance the maker rates the drive&apos;s model for, in terabytes written</extracomment>
        <translation>정격 내구성(&amp;E):</translation>
    </message>
    <message>
        <source> TBW</source>
        <extracomment>unit after the endurance field: terabytes written</extracomment>
        <translation> TBW</translation>
    </message>
    <message>
        <source>not entered</source>
        <extracomment>shown in the endurance field while no rating is kept for the model</extracomment>
        <translation>입력 안 됨</translation>
    </message>
    <message>
        <source>&amp;Remember for this model</source>
        <translation>이 모델에 기억(&amp;R)</translation>
    </message>
    <message>
        <source>The terabytes written (TBW) the maker&apos;s data sheet rates this model for. Kept for every drive of the same model.</source>
        <translation>제조사 데이터시트가 이 모델에 명시한 총 쓰기 용량(TBW, 테라바이트). 같은 모델의 모든 드라이브에 적용됩니다.</translation>
    </message>
</context>
<context>
    <name>DriveProof::Gui::WitnessPage</name>
    <message>
        <source>DriveProof cannot be a witness on %1.</source>
        <extracomment>%1 an address such as 0.0.0.0:7070</extracomment>
        <translation>DriveProof가 %1에서 감시 컴퓨터 역할을 할 수 없습니다.</translation>
    </message>
    <message>
        <source>%1: run %2 started.</source>
        <extracomment>%1 a time, %2 a short run id</extracomment>
        <translation>%1: 실행 %2 시작됨.</translation>
    </message>
    <message>
        <source>%1: run %2 came back.</source>
        <translation>%1: 실행 %2 다시 연결됨.</translation>
    </message>
    <message>
        <source>%1: run %2 went silent: the estimated power cut.</source>
        <translation>%1: 실행 %2 응답 없음: 추정 전원 차단 시각.</translation>
    </message>
    <message>
        <source>%1: run %2 stopped on a write error: %3</source>
        <translation>%1: 실행 %2이(가) 쓰기 오류로 중지됨: %3</translation>
    </message>
    <message>
        <source>%1: run %2 ended cleanly, without a power cut.</source>
        <translation>%1: 실행 %2이(가) 전원 차단 없이 정상적으로 끝남.</translation>
    </message>
    <message>
        <source>%1: the result of run %2 arrived.</source>
        <translation>%1: 실행 %2의 결과가 도착함.</translation>
    </message>
    <message>
        <source>%1: refused a connection: %2</source>
        <extracomment>%1 a time, %2 why a connection was refused</extracomment>
        <translation>%1: 연결을 거부함: %2</translation>
    </message>
    <message>
        <source>%1: the journal cannot be written: %2</source>
        <translation>%1: 저널을 쓸 수 없음: %2</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>journal damaged</source>
        <translation>저널 손상됨</translation>
    </message>
    <message>
        <source>write error</source>
        <translation>쓰기 오류</translation>
    </message>
    <message>
        <source>ended cleanly</source>
        <translation>정상 종료</translation>
    </message>
    <message>
        <source>silent: power cut?</source>
        <translation>응답 없음: 전원 차단?</translation>
    </message>
    <message>
        <source>connected, writing</source>
        <translation>연결됨, 쓰는 중</translation>
    </message>
    <message>
        <source>connected, preparing</source>
        <translation>연결됨, 준비 중</translation>
    </message>
    <message>
        <source>waiting for the writer</source>
        <translation>쓰기 측을 기다리는 중</translation>
    </message>
    <message>
        <source>%1 (%2 s ago)</source>
        <extracomment>%1 a clock time, %2 seconds ago</extracomment>
        <translation>%1 (%2초 전)</translation>
    </message>
    <message>
        <source>received</source>
        <translation>수신됨</translation>
    </message>
    <message>
        <source>Pairing code %1</source>
        <translation>페어링 코드 %1</translation>
    </message>
    <message>
        <source>&amp;Stop witness</source>
        <translation>감시 중지(&amp;S)</translation>
    </message>
    <message>
        <source>&amp;Start witness</source>
        <translation>감시 시작(&amp;S)</translation>
    </message>
    <message>
        <source>Listening on port %1. The record of each run is kept in %2.</source>
        <extracomment>%1 a port number, %2 a folder</extracomment>
        <translation>포트 %1에서 수신 대기 중입니다. 각 실행의 기록은 %2에 보관됩니다.</translation>
    </message>
    <message>
        <source>On the computer under test, type one of these witness addresses: %1</source>
        <extracomment>%1 this computer&apos;s addresses with the port, e.g. &quot;192.0.2.7:7070, 10.0.0.2:7070&quot;</extracomment>
        <translation>테스트 대상 컴퓨터에서 다음 감시 컴퓨터 주소 중 하나를 입력하십시오: %1</translation>
    </message>
    <message>
        <source>Not listening.</source>
        <translation>수신 대기하지 않음.</translation>
    </message>
    <message>
        <source>Power-loss witness – DriveProof</source>
        <translation>전원 차단 감시 – DriveProof</translation>
    </message>
    <message>
        <source>Be the witness of a power-loss test</source>
        <translation>전원 차단 테스트의 감시 컴퓨터 역할</translation>
    </message>
    <message>
        <source>The computer whose drive is tested reports every write its drive acknowledges to this one, over the network. After the power cut, this record shows which acknowledged writes the drive lost. Keep this computer running and its power on during the test.</source>
        <translation>드라이브를 테스트하는 컴퓨터가 드라이브가 확인하는 모든 쓰기를 네트워크를 통해 이 컴퓨터에 알립니다. 전원 차단 후 이 기록을 보면 드라이브가 확인된 쓰기 중 무엇을 잃었는지 알 수 있습니다. 테스트하는 동안 이 컴퓨터를 켜 두고 전원을 유지하십시오.</translation>
    </message>
    <message>
        <source>&amp;Listen on:</source>
        <translation>수신 대기 주소(&amp;L):</translation>
    </message>
    <message>
        <source>Address and port to listen on</source>
        <translation>수신 대기할 주소와 포트</translation>
    </message>
    <message>
        <source>0.0.0.0:7070 listens on every network of this computer</source>
        <translation>0.0.0.0:7070은 이 컴퓨터의 모든 네트워크에서 수신 대기합니다</translation>
    </message>
    <message>
        <source>Pairing code</source>
        <translation>페어링 코드</translation>
    </message>
    <message>
        <source>&amp;New code</source>
        <translation>새 코드(&amp;N)</translation>
    </message>
    <message>
        <source>On the computer under test, open the power-loss test and type this computer&apos;s address (port included) and this code. From a terminal: &quot;driveproof-cli powerloss run --witness ADDRESS:PORT&quot;. Instead of this page you may run &quot;driveproof-cli witness&quot; here.</source>
        <translation>테스트 대상 컴퓨터에서 전원 차단 테스트를 열고 이 컴퓨터의 주소(포트 포함)와 이 코드를 입력하십시오. 터미널에서는 &quot;driveproof-cli powerloss run --witness ADDRESS:PORT&quot;를 실행합니다. 이 페이지 대신 여기서 &quot;driveproof-cli witness&quot;를 실행해도 됩니다.</translation>
    </message>
    <message>
        <source>Runs</source>
        <translation>실행</translation>
    </message>
    <message>
        <source>Run</source>
        <translation>실행</translation>
    </message>
    <message>
        <source>Computer</source>
        <translation>컴퓨터</translation>
    </message>
    <message>
        <source>State</source>
        <translation>상태</translation>
    </message>
    <message>
        <source>Commits</source>
        <translation>커밋</translation>
    </message>
    <message>
        <source>Silent since</source>
        <extracomment>a column: when the writer went silent, the estimated power cut</extracomment>
        <translation>응답 없음 시작</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>결과</translation>
    </message>
    <message>
        <source>Runs this witness records</source>
        <translation>이 감시 컴퓨터가 기록하는 실행</translation>
    </message>
    <message>
        <source>Last event</source>
        <translation>마지막 이벤트</translation>
    </message>
</context>
<context>
    <name>DriveProof::Gui::WriteCacheCard</name>
    <message>
        <source>Write cache</source>
        <translation>쓰기 캐시</translation>
    </message>
    <message>
        <source>Keep after reboot</source>
        <translation>재부팅 후에도 유지</translation>
    </message>
    <message>
        <source>A volatile write cache makes writes fast but can lose data that was already acknowledged if power fails. With the cache on, commits are safe only while the kernel sends flushes and the drive obeys them; with it off, every write reaches the media before it is acknowledged.</source>
        <translation>휘발성 쓰기 캐시는 쓰기를 빠르게 하지만, 전원이 나가면 이미 확인된 데이터를 잃을 수 있습니다. 캐시가 켜져 있으면 커널이 플러시를 보내고 드라이브가 이를 따르는 동안에만 커밋이 안전합니다. 캐시가 꺼져 있으면 모든 쓰기가 확인되기 전에 매체에 기록됩니다.</translation>
    </message>
    <message>
        <source>Drive&apos;s cache</source>
        <translation>드라이브 캐시</translation>
    </message>
    <message>
        <source>reading…</source>
        <translation>읽는 중…</translation>
    </message>
    <message>
        <source>The drive&apos;s setting could not be read; see below.</source>
        <translation>드라이브 설정을 읽을 수 없습니다. 아래를 참조하십시오.</translation>
    </message>
    <message>
        <source>Read from</source>
        <translation>읽은 출처</translation>
    </message>
    <message>
        <source>Kernel view only: there is no drive-level cache that DriveProof could read or switch here.</source>
        <translation>커널 측 상태만 있음: 여기에는 DriveProof가 읽거나 전환할 수 있는 드라이브 수준 캐시가 없습니다.</translation>
    </message>
    <message>
        <source>This drive has no volatile write cache: every write goes to the media before it is acknowledged. There is nothing to switch.</source>
        <translation>이 드라이브에는 휘발성 쓰기 캐시가 없습니다: 모든 쓰기가 확인되기 전에 매체에 기록됩니다. 전환할 것이 없습니다.</translation>
    </message>
    <message>
        <source>This drive does not allow its write cache setting to be changed. Its maker&apos;s tool may offer a way.</source>
        <translation>이 드라이브는 쓰기 캐시 설정 변경을 허용하지 않습니다. 제조사의 도구로는 가능할 수도 있습니다.</translation>
    </message>
    <message>
        <source>The drive did not report whether its cache is on, so DriveProof offers no switch.</source>
        <translation>드라이브가 캐시가 켜져 있는지 보고하지 않았으므로 DriveProof는 전환 스위치를 제공하지 않습니다.</translation>
    </message>
    <message>
        <source>does not apply</source>
        <translation>해당 없음</translation>
    </message>
    <message>
        <source>Only a real drive has a cache of its own; see the note below.</source>
        <translation>실제 드라이브만 자체 캐시가 있습니다. 아래 참고를 확인하십시오.</translation>
    </message>
    <message>
        <source>none</source>
        <translation>없음</translation>
    </message>
    <message>
        <source>The drive has no volatile write cache.</source>
        <translation>드라이브에 휘발성 쓰기 캐시가 없습니다.</translation>
    </message>
    <message>
        <source>on</source>
        <translation>켜짐</translation>
    </message>
    <message>
        <source>off</source>
        <translation>꺼짐</translation>
    </message>
    <message>
        <source>The drive did not report its current setting.</source>
        <translation>드라이브가 현재 설정을 보고하지 않았습니다.</translation>
    </message>
    <message>
        <source>Kernel&apos;s view</source>
        <translation>커널 측 상태</translation>
    </message>
    <message>
        <source>The kernel does not report a write-cache mode for this device.</source>
        <translation>커널이 이 장치의 쓰기 캐시 모드를 보고하지 않습니다.</translation>
    </message>
    <message>
        <source>What the kernel believes (queue/write_cache). With &quot;write back&quot; it asks the drive to flush its cache when a program commits data.</source>
        <translation>커널이 믿고 있는 상태(queue/write_cache)입니다. &quot;write back&quot;이면 프로그램이 데이터를 커밋할 때 커널이 드라이브에 캐시를 플러시하도록 요청합니다.</translation>
    </message>
    <message>
        <source>FUA</source>
        <translation>FUA</translation>
    </message>
    <message>
        <source>The kernel does not say whether it uses Forced Unit Access.</source>
        <translation>커널이 Forced Unit Access를 사용하는지 알려 주지 않습니다.</translation>
    </message>
    <message>
        <source>yes: single writes can be forced to the media</source>
        <translation>예: 개별 쓰기를 매체에 강제로 기록할 수 있음</translation>
    </message>
    <message>
        <source>Forced Unit Access: the kernel can ask for single writes to reach stable media without flushing the whole cache.</source>
        <translation>Forced Unit Access: 커널이 캐시 전체를 플러시하지 않고도 개별 쓰기가 안정적인 매체에 기록되도록 요청할 수 있습니다.</translation>
    </message>
    <message>
        <source>%1, re-applied by udisks2 at every boot</source>
        <extracomment>%1 &quot;on&quot; or &quot;off&quot;</extracomment>
        <translation>%1, udisks2가 부팅할 때마다 다시 적용</translation>
    </message>
    <message>
        <source>%1, saved in the drive</source>
        <extracomment>%1 &quot;on&quot; or &quot;off&quot;</extracomment>
        <translation>%1, 드라이브에 저장됨</translation>
    </message>
    <message>
        <source>Saved setting</source>
        <translation>저장된 설정</translation>
    </message>
    <message>
        <source>The setting the drive gets again after a power cycle.</source>
        <translation>전원을 껐다 켠 후 드라이브에 다시 적용되는 설정입니다.</translation>
    </message>
    <message>
        <source>until the next power cycle, or for good with &quot;Keep after reboot&quot; (udisks2 re-applies it at every boot)</source>
        <translation>다음에 전원을 껐다 켤 때까지, 또는 &quot;재부팅 후에도 유지&quot;를 선택하면 영구적으로(udisks2가 부팅할 때마다 다시 적용)</translation>
    </message>
    <message>
        <source>until the next power cycle, or for good with &quot;Keep after reboot&quot; (saved in the drive)</source>
        <translation>다음에 전원을 껐다 켤 때까지, 또는 &quot;재부팅 후에도 유지&quot;를 선택하면 영구적으로(드라이브에 저장)</translation>
    </message>
    <message>
        <source>until the next power cycle</source>
        <translation>다음에 전원을 껐다 켤 때까지</translation>
    </message>
    <message>
        <source>A change lasts</source>
        <translation>변경 유지 기간</translation>
    </message>
    <message>
        <source>Waiting for permission… If a password dialog opened, answer it there.</source>
        <translation>권한을 기다리는 중… 암호 대화 상자가 열렸다면 거기에 응답하십시오.</translation>
    </message>
    <message>
        <source>Switching…</source>
        <translation>전환하는 중…</translation>
    </message>
    <message>
        <source>Done: the drive&apos;s cache is on now (read again from the drive).</source>
        <translation>완료: 이제 드라이브 캐시가 켜져 있습니다(드라이브에서 다시 읽음).</translation>
    </message>
    <message>
        <source>Done: the drive&apos;s cache is off now (read again from the drive).</source>
        <translation>완료: 이제 드라이브 캐시가 꺼져 있습니다(드라이브에서 다시 읽음).</translation>
    </message>
    <message>
        <source>The drive did not take the new setting: its cache is still off.</source>
        <translation>드라이브가 새 설정을 받아들이지 않았습니다: 캐시가 여전히 꺼져 있습니다.</translation>
    </message>
    <message>
        <source>The drive did not take the new setting: its cache is still on.</source>
        <translation>드라이브가 새 설정을 받아들이지 않았습니다: 캐시가 여전히 켜져 있습니다.</translation>
    </message>
    <message>
        <source>Turn the cache off</source>
        <translation>캐시 끄기</translation>
    </message>
    <message>
        <source>Turn the cache on</source>
        <translation>캐시 켜기</translation>
    </message>
    <message>
        <source>Turn the write cache of %1 off</source>
        <extracomment>accessible name of the switch; %1 device path</extracomment>
        <translation>%1의 쓰기 캐시 끄기</translation>
    </message>
    <message>
        <source>Turn the write cache of %1 on</source>
        <extracomment>accessible name of the switch; %1 device path</extracomment>
        <translation>%1의 쓰기 캐시 켜기</translation>
    </message>
    <message>
        <source>Turning the cache off makes commits slower, often many times slower, but safe: acknowledged writes are on the media, even if the drive ignores flushes.</source>
        <translation>캐시를 끄면 커밋이 느려지지만(흔히 몇 배나) 안전합니다: 드라이브가 플러시를 무시하더라도 확인된 쓰기는 매체에 기록되어 있습니다.</translation>
    </message>
    <message>
        <source>Turning the cache on makes writes faster. Commits stay safe only while the kernel sends flushes and the drive obeys them.</source>
        <translation>캐시를 켜면 쓰기가 빨라집니다. 커밋은 커널이 플러시를 보내고 드라이브가 이를 따르는 동안에만 안전합니다.</translation>
    </message>
    <message>
        <source>udisks2 stores the setting and applies it again at every boot.</source>
        <translation>udisks2가 설정을 저장하고 부팅할 때마다 다시 적용합니다.</translation>
    </message>
    <message>
        <source>The drive saves the setting and keeps it across power cycles.</source>
        <translation>드라이브가 설정을 저장하고 전원을 껐다 켜도 유지합니다.</translation>
    </message>
    <message>
        <source>Why this matters</source>
        <translation>이것이 중요한 이유</translation>
    </message>
</context>
<context>
    <name>DriveProof::Health</name>
    <message>
        <source>The drive&apos;s SMART data could not be assessed: %1.</source>
        <extracomment>%1 the system&apos;s error text</extracomment>
        <translation>드라이브의 SMART 데이터를 평가할 수 없습니다: %1.</translation>
    </message>
    <message>
        <source>The drive&apos;s SMART self-assessment passed, it reports no bad sectors, and no attribute is or was past its threshold.</source>
        <translation>드라이브의 SMART 자가 평가를 통과했고, 불량 섹터가 보고되지 않았으며, 임곗값을 넘었거나 넘은 적이 있는 속성도 없습니다.</translation>
    </message>
    <message>
        <source>An attribute that predicts failure was past its threshold in the past. Keep backups and watch this drive.</source>
        <translation>고장을 예측하는 속성이 과거에 임곗값을 넘은 적이 있습니다. 백업을 유지하고 이 드라이브를 주시하십시오.</translation>
    </message>
    <message numerus="yes">
        <source>The drive has %n bad sector(s) (reallocated or waiting to be). Keep backups and check again soon: a growing number means the drive is wearing out.</source>
        <extracomment>%n number of bad sectors</extracomment>
        <translation>
            <numerusform>드라이브에 불량 섹터가 %n개 있습니다(재할당되었거나 재할당 대기 중). 백업을 유지하고 곧 다시 확인하십시오: 수가 늘어나면 드라이브가 마모되고 있다는 뜻입니다.</numerusform>
        </translation>
    </message>
    <message>
        <source>An attribute that predicts failure is past its threshold now: the drive expects to fail. Back up your data and replace the drive.</source>
        <translation>고장을 예측하는 속성이 지금 임곗값을 넘었습니다: 드라이브가 고장을 예상하고 있습니다. 데이터를 백업하고 드라이브를 교체하십시오.</translation>
    </message>
    <message>
        <source>The drive has more bad sectors than its threshold allows. Back up your data and replace the drive.</source>
        <translation>드라이브의 불량 섹터가 임곗값이 허용하는 것보다 많습니다. 데이터를 백업하고 드라이브를 교체하십시오.</translation>
    </message>
    <message>
        <source>The drive&apos;s own SMART self-assessment says it is failing. Back up your data now and replace the drive.</source>
        <translation>드라이브의 SMART 자가 평가에 따르면 드라이브가 고장 나고 있습니다. 지금 데이터를 백업하고 드라이브를 교체하십시오.</translation>
    </message>
    <message>
        <source>libatasmart gave an assessment this version of DriveProof does not know.</source>
        <translation>libatasmart가 이 버전의 DriveProof가 모르는 평가를 반환했습니다.</translation>
    </message>
    <message>
        <source>%1 has no ATA health data: it is not an ATA drive (loop, virtual and NVMe devices have none).</source>
        <extracomment>%1 device</extracomment>
        <translation>%1에는 ATA 건강 상태 데이터가 없습니다: ATA 드라이브가 아닙니다(루프, 가상, NVMe 장치에는 없습니다).</translation>
    </message>
    <message>
        <source>The drive in %1 does not support SMART, so it reports no health data.</source>
        <extracomment>%1 device</extracomment>
        <translation>%1의 드라이브는 SMART를 지원하지 않으므로 건강 상태 데이터를 보고하지 않습니다.</translation>
    </message>
    <message>
        <source>SMART is switched off on this drive, so it reports no health data. DriveProof does not switch it on by itself; &apos;smartctl -s on&apos; does.</source>
        <translation>이 드라이브는 SMART가 꺼져 있어 건강 상태 데이터를 보고하지 않습니다. DriveProof는 SMART를 스스로 켜지 않습니다. &apos;smartctl -s on&apos;으로 켤 수 있습니다.</translation>
    </message>
    <message>
        <source>%1 reports no ATA SMART data: it is not an ATA drive, or its USB bridge does not pass SMART commands through.</source>
        <extracomment>%1 device or file</extracomment>
        <translation>%1은(는) ATA SMART 데이터를 보고하지 않습니다: ATA 드라이브가 아니거나, USB 브리지가 SMART 명령을 통과시키지 않습니다.</translation>
    </message>
    <message>
        <source>Reading SMART data from %1 failed: %2.</source>
        <extracomment>%1 device or file, %2 the system&apos;s error text</extracomment>
        <translation>%1에서 SMART 데이터를 읽지 못했습니다: %2.</translation>
    </message>
    <message>
        <source>Unexpected power losses (SMART attribute 174)</source>
        <translation>예기치 않은 전원 손실(SMART 속성 174)</translation>
    </message>
    <message>
        <source>Unsafe shutdowns (SMART attribute 192)</source>
        <translation>비정상 종료(SMART 속성 192)</translation>
    </message>
    <message>
        <source>Emergency head retracts at power-off (SMART attribute 192)</source>
        <translation>전원 차단 시 헤드 비상 후퇴(SMART 속성 192)</translation>
    </message>
    <message>
        <source>The drive&apos;s answer to SMART RETURN STATUS did not come back (the registers were missing or not a known answer), so its own assessment is unknown; the attributes are shown as read.</source>
        <translation>SMART RETURN STATUS에 대한 드라이브의 응답이 돌아오지 않았습니다(레지스터가 없거나 알려진 응답이 아님). 따라서 자가 평가 결과는 알 수 없으며, 속성은 읽은 그대로 표시합니다.</translation>
    </message>
    <message>
        <source>%1 is not a libatasmart SMART dump (tagged IDFY / SMST / SMDT / SMTH sections).</source>
        <extracomment>%1 file name</extracomment>
        <translation>%1은(는) libatasmart SMART 덤프(IDFY / SMST / SMDT / SMTH 태그 섹션)가 아닙니다.</translation>
    </message>
    <message>
        <source>%1 is a virtual disk (%2) and answers no ATA health commands: the health of the drives behind it can be read on the host.</source>
        <extracomment>%1 device path, %2 who emulates the disk: &quot;QEMU&quot;, &quot;VMware&quot;, &quot;Hyper-V&quot;...</extracomment>
        <translation>%1은(는) 가상 디스크(%2)이며 ATA 건강 상태 명령에 응답하지 않습니다: 그 뒤에 있는 드라이브의 건강 상태는 호스트에서 읽을 수 있습니다.</translation>
    </message>
    <message>
        <source>%1 is a %2 device: it has no health data of its own to read.</source>
        <extracomment>%1 device path, %2 transport such as &quot;virtio&quot; or &quot;loop&quot;</extracomment>
        <translation>%1은(는) %2 장치입니다: 읽을 수 있는 자체 건강 상태 데이터가 없습니다.</translation>
    </message>
    <message>
        <source>unknown</source>
        <translation>알 수 없음</translation>
    </message>
    <message>
        <source>The helper&apos;s health reply names no device.</source>
        <translation>도우미의 건강 상태 응답에 장치 이름이 없습니다.</translation>
    </message>
    <message>
        <source>Critical warning: the spare capacity has fallen below the drive&apos;s threshold.</source>
        <translation>심각한 경고: 예비 용량이 드라이브의 임곗값 아래로 떨어졌습니다.</translation>
    </message>
    <message>
        <source>Critical warning: the temperature is outside the drive&apos;s limits.</source>
        <translation>심각한 경고: 온도가 드라이브의 허용 범위를 벗어났습니다.</translation>
    </message>
    <message>
        <source>Critical warning: the drive&apos;s reliability is degraded by media errors or an internal error. Back up its data.</source>
        <translation>심각한 경고: 매체 오류나 내부 오류로 드라이브의 신뢰성이 떨어졌습니다. 데이터를 백업하십시오.</translation>
    </message>
    <message>
        <source>Critical warning: the drive has made its media read-only. Copy its data elsewhere.</source>
        <translation>심각한 경고: 드라이브가 매체를 읽기 전용으로 전환했습니다. 데이터를 다른 곳에 복사하십시오.</translation>
    </message>
    <message>
        <source>Critical warning: the backup for the drive&apos;s volatile memory has failed, so cached writes may be lost at a power cut.</source>
        <translation>심각한 경고: 드라이브 휘발성 메모리의 백업이 실패하여, 전원이 차단되면 캐시된 쓰기를 잃을 수 있습니다.</translation>
    </message>
    <message>
        <source>Critical warning: the drive&apos;s persistent memory region has become read-only.</source>
        <translation>심각한 경고: 드라이브의 영구 메모리 영역이 읽기 전용이 되었습니다.</translation>
    </message>
    <message>
        <source>Critical warning: bit %1, which this version of DriveProof does not know, is set.</source>
        <extracomment>%1 bit number of the NVMe critical warning byte</extracomment>
        <translation>심각한 경고: 이 버전의 DriveProof가 모르는 비트 %1이(가) 설정되어 있습니다.</translation>
    </message>
    <message>
        <source>Only %L1% spare capacity is left, below the drive&apos;s threshold of %L2%.</source>
        <extracomment>%1 spare capacity left in percent, %2 the drive&apos;s threshold in percent</extracomment>
        <translation>예비 용량이 %L1%만 남아 드라이브의 임곗값 %L2%보다 낮습니다.</translation>
    </message>
    <message>
        <source>The drive has used %L1% of its rated endurance: it has taken more writes than it was designed for.</source>
        <extracomment>%1 percentage of the rated endurance used, 100 or more</extracomment>
        <translation>드라이브가 정격 내구성의 %L1%를 사용했습니다: 설계된 것보다 많은 쓰기를 받았습니다.</translation>
    </message>
    <message>
        <source>The drive has used %L1% of its rated endurance.</source>
        <extracomment>%1 percentage of the rated endurance used</extracomment>
        <translation>드라이브가 정격 내구성의 %L1%를 사용했습니다.</translation>
    </message>
    <message numerus="yes">
        <source>The drive has recorded %Ln media or data integrity error(s).</source>
        <extracomment>%n number of errors (counts beyond the int range are shown as the int maximum)</extracomment>
        <translation>
            <numerusform>드라이브가 매체 또는 데이터 무결성 오류 %Ln개를 기록했습니다.</numerusform>
        </translation>
    </message>
    <message>
        <source>The drive is at %L1 °C, at or above its critical temperature of %L2 °C.</source>
        <extracomment>%1 current temperature in °C, %2 the drive&apos;s critical limit in °C</extracomment>
        <translation>드라이브 온도가 %L1 °C로, 위험 온도 %L2 °C 이상입니다.</translation>
    </message>
    <message>
        <source>The drive is at %L1 °C, at or above its warning temperature of %L2 °C.</source>
        <extracomment>%1 current temperature in °C, %2 the drive&apos;s warning limit in °C</extracomment>
        <translation>드라이브 온도가 %L1 °C로, 경고 온도 %L2 °C 이상입니다.</translation>
    </message>
    <message>
        <source>The drive is at %L1 °C, at or above %L2 °C, where most drives slow down to cool off.</source>
        <extracomment>%1 current temperature in °C, %2 a generic limit in °C</extracomment>
        <translation>드라이브 온도가 %L1 °C로, 대부분의 드라이브가 열을 식히려고 속도를 낮추는 %L2 °C 이상입니다.</translation>
    </message>
    <message>
        <source>The NVMe health log reports no problems.</source>
        <translation>NVMe 건강 로그에 문제가 보고되지 않았습니다.</translation>
    </message>
    <message>
        <source>The helper&apos;s health reply has a reason without a code. Restart DriveProof after an update.</source>
        <translation>도우미의 건강 상태 응답에 코드가 없는 이유가 있습니다. 업데이트한 후에는 DriveProof를 다시 시작하십시오.</translation>
    </message>
    <message>
        <source>The helper&apos;s health reply has reasons in a form this version does not read. Restart DriveProof after an update.</source>
        <translation>도우미의 건강 상태 응답에 이 버전이 읽을 수 없는 형식의 이유가 있습니다. 업데이트한 후에는 DriveProof를 다시 시작하십시오.</translation>
    </message>
    <message>
        <source>Reason %1 (%2)</source>
        <extracomment>a reason this version does not know (from a newer helper); %1 its code, %2 its arguments</extracomment>
        <translation>이유 %1 (%2)</translation>
    </message>
    <message>
        <source>Rate of errors while reading; the raw value&apos;s meaning is the maker&apos;s own.</source>
        <translation>읽기 오류율. 원시 값의 의미는 제조사가 정합니다.</translation>
    </message>
    <message>
        <source>Time the platters take to reach full speed.</source>
        <translation>플래터가 최고 속도에 도달하는 데 걸리는 시간.</translation>
    </message>
    <message>
        <source>Times the spindle started and stopped.</source>
        <translation>스핀들이 시작하고 멈춘 횟수.</translation>
    </message>
    <message>
        <source>Sectors found bad and replaced by spares; a new drive has 0.</source>
        <translation>불량으로 판정되어 예비 섹터로 대체된 섹터. 새 드라이브는 0입니다.</translation>
    </message>
    <message>
        <source>Rate of head positioning errors; the raw value&apos;s meaning is the maker&apos;s own.</source>
        <translation>헤드 위치 지정 오류율. 원시 값의 의미는 제조사가 정합니다.</translation>
    </message>
    <message>
        <source>Hours the drive has been powered on.</source>
        <translation>드라이브 전원이 켜져 있던 시간.</translation>
    </message>
    <message>
        <source>Times the spindle needed more than one try to spin up.</source>
        <translation>스핀들이 회전하기까지 두 번 이상 시도해야 했던 횟수.</translation>
    </message>
    <message>
        <source>Times the drive was switched on.</source>
        <translation>드라이브 전원이 켜진 횟수.</translation>
    </message>
    <message>
        <source>How worn the flash is (erase cycles); the normalised value falls as it wears.</source>
        <translation>플래시 마모 정도 (지우기 주기). 정규화 값은 마모될수록 낮아집니다.</translation>
    </message>
    <message>
        <source>Times power was lost without the host telling the drive first.</source>
        <translation>호스트가 미리 알리지 않은 채 전원이 끊긴 횟수.</translation>
    </message>
    <message>
        <source>Blocks that went bad while in use.</source>
        <translation>사용 중에 불량이 된 블록.</translation>
    </message>
    <message>
        <source>Data corrupted between the host interface and the media, inside the drive.</source>
        <translation>드라이브 내부에서 인터페이스와 매체 사이에 손상된 데이터.</translation>
    </message>
    <message>
        <source>Reads the drive could not correct and reported as errors.</source>
        <translation>드라이브가 정정하지 못하고 오류로 보고한 읽기.</translation>
    </message>
    <message>
        <source>Commands that timed out, often from cabling or power trouble.</source>
        <translation>시간 초과된 명령. 주로 케이블이나 전원 문제 때문입니다.</translation>
    </message>
    <message>
        <source>Temperature of the air around the drive.</source>
        <translation>드라이브 주변 공기의 온도.</translation>
    </message>
    <message>
        <source>Times the heads were parked in an emergency because power went away.</source>
        <translation>전원이 끊겨 헤드가 비상 파킹된 횟수.</translation>
    </message>
    <message>
        <source>Times the heads were parked and loaded again.</source>
        <translation>헤드가 파킹되었다가 다시 로드된 횟수.</translation>
    </message>
    <message>
        <source>Temperature of the drive.</source>
        <translation>드라이브 온도.</translation>
    </message>
    <message>
        <source>Times sectors were moved to spares.</source>
        <translation>섹터가 예비 영역으로 옮겨진 횟수.</translation>
    </message>
    <message>
        <source>Sectors that could not be read and wait to be rewritten or replaced.</source>
        <translation>읽을 수 없어 다시 쓰거나 대체되기를 기다리는 섹터.</translation>
    </message>
    <message>
        <source>Sectors the drive&apos;s own scan could not read.</source>
        <translation>드라이브 자체 검사로 읽지 못한 섹터.</translation>
    </message>
    <message>
        <source>Transfers garbled on the cable; a count that grows means a bad cable or connector, not a bad drive.</source>
        <translation>케이블에서 깨진 전송. 계속 늘어나면 드라이브가 아니라 케이블이나 커넥터 불량입니다.</translation>
    </message>
    <message>
        <source>Amount written to the drive, in the maker&apos;s units (often 512-byte sectors).</source>
        <translation>드라이브에 기록된 양 (제조사 단위, 주로 512바이트 섹터).</translation>
    </message>
    <message>
        <source>Amount read from the drive, in the maker&apos;s units (often 512-byte sectors).</source>
        <translation>드라이브에서 읽은 양 (제조사 단위, 주로 512바이트 섹터).</translation>
    </message>
    <message>
        <source>Defined by the drive&apos;s maker; its meaning differs between models.</source>
        <translation>드라이브 제조사가 정의하며, 의미는 모델마다 다릅니다.</translation>
    </message>
    <message>
        <source>%1 °C (lowest %2, highest %3)</source>
        <extracomment>a drive temperature and the range it has seen; %1 now, %2 lowest, %3 highest</extracomment>
        <translation>%1 °C (최저 %2, 최고 %3)</translation>
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
        <translation>%1시간</translation>
    </message>
    <message>
        <source>%1 has %2 bytes instead of 512.</source>
        <translation>%1의 크기가 512바이트가 아니라 %2바이트입니다.</translation>
    </message>
    <message>
        <source>The drive returned no SCT Status.</source>
        <translation>드라이브가 SCT 상태를 반환하지 않았습니다.</translation>
    </message>
    <message>
        <source>%1 is behind a USB bridge (%2, driver %3) that does not pass ATA commands through (SAT), so the drive&apos;s SMART records cannot be read over it. Connect the drive by SATA to read them.</source>
        <extracomment>%1 device path, %2 the USB bridge&apos;s name as it answers INQUIRY, %3 the USB driver (&quot;uas&quot; or &quot;usb-storage&quot;)</extracomment>
        <translation>%1은(는) ATA 명령을 전달하지 않는 (SAT 미지원) USB 브리지 (%2, 드라이버 %3) 뒤에 있어 드라이브의 SMART 기록을 읽을 수 없습니다. 읽으려면 드라이브를 SATA로 연결하세요.</translation>
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
        <translation>속성 %1 (%2)의 값은 %3입니다. Backblaze에서 고장 난 하드 디스크의 %4에서 이 값이 0보다 컸고, 계속 작동한 디스크에서는 %5였습니다 (%6).</translation>
    </message>
    <message>
        <source>In Google&apos;s fleet, drives were %1 times as likely to fail within 60 days after the first such event (%2).</source>
        <extracomment>%1 how many times, e.g. &quot;14&quot;, %2 the study it comes from</extracomment>
        <translation>Google의 드라이브 집단에서는 이런 사건이 처음 일어난 뒤 60일 안에 고장 날 확률이 %1배였습니다 (%2).</translation>
    </message>
    <message>
        <source>Pre-fail</source>
        <extracomment>SMART attribute type: its failure predicts the drive&apos;s failure</extracomment>
        <translation>사전 고장</translation>
    </message>
    <message>
        <source>Old-age</source>
        <translation>노후</translation>
    </message>
    <message>
        <source>Always</source>
        <extracomment>SMART attribute: updated while the drive works / only by off-line scans</extracomment>
        <translation>항상</translation>
    </message>
    <message>
        <source>Offline</source>
        <translation>오프라인</translation>
    </message>
    <message>
        <source>Errors the drive logged over its life; each one is a command that failed.</source>
        <translation>드라이브가 수명 동안 기록한 오류. 각각 실패한 명령입니다.</translation>
    </message>
    <message>
        <source>%1 °C (lifetime %2 to %3 °C)</source>
        <extracomment>%1 temperature now, %2 lowest and %3 highest the drive ever had</extracomment>
        <translation>%1 °C (수명 동안 %2 ~ %3 °C)</translation>
    </message>
    <message>
        <source>The drive&apos;s temperature and its lifetime range, from its SCT Status.</source>
        <translation>SCT 상태에 따른 드라이브 온도와 수명 동안의 범위.</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <extracomment>NVMe data units and what they make; %1 the count, %2 e.g. &quot;6.3 TB&quot;</extracomment>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>%1 min</source>
        <extracomment>a duration; %1 the number of minutes</extracomment>
        <translation>%1분</translation>
    </message>
    <message>
        <source>%1 s</source>
        <extracomment>a duration; %1 the number of seconds</extracomment>
        <translation>%1초</translation>
    </message>
    <message>
        <source>Problems the drive flags itself (spare, temperature, reliability, read-only, backup); 0 means none.</source>
        <translation>드라이브가 스스로 알리는 문제 (예비 공간, 온도, 신뢰성, 읽기 전용, 백업). 0이면 없음.</translation>
    </message>
    <message>
        <source>The drive&apos;s overall temperature.</source>
        <translation>드라이브 전체 온도.</translation>
    </message>
    <message>
        <source>%1 (threshold %2)</source>
        <translation>%1 (임계값 %2)</translation>
    </message>
    <message>
        <source>Reserve flash left for replacing worn blocks; the drive warns below the threshold.</source>
        <translation>마모된 블록을 대체할 남은 예비 플래시. 임계값 아래로 내려가면 드라이브가 경고합니다.</translation>
    </message>
    <message>
        <source>The maker&apos;s estimate of the rated life used; it can pass 100%.</source>
        <translation>정격 수명 중 사용한 비율에 대한 제조사 추정치. 100%를 넘을 수 있습니다.</translation>
    </message>
    <message>
        <source>The same kind of warnings for the drive&apos;s endurance groups; 0 means none.</source>
        <translation>드라이브의 내구성 그룹에 대한 같은 종류의 경고. 0이면 없음.</translation>
    </message>
    <message>
        <source>Amount the host read, in units of 512,000 bytes.</source>
        <translation>호스트가 읽은 양 (512,000바이트 단위).</translation>
    </message>
    <message>
        <source>Amount the host wrote, in units of 512,000 bytes.</source>
        <translation>호스트가 쓴 양 (512,000바이트 단위).</translation>
    </message>
    <message>
        <source>Read commands the drive completed.</source>
        <translation>드라이브가 완료한 읽기 명령.</translation>
    </message>
    <message>
        <source>Write commands the drive completed.</source>
        <translation>드라이브가 완료한 쓰기 명령.</translation>
    </message>
    <message>
        <source>Minutes the drive was busy with commands.</source>
        <translation>드라이브가 명령 처리로 바빴던 시간(분).</translation>
    </message>
    <message>
        <source>Data the drive could not read or write correctly.</source>
        <translation>드라이브가 올바르게 읽거나 쓰지 못한 데이터.</translation>
    </message>
    <message>
        <source>Entries in the drive&apos;s error log over its life; many are harmless rejected commands.</source>
        <translation>드라이브 수명 동안의 오류 로그 항목. 대부분은 무해하게 거부된 명령입니다.</translation>
    </message>
    <message>
        <source>Minutes spent above the drive&apos;s warning temperature.</source>
        <translation>드라이브의 경고 온도를 넘은 시간(분).</translation>
    </message>
    <message>
        <source>Minutes spent above the drive&apos;s critical temperature.</source>
        <translation>드라이브의 위험 온도를 넘은 시간(분).</translation>
    </message>
    <message>
        <source>Temperature of one sensor inside the drive.</source>
        <translation>드라이브 내부 센서 하나의 온도.</translation>
    </message>
    <message>
        <source>Times the drive slowed itself down lightly to cool off.</source>
        <translation>드라이브가 식히려고 스스로 조금 느려진 횟수.</translation>
    </message>
    <message>
        <source>Times the drive slowed itself down hard to cool off.</source>
        <translation>드라이브가 식히려고 스스로 크게 느려진 횟수.</translation>
    </message>
    <message>
        <source>Seconds spent slowed down lightly for heat.</source>
        <translation>열 때문에 조금 느려져 있던 시간(초).</translation>
    </message>
    <message>
        <source>Seconds spent slowed down hard for heat.</source>
        <translation>열 때문에 크게 느려져 있던 시간(초).</translation>
    </message>
    <message>
        <source>ID</source>
        <extracomment>column titles of the SMART attribute table, as smartctl and GNOME Disks name them</extracomment>
        <translation>ID</translation>
    </message>
    <message>
        <source>Attribute</source>
        <translation>속성</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>값</translation>
    </message>
    <message>
        <source>Worst</source>
        <translation>최저</translation>
    </message>
    <message>
        <source>Threshold</source>
        <translation>임계값</translation>
    </message>
    <message>
        <source>Type</source>
        <translation>유형</translation>
    </message>
    <message>
        <source>Updated</source>
        <translation>갱신</translation>
    </message>
    <message>
        <source>When failed</source>
        <translation>고장 시점</translation>
    </message>
    <message>
        <source>Raw value</source>
        <translation>원시 값</translation>
    </message>
    <message>
        <source>Meaning</source>
        <translation>의미</translation>
    </message>
    <message>
        <source>Self-test</source>
        <translation>자체 테스트</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>결과</translation>
    </message>
    <message>
        <source>Power-on hours</source>
        <translation>전원 켜짐 시간</translation>
    </message>
    <message>
        <source>First failing sector</source>
        <translation>첫 불량 섹터</translation>
    </message>
    <message>
        <source>Self-test log: empty.</source>
        <translation>자체 테스트 로그: 비어 있음.</translation>
    </message>
    <message>
        <source>The drive, or the bridge in front of it, refused: %1.</source>
        <extracomment>%1 a list of ATA or NVMe commands, e.g. &quot;SMART READ LOG 06h&quot;</extracomment>
        <translation>드라이브 또는 그 앞의 브리지가 거부함: %1.</translation>
    </message>
    <message>
        <source>Failing now</source>
        <extracomment>a SMART attribute at or below its threshold now</extracomment>
        <translation>현재 고장</translation>
    </message>
    <message>
        <source>Failed in the past</source>
        <extracomment>a SMART attribute that reached its threshold once</extracomment>
        <translation>과거에 고장</translation>
    </message>
    <message>
        <source>The data %1 returned could not be decoded: %2</source>
        <extracomment>%1 device path, %2 what is wrong with the data</extracomment>
        <translation>%1이(가) 반환한 데이터를 해석할 수 없습니다: %2</translation>
    </message>
    <message>
        <source>The NVMe self-test log has %1 bytes instead of %2.</source>
        <translation>NVMe 자체 테스트 로그가 %2바이트가 아니라 %1바이트입니다.</translation>
    </message>
    <message>
        <source>The drive in %1 does not offer a conveyance self-test.</source>
        <extracomment>%1 device path</extracomment>
        <translation>%1의 드라이브는 운송 자체 테스트를 지원하지 않습니다.</translation>
    </message>
    <message>
        <source>The drive in %1 does not offer self-tests.</source>
        <extracomment>%1 device path</extracomment>
        <translation>%1의 드라이브는 자체 테스트를 지원하지 않습니다.</translation>
    </message>
    <message>
        <source>A self-test is already running on %1 (%2% done): wait for it, or abort it first.</source>
        <extracomment>%1 device path, %2 how far the running test is, in percent</extracomment>
        <translation>%1에서 이미 자체 테스트가 실행 중입니다 (%2% 완료). 끝날 때까지 기다리거나 먼저 중지하세요.</translation>
    </message>
    <message>
        <source>A DriveProof test is running on %1: a self-test now would disturb it. Start the self-test when the test is done.</source>
        <extracomment>%1 device path</extracomment>
        <translation>%1에서 DriveProof 테스트가 실행 중입니다. 지금 자체 테스트를 하면 방해가 됩니다. 테스트가 끝난 뒤 자체 테스트를 시작하세요.</translation>
    </message>
    <message>
        <source>%1 takes no self-test commands.</source>
        <extracomment>%1 device path</extracomment>
        <translation>%1은(는) 자체 테스트 명령을 받지 않습니다.</translation>
    </message>
    <message>
        <source>Off-line scan</source>
        <extracomment>kind of drive self-test</extracomment>
        <translation>오프라인 검사</translation>
    </message>
    <message>
        <source>Short</source>
        <extracomment>kind of drive self-test</extracomment>
        <translation>짧은</translation>
    </message>
    <message>
        <source>Extended</source>
        <extracomment>kind of drive self-test</extracomment>
        <translation>확장</translation>
    </message>
    <message>
        <source>Conveyance</source>
        <extracomment>kind of drive self-test</extracomment>
        <translation>운송</translation>
    </message>
    <message>
        <source>Selective</source>
        <extracomment>kind of drive self-test: only the ranges of sectors the host chose</extracomment>
        <translation>선택</translation>
    </message>
    <message>
        <source>Vendor specific</source>
        <extracomment>kind of drive self-test</extracomment>
        <translation>제조사 고유</translation>
    </message>
    <message>
        <source>Completed without error</source>
        <translation>오류 없이 완료</translation>
    </message>
    <message>
        <source>Aborted by the host</source>
        <translation>호스트가 중지함</translation>
    </message>
    <message>
        <source>Interrupted by a reset</source>
        <translation>재설정으로 중단됨</translation>
    </message>
    <message>
        <source>Could not complete: fatal error</source>
        <translation>완료하지 못함: 치명적 오류</translation>
    </message>
    <message>
        <source>Failed (part unknown)</source>
        <translation>실패 (부위 알 수 없음)</translation>
    </message>
    <message>
        <source>Failed: electrical part</source>
        <translation>실패: 전기 부품</translation>
    </message>
    <message>
        <source>Failed: servo or seek</source>
        <translation>실패: 서보 또는 탐색</translation>
    </message>
    <message>
        <source>Failed: read error</source>
        <translation>실패: 읽기 오류</translation>
    </message>
    <message>
        <source>Failed: suspected handling damage</source>
        <translation>실패: 취급 손상 의심</translation>
    </message>
    <message>
        <source>In progress</source>
        <translation>진행 중</translation>
    </message>
    <message>
        <source>Unknown status %1</source>
        <extracomment>%1 a status number the standard reserves</extracomment>
        <translation>알 수 없는 상태 %1</translation>
    </message>
    <message>
        <source>Aborted: a namespace was removed</source>
        <translation>중지됨: 네임스페이스가 제거됨</translation>
    </message>
    <message>
        <source>Aborted: the drive was formatted</source>
        <translation>중지됨: 드라이브가 포맷됨</translation>
    </message>
    <message>
        <source>Failed in segment %1</source>
        <extracomment>%1 the number of the test segment that failed</extracomment>
        <translation>세그먼트 %1에서 실패</translation>
    </message>
    <message>
        <source>Aborted for an unknown reason</source>
        <translation>알 수 없는 이유로 중지됨</translation>
    </message>
    <message>
        <source>Aborted: the drive was sanitized</source>
        <translation>중지됨: 드라이브가 삭제(sanitize)됨</translation>
    </message>
    <message>
        <source>Looks new: %1 power-on hours, %2 power cycles, %3 written.</source>
        <extracomment>%1 power-on hours, %2 power cycles, %3 amount written (&quot;1.2 GB&quot;)</extracomment>
        <translation>새것으로 보입니다: 사용 시간 %1시간, 전원 켜짐 %2회, 기록 %3.</translation>
    </message>
    <message>
        <source>Used before: %1 power-on hours, %2 power cycles, %3 written. A drive sold as new has a few hours from the factory at most.</source>
        <extracomment>%1 power-on hours, %2 power cycles, %3 amount written (&quot;12 TB&quot;)</extracomment>
        <translation>사용된 적 있음: 사용 시간 %1시간, 전원 켜짐 %2회, 기록 %3. 새것으로 팔리는 드라이브는 공장에서의 몇 시간이 고작입니다.</translation>
    </message>
    <message>
        <source>The drive counts 0 power-on hours but %1 written: its counters may have been reset.</source>
        <extracomment>%1 amount written (&quot;12 TB&quot;)</extracomment>
        <translation>드라이브의 사용 시간은 0시간인데 %1이(가) 기록되어 있습니다: 카운터가 초기화되었을 수 있습니다.</translation>
    </message>
    <message>
        <source>The drive counts %1 power cycles in %2 power-on hours, more than those hours can hold: its counters may have been reset.</source>
        <extracomment>%1 power cycles, %2 power-on hours</extracomment>
        <translation>드라이브가 사용 시간 %2시간 동안 전원 켜짐 %1회를 셌는데, 그 시간에 담길 수 있는 것보다 많습니다: 카운터가 초기화되었을 수 있습니다.</translation>
    </message>
    <message>
        <source>%1 written of the %2 the maker rates this model for (%3%).</source>
        <extracomment>%1 amount written, %2 the rated endurance (&quot;600 TB&quot;), %3 percent of it</extracomment>
        <translation>제조사가 이 모델에 명시한 %2 중 %1 기록됨 (%3%).</translation>
    </message>
    <message>
        <source>Since DriveProof first read it (%1): %2 hours, %3 written.</source>
        <extracomment>%1 the date DriveProof first read the drive, %2 hours since, %3 amount written since</extracomment>
        <translation>DriveProof가 처음 읽은 뒤로 (%1): %2시간, 기록 %3.</translation>
    </message>
    <message>
        <source>new</source>
        <extracomment>is the drive new? the verdict</extracomment>
        <translation>새것</translation>
    </message>
    <message>
        <source>used</source>
        <extracomment>is the drive new? the verdict</extracomment>
        <translation>사용됨</translation>
    </message>
    <message>
        <source>possibly reset</source>
        <extracomment>is the drive new? the verdict: its counters contradict each other</extracomment>
        <translation>초기화 가능성</translation>
    </message>
    <message>
        <source>Identify Namespace is too short (%1 bytes) for its LBA formats.</source>
        <extracomment>%1 bytes received</extracomment>
        <translation>Identify Namespace가 LBA 포맷을 담기에 너무 짧습니다 (%1바이트).</translation>
    </message>
    <message>
        <source>Identify Namespace lists more LBA formats (%1) than there can be (%2).</source>
        <extracomment>%1 how many LBA formats the drive claims, %2 the most there can be</extracomment>
        <translation>Identify Namespace에 나열된 LBA 포맷 수(%1)가 가능한 최대(%2)보다 많습니다.</translation>
    </message>
    <message>
        <source>Identify Namespace says LBA format %1 is in use, but lists formats 0 to %2 only.</source>
        <extracomment>%1 the number of the format in use, %2 the highest number the drive lists</extracomment>
        <translation>Identify Namespace는 LBA 포맷 %1을(를) 사용 중이라고 하지만 포맷 0~%2만 나열합니다.</translation>
    </message>
    <message>
        <source>In use: LBA format %1, sectors of %2 bytes with %3 bytes of metadata, which the drive marks as &quot;%4&quot;.</source>
        <extracomment>%1 LBA format number, %2 bytes per sector, %3 metadata bytes per sector, %4 how fast the drive says the format is (&quot;best&quot;, &quot;better&quot;, &quot;good&quot;, &quot;degraded&quot;)</extracomment>
        <translation>사용 중: LBA 포맷 %1, %2바이트 섹터와 %3바이트 메타데이터이며 드라이브는 이를 &quot;%4&quot;(으)로 표시합니다.</translation>
    </message>
    <message>
        <source>The drive offers %5-byte sectors marked &quot;%6&quot;, faster than the %2-byte ones in use (&quot;%3&quot;). Switching means reformatting the namespace, which erases everything on it: nvme format %1 --lbaf=%4 — DriveProof never does this.</source>
        <extracomment>%1 device (/dev/nvme0n1), %2 bytes per sector in use, %3 how fast the drive marks the format in use, %4 the faster format&apos;s number, %5 its bytes per sector, %6 how fast the drive marks it. The command stays as it is.</extracomment>
        <translation>이 드라이브는 &quot;%6&quot;(으)로 표시된 %5바이트 섹터를 제공하며, 사용 중인 %2바이트 섹터(&quot;%3&quot;)보다 빠릅니다. 전환하려면 네임스페이스를 다시 포맷해야 하고, 그 안의 모든 것이 지워집니다: nvme format %1 --lbaf=%4 — DriveProof는 절대 이를 실행하지 않습니다.</translation>
    </message>
    <message>
        <source>None of the LBA formats the drive offers (%1) is marked faster than the one in use.</source>
        <extracomment>%1 how many LBA formats the drive offers (2 or more)</extracomment>
        <translation>드라이브가 제공하는 LBA 포맷(%1개) 중 사용 중인 것보다 빠르다고 표시된 것은 없습니다.</translation>
    </message>
    <message>
        <source>The namespace offers only the LBA format in use.</source>
        <translation>이 네임스페이스는 사용 중인 LBA 포맷만 제공합니다.</translation>
    </message>
    <message>
        <source>LBA format %1 carries %2 bytes of metadata per sector; only software that handles metadata (end-to-end protection) uses it.</source>
        <extracomment>%1 LBA format number, %2 metadata bytes per sector</extracomment>
        <translation>LBA 포맷 %1은(는) 섹터마다 %2바이트의 메타데이터를 담습니다. 메타데이터를 다루는 소프트웨어(종단 간 보호)만 이를 사용합니다.</translation>
    </message>
    <message>
        <source>LBA format note %1 (%2)</source>
        <extracomment>a finding this version does not know; %1 its code, %2 its arguments</extracomment>
        <translation>LBA 포맷 참고 %1 (%2)</translation>
    </message>
    <message>
        <source>best</source>
        <comment>LBA format performance</comment>
        <extracomment>how fast the drive says an LBA format is: the fastest of four grades</extracomment>
        <translation>최상</translation>
    </message>
    <message>
        <source>better</source>
        <comment>LBA format performance</comment>
        <extracomment>how fast the drive says an LBA format is: the second of four grades</extracomment>
        <translation>우수</translation>
    </message>
    <message>
        <source>good</source>
        <comment>LBA format performance</comment>
        <extracomment>how fast the drive says an LBA format is: the third of four grades</extracomment>
        <translation>양호</translation>
    </message>
    <message>
        <source>degraded</source>
        <comment>LBA format performance</comment>
        <extracomment>how fast the drive says an LBA format is: the slowest of four grades</extracomment>
        <translation>저하</translation>
    </message>
    <message>
        <source>not available</source>
        <extracomment>an LBA format the drive lists but does not offer now</extracomment>
        <translation>사용할 수 없음</translation>
    </message>
    <message>
        <source>%1 bytes, %2</source>
        <extracomment>%1 bytes per sector, %2 how fast the drive says it is</extracomment>
        <translation>%1바이트, %2</translation>
    </message>
    <message>
        <source>%1 bytes + %2 bytes metadata, %3</source>
        <extracomment>%1 bytes per sector, %2 metadata bytes per sector, %3 how fast the drive says it is</extracomment>
        <translation>%1바이트 + 메타데이터 %2바이트, %3</translation>
    </message>
    <message>
        <source>%1 % left</source>
        <extracomment>%1 percent of the drive&apos;s rated life that is left</extracomment>
        <translation>%1% 남음</translation>
    </message>
    <message>
        <source>%1 % used</source>
        <extracomment>%1 percent of the drive&apos;s rated life that is used</extracomment>
        <translation>%1% 사용</translation>
    </message>
    <message>
        <source>Attribute %1 (%2) is at %3, at or below its threshold of %4: the part it watches is worn out or failing, though the drive does not count it as a failure prediction.</source>
        <extracomment>%1 attribute number, %2 its name, %3 its value now, %4 the threshold</extracomment>
        <translation>속성 %1 (%2)의 값이 %3(으)로 임계값 %4 이하입니다: 이 속성이 감시하는 부분이 마모되었거나 고장 나고 있지만, 드라이브는 이를 고장 예측으로 치지 않습니다.</translation>
    </message>
    <message>
        <source>Error log: the latest error happened at power-on hour %1.</source>
        <extracomment>%1 a power-on hour</extracomment>
        <translation>오류 로그: 마지막 오류는 전원 켜진 시간 %1시간 시점에 발생했습니다.</translation>
    </message>
    <message>
        <source>Self-test log: the latest self-test ran at power-on hour %1.</source>
        <extracomment>%1 a power-on hour</extracomment>
        <translation>자체 테스트 로그: 마지막 자체 테스트는 전원 켜진 시간 %1시간 시점에 실행되었습니다.</translation>
    </message>
    <message>
        <source>The error log has an error at power-on hour %1, but the power-on counter says %2 hours: the counter went back (reset, or run over), so it does not say how long the drive was used.</source>
        <extracomment>%1 the power-on hour the log stamped, %2 the power-on hours the counter says</extracomment>
        <translation>오류 로그에 전원 켜진 시간 %1시간 시점의 오류가 있지만, 사용 시간 카운터는 %2시간을 가리킵니다: 카운터가 뒤로 돌아갔으므로(초기화되었거나 넘쳐서 한 바퀴 돌았음) 드라이브를 얼마나 오래 사용했는지 알 수 없습니다.</translation>
    </message>
    <message>
        <source>The self-test log has a test at power-on hour %1, but the power-on counter says %2 hours: the counter went back (reset, or run over), so it does not say how long the drive was used.</source>
        <extracomment>%1 the power-on hour the log stamped, %2 the power-on hours the counter says</extracomment>
        <translation>자체 테스트 로그에 전원 켜진 시간 %1시간 시점의 테스트가 있지만, 사용 시간 카운터는 %2시간을 가리킵니다: 카운터가 뒤로 돌아갔으므로(초기화되었거나 넘쳐서 한 바퀴 돌았음) 드라이브를 얼마나 오래 사용했는지 알 수 없습니다.</translation>
    </message>
    <message>
        <source>The FARM log counts %1 power-on hours, but the SMART counter says %2: the SMART counter was reset, and the drive has been used for at least %1 hours.</source>
        <extracomment>%1 power-on hours in the FARM log, %2 power-on hours of the SMART counter</extracomment>
        <translation>FARM 로그의 전원 켜짐 시간은 %1시간인데 SMART 카운터 값은 %2입니다: SMART 카운터가 초기화되었으며, 드라이브는 적어도 %1시간 사용되었습니다.</translation>
    </message>
    <message>
        <source>The FARM log&apos;s spindle hours (%1) exceed its power-on hours (%2): its power-on hours were reset too.</source>
        <extracomment>%1 spindle hours, %2 power-on hours, both from the FARM log</extracomment>
        <translation>FARM 로그의 스핀들 회전 시간(%1)이 같은 로그의 전원 켜짐 시간(%2)보다 많습니다: 로그의 전원 켜짐 시간도 초기화되었습니다.</translation>
    </message>
    <message>
        <source>The FARM log&apos;s head-flight hours (%1) exceed its power-on hours (%2): its power-on hours were reset too.</source>
        <extracomment>%1 head-flight hours, %2 power-on hours, both from the FARM log</extracomment>
        <translation>FARM 로그의 헤드 비행 시간(%1)이 같은 로그의 전원 켜짐 시간(%2)보다 많습니다: 로그의 전원 켜짐 시간도 초기화되었습니다.</translation>
    </message>
    <message>
        <source>FARM log: %1 power-on hours, %2 spindle hours, %3 head-flight hours; assembled in week %4 of %5.</source>
        <extracomment>%1 power-on, %2 spindle, %3 head-flight hours; the drive was assembled in week %4 of the year %5 (e.g. &quot;17&quot;, &quot;2025&quot;)</extracomment>
        <translation>FARM 로그: 전원 켜짐 %1시간, 스핀들 회전 %2시간, 헤드 비행 %3시간. %5년 %4번째 주에 조립되었습니다.</translation>
    </message>
    <message>
        <source>FARM log: %1 power-on hours, %2 spindle hours, %3 head-flight hours.</source>
        <extracomment>%1 power-on, %2 spindle, %3 head-flight hours</extracomment>
        <translation>FARM 로그: 전원 켜짐 %1시간, 스핀들 회전 %2시간, 헤드 비행 %3시간.</translation>
    </message>
</context>
<context>
    <name>DriveProof::Helper</name>
    <message>
        <source>Not authorised to use %1: the authentication was cancelled or refused.</source>
        <extracomment>%1 device path</extracomment>
        <translation>%1을(를) 사용할 권한이 없습니다: 인증이 취소되었거나 거부되었습니다.</translation>
    </message>
    <message>
        <source>Could not ask polkit whether %1 may be used (%2). Make sure polkit is installed and running, then try again.</source>
        <extracomment>%1 device path, %2 D-Bus error text</extracomment>
        <translation>%1을(를) 사용할 수 있는지 polkit에 물어볼 수 없습니다(%2). polkit이 설치되어 실행 중인지 확인한 다음 다시 시도하십시오.</translation>
    </message>
    <message>
        <source>Not authorised to use %1: authentication is needed, but no authentication agent could ask for it. Start DriveProof from a desktop session, or run pkttyagent in this terminal.</source>
        <extracomment>%1 device path</extracomment>
        <translation>%1을(를) 사용할 권한이 없습니다: 인증이 필요하지만 인증을 요청할 인증 에이전트가 없습니다. 데스크톱 세션에서 DriveProof를 시작하거나, 이 터미널에서 pkttyagent를 실행하십시오.</translation>
    </message>
    <message>
        <source>Not authorised to use %1. Ask an administrator to allow it.</source>
        <extracomment>%1 device path</extracomment>
        <translation>%1을(를) 사용할 권한이 없습니다. 관리자에게 허용을 요청하십시오.</translation>
    </message>
    <message>
        <source>%1 is a symbolic link. Give the device node itself, as lsblk lists it.</source>
        <extracomment>%1 device path</extracomment>
        <translation>%1은(는) 심볼릭 링크입니다. lsblk가 나열하는 장치 노드 자체를 지정하십시오.</translation>
    </message>
    <message>
        <source>%1 is in use: it is mounted, or another program holds it exclusively. Unmount it or close that program, then try again.</source>
        <extracomment>%1 device path</extracomment>
        <translation>%1은(는) 사용 중입니다: 마운트되어 있거나 다른 프로그램이 독점적으로 점유하고 있습니다. 마운트를 해제하거나 그 프로그램을 닫은 다음 다시 시도하십시오.</translation>
    </message>
    <message>
        <source>%1 could not be opened (%2): the device is gone or has no medium.</source>
        <extracomment>%1 device path, %2 system error text</extracomment>
        <translation>%1을(를) 열 수 없습니다(%2): 장치가 사라졌거나 매체가 없습니다.</translation>
    </message>
    <message>
        <source>%1 could not be opened: %2.</source>
        <extracomment>%1 device path, %2 system error text</extracomment>
        <translation>%1을(를) 열 수 없습니다: %2.</translation>
    </message>
    <message>
        <source>“%1” is not a device path the helper accepts. Give the kernel&apos;s name of a block device, such as /dev/sdb or /dev/nvme0n1, not a symbolic link such as /dev/disk/by-id/….</source>
        <extracomment>%1 the path the caller gave (shortened)</extracomment>
        <translation>“%1”은(는) 도우미가 받아들이는 장치 경로가 아닙니다. /dev/disk/by-id/… 같은 심볼릭 링크가 아니라 /dev/sdb나 /dev/nvme0n1 같은 블록 장치의 커널 이름을 지정하십시오.</translation>
    </message>
    <message>
        <source>%1 is not a block device known to the kernel (there is no “%2” in /sys/class/block). Check the name with lsblk.</source>
        <extracomment>%1 device path, %2 kernel name</extracomment>
        <translation>%1은(는) 커널이 아는 블록 장치가 아닙니다(/sys/class/block에 “%2”이(가) 없음). lsblk로 이름을 확인하십시오.</translation>
    </message>
    <message>
        <source>%1 is not a block device node.</source>
        <extracomment>%1 device path</extracomment>
        <translation>%1은(는) 블록 장치 노드가 아닙니다.</translation>
    </message>
    <message>
        <source>%1 is device %2, but the kernel says %4 is %3: the node does not belong to that device. Refusing to open it.</source>
        <extracomment>%1 device path, %2 and %3 device numbers like 8:16, %4 kernel name</extracomment>
        <translation>%1은(는) 장치 %2이지만, 커널에 따르면 %4은(는) %3입니다: 이 노드는 해당 장치에 속하지 않습니다. 열기를 거부합니다.</translation>
    </message>
    <message>
        <source>%1 is a partition, but this works on the whole drive. Use %2.</source>
        <extracomment>%1 partition path, %2 disk path</extracomment>
        <translation>%1은(는) 파티션이지만, 이 작업은 드라이브 전체에 대해 수행합니다. %2을(를) 사용하십시오.</translation>
    </message>
    <message>
        <source>%1 disappeared while it was being checked.</source>
        <extracomment>%1 device path</extracomment>
        <translation>%1을(를) 확인하는 중에 장치가 사라졌습니다.</translation>
    </message>
    <message>
        <source>%1 is in use and cannot be opened for writing: %2 Unmount, swapoff or stop that first.</source>
        <extracomment>%1 device path, %2 a sentence saying what uses it, e.g. &quot;/dev/sdb1 is mounted on /home.&quot;</extracomment>
        <translation>%1은(는) 사용 중이어서 쓰기용으로 열 수 없습니다: %2 먼저 마운트 해제, swapoff 또는 중지하십시오.</translation>
    </message>
    <message>
        <source>%1 changed while it was being opened: it is no longer the device the kernel lists under that name. Refusing it.</source>
        <extracomment>%1 device path</extracomment>
        <translation>%1을(를) 여는 중에 장치가 바뀌었습니다: 더 이상 커널이 그 이름으로 나열하는 장치가 아닙니다. 거부합니다.</translation>
    </message>
    <message>
        <source>Unknown option “%1”, or a value of the wrong type, for %2. Known options: %3.</source>
        <extracomment>%1 option name, %2 device path, %3 list of known option names</extracomment>
        <translation>%2에 대해 알 수 없는 옵션 “%1”이거나 값의 형식이 잘못되었습니다. 알려진 옵션: %3.</translation>
    </message>
    <message>
        <source>none</source>
        <translation>없음</translation>
    </message>
    <message>
        <source>Unknown mode “%1” for %2. Use “r”, “w” or “rw”.</source>
        <extracomment>%1 the mode the caller gave, %2 device path</extracomment>
        <translation>%2에 대해 알 수 없는 모드 “%1”. “r”, “w” 또는 “rw”를 사용하십시오.</translation>
    </message>
    <message>
        <source>Unknown flag “%1” for %2. Known flags: direct, sync, dsync, exclusive.</source>
        <extracomment>%1 the flag the caller gave, %2 device path</extracomment>
        <translation>%2에 대해 알 수 없는 플래그 “%1”. 알려진 플래그: direct, sync, dsync, exclusive.</translation>
    </message>
    <message>
        <source>The command to %1 failed.</source>
        <extracomment>%1 device path</extracomment>
        <translation>%1에 대한 명령이 실패했습니다.</translation>
    </message>
    <message>
        <source>%1 disappeared while it was being read.</source>
        <extracomment>%1 device path</extracomment>
        <translation>%1을(를) 읽는 중에 장치가 사라졌습니다.</translation>
    </message>
    <message>
        <source>DriveProof&apos;s privileged helper, a D-Bus system service (%1). D-Bus starts it when DriveProof needs it; it is not meant to be run by hand.</source>
        <extracomment>%1 D-Bus service name</extracomment>
        <translation>DriveProof의 특권 도우미로, D-Bus 시스템 서비스(%1)입니다. DriveProof가 필요로 할 때 D-Bus가 시작하며, 직접 실행하기 위한 것이 아닙니다.</translation>
    </message>
    <message>
        <source>For tests: serve on the bus at ADDRESS instead of the system bus, and ask the polkit found there.</source>
        <translation>테스트용: 시스템 버스 대신 ADDRESS의 버스에서 서비스하고, 그곳의 polkit에 질의합니다.</translation>
    </message>
    <message>
        <source>Exit after SECONDS without calls (default %1).</source>
        <extracomment>%1 number of seconds</extracomment>
        <translation>호출이 없으면 SECONDS초 후에 종료합니다(기본값 %1).</translation>
    </message>
    <message>
        <source>Unknown self-test action “%1” for %2. Use “short”, “extended”, “conveyance”, “abort” or “status”.</source>
        <extracomment>%1 the action the caller gave, %2 device path</extracomment>
        <translation>%2에 대한 알 수 없는 자체 테스트 동작 “%1”. “short”, “extended”, “conveyance”, “abort” 또는 “status”를 사용하세요.</translation>
    </message>
    <message>
        <source>A DriveProof test is running on %1: a self-test now would disturb it. Start the self-test when the test is done.</source>
        <extracomment>%1 device path</extracomment>
        <translation>%1에서 DriveProof 테스트가 실행 중입니다. 지금 자체 테스트를 하면 방해가 됩니다. 테스트가 끝난 뒤 자체 테스트를 시작하세요.</translation>
    </message>
    <message>
        <source>Unknown purpose “%1” for %2. Known purposes: capacity-check.</source>
        <extracomment>%1 the purpose the caller gave, %2 device path</extracomment>
        <translation>%2에 대한 알 수 없는 목적 “%1”입니다. 알려진 목적: capacity-check.</translation>
    </message>
    <message>
        <source>A capacity check writes to %1: open it with mode “rw”.</source>
        <extracomment>%1 device path</extracomment>
        <translation>용량 검사는 %1에 씁니다: “rw” 모드로 여십시오.</translation>
    </message>
</context>
<context>
    <name>DriveProof::PowerLoss</name>
    <message numerus="yes">
        <source>%Ln block(s) hold exactly what they should.</source>
        <translation>
            <numerusform>블록 %Ln개에 정확히 있어야 할 데이터가 들어 있습니다.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln block(s) hold data that was written to another place.</source>
        <translation>
            <numerusform>블록 %Ln개에 다른 위치에 쓰인 데이터가 들어 있습니다.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln block(s) hold data from before this test: the drive forgot the preparation.</source>
        <translation>
            <numerusform>블록 %Ln개에 이 테스트 이전의 데이터가 들어 있습니다: 드라이브가 준비 단계를 잊었습니다.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln block(s) are half old, half new: a write tore inside a block.</source>
        <translation>
            <numerusform>블록 %Ln개가 절반은 이전 데이터, 절반은 새 데이터입니다: 블록 내부에서 쓰기가 찢겼습니다.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln block(s) have flipped bits.</source>
        <translation>
            <numerusform>블록 %Ln개에 뒤집힌 비트가 있습니다.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln block(s) read back as zeros.</source>
        <translation>
            <numerusform>블록 %Ln개가 0으로 읽힙니다.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln block(s) read back erased (all ones).</source>
        <translation>
            <numerusform>블록 %Ln개가 지워진 상태(모두 1)로 읽힙니다.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln block(s) hold data nobody wrote.</source>
        <translation>
            <numerusform>블록 %Ln개에 아무도 쓰지 않은 데이터가 들어 있습니다.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln block(s) cannot be read.</source>
        <translation>
            <numerusform>블록 %Ln개를 읽을 수 없습니다.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln acknowledged write(s) were lost.</source>
        <translation>
            <numerusform>확인된 쓰기 %Ln개가 손실되었습니다.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln acknowledged write(s) survived only in part.</source>
        <translation>
            <numerusform>확인된 쓰기 %Ln개가 일부만 살아남았습니다.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln acknowledged write(s) were lost while later ones survived: the drive reorders writes across flushes.</source>
        <translation>
            <numerusform>더 나중의 쓰기는 살아남았는데 확인된 쓰기 %Ln개가 손실되었습니다: 드라이브가 플러시를 넘어 쓰기 순서를 바꿉니다.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln acknowledged write(s) just before the cut were lost: the drive acknowledges flushes before the data is safe.</source>
        <translation>
            <numerusform>차단 직전의 확인된 쓰기 %Ln개가 손실되었습니다: 드라이브가 데이터가 안전해지기 전에 플러시 완료 응답을 보냅니다.</numerusform>
        </translation>
    </message>
    <message>
        <source>The drive cannot be read at all after the power cut.</source>
        <translation>전원 차단 후 드라이브를 전혀 읽을 수 없습니다.</translation>
    </message>
    <message>
        <source>The drive&apos;s identity or capacity changed after the power cut.</source>
        <translation>전원 차단 후 드라이브의 식별 정보나 용량이 바뀌었습니다.</translation>
    </message>
    <message numerus="yes">
        <source>%Ln block(s) written only before the test were damaged: data at rest is not safe on this drive.</source>
        <translation>
            <numerusform>테스트 전에만 쓴 블록 %Ln개가 손상되었습니다: 이 드라이브에서는 저장된 데이터도 안전하지 않습니다.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln contradiction(s) between the witness&apos;s record and the test plan: a bug in DriveProof, so this run proves nothing.</source>
        <translation>
            <numerusform>감시 컴퓨터의 기록과 테스트 계획 사이에 모순이 %Ln개 있습니다: DriveProof의 버그이므로 이 실행은 아무것도 증명하지 못합니다.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>All %Ln acknowledged write(s) were lost.</source>
        <translation>
            <numerusform>확인된 쓰기 %Ln개가 모두 손실되었습니다.</numerusform>
        </translation>
    </message>
    <message>
        <source>They were the last ones before the cut: the drive acknowledges flushes before the data is safe.</source>
        <translation>이들은 차단 직전의 마지막 쓰기였습니다: 드라이브가 데이터가 안전해지기 전에 플러시 완료 응답을 보냅니다.</translation>
    </message>
    <message>
        <source>Cannot write the witness&apos;s salt %1: %2</source>
        <extracomment>%1 is a file path, %2 the system&apos;s error message.</extracomment>
        <translation>감시 컴퓨터의 솔트 %1을(를) 쓸 수 없습니다: %2</translation>
    </message>
    <message>
        <source>Cannot write the witness journal %1: %2</source>
        <extracomment>%1 is a file path, %2 the system&apos;s error message.</extracomment>
        <translation>감시 컴퓨터 저널 %1을(를) 쓸 수 없습니다: %2</translation>
    </message>
    <message>
        <source>Damaged record at byte %1 with good records after it.</source>
        <translation>바이트 %1에 손상된 레코드가 있고 그 뒤에 정상 레코드가 있습니다.</translation>
    </message>
    <message>
        <source>Record at byte %1 contradicts the run before it.</source>
        <extracomment>%1 is a byte offset in the witness journal file.</extracomment>
        <translation>바이트 %1의 레코드가 그 앞의 실행과 모순됩니다.</translation>
    </message>
    <message>
        <source>Cannot truncate the torn end of the journal.</source>
        <translation>저널의 찢긴 끝부분을 잘라 낼 수 없습니다.</translation>
    </message>
    <message>
        <source>The simulated drive is already running.</source>
        <translation>시뮬레이션 드라이브가 이미 실행 중입니다.</translation>
    </message>
    <message>
        <source>The simulated drive program %1 was not found. Install DriveProof completely (it lives in libexec) or set DRIVEPROOF_LYINGDISK to its path.</source>
        <extracomment>%1 is a program name</extracomment>
        <translation>시뮬레이션 드라이브 프로그램 %1을(를) 찾을 수 없습니다. DriveProof를 완전히 설치하거나(libexec에 있음) DRIVEPROOF_LYINGDISK를 그 경로로 설정하십시오.</translation>
    </message>
    <message>
        <source>Cannot create the folder for the simulated drive.</source>
        <translation>시뮬레이션 드라이브용 폴더를 만들 수 없습니다.</translation>
    </message>
    <message>
        <source>Something is already mounted on this folder. Unmount it first (fusermount3 -u).</source>
        <translation>이 폴더에 이미 무언가가 마운트되어 있습니다. 먼저 마운트를 해제하십시오(fusermount3 -u).</translation>
    </message>
    <message>
        <source>Cannot start the simulated drive: %1</source>
        <translation>시뮬레이션 드라이브를 시작할 수 없습니다: %1</translation>
    </message>
    <message>
        <source>The simulated drive stopped before it was ready (exit status %1): %2</source>
        <extracomment>%1 is the program&apos;s exit status, %2 what it printed</extracomment>
        <translation>시뮬레이션 드라이브가 준비되기 전에 중지되었습니다(종료 상태 %1): %2</translation>
    </message>
    <message>
        <source>The simulated drive did not appear within %1 s: %2</source>
        <extracomment>%1 is a number of seconds, %2 what the program printed</extracomment>
        <translation>시뮬레이션 드라이브가 %1초 안에 나타나지 않았습니다: %2</translation>
    </message>
    <message>
        <source>The simulated drive is not running.</source>
        <translation>시뮬레이션 드라이브가 실행 중이 아닙니다.</translation>
    </message>
    <message>
        <source>Cannot signal the simulated drive.</source>
        <translation>시뮬레이션 드라이브에 신호를 보낼 수 없습니다.</translation>
    </message>
    <message>
        <source>The simulated drive did not confirm the power cut.</source>
        <translation>시뮬레이션 드라이브가 전원 차단을 확인하지 않았습니다.</translation>
    </message>
    <message>
        <source>Cannot unmount the simulated drive. Run: fusermount3 -u -z %1</source>
        <translation>시뮬레이션 드라이브의 마운트를 해제할 수 없습니다. 다음을 실행하십시오: fusermount3 -u -z %1</translation>
    </message>
    <message>
        <source>The simulated drive did not stop in time; it was killed and its cache lost.</source>
        <translation>시뮬레이션 드라이브가 제때 중지되지 않아 강제 종료했으며 캐시는 손실되었습니다.</translation>
    </message>
    <message>
        <source>The simulated drive failed while stopping: %1</source>
        <extracomment>%1 is what the program printed</extracomment>
        <translation>시뮬레이션 드라이브가 중지 중에 실패했습니다: %1</translation>
    </message>
    <message>
        <source>Cannot save the pending test in %1: %2.</source>
        <extracomment>%1 file name, %2 the system&apos;s error text</extracomment>
        <translation>대기 중인 테스트를 %1에 저장할 수 없습니다: %2.</translation>
    </message>
    <message>
        <source>Cannot write the autostart entry %1: %2.</source>
        <extracomment>%1 file name, %2 the system&apos;s error text</extracomment>
        <translation>자동 시작 항목 %1을(를) 쓸 수 없습니다: %2.</translation>
    </message>
    <message>
        <source>Practice mode needs FUSE, and /dev/fuse cannot be used here.</source>
        <translation>연습 모드에는 FUSE가 필요한데, 여기서는 /dev/fuse를 사용할 수 없습니다.</translation>
    </message>
    <message>
        <source>Practice mode needs fusermount3 (the fuse3 package).</source>
        <translation>연습 모드에는 fusermount3(fuse3 패키지)이 필요합니다.</translation>
    </message>
    <message>
        <source>Practice mode needs driveproof-lyingdisk, which is not installed.</source>
        <translation>연습 모드에는 driveproof-lyingdisk가 필요한데, 설치되어 있지 않습니다.</translation>
    </message>
    <message>
        <source>Cannot create a temporary folder for practice.</source>
        <translation>연습용 임시 폴더를 만들 수 없습니다.</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a pairing code.</source>
        <extracomment>%1 what was given</extracomment>
        <translation>&apos;%1&apos;은(는) 페어링 코드가 아닙니다.</translation>
    </message>
    <message>
        <source>DriveProof simulated drive (%1)</source>
        <extracomment>the simulated drive of practice mode; %1 honest or lying</extracomment>
        <translation>DriveProof 시뮬레이션 드라이브(%1)</translation>
    </message>
    <message>
        <source>lying</source>
        <translation>거짓말함</translation>
    </message>
    <message>
        <source>honest</source>
        <translation>정직함</translation>
    </message>
    <message>
        <source>Practice cancelled.</source>
        <translation>연습이 취소되었습니다.</translation>
    </message>
    <message>
        <source>idle</source>
        <translation>유휴</translation>
    </message>
    <message>
        <source>starting the simulated drive and witness</source>
        <extracomment>practice mode: the simulated drive and the local witness start</extracomment>
        <translation>시뮬레이션 드라이브와 감시 컴퓨터를 시작하는 중</translation>
    </message>
    <message>
        <source>preparing</source>
        <extracomment>the test area is being filled with known data</extracomment>
        <translation>준비 중</translation>
    </message>
    <message>
        <source>writing</source>
        <translation>쓰는 중</translation>
    </message>
    <message>
        <source>cutting the power</source>
        <extracomment>practice mode: the simulated power cut</extracomment>
        <translation>전원 차단 중</translation>
    </message>
    <message>
        <source>verifying</source>
        <translation>검증 중</translation>
    </message>
    <message>
        <source>done</source>
        <translation>완료</translation>
    </message>
    <message>
        <source>failed</source>
        <translation>실패</translation>
    </message>
    <message>
        <source>This is a virtual machine: pulling its virtual plug tests the host&apos;s storage stack, not a drive. Run the test on real hardware.</source>
        <translation>가상 머신입니다: 가상 플러그를 뽑으면 드라이브가 아니라 호스트의 저장소 스택을 테스트하게 됩니다. 실제 하드웨어에서 테스트를 실행하십시오.</translation>
    </message>
    <message>
        <source>The machine runs on its battery: pulling the plug would not cut the power. Remove the battery, or use a machine without one.</source>
        <translation>컴퓨터가 배터리로 작동하고 있습니다: 플러그를 뽑아도 전원이 차단되지 않습니다. 배터리를 제거하거나 배터리가 없는 컴퓨터를 사용하십시오.</translation>
    </message>
    <message>
        <source>The drive sits behind a USB bridge, which may have a cache and flush rules of its own: the verdict is about the bridge and the drive together.</source>
        <translation>드라이브가 USB 브리지 뒤에 있으며, 브리지에는 자체 캐시와 플러시 규칙이 있을 수 있습니다: 판정은 브리지와 드라이브를 합친 결과입니다.</translation>
    </message>
    <message>
        <source>The drive&apos;s write cache is on. That is normal: the test shows whether the drive still keeps every write it acknowledged.</source>
        <translation>드라이브의 쓰기 캐시가 켜져 있습니다. 이는 정상입니다: 테스트를 통해 그래도 드라이브가 확인한 모든 쓰기를 지켜 내는지 알 수 있습니다.</translation>
    </message>
    <message>
        <source>The drive&apos;s unsafe-shutdown counter cannot be read, so the verifier cannot confirm that the power really went away.</source>
        <translation>드라이브의 비정상 종료 카운터를 읽을 수 없으므로, 검증 측은 전원이 실제로 끊겼는지 확인할 수 없습니다.</translation>
    </message>
    <message>
        <source>Choose a file or a device for the test area.</source>
        <translation>테스트 영역으로 사용할 파일이나 장치를 선택하십시오.</translation>
    </message>
    <message>
        <source>%1 is neither a regular file nor a block device.</source>
        <extracomment>%1 a path</extracomment>
        <translation>%1은(는) 일반 파일도 블록 장치도 아닙니다.</translation>
    </message>
    <message>
        <source>The folder %1 does not exist.</source>
        <extracomment>%1 a folder</extracomment>
        <translation>폴더 %1이(가) 존재하지 않습니다.</translation>
    </message>
    <message>
        <source>The device %1 was not found.</source>
        <extracomment>%1 a device node</extracomment>
        <translation>장치 %1을(를) 찾을 수 없습니다.</translation>
    </message>
    <message>
        <source>No error.</source>
        <translation>오류 없음.</translation>
    </message>
    <message>
        <source>Not a DriveProof power-loss frame (bad magic).</source>
        <extracomment>The power-loss witness received bytes that are not a DriveProof frame.</extracomment>
        <translation>DriveProof 전원 차단 프레임이 아닙니다(잘못된 매직 값).</translation>
    </message>
    <message>
        <source>Unsupported power-loss protocol version: update DriveProof on both machines.</source>
        <translation>지원하지 않는 전원 차단 프로토콜 버전입니다: 두 컴퓨터 모두 DriveProof를 업데이트하십시오.</translation>
    </message>
    <message>
        <source>Unknown power-loss message type.</source>
        <translation>알 수 없는 전원 차단 메시지 유형입니다.</translation>
    </message>
    <message>
        <source>Power-loss frame too long for its type.</source>
        <translation>전원 차단 프레임이 유형에 비해 너무 깁니다.</translation>
    </message>
    <message>
        <source>Power-loss frame damaged in transit (CRC mismatch).</source>
        <translation>전송 중에 전원 차단 프레임이 손상되었습니다(CRC 불일치).</translation>
    </message>
    <message>
        <source>Wrong pairing code: type the code the witness shows.</source>
        <extracomment>The pairing code is the code the witness shows and the user types on the writer.</extracomment>
        <translation>페어링 코드가 틀렸습니다: 감시 컴퓨터에 표시된 코드를 입력하십시오.</translation>
    </message>
    <message>
        <source>Power-loss frame replayed or out of order.</source>
        <translation>전원 차단 프레임이 재전송되었거나 순서가 맞지 않습니다.</translation>
    </message>
    <message>
        <source>Power-loss message malformed or with a value out of range.</source>
        <translation>전원 차단 메시지의 형식이 잘못되었거나 값이 범위를 벗어났습니다.</translation>
    </message>
    <message>
        <source>Power-loss message not expected at this point.</source>
        <translation>지금 시점에 예상하지 않은 전원 차단 메시지입니다.</translation>
    </message>
    <message>
        <source>Commit sequence numbers must increase.</source>
        <translation>커밋 일련 번호는 증가해야 합니다.</translation>
    </message>
    <message>
        <source>This run is already known to the witness with other parameters.</source>
        <translation>감시 컴퓨터가 이미 다른 매개변수로 이 실행을 알고 있습니다.</translation>
    </message>
    <message>
        <source>The witness knows no run with this id.</source>
        <translation>감시 컴퓨터에 이 ID의 실행이 없습니다.</translation>
    </message>
    <message>
        <source>This run has already ended.</source>
        <translation>이 실행은 이미 끝났습니다.</translation>
    </message>
    <message>
        <source>The witness cannot keep this run&apos;s journal (disk error or damaged journal).</source>
        <translation>감시 컴퓨터가 이 실행의 저널을 보관할 수 없습니다(디스크 오류 또는 저널 손상).</translation>
    </message>
    <message>
        <source>The witness has too many connections.</source>
        <translation>감시 컴퓨터의 연결이 너무 많습니다.</translation>
    </message>
    <message>
        <source>The connection was silent for too long.</source>
        <translation>연결이 너무 오랫동안 응답이 없었습니다.</translation>
    </message>
    <message>
        <source>The same run connected again from elsewhere; this connection was closed.</source>
        <translation>같은 실행이 다른 곳에서 다시 연결하여 이 연결을 닫았습니다.</translation>
    </message>
    <message>
        <source>The witness is busy with other verifiers; try again shortly.</source>
        <extracomment>The witness limits how many verifiers and ledger downloads it serves at once.</extracomment>
        <translation>감시 컴퓨터가 다른 검증 측을 처리하느라 바쁩니다. 잠시 후 다시 시도하십시오.</translation>
    </message>
    <message>
        <source>Unknown reason.</source>
        <translation>알 수 없는 이유.</translation>
    </message>
    <message>
        <source>connecting to the witness</source>
        <translation>감시 컴퓨터에 연결하는 중</translation>
    </message>
    <message>
        <source>paused</source>
        <extracomment>writing paused while the witness cannot be reached</extracomment>
        <translation>일시 중지됨</translation>
    </message>
    <message>
        <source>stopped</source>
        <translation>중지됨</translation>
    </message>
    <message>
        <source>connecting</source>
        <translation>연결하는 중</translation>
    </message>
    <message>
        <source>connected</source>
        <translation>연결됨</translation>
    </message>
    <message>
        <source>unreachable</source>
        <translation>연결할 수 없음</translation>
    </message>
    <message>
        <source>refused</source>
        <translation>거부됨</translation>
    </message>
    <message>
        <source>closed</source>
        <extracomment>the link to the witness was closed</extracomment>
        <translation>닫힘</translation>
    </message>
    <message>
        <source>Cannot create %1: %2.</source>
        <extracomment>%1 file, %2 the system&apos;s error text</extracomment>
        <translation>%1을(를) 만들 수 없습니다: %2.</translation>
    </message>
    <message>
        <source>Cannot reserve space for %1: %2.</source>
        <extracomment>%1 file, %2 the system&apos;s error text</extracomment>
        <translation>%1의 공간을 확보할 수 없습니다: %2.</translation>
    </message>
    <message>
        <source>no answer to the handshake within %1 s</source>
        <extracomment>%1 a number of seconds</extracomment>
        <translation>%1초 안에 핸드셰이크 응답 없음</translation>
    </message>
    <message>
        <source>Cannot reach the witness at %1: %2. Is driveproof-cli witness running there, and is the port open?</source>
        <extracomment>%1 the witness&apos;s address, %2 the network&apos;s error text</extracomment>
        <translation>%1의 감시 컴퓨터에 연결할 수 없습니다: %2. 그곳에서 driveproof-cli witness가 실행 중이고 포트가 열려 있습니까?</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a pairing code: type the 12 characters the witness shows.</source>
        <extracomment>%1 what the user typed</extracomment>
        <translation>&apos;%1&apos;은(는) 페어링 코드가 아닙니다: 감시 컴퓨터에 표시된 12자를 입력하십시오.</translation>
    </message>
    <message>
        <source>The test area on %1 is too small: give it at least 1 MiB.</source>
        <extracomment>%1 the file or device</extracomment>
        <translation>%1의 테스트 영역이 너무 작습니다: 최소 1 MiB로 지정하십시오.</translation>
    </message>
    <message>
        <source>The witness at %1 did not confirm every commit before the end.</source>
        <extracomment>%1 the witness&apos;s address</extracomment>
        <translation>%1의 감시 컴퓨터가 끝나기 전에 모든 커밋을 확인하지 않았습니다.</translation>
    </message>
    <message>
        <source>The witness at %1 refused this writer: %2</source>
        <extracomment>%1 the witness&apos;s address, %2 why it refused</extracomment>
        <translation>%1의 감시 컴퓨터가 이 쓰기 측을 거부했습니다: %2</translation>
    </message>
    <message>
        <source>The test area was filled and flushed before the run.</source>
        <translation>실행 전에 테스트 영역을 채우고 플러시했습니다.</translation>
    </message>
    <message>
        <source>The witness never heard that the test area was prepared: start a new run.</source>
        <translation>감시 컴퓨터가 테스트 영역 준비 완료 소식을 받지 못했습니다: 새 실행을 시작하십시오.</translation>
    </message>
    <message>
        <source>Simulated power cut (practice mode): no reboot was expected.</source>
        <translation>시뮬레이션 전원 차단(연습 모드): 재부팅은 필요하지 않았습니다.</translation>
    </message>
    <message>
        <source>The machine restarted after the test.</source>
        <translation>테스트 후 컴퓨터가 다시 시작되었습니다.</translation>
    </message>
    <message>
        <source>The boot id could not be compared, so a restart cannot be confirmed.</source>
        <translation>부팅 ID를 비교할 수 없어 재시작을 확인할 수 없습니다.</translation>
    </message>
    <message>
        <source>The machine has not restarted since the test: cut the power, then verify after the reboot.</source>
        <translation>테스트 후 컴퓨터가 다시 시작되지 않았습니다: 전원을 차단한 다음 재부팅 후에 검증하십시오.</translation>
    </message>
    <message>
        <source>The drive has no unsafe-shutdown counter; this check was skipped.</source>
        <translation>드라이브에 비정상 종료 카운터가 없어 이 검사를 건너뛰었습니다.</translation>
    </message>
    <message>
        <source>The drive counted an unsafe shutdown (%1 → %2).</source>
        <extracomment>%1 and %2 counts of unsafe shutdowns reported by the drive</extracomment>
        <translation>드라이브가 비정상 종료를 집계했습니다(%1 → %2).</translation>
    </message>
    <message>
        <source>The drive saw a clean shutdown (its unsafe-shutdown counter stayed at %1): pull the plug, don&apos;t press the power button.</source>
        <translation>드라이브는 정상 종료로 인식했습니다(비정상 종료 카운터가 %1에 머묾): 전원 버튼을 누르지 말고 플러그를 뽑으십시오.</translation>
    </message>
    <message>
        <source>No commit reached the witness: let the test run before cutting the power.</source>
        <translation>감시 컴퓨터에 도달한 커밋이 없습니다: 전원을 차단하기 전에 테스트가 진행되도록 두십시오.</translation>
    </message>
    <message>
        <source>Commits were reaching the witness until the cut.</source>
        <translation>차단 시점까지 커밋이 감시 컴퓨터에 도달하고 있었습니다.</translation>
    </message>
    <message>
        <source>The last commit reached the witness %1 s before the writer went silent: the test was not writing when the power went.</source>
        <translation>마지막 커밋이 쓰기 측이 응답을 멈추기 %1초 전에 감시 컴퓨터에 도달했습니다: 전원이 끊겼을 때 테스트는 쓰기를 하고 있지 않았습니다.</translation>
    </message>
    <message>
        <source>Writes were in flight when the writer went silent.</source>
        <translation>쓰기 측이 응답을 멈췄을 때 전송 중인 쓰기가 있었습니다.</translation>
    </message>
    <message>
        <source>No write was in flight at the cut: every issued write had been acknowledged, so the cut tested nothing pending.</source>
        <translation>차단 시점에 전송 중인 쓰기가 없었습니다: 보낸 모든 쓰기가 이미 확인되었으므로, 이 차단으로는 대기 중인 것을 아무것도 테스트하지 못했습니다.</translation>
    </message>
    <message>
        <source>The link to the witness was alive until the cut.</source>
        <translation>차단 시점까지 감시 컴퓨터와의 연결이 살아 있었습니다.</translation>
    </message>
    <message>
        <source>The witness did not hear the writer until the cut.</source>
        <translation>차단 시점까지 감시 컴퓨터가 쓰기 측의 소식을 받지 못했습니다.</translation>
    </message>
    <message>
        <source>The writer stopped on an error before the cut: %1</source>
        <translation>쓰기 측이 차단 전에 오류로 중지했습니다: %1</translation>
    </message>
    <message>
        <source>The writer reported no error.</source>
        <translation>쓰기 측이 오류를 보고하지 않았습니다.</translation>
    </message>
    <message>
        <source>The writer stopped on purpose before the cut: cut the power while the test is writing.</source>
        <translation>쓰기 측이 차단 전에 의도적으로 중지했습니다: 테스트가 쓰기를 하는 동안 전원을 차단하십시오.</translation>
    </message>
    <message>
        <source>The writer did not stop on its own.</source>
        <translation>쓰기 측이 스스로 중지하지 않았습니다.</translation>
    </message>
    <message>
        <source>Not an address: %1. Use HOST:PORT or [IPv6]:PORT.</source>
        <extracomment>%1 is what the user typed as the witness address, e.g. 0.0.0.0:7070.
----------
%1 is the witness address the user typed.</extracomment>
        <translation>주소가 아닙니다: %1. HOST:PORT 또는 [IPv6]:PORT 형식을 사용하십시오.</translation>
    </message>
    <message>
        <source>The witness refused: %1</source>
        <extracomment>%1 is the reason the witness gave.</extracomment>
        <translation>감시 컴퓨터가 거부했습니다: %1</translation>
    </message>
    <message>
        <source>Lost the connection to the witness.</source>
        <translation>감시 컴퓨터와의 연결이 끊어졌습니다.</translation>
    </message>
    <message>
        <source>The witness did not answer in time.</source>
        <translation>감시 컴퓨터가 제때 응답하지 않았습니다.</translation>
    </message>
    <message>
        <source>The ledger from the witness is damaged (size or digest mismatch).</source>
        <translation>감시 컴퓨터에서 받은 기록부가 손상되었습니다(크기 또는 다이제스트 불일치).</translation>
    </message>
    <message>
        <source>The report is too large to keep on the witness.</source>
        <translation>보고서가 너무 커서 감시 컴퓨터에 보관할 수 없습니다.</translation>
    </message>
    <message>
        <source>Unexpected answer from the witness.</source>
        <translation>감시 컴퓨터에서 예상하지 못한 응답을 받았습니다.</translation>
    </message>
    <message>
        <source>Cannot open %1: %2.</source>
        <extracomment>%1 file, %2 the system&apos;s error text</extracomment>
        <translation>%1을(를) 열 수 없습니다: %2.</translation>
    </message>
    <message>
        <source>The pending test has no valid pairing code.</source>
        <translation>대기 중인 테스트에 올바른 페어링 코드가 없습니다.</translation>
    </message>
    <message>
        <source>Fetching the witness&apos;s record from %1</source>
        <extracomment>%1 the witness&apos;s address</extracomment>
        <translation>%1에서 감시 컴퓨터의 기록을 가져오는 중</translation>
    </message>
    <message>
        <source>Verification cancelled.</source>
        <translation>검증이 취소되었습니다.</translation>
    </message>
    <message>
        <source>Reading the drive&apos;s state</source>
        <translation>드라이브 상태를 읽는 중</translation>
    </message>
    <message>
        <source>Reading and checking the whole test area on %1</source>
        <extracomment>%1 file or device</extracomment>
        <translation>%1의 테스트 영역 전체를 읽고 검사하는 중</translation>
    </message>
    <message>
        <source>Storing the report</source>
        <translation>보고서 저장 중</translation>
    </message>
    <message>
        <source>Done</source>
        <translation>완료</translation>
    </message>
    <message>
        <source>Cannot create the witness journal folder %1.</source>
        <extracomment>%1 is a folder path.</extracomment>
        <translation>감시 컴퓨터 저널 폴더 %1을(를) 만들 수 없습니다.</translation>
    </message>
    <message>
        <source>Cannot derive the pairing key (not enough memory?).</source>
        <extracomment>The witness turns the pairing code into a key with Argon2id, which needs 64 MiB.</extracomment>
        <translation>페어링 키를 생성할 수 없습니다(메모리 부족?).</translation>
    </message>
    <message>
        <source>The journal in folder %1 belongs to another run.</source>
        <translation>폴더 %1의 저널은 다른 실행의 것입니다.</translation>
    </message>
    <message>
        <source>The journal of this run reached its limit of %1 bytes.</source>
        <extracomment>%1 is a size in bytes.</extracomment>
        <translation>이 실행의 저널이 한도인 %1바이트에 도달했습니다.</translation>
    </message>
    <message>
        <source>The witness claimed commits this writer never sent; reconnecting.</source>
        <extracomment>A high-water mark above the writer&apos;s own last commit: a forged or replayed answer.</extracomment>
        <translation>감시 컴퓨터가 이 쓰기 측이 보낸 적 없는 커밋을 주장했습니다. 다시 연결하는 중입니다.</translation>
    </message>
    <message>
        <source>Lost the connection to the witness; reconnecting.</source>
        <translation>감시 컴퓨터와의 연결이 끊어졌습니다. 다시 연결하는 중입니다.</translation>
    </message>
    <message>
        <source>Cannot resolve %1: %2</source>
        <extracomment>%1 is a host name or address, %2 the resolver&apos;s error message.</extracomment>
        <translation>%1을(를) 확인할 수 없습니다: %2</translation>
    </message>
    <message>
        <source>Cannot listen on %1: %2</source>
        <extracomment>%1 is an address:port, %2 the system&apos;s error message.</extracomment>
        <translation>%1에서 수신 대기할 수 없습니다: %2</translation>
    </message>
    <message>
        <source>Cannot reach the witness at %1: %2</source>
        <extracomment>%1 is the witness&apos;s address:port, %2 the system&apos;s error message.</extracomment>
        <translation>%1의 감시 컴퓨터에 연결할 수 없습니다: %2</translation>
    </message>
    <message>
        <source>This file system does not support direct I/O: the writer goes through the page cache, which the commits flush.</source>
        <translation>이 파일 시스템은 직접 I/O를 지원하지 않습니다: 쓰기 측은 페이지 캐시를 거치며, 커밋이 페이지 캐시를 플러시합니다.</translation>
    </message>
    <message>
        <source>Cannot open %1 for writing: %2.</source>
        <extracomment>%1 file or device, %2 the system&apos;s error text</extracomment>
        <translation>%1을(를) 쓰기용으로 열 수 없습니다: %2.</translation>
    </message>
    <message>
        <source>The power-loss test parameters are invalid.</source>
        <translation>전원 차단 테스트 매개변수가 올바르지 않습니다.</translation>
    </message>
    <message>
        <source>Preparing the test area failed: %1.</source>
        <extracomment>%1 the system&apos;s error text</extracomment>
        <translation>테스트 영역 준비에 실패했습니다: %1.</translation>
    </message>
    <message>
        <source>Flushing the prepared test area failed: %1.</source>
        <translation>준비된 테스트 영역의 플러시에 실패했습니다: %1.</translation>
    </message>
    <message>
        <source>Write %1 failed: %2. The run is invalid; the writer stopped and does not retry.</source>
        <extracomment>%1 the write&apos;s sequence number, %2 the system&apos;s error text</extracomment>
        <translation>쓰기 %1이(가) 실패했습니다: %2. 이 실행은 무효입니다. 쓰기 측은 중지했으며 재시도하지 않습니다.</translation>
    </message>
    <message>
        <source>Committing up to write %1 failed: %2. The run is invalid; the writer stopped and does not retry.</source>
        <extracomment>%1 the last write&apos;s sequence number, %2 the system&apos;s error text</extracomment>
        <translation>쓰기 %1까지의 커밋이 실패했습니다: %2. 이 실행은 무효입니다. 쓰기 측은 중지했으며 재시도하지 않습니다.</translation>
    </message>
    <message>
        <source>The witness&apos;s record contradicts this machine&apos;s own record of the test (%1), so it cannot be trusted and this run proves nothing about acknowledged writes.</source>
        <extracomment>%1 what the witness&apos;s record says against this machine&apos;s (in English, for a bug report)</extracomment>
        <translation>감시 컴퓨터의 기록이 이 컴퓨터가 가진 테스트 기록과 모순됩니다(%1). 따라서 믿을 수 없으며, 이 실행은 확인된 쓰기에 대해 아무것도 증명하지 못합니다.</translation>
    </message>
    <message>
        <source>This is not the run&apos;s witness: it answered with another salt than during the run.</source>
        <translation>이 실행의 감시 컴퓨터가 아닙니다: 실행 중과 다른 솔트로 응답했습니다.</translation>
    </message>
    <message>
        <source>A frame from the witness arrived damaged or altered (%1); reconnecting.</source>
        <extracomment>%1 what was wrong with it, e.g. &quot;HMAC&quot; or &quot;CRC mismatch&quot;</extracomment>
        <translation>감시 컴퓨터에서 온 프레임이 손상되거나 변조된 채 도착했습니다(%1). 다시 연결하는 중입니다.</translation>
    </message>
    <message>
        <source>The witness could not prove the pairing code (a fake witness or altered traffic); reconnecting.</source>
        <translation>감시 컴퓨터가 페어링 코드를 증명하지 못했습니다(가짜 감시 컴퓨터이거나 변조된 트래픽). 다시 연결하는 중입니다.</translation>
    </message>
    <message>
        <source>The witness refused a frame that reached it damaged or altered (%1); reconnecting.</source>
        <extracomment>%1 the witness&apos;s reason, e.g. &quot;Power-loss frame damaged in transit&quot;</extracomment>
        <translation>감시 컴퓨터가 손상되거나 변조된 채 도착한 프레임을 거부했습니다(%1). 다시 연결하는 중입니다.</translation>
    </message>
    <message>
        <source>The witness already keeps %1 runs: move old run folders out of its journal folder to make room.</source>
        <extracomment>%1 how many runs the witness keeps at most</extracomment>
        <translation>감시 컴퓨터가 이미 %1개의 실행을 보관하고 있습니다: 공간을 만들려면 오래된 실행 폴더를 저널 폴더 밖으로 옮기십시오.</translation>
    </message>
    <message>
        <source>The witness holds %1 acknowledged writes in memory, as many as it may: this run cannot grow.</source>
        <extracomment>%1 a number of acknowledged writes</extracomment>
        <translation>감시 컴퓨터가 메모리에 확인된 쓰기 %1개를 보관하고 있으며 이것이 한도입니다: 이 실행은 더 커질 수 없습니다.</translation>
    </message>
    <message numerus="yes">
        <source>The witness reports %n acknowledgement(s) this writer never sent, from seq %1, so its record cannot be trusted and this run proves nothing about acknowledged writes.</source>
        <extracomment>%n how many acknowledgements carry no valid receipt of this machine&apos;s writer, %1 the seq (a number) of the first of them</extracomment>
        <translation>
            <numerusform>감시 컴퓨터가 이 쓰기 측이 보낸 적 없는 확인 %n개를 보고합니다(seq %1부터). 따라서 그 기록은 믿을 수 없으며, 이 실행은 확인된 쓰기에 대해 아무것도 증명하지 못합니다.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>DriveProof::Privilege</name>
    <message>
        <source>Cannot open %1: %2.</source>
        <extracomment>%1 device path, %2 the system&apos;s reason</extracomment>
        <translation>%1을(를) 열 수 없습니다: %2.</translation>
    </message>
    <message>
        <source>The system bus is not running (%2), so DriveProof&apos;s helper cannot be reached for %1. Start D-Bus, or run as root.</source>
        <extracomment>%1 device path, %2 D-Bus error text</extracomment>
        <translation>시스템 버스가 실행 중이 아니므로(%2) %1에 대해 DriveProof 도우미에 연결할 수 없습니다. D-Bus를 시작하거나 root로 실행하십시오.</translation>
    </message>
    <message>
        <source>DriveProof&apos;s helper sent an unexpected reply for %1.</source>
        <extracomment>%1 device path</extracomment>
        <translation>DriveProof 도우미가 %1에 대해 예상하지 못한 응답을 보냈습니다.</translation>
    </message>
    <message>
        <source>DriveProof&apos;s helper opened %1 but no file descriptor arrived.</source>
        <extracomment>%1 device path</extracomment>
        <translation>DriveProof 도우미가 %1을(를) 열었지만 파일 디스크립터가 도착하지 않았습니다.</translation>
    </message>
    <message>
        <source>DriveProof&apos;s helper is not installed (%1 is not on the system bus): install the package, or run as root.</source>
        <extracomment>%1 D-Bus service name</extracomment>
        <translation>DriveProof 도우미가 설치되어 있지 않습니다(시스템 버스에 %1이(가) 없음): 패키지를 설치하거나 root로 실행하십시오.</translation>
    </message>
    <message>
        <source>DriveProof&apos;s helper is installed but could not be started (%1). Reinstall DriveProof.</source>
        <extracomment>%1 D-Bus error text</extracomment>
        <translation>DriveProof 도우미가 설치되어 있지만 시작할 수 없습니다(%1). DriveProof를 다시 설치하십시오.</translation>
    </message>
    <message>
        <source>DriveProof&apos;s helper did not answer for %1 within %2 seconds. If an authentication dialog was open, try again.</source>
        <extracomment>%1 device path, %2 number of seconds</extracomment>
        <translation>DriveProof 도우미가 %2초 안에 %1에 대해 응답하지 않았습니다. 인증 대화 상자가 열려 있었다면 다시 시도하십시오.</translation>
    </message>
    <message>
        <source>The system bus refused the call to DriveProof&apos;s helper (%1): its D-Bus policy is missing or damaged. Reinstall DriveProof.</source>
        <extracomment>%1 D-Bus error text</extracomment>
        <translation>시스템 버스가 DriveProof 도우미 호출을 거부했습니다(%1): D-Bus 정책이 없거나 손상되었습니다. DriveProof를 다시 설치하십시오.</translation>
    </message>
    <message>
        <source>DriveProof&apos;s helper failed for %1: %3 (%2).</source>
        <extracomment>%1 device path, %2 D-Bus error name, %3 D-Bus error text</extracomment>
        <translation>%1에 대한 DriveProof 도우미 작업이 실패했습니다: %3 (%2).</translation>
    </message>
</context>
<context>
    <name>DriveProof::Report</name>
    <message>
        <source>a pair [bucket, count]</source>
        <translation>[bucket, count] 쌍</translation>
    </message>
    <message>
        <source>The test result is damaged: %1 names latency bucket %2, but the buckets end at %3.</source>
        <extracomment>%1 where in the file; %2 the bucket number found; %3 the last valid one</extracomment>
        <translation>테스트 결과가 손상되었습니다: %1이(가) 지연 시간 구간 %2을(를) 가리키지만 구간은 %3에서 끝납니다.</translation>
    </message>
    <message>
        <source>The test result is damaged: %1 lists latency bucket %2 twice.</source>
        <extracomment>%1 where in the file; %2 a bucket number</extracomment>
        <translation>테스트 결과가 손상되었습니다: %1에 지연 시간 구간 %2이(가) 두 번 나옵니다.</translation>
    </message>
    <message>
        <source>The test result is damaged: the latency buckets of %1 do not add up to its count.</source>
        <extracomment>%1 where in the file, e.g. measurements[0].histogram</extracomment>
        <translation>테스트 결과가 손상되었습니다: %1의 지연 시간 구간 합계가 전체 개수와 맞지 않습니다.</translation>
    </message>
    <message>
        <source>The test result is damaged: the minimum or maximum of %1 lies outside its lowest or highest latency bucket.</source>
        <extracomment>%1 where in the file, e.g. measurements[0].histogram</extracomment>
        <translation>테스트 결과가 손상되었습니다: %1의 최솟값 또는 최댓값이 가장 낮은 또는 가장 높은 지연 시간 구간 밖에 있습니다.</translation>
    </message>
    <message>
        <source>The test result is damaged: the sum of %1 cannot come from its latency buckets.</source>
        <extracomment>%1 where in the file, e.g. measurements[0].histogram</extracomment>
        <translation>테스트 결과가 손상되었습니다: %1의 합계가 지연 시간 구간에서 나올 수 없는 값입니다.</translation>
    </message>
    <message>
        <source>%1: %2 commits/s</source>
        <extracomment>%1 the line&apos;s label, e.g. &quot;fdatasync, 1 × 8 kB&quot;; %2 commits per second</extracomment>
        <translation>%1: %2 커밋/s</translation>
    </message>
    <message>
        <source>%1: %2 MB/s, %3 IOPS</source>
        <extracomment>%1 the line&apos;s label, e.g. &quot;SEQ1M Q8T1 read&quot;; %2 megabytes per second; %3 I/Os per second</extracomment>
        <translation>%1: %2 MB/s, %3 IOPS</translation>
    </message>
    <message>
        <source>%1; %2</source>
        <extracomment>%1 how many measurements, e.g. &quot;9 measurements&quot;; %2 its headline number</extracomment>
        <translation>%1; %2</translation>
    </message>
    <message>
        <source>%1 (stopped by an error)</source>
        <extracomment>%1 the summary so far; a test that stopped on an error</extracomment>
        <translation>%1 (오류로 중지됨)</translation>
    </message>
    <message>
        <source>%1 (cancelled)</source>
        <extracomment>%1 the summary so far; a test the user cancelled</extracomment>
        <translation>%1 (취소됨)</translation>
    </message>
    <message>
        <source>The result has no id, so it cannot be kept in the history.</source>
        <translation>결과에 ID가 없어 기록에 보관할 수 없습니다.</translation>
    </message>
    <message>
        <source>Cannot create the history folder %1. Check that your home folder is writable.</source>
        <extracomment>%1 folder path</extracomment>
        <translation>기록 폴더 %1을(를) 만들 수 없습니다. 홈 폴더에 쓸 수 있는지 확인하십시오.</translation>
    </message>
    <message>
        <source>Cannot write %1: %2.</source>
        <extracomment>%1 file name, %2 the system&apos;s error text</extracomment>
        <translation>%1에 쓸 수 없습니다: %2.</translation>
    </message>
    <message>
        <source>The history holds no result with the id %1.</source>
        <extracomment>%1 a result id</extracomment>
        <translation>기록에 ID가 %1인 결과가 없습니다.</translation>
    </message>
    <message>
        <source>The id %1 fits several results in the history; give the whole id.</source>
        <extracomment>%1 a short result id</extracomment>
        <translation>ID %1에 해당하는 결과가 기록에 여러 개 있습니다. 전체 ID를 지정하십시오.</translation>
    </message>
    <message>
        <source>Cannot delete %1: %2.</source>
        <extracomment>%1 file name, %2 the system&apos;s error text</extracomment>
        <translation>%1을(를) 삭제할 수 없습니다: %2.</translation>
    </message>
    <message>
        <source>The test result is damaged: %1 is missing.</source>
        <extracomment>%1 where in the file, e.g. measurements[2].iops</extracomment>
        <translation>테스트 결과가 손상되었습니다: %1이(가) 없습니다.</translation>
    </message>
    <message>
        <source>The test result is damaged: %1 should be %2.</source>
        <extracomment>%1 where in the file, e.g. measurements[2].iops; %2 what it should be, e.g. &quot;a number&quot;</extracomment>
        <translation>테스트 결과가 손상되었습니다: %1은(는) %2이어야 합니다.</translation>
    </message>
    <message>
        <source>The test result is damaged: %1 is %2, outside the range %3 to %4.</source>
        <extracomment>%1 where in the file, e.g. measurements[2].read_percent; %2 the value found there; %3 and %4 the smallest and largest value allowed</extracomment>
        <translation>테스트 결과가 손상되었습니다: %1이(가) %2(으)로, 허용 범위 %3~%4를 벗어났습니다.</translation>
    </message>
    <message>
        <source>text</source>
        <translation>텍스트</translation>
    </message>
    <message>
        <source>true or false</source>
        <translation>true 또는 false</translation>
    </message>
    <message>
        <source>true, false or null</source>
        <translation>true, false 또는 null</translation>
    </message>
    <message>
        <source>a whole number</source>
        <translation>정수</translation>
    </message>
    <message>
        <source>a number</source>
        <translation>숫자</translation>
    </message>
    <message>
        <source>a date and time (ISO 8601)</source>
        <translation>날짜와 시간(ISO 8601)</translation>
    </message>
    <message>
        <source>a list</source>
        <translation>목록</translation>
    </message>
    <message>
        <source>an object</source>
        <translation>객체</translation>
    </message>
    <message>
        <source>a list of six numbers</source>
        <translation>숫자 6개의 목록</translation>
    </message>
    <message>
        <source>one of info, good, caution, danger</source>
        <translation>info, good, caution, danger 중 하나</translation>
    </message>
    <message>
        <source>This is not a DriveProof test result: it has no format_version.</source>
        <translation>DriveProof 테스트 결과가 아닙니다: format_version이 없습니다.</translation>
    </message>
    <message>
        <source>This test result has format %1, but this version of DriveProof reads formats up to %2. Open it with a newer DriveProof.</source>
        <extracomment>%1 the file&apos;s format number, %2 the newest format this version reads</extracomment>
        <translation>이 테스트 결과의 형식은 %1이지만, 이 버전의 DriveProof는 형식 %2까지만 읽을 수 있습니다. 더 새 버전의 DriveProof로 여십시오.</translation>
    </message>
    <message>
        <source>This is not a DriveProof test result: the JSON breaks at byte %1 (%2).</source>
        <extracomment>%1 byte offset in the file, %2 what the JSON parser says</extracomment>
        <translation>DriveProof 테스트 결과가 아닙니다: 바이트 %1에서 JSON이 깨졌습니다(%2).</translation>
    </message>
    <message>
        <source>This is not a DriveProof test result: it holds no JSON object.</source>
        <translation>DriveProof 테스트 결과가 아닙니다: JSON 객체가 없습니다.</translation>
    </message>
    <message>
        <source>Cannot read %1: %2.</source>
        <extracomment>%1 file name, %2 the system&apos;s reason</extracomment>
        <translation>%1을(를) 읽을 수 없습니다: %2.</translation>
    </message>
    <message>
        <source>%1 is too large to be a DriveProof test result.</source>
        <extracomment>%1 file name</extracomment>
        <translation>%1은(는) DriveProof 테스트 결과라기에는 너무 큽니다.</translation>
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
            <numerusform>측정 %n개</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 s</source>
        <extracomment>a time per step; %1 seconds, e.g. &quot;5&quot; or &quot;0.5&quot;</extracomment>
        <translation>%1초</translation>
    </message>
    <message>
        <source>temporary file</source>
        <translation>임시 파일</translation>
    </message>
    <message>
        <source>file</source>
        <translation>파일</translation>
    </message>
    <message>
        <source>whole device</source>
        <translation>장치 전체</translation>
    </message>
    <message>
        <source>none (raw device)</source>
        <extracomment>where a run had no file system under it (the raw device)</extracomment>
        <translation>없음(원시 장치)</translation>
    </message>
    <message>
        <source>They are different tests (%1 and %2).</source>
        <extracomment>%1 and %2 two test keys, e.g. &quot;quick&quot; and &quot;random&quot;</extracomment>
        <translation>서로 다른 테스트입니다(%1, %2).</translation>
    </message>
    <message>
        <source>They used different test sizes (%1 and %2): a small area fits a cache that a large one overflows.</source>
        <extracomment>%1 and %2 test sizes, e.g. &quot;128 MiB&quot; and &quot;1 GiB&quot;</extracomment>
        <translation>테스트 크기가 다릅니다(%1, %2). 작은 영역은 캐시에 들어가지만 큰 영역은 넘칩니다.</translation>
    </message>
    <message>
        <source>They ran on different kinds of target (%1 and %2): a file system adds its own work to every write.</source>
        <extracomment>%1 and %2 kinds of target, e.g. &quot;temporary file&quot; and &quot;whole device&quot;</extracomment>
        <translation>대상 종류가 다릅니다(%1, %2). 파일 시스템은 모든 쓰기에 자체 작업을 더합니다.</translation>
    </message>
    <message>
        <source>They ran on different file systems (%1 and %2).</source>
        <extracomment>%1 and %2 file systems, e.g. &quot;ext4&quot; and &quot;btrfs&quot;</extracomment>
        <translation>파일 시스템이 다릅니다(%1, %2).</translation>
    </message>
    <message>
        <source>They used different I/O engines (%1 and %2).</source>
        <extracomment>%1 and %2 I/O engines, e.g. &quot;io_uring&quot; and &quot;psync&quot;</extracomment>
        <translation>I/O 엔진이 다릅니다(%1, %2).</translation>
    </message>
    <message>
        <source>They ran for different times per step (%1 and %2).</source>
        <extracomment>%1 and %2 times per step, e.g. &quot;2 s&quot; and &quot;5 s&quot;</extracomment>
        <translation>단계당 시간이 다릅니다(%1, %2).</translation>
    </message>
    <message>
        <source>%1 per step</source>
        <extracomment>the time each step of a test ran; %1 e.g. &quot;5 s&quot;</extracomment>
        <translation>단계당 %1</translation>
    </message>
    <message>
        <source>%1 on %2</source>
        <extracomment>%1 a kind of target (&quot;temporary file&quot;), %2 its file system (&quot;ext4&quot;)</extracomment>
        <translation>%2의 %1</translation>
    </message>
    <message>
        <source>SEQ1M Q8T1, SEQ1M Q1T1, RND4K Q32T1, RND4K Q1T1 · %1 · %2 per step</source>
        <extracomment>the quick check&apos;s definition; %1 a test size (&quot;1 GiB&quot;), %2 a time per step (&quot;5 s&quot;). SEQ1M Q8T1 etc. are CrystalDiskMark&apos;s test names: keep them.</extracomment>
        <translation>SEQ1M Q8T1, SEQ1M Q1T1, RND4K Q32T1, RND4K Q1T1 · %1 · 단계당 %2</translation>
    </message>
    <message>
        <source>The history holds no result with the id %1, and there is no such file. &apos;driveproof-cli history DEVICE&apos; lists the ids.</source>
        <extracomment>%1 a result id or file name</extracomment>
        <translation>기록에 ID %1인 결과가 없고, 그런 파일도 없습니다. ID는 &apos;driveproof-cli history DEVICE&apos;로 볼 수 있습니다.</translation>
    </message>
    <message>
        <source>a list of two numbers</source>
        <translation>숫자 두 개의 목록</translation>
    </message>
    <message>
        <source>%1 self-test: %2, at %3 power-on hours; first failing sector %4.</source>
        <extracomment>%1 kind of self-test (&quot;Short&quot;), %2 its result (&quot;Failed: read error&quot;), %3 the drive&apos;s power-on hours when it ended, %4 a sector number</extracomment>
        <translation>자체 검사(%1): %2, 전원 켜진 시간 %3시간 시점. 첫 번째 불량 섹터 %4.</translation>
    </message>
    <message>
        <source>%1 self-test: %2, at %3 power-on hours.</source>
        <extracomment>%1 kind of self-test (&quot;Short&quot;), %2 its result (&quot;Completed without error&quot;), %3 the drive&apos;s power-on hours when it ended</extracomment>
        <translation>자체 검사(%1): %2, 전원 켜진 시간 %3시간 시점.</translation>
    </message>
    <message>
        <source>read</source>
        <translation>읽기</translation>
    </message>
    <message>
        <source>write</source>
        <translation>쓰기</translation>
    </message>
    <message>
        <source>mixed %1% read</source>
        <extracomment>%1 percentage of reads in a mixed workload, e.g. 70</extracomment>
        <translation>혼합, 읽기 %1%</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <extracomment>%1 a CrystalDiskMark-style preset name (SEQ1M Q8T1), %2 read/write/mixed</extracomment>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>block size %1, %2</source>
        <extracomment>a sweep point: %1 block size, %2 read/write</extracomment>
        <translation>블록 크기 %1, %2</translation>
    </message>
    <message>
        <source>queue depth %1, %2</source>
        <extracomment>a sweep point: %1 queue depth, %2 read/write</extracomment>
        <translation>큐 깊이 %1, %2</translation>
    </message>
    <message numerus="yes">
        <source>%n thread(s), %1</source>
        <extracomment>a sweep point: %n threads, %1 read/write</extracomment>
        <translation>
            <numerusform>스레드 %n개, %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1, %n × 8 kB per commit</source>
        <extracomment>%1 a sync method name (fdatasync, open_datasync...), %n writes per commit</extracomment>
        <translation>
            <numerusform>%1, 커밋당 %n × 8 kB</numerusform>
        </translation>
    </message>
    <message>
        <source>open_sync, %1 × %2 kB</source>
        <extracomment>16 kB committed as %1 writes of %2 kB each, with O_SYNC</extracomment>
        <translation>open_sync, %1 × %2 kB</translation>
    </message>
    <message>
        <source>write, fsync, close</source>
        <translation>write, fsync, close</translation>
    </message>
    <message>
        <source>write, close, fsync (another descriptor)</source>
        <translation>write, close, fsync(다른 디스크립터)</translation>
    </message>
    <message>
        <source>write, no sync (baseline, not durable)</source>
        <translation>write, 동기화 없음(비교 기준, 영구 보존 안 됨)</translation>
    </message>
    <message>
        <source>O_DIRECT write, no sync (baseline, not durable)</source>
        <translation>O_DIRECT write, 동기화 없음(비교 기준, 영구 보존 안 됨)</translation>
    </message>
    <message>
        <source>sustained sequential write</source>
        <translation>지속 순차 쓰기</translation>
    </message>
    <message>
        <source>surface scan (read)</source>
        <translation>표면 검사(읽기)</translation>
    </message>
    <message>
        <source>random reads, pass %1</source>
        <extracomment>%1 1 or 2: the pass of the hybrid-cache check</extracomment>
        <translation>랜덤 읽기, %1회차</translation>
    </message>
    <message>
        <source>%1 (cache off)</source>
        <extracomment>a commit line measured with the drive&apos;s write cache switched off; %1 its label</extracomment>
        <translation>%1 (캐시 끔)</translation>
    </message>
    <message>
        <source>Skipped: the block size %1 is larger than the test area (%2).</source>
        <extracomment>%1 block size, %2 test area size</extracomment>
        <translation>건너뜀: 블록 크기 %1이(가) 테스트 영역(%2)보다 큽니다.</translation>
    </message>
    <message>
        <source>Skipped: O_DIRECT writes of %1 bytes are smaller than the device&apos;s logical block size (%2 bytes).</source>
        <extracomment>%1 write size in bytes, %2 the device&apos;s logical block size in bytes</extracomment>
        <translation>건너뜀: %1바이트 O_DIRECT 쓰기가 장치의 논리 블록 크기(%2바이트)보다 작습니다.</translation>
    </message>
    <message>
        <source>Skipped: this file system does not support O_DIRECT.</source>
        <translation>건너뜀: 이 파일 시스템은 O_DIRECT를 지원하지 않습니다.</translation>
    </message>
    <message>
        <source>Skipped: the device rejects O_DIRECT writes of %1 bytes.</source>
        <extracomment>%1 write size in bytes</extracomment>
        <translation>건너뜀: 장치가 %1바이트 O_DIRECT 쓰기를 거부합니다.</translation>
    </message>
</context>
<context>
    <name>DriveProof::Suites</name>
    <message>
        <source>The cache A/B test needs a drive whose write cache is on and can be switched; %1&apos;s is not. Run the commit test alone.</source>
        <extracomment>%1 device node</extracomment>
        <translation>캐시 A/B 테스트에는 쓰기 캐시가 켜져 있고 전환할 수 있는 드라이브가 필요한데, %1은(는) 그렇지 않습니다. 커밋 테스트만 실행하십시오.</translation>
    </message>
    <message>
        <source>Could not switch the write cache of %1 back on. Switch it on with &apos;driveproof-cli cache %1 --set on&apos;.</source>
        <extracomment>%1 device node</extracomment>
        <translation>%1의 쓰기 캐시를 다시 켜지 못했습니다. &apos;driveproof-cli cache %1 --set on&apos;으로 켜십시오.</translation>
    </message>
    <message>
        <source>Cannot open %1 for the commit test: %2.</source>
        <extracomment>%1 file or device, %2 the system&apos;s error text</extracomment>
        <translation>커밋 테스트를 위해 %1을(를) 열 수 없습니다: %2.</translation>
    </message>
    <message>
        <source>The commit test stopped at &quot;%1&quot;: writing to %2 failed: %3.</source>
        <extracomment>%1 the line&apos;s label, %2 file or device, %3 the system&apos;s error text</extracomment>
        <translation>커밋 테스트가 &quot;%1&quot;에서 중지되었습니다: %2에 쓰지 못했습니다: %3.</translation>
    </message>
    <message>
        <source>&quot;%1&quot; stopped on %2: %3</source>
        <extracomment>%1 the step&apos;s label, %2 file or device, %3 the error</extracomment>
        <translation>&quot;%1&quot;이(가) %2에서 중지됨: %3</translation>
    </message>
    <message>
        <source>idle, so the drive can move hot data</source>
        <translation>유휴 상태(드라이브가 자주 쓰는 데이터를 옮길 수 있도록)</translation>
    </message>
    <message>
        <source>Commit rate</source>
        <translation>커밋 속도</translation>
    </message>
    <message>
        <source>Throughput</source>
        <translation>처리량</translation>
    </message>
    <message>
        <source>Sustained write</source>
        <translation>지속 쓰기</translation>
    </message>
    <message>
        <source>Surface scan</source>
        <translation>표면 검사</translation>
    </message>
    <message>
        <source>Random I/O</source>
        <translation>랜덤 I/O</translation>
    </message>
    <message>
        <source>Quick check</source>
        <translation>빠른 검사</translation>
    </message>
    <message>
        <source>Block size sweep</source>
        <translation>블록 크기 스윕</translation>
    </message>
    <message>
        <source>Queue depth sweep</source>
        <translation>큐 깊이 스윕</translation>
    </message>
    <message>
        <source>Thread sweep</source>
        <translation>스레드 스윕</translation>
    </message>
    <message>
        <source>Hybrid cache check</source>
        <translation>하이브리드 캐시 검사</translation>
    </message>
    <message>
        <source>A drive test is running; suspending would spoil its numbers.</source>
        <translation>드라이브 테스트가 실행 중입니다. 대기 모드로 전환하면 측정값이 망가집니다.</translation>
    </message>
    <message>
        <source>The cache A/B test needs to know the drive under the target, and it could not be found. Run the commit test alone.</source>
        <translation>캐시 A/B 테스트는 대상이 있는 드라이브를 알아야 하는데, 찾을 수 없었습니다. 커밋 테스트만 실행하십시오.</translation>
    </message>
    <message>
        <source>O_DIRECT is not supported here: the run is buffered, so the page cache is in the numbers.</source>
        <translation>여기서는 O_DIRECT가 지원되지 않습니다: 버퍼링된 상태로 실행되므로 수치에 페이지 캐시의 영향이 들어갑니다.</translation>
    </message>
    <message>
        <source>%1 is in use: %2 DriveProof does not write to a device in use. Unmount it, swapoff it or stop what is built on it first.</source>
        <extracomment>%1 device node, %2 a sentence saying what uses it, e.g. &quot;/dev/loop0 backs the loop device /dev/loop1. /dev/loop1 is mounted on /mnt.&quot;</extracomment>
        <translation>%1은(는) 사용 중입니다: %2 DriveProof는 사용 중인 장치에 쓰지 않습니다. 먼저 마운트 해제, swapoff를 하거나 그 위에 구성된 것을 중지하십시오.</translation>
    </message>
    <message>
        <source>%1 is not a folder. Choose a folder on the drive to test.</source>
        <extracomment>%1 a folder</extracomment>
        <translation>%1은(는) 폴더가 아닙니다. 테스트할 드라이브의 폴더를 선택하십시오.</translation>
    </message>
    <message>
        <source>The test size must be at least 4 KiB.</source>
        <translation>테스트 크기는 최소 4 KiB여야 합니다.</translation>
    </message>
    <message>
        <source>%1 has too little free space for a %2 test file (%3 free). Choose a smaller size or another folder.</source>
        <extracomment>%1 folder, %2 the size asked for, %3 free space</extracomment>
        <translation>%1에 %2 크기의 테스트 파일을 만들 여유 공간이 부족합니다(여유 공간 %3). 더 작은 크기나 다른 폴더를 선택하십시오.</translation>
    </message>
    <message>
        <source>Cannot create a test file in %1: %2. Choose a folder you can write to.</source>
        <extracomment>%1 folder, %2 the system&apos;s error text</extracomment>
        <translation>%1에 테스트 파일을 만들 수 없습니다: %2. 쓸 수 있는 폴더를 선택하십시오.</translation>
    </message>
    <message>
        <source>Preparing the test file</source>
        <translation>테스트 파일 준비 중</translation>
    </message>
    <message>
        <source>Cannot prepare the test file %1: %2.</source>
        <extracomment>%1 the test file, %2 what failed, in English from the system</extracomment>
        <translation>테스트 파일 %1을(를) 준비할 수 없습니다: %2.</translation>
    </message>
    <message>
        <source>%1 is not an existing regular file. Name a file, or choose a folder for a temporary test file.</source>
        <extracomment>%1 a path</extracomment>
        <translation>%1은(는) 존재하는 일반 파일이 아닙니다. 파일 이름을 지정하거나, 임시 테스트 파일을 만들 폴더를 선택하십시오.</translation>
    </message>
    <message>
        <source>%1 is smaller than 4 KiB: too small to test. DriveProof never grows a file it did not create.</source>
        <extracomment>%1 a file</extracomment>
        <translation>%1은(는) 4 KiB보다 작아 테스트하기에 너무 작습니다. DriveProof는 자신이 만들지 않은 파일의 크기를 늘리지 않습니다.</translation>
    </message>
    <message>
        <source>Cannot open %1: %2.</source>
        <extracomment>%1 file, %2 the system&apos;s error text
----------
%1 device node, %2 the system&apos;s error text</extracomment>
        <translation>%1을(를) 열 수 없습니다: %2.</translation>
    </message>
    <message>
        <source>Writing to %1 destroys what is on it. Confirm by typing the device name, or pass --destructive.</source>
        <extracomment>%1 device node</extracomment>
        <translation>%1에 쓰면 그 안의 내용이 파괴됩니다. 장치 이름을 입력하여 확인하거나 --destructive를 지정하십시오.</translation>
    </message>
    <message>
        <source>%L1 IOPS</source>
        <extracomment>I/O operations per second</extracomment>
        <translation>%L1 IOPS</translation>
    </message>
    <message>
        <source>fdatasync commits at %1 per second, faster than the platters turn (%2 rpm allows about %3 per second with one thread): a volatile or battery-backed cache acknowledges the commits. Run the power-loss test to learn whether it keeps them.</source>
        <extracomment>%1 commits per second, %2 rotation rate, %3 the most commits per second it allows</extracomment>
        <translation>fdatasync가 초당 %1회 커밋하는데, 이는 플래터 회전보다 빠릅니다(%2 rpm에서는 스레드 하나로 초당 약 %3회까지 가능): 휘발성 캐시나 배터리 백업 캐시가 커밋에 확인 응답을 보내고 있습니다. 그 커밋을 지켜 내는지 알려면 전원 차단 테스트를 실행하십시오.</translation>
    </message>
    <message>
        <source>fdatasync commits at %1 per second, within what %2 rpm allows (about %3 per second): each commit waits for the platter.</source>
        <extracomment>%1 commits per second, %2 rotation rate, %3 the most commits per second it allows</extracomment>
        <translation>fdatasync가 초당 %1회 커밋하며, 이는 %2 rpm에서 가능한 범위(초당 약 %3회) 안입니다: 커밋마다 플래터를 기다립니다.</translation>
    </message>
    <message>
        <source>With the drive&apos;s write cache off, fdatasync still commits at %1 per second, above the %3 per second that %2 rpm allows: the setting was ignored or another cache answers.</source>
        <extracomment>%1 commits per second, %2 rotation rate, %3 the most commits per second it allows</extracomment>
        <translation>드라이브의 쓰기 캐시를 꺼도 fdatasync가 여전히 초당 %1회 커밋하며, 이는 %2 rpm에서 가능한 초당 %3회를 넘습니다: 설정이 무시되었거나 다른 캐시가 응답하고 있습니다.</translation>
    </message>
    <message>
        <source>Each fdatasync sent %2 flushes to %1: flushes reach the device.</source>
        <extracomment>%1 device name, %2 flushes per commit (a decimal number)</extracomment>
        <translation>fdatasync마다 %1에 플러시를 %2회 보냈습니다: 플러시가 장치에 도달합니다.</translation>
    </message>
    <message>
        <source>Flushes are not reaching %1: fdatasync sent none although the kernel treats the device as write back. Something between DriveProof and the drive swallows them (a hypervisor, a RAID or device-mapper layer).</source>
        <extracomment>%1 device name</extracomment>
        <translation>플러시가 %1에 도달하지 않습니다: 커널이 장치를 write back으로 취급하는데도 fdatasync가 플러시를 하나도 보내지 않았습니다. DriveProof와 드라이브 사이의 무언가(하이퍼바이저, RAID 또는 device-mapper 계층)가 플러시를 삼키고 있습니다.</translation>
    </message>
    <message>
        <source>Flushes are not reaching %1: the kernel treats it as write through (queue/write_cache) and sends it no flushes. If the drive&apos;s own cache is on, committed data can be lost at a power cut.</source>
        <extracomment>%1 device name</extracomment>
        <translation>플러시가 %1에 도달하지 않습니다: 커널이 장치를 write through로 취급하여(queue/write_cache) 플러시를 보내지 않습니다. 드라이브 자체의 캐시가 켜져 있으면 전원이 차단될 때 커밋된 데이터를 잃을 수 있습니다.</translation>
    </message>
    <message>
        <source>The kernel sends %1 no flushes while its write cache is off for this half of the test (it treats the device as write through): as expected.</source>
        <extracomment>%1 device name</extracomment>
        <translation>테스트의 이 부분에서는 쓰기 캐시가 꺼져 있으므로 커널이 %1에 플러시를 보내지 않습니다(장치를 write through로 취급): 예상대로입니다.</translation>
    </message>
    <message>
        <source>Flushes are not reaching %1: the file system is mounted with nobarrier, so the kernel sends no flushes. Committed data can be lost at a power cut.</source>
        <extracomment>%1 device name</extracomment>
        <translation>플러시가 %1에 도달하지 않습니다: 파일 시스템이 nobarrier로 마운트되어 커널이 플러시를 보내지 않습니다. 전원이 차단되면 커밋된 데이터를 잃을 수 있습니다.</translation>
    </message>
    <message>
        <source>This drive acknowledges %1 commits per second with its write cache on. Only the power-loss test can tell whether it keeps them.</source>
        <extracomment>%1 commits per second</extracomment>
        <translation>이 드라이브는 쓰기 캐시가 켜진 상태에서 초당 %1회 커밋에 확인 응답을 보냅니다. 그 커밋을 지켜 내는지는 전원 차단 테스트로만 알 수 있습니다.</translation>
    </message>
    <message>
        <source>This drive acknowledges %1 commits per second with its write cache on and %2 with it off.</source>
        <extracomment>%1 commits per second with the cache on, %2 with it off</extracomment>
        <translation>이 드라이브는 쓰기 캐시가 켜진 상태에서 초당 %1회, 꺼진 상태에서 초당 %2회 커밋에 확인 응답을 보냅니다.</translation>
    </message>
    <message>
        <source>The write rate fell from %1 to %2 after %3 had been written: a cache ran out.</source>
        <extracomment>%1 and %2 transfer rates, %3 an amount of data</extracomment>
        <translation>%3을(를) 쓴 후 쓰기 속도가 %1에서 %2(으)로 떨어졌습니다: 캐시가 가득 찼습니다.</translation>
    </message>
    <message>
        <source>The write rate held at about %1 over all %2.</source>
        <extracomment>%1 a transfer rate, %2 an amount of data</extracomment>
        <translation>쓰기 속도가 %2 전체에 걸쳐 약 %1(으)로 유지되었습니다.</translation>
    </message>
    <message>
        <source>Reads ran at %1 at the start and %2 at the end; the slowest stretch read at %3, at %4.</source>
        <extracomment>%1..%3 transfer rates, %4 a position on the drive (an amount of data)</extracomment>
        <translation>시작 부분은 %1, 끝 부분은 %2의 속도로 읽혔으며, 가장 느린 구간은 %4 위치에서 %3의 속도로 읽혔습니다.</translation>
    </message>
    <message numerus="yes">
        <source>%n stretch(es) read at less than half the median rate: the drive retried there, or remapped sectors slow it down. Look at its health.</source>
        <translation>
            <numerusform>%n개 구간이 중앙값의 절반보다 느리게 읽혔습니다: 드라이브가 그곳에서 재시도했거나 재할당된 섹터 때문에 느려졌습니다. 건강 상태를 확인하십시오.</numerusform>
        </translation>
    </message>
    <message>
        <source>The second pass was %1 times as fast (%2 → %3): the drive moved the data to faster storage while idle.</source>
        <extracomment>%1 how many times faster (a decimal number), %2 and %3 IOPS before and after</extracomment>
        <translation>두 번째 회차가 %1배 빨랐습니다(%2 → %3): 드라이브가 유휴 시간 동안 데이터를 더 빠른 저장 공간으로 옮겼습니다.</translation>
    </message>
    <message>
        <source>The second pass ran at %2 against %1 before: no sign of a cache that promotes hot data while the drive is idle.</source>
        <extracomment>%1 and %2 IOPS of the first and the second pass</extracomment>
        <translation>두 번째 회차는 %2(으)로 실행되었습니다(이전 회차: %1): 드라이브가 유휴 상태일 때 자주 쓰는 데이터를 승격하는 캐시의 흔적이 없습니다.</translation>
    </message>
    <message>
        <source>O_DIRECT is not supported on this file system: the run was buffered, so the page cache is in the numbers.</source>
        <translation>이 파일 시스템에서는 O_DIRECT가 지원되지 않습니다: 버퍼링된 상태로 실행되었으므로 수치에 페이지 캐시의 영향이 들어 있습니다.</translation>
    </message>
    <message>
        <source>This is a virtual machine (%1): the numbers describe the hypervisor&apos;s storage, not the drive&apos;s.</source>
        <extracomment>%1 the hypervisor, e.g. kvm</extracomment>
        <translation>가상 머신입니다(%1): 수치는 드라이브가 아니라 하이퍼바이저 저장소의 성능입니다.</translation>
    </message>
    <message>
        <source>%1 is mounted with barriers off (%2): the kernel sends the drive no flushes, so no commit there is durable.</source>
        <extracomment>%1 mount point, %2 mount options</extracomment>
        <translation>%1이(가) 배리어를 끈 상태로 마운트되어 있습니다(%2): 커널이 드라이브에 플러시를 보내지 않으므로 그곳의 커밋은 영구 보존되지 않습니다.</translation>
    </message>
    <message>
        <source>%L1 %2</source>
        <extracomment>a transfer rate; %L1 the number, %2 its unit (&quot;MB/s&quot; or &quot;MiB/s&quot;)</extracomment>
        <translation>%L1 %2</translation>
    </message>
    <message>
        <source>SATA, link speed unknown</source>
        <translation>SATA, 링크 속도 알 수 없음</translation>
    </message>
    <message>
        <source>SATA %1 Gb/s</source>
        <extracomment>%1 the SATA link speed in Gb/s, e.g. 6</extracomment>
        <translation>SATA %1 Gb/s</translation>
    </message>
    <message>
        <source>PCIe, link speed unknown</source>
        <translation>PCIe, 링크 속도 알 수 없음</translation>
    </message>
    <message>
        <source>PCIe %1 x%2</source>
        <extracomment>%1 the PCIe generation (&quot;3.0&quot;), %2 lanes in use</extracomment>
        <translation>PCIe %1 x%2</translation>
    </message>
    <message>
        <source>USB, link speed unknown</source>
        <translation>USB, 링크 속도 알 수 없음</translation>
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
        <translation>%1 (실사용 약 %2)</translation>
    </message>
    <message>
        <source>%1 (the drive can do PCIe %2 x%3)</source>
        <extracomment>%1 the PCIe link now (&quot;PCIe 3.0 x2&quot;), %2 PCIe generation (&quot;4.0&quot;), %3 lanes</extracomment>
        <translation>%1 (드라이브는 PCIe %2 x%3 지원)</translation>
    </message>
    <message>
        <source>%1 of x%2</source>
        <extracomment>%1 the PCIe link now (&quot;PCIe 3.0 x2&quot;), %2 lanes the drive has</extracomment>
        <translation>%1 / x%2</translation>
    </message>
    <message>
        <source>%1, %2</source>
        <extracomment>%1 the USB link (&quot;USB 3.0 (5 Gb/s)&quot;), %2 the storage protocol: UAS or BOT</extracomment>
        <translation>%1, %2</translation>
    </message>
    <message>
        <source>hard disk (%L1 rpm)</source>
        <translation>하드 디스크 (%L1 rpm)</translation>
    </message>
    <message>
        <source>hard disk</source>
        <translation>하드 디스크</translation>
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
        <translation>USB 브리지 뒤의 드라이브</translation>
    </message>
    <message>
        <source>virtual disk</source>
        <translation>가상 디스크</translation>
    </message>
    <message>
        <source>%1 is more than a %2 link can carry (%3): the link is emulated or misreported (a virtual machine, or a cache in front of the drive), so this number says nothing about the drive.</source>
        <extracomment>%1 a measured transfer rate, %2 the link (&quot;SATA 1.5 Gb/s&quot;), %3 the most it carries</extracomment>
        <translation>%1은(는) %2 링크가 전송할 수 있는 양(%3)보다 많습니다: 링크가 에뮬레이션되었거나 잘못 보고되었으므로(가상 머신, 또는 드라이브 앞의 캐시) 이 수치는 드라이브에 대해 아무것도 알려 주지 않습니다.</translation>
    </message>
    <message>
        <source>Writes at %1: the limit of its %2 link (%3 at most) — as fast as it can be here.</source>
        <extracomment>%1 a transfer rate, %2 the link (&quot;SATA 6 Gb/s&quot;), %3 what it carries</extracomment>
        <translation>쓰기 %1: %2 링크의 한계(최대 %3)입니다. 여기서는 이보다 빠를 수 없습니다.</translation>
    </message>
    <message>
        <source>Reads at %1: the limit of its %2 link (%3 at most) — as fast as it can be here.</source>
        <extracomment>%1 a transfer rate, %2 the link (&quot;SATA 6 Gb/s&quot;), %3 what it carries</extracomment>
        <translation>읽기 %1: %2 링크의 한계(최대 %3)입니다. 여기서는 이보다 빠를 수 없습니다.</translation>
    </message>
    <message>
        <source>Writes at %1 on a %2 link: the link, not the drive, is the limit (the drive can do %3 Gb/s; check the cable and the port).</source>
        <extracomment>%1 a transfer rate, %2 the link (&quot;SATA 3 Gb/s&quot;), %3 the drive&apos;s fastest SATA speed in Gb/s, e.g. 6</extracomment>
        <translation>%2 링크에서 쓰기 %1: 드라이브가 아니라 링크가 한계입니다(드라이브는 %3 Gb/s 지원. 케이블과 포트를 확인하십시오).</translation>
    </message>
    <message>
        <source>Reads at %1 on a %2 link: the link, not the drive, is the limit (the drive can do %3 Gb/s; check the cable and the port).</source>
        <extracomment>%1 a transfer rate, %2 the link (&quot;SATA 3 Gb/s&quot;), %3 the drive&apos;s fastest SATA speed in Gb/s, e.g. 6</extracomment>
        <translation>%2 링크에서 읽기 %1: 드라이브가 아니라 링크가 한계입니다(드라이브는 %3 Gb/s 지원. 케이블과 포트를 확인하십시오).</translation>
    </message>
    <message>
        <source>On a USB 2 port: 480 Mb/s holds it to about %1 (measured: %2). A USB 3 port would let it go faster.</source>
        <extracomment>%1 what a USB 2 port allows, a transfer rate; %2 the measured transfer rate</extracomment>
        <translation>USB 2 포트에 연결됨: 480 Mb/s 때문에 약 %1(으)로 제한됩니다(측정값: %2). USB 3 포트에서는 더 빨라질 수 있습니다.</translation>
    </message>
    <message>
        <source>Reads at %1: SATA SSDs read at %2 to %3 on a 6 Gb/s link, so something other than the link holds this one back (a full or worn drive, power saving, or the file system).</source>
        <extracomment>%1 the measured transfer rate, %2 and %3 the usual range (transfer rates)</extracomment>
        <translation>읽기 %1: SATA SSD는 6 Gb/s 링크에서 %2~%3의 속도로 읽으므로, 링크가 아닌 다른 무언가가 이 드라이브를 늦추고 있습니다(가득 찼거나 마모된 드라이브, 절전 기능 또는 파일 시스템).</translation>
    </message>
    <message>
        <source>This NVMe drive runs on %1 although it can do PCIe %2 x%3: the link trained below what the drive and its slot allow (a riser, a dirty contact, or lanes shared with another slot). It carries %4 of the %5 it could.</source>
        <extracomment>%1 the link now (&quot;PCIe 3.0 x2&quot;), %2 PCIe generation, %3 lanes, %4 and %5 transfer rates (what the link carries now, what it could)</extracomment>
        <translation>이 NVMe 드라이브는 PCIe %2 x%3을(를) 지원하지만 %1에서 동작합니다: 링크가 드라이브와 슬롯이 허용하는 것보다 낮게 연결되었습니다(라이저, 접점 오염 또는 다른 슬롯과 공유하는 레인). 가능한 %5 중 %4만 전송합니다.</translation>
    </message>
    <message>
        <source>This NVMe drive runs on %1 but can do PCIe %2 x%3: the slot holds it to %4 of the %5 it could use. A slot with more lanes would let it go faster.</source>
        <extracomment>%1 the link now (&quot;PCIe 3.0 x2&quot;), %2 PCIe generation, %3 lanes, %4 and %5 transfer rates (what the slot carries, what the drive could use)</extracomment>
        <translation>이 NVMe 드라이브는 %1에서 동작하지만 PCIe %2 x%3을(를) 지원합니다: 슬롯 때문에 사용할 수 있는 %5 대신 %4(으)로 제한됩니다. 레인이 더 많은 슬롯에서는 더 빨라질 수 있습니다.</translation>
    </message>
    <message>
        <source>RND4K Q1T1 at %1 is what a %L2 rpm disk does (about %3 to %4): each read waits for a seek and half a turn.</source>
        <extracomment>%1 measured IOPS, %2 rotation rate in rpm, %3 and %4 the usual range of IOPS</extracomment>
        <translation>RND4K Q1T1 %1은(는) %L2 rpm 디스크가 내는 수준입니다(약 %3~%4): 읽기마다 탐색과 반 바퀴 회전을 기다립니다.</translation>
    </message>
    <message>
        <source>RND4K Q1T1 at %1 is faster than a %L2 rpm disk can seek (about %3 to %4): a cache answers these reads, so they say little about the disk.</source>
        <extracomment>%1 measured IOPS, %2 rotation rate in rpm, %3 and %4 the usual range of IOPS</extracomment>
        <translation>RND4K Q1T1 %1은(는) %L2 rpm 디스크가 탐색할 수 있는 속도보다 빠릅니다(약 %3~%4): 캐시가 이 읽기에 응답하므로 디스크 자체에 대해서는 알려 주는 것이 거의 없습니다.</translation>
    </message>
    <message>
        <source>Writes fell from %1 to %2 after %3: the end of its fast SLC cache. Copies larger than that run at about %2.</source>
        <extracomment>%1 and %2 transfer rates, %3 an amount of data. SLC: the fast part of an SSD&apos;s flash that takes writes first</extracomment>
        <translation>%3 이후 쓰기 속도가 %1에서 %2(으)로 떨어졌습니다: 빠른 SLC 캐시가 끝났습니다. 이보다 큰 복사는 약 %2로 진행됩니다.</translation>
    </message>
    <message>
        <source>%1 is a loop device without direct I/O: its reads and writes go through the page cache of the file system that holds its backing file, so these numbers describe the page cache (memory), not a drive. Attach it with &apos;losetup --direct-io=on&apos; to measure the drive under the file.</source>
        <extracomment>%1 a loop device, e.g. loop3</extracomment>
        <translation>%1은(는) 직접 I/O를 쓰지 않는 loop 장치입니다. 읽기와 쓰기가 백업 파일이 있는 파일 시스템의 페이지 캐시를 거치므로 이 수치는 드라이브가 아니라 페이지 캐시(메모리)를 나타냅니다. 파일 아래의 드라이브를 측정하려면 &apos;losetup --direct-io=on&apos;으로 연결하십시오.</translation>
    </message>
    <message>
        <source>The run went through the page cache, which serves some requests from memory and sends others to the drive.</source>
        <translation>이 실행은 페이지 캐시를 거쳤으며, 일부 요청은 메모리에서 처리되고 나머지는 드라이브로 갑니다.</translation>
    </message>
    <message>
        <source>Something else used the drive meanwhile, a cache filled or emptied, or the drive paused to tidy up: run the test again before trusting the numbers.</source>
        <translation>그동안 다른 작업이 드라이브를 썼거나, 캐시가 차거나 비었거나, 드라이브가 정리를 위해 멈췄을 수 있습니다. 수치를 믿기 전에 테스트를 다시 실행하십시오.</translation>
    </message>
    <message>
        <source>The numbers are unstable: %1 swung between %2 and %4 (typically %3) from one tenth of a second to the next, far more than a drive&apos;s own noise. %5</source>
        <extracomment>%1 a measurement (&quot;SEQ1M Q8T1 read&quot;); %2, %3, %4 rates or IOPS (low, typical, high); %5 why (a sentence)</extracomment>
        <translation>수치가 불안정합니다. %1이(가) 0.1초마다 %2에서 %4 사이를 오갔으며(보통 %3), 드라이브 자체의 편차보다 훨씬 큽니다. %5</translation>
    </message>
    <message>
        <source>%1 is no longer empty (found: %2), so it was not written to. Confirm again with the device&apos;s name.</source>
        <extracomment>%1 device node, %2 what was found, e.g. &quot;gpt, ext4&quot;</extracomment>
        <translation>%1은(는) 더 이상 비어 있지 않으므로(발견: %2) 기록하지 않았습니다. 장치 이름으로 다시 확인하십시오.</translation>
    </message>
    <message>
        <source>No drive was found under the target.</source>
        <translation>대상 아래에서 드라이브를 찾지 못했습니다.</translation>
    </message>
    <message>
        <source>%1 reports no temperature.</source>
        <extracomment>%1 device path</extracomment>
        <translation>%1은(는) 온도를 보고하지 않습니다.</translation>
    </message>
    <message numerus="yes">
        <source>The drive reached %1 °C and slowed itself down %n time(s) during this test: these numbers are those of a hot drive, not what it does when cool.</source>
        <extracomment>%1 the drive&apos;s highest temperature in °C; %n how often it throttled itself</extracomment>
        <translation>
            <numerusform>드라이브가 %1 °C에 도달했고 이 테스트 중 스스로 %n번 속도를 낮췄습니다: 이 수치는 뜨거운 드라이브의 것이며 식었을 때의 성능이 아닙니다.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The drive reached %1 °C and slowed itself down %n time(s) during the sustained write: the drop from %2 to %3 at %4 is heat, not its cache.</source>
        <extracomment>%1 the drive&apos;s highest temperature in °C, %n how often it throttled itself, %2 and %3 transfer rates, %4 an amount of data</extracomment>
        <translation>
            <numerusform>드라이브가 %1 °C에 도달했고 연속 쓰기 중 스스로 %n번 속도를 낮췄습니다: %4 지점에서 %2에서 %3(으)로 떨어진 것은 열 때문이며 캐시 때문이 아닙니다.</numerusform>
        </translation>
    </message>
    <message>
        <source>Drive temperature: %1 °C before the test, %2 °C after.</source>
        <extracomment>%1 and %2 temperatures in °C (&quot;?&quot; when unknown)</extracomment>
        <translation>드라이브 온도: 테스트 전 %1 °C, 테스트 후 %2 °C.</translation>
    </message>
    <message numerus="yes">
        <source>The drive slowed itself down for heat %n time(s) during the test, for %1 s in all.</source>
        <extracomment>%n how often the drive throttled itself, %1 seconds it spent throttled</extracomment>
        <translation>
            <numerusform>드라이브가 테스트 중 열 때문에 %n번 속도를 낮췄습니다(총 %1초).</numerusform>
        </translation>
    </message>
    <message>
        <source>The drive did not slow itself down for heat during the test.</source>
        <translation>드라이브는 테스트 중 열 때문에 속도를 낮추지 않았습니다.</translation>
    </message>
    <message>
        <source>Time above its warning temperature during the test: %1 min; above its critical temperature: %2 min.</source>
        <extracomment>%1 and %2 minutes</extracomment>
        <translation>테스트 중 경고 온도를 넘은 시간: %1분, 임계 온도를 넘은 시간: %2분.</translation>
    </message>
    <message>
        <source>The drive&apos;s heat was not read: %1</source>
        <extracomment>%1 why (a sentence)</extracomment>
        <translation>드라이브 온도를 읽지 못했습니다: %1</translation>
    </message>
</context>
</TS>
