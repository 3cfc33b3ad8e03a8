<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="nl_NL">
<context>
    <name>DriveProof::Alignment</name>
    <message>
        <source>Partition %1 on %2 starts at byte %3, which is not even on a %4-byte logical sector boundary: the partition table or the kernel&apos;s view of it is damaged. Back up its data, then recreate the partition at sector %5 (e.g. &apos;parted %2 mkpart primary %5s 100%&apos;), and check with &apos;parted %2 align-check optimal %1&apos;.</source>
        <extracomment>%1 partition number, %2 device or image path, %3 start in bytes, %4 logical sector size in bytes, %5 suggested start sector</extracomment>
        <translation>Partitie %1 op %2 begint bij byte %3, wat niet eens op een grens van een logische sector van %4 bytes ligt: de partitietabel of het beeld dat de kernel ervan heeft is beschadigd. Maak een back-up van de gegevens, maak de partitie daarna opnieuw aan bij sector %5 (bijv. &apos;parted %2 mkpart primary %5s 100%&apos;) en controleer met &apos;parted %2 align-check optimal %1&apos;.</translation>
    </message>
    <message>
        <source>Partition %1 on %2 starts at sector %3 (byte %4): misaligned by %8 bytes, %5 bytes past a %6-byte physical sector boundary and %8 bytes short of the next. Every write that crosses a boundary costs the drive a read-modify-write. Back up its data, then recreate the partition at sector %7: in fdisk, delete it and create it again with first sector %7, or run &apos;parted %2 mkpart primary %7s 100%&apos; (give its old end instead of 100% if other partitions follow it). Check with &apos;parted %2 align-check optimal %1&apos;.</source>
        <extracomment>%1 partition number, %2 device or image path, %3 start sector, %4 start in bytes, %5 bytes past the physical sector boundary, %6 physical sector size in bytes, %7 suggested start sector, %8 bytes short of the next physical sector boundary. Keep the commands in quotes untranslated.</extracomment>
        <translation>Partitie %1 op %2 begint bij sector %3 (byte %4): %8 bytes verkeerd uitgelijnd, %5 bytes voorbij een grens van een fysieke sector van %6 bytes en %8 bytes vóór de volgende. Elke schrijfactie die een grens overschrijdt, kost de schijf een lezen-wijzigen-schrijven. Maak een back-up van de gegevens en maak de partitie daarna opnieuw aan bij sector %7: verwijder haar in fdisk en maak haar opnieuw aan met eerste sector %7, of voer &apos;parted %2 mkpart primary %7s 100%&apos; uit (geef het oude einde in plaats van 100% als er andere partities na komen). Controleer met &apos;parted %2 align-check optimal %1&apos;.</translation>
    </message>
    <message>
        <source>Partition %1 on %2 starts at sector %3 (byte %4). It is aligned to the %5-byte physical sectors, so the drive is not slowed down, but not to 1 MiB, the boundary that partitioning tools use today and that suits SSD erase blocks and RAID stripes. No need to act now; if you recreate the partition one day, start it at sector %6 (e.g. &apos;parted %2 mkpart primary %6s 100%&apos;). Check with &apos;parted %2 align-check optimal %1&apos;.</source>
        <extracomment>%1 partition number, %2 device or image path, %3 start sector, %4 start in bytes, %5 physical sector size in bytes, %6 suggested start sector</extracomment>
        <translation>Partitie %1 op %2 begint bij sector %3 (byte %4). Ze is uitgelijnd op de fysieke sectoren van %5 bytes, dus de schijf wordt niet vertraagd, maar niet op 1 MiB, de grens die partitioneringsprogramma&apos;s tegenwoordig gebruiken en die past bij SSD-wisblokken en RAID-stripes. U hoeft nu niets te doen; als u de partitie ooit opnieuw aanmaakt, laat haar dan beginnen bij sector %6 (bijv. &apos;parted %2 mkpart primary %6s 100%&apos;). Controleer met &apos;parted %2 align-check optimal %1&apos;.</translation>
    </message>
    <message>
        <source>Partition %1 on %2 starts at sector %3 (byte %4). It is aligned to the %5-byte physical sectors and to 1 MiB, but not to the optimal I/O size of %6 bytes that the device reports, so large writes may be split across stripes. If you recreate the partition, start it at sector %7 (e.g. &apos;parted %2 mkpart primary %7s 100%&apos;). Check with &apos;parted %2 align-check optimal %1&apos;.</source>
        <extracomment>%1 partition number, %2 device or image path, %3 start sector, %4 start in bytes, %5 physical sector size in bytes, %6 optimal I/O size in bytes, %7 suggested start sector</extracomment>
        <translation>Partitie %1 op %2 begint bij sector %3 (byte %4). Ze is uitgelijnd op de fysieke sectoren van %5 bytes en op 1 MiB, maar niet op de optimale I/O-grootte van %6 bytes die het apparaat opgeeft, dus grote schrijfacties kunnen over meerdere stripes worden verdeeld. Als u de partitie opnieuw aanmaakt, laat haar dan beginnen bij sector %7 (bijv. &apos;parted %2 mkpart primary %7s 100%&apos;). Controleer met &apos;parted %2 align-check optimal %1&apos;.</translation>
    </message>
    <message>
        <source>Partition %1 on %2 starts at sector %3 (byte %4). It is aligned to the %5-byte physical sectors, but neither to 1 MiB nor to the optimal I/O size of %6 bytes that the device reports, so large writes may be split across stripes. If you recreate the partition, start it at sector %7 (e.g. &apos;parted %2 mkpart primary %7s 100%&apos;). Check with &apos;parted %2 align-check optimal %1&apos;.</source>
        <extracomment>%1 partition number, %2 device or image path, %3 start sector, %4 start in bytes, %5 physical sector size in bytes, %6 optimal I/O size in bytes, %7 suggested start sector</extracomment>
        <translation>Partitie %1 op %2 begint bij sector %3 (byte %4). Ze is uitgelijnd op de fysieke sectoren van %5 bytes, maar niet op 1 MiB en ook niet op de optimale I/O-grootte van %6 bytes die het apparaat opgeeft, dus grote schrijfacties kunnen over meerdere stripes worden verdeeld. Als u de partitie opnieuw aanmaakt, laat haar dan beginnen bij sector %7 (bijv. &apos;parted %2 mkpart primary %7s 100%&apos;). Controleer met &apos;parted %2 align-check optimal %1&apos;.</translation>
    </message>
    <message>
        <source>Partition %1 on %2 starts at sector %3, which suits the drive&apos;s physical sectors and 1 MiB boundaries. Nothing to do.</source>
        <extracomment>%1 partition number, %2 device or image path, %3 start sector</extracomment>
        <translation>Partitie %1 op %2 begint bij sector %3, wat past bij de fysieke sectoren van de schijf en bij grenzen van 1 MiB. U hoeft niets te doen.</translation>
    </message>
    <message>
        <source>%1 could not be opened (%2), so these are the partitions the kernel lists for it. Run as root to read the partition table itself.</source>
        <extracomment>%1 device path, %2 the system&apos;s reason</extracomment>
        <translation>%1 kon niet worden geopend (%2), dus dit zijn de partities die de kernel ervoor opgeeft. Voer het programma uit als root om de partitietabel zelf te lezen.</translation>
    </message>
    <message>
        <source>%1 could not be opened (%2), so these are the partitions the kernel lists for it; the partition table itself was not read.</source>
        <extracomment>%1 device path, %2 the system&apos;s reason</extracomment>
        <translation>%1 kon niet worden geopend (%2), dus dit zijn de partities die de kernel ervoor opgeeft; de partitietabel zelf is niet gelezen.</translation>
    </message>
    <message>
        <source>These are the partitions the kernel lists for %1, because its partition table could not be read: %2</source>
        <extracomment>%1 device path, %2 why the table could not be read (a full sentence)</extracomment>
        <translation>Dit zijn de partities die de kernel opgeeft voor %1, omdat de partitietabel niet kon worden gelezen: %2</translation>
    </message>
    <message>
        <source>OK</source>
        <extracomment>alignment verdict: the partition is well aligned</extracomment>
        <translation>OK</translation>
    </message>
    <message>
        <source>Misaligned</source>
        <extracomment>alignment verdict: the partition does not start on a physical sector boundary</extracomment>
        <translation>Niet uitgelijnd</translation>
    </message>
    <message>
        <source>Cannot open %1 even as root: %2. The system blocks access to it (a container or a security policy).</source>
        <extracomment>%1 device or file, %2 the system&apos;s reason</extracomment>
        <translation>Kan %1 zelfs als root niet openen: %2. Het systeem blokkeert de toegang (een container of een beveiligingsbeleid).</translation>
    </message>
    <message>
        <source>Cannot open %1: %2. Run as root or use sudo.</source>
        <extracomment>%1 device or file, %2 the system&apos;s reason</extracomment>
        <translation>Kan %1 niet openen: %2. Voer het uit als root of gebruik sudo.</translation>
    </message>
    <message>
        <source>Cannot open %1: %2. Check the path.</source>
        <extracomment>%1 device or file, %2 the system&apos;s reason</extracomment>
        <translation>Kan %1 niet openen: %2. Controleer het pad.</translation>
    </message>
    <message>
        <source>Cannot open %1: %2. Check that the drive is connected and the file is readable.</source>
        <extracomment>%1 device or file, %2 the system&apos;s reason</extracomment>
        <translation>Kan %1 niet openen: %2. Controleer of de schijf is aangesloten en het bestand leesbaar is.</translation>
    </message>
    <message>
        <source>No partition table for %2-byte sectors found on %1, but there is one for %3-byte sectors. Read it with a logical sector size of %3 bytes.</source>
        <extracomment>%1 image file, %2 sector size asked for, %3 sector size that works (bytes)</extracomment>
        <translation>Geen partitietabel voor sectoren van %2 bytes gevonden op %1, maar wel een voor sectoren van %3 bytes. Lees die met een logische sectorgrootte van %3 bytes.</translation>
    </message>
    <message>
        <source>%1 is a folder. Give a drive such as /dev/sdb or a disk image file.</source>
        <extracomment>%1 the path the user gave</extracomment>
        <translation>%1 is een map. Geef een schijf zoals /dev/sdb of een schijfkopiebestand op.</translation>
    </message>
    <message>
        <source>%1 is neither a drive nor a disk image file. Give a drive such as /dev/sdb or a disk image file.</source>
        <extracomment>%1 the path the user gave</extracomment>
        <translation>%1 is geen schijf en ook geen schijfkopiebestand. Geef een schijf zoals /dev/sdb of een schijfkopiebestand op.</translation>
    </message>
    <message>
        <source>No partition table found on %1: the file is empty.</source>
        <extracomment>%1 image file</extracomment>
        <translation>Geen partitietabel gevonden op %1: het bestand is leeg.</translation>
    </message>
    <message>
        <source>%1 is empty: no partition table and no file system, as a new drive arrives. There is nothing to align yet; partitioning tools start the first partition at 1 MiB, which suits this drive.</source>
        <extracomment>%1 device path</extracomment>
        <translation>%1 is leeg: geen partitietabel en geen bestandssysteem, zoals een nieuwe schijf binnenkomt. Er valt nog niets uit te lijnen; partitioneerprogramma&apos;s laten de eerste partitie op 1 MiB beginnen, wat bij deze schijf past.</translation>
    </message>
    <message>
        <source>%1 holds its %2 file system written straight onto the whole drive, without a partition table. That is a valid layout, but the drive reports its sector 0 %3 bytes past a physical sector boundary, so the file system&apos;s blocks straddle physical sectors. Only a new layout fixes that: back up, then create a partition table whose first partition starts at 1 MiB.</source>
        <extracomment>%1 device path, %2 file-system type (&quot;ext4&quot;), %3 alignment offset in bytes</extracomment>
        <translation>%1 bevat een %2-bestandssysteem dat rechtstreeks op de hele schijf staat, zonder partitietabel. Dat is een geldige indeling, maar de schijf meldt dat sector 0 %3 bytes na een fysieke sectorgrens ligt, zodat de blokken van het bestandssysteem over fysieke sectoren heen vallen. Alleen een nieuwe indeling lost dat op: maak een back-up en maak dan een partitietabel waarvan de eerste partitie op 1 MiB begint.</translation>
    </message>
    <message>
        <source>%1 holds its %2 file system written straight onto the whole drive, without a partition table. That is a valid layout: the file system starts at byte 0, on a boundary of every sector size, so it is aligned. Nothing to do.</source>
        <extracomment>%1 device path, %2 file-system type (&quot;ext4&quot;)</extracomment>
        <translation>%1 bevat een %2-bestandssysteem dat rechtstreeks op de hele schijf staat, zonder partitietabel. Dat is een geldige indeling: het bestandssysteem begint op byte 0, op een grens van elke sectorgrootte, en is dus uitgelijnd. Niets te doen.</translation>
    </message>
    <message>
        <source>Acceptable</source>
        <extracomment>alignment verdict: physically aligned (the drive is not slowed down, no need to act now), but not to 1 MiB or the optimal I/O size</extracomment>
        <translation>Aanvaardbaar</translation>
    </message>
    <message>
        <source>No partition table found on %1: it is empty, or holds a file system on the whole of it, which needs none. Check that this is the right disk or image.</source>
        <extracomment>%1 device or image file</extracomment>
        <translation>Geen partitietabel gevonden op %1: het is leeg, of bevat over het geheel een bestandssysteem dat er geen nodig heeft. Controleer of dit de juiste schijf of het juiste image is.</translation>
    </message>
</context>
<context>
    <name>DriveProof::Cache</name>
    <message numerus="yes">
        <source>The sense data is cut off: %n byte(s) of the 8-byte header arrived.</source>
        <extracomment>%n number of bytes that arrived</extracomment>
        <translation>
            <numerusform>De sense-gegevens zijn afgebroken: %n byte van de header van 8 bytes is aangekomen.</numerusform>
            <numerusform>De sense-gegevens zijn afgebroken: %n bytes van de header van 8 bytes zijn aangekomen.</numerusform>
        </translation>
    </message>
    <message>
        <source>The ATA Status Return descriptor is malformed (length %1h instead of 0Ch).</source>
        <extracomment>%1 the descriptor&apos;s length byte in hex</extracomment>
        <translation>De ATA Status Return-descriptor is ongeldig (lengte %1h in plaats van 0Ch).</translation>
    </message>
    <message>
        <source>The sense data is cut off inside the ATA Status Return descriptor.</source>
        <translation>De sense-gegevens zijn afgebroken binnen de ATA Status Return-descriptor.</translation>
    </message>
    <message>
        <source>The sense data is cut off: it declares %1 bytes but %2 arrived.</source>
        <extracomment>%1 bytes the sense data declares, %2 bytes that arrived</extracomment>
        <translation>De sense-gegevens zijn afgebroken: ze geven %1 bytes op, maar er zijn er %2 aangekomen.</translation>
    </message>
    <message numerus="yes">
        <source>The fixed-format sense data is cut off: %n byte(s) arrived, at least 14 are needed.</source>
        <extracomment>%n number of bytes that arrived</extracomment>
        <translation>
            <numerusform>De sense-gegevens in vast formaat zijn afgebroken: %n byte is aangekomen, er zijn er minstens 14 nodig.</numerusform>
            <numerusform>De sense-gegevens in vast formaat zijn afgebroken: %n bytes zijn aangekomen, er zijn er minstens 14 nodig.</numerusform>
        </translation>
    </message>
    <message>
        <source>The device sent no sense data, so the ATA status of the command is unknown.</source>
        <translation>Het apparaat stuurde geen sense-gegevens, dus de ATA-status van de opdracht is onbekend.</translation>
    </message>
    <message>
        <source>The sense data has an unknown format (response code %1h): neither descriptor (72h) nor fixed (70h) format.</source>
        <extracomment>%1 the response code byte in hex</extracomment>
        <translation>De sense-gegevens hebben een onbekend formaat (responscode %1h): geen descriptorformaat (72h) en geen vast formaat (70h).</translation>
    </message>
    <message>
        <source>sense key %1h, additional sense %2h/%3h</source>
        <extracomment>SCSI sense in hex. %1 sense key, %2 additional sense code, %3 its qualifier</extracomment>
        <translation>sense key %1h, additional sense %2h/%3h</translation>
    </message>
    <message>
        <source>%1, ATA status %2h, error %3h</source>
        <extracomment>%1 the text before, %2 ATA STATUS byte in hex, %3 ATA ERROR byte in hex</extracomment>
        <translation>%1, ATA-status %2h, fout %3h</translation>
    </message>
    <message>
        <source>%1 does not exist.</source>
        <extracomment>%1 file name</extracomment>
        <translation>%1 bestaat niet.</translation>
    </message>
    <message>
        <source>%1 is not a regular file: give a saved IDENTIFY dump (512 raw bytes or the text of &apos;hdparm --Istdout&apos;).</source>
        <extracomment>%1 file name</extracomment>
        <translation>%1 is geen gewoon bestand: geef een opgeslagen IDENTIFY-dump op (512 ruwe bytes of de tekst van &apos;hdparm --Istdout&apos;).</translation>
    </message>
    <message>
        <source>%1 has %2 bytes: too large for an IDENTIFY dump (512 raw bytes, or about 1300 bytes of text).</source>
        <extracomment>%1 file name, %2 its size in bytes</extracomment>
        <translation>%1 is %2 bytes groot: te groot voor een IDENTIFY-dump (512 ruwe bytes, of ongeveer 1300 bytes tekst).</translation>
    </message>
    <message>
        <source>Cannot read %1: %2.</source>
        <extracomment>%1 file name, %2 the system&apos;s reason</extracomment>
        <translation>Kan %1 niet lezen: %2.</translation>
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
            <numerusform>IDENTIFY-gegevens moeten precies 512 bytes zijn; deze zijn %n byte.</numerusform>
            <numerusform>IDENTIFY-gegevens moeten precies 512 bytes zijn; deze zijn %n bytes.</numerusform>
        </translation>
    </message>
    <message>
        <source>The IDENTIFY data is all zeros: the drive or its USB bridge returned no data.</source>
        <translation>De IDENTIFY-gegevens zijn allemaal nullen: de schijf of de USB-brug gaf geen gegevens terug.</translation>
    </message>
    <message>
        <source>The IDENTIFY data is all FFh: no drive answered (an empty port, or a bridge without a disk).</source>
        <translation>De IDENTIFY-gegevens zijn allemaal FFh: er antwoordde geen schijf (een lege poort, of een brug zonder schijf).</translation>
    </message>
    <message>
        <source>Word 0 is %1h: this is data from an ATAPI device (an optical drive), not IDENTIFY DEVICE data of a disk.</source>
        <extracomment>%1 word 0 in hex</extracomment>
        <translation>Woord 0 is %1h: dit zijn gegevens van een ATAPI-apparaat (een optisch station), geen IDENTIFY DEVICE-gegevens van een schijf.</translation>
    </message>
    <message>
        <source>The IDENTIFY checksum in word 255 is wrong (the 512 bytes sum to %1h, not 00h): the data is damaged or was edited.</source>
        <extracomment>%1 the sum of all bytes modulo 256, in hex</extracomment>
        <translation>De IDENTIFY-controlesom in woord 255 klopt niet (de 512 bytes tellen op tot %1h, niet 00h): de gegevens zijn beschadigd of bewerkt.</translation>
    </message>
    <message>
        <source>Words 117-118 give a logical sector size of %1 bytes, which no drive uses: the data is damaged.</source>
        <extracomment>%1 a size in bytes</extracomment>
        <translation>Woorden 117-118 geven een logische sectorgrootte van %1 bytes, die geen enkele schijf gebruikt: de gegevens zijn beschadigd.</translation>
    </message>
    <message>
        <source>Word 106 gives a physical sector size of %1 bytes, which no drive uses: the data is damaged.</source>
        <extracomment>%1 a size in bytes</extracomment>
        <translation>Woord 106 geeft een fysieke sectorgrootte van %1 bytes, die geen enkele schijf gebruikt: de gegevens zijn beschadigd.</translation>
    </message>
    <message>
        <source>Line %1: &apos;%2&apos; is not a word of four hex digits.</source>
        <extracomment>%1 line number, %2 the offending text</extracomment>
        <translation>Regel %1: &apos;%2&apos; is geen woord van vier hexadecimale cijfers.</translation>
    </message>
    <message>
        <source>Line %1: more than 256 words; IDENTIFY data has exactly 256.</source>
        <extracomment>%1 line number</extracomment>
        <translation>Regel %1: meer dan 256 woorden; IDENTIFY-gegevens hebben er precies 256.</translation>
    </message>
    <message>
        <source>No IDENTIFY words found: expected 256 words of four hex digits, 8 a line, as &apos;hdparm --Istdout&apos; prints them.</source>
        <translation>Geen IDENTIFY-woorden gevonden: verwacht werden 256 woorden van vier hexadecimale cijfers, 8 per regel, zoals &apos;hdparm --Istdout&apos; ze afdrukt.</translation>
    </message>
    <message numerus="yes">
        <source>Line %1: the words end after %n word(s); IDENTIFY data has 256.</source>
        <extracomment>%1 line number, %n number of words found</extracomment>
        <translation>
            <numerusform>Regel %1: de woorden houden op na %n woord; IDENTIFY-gegevens hebben er 256.</numerusform>
            <numerusform>Regel %1: de woorden houden op na %n woorden; IDENTIFY-gegevens hebben er 256.</numerusform>
        </translation>
    </message>
    <message>
        <source>the device</source>
        <translation>het apparaat</translation>
    </message>
    <message>
        <source>%1 does not accept SCSI commands (SG_IO), so %2 cannot reach a drive: it is not a whole SATA, SAS or USB disk (partitions, loop, virtual and NVMe devices have no ATA drive behind them).</source>
        <extracomment>%1 device, %2 ATA command name</extracomment>
        <translation>%1 accepteert geen SCSI-opdrachten (SG_IO), dus %2 kan geen schijf bereiken: het is geen volledige SATA-, SAS- of USB-schijf (partities, loop-, virtuele en NVMe-apparaten hebben geen ATA-schijf achter zich).</translation>
    </message>
    <message>
        <source>Permission denied sending %2 to %1: ATA commands need root or the DriveProof helper.</source>
        <extracomment>%1 device, %2 ATA command name</extracomment>
        <translation>Toegang geweigerd bij het versturen van %2 naar %1: ATA-opdrachten vereisen root of het DriveProof-hulpprogramma.</translation>
    </message>
    <message>
        <source>Sending %1 to %2 failed: %3.</source>
        <extracomment>%1 ATA command name, %2 device, %3 the system&apos;s error text</extracomment>
        <translation>Versturen van %1 naar %2 is mislukt: %3.</translation>
    </message>
    <message>
        <source>The drive in %1 refused %2 (ABORT): it does not support this command or setting (%3).</source>
        <extracomment>%1 device, %2 ATA command name, %3 technical details</extracomment>
        <translation>De schijf in %1 weigerde %2 (ABORT): ze ondersteunt deze opdracht of instelling niet (%3).</translation>
    </message>
    <message>
        <source>The drive in %1 reported an error for %2 (%3); check its health and cabling, then try again.</source>
        <extracomment>%1 device, %2 ATA command name, %3 technical details</extracomment>
        <translation>De schijf in %1 meldde een fout bij %2 (%3); controleer de gezondheid en de kabels en probeer het opnieuw.</translation>
    </message>
    <message>
        <source>%1 rejected %2: the disk or its USB bridge does not pass ATA commands through (SAT) (%3).</source>
        <extracomment>%1 device, %2 ATA command name, %3 technical details</extracomment>
        <translation>%1 weigerde %2: de schijf of de USB-brug geeft geen ATA-opdrachten door (SAT) (%3).</translation>
    </message>
    <message>
        <source>%1 did not run %2 (%3).</source>
        <extracomment>%1 device, %2 ATA command name, %3 technical details</extracomment>
        <translation>%1 heeft %2 niet uitgevoerd (%3).</translation>
    </message>
    <message>
        <source>%1 timed out on %2: the drive did not answer.</source>
        <extracomment>%1 ATA command name, %2 device</extracomment>
        <translation>%1 is verlopen op %2: de schijf antwoordde niet.</translation>
    </message>
    <message>
        <source>%1 did not reach the drive in %2 (host status %3, driver status %4).</source>
        <extracomment>%1 ATA command name, %2 device, %3 / %4 numbers from the kernel</extracomment>
        <translation>%1 heeft de schijf in %2 niet bereikt (hoststatus %3, driverstatus %4).</translation>
    </message>
    <message>
        <source>%1 failed on %2 with SCSI status %3h and no sense data.</source>
        <extracomment>%1 ATA command name, %2 device, %3 SCSI status byte</extracomment>
        <translation>%1 is mislukt op %2 met SCSI-status %3h en zonder sense-gegevens.</translation>
    </message>
    <message>
        <source>The drive in %1 reports no volatile write cache that can be switched (IDENTIFY word 82 bit 5).</source>
        <extracomment>%1 device</extracomment>
        <translation>De schijf in %1 meldt geen vluchtige schrijfcache die kan worden in- of uitgeschakeld (IDENTIFY-woord 82 bit 5).</translation>
    </message>
    <message>
        <source>The drive in %1 accepted the command but still reports its write cache as off.</source>
        <extracomment>%1 device</extracomment>
        <translation>De schijf in %1 heeft de opdracht aanvaard, maar meldt de schrijfcache nog steeds als uitgeschakeld.</translation>
    </message>
    <message>
        <source>The drive in %1 accepted the command but still reports its write cache as on.</source>
        <extracomment>%1 device</extracomment>
        <translation>De schijf in %1 heeft de opdracht aanvaard, maar meldt de schrijfcache nog steeds als ingeschakeld.</translation>
    </message>
    <message>
        <source>The drive %1 accepted the change but still reports its write cache as off.</source>
        <extracomment>%1 device path</extracomment>
        <translation>De schijf %1 heeft de wijziging aanvaard, maar meldt de schrijfcache nog steeds als uitgeschakeld.</translation>
    </message>
    <message>
        <source>The drive %1 accepted the change but still reports its write cache as on.</source>
        <extracomment>%1 device path</extracomment>
        <translation>De schijf %1 heeft de wijziging aanvaard, maar meldt de schrijfcache nog steeds als ingeschakeld.</translation>
    </message>
    <message>
        <source>The Identify Controller data has %1 bytes instead of %2.</source>
        <extracomment>%1 bytes received, %2 bytes expected</extracomment>
        <translation>De Identify Controller-gegevens zijn %1 bytes in plaats van %2.</translation>
    </message>
    <message>
        <source>The NVMe health log has %1 bytes instead of %2.</source>
        <extracomment>%1 bytes received, %2 bytes expected</extracomment>
        <translation>Het NVMe-gezondheidslogboek is %1 bytes in plaats van %2.</translation>
    </message>
    <message>
        <source>The drive does not support this admin command.</source>
        <translation>De schijf ondersteunt deze beheeropdracht niet.</translation>
    </message>
    <message>
        <source>The drive cannot save its write cache setting, so a change lasts only until the next power cycle.</source>
        <translation>De schijf kan de instelling van de schrijfcache niet opslaan, dus een wijziging geldt alleen tot de volgende uit- en inschakeling.</translation>
    </message>
    <message>
        <source>The drive does not allow its write cache setting to be changed.</source>
        <translation>De schijf staat niet toe dat de instelling van de schrijfcache wordt gewijzigd.</translation>
    </message>
    <message>
        <source>The drive does not provide the SMART / health log.</source>
        <translation>De schijf biedt het SMART-/gezondheidslogboek niet aan.</translation>
    </message>
    <message>
        <source>The drive does not support saving its write cache setting.</source>
        <translation>De schijf ondersteunt het opslaan van de instelling van de schrijfcache niet.</translation>
    </message>
    <message>
        <source>The drive has no volatile write cache to read or change.</source>
        <translation>De schijf heeft geen vluchtige schrijfcache om te lezen of te wijzigen.</translation>
    </message>
    <message>
        <source>The drive rejected a field of the command.</source>
        <translation>De schijf weigerde een veld van de opdracht.</translation>
    </message>
    <message>
        <source>The drive reported an internal error; check its health and try again.</source>
        <translation>De schijf meldde een interne fout; controleer de gezondheid en probeer het opnieuw.</translation>
    </message>
    <message>
        <source>The drive rejected the command.</source>
        <translation>De schijf weigerde de opdracht.</translation>
    </message>
    <message>
        <source>%1 (NVMe status %2)</source>
        <extracomment>%1 a sentence saying what the drive did and what to do; %2 the raw NVMe status code type and status code, e.g. &quot;SCT 1h, SC 0Dh&quot;</extracomment>
        <translation>%1 (NVMe-status %2)</translation>
    </message>
    <message>
        <source>The device does not accept NVMe admin commands (it is not an NVMe drive).</source>
        <translation>Het apparaat accepteert geen NVMe-beheeropdrachten (het is geen NVMe-schijf).</translation>
    </message>
    <message>
        <source>Permission denied: run as root or through the DriveProof helper.</source>
        <translation>Toegang geweigerd: voer het uit als root of via het DriveProof-hulpprogramma.</translation>
    </message>
    <message>
        <source>The device is gone; reconnect it and try again.</source>
        <translation>Het apparaat is verdwenen; sluit het opnieuw aan en probeer het opnieuw.</translation>
    </message>
    <message>
        <source>The drive did not answer in time; try again.</source>
        <translation>De schijf antwoordde niet op tijd; probeer het opnieuw.</translation>
    </message>
    <message>
        <source>%1 failed on %2: %3</source>
        <extracomment>%1 NVMe command name, %2 device path, %3 the reason and what to do
----------
%1 SCSI command name, %2 device path, %3 the reason and what to do</extracomment>
        <translation>%1 is mislukt op %2: %3</translation>
    </message>
    <message>
        <source>The data %1 returned could not be decoded: %2</source>
        <extracomment>%1 device path, %2 what is wrong with the data</extracomment>
        <translation>De gegevens die %1 teruggaf, konden niet worden gedecodeerd: %2</translation>
    </message>
    <message>
        <source>The drive does not report whether its write cache setting can be saved (no Select / Save support), so a change lasts only until the next power cycle.</source>
        <translation>De schijf meldt niet of de instelling van de schrijfcache kan worden opgeslagen (geen ondersteuning voor Select / Save), dus een wijziging geldt alleen tot de volgende uit- en inschakeling.</translation>
    </message>
    <message>
        <source>The drive %1 has no volatile write cache to switch.</source>
        <extracomment>%1 device path</extracomment>
        <translation>De schijf %1 heeft geen vluchtige schrijfcache om in of uit te schakelen.</translation>
    </message>
    <message>
        <source>The drive %1 does not allow its write cache to be switched.</source>
        <extracomment>%1 device path</extracomment>
        <translation>De schijf %1 staat niet toe dat de schrijfcache wordt in- of uitgeschakeld.</translation>
    </message>
    <message>
        <source>The drive %1 cannot save its write cache setting, so the change cannot be kept after a power cycle. Switch it without keeping it instead.</source>
        <extracomment>%1 device path</extracomment>
        <translation>De schijf %1 kan de instelling van de schrijfcache niet opslaan, dus de wijziging kan niet behouden blijven na een uit- en inschakeling. Schakel de cache in plaats daarvan om zonder de instelling te behouden.</translation>
    </message>
    <message>
        <source>The mode page header at byte %1 is cut off.</source>
        <extracomment>%1 byte offset in the drive&apos;s reply</extracomment>
        <translation>De header van de mode-pagina bij byte %1 is afgebroken.</translation>
    </message>
    <message>
        <source>Mode page %1h claims %2 bytes but only %3 are present.</source>
        <extracomment>%1 page code in hex, %2 its length in bytes, %3 bytes actually present</extracomment>
        <translation>Mode-pagina %1h geeft %2 bytes op, maar er zijn er maar %3 aanwezig.</translation>
    </message>
    <message>
        <source>The MODE SENSE reply has %1 bytes, fewer than the 8-byte mode parameter header.</source>
        <extracomment>%1 number of bytes received</extracomment>
        <translation>Het MODE SENSE-antwoord is %1 bytes, minder dan de mode-parameterheader van 8 bytes.</translation>
    </message>
    <message>
        <source>The MODE SENSE reply declares a mode data length of %1, too short for its own header.</source>
        <extracomment>%1 the mode data length field of the reply</extracomment>
        <translation>Het MODE SENSE-antwoord geeft een lengte van de mode-gegevens van %1 op, te kort voor de eigen header.</translation>
    </message>
    <message>
        <source>The MODE SENSE reply&apos;s block descriptors (%1 bytes) leave no room for a mode page in its %2 bytes.</source>
        <extracomment>%1 block descriptor length, %2 bytes present</extracomment>
        <translation>De blokdescriptors van het MODE SENSE-antwoord (%1 bytes) laten in de %2 bytes geen ruimte voor een mode-pagina.</translation>
    </message>
    <message>
        <source>The caching mode page is too short to hold the WCE bit.</source>
        <translation>De caching-mode-pagina is te kort om de WCE-bit te bevatten.</translation>
    </message>
    <message>
        <source>The MODE SENSE reply does not contain the caching mode page (08h).</source>
        <translation>Het MODE SENSE-antwoord bevat de caching-mode-pagina (08h) niet.</translation>
    </message>
    <message>
        <source>A new caching page can only be built from the current, complete caching page.</source>
        <translation>Een nieuwe caching-pagina kan alleen worden opgebouwd uit de huidige, volledige caching-pagina.</translation>
    </message>
    <message>
        <source>The drive reported an error but sent no sense data.</source>
        <translation>De schijf meldde een fout, maar stuurde geen sense-gegevens.</translation>
    </message>
    <message>
        <source>The drive&apos;s fixed-format sense data is cut off.</source>
        <translation>De sense-gegevens in vast formaat van de schijf zijn afgebroken.</translation>
    </message>
    <message>
        <source>The drive&apos;s descriptor-format sense data is cut off.</source>
        <translation>De sense-gegevens in descriptorformaat van de schijf zijn afgebroken.</translation>
    </message>
    <message>
        <source>The drive sent sense data in an unknown format (response code %1h).</source>
        <extracomment>%1 the response code byte in hex</extracomment>
        <translation>De schijf stuurde sense-gegevens in een onbekend formaat (responscode %1h).</translation>
    </message>
    <message>
        <source>The drive does not support saving this page, so a change lasts only until the next power cycle.</source>
        <translation>De schijf ondersteunt het opslaan van deze pagina niet, dus een wijziging geldt alleen tot de volgende uit- en inschakeling.</translation>
    </message>
    <message>
        <source>The drive does not support the MODE SENSE(10) and MODE SELECT(10) commands, so its cache cannot be read or changed this way.</source>
        <translation>De schijf ondersteunt de opdrachten MODE SENSE(10) en MODE SELECT(10) niet, dus de cache kan op deze manier niet worden gelezen of gewijzigd.</translation>
    </message>
    <message>
        <source>The drive rejected the MODE SELECT command.</source>
        <translation>De schijf weigerde de opdracht MODE SELECT.</translation>
    </message>
    <message>
        <source>The drive does not report the caching mode page.</source>
        <translation>De schijf geeft de caching-mode-pagina niet op.</translation>
    </message>
    <message>
        <source>The drive refused the new caching page: it does not let this setting be changed.</source>
        <translation>De schijf weigerde de nieuwe caching-pagina: ze staat niet toe dat deze instelling wordt gewijzigd.</translation>
    </message>
    <message>
        <source>The drive reported a reset or a changed setting; try again.</source>
        <translation>De schijf meldde een reset of een gewijzigde instelling; probeer het opnieuw.</translation>
    </message>
    <message>
        <source>The drive is not ready (stopped, starting or without medium); try again in a moment.</source>
        <translation>De schijf is niet gereed (gestopt, aan het opstarten of zonder medium); probeer het zo meteen opnieuw.</translation>
    </message>
    <message>
        <source>The drive is write protected.</source>
        <translation>De schijf is tegen schrijven beveiligd.</translation>
    </message>
    <message>
        <source>The drive reported a hardware or medium error; check its health.</source>
        <translation>De schijf meldde een hardware- of mediumfout; controleer de gezondheid.</translation>
    </message>
    <message>
        <source>The drive aborted the command; try again.</source>
        <translation>De schijf heeft de opdracht afgebroken; probeer het opnieuw.</translation>
    </message>
    <message>
        <source>The drive reported an error.</source>
        <translation>De schijf meldde een fout.</translation>
    </message>
    <message>
        <source>%1 (%2, %3)</source>
        <extracomment>%1 a sentence saying what the drive did and what to do; %2 SCSI sense key name, %3 additional sense code and its name, e.g. &quot;24h/00h INVALID FIELD IN CDB&quot;</extracomment>
        <translation>%1 (%2, %3)</translation>
    </message>
    <message>
        <source>The device does not accept SCSI commands, so its drive-level write cache cannot be read or changed this way.</source>
        <translation>Het apparaat accepteert geen SCSI-opdrachten, dus de schrijfcache van de schijf kan op deze manier niet worden gelezen of gewijzigd.</translation>
    </message>
    <message>
        <source>The drive did not answer in time; check its cable and power.</source>
        <translation>De schijf antwoordde niet op tijd; controleer de kabel en de voeding.</translation>
    </message>
    <message>
        <source>The connection to the drive failed (host status %1h); check its cable and power.</source>
        <extracomment>%1 the Linux host status code in hex</extracomment>
        <translation>De verbinding met de schijf is mislukt (hoststatus %1h); controleer de kabel en de voeding.</translation>
    </message>
    <message>
        <source>The drive is busy; try again in a moment.</source>
        <translation>De schijf is bezig; probeer het zo meteen opnieuw.</translation>
    </message>
    <message>
        <source>The drive returned SCSI status %1h without sense data.</source>
        <extracomment>%1 SCSI status byte in hex</extracomment>
        <translation>De schijf gaf SCSI-status %1h terug zonder sense-gegevens.</translation>
    </message>
    <message>
        <source>The caching mode page of %1 could not be decoded: %2</source>
        <extracomment>%1 device path, %2 what is wrong with the reply</extracomment>
        <translation>De caching-mode-pagina van %1 kon niet worden gedecodeerd: %2</translation>
    </message>
    <message>
        <source>The drive %1 does not allow its write cache to be switched (its caching page marks WCE as not changeable).</source>
        <extracomment>%1 device path</extracomment>
        <translation>De schijf %1 staat niet toe dat de schrijfcache wordt in- of uitgeschakeld (de caching-pagina markeert WCE als niet wijzigbaar).</translation>
    </message>
    <message>
        <source>The drive %1 cannot save its caching page, so the change cannot be kept after a power cycle. Switch it without keeping it instead.</source>
        <extracomment>%1 device path</extracomment>
        <translation>De schijf %1 kan haar caching-pagina niet opslaan, dus de wijziging kan niet behouden blijven na een uit- en inschakeling. Schakel de cache in plaats daarvan om zonder de instelling te behouden.</translation>
    </message>
    <message>
        <source>%1 is not a whole SCSI disk; only those can be asked to re-read their caching page.</source>
        <extracomment>%1 kernel block device name</extracomment>
        <translation>%1 is geen volledige SCSI-schijf; alleen die kunnen worden gevraagd hun caching-pagina opnieuw te lezen.</translation>
    </message>
    <message>
        <source>Could not ask the kernel to re-read the settings of %1: %2. Its view of the write cache may be out of date until the next reboot.</source>
        <extracomment>%1 kernel block device name, %2 system error text</extracomment>
        <translation>Kon de kernel niet vragen de instellingen van %1 opnieuw te lezen: %2. Het beeld dat de kernel van de schrijfcache heeft, kan tot de volgende herstart verouderd zijn.</translation>
    </message>
    <message>
        <source>udisks2 could not save the write-cache setting: %1. The change lasts only until the next power cycle.</source>
        <extracomment>%1 udisks2&apos;s error message</extracomment>
        <translation>udisks2 kon de instelling van de schrijfcache niet opslaan: %1. De wijziging geldt alleen tot de volgende uit- en inschakeling.</translation>
    </message>
    <message>
        <source>%1 is a file used as a drive (%2): the drive-level write cache does not apply; the kernel&apos;s view shows whether it passes flushes on to the file.</source>
        <extracomment>%1 device path, %2 the file behind the loop device</extracomment>
        <translation>%1 is een bestand dat als schijf wordt gebruikt (%2): de schrijfcache van de schijf is niet van toepassing; het beeld van de kernel laat zien of flush-opdrachten aan het bestand worden doorgegeven.</translation>
    </message>
    <message>
        <source>%1 is a virtual disk: the real drive and its cache are on the host, out of reach from this machine. Only the kernel&apos;s view is shown; whether flushes reach the host&apos;s drive depends on the hypervisor&apos;s cache mode.</source>
        <extracomment>%1 device path</extracomment>
        <translation>%1 is een virtuele schijf: de echte schijf en haar cache bevinden zich op de host, buiten het bereik van deze machine. Alleen het beeld van de kernel wordt getoond; of flush-opdrachten de schijf van de host bereiken, hangt af van de cachemodus van de hypervisor.</translation>
    </message>
    <message>
        <source>%1 takes no drive commands: the drive-level write cache does not apply, only the kernel&apos;s view.</source>
        <extracomment>%1 device path</extracomment>
        <translation>%1 accepteert geen schijfopdrachten: de schrijfcache van de schijf is niet van toepassing, alleen het beeld van de kernel.</translation>
    </message>
    <message>
        <source>DriveProof does not know how to ask %1 about its write cache (unknown transport).</source>
        <extracomment>%1 device path</extracomment>
        <translation>DriveProof weet niet hoe het %1 naar de schrijfcache moet vragen (onbekende aansluiting).</translation>
    </message>
    <message>
        <source>%1 is a virtual disk (%2): the write cache it reports is the hypervisor&apos;s emulation. Whether a flush reaches a real drive depends on the hypervisor&apos;s cache mode on the host.</source>
        <extracomment>%1 device path, %2 who emulates the disk: &quot;QEMU&quot;, &quot;VMware&quot;, &quot;Hyper-V&quot;, &quot;virtio&quot;...</extracomment>
        <translation>%1 is een virtuele schijf (%2): de schrijfcache die ze meldt, is de emulatie van de hypervisor. Of een flush-opdracht een echte schijf bereikt, hangt af van de cachemodus van de hypervisor op de host.</translation>
    </message>
    <message>
        <source>The kernel says write through but the drive&apos;s cache is on: the kernel no longer sends flushes, so committed data can be lost at a power cut. Switch the drive&apos;s cache off, or let the kernel re-read the drive&apos;s setting.</source>
        <translation>De kernel zegt write through, maar de cache van de schijf staat aan: de kernel stuurt geen flush-opdrachten meer, dus gecommitte gegevens kunnen bij een stroomonderbreking verloren gaan. Schakel de cache van de schijf uit, of laat de kernel de instelling van de schijf opnieuw lezen.</translation>
    </message>
    <message>
        <source>The kernel still sends flushes although the drive&apos;s cache is off: safe, only slightly slower.</source>
        <translation>De kernel stuurt nog steeds flush-opdrachten, hoewel de cache van de schijf uit staat: veilig, alleen iets trager.</translation>
    </message>
    <message>
        <source>The cache is off now, but the saved setting switches it back on at the next power cycle.</source>
        <translation>De cache staat nu uit, maar de opgeslagen instelling schakelt hem bij de volgende uit- en inschakeling weer in.</translation>
    </message>
    <message>
        <source>The cache is on now, but the saved setting switches it off at the next power cycle.</source>
        <translation>De cache staat nu aan, maar de opgeslagen instelling schakelt hem bij de volgende uit- en inschakeling uit.</translation>
    </message>
    <message>
        <source>%1 cannot keep this setting after a power cycle here, so nothing was changed. Switch it without &quot;keep after reboot&quot;: it then lasts until the next power cycle.</source>
        <extracomment>%1 device path</extracomment>
        <translation>%1 kan deze instelling hier niet behouden na een uit- en inschakeling, dus er is niets gewijzigd. Schakel om zonder &quot;behouden na herstart&quot;: de instelling geldt dan tot de volgende uit- en inschakeling.</translation>
    </message>
    <message>
        <source>%1 has no volatile write cache that can be switched.</source>
        <extracomment>%1 device path</extracomment>
        <translation>%1 heeft geen vluchtige schrijfcache die kan worden in- of uitgeschakeld.</translation>
    </message>
    <message>
        <source>%1 does not allow its write cache setting to be changed.</source>
        <extracomment>%1 device path</extracomment>
        <translation>%1 staat niet toe dat de instelling van de schrijfcache wordt gewijzigd.</translation>
    </message>
    <message>
        <source>The helper&apos;s write-cache reply names no device.</source>
        <translation>Het antwoord van het hulpprogramma over de schrijfcache noemt geen apparaat.</translation>
    </message>
    <message>
        <source>Whether the write cache of %1 is on could not be read: %2</source>
        <extracomment>%1 device path, %2 the error the drive or the kernel gave</extracomment>
        <translation>Of de schrijfcache van %1 aan staat, kon niet worden gelezen: %2</translation>
    </message>
    <message>
        <source>Whether the write cache of %1 can be switched could not be read: %2</source>
        <extracomment>%1 device path, %2 the error the drive or the kernel gave</extracomment>
        <translation>Of de schrijfcache van %1 kan worden in- of uitgeschakeld, kon niet worden gelezen: %2</translation>
    </message>
    <message>
        <source>The saved write cache setting of %1 could not be read: %2</source>
        <extracomment>%1 device path, %2 the error the drive or the kernel gave</extracomment>
        <translation>De opgeslagen schrijfcache-instelling van %1 kon niet worden gelezen: %2</translation>
    </message>
    <message>
        <source>Finding %1 (%2)</source>
        <extracomment>a finding this version does not know (from a newer helper); %1 its code, %2 its arguments</extracomment>
        <translation>Bevinding %1 (%2)</translation>
    </message>
    <message>
        <source>write back</source>
        <extracomment>the kernel&apos;s view of a drive&apos;s cache (queue/write_cache): it sends flushes</extracomment>
        <translation>uitgesteld schrijven</translation>
    </message>
    <message>
        <source>write through</source>
        <extracomment>the kernel&apos;s view of a drive&apos;s cache (queue/write_cache): it sends no flushes</extracomment>
        <translation>direct doorschrijven</translation>
    </message>
    <message>
        <source>The helper&apos;s write-cache reply has findings in a form this version does not read. Restart DriveProof after an update.</source>
        <translation>Het antwoord van het hulpprogramma over de schrijfcache bevat bevindingen in een vorm die deze versie niet kan lezen. Start DriveProof opnieuw na een update.</translation>
    </message>
    <message>
        <source>The helper&apos;s write-cache reply has a finding without a code. Restart DriveProof after an update.</source>
        <translation>Het antwoord van het hulpprogramma over de schrijfcache bevat een bevinding zonder code. Start DriveProof opnieuw na een update.</translation>
    </message>
    <message>
        <source>A self-test is already running on the drive.</source>
        <translation>Er loopt al een zelftest op de schijf.</translation>
    </message>
</context>
<context>
    <name>DriveProof::Capacity</name>
    <message>
        <source>Writing records</source>
        <translation>Records schrijven</translation>
    </message>
    <message>
        <source>Pushing the drive&apos;s cache out</source>
        <translation>De cache van de schijf leegdrukken</translation>
    </message>
    <message>
        <source>Reading back</source>
        <translation>Teruglezen</translation>
    </message>
    <message>
        <source>Closing in on the boundary</source>
        <translation>De grens insluiten</translation>
    </message>
    <message>
        <source>records written elsewhere (wrap-around)</source>
        <translation>elders geschreven records (wrap-around)</translation>
    </message>
    <message>
        <source>zeros</source>
        <translation>nullen</translation>
    </message>
    <message>
        <source>not what was written</source>
        <translation>niet wat er geschreven is</translation>
    </message>
    <message>
        <source>damaged records</source>
        <translation>beschadigde records</translation>
    </message>
    <message>
        <source>read errors</source>
        <translation>leesfouten</translation>
    </message>
    <message>
        <source>Usable size proved: %1 (%2 bytes).</source>
        <extracomment>%1 a size, e.g. &quot;62.1 GB&quot;, %2 the same in bytes</extracomment>
        <translation>Aantoonbaar bruikbaar: %1 (%2 bytes).</translation>
    </message>
    <message>
        <source>First bad block at byte %1; the boundary is known to within %2.</source>
        <extracomment>%1 a byte offset as a number, %2 a size, e.g. &quot;4 kB&quot;</extracomment>
        <translation>Eerste slechte blok bij byte %1; de grens is bekend tot op %2.</translation>
    </message>
    <message numerus="yes">
        <source>%n write request(s), %1 written, in %2 s.</source>
        <extracomment>%n write requests, %1 a size, e.g. &quot;1.1 GB&quot;, %2 seconds, e.g. &quot;12.5&quot;</extracomment>
        <translation>
            <numerusform>%n schrijfopdracht, %1 geschreven, in %2 s.</numerusform>
            <numerusform>%n schrijfopdrachten, %1 geschreven, in %2 s.</numerusform>
        </translation>
    </message>
    <message>
        <source>Genuine: every record written across all %1 bytes (%2) read back where it was written.</source>
        <extracomment>%1 the drive&apos;s size in bytes as a number, %2 the same size short, e.g. &quot;1.0 TB&quot;</extracomment>
        <translation>Echt: elk record dat over alle %1 bytes (%2) is geschreven, werd teruggelezen waar het geschreven was.</translation>
    </message>
    <message>
        <source>Fake: only the first %1 are real; writes beyond that land at the start again (wrap-around). The drive claims %2.</source>
        <extracomment>%1 the real size, e.g. &quot;62.1 GB&quot;, %2 the size the drive claims, e.g. &quot;128.0 GB&quot;</extracomment>
        <translation>Nep: alleen de eerste %1 zijn echt; schrijfacties daarna komen weer aan het begin terecht (wrap-around). De schijf beweert %2.</translation>
    </message>
    <message>
        <source>Fake: writes beyond %1 are thrown away. The drive claims %2.</source>
        <extracomment>%1 where the real part ends, e.g. &quot;120.3 GB&quot;, %2 the size the drive claims</extracomment>
        <translation>Nep: schrijfacties voorbij %1 worden weggegooid. De schijf beweert %2.</translation>
    </message>
    <message numerus="yes">
        <source>Damaged: %n block(s) did not hold what was written, the first at %1.</source>
        <extracomment>%n how many blocks, %1 the position of the first one, e.g. &quot;3.2 GB&quot;</extracomment>
        <translation>
            <numerusform>Beschadigd: %n blok bevatte niet wat er geschreven was, het eerste bij %1.</numerusform>
            <numerusform>Beschadigd: %n blokken bevatten niet wat er geschreven was, het eerste bij %1.</numerusform>
        </translation>
    </message>
    <message>
        <source>Could not decide: the test was cancelled.</source>
        <translation>Geen oordeel mogelijk: de test is geannuleerd.</translation>
    </message>
    <message>
        <source>Could not decide: the drive did not accept a flush of its cache.</source>
        <translation>Geen oordeel mogelijk: de schijf accepteerde het legen van haar cache niet.</translation>
    </message>
    <message>
        <source>Could not decide: the device is too small to test.</source>
        <translation>Geen oordeel mogelijk: het apparaat is te klein om te testen.</translation>
    </message>
    <message>
        <source>Could not decide: nothing that was written could be read back.</source>
        <translation>Geen oordeel mogelijk: niets van wat geschreven is kon worden teruggelezen.</translation>
    </message>
    <message>
        <source>The drive was reset before reading back: what its controller kept in memory was lost.</source>
        <translation>De schijf is vóór het teruglezen gereset: wat de controller in zijn geheugen hield, is verloren.</translation>
    </message>
    <message>
        <source>The drive was reset before reading back but did not come back.</source>
        <translation>De schijf is vóór het teruglezen gereset, maar kwam niet terug.</translation>
    </message>
    <message>
        <source>Not reset before reading back: this device cannot be reset.</source>
        <translation>Niet gereset vóór het teruglezen: dit apparaat kan niet worden gereset.</translation>
    </message>
    <message>
        <source>Not reset before reading back: only a USB drive can be reset on its own.</source>
        <translation>Niet gereset vóór het teruglezen: alleen een USB-schijf kan op zichzelf worden gereset.</translation>
    </message>
    <message>
        <source>Not reset before reading back: only a run as root can reset a USB drive (sudo driveproof-cli capacity).</source>
        <translation>Niet gereset vóór het teruglezen: alleen een run als root kan een USB-schijf resetten (sudo driveproof-cli capacity).</translation>
    </message>
    <message>
        <source>Not reset before reading back: a partition was checked, and a reset would touch the whole drive.</source>
        <translation>Niet gereset vóór het teruglezen: er werd een partitie gecontroleerd, en een reset zou de hele schijf raken.</translation>
    </message>
    <message>
        <source>Not reset before reading back: its USB device carries other drives too.</source>
        <translation>Niet gereset vóór het teruglezen: het USB-apparaat draagt ook andere schijven.</translation>
    </message>
    <message>
        <source>Not reset before reading back: the kernel refused (%1).</source>
        <extracomment>%1 the system&apos;s error message, e.g. &quot;Operation not permitted&quot;</extracomment>
        <translation>Niet gereset vóór het teruglezen: de kernel weigerde (%1).</translation>
    </message>
    <message>
        <source>Waiting for the drive&apos;s cache to write back</source>
        <translation>Wachten tot de schijf zijn cache wegschrijft</translation>
    </message>
</context>
<context>
    <name>DriveProof::Cli</name>
    <message>
        <source>Logical sector size in bytes (images: 512).</source>
        <translation>Logische sectorgrootte in bytes (schijfkopieën: 512).</translation>
    </message>
    <message>
        <source>Physical sector size in bytes (images: 4096).</source>
        <translation>Fysieke sectorgrootte in bytes (schijfkopieën: 4096).</translation>
    </message>
    <message>
        <source>Optimal I/O size in bytes, 0 = not reported (images: 0).</source>
        <translation>Optimale I/O-grootte in bytes, 0 = niet opgegeven (schijfkopieën: 0).</translation>
    </message>
    <message>
        <source>Bytes from LBA 0 to the next physical sector boundary (images: 0).</source>
        <translation>Bytes van LBA 0 tot de volgende grens van een fysieke sector (schijfkopieën: 0).</translation>
    </message>
    <message>
        <source>%1 %2 is not a number of bytes. Give a whole number such as 4096.</source>
        <extracomment>%1 option name, %2 the value given</extracomment>
        <translation>%1 %2 is geen aantal bytes. Geef een geheel getal op, zoals 4096.</translation>
    </message>
    <message>
        <source>%1 %2 is not a valid block size. Give a power of two from 512 to 1048576 bytes, e.g. 4096.</source>
        <extracomment>%1 option name, %2 the value given</extracomment>
        <translation>%1 %2 is geen geldige blokgrootte. Geef een macht van twee op van 512 tot 1048576 bytes, bijv. 4096.</translation>
    </message>
    <message>
        <source>--physical-block-size %1 is smaller than --logical-block-size %2: a physical sector holds one or more logical sectors.</source>
        <extracomment>%1 physical size given, %2 logical size given</extracomment>
        <translation>--physical-block-size %1 is kleiner dan --logical-block-size %2: een fysieke sector bevat één of meer logische sectoren.</translation>
    </message>
    <message>
        <source>--physical-block-size %1 is smaller than the %3-byte logical sectors of %2: a physical sector holds one or more logical sectors.</source>
        <extracomment>%1 physical size given, %2 device, %3 its logical sector size</extracomment>
        <translation>--physical-block-size %1 is kleiner dan de logische sectoren van %3 bytes van %2: een fysieke sector bevat één of meer logische sectoren.</translation>
    </message>
    <message>
        <source>%1 %2 is not valid. Give 0 (not reported) or a multiple of the physical block size (%3 bytes) up to 1 GiB.</source>
        <extracomment>%1 option name, %2 the value given, %3 physical sector size</extracomment>
        <translation>%1 %2 is ongeldig. Geef 0 (niet opgegeven) of een veelvoud van de fysieke blokgrootte (%3 bytes) tot 1 GiB op.</translation>
    </message>
    <message>
        <source>%1 %2 is not valid. Give a multiple of the logical block size (%3 bytes) smaller than the physical block size (%4 bytes), e.g. 0.</source>
        <extracomment>%1 option name, %2 the value given, %3 logical and %4 physical sector size</extracomment>
        <translation>%1 %2 is ongeldig. Geef een veelvoud van de logische blokgrootte (%3 bytes) op dat kleiner is dan de fysieke blokgrootte (%4 bytes), bijv. 0.</translation>
    </message>
    <message>
        <source>yes</source>
        <translation>ja</translation>
    </message>
    <message>
        <source>no</source>
        <translation>nee</translation>
    </message>
    <message numerus="yes">
        <source>%n byte(s)</source>
        <extracomment>%n bytes of the optimal I/O size
----------
a size in bytes, e.g. &quot;4096 bytes&quot;</extracomment>
        <translation>
            <numerusform>%n byte</numerusform>
            <numerusform>%n bytes</numerusform>
        </translation>
    </message>
    <message>
        <source>not reported</source>
        <translation>niet opgegeven</translation>
    </message>
    <message>
        <source>%1: %2 partition table, logical sector %3 bytes, physical sector %4 bytes, optimal I/O size %5, alignment offset %6 bytes.</source>
        <extracomment>%1 device or image, %2 &quot;dos&quot;/&quot;gpt&quot;, %3 and %4 sector sizes in bytes, %5 optimal I/O size (&quot;65536 bytes&quot; or &quot;not reported&quot;), %6 alignment offset in bytes</extracomment>
        <translation>%1: %2-partitietabel, logische sector %3 bytes, fysieke sector %4 bytes, optimale I/O-grootte %5, uitlijningsverschuiving %6 bytes.</translation>
    </message>
    <message>
        <source>unknown</source>
        <translation>onbekend</translation>
    </message>
    <message>
        <source>The partition table of %1 has no partitions.</source>
        <extracomment>%1 device or image</extracomment>
        <translation>De partitietabel van %1 bevat geen partities.</translation>
    </message>
    <message>
        <source>PARTITION</source>
        <translation>PARTITIE</translation>
    </message>
    <message>
        <source>START (sector)</source>
        <translation>BEGIN (sector)</translation>
    </message>
    <message>
        <source>START (bytes)</source>
        <translation>BEGIN (bytes)</translation>
    </message>
    <message>
        <source>LOGICAL</source>
        <translation>LOGISCH</translation>
    </message>
    <message>
        <source>PHYSICAL</source>
        <translation>FYSIEK</translation>
    </message>
    <message>
        <source>OPTIMAL</source>
        <translation>OPTIMAAL</translation>
    </message>
    <message>
        <source>1 MiB</source>
        <translation>1 MiB</translation>
    </message>
    <message>
        <source>VERDICT</source>
        <translation>OORDEEL</translation>
    </message>
    <message>
        <source>No drive or file named %1. Give a drive such as /dev/sdb (see &apos;driveproof-cli list&apos;) or the path of a disk image.</source>
        <extracomment>%1 what the user typed</extracomment>
        <translation>Geen schijf of bestand met de naam %1. Geef een schijf zoals /dev/sdb op (zie &apos;driveproof-cli list&apos;) of het pad van een schijfkopie.</translation>
    </message>
    <message>
        <source>%1 is a partition. Give the whole drive instead: &apos;driveproof-cli align %2&apos;.</source>
        <extracomment>%1 the partition given, %2 its whole drive</extracomment>
        <translation>%1 is een partitie. Geef in plaats daarvan de hele schijf op: &apos;driveproof-cli align %2&apos;.</translation>
    </message>
    <message>
        <source>Check that every partition of a drive or a disk image starts on a boundary that suits the drive: its physical sectors, 1 MiB and its optimal I/O size.</source>
        <translation>Controleren of elke partitie van een schijf of schijfkopie begint op een grens die bij de schijf past: haar fysieke sectoren, 1 MiB en haar optimale I/O-grootte.</translation>
    </message>
    <message>
        <source>A drive (/dev/sdb, sdb) or a disk image file.</source>
        <translation>Een schijf (/dev/sdb, sdb) of een schijfkopiebestand.</translation>
    </message>
    <message>
        <source>Print JSON (keys in docs/json.md).</source>
        <translation>Uitvoer in JSON (sleutels in docs/json.md).</translation>
    </message>
    <message>
        <source>&apos;align&apos; needs exactly one drive or disk image, e.g. &apos;driveproof-cli align /dev/sdb&apos; or &apos;driveproof-cli align disk.img&apos;.</source>
        <translation>&apos;align&apos; heeft precies één schijf of schijfkopie nodig, bijv. &apos;driveproof-cli align /dev/sdb&apos; of &apos;driveproof-cli align disk.img&apos;.</translation>
    </message>
    <message>
        <source>This test writes over the data on %1. Everything on it will be lost.
Type the device name (%2) to go on: </source>
        <extracomment>%1 device node, %2 its short name the user must type</extracomment>
        <translation>Deze test overschrijft de gegevens op %1. Alles wat erop staat, gaat verloren.
Typ de apparaatnaam (%2) om door te gaan: </translation>
    </message>
    <message>
        <source>There is no device %1. Run &apos;driveproof-cli list&apos; to see the drives on this machine.</source>
        <extracomment>%1 what the user typed</extracomment>
        <translation>Er is geen apparaat %1. Voer &apos;driveproof-cli list&apos; uit om de schijven op deze machine te zien.</translation>
    </message>
    <message>
        <source>There is no folder or file %1. Give an existing folder (a temporary test file is made in it), a file or a block device.</source>
        <extracomment>%1 what the user typed</extracomment>
        <translation>Er is geen map of bestand %1. Geef een bestaande map (er wordt een tijdelijk testbestand in aangemaakt), een bestand of een blokapparaat op.</translation>
    </message>
    <message>
        <source>%1 is not a folder, a regular file or a block device (it is a pipe, a socket or a character device). Give a folder, a file or a block device.</source>
        <extracomment>%1 what the user typed</extracomment>
        <translation>%1 is geen map, gewoon bestand of blokapparaat (het is een pipe, een socket of een tekenapparaat). Geef een map, een bestand of een blokapparaat op.</translation>
    </message>
    <message>
        <source>%1 is a device: this test writes to it and destroys its data. Add --destructive if that is what you want, or give a folder.</source>
        <extracomment>%1 device node</extracomment>
        <translation>%1 is een apparaat: deze test schrijft ernaar en vernietigt de gegevens erop. Voeg --destructive toe als u dat wilt, of geef een map op.</translation>
    </message>
    <message>
        <source>%1 is in use: %2 Nothing was written.</source>
        <extracomment>%1 device node, %2 a sentence saying what uses it, e.g. &quot;/dev/loop0 backs the loop device /dev/loop1. /dev/loop1 is mounted on /mnt.&quot;</extracomment>
        <translation>%1 is in gebruik: %2 Er is niets geschreven.</translation>
    </message>
    <message>
        <source>The name did not match; nothing was written.</source>
        <translation>De naam kwam niet overeen; er is niets geschreven.</translation>
    </message>
    <message>
        <source>--output cannot write %1: %2.</source>
        <extracomment>%1 file name, %2 the system&apos;s error text</extracomment>
        <translation>--output kan %1 niet schrijven: %2.</translation>
    </message>
    <message>
        <source>Cancelled while the test file was being prepared; it was removed.</source>
        <translation>Geannuleerd tijdens het voorbereiden van het testbestand; het is verwijderd.</translation>
    </message>
    <message>
        <source>--cache-ab needs to know the drive under the target, and it could not be found.</source>
        <translation>--cache-ab moet weten op welke schijf het doel staat, en die kon niet worden gevonden.</translation>
    </message>
    <message>
        <source>--only %1 matches no measurement of this test. The keys are the &quot;key&quot; fields of its --json output.</source>
        <extracomment>%1 what the user gave to --only</extracomment>
        <translation>--only %1 komt met geen enkele meting van deze test overeen. De sleutels zijn de &quot;key&quot;-velden van de --json-uitvoer.</translation>
    </message>
    <message>
        <source>Cannot write %1: %2.</source>
        <extracomment>%1 file name, %2 the system&apos;s error text
----------
%1 file, %2 the system&apos;s reason</extracomment>
        <translation>Kan %1 niet schrijven: %2.</translation>
    </message>
    <message>
        <source>Cancelled; the lines above finished before that.</source>
        <translation>Geannuleerd; de regels hierboven waren daarvoor al klaar.</translation>
    </message>
    <message>
        <source>Measure a drive: commit rate (like pg_test_fsync), throughput, random I/O, sweeps, the hybrid-cache check.
FAMILY is one of: quick, commit, throughput (or seq), sustained, surface, random, sweep (with --axis), sweep-block-size, sweep-queue-depth, sweep-threads, hybrid.
TARGET is a folder (default: the current one; a temporary file is created and removed), an existing file (used in place, never grown), or a block device (read tests; writing needs --destructive).</source>
        <translation>Een schijf meten: commitsnelheid (zoals pg_test_fsync), doorvoer, willekeurige I/O, meetreeksen, de controle op een hybride cache.
FAMILY is een van: quick, commit, throughput (of seq), sustained, surface, random, sweep (met --axis), sweep-block-size, sweep-queue-depth, sweep-threads, hybrid.
TARGET is een map (standaard: de huidige; er wordt een tijdelijk bestand aangemaakt en weer verwijderd), een bestaand bestand (ter plekke gebruikt, nooit vergroot) of een blokapparaat (leestests; schrijven vereist --destructive).</translation>
    </message>
    <message>
        <source>The test to run.</source>
        <translation>De uit te voeren test.</translation>
    </message>
    <message>
        <source>Folder, file or device (or --target).</source>
        <translation>Map, bestand of apparaat (of --target).</translation>
    </message>
    <message>
        <source>Folder, file or device, like TARGET.</source>
        <translation>Map, bestand of apparaat, zoals TARGET.</translation>
    </message>
    <message>
        <source>Test area or temporary file size, e.g. 1G, 256M (default: 1G; commit: 16M; a device: all of it for the surface scan).</source>
        <translation>Grootte van het testgebied of tijdelijke bestand, bijv. 1G, 256M (standaard: 1G; commit: 16M; een apparaat: het geheel voor de oppervlaktescan).</translation>
    </message>
    <message>
        <source>Seconds per measurement (default: 5).</source>
        <translation>Seconden per meting (standaard: 5).</translation>
    </message>
    <message>
        <source>I/O engine: auto, io_uring or psync (default: auto).</source>
        <translation>I/O-engine: auto, io_uring of psync (standaard: auto).</translation>
    </message>
    <message>
        <source>Block size for random, sweeps and sustained, e.g. 4k.</source>
        <translation>Blokgrootte voor random, meetreeksen en sustained, bijv. 4k.</translation>
    </message>
    <message>
        <source>I/Os in flight per thread (sweeps, sustained).</source>
        <translation>Lopende I/O-bewerkingen per thread (meetreeksen, sustained).</translation>
    </message>
    <message>
        <source>Threads (sweeps).</source>
        <translation>Threads (meetreeksen).</translation>
    </message>
    <message>
        <source>Sweeps: 100 reads only (default), 0 writes only, or a mix.</source>
        <translation>Meetreeksen: 100 alleen lezen (standaard), 0 alleen schrijven, of een mix.</translation>
    </message>
    <message>
        <source>Quick, throughput, random: reads only.</source>
        <translation>Quick, throughput, random: alleen lezen.</translation>
    </message>
    <message>
        <source>Quick, throughput, random: writes only.</source>
        <translation>Quick, throughput, random: alleen schrijven.</translation>
    </message>
    <message>
        <source>Quick, throughput, random: a mix with this percentage of reads, e.g. 70.</source>
        <translation>Quick, throughput, random: een mix met dit percentage leesacties, bijv. 70.</translation>
    </message>
    <message>
        <source>One CrystalDiskMark preset: SEQ1M-Q8T1, SEQ1M-Q1T1, RND4K-Q32T1, RND4K-Q1T1 (or any RND|SEQ&lt;size&gt;-Q&lt;depth&gt;T&lt;threads&gt;).</source>
        <translation>Eén CrystalDiskMark-voorinstelling: SEQ1M-Q8T1, SEQ1M-Q1T1, RND4K-Q32T1, RND4K-Q1T1 (of elke RND|SEQ&lt;size&gt;-Q&lt;depth&gt;T&lt;threads&gt;).</translation>
    </message>
    <message>
        <source>sweep: block-size (default), queue-depth or threads.</source>
        <translation>sweep: block-size (standaard), queue-depth of threads.</translation>
    </message>
    <message>
        <source>Hybrid check: seconds the drive stays idle between the passes (default: 300).</source>
        <translation>Hybride controle: seconden dat de schijf inactief blijft tussen de rondes (standaard: 300).</translation>
    </message>
    <message>
        <source>Commit: measure again with the drive&apos;s write cache off, then switch it back on.</source>
        <translation>Commit: opnieuw meten met de schrijfcache van de schijf uit, en hem daarna weer inschakelen.</translation>
    </message>
    <message>
        <source>Allow a write test on a raw device: everything on it is lost.</source>
        <translation>Een schrijftest op een ruw apparaat toestaan: alles wat erop staat, gaat verloren.</translation>
    </message>
    <message>
        <source>Go through the page cache (no O_DIRECT).</source>
        <translation>Via de paginacache gaan (geen O_DIRECT).</translation>
    </message>
    <message>
        <source>Print the result as JSON (docs/json.md).</source>
        <translation>Het resultaat als JSON uitvoeren (docs/json.md).</translation>
    </message>
    <message>
        <source>Also write the JSON result to FILE.</source>
        <translation>Het JSON-resultaat ook naar FILE schrijven.</translation>
    </message>
    <message>
        <source>Run only the measurements with these keys, separated by commas (e.g. rnd4kq32t1.read, commit.s1.fdatasync).</source>
        <translation>Alleen de metingen met deze sleutels uitvoeren, gescheiden door komma&apos;s (bijv. rnd4kq32t1.read, commit.s1.fdatasync).</translation>
    </message>
    <message>
        <source>Do not keep the result in the drive&apos;s history.</source>
        <translation>Het resultaat niet in de geschiedenis van de schijf bewaren.</translation>
    </message>
    <message>
        <source>&apos;bench&apos; needs a FAMILY and at most one TARGET, e.g. &apos;driveproof-cli bench quick ~/&apos;.</source>
        <translation>&apos;bench&apos; heeft een FAMILY en hoogstens één TARGET nodig, bijv. &apos;driveproof-cli bench quick ~/&apos;.</translation>
    </message>
    <message>
        <source>--axis goes with &apos;sweep&apos; and takes block-size, queue-depth or threads, not &apos;%1&apos;.</source>
        <extracomment>%1 what the user typed</extracomment>
        <translation>--axis hoort bij &apos;sweep&apos; en accepteert block-size, queue-depth of threads, niet &apos;%1&apos;.</translation>
    </message>
    <message>
        <source>unknown test &apos;%1&apos;. Try &apos;driveproof-cli bench --help&apos;.</source>
        <extracomment>%1 what the user typed</extracomment>
        <translation>onbekende test &apos;%1&apos;. Probeer &apos;driveproof-cli bench --help&apos;.</translation>
    </message>
    <message>
        <source>--size takes a size of at least 4K, such as 1G or 256M, not &apos;%1&apos;.</source>
        <extracomment>%1 what the user typed</extracomment>
        <translation>--size verwacht een grootte van minstens 4K, zoals 1G of 256M, niet &apos;%1&apos;.</translation>
    </message>
    <message>
        <source>--duration takes seconds, e.g. 5, not &apos;%1&apos;.</source>
        <extracomment>%1 what the user typed</extracomment>
        <translation>--duration verwacht seconden, bijv. 5, niet &apos;%1&apos;.</translation>
    </message>
    <message>
        <source>--backend takes auto, io_uring or psync, not &apos;%1&apos;.</source>
        <extracomment>%1 what the user typed</extracomment>
        <translation>--backend verwacht auto, io_uring of psync, niet &apos;%1&apos;.</translation>
    </message>
    <message>
        <source>--block-size takes a multiple of 512 bytes up to 64M, not &apos;%1&apos;.</source>
        <extracomment>%1 what the user typed</extracomment>
        <translation>--block-size verwacht een veelvoud van 512 bytes tot 64M, niet &apos;%1&apos;.</translation>
    </message>
    <message>
        <source>--%1 takes a whole number up to %2, not &apos;%3&apos;.</source>
        <extracomment>%1 the option, %2 the largest value, %3 what the user typed</extracomment>
        <translation>--%1 verwacht een geheel getal tot %2, niet &apos;%3&apos;.</translation>
    </message>
    <message>
        <source>--idle takes seconds, not &apos;%1&apos;.</source>
        <extracomment>%1 what the user typed</extracomment>
        <translation>--idle verwacht seconden, niet &apos;%1&apos;.</translation>
    </message>
    <message>
        <source>Give one of --read, --write and --mix.</source>
        <translation>Geef één van --read, --write en --mix op.</translation>
    </message>
    <message>
        <source>--mix takes the percentage of reads, 0 to 100, not &apos;%1&apos;.</source>
        <extracomment>%1 what the user typed</extracomment>
        <translation>--mix verwacht het percentage leesacties, 0 tot 100, niet &apos;%1&apos;.</translation>
    </message>
    <message>
        <source>--preset takes a name such as RND4K-Q32T1 or SEQ1M-Q8T1, not &apos;%1&apos;.</source>
        <extracomment>%1 what the user typed</extracomment>
        <translation>--preset verwacht een naam zoals RND4K-Q32T1 of SEQ1M-Q8T1, niet &apos;%1&apos;.</translation>
    </message>
    <message>
        <source>--preset goes with quick, random or seq.</source>
        <translation>--preset hoort bij quick, random of seq.</translation>
    </message>
    <message>
        <source>--cache-ab goes with the commit test.</source>
        <translation>--cache-ab hoort bij de committest.</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <extracomment>flushes per commit on one device: %1 device, %2 flushes per commit</extracomment>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>Commit method</source>
        <translation>Commitmethode</translation>
    </message>
    <message>
        <source>Commits/s</source>
        <translation>Commits/s</translation>
    </message>
    <message>
        <source>Mean µs</source>
        <translation>Gem. µs</translation>
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
        <translation>Flushes/commit</translation>
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
        <translation>goed</translation>
    </message>
    <message>
        <source>caution</source>
        <translation>let op</translation>
    </message>
    <message>
        <source>danger</source>
        <translation>gevaar</translation>
    </message>
    <message>
        <source>note</source>
        <translation>opmerking</translation>
    </message>
    <message>
        <source>[%1%] %2: %3, %4, %5 left</source>
        <extracomment>live progress: %1 percent done, %2 the step, %3 rate, %4 IOPS, %5 time left (m:ss)</extracomment>
        <translation>[%1%] %2: %3, %4, nog %5</translation>
    </message>
    <message>
        <source>[%1%] %2</source>
        <extracomment>live progress without numbers: %1 percent done, %2 the step</extracomment>
        <translation>[%1%] %2</translation>
    </message>
    <message>
        <source>%1 on %2</source>
        <extracomment>%1 the test&apos;s title, %2 where it ran</extracomment>
        <translation>%1 op %2</translation>
    </message>
    <message>
        <source>- %1: %2</source>
        <extracomment>a verdict as a list item: %1 good/caution/danger/note, %2 the verdict</extracomment>
        <translation>- %1: %2</translation>
    </message>
    <message>
        <source>on</source>
        <extracomment>the drive&apos;s write cache</extracomment>
        <translation>aan</translation>
    </message>
    <message>
        <source>off</source>
        <translation>uit</translation>
    </message>
    <message>
        <source>yes, through udisks2 (re-applied at every boot)</source>
        <translation>ja, via udisks2 (bij elke start opnieuw toegepast)</translation>
    </message>
    <message>
        <source>yes, saved in the drive</source>
        <translation>ja, opgeslagen in de schijf</translation>
    </message>
    <message>
        <source>no: a change lasts until the next power cycle</source>
        <translation>nee: een wijziging geldt tot de volgende uit- en inschakeling</translation>
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
        <translation>geen (accepteert geen schijfopdrachten)</translation>
    </message>
    <message>
        <source>Device</source>
        <translation>Apparaat</translation>
    </message>
    <message>
        <source>Protocol</source>
        <translation>Protocol</translation>
    </message>
    <message>
        <source>Drive has a write cache</source>
        <translation>Schijf heeft een schrijfcache</translation>
    </message>
    <message>
        <source>Drive&apos;s cache now</source>
        <translation>Cache van de schijf nu</translation>
    </message>
    <message>
        <source>Saved setting</source>
        <translation>Opgeslagen instelling</translation>
    </message>
    <message>
        <source>none</source>
        <translation>geen</translation>
    </message>
    <message>
        <source>Can be changed</source>
        <translation>Kan worden gewijzigd</translation>
    </message>
    <message>
        <source>Keeps after reboot</source>
        <translation>Blijft na herstart</translation>
    </message>
    <message>
        <source>Kernel&apos;s view</source>
        <translation>Beeld van de kernel</translation>
    </message>
    <message>
        <source>Kernel uses FUA</source>
        <translation>Kernel gebruikt FUA</translation>
    </message>
    <message>
        <source>Sources</source>
        <translation>Bronnen</translation>
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
        <translation>slecht</translation>
    </message>
    <message>
        <source>Overall</source>
        <translation>Algemeen</translation>
    </message>
    <message>
        <source>Temperature</source>
        <extracomment>temperature in degrees Celsius</extracomment>
        <translation>Temperatuur</translation>
    </message>
    <message>
        <source>%1 °C</source>
        <translation>%1 °C</translation>
    </message>
    <message>
        <source>Power-on hours</source>
        <translation>Bedrijfsuren</translation>
    </message>
    <message>
        <source>Power cycles</source>
        <translation>Aan/uit-cycli</translation>
    </message>
    <message>
        <source>Unsafe shutdowns</source>
        <translation>Onveilige uitschakelingen</translation>
    </message>
    <message>
        <source>Bad sectors</source>
        <translation>Slechte sectoren</translation>
    </message>
    <message>
        <source>Media errors</source>
        <translation>Mediumfouten</translation>
    </message>
    <message>
        <source>Wear</source>
        <extracomment>wear of an SSD, in percent of its rated life</extracomment>
        <translation>Slijtage</translation>
    </message>
    <message>
        <source>%1 %</source>
        <translation>%1 %</translation>
    </message>
    <message>
        <source>Available spare</source>
        <translation>Beschikbare reserve</translation>
    </message>
    <message>
        <source>Source</source>
        <translation>Bron</translation>
    </message>
    <message>
        <source>%1 is a partition; the write cache and health belong to the whole drive. Give %2 instead.</source>
        <extracomment>%1 partition the user gave, %2 its whole drive</extracomment>
        <translation>%1 is een partitie; de schrijfcache en de gezondheid horen bij de hele schijf. Geef in plaats daarvan %2 op.</translation>
    </message>
    <message>
        <source>Show the drive&apos;s volatile write cache next to the kernel&apos;s view, or switch it.</source>
        <translation>De vluchtige schrijfcache van de schijf naast het beeld van de kernel tonen, of hem in- of uitschakelen.</translation>
    </message>
    <message>
        <source>A drive, e.g. /dev/sda.</source>
        <translation>Een schijf, bijv. /dev/sda.</translation>
    </message>
    <message>
        <source>Switch the drive&apos;s cache on or off.</source>
        <translation>De cache van de schijf in- of uitschakelen.</translation>
    </message>
    <message>
        <source>Keep the setting after a power cycle, where the drive or udisks2 can keep it honestly.</source>
        <translation>De instelling behouden na een uit- en inschakeling, waar de schijf of udisks2 dat betrouwbaar kan.</translation>
    </message>
    <message>
        <source>&apos;cache&apos; needs exactly one DEVICE, e.g. &apos;driveproof-cli cache /dev/sda&apos;.</source>
        <translation>&apos;cache&apos; heeft precies één DEVICE nodig, bijv. &apos;driveproof-cli cache /dev/sda&apos;.</translation>
    </message>
    <message>
        <source>--set takes &apos;on&apos; or &apos;off&apos;, not &apos;%1&apos;.</source>
        <extracomment>%1 the value the user gave</extracomment>
        <translation>--set verwacht &apos;on&apos; of &apos;off&apos;, niet &apos;%1&apos;.</translation>
    </message>
    <message>
        <source>--persist goes with --set on|off.</source>
        <translation>--persist hoort bij --set on|off.</translation>
    </message>
    <message>
        <source>Show the drive&apos;s health: overall verdict, temperature, hours, power cycles, unsafe shutdowns.</source>
        <translation>De gezondheid van de schijf tonen: algemeen oordeel, temperatuur, uren, aan/uit-cycli, onveilige uitschakelingen.</translation>
    </message>
    <message>
        <source>&apos;health&apos; needs exactly one DEVICE, e.g. &apos;driveproof-cli health /dev/sda&apos;.</source>
        <translation>&apos;health&apos; heeft precies één DEVICE nodig, bijv. &apos;driveproof-cli health /dev/sda&apos;.</translation>
    </message>
    <message>
        <source>--language needs a language, one of: %1.</source>
        <extracomment>%1 the language codes DriveProof has, e.g. &quot;de, en, es&quot;</extracomment>
        <translation>--language heeft een taal nodig, een van: %1.</translation>
    </message>
    <message>
        <source>unknown language &apos;%1&apos;. Choose one of: %2.</source>
        <extracomment>%1 what was given after --language, %2 the language codes DriveProof has, e.g. &quot;de, en, es&quot;</extracomment>
        <translation>onbekende taal &apos;%1&apos;. Kies een van: %2.</translation>
    </message>
    <message>
        <source>Show help for this command.</source>
        <translation>Hulp voor deze opdracht tonen.</translation>
    </message>
    <message>
        <source>%1. Try &apos;driveproof-cli %2 --help&apos;.</source>
        <extracomment>%1 the parser&apos;s error, %2 the subcommand</extracomment>
        <translation>%1. Probeer &apos;driveproof-cli %2 --help&apos;.</translation>
    </message>
    <message>
        <source>%1 (%2 bytes)</source>
        <extracomment>%1 size with unit, e.g. &quot;500.1 GB&quot;; %2 exact byte count</extracomment>
        <translation>%1 (%2 bytes)</translation>
    </message>
    <message>
        <source>Write every drive&apos;s findings for Prometheus and other OpenMetrics readers: identity, health, write-cache views, alignment and the latest test results (docs/fleet.md).</source>
        <translation>De bevindingen van elke schijf wegschrijven voor Prometheus en andere OpenMetrics-lezers: identiteit, gezondheid, beelden van de schrijfcache, uitlijning en de laatste testresultaten (docs/fleet.md).</translation>
    </message>
    <message>
        <source>OpenMetrics text, also readable by node_exporter&apos;s textfile collector.</source>
        <translation>OpenMetrics-tekst, ook leesbaar voor de textfile collector van node_exporter.</translation>
    </message>
    <message>
        <source>Write to FILE, replacing it atomically, instead of standard output.</source>
        <translation>Naar FILE schrijven en dat atomair vervangen, in plaats van naar de standaarduitvoer.</translation>
    </message>
    <message>
        <source>FILE</source>
        <translation>FILE</translation>
    </message>
    <message>
        <source>Export only this drive (a loop device too); may be given more than once.</source>
        <translation>Alleen deze schijf exporteren (ook een loop-apparaat); kan meermaals worden opgegeven.</translation>
    </message>
    <message>
        <source>DEVICE</source>
        <translation>DEVICE</translation>
    </message>
    <message>
        <source>Export loop devices too (left out by default).</source>
        <translation>Ook loop-apparaten exporteren (standaard weggelaten).</translation>
    </message>
    <message>
        <source>Read test results from this DriveProof data folder (holding history/ and powerloss/) instead of yours; may be given more than once.</source>
        <translation>Testresultaten lezen uit deze DriveProof-gegevensmap (met history/ en powerloss/) in plaats van de uwe; kan meermaals worden opgegeven.</translation>
    </message>
    <message>
        <source>FOLDER</source>
        <translation>FOLDER</translation>
    </message>
    <message>
        <source>Read the test results of every user of this machine (needs root).</source>
        <translation>De testresultaten van alle gebruikers van deze machine lezen (vereist root).</translation>
    </message>
    <message>
        <source>&apos;export&apos; takes no arguments. Use --device DEVICE for one drive.</source>
        <translation>&apos;export&apos; accepteert geen argumenten. Gebruik --device DEVICE voor één schijf.</translation>
    </message>
    <message>
        <source>Choose a format: &apos;driveproof-cli export --openmetrics&apos;.</source>
        <translation>Kies een formaat: &apos;driveproof-cli export --openmetrics&apos;.</translation>
    </message>
    <message>
        <source>raw, 512 bytes</source>
        <translation>ruw, 512 bytes</translation>
    </message>
    <message>
        <source>hex words (hdparm --Istdout)</source>
        <translation>hexadecimale woorden (hdparm --Istdout)</translation>
    </message>
    <message>
        <source>%1 (48-bit addressing)</source>
        <extracomment>%1 number of sectors</extracomment>
        <translation>%1 (48-bits adressering)</translation>
    </message>
    <message>
        <source>%1 (28-bit addressing)</source>
        <translation>%1 (28-bits adressering)</translation>
    </message>
    <message>
        <source>%1 (not reported; assumed)</source>
        <extracomment>%1 a size in bytes; the drive predates sector size reporting (IDENTIFY word 106)</extracomment>
        <translation>%1 (niet opgegeven; aangenomen)</translation>
    </message>
    <message>
        <source>non-rotating (solid state)</source>
        <translation>niet roterend (solid state)</translation>
    </message>
    <message>
        <source>%L1 rpm</source>
        <extracomment>%L1 revolutions per minute</extracomment>
        <translation>%L1 tpm</translation>
    </message>
    <message>
        <source>yes, queue depth %1</source>
        <extracomment>%1 the number of commands the drive can queue</extracomment>
        <translation>ja, wachtrijdiepte %1</translation>
    </message>
    <message>
        <source>IDENTIFY dump</source>
        <translation>IDENTIFY-dump</translation>
    </message>
    <message>
        <source>Format</source>
        <translation>Formaat</translation>
    </message>
    <message>
        <source>Model</source>
        <translation>Model</translation>
    </message>
    <message>
        <source>Serial number</source>
        <translation>Serienummer</translation>
    </message>
    <message>
        <source>Firmware</source>
        <translation>Firmware</translation>
    </message>
    <message>
        <source>Capacity</source>
        <translation>Capaciteit</translation>
    </message>
    <message>
        <source>Sectors</source>
        <translation>Sectoren</translation>
    </message>
    <message>
        <source>Logical sector</source>
        <translation>Logische sector</translation>
    </message>
    <message>
        <source>Physical sector</source>
        <translation>Fysieke sector</translation>
    </message>
    <message>
        <source>Alignment offset</source>
        <extracomment>where logical sector 0 starts inside its physical sector</extracomment>
        <translation>Uitlijningsverschuiving</translation>
    </message>
    <message>
        <source>Rotation rate</source>
        <translation>Rotatiesnelheid</translation>
    </message>
    <message>
        <source>Write cache supported</source>
        <translation>Schrijfcache ondersteund</translation>
    </message>
    <message>
        <source>Write cache enabled</source>
        <translation>Schrijfcache ingeschakeld</translation>
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
        <translation>Controlesom</translation>
    </message>
    <message>
        <source>correct</source>
        <translation>correct</translation>
    </message>
    <message>
        <source>not present</source>
        <translation>niet aanwezig</translation>
    </message>
    <message>
        <source>Note</source>
        <translation>Opmerking</translation>
    </message>
    <message>
        <source>the drive marked this data as incomplete</source>
        <translation>de schijf heeft deze gegevens als onvolledig gemarkeerd</translation>
    </message>
    <message>
        <source>Backing file</source>
        <translation>Onderliggend bestand</translation>
    </message>
    <message>
        <source>Vendor</source>
        <translation>Fabrikant</translation>
    </message>
    <message>
        <source>WWN</source>
        <translation>WWN</translation>
    </message>
    <message>
        <source>Transport</source>
        <translation>Aansluiting</translation>
    </message>
    <message>
        <source>Size</source>
        <translation>Grootte</translation>
    </message>
    <message>
        <source>Minimum I/O</source>
        <translation>Minimale I/O</translation>
    </message>
    <message>
        <source>Optimal I/O</source>
        <translation>Optimale I/O</translation>
    </message>
    <message>
        <source>Media</source>
        <translation>Medium</translation>
    </message>
    <message>
        <source>Removable</source>
        <translation>Verwijderbaar</translation>
    </message>
    <message>
        <source>Read-only</source>
        <translation>Alleen-lezen</translation>
    </message>
    <message>
        <source>Write cache (kernel view)</source>
        <translation>Schrijfcache (beeld van de kernel)</translation>
    </message>
    <message>
        <source>FUA</source>
        <translation>FUA</translation>
    </message>
    <message>
        <source>Mounted on</source>
        <translation>Aangekoppeld op</translation>
    </message>
    <message>
        <source>not mounted</source>
        <translation>niet aangekoppeld</translation>
    </message>
    <message>
        <source>Held by</source>
        <translation>In gebruik door</translation>
    </message>
    <message>
        <source>nothing</source>
        <translation>niets</translation>
    </message>
    <message>
        <source>SIZE</source>
        <translation>GROOTTE</translation>
    </message>
    <message>
        <source>MOUNTED ON</source>
        <translation>AANGEKOPPELD OP</translation>
    </message>
    <message>
        <source>Not known:</source>
        <translation>Niet bekend:</translation>
    </message>
    <message>
        <source>  %1: %2</source>
        <extracomment>%1 what is missing, %2 why</extracomment>
        <translation>  %1: %2</translation>
    </message>
    <message>
        <source>Show everything known about one drive.</source>
        <translation>Alles tonen wat over één schijf bekend is.</translation>
    </message>
    <message>
        <source>A drive, e.g. /dev/sda or sda.</source>
        <translation>Een schijf, bijv. /dev/sda of sda.</translation>
    </message>
    <message>
        <source>Decode a saved ATA IDENTIFY dump instead of a drive: 512 raw bytes, or the hex words that &apos;hdparm --Istdout&apos; prints.</source>
        <translation>Een opgeslagen ATA IDENTIFY-dump decoderen in plaats van een schijf: 512 ruwe bytes, of de hexadecimale woorden die &apos;hdparm --Istdout&apos; afdrukt.</translation>
    </message>
    <message>
        <source>&apos;info --identify-file FILE&apos; takes no DEVICE: it decodes the file alone.</source>
        <translation>&apos;info --identify-file FILE&apos; accepteert geen DEVICE: het decodeert alleen het bestand.</translation>
    </message>
    <message>
        <source>&apos;info&apos; needs exactly one DEVICE, e.g. &apos;driveproof-cli info /dev/sda&apos;.</source>
        <translation>&apos;info&apos; heeft precies één DEVICE nodig, bijv. &apos;driveproof-cli info /dev/sda&apos;.</translation>
    </message>
    <message>
        <source>file</source>
        <translation>bestand</translation>
    </message>
    <message>
        <source>solid state</source>
        <translation>solid state</translation>
    </message>
    <message>
        <source>%1 rpm</source>
        <translation>%1 tpm</translation>
    </message>
    <message>
        <source>rotational</source>
        <translation>roterend</translation>
    </message>
    <message>
        <source>List the drives on this machine: identity, size, sector sizes, media, the kernel&apos;s write-cache view and mount points.</source>
        <translation>De schijven op deze machine weergeven: identiteit, grootte, sectorgroottes, medium, het beeld van de kernel van de schrijfcache en koppelpunten.</translation>
    </message>
    <message>
        <source>&apos;list&apos; takes no arguments. Use &apos;driveproof-cli info DEVICE&apos; for one drive.</source>
        <translation>&apos;list&apos; accepteert geen argumenten. Gebruik &apos;driveproof-cli info DEVICE&apos; voor één schijf.</translation>
    </message>
    <message>
        <source>No drives found. In a container, /sys/block may show none; on a desktop, check that the drive is connected.</source>
        <translation>Geen schijven gevonden. In een container toont /sys/block er mogelijk geen; controleer op een desktop of de schijf is aangesloten.</translation>
    </message>
    <message>
        <source>TRANSPORT</source>
        <translation>AANSLUITING</translation>
    </message>
    <message>
        <source>MODEL</source>
        <translation>MODEL</translation>
    </message>
    <message>
        <source>SECTORS L/P</source>
        <translation>SECTOREN L/F</translation>
    </message>
    <message>
        <source>MEDIA</source>
        <translation>MEDIUM</translation>
    </message>
    <message>
        <source>WRITE CACHE</source>
        <translation>SCHRIJFCACHE</translation>
    </message>
    <message>
        <source>%1/%2</source>
        <extracomment>logical / physical sector size in bytes</extracomment>
        <translation>%1/%2</translation>
    </message>
    <message>
        <source>partition</source>
        <translation>partitie</translation>
    </message>
    <message>
        <source>unknown command &apos;%1&apos;. Try &apos;driveproof-cli --help&apos;.</source>
        <translation>onbekende opdracht &apos;%1&apos;. Probeer &apos;driveproof-cli --help&apos;.</translation>
    </message>
    <message>
        <source>The power-loss test: does the drive keep what it acknowledged when the power goes?
  prepare   check the drive and the machine, create the test area
  run       write and report every commit to the witness; pull the plug when told
  verify    after the restart: read the area, fetch the witness&apos;s record, judge
  practice  the whole procedure on a simulated drive on this machine</source>
        <translation>De stroomuitvaltest: behoudt de schijf wat ze heeft bevestigd als de stroom wegvalt?
  prepare   de schijf en de machine controleren, het testgebied aanmaken
  run       schrijven en elke commit aan de getuige melden; trek de stekker eruit als daarom wordt gevraagd
  verify    na de herstart: het gebied lezen, het register van de getuige ophalen, oordelen
  practice  de hele procedure op een gesimuleerde schijf op deze machine</translation>
    </message>
    <message>
        <source>prepare, run, verify or practice.</source>
        <translation>prepare, run, verify of practice.</translation>
    </message>
    <message>
        <source>The test area: a file (created if missing) or a block device (with --destructive).</source>
        <translation>Het testgebied: een bestand (aangemaakt als het ontbreekt) of een blokapparaat (met --destructive).</translation>
    </message>
    <message>
        <source>The witness&apos;s address, as it shows it.</source>
        <translation>Het adres van de getuige, zoals die het toont.</translation>
    </message>
    <message>
        <source>Size of the test area, e.g. 1G (default: 1G; practice: 16M).</source>
        <translation>Grootte van het testgebied, bijv. 1G (standaard: 1G; practice: 16M).</translation>
    </message>
    <message>
        <source>Commit method: fdatasync (default), fsync, open_datasync or open_sync.</source>
        <translation>Commitmethode: fdatasync (standaard), fsync, open_datasync of open_sync.</translation>
    </message>
    <message>
        <source>Writes per commit (group commit); default 1.</source>
        <translation>Schrijfacties per commit (group commit); standaard 1.</translation>
    </message>
    <message>
        <source>verify: the run to verify (its id or the start of it), instead of the one pending for --target.</source>
        <translation>verify: de te verifiëren run (het id of het begin ervan), in plaats van de run die voor --target openstaat.</translation>
    </message>
    <message>
        <source>Allow a raw device as the target: everything on it is lost.</source>
        <translation>Een ruw apparaat als doel toestaan: alles wat erop staat, gaat verloren.</translation>
    </message>
    <message>
        <source>practice: honest (default) or lying.</source>
        <translation>practice: honest (standaard) of lying.</translation>
    </message>
    <message>
        <source>practice: seconds of writing before the simulated cut (default: 3).</source>
        <translation>practice: seconden schrijven vóór de gesimuleerde onderbreking (standaard: 3).</translation>
    </message>
    <message>
        <source>Print the result as JSON.</source>
        <translation>Het resultaat als JSON uitvoeren.</translation>
    </message>
    <message>
        <source>powerloss takes prepare, run, verify or practice, not &apos;%1&apos;.</source>
        <extracomment>%1 what the user typed</extracomment>
        <translation>powerloss verwacht prepare, run, verify of practice, niet &apos;%1&apos;.</translation>
    </message>
    <message>
        <source>--size takes a size of at least 1M, such as 1G or 256M, not &apos;%1&apos;.</source>
        <extracomment>%1 what the user typed</extracomment>
        <translation>--size verwacht een grootte van minstens 1M, zoals 1G of 256M, niet &apos;%1&apos;.</translation>
    </message>
    <message>
        <source>--method takes fdatasync, fsync, open_datasync or open_sync, not &apos;%1&apos;.</source>
        <extracomment>%1 what the user typed</extracomment>
        <translation>--method verwacht fdatasync, fsync, open_datasync of open_sync, niet &apos;%1&apos;.</translation>
    </message>
    <message>
        <source>--writes-per-commit takes a number from 1 to 1024, not &apos;%1&apos;.</source>
        <extracomment>%1 what the user typed</extracomment>
        <translation>--writes-per-commit verwacht een getal van 1 tot 1024, niet &apos;%1&apos;.</translation>
    </message>
    <message>
        <source>--witness takes HOST:PORT such as 192.168.1.20:7070, not &apos;%1&apos;.</source>
        <extracomment>%1 what the user typed</extracomment>
        <translation>--witness verwacht HOST:POORT, zoals 192.168.1.20:7070, niet &apos;%1&apos;.</translation>
    </message>
    <message>
        <source>--mode takes honest or lying, not &apos;%1&apos;.</source>
        <extracomment>%1 what the user typed</extracomment>
        <translation>--mode verwacht honest of lying, niet &apos;%1&apos;.</translation>
    </message>
    <message>
        <source>--seconds takes a number from 0 to 3600, not &apos;%1&apos;.</source>
        <extracomment>%1 what the user typed</extracomment>
        <translation>--seconds verwacht een getal van 0 tot 3600, niet &apos;%1&apos;.</translation>
    </message>
    <message>
        <source>--run-id takes a run id in hexadecimal (or its start), such as 3f9a, not &apos;%1&apos;.</source>
        <extracomment>%1 what the user typed</extracomment>
        <translation>--run-id verwacht een run-id in hexadecimale notatie (of het begin ervan), zoals 3f9a, niet &apos;%1&apos;.</translation>
    </message>
    <message>
        <source>Give the test area with --target PATH.</source>
        <translation>Geef het testgebied op met --target PAD.</translation>
    </message>
    <message>
        <source>--target takes a file (created if missing) or a block device, not the folder %1. Name a file in it, e.g. %1/powerloss.img.</source>
        <extracomment>%1 what the user typed</extracomment>
        <translation>--target verwacht een bestand (aangemaakt als het ontbreekt) of een blokapparaat, niet de map %1. Geef een bestand daarin op, bijv. %1/powerloss.img.</translation>
    </message>
    <message>
        <source>--target takes a file (created if missing) or a block device; %1 is a pipe, a socket or a character device.</source>
        <extracomment>%1 what the user typed</extracomment>
        <translation>--target verwacht een bestand (aangemaakt als het ontbreekt) of een blokapparaat; %1 is een pipe, een socket of een tekenapparaat.</translation>
    </message>
    <message>
        <source>--target names a file in a folder that does not exist: %1.</source>
        <extracomment>%1 what the user typed</extracomment>
        <translation>--target noemt een bestand in een map die niet bestaat: %1.</translation>
    </message>
    <message>
        <source>%1 is a device: the test writes over all of its data. Add --destructive if that is what you want, or name a file.</source>
        <extracomment>%1 device node</extracomment>
        <translation>%1 is een apparaat: de test overschrijft al zijn gegevens. Voeg --destructive toe als u dat wilt, of geef een bestand op.</translation>
    </message>
    <message>
        <source>preparing the test area: %1%</source>
        <extracomment>%1 percent of the test area written with known data</extracomment>
        <translation>testgebied voorbereiden: %1%</translation>
    </message>
    <message>
        <source>%1: %2 commits/s, witness holds #%3, %4 in flight, link %5</source>
        <extracomment>live power-loss run: %1 phase, %2 commits per second, %3 the witness&apos;s durable sequence number, %4 writes in flight, %5 link state</extracomment>
        <translation>%1: %2 commits/s, getuige heeft t/m #%3, %4 onderweg, verbinding %5</translation>
    </message>
    <message>
        <source>*** Pull the plug now ***</source>
        <translation>*** Trek nu de stekker eruit ***</translation>
    </message>
    <message>
        <source>Cut the power at the wall (not the power button). After the restart, run &apos;driveproof-cli powerloss verify&apos; with the same target.</source>
        <translation>Onderbreek de stroom bij het stopcontact (niet met de aan/uit-knop). Voer na de herstart &apos;driveproof-cli powerloss verify&apos; uit met hetzelfde doel.</translation>
    </message>
    <message>
        <source>Verdict: %1</source>
        <extracomment>%1 PASS, FAIL or INCONCLUSIVE</extracomment>
        <translation>Oordeel: %1</translation>
    </message>
    <message>
        <source>Validity checks:</source>
        <translation>Geldigheidscontroles:</translation>
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
        <translation>NIET OK</translation>
    </message>
    <message>
        <source>Acknowledged writes: %1; blocks checked: %2</source>
        <extracomment>%1 number of acknowledged writes, %2 number of blocks read</extracomment>
        <translation>Bevestigde schrijfacties: %1; gecontroleerde blokken: %2</translation>
    </message>
    <message>
        <source>Note: %1</source>
        <extracomment>a fact to know before the test: %1 its text</extracomment>
        <translation>Opmerking: %1</translation>
    </message>
    <message>
        <source>Warning: %1</source>
        <extracomment>a warning: %1 its text</extracomment>
        <translation>Waarschuwing: %1</translation>
    </message>
    <message>
        <source>Test area: %1, %2</source>
        <extracomment>%1 file or device, %2 its size</extracomment>
        <translation>Testgebied: %1, %2</translation>
    </message>
    <message>
        <source>Drive: %1, serial %2, firmware %3</source>
        <extracomment>%1 model, %2 serial number, %3 firmware</extracomment>
        <translation>Schijf: %1, serienummer %2, firmware %3</translation>
    </message>
    <message>
        <source>Write cache: %1</source>
        <extracomment>%1 on, off or unknown</extracomment>
        <translation>Schrijfcache: %1</translation>
    </message>
    <message>
        <source>Unsafe shutdowns so far: %1</source>
        <translation>Onveilige uitschakelingen tot nu toe: %1</translation>
    </message>
    <message>
        <source>Ready. Start the witness, then &apos;driveproof-cli powerloss run&apos;.</source>
        <translation>Klaar. Start de getuige en daarna &apos;driveproof-cli powerloss run&apos;.</translation>
    </message>
    <message>
        <source>Stopped cleanly after %1 commits; the witness holds them all. Nothing to verify: a clean stop is not a power cut.</source>
        <extracomment>%1 number of commits</extracomment>
        <translation>Netjes gestopt na %1 commits; de getuige heeft ze allemaal. Niets te verifiëren: een nette stop is geen stroomonderbreking.</translation>
    </message>
    <message>
        <source>No power-loss test is pending for %1.</source>
        <translation>Er staat geen stroomuitvaltest open voor %1.</translation>
    </message>
    <message>
        <source>No pending power-loss test has the run id &apos;%1&apos;.</source>
        <translation>Geen openstaande stroomuitvaltest heeft het run-id &apos;%1&apos;.</translation>
    </message>
    <message>
        <source>Practice on a simulated drive that lies about its flushes.</source>
        <translation>Oefenen op een gesimuleerde schijf die liegt over haar flush-opdrachten.</translation>
    </message>
    <message>
        <source>Practice on a simulated honest drive.</source>
        <translation>Oefenen op een gesimuleerde eerlijke schijf.</translation>
    </message>
    <message>
        <source>run %1: started</source>
        <extracomment>%1 a short run id</extracomment>
        <translation>run %1: gestart</translation>
    </message>
    <message>
        <source>run %1: the writer is back (%2 commits so far)</source>
        <extracomment>%1 a short run id, %2 number of acknowledged commits</extracomment>
        <translation>run %1: de schrijver is terug (%2 commits tot nu toe)</translation>
    </message>
    <message>
        <source>run %1: %2 commits acknowledged</source>
        <extracomment>%1 a short run id, %2 number of acknowledged commits</extracomment>
        <translation>run %1: %2 commits bevestigd</translation>
    </message>
    <message>
        <source>run %1: the writer went silent at %2: the estimated power cut</source>
        <extracomment>%1 a short run id, %2 date and time on this machine&apos;s clock</extracomment>
        <translation>run %1: de schrijver werd stil om %2: de geschatte stroomonderbreking</translation>
    </message>
    <message>
        <source>run %1: the writer reported an error: %2</source>
        <extracomment>%1 a short run id, %2 the writer&apos;s error text</extracomment>
        <translation>run %1: de schrijver meldde een fout: %2</translation>
    </message>
    <message>
        <source>run %1: the writer stopped on purpose (no power cut)</source>
        <extracomment>%1 a short run id</extracomment>
        <translation>run %1: de schrijver is bewust gestopt (geen stroomonderbreking)</translation>
    </message>
    <message>
        <source>run %1: the verifier&apos;s report is stored</source>
        <extracomment>%1 a short run id</extracomment>
        <translation>run %1: het rapport van de verificateur is opgeslagen</translation>
    </message>
    <message>
        <source>refused a connection: %1</source>
        <extracomment>%1 why a connection or frame was refused</extracomment>
        <translation>verbinding geweigerd: %1</translation>
    </message>
    <message>
        <source>run %1: journal error: %2</source>
        <extracomment>%1 a short run id, %2 the error text</extracomment>
        <translation>run %1: journaalfout: %2</translation>
    </message>
    <message>
        <source>Be the witness of a power-loss test: record every commit a writer reports, so that after the power cut the verifier knows what the drive acknowledged. Runs until Ctrl+C.</source>
        <translation>De getuige zijn van een stroomuitvaltest: elke commit vastleggen die een schrijver meldt, zodat de verificateur na de stroomonderbreking weet wat de schijf heeft bevestigd. Loopt tot Ctrl+C.</translation>
    </message>
    <message>
        <source>Address and port to listen on (default: 0.0.0.0:7070).</source>
        <translation>Adres en poort om op te luisteren (standaard: 0.0.0.0:7070).</translation>
    </message>
    <message>
        <source>Folder for the run journals (default: DriveProof&apos;s data folder). Put it on another disk than the one under test.</source>
        <translation>Map voor de journalen van de runs (standaard: de gegevensmap van DriveProof). Zet die op een andere schijf dan de geteste.</translation>
    </message>
    <message>
        <source>witness takes no argument, not &apos;%1&apos;.</source>
        <extracomment>%1 what the user typed</extracomment>
        <translation>witness accepteert geen argument, niet &apos;%1&apos;.</translation>
    </message>
    <message>
        <source>--listen takes ADDRESS:PORT such as 0.0.0.0:7070, not &apos;%1&apos;.</source>
        <extracomment>%1 what the user typed</extracomment>
        <translation>--listen verwacht ADRES:POORT, zoals 0.0.0.0:7070, niet &apos;%1&apos;.</translation>
    </message>
    <message>
        <source>Pairing code: %1</source>
        <extracomment>%1 the pairing code to type on the writer</extracomment>
        <translation>Koppelcode: %1</translation>
    </message>
    <message>
        <source>Listening on %1:%2</source>
        <extracomment>%1 host, %2 port</extracomment>
        <translation>Luistert op %1:%2</translation>
    </message>
    <message>
        <source>On the machine under test, type one of these witness addresses:</source>
        <extracomment>Followed by this machine&apos;s addresses (ADDRESS:PORT), one per line, that the person types on the machine under test as the witness address.</extracomment>
        <translation>Typ op de geteste machine een van deze getuigeadressen:</translation>
    </message>
    <message>
        <source>Journals in %1</source>
        <extracomment>%1 a folder</extracomment>
        <translation>Journalen in %1</translation>
    </message>
    <message>
        <source>Witness stopped; every journal is synced.</source>
        <translation>Getuige gestopt; alle journalen zijn gesynchroniseerd.</translation>
    </message>
    <message>
        <source>Link</source>
        <translation>Verbinding</translation>
    </message>
    <message>
        <source>Drive class</source>
        <translation>Soort schijf</translation>
    </message>
    <message>
        <source>The result was not kept in the drive&apos;s history: %1</source>
        <extracomment>%1 why the history file could not be written</extracomment>
        <translation>Het resultaat is niet bewaard in de geschiedenis van de schijf: %1</translation>
    </message>
    <message>
        <source>%1 (%2, %3) looks empty. The capacity test writes over all of it. Go on? [y/N] </source>
        <extracomment>%1 device node, %2 the drive&apos;s model, %3 its size, e.g. &quot;128.0 GB&quot;. The drive has no partition table and no file system. Answer with the word for yes, or y.</extracomment>
        <translation>%1 (%2, %3) lijkt leeg. De capaciteitstest overschrijft alles erop. Doorgaan? [y/N] </translation>
    </message>
    <message>
        <source>Is the drive as big as it says? Writes records over the whole device, reads them back and tells a genuine drive from a fake one.</source>
        <translation>Is de schijf zo groot als ze beweert? Schrijft records over het hele apparaat, leest ze terug en onderscheidt een echte schijf van een nepschijf.</translation>
    </message>
    <message>
        <source>The drive, e.g. /dev/sdb.</source>
        <translation>De schijf, bijv. /dev/sdb.</translation>
    </message>
    <message>
        <source>The quick probe: a few thousand records, minutes.</source>
        <translation>De snelle peiling: een paar duizend records, minuten.</translation>
    </message>
    <message>
        <source>The full verify: every block written and read back; resumes where an interrupted run stopped.</source>
        <translation>De volledige controle: elk blok geschreven en teruggelezen; gaat verder waar een onderbroken run stopte.</translation>
    </message>
    <message>
        <source>Allow the writes without a terminal to ask on: everything on the device is lost.</source>
        <translation>De schrijfacties toestaan zonder terminal om te vragen: alles op het apparaat gaat verloren.</translation>
    </message>
    <message>
        <source>Give one device and --quick or --full. Try &apos;driveproof-cli capacity --help&apos;.</source>
        <translation>Geef één apparaat en --quick of --full. Probeer &apos;driveproof-cli capacity --help&apos;.</translation>
    </message>
    <message>
        <source>The capacity test writes over everything on %1. Add --destructive if that is what you want.</source>
        <extracomment>%1 device node</extracomment>
        <translation>De capaciteitstest overschrijft alles op %1. Voeg --destructive toe als u dat wilt.</translation>
    </message>
    <message>
        <source>Bad: bytes %1 to %2: %3.</source>
        <extracomment>%1 and %2 byte offsets as numbers, %3 what was found there, e.g. &quot;zeros&quot;</extracomment>
        <translation>Slecht: bytes %1 tot %2: %3.</translation>
    </message>
    <message numerus="yes">
        <source>… and %n more bad range(s) (see --json).</source>
        <translation>
            <numerusform>… en nog %n slecht bereik (zie --json).</numerusform>
            <numerusform>… en nog %n slechte bereiken (zie --json).</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 is empty (no partition table, no file system): it is written to without asking for its name.</source>
        <extracomment>%1 device node</extracomment>
        <translation>%1 is leeg (geen partitietabel, geen bestandssysteem): er wordt naar geschreven zonder om de naam te vragen.</translation>
    </message>
    <message>
        <source>%1 has no write cache of its own to switch (a loop, virtio or memory-card device): only the kernel&apos;s view exists. Nothing was changed.</source>
        <extracomment>%1 device node</extracomment>
        <translation>%1 heeft geen eigen schrijfcache om te schakelen (een loop-, virtio- of geheugenkaartapparaat): er is alleen de kijk van de kernel. Er is niets gewijzigd.</translation>
    </message>
    <message>
        <source>%1 is a loop device over %2: it has no health of its own. Ask the drive that holds that file.</source>
        <extracomment>%1 device node, %2 the file behind it</extracomment>
        <translation>%1 is een loop-apparaat boven %2: het heeft geen eigen gezondheid. Vraag het de schijf waarop dat bestand staat.</translation>
    </message>
    <message>
        <source>%1 commits/s</source>
        <extracomment>commits per second</extracomment>
        <translation>%1 commits/s</translation>
    </message>
    <message>
        <source>List the runs kept for one drive, newest first.</source>
        <translation>De bewaarde runs van één schijf tonen, nieuwste eerst.</translation>
    </message>
    <message>
        <source>&apos;history&apos; needs exactly one DEVICE, e.g. &apos;driveproof-cli history /dev/sda&apos;.</source>
        <translation>&apos;history&apos; heeft precies één DEVICE nodig, bijv. &apos;driveproof-cli history /dev/sda&apos;.</translation>
    </message>
    <message>
        <source>No runs are kept for %1 yet. &apos;driveproof-cli bench quick FOLDER&apos; on one of its file systems makes the first.</source>
        <extracomment>%1 device node</extracomment>
        <translation>Voor %1 zijn nog geen runs bewaard. &apos;driveproof-cli bench quick FOLDER&apos; op een van zijn bestandssystemen maakt de eerste.</translation>
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
        <translation>INSTELLINGEN</translation>
    </message>
    <message>
        <source>SUMMARY</source>
        <translation>SAMENVATTING</translation>
    </message>
    <message>
        <source>Put two runs side by side: the lines they share, B against A.</source>
        <translation>Twee runs naast elkaar zetten: de regels die ze delen, B tegenover A.</translation>
    </message>
    <message>
        <source>A run&apos;s id (the first 8 characters are enough) or its result file; twice.</source>
        <translation>De id van een run (de eerste 8 tekens volstaan) of zijn resultaatbestand; tweemaal.</translation>
    </message>
    <message>
        <source>&apos;compare&apos; needs two runs, e.g. &apos;driveproof-cli compare 1a2b3c4d 5e6f7a8b&apos;; &apos;driveproof-cli history DEVICE&apos; lists their ids.</source>
        <translation>&apos;compare&apos; heeft twee runs nodig, bijv. &apos;driveproof-cli compare 1a2b3c4d 5e6f7a8b&apos;; &apos;driveproof-cli history DEVICE&apos; toont hun id&apos;s.</translation>
    </message>
    <message>
        <source>MEASUREMENT</source>
        <translation>METING</translation>
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
        <translation>Niet gelijk: %1</translation>
    </message>
    <message>
        <source>The two runs have no measurement in common: nothing to compare. Compare two runs of the same test.</source>
        <translation>De twee runs hebben geen meting gemeen: niets te vergelijken. Vergelijk twee runs van dezelfde test.</translation>
    </message>
    <message>
        <source>empty: no partition table, no file system</source>
        <translation>leeg: geen partitietabel, geen bestandssysteem</translation>
    </message>
    <message>
        <source>data (%1)</source>
        <extracomment>%1 what was found, e.g. &quot;gpt, ext4&quot;</extracomment>
        <translation>gegevens (%1)</translation>
    </message>
    <message>
        <source>unknown: %1</source>
        <extracomment>%1 why the drive could not be read (a sentence)</extracomment>
        <translation>onbekend: %1</translation>
    </message>
    <message>
        <source>Contents</source>
        <translation>Inhoud</translation>
    </message>
    <message>
        <source>standard input</source>
        <translation>standaardinvoer</translation>
    </message>
    <message>
        <source>Cannot read the pairing code from %1: %2</source>
        <extracomment>%1 a file or &quot;standard input&quot;, %2 the system&apos;s error text</extracomment>
        <translation>Kan de koppelcode niet lezen uit %1: %2</translation>
    </message>
    <message>
        <source>Pairing code (as the witness shows it): </source>
        <translation>Koppelcode (zoals de getuige hem toont): </translation>
    </message>
    <message>
        <source>That is not a pairing code: type the 12 characters the witness shows, such as K7QD-M2XF-9HBT.</source>
        <translation>Dat is geen koppelcode: typ de 12 tekens die de getuige toont, zoals K7QD-M2XF-9HBT.</translation>
    </message>
    <message>
        <source>--pairing is no longer accepted: every user of this machine can read the command line. Type the code when asked, or use --pairing-file FILE.</source>
        <translation>--pairing wordt niet meer geaccepteerd: elke gebruiker van deze machine kan de opdrachtregel lezen. Typ de code wanneer erom gevraagd wordt, of gebruik --pairing-file FILE.</translation>
    </message>
    <message>
        <source>Read the pairing code the witness shows from FILE (&apos;-&apos;: standard input). Without it, run asks for the code.</source>
        <translation>De koppelcode die de getuige toont uit FILE lezen (&apos;-&apos;: standaardinvoer). Zonder deze optie vraagt run om de code.</translation>
    </message>
    <message>
        <source>run needs the witness: --witness HOST:PORT as &apos;driveproof-cli witness&apos; shows it, and its pairing code (asked for, or --pairing-file FILE).</source>
        <translation>run heeft de getuige nodig: --witness HOST:PORT zoals &apos;driveproof-cli witness&apos; het toont, en zijn koppelcode (gevraagd, of --pairing-file FILE).</translation>
    </message>
    <message>
        <source>Use the pairing code in FILE (&apos;-&apos;: standard input) instead of a random one.</source>
        <translation>De koppelcode in FILE gebruiken (&apos;-&apos;: standaardinvoer) in plaats van een willekeurige.</translation>
    </message>
    <message>
        <source>The drive&apos;s records could not be read (an older helper, or a drive that keeps none).</source>
        <translation>De gegevens van de schijf konden niet worden gelezen (een oudere helper, of een schijf die ze niet bijhoudt).</translation>
    </message>
    <message>
        <source>Is it new? %1</source>
        <extracomment>&quot;Is it new?&quot; and the verdict: new, used, possibly reset</extracomment>
        <translation>Is hij nieuw? %1</translation>
    </message>
    <message>
        <source>Also show every record the drive keeps: each SMART attribute or NVMe health log field, the self-test log and the error log count.</source>
        <translation>Ook alle gegevens tonen die de schijf bijhoudt: elk SMART-attribuut of veld van het NVMe-gezondheidslogboek, het zelftestlogboek en het aantal gelogde fouten.</translation>
    </message>
    <message>
        <source>Remember the endurance the maker rates this drive&apos;s model for, in terabytes written (TBW), and compare the data written with it from now on.</source>
        <translation>De levensduur onthouden die de fabrikant voor het model van deze schijf opgeeft, in geschreven terabytes (TBW), en de geschreven gegevens er voortaan mee vergelijken.</translation>
    </message>
    <message>
        <source>--rated-tbw takes terabytes written, e.g. 600, not &apos;%1&apos;.</source>
        <extracomment>%1 what the user typed</extracomment>
        <translation>--rated-tbw verwacht geschreven terabytes, bv. 600, niet &apos;%1&apos;.</translation>
    </message>
    <message numerus="yes">
        <source>about %n minute(s)</source>
        <extracomment>%n the number of minutes the drive says a self-test takes</extracomment>
        <translation>
            <numerusform>ongeveer %n minuut</numerusform>
            <numerusform>ongeveer %n minuten</numerusform>
        </translation>
    </message>
    <message>
        <source>Self-tests</source>
        <translation>Zelftests</translation>
    </message>
    <message>
        <source>offered</source>
        <translation>aangeboden</translation>
    </message>
    <message>
        <source>not offered</source>
        <translation>niet aangeboden</translation>
    </message>
    <message>
        <source>Now</source>
        <translation>Nu</translation>
    </message>
    <message>
        <source>running, %1% done</source>
        <translation>bezig, %1% klaar</translation>
    </message>
    <message>
        <source>no self-test running</source>
        <translation>geen zelftest bezig</translation>
    </message>
    <message>
        <source>Last result</source>
        <translation>Laatste resultaat</translation>
    </message>
    <message>
        <source>Short test</source>
        <translation>Korte test</translation>
    </message>
    <message>
        <source>Extended test</source>
        <translation>Uitgebreide test</translation>
    </message>
    <message>
        <source>Conveyance test</source>
        <translation>Transporttest</translation>
    </message>
    <message>
        <source>Self-test on %1: %2% done</source>
        <extracomment>%1 device path, %2 percent done</extracomment>
        <translation>Zelftest op %1: %2% klaar</translation>
    </message>
    <message>
        <source>Stopped following. The drive goes on testing; &apos;driveproof-cli selftest %1 abort&apos; stops it.</source>
        <extracomment>%1 device path</extracomment>
        <translation>Volgen gestopt. De schijf test verder; &apos;driveproof-cli selftest %1 abort&apos; stopt de test.</translation>
    </message>
    <message>
        <source>Start, stop or follow the drive&apos;s own self-test. The drive runs it and keeps the result in its self-test log (&apos;health DEVICE --all&apos; shows it).</source>
        <translation>De eigen zelftest van de schijf starten, stoppen of volgen. De schijf voert hem uit en bewaart het resultaat in haar zelftestlogboek (&apos;health DEVICE --all&apos; toont het).</translation>
    </message>
    <message>
        <source>short, extended, conveyance (ATA), abort or status.</source>
        <translation>short, extended, conveyance (ATA), abort of status.</translation>
    </message>
    <message>
        <source>Follow the running test until it ends; the exit status is 1 when it failed.</source>
        <translation>De lopende test volgen tot hij klaar is; de afsluitstatus is 1 als hij mislukte.</translation>
    </message>
    <message>
        <source>&apos;selftest&apos; needs a DEVICE and an ACTION, e.g. &apos;driveproof-cli selftest /dev/sda short&apos;.</source>
        <translation>&apos;selftest&apos; heeft een DEVICE en een ACTION nodig, bv. &apos;driveproof-cli selftest /dev/sda short&apos;.</translation>
    </message>
    <message>
        <source>Unknown self-test action &apos;%1&apos;: use short, extended, conveyance, abort or status.</source>
        <extracomment>%1 the action the user gave</extracomment>
        <translation>Onbekende zelftestactie &apos;%1&apos;: gebruik short, extended, conveyance, abort of status.</translation>
    </message>
    <message>
        <source>%1: no partition table, logical sector %2 bytes, physical sector %3 bytes, optimal I/O size %4, alignment offset %5 bytes.</source>
        <extracomment>%1 device or image, %2 and %3 sector sizes in bytes, %4 optimal I/O size (&quot;65536 bytes&quot; or &quot;not reported&quot;), %5 alignment offset in bytes</extracomment>
        <translation>%1: geen partitietabel, logische sector %2 bytes, fysieke sector %3 bytes, optimale I/O-grootte %4, uitlijningsverschuiving %5 bytes.</translation>
    </message>
    <message>
        <source>The self-test&apos;s result could not be kept in the drive&apos;s history: %1</source>
        <extracomment>%1 why (a sentence)</extracomment>
        <translation>Het resultaat van de zelftest kon niet in de geschiedenis van de schijf worden bewaard: %1</translation>
    </message>
    <message>
        <source>LBA format</source>
        <extracomment>column titles of the table of NVMe LBA formats</extracomment>
        <translation>LBA-indeling</translation>
    </message>
    <message>
        <source>Sector</source>
        <translation>Sector</translation>
    </message>
    <message>
        <source>In use</source>
        <translation>In gebruik</translation>
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
        <translation>Gebruik: driveproof-cli COMMAND [opties]

Vertelt de waarheid over een schijf.

Opdrachten:
  list          schijven weergeven met identiteit, topologie en cachebeeld
  info DEVICE   alles wat over één schijf bekend is
  align TARGET  partitie-uitlijning van een schijf of schijfkopie controleren
  cache DEVICE  de schrijfcache van de schijf en het beeld van de kernel; --set on|off
  health DEVICE de gezondheid: oordeel, temperatuur, uren, uitschakelingen
  selftest DEVICE short|extended|abort|status  de eigen zelftest van de schijf
  bench FAMILY [TARGET]  meten: quick, commit, throughput, random, sweeps...
  history DEVICE  de bewaarde runs van een schijf, nieuwste eerst
  compare RUN RUN  twee runs naast elkaar, en waarin ze verschillen
  powerloss prepare|run|verify|practice  de stroomuitvaltest (stekker eruit)
  witness       de tweede machine van een stroomuitvaltest zijn
  export --openmetrics  de bevindingen van elke schijf voor Prometheus (vloten)
  capacity APPARAAT --quick|--full  is de schijf zo groot als ze beweert (nepschijven)
  trim TARGET   of TRIM door elke laag de schijf bereikt

Opties:
  -h, --help     deze hulp tonen; &apos;driveproof-cli COMMAND --help&apos; voor een opdracht
  -v, --version  de versie tonen
  --language LANG
                 LANG spreken, bijv. de, pt_BR of zh_TW, in plaats van de taal
                 van het systeem; werkt met elke opdracht
</translation>
    </message>
    <message>
        <source>yes, down to the drive</source>
        <translation>ja, tot aan de schijf</translation>
    </message>
    <message>
        <source>down to a loop device&apos;s backing file</source>
        <translation>tot aan het achterliggende bestand van een loop-apparaat</translation>
    </message>
    <message>
        <source>no: a layer drops it</source>
        <translation>nee: een laag laat het vallen</translation>
    </message>
    <message>
        <source>no: the drive does not take it</source>
        <translation>nee: de schijf neemt het niet aan</translation>
    </message>
    <message>
        <source>enabled</source>
        <translation>ingeschakeld</translation>
    </message>
    <message>
        <source>disabled</source>
        <translation>uitgeschakeld</translation>
    </message>
    <message>
        <source>masked</source>
        <translation>gemaskeerd</translation>
    </message>
    <message>
        <source>not installed</source>
        <translation>niet geïnstalleerd</translation>
    </message>
    <message>
        <source>%1 (systemd is not running)</source>
        <extracomment>%1 the timer&apos;s state, e.g. &quot;enabled&quot;</extracomment>
        <translation>%1 (systemd draait niet)</translation>
    </message>
    <message>
        <source>From %1: %2</source>
        <extracomment>%1 a device, %2 whether TRIM gets through</extracomment>
        <translation>Vanaf %1: %2</translation>
    </message>
    <message>
        <source>From %1 (mounted on %2): %3</source>
        <extracomment>%1 a device, %2 its mount points, %3 whether TRIM gets through</extracomment>
        <translation>Vanaf %1 (aangekoppeld op %2): %3</translation>
    </message>
    <message>
        <source>Layer</source>
        <translation>Laag</translation>
    </message>
    <message>
        <source>Kind</source>
        <translation>Soort</translation>
    </message>
    <message>
        <source>Discard granularity</source>
        <translation>Discard-granulariteit</translation>
    </message>
    <message>
        <source>Largest discard</source>
        <translation>Grootste discard</translation>
    </message>
    <message>
        <source>Passes TRIM</source>
        <translation>Laat TRIM door</translation>
    </message>
    <message>
        <source>Say whether TRIM reaches the drive through every layer (partition, dm-crypt, LVM, md, loop, USB), whether fstrim.timer runs and which file systems are mounted with discard.</source>
        <translation>Zegt of TRIM door elke laag (partitie, dm-crypt, LVM, md, loop, USB) de schijf bereikt, of fstrim.timer draait en welke bestandssystemen met discard zijn aangekoppeld.</translation>
    </message>
    <message>
        <source>A drive, a partition, a dm, md or loop device, or a folder, e.g. /dev/sda or /home.</source>
        <translation>Een schijf, een partitie, een dm-, md- of loop-apparaat, of een map, bijv. /dev/sda of /home.</translation>
    </message>
    <message>
        <source>&apos;trim&apos; needs exactly one TARGET, e.g. &apos;driveproof-cli trim /dev/sda&apos;.</source>
        <translation>&apos;trim&apos; heeft precies één TARGET nodig, bijv. &apos;driveproof-cli trim /dev/sda&apos;.</translation>
    </message>
    <message>
        <source>TRIM from %1: %2</source>
        <extracomment>%1 the drive or folder asked about, %2 whether TRIM gets through</extracomment>
        <translation>TRIM vanaf %1: %2</translation>
    </message>
    <message>
        <source>fstrim.timer: %1</source>
        <extracomment>%1 the timer&apos;s state, e.g. &quot;enabled&quot;</extracomment>
        <translation>fstrim.timer: %1</translation>
    </message>
    <message>
        <source>Judge a report instead of a drive: the output of &apos;smartctl -x&apos;, &apos;smartctl -x --json&apos; or &apos;nvme smart-log -o json&apos; saved in FILE (&apos;-&apos;: standard input).</source>
        <translation>Een rapport beoordelen in plaats van een schijf: de uitvoer van &apos;smartctl -x&apos;, &apos;smartctl -x --json&apos; of &apos;nvme smart-log -o json&apos;, opgeslagen in FILE (&apos;-&apos;: standaardinvoer).</translation>
    </message>
    <message>
        <source>With --report of nvme smart-log: the output of &apos;nvme id-ctrl -o json&apos; for the model, serial and firmware.</source>
        <translation>Met --report van nvme smart-log: de uitvoer van &apos;nvme id-ctrl -o json&apos; voor het model, het serienummer en de firmware.</translation>
    </message>
    <message>
        <source>&apos;health --report FILE&apos; takes no DEVICE and no --rated-tbw.</source>
        <translation>&apos;health --report FILE&apos; accepteert geen DEVICE en geen --rated-tbw.</translation>
    </message>
</context>
<context>
    <name>DriveProof::Device</name>
    <message>
        <source>No block device named %1. Run &apos;driveproof-cli list&apos; to see the drives on this machine.</source>
        <translation>Geen blokapparaat met de naam %1. Voer &apos;driveproof-cli list&apos; uit om de schijven op deze machine te zien.</translation>
    </message>
    <message>
        <source>%1 disappeared while it was being read. Check that the drive is still connected.</source>
        <translation>%1 is verdwenen terwijl het werd gelezen. Controleer of de schijf nog is aangesloten.</translation>
    </message>
    <message>
        <source>%1 is mounted on %2.</source>
        <extracomment>%1 device path, %2 list of mount points</extracomment>
        <translation>%1 is aangekoppeld op %2.</translation>
    </message>
    <message>
        <source>%1 is in use as swap space.</source>
        <extracomment>%1 device path</extracomment>
        <translation>%1 is in gebruik als wisselgeheugen.</translation>
    </message>
    <message numerus="yes">
        <source>%1 (And %n more.)</source>
        <extracomment>%1 a sentence saying what uses a device, %n how many other users there are</extracomment>
        <translation>
            <numerusform>%1 (En nog %n.)</numerusform>
            <numerusform>%1 (En nog %n andere.)</numerusform>
        </translation>
    </message>
    <message>
        <source>not reported by this %1 device through sysfs</source>
        <translation>niet opgegeven door dit %1-apparaat via sysfs</translation>
    </message>
    <message>
        <source>unknown</source>
        <translation>onbekend</translation>
    </message>
    <message>
        <source>model</source>
        <translation>model</translation>
    </message>
    <message>
        <source>serial number</source>
        <translation>serienummer</translation>
    </message>
    <message>
        <source>firmware revision</source>
        <translation>firmwareversie</translation>
    </message>
    <message>
        <source>WWN</source>
        <translation>WWN</translation>
    </message>
    <message>
        <source>rotation rate</source>
        <translation>rotatiesnelheid</translation>
    </message>
    <message>
        <source>%1 could not be opened even as root (%2): the system blocks access to it (a container or a security policy), so only what sysfs reports is shown.</source>
        <extracomment>%1 device path, %2 system error text</extracomment>
        <translation>%1 kon zelfs als root niet worden geopend (%2): het systeem blokkeert de toegang (een container of een beveiligingsbeleid), dus alleen wat sysfs meldt wordt getoond.</translation>
    </message>
    <message>
        <source>%1 could not be opened (%2): only what sysfs reports is shown. Run as root or through the DriveProof helper for more.</source>
        <extracomment>%1 device path, %2 system error text</extracomment>
        <translation>%1 kon niet worden geopend (%2): alleen wat sysfs meldt wordt getoond. Voer het programma uit als root of via het DriveProof-hulpprogramma voor meer.</translation>
    </message>
    <message>
        <source>device node</source>
        <translation>apparaatbestand</translation>
    </message>
    <message>
        <source>%1 backs the loop device %2.</source>
        <extracomment>a loop device reads and writes its data on this device. %1 device path, %2 loop device path</extracomment>
        <translation>%1 is de opslag van het loop-apparaat %2.</translation>
    </message>
    <message>
        <source>%1 is part of %2.</source>
        <extracomment>%1 device path, %2 a device built on it (device-mapper, RAID, bcache)</extracomment>
        <translation>%1 maakt deel uit van %2.</translation>
    </message>
    <message>
        <source>%1 has the partition %2.</source>
        <extracomment>%1 disk path, %2 partition path</extracomment>
        <translation>%1 heeft de partitie %2.</translation>
    </message>
    <message>
        <source>There is no %1. Give a device such as /dev/sda (see &apos;driveproof-cli list&apos;).</source>
        <translation>%1 bestaat niet. Geef een apparaat zoals /dev/sda op (zie &apos;driveproof-cli list&apos;).</translation>
    </message>
    <message>
        <source>%1 is a folder or a file, not a block device. Give a device such as /dev/sda (see &apos;driveproof-cli list&apos;).</source>
        <translation>%1 is een map of een bestand, geen blokapparaat. Geef een apparaat zoals /dev/sda op (zie &apos;driveproof-cli list&apos;).</translation>
    </message>
    <message>
        <source>Could not read %1 to see what it holds: %2.</source>
        <extracomment>%1 device or file path, %2 the system&apos;s reason</extracomment>
        <translation>%1 kon niet worden gelezen om te zien wat erop staat: %2.</translation>
    </message>
    <message>
        <source>Could not read the start and end of %1 to see what it holds.</source>
        <extracomment>%1 device or file path</extracomment>
        <translation>Begin en einde van %1 konden niet worden gelezen om te zien wat erop staat.</translation>
    </message>
    <message>
        <source>udev has no record of device %1, and it could not be read directly (run as root, or start udev).</source>
        <extracomment>%1 device numbers like 8:0</extracomment>
        <translation>udev kent apparaat %1 niet, en het kon niet rechtstreeks worden gelezen (voer uit als root, of start udev).</translation>
    </message>
</context>
<context>
    <name>DriveProof::DriveReport</name>
    <message>
        <source>%1 is not valid JSON: %2 at byte %3.</source>
        <extracomment>%1 file name, %2 the JSON parser&apos;s words, %3 the byte offset</extracomment>
        <translation>%1 is geen geldige JSON: %2 bij byte %3.</translation>
    </message>
    <message>
        <source>%1 is larger than any drive report (%2 at most). Give the output of smartctl -x or nvme smart-log, not a disk image.</source>
        <extracomment>%1 file name, %2 a size (&quot;4 MiB&quot;)</extracomment>
        <translation>%1 is groter dan elk schijfrapport (hooguit %2). Geef de uitvoer van smartctl -x of nvme smart-log op, geen schijfkopie.</translation>
    </message>
    <message>
        <source>%1 is no drive report DriveProof can read: give the output of &apos;smartctl -x&apos;, &apos;smartctl -x --json&apos; or &apos;nvme smart-log -o json&apos;.</source>
        <extracomment>%1 file name</extracomment>
        <translation>%1 is geen schijfrapport dat DriveProof kan lezen: geef de uitvoer van &apos;smartctl -x&apos;, &apos;smartctl -x --json&apos; of &apos;nvme smart-log -o json&apos; op.</translation>
    </message>
    <message>
        <source>%1 is a report of a SAS or SCSI drive: DriveProof judges reports of ATA (SATA) and NVMe drives.</source>
        <extracomment>%1 file name</extracomment>
        <translation>%1 is een rapport van een SAS- of SCSI-schijf: DriveProof beoordeelt rapporten van ATA-schijven (SATA) en NVMe-schijven.</translation>
    </message>
    <message>
        <source>From the report %1, not from the drive itself: %2.</source>
        <extracomment>%1 file name, %2 drive model</extracomment>
        <translation>Uit het rapport %1, niet van de schijf zelf: %2.</translation>
    </message>
    <message>
        <source>From the report %1, not from the drive itself: %2, serial %3.</source>
        <extracomment>%1 file name, %2 drive model, %3 serial number</extracomment>
        <translation>Uit het rapport %1, niet van de schijf zelf: %2, serienummer %3.</translation>
    </message>
    <message>
        <source>%1, line %2: more than 30 SMART attributes, which no drive has.</source>
        <extracomment>%1 file name, %2 line number</extracomment>
        <translation>%1, regel %2: meer dan 30 SMART-attributen, wat geen enkele schijf heeft.</translation>
    </message>
    <message>
        <source>Could not read %1: %2.</source>
        <extracomment>%1 file name, %2 the system&apos;s reason</extracomment>
        <translation>%1 kon niet worden gelezen: %2.</translation>
    </message>
    <message>
        <source>From the report %1, not from the drive itself.</source>
        <extracomment>%1 file name (a report that names no drive, e.g. smartctl -l farm)</extracomment>
        <translation>Uit het rapport %1, niet van de schijf zelf.</translation>
    </message>
</context>
<context>
    <name>DriveProof::Flash</name>
    <message>
        <source>TRIM from %1 reaches the drive %2 through every layer.</source>
        <extracomment>%1 the device in use (e.g. /dev/mapper/vg-home), %2 the drive</extracomment>
        <translation>TRIM vanaf %1 bereikt de schijf %2 door elke laag heen.</translation>
    </message>
    <message>
        <source>The drive %1 takes TRIM.</source>
        <extracomment>%1 the drive</extracomment>
        <translation>De schijf %1 neemt TRIM aan.</translation>
    </message>
    <message>
        <source>TRIM from %1 reaches the loop device %2, which frees the space in its backing file %3. The drive under that file gets it only from its own file system (mounted with discard, or fstrim).</source>
        <extracomment>%1 the device in use, %2 a loop device, %3 its backing file</extracomment>
        <translation>TRIM vanaf %1 bereikt het loop-apparaat %2, dat de ruimte in zijn achterliggende bestand %3 vrijgeeft. De schijf onder dat bestand krijgt het alleen van haar eigen bestandssysteem (aangekoppeld met discard, of fstrim).</translation>
    </message>
    <message>
        <source>The dm-crypt volume %1 drops discards, so TRIM from %2 never reaches the drive. Open it with --allow-discards (or the discard option in /etc/crypttab); an observer of the raw drive then sees which blocks are free.</source>
        <extracomment>%1 a dm-crypt volume, %2 the device in use</extracomment>
        <translation>Het dm-crypt-volume %1 laat discards vallen, dus TRIM vanaf %2 bereikt de schijf nooit. Open het met --allow-discards (of de optie discard in /etc/crypttab); wie de ruwe schijf bekijkt, ziet dan welke blokken vrij zijn.</translation>
    </message>
    <message>
        <source>%1 drops discards, so TRIM from %2 stops there and never reaches the drive.</source>
        <extracomment>%1 the layer (e.g. /dev/md0), %2 the device in use</extracomment>
        <translation>%1 laat discards vallen, dus TRIM vanaf %2 stopt daar en bereikt de schijf nooit.</translation>
    </message>
    <message>
        <source>The kernel shows no discard limits for %1, so whether TRIM passes it is unknown.</source>
        <extracomment>%1 a device</extracomment>
        <translation>De kernel toont geen discard-grenzen voor %1, dus of TRIM erdoor komt, is onbekend.</translation>
    </message>
    <message>
        <source>%1 is a hard disk: it takes no TRIM and needs none.</source>
        <extracomment>%1 the drive</extracomment>
        <translation>%1 is een harde schijf: die neemt geen TRIM aan en heeft het niet nodig.</translation>
    </message>
    <message>
        <source>%1 is attached through usb-storage (Bulk-Only Transport), which passes no TRIM. In a UAS enclosure or on a UAS port it may.</source>
        <extracomment>%1 the drive</extracomment>
        <translation>%1 is aangesloten via usb-storage (Bulk-Only Transport), dat geen TRIM doorgeeft. In een UAS-behuizing of op een UAS-poort kan het wel.</translation>
    </message>
    <message>
        <source>%1 is attached through UAS, but its bridge announces no TRIM, so the kernel sends none.</source>
        <extracomment>%1 the drive</extracomment>
        <translation>%1 is aangesloten via UAS, maar de brug meldt geen TRIM, dus de kernel stuurt er geen.</translation>
    </message>
    <message>
        <source>%1 does not take TRIM (the kernel&apos;s discard_max_bytes is 0).</source>
        <extracomment>%1 the drive</extracomment>
        <translation>%1 neemt geen TRIM aan (discard_max_bytes van de kernel is 0).</translation>
    </message>
    <message>
        <source>No file system on %1 is mounted. TRIM comes from a mounted file system (fstrim or the discard option), or from blkdiscard, which erases everything.</source>
        <extracomment>%1 the device asked about</extracomment>
        <translation>Geen enkel bestandssysteem op %1 is aangekoppeld. TRIM komt van een aangekoppeld bestandssysteem (fstrim of de optie discard), of van blkdiscard, dat alles wist.</translation>
    </message>
    <message>
        <source>%1 is mounted with discard: every delete is trimmed at once, which slows deletes on some drives. The weekly fstrim.timer is the usual choice.</source>
        <extracomment>%1 a mount point</extracomment>
        <translation>%1 is aangekoppeld met discard: elke verwijdering wordt meteen getrimd, wat verwijderen op sommige schijven vertraagt. De wekelijkse fstrim.timer is de gebruikelijke keuze.</translation>
    </message>
    <message>
        <source>%1 is mounted with discard=async: freed space is trimmed in batches.</source>
        <extracomment>%1 a mount point</extracomment>
        <translation>%1 is aangekoppeld met discard=async: vrijgekomen ruimte wordt in groepen getrimd.</translation>
    </message>
    <message>
        <source>%1 is trimmed once a week by fstrim.timer.</source>
        <extracomment>%1 a mount point</extracomment>
        <translation>%1 wordt eens per week getrimd door fstrim.timer.</translation>
    </message>
    <message>
        <source>%1 is neither mounted with discard nor trimmed by fstrim.timer, so the drive never learns which blocks are free. Run &apos;sudo systemctl enable --now fstrim.timer&apos;.</source>
        <extracomment>%1 a mount point</extracomment>
        <translation>%1 is niet met discard aangekoppeld en wordt niet door fstrim.timer getrimd, dus de schijf hoort nooit welke blokken vrij zijn. Voer &apos;sudo systemctl enable --now fstrim.timer&apos; uit.</translation>
    </message>
    <message>
        <source>systemd is not running here, so fstrim.timer trims nothing. Run &apos;fstrim -a&apos; from cron, or mount with discard.</source>
        <translation>systemd draait hier niet, dus fstrim.timer trimt niets. Voer &apos;fstrim -a&apos; uit vanuit cron, of koppel aan met discard.</translation>
    </message>
    <message>
        <source>%1 is not on a block device that DriveProof can see in sysfs. Give a drive, a partition or a folder on one.</source>
        <extracomment>%1 a path the user gave</extracomment>
        <translation>%1 staat niet op een blokapparaat dat DriveProof in sysfs ziet. Geef een schijf, een partitie of een map daarop.</translation>
    </message>
    <message>
        <source>%1 cannot be read: %2.</source>
        <extracomment>%1 a path the user gave, %2 the system&apos;s error text</extracomment>
        <translation>%1 kan niet worden gelezen: %2.</translation>
    </message>
</context>
<context>
    <name>DriveProof::Gui</name>
    <message>
        <source>unknown</source>
        <translation>onbekend</translation>
    </message>
    <message>
        <source>%1 (%2 bytes)</source>
        <extracomment>%1 size with unit, e.g. &quot;500.1 GB&quot;; %2 exact byte count, e.g. &quot;500,107,862,016&quot;</extracomment>
        <translation>%1 (%2 bytes)</translation>
    </message>
    <message numerus="yes">
        <source>%Ln byte(s)</source>
        <extracomment>a size in bytes, e.g. &quot;4,096 bytes&quot;; %Ln is the number with digit grouping</extracomment>
        <translation>
            <numerusform>%Ln byte</numerusform>
            <numerusform>%Ln bytes</numerusform>
        </translation>
    </message>
    <message>
        <source>yes</source>
        <translation>ja</translation>
    </message>
    <message>
        <source>no</source>
        <translation>nee</translation>
    </message>
    <message>
        <source>loop device</source>
        <translation>loop-apparaat</translation>
    </message>
    <message>
        <source>backed by a file</source>
        <translation>met een bestand als opslag</translation>
    </message>
    <message>
        <source>solid state</source>
        <translation>solid state</translation>
    </message>
    <message>
        <source>%1 rpm</source>
        <extracomment>disk rotation speed; %1 is the number, e.g. &quot;7,200&quot;</extracomment>
        <translation>%1 tpm</translation>
    </message>
    <message>
        <source>rotational</source>
        <translation>roterend</translation>
    </message>
    <message>
        <source>Not reported for this device.</source>
        <translation>Niet opgegeven voor dit apparaat.</translation>
    </message>
    <message>
        <source>%1%</source>
        <extracomment>a percentage; %1 the number, e.g. &quot;97&quot;</extracomment>
        <translation>%1%</translation>
    </message>
    <message>
        <source>hard disk</source>
        <translation>harde schijf</translation>
    </message>
    <message>
        <source>solid-state drive</source>
        <translation>solid-state-schijf</translation>
    </message>
    <message>
        <source>NVMe solid-state drive</source>
        <translation>NVMe-solid-state-schijf</translation>
    </message>
    <message>
        <source>USB drive</source>
        <translation>USB-schijf</translation>
    </message>
    <message>
        <source>loop device (a file used as a drive)</source>
        <translation>loop-apparaat (een bestand dat als schijf wordt gebruikt)</translation>
    </message>
    <message>
        <source>drive</source>
        <translation>schijf</translation>
    </message>
    <message>
        <source>Tells the truth about a drive.</source>
        <translation>Vertelt de waarheid over een schijf.</translation>
    </message>
    <message>
        <source>Show this drive first, e.g. /dev/sda.</source>
        <translation>Deze schijf als eerste tonen, bijv. /dev/sda.</translation>
    </message>
    <message>
        <source>Save a picture of the window to this PNG file once everything is read, then quit.</source>
        <translation>Een afbeelding van het venster in dit PNG-bestand opslaan zodra alles is gelezen, en daarna afsluiten.</translation>
    </message>
    <message>
        <source>Open the Preferences dialog at start.</source>
        <translation>Bij het starten het venster Voorkeuren openen.</translation>
    </message>
    <message>
        <source>Open the About dialog at start.</source>
        <translation>Bij het starten het venster Over openen.</translation>
    </message>
    <message>
        <source>Run this test (quick, random, commit, ...) in the window without clicks, write the result (--json-out) and quit; for benchmark scripts.</source>
        <translation>Deze test (quick, random, commit, ...) zonder klikken in het venster uitvoeren, het resultaat wegschrijven (--json-out) en afsluiten; voor benchmarkscripts.</translation>
    </message>
    <message>
        <source>With --run-test: only these measurements, separated by commas, e.g. rnd4kq32t1.read.</source>
        <translation>Met --run-test: alleen deze metingen, gescheiden door komma&apos;s, bijv. rnd4kq32t1.read.</translation>
    </message>
    <message>
        <source>With --run-test: the folder (or file) to test in.</source>
        <translation>Met --run-test: de map (of het bestand) waarin getest wordt.</translation>
    </message>
    <message>
        <source>With --run-test: the test size, e.g. 1G or 256M.</source>
        <translation>Met --run-test: de testgrootte, bijv. 1G of 256M.</translation>
    </message>
    <message>
        <source>With --run-test: seconds per measurement (default: 5).</source>
        <translation>Met --run-test: seconden per meting (standaard: 5).</translation>
    </message>
    <message>
        <source>With --run-test: write the result as JSON to this file.</source>
        <translation>Met --run-test: het resultaat als JSON naar dit bestand schrijven.</translation>
    </message>
    <message>
        <source>Verify the power-loss tests that wait for it (after the power cut); the autostart entry of a pending test runs this.</source>
        <translation>De stroomuitvaltests verifiëren die daarop wachten (na de stroomonderbreking); de autostartvermelding van een openstaande test voert dit uit.</translation>
    </message>
    <message>
        <source>Open the power-loss test at start.</source>
        <translation>Bij het starten de stroomuitvaltest openen.</translation>
    </message>
    <message>
        <source>Open the power-loss witness page at start.</source>
        <translation>Bij het starten de getuigepagina voor stroomuitval openen.</translation>
    </message>
    <message>
        <source>--duration needs a number of seconds</source>
        <translation>--duration heeft een aantal seconden nodig</translation>
    </message>
    <message>
        <source>You were not allowed to read the write cache setting of %1. Try again and authenticate when asked, or ask an administrator.</source>
        <extracomment>%1 device path</extracomment>
        <translation>U mocht de instelling van de schrijfcache van %1 niet lezen. Probeer het opnieuw en authenticeer u wanneer daarom wordt gevraagd, of vraag het een beheerder.</translation>
    </message>
    <message>
        <source>You were not allowed to switch the write cache of %1, so nothing was changed. Try again and authenticate when asked, or ask an administrator.</source>
        <extracomment>%1 device path</extracomment>
        <translation>U mocht de schrijfcache van %1 niet omschakelen, dus er is niets gewijzigd. Probeer het opnieuw en authenticeer u wanneer daarom wordt gevraagd, of vraag het een beheerder.</translation>
    </message>
    <message>
        <source>You were not allowed to read the health of %1. Try again and authenticate when asked, or ask an administrator.</source>
        <extracomment>%1 device path</extracomment>
        <translation>U mocht de gezondheid van %1 niet lezen. Probeer het opnieuw en authenticeer u wanneer daarom wordt gevraagd, of vraag het een beheerder.</translation>
    </message>
    <message>
        <source>DriveProof&apos;s helper is not installed, so DriveProof cannot ask the drive while it runs as you. Install the DriveProof package, or run DriveProof as root.</source>
        <translation>Het hulpprogramma van DriveProof is niet geïnstalleerd, dus DriveProof kan de schijf niet bevragen terwijl het onder uw account draait. Installeer het DriveProof-pakket, of voer DriveProof uit als root.</translation>
    </message>
    <message>
        <source>The system bus does not let DriveProof reach its helper: the helper&apos;s D-Bus policy is missing. Reinstall the DriveProof package, or run DriveProof as root.</source>
        <translation>De systeembus laat DriveProof zijn hulpprogramma niet bereiken: het D-Bus-beleid van het hulpprogramma ontbreekt. Installeer het DriveProof-pakket opnieuw, of voer DriveProof uit als root.</translation>
    </message>
    <message>
        <source>There is no system bus, so DriveProof cannot reach its helper. Start the D-Bus system service, or run DriveProof as root.</source>
        <translation>Er is geen systeembus, dus DriveProof kan zijn hulpprogramma niet bereiken. Start de D-Bus-systeemdienst, of voer DriveProof uit als root.</translation>
    </message>
    <message>
        <source>The request for %1 failed: %2.</source>
        <extracomment>%1 device path, %2 the system&apos;s reason</extracomment>
        <translation>Het verzoek voor %1 is mislukt: %2.</translation>
    </message>
    <message>
        <source>Starts on a physical-sector boundary.</source>
        <translation>Begint op een grens van een fysieke sector.</translation>
    </message>
    <message>
        <source>Starts %1 bytes past a physical-sector boundary.</source>
        <extracomment>%1 a number of bytes, e.g. &quot;512&quot;</extracomment>
        <translation>Begint %1 bytes voorbij een grens van een fysieke sector.</translation>
    </message>
    <message>
        <source>Starts on a 1 MiB boundary.</source>
        <translation>Begint op een grens van 1 MiB.</translation>
    </message>
    <message>
        <source>Does not start on a 1 MiB boundary.</source>
        <translation>Begint niet op een grens van 1 MiB.</translation>
    </message>
    <message>
        <source>Does not start on a multiple of the drive&apos;s optimal I/O size.</source>
        <translation>Begint niet op een veelvoud van de optimale I/O-grootte van de schijf.</translation>
    </message>
    <message>
        <source>none</source>
        <translation>geen</translation>
    </message>
    <message>
        <source>not mounted</source>
        <translation>niet aangekoppeld</translation>
    </message>
    <message>
        <source>not checked</source>
        <translation>niet gecontroleerd</translation>
    </message>
    <message>
        <source>%L1 %2</source>
        <extracomment>a transfer rate; %L1 the number, %2 its unit (&quot;MB/s&quot; or &quot;MiB/s&quot;, as chosen in Preferences)</extracomment>
        <translation>%L1 %2</translation>
    </message>
    <message>
        <source>unknown test &apos;%1&apos;</source>
        <extracomment>%1 what the user typed after --run-test</extracomment>
        <translation>onbekende test &apos;%1&apos;</translation>
    </message>
    <message>
        <source>--run-test needs --target, an existing folder or file</source>
        <translation>--run-test heeft --target nodig, een bestaande map of een bestaand bestand</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a size, e.g. 1G or 256M</source>
        <extracomment>%1 what the user typed after --size</extracomment>
        <translation>&apos;%1&apos; is geen grootte, bijv. 1G of 256M</translation>
    </message>
    <message>
        <source>write back: the kernel sends flushes</source>
        <translation>uitgesteld schrijven (write back): de kernel stuurt flush-opdrachten</translation>
    </message>
    <message>
        <source>write through: the kernel sends no flushes</source>
        <translation>direct doorschrijven (write through): de kernel stuurt geen flush-opdrachten</translation>
    </message>
    <message>
        <source>Open this drive report (smartctl -x, smartctl --json or nvme smart-log -o json) at start.</source>
        <translation>Bij het starten dit schijfrapport openen (smartctl -x, smartctl --json of nvme smart-log -o json).</translation>
    </message>
</context>
<context>
    <name>DriveProof::Gui::AboutDialog</name>
    <message>
        <source>About DriveProof</source>
        <translation>Over DriveProof</translation>
    </message>
    <message>
        <source>DriveProof %1</source>
        <extracomment>%1 DriveProof&apos;s version, e.g. &quot;0.1.0&quot;</extracomment>
        <translation>DriveProof %1</translation>
    </message>
    <message>
        <source>Tells you the truth about a drive: what it is, whether its partitions are aligned, whether its write cache is on, how fast it commits, streams and seeks, and whether it keeps the writes it acknowledged.</source>
        <translation>Vertelt u de waarheid over een schijf: wat voor schijf het is, of de partities zijn uitgelijnd, of de schrijfcache aan staat, hoe snel ze commit, sequentieel overdraagt en zoekt, en of ze de bevestigde schrijfacties behoudt.</translation>
    </message>
    <message>
        <source>What DriveProof does</source>
        <translation>Wat DriveProof doet</translation>
    </message>
    <message>
        <source>Qt %1 · kernel %2 %3</source>
        <extracomment>%1 the Qt version it runs on, %2 the kernel&apos;s name (&quot;linux&quot;), %3 its version</extracomment>
        <translation>Qt %1 · kernel %2 %3</translation>
    </message>
    <message>
        <source>Versions</source>
        <translation>Versies</translation>
    </message>
    <message>
        <source>Free software under the GNU General Public License, version 3 or any later version (&lt;a href=&quot;https://www.gnu.org/licenses/gpl-3.0.html&quot;&gt;GPL-3.0-or-later&lt;/a&gt;). It comes with no warranty.</source>
        <extracomment>rich text; keep the link. GPL-3.0-or-later is the licence&apos;s SPDX name</extracomment>
        <translation>Vrije software onder de GNU General Public License, versie 3 of een latere versie (&lt;a href=&quot;https://www.gnu.org/licenses/gpl-3.0.html&quot;&gt;GPL-3.0-or-later&lt;/a&gt;). Er wordt geen enkele garantie gegeven.</translation>
    </message>
    <message>
        <source>Licence</source>
        <translation>Licentie</translation>
    </message>
</context>
<context>
    <name>DriveProof::Gui::CapacityButton</name>
    <message>
        <source>Check &amp;capacity…</source>
        <translation>&amp;Capaciteit controleren…</translation>
    </message>
    <message>
        <source>Is the drive as big as it says? Finds fake drives.</source>
        <translation>Is de schijf zo groot als ze beweert? Vindt nepschijven.</translation>
    </message>
</context>
<context>
    <name>DriveProof::Gui::CapacityDialog</name>
    <message>
        <source>Check capacity: %1</source>
        <extracomment>dialog title; %1 the drive&apos;s model or device node</extracomment>
        <translation>Capaciteit controleren: %1</translation>
    </message>
    <message>
        <source>Is %1 really %2? The check writes records across the whole drive, reads them back and tells a genuine drive from a fake one.</source>
        <extracomment>%1 the drive&apos;s model, %2 its size as it claims it, e.g. &quot;128.0 GB&quot;</extracomment>
        <translation>Is %1 echt %2? De controle schrijft records over de hele schijf, leest ze terug en onderscheidt een echte schijf van een nepschijf.</translation>
    </message>
    <message>
        <source>&amp;Quick probe: a few thousand records, minutes</source>
        <translation>&amp;Snelle peiling: een paar duizend records, minuten</translation>
    </message>
    <message>
        <source>&amp;Full verify: every block, hours on a large drive</source>
        <translation>&amp;Volledige controle: elk blok, uren op een grote schijf</translation>
    </message>
    <message>
        <source>&amp;Start</source>
        <translation>S&amp;tarten</translation>
    </message>
    <message>
        <source>Everything on %1 (%2) is lost: every partition, every file.</source>
        <extracomment>%1 device node, %2 the drive&apos;s model</extracomment>
        <translation>Alles op %1 (%2) gaat verloren: elke partitie, elk bestand.</translation>
    </message>
    <message>
        <source>&amp;Cancel</source>
        <translation>&amp;Annuleren</translation>
    </message>
    <message>
        <source>&amp;Close</source>
        <translation>Sl&amp;uiten</translation>
    </message>
    <message>
        <source>Check capacity</source>
        <translation>Capaciteit controleren</translation>
    </message>
    <message>
        <source>Write</source>
        <extracomment>a line of the full verify&apos;s chart: the rate while writing</extracomment>
        <translation>Schrijven</translation>
    </message>
    <message>
        <source>Read</source>
        <translation>Lezen</translation>
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
        <translation>Afbeelding &amp;kopiëren</translation>
    </message>
</context>
<context>
    <name>DriveProof::Gui::Charts::CommitChart</name>
    <message>
        <source>Commits per second, by method</source>
        <translation>Commits per seconde, per methode</translation>
    </message>
    <message>
        <source>Commits per second (logarithmic)</source>
        <translation>Commits per seconde (logaritmisch)</translation>
    </message>
    <message>
        <source>Durable, write cache as it was</source>
        <translation>Duurzaam, schrijfcache ongewijzigd</translation>
    </message>
    <message>
        <source>Durable commits</source>
        <translation>Duurzame commits</translation>
    </message>
    <message>
        <source>Durable, write cache off</source>
        <translation>Duurzaam, schrijfcache uit</translation>
    </message>
    <message>
        <source>Not durable (baseline for comparison)</source>
        <translation>Niet duurzaam (referentie ter vergelijking)</translation>
    </message>
    <message>
        <source>%1 rpm: about %2 commits/s at most when each waits for the platter</source>
        <extracomment>legend of a line on the commit chart; %1 rotation rate, %2 commits per second</extracomment>
        <translation>%1 tpm: hoogstens ongeveer %2 commits/s als elke commit op de schijfplaat wacht</translation>
    </message>
</context>
<context>
    <name>DriveProof::Gui::Charts::CompareChart</name>
    <message>
        <source>A (older)</source>
        <translation>A (ouder)</translation>
    </message>
    <message>
        <source>B (newer)</source>
        <translation>B (nieuwer)</translation>
    </message>
    <message>
        <source>The two runs side by side</source>
        <translation>De twee runs naast elkaar</translation>
    </message>
    <message>
        <source>Commits/s</source>
        <translation>Commits/s</translation>
    </message>
</context>
<context>
    <name>DriveProof::Gui::Charts::CutTimelineChart</name>
    <message>
        <source>Acknowledged writes before the power cut</source>
        <translation>Bevestigde schrijfacties vóór de stroomonderbreking</translation>
    </message>
    <message>
        <source>Seconds before the cut</source>
        <extracomment>axis of a chart: time before the moment the power was cut (negative numbers)</extracomment>
        <translation>Seconden vóór de onderbreking</translation>
    </message>
    <message>
        <source>Write number</source>
        <extracomment>axis of a chart: the running number of each write</extracomment>
        <translation>Nummer van de schrijfactie</translation>
    </message>
    <message>
        <source>Kept</source>
        <translation>Behouden</translation>
    </message>
    <message>
        <source>Lost</source>
        <translation>Verloren</translation>
    </message>
    <message>
        <source>Torn (partly kept)</source>
        <translation>Gescheurd (deels behouden)</translation>
    </message>
    <message>
        <source>Estimated cut</source>
        <extracomment>the estimated moment of the power cut, a vertical line in the chart</extracomment>
        <translation>Geschatte onderbreking</translation>
    </message>
</context>
<context>
    <name>DriveProof::Gui::Charts::HybridChart</name>
    <message>
        <source>Random reads before and after the idle time</source>
        <translation>Willekeurige leesacties voor en na de inactieve tijd</translation>
    </message>
    <message>
        <source>Random reads of the same blocks</source>
        <translation>Willekeurige leesacties van dezelfde blokken</translation>
    </message>
    <message>
        <source>IOPS</source>
        <translation>IOPS</translation>
    </message>
    <message>
        <source>First pass</source>
        <translation>Eerste ronde</translation>
    </message>
    <message>
        <source>Second pass, after the idle time</source>
        <translation>Tweede ronde, na de inactieve tijd</translation>
    </message>
</context>
<context>
    <name>DriveProof::Gui::Charts::LatencyChart</name>
    <message>
        <source>Latency</source>
        <translation>Latentie</translation>
    </message>
    <message>
        <source>Latency of %1</source>
        <extracomment>chart title; %1 the measurement, e.g. &quot;RND4K Q1T1 read&quot;</extracomment>
        <translation>Latentie van %1</translation>
    </message>
    <message>
        <source>Latency (µs, logarithmic)</source>
        <translation>Latentie (µs, logaritmisch)</translation>
    </message>
    <message>
        <source>Share of operations (%)</source>
        <translation>Aandeel van de bewerkingen (%)</translation>
    </message>
    <message>
        <source>Operations</source>
        <translation>Bewerkingen</translation>
    </message>
    <message>
        <source>p50 (median): %1 µs</source>
        <extracomment>a percentile marker in the legend; %1 latency in microseconds</extracomment>
        <translation>p50 (mediaan): %1 µs</translation>
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
        <translation>Leessnelheid over het testgebied</translation>
    </message>
    <message>
        <source>Write rate as the test area fills</source>
        <translation>Schrijfsnelheid terwijl het testgebied vol raakt</translation>
    </message>
    <message>
        <source>Position (%1)</source>
        <extracomment>axis title; %1 the unit: MB, GB, MiB or GiB</extracomment>
        <translation>Positie (%1)</translation>
    </message>
    <message>
        <source>Written (%1)</source>
        <extracomment>axis title; %1 the unit: MB, GB, MiB or GiB</extracomment>
        <translation>Geschreven (%1)</translation>
    </message>
</context>
<context>
    <name>DriveProof::Gui::Charts::SweepChart</name>
    <message>
        <source>IOPS and transfer rate by block size</source>
        <translation>IOPS en overdrachtssnelheid per blokgrootte</translation>
    </message>
    <message>
        <source>Block size (KiB, logarithmic)</source>
        <translation>Blokgrootte (KiB, logaritmisch)</translation>
    </message>
    <message>
        <source>IOPS and transfer rate by queue depth</source>
        <translation>IOPS en overdrachtssnelheid per wachtrijdiepte</translation>
    </message>
    <message>
        <source>I/Os in flight per thread (logarithmic)</source>
        <translation>Lopende I/O-bewerkingen per thread (logaritmisch)</translation>
    </message>
    <message>
        <source>IOPS and transfer rate by threads</source>
        <translation>IOPS en overdrachtssnelheid per aantal threads</translation>
    </message>
    <message>
        <source>Threads (logarithmic)</source>
        <translation>Threads (logaritmisch)</translation>
    </message>
    <message>
        <source>IOPS (logarithmic)</source>
        <translation>IOPS (logaritmisch)</translation>
    </message>
    <message>
        <source>%1 (logarithmic)</source>
        <extracomment>axis title; %1 the rate unit, &quot;MB/s&quot; or &quot;MiB/s&quot;</extracomment>
        <translation>%1 (logaritmisch)</translation>
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
        <translation>Overdrachtssnelheid in de tijd</translation>
    </message>
    <message>
        <source>I/O operations per second over time</source>
        <translation>I/O-bewerkingen per seconde in de tijd</translation>
    </message>
    <message>
        <source>IOPS</source>
        <translation>IOPS</translation>
    </message>
    <message>
        <source>Commits per second over time</source>
        <translation>Commits per seconde in de tijd</translation>
    </message>
    <message>
        <source>Commits per second</source>
        <translation>Commits per seconde</translation>
    </message>
    <message>
        <source>Seconds</source>
        <translation>Seconden</translation>
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
        <translation>Commits/s</translation>
    </message>
    <message>
        <source>p99 latency (µs)</source>
        <translation>p99-latentie (µs)</translation>
    </message>
    <message>
        <source>Two runs side by side</source>
        <translation>Twee runs naast elkaar</translation>
    </message>
    <message>
        <source>&amp;Back to the history</source>
        <translation>&amp;Terug naar de geschiedenis</translation>
    </message>
    <message>
        <source>Comparison of two runs</source>
        <translation>Vergelijking van twee runs</translation>
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
        <translation>Meting</translation>
    </message>
    <message>
        <source>Quantity</source>
        <translation>Grootheid</translation>
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
        <translation>Deze runs hebben geen meting gemeen, dus er is niets om naast elkaar te zetten. Vergelijk twee runs van dezelfde test.</translation>
    </message>
    <message>
        <source>These are two different tests (%1 and %2): only the measurements they share have a ratio.</source>
        <extracomment>%1 and %2 two test names</extracomment>
        <translation>Dit zijn twee verschillende tests (%1 en %2): alleen de metingen die ze gemeen hebben, krijgen een verhouding.</translation>
    </message>
    <message>
        <source>same</source>
        <extracomment>B&apos;s number is within 3% of A&apos;s</extracomment>
        <translation>gelijk</translation>
    </message>
    <message>
        <source>▲ %1% better</source>
        <extracomment>%1 a percentage without the % sign, e.g. &quot;18&quot; -&gt; &quot;▲ 18% better&quot;</extracomment>
        <translation>▲ %1% beter</translation>
    </message>
    <message>
        <source>▼ %1% worse</source>
        <translation>▼ %1% slechter</translation>
    </message>
    <message>
        <source>Better and worse follow each quantity: more MB/s, IOPS or commits per second is better, less latency is better. Within 3% counts as the same: two runs on one drive differ that much.</source>
        <translation>Beter en slechter hangen af van de grootheid: meer MB/s, IOPS of commits per seconde is beter, minder latentie is beter. Een verschil binnen 3% geldt als gelijk: zoveel verschillen twee runs op dezelfde schijf.</translation>
    </message>
    <message>
        <source>B against A</source>
        <translation>B ten opzichte van A</translation>
    </message>
    <message>
        <source>%1, %2, on %3 (%4) · %5</source>
        <extracomment>one run in a comparison; %1 test name, %2 date and time, %3 drive model, %4 where it ran, %5 its settings (&quot;1 GiB · 5 s per step · temporary file on ext4 · io_uring&quot;)</extracomment>
        <translation>%1, %2, op %3 (%4) · %5</translation>
    </message>
    <message>
        <source>These runs were not made alike, so their numbers do not compare directly. %1</source>
        <extracomment>%1 one or more sentences on how the two runs differ</extracomment>
        <translation>Deze runs zijn niet gelijk uitgevoerd, dus hun cijfers zijn niet direct te vergelijken. %1</translation>
    </message>
</context>
<context>
    <name>DriveProof::Gui::ConfirmWriteDialog</name>
    <message>
        <source>Erase %1?</source>
        <extracomment>dialog title; %1 a device node</extracomment>
        <translation>%1 wissen?</translation>
    </message>
    <message>
        <source>This test (%1) writes over %2 (%3). Everything on it is lost: every partition, every file. This cannot be undone.</source>
        <extracomment>%1 test name, %2 device node, %3 the drive&apos;s model</extracomment>
        <translation>Deze test (%1) overschrijft %2 (%3). Alles wat erop staat, gaat verloren: elke partitie, elk bestand. Dit kan niet ongedaan worden gemaakt.</translation>
    </message>
    <message>
        <source>To go on, type the device&apos;s name, &lt;b&gt;%1&lt;/b&gt;:</source>
        <extracomment>%1 the device&apos;s short name the user must type, e.g. &quot;sdb&quot;</extracomment>
        <translation>Typ de naam van het apparaat, &lt;b&gt;%1&lt;/b&gt;, om door te gaan:</translation>
    </message>
    <message>
        <source>Device name</source>
        <translation>Apparaatnaam</translation>
    </message>
    <message>
        <source>&amp;Erase and test</source>
        <translation>&amp;Wissen en testen</translation>
    </message>
    <message>
        <source>Test the empty drive %1?</source>
        <extracomment>dialog title; %1 the drive&apos;s name (model)</extracomment>
        <translation>De lege schijf %1 testen?</translation>
    </message>
    <message>
        <source>%1 (%2) is empty: it has no partition table and no file system, as a new drive arrives. The test (%3) writes over the whole device; anything on it that DriveProof cannot recognise would be lost.</source>
        <extracomment>%1 the drive&apos;s name (model), %2 device node, %3 test name</extracomment>
        <translation>%1 (%2) is leeg: geen partitietabel en geen bestandssysteem, zoals een nieuwe schijf binnenkomt. De test (%3) overschrijft het hele apparaat; wat erop staat en DriveProof niet herkent, zou verloren gaan.</translation>
    </message>
    <message>
        <source>&amp;Write and test</source>
        <translation>&amp;Schrijven en testen</translation>
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
        <translation>Goed</translation>
    </message>
    <message>
        <source>Caution</source>
        <extracomment>health badge beside a drive in the list, as on the Health card</extracomment>
        <translation>Let op</translation>
    </message>
    <message>
        <source>Bad</source>
        <extracomment>health badge beside a drive in the list, as on the Health card</extracomment>
        <translation>Slecht</translation>
    </message>
    <message>
        <source>%1
%2, %3
Health: %4</source>
        <extracomment>%1 drive name, %2 kind of drive, %3 device path, %4 its health (&quot;Good&quot;, ...)</extracomment>
        <translation>%1
%2, %3
Gezondheid: %4</translation>
    </message>
    <message>
        <source>%1, %2, %3, %4, health: %5</source>
        <extracomment>read by screen readers; %1 drive name, %2 kind of drive, %3 size, %4 device path, %5 its health (&quot;Good&quot;, &quot;Caution&quot;, &quot;Bad&quot;)</extracomment>
        <translation>%1, %2, %3, %4, gezondheid: %5</translation>
    </message>
</context>
<context>
    <name>DriveProof::Gui::DrivePage</name>
    <message>
        <source>&amp;Test this drive…</source>
        <translation>Deze schijf &amp;testen…</translation>
    </message>
    <message>
        <source>%1 %2 · %3</source>
        <extracomment>under the drive name; %1 size, e.g. &quot;2.0 TB&quot;, %2 kind of drive, %3 device path</extracomment>
        <translation>%1 %2 · %3</translation>
    </message>
    <message>
        <source>Measure %1: quick check, commit rate, throughput and more, in a window of its own</source>
        <extracomment>%1 the drive&apos;s name</extracomment>
        <translation>%1 meten: snelle controle, commitsnelheid, doorvoer en meer, in een eigen venster</translation>
    </message>
    <message>
        <source>Q&amp;uick check</source>
        <translation>Snelle &amp;controle</translation>
    </message>
    <message>
        <source>Measure the four CrystalDiskMark tests now, in about %1, on a temporary file in %2</source>
        <extracomment>tooltip of the Quick check button; %1 about how long it takes (&quot;20 seconds&quot;), %2 the folder that holds the temporary file</extracomment>
        <translation>Meet nu de vier tests van CrystalDiskMark, in ongeveer %1, met een tijdelijk bestand in %2</translation>
    </message>
    <message>
        <source>This drive is empty: no partition table and no file system. It is read-only or in use, so only the reading tests can run on it.</source>
        <translation>Deze schijf is leeg: geen partitietabel en geen bestandssysteem. Ze is alleen-lezen of in gebruik, dus alleen de leestests kunnen erop draaien.</translation>
    </message>
    <message>
        <source>This drive is empty: no partition table and no file system, as a new drive arrives. The quick check, the commit test and the sustained write run on the whole device after one confirmation; there is no need to partition it first.</source>
        <translation>Deze schijf is leeg: geen partitietabel en geen bestandssysteem, zoals een nieuwe schijf binnenkomt. De snelle controle, de committest en het aanhoudend schrijven draaien na één bevestiging op het hele apparaat; eerst partitioneren is niet nodig.</translation>
    </message>
    <message>
        <source>The quick check needs a folder on this drive, and none of its file systems is mounted. Mount one (in your file manager or GNOME Disks) and press Refresh (F5), or use &quot;Test this drive…&quot; for the reading tests on the whole device (sequential and random reads, surface scan), which write nothing.</source>
        <translation>De snelle controle heeft een map op deze schijf nodig, en geen van haar bestandssystemen is aangekoppeld. Koppel er een aan (in je bestandsbeheerder of GNOME Schijven) en druk op Vernieuwen (F5), of gebruik ‘Deze schijf testen…’ voor de leestests op het hele apparaat (sequentieel en willekeurig lezen, oppervlaktescan), die niets schrijven.</translation>
    </message>
    <message>
        <source>The quick check needs a folder on this drive that you can write to, and none of its file systems is mounted where you may write. Mount one where you may and press Refresh (F5), or choose a folder of yours on it with &quot;Test this drive…&quot;.</source>
        <translation>De snelle controle heeft een map op deze schijf nodig waarin je mag schrijven, en geen van haar bestandssystemen is aangekoppeld waar je mag schrijven. Koppel er een aan waar dat mag en druk op Vernieuwen (F5), of kies een eigen map erop met ‘Deze schijf testen…’.</translation>
    </message>
    <message>
        <source>Measure the four CrystalDiskMark tests now, in about %1, on the empty device %2 (asks once to confirm)</source>
        <extracomment>tooltip of the Quick check button; %1 about how long it takes (&quot;20 seconds&quot;), %2 a device node</extracomment>
        <translation>De vier CrystalDiskMark-tests nu meten, in ongeveer %1, op het lege apparaat %2 (vraagt één keer om bevestiging)</translation>
    </message>
</context>
<context>
    <name>DriveProof::Gui::HealthCard</name>
    <message>
        <source>Health</source>
        <translation>Gezondheid</translation>
    </message>
    <message>
        <source>Reading…</source>
        <translation>Lezen…</translation>
    </message>
    <message>
        <source>Unknown</source>
        <translation>Onbekend</translation>
    </message>
    <message>
        <source>Health: %1</source>
        <extracomment>accessible name of the health badge; %1 &quot;Good&quot;, &quot;Caution&quot;, &quot;Bad&quot;, ...</extracomment>
        <translation>Gezondheid: %1</translation>
    </message>
    <message>
        <source>No health data</source>
        <translation>Geen gezondheidsgegevens</translation>
    </message>
    <message>
        <source>%1 is a file used as a drive (%2): it has no health data of its own. The health of the drive that holds the file is what counts.</source>
        <extracomment>%1 device path, %2 the file behind the loop device</extracomment>
        <translation>%1 is een bestand dat als schijf wordt gebruikt (%2): het heeft geen eigen gezondheidsgegevens. Wat telt, is de gezondheid van de schijf waarop het bestand staat.</translation>
    </message>
    <message>
        <source>%1 is a virtual disk: the real drive is on the host, and only the host can read its health.</source>
        <extracomment>%1 device path</extracomment>
        <translation>%1 is een virtuele schijf: de echte schijf bevindt zich op de host, en alleen de host kan de gezondheid ervan lezen.</translation>
    </message>
    <message>
        <source>%1 reports no health data that DriveProof can read.</source>
        <extracomment>%1 device path</extracomment>
        <translation>%1 meldt geen gezondheidsgegevens die DriveProof kan lezen.</translation>
    </message>
    <message>
        <source>Good</source>
        <translation>Goed</translation>
    </message>
    <message>
        <source>The drive finds nothing wrong. That predicts some failures, not all: keep backups.</source>
        <translation>De schijf vindt niets mis. Dat voorspelt sommige defecten, niet alle: blijf back-ups maken.</translation>
    </message>
    <message>
        <source>Caution</source>
        <translation>Let op</translation>
    </message>
    <message>
        <source>Make sure your backups are current, and check this drive again soon.</source>
        <translation>Zorg dat uw back-ups actueel zijn, en controleer deze schijf binnenkort opnieuw.</translation>
    </message>
    <message>
        <source>Bad</source>
        <translation>Slecht</translation>
    </message>
    <message>
        <source>Back up the data on this drive now and plan to replace it.</source>
        <translation>Maak nu een back-up van de gegevens op deze schijf en plan haar vervanging.</translation>
    </message>
    <message>
        <source>The drive gave no overall assessment of its health.</source>
        <translation>De schijf gaf geen algemene beoordeling van haar gezondheid.</translation>
    </message>
    <message>
        <source>Temperature</source>
        <extracomment>a temperature; %1 the number, e.g. &quot;38&quot;</extracomment>
        <translation>Temperatuur</translation>
    </message>
    <message>
        <source>%1 °C</source>
        <translation>%1 °C</translation>
    </message>
    <message>
        <source>Power-on hours</source>
        <translation>Bedrijfsuren</translation>
    </message>
    <message>
        <source>Power cycles</source>
        <translation>Aan/uit-cycli</translation>
    </message>
    <message>
        <source>Unsafe shutdowns</source>
        <translation>Onveilige uitschakelingen</translation>
    </message>
    <message>
        <source>Times power was lost before the drive was told: each one is a moment where its write cache could lose data.</source>
        <translation>Aantal keren dat de stroom wegviel zonder dat de schijf werd gewaarschuwd: telkens een moment waarop haar schrijfcache gegevens kon verliezen.</translation>
    </message>
    <message>
        <source>Bad sectors</source>
        <translation>Slechte sectoren</translation>
    </message>
    <message>
        <source>Sectors the drive has replaced or is waiting to replace.</source>
        <translation>Sectoren die de schijf heeft vervangen of nog moet vervangen.</translation>
    </message>
    <message>
        <source>Media errors</source>
        <translation>Mediumfouten</translation>
    </message>
    <message>
        <source>Data the drive could not read or write correctly.</source>
        <translation>Gegevens die de schijf niet correct kon lezen of schrijven.</translation>
    </message>
    <message>
        <source>Available spare</source>
        <translation>Beschikbare reserve</translation>
    </message>
    <message>
        <source>Reserve blocks left for replacing worn-out ones.</source>
        <translation>Resterende reserveblokken om versleten blokken te vervangen.</translation>
    </message>
    <message>
        <source>Wear</source>
        <extracomment>wear of a solid-state drive; %1 a percentage, e.g. &quot;3%&quot;</extracomment>
        <translation>Slijtage</translation>
    </message>
    <message>
        <source>%1 of its rated life used</source>
        <translation>%1 van de nominale levensduur verbruikt</translation>
    </message>
    <message>
        <source>The maker&apos;s estimate; it can go past 100%.</source>
        <translation>De schatting van de fabrikant; kan boven 100% uitkomen.</translation>
    </message>
    <message>
        <source>Read from</source>
        <translation>Gelezen via</translation>
    </message>
</context>
<context>
    <name>DriveProof::Gui::HealthRecordsView</name>
    <message numerus="yes">
        <source>All records the drive keeps (%n)</source>
        <extracomment>%n the number of records (SMART attributes or NVMe log fields)</extracomment>
        <translation>
            <numerusform>Alle gegevens die de schijf bijhoudt (%n)</numerusform>
            <numerusform>Alle gegevens die de schijf bijhoudt (%n)</numerusform>
        </translation>
    </message>
    <message>
        <source>%1
Defined in: %2</source>
        <extracomment>tooltip of a health record; %1 what it means, %2 the standard and section</extracomment>
        <translation>%1
Gedefinieerd in: %2</translation>
    </message>
    <message>
        <source>Self-test log, newest first:</source>
        <translation>Zelftestlogboek, nieuwste eerst:</translation>
    </message>
</context>
<context>
    <name>DriveProof::Gui::HistoryPage</name>
    <message>
        <source>Earlier runs on %1</source>
        <extracomment>%1 the drive&apos;s name (model)</extracomment>
        <translation>Eerdere runs op %1</translation>
    </message>
    <message>
        <source>Every test run on this drive is kept here. Open one to see its result again, or select two (hold Ctrl and click) to compare them side by side.</source>
        <translation>Elke testrun op deze schijf wordt hier bewaard. Open er een om het resultaat opnieuw te zien, of selecteer er twee (houd Ctrl ingedrukt en klik) om ze naast elkaar te vergelijken.</translation>
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
        <translation>Samenvatting</translation>
    </message>
    <message>
        <source>Earlier runs</source>
        <translation>Eerdere runs</translation>
    </message>
    <message>
        <source>&amp;Open</source>
        <translation>&amp;Openen</translation>
    </message>
    <message>
        <source>&amp;Compare the two selected</source>
        <translation>De twee geselecteerde &amp;vergelijken</translation>
    </message>
    <message>
        <source>&amp;Delete…</source>
        <translation>&amp;Verwijderen…</translation>
    </message>
    <message>
        <source>&amp;New test</source>
        <translation>&amp;Nieuwe test</translation>
    </message>
    <message>
        <source>Reading the history…</source>
        <translation>Geschiedenis lezen…</translation>
    </message>
    <message>
        <source>No runs yet. Finished tests appear here by themselves.</source>
        <translation>Nog geen runs. Voltooide tests verschijnen hier vanzelf.</translation>
    </message>
    <message numerus="yes">
        <source>%n run(s) kept.</source>
        <extracomment>%n runs kept for this drive</extracomment>
        <translation>
            <numerusform>%n run bewaard.</numerusform>
            <numerusform>%n runs bewaard.</numerusform>
        </translation>
    </message>
    <message>
        <source>Select exactly two runs to compare</source>
        <translation>Selecteer precies twee runs om te vergelijken</translation>
    </message>
    <message>
        <source>Delete runs</source>
        <translation>Runs verwijderen</translation>
    </message>
    <message numerus="yes">
        <source>Delete %n run(s) from the history? This cannot be undone.</source>
        <extracomment>%n how many runs are about to be deleted</extracomment>
        <translation>
            <numerusform>%n run uit de geschiedenis verwijderen? Dit kan niet ongedaan worden gemaakt.</numerusform>
            <numerusform>%n runs uit de geschiedenis verwijderen? Dit kan niet ongedaan worden gemaakt.</numerusform>
        </translation>
    </message>
    <message>
        <source>Select two runs of the same test to compare</source>
        <translation>Selecteer twee runs van dezelfde test om te vergelijken</translation>
    </message>
    <message>
        <source>Settings</source>
        <translation>Instellingen</translation>
    </message>
</context>
<context>
    <name>DriveProof::Gui::IdentityCard</name>
    <message>
        <source>Identity</source>
        <translation>Identiteit</translation>
    </message>
    <message>
        <source>Device</source>
        <translation>Apparaat</translation>
    </message>
    <message>
        <source>Backing file</source>
        <translation>Onderliggend bestand</translation>
    </message>
    <message>
        <source>Transport</source>
        <translation>Aansluiting</translation>
    </message>
    <message>
        <source>The kernel does not say how this drive is connected.</source>
        <translation>De kernel vermeldt niet hoe deze schijf is aangesloten.</translation>
    </message>
    <message>
        <source>Rotation speed unknown: %1</source>
        <extracomment>%1 why the speed is unknown</extracomment>
        <translation>Rotatiesnelheid onbekend: %1</translation>
    </message>
    <message>
        <source>Media</source>
        <translation>Medium</translation>
    </message>
    <message>
        <source>Removable</source>
        <translation>Verwijderbaar</translation>
    </message>
    <message>
        <source>Read-only</source>
        <translation>Alleen-lezen</translation>
    </message>
    <message>
        <source>Model</source>
        <translation>Model</translation>
    </message>
    <message>
        <source>Vendor</source>
        <translation>Fabrikant</translation>
    </message>
    <message>
        <source>Serial number</source>
        <translation>Serienummer</translation>
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
        <translation>Verbinding</translation>
    </message>
</context>
<context>
    <name>DriveProof::Gui::MainWindow</name>
    <message>
        <source>Looking for drives…</source>
        <translation>Schijven zoeken…</translation>
    </message>
    <message>
        <source>Checking the partitions of %1…</source>
        <extracomment>%1 device path</extracomment>
        <translation>Partities van %1 controleren…</translation>
    </message>
    <message>
        <source>Switching the write cache of %1…</source>
        <extracomment>%1 device path</extracomment>
        <translation>Schrijfcache van %1 omschakelen…</translation>
    </message>
    <message>
        <source>Reading the write cache and health of %1…</source>
        <extracomment>%1 device path</extracomment>
        <translation>Schrijfcache en gezondheid van %1 lezen…</translation>
    </message>
    <message>
        <source>udisks2 is not running: the facts shown come from the kernel alone.</source>
        <translation>udisks2 draait niet: de getoonde gegevens komen alleen van de kernel.</translation>
    </message>
    <message>
        <source>DriveProof</source>
        <translation>DriveProof</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>&amp;Bestand</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Afsluiten</translation>
    </message>
    <message>
        <source>Power-loss &amp;witness…</source>
        <translation>&amp;Getuige voor stroomuitval…</translation>
    </message>
    <message>
        <source>Record the power-loss test of another computer&apos;s drive on this one</source>
        <translation>De stroomuitvaltest van de schijf van een andere computer op deze computer vastleggen</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>Be&amp;werken</translation>
    </message>
    <message>
        <source>&amp;Preferences…</source>
        <translation>&amp;Voorkeuren…</translation>
    </message>
    <message>
        <source>Choose the language, the unit of transfer rates and the test defaults</source>
        <translation>De taal, de eenheid van overdrachtssnelheden en de standaardwaarden van de tests kiezen</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>Beel&amp;d</translation>
    </message>
    <message>
        <source>&amp;Refresh</source>
        <translation>&amp;Vernieuwen</translation>
    </message>
    <message>
        <source>Read the list of drives again</source>
        <translation>De lijst met schijven opnieuw lezen</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Hulp</translation>
    </message>
    <message>
        <source>&amp;About DriveProof</source>
        <translation>&amp;Over DriveProof</translation>
    </message>
    <message>
        <source>Drives</source>
        <translation>Schijven</translation>
    </message>
    <message>
        <source>Busy</source>
        <translation>Bezig</translation>
    </message>
    <message numerus="yes">
        <source>A test is running on %1. Stop it and quit?</source>
        <extracomment>%1 device paths, e.g. &quot;/dev/sda&quot;; more than one joined by &quot;, &quot;</extracomment>
        <translation>
            <numerusform>Er loopt een test op %1. Stoppen en afsluiten?</numerusform>
            <numerusform>Er lopen tests op %1. Stoppen en afsluiten?</numerusform>
        </translation>
    </message>
    <message>
        <source>Stop the test?</source>
        <translation>Test stoppen?</translation>
    </message>
    <message>
        <source>The steps that finished are kept in the history; the temporary file is removed.</source>
        <translation>De voltooide stappen blijven in de geschiedenis bewaard; het tijdelijke bestand wordt verwijderd.</translation>
    </message>
    <message>
        <source>&amp;Stop and quit</source>
        <translation>&amp;Stoppen en afsluiten</translation>
    </message>
    <message>
        <source>&amp;Keep testing</source>
        <translation>&amp;Verder testen</translation>
    </message>
    <message>
        <source>Stop the power-loss test?</source>
        <translation>Stroomuitvaltest stoppen?</translation>
    </message>
    <message>
        <source>The power-loss test is running. Quitting stops it without a power cut, so this run cannot tell whether the drive keeps its writes.</source>
        <translation>De stroomuitvaltest loopt. Afsluiten stopt hem zonder stroomonderbreking, dus deze run kan niet vertellen of de schijf de geschreven gegevens behoudt.</translation>
    </message>
    <message>
        <source>&amp;Keep running</source>
        <translation>&amp;Laten doorlopen</translation>
    </message>
    <message>
        <source>&amp;Open Drive Report…</source>
        <translation>Schijfrapport &amp;openen…</translation>
    </message>
    <message>
        <source>Judge a drive from its smartctl or nvme-cli report, e.g. one a seller sent</source>
        <translation>Een schijf beoordelen aan de hand van haar smartctl- of nvme-cli-rapport, bijv. een rapport dat een verkoper heeft gestuurd</translation>
    </message>
    <message>
        <source>Paste Drive &amp;Report</source>
        <translation>Schijfrapport &amp;plakken</translation>
    </message>
    <message>
        <source>Judge the smartctl or nvme-cli report on the clipboard</source>
        <translation>Het smartctl- of nvme-cli-rapport op het klembord beoordelen</translation>
    </message>
</context>
<context>
    <name>DriveProof::Gui::Notice</name>
    <message>
        <source>Danger</source>
        <translation>Gevaar</translation>
    </message>
    <message>
        <source>Warning</source>
        <translation>Waarschuwing</translation>
    </message>
    <message>
        <source>Note</source>
        <translation>Opmerking</translation>
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
        <translation>Commitmethode</translation>
    </message>
    <message>
        <source>Commits/s</source>
        <translation>Commits/s</translation>
    </message>
    <message>
        <source>Mean µs</source>
        <translation>Gem. µs</translation>
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
        <translation>Flushes per commit</translation>
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
        <translation>niet duurzaam</translation>
    </message>
</context>
<context>
    <name>DriveProof::Gui::PartitionsCard</name>
    <message>
        <source>Partitions</source>
        <translation>Partities</translation>
    </message>
    <message>
        <source>#</source>
        <translation>#</translation>
    </message>
    <message>
        <source>Device</source>
        <translation>Apparaat</translation>
    </message>
    <message>
        <source>Start sector</source>
        <translation>Beginsector</translation>
    </message>
    <message>
        <source>Start (bytes)</source>
        <translation>Begin (bytes)</translation>
    </message>
    <message>
        <source>Size</source>
        <translation>Grootte</translation>
    </message>
    <message>
        <source>Mounted on</source>
        <translation>Aangekoppeld op</translation>
    </message>
    <message>
        <source>Alignment</source>
        <translation>Uitlijning</translation>
    </message>
    <message>
        <source>Checking alignment</source>
        <translation>Uitlijning controleren</translation>
    </message>
    <message>
        <source>Reading the partition table…</source>
        <translation>Partitietabel lezen…</translation>
    </message>
    <message>
        <source>What to do</source>
        <translation>Wat te doen</translation>
    </message>
    <message>
        <source>Partitions of %1</source>
        <extracomment>accessible name of the partitions table; %1 device path</extracomment>
        <translation>Partities van %1</translation>
    </message>
    <message>
        <source>The kernel lists no partitions on this drive.</source>
        <translation>De kernel vermeldt geen partities op deze schijf.</translation>
    </message>
    <message>
        <source>The partition table lists no partitions.</source>
        <translation>De partitietabel bevat geen partities.</translation>
    </message>
    <message>
        <source>The partition table lists this partition, but the kernel has no device node for it yet (on some systems &apos;partx -a&apos; adds it).</source>
        <translation>De partitietabel bevat deze partitie, maar de kernel heeft er nog geen apparaatbestand voor (op sommige systemen voegt &apos;partx -a&apos; het toe).</translation>
    </message>
    <message>
        <source>checking…</source>
        <translation>controleren…</translation>
    </message>
    <message>
        <source>The partition table did not list this partition.</source>
        <translation>De partitietabel bevatte deze partitie niet.</translation>
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
        <translation>Starten opent de begeleide stroomuitvaltest: die schrijft naar een testbestand (of het hele apparaat), meldt elke commit aan een getuige op een tweede computer en vraagt u de stekker eruit te trekken. Na de herstart controleert DriveProof welke bevestigde schrijfacties het hebben overleefd. U kunt het ook op deze computer oefenen met een gesimuleerde schijf.</translation>
    </message>
    <message>
        <source>&amp;Tests:</source>
        <translation>&amp;Tests:</translation>
    </message>
    <message>
        <source>Tests</source>
        <translation>Tests</translation>
    </message>
    <message>
        <source>&amp;Where:</source>
        <translation>&amp;Waar:</translation>
    </message>
    <message>
        <source>Test si&amp;ze:</source>
        <translation>Test&amp;grootte:</translation>
    </message>
    <message>
        <source>Time per st&amp;ep (seconds):</source>
        <translation>Tijd per st&amp;ap (seconden):</translation>
    </message>
    <message>
        <source>&amp;Reads or writes:</source>
        <translation>&amp;Lezen of schrijven:</translation>
    </message>
    <message>
        <source>&amp;Idle time between the passes (seconds):</source>
        <translation>&amp;Inactieve tijd tussen de rondes (seconden):</translation>
    </message>
    <message>
        <source>Also measure with the drive&apos;s write &amp;cache off, then switch it back on</source>
        <translation>Ook meten met de schrijf&amp;cache van de schijf uit, en hem daarna weer inschakelen</translation>
    </message>
    <message>
        <source>&amp;History…</source>
        <translation>&amp;Geschiedenis…</translation>
    </message>
    <message>
        <source>Earlier runs on this drive, and comparing two of them</source>
        <translation>Eerdere runs op deze schijf, en er twee vergelijken</translation>
    </message>
    <message>
        <source>&amp;Start test</source>
        <translation>Test &amp;starten</translation>
    </message>
    <message>
        <source>Reads</source>
        <translation>Lezen</translation>
    </message>
    <message>
        <source>Writes</source>
        <translation>Schrijven</translation>
    </message>
    <message>
        <source>Mixed: 70% reads, 30% writes</source>
        <translation>Gemengd: 70% lezen, 30% schrijven</translation>
    </message>
    <message>
        <source>Takes as long as writing %1 once: about %2 at %3, less on a faster drive.</source>
        <extracomment>%1 a size, %2 a duration, %3 a rate (&quot;150.0 MB/s&quot;)</extracomment>
        <translation>Duurt zo lang als %1 één keer schrijven: ongeveer %2 bij %3, korter op een snellere schijf.</translation>
    </message>
    <message>
        <source>Takes as long as reading %1 once: about %2 at %3, less on a faster drive.</source>
        <extracomment>%1 a size, %2 a duration, %3 a rate (&quot;150.0 MB/s&quot;)</extracomment>
        <translation>Duurt zo lang als %1 één keer lezen: ongeveer %2 bij %3, korter op een snellere schijf.</translation>
    </message>
    <message>
        <source>Takes about %1 with these settings.</source>
        <extracomment>%1 a duration</extracomment>
        <translation>Duurt met deze instellingen ongeveer %1.</translation>
    </message>
    <message>
        <source>Takes about %1 with these settings, plus a moment to prepare the test file.</source>
        <extracomment>%1 a duration</extracomment>
        <translation>Duurt met deze instellingen ongeveer %1, plus even om het testbestand voor te bereiden.</translation>
    </message>
    <message>
        <source>This test writes over %1: everything on it is lost, every partition and every file. You will be asked to type the device&apos;s name to confirm.</source>
        <extracomment>%1 a device node</extracomment>
        <translation>Deze test overschrijft %1: alles wat erop staat, gaat verloren, elke partitie en elk bestand. U wordt gevraagd de naam van het apparaat te typen om te bevestigen.</translation>
    </message>
    <message>
        <source>Only reads from %1; nothing on it changes. Reading a device directly may ask for your password.</source>
        <extracomment>%1 a device node</extracomment>
        <translation>Leest alleen van %1; er verandert niets aan. Rechtstreeks van een apparaat lezen kan om uw wachtwoord vragen.</translation>
    </message>
    <message>
        <source>Writes only to a temporary file in the chosen folder and removes it afterwards; nothing else on the drive changes.</source>
        <translation>Schrijft alleen naar een tijdelijk bestand in de gekozen map en verwijdert het daarna; verder verandert er niets op de schijf.</translation>
    </message>
    <message>
        <source>Only reads. In a folder it first writes the temporary file it reads, and removes it afterwards.</source>
        <translation>Leest alleen. In een map schrijft het eerst het tijdelijke bestand dat het leest, en verwijdert het daarna.</translation>
    </message>
    <message>
        <source>Opens the guided power-loss test</source>
        <translation>Opent de begeleide stroomuitvaltest</translation>
    </message>
    <message>
        <source>%1 holds the running system: DriveProof never writes over it.</source>
        <extracomment>%1 a device node</extracomment>
        <translation>%1 bevat het draaiende systeem: DriveProof overschrijft het nooit.</translation>
    </message>
    <message>
        <source>%1 or one of its partitions is mounted or in use (LVM, RAID, an encrypted volume). Unmount it first to write over it.</source>
        <extracomment>%1 a device node</extracomment>
        <translation>%1 of een van de partities ervan is aangekoppeld of in gebruik (LVM, RAID, een versleuteld volume). Koppel het eerst af om het te overschrijven.</translation>
    </message>
    <message>
        <source>%1 is read-only.</source>
        <extracomment>%1 a device node</extracomment>
        <translation>%1 is alleen-lezen.</translation>
    </message>
    <message>
        <source>A temporary file in %1</source>
        <extracomment>a place a test runs; %1 a folder</extracomment>
        <translation>Een tijdelijk bestand in %1</translation>
    </message>
    <message>
        <source>You may not be allowed to write here. Choose a folder of yours on this drive with &quot;another folder&quot;.</source>
        <translation>Mogelijk mag u hier niet schrijven. Kies met &quot;een andere map&quot; een eigen map op deze schijf.</translation>
    </message>
    <message>
        <source>A temporary file in another folder…</source>
        <translation>Een tijdelijk bestand in een andere map…</translation>
    </message>
    <message>
        <source>The whole device %1, only reading</source>
        <extracomment>a place a test runs; %1 a device node</extracomment>
        <translation>Het hele apparaat %1, alleen lezen</translation>
    </message>
    <message>
        <source>The whole device %1, erasing everything on it</source>
        <extracomment>a place a test runs; %1 a device node</extracomment>
        <translation>Het hele apparaat %1, alles erop wordt gewist</translation>
    </message>
    <message>
        <source>Where the test runs</source>
        <translation>Waar de test wordt uitgevoerd</translation>
    </message>
    <message>
        <source>All of it</source>
        <translation>Alles</translation>
    </message>
    <message>
        <source>The commit test always uses 16 MiB, like pg_test_fsync, so that its numbers compare directly.</source>
        <translation>De committest gebruikt altijd 16 MiB, net als pg_test_fsync, zodat de getallen direct vergelijkbaar zijn.</translation>
    </message>
    <message>
        <source>How much of the drive the test uses. Larger areas are less flattered by caches but take longer to prepare.</source>
        <translation>Hoeveel van de schijf de test gebruikt. Grotere gebieden worden minder geflatteerd door caches, maar het voorbereiden duurt langer.</translation>
    </message>
    <message>
        <source>Test size</source>
        <translation>Testgrootte</translation>
    </message>
    <message>
        <source>Choose a folder on the drive to test</source>
        <translation>Kies een map op de te testen schijf</translation>
    </message>
    <message>
        <source>This device has no write cache of its own to switch.</source>
        <translation>Dit apparaat heeft geen eigen schrijfcache om in of uit te schakelen.</translation>
    </message>
    <message>
        <source>The drive&apos;s write cache setting is not known (see the Write cache card), so it cannot be switched for the test.</source>
        <translation>De instelling van de schrijfcache van de schijf is niet bekend (zie de kaart Schrijfcache), dus die kan voor de test niet worden omgeschakeld.</translation>
    </message>
    <message>
        <source>The drive&apos;s write cache is off already: the test measures it that way.</source>
        <translation>De schrijfcache van de schijf staat al uit: de test meet haar zo.</translation>
    </message>
    <message>
        <source>This drive does not let its write cache be switched.</source>
        <translation>Deze schijf staat niet toe dat de schrijfcache wordt in- of uitgeschakeld.</translation>
    </message>
    <message>
        <source>The chosen folder is not on one of this drive&apos;s file systems.</source>
        <translation>De gekozen map staat niet op een van de bestandssystemen van deze schijf.</translation>
    </message>
    <message>
        <source>The cache is switched off for a second round of measurements and back on afterwards, also when the test fails or is cancelled. Switching may ask for your password.</source>
        <translation>De cache wordt uitgeschakeld voor een tweede meetronde en daarna weer ingeschakeld, ook als de test mislukt of wordt geannuleerd. Omschakelen kan om uw wachtwoord vragen.</translation>
    </message>
    <message>
        <source>No file system of this drive is mounted, so there is no folder for the test file. Mount one (in your file manager or GNOME Disks) and press Refresh (F5) in the main window, choose a folder with &quot;A temporary file in another folder…&quot;, or pick a reading test (sequential or random reads, surface scan), which can read the whole device without writing.</source>
        <translation>Geen bestandssysteem van deze schijf is aangekoppeld, dus er is geen map voor het testbestand. Koppel er een aan (in je bestandsbeheerder of GNOME Schijven) en druk in het hoofdvenster op Vernieuwen (F5), kies een map met ‘Een tijdelijk bestand in een andere map…’, of neem een leestest (sequentieel of willekeurig lezen, oppervlaktescan), die het hele apparaat kan lezen zonder te schrijven.</translation>
    </message>
    <message>
        <source>Choose where the test runs: a folder of yours on this drive, with &quot;A temporary file in another folder…&quot;.</source>
        <translation>Kies waar de test draait: een eigen map op deze schijf, met ‘Een tijdelijk bestand in een andere map…’.</translation>
    </message>
    <message>
        <source>%1 Choose a folder on the drive instead, or a reading test.</source>
        <extracomment>%1 why the device cannot be written (a sentence)</extracomment>
        <translation>%1 Kies in plaats daarvan een map op de schijf, of een leestest.</translation>
    </message>
    <message>
        <source>%1 is empty: no partition table and no file system, as a new drive arrives. This test writes over the whole device; you will be asked once to confirm.</source>
        <extracomment>%1 a device node</extracomment>
        <translation>%1 is leeg: geen partitietabel en geen bestandssysteem, zoals een nieuwe schijf binnenkomt. Deze test overschrijft het hele apparaat; je wordt één keer om bevestiging gevraagd.</translation>
    </message>
    <message>
        <source>The whole device %1, which is empty</source>
        <extracomment>a place a test runs; %1 a device node of a drive with nothing on it</extracomment>
        <translation>Het hele apparaat %1, dat leeg is</translation>
    </message>
</context>
<context>
    <name>DriveProof::Gui::PowerLossAreaStep</name>
    <message>
        <source>Where to test</source>
        <translation>Waar testen</translation>
    </message>
    <message>
        <source>The test writes records that describe themselves into a test area, commits them the way a database does, and reports every commit to a witness. A file on the drive tests the whole stack: file system, kernel and drive.</source>
        <translation>De test schrijft zelfbeschrijvende records in een testgebied, commit ze zoals een database dat doet en meldt elke commit aan een getuige. Een bestand op de schijf test de hele keten: bestandssysteem, kernel en schijf.</translation>
    </message>
    <message>
        <source>&amp;Test area:</source>
        <translation>&amp;Testgebied:</translation>
    </message>
    <message>
        <source>Test area</source>
        <translation>Testgebied</translation>
    </message>
    <message>
        <source>Si&amp;ze:</source>
        <translation>&amp;Grootte:</translation>
    </message>
    <message>
        <source>Size of the test area</source>
        <translation>Grootte van het testgebied</translation>
    </message>
    <message>
        <source>Larger than the drive&apos;s cache, so that the cache cannot hide the writes. 1 GiB is enough for most drives.</source>
        <translation>Groter dan de cache van de schijf, zodat de cache de schrijfacties niet kan verbergen. 1 GiB is genoeg voor de meeste schijven.</translation>
    </message>
    <message>
        <source>Commit &amp;method:</source>
        <translation>Commit&amp;methode:</translation>
    </message>
    <message>
        <source>Commit method</source>
        <translation>Commitmethode</translation>
    </message>
    <message>
        <source>&amp;Writes per commit:</source>
        <translation>&amp;Schrijfacties per commit:</translation>
    </message>
    <message>
        <source>Writes per commit</source>
        <translation>Schrijfacties per commit</translation>
    </message>
    <message>
        <source>1 commits every write. More: a batched group commit, as busy databases do.</source>
        <translation>1 commit elke schrijfactie. Meer: een gebundelde group commit, zoals drukke databases doen.</translation>
    </message>
    <message>
        <source>&amp;Only the drive loses power: I will pull its cable (USB or hot-plug drive)</source>
        <translation>&amp;Alleen de schijf verliest stroom: ik trek haar kabel los (USB- of hot-plug-schijf)</translation>
    </message>
    <message>
        <source>A test file in %1</source>
        <extracomment>%1 a folder</extracomment>
        <translation>Een testbestand in %1</translation>
    </message>
    <message>
        <source>A test file in another folder…</source>
        <translation>Een testbestand in een andere map…</translation>
    </message>
    <message>
        <source>The whole device %1, erasing everything on it</source>
        <extracomment>%1 a device node</extracomment>
        <translation>Het hele apparaat %1, alles erop wordt gewist</translation>
    </message>
    <message>
        <source>A file system of this drive is mounted or in use: unmount it first to write over the device.</source>
        <translation>Een bestandssysteem van deze schijf is aangekoppeld of in gebruik: koppel het eerst af om het apparaat te overschrijven.</translation>
    </message>
    <message>
        <source>Choose a folder on the drive to test</source>
        <translation>Kies een map op de te testen schijf</translation>
    </message>
    <message>
        <source>The test writes over %1: everything on it is lost. You will be asked to type the device&apos;s name to confirm.</source>
        <extracomment>%1 a device node</extracomment>
        <translation>De test overschrijft %1: alles wat erop staat, gaat verloren. U wordt gevraagd de naam van het apparaat te typen om te bevestigen.</translation>
    </message>
    <message>
        <source>Cable-pull mode: the computer keeps running and only the drive goes dark. The witness may run on this computer (the witness page, address 127.0.0.1:7070), but its record must be on another disk than the one under test.</source>
        <translation>Kabelmodus: de computer blijft draaien en alleen de schijf valt uit. De getuige mag op deze computer draaien (de getuigepagina, adres 127.0.0.1:7070), maar zijn register moet op een andere schijf staan dan de geteste.</translation>
    </message>
    <message>
        <source>The whole computer loses power: you will pull its power cord. The witness runs on a second computer.</source>
        <translation>De hele computer verliest stroom: u trekt de stekker eruit. De getuige draait op een tweede computer.</translation>
    </message>
</context>
<context>
    <name>DriveProof::Gui::PowerLossPreflightStep</name>
    <message>
        <source>Before the test</source>
        <translation>Vóór de test</translation>
    </message>
    <message>
        <source>Things to know</source>
        <translation>Goed om te weten</translation>
    </message>
    <message>
        <source>unknown</source>
        <translation>onbekend</translation>
    </message>
    <message>
        <source>Reading the drive&apos;s identity, write cache and health… Reading the cache or the counters may ask for your password.</source>
        <translation>Identiteit, schrijfcache en gezondheid van de schijf lezen… Het lezen van de cache of de tellers kan om uw wachtwoord vragen.</translation>
    </message>
    <message>
        <source>Practice with a lying drive: it acknowledges writes while they are still in its cache, and loses them at the power cut. Expect FAIL.</source>
        <translation>Oefenen met een liegende schijf: die bevestigt schrijfacties terwijl ze nog in haar cache staan, en verliest ze bij de stroomonderbreking. Verwacht FAIL.</translation>
    </message>
    <message>
        <source>Practice with an honest drive: it keeps every write it acknowledged. Expect a pass of the simulated cut.</source>
        <translation>Oefenen met een eerlijke schijf: die behoudt elke schrijfactie die ze heeft bevestigd. Verwacht dat de gesimuleerde onderbreking wordt doorstaan.</translation>
    </message>
    <message>
        <source>What happens:
1. DriveProof prepares a simulated drive of 16 MiB and a witness on this computer.
2. It writes numbered records, commits each one and reports it to the witness; the chart shows the commits per second.
3. Once commits flow steadily it says &quot;Pull the plug now&quot;: press &quot;Cut the power&quot;. On a real test you would pull the power cord at that moment.
4. The simulated drive starts again, DriveProof reads it back and compares it with the witness&apos;s record.
5. The report says what the drive kept and what it lost.</source>
        <translation>Wat er gebeurt:
1. DriveProof bereidt een gesimuleerde schijf van 16 MiB en een getuige op deze computer voor.
2. Het schrijft genummerde records, commit elk record en meldt het aan de getuige; de grafiek toont de commits per seconde.
3. Zodra de commits gestaag lopen, verschijnt &quot;Trek nu de stekker eruit&quot;: druk op &quot;Stroom onderbreken&quot;. Bij een echte test zou u op dat moment de stekker uit het stopcontact trekken.
4. De gesimuleerde schijf start opnieuw, DriveProof leest haar terug en vergelijkt haar met het register van de getuige.
5. Het rapport vertelt wat de schijf heeft behouden en wat ze heeft verloren.</translation>
    </message>
    <message>
        <source>The test cannot run: %1</source>
        <extracomment>%1 the reason</extracomment>
        <translation>De test kan niet worden uitgevoerd: %1</translation>
    </message>
    <message>
        <source>DriveProof read this before the test; it compares it after the power cut.</source>
        <translation>DriveProof heeft dit vóór de test gelezen; het vergelijkt het na de stroomonderbreking.</translation>
    </message>
    <message>
        <source>Drive:</source>
        <translation>Schijf:</translation>
    </message>
    <message>
        <source>Serial number:</source>
        <translation>Serienummer:</translation>
    </message>
    <message>
        <source>Firmware:</source>
        <translation>Firmware:</translation>
    </message>
    <message>
        <source>Capacity:</source>
        <translation>Capaciteit:</translation>
    </message>
    <message>
        <source>Write cache:</source>
        <translation>Schrijfcache:</translation>
    </message>
    <message>
        <source>Unsafe shutdowns so far:</source>
        <translation>Onveilige uitschakelingen tot nu toe:</translation>
    </message>
    <message>
        <source>the drive does not count them</source>
        <translation>de schijf telt ze niet</translation>
    </message>
    <message>
        <source>Computer:</source>
        <translation>Computer:</translation>
    </message>
    <message>
        <source>Start the test: DriveProof prepares the test area (this takes a while), connects to the witness and writes. Wait for &quot;Pull the plug now&quot;.</source>
        <translation>Start de test: DriveProof bereidt het testgebied voor (dit duurt even), maakt verbinding met de getuige en schrijft. Wacht op &quot;Trek nu de stekker eruit&quot;.</translation>
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
        <translation>Wat er gevonden is</translation>
    </message>
    <message>
        <source>Acknowledged writes and the power cut</source>
        <translation>Bevestigde schrijfacties en de stroomonderbreking</translation>
    </message>
    <message>
        <source>Does this run count?</source>
        <translation>Telt deze run mee?</translation>
    </message>
    <message>
        <source>Machine and drive at the start</source>
        <translation>Machine en schijf bij de start</translation>
    </message>
    <message>
        <source>What to do next</source>
        <translation>Wat nu te doen</translation>
    </message>
    <message>
        <source>Export &amp;JSON…</source>
        <translation>&amp;JSON exporteren…</translation>
    </message>
    <message>
        <source>Save the whole report as a JSON file</source>
        <translation>Het hele rapport als JSON-bestand opslaan</translation>
    </message>
    <message>
        <source>&amp;Test again</source>
        <translation>&amp;Opnieuw testen</translation>
    </message>
    <message>
        <source>Practice run on a simulated drive, started %1. Nothing on your drives was tested.</source>
        <translation>Oefenrun op een gesimuleerde schijf, gestart %1. Er is niets op uw echte schijven getest.</translation>
    </message>
    <message>
        <source>Test of %1, started %2.</source>
        <translation>Test van %1, gestart %2.</translation>
    </message>
    <message>
        <source>The witness recorded %1 acknowledged writes; %2 blocks were checked.</source>
        <extracomment>%1 a number of writes</extracomment>
        <translation>De getuige heeft %1 bevestigde schrijfacties vastgelegd; er zijn %2 blokken gecontroleerd.</translation>
    </message>
    <message>
        <source>The lost tail: every commit acknowledged in the last %1 s before the cut.</source>
        <extracomment>%1 seconds, with one decimal</extracomment>
        <translation>De verloren staart: elke commit die in de laatste %1 s vóór de onderbreking is bevestigd.</translation>
    </message>
    <message>
        <source>No acknowledged write was lost or damaged.</source>
        <translation>Geen enkele bevestigde schrijfactie is verloren gegaan of beschadigd.</translation>
    </message>
    <message>
        <source>Each dot is a write the witness heard acknowledged, at the moment it heard it; the dashed line is when the writer went silent, the estimated cut. Red dots are writes the drive lost.</source>
        <translation>Elke stip is een schrijfactie waarvan de getuige de bevestiging heeft ontvangen, op het moment dat die binnenkwam; de stippellijn is het moment waarop de schrijver stil werd, de geschatte onderbreking. Rode stippen zijn schrijfacties die de schijf is verloren.</translation>
    </message>
    <message>
        <source>%1 earlier writes that were kept are not drawn.</source>
        <extracomment>%1 a number of writes</extracomment>
        <translation>%1 eerdere schrijfacties die behouden zijn, worden niet getekend.</translation>
    </message>
    <message>
        <source>Passed: %1</source>
        <translation>Geslaagd: %1</translation>
    </message>
    <message>
        <source>Not passed: %1</source>
        <translation>Niet geslaagd: %1</translation>
    </message>
    <message>
        <source>unknown</source>
        <translation>onbekend</translation>
    </message>
    <message>
        <source>Computer:</source>
        <translation>Computer:</translation>
    </message>
    <message>
        <source>Drive:</source>
        <translation>Schijf:</translation>
    </message>
    <message>
        <source>Capacity:</source>
        <translation>Capaciteit:</translation>
    </message>
    <message>
        <source>Write cache:</source>
        <translation>Schrijfcache:</translation>
    </message>
    <message>
        <source>Commit method:</source>
        <translation>Commitmethode:</translation>
    </message>
    <message>
        <source>Test area:</source>
        <translation>Testgebied:</translation>
    </message>
    <message>
        <source>Kernel:</source>
        <translation>Kernel:</translation>
    </message>
    <message>
        <source>Unsafe shutdowns before:</source>
        <translation>Onveilige uitschakelingen vooraf:</translation>
    </message>
    <message>
        <source>the drive does not count them</source>
        <translation>de schijf telt ze niet</translation>
    </message>
    <message>
        <source>Run id:</source>
        <translation>Run-id:</translation>
    </message>
    <message>
        <source>This was practice. To test a real drive, run the wizard again and choose a witness on a second computer.</source>
        <translation>Dit was een oefening. Om een echte schijf te testen, doorloopt u de assistent opnieuw en kiest u een getuige op een tweede computer.</translation>
    </message>
    <message>
        <source>Switch the drive&apos;s write cache off (the Write cache card of the drive page) and test again: if it passes then, keep the cache off for data that matters.</source>
        <translation>Schakel de schrijfcache van de schijf uit (de kaart Schrijfcache op de schijfpagina) en test opnieuw: als de test dan slaagt, laat de cache dan uit voor belangrijke gegevens.</translation>
    </message>
    <message>
        <source>Do not trust this drive with data that must survive a power cut; a firmware update may help. Test again after any change.</source>
        <translation>Vertrouw deze schijf geen gegevens toe die een stroomonderbreking moeten overleven; een firmware-update kan helpen. Test opnieuw na elke wijziging.</translation>
    </message>
    <message>
        <source>Fix what the checklist names and test again.</source>
        <translation>Los op wat de controlelijst noemt en test opnieuw.</translation>
    </message>
    <message>
        <source>Run the test at least five times: one passing run can be luck, five make a configuration worth trusting.</source>
        <translation>Voer de test minstens vijf keer uit: één geslaagde run kan geluk zijn, vijf maken een configuratie het vertrouwen waard.</translation>
    </message>
    <message>
        <source>Export the report</source>
        <translation>Rapport exporteren</translation>
    </message>
    <message>
        <source>JSON files (*.json)</source>
        <translation>JSON-bestanden (*.json)</translation>
    </message>
    <message>
        <source>Could not write %1: %2</source>
        <extracomment>%1 a file path, %2 the system&apos;s reason</extracomment>
        <translation>Kon %1 niet schrijven: %2</translation>
    </message>
    <message>
        <source>Saved %1</source>
        <extracomment>%1 a file path</extracomment>
        <translation>%1 opgeslagen</translation>
    </message>
</context>
<context>
    <name>DriveProof::Gui::PowerLossRunStep</name>
    <message>
        <source>Practice run</source>
        <translation>Oefenrun</translation>
    </message>
    <message>
        <source>The test runs</source>
        <translation>De test loopt</translation>
    </message>
    <message>
        <source>Preparing the test area</source>
        <translation>Testgebied voorbereiden</translation>
    </message>
    <message>
        <source>Commits, writes in flight and the link to the witness</source>
        <translation>Commits, lopende schrijfacties en de verbinding met de getuige</translation>
    </message>
    <message>
        <source>Pull the plug now</source>
        <extracomment>shown very large once the run is warm</extracomment>
        <translation>Trek nu de stekker eruit</translation>
    </message>
    <message>
        <source>Press &quot;Cut the power&quot;. On a real test you would now pull the power cord out of the computer (not press its power button).</source>
        <translation>Druk op &quot;Stroom onderbreken&quot;. Bij een echte test zou u nu de stekker van de computer uit het stopcontact trekken (niet op de aan/uit-knop drukken).</translation>
    </message>
    <message>
        <source>Pull the drive&apos;s cable out now (USB or power cable of the drive only). Leave the computer running; plug the drive back in after ten seconds. The witness and its record must be on another disk.</source>
        <translation>Trek nu de kabel van de schijf los (alleen de USB- of voedingskabel van de schijf). Laat de computer draaien; sluit de schijf na tien seconden weer aan. De getuige en zijn register moeten op een andere schijf staan.</translation>
    </message>
    <message>
        <source>Pull the power cord out of the computer now (a laptop: its battery too). Do not press the power button and do not shut down: the drive must lose power while it is writing. Wait ten seconds, plug it back in and start the computer: DriveProof opens by itself and checks the drive.</source>
        <translation>Trek nu de stekker van de computer uit het stopcontact (bij een laptop ook de accu eruit). Druk niet op de aan/uit-knop en sluit niet af: de schijf moet stroom verliezen terwijl ze schrijft. Wacht tien seconden, steek de stekker er weer in en start de computer: DriveProof opent vanzelf en controleert de schijf.</translation>
    </message>
    <message>
        <source>&amp;Cut the power</source>
        <translation>Stroom &amp;onderbreken</translation>
    </message>
    <message>
        <source>Simulate the power cut: the simulated drive loses what it only held in its cache</source>
        <translation>De stroomonderbreking simuleren: de gesimuleerde schijf verliest wat ze alleen in haar cache had</translation>
    </message>
    <message>
        <source>&amp;Stop without a cut</source>
        <translation>&amp;Stoppen zonder onderbreking</translation>
    </message>
    <message>
        <source>End the run cleanly; nothing is verified</source>
        <translation>De run netjes beëindigen; er wordt niets geverifieerd</translation>
    </message>
    <message>
        <source>Starting…</source>
        <translation>Starten…</translation>
    </message>
    <message>
        <source>%1 commits/s · %2 commits, %3 held by the witness · %4 in flight · witness: %5</source>
        <extracomment>%1 commits per second, %2 commits done, %3 commits the witness holds, %4 writes in flight, %5 the link&apos;s state (&quot;connected&quot;)</extracomment>
        <translation>%1 commits/s · %2 commits, %3 bij de getuige · %4 onderweg · getuige: %5</translation>
    </message>
    <message>
        <source>Commits per second</source>
        <translation>Commits per seconde</translation>
    </message>
    <message>
        <source>Checking the simulated drive: %1</source>
        <extracomment>%1 what the verifier does now</extracomment>
        <translation>Gesimuleerde schijf controleren: %1</translation>
    </message>
    <message>
        <source>The run failed.</source>
        <translation>De run is mislukt.</translation>
    </message>
</context>
<context>
    <name>DriveProof::Gui::PowerLossUi</name>
    <message>
        <source>fdatasync after each commit (what most databases use)</source>
        <translation>fdatasync na elke commit (wat de meeste databases gebruiken)</translation>
    </message>
    <message>
        <source>fsync after each commit (also flushes the file&apos;s metadata)</source>
        <translation>fsync na elke commit (schrijft ook de metagegevens van het bestand weg)</translation>
    </message>
    <message>
        <source>O_DSYNC: every write is durable when it returns</source>
        <extracomment>O_DSYNC is a technical name, keep it</extracomment>
        <translation>O_DSYNC: elke schrijfactie is duurzaam zodra ze terugkeert</translation>
    </message>
    <message>
        <source>O_SYNC: every write and its metadata are durable when it returns</source>
        <extracomment>O_SYNC is a technical name, keep it</extracomment>
        <translation>O_SYNC: elke schrijfactie en haar metagegevens zijn duurzaam zodra ze terugkeert</translation>
    </message>
    <message>
        <source>Passed: the drive kept every write it acknowledged</source>
        <translation>Geslaagd: de schijf heeft elke bevestigde schrijfactie behouden</translation>
    </message>
    <message>
        <source>Failed: the drive lost or damaged writes it had acknowledged</source>
        <translation>Mislukt: de schijf heeft bevestigde schrijfacties verloren of beschadigd</translation>
    </message>
    <message>
        <source>Inconclusive: this run cannot prove the drive safe</source>
        <translation>Onbeslist: deze run kan niet bewijzen dat de schijf veilig is</translation>
    </message>
    <message>
        <source>on</source>
        <extracomment>the drive&apos;s write cache</extracomment>
        <translation>aan</translation>
    </message>
    <message>
        <source>off</source>
        <extracomment>the drive&apos;s write cache</extracomment>
        <translation>uit</translation>
    </message>
    <message>
        <source>unknown</source>
        <translation>onbekend</translation>
    </message>
</context>
<context>
    <name>DriveProof::Gui::PowerLossVerifyStep</name>
    <message>
        <source>Check the drive after the power cut</source>
        <translation>De schijf controleren na de stroomonderbreking</translation>
    </message>
    <message>
        <source>DriveProof asks the witness for its record, reads the whole test area and compares every block with what the drive acknowledged. The witness must be running and reachable.</source>
        <translation>DriveProof vraagt de getuige om zijn register, leest het hele testgebied en vergelijkt elk blok met wat de schijf heeft bevestigd. De getuige moet draaien en bereikbaar zijn.</translation>
    </message>
    <message>
        <source>If the witness cannot be reached, start it again on the second computer (it kept its record on disk) and press &quot;Verify now&quot;. The test stays pending until it is verified or forgotten, and DriveProof opens this page at every start until then.</source>
        <translation>Als de getuige niet bereikbaar is, start hem dan opnieuw op de tweede computer (hij heeft zijn register op schijf bewaard) en druk op &quot;Nu verifiëren&quot;. De test blijft openstaan tot hij is geverifieerd of vergeten, en tot dan opent DriveProof deze pagina bij elke start.</translation>
    </message>
    <message>
        <source>Verification progress</source>
        <translation>Voortgang van de verificatie</translation>
    </message>
    <message>
        <source>&amp;Verify now</source>
        <translation>Nu &amp;verifiëren</translation>
    </message>
    <message>
        <source>&amp;Forget this test</source>
        <translation>Deze test &amp;vergeten</translation>
    </message>
    <message>
        <source>Remove the pending test without verifying it</source>
        <translation>De openstaande test verwijderen zonder hem te verifiëren</translation>
    </message>
    <message>
        <source>• %1, started %2, witness %3</source>
        <extracomment>%1 a file or device, %2 a date and time, %3 a witness address</extracomment>
        <translation>• %1, gestart %2, getuige %3</translation>
    </message>
    <message>
        <source>practice run</source>
        <translation>oefenrun</translation>
    </message>
    <message>
        <source>No test is waiting to be checked.</source>
        <translation>Er wacht geen test op controle.</translation>
    </message>
    <message>
        <source>Waiting to be checked (the first one is checked now):
%1</source>
        <translation>Wachtend op controle (de eerste wordt nu gecontroleerd):
%1</translation>
    </message>
    <message>
        <source>Starting…</source>
        <translation>Starten…</translation>
    </message>
</context>
<context>
    <name>DriveProof::Gui::PowerLossWitnessStep</name>
    <message>
        <source>The witness</source>
        <translation>De getuige</translation>
    </message>
    <message>
        <source>A second computer records every write this drive acknowledges, so that after the power cut DriveProof knows what the drive promised.</source>
        <translation>Een tweede computer legt elke schrijfactie vast die deze schijf bevestigt, zodat DriveProof na de stroomonderbreking weet wat de schijf heeft beloofd.</translation>
    </message>
    <message>
        <source>&amp;Another computer is the witness</source>
        <translation>Een &amp;andere computer is de getuige</translation>
    </message>
    <message>
        <source>Witness &amp;address:</source>
        <translation>&amp;Adres van de getuige:</translation>
    </message>
    <message>
        <source>Witness address and port</source>
        <translation>Adres en poort van de getuige</translation>
    </message>
    <message>
        <source>&amp;Pairing code:</source>
        <translation>&amp;Koppelcode:</translation>
    </message>
    <message>
        <source>Pairing code</source>
        <translation>Koppelcode</translation>
    </message>
    <message>
        <source>On the second computer, open DriveProof&apos;s witness page (menu &quot;Power-loss witness…&quot;) or run &quot;driveproof-cli witness --listen 0.0.0.0:7070&quot; in a terminal. It shows the pairing code; type it here with its address, e.g. 192.168.1.20:7070.</source>
        <translation>Open op de tweede computer de getuigepagina van DriveProof (menu &quot;Getuige voor stroomuitval…&quot;) of voer &quot;driveproof-cli witness --listen 0.0.0.0:7070&quot; uit in een terminal. Die toont de koppelcode; typ die hier samen met het adres, bijv. 192.168.1.20:7070.</translation>
    </message>
    <message>
        <source>P&amp;ractice on this computer, with a simulated drive</source>
        <translation>Oe&amp;fenen op deze computer, met een gesimuleerde schijf</translation>
    </message>
    <message>
        <source>Learn the procedure without pulling a plug: a simulated drive, a witness on this computer and a simulated power cut. Nothing on your drives is written.</source>
        <translation>Leer de procedure zonder een stekker eruit te trekken: een gesimuleerde schijf, een getuige op deze computer en een gesimuleerde stroomonderbreking. Er wordt niets op uw schijven geschreven.</translation>
    </message>
    <message>
        <source>Simulated &amp;drive:</source>
        <translation>Gesimuleerde &amp;schijf:</translation>
    </message>
    <message>
        <source>Simulated drive</source>
        <translation>Gesimuleerde schijf</translation>
    </message>
    <message>
        <source>Honest: keeps every write it acknowledged</source>
        <translation>Eerlijk: behoudt elke bevestigde schrijfactie</translation>
    </message>
    <message>
        <source>Lying: acknowledges writes it still holds in its cache</source>
        <translation>Liegend: bevestigt schrijfacties die nog in de cache staan</translation>
    </message>
    <message>
        <source>This is not a pairing code: it has twelve letters and digits, like K7QD-M2XF-9HBT.</source>
        <translation>Dit is geen koppelcode: die heeft twaalf letters en cijfers, zoals K7QD-M2XF-9HBT.</translation>
    </message>
</context>
<context>
    <name>DriveProof::Gui::PowerLossWizard</name>
    <message>
        <source>Power-loss test – DriveProof</source>
        <translation>Stroomuitvaltest – DriveProof</translation>
    </message>
    <message>
        <source>Power-loss test of %1 – DriveProof</source>
        <translation>Stroomuitvaltest van %1 – DriveProof</translation>
    </message>
    <message>
        <source>1. Drive and area</source>
        <translation>1. Schijf en gebied</translation>
    </message>
    <message>
        <source>2. Witness</source>
        <translation>2. Getuige</translation>
    </message>
    <message>
        <source>3. Check</source>
        <translation>3. Controle</translation>
    </message>
    <message>
        <source>4. Run and pull the plug</source>
        <translation>4. Uitvoeren en stekker eruit</translation>
    </message>
    <message>
        <source>5. Verify</source>
        <translation>5. Verifiëren</translation>
    </message>
    <message>
        <source>6. Report</source>
        <translation>6. Rapport</translation>
    </message>
    <message>
        <source>&lt; &amp;Back</source>
        <translation>&lt; &amp;Terug</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Sluiten</translation>
    </message>
    <message>
        <source>Current step</source>
        <translation>Huidige stap</translation>
    </message>
    <message>
        <source>&amp;Next &gt;</source>
        <translation>&amp;Volgende &gt;</translation>
    </message>
    <message>
        <source>&amp;Check this computer &gt;</source>
        <translation>Deze computer &amp;controleren &gt;</translation>
    </message>
    <message>
        <source>&amp;Start practice</source>
        <translation>Oefening &amp;starten</translation>
    </message>
    <message>
        <source>&amp;Start the test</source>
        <translation>Test &amp;starten</translation>
    </message>
    <message>
        <source>Power-loss test</source>
        <translation>Stroomuitvaltest</translation>
    </message>
    <message>
        <source>simulated drive</source>
        <translation>gesimuleerde schijf</translation>
    </message>
    <message>
        <source>Power-loss practice on a simulated lying drive – DriveProof</source>
        <extracomment>window title while practising on the simulated drive that loses acknowledged writes</extracomment>
        <translation>Stroomuitvaloefening op een gesimuleerde liegende schijf – DriveProof</translation>
    </message>
    <message>
        <source>Power-loss practice on a simulated honest drive – DriveProof</source>
        <extracomment>window title while practising on the simulated drive that keeps its writes</extracomment>
        <translation>Stroomuitvaloefening op een gesimuleerde eerlijke schijf – DriveProof</translation>
    </message>
</context>
<context>
    <name>DriveProof::Gui::ReportWindow</name>
    <message>
        <source>Drive report: %1</source>
        <extracomment>window title; %1 the report&apos;s file name</extracomment>
        <translation>Schijfrapport: %1</translation>
    </message>
    <message>
        <source>Open a drive report</source>
        <translation>Een schijfrapport openen</translation>
    </message>
    <message>
        <source>Drive reports (*.txt *.json *.log);;All files (*)</source>
        <extracomment>file dialog filter; keep the patterns in parentheses as they are</extracomment>
        <translation>Schijfrapporten (*.txt *.json *.log);;Alle bestanden (*)</translation>
    </message>
    <message>
        <source>pasted text</source>
        <extracomment>the name a report pasted from the clipboard goes by</extracomment>
        <translation>geplakte tekst</translation>
    </message>
</context>
<context>
    <name>DriveProof::Gui::ResultCharts</name>
    <message>
        <source>&amp;Latency of:</source>
        <translation>&amp;Latentie van:</translation>
    </message>
    <message>
        <source>Measurement whose latency is shown</source>
        <translation>Meting waarvan de latentie wordt getoond</translation>
    </message>
</context>
<context>
    <name>DriveProof::Gui::ResultExporter</name>
    <message>
        <source>Could not write %1: %2. Choose another folder.</source>
        <extracomment>%1 a file path, %2 the system&apos;s reason</extracomment>
        <translation>Kon %1 niet schrijven: %2. Kies een andere map.</translation>
    </message>
</context>
<context>
    <name>DriveProof::Gui::ResultPage</name>
    <message>
        <source>Verdict</source>
        <translation>Oordeel</translation>
    </message>
    <message>
        <source>At a glance</source>
        <translation>In één oogopslag</translation>
    </message>
    <message>
        <source>All numbers</source>
        <translation>Alle getallen</translation>
    </message>
    <message>
        <source>Charts</source>
        <translation>Grafieken</translation>
    </message>
    <message>
        <source>Export &amp;JSON…</source>
        <translation>&amp;JSON exporteren…</translation>
    </message>
    <message>
        <source>Save everything this test measured, for other programs</source>
        <translation>Alles wat deze test heeft gemeten opslaan, voor andere programma&apos;s</translation>
    </message>
    <message>
        <source>Export &amp;CSV…</source>
        <translation>&amp;CSV exporteren…</translation>
    </message>
    <message>
        <source>Save the table of numbers for a spreadsheet</source>
        <translation>De tabel met getallen opslaan voor een rekenblad</translation>
    </message>
    <message>
        <source>Save charts as &amp;PNG…</source>
        <translation>Grafieken als &amp;PNG opslaan…</translation>
    </message>
    <message>
        <source>Save a picture of each chart into a folder</source>
        <translation>Een afbeelding van elke grafiek in een map opslaan</translation>
    </message>
    <message>
        <source>&amp;History</source>
        <translation>&amp;Geschiedenis</translation>
    </message>
    <message>
        <source>Earlier runs on this drive, and comparing two of them</source>
        <translation>Eerdere runs op deze schijf, en er twee vergelijken</translation>
    </message>
    <message>
        <source>&amp;New test</source>
        <translation>&amp;Nieuwe test</translation>
    </message>
    <message>
        <source>Ran on %1, started %2, took %3.</source>
        <extracomment>under a result&apos;s title; %1 where it ran, %2 date and time it started, %3 how long it took</extracomment>
        <translation>Uitgevoerd op %1, gestart %2, duurde %3.</translation>
    </message>
    <message>
        <source>Drive: %1, serial number %2</source>
        <extracomment>the drive a result is about; %1 model (or device name), %2 serial number</extracomment>
        <translation>Schijf: %1, serienummer %2</translation>
    </message>
    <message>
        <source>Drive: %1</source>
        <extracomment>the drive a result is about; %1 model or device name</extracomment>
        <translation>Schijf: %1</translation>
    </message>
    <message>
        <source>The test stopped on an error.</source>
        <translation>De test is door een fout gestopt.</translation>
    </message>
    <message>
        <source>You cancelled the test before it measured anything.</source>
        <translation>U hebt de test geannuleerd voordat er iets was gemeten.</translation>
    </message>
    <message>
        <source>You cancelled the test. The numbers below are those of the steps that finished before that; the verdict may be incomplete.</source>
        <translation>U hebt de test geannuleerd. De getallen hieronder zijn die van de stappen die daarvoor voltooid waren; het oordeel kan onvolledig zijn.</translation>
    </message>
    <message>
        <source>This result could not be kept in the history: %1</source>
        <extracomment>%1 why the result could not be saved</extracomment>
        <translation>Dit resultaat kon niet in de geschiedenis worden bewaard: %1</translation>
    </message>
    <message>
        <source>This result is kept in the drive&apos;s history, so you can compare it with later runs.</source>
        <translation>Dit resultaat wordt bewaard in de geschiedenis van de schijf, zodat u het kunt vergelijken met latere runs.</translation>
    </message>
    <message>
        <source>This test measures speed and gives no verdict of its own. Compare the numbers with the drive&apos;s data sheet, or with an earlier run in the history.</source>
        <translation>Deze test meet snelheid en geeft geen eigen oordeel. Vergelijk de getallen met het gegevensblad van de schijf, of met een eerdere run in de geschiedenis.</translation>
    </message>
    <message>
        <source>%1:</source>
        <extracomment>label of a row; %1 a measurement&apos;s name, e.g. &quot;SEQ1M Q8T1 read&quot;</extracomment>
        <translation>%1:</translation>
    </message>
    <message>
        <source>Save the charts into a folder</source>
        <translation>De grafieken in een map opslaan</translation>
    </message>
    <message>
        <source>Export the result as JSON</source>
        <translation>Het resultaat als JSON exporteren</translation>
    </message>
    <message>
        <source>Export the numbers as CSV</source>
        <translation>De getallen als CSV exporteren</translation>
    </message>
    <message>
        <source>JSON files (*.json)</source>
        <translation>JSON-bestanden (*.json)</translation>
    </message>
    <message>
        <source>CSV files (*.csv)</source>
        <translation>CSV-bestanden (*.csv)</translation>
    </message>
    <message>
        <source>Saved %1.</source>
        <extracomment>%1 a file path</extracomment>
        <translation>%1 opgeslagen.</translation>
    </message>
    <message numerus="yes">
        <source>Saved %n file(s) in %1.</source>
        <extracomment>%n files were written into the folder %1</extracomment>
        <translation>
            <numerusform>%n bestand opgeslagen in %1.</numerusform>
            <numerusform>%n bestanden opgeslagen in %1.</numerusform>
        </translation>
    </message>
    <message>
        <source>Copy &amp;summary</source>
        <translation>&amp;Samenvatting kopiëren</translation>
    </message>
    <message>
        <source>A few lines with the main numbers and the verdicts, to paste into a forum post or an issue</source>
        <translation>Een paar regels met de belangrijkste getallen en de oordelen, om in een forumbericht of melding te plakken</translation>
    </message>
    <message>
        <source>Copied: the summary is on the clipboard, ready to paste.</source>
        <translation>Gekopieerd: de samenvatting staat op het klembord, klaar om te plakken.</translation>
    </message>
    <message>
        <source>Settings: %1</source>
        <extracomment>under a result&apos;s title; %1 what it ran with: &quot;128 MiB · 2 s per step · temporary file on ext4 · io_uring&quot;</extracomment>
        <translation>Instellingen: %1</translation>
    </message>
</context>
<context>
    <name>DriveProof::Gui::ResultText</name>
    <message>
        <source>Danger</source>
        <translation>Gevaar</translation>
    </message>
    <message>
        <source>Caution</source>
        <translation>Let op</translation>
    </message>
    <message>
        <source>Good</source>
        <translation>Goed</translation>
    </message>
    <message>
        <source>Note</source>
        <translation>Opmerking</translation>
    </message>
    <message>
        <source>%L1 commits/s</source>
        <extracomment>commits per second, e.g. &quot;1,234 commits/s&quot;</extracomment>
        <translation>%L1 commits/s</translation>
    </message>
    <message>
        <source>a temporary file in %1</source>
        <extracomment>where a test ran; %1 the folder that held its temporary file</extracomment>
        <translation>een tijdelijk bestand in %1</translation>
    </message>
    <message>
        <source>the device %1</source>
        <extracomment>where a test ran; %1 a device node such as /dev/sdb</extracomment>
        <translation>het apparaat %1</translation>
    </message>
    <message>
        <source>an unknown target</source>
        <translation>een onbekend doel</translation>
    </message>
    <message>
        <source>the file %1</source>
        <extracomment>where a test ran; %1 a file path</extracomment>
        <translation>het bestand %1</translation>
    </message>
    <message>
        <source>DriveProof %1 on %2, %3</source>
        <extracomment>first line of a copied summary; %1 test name, %2 drive model or device, %3 date and time</extracomment>
        <translation>DriveProof %1 op %2, %3</translation>
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
        <translation>Instellingen: %1</translation>
    </message>
    <message>
        <source>Drive self-test</source>
        <extracomment>a drive self-test in the drive&apos;s history (the drive tested itself)</extracomment>
        <translation>Zelftest van de schijf</translation>
    </message>
    <message>
        <source>Device: %1, serial number %2</source>
        <extracomment>a line of a copied summary; %1 the device node (&quot;/dev/sdb&quot;), %2 its serial number (&quot;-&quot; when it has none)</extracomment>
        <translation>Apparaat: %1, serienummer %2</translation>
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
        <translation>Lezen</translation>
    </message>
    <message>
        <source>Write</source>
        <extracomment>heading of the column of write rates in the quick check&apos;s tiles</extracomment>
        <translation>Schrijven</translation>
    </message>
    <message>
        <source>not measured</source>
        <translation>niet gemeten</translation>
    </message>
    <message>
        <source>%1 %2: not measured</source>
        <extracomment>read by screen readers; %1 a preset such as &quot;SEQ1M Q8T1&quot;, %2 &quot;Read&quot; or &quot;Write&quot;</extracomment>
        <translation>%1 %2: niet gemeten</translation>
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
        <translation>Voortgang</translation>
    </message>
    <message>
        <source>&amp;Show:</source>
        <translation>&amp;Tonen:</translation>
    </message>
    <message>
        <source>Commits per second</source>
        <translation>Commits per seconde</translation>
    </message>
    <message>
        <source>IOPS</source>
        <translation>IOPS</translation>
    </message>
    <message>
        <source>What the chart shows</source>
        <translation>Wat de grafiek toont</translation>
    </message>
    <message>
        <source>You can go on using DriveProof meanwhile. Other programs that use this drive now slow the test down and change its numbers.</source>
        <translation>U kunt DriveProof intussen blijven gebruiken. Andere programma&apos;s die deze schijf nu gebruiken, vertragen de test en veranderen de getallen.</translation>
    </message>
    <message>
        <source>Cancelling…</source>
        <translation>Annuleren…</translation>
    </message>
    <message>
        <source>&amp;Cancel test</source>
        <translation>Test &amp;annuleren</translation>
    </message>
    <message>
        <source>Stop the test now; the steps that finished are kept</source>
        <translation>De test nu stoppen; de voltooide stappen worden bewaard</translation>
    </message>
    <message>
        <source>In a temporary file in %1, removed afterwards.</source>
        <extracomment>where a test runs; %1 a folder</extracomment>
        <translation>In een tijdelijk bestand in %1, dat daarna wordt verwijderd.</translation>
    </message>
    <message>
        <source>On the file %1.</source>
        <extracomment>where a test runs; %1 a file</extracomment>
        <translation>Op het bestand %1.</translation>
    </message>
    <message>
        <source>On the device %1, writing over its contents.</source>
        <extracomment>where a test runs; %1 a device node</extracomment>
        <translation>Op het apparaat %1, waarbij de inhoud wordt overschreven.</translation>
    </message>
    <message>
        <source>On the device %1, only reading.</source>
        <extracomment>where a test runs; %1 a device node</extracomment>
        <translation>Op het apparaat %1, alleen lezen.</translation>
    </message>
    <message>
        <source>Cancelling: waiting for the drive to finish the I/O in flight, then removing the temporary file…</source>
        <translation>Annuleren: wachten tot de schijf de lopende I/O heeft afgerond, daarna het tijdelijke bestand verwijderen…</translation>
    </message>
    <message>
        <source>Starting…</source>
        <translation>Starten…</translation>
    </message>
    <message>
        <source>About %1 left</source>
        <extracomment>time left in a running test; %1 minutes:seconds, e.g. 1:23</extracomment>
        <translation>Nog ongeveer %1</translation>
    </message>
    <message>
        <source>Time left: not known yet</source>
        <translation>Resterende tijd: nog niet bekend</translation>
    </message>
    <message>
        <source>Now: %L1 commits per second</source>
        <extracomment>the last measured rate of a commit test; %1 commits per second</extracomment>
        <translation>Nu: %L1 commits per seconde</translation>
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
            <numerusform>ongeveer %n minuut</numerusform>
            <numerusform>ongeveer %n minuten</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <extracomment>a self-test button: %1 its kind (&quot;Short test&quot;), %2 its duration</extracomment>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>Short test</source>
        <translation>Korte test</translation>
    </message>
    <message>
        <source>Extended test</source>
        <translation>Uitgebreide test</translation>
    </message>
    <message>
        <source>Conveyance test</source>
        <translation>Transporttest</translation>
    </message>
    <message>
        <source>Abort self-test</source>
        <translation>Zelftest afbreken</translation>
    </message>
    <message>
        <source>running, %1% done</source>
        <extracomment>%1 how far the running self-test is, in percent</extracomment>
        <translation>bezig, %1% klaar</translation>
    </message>
    <message>
        <source>The drive runs the test by itself: you may close this window.</source>
        <translation>De schijf voert de test zelf uit: u kunt dit venster sluiten.</translation>
    </message>
    <message>
        <source>no self-test running</source>
        <extracomment>%1 the last self-test&apos;s result in words</extracomment>
        <translation>geen zelftest bezig</translation>
    </message>
    <message>
        <source>Last result: %1</source>
        <translation>Laatste resultaat: %1</translation>
    </message>
</context>
<context>
    <name>DriveProof::Gui::SettingsDialog</name>
    <message>
        <source>Preferences</source>
        <translation>Voorkeuren</translation>
    </message>
    <message>
        <source>&amp;Language:</source>
        <translation>&amp;Taal:</translation>
    </message>
    <message>
        <source>System default (%1)</source>
        <extracomment>first entry of the language list; %1 the language the system asks for, in its own name, e.g. &quot;Deutsch&quot;</extracomment>
        <translation>Systeemstandaard (%1)</translation>
    </message>
    <message>
        <source>The language of DriveProof&apos;s windows. A change applies at once and is kept for the next start. The system default follows the LANGUAGE and LANG environment variables.</source>
        <translation>De taal van de vensters van DriveProof. Een wijziging geldt meteen en blijft bewaard voor de volgende start. De systeemstandaard volgt de omgevingsvariabelen LANGUAGE en LANG.</translation>
    </message>
    <message>
        <source>&amp;Transfer rates in:</source>
        <translation>&amp;Overdrachtssnelheden in:</translation>
    </message>
    <message>
        <source>Drive makers and most benchmarks count a megabyte as 1,000,000 bytes; many file managers count a mebibyte, 1,048,576 bytes.</source>
        <translation>Schijffabrikanten en de meeste benchmarks rekenen een megabyte als 1.000.000 bytes; veel bestandsbeheerders rekenen met een mebibyte, 1.048.576 bytes.</translation>
    </message>
    <message>
        <source>Default test si&amp;ze:</source>
        <translation>Standaard test&amp;grootte:</translation>
    </message>
    <message>
        <source>What the test picker offers first. You can still choose another size for each test there.</source>
        <translation>Wat de testkeuze als eerste aanbiedt. Daar kunt u nog steeds per test een andere grootte kiezen.</translation>
    </message>
    <message>
        <source>Default time per st&amp;ep (seconds):</source>
        <translation>Standaardtijd per st&amp;ap (seconden):</translation>
    </message>
    <message>
        <source>How long each measurement of a test runs, as the test picker offers it first.</source>
        <translation>Hoe lang elke meting van een test duurt, zoals de testkeuze die als eerste aanbiedt.</translation>
    </message>
    <message>
        <source>MB/s (megabytes, 10⁶ bytes)</source>
        <extracomment>a choice of unit; 1 MB = 1,000,000 bytes</extracomment>
        <translation>MB/s (megabytes, 10⁶ bytes)</translation>
    </message>
    <message>
        <source>MiB/s (mebibytes, 2²⁰ bytes)</source>
        <extracomment>a choice of unit; 1 MiB = 1,048,576 bytes</extracomment>
        <translation>MiB/s (mebibytes, 2²⁰ bytes)</translation>
    </message>
    <message>
        <source>Each test&apos;s own</source>
        <extracomment>the default test size: each test&apos;s own (1 GiB; 4 GiB for the sustained write)</extracomment>
        <translation>Die van elke test</translation>
    </message>
</context>
<context>
    <name>DriveProof::Gui::StatusPage</name>
    <message>
        <source>Looking for drives</source>
        <translation>Schijven zoeken</translation>
    </message>
    <message>
        <source>&amp;Refresh</source>
        <translation>&amp;Vernieuwen</translation>
    </message>
    <message>
        <source>Looking for drives…</source>
        <translation>Schijven zoeken…</translation>
    </message>
    <message>
        <source>Reading what the kernel knows about each drive.</source>
        <translation>Lezen wat de kernel over elke schijf weet.</translation>
    </message>
    <message>
        <source>DriveProof could not find a drive it can read. This happens when:</source>
        <translation>DriveProof kon geen schijf vinden die het kan lezen. Dat gebeurt als:</translation>
    </message>
    <message>
        <source>• No drive is connected. Connect one and press Refresh (F5); a USB drive may take a few seconds to appear.</source>
        <extracomment>list item of the empty state</extracomment>
        <translation>• Er geen schijf is aangesloten. Sluit er een aan en druk op Vernieuwen (F5); een USB-schijf kan een paar seconden nodig hebben om te verschijnen.</translation>
    </message>
    <message>
        <source>• DriveProof runs in a container or sandbox (Docker, Flatpak, Snap) that hides the machine&apos;s drives (/sys/block and /dev). Run it on the host instead, or give the sandbox access to the drives.</source>
        <extracomment>list item of the empty state</extracomment>
        <translation>• DriveProof in een container of sandbox draait (Docker, Flatpak, Snap) die de schijven van de machine verbergt (/sys/block en /dev). Voer het in plaats daarvan op de host uit, of geef de sandbox toegang tot de schijven.</translation>
    </message>
    <message>
        <source>• It is not allowed to read the drives&apos; details: the system limits access to /sys or /dev. Ask the administrator, or run driveproof-cli list to see what the kernel reports.</source>
        <extracomment>list item of the empty state</extracomment>
        <translation>• Het de gegevens van de schijven niet mag lezen: het systeem beperkt de toegang tot /sys of /dev. Vraag het de beheerder, of voer driveproof-cli list uit om te zien wat de kernel meldt.</translation>
    </message>
    <message>
        <source>• udisks2 is not running, so only the kernel was asked. Start it with &quot;systemctl start udisks2&quot; and press Refresh.</source>
        <extracomment>list item of the empty state; &quot;systemctl start udisks2&quot; is a command, keep it</extracomment>
        <translation>• udisks2 niet draait, zodat alleen de kernel is gevraagd. Start het met &quot;systemctl start udisks2&quot; en druk op Vernieuwen.</translation>
    </message>
    <message>
        <source>No drives found</source>
        <translation>Geen schijven gevonden</translation>
    </message>
</context>
<context>
    <name>DriveProof::Gui::TableCopy</name>
    <message>
        <source>&amp;Copy</source>
        <translation>&amp;Kopiëren</translation>
    </message>
    <message>
        <source>Copy as &amp;Markdown</source>
        <translation>Als &amp;Markdown kopiëren</translation>
    </message>
</context>
<context>
    <name>DriveProof::Gui::TestCard</name>
    <message>
        <source>Test this drive</source>
        <translation>Deze schijf testen</translation>
    </message>
    <message>
        <source>Measure how fast this drive commits, streams and seeks, and whether its cache acknowledges writes before they are safe. Tests write only to a temporary file in a folder you choose, unless you ask for the raw device; they run in a window of their own.</source>
        <translation>Meten hoe snel deze schijf commit, sequentieel overdraagt en zoekt, en of haar cache schrijfacties bevestigt voordat ze veilig zijn. Tests schrijven alleen naar een tijdelijk bestand in een map die u kiest, tenzij u om het ruwe apparaat vraagt; ze draaien in een eigen venster.</translation>
    </message>
    <message>
        <source>Co&amp;mmit rate…</source>
        <translation>Co&amp;mmitsnelheid…</translation>
    </message>
    <message>
        <source>How many durable commits per second, like pg_test_fsync</source>
        <translation>Hoeveel duurzame commits per seconde, zoals pg_test_fsync</translation>
    </message>
    <message>
        <source>&amp;All tests…</source>
        <translation>&amp;Alle tests…</translation>
    </message>
    <message>
        <source>Hi&amp;story…</source>
        <translation>Geschie&amp;denis…</translation>
    </message>
    <message>
        <source>Earlier runs on this drive, and comparing two of them</source>
        <translation>Eerdere runs op deze schijf, en er twee vergelijken</translation>
    </message>
    <message>
        <source>A test is running on this drive; its window shows how far it got.</source>
        <translation>Er loopt een test op deze schijf; het venster ervan toont hoe ver hij is.</translation>
    </message>
</context>
<context>
    <name>DriveProof::Gui::TestCatalog</name>
    <message>
        <source>Power-loss test</source>
        <translation>Stroomuitvaltest</translation>
    </message>
    <message>
        <source>CrystalDiskMark&apos;s four tests in one go: sequential reads and writes in 1 MiB blocks with 8 and with 1 request in flight, then random 4 KiB reads and writes with 32 and with 1 request in flight. The quickest way to see whether a drive performs as its box promises.</source>
        <translation>De vier tests van CrystalDiskMark in één keer: sequentieel lezen en schrijven in blokken van 1 MiB met 8 en met 1 lopend verzoek, daarna willekeurig lezen en schrijven van 4 KiB met 32 en met 1 lopend verzoek. De snelste manier om te zien of een schijf presteert zoals de doos belooft.</translation>
    </message>
    <message>
        <source>How many times per second the drive durably commits a small write, measured like PostgreSQL&apos;s pg_test_fsync: every sync method, 8 kB and 16 kB commits, and plain writes as a baseline. It also counts the flushes that reach the drive. A hard disk that commits faster than its platters turn has a cache that acknowledges writes before they are safe.</source>
        <translation>Hoe vaak per seconde de schijf een kleine schrijfactie duurzaam commit, gemeten zoals pg_test_fsync van PostgreSQL: elke sync-methode, commits van 8 kB en 16 kB, en gewone schrijfacties als referentie. De test telt ook de flush-opdrachten die de schijf bereiken. Een harde schijf die sneller commit dan haar platen draaien, heeft een cache die schrijfacties bevestigt voordat ze veilig zijn.</translation>
    </message>
    <message>
        <source>Sequential reads and writes in 1 MiB blocks, with 8 and with 1 request in flight: the rate at which large files are copied.</source>
        <translation>Sequentieel lezen en schrijven in blokken van 1 MiB, met 8 en met 1 lopend verzoek: de snelheid waarmee grote bestanden worden gekopieerd.</translation>
    </message>
    <message>
        <source>Writes the whole test area once, from start to end, and draws the rate as it fills. Many SSDs write fast only until their cache is full, then slow down: choose a test size larger than that cache, tens of gigabytes on a large SSD.</source>
        <translation>Schrijft het hele testgebied één keer, van begin tot eind, en tekent de snelheid terwijl het vol raakt. Veel SSD&apos;s schrijven alleen snel tot hun cache vol is en worden daarna trager: kies een testgrootte die groter is dan die cache, tientallen gigabytes op een grote SSD.</translation>
    </message>
    <message>
        <source>Reads the whole test area from start to end and draws the rate by position. A hard disk is faster at its outer edge; dips and stalls point to areas that need retries.</source>
        <translation>Leest het hele testgebied van begin tot eind en tekent de snelheid per positie. Een harde schijf is aan de buitenrand sneller; dalen en haperingen wijzen op gebieden die herhaalde pogingen nodig hebben.</translation>
    </message>
    <message>
        <source>Random 4 KiB reads, writes and a mix of 70% reads, with 1 and with 32 requests in flight: what databases, virtual machines and starting programs feel.</source>
        <translation>Willekeurig lezen en schrijven van 4 KiB en een mix met 70% lezen, met 1 en met 32 lopende verzoeken: wat databases, virtuele machines en startende programma&apos;s merken.</translation>
    </message>
    <message>
        <source>Random I/O at every block size from 512 bytes to 16 MiB: where the drive reaches its best transfer rate, and how its operations per second fall as blocks grow.</source>
        <translation>Willekeurige I/O bij elke blokgrootte van 512 bytes tot 16 MiB: waar de schijf haar beste overdrachtssnelheid haalt, en hoe haar bewerkingen per seconde dalen naarmate de blokken groeien.</translation>
    </message>
    <message>
        <source>Random I/O with 1 to 256 requests in flight: how much parallelism the drive needs to give its best.</source>
        <translation>Willekeurige I/O met 1 tot 256 lopende verzoeken: hoeveel parallellisme de schijf nodig heeft om haar beste te geven.</translation>
    </message>
    <message>
        <source>Random I/O from 1 to 96 threads: how the drive and the kernel cope with many programs at once.</source>
        <translation>Willekeurige I/O met 1 tot 96 threads: hoe de schijf en de kernel met veel programma&apos;s tegelijk omgaan.</translation>
    </message>
    <message>
        <source>Reads the same random blocks twice, with an idle time in between. A hybrid drive (SSHD) or a tiered cache moves hot data to flash meanwhile, so the second pass is much faster.</source>
        <translation>Leest dezelfde willekeurige blokken twee keer, met een inactieve tijd ertussen. Een hybride schijf (SSHD) of een gelaagde cache verplaatst intussen veelgebruikte gegevens naar flash, zodat de tweede ronde veel sneller is.</translation>
    </message>
    <message>
        <source>Checks whether the drive keeps the writes it acknowledged when the power is cut: DriveProof writes numbered records, you pull the plug, and after the restart it checks what survived. A second computer keeps the witness&apos;s record of every acknowledged write; you can also practise on this computer with a simulated drive. It writes to a test file (or, with your confirmation, a partition) and takes a few minutes plus a restart.</source>
        <translation>Controleert of de schijf de bevestigde schrijfacties behoudt als de stroom wordt onderbroken: DriveProof schrijft genummerde records, u trekt de stekker eruit, en na de herstart controleert het wat het heeft overleefd. Een tweede computer bewaart het register van de getuige met elke bevestigde schrijfactie; u kunt ook op deze computer oefenen met een gesimuleerde schijf. De test schrijft naar een testbestand (of, na uw bevestiging, een partitie) en duurt een paar minuten plus een herstart.</translation>
    </message>
    <message numerus="yes">
        <source>%n second(s)</source>
        <extracomment>a duration; %n seconds</extracomment>
        <translation>
            <numerusform>%n seconde</numerusform>
            <numerusform>%n seconden</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n minute(s)</source>
        <extracomment>a duration, rounded; %n minutes</extracomment>
        <translation>
            <numerusform>%n minuut</numerusform>
            <numerusform>%n minuten</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 h %2 min</source>
        <extracomment>a duration, rounded; %1 hours, %2 minutes</extracomment>
        <translation>%1 u %2 min</translation>
    </message>
</context>
<context>
    <name>DriveProof::Gui::TestWindow</name>
    <message>
        <source>Test %1 – DriveProof</source>
        <extracomment>window title; %1 the drive&apos;s name (model)</extracomment>
        <translation>Test %1 – DriveProof</translation>
    </message>
</context>
<context>
    <name>DriveProof::Gui::TopologyCard</name>
    <message>
        <source>Topology</source>
        <translation>Topologie</translation>
    </message>
    <message>
        <source>Size</source>
        <translation>Grootte</translation>
    </message>
    <message>
        <source>The kernel reports no size: the drive may have no medium inserted.</source>
        <translation>De kernel meldt geen grootte: mogelijk zit er geen medium in de schijf.</translation>
    </message>
    <message>
        <source>Logical sector</source>
        <translation>Logische sector</translation>
    </message>
    <message>
        <source>The smallest unit the drive can address.</source>
        <translation>De kleinste eenheid die de schijf kan adresseren.</translation>
    </message>
    <message>
        <source>Physical sector</source>
        <translation>Fysieke sector</translation>
    </message>
    <message>
        <source>The unit the drive writes internally. Partitions should start on a multiple of it.</source>
        <translation>De eenheid die de schijf intern schrijft. Partities horen op een veelvoud ervan te beginnen.</translation>
    </message>
    <message>
        <source>Minimum I/O</source>
        <translation>Minimale I/O</translation>
    </message>
    <message>
        <source>Optimal I/O</source>
        <translation>Optimale I/O</translation>
    </message>
    <message>
        <source>not reported</source>
        <translation>niet opgegeven</translation>
    </message>
    <message>
        <source>The drive states no preferred I/O size; most drives do not.</source>
        <translation>De schijf geeft geen voorkeurs-I/O-grootte op; de meeste schijven doen dat niet.</translation>
    </message>
    <message>
        <source>Alignment offset</source>
        <translation>Uitlijningsverschuiving</translation>
    </message>
    <message>
        <source>How far sector 0 sits past a physical-sector boundary. Almost always 0.</source>
        <translation>Hoe ver sector 0 voorbij een grens van een fysieke sector ligt. Bijna altijd 0.</translation>
    </message>
    <message>
        <source>What the kernel believes: with &quot;write back&quot; it asks the drive to flush its cache. The drive&apos;s own setting can differ.</source>
        <translation>Wat de kernel denkt: bij &quot;write back&quot; vraagt hij de schijf haar cache te legen. De eigen instelling van de schijf kan afwijken.</translation>
    </message>
    <message>
        <source>Write cache (kernel view)</source>
        <translation>Schrijfcache (beeld van de kernel)</translation>
    </message>
    <message>
        <source>The kernel does not report a write-cache mode for this device.</source>
        <translation>De kernel meldt geen schrijfcachemodus voor dit apparaat.</translation>
    </message>
    <message>
        <source>FUA</source>
        <translation>FUA</translation>
    </message>
    <message>
        <source>Forced Unit Access: the kernel can ask for single writes to reach stable media without flushing the whole cache.</source>
        <translation>Forced Unit Access: de kernel kan vragen dat afzonderlijke schrijfacties het blijvende medium bereiken zonder de hele cache te legen.</translation>
    </message>
    <message>
        <source>The kernel did not report this value.</source>
        <translation>De kernel heeft deze waarde niet gemeld.</translation>
    </message>
    <message>
        <source>only its partitions, see Partitions</source>
        <extracomment>&quot;Mounted on&quot; of a whole drive whose partitions (not the drive) are mounted</extracomment>
        <translation>alleen de partities, zie Partities</translation>
    </message>
    <message>
        <source>not mounted</source>
        <translation>niet aangekoppeld</translation>
    </message>
    <message>
        <source>Mounted on</source>
        <translation>Aangekoppeld op</translation>
    </message>
    <message>
        <source>Held by</source>
        <translation>In gebruik door</translation>
    </message>
    <message>
        <source>nothing</source>
        <translation>niets</translation>
    </message>
    <message>
        <source>Device-mapper, RAID or LVM devices stacked on the whole drive.</source>
        <translation>Device-mapper-, RAID- of LVM-apparaten die op de hele schijf zijn gebouwd.</translation>
    </message>
    <message>
        <source>%1: %2 (in use)</source>
        <extracomment>one LBA format in the list; %1 its number, %2 its sizes and speed</extracomment>
        <translation>%1: %2 (in gebruik)</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <extracomment>one LBA format in the list; %1 its number, %2 its sizes and speed</extracomment>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>LBA formats</source>
        <translation>LBA-indelingen</translation>
    </message>
    <message>
        <source>The sector sizes this NVMe namespace can be formatted with, and how fast the drive itself says each is (Identify Namespace). Changing it erases the namespace; DriveProof never does.</source>
        <translation>De sectorgroottes waarmee deze NVMe-namespace kan worden geformatteerd, en hoe snel de schijf zelf elk ervan noemt (Identify Namespace). Wijzigen wist de namespace; DriveProof doet dat nooit.</translation>
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
        <translation>Lagen</translation>
    </message>
    <message>
        <source>Reaches the drive</source>
        <translation>Bereikt de schijf</translation>
    </message>
    <message>
        <source>reading…</source>
        <translation>bezig met lezen…</translation>
    </message>
    <message>
        <source>yes</source>
        <translation>ja</translation>
    </message>
    <message>
        <source>to the loop device&apos;s backing file</source>
        <translation>tot aan het achterliggende bestand van het loop-apparaat</translation>
    </message>
    <message>
        <source>no: a layer drops it</source>
        <translation>nee: een laag laat het vallen</translation>
    </message>
    <message>
        <source>no: the drive does not take it</source>
        <translation>nee: de schijf neemt het niet aan</translation>
    </message>
    <message>
        <source>unknown</source>
        <translation>onbekend</translation>
    </message>
    <message>
        <source>enabled</source>
        <translation>ingeschakeld</translation>
    </message>
    <message>
        <source>disabled</source>
        <translation>uitgeschakeld</translation>
    </message>
    <message>
        <source>masked</source>
        <translation>gemaskeerd</translation>
    </message>
    <message>
        <source>not installed</source>
        <translation>niet geïnstalleerd</translation>
    </message>
    <message>
        <source>%1 (systemd is not running)</source>
        <extracomment>%1 the timer&apos;s state, e.g. &quot;enabled&quot;</extracomment>
        <translation>%1 (systemd draait niet)</translation>
    </message>
    <message>
        <source>fstrim.timer</source>
        <translation>fstrim.timer</translation>
    </message>
    <message>
        <source>From %1:</source>
        <extracomment>heading of one way down the block stack; %1 the device at its top</extracomment>
        <translation>Vanaf %1:</translation>
    </message>
    <message>
        <source>%1: no discard limits shown</source>
        <extracomment>%1 a device and its kind, e.g. &quot;/dev/sda (disk)&quot;</extracomment>
        <translation>%1: geen discard-grenzen getoond</translation>
    </message>
    <message>
        <source>%1: drops discards</source>
        <extracomment>%1 a device and its kind, e.g. &quot;/dev/mapper/luks-1 (dm-crypt)&quot;</extracomment>
        <translation>%1: laat discards vallen</translation>
    </message>
    <message>
        <source>%1: passes discards, granularity %2, up to %3</source>
        <extracomment>%1 a device and its kind, %2 discard granularity, %3 largest discard, e.g. &quot;4.0 KiB&quot;, &quot;2.0 GiB&quot;</extracomment>
        <translation>%1: laat discards door, granulariteit %2, tot %3</translation>
    </message>
</context>
<context>
    <name>DriveProof::Gui::UsagePanel</name>
    <message>
        <source>Is it new? %1</source>
        <extracomment>&quot;Is it new?&quot; and the verdict: new, used, possibly reset</extracomment>
        <translation>Is hij nieuw? %1</translation>
    </message>
    <message>
        <source>The rating could not be kept: %1 cannot be written.</source>
        <extracomment>%1 the file DriveProof keeps what it remembers about drives in</extracomment>
        <translation>De waarde kon niet worden bewaard: %1 kan niet worden geschreven.</translation>
    </message>
    <message>
        <source>Rated &amp;endurance:</source>
        <extracomment>the endurance the maker rates the drive&apos;s model for, in terabytes written</extracomment>
        <translation>Opgegeven &amp;levensduur:</translation>
    </message>
    <message>
        <source> TBW</source>
        <extracomment>unit after the endurance field: terabytes written</extracomment>
        <translation> TBW</translation>
    </message>
    <message>
        <source>not entered</source>
        <extracomment>shown in the endurance field while no rating is kept for the model</extracomment>
        <translation>niet ingevoerd</translation>
    </message>
    <message>
        <source>&amp;Remember for this model</source>
        <translation>&amp;Onthouden voor dit model</translation>
    </message>
    <message>
        <source>The terabytes written (TBW) the maker&apos;s data sheet rates this model for. Kept for every drive of the same model.</source>
        <translation>Het aantal geschreven terabytes (TBW) waarvoor het gegevensblad van de fabrikant dit model opgeeft. Bewaard voor elke schijf van hetzelfde model.</translation>
    </message>
</context>
<context>
    <name>DriveProof::Gui::WitnessPage</name>
    <message>
        <source>DriveProof cannot be a witness on %1.</source>
        <extracomment>%1 an address such as 0.0.0.0:7070</extracomment>
        <translation>DriveProof kan geen getuige zijn op %1.</translation>
    </message>
    <message>
        <source>%1: run %2 started.</source>
        <extracomment>%1 a time, %2 a short run id</extracomment>
        <translation>%1: run %2 gestart.</translation>
    </message>
    <message>
        <source>%1: run %2 came back.</source>
        <translation>%1: run %2 is terug.</translation>
    </message>
    <message>
        <source>%1: run %2 went silent: the estimated power cut.</source>
        <translation>%1: run %2 werd stil: de geschatte stroomonderbreking.</translation>
    </message>
    <message>
        <source>%1: run %2 stopped on a write error: %3</source>
        <translation>%1: run %2 is gestopt door een schrijffout: %3</translation>
    </message>
    <message>
        <source>%1: run %2 ended cleanly, without a power cut.</source>
        <translation>%1: run %2 is netjes beëindigd, zonder stroomonderbreking.</translation>
    </message>
    <message>
        <source>%1: the result of run %2 arrived.</source>
        <translation>%1: het resultaat van run %2 is binnengekomen.</translation>
    </message>
    <message>
        <source>%1: refused a connection: %2</source>
        <extracomment>%1 a time, %2 why a connection was refused</extracomment>
        <translation>%1: verbinding geweigerd: %2</translation>
    </message>
    <message>
        <source>%1: the journal cannot be written: %2</source>
        <translation>%1: het journaal kan niet worden geschreven: %2</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>journal damaged</source>
        <translation>journaal beschadigd</translation>
    </message>
    <message>
        <source>write error</source>
        <translation>schrijffout</translation>
    </message>
    <message>
        <source>ended cleanly</source>
        <translation>netjes beëindigd</translation>
    </message>
    <message>
        <source>silent: power cut?</source>
        <translation>stil: stroomonderbreking?</translation>
    </message>
    <message>
        <source>connected, writing</source>
        <translation>verbonden, schrijft</translation>
    </message>
    <message>
        <source>connected, preparing</source>
        <translation>verbonden, bereidt voor</translation>
    </message>
    <message>
        <source>waiting for the writer</source>
        <translation>wacht op de schrijver</translation>
    </message>
    <message>
        <source>%1 (%2 s ago)</source>
        <extracomment>%1 a clock time, %2 seconds ago</extracomment>
        <translation>%1 (%2 s geleden)</translation>
    </message>
    <message>
        <source>received</source>
        <translation>ontvangen</translation>
    </message>
    <message>
        <source>Pairing code %1</source>
        <translation>Koppelcode %1</translation>
    </message>
    <message>
        <source>&amp;Stop witness</source>
        <translation>Getuige &amp;stoppen</translation>
    </message>
    <message>
        <source>&amp;Start witness</source>
        <translation>Getuige &amp;starten</translation>
    </message>
    <message>
        <source>Listening on port %1. The record of each run is kept in %2.</source>
        <extracomment>%1 a port number, %2 a folder</extracomment>
        <translation>Luistert op poort %1. Het register van elke run wordt bewaard in %2.</translation>
    </message>
    <message>
        <source>On the computer under test, type one of these witness addresses: %1</source>
        <extracomment>%1 this computer&apos;s addresses with the port, e.g. &quot;192.0.2.7:7070, 10.0.0.2:7070&quot;</extracomment>
        <translation>Typ op de geteste computer een van deze getuigeadressen: %1</translation>
    </message>
    <message>
        <source>Not listening.</source>
        <translation>Luistert niet.</translation>
    </message>
    <message>
        <source>Power-loss witness – DriveProof</source>
        <translation>Getuige voor stroomuitval – DriveProof</translation>
    </message>
    <message>
        <source>Be the witness of a power-loss test</source>
        <translation>De getuige zijn van een stroomuitvaltest</translation>
    </message>
    <message>
        <source>The computer whose drive is tested reports every write its drive acknowledges to this one, over the network. After the power cut, this record shows which acknowledged writes the drive lost. Keep this computer running and its power on during the test.</source>
        <translation>De computer waarvan de schijf wordt getest, meldt via het netwerk elke schrijfactie die zijn schijf bevestigt aan deze computer. Na de stroomonderbreking toont dit register welke bevestigde schrijfacties de schijf heeft verloren. Laat deze computer tijdens de test aan staan en op de stroom aangesloten.</translation>
    </message>
    <message>
        <source>&amp;Listen on:</source>
        <translation>&amp;Luisteren op:</translation>
    </message>
    <message>
        <source>Address and port to listen on</source>
        <translation>Adres en poort om op te luisteren</translation>
    </message>
    <message>
        <source>0.0.0.0:7070 listens on every network of this computer</source>
        <translation>0.0.0.0:7070 luistert op elk netwerk van deze computer</translation>
    </message>
    <message>
        <source>Pairing code</source>
        <translation>Koppelcode</translation>
    </message>
    <message>
        <source>&amp;New code</source>
        <translation>&amp;Nieuwe code</translation>
    </message>
    <message>
        <source>On the computer under test, open the power-loss test and type this computer&apos;s address (port included) and this code. From a terminal: &quot;driveproof-cli powerloss run --witness ADDRESS:PORT&quot;. Instead of this page you may run &quot;driveproof-cli witness&quot; here.</source>
        <translation>Open op de geteste computer de stroomuitvaltest en typ het adres van deze computer (inclusief poort) en deze code. Vanuit een terminal: &quot;driveproof-cli powerloss run --witness ADDRESS:PORT&quot;. In plaats van deze pagina kunt u hier ook &quot;driveproof-cli witness&quot; uitvoeren.</translation>
    </message>
    <message>
        <source>Runs</source>
        <translation>Runs</translation>
    </message>
    <message>
        <source>Run</source>
        <translation>Run</translation>
    </message>
    <message>
        <source>Computer</source>
        <translation>Computer</translation>
    </message>
    <message>
        <source>State</source>
        <translation>Status</translation>
    </message>
    <message>
        <source>Commits</source>
        <translation>Commits</translation>
    </message>
    <message>
        <source>Silent since</source>
        <extracomment>a column: when the writer went silent, the estimated power cut</extracomment>
        <translation>Stil sinds</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Resultaat</translation>
    </message>
    <message>
        <source>Runs this witness records</source>
        <translation>Runs die deze getuige vastlegt</translation>
    </message>
    <message>
        <source>Last event</source>
        <translation>Laatste gebeurtenis</translation>
    </message>
</context>
<context>
    <name>DriveProof::Gui::WriteCacheCard</name>
    <message>
        <source>Write cache</source>
        <translation>Schrijfcache</translation>
    </message>
    <message>
        <source>Keep after reboot</source>
        <translation>Behouden na herstart</translation>
    </message>
    <message>
        <source>A volatile write cache makes writes fast but can lose data that was already acknowledged if power fails. With the cache on, commits are safe only while the kernel sends flushes and the drive obeys them; with it off, every write reaches the media before it is acknowledged.</source>
        <translation>Een vluchtige schrijfcache maakt schrijven snel, maar kan bij stroomuitval gegevens verliezen die al waren bevestigd. Met de cache aan zijn commits alleen veilig zolang de kernel flush-opdrachten stuurt en de schijf die opvolgt; met de cache uit bereikt elke schrijfactie het medium voordat ze wordt bevestigd.</translation>
    </message>
    <message>
        <source>Drive&apos;s cache</source>
        <translation>Cache van de schijf</translation>
    </message>
    <message>
        <source>reading…</source>
        <translation>lezen…</translation>
    </message>
    <message>
        <source>The drive&apos;s setting could not be read; see below.</source>
        <translation>De instelling van de schijf kon niet worden gelezen; zie hieronder.</translation>
    </message>
    <message>
        <source>Read from</source>
        <translation>Gelezen via</translation>
    </message>
    <message>
        <source>Kernel view only: there is no drive-level cache that DriveProof could read or switch here.</source>
        <translation>Alleen het beeld van de kernel: er is hier geen cache van de schijf die DriveProof kan lezen of omschakelen.</translation>
    </message>
    <message>
        <source>This drive has no volatile write cache: every write goes to the media before it is acknowledged. There is nothing to switch.</source>
        <translation>Deze schijf heeft geen vluchtige schrijfcache: elke schrijfactie gaat naar het medium voordat ze wordt bevestigd. Er valt niets om te schakelen.</translation>
    </message>
    <message>
        <source>This drive does not allow its write cache setting to be changed. Its maker&apos;s tool may offer a way.</source>
        <translation>Deze schijf staat niet toe dat de instelling van de schrijfcache wordt gewijzigd. Het programma van de fabrikant biedt daar misschien een manier voor.</translation>
    </message>
    <message>
        <source>The drive did not report whether its cache is on, so DriveProof offers no switch.</source>
        <translation>De schijf meldde niet of haar cache aan staat, dus DriveProof biedt geen schakelaar.</translation>
    </message>
    <message>
        <source>does not apply</source>
        <translation>niet van toepassing</translation>
    </message>
    <message>
        <source>Only a real drive has a cache of its own; see the note below.</source>
        <translation>Alleen een echte schijf heeft een eigen cache; zie de opmerking hieronder.</translation>
    </message>
    <message>
        <source>none</source>
        <translation>geen</translation>
    </message>
    <message>
        <source>The drive has no volatile write cache.</source>
        <translation>De schijf heeft geen vluchtige schrijfcache.</translation>
    </message>
    <message>
        <source>on</source>
        <translation>aan</translation>
    </message>
    <message>
        <source>off</source>
        <translation>uit</translation>
    </message>
    <message>
        <source>The drive did not report its current setting.</source>
        <translation>De schijf meldde haar huidige instelling niet.</translation>
    </message>
    <message>
        <source>Kernel&apos;s view</source>
        <translation>Beeld van de kernel</translation>
    </message>
    <message>
        <source>The kernel does not report a write-cache mode for this device.</source>
        <translation>De kernel meldt geen schrijfcachemodus voor dit apparaat.</translation>
    </message>
    <message>
        <source>What the kernel believes (queue/write_cache). With &quot;write back&quot; it asks the drive to flush its cache when a program commits data.</source>
        <translation>Wat de kernel denkt (queue/write_cache). Bij &quot;write back&quot; vraagt hij de schijf haar cache te legen wanneer een programma gegevens commit.</translation>
    </message>
    <message>
        <source>FUA</source>
        <translation>FUA</translation>
    </message>
    <message>
        <source>The kernel does not say whether it uses Forced Unit Access.</source>
        <translation>De kernel vermeldt niet of hij Forced Unit Access gebruikt.</translation>
    </message>
    <message>
        <source>yes: single writes can be forced to the media</source>
        <translation>ja: afzonderlijke schrijfacties kunnen naar het medium worden geforceerd</translation>
    </message>
    <message>
        <source>Forced Unit Access: the kernel can ask for single writes to reach stable media without flushing the whole cache.</source>
        <translation>Forced Unit Access: de kernel kan vragen dat afzonderlijke schrijfacties het blijvende medium bereiken zonder de hele cache te legen.</translation>
    </message>
    <message>
        <source>%1, re-applied by udisks2 at every boot</source>
        <extracomment>%1 &quot;on&quot; or &quot;off&quot;</extracomment>
        <translation>%1, door udisks2 bij elke start opnieuw toegepast</translation>
    </message>
    <message>
        <source>%1, saved in the drive</source>
        <extracomment>%1 &quot;on&quot; or &quot;off&quot;</extracomment>
        <translation>%1, opgeslagen in de schijf</translation>
    </message>
    <message>
        <source>Saved setting</source>
        <translation>Opgeslagen instelling</translation>
    </message>
    <message>
        <source>The setting the drive gets again after a power cycle.</source>
        <translation>De instelling die de schijf na een uit- en inschakeling weer krijgt.</translation>
    </message>
    <message>
        <source>until the next power cycle, or for good with &quot;Keep after reboot&quot; (udisks2 re-applies it at every boot)</source>
        <translation>tot de volgende uit- en inschakeling, of blijvend met &quot;Behouden na herstart&quot; (udisks2 past het bij elke start opnieuw toe)</translation>
    </message>
    <message>
        <source>until the next power cycle, or for good with &quot;Keep after reboot&quot; (saved in the drive)</source>
        <translation>tot de volgende uit- en inschakeling, of blijvend met &quot;Behouden na herstart&quot; (opgeslagen in de schijf)</translation>
    </message>
    <message>
        <source>until the next power cycle</source>
        <translation>tot de volgende uit- en inschakeling</translation>
    </message>
    <message>
        <source>A change lasts</source>
        <translation>Een wijziging geldt</translation>
    </message>
    <message>
        <source>Waiting for permission… If a password dialog opened, answer it there.</source>
        <translation>Wachten op toestemming… Als er een wachtwoordvenster is geopend, beantwoord het daar.</translation>
    </message>
    <message>
        <source>Switching…</source>
        <translation>Omschakelen…</translation>
    </message>
    <message>
        <source>Done: the drive&apos;s cache is on now (read again from the drive).</source>
        <translation>Klaar: de cache van de schijf staat nu aan (opnieuw uit de schijf gelezen).</translation>
    </message>
    <message>
        <source>Done: the drive&apos;s cache is off now (read again from the drive).</source>
        <translation>Klaar: de cache van de schijf staat nu uit (opnieuw uit de schijf gelezen).</translation>
    </message>
    <message>
        <source>The drive did not take the new setting: its cache is still off.</source>
        <translation>De schijf heeft de nieuwe instelling niet overgenomen: haar cache staat nog steeds uit.</translation>
    </message>
    <message>
        <source>The drive did not take the new setting: its cache is still on.</source>
        <translation>De schijf heeft de nieuwe instelling niet overgenomen: haar cache staat nog steeds aan.</translation>
    </message>
    <message>
        <source>Turn the cache off</source>
        <translation>Cache uitschakelen</translation>
    </message>
    <message>
        <source>Turn the cache on</source>
        <translation>Cache inschakelen</translation>
    </message>
    <message>
        <source>Turn the write cache of %1 off</source>
        <extracomment>accessible name of the switch; %1 device path</extracomment>
        <translation>Schrijfcache van %1 uitschakelen</translation>
    </message>
    <message>
        <source>Turn the write cache of %1 on</source>
        <extracomment>accessible name of the switch; %1 device path</extracomment>
        <translation>Schrijfcache van %1 inschakelen</translation>
    </message>
    <message>
        <source>Turning the cache off makes commits slower, often many times slower, but safe: acknowledged writes are on the media, even if the drive ignores flushes.</source>
        <translation>De cache uitschakelen maakt commits trager, vaak vele malen trager, maar veilig: bevestigde schrijfacties staan op het medium, ook als de schijf flush-opdrachten negeert.</translation>
    </message>
    <message>
        <source>Turning the cache on makes writes faster. Commits stay safe only while the kernel sends flushes and the drive obeys them.</source>
        <translation>De cache inschakelen maakt schrijven sneller. Commits blijven alleen veilig zolang de kernel flush-opdrachten stuurt en de schijf die opvolgt.</translation>
    </message>
    <message>
        <source>udisks2 stores the setting and applies it again at every boot.</source>
        <translation>udisks2 bewaart de instelling en past haar bij elke start opnieuw toe.</translation>
    </message>
    <message>
        <source>The drive saves the setting and keeps it across power cycles.</source>
        <translation>De schijf slaat de instelling op en behoudt haar bij het uit- en inschakelen.</translation>
    </message>
    <message>
        <source>Why this matters</source>
        <translation>Waarom dit belangrijk is</translation>
    </message>
</context>
<context>
    <name>DriveProof::Health</name>
    <message>
        <source>The drive&apos;s SMART data could not be assessed: %1.</source>
        <extracomment>%1 the system&apos;s error text</extracomment>
        <translation>De SMART-gegevens van de schijf konden niet worden beoordeeld: %1.</translation>
    </message>
    <message>
        <source>The drive&apos;s SMART self-assessment passed, it reports no bad sectors, and no attribute is or was past its threshold.</source>
        <translation>De SMART-zelfbeoordeling van de schijf is geslaagd, ze meldt geen slechte sectoren en geen enkel attribuut is of was over zijn drempel.</translation>
    </message>
    <message>
        <source>An attribute that predicts failure was past its threshold in the past. Keep backups and watch this drive.</source>
        <translation>Een attribuut dat defecten voorspelt, was in het verleden over zijn drempel. Blijf back-ups maken en houd deze schijf in de gaten.</translation>
    </message>
    <message numerus="yes">
        <source>The drive has %n bad sector(s) (reallocated or waiting to be). Keep backups and check again soon: a growing number means the drive is wearing out.</source>
        <extracomment>%n number of bad sectors</extracomment>
        <translation>
            <numerusform>De schijf heeft %n slechte sector (vervangen of wachtend op vervanging). Blijf back-ups maken en controleer binnenkort opnieuw: een groeiend aantal betekent dat de schijf verslijt.</numerusform>
            <numerusform>De schijf heeft %n slechte sectoren (vervangen of wachtend op vervanging). Blijf back-ups maken en controleer binnenkort opnieuw: een groeiend aantal betekent dat de schijf verslijt.</numerusform>
        </translation>
    </message>
    <message>
        <source>An attribute that predicts failure is past its threshold now: the drive expects to fail. Back up your data and replace the drive.</source>
        <translation>Een attribuut dat defecten voorspelt, is nu over zijn drempel: de schijf verwacht defect te raken. Maak een back-up van uw gegevens en vervang de schijf.</translation>
    </message>
    <message>
        <source>The drive has more bad sectors than its threshold allows. Back up your data and replace the drive.</source>
        <translation>De schijf heeft meer slechte sectoren dan haar drempel toestaat. Maak een back-up van uw gegevens en vervang de schijf.</translation>
    </message>
    <message>
        <source>The drive&apos;s own SMART self-assessment says it is failing. Back up your data now and replace the drive.</source>
        <translation>De eigen SMART-zelfbeoordeling van de schijf zegt dat ze defect raakt. Maak nu een back-up van uw gegevens en vervang de schijf.</translation>
    </message>
    <message>
        <source>libatasmart gave an assessment this version of DriveProof does not know.</source>
        <translation>libatasmart gaf een beoordeling die deze versie van DriveProof niet kent.</translation>
    </message>
    <message>
        <source>%1 has no ATA health data: it is not an ATA drive (loop, virtual and NVMe devices have none).</source>
        <extracomment>%1 device</extracomment>
        <translation>%1 heeft geen ATA-gezondheidsgegevens: het is geen ATA-schijf (loop-, virtuele en NVMe-apparaten hebben die niet).</translation>
    </message>
    <message>
        <source>The drive in %1 does not support SMART, so it reports no health data.</source>
        <extracomment>%1 device</extracomment>
        <translation>De schijf in %1 ondersteunt geen SMART, dus ze meldt geen gezondheidsgegevens.</translation>
    </message>
    <message>
        <source>SMART is switched off on this drive, so it reports no health data. DriveProof does not switch it on by itself; &apos;smartctl -s on&apos; does.</source>
        <translation>SMART is uitgeschakeld op deze schijf, dus ze meldt geen gezondheidsgegevens. DriveProof schakelt het niet zelf in; &apos;smartctl -s on&apos; wel.</translation>
    </message>
    <message>
        <source>%1 reports no ATA SMART data: it is not an ATA drive, or its USB bridge does not pass SMART commands through.</source>
        <extracomment>%1 device or file</extracomment>
        <translation>%1 meldt geen ATA SMART-gegevens: het is geen ATA-schijf, of de USB-brug geeft geen SMART-opdrachten door.</translation>
    </message>
    <message>
        <source>Reading SMART data from %1 failed: %2.</source>
        <extracomment>%1 device or file, %2 the system&apos;s error text</extracomment>
        <translation>Lezen van SMART-gegevens van %1 is mislukt: %2.</translation>
    </message>
    <message>
        <source>Unexpected power losses (SMART attribute 174)</source>
        <translation>Onverwachte stroomuitval (SMART-attribuut 174)</translation>
    </message>
    <message>
        <source>Unsafe shutdowns (SMART attribute 192)</source>
        <translation>Onveilige uitschakelingen (SMART-attribuut 192)</translation>
    </message>
    <message>
        <source>Emergency head retracts at power-off (SMART attribute 192)</source>
        <translation>Noodterugtrekkingen van de kop bij uitschakelen (SMART-attribuut 192)</translation>
    </message>
    <message>
        <source>The drive&apos;s answer to SMART RETURN STATUS did not come back (the registers were missing or not a known answer), so its own assessment is unknown; the attributes are shown as read.</source>
        <translation>Het antwoord van de schijf op SMART RETURN STATUS kwam niet terug (de registers ontbraken of gaven geen bekend antwoord), dus haar eigen beoordeling is onbekend; de attributen worden getoond zoals gelezen.</translation>
    </message>
    <message>
        <source>%1 is not a libatasmart SMART dump (tagged IDFY / SMST / SMDT / SMTH sections).</source>
        <extracomment>%1 file name</extracomment>
        <translation>%1 is geen SMART-dump van libatasmart (gelabelde secties IDFY / SMST / SMDT / SMTH).</translation>
    </message>
    <message>
        <source>%1 is a virtual disk (%2) and answers no ATA health commands: the health of the drives behind it can be read on the host.</source>
        <extracomment>%1 device path, %2 who emulates the disk: &quot;QEMU&quot;, &quot;VMware&quot;, &quot;Hyper-V&quot;...</extracomment>
        <translation>%1 is een virtuele schijf (%2) en beantwoordt geen ATA-gezondheidsopdrachten: de gezondheid van de schijven erachter kan op de host worden gelezen.</translation>
    </message>
    <message>
        <source>%1 is a %2 device: it has no health data of its own to read.</source>
        <extracomment>%1 device path, %2 transport such as &quot;virtio&quot; or &quot;loop&quot;</extracomment>
        <translation>%1 is een %2-apparaat: het heeft geen eigen gezondheidsgegevens om te lezen.</translation>
    </message>
    <message>
        <source>unknown</source>
        <translation>onbekend</translation>
    </message>
    <message>
        <source>The helper&apos;s health reply names no device.</source>
        <translation>Het antwoord van het hulpprogramma over de gezondheid noemt geen apparaat.</translation>
    </message>
    <message>
        <source>Critical warning: the spare capacity has fallen below the drive&apos;s threshold.</source>
        <translation>Kritieke waarschuwing: de reservecapaciteit is onder de drempel van de schijf gezakt.</translation>
    </message>
    <message>
        <source>Critical warning: the temperature is outside the drive&apos;s limits.</source>
        <translation>Kritieke waarschuwing: de temperatuur ligt buiten de grenzen van de schijf.</translation>
    </message>
    <message>
        <source>Critical warning: the drive&apos;s reliability is degraded by media errors or an internal error. Back up its data.</source>
        <translation>Kritieke waarschuwing: de betrouwbaarheid van de schijf is verminderd door mediumfouten of een interne fout. Maak een back-up van de gegevens.</translation>
    </message>
    <message>
        <source>Critical warning: the drive has made its media read-only. Copy its data elsewhere.</source>
        <translation>Kritieke waarschuwing: de schijf heeft haar medium alleen-lezen gemaakt. Kopieer de gegevens naar een andere plek.</translation>
    </message>
    <message>
        <source>Critical warning: the backup for the drive&apos;s volatile memory has failed, so cached writes may be lost at a power cut.</source>
        <translation>Kritieke waarschuwing: de back-up voor het vluchtige geheugen van de schijf is uitgevallen, dus gecachete schrijfacties kunnen bij een stroomonderbreking verloren gaan.</translation>
    </message>
    <message>
        <source>Critical warning: the drive&apos;s persistent memory region has become read-only.</source>
        <translation>Kritieke waarschuwing: het persistente geheugengebied van de schijf is alleen-lezen geworden.</translation>
    </message>
    <message>
        <source>Critical warning: bit %1, which this version of DriveProof does not know, is set.</source>
        <extracomment>%1 bit number of the NVMe critical warning byte</extracomment>
        <translation>Kritieke waarschuwing: bit %1 is gezet, dat deze versie van DriveProof niet kent.</translation>
    </message>
    <message>
        <source>Only %L1% spare capacity is left, below the drive&apos;s threshold of %L2%.</source>
        <extracomment>%1 spare capacity left in percent, %2 the drive&apos;s threshold in percent</extracomment>
        <translation>Er is nog maar %L1% reservecapaciteit over, onder de drempel van de schijf van %L2%.</translation>
    </message>
    <message>
        <source>The drive has used %L1% of its rated endurance: it has taken more writes than it was designed for.</source>
        <extracomment>%1 percentage of the rated endurance used, 100 or more</extracomment>
        <translation>De schijf heeft %L1% van haar nominale uithoudingsvermogen verbruikt: ze heeft meer schrijfacties te verwerken gehad dan waarvoor ze is ontworpen.</translation>
    </message>
    <message>
        <source>The drive has used %L1% of its rated endurance.</source>
        <extracomment>%1 percentage of the rated endurance used</extracomment>
        <translation>De schijf heeft %L1% van haar nominale uithoudingsvermogen verbruikt.</translation>
    </message>
    <message numerus="yes">
        <source>The drive has recorded %Ln media or data integrity error(s).</source>
        <extracomment>%n number of errors (counts beyond the int range are shown as the int maximum)</extracomment>
        <translation>
            <numerusform>De schijf heeft %Ln medium- of gegevensintegriteitsfout vastgelegd.</numerusform>
            <numerusform>De schijf heeft %Ln medium- of gegevensintegriteitsfouten vastgelegd.</numerusform>
        </translation>
    </message>
    <message>
        <source>The drive is at %L1 °C, at or above its critical temperature of %L2 °C.</source>
        <extracomment>%1 current temperature in °C, %2 the drive&apos;s critical limit in °C</extracomment>
        <translation>De schijf is %L1 °C, op of boven haar kritieke temperatuur van %L2 °C.</translation>
    </message>
    <message>
        <source>The drive is at %L1 °C, at or above its warning temperature of %L2 °C.</source>
        <extracomment>%1 current temperature in °C, %2 the drive&apos;s warning limit in °C</extracomment>
        <translation>De schijf is %L1 °C, op of boven haar waarschuwingstemperatuur van %L2 °C.</translation>
    </message>
    <message>
        <source>The drive is at %L1 °C, at or above %L2 °C, where most drives slow down to cool off.</source>
        <extracomment>%1 current temperature in °C, %2 a generic limit in °C</extracomment>
        <translation>De schijf is %L1 °C, op of boven %L2 °C, waarbij de meeste schijven vertragen om af te koelen.</translation>
    </message>
    <message>
        <source>The NVMe health log reports no problems.</source>
        <translation>Het NVMe-gezondheidslogboek meldt geen problemen.</translation>
    </message>
    <message>
        <source>The helper&apos;s health reply has a reason without a code. Restart DriveProof after an update.</source>
        <translation>Het antwoord van het hulpprogramma over de gezondheid bevat een reden zonder code. Start DriveProof opnieuw na een update.</translation>
    </message>
    <message>
        <source>The helper&apos;s health reply has reasons in a form this version does not read. Restart DriveProof after an update.</source>
        <translation>Het antwoord van het hulpprogramma over de gezondheid bevat redenen in een vorm die deze versie niet kan lezen. Start DriveProof opnieuw na een update.</translation>
    </message>
    <message>
        <source>Reason %1 (%2)</source>
        <extracomment>a reason this version does not know (from a newer helper); %1 its code, %2 its arguments</extracomment>
        <translation>Reden %1 (%2)</translation>
    </message>
    <message>
        <source>Rate of errors while reading; the raw value&apos;s meaning is the maker&apos;s own.</source>
        <translation>Foutpercentage bij lezen; wat de ruwe waarde betekent, bepaalt de fabrikant.</translation>
    </message>
    <message>
        <source>Time the platters take to reach full speed.</source>
        <translation>Tijd die de platen nodig hebben om op volle snelheid te komen.</translation>
    </message>
    <message>
        <source>Times the spindle started and stopped.</source>
        <translation>Aantal keren dat de motor startte en stopte.</translation>
    </message>
    <message>
        <source>Sectors found bad and replaced by spares; a new drive has 0.</source>
        <translation>Sectoren die defect bleken en door reservesectoren zijn vervangen; een nieuwe schijf heeft er 0.</translation>
    </message>
    <message>
        <source>Rate of head positioning errors; the raw value&apos;s meaning is the maker&apos;s own.</source>
        <translation>Foutpercentage bij het positioneren van de koppen; wat de ruwe waarde betekent, bepaalt de fabrikant.</translation>
    </message>
    <message>
        <source>Hours the drive has been powered on.</source>
        <translation>Uren dat de schijf aan heeft gestaan.</translation>
    </message>
    <message>
        <source>Times the spindle needed more than one try to spin up.</source>
        <translation>Aantal keren dat de motor meer dan één poging nodig had om op te starten.</translation>
    </message>
    <message>
        <source>Times the drive was switched on.</source>
        <translation>Aantal keren dat de schijf is aangezet.</translation>
    </message>
    <message>
        <source>How worn the flash is (erase cycles); the normalised value falls as it wears.</source>
        <translation>Hoe versleten het flashgeheugen is (wiscycli); de genormaliseerde waarde daalt met de slijtage.</translation>
    </message>
    <message>
        <source>Times power was lost without the host telling the drive first.</source>
        <translation>Aantal keren dat de stroom wegviel zonder dat de computer de schijf eerst waarschuwde.</translation>
    </message>
    <message>
        <source>Blocks that went bad while in use.</source>
        <translation>Blokken die tijdens gebruik defect raakten.</translation>
    </message>
    <message>
        <source>Data corrupted between the host interface and the media, inside the drive.</source>
        <translation>Gegevens die binnen de schijf, tussen interface en medium, zijn beschadigd.</translation>
    </message>
    <message>
        <source>Reads the drive could not correct and reported as errors.</source>
        <translation>Leesacties die de schijf niet kon corrigeren en als fout meldde.</translation>
    </message>
    <message>
        <source>Commands that timed out, often from cabling or power trouble.</source>
        <translation>Opdrachten die een time-out kregen, vaak door kabel- of stroomproblemen.</translation>
    </message>
    <message>
        <source>Temperature of the air around the drive.</source>
        <translation>Temperatuur van de lucht rond de schijf.</translation>
    </message>
    <message>
        <source>Times the heads were parked in an emergency because power went away.</source>
        <translation>Aantal keren dat de koppen in nood zijn geparkeerd omdat de stroom wegviel.</translation>
    </message>
    <message>
        <source>Times the heads were parked and loaded again.</source>
        <translation>Aantal keren dat de koppen zijn geparkeerd en weer geladen.</translation>
    </message>
    <message>
        <source>Temperature of the drive.</source>
        <translation>Temperatuur van de schijf.</translation>
    </message>
    <message>
        <source>Times sectors were moved to spares.</source>
        <translation>Aantal keren dat sectoren naar de reserve zijn verplaatst.</translation>
    </message>
    <message>
        <source>Sectors that could not be read and wait to be rewritten or replaced.</source>
        <translation>Sectoren die niet gelezen konden worden en wachten om herschreven of vervangen te worden.</translation>
    </message>
    <message>
        <source>Sectors the drive&apos;s own scan could not read.</source>
        <translation>Sectoren die de eigen scan van de schijf niet kon lezen.</translation>
    </message>
    <message>
        <source>Transfers garbled on the cable; a count that grows means a bad cable or connector, not a bad drive.</source>
        <translation>Overdrachten die op de kabel verminkt raakten; een stijgende teller wijst op een slechte kabel of connector, niet op een slechte schijf.</translation>
    </message>
    <message>
        <source>Amount written to the drive, in the maker&apos;s units (often 512-byte sectors).</source>
        <translation>Hoeveelheid geschreven naar de schijf, in de eenheden van de fabrikant (vaak sectoren van 512 bytes).</translation>
    </message>
    <message>
        <source>Amount read from the drive, in the maker&apos;s units (often 512-byte sectors).</source>
        <translation>Hoeveelheid gelezen van de schijf, in de eenheden van de fabrikant (vaak sectoren van 512 bytes).</translation>
    </message>
    <message>
        <source>Defined by the drive&apos;s maker; its meaning differs between models.</source>
        <translation>Bepaald door de fabrikant van de schijf; de betekenis verschilt per model.</translation>
    </message>
    <message>
        <source>%1 °C (lowest %2, highest %3)</source>
        <extracomment>a drive temperature and the range it has seen; %1 now, %2 lowest, %3 highest</extracomment>
        <translation>%1 °C (laagste %2, hoogste %3)</translation>
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
        <translation>%1 u</translation>
    </message>
    <message>
        <source>%1 has %2 bytes instead of 512.</source>
        <translation>%1 heeft %2 bytes in plaats van 512.</translation>
    </message>
    <message>
        <source>The drive returned no SCT Status.</source>
        <translation>De schijf gaf geen SCT-status terug.</translation>
    </message>
    <message>
        <source>%1 is behind a USB bridge (%2, driver %3) that does not pass ATA commands through (SAT), so the drive&apos;s SMART records cannot be read over it. Connect the drive by SATA to read them.</source>
        <extracomment>%1 device path, %2 the USB bridge&apos;s name as it answers INQUIRY, %3 the USB driver (&quot;uas&quot; or &quot;usb-storage&quot;)</extracomment>
        <translation>%1 zit achter een USB-brug (%2, stuurprogramma %3) die geen ATA-opdrachten doorgeeft (SAT), dus de SMART-gegevens van de schijf kunnen er niet door gelezen worden. Sluit de schijf via SATA aan om ze te lezen.</translation>
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
        <translation>Attribuut %1 (%2) telt %3. Van de harde schijven die bij Backblaze uitvielen, had %4 het boven nul, tegenover %5 van de schijven die nog werkten (%6).</translation>
    </message>
    <message>
        <source>In Google&apos;s fleet, drives were %1 times as likely to fail within 60 days after the first such event (%2).</source>
        <extracomment>%1 how many times, e.g. &quot;14&quot;, %2 the study it comes from</extracomment>
        <translation>In het schijvenpark van Google hadden schijven na de eerste zulke gebeurtenis %1 keer zoveel kans om binnen 60 dagen uit te vallen (%2).</translation>
    </message>
    <message>
        <source>Pre-fail</source>
        <extracomment>SMART attribute type: its failure predicts the drive&apos;s failure</extracomment>
        <translation>Pre-fail</translation>
    </message>
    <message>
        <source>Old-age</source>
        <translation>Veroudering</translation>
    </message>
    <message>
        <source>Always</source>
        <extracomment>SMART attribute: updated while the drive works / only by off-line scans</extracomment>
        <translation>Altijd</translation>
    </message>
    <message>
        <source>Offline</source>
        <translation>Offline</translation>
    </message>
    <message>
        <source>Errors the drive logged over its life; each one is a command that failed.</source>
        <translation>Fouten die de schijf in haar leven heeft gelogd; elke fout is een mislukte opdracht.</translation>
    </message>
    <message>
        <source>%1 °C (lifetime %2 to %3 °C)</source>
        <extracomment>%1 temperature now, %2 lowest and %3 highest the drive ever had</extracomment>
        <translation>%1 °C (levenslang %2 tot %3 °C)</translation>
    </message>
    <message>
        <source>The drive&apos;s temperature and its lifetime range, from its SCT Status.</source>
        <translation>De temperatuur van de schijf en het bereik over haar leven, uit haar SCT-status.</translation>
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
        <translation>Problemen die de schijf zelf meldt (reserve, temperatuur, betrouwbaarheid, alleen-lezen, back-up); 0 betekent geen.</translation>
    </message>
    <message>
        <source>The drive&apos;s overall temperature.</source>
        <translation>De algehele temperatuur van de schijf.</translation>
    </message>
    <message>
        <source>%1 (threshold %2)</source>
        <translation>%1 (drempel %2)</translation>
    </message>
    <message>
        <source>Reserve flash left for replacing worn blocks; the drive warns below the threshold.</source>
        <translation>Resterende flashreserve om versleten blokken te vervangen; onder de drempel waarschuwt de schijf.</translation>
    </message>
    <message>
        <source>The maker&apos;s estimate of the rated life used; it can pass 100%.</source>
        <translation>De schatting van de fabrikant van het verbruikte deel van de nominale levensduur; kan boven 100% komen.</translation>
    </message>
    <message>
        <source>The same kind of warnings for the drive&apos;s endurance groups; 0 means none.</source>
        <translation>Hetzelfde soort waarschuwingen voor de duurzaamheidsgroepen van de schijf; 0 betekent geen.</translation>
    </message>
    <message>
        <source>Amount the host read, in units of 512,000 bytes.</source>
        <translation>Hoeveelheid gelezen door de computer, in eenheden van 512.000 bytes.</translation>
    </message>
    <message>
        <source>Amount the host wrote, in units of 512,000 bytes.</source>
        <translation>Hoeveelheid geschreven door de computer, in eenheden van 512.000 bytes.</translation>
    </message>
    <message>
        <source>Read commands the drive completed.</source>
        <translation>Leesopdrachten die de schijf heeft uitgevoerd.</translation>
    </message>
    <message>
        <source>Write commands the drive completed.</source>
        <translation>Schrijfopdrachten die de schijf heeft uitgevoerd.</translation>
    </message>
    <message>
        <source>Minutes the drive was busy with commands.</source>
        <translation>Minuten dat de schijf bezig was met opdrachten.</translation>
    </message>
    <message>
        <source>Data the drive could not read or write correctly.</source>
        <translation>Gegevens die de schijf niet correct kon lezen of schrijven.</translation>
    </message>
    <message>
        <source>Entries in the drive&apos;s error log over its life; many are harmless rejected commands.</source>
        <translation>Vermeldingen in het foutlogboek van de schijf over haar leven; veel zijn onschuldige geweigerde opdrachten.</translation>
    </message>
    <message>
        <source>Minutes spent above the drive&apos;s warning temperature.</source>
        <translation>Minuten boven de waarschuwingstemperatuur van de schijf.</translation>
    </message>
    <message>
        <source>Minutes spent above the drive&apos;s critical temperature.</source>
        <translation>Minuten boven de kritieke temperatuur van de schijf.</translation>
    </message>
    <message>
        <source>Temperature of one sensor inside the drive.</source>
        <translation>Temperatuur van één sensor in de schijf.</translation>
    </message>
    <message>
        <source>Times the drive slowed itself down lightly to cool off.</source>
        <translation>Aantal keren dat de schijf zichzelf licht vertraagde om af te koelen.</translation>
    </message>
    <message>
        <source>Times the drive slowed itself down hard to cool off.</source>
        <translation>Aantal keren dat de schijf zichzelf sterk vertraagde om af te koelen.</translation>
    </message>
    <message>
        <source>Seconds spent slowed down lightly for heat.</source>
        <translation>Seconden licht vertraagd door hitte.</translation>
    </message>
    <message>
        <source>Seconds spent slowed down hard for heat.</source>
        <translation>Seconden sterk vertraagd door hitte.</translation>
    </message>
    <message>
        <source>ID</source>
        <extracomment>column titles of the SMART attribute table, as smartctl and GNOME Disks name them</extracomment>
        <translation>ID</translation>
    </message>
    <message>
        <source>Attribute</source>
        <translation>Attribuut</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>Waarde</translation>
    </message>
    <message>
        <source>Worst</source>
        <translation>Slechtste</translation>
    </message>
    <message>
        <source>Threshold</source>
        <translation>Drempel</translation>
    </message>
    <message>
        <source>Type</source>
        <translation>Type</translation>
    </message>
    <message>
        <source>Updated</source>
        <translation>Bijgewerkt</translation>
    </message>
    <message>
        <source>When failed</source>
        <translation>Wanneer gefaald</translation>
    </message>
    <message>
        <source>Raw value</source>
        <translation>Ruwe waarde</translation>
    </message>
    <message>
        <source>Meaning</source>
        <translation>Betekenis</translation>
    </message>
    <message>
        <source>Self-test</source>
        <translation>Zelftest</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Resultaat</translation>
    </message>
    <message>
        <source>Power-on hours</source>
        <translation>Bedrijfsuren</translation>
    </message>
    <message>
        <source>First failing sector</source>
        <translation>Eerste defecte sector</translation>
    </message>
    <message>
        <source>Self-test log: empty.</source>
        <translation>Zelftestlogboek: leeg.</translation>
    </message>
    <message>
        <source>The drive, or the bridge in front of it, refused: %1.</source>
        <extracomment>%1 a list of ATA or NVMe commands, e.g. &quot;SMART READ LOG 06h&quot;</extracomment>
        <translation>De schijf, of de brug ervoor, weigerde: %1.</translation>
    </message>
    <message>
        <source>Failing now</source>
        <extracomment>a SMART attribute at or below its threshold now</extracomment>
        <translation>Faalt nu</translation>
    </message>
    <message>
        <source>Failed in the past</source>
        <extracomment>a SMART attribute that reached its threshold once</extracomment>
        <translation>Faalde in het verleden</translation>
    </message>
    <message>
        <source>The data %1 returned could not be decoded: %2</source>
        <extracomment>%1 device path, %2 what is wrong with the data</extracomment>
        <translation>De gegevens die %1 teruggaf, konden niet worden gedecodeerd: %2</translation>
    </message>
    <message>
        <source>The NVMe self-test log has %1 bytes instead of %2.</source>
        <translation>Het NVMe-zelftestlogboek heeft %1 bytes in plaats van %2.</translation>
    </message>
    <message>
        <source>The drive in %1 does not offer a conveyance self-test.</source>
        <extracomment>%1 device path</extracomment>
        <translation>De schijf in %1 biedt geen transportzelftest.</translation>
    </message>
    <message>
        <source>The drive in %1 does not offer self-tests.</source>
        <extracomment>%1 device path</extracomment>
        <translation>De schijf in %1 biedt geen zelftests.</translation>
    </message>
    <message>
        <source>A self-test is already running on %1 (%2% done): wait for it, or abort it first.</source>
        <extracomment>%1 device path, %2 how far the running test is, in percent</extracomment>
        <translation>Er loopt al een zelftest op %1 (%2% klaar): wacht tot hij klaar is of stop hem eerst.</translation>
    </message>
    <message>
        <source>A DriveProof test is running on %1: a self-test now would disturb it. Start the self-test when the test is done.</source>
        <extracomment>%1 device path</extracomment>
        <translation>Er loopt een DriveProof-test op %1: een zelftest zou die nu verstoren. Start de zelftest als de test klaar is.</translation>
    </message>
    <message>
        <source>%1 takes no self-test commands.</source>
        <extracomment>%1 device path</extracomment>
        <translation>%1 accepteert geen zelftestopdrachten.</translation>
    </message>
    <message>
        <source>Off-line scan</source>
        <extracomment>kind of drive self-test</extracomment>
        <translation>Offline scan</translation>
    </message>
    <message>
        <source>Short</source>
        <extracomment>kind of drive self-test</extracomment>
        <translation>Kort</translation>
    </message>
    <message>
        <source>Extended</source>
        <extracomment>kind of drive self-test</extracomment>
        <translation>Uitgebreid</translation>
    </message>
    <message>
        <source>Conveyance</source>
        <extracomment>kind of drive self-test</extracomment>
        <translation>Transport</translation>
    </message>
    <message>
        <source>Selective</source>
        <extracomment>kind of drive self-test: only the ranges of sectors the host chose</extracomment>
        <translation>Selectief</translation>
    </message>
    <message>
        <source>Vendor specific</source>
        <extracomment>kind of drive self-test</extracomment>
        <translation>Fabrikantspecifiek</translation>
    </message>
    <message>
        <source>Completed without error</source>
        <translation>Zonder fouten voltooid</translation>
    </message>
    <message>
        <source>Aborted by the host</source>
        <translation>Afgebroken door de computer</translation>
    </message>
    <message>
        <source>Interrupted by a reset</source>
        <translation>Onderbroken door een reset</translation>
    </message>
    <message>
        <source>Could not complete: fatal error</source>
        <translation>Niet voltooid: fatale fout</translation>
    </message>
    <message>
        <source>Failed (part unknown)</source>
        <translation>Mislukt (onderdeel onbekend)</translation>
    </message>
    <message>
        <source>Failed: electrical part</source>
        <translation>Mislukt: elektrisch deel</translation>
    </message>
    <message>
        <source>Failed: servo or seek</source>
        <translation>Mislukt: servo of zoeken</translation>
    </message>
    <message>
        <source>Failed: read error</source>
        <translation>Mislukt: leesfout</translation>
    </message>
    <message>
        <source>Failed: suspected handling damage</source>
        <translation>Mislukt: vermoedelijke transportschade</translation>
    </message>
    <message>
        <source>In progress</source>
        <translation>Bezig</translation>
    </message>
    <message>
        <source>Unknown status %1</source>
        <extracomment>%1 a status number the standard reserves</extracomment>
        <translation>Onbekende status %1</translation>
    </message>
    <message>
        <source>Aborted: a namespace was removed</source>
        <translation>Afgebroken: een namespace is verwijderd</translation>
    </message>
    <message>
        <source>Aborted: the drive was formatted</source>
        <translation>Afgebroken: de schijf is geformatteerd</translation>
    </message>
    <message>
        <source>Failed in segment %1</source>
        <extracomment>%1 the number of the test segment that failed</extracomment>
        <translation>Mislukt in segment %1</translation>
    </message>
    <message>
        <source>Aborted for an unknown reason</source>
        <translation>Afgebroken om onbekende reden</translation>
    </message>
    <message>
        <source>Aborted: the drive was sanitized</source>
        <translation>Afgebroken: de schijf is gesaneerd</translation>
    </message>
    <message>
        <source>Looks new: %1 power-on hours, %2 power cycles, %3 written.</source>
        <extracomment>%1 power-on hours, %2 power cycles, %3 amount written (&quot;1.2 GB&quot;)</extracomment>
        <translation>Lijkt nieuw: %1 bedrijfsuren, %2 keer aangezet, %3 geschreven.</translation>
    </message>
    <message>
        <source>Used before: %1 power-on hours, %2 power cycles, %3 written. A drive sold as new has a few hours from the factory at most.</source>
        <extracomment>%1 power-on hours, %2 power cycles, %3 amount written (&quot;12 TB&quot;)</extracomment>
        <translation>Al gebruikt: %1 bedrijfsuren, %2 keer aangezet, %3 geschreven. Een als nieuw verkochte schijf heeft hooguit een paar uur uit de fabriek.</translation>
    </message>
    <message>
        <source>The drive counts 0 power-on hours but %1 written: its counters may have been reset.</source>
        <extracomment>%1 amount written (&quot;12 TB&quot;)</extracomment>
        <translation>De schijf telt 0 bedrijfsuren maar %1 geschreven: haar tellers zijn misschien gereset.</translation>
    </message>
    <message>
        <source>The drive counts %1 power cycles in %2 power-on hours, more than those hours can hold: its counters may have been reset.</source>
        <extracomment>%1 power cycles, %2 power-on hours</extracomment>
        <translation>De schijf telt %1 keer aangezet in %2 bedrijfsuren, meer dan in die uren past: haar tellers zijn misschien gereset.</translation>
    </message>
    <message>
        <source>%1 written of the %2 the maker rates this model for (%3%).</source>
        <extracomment>%1 amount written, %2 the rated endurance (&quot;600 TB&quot;), %3 percent of it</extracomment>
        <translation>%1 geschreven van de %2 die de fabrikant voor dit model opgeeft (%3%).</translation>
    </message>
    <message>
        <source>Since DriveProof first read it (%1): %2 hours, %3 written.</source>
        <extracomment>%1 the date DriveProof first read the drive, %2 hours since, %3 amount written since</extracomment>
        <translation>Sinds DriveProof hem voor het eerst las (%1): %2 uur, %3 geschreven.</translation>
    </message>
    <message>
        <source>new</source>
        <extracomment>is the drive new? the verdict</extracomment>
        <translation>nieuw</translation>
    </message>
    <message>
        <source>used</source>
        <extracomment>is the drive new? the verdict</extracomment>
        <translation>gebruikt</translation>
    </message>
    <message>
        <source>possibly reset</source>
        <extracomment>is the drive new? the verdict: its counters contradict each other</extracomment>
        <translation>mogelijk gereset</translation>
    </message>
    <message>
        <source>Identify Namespace is too short (%1 bytes) for its LBA formats.</source>
        <extracomment>%1 bytes received</extracomment>
        <translation>Identify Namespace is te kort (%1 bytes) voor zijn LBA-indelingen.</translation>
    </message>
    <message>
        <source>Identify Namespace lists more LBA formats (%1) than there can be (%2).</source>
        <extracomment>%1 how many LBA formats the drive claims, %2 the most there can be</extracomment>
        <translation>Identify Namespace noemt meer LBA-indelingen (%1) dan er kunnen zijn (%2).</translation>
    </message>
    <message>
        <source>Identify Namespace says LBA format %1 is in use, but lists formats 0 to %2 only.</source>
        <extracomment>%1 the number of the format in use, %2 the highest number the drive lists</extracomment>
        <translation>Identify Namespace zegt dat LBA-indeling %1 in gebruik is, maar noemt alleen de indelingen 0 tot en met %2.</translation>
    </message>
    <message>
        <source>In use: LBA format %1, sectors of %2 bytes with %3 bytes of metadata, which the drive marks as &quot;%4&quot;.</source>
        <extracomment>%1 LBA format number, %2 bytes per sector, %3 metadata bytes per sector, %4 how fast the drive says the format is (&quot;best&quot;, &quot;better&quot;, &quot;good&quot;, &quot;degraded&quot;)</extracomment>
        <translation>In gebruik: LBA-indeling %1, sectoren van %2 bytes met %3 bytes metadata, door de schijf als ‘%4’ aangemerkt.</translation>
    </message>
    <message>
        <source>The drive offers %5-byte sectors marked &quot;%6&quot;, faster than the %2-byte ones in use (&quot;%3&quot;). Switching means reformatting the namespace, which erases everything on it: nvme format %1 --lbaf=%4 — DriveProof never does this.</source>
        <extracomment>%1 device (/dev/nvme0n1), %2 bytes per sector in use, %3 how fast the drive marks the format in use, %4 the faster format&apos;s number, %5 its bytes per sector, %6 how fast the drive marks it. The command stays as it is.</extracomment>
        <translation>De schijf biedt sectoren van %5 bytes aangemerkt als ‘%6’, sneller dan de gebruikte van %2 bytes (‘%3’). Overstappen betekent de namespace opnieuw formatteren, wat alles erop wist: nvme format %1 --lbaf=%4 — DriveProof doet dat nooit.</translation>
    </message>
    <message>
        <source>None of the LBA formats the drive offers (%1) is marked faster than the one in use.</source>
        <extracomment>%1 how many LBA formats the drive offers (2 or more)</extracomment>
        <translation>Geen van de LBA-indelingen die de schijf biedt (%1) is als sneller aangemerkt dan de gebruikte.</translation>
    </message>
    <message>
        <source>The namespace offers only the LBA format in use.</source>
        <translation>De namespace biedt alleen de gebruikte LBA-indeling.</translation>
    </message>
    <message>
        <source>LBA format %1 carries %2 bytes of metadata per sector; only software that handles metadata (end-to-end protection) uses it.</source>
        <extracomment>%1 LBA format number, %2 metadata bytes per sector</extracomment>
        <translation>LBA-indeling %1 draagt %2 bytes metadata per sector; alleen software die metadata verwerkt (end-to-end-bescherming) gebruikt die.</translation>
    </message>
    <message>
        <source>LBA format note %1 (%2)</source>
        <extracomment>a finding this version does not know; %1 its code, %2 its arguments</extracomment>
        <translation>Opmerking over LBA-indeling %1 (%2)</translation>
    </message>
    <message>
        <source>best</source>
        <comment>LBA format performance</comment>
        <extracomment>how fast the drive says an LBA format is: the fastest of four grades</extracomment>
        <translation>beste</translation>
    </message>
    <message>
        <source>better</source>
        <comment>LBA format performance</comment>
        <extracomment>how fast the drive says an LBA format is: the second of four grades</extracomment>
        <translation>beter</translation>
    </message>
    <message>
        <source>good</source>
        <comment>LBA format performance</comment>
        <extracomment>how fast the drive says an LBA format is: the third of four grades</extracomment>
        <translation>goed</translation>
    </message>
    <message>
        <source>degraded</source>
        <comment>LBA format performance</comment>
        <extracomment>how fast the drive says an LBA format is: the slowest of four grades</extracomment>
        <translation>verminderd</translation>
    </message>
    <message>
        <source>not available</source>
        <extracomment>an LBA format the drive lists but does not offer now</extracomment>
        <translation>niet beschikbaar</translation>
    </message>
    <message>
        <source>%1 bytes, %2</source>
        <extracomment>%1 bytes per sector, %2 how fast the drive says it is</extracomment>
        <translation>%1 bytes, %2</translation>
    </message>
    <message>
        <source>%1 bytes + %2 bytes metadata, %3</source>
        <extracomment>%1 bytes per sector, %2 metadata bytes per sector, %3 how fast the drive says it is</extracomment>
        <translation>%1 bytes + %2 bytes metadata, %3</translation>
    </message>
    <message>
        <source>%1 % left</source>
        <extracomment>%1 percent of the drive&apos;s rated life that is left</extracomment>
        <translation>%1% over</translation>
    </message>
    <message>
        <source>%1 % used</source>
        <extracomment>%1 percent of the drive&apos;s rated life that is used</extracomment>
        <translation>%1% verbruikt</translation>
    </message>
    <message>
        <source>Attribute %1 (%2) is at %3, at or below its threshold of %4: the part it watches is worn out or failing, though the drive does not count it as a failure prediction.</source>
        <extracomment>%1 attribute number, %2 its name, %3 its value now, %4 the threshold</extracomment>
        <translation>Attribuut %1 (%2) staat op %3, op of onder zijn drempel van %4: het onderdeel dat het bewaakt, is versleten of raakt defect, ook al telt de schijf het niet als voorspelling van een defect.</translation>
    </message>
    <message>
        <source>Error log: the latest error happened at power-on hour %1.</source>
        <extracomment>%1 a power-on hour</extracomment>
        <translation>Foutlogboek: de laatste fout trad op bij %1 bedrijfsuren.</translation>
    </message>
    <message>
        <source>Self-test log: the latest self-test ran at power-on hour %1.</source>
        <extracomment>%1 a power-on hour</extracomment>
        <translation>Zelftestlogboek: de laatste zelftest liep bij %1 bedrijfsuren.</translation>
    </message>
    <message>
        <source>The error log has an error at power-on hour %1, but the power-on counter says %2 hours: the counter went back (reset, or run over), so it does not say how long the drive was used.</source>
        <extracomment>%1 the power-on hour the log stamped, %2 the power-on hours the counter says</extracomment>
        <translation>Het foutlogboek bevat een fout bij %1 bedrijfsuren, maar de bedrijfsurenteller staat op %2 uur: de teller is teruggelopen (gereset of overgelopen), dus hij zegt niet hoe lang de schijf is gebruikt.</translation>
    </message>
    <message>
        <source>The self-test log has a test at power-on hour %1, but the power-on counter says %2 hours: the counter went back (reset, or run over), so it does not say how long the drive was used.</source>
        <extracomment>%1 the power-on hour the log stamped, %2 the power-on hours the counter says</extracomment>
        <translation>Het zelftestlogboek bevat een test bij %1 bedrijfsuren, maar de bedrijfsurenteller staat op %2 uur: de teller is teruggelopen (gereset of overgelopen), dus hij zegt niet hoe lang de schijf is gebruikt.</translation>
    </message>
    <message>
        <source>The FARM log counts %1 power-on hours, but the SMART counter says %2: the SMART counter was reset, and the drive has been used for at least %1 hours.</source>
        <extracomment>%1 power-on hours in the FARM log, %2 power-on hours of the SMART counter</extracomment>
        <translation>Het FARM-logboek telt %1 bedrijfsuren, maar de SMART-teller staat op %2: de SMART-teller is gereset, en de schijf is minstens %1 uur gebruikt.</translation>
    </message>
    <message>
        <source>The FARM log&apos;s spindle hours (%1) exceed its power-on hours (%2): its power-on hours were reset too.</source>
        <extracomment>%1 spindle hours, %2 power-on hours, both from the FARM log</extracomment>
        <translation>De draaiuren van de motor in het FARM-logboek (%1) overtreffen de bedrijfsuren daarin (%2): ook die bedrijfsuren zijn gereset.</translation>
    </message>
    <message>
        <source>The FARM log&apos;s head-flight hours (%1) exceed its power-on hours (%2): its power-on hours were reset too.</source>
        <extracomment>%1 head-flight hours, %2 power-on hours, both from the FARM log</extracomment>
        <translation>De vlieguren van de koppen in het FARM-logboek (%1) overtreffen de bedrijfsuren daarin (%2): ook die bedrijfsuren zijn gereset.</translation>
    </message>
    <message>
        <source>FARM log: %1 power-on hours, %2 spindle hours, %3 head-flight hours; assembled in week %4 of %5.</source>
        <extracomment>%1 power-on, %2 spindle, %3 head-flight hours; the drive was assembled in week %4 of the year %5 (e.g. &quot;17&quot;, &quot;2025&quot;)</extracomment>
        <translation>FARM-logboek: %1 bedrijfsuren, %2 draaiuren van de motor, %3 vlieguren van de koppen; de schijf is gemonteerd in week %4 van %5.</translation>
    </message>
    <message>
        <source>FARM log: %1 power-on hours, %2 spindle hours, %3 head-flight hours.</source>
        <extracomment>%1 power-on, %2 spindle, %3 head-flight hours</extracomment>
        <translation>FARM-logboek: %1 bedrijfsuren, %2 draaiuren van de motor, %3 vlieguren van de koppen.</translation>
    </message>
</context>
<context>
    <name>DriveProof::Helper</name>
    <message>
        <source>Not authorised to use %1: the authentication was cancelled or refused.</source>
        <extracomment>%1 device path</extracomment>
        <translation>Geen toestemming om %1 te gebruiken: de authenticatie is geannuleerd of geweigerd.</translation>
    </message>
    <message>
        <source>Could not ask polkit whether %1 may be used (%2). Make sure polkit is installed and running, then try again.</source>
        <extracomment>%1 device path, %2 D-Bus error text</extracomment>
        <translation>Kon polkit niet vragen of %1 mag worden gebruikt (%2). Zorg dat polkit is geïnstalleerd en draait, en probeer het opnieuw.</translation>
    </message>
    <message>
        <source>Not authorised to use %1: authentication is needed, but no authentication agent could ask for it. Start DriveProof from a desktop session, or run pkttyagent in this terminal.</source>
        <extracomment>%1 device path</extracomment>
        <translation>Geen toestemming om %1 te gebruiken: authenticatie is nodig, maar geen authenticatieagent kon erom vragen. Start DriveProof vanuit een desktopsessie, of voer pkttyagent uit in deze terminal.</translation>
    </message>
    <message>
        <source>Not authorised to use %1. Ask an administrator to allow it.</source>
        <extracomment>%1 device path</extracomment>
        <translation>Geen toestemming om %1 te gebruiken. Vraag een beheerder om het toe te staan.</translation>
    </message>
    <message>
        <source>%1 is a symbolic link. Give the device node itself, as lsblk lists it.</source>
        <extracomment>%1 device path</extracomment>
        <translation>%1 is een symbolische koppeling. Geef het apparaatbestand zelf op, zoals lsblk het weergeeft.</translation>
    </message>
    <message>
        <source>%1 is in use: it is mounted, or another program holds it exclusively. Unmount it or close that program, then try again.</source>
        <extracomment>%1 device path</extracomment>
        <translation>%1 is in gebruik: het is aangekoppeld, of een ander programma houdt het exclusief vast. Koppel het af of sluit dat programma, en probeer het opnieuw.</translation>
    </message>
    <message>
        <source>%1 could not be opened (%2): the device is gone or has no medium.</source>
        <extracomment>%1 device path, %2 system error text</extracomment>
        <translation>%1 kon niet worden geopend (%2): het apparaat is verdwenen of heeft geen medium.</translation>
    </message>
    <message>
        <source>%1 could not be opened: %2.</source>
        <extracomment>%1 device path, %2 system error text</extracomment>
        <translation>%1 kon niet worden geopend: %2.</translation>
    </message>
    <message>
        <source>“%1” is not a device path the helper accepts. Give the kernel&apos;s name of a block device, such as /dev/sdb or /dev/nvme0n1, not a symbolic link such as /dev/disk/by-id/….</source>
        <extracomment>%1 the path the caller gave (shortened)</extracomment>
        <translation>“%1” is geen apparaatpad dat het hulpprogramma accepteert. Geef de kernelnaam van een blokapparaat op, zoals /dev/sdb of /dev/nvme0n1, geen symbolische koppeling zoals /dev/disk/by-id/….</translation>
    </message>
    <message>
        <source>%1 is not a block device known to the kernel (there is no “%2” in /sys/class/block). Check the name with lsblk.</source>
        <extracomment>%1 device path, %2 kernel name</extracomment>
        <translation>%1 is geen blokapparaat dat de kernel kent (er is geen “%2” in /sys/class/block). Controleer de naam met lsblk.</translation>
    </message>
    <message>
        <source>%1 is not a block device node.</source>
        <extracomment>%1 device path</extracomment>
        <translation>%1 is geen apparaatbestand van een blokapparaat.</translation>
    </message>
    <message>
        <source>%1 is device %2, but the kernel says %4 is %3: the node does not belong to that device. Refusing to open it.</source>
        <extracomment>%1 device path, %2 and %3 device numbers like 8:16, %4 kernel name</extracomment>
        <translation>%1 is apparaat %2, maar de kernel zegt dat %4 %3 is: het apparaatbestand hoort niet bij dat apparaat. Openen geweigerd.</translation>
    </message>
    <message>
        <source>%1 is a partition, but this works on the whole drive. Use %2.</source>
        <extracomment>%1 partition path, %2 disk path</extracomment>
        <translation>%1 is een partitie, maar dit werkt op de hele schijf. Gebruik %2.</translation>
    </message>
    <message>
        <source>%1 disappeared while it was being checked.</source>
        <extracomment>%1 device path</extracomment>
        <translation>%1 is verdwenen tijdens de controle.</translation>
    </message>
    <message>
        <source>%1 is in use and cannot be opened for writing: %2 Unmount, swapoff or stop that first.</source>
        <extracomment>%1 device path, %2 a sentence saying what uses it, e.g. &quot;/dev/sdb1 is mounted on /home.&quot;</extracomment>
        <translation>%1 is in gebruik en kan niet worden geopend om te schrijven: %2 Koppel het eerst af, voer swapoff uit of stop wat het gebruikt.</translation>
    </message>
    <message>
        <source>%1 changed while it was being opened: it is no longer the device the kernel lists under that name. Refusing it.</source>
        <extracomment>%1 device path</extracomment>
        <translation>%1 is veranderd tijdens het openen: het is niet meer het apparaat dat de kernel onder die naam vermeldt. Geweigerd.</translation>
    </message>
    <message>
        <source>Unknown option “%1”, or a value of the wrong type, for %2. Known options: %3.</source>
        <extracomment>%1 option name, %2 device path, %3 list of known option names</extracomment>
        <translation>Onbekende optie “%1”, of een waarde van het verkeerde type, voor %2. Bekende opties: %3.</translation>
    </message>
    <message>
        <source>none</source>
        <translation>geen</translation>
    </message>
    <message>
        <source>Unknown mode “%1” for %2. Use “r”, “w” or “rw”.</source>
        <extracomment>%1 the mode the caller gave, %2 device path</extracomment>
        <translation>Onbekende modus “%1” voor %2. Gebruik “r”, “w” of “rw”.</translation>
    </message>
    <message>
        <source>Unknown flag “%1” for %2. Known flags: direct, sync, dsync, exclusive.</source>
        <extracomment>%1 the flag the caller gave, %2 device path</extracomment>
        <translation>Onbekende vlag “%1” voor %2. Bekende vlaggen: direct, sync, dsync, exclusive.</translation>
    </message>
    <message>
        <source>The command to %1 failed.</source>
        <extracomment>%1 device path</extracomment>
        <translation>De opdracht aan %1 is mislukt.</translation>
    </message>
    <message>
        <source>%1 disappeared while it was being read.</source>
        <extracomment>%1 device path</extracomment>
        <translation>%1 is verdwenen terwijl het werd gelezen.</translation>
    </message>
    <message>
        <source>DriveProof&apos;s privileged helper, a D-Bus system service (%1). D-Bus starts it when DriveProof needs it; it is not meant to be run by hand.</source>
        <extracomment>%1 D-Bus service name</extracomment>
        <translation>Het bevoorrechte hulpprogramma van DriveProof, een D-Bus-systeemdienst (%1). D-Bus start het wanneer DriveProof het nodig heeft; het is niet bedoeld om met de hand te starten.</translation>
    </message>
    <message>
        <source>For tests: serve on the bus at ADDRESS instead of the system bus, and ask the polkit found there.</source>
        <translation>Voor tests: dienst aanbieden op de bus op ADDRESS in plaats van de systeembus, en de polkit vragen die daar te vinden is.</translation>
    </message>
    <message>
        <source>Exit after SECONDS without calls (default %1).</source>
        <extracomment>%1 number of seconds</extracomment>
        <translation>Afsluiten na SECONDS zonder aanroepen (standaard %1).</translation>
    </message>
    <message>
        <source>Unknown self-test action “%1” for %2. Use “short”, “extended”, “conveyance”, “abort” or “status”.</source>
        <extracomment>%1 the action the caller gave, %2 device path</extracomment>
        <translation>Onbekende zelftestactie ‘%1’ voor %2. Gebruik ‘short’, ‘extended’, ‘conveyance’, ‘abort’ of ‘status’.</translation>
    </message>
    <message>
        <source>A DriveProof test is running on %1: a self-test now would disturb it. Start the self-test when the test is done.</source>
        <extracomment>%1 device path</extracomment>
        <translation>Er loopt een DriveProof-test op %1: een zelftest zou die nu verstoren. Start de zelftest als de test klaar is.</translation>
    </message>
    <message>
        <source>Unknown purpose “%1” for %2. Known purposes: capacity-check.</source>
        <extracomment>%1 the purpose the caller gave, %2 device path</extracomment>
        <translation>Onbekend doel ‘%1’ voor %2. Bekende doelen: capacity-check.</translation>
    </message>
    <message>
        <source>A capacity check writes to %1: open it with mode “rw”.</source>
        <extracomment>%1 device path</extracomment>
        <translation>Een capaciteitscontrole schrijft naar %1: open het met modus ‘rw’.</translation>
    </message>
</context>
<context>
    <name>DriveProof::PowerLoss</name>
    <message numerus="yes">
        <source>%Ln block(s) hold exactly what they should.</source>
        <translation>
            <numerusform>%Ln blok bevat precies wat het moet bevatten.</numerusform>
            <numerusform>%Ln blokken bevatten precies wat ze moeten bevatten.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln block(s) hold data that was written to another place.</source>
        <translation>
            <numerusform>%Ln blok bevat gegevens die naar een andere plek zijn geschreven.</numerusform>
            <numerusform>%Ln blokken bevatten gegevens die naar een andere plek zijn geschreven.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln block(s) hold data from before this test: the drive forgot the preparation.</source>
        <translation>
            <numerusform>%Ln blok bevat gegevens van vóór deze test: de schijf is de voorbereiding vergeten.</numerusform>
            <numerusform>%Ln blokken bevatten gegevens van vóór deze test: de schijf is de voorbereiding vergeten.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln block(s) are half old, half new: a write tore inside a block.</source>
        <translation>
            <numerusform>%Ln blok is half oud, half nieuw: een schrijfactie is binnen een blok gescheurd.</numerusform>
            <numerusform>%Ln blokken zijn half oud, half nieuw: een schrijfactie is binnen een blok gescheurd.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln block(s) have flipped bits.</source>
        <translation>
            <numerusform>%Ln blok heeft omgeslagen bits.</numerusform>
            <numerusform>%Ln blokken hebben omgeslagen bits.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln block(s) read back as zeros.</source>
        <translation>
            <numerusform>%Ln blok wordt teruggelezen als nullen.</numerusform>
            <numerusform>%Ln blokken worden teruggelezen als nullen.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln block(s) read back erased (all ones).</source>
        <translation>
            <numerusform>%Ln blok wordt gewist teruggelezen (allemaal enen).</numerusform>
            <numerusform>%Ln blokken worden gewist teruggelezen (allemaal enen).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln block(s) hold data nobody wrote.</source>
        <translation>
            <numerusform>%Ln blok bevat gegevens die niemand heeft geschreven.</numerusform>
            <numerusform>%Ln blokken bevatten gegevens die niemand heeft geschreven.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln block(s) cannot be read.</source>
        <translation>
            <numerusform>%Ln blok kan niet worden gelezen.</numerusform>
            <numerusform>%Ln blokken kunnen niet worden gelezen.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln acknowledged write(s) were lost.</source>
        <translation>
            <numerusform>%Ln bevestigde schrijfactie is verloren gegaan.</numerusform>
            <numerusform>%Ln bevestigde schrijfacties zijn verloren gegaan.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln acknowledged write(s) survived only in part.</source>
        <translation>
            <numerusform>%Ln bevestigde schrijfactie heeft het maar gedeeltelijk overleefd.</numerusform>
            <numerusform>%Ln bevestigde schrijfacties hebben het maar gedeeltelijk overleefd.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln acknowledged write(s) were lost while later ones survived: the drive reorders writes across flushes.</source>
        <translation>
            <numerusform>%Ln bevestigde schrijfactie is verloren gegaan terwijl latere het overleefden: de schijf verandert de volgorde van schrijfacties over flush-opdrachten heen.</numerusform>
            <numerusform>%Ln bevestigde schrijfacties zijn verloren gegaan terwijl latere het overleefden: de schijf verandert de volgorde van schrijfacties over flush-opdrachten heen.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln acknowledged write(s) just before the cut were lost: the drive acknowledges flushes before the data is safe.</source>
        <translation>
            <numerusform>%Ln bevestigde schrijfactie vlak vóór de onderbreking is verloren gegaan: de schijf bevestigt flush-opdrachten voordat de gegevens veilig zijn.</numerusform>
            <numerusform>%Ln bevestigde schrijfacties vlak vóór de onderbreking zijn verloren gegaan: de schijf bevestigt flush-opdrachten voordat de gegevens veilig zijn.</numerusform>
        </translation>
    </message>
    <message>
        <source>The drive cannot be read at all after the power cut.</source>
        <translation>De schijf kan na de stroomonderbreking helemaal niet worden gelezen.</translation>
    </message>
    <message>
        <source>The drive&apos;s identity or capacity changed after the power cut.</source>
        <translation>De identiteit of capaciteit van de schijf is na de stroomonderbreking veranderd.</translation>
    </message>
    <message numerus="yes">
        <source>%Ln block(s) written only before the test were damaged: data at rest is not safe on this drive.</source>
        <translation>
            <numerusform>%Ln blok dat alleen vóór de test is geschreven, is beschadigd: rustende gegevens zijn op deze schijf niet veilig.</numerusform>
            <numerusform>%Ln blokken die alleen vóór de test zijn geschreven, zijn beschadigd: rustende gegevens zijn op deze schijf niet veilig.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln contradiction(s) between the witness&apos;s record and the test plan: a bug in DriveProof, so this run proves nothing.</source>
        <translation>
            <numerusform>%Ln tegenstrijdigheid tussen het register van de getuige en het testplan: een fout in DriveProof, dus deze run bewijst niets.</numerusform>
            <numerusform>%Ln tegenstrijdigheden tussen het register van de getuige en het testplan: een fout in DriveProof, dus deze run bewijst niets.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>All %Ln acknowledged write(s) were lost.</source>
        <translation>
            <numerusform>De enige bevestigde schrijfactie (%Ln) is verloren gegaan.</numerusform>
            <numerusform>Alle %Ln bevestigde schrijfacties zijn verloren gegaan.</numerusform>
        </translation>
    </message>
    <message>
        <source>They were the last ones before the cut: the drive acknowledges flushes before the data is safe.</source>
        <translation>Het waren de laatste vóór de onderbreking: de schijf bevestigt flush-opdrachten voordat de gegevens veilig zijn.</translation>
    </message>
    <message>
        <source>Cannot write the witness&apos;s salt %1: %2</source>
        <extracomment>%1 is a file path, %2 the system&apos;s error message.</extracomment>
        <translation>Kan de salt van de getuige %1 niet schrijven: %2</translation>
    </message>
    <message>
        <source>Cannot write the witness journal %1: %2</source>
        <extracomment>%1 is a file path, %2 the system&apos;s error message.</extracomment>
        <translation>Kan het getuigejournaal %1 niet schrijven: %2</translation>
    </message>
    <message>
        <source>Damaged record at byte %1 with good records after it.</source>
        <translation>Beschadigd record bij byte %1 met goede records erna.</translation>
    </message>
    <message>
        <source>Record at byte %1 contradicts the run before it.</source>
        <extracomment>%1 is a byte offset in the witness journal file.</extracomment>
        <translation>Record bij byte %1 is in tegenspraak met de run ervoor.</translation>
    </message>
    <message>
        <source>Cannot truncate the torn end of the journal.</source>
        <translation>Kan het gescheurde einde van het journaal niet afkappen.</translation>
    </message>
    <message>
        <source>The simulated drive is already running.</source>
        <translation>De gesimuleerde schijf draait al.</translation>
    </message>
    <message>
        <source>The simulated drive program %1 was not found. Install DriveProof completely (it lives in libexec) or set DRIVEPROOF_LYINGDISK to its path.</source>
        <extracomment>%1 is a program name</extracomment>
        <translation>Het programma van de gesimuleerde schijf %1 is niet gevonden. Installeer DriveProof volledig (het staat in libexec) of stel DRIVEPROOF_LYINGDISK in op het pad ervan.</translation>
    </message>
    <message>
        <source>Cannot create the folder for the simulated drive.</source>
        <translation>Kan de map voor de gesimuleerde schijf niet aanmaken.</translation>
    </message>
    <message>
        <source>Something is already mounted on this folder. Unmount it first (fusermount3 -u).</source>
        <translation>Er is al iets aangekoppeld op deze map. Koppel het eerst af (fusermount3 -u).</translation>
    </message>
    <message>
        <source>Cannot start the simulated drive: %1</source>
        <translation>Kan de gesimuleerde schijf niet starten: %1</translation>
    </message>
    <message>
        <source>The simulated drive stopped before it was ready (exit status %1): %2</source>
        <extracomment>%1 is the program&apos;s exit status, %2 what it printed</extracomment>
        <translation>De gesimuleerde schijf is gestopt voordat ze gereed was (afsluitstatus %1): %2</translation>
    </message>
    <message>
        <source>The simulated drive did not appear within %1 s: %2</source>
        <extracomment>%1 is a number of seconds, %2 what the program printed</extracomment>
        <translation>De gesimuleerde schijf is niet binnen %1 s verschenen: %2</translation>
    </message>
    <message>
        <source>The simulated drive is not running.</source>
        <translation>De gesimuleerde schijf draait niet.</translation>
    </message>
    <message>
        <source>Cannot signal the simulated drive.</source>
        <translation>Kan de gesimuleerde schijf geen signaal sturen.</translation>
    </message>
    <message>
        <source>The simulated drive did not confirm the power cut.</source>
        <translation>De gesimuleerde schijf heeft de stroomonderbreking niet bevestigd.</translation>
    </message>
    <message>
        <source>Cannot unmount the simulated drive. Run: fusermount3 -u -z %1</source>
        <translation>Kan de gesimuleerde schijf niet afkoppelen. Voer uit: fusermount3 -u -z %1</translation>
    </message>
    <message>
        <source>The simulated drive did not stop in time; it was killed and its cache lost.</source>
        <translation>De gesimuleerde schijf is niet op tijd gestopt; ze is geforceerd beëindigd en haar cache is verloren.</translation>
    </message>
    <message>
        <source>The simulated drive failed while stopping: %1</source>
        <extracomment>%1 is what the program printed</extracomment>
        <translation>De gesimuleerde schijf faalde bij het stoppen: %1</translation>
    </message>
    <message>
        <source>Cannot save the pending test in %1: %2.</source>
        <extracomment>%1 file name, %2 the system&apos;s error text</extracomment>
        <translation>Kan de openstaande test niet opslaan in %1: %2.</translation>
    </message>
    <message>
        <source>Cannot write the autostart entry %1: %2.</source>
        <extracomment>%1 file name, %2 the system&apos;s error text</extracomment>
        <translation>Kan de autostartvermelding %1 niet schrijven: %2.</translation>
    </message>
    <message>
        <source>Practice mode needs FUSE, and /dev/fuse cannot be used here.</source>
        <translation>De oefenmodus heeft FUSE nodig, en /dev/fuse kan hier niet worden gebruikt.</translation>
    </message>
    <message>
        <source>Practice mode needs fusermount3 (the fuse3 package).</source>
        <translation>De oefenmodus heeft fusermount3 nodig (het pakket fuse3).</translation>
    </message>
    <message>
        <source>Practice mode needs driveproof-lyingdisk, which is not installed.</source>
        <translation>De oefenmodus heeft driveproof-lyingdisk nodig, dat niet is geïnstalleerd.</translation>
    </message>
    <message>
        <source>Cannot create a temporary folder for practice.</source>
        <translation>Kan geen tijdelijke map voor de oefening aanmaken.</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a pairing code.</source>
        <extracomment>%1 what was given</extracomment>
        <translation>&apos;%1&apos; is geen koppelcode.</translation>
    </message>
    <message>
        <source>DriveProof simulated drive (%1)</source>
        <extracomment>the simulated drive of practice mode; %1 honest or lying</extracomment>
        <translation>Gesimuleerde DriveProof-schijf (%1)</translation>
    </message>
    <message>
        <source>lying</source>
        <translation>liegend</translation>
    </message>
    <message>
        <source>honest</source>
        <translation>eerlijk</translation>
    </message>
    <message>
        <source>Practice cancelled.</source>
        <translation>Oefening geannuleerd.</translation>
    </message>
    <message>
        <source>idle</source>
        <translation>inactief</translation>
    </message>
    <message>
        <source>starting the simulated drive and witness</source>
        <extracomment>practice mode: the simulated drive and the local witness start</extracomment>
        <translation>gesimuleerde schijf en getuige starten</translation>
    </message>
    <message>
        <source>preparing</source>
        <extracomment>the test area is being filled with known data</extracomment>
        <translation>voorbereiden</translation>
    </message>
    <message>
        <source>writing</source>
        <translation>schrijven</translation>
    </message>
    <message>
        <source>cutting the power</source>
        <extracomment>practice mode: the simulated power cut</extracomment>
        <translation>stroom onderbreken</translation>
    </message>
    <message>
        <source>verifying</source>
        <translation>verifiëren</translation>
    </message>
    <message>
        <source>done</source>
        <translation>klaar</translation>
    </message>
    <message>
        <source>failed</source>
        <translation>mislukt</translation>
    </message>
    <message>
        <source>This is a virtual machine: pulling its virtual plug tests the host&apos;s storage stack, not a drive. Run the test on real hardware.</source>
        <translation>Dit is een virtuele machine: de virtuele stekker eruit trekken test de opslagketen van de host, niet een schijf. Voer de test uit op echte hardware.</translation>
    </message>
    <message>
        <source>The machine runs on its battery: pulling the plug would not cut the power. Remove the battery, or use a machine without one.</source>
        <translation>De machine draait op haar accu: de stekker eruit trekken zou de stroom niet onderbreken. Verwijder de accu, of gebruik een machine zonder accu.</translation>
    </message>
    <message>
        <source>The drive sits behind a USB bridge, which may have a cache and flush rules of its own: the verdict is about the bridge and the drive together.</source>
        <translation>De schijf zit achter een USB-brug, die een eigen cache en eigen flush-regels kan hebben: het oordeel gaat over de brug en de schijf samen.</translation>
    </message>
    <message>
        <source>The drive&apos;s write cache is on. That is normal: the test shows whether the drive still keeps every write it acknowledged.</source>
        <translation>De schrijfcache van de schijf staat aan. Dat is normaal: de test laat zien of de schijf toch elke bevestigde schrijfactie behoudt.</translation>
    </message>
    <message>
        <source>The drive&apos;s unsafe-shutdown counter cannot be read, so the verifier cannot confirm that the power really went away.</source>
        <translation>De teller voor onveilige uitschakelingen van de schijf kan niet worden gelezen, dus de verificateur kan niet bevestigen dat de stroom echt is weggevallen.</translation>
    </message>
    <message>
        <source>Choose a file or a device for the test area.</source>
        <translation>Kies een bestand of een apparaat voor het testgebied.</translation>
    </message>
    <message>
        <source>%1 is neither a regular file nor a block device.</source>
        <extracomment>%1 a path</extracomment>
        <translation>%1 is geen gewoon bestand en ook geen blokapparaat.</translation>
    </message>
    <message>
        <source>The folder %1 does not exist.</source>
        <extracomment>%1 a folder</extracomment>
        <translation>De map %1 bestaat niet.</translation>
    </message>
    <message>
        <source>The device %1 was not found.</source>
        <extracomment>%1 a device node</extracomment>
        <translation>Het apparaat %1 is niet gevonden.</translation>
    </message>
    <message>
        <source>No error.</source>
        <translation>Geen fout.</translation>
    </message>
    <message>
        <source>Not a DriveProof power-loss frame (bad magic).</source>
        <extracomment>The power-loss witness received bytes that are not a DriveProof frame.</extracomment>
        <translation>Geen DriveProof-stroomuitvalframe (verkeerde magic).</translation>
    </message>
    <message>
        <source>Unsupported power-loss protocol version: update DriveProof on both machines.</source>
        <translation>Niet-ondersteunde versie van het stroomuitvalprotocol: werk DriveProof op beide machines bij.</translation>
    </message>
    <message>
        <source>Unknown power-loss message type.</source>
        <translation>Onbekend type stroomuitvalbericht.</translation>
    </message>
    <message>
        <source>Power-loss frame too long for its type.</source>
        <translation>Stroomuitvalframe te lang voor zijn type.</translation>
    </message>
    <message>
        <source>Power-loss frame damaged in transit (CRC mismatch).</source>
        <translation>Stroomuitvalframe beschadigd tijdens de overdracht (CRC klopt niet).</translation>
    </message>
    <message>
        <source>Wrong pairing code: type the code the witness shows.</source>
        <extracomment>The pairing code is the code the witness shows and the user types on the writer.</extracomment>
        <translation>Verkeerde koppelcode: typ de code die de getuige toont.</translation>
    </message>
    <message>
        <source>Power-loss frame replayed or out of order.</source>
        <translation>Stroomuitvalframe herhaald of in verkeerde volgorde.</translation>
    </message>
    <message>
        <source>Power-loss message malformed or with a value out of range.</source>
        <translation>Stroomuitvalbericht misvormd of met een waarde buiten het bereik.</translation>
    </message>
    <message>
        <source>Power-loss message not expected at this point.</source>
        <translation>Stroomuitvalbericht op dit moment niet verwacht.</translation>
    </message>
    <message>
        <source>Commit sequence numbers must increase.</source>
        <translation>Volgnummers van commits moeten oplopen.</translation>
    </message>
    <message>
        <source>This run is already known to the witness with other parameters.</source>
        <translation>Deze run is al bij de getuige bekend met andere parameters.</translation>
    </message>
    <message>
        <source>The witness knows no run with this id.</source>
        <translation>De getuige kent geen run met dit id.</translation>
    </message>
    <message>
        <source>This run has already ended.</source>
        <translation>Deze run is al beëindigd.</translation>
    </message>
    <message>
        <source>The witness cannot keep this run&apos;s journal (disk error or damaged journal).</source>
        <translation>De getuige kan het journaal van deze run niet bijhouden (schijffout of beschadigd journaal).</translation>
    </message>
    <message>
        <source>The witness has too many connections.</source>
        <translation>De getuige heeft te veel verbindingen.</translation>
    </message>
    <message>
        <source>The connection was silent for too long.</source>
        <translation>De verbinding was te lang stil.</translation>
    </message>
    <message>
        <source>The same run connected again from elsewhere; this connection was closed.</source>
        <translation>Dezelfde run heeft vanaf een andere plek opnieuw verbinding gemaakt; deze verbinding is gesloten.</translation>
    </message>
    <message>
        <source>The witness is busy with other verifiers; try again shortly.</source>
        <extracomment>The witness limits how many verifiers and ledger downloads it serves at once.</extracomment>
        <translation>De getuige is bezig met andere verificateurs; probeer het straks opnieuw.</translation>
    </message>
    <message>
        <source>Unknown reason.</source>
        <translation>Onbekende reden.</translation>
    </message>
    <message>
        <source>connecting to the witness</source>
        <translation>verbinding maken met de getuige</translation>
    </message>
    <message>
        <source>paused</source>
        <extracomment>writing paused while the witness cannot be reached</extracomment>
        <translation>gepauzeerd</translation>
    </message>
    <message>
        <source>stopped</source>
        <translation>gestopt</translation>
    </message>
    <message>
        <source>connecting</source>
        <translation>verbinden</translation>
    </message>
    <message>
        <source>connected</source>
        <translation>verbonden</translation>
    </message>
    <message>
        <source>unreachable</source>
        <translation>onbereikbaar</translation>
    </message>
    <message>
        <source>refused</source>
        <translation>geweigerd</translation>
    </message>
    <message>
        <source>closed</source>
        <extracomment>the link to the witness was closed</extracomment>
        <translation>gesloten</translation>
    </message>
    <message>
        <source>Cannot create %1: %2.</source>
        <extracomment>%1 file, %2 the system&apos;s error text</extracomment>
        <translation>Kan %1 niet aanmaken: %2.</translation>
    </message>
    <message>
        <source>Cannot reserve space for %1: %2.</source>
        <extracomment>%1 file, %2 the system&apos;s error text</extracomment>
        <translation>Kan geen ruimte reserveren voor %1: %2.</translation>
    </message>
    <message>
        <source>no answer to the handshake within %1 s</source>
        <extracomment>%1 a number of seconds</extracomment>
        <translation>geen antwoord op de handshake binnen %1 s</translation>
    </message>
    <message>
        <source>Cannot reach the witness at %1: %2. Is driveproof-cli witness running there, and is the port open?</source>
        <extracomment>%1 the witness&apos;s address, %2 the network&apos;s error text</extracomment>
        <translation>Kan de getuige op %1 niet bereiken: %2. Draait driveproof-cli witness daar, en is de poort open?</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a pairing code: type the 12 characters the witness shows.</source>
        <extracomment>%1 what the user typed</extracomment>
        <translation>&apos;%1&apos; is geen koppelcode: typ de 12 tekens die de getuige toont.</translation>
    </message>
    <message>
        <source>The test area on %1 is too small: give it at least 1 MiB.</source>
        <extracomment>%1 the file or device</extracomment>
        <translation>Het testgebied op %1 is te klein: geef het minstens 1 MiB.</translation>
    </message>
    <message>
        <source>The witness at %1 did not confirm every commit before the end.</source>
        <extracomment>%1 the witness&apos;s address</extracomment>
        <translation>De getuige op %1 heeft niet elke commit vóór het einde bevestigd.</translation>
    </message>
    <message>
        <source>The witness at %1 refused this writer: %2</source>
        <extracomment>%1 the witness&apos;s address, %2 why it refused</extracomment>
        <translation>De getuige op %1 heeft deze schrijver geweigerd: %2</translation>
    </message>
    <message>
        <source>The test area was filled and flushed before the run.</source>
        <translation>Het testgebied is vóór de run gevuld en geflusht.</translation>
    </message>
    <message>
        <source>The witness never heard that the test area was prepared: start a new run.</source>
        <translation>De getuige heeft nooit vernomen dat het testgebied was voorbereid: start een nieuwe run.</translation>
    </message>
    <message>
        <source>Simulated power cut (practice mode): no reboot was expected.</source>
        <translation>Gesimuleerde stroomonderbreking (oefenmodus): er werd geen herstart verwacht.</translation>
    </message>
    <message>
        <source>The machine restarted after the test.</source>
        <translation>De machine is na de test opnieuw opgestart.</translation>
    </message>
    <message>
        <source>The boot id could not be compared, so a restart cannot be confirmed.</source>
        <translation>De boot-id kon niet worden vergeleken, dus een herstart kan niet worden bevestigd.</translation>
    </message>
    <message>
        <source>The machine has not restarted since the test: cut the power, then verify after the reboot.</source>
        <translation>De machine is sinds de test niet opnieuw opgestart: onderbreek de stroom en verifieer na de herstart.</translation>
    </message>
    <message>
        <source>The drive has no unsafe-shutdown counter; this check was skipped.</source>
        <translation>De schijf heeft geen teller voor onveilige uitschakelingen; deze controle is overgeslagen.</translation>
    </message>
    <message>
        <source>The drive counted an unsafe shutdown (%1 → %2).</source>
        <extracomment>%1 and %2 counts of unsafe shutdowns reported by the drive</extracomment>
        <translation>De schijf heeft een onveilige uitschakeling geteld (%1 → %2).</translation>
    </message>
    <message>
        <source>The drive saw a clean shutdown (its unsafe-shutdown counter stayed at %1): pull the plug, don&apos;t press the power button.</source>
        <translation>De schijf zag een nette uitschakeling (haar teller voor onveilige uitschakelingen bleef op %1): trek de stekker eruit, druk niet op de aan/uit-knop.</translation>
    </message>
    <message>
        <source>No commit reached the witness: let the test run before cutting the power.</source>
        <translation>Geen enkele commit heeft de getuige bereikt: laat de test lopen voordat u de stroom onderbreekt.</translation>
    </message>
    <message>
        <source>Commits were reaching the witness until the cut.</source>
        <translation>Commits bereikten de getuige tot aan de onderbreking.</translation>
    </message>
    <message>
        <source>The last commit reached the witness %1 s before the writer went silent: the test was not writing when the power went.</source>
        <translation>De laatste commit bereikte de getuige %1 s voordat de schrijver stil werd: de test schreef niet toen de stroom wegviel.</translation>
    </message>
    <message>
        <source>Writes were in flight when the writer went silent.</source>
        <translation>Er waren schrijfacties onderweg toen de schrijver stil werd.</translation>
    </message>
    <message>
        <source>No write was in flight at the cut: every issued write had been acknowledged, so the cut tested nothing pending.</source>
        <translation>Er was bij de onderbreking geen schrijfactie onderweg: elke verstuurde schrijfactie was bevestigd, dus de onderbreking heeft niets openstaands getest.</translation>
    </message>
    <message>
        <source>The link to the witness was alive until the cut.</source>
        <translation>De verbinding met de getuige was actief tot aan de onderbreking.</translation>
    </message>
    <message>
        <source>The witness did not hear the writer until the cut.</source>
        <translation>De getuige heeft de schrijver tot aan de onderbreking niet gehoord.</translation>
    </message>
    <message>
        <source>The writer stopped on an error before the cut: %1</source>
        <translation>De schrijver is vóór de onderbreking door een fout gestopt: %1</translation>
    </message>
    <message>
        <source>The writer reported no error.</source>
        <translation>De schrijver meldde geen fout.</translation>
    </message>
    <message>
        <source>The writer stopped on purpose before the cut: cut the power while the test is writing.</source>
        <translation>De schrijver is vóór de onderbreking bewust gestopt: onderbreek de stroom terwijl de test schrijft.</translation>
    </message>
    <message>
        <source>The writer did not stop on its own.</source>
        <translation>De schrijver is niet uit zichzelf gestopt.</translation>
    </message>
    <message>
        <source>Not an address: %1. Use HOST:PORT or [IPv6]:PORT.</source>
        <extracomment>%1 is what the user typed as the witness address, e.g. 0.0.0.0:7070.
----------
%1 is the witness address the user typed.</extracomment>
        <translation>Geen adres: %1. Gebruik HOST:POORT of [IPv6]:POORT.</translation>
    </message>
    <message>
        <source>The witness refused: %1</source>
        <extracomment>%1 is the reason the witness gave.</extracomment>
        <translation>De getuige weigerde: %1</translation>
    </message>
    <message>
        <source>Lost the connection to the witness.</source>
        <translation>Verbinding met de getuige verloren.</translation>
    </message>
    <message>
        <source>The witness did not answer in time.</source>
        <translation>De getuige antwoordde niet op tijd.</translation>
    </message>
    <message>
        <source>The ledger from the witness is damaged (size or digest mismatch).</source>
        <translation>Het register van de getuige is beschadigd (grootte of digest klopt niet).</translation>
    </message>
    <message>
        <source>The report is too large to keep on the witness.</source>
        <translation>Het rapport is te groot om op de getuige te bewaren.</translation>
    </message>
    <message>
        <source>Unexpected answer from the witness.</source>
        <translation>Onverwacht antwoord van de getuige.</translation>
    </message>
    <message>
        <source>Cannot open %1: %2.</source>
        <extracomment>%1 file, %2 the system&apos;s error text</extracomment>
        <translation>Kan %1 niet openen: %2.</translation>
    </message>
    <message>
        <source>The pending test has no valid pairing code.</source>
        <translation>De openstaande test heeft geen geldige koppelcode.</translation>
    </message>
    <message>
        <source>Fetching the witness&apos;s record from %1</source>
        <extracomment>%1 the witness&apos;s address</extracomment>
        <translation>Register van de getuige ophalen van %1</translation>
    </message>
    <message>
        <source>Verification cancelled.</source>
        <translation>Verificatie geannuleerd.</translation>
    </message>
    <message>
        <source>Reading the drive&apos;s state</source>
        <translation>Toestand van de schijf lezen</translation>
    </message>
    <message>
        <source>Reading and checking the whole test area on %1</source>
        <extracomment>%1 file or device</extracomment>
        <translation>Het hele testgebied op %1 lezen en controleren</translation>
    </message>
    <message>
        <source>Storing the report</source>
        <translation>Rapport opslaan</translation>
    </message>
    <message>
        <source>Done</source>
        <translation>Klaar</translation>
    </message>
    <message>
        <source>Cannot create the witness journal folder %1.</source>
        <extracomment>%1 is a folder path.</extracomment>
        <translation>Kan de map voor getuigejournalen %1 niet aanmaken.</translation>
    </message>
    <message>
        <source>Cannot derive the pairing key (not enough memory?).</source>
        <extracomment>The witness turns the pairing code into a key with Argon2id, which needs 64 MiB.</extracomment>
        <translation>Kan de koppelsleutel niet afleiden (te weinig geheugen?).</translation>
    </message>
    <message>
        <source>The journal in folder %1 belongs to another run.</source>
        <translation>Het journaal in map %1 hoort bij een andere run.</translation>
    </message>
    <message>
        <source>The journal of this run reached its limit of %1 bytes.</source>
        <extracomment>%1 is a size in bytes.</extracomment>
        <translation>Het journaal van deze run heeft zijn limiet van %1 bytes bereikt.</translation>
    </message>
    <message>
        <source>The witness claimed commits this writer never sent; reconnecting.</source>
        <extracomment>A high-water mark above the writer&apos;s own last commit: a forged or replayed answer.</extracomment>
        <translation>De getuige claimde commits die deze schrijver nooit heeft verstuurd; opnieuw verbinden.</translation>
    </message>
    <message>
        <source>Lost the connection to the witness; reconnecting.</source>
        <translation>Verbinding met de getuige verloren; opnieuw verbinden.</translation>
    </message>
    <message>
        <source>Cannot resolve %1: %2</source>
        <extracomment>%1 is a host name or address, %2 the resolver&apos;s error message.</extracomment>
        <translation>Kan %1 niet herleiden: %2</translation>
    </message>
    <message>
        <source>Cannot listen on %1: %2</source>
        <extracomment>%1 is an address:port, %2 the system&apos;s error message.</extracomment>
        <translation>Kan niet luisteren op %1: %2</translation>
    </message>
    <message>
        <source>Cannot reach the witness at %1: %2</source>
        <extracomment>%1 is the witness&apos;s address:port, %2 the system&apos;s error message.</extracomment>
        <translation>Kan de getuige op %1 niet bereiken: %2</translation>
    </message>
    <message>
        <source>This file system does not support direct I/O: the writer goes through the page cache, which the commits flush.</source>
        <translation>Dit bestandssysteem ondersteunt geen directe I/O: de schrijver gaat via de paginacache, die de commits flushen.</translation>
    </message>
    <message>
        <source>Cannot open %1 for writing: %2.</source>
        <extracomment>%1 file or device, %2 the system&apos;s error text</extracomment>
        <translation>Kan %1 niet openen om te schrijven: %2.</translation>
    </message>
    <message>
        <source>The power-loss test parameters are invalid.</source>
        <translation>De parameters van de stroomuitvaltest zijn ongeldig.</translation>
    </message>
    <message>
        <source>Preparing the test area failed: %1.</source>
        <extracomment>%1 the system&apos;s error text</extracomment>
        <translation>Voorbereiden van het testgebied is mislukt: %1.</translation>
    </message>
    <message>
        <source>Flushing the prepared test area failed: %1.</source>
        <translation>Flushen van het voorbereide testgebied is mislukt: %1.</translation>
    </message>
    <message>
        <source>Write %1 failed: %2. The run is invalid; the writer stopped and does not retry.</source>
        <extracomment>%1 the write&apos;s sequence number, %2 the system&apos;s error text</extracomment>
        <translation>Schrijfactie %1 is mislukt: %2. De run is ongeldig; de schrijver is gestopt en probeert het niet opnieuw.</translation>
    </message>
    <message>
        <source>Committing up to write %1 failed: %2. The run is invalid; the writer stopped and does not retry.</source>
        <extracomment>%1 the last write&apos;s sequence number, %2 the system&apos;s error text</extracomment>
        <translation>Committen tot en met schrijfactie %1 is mislukt: %2. De run is ongeldig; de schrijver is gestopt en probeert het niet opnieuw.</translation>
    </message>
    <message>
        <source>The witness&apos;s record contradicts this machine&apos;s own record of the test (%1), so it cannot be trusted and this run proves nothing about acknowledged writes.</source>
        <extracomment>%1 what the witness&apos;s record says against this machine&apos;s (in English, for a bug report)</extracomment>
        <translation>Het verslag van de getuige spreekt het eigen verslag van deze machine over de test tegen (%1), dus het is niet te vertrouwen en deze run bewijst niets over bevestigde schrijfacties.</translation>
    </message>
    <message>
        <source>This is not the run&apos;s witness: it answered with another salt than during the run.</source>
        <translation>Dit is niet de getuige van deze run: hij antwoordde met een andere salt dan tijdens de run.</translation>
    </message>
    <message>
        <source>A frame from the witness arrived damaged or altered (%1); reconnecting.</source>
        <extracomment>%1 what was wrong with it, e.g. &quot;HMAC&quot; or &quot;CRC mismatch&quot;</extracomment>
        <translation>Een frame van de getuige kwam beschadigd of gewijzigd aan (%1); opnieuw verbinden.</translation>
    </message>
    <message>
        <source>The witness could not prove the pairing code (a fake witness or altered traffic); reconnecting.</source>
        <translation>De getuige kon de koppelcode niet bewijzen (een valse getuige of gewijzigd verkeer); opnieuw verbinden.</translation>
    </message>
    <message>
        <source>The witness refused a frame that reached it damaged or altered (%1); reconnecting.</source>
        <extracomment>%1 the witness&apos;s reason, e.g. &quot;Power-loss frame damaged in transit&quot;</extracomment>
        <translation>De getuige weigerde een frame dat beschadigd of gewijzigd aankwam (%1); opnieuw verbinden.</translation>
    </message>
    <message>
        <source>The witness already keeps %1 runs: move old run folders out of its journal folder to make room.</source>
        <extracomment>%1 how many runs the witness keeps at most</extracomment>
        <translation>De getuige bewaart al %1 runs: verplaats oude runmappen uit zijn journaalmap om ruimte te maken.</translation>
    </message>
    <message>
        <source>The witness holds %1 acknowledged writes in memory, as many as it may: this run cannot grow.</source>
        <extracomment>%1 a number of acknowledged writes</extracomment>
        <translation>De getuige houdt %1 bevestigde schrijfacties in het geheugen, zoveel als mag: deze run kan niet verder groeien.</translation>
    </message>
    <message numerus="yes">
        <source>The witness reports %n acknowledgement(s) this writer never sent, from seq %1, so its record cannot be trusted and this run proves nothing about acknowledged writes.</source>
        <extracomment>%n how many acknowledgements carry no valid receipt of this machine&apos;s writer, %1 the seq (a number) of the first of them</extracomment>
        <translation>
            <numerusform>De getuige meldt %n bevestiging die deze schrijver nooit heeft verstuurd, vanaf volgnummer %1, dus zijn verslag is niet te vertrouwen en deze run bewijst niets over bevestigde schrijfacties.</numerusform>
            <numerusform>De getuige meldt %n bevestigingen die deze schrijver nooit heeft verstuurd, vanaf volgnummer %1, dus zijn verslag is niet te vertrouwen en deze run bewijst niets over bevestigde schrijfacties.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>DriveProof::Privilege</name>
    <message>
        <source>Cannot open %1: %2.</source>
        <extracomment>%1 device path, %2 the system&apos;s reason</extracomment>
        <translation>Kan %1 niet openen: %2.</translation>
    </message>
    <message>
        <source>The system bus is not running (%2), so DriveProof&apos;s helper cannot be reached for %1. Start D-Bus, or run as root.</source>
        <extracomment>%1 device path, %2 D-Bus error text</extracomment>
        <translation>De systeembus draait niet (%2), dus het hulpprogramma van DriveProof kan niet worden bereikt voor %1. Start D-Bus, of voer het uit als root.</translation>
    </message>
    <message>
        <source>DriveProof&apos;s helper sent an unexpected reply for %1.</source>
        <extracomment>%1 device path</extracomment>
        <translation>Het hulpprogramma van DriveProof stuurde een onverwacht antwoord voor %1.</translation>
    </message>
    <message>
        <source>DriveProof&apos;s helper opened %1 but no file descriptor arrived.</source>
        <extracomment>%1 device path</extracomment>
        <translation>Het hulpprogramma van DriveProof heeft %1 geopend, maar er is geen bestandsdescriptor aangekomen.</translation>
    </message>
    <message>
        <source>DriveProof&apos;s helper is not installed (%1 is not on the system bus): install the package, or run as root.</source>
        <extracomment>%1 D-Bus service name</extracomment>
        <translation>Het hulpprogramma van DriveProof is niet geïnstalleerd (%1 staat niet op de systeembus): installeer het pakket, of voer het uit als root.</translation>
    </message>
    <message>
        <source>DriveProof&apos;s helper is installed but could not be started (%1). Reinstall DriveProof.</source>
        <extracomment>%1 D-Bus error text</extracomment>
        <translation>Het hulpprogramma van DriveProof is geïnstalleerd, maar kon niet worden gestart (%1). Installeer DriveProof opnieuw.</translation>
    </message>
    <message>
        <source>DriveProof&apos;s helper did not answer for %1 within %2 seconds. If an authentication dialog was open, try again.</source>
        <extracomment>%1 device path, %2 number of seconds</extracomment>
        <translation>Het hulpprogramma van DriveProof antwoordde niet voor %1 binnen %2 seconden. Als er een authenticatievenster open was, probeer het dan opnieuw.</translation>
    </message>
    <message>
        <source>The system bus refused the call to DriveProof&apos;s helper (%1): its D-Bus policy is missing or damaged. Reinstall DriveProof.</source>
        <extracomment>%1 D-Bus error text</extracomment>
        <translation>De systeembus weigerde de aanroep van het hulpprogramma van DriveProof (%1): het D-Bus-beleid ontbreekt of is beschadigd. Installeer DriveProof opnieuw.</translation>
    </message>
    <message>
        <source>DriveProof&apos;s helper failed for %1: %3 (%2).</source>
        <extracomment>%1 device path, %2 D-Bus error name, %3 D-Bus error text</extracomment>
        <translation>Het hulpprogramma van DriveProof is mislukt voor %1: %3 (%2).</translation>
    </message>
</context>
<context>
    <name>DriveProof::Report</name>
    <message>
        <source>a pair [bucket, count]</source>
        <translation>een paar [bucket, aantal]</translation>
    </message>
    <message>
        <source>The test result is damaged: %1 names latency bucket %2, but the buckets end at %3.</source>
        <extracomment>%1 where in the file; %2 the bucket number found; %3 the last valid one</extracomment>
        <translation>Het testresultaat is beschadigd: %1 noemt latentiebucket %2, maar de buckets eindigen bij %3.</translation>
    </message>
    <message>
        <source>The test result is damaged: %1 lists latency bucket %2 twice.</source>
        <extracomment>%1 where in the file; %2 a bucket number</extracomment>
        <translation>Het testresultaat is beschadigd: %1 vermeldt latentiebucket %2 twee keer.</translation>
    </message>
    <message>
        <source>The test result is damaged: the latency buckets of %1 do not add up to its count.</source>
        <extracomment>%1 where in the file, e.g. measurements[0].histogram</extracomment>
        <translation>Het testresultaat is beschadigd: de latentiebuckets van %1 tellen niet op tot het aantal.</translation>
    </message>
    <message>
        <source>The test result is damaged: the minimum or maximum of %1 lies outside its lowest or highest latency bucket.</source>
        <extracomment>%1 where in the file, e.g. measurements[0].histogram</extracomment>
        <translation>Het testresultaat is beschadigd: het minimum of maximum van %1 ligt buiten de laagste of hoogste latentiebucket.</translation>
    </message>
    <message>
        <source>The test result is damaged: the sum of %1 cannot come from its latency buckets.</source>
        <extracomment>%1 where in the file, e.g. measurements[0].histogram</extracomment>
        <translation>Het testresultaat is beschadigd: de som van %1 kan niet uit de latentiebuckets komen.</translation>
    </message>
    <message>
        <source>%1: %2 commits/s</source>
        <extracomment>%1 the line&apos;s label, e.g. &quot;fdatasync, 1 × 8 kB&quot;; %2 commits per second</extracomment>
        <translation>%1: %2 commits/s</translation>
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
        <translation>%1 (gestopt door een fout)</translation>
    </message>
    <message>
        <source>%1 (cancelled)</source>
        <extracomment>%1 the summary so far; a test the user cancelled</extracomment>
        <translation>%1 (geannuleerd)</translation>
    </message>
    <message>
        <source>The result has no id, so it cannot be kept in the history.</source>
        <translation>Het resultaat heeft geen id, dus het kan niet in de geschiedenis worden bewaard.</translation>
    </message>
    <message>
        <source>Cannot create the history folder %1. Check that your home folder is writable.</source>
        <extracomment>%1 folder path</extracomment>
        <translation>Kan de geschiedenismap %1 niet aanmaken. Controleer of uw persoonlijke map beschrijfbaar is.</translation>
    </message>
    <message>
        <source>Cannot write %1: %2.</source>
        <extracomment>%1 file name, %2 the system&apos;s error text</extracomment>
        <translation>Kan %1 niet schrijven: %2.</translation>
    </message>
    <message>
        <source>The history holds no result with the id %1.</source>
        <extracomment>%1 a result id</extracomment>
        <translation>De geschiedenis bevat geen resultaat met het id %1.</translation>
    </message>
    <message>
        <source>The id %1 fits several results in the history; give the whole id.</source>
        <extracomment>%1 a short result id</extracomment>
        <translation>Het id %1 past bij meerdere resultaten in de geschiedenis; geef het volledige id op.</translation>
    </message>
    <message>
        <source>Cannot delete %1: %2.</source>
        <extracomment>%1 file name, %2 the system&apos;s error text</extracomment>
        <translation>Kan %1 niet verwijderen: %2.</translation>
    </message>
    <message>
        <source>The test result is damaged: %1 is missing.</source>
        <extracomment>%1 where in the file, e.g. measurements[2].iops</extracomment>
        <translation>Het testresultaat is beschadigd: %1 ontbreekt.</translation>
    </message>
    <message>
        <source>The test result is damaged: %1 should be %2.</source>
        <extracomment>%1 where in the file, e.g. measurements[2].iops; %2 what it should be, e.g. &quot;a number&quot;</extracomment>
        <translation>Het testresultaat is beschadigd: %1 zou %2 moeten zijn.</translation>
    </message>
    <message>
        <source>The test result is damaged: %1 is %2, outside the range %3 to %4.</source>
        <extracomment>%1 where in the file, e.g. measurements[2].read_percent; %2 the value found there; %3 and %4 the smallest and largest value allowed</extracomment>
        <translation>Het testresultaat is beschadigd: %1 is %2, buiten het bereik %3 tot %4.</translation>
    </message>
    <message>
        <source>text</source>
        <translation>tekst</translation>
    </message>
    <message>
        <source>true or false</source>
        <translation>true of false</translation>
    </message>
    <message>
        <source>true, false or null</source>
        <translation>true, false of null</translation>
    </message>
    <message>
        <source>a whole number</source>
        <translation>een geheel getal</translation>
    </message>
    <message>
        <source>a number</source>
        <translation>een getal</translation>
    </message>
    <message>
        <source>a date and time (ISO 8601)</source>
        <translation>een datum en tijd (ISO 8601)</translation>
    </message>
    <message>
        <source>a list</source>
        <translation>een lijst</translation>
    </message>
    <message>
        <source>an object</source>
        <translation>een object</translation>
    </message>
    <message>
        <source>a list of six numbers</source>
        <translation>een lijst van zes getallen</translation>
    </message>
    <message>
        <source>one of info, good, caution, danger</source>
        <translation>een van info, good, caution, danger</translation>
    </message>
    <message>
        <source>This is not a DriveProof test result: it has no format_version.</source>
        <translation>Dit is geen DriveProof-testresultaat: het heeft geen format_version.</translation>
    </message>
    <message>
        <source>This test result has format %1, but this version of DriveProof reads formats up to %2. Open it with a newer DriveProof.</source>
        <extracomment>%1 the file&apos;s format number, %2 the newest format this version reads</extracomment>
        <translation>Dit testresultaat heeft formaat %1, maar deze versie van DriveProof leest formaten tot en met %2. Open het met een nieuwere DriveProof.</translation>
    </message>
    <message>
        <source>This is not a DriveProof test result: the JSON breaks at byte %1 (%2).</source>
        <extracomment>%1 byte offset in the file, %2 what the JSON parser says</extracomment>
        <translation>Dit is geen DriveProof-testresultaat: de JSON breekt af bij byte %1 (%2).</translation>
    </message>
    <message>
        <source>This is not a DriveProof test result: it holds no JSON object.</source>
        <translation>Dit is geen DriveProof-testresultaat: het bevat geen JSON-object.</translation>
    </message>
    <message>
        <source>Cannot read %1: %2.</source>
        <extracomment>%1 file name, %2 the system&apos;s reason</extracomment>
        <translation>Kan %1 niet lezen: %2.</translation>
    </message>
    <message>
        <source>%1 is too large to be a DriveProof test result.</source>
        <extracomment>%1 file name</extracomment>
        <translation>%1 is te groot om een DriveProof-testresultaat te zijn.</translation>
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
            <numerusform>%n meting</numerusform>
            <numerusform>%n metingen</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 s</source>
        <extracomment>a time per step; %1 seconds, e.g. &quot;5&quot; or &quot;0.5&quot;</extracomment>
        <translation>%1 s</translation>
    </message>
    <message>
        <source>temporary file</source>
        <translation>tijdelijk bestand</translation>
    </message>
    <message>
        <source>file</source>
        <translation>bestand</translation>
    </message>
    <message>
        <source>whole device</source>
        <translation>hele apparaat</translation>
    </message>
    <message>
        <source>none (raw device)</source>
        <extracomment>where a run had no file system under it (the raw device)</extracomment>
        <translation>geen (ruw apparaat)</translation>
    </message>
    <message>
        <source>They are different tests (%1 and %2).</source>
        <extracomment>%1 and %2 two test keys, e.g. &quot;quick&quot; and &quot;random&quot;</extracomment>
        <translation>Het zijn verschillende tests (%1 en %2).</translation>
    </message>
    <message>
        <source>They used different test sizes (%1 and %2): a small area fits a cache that a large one overflows.</source>
        <extracomment>%1 and %2 test sizes, e.g. &quot;128 MiB&quot; and &quot;1 GiB&quot;</extracomment>
        <translation>Ze gebruikten verschillende testgroottes (%1 en %2): een klein gebied past in een cache die een groot gebied laat overlopen.</translation>
    </message>
    <message>
        <source>They ran on different kinds of target (%1 and %2): a file system adds its own work to every write.</source>
        <extracomment>%1 and %2 kinds of target, e.g. &quot;temporary file&quot; and &quot;whole device&quot;</extracomment>
        <translation>Ze draaiden op verschillende soorten doel (%1 en %2): een bestandssysteem voegt eigen werk toe aan elke schrijfactie.</translation>
    </message>
    <message>
        <source>They ran on different file systems (%1 and %2).</source>
        <extracomment>%1 and %2 file systems, e.g. &quot;ext4&quot; and &quot;btrfs&quot;</extracomment>
        <translation>Ze draaiden op verschillende bestandssystemen (%1 en %2).</translation>
    </message>
    <message>
        <source>They used different I/O engines (%1 and %2).</source>
        <extracomment>%1 and %2 I/O engines, e.g. &quot;io_uring&quot; and &quot;psync&quot;</extracomment>
        <translation>Ze gebruikten verschillende I/O-engines (%1 en %2).</translation>
    </message>
    <message>
        <source>They ran for different times per step (%1 and %2).</source>
        <extracomment>%1 and %2 times per step, e.g. &quot;2 s&quot; and &quot;5 s&quot;</extracomment>
        <translation>Ze draaiden verschillend lang per stap (%1 en %2).</translation>
    </message>
    <message>
        <source>%1 per step</source>
        <extracomment>the time each step of a test ran; %1 e.g. &quot;5 s&quot;</extracomment>
        <translation>%1 per stap</translation>
    </message>
    <message>
        <source>%1 on %2</source>
        <extracomment>%1 a kind of target (&quot;temporary file&quot;), %2 its file system (&quot;ext4&quot;)</extracomment>
        <translation>%1 op %2</translation>
    </message>
    <message>
        <source>SEQ1M Q8T1, SEQ1M Q1T1, RND4K Q32T1, RND4K Q1T1 · %1 · %2 per step</source>
        <extracomment>the quick check&apos;s definition; %1 a test size (&quot;1 GiB&quot;), %2 a time per step (&quot;5 s&quot;). SEQ1M Q8T1 etc. are CrystalDiskMark&apos;s test names: keep them.</extracomment>
        <translation>SEQ1M Q8T1, SEQ1M Q1T1, RND4K Q32T1, RND4K Q1T1 · %1 · %2 per stap</translation>
    </message>
    <message>
        <source>The history holds no result with the id %1, and there is no such file. &apos;driveproof-cli history DEVICE&apos; lists the ids.</source>
        <extracomment>%1 a result id or file name</extracomment>
        <translation>De geschiedenis bevat geen resultaat met id %1, en zo&apos;n bestand bestaat niet. &apos;driveproof-cli history DEVICE&apos; toont de id&apos;s.</translation>
    </message>
    <message>
        <source>a list of two numbers</source>
        <translation>een lijst van twee getallen</translation>
    </message>
    <message>
        <source>%1 self-test: %2, at %3 power-on hours; first failing sector %4.</source>
        <extracomment>%1 kind of self-test (&quot;Short&quot;), %2 its result (&quot;Failed: read error&quot;), %3 the drive&apos;s power-on hours when it ended, %4 a sector number</extracomment>
        <translation>Zelftest (%1): %2, bij %3 bedrijfsuren; eerste defecte sector %4.</translation>
    </message>
    <message>
        <source>%1 self-test: %2, at %3 power-on hours.</source>
        <extracomment>%1 kind of self-test (&quot;Short&quot;), %2 its result (&quot;Completed without error&quot;), %3 the drive&apos;s power-on hours when it ended</extracomment>
        <translation>Zelftest (%1): %2, bij %3 bedrijfsuren.</translation>
    </message>
    <message>
        <source>read</source>
        <translation>lezen</translation>
    </message>
    <message>
        <source>write</source>
        <translation>schrijven</translation>
    </message>
    <message>
        <source>mixed %1% read</source>
        <extracomment>%1 percentage of reads in a mixed workload, e.g. 70</extracomment>
        <translation>gemengd %1% lezen</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <extracomment>%1 a CrystalDiskMark-style preset name (SEQ1M Q8T1), %2 read/write/mixed</extracomment>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>block size %1, %2</source>
        <extracomment>a sweep point: %1 block size, %2 read/write</extracomment>
        <translation>blokgrootte %1, %2</translation>
    </message>
    <message>
        <source>queue depth %1, %2</source>
        <extracomment>a sweep point: %1 queue depth, %2 read/write</extracomment>
        <translation>wachtrijdiepte %1, %2</translation>
    </message>
    <message numerus="yes">
        <source>%n thread(s), %1</source>
        <extracomment>a sweep point: %n threads, %1 read/write</extracomment>
        <translation>
            <numerusform>%n thread, %1</numerusform>
            <numerusform>%n threads, %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1, %n × 8 kB per commit</source>
        <extracomment>%1 a sync method name (fdatasync, open_datasync...), %n writes per commit</extracomment>
        <translation>
            <numerusform>%1, %n × 8 kB per commit</numerusform>
            <numerusform>%1, %n × 8 kB per commit</numerusform>
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
        <translation>write, close, fsync (andere descriptor)</translation>
    </message>
    <message>
        <source>write, no sync (baseline, not durable)</source>
        <translation>write, geen sync (referentie, niet duurzaam)</translation>
    </message>
    <message>
        <source>O_DIRECT write, no sync (baseline, not durable)</source>
        <translation>O_DIRECT-write, geen sync (referentie, niet duurzaam)</translation>
    </message>
    <message>
        <source>sustained sequential write</source>
        <translation>aanhoudend sequentieel schrijven</translation>
    </message>
    <message>
        <source>surface scan (read)</source>
        <translation>oppervlaktescan (lezen)</translation>
    </message>
    <message>
        <source>random reads, pass %1</source>
        <extracomment>%1 1 or 2: the pass of the hybrid-cache check</extracomment>
        <translation>willekeurig lezen, ronde %1</translation>
    </message>
    <message>
        <source>%1 (cache off)</source>
        <extracomment>a commit line measured with the drive&apos;s write cache switched off; %1 its label</extracomment>
        <translation>%1 (cache uit)</translation>
    </message>
    <message>
        <source>Skipped: the block size %1 is larger than the test area (%2).</source>
        <extracomment>%1 block size, %2 test area size</extracomment>
        <translation>Overgeslagen: de blokgrootte %1 is groter dan het testgebied (%2).</translation>
    </message>
    <message>
        <source>Skipped: O_DIRECT writes of %1 bytes are smaller than the device&apos;s logical block size (%2 bytes).</source>
        <extracomment>%1 write size in bytes, %2 the device&apos;s logical block size in bytes</extracomment>
        <translation>Overgeslagen: O_DIRECT-schrijfacties van %1 bytes zijn kleiner dan de logische blokgrootte van het apparaat (%2 bytes).</translation>
    </message>
    <message>
        <source>Skipped: this file system does not support O_DIRECT.</source>
        <translation>Overgeslagen: dit bestandssysteem ondersteunt geen O_DIRECT.</translation>
    </message>
    <message>
        <source>Skipped: the device rejects O_DIRECT writes of %1 bytes.</source>
        <extracomment>%1 write size in bytes</extracomment>
        <translation>Overgeslagen: het apparaat weigert O_DIRECT-schrijfacties van %1 bytes.</translation>
    </message>
</context>
<context>
    <name>DriveProof::Suites</name>
    <message>
        <source>The cache A/B test needs a drive whose write cache is on and can be switched; %1&apos;s is not. Run the commit test alone.</source>
        <extracomment>%1 device node</extracomment>
        <translation>De cache-A/B-test heeft een schijf nodig waarvan de schrijfcache aan staat en kan worden omgeschakeld; bij %1 is dat niet zo. Voer alleen de committest uit.</translation>
    </message>
    <message>
        <source>Could not switch the write cache of %1 back on. Switch it on with &apos;driveproof-cli cache %1 --set on&apos;.</source>
        <extracomment>%1 device node</extracomment>
        <translation>Kon de schrijfcache van %1 niet weer inschakelen. Schakel hem in met &apos;driveproof-cli cache %1 --set on&apos;.</translation>
    </message>
    <message>
        <source>Cannot open %1 for the commit test: %2.</source>
        <extracomment>%1 file or device, %2 the system&apos;s error text</extracomment>
        <translation>Kan %1 niet openen voor de committest: %2.</translation>
    </message>
    <message>
        <source>The commit test stopped at &quot;%1&quot;: writing to %2 failed: %3.</source>
        <extracomment>%1 the line&apos;s label, %2 file or device, %3 the system&apos;s error text</extracomment>
        <translation>De committest is gestopt bij &quot;%1&quot;: schrijven naar %2 is mislukt: %3.</translation>
    </message>
    <message>
        <source>&quot;%1&quot; stopped on %2: %3</source>
        <extracomment>%1 the step&apos;s label, %2 file or device, %3 the error</extracomment>
        <translation>&quot;%1&quot; is gestopt op %2: %3</translation>
    </message>
    <message>
        <source>idle, so the drive can move hot data</source>
        <translation>inactief, zodat de schijf veelgebruikte gegevens kan verplaatsen</translation>
    </message>
    <message>
        <source>Commit rate</source>
        <translation>Commitsnelheid</translation>
    </message>
    <message>
        <source>Throughput</source>
        <translation>Doorvoer</translation>
    </message>
    <message>
        <source>Sustained write</source>
        <translation>Aanhoudend schrijven</translation>
    </message>
    <message>
        <source>Surface scan</source>
        <translation>Oppervlaktescan</translation>
    </message>
    <message>
        <source>Random I/O</source>
        <translation>Willekeurige I/O</translation>
    </message>
    <message>
        <source>Quick check</source>
        <translation>Snelle controle</translation>
    </message>
    <message>
        <source>Block size sweep</source>
        <translation>Meetreeks blokgrootte</translation>
    </message>
    <message>
        <source>Queue depth sweep</source>
        <translation>Meetreeks wachtrijdiepte</translation>
    </message>
    <message>
        <source>Thread sweep</source>
        <translation>Meetreeks threads</translation>
    </message>
    <message>
        <source>Hybrid cache check</source>
        <translation>Controle op hybride cache</translation>
    </message>
    <message>
        <source>A drive test is running; suspending would spoil its numbers.</source>
        <translation>Er loopt een schijftest; pauzestand zou de getallen bederven.</translation>
    </message>
    <message>
        <source>The cache A/B test needs to know the drive under the target, and it could not be found. Run the commit test alone.</source>
        <translation>De cache-A/B-test moet weten op welke schijf het doel staat, en die kon niet worden gevonden. Voer alleen de committest uit.</translation>
    </message>
    <message>
        <source>O_DIRECT is not supported here: the run is buffered, so the page cache is in the numbers.</source>
        <translation>O_DIRECT wordt hier niet ondersteund: de run is gebufferd, dus de paginacache beïnvloedt de getallen.</translation>
    </message>
    <message>
        <source>%1 is in use: %2 DriveProof does not write to a device in use. Unmount it, swapoff it or stop what is built on it first.</source>
        <extracomment>%1 device node, %2 a sentence saying what uses it, e.g. &quot;/dev/loop0 backs the loop device /dev/loop1. /dev/loop1 is mounted on /mnt.&quot;</extracomment>
        <translation>%1 is in gebruik: %2 DriveProof schrijft niet naar een apparaat dat in gebruik is. Koppel het eerst af, voer swapoff uit of stop wat erop is gebouwd.</translation>
    </message>
    <message>
        <source>%1 is not a folder. Choose a folder on the drive to test.</source>
        <extracomment>%1 a folder</extracomment>
        <translation>%1 is geen map. Kies een map op de te testen schijf.</translation>
    </message>
    <message>
        <source>The test size must be at least 4 KiB.</source>
        <translation>De testgrootte moet minstens 4 KiB zijn.</translation>
    </message>
    <message>
        <source>%1 has too little free space for a %2 test file (%3 free). Choose a smaller size or another folder.</source>
        <extracomment>%1 folder, %2 the size asked for, %3 free space</extracomment>
        <translation>%1 heeft te weinig vrije ruimte voor een testbestand van %2 (%3 vrij). Kies een kleinere grootte of een andere map.</translation>
    </message>
    <message>
        <source>Cannot create a test file in %1: %2. Choose a folder you can write to.</source>
        <extracomment>%1 folder, %2 the system&apos;s error text</extracomment>
        <translation>Kan geen testbestand aanmaken in %1: %2. Kies een map waarin u kunt schrijven.</translation>
    </message>
    <message>
        <source>Preparing the test file</source>
        <translation>Testbestand voorbereiden</translation>
    </message>
    <message>
        <source>Cannot prepare the test file %1: %2.</source>
        <extracomment>%1 the test file, %2 what failed, in English from the system</extracomment>
        <translation>Kan het testbestand %1 niet voorbereiden: %2.</translation>
    </message>
    <message>
        <source>%1 is not an existing regular file. Name a file, or choose a folder for a temporary test file.</source>
        <extracomment>%1 a path</extracomment>
        <translation>%1 is geen bestaand gewoon bestand. Geef een bestand op, of kies een map voor een tijdelijk testbestand.</translation>
    </message>
    <message>
        <source>%1 is smaller than 4 KiB: too small to test. DriveProof never grows a file it did not create.</source>
        <extracomment>%1 a file</extracomment>
        <translation>%1 is kleiner dan 4 KiB: te klein om te testen. DriveProof vergroot nooit een bestand dat het niet zelf heeft aangemaakt.</translation>
    </message>
    <message>
        <source>Cannot open %1: %2.</source>
        <extracomment>%1 file, %2 the system&apos;s error text
----------
%1 device node, %2 the system&apos;s error text</extracomment>
        <translation>Kan %1 niet openen: %2.</translation>
    </message>
    <message>
        <source>Writing to %1 destroys what is on it. Confirm by typing the device name, or pass --destructive.</source>
        <extracomment>%1 device node</extracomment>
        <translation>Schrijven naar %1 vernietigt wat erop staat. Bevestig door de apparaatnaam te typen, of geef --destructive mee.</translation>
    </message>
    <message>
        <source>%L1 IOPS</source>
        <extracomment>I/O operations per second</extracomment>
        <translation>%L1 IOPS</translation>
    </message>
    <message>
        <source>fdatasync commits at %1 per second, faster than the platters turn (%2 rpm allows about %3 per second with one thread): a volatile or battery-backed cache acknowledges the commits. Run the power-loss test to learn whether it keeps them.</source>
        <extracomment>%1 commits per second, %2 rotation rate, %3 the most commits per second it allows</extracomment>
        <translation>fdatasync commit %1 keer per seconde, sneller dan de platen draaien (%2 tpm staat met één thread ongeveer %3 per seconde toe): een vluchtige of door een batterij beschermde cache bevestigt de commits. Voer de stroomuitvaltest uit om te weten of hij ze behoudt.</translation>
    </message>
    <message>
        <source>fdatasync commits at %1 per second, within what %2 rpm allows (about %3 per second): each commit waits for the platter.</source>
        <extracomment>%1 commits per second, %2 rotation rate, %3 the most commits per second it allows</extracomment>
        <translation>fdatasync commit %1 keer per seconde, binnen wat %2 tpm toestaat (ongeveer %3 per seconde): elke commit wacht op de schijfplaat.</translation>
    </message>
    <message>
        <source>With the drive&apos;s write cache off, fdatasync still commits at %1 per second, above the %3 per second that %2 rpm allows: the setting was ignored or another cache answers.</source>
        <extracomment>%1 commits per second, %2 rotation rate, %3 the most commits per second it allows</extracomment>
        <translation>Met de schrijfcache van de schijf uit commit fdatasync nog steeds %1 keer per seconde, boven de %3 per seconde die %2 tpm toestaat: de instelling is genegeerd of er antwoordt een andere cache.</translation>
    </message>
    <message>
        <source>Each fdatasync sent %2 flushes to %1: flushes reach the device.</source>
        <extracomment>%1 device name, %2 flushes per commit (a decimal number)</extracomment>
        <translation>Elke fdatasync stuurde %2 flush-opdrachten naar %1: flush-opdrachten bereiken het apparaat.</translation>
    </message>
    <message>
        <source>Flushes are not reaching %1: fdatasync sent none although the kernel treats the device as write back. Something between DriveProof and the drive swallows them (a hypervisor, a RAID or device-mapper layer).</source>
        <extracomment>%1 device name</extracomment>
        <translation>Flush-opdrachten bereiken %1 niet: fdatasync stuurde er geen, hoewel de kernel voor het apparaat uitgaat van uitgesteld schrijven (write back). Iets tussen DriveProof en de schijf slikt ze in (een hypervisor, een RAID- of device-mapperlaag).</translation>
    </message>
    <message>
        <source>Flushes are not reaching %1: the kernel treats it as write through (queue/write_cache) and sends it no flushes. If the drive&apos;s own cache is on, committed data can be lost at a power cut.</source>
        <extracomment>%1 device name</extracomment>
        <translation>Flush-opdrachten bereiken %1 niet: de kernel gaat voor het apparaat uit van direct doorschrijven (write through, queue/write_cache) en stuurt het geen flush-opdrachten. Als de eigen cache van de schijf aan staat, kunnen gecommitte gegevens bij een stroomonderbreking verloren gaan.</translation>
    </message>
    <message>
        <source>The kernel sends %1 no flushes while its write cache is off for this half of the test (it treats the device as write through): as expected.</source>
        <extracomment>%1 device name</extracomment>
        <translation>De kernel stuurt %1 geen flush-opdrachten zolang de schrijfcache voor deze helft van de test uit staat (hij gaat voor het apparaat uit van direct doorschrijven): zoals verwacht.</translation>
    </message>
    <message>
        <source>Flushes are not reaching %1: the file system is mounted with nobarrier, so the kernel sends no flushes. Committed data can be lost at a power cut.</source>
        <extracomment>%1 device name</extracomment>
        <translation>Flush-opdrachten bereiken %1 niet: het bestandssysteem is aangekoppeld met nobarrier, dus de kernel stuurt geen flush-opdrachten. Gecommitte gegevens kunnen bij een stroomonderbreking verloren gaan.</translation>
    </message>
    <message>
        <source>This drive acknowledges %1 commits per second with its write cache on. Only the power-loss test can tell whether it keeps them.</source>
        <extracomment>%1 commits per second</extracomment>
        <translation>Deze schijf bevestigt %1 commits per seconde met de schrijfcache aan. Alleen de stroomuitvaltest kan vertellen of ze die behoudt.</translation>
    </message>
    <message>
        <source>This drive acknowledges %1 commits per second with its write cache on and %2 with it off.</source>
        <extracomment>%1 commits per second with the cache on, %2 with it off</extracomment>
        <translation>Deze schijf bevestigt %1 commits per seconde met de schrijfcache aan en %2 met de cache uit.</translation>
    </message>
    <message>
        <source>The write rate fell from %1 to %2 after %3 had been written: a cache ran out.</source>
        <extracomment>%1 and %2 transfer rates, %3 an amount of data</extracomment>
        <translation>De schrijfsnelheid daalde van %1 naar %2 nadat %3 was geschreven: een cache raakte vol.</translation>
    </message>
    <message>
        <source>The write rate held at about %1 over all %2.</source>
        <extracomment>%1 a transfer rate, %2 an amount of data</extracomment>
        <translation>De schrijfsnelheid bleef over alle %2 rond %1.</translation>
    </message>
    <message>
        <source>Reads ran at %1 at the start and %2 at the end; the slowest stretch read at %3, at %4.</source>
        <extracomment>%1..%3 transfer rates, %4 a position on the drive (an amount of data)</extracomment>
        <translation>Het lezen ging aan het begin met %1 en aan het eind met %2; het traagste stuk werd gelezen met %3, bij %4.</translation>
    </message>
    <message numerus="yes">
        <source>%n stretch(es) read at less than half the median rate: the drive retried there, or remapped sectors slow it down. Look at its health.</source>
        <translation>
            <numerusform>%n stuk werd gelezen met minder dan de helft van de mediane snelheid: de schijf probeerde het daar opnieuw, of opnieuw toegewezen sectoren vertragen haar. Bekijk haar gezondheid.</numerusform>
            <numerusform>%n stukken werden gelezen met minder dan de helft van de mediane snelheid: de schijf probeerde het daar opnieuw, of opnieuw toegewezen sectoren vertragen haar. Bekijk haar gezondheid.</numerusform>
        </translation>
    </message>
    <message>
        <source>The second pass was %1 times as fast (%2 → %3): the drive moved the data to faster storage while idle.</source>
        <extracomment>%1 how many times faster (a decimal number), %2 and %3 IOPS before and after</extracomment>
        <translation>De tweede ronde was %1 keer zo snel (%2 → %3): de schijf heeft de gegevens tijdens de inactieve tijd naar snellere opslag verplaatst.</translation>
    </message>
    <message>
        <source>The second pass ran at %2 against %1 before: no sign of a cache that promotes hot data while the drive is idle.</source>
        <extracomment>%1 and %2 IOPS of the first and the second pass</extracomment>
        <translation>De tweede ronde haalde %2, tegenover %1 in de eerste: geen teken van een cache die veelgebruikte gegevens verplaatst terwijl de schijf inactief is.</translation>
    </message>
    <message>
        <source>O_DIRECT is not supported on this file system: the run was buffered, so the page cache is in the numbers.</source>
        <translation>O_DIRECT wordt op dit bestandssysteem niet ondersteund: de run was gebufferd, dus de paginacache beïnvloedt de getallen.</translation>
    </message>
    <message>
        <source>This is a virtual machine (%1): the numbers describe the hypervisor&apos;s storage, not the drive&apos;s.</source>
        <extracomment>%1 the hypervisor, e.g. kvm</extracomment>
        <translation>Dit is een virtuele machine (%1): de getallen beschrijven de opslag van de hypervisor, niet die van de schijf.</translation>
    </message>
    <message>
        <source>%1 is mounted with barriers off (%2): the kernel sends the drive no flushes, so no commit there is durable.</source>
        <extracomment>%1 mount point, %2 mount options</extracomment>
        <translation>%1 is aangekoppeld met barriers uit (%2): de kernel stuurt de schijf geen flush-opdrachten, dus geen enkele commit daar is duurzaam.</translation>
    </message>
    <message>
        <source>%L1 %2</source>
        <extracomment>a transfer rate; %L1 the number, %2 its unit (&quot;MB/s&quot; or &quot;MiB/s&quot;)</extracomment>
        <translation>%L1 %2</translation>
    </message>
    <message>
        <source>SATA, link speed unknown</source>
        <translation>SATA, verbindingssnelheid onbekend</translation>
    </message>
    <message>
        <source>SATA %1 Gb/s</source>
        <extracomment>%1 the SATA link speed in Gb/s, e.g. 6</extracomment>
        <translation>SATA %1 Gb/s</translation>
    </message>
    <message>
        <source>PCIe, link speed unknown</source>
        <translation>PCIe, verbindingssnelheid onbekend</translation>
    </message>
    <message>
        <source>PCIe %1 x%2</source>
        <extracomment>%1 the PCIe generation (&quot;3.0&quot;), %2 lanes in use</extracomment>
        <translation>PCIe %1 x%2</translation>
    </message>
    <message>
        <source>USB, link speed unknown</source>
        <translation>USB, verbindingssnelheid onbekend</translation>
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
        <translation>%1 (~%2 bruikbaar)</translation>
    </message>
    <message>
        <source>%1 (the drive can do PCIe %2 x%3)</source>
        <extracomment>%1 the PCIe link now (&quot;PCIe 3.0 x2&quot;), %2 PCIe generation (&quot;4.0&quot;), %3 lanes</extracomment>
        <translation>%1 (de schijf kan PCIe %2 x%3)</translation>
    </message>
    <message>
        <source>%1 of x%2</source>
        <extracomment>%1 the PCIe link now (&quot;PCIe 3.0 x2&quot;), %2 lanes the drive has</extracomment>
        <translation>%1 van x%2</translation>
    </message>
    <message>
        <source>%1, %2</source>
        <extracomment>%1 the USB link (&quot;USB 3.0 (5 Gb/s)&quot;), %2 the storage protocol: UAS or BOT</extracomment>
        <translation>%1, %2</translation>
    </message>
    <message>
        <source>hard disk (%L1 rpm)</source>
        <translation>harde schijf (%L1 tpm)</translation>
    </message>
    <message>
        <source>hard disk</source>
        <translation>harde schijf</translation>
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
        <translation>schijf achter een USB-brug</translation>
    </message>
    <message>
        <source>virtual disk</source>
        <translation>virtuele schijf</translation>
    </message>
    <message>
        <source>%1 is more than a %2 link can carry (%3): the link is emulated or misreported (a virtual machine, or a cache in front of the drive), so this number says nothing about the drive.</source>
        <extracomment>%1 a measured transfer rate, %2 the link (&quot;SATA 1.5 Gb/s&quot;), %3 the most it carries</extracomment>
        <translation>%1 is meer dan een %2-verbinding aankan (%3): de verbinding is geëmuleerd of wordt verkeerd gemeld (een virtuele machine, of een cache vóór de schijf), dus dit getal zegt niets over de schijf.</translation>
    </message>
    <message>
        <source>Writes at %1: the limit of its %2 link (%3 at most) — as fast as it can be here.</source>
        <extracomment>%1 a transfer rate, %2 the link (&quot;SATA 6 Gb/s&quot;), %3 what it carries</extracomment>
        <translation>Schrijft met %1: de grens van zijn %2-verbinding (hoogstens %3) — sneller kan het hier niet.</translation>
    </message>
    <message>
        <source>Reads at %1: the limit of its %2 link (%3 at most) — as fast as it can be here.</source>
        <extracomment>%1 a transfer rate, %2 the link (&quot;SATA 6 Gb/s&quot;), %3 what it carries</extracomment>
        <translation>Leest met %1: de grens van zijn %2-verbinding (hoogstens %3) — sneller kan het hier niet.</translation>
    </message>
    <message>
        <source>Writes at %1 on a %2 link: the link, not the drive, is the limit (the drive can do %3 Gb/s; check the cable and the port).</source>
        <extracomment>%1 a transfer rate, %2 the link (&quot;SATA 3 Gb/s&quot;), %3 the drive&apos;s fastest SATA speed in Gb/s, e.g. 6</extracomment>
        <translation>Schrijft met %1 over een %2-verbinding: de verbinding is de grens, niet de schijf (de schijf kan %3 Gb/s; controleer de kabel en de poort).</translation>
    </message>
    <message>
        <source>Reads at %1 on a %2 link: the link, not the drive, is the limit (the drive can do %3 Gb/s; check the cable and the port).</source>
        <extracomment>%1 a transfer rate, %2 the link (&quot;SATA 3 Gb/s&quot;), %3 the drive&apos;s fastest SATA speed in Gb/s, e.g. 6</extracomment>
        <translation>Leest met %1 over een %2-verbinding: de verbinding is de grens, niet de schijf (de schijf kan %3 Gb/s; controleer de kabel en de poort).</translation>
    </message>
    <message>
        <source>On a USB 2 port: 480 Mb/s holds it to about %1 (measured: %2). A USB 3 port would let it go faster.</source>
        <extracomment>%1 what a USB 2 port allows, a transfer rate; %2 the measured transfer rate</extracomment>
        <translation>Op een USB 2-poort: 480 Mb/s beperkt hem tot ongeveer %1 (gemeten: %2). Op een USB 3-poort zou hij sneller kunnen.</translation>
    </message>
    <message>
        <source>Reads at %1: SATA SSDs read at %2 to %3 on a 6 Gb/s link, so something other than the link holds this one back (a full or worn drive, power saving, or the file system).</source>
        <extracomment>%1 the measured transfer rate, %2 and %3 the usual range (transfer rates)</extracomment>
        <translation>Leest met %1: SATA-SSD&apos;s lezen met %2 tot %3 over een verbinding van 6 Gb/s, dus iets anders dan de verbinding remt deze af (een volle of versleten schijf, energiebesparing of het bestandssysteem).</translation>
    </message>
    <message>
        <source>This NVMe drive runs on %1 although it can do PCIe %2 x%3: the link trained below what the drive and its slot allow (a riser, a dirty contact, or lanes shared with another slot). It carries %4 of the %5 it could.</source>
        <extracomment>%1 the link now (&quot;PCIe 3.0 x2&quot;), %2 PCIe generation, %3 lanes, %4 and %5 transfer rates (what the link carries now, what it could)</extracomment>
        <translation>Deze NVMe-schijf draait op %1, hoewel hij PCIe %2 x%3 kan: de verbinding is op een lagere snelheid tot stand gekomen dan de schijf en zijn slot toelaten (een riser, een vuil contact of lanes die met een ander slot gedeeld worden). Ze haalt %4 van de mogelijke %5.</translation>
    </message>
    <message>
        <source>This NVMe drive runs on %1 but can do PCIe %2 x%3: the slot holds it to %4 of the %5 it could use. A slot with more lanes would let it go faster.</source>
        <extracomment>%1 the link now (&quot;PCIe 3.0 x2&quot;), %2 PCIe generation, %3 lanes, %4 and %5 transfer rates (what the slot carries, what the drive could use)</extracomment>
        <translation>Deze NVMe-schijf draait op %1, maar kan PCIe %2 x%3: het slot beperkt hem tot %4 van de %5 die hij zou kunnen gebruiken. Een slot met meer lanes zou hem sneller laten gaan.</translation>
    </message>
    <message>
        <source>RND4K Q1T1 at %1 is what a %L2 rpm disk does (about %3 to %4): each read waits for a seek and half a turn.</source>
        <extracomment>%1 measured IOPS, %2 rotation rate in rpm, %3 and %4 the usual range of IOPS</extracomment>
        <translation>RND4K Q1T1 met %1 is wat een schijf van %L2 tpm doet (ongeveer %3 tot %4): elke leesopdracht wacht op een zoekbeweging en een halve omwenteling.</translation>
    </message>
    <message>
        <source>RND4K Q1T1 at %1 is faster than a %L2 rpm disk can seek (about %3 to %4): a cache answers these reads, so they say little about the disk.</source>
        <extracomment>%1 measured IOPS, %2 rotation rate in rpm, %3 and %4 the usual range of IOPS</extracomment>
        <translation>RND4K Q1T1 met %1 is sneller dan een schijf van %L2 tpm kan zoeken (ongeveer %3 tot %4): een cache beantwoordt deze leesopdrachten, dus ze zeggen weinig over de schijf.</translation>
    </message>
    <message>
        <source>Writes fell from %1 to %2 after %3: the end of its fast SLC cache. Copies larger than that run at about %2.</source>
        <extracomment>%1 and %2 transfer rates, %3 an amount of data. SLC: the fast part of an SSD&apos;s flash that takes writes first</extracomment>
        <translation>Het schrijven zakte na %3 van %1 naar %2: de snelle SLC-cache is vol. Grotere kopieën lopen met ongeveer %2.</translation>
    </message>
    <message>
        <source>%1 is a loop device without direct I/O: its reads and writes go through the page cache of the file system that holds its backing file, so these numbers describe the page cache (memory), not a drive. Attach it with &apos;losetup --direct-io=on&apos; to measure the drive under the file.</source>
        <extracomment>%1 a loop device, e.g. loop3</extracomment>
        <translation>%1 is een loop-apparaat zonder direct I/O: zijn lees- en schrijfacties gaan door de paginacache van het bestandssysteem met zijn bestand, dus deze cijfers beschrijven de paginacache (geheugen), geen schijf. Koppel het met &apos;losetup --direct-io=on&apos; om de schijf onder het bestand te meten.</translation>
    </message>
    <message>
        <source>The run went through the page cache, which serves some requests from memory and sends others to the drive.</source>
        <translation>De run ging door de paginacache, die sommige verzoeken uit het geheugen bedient en andere naar de schijf stuurt.</translation>
    </message>
    <message>
        <source>Something else used the drive meanwhile, a cache filled or emptied, or the drive paused to tidy up: run the test again before trusting the numbers.</source>
        <translation>Iets anders gebruikte de schijf intussen, een cache liep vol of leeg, of de schijf pauzeerde om op te ruimen: voer de test opnieuw uit voordat je de cijfers vertrouwt.</translation>
    </message>
    <message>
        <source>The numbers are unstable: %1 swung between %2 and %4 (typically %3) from one tenth of a second to the next, far more than a drive&apos;s own noise. %5</source>
        <extracomment>%1 a measurement (&quot;SEQ1M Q8T1 read&quot;); %2, %3, %4 rates or IOPS (low, typical, high); %5 why (a sentence)</extracomment>
        <translation>De cijfers zijn onstabiel: %1 schommelde van de ene tiende seconde op de andere tussen %2 en %4 (meestal %3), veel meer dan de eigen ruis van een schijf. %5</translation>
    </message>
    <message>
        <source>%1 is no longer empty (found: %2), so it was not written to. Confirm again with the device&apos;s name.</source>
        <extracomment>%1 device node, %2 what was found, e.g. &quot;gpt, ext4&quot;</extracomment>
        <translation>%1 is niet meer leeg (gevonden: %2), dus er is niet naar geschreven. Bevestig opnieuw met de naam van het apparaat.</translation>
    </message>
    <message>
        <source>No drive was found under the target.</source>
        <translation>Onder het doel is geen schijf gevonden.</translation>
    </message>
    <message>
        <source>%1 reports no temperature.</source>
        <extracomment>%1 device path</extracomment>
        <translation>%1 meldt geen temperatuur.</translation>
    </message>
    <message numerus="yes">
        <source>The drive reached %1 °C and slowed itself down %n time(s) during this test: these numbers are those of a hot drive, not what it does when cool.</source>
        <extracomment>%1 the drive&apos;s highest temperature in °C; %n how often it throttled itself</extracomment>
        <translation>
            <numerusform>De schijf bereikte %1 °C en remde zichzelf %n keer af tijdens deze test: dit zijn de cijfers van een hete schijf, niet wat hij koel doet.</numerusform>
            <numerusform>De schijf bereikte %1 °C en remde zichzelf %n keer af tijdens deze test: dit zijn de cijfers van een hete schijf, niet wat hij koel doet.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The drive reached %1 °C and slowed itself down %n time(s) during the sustained write: the drop from %2 to %3 at %4 is heat, not its cache.</source>
        <extracomment>%1 the drive&apos;s highest temperature in °C, %n how often it throttled itself, %2 and %3 transfer rates, %4 an amount of data</extracomment>
        <translation>
            <numerusform>De schijf bereikte %1 °C en remde zichzelf %n keer af tijdens het aanhoudend schrijven: de daling van %2 naar %3 bij %4 is warmte, niet zijn cache.</numerusform>
            <numerusform>De schijf bereikte %1 °C en remde zichzelf %n keer af tijdens het aanhoudend schrijven: de daling van %2 naar %3 bij %4 is warmte, niet zijn cache.</numerusform>
        </translation>
    </message>
    <message>
        <source>Drive temperature: %1 °C before the test, %2 °C after.</source>
        <extracomment>%1 and %2 temperatures in °C (&quot;?&quot; when unknown)</extracomment>
        <translation>Schijftemperatuur: %1 °C voor de test, %2 °C erna.</translation>
    </message>
    <message numerus="yes">
        <source>The drive slowed itself down for heat %n time(s) during the test, for %1 s in all.</source>
        <extracomment>%n how often the drive throttled itself, %1 seconds it spent throttled</extracomment>
        <translation>
            <numerusform>De schijf remde zichzelf tijdens de test %n keer af door warmte, in totaal %1 s.</numerusform>
            <numerusform>De schijf remde zichzelf tijdens de test %n keer af door warmte, in totaal %1 s.</numerusform>
        </translation>
    </message>
    <message>
        <source>The drive did not slow itself down for heat during the test.</source>
        <translation>De schijf remde zichzelf tijdens de test niet af door warmte.</translation>
    </message>
    <message>
        <source>Time above its warning temperature during the test: %1 min; above its critical temperature: %2 min.</source>
        <extracomment>%1 and %2 minutes</extracomment>
        <translation>Tijd boven de waarschuwingstemperatuur tijdens de test: %1 min; boven de kritieke temperatuur: %2 min.</translation>
    </message>
    <message>
        <source>The drive&apos;s heat was not read: %1</source>
        <extracomment>%1 why (a sentence)</extracomment>
        <translation>De temperatuur van de schijf is niet gelezen: %1</translation>
    </message>
</context>
</TS>
