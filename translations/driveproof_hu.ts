<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="hu_HU">
<context>
    <name>DriveProof::Alignment</name>
    <message>
        <source>Partition %1 on %2 starts at byte %3, which is not even on a %4-byte logical sector boundary: the partition table or the kernel&apos;s view of it is damaged. Back up its data, then recreate the partition at sector %5 (e.g. &apos;parted %2 mkpart primary %5s 100%&apos;), and check with &apos;parted %2 align-check optimal %1&apos;.</source>
        <extracomment>%1 partition number, %2 device or image path, %3 start in bytes, %4 logical sector size in bytes, %5 suggested start sector</extracomment>
        <translation>A(z) %2 %1. partíciója a(z) %3. bájton kezdődik, ami még %4 bájtos logikai szektorhatárra sem esik: a partíciós tábla vagy annak kernelbeli nézete sérült. Mentse az adatait, majd hozza létre újra a partíciót a(z) %5. szektortól kezdve (pl. &apos;parted %2 mkpart primary %5s 100%&apos;), és ellenőrizze a &apos;parted %2 align-check optimal %1&apos; paranccsal.</translation>
    </message>
    <message>
        <source>Partition %1 on %2 starts at sector %3 (byte %4): misaligned by %8 bytes, %5 bytes past a %6-byte physical sector boundary and %8 bytes short of the next. Every write that crosses a boundary costs the drive a read-modify-write. Back up its data, then recreate the partition at sector %7: in fdisk, delete it and create it again with first sector %7, or run &apos;parted %2 mkpart primary %7s 100%&apos; (give its old end instead of 100% if other partitions follow it). Check with &apos;parted %2 align-check optimal %1&apos;.</source>
        <extracomment>%1 partition number, %2 device or image path, %3 start sector, %4 start in bytes, %5 bytes past the physical sector boundary, %6 physical sector size in bytes, %7 suggested start sector, %8 bytes short of the next physical sector boundary. Keep the commands in quotes untranslated.</extracomment>
        <translation>A(z) %2 %1. partíciója a(z) %3. szektoron (%4. bájt) kezdődik: %8 bájttal el van csúszva, %5 bájttal egy %6 bájtos fizikai szektorhatár után és %8 bájttal a következő előtt. Minden határon átnyúló írás olvasás-módosítás-írás műveletbe kerül a meghajtónak. Mentse az adatait, majd hozza létre újra a partíciót a(z) %7. szektortól: az fdisk-ben törölje, és hozza létre újra %7 első szektorral, vagy futtassa a &apos;parted %2 mkpart primary %7s 100%&apos; parancsot (ha más partíciók követik, a 100% helyett a régi végét adja meg). Ellenőrizze a &apos;parted %2 align-check optimal %1&apos; paranccsal.</translation>
    </message>
    <message>
        <source>Partition %1 on %2 starts at sector %3 (byte %4). It is aligned to the %5-byte physical sectors, so the drive is not slowed down, but not to 1 MiB, the boundary that partitioning tools use today and that suits SSD erase blocks and RAID stripes. No need to act now; if you recreate the partition one day, start it at sector %6 (e.g. &apos;parted %2 mkpart primary %6s 100%&apos;). Check with &apos;parted %2 align-check optimal %1&apos;.</source>
        <extracomment>%1 partition number, %2 device or image path, %3 start sector, %4 start in bytes, %5 physical sector size in bytes, %6 suggested start sector</extracomment>
        <translation>A(z) %2 %1. partíciója a(z) %3. szektoron (%4. bájt) kezdődik. A %5 bájtos fizikai szektorokhoz igazodik, így nem lassítja a meghajtót, de az 1 MiB-os határhoz nem; ma ezt a határt használják a particionáló eszközök, és ez illik az SSD-k törlési blokkjaihoz és a RAID-csíkokhoz. Most nincs teendő; ha egyszer újra létrehozza a partíciót, a(z) %6. szektoron kezdje (pl. &apos;parted %2 mkpart primary %6s 100%&apos;). Ellenőrizze a &apos;parted %2 align-check optimal %1&apos; paranccsal.</translation>
    </message>
    <message>
        <source>Partition %1 on %2 starts at sector %3 (byte %4). It is aligned to the %5-byte physical sectors and to 1 MiB, but not to the optimal I/O size of %6 bytes that the device reports, so large writes may be split across stripes. If you recreate the partition, start it at sector %7 (e.g. &apos;parted %2 mkpart primary %7s 100%&apos;). Check with &apos;parted %2 align-check optimal %1&apos;.</source>
        <extracomment>%1 partition number, %2 device or image path, %3 start sector, %4 start in bytes, %5 physical sector size in bytes, %6 optimal I/O size in bytes, %7 suggested start sector</extracomment>
        <translation>A(z) %2 %1. partíciója a(z) %3. szektoron (%4. bájt) kezdődik. A %5 bájtos fizikai szektorokhoz és az 1 MiB-hoz igazodik, de nem az eszköz által jelentett %6 bájtos optimális I/O-mérethez, így a nagy írások több csíkra oszolhatnak. Ha újra létrehozza a partíciót, a(z) %7. szektoron kezdje (pl. &apos;parted %2 mkpart primary %7s 100%&apos;). Ellenőrizze a &apos;parted %2 align-check optimal %1&apos; paranccsal.</translation>
    </message>
    <message>
        <source>Partition %1 on %2 starts at sector %3 (byte %4). It is aligned to the %5-byte physical sectors, but neither to 1 MiB nor to the optimal I/O size of %6 bytes that the device reports, so large writes may be split across stripes. If you recreate the partition, start it at sector %7 (e.g. &apos;parted %2 mkpart primary %7s 100%&apos;). Check with &apos;parted %2 align-check optimal %1&apos;.</source>
        <extracomment>%1 partition number, %2 device or image path, %3 start sector, %4 start in bytes, %5 physical sector size in bytes, %6 optimal I/O size in bytes, %7 suggested start sector</extracomment>
        <translation>A(z) %2 %1. partíciója a(z) %3. szektoron (%4. bájt) kezdődik. A %5 bájtos fizikai szektorokhoz igazodik, de sem az 1 MiB-hoz, sem az eszköz által jelentett %6 bájtos optimális I/O-mérethez nem, így a nagy írások több csíkra oszolhatnak. Ha újra létrehozza a partíciót, a(z) %7. szektoron kezdje (pl. &apos;parted %2 mkpart primary %7s 100%&apos;). Ellenőrizze a &apos;parted %2 align-check optimal %1&apos; paranccsal.</translation>
    </message>
    <message>
        <source>Partition %1 on %2 starts at sector %3, which suits the drive&apos;s physical sectors and 1 MiB boundaries. Nothing to do.</source>
        <extracomment>%1 partition number, %2 device or image path, %3 start sector</extracomment>
        <translation>A(z) %2 %1. partíciója a(z) %3. szektoron kezdődik, ami illeszkedik a meghajtó fizikai szektoraihoz és az 1 MiB-os határokhoz. Nincs teendő.</translation>
    </message>
    <message>
        <source>%1 could not be opened (%2), so these are the partitions the kernel lists for it. Run as root to read the partition table itself.</source>
        <extracomment>%1 device path, %2 the system&apos;s reason</extracomment>
        <translation>A(z) %1 nem nyitható meg (%2), ezért a kernel által hozzá felsorolt partíciók láthatók. Magának a partíciós táblának a beolvasásához futtassa rootként.</translation>
    </message>
    <message>
        <source>%1 could not be opened (%2), so these are the partitions the kernel lists for it; the partition table itself was not read.</source>
        <extracomment>%1 device path, %2 the system&apos;s reason</extracomment>
        <translation>A(z) %1 nem nyitható meg (%2), ezért a kernel által hozzá felsorolt partíciók láthatók; magát a partíciós táblát nem olvasta be.</translation>
    </message>
    <message>
        <source>These are the partitions the kernel lists for %1, because its partition table could not be read: %2</source>
        <extracomment>%1 device path, %2 why the table could not be read (a full sentence)</extracomment>
        <translation>Ezek a kernel által a(z) %1 eszközhöz felsorolt partíciók, mert a partíciós tábla nem olvasható: %2</translation>
    </message>
    <message>
        <source>OK</source>
        <extracomment>alignment verdict: the partition is well aligned</extracomment>
        <translation>Rendben</translation>
    </message>
    <message>
        <source>Misaligned</source>
        <extracomment>alignment verdict: the partition does not start on a physical sector boundary</extracomment>
        <translation>Rosszul igazított</translation>
    </message>
    <message>
        <source>Cannot open %1 even as root: %2. The system blocks access to it (a container or a security policy).</source>
        <extracomment>%1 device or file, %2 the system&apos;s reason</extracomment>
        <translation>A(z) %1 rootként sem nyitható meg: %2. A rendszer tiltja a hozzáférést (konténer vagy biztonsági házirend).</translation>
    </message>
    <message>
        <source>Cannot open %1: %2. Run as root or use sudo.</source>
        <extracomment>%1 device or file, %2 the system&apos;s reason</extracomment>
        <translation>A(z) %1 nem nyitható meg: %2. Futtassa rootként vagy a sudo használatával.</translation>
    </message>
    <message>
        <source>Cannot open %1: %2. Check the path.</source>
        <extracomment>%1 device or file, %2 the system&apos;s reason</extracomment>
        <translation>A(z) %1 nem nyitható meg: %2. Ellenőrizze az elérési utat.</translation>
    </message>
    <message>
        <source>Cannot open %1: %2. Check that the drive is connected and the file is readable.</source>
        <extracomment>%1 device or file, %2 the system&apos;s reason</extracomment>
        <translation>A(z) %1 nem nyitható meg: %2. Ellenőrizze, hogy a meghajtó csatlakoztatva van-e, és a fájl olvasható-e.</translation>
    </message>
    <message>
        <source>No partition table for %2-byte sectors found on %1, but there is one for %3-byte sectors. Read it with a logical sector size of %3 bytes.</source>
        <extracomment>%1 image file, %2 sector size asked for, %3 sector size that works (bytes)</extracomment>
        <translation>A(z) %1 nem tartalmaz %2 bájtos szektorokhoz tartozó partíciós táblát, de %3 bájtos szektorokhoz igen. Olvassa be %3 bájtos logikai szektormérettel.</translation>
    </message>
    <message>
        <source>%1 is a folder. Give a drive such as /dev/sdb or a disk image file.</source>
        <extracomment>%1 the path the user gave</extracomment>
        <translation>A(z) %1 egy mappa. Adjon meg egy meghajtót (például /dev/sdb) vagy egy lemezképfájlt.</translation>
    </message>
    <message>
        <source>%1 is neither a drive nor a disk image file. Give a drive such as /dev/sdb or a disk image file.</source>
        <extracomment>%1 the path the user gave</extracomment>
        <translation>A(z) %1 nem meghajtó és nem is lemezképfájl. Adjon meg egy meghajtót (például /dev/sdb) vagy egy lemezképfájlt.</translation>
    </message>
    <message>
        <source>No partition table found on %1: the file is empty.</source>
        <extracomment>%1 image file</extracomment>
        <translation>Nem található partíciós tábla itt: %1. A fájl üres.</translation>
    </message>
    <message>
        <source>%1 is empty: no partition table and no file system, as a new drive arrives. There is nothing to align yet; partitioning tools start the first partition at 1 MiB, which suits this drive.</source>
        <extracomment>%1 device path</extracomment>
        <translation>%1 üres: nincs partíciós tábla és fájlrendszer, ahogy egy új meghajtó érkezik. Még nincs mit igazítani; a particionáló eszközök az első partíciót 1 MiB-nál kezdik, ami megfelel ennek a meghajtónak.</translation>
    </message>
    <message>
        <source>%1 holds its %2 file system written straight onto the whole drive, without a partition table. That is a valid layout, but the drive reports its sector 0 %3 bytes past a physical sector boundary, so the file system&apos;s blocks straddle physical sectors. Only a new layout fixes that: back up, then create a partition table whose first partition starts at 1 MiB.</source>
        <extracomment>%1 device path, %2 file-system type (&quot;ext4&quot;), %3 alignment offset in bytes</extracomment>
        <translation>A(z) %1 egy közvetlenül a teljes meghajtóra írt %2 fájlrendszert tartalmaz, partíciós tábla nélkül. Ez érvényes elrendezés, de a meghajtó szerint a 0. szektora %3 bájttal egy fizikai szektorhatár után van, így a fájlrendszer blokkjai átlógnak a fizikai szektorokon. Ezt csak új elrendezés javítja: készítsen mentést, majd hozzon létre partíciós táblát, amelynek első partíciója 1 MiB-nál kezdődik.</translation>
    </message>
    <message>
        <source>%1 holds its %2 file system written straight onto the whole drive, without a partition table. That is a valid layout: the file system starts at byte 0, on a boundary of every sector size, so it is aligned. Nothing to do.</source>
        <extracomment>%1 device path, %2 file-system type (&quot;ext4&quot;)</extracomment>
        <translation>A(z) %1 egy közvetlenül a teljes meghajtóra írt %2 fájlrendszert tartalmaz, partíciós tábla nélkül. Ez érvényes elrendezés: a fájlrendszer a 0. bájtnál kezdődik, minden szektorméret határán, tehát igazított. Nincs teendő.</translation>
    </message>
    <message>
        <source>Acceptable</source>
        <extracomment>alignment verdict: physically aligned (the drive is not slowed down, no need to act now), but not to 1 MiB or the optimal I/O size</extracomment>
        <translation>Elfogadható</translation>
    </message>
    <message>
        <source>No partition table found on %1: it is empty, or holds a file system on the whole of it, which needs none. Check that this is the right disk or image.</source>
        <extracomment>%1 device or image file</extracomment>
        <translation>A(z) %1 nem tartalmaz partíciós táblát: üres, vagy a teljes területén fájlrendszer van, amelynek nincs rá szüksége. Ellenőrizze, hogy ez a megfelelő lemez vagy képfájl.</translation>
    </message>
</context>
<context>
    <name>DriveProof::Cache</name>
    <message numerus="yes">
        <source>The sense data is cut off: %n byte(s) of the 8-byte header arrived.</source>
        <extracomment>%n number of bytes that arrived</extracomment>
        <translation>
            <numerusform>A sense adatok csonkák: a 8 bájtos fejlécből %n bájt érkezett meg.</numerusform>
        </translation>
    </message>
    <message>
        <source>The ATA Status Return descriptor is malformed (length %1h instead of 0Ch).</source>
        <extracomment>%1 the descriptor&apos;s length byte in hex</extracomment>
        <translation>Az ATA Status Return leíró hibás (hossza %1h a várt 0Ch helyett).</translation>
    </message>
    <message>
        <source>The sense data is cut off inside the ATA Status Return descriptor.</source>
        <translation>A sense adatok az ATA Status Return leíró belsejében megszakadnak.</translation>
    </message>
    <message>
        <source>The sense data is cut off: it declares %1 bytes but %2 arrived.</source>
        <extracomment>%1 bytes the sense data declares, %2 bytes that arrived</extracomment>
        <translation>A sense adatok csonkák: %1 bájtot jeleznek, de csak %2 érkezett meg.</translation>
    </message>
    <message numerus="yes">
        <source>The fixed-format sense data is cut off: %n byte(s) arrived, at least 14 are needed.</source>
        <extracomment>%n number of bytes that arrived</extracomment>
        <translation>
            <numerusform>A rögzített formátumú sense adatok csonkák: %n bájt érkezett meg, legalább 14 szükséges.</numerusform>
        </translation>
    </message>
    <message>
        <source>The device sent no sense data, so the ATA status of the command is unknown.</source>
        <translation>Az eszköz nem küldött sense adatokat, így a parancs ATA-állapota ismeretlen.</translation>
    </message>
    <message>
        <source>The sense data has an unknown format (response code %1h): neither descriptor (72h) nor fixed (70h) format.</source>
        <extracomment>%1 the response code byte in hex</extracomment>
        <translation>A sense adatok formátuma ismeretlen (válaszkód: %1h): sem leíró (72h), sem rögzített (70h) formátum.</translation>
    </message>
    <message>
        <source>sense key %1h, additional sense %2h/%3h</source>
        <extracomment>SCSI sense in hex. %1 sense key, %2 additional sense code, %3 its qualifier</extracomment>
        <translation>sense kulcs %1h, kiegészítő sense %2h/%3h</translation>
    </message>
    <message>
        <source>%1, ATA status %2h, error %3h</source>
        <extracomment>%1 the text before, %2 ATA STATUS byte in hex, %3 ATA ERROR byte in hex</extracomment>
        <translation>%1, ATA-állapot %2h, hiba %3h</translation>
    </message>
    <message>
        <source>%1 does not exist.</source>
        <extracomment>%1 file name</extracomment>
        <translation>A(z) %1 nem létezik.</translation>
    </message>
    <message>
        <source>%1 is not a regular file: give a saved IDENTIFY dump (512 raw bytes or the text of &apos;hdparm --Istdout&apos;).</source>
        <extracomment>%1 file name</extracomment>
        <translation>A(z) %1 nem szabályos fájl: adjon meg egy mentett IDENTIFY-kiírást (512 nyers bájt vagy a &apos;hdparm --Istdout&apos; szöveges kimenete).</translation>
    </message>
    <message>
        <source>%1 has %2 bytes: too large for an IDENTIFY dump (512 raw bytes, or about 1300 bytes of text).</source>
        <extracomment>%1 file name, %2 its size in bytes</extracomment>
        <translation>A(z) %1 mérete %2 bájt: ez túl nagy egy IDENTIFY-kiíráshoz (512 nyers bájt vagy kb. 1300 bájt szöveg).</translation>
    </message>
    <message>
        <source>Cannot read %1: %2.</source>
        <extracomment>%1 file name, %2 the system&apos;s reason</extracomment>
        <translation>A(z) %1 nem olvasható: %2.</translation>
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
            <numerusform>Az IDENTIFY adatoknak pontosan 512 bájtosnak kell lenniük; ez %n bájtos.</numerusform>
        </translation>
    </message>
    <message>
        <source>The IDENTIFY data is all zeros: the drive or its USB bridge returned no data.</source>
        <translation>Az IDENTIFY adatok csupa nullák: a meghajtó vagy az USB-híd nem adott vissza adatot.</translation>
    </message>
    <message>
        <source>The IDENTIFY data is all FFh: no drive answered (an empty port, or a bridge without a disk).</source>
        <translation>Az IDENTIFY adatok csupa FFh értékűek: egyetlen meghajtó sem válaszolt (üres port vagy lemez nélküli híd).</translation>
    </message>
    <message>
        <source>Word 0 is %1h: this is data from an ATAPI device (an optical drive), not IDENTIFY DEVICE data of a disk.</source>
        <extracomment>%1 word 0 in hex</extracomment>
        <translation>A 0. szó értéke %1h: ezek egy ATAPI-eszköz (optikai meghajtó) adatai, nem egy lemez IDENTIFY DEVICE adatai.</translation>
    </message>
    <message>
        <source>The IDENTIFY checksum in word 255 is wrong (the 512 bytes sum to %1h, not 00h): the data is damaged or was edited.</source>
        <extracomment>%1 the sum of all bytes modulo 256, in hex</extracomment>
        <translation>A 255. szóban lévő IDENTIFY-ellenőrzőösszeg hibás (az 512 bájt összege %1h, nem 00h): az adatok sérültek vagy szerkesztették őket.</translation>
    </message>
    <message>
        <source>Words 117-118 give a logical sector size of %1 bytes, which no drive uses: the data is damaged.</source>
        <extracomment>%1 a size in bytes</extracomment>
        <translation>A 117–118. szó %1 bájtos logikai szektorméretet ad meg, amelyet egyetlen meghajtó sem használ: az adatok sérültek.</translation>
    </message>
    <message>
        <source>Word 106 gives a physical sector size of %1 bytes, which no drive uses: the data is damaged.</source>
        <extracomment>%1 a size in bytes</extracomment>
        <translation>A 106. szó %1 bájtos fizikai szektorméretet ad meg, amelyet egyetlen meghajtó sem használ: az adatok sérültek.</translation>
    </message>
    <message>
        <source>Line %1: &apos;%2&apos; is not a word of four hex digits.</source>
        <extracomment>%1 line number, %2 the offending text</extracomment>
        <translation>%1. sor: a(z) &apos;%2&apos; nem négy hexadecimális számjegyből álló szó.</translation>
    </message>
    <message>
        <source>Line %1: more than 256 words; IDENTIFY data has exactly 256.</source>
        <extracomment>%1 line number</extracomment>
        <translation>%1. sor: több mint 256 szó; az IDENTIFY adatok pontosan 256 szóból állnak.</translation>
    </message>
    <message>
        <source>No IDENTIFY words found: expected 256 words of four hex digits, 8 a line, as &apos;hdparm --Istdout&apos; prints them.</source>
        <translation>Nem találhatók IDENTIFY-szavak: 256 darab, négy hexadecimális számjegyből álló szó várható, soronként 8, ahogy a &apos;hdparm --Istdout&apos; kiírja őket.</translation>
    </message>
    <message numerus="yes">
        <source>Line %1: the words end after %n word(s); IDENTIFY data has 256.</source>
        <extracomment>%1 line number, %n number of words found</extracomment>
        <translation>
            <numerusform>%1. sor: a szavak %n szó után véget érnek; az IDENTIFY adatok 256 szóból állnak.</numerusform>
        </translation>
    </message>
    <message>
        <source>the device</source>
        <translation>az eszköz</translation>
    </message>
    <message>
        <source>%1 does not accept SCSI commands (SG_IO), so %2 cannot reach a drive: it is not a whole SATA, SAS or USB disk (partitions, loop, virtual and NVMe devices have no ATA drive behind them).</source>
        <extracomment>%1 device, %2 ATA command name</extracomment>
        <translation>A(z) %1 nem fogad SCSI-parancsokat (SG_IO), így a(z) %2 nem éri el a meghajtót: ez nem egy teljes SATA-, SAS- vagy USB-lemez (a partíciók, valamint a loop-, virtuális és NVMe-eszközök mögött nincs ATA-meghajtó).</translation>
    </message>
    <message>
        <source>Permission denied sending %2 to %1: ATA commands need root or the DriveProof helper.</source>
        <extracomment>%1 device, %2 ATA command name</extracomment>
        <translation>Hozzáférés megtagadva a(z) %2 küldésekor a(z) %1 eszköznek: az ATA-parancsokhoz root jog vagy a DriveProof segédprogramja szükséges.</translation>
    </message>
    <message>
        <source>Sending %1 to %2 failed: %3.</source>
        <extracomment>%1 ATA command name, %2 device, %3 the system&apos;s error text</extracomment>
        <translation>A(z) %1 küldése a(z) %2 eszköznek sikertelen: %3.</translation>
    </message>
    <message>
        <source>The drive in %1 refused %2 (ABORT): it does not support this command or setting (%3).</source>
        <extracomment>%1 device, %2 ATA command name, %3 technical details</extracomment>
        <translation>A(z) %1 meghajtója elutasította a(z) %2 parancsot (ABORT): nem támogatja ezt a parancsot vagy beállítást (%3).</translation>
    </message>
    <message>
        <source>The drive in %1 reported an error for %2 (%3); check its health and cabling, then try again.</source>
        <extracomment>%1 device, %2 ATA command name, %3 technical details</extracomment>
        <translation>A(z) %1 meghajtója hibát jelzett a(z) %2 parancsra (%3); ellenőrizze az állapotát és a kábelezést, majd próbálja újra.</translation>
    </message>
    <message>
        <source>%1 rejected %2: the disk or its USB bridge does not pass ATA commands through (SAT) (%3).</source>
        <extracomment>%1 device, %2 ATA command name, %3 technical details</extracomment>
        <translation>A(z) %1 elutasította a(z) %2 parancsot: a lemez vagy az USB-híd nem továbbítja az ATA-parancsokat (SAT) (%3).</translation>
    </message>
    <message>
        <source>%1 did not run %2 (%3).</source>
        <extracomment>%1 device, %2 ATA command name, %3 technical details</extracomment>
        <translation>A(z) %1 nem hajtotta végre a(z) %2 parancsot (%3).</translation>
    </message>
    <message>
        <source>%1 timed out on %2: the drive did not answer.</source>
        <extracomment>%1 ATA command name, %2 device</extracomment>
        <translation>A(z) %1 időtúllépéssel leállt a(z) %2 eszközön: a meghajtó nem válaszolt.</translation>
    </message>
    <message>
        <source>%1 did not reach the drive in %2 (host status %3, driver status %4).</source>
        <extracomment>%1 ATA command name, %2 device, %3 / %4 numbers from the kernel</extracomment>
        <translation>A(z) %1 nem jutott el a(z) %2 meghajtójához (gazdaállapot: %3, illesztőprogram-állapot: %4).</translation>
    </message>
    <message>
        <source>%1 failed on %2 with SCSI status %3h and no sense data.</source>
        <extracomment>%1 ATA command name, %2 device, %3 SCSI status byte</extracomment>
        <translation>A(z) %1 sikertelen a(z) %2 eszközön, SCSI-állapot: %3h, sense adatok nélkül.</translation>
    </message>
    <message>
        <source>The drive in %1 reports no volatile write cache that can be switched (IDENTIFY word 82 bit 5).</source>
        <extracomment>%1 device</extracomment>
        <translation>A(z) %1 meghajtója szerint nincs kapcsolható felejtő írási gyorsítótára (IDENTIFY 82. szó, 5. bit).</translation>
    </message>
    <message>
        <source>The drive in %1 accepted the command but still reports its write cache as off.</source>
        <extracomment>%1 device</extracomment>
        <translation>A(z) %1 meghajtója elfogadta a parancsot, de továbbra is kikapcsoltként jelzi az írási gyorsítótárát.</translation>
    </message>
    <message>
        <source>The drive in %1 accepted the command but still reports its write cache as on.</source>
        <extracomment>%1 device</extracomment>
        <translation>A(z) %1 meghajtója elfogadta a parancsot, de továbbra is bekapcsoltként jelzi az írási gyorsítótárát.</translation>
    </message>
    <message>
        <source>The drive %1 accepted the change but still reports its write cache as off.</source>
        <extracomment>%1 device path</extracomment>
        <translation>A(z) %1 meghajtó elfogadta a módosítást, de továbbra is kikapcsoltként jelzi az írási gyorsítótárát.</translation>
    </message>
    <message>
        <source>The drive %1 accepted the change but still reports its write cache as on.</source>
        <extracomment>%1 device path</extracomment>
        <translation>A(z) %1 meghajtó elfogadta a módosítást, de továbbra is bekapcsoltként jelzi az írási gyorsítótárát.</translation>
    </message>
    <message>
        <source>The Identify Controller data has %1 bytes instead of %2.</source>
        <extracomment>%1 bytes received, %2 bytes expected</extracomment>
        <translation>Az Identify Controller adatok mérete %1 bájt %2 helyett.</translation>
    </message>
    <message>
        <source>The NVMe health log has %1 bytes instead of %2.</source>
        <extracomment>%1 bytes received, %2 bytes expected</extracomment>
        <translation>Az NVMe állapotnapló mérete %1 bájt %2 helyett.</translation>
    </message>
    <message>
        <source>The drive does not support this admin command.</source>
        <translation>A meghajtó nem támogatja ezt az adminisztrációs parancsot.</translation>
    </message>
    <message>
        <source>The drive cannot save its write cache setting, so a change lasts only until the next power cycle.</source>
        <translation>A meghajtó nem tudja elmenteni az írási gyorsítótár beállítását, így a módosítás csak a következő ki- és bekapcsolásig marad érvényben.</translation>
    </message>
    <message>
        <source>The drive does not allow its write cache setting to be changed.</source>
        <translation>A meghajtó nem engedi módosítani az írási gyorsítótár beállítását.</translation>
    </message>
    <message>
        <source>The drive does not provide the SMART / health log.</source>
        <translation>A meghajtó nem biztosít SMART-/állapotnaplót.</translation>
    </message>
    <message>
        <source>The drive does not support saving its write cache setting.</source>
        <translation>A meghajtó nem támogatja az írási gyorsítótár beállításának mentését.</translation>
    </message>
    <message>
        <source>The drive has no volatile write cache to read or change.</source>
        <translation>A meghajtónak nincs olvasható vagy módosítható felejtő írási gyorsítótára.</translation>
    </message>
    <message>
        <source>The drive rejected a field of the command.</source>
        <translation>A meghajtó elutasította a parancs egyik mezőjét.</translation>
    </message>
    <message>
        <source>The drive reported an internal error; check its health and try again.</source>
        <translation>A meghajtó belső hibát jelzett; ellenőrizze az állapotát, és próbálja újra.</translation>
    </message>
    <message>
        <source>The drive rejected the command.</source>
        <translation>A meghajtó elutasította a parancsot.</translation>
    </message>
    <message>
        <source>%1 (NVMe status %2)</source>
        <extracomment>%1 a sentence saying what the drive did and what to do; %2 the raw NVMe status code type and status code, e.g. &quot;SCT 1h, SC 0Dh&quot;</extracomment>
        <translation>%1 (NVMe-állapot: %2)</translation>
    </message>
    <message>
        <source>The device does not accept NVMe admin commands (it is not an NVMe drive).</source>
        <translation>Az eszköz nem fogad NVMe adminisztrációs parancsokat (nem NVMe-meghajtó).</translation>
    </message>
    <message>
        <source>Permission denied: run as root or through the DriveProof helper.</source>
        <translation>Hozzáférés megtagadva: futtassa rootként vagy a DriveProof segédprogramján keresztül.</translation>
    </message>
    <message>
        <source>The device is gone; reconnect it and try again.</source>
        <translation>Az eszköz eltűnt; csatlakoztassa újra, és próbálja újra.</translation>
    </message>
    <message>
        <source>The drive did not answer in time; try again.</source>
        <translation>A meghajtó nem válaszolt időben; próbálja újra.</translation>
    </message>
    <message>
        <source>%1 failed on %2: %3</source>
        <extracomment>%1 NVMe command name, %2 device path, %3 the reason and what to do
----------
%1 SCSI command name, %2 device path, %3 the reason and what to do</extracomment>
        <translation>A(z) %1 sikertelen a(z) %2 eszközön: %3</translation>
    </message>
    <message>
        <source>The data %1 returned could not be decoded: %2</source>
        <extracomment>%1 device path, %2 what is wrong with the data</extracomment>
        <translation>A(z) %1 által visszaadott adatok nem dekódolhatók: %2</translation>
    </message>
    <message>
        <source>The drive does not report whether its write cache setting can be saved (no Select / Save support), so a change lasts only until the next power cycle.</source>
        <translation>A meghajtó nem jelzi, hogy menthető-e az írási gyorsítótár beállítása (nincs Select / Save támogatás), így a módosítás csak a következő ki- és bekapcsolásig marad érvényben.</translation>
    </message>
    <message>
        <source>The drive %1 has no volatile write cache to switch.</source>
        <extracomment>%1 device path</extracomment>
        <translation>A(z) %1 meghajtónak nincs kapcsolható felejtő írási gyorsítótára.</translation>
    </message>
    <message>
        <source>The drive %1 does not allow its write cache to be switched.</source>
        <extracomment>%1 device path</extracomment>
        <translation>A(z) %1 meghajtó nem engedi az írási gyorsítótár átkapcsolását.</translation>
    </message>
    <message>
        <source>The drive %1 cannot save its write cache setting, so the change cannot be kept after a power cycle. Switch it without keeping it instead.</source>
        <extracomment>%1 device path</extracomment>
        <translation>A(z) %1 meghajtó nem tudja elmenteni az írási gyorsítótár beállítását, így a módosítás nem őrizhető meg ki- és bekapcsolás után. Kapcsolja át inkább megőrzés nélkül.</translation>
    </message>
    <message>
        <source>The mode page header at byte %1 is cut off.</source>
        <extracomment>%1 byte offset in the drive&apos;s reply</extracomment>
        <translation>A(z) %1. bájtnál lévő módlap-fejléc csonka.</translation>
    </message>
    <message>
        <source>Mode page %1h claims %2 bytes but only %3 are present.</source>
        <extracomment>%1 page code in hex, %2 its length in bytes, %3 bytes actually present</extracomment>
        <translation>A(z) %1h módlap %2 bájtot jelez, de csak %3 van jelen.</translation>
    </message>
    <message>
        <source>The MODE SENSE reply has %1 bytes, fewer than the 8-byte mode parameter header.</source>
        <extracomment>%1 number of bytes received</extracomment>
        <translation>A MODE SENSE válasz %1 bájtos, rövidebb a 8 bájtos módparaméter-fejlécnél.</translation>
    </message>
    <message>
        <source>The MODE SENSE reply declares a mode data length of %1, too short for its own header.</source>
        <extracomment>%1 the mode data length field of the reply</extracomment>
        <translation>A MODE SENSE válasz %1 módadathosszt jelez, ami a saját fejlécéhez is túl rövid.</translation>
    </message>
    <message>
        <source>The MODE SENSE reply&apos;s block descriptors (%1 bytes) leave no room for a mode page in its %2 bytes.</source>
        <extracomment>%1 block descriptor length, %2 bytes present</extracomment>
        <translation>A MODE SENSE válasz blokkleírói (%1 bájt) nem hagynak helyet módlapnak a válasz %2 bájtjában.</translation>
    </message>
    <message>
        <source>The caching mode page is too short to hold the WCE bit.</source>
        <translation>A gyorsítótárazási módlap túl rövid a WCE bit tárolásához.</translation>
    </message>
    <message>
        <source>The MODE SENSE reply does not contain the caching mode page (08h).</source>
        <translation>A MODE SENSE válasz nem tartalmazza a gyorsítótárazási módlapot (08h).</translation>
    </message>
    <message>
        <source>A new caching page can only be built from the current, complete caching page.</source>
        <translation>Új gyorsítótárazási lap csak az aktuális, teljes gyorsítótárazási lapból készíthető.</translation>
    </message>
    <message>
        <source>The drive reported an error but sent no sense data.</source>
        <translation>A meghajtó hibát jelzett, de nem küldött sense adatokat.</translation>
    </message>
    <message>
        <source>The drive&apos;s fixed-format sense data is cut off.</source>
        <translation>A meghajtó rögzített formátumú sense adatai csonkák.</translation>
    </message>
    <message>
        <source>The drive&apos;s descriptor-format sense data is cut off.</source>
        <translation>A meghajtó leíró formátumú sense adatai csonkák.</translation>
    </message>
    <message>
        <source>The drive sent sense data in an unknown format (response code %1h).</source>
        <extracomment>%1 the response code byte in hex</extracomment>
        <translation>A meghajtó ismeretlen formátumú sense adatokat küldött (válaszkód: %1h).</translation>
    </message>
    <message>
        <source>The drive does not support saving this page, so a change lasts only until the next power cycle.</source>
        <translation>A meghajtó nem támogatja ennek a lapnak a mentését, így a módosítás csak a következő ki- és bekapcsolásig marad érvényben.</translation>
    </message>
    <message>
        <source>The drive does not support the MODE SENSE(10) and MODE SELECT(10) commands, so its cache cannot be read or changed this way.</source>
        <translation>A meghajtó nem támogatja a MODE SENSE(10) és MODE SELECT(10) parancsokat, így a gyorsítótára ilyen módon nem olvasható és nem módosítható.</translation>
    </message>
    <message>
        <source>The drive rejected the MODE SELECT command.</source>
        <translation>A meghajtó elutasította a MODE SELECT parancsot.</translation>
    </message>
    <message>
        <source>The drive does not report the caching mode page.</source>
        <translation>A meghajtó nem jelenti a gyorsítótárazási módlapot.</translation>
    </message>
    <message>
        <source>The drive refused the new caching page: it does not let this setting be changed.</source>
        <translation>A meghajtó elutasította az új gyorsítótárazási lapot: nem engedi módosítani ezt a beállítást.</translation>
    </message>
    <message>
        <source>The drive reported a reset or a changed setting; try again.</source>
        <translation>A meghajtó visszaállítást vagy megváltozott beállítást jelzett; próbálja újra.</translation>
    </message>
    <message>
        <source>The drive is not ready (stopped, starting or without medium); try again in a moment.</source>
        <translation>A meghajtó nem áll készen (leállítva, indul, vagy nincs benne adathordozó); próbálja újra egy kis idő múlva.</translation>
    </message>
    <message>
        <source>The drive is write protected.</source>
        <translation>A meghajtó írásvédett.</translation>
    </message>
    <message>
        <source>The drive reported a hardware or medium error; check its health.</source>
        <translation>A meghajtó hardver- vagy adathordozó-hibát jelzett; ellenőrizze az állapotát.</translation>
    </message>
    <message>
        <source>The drive aborted the command; try again.</source>
        <translation>A meghajtó megszakította a parancsot; próbálja újra.</translation>
    </message>
    <message>
        <source>The drive reported an error.</source>
        <translation>A meghajtó hibát jelzett.</translation>
    </message>
    <message>
        <source>%1 (%2, %3)</source>
        <extracomment>%1 a sentence saying what the drive did and what to do; %2 SCSI sense key name, %3 additional sense code and its name, e.g. &quot;24h/00h INVALID FIELD IN CDB&quot;</extracomment>
        <translation>%1 (%2, %3)</translation>
    </message>
    <message>
        <source>The device does not accept SCSI commands, so its drive-level write cache cannot be read or changed this way.</source>
        <translation>Az eszköz nem fogad SCSI-parancsokat, így a meghajtószintű írási gyorsítótár ilyen módon nem olvasható és nem módosítható.</translation>
    </message>
    <message>
        <source>The drive did not answer in time; check its cable and power.</source>
        <translation>A meghajtó nem válaszolt időben; ellenőrizze a kábelét és a tápellátását.</translation>
    </message>
    <message>
        <source>The connection to the drive failed (host status %1h); check its cable and power.</source>
        <extracomment>%1 the Linux host status code in hex</extracomment>
        <translation>A kapcsolat a meghajtóval meghiúsult (gazdaállapot: %1h); ellenőrizze a kábelét és a tápellátását.</translation>
    </message>
    <message>
        <source>The drive is busy; try again in a moment.</source>
        <translation>A meghajtó foglalt; próbálja újra egy kis idő múlva.</translation>
    </message>
    <message>
        <source>The drive returned SCSI status %1h without sense data.</source>
        <extracomment>%1 SCSI status byte in hex</extracomment>
        <translation>A meghajtó %1h SCSI-állapotot adott vissza sense adatok nélkül.</translation>
    </message>
    <message>
        <source>The caching mode page of %1 could not be decoded: %2</source>
        <extracomment>%1 device path, %2 what is wrong with the reply</extracomment>
        <translation>A(z) %1 gyorsítótárazási módlapja nem dekódolható: %2</translation>
    </message>
    <message>
        <source>The drive %1 does not allow its write cache to be switched (its caching page marks WCE as not changeable).</source>
        <extracomment>%1 device path</extracomment>
        <translation>A(z) %1 meghajtó nem engedi az írási gyorsítótár átkapcsolását (a gyorsítótárazási lapja a WCE-t nem módosíthatónak jelöli).</translation>
    </message>
    <message>
        <source>The drive %1 cannot save its caching page, so the change cannot be kept after a power cycle. Switch it without keeping it instead.</source>
        <extracomment>%1 device path</extracomment>
        <translation>A(z) %1 meghajtó nem tudja elmenteni a gyorsítótárazási lapját, így a módosítás nem őrizhető meg ki- és bekapcsolás után. Kapcsolja át inkább megőrzés nélkül.</translation>
    </message>
    <message>
        <source>%1 is not a whole SCSI disk; only those can be asked to re-read their caching page.</source>
        <extracomment>%1 kernel block device name</extracomment>
        <translation>A(z) %1 nem teljes SCSI-lemez; csak ezektől kérhető a gyorsítótárazási lap újraolvasása.</translation>
    </message>
    <message>
        <source>Could not ask the kernel to re-read the settings of %1: %2. Its view of the write cache may be out of date until the next reboot.</source>
        <extracomment>%1 kernel block device name, %2 system error text</extracomment>
        <translation>Nem sikerült megkérni a kernelt a(z) %1 beállításainak újraolvasására: %2. A kernel írási gyorsítótárról alkotott nézete a következő újraindításig elavult lehet.</translation>
    </message>
    <message>
        <source>udisks2 could not save the write-cache setting: %1. The change lasts only until the next power cycle.</source>
        <extracomment>%1 udisks2&apos;s error message</extracomment>
        <translation>Az udisks2 nem tudta elmenteni az írási gyorsítótár beállítását: %1. A módosítás csak a következő ki- és bekapcsolásig marad érvényben.</translation>
    </message>
    <message>
        <source>%1 is a file used as a drive (%2): the drive-level write cache does not apply; the kernel&apos;s view shows whether it passes flushes on to the file.</source>
        <extracomment>%1 device path, %2 the file behind the loop device</extracomment>
        <translation>A(z) %1 meghajtóként használt fájl (%2): a meghajtószintű írási gyorsítótár itt nem értelmezhető; a kernel nézete mutatja, hogy továbbítja-e az ürítéseket a fájlnak.</translation>
    </message>
    <message>
        <source>%1 is a virtual disk: the real drive and its cache are on the host, out of reach from this machine. Only the kernel&apos;s view is shown; whether flushes reach the host&apos;s drive depends on the hypervisor&apos;s cache mode.</source>
        <extracomment>%1 device path</extracomment>
        <translation>A(z) %1 virtuális lemez: a valódi meghajtó és a gyorsítótára a gazdagépen van, erről a gépről nem érhető el. Csak a kernel nézete látható; az, hogy az ürítések eljutnak-e a gazdagép meghajtójáig, a hipervizor gyorsítótármódjától függ.</translation>
    </message>
    <message>
        <source>%1 takes no drive commands: the drive-level write cache does not apply, only the kernel&apos;s view.</source>
        <extracomment>%1 device path</extracomment>
        <translation>A(z) %1 nem fogad meghajtóparancsokat: a meghajtószintű írási gyorsítótár itt nem értelmezhető, csak a kernel nézete.</translation>
    </message>
    <message>
        <source>DriveProof does not know how to ask %1 about its write cache (unknown transport).</source>
        <extracomment>%1 device path</extracomment>
        <translation>A DriveProof nem tudja, hogyan kérdezze meg a(z) %1 eszközt az írási gyorsítótáráról (ismeretlen csatlakozás).</translation>
    </message>
    <message>
        <source>%1 is a virtual disk (%2): the write cache it reports is the hypervisor&apos;s emulation. Whether a flush reaches a real drive depends on the hypervisor&apos;s cache mode on the host.</source>
        <extracomment>%1 device path, %2 who emulates the disk: &quot;QEMU&quot;, &quot;VMware&quot;, &quot;Hyper-V&quot;, &quot;virtio&quot;...</extracomment>
        <translation>A(z) %1 virtuális lemez (%2): az általa jelzett írási gyorsítótár a hipervizor emulációja. Az, hogy egy ürítés eljut-e egy valódi meghajtóig, a gazdagépen futó hipervizor gyorsítótármódjától függ.</translation>
    </message>
    <message>
        <source>The kernel says write through but the drive&apos;s cache is on: the kernel no longer sends flushes, so committed data can be lost at a power cut. Switch the drive&apos;s cache off, or let the kernel re-read the drive&apos;s setting.</source>
        <translation>A kernel write through módot lát, de a meghajtó gyorsítótára be van kapcsolva: a kernel már nem küld ürítést, így a véglegesített adatok áramkimaradáskor elveszhetnek. Kapcsolja ki a meghajtó gyorsítótárát, vagy olvastassa be újra a kernellel a meghajtó beállítását.</translation>
    </message>
    <message>
        <source>The kernel still sends flushes although the drive&apos;s cache is off: safe, only slightly slower.</source>
        <translation>A kernel továbbra is küld ürítéseket, bár a meghajtó gyorsítótára ki van kapcsolva: ez biztonságos, csak kicsit lassabb.</translation>
    </message>
    <message>
        <source>The cache is off now, but the saved setting switches it back on at the next power cycle.</source>
        <translation>A gyorsítótár most ki van kapcsolva, de a mentett beállítás a következő ki- és bekapcsoláskor visszakapcsolja.</translation>
    </message>
    <message>
        <source>The cache is on now, but the saved setting switches it off at the next power cycle.</source>
        <translation>A gyorsítótár most be van kapcsolva, de a mentett beállítás a következő ki- és bekapcsoláskor kikapcsolja.</translation>
    </message>
    <message>
        <source>%1 cannot keep this setting after a power cycle here, so nothing was changed. Switch it without &quot;keep after reboot&quot;: it then lasts until the next power cycle.</source>
        <extracomment>%1 device path</extracomment>
        <translation>A(z) %1 itt nem tudja megőrizni ezt a beállítást ki- és bekapcsolás után, ezért semmi sem változott. Kapcsolja át a „Megtartás újraindítás után” nélkül: a beállítás akkor a következő ki- és bekapcsolásig marad érvényben.</translation>
    </message>
    <message>
        <source>%1 has no volatile write cache that can be switched.</source>
        <extracomment>%1 device path</extracomment>
        <translation>A(z) %1 eszköznek nincs kapcsolható felejtő írási gyorsítótára.</translation>
    </message>
    <message>
        <source>%1 does not allow its write cache setting to be changed.</source>
        <extracomment>%1 device path</extracomment>
        <translation>A(z) %1 nem engedi módosítani az írási gyorsítótár beállítását.</translation>
    </message>
    <message>
        <source>The helper&apos;s write-cache reply names no device.</source>
        <translation>A segédprogram írási gyorsítótárra vonatkozó válasza nem nevez meg eszközt.</translation>
    </message>
    <message>
        <source>Whether the write cache of %1 is on could not be read: %2</source>
        <extracomment>%1 device path, %2 the error the drive or the kernel gave</extracomment>
        <translation>Nem sikerült kiolvasni, hogy a(z) %1 írási gyorsítótára be van-e kapcsolva: %2</translation>
    </message>
    <message>
        <source>Whether the write cache of %1 can be switched could not be read: %2</source>
        <extracomment>%1 device path, %2 the error the drive or the kernel gave</extracomment>
        <translation>Nem sikerült kiolvasni, hogy a(z) %1 írási gyorsítótára átkapcsolható-e: %2</translation>
    </message>
    <message>
        <source>The saved write cache setting of %1 could not be read: %2</source>
        <extracomment>%1 device path, %2 the error the drive or the kernel gave</extracomment>
        <translation>A(z) %1 írási gyorsítótárának mentett beállítása nem olvasható: %2</translation>
    </message>
    <message>
        <source>Finding %1 (%2)</source>
        <extracomment>a finding this version does not know (from a newer helper); %1 its code, %2 its arguments</extracomment>
        <translation>Megállapítás %1 (%2)</translation>
    </message>
    <message>
        <source>write back</source>
        <extracomment>the kernel&apos;s view of a drive&apos;s cache (queue/write_cache): it sends flushes</extracomment>
        <translation>késleltetett írás</translation>
    </message>
    <message>
        <source>write through</source>
        <extracomment>the kernel&apos;s view of a drive&apos;s cache (queue/write_cache): it sends no flushes</extracomment>
        <translation>közvetlen átírás</translation>
    </message>
    <message>
        <source>The helper&apos;s write-cache reply has findings in a form this version does not read. Restart DriveProof after an update.</source>
        <translation>A segédprogram írási gyorsítótárra vonatkozó válasza olyan formában tartalmaz megállapításokat, amelyet ez a verzió nem tud olvasni. Frissítés után indítsa újra a DriveProofot.</translation>
    </message>
    <message>
        <source>The helper&apos;s write-cache reply has a finding without a code. Restart DriveProof after an update.</source>
        <translation>A segédprogram írási gyorsítótárra vonatkozó válasza kód nélküli megállapítást tartalmaz. Frissítés után indítsa újra a DriveProofot.</translation>
    </message>
    <message>
        <source>A self-test is already running on the drive.</source>
        <translation>A meghajtón már fut egy önellenőrzés.</translation>
    </message>
</context>
<context>
    <name>DriveProof::Capacity</name>
    <message>
        <source>Writing records</source>
        <translation>Rekordok írása</translation>
    </message>
    <message>
        <source>Pushing the drive&apos;s cache out</source>
        <translation>A meghajtó gyorsítótárának kiszorítása</translation>
    </message>
    <message>
        <source>Reading back</source>
        <translation>Visszaolvasás</translation>
    </message>
    <message>
        <source>Closing in on the boundary</source>
        <translation>A határ behatárolása</translation>
    </message>
    <message>
        <source>records written elsewhere (wrap-around)</source>
        <translation>máshová írt rekordok (körbefordulás)</translation>
    </message>
    <message>
        <source>zeros</source>
        <translation>nullák</translation>
    </message>
    <message>
        <source>not what was written</source>
        <translation>nem az, amit írtunk</translation>
    </message>
    <message>
        <source>damaged records</source>
        <translation>sérült rekordok</translation>
    </message>
    <message>
        <source>read errors</source>
        <translation>olvasási hibák</translation>
    </message>
    <message>
        <source>Usable size proved: %1 (%2 bytes).</source>
        <extracomment>%1 a size, e.g. &quot;62.1 GB&quot;, %2 the same in bytes</extracomment>
        <translation>Igazolt használható méret: %1 (%2 bájt).</translation>
    </message>
    <message>
        <source>First bad block at byte %1; the boundary is known to within %2.</source>
        <extracomment>%1 a byte offset as a number, %2 a size, e.g. &quot;4 kB&quot;</extracomment>
        <translation>Az első hibás blokk a(z) %1. bájtnál; a határ %2 pontossággal ismert.</translation>
    </message>
    <message numerus="yes">
        <source>%n write request(s), %1 written, in %2 s.</source>
        <extracomment>%n write requests, %1 a size, e.g. &quot;1.1 GB&quot;, %2 seconds, e.g. &quot;12.5&quot;</extracomment>
        <translation>
            <numerusform>%n írási kérés, %1 írva, %2 s alatt.</numerusform>
        </translation>
    </message>
    <message>
        <source>Genuine: every record written across all %1 bytes (%2) read back where it was written.</source>
        <extracomment>%1 the drive&apos;s size in bytes as a number, %2 the same size short, e.g. &quot;1.0 TB&quot;</extracomment>
        <translation>Valódi: mind a(z) %1 bájtra (%2) írt összes rekord ott olvasható vissza, ahová írtuk.</translation>
    </message>
    <message>
        <source>Fake: only the first %1 are real; writes beyond that land at the start again (wrap-around). The drive claims %2.</source>
        <extracomment>%1 the real size, e.g. &quot;62.1 GB&quot;, %2 the size the drive claims, e.g. &quot;128.0 GB&quot;</extracomment>
        <translation>Hamisítvány: csak az első %1 valódi; az ezen túli írások újra az elejére kerülnek (körbefordulás). A meghajtó %2 méretet állít.</translation>
    </message>
    <message>
        <source>Fake: writes beyond %1 are thrown away. The drive claims %2.</source>
        <extracomment>%1 where the real part ends, e.g. &quot;120.3 GB&quot;, %2 the size the drive claims</extracomment>
        <translation>Hamisítvány: a(z) %1 utáni írások elvesznek. A meghajtó %2 méretet állít.</translation>
    </message>
    <message numerus="yes">
        <source>Damaged: %n block(s) did not hold what was written, the first at %1.</source>
        <extracomment>%n how many blocks, %1 the position of the first one, e.g. &quot;3.2 GB&quot;</extracomment>
        <translation>
            <numerusform>Sérült: %n blokk nem azt tartalmazta, amit írtunk, az első itt: %1.</numerusform>
        </translation>
    </message>
    <message>
        <source>Could not decide: the test was cancelled.</source>
        <translation>Nem dönthető el: a tesztet megszakították.</translation>
    </message>
    <message>
        <source>Could not decide: the drive did not accept a flush of its cache.</source>
        <translation>Nem dönthető el: a meghajtó nem fogadta el a gyorsítótára ürítését.</translation>
    </message>
    <message>
        <source>Could not decide: the device is too small to test.</source>
        <translation>Nem dönthető el: az eszköz túl kicsi a teszthez.</translation>
    </message>
    <message>
        <source>Could not decide: nothing that was written could be read back.</source>
        <translation>Nem dönthető el: semmi sem volt visszaolvasható abból, amit írtunk.</translation>
    </message>
    <message>
        <source>The drive was reset before reading back: what its controller kept in memory was lost.</source>
        <translation>A meghajtót visszaolvasás előtt alaphelyzetbe állítottuk: ami a vezérlője memóriájában volt, elveszett.</translation>
    </message>
    <message>
        <source>The drive was reset before reading back but did not come back.</source>
        <translation>A meghajtót visszaolvasás előtt alaphelyzetbe állítottuk, de nem tért vissza.</translation>
    </message>
    <message>
        <source>Not reset before reading back: this device cannot be reset.</source>
        <translation>Visszaolvasás előtt nem volt alaphelyzetbe állítás: ez az eszköz nem állítható alaphelyzetbe.</translation>
    </message>
    <message>
        <source>Not reset before reading back: only a USB drive can be reset on its own.</source>
        <translation>Visszaolvasás előtt nem volt alaphelyzetbe állítás: csak egy USB-meghajtó állítható alaphelyzetbe önmagában.</translation>
    </message>
    <message>
        <source>Not reset before reading back: only a run as root can reset a USB drive (sudo driveproof-cli capacity).</source>
        <translation>Visszaolvasás előtt nem volt alaphelyzetbe állítás: USB-meghajtót csak rootként futtatva lehet alaphelyzetbe állítani (sudo driveproof-cli capacity).</translation>
    </message>
    <message>
        <source>Not reset before reading back: a partition was checked, and a reset would touch the whole drive.</source>
        <translation>Visszaolvasás előtt nem volt alaphelyzetbe állítás: egy partíciót ellenőriztünk, és az alaphelyzetbe állítás az egész meghajtót érintené.</translation>
    </message>
    <message>
        <source>Not reset before reading back: its USB device carries other drives too.</source>
        <translation>Visszaolvasás előtt nem volt alaphelyzetbe állítás: az USB-eszközén más meghajtók is vannak.</translation>
    </message>
    <message>
        <source>Not reset before reading back: the kernel refused (%1).</source>
        <extracomment>%1 the system&apos;s error message, e.g. &quot;Operation not permitted&quot;</extracomment>
        <translation>Visszaolvasás előtt nem volt alaphelyzetbe állítás: a kernel elutasította (%1).</translation>
    </message>
    <message>
        <source>Waiting for the drive&apos;s cache to write back</source>
        <translation>Várakozás, amíg a meghajtó kiírja a gyorsítótárát</translation>
    </message>
</context>
<context>
    <name>DriveProof::Cli</name>
    <message>
        <source>Logical sector size in bytes (images: 512).</source>
        <translation>Logikai szektorméret bájtban (lemezképek: 512).</translation>
    </message>
    <message>
        <source>Physical sector size in bytes (images: 4096).</source>
        <translation>Fizikai szektorméret bájtban (lemezképek: 4096).</translation>
    </message>
    <message>
        <source>Optimal I/O size in bytes, 0 = not reported (images: 0).</source>
        <translation>Optimális I/O-méret bájtban, 0 = nincs jelentve (lemezképek: 0).</translation>
    </message>
    <message>
        <source>Bytes from LBA 0 to the next physical sector boundary (images: 0).</source>
        <translation>Bájtok száma az LBA 0-tól a következő fizikai szektorhatárig (lemezképek: 0).</translation>
    </message>
    <message>
        <source>%1 %2 is not a number of bytes. Give a whole number such as 4096.</source>
        <extracomment>%1 option name, %2 the value given</extracomment>
        <translation>%1 %2 nem bájtszám. Adjon meg egy egész számot, például 4096-ot.</translation>
    </message>
    <message>
        <source>%1 %2 is not a valid block size. Give a power of two from 512 to 1048576 bytes, e.g. 4096.</source>
        <extracomment>%1 option name, %2 the value given</extracomment>
        <translation>%1 %2 nem érvényes blokkméret. Adja meg kettő egy hatványát 512 és 1048576 bájt között, pl. 4096-ot.</translation>
    </message>
    <message>
        <source>--physical-block-size %1 is smaller than --logical-block-size %2: a physical sector holds one or more logical sectors.</source>
        <extracomment>%1 physical size given, %2 logical size given</extracomment>
        <translation>--physical-block-size %1 kisebb, mint --logical-block-size %2: egy fizikai szektor egy vagy több logikai szektort tartalmaz.</translation>
    </message>
    <message>
        <source>--physical-block-size %1 is smaller than the %3-byte logical sectors of %2: a physical sector holds one or more logical sectors.</source>
        <extracomment>%1 physical size given, %2 device, %3 its logical sector size</extracomment>
        <translation>--physical-block-size %1 kisebb, mint a(z) %2 %3 bájtos logikai szektorai: egy fizikai szektor egy vagy több logikai szektort tartalmaz.</translation>
    </message>
    <message>
        <source>%1 %2 is not valid. Give 0 (not reported) or a multiple of the physical block size (%3 bytes) up to 1 GiB.</source>
        <extracomment>%1 option name, %2 the value given, %3 physical sector size</extracomment>
        <translation>%1 %2 érvénytelen. Adjon meg 0-t (nincs jelentve) vagy a fizikai blokkméret (%3 bájt) egy többszörösét legfeljebb 1 GiB-ig.</translation>
    </message>
    <message>
        <source>%1 %2 is not valid. Give a multiple of the logical block size (%3 bytes) smaller than the physical block size (%4 bytes), e.g. 0.</source>
        <extracomment>%1 option name, %2 the value given, %3 logical and %4 physical sector size</extracomment>
        <translation>%1 %2 érvénytelen. Adja meg a logikai blokkméret (%3 bájt) egy olyan többszörösét, amely kisebb a fizikai blokkméretnél (%4 bájt), pl. 0-t.</translation>
    </message>
    <message>
        <source>yes</source>
        <translation>igen</translation>
    </message>
    <message>
        <source>no</source>
        <translation>nem</translation>
    </message>
    <message numerus="yes">
        <source>%n byte(s)</source>
        <extracomment>%n bytes of the optimal I/O size
----------
a size in bytes, e.g. &quot;4096 bytes&quot;</extracomment>
        <translation>
            <numerusform>%n bájt</numerusform>
        </translation>
    </message>
    <message>
        <source>not reported</source>
        <translation>nincs jelentve</translation>
    </message>
    <message>
        <source>%1: %2 partition table, logical sector %3 bytes, physical sector %4 bytes, optimal I/O size %5, alignment offset %6 bytes.</source>
        <extracomment>%1 device or image, %2 &quot;dos&quot;/&quot;gpt&quot;, %3 and %4 sector sizes in bytes, %5 optimal I/O size (&quot;65536 bytes&quot; or &quot;not reported&quot;), %6 alignment offset in bytes</extracomment>
        <translation>%1: %2 partíciós tábla, logikai szektor %3 bájt, fizikai szektor %4 bájt, optimális I/O-méret %5, igazítási eltolás %6 bájt.</translation>
    </message>
    <message>
        <source>unknown</source>
        <translation>ismeretlen</translation>
    </message>
    <message>
        <source>The partition table of %1 has no partitions.</source>
        <extracomment>%1 device or image</extracomment>
        <translation>A(z) %1 partíciós táblája nem tartalmaz partíciókat.</translation>
    </message>
    <message>
        <source>PARTITION</source>
        <translation>PARTÍCIÓ</translation>
    </message>
    <message>
        <source>START (sector)</source>
        <translation>KEZDET (szektor)</translation>
    </message>
    <message>
        <source>START (bytes)</source>
        <translation>KEZDET (bájt)</translation>
    </message>
    <message>
        <source>LOGICAL</source>
        <translation>LOGIKAI</translation>
    </message>
    <message>
        <source>PHYSICAL</source>
        <translation>FIZIKAI</translation>
    </message>
    <message>
        <source>OPTIMAL</source>
        <translation>OPTIMÁLIS</translation>
    </message>
    <message>
        <source>1 MiB</source>
        <translation>1 MiB</translation>
    </message>
    <message>
        <source>VERDICT</source>
        <translation>MINŐSÍTÉS</translation>
    </message>
    <message>
        <source>No drive or file named %1. Give a drive such as /dev/sdb (see &apos;driveproof-cli list&apos;) or the path of a disk image.</source>
        <extracomment>%1 what the user typed</extracomment>
        <translation>Nincs %1 nevű meghajtó vagy fájl. Adjon meg egy meghajtót, például /dev/sdb (lásd: &apos;driveproof-cli list&apos;), vagy egy lemezkép elérési útját.</translation>
    </message>
    <message>
        <source>%1 is a partition. Give the whole drive instead: &apos;driveproof-cli align %2&apos;.</source>
        <extracomment>%1 the partition given, %2 its whole drive</extracomment>
        <translation>A(z) %1 egy partíció. Adja meg helyette a teljes meghajtót: &apos;driveproof-cli align %2&apos;.</translation>
    </message>
    <message>
        <source>Check that every partition of a drive or a disk image starts on a boundary that suits the drive: its physical sectors, 1 MiB and its optimal I/O size.</source>
        <translation>Ellenőrzi, hogy egy meghajtó vagy lemezkép minden partíciója a meghajtónak megfelelő határon kezdődik-e: a fizikai szektorain, az 1 MiB-on és az optimális I/O-méretén.</translation>
    </message>
    <message>
        <source>A drive (/dev/sdb, sdb) or a disk image file.</source>
        <translation>Egy meghajtó (/dev/sdb, sdb) vagy egy lemezképfájl.</translation>
    </message>
    <message>
        <source>Print JSON (keys in docs/json.md).</source>
        <translation>JSON kimenet (a kulcsok leírása: docs/json.md).</translation>
    </message>
    <message>
        <source>&apos;align&apos; needs exactly one drive or disk image, e.g. &apos;driveproof-cli align /dev/sdb&apos; or &apos;driveproof-cli align disk.img&apos;.</source>
        <translation>Az &apos;align&apos; pontosan egy meghajtót vagy lemezképet vár, pl. &apos;driveproof-cli align /dev/sdb&apos; vagy &apos;driveproof-cli align disk.img&apos;.</translation>
    </message>
    <message>
        <source>This test writes over the data on %1. Everything on it will be lost.
Type the device name (%2) to go on: </source>
        <extracomment>%1 device node, %2 its short name the user must type</extracomment>
        <translation>Ez a teszt felülírja a(z) %1 adatait. Minden rajta lévő adat elvész.
A folytatáshoz írja be az eszköz nevét (%2): </translation>
    </message>
    <message>
        <source>There is no device %1. Run &apos;driveproof-cli list&apos; to see the drives on this machine.</source>
        <extracomment>%1 what the user typed</extracomment>
        <translation>Nincs %1 eszköz. A gépen lévő meghajtókat a &apos;driveproof-cli list&apos; paranccsal tekintheti meg.</translation>
    </message>
    <message>
        <source>There is no folder or file %1. Give an existing folder (a temporary test file is made in it), a file or a block device.</source>
        <extracomment>%1 what the user typed</extracomment>
        <translation>Nincs %1 nevű mappa vagy fájl. Adjon meg egy létező mappát (ebben ideiglenes tesztfájl készül), egy fájlt vagy egy blokkeszközt.</translation>
    </message>
    <message>
        <source>%1 is not a folder, a regular file or a block device (it is a pipe, a socket or a character device). Give a folder, a file or a block device.</source>
        <extracomment>%1 what the user typed</extracomment>
        <translation>A(z) %1 nem mappa, nem szabályos fájl és nem blokkeszköz (hanem csővezeték, foglalat vagy karakteres eszköz). Adjon meg egy mappát, fájlt vagy blokkeszközt.</translation>
    </message>
    <message>
        <source>%1 is a device: this test writes to it and destroys its data. Add --destructive if that is what you want, or give a folder.</source>
        <extracomment>%1 device node</extracomment>
        <translation>A(z) %1 egy eszköz: ez a teszt ír rá, és megsemmisíti az adatait. Ha ezt szeretné, adja hozzá a --destructive kapcsolót, különben adjon meg egy mappát.</translation>
    </message>
    <message>
        <source>%1 is in use: %2 Nothing was written.</source>
        <extracomment>%1 device node, %2 a sentence saying what uses it, e.g. &quot;/dev/loop0 backs the loop device /dev/loop1. /dev/loop1 is mounted on /mnt.&quot;</extracomment>
        <translation>A(z) %1 használatban van: %2 Semmi sem lett kiírva.</translation>
    </message>
    <message>
        <source>The name did not match; nothing was written.</source>
        <translation>A név nem egyezett; semmi sem lett kiírva.</translation>
    </message>
    <message>
        <source>--output cannot write %1: %2.</source>
        <extracomment>%1 file name, %2 the system&apos;s error text</extracomment>
        <translation>A --output nem tud írni ide: %1: %2.</translation>
    </message>
    <message>
        <source>Cancelled while the test file was being prepared; it was removed.</source>
        <translation>A tesztfájl előkészítése közben megszakítva; a fájl törölve.</translation>
    </message>
    <message>
        <source>--cache-ab needs to know the drive under the target, and it could not be found.</source>
        <translation>A --cache-ab kapcsolónak ismernie kell a cél alatti meghajtót, de az nem található.</translation>
    </message>
    <message>
        <source>--only %1 matches no measurement of this test. The keys are the &quot;key&quot; fields of its --json output.</source>
        <extracomment>%1 what the user gave to --only</extracomment>
        <translation>A --only %1 egyetlen mérésre sem illik ebben a tesztben. A kulcsok a --json kimenet &quot;key&quot; mezői.</translation>
    </message>
    <message>
        <source>Cannot write %1: %2.</source>
        <extracomment>%1 file name, %2 the system&apos;s error text
----------
%1 file, %2 the system&apos;s reason</extracomment>
        <translation>Nem írható: %1: %2.</translation>
    </message>
    <message>
        <source>Cancelled; the lines above finished before that.</source>
        <translation>Megszakítva; a fenti sorok ezt megelőzően befejeződtek.</translation>
    </message>
    <message>
        <source>Measure a drive: commit rate (like pg_test_fsync), throughput, random I/O, sweeps, the hybrid-cache check.
FAMILY is one of: quick, commit, throughput (or seq), sustained, surface, random, sweep (with --axis), sweep-block-size, sweep-queue-depth, sweep-threads, hybrid.
TARGET is a folder (default: the current one; a temporary file is created and removed), an existing file (used in place, never grown), or a block device (read tests; writing needs --destructive).</source>
        <translation>Meghajtó mérése: véglegesítési sebesség (mint a pg_test_fsync), átviteli sebesség, véletlen I/O, pásztázások, hibrid gyorsítótár ellenőrzése.
A FAMILY értéke: quick, commit, throughput (vagy seq), sustained, surface, random, sweep (a --axis kapcsolóval), sweep-block-size, sweep-queue-depth, sweep-threads, hybrid.
A TARGET egy mappa (alapértelmezés: az aktuális; ideiglenes fájl készül és törlődik), egy létező fájl (helyben használva, sosem növelve) vagy egy blokkeszköz (olvasási tesztek; íráshoz a --destructive szükséges).</translation>
    </message>
    <message>
        <source>The test to run.</source>
        <translation>A futtatandó teszt.</translation>
    </message>
    <message>
        <source>Folder, file or device (or --target).</source>
        <translation>Mappa, fájl vagy eszköz (vagy --target).</translation>
    </message>
    <message>
        <source>Folder, file or device, like TARGET.</source>
        <translation>Mappa, fájl vagy eszköz, mint a TARGET.</translation>
    </message>
    <message>
        <source>Test area or temporary file size, e.g. 1G, 256M (default: 1G; commit: 16M; a device: all of it for the surface scan).</source>
        <translation>A tesztterület vagy az ideiglenes fájl mérete, pl. 1G, 256M (alapértelmezés: 1G; commit: 16M; eszköz: a felületvizsgálathoz a teljes eszköz).</translation>
    </message>
    <message>
        <source>Seconds per measurement (default: 5).</source>
        <translation>Másodpercek mérésenként (alapértelmezés: 5).</translation>
    </message>
    <message>
        <source>I/O engine: auto, io_uring or psync (default: auto).</source>
        <translation>I/O-motor: auto, io_uring vagy psync (alapértelmezés: auto).</translation>
    </message>
    <message>
        <source>Block size for random, sweeps and sustained, e.g. 4k.</source>
        <translation>Blokkméret a random, a pásztázó és a sustained tesztekhez, pl. 4k.</translation>
    </message>
    <message>
        <source>I/Os in flight per thread (sweeps, sustained).</source>
        <translation>Egyidejű I/O-műveletek szálanként (pásztázások, sustained).</translation>
    </message>
    <message>
        <source>Threads (sweeps).</source>
        <translation>Szálak (pásztázások).</translation>
    </message>
    <message>
        <source>Sweeps: 100 reads only (default), 0 writes only, or a mix.</source>
        <translation>Pásztázások: 100 = csak olvasás (alapértelmezés), 0 = csak írás, egyéb érték = keverék.</translation>
    </message>
    <message>
        <source>Quick, throughput, random: reads only.</source>
        <translation>Quick, throughput, random: csak olvasás.</translation>
    </message>
    <message>
        <source>Quick, throughput, random: writes only.</source>
        <translation>Quick, throughput, random: csak írás.</translation>
    </message>
    <message>
        <source>Quick, throughput, random: a mix with this percentage of reads, e.g. 70.</source>
        <translation>Quick, throughput, random: keverék ennyi százalék olvasással, pl. 70.</translation>
    </message>
    <message>
        <source>One CrystalDiskMark preset: SEQ1M-Q8T1, SEQ1M-Q1T1, RND4K-Q32T1, RND4K-Q1T1 (or any RND|SEQ&lt;size&gt;-Q&lt;depth&gt;T&lt;threads&gt;).</source>
        <translation>Egy CrystalDiskMark-előbeállítás: SEQ1M-Q8T1, SEQ1M-Q1T1, RND4K-Q32T1, RND4K-Q1T1 (vagy bármely RND|SEQ&lt;size&gt;-Q&lt;depth&gt;T&lt;threads&gt;).</translation>
    </message>
    <message>
        <source>sweep: block-size (default), queue-depth or threads.</source>
        <translation>sweep: block-size (alapértelmezés), queue-depth vagy threads.</translation>
    </message>
    <message>
        <source>Hybrid check: seconds the drive stays idle between the passes (default: 300).</source>
        <translation>Hibrid ellenőrzés: hány másodpercig tétlen a meghajtó a két menet között (alapértelmezés: 300).</translation>
    </message>
    <message>
        <source>Commit: measure again with the drive&apos;s write cache off, then switch it back on.</source>
        <translation>Commit: újramérés kikapcsolt írási gyorsítótárral, majd visszakapcsolás.</translation>
    </message>
    <message>
        <source>Allow a write test on a raw device: everything on it is lost.</source>
        <translation>Írási teszt engedélyezése nyers eszközön: minden rajta lévő adat elvész.</translation>
    </message>
    <message>
        <source>Go through the page cache (no O_DIRECT).</source>
        <translation>A lapgyorsítótáron keresztül (O_DIRECT nélkül).</translation>
    </message>
    <message>
        <source>Print the result as JSON (docs/json.md).</source>
        <translation>Az eredmény kiírása JSON formátumban (docs/json.md).</translation>
    </message>
    <message>
        <source>Also write the JSON result to FILE.</source>
        <translation>A JSON eredmény kiírása a FILE fájlba is.</translation>
    </message>
    <message>
        <source>Run only the measurements with these keys, separated by commas (e.g. rnd4kq32t1.read, commit.s1.fdatasync).</source>
        <translation>Csak az ezekkel a kulcsokkal rendelkező mérések futtatása, vesszővel elválasztva (pl. rnd4kq32t1.read, commit.s1.fdatasync).</translation>
    </message>
    <message>
        <source>Do not keep the result in the drive&apos;s history.</source>
        <translation>Az eredmény ne kerüljön a meghajtó előzményei közé.</translation>
    </message>
    <message>
        <source>&apos;bench&apos; needs a FAMILY and at most one TARGET, e.g. &apos;driveproof-cli bench quick ~/&apos;.</source>
        <translation>A &apos;bench&apos; egy FAMILY és legfeljebb egy TARGET értéket vár, pl. &apos;driveproof-cli bench quick ~/&apos;.</translation>
    </message>
    <message>
        <source>--axis goes with &apos;sweep&apos; and takes block-size, queue-depth or threads, not &apos;%1&apos;.</source>
        <extracomment>%1 what the user typed</extracomment>
        <translation>A --axis a &apos;sweep&apos; mellé való, és block-size, queue-depth vagy threads értéket vár, nem ezt: &apos;%1&apos;.</translation>
    </message>
    <message>
        <source>unknown test &apos;%1&apos;. Try &apos;driveproof-cli bench --help&apos;.</source>
        <extracomment>%1 what the user typed</extracomment>
        <translation>Ismeretlen teszt: &apos;%1&apos;. Próbálja ezt: &apos;driveproof-cli bench --help&apos;.</translation>
    </message>
    <message>
        <source>--size takes a size of at least 4K, such as 1G or 256M, not &apos;%1&apos;.</source>
        <extracomment>%1 what the user typed</extracomment>
        <translation>A --size legalább 4K méretet vár, például 1G vagy 256M, nem ezt: &apos;%1&apos;.</translation>
    </message>
    <message>
        <source>--duration takes seconds, e.g. 5, not &apos;%1&apos;.</source>
        <extracomment>%1 what the user typed</extracomment>
        <translation>A --duration másodperceket vár, pl. 5, nem ezt: &apos;%1&apos;.</translation>
    </message>
    <message>
        <source>--backend takes auto, io_uring or psync, not &apos;%1&apos;.</source>
        <extracomment>%1 what the user typed</extracomment>
        <translation>A --backend értéke auto, io_uring vagy psync lehet, nem ez: &apos;%1&apos;.</translation>
    </message>
    <message>
        <source>--block-size takes a multiple of 512 bytes up to 64M, not &apos;%1&apos;.</source>
        <extracomment>%1 what the user typed</extracomment>
        <translation>A --block-size 512 bájt egy többszörösét várja legfeljebb 64M-ig, nem ezt: &apos;%1&apos;.</translation>
    </message>
    <message>
        <source>--%1 takes a whole number up to %2, not &apos;%3&apos;.</source>
        <extracomment>%1 the option, %2 the largest value, %3 what the user typed</extracomment>
        <translation>A --%1 legfeljebb %2 értékű egész számot vár, nem ezt: &apos;%3&apos;.</translation>
    </message>
    <message>
        <source>--idle takes seconds, not &apos;%1&apos;.</source>
        <extracomment>%1 what the user typed</extracomment>
        <translation>A --idle másodperceket vár, nem ezt: &apos;%1&apos;.</translation>
    </message>
    <message>
        <source>Give one of --read, --write and --mix.</source>
        <translation>Adja meg a --read, --write és --mix egyikét.</translation>
    </message>
    <message>
        <source>--mix takes the percentage of reads, 0 to 100, not &apos;%1&apos;.</source>
        <extracomment>%1 what the user typed</extracomment>
        <translation>A --mix az olvasások százalékát várja 0 és 100 között, nem ezt: &apos;%1&apos;.</translation>
    </message>
    <message>
        <source>--preset takes a name such as RND4K-Q32T1 or SEQ1M-Q8T1, not &apos;%1&apos;.</source>
        <extracomment>%1 what the user typed</extracomment>
        <translation>A --preset egy nevet vár, például RND4K-Q32T1 vagy SEQ1M-Q8T1, nem ezt: &apos;%1&apos;.</translation>
    </message>
    <message>
        <source>--preset goes with quick, random or seq.</source>
        <translation>A --preset a quick, random vagy seq mellé való.</translation>
    </message>
    <message>
        <source>--cache-ab goes with the commit test.</source>
        <translation>A --cache-ab a commit teszt mellé való.</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <extracomment>flushes per commit on one device: %1 device, %2 flushes per commit</extracomment>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>Commit method</source>
        <translation>Véglegesítési mód</translation>
    </message>
    <message>
        <source>Commits/s</source>
        <translation>Véglegesítés/s</translation>
    </message>
    <message>
        <source>Mean µs</source>
        <translation>Átlag µs</translation>
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
        <translation>Max. µs</translation>
    </message>
    <message>
        <source>Flushes/commit</source>
        <translation>Ürítés/véglegesítés</translation>
    </message>
    <message>
        <source>Test</source>
        <translation>Teszt</translation>
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
        <translation>jó</translation>
    </message>
    <message>
        <source>caution</source>
        <translation>figyelem</translation>
    </message>
    <message>
        <source>danger</source>
        <translation>veszély</translation>
    </message>
    <message>
        <source>note</source>
        <translation>megjegyzés</translation>
    </message>
    <message>
        <source>[%1%] %2: %3, %4, %5 left</source>
        <extracomment>live progress: %1 percent done, %2 the step, %3 rate, %4 IOPS, %5 time left (m:ss)</extracomment>
        <translation>[%1%] %2: %3, %4, %5 van hátra</translation>
    </message>
    <message>
        <source>[%1%] %2</source>
        <extracomment>live progress without numbers: %1 percent done, %2 the step</extracomment>
        <translation>[%1%] %2</translation>
    </message>
    <message>
        <source>%1 on %2</source>
        <extracomment>%1 the test&apos;s title, %2 where it ran</extracomment>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>- %1: %2</source>
        <extracomment>a verdict as a list item: %1 good/caution/danger/note, %2 the verdict</extracomment>
        <translation>- %1: %2</translation>
    </message>
    <message>
        <source>on</source>
        <extracomment>the drive&apos;s write cache</extracomment>
        <translation>be</translation>
    </message>
    <message>
        <source>off</source>
        <translation>ki</translation>
    </message>
    <message>
        <source>yes, through udisks2 (re-applied at every boot)</source>
        <translation>igen, az udisks2-n keresztül (minden rendszerindításkor újra alkalmazva)</translation>
    </message>
    <message>
        <source>yes, saved in the drive</source>
        <translation>igen, a meghajtóba mentve</translation>
    </message>
    <message>
        <source>no: a change lasts until the next power cycle</source>
        <translation>nem: a módosítás a következő ki- és bekapcsolásig érvényes</translation>
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
        <translation>nincs (nem fogad meghajtóparancsokat)</translation>
    </message>
    <message>
        <source>Device</source>
        <translation>Eszköz</translation>
    </message>
    <message>
        <source>Protocol</source>
        <translation>Protokoll</translation>
    </message>
    <message>
        <source>Drive has a write cache</source>
        <translation>A meghajtónak van írási gyorsítótára</translation>
    </message>
    <message>
        <source>Drive&apos;s cache now</source>
        <translation>A meghajtó gyorsítótára most</translation>
    </message>
    <message>
        <source>Saved setting</source>
        <translation>Mentett beállítás</translation>
    </message>
    <message>
        <source>none</source>
        <translation>nincs</translation>
    </message>
    <message>
        <source>Can be changed</source>
        <translation>Módosítható</translation>
    </message>
    <message>
        <source>Keeps after reboot</source>
        <translation>Megmarad újraindítás után</translation>
    </message>
    <message>
        <source>Kernel&apos;s view</source>
        <translation>A kernel nézete</translation>
    </message>
    <message>
        <source>Kernel uses FUA</source>
        <translation>A kernel használja a FUA-t</translation>
    </message>
    <message>
        <source>Sources</source>
        <translation>Források</translation>
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
        <translation>rossz</translation>
    </message>
    <message>
        <source>Overall</source>
        <translation>Összesítve</translation>
    </message>
    <message>
        <source>Temperature</source>
        <extracomment>temperature in degrees Celsius</extracomment>
        <translation>Hőmérséklet</translation>
    </message>
    <message>
        <source>%1 °C</source>
        <translation>%1 °C</translation>
    </message>
    <message>
        <source>Power-on hours</source>
        <translation>Bekapcsolt órák</translation>
    </message>
    <message>
        <source>Power cycles</source>
        <translation>Bekapcsolások</translation>
    </message>
    <message>
        <source>Unsafe shutdowns</source>
        <translation>Nem biztonságos leállások</translation>
    </message>
    <message>
        <source>Bad sectors</source>
        <translation>Hibás szektorok</translation>
    </message>
    <message>
        <source>Media errors</source>
        <translation>Adathordozó-hibák</translation>
    </message>
    <message>
        <source>Wear</source>
        <extracomment>wear of an SSD, in percent of its rated life</extracomment>
        <translation>Kopás</translation>
    </message>
    <message>
        <source>%1 %</source>
        <translation>%1 %</translation>
    </message>
    <message>
        <source>Available spare</source>
        <translation>Elérhető tartalék</translation>
    </message>
    <message>
        <source>Source</source>
        <translation>Forrás</translation>
    </message>
    <message>
        <source>%1 is a partition; the write cache and health belong to the whole drive. Give %2 instead.</source>
        <extracomment>%1 partition the user gave, %2 its whole drive</extracomment>
        <translation>A(z) %1 egy partíció; az írási gyorsítótár és az állapot a teljes meghajtóhoz tartozik. Adja meg helyette ezt: %2.</translation>
    </message>
    <message>
        <source>Show the drive&apos;s volatile write cache next to the kernel&apos;s view, or switch it.</source>
        <translation>A meghajtó felejtő írási gyorsítótárának megjelenítése a kernel nézete mellett, vagy átkapcsolása.</translation>
    </message>
    <message>
        <source>A drive, e.g. /dev/sda.</source>
        <translation>Egy meghajtó, pl. /dev/sda.</translation>
    </message>
    <message>
        <source>Switch the drive&apos;s cache on or off.</source>
        <translation>A meghajtó gyorsítótárának be- vagy kikapcsolása.</translation>
    </message>
    <message>
        <source>Keep the setting after a power cycle, where the drive or udisks2 can keep it honestly.</source>
        <translation>A beállítás megtartása ki- és bekapcsolás után, ahol a meghajtó vagy az udisks2 ténylegesen meg tudja tartani.</translation>
    </message>
    <message>
        <source>&apos;cache&apos; needs exactly one DEVICE, e.g. &apos;driveproof-cli cache /dev/sda&apos;.</source>
        <translation>A &apos;cache&apos; pontosan egy DEVICE értéket vár, pl. &apos;driveproof-cli cache /dev/sda&apos;.</translation>
    </message>
    <message>
        <source>--set takes &apos;on&apos; or &apos;off&apos;, not &apos;%1&apos;.</source>
        <extracomment>%1 the value the user gave</extracomment>
        <translation>A --set értéke &apos;on&apos; vagy &apos;off&apos; lehet, nem ez: &apos;%1&apos;.</translation>
    </message>
    <message>
        <source>--persist goes with --set on|off.</source>
        <translation>A --persist a --set on|off mellé való.</translation>
    </message>
    <message>
        <source>Show the drive&apos;s health: overall verdict, temperature, hours, power cycles, unsafe shutdowns.</source>
        <translation>A meghajtó állapotának megjelenítése: összesített minősítés, hőmérséklet, üzemórák, bekapcsolások, nem biztonságos leállások.</translation>
    </message>
    <message>
        <source>&apos;health&apos; needs exactly one DEVICE, e.g. &apos;driveproof-cli health /dev/sda&apos;.</source>
        <translation>A &apos;health&apos; pontosan egy DEVICE értéket vár, pl. &apos;driveproof-cli health /dev/sda&apos;.</translation>
    </message>
    <message>
        <source>--language needs a language, one of: %1.</source>
        <extracomment>%1 the language codes DriveProof has, e.g. &quot;de, en, es&quot;</extracomment>
        <translation>A --language egy nyelvet vár, ezek egyikét: %1.</translation>
    </message>
    <message>
        <source>unknown language &apos;%1&apos;. Choose one of: %2.</source>
        <extracomment>%1 what was given after --language, %2 the language codes DriveProof has, e.g. &quot;de, en, es&quot;</extracomment>
        <translation>Ismeretlen nyelv: &apos;%1&apos;. Válasszon ezek közül: %2.</translation>
    </message>
    <message>
        <source>Show help for this command.</source>
        <translation>Súgó megjelenítése ehhez a parancshoz.</translation>
    </message>
    <message>
        <source>%1. Try &apos;driveproof-cli %2 --help&apos;.</source>
        <extracomment>%1 the parser&apos;s error, %2 the subcommand</extracomment>
        <translation>%1. Próbálja ezt: &apos;driveproof-cli %2 --help&apos;.</translation>
    </message>
    <message>
        <source>%1 (%2 bytes)</source>
        <extracomment>%1 size with unit, e.g. &quot;500.1 GB&quot;; %2 exact byte count</extracomment>
        <translation>%1 (%2 bájt)</translation>
    </message>
    <message>
        <source>Write every drive&apos;s findings for Prometheus and other OpenMetrics readers: identity, health, write-cache views, alignment and the latest test results (docs/fleet.md).</source>
        <translation>Minden meghajtó adatainak kiírása a Prometheus és más OpenMetrics-olvasók számára: azonosítás, állapot, írási gyorsítótár nézetei, igazítás és a legutóbbi teszteredmények (docs/fleet.md).</translation>
    </message>
    <message>
        <source>OpenMetrics text, also readable by node_exporter&apos;s textfile collector.</source>
        <translation>OpenMetrics szöveg, amelyet a node_exporter textfile gyűjtője is be tud olvasni.</translation>
    </message>
    <message>
        <source>Write to FILE, replacing it atomically, instead of standard output.</source>
        <translation>Írás a FILE fájlba atomi cserével, a szabványos kimenet helyett.</translation>
    </message>
    <message>
        <source>FILE</source>
        <translation>FILE</translation>
    </message>
    <message>
        <source>Export only this drive (a loop device too); may be given more than once.</source>
        <translation>Csak ennek a meghajtónak az exportálása (loop-eszköz is lehet); többször is megadható.</translation>
    </message>
    <message>
        <source>DEVICE</source>
        <translation>DEVICE</translation>
    </message>
    <message>
        <source>Export loop devices too (left out by default).</source>
        <translation>A loop-eszközök exportálása is (alapértelmezés szerint kimaradnak).</translation>
    </message>
    <message>
        <source>Read test results from this DriveProof data folder (holding history/ and powerloss/) instead of yours; may be given more than once.</source>
        <translation>Teszteredmények olvasása ebből a DriveProof-adatmappából (amely a history/ és powerloss/ mappákat tartalmazza) a saját helyett; többször is megadható.</translation>
    </message>
    <message>
        <source>FOLDER</source>
        <translation>FOLDER</translation>
    </message>
    <message>
        <source>Read the test results of every user of this machine (needs root).</source>
        <translation>A gép összes felhasználójának teszteredményeit olvassa (root jog szükséges).</translation>
    </message>
    <message>
        <source>&apos;export&apos; takes no arguments. Use --device DEVICE for one drive.</source>
        <translation>Az &apos;export&apos; nem vár argumentumot. Egyetlen meghajtóhoz használja a --device DEVICE kapcsolót.</translation>
    </message>
    <message>
        <source>Choose a format: &apos;driveproof-cli export --openmetrics&apos;.</source>
        <translation>Válasszon formátumot: &apos;driveproof-cli export --openmetrics&apos;.</translation>
    </message>
    <message>
        <source>raw, 512 bytes</source>
        <translation>nyers, 512 bájt</translation>
    </message>
    <message>
        <source>hex words (hdparm --Istdout)</source>
        <translation>hexadecimális szavak (hdparm --Istdout)</translation>
    </message>
    <message>
        <source>%1 (48-bit addressing)</source>
        <extracomment>%1 number of sectors</extracomment>
        <translation>%1 (48 bites címzés)</translation>
    </message>
    <message>
        <source>%1 (28-bit addressing)</source>
        <translation>%1 (28 bites címzés)</translation>
    </message>
    <message>
        <source>%1 (not reported; assumed)</source>
        <extracomment>%1 a size in bytes; the drive predates sector size reporting (IDENTIFY word 106)</extracomment>
        <translation>%1 (nincs jelentve; feltételezett)</translation>
    </message>
    <message>
        <source>non-rotating (solid state)</source>
        <translation>nem forgó (félvezetős)</translation>
    </message>
    <message>
        <source>%L1 rpm</source>
        <extracomment>%L1 revolutions per minute</extracomment>
        <translation>%L1 rpm</translation>
    </message>
    <message>
        <source>yes, queue depth %1</source>
        <extracomment>%1 the number of commands the drive can queue</extracomment>
        <translation>igen, sormélység: %1</translation>
    </message>
    <message>
        <source>IDENTIFY dump</source>
        <translation>IDENTIFY-kiírás</translation>
    </message>
    <message>
        <source>Format</source>
        <translation>Formátum</translation>
    </message>
    <message>
        <source>Model</source>
        <translation>Modell</translation>
    </message>
    <message>
        <source>Serial number</source>
        <translation>Sorozatszám</translation>
    </message>
    <message>
        <source>Firmware</source>
        <translation>Firmware</translation>
    </message>
    <message>
        <source>Capacity</source>
        <translation>Kapacitás</translation>
    </message>
    <message>
        <source>Sectors</source>
        <translation>Szektorok</translation>
    </message>
    <message>
        <source>Logical sector</source>
        <translation>Logikai szektor</translation>
    </message>
    <message>
        <source>Physical sector</source>
        <translation>Fizikai szektor</translation>
    </message>
    <message>
        <source>Alignment offset</source>
        <extracomment>where logical sector 0 starts inside its physical sector</extracomment>
        <translation>Igazítási eltolás</translation>
    </message>
    <message>
        <source>Rotation rate</source>
        <translation>Forgási sebesség</translation>
    </message>
    <message>
        <source>Write cache supported</source>
        <translation>Írási gyorsítótár támogatott</translation>
    </message>
    <message>
        <source>Write cache enabled</source>
        <translation>Írási gyorsítótár engedélyezve</translation>
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
        <translation>Ellenőrzőösszeg</translation>
    </message>
    <message>
        <source>correct</source>
        <translation>helyes</translation>
    </message>
    <message>
        <source>not present</source>
        <translation>nincs jelen</translation>
    </message>
    <message>
        <source>Note</source>
        <translation>Megjegyzés</translation>
    </message>
    <message>
        <source>the drive marked this data as incomplete</source>
        <translation>a meghajtó hiányosnak jelölte ezeket az adatokat</translation>
    </message>
    <message>
        <source>Backing file</source>
        <translation>Háttérfájl</translation>
    </message>
    <message>
        <source>Vendor</source>
        <translation>Gyártó</translation>
    </message>
    <message>
        <source>WWN</source>
        <translation>WWN</translation>
    </message>
    <message>
        <source>Transport</source>
        <translation>Csatlakozás</translation>
    </message>
    <message>
        <source>Size</source>
        <translation>Méret</translation>
    </message>
    <message>
        <source>Minimum I/O</source>
        <translation>Minimális I/O</translation>
    </message>
    <message>
        <source>Optimal I/O</source>
        <translation>Optimális I/O</translation>
    </message>
    <message>
        <source>Media</source>
        <translation>Adathordozó</translation>
    </message>
    <message>
        <source>Removable</source>
        <translation>Cserélhető</translation>
    </message>
    <message>
        <source>Read-only</source>
        <translation>Csak olvasható</translation>
    </message>
    <message>
        <source>Write cache (kernel view)</source>
        <translation>Írási gyorsítótár (kernel nézete)</translation>
    </message>
    <message>
        <source>FUA</source>
        <translation>FUA</translation>
    </message>
    <message>
        <source>Mounted on</source>
        <translation>Csatolási pont</translation>
    </message>
    <message>
        <source>not mounted</source>
        <translation>nincs csatolva</translation>
    </message>
    <message>
        <source>Held by</source>
        <translation>Lefoglalja</translation>
    </message>
    <message>
        <source>nothing</source>
        <translation>semmi</translation>
    </message>
    <message>
        <source>SIZE</source>
        <translation>MÉRET</translation>
    </message>
    <message>
        <source>MOUNTED ON</source>
        <translation>CSATOLÁSI PONT</translation>
    </message>
    <message>
        <source>Not known:</source>
        <translation>Nem ismert:</translation>
    </message>
    <message>
        <source>  %1: %2</source>
        <extracomment>%1 what is missing, %2 why</extracomment>
        <translation>  %1: %2</translation>
    </message>
    <message>
        <source>Show everything known about one drive.</source>
        <translation>Minden ismert adat megjelenítése egy meghajtóról.</translation>
    </message>
    <message>
        <source>A drive, e.g. /dev/sda or sda.</source>
        <translation>Egy meghajtó, pl. /dev/sda vagy sda.</translation>
    </message>
    <message>
        <source>Decode a saved ATA IDENTIFY dump instead of a drive: 512 raw bytes, or the hex words that &apos;hdparm --Istdout&apos; prints.</source>
        <translation>Mentett ATA IDENTIFY-kiírás dekódolása meghajtó helyett: 512 nyers bájt vagy a &apos;hdparm --Istdout&apos; által kiírt hexadecimális szavak.</translation>
    </message>
    <message>
        <source>&apos;info --identify-file FILE&apos; takes no DEVICE: it decodes the file alone.</source>
        <translation>Az &apos;info --identify-file FILE&apos; nem vár DEVICE értéket: csak a fájlt dekódolja.</translation>
    </message>
    <message>
        <source>&apos;info&apos; needs exactly one DEVICE, e.g. &apos;driveproof-cli info /dev/sda&apos;.</source>
        <translation>Az &apos;info&apos; pontosan egy DEVICE értéket vár, pl. &apos;driveproof-cli info /dev/sda&apos;.</translation>
    </message>
    <message>
        <source>file</source>
        <translation>fájl</translation>
    </message>
    <message>
        <source>solid state</source>
        <translation>félvezetős</translation>
    </message>
    <message>
        <source>%1 rpm</source>
        <translation>%1 rpm</translation>
    </message>
    <message>
        <source>rotational</source>
        <translation>forgó</translation>
    </message>
    <message>
        <source>List the drives on this machine: identity, size, sector sizes, media, the kernel&apos;s write-cache view and mount points.</source>
        <translation>A gép meghajtóinak listázása: azonosítás, méret, szektorméretek, adathordozó, az írási gyorsítótár kernelbeli nézete és a csatolási pontok.</translation>
    </message>
    <message>
        <source>&apos;list&apos; takes no arguments. Use &apos;driveproof-cli info DEVICE&apos; for one drive.</source>
        <translation>A &apos;list&apos; nem vár argumentumot. Egyetlen meghajtóhoz használja a &apos;driveproof-cli info DEVICE&apos; parancsot.</translation>
    </message>
    <message>
        <source>No drives found. In a container, /sys/block may show none; on a desktop, check that the drive is connected.</source>
        <translation>Nem található meghajtó. Konténerben a /sys/block üres lehet; asztali gépen ellenőrizze, hogy a meghajtó csatlakoztatva van-e.</translation>
    </message>
    <message>
        <source>TRANSPORT</source>
        <translation>CSATLAKOZÁS</translation>
    </message>
    <message>
        <source>MODEL</source>
        <translation>MODELL</translation>
    </message>
    <message>
        <source>SECTORS L/P</source>
        <translation>SZEKTOROK L/F</translation>
    </message>
    <message>
        <source>MEDIA</source>
        <translation>ADATHORDOZÓ</translation>
    </message>
    <message>
        <source>WRITE CACHE</source>
        <translation>ÍRÁSI GYORSÍTÓTÁR</translation>
    </message>
    <message>
        <source>%1/%2</source>
        <extracomment>logical / physical sector size in bytes</extracomment>
        <translation>%1/%2</translation>
    </message>
    <message>
        <source>partition</source>
        <translation>partíció</translation>
    </message>
    <message>
        <source>unknown command &apos;%1&apos;. Try &apos;driveproof-cli --help&apos;.</source>
        <translation>Ismeretlen parancs: &apos;%1&apos;. Próbálja ezt: &apos;driveproof-cli --help&apos;.</translation>
    </message>
    <message>
        <source>The power-loss test: does the drive keep what it acknowledged when the power goes?
  prepare   check the drive and the machine, create the test area
  run       write and report every commit to the witness; pull the plug when told
  verify    after the restart: read the area, fetch the witness&apos;s record, judge
  practice  the whole procedure on a simulated drive on this machine</source>
        <translation>Az áramkimaradásos teszt: megtartja-e a meghajtó, amit nyugtázott, amikor elmegy az áram?
  prepare   a meghajtó és a gép ellenőrzése, a tesztterület létrehozása
  run       írás és minden véglegesítés jelentése a tanúnak; kérésre húzza ki a tápkábelt
  verify    újraindítás után: a terület beolvasása, a tanú feljegyzésének lekérése, minősítés
  practice  a teljes eljárás egy szimulált meghajtón ezen a gépen</translation>
    </message>
    <message>
        <source>prepare, run, verify or practice.</source>
        <translation>prepare, run, verify vagy practice.</translation>
    </message>
    <message>
        <source>The test area: a file (created if missing) or a block device (with --destructive).</source>
        <translation>A tesztterület: egy fájl (ha nem létezik, létrejön) vagy egy blokkeszköz (a --destructive kapcsolóval).</translation>
    </message>
    <message>
        <source>The witness&apos;s address, as it shows it.</source>
        <translation>A tanú címe, ahogyan a tanú megjeleníti.</translation>
    </message>
    <message>
        <source>Size of the test area, e.g. 1G (default: 1G; practice: 16M).</source>
        <translation>A tesztterület mérete, pl. 1G (alapértelmezés: 1G; practice: 16M).</translation>
    </message>
    <message>
        <source>Commit method: fdatasync (default), fsync, open_datasync or open_sync.</source>
        <translation>Véglegesítési mód: fdatasync (alapértelmezés), fsync, open_datasync vagy open_sync.</translation>
    </message>
    <message>
        <source>Writes per commit (group commit); default 1.</source>
        <translation>Írások véglegesítésenként (csoportos véglegesítés); alapértelmezés: 1.</translation>
    </message>
    <message>
        <source>verify: the run to verify (its id or the start of it), instead of the one pending for --target.</source>
        <translation>verify: az ellenőrizendő futtatás (azonosítója vagy annak eleje) a --target célhoz függőben lévő helyett.</translation>
    </message>
    <message>
        <source>Allow a raw device as the target: everything on it is lost.</source>
        <translation>Nyers eszköz engedélyezése célként: minden rajta lévő adat elvész.</translation>
    </message>
    <message>
        <source>practice: honest (default) or lying.</source>
        <translation>practice: honest (alapértelmezés) vagy lying.</translation>
    </message>
    <message>
        <source>practice: seconds of writing before the simulated cut (default: 3).</source>
        <translation>practice: az írás ideje másodpercben a szimulált áramtalanítás előtt (alapértelmezés: 3).</translation>
    </message>
    <message>
        <source>Print the result as JSON.</source>
        <translation>Az eredmény kiírása JSON formátumban.</translation>
    </message>
    <message>
        <source>powerloss takes prepare, run, verify or practice, not &apos;%1&apos;.</source>
        <extracomment>%1 what the user typed</extracomment>
        <translation>A powerloss értéke prepare, run, verify vagy practice lehet, nem ez: &apos;%1&apos;.</translation>
    </message>
    <message>
        <source>--size takes a size of at least 1M, such as 1G or 256M, not &apos;%1&apos;.</source>
        <extracomment>%1 what the user typed</extracomment>
        <translation>A --size legalább 1M méretet vár, például 1G vagy 256M, nem ezt: &apos;%1&apos;.</translation>
    </message>
    <message>
        <source>--method takes fdatasync, fsync, open_datasync or open_sync, not &apos;%1&apos;.</source>
        <extracomment>%1 what the user typed</extracomment>
        <translation>A --method értéke fdatasync, fsync, open_datasync vagy open_sync lehet, nem ez: &apos;%1&apos;.</translation>
    </message>
    <message>
        <source>--writes-per-commit takes a number from 1 to 1024, not &apos;%1&apos;.</source>
        <extracomment>%1 what the user typed</extracomment>
        <translation>A --writes-per-commit 1 és 1024 közötti számot vár, nem ezt: &apos;%1&apos;.</translation>
    </message>
    <message>
        <source>--witness takes HOST:PORT such as 192.168.1.20:7070, not &apos;%1&apos;.</source>
        <extracomment>%1 what the user typed</extracomment>
        <translation>A --witness HOST:PORT értéket vár, például 192.168.1.20:7070, nem ezt: &apos;%1&apos;.</translation>
    </message>
    <message>
        <source>--mode takes honest or lying, not &apos;%1&apos;.</source>
        <extracomment>%1 what the user typed</extracomment>
        <translation>A --mode értéke honest vagy lying lehet, nem ez: &apos;%1&apos;.</translation>
    </message>
    <message>
        <source>--seconds takes a number from 0 to 3600, not &apos;%1&apos;.</source>
        <extracomment>%1 what the user typed</extracomment>
        <translation>A --seconds 0 és 3600 közötti számot vár, nem ezt: &apos;%1&apos;.</translation>
    </message>
    <message>
        <source>--run-id takes a run id in hexadecimal (or its start), such as 3f9a, not &apos;%1&apos;.</source>
        <extracomment>%1 what the user typed</extracomment>
        <translation>A --run-id hexadecimális futtatásazonosítót (vagy annak elejét) vár, például 3f9a, nem ezt: &apos;%1&apos;.</translation>
    </message>
    <message>
        <source>Give the test area with --target PATH.</source>
        <translation>Adja meg a tesztterületet a --target PATH kapcsolóval.</translation>
    </message>
    <message>
        <source>--target takes a file (created if missing) or a block device, not the folder %1. Name a file in it, e.g. %1/powerloss.img.</source>
        <extracomment>%1 what the user typed</extracomment>
        <translation>A --target fájlt (ha nem létezik, létrejön) vagy blokkeszközt vár, nem a(z) %1 mappát. Adjon meg benne egy fájlt, pl. %1/powerloss.img.</translation>
    </message>
    <message>
        <source>--target takes a file (created if missing) or a block device; %1 is a pipe, a socket or a character device.</source>
        <extracomment>%1 what the user typed</extracomment>
        <translation>A --target fájlt (ha nem létezik, létrejön) vagy blokkeszközt vár; a(z) %1 csővezeték, foglalat vagy karakteres eszköz.</translation>
    </message>
    <message>
        <source>--target names a file in a folder that does not exist: %1.</source>
        <extracomment>%1 what the user typed</extracomment>
        <translation>A --target nem létező mappában lévő fájlt ad meg: %1.</translation>
    </message>
    <message>
        <source>%1 is a device: the test writes over all of its data. Add --destructive if that is what you want, or name a file.</source>
        <extracomment>%1 device node</extracomment>
        <translation>A(z) %1 egy eszköz: a teszt felülírja az összes adatát. Ha ezt szeretné, adja hozzá a --destructive kapcsolót, különben adjon meg egy fájlt.</translation>
    </message>
    <message>
        <source>preparing the test area: %1%</source>
        <extracomment>%1 percent of the test area written with known data</extracomment>
        <translation>a tesztterület előkészítése: %1%</translation>
    </message>
    <message>
        <source>%1: %2 commits/s, witness holds #%3, %4 in flight, link %5</source>
        <extracomment>live power-loss run: %1 phase, %2 commits per second, %3 the witness&apos;s durable sequence number, %4 writes in flight, %5 link state</extracomment>
        <translation>%1: %2 véglegesítés/s, a tanúnál: #%3, %4 folyamatban, kapcsolat: %5</translation>
    </message>
    <message>
        <source>*** Pull the plug now ***</source>
        <translation>*** Most húzza ki a tápkábelt ***</translation>
    </message>
    <message>
        <source>Cut the power at the wall (not the power button). After the restart, run &apos;driveproof-cli powerloss verify&apos; with the same target.</source>
        <translation>Áramtalanítson a konnektornál (ne a bekapcsológombbal). Újraindítás után futtassa a &apos;driveproof-cli powerloss verify&apos; parancsot ugyanazzal a céllal.</translation>
    </message>
    <message>
        <source>Verdict: %1</source>
        <extracomment>%1 PASS, FAIL or INCONCLUSIVE</extracomment>
        <translation>Minősítés: %1</translation>
    </message>
    <message>
        <source>Validity checks:</source>
        <translation>Érvényességi ellenőrzések:</translation>
    </message>
    <message>
        <source>  [%1] %2</source>
        <extracomment>a checklist line: %1 &quot;ok&quot; or &quot;NOT OK&quot;, %2 what was seen</extracomment>
        <translation>  [%1] %2</translation>
    </message>
    <message>
        <source>ok</source>
        <translation>rendben</translation>
    </message>
    <message>
        <source>NOT OK</source>
        <translation>NEM RENDBEN</translation>
    </message>
    <message>
        <source>Acknowledged writes: %1; blocks checked: %2</source>
        <extracomment>%1 number of acknowledged writes, %2 number of blocks read</extracomment>
        <translation>Nyugtázott írások: %1; ellenőrzött blokkok: %2</translation>
    </message>
    <message>
        <source>Note: %1</source>
        <extracomment>a fact to know before the test: %1 its text</extracomment>
        <translation>Megjegyzés: %1</translation>
    </message>
    <message>
        <source>Warning: %1</source>
        <extracomment>a warning: %1 its text</extracomment>
        <translation>Figyelmeztetés: %1</translation>
    </message>
    <message>
        <source>Test area: %1, %2</source>
        <extracomment>%1 file or device, %2 its size</extracomment>
        <translation>Tesztterület: %1, %2</translation>
    </message>
    <message>
        <source>Drive: %1, serial %2, firmware %3</source>
        <extracomment>%1 model, %2 serial number, %3 firmware</extracomment>
        <translation>Meghajtó: %1, sorozatszám: %2, firmware: %3</translation>
    </message>
    <message>
        <source>Write cache: %1</source>
        <extracomment>%1 on, off or unknown</extracomment>
        <translation>Írási gyorsítótár: %1</translation>
    </message>
    <message>
        <source>Unsafe shutdowns so far: %1</source>
        <translation>Eddigi nem biztonságos leállások: %1</translation>
    </message>
    <message>
        <source>Ready. Start the witness, then &apos;driveproof-cli powerloss run&apos;.</source>
        <translation>Kész. Indítsa el a tanút, majd futtassa a &apos;driveproof-cli powerloss run&apos; parancsot.</translation>
    </message>
    <message>
        <source>Stopped cleanly after %1 commits; the witness holds them all. Nothing to verify: a clean stop is not a power cut.</source>
        <extracomment>%1 number of commits</extracomment>
        <translation>%1 véglegesítés után szabályosan leállt; a tanú mindet megőrizte. Nincs mit ellenőrizni: a szabályos leállítás nem áramkimaradás.</translation>
    </message>
    <message>
        <source>No power-loss test is pending for %1.</source>
        <translation>Nincs függőben lévő áramkimaradásos teszt ehhez: %1.</translation>
    </message>
    <message>
        <source>No pending power-loss test has the run id &apos;%1&apos;.</source>
        <translation>Nincs &apos;%1&apos; futtatásazonosítójú függőben lévő áramkimaradásos teszt.</translation>
    </message>
    <message>
        <source>Practice on a simulated drive that lies about its flushes.</source>
        <translation>Gyakorlás egy olyan szimulált meghajtón, amely hazudik az ürítésekről.</translation>
    </message>
    <message>
        <source>Practice on a simulated honest drive.</source>
        <translation>Gyakorlás egy szimulált, becsületes meghajtón.</translation>
    </message>
    <message>
        <source>run %1: started</source>
        <extracomment>%1 a short run id</extracomment>
        <translation>futtatás %1: elindult</translation>
    </message>
    <message>
        <source>run %1: the writer is back (%2 commits so far)</source>
        <extracomment>%1 a short run id, %2 number of acknowledged commits</extracomment>
        <translation>futtatás %1: az író fél visszatért (eddig %2 véglegesítés)</translation>
    </message>
    <message>
        <source>run %1: %2 commits acknowledged</source>
        <extracomment>%1 a short run id, %2 number of acknowledged commits</extracomment>
        <translation>futtatás %1: %2 véglegesítés nyugtázva</translation>
    </message>
    <message>
        <source>run %1: the writer went silent at %2: the estimated power cut</source>
        <extracomment>%1 a short run id, %2 date and time on this machine&apos;s clock</extracomment>
        <translation>futtatás %1: az író fél elhallgatott ekkor: %2 – a becsült áramtalanítás</translation>
    </message>
    <message>
        <source>run %1: the writer reported an error: %2</source>
        <extracomment>%1 a short run id, %2 the writer&apos;s error text</extracomment>
        <translation>futtatás %1: az író fél hibát jelzett: %2</translation>
    </message>
    <message>
        <source>run %1: the writer stopped on purpose (no power cut)</source>
        <extracomment>%1 a short run id</extracomment>
        <translation>futtatás %1: az író fél szándékosan leállt (nem volt áramtalanítás)</translation>
    </message>
    <message>
        <source>run %1: the verifier&apos;s report is stored</source>
        <extracomment>%1 a short run id</extracomment>
        <translation>futtatás %1: az ellenőrző fél jelentése tárolva</translation>
    </message>
    <message>
        <source>refused a connection: %1</source>
        <extracomment>%1 why a connection or frame was refused</extracomment>
        <translation>kapcsolat elutasítva: %1</translation>
    </message>
    <message>
        <source>run %1: journal error: %2</source>
        <extracomment>%1 a short run id, %2 the error text</extracomment>
        <translation>futtatás %1: naplóhiba: %2</translation>
    </message>
    <message>
        <source>Be the witness of a power-loss test: record every commit a writer reports, so that after the power cut the verifier knows what the drive acknowledged. Runs until Ctrl+C.</source>
        <translation>Legyen egy áramkimaradásos teszt tanúja: feljegyez minden véglegesítést, amelyet egy író fél jelent, hogy áramtalanítás után az ellenőrző fél tudja, mit nyugtázott a meghajtó. Ctrl+C lenyomásáig fut.</translation>
    </message>
    <message>
        <source>Address and port to listen on (default: 0.0.0.0:7070).</source>
        <translation>A figyelési cím és port (alapértelmezés: 0.0.0.0:7070).</translation>
    </message>
    <message>
        <source>Folder for the run journals (default: DriveProof&apos;s data folder). Put it on another disk than the one under test.</source>
        <translation>A futtatási naplók mappája (alapértelmezés: a DriveProof adatmappája). Ne a tesztelt lemezen legyen.</translation>
    </message>
    <message>
        <source>witness takes no argument, not &apos;%1&apos;.</source>
        <extracomment>%1 what the user typed</extracomment>
        <translation>A witness nem vár argumentumot, nem ezt: &apos;%1&apos;.</translation>
    </message>
    <message>
        <source>--listen takes ADDRESS:PORT such as 0.0.0.0:7070, not &apos;%1&apos;.</source>
        <extracomment>%1 what the user typed</extracomment>
        <translation>A --listen ADDRESS:PORT értéket vár, például 0.0.0.0:7070, nem ezt: &apos;%1&apos;.</translation>
    </message>
    <message>
        <source>Pairing code: %1</source>
        <extracomment>%1 the pairing code to type on the writer</extracomment>
        <translation>Párosítási kód: %1</translation>
    </message>
    <message>
        <source>Listening on %1:%2</source>
        <extracomment>%1 host, %2 port</extracomment>
        <translation>Figyelés itt: %1:%2</translation>
    </message>
    <message>
        <source>On the machine under test, type one of these witness addresses:</source>
        <extracomment>Followed by this machine&apos;s addresses (ADDRESS:PORT), one per line, that the person types on the machine under test as the witness address.</extracomment>
        <translation>A tesztelt gépen írja be a tanú alábbi címeinek egyikét:</translation>
    </message>
    <message>
        <source>Journals in %1</source>
        <extracomment>%1 a folder</extracomment>
        <translation>Naplók helye: %1</translation>
    </message>
    <message>
        <source>Witness stopped; every journal is synced.</source>
        <translation>A tanú leállt; minden napló szinkronizálva.</translation>
    </message>
    <message>
        <source>Link</source>
        <translation>Kapcsolat</translation>
    </message>
    <message>
        <source>Drive class</source>
        <translation>Meghajtó típusa</translation>
    </message>
    <message>
        <source>The result was not kept in the drive&apos;s history: %1</source>
        <extracomment>%1 why the history file could not be written</extracomment>
        <translation>Az eredmény nem került be a meghajtó előzményeibe: %1</translation>
    </message>
    <message>
        <source>%1 (%2, %3) looks empty. The capacity test writes over all of it. Go on? [y/N] </source>
        <extracomment>%1 device node, %2 the drive&apos;s model, %3 its size, e.g. &quot;128.0 GB&quot;. The drive has no partition table and no file system. Answer with the word for yes, or y.</extracomment>
        <translation>%1 (%2, %3) üresnek tűnik. A kapacitásteszt mindent felülír rajta. Folytatja? [y/N] </translation>
    </message>
    <message>
        <source>Is the drive as big as it says? Writes records over the whole device, reads them back and tells a genuine drive from a fake one.</source>
        <translation>Akkora-e a meghajtó, amekkorának mondja magát? Rekordokat ír a teljes eszközre, visszaolvassa őket, és megkülönbözteti a valódi meghajtót a hamisítványtól.</translation>
    </message>
    <message>
        <source>The drive, e.g. /dev/sdb.</source>
        <translation>A meghajtó, pl. /dev/sdb.</translation>
    </message>
    <message>
        <source>The quick probe: a few thousand records, minutes.</source>
        <translation>A gyors szondázás: néhány ezer rekord, percek.</translation>
    </message>
    <message>
        <source>The full verify: every block written and read back; resumes where an interrupted run stopped.</source>
        <translation>A teljes ellenőrzés: minden blokk írása és visszaolvasása; ott folytatja, ahol egy megszakított futás abbamaradt.</translation>
    </message>
    <message>
        <source>Allow the writes without a terminal to ask on: everything on the device is lost.</source>
        <translation>Az írások engedélyezése olyan terminál nélkül, ahol rá lehetne kérdezni: az eszközön minden elvész.</translation>
    </message>
    <message>
        <source>Give one device and --quick or --full. Try &apos;driveproof-cli capacity --help&apos;.</source>
        <translation>Adjon meg egy eszközt és --quick vagy --full kapcsolót. Próbálja: &apos;driveproof-cli capacity --help&apos;.</translation>
    </message>
    <message>
        <source>The capacity test writes over everything on %1. Add --destructive if that is what you want.</source>
        <extracomment>%1 device node</extracomment>
        <translation>A kapacitásteszt mindent felülír ezen: %1. Adja meg a --destructive kapcsolót, ha ezt szeretné.</translation>
    </message>
    <message>
        <source>Bad: bytes %1 to %2: %3.</source>
        <extracomment>%1 and %2 byte offsets as numbers, %3 what was found there, e.g. &quot;zeros&quot;</extracomment>
        <translation>Hibás: %1. és %2. bájt között: %3.</translation>
    </message>
    <message numerus="yes">
        <source>… and %n more bad range(s) (see --json).</source>
        <translation>
            <numerusform>… és még %n hibás tartomány (lásd --json).</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 is empty (no partition table, no file system): it is written to without asking for its name.</source>
        <extracomment>%1 device node</extracomment>
        <translation>A(z) %1 üres (nincs partíciós tábla, nincs fájlrendszer): a nevének bekérése nélkül írunk rá.</translation>
    </message>
    <message>
        <source>%1 has no write cache of its own to switch (a loop, virtio or memory-card device): only the kernel&apos;s view exists. Nothing was changed.</source>
        <extracomment>%1 device node</extracomment>
        <translation>A(z) %1 eszköznek nincs saját, átkapcsolható írási gyorsítótára (loop, virtio vagy memóriakártya): csak a kernel nézete létezik. Semmi sem változott.</translation>
    </message>
    <message>
        <source>%1 is a loop device over %2: it has no health of its own. Ask the drive that holds that file.</source>
        <extracomment>%1 device node, %2 the file behind it</extracomment>
        <translation>A(z) %1 egy loop eszköz a(z) %2 fölött: nincs saját állapota. Kérdezze azt a meghajtót, amelyen a fájl van.</translation>
    </message>
    <message>
        <source>%1 commits/s</source>
        <extracomment>commits per second</extracomment>
        <translation>%1 véglegesítés/s</translation>
    </message>
    <message>
        <source>List the runs kept for one drive, newest first.</source>
        <translation>Egy meghajtó megőrzött futásainak listája, a legújabb elöl.</translation>
    </message>
    <message>
        <source>&apos;history&apos; needs exactly one DEVICE, e.g. &apos;driveproof-cli history /dev/sda&apos;.</source>
        <translation>A &apos;history&apos; pontosan egy DEVICE-t vár, pl. &apos;driveproof-cli history /dev/sda&apos;.</translation>
    </message>
    <message>
        <source>No runs are kept for %1 yet. &apos;driveproof-cli bench quick FOLDER&apos; on one of its file systems makes the first.</source>
        <extracomment>%1 device node</extracomment>
        <translation>A(z) %1 eszközhöz még nincs megőrzött futás. Az elsőt a &apos;driveproof-cli bench quick FOLDER&apos; készíti el valamelyik fájlrendszerén.</translation>
    </message>
    <message>
        <source>DATE</source>
        <translation>DÁTUM</translation>
    </message>
    <message>
        <source>TEST</source>
        <translation>TESZT</translation>
    </message>
    <message>
        <source>ID</source>
        <translation>AZONOSÍTÓ</translation>
    </message>
    <message>
        <source>SETTINGS</source>
        <translation>BEÁLLÍTÁSOK</translation>
    </message>
    <message>
        <source>SUMMARY</source>
        <translation>ÖSSZEGZÉS</translation>
    </message>
    <message>
        <source>Put two runs side by side: the lines they share, B against A.</source>
        <translation>Két futás egymás mellett: a közös sorok, B az A-hoz képest.</translation>
    </message>
    <message>
        <source>A run&apos;s id (the first 8 characters are enough) or its result file; twice.</source>
        <translation>Egy futás azonosítója (az első 8 karakter elég) vagy az eredményfájlja; kétszer.</translation>
    </message>
    <message>
        <source>&apos;compare&apos; needs two runs, e.g. &apos;driveproof-cli compare 1a2b3c4d 5e6f7a8b&apos;; &apos;driveproof-cli history DEVICE&apos; lists their ids.</source>
        <translation>A &apos;compare&apos; két futást vár, pl. &apos;driveproof-cli compare 1a2b3c4d 5e6f7a8b&apos;; az azonosítókat a &apos;driveproof-cli history DEVICE&apos; listázza.</translation>
    </message>
    <message>
        <source>MEASUREMENT</source>
        <translation>MÉRÉS</translation>
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
        <translation>Nem egyformák: %1</translation>
    </message>
    <message>
        <source>The two runs have no measurement in common: nothing to compare. Compare two runs of the same test.</source>
        <translation>A két futásnak nincs közös mérése: nincs mit összehasonlítani. Ugyanannak a tesztnek két futását hasonlítsa össze.</translation>
    </message>
    <message>
        <source>empty: no partition table, no file system</source>
        <translation>üres: nincs partíciós tábla, nincs fájlrendszer</translation>
    </message>
    <message>
        <source>data (%1)</source>
        <extracomment>%1 what was found, e.g. &quot;gpt, ext4&quot;</extracomment>
        <translation>adatok (%1)</translation>
    </message>
    <message>
        <source>unknown: %1</source>
        <extracomment>%1 why the drive could not be read (a sentence)</extracomment>
        <translation>ismeretlen: %1</translation>
    </message>
    <message>
        <source>Contents</source>
        <translation>Tartalom</translation>
    </message>
    <message>
        <source>standard input</source>
        <translation>szabványos bemenet</translation>
    </message>
    <message>
        <source>Cannot read the pairing code from %1: %2</source>
        <extracomment>%1 a file or &quot;standard input&quot;, %2 the system&apos;s error text</extracomment>
        <translation>A párosítási kód nem olvasható innen: %1: %2</translation>
    </message>
    <message>
        <source>Pairing code (as the witness shows it): </source>
        <translation>Párosítási kód (ahogy a tanú megjeleníti): </translation>
    </message>
    <message>
        <source>That is not a pairing code: type the 12 characters the witness shows, such as K7QD-M2XF-9HBT.</source>
        <translation>Ez nem párosítási kód: írja be a tanú által megjelenített 12 karaktert, például K7QD-M2XF-9HBT.</translation>
    </message>
    <message>
        <source>--pairing is no longer accepted: every user of this machine can read the command line. Type the code when asked, or use --pairing-file FILE.</source>
        <translation>A --pairing már nem használható: a gép bármely felhasználója olvashatja a parancssort. Írja be a kódot, amikor a program kéri, vagy használja a --pairing-file FILE kapcsolót.</translation>
    </message>
    <message>
        <source>Read the pairing code the witness shows from FILE (&apos;-&apos;: standard input). Without it, run asks for the code.</source>
        <translation>A tanú által megjelenített párosítási kód beolvasása a FILE fájlból (&apos;-&apos;: szabványos bemenet). Enélkül a run bekéri a kódot.</translation>
    </message>
    <message>
        <source>run needs the witness: --witness HOST:PORT as &apos;driveproof-cli witness&apos; shows it, and its pairing code (asked for, or --pairing-file FILE).</source>
        <translation>A run-nak szüksége van a tanúra: --witness HOST:PORT, ahogy a &apos;driveproof-cli witness&apos; megjeleníti, és a párosítási kódjára (bekéri, vagy --pairing-file FILE).</translation>
    </message>
    <message>
        <source>Use the pairing code in FILE (&apos;-&apos;: standard input) instead of a random one.</source>
        <translation>A FILE fájlban lévő párosítási kód használata (&apos;-&apos;: szabványos bemenet) véletlen kód helyett.</translation>
    </message>
    <message>
        <source>The drive&apos;s records could not be read (an older helper, or a drive that keeps none).</source>
        <translation>A meghajtó feljegyzéseit nem sikerült beolvasni (régebbi segédprogram, vagy olyan meghajtó, amely nem vezet ilyet).</translation>
    </message>
    <message>
        <source>Is it new? %1</source>
        <extracomment>&quot;Is it new?&quot; and the verdict: new, used, possibly reset</extracomment>
        <translation>Új-e? %1</translation>
    </message>
    <message>
        <source>Also show every record the drive keeps: each SMART attribute or NVMe health log field, the self-test log and the error log count.</source>
        <translation>A meghajtó összes feljegyzésének megjelenítése is: minden SMART-attribútum vagy NVMe-állapotnapló-mező, az önellenőrzési napló és a naplózott hibák száma.</translation>
    </message>
    <message>
        <source>Remember the endurance the maker rates this drive&apos;s model for, in terabytes written (TBW), and compare the data written with it from now on.</source>
        <translation>A gyártó által a meghajtó modelljére megadott tartósság megjegyzése írt terabájtban (TBW), és az írt adatok összevetése vele mostantól.</translation>
    </message>
    <message>
        <source>--rated-tbw takes terabytes written, e.g. 600, not &apos;%1&apos;.</source>
        <extracomment>%1 what the user typed</extracomment>
        <translation>A --rated-tbw írt terabájtot vár, pl. 600, nem ezt: &apos;%1&apos;.</translation>
    </message>
    <message numerus="yes">
        <source>about %n minute(s)</source>
        <extracomment>%n the number of minutes the drive says a self-test takes</extracomment>
        <translation>
            <numerusform>kb. %n perc</numerusform>
        </translation>
    </message>
    <message>
        <source>Self-tests</source>
        <translation>Önellenőrzések</translation>
    </message>
    <message>
        <source>offered</source>
        <translation>elérhető</translation>
    </message>
    <message>
        <source>not offered</source>
        <translation>nem elérhető</translation>
    </message>
    <message>
        <source>Now</source>
        <translation>Most</translation>
    </message>
    <message>
        <source>running, %1% done</source>
        <translation>fut, %1% kész</translation>
    </message>
    <message>
        <source>no self-test running</source>
        <translation>nem fut önellenőrzés</translation>
    </message>
    <message>
        <source>Last result</source>
        <translation>Utolsó eredmény</translation>
    </message>
    <message>
        <source>Short test</source>
        <translation>Rövid teszt</translation>
    </message>
    <message>
        <source>Extended test</source>
        <translation>Bővített teszt</translation>
    </message>
    <message>
        <source>Conveyance test</source>
        <translation>Szállítási teszt</translation>
    </message>
    <message>
        <source>Self-test on %1: %2% done</source>
        <extracomment>%1 device path, %2 percent done</extracomment>
        <translation>Önellenőrzés ezen: %1: %2% kész</translation>
    </message>
    <message>
        <source>Stopped following. The drive goes on testing; &apos;driveproof-cli selftest %1 abort&apos; stops it.</source>
        <extracomment>%1 device path</extracomment>
        <translation>A követés leállt. A meghajtó tovább tesztel; a &apos;driveproof-cli selftest %1 abort&apos; leállítja.</translation>
    </message>
    <message>
        <source>Start, stop or follow the drive&apos;s own self-test. The drive runs it and keeps the result in its self-test log (&apos;health DEVICE --all&apos; shows it).</source>
        <translation>A meghajtó saját önellenőrzésének indítása, leállítása vagy követése. A meghajtó maga futtatja, és az eredményt az önellenőrzési naplójában tárolja (a &apos;health DEVICE --all&apos; megmutatja).</translation>
    </message>
    <message>
        <source>short, extended, conveyance (ATA), abort or status.</source>
        <translation>short, extended, conveyance (ATA), abort vagy status.</translation>
    </message>
    <message>
        <source>Follow the running test until it ends; the exit status is 1 when it failed.</source>
        <translation>A futó teszt követése a végéig; a kilépési kód 1, ha sikertelen volt.</translation>
    </message>
    <message>
        <source>&apos;selftest&apos; needs a DEVICE and an ACTION, e.g. &apos;driveproof-cli selftest /dev/sda short&apos;.</source>
        <translation>A &apos;selftest&apos; egy DEVICE és egy ACTION megadását kéri, pl. &apos;driveproof-cli selftest /dev/sda short&apos;.</translation>
    </message>
    <message>
        <source>Unknown self-test action &apos;%1&apos;: use short, extended, conveyance, abort or status.</source>
        <extracomment>%1 the action the user gave</extracomment>
        <translation>Ismeretlen önellenőrzési művelet: &apos;%1&apos;. Használja a short, extended, conveyance, abort vagy status egyikét.</translation>
    </message>
    <message>
        <source>%1: no partition table, logical sector %2 bytes, physical sector %3 bytes, optimal I/O size %4, alignment offset %5 bytes.</source>
        <extracomment>%1 device or image, %2 and %3 sector sizes in bytes, %4 optimal I/O size (&quot;65536 bytes&quot; or &quot;not reported&quot;), %5 alignment offset in bytes</extracomment>
        <translation>%1: nincs partíciós tábla, logikai szektor %2 bájt, fizikai szektor %3 bájt, optimális I/O-méret %4, igazítási eltolás %5 bájt.</translation>
    </message>
    <message>
        <source>The self-test&apos;s result could not be kept in the drive&apos;s history: %1</source>
        <extracomment>%1 why (a sentence)</extracomment>
        <translation>Az önteszt eredményét nem sikerült megőrizni a meghajtó előzményeiben: %1</translation>
    </message>
    <message>
        <source>LBA format</source>
        <extracomment>column titles of the table of NVMe LBA formats</extracomment>
        <translation>LBA-formátum</translation>
    </message>
    <message>
        <source>Sector</source>
        <translation>Szektor</translation>
    </message>
    <message>
        <source>In use</source>
        <translation>Használatban</translation>
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
        <translation>Használat: driveproof-cli COMMAND [options]

Megmondja az igazat egy meghajtóról.

Parancsok:
  list          meghajtók listája azonosítással, topológiával és írásigyorsítótár-nézettel
  info DEVICE   minden ismert adat egy meghajtóról
  align TARGET  egy meghajtó vagy lemezkép partícióigazításának ellenőrzése
  cache DEVICE  a meghajtó írási gyorsítótára és a kernel nézete; --set on|off
  health DEVICE a meghajtó állapota: minősítés, hőmérséklet, órák, leállások
  selftest DEVICE short|extended|abort|status  a meghajtó saját önellenőrzése
  bench FAMILY [TARGET]  mérés: quick, commit, throughput, random, pásztázások...
  history DEVICE  egy meghajtó megőrzött futásai, a legújabb elöl
  compare RUN RUN  két futás egymás mellett, és miben különböznek
  powerloss prepare|run|verify|practice  az áramkimaradásos teszt (tápkábel kihúzása)
  witness       egy áramkimaradásos teszt második gépe (tanú)
  export --openmetrics  minden meghajtó adatai a Prometheus számára (géppark)
  capacity ESZKÖZ --quick|--full  akkora-e a meghajtó, amekkorának mondja (hamisítványok)
  trim TARGET   eljut-e a TRIM minden rétegen át a meghajtóig

Kapcsolók:
  -h, --help     ez a súgó; egy parancs súgója: &apos;driveproof-cli COMMAND --help&apos;
  -v, --version  a verzió megjelenítése
  --language LANG
                 LANG nyelv használata (pl. de, pt_BR vagy zh_TW) a rendszer
                 nyelve helyett; minden paranccsal működik
</translation>
    </message>
    <message>
        <source>yes, down to the drive</source>
        <translation>igen, egészen a meghajtóig</translation>
    </message>
    <message>
        <source>down to a loop device&apos;s backing file</source>
        <translation>egy loop eszköz háttérfájljáig</translation>
    </message>
    <message>
        <source>no: a layer drops it</source>
        <translation>nem: egy réteg eldobja</translation>
    </message>
    <message>
        <source>no: the drive does not take it</source>
        <translation>nem: a meghajtó nem fogadja</translation>
    </message>
    <message>
        <source>enabled</source>
        <translation>engedélyezve</translation>
    </message>
    <message>
        <source>disabled</source>
        <translation>letiltva</translation>
    </message>
    <message>
        <source>masked</source>
        <translation>maszkolva</translation>
    </message>
    <message>
        <source>not installed</source>
        <translation>nincs telepítve</translation>
    </message>
    <message>
        <source>%1 (systemd is not running)</source>
        <extracomment>%1 the timer&apos;s state, e.g. &quot;enabled&quot;</extracomment>
        <translation>%1 (a systemd nem fut)</translation>
    </message>
    <message>
        <source>From %1: %2</source>
        <extracomment>%1 a device, %2 whether TRIM gets through</extracomment>
        <translation>Innen: %1: %2</translation>
    </message>
    <message>
        <source>From %1 (mounted on %2): %3</source>
        <extracomment>%1 a device, %2 its mount points, %3 whether TRIM gets through</extracomment>
        <translation>Innen: %1 (csatolási pont: %2): %3</translation>
    </message>
    <message>
        <source>Layer</source>
        <translation>Réteg</translation>
    </message>
    <message>
        <source>Kind</source>
        <translation>Fajta</translation>
    </message>
    <message>
        <source>Discard granularity</source>
        <translation>Discard-finomság</translation>
    </message>
    <message>
        <source>Largest discard</source>
        <translation>Legnagyobb discard</translation>
    </message>
    <message>
        <source>Passes TRIM</source>
        <translation>Átengedi a TRIM-et</translation>
    </message>
    <message>
        <source>Say whether TRIM reaches the drive through every layer (partition, dm-crypt, LVM, md, loop, USB), whether fstrim.timer runs and which file systems are mounted with discard.</source>
        <translation>Megmondja, hogy a TRIM minden rétegen (partíció, dm-crypt, LVM, md, loop, USB) át eljut-e a meghajtóig, fut-e az fstrim.timer, és mely fájlrendszerek vannak discard beállítással csatolva.</translation>
    </message>
    <message>
        <source>A drive, a partition, a dm, md or loop device, or a folder, e.g. /dev/sda or /home.</source>
        <translation>Egy meghajtó, egy partíció, egy dm-, md- vagy loop eszköz, vagy egy mappa, pl. /dev/sda vagy /home.</translation>
    </message>
    <message>
        <source>&apos;trim&apos; needs exactly one TARGET, e.g. &apos;driveproof-cli trim /dev/sda&apos;.</source>
        <translation>A &apos;trim&apos; pontosan egy TARGET értéket vár, pl. &apos;driveproof-cli trim /dev/sda&apos;.</translation>
    </message>
    <message>
        <source>TRIM from %1: %2</source>
        <extracomment>%1 the drive or folder asked about, %2 whether TRIM gets through</extracomment>
        <translation>TRIM innen: %1: %2</translation>
    </message>
    <message>
        <source>fstrim.timer: %1</source>
        <extracomment>%1 the timer&apos;s state, e.g. &quot;enabled&quot;</extracomment>
        <translation>fstrim.timer: %1</translation>
    </message>
    <message>
        <source>Judge a report instead of a drive: the output of &apos;smartctl -x&apos;, &apos;smartctl -x --json&apos; or &apos;nvme smart-log -o json&apos; saved in FILE (&apos;-&apos;: standard input).</source>
        <translation>Egy jelentés minősítése meghajtó helyett: a FILE fájlba mentett &apos;smartctl -x&apos;, &apos;smartctl -x --json&apos; vagy &apos;nvme smart-log -o json&apos; kimenet (&apos;-&apos;: szabványos bemenet).</translation>
    </message>
    <message>
        <source>With --report of nvme smart-log: the output of &apos;nvme id-ctrl -o json&apos; for the model, serial and firmware.</source>
        <translation>A --report mellett, ha az nvme smart-log kimenete: az &apos;nvme id-ctrl -o json&apos; kimenete a modellhez, a sorozatszámhoz és a firmware-hez.</translation>
    </message>
    <message>
        <source>&apos;health --report FILE&apos; takes no DEVICE and no --rated-tbw.</source>
        <translation>A &apos;health --report FILE&apos; nem vár sem DEVICE értéket, sem --rated-tbw kapcsolót.</translation>
    </message>
</context>
<context>
    <name>DriveProof::Device</name>
    <message>
        <source>No block device named %1. Run &apos;driveproof-cli list&apos; to see the drives on this machine.</source>
        <translation>Nincs %1 nevű blokkeszköz. A gépen lévő meghajtókat a &apos;driveproof-cli list&apos; paranccsal tekintheti meg.</translation>
    </message>
    <message>
        <source>%1 disappeared while it was being read. Check that the drive is still connected.</source>
        <translation>A(z) %1 eltűnt olvasás közben. Ellenőrizze, hogy a meghajtó még csatlakoztatva van-e.</translation>
    </message>
    <message>
        <source>%1 is mounted on %2.</source>
        <extracomment>%1 device path, %2 list of mount points</extracomment>
        <translation>A(z) %1 ide van csatolva: %2.</translation>
    </message>
    <message>
        <source>%1 is in use as swap space.</source>
        <extracomment>%1 device path</extracomment>
        <translation>A(z) %1 cserehelyként van használatban.</translation>
    </message>
    <message numerus="yes">
        <source>%1 (And %n more.)</source>
        <extracomment>%1 a sentence saying what uses a device, %n how many other users there are</extracomment>
        <translation>
            <numerusform>%1 (És még %n további.)</numerusform>
        </translation>
    </message>
    <message>
        <source>not reported by this %1 device through sysfs</source>
        <translation>ez a(z) %1 eszköz nem jelenti a sysfs-en keresztül</translation>
    </message>
    <message>
        <source>unknown</source>
        <translation>ismeretlen</translation>
    </message>
    <message>
        <source>model</source>
        <translation>modell</translation>
    </message>
    <message>
        <source>serial number</source>
        <translation>sorozatszám</translation>
    </message>
    <message>
        <source>firmware revision</source>
        <translation>firmware-verzió</translation>
    </message>
    <message>
        <source>WWN</source>
        <translation>WWN</translation>
    </message>
    <message>
        <source>rotation rate</source>
        <translation>forgási sebesség</translation>
    </message>
    <message>
        <source>%1 could not be opened even as root (%2): the system blocks access to it (a container or a security policy), so only what sysfs reports is shown.</source>
        <extracomment>%1 device path, %2 system error text</extracomment>
        <translation>A(z) %1 rootként sem nyitható meg (%2): a rendszer tiltja a hozzáférést (konténer vagy biztonsági házirend), így csak a sysfs által jelentett adatok láthatók.</translation>
    </message>
    <message>
        <source>%1 could not be opened (%2): only what sysfs reports is shown. Run as root or through the DriveProof helper for more.</source>
        <extracomment>%1 device path, %2 system error text</extracomment>
        <translation>A(z) %1 nem nyitható meg (%2): csak a sysfs által jelentett adatok láthatók. További adatokért futtassa rootként vagy a DriveProof segédprogramján keresztül.</translation>
    </message>
    <message>
        <source>device node</source>
        <translation>eszközcsomópont</translation>
    </message>
    <message>
        <source>%1 backs the loop device %2.</source>
        <extracomment>a loop device reads and writes its data on this device. %1 device path, %2 loop device path</extracomment>
        <translation>A(z) %1 a(z) %2 loop-eszköz háttértára.</translation>
    </message>
    <message>
        <source>%1 is part of %2.</source>
        <extracomment>%1 device path, %2 a device built on it (device-mapper, RAID, bcache)</extracomment>
        <translation>A(z) %1 a(z) %2 része.</translation>
    </message>
    <message>
        <source>%1 has the partition %2.</source>
        <extracomment>%1 disk path, %2 partition path</extracomment>
        <translation>A(z) %1 tartalmazza a(z) %2 partíciót.</translation>
    </message>
    <message>
        <source>There is no %1. Give a device such as /dev/sda (see &apos;driveproof-cli list&apos;).</source>
        <translation>A(z) %1 nem létezik. Adjon meg egy eszközt, például /dev/sda (lásd: &apos;driveproof-cli list&apos;).</translation>
    </message>
    <message>
        <source>%1 is a folder or a file, not a block device. Give a device such as /dev/sda (see &apos;driveproof-cli list&apos;).</source>
        <translation>A(z) %1 mappa vagy fájl, nem blokkeszköz. Adjon meg egy eszközt, például /dev/sda (lásd: &apos;driveproof-cli list&apos;).</translation>
    </message>
    <message>
        <source>Could not read %1 to see what it holds: %2.</source>
        <extracomment>%1 device or file path, %2 the system&apos;s reason</extracomment>
        <translation>Nem sikerült beolvasni ezt: %1, hogy kiderüljön, mi van rajta: %2.</translation>
    </message>
    <message>
        <source>Could not read the start and end of %1 to see what it holds.</source>
        <extracomment>%1 device or file path</extracomment>
        <translation>Nem sikerült beolvasni ennek az elejét és a végét: %1, hogy kiderüljön, mi van rajta.</translation>
    </message>
    <message>
        <source>udev has no record of device %1, and it could not be read directly (run as root, or start udev).</source>
        <extracomment>%1 device numbers like 8:0</extracomment>
        <translation>Az udev nem tud a(z) %1 eszközről, és közvetlenül sem sikerült beolvasni (futtassa rootként, vagy indítsa el az udevet).</translation>
    </message>
</context>
<context>
    <name>DriveProof::DriveReport</name>
    <message>
        <source>%1 is not valid JSON: %2 at byte %3.</source>
        <extracomment>%1 file name, %2 the JSON parser&apos;s words, %3 the byte offset</extracomment>
        <translation>A(z) %1 nem érvényes JSON: %2 (%3. bájt).</translation>
    </message>
    <message>
        <source>%1 is larger than any drive report (%2 at most). Give the output of smartctl -x or nvme smart-log, not a disk image.</source>
        <extracomment>%1 file name, %2 a size (&quot;4 MiB&quot;)</extracomment>
        <translation>A(z) %1 nagyobb bármely meghajtójelentésnél (legfeljebb %2 lehet). A smartctl -x vagy az nvme smart-log kimenetét adja meg, ne lemezképet.</translation>
    </message>
    <message>
        <source>%1 is no drive report DriveProof can read: give the output of &apos;smartctl -x&apos;, &apos;smartctl -x --json&apos; or &apos;nvme smart-log -o json&apos;.</source>
        <extracomment>%1 file name</extracomment>
        <translation>A(z) %1 nem olyan meghajtójelentés, amelyet a DriveProof be tud olvasni: a &apos;smartctl -x&apos;, &apos;smartctl -x --json&apos; vagy &apos;nvme smart-log -o json&apos; kimenetét adja meg.</translation>
    </message>
    <message>
        <source>%1 is a report of a SAS or SCSI drive: DriveProof judges reports of ATA (SATA) and NVMe drives.</source>
        <extracomment>%1 file name</extracomment>
        <translation>A(z) %1 egy SAS- vagy SCSI-meghajtó jelentése: a DriveProof ATA-meghajtók (SATA) és NVMe-meghajtók jelentéseit minősíti.</translation>
    </message>
    <message>
        <source>From the report %1, not from the drive itself: %2.</source>
        <extracomment>%1 file name, %2 drive model</extracomment>
        <translation>A(z) %1 jelentésből, nem magától a meghajtótól: %2.</translation>
    </message>
    <message>
        <source>From the report %1, not from the drive itself: %2, serial %3.</source>
        <extracomment>%1 file name, %2 drive model, %3 serial number</extracomment>
        <translation>A(z) %1 jelentésből, nem magától a meghajtótól: %2, sorozatszám: %3.</translation>
    </message>
    <message>
        <source>%1, line %2: more than 30 SMART attributes, which no drive has.</source>
        <extracomment>%1 file name, %2 line number</extracomment>
        <translation>%1, %2. sor: több mint 30 SMART-attribútum, ennyi egyetlen meghajtónak sincs.</translation>
    </message>
    <message>
        <source>Could not read %1: %2.</source>
        <extracomment>%1 file name, %2 the system&apos;s reason</extracomment>
        <translation>A(z) %1 nem olvasható be: %2.</translation>
    </message>
    <message>
        <source>From the report %1, not from the drive itself.</source>
        <extracomment>%1 file name (a report that names no drive, e.g. smartctl -l farm)</extracomment>
        <translation>A(z) %1 jelentésből, nem magától a meghajtótól.</translation>
    </message>
</context>
<context>
    <name>DriveProof::Flash</name>
    <message>
        <source>TRIM from %1 reaches the drive %2 through every layer.</source>
        <extracomment>%1 the device in use (e.g. /dev/mapper/vg-home), %2 the drive</extracomment>
        <translation>A TRIM innen: %1 minden rétegen át eljut a meghajtóig (%2).</translation>
    </message>
    <message>
        <source>The drive %1 takes TRIM.</source>
        <extracomment>%1 the drive</extracomment>
        <translation>A(z) %1 meghajtó fogadja a TRIM-et.</translation>
    </message>
    <message>
        <source>TRIM from %1 reaches the loop device %2, which frees the space in its backing file %3. The drive under that file gets it only from its own file system (mounted with discard, or fstrim).</source>
        <extracomment>%1 the device in use, %2 a loop device, %3 its backing file</extracomment>
        <translation>A TRIM innen: %1 eljut a(z) %2 loop eszközig, amely felszabadítja a helyet a(z) %3 háttérfájlban. A fájl alatti meghajtó csak a saját fájlrendszerétől kapja meg (discard beállítással csatolva, vagy fstrim).</translation>
    </message>
    <message>
        <source>The dm-crypt volume %1 drops discards, so TRIM from %2 never reaches the drive. Open it with --allow-discards (or the discard option in /etc/crypttab); an observer of the raw drive then sees which blocks are free.</source>
        <extracomment>%1 a dm-crypt volume, %2 the device in use</extracomment>
        <translation>A(z) %1 dm-crypt kötet eldobja a discardokat, így a TRIM innen: %2 sosem jut el a meghajtóig. Nyissa meg a --allow-discards kapcsolóval (vagy a discard beállítással az /etc/crypttab fájlban); aki a nyers meghajtót látja, ekkor látja, mely blokkok szabadok.</translation>
    </message>
    <message>
        <source>%1 drops discards, so TRIM from %2 stops there and never reaches the drive.</source>
        <extracomment>%1 the layer (e.g. /dev/md0), %2 the device in use</extracomment>
        <translation>A(z) %1 eldobja a discardokat, így a TRIM innen: %2 ott megáll, és sosem jut el a meghajtóig.</translation>
    </message>
    <message>
        <source>The kernel shows no discard limits for %1, so whether TRIM passes it is unknown.</source>
        <extracomment>%1 a device</extracomment>
        <translation>A kernel nem mutat discard-korlátokat ehhez: %1, így nem tudni, átjut-e rajta a TRIM.</translation>
    </message>
    <message>
        <source>%1 is a hard disk: it takes no TRIM and needs none.</source>
        <extracomment>%1 the drive</extracomment>
        <translation>A(z) %1 merevlemez: nem fogad TRIM-et, és nincs is rá szüksége.</translation>
    </message>
    <message>
        <source>%1 is attached through usb-storage (Bulk-Only Transport), which passes no TRIM. In a UAS enclosure or on a UAS port it may.</source>
        <extracomment>%1 the drive</extracomment>
        <translation>A(z) %1 usb-storage (Bulk-Only Transport) útján csatlakozik, amely nem adja tovább a TRIM-et. UAS házban vagy UAS porton menhet.</translation>
    </message>
    <message>
        <source>%1 is attached through UAS, but its bridge announces no TRIM, so the kernel sends none.</source>
        <extracomment>%1 the drive</extracomment>
        <translation>A(z) %1 UAS útján csatlakozik, de a hídja nem jelez TRIM-et, így a kernel nem küld.</translation>
    </message>
    <message>
        <source>%1 does not take TRIM (the kernel&apos;s discard_max_bytes is 0).</source>
        <extracomment>%1 the drive</extracomment>
        <translation>A(z) %1 nem fogad TRIM-et (a kernel discard_max_bytes értéke 0).</translation>
    </message>
    <message>
        <source>No file system on %1 is mounted. TRIM comes from a mounted file system (fstrim or the discard option), or from blkdiscard, which erases everything.</source>
        <extracomment>%1 the device asked about</extracomment>
        <translation>A(z) %1 egyetlen fájlrendszere sincs csatolva. A TRIM csatolt fájlrendszertől jön (fstrim vagy a discard beállítás), vagy a blkdiscardtól, amely mindent töröl.</translation>
    </message>
    <message>
        <source>%1 is mounted with discard: every delete is trimmed at once, which slows deletes on some drives. The weekly fstrim.timer is the usual choice.</source>
        <extracomment>%1 a mount point</extracomment>
        <translation>A(z) %1 discard beállítással van csatolva: minden törlés azonnal TRIM-et kap, ami egyes meghajtókon lassítja a törlést. A heti fstrim.timer a szokásos választás.</translation>
    </message>
    <message>
        <source>%1 is mounted with discard=async: freed space is trimmed in batches.</source>
        <extracomment>%1 a mount point</extracomment>
        <translation>A(z) %1 discard=async beállítással van csatolva: a felszabadult hely kötegekben kap TRIM-et.</translation>
    </message>
    <message>
        <source>%1 is trimmed once a week by fstrim.timer.</source>
        <extracomment>%1 a mount point</extracomment>
        <translation>A(z) %1 hetente egyszer TRIM-et kap az fstrim.timertől.</translation>
    </message>
    <message>
        <source>%1 is neither mounted with discard nor trimmed by fstrim.timer, so the drive never learns which blocks are free. Run &apos;sudo systemctl enable --now fstrim.timer&apos;.</source>
        <extracomment>%1 a mount point</extracomment>
        <translation>A(z) %1 nincs discard beállítással csatolva, és az fstrim.timer sem végez rajta TRIM-et, így a meghajtó sosem tudja meg, mely blokkok szabadok. Futtassa: &apos;sudo systemctl enable --now fstrim.timer&apos;.</translation>
    </message>
    <message>
        <source>systemd is not running here, so fstrim.timer trims nothing. Run &apos;fstrim -a&apos; from cron, or mount with discard.</source>
        <translation>Itt nem fut a systemd, így az fstrim.timer semmit sem TRIM-el. Futtassa az &apos;fstrim -a&apos; parancsot cronból, vagy csatoljon discard beállítással.</translation>
    </message>
    <message>
        <source>%1 is not on a block device that DriveProof can see in sysfs. Give a drive, a partition or a folder on one.</source>
        <extracomment>%1 a path the user gave</extracomment>
        <translation>A(z) %1 nem olyan blokkeszközön van, amelyet a DriveProof lát a sysfs-ben. Adjon meg egy meghajtót, egy partíciót vagy egy rajta lévő mappát.</translation>
    </message>
    <message>
        <source>%1 cannot be read: %2.</source>
        <extracomment>%1 a path the user gave, %2 the system&apos;s error text</extracomment>
        <translation>A(z) %1 nem olvasható: %2.</translation>
    </message>
</context>
<context>
    <name>DriveProof::Gui</name>
    <message>
        <source>unknown</source>
        <translation>ismeretlen</translation>
    </message>
    <message>
        <source>%1 (%2 bytes)</source>
        <extracomment>%1 size with unit, e.g. &quot;500.1 GB&quot;; %2 exact byte count, e.g. &quot;500,107,862,016&quot;</extracomment>
        <translation>%1 (%2 bájt)</translation>
    </message>
    <message numerus="yes">
        <source>%Ln byte(s)</source>
        <extracomment>a size in bytes, e.g. &quot;4,096 bytes&quot;; %Ln is the number with digit grouping</extracomment>
        <translation>
            <numerusform>%Ln bájt</numerusform>
        </translation>
    </message>
    <message>
        <source>yes</source>
        <translation>igen</translation>
    </message>
    <message>
        <source>no</source>
        <translation>nem</translation>
    </message>
    <message>
        <source>loop device</source>
        <translation>loop-eszköz</translation>
    </message>
    <message>
        <source>backed by a file</source>
        <translation>fájl alapú</translation>
    </message>
    <message>
        <source>solid state</source>
        <translation>félvezetős</translation>
    </message>
    <message>
        <source>%1 rpm</source>
        <extracomment>disk rotation speed; %1 is the number, e.g. &quot;7,200&quot;</extracomment>
        <translation>%1 rpm</translation>
    </message>
    <message>
        <source>rotational</source>
        <translation>forgó</translation>
    </message>
    <message>
        <source>Not reported for this device.</source>
        <translation>Ennél az eszköznél nincs jelentve.</translation>
    </message>
    <message>
        <source>%1%</source>
        <extracomment>a percentage; %1 the number, e.g. &quot;97&quot;</extracomment>
        <translation>%1%</translation>
    </message>
    <message>
        <source>hard disk</source>
        <translation>merevlemez</translation>
    </message>
    <message>
        <source>solid-state drive</source>
        <translation>SSD-meghajtó</translation>
    </message>
    <message>
        <source>NVMe solid-state drive</source>
        <translation>NVMe SSD-meghajtó</translation>
    </message>
    <message>
        <source>USB drive</source>
        <translation>USB-meghajtó</translation>
    </message>
    <message>
        <source>loop device (a file used as a drive)</source>
        <translation>loop-eszköz (meghajtóként használt fájl)</translation>
    </message>
    <message>
        <source>drive</source>
        <translation>meghajtó</translation>
    </message>
    <message>
        <source>Tells the truth about a drive.</source>
        <translation>Megmondja az igazat egy meghajtóról.</translation>
    </message>
    <message>
        <source>Show this drive first, e.g. /dev/sda.</source>
        <translation>Ezt a meghajtót mutassa először, pl. /dev/sda.</translation>
    </message>
    <message>
        <source>Save a picture of the window to this PNG file once everything is read, then quit.</source>
        <translation>Ha minden adat beolvasva, kép mentése az ablakról ebbe a PNG-fájlba, majd kilépés.</translation>
    </message>
    <message>
        <source>Open the Preferences dialog at start.</source>
        <translation>A Beállítások párbeszédablak megnyitása indításkor.</translation>
    </message>
    <message>
        <source>Open the About dialog at start.</source>
        <translation>A Névjegy párbeszédablak megnyitása indításkor.</translation>
    </message>
    <message>
        <source>Run this test (quick, random, commit, ...) in the window without clicks, write the result (--json-out) and quit; for benchmark scripts.</source>
        <translation>Ennek a tesztnek (quick, random, commit, ...) a futtatása az ablakban kattintás nélkül, az eredmény kiírása (--json-out), majd kilépés; teljesítménytesztelő szkriptekhez.</translation>
    </message>
    <message>
        <source>With --run-test: only these measurements, separated by commas, e.g. rnd4kq32t1.read.</source>
        <translation>A --run-test mellett: csak ezek a mérések, vesszővel elválasztva, pl. rnd4kq32t1.read.</translation>
    </message>
    <message>
        <source>With --run-test: the folder (or file) to test in.</source>
        <translation>A --run-test mellett: a tesztelendő mappa (vagy fájl).</translation>
    </message>
    <message>
        <source>With --run-test: the test size, e.g. 1G or 256M.</source>
        <translation>A --run-test mellett: a teszt mérete, pl. 1G vagy 256M.</translation>
    </message>
    <message>
        <source>With --run-test: seconds per measurement (default: 5).</source>
        <translation>A --run-test mellett: másodpercek mérésenként (alapértelmezés: 5).</translation>
    </message>
    <message>
        <source>With --run-test: write the result as JSON to this file.</source>
        <translation>A --run-test mellett: az eredmény kiírása JSON formátumban ebbe a fájlba.</translation>
    </message>
    <message>
        <source>Verify the power-loss tests that wait for it (after the power cut); the autostart entry of a pending test runs this.</source>
        <translation>Az ellenőrzésre váró áramkimaradásos tesztek ellenőrzése (az áramtalanítás után); egy függőben lévő teszt automatikus indítási bejegyzése ezt futtatja.</translation>
    </message>
    <message>
        <source>Open the power-loss test at start.</source>
        <translation>Az áramkimaradásos teszt megnyitása indításkor.</translation>
    </message>
    <message>
        <source>Open the power-loss witness page at start.</source>
        <translation>Az áramkimaradásos teszt tanúoldalának megnyitása indításkor.</translation>
    </message>
    <message>
        <source>--duration needs a number of seconds</source>
        <translation>A --duration másodpercben megadott számot vár</translation>
    </message>
    <message>
        <source>You were not allowed to read the write cache setting of %1. Try again and authenticate when asked, or ask an administrator.</source>
        <extracomment>%1 device path</extracomment>
        <translation>Nem kapott engedélyt a(z) %1 írásigyorsítótár-beállításának olvasására. Próbálja újra, és hitelesítsen, amikor a rendszer kéri, vagy forduljon a rendszergazdához.</translation>
    </message>
    <message>
        <source>You were not allowed to switch the write cache of %1, so nothing was changed. Try again and authenticate when asked, or ask an administrator.</source>
        <extracomment>%1 device path</extracomment>
        <translation>Nem kapott engedélyt a(z) %1 írási gyorsítótárának átkapcsolására, így semmi sem változott. Próbálja újra, és hitelesítsen, amikor a rendszer kéri, vagy forduljon a rendszergazdához.</translation>
    </message>
    <message>
        <source>You were not allowed to read the health of %1. Try again and authenticate when asked, or ask an administrator.</source>
        <extracomment>%1 device path</extracomment>
        <translation>Nem kapott engedélyt a(z) %1 állapotának olvasására. Próbálja újra, és hitelesítsen, amikor a rendszer kéri, vagy forduljon a rendszergazdához.</translation>
    </message>
    <message>
        <source>DriveProof&apos;s helper is not installed, so DriveProof cannot ask the drive while it runs as you. Install the DriveProof package, or run DriveProof as root.</source>
        <translation>A DriveProof segédprogramja nincs telepítve, így a saját jogaival futó DriveProof nem tudja lekérdezni a meghajtót. Telepítse a DriveProof csomagot, vagy futtassa a DriveProofot rootként.</translation>
    </message>
    <message>
        <source>The system bus does not let DriveProof reach its helper: the helper&apos;s D-Bus policy is missing. Reinstall the DriveProof package, or run DriveProof as root.</source>
        <translation>A rendszerbusz nem engedi, hogy a DriveProof elérje a segédprogramját: hiányzik a segédprogram D-Bus-házirendje. Telepítse újra a DriveProof csomagot, vagy futtassa a DriveProofot rootként.</translation>
    </message>
    <message>
        <source>There is no system bus, so DriveProof cannot reach its helper. Start the D-Bus system service, or run DriveProof as root.</source>
        <translation>Nincs rendszerbusz, így a DriveProof nem éri el a segédprogramját. Indítsa el a D-Bus rendszerszolgáltatást, vagy futtassa a DriveProofot rootként.</translation>
    </message>
    <message>
        <source>The request for %1 failed: %2.</source>
        <extracomment>%1 device path, %2 the system&apos;s reason</extracomment>
        <translation>A(z) %1 eszközre vonatkozó kérés sikertelen: %2.</translation>
    </message>
    <message>
        <source>Starts on a physical-sector boundary.</source>
        <translation>Fizikai szektorhatáron kezdődik.</translation>
    </message>
    <message>
        <source>Starts %1 bytes past a physical-sector boundary.</source>
        <extracomment>%1 a number of bytes, e.g. &quot;512&quot;</extracomment>
        <translation>%1 bájttal egy fizikai szektorhatár után kezdődik.</translation>
    </message>
    <message>
        <source>Starts on a 1 MiB boundary.</source>
        <translation>1 MiB-os határon kezdődik.</translation>
    </message>
    <message>
        <source>Does not start on a 1 MiB boundary.</source>
        <translation>Nem 1 MiB-os határon kezdődik.</translation>
    </message>
    <message>
        <source>Does not start on a multiple of the drive&apos;s optimal I/O size.</source>
        <translation>Nem a meghajtó optimális I/O-méretének többszörösén kezdődik.</translation>
    </message>
    <message>
        <source>none</source>
        <translation>nincs</translation>
    </message>
    <message>
        <source>not mounted</source>
        <translation>nincs csatolva</translation>
    </message>
    <message>
        <source>not checked</source>
        <translation>nincs ellenőrizve</translation>
    </message>
    <message>
        <source>%L1 %2</source>
        <extracomment>a transfer rate; %L1 the number, %2 its unit (&quot;MB/s&quot; or &quot;MiB/s&quot;, as chosen in Preferences)</extracomment>
        <translation>%L1 %2</translation>
    </message>
    <message>
        <source>unknown test &apos;%1&apos;</source>
        <extracomment>%1 what the user typed after --run-test</extracomment>
        <translation>ismeretlen teszt: &apos;%1&apos;</translation>
    </message>
    <message>
        <source>--run-test needs --target, an existing folder or file</source>
        <translation>A --run-test egy --target értéket vár, amely létező mappa vagy fájl</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a size, e.g. 1G or 256M</source>
        <extracomment>%1 what the user typed after --size</extracomment>
        <translation>A(z) &apos;%1&apos; nem méret, pl. 1G vagy 256M</translation>
    </message>
    <message>
        <source>write back: the kernel sends flushes</source>
        <translation>késleltetett írás (write back): a kernel ürítéseket küld</translation>
    </message>
    <message>
        <source>write through: the kernel sends no flushes</source>
        <translation>közvetlen átírás (write through): a kernel nem küld ürítéseket</translation>
    </message>
    <message>
        <source>Open this drive report (smartctl -x, smartctl --json or nvme smart-log -o json) at start.</source>
        <translation>Ennek a meghajtójelentésnek a megnyitása indításkor (smartctl -x, smartctl --json vagy nvme smart-log -o json).</translation>
    </message>
</context>
<context>
    <name>DriveProof::Gui::AboutDialog</name>
    <message>
        <source>About DriveProof</source>
        <translation>A DriveProof névjegye</translation>
    </message>
    <message>
        <source>DriveProof %1</source>
        <extracomment>%1 DriveProof&apos;s version, e.g. &quot;0.1.0&quot;</extracomment>
        <translation>DriveProof %1</translation>
    </message>
    <message>
        <source>Tells you the truth about a drive: what it is, whether its partitions are aligned, whether its write cache is on, how fast it commits, streams and seeks, and whether it keeps the writes it acknowledged.</source>
        <translation>Megmondja az igazat egy meghajtóról: mi az, igazítottak-e a partíciói, be van-e kapcsolva az írási gyorsítótára, milyen gyorsan véglegesít, ír és olvas folyamatosan és keres, valamint megtartja-e a nyugtázott írásokat.</translation>
    </message>
    <message>
        <source>What DriveProof does</source>
        <translation>Mit csinál a DriveProof</translation>
    </message>
    <message>
        <source>Qt %1 · kernel %2 %3</source>
        <extracomment>%1 the Qt version it runs on, %2 the kernel&apos;s name (&quot;linux&quot;), %3 its version</extracomment>
        <translation>Qt %1 · kernel: %2 %3</translation>
    </message>
    <message>
        <source>Versions</source>
        <translation>Verziók</translation>
    </message>
    <message>
        <source>Free software under the GNU General Public License, version 3 or any later version (&lt;a href=&quot;https://www.gnu.org/licenses/gpl-3.0.html&quot;&gt;GPL-3.0-or-later&lt;/a&gt;). It comes with no warranty.</source>
        <extracomment>rich text; keep the link. GPL-3.0-or-later is the licence&apos;s SPDX name</extracomment>
        <translation>Szabad szoftver, a GNU General Public License 3. vagy bármely későbbi változata alatt (&lt;a href=&quot;https://www.gnu.org/licenses/gpl-3.0.html&quot;&gt;GPL-3.0-or-later&lt;/a&gt;). Semmilyen garancia nem jár hozzá.</translation>
    </message>
    <message>
        <source>Licence</source>
        <translation>Licenc</translation>
    </message>
</context>
<context>
    <name>DriveProof::Gui::CapacityButton</name>
    <message>
        <source>Check &amp;capacity…</source>
        <translation>&amp;Kapacitás ellenőrzése…</translation>
    </message>
    <message>
        <source>Is the drive as big as it says? Finds fake drives.</source>
        <translation>Akkora-e a meghajtó, amekkorának mondja magát? Megtalálja a hamis meghajtókat.</translation>
    </message>
</context>
<context>
    <name>DriveProof::Gui::CapacityDialog</name>
    <message>
        <source>Check capacity: %1</source>
        <extracomment>dialog title; %1 the drive&apos;s model or device node</extracomment>
        <translation>Kapacitás ellenőrzése: %1</translation>
    </message>
    <message>
        <source>Is %1 really %2? The check writes records across the whole drive, reads them back and tells a genuine drive from a fake one.</source>
        <extracomment>%1 the drive&apos;s model, %2 its size as it claims it, e.g. &quot;128.0 GB&quot;</extracomment>
        <translation>Valóban %2 a(z) %1? Az ellenőrzés rekordokat ír a teljes meghajtóra, visszaolvassa őket, és megkülönbözteti a valódi meghajtót a hamisítványtól.</translation>
    </message>
    <message>
        <source>&amp;Quick probe: a few thousand records, minutes</source>
        <translation>&amp;Gyors szondázás: néhány ezer rekord, percek</translation>
    </message>
    <message>
        <source>&amp;Full verify: every block, hours on a large drive</source>
        <translation>&amp;Teljes ellenőrzés: minden blokk, nagy meghajtón órák</translation>
    </message>
    <message>
        <source>&amp;Start</source>
        <translation>&amp;Indítás</translation>
    </message>
    <message>
        <source>Everything on %1 (%2) is lost: every partition, every file.</source>
        <extracomment>%1 device node, %2 the drive&apos;s model</extracomment>
        <translation>Minden elvész ezen: %1 (%2): minden partíció, minden fájl.</translation>
    </message>
    <message>
        <source>&amp;Cancel</source>
        <translation>&amp;Mégse</translation>
    </message>
    <message>
        <source>&amp;Close</source>
        <translation>&amp;Bezárás</translation>
    </message>
    <message>
        <source>Check capacity</source>
        <translation>Kapacitás ellenőrzése</translation>
    </message>
    <message>
        <source>Write</source>
        <extracomment>a line of the full verify&apos;s chart: the rate while writing</extracomment>
        <translation>Írás</translation>
    </message>
    <message>
        <source>Read</source>
        <translation>Olvasás</translation>
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
        <translation>Kép &amp;másolása</translation>
    </message>
</context>
<context>
    <name>DriveProof::Gui::Charts::CommitChart</name>
    <message>
        <source>Commits per second, by method</source>
        <translation>Véglegesítések másodpercenként, módonként</translation>
    </message>
    <message>
        <source>Commits per second (logarithmic)</source>
        <translation>Véglegesítések másodpercenként (logaritmikus)</translation>
    </message>
    <message>
        <source>Durable, write cache as it was</source>
        <translation>Tartós, az írási gyorsítótár eredeti állapotában</translation>
    </message>
    <message>
        <source>Durable commits</source>
        <translation>Tartós véglegesítések</translation>
    </message>
    <message>
        <source>Durable, write cache off</source>
        <translation>Tartós, kikapcsolt írási gyorsítótárral</translation>
    </message>
    <message>
        <source>Not durable (baseline for comparison)</source>
        <translation>Nem tartós (összehasonlítási alap)</translation>
    </message>
    <message>
        <source>%1 rpm: about %2 commits/s at most when each waits for the platter</source>
        <extracomment>legend of a line on the commit chart; %1 rotation rate, %2 commits per second</extracomment>
        <translation>%1 rpm: legfeljebb kb. %2 véglegesítés/s, ha mindegyik a lemeztányérra vár</translation>
    </message>
</context>
<context>
    <name>DriveProof::Gui::Charts::CompareChart</name>
    <message>
        <source>A (older)</source>
        <translation>A (régebbi)</translation>
    </message>
    <message>
        <source>B (newer)</source>
        <translation>B (újabb)</translation>
    </message>
    <message>
        <source>The two runs side by side</source>
        <translation>A két futtatás egymás mellett</translation>
    </message>
    <message>
        <source>Commits/s</source>
        <translation>Véglegesítés/s</translation>
    </message>
</context>
<context>
    <name>DriveProof::Gui::Charts::CutTimelineChart</name>
    <message>
        <source>Acknowledged writes before the power cut</source>
        <translation>Nyugtázott írások az áramtalanítás előtt</translation>
    </message>
    <message>
        <source>Seconds before the cut</source>
        <extracomment>axis of a chart: time before the moment the power was cut (negative numbers)</extracomment>
        <translation>Másodpercek az áramtalanítás előtt</translation>
    </message>
    <message>
        <source>Write number</source>
        <extracomment>axis of a chart: the running number of each write</extracomment>
        <translation>Írás sorszáma</translation>
    </message>
    <message>
        <source>Kept</source>
        <translation>Megmaradt</translation>
    </message>
    <message>
        <source>Lost</source>
        <translation>Elveszett</translation>
    </message>
    <message>
        <source>Torn (partly kept)</source>
        <translation>Szakadt (részben megmaradt)</translation>
    </message>
    <message>
        <source>Estimated cut</source>
        <extracomment>the estimated moment of the power cut, a vertical line in the chart</extracomment>
        <translation>Becsült áramtalanítás</translation>
    </message>
</context>
<context>
    <name>DriveProof::Gui::Charts::HybridChart</name>
    <message>
        <source>Random reads before and after the idle time</source>
        <translation>Véletlen olvasások a tétlen idő előtt és után</translation>
    </message>
    <message>
        <source>Random reads of the same blocks</source>
        <translation>Ugyanazon blokkok véletlen olvasása</translation>
    </message>
    <message>
        <source>IOPS</source>
        <translation>IOPS</translation>
    </message>
    <message>
        <source>First pass</source>
        <translation>Első menet</translation>
    </message>
    <message>
        <source>Second pass, after the idle time</source>
        <translation>Második menet, a tétlen idő után</translation>
    </message>
</context>
<context>
    <name>DriveProof::Gui::Charts::LatencyChart</name>
    <message>
        <source>Latency</source>
        <translation>Késleltetés</translation>
    </message>
    <message>
        <source>Latency of %1</source>
        <extracomment>chart title; %1 the measurement, e.g. &quot;RND4K Q1T1 read&quot;</extracomment>
        <translation>%1 késleltetése</translation>
    </message>
    <message>
        <source>Latency (µs, logarithmic)</source>
        <translation>Késleltetés (µs, logaritmikus)</translation>
    </message>
    <message>
        <source>Share of operations (%)</source>
        <translation>Műveletek aránya (%)</translation>
    </message>
    <message>
        <source>Operations</source>
        <translation>Műveletek</translation>
    </message>
    <message>
        <source>p50 (median): %1 µs</source>
        <extracomment>a percentile marker in the legend; %1 latency in microseconds</extracomment>
        <translation>p50 (medián): %1 µs</translation>
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
        <translation>Olvasási sebesség a tesztterületen végig</translation>
    </message>
    <message>
        <source>Write rate as the test area fills</source>
        <translation>Írási sebesség a tesztterület feltöltése közben</translation>
    </message>
    <message>
        <source>Position (%1)</source>
        <extracomment>axis title; %1 the unit: MB, GB, MiB or GiB</extracomment>
        <translation>Pozíció (%1)</translation>
    </message>
    <message>
        <source>Written (%1)</source>
        <extracomment>axis title; %1 the unit: MB, GB, MiB or GiB</extracomment>
        <translation>Kiírt adat (%1)</translation>
    </message>
</context>
<context>
    <name>DriveProof::Gui::Charts::SweepChart</name>
    <message>
        <source>IOPS and transfer rate by block size</source>
        <translation>IOPS és átviteli sebesség blokkméret szerint</translation>
    </message>
    <message>
        <source>Block size (KiB, logarithmic)</source>
        <translation>Blokkméret (KiB, logaritmikus)</translation>
    </message>
    <message>
        <source>IOPS and transfer rate by queue depth</source>
        <translation>IOPS és átviteli sebesség sormélység szerint</translation>
    </message>
    <message>
        <source>I/Os in flight per thread (logarithmic)</source>
        <translation>Egyidejű I/O-műveletek szálanként (logaritmikus)</translation>
    </message>
    <message>
        <source>IOPS and transfer rate by threads</source>
        <translation>IOPS és átviteli sebesség szálszám szerint</translation>
    </message>
    <message>
        <source>Threads (logarithmic)</source>
        <translation>Szálak (logaritmikus)</translation>
    </message>
    <message>
        <source>IOPS (logarithmic)</source>
        <translation>IOPS (logaritmikus)</translation>
    </message>
    <message>
        <source>%1 (logarithmic)</source>
        <extracomment>axis title; %1 the rate unit, &quot;MB/s&quot; or &quot;MiB/s&quot;</extracomment>
        <translation>%1 (logaritmikus)</translation>
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
        <translation>Átviteli sebesség az idő függvényében</translation>
    </message>
    <message>
        <source>I/O operations per second over time</source>
        <translation>I/O-műveletek másodpercenként az idő függvényében</translation>
    </message>
    <message>
        <source>IOPS</source>
        <translation>IOPS</translation>
    </message>
    <message>
        <source>Commits per second over time</source>
        <translation>Véglegesítések másodpercenként az idő függvényében</translation>
    </message>
    <message>
        <source>Commits per second</source>
        <translation>Véglegesítések másodpercenként</translation>
    </message>
    <message>
        <source>Seconds</source>
        <translation>Másodperc</translation>
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
        <translation>Véglegesítés/s</translation>
    </message>
    <message>
        <source>p99 latency (µs)</source>
        <translation>p99 késleltetés (µs)</translation>
    </message>
    <message>
        <source>Two runs side by side</source>
        <translation>Két futtatás egymás mellett</translation>
    </message>
    <message>
        <source>&amp;Back to the history</source>
        <translation>&amp;Vissza az előzményekhez</translation>
    </message>
    <message>
        <source>Comparison of two runs</source>
        <translation>Két futtatás összehasonlítása</translation>
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
        <translation>Mérés</translation>
    </message>
    <message>
        <source>Quantity</source>
        <translation>Mennyiség</translation>
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
        <translation>Ezeknek a futtatásoknak nincs közös mérése, így nincs mit egymás mellé tenni. Ugyanannak a tesztnek két futtatását hasonlítsa össze.</translation>
    </message>
    <message>
        <source>These are two different tests (%1 and %2): only the measurements they share have a ratio.</source>
        <extracomment>%1 and %2 two test names</extracomment>
        <translation>Ez két különböző teszt (%1 és %2): csak a közös méréseiknek van aránya.</translation>
    </message>
    <message>
        <source>same</source>
        <extracomment>B&apos;s number is within 3% of A&apos;s</extracomment>
        <translation>azonos</translation>
    </message>
    <message>
        <source>▲ %1% better</source>
        <extracomment>%1 a percentage without the % sign, e.g. &quot;18&quot; -&gt; &quot;▲ 18% better&quot;</extracomment>
        <translation>▲ %1% javulás</translation>
    </message>
    <message>
        <source>▼ %1% worse</source>
        <translation>▼ %1% romlás</translation>
    </message>
    <message>
        <source>Better and worse follow each quantity: more MB/s, IOPS or commits per second is better, less latency is better. Within 3% counts as the same: two runs on one drive differ that much.</source>
        <translation>Hogy mi jobb és mi rosszabb, az mennyiségenként eltér: a több MB/s, IOPS vagy másodpercenkénti véglegesítés jobb, a kisebb késleltetés jobb. A 3%-on belüli eltérés azonosnak számít: ennyivel eltérhet egymástól két futtatás ugyanazon a meghajtón.</translation>
    </message>
    <message>
        <source>B against A</source>
        <translation>B az A-hoz képest</translation>
    </message>
    <message>
        <source>%1, %2, on %3 (%4) · %5</source>
        <extracomment>one run in a comparison; %1 test name, %2 date and time, %3 drive model, %4 where it ran, %5 its settings (&quot;1 GiB · 5 s per step · temporary file on ext4 · io_uring&quot;)</extracomment>
        <translation>%1, %2, %3 (%4) · %5</translation>
    </message>
    <message>
        <source>These runs were not made alike, so their numbers do not compare directly. %1</source>
        <extracomment>%1 one or more sentences on how the two runs differ</extracomment>
        <translation>Ezek a futások nem egyformán készültek, ezért a számaik nem hasonlíthatók össze közvetlenül. %1</translation>
    </message>
</context>
<context>
    <name>DriveProof::Gui::ConfirmWriteDialog</name>
    <message>
        <source>Erase %1?</source>
        <extracomment>dialog title; %1 a device node</extracomment>
        <translation>Törli ezt: %1?</translation>
    </message>
    <message>
        <source>This test (%1) writes over %2 (%3). Everything on it is lost: every partition, every file. This cannot be undone.</source>
        <extracomment>%1 test name, %2 device node, %3 the drive&apos;s model</extracomment>
        <translation>Ez a teszt (%1) felülírja ezt: %2 (%3). Minden rajta lévő adat elvész: minden partíció, minden fájl. Ez nem vonható vissza.</translation>
    </message>
    <message>
        <source>To go on, type the device&apos;s name, &lt;b&gt;%1&lt;/b&gt;:</source>
        <extracomment>%1 the device&apos;s short name the user must type, e.g. &quot;sdb&quot;</extracomment>
        <translation>A folytatáshoz írja be az eszköz nevét, &lt;b&gt;%1&lt;/b&gt;:</translation>
    </message>
    <message>
        <source>Device name</source>
        <translation>Eszköznév</translation>
    </message>
    <message>
        <source>&amp;Erase and test</source>
        <translation>&amp;Törlés és tesztelés</translation>
    </message>
    <message>
        <source>Test the empty drive %1?</source>
        <extracomment>dialog title; %1 the drive&apos;s name (model)</extracomment>
        <translation>Teszteli az üres %1 meghajtót?</translation>
    </message>
    <message>
        <source>%1 (%2) is empty: it has no partition table and no file system, as a new drive arrives. The test (%3) writes over the whole device; anything on it that DriveProof cannot recognise would be lost.</source>
        <extracomment>%1 the drive&apos;s name (model), %2 device node, %3 test name</extracomment>
        <translation>A(z) %1 (%2) üres: nincs rajta partíciós tábla és fájlrendszer, ahogy egy új meghajtó érkezik. A teszt (%3) a teljes eszközt felülírja; ami rajta van, és a DriveProof nem ismeri fel, elveszne.</translation>
    </message>
    <message>
        <source>&amp;Write and test</source>
        <translation>Í&amp;rás és tesztelés</translation>
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
        <translation>Jó</translation>
    </message>
    <message>
        <source>Caution</source>
        <extracomment>health badge beside a drive in the list, as on the Health card</extracomment>
        <translation>Figyelem</translation>
    </message>
    <message>
        <source>Bad</source>
        <extracomment>health badge beside a drive in the list, as on the Health card</extracomment>
        <translation>Rossz</translation>
    </message>
    <message>
        <source>%1
%2, %3
Health: %4</source>
        <extracomment>%1 drive name, %2 kind of drive, %3 device path, %4 its health (&quot;Good&quot;, ...)</extracomment>
        <translation>%1
%2, %3
Állapot: %4</translation>
    </message>
    <message>
        <source>%1, %2, %3, %4, health: %5</source>
        <extracomment>read by screen readers; %1 drive name, %2 kind of drive, %3 size, %4 device path, %5 its health (&quot;Good&quot;, &quot;Caution&quot;, &quot;Bad&quot;)</extracomment>
        <translation>%1, %2, %3, %4, állapot: %5</translation>
    </message>
</context>
<context>
    <name>DriveProof::Gui::DrivePage</name>
    <message>
        <source>&amp;Test this drive…</source>
        <translation>Meghajtó &amp;tesztelése…</translation>
    </message>
    <message>
        <source>%1 %2 · %3</source>
        <extracomment>under the drive name; %1 size, e.g. &quot;2.0 TB&quot;, %2 kind of drive, %3 device path</extracomment>
        <translation>%1 %2 · %3</translation>
    </message>
    <message>
        <source>Measure %1: quick check, commit rate, throughput and more, in a window of its own</source>
        <extracomment>%1 the drive&apos;s name</extracomment>
        <translation>%1 mérése: gyorsellenőrzés, véglegesítési sebesség, átviteli sebesség és más, külön ablakban</translation>
    </message>
    <message>
        <source>Q&amp;uick check</source>
        <translation>Gy&amp;orsellenőrzés</translation>
    </message>
    <message>
        <source>Measure the four CrystalDiskMark tests now, in about %1, on a temporary file in %2</source>
        <extracomment>tooltip of the Quick check button; %1 about how long it takes (&quot;20 seconds&quot;), %2 the folder that holds the temporary file</extracomment>
        <translation>A CrystalDiskMark négy tesztjének mérése most, körülbelül %1 alatt, egy ideiglenes fájlon itt: %2</translation>
    </message>
    <message>
        <source>This drive is empty: no partition table and no file system. It is read-only or in use, so only the reading tests can run on it.</source>
        <translation>Ez a meghajtó üres: nincs partíciós tábla és fájlrendszer. Csak olvasható vagy használatban van, ezért csak az olvasási tesztek futhatnak rajta.</translation>
    </message>
    <message>
        <source>This drive is empty: no partition table and no file system, as a new drive arrives. The quick check, the commit test and the sustained write run on the whole device after one confirmation; there is no need to partition it first.</source>
        <translation>Ez a meghajtó üres: nincs partíciós tábla és fájlrendszer, ahogy egy új meghajtó érkezik. A gyorsellenőrzés, a véglegesítési teszt és a tartós írás egyetlen megerősítés után a teljes eszközön fut; nem kell előbb particionálni.</translation>
    </message>
    <message>
        <source>The quick check needs a folder on this drive, and none of its file systems is mounted. Mount one (in your file manager or GNOME Disks) and press Refresh (F5), or use &quot;Test this drive…&quot; for the reading tests on the whole device (sequential and random reads, surface scan), which write nothing.</source>
        <translation>A gyorsellenőrzéshez egy mappa kell ezen a meghajtón, de egyik fájlrendszere sincs csatolva. Csatoljon egyet (a fájlkezelőben vagy a GNOME Lemezekben), és nyomja meg a Frissítést (F5), vagy használja a „Meghajtó tesztelése…” gombot a teljes eszközön futó olvasási tesztekhez (soros és véletlen olvasás, felületvizsgálat), amelyek semmit sem írnak.</translation>
    </message>
    <message>
        <source>The quick check needs a folder on this drive that you can write to, and none of its file systems is mounted where you may write. Mount one where you may and press Refresh (F5), or choose a folder of yours on it with &quot;Test this drive…&quot;.</source>
        <translation>A gyorsellenőrzéshez egy írható mappa kell ezen a meghajtón, de egyik fájlrendszere sincs olyan helyre csatolva, ahová írhat. Csatoljon egyet ilyen helyre, és nyomja meg a Frissítést (F5), vagy válasszon rajta saját mappát a „Meghajtó tesztelése…” gombbal.</translation>
    </message>
    <message>
        <source>Measure the four CrystalDiskMark tests now, in about %1, on the empty device %2 (asks once to confirm)</source>
        <extracomment>tooltip of the Quick check button; %1 about how long it takes (&quot;20 seconds&quot;), %2 a device node</extracomment>
        <translation>A négy CrystalDiskMark-teszt mérése most, nagyjából %1 alatt, az üres %2 eszközön (egyszer kér megerősítést)</translation>
    </message>
</context>
<context>
    <name>DriveProof::Gui::HealthCard</name>
    <message>
        <source>Health</source>
        <translation>Állapot</translation>
    </message>
    <message>
        <source>Reading…</source>
        <translation>Olvasás…</translation>
    </message>
    <message>
        <source>Unknown</source>
        <translation>Ismeretlen</translation>
    </message>
    <message>
        <source>Health: %1</source>
        <extracomment>accessible name of the health badge; %1 &quot;Good&quot;, &quot;Caution&quot;, &quot;Bad&quot;, ...</extracomment>
        <translation>Állapot: %1</translation>
    </message>
    <message>
        <source>No health data</source>
        <translation>Nincs állapotadat</translation>
    </message>
    <message>
        <source>%1 is a file used as a drive (%2): it has no health data of its own. The health of the drive that holds the file is what counts.</source>
        <extracomment>%1 device path, %2 the file behind the loop device</extracomment>
        <translation>A(z) %1 meghajtóként használt fájl (%2): nincsenek saját állapotadatai. A fájlt tároló meghajtó állapota a mérvadó.</translation>
    </message>
    <message>
        <source>%1 is a virtual disk: the real drive is on the host, and only the host can read its health.</source>
        <extracomment>%1 device path</extracomment>
        <translation>A(z) %1 virtuális lemez: a valódi meghajtó a gazdagépen van, és csak a gazdagép tudja olvasni az állapotát.</translation>
    </message>
    <message>
        <source>%1 reports no health data that DriveProof can read.</source>
        <extracomment>%1 device path</extracomment>
        <translation>A(z) %1 nem jelent olyan állapotadatot, amelyet a DriveProof olvasni tudna.</translation>
    </message>
    <message>
        <source>Good</source>
        <translation>Jó</translation>
    </message>
    <message>
        <source>The drive finds nothing wrong. That predicts some failures, not all: keep backups.</source>
        <translation>A meghajtó nem talál hibát. Ez egyes meghibásodásokat előre jelez, de nem mindet: készítsen biztonsági mentéseket.</translation>
    </message>
    <message>
        <source>Caution</source>
        <translation>Figyelem</translation>
    </message>
    <message>
        <source>Make sure your backups are current, and check this drive again soon.</source>
        <translation>Győződjön meg róla, hogy a biztonsági mentései naprakészek, és hamarosan ellenőrizze újra ezt a meghajtót.</translation>
    </message>
    <message>
        <source>Bad</source>
        <translation>Rossz</translation>
    </message>
    <message>
        <source>Back up the data on this drive now and plan to replace it.</source>
        <translation>Készítsen most biztonsági mentést a meghajtó adatairól, és tervezze meg a cseréjét.</translation>
    </message>
    <message>
        <source>The drive gave no overall assessment of its health.</source>
        <translation>A meghajtó nem adott összesített értékelést az állapotáról.</translation>
    </message>
    <message>
        <source>Temperature</source>
        <extracomment>a temperature; %1 the number, e.g. &quot;38&quot;</extracomment>
        <translation>Hőmérséklet</translation>
    </message>
    <message>
        <source>%1 °C</source>
        <translation>%1 °C</translation>
    </message>
    <message>
        <source>Power-on hours</source>
        <translation>Bekapcsolt órák</translation>
    </message>
    <message>
        <source>Power cycles</source>
        <translation>Bekapcsolások</translation>
    </message>
    <message>
        <source>Unsafe shutdowns</source>
        <translation>Nem biztonságos leállások</translation>
    </message>
    <message>
        <source>Times power was lost before the drive was told: each one is a moment where its write cache could lose data.</source>
        <translation>Hányszor szűnt meg a tápellátás úgy, hogy a meghajtót előtte nem értesítették: mindegyik olyan pillanat, amikor az írási gyorsítótára adatot veszíthetett.</translation>
    </message>
    <message>
        <source>Bad sectors</source>
        <translation>Hibás szektorok</translation>
    </message>
    <message>
        <source>Sectors the drive has replaced or is waiting to replace.</source>
        <translation>Szektorok, amelyeket a meghajtó lecserélt vagy cserére vár.</translation>
    </message>
    <message>
        <source>Media errors</source>
        <translation>Adathordozó-hibák</translation>
    </message>
    <message>
        <source>Data the drive could not read or write correctly.</source>
        <translation>Adatok, amelyeket a meghajtó nem tudott helyesen olvasni vagy írni.</translation>
    </message>
    <message>
        <source>Available spare</source>
        <translation>Elérhető tartalék</translation>
    </message>
    <message>
        <source>Reserve blocks left for replacing worn-out ones.</source>
        <translation>A kopott blokkok pótlására megmaradt tartalékblokkok.</translation>
    </message>
    <message>
        <source>Wear</source>
        <extracomment>wear of a solid-state drive; %1 a percentage, e.g. &quot;3%&quot;</extracomment>
        <translation>Kopás</translation>
    </message>
    <message>
        <source>%1 of its rated life used</source>
        <translation>Elhasznált névleges élettartam: %1</translation>
    </message>
    <message>
        <source>The maker&apos;s estimate; it can go past 100%.</source>
        <translation>A gyártó becslése; 100% fölé is mehet.</translation>
    </message>
    <message>
        <source>Read from</source>
        <translation>Forrás</translation>
    </message>
</context>
<context>
    <name>DriveProof::Gui::HealthRecordsView</name>
    <message numerus="yes">
        <source>All records the drive keeps (%n)</source>
        <extracomment>%n the number of records (SMART attributes or NVMe log fields)</extracomment>
        <translation>
            <numerusform>A meghajtó összes feljegyzése (%n)</numerusform>
        </translation>
    </message>
    <message>
        <source>%1
Defined in: %2</source>
        <extracomment>tooltip of a health record; %1 what it means, %2 the standard and section</extracomment>
        <translation>%1
Meghatározva itt: %2</translation>
    </message>
    <message>
        <source>Self-test log, newest first:</source>
        <translation>Önellenőrzési napló, a legújabb elöl:</translation>
    </message>
</context>
<context>
    <name>DriveProof::Gui::HistoryPage</name>
    <message>
        <source>Earlier runs on %1</source>
        <extracomment>%1 the drive&apos;s name (model)</extracomment>
        <translation>Korábbi futtatások: %1</translation>
    </message>
    <message>
        <source>Every test run on this drive is kept here. Open one to see its result again, or select two (hold Ctrl and click) to compare them side by side.</source>
        <translation>Minden, ezen a meghajtón futtatott teszt itt marad. Nyisson meg egyet az eredmény újbóli megtekintéséhez, vagy jelöljön ki kettőt (a Ctrl lenyomása mellett kattintva) az egymás melletti összehasonlításhoz.</translation>
    </message>
    <message>
        <source>Date</source>
        <translation>Dátum</translation>
    </message>
    <message>
        <source>Test</source>
        <translation>Teszt</translation>
    </message>
    <message>
        <source>Summary</source>
        <translation>Összegzés</translation>
    </message>
    <message>
        <source>Earlier runs</source>
        <translation>Korábbi futtatások</translation>
    </message>
    <message>
        <source>&amp;Open</source>
        <translation>&amp;Megnyitás</translation>
    </message>
    <message>
        <source>&amp;Compare the two selected</source>
        <translation>A két kijelölt &amp;összehasonlítása</translation>
    </message>
    <message>
        <source>&amp;Delete…</source>
        <translation>&amp;Törlés…</translation>
    </message>
    <message>
        <source>&amp;New test</source>
        <translation>Ú&amp;j teszt</translation>
    </message>
    <message>
        <source>Reading the history…</source>
        <translation>Előzmények olvasása…</translation>
    </message>
    <message>
        <source>No runs yet. Finished tests appear here by themselves.</source>
        <translation>Még nincs futtatás. A befejezett tesztek maguktól megjelennek itt.</translation>
    </message>
    <message numerus="yes">
        <source>%n run(s) kept.</source>
        <extracomment>%n runs kept for this drive</extracomment>
        <translation>
            <numerusform>%n futtatás megőrizve.</numerusform>
        </translation>
    </message>
    <message>
        <source>Select exactly two runs to compare</source>
        <translation>Jelöljön ki pontosan két futtatást az összehasonlításhoz</translation>
    </message>
    <message>
        <source>Delete runs</source>
        <translation>Futtatások törlése</translation>
    </message>
    <message numerus="yes">
        <source>Delete %n run(s) from the history? This cannot be undone.</source>
        <extracomment>%n how many runs are about to be deleted</extracomment>
        <translation>
            <numerusform>Törli a(z) %n futtatást az előzményekből? Ez nem vonható vissza.</numerusform>
        </translation>
    </message>
    <message>
        <source>Select two runs of the same test to compare</source>
        <translation>Jelöljön ki két futtatást ugyanabból a tesztből az összehasonlításhoz</translation>
    </message>
    <message>
        <source>Settings</source>
        <translation>Beállítások</translation>
    </message>
</context>
<context>
    <name>DriveProof::Gui::IdentityCard</name>
    <message>
        <source>Identity</source>
        <translation>Azonosítás</translation>
    </message>
    <message>
        <source>Device</source>
        <translation>Eszköz</translation>
    </message>
    <message>
        <source>Backing file</source>
        <translation>Háttérfájl</translation>
    </message>
    <message>
        <source>Transport</source>
        <translation>Csatlakozás</translation>
    </message>
    <message>
        <source>The kernel does not say how this drive is connected.</source>
        <translation>A kernel nem közli, hogyan csatlakozik ez a meghajtó.</translation>
    </message>
    <message>
        <source>Rotation speed unknown: %1</source>
        <extracomment>%1 why the speed is unknown</extracomment>
        <translation>Ismeretlen forgási sebesség: %1</translation>
    </message>
    <message>
        <source>Media</source>
        <translation>Adathordozó</translation>
    </message>
    <message>
        <source>Removable</source>
        <translation>Cserélhető</translation>
    </message>
    <message>
        <source>Read-only</source>
        <translation>Csak olvasható</translation>
    </message>
    <message>
        <source>Model</source>
        <translation>Modell</translation>
    </message>
    <message>
        <source>Vendor</source>
        <translation>Gyártó</translation>
    </message>
    <message>
        <source>Serial number</source>
        <translation>Sorozatszám</translation>
    </message>
    <message>
        <source>Firmware</source>
        <translation>Firmware</translation>
    </message>
    <message>
        <source>WWN</source>
        <translation>WWN</translation>
    </message>
    <message>
        <source>Link</source>
        <translation>Kapcsolat</translation>
    </message>
</context>
<context>
    <name>DriveProof::Gui::MainWindow</name>
    <message>
        <source>Looking for drives…</source>
        <translation>Meghajtók keresése…</translation>
    </message>
    <message>
        <source>Checking the partitions of %1…</source>
        <extracomment>%1 device path</extracomment>
        <translation>A(z) %1 partícióinak ellenőrzése…</translation>
    </message>
    <message>
        <source>Switching the write cache of %1…</source>
        <extracomment>%1 device path</extracomment>
        <translation>A(z) %1 írási gyorsítótárának átkapcsolása…</translation>
    </message>
    <message>
        <source>Reading the write cache and health of %1…</source>
        <extracomment>%1 device path</extracomment>
        <translation>A(z) %1 írási gyorsítótárának és állapotának olvasása…</translation>
    </message>
    <message>
        <source>udisks2 is not running: the facts shown come from the kernel alone.</source>
        <translation>Az udisks2 nem fut: a megjelenített adatok kizárólag a kerneltől származnak.</translation>
    </message>
    <message>
        <source>DriveProof</source>
        <translation>DriveProof</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>&amp;Fájl</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Kilépés</translation>
    </message>
    <message>
        <source>Power-loss &amp;witness…</source>
        <translation>Áramkimaradás-&amp;tanú…</translation>
    </message>
    <message>
        <source>Record the power-loss test of another computer&apos;s drive on this one</source>
        <translation>Egy másik számítógép meghajtóján futó áramkimaradásos teszt rögzítése ezen a gépen</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>S&amp;zerkesztés</translation>
    </message>
    <message>
        <source>&amp;Preferences…</source>
        <translation>&amp;Beállítások…</translation>
    </message>
    <message>
        <source>Choose the language, the unit of transfer rates and the test defaults</source>
        <translation>A nyelv, az átviteli sebesség mértékegysége és a teszt alapértelmezései</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Nézet</translation>
    </message>
    <message>
        <source>&amp;Refresh</source>
        <translation>&amp;Frissítés</translation>
    </message>
    <message>
        <source>Read the list of drives again</source>
        <translation>A meghajtók listájának újraolvasása</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Súgó</translation>
    </message>
    <message>
        <source>&amp;About DriveProof</source>
        <translation>A DriveProof &amp;névjegye</translation>
    </message>
    <message>
        <source>Drives</source>
        <translation>Meghajtók</translation>
    </message>
    <message>
        <source>Busy</source>
        <translation>Foglalt</translation>
    </message>
    <message numerus="yes">
        <source>A test is running on %1. Stop it and quit?</source>
        <extracomment>%1 device paths, e.g. &quot;/dev/sda&quot;; more than one joined by &quot;, &quot;</extracomment>
        <translation>
            <numerusform>Teszt fut itt: %1. Leállítja, és kilép?</numerusform>
        </translation>
    </message>
    <message>
        <source>Stop the test?</source>
        <translation>Leállítja a tesztet?</translation>
    </message>
    <message>
        <source>The steps that finished are kept in the history; the temporary file is removed.</source>
        <translation>A befejezett lépések megmaradnak az előzményekben; az ideiglenes fájl törlődik.</translation>
    </message>
    <message>
        <source>&amp;Stop and quit</source>
        <translation>&amp;Leállítás és kilépés</translation>
    </message>
    <message>
        <source>&amp;Keep testing</source>
        <translation>A tesztelés &amp;folytatása</translation>
    </message>
    <message>
        <source>Stop the power-loss test?</source>
        <translation>Leállítja az áramkimaradásos tesztet?</translation>
    </message>
    <message>
        <source>The power-loss test is running. Quitting stops it without a power cut, so this run cannot tell whether the drive keeps its writes.</source>
        <translation>Az áramkimaradásos teszt fut. A kilépés áramtalanítás nélkül leállítja, így ebből a futtatásból nem derül ki, hogy a meghajtó megtartja-e az írásait.</translation>
    </message>
    <message>
        <source>&amp;Keep running</source>
        <translation>&amp;Futás folytatása</translation>
    </message>
    <message>
        <source>&amp;Open Drive Report…</source>
        <translation>Meghajtójelentés &amp;megnyitása…</translation>
    </message>
    <message>
        <source>Judge a drive from its smartctl or nvme-cli report, e.g. one a seller sent</source>
        <translation>Meghajtó minősítése a smartctl vagy nvme-cli jelentése alapján, pl. egy eladó által küldött jelentésből</translation>
    </message>
    <message>
        <source>Paste Drive &amp;Report</source>
        <translation>Meghajtójelentés &amp;beillesztése</translation>
    </message>
    <message>
        <source>Judge the smartctl or nvme-cli report on the clipboard</source>
        <translation>A vágólapon lévő smartctl- vagy nvme-cli-jelentés minősítése</translation>
    </message>
</context>
<context>
    <name>DriveProof::Gui::Notice</name>
    <message>
        <source>Danger</source>
        <translation>Veszély</translation>
    </message>
    <message>
        <source>Warning</source>
        <translation>Figyelmeztetés</translation>
    </message>
    <message>
        <source>Note</source>
        <translation>Megjegyzés</translation>
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
        <translation>Véglegesítési mód</translation>
    </message>
    <message>
        <source>Commits/s</source>
        <translation>Véglegesítés/s</translation>
    </message>
    <message>
        <source>Mean µs</source>
        <translation>Átlag µs</translation>
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
        <translation>Max. µs</translation>
    </message>
    <message>
        <source>Flushes per commit</source>
        <translation>Ürítés véglegesítésenként</translation>
    </message>
    <message>
        <source>Test</source>
        <translation>Teszt</translation>
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
        <translation>nem tartós</translation>
    </message>
</context>
<context>
    <name>DriveProof::Gui::PartitionsCard</name>
    <message>
        <source>Partitions</source>
        <translation>Partíciók</translation>
    </message>
    <message>
        <source>#</source>
        <translation>#</translation>
    </message>
    <message>
        <source>Device</source>
        <translation>Eszköz</translation>
    </message>
    <message>
        <source>Start sector</source>
        <translation>Kezdőszektor</translation>
    </message>
    <message>
        <source>Start (bytes)</source>
        <translation>Kezdet (bájt)</translation>
    </message>
    <message>
        <source>Size</source>
        <translation>Méret</translation>
    </message>
    <message>
        <source>Mounted on</source>
        <translation>Csatolási pont</translation>
    </message>
    <message>
        <source>Alignment</source>
        <translation>Igazítás</translation>
    </message>
    <message>
        <source>Checking alignment</source>
        <translation>Igazítás ellenőrzése</translation>
    </message>
    <message>
        <source>Reading the partition table…</source>
        <translation>A partíciós tábla olvasása…</translation>
    </message>
    <message>
        <source>What to do</source>
        <translation>Teendő</translation>
    </message>
    <message>
        <source>Partitions of %1</source>
        <extracomment>accessible name of the partitions table; %1 device path</extracomment>
        <translation>A(z) %1 partíciói</translation>
    </message>
    <message>
        <source>The kernel lists no partitions on this drive.</source>
        <translation>A kernel nem lát partíciót ezen a meghajtón.</translation>
    </message>
    <message>
        <source>The partition table lists no partitions.</source>
        <translation>A partíciós tábla nem tartalmaz partíciókat.</translation>
    </message>
    <message>
        <source>The partition table lists this partition, but the kernel has no device node for it yet (on some systems &apos;partx -a&apos; adds it).</source>
        <translation>A partíciós tábla tartalmazza ezt a partíciót, de a kernelnek még nincs hozzá eszközcsomópontja (egyes rendszereken a &apos;partx -a&apos; hozzáadja).</translation>
    </message>
    <message>
        <source>checking…</source>
        <translation>ellenőrzés…</translation>
    </message>
    <message>
        <source>The partition table did not list this partition.</source>
        <translation>A partíciós tábla nem tartalmazta ezt a partíciót.</translation>
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
        <translation>Az Indítás megnyitja a vezetett áramkimaradásos tesztet: egy tesztfájlba (vagy a teljes eszközre) ír, minden véglegesítést jelent egy második számítógépen futó tanúnak, és megkéri, hogy húzza ki a tápkábelt. Újraindítás után a DriveProof ellenőrzi, mely nyugtázott írások maradtak meg. Ki is próbálhatja ezen a gépen egy szimulált meghajtóval.</translation>
    </message>
    <message>
        <source>&amp;Tests:</source>
        <translation>&amp;Tesztek:</translation>
    </message>
    <message>
        <source>Tests</source>
        <translation>Tesztek</translation>
    </message>
    <message>
        <source>&amp;Where:</source>
        <translation>&amp;Hely:</translation>
    </message>
    <message>
        <source>Test si&amp;ze:</source>
        <translation>Teszt&amp;méret:</translation>
    </message>
    <message>
        <source>Time per st&amp;ep (seconds):</source>
        <translation>Idő lé&amp;pésenként (másodperc):</translation>
    </message>
    <message>
        <source>&amp;Reads or writes:</source>
        <translation>&amp;Olvasás vagy írás:</translation>
    </message>
    <message>
        <source>&amp;Idle time between the passes (seconds):</source>
        <translation>Tétlen idő a menetek &amp;között (másodperc):</translation>
    </message>
    <message>
        <source>Also measure with the drive&apos;s write &amp;cache off, then switch it back on</source>
        <translation>Mérés kikapcsolt írási &amp;gyorsítótárral is, majd visszakapcsolás</translation>
    </message>
    <message>
        <source>&amp;History…</source>
        <translation>&amp;Előzmények…</translation>
    </message>
    <message>
        <source>Earlier runs on this drive, and comparing two of them</source>
        <translation>Korábbi futtatások ezen a meghajtón, és kettő összehasonlítása</translation>
    </message>
    <message>
        <source>&amp;Start test</source>
        <translation>Teszt &amp;indítása</translation>
    </message>
    <message>
        <source>Reads</source>
        <translation>Olvasás</translation>
    </message>
    <message>
        <source>Writes</source>
        <translation>Írás</translation>
    </message>
    <message>
        <source>Mixed: 70% reads, 30% writes</source>
        <translation>Vegyes: 70% olvasás, 30% írás</translation>
    </message>
    <message>
        <source>Takes as long as writing %1 once: about %2 at %3, less on a faster drive.</source>
        <extracomment>%1 a size, %2 a duration, %3 a rate (&quot;150.0 MB/s&quot;)</extracomment>
        <translation>Annyi ideig tart, mint %1 egyszeri kiírása: %3 mellett kb. %2, gyorsabb meghajtón kevesebb.</translation>
    </message>
    <message>
        <source>Takes as long as reading %1 once: about %2 at %3, less on a faster drive.</source>
        <extracomment>%1 a size, %2 a duration, %3 a rate (&quot;150.0 MB/s&quot;)</extracomment>
        <translation>Annyi ideig tart, mint %1 egyszeri beolvasása: %3 mellett kb. %2, gyorsabb meghajtón kevesebb.</translation>
    </message>
    <message>
        <source>Takes about %1 with these settings.</source>
        <extracomment>%1 a duration</extracomment>
        <translation>Ezekkel a beállításokkal kb. %1 ideig tart.</translation>
    </message>
    <message>
        <source>Takes about %1 with these settings, plus a moment to prepare the test file.</source>
        <extracomment>%1 a duration</extracomment>
        <translation>Ezekkel a beállításokkal kb. %1 ideig tart, plusz egy kis idő a tesztfájl előkészítésére.</translation>
    </message>
    <message>
        <source>This test writes over %1: everything on it is lost, every partition and every file. You will be asked to type the device&apos;s name to confirm.</source>
        <extracomment>%1 a device node</extracomment>
        <translation>Ez a teszt felülírja ezt: %1. Minden rajta lévő adat elvész, minden partíció és minden fájl. A megerősítéshez be kell írnia az eszköz nevét.</translation>
    </message>
    <message>
        <source>Only reads from %1; nothing on it changes. Reading a device directly may ask for your password.</source>
        <extracomment>%1 a device node</extracomment>
        <translation>Csak olvas innen: %1; semmi sem változik rajta. Az eszköz közvetlen olvasása jelszót kérhet.</translation>
    </message>
    <message>
        <source>Writes only to a temporary file in the chosen folder and removes it afterwards; nothing else on the drive changes.</source>
        <translation>Csak a kiválasztott mappában lévő ideiglenes fájlba ír, és utána törli; a meghajtón más nem változik.</translation>
    </message>
    <message>
        <source>Only reads. In a folder it first writes the temporary file it reads, and removes it afterwards.</source>
        <translation>Csak olvas. Mappa esetén előbb kiírja az ideiglenes fájlt, amelyet olvasni fog, és utána törli.</translation>
    </message>
    <message>
        <source>Opens the guided power-loss test</source>
        <translation>Megnyitja a vezetett áramkimaradásos tesztet</translation>
    </message>
    <message>
        <source>%1 holds the running system: DriveProof never writes over it.</source>
        <extracomment>%1 a device node</extracomment>
        <translation>A(z) %1 tartalmazza a futó rendszert: a DriveProof soha nem írja felül.</translation>
    </message>
    <message>
        <source>%1 or one of its partitions is mounted or in use (LVM, RAID, an encrypted volume). Unmount it first to write over it.</source>
        <extracomment>%1 a device node</extracomment>
        <translation>A(z) %1 vagy valamelyik partíciója csatolva van vagy használatban van (LVM, RAID, titkosított kötet). A felülíráshoz előbb válassza le.</translation>
    </message>
    <message>
        <source>%1 is read-only.</source>
        <extracomment>%1 a device node</extracomment>
        <translation>A(z) %1 csak olvasható.</translation>
    </message>
    <message>
        <source>A temporary file in %1</source>
        <extracomment>a place a test runs; %1 a folder</extracomment>
        <translation>Ideiglenes fájl itt: %1</translation>
    </message>
    <message>
        <source>You may not be allowed to write here. Choose a folder of yours on this drive with &quot;another folder&quot;.</source>
        <translation>Lehet, hogy ide nincs írási jogosultsága. A „másik mappa” lehetőséggel válasszon egy saját mappát ezen a meghajtón.</translation>
    </message>
    <message>
        <source>A temporary file in another folder…</source>
        <translation>Ideiglenes fájl egy másik mappában…</translation>
    </message>
    <message>
        <source>The whole device %1, only reading</source>
        <extracomment>a place a test runs; %1 a device node</extracomment>
        <translation>A teljes %1 eszköz, csak olvasás</translation>
    </message>
    <message>
        <source>The whole device %1, erasing everything on it</source>
        <extracomment>a place a test runs; %1 a device node</extracomment>
        <translation>A teljes %1 eszköz, minden rajta lévő adat törlésével</translation>
    </message>
    <message>
        <source>Where the test runs</source>
        <translation>A teszt helye</translation>
    </message>
    <message>
        <source>All of it</source>
        <translation>Az egész</translation>
    </message>
    <message>
        <source>The commit test always uses 16 MiB, like pg_test_fsync, so that its numbers compare directly.</source>
        <translation>A véglegesítési teszt mindig 16 MiB-ot használ, mint a pg_test_fsync, hogy a számai közvetlenül összevethetők legyenek.</translation>
    </message>
    <message>
        <source>How much of the drive the test uses. Larger areas are less flattered by caches but take longer to prepare.</source>
        <translation>A meghajtó mekkora részét használja a teszt. A nagyobb területeken a gyorsítótárak kevésbé szépítik az eredményt, de az előkészítés tovább tart.</translation>
    </message>
    <message>
        <source>Test size</source>
        <translation>Tesztméret</translation>
    </message>
    <message>
        <source>Choose a folder on the drive to test</source>
        <translation>Válasszon egy mappát a tesztelendő meghajtón</translation>
    </message>
    <message>
        <source>This device has no write cache of its own to switch.</source>
        <translation>Ennek az eszköznek nincs saját, átkapcsolható írási gyorsítótára.</translation>
    </message>
    <message>
        <source>The drive&apos;s write cache setting is not known (see the Write cache card), so it cannot be switched for the test.</source>
        <translation>A meghajtó írásigyorsítótár-beállítása nem ismert (lásd az Írási gyorsítótár kártyát), így a teszthez nem kapcsolható át.</translation>
    </message>
    <message>
        <source>The drive&apos;s write cache is off already: the test measures it that way.</source>
        <translation>A meghajtó írási gyorsítótára már ki van kapcsolva: a teszt így méri.</translation>
    </message>
    <message>
        <source>This drive does not let its write cache be switched.</source>
        <translation>Ez a meghajtó nem engedi az írási gyorsítótár átkapcsolását.</translation>
    </message>
    <message>
        <source>The chosen folder is not on one of this drive&apos;s file systems.</source>
        <translation>A kiválasztott mappa nem ennek a meghajtónak valamelyik fájlrendszerén van.</translation>
    </message>
    <message>
        <source>The cache is switched off for a second round of measurements and back on afterwards, also when the test fails or is cancelled. Switching may ask for your password.</source>
        <translation>A gyorsítótár egy második mérési körre kikapcsol, utána visszakapcsol, akkor is, ha a teszt sikertelen vagy megszakítják. Az átkapcsolás jelszót kérhet.</translation>
    </message>
    <message>
        <source>No file system of this drive is mounted, so there is no folder for the test file. Mount one (in your file manager or GNOME Disks) and press Refresh (F5) in the main window, choose a folder with &quot;A temporary file in another folder…&quot;, or pick a reading test (sequential or random reads, surface scan), which can read the whole device without writing.</source>
        <translation>A meghajtó egyik fájlrendszere sincs csatolva, így nincs mappa a tesztfájlnak. Csatoljon egyet (a fájlkezelőben vagy a GNOME Lemezekben), és a főablakban nyomja meg a Frissítést (F5), válasszon mappát az „Ideiglenes fájl egy másik mappában…” elemmel, vagy válasszon olvasási tesztet (soros vagy véletlen olvasás, felületvizsgálat), amely írás nélkül olvashatja a teljes eszközt.</translation>
    </message>
    <message>
        <source>Choose where the test runs: a folder of yours on this drive, with &quot;A temporary file in another folder…&quot;.</source>
        <translation>Válassza ki, hol fusson a teszt: egy saját mappa ezen a meghajtón, az „Ideiglenes fájl egy másik mappában…” elemmel.</translation>
    </message>
    <message>
        <source>%1 Choose a folder on the drive instead, or a reading test.</source>
        <extracomment>%1 why the device cannot be written (a sentence)</extracomment>
        <translation>%1 Válasszon inkább egy mappát a meghajtón, vagy olvasási tesztet.</translation>
    </message>
    <message>
        <source>%1 is empty: no partition table and no file system, as a new drive arrives. This test writes over the whole device; you will be asked once to confirm.</source>
        <extracomment>%1 a device node</extracomment>
        <translation>A(z) %1 üres: nincs partíciós tábla és fájlrendszer, ahogy egy új meghajtó érkezik. Ez a teszt a teljes eszközt felülírja; egyszer megerősítést kérünk.</translation>
    </message>
    <message>
        <source>The whole device %1, which is empty</source>
        <extracomment>a place a test runs; %1 a device node of a drive with nothing on it</extracomment>
        <translation>A teljes %1 eszköz, amely üres</translation>
    </message>
</context>
<context>
    <name>DriveProof::Gui::PowerLossAreaStep</name>
    <message>
        <source>Where to test</source>
        <translation>A teszt helye</translation>
    </message>
    <message>
        <source>The test writes records that describe themselves into a test area, commits them the way a database does, and reports every commit to a witness. A file on the drive tests the whole stack: file system, kernel and drive.</source>
        <translation>A teszt önleíró rekordokat ír egy tesztterületre, úgy véglegesíti őket, ahogy egy adatbázis, és minden véglegesítést jelent egy tanúnak. Egy meghajtón lévő fájl a teljes vermet teszteli: fájlrendszert, kernelt és meghajtót.</translation>
    </message>
    <message>
        <source>&amp;Test area:</source>
        <translation>&amp;Tesztterület:</translation>
    </message>
    <message>
        <source>Test area</source>
        <translation>Tesztterület</translation>
    </message>
    <message>
        <source>Si&amp;ze:</source>
        <translation>Mér&amp;et:</translation>
    </message>
    <message>
        <source>Size of the test area</source>
        <translation>A tesztterület mérete</translation>
    </message>
    <message>
        <source>Larger than the drive&apos;s cache, so that the cache cannot hide the writes. 1 GiB is enough for most drives.</source>
        <translation>Nagyobb a meghajtó gyorsítótáránál, hogy a gyorsítótár ne rejthesse el az írásokat. A legtöbb meghajtóhoz 1 GiB elég.</translation>
    </message>
    <message>
        <source>Commit &amp;method:</source>
        <translation>Véglegesítési &amp;mód:</translation>
    </message>
    <message>
        <source>Commit method</source>
        <translation>Véglegesítési mód</translation>
    </message>
    <message>
        <source>&amp;Writes per commit:</source>
        <translation>Írások &amp;véglegesítésenként:</translation>
    </message>
    <message>
        <source>Writes per commit</source>
        <translation>Írások véglegesítésenként</translation>
    </message>
    <message>
        <source>1 commits every write. More: a batched group commit, as busy databases do.</source>
        <translation>1: minden írás véglegesítve. Több: kötegelt csoportos véglegesítés, ahogy a terhelt adatbázisok teszik.</translation>
    </message>
    <message>
        <source>&amp;Only the drive loses power: I will pull its cable (USB or hot-plug drive)</source>
        <translation>&amp;Csak a meghajtó veszti el a tápellátást: a kábelét húzom ki (USB- vagy menet közben cserélhető meghajtó)</translation>
    </message>
    <message>
        <source>A test file in %1</source>
        <extracomment>%1 a folder</extracomment>
        <translation>Tesztfájl itt: %1</translation>
    </message>
    <message>
        <source>A test file in another folder…</source>
        <translation>Tesztfájl egy másik mappában…</translation>
    </message>
    <message>
        <source>The whole device %1, erasing everything on it</source>
        <extracomment>%1 a device node</extracomment>
        <translation>A teljes %1 eszköz, minden rajta lévő adat törlésével</translation>
    </message>
    <message>
        <source>A file system of this drive is mounted or in use: unmount it first to write over the device.</source>
        <translation>A meghajtó egyik fájlrendszere csatolva van vagy használatban van: az eszköz felülírásához előbb válassza le.</translation>
    </message>
    <message>
        <source>Choose a folder on the drive to test</source>
        <translation>Válasszon egy mappát a tesztelendő meghajtón</translation>
    </message>
    <message>
        <source>The test writes over %1: everything on it is lost. You will be asked to type the device&apos;s name to confirm.</source>
        <extracomment>%1 a device node</extracomment>
        <translation>A teszt felülírja ezt: %1. Minden rajta lévő adat elvész. A megerősítéshez be kell írnia az eszköz nevét.</translation>
    </message>
    <message>
        <source>Cable-pull mode: the computer keeps running and only the drive goes dark. The witness may run on this computer (the witness page, address 127.0.0.1:7070), but its record must be on another disk than the one under test.</source>
        <translation>Kábelkihúzásos mód: a számítógép tovább fut, csak a meghajtó áll le. A tanú futhat ezen a gépen (a tanúoldal, cím: 127.0.0.1:7070), de a feljegyzésének a tesztelttől eltérő lemezen kell lennie.</translation>
    </message>
    <message>
        <source>The whole computer loses power: you will pull its power cord. The witness runs on a second computer.</source>
        <translation>Az egész számítógép elveszti a tápellátást: a tápkábelét fogja kihúzni. A tanú egy második számítógépen fut.</translation>
    </message>
</context>
<context>
    <name>DriveProof::Gui::PowerLossPreflightStep</name>
    <message>
        <source>Before the test</source>
        <translation>A teszt előtt</translation>
    </message>
    <message>
        <source>Things to know</source>
        <translation>Tudnivalók</translation>
    </message>
    <message>
        <source>unknown</source>
        <translation>ismeretlen</translation>
    </message>
    <message>
        <source>Reading the drive&apos;s identity, write cache and health… Reading the cache or the counters may ask for your password.</source>
        <translation>A meghajtó azonosítójának, írási gyorsítótárának és állapotának olvasása… A gyorsítótár vagy a számlálók olvasása jelszót kérhet.</translation>
    </message>
    <message>
        <source>Practice with a lying drive: it acknowledges writes while they are still in its cache, and loses them at the power cut. Expect FAIL.</source>
        <translation>Gyakorlás hazug meghajtóval: akkor is nyugtázza az írásokat, amikor azok még a gyorsítótárában vannak, és áramtalanításkor elveszíti őket. FAIL eredmény várható.</translation>
    </message>
    <message>
        <source>Practice with an honest drive: it keeps every write it acknowledged. Expect a pass of the simulated cut.</source>
        <translation>Gyakorlás becsületes meghajtóval: minden nyugtázott írást megtart. A szimulált áramtalanítás sikeres teszteredménye várható.</translation>
    </message>
    <message>
        <source>What happens:
1. DriveProof prepares a simulated drive of 16 MiB and a witness on this computer.
2. It writes numbered records, commits each one and reports it to the witness; the chart shows the commits per second.
3. Once commits flow steadily it says &quot;Pull the plug now&quot;: press &quot;Cut the power&quot;. On a real test you would pull the power cord at that moment.
4. The simulated drive starts again, DriveProof reads it back and compares it with the witness&apos;s record.
5. The report says what the drive kept and what it lost.</source>
        <translation>Mi történik:
1. A DriveProof előkészít egy 16 MiB-os szimulált meghajtót és egy tanút ezen a gépen.
2. Számozott rekordokat ír, mindegyiket véglegesíti, és jelenti a tanúnak; a grafikon a másodpercenkénti véglegesítéseket mutatja.
3. Amikor a véglegesítések egyenletesen folynak, megjelenik a „Most húzza ki a tápkábelt” felirat: nyomja meg az „Áramtalanítás” gombot. Valódi tesztnél ekkor húzná ki a tápkábelt.
4. A szimulált meghajtó újraindul, a DriveProof visszaolvassa, és összeveti a tanú feljegyzésével.
5. A jelentés megmutatja, mit tartott meg és mit veszített el a meghajtó.</translation>
    </message>
    <message>
        <source>The test cannot run: %1</source>
        <extracomment>%1 the reason</extracomment>
        <translation>A teszt nem futtatható: %1</translation>
    </message>
    <message>
        <source>DriveProof read this before the test; it compares it after the power cut.</source>
        <translation>A DriveProof ezt a teszt előtt olvasta be; az áramtalanítás után összeveti vele.</translation>
    </message>
    <message>
        <source>Drive:</source>
        <translation>Meghajtó:</translation>
    </message>
    <message>
        <source>Serial number:</source>
        <translation>Sorozatszám:</translation>
    </message>
    <message>
        <source>Firmware:</source>
        <translation>Firmware:</translation>
    </message>
    <message>
        <source>Capacity:</source>
        <translation>Kapacitás:</translation>
    </message>
    <message>
        <source>Write cache:</source>
        <translation>Írási gyorsítótár:</translation>
    </message>
    <message>
        <source>Unsafe shutdowns so far:</source>
        <translation>Eddigi nem biztonságos leállások:</translation>
    </message>
    <message>
        <source>the drive does not count them</source>
        <translation>a meghajtó nem számolja őket</translation>
    </message>
    <message>
        <source>Computer:</source>
        <translation>Számítógép:</translation>
    </message>
    <message>
        <source>Start the test: DriveProof prepares the test area (this takes a while), connects to the witness and writes. Wait for &quot;Pull the plug now&quot;.</source>
        <translation>A teszt indítása: a DriveProof előkészíti a tesztterületet (ez eltart egy ideig), csatlakozik a tanúhoz, és ír. Várja meg a „Most húzza ki a tápkábelt” feliratot.</translation>
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
        <translation>Eredmények</translation>
    </message>
    <message>
        <source>Acknowledged writes and the power cut</source>
        <translation>Nyugtázott írások és az áramtalanítás</translation>
    </message>
    <message>
        <source>Does this run count?</source>
        <translation>Érvényes ez a futtatás?</translation>
    </message>
    <message>
        <source>Machine and drive at the start</source>
        <translation>Gép és meghajtó az induláskor</translation>
    </message>
    <message>
        <source>What to do next</source>
        <translation>Következő lépések</translation>
    </message>
    <message>
        <source>Export &amp;JSON…</source>
        <translation>&amp;JSON exportálása…</translation>
    </message>
    <message>
        <source>Save the whole report as a JSON file</source>
        <translation>A teljes jelentés mentése JSON-fájlként</translation>
    </message>
    <message>
        <source>&amp;Test again</source>
        <translation>Újra&amp;tesztelés</translation>
    </message>
    <message>
        <source>Practice run on a simulated drive, started %1. Nothing on your drives was tested.</source>
        <translation>Gyakorló futtatás szimulált meghajtón, indítva: %1. Egyik meghajtóját sem tesztelte.</translation>
    </message>
    <message>
        <source>Test of %1, started %2.</source>
        <translation>A(z) %1 tesztje, indítva: %2.</translation>
    </message>
    <message>
        <source>The witness recorded %1 acknowledged writes; %2 blocks were checked.</source>
        <extracomment>%1 a number of writes</extracomment>
        <translation>A tanú %1 nyugtázott írást jegyzett fel; %2 blokk lett ellenőrizve.</translation>
    </message>
    <message>
        <source>The lost tail: every commit acknowledged in the last %1 s before the cut.</source>
        <extracomment>%1 seconds, with one decimal</extracomment>
        <translation>Az elveszett vég: minden véglegesítés, amelyet az áramtalanítás előtti utolsó %1 s-ban nyugtázott.</translation>
    </message>
    <message>
        <source>No acknowledged write was lost or damaged.</source>
        <translation>Egyetlen nyugtázott írás sem veszett el vagy sérült meg.</translation>
    </message>
    <message>
        <source>Each dot is a write the witness heard acknowledged, at the moment it heard it; the dashed line is when the writer went silent, the estimated cut. Red dots are writes the drive lost.</source>
        <translation>Minden pont egy írás, amelynek nyugtázását a tanú hallotta, abban a pillanatban, amikor hallotta; a szaggatott vonal az, amikor az író fél elhallgatott, vagyis a becsült áramtalanítás. A piros pontok a meghajtó által elveszített írások.</translation>
    </message>
    <message>
        <source>%1 earlier writes that were kept are not drawn.</source>
        <extracomment>%1 a number of writes</extracomment>
        <translation>%1 korábbi, megmaradt írás nincs ábrázolva.</translation>
    </message>
    <message>
        <source>Passed: %1</source>
        <translation>Teljesült: %1</translation>
    </message>
    <message>
        <source>Not passed: %1</source>
        <translation>Nem teljesült: %1</translation>
    </message>
    <message>
        <source>unknown</source>
        <translation>ismeretlen</translation>
    </message>
    <message>
        <source>Computer:</source>
        <translation>Számítógép:</translation>
    </message>
    <message>
        <source>Drive:</source>
        <translation>Meghajtó:</translation>
    </message>
    <message>
        <source>Capacity:</source>
        <translation>Kapacitás:</translation>
    </message>
    <message>
        <source>Write cache:</source>
        <translation>Írási gyorsítótár:</translation>
    </message>
    <message>
        <source>Commit method:</source>
        <translation>Véglegesítési mód:</translation>
    </message>
    <message>
        <source>Test area:</source>
        <translation>Tesztterület:</translation>
    </message>
    <message>
        <source>Kernel:</source>
        <translation>Kernel:</translation>
    </message>
    <message>
        <source>Unsafe shutdowns before:</source>
        <translation>Korábbi nem biztonságos leállások:</translation>
    </message>
    <message>
        <source>the drive does not count them</source>
        <translation>a meghajtó nem számolja őket</translation>
    </message>
    <message>
        <source>Run id:</source>
        <translation>Futtatásazonosító:</translation>
    </message>
    <message>
        <source>This was practice. To test a real drive, run the wizard again and choose a witness on a second computer.</source>
        <translation>Ez gyakorlás volt. Valódi meghajtó teszteléséhez futtassa újra a varázslót, és válasszon tanúnak egy második számítógépet.</translation>
    </message>
    <message>
        <source>Switch the drive&apos;s write cache off (the Write cache card of the drive page) and test again: if it passes then, keep the cache off for data that matters.</source>
        <translation>Kapcsolja ki a meghajtó írási gyorsítótárát (a meghajtó oldalának Írási gyorsítótár kártyáján), és teszteljen újra: ha akkor sikeres, a fontos adatokhoz hagyja kikapcsolva a gyorsítótárat.</translation>
    </message>
    <message>
        <source>Do not trust this drive with data that must survive a power cut; a firmware update may help. Test again after any change.</source>
        <translation>Ne bízzon erre a meghajtóra olyan adatot, amelynek túl kell élnie egy áramkimaradást; egy firmware-frissítés segíthet. Bármilyen változtatás után teszteljen újra.</translation>
    </message>
    <message>
        <source>Fix what the checklist names and test again.</source>
        <translation>Javítsa ki az ellenőrzőlistában megnevezett problémákat, és teszteljen újra.</translation>
    </message>
    <message>
        <source>Run the test at least five times: one passing run can be luck, five make a configuration worth trusting.</source>
        <translation>Futtassa a tesztet legalább ötször: egy sikeres futtatás lehet szerencse, öt már megbízható konfigurációt jelez.</translation>
    </message>
    <message>
        <source>Export the report</source>
        <translation>A jelentés exportálása</translation>
    </message>
    <message>
        <source>JSON files (*.json)</source>
        <translation>JSON-fájlok (*.json)</translation>
    </message>
    <message>
        <source>Could not write %1: %2</source>
        <extracomment>%1 a file path, %2 the system&apos;s reason</extracomment>
        <translation>Nem írható: %1: %2</translation>
    </message>
    <message>
        <source>Saved %1</source>
        <extracomment>%1 a file path</extracomment>
        <translation>Mentve: %1</translation>
    </message>
</context>
<context>
    <name>DriveProof::Gui::PowerLossRunStep</name>
    <message>
        <source>Practice run</source>
        <translation>Gyakorló futtatás</translation>
    </message>
    <message>
        <source>The test runs</source>
        <translation>A teszt fut</translation>
    </message>
    <message>
        <source>Preparing the test area</source>
        <translation>A tesztterület előkészítése</translation>
    </message>
    <message>
        <source>Commits, writes in flight and the link to the witness</source>
        <translation>Véglegesítések, folyamatban lévő írások és a kapcsolat a tanúval</translation>
    </message>
    <message>
        <source>Pull the plug now</source>
        <extracomment>shown very large once the run is warm</extracomment>
        <translation>Most húzza ki a tápkábelt</translation>
    </message>
    <message>
        <source>Press &quot;Cut the power&quot;. On a real test you would now pull the power cord out of the computer (not press its power button).</source>
        <translation>Nyomja meg az „Áramtalanítás” gombot. Valódi tesztnél most kihúzná a tápkábelt a számítógépből (nem a bekapcsológombot nyomná meg).</translation>
    </message>
    <message>
        <source>Pull the drive&apos;s cable out now (USB or power cable of the drive only). Leave the computer running; plug the drive back in after ten seconds. The witness and its record must be on another disk.</source>
        <translation>Most húzza ki a meghajtó kábelét (csak a meghajtó USB- vagy tápkábelét). Hagyja futni a számítógépet; tíz másodperc múlva csatlakoztassa vissza a meghajtót. A tanúnak és a feljegyzésének másik lemezen kell lennie.</translation>
    </message>
    <message>
        <source>Pull the power cord out of the computer now (a laptop: its battery too). Do not press the power button and do not shut down: the drive must lose power while it is writing. Wait ten seconds, plug it back in and start the computer: DriveProof opens by itself and checks the drive.</source>
        <translation>Most húzza ki a számítógép tápkábelét (laptopnál az akkumulátort is). Ne nyomja meg a bekapcsológombot, és ne állítsa le a rendszert: a meghajtónak írás közben kell elveszítenie a tápellátást. Várjon tíz másodpercet, dugja vissza, és indítsa el a számítógépet: a DriveProof magától megnyílik, és ellenőrzi a meghajtót.</translation>
    </message>
    <message>
        <source>&amp;Cut the power</source>
        <translation>Á&amp;ramtalanítás</translation>
    </message>
    <message>
        <source>Simulate the power cut: the simulated drive loses what it only held in its cache</source>
        <translation>Az áramtalanítás szimulálása: a szimulált meghajtó elveszíti, amit csak a gyorsítótárában tartott</translation>
    </message>
    <message>
        <source>&amp;Stop without a cut</source>
        <translation>&amp;Leállítás áramtalanítás nélkül</translation>
    </message>
    <message>
        <source>End the run cleanly; nothing is verified</source>
        <translation>A futtatás szabályos befejezése; semmi sem lesz ellenőrizve</translation>
    </message>
    <message>
        <source>Starting…</source>
        <translation>Indítás…</translation>
    </message>
    <message>
        <source>%1 commits/s · %2 commits, %3 held by the witness · %4 in flight · witness: %5</source>
        <extracomment>%1 commits per second, %2 commits done, %3 commits the witness holds, %4 writes in flight, %5 the link&apos;s state (&quot;connected&quot;)</extracomment>
        <translation>%1 véglegesítés/s · %2 véglegesítés, ebből %3 a tanúnál · %4 folyamatban · tanú: %5</translation>
    </message>
    <message>
        <source>Commits per second</source>
        <translation>Véglegesítések másodpercenként</translation>
    </message>
    <message>
        <source>Checking the simulated drive: %1</source>
        <extracomment>%1 what the verifier does now</extracomment>
        <translation>A szimulált meghajtó ellenőrzése: %1</translation>
    </message>
    <message>
        <source>The run failed.</source>
        <translation>A futtatás sikertelen.</translation>
    </message>
</context>
<context>
    <name>DriveProof::Gui::PowerLossUi</name>
    <message>
        <source>fdatasync after each commit (what most databases use)</source>
        <translation>fdatasync minden véglegesítés után (a legtöbb adatbázis ezt használja)</translation>
    </message>
    <message>
        <source>fsync after each commit (also flushes the file&apos;s metadata)</source>
        <translation>fsync minden véglegesítés után (a fájl metaadatait is üríti)</translation>
    </message>
    <message>
        <source>O_DSYNC: every write is durable when it returns</source>
        <extracomment>O_DSYNC is a technical name, keep it</extracomment>
        <translation>O_DSYNC: minden írás tartós, amikor visszatér</translation>
    </message>
    <message>
        <source>O_SYNC: every write and its metadata are durable when it returns</source>
        <extracomment>O_SYNC is a technical name, keep it</extracomment>
        <translation>O_SYNC: minden írás és a metaadatai tartósak, amikor visszatér</translation>
    </message>
    <message>
        <source>Passed: the drive kept every write it acknowledged</source>
        <translation>Sikeres: a meghajtó minden nyugtázott írást megtartott</translation>
    </message>
    <message>
        <source>Failed: the drive lost or damaged writes it had acknowledged</source>
        <translation>Sikertelen: a meghajtó nyugtázott írásokat veszített el vagy rongált meg</translation>
    </message>
    <message>
        <source>Inconclusive: this run cannot prove the drive safe</source>
        <translation>Nem meggyőző: ez a futtatás nem bizonyítja, hogy a meghajtó biztonságos</translation>
    </message>
    <message>
        <source>on</source>
        <extracomment>the drive&apos;s write cache</extracomment>
        <translation>be</translation>
    </message>
    <message>
        <source>off</source>
        <extracomment>the drive&apos;s write cache</extracomment>
        <translation>ki</translation>
    </message>
    <message>
        <source>unknown</source>
        <translation>ismeretlen</translation>
    </message>
</context>
<context>
    <name>DriveProof::Gui::PowerLossVerifyStep</name>
    <message>
        <source>Check the drive after the power cut</source>
        <translation>A meghajtó ellenőrzése az áramtalanítás után</translation>
    </message>
    <message>
        <source>DriveProof asks the witness for its record, reads the whole test area and compares every block with what the drive acknowledged. The witness must be running and reachable.</source>
        <translation>A DriveProof lekéri a tanútól a feljegyzését, beolvassa a teljes tesztterületet, és minden blokkot összevet azzal, amit a meghajtó nyugtázott. A tanúnak futnia kell, és elérhetőnek kell lennie.</translation>
    </message>
    <message>
        <source>If the witness cannot be reached, start it again on the second computer (it kept its record on disk) and press &quot;Verify now&quot;. The test stays pending until it is verified or forgotten, and DriveProof opens this page at every start until then.</source>
        <translation>Ha a tanú nem érhető el, indítsa újra a második számítógépen (a feljegyzését lemezen megőrizte), és nyomja meg az „Ellenőrzés most” gombot. A teszt függőben marad, amíg nem ellenőrzik vagy el nem vetik, és addig a DriveProof minden indításkor megnyitja ezt az oldalt.</translation>
    </message>
    <message>
        <source>Verification progress</source>
        <translation>Az ellenőrzés előrehaladása</translation>
    </message>
    <message>
        <source>&amp;Verify now</source>
        <translation>&amp;Ellenőrzés most</translation>
    </message>
    <message>
        <source>&amp;Forget this test</source>
        <translation>A teszt el&amp;vetése</translation>
    </message>
    <message>
        <source>Remove the pending test without verifying it</source>
        <translation>A függőben lévő teszt eltávolítása ellenőrzés nélkül</translation>
    </message>
    <message>
        <source>• %1, started %2, witness %3</source>
        <extracomment>%1 a file or device, %2 a date and time, %3 a witness address</extracomment>
        <translation>• %1, indítva: %2, tanú: %3</translation>
    </message>
    <message>
        <source>practice run</source>
        <translation>gyakorló futtatás</translation>
    </message>
    <message>
        <source>No test is waiting to be checked.</source>
        <translation>Nincs ellenőrzésre váró teszt.</translation>
    </message>
    <message>
        <source>Waiting to be checked (the first one is checked now):
%1</source>
        <translation>Ellenőrzésre vár (az első most kerül ellenőrzésre):
%1</translation>
    </message>
    <message>
        <source>Starting…</source>
        <translation>Indítás…</translation>
    </message>
</context>
<context>
    <name>DriveProof::Gui::PowerLossWitnessStep</name>
    <message>
        <source>The witness</source>
        <translation>A tanú</translation>
    </message>
    <message>
        <source>A second computer records every write this drive acknowledges, so that after the power cut DriveProof knows what the drive promised.</source>
        <translation>Egy második számítógép feljegyez minden írást, amelyet ez a meghajtó nyugtáz, így az áramtalanítás után a DriveProof tudja, mit ígért a meghajtó.</translation>
    </message>
    <message>
        <source>&amp;Another computer is the witness</source>
        <translation>Egy &amp;másik számítógép a tanú</translation>
    </message>
    <message>
        <source>Witness &amp;address:</source>
        <translation>A tanú &amp;címe:</translation>
    </message>
    <message>
        <source>Witness address and port</source>
        <translation>A tanú címe és portja</translation>
    </message>
    <message>
        <source>&amp;Pairing code:</source>
        <translation>&amp;Párosítási kód:</translation>
    </message>
    <message>
        <source>Pairing code</source>
        <translation>Párosítási kód</translation>
    </message>
    <message>
        <source>On the second computer, open DriveProof&apos;s witness page (menu &quot;Power-loss witness…&quot;) or run &quot;driveproof-cli witness --listen 0.0.0.0:7070&quot; in a terminal. It shows the pairing code; type it here with its address, e.g. 192.168.1.20:7070.</source>
        <translation>A második számítógépen nyissa meg a DriveProof tanúoldalát (menü: „Áramkimaradás-tanú…”), vagy futtassa terminálban a &quot;driveproof-cli witness --listen 0.0.0.0:7070&quot; parancsot. Ez megjeleníti a párosítási kódot; írja be ide a címével együtt, pl. 192.168.1.20:7070.</translation>
    </message>
    <message>
        <source>P&amp;ractice on this computer, with a simulated drive</source>
        <translation>&amp;Gyakorlás ezen a gépen, szimulált meghajtóval</translation>
    </message>
    <message>
        <source>Learn the procedure without pulling a plug: a simulated drive, a witness on this computer and a simulated power cut. Nothing on your drives is written.</source>
        <translation>Az eljárás megismerése tápkábel kihúzása nélkül: szimulált meghajtó, tanú ezen a gépen és szimulált áramtalanítás. A meghajtóira semmi sem kerül.</translation>
    </message>
    <message>
        <source>Simulated &amp;drive:</source>
        <translation>Szimulált meg&amp;hajtó:</translation>
    </message>
    <message>
        <source>Simulated drive</source>
        <translation>Szimulált meghajtó</translation>
    </message>
    <message>
        <source>Honest: keeps every write it acknowledged</source>
        <translation>Becsületes: minden nyugtázott írást megtart</translation>
    </message>
    <message>
        <source>Lying: acknowledges writes it still holds in its cache</source>
        <translation>Hazug: nyugtázza azokat az írásokat is, amelyek még a gyorsítótárában vannak</translation>
    </message>
    <message>
        <source>This is not a pairing code: it has twelve letters and digits, like K7QD-M2XF-9HBT.</source>
        <translation>Ez nem párosítási kód: tizenkét betűből és számjegyből áll, például K7QD-M2XF-9HBT.</translation>
    </message>
</context>
<context>
    <name>DriveProof::Gui::PowerLossWizard</name>
    <message>
        <source>Power-loss test – DriveProof</source>
        <translation>Áramkimaradásos teszt – DriveProof</translation>
    </message>
    <message>
        <source>Power-loss test of %1 – DriveProof</source>
        <translation>Áramkimaradásos teszt: %1 – DriveProof</translation>
    </message>
    <message>
        <source>1. Drive and area</source>
        <translation>1. Meghajtó és terület</translation>
    </message>
    <message>
        <source>2. Witness</source>
        <translation>2. Tanú</translation>
    </message>
    <message>
        <source>3. Check</source>
        <translation>3. Ellenőrzés</translation>
    </message>
    <message>
        <source>4. Run and pull the plug</source>
        <translation>4. Futtatás és a tápkábel kihúzása</translation>
    </message>
    <message>
        <source>5. Verify</source>
        <translation>5. Ellenőrzés utólag</translation>
    </message>
    <message>
        <source>6. Report</source>
        <translation>6. Jelentés</translation>
    </message>
    <message>
        <source>&lt; &amp;Back</source>
        <translation>&lt; &amp;Vissza</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Bezárás</translation>
    </message>
    <message>
        <source>Current step</source>
        <translation>Aktuális lépés</translation>
    </message>
    <message>
        <source>&amp;Next &gt;</source>
        <translation>&amp;Tovább &gt;</translation>
    </message>
    <message>
        <source>&amp;Check this computer &gt;</source>
        <translation>A gép &amp;ellenőrzése &gt;</translation>
    </message>
    <message>
        <source>&amp;Start practice</source>
        <translation>Gyakorlás &amp;indítása</translation>
    </message>
    <message>
        <source>&amp;Start the test</source>
        <translation>A teszt &amp;indítása</translation>
    </message>
    <message>
        <source>Power-loss test</source>
        <translation>Áramkimaradásos teszt</translation>
    </message>
    <message>
        <source>simulated drive</source>
        <translation>szimulált meghajtó</translation>
    </message>
    <message>
        <source>Power-loss practice on a simulated lying drive – DriveProof</source>
        <extracomment>window title while practising on the simulated drive that loses acknowledged writes</extracomment>
        <translation>Áramkimaradás-gyakorlás szimulált, hazudó meghajtón – DriveProof</translation>
    </message>
    <message>
        <source>Power-loss practice on a simulated honest drive – DriveProof</source>
        <extracomment>window title while practising on the simulated drive that keeps its writes</extracomment>
        <translation>Áramkimaradás-gyakorlás szimulált, becsületes meghajtón – DriveProof</translation>
    </message>
</context>
<context>
    <name>DriveProof::Gui::ReportWindow</name>
    <message>
        <source>Drive report: %1</source>
        <extracomment>window title; %1 the report&apos;s file name</extracomment>
        <translation>Meghajtójelentés: %1</translation>
    </message>
    <message>
        <source>Open a drive report</source>
        <translation>Meghajtójelentés megnyitása</translation>
    </message>
    <message>
        <source>Drive reports (*.txt *.json *.log);;All files (*)</source>
        <extracomment>file dialog filter; keep the patterns in parentheses as they are</extracomment>
        <translation>Meghajtójelentések (*.txt *.json *.log);;Minden fájl (*)</translation>
    </message>
    <message>
        <source>pasted text</source>
        <extracomment>the name a report pasted from the clipboard goes by</extracomment>
        <translation>beillesztett szöveg</translation>
    </message>
</context>
<context>
    <name>DriveProof::Gui::ResultCharts</name>
    <message>
        <source>&amp;Latency of:</source>
        <translation>&amp;Késleltetés ehhez:</translation>
    </message>
    <message>
        <source>Measurement whose latency is shown</source>
        <translation>A mérés, amelynek késleltetése látható</translation>
    </message>
</context>
<context>
    <name>DriveProof::Gui::ResultExporter</name>
    <message>
        <source>Could not write %1: %2. Choose another folder.</source>
        <extracomment>%1 a file path, %2 the system&apos;s reason</extracomment>
        <translation>Nem írható: %1: %2. Válasszon másik mappát.</translation>
    </message>
</context>
<context>
    <name>DriveProof::Gui::ResultPage</name>
    <message>
        <source>Verdict</source>
        <translation>Minősítés</translation>
    </message>
    <message>
        <source>At a glance</source>
        <translation>Áttekintés</translation>
    </message>
    <message>
        <source>All numbers</source>
        <translation>Minden szám</translation>
    </message>
    <message>
        <source>Charts</source>
        <translation>Grafikonok</translation>
    </message>
    <message>
        <source>Export &amp;JSON…</source>
        <translation>&amp;JSON exportálása…</translation>
    </message>
    <message>
        <source>Save everything this test measured, for other programs</source>
        <translation>A teszt által mért összes adat mentése más programok számára</translation>
    </message>
    <message>
        <source>Export &amp;CSV…</source>
        <translation>&amp;CSV exportálása…</translation>
    </message>
    <message>
        <source>Save the table of numbers for a spreadsheet</source>
        <translation>A számtáblázat mentése táblázatkezelőhöz</translation>
    </message>
    <message>
        <source>Save charts as &amp;PNG…</source>
        <translation>Grafikonok mentése &amp;PNG-ként…</translation>
    </message>
    <message>
        <source>Save a picture of each chart into a folder</source>
        <translation>Minden grafikon képének mentése egy mappába</translation>
    </message>
    <message>
        <source>&amp;History</source>
        <translation>&amp;Előzmények</translation>
    </message>
    <message>
        <source>Earlier runs on this drive, and comparing two of them</source>
        <translation>Korábbi futtatások ezen a meghajtón, és kettő összehasonlítása</translation>
    </message>
    <message>
        <source>&amp;New test</source>
        <translation>Ú&amp;j teszt</translation>
    </message>
    <message>
        <source>Ran on %1, started %2, took %3.</source>
        <extracomment>under a result&apos;s title; %1 where it ran, %2 date and time it started, %3 how long it took</extracomment>
        <translation>Hely: %1, indítva: %2, időtartam: %3.</translation>
    </message>
    <message>
        <source>Drive: %1, serial number %2</source>
        <extracomment>the drive a result is about; %1 model (or device name), %2 serial number</extracomment>
        <translation>Meghajtó: %1, sorozatszám: %2</translation>
    </message>
    <message>
        <source>Drive: %1</source>
        <extracomment>the drive a result is about; %1 model or device name</extracomment>
        <translation>Meghajtó: %1</translation>
    </message>
    <message>
        <source>The test stopped on an error.</source>
        <translation>A teszt hiba miatt leállt.</translation>
    </message>
    <message>
        <source>You cancelled the test before it measured anything.</source>
        <translation>Ön megszakította a tesztet, mielőtt bármit mért volna.</translation>
    </message>
    <message>
        <source>You cancelled the test. The numbers below are those of the steps that finished before that; the verdict may be incomplete.</source>
        <translation>Ön megszakította a tesztet. Az alábbi számok az addig befejezett lépésekből származnak; a minősítés hiányos lehet.</translation>
    </message>
    <message>
        <source>This result could not be kept in the history: %1</source>
        <extracomment>%1 why the result could not be saved</extracomment>
        <translation>Ez az eredmény nem menthető az előzmények közé: %1</translation>
    </message>
    <message>
        <source>This result is kept in the drive&apos;s history, so you can compare it with later runs.</source>
        <translation>Ez az eredmény a meghajtó előzményei között marad, így összevetheti a későbbi futtatásokkal.</translation>
    </message>
    <message>
        <source>This test measures speed and gives no verdict of its own. Compare the numbers with the drive&apos;s data sheet, or with an earlier run in the history.</source>
        <translation>Ez a teszt sebességet mér, saját minősítést nem ad. Vesse össze a számokat a meghajtó adatlapjával vagy egy korábbi futtatással az előzményekben.</translation>
    </message>
    <message>
        <source>%1:</source>
        <extracomment>label of a row; %1 a measurement&apos;s name, e.g. &quot;SEQ1M Q8T1 read&quot;</extracomment>
        <translation>%1:</translation>
    </message>
    <message>
        <source>Save the charts into a folder</source>
        <translation>A grafikonok mentése egy mappába</translation>
    </message>
    <message>
        <source>Export the result as JSON</source>
        <translation>Az eredmény exportálása JSON formátumban</translation>
    </message>
    <message>
        <source>Export the numbers as CSV</source>
        <translation>A számok exportálása CSV formátumban</translation>
    </message>
    <message>
        <source>JSON files (*.json)</source>
        <translation>JSON-fájlok (*.json)</translation>
    </message>
    <message>
        <source>CSV files (*.csv)</source>
        <translation>CSV-fájlok (*.csv)</translation>
    </message>
    <message>
        <source>Saved %1.</source>
        <extracomment>%1 a file path</extracomment>
        <translation>Mentve: %1.</translation>
    </message>
    <message numerus="yes">
        <source>Saved %n file(s) in %1.</source>
        <extracomment>%n files were written into the folder %1</extracomment>
        <translation>
            <numerusform>%n fájl mentve ide: %1.</numerusform>
        </translation>
    </message>
    <message>
        <source>Copy &amp;summary</source>
        <translation>Össze&amp;foglaló másolása</translation>
    </message>
    <message>
        <source>A few lines with the main numbers and the verdicts, to paste into a forum post or an issue</source>
        <translation>Néhány sor a fő számokkal és a minősítésekkel, fórumbejegyzésbe vagy hibajegybe illesztéshez</translation>
    </message>
    <message>
        <source>Copied: the summary is on the clipboard, ready to paste.</source>
        <translation>Másolva: az összegzés a vágólapon van, beilleszthető.</translation>
    </message>
    <message>
        <source>Settings: %1</source>
        <extracomment>under a result&apos;s title; %1 what it ran with: &quot;128 MiB · 2 s per step · temporary file on ext4 · io_uring&quot;</extracomment>
        <translation>Beállítások: %1</translation>
    </message>
</context>
<context>
    <name>DriveProof::Gui::ResultText</name>
    <message>
        <source>Danger</source>
        <translation>Veszély</translation>
    </message>
    <message>
        <source>Caution</source>
        <translation>Figyelem</translation>
    </message>
    <message>
        <source>Good</source>
        <translation>Jó</translation>
    </message>
    <message>
        <source>Note</source>
        <translation>Megjegyzés</translation>
    </message>
    <message>
        <source>%L1 commits/s</source>
        <extracomment>commits per second, e.g. &quot;1,234 commits/s&quot;</extracomment>
        <translation>%L1 véglegesítés/s</translation>
    </message>
    <message>
        <source>a temporary file in %1</source>
        <extracomment>where a test ran; %1 the folder that held its temporary file</extracomment>
        <translation>egy ideiglenes fájl itt: %1</translation>
    </message>
    <message>
        <source>the device %1</source>
        <extracomment>where a test ran; %1 a device node such as /dev/sdb</extracomment>
        <translation>a(z) %1 eszköz</translation>
    </message>
    <message>
        <source>an unknown target</source>
        <translation>ismeretlen cél</translation>
    </message>
    <message>
        <source>the file %1</source>
        <extracomment>where a test ran; %1 a file path</extracomment>
        <translation>a(z) %1 fájl</translation>
    </message>
    <message>
        <source>DriveProof %1 on %2, %3</source>
        <extracomment>first line of a copied summary; %1 test name, %2 drive model or device, %3 date and time</extracomment>
        <translation>DriveProof %1 itt: %2, %3</translation>
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
        <translation>Beállítások: %1</translation>
    </message>
    <message>
        <source>Drive self-test</source>
        <extracomment>a drive self-test in the drive&apos;s history (the drive tested itself)</extracomment>
        <translation>A meghajtó öntesztje</translation>
    </message>
    <message>
        <source>Device: %1, serial number %2</source>
        <extracomment>a line of a copied summary; %1 the device node (&quot;/dev/sdb&quot;), %2 its serial number (&quot;-&quot; when it has none)</extracomment>
        <translation>Eszköz: %1, sorozatszám: %2</translation>
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
        <translation>Olvasás</translation>
    </message>
    <message>
        <source>Write</source>
        <extracomment>heading of the column of write rates in the quick check&apos;s tiles</extracomment>
        <translation>Írás</translation>
    </message>
    <message>
        <source>not measured</source>
        <translation>nem mért</translation>
    </message>
    <message>
        <source>%1 %2: not measured</source>
        <extracomment>read by screen readers; %1 a preset such as &quot;SEQ1M Q8T1&quot;, %2 &quot;Read&quot; or &quot;Write&quot;</extracomment>
        <translation>%1 %2: nem mért</translation>
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
        <translation>Előrehaladás</translation>
    </message>
    <message>
        <source>&amp;Show:</source>
        <translation>&amp;Megjelenítés:</translation>
    </message>
    <message>
        <source>Commits per second</source>
        <translation>Véglegesítések másodpercenként</translation>
    </message>
    <message>
        <source>IOPS</source>
        <translation>IOPS</translation>
    </message>
    <message>
        <source>What the chart shows</source>
        <translation>Mit mutasson a grafikon</translation>
    </message>
    <message>
        <source>You can go on using DriveProof meanwhile. Other programs that use this drive now slow the test down and change its numbers.</source>
        <translation>Közben tovább használhatja a DriveProofot. Ha most más programok is használják ezt a meghajtót, lassítják a tesztet és módosítják a számait.</translation>
    </message>
    <message>
        <source>Cancelling…</source>
        <translation>Megszakítás…</translation>
    </message>
    <message>
        <source>&amp;Cancel test</source>
        <translation>Teszt &amp;megszakítása</translation>
    </message>
    <message>
        <source>Stop the test now; the steps that finished are kept</source>
        <translation>A teszt azonnali leállítása; a befejezett lépések megmaradnak</translation>
    </message>
    <message>
        <source>In a temporary file in %1, removed afterwards.</source>
        <extracomment>where a test runs; %1 a folder</extracomment>
        <translation>Egy ideiglenes fájlban itt: %1, amely utána törlődik.</translation>
    </message>
    <message>
        <source>On the file %1.</source>
        <extracomment>where a test runs; %1 a file</extracomment>
        <translation>A(z) %1 fájlon.</translation>
    </message>
    <message>
        <source>On the device %1, writing over its contents.</source>
        <extracomment>where a test runs; %1 a device node</extracomment>
        <translation>A(z) %1 eszközön, a tartalmát felülírva.</translation>
    </message>
    <message>
        <source>On the device %1, only reading.</source>
        <extracomment>where a test runs; %1 a device node</extracomment>
        <translation>A(z) %1 eszközön, csak olvasva.</translation>
    </message>
    <message>
        <source>Cancelling: waiting for the drive to finish the I/O in flight, then removing the temporary file…</source>
        <translation>Megszakítás: várakozás, amíg a meghajtó befejezi a folyamatban lévő I/O-műveleteket, majd az ideiglenes fájl törlése…</translation>
    </message>
    <message>
        <source>Starting…</source>
        <translation>Indítás…</translation>
    </message>
    <message>
        <source>About %1 left</source>
        <extracomment>time left in a running test; %1 minutes:seconds, e.g. 1:23</extracomment>
        <translation>Kb. %1 van hátra</translation>
    </message>
    <message>
        <source>Time left: not known yet</source>
        <translation>Hátralévő idő: még nem ismert</translation>
    </message>
    <message>
        <source>Now: %L1 commits per second</source>
        <extracomment>the last measured rate of a commit test; %1 commits per second</extracomment>
        <translation>Most: %L1 véglegesítés másodpercenként</translation>
    </message>
    <message>
        <source>Now: %1, %2</source>
        <extracomment>the last measured numbers; %1 a rate (MB/s or MiB/s), %2 operations per second (IOPS)</extracomment>
        <translation>Most: %1, %2</translation>
    </message>
</context>
<context>
    <name>DriveProof::Gui::SelfTestPanel</name>
    <message numerus="yes">
        <source>about %n minute(s)</source>
        <extracomment>%n the number of minutes the drive says a self-test takes</extracomment>
        <translation>
            <numerusform>kb. %n perc</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <extracomment>a self-test button: %1 its kind (&quot;Short test&quot;), %2 its duration</extracomment>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>Short test</source>
        <translation>Rövid teszt</translation>
    </message>
    <message>
        <source>Extended test</source>
        <translation>Bővített teszt</translation>
    </message>
    <message>
        <source>Conveyance test</source>
        <translation>Szállítási teszt</translation>
    </message>
    <message>
        <source>Abort self-test</source>
        <translation>Önellenőrzés megszakítása</translation>
    </message>
    <message>
        <source>running, %1% done</source>
        <extracomment>%1 how far the running self-test is, in percent</extracomment>
        <translation>fut, %1% kész</translation>
    </message>
    <message>
        <source>The drive runs the test by itself: you may close this window.</source>
        <translation>A meghajtó maga futtatja a tesztet: bezárhatja ezt az ablakot.</translation>
    </message>
    <message>
        <source>no self-test running</source>
        <extracomment>%1 the last self-test&apos;s result in words</extracomment>
        <translation>nem fut önellenőrzés</translation>
    </message>
    <message>
        <source>Last result: %1</source>
        <translation>Utolsó eredmény: %1</translation>
    </message>
</context>
<context>
    <name>DriveProof::Gui::SettingsDialog</name>
    <message>
        <source>Preferences</source>
        <translation>Beállítások</translation>
    </message>
    <message>
        <source>&amp;Language:</source>
        <translation>&amp;Nyelv:</translation>
    </message>
    <message>
        <source>System default (%1)</source>
        <extracomment>first entry of the language list; %1 the language the system asks for, in its own name, e.g. &quot;Deutsch&quot;</extracomment>
        <translation>Rendszer alapértelmezése (%1)</translation>
    </message>
    <message>
        <source>The language of DriveProof&apos;s windows. A change applies at once and is kept for the next start. The system default follows the LANGUAGE and LANG environment variables.</source>
        <translation>A DriveProof ablakainak nyelve. A módosítás azonnal érvényes, és a következő indításkor is megmarad. A rendszer alapértelmezése a LANGUAGE és a LANG környezeti változót követi.</translation>
    </message>
    <message>
        <source>&amp;Transfer rates in:</source>
        <translation>Átviteli &amp;sebesség mértékegysége:</translation>
    </message>
    <message>
        <source>Drive makers and most benchmarks count a megabyte as 1,000,000 bytes; many file managers count a mebibyte, 1,048,576 bytes.</source>
        <translation>A meghajtógyártók és a legtöbb teljesítményteszt egy megabájtot 1 000 000 bájtnak számol; sok fájlkezelő mebibájtban számol, ami 1 048 576 bájt.</translation>
    </message>
    <message>
        <source>Default test si&amp;ze:</source>
        <translation>Alapértelmezett teszt&amp;méret:</translation>
    </message>
    <message>
        <source>What the test picker offers first. You can still choose another size for each test there.</source>
        <translation>Amit a tesztválasztó először felkínál. Ott tesztenként továbbra is választhat más méretet.</translation>
    </message>
    <message>
        <source>Default time per st&amp;ep (seconds):</source>
        <translation>Alapértelmezett idő lé&amp;pésenként (másodperc):</translation>
    </message>
    <message>
        <source>How long each measurement of a test runs, as the test picker offers it first.</source>
        <translation>Egy teszt egyes méréseinek futási ideje, ahogy a tesztválasztó először felkínálja.</translation>
    </message>
    <message>
        <source>MB/s (megabytes, 10⁶ bytes)</source>
        <extracomment>a choice of unit; 1 MB = 1,000,000 bytes</extracomment>
        <translation>MB/s (megabájt, 10⁶ bájt)</translation>
    </message>
    <message>
        <source>MiB/s (mebibytes, 2²⁰ bytes)</source>
        <extracomment>a choice of unit; 1 MiB = 1,048,576 bytes</extracomment>
        <translation>MiB/s (mebibájt, 2²⁰ bájt)</translation>
    </message>
    <message>
        <source>Each test&apos;s own</source>
        <extracomment>the default test size: each test&apos;s own (1 GiB; 4 GiB for the sustained write)</extracomment>
        <translation>Tesztenként a sajátja</translation>
    </message>
</context>
<context>
    <name>DriveProof::Gui::StatusPage</name>
    <message>
        <source>Looking for drives</source>
        <translation>Meghajtók keresése</translation>
    </message>
    <message>
        <source>&amp;Refresh</source>
        <translation>&amp;Frissítés</translation>
    </message>
    <message>
        <source>Looking for drives…</source>
        <translation>Meghajtók keresése…</translation>
    </message>
    <message>
        <source>Reading what the kernel knows about each drive.</source>
        <translation>Annak beolvasása, amit a kernel az egyes meghajtókról tud.</translation>
    </message>
    <message>
        <source>DriveProof could not find a drive it can read. This happens when:</source>
        <translation>A DriveProof nem talált olvasható meghajtót. Ez akkor fordul elő, ha:</translation>
    </message>
    <message>
        <source>• No drive is connected. Connect one and press Refresh (F5); a USB drive may take a few seconds to appear.</source>
        <extracomment>list item of the empty state</extracomment>
        <translation>• Nincs csatlakoztatott meghajtó. Csatlakoztasson egyet, és nyomja meg a Frissítés (F5) gombot; egy USB-meghajtó megjelenése néhány másodpercig tarthat.</translation>
    </message>
    <message>
        <source>• DriveProof runs in a container or sandbox (Docker, Flatpak, Snap) that hides the machine&apos;s drives (/sys/block and /dev). Run it on the host instead, or give the sandbox access to the drives.</source>
        <extracomment>list item of the empty state</extracomment>
        <translation>• A DriveProof olyan konténerben vagy homokozóban fut (Docker, Flatpak, Snap), amely elrejti a gép meghajtóit (/sys/block és /dev). Futtassa inkább a gazdagépen, vagy adjon a homokozónak hozzáférést a meghajtókhoz.</translation>
    </message>
    <message>
        <source>• It is not allowed to read the drives&apos; details: the system limits access to /sys or /dev. Ask the administrator, or run driveproof-cli list to see what the kernel reports.</source>
        <extracomment>list item of the empty state</extracomment>
        <translation>• Nincs engedélye a meghajtók részleteinek olvasására: a rendszer korlátozza a /sys vagy a /dev elérését. Forduljon a rendszergazdához, vagy futtassa a driveproof-cli list parancsot, hogy lássa, mit jelent a kernel.</translation>
    </message>
    <message>
        <source>• udisks2 is not running, so only the kernel was asked. Start it with &quot;systemctl start udisks2&quot; and press Refresh.</source>
        <extracomment>list item of the empty state; &quot;systemctl start udisks2&quot; is a command, keep it</extracomment>
        <translation>• Az udisks2 nem fut, így csak a kernelt kérdezte meg. Indítsa el a &quot;systemctl start udisks2&quot; paranccsal, és nyomja meg a Frissítés gombot.</translation>
    </message>
    <message>
        <source>No drives found</source>
        <translation>Nem található meghajtó</translation>
    </message>
</context>
<context>
    <name>DriveProof::Gui::TableCopy</name>
    <message>
        <source>&amp;Copy</source>
        <translation>&amp;Másolás</translation>
    </message>
    <message>
        <source>Copy as &amp;Markdown</source>
        <translation>Másolás &amp;Markdown formátumban</translation>
    </message>
</context>
<context>
    <name>DriveProof::Gui::TestCard</name>
    <message>
        <source>Test this drive</source>
        <translation>A meghajtó tesztelése</translation>
    </message>
    <message>
        <source>Measure how fast this drive commits, streams and seeks, and whether its cache acknowledges writes before they are safe. Tests write only to a temporary file in a folder you choose, unless you ask for the raw device; they run in a window of their own.</source>
        <translation>Méri, milyen gyorsan véglegesít, ír és olvas folyamatosan és keres a meghajtó, és hogy a gyorsítótára még azelőtt nyugtázza-e az írásokat, hogy azok biztonságban lennének. A tesztek csak egy Ön által választott mappában lévő ideiglenes fájlba írnak, hacsak nem a nyers eszközt kéri; saját ablakban futnak.</translation>
    </message>
    <message>
        <source>Co&amp;mmit rate…</source>
        <translation>&amp;Véglegesítési sebesség…</translation>
    </message>
    <message>
        <source>How many durable commits per second, like pg_test_fsync</source>
        <translation>Hány tartós véglegesítés másodpercenként, mint a pg_test_fsync</translation>
    </message>
    <message>
        <source>&amp;All tests…</source>
        <translation>&amp;Minden teszt…</translation>
    </message>
    <message>
        <source>Hi&amp;story…</source>
        <translation>&amp;Előzmények…</translation>
    </message>
    <message>
        <source>Earlier runs on this drive, and comparing two of them</source>
        <translation>Korábbi futtatások ezen a meghajtón, és kettő összehasonlítása</translation>
    </message>
    <message>
        <source>A test is running on this drive; its window shows how far it got.</source>
        <translation>Teszt fut ezen a meghajtón; az ablaka mutatja, hol tart.</translation>
    </message>
</context>
<context>
    <name>DriveProof::Gui::TestCatalog</name>
    <message>
        <source>Power-loss test</source>
        <translation>Áramkimaradásos teszt</translation>
    </message>
    <message>
        <source>CrystalDiskMark&apos;s four tests in one go: sequential reads and writes in 1 MiB blocks with 8 and with 1 request in flight, then random 4 KiB reads and writes with 32 and with 1 request in flight. The quickest way to see whether a drive performs as its box promises.</source>
        <translation>A CrystalDiskMark négy tesztje egyszerre: szekvenciális olvasás és írás 1 MiB-os blokkokban 8, illetve 1 egyidejű kéréssel, majd véletlen 4 KiB-os olvasás és írás 32, illetve 1 egyidejű kéréssel. A leggyorsabb módja annak, hogy lássa, hozza-e a meghajtó a dobozán ígért teljesítményt.</translation>
    </message>
    <message>
        <source>How many times per second the drive durably commits a small write, measured like PostgreSQL&apos;s pg_test_fsync: every sync method, 8 kB and 16 kB commits, and plain writes as a baseline. It also counts the flushes that reach the drive. A hard disk that commits faster than its platters turn has a cache that acknowledges writes before they are safe.</source>
        <translation>Hányszor véglegesít tartósan a meghajtó egy kis írást másodpercenként, a PostgreSQL pg_test_fsync eszközéhez hasonlóan mérve: minden szinkronizálási mód, 8 kB-os és 16 kB-os véglegesítések, valamint egyszerű írások összehasonlítási alapként. A meghajtóig eljutó ürítéseket is megszámolja. Az a merevlemez, amely gyorsabban véglegesít, mint ahogy a lemeztányérjai forognak, olyan gyorsítótárral rendelkezik, amely az írásokat még a biztonságba kerülésük előtt nyugtázza.</translation>
    </message>
    <message>
        <source>Sequential reads and writes in 1 MiB blocks, with 8 and with 1 request in flight: the rate at which large files are copied.</source>
        <translation>Szekvenciális olvasás és írás 1 MiB-os blokkokban, 8, illetve 1 egyidejű kéréssel: ilyen sebességgel másolhatók a nagy fájlok.</translation>
    </message>
    <message>
        <source>Writes the whole test area once, from start to end, and draws the rate as it fills. Many SSDs write fast only until their cache is full, then slow down: choose a test size larger than that cache, tens of gigabytes on a large SSD.</source>
        <translation>Egyszer végigírja a teljes tesztterületet az elejétől a végéig, és ábrázolja a sebességet a feltöltés során. Sok SSD csak addig ír gyorsan, amíg a gyorsítótára meg nem telik, utána lelassul: válasszon ennél a gyorsítótárnál nagyobb tesztméretet, egy nagy SSD-n akár több tíz gigabájtot.</translation>
    </message>
    <message>
        <source>Reads the whole test area from start to end and draws the rate by position. A hard disk is faster at its outer edge; dips and stalls point to areas that need retries.</source>
        <translation>Végigolvassa a teljes tesztterületet az elejétől a végéig, és a pozíció szerint ábrázolja a sebességet. A merevlemez a külső szélén gyorsabb; a visszaesések és megakadások újrapróbálkozást igénylő területekre utalnak.</translation>
    </message>
    <message>
        <source>Random 4 KiB reads, writes and a mix of 70% reads, with 1 and with 32 requests in flight: what databases, virtual machines and starting programs feel.</source>
        <translation>Véletlen 4 KiB-os olvasás, írás és 70% olvasást tartalmazó keverék, 1, illetve 32 egyidejű kéréssel: ezt érzik az adatbázisok, a virtuális gépek és az induló programok.</translation>
    </message>
    <message>
        <source>Random I/O at every block size from 512 bytes to 16 MiB: where the drive reaches its best transfer rate, and how its operations per second fall as blocks grow.</source>
        <translation>Véletlen I/O minden blokkméreten 512 bájttól 16 MiB-ig: hol éri el a meghajtó a legjobb átviteli sebességét, és hogyan csökken a másodpercenkénti műveletek száma a blokkok növekedésével.</translation>
    </message>
    <message>
        <source>Random I/O with 1 to 256 requests in flight: how much parallelism the drive needs to give its best.</source>
        <translation>Véletlen I/O 1–256 egyidejű kéréssel: mennyi párhuzamosság kell a meghajtónak a legjobb teljesítményhez.</translation>
    </message>
    <message>
        <source>Random I/O from 1 to 96 threads: how the drive and the kernel cope with many programs at once.</source>
        <translation>Véletlen I/O 1–96 szállal: hogyan birkózik meg a meghajtó és a kernel sok egyszerre futó programmal.</translation>
    </message>
    <message>
        <source>Reads the same random blocks twice, with an idle time in between. A hybrid drive (SSHD) or a tiered cache moves hot data to flash meanwhile, so the second pass is much faster.</source>
        <translation>Kétszer olvassa be ugyanazokat a véletlen blokkokat, köztük tétlen idővel. Egy hibrid meghajtó (SSHD) vagy egy rétegzett gyorsítótár közben a gyakran használt adatokat flashre helyezi át, így a második menet sokkal gyorsabb.</translation>
    </message>
    <message>
        <source>Checks whether the drive keeps the writes it acknowledged when the power is cut: DriveProof writes numbered records, you pull the plug, and after the restart it checks what survived. A second computer keeps the witness&apos;s record of every acknowledged write; you can also practise on this computer with a simulated drive. It writes to a test file (or, with your confirmation, a partition) and takes a few minutes plus a restart.</source>
        <translation>Ellenőrzi, hogy a meghajtó megtartja-e a nyugtázott írásokat, amikor megszűnik az áram: a DriveProof számozott rekordokat ír, Ön kihúzza a tápkábelt, és újraindítás után ellenőrzi, mi maradt meg. Egy második számítógép tanúként feljegyez minden nyugtázott írást; ezen a gépen szimulált meghajtóval gyakorolhat is. Egy tesztfájlba (vagy az Ön megerősítésével egy partícióra) ír, és néhány percig tart, plusz egy újraindítás.</translation>
    </message>
    <message numerus="yes">
        <source>%n second(s)</source>
        <extracomment>a duration; %n seconds</extracomment>
        <translation>
            <numerusform>%n másodperc</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n minute(s)</source>
        <extracomment>a duration, rounded; %n minutes</extracomment>
        <translation>
            <numerusform>%n perc</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 h %2 min</source>
        <extracomment>a duration, rounded; %1 hours, %2 minutes</extracomment>
        <translation>%1 óra %2 perc</translation>
    </message>
</context>
<context>
    <name>DriveProof::Gui::TestWindow</name>
    <message>
        <source>Test %1 – DriveProof</source>
        <extracomment>window title; %1 the drive&apos;s name (model)</extracomment>
        <translation>%1 tesztelése – DriveProof</translation>
    </message>
</context>
<context>
    <name>DriveProof::Gui::TopologyCard</name>
    <message>
        <source>Topology</source>
        <translation>Topológia</translation>
    </message>
    <message>
        <source>Size</source>
        <translation>Méret</translation>
    </message>
    <message>
        <source>The kernel reports no size: the drive may have no medium inserted.</source>
        <translation>A kernel nem jelent méretet: lehet, hogy nincs adathordozó a meghajtóban.</translation>
    </message>
    <message>
        <source>Logical sector</source>
        <translation>Logikai szektor</translation>
    </message>
    <message>
        <source>The smallest unit the drive can address.</source>
        <translation>A legkisebb egység, amelyet a meghajtó címezni tud.</translation>
    </message>
    <message>
        <source>Physical sector</source>
        <translation>Fizikai szektor</translation>
    </message>
    <message>
        <source>The unit the drive writes internally. Partitions should start on a multiple of it.</source>
        <translation>Az egység, amelyben a meghajtó belsőleg ír. A partícióknak ennek többszörösén kell kezdődniük.</translation>
    </message>
    <message>
        <source>Minimum I/O</source>
        <translation>Minimális I/O</translation>
    </message>
    <message>
        <source>Optimal I/O</source>
        <translation>Optimális I/O</translation>
    </message>
    <message>
        <source>not reported</source>
        <translation>nincs jelentve</translation>
    </message>
    <message>
        <source>The drive states no preferred I/O size; most drives do not.</source>
        <translation>A meghajtó nem ad meg előnyben részesített I/O-méretet; a legtöbb meghajtó nem ad.</translation>
    </message>
    <message>
        <source>Alignment offset</source>
        <translation>Igazítási eltolás</translation>
    </message>
    <message>
        <source>How far sector 0 sits past a physical-sector boundary. Almost always 0.</source>
        <translation>Mennyivel van a 0. szektor egy fizikai szektorhatár után. Szinte mindig 0.</translation>
    </message>
    <message>
        <source>What the kernel believes: with &quot;write back&quot; it asks the drive to flush its cache. The drive&apos;s own setting can differ.</source>
        <translation>Amit a kernel gondol: „write back” esetén megkéri a meghajtót a gyorsítótára ürítésére. A meghajtó saját beállítása eltérhet.</translation>
    </message>
    <message>
        <source>Write cache (kernel view)</source>
        <translation>Írási gyorsítótár (kernel nézete)</translation>
    </message>
    <message>
        <source>The kernel does not report a write-cache mode for this device.</source>
        <translation>A kernel nem jelent írásigyorsítótár-módot ehhez az eszközhöz.</translation>
    </message>
    <message>
        <source>FUA</source>
        <translation>FUA</translation>
    </message>
    <message>
        <source>Forced Unit Access: the kernel can ask for single writes to reach stable media without flushing the whole cache.</source>
        <translation>Forced Unit Access: a kernel kérheti, hogy egyes írások a teljes gyorsítótár ürítése nélkül kerüljenek a tartós adathordozóra.</translation>
    </message>
    <message>
        <source>The kernel did not report this value.</source>
        <translation>A kernel nem jelentette ezt az értéket.</translation>
    </message>
    <message>
        <source>only its partitions, see Partitions</source>
        <extracomment>&quot;Mounted on&quot; of a whole drive whose partitions (not the drive) are mounted</extracomment>
        <translation>csak a partíciói, lásd: Partíciók</translation>
    </message>
    <message>
        <source>not mounted</source>
        <translation>nincs csatolva</translation>
    </message>
    <message>
        <source>Mounted on</source>
        <translation>Csatolási pont</translation>
    </message>
    <message>
        <source>Held by</source>
        <translation>Lefoglalja</translation>
    </message>
    <message>
        <source>nothing</source>
        <translation>semmi</translation>
    </message>
    <message>
        <source>Device-mapper, RAID or LVM devices stacked on the whole drive.</source>
        <translation>A teljes meghajtóra épülő device-mapper-, RAID- vagy LVM-eszközök.</translation>
    </message>
    <message>
        <source>%1: %2 (in use)</source>
        <extracomment>one LBA format in the list; %1 its number, %2 its sizes and speed</extracomment>
        <translation>%1: %2 (használatban)</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <extracomment>one LBA format in the list; %1 its number, %2 its sizes and speed</extracomment>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>LBA formats</source>
        <translation>LBA-formátumok</translation>
    </message>
    <message>
        <source>The sector sizes this NVMe namespace can be formatted with, and how fast the drive itself says each is (Identify Namespace). Changing it erases the namespace; DriveProof never does.</source>
        <translation>Azok a szektorméretek, amelyekkel ez az NVMe-névtér formázható, és hogy a meghajtó maga mennyire gyorsnak mondja mindegyiket (Identify Namespace). A váltás törli a névteret; a DriveProof soha nem teszi meg.</translation>
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
        <translation>Rétegek</translation>
    </message>
    <message>
        <source>Reaches the drive</source>
        <translation>Eljut a meghajtóig</translation>
    </message>
    <message>
        <source>reading…</source>
        <translation>olvasás…</translation>
    </message>
    <message>
        <source>yes</source>
        <translation>igen</translation>
    </message>
    <message>
        <source>to the loop device&apos;s backing file</source>
        <translation>a loop eszköz háttérfájljáig</translation>
    </message>
    <message>
        <source>no: a layer drops it</source>
        <translation>nem: egy réteg eldobja</translation>
    </message>
    <message>
        <source>no: the drive does not take it</source>
        <translation>nem: a meghajtó nem fogadja</translation>
    </message>
    <message>
        <source>unknown</source>
        <translation>ismeretlen</translation>
    </message>
    <message>
        <source>enabled</source>
        <translation>engedélyezve</translation>
    </message>
    <message>
        <source>disabled</source>
        <translation>letiltva</translation>
    </message>
    <message>
        <source>masked</source>
        <translation>maszkolva</translation>
    </message>
    <message>
        <source>not installed</source>
        <translation>nincs telepítve</translation>
    </message>
    <message>
        <source>%1 (systemd is not running)</source>
        <extracomment>%1 the timer&apos;s state, e.g. &quot;enabled&quot;</extracomment>
        <translation>%1 (a systemd nem fut)</translation>
    </message>
    <message>
        <source>fstrim.timer</source>
        <translation>fstrim.timer</translation>
    </message>
    <message>
        <source>From %1:</source>
        <extracomment>heading of one way down the block stack; %1 the device at its top</extracomment>
        <translation>Innen: %1:</translation>
    </message>
    <message>
        <source>%1: no discard limits shown</source>
        <extracomment>%1 a device and its kind, e.g. &quot;/dev/sda (disk)&quot;</extracomment>
        <translation>%1: nincsenek megadott discard-korlátok</translation>
    </message>
    <message>
        <source>%1: drops discards</source>
        <extracomment>%1 a device and its kind, e.g. &quot;/dev/mapper/luks-1 (dm-crypt)&quot;</extracomment>
        <translation>%1: eldobja a discardokat</translation>
    </message>
    <message>
        <source>%1: passes discards, granularity %2, up to %3</source>
        <extracomment>%1 a device and its kind, %2 discard granularity, %3 largest discard, e.g. &quot;4.0 KiB&quot;, &quot;2.0 GiB&quot;</extracomment>
        <translation>%1: átengedi a discardokat, finomság %2, legfeljebb %3</translation>
    </message>
</context>
<context>
    <name>DriveProof::Gui::UsagePanel</name>
    <message>
        <source>Is it new? %1</source>
        <extracomment>&quot;Is it new?&quot; and the verdict: new, used, possibly reset</extracomment>
        <translation>Új-e? %1</translation>
    </message>
    <message>
        <source>The rating could not be kept: %1 cannot be written.</source>
        <extracomment>%1 the file DriveProof keeps what it remembers about drives in</extracomment>
        <translation>Az értéket nem sikerült megőrizni: %1 nem írható.</translation>
    </message>
    <message>
        <source>Rated &amp;endurance:</source>
        <extracomment>the endurance the maker rates the drive&apos;s model for, in terabytes written</extracomment>
        <translation>Névleges &amp;élettartam:</translation>
    </message>
    <message>
        <source> TBW</source>
        <extracomment>unit after the endurance field: terabytes written</extracomment>
        <translation> TBW</translation>
    </message>
    <message>
        <source>not entered</source>
        <extracomment>shown in the endurance field while no rating is kept for the model</extracomment>
        <translation>nincs megadva</translation>
    </message>
    <message>
        <source>&amp;Remember for this model</source>
        <translation>&amp;Megjegyzés ehhez a modellhez</translation>
    </message>
    <message>
        <source>The terabytes written (TBW) the maker&apos;s data sheet rates this model for. Kept for every drive of the same model.</source>
        <translation>A gyártó adatlapja szerint e modellre megadott írt terabájt (TBW). Minden azonos modellű meghajtóhoz megmarad.</translation>
    </message>
</context>
<context>
    <name>DriveProof::Gui::WitnessPage</name>
    <message>
        <source>DriveProof cannot be a witness on %1.</source>
        <extracomment>%1 an address such as 0.0.0.0:7070</extracomment>
        <translation>A DriveProof nem lehet tanú ezen a címen: %1.</translation>
    </message>
    <message>
        <source>%1: run %2 started.</source>
        <extracomment>%1 a time, %2 a short run id</extracomment>
        <translation>%1: a(z) %2 futtatás elindult.</translation>
    </message>
    <message>
        <source>%1: run %2 came back.</source>
        <translation>%1: a(z) %2 futtatás visszatért.</translation>
    </message>
    <message>
        <source>%1: run %2 went silent: the estimated power cut.</source>
        <translation>%1: a(z) %2 futtatás elhallgatott: a becsült áramtalanítás.</translation>
    </message>
    <message>
        <source>%1: run %2 stopped on a write error: %3</source>
        <translation>%1: a(z) %2 futtatás írási hiba miatt leállt: %3</translation>
    </message>
    <message>
        <source>%1: run %2 ended cleanly, without a power cut.</source>
        <translation>%1: a(z) %2 futtatás szabályosan, áramtalanítás nélkül ért véget.</translation>
    </message>
    <message>
        <source>%1: the result of run %2 arrived.</source>
        <translation>%1: megérkezett a(z) %2 futtatás eredménye.</translation>
    </message>
    <message>
        <source>%1: refused a connection: %2</source>
        <extracomment>%1 a time, %2 why a connection was refused</extracomment>
        <translation>%1: kapcsolat elutasítva: %2</translation>
    </message>
    <message>
        <source>%1: the journal cannot be written: %2</source>
        <translation>%1: a napló nem írható: %2</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>journal damaged</source>
        <translation>napló sérült</translation>
    </message>
    <message>
        <source>write error</source>
        <translation>írási hiba</translation>
    </message>
    <message>
        <source>ended cleanly</source>
        <translation>szabályosan befejeződött</translation>
    </message>
    <message>
        <source>silent: power cut?</source>
        <translation>elhallgatott: áramtalanítás?</translation>
    </message>
    <message>
        <source>connected, writing</source>
        <translation>csatlakozva, ír</translation>
    </message>
    <message>
        <source>connected, preparing</source>
        <translation>csatlakozva, előkészít</translation>
    </message>
    <message>
        <source>waiting for the writer</source>
        <translation>várakozás az író félre</translation>
    </message>
    <message>
        <source>%1 (%2 s ago)</source>
        <extracomment>%1 a clock time, %2 seconds ago</extracomment>
        <translation>%1 (%2 s-mal ezelőtt)</translation>
    </message>
    <message>
        <source>received</source>
        <translation>megérkezett</translation>
    </message>
    <message>
        <source>Pairing code %1</source>
        <translation>Párosítási kód: %1</translation>
    </message>
    <message>
        <source>&amp;Stop witness</source>
        <translation>Tanú &amp;leállítása</translation>
    </message>
    <message>
        <source>&amp;Start witness</source>
        <translation>Tanú &amp;indítása</translation>
    </message>
    <message>
        <source>Listening on port %1. The record of each run is kept in %2.</source>
        <extracomment>%1 a port number, %2 a folder</extracomment>
        <translation>Figyelés a(z) %1 porton. Az egyes futtatások feljegyzései itt tárolódnak: %2.</translation>
    </message>
    <message>
        <source>On the computer under test, type one of these witness addresses: %1</source>
        <extracomment>%1 this computer&apos;s addresses with the port, e.g. &quot;192.0.2.7:7070, 10.0.0.2:7070&quot;</extracomment>
        <translation>A tesztelt számítógépen írja be a tanú alábbi címeinek egyikét: %1</translation>
    </message>
    <message>
        <source>Not listening.</source>
        <translation>Nincs figyelés.</translation>
    </message>
    <message>
        <source>Power-loss witness – DriveProof</source>
        <translation>Áramkimaradás-tanú – DriveProof</translation>
    </message>
    <message>
        <source>Be the witness of a power-loss test</source>
        <translation>Legyen egy áramkimaradásos teszt tanúja</translation>
    </message>
    <message>
        <source>The computer whose drive is tested reports every write its drive acknowledges to this one, over the network. After the power cut, this record shows which acknowledged writes the drive lost. Keep this computer running and its power on during the test.</source>
        <translation>Az a számítógép, amelynek a meghajtóját tesztelik, a hálózaton keresztül jelent ennek a gépnek minden írást, amelyet a meghajtója nyugtáz. Az áramtalanítás után ebből a feljegyzésből látszik, mely nyugtázott írásokat veszítette el a meghajtó. A teszt alatt tartsa ezt a gépet bekapcsolva és áram alatt.</translation>
    </message>
    <message>
        <source>&amp;Listen on:</source>
        <translation>&amp;Figyelés itt:</translation>
    </message>
    <message>
        <source>Address and port to listen on</source>
        <translation>A figyelési cím és port</translation>
    </message>
    <message>
        <source>0.0.0.0:7070 listens on every network of this computer</source>
        <translation>A 0.0.0.0:7070 a gép minden hálózatán figyel</translation>
    </message>
    <message>
        <source>Pairing code</source>
        <translation>Párosítási kód</translation>
    </message>
    <message>
        <source>&amp;New code</source>
        <translation>Ú&amp;j kód</translation>
    </message>
    <message>
        <source>On the computer under test, open the power-loss test and type this computer&apos;s address (port included) and this code. From a terminal: &quot;driveproof-cli powerloss run --witness ADDRESS:PORT&quot;. Instead of this page you may run &quot;driveproof-cli witness&quot; here.</source>
        <translation>A tesztelt számítógépen nyissa meg az áramkimaradásos tesztet, és írja be ennek a gépnek a címét (porttal együtt) és ezt a kódot. Terminálból: &quot;driveproof-cli powerloss run --witness ADDRESS:PORT&quot;. Ezen oldal helyett itt a &quot;driveproof-cli witness&quot; parancsot is futtathatja.</translation>
    </message>
    <message>
        <source>Runs</source>
        <translation>Futtatások</translation>
    </message>
    <message>
        <source>Run</source>
        <translation>Futtatás</translation>
    </message>
    <message>
        <source>Computer</source>
        <translation>Számítógép</translation>
    </message>
    <message>
        <source>State</source>
        <translation>Állapot</translation>
    </message>
    <message>
        <source>Commits</source>
        <translation>Véglegesítések</translation>
    </message>
    <message>
        <source>Silent since</source>
        <extracomment>a column: when the writer went silent, the estimated power cut</extracomment>
        <translation>Elhallgatás ideje</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Eredmény</translation>
    </message>
    <message>
        <source>Runs this witness records</source>
        <translation>A tanú által feljegyzett futtatások</translation>
    </message>
    <message>
        <source>Last event</source>
        <translation>Utolsó esemény</translation>
    </message>
</context>
<context>
    <name>DriveProof::Gui::WriteCacheCard</name>
    <message>
        <source>Write cache</source>
        <translation>Írási gyorsítótár</translation>
    </message>
    <message>
        <source>Keep after reboot</source>
        <translation>Megtartás újraindítás után</translation>
    </message>
    <message>
        <source>A volatile write cache makes writes fast but can lose data that was already acknowledged if power fails. With the cache on, commits are safe only while the kernel sends flushes and the drive obeys them; with it off, every write reaches the media before it is acknowledged.</source>
        <translation>A felejtő írási gyorsítótár gyorssá teszi az írásokat, de áramkimaradáskor a már nyugtázott adatok is elveszhetnek. Bekapcsolt gyorsítótárral a véglegesítések csak addig biztonságosak, amíg a kernel ürítéseket küld, és a meghajtó végrehajtja őket; kikapcsolva minden írás a nyugtázás előtt az adathordozóra kerül.</translation>
    </message>
    <message>
        <source>Drive&apos;s cache</source>
        <translation>A meghajtó gyorsítótára</translation>
    </message>
    <message>
        <source>reading…</source>
        <translation>olvasás…</translation>
    </message>
    <message>
        <source>The drive&apos;s setting could not be read; see below.</source>
        <translation>A meghajtó beállítása nem olvasható; lásd lent.</translation>
    </message>
    <message>
        <source>Read from</source>
        <translation>Forrás</translation>
    </message>
    <message>
        <source>Kernel view only: there is no drive-level cache that DriveProof could read or switch here.</source>
        <translation>Csak a kernel nézete: itt nincs olyan meghajtószintű gyorsítótár, amelyet a DriveProof olvasni vagy átkapcsolni tudna.</translation>
    </message>
    <message>
        <source>This drive has no volatile write cache: every write goes to the media before it is acknowledged. There is nothing to switch.</source>
        <translation>Ennek a meghajtónak nincs felejtő írási gyorsítótára: minden írás a nyugtázás előtt az adathordozóra kerül. Nincs mit átkapcsolni.</translation>
    </message>
    <message>
        <source>This drive does not allow its write cache setting to be changed. Its maker&apos;s tool may offer a way.</source>
        <translation>Ez a meghajtó nem engedi módosítani az írásigyorsítótár-beállítását. A gyártó eszköze talán kínál rá módot.</translation>
    </message>
    <message>
        <source>The drive did not report whether its cache is on, so DriveProof offers no switch.</source>
        <translation>A meghajtó nem jelezte, hogy be van-e kapcsolva a gyorsítótára, ezért a DriveProof nem kínál kapcsolót.</translation>
    </message>
    <message>
        <source>does not apply</source>
        <translation>nem értelmezhető</translation>
    </message>
    <message>
        <source>Only a real drive has a cache of its own; see the note below.</source>
        <translation>Csak egy valódi meghajtónak van saját gyorsítótára; lásd a lenti megjegyzést.</translation>
    </message>
    <message>
        <source>none</source>
        <translation>nincs</translation>
    </message>
    <message>
        <source>The drive has no volatile write cache.</source>
        <translation>A meghajtónak nincs felejtő írási gyorsítótára.</translation>
    </message>
    <message>
        <source>on</source>
        <translation>be</translation>
    </message>
    <message>
        <source>off</source>
        <translation>ki</translation>
    </message>
    <message>
        <source>The drive did not report its current setting.</source>
        <translation>A meghajtó nem jelezte az aktuális beállítását.</translation>
    </message>
    <message>
        <source>Kernel&apos;s view</source>
        <translation>A kernel nézete</translation>
    </message>
    <message>
        <source>The kernel does not report a write-cache mode for this device.</source>
        <translation>A kernel nem jelent írásigyorsítótár-módot ehhez az eszközhöz.</translation>
    </message>
    <message>
        <source>What the kernel believes (queue/write_cache). With &quot;write back&quot; it asks the drive to flush its cache when a program commits data.</source>
        <translation>Amit a kernel gondol (queue/write_cache). „write back” esetén megkéri a meghajtót a gyorsítótára ürítésére, amikor egy program adatot véglegesít.</translation>
    </message>
    <message>
        <source>FUA</source>
        <translation>FUA</translation>
    </message>
    <message>
        <source>The kernel does not say whether it uses Forced Unit Access.</source>
        <translation>A kernel nem közli, hogy használja-e a Forced Unit Access funkciót.</translation>
    </message>
    <message>
        <source>yes: single writes can be forced to the media</source>
        <translation>igen: egyes írások kényszeríthetők az adathordozóra</translation>
    </message>
    <message>
        <source>Forced Unit Access: the kernel can ask for single writes to reach stable media without flushing the whole cache.</source>
        <translation>Forced Unit Access: a kernel kérheti, hogy egyes írások a teljes gyorsítótár ürítése nélkül kerüljenek a tartós adathordozóra.</translation>
    </message>
    <message>
        <source>%1, re-applied by udisks2 at every boot</source>
        <extracomment>%1 &quot;on&quot; or &quot;off&quot;</extracomment>
        <translation>%1, az udisks2 minden rendszerindításkor újra alkalmazza</translation>
    </message>
    <message>
        <source>%1, saved in the drive</source>
        <extracomment>%1 &quot;on&quot; or &quot;off&quot;</extracomment>
        <translation>%1, a meghajtóba mentve</translation>
    </message>
    <message>
        <source>Saved setting</source>
        <translation>Mentett beállítás</translation>
    </message>
    <message>
        <source>The setting the drive gets again after a power cycle.</source>
        <translation>A beállítás, amelyet a meghajtó ki- és bekapcsolás után újra felvesz.</translation>
    </message>
    <message>
        <source>until the next power cycle, or for good with &quot;Keep after reboot&quot; (udisks2 re-applies it at every boot)</source>
        <translation>a következő ki- és bekapcsolásig, vagy a „Megtartás újraindítás után” beállítással véglegesen (az udisks2 minden rendszerindításkor újra alkalmazza)</translation>
    </message>
    <message>
        <source>until the next power cycle, or for good with &quot;Keep after reboot&quot; (saved in the drive)</source>
        <translation>a következő ki- és bekapcsolásig, vagy a „Megtartás újraindítás után” beállítással véglegesen (a meghajtóba mentve)</translation>
    </message>
    <message>
        <source>until the next power cycle</source>
        <translation>a következő ki- és bekapcsolásig</translation>
    </message>
    <message>
        <source>A change lasts</source>
        <translation>A módosítás érvényes</translation>
    </message>
    <message>
        <source>Waiting for permission… If a password dialog opened, answer it there.</source>
        <translation>Várakozás az engedélyre… Ha megnyílt egy jelszóablak, ott válaszoljon.</translation>
    </message>
    <message>
        <source>Switching…</source>
        <translation>Átkapcsolás…</translation>
    </message>
    <message>
        <source>Done: the drive&apos;s cache is on now (read again from the drive).</source>
        <translation>Kész: a meghajtó gyorsítótára most be van kapcsolva (a meghajtóról újraolvasva).</translation>
    </message>
    <message>
        <source>Done: the drive&apos;s cache is off now (read again from the drive).</source>
        <translation>Kész: a meghajtó gyorsítótára most ki van kapcsolva (a meghajtóról újraolvasva).</translation>
    </message>
    <message>
        <source>The drive did not take the new setting: its cache is still off.</source>
        <translation>A meghajtó nem fogadta el az új beállítást: a gyorsítótára továbbra is ki van kapcsolva.</translation>
    </message>
    <message>
        <source>The drive did not take the new setting: its cache is still on.</source>
        <translation>A meghajtó nem fogadta el az új beállítást: a gyorsítótára továbbra is be van kapcsolva.</translation>
    </message>
    <message>
        <source>Turn the cache off</source>
        <translation>Gyorsítótár kikapcsolása</translation>
    </message>
    <message>
        <source>Turn the cache on</source>
        <translation>Gyorsítótár bekapcsolása</translation>
    </message>
    <message>
        <source>Turn the write cache of %1 off</source>
        <extracomment>accessible name of the switch; %1 device path</extracomment>
        <translation>A(z) %1 írási gyorsítótárának kikapcsolása</translation>
    </message>
    <message>
        <source>Turn the write cache of %1 on</source>
        <extracomment>accessible name of the switch; %1 device path</extracomment>
        <translation>A(z) %1 írási gyorsítótárának bekapcsolása</translation>
    </message>
    <message>
        <source>Turning the cache off makes commits slower, often many times slower, but safe: acknowledged writes are on the media, even if the drive ignores flushes.</source>
        <translation>A gyorsítótár kikapcsolása lassabbá teszi a véglegesítéseket, gyakran sokszorosan, de biztonságossá: a nyugtázott írások az adathordozón vannak, még ha a meghajtó figyelmen kívül hagyja is az ürítéseket.</translation>
    </message>
    <message>
        <source>Turning the cache on makes writes faster. Commits stay safe only while the kernel sends flushes and the drive obeys them.</source>
        <translation>A gyorsítótár bekapcsolása gyorsabbá teszi az írásokat. A véglegesítések csak addig maradnak biztonságosak, amíg a kernel ürítéseket küld, és a meghajtó végrehajtja őket.</translation>
    </message>
    <message>
        <source>udisks2 stores the setting and applies it again at every boot.</source>
        <translation>Az udisks2 tárolja a beállítást, és minden rendszerindításkor újra alkalmazza.</translation>
    </message>
    <message>
        <source>The drive saves the setting and keeps it across power cycles.</source>
        <translation>A meghajtó elmenti a beállítást, és ki- és bekapcsolás után is megtartja.</translation>
    </message>
    <message>
        <source>Why this matters</source>
        <translation>Miért fontos ez</translation>
    </message>
</context>
<context>
    <name>DriveProof::Health</name>
    <message>
        <source>The drive&apos;s SMART data could not be assessed: %1.</source>
        <extracomment>%1 the system&apos;s error text</extracomment>
        <translation>A meghajtó SMART-adatai nem értékelhetők: %1.</translation>
    </message>
    <message>
        <source>The drive&apos;s SMART self-assessment passed, it reports no bad sectors, and no attribute is or was past its threshold.</source>
        <translation>A meghajtó SMART-önértékelése sikeres, nem jelez hibás szektorokat, és egyetlen attribútum sincs és nem is volt a küszöbértéke felett.</translation>
    </message>
    <message>
        <source>An attribute that predicts failure was past its threshold in the past. Keep backups and watch this drive.</source>
        <translation>Egy meghibásodást előrejelző attribútum a múltban túllépte a küszöbértékét. Készítsen biztonsági mentéseket, és figyelje ezt a meghajtót.</translation>
    </message>
    <message numerus="yes">
        <source>The drive has %n bad sector(s) (reallocated or waiting to be). Keep backups and check again soon: a growing number means the drive is wearing out.</source>
        <extracomment>%n number of bad sectors</extracomment>
        <translation>
            <numerusform>A meghajtón %n hibás szektor van (áthelyezve vagy áthelyezésre vár). Készítsen biztonsági mentéseket, és hamarosan ellenőrizze újra: a növekvő szám azt jelenti, hogy a meghajtó elhasználódik.</numerusform>
        </translation>
    </message>
    <message>
        <source>An attribute that predicts failure is past its threshold now: the drive expects to fail. Back up your data and replace the drive.</source>
        <translation>Egy meghibásodást előrejelző attribútum most a küszöbértéke felett van: a meghajtó meghibásodásra számít. Mentse az adatait, és cserélje ki a meghajtót.</translation>
    </message>
    <message>
        <source>The drive has more bad sectors than its threshold allows. Back up your data and replace the drive.</source>
        <translation>A meghajtón több hibás szektor van, mint amennyit a küszöbértéke megenged. Mentse az adatait, és cserélje ki a meghajtót.</translation>
    </message>
    <message>
        <source>The drive&apos;s own SMART self-assessment says it is failing. Back up your data now and replace the drive.</source>
        <translation>A meghajtó saját SMART-önértékelése szerint a meghajtó meghibásodóban van. Mentse most az adatait, és cserélje ki a meghajtót.</translation>
    </message>
    <message>
        <source>libatasmart gave an assessment this version of DriveProof does not know.</source>
        <translation>A libatasmart olyan értékelést adott, amelyet a DriveProof ezen verziója nem ismer.</translation>
    </message>
    <message>
        <source>%1 has no ATA health data: it is not an ATA drive (loop, virtual and NVMe devices have none).</source>
        <extracomment>%1 device</extracomment>
        <translation>A(z) %1 eszköznek nincsenek ATA-állapotadatai: nem ATA-meghajtó (a loop-, virtuális és NVMe-eszközöknek nincsenek).</translation>
    </message>
    <message>
        <source>The drive in %1 does not support SMART, so it reports no health data.</source>
        <extracomment>%1 device</extracomment>
        <translation>A(z) %1 meghajtója nem támogatja a SMART-ot, így nem jelent állapotadatokat.</translation>
    </message>
    <message>
        <source>SMART is switched off on this drive, so it reports no health data. DriveProof does not switch it on by itself; &apos;smartctl -s on&apos; does.</source>
        <translation>Ezen a meghajtón a SMART ki van kapcsolva, így nem jelent állapotadatokat. A DriveProof magától nem kapcsolja be; a &apos;smartctl -s on&apos; bekapcsolja.</translation>
    </message>
    <message>
        <source>%1 reports no ATA SMART data: it is not an ATA drive, or its USB bridge does not pass SMART commands through.</source>
        <extracomment>%1 device or file</extracomment>
        <translation>A(z) %1 nem jelent ATA SMART-adatokat: nem ATA-meghajtó, vagy az USB-hídja nem továbbítja a SMART-parancsokat.</translation>
    </message>
    <message>
        <source>Reading SMART data from %1 failed: %2.</source>
        <extracomment>%1 device or file, %2 the system&apos;s error text</extracomment>
        <translation>A SMART-adatok olvasása sikertelen innen: %1: %2.</translation>
    </message>
    <message>
        <source>Unexpected power losses (SMART attribute 174)</source>
        <translation>Váratlan áramkimaradások (174-es SMART-attribútum)</translation>
    </message>
    <message>
        <source>Unsafe shutdowns (SMART attribute 192)</source>
        <translation>Nem biztonságos leállások (192-es SMART-attribútum)</translation>
    </message>
    <message>
        <source>Emergency head retracts at power-off (SMART attribute 192)</source>
        <translation>Vészhelyzeti fejvisszahúzások kikapcsoláskor (192-es SMART-attribútum)</translation>
    </message>
    <message>
        <source>The drive&apos;s answer to SMART RETURN STATUS did not come back (the registers were missing or not a known answer), so its own assessment is unknown; the attributes are shown as read.</source>
        <translation>Nem érkezett vissza a meghajtó válasza a SMART RETURN STATUS parancsra (a regiszterek hiányoztak, vagy nem ismert a válasz), így a saját értékelése ismeretlen; az attribútumok a beolvasott formában láthatók.</translation>
    </message>
    <message>
        <source>%1 is not a libatasmart SMART dump (tagged IDFY / SMST / SMDT / SMTH sections).</source>
        <extracomment>%1 file name</extracomment>
        <translation>A(z) %1 nem libatasmart SMART-kiírás (IDFY / SMST / SMDT / SMTH címkéjű szakaszok).</translation>
    </message>
    <message>
        <source>%1 is a virtual disk (%2) and answers no ATA health commands: the health of the drives behind it can be read on the host.</source>
        <extracomment>%1 device path, %2 who emulates the disk: &quot;QEMU&quot;, &quot;VMware&quot;, &quot;Hyper-V&quot;...</extracomment>
        <translation>A(z) %1 virtuális lemez (%2), és nem válaszol ATA-állapotparancsokra: a mögötte lévő meghajtók állapota a gazdagépen olvasható.</translation>
    </message>
    <message>
        <source>%1 is a %2 device: it has no health data of its own to read.</source>
        <extracomment>%1 device path, %2 transport such as &quot;virtio&quot; or &quot;loop&quot;</extracomment>
        <translation>A(z) %1 egy %2 eszköz: nincsenek saját, olvasható állapotadatai.</translation>
    </message>
    <message>
        <source>unknown</source>
        <translation>ismeretlen</translation>
    </message>
    <message>
        <source>The helper&apos;s health reply names no device.</source>
        <translation>A segédprogram állapotra vonatkozó válasza nem nevez meg eszközt.</translation>
    </message>
    <message>
        <source>Critical warning: the spare capacity has fallen below the drive&apos;s threshold.</source>
        <translation>Kritikus figyelmeztetés: a tartalékkapacitás a meghajtó küszöbértéke alá esett.</translation>
    </message>
    <message>
        <source>Critical warning: the temperature is outside the drive&apos;s limits.</source>
        <translation>Kritikus figyelmeztetés: a hőmérséklet kívül esik a meghajtó határértékein.</translation>
    </message>
    <message>
        <source>Critical warning: the drive&apos;s reliability is degraded by media errors or an internal error. Back up its data.</source>
        <translation>Kritikus figyelmeztetés: a meghajtó megbízhatóságát adathordozó-hibák vagy egy belső hiba rontják. Mentse az adatait.</translation>
    </message>
    <message>
        <source>Critical warning: the drive has made its media read-only. Copy its data elsewhere.</source>
        <translation>Kritikus figyelmeztetés: a meghajtó csak olvashatóvá tette az adathordozóját. Másolja máshová az adatait.</translation>
    </message>
    <message>
        <source>Critical warning: the backup for the drive&apos;s volatile memory has failed, so cached writes may be lost at a power cut.</source>
        <translation>Kritikus figyelmeztetés: a meghajtó felejtő memóriájának tartalékáramforrása meghibásodott, így a gyorsítótárban lévő írások áramkimaradáskor elveszhetnek.</translation>
    </message>
    <message>
        <source>Critical warning: the drive&apos;s persistent memory region has become read-only.</source>
        <translation>Kritikus figyelmeztetés: a meghajtó állandó memóriaterülete csak olvashatóvá vált.</translation>
    </message>
    <message>
        <source>Critical warning: bit %1, which this version of DriveProof does not know, is set.</source>
        <extracomment>%1 bit number of the NVMe critical warning byte</extracomment>
        <translation>Kritikus figyelmeztetés: a(z) %1. bit be van állítva, amelyet a DriveProof ezen verziója nem ismer.</translation>
    </message>
    <message>
        <source>Only %L1% spare capacity is left, below the drive&apos;s threshold of %L2%.</source>
        <extracomment>%1 spare capacity left in percent, %2 the drive&apos;s threshold in percent</extracomment>
        <translation>Csak %L1% tartalékkapacitás maradt, ami a meghajtó %L2%-os küszöbértéke alatt van.</translation>
    </message>
    <message>
        <source>The drive has used %L1% of its rated endurance: it has taken more writes than it was designed for.</source>
        <extracomment>%1 percentage of the rated endurance used, 100 or more</extracomment>
        <translation>A meghajtó elhasználta névleges élettartamának %L1%-át: több írást kapott, mint amennyire tervezték.</translation>
    </message>
    <message>
        <source>The drive has used %L1% of its rated endurance.</source>
        <extracomment>%1 percentage of the rated endurance used</extracomment>
        <translation>A meghajtó elhasználta névleges élettartamának %L1%-át.</translation>
    </message>
    <message numerus="yes">
        <source>The drive has recorded %Ln media or data integrity error(s).</source>
        <extracomment>%n number of errors (counts beyond the int range are shown as the int maximum)</extracomment>
        <translation>
            <numerusform>A meghajtó %Ln adathordozó- vagy adatintegritási hibát rögzített.</numerusform>
        </translation>
    </message>
    <message>
        <source>The drive is at %L1 °C, at or above its critical temperature of %L2 °C.</source>
        <extracomment>%1 current temperature in °C, %2 the drive&apos;s critical limit in °C</extracomment>
        <translation>A meghajtó hőmérséklete %L1 °C, ami eléri vagy meghaladja a %L2 °C-os kritikus hőmérsékletét.</translation>
    </message>
    <message>
        <source>The drive is at %L1 °C, at or above its warning temperature of %L2 °C.</source>
        <extracomment>%1 current temperature in °C, %2 the drive&apos;s warning limit in °C</extracomment>
        <translation>A meghajtó hőmérséklete %L1 °C, ami eléri vagy meghaladja a %L2 °C-os figyelmeztetési hőmérsékletét.</translation>
    </message>
    <message>
        <source>The drive is at %L1 °C, at or above %L2 °C, where most drives slow down to cool off.</source>
        <extracomment>%1 current temperature in °C, %2 a generic limit in °C</extracomment>
        <translation>A meghajtó hőmérséklete %L1 °C, ami eléri vagy meghaladja a %L2 °C-ot, ahol a legtöbb meghajtó lelassít, hogy lehűljön.</translation>
    </message>
    <message>
        <source>The NVMe health log reports no problems.</source>
        <translation>Az NVMe állapotnapló nem jelez problémát.</translation>
    </message>
    <message>
        <source>The helper&apos;s health reply has a reason without a code. Restart DriveProof after an update.</source>
        <translation>A segédprogram állapotra vonatkozó válasza kód nélküli okot tartalmaz. Frissítés után indítsa újra a DriveProofot.</translation>
    </message>
    <message>
        <source>The helper&apos;s health reply has reasons in a form this version does not read. Restart DriveProof after an update.</source>
        <translation>A segédprogram állapotra vonatkozó válasza olyan formában tartalmaz okokat, amelyet ez a verzió nem tud olvasni. Frissítés után indítsa újra a DriveProofot.</translation>
    </message>
    <message>
        <source>Reason %1 (%2)</source>
        <extracomment>a reason this version does not know (from a newer helper); %1 its code, %2 its arguments</extracomment>
        <translation>Ok: %1 (%2)</translation>
    </message>
    <message>
        <source>Rate of errors while reading; the raw value&apos;s meaning is the maker&apos;s own.</source>
        <translation>Olvasási hibák aránya; a nyers érték jelentését a gyártó határozza meg.</translation>
    </message>
    <message>
        <source>Time the platters take to reach full speed.</source>
        <translation>Az idő, amíg a lemezek elérik a teljes fordulatszámot.</translation>
    </message>
    <message>
        <source>Times the spindle started and stopped.</source>
        <translation>Hányszor indult el és állt meg a motor.</translation>
    </message>
    <message>
        <source>Sectors found bad and replaced by spares; a new drive has 0.</source>
        <translation>Hibásnak talált és tartalékkal pótolt szektorok; egy új meghajtóban 0.</translation>
    </message>
    <message>
        <source>Rate of head positioning errors; the raw value&apos;s meaning is the maker&apos;s own.</source>
        <translation>Fejpozicionálási hibák aránya; a nyers érték jelentését a gyártó határozza meg.</translation>
    </message>
    <message>
        <source>Hours the drive has been powered on.</source>
        <translation>Órák, amíg a meghajtó be volt kapcsolva.</translation>
    </message>
    <message>
        <source>Times the spindle needed more than one try to spin up.</source>
        <translation>Hányszor kellett a motornak több próbálkozás az induláshoz.</translation>
    </message>
    <message>
        <source>Times the drive was switched on.</source>
        <translation>Hányszor kapcsolták be a meghajtót.</translation>
    </message>
    <message>
        <source>How worn the flash is (erase cycles); the normalised value falls as it wears.</source>
        <translation>Mennyire kopott a flash-memória (törlési ciklusok); a normalizált érték a kopással csökken.</translation>
    </message>
    <message>
        <source>Times power was lost without the host telling the drive first.</source>
        <translation>Hányszor szűnt meg a tápellátás anélkül, hogy a számítógép előbb szólt volna a meghajtónak.</translation>
    </message>
    <message>
        <source>Blocks that went bad while in use.</source>
        <translation>Használat közben meghibásodott blokkok.</translation>
    </message>
    <message>
        <source>Data corrupted between the host interface and the media, inside the drive.</source>
        <translation>A meghajtón belül, az interfész és az adathordozó között sérült adatok.</translation>
    </message>
    <message>
        <source>Reads the drive could not correct and reported as errors.</source>
        <translation>Olvasások, amelyeket a meghajtó nem tudott kijavítani, és hibaként jelentett.</translation>
    </message>
    <message>
        <source>Commands that timed out, often from cabling or power trouble.</source>
        <translation>Időtúllépéssel végződött parancsok, gyakran kábel- vagy tápellátási gond miatt.</translation>
    </message>
    <message>
        <source>Temperature of the air around the drive.</source>
        <translation>A meghajtó körüli levegő hőmérséklete.</translation>
    </message>
    <message>
        <source>Times the heads were parked in an emergency because power went away.</source>
        <translation>Hányszor parkolták vészhelyzetben a fejeket áramkimaradás miatt.</translation>
    </message>
    <message>
        <source>Times the heads were parked and loaded again.</source>
        <translation>Hányszor parkolták le és töltötték vissza a fejeket.</translation>
    </message>
    <message>
        <source>Temperature of the drive.</source>
        <translation>A meghajtó hőmérséklete.</translation>
    </message>
    <message>
        <source>Times sectors were moved to spares.</source>
        <translation>Hányszor helyeztek át szektorokat a tartalékba.</translation>
    </message>
    <message>
        <source>Sectors that could not be read and wait to be rewritten or replaced.</source>
        <translation>Olvashatatlan szektorok, amelyek újraírásra vagy cserére várnak.</translation>
    </message>
    <message>
        <source>Sectors the drive&apos;s own scan could not read.</source>
        <translation>Szektorok, amelyeket a meghajtó saját ellenőrzése nem tudott beolvasni.</translation>
    </message>
    <message>
        <source>Transfers garbled on the cable; a count that grows means a bad cable or connector, not a bad drive.</source>
        <translation>A kábelen eltorzult átvitelek; a növekvő szám rossz kábelre vagy csatlakozóra utal, nem rossz meghajtóra.</translation>
    </message>
    <message>
        <source>Amount written to the drive, in the maker&apos;s units (often 512-byte sectors).</source>
        <translation>A meghajtóra írt mennyiség a gyártó egységeiben (gyakran 512 bájtos szektorokban).</translation>
    </message>
    <message>
        <source>Amount read from the drive, in the maker&apos;s units (often 512-byte sectors).</source>
        <translation>A meghajtóról olvasott mennyiség a gyártó egységeiben (gyakran 512 bájtos szektorokban).</translation>
    </message>
    <message>
        <source>Defined by the drive&apos;s maker; its meaning differs between models.</source>
        <translation>A meghajtó gyártója határozza meg; a jelentése modellenként eltér.</translation>
    </message>
    <message>
        <source>%1 °C (lowest %2, highest %3)</source>
        <extracomment>a drive temperature and the range it has seen; %1 now, %2 lowest, %3 highest</extracomment>
        <translation>%1 °C (legalacsonyabb %2, legmagasabb %3)</translation>
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
        <translation>%1 ó</translation>
    </message>
    <message>
        <source>%1 has %2 bytes instead of 512.</source>
        <translation>%1 mérete %2 bájt 512 helyett.</translation>
    </message>
    <message>
        <source>The drive returned no SCT Status.</source>
        <translation>A meghajtó nem adott vissza SCT-állapotot.</translation>
    </message>
    <message>
        <source>%1 is behind a USB bridge (%2, driver %3) that does not pass ATA commands through (SAT), so the drive&apos;s SMART records cannot be read over it. Connect the drive by SATA to read them.</source>
        <extracomment>%1 device path, %2 the USB bridge&apos;s name as it answers INQUIRY, %3 the USB driver (&quot;uas&quot; or &quot;usb-storage&quot;)</extracomment>
        <translation>%1 egy USB-híd (%2, illesztőprogram: %3) mögött van, amely nem engedi át az ATA-parancsokat (SAT), így a meghajtó SMART-feljegyzései rajta keresztül nem olvashatók. Csatlakoztassa a meghajtót SATA-n az olvasásukhoz.</translation>
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
        <translation>A(z) %1 (%2) attribútum értéke %3. A Backblaze-nél meghibásodott merevlemezek %4-ánál volt nullánál nagyobb, a működőknél %5-nál (%6).</translation>
    </message>
    <message>
        <source>In Google&apos;s fleet, drives were %1 times as likely to fail within 60 days after the first such event (%2).</source>
        <extracomment>%1 how many times, e.g. &quot;14&quot;, %2 the study it comes from</extracomment>
        <translation>A Google állományában a meghajtók az első ilyen esemény után %1-szer nagyobb eséllyel hibásodtak meg 60 napon belül (%2).</translation>
    </message>
    <message>
        <source>Pre-fail</source>
        <extracomment>SMART attribute type: its failure predicts the drive&apos;s failure</extracomment>
        <translation>Előhiba</translation>
    </message>
    <message>
        <source>Old-age</source>
        <translation>Öregedés</translation>
    </message>
    <message>
        <source>Always</source>
        <extracomment>SMART attribute: updated while the drive works / only by off-line scans</extracomment>
        <translation>Mindig</translation>
    </message>
    <message>
        <source>Offline</source>
        <translation>Offline</translation>
    </message>
    <message>
        <source>Errors the drive logged over its life; each one is a command that failed.</source>
        <translation>Hibák, amelyeket a meghajtó élete során naplózott; mindegyik egy sikertelen parancs.</translation>
    </message>
    <message>
        <source>%1 °C (lifetime %2 to %3 °C)</source>
        <extracomment>%1 temperature now, %2 lowest and %3 highest the drive ever had</extracomment>
        <translation>%1 °C (élete során %2–%3 °C)</translation>
    </message>
    <message>
        <source>The drive&apos;s temperature and its lifetime range, from its SCT Status.</source>
        <translation>A meghajtó hőmérséklete és élettartam alatti tartománya az SCT-állapot szerint.</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <extracomment>NVMe data units and what they make; %1 the count, %2 e.g. &quot;6.3 TB&quot;</extracomment>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>%1 min</source>
        <extracomment>a duration; %1 the number of minutes</extracomment>
        <translation>%1 perc</translation>
    </message>
    <message>
        <source>%1 s</source>
        <extracomment>a duration; %1 the number of seconds</extracomment>
        <translation>%1 mp</translation>
    </message>
    <message>
        <source>Problems the drive flags itself (spare, temperature, reliability, read-only, backup); 0 means none.</source>
        <translation>A meghajtó által maga jelzett problémák (tartalék, hőmérséklet, megbízhatóság, csak olvasható, mentés); 0: nincs.</translation>
    </message>
    <message>
        <source>The drive&apos;s overall temperature.</source>
        <translation>A meghajtó összesített hőmérséklete.</translation>
    </message>
    <message>
        <source>%1 (threshold %2)</source>
        <translation>%1 (küszöb: %2)</translation>
    </message>
    <message>
        <source>Reserve flash left for replacing worn blocks; the drive warns below the threshold.</source>
        <translation>A kopott blokkok cseréjére maradt flash-tartalék; a küszöb alatt a meghajtó figyelmeztet.</translation>
    </message>
    <message>
        <source>The maker&apos;s estimate of the rated life used; it can pass 100%.</source>
        <translation>A gyártó becslése a névleges élettartam felhasznált részéről; 100% fölé is mehet.</translation>
    </message>
    <message>
        <source>The same kind of warnings for the drive&apos;s endurance groups; 0 means none.</source>
        <translation>Ugyanilyen figyelmeztetések a meghajtó tartóssági csoportjaira; 0: nincs.</translation>
    </message>
    <message>
        <source>Amount the host read, in units of 512,000 bytes.</source>
        <translation>A számítógép által olvasott mennyiség 512 000 bájtos egységekben.</translation>
    </message>
    <message>
        <source>Amount the host wrote, in units of 512,000 bytes.</source>
        <translation>A számítógép által írt mennyiség 512 000 bájtos egységekben.</translation>
    </message>
    <message>
        <source>Read commands the drive completed.</source>
        <translation>A meghajtó által végrehajtott olvasási parancsok.</translation>
    </message>
    <message>
        <source>Write commands the drive completed.</source>
        <translation>A meghajtó által végrehajtott írási parancsok.</translation>
    </message>
    <message>
        <source>Minutes the drive was busy with commands.</source>
        <translation>Percek, amíg a meghajtó parancsokkal volt elfoglalva.</translation>
    </message>
    <message>
        <source>Data the drive could not read or write correctly.</source>
        <translation>Adatok, amelyeket a meghajtó nem tudott helyesen olvasni vagy írni.</translation>
    </message>
    <message>
        <source>Entries in the drive&apos;s error log over its life; many are harmless rejected commands.</source>
        <translation>A meghajtó hibanaplójának bejegyzései élete során; sok közülük ártalmatlanul elutasított parancs.</translation>
    </message>
    <message>
        <source>Minutes spent above the drive&apos;s warning temperature.</source>
        <translation>A meghajtó figyelmeztetési hőmérséklete fölött töltött percek.</translation>
    </message>
    <message>
        <source>Minutes spent above the drive&apos;s critical temperature.</source>
        <translation>A meghajtó kritikus hőmérséklete fölött töltött percek.</translation>
    </message>
    <message>
        <source>Temperature of one sensor inside the drive.</source>
        <translation>A meghajtó egyik belső érzékelőjének hőmérséklete.</translation>
    </message>
    <message>
        <source>Times the drive slowed itself down lightly to cool off.</source>
        <translation>Hányszor lassította le magát kissé a meghajtó, hogy lehűljön.</translation>
    </message>
    <message>
        <source>Times the drive slowed itself down hard to cool off.</source>
        <translation>Hányszor lassította le magát erősen a meghajtó, hogy lehűljön.</translation>
    </message>
    <message>
        <source>Seconds spent slowed down lightly for heat.</source>
        <translation>Hő miatt kissé lelassítva töltött másodpercek.</translation>
    </message>
    <message>
        <source>Seconds spent slowed down hard for heat.</source>
        <translation>Hő miatt erősen lelassítva töltött másodpercek.</translation>
    </message>
    <message>
        <source>ID</source>
        <extracomment>column titles of the SMART attribute table, as smartctl and GNOME Disks name them</extracomment>
        <translation>ID</translation>
    </message>
    <message>
        <source>Attribute</source>
        <translation>Attribútum</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>Érték</translation>
    </message>
    <message>
        <source>Worst</source>
        <translation>Legrosszabb</translation>
    </message>
    <message>
        <source>Threshold</source>
        <translation>Küszöb</translation>
    </message>
    <message>
        <source>Type</source>
        <translation>Típus</translation>
    </message>
    <message>
        <source>Updated</source>
        <translation>Frissítés</translation>
    </message>
    <message>
        <source>When failed</source>
        <translation>Mikor hibás</translation>
    </message>
    <message>
        <source>Raw value</source>
        <translation>Nyers érték</translation>
    </message>
    <message>
        <source>Meaning</source>
        <translation>Jelentés</translation>
    </message>
    <message>
        <source>Self-test</source>
        <translation>Önellenőrzés</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Eredmény</translation>
    </message>
    <message>
        <source>Power-on hours</source>
        <translation>Bekapcsolt órák</translation>
    </message>
    <message>
        <source>First failing sector</source>
        <translation>Első hibás szektor</translation>
    </message>
    <message>
        <source>Self-test log: empty.</source>
        <translation>Önellenőrzési napló: üres.</translation>
    </message>
    <message>
        <source>The drive, or the bridge in front of it, refused: %1.</source>
        <extracomment>%1 a list of ATA or NVMe commands, e.g. &quot;SMART READ LOG 06h&quot;</extracomment>
        <translation>A meghajtó vagy az előtte lévő híd elutasította: %1.</translation>
    </message>
    <message>
        <source>Failing now</source>
        <extracomment>a SMART attribute at or below its threshold now</extracomment>
        <translation>Most hibás</translation>
    </message>
    <message>
        <source>Failed in the past</source>
        <extracomment>a SMART attribute that reached its threshold once</extracomment>
        <translation>Korábban hibás volt</translation>
    </message>
    <message>
        <source>The data %1 returned could not be decoded: %2</source>
        <extracomment>%1 device path, %2 what is wrong with the data</extracomment>
        <translation>A(z) %1 által visszaadott adatok nem dekódolhatók: %2</translation>
    </message>
    <message>
        <source>The NVMe self-test log has %1 bytes instead of %2.</source>
        <translation>Az NVMe önellenőrzési napló %1 bájtos %2 helyett.</translation>
    </message>
    <message>
        <source>The drive in %1 does not offer a conveyance self-test.</source>
        <extracomment>%1 device path</extracomment>
        <translation>A(z) %1 meghajtója nem kínál szállítási önellenőrzést.</translation>
    </message>
    <message>
        <source>The drive in %1 does not offer self-tests.</source>
        <extracomment>%1 device path</extracomment>
        <translation>A(z) %1 meghajtója nem kínál önellenőrzést.</translation>
    </message>
    <message>
        <source>A self-test is already running on %1 (%2% done): wait for it, or abort it first.</source>
        <extracomment>%1 device path, %2 how far the running test is, in percent</extracomment>
        <translation>A(z) %1 eszközön már fut egy önellenőrzés (%2% kész): várja meg a végét, vagy előbb szakítsa meg.</translation>
    </message>
    <message>
        <source>A DriveProof test is running on %1: a self-test now would disturb it. Start the self-test when the test is done.</source>
        <extracomment>%1 device path</extracomment>
        <translation>A(z) %1 eszközön DriveProof-teszt fut: egy önellenőrzés most megzavarná. Indítsa az önellenőrzést, ha a teszt befejeződött.</translation>
    </message>
    <message>
        <source>%1 takes no self-test commands.</source>
        <extracomment>%1 device path</extracomment>
        <translation>%1 nem fogad önellenőrzési parancsokat.</translation>
    </message>
    <message>
        <source>Off-line scan</source>
        <extracomment>kind of drive self-test</extracomment>
        <translation>Offline ellenőrzés</translation>
    </message>
    <message>
        <source>Short</source>
        <extracomment>kind of drive self-test</extracomment>
        <translation>Rövid</translation>
    </message>
    <message>
        <source>Extended</source>
        <extracomment>kind of drive self-test</extracomment>
        <translation>Bővített</translation>
    </message>
    <message>
        <source>Conveyance</source>
        <extracomment>kind of drive self-test</extracomment>
        <translation>Szállítási</translation>
    </message>
    <message>
        <source>Selective</source>
        <extracomment>kind of drive self-test: only the ranges of sectors the host chose</extracomment>
        <translation>Szelektív</translation>
    </message>
    <message>
        <source>Vendor specific</source>
        <extracomment>kind of drive self-test</extracomment>
        <translation>Gyártóspecifikus</translation>
    </message>
    <message>
        <source>Completed without error</source>
        <translation>Hiba nélkül befejeződött</translation>
    </message>
    <message>
        <source>Aborted by the host</source>
        <translation>A számítógép megszakította</translation>
    </message>
    <message>
        <source>Interrupted by a reset</source>
        <translation>Egy újraindítás megszakította</translation>
    </message>
    <message>
        <source>Could not complete: fatal error</source>
        <translation>Nem fejeződött be: végzetes hiba</translation>
    </message>
    <message>
        <source>Failed (part unknown)</source>
        <translation>Sikertelen (ismeretlen rész)</translation>
    </message>
    <message>
        <source>Failed: electrical part</source>
        <translation>Sikertelen: elektromos rész</translation>
    </message>
    <message>
        <source>Failed: servo or seek</source>
        <translation>Sikertelen: szervó vagy fejmozgatás</translation>
    </message>
    <message>
        <source>Failed: read error</source>
        <translation>Sikertelen: olvasási hiba</translation>
    </message>
    <message>
        <source>Failed: suspected handling damage</source>
        <translation>Sikertelen: kezelési sérülés gyanúja</translation>
    </message>
    <message>
        <source>In progress</source>
        <translation>Folyamatban</translation>
    </message>
    <message>
        <source>Unknown status %1</source>
        <extracomment>%1 a status number the standard reserves</extracomment>
        <translation>Ismeretlen állapot: %1</translation>
    </message>
    <message>
        <source>Aborted: a namespace was removed</source>
        <translation>Megszakítva: egy névteret eltávolítottak</translation>
    </message>
    <message>
        <source>Aborted: the drive was formatted</source>
        <translation>Megszakítva: a meghajtót formázták</translation>
    </message>
    <message>
        <source>Failed in segment %1</source>
        <extracomment>%1 the number of the test segment that failed</extracomment>
        <translation>Sikertelen a(z) %1. szegmensben</translation>
    </message>
    <message>
        <source>Aborted for an unknown reason</source>
        <translation>Ismeretlen okból megszakítva</translation>
    </message>
    <message>
        <source>Aborted: the drive was sanitized</source>
        <translation>Megszakítva: a meghajtót törölték (sanitize)</translation>
    </message>
    <message>
        <source>Looks new: %1 power-on hours, %2 power cycles, %3 written.</source>
        <extracomment>%1 power-on hours, %2 power cycles, %3 amount written (&quot;1.2 GB&quot;)</extracomment>
        <translation>Újnak tűnik: %1 üzemóra, %2 bekapcsolás, %3 írva.</translation>
    </message>
    <message>
        <source>Used before: %1 power-on hours, %2 power cycles, %3 written. A drive sold as new has a few hours from the factory at most.</source>
        <extracomment>%1 power-on hours, %2 power cycles, %3 amount written (&quot;12 TB&quot;)</extracomment>
        <translation>Már használt: %1 üzemóra, %2 bekapcsolás, %3 írva. Egy újként eladott meghajtón legfeljebb néhány gyári óra van.</translation>
    </message>
    <message>
        <source>The drive counts 0 power-on hours but %1 written: its counters may have been reset.</source>
        <extracomment>%1 amount written (&quot;12 TB&quot;)</extracomment>
        <translation>A meghajtó 0 üzemórát számol, de %1 írva: a számlálóit talán lenullázták.</translation>
    </message>
    <message>
        <source>The drive counts %1 power cycles in %2 power-on hours, more than those hours can hold: its counters may have been reset.</source>
        <extracomment>%1 power cycles, %2 power-on hours</extracomment>
        <translation>A meghajtó %1 bekapcsolást számol %2 üzemóra alatt, többet, mint amennyi ennyi órába belefér: a számlálóit talán lenullázták.</translation>
    </message>
    <message>
        <source>%1 written of the %2 the maker rates this model for (%3%).</source>
        <extracomment>%1 amount written, %2 the rated endurance (&quot;600 TB&quot;), %3 percent of it</extracomment>
        <translation>%1 írva a gyártó által erre a modellre megadott %2 értékből (%3%).</translation>
    </message>
    <message>
        <source>Since DriveProof first read it (%1): %2 hours, %3 written.</source>
        <extracomment>%1 the date DriveProof first read the drive, %2 hours since, %3 amount written since</extracomment>
        <translation>Amióta a DriveProof először olvasta (%1): %2 óra, %3 írva.</translation>
    </message>
    <message>
        <source>new</source>
        <extracomment>is the drive new? the verdict</extracomment>
        <translation>új</translation>
    </message>
    <message>
        <source>used</source>
        <extracomment>is the drive new? the verdict</extracomment>
        <translation>használt</translation>
    </message>
    <message>
        <source>possibly reset</source>
        <extracomment>is the drive new? the verdict: its counters contradict each other</extracomment>
        <translation>talán lenullázott</translation>
    </message>
    <message>
        <source>Identify Namespace is too short (%1 bytes) for its LBA formats.</source>
        <extracomment>%1 bytes received</extracomment>
        <translation>Az Identify Namespace túl rövid (%1 bájt) az LBA-formátumaihoz.</translation>
    </message>
    <message>
        <source>Identify Namespace lists more LBA formats (%1) than there can be (%2).</source>
        <extracomment>%1 how many LBA formats the drive claims, %2 the most there can be</extracomment>
        <translation>Az Identify Namespace több LBA-formátumot sorol fel (%1), mint amennyi lehet (%2).</translation>
    </message>
    <message>
        <source>Identify Namespace says LBA format %1 is in use, but lists formats 0 to %2 only.</source>
        <extracomment>%1 the number of the format in use, %2 the highest number the drive lists</extracomment>
        <translation>Az Identify Namespace szerint a(z) %1. LBA-formátum van használatban, de csak a 0–%2. formátumokat sorolja fel.</translation>
    </message>
    <message>
        <source>In use: LBA format %1, sectors of %2 bytes with %3 bytes of metadata, which the drive marks as &quot;%4&quot;.</source>
        <extracomment>%1 LBA format number, %2 bytes per sector, %3 metadata bytes per sector, %4 how fast the drive says the format is (&quot;best&quot;, &quot;better&quot;, &quot;good&quot;, &quot;degraded&quot;)</extracomment>
        <translation>Használatban: %1. LBA-formátum, %2 bájtos szektorok %3 bájt metaadattal; a meghajtó besorolása: „%4”.</translation>
    </message>
    <message>
        <source>The drive offers %5-byte sectors marked &quot;%6&quot;, faster than the %2-byte ones in use (&quot;%3&quot;). Switching means reformatting the namespace, which erases everything on it: nvme format %1 --lbaf=%4 — DriveProof never does this.</source>
        <extracomment>%1 device (/dev/nvme0n1), %2 bytes per sector in use, %3 how fast the drive marks the format in use, %4 the faster format&apos;s number, %5 its bytes per sector, %6 how fast the drive marks it. The command stays as it is.</extracomment>
        <translation>A meghajtó „%6” besorolású, %5 bájtos szektorokat is kínál, ezek gyorsabbak a használt %2 bájtosaknál („%3”). A váltás a névtér újraformázását jelenti, ami mindent töröl róla: nvme format %1 --lbaf=%4 — a DriveProof ezt soha nem teszi meg.</translation>
    </message>
    <message>
        <source>None of the LBA formats the drive offers (%1) is marked faster than the one in use.</source>
        <extracomment>%1 how many LBA formats the drive offers (2 or more)</extracomment>
        <translation>A meghajtó által kínált LBA-formátumok (%1) egyike sincs gyorsabbnak besorolva a használtnál.</translation>
    </message>
    <message>
        <source>The namespace offers only the LBA format in use.</source>
        <translation>A névtér csak a használt LBA-formátumot kínálja.</translation>
    </message>
    <message>
        <source>LBA format %1 carries %2 bytes of metadata per sector; only software that handles metadata (end-to-end protection) uses it.</source>
        <extracomment>%1 LBA format number, %2 metadata bytes per sector</extracomment>
        <translation>A(z) %1. LBA-formátum szektoronként %2 bájt metaadatot hordoz; csak a metaadatokat kezelő szoftver (végponttól végpontig tartó védelem) használja.</translation>
    </message>
    <message>
        <source>LBA format note %1 (%2)</source>
        <extracomment>a finding this version does not know; %1 its code, %2 its arguments</extracomment>
        <translation>LBA-formátum megjegyzés: %1 (%2)</translation>
    </message>
    <message>
        <source>best</source>
        <comment>LBA format performance</comment>
        <extracomment>how fast the drive says an LBA format is: the fastest of four grades</extracomment>
        <translation>legjobb</translation>
    </message>
    <message>
        <source>better</source>
        <comment>LBA format performance</comment>
        <extracomment>how fast the drive says an LBA format is: the second of four grades</extracomment>
        <translation>jobb</translation>
    </message>
    <message>
        <source>good</source>
        <comment>LBA format performance</comment>
        <extracomment>how fast the drive says an LBA format is: the third of four grades</extracomment>
        <translation>jó</translation>
    </message>
    <message>
        <source>degraded</source>
        <comment>LBA format performance</comment>
        <extracomment>how fast the drive says an LBA format is: the slowest of four grades</extracomment>
        <translation>csökkent</translation>
    </message>
    <message>
        <source>not available</source>
        <extracomment>an LBA format the drive lists but does not offer now</extracomment>
        <translation>nem érhető el</translation>
    </message>
    <message>
        <source>%1 bytes, %2</source>
        <extracomment>%1 bytes per sector, %2 how fast the drive says it is</extracomment>
        <translation>%1 bájt, %2</translation>
    </message>
    <message>
        <source>%1 bytes + %2 bytes metadata, %3</source>
        <extracomment>%1 bytes per sector, %2 metadata bytes per sector, %3 how fast the drive says it is</extracomment>
        <translation>%1 bájt + %2 bájt metaadat, %3</translation>
    </message>
    <message>
        <source>%1 % left</source>
        <extracomment>%1 percent of the drive&apos;s rated life that is left</extracomment>
        <translation>%1% maradt</translation>
    </message>
    <message>
        <source>%1 % used</source>
        <extracomment>%1 percent of the drive&apos;s rated life that is used</extracomment>
        <translation>%1% elhasználva</translation>
    </message>
    <message>
        <source>Attribute %1 (%2) is at %3, at or below its threshold of %4: the part it watches is worn out or failing, though the drive does not count it as a failure prediction.</source>
        <extracomment>%1 attribute number, %2 its name, %3 its value now, %4 the threshold</extracomment>
        <translation>A(z) %1 (%2) attribútum értéke %3, ami a küszöbértékén (%4) vagy alatta van: az általa figyelt alkatrész elkopott vagy meghibásodóban van, bár a meghajtó ezt nem tekinti meghibásodás-előrejelzésnek.</translation>
    </message>
    <message>
        <source>Error log: the latest error happened at power-on hour %1.</source>
        <extracomment>%1 a power-on hour</extracomment>
        <translation>Hibanapló: a legutóbbi hiba %1 üzemóránál történt.</translation>
    </message>
    <message>
        <source>Self-test log: the latest self-test ran at power-on hour %1.</source>
        <extracomment>%1 a power-on hour</extracomment>
        <translation>Önellenőrzési napló: a legutóbbi önteszt %1 üzemóránál futott.</translation>
    </message>
    <message>
        <source>The error log has an error at power-on hour %1, but the power-on counter says %2 hours: the counter went back (reset, or run over), so it does not say how long the drive was used.</source>
        <extracomment>%1 the power-on hour the log stamped, %2 the power-on hours the counter says</extracomment>
        <translation>A hibanaplóban van egy hiba %1 üzemóránál, de az üzemóra-számláló %2 órát mutat: a számláló visszalépett (nullázták, vagy túlcsordult), így nem mutatja, mennyi ideig használták a meghajtót.</translation>
    </message>
    <message>
        <source>The self-test log has a test at power-on hour %1, but the power-on counter says %2 hours: the counter went back (reset, or run over), so it does not say how long the drive was used.</source>
        <extracomment>%1 the power-on hour the log stamped, %2 the power-on hours the counter says</extracomment>
        <translation>Az önellenőrzési naplóban van egy teszt %1 üzemóránál, de az üzemóra-számláló %2 órát mutat: a számláló visszalépett (nullázták, vagy túlcsordult), így nem mutatja, mennyi ideig használták a meghajtót.</translation>
    </message>
    <message>
        <source>The FARM log counts %1 power-on hours, but the SMART counter says %2: the SMART counter was reset, and the drive has been used for at least %1 hours.</source>
        <extracomment>%1 power-on hours in the FARM log, %2 power-on hours of the SMART counter</extracomment>
        <translation>A FARM-napló %1 üzemórát számol, de a SMART-számláló szerint %2: a SMART-számlálót lenullázták, és a meghajtót legalább %1 órán át használták.</translation>
    </message>
    <message>
        <source>The FARM log&apos;s spindle hours (%1) exceed its power-on hours (%2): its power-on hours were reset too.</source>
        <extracomment>%1 spindle hours, %2 power-on hours, both from the FARM log</extracomment>
        <translation>A FARM-naplóban a motorforgási órák (%1) meghaladják az üzemórákat (%2): a napló üzemóráit is lenullázták.</translation>
    </message>
    <message>
        <source>The FARM log&apos;s head-flight hours (%1) exceed its power-on hours (%2): its power-on hours were reset too.</source>
        <extracomment>%1 head-flight hours, %2 power-on hours, both from the FARM log</extracomment>
        <translation>A FARM-naplóban a fejrepülési órák (%1) meghaladják az üzemórákat (%2): a napló üzemóráit is lenullázták.</translation>
    </message>
    <message>
        <source>FARM log: %1 power-on hours, %2 spindle hours, %3 head-flight hours; assembled in week %4 of %5.</source>
        <extracomment>%1 power-on, %2 spindle, %3 head-flight hours; the drive was assembled in week %4 of the year %5 (e.g. &quot;17&quot;, &quot;2025&quot;)</extracomment>
        <translation>FARM-napló: %1 üzemóra, %2 motorforgási óra, %3 fejrepülési óra; a meghajtót a %5. év %4. hetében szerelték össze.</translation>
    </message>
    <message>
        <source>FARM log: %1 power-on hours, %2 spindle hours, %3 head-flight hours.</source>
        <extracomment>%1 power-on, %2 spindle, %3 head-flight hours</extracomment>
        <translation>FARM-napló: %1 üzemóra, %2 motorforgási óra, %3 fejrepülési óra.</translation>
    </message>
</context>
<context>
    <name>DriveProof::Helper</name>
    <message>
        <source>Not authorised to use %1: the authentication was cancelled or refused.</source>
        <extracomment>%1 device path</extracomment>
        <translation>Nincs jogosultsága a(z) %1 használatára: a hitelesítést megszakították vagy elutasították.</translation>
    </message>
    <message>
        <source>Could not ask polkit whether %1 may be used (%2). Make sure polkit is installed and running, then try again.</source>
        <extracomment>%1 device path, %2 D-Bus error text</extracomment>
        <translation>Nem sikerült megkérdezni a polkitet, hogy használható-e a(z) %1 (%2). Ellenőrizze, hogy a polkit telepítve van és fut, majd próbálja újra.</translation>
    </message>
    <message>
        <source>Not authorised to use %1: authentication is needed, but no authentication agent could ask for it. Start DriveProof from a desktop session, or run pkttyagent in this terminal.</source>
        <extracomment>%1 device path</extracomment>
        <translation>Nincs jogosultsága a(z) %1 használatára: hitelesítés szükséges, de egyetlen hitelesítési ügynök sem tudta bekérni. Indítsa a DriveProofot asztali munkamenetből, vagy futtassa a pkttyagent programot ebben a terminálban.</translation>
    </message>
    <message>
        <source>Not authorised to use %1. Ask an administrator to allow it.</source>
        <extracomment>%1 device path</extracomment>
        <translation>Nincs jogosultsága a(z) %1 használatára. Kérje meg a rendszergazdát, hogy engedélyezze.</translation>
    </message>
    <message>
        <source>%1 is a symbolic link. Give the device node itself, as lsblk lists it.</source>
        <extracomment>%1 device path</extracomment>
        <translation>A(z) %1 szimbolikus link. Magát az eszközcsomópontot adja meg, ahogy az lsblk listázza.</translation>
    </message>
    <message>
        <source>%1 is in use: it is mounted, or another program holds it exclusively. Unmount it or close that program, then try again.</source>
        <extracomment>%1 device path</extracomment>
        <translation>A(z) %1 használatban van: csatolva van, vagy egy másik program kizárólagosan lefoglalja. Válassza le vagy zárja be azt a programot, majd próbálja újra.</translation>
    </message>
    <message>
        <source>%1 could not be opened (%2): the device is gone or has no medium.</source>
        <extracomment>%1 device path, %2 system error text</extracomment>
        <translation>A(z) %1 nem nyitható meg (%2): az eszköz eltűnt, vagy nincs benne adathordozó.</translation>
    </message>
    <message>
        <source>%1 could not be opened: %2.</source>
        <extracomment>%1 device path, %2 system error text</extracomment>
        <translation>A(z) %1 nem nyitható meg: %2.</translation>
    </message>
    <message>
        <source>“%1” is not a device path the helper accepts. Give the kernel&apos;s name of a block device, such as /dev/sdb or /dev/nvme0n1, not a symbolic link such as /dev/disk/by-id/….</source>
        <extracomment>%1 the path the caller gave (shortened)</extracomment>
        <translation>A(z) „%1” nem olyan eszközútvonal, amelyet a segédprogram elfogad. Egy blokkeszköz kernelbeli nevét adja meg, például /dev/sdb vagy /dev/nvme0n1, ne szimbolikus linket, például /dev/disk/by-id/….</translation>
    </message>
    <message>
        <source>%1 is not a block device known to the kernel (there is no “%2” in /sys/class/block). Check the name with lsblk.</source>
        <extracomment>%1 device path, %2 kernel name</extracomment>
        <translation>A(z) %1 nem a kernel által ismert blokkeszköz (a /sys/class/block mappában nincs „%2”). Ellenőrizze a nevet az lsblk paranccsal.</translation>
    </message>
    <message>
        <source>%1 is not a block device node.</source>
        <extracomment>%1 device path</extracomment>
        <translation>A(z) %1 nem blokkeszköz-csomópont.</translation>
    </message>
    <message>
        <source>%1 is device %2, but the kernel says %4 is %3: the node does not belong to that device. Refusing to open it.</source>
        <extracomment>%1 device path, %2 and %3 device numbers like 8:16, %4 kernel name</extracomment>
        <translation>A(z) %1 a(z) %2 eszköz, de a kernel szerint a(z) %4 a(z) %3: a csomópont nem ahhoz az eszközhöz tartozik. A megnyitás elutasítva.</translation>
    </message>
    <message>
        <source>%1 is a partition, but this works on the whole drive. Use %2.</source>
        <extracomment>%1 partition path, %2 disk path</extracomment>
        <translation>A(z) %1 egy partíció, de ez a teljes meghajtón működik. Használja ezt: %2.</translation>
    </message>
    <message>
        <source>%1 disappeared while it was being checked.</source>
        <extracomment>%1 device path</extracomment>
        <translation>A(z) %1 eltűnt ellenőrzés közben.</translation>
    </message>
    <message>
        <source>%1 is in use and cannot be opened for writing: %2 Unmount, swapoff or stop that first.</source>
        <extracomment>%1 device path, %2 a sentence saying what uses it, e.g. &quot;/dev/sdb1 is mounted on /home.&quot;</extracomment>
        <translation>A(z) %1 használatban van, és nem nyitható meg írásra: %2 Előbb válassza le, kapcsolja ki a cserehelyet (swapoff), vagy állítsa le, ami használja.</translation>
    </message>
    <message>
        <source>%1 changed while it was being opened: it is no longer the device the kernel lists under that name. Refusing it.</source>
        <extracomment>%1 device path</extracomment>
        <translation>A(z) %1 megváltozott megnyitás közben: már nem az az eszköz, amelyet a kernel ezen a néven listáz. Elutasítva.</translation>
    </message>
    <message>
        <source>Unknown option “%1”, or a value of the wrong type, for %2. Known options: %3.</source>
        <extracomment>%1 option name, %2 device path, %3 list of known option names</extracomment>
        <translation>Ismeretlen „%1” kapcsoló vagy rossz típusú érték ehhez: %2. Ismert kapcsolók: %3.</translation>
    </message>
    <message>
        <source>none</source>
        <translation>nincs</translation>
    </message>
    <message>
        <source>Unknown mode “%1” for %2. Use “r”, “w” or “rw”.</source>
        <extracomment>%1 the mode the caller gave, %2 device path</extracomment>
        <translation>Ismeretlen „%1” mód ehhez: %2. Használja az „r”, „w” vagy „rw” értéket.</translation>
    </message>
    <message>
        <source>Unknown flag “%1” for %2. Known flags: direct, sync, dsync, exclusive.</source>
        <extracomment>%1 the flag the caller gave, %2 device path</extracomment>
        <translation>Ismeretlen „%1” jelző ehhez: %2. Ismert jelzők: direct, sync, dsync, exclusive.</translation>
    </message>
    <message>
        <source>The command to %1 failed.</source>
        <extracomment>%1 device path</extracomment>
        <translation>A(z) %1 eszköznek küldött parancs sikertelen.</translation>
    </message>
    <message>
        <source>%1 disappeared while it was being read.</source>
        <extracomment>%1 device path</extracomment>
        <translation>A(z) %1 eltűnt olvasás közben.</translation>
    </message>
    <message>
        <source>DriveProof&apos;s privileged helper, a D-Bus system service (%1). D-Bus starts it when DriveProof needs it; it is not meant to be run by hand.</source>
        <extracomment>%1 D-Bus service name</extracomment>
        <translation>A DriveProof jogosultsággal futó segédprogramja, egy D-Bus rendszerszolgáltatás (%1). A D-Bus indítja el, amikor a DriveProofnak szüksége van rá; nem kézi futtatásra való.</translation>
    </message>
    <message>
        <source>For tests: serve on the bus at ADDRESS instead of the system bus, and ask the polkit found there.</source>
        <translation>Tesztekhez: szolgáltatás az ADDRESS címen lévő buszon a rendszerbusz helyett, és az ott található polkit megkérdezése.</translation>
    </message>
    <message>
        <source>Exit after SECONDS without calls (default %1).</source>
        <extracomment>%1 number of seconds</extracomment>
        <translation>Kilépés SECONDS másodperc hívás nélküli idő után (alapértelmezés: %1).</translation>
    </message>
    <message>
        <source>Unknown self-test action “%1” for %2. Use “short”, “extended”, “conveyance”, “abort” or “status”.</source>
        <extracomment>%1 the action the caller gave, %2 device path</extracomment>
        <translation>Ismeretlen önellenőrzési művelet: „%1” ehhez: %2. Használja a „short”, „extended”, „conveyance”, „abort” vagy „status” egyikét.</translation>
    </message>
    <message>
        <source>A DriveProof test is running on %1: a self-test now would disturb it. Start the self-test when the test is done.</source>
        <extracomment>%1 device path</extracomment>
        <translation>A(z) %1 eszközön DriveProof-teszt fut: egy önellenőrzés most megzavarná. Indítsa az önellenőrzést, ha a teszt befejeződött.</translation>
    </message>
    <message>
        <source>Unknown purpose “%1” for %2. Known purposes: capacity-check.</source>
        <extracomment>%1 the purpose the caller gave, %2 device path</extracomment>
        <translation>Ismeretlen cél („%1”) ehhez: %2. Ismert célok: capacity-check.</translation>
    </message>
    <message>
        <source>A capacity check writes to %1: open it with mode “rw”.</source>
        <extracomment>%1 device path</extracomment>
        <translation>A kapacitásellenőrzés ír ide: %1; nyissa meg „rw” módban.</translation>
    </message>
</context>
<context>
    <name>DriveProof::PowerLoss</name>
    <message numerus="yes">
        <source>%Ln block(s) hold exactly what they should.</source>
        <translation>
            <numerusform>%Ln blokk pontosan azt tartalmazza, amit kell.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln block(s) hold data that was written to another place.</source>
        <translation>
            <numerusform>%Ln blokk olyan adatot tartalmaz, amelyet máshová írtak.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln block(s) hold data from before this test: the drive forgot the preparation.</source>
        <translation>
            <numerusform>%Ln blokk a teszt előtti adatot tartalmaz: a meghajtó elfelejtette az előkészítést.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln block(s) are half old, half new: a write tore inside a block.</source>
        <translation>
            <numerusform>%Ln blokk félig régi, félig új: egy írás a blokkon belül szakadt meg.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln block(s) have flipped bits.</source>
        <translation>
            <numerusform>%Ln blokkban átfordult bitek vannak.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln block(s) read back as zeros.</source>
        <translation>
            <numerusform>%Ln blokk nullákként olvasható vissza.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln block(s) read back erased (all ones).</source>
        <translation>
            <numerusform>%Ln blokk töröltként (csupa egyes) olvasható vissza.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln block(s) hold data nobody wrote.</source>
        <translation>
            <numerusform>%Ln blokk olyan adatot tartalmaz, amelyet senki sem írt.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln block(s) cannot be read.</source>
        <translation>
            <numerusform>%Ln blokk nem olvasható.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln acknowledged write(s) were lost.</source>
        <translation>
            <numerusform>%Ln nyugtázott írás elveszett.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln acknowledged write(s) survived only in part.</source>
        <translation>
            <numerusform>%Ln nyugtázott írás csak részben maradt meg.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln acknowledged write(s) were lost while later ones survived: the drive reorders writes across flushes.</source>
        <translation>
            <numerusform>%Ln nyugtázott írás elveszett, miközben későbbiek megmaradtak: a meghajtó az ürítéseken át átrendezi az írások sorrendjét.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln acknowledged write(s) just before the cut were lost: the drive acknowledges flushes before the data is safe.</source>
        <translation>
            <numerusform>Az áramtalanítás előtti utolsó %Ln nyugtázott írás elveszett: a meghajtó azelőtt nyugtázza az ürítéseket, hogy az adatok biztonságban lennének.</numerusform>
        </translation>
    </message>
    <message>
        <source>The drive cannot be read at all after the power cut.</source>
        <translation>Az áramtalanítás után a meghajtó egyáltalán nem olvasható.</translation>
    </message>
    <message>
        <source>The drive&apos;s identity or capacity changed after the power cut.</source>
        <translation>Az áramtalanítás után megváltozott a meghajtó azonosítója vagy kapacitása.</translation>
    </message>
    <message numerus="yes">
        <source>%Ln block(s) written only before the test were damaged: data at rest is not safe on this drive.</source>
        <translation>
            <numerusform>Megsérült %Ln olyan blokk, amelyet csak a teszt előtt írtak: a nyugvó adatok sincsenek biztonságban ezen a meghajtón.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln contradiction(s) between the witness&apos;s record and the test plan: a bug in DriveProof, so this run proves nothing.</source>
        <translation>
            <numerusform>%Ln ellentmondás van a tanú feljegyzése és a tesztterv között: ez a DriveProof hibája, így ez a futtatás semmit sem bizonyít.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>All %Ln acknowledged write(s) were lost.</source>
        <translation>
            <numerusform>Mind a(z) %Ln nyugtázott írás elveszett.</numerusform>
        </translation>
    </message>
    <message>
        <source>They were the last ones before the cut: the drive acknowledges flushes before the data is safe.</source>
        <translation>Ezek voltak az utolsók az áramtalanítás előtt: a meghajtó azelőtt nyugtázza az ürítéseket, hogy az adatok biztonságban lennének.</translation>
    </message>
    <message>
        <source>Cannot write the witness&apos;s salt %1: %2</source>
        <extracomment>%1 is a file path, %2 the system&apos;s error message.</extracomment>
        <translation>Nem írható a tanú sója (%1): %2</translation>
    </message>
    <message>
        <source>Cannot write the witness journal %1: %2</source>
        <extracomment>%1 is a file path, %2 the system&apos;s error message.</extracomment>
        <translation>Nem írható a tanú naplója (%1): %2</translation>
    </message>
    <message>
        <source>Damaged record at byte %1 with good records after it.</source>
        <translation>Sérült rekord a(z) %1. bájtnál, utána ép rekordokkal.</translation>
    </message>
    <message>
        <source>Record at byte %1 contradicts the run before it.</source>
        <extracomment>%1 is a byte offset in the witness journal file.</extracomment>
        <translation>A(z) %1. bájtnál lévő rekord ellentmond az előtte lévő futtatásnak.</translation>
    </message>
    <message>
        <source>Cannot truncate the torn end of the journal.</source>
        <translation>A napló szakadt vége nem csonkolható.</translation>
    </message>
    <message>
        <source>The simulated drive is already running.</source>
        <translation>A szimulált meghajtó már fut.</translation>
    </message>
    <message>
        <source>The simulated drive program %1 was not found. Install DriveProof completely (it lives in libexec) or set DRIVEPROOF_LYINGDISK to its path.</source>
        <extracomment>%1 is a program name</extracomment>
        <translation>A(z) %1 szimulált meghajtó program nem található. Telepítse a DriveProofot teljesen (a libexec mappában található), vagy állítsa a DRIVEPROOF_LYINGDISK változót az elérési útjára.</translation>
    </message>
    <message>
        <source>Cannot create the folder for the simulated drive.</source>
        <translation>Nem hozható létre a szimulált meghajtó mappája.</translation>
    </message>
    <message>
        <source>Something is already mounted on this folder. Unmount it first (fusermount3 -u).</source>
        <translation>Erre a mappára már csatolva van valami. Előbb válassza le (fusermount3 -u).</translation>
    </message>
    <message>
        <source>Cannot start the simulated drive: %1</source>
        <translation>A szimulált meghajtó nem indítható: %1</translation>
    </message>
    <message>
        <source>The simulated drive stopped before it was ready (exit status %1): %2</source>
        <extracomment>%1 is the program&apos;s exit status, %2 what it printed</extracomment>
        <translation>A szimulált meghajtó leállt, mielőtt elkészült volna (kilépési állapot: %1): %2</translation>
    </message>
    <message>
        <source>The simulated drive did not appear within %1 s: %2</source>
        <extracomment>%1 is a number of seconds, %2 what the program printed</extracomment>
        <translation>A szimulált meghajtó nem jelent meg %1 s alatt: %2</translation>
    </message>
    <message>
        <source>The simulated drive is not running.</source>
        <translation>A szimulált meghajtó nem fut.</translation>
    </message>
    <message>
        <source>Cannot signal the simulated drive.</source>
        <translation>Nem küldhető jelzés a szimulált meghajtónak.</translation>
    </message>
    <message>
        <source>The simulated drive did not confirm the power cut.</source>
        <translation>A szimulált meghajtó nem erősítette meg az áramtalanítást.</translation>
    </message>
    <message>
        <source>Cannot unmount the simulated drive. Run: fusermount3 -u -z %1</source>
        <translation>A szimulált meghajtó nem választható le. Futtassa: fusermount3 -u -z %1</translation>
    </message>
    <message>
        <source>The simulated drive did not stop in time; it was killed and its cache lost.</source>
        <translation>A szimulált meghajtó nem állt le időben; ki lett lőve, a gyorsítótára elveszett.</translation>
    </message>
    <message>
        <source>The simulated drive failed while stopping: %1</source>
        <extracomment>%1 is what the program printed</extracomment>
        <translation>A szimulált meghajtó leállás közben hibát észlelt: %1</translation>
    </message>
    <message>
        <source>Cannot save the pending test in %1: %2.</source>
        <extracomment>%1 file name, %2 the system&apos;s error text</extracomment>
        <translation>A függőben lévő teszt nem menthető ide: %1: %2.</translation>
    </message>
    <message>
        <source>Cannot write the autostart entry %1: %2.</source>
        <extracomment>%1 file name, %2 the system&apos;s error text</extracomment>
        <translation>Az automatikus indítási bejegyzés nem írható: %1: %2.</translation>
    </message>
    <message>
        <source>Practice mode needs FUSE, and /dev/fuse cannot be used here.</source>
        <translation>A gyakorló módhoz FUSE szükséges, de a /dev/fuse itt nem használható.</translation>
    </message>
    <message>
        <source>Practice mode needs fusermount3 (the fuse3 package).</source>
        <translation>A gyakorló módhoz a fusermount3 (fuse3 csomag) szükséges.</translation>
    </message>
    <message>
        <source>Practice mode needs driveproof-lyingdisk, which is not installed.</source>
        <translation>A gyakorló módhoz a driveproof-lyingdisk szükséges, amely nincs telepítve.</translation>
    </message>
    <message>
        <source>Cannot create a temporary folder for practice.</source>
        <translation>Nem hozható létre ideiglenes mappa a gyakorláshoz.</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a pairing code.</source>
        <extracomment>%1 what was given</extracomment>
        <translation>A(z) &apos;%1&apos; nem párosítási kód.</translation>
    </message>
    <message>
        <source>DriveProof simulated drive (%1)</source>
        <extracomment>the simulated drive of practice mode; %1 honest or lying</extracomment>
        <translation>DriveProof szimulált meghajtó (%1)</translation>
    </message>
    <message>
        <source>lying</source>
        <translation>hazug</translation>
    </message>
    <message>
        <source>honest</source>
        <translation>becsületes</translation>
    </message>
    <message>
        <source>Practice cancelled.</source>
        <translation>Gyakorlás megszakítva.</translation>
    </message>
    <message>
        <source>idle</source>
        <translation>tétlen</translation>
    </message>
    <message>
        <source>starting the simulated drive and witness</source>
        <extracomment>practice mode: the simulated drive and the local witness start</extracomment>
        <translation>a szimulált meghajtó és a tanú indítása</translation>
    </message>
    <message>
        <source>preparing</source>
        <extracomment>the test area is being filled with known data</extracomment>
        <translation>előkészítés</translation>
    </message>
    <message>
        <source>writing</source>
        <translation>írás</translation>
    </message>
    <message>
        <source>cutting the power</source>
        <extracomment>practice mode: the simulated power cut</extracomment>
        <translation>áramtalanítás</translation>
    </message>
    <message>
        <source>verifying</source>
        <translation>ellenőrzés</translation>
    </message>
    <message>
        <source>done</source>
        <translation>kész</translation>
    </message>
    <message>
        <source>failed</source>
        <translation>sikertelen</translation>
    </message>
    <message>
        <source>This is a virtual machine: pulling its virtual plug tests the host&apos;s storage stack, not a drive. Run the test on real hardware.</source>
        <translation>Ez egy virtuális gép: a virtuális tápkábel kihúzása a gazdagép tárolóvermét teszteli, nem egy meghajtót. Futtassa a tesztet valódi hardveren.</translation>
    </message>
    <message>
        <source>The machine runs on its battery: pulling the plug would not cut the power. Remove the battery, or use a machine without one.</source>
        <translation>A gép akkumulátorról működik: a tápkábel kihúzása nem szüntetné meg a tápellátást. Vegye ki az akkumulátort, vagy használjon akkumulátor nélküli gépet.</translation>
    </message>
    <message>
        <source>The drive sits behind a USB bridge, which may have a cache and flush rules of its own: the verdict is about the bridge and the drive together.</source>
        <translation>A meghajtó egy USB-híd mögött van, amelynek saját gyorsítótára és ürítési szabályai lehetnek: a minősítés a hídra és a meghajtóra együtt vonatkozik.</translation>
    </message>
    <message>
        <source>The drive&apos;s write cache is on. That is normal: the test shows whether the drive still keeps every write it acknowledged.</source>
        <translation>A meghajtó írási gyorsítótára be van kapcsolva. Ez normális: a teszt megmutatja, hogy a meghajtó így is megtart-e minden nyugtázott írást.</translation>
    </message>
    <message>
        <source>The drive&apos;s unsafe-shutdown counter cannot be read, so the verifier cannot confirm that the power really went away.</source>
        <translation>A meghajtó nem biztonságos leállási számlálója nem olvasható, így az ellenőrző fél nem tudja megerősíteni, hogy valóban megszűnt a tápellátás.</translation>
    </message>
    <message>
        <source>Choose a file or a device for the test area.</source>
        <translation>Válasszon fájlt vagy eszközt a tesztterülethez.</translation>
    </message>
    <message>
        <source>%1 is neither a regular file nor a block device.</source>
        <extracomment>%1 a path</extracomment>
        <translation>A(z) %1 sem szabályos fájl, sem blokkeszköz.</translation>
    </message>
    <message>
        <source>The folder %1 does not exist.</source>
        <extracomment>%1 a folder</extracomment>
        <translation>A(z) %1 mappa nem létezik.</translation>
    </message>
    <message>
        <source>The device %1 was not found.</source>
        <extracomment>%1 a device node</extracomment>
        <translation>A(z) %1 eszköz nem található.</translation>
    </message>
    <message>
        <source>No error.</source>
        <translation>Nincs hiba.</translation>
    </message>
    <message>
        <source>Not a DriveProof power-loss frame (bad magic).</source>
        <extracomment>The power-loss witness received bytes that are not a DriveProof frame.</extracomment>
        <translation>Nem DriveProof áramkimaradás-keret (hibás azonosító bájtok).</translation>
    </message>
    <message>
        <source>Unsupported power-loss protocol version: update DriveProof on both machines.</source>
        <translation>Nem támogatott áramkimaradás-protokollverzió: frissítse a DriveProofot mindkét gépen.</translation>
    </message>
    <message>
        <source>Unknown power-loss message type.</source>
        <translation>Ismeretlen áramkimaradás-üzenettípus.</translation>
    </message>
    <message>
        <source>Power-loss frame too long for its type.</source>
        <translation>Az áramkimaradás-keret túl hosszú a típusához.</translation>
    </message>
    <message>
        <source>Power-loss frame damaged in transit (CRC mismatch).</source>
        <translation>Az áramkimaradás-keret átvitel közben megsérült (CRC-eltérés).</translation>
    </message>
    <message>
        <source>Wrong pairing code: type the code the witness shows.</source>
        <extracomment>The pairing code is the code the witness shows and the user types on the writer.</extracomment>
        <translation>Hibás párosítási kód: azt a kódot írja be, amelyet a tanú megjelenít.</translation>
    </message>
    <message>
        <source>Power-loss frame replayed or out of order.</source>
        <translation>Az áramkimaradás-keret ismételten érkezett vagy rossz sorrendben.</translation>
    </message>
    <message>
        <source>Power-loss message malformed or with a value out of range.</source>
        <translation>Az áramkimaradás-üzenet hibás formátumú, vagy egy értéke a tartományon kívül esik.</translation>
    </message>
    <message>
        <source>Power-loss message not expected at this point.</source>
        <translation>Ezen a ponton nem várt áramkimaradás-üzenet.</translation>
    </message>
    <message>
        <source>Commit sequence numbers must increase.</source>
        <translation>A véglegesítések sorszámainak növekedniük kell.</translation>
    </message>
    <message>
        <source>This run is already known to the witness with other parameters.</source>
        <translation>A tanú ezt a futtatást már más paraméterekkel ismeri.</translation>
    </message>
    <message>
        <source>The witness knows no run with this id.</source>
        <translation>A tanú nem ismer ilyen azonosítójú futtatást.</translation>
    </message>
    <message>
        <source>This run has already ended.</source>
        <translation>Ez a futtatás már befejeződött.</translation>
    </message>
    <message>
        <source>The witness cannot keep this run&apos;s journal (disk error or damaged journal).</source>
        <translation>A tanú nem tudja megőrizni ennek a futtatásnak a naplóját (lemezhiba vagy sérült napló).</translation>
    </message>
    <message>
        <source>The witness has too many connections.</source>
        <translation>A tanúnak túl sok kapcsolata van.</translation>
    </message>
    <message>
        <source>The connection was silent for too long.</source>
        <translation>A kapcsolat túl sokáig hallgatott.</translation>
    </message>
    <message>
        <source>The same run connected again from elsewhere; this connection was closed.</source>
        <translation>Ugyanez a futtatás máshonnan újra csatlakozott; ez a kapcsolat bezárult.</translation>
    </message>
    <message>
        <source>The witness is busy with other verifiers; try again shortly.</source>
        <extracomment>The witness limits how many verifiers and ledger downloads it serves at once.</extracomment>
        <translation>A tanú más ellenőrző felekkel van elfoglalva; próbálja újra hamarosan.</translation>
    </message>
    <message>
        <source>Unknown reason.</source>
        <translation>Ismeretlen ok.</translation>
    </message>
    <message>
        <source>connecting to the witness</source>
        <translation>csatlakozás a tanúhoz</translation>
    </message>
    <message>
        <source>paused</source>
        <extracomment>writing paused while the witness cannot be reached</extracomment>
        <translation>szüneteltetve</translation>
    </message>
    <message>
        <source>stopped</source>
        <translation>leállítva</translation>
    </message>
    <message>
        <source>connecting</source>
        <translation>csatlakozás</translation>
    </message>
    <message>
        <source>connected</source>
        <translation>csatlakozva</translation>
    </message>
    <message>
        <source>unreachable</source>
        <translation>nem elérhető</translation>
    </message>
    <message>
        <source>refused</source>
        <translation>elutasítva</translation>
    </message>
    <message>
        <source>closed</source>
        <extracomment>the link to the witness was closed</extracomment>
        <translation>bezárva</translation>
    </message>
    <message>
        <source>Cannot create %1: %2.</source>
        <extracomment>%1 file, %2 the system&apos;s error text</extracomment>
        <translation>Nem hozható létre: %1: %2.</translation>
    </message>
    <message>
        <source>Cannot reserve space for %1: %2.</source>
        <extracomment>%1 file, %2 the system&apos;s error text</extracomment>
        <translation>Nem foglalható hely ehhez: %1: %2.</translation>
    </message>
    <message>
        <source>no answer to the handshake within %1 s</source>
        <extracomment>%1 a number of seconds</extracomment>
        <translation>nem érkezett válasz a kézfogásra %1 s alatt</translation>
    </message>
    <message>
        <source>Cannot reach the witness at %1: %2. Is driveproof-cli witness running there, and is the port open?</source>
        <extracomment>%1 the witness&apos;s address, %2 the network&apos;s error text</extracomment>
        <translation>A tanú nem érhető el itt: %1: %2. Fut ott a driveproof-cli witness, és nyitva van a port?</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a pairing code: type the 12 characters the witness shows.</source>
        <extracomment>%1 what the user typed</extracomment>
        <translation>A(z) &apos;%1&apos; nem párosítási kód: írja be a tanú által megjelenített 12 karaktert.</translation>
    </message>
    <message>
        <source>The test area on %1 is too small: give it at least 1 MiB.</source>
        <extracomment>%1 the file or device</extracomment>
        <translation>A tesztterület túl kicsi itt: %1. Legyen legalább 1 MiB.</translation>
    </message>
    <message>
        <source>The witness at %1 did not confirm every commit before the end.</source>
        <extracomment>%1 the witness&apos;s address</extracomment>
        <translation>A(z) %1 címen lévő tanú nem erősített meg minden véglegesítést a befejezés előtt.</translation>
    </message>
    <message>
        <source>The witness at %1 refused this writer: %2</source>
        <extracomment>%1 the witness&apos;s address, %2 why it refused</extracomment>
        <translation>A(z) %1 címen lévő tanú elutasította ezt az író felet: %2</translation>
    </message>
    <message>
        <source>The test area was filled and flushed before the run.</source>
        <translation>A tesztterület a futtatás előtt fel lett töltve és ürítve.</translation>
    </message>
    <message>
        <source>The witness never heard that the test area was prepared: start a new run.</source>
        <translation>A tanú nem kapott hírt a tesztterület előkészítéséről: indítson új futtatást.</translation>
    </message>
    <message>
        <source>Simulated power cut (practice mode): no reboot was expected.</source>
        <translation>Szimulált áramtalanítás (gyakorló mód): nem várható újraindítás.</translation>
    </message>
    <message>
        <source>The machine restarted after the test.</source>
        <translation>A gép a teszt után újraindult.</translation>
    </message>
    <message>
        <source>The boot id could not be compared, so a restart cannot be confirmed.</source>
        <translation>A rendszerindítás-azonosító nem hasonlítható össze, így az újraindítás nem erősíthető meg.</translation>
    </message>
    <message>
        <source>The machine has not restarted since the test: cut the power, then verify after the reboot.</source>
        <translation>A gép a teszt óta nem indult újra: áramtalanítson, majd az újraindítás után ellenőrizzen.</translation>
    </message>
    <message>
        <source>The drive has no unsafe-shutdown counter; this check was skipped.</source>
        <translation>A meghajtónak nincs nem biztonságos leállási számlálója; ez az ellenőrzés kimaradt.</translation>
    </message>
    <message>
        <source>The drive counted an unsafe shutdown (%1 → %2).</source>
        <extracomment>%1 and %2 counts of unsafe shutdowns reported by the drive</extracomment>
        <translation>A meghajtó nem biztonságos leállást számolt (%1 → %2).</translation>
    </message>
    <message>
        <source>The drive saw a clean shutdown (its unsafe-shutdown counter stayed at %1): pull the plug, don&apos;t press the power button.</source>
        <translation>A meghajtó szabályos leállást érzékelt (a nem biztonságos leállási számlálója %1 maradt): húzza ki a tápkábelt, ne a bekapcsológombot nyomja meg.</translation>
    </message>
    <message>
        <source>No commit reached the witness: let the test run before cutting the power.</source>
        <translation>Egyetlen véglegesítés sem jutott el a tanúhoz: hagyja futni a tesztet az áramtalanítás előtt.</translation>
    </message>
    <message>
        <source>Commits were reaching the witness until the cut.</source>
        <translation>A véglegesítések az áramtalanításig eljutottak a tanúhoz.</translation>
    </message>
    <message>
        <source>The last commit reached the witness %1 s before the writer went silent: the test was not writing when the power went.</source>
        <translation>Az utolsó véglegesítés %1 s-mal azelőtt jutott el a tanúhoz, hogy az író fél elhallgatott: a teszt nem írt, amikor megszűnt az áram.</translation>
    </message>
    <message>
        <source>Writes were in flight when the writer went silent.</source>
        <translation>Amikor az író fél elhallgatott, írások voltak folyamatban.</translation>
    </message>
    <message>
        <source>No write was in flight at the cut: every issued write had been acknowledged, so the cut tested nothing pending.</source>
        <translation>Az áramtalanításkor nem volt folyamatban írás: minden kiadott írást már nyugtáztak, így az áramtalanítás semmilyen függőben lévő írást nem tesztelt.</translation>
    </message>
    <message>
        <source>The link to the witness was alive until the cut.</source>
        <translation>A kapcsolat a tanúval az áramtalanításig élt.</translation>
    </message>
    <message>
        <source>The witness did not hear the writer until the cut.</source>
        <translation>A tanú az áramtalanításig nem hallott az író félről.</translation>
    </message>
    <message>
        <source>The writer stopped on an error before the cut: %1</source>
        <translation>Az író fél az áramtalanítás előtt hiba miatt leállt: %1</translation>
    </message>
    <message>
        <source>The writer reported no error.</source>
        <translation>Az író fél nem jelzett hibát.</translation>
    </message>
    <message>
        <source>The writer stopped on purpose before the cut: cut the power while the test is writing.</source>
        <translation>Az író fél szándékosan leállt az áramtalanítás előtt: áramtalanítson, miközben a teszt ír.</translation>
    </message>
    <message>
        <source>The writer did not stop on its own.</source>
        <translation>Az író fél nem állt le magától.</translation>
    </message>
    <message>
        <source>Not an address: %1. Use HOST:PORT or [IPv6]:PORT.</source>
        <extracomment>%1 is what the user typed as the witness address, e.g. 0.0.0.0:7070.
----------
%1 is the witness address the user typed.</extracomment>
        <translation>Nem cím: %1. Használja a HOST:PORT vagy az [IPv6]:PORT formát.</translation>
    </message>
    <message>
        <source>The witness refused: %1</source>
        <extracomment>%1 is the reason the witness gave.</extracomment>
        <translation>A tanú elutasította: %1</translation>
    </message>
    <message>
        <source>Lost the connection to the witness.</source>
        <translation>Megszakadt a kapcsolat a tanúval.</translation>
    </message>
    <message>
        <source>The witness did not answer in time.</source>
        <translation>A tanú nem válaszolt időben.</translation>
    </message>
    <message>
        <source>The ledger from the witness is damaged (size or digest mismatch).</source>
        <translation>A tanútól kapott nyilvántartás sérült (méret- vagy kivonateltérés).</translation>
    </message>
    <message>
        <source>The report is too large to keep on the witness.</source>
        <translation>A jelentés túl nagy ahhoz, hogy a tanún tárolható legyen.</translation>
    </message>
    <message>
        <source>Unexpected answer from the witness.</source>
        <translation>Váratlan válasz a tanútól.</translation>
    </message>
    <message>
        <source>Cannot open %1: %2.</source>
        <extracomment>%1 file, %2 the system&apos;s error text</extracomment>
        <translation>Nem nyitható meg: %1: %2.</translation>
    </message>
    <message>
        <source>The pending test has no valid pairing code.</source>
        <translation>A függőben lévő tesztnek nincs érvényes párosítási kódja.</translation>
    </message>
    <message>
        <source>Fetching the witness&apos;s record from %1</source>
        <extracomment>%1 the witness&apos;s address</extracomment>
        <translation>A tanú feljegyzésének lekérése innen: %1</translation>
    </message>
    <message>
        <source>Verification cancelled.</source>
        <translation>Ellenőrzés megszakítva.</translation>
    </message>
    <message>
        <source>Reading the drive&apos;s state</source>
        <translation>A meghajtó állapotának olvasása</translation>
    </message>
    <message>
        <source>Reading and checking the whole test area on %1</source>
        <extracomment>%1 file or device</extracomment>
        <translation>A teljes tesztterület olvasása és ellenőrzése itt: %1</translation>
    </message>
    <message>
        <source>Storing the report</source>
        <translation>A jelentés tárolása</translation>
    </message>
    <message>
        <source>Done</source>
        <translation>Kész</translation>
    </message>
    <message>
        <source>Cannot create the witness journal folder %1.</source>
        <extracomment>%1 is a folder path.</extracomment>
        <translation>Nem hozható létre a tanú naplómappája: %1.</translation>
    </message>
    <message>
        <source>Cannot derive the pairing key (not enough memory?).</source>
        <extracomment>The witness turns the pairing code into a key with Argon2id, which needs 64 MiB.</extracomment>
        <translation>Nem származtatható a párosítási kulcs (kevés a memória?).</translation>
    </message>
    <message>
        <source>The journal in folder %1 belongs to another run.</source>
        <translation>A(z) %1 mappában lévő napló egy másik futtatáshoz tartozik.</translation>
    </message>
    <message>
        <source>The journal of this run reached its limit of %1 bytes.</source>
        <extracomment>%1 is a size in bytes.</extracomment>
        <translation>A futtatás naplója elérte a %1 bájtos korlátot.</translation>
    </message>
    <message>
        <source>The witness claimed commits this writer never sent; reconnecting.</source>
        <extracomment>A high-water mark above the writer&apos;s own last commit: a forged or replayed answer.</extracomment>
        <translation>A tanú olyan véglegesítéseket állított, amelyeket ez az író fél soha nem küldött; újracsatlakozás.</translation>
    </message>
    <message>
        <source>Lost the connection to the witness; reconnecting.</source>
        <translation>Megszakadt a kapcsolat a tanúval; újracsatlakozás.</translation>
    </message>
    <message>
        <source>Cannot resolve %1: %2</source>
        <extracomment>%1 is a host name or address, %2 the resolver&apos;s error message.</extracomment>
        <translation>Nem oldható fel: %1: %2</translation>
    </message>
    <message>
        <source>Cannot listen on %1: %2</source>
        <extracomment>%1 is an address:port, %2 the system&apos;s error message.</extracomment>
        <translation>Nem lehet figyelni itt: %1: %2</translation>
    </message>
    <message>
        <source>Cannot reach the witness at %1: %2</source>
        <extracomment>%1 is the witness&apos;s address:port, %2 the system&apos;s error message.</extracomment>
        <translation>A tanú nem érhető el itt: %1: %2</translation>
    </message>
    <message>
        <source>This file system does not support direct I/O: the writer goes through the page cache, which the commits flush.</source>
        <translation>Ez a fájlrendszer nem támogatja a közvetlen I/O-t: az író fél a lapgyorsítótáron keresztül ír, amelyet a véglegesítések ürítenek.</translation>
    </message>
    <message>
        <source>Cannot open %1 for writing: %2.</source>
        <extracomment>%1 file or device, %2 the system&apos;s error text</extracomment>
        <translation>Nem nyitható meg írásra: %1: %2.</translation>
    </message>
    <message>
        <source>The power-loss test parameters are invalid.</source>
        <translation>Az áramkimaradásos teszt paraméterei érvénytelenek.</translation>
    </message>
    <message>
        <source>Preparing the test area failed: %1.</source>
        <extracomment>%1 the system&apos;s error text</extracomment>
        <translation>A tesztterület előkészítése sikertelen: %1.</translation>
    </message>
    <message>
        <source>Flushing the prepared test area failed: %1.</source>
        <translation>Az előkészített tesztterület ürítése sikertelen: %1.</translation>
    </message>
    <message>
        <source>Write %1 failed: %2. The run is invalid; the writer stopped and does not retry.</source>
        <extracomment>%1 the write&apos;s sequence number, %2 the system&apos;s error text</extracomment>
        <translation>A(z) %1. írás sikertelen: %2. A futtatás érvénytelen; az író fél leállt, és nem próbálkozik újra.</translation>
    </message>
    <message>
        <source>Committing up to write %1 failed: %2. The run is invalid; the writer stopped and does not retry.</source>
        <extracomment>%1 the last write&apos;s sequence number, %2 the system&apos;s error text</extracomment>
        <translation>A véglegesítés a(z) %1. írásig sikertelen: %2. A futtatás érvénytelen; az író fél leállt, és nem próbálkozik újra.</translation>
    </message>
    <message>
        <source>The witness&apos;s record contradicts this machine&apos;s own record of the test (%1), so it cannot be trusted and this run proves nothing about acknowledged writes.</source>
        <extracomment>%1 what the witness&apos;s record says against this machine&apos;s (in English, for a bug report)</extracomment>
        <translation>A tanú nyilvántartása ellentmond ennek a gépnek a tesztről vezetett saját nyilvántartásának (%1), ezért nem megbízható, és ez a futtatás semmit sem bizonyít a visszaigazolt írásokról.</translation>
    </message>
    <message>
        <source>This is not the run&apos;s witness: it answered with another salt than during the run.</source>
        <translation>Ez nem a futtatás tanúja: más sóval válaszolt, mint a futtatás alatt.</translation>
    </message>
    <message>
        <source>A frame from the witness arrived damaged or altered (%1); reconnecting.</source>
        <extracomment>%1 what was wrong with it, e.g. &quot;HMAC&quot; or &quot;CRC mismatch&quot;</extracomment>
        <translation>A tanútól érkező keret sérülten vagy megváltoztatva érkezett (%1); újracsatlakozás.</translation>
    </message>
    <message>
        <source>The witness could not prove the pairing code (a fake witness or altered traffic); reconnecting.</source>
        <translation>A tanú nem tudta igazolni a párosítási kódot (hamis tanú vagy megváltoztatott forgalom); újracsatlakozás.</translation>
    </message>
    <message>
        <source>The witness refused a frame that reached it damaged or altered (%1); reconnecting.</source>
        <extracomment>%1 the witness&apos;s reason, e.g. &quot;Power-loss frame damaged in transit&quot;</extracomment>
        <translation>A tanú elutasított egy keretet, amely sérülten vagy megváltoztatva érkezett hozzá (%1); újracsatlakozás.</translation>
    </message>
    <message>
        <source>The witness already keeps %1 runs: move old run folders out of its journal folder to make room.</source>
        <extracomment>%1 how many runs the witness keeps at most</extracomment>
        <translation>A tanú már %1 futtatást őriz: helyezzen át régi futtatásmappákat a naplómappájából, hogy legyen hely.</translation>
    </message>
    <message>
        <source>The witness holds %1 acknowledged writes in memory, as many as it may: this run cannot grow.</source>
        <extracomment>%1 a number of acknowledged writes</extracomment>
        <translation>A tanú %1 visszaigazolt írást tart a memóriában, annyit, amennyit szabad: ez a futtatás nem nőhet tovább.</translation>
    </message>
    <message numerus="yes">
        <source>The witness reports %n acknowledgement(s) this writer never sent, from seq %1, so its record cannot be trusted and this run proves nothing about acknowledged writes.</source>
        <extracomment>%n how many acknowledgements carry no valid receipt of this machine&apos;s writer, %1 the seq (a number) of the first of them</extracomment>
        <translation>
            <numerusform>A tanú %n olyan visszaigazolást jelez, amelyet ez az író fél sosem küldött, a(z) %1. sorszámtól kezdve, ezért a nyilvántartása nem megbízható, és ez a futtatás semmit sem bizonyít a visszaigazolt írásokról.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>DriveProof::Privilege</name>
    <message>
        <source>Cannot open %1: %2.</source>
        <extracomment>%1 device path, %2 the system&apos;s reason</extracomment>
        <translation>Nem nyitható meg: %1: %2.</translation>
    </message>
    <message>
        <source>The system bus is not running (%2), so DriveProof&apos;s helper cannot be reached for %1. Start D-Bus, or run as root.</source>
        <extracomment>%1 device path, %2 D-Bus error text</extracomment>
        <translation>A rendszerbusz nem fut (%2), így a DriveProof segédprogramja nem érhető el ehhez: %1. Indítsa el a D-Bust, vagy futtassa rootként.</translation>
    </message>
    <message>
        <source>DriveProof&apos;s helper sent an unexpected reply for %1.</source>
        <extracomment>%1 device path</extracomment>
        <translation>A DriveProof segédprogramja váratlan választ küldött erre: %1.</translation>
    </message>
    <message>
        <source>DriveProof&apos;s helper opened %1 but no file descriptor arrived.</source>
        <extracomment>%1 device path</extracomment>
        <translation>A DriveProof segédprogramja megnyitotta ezt: %1, de nem érkezett fájlleíró.</translation>
    </message>
    <message>
        <source>DriveProof&apos;s helper is not installed (%1 is not on the system bus): install the package, or run as root.</source>
        <extracomment>%1 D-Bus service name</extracomment>
        <translation>A DriveProof segédprogramja nincs telepítve (a(z) %1 nincs a rendszerbuszon): telepítse a csomagot, vagy futtassa rootként.</translation>
    </message>
    <message>
        <source>DriveProof&apos;s helper is installed but could not be started (%1). Reinstall DriveProof.</source>
        <extracomment>%1 D-Bus error text</extracomment>
        <translation>A DriveProof segédprogramja telepítve van, de nem indítható (%1). Telepítse újra a DriveProofot.</translation>
    </message>
    <message>
        <source>DriveProof&apos;s helper did not answer for %1 within %2 seconds. If an authentication dialog was open, try again.</source>
        <extracomment>%1 device path, %2 number of seconds</extracomment>
        <translation>A DriveProof segédprogramja %2 másodpercen belül nem válaszolt erre: %1. Ha nyitva volt egy hitelesítési ablak, próbálja újra.</translation>
    </message>
    <message>
        <source>The system bus refused the call to DriveProof&apos;s helper (%1): its D-Bus policy is missing or damaged. Reinstall DriveProof.</source>
        <extracomment>%1 D-Bus error text</extracomment>
        <translation>A rendszerbusz elutasította a DriveProof segédprogramjának hívását (%1): a D-Bus-házirendje hiányzik vagy sérült. Telepítse újra a DriveProofot.</translation>
    </message>
    <message>
        <source>DriveProof&apos;s helper failed for %1: %3 (%2).</source>
        <extracomment>%1 device path, %2 D-Bus error name, %3 D-Bus error text</extracomment>
        <translation>A DriveProof segédprogramja hibát adott erre: %1: %3 (%2).</translation>
    </message>
</context>
<context>
    <name>DriveProof::Report</name>
    <message>
        <source>a pair [bucket, count]</source>
        <translation>egy [bucket, count] pár</translation>
    </message>
    <message>
        <source>The test result is damaged: %1 names latency bucket %2, but the buckets end at %3.</source>
        <extracomment>%1 where in the file; %2 the bucket number found; %3 the last valid one</extracomment>
        <translation>A teszteredmény sérült: a(z) %1 a(z) %2. késleltetési tartományt nevezi meg, de a tartományok a(z) %3. tartománynál véget érnek.</translation>
    </message>
    <message>
        <source>The test result is damaged: %1 lists latency bucket %2 twice.</source>
        <extracomment>%1 where in the file; %2 a bucket number</extracomment>
        <translation>A teszteredmény sérült: a(z) %1 kétszer sorolja fel a(z) %2. késleltetési tartományt.</translation>
    </message>
    <message>
        <source>The test result is damaged: the latency buckets of %1 do not add up to its count.</source>
        <extracomment>%1 where in the file, e.g. measurements[0].histogram</extracomment>
        <translation>A teszteredmény sérült: a(z) %1 késleltetési tartományainak összege nem egyezik a darabszámával.</translation>
    </message>
    <message>
        <source>The test result is damaged: the minimum or maximum of %1 lies outside its lowest or highest latency bucket.</source>
        <extracomment>%1 where in the file, e.g. measurements[0].histogram</extracomment>
        <translation>A teszteredmény sérült: a(z) %1 minimuma vagy maximuma kívül esik a legalsó vagy legfelső késleltetési tartományán.</translation>
    </message>
    <message>
        <source>The test result is damaged: the sum of %1 cannot come from its latency buckets.</source>
        <extracomment>%1 where in the file, e.g. measurements[0].histogram</extracomment>
        <translation>A teszteredmény sérült: a(z) %1 összege nem adódhat a késleltetési tartományaiból.</translation>
    </message>
    <message>
        <source>%1: %2 commits/s</source>
        <extracomment>%1 the line&apos;s label, e.g. &quot;fdatasync, 1 × 8 kB&quot;; %2 commits per second</extracomment>
        <translation>%1: %2 véglegesítés/s</translation>
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
        <translation>%1 (hiba miatt leállt)</translation>
    </message>
    <message>
        <source>%1 (cancelled)</source>
        <extracomment>%1 the summary so far; a test the user cancelled</extracomment>
        <translation>%1 (megszakítva)</translation>
    </message>
    <message>
        <source>The result has no id, so it cannot be kept in the history.</source>
        <translation>Az eredménynek nincs azonosítója, így nem menthető az előzmények közé.</translation>
    </message>
    <message>
        <source>Cannot create the history folder %1. Check that your home folder is writable.</source>
        <extracomment>%1 folder path</extracomment>
        <translation>Nem hozható létre az előzmények mappája: %1. Ellenőrizze, hogy a saját mappája írható-e.</translation>
    </message>
    <message>
        <source>Cannot write %1: %2.</source>
        <extracomment>%1 file name, %2 the system&apos;s error text</extracomment>
        <translation>Nem írható: %1: %2.</translation>
    </message>
    <message>
        <source>The history holds no result with the id %1.</source>
        <extracomment>%1 a result id</extracomment>
        <translation>Az előzmények között nincs %1 azonosítójú eredmény.</translation>
    </message>
    <message>
        <source>The id %1 fits several results in the history; give the whole id.</source>
        <extracomment>%1 a short result id</extracomment>
        <translation>A(z) %1 azonosító több eredményre is illik az előzmények között; adja meg a teljes azonosítót.</translation>
    </message>
    <message>
        <source>Cannot delete %1: %2.</source>
        <extracomment>%1 file name, %2 the system&apos;s error text</extracomment>
        <translation>Nem törölhető: %1: %2.</translation>
    </message>
    <message>
        <source>The test result is damaged: %1 is missing.</source>
        <extracomment>%1 where in the file, e.g. measurements[2].iops</extracomment>
        <translation>A teszteredmény sérült: hiányzik ez: %1.</translation>
    </message>
    <message>
        <source>The test result is damaged: %1 should be %2.</source>
        <extracomment>%1 where in the file, e.g. measurements[2].iops; %2 what it should be, e.g. &quot;a number&quot;</extracomment>
        <translation>A teszteredmény sérült: a(z) %1 értékének ilyennek kellene lennie: %2.</translation>
    </message>
    <message>
        <source>The test result is damaged: %1 is %2, outside the range %3 to %4.</source>
        <extracomment>%1 where in the file, e.g. measurements[2].read_percent; %2 the value found there; %3 and %4 the smallest and largest value allowed</extracomment>
        <translation>A teszteredmény sérült: a(z) %1 értéke %2, ami kívül esik a(z) %3–%4 tartományon.</translation>
    </message>
    <message>
        <source>text</source>
        <translation>szöveg</translation>
    </message>
    <message>
        <source>true or false</source>
        <translation>true vagy false</translation>
    </message>
    <message>
        <source>true, false or null</source>
        <translation>true, false vagy null</translation>
    </message>
    <message>
        <source>a whole number</source>
        <translation>egész szám</translation>
    </message>
    <message>
        <source>a number</source>
        <translation>szám</translation>
    </message>
    <message>
        <source>a date and time (ISO 8601)</source>
        <translation>dátum és idő (ISO 8601)</translation>
    </message>
    <message>
        <source>a list</source>
        <translation>lista</translation>
    </message>
    <message>
        <source>an object</source>
        <translation>objektum</translation>
    </message>
    <message>
        <source>a list of six numbers</source>
        <translation>hat számból álló lista</translation>
    </message>
    <message>
        <source>one of info, good, caution, danger</source>
        <translation>az info, good, caution, danger egyike</translation>
    </message>
    <message>
        <source>This is not a DriveProof test result: it has no format_version.</source>
        <translation>Ez nem DriveProof-teszteredmény: nincs format_version mezője.</translation>
    </message>
    <message>
        <source>This test result has format %1, but this version of DriveProof reads formats up to %2. Open it with a newer DriveProof.</source>
        <extracomment>%1 the file&apos;s format number, %2 the newest format this version reads</extracomment>
        <translation>Ennek a teszteredménynek a formátuma %1, de a DriveProof ezen verziója legfeljebb a(z) %2. formátumig olvas. Nyissa meg egy újabb DriveProoffal.</translation>
    </message>
    <message>
        <source>This is not a DriveProof test result: the JSON breaks at byte %1 (%2).</source>
        <extracomment>%1 byte offset in the file, %2 what the JSON parser says</extracomment>
        <translation>Ez nem DriveProof-teszteredmény: a JSON a(z) %1. bájtnál megszakad (%2).</translation>
    </message>
    <message>
        <source>This is not a DriveProof test result: it holds no JSON object.</source>
        <translation>Ez nem DriveProof-teszteredmény: nem tartalmaz JSON-objektumot.</translation>
    </message>
    <message>
        <source>Cannot read %1: %2.</source>
        <extracomment>%1 file name, %2 the system&apos;s reason</extracomment>
        <translation>Nem olvasható: %1: %2.</translation>
    </message>
    <message>
        <source>%1 is too large to be a DriveProof test result.</source>
        <extracomment>%1 file name</extracomment>
        <translation>A(z) %1 túl nagy ahhoz, hogy DriveProof-teszteredmény legyen.</translation>
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
            <numerusform>%n mérés</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 s</source>
        <extracomment>a time per step; %1 seconds, e.g. &quot;5&quot; or &quot;0.5&quot;</extracomment>
        <translation>%1 s</translation>
    </message>
    <message>
        <source>temporary file</source>
        <translation>ideiglenes fájl</translation>
    </message>
    <message>
        <source>file</source>
        <translation>fájl</translation>
    </message>
    <message>
        <source>whole device</source>
        <translation>teljes eszköz</translation>
    </message>
    <message>
        <source>none (raw device)</source>
        <extracomment>where a run had no file system under it (the raw device)</extracomment>
        <translation>nincs (nyers eszköz)</translation>
    </message>
    <message>
        <source>They are different tests (%1 and %2).</source>
        <extracomment>%1 and %2 two test keys, e.g. &quot;quick&quot; and &quot;random&quot;</extracomment>
        <translation>Ezek különböző tesztek (%1 és %2).</translation>
    </message>
    <message>
        <source>They used different test sizes (%1 and %2): a small area fits a cache that a large one overflows.</source>
        <extracomment>%1 and %2 test sizes, e.g. &quot;128 MiB&quot; and &quot;1 GiB&quot;</extracomment>
        <translation>Különböző tesztméretet használtak (%1 és %2): egy kis terület belefér egy gyorsítótárba, amelyet egy nagy túlcsordít.</translation>
    </message>
    <message>
        <source>They ran on different kinds of target (%1 and %2): a file system adds its own work to every write.</source>
        <extracomment>%1 and %2 kinds of target, e.g. &quot;temporary file&quot; and &quot;whole device&quot;</extracomment>
        <translation>Különböző céltípuson futottak (%1 és %2): a fájlrendszer minden íráshoz saját munkát tesz hozzá.</translation>
    </message>
    <message>
        <source>They ran on different file systems (%1 and %2).</source>
        <extracomment>%1 and %2 file systems, e.g. &quot;ext4&quot; and &quot;btrfs&quot;</extracomment>
        <translation>Különböző fájlrendszeren futottak (%1 és %2).</translation>
    </message>
    <message>
        <source>They used different I/O engines (%1 and %2).</source>
        <extracomment>%1 and %2 I/O engines, e.g. &quot;io_uring&quot; and &quot;psync&quot;</extracomment>
        <translation>Különböző I/O-motort használtak (%1 és %2).</translation>
    </message>
    <message>
        <source>They ran for different times per step (%1 and %2).</source>
        <extracomment>%1 and %2 times per step, e.g. &quot;2 s&quot; and &quot;5 s&quot;</extracomment>
        <translation>Lépésenként eltérő ideig futottak (%1 és %2).</translation>
    </message>
    <message>
        <source>%1 per step</source>
        <extracomment>the time each step of a test ran; %1 e.g. &quot;5 s&quot;</extracomment>
        <translation>lépésenként %1</translation>
    </message>
    <message>
        <source>%1 on %2</source>
        <extracomment>%1 a kind of target (&quot;temporary file&quot;), %2 its file system (&quot;ext4&quot;)</extracomment>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>SEQ1M Q8T1, SEQ1M Q1T1, RND4K Q32T1, RND4K Q1T1 · %1 · %2 per step</source>
        <extracomment>the quick check&apos;s definition; %1 a test size (&quot;1 GiB&quot;), %2 a time per step (&quot;5 s&quot;). SEQ1M Q8T1 etc. are CrystalDiskMark&apos;s test names: keep them.</extracomment>
        <translation>SEQ1M Q8T1, SEQ1M Q1T1, RND4K Q32T1, RND4K Q1T1 · %1 · lépésenként %2</translation>
    </message>
    <message>
        <source>The history holds no result with the id %1, and there is no such file. &apos;driveproof-cli history DEVICE&apos; lists the ids.</source>
        <extracomment>%1 a result id or file name</extracomment>
        <translation>Az előzmények között nincs %1 azonosítójú eredmény, és ilyen fájl sincs. Az azonosítókat a &apos;driveproof-cli history DEVICE&apos; listázza.</translation>
    </message>
    <message>
        <source>a list of two numbers</source>
        <translation>két számból álló lista</translation>
    </message>
    <message>
        <source>%1 self-test: %2, at %3 power-on hours; first failing sector %4.</source>
        <extracomment>%1 kind of self-test (&quot;Short&quot;), %2 its result (&quot;Failed: read error&quot;), %3 the drive&apos;s power-on hours when it ended, %4 a sector number</extracomment>
        <translation>Önteszt (%1): %2, %3 üzemóránál; első hibás szektor: %4.</translation>
    </message>
    <message>
        <source>%1 self-test: %2, at %3 power-on hours.</source>
        <extracomment>%1 kind of self-test (&quot;Short&quot;), %2 its result (&quot;Completed without error&quot;), %3 the drive&apos;s power-on hours when it ended</extracomment>
        <translation>Önteszt (%1): %2, %3 üzemóránál.</translation>
    </message>
    <message>
        <source>read</source>
        <translation>olvasás</translation>
    </message>
    <message>
        <source>write</source>
        <translation>írás</translation>
    </message>
    <message>
        <source>mixed %1% read</source>
        <extracomment>%1 percentage of reads in a mixed workload, e.g. 70</extracomment>
        <translation>vegyes, %1% olvasás</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <extracomment>%1 a CrystalDiskMark-style preset name (SEQ1M Q8T1), %2 read/write/mixed</extracomment>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>block size %1, %2</source>
        <extracomment>a sweep point: %1 block size, %2 read/write</extracomment>
        <translation>blokkméret: %1, %2</translation>
    </message>
    <message>
        <source>queue depth %1, %2</source>
        <extracomment>a sweep point: %1 queue depth, %2 read/write</extracomment>
        <translation>sormélység: %1, %2</translation>
    </message>
    <message numerus="yes">
        <source>%n thread(s), %1</source>
        <extracomment>a sweep point: %n threads, %1 read/write</extracomment>
        <translation>
            <numerusform>%n szál, %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1, %n × 8 kB per commit</source>
        <extracomment>%1 a sync method name (fdatasync, open_datasync...), %n writes per commit</extracomment>
        <translation>
            <numerusform>%1, véglegesítésenként %n × 8 kB</numerusform>
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
        <translation>write, close, fsync (másik leíró)</translation>
    </message>
    <message>
        <source>write, no sync (baseline, not durable)</source>
        <translation>write, szinkronizálás nélkül (összehasonlítási alap, nem tartós)</translation>
    </message>
    <message>
        <source>O_DIRECT write, no sync (baseline, not durable)</source>
        <translation>O_DIRECT write, szinkronizálás nélkül (összehasonlítási alap, nem tartós)</translation>
    </message>
    <message>
        <source>sustained sequential write</source>
        <translation>tartós szekvenciális írás</translation>
    </message>
    <message>
        <source>surface scan (read)</source>
        <translation>felületvizsgálat (olvasás)</translation>
    </message>
    <message>
        <source>random reads, pass %1</source>
        <extracomment>%1 1 or 2: the pass of the hybrid-cache check</extracomment>
        <translation>véletlen olvasások, %1. menet</translation>
    </message>
    <message>
        <source>%1 (cache off)</source>
        <extracomment>a commit line measured with the drive&apos;s write cache switched off; %1 its label</extracomment>
        <translation>%1 (gyorsítótár ki)</translation>
    </message>
    <message>
        <source>Skipped: the block size %1 is larger than the test area (%2).</source>
        <extracomment>%1 block size, %2 test area size</extracomment>
        <translation>Kihagyva: a(z) %1 blokkméret nagyobb a tesztterületnél (%2).</translation>
    </message>
    <message>
        <source>Skipped: O_DIRECT writes of %1 bytes are smaller than the device&apos;s logical block size (%2 bytes).</source>
        <extracomment>%1 write size in bytes, %2 the device&apos;s logical block size in bytes</extracomment>
        <translation>Kihagyva: a(z) %1 bájtos O_DIRECT írások kisebbek az eszköz logikai blokkméreténél (%2 bájt).</translation>
    </message>
    <message>
        <source>Skipped: this file system does not support O_DIRECT.</source>
        <translation>Kihagyva: ez a fájlrendszer nem támogatja az O_DIRECT-et.</translation>
    </message>
    <message>
        <source>Skipped: the device rejects O_DIRECT writes of %1 bytes.</source>
        <extracomment>%1 write size in bytes</extracomment>
        <translation>Kihagyva: az eszköz elutasítja a(z) %1 bájtos O_DIRECT írásokat.</translation>
    </message>
</context>
<context>
    <name>DriveProof::Suites</name>
    <message>
        <source>The cache A/B test needs a drive whose write cache is on and can be switched; %1&apos;s is not. Run the commit test alone.</source>
        <extracomment>%1 device node</extracomment>
        <translation>A gyorsítótáras A/B teszthez olyan meghajtó kell, amelynek az írási gyorsítótára be van kapcsolva és átkapcsolható; a(z) %1 nem ilyen. Futtassa csak a véglegesítési tesztet.</translation>
    </message>
    <message>
        <source>Could not switch the write cache of %1 back on. Switch it on with &apos;driveproof-cli cache %1 --set on&apos;.</source>
        <extracomment>%1 device node</extracomment>
        <translation>A(z) %1 írási gyorsítótára nem kapcsolható vissza. Kapcsolja be ezzel: &apos;driveproof-cli cache %1 --set on&apos;.</translation>
    </message>
    <message>
        <source>Cannot open %1 for the commit test: %2.</source>
        <extracomment>%1 file or device, %2 the system&apos;s error text</extracomment>
        <translation>Nem nyitható meg a véglegesítési teszthez: %1: %2.</translation>
    </message>
    <message>
        <source>The commit test stopped at &quot;%1&quot;: writing to %2 failed: %3.</source>
        <extracomment>%1 the line&apos;s label, %2 file or device, %3 the system&apos;s error text</extracomment>
        <translation>A véglegesítési teszt leállt ennél a lépésnél: „%1”. Nem sikerült írni ide: %2: %3.</translation>
    </message>
    <message>
        <source>&quot;%1&quot; stopped on %2: %3</source>
        <extracomment>%1 the step&apos;s label, %2 file or device, %3 the error</extracomment>
        <translation>„%1” leállt itt: %2: %3</translation>
    </message>
    <message>
        <source>idle, so the drive can move hot data</source>
        <translation>tétlen idő, hogy a meghajtó áthelyezhesse a gyakran használt adatokat</translation>
    </message>
    <message>
        <source>Commit rate</source>
        <translation>Véglegesítési sebesség</translation>
    </message>
    <message>
        <source>Throughput</source>
        <translation>Átviteli sebesség</translation>
    </message>
    <message>
        <source>Sustained write</source>
        <translation>Tartós írás</translation>
    </message>
    <message>
        <source>Surface scan</source>
        <translation>Felületvizsgálat</translation>
    </message>
    <message>
        <source>Random I/O</source>
        <translation>Véletlen I/O</translation>
    </message>
    <message>
        <source>Quick check</source>
        <translation>Gyorsellenőrzés</translation>
    </message>
    <message>
        <source>Block size sweep</source>
        <translation>Blokkméret-pásztázás</translation>
    </message>
    <message>
        <source>Queue depth sweep</source>
        <translation>Sormélység-pásztázás</translation>
    </message>
    <message>
        <source>Thread sweep</source>
        <translation>Szálszám-pásztázás</translation>
    </message>
    <message>
        <source>Hybrid cache check</source>
        <translation>Hibrid gyorsítótár ellenőrzése</translation>
    </message>
    <message>
        <source>A drive test is running; suspending would spoil its numbers.</source>
        <translation>Meghajtóteszt fut; a felfüggesztés elrontaná a számait.</translation>
    </message>
    <message>
        <source>The cache A/B test needs to know the drive under the target, and it could not be found. Run the commit test alone.</source>
        <translation>A gyorsítótáras A/B tesztnek ismernie kell a cél alatti meghajtót, de az nem található. Futtassa csak a véglegesítési tesztet.</translation>
    </message>
    <message>
        <source>O_DIRECT is not supported here: the run is buffered, so the page cache is in the numbers.</source>
        <translation>Az O_DIRECT itt nem támogatott: a futtatás pufferelt, így a lapgyorsítótár is benne van a számokban.</translation>
    </message>
    <message>
        <source>%1 is in use: %2 DriveProof does not write to a device in use. Unmount it, swapoff it or stop what is built on it first.</source>
        <extracomment>%1 device node, %2 a sentence saying what uses it, e.g. &quot;/dev/loop0 backs the loop device /dev/loop1. /dev/loop1 is mounted on /mnt.&quot;</extracomment>
        <translation>A(z) %1 használatban van: %2 A DriveProof nem ír használatban lévő eszközre. Előbb válassza le, kapcsolja ki a cserehelyet (swapoff), vagy állítsa le, ami ráépül.</translation>
    </message>
    <message>
        <source>%1 is not a folder. Choose a folder on the drive to test.</source>
        <extracomment>%1 a folder</extracomment>
        <translation>A(z) %1 nem mappa. Válasszon egy mappát a tesztelendő meghajtón.</translation>
    </message>
    <message>
        <source>The test size must be at least 4 KiB.</source>
        <translation>A tesztméretnek legalább 4 KiB-nak kell lennie.</translation>
    </message>
    <message>
        <source>%1 has too little free space for a %2 test file (%3 free). Choose a smaller size or another folder.</source>
        <extracomment>%1 folder, %2 the size asked for, %3 free space</extracomment>
        <translation>A(z) %1 helyen túl kevés a szabad hely egy %2 méretű tesztfájlhoz (szabad: %3). Válasszon kisebb méretet vagy másik mappát.</translation>
    </message>
    <message>
        <source>Cannot create a test file in %1: %2. Choose a folder you can write to.</source>
        <extracomment>%1 folder, %2 the system&apos;s error text</extracomment>
        <translation>Nem hozható létre tesztfájl itt: %1: %2. Válasszon olyan mappát, amelybe írhat.</translation>
    </message>
    <message>
        <source>Preparing the test file</source>
        <translation>A tesztfájl előkészítése</translation>
    </message>
    <message>
        <source>Cannot prepare the test file %1: %2.</source>
        <extracomment>%1 the test file, %2 what failed, in English from the system</extracomment>
        <translation>A(z) %1 tesztfájl nem készíthető elő: %2.</translation>
    </message>
    <message>
        <source>%1 is not an existing regular file. Name a file, or choose a folder for a temporary test file.</source>
        <extracomment>%1 a path</extracomment>
        <translation>A(z) %1 nem létezik, vagy nem szabályos fájl. Adjon meg egy fájlt, vagy válasszon mappát egy ideiglenes tesztfájlhoz.</translation>
    </message>
    <message>
        <source>%1 is smaller than 4 KiB: too small to test. DriveProof never grows a file it did not create.</source>
        <extracomment>%1 a file</extracomment>
        <translation>A(z) %1 kisebb 4 KiB-nál: túl kicsi a teszteléshez. A DriveProof soha nem növel meg olyan fájlt, amelyet nem ő hozott létre.</translation>
    </message>
    <message>
        <source>Cannot open %1: %2.</source>
        <extracomment>%1 file, %2 the system&apos;s error text
----------
%1 device node, %2 the system&apos;s error text</extracomment>
        <translation>Nem nyitható meg: %1: %2.</translation>
    </message>
    <message>
        <source>Writing to %1 destroys what is on it. Confirm by typing the device name, or pass --destructive.</source>
        <extracomment>%1 device node</extracomment>
        <translation>A(z) %1 eszközre írás megsemmisíti a rajta lévő adatokat. Erősítse meg az eszköz nevének beírásával, vagy adja meg a --destructive kapcsolót.</translation>
    </message>
    <message>
        <source>%L1 IOPS</source>
        <extracomment>I/O operations per second</extracomment>
        <translation>%L1 IOPS</translation>
    </message>
    <message>
        <source>fdatasync commits at %1 per second, faster than the platters turn (%2 rpm allows about %3 per second with one thread): a volatile or battery-backed cache acknowledges the commits. Run the power-loss test to learn whether it keeps them.</source>
        <extracomment>%1 commits per second, %2 rotation rate, %3 the most commits per second it allows</extracomment>
        <translation>Az fdatasync másodpercenként %1 véglegesítést végez, gyorsabban, mint ahogy a lemeztányérok forognak (%2 rpm egy szállal kb. %3 véglegesítést enged másodpercenként): egy felejtő vagy akkumulátorral védett gyorsítótár nyugtázza a véglegesítéseket. Futtassa az áramkimaradásos tesztet, hogy megtudja, megtartja-e őket.</translation>
    </message>
    <message>
        <source>fdatasync commits at %1 per second, within what %2 rpm allows (about %3 per second): each commit waits for the platter.</source>
        <extracomment>%1 commits per second, %2 rotation rate, %3 the most commits per second it allows</extracomment>
        <translation>Az fdatasync másodpercenként %1 véglegesítést végez, ami belefér abba, amit %2 rpm enged (kb. %3 másodpercenként): minden véglegesítés a lemeztányérra vár.</translation>
    </message>
    <message>
        <source>With the drive&apos;s write cache off, fdatasync still commits at %1 per second, above the %3 per second that %2 rpm allows: the setting was ignored or another cache answers.</source>
        <extracomment>%1 commits per second, %2 rotation rate, %3 the most commits per second it allows</extracomment>
        <translation>Kikapcsolt írási gyorsítótárral is másodpercenként %1 véglegesítést végez az fdatasync, ami több a %2 rpm által engedett másodpercenkénti %3 értéknél: a beállítást figyelmen kívül hagyták, vagy egy másik gyorsítótár válaszol.</translation>
    </message>
    <message>
        <source>Each fdatasync sent %2 flushes to %1: flushes reach the device.</source>
        <extracomment>%1 device name, %2 flushes per commit (a decimal number)</extracomment>
        <translation>Minden fdatasync %2 ürítést küldött ide: %1; az ürítések eljutnak az eszközig.</translation>
    </message>
    <message>
        <source>Flushes are not reaching %1: fdatasync sent none although the kernel treats the device as write back. Something between DriveProof and the drive swallows them (a hypervisor, a RAID or device-mapper layer).</source>
        <extracomment>%1 device name</extracomment>
        <translation>Az ürítések nem jutnak el ide: %1. Az fdatasync egyet sem küldött, pedig a kernel write back eszközként kezeli. Valami elnyeli őket a DriveProof és a meghajtó között (egy hipervizor, egy RAID- vagy device-mapper-réteg).</translation>
    </message>
    <message>
        <source>Flushes are not reaching %1: the kernel treats it as write through (queue/write_cache) and sends it no flushes. If the drive&apos;s own cache is on, committed data can be lost at a power cut.</source>
        <extracomment>%1 device name</extracomment>
        <translation>Az ürítések nem jutnak el ide: %1. A kernel write through eszközként kezeli (queue/write_cache), és nem küld neki ürítést. Ha a meghajtó saját gyorsítótára be van kapcsolva, a véglegesített adatok áramkimaradáskor elveszhetnek.</translation>
    </message>
    <message>
        <source>The kernel sends %1 no flushes while its write cache is off for this half of the test (it treats the device as write through): as expected.</source>
        <extracomment>%1 device name</extracomment>
        <translation>A kernel nem küld ürítést ide: %1, amíg a teszt ezen felében ki van kapcsolva az írási gyorsítótára (write through eszközként kezeli): ez a várt viselkedés.</translation>
    </message>
    <message>
        <source>Flushes are not reaching %1: the file system is mounted with nobarrier, so the kernel sends no flushes. Committed data can be lost at a power cut.</source>
        <extracomment>%1 device name</extracomment>
        <translation>Az ürítések nem jutnak el ide: %1. A fájlrendszer nobarrier beállítással van csatolva, így a kernel nem küld ürítést. A véglegesített adatok áramkimaradáskor elveszhetnek.</translation>
    </message>
    <message>
        <source>This drive acknowledges %1 commits per second with its write cache on. Only the power-loss test can tell whether it keeps them.</source>
        <extracomment>%1 commits per second</extracomment>
        <translation>Ez a meghajtó bekapcsolt írási gyorsítótárral másodpercenként %1 véglegesítést nyugtáz. Csak az áramkimaradásos teszt mutatja meg, hogy megtartja-e őket.</translation>
    </message>
    <message>
        <source>This drive acknowledges %1 commits per second with its write cache on and %2 with it off.</source>
        <extracomment>%1 commits per second with the cache on, %2 with it off</extracomment>
        <translation>Ez a meghajtó bekapcsolt írási gyorsítótárral másodpercenként %1, kikapcsolttal %2 véglegesítést nyugtáz.</translation>
    </message>
    <message>
        <source>The write rate fell from %1 to %2 after %3 had been written: a cache ran out.</source>
        <extracomment>%1 and %2 transfer rates, %3 an amount of data</extracomment>
        <translation>Az írási sebesség %1 értékről %2 értékre esett, miután %3 adat kiírásra került: elfogyott egy gyorsítótár.</translation>
    </message>
    <message>
        <source>The write rate held at about %1 over all %2.</source>
        <extracomment>%1 a transfer rate, %2 an amount of data</extracomment>
        <translation>Az írási sebesség a teljes %2 során kb. %1 maradt.</translation>
    </message>
    <message>
        <source>Reads ran at %1 at the start and %2 at the end; the slowest stretch read at %3, at %4.</source>
        <extracomment>%1..%3 transfer rates, %4 a position on the drive (an amount of data)</extracomment>
        <translation>Az olvasás az elején %1, a végén %2 sebességgel futott; a leglassabb szakasz olvasási sebessége %3 volt, itt: %4.</translation>
    </message>
    <message numerus="yes">
        <source>%n stretch(es) read at less than half the median rate: the drive retried there, or remapped sectors slow it down. Look at its health.</source>
        <translation>
            <numerusform>%n szakasz olvasási sebessége a medián sebesség felénél kisebb volt: a meghajtó ott újrapróbálkozott, vagy áthelyezett szektorok lassítják. Nézze meg az állapotát.</numerusform>
        </translation>
    </message>
    <message>
        <source>The second pass was %1 times as fast (%2 → %3): the drive moved the data to faster storage while idle.</source>
        <extracomment>%1 how many times faster (a decimal number), %2 and %3 IOPS before and after</extracomment>
        <translation>A második menet gyorsabb volt (%2 → %3, %1×): a meghajtó a tétlen idő alatt gyorsabb tárolóra helyezte át az adatokat.</translation>
    </message>
    <message>
        <source>The second pass ran at %2 against %1 before: no sign of a cache that promotes hot data while the drive is idle.</source>
        <extracomment>%1 and %2 IOPS of the first and the second pass</extracomment>
        <translation>A második menet %2 értékkel futott az előző %1 értékkel szemben: semmi jele olyan gyorsítótárnak, amely tétlen állapotban előrébb hozza a gyakran használt adatokat.</translation>
    </message>
    <message>
        <source>O_DIRECT is not supported on this file system: the run was buffered, so the page cache is in the numbers.</source>
        <translation>Ezen a fájlrendszeren az O_DIRECT nem támogatott: a futtatás pufferelt volt, így a lapgyorsítótár is benne van a számokban.</translation>
    </message>
    <message>
        <source>This is a virtual machine (%1): the numbers describe the hypervisor&apos;s storage, not the drive&apos;s.</source>
        <extracomment>%1 the hypervisor, e.g. kvm</extracomment>
        <translation>Ez egy virtuális gép (%1): a számok a hipervizor tárolóját írják le, nem a meghajtóét.</translation>
    </message>
    <message>
        <source>%1 is mounted with barriers off (%2): the kernel sends the drive no flushes, so no commit there is durable.</source>
        <extracomment>%1 mount point, %2 mount options</extracomment>
        <translation>A(z) %1 kikapcsolt barrierekkel van csatolva (%2): a kernel nem küld ürítést a meghajtónak, így ott egyetlen véglegesítés sem tartós.</translation>
    </message>
    <message>
        <source>%L1 %2</source>
        <extracomment>a transfer rate; %L1 the number, %2 its unit (&quot;MB/s&quot; or &quot;MiB/s&quot;)</extracomment>
        <translation>%L1 %2</translation>
    </message>
    <message>
        <source>SATA, link speed unknown</source>
        <translation>SATA, a kapcsolat sebessége ismeretlen</translation>
    </message>
    <message>
        <source>SATA %1 Gb/s</source>
        <extracomment>%1 the SATA link speed in Gb/s, e.g. 6</extracomment>
        <translation>SATA %1 Gb/s</translation>
    </message>
    <message>
        <source>PCIe, link speed unknown</source>
        <translation>PCIe, a kapcsolat sebessége ismeretlen</translation>
    </message>
    <message>
        <source>PCIe %1 x%2</source>
        <extracomment>%1 the PCIe generation (&quot;3.0&quot;), %2 lanes in use</extracomment>
        <translation>PCIe %1 x%2</translation>
    </message>
    <message>
        <source>USB, link speed unknown</source>
        <translation>USB, a kapcsolat sebessége ismeretlen</translation>
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
        <translation>%1 (~%2 használható)</translation>
    </message>
    <message>
        <source>%1 (the drive can do PCIe %2 x%3)</source>
        <extracomment>%1 the PCIe link now (&quot;PCIe 3.0 x2&quot;), %2 PCIe generation (&quot;4.0&quot;), %3 lanes</extracomment>
        <translation>%1 (a meghajtó PCIe %2 x%3 kapcsolatra képes)</translation>
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
        <translation>merevlemez (%L1 rpm)</translation>
    </message>
    <message>
        <source>hard disk</source>
        <translation>merevlemez</translation>
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
        <translation>USB-híd mögötti meghajtó</translation>
    </message>
    <message>
        <source>virtual disk</source>
        <translation>virtuális lemez</translation>
    </message>
    <message>
        <source>%1 is more than a %2 link can carry (%3): the link is emulated or misreported (a virtual machine, or a cache in front of the drive), so this number says nothing about the drive.</source>
        <extracomment>%1 a measured transfer rate, %2 the link (&quot;SATA 1.5 Gb/s&quot;), %3 the most it carries</extracomment>
        <translation>%1 több, mint amennyit egy %2 kapcsolat át tud vinni (%3): a kapcsolat emulált vagy hibásan jelentett (virtuális gép, vagy gyorsítótár a meghajtó előtt), így ez a szám semmit sem mond a meghajtóról.</translation>
    </message>
    <message>
        <source>Writes at %1: the limit of its %2 link (%3 at most) — as fast as it can be here.</source>
        <extracomment>%1 a transfer rate, %2 the link (&quot;SATA 6 Gb/s&quot;), %3 what it carries</extracomment>
        <translation>Írási sebesség: %1, ami a kapcsolat (%2) határa (legfeljebb %3) – itt ennél gyorsabb nem lehet.</translation>
    </message>
    <message>
        <source>Reads at %1: the limit of its %2 link (%3 at most) — as fast as it can be here.</source>
        <extracomment>%1 a transfer rate, %2 the link (&quot;SATA 6 Gb/s&quot;), %3 what it carries</extracomment>
        <translation>Olvasási sebesség: %1, ami a kapcsolat (%2) határa (legfeljebb %3) – itt ennél gyorsabb nem lehet.</translation>
    </message>
    <message>
        <source>Writes at %1 on a %2 link: the link, not the drive, is the limit (the drive can do %3 Gb/s; check the cable and the port).</source>
        <extracomment>%1 a transfer rate, %2 the link (&quot;SATA 3 Gb/s&quot;), %3 the drive&apos;s fastest SATA speed in Gb/s, e.g. 6</extracomment>
        <translation>Írási sebesség: %1 egy %2 kapcsolaton: nem a meghajtó, hanem a kapcsolat a korlát (a meghajtó %3 Gb/s-ra képes; ellenőrizze a kábelt és a portot).</translation>
    </message>
    <message>
        <source>Reads at %1 on a %2 link: the link, not the drive, is the limit (the drive can do %3 Gb/s; check the cable and the port).</source>
        <extracomment>%1 a transfer rate, %2 the link (&quot;SATA 3 Gb/s&quot;), %3 the drive&apos;s fastest SATA speed in Gb/s, e.g. 6</extracomment>
        <translation>Olvasási sebesség: %1 egy %2 kapcsolaton: nem a meghajtó, hanem a kapcsolat a korlát (a meghajtó %3 Gb/s-ra képes; ellenőrizze a kábelt és a portot).</translation>
    </message>
    <message>
        <source>On a USB 2 port: 480 Mb/s holds it to about %1 (measured: %2). A USB 3 port would let it go faster.</source>
        <extracomment>%1 what a USB 2 port allows, a transfer rate; %2 the measured transfer rate</extracomment>
        <translation>USB 2 porton: a 480 Mb/s nagyjából %1 sebességre korlátozza (mért: %2). USB 3 porton gyorsabb lehetne.</translation>
    </message>
    <message>
        <source>Reads at %1: SATA SSDs read at %2 to %3 on a 6 Gb/s link, so something other than the link holds this one back (a full or worn drive, power saving, or the file system).</source>
        <extracomment>%1 the measured transfer rate, %2 and %3 the usual range (transfer rates)</extracomment>
        <translation>Olvasási sebesség: %1. A SATA SSD-k 6 Gb/s-os kapcsolaton %2 és %3 között olvasnak, tehát ezt a meghajtót nem a kapcsolat, hanem valami más fogja vissza (megtelt vagy elkopott meghajtó, energiatakarékosság vagy a fájlrendszer).</translation>
    </message>
    <message>
        <source>This NVMe drive runs on %1 although it can do PCIe %2 x%3: the link trained below what the drive and its slot allow (a riser, a dirty contact, or lanes shared with another slot). It carries %4 of the %5 it could.</source>
        <extracomment>%1 the link now (&quot;PCIe 3.0 x2&quot;), %2 PCIe generation, %3 lanes, %4 and %5 transfer rates (what the link carries now, what it could)</extracomment>
        <translation>Ez az NVMe-meghajtó %1 kapcsolaton fut, bár PCIe %2 x%3 kapcsolatra képes: a kapcsolat alacsonyabb szinten jött létre, mint amit a meghajtó és a foglalata lehetővé tesz (egy riser, szennyezett érintkező vagy egy másik foglalattal megosztott sávok). A lehetséges %5 helyett csak %4 sebességet visz át.</translation>
    </message>
    <message>
        <source>This NVMe drive runs on %1 but can do PCIe %2 x%3: the slot holds it to %4 of the %5 it could use. A slot with more lanes would let it go faster.</source>
        <extracomment>%1 the link now (&quot;PCIe 3.0 x2&quot;), %2 PCIe generation, %3 lanes, %4 and %5 transfer rates (what the slot carries, what the drive could use)</extracomment>
        <translation>Ez az NVMe-meghajtó %1 kapcsolaton fut, de PCIe %2 x%3 kapcsolatra képes: a foglalat %4 sebességre korlátozza a kihasználható %5 helyett. Egy több sávos foglalatban gyorsabb lehetne.</translation>
    </message>
    <message>
        <source>RND4K Q1T1 at %1 is what a %L2 rpm disk does (about %3 to %4): each read waits for a seek and half a turn.</source>
        <extracomment>%1 measured IOPS, %2 rotation rate in rpm, %3 and %4 the usual range of IOPS</extracomment>
        <translation>Az RND4K Q1T1 értéke %1, ami annyi, amennyit egy %L2 rpm-es lemez teljesít (kb. %3–%4): minden olvasás egy fejmozgásra és egy fél fordulatra vár.</translation>
    </message>
    <message>
        <source>RND4K Q1T1 at %1 is faster than a %L2 rpm disk can seek (about %3 to %4): a cache answers these reads, so they say little about the disk.</source>
        <extracomment>%1 measured IOPS, %2 rotation rate in rpm, %3 and %4 the usual range of IOPS</extracomment>
        <translation>Az RND4K Q1T1 értéke %1, ami gyorsabb annál, amilyen gyorsan egy %L2 rpm-es lemez a fejét mozgatni tudja (kb. %3–%4): ezekre az olvasásokra egy gyorsítótár válaszol, így keveset mondanak a lemezről.</translation>
    </message>
    <message>
        <source>Writes fell from %1 to %2 after %3: the end of its fast SLC cache. Copies larger than that run at about %2.</source>
        <extracomment>%1 and %2 transfer rates, %3 an amount of data. SLC: the fast part of an SSD&apos;s flash that takes writes first</extracomment>
        <translation>Az írási sebesség %3 után %1 értékről %2 értékre esett: elfogyott a gyors SLC-gyorsítótár. Ennél nagyobb másolások nagyjából %2 sebességgel futnak.</translation>
    </message>
    <message>
        <source>%1 is a loop device without direct I/O: its reads and writes go through the page cache of the file system that holds its backing file, so these numbers describe the page cache (memory), not a drive. Attach it with &apos;losetup --direct-io=on&apos; to measure the drive under the file.</source>
        <extracomment>%1 a loop device, e.g. loop3</extracomment>
        <translation>A(z) %1 közvetlen I/O nélküli loop eszköz: olvasásai és írásai a háttérfájlját tároló fájlrendszer lapgyorsítótárán mennek át, így ezek a számok a lapgyorsítótárat (memóriát) írják le, nem meghajtót. Csatolja a &apos;losetup --direct-io=on&apos; paranccsal, hogy a fájl alatti meghajtót mérje.</translation>
    </message>
    <message>
        <source>The run went through the page cache, which serves some requests from memory and sends others to the drive.</source>
        <translation>A futás a lapgyorsítótáron ment át, amely egyes kéréseket a memóriából szolgál ki, másokat a meghajtóra küld.</translation>
    </message>
    <message>
        <source>Something else used the drive meanwhile, a cache filled or emptied, or the drive paused to tidy up: run the test again before trusting the numbers.</source>
        <translation>Közben más is használta a meghajtót, egy gyorsítótár megtelt vagy kiürült, vagy a meghajtó rendrakás miatt megállt: futtassa újra a tesztet, mielőtt a számokban megbízna.</translation>
    </message>
    <message>
        <source>The numbers are unstable: %1 swung between %2 and %4 (typically %3) from one tenth of a second to the next, far more than a drive&apos;s own noise. %5</source>
        <extracomment>%1 a measurement (&quot;SEQ1M Q8T1 read&quot;); %2, %3, %4 rates or IOPS (low, typical, high); %5 why (a sentence)</extracomment>
        <translation>A számok instabilak: a(z) %1 tizedmásodpercről tizedmásodpercre %2 és %4 között ingadozott (jellemzően %3), jóval jobban, mint egy meghajtó saját zaja. %5</translation>
    </message>
    <message>
        <source>%1 is no longer empty (found: %2), so it was not written to. Confirm again with the device&apos;s name.</source>
        <extracomment>%1 device node, %2 what was found, e.g. &quot;gpt, ext4&quot;</extracomment>
        <translation>A(z) %1 már nem üres (találat: %2), ezért nem írtunk rá. Erősítse meg újra az eszköz nevével.</translation>
    </message>
    <message>
        <source>No drive was found under the target.</source>
        <translation>A cél alatt nem található meghajtó.</translation>
    </message>
    <message>
        <source>%1 reports no temperature.</source>
        <extracomment>%1 device path</extracomment>
        <translation>%1 nem jelez hőmérsékletet.</translation>
    </message>
    <message numerus="yes">
        <source>The drive reached %1 °C and slowed itself down %n time(s) during this test: these numbers are those of a hot drive, not what it does when cool.</source>
        <extracomment>%1 the drive&apos;s highest temperature in °C; %n how often it throttled itself</extracomment>
        <translation>
            <numerusform>A meghajtó elérte a %1 °C-ot, és a teszt alatt %n alkalommal lassította le magát: ezek egy forró meghajtó számai, nem azt mutatják, mire képes hidegen.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The drive reached %1 °C and slowed itself down %n time(s) during the sustained write: the drop from %2 to %3 at %4 is heat, not its cache.</source>
        <extracomment>%1 the drive&apos;s highest temperature in °C, %n how often it throttled itself, %2 and %3 transfer rates, %4 an amount of data</extracomment>
        <translation>
            <numerusform>A meghajtó elérte a %1 °C-ot, és a tartós írás alatt %n alkalommal lassította le magát: a %4-nál bekövetkező esés %2-ról %3-ra a hőtől van, nem a gyorsítótárától.</numerusform>
        </translation>
    </message>
    <message>
        <source>Drive temperature: %1 °C before the test, %2 °C after.</source>
        <extracomment>%1 and %2 temperatures in °C (&quot;?&quot; when unknown)</extracomment>
        <translation>A meghajtó hőmérséklete: %1 °C a teszt előtt, %2 °C utána.</translation>
    </message>
    <message numerus="yes">
        <source>The drive slowed itself down for heat %n time(s) during the test, for %1 s in all.</source>
        <extracomment>%n how often the drive throttled itself, %1 seconds it spent throttled</extracomment>
        <translation>
            <numerusform>A meghajtó a teszt alatt %n alkalommal lassította le magát a hő miatt, összesen %1 s-ig.</numerusform>
        </translation>
    </message>
    <message>
        <source>The drive did not slow itself down for heat during the test.</source>
        <translation>A meghajtó a teszt alatt nem lassította le magát a hő miatt.</translation>
    </message>
    <message>
        <source>Time above its warning temperature during the test: %1 min; above its critical temperature: %2 min.</source>
        <extracomment>%1 and %2 minutes</extracomment>
        <translation>Figyelmeztető hőmérséklete fölött töltött idő a teszt alatt: %1 perc; kritikus hőmérséklete fölött: %2 perc.</translation>
    </message>
    <message>
        <source>The drive&apos;s heat was not read: %1</source>
        <extracomment>%1 why (a sentence)</extracomment>
        <translation>A meghajtó hőmérséklete nem lett kiolvasva: %1</translation>
    </message>
</context>
</TS>
