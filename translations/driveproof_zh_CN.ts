<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_CN">
<context>
    <name>DriveProof::Alignment</name>
    <message>
        <source>Partition %1 on %2 starts at byte %3, which is not even on a %4-byte logical sector boundary: the partition table or the kernel&apos;s view of it is damaged. Back up its data, then recreate the partition at sector %5 (e.g. &apos;parted %2 mkpart primary %5s 100%&apos;), and check with &apos;parted %2 align-check optimal %1&apos;.</source>
        <extracomment>%1 partition number, %2 device or image path, %3 start in bytes, %4 logical sector size in bytes, %5 suggested start sector</extracomment>
        <translation>%2 上的分区 %1 起始于字节 %3，连 %4 字节逻辑扇区的边界都没有对齐：分区表或内核读到的分区信息已损坏。请先备份其中的数据，然后在扇区 %5 处重新创建该分区（例如 &apos;parted %2 mkpart primary %5s 100%&apos;），再用 &apos;parted %2 align-check optimal %1&apos; 检查。</translation>
    </message>
    <message>
        <source>Partition %1 on %2 starts at sector %3 (byte %4): misaligned by %8 bytes, %5 bytes past a %6-byte physical sector boundary and %8 bytes short of the next. Every write that crosses a boundary costs the drive a read-modify-write. Back up its data, then recreate the partition at sector %7: in fdisk, delete it and create it again with first sector %7, or run &apos;parted %2 mkpart primary %7s 100%&apos; (give its old end instead of 100% if other partitions follow it). Check with &apos;parted %2 align-check optimal %1&apos;.</source>
        <extracomment>%1 partition number, %2 device or image path, %3 start sector, %4 start in bytes, %5 bytes past the physical sector boundary, %6 physical sector size in bytes, %7 suggested start sector, %8 bytes short of the next physical sector boundary. Keep the commands in quotes untranslated.</extracomment>
        <translation>%2 上的分区 %1 起始于扇区 %3（字节 %4）：未对齐，偏差 %8 字节——超出 %6 字节物理扇区边界 %5 字节，距下一个边界还差 %8 字节。每次跨越边界的写入都会让驱动器执行一次“读-改-写”。请先备份其中的数据，然后在扇区 %7 处重新创建该分区：在 fdisk 中删除它，再以起始扇区 %7 重新创建；或者运行 &apos;parted %2 mkpart primary %7s 100%&apos;（如果它后面还有其他分区，请用它原来的结束位置代替 100%）。用 &apos;parted %2 align-check optimal %1&apos; 检查。</translation>
    </message>
    <message>
        <source>Partition %1 on %2 starts at sector %3 (byte %4). It is aligned to the %5-byte physical sectors, so the drive is not slowed down, but not to 1 MiB, the boundary that partitioning tools use today and that suits SSD erase blocks and RAID stripes. No need to act now; if you recreate the partition one day, start it at sector %6 (e.g. &apos;parted %2 mkpart primary %6s 100%&apos;). Check with &apos;parted %2 align-check optimal %1&apos;.</source>
        <extracomment>%1 partition number, %2 device or image path, %3 start sector, %4 start in bytes, %5 physical sector size in bytes, %6 suggested start sector</extracomment>
        <translation>%2 上的分区 %1 起始于扇区 %3（字节 %4）。它已按 %5 字节物理扇区对齐，因此不会拖慢驱动器；但没有按 1 MiB 对齐——这是如今分区工具采用的边界，也适合 SSD 擦除块和 RAID 条带。现在无需处理；如果将来重新创建该分区，请让它从扇区 %6 开始（例如 &apos;parted %2 mkpart primary %6s 100%&apos;）。用 &apos;parted %2 align-check optimal %1&apos; 检查。</translation>
    </message>
    <message>
        <source>Partition %1 on %2 starts at sector %3 (byte %4). It is aligned to the %5-byte physical sectors and to 1 MiB, but not to the optimal I/O size of %6 bytes that the device reports, so large writes may be split across stripes. If you recreate the partition, start it at sector %7 (e.g. &apos;parted %2 mkpart primary %7s 100%&apos;). Check with &apos;parted %2 align-check optimal %1&apos;.</source>
        <extracomment>%1 partition number, %2 device or image path, %3 start sector, %4 start in bytes, %5 physical sector size in bytes, %6 optimal I/O size in bytes, %7 suggested start sector</extracomment>
        <translation>%2 上的分区 %1 起始于扇区 %3（字节 %4）。它已按 %5 字节物理扇区和 1 MiB 对齐，但没有按设备报告的最佳 I/O 大小 %6 字节对齐，因此大块写入可能被拆分到多个条带上。如果重新创建该分区，请让它从扇区 %7 开始（例如 &apos;parted %2 mkpart primary %7s 100%&apos;）。用 &apos;parted %2 align-check optimal %1&apos; 检查。</translation>
    </message>
    <message>
        <source>Partition %1 on %2 starts at sector %3 (byte %4). It is aligned to the %5-byte physical sectors, but neither to 1 MiB nor to the optimal I/O size of %6 bytes that the device reports, so large writes may be split across stripes. If you recreate the partition, start it at sector %7 (e.g. &apos;parted %2 mkpart primary %7s 100%&apos;). Check with &apos;parted %2 align-check optimal %1&apos;.</source>
        <extracomment>%1 partition number, %2 device or image path, %3 start sector, %4 start in bytes, %5 physical sector size in bytes, %6 optimal I/O size in bytes, %7 suggested start sector</extracomment>
        <translation>%2 上的分区 %1 起始于扇区 %3（字节 %4）。它已按 %5 字节物理扇区对齐，但既没有按 1 MiB 对齐，也没有按设备报告的最佳 I/O 大小 %6 字节对齐，因此大块写入可能被拆分到多个条带上。如果重新创建该分区，请让它从扇区 %7 开始（例如 &apos;parted %2 mkpart primary %7s 100%&apos;）。用 &apos;parted %2 align-check optimal %1&apos; 检查。</translation>
    </message>
    <message>
        <source>Partition %1 on %2 starts at sector %3, which suits the drive&apos;s physical sectors and 1 MiB boundaries. Nothing to do.</source>
        <extracomment>%1 partition number, %2 device or image path, %3 start sector</extracomment>
        <translation>%2 上的分区 %1 起始于扇区 %3，与驱动器的物理扇区和 1 MiB 边界都相符。无需任何操作。</translation>
    </message>
    <message>
        <source>%1 could not be opened (%2), so these are the partitions the kernel lists for it. Run as root to read the partition table itself.</source>
        <extracomment>%1 device path, %2 the system&apos;s reason</extracomment>
        <translation>无法打开 %1（%2），因此这里显示的是内核为它列出的分区。以 root 身份运行才能读取分区表本身。</translation>
    </message>
    <message>
        <source>%1 could not be opened (%2), so these are the partitions the kernel lists for it; the partition table itself was not read.</source>
        <extracomment>%1 device path, %2 the system&apos;s reason</extracomment>
        <translation>无法打开 %1（%2），因此这里显示的是内核为它列出的分区；未读取分区表本身。</translation>
    </message>
    <message>
        <source>These are the partitions the kernel lists for %1, because its partition table could not be read: %2</source>
        <extracomment>%1 device path, %2 why the table could not be read (a full sentence)</extracomment>
        <translation>这些是内核为 %1 列出的分区，因为无法读取其分区表：%2</translation>
    </message>
    <message>
        <source>OK</source>
        <extracomment>alignment verdict: the partition is well aligned</extracomment>
        <translation>正常</translation>
    </message>
    <message>
        <source>Misaligned</source>
        <extracomment>alignment verdict: the partition does not start on a physical sector boundary</extracomment>
        <translation>未对齐</translation>
    </message>
    <message>
        <source>Cannot open %1 even as root: %2. The system blocks access to it (a container or a security policy).</source>
        <extracomment>%1 device or file, %2 the system&apos;s reason</extracomment>
        <translation>即使以 root 身份也无法打开 %1：%2。系统阻止了对它的访问（容器或安全策略）。</translation>
    </message>
    <message>
        <source>Cannot open %1: %2. Run as root or use sudo.</source>
        <extracomment>%1 device or file, %2 the system&apos;s reason</extracomment>
        <translation>无法打开 %1：%2。请以 root 身份运行或使用 sudo。</translation>
    </message>
    <message>
        <source>Cannot open %1: %2. Check the path.</source>
        <extracomment>%1 device or file, %2 the system&apos;s reason</extracomment>
        <translation>无法打开 %1：%2。请检查路径。</translation>
    </message>
    <message>
        <source>Cannot open %1: %2. Check that the drive is connected and the file is readable.</source>
        <extracomment>%1 device or file, %2 the system&apos;s reason</extracomment>
        <translation>无法打开 %1：%2。请检查驱动器是否已连接、文件是否可读。</translation>
    </message>
    <message>
        <source>No partition table for %2-byte sectors found on %1, but there is one for %3-byte sectors. Read it with a logical sector size of %3 bytes.</source>
        <extracomment>%1 image file, %2 sector size asked for, %3 sector size that works (bytes)</extracomment>
        <translation>在 %1 上没有找到适用于 %2 字节扇区的分区表，但找到了适用于 %3 字节扇区的分区表。请以 %3 字节的逻辑扇区大小读取。</translation>
    </message>
    <message>
        <source>%1 is a folder. Give a drive such as /dev/sdb or a disk image file.</source>
        <extracomment>%1 the path the user gave</extracomment>
        <translation>%1 是一个文件夹。请指定驱动器（如 /dev/sdb）或磁盘镜像文件。</translation>
    </message>
    <message>
        <source>%1 is neither a drive nor a disk image file. Give a drive such as /dev/sdb or a disk image file.</source>
        <extracomment>%1 the path the user gave</extracomment>
        <translation>%1 既不是驱动器，也不是磁盘镜像文件。请指定驱动器（如 /dev/sdb）或磁盘镜像文件。</translation>
    </message>
    <message>
        <source>No partition table found on %1: the file is empty.</source>
        <extracomment>%1 image file</extracomment>
        <translation>在 %1 上没有找到分区表：文件为空。</translation>
    </message>
    <message>
        <source>%1 is empty: no partition table and no file system, as a new drive arrives. There is nothing to align yet; partitioning tools start the first partition at 1 MiB, which suits this drive.</source>
        <extracomment>%1 device path</extracomment>
        <translation>%1 是空的：没有分区表，也没有文件系统，新驱动器到手时就是这样。目前没有需要对齐的内容；分区工具会让第一个分区从 1 MiB 开始，这适合此驱动器。</translation>
    </message>
    <message>
        <source>%1 holds its %2 file system written straight onto the whole drive, without a partition table. That is a valid layout, but the drive reports its sector 0 %3 bytes past a physical sector boundary, so the file system&apos;s blocks straddle physical sectors. Only a new layout fixes that: back up, then create a partition table whose first partition starts at 1 MiB.</source>
        <extracomment>%1 device path, %2 file-system type (&quot;ext4&quot;), %3 alignment offset in bytes</extracomment>
        <translation>%1 上有一个直接写在整个驱动器上的 %2 文件系统，没有分区表。这是有效的布局，但驱动器报告其扇区 0 位于物理扇区边界之后 %3 字节处，因此文件系统的块会跨越物理扇区。只有新的布局能解决：先备份，再创建第一个分区从 1 MiB 开始的分区表。</translation>
    </message>
    <message>
        <source>%1 holds its %2 file system written straight onto the whole drive, without a partition table. That is a valid layout: the file system starts at byte 0, on a boundary of every sector size, so it is aligned. Nothing to do.</source>
        <extracomment>%1 device path, %2 file-system type (&quot;ext4&quot;)</extracomment>
        <translation>%1 上有一个直接写在整个驱动器上的 %2 文件系统，没有分区表。这是有效的布局：文件系统从字节 0 开始，位于任何扇区大小的边界上，因此已对齐。无需任何操作。</translation>
    </message>
    <message>
        <source>Acceptable</source>
        <extracomment>alignment verdict: physically aligned (the drive is not slowed down, no need to act now), but not to 1 MiB or the optimal I/O size</extracomment>
        <translation>可接受</translation>
    </message>
    <message>
        <source>No partition table found on %1: it is empty, or holds a file system on the whole of it, which needs none. Check that this is the right disk or image.</source>
        <extracomment>%1 device or image file</extracomment>
        <translation>在 %1 上没有找到分区表：它是空的，或者整个都是一个不需要分区表的文件系统。请检查这是不是正确的磁盘或映像。</translation>
    </message>
</context>
<context>
    <name>DriveProof::Cache</name>
    <message numerus="yes">
        <source>The sense data is cut off: %n byte(s) of the 8-byte header arrived.</source>
        <extracomment>%n number of bytes that arrived</extracomment>
        <translation>
            <numerusform>sense 数据被截断：8 字节的头部只收到了 %n 字节。</numerusform>
        </translation>
    </message>
    <message>
        <source>The ATA Status Return descriptor is malformed (length %1h instead of 0Ch).</source>
        <extracomment>%1 the descriptor&apos;s length byte in hex</extracomment>
        <translation>ATA Status Return 描述符格式错误（长度为 %1h，而不是 0Ch）。</translation>
    </message>
    <message>
        <source>The sense data is cut off inside the ATA Status Return descriptor.</source>
        <translation>sense 数据在 ATA Status Return 描述符内部被截断。</translation>
    </message>
    <message>
        <source>The sense data is cut off: it declares %1 bytes but %2 arrived.</source>
        <extracomment>%1 bytes the sense data declares, %2 bytes that arrived</extracomment>
        <translation>sense 数据被截断：声明长度为 %1 字节，但只收到 %2 字节。</translation>
    </message>
    <message numerus="yes">
        <source>The fixed-format sense data is cut off: %n byte(s) arrived, at least 14 are needed.</source>
        <extracomment>%n number of bytes that arrived</extracomment>
        <translation>
            <numerusform>固定格式的 sense 数据被截断：只收到 %n 字节，至少需要 14 字节。</numerusform>
        </translation>
    </message>
    <message>
        <source>The device sent no sense data, so the ATA status of the command is unknown.</source>
        <translation>设备没有发送 sense 数据，因此该命令的 ATA 状态未知。</translation>
    </message>
    <message>
        <source>The sense data has an unknown format (response code %1h): neither descriptor (72h) nor fixed (70h) format.</source>
        <extracomment>%1 the response code byte in hex</extracomment>
        <translation>sense 数据格式未知（响应码 %1h）：既不是描述符格式（72h），也不是固定格式（70h）。</translation>
    </message>
    <message>
        <source>sense key %1h, additional sense %2h/%3h</source>
        <extracomment>SCSI sense in hex. %1 sense key, %2 additional sense code, %3 its qualifier</extracomment>
        <translation>sense key %1h，additional sense %2h/%3h</translation>
    </message>
    <message>
        <source>%1, ATA status %2h, error %3h</source>
        <extracomment>%1 the text before, %2 ATA STATUS byte in hex, %3 ATA ERROR byte in hex</extracomment>
        <translation>%1，ATA 状态 %2h，错误 %3h</translation>
    </message>
    <message>
        <source>%1 does not exist.</source>
        <extracomment>%1 file name</extracomment>
        <translation>%1 不存在。</translation>
    </message>
    <message>
        <source>%1 is not a regular file: give a saved IDENTIFY dump (512 raw bytes or the text of &apos;hdparm --Istdout&apos;).</source>
        <extracomment>%1 file name</extracomment>
        <translation>%1 不是普通文件：请指定已保存的 IDENTIFY 转储（512 字节原始数据，或 &apos;hdparm --Istdout&apos; 输出的文本）。</translation>
    </message>
    <message>
        <source>%1 has %2 bytes: too large for an IDENTIFY dump (512 raw bytes, or about 1300 bytes of text).</source>
        <extracomment>%1 file name, %2 its size in bytes</extracomment>
        <translation>%1 有 %2 字节：作为 IDENTIFY 转储太大了（应为 512 字节原始数据，或约 1300 字节的文本）。</translation>
    </message>
    <message>
        <source>Cannot read %1: %2.</source>
        <extracomment>%1 file name, %2 the system&apos;s reason</extracomment>
        <translation>无法读取 %1：%2。</translation>
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
            <numerusform>IDENTIFY 数据必须正好是 512 字节；此数据有 %n 字节。</numerusform>
        </translation>
    </message>
    <message>
        <source>The IDENTIFY data is all zeros: the drive or its USB bridge returned no data.</source>
        <translation>IDENTIFY 数据全为零：驱动器或其 USB 桥接芯片没有返回任何数据。</translation>
    </message>
    <message>
        <source>The IDENTIFY data is all FFh: no drive answered (an empty port, or a bridge without a disk).</source>
        <translation>IDENTIFY 数据全为 FFh：没有驱动器应答（接口是空的，或桥接器上没有接硬盘）。</translation>
    </message>
    <message>
        <source>Word 0 is %1h: this is data from an ATAPI device (an optical drive), not IDENTIFY DEVICE data of a disk.</source>
        <extracomment>%1 word 0 in hex</extracomment>
        <translation>字 0 的值为 %1h：这是 ATAPI 设备（光驱）的数据，不是磁盘的 IDENTIFY DEVICE 数据。</translation>
    </message>
    <message>
        <source>The IDENTIFY checksum in word 255 is wrong (the 512 bytes sum to %1h, not 00h): the data is damaged or was edited.</source>
        <extracomment>%1 the sum of all bytes modulo 256, in hex</extracomment>
        <translation>字 255 中的 IDENTIFY 校验和不正确（512 字节之和为 %1h，而不是 00h）：数据已损坏或被修改过。</translation>
    </message>
    <message>
        <source>Words 117-118 give a logical sector size of %1 bytes, which no drive uses: the data is damaged.</source>
        <extracomment>%1 a size in bytes</extracomment>
        <translation>字 117-118 给出的逻辑扇区大小为 %1 字节，没有任何驱动器使用这种大小：数据已损坏。</translation>
    </message>
    <message>
        <source>Word 106 gives a physical sector size of %1 bytes, which no drive uses: the data is damaged.</source>
        <extracomment>%1 a size in bytes</extracomment>
        <translation>字 106 给出的物理扇区大小为 %1 字节，没有任何驱动器使用这种大小：数据已损坏。</translation>
    </message>
    <message>
        <source>Line %1: &apos;%2&apos; is not a word of four hex digits.</source>
        <extracomment>%1 line number, %2 the offending text</extracomment>
        <translation>第 %1 行：“%2”不是由四位十六进制数字组成的字。</translation>
    </message>
    <message>
        <source>Line %1: more than 256 words; IDENTIFY data has exactly 256.</source>
        <extracomment>%1 line number</extracomment>
        <translation>第 %1 行：超过 256 个字；IDENTIFY 数据正好有 256 个字。</translation>
    </message>
    <message>
        <source>No IDENTIFY words found: expected 256 words of four hex digits, 8 a line, as &apos;hdparm --Istdout&apos; prints them.</source>
        <translation>未找到 IDENTIFY 字：应为 256 个由四位十六进制数字组成的字，每行 8 个，与 &apos;hdparm --Istdout&apos; 的输出格式相同。</translation>
    </message>
    <message numerus="yes">
        <source>Line %1: the words end after %n word(s); IDENTIFY data has 256.</source>
        <extracomment>%1 line number, %n number of words found</extracomment>
        <translation>
            <numerusform>第 %1 行：在 %n 个字之后就结束了；IDENTIFY 数据应有 256 个字。</numerusform>
        </translation>
    </message>
    <message>
        <source>the device</source>
        <translation>该设备</translation>
    </message>
    <message>
        <source>%1 does not accept SCSI commands (SG_IO), so %2 cannot reach a drive: it is not a whole SATA, SAS or USB disk (partitions, loop, virtual and NVMe devices have no ATA drive behind them).</source>
        <extracomment>%1 device, %2 ATA command name</extracomment>
        <translation>%1 不接受 SCSI 命令（SG_IO），因此 %2 无法到达驱动器：它不是完整的 SATA、SAS 或 USB 磁盘（分区、loop 设备、虚拟设备和 NVMe 设备后面都没有 ATA 驱动器）。</translation>
    </message>
    <message>
        <source>Permission denied sending %2 to %1: ATA commands need root or the DriveProof helper.</source>
        <extracomment>%1 device, %2 ATA command name</extracomment>
        <translation>无权向 %1 发送 %2：ATA 命令需要 root 权限或 DriveProof 辅助服务。</translation>
    </message>
    <message>
        <source>Sending %1 to %2 failed: %3.</source>
        <extracomment>%1 ATA command name, %2 device, %3 the system&apos;s error text</extracomment>
        <translation>向 %2 发送 %1 失败：%3。</translation>
    </message>
    <message>
        <source>The drive in %1 refused %2 (ABORT): it does not support this command or setting (%3).</source>
        <extracomment>%1 device, %2 ATA command name, %3 technical details</extracomment>
        <translation>%1 中的驱动器拒绝了 %2（ABORT）：它不支持此命令或设置（%3）。</translation>
    </message>
    <message>
        <source>The drive in %1 reported an error for %2 (%3); check its health and cabling, then try again.</source>
        <extracomment>%1 device, %2 ATA command name, %3 technical details</extracomment>
        <translation>%1 中的驱动器在执行 %2 时报告错误（%3）；请检查其健康状态和连线，然后重试。</translation>
    </message>
    <message>
        <source>%1 rejected %2: the disk or its USB bridge does not pass ATA commands through (SAT) (%3).</source>
        <extracomment>%1 device, %2 ATA command name, %3 technical details</extracomment>
        <translation>%1 拒绝了 %2：磁盘或其 USB 桥接芯片不透传 ATA 命令（SAT）（%3）。</translation>
    </message>
    <message>
        <source>%1 did not run %2 (%3).</source>
        <extracomment>%1 device, %2 ATA command name, %3 technical details</extracomment>
        <translation>%1 没有执行 %2（%3）。</translation>
    </message>
    <message>
        <source>%1 timed out on %2: the drive did not answer.</source>
        <extracomment>%1 ATA command name, %2 device</extracomment>
        <translation>%1 在 %2 上超时：驱动器没有响应。</translation>
    </message>
    <message>
        <source>%1 did not reach the drive in %2 (host status %3, driver status %4).</source>
        <extracomment>%1 ATA command name, %2 device, %3 / %4 numbers from the kernel</extracomment>
        <translation>%1 没有到达 %2 中的驱动器（主机状态 %3，驱动程序状态 %4）。</translation>
    </message>
    <message>
        <source>%1 failed on %2 with SCSI status %3h and no sense data.</source>
        <extracomment>%1 ATA command name, %2 device, %3 SCSI status byte</extracomment>
        <translation>%1 在 %2 上失败，SCSI 状态为 %3h，且没有 sense 数据。</translation>
    </message>
    <message>
        <source>The drive in %1 reports no volatile write cache that can be switched (IDENTIFY word 82 bit 5).</source>
        <extracomment>%1 device</extracomment>
        <translation>%1 中的驱动器报告没有可切换的易失性写入缓存（IDENTIFY 字 82 第 5 位）。</translation>
    </message>
    <message>
        <source>The drive in %1 accepted the command but still reports its write cache as off.</source>
        <extracomment>%1 device</extracomment>
        <translation>%1 中的驱动器接受了该命令，但仍报告其写入缓存处于关闭状态。</translation>
    </message>
    <message>
        <source>The drive in %1 accepted the command but still reports its write cache as on.</source>
        <extracomment>%1 device</extracomment>
        <translation>%1 中的驱动器接受了该命令，但仍报告其写入缓存处于开启状态。</translation>
    </message>
    <message>
        <source>The drive %1 accepted the change but still reports its write cache as off.</source>
        <extracomment>%1 device path</extracomment>
        <translation>驱动器 %1 接受了更改，但仍报告其写入缓存处于关闭状态。</translation>
    </message>
    <message>
        <source>The drive %1 accepted the change but still reports its write cache as on.</source>
        <extracomment>%1 device path</extracomment>
        <translation>驱动器 %1 接受了更改，但仍报告其写入缓存处于开启状态。</translation>
    </message>
    <message>
        <source>The Identify Controller data has %1 bytes instead of %2.</source>
        <extracomment>%1 bytes received, %2 bytes expected</extracomment>
        <translation>Identify Controller 数据有 %1 字节，而不是 %2 字节。</translation>
    </message>
    <message>
        <source>The NVMe health log has %1 bytes instead of %2.</source>
        <extracomment>%1 bytes received, %2 bytes expected</extracomment>
        <translation>NVMe 健康日志有 %1 字节，而不是 %2 字节。</translation>
    </message>
    <message>
        <source>The drive does not support this admin command.</source>
        <translation>驱动器不支持此管理命令。</translation>
    </message>
    <message>
        <source>The drive cannot save its write cache setting, so a change lasts only until the next power cycle.</source>
        <translation>驱动器无法保存其写入缓存设置，因此更改只在下次断电重启之前有效。</translation>
    </message>
    <message>
        <source>The drive does not allow its write cache setting to be changed.</source>
        <translation>驱动器不允许更改其写入缓存设置。</translation>
    </message>
    <message>
        <source>The drive does not provide the SMART / health log.</source>
        <translation>驱动器不提供 SMART/健康日志。</translation>
    </message>
    <message>
        <source>The drive does not support saving its write cache setting.</source>
        <translation>驱动器不支持保存其写入缓存设置。</translation>
    </message>
    <message>
        <source>The drive has no volatile write cache to read or change.</source>
        <translation>驱动器没有可读取或更改的易失性写入缓存。</translation>
    </message>
    <message>
        <source>The drive rejected a field of the command.</source>
        <translation>驱动器拒绝了命令中的某个字段。</translation>
    </message>
    <message>
        <source>The drive reported an internal error; check its health and try again.</source>
        <translation>驱动器报告了内部错误；请检查其健康状态后重试。</translation>
    </message>
    <message>
        <source>The drive rejected the command.</source>
        <translation>驱动器拒绝了该命令。</translation>
    </message>
    <message>
        <source>%1 (NVMe status %2)</source>
        <extracomment>%1 a sentence saying what the drive did and what to do; %2 the raw NVMe status code type and status code, e.g. &quot;SCT 1h, SC 0Dh&quot;</extracomment>
        <translation>%1（NVMe 状态 %2）</translation>
    </message>
    <message>
        <source>The device does not accept NVMe admin commands (it is not an NVMe drive).</source>
        <translation>该设备不接受 NVMe 管理命令（它不是 NVMe 驱动器）。</translation>
    </message>
    <message>
        <source>Permission denied: run as root or through the DriveProof helper.</source>
        <translation>权限不足：请以 root 身份运行，或通过 DriveProof 辅助服务运行。</translation>
    </message>
    <message>
        <source>The device is gone; reconnect it and try again.</source>
        <translation>设备已不存在；请重新连接后重试。</translation>
    </message>
    <message>
        <source>The drive did not answer in time; try again.</source>
        <translation>驱动器没有及时响应；请重试。</translation>
    </message>
    <message>
        <source>%1 failed on %2: %3</source>
        <extracomment>%1 NVMe command name, %2 device path, %3 the reason and what to do
----------
%1 SCSI command name, %2 device path, %3 the reason and what to do</extracomment>
        <translation>%1 在 %2 上失败：%3</translation>
    </message>
    <message>
        <source>The data %1 returned could not be decoded: %2</source>
        <extracomment>%1 device path, %2 what is wrong with the data</extracomment>
        <translation>无法解析 %1 返回的数据：%2</translation>
    </message>
    <message>
        <source>The drive does not report whether its write cache setting can be saved (no Select / Save support), so a change lasts only until the next power cycle.</source>
        <translation>驱动器没有报告其写入缓存设置能否保存（不支持 Select/Save），因此更改只在下次断电重启之前有效。</translation>
    </message>
    <message>
        <source>The drive %1 has no volatile write cache to switch.</source>
        <extracomment>%1 device path</extracomment>
        <translation>驱动器 %1 没有可切换的易失性写入缓存。</translation>
    </message>
    <message>
        <source>The drive %1 does not allow its write cache to be switched.</source>
        <extracomment>%1 device path</extracomment>
        <translation>驱动器 %1 不允许切换其写入缓存。</translation>
    </message>
    <message>
        <source>The drive %1 cannot save its write cache setting, so the change cannot be kept after a power cycle. Switch it without keeping it instead.</source>
        <extracomment>%1 device path</extracomment>
        <translation>驱动器 %1 无法保存其写入缓存设置，因此更改在断电重启后无法保留。请改为不保留设置直接切换。</translation>
    </message>
    <message>
        <source>The mode page header at byte %1 is cut off.</source>
        <extracomment>%1 byte offset in the drive&apos;s reply</extracomment>
        <translation>字节 %1 处的模式页头部被截断。</translation>
    </message>
    <message>
        <source>Mode page %1h claims %2 bytes but only %3 are present.</source>
        <extracomment>%1 page code in hex, %2 its length in bytes, %3 bytes actually present</extracomment>
        <translation>模式页 %1h 声明有 %2 字节，但实际只有 %3 字节。</translation>
    </message>
    <message>
        <source>The MODE SENSE reply has %1 bytes, fewer than the 8-byte mode parameter header.</source>
        <extracomment>%1 number of bytes received</extracomment>
        <translation>MODE SENSE 响应只有 %1 字节，不足 8 字节的模式参数头。</translation>
    </message>
    <message>
        <source>The MODE SENSE reply declares a mode data length of %1, too short for its own header.</source>
        <extracomment>%1 the mode data length field of the reply</extracomment>
        <translation>MODE SENSE 响应声明的模式数据长度为 %1，比它自己的头部还短。</translation>
    </message>
    <message>
        <source>The MODE SENSE reply&apos;s block descriptors (%1 bytes) leave no room for a mode page in its %2 bytes.</source>
        <extracomment>%1 block descriptor length, %2 bytes present</extracomment>
        <translation>MODE SENSE 响应的块描述符（%1 字节）在其 %2 字节中没有给模式页留下空间。</translation>
    </message>
    <message>
        <source>The caching mode page is too short to hold the WCE bit.</source>
        <translation>缓存模式页太短，容不下 WCE 位。</translation>
    </message>
    <message>
        <source>The MODE SENSE reply does not contain the caching mode page (08h).</source>
        <translation>MODE SENSE 响应中没有缓存模式页（08h）。</translation>
    </message>
    <message>
        <source>A new caching page can only be built from the current, complete caching page.</source>
        <translation>只能基于当前完整的缓存页构建新的缓存页。</translation>
    </message>
    <message>
        <source>The drive reported an error but sent no sense data.</source>
        <translation>驱动器报告了错误，但没有发送 sense 数据。</translation>
    </message>
    <message>
        <source>The drive&apos;s fixed-format sense data is cut off.</source>
        <translation>驱动器的固定格式 sense 数据被截断。</translation>
    </message>
    <message>
        <source>The drive&apos;s descriptor-format sense data is cut off.</source>
        <translation>驱动器的描述符格式 sense 数据被截断。</translation>
    </message>
    <message>
        <source>The drive sent sense data in an unknown format (response code %1h).</source>
        <extracomment>%1 the response code byte in hex</extracomment>
        <translation>驱动器发送的 sense 数据格式未知（响应码 %1h）。</translation>
    </message>
    <message>
        <source>The drive does not support saving this page, so a change lasts only until the next power cycle.</source>
        <translation>驱动器不支持保存此页，因此更改只在下次断电重启之前有效。</translation>
    </message>
    <message>
        <source>The drive does not support the MODE SENSE(10) and MODE SELECT(10) commands, so its cache cannot be read or changed this way.</source>
        <translation>驱动器不支持 MODE SENSE(10) 和 MODE SELECT(10) 命令，因此无法通过这种方式读取或更改其缓存。</translation>
    </message>
    <message>
        <source>The drive rejected the MODE SELECT command.</source>
        <translation>驱动器拒绝了 MODE SELECT 命令。</translation>
    </message>
    <message>
        <source>The drive does not report the caching mode page.</source>
        <translation>驱动器不报告缓存模式页。</translation>
    </message>
    <message>
        <source>The drive refused the new caching page: it does not let this setting be changed.</source>
        <translation>驱动器拒绝了新的缓存页：它不允许更改此设置。</translation>
    </message>
    <message>
        <source>The drive reported a reset or a changed setting; try again.</source>
        <translation>驱动器报告了一次复位或设置变更；请重试。</translation>
    </message>
    <message>
        <source>The drive is not ready (stopped, starting or without medium); try again in a moment.</source>
        <translation>驱动器尚未就绪（已停转、正在启动或没有介质）；请稍后重试。</translation>
    </message>
    <message>
        <source>The drive is write protected.</source>
        <translation>驱动器处于写保护状态。</translation>
    </message>
    <message>
        <source>The drive reported a hardware or medium error; check its health.</source>
        <translation>驱动器报告了硬件或介质错误；请检查其健康状态。</translation>
    </message>
    <message>
        <source>The drive aborted the command; try again.</source>
        <translation>驱动器中止了该命令；请重试。</translation>
    </message>
    <message>
        <source>The drive reported an error.</source>
        <translation>驱动器报告了错误。</translation>
    </message>
    <message>
        <source>%1 (%2, %3)</source>
        <extracomment>%1 a sentence saying what the drive did and what to do; %2 SCSI sense key name, %3 additional sense code and its name, e.g. &quot;24h/00h INVALID FIELD IN CDB&quot;</extracomment>
        <translation>%1（%2，%3）</translation>
    </message>
    <message>
        <source>The device does not accept SCSI commands, so its drive-level write cache cannot be read or changed this way.</source>
        <translation>该设备不接受 SCSI 命令，因此无法通过这种方式读取或更改驱动器级写入缓存。</translation>
    </message>
    <message>
        <source>The drive did not answer in time; check its cable and power.</source>
        <translation>驱动器没有及时响应；请检查数据线和电源。</translation>
    </message>
    <message>
        <source>The connection to the drive failed (host status %1h); check its cable and power.</source>
        <extracomment>%1 the Linux host status code in hex</extracomment>
        <translation>与驱动器的连接失败（主机状态 %1h）；请检查数据线和电源。</translation>
    </message>
    <message>
        <source>The drive is busy; try again in a moment.</source>
        <translation>驱动器正忙；请稍后重试。</translation>
    </message>
    <message>
        <source>The drive returned SCSI status %1h without sense data.</source>
        <extracomment>%1 SCSI status byte in hex</extracomment>
        <translation>驱动器返回了 SCSI 状态 %1h，但没有 sense 数据。</translation>
    </message>
    <message>
        <source>The caching mode page of %1 could not be decoded: %2</source>
        <extracomment>%1 device path, %2 what is wrong with the reply</extracomment>
        <translation>无法解析 %1 的缓存模式页：%2</translation>
    </message>
    <message>
        <source>The drive %1 does not allow its write cache to be switched (its caching page marks WCE as not changeable).</source>
        <extracomment>%1 device path</extracomment>
        <translation>驱动器 %1 不允许切换其写入缓存（其缓存页将 WCE 标记为不可更改）。</translation>
    </message>
    <message>
        <source>The drive %1 cannot save its caching page, so the change cannot be kept after a power cycle. Switch it without keeping it instead.</source>
        <extracomment>%1 device path</extracomment>
        <translation>驱动器 %1 无法保存其缓存页，因此更改在断电重启后无法保留。请改为不保留设置直接切换。</translation>
    </message>
    <message>
        <source>%1 is not a whole SCSI disk; only those can be asked to re-read their caching page.</source>
        <extracomment>%1 kernel block device name</extracomment>
        <translation>%1 不是完整的 SCSI 磁盘；只有完整的 SCSI 磁盘才能被要求重新读取其缓存页。</translation>
    </message>
    <message>
        <source>Could not ask the kernel to re-read the settings of %1: %2. Its view of the write cache may be out of date until the next reboot.</source>
        <extracomment>%1 kernel block device name, %2 system error text</extracomment>
        <translation>无法要求内核重新读取 %1 的设置：%2。在下次重启之前，内核所见的写入缓存状态可能已过时。</translation>
    </message>
    <message>
        <source>udisks2 could not save the write-cache setting: %1. The change lasts only until the next power cycle.</source>
        <extracomment>%1 udisks2&apos;s error message</extracomment>
        <translation>udisks2 无法保存写入缓存设置：%1。此更改只在下次断电重启之前有效。</translation>
    </message>
    <message>
        <source>%1 is a file used as a drive (%2): the drive-level write cache does not apply; the kernel&apos;s view shows whether it passes flushes on to the file.</source>
        <extracomment>%1 device path, %2 the file behind the loop device</extracomment>
        <translation>%1 是一个用作驱动器的文件（%2）：驱动器级写入缓存不适用；内核所见的状态表明它是否会把刷写请求传递给该文件。</translation>
    </message>
    <message>
        <source>%1 is a virtual disk: the real drive and its cache are on the host, out of reach from this machine. Only the kernel&apos;s view is shown; whether flushes reach the host&apos;s drive depends on the hypervisor&apos;s cache mode.</source>
        <extracomment>%1 device path</extracomment>
        <translation>%1 是虚拟磁盘：真正的驱动器及其缓存位于宿主机上，本机无法访问。这里只显示内核所见的状态；刷写请求能否到达宿主机的驱动器，取决于虚拟化管理程序（hypervisor）的缓存模式。</translation>
    </message>
    <message>
        <source>%1 takes no drive commands: the drive-level write cache does not apply, only the kernel&apos;s view.</source>
        <extracomment>%1 device path</extracomment>
        <translation>%1 不接受驱动器命令：驱动器级写入缓存不适用，只有内核所见的状态。</translation>
    </message>
    <message>
        <source>DriveProof does not know how to ask %1 about its write cache (unknown transport).</source>
        <extracomment>%1 device path</extracomment>
        <translation>DriveProof 不知道如何向 %1 查询其写入缓存（未知的接口类型）。</translation>
    </message>
    <message>
        <source>The kernel says write through but the drive&apos;s cache is on: the kernel no longer sends flushes, so committed data can be lost at a power cut. Switch the drive&apos;s cache off, or let the kernel re-read the drive&apos;s setting.</source>
        <translation>内核显示为 write through，但驱动器的缓存是开启的：内核不再发送刷写命令，因此已提交的数据可能在断电时丢失。请关闭驱动器的缓存，或让内核重新读取驱动器的设置。</translation>
    </message>
    <message>
        <source>The kernel still sends flushes although the drive&apos;s cache is off: safe, only slightly slower.</source>
        <translation>驱动器的缓存已关闭，但内核仍在发送刷写命令：安全，只是稍慢一些。</translation>
    </message>
    <message>
        <source>The cache is off now, but the saved setting switches it back on at the next power cycle.</source>
        <translation>缓存现在已关闭，但保存的设置会在下次断电重启时将其重新开启。</translation>
    </message>
    <message>
        <source>The cache is on now, but the saved setting switches it off at the next power cycle.</source>
        <translation>缓存现在已开启，但保存的设置会在下次断电重启时将其关闭。</translation>
    </message>
    <message>
        <source>%1 cannot keep this setting after a power cycle here, so nothing was changed. Switch it without &quot;keep after reboot&quot;: it then lasts until the next power cycle.</source>
        <extracomment>%1 device path</extracomment>
        <translation>%1 在此无法在断电重启后保留该设置，因此没有做任何更改。请在不勾选“重启后保留”的情况下切换：设置将一直有效到下次断电重启。</translation>
    </message>
    <message>
        <source>%1 has no volatile write cache that can be switched.</source>
        <extracomment>%1 device path</extracomment>
        <translation>%1 没有可切换的易失性写入缓存。</translation>
    </message>
    <message>
        <source>%1 does not allow its write cache setting to be changed.</source>
        <extracomment>%1 device path</extracomment>
        <translation>%1 不允许更改其写入缓存设置。</translation>
    </message>
    <message>
        <source>The helper&apos;s write-cache reply names no device.</source>
        <translation>辅助服务的写入缓存响应中没有指明设备。</translation>
    </message>
    <message>
        <source>%1 is a virtual disk (%2): the write cache it reports is the hypervisor&apos;s emulation. Whether a flush reaches a real drive depends on the hypervisor&apos;s cache mode on the host.</source>
        <extracomment>%1 device path, %2 who emulates the disk: &quot;QEMU&quot;, &quot;VMware&quot;, &quot;Hyper-V&quot;, &quot;virtio&quot;...</extracomment>
        <translation>%1 是虚拟磁盘（%2）：它报告的写入缓存是虚拟化管理程序（hypervisor）模拟出来的。刷写请求能否到达真正的驱动器，取决于宿主机上虚拟化管理程序的缓存模式。</translation>
    </message>
    <message>
        <source>Whether the write cache of %1 is on could not be read: %2</source>
        <extracomment>%1 device path, %2 the error the drive or the kernel gave</extracomment>
        <translation>无法读取 %1 的写入缓存是否开启：%2</translation>
    </message>
    <message>
        <source>Whether the write cache of %1 can be switched could not be read: %2</source>
        <extracomment>%1 device path, %2 the error the drive or the kernel gave</extracomment>
        <translation>无法读取 %1 的写入缓存能否切换：%2</translation>
    </message>
    <message>
        <source>The saved write cache setting of %1 could not be read: %2</source>
        <extracomment>%1 device path, %2 the error the drive or the kernel gave</extracomment>
        <translation>无法读取 %1 保存的写入缓存设置：%2</translation>
    </message>
    <message>
        <source>Finding %1 (%2)</source>
        <extracomment>a finding this version does not know (from a newer helper); %1 its code, %2 its arguments</extracomment>
        <translation>检查结果 %1（%2）</translation>
    </message>
    <message>
        <source>write back</source>
        <extracomment>the kernel&apos;s view of a drive&apos;s cache (queue/write_cache): it sends flushes</extracomment>
        <translation>回写</translation>
    </message>
    <message>
        <source>write through</source>
        <extracomment>the kernel&apos;s view of a drive&apos;s cache (queue/write_cache): it sends no flushes</extracomment>
        <translation>直写</translation>
    </message>
    <message>
        <source>The helper&apos;s write-cache reply has findings in a form this version does not read. Restart DriveProof after an update.</source>
        <translation>辅助服务的写入缓存响应中包含此版本无法读取的格式的检查结果。更新后请重新启动 DriveProof。</translation>
    </message>
    <message>
        <source>The helper&apos;s write-cache reply has a finding without a code. Restart DriveProof after an update.</source>
        <translation>辅助服务的写入缓存响应中有一项检查结果没有代码。更新后请重新启动 DriveProof。</translation>
    </message>
    <message>
        <source>A self-test is already running on the drive.</source>
        <translation>驱动器上已有自检正在运行。</translation>
    </message>
</context>
<context>
    <name>DriveProof::Capacity</name>
    <message>
        <source>Writing records</source>
        <translation>正在写入记录</translation>
    </message>
    <message>
        <source>Pushing the drive&apos;s cache out</source>
        <translation>正在把驱动器缓存挤出</translation>
    </message>
    <message>
        <source>Reading back</source>
        <translation>正在读回</translation>
    </message>
    <message>
        <source>Closing in on the boundary</source>
        <translation>正在逼近边界</translation>
    </message>
    <message>
        <source>records written elsewhere (wrap-around)</source>
        <translation>写在别处的记录（回绕）</translation>
    </message>
    <message>
        <source>zeros</source>
        <translation>全零</translation>
    </message>
    <message>
        <source>not what was written</source>
        <translation>不是所写的内容</translation>
    </message>
    <message>
        <source>damaged records</source>
        <translation>损坏的记录</translation>
    </message>
    <message>
        <source>read errors</source>
        <translation>读取错误</translation>
    </message>
    <message>
        <source>Usable size proved: %1 (%2 bytes).</source>
        <extracomment>%1 a size, e.g. &quot;62.1 GB&quot;, %2 the same in bytes</extracomment>
        <translation>已证实可用容量：%1（%2 字节）。</translation>
    </message>
    <message>
        <source>First bad block at byte %1; the boundary is known to within %2.</source>
        <extracomment>%1 a byte offset as a number, %2 a size, e.g. &quot;4 kB&quot;</extracomment>
        <translation>第一个坏块位于字节 %1；边界已精确到 %2 以内。</translation>
    </message>
    <message numerus="yes">
        <source>%n write request(s), %1 written, in %2 s.</source>
        <extracomment>%n write requests, %1 a size, e.g. &quot;1.1 GB&quot;, %2 seconds, e.g. &quot;12.5&quot;</extracomment>
        <translation>
            <numerusform>%n 次写入请求，写入 %1，用时 %2 秒。</numerusform>
        </translation>
    </message>
    <message>
        <source>Genuine: every record written across all %1 bytes (%2) read back where it was written.</source>
        <extracomment>%1 the drive&apos;s size in bytes as a number, %2 the same size short, e.g. &quot;1.0 TB&quot;</extracomment>
        <translation>真品：在全部 %1 字节（%2）上写入的每条记录都在写入的位置读回。</translation>
    </message>
    <message>
        <source>Fake: only the first %1 are real; writes beyond that land at the start again (wrap-around). The drive claims %2.</source>
        <extracomment>%1 the real size, e.g. &quot;62.1 GB&quot;, %2 the size the drive claims, e.g. &quot;128.0 GB&quot;</extracomment>
        <translation>假货：只有前 %1 是真的；超出部分的写入又落回开头（回绕）。驱动器声称 %2。</translation>
    </message>
    <message>
        <source>Fake: writes beyond %1 are thrown away. The drive claims %2.</source>
        <extracomment>%1 where the real part ends, e.g. &quot;120.3 GB&quot;, %2 the size the drive claims</extracomment>
        <translation>假货：超出 %1 的写入被丢弃。驱动器声称 %2。</translation>
    </message>
    <message numerus="yes">
        <source>Damaged: %n block(s) did not hold what was written, the first at %1.</source>
        <extracomment>%n how many blocks, %1 the position of the first one, e.g. &quot;3.2 GB&quot;</extracomment>
        <translation>
            <numerusform>已损坏：%n 个块不含所写的内容，第一个位于 %1。</numerusform>
        </translation>
    </message>
    <message>
        <source>Could not decide: the test was cancelled.</source>
        <translation>无法判定：测试已取消。</translation>
    </message>
    <message>
        <source>Could not decide: the drive did not accept a flush of its cache.</source>
        <translation>无法判定：驱动器不接受刷新其缓存。</translation>
    </message>
    <message>
        <source>Could not decide: the device is too small to test.</source>
        <translation>无法判定：设备太小，无法测试。</translation>
    </message>
    <message>
        <source>Could not decide: nothing that was written could be read back.</source>
        <translation>无法判定：写入的内容一样也读不回来。</translation>
    </message>
    <message>
        <source>The drive was reset before reading back: what its controller kept in memory was lost.</source>
        <translation>回读前已重置驱动器：其控制器保存在内存中的内容已丢失。</translation>
    </message>
    <message>
        <source>The drive was reset before reading back but did not come back.</source>
        <translation>回读前已重置驱动器，但它没有恢复。</translation>
    </message>
    <message>
        <source>Not reset before reading back: this device cannot be reset.</source>
        <translation>回读前未重置：此设备无法重置。</translation>
    </message>
    <message>
        <source>Not reset before reading back: only a USB drive can be reset on its own.</source>
        <translation>回读前未重置：只有 USB 驱动器可以单独重置。</translation>
    </message>
    <message>
        <source>Not reset before reading back: only a run as root can reset a USB drive (sudo driveproof-cli capacity).</source>
        <translation>回读前未重置：只有以 root 身份运行才能重置 USB 驱动器（sudo driveproof-cli capacity）。</translation>
    </message>
    <message>
        <source>Not reset before reading back: a partition was checked, and a reset would touch the whole drive.</source>
        <translation>回读前未重置：检查的是分区，重置会影响整个驱动器。</translation>
    </message>
    <message>
        <source>Not reset before reading back: its USB device carries other drives too.</source>
        <translation>回读前未重置：其 USB 设备上还有其他驱动器。</translation>
    </message>
    <message>
        <source>Not reset before reading back: the kernel refused (%1).</source>
        <extracomment>%1 the system&apos;s error message, e.g. &quot;Operation not permitted&quot;</extracomment>
        <translation>回读前未重置：内核拒绝了（%1）。</translation>
    </message>
    <message>
        <source>Waiting for the drive&apos;s cache to write back</source>
        <translation>正在等待驱动器写回其缓存</translation>
    </message>
</context>
<context>
    <name>DriveProof::Cli</name>
    <message>
        <source>Logical sector size in bytes (images: 512).</source>
        <translation>逻辑扇区大小，以字节为单位（镜像文件默认为 512）。</translation>
    </message>
    <message>
        <source>Physical sector size in bytes (images: 4096).</source>
        <translation>物理扇区大小，以字节为单位（镜像文件默认为 4096）。</translation>
    </message>
    <message>
        <source>Optimal I/O size in bytes, 0 = not reported (images: 0).</source>
        <translation>最佳 I/O 大小，以字节为单位，0 表示未报告（镜像文件默认为 0）。</translation>
    </message>
    <message>
        <source>Bytes from LBA 0 to the next physical sector boundary (images: 0).</source>
        <translation>从 LBA 0 到下一个物理扇区边界的字节数（镜像文件默认为 0）。</translation>
    </message>
    <message>
        <source>%1 %2 is not a number of bytes. Give a whole number such as 4096.</source>
        <extracomment>%1 option name, %2 the value given</extracomment>
        <translation>%1 %2 不是字节数。请给出一个整数，例如 4096。</translation>
    </message>
    <message>
        <source>%1 %2 is not a valid block size. Give a power of two from 512 to 1048576 bytes, e.g. 4096.</source>
        <extracomment>%1 option name, %2 the value given</extracomment>
        <translation>%1 %2 不是有效的块大小。请给出 512 到 1048576 字节之间的 2 的幂，例如 4096。</translation>
    </message>
    <message>
        <source>--physical-block-size %1 is smaller than --logical-block-size %2: a physical sector holds one or more logical sectors.</source>
        <extracomment>%1 physical size given, %2 logical size given</extracomment>
        <translation>--physical-block-size %1 小于 --logical-block-size %2：一个物理扇区包含一个或多个逻辑扇区。</translation>
    </message>
    <message>
        <source>--physical-block-size %1 is smaller than the %3-byte logical sectors of %2: a physical sector holds one or more logical sectors.</source>
        <extracomment>%1 physical size given, %2 device, %3 its logical sector size</extracomment>
        <translation>--physical-block-size %1 小于 %2 的 %3 字节逻辑扇区：一个物理扇区包含一个或多个逻辑扇区。</translation>
    </message>
    <message>
        <source>%1 %2 is not valid. Give 0 (not reported) or a multiple of the physical block size (%3 bytes) up to 1 GiB.</source>
        <extracomment>%1 option name, %2 the value given, %3 physical sector size</extracomment>
        <translation>%1 %2 无效。请给出 0（表示未报告），或物理块大小（%3 字节）的整数倍，最大 1 GiB。</translation>
    </message>
    <message>
        <source>%1 %2 is not valid. Give a multiple of the logical block size (%3 bytes) smaller than the physical block size (%4 bytes), e.g. 0.</source>
        <extracomment>%1 option name, %2 the value given, %3 logical and %4 physical sector size</extracomment>
        <translation>%1 %2 无效。请给出逻辑块大小（%3 字节）的整数倍，且须小于物理块大小（%4 字节），例如 0。</translation>
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
            <numerusform>%n 字节</numerusform>
        </translation>
    </message>
    <message>
        <source>not reported</source>
        <translation>未报告</translation>
    </message>
    <message>
        <source>%1: %2 partition table, logical sector %3 bytes, physical sector %4 bytes, optimal I/O size %5, alignment offset %6 bytes.</source>
        <extracomment>%1 device or image, %2 &quot;dos&quot;/&quot;gpt&quot;, %3 and %4 sector sizes in bytes, %5 optimal I/O size (&quot;65536 bytes&quot; or &quot;not reported&quot;), %6 alignment offset in bytes</extracomment>
        <translation>%1：%2 分区表，逻辑扇区 %3 字节，物理扇区 %4 字节，最佳 I/O 大小 %5，对齐偏移 %6 字节。</translation>
    </message>
    <message>
        <source>unknown</source>
        <translation>未知</translation>
    </message>
    <message>
        <source>The partition table of %1 has no partitions.</source>
        <extracomment>%1 device or image</extracomment>
        <translation>%1 的分区表中没有分区。</translation>
    </message>
    <message>
        <source>PARTITION</source>
        <translation>分区</translation>
    </message>
    <message>
        <source>START (sector)</source>
        <translation>起始（扇区）</translation>
    </message>
    <message>
        <source>START (bytes)</source>
        <translation>起始（字节）</translation>
    </message>
    <message>
        <source>LOGICAL</source>
        <translation>逻辑</translation>
    </message>
    <message>
        <source>PHYSICAL</source>
        <translation>物理</translation>
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
        <translation>结论</translation>
    </message>
    <message>
        <source>No drive or file named %1. Give a drive such as /dev/sdb (see &apos;driveproof-cli list&apos;) or the path of a disk image.</source>
        <extracomment>%1 what the user typed</extracomment>
        <translation>没有名为 %1 的驱动器或文件。请指定驱动器（如 /dev/sdb，参见 &apos;driveproof-cli list&apos;）或磁盘镜像的路径。</translation>
    </message>
    <message>
        <source>%1 is a partition. Give the whole drive instead: &apos;driveproof-cli align %2&apos;.</source>
        <extracomment>%1 the partition given, %2 its whole drive</extracomment>
        <translation>%1 是一个分区。请改为指定整个驱动器：&apos;driveproof-cli align %2&apos;。</translation>
    </message>
    <message>
        <source>Check that every partition of a drive or a disk image starts on a boundary that suits the drive: its physical sectors, 1 MiB and its optimal I/O size.</source>
        <translation>检查驱动器或磁盘镜像的每个分区是否从适合该驱动器的边界开始：物理扇区、1 MiB 以及最佳 I/O 大小。</translation>
    </message>
    <message>
        <source>A drive (/dev/sdb, sdb) or a disk image file.</source>
        <translation>驱动器（/dev/sdb、sdb）或磁盘镜像文件。</translation>
    </message>
    <message>
        <source>Print JSON (keys in docs/json.md).</source>
        <translation>输出 JSON（键名见 docs/json.md）。</translation>
    </message>
    <message>
        <source>&apos;align&apos; needs exactly one drive or disk image, e.g. &apos;driveproof-cli align /dev/sdb&apos; or &apos;driveproof-cli align disk.img&apos;.</source>
        <translation>&apos;align&apos; 需要且只需要一个驱动器或磁盘镜像，例如 &apos;driveproof-cli align /dev/sdb&apos; 或 &apos;driveproof-cli align disk.img&apos;。</translation>
    </message>
    <message>
        <source>on</source>
        <extracomment>the drive&apos;s write cache</extracomment>
        <translation>开启</translation>
    </message>
    <message>
        <source>off</source>
        <translation>关闭</translation>
    </message>
    <message>
        <source>yes, through udisks2 (re-applied at every boot)</source>
        <translation>是，通过 udisks2（每次启动时重新应用）</translation>
    </message>
    <message>
        <source>yes, saved in the drive</source>
        <translation>是，保存在驱动器中</translation>
    </message>
    <message>
        <source>no: a change lasts until the next power cycle</source>
        <translation>否：更改只在下次断电重启之前有效</translation>
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
        <translation>无（不接受驱动器命令）</translation>
    </message>
    <message>
        <source>Device</source>
        <translation>设备</translation>
    </message>
    <message>
        <source>Protocol</source>
        <translation>协议</translation>
    </message>
    <message>
        <source>Drive has a write cache</source>
        <translation>驱动器有写入缓存</translation>
    </message>
    <message>
        <source>Drive&apos;s cache now</source>
        <translation>驱动器缓存当前状态</translation>
    </message>
    <message>
        <source>Saved setting</source>
        <translation>保存的设置</translation>
    </message>
    <message>
        <source>none</source>
        <translation>无</translation>
    </message>
    <message>
        <source>Can be changed</source>
        <translation>可更改</translation>
    </message>
    <message>
        <source>Keeps after reboot</source>
        <translation>重启后保留</translation>
    </message>
    <message>
        <source>Kernel&apos;s view</source>
        <translation>内核所见</translation>
    </message>
    <message>
        <source>Kernel uses FUA</source>
        <translation>内核使用 FUA</translation>
    </message>
    <message>
        <source>Sources</source>
        <translation>来源</translation>
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
        <translation>总体评估</translation>
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
        <translation>通电时间（小时）</translation>
    </message>
    <message>
        <source>Power cycles</source>
        <translation>通电次数</translation>
    </message>
    <message>
        <source>Unsafe shutdowns</source>
        <translation>不安全关机次数</translation>
    </message>
    <message>
        <source>Bad sectors</source>
        <translation>坏扇区</translation>
    </message>
    <message>
        <source>Media errors</source>
        <translation>介质错误</translation>
    </message>
    <message>
        <source>Wear</source>
        <extracomment>wear of an SSD, in percent of its rated life</extracomment>
        <translation>磨损</translation>
    </message>
    <message>
        <source>%1 %</source>
        <translation>%1%</translation>
    </message>
    <message>
        <source>Available spare</source>
        <translation>可用备用空间</translation>
    </message>
    <message>
        <source>Source</source>
        <translation>来源</translation>
    </message>
    <message>
        <source>%1 is a partition; the write cache and health belong to the whole drive. Give %2 instead.</source>
        <extracomment>%1 partition the user gave, %2 its whole drive</extracomment>
        <translation>%1 是一个分区；写入缓存和健康状态属于整个驱动器。请改为指定 %2。</translation>
    </message>
    <message>
        <source>Show the drive&apos;s volatile write cache next to the kernel&apos;s view, or switch it.</source>
        <translation>显示驱动器的易失性写入缓存以及内核所见的状态，或切换该缓存。</translation>
    </message>
    <message>
        <source>A drive, e.g. /dev/sda.</source>
        <translation>驱动器，例如 /dev/sda。</translation>
    </message>
    <message>
        <source>Switch the drive&apos;s cache on or off.</source>
        <translation>开启或关闭驱动器的缓存。</translation>
    </message>
    <message>
        <source>Keep the setting after a power cycle, where the drive or udisks2 can keep it honestly.</source>
        <translation>在断电重启后保留该设置（仅当驱动器或 udisks2 能可靠地保留时）。</translation>
    </message>
    <message>
        <source>&apos;cache&apos; needs exactly one DEVICE, e.g. &apos;driveproof-cli cache /dev/sda&apos;.</source>
        <translation>&apos;cache&apos; 需要且只需要一个 DEVICE，例如 &apos;driveproof-cli cache /dev/sda&apos;。</translation>
    </message>
    <message>
        <source>--set takes &apos;on&apos; or &apos;off&apos;, not &apos;%1&apos;.</source>
        <extracomment>%1 the value the user gave</extracomment>
        <translation>--set 只接受 &apos;on&apos; 或 &apos;off&apos;，而不是 &apos;%1&apos;。</translation>
    </message>
    <message>
        <source>--persist goes with --set on|off.</source>
        <translation>--persist 必须与 --set on|off 一起使用。</translation>
    </message>
    <message>
        <source>Show the drive&apos;s health: overall verdict, temperature, hours, power cycles, unsafe shutdowns.</source>
        <translation>显示驱动器的健康状态：总体结论、温度、通电时间、通电次数、不安全关机次数。</translation>
    </message>
    <message>
        <source>&apos;health&apos; needs exactly one DEVICE, e.g. &apos;driveproof-cli health /dev/sda&apos;.</source>
        <translation>&apos;health&apos; 需要且只需要一个 DEVICE，例如 &apos;driveproof-cli health /dev/sda&apos;。</translation>
    </message>
    <message>
        <source>Show help for this command.</source>
        <translation>显示此命令的帮助。</translation>
    </message>
    <message>
        <source>%1. Try &apos;driveproof-cli %2 --help&apos;.</source>
        <extracomment>%1 the parser&apos;s error, %2 the subcommand</extracomment>
        <translation>%1。请尝试 &apos;driveproof-cli %2 --help&apos;。</translation>
    </message>
    <message>
        <source>%1 (%2 bytes)</source>
        <extracomment>%1 size with unit, e.g. &quot;500.1 GB&quot;; %2 exact byte count</extracomment>
        <translation>%1（%2 字节）</translation>
    </message>
    <message>
        <source>raw, 512 bytes</source>
        <translation>原始数据，512 字节</translation>
    </message>
    <message>
        <source>hex words (hdparm --Istdout)</source>
        <translation>十六进制字（hdparm --Istdout）</translation>
    </message>
    <message>
        <source>%1 (48-bit addressing)</source>
        <extracomment>%1 number of sectors</extracomment>
        <translation>%1（48 位寻址）</translation>
    </message>
    <message>
        <source>%1 (28-bit addressing)</source>
        <translation>%1（28 位寻址）</translation>
    </message>
    <message>
        <source>%1 (not reported; assumed)</source>
        <extracomment>%1 a size in bytes; the drive predates sector size reporting (IDENTIFY word 106)</extracomment>
        <translation>%1（未报告；按假定值）</translation>
    </message>
    <message>
        <source>non-rotating (solid state)</source>
        <translation>非旋转（固态）</translation>
    </message>
    <message>
        <source>%L1 rpm</source>
        <extracomment>%L1 revolutions per minute</extracomment>
        <translation>%L1 rpm</translation>
    </message>
    <message>
        <source>yes, queue depth %1</source>
        <extracomment>%1 the number of commands the drive can queue</extracomment>
        <translation>是，队列深度 %1</translation>
    </message>
    <message>
        <source>IDENTIFY dump</source>
        <translation>IDENTIFY 转储</translation>
    </message>
    <message>
        <source>Format</source>
        <translation>格式</translation>
    </message>
    <message>
        <source>Model</source>
        <translation>型号</translation>
    </message>
    <message>
        <source>Serial number</source>
        <translation>序列号</translation>
    </message>
    <message>
        <source>Firmware</source>
        <translation>固件</translation>
    </message>
    <message>
        <source>Capacity</source>
        <translation>容量</translation>
    </message>
    <message>
        <source>Sectors</source>
        <translation>扇区数</translation>
    </message>
    <message>
        <source>Logical sector</source>
        <translation>逻辑扇区</translation>
    </message>
    <message>
        <source>Physical sector</source>
        <translation>物理扇区</translation>
    </message>
    <message>
        <source>Alignment offset</source>
        <extracomment>where logical sector 0 starts inside its physical sector</extracomment>
        <translation>对齐偏移</translation>
    </message>
    <message>
        <source>Rotation rate</source>
        <translation>转速</translation>
    </message>
    <message>
        <source>Write cache supported</source>
        <translation>支持写入缓存</translation>
    </message>
    <message>
        <source>Write cache enabled</source>
        <translation>已启用写入缓存</translation>
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
        <translation>校验和</translation>
    </message>
    <message>
        <source>correct</source>
        <translation>正确</translation>
    </message>
    <message>
        <source>not present</source>
        <translation>不存在</translation>
    </message>
    <message>
        <source>Note</source>
        <translation>备注</translation>
    </message>
    <message>
        <source>the drive marked this data as incomplete</source>
        <translation>驱动器将这些数据标记为不完整</translation>
    </message>
    <message>
        <source>Backing file</source>
        <translation>后备文件</translation>
    </message>
    <message>
        <source>Vendor</source>
        <translation>厂商</translation>
    </message>
    <message>
        <source>WWN</source>
        <translation>WWN</translation>
    </message>
    <message>
        <source>Transport</source>
        <translation>接口</translation>
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
        <translation>介质</translation>
    </message>
    <message>
        <source>Removable</source>
        <translation>可移动</translation>
    </message>
    <message>
        <source>Read-only</source>
        <translation>只读</translation>
    </message>
    <message>
        <source>Write cache (kernel view)</source>
        <translation>写入缓存（内核所见）</translation>
    </message>
    <message>
        <source>FUA</source>
        <translation>FUA</translation>
    </message>
    <message>
        <source>Mounted on</source>
        <translation>挂载点</translation>
    </message>
    <message>
        <source>not mounted</source>
        <translation>未挂载</translation>
    </message>
    <message>
        <source>Held by</source>
        <translation>占用者</translation>
    </message>
    <message>
        <source>nothing</source>
        <translation>无</translation>
    </message>
    <message>
        <source>SIZE</source>
        <translation>大小</translation>
    </message>
    <message>
        <source>MOUNTED ON</source>
        <translation>挂载点</translation>
    </message>
    <message>
        <source>Not known:</source>
        <translation>无法获知：</translation>
    </message>
    <message>
        <source>  %1: %2</source>
        <extracomment>%1 what is missing, %2 why</extracomment>
        <translation>  %1：%2</translation>
    </message>
    <message>
        <source>Show everything known about one drive.</source>
        <translation>显示关于某个驱动器的全部已知信息。</translation>
    </message>
    <message>
        <source>A drive, e.g. /dev/sda or sda.</source>
        <translation>驱动器，例如 /dev/sda 或 sda。</translation>
    </message>
    <message>
        <source>Decode a saved ATA IDENTIFY dump instead of a drive: 512 raw bytes, or the hex words that &apos;hdparm --Istdout&apos; prints.</source>
        <translation>解析已保存的 ATA IDENTIFY 转储，而不是驱动器：512 字节原始数据，或 &apos;hdparm --Istdout&apos; 输出的十六进制字。</translation>
    </message>
    <message>
        <source>FILE</source>
        <translation>FILE</translation>
    </message>
    <message>
        <source>&apos;info --identify-file FILE&apos; takes no DEVICE: it decodes the file alone.</source>
        <translation>&apos;info --identify-file FILE&apos; 不接受 DEVICE：它只解析该文件。</translation>
    </message>
    <message>
        <source>&apos;info&apos; needs exactly one DEVICE, e.g. &apos;driveproof-cli info /dev/sda&apos;.</source>
        <translation>&apos;info&apos; 需要且只需要一个 DEVICE，例如 &apos;driveproof-cli info /dev/sda&apos;。</translation>
    </message>
    <message>
        <source>file</source>
        <translation>文件</translation>
    </message>
    <message>
        <source>solid state</source>
        <translation>固态</translation>
    </message>
    <message>
        <source>%1 rpm</source>
        <translation>%1 rpm</translation>
    </message>
    <message>
        <source>rotational</source>
        <translation>旋转式</translation>
    </message>
    <message>
        <source>List the drives on this machine: identity, size, sector sizes, media, the kernel&apos;s write-cache view and mount points.</source>
        <translation>列出本机上的驱动器：标识信息、大小、扇区大小、介质、内核所见的写入缓存状态和挂载点。</translation>
    </message>
    <message>
        <source>&apos;list&apos; takes no arguments. Use &apos;driveproof-cli info DEVICE&apos; for one drive.</source>
        <translation>&apos;list&apos; 不接受参数。要查看单个驱动器，请使用 &apos;driveproof-cli info DEVICE&apos;。</translation>
    </message>
    <message>
        <source>No drives found. In a container, /sys/block may show none; on a desktop, check that the drive is connected.</source>
        <translation>未找到驱动器。在容器中，/sys/block 可能不显示任何驱动器；在桌面系统上，请检查驱动器是否已连接。</translation>
    </message>
    <message>
        <source>DEVICE</source>
        <translation>设备</translation>
    </message>
    <message>
        <source>TRANSPORT</source>
        <translation>接口</translation>
    </message>
    <message>
        <source>MODEL</source>
        <translation>型号</translation>
    </message>
    <message>
        <source>SECTORS L/P</source>
        <translation>扇区 逻辑/物理</translation>
    </message>
    <message>
        <source>MEDIA</source>
        <translation>介质</translation>
    </message>
    <message>
        <source>WRITE CACHE</source>
        <translation>写入缓存</translation>
    </message>
    <message>
        <source>%1/%2</source>
        <extracomment>logical / physical sector size in bytes</extracomment>
        <translation>%1/%2</translation>
    </message>
    <message>
        <source>partition</source>
        <translation>分区</translation>
    </message>
    <message>
        <source>unknown command &apos;%1&apos;. Try &apos;driveproof-cli --help&apos;.</source>
        <translation>未知命令 &apos;%1&apos;。请尝试 &apos;driveproof-cli --help&apos;。</translation>
    </message>
    <message>
        <source>[%1%] %2: %3, %4, %5 left</source>
        <extracomment>live progress: %1 percent done, %2 the step, %3 rate, %4 IOPS, %5 time left (m:ss)</extracomment>
        <translation>[%1%] %2：%3，%4，剩余 %5</translation>
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
        <translation>刷写/提交</translation>
    </message>
    <message>
        <source>Test</source>
        <translation>测试</translation>
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
        <translation>危险</translation>
    </message>
    <message>
        <source>note</source>
        <translation>提示</translation>
    </message>
    <message>
        <source>This test writes over the data on %1. Everything on it will be lost.
Type the device name (%2) to go on: </source>
        <extracomment>%1 device node, %2 its short name the user must type</extracomment>
        <translation>此测试会覆盖 %1 上的数据，其中的所有内容都将丢失。
请输入设备名称（%2）以继续： </translation>
    </message>
    <message>
        <source>The test to run.</source>
        <translation>要运行的测试。</translation>
    </message>
    <message>
        <source>Test area or temporary file size, e.g. 1G, 256M (default: 1G; commit: 16M; a device: all of it for the surface scan).</source>
        <translation>测试区域或临时文件的大小，例如 1G、256M（默认：1G；commit：16M；设备：表面扫描时为整个设备）。</translation>
    </message>
    <message>
        <source>Seconds per measurement (default: 5).</source>
        <translation>每次测量的秒数（默认：5）。</translation>
    </message>
    <message>
        <source>I/O engine: auto, io_uring or psync (default: auto).</source>
        <translation>I/O 引擎：auto、io_uring 或 psync（默认：auto）。</translation>
    </message>
    <message>
        <source>Block size for random, sweeps and sustained, e.g. 4k.</source>
        <translation>random、逐级测试和 sustained 使用的块大小，例如 4k。</translation>
    </message>
    <message>
        <source>I/Os in flight per thread (sweeps, sustained).</source>
        <translation>每个线程同时进行的 I/O 数（逐级测试、sustained）。</translation>
    </message>
    <message>
        <source>Threads (sweeps).</source>
        <translation>线程数（逐级测试）。</translation>
    </message>
    <message>
        <source>Sweeps: 100 reads only (default), 0 writes only, or a mix.</source>
        <translation>逐级测试的读取比例：100 为只读（默认），0 为只写，其他值为混合。</translation>
    </message>
    <message>
        <source>Hybrid check: seconds the drive stays idle between the passes (default: 300).</source>
        <translation>混合缓存检测：两轮之间驱动器保持空闲的秒数（默认：300）。</translation>
    </message>
    <message>
        <source>Commit: measure again with the drive&apos;s write cache off, then switch it back on.</source>
        <translation>commit 测试：在驱动器写入缓存关闭的情况下再测一次，然后重新开启缓存。</translation>
    </message>
    <message>
        <source>Allow a write test on a raw device: everything on it is lost.</source>
        <translation>允许在裸设备上进行写入测试：其中的所有内容都将丢失。</translation>
    </message>
    <message>
        <source>Go through the page cache (no O_DIRECT).</source>
        <translation>经过页缓存（不使用 O_DIRECT）。</translation>
    </message>
    <message>
        <source>Print the result as JSON (docs/json.md).</source>
        <translation>以 JSON 格式输出结果（docs/json.md）。</translation>
    </message>
    <message>
        <source>Also write the JSON result to FILE.</source>
        <translation>同时将 JSON 结果写入 FILE。</translation>
    </message>
    <message>
        <source>Run only the measurements with these keys, separated by commas (e.g. rnd4kq32t1.read, commit.s1.fdatasync).</source>
        <translation>只运行具有这些键的测量项，以逗号分隔（例如 rnd4kq32t1.read、commit.s1.fdatasync）。</translation>
    </message>
    <message>
        <source>Do not keep the result in the drive&apos;s history.</source>
        <translation>不将结果保存到驱动器的历史记录中。</translation>
    </message>
    <message>
        <source>&apos;bench&apos; needs a FAMILY and at most one TARGET, e.g. &apos;driveproof-cli bench quick ~/&apos;.</source>
        <translation>&apos;bench&apos; 需要一个 FAMILY 和至多一个 TARGET，例如 &apos;driveproof-cli bench quick ~/&apos;。</translation>
    </message>
    <message>
        <source>unknown test &apos;%1&apos;. Try &apos;driveproof-cli bench --help&apos;.</source>
        <extracomment>%1 what the user typed</extracomment>
        <translation>未知测试 &apos;%1&apos;。请尝试 &apos;driveproof-cli bench --help&apos;。</translation>
    </message>
    <message>
        <source>--duration takes seconds, e.g. 5, not &apos;%1&apos;.</source>
        <extracomment>%1 what the user typed</extracomment>
        <translation>--duration 接受秒数，例如 5，而不是 &apos;%1&apos;。</translation>
    </message>
    <message>
        <source>--backend takes auto, io_uring or psync, not &apos;%1&apos;.</source>
        <extracomment>%1 what the user typed</extracomment>
        <translation>--backend 接受 auto、io_uring 或 psync，而不是 &apos;%1&apos;。</translation>
    </message>
    <message>
        <source>--block-size takes a multiple of 512 bytes up to 64M, not &apos;%1&apos;.</source>
        <extracomment>%1 what the user typed</extracomment>
        <translation>--block-size 接受 512 字节的整数倍，最大 64M，而不是 &apos;%1&apos;。</translation>
    </message>
    <message>
        <source>--%1 takes a whole number up to %2, not &apos;%3&apos;.</source>
        <extracomment>%1 the option, %2 the largest value, %3 what the user typed</extracomment>
        <translation>--%1 接受不超过 %2 的整数，而不是 &apos;%3&apos;。</translation>
    </message>
    <message>
        <source>--idle takes seconds, not &apos;%1&apos;.</source>
        <extracomment>%1 what the user typed</extracomment>
        <translation>--idle 接受秒数，而不是 &apos;%1&apos;。</translation>
    </message>
    <message>
        <source>--cache-ab goes with the commit test.</source>
        <translation>--cache-ab 只能与 commit 测试一起使用。</translation>
    </message>
    <message>
        <source>%1 is a device: this test writes to it and destroys its data. Add --destructive if that is what you want, or give a folder.</source>
        <extracomment>%1 device node</extracomment>
        <translation>%1 是一个设备：此测试会向其写入并破坏其中的数据。如果您确实要这样做，请加上 --destructive，或者改为指定一个文件夹。</translation>
    </message>
    <message>
        <source>The name did not match; nothing was written.</source>
        <translation>名称不匹配；未写入任何内容。</translation>
    </message>
    <message>
        <source>--cache-ab needs to know the drive under the target, and it could not be found.</source>
        <translation>--cache-ab 需要知道目标所在的驱动器，但找不到它。</translation>
    </message>
    <message>
        <source>Cannot write %1: %2.</source>
        <extracomment>%1 file name, %2 the system&apos;s error text
----------
%1 file, %2 the system&apos;s reason</extracomment>
        <translation>无法写入 %1：%2。</translation>
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
        <translation>--language 需要指定一种语言，可选：%1。</translation>
    </message>
    <message>
        <source>unknown language &apos;%1&apos;. Choose one of: %2.</source>
        <extracomment>%1 what was given after --language, %2 the language codes DriveProof has, e.g. &quot;de, en, es&quot;</extracomment>
        <translation>未知语言 &apos;%1&apos;。请从以下语言中选择：%2。</translation>
    </message>
    <message>
        <source>Measure a drive: commit rate (like pg_test_fsync), throughput, random I/O, sweeps, the hybrid-cache check.
FAMILY is one of: quick, commit, throughput (or seq), sustained, surface, random, sweep (with --axis), sweep-block-size, sweep-queue-depth, sweep-threads, hybrid.
TARGET is a folder (default: the current one; a temporary file is created and removed), an existing file (used in place, never grown), or a block device (read tests; writing needs --destructive).</source>
        <translation>测量驱动器：提交速率（类似 pg_test_fsync）、吞吐量、随机 I/O、逐级测试、混合缓存检测。
FAMILY 为以下之一：quick、commit、throughput（或 seq）、sustained、surface、random、sweep（配合 --axis）、sweep-block-size、sweep-queue-depth、sweep-threads、hybrid。
TARGET 可以是文件夹（默认：当前文件夹；会创建一个临时文件并在之后删除）、现有文件（原地使用，绝不扩大）或块设备（读取测试；写入需要 --destructive）。</translation>
    </message>
    <message>
        <source>Folder, file or device (or --target).</source>
        <translation>文件夹、文件或设备（或使用 --target）。</translation>
    </message>
    <message>
        <source>Folder, file or device, like TARGET.</source>
        <translation>文件夹、文件或设备，与 TARGET 相同。</translation>
    </message>
    <message>
        <source>Quick, throughput, random: reads only.</source>
        <translation>quick、throughput、random：只读取。</translation>
    </message>
    <message>
        <source>Quick, throughput, random: writes only.</source>
        <translation>quick、throughput、random：只写入。</translation>
    </message>
    <message>
        <source>Quick, throughput, random: a mix with this percentage of reads, e.g. 70.</source>
        <translation>quick、throughput、random：按此读取百分比进行混合读写，例如 70。</translation>
    </message>
    <message>
        <source>One CrystalDiskMark preset: SEQ1M-Q8T1, SEQ1M-Q1T1, RND4K-Q32T1, RND4K-Q1T1 (or any RND|SEQ&lt;size&gt;-Q&lt;depth&gt;T&lt;threads&gt;).</source>
        <translation>一个 CrystalDiskMark 预设：SEQ1M-Q8T1、SEQ1M-Q1T1、RND4K-Q32T1、RND4K-Q1T1（或任意 RND|SEQ&lt;size&gt;-Q&lt;depth&gt;T&lt;threads&gt;）。</translation>
    </message>
    <message>
        <source>sweep: block-size (default), queue-depth or threads.</source>
        <translation>sweep：block-size（默认）、queue-depth 或 threads。</translation>
    </message>
    <message>
        <source>--axis goes with &apos;sweep&apos; and takes block-size, queue-depth or threads, not &apos;%1&apos;.</source>
        <extracomment>%1 what the user typed</extracomment>
        <translation>--axis 需与 &apos;sweep&apos; 一起使用，接受 block-size、queue-depth 或 threads，而不是 &apos;%1&apos;。</translation>
    </message>
    <message>
        <source>Give one of --read, --write and --mix.</source>
        <translation>请指定 --read、--write 和 --mix 中的一个。</translation>
    </message>
    <message>
        <source>--mix takes the percentage of reads, 0 to 100, not &apos;%1&apos;.</source>
        <extracomment>%1 what the user typed</extracomment>
        <translation>--mix 接受读取百分比（0 到 100），而不是 &apos;%1&apos;。</translation>
    </message>
    <message>
        <source>--preset takes a name such as RND4K-Q32T1 or SEQ1M-Q8T1, not &apos;%1&apos;.</source>
        <extracomment>%1 what the user typed</extracomment>
        <translation>--preset 接受 RND4K-Q32T1 或 SEQ1M-Q8T1 这样的名称，而不是 &apos;%1&apos;。</translation>
    </message>
    <message>
        <source>--preset goes with quick, random or seq.</source>
        <translation>--preset 只能与 quick、random 或 seq 一起使用。</translation>
    </message>
    <message>
        <source>Cancelled while the test file was being prepared; it was removed.</source>
        <translation>在准备测试文件时已取消；该文件已被删除。</translation>
    </message>
    <message>
        <source>preparing the test area: %1%</source>
        <extracomment>%1 percent of the test area written with known data</extracomment>
        <translation>正在准备测试区域：%1%</translation>
    </message>
    <message>
        <source>%1: %2 commits/s, witness holds #%3, %4 in flight, link %5</source>
        <extracomment>live power-loss run: %1 phase, %2 commits per second, %3 the witness&apos;s durable sequence number, %4 writes in flight, %5 link state</extracomment>
        <translation>%1：%2 次提交/秒，见证机保存至 #%3，%4 个正在进行，连接 %5</translation>
    </message>
    <message>
        <source>*** Pull the plug now ***</source>
        <translation>*** 现在拔掉电源插头 ***</translation>
    </message>
    <message>
        <source>Cut the power at the wall (not the power button). After the restart, run &apos;driveproof-cli powerloss verify&apos; with the same target.</source>
        <translation>请在墙上插座处切断电源（不要按电源按钮）。重启后，对同一目标运行 &apos;driveproof-cli powerloss verify&apos;。</translation>
    </message>
    <message>
        <source>Verdict: %1</source>
        <extracomment>%1 PASS, FAIL or INCONCLUSIVE</extracomment>
        <translation>结论：%1</translation>
    </message>
    <message>
        <source>Validity checks:</source>
        <translation>有效性检查：</translation>
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
        <translation>已确认的写入：%1；已检查的块：%2</translation>
    </message>
    <message>
        <source>Test area: %1, %2</source>
        <extracomment>%1 file or device, %2 its size</extracomment>
        <translation>测试区域：%1，%2</translation>
    </message>
    <message>
        <source>Drive: %1, serial %2, firmware %3</source>
        <extracomment>%1 model, %2 serial number, %3 firmware</extracomment>
        <translation>驱动器：%1，序列号 %2，固件 %3</translation>
    </message>
    <message>
        <source>Write cache: %1</source>
        <extracomment>%1 on, off or unknown</extracomment>
        <translation>写入缓存：%1</translation>
    </message>
    <message>
        <source>Unsafe shutdowns so far: %1</source>
        <translation>迄今的不安全关机次数：%1</translation>
    </message>
    <message>
        <source>Warning: %1</source>
        <extracomment>a warning: %1 its text</extracomment>
        <translation>警告：%1</translation>
    </message>
    <message>
        <source>Ready. Start the witness, then &apos;driveproof-cli powerloss run&apos;.</source>
        <translation>准备就绪。请先启动见证机，然后运行 &apos;driveproof-cli powerloss run&apos;。</translation>
    </message>
    <message>
        <source>Stopped cleanly after %1 commits; the witness holds them all. Nothing to verify: a clean stop is not a power cut.</source>
        <extracomment>%1 number of commits</extracomment>
        <translation>在 %1 次提交后正常停止；见证机保存了全部提交。无需验证：正常停止并不是断电。</translation>
    </message>
    <message>
        <source>No power-loss test is pending for %1.</source>
        <translation>%1 没有待验证的断电测试。</translation>
    </message>
    <message>
        <source>No pending power-loss test has the run id &apos;%1&apos;.</source>
        <translation>没有运行 ID 为 &apos;%1&apos; 的待验证断电测试。</translation>
    </message>
    <message>
        <source>Practice on a simulated drive that lies about its flushes.</source>
        <translation>在一个对刷写撒谎的模拟驱动器上练习。</translation>
    </message>
    <message>
        <source>Practice on a simulated honest drive.</source>
        <translation>在一个诚实的模拟驱动器上练习。</translation>
    </message>
    <message>
        <source>The power-loss test: does the drive keep what it acknowledged when the power goes?
  prepare   check the drive and the machine, create the test area
  run       write and report every commit to the witness; pull the plug when told
  verify    after the restart: read the area, fetch the witness&apos;s record, judge
  practice  the whole procedure on a simulated drive on this machine</source>
        <translation>断电测试：断电时，驱动器能否保住它已确认的内容？
  prepare   检查驱动器和计算机，创建测试区域
  run       写入并将每次提交报告给见证机；收到提示时拔掉电源插头
  verify    重启后：读取测试区域，获取见证机的记录并作出判断
  practice  在本机的模拟驱动器上演练整个过程</translation>
    </message>
    <message>
        <source>prepare, run, verify or practice.</source>
        <translation>prepare、run、verify 或 practice。</translation>
    </message>
    <message>
        <source>The test area: a file (created if missing) or a block device (with --destructive).</source>
        <translation>测试区域：一个文件（不存在时自动创建）或一个块设备（需要 --destructive）。</translation>
    </message>
    <message>
        <source>The witness&apos;s address, as it shows it.</source>
        <translation>见证机的地址，即见证机上显示的地址。</translation>
    </message>
    <message>
        <source>Size of the test area, e.g. 1G (default: 1G; practice: 16M).</source>
        <translation>测试区域的大小，例如 1G（默认：1G；practice：16M）。</translation>
    </message>
    <message>
        <source>Commit method: fdatasync (default), fsync, open_datasync or open_sync.</source>
        <translation>提交方式：fdatasync（默认）、fsync、open_datasync 或 open_sync。</translation>
    </message>
    <message>
        <source>Writes per commit (group commit); default 1.</source>
        <translation>每次提交的写入数（组提交）；默认为 1。</translation>
    </message>
    <message>
        <source>verify: the run to verify (its id or the start of it), instead of the one pending for --target.</source>
        <translation>verify：要验证的运行（其 ID 或 ID 的开头部分），代替 --target 上待验证的那次运行。</translation>
    </message>
    <message>
        <source>Allow a raw device as the target: everything on it is lost.</source>
        <translation>允许以裸设备作为目标：其中的所有内容都将丢失。</translation>
    </message>
    <message>
        <source>practice: honest (default) or lying.</source>
        <translation>practice：honest（默认）或 lying。</translation>
    </message>
    <message>
        <source>practice: seconds of writing before the simulated cut (default: 3).</source>
        <translation>practice：模拟断电前写入的秒数（默认：3）。</translation>
    </message>
    <message>
        <source>Print the result as JSON.</source>
        <translation>以 JSON 格式输出结果。</translation>
    </message>
    <message>
        <source>powerloss takes prepare, run, verify or practice, not &apos;%1&apos;.</source>
        <extracomment>%1 what the user typed</extracomment>
        <translation>powerloss 只接受 prepare、run、verify 或 practice，而不是 &apos;%1&apos;。</translation>
    </message>
    <message>
        <source>--size takes a size of at least 1M, such as 1G or 256M, not &apos;%1&apos;.</source>
        <extracomment>%1 what the user typed</extracomment>
        <translation>--size 接受至少 1M 的大小，例如 1G 或 256M，而不是 &apos;%1&apos;。</translation>
    </message>
    <message>
        <source>--method takes fdatasync, fsync, open_datasync or open_sync, not &apos;%1&apos;.</source>
        <extracomment>%1 what the user typed</extracomment>
        <translation>--method 接受 fdatasync、fsync、open_datasync 或 open_sync，而不是 &apos;%1&apos;。</translation>
    </message>
    <message>
        <source>--writes-per-commit takes a number from 1 to 1024, not &apos;%1&apos;.</source>
        <extracomment>%1 what the user typed</extracomment>
        <translation>--writes-per-commit 接受 1 到 1024 之间的数字，而不是 &apos;%1&apos;。</translation>
    </message>
    <message>
        <source>--witness takes HOST:PORT such as 192.168.1.20:7070, not &apos;%1&apos;.</source>
        <extracomment>%1 what the user typed</extracomment>
        <translation>--witness 接受 HOST:PORT，例如 192.168.1.20:7070，而不是 &apos;%1&apos;。</translation>
    </message>
    <message>
        <source>--mode takes honest or lying, not &apos;%1&apos;.</source>
        <extracomment>%1 what the user typed</extracomment>
        <translation>--mode 接受 honest 或 lying，而不是 &apos;%1&apos;。</translation>
    </message>
    <message>
        <source>--seconds takes a number from 0 to 3600, not &apos;%1&apos;.</source>
        <extracomment>%1 what the user typed</extracomment>
        <translation>--seconds 接受 0 到 3600 之间的数字，而不是 &apos;%1&apos;。</translation>
    </message>
    <message>
        <source>Give the test area with --target PATH.</source>
        <translation>请用 --target PATH 指定测试区域。</translation>
    </message>
    <message>
        <source>run %1: started</source>
        <extracomment>%1 a short run id</extracomment>
        <translation>运行 %1：已开始</translation>
    </message>
    <message>
        <source>run %1: the writer is back (%2 commits so far)</source>
        <extracomment>%1 a short run id, %2 number of acknowledged commits</extracomment>
        <translation>运行 %1：写入端已恢复（迄今 %2 次提交）</translation>
    </message>
    <message>
        <source>run %1: %2 commits acknowledged</source>
        <extracomment>%1 a short run id, %2 number of acknowledged commits</extracomment>
        <translation>运行 %1：已确认 %2 次提交</translation>
    </message>
    <message>
        <source>run %1: the writer went silent at %2: the estimated power cut</source>
        <extracomment>%1 a short run id, %2 date and time on this machine&apos;s clock</extracomment>
        <translation>运行 %1：写入端于 %2 停止通信，即估计的断电时刻</translation>
    </message>
    <message>
        <source>run %1: the writer reported an error: %2</source>
        <extracomment>%1 a short run id, %2 the writer&apos;s error text</extracomment>
        <translation>运行 %1：写入端报告了错误：%2</translation>
    </message>
    <message>
        <source>run %1: the writer stopped on purpose (no power cut)</source>
        <extracomment>%1 a short run id</extracomment>
        <translation>运行 %1：写入端被有意停止（没有断电）</translation>
    </message>
    <message>
        <source>run %1: the verifier&apos;s report is stored</source>
        <extracomment>%1 a short run id</extracomment>
        <translation>运行 %1：已保存验证端的报告</translation>
    </message>
    <message>
        <source>refused a connection: %1</source>
        <extracomment>%1 why a connection or frame was refused</extracomment>
        <translation>拒绝了一个连接：%1</translation>
    </message>
    <message>
        <source>run %1: journal error: %2</source>
        <extracomment>%1 a short run id, %2 the error text</extracomment>
        <translation>运行 %1：日志错误：%2</translation>
    </message>
    <message>
        <source>Be the witness of a power-loss test: record every commit a writer reports, so that after the power cut the verifier knows what the drive acknowledged. Runs until Ctrl+C.</source>
        <translation>作为断电测试的见证机：记录写入端报告的每一次提交，以便断电后验证端知道驱动器确认过哪些内容。一直运行，直到按下 Ctrl+C。</translation>
    </message>
    <message>
        <source>Address and port to listen on (default: 0.0.0.0:7070).</source>
        <translation>要监听的地址和端口（默认：0.0.0.0:7070）。</translation>
    </message>
    <message>
        <source>Folder for the run journals (default: DriveProof&apos;s data folder). Put it on another disk than the one under test.</source>
        <translation>存放运行日志的文件夹（默认：DriveProof 的数据文件夹）。请将其放在被测磁盘以外的另一块磁盘上。</translation>
    </message>
    <message>
        <source>witness takes no argument, not &apos;%1&apos;.</source>
        <extracomment>%1 what the user typed</extracomment>
        <translation>witness 不接受参数，但收到了 &apos;%1&apos;。</translation>
    </message>
    <message>
        <source>--listen takes ADDRESS:PORT such as 0.0.0.0:7070, not &apos;%1&apos;.</source>
        <extracomment>%1 what the user typed</extracomment>
        <translation>--listen 接受 ADDRESS:PORT，例如 0.0.0.0:7070，而不是 &apos;%1&apos;。</translation>
    </message>
    <message>
        <source>Pairing code: %1</source>
        <extracomment>%1 the pairing code to type on the writer</extracomment>
        <translation>配对码：%1</translation>
    </message>
    <message>
        <source>Listening on %1:%2</source>
        <extracomment>%1 host, %2 port</extracomment>
        <translation>正在监听 %1:%2</translation>
    </message>
    <message>
        <source>Journals in %1</source>
        <extracomment>%1 a folder</extracomment>
        <translation>日志位于 %1</translation>
    </message>
    <message>
        <source>Witness stopped; every journal is synced.</source>
        <translation>见证机已停止；所有日志均已同步。</translation>
    </message>
    <message>
        <source>--size takes a size of at least 4K, such as 1G or 256M, not &apos;%1&apos;.</source>
        <extracomment>%1 what the user typed</extracomment>
        <translation>--size 接受至少 4K 的大小，例如 1G 或 256M，而不是 &apos;%1&apos;。</translation>
    </message>
    <message>
        <source>There is no device %1. Run &apos;driveproof-cli list&apos; to see the drives on this machine.</source>
        <extracomment>%1 what the user typed</extracomment>
        <translation>没有设备 %1。请运行 &apos;driveproof-cli list&apos; 查看本机上的驱动器。</translation>
    </message>
    <message>
        <source>There is no folder or file %1. Give an existing folder (a temporary test file is made in it), a file or a block device.</source>
        <extracomment>%1 what the user typed</extracomment>
        <translation>没有文件夹或文件 %1。请指定一个现有的文件夹（会在其中创建临时测试文件）、文件或块设备。</translation>
    </message>
    <message>
        <source>%1 is not a folder, a regular file or a block device (it is a pipe, a socket or a character device). Give a folder, a file or a block device.</source>
        <extracomment>%1 what the user typed</extracomment>
        <translation>%1 不是文件夹、普通文件或块设备（它是管道、套接字或字符设备）。请指定文件夹、文件或块设备。</translation>
    </message>
    <message>
        <source>%1 is in use: %2 Nothing was written.</source>
        <extracomment>%1 device node, %2 a sentence saying what uses it, e.g. &quot;/dev/loop0 backs the loop device /dev/loop1. /dev/loop1 is mounted on /mnt.&quot;</extracomment>
        <translation>%1 正在使用中：%2 未写入任何内容。</translation>
    </message>
    <message>
        <source>--output cannot write %1: %2.</source>
        <extracomment>%1 file name, %2 the system&apos;s error text</extracomment>
        <translation>--output 无法写入 %1：%2。</translation>
    </message>
    <message>
        <source>--only %1 matches no measurement of this test. The keys are the &quot;key&quot; fields of its --json output.</source>
        <extracomment>%1 what the user gave to --only</extracomment>
        <translation>--only %1 与此测试的任何测量项都不匹配。键名即其 --json 输出中的 &quot;key&quot; 字段。</translation>
    </message>
    <message>
        <source>Write every drive&apos;s findings for Prometheus and other OpenMetrics readers: identity, health, write-cache views, alignment and the latest test results (docs/fleet.md).</source>
        <translation>为 Prometheus 及其他 OpenMetrics 读取端输出每个驱动器的检查结果：标识信息、健康状态、写入缓存状态、对齐情况以及最新的测试结果（docs/fleet.md）。</translation>
    </message>
    <message>
        <source>OpenMetrics text, also readable by node_exporter&apos;s textfile collector.</source>
        <translation>OpenMetrics 文本，也可由 node_exporter 的 textfile 收集器读取。</translation>
    </message>
    <message>
        <source>Write to FILE, replacing it atomically, instead of standard output.</source>
        <translation>写入 FILE（以原子方式替换该文件），而不是标准输出。</translation>
    </message>
    <message>
        <source>Export only this drive (a loop device too); may be given more than once.</source>
        <translation>只导出此驱动器（也可以是 loop 设备）；可多次指定。</translation>
    </message>
    <message>
        <source>Export loop devices too (left out by default).</source>
        <translation>同时导出 loop 设备（默认不包括）。</translation>
    </message>
    <message>
        <source>Read test results from this DriveProof data folder (holding history/ and powerloss/) instead of yours; may be given more than once.</source>
        <translation>从此 DriveProof 数据文件夹（包含 history/ 和 powerloss/）读取测试结果，而不是从您自己的数据文件夹读取；可多次指定。</translation>
    </message>
    <message>
        <source>FOLDER</source>
        <translation>FOLDER</translation>
    </message>
    <message>
        <source>Read the test results of every user of this machine (needs root).</source>
        <translation>读取本机所有用户的测试结果（需要 root 权限）。</translation>
    </message>
    <message>
        <source>&apos;export&apos; takes no arguments. Use --device DEVICE for one drive.</source>
        <translation>&apos;export&apos; 不接受参数。要只导出一个驱动器，请使用 --device DEVICE。</translation>
    </message>
    <message>
        <source>Choose a format: &apos;driveproof-cli export --openmetrics&apos;.</source>
        <translation>请选择一种格式：&apos;driveproof-cli export --openmetrics&apos;。</translation>
    </message>
    <message>
        <source>--run-id takes a run id in hexadecimal (or its start), such as 3f9a, not &apos;%1&apos;.</source>
        <extracomment>%1 what the user typed</extracomment>
        <translation>--run-id 接受十六进制的运行 ID（或其开头部分），例如 3f9a，而不是 &apos;%1&apos;。</translation>
    </message>
    <message>
        <source>--target takes a file (created if missing) or a block device, not the folder %1. Name a file in it, e.g. %1/powerloss.img.</source>
        <extracomment>%1 what the user typed</extracomment>
        <translation>--target 接受文件（不存在时自动创建）或块设备，而不是文件夹 %1。请指定其中的一个文件，例如 %1/powerloss.img。</translation>
    </message>
    <message>
        <source>--target takes a file (created if missing) or a block device; %1 is a pipe, a socket or a character device.</source>
        <extracomment>%1 what the user typed</extracomment>
        <translation>--target 接受文件（不存在时自动创建）或块设备；%1 是管道、套接字或字符设备。</translation>
    </message>
    <message>
        <source>--target names a file in a folder that does not exist: %1.</source>
        <extracomment>%1 what the user typed</extracomment>
        <translation>--target 指定的文件所在的文件夹不存在：%1。</translation>
    </message>
    <message>
        <source>%1 is a device: the test writes over all of its data. Add --destructive if that is what you want, or name a file.</source>
        <extracomment>%1 device node</extracomment>
        <translation>%1 是一个设备：此测试会覆盖其中的全部数据。如果您确实要这样做，请加上 --destructive，或者改为指定一个文件。</translation>
    </message>
    <message>
        <source>On the machine under test, type one of these witness addresses:</source>
        <extracomment>Followed by this machine&apos;s addresses (ADDRESS:PORT), one per line, that the person types on the machine under test as the witness address.</extracomment>
        <translation>请在被测机器上输入以下见证机地址之一：</translation>
    </message>
    <message>
        <source>Note: %1</source>
        <extracomment>a fact to know before the test: %1 its text</extracomment>
        <translation>提示：%1</translation>
    </message>
    <message>
        <source>Link</source>
        <translation>链路</translation>
    </message>
    <message>
        <source>Drive class</source>
        <translation>驱动器类型</translation>
    </message>
    <message>
        <source>The result was not kept in the drive&apos;s history: %1</source>
        <extracomment>%1 why the history file could not be written</extracomment>
        <translation>结果未保存到该驱动器的历史记录中：%1</translation>
    </message>
    <message>
        <source>%1 (%2, %3) looks empty. The capacity test writes over all of it. Go on? [y/N] </source>
        <extracomment>%1 device node, %2 the drive&apos;s model, %3 its size, e.g. &quot;128.0 GB&quot;. The drive has no partition table and no file system. Answer with the word for yes, or y.</extracomment>
        <translation>%1（%2，%3）看起来是空的。容量测试会覆盖其上的全部内容。继续吗？[y/N] </translation>
    </message>
    <message>
        <source>Is the drive as big as it says? Writes records over the whole device, reads them back and tells a genuine drive from a fake one.</source>
        <translation>驱动器真有它声称的那么大吗？在整个设备上写入记录，再读回，分辨真品驱动器和假货。</translation>
    </message>
    <message>
        <source>The drive, e.g. /dev/sdb.</source>
        <translation>驱动器，例如 /dev/sdb。</translation>
    </message>
    <message>
        <source>The quick probe: a few thousand records, minutes.</source>
        <translation>快速探测：几千条记录，几分钟。</translation>
    </message>
    <message>
        <source>The full verify: every block written and read back; resumes where an interrupted run stopped.</source>
        <translation>完整校验：每个块都写入并读回；中断的运行会从停下的地方继续。</translation>
    </message>
    <message>
        <source>Allow the writes without a terminal to ask on: everything on the device is lost.</source>
        <translation>在没有可询问的终端时也允许写入：设备上的一切都会丢失。</translation>
    </message>
    <message>
        <source>Give one device and --quick or --full. Try &apos;driveproof-cli capacity --help&apos;.</source>
        <translation>请给出一个设备以及 --quick 或 --full。试试 &apos;driveproof-cli capacity --help&apos;。</translation>
    </message>
    <message>
        <source>The capacity test writes over everything on %1. Add --destructive if that is what you want.</source>
        <extracomment>%1 device node</extracomment>
        <translation>容量测试会覆盖 %1 上的一切。如果这正是您想要的，请加上 --destructive。</translation>
    </message>
    <message>
        <source>Bad: bytes %1 to %2: %3.</source>
        <extracomment>%1 and %2 byte offsets as numbers, %3 what was found there, e.g. &quot;zeros&quot;</extracomment>
        <translation>坏：字节 %1 到 %2：%3。</translation>
    </message>
    <message numerus="yes">
        <source>… and %n more bad range(s) (see --json).</source>
        <translation>
            <numerusform>……另有 %n 个坏范围（见 --json）。</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 is empty (no partition table, no file system): it is written to without asking for its name.</source>
        <extracomment>%1 device node</extracomment>
        <translation>%1 是空的（没有分区表，也没有文件系统）：将直接写入，不要求输入其名称。</translation>
    </message>
    <message>
        <source>%1 has no write cache of its own to switch (a loop, virtio or memory-card device): only the kernel&apos;s view exists. Nothing was changed.</source>
        <extracomment>%1 device node</extracomment>
        <translation>%1 没有可切换的自身写入缓存（loop、virtio 或存储卡设备）：只有内核的视图。未做任何更改。</translation>
    </message>
    <message>
        <source>%1 is a loop device over %2: it has no health of its own. Ask the drive that holds that file.</source>
        <extracomment>%1 device node, %2 the file behind it</extracomment>
        <translation>%1 是基于 %2 的 loop 设备：它没有自己的健康状态。请查询存放该文件的驱动器。</translation>
    </message>
    <message>
        <source>%1 commits/s</source>
        <extracomment>commits per second</extracomment>
        <translation>%1 次提交/秒</translation>
    </message>
    <message>
        <source>List the runs kept for one drive, newest first.</source>
        <translation>列出为一个驱动器保存的运行记录，最新的在前。</translation>
    </message>
    <message>
        <source>&apos;history&apos; needs exactly one DEVICE, e.g. &apos;driveproof-cli history /dev/sda&apos;.</source>
        <translation>&apos;history&apos; 需要且只需要一个 DEVICE，例如 &apos;driveproof-cli history /dev/sda&apos;。</translation>
    </message>
    <message>
        <source>No runs are kept for %1 yet. &apos;driveproof-cli bench quick FOLDER&apos; on one of its file systems makes the first.</source>
        <extracomment>%1 device node</extracomment>
        <translation>%1 还没有保存的运行记录。在它的某个文件系统上运行 &apos;driveproof-cli bench quick FOLDER&apos; 即可产生第一条。</translation>
    </message>
    <message>
        <source>DATE</source>
        <translation>日期</translation>
    </message>
    <message>
        <source>TEST</source>
        <translation>测试</translation>
    </message>
    <message>
        <source>ID</source>
        <translation>ID</translation>
    </message>
    <message>
        <source>SETTINGS</source>
        <translation>设置</translation>
    </message>
    <message>
        <source>SUMMARY</source>
        <translation>摘要</translation>
    </message>
    <message>
        <source>Put two runs side by side: the lines they share, B against A.</source>
        <translation>将两次运行并排比较：它们共有的测量项，B 相对于 A。</translation>
    </message>
    <message>
        <source>A run&apos;s id (the first 8 characters are enough) or its result file; twice.</source>
        <translation>运行的 ID（前 8 个字符即可）或其结果文件；需要两个。</translation>
    </message>
    <message>
        <source>&apos;compare&apos; needs two runs, e.g. &apos;driveproof-cli compare 1a2b3c4d 5e6f7a8b&apos;; &apos;driveproof-cli history DEVICE&apos; lists their ids.</source>
        <translation>&apos;compare&apos; 需要两次运行，例如 &apos;driveproof-cli compare 1a2b3c4d 5e6f7a8b&apos;；&apos;driveproof-cli history DEVICE&apos; 会列出它们的 ID。</translation>
    </message>
    <message>
        <source>MEASUREMENT</source>
        <translation>测量项</translation>
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
        <translation>条件不同：%1</translation>
    </message>
    <message>
        <source>The two runs have no measurement in common: nothing to compare. Compare two runs of the same test.</source>
        <translation>两次运行没有共同的测量项：无可比较。请比较同一测试的两次运行。</translation>
    </message>
    <message>
        <source>empty: no partition table, no file system</source>
        <translation>空：没有分区表，没有文件系统</translation>
    </message>
    <message>
        <source>data (%1)</source>
        <extracomment>%1 what was found, e.g. &quot;gpt, ext4&quot;</extracomment>
        <translation>有数据（%1）</translation>
    </message>
    <message>
        <source>unknown: %1</source>
        <extracomment>%1 why the drive could not be read (a sentence)</extracomment>
        <translation>未知：%1</translation>
    </message>
    <message>
        <source>Contents</source>
        <translation>内容</translation>
    </message>
    <message>
        <source>standard input</source>
        <translation>标准输入</translation>
    </message>
    <message>
        <source>Cannot read the pairing code from %1: %2</source>
        <extracomment>%1 a file or &quot;standard input&quot;, %2 the system&apos;s error text</extracomment>
        <translation>无法从 %1 读取配对码：%2</translation>
    </message>
    <message>
        <source>Pairing code (as the witness shows it): </source>
        <translation>配对码（按见证机上显示的输入）：</translation>
    </message>
    <message>
        <source>That is not a pairing code: type the 12 characters the witness shows, such as K7QD-M2XF-9HBT.</source>
        <translation>这不是配对码：请输入见证机上显示的 12 个字符，例如 K7QD-M2XF-9HBT。</translation>
    </message>
    <message>
        <source>--pairing is no longer accepted: every user of this machine can read the command line. Type the code when asked, or use --pairing-file FILE.</source>
        <translation>不再接受 --pairing：本机的每个用户都能读取命令行。请在提示时输入配对码，或使用 --pairing-file FILE。</translation>
    </message>
    <message>
        <source>Read the pairing code the witness shows from FILE (&apos;-&apos;: standard input). Without it, run asks for the code.</source>
        <translation>从 FILE 读取见证机上显示的配对码（&apos;-&apos;：标准输入）。不指定时，run 会询问配对码。</translation>
    </message>
    <message>
        <source>run needs the witness: --witness HOST:PORT as &apos;driveproof-cli witness&apos; shows it, and its pairing code (asked for, or --pairing-file FILE).</source>
        <translation>run 需要见证机：按 &apos;driveproof-cli witness&apos; 显示的 --witness HOST:PORT，以及它的配对码（会询问，或 --pairing-file FILE）。</translation>
    </message>
    <message>
        <source>Use the pairing code in FILE (&apos;-&apos;: standard input) instead of a random one.</source>
        <translation>使用 FILE 中的配对码（&apos;-&apos;：标准输入），而不是随机配对码。</translation>
    </message>
    <message>
        <source>The drive&apos;s records could not be read (an older helper, or a drive that keeps none).</source>
        <translation>无法读取驱动器的记录（助手程序较旧，或驱动器不保存这些记录）。</translation>
    </message>
    <message>
        <source>Is it new? %1</source>
        <extracomment>&quot;Is it new?&quot; and the verdict: new, used, possibly reset</extracomment>
        <translation>是新的吗？%1</translation>
    </message>
    <message>
        <source>Also show every record the drive keeps: each SMART attribute or NVMe health log field, the self-test log and the error log count.</source>
        <translation>同时显示驱动器保存的全部记录：每个 SMART 属性或 NVMe 健康日志字段、自检日志和错误日志条目数。</translation>
    </message>
    <message>
        <source>Remember the endurance the maker rates this drive&apos;s model for, in terabytes written (TBW), and compare the data written with it from now on.</source>
        <translation>记住厂商为此驱动器型号标称的耐久度（以写入 TB 数 TBW 计），并从现在起将写入量与之比较。</translation>
    </message>
    <message>
        <source>--rated-tbw takes terabytes written, e.g. 600, not &apos;%1&apos;.</source>
        <extracomment>%1 what the user typed</extracomment>
        <translation>--rated-tbw 需要写入的 TB 数，例如 600，而不是 &apos;%1&apos;。</translation>
    </message>
    <message numerus="yes">
        <source>about %n minute(s)</source>
        <extracomment>%n the number of minutes the drive says a self-test takes</extracomment>
        <translation>
            <numerusform>约 %n 分钟</numerusform>
        </translation>
    </message>
    <message>
        <source>Self-tests</source>
        <translation>自检</translation>
    </message>
    <message>
        <source>offered</source>
        <translation>支持</translation>
    </message>
    <message>
        <source>not offered</source>
        <translation>不支持</translation>
    </message>
    <message>
        <source>Now</source>
        <translation>当前</translation>
    </message>
    <message>
        <source>running, %1% done</source>
        <translation>运行中，已完成 %1%</translation>
    </message>
    <message>
        <source>no self-test running</source>
        <translation>没有正在运行的自检</translation>
    </message>
    <message>
        <source>Last result</source>
        <translation>上次结果</translation>
    </message>
    <message>
        <source>Short test</source>
        <translation>简短测试</translation>
    </message>
    <message>
        <source>Extended test</source>
        <translation>扩展测试</translation>
    </message>
    <message>
        <source>Conveyance test</source>
        <translation>运输测试</translation>
    </message>
    <message>
        <source>Self-test on %1: %2% done</source>
        <extracomment>%1 device path, %2 percent done</extracomment>
        <translation>%1 自检：已完成 %2%</translation>
    </message>
    <message>
        <source>Stopped following. The drive goes on testing; &apos;driveproof-cli selftest %1 abort&apos; stops it.</source>
        <extracomment>%1 device path</extracomment>
        <translation>已停止跟踪。驱动器仍在继续测试；&apos;driveproof-cli selftest %1 abort&apos; 可以中止它。</translation>
    </message>
    <message>
        <source>Start, stop or follow the drive&apos;s own self-test. The drive runs it and keeps the result in its self-test log (&apos;health DEVICE --all&apos; shows it).</source>
        <translation>启动、中止或跟踪驱动器自身的自检。自检由驱动器执行，结果保存在其自检日志中（&apos;health DEVICE --all&apos; 会显示）。</translation>
    </message>
    <message>
        <source>short, extended, conveyance (ATA), abort or status.</source>
        <translation>short、extended、conveyance（ATA）、abort 或 status。</translation>
    </message>
    <message>
        <source>Follow the running test until it ends; the exit status is 1 when it failed.</source>
        <translation>跟踪正在运行的测试直到结束；测试失败时退出状态为 1。</translation>
    </message>
    <message>
        <source>&apos;selftest&apos; needs a DEVICE and an ACTION, e.g. &apos;driveproof-cli selftest /dev/sda short&apos;.</source>
        <translation>&apos;selftest&apos; 需要一个 DEVICE 和一个 ACTION，例如 &apos;driveproof-cli selftest /dev/sda short&apos;。</translation>
    </message>
    <message>
        <source>Unknown self-test action &apos;%1&apos;: use short, extended, conveyance, abort or status.</source>
        <extracomment>%1 the action the user gave</extracomment>
        <translation>未知的自检操作 &apos;%1&apos;：请使用 short、extended、conveyance、abort 或 status。</translation>
    </message>
    <message>
        <source>%1: no partition table, logical sector %2 bytes, physical sector %3 bytes, optimal I/O size %4, alignment offset %5 bytes.</source>
        <extracomment>%1 device or image, %2 and %3 sector sizes in bytes, %4 optimal I/O size (&quot;65536 bytes&quot; or &quot;not reported&quot;), %5 alignment offset in bytes</extracomment>
        <translation>%1：无分区表，逻辑扇区 %2 字节，物理扇区 %3 字节，最佳 I/O 大小 %4，对齐偏移 %5 字节。</translation>
    </message>
    <message>
        <source>The self-test&apos;s result could not be kept in the drive&apos;s history: %1</source>
        <extracomment>%1 why (a sentence)</extracomment>
        <translation>无法将自检结果保存到驱动器的历史记录：%1</translation>
    </message>
    <message>
        <source>LBA format</source>
        <extracomment>column titles of the table of NVMe LBA formats</extracomment>
        <translation>LBA 格式</translation>
    </message>
    <message>
        <source>Sector</source>
        <translation>扇区</translation>
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
        <translation>用法：driveproof-cli COMMAND [选项]

揭示驱动器的真实情况。

命令：
  list          列出驱动器及其标识信息、拓扑和写入缓存状态
  info DEVICE   显示关于某个驱动器的全部已知信息
  align TARGET  检查驱动器或磁盘镜像的分区对齐
  cache DEVICE  驱动器的写入缓存及内核所见的状态；--set on|off
  health DEVICE 驱动器的健康状态：结论、温度、通电时间、关机次数
  selftest DEVICE short|extended|abort|status  驱动器自身的自检
  bench FAMILY [TARGET]  测量：quick、commit、throughput、random、sweep……
  history DEVICE  驱动器保存的运行记录，最新的在前
  compare RUN RUN  并排比较两次运行，并指出条件差异
  powerloss prepare|run|verify|practice  断电测试（拔掉电源插头）
  witness       作为断电测试的第二台机器（见证机）
  export --openmetrics  为 Prometheus 输出每个驱动器的检查结果（适用于大批机器）
  capacity DEVICE --quick|--full  驱动器是否真有声称的那么大（识别假货）
  trim TARGET   TRIM 能否穿过每一层到达驱动器

选项：
  -h, --help     显示此帮助；某个命令的帮助请用 &apos;driveproof-cli COMMAND --help&apos;
  -v, --version  显示版本
  --language LANG
                 使用 LANG 语言（例如 de、pt_BR 或 zh_TW）代替系统语言；
                 适用于所有命令
</translation>
    </message>
    <message>
        <source>yes, down to the drive</source>
        <translation>是，一直到驱动器</translation>
    </message>
    <message>
        <source>down to a loop device&apos;s backing file</source>
        <translation>到 loop 设备的后备文件为止</translation>
    </message>
    <message>
        <source>no: a layer drops it</source>
        <translation>否：某一层丢弃了它</translation>
    </message>
    <message>
        <source>no: the drive does not take it</source>
        <translation>否：驱动器不接受</translation>
    </message>
    <message>
        <source>enabled</source>
        <translation>已启用</translation>
    </message>
    <message>
        <source>disabled</source>
        <translation>已禁用</translation>
    </message>
    <message>
        <source>masked</source>
        <translation>已屏蔽</translation>
    </message>
    <message>
        <source>not installed</source>
        <translation>未安装</translation>
    </message>
    <message>
        <source>%1 (systemd is not running)</source>
        <extracomment>%1 the timer&apos;s state, e.g. &quot;enabled&quot;</extracomment>
        <translation>%1（systemd 未运行）</translation>
    </message>
    <message>
        <source>From %1: %2</source>
        <extracomment>%1 a device, %2 whether TRIM gets through</extracomment>
        <translation>来自 %1：%2</translation>
    </message>
    <message>
        <source>From %1 (mounted on %2): %3</source>
        <extracomment>%1 a device, %2 its mount points, %3 whether TRIM gets through</extracomment>
        <translation>来自 %1（挂载于 %2）：%3</translation>
    </message>
    <message>
        <source>Layer</source>
        <translation>层</translation>
    </message>
    <message>
        <source>Kind</source>
        <translation>类型</translation>
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
        <translation>传递 TRIM</translation>
    </message>
    <message>
        <source>Say whether TRIM reaches the drive through every layer (partition, dm-crypt, LVM, md, loop, USB), whether fstrim.timer runs and which file systems are mounted with discard.</source>
        <translation>说明 TRIM 能否穿过每一层（分区、dm-crypt、LVM、md、loop、USB）到达驱动器，fstrim.timer 是否在运行，以及哪些文件系统以 discard 挂载。</translation>
    </message>
    <message>
        <source>A drive, a partition, a dm, md or loop device, or a folder, e.g. /dev/sda or /home.</source>
        <translation>驱动器、分区、dm/md/loop 设备或文件夹，例如 /dev/sda 或 /home。</translation>
    </message>
    <message>
        <source>&apos;trim&apos; needs exactly one TARGET, e.g. &apos;driveproof-cli trim /dev/sda&apos;.</source>
        <translation>&apos;trim&apos; 需要且只需要一个 TARGET，例如 &apos;driveproof-cli trim /dev/sda&apos;。</translation>
    </message>
    <message>
        <source>TRIM from %1: %2</source>
        <extracomment>%1 the drive or folder asked about, %2 whether TRIM gets through</extracomment>
        <translation>来自 %1 的 TRIM：%2</translation>
    </message>
    <message>
        <source>fstrim.timer: %1</source>
        <extracomment>%1 the timer&apos;s state, e.g. &quot;enabled&quot;</extracomment>
        <translation>fstrim.timer：%1</translation>
    </message>
    <message>
        <source>Judge a report instead of a drive: the output of &apos;smartctl -x&apos;, &apos;smartctl -x --json&apos; or &apos;nvme smart-log -o json&apos; saved in FILE (&apos;-&apos;: standard input).</source>
        <translation>评估报告而不是驱动器：保存在 FILE 中的 &apos;smartctl -x&apos;、&apos;smartctl -x --json&apos; 或 &apos;nvme smart-log -o json&apos; 的输出（&apos;-&apos;：标准输入）。</translation>
    </message>
    <message>
        <source>With --report of nvme smart-log: the output of &apos;nvme id-ctrl -o json&apos; for the model, serial and firmware.</source>
        <translation>配合 nvme smart-log 输出的 --report：提供型号、序列号和固件信息的 &apos;nvme id-ctrl -o json&apos; 的输出。</translation>
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
        <translation>没有名为 %1 的块设备。运行 &apos;driveproof-cli list&apos; 可查看本机上的驱动器。</translation>
    </message>
    <message>
        <source>%1 disappeared while it was being read. Check that the drive is still connected.</source>
        <translation>读取 %1 时它消失了。请检查驱动器是否仍然连接。</translation>
    </message>
    <message>
        <source>%1 could not be opened even as root (%2): the system blocks access to it (a container or a security policy), so only what sysfs reports is shown.</source>
        <extracomment>%1 device path, %2 system error text</extracomment>
        <translation>即使以 root 身份也无法打开 %1（%2）：系统阻止了对它的访问（容器或安全策略），因此只显示 sysfs 报告的信息。</translation>
    </message>
    <message>
        <source>%1 could not be opened (%2): only what sysfs reports is shown. Run as root or through the DriveProof helper for more.</source>
        <extracomment>%1 device path, %2 system error text</extracomment>
        <translation>无法打开 %1（%2）：只显示 sysfs 报告的信息。以 root 身份运行或通过 DriveProof 辅助服务运行可获得更多信息。</translation>
    </message>
    <message>
        <source>device node</source>
        <translation>设备节点</translation>
    </message>
    <message>
        <source>not reported by this %1 device through sysfs</source>
        <translation>此设备（%1）未通过 sysfs 报告</translation>
    </message>
    <message>
        <source>unknown</source>
        <translation>未知</translation>
    </message>
    <message>
        <source>model</source>
        <translation>型号</translation>
    </message>
    <message>
        <source>serial number</source>
        <translation>序列号</translation>
    </message>
    <message>
        <source>firmware revision</source>
        <translation>固件版本</translation>
    </message>
    <message>
        <source>WWN</source>
        <translation>WWN</translation>
    </message>
    <message>
        <source>rotation rate</source>
        <translation>转速</translation>
    </message>
    <message>
        <source>%1 is mounted on %2.</source>
        <extracomment>%1 device path, %2 list of mount points</extracomment>
        <translation>%1 已挂载于 %2。</translation>
    </message>
    <message>
        <source>%1 is in use as swap space.</source>
        <extracomment>%1 device path</extracomment>
        <translation>%1 正被用作交换空间。</translation>
    </message>
    <message numerus="yes">
        <source>%1 (And %n more.)</source>
        <extracomment>%1 a sentence saying what uses a device, %n how many other users there are</extracomment>
        <translation>
            <numerusform>%1（另外还有 %n 处占用。）</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 backs the loop device %2.</source>
        <extracomment>a loop device reads and writes its data on this device. %1 device path, %2 loop device path</extracomment>
        <translation>%1 为 loop 设备 %2 提供后端存储。</translation>
    </message>
    <message>
        <source>%1 is part of %2.</source>
        <extracomment>%1 device path, %2 a device built on it (device-mapper, RAID, bcache)</extracomment>
        <translation>%1 是 %2 的组成部分。</translation>
    </message>
    <message>
        <source>%1 has the partition %2.</source>
        <extracomment>%1 disk path, %2 partition path</extracomment>
        <translation>%1 上有分区 %2。</translation>
    </message>
    <message>
        <source>There is no %1. Give a device such as /dev/sda (see &apos;driveproof-cli list&apos;).</source>
        <translation>%1 不存在。请指定设备，如 /dev/sda（参见 &apos;driveproof-cli list&apos;）。</translation>
    </message>
    <message>
        <source>%1 is a folder or a file, not a block device. Give a device such as /dev/sda (see &apos;driveproof-cli list&apos;).</source>
        <translation>%1 是文件夹或文件，不是块设备。请指定设备，如 /dev/sda（参见 &apos;driveproof-cli list&apos;）。</translation>
    </message>
    <message>
        <source>Could not read %1 to see what it holds: %2.</source>
        <extracomment>%1 device or file path, %2 the system&apos;s reason</extracomment>
        <translation>无法读取 %1 以查看其中的内容：%2。</translation>
    </message>
    <message>
        <source>Could not read the start and end of %1 to see what it holds.</source>
        <extracomment>%1 device or file path</extracomment>
        <translation>无法读取 %1 的开头和结尾以查看其中的内容。</translation>
    </message>
    <message>
        <source>udev has no record of device %1, and it could not be read directly (run as root, or start udev).</source>
        <extracomment>%1 device numbers like 8:0</extracomment>
        <translation>udev 中没有设备 %1 的记录，也无法直接读取该设备（请以 root 身份运行，或启动 udev）。</translation>
    </message>
</context>
<context>
    <name>DriveProof::DriveReport</name>
    <message>
        <source>%1 is not valid JSON: %2 at byte %3.</source>
        <extracomment>%1 file name, %2 the JSON parser&apos;s words, %3 the byte offset</extracomment>
        <translation>%1 不是有效的 JSON：%2（位于第 %3 字节）。</translation>
    </message>
    <message>
        <source>%1 is larger than any drive report (%2 at most). Give the output of smartctl -x or nvme smart-log, not a disk image.</source>
        <extracomment>%1 file name, %2 a size (&quot;4 MiB&quot;)</extracomment>
        <translation>%1 比任何驱动器报告都大（最多 %2）。请提供 smartctl -x 或 nvme smart-log 的输出，而不是磁盘镜像。</translation>
    </message>
    <message>
        <source>%1 is no drive report DriveProof can read: give the output of &apos;smartctl -x&apos;, &apos;smartctl -x --json&apos; or &apos;nvme smart-log -o json&apos;.</source>
        <extracomment>%1 file name</extracomment>
        <translation>%1 不是 DriveProof 能读取的驱动器报告：请提供 &apos;smartctl -x&apos;、&apos;smartctl -x --json&apos; 或 &apos;nvme smart-log -o json&apos; 的输出。</translation>
    </message>
    <message>
        <source>%1 is a report of a SAS or SCSI drive: DriveProof judges reports of ATA (SATA) and NVMe drives.</source>
        <extracomment>%1 file name</extracomment>
        <translation>%1 是 SAS 或 SCSI 驱动器的报告：DriveProof 评估的是 ATA（SATA）和 NVMe 驱动器的报告。</translation>
    </message>
    <message>
        <source>From the report %1, not from the drive itself: %2.</source>
        <extracomment>%1 file name, %2 drive model</extracomment>
        <translation>来自报告 %1，而非驱动器本身：%2。</translation>
    </message>
    <message>
        <source>From the report %1, not from the drive itself: %2, serial %3.</source>
        <extracomment>%1 file name, %2 drive model, %3 serial number</extracomment>
        <translation>来自报告 %1，而非驱动器本身：%2，序列号 %3。</translation>
    </message>
    <message>
        <source>%1, line %2: more than 30 SMART attributes, which no drive has.</source>
        <extracomment>%1 file name, %2 line number</extracomment>
        <translation>%1，第 %2 行：超过 30 个 SMART 属性，没有任何驱动器有这么多属性。</translation>
    </message>
    <message>
        <source>Could not read %1: %2.</source>
        <extracomment>%1 file name, %2 the system&apos;s reason</extracomment>
        <translation>无法读取 %1：%2。</translation>
    </message>
    <message>
        <source>From the report %1, not from the drive itself.</source>
        <extracomment>%1 file name (a report that names no drive, e.g. smartctl -l farm)</extracomment>
        <translation>来自报告 %1，而非驱动器本身。</translation>
    </message>
</context>
<context>
    <name>DriveProof::Flash</name>
    <message>
        <source>TRIM from %1 reaches the drive %2 through every layer.</source>
        <extracomment>%1 the device in use (e.g. /dev/mapper/vg-home), %2 the drive</extracomment>
        <translation>来自 %1 的 TRIM 穿过每一层到达驱动器 %2。</translation>
    </message>
    <message>
        <source>The drive %1 takes TRIM.</source>
        <extracomment>%1 the drive</extracomment>
        <translation>驱动器 %1 接受 TRIM。</translation>
    </message>
    <message>
        <source>TRIM from %1 reaches the loop device %2, which frees the space in its backing file %3. The drive under that file gets it only from its own file system (mounted with discard, or fstrim).</source>
        <extracomment>%1 the device in use, %2 a loop device, %3 its backing file</extracomment>
        <translation>来自 %1 的 TRIM 到达 loop 设备 %2，它会释放后备文件 %3 中的空间。该文件下方的驱动器只能从它自己的文件系统得到 TRIM（以 discard 挂载，或 fstrim）。</translation>
    </message>
    <message>
        <source>The dm-crypt volume %1 drops discards, so TRIM from %2 never reaches the drive. Open it with --allow-discards (or the discard option in /etc/crypttab); an observer of the raw drive then sees which blocks are free.</source>
        <extracomment>%1 a dm-crypt volume, %2 the device in use</extracomment>
        <translation>dm-crypt 卷 %1 丢弃 discard，因此来自 %2 的 TRIM 永远到不了驱动器。请用 --allow-discards 打开它（或在 /etc/crypttab 中使用 discard 选项）；这样观察原始驱动器的人能看出哪些块是空闲的。</translation>
    </message>
    <message>
        <source>%1 drops discards, so TRIM from %2 stops there and never reaches the drive.</source>
        <extracomment>%1 the layer (e.g. /dev/md0), %2 the device in use</extracomment>
        <translation>%1 丢弃 discard，因此来自 %2 的 TRIM 止步于此，永远到不了驱动器。</translation>
    </message>
    <message>
        <source>The kernel shows no discard limits for %1, so whether TRIM passes it is unknown.</source>
        <extracomment>%1 a device</extracomment>
        <translation>内核没有显示 %1 的 discard 限制，因此不知道 TRIM 能否通过它。</translation>
    </message>
    <message>
        <source>%1 is a hard disk: it takes no TRIM and needs none.</source>
        <extracomment>%1 the drive</extracomment>
        <translation>%1 是机械硬盘：它不接受 TRIM，也不需要。</translation>
    </message>
    <message>
        <source>%1 is attached through usb-storage (Bulk-Only Transport), which passes no TRIM. In a UAS enclosure or on a UAS port it may.</source>
        <extracomment>%1 the drive</extracomment>
        <translation>%1 通过 usb-storage（Bulk-Only Transport）连接，它不传递 TRIM。换用 UAS 硬盘盒或 UAS 接口可能可以。</translation>
    </message>
    <message>
        <source>%1 is attached through UAS, but its bridge announces no TRIM, so the kernel sends none.</source>
        <extracomment>%1 the drive</extracomment>
        <translation>%1 通过 UAS 连接，但其桥接芯片未声明支持 TRIM，因此内核不发送。</translation>
    </message>
    <message>
        <source>%1 does not take TRIM (the kernel&apos;s discard_max_bytes is 0).</source>
        <extracomment>%1 the drive</extracomment>
        <translation>%1 不接受 TRIM（内核的 discard_max_bytes 为 0）。</translation>
    </message>
    <message>
        <source>No file system on %1 is mounted. TRIM comes from a mounted file system (fstrim or the discard option), or from blkdiscard, which erases everything.</source>
        <extracomment>%1 the device asked about</extracomment>
        <translation>%1 上没有已挂载的文件系统。TRIM 来自已挂载的文件系统（fstrim 或 discard 选项），或来自会清除一切的 blkdiscard。</translation>
    </message>
    <message>
        <source>%1 is mounted with discard: every delete is trimmed at once, which slows deletes on some drives. The weekly fstrim.timer is the usual choice.</source>
        <extracomment>%1 a mount point</extracomment>
        <translation>%1 以 discard 挂载：每次删除都会立即 TRIM，在某些驱动器上会拖慢删除。通常的选择是每周运行的 fstrim.timer。</translation>
    </message>
    <message>
        <source>%1 is mounted with discard=async: freed space is trimmed in batches.</source>
        <extracomment>%1 a mount point</extracomment>
        <translation>%1 以 discard=async 挂载：释放的空间会分批 TRIM。</translation>
    </message>
    <message>
        <source>%1 is trimmed once a week by fstrim.timer.</source>
        <extracomment>%1 a mount point</extracomment>
        <translation>fstrim.timer 每周对 %1 执行一次 TRIM。</translation>
    </message>
    <message>
        <source>%1 is neither mounted with discard nor trimmed by fstrim.timer, so the drive never learns which blocks are free. Run &apos;sudo systemctl enable --now fstrim.timer&apos;.</source>
        <extracomment>%1 a mount point</extracomment>
        <translation>%1 既没有以 discard 挂载，也没有被 fstrim.timer TRIM，因此驱动器永远不知道哪些块是空闲的。请运行 &apos;sudo systemctl enable --now fstrim.timer&apos;。</translation>
    </message>
    <message>
        <source>systemd is not running here, so fstrim.timer trims nothing. Run &apos;fstrim -a&apos; from cron, or mount with discard.</source>
        <translation>这里没有运行 systemd，因此 fstrim.timer 不会 TRIM 任何东西。请从 cron 运行 &apos;fstrim -a&apos;，或以 discard 挂载。</translation>
    </message>
    <message>
        <source>%1 is not on a block device that DriveProof can see in sysfs. Give a drive, a partition or a folder on one.</source>
        <extracomment>%1 a path the user gave</extracomment>
        <translation>%1 不在 DriveProof 能在 sysfs 中看到的块设备上。请指定驱动器、分区或其上的文件夹。</translation>
    </message>
    <message>
        <source>%1 cannot be read: %2.</source>
        <extracomment>%1 a path the user gave, %2 the system&apos;s error text</extracomment>
        <translation>无法读取 %1：%2。</translation>
    </message>
</context>
<context>
    <name>DriveProof::Gui</name>
    <message>
        <source>unknown</source>
        <translation>未知</translation>
    </message>
    <message>
        <source>%1 (%2 bytes)</source>
        <extracomment>%1 size with unit, e.g. &quot;500.1 GB&quot;; %2 exact byte count, e.g. &quot;500,107,862,016&quot;</extracomment>
        <translation>%1（%2 字节）</translation>
    </message>
    <message numerus="yes">
        <source>%Ln byte(s)</source>
        <extracomment>a size in bytes, e.g. &quot;4,096 bytes&quot;; %Ln is the number with digit grouping</extracomment>
        <translation>
            <numerusform>%Ln 字节</numerusform>
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
        <translation>loop 设备</translation>
    </message>
    <message>
        <source>backed by a file</source>
        <translation>基于文件</translation>
    </message>
    <message>
        <source>solid state</source>
        <translation>固态</translation>
    </message>
    <message>
        <source>%1 rpm</source>
        <extracomment>disk rotation speed; %1 is the number, e.g. &quot;7,200&quot;</extracomment>
        <translation>%1 rpm</translation>
    </message>
    <message>
        <source>rotational</source>
        <translation>旋转式</translation>
    </message>
    <message>
        <source>Not reported for this device.</source>
        <translation>此设备未报告。</translation>
    </message>
    <message>
        <source>%1%</source>
        <extracomment>a percentage; %1 the number, e.g. &quot;97&quot;</extracomment>
        <translation>%1%</translation>
    </message>
    <message>
        <source>hard disk</source>
        <translation>机械硬盘</translation>
    </message>
    <message>
        <source>solid-state drive</source>
        <translation>固态硬盘</translation>
    </message>
    <message>
        <source>NVMe solid-state drive</source>
        <translation>NVMe 固态硬盘</translation>
    </message>
    <message>
        <source>USB drive</source>
        <translation>USB 驱动器</translation>
    </message>
    <message>
        <source>loop device (a file used as a drive)</source>
        <translation>loop 设备（用作驱动器的文件）</translation>
    </message>
    <message>
        <source>drive</source>
        <translation>驱动器</translation>
    </message>
    <message>
        <source>Tells the truth about a drive.</source>
        <translation>揭示驱动器的真实情况。</translation>
    </message>
    <message>
        <source>Show this drive first, e.g. /dev/sda.</source>
        <translation>首先显示此驱动器，例如 /dev/sda。</translation>
    </message>
    <message>
        <source>Save a picture of the window to this PNG file once everything is read, then quit.</source>
        <translation>读取完所有信息后，将窗口截图保存到此 PNG 文件，然后退出。</translation>
    </message>
    <message>
        <source>You were not allowed to read the write cache setting of %1. Try again and authenticate when asked, or ask an administrator.</source>
        <extracomment>%1 device path</extracomment>
        <translation>您无权读取 %1 的写入缓存设置。请重试，并在系统提示时进行身份验证，或联系管理员。</translation>
    </message>
    <message>
        <source>You were not allowed to switch the write cache of %1, so nothing was changed. Try again and authenticate when asked, or ask an administrator.</source>
        <extracomment>%1 device path</extracomment>
        <translation>您无权切换 %1 的写入缓存，因此没有做任何更改。请重试，并在系统提示时进行身份验证，或联系管理员。</translation>
    </message>
    <message>
        <source>You were not allowed to read the health of %1. Try again and authenticate when asked, or ask an administrator.</source>
        <extracomment>%1 device path</extracomment>
        <translation>您无权读取 %1 的健康状态。请重试，并在系统提示时进行身份验证，或联系管理员。</translation>
    </message>
    <message>
        <source>DriveProof&apos;s helper is not installed, so DriveProof cannot ask the drive while it runs as you. Install the DriveProof package, or run DriveProof as root.</source>
        <translation>DriveProof 辅助服务未安装，因此 DriveProof 以您的身份运行时无法查询驱动器。请安装 DriveProof 软件包，或以 root 身份运行 DriveProof。</translation>
    </message>
    <message>
        <source>The system bus does not let DriveProof reach its helper: the helper&apos;s D-Bus policy is missing. Reinstall the DriveProof package, or run DriveProof as root.</source>
        <translation>系统总线不允许 DriveProof 访问其辅助服务：辅助服务的 D-Bus 策略缺失。请重新安装 DriveProof 软件包，或以 root 身份运行 DriveProof。</translation>
    </message>
    <message>
        <source>There is no system bus, so DriveProof cannot reach its helper. Start the D-Bus system service, or run DriveProof as root.</source>
        <translation>没有系统总线，因此 DriveProof 无法访问其辅助服务。请启动 D-Bus 系统服务，或以 root 身份运行 DriveProof。</translation>
    </message>
    <message>
        <source>The request for %1 failed: %2.</source>
        <extracomment>%1 device path, %2 the system&apos;s reason</extracomment>
        <translation>对 %1 的请求失败：%2。</translation>
    </message>
    <message>
        <source>Starts on a physical-sector boundary.</source>
        <translation>从物理扇区边界开始。</translation>
    </message>
    <message>
        <source>Starts %1 bytes past a physical-sector boundary.</source>
        <extracomment>%1 a number of bytes, e.g. &quot;512&quot;</extracomment>
        <translation>起始位置超出物理扇区边界 %1 字节。</translation>
    </message>
    <message>
        <source>Starts on a 1 MiB boundary.</source>
        <translation>从 1 MiB 边界开始。</translation>
    </message>
    <message>
        <source>Does not start on a 1 MiB boundary.</source>
        <translation>不是从 1 MiB 边界开始。</translation>
    </message>
    <message>
        <source>Does not start on a multiple of the drive&apos;s optimal I/O size.</source>
        <translation>起始位置不是驱动器最佳 I/O 大小的整数倍。</translation>
    </message>
    <message>
        <source>none</source>
        <translation>无</translation>
    </message>
    <message>
        <source>not mounted</source>
        <translation>未挂载</translation>
    </message>
    <message>
        <source>not checked</source>
        <translation>未检查</translation>
    </message>
    <message>
        <source>write back: the kernel sends flushes</source>
        <translation>回写（write back）：内核会发送刷写命令</translation>
    </message>
    <message>
        <source>write through: the kernel sends no flushes</source>
        <translation>直写（write through）：内核不发送刷写命令</translation>
    </message>
    <message>
        <source>Open the Preferences dialog at start.</source>
        <translation>启动时打开“首选项”对话框。</translation>
    </message>
    <message>
        <source>Open the About dialog at start.</source>
        <translation>启动时打开“关于”对话框。</translation>
    </message>
    <message>
        <source>Run this test (quick, random, commit, ...) in the window without clicks, write the result (--json-out) and quit; for benchmark scripts.</source>
        <translation>无需点击即在窗口中运行此测试（quick、random、commit……），写出结果（--json-out）后退出；供基准测试脚本使用。</translation>
    </message>
    <message>
        <source>With --run-test: only these measurements, separated by commas, e.g. rnd4kq32t1.read.</source>
        <translation>配合 --run-test：只运行这些测量项，以逗号分隔，例如 rnd4kq32t1.read。</translation>
    </message>
    <message>
        <source>With --run-test: the folder (or file) to test in.</source>
        <translation>配合 --run-test：在其中进行测试的文件夹（或文件）。</translation>
    </message>
    <message>
        <source>With --run-test: the test size, e.g. 1G or 256M.</source>
        <translation>配合 --run-test：测试大小，例如 1G 或 256M。</translation>
    </message>
    <message>
        <source>With --run-test: seconds per measurement (default: 5).</source>
        <translation>配合 --run-test：每次测量的秒数（默认：5）。</translation>
    </message>
    <message>
        <source>With --run-test: write the result as JSON to this file.</source>
        <translation>配合 --run-test：将结果以 JSON 格式写入此文件。</translation>
    </message>
    <message>
        <source>--duration needs a number of seconds</source>
        <translation>--duration 需要一个秒数</translation>
    </message>
    <message>
        <source>%L1 %2</source>
        <extracomment>a transfer rate; %L1 the number, %2 its unit (&quot;MB/s&quot; or &quot;MiB/s&quot;, as chosen in Preferences)</extracomment>
        <translation>%L1 %2</translation>
    </message>
    <message>
        <source>unknown test &apos;%1&apos;</source>
        <extracomment>%1 what the user typed after --run-test</extracomment>
        <translation>未知测试 &apos;%1&apos;</translation>
    </message>
    <message>
        <source>--run-test needs --target, an existing folder or file</source>
        <translation>--run-test 需要 --target，即一个现有的文件夹或文件</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a size, e.g. 1G or 256M</source>
        <extracomment>%1 what the user typed after --size</extracomment>
        <translation>&apos;%1&apos; 不是大小，例如 1G 或 256M</translation>
    </message>
    <message>
        <source>Verify the power-loss tests that wait for it (after the power cut); the autostart entry of a pending test runs this.</source>
        <translation>验证等待验证的断电测试（在断电之后）；待验证测试的自启动项会运行此命令。</translation>
    </message>
    <message>
        <source>Open the power-loss test at start.</source>
        <translation>启动时打开断电测试。</translation>
    </message>
    <message>
        <source>Open the power-loss witness page at start.</source>
        <translation>启动时打开断电测试见证机页面。</translation>
    </message>
    <message>
        <source>Open this drive report (smartctl -x, smartctl --json or nvme smart-log -o json) at start.</source>
        <translation>启动时打开此驱动器报告（smartctl -x、smartctl --json 或 nvme smart-log -o json）。</translation>
    </message>
</context>
<context>
    <name>DriveProof::Gui::AboutDialog</name>
    <message>
        <source>About DriveProof</source>
        <translation>关于 DriveProof</translation>
    </message>
    <message>
        <source>DriveProof %1</source>
        <extracomment>%1 DriveProof&apos;s version, e.g. &quot;0.1.0&quot;</extracomment>
        <translation>DriveProof %1</translation>
    </message>
    <message>
        <source>Tells you the truth about a drive: what it is, whether its partitions are aligned, whether its write cache is on, how fast it commits, streams and seeks, and whether it keeps the writes it acknowledged.</source>
        <translation>揭示驱动器的真实情况：它是什么、分区是否对齐、写入缓存是否开启、提交、顺序读写和寻址有多快，以及它是否保住了已确认的写入。</translation>
    </message>
    <message>
        <source>What DriveProof does</source>
        <translation>DriveProof 的功能</translation>
    </message>
    <message>
        <source>Qt %1 · kernel %2 %3</source>
        <extracomment>%1 the Qt version it runs on, %2 the kernel&apos;s name (&quot;linux&quot;), %3 its version</extracomment>
        <translation>Qt %1 · 内核 %2 %3</translation>
    </message>
    <message>
        <source>Versions</source>
        <translation>版本</translation>
    </message>
    <message>
        <source>Free software under the GNU General Public License, version 3 or any later version (&lt;a href=&quot;https://www.gnu.org/licenses/gpl-3.0.html&quot;&gt;GPL-3.0-or-later&lt;/a&gt;). It comes with no warranty.</source>
        <extracomment>rich text; keep the link. GPL-3.0-or-later is the licence&apos;s SPDX name</extracomment>
        <translation>自由软件，依据 GNU 通用公共许可证第 3 版或任何更高版本（&lt;a href=&quot;https://www.gnu.org/licenses/gpl-3.0.html&quot;&gt;GPL-3.0-or-later&lt;/a&gt;）发布。不提供任何担保。</translation>
    </message>
    <message>
        <source>Licence</source>
        <translation>许可证</translation>
    </message>
</context>
<context>
    <name>DriveProof::Gui::CapacityButton</name>
    <message>
        <source>Check &amp;capacity…</source>
        <translation>检查容量(&amp;C)…</translation>
    </message>
    <message>
        <source>Is the drive as big as it says? Finds fake drives.</source>
        <translation>驱动器真有它声称的那么大吗？找出假冒驱动器。</translation>
    </message>
</context>
<context>
    <name>DriveProof::Gui::CapacityDialog</name>
    <message>
        <source>Check capacity: %1</source>
        <extracomment>dialog title; %1 the drive&apos;s model or device node</extracomment>
        <translation>检查容量：%1</translation>
    </message>
    <message>
        <source>Is %1 really %2? The check writes records across the whole drive, reads them back and tells a genuine drive from a fake one.</source>
        <extracomment>%1 the drive&apos;s model, %2 its size as it claims it, e.g. &quot;128.0 GB&quot;</extracomment>
        <translation>%1 真的有 %2 吗？检查会在整个驱动器上写入记录，再读回，分辨真品驱动器和假货。</translation>
    </message>
    <message>
        <source>&amp;Quick probe: a few thousand records, minutes</source>
        <translation>快速探测(&amp;Q)：几千条记录，几分钟</translation>
    </message>
    <message>
        <source>&amp;Full verify: every block, hours on a large drive</source>
        <translation>完整校验(&amp;F)：每个块，大容量驱动器需数小时</translation>
    </message>
    <message>
        <source>&amp;Start</source>
        <translation>开始(&amp;S)</translation>
    </message>
    <message>
        <source>Everything on %1 (%2) is lost: every partition, every file.</source>
        <extracomment>%1 device node, %2 the drive&apos;s model</extracomment>
        <translation>%1（%2）上的一切都会丢失：每个分区、每个文件。</translation>
    </message>
    <message>
        <source>&amp;Cancel</source>
        <translation>取消(&amp;C)</translation>
    </message>
    <message>
        <source>&amp;Close</source>
        <translation>关闭(&amp;C)</translation>
    </message>
    <message>
        <source>Check capacity</source>
        <translation>检查容量</translation>
    </message>
    <message>
        <source>Write</source>
        <extracomment>a line of the full verify&apos;s chart: the rate while writing</extracomment>
        <translation>写入</translation>
    </message>
    <message>
        <source>Read</source>
        <translation>读取</translation>
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
        <translation>复制图片(&amp;C)</translation>
    </message>
</context>
<context>
    <name>DriveProof::Gui::Charts::CommitChart</name>
    <message>
        <source>Commits per second, by method</source>
        <translation>每秒提交次数（按方式）</translation>
    </message>
    <message>
        <source>Commits per second (logarithmic)</source>
        <translation>每秒提交次数（对数）</translation>
    </message>
    <message>
        <source>Durable, write cache as it was</source>
        <translation>持久提交，写入缓存保持原状</translation>
    </message>
    <message>
        <source>Durable commits</source>
        <translation>持久提交</translation>
    </message>
    <message>
        <source>Durable, write cache off</source>
        <translation>持久提交，写入缓存关闭</translation>
    </message>
    <message>
        <source>Not durable (baseline for comparison)</source>
        <translation>非持久（作为对比基准）</translation>
    </message>
    <message>
        <source>%1 rpm: about %2 commits/s at most when each waits for the platter</source>
        <extracomment>legend of a line on the commit chart; %1 rotation rate, %2 commits per second</extracomment>
        <translation>%1 rpm：若每次提交都要等待盘片，最多约 %2 次提交/秒</translation>
    </message>
</context>
<context>
    <name>DriveProof::Gui::Charts::CompareChart</name>
    <message>
        <source>A (older)</source>
        <translation>A（较早）</translation>
    </message>
    <message>
        <source>B (newer)</source>
        <translation>B（较新）</translation>
    </message>
    <message>
        <source>The two runs side by side</source>
        <translation>两次运行并排对比</translation>
    </message>
    <message>
        <source>Commits/s</source>
        <translation>提交数/秒</translation>
    </message>
</context>
<context>
    <name>DriveProof::Gui::Charts::CutTimelineChart</name>
    <message>
        <source>Acknowledged writes before the power cut</source>
        <translation>断电前已确认的写入</translation>
    </message>
    <message>
        <source>Seconds before the cut</source>
        <extracomment>axis of a chart: time before the moment the power was cut (negative numbers)</extracomment>
        <translation>断电前的秒数</translation>
    </message>
    <message>
        <source>Write number</source>
        <extracomment>axis of a chart: the running number of each write</extracomment>
        <translation>写入编号</translation>
    </message>
    <message>
        <source>Kept</source>
        <translation>已保留</translation>
    </message>
    <message>
        <source>Lost</source>
        <translation>已丢失</translation>
    </message>
    <message>
        <source>Torn (partly kept)</source>
        <translation>撕裂（部分保留）</translation>
    </message>
    <message>
        <source>Estimated cut</source>
        <extracomment>the estimated moment of the power cut, a vertical line in the chart</extracomment>
        <translation>估计的断电时刻</translation>
    </message>
</context>
<context>
    <name>DriveProof::Gui::Charts::HybridChart</name>
    <message>
        <source>Random reads before and after the idle time</source>
        <translation>空闲前后的随机读取</translation>
    </message>
    <message>
        <source>Random reads of the same blocks</source>
        <translation>对相同块的随机读取</translation>
    </message>
    <message>
        <source>IOPS</source>
        <translation>IOPS</translation>
    </message>
    <message>
        <source>First pass</source>
        <translation>第一轮</translation>
    </message>
    <message>
        <source>Second pass, after the idle time</source>
        <translation>第二轮（空闲之后）</translation>
    </message>
</context>
<context>
    <name>DriveProof::Gui::Charts::LatencyChart</name>
    <message>
        <source>Latency</source>
        <translation>延迟</translation>
    </message>
    <message>
        <source>Latency of %1</source>
        <extracomment>chart title; %1 the measurement, e.g. &quot;RND4K Q1T1 read&quot;</extracomment>
        <translation>%1 的延迟</translation>
    </message>
    <message>
        <source>Latency (µs, logarithmic)</source>
        <translation>延迟（µs，对数）</translation>
    </message>
    <message>
        <source>Share of operations (%)</source>
        <translation>操作占比（%）</translation>
    </message>
    <message>
        <source>Operations</source>
        <translation>操作次数</translation>
    </message>
    <message>
        <source>p50 (median): %1 µs</source>
        <extracomment>a percentile marker in the legend; %1 latency in microseconds</extracomment>
        <translation>p50（中位数）：%1 µs</translation>
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
        <translation>整个测试区域的读取速率</translation>
    </message>
    <message>
        <source>Write rate as the test area fills</source>
        <translation>测试区域逐步写满时的写入速率</translation>
    </message>
    <message>
        <source>Position (%1)</source>
        <extracomment>axis title; %1 the unit: MB, GB, MiB or GiB</extracomment>
        <translation>位置（%1）</translation>
    </message>
    <message>
        <source>Written (%1)</source>
        <extracomment>axis title; %1 the unit: MB, GB, MiB or GiB</extracomment>
        <translation>已写入（%1）</translation>
    </message>
</context>
<context>
    <name>DriveProof::Gui::Charts::SweepChart</name>
    <message>
        <source>IOPS and transfer rate by block size</source>
        <translation>不同块大小下的 IOPS 和传输速率</translation>
    </message>
    <message>
        <source>Block size (KiB, logarithmic)</source>
        <translation>块大小（KiB，对数）</translation>
    </message>
    <message>
        <source>IOPS and transfer rate by queue depth</source>
        <translation>不同队列深度下的 IOPS 和传输速率</translation>
    </message>
    <message>
        <source>I/Os in flight per thread (logarithmic)</source>
        <translation>每个线程同时进行的 I/O 数（对数）</translation>
    </message>
    <message>
        <source>IOPS and transfer rate by threads</source>
        <translation>不同线程数下的 IOPS 和传输速率</translation>
    </message>
    <message>
        <source>Threads (logarithmic)</source>
        <translation>线程数（对数）</translation>
    </message>
    <message>
        <source>IOPS (logarithmic)</source>
        <translation>IOPS（对数）</translation>
    </message>
    <message>
        <source>IOPS</source>
        <translation>IOPS</translation>
    </message>
    <message>
        <source>%1 (logarithmic)</source>
        <extracomment>axis title; %1 the rate unit, &quot;MB/s&quot; or &quot;MiB/s&quot;</extracomment>
        <translation>%1（对数）</translation>
    </message>
</context>
<context>
    <name>DriveProof::Gui::Charts::TimeSeriesChart</name>
    <message>
        <source>Transfer rate over time</source>
        <translation>传输速率随时间的变化</translation>
    </message>
    <message>
        <source>I/O operations per second over time</source>
        <translation>每秒 I/O 操作次数随时间的变化</translation>
    </message>
    <message>
        <source>IOPS</source>
        <translation>IOPS</translation>
    </message>
    <message>
        <source>Commits per second over time</source>
        <translation>每秒提交次数随时间的变化</translation>
    </message>
    <message>
        <source>Commits per second</source>
        <translation>每秒提交次数</translation>
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
        <translation>提交数/秒</translation>
    </message>
    <message>
        <source>p99 latency (µs)</source>
        <translation>p99 延迟（µs）</translation>
    </message>
    <message>
        <source>Two runs side by side</source>
        <translation>两次运行并排对比</translation>
    </message>
    <message>
        <source>&amp;Back to the history</source>
        <translation>返回历史记录(&amp;B)</translation>
    </message>
    <message>
        <source>Comparison of two runs</source>
        <translation>两次运行的比较</translation>
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
        <translation>测量项</translation>
    </message>
    <message>
        <source>Quantity</source>
        <translation>指标</translation>
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
        <translation>这两次运行没有共同的测量项，因此无法并排对比。请比较同一测试的两次运行。</translation>
    </message>
    <message>
        <source>These are two different tests (%1 and %2): only the measurements they share have a ratio.</source>
        <extracomment>%1 and %2 two test names</extracomment>
        <translation>这是两个不同的测试（%1 和 %2）：只有它们共有的测量项才有比值。</translation>
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
        <translation>▼ 变差 %1%</translation>
    </message>
    <message>
        <source>Better and worse follow each quantity: more MB/s, IOPS or commits per second is better, less latency is better. Within 3% counts as the same: two runs on one drive differ that much.</source>
        <translation>好坏按各指标判断：MB/s、IOPS 或每秒提交次数越多越好，延迟越低越好。相差在 3% 以内视为持平：同一驱动器上的两次运行本身就会有这么大的差异。</translation>
    </message>
    <message>
        <source>B against A</source>
        <translation>B 相对于 A</translation>
    </message>
    <message>
        <source>%1, %2, on %3 (%4) · %5</source>
        <extracomment>one run in a comparison; %1 test name, %2 date and time, %3 drive model, %4 where it ran, %5 its settings (&quot;1 GiB · 5 s per step · temporary file on ext4 · io_uring&quot;)</extracomment>
        <translation>%1，%2，在 %3 上（%4）· %5</translation>
    </message>
    <message>
        <source>These runs were not made alike, so their numbers do not compare directly. %1</source>
        <extracomment>%1 one or more sentences on how the two runs differ</extracomment>
        <translation>这些运行的条件不同，因此数字不能直接比较。%1</translation>
    </message>
</context>
<context>
    <name>DriveProof::Gui::ConfirmWriteDialog</name>
    <message>
        <source>Erase %1?</source>
        <extracomment>dialog title; %1 a device node</extracomment>
        <translation>要擦除 %1 吗？</translation>
    </message>
    <message>
        <source>This test (%1) writes over %2 (%3). Everything on it is lost: every partition, every file. This cannot be undone.</source>
        <extracomment>%1 test name, %2 device node, %3 the drive&apos;s model</extracomment>
        <translation>此测试（%1）会覆盖 %2（%3）。其上的所有内容都将丢失：所有分区、所有文件。此操作无法撤销。</translation>
    </message>
    <message>
        <source>To go on, type the device&apos;s name, &lt;b&gt;%1&lt;/b&gt;:</source>
        <extracomment>%1 the device&apos;s short name the user must type, e.g. &quot;sdb&quot;</extracomment>
        <translation>要继续，请输入设备名称 &lt;b&gt;%1&lt;/b&gt;：</translation>
    </message>
    <message>
        <source>Device name</source>
        <translation>设备名称</translation>
    </message>
    <message>
        <source>&amp;Erase and test</source>
        <translation>擦除并测试(&amp;E)</translation>
    </message>
    <message>
        <source>Test the empty drive %1?</source>
        <extracomment>dialog title; %1 the drive&apos;s name (model)</extracomment>
        <translation>测试空驱动器 %1？</translation>
    </message>
    <message>
        <source>%1 (%2) is empty: it has no partition table and no file system, as a new drive arrives. The test (%3) writes over the whole device; anything on it that DriveProof cannot recognise would be lost.</source>
        <extracomment>%1 the drive&apos;s name (model), %2 device node, %3 test name</extracomment>
        <translation>%1（%2）是空的：没有分区表，也没有文件系统，新驱动器到手时就是这样。测试（%3）会覆写整个设备；其中 DriveProof 无法识别的任何内容都会丢失。</translation>
    </message>
    <message>
        <source>&amp;Write and test</source>
        <translation>写入并测试(&amp;W)</translation>
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
健康状态：%4</translation>
    </message>
    <message>
        <source>%1, %2, %3, %4, health: %5</source>
        <extracomment>read by screen readers; %1 drive name, %2 kind of drive, %3 size, %4 device path, %5 its health (&quot;Good&quot;, &quot;Caution&quot;, &quot;Bad&quot;)</extracomment>
        <translation>%1，%2，%3，%4，健康状态：%5</translation>
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
        <translation>测试此驱动器(&amp;T)…</translation>
    </message>
    <message>
        <source>Measure %1: quick check, commit rate, throughput and more, in a window of its own</source>
        <extracomment>%1 the drive&apos;s name</extracomment>
        <translation>测量 %1：快速检查、提交速率、吞吐量等，在单独的窗口中进行</translation>
    </message>
    <message>
        <source>Q&amp;uick check</source>
        <translation>快速检查(&amp;U)</translation>
    </message>
    <message>
        <source>Measure the four CrystalDiskMark tests now, in about %1, on a temporary file in %2</source>
        <extracomment>tooltip of the Quick check button; %1 about how long it takes (&quot;20 seconds&quot;), %2 the folder that holds the temporary file</extracomment>
        <translation>立即测量 CrystalDiskMark 的四项测试，约需 %1，使用 %2 中的临时文件</translation>
    </message>
    <message>
        <source>This drive is empty: no partition table and no file system. It is read-only or in use, so only the reading tests can run on it.</source>
        <translation>此驱动器是空的：没有分区表，也没有文件系统。它是只读的或正在使用，因此只能运行读取测试。</translation>
    </message>
    <message>
        <source>This drive is empty: no partition table and no file system, as a new drive arrives. The quick check, the commit test and the sustained write run on the whole device after one confirmation; there is no need to partition it first.</source>
        <translation>此驱动器是空的：没有分区表，也没有文件系统，新驱动器到手时就是这样。快速检查、提交测试和持续写入在确认一次后即可在整个设备上运行；无需先分区。</translation>
    </message>
    <message>
        <source>The quick check needs a folder on this drive, and none of its file systems is mounted. Mount one (in your file manager or GNOME Disks) and press Refresh (F5), or use &quot;Test this drive…&quot; for the reading tests on the whole device (sequential and random reads, surface scan), which write nothing.</source>
        <translation>快速检查需要此驱动器上的一个文件夹，但它的文件系统都没有挂载。请挂载一个（在文件管理器或 GNOME 磁盘中）并按刷新（F5），或使用“测试此驱动器…”对整个设备运行读取测试（顺序和随机读取、表面扫描），这些测试不会写入任何内容。</translation>
    </message>
    <message>
        <source>The quick check needs a folder on this drive that you can write to, and none of its file systems is mounted where you may write. Mount one where you may and press Refresh (F5), or choose a folder of yours on it with &quot;Test this drive…&quot;.</source>
        <translation>快速检查需要此驱动器上一个您可以写入的文件夹，但它的文件系统都没有挂载在您可写入的位置。请将一个挂载到可写入的位置并按刷新（F5），或通过“测试此驱动器…”选择其上属于您的文件夹。</translation>
    </message>
    <message>
        <source>Measure the four CrystalDiskMark tests now, in about %1, on the empty device %2 (asks once to confirm)</source>
        <extracomment>tooltip of the Quick check button; %1 about how long it takes (&quot;20 seconds&quot;), %2 a device node</extracomment>
        <translation>现在在空设备 %2 上测量 CrystalDiskMark 的四项测试，约需 %1（需确认一次）</translation>
    </message>
</context>
<context>
    <name>DriveProof::Gui::HealthCard</name>
    <message>
        <source>Health</source>
        <translation>健康状态</translation>
    </message>
    <message>
        <source>Reading…</source>
        <translation>正在读取…</translation>
    </message>
    <message>
        <source>Unknown</source>
        <translation>未知</translation>
    </message>
    <message>
        <source>Health: %1</source>
        <extracomment>accessible name of the health badge; %1 &quot;Good&quot;, &quot;Caution&quot;, &quot;Bad&quot;, ...</extracomment>
        <translation>健康状态：%1</translation>
    </message>
    <message>
        <source>No health data</source>
        <translation>无健康数据</translation>
    </message>
    <message>
        <source>%1 is a file used as a drive (%2): it has no health data of its own. The health of the drive that holds the file is what counts.</source>
        <extracomment>%1 device path, %2 the file behind the loop device</extracomment>
        <translation>%1 是一个用作驱动器的文件（%2）：它本身没有健康数据。真正要看的是存放该文件的驱动器的健康状态。</translation>
    </message>
    <message>
        <source>%1 is a virtual disk: the real drive is on the host, and only the host can read its health.</source>
        <extracomment>%1 device path</extracomment>
        <translation>%1 是虚拟磁盘：真正的驱动器位于宿主机上，只有宿主机才能读取其健康状态。</translation>
    </message>
    <message>
        <source>%1 reports no health data that DriveProof can read.</source>
        <extracomment>%1 device path</extracomment>
        <translation>%1 没有报告 DriveProof 能读取的健康数据。</translation>
    </message>
    <message>
        <source>Good</source>
        <translation>良好</translation>
    </message>
    <message>
        <source>The drive finds nothing wrong. That predicts some failures, not all: keep backups.</source>
        <translation>驱动器未发现任何问题。这能预示部分故障，但并非全部：请保留备份。</translation>
    </message>
    <message>
        <source>Caution</source>
        <translation>注意</translation>
    </message>
    <message>
        <source>Make sure your backups are current, and check this drive again soon.</source>
        <translation>请确保备份是最新的，并尽快再次检查此驱动器。</translation>
    </message>
    <message>
        <source>Bad</source>
        <translation>不良</translation>
    </message>
    <message>
        <source>Back up the data on this drive now and plan to replace it.</source>
        <translation>请立即备份此驱动器上的数据，并计划更换它。</translation>
    </message>
    <message>
        <source>The drive gave no overall assessment of its health.</source>
        <translation>驱动器没有给出其健康状态的总体评估。</translation>
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
        <translation>通电时间（小时）</translation>
    </message>
    <message>
        <source>Power cycles</source>
        <translation>通电次数</translation>
    </message>
    <message>
        <source>Unsafe shutdowns</source>
        <translation>不安全关机次数</translation>
    </message>
    <message>
        <source>Times power was lost before the drive was told: each one is a moment where its write cache could lose data.</source>
        <translation>在驱动器收到通知之前就断电的次数：每一次都可能让其写入缓存丢失数据。</translation>
    </message>
    <message>
        <source>Bad sectors</source>
        <translation>坏扇区</translation>
    </message>
    <message>
        <source>Sectors the drive has replaced or is waiting to replace.</source>
        <translation>驱动器已替换或等待替换的扇区。</translation>
    </message>
    <message>
        <source>Media errors</source>
        <translation>介质错误</translation>
    </message>
    <message>
        <source>Data the drive could not read or write correctly.</source>
        <translation>驱动器无法正确读取或写入的数据。</translation>
    </message>
    <message>
        <source>Available spare</source>
        <translation>可用备用空间</translation>
    </message>
    <message>
        <source>Reserve blocks left for replacing worn-out ones.</source>
        <translation>剩余的备用块，用于替换已磨损的块。</translation>
    </message>
    <message>
        <source>Wear</source>
        <extracomment>wear of a solid-state drive; %1 a percentage, e.g. &quot;3%&quot;</extracomment>
        <translation>磨损</translation>
    </message>
    <message>
        <source>%1 of its rated life used</source>
        <translation>已使用额定寿命的 %1</translation>
    </message>
    <message>
        <source>The maker&apos;s estimate; it can go past 100%.</source>
        <translation>厂商的估算值；可能超过 100%。</translation>
    </message>
    <message>
        <source>Read from</source>
        <translation>读取自</translation>
    </message>
</context>
<context>
    <name>DriveProof::Gui::HealthRecordsView</name>
    <message numerus="yes">
        <source>All records the drive keeps (%n)</source>
        <extracomment>%n the number of records (SMART attributes or NVMe log fields)</extracomment>
        <translation>
            <numerusform>驱动器保存的全部记录 (%n)</numerusform>
        </translation>
    </message>
    <message>
        <source>%1
Defined in: %2</source>
        <extracomment>tooltip of a health record; %1 what it means, %2 the standard and section</extracomment>
        <translation>%1
定义于：%2</translation>
    </message>
    <message>
        <source>Self-test log, newest first:</source>
        <translation>自检日志（最新的在前）：</translation>
    </message>
</context>
<context>
    <name>DriveProof::Gui::HistoryPage</name>
    <message>
        <source>Earlier runs on %1</source>
        <extracomment>%1 the drive&apos;s name (model)</extracomment>
        <translation>%1 上的历史运行</translation>
    </message>
    <message>
        <source>Every test run on this drive is kept here. Open one to see its result again, or select two (hold Ctrl and click) to compare them side by side.</source>
        <translation>在此驱动器上运行过的每次测试都保存在这里。打开一项可再次查看其结果，或选择两项（按住 Ctrl 并单击）进行并排比较。</translation>
    </message>
    <message>
        <source>Date</source>
        <translation>日期</translation>
    </message>
    <message>
        <source>Test</source>
        <translation>测试</translation>
    </message>
    <message>
        <source>Summary</source>
        <translation>摘要</translation>
    </message>
    <message>
        <source>Earlier runs</source>
        <translation>历史运行</translation>
    </message>
    <message>
        <source>&amp;Open</source>
        <translation>打开(&amp;O)</translation>
    </message>
    <message>
        <source>&amp;Compare the two selected</source>
        <translation>比较所选的两项(&amp;C)</translation>
    </message>
    <message>
        <source>&amp;Delete…</source>
        <translation>删除(&amp;D)…</translation>
    </message>
    <message>
        <source>&amp;New test</source>
        <translation>新测试(&amp;N)</translation>
    </message>
    <message>
        <source>Reading the history…</source>
        <translation>正在读取历史记录…</translation>
    </message>
    <message>
        <source>No runs yet. Finished tests appear here by themselves.</source>
        <translation>尚无运行记录。完成的测试会自动显示在这里。</translation>
    </message>
    <message numerus="yes">
        <source>%n run(s) kept.</source>
        <extracomment>%n runs kept for this drive</extracomment>
        <translation>
            <numerusform>已保存 %n 次运行。</numerusform>
        </translation>
    </message>
    <message>
        <source>Select exactly two runs to compare</source>
        <translation>请选择恰好两次运行进行比较</translation>
    </message>
    <message>
        <source>Delete runs</source>
        <translation>删除运行记录</translation>
    </message>
    <message numerus="yes">
        <source>Delete %n run(s) from the history? This cannot be undone.</source>
        <extracomment>%n how many runs are about to be deleted</extracomment>
        <translation>
            <numerusform>要从历史记录中删除 %n 次运行吗？此操作无法撤销。</numerusform>
        </translation>
    </message>
    <message>
        <source>Select two runs of the same test to compare</source>
        <translation>请选择同一测试的两次运行进行比较</translation>
    </message>
    <message>
        <source>Settings</source>
        <translation>设置</translation>
    </message>
</context>
<context>
    <name>DriveProof::Gui::IdentityCard</name>
    <message>
        <source>Identity</source>
        <translation>标识信息</translation>
    </message>
    <message>
        <source>Device</source>
        <translation>设备</translation>
    </message>
    <message>
        <source>Backing file</source>
        <translation>后备文件</translation>
    </message>
    <message>
        <source>Transport</source>
        <translation>接口</translation>
    </message>
    <message>
        <source>The kernel does not say how this drive is connected.</source>
        <translation>内核没有说明此驱动器的连接方式。</translation>
    </message>
    <message>
        <source>Rotation speed unknown: %1</source>
        <extracomment>%1 why the speed is unknown</extracomment>
        <translation>转速未知：%1</translation>
    </message>
    <message>
        <source>Media</source>
        <translation>介质</translation>
    </message>
    <message>
        <source>Removable</source>
        <translation>可移动</translation>
    </message>
    <message>
        <source>Read-only</source>
        <translation>只读</translation>
    </message>
    <message>
        <source>Model</source>
        <translation>型号</translation>
    </message>
    <message>
        <source>Vendor</source>
        <translation>厂商</translation>
    </message>
    <message>
        <source>Serial number</source>
        <translation>序列号</translation>
    </message>
    <message>
        <source>Firmware</source>
        <translation>固件</translation>
    </message>
    <message>
        <source>WWN</source>
        <translation>WWN</translation>
    </message>
    <message>
        <source>Link</source>
        <translation>链路</translation>
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
        <translation>文件(&amp;F)</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>退出(&amp;Q)</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>查看(&amp;V)</translation>
    </message>
    <message>
        <source>&amp;Refresh</source>
        <translation>刷新(&amp;R)</translation>
    </message>
    <message>
        <source>Read the list of drives again</source>
        <translation>重新读取驱动器列表</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>帮助(&amp;H)</translation>
    </message>
    <message>
        <source>&amp;About DriveProof</source>
        <translation>关于 DriveProof(&amp;A)</translation>
    </message>
    <message>
        <source>Drives</source>
        <translation>驱动器</translation>
    </message>
    <message>
        <source>Busy</source>
        <translation>正忙</translation>
    </message>
    <message>
        <source>Looking for drives…</source>
        <translation>正在查找驱动器…</translation>
    </message>
    <message>
        <source>Checking the partitions of %1…</source>
        <extracomment>%1 device path</extracomment>
        <translation>正在检查 %1 的分区…</translation>
    </message>
    <message>
        <source>Switching the write cache of %1…</source>
        <extracomment>%1 device path</extracomment>
        <translation>正在切换 %1 的写入缓存…</translation>
    </message>
    <message>
        <source>Reading the write cache and health of %1…</source>
        <extracomment>%1 device path</extracomment>
        <translation>正在读取 %1 的写入缓存和健康状态…</translation>
    </message>
    <message>
        <source>udisks2 is not running: the facts shown come from the kernel alone.</source>
        <translation>udisks2 未运行：显示的信息仅来自内核。</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>编辑(&amp;E)</translation>
    </message>
    <message>
        <source>&amp;Preferences…</source>
        <translation>首选项(&amp;P)…</translation>
    </message>
    <message>
        <source>Choose the language, the unit of transfer rates and the test defaults</source>
        <translation>选择语言、传输速率的单位以及测试的默认设置</translation>
    </message>
    <message numerus="yes">
        <source>A test is running on %1. Stop it and quit?</source>
        <extracomment>%1 device paths, e.g. &quot;/dev/sda&quot;; more than one joined by &quot;, &quot;</extracomment>
        <translation>
            <numerusform>%1 上正在运行测试。要停止测试并退出吗？</numerusform>
        </translation>
    </message>
    <message>
        <source>Stop the test?</source>
        <translation>停止测试？</translation>
    </message>
    <message>
        <source>The steps that finished are kept in the history; the temporary file is removed.</source>
        <translation>已完成的步骤会保留在历史记录中；临时文件会被删除。</translation>
    </message>
    <message>
        <source>&amp;Stop and quit</source>
        <translation>停止并退出(&amp;S)</translation>
    </message>
    <message>
        <source>&amp;Keep testing</source>
        <translation>继续测试(&amp;K)</translation>
    </message>
    <message>
        <source>Power-loss &amp;witness…</source>
        <translation>断电测试见证机(&amp;W)…</translation>
    </message>
    <message>
        <source>Record the power-loss test of another computer&apos;s drive on this one</source>
        <translation>在本机记录另一台计算机上驱动器的断电测试</translation>
    </message>
    <message>
        <source>Stop the power-loss test?</source>
        <translation>停止断电测试？</translation>
    </message>
    <message>
        <source>The power-loss test is running. Quitting stops it without a power cut, so this run cannot tell whether the drive keeps its writes.</source>
        <translation>断电测试正在运行。退出会在没有断电的情况下停止测试，因此这次运行无法判断驱动器是否保住了它的写入。</translation>
    </message>
    <message>
        <source>&amp;Keep running</source>
        <translation>继续运行(&amp;K)</translation>
    </message>
    <message>
        <source>&amp;Open Drive Report…</source>
        <translation>打开驱动器报告(&amp;O)…</translation>
    </message>
    <message>
        <source>Judge a drive from its smartctl or nvme-cli report, e.g. one a seller sent</source>
        <translation>根据驱动器的 smartctl 或 nvme-cli 报告评估驱动器，例如卖家发来的报告</translation>
    </message>
    <message>
        <source>Paste Drive &amp;Report</source>
        <translation>粘贴驱动器报告(&amp;R)</translation>
    </message>
    <message>
        <source>Judge the smartctl or nvme-cli report on the clipboard</source>
        <translation>评估剪贴板中的 smartctl 或 nvme-cli 报告</translation>
    </message>
</context>
<context>
    <name>DriveProof::Gui::Notice</name>
    <message>
        <source>Danger</source>
        <translation>危险</translation>
    </message>
    <message>
        <source>Warning</source>
        <translation>警告</translation>
    </message>
    <message>
        <source>Note</source>
        <translation>提示</translation>
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
        <translation>每次提交的刷写次数</translation>
    </message>
    <message>
        <source>Test</source>
        <translation>测试</translation>
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
        <translation>分区</translation>
    </message>
    <message>
        <source>What to do</source>
        <translation>处理建议</translation>
    </message>
    <message>
        <source>#</source>
        <translation>编号</translation>
    </message>
    <message>
        <source>Device</source>
        <translation>设备</translation>
    </message>
    <message>
        <source>Start sector</source>
        <translation>起始扇区</translation>
    </message>
    <message>
        <source>Start (bytes)</source>
        <translation>起始（字节）</translation>
    </message>
    <message>
        <source>Size</source>
        <translation>大小</translation>
    </message>
    <message>
        <source>Mounted on</source>
        <translation>挂载点</translation>
    </message>
    <message>
        <source>Alignment</source>
        <translation>对齐</translation>
    </message>
    <message>
        <source>Checking alignment</source>
        <translation>正在检查对齐</translation>
    </message>
    <message>
        <source>Reading the partition table…</source>
        <translation>正在读取分区表…</translation>
    </message>
    <message>
        <source>Partitions of %1</source>
        <extracomment>accessible name of the partitions table; %1 device path</extracomment>
        <translation>%1 的分区</translation>
    </message>
    <message>
        <source>The kernel lists no partitions on this drive.</source>
        <translation>内核在此驱动器上没有列出任何分区。</translation>
    </message>
    <message>
        <source>The partition table lists no partitions.</source>
        <translation>分区表中没有任何分区。</translation>
    </message>
    <message>
        <source>The partition table lists this partition, but the kernel has no device node for it yet (on some systems &apos;partx -a&apos; adds it).</source>
        <translation>分区表中列出了此分区，但内核还没有为它创建设备节点（在某些系统上，&apos;partx -a&apos; 可以添加它）。</translation>
    </message>
    <message>
        <source>checking…</source>
        <translation>正在检查…</translation>
    </message>
    <message>
        <source>The partition table did not list this partition.</source>
        <translation>分区表中没有列出此分区。</translation>
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
        <translation>测试(&amp;T)：</translation>
    </message>
    <message>
        <source>Tests</source>
        <translation>测试</translation>
    </message>
    <message>
        <source>&amp;Where:</source>
        <translation>位置(&amp;W)：</translation>
    </message>
    <message>
        <source>Test si&amp;ze:</source>
        <translation>测试大小(&amp;Z)：</translation>
    </message>
    <message>
        <source>Time per st&amp;ep (seconds):</source>
        <translation>每个步骤的时长（秒）(&amp;E)：</translation>
    </message>
    <message>
        <source>&amp;Reads or writes:</source>
        <translation>读取或写入(&amp;R)：</translation>
    </message>
    <message>
        <source>&amp;Idle time between the passes (seconds):</source>
        <translation>两轮之间的空闲时间（秒）(&amp;I)：</translation>
    </message>
    <message>
        <source>Also measure with the drive&apos;s write &amp;cache off, then switch it back on</source>
        <translation>同时在关闭驱动器写入缓存的情况下测量，然后重新开启缓存(&amp;C)</translation>
    </message>
    <message>
        <source>&amp;History…</source>
        <translation>历史记录(&amp;H)…</translation>
    </message>
    <message>
        <source>Earlier runs on this drive, and comparing two of them</source>
        <translation>此驱动器上的历史运行，以及其中两次的比较</translation>
    </message>
    <message>
        <source>&amp;Start test</source>
        <translation>开始测试(&amp;S)</translation>
    </message>
    <message>
        <source>Reads</source>
        <translation>读取</translation>
    </message>
    <message>
        <source>Writes</source>
        <translation>写入</translation>
    </message>
    <message>
        <source>Mixed: 70% reads, 30% writes</source>
        <translation>混合：70% 读取，30% 写入</translation>
    </message>
    <message>
        <source>%1 holds the running system: DriveProof never writes over it.</source>
        <extracomment>%1 a device node</extracomment>
        <translation>%1 上运行着当前系统：DriveProof 绝不会覆盖它。</translation>
    </message>
    <message>
        <source>%1 or one of its partitions is mounted or in use (LVM, RAID, an encrypted volume). Unmount it first to write over it.</source>
        <extracomment>%1 a device node</extracomment>
        <translation>%1 或其某个分区已挂载或正在使用（LVM、RAID、加密卷）。要覆盖它，请先将其卸载。</translation>
    </message>
    <message>
        <source>%1 is read-only.</source>
        <extracomment>%1 a device node</extracomment>
        <translation>%1 是只读的。</translation>
    </message>
    <message>
        <source>A temporary file in %1</source>
        <extracomment>a place a test runs; %1 a folder</extracomment>
        <translation>%1 中的临时文件</translation>
    </message>
    <message>
        <source>You may not be allowed to write here. Choose a folder of yours on this drive with &quot;another folder&quot;.</source>
        <translation>您可能没有在此处写入的权限。请通过“其他文件夹”选择此驱动器上属于您的文件夹。</translation>
    </message>
    <message>
        <source>A temporary file in another folder…</source>
        <translation>其他文件夹中的临时文件…</translation>
    </message>
    <message>
        <source>The whole device %1, only reading</source>
        <extracomment>a place a test runs; %1 a device node</extracomment>
        <translation>整个设备 %1，仅读取</translation>
    </message>
    <message>
        <source>The whole device %1, erasing everything on it</source>
        <extracomment>a place a test runs; %1 a device node</extracomment>
        <translation>整个设备 %1，擦除其上的所有内容</translation>
    </message>
    <message>
        <source>Where the test runs</source>
        <translation>测试运行的位置</translation>
    </message>
    <message>
        <source>All of it</source>
        <translation>全部</translation>
    </message>
    <message>
        <source>The commit test always uses 16 MiB, like pg_test_fsync, so that its numbers compare directly.</source>
        <translation>提交测试始终使用 16 MiB（与 pg_test_fsync 相同），以便其结果可以直接比较。</translation>
    </message>
    <message>
        <source>How much of the drive the test uses. Larger areas are less flattered by caches but take longer to prepare.</source>
        <translation>测试使用驱动器的多大区域。区域越大，受缓存美化的影响越小，但准备时间越长。</translation>
    </message>
    <message>
        <source>Test size</source>
        <translation>测试大小</translation>
    </message>
    <message>
        <source>Choose a folder on the drive to test</source>
        <translation>请选择要测试的驱动器上的文件夹</translation>
    </message>
    <message>
        <source>This device has no write cache of its own to switch.</source>
        <translation>此设备没有自己的写入缓存可供切换。</translation>
    </message>
    <message>
        <source>The drive&apos;s write cache setting is not known (see the Write cache card), so it cannot be switched for the test.</source>
        <translation>驱动器的写入缓存设置未知（参见“写入缓存”卡片），因此无法为测试切换该缓存。</translation>
    </message>
    <message>
        <source>The drive&apos;s write cache is off already: the test measures it that way.</source>
        <translation>驱动器的写入缓存已经关闭：测试将在该状态下进行测量。</translation>
    </message>
    <message>
        <source>This drive does not let its write cache be switched.</source>
        <translation>此驱动器不允许切换其写入缓存。</translation>
    </message>
    <message>
        <source>The chosen folder is not on one of this drive&apos;s file systems.</source>
        <translation>所选文件夹不在此驱动器的文件系统上。</translation>
    </message>
    <message>
        <source>The cache is switched off for a second round of measurements and back on afterwards, also when the test fails or is cancelled. Switching may ask for your password.</source>
        <translation>缓存会在第二轮测量时关闭，之后重新开启，即使测试失败或被取消也是如此。切换时可能需要输入密码。</translation>
    </message>
    <message>
        <source>Takes about %1 with these settings.</source>
        <extracomment>%1 a duration</extracomment>
        <translation>按当前设置约需 %1。</translation>
    </message>
    <message>
        <source>Takes about %1 with these settings, plus a moment to prepare the test file.</source>
        <extracomment>%1 a duration</extracomment>
        <translation>按当前设置约需 %1，另需片刻准备测试文件。</translation>
    </message>
    <message>
        <source>This test writes over %1: everything on it is lost, every partition and every file. You will be asked to type the device&apos;s name to confirm.</source>
        <extracomment>%1 a device node</extracomment>
        <translation>此测试会覆盖 %1：其上的所有内容都将丢失，包括所有分区和所有文件。系统会要求您输入设备名称以确认。</translation>
    </message>
    <message>
        <source>Only reads from %1; nothing on it changes. Reading a device directly may ask for your password.</source>
        <extracomment>%1 a device node</extracomment>
        <translation>只从 %1 读取；其上的内容不会有任何改变。直接读取设备可能需要输入密码。</translation>
    </message>
    <message>
        <source>Writes only to a temporary file in the chosen folder and removes it afterwards; nothing else on the drive changes.</source>
        <translation>只写入所选文件夹中的一个临时文件，并在之后将其删除；驱动器上的其他内容不会改变。</translation>
    </message>
    <message>
        <source>Only reads. In a folder it first writes the temporary file it reads, and removes it afterwards.</source>
        <translation>只读取。在文件夹中测试时，会先写入要读取的临时文件，之后将其删除。</translation>
    </message>
    <message>
        <source>Takes as long as writing %1 once: about %2 at %3, less on a faster drive.</source>
        <extracomment>%1 a size, %2 a duration, %3 a rate (&quot;150.0 MB/s&quot;)</extracomment>
        <translation>所需时间与写入一遍 %1 相同：按 %3 计算约为 %2，驱动器越快用时越短。</translation>
    </message>
    <message>
        <source>Takes as long as reading %1 once: about %2 at %3, less on a faster drive.</source>
        <extracomment>%1 a size, %2 a duration, %3 a rate (&quot;150.0 MB/s&quot;)</extracomment>
        <translation>所需时间与读取一遍 %1 相同：按 %3 计算约为 %2，驱动器越快用时越短。</translation>
    </message>
    <message>
        <source>Start opens the guided power-loss test: it writes to a test file (or the whole device), reports every commit to a witness on a second computer, and asks you to pull the plug. After the restart DriveProof checks which acknowledged writes survived. You can also practise it on this computer with a simulated drive.</source>
        <translation>“开始测试”会打开断电测试向导：它向测试文件（或整个设备）写入数据，将每次提交报告给第二台计算机上的见证机，并提示您拔掉电源插头。重启后，DriveProof 会检查哪些已确认的写入被保住了。您也可以在本机上用模拟驱动器进行练习。</translation>
    </message>
    <message>
        <source>Opens the guided power-loss test</source>
        <translation>打开断电测试向导</translation>
    </message>
    <message>
        <source>No file system of this drive is mounted, so there is no folder for the test file. Mount one (in your file manager or GNOME Disks) and press Refresh (F5) in the main window, choose a folder with &quot;A temporary file in another folder…&quot;, or pick a reading test (sequential or random reads, surface scan), which can read the whole device without writing.</source>
        <translation>此驱动器的文件系统都没有挂载，因此没有放测试文件的文件夹。请挂载一个（在文件管理器或 GNOME 磁盘中）并在主窗口按刷新（F5），或通过“其他文件夹中的临时文件…”选择文件夹，或选择读取测试（顺序或随机读取、表面扫描），它能在不写入的情况下读取整个设备。</translation>
    </message>
    <message>
        <source>Choose where the test runs: a folder of yours on this drive, with &quot;A temporary file in another folder…&quot;.</source>
        <translation>请选择测试运行的位置：通过“其他文件夹中的临时文件…”选择此驱动器上属于您的文件夹。</translation>
    </message>
    <message>
        <source>%1 Choose a folder on the drive instead, or a reading test.</source>
        <extracomment>%1 why the device cannot be written (a sentence)</extracomment>
        <translation>%1 请改为选择驱动器上的文件夹，或选择读取测试。</translation>
    </message>
    <message>
        <source>%1 is empty: no partition table and no file system, as a new drive arrives. This test writes over the whole device; you will be asked once to confirm.</source>
        <extracomment>%1 a device node</extracomment>
        <translation>%1 是空的：没有分区表，也没有文件系统，新驱动器到手时就是这样。此测试会覆写整个设备；只需确认一次。</translation>
    </message>
    <message>
        <source>The whole device %1, which is empty</source>
        <extracomment>a place a test runs; %1 a device node of a drive with nothing on it</extracomment>
        <translation>整个设备 %1（空）</translation>
    </message>
</context>
<context>
    <name>DriveProof::Gui::PowerLossAreaStep</name>
    <message>
        <source>Where to test</source>
        <translation>测试位置</translation>
    </message>
    <message>
        <source>The test writes records that describe themselves into a test area, commits them the way a database does, and reports every commit to a witness. A file on the drive tests the whole stack: file system, kernel and drive.</source>
        <translation>测试会向测试区域写入带有自我描述信息的记录，像数据库那样提交这些记录，并将每次提交报告给见证机。使用驱动器上的文件可以测试整个存储栈：文件系统、内核和驱动器。</translation>
    </message>
    <message>
        <source>&amp;Test area:</source>
        <translation>测试区域(&amp;T)：</translation>
    </message>
    <message>
        <source>Test area</source>
        <translation>测试区域</translation>
    </message>
    <message>
        <source>Si&amp;ze:</source>
        <translation>大小(&amp;Z)：</translation>
    </message>
    <message>
        <source>Size of the test area</source>
        <translation>测试区域的大小</translation>
    </message>
    <message>
        <source>Larger than the drive&apos;s cache, so that the cache cannot hide the writes. 1 GiB is enough for most drives.</source>
        <translation>应大于驱动器的缓存，这样缓存就无法掩盖写入。对大多数驱动器来说，1 GiB 就足够了。</translation>
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
        <translation>每次提交的写入数(&amp;W)：</translation>
    </message>
    <message>
        <source>Writes per commit</source>
        <translation>每次提交的写入数</translation>
    </message>
    <message>
        <source>1 commits every write. More: a batched group commit, as busy databases do.</source>
        <translation>1 表示每次写入都提交。更大的值表示批量的组提交，就像繁忙的数据库那样。</translation>
    </message>
    <message>
        <source>&amp;Only the drive loses power: I will pull its cable (USB or hot-plug drive)</source>
        <translation>只有驱动器断电：我会拔掉它的线缆（USB 或支持热插拔的驱动器）(&amp;O)</translation>
    </message>
    <message>
        <source>A test file in %1</source>
        <extracomment>%1 a folder</extracomment>
        <translation>%1 中的测试文件</translation>
    </message>
    <message>
        <source>A test file in another folder…</source>
        <translation>其他文件夹中的测试文件…</translation>
    </message>
    <message>
        <source>The whole device %1, erasing everything on it</source>
        <extracomment>%1 a device node</extracomment>
        <translation>整个设备 %1，擦除其上的所有内容</translation>
    </message>
    <message>
        <source>A file system of this drive is mounted or in use: unmount it first to write over the device.</source>
        <translation>此驱动器上的某个文件系统已挂载或正在使用：要覆盖该设备，请先将其卸载。</translation>
    </message>
    <message>
        <source>Choose a folder on the drive to test</source>
        <translation>请选择要测试的驱动器上的文件夹</translation>
    </message>
    <message>
        <source>The test writes over %1: everything on it is lost. You will be asked to type the device&apos;s name to confirm.</source>
        <extracomment>%1 a device node</extracomment>
        <translation>此测试会覆盖 %1：其上的所有内容都将丢失。系统会要求您输入设备名称以确认。</translation>
    </message>
    <message>
        <source>Cable-pull mode: the computer keeps running and only the drive goes dark. The witness may run on this computer (the witness page, address 127.0.0.1:7070), but its record must be on another disk than the one under test.</source>
        <translation>拔线模式：计算机保持运行，只有驱动器断电。见证机可以在本机上运行（见证机页面，地址 127.0.0.1:7070），但它的记录必须保存在被测磁盘以外的另一块磁盘上。</translation>
    </message>
    <message>
        <source>The whole computer loses power: you will pull its power cord. The witness runs on a second computer.</source>
        <translation>整台计算机断电：您将拔掉它的电源线。见证机在第二台计算机上运行。</translation>
    </message>
</context>
<context>
    <name>DriveProof::Gui::PowerLossPreflightStep</name>
    <message>
        <source>Before the test</source>
        <translation>测试之前</translation>
    </message>
    <message>
        <source>Things to know</source>
        <translation>须知事项</translation>
    </message>
    <message>
        <source>unknown</source>
        <translation>未知</translation>
    </message>
    <message>
        <source>Reading the drive&apos;s identity, write cache and health… Reading the cache or the counters may ask for your password.</source>
        <translation>正在读取驱动器的身份信息、写入缓存和健康状态… 读取缓存或计数器时可能需要输入密码。</translation>
    </message>
    <message>
        <source>Practice with a lying drive: it acknowledges writes while they are still in its cache, and loses them at the power cut. Expect FAIL.</source>
        <translation>用一个撒谎的驱动器练习：它在写入仍在缓存中时就确认写入，并在断电时丢失这些写入。预期结果为未通过。</translation>
    </message>
    <message>
        <source>Practice with an honest drive: it keeps every write it acknowledged. Expect a pass of the simulated cut.</source>
        <translation>用一个诚实的驱动器练习：它保住了确认过的每一次写入。预期模拟断电会通过。</translation>
    </message>
    <message>
        <source>What happens:
1. DriveProof prepares a simulated drive of 16 MiB and a witness on this computer.
2. It writes numbered records, commits each one and reports it to the witness; the chart shows the commits per second.
3. Once commits flow steadily it says &quot;Pull the plug now&quot;: press &quot;Cut the power&quot;. On a real test you would pull the power cord at that moment.
4. The simulated drive starts again, DriveProof reads it back and compares it with the witness&apos;s record.
5. The report says what the drive kept and what it lost.</source>
        <translation>过程如下：
1. DriveProof 准备一个 16 MiB 的模拟驱动器，并在本机上准备一个见证机。
2. 它写入带编号的记录，逐条提交并报告给见证机；图表显示每秒的提交次数。
3. 一旦提交稳定进行，它会提示“现在拔掉电源插头”：请按“切断电源”。在真实测试中，您此时要拔掉电源线。
4. 模拟驱动器重新启动，DriveProof 将其读回，并与见证机的记录进行比较。
5. 报告会说明驱动器保住了什么、丢失了什么。</translation>
    </message>
    <message>
        <source>The test cannot run: %1</source>
        <extracomment>%1 the reason</extracomment>
        <translation>无法运行测试：%1</translation>
    </message>
    <message>
        <source>DriveProof read this before the test; it compares it after the power cut.</source>
        <translation>DriveProof 在测试前读取了这些信息；断电后会再次比较。</translation>
    </message>
    <message>
        <source>Drive:</source>
        <translation>驱动器：</translation>
    </message>
    <message>
        <source>Serial number:</source>
        <translation>序列号：</translation>
    </message>
    <message>
        <source>Firmware:</source>
        <translation>固件：</translation>
    </message>
    <message>
        <source>Capacity:</source>
        <translation>容量：</translation>
    </message>
    <message>
        <source>Write cache:</source>
        <translation>写入缓存：</translation>
    </message>
    <message>
        <source>Unsafe shutdowns so far:</source>
        <translation>迄今的不安全关机次数：</translation>
    </message>
    <message>
        <source>the drive does not count them</source>
        <translation>驱动器不统计该数据</translation>
    </message>
    <message>
        <source>Computer:</source>
        <translation>计算机：</translation>
    </message>
    <message>
        <source>Start the test: DriveProof prepares the test area (this takes a while), connects to the witness and writes. Wait for &quot;Pull the plug now&quot;.</source>
        <translation>开始测试：DriveProof 准备测试区域（需要一些时间），连接到见证机并开始写入。请等待“现在拔掉电源插头”的提示。</translation>
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
        <translation>发现的情况</translation>
    </message>
    <message>
        <source>Acknowledged writes and the power cut</source>
        <translation>已确认的写入与断电</translation>
    </message>
    <message>
        <source>Does this run count?</source>
        <translation>此次运行是否有效？</translation>
    </message>
    <message>
        <source>Machine and drive at the start</source>
        <translation>开始时的计算机和驱动器</translation>
    </message>
    <message>
        <source>What to do next</source>
        <translation>下一步怎么做</translation>
    </message>
    <message>
        <source>Export &amp;JSON…</source>
        <translation>导出 JSON(&amp;J)…</translation>
    </message>
    <message>
        <source>Save the whole report as a JSON file</source>
        <translation>将完整报告保存为 JSON 文件</translation>
    </message>
    <message>
        <source>&amp;Test again</source>
        <translation>再次测试(&amp;T)</translation>
    </message>
    <message>
        <source>Practice run on a simulated drive, started %1. Nothing on your drives was tested.</source>
        <translation>在模拟驱动器上的练习运行，开始于 %1。您的驱动器均未被测试。</translation>
    </message>
    <message>
        <source>Test of %1, started %2.</source>
        <translation>%1 的测试，开始于 %2。</translation>
    </message>
    <message>
        <source>The witness recorded %1 acknowledged writes; %2 blocks were checked.</source>
        <extracomment>%1 a number of writes</extracomment>
        <translation>见证机记录了 %1 次已确认的写入；检查了 %2 个块。</translation>
    </message>
    <message>
        <source>No acknowledged write was lost or damaged.</source>
        <translation>没有任何已确认的写入丢失或损坏。</translation>
    </message>
    <message>
        <source>Each dot is a write the witness heard acknowledged, at the moment it heard it; the dashed line is when the writer went silent, the estimated cut. Red dots are writes the drive lost.</source>
        <translation>每个点代表见证机收到确认的一次写入，位于它收到确认的时刻；虚线是写入端停止通信的时刻，即估计的断电时刻。红点是驱动器丢失的写入。</translation>
    </message>
    <message>
        <source>%1 earlier writes that were kept are not drawn.</source>
        <extracomment>%1 a number of writes</extracomment>
        <translation>之前已保留的 %1 次写入未绘出。</translation>
    </message>
    <message>
        <source>Passed: %1</source>
        <translation>通过：%1</translation>
    </message>
    <message>
        <source>Not passed: %1</source>
        <translation>未通过：%1</translation>
    </message>
    <message>
        <source>unknown</source>
        <translation>未知</translation>
    </message>
    <message>
        <source>Computer:</source>
        <translation>计算机：</translation>
    </message>
    <message>
        <source>Drive:</source>
        <translation>驱动器：</translation>
    </message>
    <message>
        <source>Capacity:</source>
        <translation>容量：</translation>
    </message>
    <message>
        <source>Write cache:</source>
        <translation>写入缓存：</translation>
    </message>
    <message>
        <source>Commit method:</source>
        <translation>提交方式：</translation>
    </message>
    <message>
        <source>Test area:</source>
        <translation>测试区域：</translation>
    </message>
    <message>
        <source>Kernel:</source>
        <translation>内核：</translation>
    </message>
    <message>
        <source>Unsafe shutdowns before:</source>
        <translation>测试前的不安全关机次数：</translation>
    </message>
    <message>
        <source>the drive does not count them</source>
        <translation>驱动器不统计此项</translation>
    </message>
    <message>
        <source>Run id:</source>
        <translation>运行 ID：</translation>
    </message>
    <message>
        <source>This was practice. To test a real drive, run the wizard again and choose a witness on a second computer.</source>
        <translation>这只是练习。要测试真实的驱动器，请再次运行向导，并选择第二台计算机上的见证机。</translation>
    </message>
    <message>
        <source>Switch the drive&apos;s write cache off (the Write cache card of the drive page) and test again: if it passes then, keep the cache off for data that matters.</source>
        <translation>关闭驱动器的写入缓存（驱动器页面上的“写入缓存”卡片），然后再次测试：如果这样能通过，请在存放重要数据时保持缓存关闭。</translation>
    </message>
    <message>
        <source>Do not trust this drive with data that must survive a power cut; a firmware update may help. Test again after any change.</source>
        <translation>不要把必须在断电后保全的数据交给此驱动器；更新固件或许有帮助。做出任何更改后请再次测试。</translation>
    </message>
    <message>
        <source>Fix what the checklist names and test again.</source>
        <translation>修复检查清单中指出的问题，然后再次测试。</translation>
    </message>
    <message>
        <source>Run the test at least five times: one passing run can be luck, five make a configuration worth trusting.</source>
        <translation>至少运行五次测试：一次通过可能只是运气，五次通过才说明此配置值得信赖。</translation>
    </message>
    <message>
        <source>Export the report</source>
        <translation>导出报告</translation>
    </message>
    <message>
        <source>JSON files (*.json)</source>
        <translation>JSON 文件 (*.json)</translation>
    </message>
    <message>
        <source>Could not write %1: %2</source>
        <extracomment>%1 a file path, %2 the system&apos;s reason</extracomment>
        <translation>无法写入 %1：%2</translation>
    </message>
    <message>
        <source>Saved %1</source>
        <extracomment>%1 a file path</extracomment>
        <translation>已保存 %1</translation>
    </message>
    <message>
        <source>The lost tail: every commit acknowledged in the last %1 s before the cut.</source>
        <extracomment>%1 seconds, with one decimal</extracomment>
        <translation>丢失的末尾：断电前最后 %1 秒内确认的每一次提交。</translation>
    </message>
</context>
<context>
    <name>DriveProof::Gui::PowerLossRunStep</name>
    <message>
        <source>Practice run</source>
        <translation>练习运行</translation>
    </message>
    <message>
        <source>The test runs</source>
        <translation>测试正在运行</translation>
    </message>
    <message>
        <source>Preparing the test area</source>
        <translation>正在准备测试区域</translation>
    </message>
    <message>
        <source>Commits, writes in flight and the link to the witness</source>
        <translation>提交、正在进行的写入以及与见证机的连接</translation>
    </message>
    <message>
        <source>Pull the plug now</source>
        <extracomment>shown very large once the run is warm</extracomment>
        <translation>现在拔掉电源插头</translation>
    </message>
    <message>
        <source>Press &quot;Cut the power&quot;. On a real test you would now pull the power cord out of the computer (not press its power button).</source>
        <translation>请按“切断电源”。在真实测试中，您此时要拔掉计算机的电源线（而不是按电源按钮）。</translation>
    </message>
    <message>
        <source>Pull the drive&apos;s cable out now (USB or power cable of the drive only). Leave the computer running; plug the drive back in after ten seconds. The witness and its record must be on another disk.</source>
        <translation>现在拔掉驱动器的线缆（只拔驱动器的 USB 线或电源线）。保持计算机运行；十秒后再把驱动器插回去。见证机及其记录必须位于另一块磁盘上。</translation>
    </message>
    <message>
        <source>Pull the power cord out of the computer now (a laptop: its battery too). Do not press the power button and do not shut down: the drive must lose power while it is writing. Wait ten seconds, plug it back in and start the computer: DriveProof opens by itself and checks the drive.</source>
        <translation>现在拔掉计算机的电源线（笔记本电脑还要取下电池）。不要按电源按钮，也不要关机：驱动器必须在写入时断电。等待十秒，重新插上电源并启动计算机：DriveProof 会自动打开并检查驱动器。</translation>
    </message>
    <message>
        <source>&amp;Cut the power</source>
        <translation>切断电源(&amp;C)</translation>
    </message>
    <message>
        <source>Simulate the power cut: the simulated drive loses what it only held in its cache</source>
        <translation>模拟断电：模拟驱动器会丢失仅保存在其缓存中的内容</translation>
    </message>
    <message>
        <source>&amp;Stop without a cut</source>
        <translation>停止，不断电(&amp;S)</translation>
    </message>
    <message>
        <source>End the run cleanly; nothing is verified</source>
        <translation>正常结束本次运行；不会进行任何验证</translation>
    </message>
    <message>
        <source>Starting…</source>
        <translation>正在启动…</translation>
    </message>
    <message>
        <source>%1 commits/s · %2 commits, %3 held by the witness · %4 in flight · witness: %5</source>
        <extracomment>%1 commits per second, %2 commits done, %3 commits the witness holds, %4 writes in flight, %5 the link&apos;s state (&quot;connected&quot;)</extracomment>
        <translation>%1 次提交/秒 · %2 次提交，见证机保存 %3 次 · %4 个正在进行 · 见证机：%5</translation>
    </message>
    <message>
        <source>Commits per second</source>
        <translation>每秒提交次数</translation>
    </message>
    <message>
        <source>Checking the simulated drive: %1</source>
        <extracomment>%1 what the verifier does now</extracomment>
        <translation>正在检查模拟驱动器：%1</translation>
    </message>
    <message>
        <source>The run failed.</source>
        <translation>运行失败。</translation>
    </message>
</context>
<context>
    <name>DriveProof::Gui::PowerLossUi</name>
    <message>
        <source>fdatasync after each commit (what most databases use)</source>
        <translation>每次提交后执行 fdatasync（大多数数据库使用的方式）</translation>
    </message>
    <message>
        <source>fsync after each commit (also flushes the file&apos;s metadata)</source>
        <translation>每次提交后执行 fsync（同时刷写文件的元数据）</translation>
    </message>
    <message>
        <source>O_DSYNC: every write is durable when it returns</source>
        <extracomment>O_DSYNC is a technical name, keep it</extracomment>
        <translation>O_DSYNC：每次写入在返回时即已持久化</translation>
    </message>
    <message>
        <source>O_SYNC: every write and its metadata are durable when it returns</source>
        <extracomment>O_SYNC is a technical name, keep it</extracomment>
        <translation>O_SYNC：每次写入及其元数据在返回时即已持久化</translation>
    </message>
    <message>
        <source>Passed: the drive kept every write it acknowledged</source>
        <translation>通过：驱动器保住了它确认过的每一次写入</translation>
    </message>
    <message>
        <source>Failed: the drive lost or damaged writes it had acknowledged</source>
        <translation>未通过：驱动器丢失或损坏了它已确认的写入</translation>
    </message>
    <message>
        <source>Inconclusive: this run cannot prove the drive safe</source>
        <translation>无法判定：此次运行无法证明驱动器是安全的</translation>
    </message>
    <message>
        <source>on</source>
        <extracomment>the drive&apos;s write cache</extracomment>
        <translation>开启</translation>
    </message>
    <message>
        <source>off</source>
        <extracomment>the drive&apos;s write cache</extracomment>
        <translation>关闭</translation>
    </message>
    <message>
        <source>unknown</source>
        <translation>未知</translation>
    </message>
</context>
<context>
    <name>DriveProof::Gui::PowerLossVerifyStep</name>
    <message>
        <source>Check the drive after the power cut</source>
        <translation>断电后检查驱动器</translation>
    </message>
    <message>
        <source>DriveProof asks the witness for its record, reads the whole test area and compares every block with what the drive acknowledged. The witness must be running and reachable.</source>
        <translation>DriveProof 向见证机请求其记录，读取整个测试区域，并将每个块与驱动器确认过的内容进行比较。见证机必须正在运行且可以访问。</translation>
    </message>
    <message>
        <source>If the witness cannot be reached, start it again on the second computer (it kept its record on disk) and press &quot;Verify now&quot;. The test stays pending until it is verified or forgotten, and DriveProof opens this page at every start until then.</source>
        <translation>如果无法连接见证机，请在第二台计算机上重新启动它（它已将记录保存在磁盘上），然后按“立即验证”。在测试被验证或放弃之前，它会一直处于待验证状态，在此之前 DriveProof 每次启动时都会打开此页面。</translation>
    </message>
    <message>
        <source>Verification progress</source>
        <translation>验证进度</translation>
    </message>
    <message>
        <source>&amp;Verify now</source>
        <translation>立即验证(&amp;V)</translation>
    </message>
    <message>
        <source>&amp;Forget this test</source>
        <translation>放弃此测试(&amp;F)</translation>
    </message>
    <message>
        <source>Remove the pending test without verifying it</source>
        <translation>删除待验证的测试而不进行验证</translation>
    </message>
    <message>
        <source>• %1, started %2, witness %3</source>
        <extracomment>%1 a file or device, %2 a date and time, %3 a witness address</extracomment>
        <translation>• %1，开始于 %2，见证机 %3</translation>
    </message>
    <message>
        <source>practice run</source>
        <translation>练习运行</translation>
    </message>
    <message>
        <source>No test is waiting to be checked.</source>
        <translation>没有等待检查的测试。</translation>
    </message>
    <message>
        <source>Waiting to be checked (the first one is checked now):
%1</source>
        <translation>等待检查（现在检查第一个）：
%1</translation>
    </message>
    <message>
        <source>Starting…</source>
        <translation>正在启动…</translation>
    </message>
</context>
<context>
    <name>DriveProof::Gui::PowerLossWitnessStep</name>
    <message>
        <source>The witness</source>
        <translation>见证机</translation>
    </message>
    <message>
        <source>A second computer records every write this drive acknowledges, so that after the power cut DriveProof knows what the drive promised.</source>
        <translation>第二台计算机会记录此驱动器确认的每一次写入，这样断电后 DriveProof 就知道驱动器承诺了什么。</translation>
    </message>
    <message>
        <source>&amp;Another computer is the witness</source>
        <translation>由另一台计算机充当见证机(&amp;A)</translation>
    </message>
    <message>
        <source>Witness &amp;address:</source>
        <translation>见证机地址(&amp;A)：</translation>
    </message>
    <message>
        <source>Witness address and port</source>
        <translation>见证机地址和端口</translation>
    </message>
    <message>
        <source>&amp;Pairing code:</source>
        <translation>配对码(&amp;P)：</translation>
    </message>
    <message>
        <source>Pairing code</source>
        <translation>配对码</translation>
    </message>
    <message>
        <source>On the second computer, open DriveProof&apos;s witness page (menu &quot;Power-loss witness…&quot;) or run &quot;driveproof-cli witness --listen 0.0.0.0:7070&quot; in a terminal. It shows the pairing code; type it here with its address, e.g. 192.168.1.20:7070.</source>
        <translation>在第二台计算机上打开 DriveProof 的见证机页面（菜单“断电测试见证机…”），或在终端中运行“driveproof-cli witness --listen 0.0.0.0:7070”。它会显示配对码；请在此处输入该配对码及其地址，例如 192.168.1.20:7070。</translation>
    </message>
    <message>
        <source>P&amp;ractice on this computer, with a simulated drive</source>
        <translation>在本机上用模拟驱动器练习(&amp;R)</translation>
    </message>
    <message>
        <source>Learn the procedure without pulling a plug: a simulated drive, a witness on this computer and a simulated power cut. Nothing on your drives is written.</source>
        <translation>无需拔插头即可了解整个过程：使用模拟驱动器、本机上的见证机和模拟断电。不会向您的驱动器写入任何内容。</translation>
    </message>
    <message>
        <source>Simulated &amp;drive:</source>
        <translation>模拟驱动器(&amp;D)：</translation>
    </message>
    <message>
        <source>Simulated drive</source>
        <translation>模拟驱动器</translation>
    </message>
    <message>
        <source>Honest: keeps every write it acknowledged</source>
        <translation>诚实：保住确认过的每一次写入</translation>
    </message>
    <message>
        <source>Lying: acknowledges writes it still holds in its cache</source>
        <translation>撒谎：确认仍保存在缓存中的写入</translation>
    </message>
    <message>
        <source>This is not a pairing code: it has twelve letters and digits, like K7QD-M2XF-9HBT.</source>
        <translation>这不是配对码：配对码由十二个字母和数字组成，例如 K7QD-M2XF-9HBT。</translation>
    </message>
</context>
<context>
    <name>DriveProof::Gui::PowerLossWizard</name>
    <message>
        <source>Power-loss test – DriveProof</source>
        <translation>断电测试 – DriveProof</translation>
    </message>
    <message>
        <source>Power-loss test of %1 – DriveProof</source>
        <translation>%1 的断电测试 – DriveProof</translation>
    </message>
    <message>
        <source>1. Drive and area</source>
        <translation>1. 驱动器和区域</translation>
    </message>
    <message>
        <source>2. Witness</source>
        <translation>2. 见证机</translation>
    </message>
    <message>
        <source>3. Check</source>
        <translation>3. 检查</translation>
    </message>
    <message>
        <source>4. Run and pull the plug</source>
        <translation>4. 运行并拔掉插头</translation>
    </message>
    <message>
        <source>5. Verify</source>
        <translation>5. 验证</translation>
    </message>
    <message>
        <source>6. Report</source>
        <translation>6. 报告</translation>
    </message>
    <message>
        <source>&lt; &amp;Back</source>
        <translation>&lt; 上一步(&amp;B)</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>关闭</translation>
    </message>
    <message>
        <source>Current step</source>
        <translation>当前步骤</translation>
    </message>
    <message>
        <source>&amp;Next &gt;</source>
        <translation>下一步(&amp;N) &gt;</translation>
    </message>
    <message>
        <source>&amp;Check this computer &gt;</source>
        <translation>检查本机(&amp;C) &gt;</translation>
    </message>
    <message>
        <source>&amp;Start practice</source>
        <translation>开始练习(&amp;S)</translation>
    </message>
    <message>
        <source>&amp;Start the test</source>
        <translation>开始测试(&amp;S)</translation>
    </message>
    <message>
        <source>Power-loss test</source>
        <translation>断电测试</translation>
    </message>
    <message>
        <source>simulated drive</source>
        <translation>模拟驱动器</translation>
    </message>
    <message>
        <source>Power-loss practice on a simulated lying drive – DriveProof</source>
        <extracomment>window title while practising on the simulated drive that loses acknowledged writes</extracomment>
        <translation>断电练习：会说谎的模拟驱动器 – DriveProof</translation>
    </message>
    <message>
        <source>Power-loss practice on a simulated honest drive – DriveProof</source>
        <extracomment>window title while practising on the simulated drive that keeps its writes</extracomment>
        <translation>断电练习：诚实的模拟驱动器 – DriveProof</translation>
    </message>
</context>
<context>
    <name>DriveProof::Gui::ReportWindow</name>
    <message>
        <source>Drive report: %1</source>
        <extracomment>window title; %1 the report&apos;s file name</extracomment>
        <translation>驱动器报告：%1</translation>
    </message>
    <message>
        <source>Open a drive report</source>
        <translation>打开驱动器报告</translation>
    </message>
    <message>
        <source>Drive reports (*.txt *.json *.log);;All files (*)</source>
        <extracomment>file dialog filter; keep the patterns in parentheses as they are</extracomment>
        <translation>驱动器报告 (*.txt *.json *.log);;所有文件 (*)</translation>
    </message>
    <message>
        <source>pasted text</source>
        <extracomment>the name a report pasted from the clipboard goes by</extracomment>
        <translation>粘贴的文本</translation>
    </message>
</context>
<context>
    <name>DriveProof::Gui::ResultCharts</name>
    <message>
        <source>&amp;Latency of:</source>
        <translation>显示延迟(&amp;L)：</translation>
    </message>
    <message>
        <source>Measurement whose latency is shown</source>
        <translation>要显示其延迟的测量项</translation>
    </message>
</context>
<context>
    <name>DriveProof::Gui::ResultExporter</name>
    <message>
        <source>Could not write %1: %2. Choose another folder.</source>
        <extracomment>%1 a file path, %2 the system&apos;s reason</extracomment>
        <translation>无法写入 %1：%2。请选择其他文件夹。</translation>
    </message>
</context>
<context>
    <name>DriveProof::Gui::ResultPage</name>
    <message>
        <source>Verdict</source>
        <translation>结论</translation>
    </message>
    <message>
        <source>At a glance</source>
        <translation>概览</translation>
    </message>
    <message>
        <source>All numbers</source>
        <translation>全部数值</translation>
    </message>
    <message>
        <source>Charts</source>
        <translation>图表</translation>
    </message>
    <message>
        <source>Export &amp;JSON…</source>
        <translation>导出 JSON(&amp;J)…</translation>
    </message>
    <message>
        <source>Save everything this test measured, for other programs</source>
        <translation>保存此测试测得的全部数据，供其他程序使用</translation>
    </message>
    <message>
        <source>Export &amp;CSV…</source>
        <translation>导出 CSV(&amp;C)…</translation>
    </message>
    <message>
        <source>Save the table of numbers for a spreadsheet</source>
        <translation>保存数值表格，供电子表格使用</translation>
    </message>
    <message>
        <source>Save charts as &amp;PNG…</source>
        <translation>将图表保存为 PNG(&amp;P)…</translation>
    </message>
    <message>
        <source>Save a picture of each chart into a folder</source>
        <translation>将每个图表的图片保存到一个文件夹中</translation>
    </message>
    <message>
        <source>&amp;History</source>
        <translation>历史记录(&amp;H)</translation>
    </message>
    <message>
        <source>Earlier runs on this drive, and comparing two of them</source>
        <translation>此驱动器之前的测试记录，并可比较其中两次</translation>
    </message>
    <message>
        <source>&amp;New test</source>
        <translation>新测试(&amp;N)</translation>
    </message>
    <message>
        <source>Ran on %1, started %2, took %3.</source>
        <extracomment>under a result&apos;s title; %1 where it ran, %2 date and time it started, %3 how long it took</extracomment>
        <translation>运行于 %1，开始于 %2，耗时 %3。</translation>
    </message>
    <message>
        <source>Drive: %1, serial number %2</source>
        <extracomment>the drive a result is about; %1 model (or device name), %2 serial number</extracomment>
        <translation>驱动器：%1，序列号 %2</translation>
    </message>
    <message>
        <source>Drive: %1</source>
        <extracomment>the drive a result is about; %1 model or device name</extracomment>
        <translation>驱动器：%1</translation>
    </message>
    <message>
        <source>The test stopped on an error.</source>
        <translation>测试因错误而停止。</translation>
    </message>
    <message>
        <source>You cancelled the test before it measured anything.</source>
        <translation>您在测试测得任何数据之前取消了测试。</translation>
    </message>
    <message>
        <source>You cancelled the test. The numbers below are those of the steps that finished before that; the verdict may be incomplete.</source>
        <translation>您取消了测试。下面的数值来自取消前已完成的步骤；结论可能不完整。</translation>
    </message>
    <message>
        <source>This result could not be kept in the history: %1</source>
        <extracomment>%1 why the result could not be saved</extracomment>
        <translation>此结果无法保存到历史记录中：%1</translation>
    </message>
    <message>
        <source>This result is kept in the drive&apos;s history, so you can compare it with later runs.</source>
        <translation>此结果已保存在驱动器的历史记录中，以便与以后的测试进行比较。</translation>
    </message>
    <message>
        <source>This test measures speed and gives no verdict of its own. Compare the numbers with the drive&apos;s data sheet, or with an earlier run in the history.</source>
        <translation>此测试只测量速度，本身不给出结论。请将数值与驱动器的规格书或历史记录中以前的测试进行比较。</translation>
    </message>
    <message>
        <source>%1:</source>
        <extracomment>label of a row; %1 a measurement&apos;s name, e.g. &quot;SEQ1M Q8T1 read&quot;</extracomment>
        <translation>%1：</translation>
    </message>
    <message>
        <source>Save the charts into a folder</source>
        <translation>将图表保存到文件夹</translation>
    </message>
    <message>
        <source>Export the result as JSON</source>
        <translation>将结果导出为 JSON</translation>
    </message>
    <message>
        <source>Export the numbers as CSV</source>
        <translation>将数值导出为 CSV</translation>
    </message>
    <message>
        <source>JSON files (*.json)</source>
        <translation>JSON 文件 (*.json)</translation>
    </message>
    <message>
        <source>CSV files (*.csv)</source>
        <translation>CSV 文件 (*.csv)</translation>
    </message>
    <message>
        <source>Saved %1.</source>
        <extracomment>%1 a file path</extracomment>
        <translation>已保存 %1。</translation>
    </message>
    <message numerus="yes">
        <source>Saved %n file(s) in %1.</source>
        <extracomment>%n files were written into the folder %1</extracomment>
        <translation>
            <numerusform>已将 %n 个文件保存到 %1。</numerusform>
        </translation>
    </message>
    <message>
        <source>Copy &amp;summary</source>
        <translation>复制摘要(&amp;S)</translation>
    </message>
    <message>
        <source>A few lines with the main numbers and the verdicts, to paste into a forum post or an issue</source>
        <translation>几行主要数字和结论，可粘贴到论坛帖子或问题报告中</translation>
    </message>
    <message>
        <source>Copied: the summary is on the clipboard, ready to paste.</source>
        <translation>已复制：摘要已在剪贴板中，可以粘贴。</translation>
    </message>
    <message>
        <source>Settings: %1</source>
        <extracomment>under a result&apos;s title; %1 what it ran with: &quot;128 MiB · 2 s per step · temporary file on ext4 · io_uring&quot;</extracomment>
        <translation>设置：%1</translation>
    </message>
</context>
<context>
    <name>DriveProof::Gui::ResultText</name>
    <message>
        <source>Danger</source>
        <translation>危险</translation>
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
        <translation>提示</translation>
    </message>
    <message>
        <source>%L1 commits/s</source>
        <extracomment>commits per second, e.g. &quot;1,234 commits/s&quot;</extracomment>
        <translation>%L1 次提交/秒</translation>
    </message>
    <message>
        <source>a temporary file in %1</source>
        <extracomment>where a test ran; %1 the folder that held its temporary file</extracomment>
        <translation>%1 中的临时文件</translation>
    </message>
    <message>
        <source>the device %1</source>
        <extracomment>where a test ran; %1 a device node such as /dev/sdb</extracomment>
        <translation>设备 %1</translation>
    </message>
    <message>
        <source>an unknown target</source>
        <translation>未知目标</translation>
    </message>
    <message>
        <source>the file %1</source>
        <extracomment>where a test ran; %1 a file path</extracomment>
        <translation>文件 %1</translation>
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
        <translation>设置：%1</translation>
    </message>
    <message>
        <source>Drive self-test</source>
        <extracomment>a drive self-test in the drive&apos;s history (the drive tested itself)</extracomment>
        <translation>驱动器自检</translation>
    </message>
    <message>
        <source>Device: %1, serial number %2</source>
        <extracomment>a line of a copied summary; %1 the device node (&quot;/dev/sdb&quot;), %2 its serial number (&quot;-&quot; when it has none)</extracomment>
        <translation>设备：%1，序列号 %2</translation>
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
        <translation>读取</translation>
    </message>
    <message>
        <source>Write</source>
        <extracomment>heading of the column of write rates in the quick check&apos;s tiles</extracomment>
        <translation>写入</translation>
    </message>
    <message>
        <source>not measured</source>
        <translation>未测量</translation>
    </message>
    <message>
        <source>%1 %2: not measured</source>
        <extracomment>read by screen readers; %1 a preset such as &quot;SEQ1M Q8T1&quot;, %2 &quot;Read&quot; or &quot;Write&quot;</extracomment>
        <translation>%1 %2：未测量</translation>
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
        <translation>进度</translation>
    </message>
    <message>
        <source>&amp;Show:</source>
        <translation>显示(&amp;S)：</translation>
    </message>
    <message>
        <source>Commits per second</source>
        <translation>每秒提交次数</translation>
    </message>
    <message>
        <source>IOPS</source>
        <translation>IOPS</translation>
    </message>
    <message>
        <source>What the chart shows</source>
        <translation>图表显示的内容</translation>
    </message>
    <message>
        <source>You can go on using DriveProof meanwhile. Other programs that use this drive now slow the test down and change its numbers.</source>
        <translation>在此期间您可以继续使用 DriveProof。此时其他正在使用此驱动器的程序会拖慢测试并影响测得的数值。</translation>
    </message>
    <message>
        <source>Cancelling…</source>
        <translation>正在取消…</translation>
    </message>
    <message>
        <source>&amp;Cancel test</source>
        <translation>取消测试(&amp;C)</translation>
    </message>
    <message>
        <source>Stop the test now; the steps that finished are kept</source>
        <translation>立即停止测试；已完成的步骤会被保留</translation>
    </message>
    <message>
        <source>In a temporary file in %1, removed afterwards.</source>
        <extracomment>where a test runs; %1 a folder</extracomment>
        <translation>在 %1 中的临时文件上进行，结束后删除。</translation>
    </message>
    <message>
        <source>On the file %1.</source>
        <extracomment>where a test runs; %1 a file</extracomment>
        <translation>在文件 %1 上进行。</translation>
    </message>
    <message>
        <source>On the device %1, writing over its contents.</source>
        <extracomment>where a test runs; %1 a device node</extracomment>
        <translation>在设备 %1 上进行，会覆盖其中的内容。</translation>
    </message>
    <message>
        <source>On the device %1, only reading.</source>
        <extracomment>where a test runs; %1 a device node</extracomment>
        <translation>在设备 %1 上进行，只读取。</translation>
    </message>
    <message>
        <source>Cancelling: waiting for the drive to finish the I/O in flight, then removing the temporary file…</source>
        <translation>正在取消：等待驱动器完成正在进行的 I/O，然后删除临时文件…</translation>
    </message>
    <message>
        <source>Starting…</source>
        <translation>正在启动…</translation>
    </message>
    <message>
        <source>About %1 left</source>
        <extracomment>time left in a running test; %1 minutes:seconds, e.g. 1:23</extracomment>
        <translation>剩余约 %1</translation>
    </message>
    <message>
        <source>Time left: not known yet</source>
        <translation>剩余时间：尚不清楚</translation>
    </message>
    <message>
        <source>Now: %L1 commits per second</source>
        <extracomment>the last measured rate of a commit test; %1 commits per second</extracomment>
        <translation>当前：每秒 %L1 次提交</translation>
    </message>
    <message>
        <source>Now: %1, %2</source>
        <extracomment>the last measured numbers; %1 a rate (MB/s or MiB/s), %2 operations per second (IOPS)</extracomment>
        <translation>当前：%1，%2</translation>
    </message>
</context>
<context>
    <name>DriveProof::Gui::SelfTestPanel</name>
    <message numerus="yes">
        <source>about %n minute(s)</source>
        <extracomment>%n the number of minutes the drive says a self-test takes</extracomment>
        <translation>
            <numerusform>约 %n 分钟</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <extracomment>a self-test button: %1 its kind (&quot;Short test&quot;), %2 its duration</extracomment>
        <translation>%1（%2）</translation>
    </message>
    <message>
        <source>Short test</source>
        <translation>简短测试</translation>
    </message>
    <message>
        <source>Extended test</source>
        <translation>扩展测试</translation>
    </message>
    <message>
        <source>Conveyance test</source>
        <translation>运输测试</translation>
    </message>
    <message>
        <source>Abort self-test</source>
        <translation>中止自检</translation>
    </message>
    <message>
        <source>running, %1% done</source>
        <extracomment>%1 how far the running self-test is, in percent</extracomment>
        <translation>运行中，已完成 %1%</translation>
    </message>
    <message>
        <source>The drive runs the test by itself: you may close this window.</source>
        <translation>测试由驱动器自行执行：您可以关闭此窗口。</translation>
    </message>
    <message>
        <source>no self-test running</source>
        <extracomment>%1 the last self-test&apos;s result in words</extracomment>
        <translation>没有正在运行的自检</translation>
    </message>
    <message>
        <source>Last result: %1</source>
        <translation>上次结果：%1</translation>
    </message>
</context>
<context>
    <name>DriveProof::Gui::SettingsDialog</name>
    <message>
        <source>Preferences</source>
        <translation>首选项</translation>
    </message>
    <message>
        <source>&amp;Language:</source>
        <translation>语言(&amp;L)：</translation>
    </message>
    <message>
        <source>System default (%1)</source>
        <extracomment>first entry of the language list; %1 the language the system asks for, in its own name, e.g. &quot;Deutsch&quot;</extracomment>
        <translation>系统默认（%1）</translation>
    </message>
    <message>
        <source>The language of DriveProof&apos;s windows. A change applies at once and is kept for the next start. The system default follows the LANGUAGE and LANG environment variables.</source>
        <translation>DriveProof 窗口使用的语言。更改会立即生效，并在下次启动时保留。“系统默认”遵循 LANGUAGE 和 LANG 环境变量。</translation>
    </message>
    <message>
        <source>&amp;Transfer rates in:</source>
        <translation>传输速率单位(&amp;T)：</translation>
    </message>
    <message>
        <source>Drive makers and most benchmarks count a megabyte as 1,000,000 bytes; many file managers count a mebibyte, 1,048,576 bytes.</source>
        <translation>驱动器厂商和大多数基准测试将 1 兆字节计为 1,000,000 字节；许多文件管理器则使用兆二进制字节，即 1,048,576 字节。</translation>
    </message>
    <message>
        <source>Default test si&amp;ze:</source>
        <translation>默认测试大小(&amp;Z)：</translation>
    </message>
    <message>
        <source>What the test picker offers first. You can still choose another size for each test there.</source>
        <translation>测试选择界面最先提供的值。您仍可以在那里为每项测试选择其他大小。</translation>
    </message>
    <message>
        <source>Default time per st&amp;ep (seconds):</source>
        <translation>默认每个步骤的时长（秒）(&amp;E)：</translation>
    </message>
    <message>
        <source>How long each measurement of a test runs, as the test picker offers it first.</source>
        <translation>测试中每次测量运行的时长，即测试选择界面最先提供的值。</translation>
    </message>
    <message>
        <source>MB/s (megabytes, 10⁶ bytes)</source>
        <extracomment>a choice of unit; 1 MB = 1,000,000 bytes</extracomment>
        <translation>MB/s（兆字节，10⁶ 字节）</translation>
    </message>
    <message>
        <source>MiB/s (mebibytes, 2²⁰ bytes)</source>
        <extracomment>a choice of unit; 1 MiB = 1,048,576 bytes</extracomment>
        <translation>MiB/s（兆二进制字节，2²⁰ 字节）</translation>
    </message>
    <message>
        <source>Each test&apos;s own</source>
        <extracomment>the default test size: each test&apos;s own (1 GiB; 4 GiB for the sustained write)</extracomment>
        <translation>各测试自己的默认值</translation>
    </message>
</context>
<context>
    <name>DriveProof::Gui::StatusPage</name>
    <message>
        <source>Looking for drives</source>
        <translation>正在查找驱动器</translation>
    </message>
    <message>
        <source>Looking for drives…</source>
        <translation>正在查找驱动器…</translation>
    </message>
    <message>
        <source>Reading what the kernel knows about each drive.</source>
        <translation>正在读取内核所掌握的每个驱动器的信息。</translation>
    </message>
    <message>
        <source>No drives found</source>
        <translation>未找到驱动器</translation>
    </message>
    <message>
        <source>&amp;Refresh</source>
        <translation>刷新(&amp;R)</translation>
    </message>
    <message>
        <source>DriveProof could not find a drive it can read. This happens when:</source>
        <translation>DriveProof 找不到它能读取的驱动器。以下情况会导致这种现象：</translation>
    </message>
    <message>
        <source>• No drive is connected. Connect one and press Refresh (F5); a USB drive may take a few seconds to appear.</source>
        <extracomment>list item of the empty state</extracomment>
        <translation>• 没有连接驱动器。请连接一个驱动器并按“刷新”(F5)；USB 驱动器可能需要几秒钟才会出现。</translation>
    </message>
    <message>
        <source>• DriveProof runs in a container or sandbox (Docker, Flatpak, Snap) that hides the machine&apos;s drives (/sys/block and /dev). Run it on the host instead, or give the sandbox access to the drives.</source>
        <extracomment>list item of the empty state</extracomment>
        <translation>• DriveProof 运行在隐藏了本机驱动器（/sys/block 和 /dev）的容器或沙盒（Docker、Flatpak、Snap）中。请改为在主机上运行，或授予沙盒访问驱动器的权限。</translation>
    </message>
    <message>
        <source>• It is not allowed to read the drives&apos; details: the system limits access to /sys or /dev. Ask the administrator, or run driveproof-cli list to see what the kernel reports.</source>
        <extracomment>list item of the empty state</extracomment>
        <translation>• 没有读取驱动器详细信息的权限：系统限制了对 /sys 或 /dev 的访问。请询问管理员，或运行 driveproof-cli list 查看内核报告的内容。</translation>
    </message>
    <message>
        <source>• udisks2 is not running, so only the kernel was asked. Start it with &quot;systemctl start udisks2&quot; and press Refresh.</source>
        <extracomment>list item of the empty state; &quot;systemctl start udisks2&quot; is a command, keep it</extracomment>
        <translation>• udisks2 未运行，因此只查询了内核。请用“systemctl start udisks2”启动它，然后按“刷新”。</translation>
    </message>
</context>
<context>
    <name>DriveProof::Gui::TableCopy</name>
    <message>
        <source>&amp;Copy</source>
        <translation>复制(&amp;C)</translation>
    </message>
    <message>
        <source>Copy as &amp;Markdown</source>
        <translation>复制为 Markdown(&amp;M)</translation>
    </message>
</context>
<context>
    <name>DriveProof::Gui::TestCard</name>
    <message>
        <source>Test this drive</source>
        <translation>测试此驱动器</translation>
    </message>
    <message>
        <source>Measure how fast this drive commits, streams and seeks, and whether its cache acknowledges writes before they are safe. Tests write only to a temporary file in a folder you choose, unless you ask for the raw device; they run in a window of their own.</source>
        <translation>测量此驱动器提交、顺序读写和随机寻址的速度，以及其缓存是否在写入真正安全之前就确认完成。测试只会写入您所选文件夹中的临时文件，除非您要求使用原始设备；测试在单独的窗口中运行。</translation>
    </message>
    <message>
        <source>Co&amp;mmit rate…</source>
        <translation>提交速率(&amp;M)…</translation>
    </message>
    <message>
        <source>How many durable commits per second, like pg_test_fsync</source>
        <translation>每秒可完成多少次持久提交，类似 pg_test_fsync</translation>
    </message>
    <message>
        <source>Hi&amp;story…</source>
        <translation>历史记录(&amp;S)…</translation>
    </message>
    <message>
        <source>Earlier runs on this drive, and comparing two of them</source>
        <translation>此驱动器上的历史运行，以及其中两次的比较</translation>
    </message>
    <message>
        <source>A test is running on this drive; its window shows how far it got.</source>
        <translation>此驱动器上正在运行测试；其窗口中显示了进度。</translation>
    </message>
    <message>
        <source>&amp;All tests…</source>
        <translation>所有测试(&amp;A)…</translation>
    </message>
</context>
<context>
    <name>DriveProof::Gui::TestCatalog</name>
    <message>
        <source>Power-loss test</source>
        <translation>断电测试</translation>
    </message>
    <message>
        <source>CrystalDiskMark&apos;s four tests in one go: sequential reads and writes in 1 MiB blocks with 8 and with 1 request in flight, then random 4 KiB reads and writes with 32 and with 1 request in flight. The quickest way to see whether a drive performs as its box promises.</source>
        <translation>一次完成 CrystalDiskMark 的四项测试：以 1 MiB 块进行顺序读写（分别有 8 个和 1 个并发请求），然后进行 4 KiB 随机读写（分别有 32 个和 1 个并发请求）。这是判断驱动器性能是否达到包装宣传水平的最快方法。</translation>
    </message>
    <message>
        <source>How many times per second the drive durably commits a small write, measured like PostgreSQL&apos;s pg_test_fsync: every sync method, 8 kB and 16 kB commits, and plain writes as a baseline. It also counts the flushes that reach the drive. A hard disk that commits faster than its platters turn has a cache that acknowledges writes before they are safe.</source>
        <translation>驱动器每秒能持久提交多少次小写入，测量方式与 PostgreSQL 的 pg_test_fsync 相同：涵盖所有同步方法、8 kB 和 16 kB 提交，并以普通写入作为基准。它还会统计到达驱动器的刷写命令数。如果机械硬盘的提交速度比盘片转动还快，说明它的缓存在写入真正安全之前就确认了写入。</translation>
    </message>
    <message>
        <source>Sequential reads and writes in 1 MiB blocks, with 8 and with 1 request in flight: the rate at which large files are copied.</source>
        <translation>以 1 MiB 块进行顺序读写，分别使用 8 个和 1 个并发请求：即复制大文件时的速率。</translation>
    </message>
    <message>
        <source>Writes the whole test area once, from start to end, and draws the rate as it fills. Many SSDs write fast only until their cache is full, then slow down: choose a test size larger than that cache, tens of gigabytes on a large SSD.</source>
        <translation>从头到尾将整个测试区域写入一遍，并绘制写满过程中的速率。许多 SSD 只在缓存写满之前写得很快，之后就会变慢：请选择大于该缓存的测试大小，大容量 SSD 需要几十 GB。</translation>
    </message>
    <message>
        <source>Reads the whole test area from start to end and draws the rate by position. A hard disk is faster at its outer edge; dips and stalls point to areas that need retries.</source>
        <translation>从头到尾读取整个测试区域，并按位置绘制速率。机械硬盘在外圈更快；速率下降和停顿表明那些区域需要重试。</translation>
    </message>
    <message>
        <source>Random 4 KiB reads, writes and a mix of 70% reads, with 1 and with 32 requests in flight: what databases, virtual machines and starting programs feel.</source>
        <translation>4 KiB 随机读取、写入以及 70% 读取的混合负载，分别使用 1 个和 32 个并发请求：这正是数据库、虚拟机和程序启动时的实际感受。</translation>
    </message>
    <message>
        <source>Random I/O at every block size from 512 bytes to 16 MiB: where the drive reaches its best transfer rate, and how its operations per second fall as blocks grow.</source>
        <translation>从 512 字节到 16 MiB 的各种块大小下的随机 I/O：驱动器在哪个块大小达到最佳传输速率，以及每秒操作次数如何随块增大而下降。</translation>
    </message>
    <message>
        <source>Random I/O with 1 to 256 requests in flight: how much parallelism the drive needs to give its best.</source>
        <translation>并发请求数从 1 到 256 的随机 I/O：驱动器需要多大的并行度才能发挥最佳性能。</translation>
    </message>
    <message>
        <source>Random I/O from 1 to 96 threads: how the drive and the kernel cope with many programs at once.</source>
        <translation>从 1 到 96 个线程的随机 I/O：驱动器和内核如何应对大量程序同时访问。</translation>
    </message>
    <message>
        <source>Reads the same random blocks twice, with an idle time in between. A hybrid drive (SSHD) or a tiered cache moves hot data to flash meanwhile, so the second pass is much faster.</source>
        <translation>对相同的随机块读取两次，中间间隔一段空闲时间。混合硬盘（SSHD）或分层缓存会在此期间将热数据移到闪存中，因此第二轮会快得多。</translation>
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
            <numerusform>%n 分钟</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 h %2 min</source>
        <extracomment>a duration, rounded; %1 hours, %2 minutes</extracomment>
        <translation>%1 小时 %2 分钟</translation>
    </message>
    <message>
        <source>Checks whether the drive keeps the writes it acknowledged when the power is cut: DriveProof writes numbered records, you pull the plug, and after the restart it checks what survived. A second computer keeps the witness&apos;s record of every acknowledged write; you can also practise on this computer with a simulated drive. It writes to a test file (or, with your confirmation, a partition) and takes a few minutes plus a restart.</source>
        <translation>检查断电时驱动器是否保住了它确认过的写入：DriveProof 写入带编号的记录，由您拔掉电源插头，重启后检查哪些内容被保住了。第二台计算机作为见证机，记录每一次已确认的写入；您也可以在本机上用模拟驱动器练习。它会写入一个测试文件（或在您确认后写入一个分区），耗时几分钟外加一次重启。</translation>
    </message>
</context>
<context>
    <name>DriveProof::Gui::TestWindow</name>
    <message>
        <source>Test %1 – DriveProof</source>
        <extracomment>window title; %1 the drive&apos;s name (model)</extracomment>
        <translation>测试 %1 – DriveProof</translation>
    </message>
</context>
<context>
    <name>DriveProof::Gui::TopologyCard</name>
    <message>
        <source>Topology</source>
        <translation>拓扑</translation>
    </message>
    <message>
        <source>Size</source>
        <translation>大小</translation>
    </message>
    <message>
        <source>The kernel reports no size: the drive may have no medium inserted.</source>
        <translation>内核没有报告大小：驱动器中可能没有插入介质。</translation>
    </message>
    <message>
        <source>Logical sector</source>
        <translation>逻辑扇区</translation>
    </message>
    <message>
        <source>The smallest unit the drive can address.</source>
        <translation>驱动器可寻址的最小单位。</translation>
    </message>
    <message>
        <source>Physical sector</source>
        <translation>物理扇区</translation>
    </message>
    <message>
        <source>The unit the drive writes internally. Partitions should start on a multiple of it.</source>
        <translation>驱动器内部写入的单位。分区应从它的整数倍处开始。</translation>
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
        <translation>未报告</translation>
    </message>
    <message>
        <source>The drive states no preferred I/O size; most drives do not.</source>
        <translation>驱动器没有声明首选的 I/O 大小；大多数驱动器都不会声明。</translation>
    </message>
    <message>
        <source>Alignment offset</source>
        <translation>对齐偏移</translation>
    </message>
    <message>
        <source>How far sector 0 sits past a physical-sector boundary. Almost always 0.</source>
        <translation>扇区 0 超出物理扇区边界的距离。几乎总是 0。</translation>
    </message>
    <message>
        <source>What the kernel believes: with &quot;write back&quot; it asks the drive to flush its cache. The drive&apos;s own setting can differ.</source>
        <translation>内核的认知：若为“write back”，内核会要求驱动器刷写其缓存。驱动器自身的设置可能与此不同。</translation>
    </message>
    <message>
        <source>Write cache (kernel view)</source>
        <translation>写入缓存（内核所见）</translation>
    </message>
    <message>
        <source>The kernel does not report a write-cache mode for this device.</source>
        <translation>内核没有报告此设备的写入缓存模式。</translation>
    </message>
    <message>
        <source>FUA</source>
        <translation>FUA</translation>
    </message>
    <message>
        <source>Forced Unit Access: the kernel can ask for single writes to reach stable media without flushing the whole cache.</source>
        <translation>Forced Unit Access（强制单元访问）：内核可以要求单次写入直接到达持久介质，而无需刷写整个缓存。</translation>
    </message>
    <message>
        <source>The kernel did not report this value.</source>
        <translation>内核没有报告此值。</translation>
    </message>
    <message>
        <source>only its partitions, see Partitions</source>
        <extracomment>&quot;Mounted on&quot; of a whole drive whose partitions (not the drive) are mounted</extracomment>
        <translation>仅其分区已挂载，见“分区”</translation>
    </message>
    <message>
        <source>not mounted</source>
        <translation>未挂载</translation>
    </message>
    <message>
        <source>Mounted on</source>
        <translation>挂载点</translation>
    </message>
    <message>
        <source>Held by</source>
        <translation>占用者</translation>
    </message>
    <message>
        <source>nothing</source>
        <translation>无</translation>
    </message>
    <message>
        <source>Device-mapper, RAID or LVM devices stacked on the whole drive.</source>
        <translation>叠加在整个驱动器之上的 device-mapper、RAID 或 LVM 设备。</translation>
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
        <translation>此 NVMe 命名空间可以格式化成的扇区大小，以及驱动器自己标注的各自速度 (Identify Namespace)。更改会清除该命名空间；DriveProof 从不这样做。</translation>
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
        <translation>各层</translation>
    </message>
    <message>
        <source>Reaches the drive</source>
        <translation>到达驱动器</translation>
    </message>
    <message>
        <source>reading…</source>
        <translation>正在读取…</translation>
    </message>
    <message>
        <source>yes</source>
        <translation>是</translation>
    </message>
    <message>
        <source>to the loop device&apos;s backing file</source>
        <translation>到 loop 设备的后备文件为止</translation>
    </message>
    <message>
        <source>no: a layer drops it</source>
        <translation>否：某一层丢弃了它</translation>
    </message>
    <message>
        <source>no: the drive does not take it</source>
        <translation>否：驱动器不接受</translation>
    </message>
    <message>
        <source>unknown</source>
        <translation>未知</translation>
    </message>
    <message>
        <source>enabled</source>
        <translation>已启用</translation>
    </message>
    <message>
        <source>disabled</source>
        <translation>已禁用</translation>
    </message>
    <message>
        <source>masked</source>
        <translation>已屏蔽</translation>
    </message>
    <message>
        <source>not installed</source>
        <translation>未安装</translation>
    </message>
    <message>
        <source>%1 (systemd is not running)</source>
        <extracomment>%1 the timer&apos;s state, e.g. &quot;enabled&quot;</extracomment>
        <translation>%1（systemd 未运行）</translation>
    </message>
    <message>
        <source>fstrim.timer</source>
        <translation>fstrim.timer</translation>
    </message>
    <message>
        <source>From %1:</source>
        <extracomment>heading of one way down the block stack; %1 the device at its top</extracomment>
        <translation>来自 %1：</translation>
    </message>
    <message>
        <source>%1: no discard limits shown</source>
        <extracomment>%1 a device and its kind, e.g. &quot;/dev/sda (disk)&quot;</extracomment>
        <translation>%1：未显示 discard 限制</translation>
    </message>
    <message>
        <source>%1: drops discards</source>
        <extracomment>%1 a device and its kind, e.g. &quot;/dev/mapper/luks-1 (dm-crypt)&quot;</extracomment>
        <translation>%1：丢弃 discard</translation>
    </message>
    <message>
        <source>%1: passes discards, granularity %2, up to %3</source>
        <extracomment>%1 a device and its kind, %2 discard granularity, %3 largest discard, e.g. &quot;4.0 KiB&quot;, &quot;2.0 GiB&quot;</extracomment>
        <translation>%1：传递 discard，粒度 %2，最大 %3</translation>
    </message>
</context>
<context>
    <name>DriveProof::Gui::UsagePanel</name>
    <message>
        <source>Is it new? %1</source>
        <extracomment>&quot;Is it new?&quot; and the verdict: new, used, possibly reset</extracomment>
        <translation>是新的吗？%1</translation>
    </message>
    <message>
        <source>The rating could not be kept: %1 cannot be written.</source>
        <extracomment>%1 the file DriveProof keeps what it remembers about drives in</extracomment>
        <translation>无法保存额定值：无法写入 %1。</translation>
    </message>
    <message>
        <source>Rated &amp;endurance:</source>
        <extracomment>the endurance the maker rates the drive&apos;s model for, in terabytes written</extracomment>
        <translation>额定耐久度(&amp;E)：</translation>
    </message>
    <message>
        <source> TBW</source>
        <extracomment>unit after the endurance field: terabytes written</extracomment>
        <translation> TBW</translation>
    </message>
    <message>
        <source>not entered</source>
        <extracomment>shown in the endurance field while no rating is kept for the model</extracomment>
        <translation>未输入</translation>
    </message>
    <message>
        <source>&amp;Remember for this model</source>
        <translation>为此型号记住(&amp;R)</translation>
    </message>
    <message>
        <source>The terabytes written (TBW) the maker&apos;s data sheet rates this model for. Kept for every drive of the same model.</source>
        <translation>制造商数据手册为此型号标定的写入总量（TBW，太字节）。对同一型号的每个驱动器都适用。</translation>
    </message>
</context>
<context>
    <name>DriveProof::Gui::WitnessPage</name>
    <message>
        <source>DriveProof cannot be a witness on %1.</source>
        <extracomment>%1 an address such as 0.0.0.0:7070</extracomment>
        <translation>DriveProof 无法在 %1 上充当见证机。</translation>
    </message>
    <message>
        <source>%1: run %2 started.</source>
        <extracomment>%1 a time, %2 a short run id</extracomment>
        <translation>%1：运行 %2 已开始。</translation>
    </message>
    <message>
        <source>%1: run %2 came back.</source>
        <translation>%1：运行 %2 已恢复。</translation>
    </message>
    <message>
        <source>%1: run %2 went silent: the estimated power cut.</source>
        <translation>%1：运行 %2 停止了通信，即估计的断电时刻。</translation>
    </message>
    <message>
        <source>%1: run %2 stopped on a write error: %3</source>
        <translation>%1：运行 %2 因写入错误而停止：%3</translation>
    </message>
    <message>
        <source>%1: run %2 ended cleanly, without a power cut.</source>
        <translation>%1：运行 %2 已正常结束，没有断电。</translation>
    </message>
    <message>
        <source>%1: the result of run %2 arrived.</source>
        <translation>%1：运行 %2 的结果已到达。</translation>
    </message>
    <message>
        <source>%1: refused a connection: %2</source>
        <extracomment>%1 a time, %2 why a connection was refused</extracomment>
        <translation>%1：拒绝了一个连接：%2</translation>
    </message>
    <message>
        <source>%1: the journal cannot be written: %2</source>
        <translation>%1：无法写入日志：%2</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1（%2）</translation>
    </message>
    <message>
        <source>journal damaged</source>
        <translation>日志已损坏</translation>
    </message>
    <message>
        <source>write error</source>
        <translation>写入错误</translation>
    </message>
    <message>
        <source>ended cleanly</source>
        <translation>已正常结束</translation>
    </message>
    <message>
        <source>silent: power cut?</source>
        <translation>无通信：断电？</translation>
    </message>
    <message>
        <source>connected, writing</source>
        <translation>已连接，正在写入</translation>
    </message>
    <message>
        <source>connected, preparing</source>
        <translation>已连接，正在准备</translation>
    </message>
    <message>
        <source>waiting for the writer</source>
        <translation>正在等待写入端</translation>
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
        <translation>配对码 %1</translation>
    </message>
    <message>
        <source>&amp;Stop witness</source>
        <translation>停止见证机(&amp;S)</translation>
    </message>
    <message>
        <source>&amp;Start witness</source>
        <translation>启动见证机(&amp;S)</translation>
    </message>
    <message>
        <source>Listening on port %1. The record of each run is kept in %2.</source>
        <extracomment>%1 a port number, %2 a folder</extracomment>
        <translation>正在监听端口 %1。每次运行的记录保存在 %2 中。</translation>
    </message>
    <message>
        <source>Not listening.</source>
        <translation>未在监听。</translation>
    </message>
    <message>
        <source>Power-loss witness – DriveProof</source>
        <translation>断电测试见证机 – DriveProof</translation>
    </message>
    <message>
        <source>Be the witness of a power-loss test</source>
        <translation>充当断电测试的见证机</translation>
    </message>
    <message>
        <source>The computer whose drive is tested reports every write its drive acknowledges to this one, over the network. After the power cut, this record shows which acknowledged writes the drive lost. Keep this computer running and its power on during the test.</source>
        <translation>被测驱动器所在的计算机会通过网络，将其驱动器确认的每一次写入报告给本机。断电后，这份记录会显示驱动器丢失了哪些已确认的写入。测试期间请保持本机运行且不断电。</translation>
    </message>
    <message>
        <source>&amp;Listen on:</source>
        <translation>监听地址(&amp;L)：</translation>
    </message>
    <message>
        <source>Address and port to listen on</source>
        <translation>要监听的地址和端口</translation>
    </message>
    <message>
        <source>0.0.0.0:7070 listens on every network of this computer</source>
        <translation>0.0.0.0:7070 会在本机的所有网络上监听</translation>
    </message>
    <message>
        <source>Pairing code</source>
        <translation>配对码</translation>
    </message>
    <message>
        <source>&amp;New code</source>
        <translation>新配对码(&amp;N)</translation>
    </message>
    <message>
        <source>On the computer under test, open the power-loss test and type this computer&apos;s address (port included) and this code. From a terminal: &quot;driveproof-cli powerloss run --witness ADDRESS:PORT&quot;. Instead of this page you may run &quot;driveproof-cli witness&quot; here.</source>
        <translation>在被测计算机上打开断电测试，输入本机的地址（包括端口）和此配对码。若使用终端：“driveproof-cli powerloss run --witness ADDRESS:PORT”。您也可以不使用此页面，而在本机上运行“driveproof-cli witness”。</translation>
    </message>
    <message>
        <source>Runs</source>
        <translation>运行</translation>
    </message>
    <message>
        <source>Run</source>
        <translation>运行</translation>
    </message>
    <message>
        <source>Computer</source>
        <translation>计算机</translation>
    </message>
    <message>
        <source>State</source>
        <translation>状态</translation>
    </message>
    <message>
        <source>Commits</source>
        <translation>提交</translation>
    </message>
    <message>
        <source>Silent since</source>
        <extracomment>a column: when the writer went silent, the estimated power cut</extracomment>
        <translation>停止通信时间</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>结果</translation>
    </message>
    <message>
        <source>Runs this witness records</source>
        <translation>此见证机记录的运行</translation>
    </message>
    <message>
        <source>Last event</source>
        <translation>最近事件</translation>
    </message>
    <message>
        <source>On the computer under test, type one of these witness addresses: %1</source>
        <extracomment>%1 this computer&apos;s addresses with the port, e.g. &quot;192.0.2.7:7070, 10.0.0.2:7070&quot;</extracomment>
        <translation>请在被测计算机上输入以下见证机地址之一：%1</translation>
    </message>
</context>
<context>
    <name>DriveProof::Gui::WriteCacheCard</name>
    <message>
        <source>Write cache</source>
        <translation>写入缓存</translation>
    </message>
    <message>
        <source>Keep after reboot</source>
        <translation>重启后保留</translation>
    </message>
    <message>
        <source>A volatile write cache makes writes fast but can lose data that was already acknowledged if power fails. With the cache on, commits are safe only while the kernel sends flushes and the drive obeys them; with it off, every write reaches the media before it is acknowledged.</source>
        <translation>易失性写入缓存能加快写入，但在断电时可能丢失已确认的数据。缓存开启时，只有在内核发送刷写命令且驱动器遵从时，提交才是安全的；缓存关闭时，每次写入都会先到达介质，然后才被确认。</translation>
    </message>
    <message>
        <source>Waiting for permission… If a password dialog opened, answer it there.</source>
        <translation>正在等待授权… 如果弹出了密码对话框，请在其中作答。</translation>
    </message>
    <message>
        <source>Switching…</source>
        <translation>正在切换…</translation>
    </message>
    <message>
        <source>The drive did not take the new setting: its cache is still off.</source>
        <translation>驱动器没有接受新设置：其缓存仍处于关闭状态。</translation>
    </message>
    <message>
        <source>The drive did not take the new setting: its cache is still on.</source>
        <translation>驱动器没有接受新设置：其缓存仍处于开启状态。</translation>
    </message>
    <message>
        <source>Done: the drive&apos;s cache is on now (read again from the drive).</source>
        <translation>完成：驱动器的缓存现已开启（已从驱动器重新读取）。</translation>
    </message>
    <message>
        <source>Done: the drive&apos;s cache is off now (read again from the drive).</source>
        <translation>完成：驱动器的缓存现已关闭（已从驱动器重新读取）。</translation>
    </message>
    <message>
        <source>Drive&apos;s cache</source>
        <translation>驱动器缓存</translation>
    </message>
    <message>
        <source>reading…</source>
        <translation>正在读取…</translation>
    </message>
    <message>
        <source>The drive&apos;s setting could not be read; see below.</source>
        <translation>无法读取驱动器的设置；见下文。</translation>
    </message>
    <message>
        <source>Read from</source>
        <translation>读取自</translation>
    </message>
    <message>
        <source>Kernel view only: there is no drive-level cache that DriveProof could read or switch here.</source>
        <translation>仅内核所见：这里没有 DriveProof 可以读取或切换的驱动器级缓存。</translation>
    </message>
    <message>
        <source>This drive has no volatile write cache: every write goes to the media before it is acknowledged. There is nothing to switch.</source>
        <translation>此驱动器没有易失性写入缓存：每次写入在确认前都会到达介质。没有可切换的内容。</translation>
    </message>
    <message>
        <source>This drive does not allow its write cache setting to be changed. Its maker&apos;s tool may offer a way.</source>
        <translation>此驱动器不允许更改其写入缓存设置。厂商的工具也许能够更改。</translation>
    </message>
    <message>
        <source>The drive did not report whether its cache is on, so DriveProof offers no switch.</source>
        <translation>驱动器没有报告其缓存是否开启，因此 DriveProof 不提供开关。</translation>
    </message>
    <message>
        <source>does not apply</source>
        <translation>不适用</translation>
    </message>
    <message>
        <source>Only a real drive has a cache of its own; see the note below.</source>
        <translation>只有真实的驱动器才有自己的缓存；请参阅下方的说明。</translation>
    </message>
    <message>
        <source>none</source>
        <translation>无</translation>
    </message>
    <message>
        <source>The drive has no volatile write cache.</source>
        <translation>驱动器没有易失性写入缓存。</translation>
    </message>
    <message>
        <source>on</source>
        <translation>开启</translation>
    </message>
    <message>
        <source>off</source>
        <translation>关闭</translation>
    </message>
    <message>
        <source>The drive did not report its current setting.</source>
        <translation>驱动器没有报告其当前设置。</translation>
    </message>
    <message>
        <source>Kernel&apos;s view</source>
        <translation>内核所见</translation>
    </message>
    <message>
        <source>The kernel does not report a write-cache mode for this device.</source>
        <translation>内核没有报告此设备的写入缓存模式。</translation>
    </message>
    <message>
        <source>What the kernel believes (queue/write_cache). With &quot;write back&quot; it asks the drive to flush its cache when a program commits data.</source>
        <translation>内核的认知（queue/write_cache）。若为“write back”，内核会在程序提交数据时要求驱动器刷写其缓存。</translation>
    </message>
    <message>
        <source>FUA</source>
        <translation>FUA</translation>
    </message>
    <message>
        <source>The kernel does not say whether it uses Forced Unit Access.</source>
        <translation>内核没有说明它是否使用 Forced Unit Access。</translation>
    </message>
    <message>
        <source>yes: single writes can be forced to the media</source>
        <translation>是：可强制单次写入直达介质</translation>
    </message>
    <message>
        <source>Forced Unit Access: the kernel can ask for single writes to reach stable media without flushing the whole cache.</source>
        <translation>Forced Unit Access（强制单元访问）：内核可以要求单次写入直接到达持久介质，而无需刷写整个缓存。</translation>
    </message>
    <message>
        <source>%1, re-applied by udisks2 at every boot</source>
        <extracomment>%1 &quot;on&quot; or &quot;off&quot;</extracomment>
        <translation>%1，由 udisks2 在每次启动时重新应用</translation>
    </message>
    <message>
        <source>%1, saved in the drive</source>
        <extracomment>%1 &quot;on&quot; or &quot;off&quot;</extracomment>
        <translation>%1，保存在驱动器中</translation>
    </message>
    <message>
        <source>Saved setting</source>
        <translation>保存的设置</translation>
    </message>
    <message>
        <source>The setting the drive gets again after a power cycle.</source>
        <translation>驱动器在断电重启后重新采用的设置。</translation>
    </message>
    <message>
        <source>until the next power cycle, or for good with &quot;Keep after reboot&quot; (udisks2 re-applies it at every boot)</source>
        <translation>直到下次断电重启；勾选“重启后保留”则永久有效（udisks2 会在每次启动时重新应用）</translation>
    </message>
    <message>
        <source>until the next power cycle, or for good with &quot;Keep after reboot&quot; (saved in the drive)</source>
        <translation>直到下次断电重启；勾选“重启后保留”则永久有效（保存在驱动器中）</translation>
    </message>
    <message>
        <source>until the next power cycle</source>
        <translation>直到下次断电重启</translation>
    </message>
    <message>
        <source>A change lasts</source>
        <translation>更改有效期</translation>
    </message>
    <message>
        <source>Turn the cache off</source>
        <translation>关闭缓存</translation>
    </message>
    <message>
        <source>Turn the cache on</source>
        <translation>开启缓存</translation>
    </message>
    <message>
        <source>Turn the write cache of %1 off</source>
        <extracomment>accessible name of the switch; %1 device path</extracomment>
        <translation>关闭 %1 的写入缓存</translation>
    </message>
    <message>
        <source>Turn the write cache of %1 on</source>
        <extracomment>accessible name of the switch; %1 device path</extracomment>
        <translation>开启 %1 的写入缓存</translation>
    </message>
    <message>
        <source>Turning the cache off makes commits slower, often many times slower, but safe: acknowledged writes are on the media, even if the drive ignores flushes.</source>
        <translation>关闭缓存会让提交变慢（往往慢很多倍），但能确保安全：即使驱动器忽略刷写命令，已确认的写入也已在介质上。</translation>
    </message>
    <message>
        <source>Turning the cache on makes writes faster. Commits stay safe only while the kernel sends flushes and the drive obeys them.</source>
        <translation>开启缓存会让写入更快。只有在内核发送刷写命令且驱动器遵从时，提交才是安全的。</translation>
    </message>
    <message>
        <source>udisks2 stores the setting and applies it again at every boot.</source>
        <translation>udisks2 会保存该设置，并在每次启动时重新应用。</translation>
    </message>
    <message>
        <source>The drive saves the setting and keeps it across power cycles.</source>
        <translation>驱动器会保存该设置，并在断电重启后保持不变。</translation>
    </message>
    <message>
        <source>Why this matters</source>
        <translation>为何重要</translation>
    </message>
</context>
<context>
    <name>DriveProof::Health</name>
    <message>
        <source>The drive&apos;s SMART data could not be assessed: %1.</source>
        <extracomment>%1 the system&apos;s error text</extracomment>
        <translation>无法评估驱动器的 SMART 数据：%1。</translation>
    </message>
    <message>
        <source>The drive&apos;s SMART self-assessment passed, it reports no bad sectors, and no attribute is or was past its threshold.</source>
        <translation>驱动器的 SMART 自我评估通过，未报告坏扇区，且没有任何属性当前或曾经超过阈值。</translation>
    </message>
    <message>
        <source>An attribute that predicts failure was past its threshold in the past. Keep backups and watch this drive.</source>
        <translation>一项可预测故障的属性过去曾超过阈值。请保留备份并留意此驱动器。</translation>
    </message>
    <message numerus="yes">
        <source>The drive has %n bad sector(s) (reallocated or waiting to be). Keep backups and check again soon: a growing number means the drive is wearing out.</source>
        <extracomment>%n number of bad sectors</extracomment>
        <translation>
            <numerusform>驱动器有 %n 个坏扇区（已重新分配或等待重新分配）。请保留备份并尽快再次检查：数量持续增加说明驱动器正在老化。</numerusform>
        </translation>
    </message>
    <message>
        <source>An attribute that predicts failure is past its threshold now: the drive expects to fail. Back up your data and replace the drive.</source>
        <translation>一项可预测故障的属性当前已超过阈值：驱动器预计即将发生故障。请备份数据并更换驱动器。</translation>
    </message>
    <message>
        <source>The drive has more bad sectors than its threshold allows. Back up your data and replace the drive.</source>
        <translation>驱动器的坏扇区数量超出了其阈值允许的范围。请备份数据并更换驱动器。</translation>
    </message>
    <message>
        <source>The drive&apos;s own SMART self-assessment says it is failing. Back up your data now and replace the drive.</source>
        <translation>驱动器自身的 SMART 自我评估表明它即将发生故障。请立即备份数据并更换驱动器。</translation>
    </message>
    <message>
        <source>libatasmart gave an assessment this version of DriveProof does not know.</source>
        <translation>libatasmart 给出了此版本 DriveProof 无法识别的评估结果。</translation>
    </message>
    <message>
        <source>%1 has no ATA health data: it is not an ATA drive (loop, virtual and NVMe devices have none).</source>
        <extracomment>%1 device</extracomment>
        <translation>%1 没有 ATA 健康数据：它不是 ATA 驱动器（loop 设备、虚拟设备和 NVMe 设备都没有此类数据）。</translation>
    </message>
    <message>
        <source>The drive in %1 does not support SMART, so it reports no health data.</source>
        <extracomment>%1 device</extracomment>
        <translation>%1 中的驱动器不支持 SMART，因此不报告健康数据。</translation>
    </message>
    <message>
        <source>SMART is switched off on this drive, so it reports no health data. DriveProof does not switch it on by itself; &apos;smartctl -s on&apos; does.</source>
        <translation>此驱动器的 SMART 已关闭，因此不报告健康数据。DriveProof 不会自行开启它；&apos;smartctl -s on&apos; 可以开启。</translation>
    </message>
    <message>
        <source>%1 reports no ATA SMART data: it is not an ATA drive, or its USB bridge does not pass SMART commands through.</source>
        <extracomment>%1 device or file</extracomment>
        <translation>%1 没有报告 ATA SMART 数据：它不是 ATA 驱动器，或其 USB 桥接芯片不透传 SMART 命令。</translation>
    </message>
    <message>
        <source>Reading SMART data from %1 failed: %2.</source>
        <extracomment>%1 device or file, %2 the system&apos;s error text</extracomment>
        <translation>从 %1 读取 SMART 数据失败：%2。</translation>
    </message>
    <message>
        <source>Unexpected power losses (SMART attribute 174)</source>
        <translation>意外断电次数（SMART 属性 174）</translation>
    </message>
    <message>
        <source>Unsafe shutdowns (SMART attribute 192)</source>
        <translation>不安全关机次数（SMART 属性 192）</translation>
    </message>
    <message>
        <source>Emergency head retracts at power-off (SMART attribute 192)</source>
        <translation>断电时磁头紧急收回次数（SMART 属性 192）</translation>
    </message>
    <message>
        <source>%1 is not a libatasmart SMART dump (tagged IDFY / SMST / SMDT / SMTH sections).</source>
        <extracomment>%1 file name</extracomment>
        <translation>%1 不是 libatasmart 的 SMART 转储（带有 IDFY / SMST / SMDT / SMTH 标记的段）。</translation>
    </message>
    <message>
        <source>%1 is a %2 device: it has no health data of its own to read.</source>
        <extracomment>%1 device path, %2 transport such as &quot;virtio&quot; or &quot;loop&quot;</extracomment>
        <translation>%1 是 %2 类型的设备：它本身没有可读取的健康数据。</translation>
    </message>
    <message>
        <source>unknown</source>
        <translation>未知</translation>
    </message>
    <message>
        <source>The helper&apos;s health reply names no device.</source>
        <translation>辅助服务的健康状态响应中没有指明设备。</translation>
    </message>
    <message>
        <source>Critical warning: the spare capacity has fallen below the drive&apos;s threshold.</source>
        <translation>严重警告：备用容量已低于驱动器的阈值。</translation>
    </message>
    <message>
        <source>Critical warning: the temperature is outside the drive&apos;s limits.</source>
        <translation>严重警告：温度超出驱动器的限值。</translation>
    </message>
    <message>
        <source>Critical warning: the drive&apos;s reliability is degraded by media errors or an internal error. Back up its data.</source>
        <translation>严重警告：由于介质错误或内部错误，驱动器的可靠性已下降。请备份其数据。</translation>
    </message>
    <message>
        <source>Critical warning: the drive has made its media read-only. Copy its data elsewhere.</source>
        <translation>严重警告：驱动器已将其介质设为只读。请将其数据复制到其他位置。</translation>
    </message>
    <message>
        <source>Critical warning: the backup for the drive&apos;s volatile memory has failed, so cached writes may be lost at a power cut.</source>
        <translation>严重警告：驱动器易失性存储器的备份保护已失效，因此缓存中的写入可能在断电时丢失。</translation>
    </message>
    <message>
        <source>Critical warning: the drive&apos;s persistent memory region has become read-only.</source>
        <translation>严重警告：驱动器的持久性内存区域（PMR）已变为只读。</translation>
    </message>
    <message>
        <source>Critical warning: bit %1, which this version of DriveProof does not know, is set.</source>
        <extracomment>%1 bit number of the NVMe critical warning byte</extracomment>
        <translation>严重警告：第 %1 位已置位，此版本 DriveProof 无法识别该位。</translation>
    </message>
    <message>
        <source>Only %L1% spare capacity is left, below the drive&apos;s threshold of %L2%.</source>
        <extracomment>%1 spare capacity left in percent, %2 the drive&apos;s threshold in percent</extracomment>
        <translation>仅剩 %L1% 的备用容量，低于驱动器的阈值 %L2%。</translation>
    </message>
    <message>
        <source>The drive has used %L1% of its rated endurance: it has taken more writes than it was designed for.</source>
        <extracomment>%1 percentage of the rated endurance used, 100 or more</extracomment>
        <translation>驱动器已使用其额定耐久度的 %L1%：写入量已超出其设计值。</translation>
    </message>
    <message>
        <source>The drive has used %L1% of its rated endurance.</source>
        <extracomment>%1 percentage of the rated endurance used</extracomment>
        <translation>驱动器已使用其额定耐久度的 %L1%。</translation>
    </message>
    <message numerus="yes">
        <source>The drive has recorded %Ln media or data integrity error(s).</source>
        <extracomment>%n number of errors (counts beyond the int range are shown as the int maximum)</extracomment>
        <translation>
            <numerusform>驱动器已记录 %Ln 次介质或数据完整性错误。</numerusform>
        </translation>
    </message>
    <message>
        <source>The drive is at %L1 °C, at or above its critical temperature of %L2 °C.</source>
        <extracomment>%1 current temperature in °C, %2 the drive&apos;s critical limit in °C</extracomment>
        <translation>驱动器温度为 %L1 °C，已达到或超过其临界温度 %L2 °C。</translation>
    </message>
    <message>
        <source>The drive is at %L1 °C, at or above its warning temperature of %L2 °C.</source>
        <extracomment>%1 current temperature in °C, %2 the drive&apos;s warning limit in °C</extracomment>
        <translation>驱动器温度为 %L1 °C，已达到或超过其警告温度 %L2 °C。</translation>
    </message>
    <message>
        <source>The drive is at %L1 °C, at or above %L2 °C, where most drives slow down to cool off.</source>
        <extracomment>%1 current temperature in °C, %2 a generic limit in °C</extracomment>
        <translation>驱动器温度为 %L1 °C，已达到或超过 %L2 °C；在此温度下，大多数驱动器会降速以降温。</translation>
    </message>
    <message>
        <source>The NVMe health log reports no problems.</source>
        <translation>NVMe 健康日志未报告任何问题。</translation>
    </message>
    <message>
        <source>The drive&apos;s answer to SMART RETURN STATUS did not come back (the registers were missing or not a known answer), so its own assessment is unknown; the attributes are shown as read.</source>
        <translation>驱动器没有返回对 SMART RETURN STATUS 的应答（寄存器缺失，或不是已知的应答），因此其自我评估结果未知；属性按读取到的内容显示。</translation>
    </message>
    <message>
        <source>%1 is a virtual disk (%2) and answers no ATA health commands: the health of the drives behind it can be read on the host.</source>
        <extracomment>%1 device path, %2 who emulates the disk: &quot;QEMU&quot;, &quot;VMware&quot;, &quot;Hyper-V&quot;...</extracomment>
        <translation>%1 是虚拟磁盘（%2），不响应任何 ATA 健康命令：其背后驱动器的健康状态可以在宿主机上读取。</translation>
    </message>
    <message>
        <source>The helper&apos;s health reply has a reason without a code. Restart DriveProof after an update.</source>
        <translation>辅助服务的健康状态响应中有一项原因没有代码。更新后请重新启动 DriveProof。</translation>
    </message>
    <message>
        <source>The helper&apos;s health reply has reasons in a form this version does not read. Restart DriveProof after an update.</source>
        <translation>辅助服务的健康状态响应中包含此版本无法读取的格式的原因。更新后请重新启动 DriveProof。</translation>
    </message>
    <message>
        <source>Reason %1 (%2)</source>
        <extracomment>a reason this version does not know (from a newer helper); %1 its code, %2 its arguments</extracomment>
        <translation>原因 %1（%2）</translation>
    </message>
    <message>
        <source>Rate of errors while reading; the raw value&apos;s meaning is the maker&apos;s own.</source>
        <translation>读取错误率；原始值的含义由厂商自定。</translation>
    </message>
    <message>
        <source>Time the platters take to reach full speed.</source>
        <translation>盘片达到全速所需的时间。</translation>
    </message>
    <message>
        <source>Times the spindle started and stopped.</source>
        <translation>主轴电机启动和停止的次数。</translation>
    </message>
    <message>
        <source>Sectors found bad and replaced by spares; a new drive has 0.</source>
        <translation>被判定为坏扇区并以备用扇区替换的扇区；新驱动器为 0。</translation>
    </message>
    <message>
        <source>Rate of head positioning errors; the raw value&apos;s meaning is the maker&apos;s own.</source>
        <translation>磁头定位错误率；原始值的含义由厂商自定。</translation>
    </message>
    <message>
        <source>Hours the drive has been powered on.</source>
        <translation>驱动器通电的小时数。</translation>
    </message>
    <message>
        <source>Times the spindle needed more than one try to spin up.</source>
        <translation>主轴电机需要多次尝试才能转起来的次数。</translation>
    </message>
    <message>
        <source>Times the drive was switched on.</source>
        <translation>驱动器被开机的次数。</translation>
    </message>
    <message>
        <source>How worn the flash is (erase cycles); the normalised value falls as it wears.</source>
        <translation>闪存的磨损程度（擦除周期）；规格化值随磨损下降。</translation>
    </message>
    <message>
        <source>Times power was lost without the host telling the drive first.</source>
        <translation>主机未事先通知驱动器就断电的次数。</translation>
    </message>
    <message>
        <source>Blocks that went bad while in use.</source>
        <translation>使用中损坏的块。</translation>
    </message>
    <message>
        <source>Data corrupted between the host interface and the media, inside the drive.</source>
        <translation>在驱动器内部、接口与介质之间损坏的数据。</translation>
    </message>
    <message>
        <source>Reads the drive could not correct and reported as errors.</source>
        <translation>驱动器无法纠正并报告为错误的读取。</translation>
    </message>
    <message>
        <source>Commands that timed out, often from cabling or power trouble.</source>
        <translation>超时的命令，常因线缆或供电问题。</translation>
    </message>
    <message>
        <source>Temperature of the air around the drive.</source>
        <translation>驱动器周围空气的温度。</translation>
    </message>
    <message>
        <source>Times the heads were parked in an emergency because power went away.</source>
        <translation>因断电而紧急停放磁头的次数。</translation>
    </message>
    <message>
        <source>Times the heads were parked and loaded again.</source>
        <translation>磁头停放后再次加载的次数。</translation>
    </message>
    <message>
        <source>Temperature of the drive.</source>
        <translation>驱动器的温度。</translation>
    </message>
    <message>
        <source>Times sectors were moved to spares.</source>
        <translation>扇区被移到备用区的次数。</translation>
    </message>
    <message>
        <source>Sectors that could not be read and wait to be rewritten or replaced.</source>
        <translation>无法读取、等待重写或替换的扇区。</translation>
    </message>
    <message>
        <source>Sectors the drive&apos;s own scan could not read.</source>
        <translation>驱动器自身扫描无法读取的扇区。</translation>
    </message>
    <message>
        <source>Transfers garbled on the cable; a count that grows means a bad cable or connector, not a bad drive.</source>
        <translation>在线缆上出错的传输；计数增长说明线缆或接口有问题，而不是驱动器有问题。</translation>
    </message>
    <message>
        <source>Amount written to the drive, in the maker&apos;s units (often 512-byte sectors).</source>
        <translation>写入驱动器的数据量，以厂商单位计（通常为 512 字节扇区）。</translation>
    </message>
    <message>
        <source>Amount read from the drive, in the maker&apos;s units (often 512-byte sectors).</source>
        <translation>从驱动器读取的数据量，以厂商单位计（通常为 512 字节扇区）。</translation>
    </message>
    <message>
        <source>Defined by the drive&apos;s maker; its meaning differs between models.</source>
        <translation>由驱动器厂商定义；含义因型号而异。</translation>
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
        <translation>%1 小时</translation>
    </message>
    <message>
        <source>%1 has %2 bytes instead of 512.</source>
        <translation>%1 有 %2 字节，而不是 512 字节。</translation>
    </message>
    <message>
        <source>The drive returned no SCT Status.</source>
        <translation>驱动器没有返回 SCT 状态。</translation>
    </message>
    <message>
        <source>%1 is behind a USB bridge (%2, driver %3) that does not pass ATA commands through (SAT), so the drive&apos;s SMART records cannot be read over it. Connect the drive by SATA to read them.</source>
        <extracomment>%1 device path, %2 the USB bridge&apos;s name as it answers INQUIRY, %3 the USB driver (&quot;uas&quot; or &quot;usb-storage&quot;)</extracomment>
        <translation>%1 位于不转发 ATA 命令（SAT）的 USB 桥接器（%2，驱动 %3）之后，因此无法通过它读取驱动器的 SMART 记录。请用 SATA 连接驱动器来读取。</translation>
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
        <translation>属性 %1（%2）计数为 %3。在 Backblaze 发生故障的硬盘中，有 %4 的该值大于零，而仍在运行的硬盘中为 %5（%6）。</translation>
    </message>
    <message>
        <source>In Google&apos;s fleet, drives were %1 times as likely to fail within 60 days after the first such event (%2).</source>
        <extracomment>%1 how many times, e.g. &quot;14&quot;, %2 the study it comes from</extracomment>
        <translation>在 Google 的驱动器群中，首次发生此类事件后，驱动器在 60 天内发生故障的可能性是原来的 %1 倍（%2）。</translation>
    </message>
    <message>
        <source>Pre-fail</source>
        <extracomment>SMART attribute type: its failure predicts the drive&apos;s failure</extracomment>
        <translation>预故障</translation>
    </message>
    <message>
        <source>Old-age</source>
        <translation>老化</translation>
    </message>
    <message>
        <source>Always</source>
        <extracomment>SMART attribute: updated while the drive works / only by off-line scans</extracomment>
        <translation>始终</translation>
    </message>
    <message>
        <source>Offline</source>
        <translation>离线</translation>
    </message>
    <message>
        <source>Errors the drive logged over its life; each one is a command that failed.</source>
        <translation>驱动器在其寿命内记录的错误；每一条都是一个失败的命令。</translation>
    </message>
    <message>
        <source>%1 °C (lifetime %2 to %3 °C)</source>
        <extracomment>%1 temperature now, %2 lowest and %3 highest the drive ever had</extracomment>
        <translation>%1 °C（寿命内 %2 至 %3 °C）</translation>
    </message>
    <message>
        <source>The drive&apos;s temperature and its lifetime range, from its SCT Status.</source>
        <translation>根据 SCT 状态得出的驱动器温度及其寿命内的范围。</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <extracomment>NVMe data units and what they make; %1 the count, %2 e.g. &quot;6.3 TB&quot;</extracomment>
        <translation>%1（%2）</translation>
    </message>
    <message>
        <source>%1 min</source>
        <extracomment>a duration; %1 the number of minutes</extracomment>
        <translation>%1 分钟</translation>
    </message>
    <message>
        <source>%1 s</source>
        <extracomment>a duration; %1 the number of seconds</extracomment>
        <translation>%1 秒</translation>
    </message>
    <message>
        <source>Problems the drive flags itself (spare, temperature, reliability, read-only, backup); 0 means none.</source>
        <translation>驱动器自行标记的问题（备用空间、温度、可靠性、只读、备份）；0 表示没有。</translation>
    </message>
    <message>
        <source>The drive&apos;s overall temperature.</source>
        <translation>驱动器的综合温度。</translation>
    </message>
    <message>
        <source>%1 (threshold %2)</source>
        <translation>%1（阈值 %2）</translation>
    </message>
    <message>
        <source>Reserve flash left for replacing worn blocks; the drive warns below the threshold.</source>
        <translation>剩余用于替换磨损块的备用闪存；低于阈值时驱动器会发出警告。</translation>
    </message>
    <message>
        <source>The maker&apos;s estimate of the rated life used; it can pass 100%.</source>
        <translation>厂商对已用额定寿命的估计；可能超过 100%。</translation>
    </message>
    <message>
        <source>The same kind of warnings for the drive&apos;s endurance groups; 0 means none.</source>
        <translation>驱动器耐久组的同类警告；0 表示没有。</translation>
    </message>
    <message>
        <source>Amount the host read, in units of 512,000 bytes.</source>
        <translation>主机读取的数据量，以 512,000 字节为单位。</translation>
    </message>
    <message>
        <source>Amount the host wrote, in units of 512,000 bytes.</source>
        <translation>主机写入的数据量，以 512,000 字节为单位。</translation>
    </message>
    <message>
        <source>Read commands the drive completed.</source>
        <translation>驱动器完成的读取命令。</translation>
    </message>
    <message>
        <source>Write commands the drive completed.</source>
        <translation>驱动器完成的写入命令。</translation>
    </message>
    <message>
        <source>Minutes the drive was busy with commands.</source>
        <translation>驱动器忙于处理命令的分钟数。</translation>
    </message>
    <message>
        <source>Data the drive could not read or write correctly.</source>
        <translation>驱动器无法正确读取或写入的数据。</translation>
    </message>
    <message>
        <source>Entries in the drive&apos;s error log over its life; many are harmless rejected commands.</source>
        <translation>驱动器寿命内错误日志的条目；许多是无害的被拒绝命令。</translation>
    </message>
    <message>
        <source>Minutes spent above the drive&apos;s warning temperature.</source>
        <translation>高于驱动器警告温度的分钟数。</translation>
    </message>
    <message>
        <source>Minutes spent above the drive&apos;s critical temperature.</source>
        <translation>高于驱动器临界温度的分钟数。</translation>
    </message>
    <message>
        <source>Temperature of one sensor inside the drive.</source>
        <translation>驱动器内部某个传感器的温度。</translation>
    </message>
    <message>
        <source>Times the drive slowed itself down lightly to cool off.</source>
        <translation>驱动器为降温而轻度降速的次数。</translation>
    </message>
    <message>
        <source>Times the drive slowed itself down hard to cool off.</source>
        <translation>驱动器为降温而大幅降速的次数。</translation>
    </message>
    <message>
        <source>Seconds spent slowed down lightly for heat.</source>
        <translation>因过热轻度降速的秒数。</translation>
    </message>
    <message>
        <source>Seconds spent slowed down hard for heat.</source>
        <translation>因过热大幅降速的秒数。</translation>
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
        <translation>当前值</translation>
    </message>
    <message>
        <source>Worst</source>
        <translation>最差值</translation>
    </message>
    <message>
        <source>Threshold</source>
        <translation>阈值</translation>
    </message>
    <message>
        <source>Type</source>
        <translation>类型</translation>
    </message>
    <message>
        <source>Updated</source>
        <translation>更新</translation>
    </message>
    <message>
        <source>When failed</source>
        <translation>失败时间</translation>
    </message>
    <message>
        <source>Raw value</source>
        <translation>原始值</translation>
    </message>
    <message>
        <source>Meaning</source>
        <translation>含义</translation>
    </message>
    <message>
        <source>Self-test</source>
        <translation>自检</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>结果</translation>
    </message>
    <message>
        <source>Power-on hours</source>
        <translation>通电时间（小时）</translation>
    </message>
    <message>
        <source>First failing sector</source>
        <translation>第一个出错扇区</translation>
    </message>
    <message>
        <source>Self-test log: empty.</source>
        <translation>自检日志：空。</translation>
    </message>
    <message>
        <source>The drive, or the bridge in front of it, refused: %1.</source>
        <extracomment>%1 a list of ATA or NVMe commands, e.g. &quot;SMART READ LOG 06h&quot;</extracomment>
        <translation>驱动器或其前方的桥接器拒绝了：%1。</translation>
    </message>
    <message>
        <source>Failing now</source>
        <extracomment>a SMART attribute at or below its threshold now</extracomment>
        <translation>当前失败</translation>
    </message>
    <message>
        <source>Failed in the past</source>
        <extracomment>a SMART attribute that reached its threshold once</extracomment>
        <translation>曾经失败</translation>
    </message>
    <message>
        <source>The data %1 returned could not be decoded: %2</source>
        <extracomment>%1 device path, %2 what is wrong with the data</extracomment>
        <translation>无法解析 %1 返回的数据：%2</translation>
    </message>
    <message>
        <source>The NVMe self-test log has %1 bytes instead of %2.</source>
        <translation>NVMe 自检日志有 %1 字节，而不是 %2 字节。</translation>
    </message>
    <message>
        <source>The drive in %1 does not offer a conveyance self-test.</source>
        <extracomment>%1 device path</extracomment>
        <translation>%1 中的驱动器不提供运输自检。</translation>
    </message>
    <message>
        <source>The drive in %1 does not offer self-tests.</source>
        <extracomment>%1 device path</extracomment>
        <translation>%1 中的驱动器不提供自检。</translation>
    </message>
    <message>
        <source>A self-test is already running on %1 (%2% done): wait for it, or abort it first.</source>
        <extracomment>%1 device path, %2 how far the running test is, in percent</extracomment>
        <translation>%1 上已有自检正在运行（已完成 %2%）：请等待其结束，或先中止它。</translation>
    </message>
    <message>
        <source>A DriveProof test is running on %1: a self-test now would disturb it. Start the self-test when the test is done.</source>
        <extracomment>%1 device path</extracomment>
        <translation>%1 上正在运行 DriveProof 测试：现在自检会干扰它。请在测试结束后再开始自检。</translation>
    </message>
    <message>
        <source>%1 takes no self-test commands.</source>
        <extracomment>%1 device path</extracomment>
        <translation>%1 不接受自检命令。</translation>
    </message>
    <message>
        <source>Off-line scan</source>
        <extracomment>kind of drive self-test</extracomment>
        <translation>离线扫描</translation>
    </message>
    <message>
        <source>Short</source>
        <extracomment>kind of drive self-test</extracomment>
        <translation>简短</translation>
    </message>
    <message>
        <source>Extended</source>
        <extracomment>kind of drive self-test</extracomment>
        <translation>扩展</translation>
    </message>
    <message>
        <source>Conveyance</source>
        <extracomment>kind of drive self-test</extracomment>
        <translation>运输</translation>
    </message>
    <message>
        <source>Selective</source>
        <extracomment>kind of drive self-test: only the ranges of sectors the host chose</extracomment>
        <translation>选择性</translation>
    </message>
    <message>
        <source>Vendor specific</source>
        <extracomment>kind of drive self-test</extracomment>
        <translation>厂商特定</translation>
    </message>
    <message>
        <source>Completed without error</source>
        <translation>完成，无错误</translation>
    </message>
    <message>
        <source>Aborted by the host</source>
        <translation>被主机中止</translation>
    </message>
    <message>
        <source>Interrupted by a reset</source>
        <translation>被复位中断</translation>
    </message>
    <message>
        <source>Could not complete: fatal error</source>
        <translation>无法完成：致命错误</translation>
    </message>
    <message>
        <source>Failed (part unknown)</source>
        <translation>失败（部件未知）</translation>
    </message>
    <message>
        <source>Failed: electrical part</source>
        <translation>失败：电气部件</translation>
    </message>
    <message>
        <source>Failed: servo or seek</source>
        <translation>失败：伺服或寻道</translation>
    </message>
    <message>
        <source>Failed: read error</source>
        <translation>失败：读取错误</translation>
    </message>
    <message>
        <source>Failed: suspected handling damage</source>
        <translation>失败：疑似搬运损坏</translation>
    </message>
    <message>
        <source>In progress</source>
        <translation>进行中</translation>
    </message>
    <message>
        <source>Unknown status %1</source>
        <extracomment>%1 a status number the standard reserves</extracomment>
        <translation>未知状态 %1</translation>
    </message>
    <message>
        <source>Aborted: a namespace was removed</source>
        <translation>已中止：命名空间被移除</translation>
    </message>
    <message>
        <source>Aborted: the drive was formatted</source>
        <translation>已中止：驱动器被格式化</translation>
    </message>
    <message>
        <source>Failed in segment %1</source>
        <extracomment>%1 the number of the test segment that failed</extracomment>
        <translation>在第 %1 段失败</translation>
    </message>
    <message>
        <source>Aborted for an unknown reason</source>
        <translation>因未知原因中止</translation>
    </message>
    <message>
        <source>Aborted: the drive was sanitized</source>
        <translation>已中止：驱动器被清除（sanitize）</translation>
    </message>
    <message>
        <source>Looks new: %1 power-on hours, %2 power cycles, %3 written.</source>
        <extracomment>%1 power-on hours, %2 power cycles, %3 amount written (&quot;1.2 GB&quot;)</extracomment>
        <translation>看起来是新的：通电 %1 小时，通电 %2 次，已写入 %3。</translation>
    </message>
    <message>
        <source>Used before: %1 power-on hours, %2 power cycles, %3 written. A drive sold as new has a few hours from the factory at most.</source>
        <extracomment>%1 power-on hours, %2 power cycles, %3 amount written (&quot;12 TB&quot;)</extracomment>
        <translation>已被使用过：通电 %1 小时，通电 %2 次，已写入 %3。作为新品出售的驱动器最多只有出厂时的几个小时。</translation>
    </message>
    <message>
        <source>The drive counts 0 power-on hours but %1 written: its counters may have been reset.</source>
        <extracomment>%1 amount written (&quot;12 TB&quot;)</extracomment>
        <translation>驱动器记录的通电时间为 0 小时，却已写入 %1：其计数器可能被重置过。</translation>
    </message>
    <message>
        <source>The drive counts %1 power cycles in %2 power-on hours, more than those hours can hold: its counters may have been reset.</source>
        <extracomment>%1 power cycles, %2 power-on hours</extracomment>
        <translation>驱动器在 %2 个通电小时内记录了 %1 次通电，超出了这些小时所能容纳的次数：其计数器可能被重置过。</translation>
    </message>
    <message>
        <source>%1 written of the %2 the maker rates this model for (%3%).</source>
        <extracomment>%1 amount written, %2 the rated endurance (&quot;600 TB&quot;), %3 percent of it</extracomment>
        <translation>已写入 %1，厂商为此型号标称 %2（%3%）。</translation>
    </message>
    <message>
        <source>Since DriveProof first read it (%1): %2 hours, %3 written.</source>
        <extracomment>%1 the date DriveProof first read the drive, %2 hours since, %3 amount written since</extracomment>
        <translation>自 DriveProof 首次读取以来（%1）：%2 小时，写入 %3。</translation>
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
        <translation>可能被重置</translation>
    </message>
    <message>
        <source>Identify Namespace is too short (%1 bytes) for its LBA formats.</source>
        <extracomment>%1 bytes received</extracomment>
        <translation>Identify Namespace 太短（%1 字节），容不下其 LBA 格式。</translation>
    </message>
    <message>
        <source>Identify Namespace lists more LBA formats (%1) than there can be (%2).</source>
        <extracomment>%1 how many LBA formats the drive claims, %2 the most there can be</extracomment>
        <translation>Identify Namespace 列出的 LBA 格式数（%1）超过可能的上限（%2）。</translation>
    </message>
    <message>
        <source>Identify Namespace says LBA format %1 is in use, but lists formats 0 to %2 only.</source>
        <extracomment>%1 the number of the format in use, %2 the highest number the drive lists</extracomment>
        <translation>Identify Namespace 称正在使用 LBA 格式 %1，但只列出了格式 0 到 %2。</translation>
    </message>
    <message>
        <source>In use: LBA format %1, sectors of %2 bytes with %3 bytes of metadata, which the drive marks as &quot;%4&quot;.</source>
        <extracomment>%1 LBA format number, %2 bytes per sector, %3 metadata bytes per sector, %4 how fast the drive says the format is (&quot;best&quot;, &quot;better&quot;, &quot;good&quot;, &quot;degraded&quot;)</extracomment>
        <translation>使用中：LBA 格式 %1，扇区 %2 字节，元数据 %3 字节，驱动器标注为“%4”。</translation>
    </message>
    <message>
        <source>The drive offers %5-byte sectors marked &quot;%6&quot;, faster than the %2-byte ones in use (&quot;%3&quot;). Switching means reformatting the namespace, which erases everything on it: nvme format %1 --lbaf=%4 — DriveProof never does this.</source>
        <extracomment>%1 device (/dev/nvme0n1), %2 bytes per sector in use, %3 how fast the drive marks the format in use, %4 the faster format&apos;s number, %5 its bytes per sector, %6 how fast the drive marks it. The command stays as it is.</extracomment>
        <translation>该驱动器提供标注为“%6”的 %5 字节扇区，比正在使用的 %2 字节扇区（“%3”）更快。切换意味着重新格式化该命名空间，其上的一切都会被清除：nvme format %1 --lbaf=%4 —— DriveProof 从不这样做。</translation>
    </message>
    <message>
        <source>None of the LBA formats the drive offers (%1) is marked faster than the one in use.</source>
        <extracomment>%1 how many LBA formats the drive offers (2 or more)</extracomment>
        <translation>驱动器提供的 LBA 格式（%1 种）中，没有一种被标注为比正在使用的更快。</translation>
    </message>
    <message>
        <source>The namespace offers only the LBA format in use.</source>
        <translation>该命名空间只提供正在使用的 LBA 格式。</translation>
    </message>
    <message>
        <source>LBA format %1 carries %2 bytes of metadata per sector; only software that handles metadata (end-to-end protection) uses it.</source>
        <extracomment>%1 LBA format number, %2 metadata bytes per sector</extracomment>
        <translation>LBA 格式 %1 每个扇区带 %2 字节元数据；只有处理元数据的软件（端到端保护）才会使用。</translation>
    </message>
    <message>
        <source>LBA format note %1 (%2)</source>
        <extracomment>a finding this version does not know; %1 its code, %2 its arguments</extracomment>
        <translation>LBA 格式说明 %1（%2）</translation>
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
        <translation>较好</translation>
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
        <translation>降级</translation>
    </message>
    <message>
        <source>not available</source>
        <extracomment>an LBA format the drive lists but does not offer now</extracomment>
        <translation>不可用</translation>
    </message>
    <message>
        <source>%1 bytes, %2</source>
        <extracomment>%1 bytes per sector, %2 how fast the drive says it is</extracomment>
        <translation>%1 字节，%2</translation>
    </message>
    <message>
        <source>%1 bytes + %2 bytes metadata, %3</source>
        <extracomment>%1 bytes per sector, %2 metadata bytes per sector, %3 how fast the drive says it is</extracomment>
        <translation>%1 字节 + %2 字节元数据，%3</translation>
    </message>
    <message>
        <source>%1 % left</source>
        <extracomment>%1 percent of the drive&apos;s rated life that is left</extracomment>
        <translation>剩余 %1%</translation>
    </message>
    <message>
        <source>%1 % used</source>
        <extracomment>%1 percent of the drive&apos;s rated life that is used</extracomment>
        <translation>已用 %1%</translation>
    </message>
    <message>
        <source>Attribute %1 (%2) is at %3, at or below its threshold of %4: the part it watches is worn out or failing, though the drive does not count it as a failure prediction.</source>
        <extracomment>%1 attribute number, %2 its name, %3 its value now, %4 the threshold</extracomment>
        <translation>属性 %1（%2）的值为 %3，等于或低于其阈值 %4：它监视的部件已磨损或正在失效，尽管驱动器并未将其计为故障预测。</translation>
    </message>
    <message>
        <source>Error log: the latest error happened at power-on hour %1.</source>
        <extracomment>%1 a power-on hour</extracomment>
        <translation>错误日志：最近一次错误发生在通电 %1 小时时。</translation>
    </message>
    <message>
        <source>Self-test log: the latest self-test ran at power-on hour %1.</source>
        <extracomment>%1 a power-on hour</extracomment>
        <translation>自检日志：最近一次自检在通电 %1 小时时运行。</translation>
    </message>
    <message>
        <source>The error log has an error at power-on hour %1, but the power-on counter says %2 hours: the counter went back (reset, or run over), so it does not say how long the drive was used.</source>
        <extracomment>%1 the power-on hour the log stamped, %2 the power-on hours the counter says</extracomment>
        <translation>错误日志中有一条发生在通电 %1 小时时的错误，但通电时间计数器显示为 %2 小时：计数器发生了回退（被重置或溢出回绕），因此无法说明驱动器已使用了多久。</translation>
    </message>
    <message>
        <source>The self-test log has a test at power-on hour %1, but the power-on counter says %2 hours: the counter went back (reset, or run over), so it does not say how long the drive was used.</source>
        <extracomment>%1 the power-on hour the log stamped, %2 the power-on hours the counter says</extracomment>
        <translation>自检日志中有一项在通电 %1 小时时进行的测试，但通电时间计数器显示为 %2 小时：计数器发生了回退（被重置或溢出回绕），因此无法说明驱动器已使用了多久。</translation>
    </message>
    <message>
        <source>The FARM log counts %1 power-on hours, but the SMART counter says %2: the SMART counter was reset, and the drive has been used for at least %1 hours.</source>
        <extracomment>%1 power-on hours in the FARM log, %2 power-on hours of the SMART counter</extracomment>
        <translation>FARM 日志记录的通电时间为 %1 小时，但 SMART 计数器显示为 %2：SMART 计数器已被重置，驱动器至少已使用了 %1 小时。</translation>
    </message>
    <message>
        <source>The FARM log&apos;s spindle hours (%1) exceed its power-on hours (%2): its power-on hours were reset too.</source>
        <extracomment>%1 spindle hours, %2 power-on hours, both from the FARM log</extracomment>
        <translation>FARM 日志中的主轴旋转时间（%1）超过了其通电时间（%2）：该日志的通电时间也被重置过。</translation>
    </message>
    <message>
        <source>The FARM log&apos;s head-flight hours (%1) exceed its power-on hours (%2): its power-on hours were reset too.</source>
        <extracomment>%1 head-flight hours, %2 power-on hours, both from the FARM log</extracomment>
        <translation>FARM 日志中的磁头飞行时间（%1）超过了其通电时间（%2）：该日志的通电时间也被重置过。</translation>
    </message>
    <message>
        <source>FARM log: %1 power-on hours, %2 spindle hours, %3 head-flight hours; assembled in week %4 of %5.</source>
        <extracomment>%1 power-on, %2 spindle, %3 head-flight hours; the drive was assembled in week %4 of the year %5 (e.g. &quot;17&quot;, &quot;2025&quot;)</extracomment>
        <translation>FARM 日志：通电 %1 小时，主轴旋转 %2 小时，磁头飞行 %3 小时；于 %5 年第 %4 周组装。</translation>
    </message>
    <message>
        <source>FARM log: %1 power-on hours, %2 spindle hours, %3 head-flight hours.</source>
        <extracomment>%1 power-on, %2 spindle, %3 head-flight hours</extracomment>
        <translation>FARM 日志：通电 %1 小时，主轴旋转 %2 小时，磁头飞行 %3 小时。</translation>
    </message>
</context>
<context>
    <name>DriveProof::Helper</name>
    <message>
        <source>Not authorised to use %1: the authentication was cancelled or refused.</source>
        <extracomment>%1 device path</extracomment>
        <translation>无权使用 %1：身份验证已被取消或拒绝。</translation>
    </message>
    <message>
        <source>Could not ask polkit whether %1 may be used (%2). Make sure polkit is installed and running, then try again.</source>
        <extracomment>%1 device path, %2 D-Bus error text</extracomment>
        <translation>无法向 polkit 查询是否可以使用 %1（%2）。请确认 polkit 已安装并正在运行，然后重试。</translation>
    </message>
    <message>
        <source>Not authorised to use %1: authentication is needed, but no authentication agent could ask for it. Start DriveProof from a desktop session, or run pkttyagent in this terminal.</source>
        <extracomment>%1 device path</extracomment>
        <translation>无权使用 %1：需要进行身份验证，但没有身份验证代理可以发起请求。请从桌面会话中启动 DriveProof，或在此终端中运行 pkttyagent。</translation>
    </message>
    <message>
        <source>Not authorised to use %1. Ask an administrator to allow it.</source>
        <extracomment>%1 device path</extracomment>
        <translation>无权使用 %1。请让管理员授予权限。</translation>
    </message>
    <message>
        <source>%1 is a symbolic link. Give the device node itself, as lsblk lists it.</source>
        <extracomment>%1 device path</extracomment>
        <translation>%1 是符号链接。请指定设备节点本身，即 lsblk 所列出的名称。</translation>
    </message>
    <message>
        <source>%1 is in use: it is mounted, or another program holds it exclusively. Unmount it or close that program, then try again.</source>
        <extracomment>%1 device path</extracomment>
        <translation>%1 正在使用中：它已挂载，或被另一个程序独占。请卸载它或关闭该程序，然后重试。</translation>
    </message>
    <message>
        <source>%1 could not be opened (%2): the device is gone or has no medium.</source>
        <extracomment>%1 device path, %2 system error text</extracomment>
        <translation>无法打开 %1（%2）：设备已不存在或没有介质。</translation>
    </message>
    <message>
        <source>%1 could not be opened: %2.</source>
        <extracomment>%1 device path, %2 system error text</extracomment>
        <translation>无法打开 %1：%2。</translation>
    </message>
    <message>
        <source>“%1” is not a device path the helper accepts. Give the kernel&apos;s name of a block device, such as /dev/sdb or /dev/nvme0n1, not a symbolic link such as /dev/disk/by-id/….</source>
        <extracomment>%1 the path the caller gave (shortened)</extracomment>
        <translation>“%1”不是辅助服务接受的设备路径。请给出块设备的内核名称，例如 /dev/sdb 或 /dev/nvme0n1，而不是 /dev/disk/by-id/… 这样的符号链接。</translation>
    </message>
    <message>
        <source>%1 is not a block device known to the kernel (there is no “%2” in /sys/class/block). Check the name with lsblk.</source>
        <extracomment>%1 device path, %2 kernel name</extracomment>
        <translation>%1 不是内核已知的块设备（/sys/class/block 中没有“%2”）。请用 lsblk 检查名称。</translation>
    </message>
    <message>
        <source>%1 is not a block device node.</source>
        <extracomment>%1 device path</extracomment>
        <translation>%1 不是块设备节点。</translation>
    </message>
    <message>
        <source>%1 is device %2, but the kernel says %4 is %3: the node does not belong to that device. Refusing to open it.</source>
        <extracomment>%1 device path, %2 and %3 device numbers like 8:16, %4 kernel name</extracomment>
        <translation>%1 是设备 %2，但内核显示 %4 是 %3：该节点不属于那个设备。拒绝打开它。</translation>
    </message>
    <message>
        <source>%1 is a partition, but this works on the whole drive. Use %2.</source>
        <extracomment>%1 partition path, %2 disk path</extracomment>
        <translation>%1 是一个分区，但此操作作用于整个驱动器。请使用 %2。</translation>
    </message>
    <message>
        <source>%1 disappeared while it was being checked.</source>
        <extracomment>%1 device path</extracomment>
        <translation>检查 %1 时它消失了。</translation>
    </message>
    <message>
        <source>%1 changed while it was being opened: it is no longer the device the kernel lists under that name. Refusing it.</source>
        <extracomment>%1 device path</extracomment>
        <translation>%1 在打开过程中发生了变化：它已不再是内核以该名称列出的设备。拒绝使用。</translation>
    </message>
    <message>
        <source>Unknown option “%1”, or a value of the wrong type, for %2. Known options: %3.</source>
        <extracomment>%1 option name, %2 device path, %3 list of known option names</extracomment>
        <translation>%2 的选项“%1”未知，或其值类型错误。已知选项：%3。</translation>
    </message>
    <message>
        <source>none</source>
        <translation>无</translation>
    </message>
    <message>
        <source>Unknown mode “%1” for %2. Use “r”, “w” or “rw”.</source>
        <extracomment>%1 the mode the caller gave, %2 device path</extracomment>
        <translation>%2 的模式“%1”未知。请使用“r”、“w”或“rw”。</translation>
    </message>
    <message>
        <source>Unknown flag “%1” for %2. Known flags: direct, sync, dsync, exclusive.</source>
        <extracomment>%1 the flag the caller gave, %2 device path</extracomment>
        <translation>%2 的标志“%1”未知。已知标志：direct、sync、dsync、exclusive。</translation>
    </message>
    <message>
        <source>The command to %1 failed.</source>
        <extracomment>%1 device path</extracomment>
        <translation>发往 %1 的命令失败。</translation>
    </message>
    <message>
        <source>%1 disappeared while it was being read.</source>
        <extracomment>%1 device path</extracomment>
        <translation>读取 %1 时它消失了。</translation>
    </message>
    <message>
        <source>DriveProof&apos;s privileged helper, a D-Bus system service (%1). D-Bus starts it when DriveProof needs it; it is not meant to be run by hand.</source>
        <extracomment>%1 D-Bus service name</extracomment>
        <translation>DriveProof 的特权辅助服务，一个 D-Bus 系统服务（%1）。D-Bus 会在 DriveProof 需要时启动它；它不应手动运行。</translation>
    </message>
    <message>
        <source>For tests: serve on the bus at ADDRESS instead of the system bus, and ask the polkit found there.</source>
        <translation>用于测试：在 ADDRESS 处的总线（而非系统总线）上提供服务，并询问该总线上的 polkit。</translation>
    </message>
    <message>
        <source>Exit after SECONDS without calls (default %1).</source>
        <extracomment>%1 number of seconds</extracomment>
        <translation>在 SECONDS 秒内没有调用时退出（默认 %1）。</translation>
    </message>
    <message>
        <source>%1 is in use and cannot be opened for writing: %2 Unmount, swapoff or stop that first.</source>
        <extracomment>%1 device path, %2 a sentence saying what uses it, e.g. &quot;/dev/sdb1 is mounted on /home.&quot;</extracomment>
        <translation>%1 正在使用中，无法以写入方式打开：%2 请先卸载它、执行 swapoff，或停止占用它的对象。</translation>
    </message>
    <message>
        <source>Unknown self-test action “%1” for %2. Use “short”, “extended”, “conveyance”, “abort” or “status”.</source>
        <extracomment>%1 the action the caller gave, %2 device path</extracomment>
        <translation>%2 的自检操作“%1”未知。请使用“short”“extended”“conveyance”“abort”或“status”。</translation>
    </message>
    <message>
        <source>A DriveProof test is running on %1: a self-test now would disturb it. Start the self-test when the test is done.</source>
        <extracomment>%1 device path</extracomment>
        <translation>%1 上正在运行 DriveProof 测试：现在自检会干扰它。请在测试结束后再开始自检。</translation>
    </message>
    <message>
        <source>Unknown purpose “%1” for %2. Known purposes: capacity-check.</source>
        <extracomment>%1 the purpose the caller gave, %2 device path</extracomment>
        <translation>%2 的用途“%1”未知。已知用途：capacity-check。</translation>
    </message>
    <message>
        <source>A capacity check writes to %1: open it with mode “rw”.</source>
        <extracomment>%1 device path</extracomment>
        <translation>容量检查会写入 %1：请以“rw”模式打开。</translation>
    </message>
</context>
<context>
    <name>DriveProof::PowerLoss</name>
    <message>
        <source>Cannot write the witness journal %1: %2</source>
        <extracomment>%1 is a file path, %2 the system&apos;s error message.</extracomment>
        <translation>无法写入见证机日志 %1：%2</translation>
    </message>
    <message>
        <source>Damaged record at byte %1 with good records after it.</source>
        <translation>字节 %1 处的记录已损坏，而其后还有完好的记录。</translation>
    </message>
    <message>
        <source>Record at byte %1 contradicts the run before it.</source>
        <extracomment>%1 is a byte offset in the witness journal file.</extracomment>
        <translation>字节 %1 处的记录与此前记录的运行内容相矛盾。</translation>
    </message>
    <message>
        <source>Cannot truncate the torn end of the journal.</source>
        <translation>无法截断日志末尾被撕裂的部分。</translation>
    </message>
    <message>
        <source>The simulated drive is already running.</source>
        <translation>模拟驱动器已在运行。</translation>
    </message>
    <message>
        <source>The simulated drive program %1 was not found. Install DriveProof completely (it lives in libexec) or set DRIVEPROOF_LYINGDISK to its path.</source>
        <extracomment>%1 is a program name</extracomment>
        <translation>找不到模拟驱动器程序 %1。请完整安装 DriveProof（该程序位于 libexec 中），或将 DRIVEPROOF_LYINGDISK 设置为其路径。</translation>
    </message>
    <message>
        <source>Cannot create the folder for the simulated drive.</source>
        <translation>无法为模拟驱动器创建文件夹。</translation>
    </message>
    <message>
        <source>Something is already mounted on this folder. Unmount it first (fusermount3 -u).</source>
        <translation>此文件夹上已经挂载了其他内容。请先将其卸载（fusermount3 -u）。</translation>
    </message>
    <message>
        <source>Cannot start the simulated drive: %1</source>
        <translation>无法启动模拟驱动器：%1</translation>
    </message>
    <message>
        <source>The simulated drive stopped before it was ready (exit status %1): %2</source>
        <extracomment>%1 is the program&apos;s exit status, %2 what it printed</extracomment>
        <translation>模拟驱动器在就绪前就已停止（退出状态 %1）：%2</translation>
    </message>
    <message>
        <source>The simulated drive did not appear within %1 s: %2</source>
        <extracomment>%1 is a number of seconds, %2 what the program printed</extracomment>
        <translation>模拟驱动器在 %1 秒内没有出现：%2</translation>
    </message>
    <message>
        <source>The simulated drive is not running.</source>
        <translation>模拟驱动器未在运行。</translation>
    </message>
    <message>
        <source>Cannot signal the simulated drive.</source>
        <translation>无法向模拟驱动器发送信号。</translation>
    </message>
    <message>
        <source>The simulated drive did not confirm the power cut.</source>
        <translation>模拟驱动器没有确认断电。</translation>
    </message>
    <message>
        <source>Cannot unmount the simulated drive. Run: fusermount3 -u -z %1</source>
        <translation>无法卸载模拟驱动器。请运行：fusermount3 -u -z %1</translation>
    </message>
    <message>
        <source>The simulated drive did not stop in time; it was killed and its cache lost.</source>
        <translation>模拟驱动器未能及时停止；已将其强制终止，其缓存内容已丢失。</translation>
    </message>
    <message>
        <source>The simulated drive failed while stopping: %1</source>
        <extracomment>%1 is what the program printed</extracomment>
        <translation>模拟驱动器在停止时出错：%1</translation>
    </message>
    <message>
        <source>No error.</source>
        <translation>没有错误。</translation>
    </message>
    <message>
        <source>Not a DriveProof power-loss frame (bad magic).</source>
        <extracomment>The power-loss witness received bytes that are not a DriveProof frame.</extracomment>
        <translation>不是 DriveProof 断电测试的数据帧（魔数错误）。</translation>
    </message>
    <message>
        <source>Unsupported power-loss protocol version: update DriveProof on both machines.</source>
        <translation>不支持的断电测试协议版本：请在两台计算机上都更新 DriveProof。</translation>
    </message>
    <message>
        <source>Unknown power-loss message type.</source>
        <translation>未知的断电测试消息类型。</translation>
    </message>
    <message>
        <source>Power-loss frame too long for its type.</source>
        <translation>断电测试数据帧的长度超出了其类型的允许范围。</translation>
    </message>
    <message>
        <source>Power-loss frame damaged in transit (CRC mismatch).</source>
        <translation>断电测试数据帧在传输中损坏（CRC 不匹配）。</translation>
    </message>
    <message>
        <source>Wrong pairing code: type the code the witness shows.</source>
        <extracomment>The pairing code is the code the witness shows and the user types on the writer.</extracomment>
        <translation>配对码错误：请输入见证机上显示的配对码。</translation>
    </message>
    <message>
        <source>Power-loss frame replayed or out of order.</source>
        <translation>断电测试数据帧被重放或顺序错乱。</translation>
    </message>
    <message>
        <source>Power-loss message malformed or with a value out of range.</source>
        <translation>断电测试消息格式错误或含有超出范围的值。</translation>
    </message>
    <message>
        <source>Power-loss message not expected at this point.</source>
        <translation>此时不应收到该断电测试消息。</translation>
    </message>
    <message>
        <source>Commit sequence numbers must increase.</source>
        <translation>提交序号必须递增。</translation>
    </message>
    <message>
        <source>This run is already known to the witness with other parameters.</source>
        <translation>见证机已经以其他参数记录了此次运行。</translation>
    </message>
    <message>
        <source>The witness knows no run with this id.</source>
        <translation>见证机不知道具有此 ID 的运行。</translation>
    </message>
    <message>
        <source>This run has already ended.</source>
        <translation>此次运行已经结束。</translation>
    </message>
    <message>
        <source>The witness cannot keep this run&apos;s journal (disk error or damaged journal).</source>
        <translation>见证机无法保存此次运行的日志（磁盘错误或日志已损坏）。</translation>
    </message>
    <message>
        <source>The witness has too many connections.</source>
        <translation>见证机的连接数过多。</translation>
    </message>
    <message>
        <source>The connection was silent for too long.</source>
        <translation>连接长时间没有通信。</translation>
    </message>
    <message>
        <source>The same run connected again from elsewhere; this connection was closed.</source>
        <translation>同一次运行从别处重新连接；此连接已关闭。</translation>
    </message>
    <message>
        <source>Unknown reason.</source>
        <translation>未知原因。</translation>
    </message>
    <message>
        <source>The test area was filled and flushed before the run.</source>
        <translation>测试区域已在运行前写满并刷写。</translation>
    </message>
    <message>
        <source>The witness never heard that the test area was prepared: start a new run.</source>
        <translation>见证机从未收到测试区域已准备好的通知：请开始新的运行。</translation>
    </message>
    <message>
        <source>Simulated power cut (practice mode): no reboot was expected.</source>
        <translation>模拟断电（练习模式）：不需要重启。</translation>
    </message>
    <message>
        <source>The machine restarted after the test.</source>
        <translation>测试后计算机已重启。</translation>
    </message>
    <message>
        <source>The boot id could not be compared, so a restart cannot be confirmed.</source>
        <translation>无法比较启动 ID，因此无法确认是否重启过。</translation>
    </message>
    <message>
        <source>The machine has not restarted since the test: cut the power, then verify after the reboot.</source>
        <translation>测试后计算机尚未重启：请切断电源，然后在重启后进行验证。</translation>
    </message>
    <message>
        <source>The drive has no unsafe-shutdown counter; this check was skipped.</source>
        <translation>驱动器没有不安全关机计数器；已跳过此项检查。</translation>
    </message>
    <message>
        <source>The drive counted an unsafe shutdown (%1 → %2).</source>
        <extracomment>%1 and %2 counts of unsafe shutdowns reported by the drive</extracomment>
        <translation>驱动器记录了一次不安全关机（%1 → %2）。</translation>
    </message>
    <message>
        <source>The drive saw a clean shutdown (its unsafe-shutdown counter stayed at %1): pull the plug, don&apos;t press the power button.</source>
        <translation>驱动器经历的是正常关机（其不安全关机计数器仍为 %1）：请直接拔掉电源插头，而不要按电源按钮。</translation>
    </message>
    <message>
        <source>No commit reached the witness: let the test run before cutting the power.</source>
        <translation>没有任何提交到达见证机：请先让测试运行一段时间，再切断电源。</translation>
    </message>
    <message>
        <source>Commits were reaching the witness until the cut.</source>
        <translation>直到断电前，提交一直在到达见证机。</translation>
    </message>
    <message>
        <source>The last commit reached the witness %1 s before the writer went silent: the test was not writing when the power went.</source>
        <translation>最后一次提交在写入端停止通信前 %1 秒到达见证机：断电时测试并未在写入。</translation>
    </message>
    <message>
        <source>Writes were in flight when the writer went silent.</source>
        <translation>写入端停止通信时，仍有写入正在进行。</translation>
    </message>
    <message>
        <source>No write was in flight at the cut: every issued write had been acknowledged, so the cut tested nothing pending.</source>
        <translation>断电时没有正在进行的写入：发出的每次写入都已被确认，因此这次断电没有测试到任何未完成的写入。</translation>
    </message>
    <message>
        <source>The link to the witness was alive until the cut.</source>
        <translation>直到断电前，与见证机的连接一直正常。</translation>
    </message>
    <message>
        <source>The witness did not hear the writer until the cut.</source>
        <translation>在断电之前，见证机就已收不到写入端的消息。</translation>
    </message>
    <message>
        <source>The writer stopped on an error before the cut: %1</source>
        <translation>写入端在断电前因错误而停止：%1</translation>
    </message>
    <message>
        <source>The writer reported no error.</source>
        <translation>写入端没有报告错误。</translation>
    </message>
    <message>
        <source>The writer stopped on purpose before the cut: cut the power while the test is writing.</source>
        <translation>写入端在断电前被有意停止：请在测试正在写入时切断电源。</translation>
    </message>
    <message>
        <source>The writer did not stop on its own.</source>
        <translation>写入端没有自行停止。</translation>
    </message>
    <message numerus="yes">
        <source>%Ln block(s) hold exactly what they should.</source>
        <translation>
            <numerusform>%Ln 个块的内容完全正确。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln block(s) hold data that was written to another place.</source>
        <translation>
            <numerusform>%Ln 个块中的数据本应写在其他位置。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln block(s) hold data from before this test: the drive forgot the preparation.</source>
        <translation>
            <numerusform>%Ln 个块中保存的是此测试之前的数据：驱动器丢失了准备阶段写入的内容。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln block(s) are half old, half new: a write tore inside a block.</source>
        <translation>
            <numerusform>%Ln 个块一半是旧数据、一半是新数据：有写入在块内部被撕裂。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln block(s) have flipped bits.</source>
        <translation>
            <numerusform>%Ln 个块中有位翻转。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln block(s) read back as zeros.</source>
        <translation>
            <numerusform>%Ln 个块读回来全是零。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln block(s) read back erased (all ones).</source>
        <translation>
            <numerusform>%Ln 个块读回来呈擦除状态（全为 1）。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln block(s) hold data nobody wrote.</source>
        <translation>
            <numerusform>%Ln 个块中的数据不是任何人写入的。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln block(s) cannot be read.</source>
        <translation>
            <numerusform>%Ln 个块无法读取。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln acknowledged write(s) were lost.</source>
        <translation>
            <numerusform>%Ln 次已确认的写入丢失了。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln acknowledged write(s) survived only in part.</source>
        <translation>
            <numerusform>%Ln 次已确认的写入只部分保留了下来。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln acknowledged write(s) were lost while later ones survived: the drive reorders writes across flushes.</source>
        <translation>
            <numerusform>%Ln 次已确认的写入丢失了，而其后的写入却保留了下来：驱动器会跨越刷写操作重排写入顺序。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln acknowledged write(s) just before the cut were lost: the drive acknowledges flushes before the data is safe.</source>
        <translation>
            <numerusform>断电前不久的 %Ln 次已确认的写入丢失了：驱动器在数据安全之前就确认了刷写。</numerusform>
        </translation>
    </message>
    <message>
        <source>The drive cannot be read at all after the power cut.</source>
        <translation>断电后完全无法读取驱动器。</translation>
    </message>
    <message>
        <source>The drive&apos;s identity or capacity changed after the power cut.</source>
        <translation>断电后驱动器的身份信息或容量发生了变化。</translation>
    </message>
    <message numerus="yes">
        <source>%Ln block(s) written only before the test were damaged: data at rest is not safe on this drive.</source>
        <translation>
            <numerusform>%Ln 个仅在测试前写入过的块已损坏：在此驱动器上，静置的数据也不安全。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln contradiction(s) between the witness&apos;s record and the test plan: a bug in DriveProof, so this run proves nothing.</source>
        <translation>
            <numerusform>见证机的记录与测试计划之间有 %Ln 处矛盾：这是 DriveProof 的缺陷，因此此次运行不能证明任何事情。</numerusform>
        </translation>
    </message>
    <message>
        <source>Not an address: %1. Use HOST:PORT or [IPv6]:PORT.</source>
        <extracomment>%1 is what the user typed as the witness address, e.g. 0.0.0.0:7070.
----------
%1 is the witness address the user typed.</extracomment>
        <translation>不是有效的地址：%1。请使用 HOST:PORT 或 [IPv6]:PORT。</translation>
    </message>
    <message>
        <source>Cannot create the witness journal folder %1.</source>
        <extracomment>%1 is a folder path.</extracomment>
        <translation>无法创建见证机日志文件夹 %1。</translation>
    </message>
    <message>
        <source>The journal in folder %1 belongs to another run.</source>
        <translation>文件夹 %1 中的日志属于另一次运行。</translation>
    </message>
    <message>
        <source>Lost the connection to the witness; reconnecting.</source>
        <translation>与见证机的连接已断开；正在重新连接。</translation>
    </message>
    <message>
        <source>Lost the connection to the witness.</source>
        <translation>与见证机的连接已断开。</translation>
    </message>
    <message>
        <source>The witness did not answer in time.</source>
        <translation>见证机没有及时应答。</translation>
    </message>
    <message>
        <source>The witness refused: %1</source>
        <extracomment>%1 is the reason the witness gave.</extracomment>
        <translation>见证机拒绝了请求：%1</translation>
    </message>
    <message>
        <source>The ledger from the witness is damaged (size or digest mismatch).</source>
        <translation>来自见证机的记录簿已损坏（大小或摘要不匹配）。</translation>
    </message>
    <message>
        <source>The report is too large to keep on the witness.</source>
        <translation>报告太大，无法保存在见证机上。</translation>
    </message>
    <message>
        <source>Unexpected answer from the witness.</source>
        <translation>见证机返回了意外的应答。</translation>
    </message>
    <message>
        <source>Cannot resolve %1: %2</source>
        <extracomment>%1 is a host name or address, %2 the resolver&apos;s error message.</extracomment>
        <translation>无法解析 %1：%2</translation>
    </message>
    <message>
        <source>Cannot listen on %1: %2</source>
        <extracomment>%1 is an address:port, %2 the system&apos;s error message.</extracomment>
        <translation>无法在 %1 上监听：%2</translation>
    </message>
    <message>
        <source>Cannot reach the witness at %1: %2</source>
        <extracomment>%1 is the witness&apos;s address:port, %2 the system&apos;s error message.</extracomment>
        <translation>无法连接位于 %1 的见证机：%2</translation>
    </message>
    <message>
        <source>This file system does not support direct I/O: the writer goes through the page cache, which the commits flush.</source>
        <translation>此文件系统不支持直接 I/O：写入端将经过页缓存，由每次提交将其刷写。</translation>
    </message>
    <message>
        <source>Cannot open %1 for writing: %2.</source>
        <extracomment>%1 file or device, %2 the system&apos;s error text</extracomment>
        <translation>无法打开 %1 进行写入：%2。</translation>
    </message>
    <message>
        <source>The power-loss test parameters are invalid.</source>
        <translation>断电测试参数无效。</translation>
    </message>
    <message>
        <source>Preparing the test area failed: %1.</source>
        <extracomment>%1 the system&apos;s error text</extracomment>
        <translation>准备测试区域失败：%1。</translation>
    </message>
    <message>
        <source>Flushing the prepared test area failed: %1.</source>
        <translation>刷写已准备好的测试区域失败：%1。</translation>
    </message>
    <message>
        <source>Write %1 failed: %2. The run is invalid; the writer stopped and does not retry.</source>
        <extracomment>%1 the write&apos;s sequence number, %2 the system&apos;s error text</extracomment>
        <translation>写入 %1 失败：%2。此次运行无效；写入端已停止，且不会重试。</translation>
    </message>
    <message>
        <source>Committing up to write %1 failed: %2. The run is invalid; the writer stopped and does not retry.</source>
        <extracomment>%1 the last write&apos;s sequence number, %2 the system&apos;s error text</extracomment>
        <translation>提交截至写入 %1 的数据失败：%2。此次运行无效；写入端已停止，且不会重试。</translation>
    </message>
    <message>
        <source>Cannot save the pending test in %1: %2.</source>
        <extracomment>%1 file name, %2 the system&apos;s error text</extracomment>
        <translation>无法将待验证的测试保存到 %1：%2。</translation>
    </message>
    <message>
        <source>Cannot write the autostart entry %1: %2.</source>
        <extracomment>%1 file name, %2 the system&apos;s error text</extracomment>
        <translation>无法写入自启动项 %1：%2。</translation>
    </message>
    <message>
        <source>Practice mode needs FUSE, and /dev/fuse cannot be used here.</source>
        <translation>练习模式需要 FUSE，但此处无法使用 /dev/fuse。</translation>
    </message>
    <message>
        <source>Practice mode needs fusermount3 (the fuse3 package).</source>
        <translation>练习模式需要 fusermount3（fuse3 软件包）。</translation>
    </message>
    <message>
        <source>Practice mode needs driveproof-lyingdisk, which is not installed.</source>
        <translation>练习模式需要 driveproof-lyingdisk，但它尚未安装。</translation>
    </message>
    <message>
        <source>Cannot create a temporary folder for practice.</source>
        <translation>无法为练习创建临时文件夹。</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a pairing code.</source>
        <extracomment>%1 what was given</extracomment>
        <translation>&apos;%1&apos; 不是配对码。</translation>
    </message>
    <message>
        <source>DriveProof simulated drive (%1)</source>
        <extracomment>the simulated drive of practice mode; %1 honest or lying</extracomment>
        <translation>DriveProof 模拟驱动器（%1）</translation>
    </message>
    <message>
        <source>lying</source>
        <translation>撒谎</translation>
    </message>
    <message>
        <source>honest</source>
        <translation>诚实</translation>
    </message>
    <message>
        <source>Practice cancelled.</source>
        <translation>练习已取消。</translation>
    </message>
    <message>
        <source>idle</source>
        <translation>空闲</translation>
    </message>
    <message>
        <source>starting the simulated drive and witness</source>
        <extracomment>practice mode: the simulated drive and the local witness start</extracomment>
        <translation>正在启动模拟驱动器和见证机</translation>
    </message>
    <message>
        <source>preparing</source>
        <extracomment>the test area is being filled with known data</extracomment>
        <translation>正在准备</translation>
    </message>
    <message>
        <source>writing</source>
        <translation>正在写入</translation>
    </message>
    <message>
        <source>cutting the power</source>
        <extracomment>practice mode: the simulated power cut</extracomment>
        <translation>正在切断电源</translation>
    </message>
    <message>
        <source>verifying</source>
        <translation>正在验证</translation>
    </message>
    <message>
        <source>done</source>
        <translation>已完成</translation>
    </message>
    <message>
        <source>failed</source>
        <translation>失败</translation>
    </message>
    <message>
        <source>This is a virtual machine: pulling its virtual plug tests the host&apos;s storage stack, not a drive. Run the test on real hardware.</source>
        <translation>这是一台虚拟机：拔掉它的虚拟插头测试的是宿主机的存储栈，而不是驱动器。请在真实硬件上运行此测试。</translation>
    </message>
    <message>
        <source>The machine runs on its battery: pulling the plug would not cut the power. Remove the battery, or use a machine without one.</source>
        <translation>这台计算机正在使用电池供电：拔掉插头并不会切断电源。请取下电池，或使用没有电池的计算机。</translation>
    </message>
    <message>
        <source>The drive sits behind a USB bridge, which may have a cache and flush rules of its own: the verdict is about the bridge and the drive together.</source>
        <translation>该驱动器位于 USB 桥接芯片之后，桥接芯片可能有自己的缓存和刷写规则：结论针对的是桥接芯片和驱动器的整体。</translation>
    </message>
    <message>
        <source>The drive&apos;s write cache is on. That is normal: the test shows whether the drive still keeps every write it acknowledged.</source>
        <translation>驱动器的写入缓存已开启。这很正常：测试会显示驱动器是否仍然保住了它确认过的每一次写入。</translation>
    </message>
    <message>
        <source>The drive&apos;s unsafe-shutdown counter cannot be read, so the verifier cannot confirm that the power really went away.</source>
        <translation>无法读取驱动器的不安全关机计数器，因此验证端无法确认电源确实被切断了。</translation>
    </message>
    <message>
        <source>Choose a file or a device for the test area.</source>
        <translation>请为测试区域选择一个文件或设备。</translation>
    </message>
    <message>
        <source>%1 is neither a regular file nor a block device.</source>
        <extracomment>%1 a path</extracomment>
        <translation>%1 既不是普通文件，也不是块设备。</translation>
    </message>
    <message>
        <source>The folder %1 does not exist.</source>
        <extracomment>%1 a folder</extracomment>
        <translation>文件夹 %1 不存在。</translation>
    </message>
    <message>
        <source>The device %1 was not found.</source>
        <extracomment>%1 a device node</extracomment>
        <translation>找不到设备 %1。</translation>
    </message>
    <message>
        <source>Cannot create %1: %2.</source>
        <extracomment>%1 file, %2 the system&apos;s error text</extracomment>
        <translation>无法创建 %1：%2。</translation>
    </message>
    <message>
        <source>Cannot reserve space for %1: %2.</source>
        <extracomment>%1 file, %2 the system&apos;s error text</extracomment>
        <translation>无法为 %1 预留空间：%2。</translation>
    </message>
    <message>
        <source>Cannot reach the witness at %1: %2. Is driveproof-cli witness running there, and is the port open?</source>
        <extracomment>%1 the witness&apos;s address, %2 the network&apos;s error text</extracomment>
        <translation>无法连接位于 %1 的见证机：%2。那里是否正在运行 driveproof-cli witness，端口是否已开放？</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a pairing code: type the 12 characters the witness shows.</source>
        <extracomment>%1 what the user typed</extracomment>
        <translation>&apos;%1&apos; 不是配对码：请输入见证机上显示的 12 个字符。</translation>
    </message>
    <message>
        <source>The test area on %1 is too small: give it at least 1 MiB.</source>
        <extracomment>%1 the file or device</extracomment>
        <translation>%1 上的测试区域太小：请至少设为 1 MiB。</translation>
    </message>
    <message>
        <source>The witness at %1 did not confirm every commit before the end.</source>
        <extracomment>%1 the witness&apos;s address</extracomment>
        <translation>位于 %1 的见证机在结束前没有确认每一次提交。</translation>
    </message>
    <message>
        <source>connecting to the witness</source>
        <translation>正在连接见证机</translation>
    </message>
    <message>
        <source>paused</source>
        <extracomment>writing paused while the witness cannot be reached</extracomment>
        <translation>已暂停</translation>
    </message>
    <message>
        <source>stopped</source>
        <translation>已停止</translation>
    </message>
    <message>
        <source>connecting</source>
        <translation>正在连接</translation>
    </message>
    <message>
        <source>connected</source>
        <translation>已连接</translation>
    </message>
    <message>
        <source>unreachable</source>
        <translation>无法连接</translation>
    </message>
    <message>
        <source>refused</source>
        <translation>被拒绝</translation>
    </message>
    <message>
        <source>closed</source>
        <extracomment>the link to the witness was closed</extracomment>
        <translation>已关闭</translation>
    </message>
    <message>
        <source>Cannot open %1: %2.</source>
        <extracomment>%1 file, %2 the system&apos;s error text</extracomment>
        <translation>无法打开 %1：%2。</translation>
    </message>
    <message>
        <source>The pending test has no valid pairing code.</source>
        <translation>待验证的测试没有有效的配对码。</translation>
    </message>
    <message>
        <source>Fetching the witness&apos;s record from %1</source>
        <extracomment>%1 the witness&apos;s address</extracomment>
        <translation>正在从 %1 获取见证机的记录</translation>
    </message>
    <message>
        <source>Verification cancelled.</source>
        <translation>验证已取消。</translation>
    </message>
    <message>
        <source>Reading the drive&apos;s state</source>
        <translation>正在读取驱动器的状态</translation>
    </message>
    <message>
        <source>Reading and checking the whole test area on %1</source>
        <extracomment>%1 file or device</extracomment>
        <translation>正在读取并检查 %1 上的整个测试区域</translation>
    </message>
    <message>
        <source>Storing the report</source>
        <translation>正在保存报告</translation>
    </message>
    <message>
        <source>Done</source>
        <translation>完成</translation>
    </message>
    <message>
        <source>Cannot write the witness&apos;s salt %1: %2</source>
        <extracomment>%1 is a file path, %2 the system&apos;s error message.</extracomment>
        <translation>无法写入见证机的盐值文件 %1：%2</translation>
    </message>
    <message>
        <source>The witness is busy with other verifiers; try again shortly.</source>
        <extracomment>The witness limits how many verifiers and ledger downloads it serves at once.</extracomment>
        <translation>见证机正忙于服务其他验证端；请稍后重试。</translation>
    </message>
    <message>
        <source>Cannot derive the pairing key (not enough memory?).</source>
        <extracomment>The witness turns the pairing code into a key with Argon2id, which needs 64 MiB.</extracomment>
        <translation>无法派生配对密钥（内存不足？）。</translation>
    </message>
    <message>
        <source>The journal of this run reached its limit of %1 bytes.</source>
        <extracomment>%1 is a size in bytes.</extracomment>
        <translation>此次运行的日志已达到 %1 字节的上限。</translation>
    </message>
    <message>
        <source>The witness claimed commits this writer never sent; reconnecting.</source>
        <extracomment>A high-water mark above the writer&apos;s own last commit: a forged or replayed answer.</extracomment>
        <translation>见证机声称持有此写入端从未发送过的提交；正在重新连接。</translation>
    </message>
    <message>
        <source>no answer to the handshake within %1 s</source>
        <extracomment>%1 a number of seconds</extracomment>
        <translation>%1 秒内建立连接无应答</translation>
    </message>
    <message>
        <source>The witness at %1 refused this writer: %2</source>
        <extracomment>%1 the witness&apos;s address, %2 why it refused</extracomment>
        <translation>位于 %1 的见证机拒绝了此写入端：%2</translation>
    </message>
    <message numerus="yes">
        <source>All %Ln acknowledged write(s) were lost.</source>
        <translation>
            <numerusform>全部 %Ln 次已确认的写入都丢失了。</numerusform>
        </translation>
    </message>
    <message>
        <source>They were the last ones before the cut: the drive acknowledges flushes before the data is safe.</source>
        <translation>它们是断电前的最后几次写入：驱动器在数据安全之前就确认了刷写。</translation>
    </message>
    <message>
        <source>The witness&apos;s record contradicts this machine&apos;s own record of the test (%1), so it cannot be trusted and this run proves nothing about acknowledged writes.</source>
        <extracomment>%1 what the witness&apos;s record says against this machine&apos;s (in English, for a bug report)</extracomment>
        <translation>见证机的记录与本机自己对该测试的记录相矛盾（%1），因此不可信，本次运行无法证明已确认写入的任何情况。</translation>
    </message>
    <message>
        <source>This is not the run&apos;s witness: it answered with another salt than during the run.</source>
        <translation>这不是本次运行的见证机：它回复的盐值与运行期间的不同。</translation>
    </message>
    <message>
        <source>A frame from the witness arrived damaged or altered (%1); reconnecting.</source>
        <extracomment>%1 what was wrong with it, e.g. &quot;HMAC&quot; or &quot;CRC mismatch&quot;</extracomment>
        <translation>来自见证机的数据帧到达时已损坏或被篡改（%1）；正在重新连接。</translation>
    </message>
    <message>
        <source>The witness could not prove the pairing code (a fake witness or altered traffic); reconnecting.</source>
        <translation>见证机无法证明配对码（伪造的见证机或被篡改的流量）；正在重新连接。</translation>
    </message>
    <message>
        <source>The witness refused a frame that reached it damaged or altered (%1); reconnecting.</source>
        <extracomment>%1 the witness&apos;s reason, e.g. &quot;Power-loss frame damaged in transit&quot;</extracomment>
        <translation>见证机拒绝了一个到达时已损坏或被篡改的数据帧（%1）；正在重新连接。</translation>
    </message>
    <message>
        <source>The witness already keeps %1 runs: move old run folders out of its journal folder to make room.</source>
        <extracomment>%1 how many runs the witness keeps at most</extracomment>
        <translation>见证机已保存 %1 次运行：请将旧的运行文件夹移出其日志文件夹以腾出空间。</translation>
    </message>
    <message>
        <source>The witness holds %1 acknowledged writes in memory, as many as it may: this run cannot grow.</source>
        <extracomment>%1 a number of acknowledged writes</extracomment>
        <translation>见证机在内存中保存了 %1 个已确认写入，已达上限：本次运行无法继续增长。</translation>
    </message>
    <message numerus="yes">
        <source>The witness reports %n acknowledgement(s) this writer never sent, from seq %1, so its record cannot be trusted and this run proves nothing about acknowledged writes.</source>
        <extracomment>%n how many acknowledgements carry no valid receipt of this machine&apos;s writer, %1 the seq (a number) of the first of them</extracomment>
        <translation>
            <numerusform>见证机报告了 %n 个此写入端从未发送过的确认（从序号 %1 开始），因此其记录不可信，本次运行无法证明已确认写入的任何情况。</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>DriveProof::Privilege</name>
    <message>
        <source>Cannot open %1: %2.</source>
        <extracomment>%1 device path, %2 the system&apos;s reason</extracomment>
        <translation>无法打开 %1：%2。</translation>
    </message>
    <message>
        <source>The system bus is not running (%2), so DriveProof&apos;s helper cannot be reached for %1. Start D-Bus, or run as root.</source>
        <extracomment>%1 device path, %2 D-Bus error text</extracomment>
        <translation>系统总线未运行（%2），因此无法为 %1 连接 DriveProof 辅助服务。请启动 D-Bus，或以 root 身份运行。</translation>
    </message>
    <message>
        <source>DriveProof&apos;s helper sent an unexpected reply for %1.</source>
        <extracomment>%1 device path</extracomment>
        <translation>DriveProof 辅助服务对 %1 返回了意外的响应。</translation>
    </message>
    <message>
        <source>DriveProof&apos;s helper opened %1 but no file descriptor arrived.</source>
        <extracomment>%1 device path</extracomment>
        <translation>DriveProof 辅助服务已打开 %1，但没有收到文件描述符。</translation>
    </message>
    <message>
        <source>DriveProof&apos;s helper is not installed (%1 is not on the system bus): install the package, or run as root.</source>
        <extracomment>%1 D-Bus service name</extracomment>
        <translation>DriveProof 辅助服务未安装（%1 不在系统总线上）：请安装该软件包，或以 root 身份运行。</translation>
    </message>
    <message>
        <source>DriveProof&apos;s helper is installed but could not be started (%1). Reinstall DriveProof.</source>
        <extracomment>%1 D-Bus error text</extracomment>
        <translation>DriveProof 辅助服务已安装，但无法启动（%1）。请重新安装 DriveProof。</translation>
    </message>
    <message>
        <source>DriveProof&apos;s helper did not answer for %1 within %2 seconds. If an authentication dialog was open, try again.</source>
        <extracomment>%1 device path, %2 number of seconds</extracomment>
        <translation>DriveProof 辅助服务在 %2 秒内没有就 %1 作出响应。如果打开过身份验证对话框，请重试。</translation>
    </message>
    <message>
        <source>The system bus refused the call to DriveProof&apos;s helper (%1): its D-Bus policy is missing or damaged. Reinstall DriveProof.</source>
        <extracomment>%1 D-Bus error text</extracomment>
        <translation>系统总线拒绝了对 DriveProof 辅助服务的调用（%1）：其 D-Bus 策略缺失或已损坏。请重新安装 DriveProof。</translation>
    </message>
    <message>
        <source>DriveProof&apos;s helper failed for %1: %3 (%2).</source>
        <extracomment>%1 device path, %2 D-Bus error name, %3 D-Bus error text</extracomment>
        <translation>DriveProof 辅助服务在处理 %1 时失败：%3（%2）。</translation>
    </message>
</context>
<context>
    <name>DriveProof::Report</name>
    <message>
        <source>a pair [bucket, count]</source>
        <translation>一个 [区间, 计数] 对</translation>
    </message>
    <message>
        <source>The test result is damaged: %1 names latency bucket %2, but the buckets end at %3.</source>
        <extracomment>%1 where in the file; %2 the bucket number found; %3 the last valid one</extracomment>
        <translation>测试结果已损坏：%1 指向延迟区间 %2，但区间只到 %3 为止。</translation>
    </message>
    <message>
        <source>The test result is damaged: %1 lists latency bucket %2 twice.</source>
        <extracomment>%1 where in the file; %2 a bucket number</extracomment>
        <translation>测试结果已损坏：%1 两次列出了延迟区间 %2。</translation>
    </message>
    <message>
        <source>The test result is damaged: the latency buckets of %1 do not add up to its count.</source>
        <extracomment>%1 where in the file, e.g. measurements[0].histogram</extracomment>
        <translation>测试结果已损坏：%1 的各延迟区间之和与其计数不符。</translation>
    </message>
    <message>
        <source>The test result is damaged: the minimum or maximum of %1 lies outside its lowest or highest latency bucket.</source>
        <extracomment>%1 where in the file, e.g. measurements[0].histogram</extracomment>
        <translation>测试结果已损坏：%1 的最小值或最大值落在其最低或最高延迟区间之外。</translation>
    </message>
    <message>
        <source>The test result is damaged: the sum of %1 cannot come from its latency buckets.</source>
        <extracomment>%1 where in the file, e.g. measurements[0].histogram</extracomment>
        <translation>测试结果已损坏：%1 的总和不可能由其延迟区间得出。</translation>
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
        <translation>%1（因错误而停止）</translation>
    </message>
    <message>
        <source>%1 (cancelled)</source>
        <extracomment>%1 the summary so far; a test the user cancelled</extracomment>
        <translation>%1（已取消）</translation>
    </message>
    <message>
        <source>The result has no id, so it cannot be kept in the history.</source>
        <translation>结果没有 ID，因此无法保存到历史记录中。</translation>
    </message>
    <message>
        <source>Cannot create the history folder %1. Check that your home folder is writable.</source>
        <extracomment>%1 folder path</extracomment>
        <translation>无法创建历史记录文件夹 %1。请检查您的主文件夹是否可写。</translation>
    </message>
    <message>
        <source>Cannot write %1: %2.</source>
        <extracomment>%1 file name, %2 the system&apos;s error text</extracomment>
        <translation>无法写入 %1：%2。</translation>
    </message>
    <message>
        <source>The history holds no result with the id %1.</source>
        <extracomment>%1 a result id</extracomment>
        <translation>历史记录中没有 ID 为 %1 的结果。</translation>
    </message>
    <message>
        <source>The id %1 fits several results in the history; give the whole id.</source>
        <extracomment>%1 a short result id</extracomment>
        <translation>ID %1 与历史记录中的多个结果匹配；请给出完整的 ID。</translation>
    </message>
    <message>
        <source>Cannot delete %1: %2.</source>
        <extracomment>%1 file name, %2 the system&apos;s error text</extracomment>
        <translation>无法删除 %1：%2。</translation>
    </message>
    <message>
        <source>The test result is damaged: %1 is missing.</source>
        <extracomment>%1 where in the file, e.g. measurements[2].iops</extracomment>
        <translation>测试结果已损坏：缺少 %1。</translation>
    </message>
    <message>
        <source>The test result is damaged: %1 should be %2.</source>
        <extracomment>%1 where in the file, e.g. measurements[2].iops; %2 what it should be, e.g. &quot;a number&quot;</extracomment>
        <translation>测试结果已损坏：%1 应为%2。</translation>
    </message>
    <message>
        <source>The test result is damaged: %1 is %2, outside the range %3 to %4.</source>
        <extracomment>%1 where in the file, e.g. measurements[2].read_percent; %2 the value found there; %3 and %4 the smallest and largest value allowed</extracomment>
        <translation>测试结果已损坏：%1 的值为 %2，超出了 %3 到 %4 的范围。</translation>
    </message>
    <message>
        <source>text</source>
        <translation>文本</translation>
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
        <translation>整数</translation>
    </message>
    <message>
        <source>a number</source>
        <translation>数字</translation>
    </message>
    <message>
        <source>a date and time (ISO 8601)</source>
        <translation>日期时间（ISO 8601）</translation>
    </message>
    <message>
        <source>a list</source>
        <translation>列表</translation>
    </message>
    <message>
        <source>an object</source>
        <translation>对象</translation>
    </message>
    <message>
        <source>a list of six numbers</source>
        <translation>包含六个数字的列表</translation>
    </message>
    <message>
        <source>one of info, good, caution, danger</source>
        <translation>info、good、caution、danger 之一</translation>
    </message>
    <message>
        <source>This is not a DriveProof test result: it has no format_version.</source>
        <translation>这不是 DriveProof 测试结果：其中没有 format_version。</translation>
    </message>
    <message>
        <source>This test result has format %1, but this version of DriveProof reads formats up to %2. Open it with a newer DriveProof.</source>
        <extracomment>%1 the file&apos;s format number, %2 the newest format this version reads</extracomment>
        <translation>此测试结果的格式为 %1，但此版本的 DriveProof 只能读取 %2 及以下的格式。请用更新版本的 DriveProof 打开它。</translation>
    </message>
    <message>
        <source>This is not a DriveProof test result: the JSON breaks at byte %1 (%2).</source>
        <extracomment>%1 byte offset in the file, %2 what the JSON parser says</extracomment>
        <translation>这不是 DriveProof 测试结果：JSON 在第 %1 字节处中断（%2）。</translation>
    </message>
    <message>
        <source>This is not a DriveProof test result: it holds no JSON object.</source>
        <translation>这不是 DriveProof 测试结果：其中没有 JSON 对象。</translation>
    </message>
    <message>
        <source>Cannot read %1: %2.</source>
        <extracomment>%1 file name, %2 the system&apos;s reason</extracomment>
        <translation>无法读取 %1：%2。</translation>
    </message>
    <message>
        <source>%1 is too large to be a DriveProof test result.</source>
        <extracomment>%1 file name</extracomment>
        <translation>%1 太大，不可能是 DriveProof 测试结果。</translation>
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
            <numerusform>%n 个测量项</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 s</source>
        <extracomment>a time per step; %1 seconds, e.g. &quot;5&quot; or &quot;0.5&quot;</extracomment>
        <translation>%1 秒</translation>
    </message>
    <message>
        <source>temporary file</source>
        <translation>临时文件</translation>
    </message>
    <message>
        <source>file</source>
        <translation>文件</translation>
    </message>
    <message>
        <source>whole device</source>
        <translation>整个设备</translation>
    </message>
    <message>
        <source>none (raw device)</source>
        <extracomment>where a run had no file system under it (the raw device)</extracomment>
        <translation>无（原始设备）</translation>
    </message>
    <message>
        <source>They are different tests (%1 and %2).</source>
        <extracomment>%1 and %2 two test keys, e.g. &quot;quick&quot; and &quot;random&quot;</extracomment>
        <translation>它们是不同的测试（%1 和 %2）。</translation>
    </message>
    <message>
        <source>They used different test sizes (%1 and %2): a small area fits a cache that a large one overflows.</source>
        <extracomment>%1 and %2 test sizes, e.g. &quot;128 MiB&quot; and &quot;1 GiB&quot;</extracomment>
        <translation>它们使用了不同的测试大小（%1 和 %2）：小区域能装进缓存，大区域则会溢出。</translation>
    </message>
    <message>
        <source>They ran on different kinds of target (%1 and %2): a file system adds its own work to every write.</source>
        <extracomment>%1 and %2 kinds of target, e.g. &quot;temporary file&quot; and &quot;whole device&quot;</extracomment>
        <translation>它们运行在不同类型的目标上（%1 和 %2）：文件系统会给每次写入加上自己的工作。</translation>
    </message>
    <message>
        <source>They ran on different file systems (%1 and %2).</source>
        <extracomment>%1 and %2 file systems, e.g. &quot;ext4&quot; and &quot;btrfs&quot;</extracomment>
        <translation>它们运行在不同的文件系统上（%1 和 %2）。</translation>
    </message>
    <message>
        <source>They used different I/O engines (%1 and %2).</source>
        <extracomment>%1 and %2 I/O engines, e.g. &quot;io_uring&quot; and &quot;psync&quot;</extracomment>
        <translation>它们使用了不同的 I/O 引擎（%1 和 %2）。</translation>
    </message>
    <message>
        <source>They ran for different times per step (%1 and %2).</source>
        <extracomment>%1 and %2 times per step, e.g. &quot;2 s&quot; and &quot;5 s&quot;</extracomment>
        <translation>它们每步运行的时间不同（%1 和 %2）。</translation>
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
        <translation>历史中没有 ID 为 %1 的结果，也没有这样的文件。&apos;driveproof-cli history DEVICE&apos; 会列出 ID。</translation>
    </message>
    <message>
        <source>a list of two numbers</source>
        <translation>由两个数字组成的列表</translation>
    </message>
    <message>
        <source>%1 self-test: %2, at %3 power-on hours; first failing sector %4.</source>
        <extracomment>%1 kind of self-test (&quot;Short&quot;), %2 its result (&quot;Failed: read error&quot;), %3 the drive&apos;s power-on hours when it ended, %4 a sector number</extracomment>
        <translation>自检（%1）：%2，通电 %3 小时时；第一个出错扇区 %4。</translation>
    </message>
    <message>
        <source>%1 self-test: %2, at %3 power-on hours.</source>
        <extracomment>%1 kind of self-test (&quot;Short&quot;), %2 its result (&quot;Completed without error&quot;), %3 the drive&apos;s power-on hours when it ended</extracomment>
        <translation>自检（%1）：%2，通电 %3 小时时。</translation>
    </message>
    <message>
        <source>read</source>
        <translation>读取</translation>
    </message>
    <message>
        <source>write</source>
        <translation>写入</translation>
    </message>
    <message>
        <source>mixed %1% read</source>
        <extracomment>%1 percentage of reads in a mixed workload, e.g. 70</extracomment>
        <translation>混合（%1% 读取）</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <extracomment>%1 a CrystalDiskMark-style preset name (SEQ1M Q8T1), %2 read/write/mixed</extracomment>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>block size %1, %2</source>
        <extracomment>a sweep point: %1 block size, %2 read/write</extracomment>
        <translation>块大小 %1，%2</translation>
    </message>
    <message>
        <source>queue depth %1, %2</source>
        <extracomment>a sweep point: %1 queue depth, %2 read/write</extracomment>
        <translation>队列深度 %1，%2</translation>
    </message>
    <message numerus="yes">
        <source>%n thread(s), %1</source>
        <extracomment>a sweep point: %n threads, %1 read/write</extracomment>
        <translation>
            <numerusform>%n 个线程，%1</numerusform>
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
        <translation>write, close, fsync（另一个描述符）</translation>
    </message>
    <message>
        <source>write, no sync (baseline, not durable)</source>
        <translation>write，无 sync（基准，非持久）</translation>
    </message>
    <message>
        <source>O_DIRECT write, no sync (baseline, not durable)</source>
        <translation>O_DIRECT write，无 sync（基准，非持久）</translation>
    </message>
    <message>
        <source>sustained sequential write</source>
        <translation>持续顺序写入</translation>
    </message>
    <message>
        <source>surface scan (read)</source>
        <translation>表面扫描（读取）</translation>
    </message>
    <message>
        <source>random reads, pass %1</source>
        <extracomment>%1 1 or 2: the pass of the hybrid-cache check</extracomment>
        <translation>随机读取，第 %1 轮</translation>
    </message>
    <message>
        <source>%1 (cache off)</source>
        <extracomment>a commit line measured with the drive&apos;s write cache switched off; %1 its label</extracomment>
        <translation>%1（缓存关闭）</translation>
    </message>
    <message>
        <source>Skipped: the block size %1 is larger than the test area (%2).</source>
        <extracomment>%1 block size, %2 test area size</extracomment>
        <translation>已跳过：块大小 %1 大于测试区域（%2）。</translation>
    </message>
    <message>
        <source>Skipped: O_DIRECT writes of %1 bytes are smaller than the device&apos;s logical block size (%2 bytes).</source>
        <extracomment>%1 write size in bytes, %2 the device&apos;s logical block size in bytes</extracomment>
        <translation>已跳过：%1 字节的 O_DIRECT 写入小于设备的逻辑块大小（%2 字节）。</translation>
    </message>
    <message>
        <source>Skipped: this file system does not support O_DIRECT.</source>
        <translation>已跳过：此文件系统不支持 O_DIRECT。</translation>
    </message>
    <message>
        <source>Skipped: the device rejects O_DIRECT writes of %1 bytes.</source>
        <extracomment>%1 write size in bytes</extracomment>
        <translation>已跳过：设备拒绝 %1 字节的 O_DIRECT 写入。</translation>
    </message>
</context>
<context>
    <name>DriveProof::Suites</name>
    <message>
        <source>The cache A/B test needs a drive whose write cache is on and can be switched; %1&apos;s is not. Run the commit test alone.</source>
        <extracomment>%1 device node</extracomment>
        <translation>缓存 A/B 测试需要一个写入缓存已开启且可切换的驱动器；%1 不满足条件。请单独运行提交速率测试。</translation>
    </message>
    <message>
        <source>Could not switch the write cache of %1 back on. Switch it on with &apos;driveproof-cli cache %1 --set on&apos;.</source>
        <extracomment>%1 device node</extracomment>
        <translation>无法重新开启 %1 的写入缓存。请用 &apos;driveproof-cli cache %1 --set on&apos; 开启它。</translation>
    </message>
    <message>
        <source>Cannot open %1 for the commit test: %2.</source>
        <extracomment>%1 file or device, %2 the system&apos;s error text</extracomment>
        <translation>无法为提交速率测试打开 %1：%2。</translation>
    </message>
    <message>
        <source>The commit test stopped at &quot;%1&quot;: writing to %2 failed: %3.</source>
        <extracomment>%1 the line&apos;s label, %2 file or device, %3 the system&apos;s error text</extracomment>
        <translation>提交速率测试在“%1”处停止：写入 %2 失败：%3。</translation>
    </message>
    <message>
        <source>&quot;%1&quot; stopped on %2: %3</source>
        <extracomment>%1 the step&apos;s label, %2 file or device, %3 the error</extracomment>
        <translation>“%1”在 %2 上停止：%3</translation>
    </message>
    <message>
        <source>idle, so the drive can move hot data</source>
        <translation>空闲，以便驱动器迁移热数据</translation>
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
        <translation>持续写入</translation>
    </message>
    <message>
        <source>Surface scan</source>
        <translation>表面扫描</translation>
    </message>
    <message>
        <source>Random I/O</source>
        <translation>随机 I/O</translation>
    </message>
    <message>
        <source>Quick check</source>
        <translation>快速检查</translation>
    </message>
    <message>
        <source>Block size sweep</source>
        <translation>块大小逐级测试</translation>
    </message>
    <message>
        <source>Queue depth sweep</source>
        <translation>队列深度逐级测试</translation>
    </message>
    <message>
        <source>Thread sweep</source>
        <translation>线程数逐级测试</translation>
    </message>
    <message>
        <source>Hybrid cache check</source>
        <translation>混合缓存检测</translation>
    </message>
    <message>
        <source>A drive test is running; suspending would spoil its numbers.</source>
        <translation>驱动器测试正在运行；此时挂起系统会影响测试结果。</translation>
    </message>
    <message>
        <source>The cache A/B test needs to know the drive under the target, and it could not be found. Run the commit test alone.</source>
        <translation>缓存 A/B 测试需要知道目标所在的驱动器，但找不到它。请单独运行提交速率测试。</translation>
    </message>
    <message>
        <source>O_DIRECT is not supported here: the run is buffered, so the page cache is in the numbers.</source>
        <translation>此处不支持 O_DIRECT：本次运行使用了缓冲 I/O，因此测得的数值包含页缓存的影响。</translation>
    </message>
    <message>
        <source>%1 is not a folder. Choose a folder on the drive to test.</source>
        <extracomment>%1 a folder</extracomment>
        <translation>%1 不是文件夹。请在要测试的驱动器上选择一个文件夹。</translation>
    </message>
    <message>
        <source>The test size must be at least 4 KiB.</source>
        <translation>测试大小至少须为 4 KiB。</translation>
    </message>
    <message>
        <source>%1 has too little free space for a %2 test file (%3 free). Choose a smaller size or another folder.</source>
        <extracomment>%1 folder, %2 the size asked for, %3 free space</extracomment>
        <translation>%1 的可用空间不足以容纳 %2 的测试文件（可用 %3）。请选择较小的大小或其他文件夹。</translation>
    </message>
    <message>
        <source>Cannot create a test file in %1: %2. Choose a folder you can write to.</source>
        <extracomment>%1 folder, %2 the system&apos;s error text</extracomment>
        <translation>无法在 %1 中创建测试文件：%2。请选择一个您有写入权限的文件夹。</translation>
    </message>
    <message>
        <source>Preparing the test file</source>
        <translation>正在准备测试文件</translation>
    </message>
    <message>
        <source>Cannot prepare the test file %1: %2.</source>
        <extracomment>%1 the test file, %2 what failed, in English from the system</extracomment>
        <translation>无法准备测试文件 %1：%2。</translation>
    </message>
    <message>
        <source>%1 is not an existing regular file. Name a file, or choose a folder for a temporary test file.</source>
        <extracomment>%1 a path</extracomment>
        <translation>%1 不是已存在的普通文件。请指定一个文件，或选择一个文件夹来存放临时测试文件。</translation>
    </message>
    <message>
        <source>%1 is smaller than 4 KiB: too small to test. DriveProof never grows a file it did not create.</source>
        <extracomment>%1 a file</extracomment>
        <translation>%1 小于 4 KiB：太小，无法测试。DriveProof 绝不会扩大不是由它创建的文件。</translation>
    </message>
    <message>
        <source>Cannot open %1: %2.</source>
        <extracomment>%1 file, %2 the system&apos;s error text
----------
%1 device node, %2 the system&apos;s error text</extracomment>
        <translation>无法打开 %1：%2。</translation>
    </message>
    <message>
        <source>Writing to %1 destroys what is on it. Confirm by typing the device name, or pass --destructive.</source>
        <extracomment>%1 device node</extracomment>
        <translation>向 %1 写入会破坏其中的内容。请输入设备名称进行确认，或使用 --destructive。</translation>
    </message>
    <message>
        <source>%L1 IOPS</source>
        <extracomment>I/O operations per second</extracomment>
        <translation>%L1 IOPS</translation>
    </message>
    <message>
        <source>fdatasync commits at %1 per second, faster than the platters turn (%2 rpm allows about %3 per second with one thread): a volatile or battery-backed cache acknowledges the commits. Run the power-loss test to learn whether it keeps them.</source>
        <extracomment>%1 commits per second, %2 rotation rate, %3 the most commits per second it allows</extracomment>
        <translation>fdatasync 每秒提交 %1 次，比盘片转动还快（%2 rpm 在单线程下大约只允许每秒 %3 次）：是易失性缓存或带电池保护的缓存在确认这些提交。请运行断电测试，以了解它能否保住这些数据。</translation>
    </message>
    <message>
        <source>fdatasync commits at %1 per second, within what %2 rpm allows (about %3 per second): each commit waits for the platter.</source>
        <extracomment>%1 commits per second, %2 rotation rate, %3 the most commits per second it allows</extracomment>
        <translation>fdatasync 每秒提交 %1 次，在 %2 rpm 所允许的范围内（约每秒 %3 次）：每次提交都在等待盘片。</translation>
    </message>
    <message>
        <source>With the drive&apos;s write cache off, fdatasync still commits at %1 per second, above the %3 per second that %2 rpm allows: the setting was ignored or another cache answers.</source>
        <extracomment>%1 commits per second, %2 rotation rate, %3 the most commits per second it allows</extracomment>
        <translation>驱动器的写入缓存关闭后，fdatasync 仍每秒提交 %1 次，高于 %2 rpm 所允许的每秒 %3 次：该设置被忽略了，或者有其他缓存在应答。</translation>
    </message>
    <message>
        <source>Each fdatasync sent %2 flushes to %1: flushes reach the device.</source>
        <extracomment>%1 device name, %2 flushes per commit (a decimal number)</extracomment>
        <translation>每次 fdatasync 向 %1 发送了 %2 次刷写：刷写命令能够到达设备。</translation>
    </message>
    <message>
        <source>Flushes are not reaching %1: fdatasync sent none although the kernel treats the device as write back. Something between DriveProof and the drive swallows them (a hypervisor, a RAID or device-mapper layer).</source>
        <extracomment>%1 device name</extracomment>
        <translation>刷写命令没有到达 %1：尽管内核将该设备视为 write back，fdatasync 却一次也没有发送。DriveProof 与驱动器之间的某一层吞掉了它们（虚拟化管理程序、RAID 或 device-mapper 层）。</translation>
    </message>
    <message>
        <source>Flushes are not reaching %1: the kernel treats it as write through (queue/write_cache) and sends it no flushes. If the drive&apos;s own cache is on, committed data can be lost at a power cut.</source>
        <extracomment>%1 device name</extracomment>
        <translation>刷写命令没有到达 %1：内核将其视为 write through（queue/write_cache），不向其发送刷写命令。如果驱动器自身的缓存是开启的，已提交的数据可能在断电时丢失。</translation>
    </message>
    <message>
        <source>Flushes are not reaching %1: the file system is mounted with nobarrier, so the kernel sends no flushes. Committed data can be lost at a power cut.</source>
        <extracomment>%1 device name</extracomment>
        <translation>刷写命令没有到达 %1：文件系统以 nobarrier 挂载，因此内核不发送刷写命令。已提交的数据可能在断电时丢失。</translation>
    </message>
    <message>
        <source>This drive acknowledges %1 commits per second with its write cache on. Only the power-loss test can tell whether it keeps them.</source>
        <extracomment>%1 commits per second</extracomment>
        <translation>写入缓存开启时，此驱动器每秒确认 %1 次提交。只有断电测试才能判断它是否真正保住了这些数据。</translation>
    </message>
    <message>
        <source>This drive acknowledges %1 commits per second with its write cache on and %2 with it off.</source>
        <extracomment>%1 commits per second with the cache on, %2 with it off</extracomment>
        <translation>此驱动器在写入缓存开启时每秒确认 %1 次提交，关闭时为 %2 次。</translation>
    </message>
    <message>
        <source>The write rate fell from %1 to %2 after %3 had been written: a cache ran out.</source>
        <extracomment>%1 and %2 transfer rates, %3 an amount of data</extracomment>
        <translation>写入 %3 之后，写入速率从 %1 降至 %2：某个缓存已用尽。</translation>
    </message>
    <message>
        <source>The write rate held at about %1 over all %2.</source>
        <extracomment>%1 a transfer rate, %2 an amount of data</extracomment>
        <translation>在全部 %2 的写入过程中，写入速率一直保持在约 %1。</translation>
    </message>
    <message>
        <source>Reads ran at %1 at the start and %2 at the end; the slowest stretch read at %3, at %4.</source>
        <extracomment>%1..%3 transfer rates, %4 a position on the drive (an amount of data)</extracomment>
        <translation>读取速率开头为 %1，结尾为 %2；最慢的区段读取速率为 %3，位于 %4 处。</translation>
    </message>
    <message numerus="yes">
        <source>%n stretch(es) read at less than half the median rate: the drive retried there, or remapped sectors slow it down. Look at its health.</source>
        <translation>
            <numerusform>有 %n 个区段的读取速率不到中位速率的一半：驱动器在那里进行了重试，或者重映射的扇区拖慢了速度。请查看其健康状态。</numerusform>
        </translation>
    </message>
    <message>
        <source>The second pass was %1 times as fast (%2 → %3): the drive moved the data to faster storage while idle.</source>
        <extracomment>%1 how many times faster (a decimal number), %2 and %3 IOPS before and after</extracomment>
        <translation>第二轮的速度是第一轮的 %1 倍（%2 → %3）：驱动器在空闲时把数据移到了更快的存储中。</translation>
    </message>
    <message>
        <source>The second pass ran at %2 against %1 before: no sign of a cache that promotes hot data while the drive is idle.</source>
        <extracomment>%1 and %2 IOPS of the first and the second pass</extracomment>
        <translation>第二轮为 %2，之前为 %1：没有迹象表明存在会在驱动器空闲时提升热数据的缓存。</translation>
    </message>
    <message>
        <source>O_DIRECT is not supported on this file system: the run was buffered, so the page cache is in the numbers.</source>
        <translation>此文件系统不支持 O_DIRECT：本次运行使用了缓冲 I/O，因此测得的数值包含页缓存的影响。</translation>
    </message>
    <message>
        <source>This is a virtual machine (%1): the numbers describe the hypervisor&apos;s storage, not the drive&apos;s.</source>
        <extracomment>%1 the hypervisor, e.g. kvm</extracomment>
        <translation>这是一台虚拟机（%1）：这些数值反映的是虚拟化管理程序的存储，而不是驱动器本身。</translation>
    </message>
    <message>
        <source>%1 is mounted with barriers off (%2): the kernel sends the drive no flushes, so no commit there is durable.</source>
        <extracomment>%1 mount point, %2 mount options</extracomment>
        <translation>%1 以关闭 barrier 的方式挂载（%2）：内核不向驱动器发送刷写命令，因此那里的任何提交都不是持久的。</translation>
    </message>
    <message>
        <source>%1 is in use: %2 DriveProof does not write to a device in use. Unmount it, swapoff it or stop what is built on it first.</source>
        <extracomment>%1 device node, %2 a sentence saying what uses it, e.g. &quot;/dev/loop0 backs the loop device /dev/loop1. /dev/loop1 is mounted on /mnt.&quot;</extracomment>
        <translation>%1 正在使用中：%2 DriveProof 不会写入正在使用的设备。请先卸载它、对其执行 swapoff，或停止构建在它之上的设备。</translation>
    </message>
    <message>
        <source>The kernel sends %1 no flushes while its write cache is off for this half of the test (it treats the device as write through): as expected.</source>
        <extracomment>%1 device name</extracomment>
        <translation>在测试的这一半中，%1 的写入缓存处于关闭状态，内核不向其发送刷写命令（内核将该设备视为 write through）：符合预期。</translation>
    </message>
    <message>
        <source>%L1 %2</source>
        <extracomment>a transfer rate; %L1 the number, %2 its unit (&quot;MB/s&quot; or &quot;MiB/s&quot;)</extracomment>
        <translation>%L1 %2</translation>
    </message>
    <message>
        <source>SATA, link speed unknown</source>
        <translation>SATA，链路速度未知</translation>
    </message>
    <message>
        <source>SATA %1 Gb/s</source>
        <extracomment>%1 the SATA link speed in Gb/s, e.g. 6</extracomment>
        <translation>SATA %1 Gb/s</translation>
    </message>
    <message>
        <source>PCIe, link speed unknown</source>
        <translation>PCIe，链路速度未知</translation>
    </message>
    <message>
        <source>PCIe %1 x%2</source>
        <extracomment>%1 the PCIe generation (&quot;3.0&quot;), %2 lanes in use</extracomment>
        <translation>PCIe %1 x%2</translation>
    </message>
    <message>
        <source>USB, link speed unknown</source>
        <translation>USB，链路速度未知</translation>
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
        <translation>%1（可用约 %2）</translation>
    </message>
    <message>
        <source>%1 (the drive can do PCIe %2 x%3)</source>
        <extracomment>%1 the PCIe link now (&quot;PCIe 3.0 x2&quot;), %2 PCIe generation (&quot;4.0&quot;), %3 lanes</extracomment>
        <translation>%1（驱动器支持 PCIe %2 x%3）</translation>
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
        <translation>机械硬盘（%L1 rpm）</translation>
    </message>
    <message>
        <source>hard disk</source>
        <translation>机械硬盘</translation>
    </message>
    <message>
        <source>SATA SSD</source>
        <translation>SATA 固态硬盘</translation>
    </message>
    <message>
        <source>NVMe SSD</source>
        <translation>NVMe 固态硬盘</translation>
    </message>
    <message>
        <source>drive behind a USB bridge</source>
        <translation>位于 USB 桥接芯片之后的驱动器</translation>
    </message>
    <message>
        <source>virtual disk</source>
        <translation>虚拟磁盘</translation>
    </message>
    <message>
        <source>%1 is more than a %2 link can carry (%3): the link is emulated or misreported (a virtual machine, or a cache in front of the drive), so this number says nothing about the drive.</source>
        <extracomment>%1 a measured transfer rate, %2 the link (&quot;SATA 1.5 Gb/s&quot;), %3 the most it carries</extracomment>
        <translation>%1 超出了 %2 链路所能承载的上限（%3）：该链路是模拟出来的或报告有误（虚拟机，或驱动器前面有缓存），因此这个数值不能说明驱动器的任何情况。</translation>
    </message>
    <message>
        <source>Writes at %1: the limit of its %2 link (%3 at most) — as fast as it can be here.</source>
        <extracomment>%1 a transfer rate, %2 the link (&quot;SATA 6 Gb/s&quot;), %3 what it carries</extracomment>
        <translation>写入速度 %1：已达到其 %2 链路的上限（最多 %3），在这里已经是最快了。</translation>
    </message>
    <message>
        <source>Reads at %1: the limit of its %2 link (%3 at most) — as fast as it can be here.</source>
        <extracomment>%1 a transfer rate, %2 the link (&quot;SATA 6 Gb/s&quot;), %3 what it carries</extracomment>
        <translation>读取速度 %1：已达到其 %2 链路的上限（最多 %3），在这里已经是最快了。</translation>
    </message>
    <message>
        <source>Writes at %1 on a %2 link: the link, not the drive, is the limit (the drive can do %3 Gb/s; check the cable and the port).</source>
        <extracomment>%1 a transfer rate, %2 the link (&quot;SATA 3 Gb/s&quot;), %3 the drive&apos;s fastest SATA speed in Gb/s, e.g. 6</extracomment>
        <translation>在 %2 链路上写入速度为 %1：瓶颈在链路而不在驱动器（驱动器支持 %3 Gb/s；请检查数据线和端口）。</translation>
    </message>
    <message>
        <source>Reads at %1 on a %2 link: the link, not the drive, is the limit (the drive can do %3 Gb/s; check the cable and the port).</source>
        <extracomment>%1 a transfer rate, %2 the link (&quot;SATA 3 Gb/s&quot;), %3 the drive&apos;s fastest SATA speed in Gb/s, e.g. 6</extracomment>
        <translation>在 %2 链路上读取速度为 %1：瓶颈在链路而不在驱动器（驱动器支持 %3 Gb/s；请检查数据线和端口）。</translation>
    </message>
    <message>
        <source>On a USB 2 port: 480 Mb/s holds it to about %1 (measured: %2). A USB 3 port would let it go faster.</source>
        <extracomment>%1 what a USB 2 port allows, a transfer rate; %2 the measured transfer rate</extracomment>
        <translation>接在 USB 2 端口上：480 Mb/s 将其限制在约 %1（实测：%2）。接到 USB 3 端口上可以更快。</translation>
    </message>
    <message>
        <source>Reads at %1: SATA SSDs read at %2 to %3 on a 6 Gb/s link, so something other than the link holds this one back (a full or worn drive, power saving, or the file system).</source>
        <extracomment>%1 the measured transfer rate, %2 and %3 the usual range (transfer rates)</extracomment>
        <translation>读取速度 %1：SATA 固态硬盘在 6 Gb/s 链路上的读取速度为 %2 至 %3，因此拖慢这块驱动器的是链路以外的因素（驱动器已满或已磨损、节能设置或文件系统）。</translation>
    </message>
    <message>
        <source>This NVMe drive runs on %1 although it can do PCIe %2 x%3: the link trained below what the drive and its slot allow (a riser, a dirty contact, or lanes shared with another slot). It carries %4 of the %5 it could.</source>
        <extracomment>%1 the link now (&quot;PCIe 3.0 x2&quot;), %2 PCIe generation, %3 lanes, %4 and %5 transfer rates (what the link carries now, what it could)</extracomment>
        <translation>这块 NVMe 驱动器运行在 %1 上，尽管它支持 PCIe %2 x%3：链路协商结果低于驱动器及其插槽所允许的水平（转接卡、触点脏污，或与另一个插槽共享通道）。它只能承载 %4，而本可达到 %5。</translation>
    </message>
    <message>
        <source>This NVMe drive runs on %1 but can do PCIe %2 x%3: the slot holds it to %4 of the %5 it could use. A slot with more lanes would let it go faster.</source>
        <extracomment>%1 the link now (&quot;PCIe 3.0 x2&quot;), %2 PCIe generation, %3 lanes, %4 and %5 transfer rates (what the slot carries, what the drive could use)</extracomment>
        <translation>这块 NVMe 驱动器运行在 %1 上，但它支持 PCIe %2 x%3：插槽将其限制在 %4，而它本可使用 %5。换到通道更多的插槽可以让它更快。</translation>
    </message>
    <message>
        <source>RND4K Q1T1 at %1 is what a %L2 rpm disk does (about %3 to %4): each read waits for a seek and half a turn.</source>
        <extracomment>%1 measured IOPS, %2 rotation rate in rpm, %3 and %4 the usual range of IOPS</extracomment>
        <translation>RND4K Q1T1 为 %1，正是 %L2 rpm 硬盘的水平（约 %3 至 %4）：每次读取都要等待一次寻道和半圈旋转。</translation>
    </message>
    <message>
        <source>RND4K Q1T1 at %1 is faster than a %L2 rpm disk can seek (about %3 to %4): a cache answers these reads, so they say little about the disk.</source>
        <extracomment>%1 measured IOPS, %2 rotation rate in rpm, %3 and %4 the usual range of IOPS</extracomment>
        <translation>RND4K Q1T1 为 %1，超过了 %L2 rpm 硬盘的寻道能力（约 %3 至 %4）：这些读取由缓存应答，因此几乎不能说明硬盘本身的情况。</translation>
    </message>
    <message>
        <source>Writes fell from %1 to %2 after %3: the end of its fast SLC cache. Copies larger than that run at about %2.</source>
        <extracomment>%1 and %2 transfer rates, %3 an amount of data. SLC: the fast part of an SSD&apos;s flash that takes writes first</extracomment>
        <translation>写入 %3 之后，写入速率从 %1 降至 %2：快速 SLC 缓存已用尽。比这更大的复制约以 %2 进行。</translation>
    </message>
    <message>
        <source>%1 is a loop device without direct I/O: its reads and writes go through the page cache of the file system that holds its backing file, so these numbers describe the page cache (memory), not a drive. Attach it with &apos;losetup --direct-io=on&apos; to measure the drive under the file.</source>
        <extracomment>%1 a loop device, e.g. loop3</extracomment>
        <translation>%1 是未启用直接 I/O 的 loop 设备：它的读写经过存放其后备文件的文件系统的页缓存，因此这些数字描述的是页缓存（内存），而不是驱动器。请用 &apos;losetup --direct-io=on&apos; 挂接它，以测量文件下面的驱动器。</translation>
    </message>
    <message>
        <source>The run went through the page cache, which serves some requests from memory and sends others to the drive.</source>
        <translation>本次运行经过了页缓存，它会从内存响应部分请求，其余的才发给驱动器。</translation>
    </message>
    <message>
        <source>Something else used the drive meanwhile, a cache filled or emptied, or the drive paused to tidy up: run the test again before trusting the numbers.</source>
        <translation>期间可能有别的程序在使用驱动器、某个缓存被填满或清空，或者驱动器暂停进行内部整理：在相信这些数字之前，请再运行一次测试。</translation>
    </message>
    <message>
        <source>The numbers are unstable: %1 swung between %2 and %4 (typically %3) from one tenth of a second to the next, far more than a drive&apos;s own noise. %5</source>
        <extracomment>%1 a measurement (&quot;SEQ1M Q8T1 read&quot;); %2, %3, %4 rates or IOPS (low, typical, high); %5 why (a sentence)</extracomment>
        <translation>数字不稳定：%1 每十分之一秒就在 %2 和 %4 之间摆动（通常为 %3），远超驱动器自身的波动。%5</translation>
    </message>
    <message>
        <source>%1 is no longer empty (found: %2), so it was not written to. Confirm again with the device&apos;s name.</source>
        <extracomment>%1 device node, %2 what was found, e.g. &quot;gpt, ext4&quot;</extracomment>
        <translation>%1 已不再是空的（发现：%2），因此没有写入。请输入设备名称再次确认。</translation>
    </message>
    <message>
        <source>No drive was found under the target.</source>
        <translation>在目标下面没有找到驱动器。</translation>
    </message>
    <message>
        <source>%1 reports no temperature.</source>
        <extracomment>%1 device path</extracomment>
        <translation>%1 不报告温度。</translation>
    </message>
    <message numerus="yes">
        <source>The drive reached %1 °C and slowed itself down %n time(s) during this test: these numbers are those of a hot drive, not what it does when cool.</source>
        <extracomment>%1 the drive&apos;s highest temperature in °C; %n how often it throttled itself</extracomment>
        <translation>
            <numerusform>驱动器达到 %1 °C，并在本次测试中自行降速 %n 次：这些数字是发热驱动器的成绩，而不是它冷却时的表现。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The drive reached %1 °C and slowed itself down %n time(s) during the sustained write: the drop from %2 to %3 at %4 is heat, not its cache.</source>
        <extracomment>%1 the drive&apos;s highest temperature in °C, %n how often it throttled itself, %2 and %3 transfer rates, %4 an amount of data</extracomment>
        <translation>
            <numerusform>驱动器达到 %1 °C，并在持续写入期间自行降速 %n 次：在 %4 处从 %2 降到 %3 是发热所致，而不是缓存用尽。</numerusform>
        </translation>
    </message>
    <message>
        <source>Drive temperature: %1 °C before the test, %2 °C after.</source>
        <extracomment>%1 and %2 temperatures in °C (&quot;?&quot; when unknown)</extracomment>
        <translation>驱动器温度：测试前 %1 °C，测试后 %2 °C。</translation>
    </message>
    <message numerus="yes">
        <source>The drive slowed itself down for heat %n time(s) during the test, for %1 s in all.</source>
        <extracomment>%n how often the drive throttled itself, %1 seconds it spent throttled</extracomment>
        <translation>
            <numerusform>测试期间驱动器因发热自行降速 %n 次，共计 %1 秒。</numerusform>
        </translation>
    </message>
    <message>
        <source>The drive did not slow itself down for heat during the test.</source>
        <translation>测试期间驱动器没有因发热降速。</translation>
    </message>
    <message>
        <source>Time above its warning temperature during the test: %1 min; above its critical temperature: %2 min.</source>
        <extracomment>%1 and %2 minutes</extracomment>
        <translation>测试期间高于警告温度的时间：%1 分钟；高于临界温度的时间：%2 分钟。</translation>
    </message>
    <message>
        <source>The drive&apos;s heat was not read: %1</source>
        <extracomment>%1 why (a sentence)</extracomment>
        <translation>未读取驱动器的温度：%1</translation>
    </message>
</context>
</TS>
