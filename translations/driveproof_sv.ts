<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="sv_SE">
<context>
    <name>DriveProof::Alignment</name>
    <message>
        <source>Partition %1 on %2 starts at byte %3, which is not even on a %4-byte logical sector boundary: the partition table or the kernel&apos;s view of it is damaged. Back up its data, then recreate the partition at sector %5 (e.g. &apos;parted %2 mkpart primary %5s 100%&apos;), and check with &apos;parted %2 align-check optimal %1&apos;.</source>
        <extracomment>%1 partition number, %2 device or image path, %3 start in bytes, %4 logical sector size in bytes, %5 suggested start sector</extracomment>
        <translation>Partition %1 på %2 börjar vid byte %3, som inte ens ligger på en gräns för %4-bytes logiska sektorer: partitionstabellen eller kärnans bild av den är skadad. Säkerhetskopiera dess data och skapa sedan om partitionen vid sektor %5 (t.ex. &apos;parted %2 mkpart primary %5s 100%&apos;), och kontrollera med &apos;parted %2 align-check optimal %1&apos;.</translation>
    </message>
    <message>
        <source>Partition %1 on %2 starts at sector %3 (byte %4): misaligned by %8 bytes, %5 bytes past a %6-byte physical sector boundary and %8 bytes short of the next. Every write that crosses a boundary costs the drive a read-modify-write. Back up its data, then recreate the partition at sector %7: in fdisk, delete it and create it again with first sector %7, or run &apos;parted %2 mkpart primary %7s 100%&apos; (give its old end instead of 100% if other partitions follow it). Check with &apos;parted %2 align-check optimal %1&apos;.</source>
        <extracomment>%1 partition number, %2 device or image path, %3 start sector, %4 start in bytes, %5 bytes past the physical sector boundary, %6 physical sector size in bytes, %7 suggested start sector, %8 bytes short of the next physical sector boundary. Keep the commands in quotes untranslated.</extracomment>
        <translation>Partition %1 på %2 börjar vid sektor %3 (byte %4): feljusterad med %8 byte, %5 byte efter en gräns för %6-bytes fysiska sektorer och %8 byte före nästa. Varje skrivning som korsar en gräns kostar enheten en läs-ändra-skriv-cykel. Säkerhetskopiera dess data och skapa sedan om partitionen vid sektor %7: ta bort den i fdisk och skapa den igen med första sektor %7, eller kör &apos;parted %2 mkpart primary %7s 100%&apos; (ange dess gamla slut i stället för 100% om andra partitioner följer efter den). Kontrollera med &apos;parted %2 align-check optimal %1&apos;.</translation>
    </message>
    <message>
        <source>Partition %1 on %2 starts at sector %3 (byte %4). It is aligned to the %5-byte physical sectors, so the drive is not slowed down, but not to 1 MiB, the boundary that partitioning tools use today and that suits SSD erase blocks and RAID stripes. No need to act now; if you recreate the partition one day, start it at sector %6 (e.g. &apos;parted %2 mkpart primary %6s 100%&apos;). Check with &apos;parted %2 align-check optimal %1&apos;.</source>
        <extracomment>%1 partition number, %2 device or image path, %3 start sector, %4 start in bytes, %5 physical sector size in bytes, %6 suggested start sector</extracomment>
        <translation>Partition %1 på %2 börjar vid sektor %3 (byte %4). Den är justerad mot de fysiska sektorerna på %5 byte, så enheten blir inte långsammare, men inte mot 1 MiB, den gräns som dagens partitioneringsverktyg använder och som passar SSD-raderingsblock och RAID-stripes. Inget behöver göras nu; om du någon gång skapar om partitionen, låt den börja vid sektor %6 (t.ex. &apos;parted %2 mkpart primary %6s 100%&apos;). Kontrollera med &apos;parted %2 align-check optimal %1&apos;.</translation>
    </message>
    <message>
        <source>Partition %1 on %2 starts at sector %3 (byte %4). It is aligned to the %5-byte physical sectors and to 1 MiB, but not to the optimal I/O size of %6 bytes that the device reports, so large writes may be split across stripes. If you recreate the partition, start it at sector %7 (e.g. &apos;parted %2 mkpart primary %7s 100%&apos;). Check with &apos;parted %2 align-check optimal %1&apos;.</source>
        <extracomment>%1 partition number, %2 device or image path, %3 start sector, %4 start in bytes, %5 physical sector size in bytes, %6 optimal I/O size in bytes, %7 suggested start sector</extracomment>
        <translation>Partition %1 på %2 börjar vid sektor %3 (byte %4). Den är justerad mot de fysiska sektorerna på %5 byte och mot 1 MiB, men inte mot den optimala I/O-storleken på %6 byte som enheten rapporterar, så stora skrivningar kan delas upp över flera stripes. Om du skapar om partitionen, låt den börja vid sektor %7 (t.ex. &apos;parted %2 mkpart primary %7s 100%&apos;). Kontrollera med &apos;parted %2 align-check optimal %1&apos;.</translation>
    </message>
    <message>
        <source>Partition %1 on %2 starts at sector %3 (byte %4). It is aligned to the %5-byte physical sectors, but neither to 1 MiB nor to the optimal I/O size of %6 bytes that the device reports, so large writes may be split across stripes. If you recreate the partition, start it at sector %7 (e.g. &apos;parted %2 mkpart primary %7s 100%&apos;). Check with &apos;parted %2 align-check optimal %1&apos;.</source>
        <extracomment>%1 partition number, %2 device or image path, %3 start sector, %4 start in bytes, %5 physical sector size in bytes, %6 optimal I/O size in bytes, %7 suggested start sector</extracomment>
        <translation>Partition %1 på %2 börjar vid sektor %3 (byte %4). Den är justerad mot de fysiska sektorerna på %5 byte, men varken mot 1 MiB eller mot den optimala I/O-storleken på %6 byte som enheten rapporterar, så stora skrivningar kan delas upp över flera stripes. Om du skapar om partitionen, låt den börja vid sektor %7 (t.ex. &apos;parted %2 mkpart primary %7s 100%&apos;). Kontrollera med &apos;parted %2 align-check optimal %1&apos;.</translation>
    </message>
    <message>
        <source>Partition %1 on %2 starts at sector %3, which suits the drive&apos;s physical sectors and 1 MiB boundaries. Nothing to do.</source>
        <extracomment>%1 partition number, %2 device or image path, %3 start sector</extracomment>
        <translation>Partition %1 på %2 börjar vid sektor %3, vilket passar enhetens fysiska sektorer och 1 MiB-gränser. Inget behöver göras.</translation>
    </message>
    <message>
        <source>%1 could not be opened (%2), so these are the partitions the kernel lists for it. Run as root to read the partition table itself.</source>
        <extracomment>%1 device path, %2 the system&apos;s reason</extracomment>
        <translation>%1 kunde inte öppnas (%2), så detta är de partitioner som kärnan listar för den. Kör som root för att läsa själva partitionstabellen.</translation>
    </message>
    <message>
        <source>%1 could not be opened (%2), so these are the partitions the kernel lists for it; the partition table itself was not read.</source>
        <extracomment>%1 device path, %2 the system&apos;s reason</extracomment>
        <translation>%1 kunde inte öppnas (%2), så detta är de partitioner som kärnan listar för den; själva partitionstabellen lästes inte.</translation>
    </message>
    <message>
        <source>These are the partitions the kernel lists for %1, because its partition table could not be read: %2</source>
        <extracomment>%1 device path, %2 why the table could not be read (a full sentence)</extracomment>
        <translation>Detta är de partitioner som kärnan listar för %1, eftersom dess partitionstabell inte kunde läsas: %2</translation>
    </message>
    <message>
        <source>OK</source>
        <extracomment>alignment verdict: the partition is well aligned</extracomment>
        <translation>OK</translation>
    </message>
    <message>
        <source>Misaligned</source>
        <extracomment>alignment verdict: the partition does not start on a physical sector boundary</extracomment>
        <translation>Feljusterad</translation>
    </message>
    <message>
        <source>Cannot open %1 even as root: %2. The system blocks access to it (a container or a security policy).</source>
        <extracomment>%1 device or file, %2 the system&apos;s reason</extracomment>
        <translation>Kan inte öppna %1 ens som root: %2. Systemet blockerar åtkomst till den (en container eller en säkerhetspolicy).</translation>
    </message>
    <message>
        <source>Cannot open %1: %2. Run as root or use sudo.</source>
        <extracomment>%1 device or file, %2 the system&apos;s reason</extracomment>
        <translation>Kan inte öppna %1: %2. Kör som root eller använd sudo.</translation>
    </message>
    <message>
        <source>Cannot open %1: %2. Check the path.</source>
        <extracomment>%1 device or file, %2 the system&apos;s reason</extracomment>
        <translation>Kan inte öppna %1: %2. Kontrollera sökvägen.</translation>
    </message>
    <message>
        <source>Cannot open %1: %2. Check that the drive is connected and the file is readable.</source>
        <extracomment>%1 device or file, %2 the system&apos;s reason</extracomment>
        <translation>Kan inte öppna %1: %2. Kontrollera att enheten är ansluten och att filen är läsbar.</translation>
    </message>
    <message>
        <source>No partition table for %2-byte sectors found on %1, but there is one for %3-byte sectors. Read it with a logical sector size of %3 bytes.</source>
        <extracomment>%1 image file, %2 sector size asked for, %3 sector size that works (bytes)</extracomment>
        <translation>Ingen partitionstabell för %2-bytes sektorer hittades på %1, men det finns en för %3-bytes sektorer. Läs den med en logisk sektorstorlek på %3 byte.</translation>
    </message>
    <message>
        <source>%1 is a folder. Give a drive such as /dev/sdb or a disk image file.</source>
        <extracomment>%1 the path the user gave</extracomment>
        <translation>%1 är en mapp. Ange en enhet som /dev/sdb eller en diskavbildsfil.</translation>
    </message>
    <message>
        <source>%1 is neither a drive nor a disk image file. Give a drive such as /dev/sdb or a disk image file.</source>
        <extracomment>%1 the path the user gave</extracomment>
        <translation>%1 är varken en enhet eller en diskavbildsfil. Ange en enhet som /dev/sdb eller en diskavbildsfil.</translation>
    </message>
    <message>
        <source>No partition table found on %1: the file is empty.</source>
        <extracomment>%1 image file</extracomment>
        <translation>Ingen partitionstabell hittades på %1: filen är tom.</translation>
    </message>
    <message>
        <source>%1 is empty: no partition table and no file system, as a new drive arrives. There is nothing to align yet; partitioning tools start the first partition at 1 MiB, which suits this drive.</source>
        <extracomment>%1 device path</extracomment>
        <translation>%1 är tom: ingen partitionstabell och inget filsystem, så som en ny enhet levereras. Det finns inget att justera än; partitioneringsverktyg börjar den första partitionen vid 1 MiB, vilket passar den här enheten.</translation>
    </message>
    <message>
        <source>%1 holds its %2 file system written straight onto the whole drive, without a partition table. That is a valid layout, but the drive reports its sector 0 %3 bytes past a physical sector boundary, so the file system&apos;s blocks straddle physical sectors. Only a new layout fixes that: back up, then create a partition table whose first partition starts at 1 MiB.</source>
        <extracomment>%1 device path, %2 file-system type (&quot;ext4&quot;), %3 alignment offset in bytes</extracomment>
        <translation>%1 har ett %2-filsystem skrivet direkt på hela enheten, utan partitionstabell. Det är en giltig layout, men enheten anger att sektor 0 ligger %3 byte efter en fysisk sektorgräns, så filsystemets block går över fysiska sektorer. Bara en ny layout rättar det: säkerhetskopiera och skapa sedan en partitionstabell vars första partition börjar vid 1 MiB.</translation>
    </message>
    <message>
        <source>%1 holds its %2 file system written straight onto the whole drive, without a partition table. That is a valid layout: the file system starts at byte 0, on a boundary of every sector size, so it is aligned. Nothing to do.</source>
        <extracomment>%1 device path, %2 file-system type (&quot;ext4&quot;)</extracomment>
        <translation>%1 har ett %2-filsystem skrivet direkt på hela enheten, utan partitionstabell. Det är en giltig layout: filsystemet börjar vid byte 0, på en gräns för varje sektorstorlek, så det är justerat. Inget att göra.</translation>
    </message>
    <message>
        <source>Acceptable</source>
        <extracomment>alignment verdict: physically aligned (the drive is not slowed down, no need to act now), but not to 1 MiB or the optimal I/O size</extracomment>
        <translation>Godtagbar</translation>
    </message>
    <message>
        <source>No partition table found on %1: it is empty, or holds a file system on the whole of it, which needs none. Check that this is the right disk or image.</source>
        <extracomment>%1 device or image file</extracomment>
        <translation>Ingen partitionstabell hittades på %1: den är tom, eller har ett filsystem över hela ytan som inte behöver någon. Kontrollera att det är rätt disk eller avbild.</translation>
    </message>
</context>
<context>
    <name>DriveProof::Cache</name>
    <message numerus="yes">
        <source>The sense data is cut off: %n byte(s) of the 8-byte header arrived.</source>
        <extracomment>%n number of bytes that arrived</extracomment>
        <translation>
            <numerusform>Sense-data är avkortad: %n byte av det 8 byte långa huvudet kom fram.</numerusform>
            <numerusform>Sense-data är avkortad: %n byte av det 8 byte långa huvudet kom fram.</numerusform>
        </translation>
    </message>
    <message>
        <source>The ATA Status Return descriptor is malformed (length %1h instead of 0Ch).</source>
        <extracomment>%1 the descriptor&apos;s length byte in hex</extracomment>
        <translation>ATA Status Return-deskriptorn är felaktigt utformad (längd %1h i stället för 0Ch).</translation>
    </message>
    <message>
        <source>The sense data is cut off inside the ATA Status Return descriptor.</source>
        <translation>Sense-data är avkortad inuti ATA Status Return-deskriptorn.</translation>
    </message>
    <message>
        <source>The sense data is cut off: it declares %1 bytes but %2 arrived.</source>
        <extracomment>%1 bytes the sense data declares, %2 bytes that arrived</extracomment>
        <translation>Sense-data är avkortad: den anger %1 byte men %2 kom fram.</translation>
    </message>
    <message numerus="yes">
        <source>The fixed-format sense data is cut off: %n byte(s) arrived, at least 14 are needed.</source>
        <extracomment>%n number of bytes that arrived</extracomment>
        <translation>
            <numerusform>Sense-data i fast format är avkortad: %n byte kom fram, minst 14 behövs.</numerusform>
            <numerusform>Sense-data i fast format är avkortad: %n byte kom fram, minst 14 behövs.</numerusform>
        </translation>
    </message>
    <message>
        <source>The device sent no sense data, so the ATA status of the command is unknown.</source>
        <translation>Enheten skickade ingen sense-data, så kommandots ATA-status är okänd.</translation>
    </message>
    <message>
        <source>The sense data has an unknown format (response code %1h): neither descriptor (72h) nor fixed (70h) format.</source>
        <extracomment>%1 the response code byte in hex</extracomment>
        <translation>Sense-data har ett okänt format (svarskod %1h): varken deskriptorformat (72h) eller fast format (70h).</translation>
    </message>
    <message>
        <source>sense key %1h, additional sense %2h/%3h</source>
        <extracomment>SCSI sense in hex. %1 sense key, %2 additional sense code, %3 its qualifier</extracomment>
        <translation>sense key %1h, additional sense %2h/%3h</translation>
    </message>
    <message>
        <source>%1, ATA status %2h, error %3h</source>
        <extracomment>%1 the text before, %2 ATA STATUS byte in hex, %3 ATA ERROR byte in hex</extracomment>
        <translation>%1, ATA-status %2h, fel %3h</translation>
    </message>
    <message>
        <source>%1 does not exist.</source>
        <extracomment>%1 file name</extracomment>
        <translation>%1 finns inte.</translation>
    </message>
    <message>
        <source>%1 is not a regular file: give a saved IDENTIFY dump (512 raw bytes or the text of &apos;hdparm --Istdout&apos;).</source>
        <extracomment>%1 file name</extracomment>
        <translation>%1 är inte en vanlig fil: ange en sparad IDENTIFY-dump (512 råa byte eller texten från &apos;hdparm --Istdout&apos;).</translation>
    </message>
    <message>
        <source>%1 has %2 bytes: too large for an IDENTIFY dump (512 raw bytes, or about 1300 bytes of text).</source>
        <extracomment>%1 file name, %2 its size in bytes</extracomment>
        <translation>%1 är %2 byte: för stor för en IDENTIFY-dump (512 råa byte, eller omkring 1300 byte text).</translation>
    </message>
    <message>
        <source>Cannot read %1: %2.</source>
        <extracomment>%1 file name, %2 the system&apos;s reason</extracomment>
        <translation>Kan inte läsa %1: %2.</translation>
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
            <numerusform>IDENTIFY-data måste vara exakt 512 byte; dessa är %n byte.</numerusform>
            <numerusform>IDENTIFY-data måste vara exakt 512 byte; dessa är %n byte.</numerusform>
        </translation>
    </message>
    <message>
        <source>The IDENTIFY data is all zeros: the drive or its USB bridge returned no data.</source>
        <translation>IDENTIFY-data består bara av nollor: enheten eller dess USB-brygga returnerade inga data.</translation>
    </message>
    <message>
        <source>The IDENTIFY data is all FFh: no drive answered (an empty port, or a bridge without a disk).</source>
        <translation>IDENTIFY-data består bara av FFh: ingen enhet svarade (en tom port, eller en brygga utan disk).</translation>
    </message>
    <message>
        <source>Word 0 is %1h: this is data from an ATAPI device (an optical drive), not IDENTIFY DEVICE data of a disk.</source>
        <extracomment>%1 word 0 in hex</extracomment>
        <translation>Ord 0 är %1h: detta är data från en ATAPI-enhet (en optisk enhet), inte IDENTIFY DEVICE-data från en disk.</translation>
    </message>
    <message>
        <source>The IDENTIFY checksum in word 255 is wrong (the 512 bytes sum to %1h, not 00h): the data is damaged or was edited.</source>
        <extracomment>%1 the sum of all bytes modulo 256, in hex</extracomment>
        <translation>IDENTIFY-kontrollsumman i ord 255 är fel (de 512 byten summeras till %1h, inte 00h): data är skadade eller har redigerats.</translation>
    </message>
    <message>
        <source>Words 117-118 give a logical sector size of %1 bytes, which no drive uses: the data is damaged.</source>
        <extracomment>%1 a size in bytes</extracomment>
        <translation>Ord 117–118 anger en logisk sektorstorlek på %1 byte, som ingen enhet använder: data är skadade.</translation>
    </message>
    <message>
        <source>Word 106 gives a physical sector size of %1 bytes, which no drive uses: the data is damaged.</source>
        <extracomment>%1 a size in bytes</extracomment>
        <translation>Ord 106 anger en fysisk sektorstorlek på %1 byte, som ingen enhet använder: data är skadade.</translation>
    </message>
    <message>
        <source>Line %1: &apos;%2&apos; is not a word of four hex digits.</source>
        <extracomment>%1 line number, %2 the offending text</extracomment>
        <translation>Rad %1: &apos;%2&apos; är inte ett ord med fyra hexadecimala siffror.</translation>
    </message>
    <message>
        <source>Line %1: more than 256 words; IDENTIFY data has exactly 256.</source>
        <extracomment>%1 line number</extracomment>
        <translation>Rad %1: fler än 256 ord; IDENTIFY-data har exakt 256.</translation>
    </message>
    <message>
        <source>No IDENTIFY words found: expected 256 words of four hex digits, 8 a line, as &apos;hdparm --Istdout&apos; prints them.</source>
        <translation>Inga IDENTIFY-ord hittades: förväntade 256 ord med fyra hexadecimala siffror, 8 per rad, så som &apos;hdparm --Istdout&apos; skriver ut dem.</translation>
    </message>
    <message numerus="yes">
        <source>Line %1: the words end after %n word(s); IDENTIFY data has 256.</source>
        <extracomment>%1 line number, %n number of words found</extracomment>
        <translation>
            <numerusform>Rad %1: orden tar slut efter %n ord; IDENTIFY-data har 256.</numerusform>
            <numerusform>Rad %1: orden tar slut efter %n ord; IDENTIFY-data har 256.</numerusform>
        </translation>
    </message>
    <message>
        <source>the device</source>
        <translation>enheten</translation>
    </message>
    <message>
        <source>%1 does not accept SCSI commands (SG_IO), so %2 cannot reach a drive: it is not a whole SATA, SAS or USB disk (partitions, loop, virtual and NVMe devices have no ATA drive behind them).</source>
        <extracomment>%1 device, %2 ATA command name</extracomment>
        <translation>%1 tar inte emot SCSI-kommandon (SG_IO), så %2 kan inte nå någon enhet: det är inte en hel SATA-, SAS- eller USB-disk (partitioner, loop-, virtuella och NVMe-enheter har ingen ATA-enhet bakom sig).</translation>
    </message>
    <message>
        <source>Permission denied sending %2 to %1: ATA commands need root or the DriveProof helper.</source>
        <extracomment>%1 device, %2 ATA command name</extracomment>
        <translation>Åtkomst nekad vid sändning av %2 till %1: ATA-kommandon kräver root eller DriveProofs hjälpprogram.</translation>
    </message>
    <message>
        <source>Sending %1 to %2 failed: %3.</source>
        <extracomment>%1 ATA command name, %2 device, %3 the system&apos;s error text</extracomment>
        <translation>Det gick inte att skicka %1 till %2: %3.</translation>
    </message>
    <message>
        <source>The drive in %1 refused %2 (ABORT): it does not support this command or setting (%3).</source>
        <extracomment>%1 device, %2 ATA command name, %3 technical details</extracomment>
        <translation>Enheten i %1 avvisade %2 (ABORT): den stöder inte detta kommando eller denna inställning (%3).</translation>
    </message>
    <message>
        <source>The drive in %1 reported an error for %2 (%3); check its health and cabling, then try again.</source>
        <extracomment>%1 device, %2 ATA command name, %3 technical details</extracomment>
        <translation>Enheten i %1 rapporterade ett fel för %2 (%3); kontrollera dess hälsa och kablar och försök sedan igen.</translation>
    </message>
    <message>
        <source>%1 rejected %2: the disk or its USB bridge does not pass ATA commands through (SAT) (%3).</source>
        <extracomment>%1 device, %2 ATA command name, %3 technical details</extracomment>
        <translation>%1 avvisade %2: disken eller dess USB-brygga skickar inte vidare ATA-kommandon (SAT) (%3).</translation>
    </message>
    <message>
        <source>%1 did not run %2 (%3).</source>
        <extracomment>%1 device, %2 ATA command name, %3 technical details</extracomment>
        <translation>%1 körde inte %2 (%3).</translation>
    </message>
    <message>
        <source>%1 timed out on %2: the drive did not answer.</source>
        <extracomment>%1 ATA command name, %2 device</extracomment>
        <translation>%1 överskred tidsgränsen på %2: enheten svarade inte.</translation>
    </message>
    <message>
        <source>%1 did not reach the drive in %2 (host status %3, driver status %4).</source>
        <extracomment>%1 ATA command name, %2 device, %3 / %4 numbers from the kernel</extracomment>
        <translation>%1 nådde inte enheten i %2 (värdstatus %3, drivrutinsstatus %4).</translation>
    </message>
    <message>
        <source>%1 failed on %2 with SCSI status %3h and no sense data.</source>
        <extracomment>%1 ATA command name, %2 device, %3 SCSI status byte</extracomment>
        <translation>%1 misslyckades på %2 med SCSI-status %3h och ingen sense-data.</translation>
    </message>
    <message>
        <source>The drive in %1 reports no volatile write cache that can be switched (IDENTIFY word 82 bit 5).</source>
        <extracomment>%1 device</extracomment>
        <translation>Enheten i %1 rapporterar ingen flyktig skrivcache som kan slås av eller på (IDENTIFY ord 82 bit 5).</translation>
    </message>
    <message>
        <source>The drive in %1 accepted the command but still reports its write cache as off.</source>
        <extracomment>%1 device</extracomment>
        <translation>Enheten i %1 godtog kommandot men rapporterar fortfarande sin skrivcache som avslagen.</translation>
    </message>
    <message>
        <source>The drive in %1 accepted the command but still reports its write cache as on.</source>
        <extracomment>%1 device</extracomment>
        <translation>Enheten i %1 godtog kommandot men rapporterar fortfarande sin skrivcache som påslagen.</translation>
    </message>
    <message>
        <source>The drive %1 accepted the change but still reports its write cache as off.</source>
        <extracomment>%1 device path</extracomment>
        <translation>Enheten %1 godtog ändringen men rapporterar fortfarande sin skrivcache som avslagen.</translation>
    </message>
    <message>
        <source>The drive %1 accepted the change but still reports its write cache as on.</source>
        <extracomment>%1 device path</extracomment>
        <translation>Enheten %1 godtog ändringen men rapporterar fortfarande sin skrivcache som påslagen.</translation>
    </message>
    <message>
        <source>The Identify Controller data has %1 bytes instead of %2.</source>
        <extracomment>%1 bytes received, %2 bytes expected</extracomment>
        <translation>Identify Controller-data är %1 byte i stället för %2.</translation>
    </message>
    <message>
        <source>The NVMe health log has %1 bytes instead of %2.</source>
        <extracomment>%1 bytes received, %2 bytes expected</extracomment>
        <translation>NVMe-hälsologgen är %1 byte i stället för %2.</translation>
    </message>
    <message>
        <source>The drive does not support this admin command.</source>
        <translation>Enheten stöder inte detta administratörskommando.</translation>
    </message>
    <message>
        <source>The drive cannot save its write cache setting, so a change lasts only until the next power cycle.</source>
        <translation>Enheten kan inte spara sin skrivcacheinställning, så en ändring gäller bara till nästa strömcykel.</translation>
    </message>
    <message>
        <source>The drive does not allow its write cache setting to be changed.</source>
        <translation>Enheten tillåter inte att dess skrivcacheinställning ändras.</translation>
    </message>
    <message>
        <source>The drive does not provide the SMART / health log.</source>
        <translation>Enheten tillhandahåller inte SMART-/hälsologgen.</translation>
    </message>
    <message>
        <source>The drive does not support saving its write cache setting.</source>
        <translation>Enheten stöder inte att dess skrivcacheinställning sparas.</translation>
    </message>
    <message>
        <source>The drive has no volatile write cache to read or change.</source>
        <translation>Enheten har ingen flyktig skrivcache att läsa eller ändra.</translation>
    </message>
    <message>
        <source>The drive rejected a field of the command.</source>
        <translation>Enheten avvisade ett fält i kommandot.</translation>
    </message>
    <message>
        <source>The drive reported an internal error; check its health and try again.</source>
        <translation>Enheten rapporterade ett internt fel; kontrollera dess hälsa och försök igen.</translation>
    </message>
    <message>
        <source>The drive rejected the command.</source>
        <translation>Enheten avvisade kommandot.</translation>
    </message>
    <message>
        <source>%1 (NVMe status %2)</source>
        <extracomment>%1 a sentence saying what the drive did and what to do; %2 the raw NVMe status code type and status code, e.g. &quot;SCT 1h, SC 0Dh&quot;</extracomment>
        <translation>%1 (NVMe-status %2)</translation>
    </message>
    <message>
        <source>The device does not accept NVMe admin commands (it is not an NVMe drive).</source>
        <translation>Enheten tar inte emot NVMe-administratörskommandon (det är inte en NVMe-enhet).</translation>
    </message>
    <message>
        <source>Permission denied: run as root or through the DriveProof helper.</source>
        <translation>Åtkomst nekad: kör som root eller via DriveProofs hjälpprogram.</translation>
    </message>
    <message>
        <source>The device is gone; reconnect it and try again.</source>
        <translation>Enheten är borta; anslut den igen och försök på nytt.</translation>
    </message>
    <message>
        <source>The drive did not answer in time; try again.</source>
        <translation>Enheten svarade inte i tid; försök igen.</translation>
    </message>
    <message>
        <source>%1 failed on %2: %3</source>
        <extracomment>%1 NVMe command name, %2 device path, %3 the reason and what to do
----------
%1 SCSI command name, %2 device path, %3 the reason and what to do</extracomment>
        <translation>%1 misslyckades på %2: %3</translation>
    </message>
    <message>
        <source>The data %1 returned could not be decoded: %2</source>
        <extracomment>%1 device path, %2 what is wrong with the data</extracomment>
        <translation>Data som %1 returnerade kunde inte avkodas: %2</translation>
    </message>
    <message>
        <source>The drive does not report whether its write cache setting can be saved (no Select / Save support), so a change lasts only until the next power cycle.</source>
        <translation>Enheten rapporterar inte om dess skrivcacheinställning kan sparas (inget stöd för Select / Save), så en ändring gäller bara till nästa strömcykel.</translation>
    </message>
    <message>
        <source>The drive %1 has no volatile write cache to switch.</source>
        <extracomment>%1 device path</extracomment>
        <translation>Enheten %1 har ingen flyktig skrivcache att slå av eller på.</translation>
    </message>
    <message>
        <source>The drive %1 does not allow its write cache to be switched.</source>
        <extracomment>%1 device path</extracomment>
        <translation>Enheten %1 tillåter inte att dess skrivcache slås av eller på.</translation>
    </message>
    <message>
        <source>The drive %1 cannot save its write cache setting, so the change cannot be kept after a power cycle. Switch it without keeping it instead.</source>
        <extracomment>%1 device path</extracomment>
        <translation>Enheten %1 kan inte spara sin skrivcacheinställning, så ändringen kan inte behållas efter en strömcykel. Ändra den i stället utan att behålla den.</translation>
    </message>
    <message>
        <source>The mode page header at byte %1 is cut off.</source>
        <extracomment>%1 byte offset in the drive&apos;s reply</extracomment>
        <translation>Huvudet för lägessidan vid byte %1 är avkortat.</translation>
    </message>
    <message>
        <source>Mode page %1h claims %2 bytes but only %3 are present.</source>
        <extracomment>%1 page code in hex, %2 its length in bytes, %3 bytes actually present</extracomment>
        <translation>Lägessida %1h anger %2 byte men bara %3 finns.</translation>
    </message>
    <message>
        <source>The MODE SENSE reply has %1 bytes, fewer than the 8-byte mode parameter header.</source>
        <extracomment>%1 number of bytes received</extracomment>
        <translation>MODE SENSE-svaret är %1 byte, färre än det 8 byte långa huvudet för lägesparametrar.</translation>
    </message>
    <message>
        <source>The MODE SENSE reply declares a mode data length of %1, too short for its own header.</source>
        <extracomment>%1 the mode data length field of the reply</extracomment>
        <translation>MODE SENSE-svaret anger en längd för lägesdata på %1, för kort för dess eget huvud.</translation>
    </message>
    <message>
        <source>The MODE SENSE reply&apos;s block descriptors (%1 bytes) leave no room for a mode page in its %2 bytes.</source>
        <extracomment>%1 block descriptor length, %2 bytes present</extracomment>
        <translation>MODE SENSE-svarets blockdeskriptorer (%1 byte) lämnar inget utrymme för en lägessida i dess %2 byte.</translation>
    </message>
    <message>
        <source>The caching mode page is too short to hold the WCE bit.</source>
        <translation>Lägessidan för cachning är för kort för att rymma WCE-biten.</translation>
    </message>
    <message>
        <source>The MODE SENSE reply does not contain the caching mode page (08h).</source>
        <translation>MODE SENSE-svaret innehåller inte lägessidan för cachning (08h).</translation>
    </message>
    <message>
        <source>A new caching page can only be built from the current, complete caching page.</source>
        <translation>En ny cachningssida kan bara byggas från den aktuella, fullständiga cachningssidan.</translation>
    </message>
    <message>
        <source>The drive reported an error but sent no sense data.</source>
        <translation>Enheten rapporterade ett fel men skickade ingen sense-data.</translation>
    </message>
    <message>
        <source>The drive&apos;s fixed-format sense data is cut off.</source>
        <translation>Enhetens sense-data i fast format är avkortad.</translation>
    </message>
    <message>
        <source>The drive&apos;s descriptor-format sense data is cut off.</source>
        <translation>Enhetens sense-data i deskriptorformat är avkortad.</translation>
    </message>
    <message>
        <source>The drive sent sense data in an unknown format (response code %1h).</source>
        <extracomment>%1 the response code byte in hex</extracomment>
        <translation>Enheten skickade sense-data i ett okänt format (svarskod %1h).</translation>
    </message>
    <message>
        <source>The drive does not support saving this page, so a change lasts only until the next power cycle.</source>
        <translation>Enheten stöder inte att denna sida sparas, så en ändring gäller bara till nästa strömcykel.</translation>
    </message>
    <message>
        <source>The drive does not support the MODE SENSE(10) and MODE SELECT(10) commands, so its cache cannot be read or changed this way.</source>
        <translation>Enheten stöder inte kommandona MODE SENSE(10) och MODE SELECT(10), så dess cache kan inte läsas eller ändras på detta sätt.</translation>
    </message>
    <message>
        <source>The drive rejected the MODE SELECT command.</source>
        <translation>Enheten avvisade kommandot MODE SELECT.</translation>
    </message>
    <message>
        <source>The drive does not report the caching mode page.</source>
        <translation>Enheten rapporterar inte lägessidan för cachning.</translation>
    </message>
    <message>
        <source>The drive refused the new caching page: it does not let this setting be changed.</source>
        <translation>Enheten avvisade den nya cachningssidan: den tillåter inte att denna inställning ändras.</translation>
    </message>
    <message>
        <source>The drive reported a reset or a changed setting; try again.</source>
        <translation>Enheten rapporterade en återställning eller en ändrad inställning; försök igen.</translation>
    </message>
    <message>
        <source>The drive is not ready (stopped, starting or without medium); try again in a moment.</source>
        <translation>Enheten är inte redo (stoppad, startar eller saknar medium); försök igen om en stund.</translation>
    </message>
    <message>
        <source>The drive is write protected.</source>
        <translation>Enheten är skrivskyddad.</translation>
    </message>
    <message>
        <source>The drive reported a hardware or medium error; check its health.</source>
        <translation>Enheten rapporterade ett maskinvaru- eller mediefel; kontrollera dess hälsa.</translation>
    </message>
    <message>
        <source>The drive aborted the command; try again.</source>
        <translation>Enheten avbröt kommandot; försök igen.</translation>
    </message>
    <message>
        <source>The drive reported an error.</source>
        <translation>Enheten rapporterade ett fel.</translation>
    </message>
    <message>
        <source>%1 (%2, %3)</source>
        <extracomment>%1 a sentence saying what the drive did and what to do; %2 SCSI sense key name, %3 additional sense code and its name, e.g. &quot;24h/00h INVALID FIELD IN CDB&quot;</extracomment>
        <translation>%1 (%2, %3)</translation>
    </message>
    <message>
        <source>The device does not accept SCSI commands, so its drive-level write cache cannot be read or changed this way.</source>
        <translation>Enheten tar inte emot SCSI-kommandon, så skrivcachen på enhetsnivå kan inte läsas eller ändras på detta sätt.</translation>
    </message>
    <message>
        <source>The drive did not answer in time; check its cable and power.</source>
        <translation>Enheten svarade inte i tid; kontrollera dess kabel och strömförsörjning.</translation>
    </message>
    <message>
        <source>The connection to the drive failed (host status %1h); check its cable and power.</source>
        <extracomment>%1 the Linux host status code in hex</extracomment>
        <translation>Anslutningen till enheten misslyckades (värdstatus %1h); kontrollera dess kabel och strömförsörjning.</translation>
    </message>
    <message>
        <source>The drive is busy; try again in a moment.</source>
        <translation>Enheten är upptagen; försök igen om en stund.</translation>
    </message>
    <message>
        <source>The drive returned SCSI status %1h without sense data.</source>
        <extracomment>%1 SCSI status byte in hex</extracomment>
        <translation>Enheten returnerade SCSI-status %1h utan sense-data.</translation>
    </message>
    <message>
        <source>The caching mode page of %1 could not be decoded: %2</source>
        <extracomment>%1 device path, %2 what is wrong with the reply</extracomment>
        <translation>Lägessidan för cachning på %1 kunde inte avkodas: %2</translation>
    </message>
    <message>
        <source>The drive %1 does not allow its write cache to be switched (its caching page marks WCE as not changeable).</source>
        <extracomment>%1 device path</extracomment>
        <translation>Enheten %1 tillåter inte att dess skrivcache slås av eller på (dess cachningssida markerar WCE som inte ändringsbar).</translation>
    </message>
    <message>
        <source>The drive %1 cannot save its caching page, so the change cannot be kept after a power cycle. Switch it without keeping it instead.</source>
        <extracomment>%1 device path</extracomment>
        <translation>Enheten %1 kan inte spara sin cachningssida, så ändringen kan inte behållas efter en strömcykel. Ändra den i stället utan att behålla den.</translation>
    </message>
    <message>
        <source>%1 is not a whole SCSI disk; only those can be asked to re-read their caching page.</source>
        <extracomment>%1 kernel block device name</extracomment>
        <translation>%1 är inte en hel SCSI-disk; bara sådana kan ombes att läsa om sin cachningssida.</translation>
    </message>
    <message>
        <source>Could not ask the kernel to re-read the settings of %1: %2. Its view of the write cache may be out of date until the next reboot.</source>
        <extracomment>%1 kernel block device name, %2 system error text</extracomment>
        <translation>Kunde inte be kärnan att läsa om inställningarna för %1: %2. Dess bild av skrivcachen kan vara inaktuell fram till nästa omstart.</translation>
    </message>
    <message>
        <source>udisks2 could not save the write-cache setting: %1. The change lasts only until the next power cycle.</source>
        <extracomment>%1 udisks2&apos;s error message</extracomment>
        <translation>udisks2 kunde inte spara skrivcacheinställningen: %1. Ändringen gäller bara till nästa strömcykel.</translation>
    </message>
    <message>
        <source>%1 is a file used as a drive (%2): the drive-level write cache does not apply; the kernel&apos;s view shows whether it passes flushes on to the file.</source>
        <extracomment>%1 device path, %2 the file behind the loop device</extracomment>
        <translation>%1 är en fil som används som enhet (%2): skrivcachen på enhetsnivå är inte tillämplig; kärnans bild visar om den skickar vidare tömningar till filen.</translation>
    </message>
    <message>
        <source>%1 is a virtual disk: the real drive and its cache are on the host, out of reach from this machine. Only the kernel&apos;s view is shown; whether flushes reach the host&apos;s drive depends on the hypervisor&apos;s cache mode.</source>
        <extracomment>%1 device path</extracomment>
        <translation>%1 är en virtuell disk: den verkliga enheten och dess cache finns på värddatorn, utom räckhåll från denna dator. Bara kärnans bild visas; om tömningar når värdens enhet beror på hypervisorns cacheläge.</translation>
    </message>
    <message>
        <source>%1 takes no drive commands: the drive-level write cache does not apply, only the kernel&apos;s view.</source>
        <extracomment>%1 device path</extracomment>
        <translation>%1 tar inte emot några enhetskommandon: skrivcachen på enhetsnivå är inte tillämplig, bara kärnans bild.</translation>
    </message>
    <message>
        <source>DriveProof does not know how to ask %1 about its write cache (unknown transport).</source>
        <extracomment>%1 device path</extracomment>
        <translation>DriveProof vet inte hur %1 ska tillfrågas om sin skrivcache (okänd anslutning).</translation>
    </message>
    <message>
        <source>%1 is a virtual disk (%2): the write cache it reports is the hypervisor&apos;s emulation. Whether a flush reaches a real drive depends on the hypervisor&apos;s cache mode on the host.</source>
        <extracomment>%1 device path, %2 who emulates the disk: &quot;QEMU&quot;, &quot;VMware&quot;, &quot;Hyper-V&quot;, &quot;virtio&quot;...</extracomment>
        <translation>%1 är en virtuell disk (%2): skrivcachen den rapporterar är hypervisorns emulering. Om en tömning når en verklig enhet beror på hypervisorns cacheläge på värddatorn.</translation>
    </message>
    <message>
        <source>The kernel says write through but the drive&apos;s cache is on: the kernel no longer sends flushes, so committed data can be lost at a power cut. Switch the drive&apos;s cache off, or let the kernel re-read the drive&apos;s setting.</source>
        <translation>Kärnan anger write through men enhetens cache är påslagen: kärnan skickar inte längre tömningar, så bekräftade data kan förloras vid ett strömavbrott. Slå av enhetens cache, eller låt kärnan läsa om enhetens inställning.</translation>
    </message>
    <message>
        <source>The kernel still sends flushes although the drive&apos;s cache is off: safe, only slightly slower.</source>
        <translation>Kärnan skickar fortfarande tömningar trots att enhetens cache är avslagen: säkert, bara något långsammare.</translation>
    </message>
    <message>
        <source>The cache is off now, but the saved setting switches it back on at the next power cycle.</source>
        <translation>Cachen är avslagen nu, men den sparade inställningen slår på den igen vid nästa strömcykel.</translation>
    </message>
    <message>
        <source>The cache is on now, but the saved setting switches it off at the next power cycle.</source>
        <translation>Cachen är påslagen nu, men den sparade inställningen slår av den vid nästa strömcykel.</translation>
    </message>
    <message>
        <source>%1 cannot keep this setting after a power cycle here, so nothing was changed. Switch it without &quot;keep after reboot&quot;: it then lasts until the next power cycle.</source>
        <extracomment>%1 device path</extracomment>
        <translation>%1 kan inte behålla denna inställning efter en strömcykel här, så inget ändrades. Ändra den utan &quot;behåll efter omstart&quot;: den gäller då till nästa strömcykel.</translation>
    </message>
    <message>
        <source>%1 has no volatile write cache that can be switched.</source>
        <extracomment>%1 device path</extracomment>
        <translation>%1 har ingen flyktig skrivcache som kan slås av eller på.</translation>
    </message>
    <message>
        <source>%1 does not allow its write cache setting to be changed.</source>
        <extracomment>%1 device path</extracomment>
        <translation>%1 tillåter inte att dess skrivcacheinställning ändras.</translation>
    </message>
    <message>
        <source>The helper&apos;s write-cache reply names no device.</source>
        <translation>Hjälpprogrammets svar om skrivcachen anger ingen enhet.</translation>
    </message>
    <message>
        <source>Whether the write cache of %1 is on could not be read: %2</source>
        <extracomment>%1 device path, %2 the error the drive or the kernel gave</extracomment>
        <translation>Det gick inte att läsa om skrivcachen för %1 är påslagen: %2</translation>
    </message>
    <message>
        <source>Whether the write cache of %1 can be switched could not be read: %2</source>
        <extracomment>%1 device path, %2 the error the drive or the kernel gave</extracomment>
        <translation>Det gick inte att läsa om skrivcachen för %1 kan slås av eller på: %2</translation>
    </message>
    <message>
        <source>The saved write cache setting of %1 could not be read: %2</source>
        <extracomment>%1 device path, %2 the error the drive or the kernel gave</extracomment>
        <translation>Den sparade skrivcacheinställningen för %1 kunde inte läsas: %2</translation>
    </message>
    <message>
        <source>Finding %1 (%2)</source>
        <extracomment>a finding this version does not know (from a newer helper); %1 its code, %2 its arguments</extracomment>
        <translation>Fynd %1 (%2)</translation>
    </message>
    <message>
        <source>write back</source>
        <extracomment>the kernel&apos;s view of a drive&apos;s cache (queue/write_cache): it sends flushes</extracomment>
        <translation>fördröjd skrivning</translation>
    </message>
    <message>
        <source>write through</source>
        <extracomment>the kernel&apos;s view of a drive&apos;s cache (queue/write_cache): it sends no flushes</extracomment>
        <translation>direkt genomskrivning</translation>
    </message>
    <message>
        <source>The helper&apos;s write-cache reply has findings in a form this version does not read. Restart DriveProof after an update.</source>
        <translation>Hjälpprogrammets svar om skrivcachen innehåller fynd i en form som denna version inte kan läsa. Starta om DriveProof efter en uppdatering.</translation>
    </message>
    <message>
        <source>The helper&apos;s write-cache reply has a finding without a code. Restart DriveProof after an update.</source>
        <translation>Hjälpprogrammets svar om skrivcachen innehåller ett fynd utan kod. Starta om DriveProof efter en uppdatering.</translation>
    </message>
    <message>
        <source>A self-test is already running on the drive.</source>
        <translation>Ett självtest pågår redan på enheten.</translation>
    </message>
</context>
<context>
    <name>DriveProof::Capacity</name>
    <message>
        <source>Writing records</source>
        <translation>Skriver poster</translation>
    </message>
    <message>
        <source>Pushing the drive&apos;s cache out</source>
        <translation>Trycker ut enhetens cache</translation>
    </message>
    <message>
        <source>Reading back</source>
        <translation>Läser tillbaka</translation>
    </message>
    <message>
        <source>Closing in on the boundary</source>
        <translation>Ringar in gränsen</translation>
    </message>
    <message>
        <source>records written elsewhere (wrap-around)</source>
        <translation>poster skrivna på annat ställe (wrap-around)</translation>
    </message>
    <message>
        <source>zeros</source>
        <translation>nollor</translation>
    </message>
    <message>
        <source>not what was written</source>
        <translation>inte det som skrevs</translation>
    </message>
    <message>
        <source>damaged records</source>
        <translation>skadade poster</translation>
    </message>
    <message>
        <source>read errors</source>
        <translation>läsfel</translation>
    </message>
    <message>
        <source>Usable size proved: %1 (%2 bytes).</source>
        <extracomment>%1 a size, e.g. &quot;62.1 GB&quot;, %2 the same in bytes</extracomment>
        <translation>Bevisad användbar storlek: %1 (%2 byte).</translation>
    </message>
    <message>
        <source>First bad block at byte %1; the boundary is known to within %2.</source>
        <extracomment>%1 a byte offset as a number, %2 a size, e.g. &quot;4 kB&quot;</extracomment>
        <translation>Första dåliga block vid byte %1; gränsen är känd med en noggrannhet på %2.</translation>
    </message>
    <message numerus="yes">
        <source>%n write request(s), %1 written, in %2 s.</source>
        <extracomment>%n write requests, %1 a size, e.g. &quot;1.1 GB&quot;, %2 seconds, e.g. &quot;12.5&quot;</extracomment>
        <translation>
            <numerusform>%n skrivbegäran, %1 skrivet, på %2 s.</numerusform>
            <numerusform>%n skrivbegäranden, %1 skrivet, på %2 s.</numerusform>
        </translation>
    </message>
    <message>
        <source>Genuine: every record written across all %1 bytes (%2) read back where it was written.</source>
        <extracomment>%1 the drive&apos;s size in bytes as a number, %2 the same size short, e.g. &quot;1.0 TB&quot;</extracomment>
        <translation>Äkta: varje post som skrevs över alla %1 byte (%2) lästes tillbaka där den skrevs.</translation>
    </message>
    <message>
        <source>Fake: only the first %1 are real; writes beyond that land at the start again (wrap-around). The drive claims %2.</source>
        <extracomment>%1 the real size, e.g. &quot;62.1 GB&quot;, %2 the size the drive claims, e.g. &quot;128.0 GB&quot;</extracomment>
        <translation>Förfalskad: bara de första %1 är verkliga; skrivningar bortom det hamnar i början igen (wrap-around). Enheten uppger %2.</translation>
    </message>
    <message>
        <source>Fake: writes beyond %1 are thrown away. The drive claims %2.</source>
        <extracomment>%1 where the real part ends, e.g. &quot;120.3 GB&quot;, %2 the size the drive claims</extracomment>
        <translation>Förfalskad: skrivningar bortom %1 kastas bort. Enheten uppger %2.</translation>
    </message>
    <message numerus="yes">
        <source>Damaged: %n block(s) did not hold what was written, the first at %1.</source>
        <extracomment>%n how many blocks, %1 the position of the first one, e.g. &quot;3.2 GB&quot;</extracomment>
        <translation>
            <numerusform>Skadad: %n block innehöll inte det som skrevs, det första vid %1.</numerusform>
            <numerusform>Skadad: %n block innehöll inte det som skrevs, det första vid %1.</numerusform>
        </translation>
    </message>
    <message>
        <source>Could not decide: the test was cancelled.</source>
        <translation>Kunde inte avgöra: testet avbröts.</translation>
    </message>
    <message>
        <source>Could not decide: the drive did not accept a flush of its cache.</source>
        <translation>Kunde inte avgöra: enheten tog inte emot en tömning av sin cache.</translation>
    </message>
    <message>
        <source>Could not decide: the device is too small to test.</source>
        <translation>Kunde inte avgöra: enheten är för liten för att testas.</translation>
    </message>
    <message>
        <source>Could not decide: nothing that was written could be read back.</source>
        <translation>Kunde inte avgöra: inget av det som skrevs kunde läsas tillbaka.</translation>
    </message>
    <message>
        <source>The drive was reset before reading back: what its controller kept in memory was lost.</source>
        <translation>Enheten återställdes före återläsningen: det dess styrkrets höll i minnet gick förlorat.</translation>
    </message>
    <message>
        <source>The drive was reset before reading back but did not come back.</source>
        <translation>Enheten återställdes före återläsningen men kom inte tillbaka.</translation>
    </message>
    <message>
        <source>Not reset before reading back: this device cannot be reset.</source>
        <translation>Inte återställd före återläsningen: den här enheten kan inte återställas.</translation>
    </message>
    <message>
        <source>Not reset before reading back: only a USB drive can be reset on its own.</source>
        <translation>Inte återställd före återläsningen: bara en USB-enhet kan återställas för sig.</translation>
    </message>
    <message>
        <source>Not reset before reading back: only a run as root can reset a USB drive (sudo driveproof-cli capacity).</source>
        <translation>Inte återställd före återläsningen: bara en körning som root kan återställa en USB-enhet (sudo driveproof-cli capacity).</translation>
    </message>
    <message>
        <source>Not reset before reading back: a partition was checked, and a reset would touch the whole drive.</source>
        <translation>Inte återställd före återläsningen: en partition kontrollerades, och en återställning skulle röra hela enheten.</translation>
    </message>
    <message>
        <source>Not reset before reading back: its USB device carries other drives too.</source>
        <translation>Inte återställd före återläsningen: dess USB-enhet bär även andra enheter.</translation>
    </message>
    <message>
        <source>Not reset before reading back: the kernel refused (%1).</source>
        <extracomment>%1 the system&apos;s error message, e.g. &quot;Operation not permitted&quot;</extracomment>
        <translation>Inte återställd före återläsningen: kärnan vägrade (%1).</translation>
    </message>
    <message>
        <source>Waiting for the drive&apos;s cache to write back</source>
        <translation>Väntar på att enheten skriver tillbaka sin cache</translation>
    </message>
</context>
<context>
    <name>DriveProof::Cli</name>
    <message>
        <source>Logical sector size in bytes (images: 512).</source>
        <translation>Logisk sektorstorlek i byte (avbilder: 512).</translation>
    </message>
    <message>
        <source>Physical sector size in bytes (images: 4096).</source>
        <translation>Fysisk sektorstorlek i byte (avbilder: 4096).</translation>
    </message>
    <message>
        <source>Optimal I/O size in bytes, 0 = not reported (images: 0).</source>
        <translation>Optimal I/O-storlek i byte, 0 = rapporteras inte (avbilder: 0).</translation>
    </message>
    <message>
        <source>Bytes from LBA 0 to the next physical sector boundary (images: 0).</source>
        <translation>Byte från LBA 0 till nästa fysiska sektorgräns (avbilder: 0).</translation>
    </message>
    <message>
        <source>%1 %2 is not a number of bytes. Give a whole number such as 4096.</source>
        <extracomment>%1 option name, %2 the value given</extracomment>
        <translation>%1 %2 är inte ett antal byte. Ange ett heltal som 4096.</translation>
    </message>
    <message>
        <source>%1 %2 is not a valid block size. Give a power of two from 512 to 1048576 bytes, e.g. 4096.</source>
        <extracomment>%1 option name, %2 the value given</extracomment>
        <translation>%1 %2 är inte en giltig blockstorlek. Ange en tvåpotens från 512 till 1048576 byte, t.ex. 4096.</translation>
    </message>
    <message>
        <source>--physical-block-size %1 is smaller than --logical-block-size %2: a physical sector holds one or more logical sectors.</source>
        <extracomment>%1 physical size given, %2 logical size given</extracomment>
        <translation>--physical-block-size %1 är mindre än --logical-block-size %2: en fysisk sektor rymmer en eller flera logiska sektorer.</translation>
    </message>
    <message>
        <source>--physical-block-size %1 is smaller than the %3-byte logical sectors of %2: a physical sector holds one or more logical sectors.</source>
        <extracomment>%1 physical size given, %2 device, %3 its logical sector size</extracomment>
        <translation>--physical-block-size %1 är mindre än de logiska sektorerna på %3 byte hos %2: en fysisk sektor rymmer en eller flera logiska sektorer.</translation>
    </message>
    <message>
        <source>%1 %2 is not valid. Give 0 (not reported) or a multiple of the physical block size (%3 bytes) up to 1 GiB.</source>
        <extracomment>%1 option name, %2 the value given, %3 physical sector size</extracomment>
        <translation>%1 %2 är inte giltigt. Ange 0 (rapporteras inte) eller en multipel av den fysiska blockstorleken (%3 byte) upp till 1 GiB.</translation>
    </message>
    <message>
        <source>%1 %2 is not valid. Give a multiple of the logical block size (%3 bytes) smaller than the physical block size (%4 bytes), e.g. 0.</source>
        <extracomment>%1 option name, %2 the value given, %3 logical and %4 physical sector size</extracomment>
        <translation>%1 %2 är inte giltigt. Ange en multipel av den logiska blockstorleken (%3 byte) som är mindre än den fysiska blockstorleken (%4 byte), t.ex. 0.</translation>
    </message>
    <message>
        <source>yes</source>
        <translation>ja</translation>
    </message>
    <message>
        <source>no</source>
        <translation>nej</translation>
    </message>
    <message numerus="yes">
        <source>%n byte(s)</source>
        <extracomment>%n bytes of the optimal I/O size
----------
a size in bytes, e.g. &quot;4096 bytes&quot;</extracomment>
        <translation>
            <numerusform>%n byte</numerusform>
            <numerusform>%n byte</numerusform>
        </translation>
    </message>
    <message>
        <source>not reported</source>
        <translation>rapporteras inte</translation>
    </message>
    <message>
        <source>%1: %2 partition table, logical sector %3 bytes, physical sector %4 bytes, optimal I/O size %5, alignment offset %6 bytes.</source>
        <extracomment>%1 device or image, %2 &quot;dos&quot;/&quot;gpt&quot;, %3 and %4 sector sizes in bytes, %5 optimal I/O size (&quot;65536 bytes&quot; or &quot;not reported&quot;), %6 alignment offset in bytes</extracomment>
        <translation>%1: partitionstabell av typen %2, logisk sektor %3 byte, fysisk sektor %4 byte, optimal I/O-storlek %5, justeringsförskjutning %6 byte.</translation>
    </message>
    <message>
        <source>unknown</source>
        <translation>okänd</translation>
    </message>
    <message>
        <source>The partition table of %1 has no partitions.</source>
        <extracomment>%1 device or image</extracomment>
        <translation>Partitionstabellen på %1 har inga partitioner.</translation>
    </message>
    <message>
        <source>PARTITION</source>
        <translation>PARTITION</translation>
    </message>
    <message>
        <source>START (sector)</source>
        <translation>START (sektor)</translation>
    </message>
    <message>
        <source>START (bytes)</source>
        <translation>START (byte)</translation>
    </message>
    <message>
        <source>LOGICAL</source>
        <translation>LOGISK</translation>
    </message>
    <message>
        <source>PHYSICAL</source>
        <translation>FYSISK</translation>
    </message>
    <message>
        <source>OPTIMAL</source>
        <translation>OPTIMAL</translation>
    </message>
    <message>
        <source>1 MiB</source>
        <translation>1 MiB</translation>
    </message>
    <message>
        <source>VERDICT</source>
        <translation>BEDÖMNING</translation>
    </message>
    <message>
        <source>No drive or file named %1. Give a drive such as /dev/sdb (see &apos;driveproof-cli list&apos;) or the path of a disk image.</source>
        <extracomment>%1 what the user typed</extracomment>
        <translation>Det finns ingen enhet eller fil med namnet %1. Ange en enhet som /dev/sdb (se &apos;driveproof-cli list&apos;) eller sökvägen till en diskavbild.</translation>
    </message>
    <message>
        <source>%1 is a partition. Give the whole drive instead: &apos;driveproof-cli align %2&apos;.</source>
        <extracomment>%1 the partition given, %2 its whole drive</extracomment>
        <translation>%1 är en partition. Ange hela enheten i stället: &apos;driveproof-cli align %2&apos;.</translation>
    </message>
    <message>
        <source>Check that every partition of a drive or a disk image starts on a boundary that suits the drive: its physical sectors, 1 MiB and its optimal I/O size.</source>
        <translation>Kontrollera att varje partition på en enhet eller diskavbild börjar på en gräns som passar enheten: dess fysiska sektorer, 1 MiB och dess optimala I/O-storlek.</translation>
    </message>
    <message>
        <source>A drive (/dev/sdb, sdb) or a disk image file.</source>
        <translation>En enhet (/dev/sdb, sdb) eller en diskavbildsfil.</translation>
    </message>
    <message>
        <source>Print JSON (keys in docs/json.md).</source>
        <translation>Skriv ut JSON (nycklarna beskrivs i docs/json.md).</translation>
    </message>
    <message>
        <source>&apos;align&apos; needs exactly one drive or disk image, e.g. &apos;driveproof-cli align /dev/sdb&apos; or &apos;driveproof-cli align disk.img&apos;.</source>
        <translation>&apos;align&apos; behöver exakt en enhet eller diskavbild, t.ex. &apos;driveproof-cli align /dev/sdb&apos; eller &apos;driveproof-cli align disk.img&apos;.</translation>
    </message>
    <message>
        <source>This test writes over the data on %1. Everything on it will be lost.
Type the device name (%2) to go on: </source>
        <extracomment>%1 device node, %2 its short name the user must type</extracomment>
        <translation>Detta test skriver över data på %1. Allt på den går förlorat.
Skriv enhetens namn (%2) för att fortsätta: </translation>
    </message>
    <message>
        <source>There is no device %1. Run &apos;driveproof-cli list&apos; to see the drives on this machine.</source>
        <extracomment>%1 what the user typed</extracomment>
        <translation>Det finns ingen enhet %1. Kör &apos;driveproof-cli list&apos; för att se enheterna på denna dator.</translation>
    </message>
    <message>
        <source>There is no folder or file %1. Give an existing folder (a temporary test file is made in it), a file or a block device.</source>
        <extracomment>%1 what the user typed</extracomment>
        <translation>Det finns ingen mapp eller fil %1. Ange en befintlig mapp (en tillfällig testfil skapas i den), en fil eller en blockenhet.</translation>
    </message>
    <message>
        <source>%1 is not a folder, a regular file or a block device (it is a pipe, a socket or a character device). Give a folder, a file or a block device.</source>
        <extracomment>%1 what the user typed</extracomment>
        <translation>%1 är varken en mapp, en vanlig fil eller en blockenhet (det är ett rör, ett uttag eller en teckenenhet). Ange en mapp, en fil eller en blockenhet.</translation>
    </message>
    <message>
        <source>%1 is a device: this test writes to it and destroys its data. Add --destructive if that is what you want, or give a folder.</source>
        <extracomment>%1 device node</extracomment>
        <translation>%1 är en enhet: detta test skriver till den och förstör dess data. Lägg till --destructive om det är vad du vill, eller ange en mapp.</translation>
    </message>
    <message>
        <source>%1 is in use: %2 Nothing was written.</source>
        <extracomment>%1 device node, %2 a sentence saying what uses it, e.g. &quot;/dev/loop0 backs the loop device /dev/loop1. /dev/loop1 is mounted on /mnt.&quot;</extracomment>
        <translation>%1 används: %2 Inget skrevs.</translation>
    </message>
    <message>
        <source>The name did not match; nothing was written.</source>
        <translation>Namnet stämde inte; inget skrevs.</translation>
    </message>
    <message>
        <source>--output cannot write %1: %2.</source>
        <extracomment>%1 file name, %2 the system&apos;s error text</extracomment>
        <translation>--output kan inte skriva %1: %2.</translation>
    </message>
    <message>
        <source>Cancelled while the test file was being prepared; it was removed.</source>
        <translation>Avbröts medan testfilen förbereddes; den har tagits bort.</translation>
    </message>
    <message>
        <source>--cache-ab needs to know the drive under the target, and it could not be found.</source>
        <translation>--cache-ab behöver veta vilken enhet som ligger under målet, och den kunde inte hittas.</translation>
    </message>
    <message>
        <source>--only %1 matches no measurement of this test. The keys are the &quot;key&quot; fields of its --json output.</source>
        <extracomment>%1 what the user gave to --only</extracomment>
        <translation>--only %1 matchar ingen mätning i detta test. Nycklarna är fälten &quot;key&quot; i testets --json-utdata.</translation>
    </message>
    <message>
        <source>Cannot write %1: %2.</source>
        <extracomment>%1 file name, %2 the system&apos;s error text
----------
%1 file, %2 the system&apos;s reason</extracomment>
        <translation>Kan inte skriva %1: %2.</translation>
    </message>
    <message>
        <source>Cancelled; the lines above finished before that.</source>
        <translation>Avbrutet; raderna ovan blev klara innan dess.</translation>
    </message>
    <message>
        <source>Measure a drive: commit rate (like pg_test_fsync), throughput, random I/O, sweeps, the hybrid-cache check.
FAMILY is one of: quick, commit, throughput (or seq), sustained, surface, random, sweep (with --axis), sweep-block-size, sweep-queue-depth, sweep-threads, hybrid.
TARGET is a folder (default: the current one; a temporary file is created and removed), an existing file (used in place, never grown), or a block device (read tests; writing needs --destructive).</source>
        <translation>Mät en enhet: bekräftelsetakt (som pg_test_fsync), genomströmning, slumpmässig I/O, svep och kontrollen av hybridcache.
FAMILY är en av: quick, commit, throughput (eller seq), sustained, surface, random, sweep (med --axis), sweep-block-size, sweep-queue-depth, sweep-threads, hybrid.
TARGET är en mapp (standard: den aktuella; en tillfällig fil skapas och tas bort), en befintlig fil (används som den är, växer aldrig) eller en blockenhet (lästester; skrivning kräver --destructive).</translation>
    </message>
    <message>
        <source>The test to run.</source>
        <translation>Testet som ska köras.</translation>
    </message>
    <message>
        <source>Folder, file or device (or --target).</source>
        <translation>Mapp, fil eller enhet (eller --target).</translation>
    </message>
    <message>
        <source>Folder, file or device, like TARGET.</source>
        <translation>Mapp, fil eller enhet, som TARGET.</translation>
    </message>
    <message>
        <source>Test area or temporary file size, e.g. 1G, 256M (default: 1G; commit: 16M; a device: all of it for the surface scan).</source>
        <translation>Storlek på testområdet eller den tillfälliga filen, t.ex. 1G, 256M (standard: 1G; commit: 16M; en enhet: hela för ytskanningen).</translation>
    </message>
    <message>
        <source>Seconds per measurement (default: 5).</source>
        <translation>Sekunder per mätning (standard: 5).</translation>
    </message>
    <message>
        <source>I/O engine: auto, io_uring or psync (default: auto).</source>
        <translation>I/O-motor: auto, io_uring eller psync (standard: auto).</translation>
    </message>
    <message>
        <source>Block size for random, sweeps and sustained, e.g. 4k.</source>
        <translation>Blockstorlek för random, svep och sustained, t.ex. 4k.</translation>
    </message>
    <message>
        <source>I/Os in flight per thread (sweeps, sustained).</source>
        <translation>Pågående I/O per tråd (svep, sustained).</translation>
    </message>
    <message>
        <source>Threads (sweeps).</source>
        <translation>Trådar (svep).</translation>
    </message>
    <message>
        <source>Sweeps: 100 reads only (default), 0 writes only, or a mix.</source>
        <translation>Svep: 100 bara läsningar (standard), 0 bara skrivningar, eller en blandning.</translation>
    </message>
    <message>
        <source>Quick, throughput, random: reads only.</source>
        <translation>Quick, throughput, random: bara läsningar.</translation>
    </message>
    <message>
        <source>Quick, throughput, random: writes only.</source>
        <translation>Quick, throughput, random: bara skrivningar.</translation>
    </message>
    <message>
        <source>Quick, throughput, random: a mix with this percentage of reads, e.g. 70.</source>
        <translation>Quick, throughput, random: en blandning med denna andel läsningar i procent, t.ex. 70.</translation>
    </message>
    <message>
        <source>One CrystalDiskMark preset: SEQ1M-Q8T1, SEQ1M-Q1T1, RND4K-Q32T1, RND4K-Q1T1 (or any RND|SEQ&lt;size&gt;-Q&lt;depth&gt;T&lt;threads&gt;).</source>
        <translation>En CrystalDiskMark-förinställning: SEQ1M-Q8T1, SEQ1M-Q1T1, RND4K-Q32T1, RND4K-Q1T1 (eller valfri RND|SEQ&lt;size&gt;-Q&lt;depth&gt;T&lt;threads&gt;).</translation>
    </message>
    <message>
        <source>sweep: block-size (default), queue-depth or threads.</source>
        <translation>sweep: block-size (standard), queue-depth eller threads.</translation>
    </message>
    <message>
        <source>Hybrid check: seconds the drive stays idle between the passes (default: 300).</source>
        <translation>Hybridkontroll: sekunder som enheten står overksam mellan omgångarna (standard: 300).</translation>
    </message>
    <message>
        <source>Commit: measure again with the drive&apos;s write cache off, then switch it back on.</source>
        <translation>Commit: mät igen med enhetens skrivcache avslagen och slå sedan på den igen.</translation>
    </message>
    <message>
        <source>Allow a write test on a raw device: everything on it is lost.</source>
        <translation>Tillåt ett skrivtest på en rå enhet: allt på den går förlorat.</translation>
    </message>
    <message>
        <source>Go through the page cache (no O_DIRECT).</source>
        <translation>Gå via sidcachen (ingen O_DIRECT).</translation>
    </message>
    <message>
        <source>Print the result as JSON (docs/json.md).</source>
        <translation>Skriv ut resultatet som JSON (docs/json.md).</translation>
    </message>
    <message>
        <source>Also write the JSON result to FILE.</source>
        <translation>Skriv även JSON-resultatet till FILE.</translation>
    </message>
    <message>
        <source>Run only the measurements with these keys, separated by commas (e.g. rnd4kq32t1.read, commit.s1.fdatasync).</source>
        <translation>Kör bara mätningarna med dessa nycklar, åtskilda med kommatecken (t.ex. rnd4kq32t1.read, commit.s1.fdatasync).</translation>
    </message>
    <message>
        <source>Do not keep the result in the drive&apos;s history.</source>
        <translation>Spara inte resultatet i enhetens historik.</translation>
    </message>
    <message>
        <source>&apos;bench&apos; needs a FAMILY and at most one TARGET, e.g. &apos;driveproof-cli bench quick ~/&apos;.</source>
        <translation>&apos;bench&apos; behöver en FAMILY och högst ett TARGET, t.ex. &apos;driveproof-cli bench quick ~/&apos;.</translation>
    </message>
    <message>
        <source>--axis goes with &apos;sweep&apos; and takes block-size, queue-depth or threads, not &apos;%1&apos;.</source>
        <extracomment>%1 what the user typed</extracomment>
        <translation>--axis hör ihop med &apos;sweep&apos; och tar block-size, queue-depth eller threads, inte &apos;%1&apos;.</translation>
    </message>
    <message>
        <source>unknown test &apos;%1&apos;. Try &apos;driveproof-cli bench --help&apos;.</source>
        <extracomment>%1 what the user typed</extracomment>
        <translation>okänt test &apos;%1&apos;. Prova &apos;driveproof-cli bench --help&apos;.</translation>
    </message>
    <message>
        <source>--size takes a size of at least 4K, such as 1G or 256M, not &apos;%1&apos;.</source>
        <extracomment>%1 what the user typed</extracomment>
        <translation>--size tar en storlek på minst 4K, till exempel 1G eller 256M, inte &apos;%1&apos;.</translation>
    </message>
    <message>
        <source>--duration takes seconds, e.g. 5, not &apos;%1&apos;.</source>
        <extracomment>%1 what the user typed</extracomment>
        <translation>--duration tar sekunder, t.ex. 5, inte &apos;%1&apos;.</translation>
    </message>
    <message>
        <source>--backend takes auto, io_uring or psync, not &apos;%1&apos;.</source>
        <extracomment>%1 what the user typed</extracomment>
        <translation>--backend tar auto, io_uring eller psync, inte &apos;%1&apos;.</translation>
    </message>
    <message>
        <source>--block-size takes a multiple of 512 bytes up to 64M, not &apos;%1&apos;.</source>
        <extracomment>%1 what the user typed</extracomment>
        <translation>--block-size tar en multipel av 512 byte upp till 64M, inte &apos;%1&apos;.</translation>
    </message>
    <message>
        <source>--%1 takes a whole number up to %2, not &apos;%3&apos;.</source>
        <extracomment>%1 the option, %2 the largest value, %3 what the user typed</extracomment>
        <translation>--%1 tar ett heltal upp till %2, inte &apos;%3&apos;.</translation>
    </message>
    <message>
        <source>--idle takes seconds, not &apos;%1&apos;.</source>
        <extracomment>%1 what the user typed</extracomment>
        <translation>--idle tar sekunder, inte &apos;%1&apos;.</translation>
    </message>
    <message>
        <source>Give one of --read, --write and --mix.</source>
        <translation>Ange en av --read, --write och --mix.</translation>
    </message>
    <message>
        <source>--mix takes the percentage of reads, 0 to 100, not &apos;%1&apos;.</source>
        <extracomment>%1 what the user typed</extracomment>
        <translation>--mix tar andelen läsningar i procent, 0 till 100, inte &apos;%1&apos;.</translation>
    </message>
    <message>
        <source>--preset takes a name such as RND4K-Q32T1 or SEQ1M-Q8T1, not &apos;%1&apos;.</source>
        <extracomment>%1 what the user typed</extracomment>
        <translation>--preset tar ett namn som RND4K-Q32T1 eller SEQ1M-Q8T1, inte &apos;%1&apos;.</translation>
    </message>
    <message>
        <source>--preset goes with quick, random or seq.</source>
        <translation>--preset hör ihop med quick, random eller seq.</translation>
    </message>
    <message>
        <source>--cache-ab goes with the commit test.</source>
        <translation>--cache-ab hör ihop med commit-testet.</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <extracomment>flushes per commit on one device: %1 device, %2 flushes per commit</extracomment>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>Commit method</source>
        <translation>Bekräftelsemetod</translation>
    </message>
    <message>
        <source>Commits/s</source>
        <translation>Bekräftelser/s</translation>
    </message>
    <message>
        <source>Mean µs</source>
        <translation>Medel µs</translation>
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
        <translation>Max µs</translation>
    </message>
    <message>
        <source>Flushes/commit</source>
        <translation>Tömningar/bekräftelse</translation>
    </message>
    <message>
        <source>Test</source>
        <translation>Test</translation>
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
        <translation>bra</translation>
    </message>
    <message>
        <source>caution</source>
        <translation>varning</translation>
    </message>
    <message>
        <source>danger</source>
        <translation>fara</translation>
    </message>
    <message>
        <source>note</source>
        <translation>obs</translation>
    </message>
    <message>
        <source>[%1%] %2: %3, %4, %5 left</source>
        <extracomment>live progress: %1 percent done, %2 the step, %3 rate, %4 IOPS, %5 time left (m:ss)</extracomment>
        <translation>[%1%] %2: %3, %4, %5 kvar</translation>
    </message>
    <message>
        <source>[%1%] %2</source>
        <extracomment>live progress without numbers: %1 percent done, %2 the step</extracomment>
        <translation>[%1%] %2</translation>
    </message>
    <message>
        <source>%1 on %2</source>
        <extracomment>%1 the test&apos;s title, %2 where it ran</extracomment>
        <translation>%1 på %2</translation>
    </message>
    <message>
        <source>- %1: %2</source>
        <extracomment>a verdict as a list item: %1 good/caution/danger/note, %2 the verdict</extracomment>
        <translation>- %1: %2</translation>
    </message>
    <message>
        <source>on</source>
        <extracomment>the drive&apos;s write cache</extracomment>
        <translation>på</translation>
    </message>
    <message>
        <source>off</source>
        <translation>av</translation>
    </message>
    <message>
        <source>yes, through udisks2 (re-applied at every boot)</source>
        <translation>ja, via udisks2 (tillämpas igen vid varje start)</translation>
    </message>
    <message>
        <source>yes, saved in the drive</source>
        <translation>ja, sparad i enheten</translation>
    </message>
    <message>
        <source>no: a change lasts until the next power cycle</source>
        <translation>nej: en ändring gäller till nästa strömcykel</translation>
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
        <translation>ingen (tar inte emot enhetskommandon)</translation>
    </message>
    <message>
        <source>Device</source>
        <translation>Enhet</translation>
    </message>
    <message>
        <source>Protocol</source>
        <translation>Protokoll</translation>
    </message>
    <message>
        <source>Drive has a write cache</source>
        <translation>Enheten har skrivcache</translation>
    </message>
    <message>
        <source>Drive&apos;s cache now</source>
        <translation>Enhetens cache nu</translation>
    </message>
    <message>
        <source>Saved setting</source>
        <translation>Sparad inställning</translation>
    </message>
    <message>
        <source>none</source>
        <translation>ingen</translation>
    </message>
    <message>
        <source>Can be changed</source>
        <translation>Kan ändras</translation>
    </message>
    <message>
        <source>Keeps after reboot</source>
        <translation>Behålls efter omstart</translation>
    </message>
    <message>
        <source>Kernel&apos;s view</source>
        <translation>Kärnans bild</translation>
    </message>
    <message>
        <source>Kernel uses FUA</source>
        <translation>Kärnan använder FUA</translation>
    </message>
    <message>
        <source>Sources</source>
        <translation>Källor</translation>
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
        <translation>dålig</translation>
    </message>
    <message>
        <source>Overall</source>
        <translation>Övergripande</translation>
    </message>
    <message>
        <source>Temperature</source>
        <extracomment>temperature in degrees Celsius</extracomment>
        <translation>Temperatur</translation>
    </message>
    <message>
        <source>%1 °C</source>
        <translation>%1 °C</translation>
    </message>
    <message>
        <source>Power-on hours</source>
        <translation>Drifttimmar</translation>
    </message>
    <message>
        <source>Power cycles</source>
        <translation>Strömcykler</translation>
    </message>
    <message>
        <source>Unsafe shutdowns</source>
        <translation>Osäkra avstängningar</translation>
    </message>
    <message>
        <source>Bad sectors</source>
        <translation>Dåliga sektorer</translation>
    </message>
    <message>
        <source>Media errors</source>
        <translation>Mediefel</translation>
    </message>
    <message>
        <source>Wear</source>
        <extracomment>wear of an SSD, in percent of its rated life</extracomment>
        <translation>Slitage</translation>
    </message>
    <message>
        <source>%1 %</source>
        <translation>%1 %</translation>
    </message>
    <message>
        <source>Available spare</source>
        <translation>Tillgänglig reserv</translation>
    </message>
    <message>
        <source>Source</source>
        <translation>Källa</translation>
    </message>
    <message>
        <source>%1 is a partition; the write cache and health belong to the whole drive. Give %2 instead.</source>
        <extracomment>%1 partition the user gave, %2 its whole drive</extracomment>
        <translation>%1 är en partition; skrivcachen och hälsan hör till hela enheten. Ange %2 i stället.</translation>
    </message>
    <message>
        <source>Show the drive&apos;s volatile write cache next to the kernel&apos;s view, or switch it.</source>
        <translation>Visa enhetens flyktiga skrivcache bredvid kärnans bild, eller slå av eller på den.</translation>
    </message>
    <message>
        <source>A drive, e.g. /dev/sda.</source>
        <translation>En enhet, t.ex. /dev/sda.</translation>
    </message>
    <message>
        <source>Switch the drive&apos;s cache on or off.</source>
        <translation>Slå på eller av enhetens cache.</translation>
    </message>
    <message>
        <source>Keep the setting after a power cycle, where the drive or udisks2 can keep it honestly.</source>
        <translation>Behåll inställningen efter en strömcykel, där enheten eller udisks2 verkligen kan behålla den.</translation>
    </message>
    <message>
        <source>&apos;cache&apos; needs exactly one DEVICE, e.g. &apos;driveproof-cli cache /dev/sda&apos;.</source>
        <translation>&apos;cache&apos; behöver exakt en DEVICE, t.ex. &apos;driveproof-cli cache /dev/sda&apos;.</translation>
    </message>
    <message>
        <source>--set takes &apos;on&apos; or &apos;off&apos;, not &apos;%1&apos;.</source>
        <extracomment>%1 the value the user gave</extracomment>
        <translation>--set tar &apos;on&apos; eller &apos;off&apos;, inte &apos;%1&apos;.</translation>
    </message>
    <message>
        <source>--persist goes with --set on|off.</source>
        <translation>--persist hör ihop med --set on|off.</translation>
    </message>
    <message>
        <source>Show the drive&apos;s health: overall verdict, temperature, hours, power cycles, unsafe shutdowns.</source>
        <translation>Visa enhetens hälsa: övergripande bedömning, temperatur, timmar, strömcykler, osäkra avstängningar.</translation>
    </message>
    <message>
        <source>&apos;health&apos; needs exactly one DEVICE, e.g. &apos;driveproof-cli health /dev/sda&apos;.</source>
        <translation>&apos;health&apos; behöver exakt en DEVICE, t.ex. &apos;driveproof-cli health /dev/sda&apos;.</translation>
    </message>
    <message>
        <source>--language needs a language, one of: %1.</source>
        <extracomment>%1 the language codes DriveProof has, e.g. &quot;de, en, es&quot;</extracomment>
        <translation>--language behöver ett språk, ett av: %1.</translation>
    </message>
    <message>
        <source>unknown language &apos;%1&apos;. Choose one of: %2.</source>
        <extracomment>%1 what was given after --language, %2 the language codes DriveProof has, e.g. &quot;de, en, es&quot;</extracomment>
        <translation>okänt språk &apos;%1&apos;. Välj ett av: %2.</translation>
    </message>
    <message>
        <source>Show help for this command.</source>
        <translation>Visa hjälp för detta kommando.</translation>
    </message>
    <message>
        <source>%1. Try &apos;driveproof-cli %2 --help&apos;.</source>
        <extracomment>%1 the parser&apos;s error, %2 the subcommand</extracomment>
        <translation>%1. Prova &apos;driveproof-cli %2 --help&apos;.</translation>
    </message>
    <message>
        <source>%1 (%2 bytes)</source>
        <extracomment>%1 size with unit, e.g. &quot;500.1 GB&quot;; %2 exact byte count</extracomment>
        <translation>%1 (%2 byte)</translation>
    </message>
    <message>
        <source>Write every drive&apos;s findings for Prometheus and other OpenMetrics readers: identity, health, write-cache views, alignment and the latest test results (docs/fleet.md).</source>
        <translation>Skriv varje enhets resultat för Prometheus och andra OpenMetrics-läsare: identitet, hälsa, skrivcachevyer, justering och de senaste testresultaten (docs/fleet.md).</translation>
    </message>
    <message>
        <source>OpenMetrics text, also readable by node_exporter&apos;s textfile collector.</source>
        <translation>OpenMetrics-text, som även kan läsas av textfile-insamlaren i node_exporter.</translation>
    </message>
    <message>
        <source>Write to FILE, replacing it atomically, instead of standard output.</source>
        <translation>Skriv till FILE, som ersätts atomärt, i stället för till standard ut.</translation>
    </message>
    <message>
        <source>FILE</source>
        <translation>FILE</translation>
    </message>
    <message>
        <source>Export only this drive (a loop device too); may be given more than once.</source>
        <translation>Exportera bara denna enhet (även en loop-enhet); kan anges flera gånger.</translation>
    </message>
    <message>
        <source>DEVICE</source>
        <translation>DEVICE</translation>
    </message>
    <message>
        <source>Export loop devices too (left out by default).</source>
        <translation>Exportera även loop-enheter (utelämnas som standard).</translation>
    </message>
    <message>
        <source>Read test results from this DriveProof data folder (holding history/ and powerloss/) instead of yours; may be given more than once.</source>
        <translation>Läs testresultat från denna DriveProof-datamapp (som innehåller history/ och powerloss/) i stället för din; kan anges flera gånger.</translation>
    </message>
    <message>
        <source>FOLDER</source>
        <translation>FOLDER</translation>
    </message>
    <message>
        <source>Read the test results of every user of this machine (needs root).</source>
        <translation>Läs testresultaten för alla användare på denna dator (kräver root).</translation>
    </message>
    <message>
        <source>&apos;export&apos; takes no arguments. Use --device DEVICE for one drive.</source>
        <translation>&apos;export&apos; tar inga argument. Använd --device DEVICE för en enhet.</translation>
    </message>
    <message>
        <source>Choose a format: &apos;driveproof-cli export --openmetrics&apos;.</source>
        <translation>Välj ett format: &apos;driveproof-cli export --openmetrics&apos;.</translation>
    </message>
    <message>
        <source>raw, 512 bytes</source>
        <translation>rå, 512 byte</translation>
    </message>
    <message>
        <source>hex words (hdparm --Istdout)</source>
        <translation>hexadecimala ord (hdparm --Istdout)</translation>
    </message>
    <message>
        <source>%1 (48-bit addressing)</source>
        <extracomment>%1 number of sectors</extracomment>
        <translation>%1 (48-bitars adressering)</translation>
    </message>
    <message>
        <source>%1 (28-bit addressing)</source>
        <translation>%1 (28-bitars adressering)</translation>
    </message>
    <message>
        <source>%1 (not reported; assumed)</source>
        <extracomment>%1 a size in bytes; the drive predates sector size reporting (IDENTIFY word 106)</extracomment>
        <translation>%1 (rapporteras inte; antaget)</translation>
    </message>
    <message>
        <source>non-rotating (solid state)</source>
        <translation>icke-roterande (halvledare)</translation>
    </message>
    <message>
        <source>%L1 rpm</source>
        <extracomment>%L1 revolutions per minute</extracomment>
        <translation>%L1 varv/min</translation>
    </message>
    <message>
        <source>yes, queue depth %1</source>
        <extracomment>%1 the number of commands the drive can queue</extracomment>
        <translation>ja, ködjup %1</translation>
    </message>
    <message>
        <source>IDENTIFY dump</source>
        <translation>IDENTIFY-dump</translation>
    </message>
    <message>
        <source>Format</source>
        <translation>Format</translation>
    </message>
    <message>
        <source>Model</source>
        <translation>Modell</translation>
    </message>
    <message>
        <source>Serial number</source>
        <translation>Serienummer</translation>
    </message>
    <message>
        <source>Firmware</source>
        <translation>Fast programvara</translation>
    </message>
    <message>
        <source>Capacity</source>
        <translation>Kapacitet</translation>
    </message>
    <message>
        <source>Sectors</source>
        <translation>Sektorer</translation>
    </message>
    <message>
        <source>Logical sector</source>
        <translation>Logisk sektor</translation>
    </message>
    <message>
        <source>Physical sector</source>
        <translation>Fysisk sektor</translation>
    </message>
    <message>
        <source>Alignment offset</source>
        <extracomment>where logical sector 0 starts inside its physical sector</extracomment>
        <translation>Justeringsförskjutning</translation>
    </message>
    <message>
        <source>Rotation rate</source>
        <translation>Rotationshastighet</translation>
    </message>
    <message>
        <source>Write cache supported</source>
        <translation>Skrivcache stöds</translation>
    </message>
    <message>
        <source>Write cache enabled</source>
        <translation>Skrivcache aktiverad</translation>
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
        <translation>Kontrollsumma</translation>
    </message>
    <message>
        <source>correct</source>
        <translation>korrekt</translation>
    </message>
    <message>
        <source>not present</source>
        <translation>saknas</translation>
    </message>
    <message>
        <source>Note</source>
        <translation>Obs</translation>
    </message>
    <message>
        <source>the drive marked this data as incomplete</source>
        <translation>enheten markerade dessa data som ofullständiga</translation>
    </message>
    <message>
        <source>Backing file</source>
        <translation>Bakomliggande fil</translation>
    </message>
    <message>
        <source>Vendor</source>
        <translation>Tillverkare</translation>
    </message>
    <message>
        <source>WWN</source>
        <translation>WWN</translation>
    </message>
    <message>
        <source>Transport</source>
        <translation>Anslutning</translation>
    </message>
    <message>
        <source>Size</source>
        <translation>Storlek</translation>
    </message>
    <message>
        <source>Minimum I/O</source>
        <translation>Minsta I/O</translation>
    </message>
    <message>
        <source>Optimal I/O</source>
        <translation>Optimal I/O</translation>
    </message>
    <message>
        <source>Media</source>
        <translation>Medium</translation>
    </message>
    <message>
        <source>Removable</source>
        <translation>Flyttbar</translation>
    </message>
    <message>
        <source>Read-only</source>
        <translation>Skrivskyddad</translation>
    </message>
    <message>
        <source>Write cache (kernel view)</source>
        <translation>Skrivcache (kärnans bild)</translation>
    </message>
    <message>
        <source>FUA</source>
        <translation>FUA</translation>
    </message>
    <message>
        <source>Mounted on</source>
        <translation>Monterad på</translation>
    </message>
    <message>
        <source>not mounted</source>
        <translation>inte monterad</translation>
    </message>
    <message>
        <source>Held by</source>
        <translation>Hålls av</translation>
    </message>
    <message>
        <source>nothing</source>
        <translation>inget</translation>
    </message>
    <message>
        <source>SIZE</source>
        <translation>STORLEK</translation>
    </message>
    <message>
        <source>MOUNTED ON</source>
        <translation>MONTERAD PÅ</translation>
    </message>
    <message>
        <source>Not known:</source>
        <translation>Okänt:</translation>
    </message>
    <message>
        <source>  %1: %2</source>
        <extracomment>%1 what is missing, %2 why</extracomment>
        <translation>  %1: %2</translation>
    </message>
    <message>
        <source>Show everything known about one drive.</source>
        <translation>Visa allt som är känt om en enhet.</translation>
    </message>
    <message>
        <source>A drive, e.g. /dev/sda or sda.</source>
        <translation>En enhet, t.ex. /dev/sda eller sda.</translation>
    </message>
    <message>
        <source>Decode a saved ATA IDENTIFY dump instead of a drive: 512 raw bytes, or the hex words that &apos;hdparm --Istdout&apos; prints.</source>
        <translation>Avkoda en sparad ATA IDENTIFY-dump i stället för en enhet: 512 råa byte, eller de hexadecimala ord som &apos;hdparm --Istdout&apos; skriver ut.</translation>
    </message>
    <message>
        <source>&apos;info --identify-file FILE&apos; takes no DEVICE: it decodes the file alone.</source>
        <translation>&apos;info --identify-file FILE&apos; tar ingen DEVICE: den avkodar bara filen.</translation>
    </message>
    <message>
        <source>&apos;info&apos; needs exactly one DEVICE, e.g. &apos;driveproof-cli info /dev/sda&apos;.</source>
        <translation>&apos;info&apos; behöver exakt en DEVICE, t.ex. &apos;driveproof-cli info /dev/sda&apos;.</translation>
    </message>
    <message>
        <source>file</source>
        <translation>fil</translation>
    </message>
    <message>
        <source>solid state</source>
        <translation>halvledare</translation>
    </message>
    <message>
        <source>%1 rpm</source>
        <translation>%1 varv/min</translation>
    </message>
    <message>
        <source>rotational</source>
        <translation>roterande</translation>
    </message>
    <message>
        <source>List the drives on this machine: identity, size, sector sizes, media, the kernel&apos;s write-cache view and mount points.</source>
        <translation>Lista enheterna på denna dator: identitet, storlek, sektorstorlekar, medium, kärnans bild av skrivcachen och monteringspunkter.</translation>
    </message>
    <message>
        <source>&apos;list&apos; takes no arguments. Use &apos;driveproof-cli info DEVICE&apos; for one drive.</source>
        <translation>&apos;list&apos; tar inga argument. Använd &apos;driveproof-cli info DEVICE&apos; för en enhet.</translation>
    </message>
    <message>
        <source>No drives found. In a container, /sys/block may show none; on a desktop, check that the drive is connected.</source>
        <translation>Inga enheter hittades. I en container kan /sys/block vara tom; på en stationär dator, kontrollera att enheten är ansluten.</translation>
    </message>
    <message>
        <source>TRANSPORT</source>
        <translation>ANSLUTNING</translation>
    </message>
    <message>
        <source>MODEL</source>
        <translation>MODELL</translation>
    </message>
    <message>
        <source>SECTORS L/P</source>
        <translation>SEKTORER L/F</translation>
    </message>
    <message>
        <source>MEDIA</source>
        <translation>MEDIUM</translation>
    </message>
    <message>
        <source>WRITE CACHE</source>
        <translation>SKRIVCACHE</translation>
    </message>
    <message>
        <source>%1/%2</source>
        <extracomment>logical / physical sector size in bytes</extracomment>
        <translation>%1/%2</translation>
    </message>
    <message>
        <source>partition</source>
        <translation>partition</translation>
    </message>
    <message>
        <source>unknown command &apos;%1&apos;. Try &apos;driveproof-cli --help&apos;.</source>
        <translation>okänt kommando &apos;%1&apos;. Prova &apos;driveproof-cli --help&apos;.</translation>
    </message>
    <message>
        <source>The power-loss test: does the drive keep what it acknowledged when the power goes?
  prepare   check the drive and the machine, create the test area
  run       write and report every commit to the witness; pull the plug when told
  verify    after the restart: read the area, fetch the witness&apos;s record, judge
  practice  the whole procedure on a simulated drive on this machine</source>
        <translation>Strömavbrottstestet: behåller enheten det den har kvitterat när strömmen går?
  prepare   kontrollera enheten och datorn, skapa testområdet
  run       skriv och rapportera varje bekräftelse till vittnet; dra ur kontakten när du blir ombedd
  verify    efter omstarten: läs området, hämta vittnets register, bedöm
  practice  hela förfarandet på en simulerad enhet på denna dator</translation>
    </message>
    <message>
        <source>prepare, run, verify or practice.</source>
        <translation>prepare, run, verify eller practice.</translation>
    </message>
    <message>
        <source>The test area: a file (created if missing) or a block device (with --destructive).</source>
        <translation>Testområdet: en fil (skapas om den saknas) eller en blockenhet (med --destructive).</translation>
    </message>
    <message>
        <source>The witness&apos;s address, as it shows it.</source>
        <translation>Vittnets adress, som den visas där.</translation>
    </message>
    <message>
        <source>Size of the test area, e.g. 1G (default: 1G; practice: 16M).</source>
        <translation>Testområdets storlek, t.ex. 1G (standard: 1G; practice: 16M).</translation>
    </message>
    <message>
        <source>Commit method: fdatasync (default), fsync, open_datasync or open_sync.</source>
        <translation>Bekräftelsemetod: fdatasync (standard), fsync, open_datasync eller open_sync.</translation>
    </message>
    <message>
        <source>Writes per commit (group commit); default 1.</source>
        <translation>Skrivningar per bekräftelse (gruppbekräftelse); standard 1.</translation>
    </message>
    <message>
        <source>verify: the run to verify (its id or the start of it), instead of the one pending for --target.</source>
        <translation>verify: körningen som ska verifieras (dess id eller början av det), i stället för den som väntar för --target.</translation>
    </message>
    <message>
        <source>Allow a raw device as the target: everything on it is lost.</source>
        <translation>Tillåt en rå enhet som mål: allt på den går förlorat.</translation>
    </message>
    <message>
        <source>practice: honest (default) or lying.</source>
        <translation>practice: honest (standard) eller lying.</translation>
    </message>
    <message>
        <source>practice: seconds of writing before the simulated cut (default: 3).</source>
        <translation>practice: sekunder av skrivning före det simulerade avbrottet (standard: 3).</translation>
    </message>
    <message>
        <source>Print the result as JSON.</source>
        <translation>Skriv ut resultatet som JSON.</translation>
    </message>
    <message>
        <source>powerloss takes prepare, run, verify or practice, not &apos;%1&apos;.</source>
        <extracomment>%1 what the user typed</extracomment>
        <translation>powerloss tar prepare, run, verify eller practice, inte &apos;%1&apos;.</translation>
    </message>
    <message>
        <source>--size takes a size of at least 1M, such as 1G or 256M, not &apos;%1&apos;.</source>
        <extracomment>%1 what the user typed</extracomment>
        <translation>--size tar en storlek på minst 1M, till exempel 1G eller 256M, inte &apos;%1&apos;.</translation>
    </message>
    <message>
        <source>--method takes fdatasync, fsync, open_datasync or open_sync, not &apos;%1&apos;.</source>
        <extracomment>%1 what the user typed</extracomment>
        <translation>--method tar fdatasync, fsync, open_datasync eller open_sync, inte &apos;%1&apos;.</translation>
    </message>
    <message>
        <source>--writes-per-commit takes a number from 1 to 1024, not &apos;%1&apos;.</source>
        <extracomment>%1 what the user typed</extracomment>
        <translation>--writes-per-commit tar ett tal från 1 till 1024, inte &apos;%1&apos;.</translation>
    </message>
    <message>
        <source>--witness takes HOST:PORT such as 192.168.1.20:7070, not &apos;%1&apos;.</source>
        <extracomment>%1 what the user typed</extracomment>
        <translation>--witness tar HOST:PORT, till exempel 192.168.1.20:7070, inte &apos;%1&apos;.</translation>
    </message>
    <message>
        <source>--mode takes honest or lying, not &apos;%1&apos;.</source>
        <extracomment>%1 what the user typed</extracomment>
        <translation>--mode tar honest eller lying, inte &apos;%1&apos;.</translation>
    </message>
    <message>
        <source>--seconds takes a number from 0 to 3600, not &apos;%1&apos;.</source>
        <extracomment>%1 what the user typed</extracomment>
        <translation>--seconds tar ett tal från 0 till 3600, inte &apos;%1&apos;.</translation>
    </message>
    <message>
        <source>--run-id takes a run id in hexadecimal (or its start), such as 3f9a, not &apos;%1&apos;.</source>
        <extracomment>%1 what the user typed</extracomment>
        <translation>--run-id tar ett körnings-id i hexadecimal form (eller dess början), till exempel 3f9a, inte &apos;%1&apos;.</translation>
    </message>
    <message>
        <source>Give the test area with --target PATH.</source>
        <translation>Ange testområdet med --target PATH.</translation>
    </message>
    <message>
        <source>--target takes a file (created if missing) or a block device, not the folder %1. Name a file in it, e.g. %1/powerloss.img.</source>
        <extracomment>%1 what the user typed</extracomment>
        <translation>--target tar en fil (skapas om den saknas) eller en blockenhet, inte mappen %1. Ange en fil i den, t.ex. %1/powerloss.img.</translation>
    </message>
    <message>
        <source>--target takes a file (created if missing) or a block device; %1 is a pipe, a socket or a character device.</source>
        <extracomment>%1 what the user typed</extracomment>
        <translation>--target tar en fil (skapas om den saknas) eller en blockenhet; %1 är ett rör, ett uttag eller en teckenenhet.</translation>
    </message>
    <message>
        <source>--target names a file in a folder that does not exist: %1.</source>
        <extracomment>%1 what the user typed</extracomment>
        <translation>--target anger en fil i en mapp som inte finns: %1.</translation>
    </message>
    <message>
        <source>%1 is a device: the test writes over all of its data. Add --destructive if that is what you want, or name a file.</source>
        <extracomment>%1 device node</extracomment>
        <translation>%1 är en enhet: testet skriver över alla dess data. Lägg till --destructive om det är vad du vill, eller ange en fil.</translation>
    </message>
    <message>
        <source>preparing the test area: %1%</source>
        <extracomment>%1 percent of the test area written with known data</extracomment>
        <translation>förbereder testområdet: %1%</translation>
    </message>
    <message>
        <source>%1: %2 commits/s, witness holds #%3, %4 in flight, link %5</source>
        <extracomment>live power-loss run: %1 phase, %2 commits per second, %3 the witness&apos;s durable sequence number, %4 writes in flight, %5 link state</extracomment>
        <translation>%1: %2 bekräftelser/s, vittnet har #%3, %4 pågående, länk %5</translation>
    </message>
    <message>
        <source>*** Pull the plug now ***</source>
        <translation>*** Dra ur kontakten nu ***</translation>
    </message>
    <message>
        <source>Cut the power at the wall (not the power button). After the restart, run &apos;driveproof-cli powerloss verify&apos; with the same target.</source>
        <translation>Bryt strömmen vid vägguttaget (inte med strömknappen). Kör &apos;driveproof-cli powerloss verify&apos; med samma mål efter omstarten.</translation>
    </message>
    <message>
        <source>Verdict: %1</source>
        <extracomment>%1 PASS, FAIL or INCONCLUSIVE</extracomment>
        <translation>Bedömning: %1</translation>
    </message>
    <message>
        <source>Validity checks:</source>
        <translation>Giltighetskontroller:</translation>
    </message>
    <message>
        <source>  [%1] %2</source>
        <extracomment>a checklist line: %1 &quot;ok&quot; or &quot;NOT OK&quot;, %2 what was seen</extracomment>
        <translation>  [%1] %2</translation>
    </message>
    <message>
        <source>ok</source>
        <translation>ok</translation>
    </message>
    <message>
        <source>NOT OK</source>
        <translation>INTE OK</translation>
    </message>
    <message>
        <source>Acknowledged writes: %1; blocks checked: %2</source>
        <extracomment>%1 number of acknowledged writes, %2 number of blocks read</extracomment>
        <translation>Kvitterade skrivningar: %1; kontrollerade block: %2</translation>
    </message>
    <message>
        <source>Note: %1</source>
        <extracomment>a fact to know before the test: %1 its text</extracomment>
        <translation>Obs: %1</translation>
    </message>
    <message>
        <source>Warning: %1</source>
        <extracomment>a warning: %1 its text</extracomment>
        <translation>Varning: %1</translation>
    </message>
    <message>
        <source>Test area: %1, %2</source>
        <extracomment>%1 file or device, %2 its size</extracomment>
        <translation>Testområde: %1, %2</translation>
    </message>
    <message>
        <source>Drive: %1, serial %2, firmware %3</source>
        <extracomment>%1 model, %2 serial number, %3 firmware</extracomment>
        <translation>Enhet: %1, serienummer %2, fast programvara %3</translation>
    </message>
    <message>
        <source>Write cache: %1</source>
        <extracomment>%1 on, off or unknown</extracomment>
        <translation>Skrivcache: %1</translation>
    </message>
    <message>
        <source>Unsafe shutdowns so far: %1</source>
        <translation>Osäkra avstängningar hittills: %1</translation>
    </message>
    <message>
        <source>Ready. Start the witness, then &apos;driveproof-cli powerloss run&apos;.</source>
        <translation>Klart. Starta vittnet och sedan &apos;driveproof-cli powerloss run&apos;.</translation>
    </message>
    <message>
        <source>Stopped cleanly after %1 commits; the witness holds them all. Nothing to verify: a clean stop is not a power cut.</source>
        <extracomment>%1 number of commits</extracomment>
        <translation>Stoppades korrekt efter %1 bekräftelser; vittnet har alla. Inget att verifiera: ett kontrollerat stopp är inget strömavbrott.</translation>
    </message>
    <message>
        <source>No power-loss test is pending for %1.</source>
        <translation>Inget strömavbrottstest väntar för %1.</translation>
    </message>
    <message>
        <source>No pending power-loss test has the run id &apos;%1&apos;.</source>
        <translation>Inget väntande strömavbrottstest har körnings-id &apos;%1&apos;.</translation>
    </message>
    <message>
        <source>Practice on a simulated drive that lies about its flushes.</source>
        <translation>Öva på en simulerad enhet som ljuger om sina tömningar.</translation>
    </message>
    <message>
        <source>Practice on a simulated honest drive.</source>
        <translation>Öva på en simulerad ärlig enhet.</translation>
    </message>
    <message>
        <source>run %1: started</source>
        <extracomment>%1 a short run id</extracomment>
        <translation>körning %1: startad</translation>
    </message>
    <message>
        <source>run %1: the writer is back (%2 commits so far)</source>
        <extracomment>%1 a short run id, %2 number of acknowledged commits</extracomment>
        <translation>körning %1: skrivaren är tillbaka (%2 bekräftelser hittills)</translation>
    </message>
    <message>
        <source>run %1: %2 commits acknowledged</source>
        <extracomment>%1 a short run id, %2 number of acknowledged commits</extracomment>
        <translation>körning %1: %2 bekräftelser kvitterade</translation>
    </message>
    <message>
        <source>run %1: the writer went silent at %2: the estimated power cut</source>
        <extracomment>%1 a short run id, %2 date and time on this machine&apos;s clock</extracomment>
        <translation>körning %1: skrivaren tystnade %2: det uppskattade strömavbrottet</translation>
    </message>
    <message>
        <source>run %1: the writer reported an error: %2</source>
        <extracomment>%1 a short run id, %2 the writer&apos;s error text</extracomment>
        <translation>körning %1: skrivaren rapporterade ett fel: %2</translation>
    </message>
    <message>
        <source>run %1: the writer stopped on purpose (no power cut)</source>
        <extracomment>%1 a short run id</extracomment>
        <translation>körning %1: skrivaren stoppade avsiktligt (inget strömavbrott)</translation>
    </message>
    <message>
        <source>run %1: the verifier&apos;s report is stored</source>
        <extracomment>%1 a short run id</extracomment>
        <translation>körning %1: verifierarens rapport är sparad</translation>
    </message>
    <message>
        <source>refused a connection: %1</source>
        <extracomment>%1 why a connection or frame was refused</extracomment>
        <translation>avvisade en anslutning: %1</translation>
    </message>
    <message>
        <source>run %1: journal error: %2</source>
        <extracomment>%1 a short run id, %2 the error text</extracomment>
        <translation>körning %1: journalfel: %2</translation>
    </message>
    <message>
        <source>Be the witness of a power-loss test: record every commit a writer reports, so that after the power cut the verifier knows what the drive acknowledged. Runs until Ctrl+C.</source>
        <translation>Var vittne i ett strömavbrottstest: registrera varje bekräftelse som en skrivare rapporterar, så att verifieraren efter strömavbrottet vet vad enheten kvitterade. Körs tills Ctrl+C.</translation>
    </message>
    <message>
        <source>Address and port to listen on (default: 0.0.0.0:7070).</source>
        <translation>Adress och port att lyssna på (standard: 0.0.0.0:7070).</translation>
    </message>
    <message>
        <source>Folder for the run journals (default: DriveProof&apos;s data folder). Put it on another disk than the one under test.</source>
        <translation>Mapp för körningarnas journaler (standard: DriveProofs datamapp). Lägg den på en annan disk än den som testas.</translation>
    </message>
    <message>
        <source>witness takes no argument, not &apos;%1&apos;.</source>
        <extracomment>%1 what the user typed</extracomment>
        <translation>witness tar inget argument, inte &apos;%1&apos;.</translation>
    </message>
    <message>
        <source>--listen takes ADDRESS:PORT such as 0.0.0.0:7070, not &apos;%1&apos;.</source>
        <extracomment>%1 what the user typed</extracomment>
        <translation>--listen tar ADDRESS:PORT, till exempel 0.0.0.0:7070, inte &apos;%1&apos;.</translation>
    </message>
    <message>
        <source>Pairing code: %1</source>
        <extracomment>%1 the pairing code to type on the writer</extracomment>
        <translation>Parkopplingskod: %1</translation>
    </message>
    <message>
        <source>Listening on %1:%2</source>
        <extracomment>%1 host, %2 port</extracomment>
        <translation>Lyssnar på %1:%2</translation>
    </message>
    <message>
        <source>On the machine under test, type one of these witness addresses:</source>
        <extracomment>Followed by this machine&apos;s addresses (ADDRESS:PORT), one per line, that the person types on the machine under test as the witness address.</extracomment>
        <translation>På datorn som testas, skriv en av dessa vittnesadresser:</translation>
    </message>
    <message>
        <source>Journals in %1</source>
        <extracomment>%1 a folder</extracomment>
        <translation>Journaler i %1</translation>
    </message>
    <message>
        <source>Witness stopped; every journal is synced.</source>
        <translation>Vittnet stoppat; alla journaler är synkade.</translation>
    </message>
    <message>
        <source>Link</source>
        <translation>Länk</translation>
    </message>
    <message>
        <source>Drive class</source>
        <translation>Enhetstyp</translation>
    </message>
    <message>
        <source>The result was not kept in the drive&apos;s history: %1</source>
        <extracomment>%1 why the history file could not be written</extracomment>
        <translation>Resultatet sparades inte i enhetens historik: %1</translation>
    </message>
    <message>
        <source>%1 (%2, %3) looks empty. The capacity test writes over all of it. Go on? [y/N] </source>
        <extracomment>%1 device node, %2 the drive&apos;s model, %3 its size, e.g. &quot;128.0 GB&quot;. The drive has no partition table and no file system. Answer with the word for yes, or y.</extracomment>
        <translation>%1 (%2, %3) verkar tom. Kapacitetstestet skriver över allt på den. Fortsätta? [y/N] </translation>
    </message>
    <message>
        <source>Is the drive as big as it says? Writes records over the whole device, reads them back and tells a genuine drive from a fake one.</source>
        <translation>Är enheten så stor som den säger? Skriver poster över hela enheten, läser tillbaka dem och skiljer en äkta enhet från en förfalskad.</translation>
    </message>
    <message>
        <source>The drive, e.g. /dev/sdb.</source>
        <translation>Enheten, t.ex. /dev/sdb.</translation>
    </message>
    <message>
        <source>The quick probe: a few thousand records, minutes.</source>
        <translation>Snabbsonden: några tusen poster, minuter.</translation>
    </message>
    <message>
        <source>The full verify: every block written and read back; resumes where an interrupted run stopped.</source>
        <translation>Fullständig verifiering: varje block skrivs och läses tillbaka; fortsätter där en avbruten körning slutade.</translation>
    </message>
    <message>
        <source>Allow the writes without a terminal to ask on: everything on the device is lost.</source>
        <translation>Tillåt skrivningarna utan en terminal att fråga på: allt på enheten går förlorat.</translation>
    </message>
    <message>
        <source>Give one device and --quick or --full. Try &apos;driveproof-cli capacity --help&apos;.</source>
        <translation>Ange en enhet och --quick eller --full. Prova &apos;driveproof-cli capacity --help&apos;.</translation>
    </message>
    <message>
        <source>The capacity test writes over everything on %1. Add --destructive if that is what you want.</source>
        <extracomment>%1 device node</extracomment>
        <translation>Kapacitetstestet skriver över allt på %1. Lägg till --destructive om det är det du vill.</translation>
    </message>
    <message>
        <source>Bad: bytes %1 to %2: %3.</source>
        <extracomment>%1 and %2 byte offsets as numbers, %3 what was found there, e.g. &quot;zeros&quot;</extracomment>
        <translation>Dåligt: byte %1 till %2: %3.</translation>
    </message>
    <message numerus="yes">
        <source>… and %n more bad range(s) (see --json).</source>
        <translation>
            <numerusform>… och %n dåligt område till (se --json).</numerusform>
            <numerusform>… och %n dåliga områden till (se --json).</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 is empty (no partition table, no file system): it is written to without asking for its name.</source>
        <extracomment>%1 device node</extracomment>
        <translation>%1 är tom (ingen partitionstabell, inget filsystem): den skrivs till utan att fråga efter dess namn.</translation>
    </message>
    <message>
        <source>%1 has no write cache of its own to switch (a loop, virtio or memory-card device): only the kernel&apos;s view exists. Nothing was changed.</source>
        <extracomment>%1 device node</extracomment>
        <translation>%1 har ingen egen skrivcache att växla (en loop-, virtio- eller minneskortsenhet): det finns bara kärnans bild. Inget ändrades.</translation>
    </message>
    <message>
        <source>%1 is a loop device over %2: it has no health of its own. Ask the drive that holds that file.</source>
        <extracomment>%1 device node, %2 the file behind it</extracomment>
        <translation>%1 är en loop-enhet ovanpå %2: den har ingen egen hälsa. Fråga enheten som rymmer filen.</translation>
    </message>
    <message>
        <source>%1 commits/s</source>
        <extracomment>commits per second</extracomment>
        <translation>%1 commits/s</translation>
    </message>
    <message>
        <source>List the runs kept for one drive, newest first.</source>
        <translation>Lista körningarna som sparats för en enhet, nyaste först.</translation>
    </message>
    <message>
        <source>&apos;history&apos; needs exactly one DEVICE, e.g. &apos;driveproof-cli history /dev/sda&apos;.</source>
        <translation>&apos;history&apos; behöver exakt en DEVICE, t.ex. &apos;driveproof-cli history /dev/sda&apos;.</translation>
    </message>
    <message>
        <source>No runs are kept for %1 yet. &apos;driveproof-cli bench quick FOLDER&apos; on one of its file systems makes the first.</source>
        <extracomment>%1 device node</extracomment>
        <translation>Inga körningar är sparade för %1 än. &apos;driveproof-cli bench quick FOLDER&apos; på ett av dess filsystem gör den första.</translation>
    </message>
    <message>
        <source>DATE</source>
        <translation>DATUM</translation>
    </message>
    <message>
        <source>TEST</source>
        <translation>TEST</translation>
    </message>
    <message>
        <source>ID</source>
        <translation>ID</translation>
    </message>
    <message>
        <source>SETTINGS</source>
        <translation>INSTÄLLNINGAR</translation>
    </message>
    <message>
        <source>SUMMARY</source>
        <translation>SAMMANFATTNING</translation>
    </message>
    <message>
        <source>Put two runs side by side: the lines they share, B against A.</source>
        <translation>Ställ två körningar sida vid sida: raderna de delar, B mot A.</translation>
    </message>
    <message>
        <source>A run&apos;s id (the first 8 characters are enough) or its result file; twice.</source>
        <translation>En körnings id (de första 8 tecknen räcker) eller dess resultatfil; två gånger.</translation>
    </message>
    <message>
        <source>&apos;compare&apos; needs two runs, e.g. &apos;driveproof-cli compare 1a2b3c4d 5e6f7a8b&apos;; &apos;driveproof-cli history DEVICE&apos; lists their ids.</source>
        <translation>&apos;compare&apos; behöver två körningar, t.ex. &apos;driveproof-cli compare 1a2b3c4d 5e6f7a8b&apos;; &apos;driveproof-cli history DEVICE&apos; listar deras id.</translation>
    </message>
    <message>
        <source>MEASUREMENT</source>
        <translation>MÄTNING</translation>
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
        <translation>Inte lika: %1</translation>
    </message>
    <message>
        <source>The two runs have no measurement in common: nothing to compare. Compare two runs of the same test.</source>
        <translation>De två körningarna har ingen mätning gemensam: inget att jämföra. Jämför två körningar av samma test.</translation>
    </message>
    <message>
        <source>empty: no partition table, no file system</source>
        <translation>tom: ingen partitionstabell, inget filsystem</translation>
    </message>
    <message>
        <source>data (%1)</source>
        <extracomment>%1 what was found, e.g. &quot;gpt, ext4&quot;</extracomment>
        <translation>data (%1)</translation>
    </message>
    <message>
        <source>unknown: %1</source>
        <extracomment>%1 why the drive could not be read (a sentence)</extracomment>
        <translation>okänt: %1</translation>
    </message>
    <message>
        <source>Contents</source>
        <translation>Innehåll</translation>
    </message>
    <message>
        <source>standard input</source>
        <translation>standard in</translation>
    </message>
    <message>
        <source>Cannot read the pairing code from %1: %2</source>
        <extracomment>%1 a file or &quot;standard input&quot;, %2 the system&apos;s error text</extracomment>
        <translation>Kan inte läsa parkopplingskoden från %1: %2</translation>
    </message>
    <message>
        <source>Pairing code (as the witness shows it): </source>
        <translation>Parkopplingskod (som vittnet visar den): </translation>
    </message>
    <message>
        <source>That is not a pairing code: type the 12 characters the witness shows, such as K7QD-M2XF-9HBT.</source>
        <translation>Det är ingen parkopplingskod: skriv de 12 tecken som vittnet visar, till exempel K7QD-M2XF-9HBT.</translation>
    </message>
    <message>
        <source>--pairing is no longer accepted: every user of this machine can read the command line. Type the code when asked, or use --pairing-file FILE.</source>
        <translation>--pairing godtas inte längre: alla användare på den här datorn kan läsa kommandoraden. Skriv koden när den efterfrågas, eller använd --pairing-file FILE.</translation>
    </message>
    <message>
        <source>Read the pairing code the witness shows from FILE (&apos;-&apos;: standard input). Without it, run asks for the code.</source>
        <translation>Läs parkopplingskoden som vittnet visar från FILE (&apos;-&apos;: standard in). Utan det frågar run efter koden.</translation>
    </message>
    <message>
        <source>run needs the witness: --witness HOST:PORT as &apos;driveproof-cli witness&apos; shows it, and its pairing code (asked for, or --pairing-file FILE).</source>
        <translation>run behöver vittnet: --witness HOST:PORT som &apos;driveproof-cli witness&apos; visar det, och dess parkopplingskod (efterfrågas, eller --pairing-file FILE).</translation>
    </message>
    <message>
        <source>Use the pairing code in FILE (&apos;-&apos;: standard input) instead of a random one.</source>
        <translation>Använd parkopplingskoden i FILE (&apos;-&apos;: standard in) i stället för en slumpmässig.</translation>
    </message>
    <message>
        <source>The drive&apos;s records could not be read (an older helper, or a drive that keeps none).</source>
        <translation>Enhetens uppgifter kunde inte läsas (en äldre hjälpare, eller en enhet som inte sparar några).</translation>
    </message>
    <message>
        <source>Is it new? %1</source>
        <extracomment>&quot;Is it new?&quot; and the verdict: new, used, possibly reset</extracomment>
        <translation>Är den ny? %1</translation>
    </message>
    <message>
        <source>Also show every record the drive keeps: each SMART attribute or NVMe health log field, the self-test log and the error log count.</source>
        <translation>Visa även alla uppgifter som enheten sparar: varje SMART-attribut eller fält i NVMe-hälsologgen, självtestloggen och antalet loggade fel.</translation>
    </message>
    <message>
        <source>Remember the endurance the maker rates this drive&apos;s model for, in terabytes written (TBW), and compare the data written with it from now on.</source>
        <translation>Kom ihåg den uthållighet tillverkaren anger för den här enhetens modell, i skrivna terabyte (TBW), och jämför skriven data med den från och med nu.</translation>
    </message>
    <message>
        <source>--rated-tbw takes terabytes written, e.g. 600, not &apos;%1&apos;.</source>
        <extracomment>%1 what the user typed</extracomment>
        <translation>--rated-tbw tar skrivna terabyte, t.ex. 600, inte &apos;%1&apos;.</translation>
    </message>
    <message numerus="yes">
        <source>about %n minute(s)</source>
        <extracomment>%n the number of minutes the drive says a self-test takes</extracomment>
        <translation>
            <numerusform>cirka %n minut</numerusform>
            <numerusform>cirka %n minuter</numerusform>
        </translation>
    </message>
    <message>
        <source>Self-tests</source>
        <translation>Självtest</translation>
    </message>
    <message>
        <source>offered</source>
        <translation>erbjuds</translation>
    </message>
    <message>
        <source>not offered</source>
        <translation>erbjuds inte</translation>
    </message>
    <message>
        <source>Now</source>
        <translation>Nu</translation>
    </message>
    <message>
        <source>running, %1% done</source>
        <translation>pågår, %1 % klart</translation>
    </message>
    <message>
        <source>no self-test running</source>
        <translation>inget självtest pågår</translation>
    </message>
    <message>
        <source>Last result</source>
        <translation>Senaste resultat</translation>
    </message>
    <message>
        <source>Short test</source>
        <translation>Kort test</translation>
    </message>
    <message>
        <source>Extended test</source>
        <translation>Utökat test</translation>
    </message>
    <message>
        <source>Conveyance test</source>
        <translation>Transporttest</translation>
    </message>
    <message>
        <source>Self-test on %1: %2% done</source>
        <extracomment>%1 device path, %2 percent done</extracomment>
        <translation>Självtest på %1: %2 % klart</translation>
    </message>
    <message>
        <source>Stopped following. The drive goes on testing; &apos;driveproof-cli selftest %1 abort&apos; stops it.</source>
        <extracomment>%1 device path</extracomment>
        <translation>Slutade följa. Enheten fortsätter testa; &apos;driveproof-cli selftest %1 abort&apos; stoppar testet.</translation>
    </message>
    <message>
        <source>Start, stop or follow the drive&apos;s own self-test. The drive runs it and keeps the result in its self-test log (&apos;health DEVICE --all&apos; shows it).</source>
        <translation>Starta, stoppa eller följ enhetens eget självtest. Enheten kör det och sparar resultatet i sin självtestlogg (&apos;health DEVICE --all&apos; visar den).</translation>
    </message>
    <message>
        <source>short, extended, conveyance (ATA), abort or status.</source>
        <translation>short, extended, conveyance (ATA), abort eller status.</translation>
    </message>
    <message>
        <source>Follow the running test until it ends; the exit status is 1 when it failed.</source>
        <translation>Följ det pågående testet tills det är klart; slutstatus är 1 om det misslyckades.</translation>
    </message>
    <message>
        <source>&apos;selftest&apos; needs a DEVICE and an ACTION, e.g. &apos;driveproof-cli selftest /dev/sda short&apos;.</source>
        <translation>&apos;selftest&apos; behöver en DEVICE och en ACTION, t.ex. &apos;driveproof-cli selftest /dev/sda short&apos;.</translation>
    </message>
    <message>
        <source>Unknown self-test action &apos;%1&apos;: use short, extended, conveyance, abort or status.</source>
        <extracomment>%1 the action the user gave</extracomment>
        <translation>Okänd självteståtgärd &apos;%1&apos;: använd short, extended, conveyance, abort eller status.</translation>
    </message>
    <message>
        <source>%1: no partition table, logical sector %2 bytes, physical sector %3 bytes, optimal I/O size %4, alignment offset %5 bytes.</source>
        <extracomment>%1 device or image, %2 and %3 sector sizes in bytes, %4 optimal I/O size (&quot;65536 bytes&quot; or &quot;not reported&quot;), %5 alignment offset in bytes</extracomment>
        <translation>%1: ingen partitionstabell, logisk sektor %2 byte, fysisk sektor %3 byte, optimal I/O-storlek %4, justeringsförskjutning %5 byte.</translation>
    </message>
    <message>
        <source>The self-test&apos;s result could not be kept in the drive&apos;s history: %1</source>
        <extracomment>%1 why (a sentence)</extracomment>
        <translation>Självtestets resultat kunde inte sparas i enhetens historik: %1</translation>
    </message>
    <message>
        <source>LBA format</source>
        <extracomment>column titles of the table of NVMe LBA formats</extracomment>
        <translation>LBA-format</translation>
    </message>
    <message>
        <source>Sector</source>
        <translation>Sektor</translation>
    </message>
    <message>
        <source>In use</source>
        <translation>Används</translation>
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
        <translation>Användning: driveproof-cli COMMAND [flaggor]

Berättar sanningen om en enhet.

Kommandon:
  list          lista enheter med identitet, topologi och bild av skrivcachen
  info DEVICE   allt som är känt om en enhet
  align TARGET  kontrollera partitionsjustering på en enhet eller diskavbild
  cache DEVICE  enhetens skrivcache och kärnans bild; --set on|off
  health DEVICE enhetens hälsa: bedömning, temperatur, timmar, avstängningar
  selftest DEVICE short|extended|abort|status  enhetens eget självtest
  bench FAMILY [TARGET]  mät: quick, commit, throughput, random, svep...
  history DEVICE  körningarna som sparats för en enhet, nyaste först
  compare RUN RUN  två körningar sida vid sida, och vad som skiljer dem
  powerloss prepare|run|verify|practice  strömavbrottstestet (dra ur kontakten)
  witness       var den andra datorn i ett strömavbrottstest
  export --openmetrics  alla enheters resultat för Prometheus (datorparker)
  capacity ENHET --quick|--full  är enheten så stor som den säger (förfalskningar)
  trim TARGET   om TRIM når enheten genom varje lager

Flaggor:
  -h, --help     visa denna hjälp; &apos;driveproof-cli COMMAND --help&apos; för ett kommando
  -v, --version  visa versionen
  --language LANG
                 tala LANG, t.ex. de, pt_BR eller zh_TW, i stället för systemets
                 språk; fungerar med alla kommandon
</translation>
    </message>
    <message>
        <source>yes, down to the drive</source>
        <translation>ja, ända ner till enheten</translation>
    </message>
    <message>
        <source>down to a loop device&apos;s backing file</source>
        <translation>ner till en loop-enhets underliggande fil</translation>
    </message>
    <message>
        <source>no: a layer drops it</source>
        <translation>nej: ett lager släpper det</translation>
    </message>
    <message>
        <source>no: the drive does not take it</source>
        <translation>nej: enheten tar inte emot det</translation>
    </message>
    <message>
        <source>enabled</source>
        <translation>aktiverad</translation>
    </message>
    <message>
        <source>disabled</source>
        <translation>inaktiverad</translation>
    </message>
    <message>
        <source>masked</source>
        <translation>maskerad</translation>
    </message>
    <message>
        <source>not installed</source>
        <translation>inte installerad</translation>
    </message>
    <message>
        <source>%1 (systemd is not running)</source>
        <extracomment>%1 the timer&apos;s state, e.g. &quot;enabled&quot;</extracomment>
        <translation>%1 (systemd körs inte)</translation>
    </message>
    <message>
        <source>From %1: %2</source>
        <extracomment>%1 a device, %2 whether TRIM gets through</extracomment>
        <translation>Från %1: %2</translation>
    </message>
    <message>
        <source>From %1 (mounted on %2): %3</source>
        <extracomment>%1 a device, %2 its mount points, %3 whether TRIM gets through</extracomment>
        <translation>Från %1 (monterad på %2): %3</translation>
    </message>
    <message>
        <source>Layer</source>
        <translation>Lager</translation>
    </message>
    <message>
        <source>Kind</source>
        <translation>Typ</translation>
    </message>
    <message>
        <source>Discard granularity</source>
        <translation>Discard-granularitet</translation>
    </message>
    <message>
        <source>Largest discard</source>
        <translation>Största discard</translation>
    </message>
    <message>
        <source>Passes TRIM</source>
        <translation>Släpper igenom TRIM</translation>
    </message>
    <message>
        <source>Say whether TRIM reaches the drive through every layer (partition, dm-crypt, LVM, md, loop, USB), whether fstrim.timer runs and which file systems are mounted with discard.</source>
        <translation>Säger om TRIM når enheten genom varje lager (partition, dm-crypt, LVM, md, loop, USB), om fstrim.timer körs och vilka filsystem som är monterade med discard.</translation>
    </message>
    <message>
        <source>A drive, a partition, a dm, md or loop device, or a folder, e.g. /dev/sda or /home.</source>
        <translation>En enhet, en partition, en dm-, md- eller loop-enhet, eller en mapp, t.ex. /dev/sda eller /home.</translation>
    </message>
    <message>
        <source>&apos;trim&apos; needs exactly one TARGET, e.g. &apos;driveproof-cli trim /dev/sda&apos;.</source>
        <translation>&apos;trim&apos; behöver exakt en TARGET, t.ex. &apos;driveproof-cli trim /dev/sda&apos;.</translation>
    </message>
    <message>
        <source>TRIM from %1: %2</source>
        <extracomment>%1 the drive or folder asked about, %2 whether TRIM gets through</extracomment>
        <translation>TRIM från %1: %2</translation>
    </message>
    <message>
        <source>fstrim.timer: %1</source>
        <extracomment>%1 the timer&apos;s state, e.g. &quot;enabled&quot;</extracomment>
        <translation>fstrim.timer: %1</translation>
    </message>
    <message>
        <source>Judge a report instead of a drive: the output of &apos;smartctl -x&apos;, &apos;smartctl -x --json&apos; or &apos;nvme smart-log -o json&apos; saved in FILE (&apos;-&apos;: standard input).</source>
        <translation>Bedöm en rapport i stället för en enhet: utdata från &apos;smartctl -x&apos;, &apos;smartctl -x --json&apos; eller &apos;nvme smart-log -o json&apos; sparad i FILE (&apos;-&apos;: standard in).</translation>
    </message>
    <message>
        <source>With --report of nvme smart-log: the output of &apos;nvme id-ctrl -o json&apos; for the model, serial and firmware.</source>
        <translation>Med --report från nvme smart-log: utdata från &apos;nvme id-ctrl -o json&apos; för modell, serienummer och fast programvara.</translation>
    </message>
    <message>
        <source>&apos;health --report FILE&apos; takes no DEVICE and no --rated-tbw.</source>
        <translation>&apos;health --report FILE&apos; tar ingen DEVICE och ingen --rated-tbw.</translation>
    </message>
</context>
<context>
    <name>DriveProof::Device</name>
    <message>
        <source>No block device named %1. Run &apos;driveproof-cli list&apos; to see the drives on this machine.</source>
        <translation>Det finns ingen blockenhet med namnet %1. Kör &apos;driveproof-cli list&apos; för att se enheterna på denna dator.</translation>
    </message>
    <message>
        <source>%1 disappeared while it was being read. Check that the drive is still connected.</source>
        <translation>%1 försvann medan den lästes. Kontrollera att enheten fortfarande är ansluten.</translation>
    </message>
    <message>
        <source>%1 is mounted on %2.</source>
        <extracomment>%1 device path, %2 list of mount points</extracomment>
        <translation>%1 är monterad på %2.</translation>
    </message>
    <message>
        <source>%1 is in use as swap space.</source>
        <extracomment>%1 device path</extracomment>
        <translation>%1 används som växlingsutrymme.</translation>
    </message>
    <message numerus="yes">
        <source>%1 (And %n more.)</source>
        <extracomment>%1 a sentence saying what uses a device, %n how many other users there are</extracomment>
        <translation>
            <numerusform>%1 (och %n till.)</numerusform>
            <numerusform>%1 (och %n till.)</numerusform>
        </translation>
    </message>
    <message>
        <source>not reported by this %1 device through sysfs</source>
        <translation>rapporteras inte av denna %1-enhet via sysfs</translation>
    </message>
    <message>
        <source>unknown</source>
        <translation>okänd</translation>
    </message>
    <message>
        <source>model</source>
        <translation>modell</translation>
    </message>
    <message>
        <source>serial number</source>
        <translation>serienummer</translation>
    </message>
    <message>
        <source>firmware revision</source>
        <translation>version av fast programvara</translation>
    </message>
    <message>
        <source>WWN</source>
        <translation>WWN</translation>
    </message>
    <message>
        <source>rotation rate</source>
        <translation>rotationshastighet</translation>
    </message>
    <message>
        <source>%1 could not be opened even as root (%2): the system blocks access to it (a container or a security policy), so only what sysfs reports is shown.</source>
        <extracomment>%1 device path, %2 system error text</extracomment>
        <translation>%1 kunde inte öppnas ens som root (%2): systemet blockerar åtkomst till den (en container eller en säkerhetspolicy), så bara det som sysfs rapporterar visas.</translation>
    </message>
    <message>
        <source>%1 could not be opened (%2): only what sysfs reports is shown. Run as root or through the DriveProof helper for more.</source>
        <extracomment>%1 device path, %2 system error text</extracomment>
        <translation>%1 kunde inte öppnas (%2): bara det som sysfs rapporterar visas. Kör som root eller via DriveProofs hjälpprogram för att se mer.</translation>
    </message>
    <message>
        <source>device node</source>
        <translation>enhetsnod</translation>
    </message>
    <message>
        <source>%1 backs the loop device %2.</source>
        <extracomment>a loop device reads and writes its data on this device. %1 device path, %2 loop device path</extracomment>
        <translation>%1 ligger bakom loop-enheten %2.</translation>
    </message>
    <message>
        <source>%1 is part of %2.</source>
        <extracomment>%1 device path, %2 a device built on it (device-mapper, RAID, bcache)</extracomment>
        <translation>%1 ingår i %2.</translation>
    </message>
    <message>
        <source>%1 has the partition %2.</source>
        <extracomment>%1 disk path, %2 partition path</extracomment>
        <translation>%1 har partitionen %2.</translation>
    </message>
    <message>
        <source>There is no %1. Give a device such as /dev/sda (see &apos;driveproof-cli list&apos;).</source>
        <translation>%1 finns inte. Ange en enhet som /dev/sda (se &apos;driveproof-cli list&apos;).</translation>
    </message>
    <message>
        <source>%1 is a folder or a file, not a block device. Give a device such as /dev/sda (see &apos;driveproof-cli list&apos;).</source>
        <translation>%1 är en mapp eller en fil, inte en blockenhet. Ange en enhet som /dev/sda (se &apos;driveproof-cli list&apos;).</translation>
    </message>
    <message>
        <source>Could not read %1 to see what it holds: %2.</source>
        <extracomment>%1 device or file path, %2 the system&apos;s reason</extracomment>
        <translation>Det gick inte att läsa %1 för att se vad den innehåller: %2.</translation>
    </message>
    <message>
        <source>Could not read the start and end of %1 to see what it holds.</source>
        <extracomment>%1 device or file path</extracomment>
        <translation>Det gick inte att läsa början och slutet av %1 för att se vad den innehåller.</translation>
    </message>
    <message>
        <source>udev has no record of device %1, and it could not be read directly (run as root, or start udev).</source>
        <extracomment>%1 device numbers like 8:0</extracomment>
        <translation>udev har ingen uppgift om enheten %1, och den gick inte att läsa direkt (kör som root eller starta udev).</translation>
    </message>
</context>
<context>
    <name>DriveProof::DriveReport</name>
    <message>
        <source>%1 is not valid JSON: %2 at byte %3.</source>
        <extracomment>%1 file name, %2 the JSON parser&apos;s words, %3 the byte offset</extracomment>
        <translation>%1 är inte giltig JSON: %2 vid byte %3.</translation>
    </message>
    <message>
        <source>%1 is larger than any drive report (%2 at most). Give the output of smartctl -x or nvme smart-log, not a disk image.</source>
        <extracomment>%1 file name, %2 a size (&quot;4 MiB&quot;)</extracomment>
        <translation>%1 är större än någon enhetsrapport (högst %2). Ange utdata från smartctl -x eller nvme smart-log, inte en diskavbild.</translation>
    </message>
    <message>
        <source>%1 is no drive report DriveProof can read: give the output of &apos;smartctl -x&apos;, &apos;smartctl -x --json&apos; or &apos;nvme smart-log -o json&apos;.</source>
        <extracomment>%1 file name</extracomment>
        <translation>%1 är ingen enhetsrapport som DriveProof kan läsa: ange utdata från &apos;smartctl -x&apos;, &apos;smartctl -x --json&apos; eller &apos;nvme smart-log -o json&apos;.</translation>
    </message>
    <message>
        <source>%1 is a report of a SAS or SCSI drive: DriveProof judges reports of ATA (SATA) and NVMe drives.</source>
        <extracomment>%1 file name</extracomment>
        <translation>%1 är en rapport från en SAS- eller SCSI-enhet: DriveProof bedömer rapporter från ATA-enheter (SATA) och NVMe-enheter.</translation>
    </message>
    <message>
        <source>From the report %1, not from the drive itself: %2.</source>
        <extracomment>%1 file name, %2 drive model</extracomment>
        <translation>Från rapporten %1, inte från själva enheten: %2.</translation>
    </message>
    <message>
        <source>From the report %1, not from the drive itself: %2, serial %3.</source>
        <extracomment>%1 file name, %2 drive model, %3 serial number</extracomment>
        <translation>Från rapporten %1, inte från själva enheten: %2, serienummer %3.</translation>
    </message>
    <message>
        <source>%1, line %2: more than 30 SMART attributes, which no drive has.</source>
        <extracomment>%1 file name, %2 line number</extracomment>
        <translation>%1, rad %2: fler än 30 SMART-attribut, vilket ingen enhet har.</translation>
    </message>
    <message>
        <source>Could not read %1: %2.</source>
        <extracomment>%1 file name, %2 the system&apos;s reason</extracomment>
        <translation>Det gick inte att läsa %1: %2.</translation>
    </message>
    <message>
        <source>From the report %1, not from the drive itself.</source>
        <extracomment>%1 file name (a report that names no drive, e.g. smartctl -l farm)</extracomment>
        <translation>Från rapporten %1, inte från själva enheten.</translation>
    </message>
</context>
<context>
    <name>DriveProof::Flash</name>
    <message>
        <source>TRIM from %1 reaches the drive %2 through every layer.</source>
        <extracomment>%1 the device in use (e.g. /dev/mapper/vg-home), %2 the drive</extracomment>
        <translation>TRIM från %1 når enheten %2 genom varje lager.</translation>
    </message>
    <message>
        <source>The drive %1 takes TRIM.</source>
        <extracomment>%1 the drive</extracomment>
        <translation>Enheten %1 tar emot TRIM.</translation>
    </message>
    <message>
        <source>TRIM from %1 reaches the loop device %2, which frees the space in its backing file %3. The drive under that file gets it only from its own file system (mounted with discard, or fstrim).</source>
        <extracomment>%1 the device in use, %2 a loop device, %3 its backing file</extracomment>
        <translation>TRIM från %1 når loop-enheten %2, som frigör utrymmet i sin underliggande fil %3. Enheten under den filen får det bara från sitt eget filsystem (monterat med discard, eller fstrim).</translation>
    </message>
    <message>
        <source>The dm-crypt volume %1 drops discards, so TRIM from %2 never reaches the drive. Open it with --allow-discards (or the discard option in /etc/crypttab); an observer of the raw drive then sees which blocks are free.</source>
        <extracomment>%1 a dm-crypt volume, %2 the device in use</extracomment>
        <translation>dm-crypt-volymen %1 släpper discards, så TRIM från %2 når aldrig enheten. Öppna den med --allow-discards (eller alternativet discard i /etc/crypttab); den som ser den råa enheten ser då vilka block som är lediga.</translation>
    </message>
    <message>
        <source>%1 drops discards, so TRIM from %2 stops there and never reaches the drive.</source>
        <extracomment>%1 the layer (e.g. /dev/md0), %2 the device in use</extracomment>
        <translation>%1 släpper discards, så TRIM från %2 stannar där och når aldrig enheten.</translation>
    </message>
    <message>
        <source>The kernel shows no discard limits for %1, so whether TRIM passes it is unknown.</source>
        <extracomment>%1 a device</extracomment>
        <translation>Kärnan visar inga discard-gränser för %1, så om TRIM kommer igenom är okänt.</translation>
    </message>
    <message>
        <source>%1 is a hard disk: it takes no TRIM and needs none.</source>
        <extracomment>%1 the drive</extracomment>
        <translation>%1 är en hårddisk: den tar inte emot TRIM och behöver det inte.</translation>
    </message>
    <message>
        <source>%1 is attached through usb-storage (Bulk-Only Transport), which passes no TRIM. In a UAS enclosure or on a UAS port it may.</source>
        <extracomment>%1 the drive</extracomment>
        <translation>%1 är ansluten via usb-storage (Bulk-Only Transport), som inte skickar vidare TRIM. I ett UAS-hölje eller på en UAS-port kan det gå.</translation>
    </message>
    <message>
        <source>%1 is attached through UAS, but its bridge announces no TRIM, so the kernel sends none.</source>
        <extracomment>%1 the drive</extracomment>
        <translation>%1 är ansluten via UAS, men dess brygga anger inget TRIM, så kärnan skickar inget.</translation>
    </message>
    <message>
        <source>%1 does not take TRIM (the kernel&apos;s discard_max_bytes is 0).</source>
        <extracomment>%1 the drive</extracomment>
        <translation>%1 tar inte emot TRIM (kärnans discard_max_bytes är 0).</translation>
    </message>
    <message>
        <source>No file system on %1 is mounted. TRIM comes from a mounted file system (fstrim or the discard option), or from blkdiscard, which erases everything.</source>
        <extracomment>%1 the device asked about</extracomment>
        <translation>Inget filsystem på %1 är monterat. TRIM kommer från ett monterat filsystem (fstrim eller alternativet discard) eller från blkdiscard, som raderar allt.</translation>
    </message>
    <message>
        <source>%1 is mounted with discard: every delete is trimmed at once, which slows deletes on some drives. The weekly fstrim.timer is the usual choice.</source>
        <extracomment>%1 a mount point</extracomment>
        <translation>%1 är monterat med discard: varje radering trimmas direkt, vilket gör raderingar långsammare på vissa enheter. Den veckovisa fstrim.timer är det vanliga valet.</translation>
    </message>
    <message>
        <source>%1 is mounted with discard=async: freed space is trimmed in batches.</source>
        <extracomment>%1 a mount point</extracomment>
        <translation>%1 är monterat med discard=async: frigjort utrymme trimmas i omgångar.</translation>
    </message>
    <message>
        <source>%1 is trimmed once a week by fstrim.timer.</source>
        <extracomment>%1 a mount point</extracomment>
        <translation>%1 trimmas en gång i veckan av fstrim.timer.</translation>
    </message>
    <message>
        <source>%1 is neither mounted with discard nor trimmed by fstrim.timer, so the drive never learns which blocks are free. Run &apos;sudo systemctl enable --now fstrim.timer&apos;.</source>
        <extracomment>%1 a mount point</extracomment>
        <translation>%1 är varken monterat med discard eller trimmas av fstrim.timer, så enheten får aldrig veta vilka block som är lediga. Kör &apos;sudo systemctl enable --now fstrim.timer&apos;.</translation>
    </message>
    <message>
        <source>systemd is not running here, so fstrim.timer trims nothing. Run &apos;fstrim -a&apos; from cron, or mount with discard.</source>
        <translation>systemd körs inte här, så fstrim.timer trimmar ingenting. Kör &apos;fstrim -a&apos; från cron, eller montera med discard.</translation>
    </message>
    <message>
        <source>%1 is not on a block device that DriveProof can see in sysfs. Give a drive, a partition or a folder on one.</source>
        <extracomment>%1 a path the user gave</extracomment>
        <translation>%1 ligger inte på en blockenhet som DriveProof ser i sysfs. Ange en enhet, en partition eller en mapp på en sådan.</translation>
    </message>
    <message>
        <source>%1 cannot be read: %2.</source>
        <extracomment>%1 a path the user gave, %2 the system&apos;s error text</extracomment>
        <translation>%1 kan inte läsas: %2.</translation>
    </message>
</context>
<context>
    <name>DriveProof::Gui</name>
    <message>
        <source>unknown</source>
        <translation>okänd</translation>
    </message>
    <message>
        <source>%1 (%2 bytes)</source>
        <extracomment>%1 size with unit, e.g. &quot;500.1 GB&quot;; %2 exact byte count, e.g. &quot;500,107,862,016&quot;</extracomment>
        <translation>%1 (%2 byte)</translation>
    </message>
    <message numerus="yes">
        <source>%Ln byte(s)</source>
        <extracomment>a size in bytes, e.g. &quot;4,096 bytes&quot;; %Ln is the number with digit grouping</extracomment>
        <translation>
            <numerusform>%Ln byte</numerusform>
            <numerusform>%Ln byte</numerusform>
        </translation>
    </message>
    <message>
        <source>yes</source>
        <translation>ja</translation>
    </message>
    <message>
        <source>no</source>
        <translation>nej</translation>
    </message>
    <message>
        <source>loop device</source>
        <translation>loop-enhet</translation>
    </message>
    <message>
        <source>backed by a file</source>
        <translation>filbaserad</translation>
    </message>
    <message>
        <source>solid state</source>
        <translation>halvledare</translation>
    </message>
    <message>
        <source>%1 rpm</source>
        <extracomment>disk rotation speed; %1 is the number, e.g. &quot;7,200&quot;</extracomment>
        <translation>%1 varv/min</translation>
    </message>
    <message>
        <source>rotational</source>
        <translation>roterande</translation>
    </message>
    <message>
        <source>Not reported for this device.</source>
        <translation>Rapporteras inte för denna enhet.</translation>
    </message>
    <message>
        <source>%1%</source>
        <extracomment>a percentage; %1 the number, e.g. &quot;97&quot;</extracomment>
        <translation>%1 %</translation>
    </message>
    <message>
        <source>hard disk</source>
        <translation>hårddisk</translation>
    </message>
    <message>
        <source>solid-state drive</source>
        <translation>SSD-enhet</translation>
    </message>
    <message>
        <source>NVMe solid-state drive</source>
        <translation>NVMe SSD-enhet</translation>
    </message>
    <message>
        <source>USB drive</source>
        <translation>USB-enhet</translation>
    </message>
    <message>
        <source>loop device (a file used as a drive)</source>
        <translation>loop-enhet (en fil som används som enhet)</translation>
    </message>
    <message>
        <source>drive</source>
        <translation>enhet</translation>
    </message>
    <message>
        <source>Tells the truth about a drive.</source>
        <translation>Berättar sanningen om en enhet.</translation>
    </message>
    <message>
        <source>Show this drive first, e.g. /dev/sda.</source>
        <translation>Visa denna enhet först, t.ex. /dev/sda.</translation>
    </message>
    <message>
        <source>Save a picture of the window to this PNG file once everything is read, then quit.</source>
        <translation>Spara en bild av fönstret i denna PNG-fil när allt är läst, och avsluta sedan.</translation>
    </message>
    <message>
        <source>Open the Preferences dialog at start.</source>
        <translation>Öppna dialogrutan Inställningar vid start.</translation>
    </message>
    <message>
        <source>Open the About dialog at start.</source>
        <translation>Öppna dialogrutan Om vid start.</translation>
    </message>
    <message>
        <source>Run this test (quick, random, commit, ...) in the window without clicks, write the result (--json-out) and quit; for benchmark scripts.</source>
        <translation>Kör detta test (quick, random, commit, ...) i fönstret utan klick, skriv resultatet (--json-out) och avsluta; för skript med prestandatester.</translation>
    </message>
    <message>
        <source>With --run-test: only these measurements, separated by commas, e.g. rnd4kq32t1.read.</source>
        <translation>Med --run-test: bara dessa mätningar, åtskilda med kommatecken, t.ex. rnd4kq32t1.read.</translation>
    </message>
    <message>
        <source>With --run-test: the folder (or file) to test in.</source>
        <translation>Med --run-test: mappen (eller filen) att testa i.</translation>
    </message>
    <message>
        <source>With --run-test: the test size, e.g. 1G or 256M.</source>
        <translation>Med --run-test: teststorleken, t.ex. 1G eller 256M.</translation>
    </message>
    <message>
        <source>With --run-test: seconds per measurement (default: 5).</source>
        <translation>Med --run-test: sekunder per mätning (standard: 5).</translation>
    </message>
    <message>
        <source>With --run-test: write the result as JSON to this file.</source>
        <translation>Med --run-test: skriv resultatet som JSON till denna fil.</translation>
    </message>
    <message>
        <source>Verify the power-loss tests that wait for it (after the power cut); the autostart entry of a pending test runs this.</source>
        <translation>Verifiera de strömavbrottstester som väntar på det (efter strömavbrottet); autostartposten för ett väntande test kör detta.</translation>
    </message>
    <message>
        <source>Open the power-loss test at start.</source>
        <translation>Öppna strömavbrottstestet vid start.</translation>
    </message>
    <message>
        <source>Open the power-loss witness page at start.</source>
        <translation>Öppna vittnessidan för strömavbrottstestet vid start.</translation>
    </message>
    <message>
        <source>--duration needs a number of seconds</source>
        <translation>--duration behöver ett antal sekunder</translation>
    </message>
    <message>
        <source>You were not allowed to read the write cache setting of %1. Try again and authenticate when asked, or ask an administrator.</source>
        <extracomment>%1 device path</extracomment>
        <translation>Du fick inte läsa skrivcacheinställningen för %1. Försök igen och autentisera dig när du blir ombedd, eller fråga en administratör.</translation>
    </message>
    <message>
        <source>You were not allowed to switch the write cache of %1, so nothing was changed. Try again and authenticate when asked, or ask an administrator.</source>
        <extracomment>%1 device path</extracomment>
        <translation>Du fick inte slå av eller på skrivcachen för %1, så inget ändrades. Försök igen och autentisera dig när du blir ombedd, eller fråga en administratör.</translation>
    </message>
    <message>
        <source>You were not allowed to read the health of %1. Try again and authenticate when asked, or ask an administrator.</source>
        <extracomment>%1 device path</extracomment>
        <translation>Du fick inte läsa hälsan för %1. Försök igen och autentisera dig när du blir ombedd, eller fråga en administratör.</translation>
    </message>
    <message>
        <source>DriveProof&apos;s helper is not installed, so DriveProof cannot ask the drive while it runs as you. Install the DriveProof package, or run DriveProof as root.</source>
        <translation>DriveProofs hjälpprogram är inte installerat, så DriveProof kan inte fråga enheten när det körs som du. Installera DriveProof-paketet, eller kör DriveProof som root.</translation>
    </message>
    <message>
        <source>The system bus does not let DriveProof reach its helper: the helper&apos;s D-Bus policy is missing. Reinstall the DriveProof package, or run DriveProof as root.</source>
        <translation>Systembussen låter inte DriveProof nå sitt hjälpprogram: hjälpprogrammets D-Bus-policy saknas. Installera om DriveProof-paketet, eller kör DriveProof som root.</translation>
    </message>
    <message>
        <source>There is no system bus, so DriveProof cannot reach its helper. Start the D-Bus system service, or run DriveProof as root.</source>
        <translation>Det finns ingen systembuss, så DriveProof kan inte nå sitt hjälpprogram. Starta D-Bus-systemtjänsten, eller kör DriveProof som root.</translation>
    </message>
    <message>
        <source>The request for %1 failed: %2.</source>
        <extracomment>%1 device path, %2 the system&apos;s reason</extracomment>
        <translation>Begäran för %1 misslyckades: %2.</translation>
    </message>
    <message>
        <source>Starts on a physical-sector boundary.</source>
        <translation>Börjar på en gräns för fysiska sektorer.</translation>
    </message>
    <message>
        <source>Starts %1 bytes past a physical-sector boundary.</source>
        <extracomment>%1 a number of bytes, e.g. &quot;512&quot;</extracomment>
        <translation>Börjar %1 byte efter en gräns för fysiska sektorer.</translation>
    </message>
    <message>
        <source>Starts on a 1 MiB boundary.</source>
        <translation>Börjar på en 1 MiB-gräns.</translation>
    </message>
    <message>
        <source>Does not start on a 1 MiB boundary.</source>
        <translation>Börjar inte på en 1 MiB-gräns.</translation>
    </message>
    <message>
        <source>Does not start on a multiple of the drive&apos;s optimal I/O size.</source>
        <translation>Börjar inte på en multipel av enhetens optimala I/O-storlek.</translation>
    </message>
    <message>
        <source>none</source>
        <translation>ingen</translation>
    </message>
    <message>
        <source>not mounted</source>
        <translation>inte monterad</translation>
    </message>
    <message>
        <source>not checked</source>
        <translation>inte kontrollerad</translation>
    </message>
    <message>
        <source>%L1 %2</source>
        <extracomment>a transfer rate; %L1 the number, %2 its unit (&quot;MB/s&quot; or &quot;MiB/s&quot;, as chosen in Preferences)</extracomment>
        <translation>%L1 %2</translation>
    </message>
    <message>
        <source>unknown test &apos;%1&apos;</source>
        <extracomment>%1 what the user typed after --run-test</extracomment>
        <translation>okänt test &apos;%1&apos;</translation>
    </message>
    <message>
        <source>--run-test needs --target, an existing folder or file</source>
        <translation>--run-test behöver --target, en befintlig mapp eller fil</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a size, e.g. 1G or 256M</source>
        <extracomment>%1 what the user typed after --size</extracomment>
        <translation>&apos;%1&apos; är ingen storlek, t.ex. 1G eller 256M</translation>
    </message>
    <message>
        <source>write back: the kernel sends flushes</source>
        <translation>fördröjd skrivning (write back): kärnan skickar tömningar</translation>
    </message>
    <message>
        <source>write through: the kernel sends no flushes</source>
        <translation>direkt genomskrivning (write through): kärnan skickar inga tömningar</translation>
    </message>
    <message>
        <source>Open this drive report (smartctl -x, smartctl --json or nvme smart-log -o json) at start.</source>
        <translation>Öppna denna enhetsrapport (smartctl -x, smartctl --json eller nvme smart-log -o json) vid start.</translation>
    </message>
</context>
<context>
    <name>DriveProof::Gui::AboutDialog</name>
    <message>
        <source>About DriveProof</source>
        <translation>Om DriveProof</translation>
    </message>
    <message>
        <source>DriveProof %1</source>
        <extracomment>%1 DriveProof&apos;s version, e.g. &quot;0.1.0&quot;</extracomment>
        <translation>DriveProof %1</translation>
    </message>
    <message>
        <source>Tells you the truth about a drive: what it is, whether its partitions are aligned, whether its write cache is on, how fast it commits, streams and seeks, and whether it keeps the writes it acknowledged.</source>
        <translation>Berättar sanningen om en enhet: vad den är, om dess partitioner är justerade, om dess skrivcache är påslagen, hur snabbt den bekräftar, strömmar och söker, och om den behåller de skrivningar den har kvitterat.</translation>
    </message>
    <message>
        <source>What DriveProof does</source>
        <translation>Vad DriveProof gör</translation>
    </message>
    <message>
        <source>Qt %1 · kernel %2 %3</source>
        <extracomment>%1 the Qt version it runs on, %2 the kernel&apos;s name (&quot;linux&quot;), %3 its version</extracomment>
        <translation>Qt %1 · kärna %2 %3</translation>
    </message>
    <message>
        <source>Versions</source>
        <translation>Versioner</translation>
    </message>
    <message>
        <source>Free software under the GNU General Public License, version 3 or any later version (&lt;a href=&quot;https://www.gnu.org/licenses/gpl-3.0.html&quot;&gt;GPL-3.0-or-later&lt;/a&gt;). It comes with no warranty.</source>
        <extracomment>rich text; keep the link. GPL-3.0-or-later is the licence&apos;s SPDX name</extracomment>
        <translation>Fri programvara under GNU General Public License, version 3 eller senare (&lt;a href=&quot;https://www.gnu.org/licenses/gpl-3.0.html&quot;&gt;GPL-3.0-or-later&lt;/a&gt;). Den levereras utan garanti.</translation>
    </message>
    <message>
        <source>Licence</source>
        <translation>Licens</translation>
    </message>
</context>
<context>
    <name>DriveProof::Gui::CapacityButton</name>
    <message>
        <source>Check &amp;capacity…</source>
        <translation>Kontrollera &amp;kapacitet…</translation>
    </message>
    <message>
        <source>Is the drive as big as it says? Finds fake drives.</source>
        <translation>Är enheten så stor som den säger? Hittar förfalskade enheter.</translation>
    </message>
</context>
<context>
    <name>DriveProof::Gui::CapacityDialog</name>
    <message>
        <source>Check capacity: %1</source>
        <extracomment>dialog title; %1 the drive&apos;s model or device node</extracomment>
        <translation>Kontrollera kapacitet: %1</translation>
    </message>
    <message>
        <source>Is %1 really %2? The check writes records across the whole drive, reads them back and tells a genuine drive from a fake one.</source>
        <extracomment>%1 the drive&apos;s model, %2 its size as it claims it, e.g. &quot;128.0 GB&quot;</extracomment>
        <translation>Är %1 verkligen %2? Kontrollen skriver poster över hela enheten, läser tillbaka dem och skiljer en äkta enhet från en förfalskad.</translation>
    </message>
    <message>
        <source>&amp;Quick probe: a few thousand records, minutes</source>
        <translation>&amp;Snabbsond: några tusen poster, minuter</translation>
    </message>
    <message>
        <source>&amp;Full verify: every block, hours on a large drive</source>
        <translation>&amp;Fullständig verifiering: varje block, timmar på en stor enhet</translation>
    </message>
    <message>
        <source>&amp;Start</source>
        <translation>S&amp;tarta</translation>
    </message>
    <message>
        <source>Everything on %1 (%2) is lost: every partition, every file.</source>
        <extracomment>%1 device node, %2 the drive&apos;s model</extracomment>
        <translation>Allt på %1 (%2) går förlorat: varje partition, varje fil.</translation>
    </message>
    <message>
        <source>&amp;Cancel</source>
        <translation>&amp;Avbryt</translation>
    </message>
    <message>
        <source>&amp;Close</source>
        <translation>Stän&amp;g</translation>
    </message>
    <message>
        <source>Check capacity</source>
        <translation>Kontrollera kapacitet</translation>
    </message>
    <message>
        <source>Write</source>
        <extracomment>a line of the full verify&apos;s chart: the rate while writing</extracomment>
        <translation>Skrivning</translation>
    </message>
    <message>
        <source>Read</source>
        <translation>Läsning</translation>
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
        <translation>&amp;Kopiera bild</translation>
    </message>
</context>
<context>
    <name>DriveProof::Gui::Charts::CommitChart</name>
    <message>
        <source>Commits per second, by method</source>
        <translation>Bekräftelser per sekund, per metod</translation>
    </message>
    <message>
        <source>Commits per second (logarithmic)</source>
        <translation>Bekräftelser per sekund (logaritmisk)</translation>
    </message>
    <message>
        <source>Durable, write cache as it was</source>
        <translation>Beständig, skrivcache som den var</translation>
    </message>
    <message>
        <source>Durable commits</source>
        <translation>Beständiga bekräftelser</translation>
    </message>
    <message>
        <source>Durable, write cache off</source>
        <translation>Beständig, skrivcache av</translation>
    </message>
    <message>
        <source>Not durable (baseline for comparison)</source>
        <translation>Inte beständig (jämförelsebaslinje)</translation>
    </message>
    <message>
        <source>%1 rpm: about %2 commits/s at most when each waits for the platter</source>
        <extracomment>legend of a line on the commit chart; %1 rotation rate, %2 commits per second</extracomment>
        <translation>%1 varv/min: högst omkring %2 bekräftelser/s när var och en väntar på skivan</translation>
    </message>
</context>
<context>
    <name>DriveProof::Gui::Charts::CompareChart</name>
    <message>
        <source>A (older)</source>
        <translation>A (äldre)</translation>
    </message>
    <message>
        <source>B (newer)</source>
        <translation>B (nyare)</translation>
    </message>
    <message>
        <source>The two runs side by side</source>
        <translation>De två körningarna sida vid sida</translation>
    </message>
    <message>
        <source>Commits/s</source>
        <translation>Bekräftelser/s</translation>
    </message>
</context>
<context>
    <name>DriveProof::Gui::Charts::CutTimelineChart</name>
    <message>
        <source>Acknowledged writes before the power cut</source>
        <translation>Kvitterade skrivningar före strömavbrottet</translation>
    </message>
    <message>
        <source>Seconds before the cut</source>
        <extracomment>axis of a chart: time before the moment the power was cut (negative numbers)</extracomment>
        <translation>Sekunder före avbrottet</translation>
    </message>
    <message>
        <source>Write number</source>
        <extracomment>axis of a chart: the running number of each write</extracomment>
        <translation>Skrivningsnummer</translation>
    </message>
    <message>
        <source>Kept</source>
        <translation>Behållna</translation>
    </message>
    <message>
        <source>Lost</source>
        <translation>Förlorade</translation>
    </message>
    <message>
        <source>Torn (partly kept)</source>
        <translation>Delvis skrivna (delvis behållna)</translation>
    </message>
    <message>
        <source>Estimated cut</source>
        <extracomment>the estimated moment of the power cut, a vertical line in the chart</extracomment>
        <translation>Uppskattat avbrott</translation>
    </message>
</context>
<context>
    <name>DriveProof::Gui::Charts::HybridChart</name>
    <message>
        <source>Random reads before and after the idle time</source>
        <translation>Slumpmässiga läsningar före och efter vilotiden</translation>
    </message>
    <message>
        <source>Random reads of the same blocks</source>
        <translation>Slumpmässiga läsningar av samma block</translation>
    </message>
    <message>
        <source>IOPS</source>
        <translation>IOPS</translation>
    </message>
    <message>
        <source>First pass</source>
        <translation>Första omgången</translation>
    </message>
    <message>
        <source>Second pass, after the idle time</source>
        <translation>Andra omgången, efter vilotiden</translation>
    </message>
</context>
<context>
    <name>DriveProof::Gui::Charts::LatencyChart</name>
    <message>
        <source>Latency</source>
        <translation>Latens</translation>
    </message>
    <message>
        <source>Latency of %1</source>
        <extracomment>chart title; %1 the measurement, e.g. &quot;RND4K Q1T1 read&quot;</extracomment>
        <translation>Latens för %1</translation>
    </message>
    <message>
        <source>Latency (µs, logarithmic)</source>
        <translation>Latens (µs, logaritmisk)</translation>
    </message>
    <message>
        <source>Share of operations (%)</source>
        <translation>Andel av operationerna (%)</translation>
    </message>
    <message>
        <source>Operations</source>
        <translation>Operationer</translation>
    </message>
    <message>
        <source>p50 (median): %1 µs</source>
        <extracomment>a percentile marker in the legend; %1 latency in microseconds</extracomment>
        <translation>p50 (median): %1 µs</translation>
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
        <translation>Läshastighet över testområdet</translation>
    </message>
    <message>
        <source>Write rate as the test area fills</source>
        <translation>Skrivhastighet medan testområdet fylls</translation>
    </message>
    <message>
        <source>Position (%1)</source>
        <extracomment>axis title; %1 the unit: MB, GB, MiB or GiB</extracomment>
        <translation>Position (%1)</translation>
    </message>
    <message>
        <source>Written (%1)</source>
        <extracomment>axis title; %1 the unit: MB, GB, MiB or GiB</extracomment>
        <translation>Skrivet (%1)</translation>
    </message>
</context>
<context>
    <name>DriveProof::Gui::Charts::SweepChart</name>
    <message>
        <source>IOPS and transfer rate by block size</source>
        <translation>IOPS och överföringshastighet per blockstorlek</translation>
    </message>
    <message>
        <source>Block size (KiB, logarithmic)</source>
        <translation>Blockstorlek (KiB, logaritmisk)</translation>
    </message>
    <message>
        <source>IOPS and transfer rate by queue depth</source>
        <translation>IOPS och överföringshastighet per ködjup</translation>
    </message>
    <message>
        <source>I/Os in flight per thread (logarithmic)</source>
        <translation>Pågående I/O per tråd (logaritmisk)</translation>
    </message>
    <message>
        <source>IOPS and transfer rate by threads</source>
        <translation>IOPS och överföringshastighet per antal trådar</translation>
    </message>
    <message>
        <source>Threads (logarithmic)</source>
        <translation>Trådar (logaritmisk)</translation>
    </message>
    <message>
        <source>IOPS (logarithmic)</source>
        <translation>IOPS (logaritmisk)</translation>
    </message>
    <message>
        <source>%1 (logarithmic)</source>
        <extracomment>axis title; %1 the rate unit, &quot;MB/s&quot; or &quot;MiB/s&quot;</extracomment>
        <translation>%1 (logaritmisk)</translation>
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
        <translation>Överföringshastighet över tid</translation>
    </message>
    <message>
        <source>I/O operations per second over time</source>
        <translation>I/O-operationer per sekund över tid</translation>
    </message>
    <message>
        <source>IOPS</source>
        <translation>IOPS</translation>
    </message>
    <message>
        <source>Commits per second over time</source>
        <translation>Bekräftelser per sekund över tid</translation>
    </message>
    <message>
        <source>Commits per second</source>
        <translation>Bekräftelser per sekund</translation>
    </message>
    <message>
        <source>Seconds</source>
        <translation>Sekunder</translation>
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
        <translation>Bekräftelser/s</translation>
    </message>
    <message>
        <source>p99 latency (µs)</source>
        <translation>p99-latens (µs)</translation>
    </message>
    <message>
        <source>Two runs side by side</source>
        <translation>Två körningar sida vid sida</translation>
    </message>
    <message>
        <source>&amp;Back to the history</source>
        <translation>&amp;Tillbaka till historiken</translation>
    </message>
    <message>
        <source>Comparison of two runs</source>
        <translation>Jämförelse av två körningar</translation>
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
        <translation>Mätning</translation>
    </message>
    <message>
        <source>Quantity</source>
        <translation>Storhet</translation>
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
        <translation>Dessa körningar har ingen mätning gemensam, så det finns inget att ställa sida vid sida. Jämför två körningar av samma test.</translation>
    </message>
    <message>
        <source>These are two different tests (%1 and %2): only the measurements they share have a ratio.</source>
        <extracomment>%1 and %2 two test names</extracomment>
        <translation>Detta är två olika tester (%1 och %2): bara de mätningar de har gemensamt får en kvot.</translation>
    </message>
    <message>
        <source>same</source>
        <extracomment>B&apos;s number is within 3% of A&apos;s</extracomment>
        <translation>lika</translation>
    </message>
    <message>
        <source>▲ %1% better</source>
        <extracomment>%1 a percentage without the % sign, e.g. &quot;18&quot; -&gt; &quot;▲ 18% better&quot;</extracomment>
        <translation>▲ %1 % bättre</translation>
    </message>
    <message>
        <source>▼ %1% worse</source>
        <translation>▼ %1 % sämre</translation>
    </message>
    <message>
        <source>Better and worse follow each quantity: more MB/s, IOPS or commits per second is better, less latency is better. Within 3% counts as the same: two runs on one drive differ that much.</source>
        <translation>Bättre och sämre följer varje storhet: fler MB/s, IOPS eller bekräftelser per sekund är bättre, lägre latens är bättre. En skillnad inom 3 % räknas som lika: så mycket skiljer sig två körningar på samma enhet.</translation>
    </message>
    <message>
        <source>B against A</source>
        <translation>B jämfört med A</translation>
    </message>
    <message>
        <source>%1, %2, on %3 (%4) · %5</source>
        <extracomment>one run in a comparison; %1 test name, %2 date and time, %3 drive model, %4 where it ran, %5 its settings (&quot;1 GiB · 5 s per step · temporary file on ext4 · io_uring&quot;)</extracomment>
        <translation>%1, %2, på %3 (%4) · %5</translation>
    </message>
    <message>
        <source>These runs were not made alike, so their numbers do not compare directly. %1</source>
        <extracomment>%1 one or more sentences on how the two runs differ</extracomment>
        <translation>Körningarna gjordes inte på samma sätt, så deras siffror går inte att jämföra direkt. %1</translation>
    </message>
</context>
<context>
    <name>DriveProof::Gui::ConfirmWriteDialog</name>
    <message>
        <source>Erase %1?</source>
        <extracomment>dialog title; %1 a device node</extracomment>
        <translation>Radera %1?</translation>
    </message>
    <message>
        <source>This test (%1) writes over %2 (%3). Everything on it is lost: every partition, every file. This cannot be undone.</source>
        <extracomment>%1 test name, %2 device node, %3 the drive&apos;s model</extracomment>
        <translation>Detta test (%1) skriver över %2 (%3). Allt på den går förlorat: varje partition, varje fil. Detta kan inte ångras.</translation>
    </message>
    <message>
        <source>To go on, type the device&apos;s name, &lt;b&gt;%1&lt;/b&gt;:</source>
        <extracomment>%1 the device&apos;s short name the user must type, e.g. &quot;sdb&quot;</extracomment>
        <translation>Skriv enhetens namn, &lt;b&gt;%1&lt;/b&gt;, för att fortsätta:</translation>
    </message>
    <message>
        <source>Device name</source>
        <translation>Enhetsnamn</translation>
    </message>
    <message>
        <source>&amp;Erase and test</source>
        <translation>&amp;Radera och testa</translation>
    </message>
    <message>
        <source>Test the empty drive %1?</source>
        <extracomment>dialog title; %1 the drive&apos;s name (model)</extracomment>
        <translation>Testa den tomma enheten %1?</translation>
    </message>
    <message>
        <source>%1 (%2) is empty: it has no partition table and no file system, as a new drive arrives. The test (%3) writes over the whole device; anything on it that DriveProof cannot recognise would be lost.</source>
        <extracomment>%1 the drive&apos;s name (model), %2 device node, %3 test name</extracomment>
        <translation>%1 (%2) är tom: ingen partitionstabell och inget filsystem, så som en ny enhet levereras. Testet (%3) skriver över hela enheten; sådant på den som DriveProof inte känner igen skulle gå förlorat.</translation>
    </message>
    <message>
        <source>&amp;Write and test</source>
        <translation>&amp;Skriv och testa</translation>
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
        <translation>Bra</translation>
    </message>
    <message>
        <source>Caution</source>
        <extracomment>health badge beside a drive in the list, as on the Health card</extracomment>
        <translation>Varning</translation>
    </message>
    <message>
        <source>Bad</source>
        <extracomment>health badge beside a drive in the list, as on the Health card</extracomment>
        <translation>Dålig</translation>
    </message>
    <message>
        <source>%1
%2, %3
Health: %4</source>
        <extracomment>%1 drive name, %2 kind of drive, %3 device path, %4 its health (&quot;Good&quot;, ...)</extracomment>
        <translation>%1
%2, %3
Hälsa: %4</translation>
    </message>
    <message>
        <source>%1, %2, %3, %4, health: %5</source>
        <extracomment>read by screen readers; %1 drive name, %2 kind of drive, %3 size, %4 device path, %5 its health (&quot;Good&quot;, &quot;Caution&quot;, &quot;Bad&quot;)</extracomment>
        <translation>%1, %2, %3, %4, hälsa: %5</translation>
    </message>
</context>
<context>
    <name>DriveProof::Gui::DrivePage</name>
    <message>
        <source>&amp;Test this drive…</source>
        <translation>&amp;Testa denna enhet…</translation>
    </message>
    <message>
        <source>%1 %2 · %3</source>
        <extracomment>under the drive name; %1 size, e.g. &quot;2.0 TB&quot;, %2 kind of drive, %3 device path</extracomment>
        <translation>%1 %2 · %3</translation>
    </message>
    <message>
        <source>Measure %1: quick check, commit rate, throughput and more, in a window of its own</source>
        <extracomment>%1 the drive&apos;s name</extracomment>
        <translation>Mät %1: snabbkontroll, bekräftelsetakt, genomströmning och mer, i ett eget fönster</translation>
    </message>
    <message>
        <source>Q&amp;uick check</source>
        <translation>S&amp;nabbkontroll</translation>
    </message>
    <message>
        <source>Measure the four CrystalDiskMark tests now, in about %1, on a temporary file in %2</source>
        <extracomment>tooltip of the Quick check button; %1 about how long it takes (&quot;20 seconds&quot;), %2 the folder that holds the temporary file</extracomment>
        <translation>Mät CrystalDiskMarks fyra tester nu, på ungefär %1, med en tillfällig fil i %2</translation>
    </message>
    <message>
        <source>This drive is empty: no partition table and no file system. It is read-only or in use, so only the reading tests can run on it.</source>
        <translation>Den här enheten är tom: ingen partitionstabell och inget filsystem. Den är skrivskyddad eller används, så bara lästesterna kan köras på den.</translation>
    </message>
    <message>
        <source>This drive is empty: no partition table and no file system, as a new drive arrives. The quick check, the commit test and the sustained write run on the whole device after one confirmation; there is no need to partition it first.</source>
        <translation>Den här enheten är tom: ingen partitionstabell och inget filsystem, så som en ny enhet levereras. Snabbkontrollen, commit-testet och den uthålliga skrivningen körs på hela enheten efter en enda bekräftelse; den behöver inte partitioneras först.</translation>
    </message>
    <message>
        <source>The quick check needs a folder on this drive, and none of its file systems is mounted. Mount one (in your file manager or GNOME Disks) and press Refresh (F5), or use &quot;Test this drive…&quot; for the reading tests on the whole device (sequential and random reads, surface scan), which write nothing.</source>
        <translation>Snabbkontrollen behöver en mapp på den här enheten, och inget av dess filsystem är monterat. Montera ett (i filhanteraren eller GNOME Diskar) och tryck Uppdatera (F5), eller använd ”Testa denna enhet…” för lästesterna på hela enheten (sekventiell och slumpmässig läsning, ytskanning), som inte skriver något.</translation>
    </message>
    <message>
        <source>The quick check needs a folder on this drive that you can write to, and none of its file systems is mounted where you may write. Mount one where you may and press Refresh (F5), or choose a folder of yours on it with &quot;Test this drive…&quot;.</source>
        <translation>Snabbkontrollen behöver en mapp på den här enheten som du får skriva i, och inget av dess filsystem är monterat där du får skriva. Montera ett där du får och tryck Uppdatera (F5), eller välj en egen mapp på den med ”Testa denna enhet…”.</translation>
    </message>
    <message>
        <source>Measure the four CrystalDiskMark tests now, in about %1, on the empty device %2 (asks once to confirm)</source>
        <extracomment>tooltip of the Quick check button; %1 about how long it takes (&quot;20 seconds&quot;), %2 a device node</extracomment>
        <translation>Mät CrystalDiskMarks fyra tester nu, på ungefär %1, på den tomma enheten %2 (ber om bekräftelse en gång)</translation>
    </message>
</context>
<context>
    <name>DriveProof::Gui::HealthCard</name>
    <message>
        <source>Health</source>
        <translation>Hälsa</translation>
    </message>
    <message>
        <source>Reading…</source>
        <translation>Läser…</translation>
    </message>
    <message>
        <source>Unknown</source>
        <translation>Okänd</translation>
    </message>
    <message>
        <source>Health: %1</source>
        <extracomment>accessible name of the health badge; %1 &quot;Good&quot;, &quot;Caution&quot;, &quot;Bad&quot;, ...</extracomment>
        <translation>Hälsa: %1</translation>
    </message>
    <message>
        <source>No health data</source>
        <translation>Inga hälsodata</translation>
    </message>
    <message>
        <source>%1 is a file used as a drive (%2): it has no health data of its own. The health of the drive that holds the file is what counts.</source>
        <extracomment>%1 device path, %2 the file behind the loop device</extracomment>
        <translation>%1 är en fil som används som enhet (%2): den har inga egna hälsodata. Det är hälsan hos enheten som lagrar filen som gäller.</translation>
    </message>
    <message>
        <source>%1 is a virtual disk: the real drive is on the host, and only the host can read its health.</source>
        <extracomment>%1 device path</extracomment>
        <translation>%1 är en virtuell disk: den verkliga enheten finns på värddatorn, och bara värddatorn kan läsa dess hälsa.</translation>
    </message>
    <message>
        <source>%1 reports no health data that DriveProof can read.</source>
        <extracomment>%1 device path</extracomment>
        <translation>%1 rapporterar inga hälsodata som DriveProof kan läsa.</translation>
    </message>
    <message>
        <source>Good</source>
        <translation>Bra</translation>
    </message>
    <message>
        <source>The drive finds nothing wrong. That predicts some failures, not all: keep backups.</source>
        <translation>Enheten hittar inga fel. Det förutsäger vissa haverier, inte alla: behåll dina säkerhetskopior.</translation>
    </message>
    <message>
        <source>Caution</source>
        <translation>Varning</translation>
    </message>
    <message>
        <source>Make sure your backups are current, and check this drive again soon.</source>
        <translation>Se till att dina säkerhetskopior är aktuella, och kontrollera enheten igen snart.</translation>
    </message>
    <message>
        <source>Bad</source>
        <translation>Dålig</translation>
    </message>
    <message>
        <source>Back up the data on this drive now and plan to replace it.</source>
        <translation>Säkerhetskopiera data på denna enhet nu och planera att byta ut den.</translation>
    </message>
    <message>
        <source>The drive gave no overall assessment of its health.</source>
        <translation>Enheten gav ingen övergripande bedömning av sin hälsa.</translation>
    </message>
    <message>
        <source>Temperature</source>
        <extracomment>a temperature; %1 the number, e.g. &quot;38&quot;</extracomment>
        <translation>Temperatur</translation>
    </message>
    <message>
        <source>%1 °C</source>
        <translation>%1 °C</translation>
    </message>
    <message>
        <source>Power-on hours</source>
        <translation>Drifttimmar</translation>
    </message>
    <message>
        <source>Power cycles</source>
        <translation>Strömcykler</translation>
    </message>
    <message>
        <source>Unsafe shutdowns</source>
        <translation>Osäkra avstängningar</translation>
    </message>
    <message>
        <source>Times power was lost before the drive was told: each one is a moment where its write cache could lose data.</source>
        <translation>Antal gånger strömmen försvann innan enheten fick besked: varje gång är ett tillfälle då dess skrivcache kan förlora data.</translation>
    </message>
    <message>
        <source>Bad sectors</source>
        <translation>Dåliga sektorer</translation>
    </message>
    <message>
        <source>Sectors the drive has replaced or is waiting to replace.</source>
        <translation>Sektorer som enheten har ersatt eller väntar på att ersätta.</translation>
    </message>
    <message>
        <source>Media errors</source>
        <translation>Mediefel</translation>
    </message>
    <message>
        <source>Data the drive could not read or write correctly.</source>
        <translation>Data som enheten inte kunde läsa eller skriva korrekt.</translation>
    </message>
    <message>
        <source>Available spare</source>
        <translation>Tillgänglig reserv</translation>
    </message>
    <message>
        <source>Reserve blocks left for replacing worn-out ones.</source>
        <translation>Reservblock som finns kvar för att ersätta utslitna block.</translation>
    </message>
    <message>
        <source>Wear</source>
        <extracomment>wear of a solid-state drive; %1 a percentage, e.g. &quot;3%&quot;</extracomment>
        <translation>Slitage</translation>
    </message>
    <message>
        <source>%1 of its rated life used</source>
        <translation>%1 av den beräknade livslängden förbrukad</translation>
    </message>
    <message>
        <source>The maker&apos;s estimate; it can go past 100%.</source>
        <translation>Tillverkarens uppskattning; den kan gå över 100%.</translation>
    </message>
    <message>
        <source>Read from</source>
        <translation>Läst från</translation>
    </message>
</context>
<context>
    <name>DriveProof::Gui::HealthRecordsView</name>
    <message numerus="yes">
        <source>All records the drive keeps (%n)</source>
        <extracomment>%n the number of records (SMART attributes or NVMe log fields)</extracomment>
        <translation>
            <numerusform>Alla uppgifter som enheten sparar (%n)</numerusform>
            <numerusform>Alla uppgifter som enheten sparar (%n)</numerusform>
        </translation>
    </message>
    <message>
        <source>%1
Defined in: %2</source>
        <extracomment>tooltip of a health record; %1 what it means, %2 the standard and section</extracomment>
        <translation>%1
Definierat i: %2</translation>
    </message>
    <message>
        <source>Self-test log, newest first:</source>
        <translation>Självtestlogg, nyaste först:</translation>
    </message>
</context>
<context>
    <name>DriveProof::Gui::HistoryPage</name>
    <message>
        <source>Earlier runs on %1</source>
        <extracomment>%1 the drive&apos;s name (model)</extracomment>
        <translation>Tidigare körningar på %1</translation>
    </message>
    <message>
        <source>Every test run on this drive is kept here. Open one to see its result again, or select two (hold Ctrl and click) to compare them side by side.</source>
        <translation>Varje testkörning på denna enhet sparas här. Öppna en för att se dess resultat igen, eller markera två (håll ned Ctrl och klicka) för att jämföra dem sida vid sida.</translation>
    </message>
    <message>
        <source>Date</source>
        <translation>Datum</translation>
    </message>
    <message>
        <source>Test</source>
        <translation>Test</translation>
    </message>
    <message>
        <source>Summary</source>
        <translation>Sammanfattning</translation>
    </message>
    <message>
        <source>Earlier runs</source>
        <translation>Tidigare körningar</translation>
    </message>
    <message>
        <source>&amp;Open</source>
        <translation>Ö&amp;ppna</translation>
    </message>
    <message>
        <source>&amp;Compare the two selected</source>
        <translation>&amp;Jämför de två markerade</translation>
    </message>
    <message>
        <source>&amp;Delete…</source>
        <translation>&amp;Ta bort…</translation>
    </message>
    <message>
        <source>&amp;New test</source>
        <translation>&amp;Nytt test</translation>
    </message>
    <message>
        <source>Reading the history…</source>
        <translation>Läser historiken…</translation>
    </message>
    <message>
        <source>No runs yet. Finished tests appear here by themselves.</source>
        <translation>Inga körningar än. Avslutade tester visas här automatiskt.</translation>
    </message>
    <message numerus="yes">
        <source>%n run(s) kept.</source>
        <extracomment>%n runs kept for this drive</extracomment>
        <translation>
            <numerusform>%n körning sparad.</numerusform>
            <numerusform>%n körningar sparade.</numerusform>
        </translation>
    </message>
    <message>
        <source>Select exactly two runs to compare</source>
        <translation>Markera exakt två körningar att jämföra</translation>
    </message>
    <message>
        <source>Delete runs</source>
        <translation>Ta bort körningar</translation>
    </message>
    <message numerus="yes">
        <source>Delete %n run(s) from the history? This cannot be undone.</source>
        <extracomment>%n how many runs are about to be deleted</extracomment>
        <translation>
            <numerusform>Ta bort %n körning från historiken? Detta kan inte ångras.</numerusform>
            <numerusform>Ta bort %n körningar från historiken? Detta kan inte ångras.</numerusform>
        </translation>
    </message>
    <message>
        <source>Select two runs of the same test to compare</source>
        <translation>Markera två körningar av samma test att jämföra</translation>
    </message>
    <message>
        <source>Settings</source>
        <translation>Inställningar</translation>
    </message>
</context>
<context>
    <name>DriveProof::Gui::IdentityCard</name>
    <message>
        <source>Identity</source>
        <translation>Identitet</translation>
    </message>
    <message>
        <source>Device</source>
        <translation>Enhet</translation>
    </message>
    <message>
        <source>Backing file</source>
        <translation>Bakomliggande fil</translation>
    </message>
    <message>
        <source>Transport</source>
        <translation>Anslutning</translation>
    </message>
    <message>
        <source>The kernel does not say how this drive is connected.</source>
        <translation>Kärnan anger inte hur denna enhet är ansluten.</translation>
    </message>
    <message>
        <source>Rotation speed unknown: %1</source>
        <extracomment>%1 why the speed is unknown</extracomment>
        <translation>Rotationshastighet okänd: %1</translation>
    </message>
    <message>
        <source>Media</source>
        <translation>Medium</translation>
    </message>
    <message>
        <source>Removable</source>
        <translation>Flyttbar</translation>
    </message>
    <message>
        <source>Read-only</source>
        <translation>Skrivskyddad</translation>
    </message>
    <message>
        <source>Model</source>
        <translation>Modell</translation>
    </message>
    <message>
        <source>Vendor</source>
        <translation>Tillverkare</translation>
    </message>
    <message>
        <source>Serial number</source>
        <translation>Serienummer</translation>
    </message>
    <message>
        <source>Firmware</source>
        <translation>Fast programvara</translation>
    </message>
    <message>
        <source>WWN</source>
        <translation>WWN</translation>
    </message>
    <message>
        <source>Link</source>
        <translation>Länk</translation>
    </message>
</context>
<context>
    <name>DriveProof::Gui::MainWindow</name>
    <message>
        <source>Looking for drives…</source>
        <translation>Letar efter enheter…</translation>
    </message>
    <message>
        <source>Checking the partitions of %1…</source>
        <extracomment>%1 device path</extracomment>
        <translation>Kontrollerar partitionerna på %1…</translation>
    </message>
    <message>
        <source>Switching the write cache of %1…</source>
        <extracomment>%1 device path</extracomment>
        <translation>Ändrar skrivcachen för %1…</translation>
    </message>
    <message>
        <source>Reading the write cache and health of %1…</source>
        <extracomment>%1 device path</extracomment>
        <translation>Läser skrivcache och hälsa för %1…</translation>
    </message>
    <message>
        <source>udisks2 is not running: the facts shown come from the kernel alone.</source>
        <translation>udisks2 körs inte: uppgifterna som visas kommer enbart från kärnan.</translation>
    </message>
    <message>
        <source>DriveProof</source>
        <translation>DriveProof</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>&amp;Arkiv</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Avsluta</translation>
    </message>
    <message>
        <source>Power-loss &amp;witness…</source>
        <translation>&amp;Vittne för strömavbrottstest…</translation>
    </message>
    <message>
        <source>Record the power-loss test of another computer&apos;s drive on this one</source>
        <translation>Registrera strömavbrottstestet av en annan dators enhet på denna dator</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>&amp;Redigera</translation>
    </message>
    <message>
        <source>&amp;Preferences…</source>
        <translation>&amp;Inställningar…</translation>
    </message>
    <message>
        <source>Choose the language, the unit of transfer rates and the test defaults</source>
        <translation>Välj språk, enhet för överföringshastigheter och standardvärden för tester</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Visa</translation>
    </message>
    <message>
        <source>&amp;Refresh</source>
        <translation>&amp;Uppdatera</translation>
    </message>
    <message>
        <source>Read the list of drives again</source>
        <translation>Läs in listan över enheter igen</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Hjälp</translation>
    </message>
    <message>
        <source>&amp;About DriveProof</source>
        <translation>&amp;Om DriveProof</translation>
    </message>
    <message>
        <source>Drives</source>
        <translation>Enheter</translation>
    </message>
    <message>
        <source>Busy</source>
        <translation>Upptagen</translation>
    </message>
    <message numerus="yes">
        <source>A test is running on %1. Stop it and quit?</source>
        <extracomment>%1 device paths, e.g. &quot;/dev/sda&quot;; more than one joined by &quot;, &quot;</extracomment>
        <translation>
            <numerusform>Ett test körs på %1. Vill du stoppa det och avsluta?</numerusform>
            <numerusform>Tester körs på %1. Vill du stoppa dem och avsluta?</numerusform>
        </translation>
    </message>
    <message>
        <source>Stop the test?</source>
        <translation>Stoppa testet?</translation>
    </message>
    <message>
        <source>The steps that finished are kept in the history; the temporary file is removed.</source>
        <translation>De steg som blev klara sparas i historiken; den tillfälliga filen tas bort.</translation>
    </message>
    <message>
        <source>&amp;Stop and quit</source>
        <translation>&amp;Stoppa och avsluta</translation>
    </message>
    <message>
        <source>&amp;Keep testing</source>
        <translation>&amp;Fortsätt testa</translation>
    </message>
    <message>
        <source>Stop the power-loss test?</source>
        <translation>Stoppa strömavbrottstestet?</translation>
    </message>
    <message>
        <source>The power-loss test is running. Quitting stops it without a power cut, so this run cannot tell whether the drive keeps its writes.</source>
        <translation>Strömavbrottstestet körs. Om du avslutar stoppas det utan strömavbrott, så denna körning kan inte avgöra om enheten behåller sina skrivningar.</translation>
    </message>
    <message>
        <source>&amp;Keep running</source>
        <translation>&amp;Fortsätt köra</translation>
    </message>
    <message>
        <source>&amp;Open Drive Report…</source>
        <translation>&amp;Öppna enhetsrapport…</translation>
    </message>
    <message>
        <source>Judge a drive from its smartctl or nvme-cli report, e.g. one a seller sent</source>
        <translation>Bedöm en enhet utifrån dess rapport från smartctl eller nvme-cli, t.ex. en som en säljare har skickat</translation>
    </message>
    <message>
        <source>Paste Drive &amp;Report</source>
        <translation>Klistra in enhets&amp;rapport</translation>
    </message>
    <message>
        <source>Judge the smartctl or nvme-cli report on the clipboard</source>
        <translation>Bedöm rapporten från smartctl eller nvme-cli i urklipp</translation>
    </message>
</context>
<context>
    <name>DriveProof::Gui::Notice</name>
    <message>
        <source>Danger</source>
        <translation>Fara</translation>
    </message>
    <message>
        <source>Warning</source>
        <translation>Varning</translation>
    </message>
    <message>
        <source>Note</source>
        <translation>Obs</translation>
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
        <translation>Bekräftelsemetod</translation>
    </message>
    <message>
        <source>Commits/s</source>
        <translation>Bekräftelser/s</translation>
    </message>
    <message>
        <source>Mean µs</source>
        <translation>Medel µs</translation>
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
        <translation>Max µs</translation>
    </message>
    <message>
        <source>Flushes per commit</source>
        <translation>Tömningar per bekräftelse</translation>
    </message>
    <message>
        <source>Test</source>
        <translation>Test</translation>
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
        <translation>inte beständig</translation>
    </message>
</context>
<context>
    <name>DriveProof::Gui::PartitionsCard</name>
    <message>
        <source>Partitions</source>
        <translation>Partitioner</translation>
    </message>
    <message>
        <source>#</source>
        <translation>#</translation>
    </message>
    <message>
        <source>Device</source>
        <translation>Enhet</translation>
    </message>
    <message>
        <source>Start sector</source>
        <translation>Startsektor</translation>
    </message>
    <message>
        <source>Start (bytes)</source>
        <translation>Start (byte)</translation>
    </message>
    <message>
        <source>Size</source>
        <translation>Storlek</translation>
    </message>
    <message>
        <source>Mounted on</source>
        <translation>Monterad på</translation>
    </message>
    <message>
        <source>Alignment</source>
        <translation>Justering</translation>
    </message>
    <message>
        <source>Checking alignment</source>
        <translation>Kontrollerar justering</translation>
    </message>
    <message>
        <source>Reading the partition table…</source>
        <translation>Läser partitionstabellen…</translation>
    </message>
    <message>
        <source>What to do</source>
        <translation>Vad som ska göras</translation>
    </message>
    <message>
        <source>Partitions of %1</source>
        <extracomment>accessible name of the partitions table; %1 device path</extracomment>
        <translation>Partitioner på %1</translation>
    </message>
    <message>
        <source>The kernel lists no partitions on this drive.</source>
        <translation>Kärnan listar inga partitioner på denna enhet.</translation>
    </message>
    <message>
        <source>The partition table lists no partitions.</source>
        <translation>Partitionstabellen listar inga partitioner.</translation>
    </message>
    <message>
        <source>The partition table lists this partition, but the kernel has no device node for it yet (on some systems &apos;partx -a&apos; adds it).</source>
        <translation>Partitionstabellen listar denna partition, men kärnan har ännu ingen enhetsnod för den (på vissa system lägger &apos;partx -a&apos; till den).</translation>
    </message>
    <message>
        <source>checking…</source>
        <translation>kontrollerar…</translation>
    </message>
    <message>
        <source>The partition table did not list this partition.</source>
        <translation>Partitionstabellen listade inte denna partition.</translation>
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
        <translation>Start öppnar det guidade strömavbrottstestet: det skriver till en testfil (eller hela enheten), rapporterar varje bekräftelse till ett vittne på en andra dator och ber dig dra ur kontakten. Efter omstarten kontrollerar DriveProof vilka kvitterade skrivningar som överlevde. Du kan också öva på denna dator med en simulerad enhet.</translation>
    </message>
    <message>
        <source>&amp;Tests:</source>
        <translation>&amp;Tester:</translation>
    </message>
    <message>
        <source>Tests</source>
        <translation>Tester</translation>
    </message>
    <message>
        <source>&amp;Where:</source>
        <translation>&amp;Var:</translation>
    </message>
    <message>
        <source>Test si&amp;ze:</source>
        <translation>Teststo&amp;rlek:</translation>
    </message>
    <message>
        <source>Time per st&amp;ep (seconds):</source>
        <translation>Tid per st&amp;eg (sekunder):</translation>
    </message>
    <message>
        <source>&amp;Reads or writes:</source>
        <translation>&amp;Läsningar eller skrivningar:</translation>
    </message>
    <message>
        <source>&amp;Idle time between the passes (seconds):</source>
        <translation>V&amp;ilotid mellan omgångarna (sekunder):</translation>
    </message>
    <message>
        <source>Also measure with the drive&apos;s write &amp;cache off, then switch it back on</source>
        <translation>Mät även med enhetens skriv&amp;cache avslagen och slå sedan på den igen</translation>
    </message>
    <message>
        <source>&amp;History…</source>
        <translation>&amp;Historik…</translation>
    </message>
    <message>
        <source>Earlier runs on this drive, and comparing two of them</source>
        <translation>Tidigare körningar på denna enhet, och jämförelse mellan två av dem</translation>
    </message>
    <message>
        <source>&amp;Start test</source>
        <translation>&amp;Starta test</translation>
    </message>
    <message>
        <source>Reads</source>
        <translation>Läsningar</translation>
    </message>
    <message>
        <source>Writes</source>
        <translation>Skrivningar</translation>
    </message>
    <message>
        <source>Mixed: 70% reads, 30% writes</source>
        <translation>Blandat: 70 % läsningar, 30 % skrivningar</translation>
    </message>
    <message>
        <source>Takes as long as writing %1 once: about %2 at %3, less on a faster drive.</source>
        <extracomment>%1 a size, %2 a duration, %3 a rate (&quot;150.0 MB/s&quot;)</extracomment>
        <translation>Tar lika lång tid som att skriva %1 en gång: omkring %2 vid %3, mindre på en snabbare enhet.</translation>
    </message>
    <message>
        <source>Takes as long as reading %1 once: about %2 at %3, less on a faster drive.</source>
        <extracomment>%1 a size, %2 a duration, %3 a rate (&quot;150.0 MB/s&quot;)</extracomment>
        <translation>Tar lika lång tid som att läsa %1 en gång: omkring %2 vid %3, mindre på en snabbare enhet.</translation>
    </message>
    <message>
        <source>Takes about %1 with these settings.</source>
        <extracomment>%1 a duration</extracomment>
        <translation>Tar omkring %1 med dessa inställningar.</translation>
    </message>
    <message>
        <source>Takes about %1 with these settings, plus a moment to prepare the test file.</source>
        <extracomment>%1 a duration</extracomment>
        <translation>Tar omkring %1 med dessa inställningar, plus en stund för att förbereda testfilen.</translation>
    </message>
    <message>
        <source>This test writes over %1: everything on it is lost, every partition and every file. You will be asked to type the device&apos;s name to confirm.</source>
        <extracomment>%1 a device node</extracomment>
        <translation>Detta test skriver över %1: allt på den går förlorat, varje partition och varje fil. Du blir ombedd att skriva enhetens namn för att bekräfta.</translation>
    </message>
    <message>
        <source>Only reads from %1; nothing on it changes. Reading a device directly may ask for your password.</source>
        <extracomment>%1 a device node</extracomment>
        <translation>Läser bara från %1; inget på den ändras. Att läsa en enhet direkt kan kräva ditt lösenord.</translation>
    </message>
    <message>
        <source>Writes only to a temporary file in the chosen folder and removes it afterwards; nothing else on the drive changes.</source>
        <translation>Skriver bara till en tillfällig fil i den valda mappen och tar bort den efteråt; inget annat på enheten ändras.</translation>
    </message>
    <message>
        <source>Only reads. In a folder it first writes the temporary file it reads, and removes it afterwards.</source>
        <translation>Läser bara. I en mapp skriver testet först den tillfälliga fil det läser, och tar bort den efteråt.</translation>
    </message>
    <message>
        <source>Opens the guided power-loss test</source>
        <translation>Öppnar det guidade strömavbrottstestet</translation>
    </message>
    <message>
        <source>%1 holds the running system: DriveProof never writes over it.</source>
        <extracomment>%1 a device node</extracomment>
        <translation>%1 innehåller det körande systemet: DriveProof skriver aldrig över det.</translation>
    </message>
    <message>
        <source>%1 or one of its partitions is mounted or in use (LVM, RAID, an encrypted volume). Unmount it first to write over it.</source>
        <extracomment>%1 a device node</extracomment>
        <translation>%1 eller någon av dess partitioner är monterad eller används (LVM, RAID, en krypterad volym). Avmontera den först för att kunna skriva över den.</translation>
    </message>
    <message>
        <source>%1 is read-only.</source>
        <extracomment>%1 a device node</extracomment>
        <translation>%1 är skrivskyddad.</translation>
    </message>
    <message>
        <source>A temporary file in %1</source>
        <extracomment>a place a test runs; %1 a folder</extracomment>
        <translation>En tillfällig fil i %1</translation>
    </message>
    <message>
        <source>You may not be allowed to write here. Choose a folder of yours on this drive with &quot;another folder&quot;.</source>
        <translation>Du kanske inte får skriva här. Välj en egen mapp på denna enhet med &quot;en annan mapp&quot;.</translation>
    </message>
    <message>
        <source>A temporary file in another folder…</source>
        <translation>En tillfällig fil i en annan mapp…</translation>
    </message>
    <message>
        <source>The whole device %1, only reading</source>
        <extracomment>a place a test runs; %1 a device node</extracomment>
        <translation>Hela enheten %1, endast läsning</translation>
    </message>
    <message>
        <source>The whole device %1, erasing everything on it</source>
        <extracomment>a place a test runs; %1 a device node</extracomment>
        <translation>Hela enheten %1, allt på den raderas</translation>
    </message>
    <message>
        <source>Where the test runs</source>
        <translation>Var testet körs</translation>
    </message>
    <message>
        <source>All of it</source>
        <translation>Hela</translation>
    </message>
    <message>
        <source>The commit test always uses 16 MiB, like pg_test_fsync, so that its numbers compare directly.</source>
        <translation>Bekräftelsetestet använder alltid 16 MiB, som pg_test_fsync, så att siffrorna kan jämföras direkt.</translation>
    </message>
    <message>
        <source>How much of the drive the test uses. Larger areas are less flattered by caches but take longer to prepare.</source>
        <translation>Hur stor del av enheten testet använder. Större områden förskönas mindre av cachar men tar längre tid att förbereda.</translation>
    </message>
    <message>
        <source>Test size</source>
        <translation>Teststorlek</translation>
    </message>
    <message>
        <source>Choose a folder on the drive to test</source>
        <translation>Välj en mapp på enheten som ska testas</translation>
    </message>
    <message>
        <source>This device has no write cache of its own to switch.</source>
        <translation>Denna enhet har ingen egen skrivcache att slå av eller på.</translation>
    </message>
    <message>
        <source>The drive&apos;s write cache setting is not known (see the Write cache card), so it cannot be switched for the test.</source>
        <translation>Enhetens skrivcacheinställning är okänd (se kortet Skrivcache), så den kan inte ändras för testet.</translation>
    </message>
    <message>
        <source>The drive&apos;s write cache is off already: the test measures it that way.</source>
        <translation>Enhetens skrivcache är redan avslagen: testet mäter den så.</translation>
    </message>
    <message>
        <source>This drive does not let its write cache be switched.</source>
        <translation>Denna enhet tillåter inte att dess skrivcache slås av eller på.</translation>
    </message>
    <message>
        <source>The chosen folder is not on one of this drive&apos;s file systems.</source>
        <translation>Den valda mappen ligger inte på något av enhetens filsystem.</translation>
    </message>
    <message>
        <source>The cache is switched off for a second round of measurements and back on afterwards, also when the test fails or is cancelled. Switching may ask for your password.</source>
        <translation>Cachen slås av för en andra mätomgång och på igen efteråt, även när testet misslyckas eller avbryts. Ändringen kan kräva ditt lösenord.</translation>
    </message>
    <message>
        <source>No file system of this drive is mounted, so there is no folder for the test file. Mount one (in your file manager or GNOME Disks) and press Refresh (F5) in the main window, choose a folder with &quot;A temporary file in another folder…&quot;, or pick a reading test (sequential or random reads, surface scan), which can read the whole device without writing.</source>
        <translation>Inget filsystem på den här enheten är monterat, så det finns ingen mapp för testfilen. Montera ett (i filhanteraren eller GNOME Diskar) och tryck Uppdatera (F5) i huvudfönstret, välj en mapp med ”En tillfällig fil i en annan mapp…”, eller välj ett lästest (sekventiell eller slumpmässig läsning, ytskanning) som kan läsa hela enheten utan att skriva.</translation>
    </message>
    <message>
        <source>Choose where the test runs: a folder of yours on this drive, with &quot;A temporary file in another folder…&quot;.</source>
        <translation>Välj var testet körs: en egen mapp på den här enheten, med ”En tillfällig fil i en annan mapp…”.</translation>
    </message>
    <message>
        <source>%1 Choose a folder on the drive instead, or a reading test.</source>
        <extracomment>%1 why the device cannot be written (a sentence)</extracomment>
        <translation>%1 Välj i stället en mapp på enheten, eller ett lästest.</translation>
    </message>
    <message>
        <source>%1 is empty: no partition table and no file system, as a new drive arrives. This test writes over the whole device; you will be asked once to confirm.</source>
        <extracomment>%1 a device node</extracomment>
        <translation>%1 är tom: ingen partitionstabell och inget filsystem, så som en ny enhet levereras. Det här testet skriver över hela enheten; du blir ombedd att bekräfta en gång.</translation>
    </message>
    <message>
        <source>The whole device %1, which is empty</source>
        <extracomment>a place a test runs; %1 a device node of a drive with nothing on it</extracomment>
        <translation>Hela enheten %1, som är tom</translation>
    </message>
</context>
<context>
    <name>DriveProof::Gui::PowerLossAreaStep</name>
    <message>
        <source>Where to test</source>
        <translation>Var testet ska köras</translation>
    </message>
    <message>
        <source>The test writes records that describe themselves into a test area, commits them the way a database does, and reports every commit to a witness. A file on the drive tests the whole stack: file system, kernel and drive.</source>
        <translation>Testet skriver självbeskrivande poster i ett testområde, bekräftar dem på samma sätt som en databas och rapporterar varje bekräftelse till ett vittne. En fil på enheten testar hela kedjan: filsystem, kärna och enhet.</translation>
    </message>
    <message>
        <source>&amp;Test area:</source>
        <translation>&amp;Testområde:</translation>
    </message>
    <message>
        <source>Test area</source>
        <translation>Testområde</translation>
    </message>
    <message>
        <source>Si&amp;ze:</source>
        <translation>&amp;Storlek:</translation>
    </message>
    <message>
        <source>Size of the test area</source>
        <translation>Testområdets storlek</translation>
    </message>
    <message>
        <source>Larger than the drive&apos;s cache, so that the cache cannot hide the writes. 1 GiB is enough for most drives.</source>
        <translation>Större än enhetens cache, så att cachen inte kan dölja skrivningarna. 1 GiB räcker för de flesta enheter.</translation>
    </message>
    <message>
        <source>Commit &amp;method:</source>
        <translation>Bekräftelse&amp;metod:</translation>
    </message>
    <message>
        <source>Commit method</source>
        <translation>Bekräftelsemetod</translation>
    </message>
    <message>
        <source>&amp;Writes per commit:</source>
        <translation>Skrivningar per &amp;bekräftelse:</translation>
    </message>
    <message>
        <source>Writes per commit</source>
        <translation>Skrivningar per bekräftelse</translation>
    </message>
    <message>
        <source>1 commits every write. More: a batched group commit, as busy databases do.</source>
        <translation>1 bekräftar varje skrivning. Fler: en samlad gruppbekräftelse, som hårt belastade databaser gör.</translation>
    </message>
    <message>
        <source>&amp;Only the drive loses power: I will pull its cable (USB or hot-plug drive)</source>
        <translation>Bara enheten förlorar ström: jag &amp;drar ur dess kabel (USB- eller hot-plug-enhet)</translation>
    </message>
    <message>
        <source>A test file in %1</source>
        <extracomment>%1 a folder</extracomment>
        <translation>En testfil i %1</translation>
    </message>
    <message>
        <source>A test file in another folder…</source>
        <translation>En testfil i en annan mapp…</translation>
    </message>
    <message>
        <source>The whole device %1, erasing everything on it</source>
        <extracomment>%1 a device node</extracomment>
        <translation>Hela enheten %1, allt på den raderas</translation>
    </message>
    <message>
        <source>A file system of this drive is mounted or in use: unmount it first to write over the device.</source>
        <translation>Ett filsystem på denna enhet är monterat eller används: avmontera det först för att kunna skriva över enheten.</translation>
    </message>
    <message>
        <source>Choose a folder on the drive to test</source>
        <translation>Välj en mapp på enheten som ska testas</translation>
    </message>
    <message>
        <source>The test writes over %1: everything on it is lost. You will be asked to type the device&apos;s name to confirm.</source>
        <extracomment>%1 a device node</extracomment>
        <translation>Testet skriver över %1: allt på den går förlorat. Du blir ombedd att skriva enhetens namn för att bekräfta.</translation>
    </message>
    <message>
        <source>Cable-pull mode: the computer keeps running and only the drive goes dark. The witness may run on this computer (the witness page, address 127.0.0.1:7070), but its record must be on another disk than the one under test.</source>
        <translation>Kabelläge: datorn fortsätter att köra och bara enheten blir strömlös. Vittnet kan köras på denna dator (vittnessidan, adress 127.0.0.1:7070), men dess register måste ligga på en annan disk än den som testas.</translation>
    </message>
    <message>
        <source>The whole computer loses power: you will pull its power cord. The witness runs on a second computer.</source>
        <translation>Hela datorn förlorar ström: du drar ur dess strömsladd. Vittnet körs på en andra dator.</translation>
    </message>
</context>
<context>
    <name>DriveProof::Gui::PowerLossPreflightStep</name>
    <message>
        <source>Before the test</source>
        <translation>Före testet</translation>
    </message>
    <message>
        <source>Things to know</source>
        <translation>Bra att veta</translation>
    </message>
    <message>
        <source>unknown</source>
        <translation>okänd</translation>
    </message>
    <message>
        <source>Reading the drive&apos;s identity, write cache and health… Reading the cache or the counters may ask for your password.</source>
        <translation>Läser enhetens identitet, skrivcache och hälsa… Att läsa cachen eller räknarna kan kräva ditt lösenord.</translation>
    </message>
    <message>
        <source>Practice with a lying drive: it acknowledges writes while they are still in its cache, and loses them at the power cut. Expect FAIL.</source>
        <translation>Öva med en lögnaktig enhet: den kvitterar skrivningar medan de fortfarande ligger i dess cache, och förlorar dem vid strömavbrottet. Räkna med FAIL.</translation>
    </message>
    <message>
        <source>Practice with an honest drive: it keeps every write it acknowledged. Expect a pass of the simulated cut.</source>
        <translation>Öva med en ärlig enhet: den behåller varje skrivning den har kvitterat. Räkna med att det simulerade avbrottet klaras.</translation>
    </message>
    <message>
        <source>What happens:
1. DriveProof prepares a simulated drive of 16 MiB and a witness on this computer.
2. It writes numbered records, commits each one and reports it to the witness; the chart shows the commits per second.
3. Once commits flow steadily it says &quot;Pull the plug now&quot;: press &quot;Cut the power&quot;. On a real test you would pull the power cord at that moment.
4. The simulated drive starts again, DriveProof reads it back and compares it with the witness&apos;s record.
5. The report says what the drive kept and what it lost.</source>
        <translation>Så här går det till:
1. DriveProof förbereder en simulerad enhet på 16 MiB och ett vittne på denna dator.
2. Det skriver numrerade poster, bekräftar var och en och rapporterar den till vittnet; diagrammet visar bekräftelserna per sekund.
3. När bekräftelserna flyter jämnt visas &quot;Dra ur kontakten nu&quot;: tryck på &quot;Bryt strömmen&quot;. I ett verkligt test skulle du dra ur strömsladden i det ögonblicket.
4. Den simulerade enheten startar igen, DriveProof läser tillbaka den och jämför med vittnets register.
5. Rapporten visar vad enheten behöll och vad den förlorade.</translation>
    </message>
    <message>
        <source>The test cannot run: %1</source>
        <extracomment>%1 the reason</extracomment>
        <translation>Testet kan inte köras: %1</translation>
    </message>
    <message>
        <source>DriveProof read this before the test; it compares it after the power cut.</source>
        <translation>DriveProof läste detta före testet; det jämförs efter strömavbrottet.</translation>
    </message>
    <message>
        <source>Drive:</source>
        <translation>Enhet:</translation>
    </message>
    <message>
        <source>Serial number:</source>
        <translation>Serienummer:</translation>
    </message>
    <message>
        <source>Firmware:</source>
        <translation>Fast programvara:</translation>
    </message>
    <message>
        <source>Capacity:</source>
        <translation>Kapacitet:</translation>
    </message>
    <message>
        <source>Write cache:</source>
        <translation>Skrivcache:</translation>
    </message>
    <message>
        <source>Unsafe shutdowns so far:</source>
        <translation>Osäkra avstängningar hittills:</translation>
    </message>
    <message>
        <source>the drive does not count them</source>
        <translation>enheten räknar dem inte</translation>
    </message>
    <message>
        <source>Computer:</source>
        <translation>Dator:</translation>
    </message>
    <message>
        <source>Start the test: DriveProof prepares the test area (this takes a while), connects to the witness and writes. Wait for &quot;Pull the plug now&quot;.</source>
        <translation>Starta testet: DriveProof förbereder testområdet (det tar en stund), ansluter till vittnet och skriver. Vänta på &quot;Dra ur kontakten nu&quot;.</translation>
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
        <translation>Vad som hittades</translation>
    </message>
    <message>
        <source>Acknowledged writes and the power cut</source>
        <translation>Kvitterade skrivningar och strömavbrottet</translation>
    </message>
    <message>
        <source>Does this run count?</source>
        <translation>Räknas denna körning?</translation>
    </message>
    <message>
        <source>Machine and drive at the start</source>
        <translation>Dator och enhet vid starten</translation>
    </message>
    <message>
        <source>What to do next</source>
        <translation>Vad du gör härnäst</translation>
    </message>
    <message>
        <source>Export &amp;JSON…</source>
        <translation>Exportera &amp;JSON…</translation>
    </message>
    <message>
        <source>Save the whole report as a JSON file</source>
        <translation>Spara hela rapporten som en JSON-fil</translation>
    </message>
    <message>
        <source>&amp;Test again</source>
        <translation>&amp;Testa igen</translation>
    </message>
    <message>
        <source>Practice run on a simulated drive, started %1. Nothing on your drives was tested.</source>
        <translation>Övningskörning på en simulerad enhet, startad %1. Inget på dina enheter testades.</translation>
    </message>
    <message>
        <source>Test of %1, started %2.</source>
        <translation>Test av %1, startat %2.</translation>
    </message>
    <message>
        <source>The witness recorded %1 acknowledged writes; %2 blocks were checked.</source>
        <extracomment>%1 a number of writes</extracomment>
        <translation>Vittnet registrerade %1 kvitterade skrivningar; %2 block kontrollerades.</translation>
    </message>
    <message>
        <source>The lost tail: every commit acknowledged in the last %1 s before the cut.</source>
        <extracomment>%1 seconds, with one decimal</extracomment>
        <translation>Den förlorade svansen: varje bekräftelse som kvitterades under de sista %1 s före avbrottet.</translation>
    </message>
    <message>
        <source>No acknowledged write was lost or damaged.</source>
        <translation>Ingen kvitterad skrivning förlorades eller skadades.</translation>
    </message>
    <message>
        <source>Each dot is a write the witness heard acknowledged, at the moment it heard it; the dashed line is when the writer went silent, the estimated cut. Red dots are writes the drive lost.</source>
        <translation>Varje punkt är en skrivning som vittnet hörde kvitteras, vid det ögonblick den hördes; den streckade linjen är när skrivaren tystnade, det uppskattade avbrottet. Röda punkter är skrivningar som enheten förlorade.</translation>
    </message>
    <message>
        <source>%1 earlier writes that were kept are not drawn.</source>
        <extracomment>%1 a number of writes</extracomment>
        <translation>%1 tidigare skrivningar som behölls visas inte.</translation>
    </message>
    <message>
        <source>Passed: %1</source>
        <translation>Godkänd: %1</translation>
    </message>
    <message>
        <source>Not passed: %1</source>
        <translation>Inte godkänd: %1</translation>
    </message>
    <message>
        <source>unknown</source>
        <translation>okänd</translation>
    </message>
    <message>
        <source>Computer:</source>
        <translation>Dator:</translation>
    </message>
    <message>
        <source>Drive:</source>
        <translation>Enhet:</translation>
    </message>
    <message>
        <source>Capacity:</source>
        <translation>Kapacitet:</translation>
    </message>
    <message>
        <source>Write cache:</source>
        <translation>Skrivcache:</translation>
    </message>
    <message>
        <source>Commit method:</source>
        <translation>Bekräftelsemetod:</translation>
    </message>
    <message>
        <source>Test area:</source>
        <translation>Testområde:</translation>
    </message>
    <message>
        <source>Kernel:</source>
        <translation>Kärna:</translation>
    </message>
    <message>
        <source>Unsafe shutdowns before:</source>
        <translation>Osäkra avstängningar före:</translation>
    </message>
    <message>
        <source>the drive does not count them</source>
        <translation>enheten räknar dem inte</translation>
    </message>
    <message>
        <source>Run id:</source>
        <translation>Körnings-id:</translation>
    </message>
    <message>
        <source>This was practice. To test a real drive, run the wizard again and choose a witness on a second computer.</source>
        <translation>Detta var en övning. Kör guiden igen och välj ett vittne på en andra dator för att testa en verklig enhet.</translation>
    </message>
    <message>
        <source>Switch the drive&apos;s write cache off (the Write cache card of the drive page) and test again: if it passes then, keep the cache off for data that matters.</source>
        <translation>Slå av enhetens skrivcache (kortet Skrivcache på enhetens sida) och testa igen: om testet då godkänns, håll cachen avslagen för viktiga data.</translation>
    </message>
    <message>
        <source>Do not trust this drive with data that must survive a power cut; a firmware update may help. Test again after any change.</source>
        <translation>Anförtro inte denna enhet data som måste överleva ett strömavbrott; en uppdatering av den fasta programvaran kan hjälpa. Testa igen efter varje ändring.</translation>
    </message>
    <message>
        <source>Fix what the checklist names and test again.</source>
        <translation>Åtgärda det som checklistan anger och testa igen.</translation>
    </message>
    <message>
        <source>Run the test at least five times: one passing run can be luck, five make a configuration worth trusting.</source>
        <translation>Kör testet minst fem gånger: en godkänd körning kan vara tur, fem ger en konfiguration värd att lita på.</translation>
    </message>
    <message>
        <source>Export the report</source>
        <translation>Exportera rapporten</translation>
    </message>
    <message>
        <source>JSON files (*.json)</source>
        <translation>JSON-filer (*.json)</translation>
    </message>
    <message>
        <source>Could not write %1: %2</source>
        <extracomment>%1 a file path, %2 the system&apos;s reason</extracomment>
        <translation>Kunde inte skriva %1: %2</translation>
    </message>
    <message>
        <source>Saved %1</source>
        <extracomment>%1 a file path</extracomment>
        <translation>Sparade %1</translation>
    </message>
</context>
<context>
    <name>DriveProof::Gui::PowerLossRunStep</name>
    <message>
        <source>Practice run</source>
        <translation>Övningskörning</translation>
    </message>
    <message>
        <source>The test runs</source>
        <translation>Testet körs</translation>
    </message>
    <message>
        <source>Preparing the test area</source>
        <translation>Förbereder testområdet</translation>
    </message>
    <message>
        <source>Commits, writes in flight and the link to the witness</source>
        <translation>Bekräftelser, pågående skrivningar och länken till vittnet</translation>
    </message>
    <message>
        <source>Pull the plug now</source>
        <extracomment>shown very large once the run is warm</extracomment>
        <translation>Dra ur kontakten nu</translation>
    </message>
    <message>
        <source>Press &quot;Cut the power&quot;. On a real test you would now pull the power cord out of the computer (not press its power button).</source>
        <translation>Tryck på &quot;Bryt strömmen&quot;. I ett verkligt test skulle du nu dra ur datorns strömsladd (inte trycka på strömknappen).</translation>
    </message>
    <message>
        <source>Pull the drive&apos;s cable out now (USB or power cable of the drive only). Leave the computer running; plug the drive back in after ten seconds. The witness and its record must be on another disk.</source>
        <translation>Dra ur enhetens kabel nu (bara USB- eller strömkabeln till enheten). Låt datorn fortsätta köra; anslut enheten igen efter tio sekunder. Vittnet och dess register måste ligga på en annan disk.</translation>
    </message>
    <message>
        <source>Pull the power cord out of the computer now (a laptop: its battery too). Do not press the power button and do not shut down: the drive must lose power while it is writing. Wait ten seconds, plug it back in and start the computer: DriveProof opens by itself and checks the drive.</source>
        <translation>Dra ur datorns strömsladd nu (på en bärbar dator även batteriet). Tryck inte på strömknappen och stäng inte av: enheten måste förlora ström medan den skriver. Vänta tio sekunder, anslut sladden igen och starta datorn: DriveProof öppnas av sig självt och kontrollerar enheten.</translation>
    </message>
    <message>
        <source>&amp;Cut the power</source>
        <translation>&amp;Bryt strömmen</translation>
    </message>
    <message>
        <source>Simulate the power cut: the simulated drive loses what it only held in its cache</source>
        <translation>Simulera strömavbrottet: den simulerade enheten förlorar det som den bara hade i sin cache</translation>
    </message>
    <message>
        <source>&amp;Stop without a cut</source>
        <translation>&amp;Stoppa utan avbrott</translation>
    </message>
    <message>
        <source>End the run cleanly; nothing is verified</source>
        <translation>Avsluta körningen korrekt; inget verifieras</translation>
    </message>
    <message>
        <source>Starting…</source>
        <translation>Startar…</translation>
    </message>
    <message>
        <source>%1 commits/s · %2 commits, %3 held by the witness · %4 in flight · witness: %5</source>
        <extracomment>%1 commits per second, %2 commits done, %3 commits the witness holds, %4 writes in flight, %5 the link&apos;s state (&quot;connected&quot;)</extracomment>
        <translation>%1 bekräftelser/s · %2 bekräftelser, %3 hos vittnet · %4 pågående · vittne: %5</translation>
    </message>
    <message>
        <source>Commits per second</source>
        <translation>Bekräftelser per sekund</translation>
    </message>
    <message>
        <source>Checking the simulated drive: %1</source>
        <extracomment>%1 what the verifier does now</extracomment>
        <translation>Kontrollerar den simulerade enheten: %1</translation>
    </message>
    <message>
        <source>The run failed.</source>
        <translation>Körningen misslyckades.</translation>
    </message>
</context>
<context>
    <name>DriveProof::Gui::PowerLossUi</name>
    <message>
        <source>fdatasync after each commit (what most databases use)</source>
        <translation>fdatasync efter varje bekräftelse (det som de flesta databaser använder)</translation>
    </message>
    <message>
        <source>fsync after each commit (also flushes the file&apos;s metadata)</source>
        <translation>fsync efter varje bekräftelse (tömmer även filens metadata)</translation>
    </message>
    <message>
        <source>O_DSYNC: every write is durable when it returns</source>
        <extracomment>O_DSYNC is a technical name, keep it</extracomment>
        <translation>O_DSYNC: varje skrivning är beständig när den returnerar</translation>
    </message>
    <message>
        <source>O_SYNC: every write and its metadata are durable when it returns</source>
        <extracomment>O_SYNC is a technical name, keep it</extracomment>
        <translation>O_SYNC: varje skrivning och dess metadata är beständiga när den returnerar</translation>
    </message>
    <message>
        <source>Passed: the drive kept every write it acknowledged</source>
        <translation>Godkänt: enheten behöll varje skrivning den hade kvitterat</translation>
    </message>
    <message>
        <source>Failed: the drive lost or damaged writes it had acknowledged</source>
        <translation>Underkänt: enheten förlorade eller skadade skrivningar den hade kvitterat</translation>
    </message>
    <message>
        <source>Inconclusive: this run cannot prove the drive safe</source>
        <translation>Ofullständigt: denna körning kan inte bevisa att enheten är säker</translation>
    </message>
    <message>
        <source>on</source>
        <extracomment>the drive&apos;s write cache</extracomment>
        <translation>på</translation>
    </message>
    <message>
        <source>off</source>
        <extracomment>the drive&apos;s write cache</extracomment>
        <translation>av</translation>
    </message>
    <message>
        <source>unknown</source>
        <translation>okänd</translation>
    </message>
</context>
<context>
    <name>DriveProof::Gui::PowerLossVerifyStep</name>
    <message>
        <source>Check the drive after the power cut</source>
        <translation>Kontrollera enheten efter strömavbrottet</translation>
    </message>
    <message>
        <source>DriveProof asks the witness for its record, reads the whole test area and compares every block with what the drive acknowledged. The witness must be running and reachable.</source>
        <translation>DriveProof ber vittnet om dess register, läser hela testområdet och jämför varje block med vad enheten kvitterade. Vittnet måste vara igång och nåbart.</translation>
    </message>
    <message>
        <source>If the witness cannot be reached, start it again on the second computer (it kept its record on disk) and press &quot;Verify now&quot;. The test stays pending until it is verified or forgotten, and DriveProof opens this page at every start until then.</source>
        <translation>Om vittnet inte kan nås, starta det igen på den andra datorn (det har sparat sitt register på disk) och tryck på &quot;Verifiera nu&quot;. Testet väntar kvar tills det har verifierats eller glömts bort, och DriveProof öppnar denna sida vid varje start fram till dess.</translation>
    </message>
    <message>
        <source>Verification progress</source>
        <translation>Verifieringsförlopp</translation>
    </message>
    <message>
        <source>&amp;Verify now</source>
        <translation>&amp;Verifiera nu</translation>
    </message>
    <message>
        <source>&amp;Forget this test</source>
        <translation>&amp;Glöm detta test</translation>
    </message>
    <message>
        <source>Remove the pending test without verifying it</source>
        <translation>Ta bort det väntande testet utan att verifiera det</translation>
    </message>
    <message>
        <source>• %1, started %2, witness %3</source>
        <extracomment>%1 a file or device, %2 a date and time, %3 a witness address</extracomment>
        <translation>• %1, startat %2, vittne %3</translation>
    </message>
    <message>
        <source>practice run</source>
        <translation>övningskörning</translation>
    </message>
    <message>
        <source>No test is waiting to be checked.</source>
        <translation>Inget test väntar på att kontrolleras.</translation>
    </message>
    <message>
        <source>Waiting to be checked (the first one is checked now):
%1</source>
        <translation>Väntar på att kontrolleras (det första kontrolleras nu):
%1</translation>
    </message>
    <message>
        <source>Starting…</source>
        <translation>Startar…</translation>
    </message>
</context>
<context>
    <name>DriveProof::Gui::PowerLossWitnessStep</name>
    <message>
        <source>The witness</source>
        <translation>Vittnet</translation>
    </message>
    <message>
        <source>A second computer records every write this drive acknowledges, so that after the power cut DriveProof knows what the drive promised.</source>
        <translation>En andra dator registrerar varje skrivning som denna enhet kvitterar, så att DriveProof efter strömavbrottet vet vad enheten lovade.</translation>
    </message>
    <message>
        <source>&amp;Another computer is the witness</source>
        <translation>&amp;En annan dator är vittne</translation>
    </message>
    <message>
        <source>Witness &amp;address:</source>
        <translation>Vittnets &amp;adress:</translation>
    </message>
    <message>
        <source>Witness address and port</source>
        <translation>Vittnets adress och port</translation>
    </message>
    <message>
        <source>&amp;Pairing code:</source>
        <translation>&amp;Parkopplingskod:</translation>
    </message>
    <message>
        <source>Pairing code</source>
        <translation>Parkopplingskod</translation>
    </message>
    <message>
        <source>On the second computer, open DriveProof&apos;s witness page (menu &quot;Power-loss witness…&quot;) or run &quot;driveproof-cli witness --listen 0.0.0.0:7070&quot; in a terminal. It shows the pairing code; type it here with its address, e.g. 192.168.1.20:7070.</source>
        <translation>Öppna DriveProofs vittnessida på den andra datorn (menyn &quot;Vittne för strömavbrottstest…&quot;) eller kör &quot;driveproof-cli witness --listen 0.0.0.0:7070&quot; i en terminal. Den visar parkopplingskoden; skriv in den här tillsammans med dess adress, t.ex. 192.168.1.20:7070.</translation>
    </message>
    <message>
        <source>P&amp;ractice on this computer, with a simulated drive</source>
        <translation>Ö&amp;va på denna dator, med en simulerad enhet</translation>
    </message>
    <message>
        <source>Learn the procedure without pulling a plug: a simulated drive, a witness on this computer and a simulated power cut. Nothing on your drives is written.</source>
        <translation>Lär dig förfarandet utan att dra ur någon kontakt: en simulerad enhet, ett vittne på denna dator och ett simulerat strömavbrott. Inget skrivs på dina enheter.</translation>
    </message>
    <message>
        <source>Simulated &amp;drive:</source>
        <translation>Simulerad en&amp;het:</translation>
    </message>
    <message>
        <source>Simulated drive</source>
        <translation>Simulerad enhet</translation>
    </message>
    <message>
        <source>Honest: keeps every write it acknowledged</source>
        <translation>Ärlig: behåller varje skrivning den har kvitterat</translation>
    </message>
    <message>
        <source>Lying: acknowledges writes it still holds in its cache</source>
        <translation>Lögnaktig: kvitterar skrivningar som den fortfarande har i sin cache</translation>
    </message>
    <message>
        <source>This is not a pairing code: it has twelve letters and digits, like K7QD-M2XF-9HBT.</source>
        <translation>Detta är ingen parkopplingskod: den har tolv bokstäver och siffror, som K7QD-M2XF-9HBT.</translation>
    </message>
</context>
<context>
    <name>DriveProof::Gui::PowerLossWizard</name>
    <message>
        <source>Power-loss test – DriveProof</source>
        <translation>Strömavbrottstest – DriveProof</translation>
    </message>
    <message>
        <source>Power-loss test of %1 – DriveProof</source>
        <translation>Strömavbrottstest av %1 – DriveProof</translation>
    </message>
    <message>
        <source>1. Drive and area</source>
        <translation>1. Enhet och område</translation>
    </message>
    <message>
        <source>2. Witness</source>
        <translation>2. Vittne</translation>
    </message>
    <message>
        <source>3. Check</source>
        <translation>3. Kontroll</translation>
    </message>
    <message>
        <source>4. Run and pull the plug</source>
        <translation>4. Kör och dra ur kontakten</translation>
    </message>
    <message>
        <source>5. Verify</source>
        <translation>5. Verifiera</translation>
    </message>
    <message>
        <source>6. Report</source>
        <translation>6. Rapport</translation>
    </message>
    <message>
        <source>&lt; &amp;Back</source>
        <translation>&lt; &amp;Bakåt</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Stäng</translation>
    </message>
    <message>
        <source>Current step</source>
        <translation>Aktuellt steg</translation>
    </message>
    <message>
        <source>&amp;Next &gt;</source>
        <translation>&amp;Nästa &gt;</translation>
    </message>
    <message>
        <source>&amp;Check this computer &gt;</source>
        <translation>&amp;Kontrollera denna dator &gt;</translation>
    </message>
    <message>
        <source>&amp;Start practice</source>
        <translation>&amp;Starta övning</translation>
    </message>
    <message>
        <source>&amp;Start the test</source>
        <translation>&amp;Starta testet</translation>
    </message>
    <message>
        <source>Power-loss test</source>
        <translation>Strömavbrottstest</translation>
    </message>
    <message>
        <source>simulated drive</source>
        <translation>simulerad enhet</translation>
    </message>
    <message>
        <source>Power-loss practice on a simulated lying drive – DriveProof</source>
        <extracomment>window title while practising on the simulated drive that loses acknowledged writes</extracomment>
        <translation>Strömavbrottsövning på en simulerad lögnaktig enhet – DriveProof</translation>
    </message>
    <message>
        <source>Power-loss practice on a simulated honest drive – DriveProof</source>
        <extracomment>window title while practising on the simulated drive that keeps its writes</extracomment>
        <translation>Strömavbrottsövning på en simulerad ärlig enhet – DriveProof</translation>
    </message>
</context>
<context>
    <name>DriveProof::Gui::ReportWindow</name>
    <message>
        <source>Drive report: %1</source>
        <extracomment>window title; %1 the report&apos;s file name</extracomment>
        <translation>Enhetsrapport: %1</translation>
    </message>
    <message>
        <source>Open a drive report</source>
        <translation>Öppna en enhetsrapport</translation>
    </message>
    <message>
        <source>Drive reports (*.txt *.json *.log);;All files (*)</source>
        <extracomment>file dialog filter; keep the patterns in parentheses as they are</extracomment>
        <translation>Enhetsrapporter (*.txt *.json *.log);;Alla filer (*)</translation>
    </message>
    <message>
        <source>pasted text</source>
        <extracomment>the name a report pasted from the clipboard goes by</extracomment>
        <translation>inklistrad text</translation>
    </message>
</context>
<context>
    <name>DriveProof::Gui::ResultCharts</name>
    <message>
        <source>&amp;Latency of:</source>
        <translation>&amp;Latens för:</translation>
    </message>
    <message>
        <source>Measurement whose latency is shown</source>
        <translation>Mätning vars latens visas</translation>
    </message>
</context>
<context>
    <name>DriveProof::Gui::ResultExporter</name>
    <message>
        <source>Could not write %1: %2. Choose another folder.</source>
        <extracomment>%1 a file path, %2 the system&apos;s reason</extracomment>
        <translation>Kunde inte skriva %1: %2. Välj en annan mapp.</translation>
    </message>
</context>
<context>
    <name>DriveProof::Gui::ResultPage</name>
    <message>
        <source>Verdict</source>
        <translation>Bedömning</translation>
    </message>
    <message>
        <source>At a glance</source>
        <translation>Översikt</translation>
    </message>
    <message>
        <source>All numbers</source>
        <translation>Alla siffror</translation>
    </message>
    <message>
        <source>Charts</source>
        <translation>Diagram</translation>
    </message>
    <message>
        <source>Export &amp;JSON…</source>
        <translation>Exportera &amp;JSON…</translation>
    </message>
    <message>
        <source>Save everything this test measured, for other programs</source>
        <translation>Spara allt som detta test mätte, för andra program</translation>
    </message>
    <message>
        <source>Export &amp;CSV…</source>
        <translation>Exportera &amp;CSV…</translation>
    </message>
    <message>
        <source>Save the table of numbers for a spreadsheet</source>
        <translation>Spara siffertabellen för ett kalkylblad</translation>
    </message>
    <message>
        <source>Save charts as &amp;PNG…</source>
        <translation>Spara diagram som &amp;PNG…</translation>
    </message>
    <message>
        <source>Save a picture of each chart into a folder</source>
        <translation>Spara en bild av varje diagram i en mapp</translation>
    </message>
    <message>
        <source>&amp;History</source>
        <translation>&amp;Historik</translation>
    </message>
    <message>
        <source>Earlier runs on this drive, and comparing two of them</source>
        <translation>Tidigare körningar på denna enhet, och jämförelse mellan två av dem</translation>
    </message>
    <message>
        <source>&amp;New test</source>
        <translation>&amp;Nytt test</translation>
    </message>
    <message>
        <source>Ran on %1, started %2, took %3.</source>
        <extracomment>under a result&apos;s title; %1 where it ran, %2 date and time it started, %3 how long it took</extracomment>
        <translation>Kördes på %1, startade %2, tog %3.</translation>
    </message>
    <message>
        <source>Drive: %1, serial number %2</source>
        <extracomment>the drive a result is about; %1 model (or device name), %2 serial number</extracomment>
        <translation>Enhet: %1, serienummer %2</translation>
    </message>
    <message>
        <source>Drive: %1</source>
        <extracomment>the drive a result is about; %1 model or device name</extracomment>
        <translation>Enhet: %1</translation>
    </message>
    <message>
        <source>The test stopped on an error.</source>
        <translation>Testet stoppades av ett fel.</translation>
    </message>
    <message>
        <source>You cancelled the test before it measured anything.</source>
        <translation>Du avbröt testet innan det hade mätt något.</translation>
    </message>
    <message>
        <source>You cancelled the test. The numbers below are those of the steps that finished before that; the verdict may be incomplete.</source>
        <translation>Du avbröt testet. Siffrorna nedan kommer från de steg som blev klara innan dess; bedömningen kan vara ofullständig.</translation>
    </message>
    <message>
        <source>This result could not be kept in the history: %1</source>
        <extracomment>%1 why the result could not be saved</extracomment>
        <translation>Detta resultat kunde inte sparas i historiken: %1</translation>
    </message>
    <message>
        <source>This result is kept in the drive&apos;s history, so you can compare it with later runs.</source>
        <translation>Detta resultat sparas i enhetens historik, så att du kan jämföra det med senare körningar.</translation>
    </message>
    <message>
        <source>This test measures speed and gives no verdict of its own. Compare the numbers with the drive&apos;s data sheet, or with an earlier run in the history.</source>
        <translation>Detta test mäter hastighet och ger ingen egen bedömning. Jämför siffrorna med enhetens datablad, eller med en tidigare körning i historiken.</translation>
    </message>
    <message>
        <source>%1:</source>
        <extracomment>label of a row; %1 a measurement&apos;s name, e.g. &quot;SEQ1M Q8T1 read&quot;</extracomment>
        <translation>%1:</translation>
    </message>
    <message>
        <source>Save the charts into a folder</source>
        <translation>Spara diagrammen i en mapp</translation>
    </message>
    <message>
        <source>Export the result as JSON</source>
        <translation>Exportera resultatet som JSON</translation>
    </message>
    <message>
        <source>Export the numbers as CSV</source>
        <translation>Exportera siffrorna som CSV</translation>
    </message>
    <message>
        <source>JSON files (*.json)</source>
        <translation>JSON-filer (*.json)</translation>
    </message>
    <message>
        <source>CSV files (*.csv)</source>
        <translation>CSV-filer (*.csv)</translation>
    </message>
    <message>
        <source>Saved %1.</source>
        <extracomment>%1 a file path</extracomment>
        <translation>Sparade %1.</translation>
    </message>
    <message numerus="yes">
        <source>Saved %n file(s) in %1.</source>
        <extracomment>%n files were written into the folder %1</extracomment>
        <translation>
            <numerusform>Sparade %n fil i %1.</numerusform>
            <numerusform>Sparade %n filer i %1.</numerusform>
        </translation>
    </message>
    <message>
        <source>Copy &amp;summary</source>
        <translation>Kopiera &amp;sammanfattning</translation>
    </message>
    <message>
        <source>A few lines with the main numbers and the verdicts, to paste into a forum post or an issue</source>
        <translation>Några rader med de viktigaste siffrorna och bedömningarna, att klistra in i ett foruminlägg eller ärende</translation>
    </message>
    <message>
        <source>Copied: the summary is on the clipboard, ready to paste.</source>
        <translation>Kopierat: sammanfattningen finns i urklipp, redo att klistras in.</translation>
    </message>
    <message>
        <source>Settings: %1</source>
        <extracomment>under a result&apos;s title; %1 what it ran with: &quot;128 MiB · 2 s per step · temporary file on ext4 · io_uring&quot;</extracomment>
        <translation>Inställningar: %1</translation>
    </message>
</context>
<context>
    <name>DriveProof::Gui::ResultText</name>
    <message>
        <source>Danger</source>
        <translation>Fara</translation>
    </message>
    <message>
        <source>Caution</source>
        <translation>Varning</translation>
    </message>
    <message>
        <source>Good</source>
        <translation>Bra</translation>
    </message>
    <message>
        <source>Note</source>
        <translation>Obs</translation>
    </message>
    <message>
        <source>%L1 commits/s</source>
        <extracomment>commits per second, e.g. &quot;1,234 commits/s&quot;</extracomment>
        <translation>%L1 bekräftelser/s</translation>
    </message>
    <message>
        <source>a temporary file in %1</source>
        <extracomment>where a test ran; %1 the folder that held its temporary file</extracomment>
        <translation>en tillfällig fil i %1</translation>
    </message>
    <message>
        <source>the device %1</source>
        <extracomment>where a test ran; %1 a device node such as /dev/sdb</extracomment>
        <translation>enheten %1</translation>
    </message>
    <message>
        <source>an unknown target</source>
        <translation>ett okänt mål</translation>
    </message>
    <message>
        <source>the file %1</source>
        <extracomment>where a test ran; %1 a file path</extracomment>
        <translation>filen %1</translation>
    </message>
    <message>
        <source>DriveProof %1 on %2, %3</source>
        <extracomment>first line of a copied summary; %1 test name, %2 drive model or device, %3 date and time</extracomment>
        <translation>DriveProof %1 på %2, %3</translation>
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
        <translation>Inställningar: %1</translation>
    </message>
    <message>
        <source>Drive self-test</source>
        <extracomment>a drive self-test in the drive&apos;s history (the drive tested itself)</extracomment>
        <translation>Enhetens självtest</translation>
    </message>
    <message>
        <source>Device: %1, serial number %2</source>
        <extracomment>a line of a copied summary; %1 the device node (&quot;/dev/sdb&quot;), %2 its serial number (&quot;-&quot; when it has none)</extracomment>
        <translation>Enhet: %1, serienummer %2</translation>
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
        <translation>Läsning</translation>
    </message>
    <message>
        <source>Write</source>
        <extracomment>heading of the column of write rates in the quick check&apos;s tiles</extracomment>
        <translation>Skrivning</translation>
    </message>
    <message>
        <source>not measured</source>
        <translation>inte uppmätt</translation>
    </message>
    <message>
        <source>%1 %2: not measured</source>
        <extracomment>read by screen readers; %1 a preset such as &quot;SEQ1M Q8T1&quot;, %2 &quot;Read&quot; or &quot;Write&quot;</extracomment>
        <translation>%1 %2: inte uppmätt</translation>
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
        <translation>Förlopp</translation>
    </message>
    <message>
        <source>&amp;Show:</source>
        <translation>&amp;Visa:</translation>
    </message>
    <message>
        <source>Commits per second</source>
        <translation>Bekräftelser per sekund</translation>
    </message>
    <message>
        <source>IOPS</source>
        <translation>IOPS</translation>
    </message>
    <message>
        <source>What the chart shows</source>
        <translation>Vad diagrammet visar</translation>
    </message>
    <message>
        <source>You can go on using DriveProof meanwhile. Other programs that use this drive now slow the test down and change its numbers.</source>
        <translation>Du kan fortsätta använda DriveProof under tiden. Andra program som använder enheten nu gör testet långsammare och ändrar dess siffror.</translation>
    </message>
    <message>
        <source>Cancelling…</source>
        <translation>Avbryter…</translation>
    </message>
    <message>
        <source>&amp;Cancel test</source>
        <translation>&amp;Avbryt testet</translation>
    </message>
    <message>
        <source>Stop the test now; the steps that finished are kept</source>
        <translation>Stoppa testet nu; de steg som blev klara sparas</translation>
    </message>
    <message>
        <source>In a temporary file in %1, removed afterwards.</source>
        <extracomment>where a test runs; %1 a folder</extracomment>
        <translation>I en tillfällig fil i %1, som tas bort efteråt.</translation>
    </message>
    <message>
        <source>On the file %1.</source>
        <extracomment>where a test runs; %1 a file</extracomment>
        <translation>På filen %1.</translation>
    </message>
    <message>
        <source>On the device %1, writing over its contents.</source>
        <extracomment>where a test runs; %1 a device node</extracomment>
        <translation>På enheten %1, som skrivs över.</translation>
    </message>
    <message>
        <source>On the device %1, only reading.</source>
        <extracomment>where a test runs; %1 a device node</extracomment>
        <translation>På enheten %1, endast läsning.</translation>
    </message>
    <message>
        <source>Cancelling: waiting for the drive to finish the I/O in flight, then removing the temporary file…</source>
        <translation>Avbryter: väntar på att enheten ska slutföra pågående I/O, tar sedan bort den tillfälliga filen…</translation>
    </message>
    <message>
        <source>Starting…</source>
        <translation>Startar…</translation>
    </message>
    <message>
        <source>About %1 left</source>
        <extracomment>time left in a running test; %1 minutes:seconds, e.g. 1:23</extracomment>
        <translation>Omkring %1 kvar</translation>
    </message>
    <message>
        <source>Time left: not known yet</source>
        <translation>Återstående tid: inte känd än</translation>
    </message>
    <message>
        <source>Now: %L1 commits per second</source>
        <extracomment>the last measured rate of a commit test; %1 commits per second</extracomment>
        <translation>Nu: %L1 bekräftelser per sekund</translation>
    </message>
    <message>
        <source>Now: %1, %2</source>
        <extracomment>the last measured numbers; %1 a rate (MB/s or MiB/s), %2 operations per second (IOPS)</extracomment>
        <translation>Nu: %1, %2</translation>
    </message>
</context>
<context>
    <name>DriveProof::Gui::SelfTestPanel</name>
    <message numerus="yes">
        <source>about %n minute(s)</source>
        <extracomment>%n the number of minutes the drive says a self-test takes</extracomment>
        <translation>
            <numerusform>cirka %n minut</numerusform>
            <numerusform>cirka %n minuter</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <extracomment>a self-test button: %1 its kind (&quot;Short test&quot;), %2 its duration</extracomment>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>Short test</source>
        <translation>Kort test</translation>
    </message>
    <message>
        <source>Extended test</source>
        <translation>Utökat test</translation>
    </message>
    <message>
        <source>Conveyance test</source>
        <translation>Transporttest</translation>
    </message>
    <message>
        <source>Abort self-test</source>
        <translation>Avbryt självtestet</translation>
    </message>
    <message>
        <source>running, %1% done</source>
        <extracomment>%1 how far the running self-test is, in percent</extracomment>
        <translation>pågår, %1 % klart</translation>
    </message>
    <message>
        <source>The drive runs the test by itself: you may close this window.</source>
        <translation>Enheten kör testet själv: du kan stänga det här fönstret.</translation>
    </message>
    <message>
        <source>no self-test running</source>
        <extracomment>%1 the last self-test&apos;s result in words</extracomment>
        <translation>inget självtest pågår</translation>
    </message>
    <message>
        <source>Last result: %1</source>
        <translation>Senaste resultat: %1</translation>
    </message>
</context>
<context>
    <name>DriveProof::Gui::SettingsDialog</name>
    <message>
        <source>Preferences</source>
        <translation>Inställningar</translation>
    </message>
    <message>
        <source>&amp;Language:</source>
        <translation>&amp;Språk:</translation>
    </message>
    <message>
        <source>System default (%1)</source>
        <extracomment>first entry of the language list; %1 the language the system asks for, in its own name, e.g. &quot;Deutsch&quot;</extracomment>
        <translation>Systemstandard (%1)</translation>
    </message>
    <message>
        <source>The language of DriveProof&apos;s windows. A change applies at once and is kept for the next start. The system default follows the LANGUAGE and LANG environment variables.</source>
        <translation>Språket i DriveProofs fönster. En ändring gäller direkt och behålls till nästa start. Systemstandarden följer miljövariablerna LANGUAGE och LANG.</translation>
    </message>
    <message>
        <source>&amp;Transfer rates in:</source>
        <translation>&amp;Överföringshastigheter i:</translation>
    </message>
    <message>
        <source>Drive makers and most benchmarks count a megabyte as 1,000,000 bytes; many file managers count a mebibyte, 1,048,576 bytes.</source>
        <translation>Enhetstillverkare och de flesta prestandatester räknar en megabyte som 1 000 000 byte; många filhanterare räknar en mebibyte, 1 048 576 byte.</translation>
    </message>
    <message>
        <source>Default test si&amp;ze:</source>
        <translation>Standardstorlek för &amp;test:</translation>
    </message>
    <message>
        <source>What the test picker offers first. You can still choose another size for each test there.</source>
        <translation>Det som testväljaren erbjuder först. Du kan fortfarande välja en annan storlek för varje test där.</translation>
    </message>
    <message>
        <source>Default time per st&amp;ep (seconds):</source>
        <translation>Standardtid per st&amp;eg (sekunder):</translation>
    </message>
    <message>
        <source>How long each measurement of a test runs, as the test picker offers it first.</source>
        <translation>Hur länge varje mätning i ett test körs, så som testväljaren erbjuder det först.</translation>
    </message>
    <message>
        <source>MB/s (megabytes, 10⁶ bytes)</source>
        <extracomment>a choice of unit; 1 MB = 1,000,000 bytes</extracomment>
        <translation>MB/s (megabyte, 10⁶ byte)</translation>
    </message>
    <message>
        <source>MiB/s (mebibytes, 2²⁰ bytes)</source>
        <extracomment>a choice of unit; 1 MiB = 1,048,576 bytes</extracomment>
        <translation>MiB/s (mebibyte, 2²⁰ byte)</translation>
    </message>
    <message>
        <source>Each test&apos;s own</source>
        <extracomment>the default test size: each test&apos;s own (1 GiB; 4 GiB for the sustained write)</extracomment>
        <translation>Varje tests egen</translation>
    </message>
</context>
<context>
    <name>DriveProof::Gui::StatusPage</name>
    <message>
        <source>Looking for drives</source>
        <translation>Letar efter enheter</translation>
    </message>
    <message>
        <source>&amp;Refresh</source>
        <translation>&amp;Uppdatera</translation>
    </message>
    <message>
        <source>Looking for drives…</source>
        <translation>Letar efter enheter…</translation>
    </message>
    <message>
        <source>Reading what the kernel knows about each drive.</source>
        <translation>Läser vad kärnan vet om varje enhet.</translation>
    </message>
    <message>
        <source>DriveProof could not find a drive it can read. This happens when:</source>
        <translation>DriveProof hittade ingen enhet som det kan läsa. Det händer när:</translation>
    </message>
    <message>
        <source>• No drive is connected. Connect one and press Refresh (F5); a USB drive may take a few seconds to appear.</source>
        <extracomment>list item of the empty state</extracomment>
        <translation>• Ingen enhet är ansluten. Anslut en och tryck på Uppdatera (F5); en USB-enhet kan ta några sekunder att dyka upp.</translation>
    </message>
    <message>
        <source>• DriveProof runs in a container or sandbox (Docker, Flatpak, Snap) that hides the machine&apos;s drives (/sys/block and /dev). Run it on the host instead, or give the sandbox access to the drives.</source>
        <extracomment>list item of the empty state</extracomment>
        <translation>• DriveProof körs i en container eller sandlåda (Docker, Flatpak, Snap) som döljer datorns enheter (/sys/block och /dev). Kör det på värddatorn i stället, eller ge sandlådan åtkomst till enheterna.</translation>
    </message>
    <message>
        <source>• It is not allowed to read the drives&apos; details: the system limits access to /sys or /dev. Ask the administrator, or run driveproof-cli list to see what the kernel reports.</source>
        <extracomment>list item of the empty state</extracomment>
        <translation>• Det får inte läsa enheternas detaljer: systemet begränsar åtkomsten till /sys eller /dev. Fråga administratören, eller kör driveproof-cli list för att se vad kärnan rapporterar.</translation>
    </message>
    <message>
        <source>• udisks2 is not running, so only the kernel was asked. Start it with &quot;systemctl start udisks2&quot; and press Refresh.</source>
        <extracomment>list item of the empty state; &quot;systemctl start udisks2&quot; is a command, keep it</extracomment>
        <translation>• udisks2 körs inte, så bara kärnan tillfrågades. Starta det med &quot;systemctl start udisks2&quot; och tryck på Uppdatera.</translation>
    </message>
    <message>
        <source>No drives found</source>
        <translation>Inga enheter hittades</translation>
    </message>
</context>
<context>
    <name>DriveProof::Gui::TableCopy</name>
    <message>
        <source>&amp;Copy</source>
        <translation>&amp;Kopiera</translation>
    </message>
    <message>
        <source>Copy as &amp;Markdown</source>
        <translation>Kopiera som &amp;Markdown</translation>
    </message>
</context>
<context>
    <name>DriveProof::Gui::TestCard</name>
    <message>
        <source>Test this drive</source>
        <translation>Testa denna enhet</translation>
    </message>
    <message>
        <source>Measure how fast this drive commits, streams and seeks, and whether its cache acknowledges writes before they are safe. Tests write only to a temporary file in a folder you choose, unless you ask for the raw device; they run in a window of their own.</source>
        <translation>Mät hur snabbt denna enhet bekräftar, läser och skriver sekventiellt och söker, och om dess cache kvitterar skrivningar innan de är säkra. Testerna skriver bara till en tillfällig fil i en mapp du väljer, om du inte begär den råa enheten; de körs i ett eget fönster.</translation>
    </message>
    <message>
        <source>Co&amp;mmit rate…</source>
        <translation>Be&amp;kräftelsetakt…</translation>
    </message>
    <message>
        <source>How many durable commits per second, like pg_test_fsync</source>
        <translation>Hur många beständiga bekräftelser per sekund, som pg_test_fsync</translation>
    </message>
    <message>
        <source>&amp;All tests…</source>
        <translation>&amp;Alla tester…</translation>
    </message>
    <message>
        <source>Hi&amp;story…</source>
        <translation>&amp;Historik…</translation>
    </message>
    <message>
        <source>Earlier runs on this drive, and comparing two of them</source>
        <translation>Tidigare körningar på denna enhet, och jämförelse mellan två av dem</translation>
    </message>
    <message>
        <source>A test is running on this drive; its window shows how far it got.</source>
        <translation>Ett test körs på denna enhet; dess fönster visar hur långt det har kommit.</translation>
    </message>
</context>
<context>
    <name>DriveProof::Gui::TestCatalog</name>
    <message>
        <source>Power-loss test</source>
        <translation>Strömavbrottstest</translation>
    </message>
    <message>
        <source>CrystalDiskMark&apos;s four tests in one go: sequential reads and writes in 1 MiB blocks with 8 and with 1 request in flight, then random 4 KiB reads and writes with 32 and with 1 request in flight. The quickest way to see whether a drive performs as its box promises.</source>
        <translation>CrystalDiskMarks fyra tester på en gång: sekventiella läsningar och skrivningar i block om 1 MiB med 8 och med 1 pågående begäran, sedan slumpmässiga läsningar och skrivningar om 4 KiB med 32 och med 1 pågående begäran. Det snabbaste sättet att se om en enhet presterar som förpackningen lovar.</translation>
    </message>
    <message>
        <source>How many times per second the drive durably commits a small write, measured like PostgreSQL&apos;s pg_test_fsync: every sync method, 8 kB and 16 kB commits, and plain writes as a baseline. It also counts the flushes that reach the drive. A hard disk that commits faster than its platters turn has a cache that acknowledges writes before they are safe.</source>
        <translation>Hur många gånger per sekund enheten beständigt bekräftar en liten skrivning, mätt som PostgreSQL:s pg_test_fsync: varje synkmetod, bekräftelser på 8 kB och 16 kB, och vanliga skrivningar som baslinje. Testet räknar även de tömningar som når enheten. En hårddisk som bekräftar snabbare än dess skivor roterar har en cache som kvitterar skrivningar innan de är säkra.</translation>
    </message>
    <message>
        <source>Sequential reads and writes in 1 MiB blocks, with 8 and with 1 request in flight: the rate at which large files are copied.</source>
        <translation>Sekventiella läsningar och skrivningar i block om 1 MiB, med 8 och med 1 pågående begäran: den hastighet med vilken stora filer kopieras.</translation>
    </message>
    <message>
        <source>Writes the whole test area once, from start to end, and draws the rate as it fills. Many SSDs write fast only until their cache is full, then slow down: choose a test size larger than that cache, tens of gigabytes on a large SSD.</source>
        <translation>Skriver hela testområdet en gång, från början till slut, och ritar hastigheten medan det fylls. Många SSD-enheter skriver snabbt bara tills deras cache är full och blir sedan långsammare: välj en teststorlek som är större än den cachen, tiotals gigabyte på en stor SSD.</translation>
    </message>
    <message>
        <source>Reads the whole test area from start to end and draws the rate by position. A hard disk is faster at its outer edge; dips and stalls point to areas that need retries.</source>
        <translation>Läser hela testområdet från början till slut och ritar hastigheten efter position. En hårddisk är snabbare vid sin ytterkant; dippar och stopp tyder på områden som kräver omförsök.</translation>
    </message>
    <message>
        <source>Random 4 KiB reads, writes and a mix of 70% reads, with 1 and with 32 requests in flight: what databases, virtual machines and starting programs feel.</source>
        <translation>Slumpmässiga läsningar och skrivningar om 4 KiB samt en blandning med 70 % läsningar, med 1 och med 32 pågående begäranden: det som databaser, virtuella maskiner och program som startar märker av.</translation>
    </message>
    <message>
        <source>Random I/O at every block size from 512 bytes to 16 MiB: where the drive reaches its best transfer rate, and how its operations per second fall as blocks grow.</source>
        <translation>Slumpmässig I/O med alla blockstorlekar från 512 byte till 16 MiB: var enheten når sin bästa överföringshastighet, och hur dess operationer per sekund minskar när blocken växer.</translation>
    </message>
    <message>
        <source>Random I/O with 1 to 256 requests in flight: how much parallelism the drive needs to give its best.</source>
        <translation>Slumpmässig I/O med 1 till 256 pågående begäranden: hur mycket parallellitet enheten behöver för att prestera sitt bästa.</translation>
    </message>
    <message>
        <source>Random I/O from 1 to 96 threads: how the drive and the kernel cope with many programs at once.</source>
        <translation>Slumpmässig I/O med 1 till 96 trådar: hur enheten och kärnan klarar många program samtidigt.</translation>
    </message>
    <message>
        <source>Reads the same random blocks twice, with an idle time in between. A hybrid drive (SSHD) or a tiered cache moves hot data to flash meanwhile, so the second pass is much faster.</source>
        <translation>Läser samma slumpmässiga block två gånger, med en vilotid emellan. En hybridenhet (SSHD) eller en nivåindelad cache flyttar under tiden het data till flashminne, så den andra omgången går mycket snabbare.</translation>
    </message>
    <message>
        <source>Checks whether the drive keeps the writes it acknowledged when the power is cut: DriveProof writes numbered records, you pull the plug, and after the restart it checks what survived. A second computer keeps the witness&apos;s record of every acknowledged write; you can also practise on this computer with a simulated drive. It writes to a test file (or, with your confirmation, a partition) and takes a few minutes plus a restart.</source>
        <translation>Kontrollerar om enheten behåller de skrivningar den har kvitterat när strömmen bryts: DriveProof skriver numrerade poster, du drar ur kontakten, och efter omstarten kontrollerar det vad som överlevde. En andra dator håller vittnets register över varje kvitterad skrivning; du kan också öva på denna dator med en simulerad enhet. Testet skriver till en testfil (eller, med din bekräftelse, en partition) och tar några minuter plus en omstart.</translation>
    </message>
    <message numerus="yes">
        <source>%n second(s)</source>
        <extracomment>a duration; %n seconds</extracomment>
        <translation>
            <numerusform>%n sekund</numerusform>
            <numerusform>%n sekunder</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n minute(s)</source>
        <extracomment>a duration, rounded; %n minutes</extracomment>
        <translation>
            <numerusform>%n minut</numerusform>
            <numerusform>%n minuter</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 h %2 min</source>
        <extracomment>a duration, rounded; %1 hours, %2 minutes</extracomment>
        <translation>%1 h %2 min</translation>
    </message>
</context>
<context>
    <name>DriveProof::Gui::TestWindow</name>
    <message>
        <source>Test %1 – DriveProof</source>
        <extracomment>window title; %1 the drive&apos;s name (model)</extracomment>
        <translation>Test av %1 – DriveProof</translation>
    </message>
</context>
<context>
    <name>DriveProof::Gui::TopologyCard</name>
    <message>
        <source>Topology</source>
        <translation>Topologi</translation>
    </message>
    <message>
        <source>Size</source>
        <translation>Storlek</translation>
    </message>
    <message>
        <source>The kernel reports no size: the drive may have no medium inserted.</source>
        <translation>Kärnan rapporterar ingen storlek: enheten kanske saknar medium.</translation>
    </message>
    <message>
        <source>Logical sector</source>
        <translation>Logisk sektor</translation>
    </message>
    <message>
        <source>The smallest unit the drive can address.</source>
        <translation>Den minsta enhet som enheten kan adressera.</translation>
    </message>
    <message>
        <source>Physical sector</source>
        <translation>Fysisk sektor</translation>
    </message>
    <message>
        <source>The unit the drive writes internally. Partitions should start on a multiple of it.</source>
        <translation>Den enhet som enheten skriver internt. Partitioner bör börja på en multipel av den.</translation>
    </message>
    <message>
        <source>Minimum I/O</source>
        <translation>Minsta I/O</translation>
    </message>
    <message>
        <source>Optimal I/O</source>
        <translation>Optimal I/O</translation>
    </message>
    <message>
        <source>not reported</source>
        <translation>rapporteras inte</translation>
    </message>
    <message>
        <source>The drive states no preferred I/O size; most drives do not.</source>
        <translation>Enheten anger ingen föredragen I/O-storlek; de flesta enheter gör inte det.</translation>
    </message>
    <message>
        <source>Alignment offset</source>
        <translation>Justeringsförskjutning</translation>
    </message>
    <message>
        <source>How far sector 0 sits past a physical-sector boundary. Almost always 0.</source>
        <translation>Hur långt efter en gräns för fysiska sektorer sektor 0 ligger. Nästan alltid 0.</translation>
    </message>
    <message>
        <source>What the kernel believes: with &quot;write back&quot; it asks the drive to flush its cache. The drive&apos;s own setting can differ.</source>
        <translation>Vad kärnan tror: med &quot;write back&quot; ber den enheten att tömma sin cache. Enhetens egen inställning kan skilja sig.</translation>
    </message>
    <message>
        <source>Write cache (kernel view)</source>
        <translation>Skrivcache (kärnans bild)</translation>
    </message>
    <message>
        <source>The kernel does not report a write-cache mode for this device.</source>
        <translation>Kärnan rapporterar inget skrivcacheläge för denna enhet.</translation>
    </message>
    <message>
        <source>FUA</source>
        <translation>FUA</translation>
    </message>
    <message>
        <source>Forced Unit Access: the kernel can ask for single writes to reach stable media without flushing the whole cache.</source>
        <translation>Forced Unit Access: kärnan kan begära att enskilda skrivningar når beständigt medium utan att hela cachen töms.</translation>
    </message>
    <message>
        <source>The kernel did not report this value.</source>
        <translation>Kärnan rapporterade inte detta värde.</translation>
    </message>
    <message>
        <source>only its partitions, see Partitions</source>
        <extracomment>&quot;Mounted on&quot; of a whole drive whose partitions (not the drive) are mounted</extracomment>
        <translation>bara dess partitioner, se Partitioner</translation>
    </message>
    <message>
        <source>not mounted</source>
        <translation>inte monterad</translation>
    </message>
    <message>
        <source>Mounted on</source>
        <translation>Monterad på</translation>
    </message>
    <message>
        <source>Held by</source>
        <translation>Hålls av</translation>
    </message>
    <message>
        <source>nothing</source>
        <translation>inget</translation>
    </message>
    <message>
        <source>Device-mapper, RAID or LVM devices stacked on the whole drive.</source>
        <translation>Device-mapper-, RAID- eller LVM-enheter som byggts ovanpå hela enheten.</translation>
    </message>
    <message>
        <source>%1: %2 (in use)</source>
        <extracomment>one LBA format in the list; %1 its number, %2 its sizes and speed</extracomment>
        <translation>%1: %2 (används)</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <extracomment>one LBA format in the list; %1 its number, %2 its sizes and speed</extracomment>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>LBA formats</source>
        <translation>LBA-format</translation>
    </message>
    <message>
        <source>The sector sizes this NVMe namespace can be formatted with, and how fast the drive itself says each is (Identify Namespace). Changing it erases the namespace; DriveProof never does.</source>
        <translation>De sektorstorlekar som denna NVMe-namnrymd kan formateras med, och hur snabb enheten själv säger att var och en är (Identify Namespace). Att byta raderar namnrymden; DriveProof gör det aldrig.</translation>
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
        <translation>Lager</translation>
    </message>
    <message>
        <source>Reaches the drive</source>
        <translation>Når enheten</translation>
    </message>
    <message>
        <source>reading…</source>
        <translation>läser…</translation>
    </message>
    <message>
        <source>yes</source>
        <translation>ja</translation>
    </message>
    <message>
        <source>to the loop device&apos;s backing file</source>
        <translation>ner till loop-enhetens underliggande fil</translation>
    </message>
    <message>
        <source>no: a layer drops it</source>
        <translation>nej: ett lager släpper det</translation>
    </message>
    <message>
        <source>no: the drive does not take it</source>
        <translation>nej: enheten tar inte emot det</translation>
    </message>
    <message>
        <source>unknown</source>
        <translation>okänt</translation>
    </message>
    <message>
        <source>enabled</source>
        <translation>aktiverad</translation>
    </message>
    <message>
        <source>disabled</source>
        <translation>inaktiverad</translation>
    </message>
    <message>
        <source>masked</source>
        <translation>maskerad</translation>
    </message>
    <message>
        <source>not installed</source>
        <translation>inte installerad</translation>
    </message>
    <message>
        <source>%1 (systemd is not running)</source>
        <extracomment>%1 the timer&apos;s state, e.g. &quot;enabled&quot;</extracomment>
        <translation>%1 (systemd körs inte)</translation>
    </message>
    <message>
        <source>fstrim.timer</source>
        <translation>fstrim.timer</translation>
    </message>
    <message>
        <source>From %1:</source>
        <extracomment>heading of one way down the block stack; %1 the device at its top</extracomment>
        <translation>Från %1:</translation>
    </message>
    <message>
        <source>%1: no discard limits shown</source>
        <extracomment>%1 a device and its kind, e.g. &quot;/dev/sda (disk)&quot;</extracomment>
        <translation>%1: inga discard-gränser visas</translation>
    </message>
    <message>
        <source>%1: drops discards</source>
        <extracomment>%1 a device and its kind, e.g. &quot;/dev/mapper/luks-1 (dm-crypt)&quot;</extracomment>
        <translation>%1: släpper discards</translation>
    </message>
    <message>
        <source>%1: passes discards, granularity %2, up to %3</source>
        <extracomment>%1 a device and its kind, %2 discard granularity, %3 largest discard, e.g. &quot;4.0 KiB&quot;, &quot;2.0 GiB&quot;</extracomment>
        <translation>%1: släpper igenom discards, granularitet %2, upp till %3</translation>
    </message>
</context>
<context>
    <name>DriveProof::Gui::UsagePanel</name>
    <message>
        <source>Is it new? %1</source>
        <extracomment>&quot;Is it new?&quot; and the verdict: new, used, possibly reset</extracomment>
        <translation>Är den ny? %1</translation>
    </message>
    <message>
        <source>The rating could not be kept: %1 cannot be written.</source>
        <extracomment>%1 the file DriveProof keeps what it remembers about drives in</extracomment>
        <translation>Värdet kunde inte sparas: %1 går inte att skriva.</translation>
    </message>
    <message>
        <source>Rated &amp;endurance:</source>
        <extracomment>the endurance the maker rates the drive&apos;s model for, in terabytes written</extracomment>
        <translation>Angiven &amp;livslängd:</translation>
    </message>
    <message>
        <source> TBW</source>
        <extracomment>unit after the endurance field: terabytes written</extracomment>
        <translation> TBW</translation>
    </message>
    <message>
        <source>not entered</source>
        <extracomment>shown in the endurance field while no rating is kept for the model</extracomment>
        <translation>inte angivet</translation>
    </message>
    <message>
        <source>&amp;Remember for this model</source>
        <translation>&amp;Kom ihåg för den här modellen</translation>
    </message>
    <message>
        <source>The terabytes written (TBW) the maker&apos;s data sheet rates this model for. Kept for every drive of the same model.</source>
        <translation>De skrivna terabyte (TBW) som tillverkarens datablad anger för modellen. Sparas för varje enhet av samma modell.</translation>
    </message>
</context>
<context>
    <name>DriveProof::Gui::WitnessPage</name>
    <message>
        <source>DriveProof cannot be a witness on %1.</source>
        <extracomment>%1 an address such as 0.0.0.0:7070</extracomment>
        <translation>DriveProof kan inte vara vittne på %1.</translation>
    </message>
    <message>
        <source>%1: run %2 started.</source>
        <extracomment>%1 a time, %2 a short run id</extracomment>
        <translation>%1: körning %2 startade.</translation>
    </message>
    <message>
        <source>%1: run %2 came back.</source>
        <translation>%1: körning %2 kom tillbaka.</translation>
    </message>
    <message>
        <source>%1: run %2 went silent: the estimated power cut.</source>
        <translation>%1: körning %2 tystnade: det uppskattade strömavbrottet.</translation>
    </message>
    <message>
        <source>%1: run %2 stopped on a write error: %3</source>
        <translation>%1: körning %2 stoppades av ett skrivfel: %3</translation>
    </message>
    <message>
        <source>%1: run %2 ended cleanly, without a power cut.</source>
        <translation>%1: körning %2 avslutades korrekt, utan strömavbrott.</translation>
    </message>
    <message>
        <source>%1: the result of run %2 arrived.</source>
        <translation>%1: resultatet av körning %2 kom fram.</translation>
    </message>
    <message>
        <source>%1: refused a connection: %2</source>
        <extracomment>%1 a time, %2 why a connection was refused</extracomment>
        <translation>%1: avvisade en anslutning: %2</translation>
    </message>
    <message>
        <source>%1: the journal cannot be written: %2</source>
        <translation>%1: journalen kan inte skrivas: %2</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>journal damaged</source>
        <translation>journalen skadad</translation>
    </message>
    <message>
        <source>write error</source>
        <translation>skrivfel</translation>
    </message>
    <message>
        <source>ended cleanly</source>
        <translation>avslutades korrekt</translation>
    </message>
    <message>
        <source>silent: power cut?</source>
        <translation>tyst: strömavbrott?</translation>
    </message>
    <message>
        <source>connected, writing</source>
        <translation>ansluten, skriver</translation>
    </message>
    <message>
        <source>connected, preparing</source>
        <translation>ansluten, förbereder</translation>
    </message>
    <message>
        <source>waiting for the writer</source>
        <translation>väntar på skrivaren</translation>
    </message>
    <message>
        <source>%1 (%2 s ago)</source>
        <extracomment>%1 a clock time, %2 seconds ago</extracomment>
        <translation>%1 (för %2 s sedan)</translation>
    </message>
    <message>
        <source>received</source>
        <translation>mottaget</translation>
    </message>
    <message>
        <source>Pairing code %1</source>
        <translation>Parkopplingskod %1</translation>
    </message>
    <message>
        <source>&amp;Stop witness</source>
        <translation>&amp;Stoppa vittnet</translation>
    </message>
    <message>
        <source>&amp;Start witness</source>
        <translation>&amp;Starta vittnet</translation>
    </message>
    <message>
        <source>Listening on port %1. The record of each run is kept in %2.</source>
        <extracomment>%1 a port number, %2 a folder</extracomment>
        <translation>Lyssnar på port %1. Registret för varje körning sparas i %2.</translation>
    </message>
    <message>
        <source>On the computer under test, type one of these witness addresses: %1</source>
        <extracomment>%1 this computer&apos;s addresses with the port, e.g. &quot;192.0.2.7:7070, 10.0.0.2:7070&quot;</extracomment>
        <translation>På datorn som testas, skriv en av dessa vittnesadresser: %1</translation>
    </message>
    <message>
        <source>Not listening.</source>
        <translation>Lyssnar inte.</translation>
    </message>
    <message>
        <source>Power-loss witness – DriveProof</source>
        <translation>Vittne för strömavbrottstest – DriveProof</translation>
    </message>
    <message>
        <source>Be the witness of a power-loss test</source>
        <translation>Var vittne i ett strömavbrottstest</translation>
    </message>
    <message>
        <source>The computer whose drive is tested reports every write its drive acknowledges to this one, over the network. After the power cut, this record shows which acknowledged writes the drive lost. Keep this computer running and its power on during the test.</source>
        <translation>Datorn vars enhet testas rapporterar varje skrivning som dess enhet kvitterar till denna dator, via nätverket. Efter strömavbrottet visar detta register vilka kvitterade skrivningar enheten förlorade. Låt denna dator vara igång och strömförsörjd under testet.</translation>
    </message>
    <message>
        <source>&amp;Listen on:</source>
        <translation>&amp;Lyssna på:</translation>
    </message>
    <message>
        <source>Address and port to listen on</source>
        <translation>Adress och port att lyssna på</translation>
    </message>
    <message>
        <source>0.0.0.0:7070 listens on every network of this computer</source>
        <translation>0.0.0.0:7070 lyssnar på alla nätverk på denna dator</translation>
    </message>
    <message>
        <source>Pairing code</source>
        <translation>Parkopplingskod</translation>
    </message>
    <message>
        <source>&amp;New code</source>
        <translation>&amp;Ny kod</translation>
    </message>
    <message>
        <source>On the computer under test, open the power-loss test and type this computer&apos;s address (port included) and this code. From a terminal: &quot;driveproof-cli powerloss run --witness ADDRESS:PORT&quot;. Instead of this page you may run &quot;driveproof-cli witness&quot; here.</source>
        <translation>På datorn som testas, öppna strömavbrottstestet och skriv in denna dators adress (inklusive port) och denna kod. Från en terminal: &quot;driveproof-cli powerloss run --witness ADDRESS:PORT&quot;. I stället för denna sida kan du köra &quot;driveproof-cli witness&quot; här.</translation>
    </message>
    <message>
        <source>Runs</source>
        <translation>Körningar</translation>
    </message>
    <message>
        <source>Run</source>
        <translation>Körning</translation>
    </message>
    <message>
        <source>Computer</source>
        <translation>Dator</translation>
    </message>
    <message>
        <source>State</source>
        <translation>Tillstånd</translation>
    </message>
    <message>
        <source>Commits</source>
        <translation>Bekräftelser</translation>
    </message>
    <message>
        <source>Silent since</source>
        <extracomment>a column: when the writer went silent, the estimated power cut</extracomment>
        <translation>Tyst sedan</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Resultat</translation>
    </message>
    <message>
        <source>Runs this witness records</source>
        <translation>Körningar som detta vittne registrerar</translation>
    </message>
    <message>
        <source>Last event</source>
        <translation>Senaste händelse</translation>
    </message>
</context>
<context>
    <name>DriveProof::Gui::WriteCacheCard</name>
    <message>
        <source>Write cache</source>
        <translation>Skrivcache</translation>
    </message>
    <message>
        <source>Keep after reboot</source>
        <translation>Behåll efter omstart</translation>
    </message>
    <message>
        <source>A volatile write cache makes writes fast but can lose data that was already acknowledged if power fails. With the cache on, commits are safe only while the kernel sends flushes and the drive obeys them; with it off, every write reaches the media before it is acknowledged.</source>
        <translation>En flyktig skrivcache gör skrivningar snabba men kan förlora data som redan har kvitterats om strömmen bryts. Med cachen påslagen är bekräftelser säkra bara så länge kärnan skickar tömningar och enheten lyder dem; med den avslagen når varje skrivning mediet innan den kvitteras.</translation>
    </message>
    <message>
        <source>Drive&apos;s cache</source>
        <translation>Enhetens cache</translation>
    </message>
    <message>
        <source>reading…</source>
        <translation>läser…</translation>
    </message>
    <message>
        <source>The drive&apos;s setting could not be read; see below.</source>
        <translation>Enhetens inställning kunde inte läsas; se nedan.</translation>
    </message>
    <message>
        <source>Read from</source>
        <translation>Läst från</translation>
    </message>
    <message>
        <source>Kernel view only: there is no drive-level cache that DriveProof could read or switch here.</source>
        <translation>Bara kärnans bild: här finns ingen cache på enhetsnivå som DriveProof kan läsa eller ändra.</translation>
    </message>
    <message>
        <source>This drive has no volatile write cache: every write goes to the media before it is acknowledged. There is nothing to switch.</source>
        <translation>Denna enhet har ingen flyktig skrivcache: varje skrivning når mediet innan den kvitteras. Det finns inget att slå av eller på.</translation>
    </message>
    <message>
        <source>This drive does not allow its write cache setting to be changed. Its maker&apos;s tool may offer a way.</source>
        <translation>Denna enhet tillåter inte att dess skrivcacheinställning ändras. Tillverkarens verktyg kan erbjuda ett sätt.</translation>
    </message>
    <message>
        <source>The drive did not report whether its cache is on, so DriveProof offers no switch.</source>
        <translation>Enheten rapporterade inte om dess cache är påslagen, så DriveProof erbjuder ingen brytare.</translation>
    </message>
    <message>
        <source>does not apply</source>
        <translation>inte tillämpligt</translation>
    </message>
    <message>
        <source>Only a real drive has a cache of its own; see the note below.</source>
        <translation>Bara en verklig enhet har en egen cache; se anmärkningen nedan.</translation>
    </message>
    <message>
        <source>none</source>
        <translation>ingen</translation>
    </message>
    <message>
        <source>The drive has no volatile write cache.</source>
        <translation>Enheten har ingen flyktig skrivcache.</translation>
    </message>
    <message>
        <source>on</source>
        <translation>på</translation>
    </message>
    <message>
        <source>off</source>
        <translation>av</translation>
    </message>
    <message>
        <source>The drive did not report its current setting.</source>
        <translation>Enheten rapporterade inte sin aktuella inställning.</translation>
    </message>
    <message>
        <source>Kernel&apos;s view</source>
        <translation>Kärnans bild</translation>
    </message>
    <message>
        <source>The kernel does not report a write-cache mode for this device.</source>
        <translation>Kärnan rapporterar inget skrivcacheläge för denna enhet.</translation>
    </message>
    <message>
        <source>What the kernel believes (queue/write_cache). With &quot;write back&quot; it asks the drive to flush its cache when a program commits data.</source>
        <translation>Vad kärnan tror (queue/write_cache). Med &quot;write back&quot; ber den enheten att tömma sin cache när ett program bekräftar data.</translation>
    </message>
    <message>
        <source>FUA</source>
        <translation>FUA</translation>
    </message>
    <message>
        <source>The kernel does not say whether it uses Forced Unit Access.</source>
        <translation>Kärnan anger inte om den använder Forced Unit Access.</translation>
    </message>
    <message>
        <source>yes: single writes can be forced to the media</source>
        <translation>ja: enskilda skrivningar kan tvingas till mediet</translation>
    </message>
    <message>
        <source>Forced Unit Access: the kernel can ask for single writes to reach stable media without flushing the whole cache.</source>
        <translation>Forced Unit Access: kärnan kan begära att enskilda skrivningar når beständigt medium utan att hela cachen töms.</translation>
    </message>
    <message>
        <source>%1, re-applied by udisks2 at every boot</source>
        <extracomment>%1 &quot;on&quot; or &quot;off&quot;</extracomment>
        <translation>%1, tillämpas igen av udisks2 vid varje start</translation>
    </message>
    <message>
        <source>%1, saved in the drive</source>
        <extracomment>%1 &quot;on&quot; or &quot;off&quot;</extracomment>
        <translation>%1, sparad i enheten</translation>
    </message>
    <message>
        <source>Saved setting</source>
        <translation>Sparad inställning</translation>
    </message>
    <message>
        <source>The setting the drive gets again after a power cycle.</source>
        <translation>Den inställning som enheten får igen efter en strömcykel.</translation>
    </message>
    <message>
        <source>until the next power cycle, or for good with &quot;Keep after reboot&quot; (udisks2 re-applies it at every boot)</source>
        <translation>till nästa strömcykel, eller permanent med &quot;Behåll efter omstart&quot; (udisks2 tillämpar den igen vid varje start)</translation>
    </message>
    <message>
        <source>until the next power cycle, or for good with &quot;Keep after reboot&quot; (saved in the drive)</source>
        <translation>till nästa strömcykel, eller permanent med &quot;Behåll efter omstart&quot; (sparad i enheten)</translation>
    </message>
    <message>
        <source>until the next power cycle</source>
        <translation>till nästa strömcykel</translation>
    </message>
    <message>
        <source>A change lasts</source>
        <translation>En ändring gäller</translation>
    </message>
    <message>
        <source>Waiting for permission… If a password dialog opened, answer it there.</source>
        <translation>Väntar på behörighet… Om en lösenordsdialog öppnades, svara i den.</translation>
    </message>
    <message>
        <source>Switching…</source>
        <translation>Ändrar…</translation>
    </message>
    <message>
        <source>Done: the drive&apos;s cache is on now (read again from the drive).</source>
        <translation>Klart: enhetens cache är nu påslagen (läst igen från enheten).</translation>
    </message>
    <message>
        <source>Done: the drive&apos;s cache is off now (read again from the drive).</source>
        <translation>Klart: enhetens cache är nu avslagen (läst igen från enheten).</translation>
    </message>
    <message>
        <source>The drive did not take the new setting: its cache is still off.</source>
        <translation>Enheten tog inte emot den nya inställningen: dess cache är fortfarande avslagen.</translation>
    </message>
    <message>
        <source>The drive did not take the new setting: its cache is still on.</source>
        <translation>Enheten tog inte emot den nya inställningen: dess cache är fortfarande påslagen.</translation>
    </message>
    <message>
        <source>Turn the cache off</source>
        <translation>Slå av cachen</translation>
    </message>
    <message>
        <source>Turn the cache on</source>
        <translation>Slå på cachen</translation>
    </message>
    <message>
        <source>Turn the write cache of %1 off</source>
        <extracomment>accessible name of the switch; %1 device path</extracomment>
        <translation>Slå av skrivcachen för %1</translation>
    </message>
    <message>
        <source>Turn the write cache of %1 on</source>
        <extracomment>accessible name of the switch; %1 device path</extracomment>
        <translation>Slå på skrivcachen för %1</translation>
    </message>
    <message>
        <source>Turning the cache off makes commits slower, often many times slower, but safe: acknowledged writes are on the media, even if the drive ignores flushes.</source>
        <translation>Att slå av cachen gör bekräftelser långsammare, ofta många gånger långsammare, men säkra: kvitterade skrivningar finns på mediet, även om enheten ignorerar tömningar.</translation>
    </message>
    <message>
        <source>Turning the cache on makes writes faster. Commits stay safe only while the kernel sends flushes and the drive obeys them.</source>
        <translation>Att slå på cachen gör skrivningar snabbare. Bekräftelser förblir säkra bara så länge kärnan skickar tömningar och enheten lyder dem.</translation>
    </message>
    <message>
        <source>udisks2 stores the setting and applies it again at every boot.</source>
        <translation>udisks2 lagrar inställningen och tillämpar den igen vid varje start.</translation>
    </message>
    <message>
        <source>The drive saves the setting and keeps it across power cycles.</source>
        <translation>Enheten sparar inställningen och behåller den över strömcykler.</translation>
    </message>
    <message>
        <source>Why this matters</source>
        <translation>Därför är det viktigt</translation>
    </message>
</context>
<context>
    <name>DriveProof::Health</name>
    <message>
        <source>The drive&apos;s SMART data could not be assessed: %1.</source>
        <extracomment>%1 the system&apos;s error text</extracomment>
        <translation>Enhetens SMART-data kunde inte bedömas: %1.</translation>
    </message>
    <message>
        <source>The drive&apos;s SMART self-assessment passed, it reports no bad sectors, and no attribute is or was past its threshold.</source>
        <translation>Enhetens SMART-självbedömning godkändes, den rapporterar inga dåliga sektorer, och inget attribut är eller har varit över sitt tröskelvärde.</translation>
    </message>
    <message>
        <source>An attribute that predicts failure was past its threshold in the past. Keep backups and watch this drive.</source>
        <translation>Ett attribut som förutsäger haveri har tidigare varit över sitt tröskelvärde. Behåll säkerhetskopior och håll ett öga på denna enhet.</translation>
    </message>
    <message numerus="yes">
        <source>The drive has %n bad sector(s) (reallocated or waiting to be). Keep backups and check again soon: a growing number means the drive is wearing out.</source>
        <extracomment>%n number of bad sectors</extracomment>
        <translation>
            <numerusform>Enheten har %n dålig sektor (omallokerad eller väntar på att bli det). Behåll säkerhetskopior och kontrollera igen snart: ett växande antal betyder att enheten håller på att slitas ut.</numerusform>
            <numerusform>Enheten har %n dåliga sektorer (omallokerade eller väntar på att bli det). Behåll säkerhetskopior och kontrollera igen snart: ett växande antal betyder att enheten håller på att slitas ut.</numerusform>
        </translation>
    </message>
    <message>
        <source>An attribute that predicts failure is past its threshold now: the drive expects to fail. Back up your data and replace the drive.</source>
        <translation>Ett attribut som förutsäger haveri är nu över sitt tröskelvärde: enheten räknar med att haverera. Säkerhetskopiera dina data och byt ut enheten.</translation>
    </message>
    <message>
        <source>The drive has more bad sectors than its threshold allows. Back up your data and replace the drive.</source>
        <translation>Enheten har fler dåliga sektorer än dess tröskelvärde tillåter. Säkerhetskopiera dina data och byt ut enheten.</translation>
    </message>
    <message>
        <source>The drive&apos;s own SMART self-assessment says it is failing. Back up your data now and replace the drive.</source>
        <translation>Enhetens egen SMART-självbedömning säger att den håller på att gå sönder. Säkerhetskopiera dina data nu och byt ut enheten.</translation>
    </message>
    <message>
        <source>libatasmart gave an assessment this version of DriveProof does not know.</source>
        <translation>libatasmart gav en bedömning som denna version av DriveProof inte känner till.</translation>
    </message>
    <message>
        <source>%1 has no ATA health data: it is not an ATA drive (loop, virtual and NVMe devices have none).</source>
        <extracomment>%1 device</extracomment>
        <translation>%1 har inga ATA-hälsodata: det är inte en ATA-enhet (loop-, virtuella och NVMe-enheter har inga).</translation>
    </message>
    <message>
        <source>The drive in %1 does not support SMART, so it reports no health data.</source>
        <extracomment>%1 device</extracomment>
        <translation>Enheten i %1 stöder inte SMART, så den rapporterar inga hälsodata.</translation>
    </message>
    <message>
        <source>SMART is switched off on this drive, so it reports no health data. DriveProof does not switch it on by itself; &apos;smartctl -s on&apos; does.</source>
        <translation>SMART är avslaget på denna enhet, så den rapporterar inga hälsodata. DriveProof slår inte på det självt; det gör &apos;smartctl -s on&apos;.</translation>
    </message>
    <message>
        <source>%1 reports no ATA SMART data: it is not an ATA drive, or its USB bridge does not pass SMART commands through.</source>
        <extracomment>%1 device or file</extracomment>
        <translation>%1 rapporterar inga ATA SMART-data: det är inte en ATA-enhet, eller så skickar dess USB-brygga inte vidare SMART-kommandon.</translation>
    </message>
    <message>
        <source>Reading SMART data from %1 failed: %2.</source>
        <extracomment>%1 device or file, %2 the system&apos;s error text</extracomment>
        <translation>Det gick inte att läsa SMART-data från %1: %2.</translation>
    </message>
    <message>
        <source>Unexpected power losses (SMART attribute 174)</source>
        <translation>Oväntade strömavbrott (SMART-attribut 174)</translation>
    </message>
    <message>
        <source>Unsafe shutdowns (SMART attribute 192)</source>
        <translation>Osäkra avstängningar (SMART-attribut 192)</translation>
    </message>
    <message>
        <source>Emergency head retracts at power-off (SMART attribute 192)</source>
        <translation>Nödparkeringar av läshuvudet vid avstängning (SMART-attribut 192)</translation>
    </message>
    <message>
        <source>The drive&apos;s answer to SMART RETURN STATUS did not come back (the registers were missing or not a known answer), so its own assessment is unknown; the attributes are shown as read.</source>
        <translation>Enhetens svar på SMART RETURN STATUS kom inte tillbaka (registren saknades eller var inget känt svar), så dess egen bedömning är okänd; attributen visas som de lästes.</translation>
    </message>
    <message>
        <source>%1 is not a libatasmart SMART dump (tagged IDFY / SMST / SMDT / SMTH sections).</source>
        <extracomment>%1 file name</extracomment>
        <translation>%1 är ingen libatasmart SMART-dump (taggade avsnitt IDFY / SMST / SMDT / SMTH).</translation>
    </message>
    <message>
        <source>%1 is a virtual disk (%2) and answers no ATA health commands: the health of the drives behind it can be read on the host.</source>
        <extracomment>%1 device path, %2 who emulates the disk: &quot;QEMU&quot;, &quot;VMware&quot;, &quot;Hyper-V&quot;...</extracomment>
        <translation>%1 är en virtuell disk (%2) och svarar inte på några ATA-hälsokommandon: hälsan hos enheterna bakom den kan läsas på värddatorn.</translation>
    </message>
    <message>
        <source>%1 is a %2 device: it has no health data of its own to read.</source>
        <extracomment>%1 device path, %2 transport such as &quot;virtio&quot; or &quot;loop&quot;</extracomment>
        <translation>%1 är en %2-enhet: den har inga egna hälsodata att läsa.</translation>
    </message>
    <message>
        <source>unknown</source>
        <translation>okänd</translation>
    </message>
    <message>
        <source>The helper&apos;s health reply names no device.</source>
        <translation>Hjälpprogrammets hälsosvar anger ingen enhet.</translation>
    </message>
    <message>
        <source>Critical warning: the spare capacity has fallen below the drive&apos;s threshold.</source>
        <translation>Kritisk varning: reservkapaciteten har sjunkit under enhetens tröskelvärde.</translation>
    </message>
    <message>
        <source>Critical warning: the temperature is outside the drive&apos;s limits.</source>
        <translation>Kritisk varning: temperaturen ligger utanför enhetens gränser.</translation>
    </message>
    <message>
        <source>Critical warning: the drive&apos;s reliability is degraded by media errors or an internal error. Back up its data.</source>
        <translation>Kritisk varning: enhetens tillförlitlighet är försämrad av mediefel eller ett internt fel. Säkerhetskopiera dess data.</translation>
    </message>
    <message>
        <source>Critical warning: the drive has made its media read-only. Copy its data elsewhere.</source>
        <translation>Kritisk varning: enheten har gjort sitt medium skrivskyddat. Kopiera dess data någon annanstans.</translation>
    </message>
    <message>
        <source>Critical warning: the backup for the drive&apos;s volatile memory has failed, so cached writes may be lost at a power cut.</source>
        <translation>Kritisk varning: reservkraften för enhetens flyktiga minne har slutat fungera, så cachade skrivningar kan förloras vid ett strömavbrott.</translation>
    </message>
    <message>
        <source>Critical warning: the drive&apos;s persistent memory region has become read-only.</source>
        <translation>Kritisk varning: enhetens beständiga minnesregion har blivit skrivskyddad.</translation>
    </message>
    <message>
        <source>Critical warning: bit %1, which this version of DriveProof does not know, is set.</source>
        <extracomment>%1 bit number of the NVMe critical warning byte</extracomment>
        <translation>Kritisk varning: bit %1, som denna version av DriveProof inte känner till, är satt.</translation>
    </message>
    <message>
        <source>Only %L1% spare capacity is left, below the drive&apos;s threshold of %L2%.</source>
        <extracomment>%1 spare capacity left in percent, %2 the drive&apos;s threshold in percent</extracomment>
        <translation>Bara %L1 % reservkapacitet återstår, under enhetens tröskelvärde på %L2 %.</translation>
    </message>
    <message>
        <source>The drive has used %L1% of its rated endurance: it has taken more writes than it was designed for.</source>
        <extracomment>%1 percentage of the rated endurance used, 100 or more</extracomment>
        <translation>Enheten har förbrukat %L1 % av sin beräknade uthållighet: den har tagit emot fler skrivningar än den konstruerades för.</translation>
    </message>
    <message>
        <source>The drive has used %L1% of its rated endurance.</source>
        <extracomment>%1 percentage of the rated endurance used</extracomment>
        <translation>Enheten har förbrukat %L1 % av sin beräknade uthållighet.</translation>
    </message>
    <message numerus="yes">
        <source>The drive has recorded %Ln media or data integrity error(s).</source>
        <extracomment>%n number of errors (counts beyond the int range are shown as the int maximum)</extracomment>
        <translation>
            <numerusform>Enheten har registrerat %Ln medie- eller dataintegritetsfel.</numerusform>
            <numerusform>Enheten har registrerat %Ln medie- eller dataintegritetsfel.</numerusform>
        </translation>
    </message>
    <message>
        <source>The drive is at %L1 °C, at or above its critical temperature of %L2 °C.</source>
        <extracomment>%1 current temperature in °C, %2 the drive&apos;s critical limit in °C</extracomment>
        <translation>Enheten håller %L1 °C, vid eller över sin kritiska temperatur på %L2 °C.</translation>
    </message>
    <message>
        <source>The drive is at %L1 °C, at or above its warning temperature of %L2 °C.</source>
        <extracomment>%1 current temperature in °C, %2 the drive&apos;s warning limit in °C</extracomment>
        <translation>Enheten håller %L1 °C, vid eller över sin varningstemperatur på %L2 °C.</translation>
    </message>
    <message>
        <source>The drive is at %L1 °C, at or above %L2 °C, where most drives slow down to cool off.</source>
        <extracomment>%1 current temperature in °C, %2 a generic limit in °C</extracomment>
        <translation>Enheten håller %L1 °C, vid eller över %L2 °C, där de flesta enheter saktar ner för att svalna.</translation>
    </message>
    <message>
        <source>The NVMe health log reports no problems.</source>
        <translation>NVMe-hälsologgen rapporterar inga problem.</translation>
    </message>
    <message>
        <source>The helper&apos;s health reply has a reason without a code. Restart DriveProof after an update.</source>
        <translation>Hjälpprogrammets hälsosvar innehåller en orsak utan kod. Starta om DriveProof efter en uppdatering.</translation>
    </message>
    <message>
        <source>The helper&apos;s health reply has reasons in a form this version does not read. Restart DriveProof after an update.</source>
        <translation>Hjälpprogrammets hälsosvar innehåller orsaker i en form som denna version inte kan läsa. Starta om DriveProof efter en uppdatering.</translation>
    </message>
    <message>
        <source>Reason %1 (%2)</source>
        <extracomment>a reason this version does not know (from a newer helper); %1 its code, %2 its arguments</extracomment>
        <translation>Orsak %1 (%2)</translation>
    </message>
    <message>
        <source>Rate of errors while reading; the raw value&apos;s meaning is the maker&apos;s own.</source>
        <translation>Felfrekvens vid läsning; vad råvärdet betyder bestämmer tillverkaren.</translation>
    </message>
    <message>
        <source>Time the platters take to reach full speed.</source>
        <translation>Tid det tar för skivorna att nå full hastighet.</translation>
    </message>
    <message>
        <source>Times the spindle started and stopped.</source>
        <translation>Antal gånger motorn startade och stannade.</translation>
    </message>
    <message>
        <source>Sectors found bad and replaced by spares; a new drive has 0.</source>
        <translation>Sektorer som visade sig trasiga och ersattes med reserver; en ny enhet har 0.</translation>
    </message>
    <message>
        <source>Rate of head positioning errors; the raw value&apos;s meaning is the maker&apos;s own.</source>
        <translation>Felfrekvens vid huvudpositionering; vad råvärdet betyder bestämmer tillverkaren.</translation>
    </message>
    <message>
        <source>Hours the drive has been powered on.</source>
        <translation>Timmar som enheten har varit påslagen.</translation>
    </message>
    <message>
        <source>Times the spindle needed more than one try to spin up.</source>
        <translation>Antal gånger motorn behövde mer än ett försök för att starta.</translation>
    </message>
    <message>
        <source>Times the drive was switched on.</source>
        <translation>Antal gånger enheten slogs på.</translation>
    </message>
    <message>
        <source>How worn the flash is (erase cycles); the normalised value falls as it wears.</source>
        <translation>Hur slitet flashminnet är (raderingscykler); det normaliserade värdet sjunker med slitaget.</translation>
    </message>
    <message>
        <source>Times power was lost without the host telling the drive first.</source>
        <translation>Antal gånger strömmen försvann utan att datorn först meddelade enheten.</translation>
    </message>
    <message>
        <source>Blocks that went bad while in use.</source>
        <translation>Block som blev trasiga under användning.</translation>
    </message>
    <message>
        <source>Data corrupted between the host interface and the media, inside the drive.</source>
        <translation>Data som förvanskades inne i enheten, mellan gränssnittet och mediet.</translation>
    </message>
    <message>
        <source>Reads the drive could not correct and reported as errors.</source>
        <translation>Läsningar som enheten inte kunde rätta och rapporterade som fel.</translation>
    </message>
    <message>
        <source>Commands that timed out, often from cabling or power trouble.</source>
        <translation>Kommandon som fick tidsgräns, ofta på grund av kabel- eller strömproblem.</translation>
    </message>
    <message>
        <source>Temperature of the air around the drive.</source>
        <translation>Temperatur på luften runt enheten.</translation>
    </message>
    <message>
        <source>Times the heads were parked in an emergency because power went away.</source>
        <translation>Antal gånger huvudena nödparkerades för att strömmen försvann.</translation>
    </message>
    <message>
        <source>Times the heads were parked and loaded again.</source>
        <translation>Antal gånger huvudena parkerades och laddades igen.</translation>
    </message>
    <message>
        <source>Temperature of the drive.</source>
        <translation>Enhetens temperatur.</translation>
    </message>
    <message>
        <source>Times sectors were moved to spares.</source>
        <translation>Antal gånger sektorer flyttades till reserven.</translation>
    </message>
    <message>
        <source>Sectors that could not be read and wait to be rewritten or replaced.</source>
        <translation>Sektorer som inte kunde läsas och väntar på att skrivas om eller ersättas.</translation>
    </message>
    <message>
        <source>Sectors the drive&apos;s own scan could not read.</source>
        <translation>Sektorer som enhetens egen genomsökning inte kunde läsa.</translation>
    </message>
    <message>
        <source>Transfers garbled on the cable; a count that grows means a bad cable or connector, not a bad drive.</source>
        <translation>Överföringar som förvanskades i kabeln; en växande räknare tyder på en dålig kabel eller kontakt, inte en dålig enhet.</translation>
    </message>
    <message>
        <source>Amount written to the drive, in the maker&apos;s units (often 512-byte sectors).</source>
        <translation>Mängd som skrivits till enheten, i tillverkarens enheter (ofta sektorer på 512 byte).</translation>
    </message>
    <message>
        <source>Amount read from the drive, in the maker&apos;s units (often 512-byte sectors).</source>
        <translation>Mängd som lästs från enheten, i tillverkarens enheter (ofta sektorer på 512 byte).</translation>
    </message>
    <message>
        <source>Defined by the drive&apos;s maker; its meaning differs between models.</source>
        <translation>Bestäms av enhetens tillverkare; betydelsen skiljer sig mellan modeller.</translation>
    </message>
    <message>
        <source>%1 °C (lowest %2, highest %3)</source>
        <extracomment>a drive temperature and the range it has seen; %1 now, %2 lowest, %3 highest</extracomment>
        <translation>%1 °C (lägst %2, högst %3)</translation>
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
        <translation>%1 h</translation>
    </message>
    <message>
        <source>%1 has %2 bytes instead of 512.</source>
        <translation>%1 har %2 byte i stället för 512.</translation>
    </message>
    <message>
        <source>The drive returned no SCT Status.</source>
        <translation>Enheten returnerade ingen SCT-status.</translation>
    </message>
    <message>
        <source>%1 is behind a USB bridge (%2, driver %3) that does not pass ATA commands through (SAT), so the drive&apos;s SMART records cannot be read over it. Connect the drive by SATA to read them.</source>
        <extracomment>%1 device path, %2 the USB bridge&apos;s name as it answers INQUIRY, %3 the USB driver (&quot;uas&quot; or &quot;usb-storage&quot;)</extracomment>
        <translation>%1 sitter bakom en USB-brygga (%2, drivrutin %3) som inte släpper igenom ATA-kommandon (SAT), så enhetens SMART-uppgifter kan inte läsas genom den. Anslut enheten via SATA för att läsa dem.</translation>
    </message>
    <message>
        <source>%1%</source>
        <extracomment>a percentage; %1 the number, e.g. &quot;42.2&quot;
----------
a percentage; %1 the number, e.g. &quot;97&quot;</extracomment>
        <translation>%1 %</translation>
    </message>
    <message>
        <source>Attribute %1 (%2) counts %3. Of the hard drives Backblaze saw fail, %4 had it above zero, against %5 of those still working (%6).</source>
        <extracomment>%1 attribute number, %2 its name, %3 its raw count, %4 and %5 percentages, %6 the study it comes from</extracomment>
        <translation>Attribut %1 (%2) räknar %3. Av hårddiskarna som gick sönder hos Backblaze hade %4 det över noll, mot %5 av dem som fortfarande fungerade (%6).</translation>
    </message>
    <message>
        <source>In Google&apos;s fleet, drives were %1 times as likely to fail within 60 days after the first such event (%2).</source>
        <extracomment>%1 how many times, e.g. &quot;14&quot;, %2 the study it comes from</extracomment>
        <translation>I Googles bestånd var det %1 gånger så troligt att enheter gick sönder inom 60 dagar efter den första sådana händelsen (%2).</translation>
    </message>
    <message>
        <source>Pre-fail</source>
        <extracomment>SMART attribute type: its failure predicts the drive&apos;s failure</extracomment>
        <translation>Förfel</translation>
    </message>
    <message>
        <source>Old-age</source>
        <translation>Åldrande</translation>
    </message>
    <message>
        <source>Always</source>
        <extracomment>SMART attribute: updated while the drive works / only by off-line scans</extracomment>
        <translation>Alltid</translation>
    </message>
    <message>
        <source>Offline</source>
        <translation>Offline</translation>
    </message>
    <message>
        <source>Errors the drive logged over its life; each one is a command that failed.</source>
        <translation>Fel som enheten har loggat under sin livstid; vart och ett är ett kommando som misslyckades.</translation>
    </message>
    <message>
        <source>%1 °C (lifetime %2 to %3 °C)</source>
        <extracomment>%1 temperature now, %2 lowest and %3 highest the drive ever had</extracomment>
        <translation>%1 °C (livstid %2 till %3 °C)</translation>
    </message>
    <message>
        <source>The drive&apos;s temperature and its lifetime range, from its SCT Status.</source>
        <translation>Enhetens temperatur och dess intervall under livstiden, från dess SCT-status.</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <extracomment>NVMe data units and what they make; %1 the count, %2 e.g. &quot;6.3 TB&quot;</extracomment>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>%1 min</source>
        <extracomment>a duration; %1 the number of minutes</extracomment>
        <translation>%1 min</translation>
    </message>
    <message>
        <source>%1 s</source>
        <extracomment>a duration; %1 the number of seconds</extracomment>
        <translation>%1 s</translation>
    </message>
    <message>
        <source>Problems the drive flags itself (spare, temperature, reliability, read-only, backup); 0 means none.</source>
        <translation>Problem som enheten själv flaggar (reserv, temperatur, tillförlitlighet, skrivskydd, säkerhetskopia); 0 betyder inga.</translation>
    </message>
    <message>
        <source>The drive&apos;s overall temperature.</source>
        <translation>Enhetens samlade temperatur.</translation>
    </message>
    <message>
        <source>%1 (threshold %2)</source>
        <translation>%1 (tröskel %2)</translation>
    </message>
    <message>
        <source>Reserve flash left for replacing worn blocks; the drive warns below the threshold.</source>
        <translation>Kvarvarande flashreserv för att ersätta utslitna block; under tröskeln varnar enheten.</translation>
    </message>
    <message>
        <source>The maker&apos;s estimate of the rated life used; it can pass 100%.</source>
        <translation>Tillverkarens uppskattning av förbrukad nominell livslängd; kan gå över 100 %.</translation>
    </message>
    <message>
        <source>The same kind of warnings for the drive&apos;s endurance groups; 0 means none.</source>
        <translation>Samma sorts varningar för enhetens uthållighetsgrupper; 0 betyder inga.</translation>
    </message>
    <message>
        <source>Amount the host read, in units of 512,000 bytes.</source>
        <translation>Mängd som datorn läst, i enheter om 512 000 byte.</translation>
    </message>
    <message>
        <source>Amount the host wrote, in units of 512,000 bytes.</source>
        <translation>Mängd som datorn skrivit, i enheter om 512 000 byte.</translation>
    </message>
    <message>
        <source>Read commands the drive completed.</source>
        <translation>Läskommandon som enheten slutfört.</translation>
    </message>
    <message>
        <source>Write commands the drive completed.</source>
        <translation>Skrivkommandon som enheten slutfört.</translation>
    </message>
    <message>
        <source>Minutes the drive was busy with commands.</source>
        <translation>Minuter som enheten var upptagen med kommandon.</translation>
    </message>
    <message>
        <source>Data the drive could not read or write correctly.</source>
        <translation>Data som enheten inte kunde läsa eller skriva korrekt.</translation>
    </message>
    <message>
        <source>Entries in the drive&apos;s error log over its life; many are harmless rejected commands.</source>
        <translation>Poster i enhetens fellogg under livstiden; många är ofarliga avvisade kommandon.</translation>
    </message>
    <message>
        <source>Minutes spent above the drive&apos;s warning temperature.</source>
        <translation>Minuter över enhetens varningstemperatur.</translation>
    </message>
    <message>
        <source>Minutes spent above the drive&apos;s critical temperature.</source>
        <translation>Minuter över enhetens kritiska temperatur.</translation>
    </message>
    <message>
        <source>Temperature of one sensor inside the drive.</source>
        <translation>Temperatur från en givare inne i enheten.</translation>
    </message>
    <message>
        <source>Times the drive slowed itself down lightly to cool off.</source>
        <translation>Antal gånger enheten bromsade sig själv lätt för att svalna.</translation>
    </message>
    <message>
        <source>Times the drive slowed itself down hard to cool off.</source>
        <translation>Antal gånger enheten bromsade sig själv kraftigt för att svalna.</translation>
    </message>
    <message>
        <source>Seconds spent slowed down lightly for heat.</source>
        <translation>Sekunder lätt nedbromsad på grund av värme.</translation>
    </message>
    <message>
        <source>Seconds spent slowed down hard for heat.</source>
        <translation>Sekunder kraftigt nedbromsad på grund av värme.</translation>
    </message>
    <message>
        <source>ID</source>
        <extracomment>column titles of the SMART attribute table, as smartctl and GNOME Disks name them</extracomment>
        <translation>ID</translation>
    </message>
    <message>
        <source>Attribute</source>
        <translation>Attribut</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>Värde</translation>
    </message>
    <message>
        <source>Worst</source>
        <translation>Sämsta</translation>
    </message>
    <message>
        <source>Threshold</source>
        <translation>Tröskel</translation>
    </message>
    <message>
        <source>Type</source>
        <translation>Typ</translation>
    </message>
    <message>
        <source>Updated</source>
        <translation>Uppdateras</translation>
    </message>
    <message>
        <source>When failed</source>
        <translation>När fel</translation>
    </message>
    <message>
        <source>Raw value</source>
        <translation>Råvärde</translation>
    </message>
    <message>
        <source>Meaning</source>
        <translation>Betydelse</translation>
    </message>
    <message>
        <source>Self-test</source>
        <translation>Självtest</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Resultat</translation>
    </message>
    <message>
        <source>Power-on hours</source>
        <translation>Drifttimmar</translation>
    </message>
    <message>
        <source>First failing sector</source>
        <translation>Första felande sektor</translation>
    </message>
    <message>
        <source>Self-test log: empty.</source>
        <translation>Självtestlogg: tom.</translation>
    </message>
    <message>
        <source>The drive, or the bridge in front of it, refused: %1.</source>
        <extracomment>%1 a list of ATA or NVMe commands, e.g. &quot;SMART READ LOG 06h&quot;</extracomment>
        <translation>Enheten, eller bryggan framför den, vägrade: %1.</translation>
    </message>
    <message>
        <source>Failing now</source>
        <extracomment>a SMART attribute at or below its threshold now</extracomment>
        <translation>Fallerar nu</translation>
    </message>
    <message>
        <source>Failed in the past</source>
        <extracomment>a SMART attribute that reached its threshold once</extracomment>
        <translation>Fallerade tidigare</translation>
    </message>
    <message>
        <source>The data %1 returned could not be decoded: %2</source>
        <extracomment>%1 device path, %2 what is wrong with the data</extracomment>
        <translation>Data som %1 returnerade kunde inte avkodas: %2</translation>
    </message>
    <message>
        <source>The NVMe self-test log has %1 bytes instead of %2.</source>
        <translation>NVMe-självtestloggen har %1 byte i stället för %2.</translation>
    </message>
    <message>
        <source>The drive in %1 does not offer a conveyance self-test.</source>
        <extracomment>%1 device path</extracomment>
        <translation>Enheten i %1 erbjuder inget transportsjälvtest.</translation>
    </message>
    <message>
        <source>The drive in %1 does not offer self-tests.</source>
        <extracomment>%1 device path</extracomment>
        <translation>Enheten i %1 erbjuder inga självtest.</translation>
    </message>
    <message>
        <source>A self-test is already running on %1 (%2% done): wait for it, or abort it first.</source>
        <extracomment>%1 device path, %2 how far the running test is, in percent</extracomment>
        <translation>Ett självtest pågår redan på %1 (%2 % klart): vänta tills det är klart eller avbryt det först.</translation>
    </message>
    <message>
        <source>A DriveProof test is running on %1: a self-test now would disturb it. Start the self-test when the test is done.</source>
        <extracomment>%1 device path</extracomment>
        <translation>Ett DriveProof-test pågår på %1: ett självtest nu skulle störa det. Starta självtestet när testet är klart.</translation>
    </message>
    <message>
        <source>%1 takes no self-test commands.</source>
        <extracomment>%1 device path</extracomment>
        <translation>%1 tar inte emot självtestkommandon.</translation>
    </message>
    <message>
        <source>Off-line scan</source>
        <extracomment>kind of drive self-test</extracomment>
        <translation>Offline-genomsökning</translation>
    </message>
    <message>
        <source>Short</source>
        <extracomment>kind of drive self-test</extracomment>
        <translation>Kort</translation>
    </message>
    <message>
        <source>Extended</source>
        <extracomment>kind of drive self-test</extracomment>
        <translation>Utökat</translation>
    </message>
    <message>
        <source>Conveyance</source>
        <extracomment>kind of drive self-test</extracomment>
        <translation>Transport</translation>
    </message>
    <message>
        <source>Selective</source>
        <extracomment>kind of drive self-test: only the ranges of sectors the host chose</extracomment>
        <translation>Selektivt</translation>
    </message>
    <message>
        <source>Vendor specific</source>
        <extracomment>kind of drive self-test</extracomment>
        <translation>Tillverkarspecifikt</translation>
    </message>
    <message>
        <source>Completed without error</source>
        <translation>Slutfört utan fel</translation>
    </message>
    <message>
        <source>Aborted by the host</source>
        <translation>Avbrutet av datorn</translation>
    </message>
    <message>
        <source>Interrupted by a reset</source>
        <translation>Avbrutet av en återställning</translation>
    </message>
    <message>
        <source>Could not complete: fatal error</source>
        <translation>Kunde inte slutföras: allvarligt fel</translation>
    </message>
    <message>
        <source>Failed (part unknown)</source>
        <translation>Misslyckades (okänd del)</translation>
    </message>
    <message>
        <source>Failed: electrical part</source>
        <translation>Misslyckades: elektrisk del</translation>
    </message>
    <message>
        <source>Failed: servo or seek</source>
        <translation>Misslyckades: servo eller sökning</translation>
    </message>
    <message>
        <source>Failed: read error</source>
        <translation>Misslyckades: läsfel</translation>
    </message>
    <message>
        <source>Failed: suspected handling damage</source>
        <translation>Misslyckades: misstänkt hanteringsskada</translation>
    </message>
    <message>
        <source>In progress</source>
        <translation>Pågår</translation>
    </message>
    <message>
        <source>Unknown status %1</source>
        <extracomment>%1 a status number the standard reserves</extracomment>
        <translation>Okänd status %1</translation>
    </message>
    <message>
        <source>Aborted: a namespace was removed</source>
        <translation>Avbrutet: en namnrymd togs bort</translation>
    </message>
    <message>
        <source>Aborted: the drive was formatted</source>
        <translation>Avbrutet: enheten formaterades</translation>
    </message>
    <message>
        <source>Failed in segment %1</source>
        <extracomment>%1 the number of the test segment that failed</extracomment>
        <translation>Misslyckades i segment %1</translation>
    </message>
    <message>
        <source>Aborted for an unknown reason</source>
        <translation>Avbrutet av okänd anledning</translation>
    </message>
    <message>
        <source>Aborted: the drive was sanitized</source>
        <translation>Avbrutet: enheten sanerades</translation>
    </message>
    <message>
        <source>Looks new: %1 power-on hours, %2 power cycles, %3 written.</source>
        <extracomment>%1 power-on hours, %2 power cycles, %3 amount written (&quot;1.2 GB&quot;)</extracomment>
        <translation>Ser ny ut: %1 drifttimmar, %2 strömcykler, %3 skrivet.</translation>
    </message>
    <message>
        <source>Used before: %1 power-on hours, %2 power cycles, %3 written. A drive sold as new has a few hours from the factory at most.</source>
        <extracomment>%1 power-on hours, %2 power cycles, %3 amount written (&quot;12 TB&quot;)</extracomment>
        <translation>Redan använd: %1 drifttimmar, %2 strömcykler, %3 skrivet. En enhet som säljs som ny har högst några timmar från fabriken.</translation>
    </message>
    <message>
        <source>The drive counts 0 power-on hours but %1 written: its counters may have been reset.</source>
        <extracomment>%1 amount written (&quot;12 TB&quot;)</extracomment>
        <translation>Enheten räknar 0 drifttimmar men %1 skrivet: dess räknare kan ha nollställts.</translation>
    </message>
    <message>
        <source>The drive counts %1 power cycles in %2 power-on hours, more than those hours can hold: its counters may have been reset.</source>
        <extracomment>%1 power cycles, %2 power-on hours</extracomment>
        <translation>Enheten räknar %1 strömcykler på %2 drifttimmar, fler än de timmarna rymmer: dess räknare kan ha nollställts.</translation>
    </message>
    <message>
        <source>%1 written of the %2 the maker rates this model for (%3%).</source>
        <extracomment>%1 amount written, %2 the rated endurance (&quot;600 TB&quot;), %3 percent of it</extracomment>
        <translation>%1 skrivet av de %2 som tillverkaren anger för modellen (%3 %).</translation>
    </message>
    <message>
        <source>Since DriveProof first read it (%1): %2 hours, %3 written.</source>
        <extracomment>%1 the date DriveProof first read the drive, %2 hours since, %3 amount written since</extracomment>
        <translation>Sedan DriveProof först läste den (%1): %2 timmar, %3 skrivet.</translation>
    </message>
    <message>
        <source>new</source>
        <extracomment>is the drive new? the verdict</extracomment>
        <translation>ny</translation>
    </message>
    <message>
        <source>used</source>
        <extracomment>is the drive new? the verdict</extracomment>
        <translation>använd</translation>
    </message>
    <message>
        <source>possibly reset</source>
        <extracomment>is the drive new? the verdict: its counters contradict each other</extracomment>
        <translation>möjligen nollställd</translation>
    </message>
    <message>
        <source>Identify Namespace is too short (%1 bytes) for its LBA formats.</source>
        <extracomment>%1 bytes received</extracomment>
        <translation>Identify Namespace är för kort (%1 byte) för sina LBA-format.</translation>
    </message>
    <message>
        <source>Identify Namespace lists more LBA formats (%1) than there can be (%2).</source>
        <extracomment>%1 how many LBA formats the drive claims, %2 the most there can be</extracomment>
        <translation>Identify Namespace listar fler LBA-format (%1) än det kan finnas (%2).</translation>
    </message>
    <message>
        <source>Identify Namespace says LBA format %1 is in use, but lists formats 0 to %2 only.</source>
        <extracomment>%1 the number of the format in use, %2 the highest number the drive lists</extracomment>
        <translation>Identify Namespace säger att LBA-format %1 används men listar bara format 0 till %2.</translation>
    </message>
    <message>
        <source>In use: LBA format %1, sectors of %2 bytes with %3 bytes of metadata, which the drive marks as &quot;%4&quot;.</source>
        <extracomment>%1 LBA format number, %2 bytes per sector, %3 metadata bytes per sector, %4 how fast the drive says the format is (&quot;best&quot;, &quot;better&quot;, &quot;good&quot;, &quot;degraded&quot;)</extracomment>
        <translation>Används: LBA-format %1, sektorer på %2 byte med %3 byte metadata, som enheten märker som ”%4”.</translation>
    </message>
    <message>
        <source>The drive offers %5-byte sectors marked &quot;%6&quot;, faster than the %2-byte ones in use (&quot;%3&quot;). Switching means reformatting the namespace, which erases everything on it: nvme format %1 --lbaf=%4 — DriveProof never does this.</source>
        <extracomment>%1 device (/dev/nvme0n1), %2 bytes per sector in use, %3 how fast the drive marks the format in use, %4 the faster format&apos;s number, %5 its bytes per sector, %6 how fast the drive marks it. The command stays as it is.</extracomment>
        <translation>Enheten erbjuder sektorer på %5 byte märkta ”%6”, snabbare än de använda på %2 byte (”%3”). Att byta innebär att formatera om namnrymden, vilket raderar allt på den: nvme format %1 --lbaf=%4 — DriveProof gör det aldrig.</translation>
    </message>
    <message>
        <source>None of the LBA formats the drive offers (%1) is marked faster than the one in use.</source>
        <extracomment>%1 how many LBA formats the drive offers (2 or more)</extracomment>
        <translation>Inget av de LBA-format som enheten erbjuder (%1) är märkt som snabbare än det som används.</translation>
    </message>
    <message>
        <source>The namespace offers only the LBA format in use.</source>
        <translation>Namnrymden erbjuder bara det LBA-format som används.</translation>
    </message>
    <message>
        <source>LBA format %1 carries %2 bytes of metadata per sector; only software that handles metadata (end-to-end protection) uses it.</source>
        <extracomment>%1 LBA format number, %2 metadata bytes per sector</extracomment>
        <translation>LBA-format %1 bär %2 byte metadata per sektor; bara programvara som hanterar metadata (skydd hela vägen) använder dem.</translation>
    </message>
    <message>
        <source>LBA format note %1 (%2)</source>
        <extracomment>a finding this version does not know; %1 its code, %2 its arguments</extracomment>
        <translation>Anmärkning om LBA-format %1 (%2)</translation>
    </message>
    <message>
        <source>best</source>
        <comment>LBA format performance</comment>
        <extracomment>how fast the drive says an LBA format is: the fastest of four grades</extracomment>
        <translation>bäst</translation>
    </message>
    <message>
        <source>better</source>
        <comment>LBA format performance</comment>
        <extracomment>how fast the drive says an LBA format is: the second of four grades</extracomment>
        <translation>bättre</translation>
    </message>
    <message>
        <source>good</source>
        <comment>LBA format performance</comment>
        <extracomment>how fast the drive says an LBA format is: the third of four grades</extracomment>
        <translation>bra</translation>
    </message>
    <message>
        <source>degraded</source>
        <comment>LBA format performance</comment>
        <extracomment>how fast the drive says an LBA format is: the slowest of four grades</extracomment>
        <translation>försämrad</translation>
    </message>
    <message>
        <source>not available</source>
        <extracomment>an LBA format the drive lists but does not offer now</extracomment>
        <translation>inte tillgängligt</translation>
    </message>
    <message>
        <source>%1 bytes, %2</source>
        <extracomment>%1 bytes per sector, %2 how fast the drive says it is</extracomment>
        <translation>%1 byte, %2</translation>
    </message>
    <message>
        <source>%1 bytes + %2 bytes metadata, %3</source>
        <extracomment>%1 bytes per sector, %2 metadata bytes per sector, %3 how fast the drive says it is</extracomment>
        <translation>%1 byte + %2 byte metadata, %3</translation>
    </message>
    <message>
        <source>%1 % left</source>
        <extracomment>%1 percent of the drive&apos;s rated life that is left</extracomment>
        <translation>%1 % kvar</translation>
    </message>
    <message>
        <source>%1 % used</source>
        <extracomment>%1 percent of the drive&apos;s rated life that is used</extracomment>
        <translation>%1 % förbrukat</translation>
    </message>
    <message>
        <source>Attribute %1 (%2) is at %3, at or below its threshold of %4: the part it watches is worn out or failing, though the drive does not count it as a failure prediction.</source>
        <extracomment>%1 attribute number, %2 its name, %3 its value now, %4 the threshold</extracomment>
        <translation>Attribut %1 (%2) står på %3, på eller under sitt tröskelvärde %4: delen som det övervakar är utsliten eller på väg att gå sönder, även om enheten inte räknar det som en haveriförutsägelse.</translation>
    </message>
    <message>
        <source>Error log: the latest error happened at power-on hour %1.</source>
        <extracomment>%1 a power-on hour</extracomment>
        <translation>Fellogg: det senaste felet inträffade vid %1 drifttimmar.</translation>
    </message>
    <message>
        <source>Self-test log: the latest self-test ran at power-on hour %1.</source>
        <extracomment>%1 a power-on hour</extracomment>
        <translation>Självtestlogg: det senaste självtestet kördes vid %1 drifttimmar.</translation>
    </message>
    <message>
        <source>The error log has an error at power-on hour %1, but the power-on counter says %2 hours: the counter went back (reset, or run over), so it does not say how long the drive was used.</source>
        <extracomment>%1 the power-on hour the log stamped, %2 the power-on hours the counter says</extracomment>
        <translation>Felloggen har ett fel vid %1 drifttimmar, men drifttimräknaren visar %2 timmar: räknaren har gått bakåt (nollställts eller slagit runt), så den säger inte hur länge enheten har använts.</translation>
    </message>
    <message>
        <source>The self-test log has a test at power-on hour %1, but the power-on counter says %2 hours: the counter went back (reset, or run over), so it does not say how long the drive was used.</source>
        <extracomment>%1 the power-on hour the log stamped, %2 the power-on hours the counter says</extracomment>
        <translation>Självtestloggen har ett test vid %1 drifttimmar, men drifttimräknaren visar %2 timmar: räknaren har gått bakåt (nollställts eller slagit runt), så den säger inte hur länge enheten har använts.</translation>
    </message>
    <message>
        <source>The FARM log counts %1 power-on hours, but the SMART counter says %2: the SMART counter was reset, and the drive has been used for at least %1 hours.</source>
        <extracomment>%1 power-on hours in the FARM log, %2 power-on hours of the SMART counter</extracomment>
        <translation>FARM-loggen räknar %1 drifttimmar, men SMART-räknaren visar %2: SMART-räknaren har nollställts, och enheten har använts i minst %1 timmar.</translation>
    </message>
    <message>
        <source>The FARM log&apos;s spindle hours (%1) exceed its power-on hours (%2): its power-on hours were reset too.</source>
        <extracomment>%1 spindle hours, %2 power-on hours, both from the FARM log</extracomment>
        <translation>FARM-loggens rotationstimmar för motorn (%1) överstiger dess drifttimmar (%2): även dess drifttimmar har nollställts.</translation>
    </message>
    <message>
        <source>The FARM log&apos;s head-flight hours (%1) exceed its power-on hours (%2): its power-on hours were reset too.</source>
        <extracomment>%1 head-flight hours, %2 power-on hours, both from the FARM log</extracomment>
        <translation>FARM-loggens flygtimmar för huvudena (%1) överstiger dess drifttimmar (%2): även dess drifttimmar har nollställts.</translation>
    </message>
    <message>
        <source>FARM log: %1 power-on hours, %2 spindle hours, %3 head-flight hours; assembled in week %4 of %5.</source>
        <extracomment>%1 power-on, %2 spindle, %3 head-flight hours; the drive was assembled in week %4 of the year %5 (e.g. &quot;17&quot;, &quot;2025&quot;)</extracomment>
        <translation>FARM-logg: %1 drifttimmar, %2 rotationstimmar för motorn, %3 flygtimmar för huvudena; enheten monterades vecka %4 år %5.</translation>
    </message>
    <message>
        <source>FARM log: %1 power-on hours, %2 spindle hours, %3 head-flight hours.</source>
        <extracomment>%1 power-on, %2 spindle, %3 head-flight hours</extracomment>
        <translation>FARM-logg: %1 drifttimmar, %2 rotationstimmar för motorn, %3 flygtimmar för huvudena.</translation>
    </message>
</context>
<context>
    <name>DriveProof::Helper</name>
    <message>
        <source>Not authorised to use %1: the authentication was cancelled or refused.</source>
        <extracomment>%1 device path</extracomment>
        <translation>Inte behörig att använda %1: autentiseringen avbröts eller nekades.</translation>
    </message>
    <message>
        <source>Could not ask polkit whether %1 may be used (%2). Make sure polkit is installed and running, then try again.</source>
        <extracomment>%1 device path, %2 D-Bus error text</extracomment>
        <translation>Kunde inte fråga polkit om %1 får användas (%2). Kontrollera att polkit är installerat och körs, och försök sedan igen.</translation>
    </message>
    <message>
        <source>Not authorised to use %1: authentication is needed, but no authentication agent could ask for it. Start DriveProof from a desktop session, or run pkttyagent in this terminal.</source>
        <extracomment>%1 device path</extracomment>
        <translation>Inte behörig att använda %1: autentisering krävs, men ingen autentiseringsagent kunde fråga efter den. Starta DriveProof från en skrivbordssession, eller kör pkttyagent i denna terminal.</translation>
    </message>
    <message>
        <source>Not authorised to use %1. Ask an administrator to allow it.</source>
        <extracomment>%1 device path</extracomment>
        <translation>Inte behörig att använda %1. Be en administratör att tillåta det.</translation>
    </message>
    <message>
        <source>%1 is a symbolic link. Give the device node itself, as lsblk lists it.</source>
        <extracomment>%1 device path</extracomment>
        <translation>%1 är en symbolisk länk. Ange själva enhetsnoden, så som lsblk listar den.</translation>
    </message>
    <message>
        <source>%1 is in use: it is mounted, or another program holds it exclusively. Unmount it or close that program, then try again.</source>
        <extracomment>%1 device path</extracomment>
        <translation>%1 används: den är monterad, eller så håller ett annat program den exklusivt. Avmontera den eller stäng det programmet och försök sedan igen.</translation>
    </message>
    <message>
        <source>%1 could not be opened (%2): the device is gone or has no medium.</source>
        <extracomment>%1 device path, %2 system error text</extracomment>
        <translation>%1 kunde inte öppnas (%2): enheten är borta eller saknar medium.</translation>
    </message>
    <message>
        <source>%1 could not be opened: %2.</source>
        <extracomment>%1 device path, %2 system error text</extracomment>
        <translation>%1 kunde inte öppnas: %2.</translation>
    </message>
    <message>
        <source>“%1” is not a device path the helper accepts. Give the kernel&apos;s name of a block device, such as /dev/sdb or /dev/nvme0n1, not a symbolic link such as /dev/disk/by-id/….</source>
        <extracomment>%1 the path the caller gave (shortened)</extracomment>
        <translation>”%1” är ingen enhetssökväg som hjälpprogrammet godtar. Ange kärnans namn på en blockenhet, som /dev/sdb eller /dev/nvme0n1, inte en symbolisk länk som /dev/disk/by-id/….</translation>
    </message>
    <message>
        <source>%1 is not a block device known to the kernel (there is no “%2” in /sys/class/block). Check the name with lsblk.</source>
        <extracomment>%1 device path, %2 kernel name</extracomment>
        <translation>%1 är ingen blockenhet som kärnan känner till (det finns ingen ”%2” i /sys/class/block). Kontrollera namnet med lsblk.</translation>
    </message>
    <message>
        <source>%1 is not a block device node.</source>
        <extracomment>%1 device path</extracomment>
        <translation>%1 är ingen blockenhetsnod.</translation>
    </message>
    <message>
        <source>%1 is device %2, but the kernel says %4 is %3: the node does not belong to that device. Refusing to open it.</source>
        <extracomment>%1 device path, %2 and %3 device numbers like 8:16, %4 kernel name</extracomment>
        <translation>%1 är enhet %2, men kärnan säger att %4 är %3: noden hör inte till den enheten. Vägrar att öppna den.</translation>
    </message>
    <message>
        <source>%1 is a partition, but this works on the whole drive. Use %2.</source>
        <extracomment>%1 partition path, %2 disk path</extracomment>
        <translation>%1 är en partition, men detta fungerar på hela enheten. Använd %2.</translation>
    </message>
    <message>
        <source>%1 disappeared while it was being checked.</source>
        <extracomment>%1 device path</extracomment>
        <translation>%1 försvann medan den kontrollerades.</translation>
    </message>
    <message>
        <source>%1 is in use and cannot be opened for writing: %2 Unmount, swapoff or stop that first.</source>
        <extracomment>%1 device path, %2 a sentence saying what uses it, e.g. &quot;/dev/sdb1 is mounted on /home.&quot;</extracomment>
        <translation>%1 används och kan inte öppnas för skrivning: %2 Avmontera, kör swapoff eller stoppa det först.</translation>
    </message>
    <message>
        <source>%1 changed while it was being opened: it is no longer the device the kernel lists under that name. Refusing it.</source>
        <extracomment>%1 device path</extracomment>
        <translation>%1 ändrades medan den öppnades: den är inte längre den enhet som kärnan listar under det namnet. Vägrar använda den.</translation>
    </message>
    <message>
        <source>Unknown option “%1”, or a value of the wrong type, for %2. Known options: %3.</source>
        <extracomment>%1 option name, %2 device path, %3 list of known option names</extracomment>
        <translation>Okänd flagga ”%1”, eller ett värde av fel typ, för %2. Kända flaggor: %3.</translation>
    </message>
    <message>
        <source>none</source>
        <translation>ingen</translation>
    </message>
    <message>
        <source>Unknown mode “%1” for %2. Use “r”, “w” or “rw”.</source>
        <extracomment>%1 the mode the caller gave, %2 device path</extracomment>
        <translation>Okänt läge ”%1” för %2. Använd ”r”, ”w” eller ”rw”.</translation>
    </message>
    <message>
        <source>Unknown flag “%1” for %2. Known flags: direct, sync, dsync, exclusive.</source>
        <extracomment>%1 the flag the caller gave, %2 device path</extracomment>
        <translation>Okänd flagga ”%1” för %2. Kända flaggor: direct, sync, dsync, exclusive.</translation>
    </message>
    <message>
        <source>The command to %1 failed.</source>
        <extracomment>%1 device path</extracomment>
        <translation>Kommandot till %1 misslyckades.</translation>
    </message>
    <message>
        <source>%1 disappeared while it was being read.</source>
        <extracomment>%1 device path</extracomment>
        <translation>%1 försvann medan den lästes.</translation>
    </message>
    <message>
        <source>DriveProof&apos;s privileged helper, a D-Bus system service (%1). D-Bus starts it when DriveProof needs it; it is not meant to be run by hand.</source>
        <extracomment>%1 D-Bus service name</extracomment>
        <translation>DriveProofs privilegierade hjälpprogram, en D-Bus-systemtjänst (%1). D-Bus startar det när DriveProof behöver det; det är inte avsett att köras för hand.</translation>
    </message>
    <message>
        <source>For tests: serve on the bus at ADDRESS instead of the system bus, and ask the polkit found there.</source>
        <translation>För tester: betjäna på bussen vid ADDRESS i stället för systembussen, och fråga den polkit som finns där.</translation>
    </message>
    <message>
        <source>Exit after SECONDS without calls (default %1).</source>
        <extracomment>%1 number of seconds</extracomment>
        <translation>Avsluta efter SECONDS utan anrop (standard %1).</translation>
    </message>
    <message>
        <source>Unknown self-test action “%1” for %2. Use “short”, “extended”, “conveyance”, “abort” or “status”.</source>
        <extracomment>%1 the action the caller gave, %2 device path</extracomment>
        <translation>Okänd självteståtgärd ”%1” för %2. Använd ”short”, ”extended”, ”conveyance”, ”abort” eller ”status”.</translation>
    </message>
    <message>
        <source>A DriveProof test is running on %1: a self-test now would disturb it. Start the self-test when the test is done.</source>
        <extracomment>%1 device path</extracomment>
        <translation>Ett DriveProof-test pågår på %1: ett självtest nu skulle störa det. Starta självtestet när testet är klart.</translation>
    </message>
    <message>
        <source>Unknown purpose “%1” for %2. Known purposes: capacity-check.</source>
        <extracomment>%1 the purpose the caller gave, %2 device path</extracomment>
        <translation>Okänt syfte ”%1” för %2. Kända syften: capacity-check.</translation>
    </message>
    <message>
        <source>A capacity check writes to %1: open it with mode “rw”.</source>
        <extracomment>%1 device path</extracomment>
        <translation>En kapacitetskontroll skriver till %1: öppna den i läget ”rw”.</translation>
    </message>
</context>
<context>
    <name>DriveProof::PowerLoss</name>
    <message numerus="yes">
        <source>%Ln block(s) hold exactly what they should.</source>
        <translation>
            <numerusform>%Ln block innehåller exakt det som det ska.</numerusform>
            <numerusform>%Ln block innehåller exakt det som de ska.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln block(s) hold data that was written to another place.</source>
        <translation>
            <numerusform>%Ln block innehåller data som skrevs till ett annat ställe.</numerusform>
            <numerusform>%Ln block innehåller data som skrevs till ett annat ställe.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln block(s) hold data from before this test: the drive forgot the preparation.</source>
        <translation>
            <numerusform>%Ln block innehåller data från före detta test: enheten glömde förberedelsen.</numerusform>
            <numerusform>%Ln block innehåller data från före detta test: enheten glömde förberedelsen.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln block(s) are half old, half new: a write tore inside a block.</source>
        <translation>
            <numerusform>%Ln block är hälften gammalt, hälften nytt: en skrivning blev delvis skriven inuti ett block.</numerusform>
            <numerusform>%Ln block är hälften gamla, hälften nya: en skrivning blev delvis skriven inuti ett block.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln block(s) have flipped bits.</source>
        <translation>
            <numerusform>%Ln block har vända bitar.</numerusform>
            <numerusform>%Ln block har vända bitar.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln block(s) read back as zeros.</source>
        <translation>
            <numerusform>%Ln block läses tillbaka som nollor.</numerusform>
            <numerusform>%Ln block läses tillbaka som nollor.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln block(s) read back erased (all ones).</source>
        <translation>
            <numerusform>%Ln block läses tillbaka raderat (bara ettor).</numerusform>
            <numerusform>%Ln block läses tillbaka raderade (bara ettor).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln block(s) hold data nobody wrote.</source>
        <translation>
            <numerusform>%Ln block innehåller data som ingen skrev.</numerusform>
            <numerusform>%Ln block innehåller data som ingen skrev.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln block(s) cannot be read.</source>
        <translation>
            <numerusform>%Ln block kan inte läsas.</numerusform>
            <numerusform>%Ln block kan inte läsas.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln acknowledged write(s) were lost.</source>
        <translation>
            <numerusform>%Ln kvitterad skrivning förlorades.</numerusform>
            <numerusform>%Ln kvitterade skrivningar förlorades.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln acknowledged write(s) survived only in part.</source>
        <translation>
            <numerusform>%Ln kvitterad skrivning överlevde bara delvis.</numerusform>
            <numerusform>%Ln kvitterade skrivningar överlevde bara delvis.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln acknowledged write(s) were lost while later ones survived: the drive reorders writes across flushes.</source>
        <translation>
            <numerusform>%Ln kvitterad skrivning förlorades medan senare överlevde: enheten kastar om skrivningar över tömningar.</numerusform>
            <numerusform>%Ln kvitterade skrivningar förlorades medan senare överlevde: enheten kastar om skrivningar över tömningar.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln acknowledged write(s) just before the cut were lost: the drive acknowledges flushes before the data is safe.</source>
        <translation>
            <numerusform>%Ln kvitterad skrivning strax före avbrottet förlorades: enheten kvitterar tömningar innan data är säkra.</numerusform>
            <numerusform>%Ln kvitterade skrivningar strax före avbrottet förlorades: enheten kvitterar tömningar innan data är säkra.</numerusform>
        </translation>
    </message>
    <message>
        <source>The drive cannot be read at all after the power cut.</source>
        <translation>Enheten kan inte läsas alls efter strömavbrottet.</translation>
    </message>
    <message>
        <source>The drive&apos;s identity or capacity changed after the power cut.</source>
        <translation>Enhetens identitet eller kapacitet ändrades efter strömavbrottet.</translation>
    </message>
    <message numerus="yes">
        <source>%Ln block(s) written only before the test were damaged: data at rest is not safe on this drive.</source>
        <translation>
            <numerusform>%Ln block som bara skrevs före testet skadades: vilande data är inte säkra på denna enhet.</numerusform>
            <numerusform>%Ln block som bara skrevs före testet skadades: vilande data är inte säkra på denna enhet.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln contradiction(s) between the witness&apos;s record and the test plan: a bug in DriveProof, so this run proves nothing.</source>
        <translation>
            <numerusform>%Ln motsägelse mellan vittnets register och testplanen: ett fel i DriveProof, så denna körning bevisar ingenting.</numerusform>
            <numerusform>%Ln motsägelser mellan vittnets register och testplanen: ett fel i DriveProof, så denna körning bevisar ingenting.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>All %Ln acknowledged write(s) were lost.</source>
        <translation>
            <numerusform>Den enda kvitterade skrivningen (%Ln) förlorades.</numerusform>
            <numerusform>Alla %Ln kvitterade skrivningar förlorades.</numerusform>
        </translation>
    </message>
    <message>
        <source>They were the last ones before the cut: the drive acknowledges flushes before the data is safe.</source>
        <translation>De var de sista före avbrottet: enheten kvitterar tömningar innan data är säkra.</translation>
    </message>
    <message>
        <source>Cannot write the witness&apos;s salt %1: %2</source>
        <extracomment>%1 is a file path, %2 the system&apos;s error message.</extracomment>
        <translation>Kan inte skriva vittnets salt %1: %2</translation>
    </message>
    <message>
        <source>Cannot write the witness journal %1: %2</source>
        <extracomment>%1 is a file path, %2 the system&apos;s error message.</extracomment>
        <translation>Kan inte skriva vittnesjournalen %1: %2</translation>
    </message>
    <message>
        <source>Damaged record at byte %1 with good records after it.</source>
        <translation>Skadad post vid byte %1 med korrekta poster efter den.</translation>
    </message>
    <message>
        <source>Record at byte %1 contradicts the run before it.</source>
        <extracomment>%1 is a byte offset in the witness journal file.</extracomment>
        <translation>Posten vid byte %1 motsäger körningen före den.</translation>
    </message>
    <message>
        <source>Cannot truncate the torn end of the journal.</source>
        <translation>Kan inte trunkera journalens delvis skrivna slut.</translation>
    </message>
    <message>
        <source>The simulated drive is already running.</source>
        <translation>Den simulerade enheten körs redan.</translation>
    </message>
    <message>
        <source>The simulated drive program %1 was not found. Install DriveProof completely (it lives in libexec) or set DRIVEPROOF_LYINGDISK to its path.</source>
        <extracomment>%1 is a program name</extracomment>
        <translation>Programmet för den simulerade enheten, %1, hittades inte. Installera DriveProof fullständigt (det ligger i libexec) eller sätt DRIVEPROOF_LYINGDISK till dess sökväg.</translation>
    </message>
    <message>
        <source>Cannot create the folder for the simulated drive.</source>
        <translation>Kan inte skapa mappen för den simulerade enheten.</translation>
    </message>
    <message>
        <source>Something is already mounted on this folder. Unmount it first (fusermount3 -u).</source>
        <translation>Något är redan monterat på denna mapp. Avmontera det först (fusermount3 -u).</translation>
    </message>
    <message>
        <source>Cannot start the simulated drive: %1</source>
        <translation>Kan inte starta den simulerade enheten: %1</translation>
    </message>
    <message>
        <source>The simulated drive stopped before it was ready (exit status %1): %2</source>
        <extracomment>%1 is the program&apos;s exit status, %2 what it printed</extracomment>
        <translation>Den simulerade enheten stoppade innan den var redo (slutstatus %1): %2</translation>
    </message>
    <message>
        <source>The simulated drive did not appear within %1 s: %2</source>
        <extracomment>%1 is a number of seconds, %2 what the program printed</extracomment>
        <translation>Den simulerade enheten dök inte upp inom %1 s: %2</translation>
    </message>
    <message>
        <source>The simulated drive is not running.</source>
        <translation>Den simulerade enheten körs inte.</translation>
    </message>
    <message>
        <source>Cannot signal the simulated drive.</source>
        <translation>Kan inte skicka en signal till den simulerade enheten.</translation>
    </message>
    <message>
        <source>The simulated drive did not confirm the power cut.</source>
        <translation>Den simulerade enheten bekräftade inte strömavbrottet.</translation>
    </message>
    <message>
        <source>Cannot unmount the simulated drive. Run: fusermount3 -u -z %1</source>
        <translation>Kan inte avmontera den simulerade enheten. Kör: fusermount3 -u -z %1</translation>
    </message>
    <message>
        <source>The simulated drive did not stop in time; it was killed and its cache lost.</source>
        <translation>Den simulerade enheten stoppade inte i tid; den dödades och dess cache gick förlorad.</translation>
    </message>
    <message>
        <source>The simulated drive failed while stopping: %1</source>
        <extracomment>%1 is what the program printed</extracomment>
        <translation>Den simulerade enheten misslyckades när den stoppades: %1</translation>
    </message>
    <message>
        <source>Cannot save the pending test in %1: %2.</source>
        <extracomment>%1 file name, %2 the system&apos;s error text</extracomment>
        <translation>Kan inte spara det väntande testet i %1: %2.</translation>
    </message>
    <message>
        <source>Cannot write the autostart entry %1: %2.</source>
        <extracomment>%1 file name, %2 the system&apos;s error text</extracomment>
        <translation>Kan inte skriva autostartposten %1: %2.</translation>
    </message>
    <message>
        <source>Practice mode needs FUSE, and /dev/fuse cannot be used here.</source>
        <translation>Övningsläget kräver FUSE, och /dev/fuse kan inte användas här.</translation>
    </message>
    <message>
        <source>Practice mode needs fusermount3 (the fuse3 package).</source>
        <translation>Övningsläget kräver fusermount3 (paketet fuse3).</translation>
    </message>
    <message>
        <source>Practice mode needs driveproof-lyingdisk, which is not installed.</source>
        <translation>Övningsläget kräver driveproof-lyingdisk, som inte är installerat.</translation>
    </message>
    <message>
        <source>Cannot create a temporary folder for practice.</source>
        <translation>Kan inte skapa en tillfällig mapp för övningen.</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a pairing code.</source>
        <extracomment>%1 what was given</extracomment>
        <translation>&apos;%1&apos; är ingen parkopplingskod.</translation>
    </message>
    <message>
        <source>DriveProof simulated drive (%1)</source>
        <extracomment>the simulated drive of practice mode; %1 honest or lying</extracomment>
        <translation>DriveProofs simulerade enhet (%1)</translation>
    </message>
    <message>
        <source>lying</source>
        <translation>lögnaktig</translation>
    </message>
    <message>
        <source>honest</source>
        <translation>ärlig</translation>
    </message>
    <message>
        <source>Practice cancelled.</source>
        <translation>Övningen avbröts.</translation>
    </message>
    <message>
        <source>idle</source>
        <translation>vilar</translation>
    </message>
    <message>
        <source>starting the simulated drive and witness</source>
        <extracomment>practice mode: the simulated drive and the local witness start</extracomment>
        <translation>startar den simulerade enheten och vittnet</translation>
    </message>
    <message>
        <source>preparing</source>
        <extracomment>the test area is being filled with known data</extracomment>
        <translation>förbereder</translation>
    </message>
    <message>
        <source>writing</source>
        <translation>skriver</translation>
    </message>
    <message>
        <source>cutting the power</source>
        <extracomment>practice mode: the simulated power cut</extracomment>
        <translation>bryter strömmen</translation>
    </message>
    <message>
        <source>verifying</source>
        <translation>verifierar</translation>
    </message>
    <message>
        <source>done</source>
        <translation>klar</translation>
    </message>
    <message>
        <source>failed</source>
        <translation>misslyckades</translation>
    </message>
    <message>
        <source>This is a virtual machine: pulling its virtual plug tests the host&apos;s storage stack, not a drive. Run the test on real hardware.</source>
        <translation>Detta är en virtuell maskin: att dra ur dess virtuella kontakt testar värdens lagringskedja, inte en enhet. Kör testet på verklig maskinvara.</translation>
    </message>
    <message>
        <source>The machine runs on its battery: pulling the plug would not cut the power. Remove the battery, or use a machine without one.</source>
        <translation>Datorn går på batteri: att dra ur kontakten skulle inte bryta strömmen. Ta ur batteriet, eller använd en dator utan batteri.</translation>
    </message>
    <message>
        <source>The drive sits behind a USB bridge, which may have a cache and flush rules of its own: the verdict is about the bridge and the drive together.</source>
        <translation>Enheten sitter bakom en USB-brygga, som kan ha en egen cache och egna regler för tömning: bedömningen gäller bryggan och enheten tillsammans.</translation>
    </message>
    <message>
        <source>The drive&apos;s write cache is on. That is normal: the test shows whether the drive still keeps every write it acknowledged.</source>
        <translation>Enhetens skrivcache är påslagen. Det är normalt: testet visar om enheten ändå behåller varje skrivning den har kvitterat.</translation>
    </message>
    <message>
        <source>The drive&apos;s unsafe-shutdown counter cannot be read, so the verifier cannot confirm that the power really went away.</source>
        <translation>Enhetens räknare för osäkra avstängningar kan inte läsas, så verifieraren kan inte bekräfta att strömmen verkligen försvann.</translation>
    </message>
    <message>
        <source>Choose a file or a device for the test area.</source>
        <translation>Välj en fil eller en enhet för testområdet.</translation>
    </message>
    <message>
        <source>%1 is neither a regular file nor a block device.</source>
        <extracomment>%1 a path</extracomment>
        <translation>%1 är varken en vanlig fil eller en blockenhet.</translation>
    </message>
    <message>
        <source>The folder %1 does not exist.</source>
        <extracomment>%1 a folder</extracomment>
        <translation>Mappen %1 finns inte.</translation>
    </message>
    <message>
        <source>The device %1 was not found.</source>
        <extracomment>%1 a device node</extracomment>
        <translation>Enheten %1 hittades inte.</translation>
    </message>
    <message>
        <source>No error.</source>
        <translation>Inget fel.</translation>
    </message>
    <message>
        <source>Not a DriveProof power-loss frame (bad magic).</source>
        <extracomment>The power-loss witness received bytes that are not a DriveProof frame.</extracomment>
        <translation>Ingen DriveProof-ram för strömavbrottstest (felaktigt magiskt tal).</translation>
    </message>
    <message>
        <source>Unsupported power-loss protocol version: update DriveProof on both machines.</source>
        <translation>Version av strömavbrottsprotokollet stöds inte: uppdatera DriveProof på båda datorerna.</translation>
    </message>
    <message>
        <source>Unknown power-loss message type.</source>
        <translation>Okänd meddelandetyp för strömavbrottstest.</translation>
    </message>
    <message>
        <source>Power-loss frame too long for its type.</source>
        <translation>Ramen för strömavbrottstest är för lång för sin typ.</translation>
    </message>
    <message>
        <source>Power-loss frame damaged in transit (CRC mismatch).</source>
        <translation>Ramen för strömavbrottstest skadades under överföringen (CRC stämmer inte).</translation>
    </message>
    <message>
        <source>Wrong pairing code: type the code the witness shows.</source>
        <extracomment>The pairing code is the code the witness shows and the user types on the writer.</extracomment>
        <translation>Fel parkopplingskod: skriv koden som vittnet visar.</translation>
    </message>
    <message>
        <source>Power-loss frame replayed or out of order.</source>
        <translation>Ramen för strömavbrottstest spelades upp igen eller kom i fel ordning.</translation>
    </message>
    <message>
        <source>Power-loss message malformed or with a value out of range.</source>
        <translation>Meddelandet för strömavbrottstest är felaktigt utformat eller har ett värde utanför tillåtet intervall.</translation>
    </message>
    <message>
        <source>Power-loss message not expected at this point.</source>
        <translation>Meddelandet för strömavbrottstest förväntades inte i detta läge.</translation>
    </message>
    <message>
        <source>Commit sequence numbers must increase.</source>
        <translation>Bekräftelsernas sekvensnummer måste öka.</translation>
    </message>
    <message>
        <source>This run is already known to the witness with other parameters.</source>
        <translation>Denna körning är redan känd för vittnet med andra parametrar.</translation>
    </message>
    <message>
        <source>The witness knows no run with this id.</source>
        <translation>Vittnet känner inte till någon körning med detta id.</translation>
    </message>
    <message>
        <source>This run has already ended.</source>
        <translation>Denna körning har redan avslutats.</translation>
    </message>
    <message>
        <source>The witness cannot keep this run&apos;s journal (disk error or damaged journal).</source>
        <translation>Vittnet kan inte föra journal för denna körning (diskfel eller skadad journal).</translation>
    </message>
    <message>
        <source>The witness has too many connections.</source>
        <translation>Vittnet har för många anslutningar.</translation>
    </message>
    <message>
        <source>The connection was silent for too long.</source>
        <translation>Anslutningen var tyst för länge.</translation>
    </message>
    <message>
        <source>The same run connected again from elsewhere; this connection was closed.</source>
        <translation>Samma körning anslöt igen från ett annat ställe; denna anslutning stängdes.</translation>
    </message>
    <message>
        <source>The witness is busy with other verifiers; try again shortly.</source>
        <extracomment>The witness limits how many verifiers and ledger downloads it serves at once.</extracomment>
        <translation>Vittnet är upptaget med andra verifierare; försök igen om en stund.</translation>
    </message>
    <message>
        <source>Unknown reason.</source>
        <translation>Okänd orsak.</translation>
    </message>
    <message>
        <source>connecting to the witness</source>
        <translation>ansluter till vittnet</translation>
    </message>
    <message>
        <source>paused</source>
        <extracomment>writing paused while the witness cannot be reached</extracomment>
        <translation>pausad</translation>
    </message>
    <message>
        <source>stopped</source>
        <translation>stoppad</translation>
    </message>
    <message>
        <source>connecting</source>
        <translation>ansluter</translation>
    </message>
    <message>
        <source>connected</source>
        <translation>ansluten</translation>
    </message>
    <message>
        <source>unreachable</source>
        <translation>kan inte nås</translation>
    </message>
    <message>
        <source>refused</source>
        <translation>avvisad</translation>
    </message>
    <message>
        <source>closed</source>
        <extracomment>the link to the witness was closed</extracomment>
        <translation>stängd</translation>
    </message>
    <message>
        <source>Cannot create %1: %2.</source>
        <extracomment>%1 file, %2 the system&apos;s error text</extracomment>
        <translation>Kan inte skapa %1: %2.</translation>
    </message>
    <message>
        <source>Cannot reserve space for %1: %2.</source>
        <extracomment>%1 file, %2 the system&apos;s error text</extracomment>
        <translation>Kan inte reservera utrymme för %1: %2.</translation>
    </message>
    <message>
        <source>no answer to the handshake within %1 s</source>
        <extracomment>%1 a number of seconds</extracomment>
        <translation>inget svar på handskakningen inom %1 s</translation>
    </message>
    <message>
        <source>Cannot reach the witness at %1: %2. Is driveproof-cli witness running there, and is the port open?</source>
        <extracomment>%1 the witness&apos;s address, %2 the network&apos;s error text</extracomment>
        <translation>Kan inte nå vittnet på %1: %2. Körs driveproof-cli witness där, och är porten öppen?</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a pairing code: type the 12 characters the witness shows.</source>
        <extracomment>%1 what the user typed</extracomment>
        <translation>&apos;%1&apos; är ingen parkopplingskod: skriv de 12 tecken som vittnet visar.</translation>
    </message>
    <message>
        <source>The test area on %1 is too small: give it at least 1 MiB.</source>
        <extracomment>%1 the file or device</extracomment>
        <translation>Testområdet på %1 är för litet: ge det minst 1 MiB.</translation>
    </message>
    <message>
        <source>The witness at %1 did not confirm every commit before the end.</source>
        <extracomment>%1 the witness&apos;s address</extracomment>
        <translation>Vittnet på %1 bekräftade inte varje bekräftelse före slutet.</translation>
    </message>
    <message>
        <source>The witness at %1 refused this writer: %2</source>
        <extracomment>%1 the witness&apos;s address, %2 why it refused</extracomment>
        <translation>Vittnet på %1 avvisade denna skrivare: %2</translation>
    </message>
    <message>
        <source>The test area was filled and flushed before the run.</source>
        <translation>Testområdet fylldes och tömdes till enheten före körningen.</translation>
    </message>
    <message>
        <source>The witness never heard that the test area was prepared: start a new run.</source>
        <translation>Vittnet fick aldrig veta att testområdet var förberett: starta en ny körning.</translation>
    </message>
    <message>
        <source>Simulated power cut (practice mode): no reboot was expected.</source>
        <translation>Simulerat strömavbrott (övningsläge): ingen omstart förväntades.</translation>
    </message>
    <message>
        <source>The machine restarted after the test.</source>
        <translation>Datorn startade om efter testet.</translation>
    </message>
    <message>
        <source>The boot id could not be compared, so a restart cannot be confirmed.</source>
        <translation>Start-id kunde inte jämföras, så en omstart kan inte bekräftas.</translation>
    </message>
    <message>
        <source>The machine has not restarted since the test: cut the power, then verify after the reboot.</source>
        <translation>Datorn har inte startats om sedan testet: bryt strömmen och verifiera sedan efter omstarten.</translation>
    </message>
    <message>
        <source>The drive has no unsafe-shutdown counter; this check was skipped.</source>
        <translation>Enheten har ingen räknare för osäkra avstängningar; denna kontroll hoppades över.</translation>
    </message>
    <message>
        <source>The drive counted an unsafe shutdown (%1 → %2).</source>
        <extracomment>%1 and %2 counts of unsafe shutdowns reported by the drive</extracomment>
        <translation>Enheten räknade en osäker avstängning (%1 → %2).</translation>
    </message>
    <message>
        <source>The drive saw a clean shutdown (its unsafe-shutdown counter stayed at %1): pull the plug, don&apos;t press the power button.</source>
        <translation>Enheten såg en korrekt avstängning (dess räknare för osäkra avstängningar stannade på %1): dra ur kontakten, tryck inte på strömknappen.</translation>
    </message>
    <message>
        <source>No commit reached the witness: let the test run before cutting the power.</source>
        <translation>Ingen bekräftelse nådde vittnet: låt testet köra innan du bryter strömmen.</translation>
    </message>
    <message>
        <source>Commits were reaching the witness until the cut.</source>
        <translation>Bekräftelser nådde vittnet fram till avbrottet.</translation>
    </message>
    <message>
        <source>The last commit reached the witness %1 s before the writer went silent: the test was not writing when the power went.</source>
        <translation>Den sista bekräftelsen nådde vittnet %1 s innan skrivaren tystnade: testet skrev inte när strömmen gick.</translation>
    </message>
    <message>
        <source>Writes were in flight when the writer went silent.</source>
        <translation>Skrivningar pågick när skrivaren tystnade.</translation>
    </message>
    <message>
        <source>No write was in flight at the cut: every issued write had been acknowledged, so the cut tested nothing pending.</source>
        <translation>Ingen skrivning pågick vid avbrottet: varje utfärdad skrivning hade kvitterats, så avbrottet testade inget som väntade.</translation>
    </message>
    <message>
        <source>The link to the witness was alive until the cut.</source>
        <translation>Länken till vittnet var vid liv fram till avbrottet.</translation>
    </message>
    <message>
        <source>The witness did not hear the writer until the cut.</source>
        <translation>Vittnet hörde inte skrivaren fram till avbrottet.</translation>
    </message>
    <message>
        <source>The writer stopped on an error before the cut: %1</source>
        <translation>Skrivaren stoppades av ett fel före avbrottet: %1</translation>
    </message>
    <message>
        <source>The writer reported no error.</source>
        <translation>Skrivaren rapporterade inget fel.</translation>
    </message>
    <message>
        <source>The writer stopped on purpose before the cut: cut the power while the test is writing.</source>
        <translation>Skrivaren stoppades avsiktligt före avbrottet: bryt strömmen medan testet skriver.</translation>
    </message>
    <message>
        <source>The writer did not stop on its own.</source>
        <translation>Skrivaren stoppade inte av sig själv.</translation>
    </message>
    <message>
        <source>Not an address: %1. Use HOST:PORT or [IPv6]:PORT.</source>
        <extracomment>%1 is what the user typed as the witness address, e.g. 0.0.0.0:7070.
----------
%1 is the witness address the user typed.</extracomment>
        <translation>Ingen adress: %1. Använd HOST:PORT eller [IPv6]:PORT.</translation>
    </message>
    <message>
        <source>The witness refused: %1</source>
        <extracomment>%1 is the reason the witness gave.</extracomment>
        <translation>Vittnet avvisade: %1</translation>
    </message>
    <message>
        <source>Lost the connection to the witness.</source>
        <translation>Förlorade anslutningen till vittnet.</translation>
    </message>
    <message>
        <source>The witness did not answer in time.</source>
        <translation>Vittnet svarade inte i tid.</translation>
    </message>
    <message>
        <source>The ledger from the witness is damaged (size or digest mismatch).</source>
        <translation>Liggaren från vittnet är skadad (storlek eller kontrollsumma stämmer inte).</translation>
    </message>
    <message>
        <source>The report is too large to keep on the witness.</source>
        <translation>Rapporten är för stor för att sparas hos vittnet.</translation>
    </message>
    <message>
        <source>Unexpected answer from the witness.</source>
        <translation>Oväntat svar från vittnet.</translation>
    </message>
    <message>
        <source>Cannot open %1: %2.</source>
        <extracomment>%1 file, %2 the system&apos;s error text</extracomment>
        <translation>Kan inte öppna %1: %2.</translation>
    </message>
    <message>
        <source>The pending test has no valid pairing code.</source>
        <translation>Det väntande testet har ingen giltig parkopplingskod.</translation>
    </message>
    <message>
        <source>Fetching the witness&apos;s record from %1</source>
        <extracomment>%1 the witness&apos;s address</extracomment>
        <translation>Hämtar vittnets register från %1</translation>
    </message>
    <message>
        <source>Verification cancelled.</source>
        <translation>Verifieringen avbröts.</translation>
    </message>
    <message>
        <source>Reading the drive&apos;s state</source>
        <translation>Läser enhetens tillstånd</translation>
    </message>
    <message>
        <source>Reading and checking the whole test area on %1</source>
        <extracomment>%1 file or device</extracomment>
        <translation>Läser och kontrollerar hela testområdet på %1</translation>
    </message>
    <message>
        <source>Storing the report</source>
        <translation>Sparar rapporten</translation>
    </message>
    <message>
        <source>Done</source>
        <translation>Klar</translation>
    </message>
    <message>
        <source>Cannot create the witness journal folder %1.</source>
        <extracomment>%1 is a folder path.</extracomment>
        <translation>Kan inte skapa vittnets journalmapp %1.</translation>
    </message>
    <message>
        <source>Cannot derive the pairing key (not enough memory?).</source>
        <extracomment>The witness turns the pairing code into a key with Argon2id, which needs 64 MiB.</extracomment>
        <translation>Kan inte härleda parkopplingsnyckeln (för lite minne?).</translation>
    </message>
    <message>
        <source>The journal in folder %1 belongs to another run.</source>
        <translation>Journalen i mappen %1 hör till en annan körning.</translation>
    </message>
    <message>
        <source>The journal of this run reached its limit of %1 bytes.</source>
        <extracomment>%1 is a size in bytes.</extracomment>
        <translation>Journalen för denna körning har nått sin gräns på %1 byte.</translation>
    </message>
    <message>
        <source>The witness claimed commits this writer never sent; reconnecting.</source>
        <extracomment>A high-water mark above the writer&apos;s own last commit: a forged or replayed answer.</extracomment>
        <translation>Vittnet påstod bekräftelser som denna skrivare aldrig skickade; ansluter igen.</translation>
    </message>
    <message>
        <source>Lost the connection to the witness; reconnecting.</source>
        <translation>Förlorade anslutningen till vittnet; ansluter igen.</translation>
    </message>
    <message>
        <source>Cannot resolve %1: %2</source>
        <extracomment>%1 is a host name or address, %2 the resolver&apos;s error message.</extracomment>
        <translation>Kan inte slå upp %1: %2</translation>
    </message>
    <message>
        <source>Cannot listen on %1: %2</source>
        <extracomment>%1 is an address:port, %2 the system&apos;s error message.</extracomment>
        <translation>Kan inte lyssna på %1: %2</translation>
    </message>
    <message>
        <source>Cannot reach the witness at %1: %2</source>
        <extracomment>%1 is the witness&apos;s address:port, %2 the system&apos;s error message.</extracomment>
        <translation>Kan inte nå vittnet på %1: %2</translation>
    </message>
    <message>
        <source>This file system does not support direct I/O: the writer goes through the page cache, which the commits flush.</source>
        <translation>Detta filsystem stöder inte direkt I/O: skrivaren går via sidcachen, som bekräftelserna tömmer.</translation>
    </message>
    <message>
        <source>Cannot open %1 for writing: %2.</source>
        <extracomment>%1 file or device, %2 the system&apos;s error text</extracomment>
        <translation>Kan inte öppna %1 för skrivning: %2.</translation>
    </message>
    <message>
        <source>The power-loss test parameters are invalid.</source>
        <translation>Parametrarna för strömavbrottstestet är ogiltiga.</translation>
    </message>
    <message>
        <source>Preparing the test area failed: %1.</source>
        <extracomment>%1 the system&apos;s error text</extracomment>
        <translation>Det gick inte att förbereda testområdet: %1.</translation>
    </message>
    <message>
        <source>Flushing the prepared test area failed: %1.</source>
        <translation>Det gick inte att tömma det förberedda testområdet: %1.</translation>
    </message>
    <message>
        <source>Write %1 failed: %2. The run is invalid; the writer stopped and does not retry.</source>
        <extracomment>%1 the write&apos;s sequence number, %2 the system&apos;s error text</extracomment>
        <translation>Skrivning %1 misslyckades: %2. Körningen är ogiltig; skrivaren stoppade och försöker inte igen.</translation>
    </message>
    <message>
        <source>Committing up to write %1 failed: %2. The run is invalid; the writer stopped and does not retry.</source>
        <extracomment>%1 the last write&apos;s sequence number, %2 the system&apos;s error text</extracomment>
        <translation>Bekräftelsen fram till skrivning %1 misslyckades: %2. Körningen är ogiltig; skrivaren stoppade och försöker inte igen.</translation>
    </message>
    <message>
        <source>The witness&apos;s record contradicts this machine&apos;s own record of the test (%1), so it cannot be trusted and this run proves nothing about acknowledged writes.</source>
        <extracomment>%1 what the witness&apos;s record says against this machine&apos;s (in English, for a bug report)</extracomment>
        <translation>Vittnets protokoll motsäger den här datorns eget protokoll över testet (%1), så det går inte att lita på och den här körningen bevisar ingenting om bekräftade skrivningar.</translation>
    </message>
    <message>
        <source>This is not the run&apos;s witness: it answered with another salt than during the run.</source>
        <translation>Det här är inte körningens vittne: det svarade med ett annat salt än under körningen.</translation>
    </message>
    <message>
        <source>A frame from the witness arrived damaged or altered (%1); reconnecting.</source>
        <extracomment>%1 what was wrong with it, e.g. &quot;HMAC&quot; or &quot;CRC mismatch&quot;</extracomment>
        <translation>En ram från vittnet kom fram skadad eller ändrad (%1); ansluter igen.</translation>
    </message>
    <message>
        <source>The witness could not prove the pairing code (a fake witness or altered traffic); reconnecting.</source>
        <translation>Vittnet kunde inte bevisa parkopplingskoden (ett falskt vittne eller ändrad trafik); ansluter igen.</translation>
    </message>
    <message>
        <source>The witness refused a frame that reached it damaged or altered (%1); reconnecting.</source>
        <extracomment>%1 the witness&apos;s reason, e.g. &quot;Power-loss frame damaged in transit&quot;</extracomment>
        <translation>Vittnet avvisade en ram som kom fram skadad eller ändrad (%1); ansluter igen.</translation>
    </message>
    <message>
        <source>The witness already keeps %1 runs: move old run folders out of its journal folder to make room.</source>
        <extracomment>%1 how many runs the witness keeps at most</extracomment>
        <translation>Vittnet har redan %1 körningar: flytta gamla körningsmappar ut ur dess journalmapp för att få plats.</translation>
    </message>
    <message>
        <source>The witness holds %1 acknowledged writes in memory, as many as it may: this run cannot grow.</source>
        <extracomment>%1 a number of acknowledged writes</extracomment>
        <translation>Vittnet håller %1 bekräftade skrivningar i minnet, så många det får: den här körningen kan inte växa.</translation>
    </message>
    <message numerus="yes">
        <source>The witness reports %n acknowledgement(s) this writer never sent, from seq %1, so its record cannot be trusted and this run proves nothing about acknowledged writes.</source>
        <extracomment>%n how many acknowledgements carry no valid receipt of this machine&apos;s writer, %1 the seq (a number) of the first of them</extracomment>
        <translation>
            <numerusform>Vittnet rapporterar %n bekräftelse som denna skrivare aldrig skickade, från sekvens %1, så dess protokoll går inte att lita på och den här körningen bevisar ingenting om bekräftade skrivningar.</numerusform>
            <numerusform>Vittnet rapporterar %n bekräftelser som denna skrivare aldrig skickade, från sekvens %1, så dess protokoll går inte att lita på och den här körningen bevisar ingenting om bekräftade skrivningar.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>DriveProof::Privilege</name>
    <message>
        <source>Cannot open %1: %2.</source>
        <extracomment>%1 device path, %2 the system&apos;s reason</extracomment>
        <translation>Kan inte öppna %1: %2.</translation>
    </message>
    <message>
        <source>The system bus is not running (%2), so DriveProof&apos;s helper cannot be reached for %1. Start D-Bus, or run as root.</source>
        <extracomment>%1 device path, %2 D-Bus error text</extracomment>
        <translation>Systembussen körs inte (%2), så DriveProofs hjälpprogram kan inte nås för %1. Starta D-Bus, eller kör som root.</translation>
    </message>
    <message>
        <source>DriveProof&apos;s helper sent an unexpected reply for %1.</source>
        <extracomment>%1 device path</extracomment>
        <translation>DriveProofs hjälpprogram skickade ett oväntat svar för %1.</translation>
    </message>
    <message>
        <source>DriveProof&apos;s helper opened %1 but no file descriptor arrived.</source>
        <extracomment>%1 device path</extracomment>
        <translation>DriveProofs hjälpprogram öppnade %1 men ingen filbeskrivare kom fram.</translation>
    </message>
    <message>
        <source>DriveProof&apos;s helper is not installed (%1 is not on the system bus): install the package, or run as root.</source>
        <extracomment>%1 D-Bus service name</extracomment>
        <translation>DriveProofs hjälpprogram är inte installerat (%1 finns inte på systembussen): installera paketet, eller kör som root.</translation>
    </message>
    <message>
        <source>DriveProof&apos;s helper is installed but could not be started (%1). Reinstall DriveProof.</source>
        <extracomment>%1 D-Bus error text</extracomment>
        <translation>DriveProofs hjälpprogram är installerat men kunde inte startas (%1). Installera om DriveProof.</translation>
    </message>
    <message>
        <source>DriveProof&apos;s helper did not answer for %1 within %2 seconds. If an authentication dialog was open, try again.</source>
        <extracomment>%1 device path, %2 number of seconds</extracomment>
        <translation>DriveProofs hjälpprogram svarade inte för %1 inom %2 sekunder. Om en autentiseringsdialog var öppen, försök igen.</translation>
    </message>
    <message>
        <source>The system bus refused the call to DriveProof&apos;s helper (%1): its D-Bus policy is missing or damaged. Reinstall DriveProof.</source>
        <extracomment>%1 D-Bus error text</extracomment>
        <translation>Systembussen avvisade anropet till DriveProofs hjälpprogram (%1): dess D-Bus-policy saknas eller är skadad. Installera om DriveProof.</translation>
    </message>
    <message>
        <source>DriveProof&apos;s helper failed for %1: %3 (%2).</source>
        <extracomment>%1 device path, %2 D-Bus error name, %3 D-Bus error text</extracomment>
        <translation>DriveProofs hjälpprogram misslyckades för %1: %3 (%2).</translation>
    </message>
</context>
<context>
    <name>DriveProof::Report</name>
    <message>
        <source>a pair [bucket, count]</source>
        <translation>ett par [fack, antal]</translation>
    </message>
    <message>
        <source>The test result is damaged: %1 names latency bucket %2, but the buckets end at %3.</source>
        <extracomment>%1 where in the file; %2 the bucket number found; %3 the last valid one</extracomment>
        <translation>Testresultatet är skadat: %1 anger latensfack %2, men facken slutar vid %3.</translation>
    </message>
    <message>
        <source>The test result is damaged: %1 lists latency bucket %2 twice.</source>
        <extracomment>%1 where in the file; %2 a bucket number</extracomment>
        <translation>Testresultatet är skadat: %1 listar latensfack %2 två gånger.</translation>
    </message>
    <message>
        <source>The test result is damaged: the latency buckets of %1 do not add up to its count.</source>
        <extracomment>%1 where in the file, e.g. measurements[0].histogram</extracomment>
        <translation>Testresultatet är skadat: latensfacken i %1 summeras inte till dess antal.</translation>
    </message>
    <message>
        <source>The test result is damaged: the minimum or maximum of %1 lies outside its lowest or highest latency bucket.</source>
        <extracomment>%1 where in the file, e.g. measurements[0].histogram</extracomment>
        <translation>Testresultatet är skadat: minimum eller maximum i %1 ligger utanför dess lägsta eller högsta latensfack.</translation>
    </message>
    <message>
        <source>The test result is damaged: the sum of %1 cannot come from its latency buckets.</source>
        <extracomment>%1 where in the file, e.g. measurements[0].histogram</extracomment>
        <translation>Testresultatet är skadat: summan i %1 kan inte komma från dess latensfack.</translation>
    </message>
    <message>
        <source>%1: %2 commits/s</source>
        <extracomment>%1 the line&apos;s label, e.g. &quot;fdatasync, 1 × 8 kB&quot;; %2 commits per second</extracomment>
        <translation>%1: %2 bekräftelser/s</translation>
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
        <translation>%1 (stoppades av ett fel)</translation>
    </message>
    <message>
        <source>%1 (cancelled)</source>
        <extracomment>%1 the summary so far; a test the user cancelled</extracomment>
        <translation>%1 (avbrutet)</translation>
    </message>
    <message>
        <source>The result has no id, so it cannot be kept in the history.</source>
        <translation>Resultatet har inget id, så det kan inte sparas i historiken.</translation>
    </message>
    <message>
        <source>Cannot create the history folder %1. Check that your home folder is writable.</source>
        <extracomment>%1 folder path</extracomment>
        <translation>Kan inte skapa historikmappen %1. Kontrollera att du kan skriva i din hemmapp.</translation>
    </message>
    <message>
        <source>Cannot write %1: %2.</source>
        <extracomment>%1 file name, %2 the system&apos;s error text</extracomment>
        <translation>Kan inte skriva %1: %2.</translation>
    </message>
    <message>
        <source>The history holds no result with the id %1.</source>
        <extracomment>%1 a result id</extracomment>
        <translation>Historiken innehåller inget resultat med id %1.</translation>
    </message>
    <message>
        <source>The id %1 fits several results in the history; give the whole id.</source>
        <extracomment>%1 a short result id</extracomment>
        <translation>Id %1 passar flera resultat i historiken; ange hela id:t.</translation>
    </message>
    <message>
        <source>Cannot delete %1: %2.</source>
        <extracomment>%1 file name, %2 the system&apos;s error text</extracomment>
        <translation>Kan inte ta bort %1: %2.</translation>
    </message>
    <message>
        <source>The test result is damaged: %1 is missing.</source>
        <extracomment>%1 where in the file, e.g. measurements[2].iops</extracomment>
        <translation>Testresultatet är skadat: %1 saknas.</translation>
    </message>
    <message>
        <source>The test result is damaged: %1 should be %2.</source>
        <extracomment>%1 where in the file, e.g. measurements[2].iops; %2 what it should be, e.g. &quot;a number&quot;</extracomment>
        <translation>Testresultatet är skadat: %1 borde vara %2.</translation>
    </message>
    <message>
        <source>The test result is damaged: %1 is %2, outside the range %3 to %4.</source>
        <extracomment>%1 where in the file, e.g. measurements[2].read_percent; %2 the value found there; %3 and %4 the smallest and largest value allowed</extracomment>
        <translation>Testresultatet är skadat: %1 är %2, utanför intervallet %3 till %4.</translation>
    </message>
    <message>
        <source>text</source>
        <translation>text</translation>
    </message>
    <message>
        <source>true or false</source>
        <translation>true eller false</translation>
    </message>
    <message>
        <source>true, false or null</source>
        <translation>true, false eller null</translation>
    </message>
    <message>
        <source>a whole number</source>
        <translation>ett heltal</translation>
    </message>
    <message>
        <source>a number</source>
        <translation>ett tal</translation>
    </message>
    <message>
        <source>a date and time (ISO 8601)</source>
        <translation>ett datum och en tid (ISO 8601)</translation>
    </message>
    <message>
        <source>a list</source>
        <translation>en lista</translation>
    </message>
    <message>
        <source>an object</source>
        <translation>ett objekt</translation>
    </message>
    <message>
        <source>a list of six numbers</source>
        <translation>en lista med sex tal</translation>
    </message>
    <message>
        <source>one of info, good, caution, danger</source>
        <translation>ett av info, good, caution, danger</translation>
    </message>
    <message>
        <source>This is not a DriveProof test result: it has no format_version.</source>
        <translation>Detta är inte ett testresultat från DriveProof: det har ingen format_version.</translation>
    </message>
    <message>
        <source>This test result has format %1, but this version of DriveProof reads formats up to %2. Open it with a newer DriveProof.</source>
        <extracomment>%1 the file&apos;s format number, %2 the newest format this version reads</extracomment>
        <translation>Detta testresultat har format %1, men denna version av DriveProof läser format upp till %2. Öppna det med en nyare DriveProof.</translation>
    </message>
    <message>
        <source>This is not a DriveProof test result: the JSON breaks at byte %1 (%2).</source>
        <extracomment>%1 byte offset in the file, %2 what the JSON parser says</extracomment>
        <translation>Detta är inte ett testresultat från DriveProof: JSON-koden bryts vid byte %1 (%2).</translation>
    </message>
    <message>
        <source>This is not a DriveProof test result: it holds no JSON object.</source>
        <translation>Detta är inte ett testresultat från DriveProof: det innehåller inget JSON-objekt.</translation>
    </message>
    <message>
        <source>Cannot read %1: %2.</source>
        <extracomment>%1 file name, %2 the system&apos;s reason</extracomment>
        <translation>Kan inte läsa %1: %2.</translation>
    </message>
    <message>
        <source>%1 is too large to be a DriveProof test result.</source>
        <extracomment>%1 file name</extracomment>
        <translation>%1 är för stor för att vara ett testresultat från DriveProof.</translation>
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
            <numerusform>%n mätning</numerusform>
            <numerusform>%n mätningar</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 s</source>
        <extracomment>a time per step; %1 seconds, e.g. &quot;5&quot; or &quot;0.5&quot;</extracomment>
        <translation>%1 s</translation>
    </message>
    <message>
        <source>temporary file</source>
        <translation>tillfällig fil</translation>
    </message>
    <message>
        <source>file</source>
        <translation>fil</translation>
    </message>
    <message>
        <source>whole device</source>
        <translation>hela enheten</translation>
    </message>
    <message>
        <source>none (raw device)</source>
        <extracomment>where a run had no file system under it (the raw device)</extracomment>
        <translation>inget (rå enhet)</translation>
    </message>
    <message>
        <source>They are different tests (%1 and %2).</source>
        <extracomment>%1 and %2 two test keys, e.g. &quot;quick&quot; and &quot;random&quot;</extracomment>
        <translation>Det är olika tester (%1 och %2).</translation>
    </message>
    <message>
        <source>They used different test sizes (%1 and %2): a small area fits a cache that a large one overflows.</source>
        <extracomment>%1 and %2 test sizes, e.g. &quot;128 MiB&quot; and &quot;1 GiB&quot;</extracomment>
        <translation>De använde olika teststorlekar (%1 och %2): ett litet område ryms i en cache som ett stort svämmar över.</translation>
    </message>
    <message>
        <source>They ran on different kinds of target (%1 and %2): a file system adds its own work to every write.</source>
        <extracomment>%1 and %2 kinds of target, e.g. &quot;temporary file&quot; and &quot;whole device&quot;</extracomment>
        <translation>De kördes på olika slags mål (%1 och %2): ett filsystem lägger eget arbete till varje skrivning.</translation>
    </message>
    <message>
        <source>They ran on different file systems (%1 and %2).</source>
        <extracomment>%1 and %2 file systems, e.g. &quot;ext4&quot; and &quot;btrfs&quot;</extracomment>
        <translation>De kördes på olika filsystem (%1 och %2).</translation>
    </message>
    <message>
        <source>They used different I/O engines (%1 and %2).</source>
        <extracomment>%1 and %2 I/O engines, e.g. &quot;io_uring&quot; and &quot;psync&quot;</extracomment>
        <translation>De använde olika I/O-motorer (%1 och %2).</translation>
    </message>
    <message>
        <source>They ran for different times per step (%1 and %2).</source>
        <extracomment>%1 and %2 times per step, e.g. &quot;2 s&quot; and &quot;5 s&quot;</extracomment>
        <translation>De kördes olika länge per steg (%1 och %2).</translation>
    </message>
    <message>
        <source>%1 per step</source>
        <extracomment>the time each step of a test ran; %1 e.g. &quot;5 s&quot;</extracomment>
        <translation>%1 per steg</translation>
    </message>
    <message>
        <source>%1 on %2</source>
        <extracomment>%1 a kind of target (&quot;temporary file&quot;), %2 its file system (&quot;ext4&quot;)</extracomment>
        <translation>%1 på %2</translation>
    </message>
    <message>
        <source>SEQ1M Q8T1, SEQ1M Q1T1, RND4K Q32T1, RND4K Q1T1 · %1 · %2 per step</source>
        <extracomment>the quick check&apos;s definition; %1 a test size (&quot;1 GiB&quot;), %2 a time per step (&quot;5 s&quot;). SEQ1M Q8T1 etc. are CrystalDiskMark&apos;s test names: keep them.</extracomment>
        <translation>SEQ1M Q8T1, SEQ1M Q1T1, RND4K Q32T1, RND4K Q1T1 · %1 · %2 per steg</translation>
    </message>
    <message>
        <source>The history holds no result with the id %1, and there is no such file. &apos;driveproof-cli history DEVICE&apos; lists the ids.</source>
        <extracomment>%1 a result id or file name</extracomment>
        <translation>Historiken har inget resultat med id %1, och det finns ingen sådan fil. &apos;driveproof-cli history DEVICE&apos; listar id:na.</translation>
    </message>
    <message>
        <source>a list of two numbers</source>
        <translation>en lista med två tal</translation>
    </message>
    <message>
        <source>%1 self-test: %2, at %3 power-on hours; first failing sector %4.</source>
        <extracomment>%1 kind of self-test (&quot;Short&quot;), %2 its result (&quot;Failed: read error&quot;), %3 the drive&apos;s power-on hours when it ended, %4 a sector number</extracomment>
        <translation>Självtest (%1): %2, vid %3 drifttimmar; första felande sektor %4.</translation>
    </message>
    <message>
        <source>%1 self-test: %2, at %3 power-on hours.</source>
        <extracomment>%1 kind of self-test (&quot;Short&quot;), %2 its result (&quot;Completed without error&quot;), %3 the drive&apos;s power-on hours when it ended</extracomment>
        <translation>Självtest (%1): %2, vid %3 drifttimmar.</translation>
    </message>
    <message>
        <source>read</source>
        <translation>läsning</translation>
    </message>
    <message>
        <source>write</source>
        <translation>skrivning</translation>
    </message>
    <message>
        <source>mixed %1% read</source>
        <extracomment>%1 percentage of reads in a mixed workload, e.g. 70</extracomment>
        <translation>blandat %1 % läsning</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <extracomment>%1 a CrystalDiskMark-style preset name (SEQ1M Q8T1), %2 read/write/mixed</extracomment>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>block size %1, %2</source>
        <extracomment>a sweep point: %1 block size, %2 read/write</extracomment>
        <translation>blockstorlek %1, %2</translation>
    </message>
    <message>
        <source>queue depth %1, %2</source>
        <extracomment>a sweep point: %1 queue depth, %2 read/write</extracomment>
        <translation>ködjup %1, %2</translation>
    </message>
    <message numerus="yes">
        <source>%n thread(s), %1</source>
        <extracomment>a sweep point: %n threads, %1 read/write</extracomment>
        <translation>
            <numerusform>%n tråd, %1</numerusform>
            <numerusform>%n trådar, %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1, %n × 8 kB per commit</source>
        <extracomment>%1 a sync method name (fdatasync, open_datasync...), %n writes per commit</extracomment>
        <translation>
            <numerusform>%1, %n × 8 kB per bekräftelse</numerusform>
            <numerusform>%1, %n × 8 kB per bekräftelse</numerusform>
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
        <translation>write, close, fsync (en annan beskrivare)</translation>
    </message>
    <message>
        <source>write, no sync (baseline, not durable)</source>
        <translation>write, ingen synk (baslinje, inte beständig)</translation>
    </message>
    <message>
        <source>O_DIRECT write, no sync (baseline, not durable)</source>
        <translation>O_DIRECT-skrivning, ingen synk (baslinje, inte beständig)</translation>
    </message>
    <message>
        <source>sustained sequential write</source>
        <translation>långvarig sekventiell skrivning</translation>
    </message>
    <message>
        <source>surface scan (read)</source>
        <translation>ytskanning (läsning)</translation>
    </message>
    <message>
        <source>random reads, pass %1</source>
        <extracomment>%1 1 or 2: the pass of the hybrid-cache check</extracomment>
        <translation>slumpmässiga läsningar, omgång %1</translation>
    </message>
    <message>
        <source>%1 (cache off)</source>
        <extracomment>a commit line measured with the drive&apos;s write cache switched off; %1 its label</extracomment>
        <translation>%1 (cache av)</translation>
    </message>
    <message>
        <source>Skipped: the block size %1 is larger than the test area (%2).</source>
        <extracomment>%1 block size, %2 test area size</extracomment>
        <translation>Hoppades över: blockstorleken %1 är större än testområdet (%2).</translation>
    </message>
    <message>
        <source>Skipped: O_DIRECT writes of %1 bytes are smaller than the device&apos;s logical block size (%2 bytes).</source>
        <extracomment>%1 write size in bytes, %2 the device&apos;s logical block size in bytes</extracomment>
        <translation>Hoppades över: O_DIRECT-skrivningar på %1 byte är mindre än enhetens logiska blockstorlek (%2 byte).</translation>
    </message>
    <message>
        <source>Skipped: this file system does not support O_DIRECT.</source>
        <translation>Hoppades över: detta filsystem stöder inte O_DIRECT.</translation>
    </message>
    <message>
        <source>Skipped: the device rejects O_DIRECT writes of %1 bytes.</source>
        <extracomment>%1 write size in bytes</extracomment>
        <translation>Hoppades över: enheten avvisar O_DIRECT-skrivningar på %1 byte.</translation>
    </message>
</context>
<context>
    <name>DriveProof::Suites</name>
    <message>
        <source>The cache A/B test needs a drive whose write cache is on and can be switched; %1&apos;s is not. Run the commit test alone.</source>
        <extracomment>%1 device node</extracomment>
        <translation>Cache-A/B-testet behöver en enhet vars skrivcache är påslagen och kan ändras; det gäller inte %1. Kör bekräftelsetestet ensamt.</translation>
    </message>
    <message>
        <source>Could not switch the write cache of %1 back on. Switch it on with &apos;driveproof-cli cache %1 --set on&apos;.</source>
        <extracomment>%1 device node</extracomment>
        <translation>Kunde inte slå på skrivcachen för %1 igen. Slå på den med &apos;driveproof-cli cache %1 --set on&apos;.</translation>
    </message>
    <message>
        <source>Cannot open %1 for the commit test: %2.</source>
        <extracomment>%1 file or device, %2 the system&apos;s error text</extracomment>
        <translation>Kan inte öppna %1 för bekräftelsetestet: %2.</translation>
    </message>
    <message>
        <source>The commit test stopped at &quot;%1&quot;: writing to %2 failed: %3.</source>
        <extracomment>%1 the line&apos;s label, %2 file or device, %3 the system&apos;s error text</extracomment>
        <translation>Bekräftelsetestet stoppade vid &quot;%1&quot;: skrivning till %2 misslyckades: %3.</translation>
    </message>
    <message>
        <source>&quot;%1&quot; stopped on %2: %3</source>
        <extracomment>%1 the step&apos;s label, %2 file or device, %3 the error</extracomment>
        <translation>&quot;%1&quot; stoppade på %2: %3</translation>
    </message>
    <message>
        <source>idle, so the drive can move hot data</source>
        <translation>vila, så att enheten kan flytta het data</translation>
    </message>
    <message>
        <source>Commit rate</source>
        <translation>Bekräftelsetakt</translation>
    </message>
    <message>
        <source>Throughput</source>
        <translation>Genomströmning</translation>
    </message>
    <message>
        <source>Sustained write</source>
        <translation>Långvarig skrivning</translation>
    </message>
    <message>
        <source>Surface scan</source>
        <translation>Ytskanning</translation>
    </message>
    <message>
        <source>Random I/O</source>
        <translation>Slumpmässig I/O</translation>
    </message>
    <message>
        <source>Quick check</source>
        <translation>Snabbkontroll</translation>
    </message>
    <message>
        <source>Block size sweep</source>
        <translation>Svep över blockstorlek</translation>
    </message>
    <message>
        <source>Queue depth sweep</source>
        <translation>Svep över ködjup</translation>
    </message>
    <message>
        <source>Thread sweep</source>
        <translation>Svep över trådar</translation>
    </message>
    <message>
        <source>Hybrid cache check</source>
        <translation>Kontroll av hybridcache</translation>
    </message>
    <message>
        <source>A drive test is running; suspending would spoil its numbers.</source>
        <translation>Ett enhetstest körs; viloläge skulle förstöra dess siffror.</translation>
    </message>
    <message>
        <source>The cache A/B test needs to know the drive under the target, and it could not be found. Run the commit test alone.</source>
        <translation>Cache-A/B-testet behöver veta vilken enhet som ligger under målet, och den kunde inte hittas. Kör bekräftelsetestet ensamt.</translation>
    </message>
    <message>
        <source>O_DIRECT is not supported here: the run is buffered, so the page cache is in the numbers.</source>
        <translation>O_DIRECT stöds inte här: körningen är buffrad, så sidcachen påverkar siffrorna.</translation>
    </message>
    <message>
        <source>%1 is in use: %2 DriveProof does not write to a device in use. Unmount it, swapoff it or stop what is built on it first.</source>
        <extracomment>%1 device node, %2 a sentence saying what uses it, e.g. &quot;/dev/loop0 backs the loop device /dev/loop1. /dev/loop1 is mounted on /mnt.&quot;</extracomment>
        <translation>%1 används: %2 DriveProof skriver inte till en enhet som används. Avmontera den, kör swapoff eller stoppa det som är byggt ovanpå den först.</translation>
    </message>
    <message>
        <source>%1 is not a folder. Choose a folder on the drive to test.</source>
        <extracomment>%1 a folder</extracomment>
        <translation>%1 är ingen mapp. Välj en mapp på enheten som ska testas.</translation>
    </message>
    <message>
        <source>The test size must be at least 4 KiB.</source>
        <translation>Teststorleken måste vara minst 4 KiB.</translation>
    </message>
    <message>
        <source>%1 has too little free space for a %2 test file (%3 free). Choose a smaller size or another folder.</source>
        <extracomment>%1 folder, %2 the size asked for, %3 free space</extracomment>
        <translation>%1 har för lite ledigt utrymme för en testfil på %2 (%3 ledigt). Välj en mindre storlek eller en annan mapp.</translation>
    </message>
    <message>
        <source>Cannot create a test file in %1: %2. Choose a folder you can write to.</source>
        <extracomment>%1 folder, %2 the system&apos;s error text</extracomment>
        <translation>Kan inte skapa en testfil i %1: %2. Välj en mapp som du kan skriva i.</translation>
    </message>
    <message>
        <source>Preparing the test file</source>
        <translation>Förbereder testfilen</translation>
    </message>
    <message>
        <source>Cannot prepare the test file %1: %2.</source>
        <extracomment>%1 the test file, %2 what failed, in English from the system</extracomment>
        <translation>Kan inte förbereda testfilen %1: %2.</translation>
    </message>
    <message>
        <source>%1 is not an existing regular file. Name a file, or choose a folder for a temporary test file.</source>
        <extracomment>%1 a path</extracomment>
        <translation>%1 är ingen befintlig vanlig fil. Ange en fil, eller välj en mapp för en tillfällig testfil.</translation>
    </message>
    <message>
        <source>%1 is smaller than 4 KiB: too small to test. DriveProof never grows a file it did not create.</source>
        <extracomment>%1 a file</extracomment>
        <translation>%1 är mindre än 4 KiB: för liten för att testa. DriveProof utökar aldrig en fil som det inte har skapat.</translation>
    </message>
    <message>
        <source>Cannot open %1: %2.</source>
        <extracomment>%1 file, %2 the system&apos;s error text
----------
%1 device node, %2 the system&apos;s error text</extracomment>
        <translation>Kan inte öppna %1: %2.</translation>
    </message>
    <message>
        <source>Writing to %1 destroys what is on it. Confirm by typing the device name, or pass --destructive.</source>
        <extracomment>%1 device node</extracomment>
        <translation>Att skriva till %1 förstör det som finns på den. Bekräfta genom att skriva enhetens namn, eller ange --destructive.</translation>
    </message>
    <message>
        <source>%L1 IOPS</source>
        <extracomment>I/O operations per second</extracomment>
        <translation>%L1 IOPS</translation>
    </message>
    <message>
        <source>fdatasync commits at %1 per second, faster than the platters turn (%2 rpm allows about %3 per second with one thread): a volatile or battery-backed cache acknowledges the commits. Run the power-loss test to learn whether it keeps them.</source>
        <extracomment>%1 commits per second, %2 rotation rate, %3 the most commits per second it allows</extracomment>
        <translation>fdatasync bekräftar %1 gånger per sekund, snabbare än skivorna roterar (%2 varv/min tillåter omkring %3 per sekund med en tråd): en flyktig eller batteristödd cache kvitterar bekräftelserna. Kör strömavbrottstestet för att ta reda på om den behåller dem.</translation>
    </message>
    <message>
        <source>fdatasync commits at %1 per second, within what %2 rpm allows (about %3 per second): each commit waits for the platter.</source>
        <extracomment>%1 commits per second, %2 rotation rate, %3 the most commits per second it allows</extracomment>
        <translation>fdatasync bekräftar %1 gånger per sekund, inom vad %2 varv/min tillåter (omkring %3 per sekund): varje bekräftelse väntar på skivan.</translation>
    </message>
    <message>
        <source>With the drive&apos;s write cache off, fdatasync still commits at %1 per second, above the %3 per second that %2 rpm allows: the setting was ignored or another cache answers.</source>
        <extracomment>%1 commits per second, %2 rotation rate, %3 the most commits per second it allows</extracomment>
        <translation>Med enhetens skrivcache avslagen bekräftar fdatasync fortfarande %1 gånger per sekund, över de %3 per sekund som %2 varv/min tillåter: inställningen ignorerades eller så svarar en annan cache.</translation>
    </message>
    <message>
        <source>Each fdatasync sent %2 flushes to %1: flushes reach the device.</source>
        <extracomment>%1 device name, %2 flushes per commit (a decimal number)</extracomment>
        <translation>Varje fdatasync skickade %2 tömningar till %1: tömningarna når enheten.</translation>
    </message>
    <message>
        <source>Flushes are not reaching %1: fdatasync sent none although the kernel treats the device as write back. Something between DriveProof and the drive swallows them (a hypervisor, a RAID or device-mapper layer).</source>
        <extracomment>%1 device name</extracomment>
        <translation>Tömningar når inte %1: fdatasync skickade inga, trots att kärnan behandlar enheten som write back. Något mellan DriveProof och enheten sväljer dem (en hypervisor, ett RAID- eller device-mapper-lager).</translation>
    </message>
    <message>
        <source>Flushes are not reaching %1: the kernel treats it as write through (queue/write_cache) and sends it no flushes. If the drive&apos;s own cache is on, committed data can be lost at a power cut.</source>
        <extracomment>%1 device name</extracomment>
        <translation>Tömningar når inte %1: kärnan behandlar den som write through (queue/write_cache) och skickar inga tömningar till den. Om enhetens egen cache är påslagen kan bekräftade data förloras vid ett strömavbrott.</translation>
    </message>
    <message>
        <source>The kernel sends %1 no flushes while its write cache is off for this half of the test (it treats the device as write through): as expected.</source>
        <extracomment>%1 device name</extracomment>
        <translation>Kärnan skickar inga tömningar till %1 medan dess skrivcache är avslagen under denna halva av testet (den behandlar enheten som write through): som väntat.</translation>
    </message>
    <message>
        <source>Flushes are not reaching %1: the file system is mounted with nobarrier, so the kernel sends no flushes. Committed data can be lost at a power cut.</source>
        <extracomment>%1 device name</extracomment>
        <translation>Tömningar når inte %1: filsystemet är monterat med nobarrier, så kärnan skickar inga tömningar. Bekräftade data kan förloras vid ett strömavbrott.</translation>
    </message>
    <message>
        <source>This drive acknowledges %1 commits per second with its write cache on. Only the power-loss test can tell whether it keeps them.</source>
        <extracomment>%1 commits per second</extracomment>
        <translation>Denna enhet kvitterar %1 bekräftelser per sekund med skrivcachen påslagen. Bara strömavbrottstestet kan avgöra om den behåller dem.</translation>
    </message>
    <message>
        <source>This drive acknowledges %1 commits per second with its write cache on and %2 with it off.</source>
        <extracomment>%1 commits per second with the cache on, %2 with it off</extracomment>
        <translation>Denna enhet kvitterar %1 bekräftelser per sekund med skrivcachen påslagen och %2 med den avslagen.</translation>
    </message>
    <message>
        <source>The write rate fell from %1 to %2 after %3 had been written: a cache ran out.</source>
        <extracomment>%1 and %2 transfer rates, %3 an amount of data</extracomment>
        <translation>Skrivhastigheten föll från %1 till %2 efter att %3 hade skrivits: en cache tog slut.</translation>
    </message>
    <message>
        <source>The write rate held at about %1 over all %2.</source>
        <extracomment>%1 a transfer rate, %2 an amount of data</extracomment>
        <translation>Skrivhastigheten höll sig på omkring %1 över alla %2.</translation>
    </message>
    <message>
        <source>Reads ran at %1 at the start and %2 at the end; the slowest stretch read at %3, at %4.</source>
        <extracomment>%1..%3 transfer rates, %4 a position on the drive (an amount of data)</extracomment>
        <translation>Läsningarna gick i %1 i början och %2 i slutet; den långsammaste sträckan lästes i %3, vid %4.</translation>
    </message>
    <message numerus="yes">
        <source>%n stretch(es) read at less than half the median rate: the drive retried there, or remapped sectors slow it down. Look at its health.</source>
        <translation>
            <numerusform>%n sträcka lästes i mindre än halva medianhastigheten: enheten gjorde omförsök där, eller så gör omallokerade sektorer den långsammare. Titta på dess hälsa.</numerusform>
            <numerusform>%n sträckor lästes i mindre än halva medianhastigheten: enheten gjorde omförsök där, eller så gör omallokerade sektorer den långsammare. Titta på dess hälsa.</numerusform>
        </translation>
    </message>
    <message>
        <source>The second pass was %1 times as fast (%2 → %3): the drive moved the data to faster storage while idle.</source>
        <extracomment>%1 how many times faster (a decimal number), %2 and %3 IOPS before and after</extracomment>
        <translation>Den andra omgången var %1 gånger så snabb (%2 → %3): enheten flyttade data till snabbare lagring under vilan.</translation>
    </message>
    <message>
        <source>The second pass ran at %2 against %1 before: no sign of a cache that promotes hot data while the drive is idle.</source>
        <extracomment>%1 and %2 IOPS of the first and the second pass</extracomment>
        <translation>Den andra omgången gick i %2 jämfört med %1 i den första: inga tecken på en cache som flyttar upp het data medan enheten vilar.</translation>
    </message>
    <message>
        <source>O_DIRECT is not supported on this file system: the run was buffered, so the page cache is in the numbers.</source>
        <translation>O_DIRECT stöds inte på detta filsystem: körningen var buffrad, så sidcachen påverkar siffrorna.</translation>
    </message>
    <message>
        <source>This is a virtual machine (%1): the numbers describe the hypervisor&apos;s storage, not the drive&apos;s.</source>
        <extracomment>%1 the hypervisor, e.g. kvm</extracomment>
        <translation>Detta är en virtuell maskin (%1): siffrorna beskriver hypervisorns lagring, inte enhetens.</translation>
    </message>
    <message>
        <source>%1 is mounted with barriers off (%2): the kernel sends the drive no flushes, so no commit there is durable.</source>
        <extracomment>%1 mount point, %2 mount options</extracomment>
        <translation>%1 är monterad med barriärer avslagna (%2): kärnan skickar inga tömningar till enheten, så ingen bekräftelse där är beständig.</translation>
    </message>
    <message>
        <source>%L1 %2</source>
        <extracomment>a transfer rate; %L1 the number, %2 its unit (&quot;MB/s&quot; or &quot;MiB/s&quot;)</extracomment>
        <translation>%L1 %2</translation>
    </message>
    <message>
        <source>SATA, link speed unknown</source>
        <translation>SATA, länkhastighet okänd</translation>
    </message>
    <message>
        <source>SATA %1 Gb/s</source>
        <extracomment>%1 the SATA link speed in Gb/s, e.g. 6</extracomment>
        <translation>SATA %1 Gb/s</translation>
    </message>
    <message>
        <source>PCIe, link speed unknown</source>
        <translation>PCIe, länkhastighet okänd</translation>
    </message>
    <message>
        <source>PCIe %1 x%2</source>
        <extracomment>%1 the PCIe generation (&quot;3.0&quot;), %2 lanes in use</extracomment>
        <translation>PCIe %1 x%2</translation>
    </message>
    <message>
        <source>USB, link speed unknown</source>
        <translation>USB, länkhastighet okänd</translation>
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
        <translation>%1 (~%2 användbart)</translation>
    </message>
    <message>
        <source>%1 (the drive can do PCIe %2 x%3)</source>
        <extracomment>%1 the PCIe link now (&quot;PCIe 3.0 x2&quot;), %2 PCIe generation (&quot;4.0&quot;), %3 lanes</extracomment>
        <translation>%1 (enheten klarar PCIe %2 x%3)</translation>
    </message>
    <message>
        <source>%1 of x%2</source>
        <extracomment>%1 the PCIe link now (&quot;PCIe 3.0 x2&quot;), %2 lanes the drive has</extracomment>
        <translation>%1 av x%2</translation>
    </message>
    <message>
        <source>%1, %2</source>
        <extracomment>%1 the USB link (&quot;USB 3.0 (5 Gb/s)&quot;), %2 the storage protocol: UAS or BOT</extracomment>
        <translation>%1, %2</translation>
    </message>
    <message>
        <source>hard disk (%L1 rpm)</source>
        <translation>hårddisk (%L1 varv/min)</translation>
    </message>
    <message>
        <source>hard disk</source>
        <translation>hårddisk</translation>
    </message>
    <message>
        <source>SATA SSD</source>
        <translation>SATA-SSD</translation>
    </message>
    <message>
        <source>NVMe SSD</source>
        <translation>NVMe-SSD</translation>
    </message>
    <message>
        <source>drive behind a USB bridge</source>
        <translation>enhet bakom en USB-brygga</translation>
    </message>
    <message>
        <source>virtual disk</source>
        <translation>virtuell disk</translation>
    </message>
    <message>
        <source>%1 is more than a %2 link can carry (%3): the link is emulated or misreported (a virtual machine, or a cache in front of the drive), so this number says nothing about the drive.</source>
        <extracomment>%1 a measured transfer rate, %2 the link (&quot;SATA 1.5 Gb/s&quot;), %3 the most it carries</extracomment>
        <translation>%1 är mer än en %2-länk kan överföra (%3): länken är emulerad eller felrapporterad (en virtuell maskin, eller en cache framför enheten), så det här värdet säger ingenting om enheten.</translation>
    </message>
    <message>
        <source>Writes at %1: the limit of its %2 link (%3 at most) — as fast as it can be here.</source>
        <extracomment>%1 a transfer rate, %2 the link (&quot;SATA 6 Gb/s&quot;), %3 what it carries</extracomment>
        <translation>Skriver med %1: gränsen för dess %2-länk (högst %3) – snabbare än så kan den inte bli här.</translation>
    </message>
    <message>
        <source>Reads at %1: the limit of its %2 link (%3 at most) — as fast as it can be here.</source>
        <extracomment>%1 a transfer rate, %2 the link (&quot;SATA 6 Gb/s&quot;), %3 what it carries</extracomment>
        <translation>Läser med %1: gränsen för dess %2-länk (högst %3) – snabbare än så kan den inte bli här.</translation>
    </message>
    <message>
        <source>Writes at %1 on a %2 link: the link, not the drive, is the limit (the drive can do %3 Gb/s; check the cable and the port).</source>
        <extracomment>%1 a transfer rate, %2 the link (&quot;SATA 3 Gb/s&quot;), %3 the drive&apos;s fastest SATA speed in Gb/s, e.g. 6</extracomment>
        <translation>Skriver med %1 på en %2-länk: det är länken, inte enheten, som begränsar (enheten klarar %3 Gb/s; kontrollera kabeln och porten).</translation>
    </message>
    <message>
        <source>Reads at %1 on a %2 link: the link, not the drive, is the limit (the drive can do %3 Gb/s; check the cable and the port).</source>
        <extracomment>%1 a transfer rate, %2 the link (&quot;SATA 3 Gb/s&quot;), %3 the drive&apos;s fastest SATA speed in Gb/s, e.g. 6</extracomment>
        <translation>Läser med %1 på en %2-länk: det är länken, inte enheten, som begränsar (enheten klarar %3 Gb/s; kontrollera kabeln och porten).</translation>
    </message>
    <message>
        <source>On a USB 2 port: 480 Mb/s holds it to about %1 (measured: %2). A USB 3 port would let it go faster.</source>
        <extracomment>%1 what a USB 2 port allows, a transfer rate; %2 the measured transfer rate</extracomment>
        <translation>På en USB 2-port: 480 Mb/s begränsar den till omkring %1 (uppmätt: %2). En USB 3-port skulle låta den gå snabbare.</translation>
    </message>
    <message>
        <source>Reads at %1: SATA SSDs read at %2 to %3 on a 6 Gb/s link, so something other than the link holds this one back (a full or worn drive, power saving, or the file system).</source>
        <extracomment>%1 the measured transfer rate, %2 and %3 the usual range (transfer rates)</extracomment>
        <translation>Läser med %1: SATA-SSD:er läser med %2 till %3 på en 6 Gb/s-länk, så något annat än länken håller tillbaka den här (en full eller sliten enhet, energisparfunktioner eller filsystemet).</translation>
    </message>
    <message>
        <source>This NVMe drive runs on %1 although it can do PCIe %2 x%3: the link trained below what the drive and its slot allow (a riser, a dirty contact, or lanes shared with another slot). It carries %4 of the %5 it could.</source>
        <extracomment>%1 the link now (&quot;PCIe 3.0 x2&quot;), %2 PCIe generation, %3 lanes, %4 and %5 transfer rates (what the link carries now, what it could)</extracomment>
        <translation>Den här NVMe-enheten kör på %1 fast den klarar PCIe %2 x%3: länken förhandlades fram lägre än vad enheten och dess kortplats tillåter (ett riserkort, en smutsig kontakt eller banor som delas med en annan kortplats). Den överför %4 av de %5 den skulle kunna.</translation>
    </message>
    <message>
        <source>This NVMe drive runs on %1 but can do PCIe %2 x%3: the slot holds it to %4 of the %5 it could use. A slot with more lanes would let it go faster.</source>
        <extracomment>%1 the link now (&quot;PCIe 3.0 x2&quot;), %2 PCIe generation, %3 lanes, %4 and %5 transfer rates (what the slot carries, what the drive could use)</extracomment>
        <translation>Den här NVMe-enheten kör på %1 men klarar PCIe %2 x%3: kortplatsen begränsar den till %4 av de %5 den skulle kunna använda. En kortplats med fler banor skulle låta den gå snabbare.</translation>
    </message>
    <message>
        <source>RND4K Q1T1 at %1 is what a %L2 rpm disk does (about %3 to %4): each read waits for a seek and half a turn.</source>
        <extracomment>%1 measured IOPS, %2 rotation rate in rpm, %3 and %4 the usual range of IOPS</extracomment>
        <translation>RND4K Q1T1 med %1 är vad en disk på %L2 varv/min klarar (omkring %3 till %4): varje läsning väntar på en sökning och ett halvt varv.</translation>
    </message>
    <message>
        <source>RND4K Q1T1 at %1 is faster than a %L2 rpm disk can seek (about %3 to %4): a cache answers these reads, so they say little about the disk.</source>
        <extracomment>%1 measured IOPS, %2 rotation rate in rpm, %3 and %4 the usual range of IOPS</extracomment>
        <translation>RND4K Q1T1 med %1 är snabbare än en disk på %L2 varv/min kan söka (omkring %3 till %4): en cache besvarar läsningarna, så de säger lite om disken.</translation>
    </message>
    <message>
        <source>Writes fell from %1 to %2 after %3: the end of its fast SLC cache. Copies larger than that run at about %2.</source>
        <extracomment>%1 and %2 transfer rates, %3 an amount of data. SLC: the fast part of an SSD&apos;s flash that takes writes first</extracomment>
        <translation>Skrivningen föll från %1 till %2 efter %3: den snabba SLC-cachen tog slut. Större kopior går i ungefär %2.</translation>
    </message>
    <message>
        <source>%1 is a loop device without direct I/O: its reads and writes go through the page cache of the file system that holds its backing file, so these numbers describe the page cache (memory), not a drive. Attach it with &apos;losetup --direct-io=on&apos; to measure the drive under the file.</source>
        <extracomment>%1 a loop device, e.g. loop3</extracomment>
        <translation>%1 är en loop-enhet utan direkt I/O: dess läsningar och skrivningar går genom sidcachen i filsystemet som rymmer dess fil, så siffrorna beskriver sidcachen (minnet), inte en enhet. Anslut den med &apos;losetup --direct-io=on&apos; för att mäta enheten under filen.</translation>
    </message>
    <message>
        <source>The run went through the page cache, which serves some requests from memory and sends others to the drive.</source>
        <translation>Körningen gick genom sidcachen, som besvarar vissa förfrågningar från minnet och skickar andra till enheten.</translation>
    </message>
    <message>
        <source>Something else used the drive meanwhile, a cache filled or emptied, or the drive paused to tidy up: run the test again before trusting the numbers.</source>
        <translation>Något annat använde enheten under tiden, en cache fylldes eller tömdes, eller enheten pausade för att städa: kör testet igen innan du litar på siffrorna.</translation>
    </message>
    <message>
        <source>The numbers are unstable: %1 swung between %2 and %4 (typically %3) from one tenth of a second to the next, far more than a drive&apos;s own noise. %5</source>
        <extracomment>%1 a measurement (&quot;SEQ1M Q8T1 read&quot;); %2, %3, %4 rates or IOPS (low, typical, high); %5 why (a sentence)</extracomment>
        <translation>Siffrorna är instabila: %1 svängde mellan %2 och %4 (oftast %3) från en tiondels sekund till nästa, långt mer än en enhets eget brus. %5</translation>
    </message>
    <message>
        <source>%1 is no longer empty (found: %2), so it was not written to. Confirm again with the device&apos;s name.</source>
        <extracomment>%1 device node, %2 what was found, e.g. &quot;gpt, ext4&quot;</extracomment>
        <translation>%1 är inte längre tom (hittade: %2), så inget skrevs till den. Bekräfta igen med enhetens namn.</translation>
    </message>
    <message>
        <source>No drive was found under the target.</source>
        <translation>Ingen enhet hittades under målet.</translation>
    </message>
    <message>
        <source>%1 reports no temperature.</source>
        <extracomment>%1 device path</extracomment>
        <translation>%1 rapporterar ingen temperatur.</translation>
    </message>
    <message numerus="yes">
        <source>The drive reached %1 °C and slowed itself down %n time(s) during this test: these numbers are those of a hot drive, not what it does when cool.</source>
        <extracomment>%1 the drive&apos;s highest temperature in °C; %n how often it throttled itself</extracomment>
        <translation>
            <numerusform>Enheten nådde %1 °C och strypte sig själv %n gång under det här testet: siffrorna är en varm enhets, inte vad den klarar sval.</numerusform>
            <numerusform>Enheten nådde %1 °C och strypte sig själv %n gånger under det här testet: siffrorna är en varm enhets, inte vad den klarar sval.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The drive reached %1 °C and slowed itself down %n time(s) during the sustained write: the drop from %2 to %3 at %4 is heat, not its cache.</source>
        <extracomment>%1 the drive&apos;s highest temperature in °C, %n how often it throttled itself, %2 and %3 transfer rates, %4 an amount of data</extracomment>
        <translation>
            <numerusform>Enheten nådde %1 °C och strypte sig själv %n gång under den uthålliga skrivningen: fallet från %2 till %3 vid %4 är värme, inte dess cache.</numerusform>
            <numerusform>Enheten nådde %1 °C och strypte sig själv %n gånger under den uthålliga skrivningen: fallet från %2 till %3 vid %4 är värme, inte dess cache.</numerusform>
        </translation>
    </message>
    <message>
        <source>Drive temperature: %1 °C before the test, %2 °C after.</source>
        <extracomment>%1 and %2 temperatures in °C (&quot;?&quot; when unknown)</extracomment>
        <translation>Enhetens temperatur: %1 °C före testet, %2 °C efter.</translation>
    </message>
    <message numerus="yes">
        <source>The drive slowed itself down for heat %n time(s) during the test, for %1 s in all.</source>
        <extracomment>%n how often the drive throttled itself, %1 seconds it spent throttled</extracomment>
        <translation>
            <numerusform>Enheten strypte sig själv för värme %n gång under testet, i %1 s totalt.</numerusform>
            <numerusform>Enheten strypte sig själv för värme %n gånger under testet, i %1 s totalt.</numerusform>
        </translation>
    </message>
    <message>
        <source>The drive did not slow itself down for heat during the test.</source>
        <translation>Enheten strypte inte sig själv för värme under testet.</translation>
    </message>
    <message>
        <source>Time above its warning temperature during the test: %1 min; above its critical temperature: %2 min.</source>
        <extracomment>%1 and %2 minutes</extracomment>
        <translation>Tid över varningstemperaturen under testet: %1 min; över den kritiska temperaturen: %2 min.</translation>
    </message>
    <message>
        <source>The drive&apos;s heat was not read: %1</source>
        <extracomment>%1 why (a sentence)</extracomment>
        <translation>Enhetens temperatur lästes inte: %1</translation>
    </message>
</context>
</TS>
