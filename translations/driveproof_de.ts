<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de_DE">
<context>
    <name>DriveProof::Alignment</name>
    <message>
        <source>Partition %1 on %2 starts at byte %3, which is not even on a %4-byte logical sector boundary: the partition table or the kernel&apos;s view of it is damaged. Back up its data, then recreate the partition at sector %5 (e.g. &apos;parted %2 mkpart primary %5s 100%&apos;), and check with &apos;parted %2 align-check optimal %1&apos;.</source>
        <extracomment>%1 partition number, %2 device or image path, %3 start in bytes, %4 logical sector size in bytes, %5 suggested start sector</extracomment>
        <translation>Partition %1 auf %2 beginnt bei Byte %3 und damit nicht einmal an einer Grenze der logischen %4-Byte-Sektoren: Die Partitionstabelle oder die Sicht des Kernels darauf ist beschädigt. Sichern Sie die Daten der Partition, legen Sie sie dann bei Sektor %5 neu an (z. B. &apos;parted %2 mkpart primary %5s 100%&apos;) und prüfen Sie das Ergebnis mit &apos;parted %2 align-check optimal %1&apos;.</translation>
    </message>
    <message>
        <source>Partition %1 on %2 starts at sector %3 (byte %4): misaligned by %8 bytes, %5 bytes past a %6-byte physical sector boundary and %8 bytes short of the next. Every write that crosses a boundary costs the drive a read-modify-write. Back up its data, then recreate the partition at sector %7: in fdisk, delete it and create it again with first sector %7, or run &apos;parted %2 mkpart primary %7s 100%&apos; (give its old end instead of 100% if other partitions follow it). Check with &apos;parted %2 align-check optimal %1&apos;.</source>
        <extracomment>%1 partition number, %2 device or image path, %3 start sector, %4 start in bytes, %5 bytes past the physical sector boundary, %6 physical sector size in bytes, %7 suggested start sector, %8 bytes short of the next physical sector boundary. Keep the commands in quotes untranslated.</extracomment>
        <translation>Partition %1 auf %2 beginnt bei Sektor %3 (Byte %4) und ist um %8 Bytes falsch ausgerichtet: %5 Bytes hinter einer Grenze der physischen %6-Byte-Sektoren und %8 Bytes vor der nächsten. Jeder Schreibvorgang, der eine solche Grenze überschreitet, zwingt das Laufwerk zu einem Read-Modify-Write (Lesen, Ändern, Zurückschreiben). Sichern Sie die Daten der Partition und legen Sie sie dann bei Sektor %7 neu an: Löschen Sie sie in fdisk und erstellen Sie sie erneut mit dem ersten Sektor %7, oder führen Sie &apos;parted %2 mkpart primary %7s 100%&apos; aus (geben Sie statt 100% das bisherige Ende an, falls weitere Partitionen folgen). Prüfen Sie das Ergebnis mit &apos;parted %2 align-check optimal %1&apos;.</translation>
    </message>
    <message>
        <source>Partition %1 on %2 starts at sector %3 (byte %4). It is aligned to the %5-byte physical sectors, so the drive is not slowed down, but not to 1 MiB, the boundary that partitioning tools use today and that suits SSD erase blocks and RAID stripes. No need to act now; if you recreate the partition one day, start it at sector %6 (e.g. &apos;parted %2 mkpart primary %6s 100%&apos;). Check with &apos;parted %2 align-check optimal %1&apos;.</source>
        <extracomment>%1 partition number, %2 device or image path, %3 start sector, %4 start in bytes, %5 physical sector size in bytes, %6 suggested start sector</extracomment>
        <translation>Partition %1 auf %2 beginnt bei Sektor %3 (Byte %4). Sie ist an den physischen %5-Byte-Sektoren ausgerichtet, das Laufwerk wird also nicht ausgebremst, aber nicht an 1 MiB – der Grenze, die heutige Partitionierungsprogramme verwenden und die zu SSD-Löschblöcken und RAID-Stripes passt. Sie müssen jetzt nichts tun; falls Sie die Partition irgendwann neu anlegen, lassen Sie sie bei Sektor %6 beginnen (z. B. &apos;parted %2 mkpart primary %6s 100%&apos;). Prüfen Sie das Ergebnis mit &apos;parted %2 align-check optimal %1&apos;.</translation>
    </message>
    <message>
        <source>Partition %1 on %2 starts at sector %3 (byte %4). It is aligned to the %5-byte physical sectors and to 1 MiB, but not to the optimal I/O size of %6 bytes that the device reports, so large writes may be split across stripes. If you recreate the partition, start it at sector %7 (e.g. &apos;parted %2 mkpart primary %7s 100%&apos;). Check with &apos;parted %2 align-check optimal %1&apos;.</source>
        <extracomment>%1 partition number, %2 device or image path, %3 start sector, %4 start in bytes, %5 physical sector size in bytes, %6 optimal I/O size in bytes, %7 suggested start sector</extracomment>
        <translation>Partition %1 auf %2 beginnt bei Sektor %3 (Byte %4). Sie ist an den physischen %5-Byte-Sektoren und an 1 MiB ausgerichtet, aber nicht an der vom Gerät gemeldeten optimalen I/O-Größe von %6 Bytes; große Schreibvorgänge können daher auf mehrere Stripes verteilt werden. Falls Sie die Partition neu anlegen, lassen Sie sie bei Sektor %7 beginnen (z. B. &apos;parted %2 mkpart primary %7s 100%&apos;). Prüfen Sie das Ergebnis mit &apos;parted %2 align-check optimal %1&apos;.</translation>
    </message>
    <message>
        <source>Partition %1 on %2 starts at sector %3 (byte %4). It is aligned to the %5-byte physical sectors, but neither to 1 MiB nor to the optimal I/O size of %6 bytes that the device reports, so large writes may be split across stripes. If you recreate the partition, start it at sector %7 (e.g. &apos;parted %2 mkpart primary %7s 100%&apos;). Check with &apos;parted %2 align-check optimal %1&apos;.</source>
        <extracomment>%1 partition number, %2 device or image path, %3 start sector, %4 start in bytes, %5 physical sector size in bytes, %6 optimal I/O size in bytes, %7 suggested start sector</extracomment>
        <translation>Partition %1 auf %2 beginnt bei Sektor %3 (Byte %4). Sie ist an den physischen %5-Byte-Sektoren ausgerichtet, aber weder an 1 MiB noch an der vom Gerät gemeldeten optimalen I/O-Größe von %6 Bytes; große Schreibvorgänge können daher auf mehrere Stripes verteilt werden. Falls Sie die Partition neu anlegen, lassen Sie sie bei Sektor %7 beginnen (z. B. &apos;parted %2 mkpart primary %7s 100%&apos;). Prüfen Sie das Ergebnis mit &apos;parted %2 align-check optimal %1&apos;.</translation>
    </message>
    <message>
        <source>Partition %1 on %2 starts at sector %3, which suits the drive&apos;s physical sectors and 1 MiB boundaries. Nothing to do.</source>
        <extracomment>%1 partition number, %2 device or image path, %3 start sector</extracomment>
        <translation>Partition %1 auf %2 beginnt bei Sektor %3; das passt zu den physischen Sektoren des Laufwerks und zu 1-MiB-Grenzen. Es ist nichts zu tun.</translation>
    </message>
    <message>
        <source>%1 could not be opened (%2), so these are the partitions the kernel lists for it. Run as root to read the partition table itself.</source>
        <extracomment>%1 device path, %2 the system&apos;s reason</extracomment>
        <translation>%1 konnte nicht geöffnet werden (%2), daher werden die Partitionen angezeigt, die der Kernel dafür auflistet. Führen Sie das Programm als root aus, um die Partitionstabelle selbst zu lesen.</translation>
    </message>
    <message>
        <source>%1 could not be opened (%2), so these are the partitions the kernel lists for it; the partition table itself was not read.</source>
        <extracomment>%1 device path, %2 the system&apos;s reason</extracomment>
        <translation>%1 konnte nicht geöffnet werden (%2), daher werden die Partitionen angezeigt, die der Kernel dafür auflistet; die Partitionstabelle selbst wurde nicht gelesen.</translation>
    </message>
    <message>
        <source>These are the partitions the kernel lists for %1, because its partition table could not be read: %2</source>
        <extracomment>%1 device path, %2 why the table could not be read (a full sentence)</extracomment>
        <translation>Dies sind die Partitionen, die der Kernel für %1 auflistet, weil die Partitionstabelle nicht gelesen werden konnte: %2</translation>
    </message>
    <message>
        <source>OK</source>
        <extracomment>alignment verdict: the partition is well aligned</extracomment>
        <translation>OK</translation>
    </message>
    <message>
        <source>Misaligned</source>
        <extracomment>alignment verdict: the partition does not start on a physical sector boundary</extracomment>
        <translation>Falsch ausgerichtet</translation>
    </message>
    <message>
        <source>Cannot open %1 even as root: %2. The system blocks access to it (a container or a security policy).</source>
        <extracomment>%1 device or file, %2 the system&apos;s reason</extracomment>
        <translation>%1 lässt sich selbst als root nicht öffnen: %2. Das System sperrt den Zugriff (ein Container oder eine Sicherheitsrichtlinie).</translation>
    </message>
    <message>
        <source>Cannot open %1: %2. Run as root or use sudo.</source>
        <extracomment>%1 device or file, %2 the system&apos;s reason</extracomment>
        <translation>%1 lässt sich nicht öffnen: %2. Führen Sie das Programm als root oder mit sudo aus.</translation>
    </message>
    <message>
        <source>Cannot open %1: %2. Check the path.</source>
        <extracomment>%1 device or file, %2 the system&apos;s reason</extracomment>
        <translation>%1 lässt sich nicht öffnen: %2. Prüfen Sie den Pfad.</translation>
    </message>
    <message>
        <source>Cannot open %1: %2. Check that the drive is connected and the file is readable.</source>
        <extracomment>%1 device or file, %2 the system&apos;s reason</extracomment>
        <translation>%1 lässt sich nicht öffnen: %2. Prüfen Sie, ob das Laufwerk angeschlossen und die Datei lesbar ist.</translation>
    </message>
    <message>
        <source>No partition table for %2-byte sectors found on %1, but there is one for %3-byte sectors. Read it with a logical sector size of %3 bytes.</source>
        <extracomment>%1 image file, %2 sector size asked for, %3 sector size that works (bytes)</extracomment>
        <translation>Auf %1 wurde keine Partitionstabelle für %2-Byte-Sektoren gefunden, wohl aber eine für %3-Byte-Sektoren. Lesen Sie sie mit einer logischen Sektorgröße von %3 Bytes.</translation>
    </message>
    <message>
        <source>%1 is a folder. Give a drive such as /dev/sdb or a disk image file.</source>
        <extracomment>%1 the path the user gave</extracomment>
        <translation>%1 ist ein Ordner. Geben Sie ein Laufwerk wie /dev/sdb oder eine Abbilddatei an.</translation>
    </message>
    <message>
        <source>%1 is neither a drive nor a disk image file. Give a drive such as /dev/sdb or a disk image file.</source>
        <extracomment>%1 the path the user gave</extracomment>
        <translation>%1 ist weder ein Laufwerk noch eine Abbilddatei. Geben Sie ein Laufwerk wie /dev/sdb oder eine Abbilddatei an.</translation>
    </message>
    <message>
        <source>No partition table found on %1: the file is empty.</source>
        <extracomment>%1 image file</extracomment>
        <translation>Auf %1 wurde keine Partitionstabelle gefunden: Die Datei ist leer.</translation>
    </message>
    <message>
        <source>%1 is empty: no partition table and no file system, as a new drive arrives. There is nothing to align yet; partitioning tools start the first partition at 1 MiB, which suits this drive.</source>
        <extracomment>%1 device path</extracomment>
        <translation>%1 ist leer: keine Partitionstabelle und kein Dateisystem, so wie ein neues Laufwerk ankommt. Noch gibt es nichts auszurichten; Partitionierungsprogramme beginnen die erste Partition bei 1 MiB, was zu diesem Laufwerk passt.</translation>
    </message>
    <message>
        <source>%1 holds its %2 file system written straight onto the whole drive, without a partition table. That is a valid layout, but the drive reports its sector 0 %3 bytes past a physical sector boundary, so the file system&apos;s blocks straddle physical sectors. Only a new layout fixes that: back up, then create a partition table whose first partition starts at 1 MiB.</source>
        <extracomment>%1 device path, %2 file-system type (&quot;ext4&quot;), %3 alignment offset in bytes</extracomment>
        <translation>%1 trägt ein %2-Dateisystem direkt auf dem ganzen Laufwerk, ohne Partitionstabelle. Das ist ein gültiges Layout, aber das Laufwerk meldet seinen Sektor 0 %3 Bytes hinter einer physischen Sektorgrenze, sodass die Blöcke des Dateisystems physische Sektoren überspannen. Das behebt nur ein neues Layout: sichern, dann eine Partitionstabelle anlegen, deren erste Partition bei 1 MiB beginnt.</translation>
    </message>
    <message>
        <source>%1 holds its %2 file system written straight onto the whole drive, without a partition table. That is a valid layout: the file system starts at byte 0, on a boundary of every sector size, so it is aligned. Nothing to do.</source>
        <extracomment>%1 device path, %2 file-system type (&quot;ext4&quot;)</extracomment>
        <translation>%1 trägt ein %2-Dateisystem direkt auf dem ganzen Laufwerk, ohne Partitionstabelle. Das ist ein gültiges Layout: Das Dateisystem beginnt bei Byte 0, auf einer Grenze jeder Sektorgröße, und ist damit ausgerichtet. Nichts zu tun.</translation>
    </message>
    <message>
        <source>Acceptable</source>
        <extracomment>alignment verdict: physically aligned (the drive is not slowed down, no need to act now), but not to 1 MiB or the optimal I/O size</extracomment>
        <translation>Akzeptabel</translation>
    </message>
    <message>
        <source>No partition table found on %1: it is empty, or holds a file system on the whole of it, which needs none. Check that this is the right disk or image.</source>
        <extracomment>%1 device or image file</extracomment>
        <translation>Auf %1 wurde keine Partitionstabelle gefunden: Es ist leer oder trägt ein Dateisystem über die ganze Fläche, das keine braucht. Prüfen Sie, ob dies das richtige Laufwerk oder Abbild ist.</translation>
    </message>
</context>
<context>
    <name>DriveProof::Cache</name>
    <message numerus="yes">
        <source>The sense data is cut off: %n byte(s) of the 8-byte header arrived.</source>
        <extracomment>%n number of bytes that arrived</extracomment>
        <translation>
            <numerusform>Die Sense-Daten sind abgeschnitten: Vom 8-Byte-Header ist nur %n Byte angekommen.</numerusform>
            <numerusform>Die Sense-Daten sind abgeschnitten: Vom 8-Byte-Header sind nur %n Bytes angekommen.</numerusform>
        </translation>
    </message>
    <message>
        <source>The ATA Status Return descriptor is malformed (length %1h instead of 0Ch).</source>
        <extracomment>%1 the descriptor&apos;s length byte in hex</extracomment>
        <translation>Der ATA-Status-Return-Deskriptor ist fehlerhaft (Länge %1h statt 0Ch).</translation>
    </message>
    <message>
        <source>The sense data is cut off inside the ATA Status Return descriptor.</source>
        <translation>Die Sense-Daten brechen innerhalb des ATA-Status-Return-Deskriptors ab.</translation>
    </message>
    <message>
        <source>The sense data is cut off: it declares %1 bytes but %2 arrived.</source>
        <extracomment>%1 bytes the sense data declares, %2 bytes that arrived</extracomment>
        <translation>Die Sense-Daten sind abgeschnitten: Angekündigt sind %1 Bytes, angekommen sind %2.</translation>
    </message>
    <message numerus="yes">
        <source>The fixed-format sense data is cut off: %n byte(s) arrived, at least 14 are needed.</source>
        <extracomment>%n number of bytes that arrived</extracomment>
        <translation>
            <numerusform>Die Sense-Daten im festen Format sind abgeschnitten: %n Byte ist angekommen, mindestens 14 werden benötigt.</numerusform>
            <numerusform>Die Sense-Daten im festen Format sind abgeschnitten: %n Bytes sind angekommen, mindestens 14 werden benötigt.</numerusform>
        </translation>
    </message>
    <message>
        <source>The device sent no sense data, so the ATA status of the command is unknown.</source>
        <translation>Das Gerät hat keine Sense-Daten gesendet, daher ist der ATA-Status des Befehls unbekannt.</translation>
    </message>
    <message>
        <source>The sense data has an unknown format (response code %1h): neither descriptor (72h) nor fixed (70h) format.</source>
        <extracomment>%1 the response code byte in hex</extracomment>
        <translation>Die Sense-Daten haben ein unbekanntes Format (Response Code %1h): weder Deskriptorformat (72h) noch festes Format (70h).</translation>
    </message>
    <message>
        <source>sense key %1h, additional sense %2h/%3h</source>
        <extracomment>SCSI sense in hex. %1 sense key, %2 additional sense code, %3 its qualifier</extracomment>
        <translation>Sense Key %1h, Additional Sense %2h/%3h</translation>
    </message>
    <message>
        <source>%1, ATA status %2h, error %3h</source>
        <extracomment>%1 the text before, %2 ATA STATUS byte in hex, %3 ATA ERROR byte in hex</extracomment>
        <translation>%1, ATA-Status %2h, Fehler %3h</translation>
    </message>
    <message>
        <source>%1 does not exist.</source>
        <extracomment>%1 file name</extracomment>
        <translation>%1 existiert nicht.</translation>
    </message>
    <message>
        <source>%1 is not a regular file: give a saved IDENTIFY dump (512 raw bytes or the text of &apos;hdparm --Istdout&apos;).</source>
        <extracomment>%1 file name</extracomment>
        <translation>%1 ist keine reguläre Datei: Geben Sie einen gespeicherten IDENTIFY-Dump an (512 Rohbytes oder den Text von &apos;hdparm --Istdout&apos;).</translation>
    </message>
    <message>
        <source>%1 has %2 bytes: too large for an IDENTIFY dump (512 raw bytes, or about 1300 bytes of text).</source>
        <extracomment>%1 file name, %2 its size in bytes</extracomment>
        <translation>%1 ist %2 Bytes groß: zu groß für einen IDENTIFY-Dump (512 Rohbytes oder etwa 1300 Bytes Text).</translation>
    </message>
    <message>
        <source>Cannot read %1: %2.</source>
        <extracomment>%1 file name, %2 the system&apos;s reason</extracomment>
        <translation>%1 kann nicht gelesen werden: %2.</translation>
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
            <numerusform>IDENTIFY-Daten müssen genau 512 Bytes groß sein; diese umfassen %n Byte.</numerusform>
            <numerusform>IDENTIFY-Daten müssen genau 512 Bytes groß sein; diese umfassen %n Bytes.</numerusform>
        </translation>
    </message>
    <message>
        <source>The IDENTIFY data is all zeros: the drive or its USB bridge returned no data.</source>
        <translation>Die IDENTIFY-Daten bestehen nur aus Nullen: Das Laufwerk oder seine USB-Brücke hat keine Daten geliefert.</translation>
    </message>
    <message>
        <source>The IDENTIFY data is all FFh: no drive answered (an empty port, or a bridge without a disk).</source>
        <translation>Die IDENTIFY-Daten bestehen nur aus FFh: Kein Laufwerk hat geantwortet (ein leerer Anschluss oder eine Brücke ohne Festplatte).</translation>
    </message>
    <message>
        <source>Word 0 is %1h: this is data from an ATAPI device (an optical drive), not IDENTIFY DEVICE data of a disk.</source>
        <extracomment>%1 word 0 in hex</extracomment>
        <translation>Wort 0 ist %1h: Das sind Daten eines ATAPI-Geräts (eines optischen Laufwerks), keine IDENTIFY-DEVICE-Daten eines Datenträgers.</translation>
    </message>
    <message>
        <source>The IDENTIFY checksum in word 255 is wrong (the 512 bytes sum to %1h, not 00h): the data is damaged or was edited.</source>
        <extracomment>%1 the sum of all bytes modulo 256, in hex</extracomment>
        <translation>Die IDENTIFY-Prüfsumme in Wort 255 ist falsch (die Summe der 512 Bytes ist %1h statt 00h): Die Daten sind beschädigt oder wurden bearbeitet.</translation>
    </message>
    <message>
        <source>Words 117-118 give a logical sector size of %1 bytes, which no drive uses: the data is damaged.</source>
        <extracomment>%1 a size in bytes</extracomment>
        <translation>Die Wörter 117-118 geben eine logische Sektorgröße von %1 Bytes an, die kein Laufwerk verwendet: Die Daten sind beschädigt.</translation>
    </message>
    <message>
        <source>Word 106 gives a physical sector size of %1 bytes, which no drive uses: the data is damaged.</source>
        <extracomment>%1 a size in bytes</extracomment>
        <translation>Wort 106 gibt eine physische Sektorgröße von %1 Bytes an, die kein Laufwerk verwendet: Die Daten sind beschädigt.</translation>
    </message>
    <message>
        <source>Line %1: &apos;%2&apos; is not a word of four hex digits.</source>
        <extracomment>%1 line number, %2 the offending text</extracomment>
        <translation>Zeile %1: &apos;%2&apos; ist kein Wort aus vier Hexadezimalziffern.</translation>
    </message>
    <message>
        <source>Line %1: more than 256 words; IDENTIFY data has exactly 256.</source>
        <extracomment>%1 line number</extracomment>
        <translation>Zeile %1: mehr als 256 Wörter; IDENTIFY-Daten haben genau 256.</translation>
    </message>
    <message>
        <source>No IDENTIFY words found: expected 256 words of four hex digits, 8 a line, as &apos;hdparm --Istdout&apos; prints them.</source>
        <translation>Keine IDENTIFY-Wörter gefunden: Erwartet werden 256 Wörter aus je vier Hexadezimalziffern, 8 pro Zeile, so wie &apos;hdparm --Istdout&apos; sie ausgibt.</translation>
    </message>
    <message numerus="yes">
        <source>Line %1: the words end after %n word(s); IDENTIFY data has 256.</source>
        <extracomment>%1 line number, %n number of words found</extracomment>
        <translation>
            <numerusform>Zeile %1: Die Wörter enden nach %n Wort; IDENTIFY-Daten haben 256.</numerusform>
            <numerusform>Zeile %1: Die Wörter enden nach %n Wörtern; IDENTIFY-Daten haben 256.</numerusform>
        </translation>
    </message>
    <message>
        <source>the device</source>
        <translation>das Gerät</translation>
    </message>
    <message>
        <source>Permission denied sending %2 to %1: ATA commands need root or the DriveProof helper.</source>
        <extracomment>%1 device, %2 ATA command name</extracomment>
        <translation>Keine Berechtigung, %2 an %1 zu senden: ATA-Befehle erfordern root-Rechte oder den DriveProof-Hilfsdienst.</translation>
    </message>
    <message>
        <source>Sending %1 to %2 failed: %3.</source>
        <extracomment>%1 ATA command name, %2 device, %3 the system&apos;s error text</extracomment>
        <translation>Senden von %1 an %2 fehlgeschlagen: %3.</translation>
    </message>
    <message>
        <source>The drive in %1 refused %2 (ABORT): it does not support this command or setting (%3).</source>
        <extracomment>%1 device, %2 ATA command name, %3 technical details</extracomment>
        <translation>Das Laufwerk in %1 hat %2 abgelehnt (ABORT): Es unterstützt diesen Befehl oder diese Einstellung nicht (%3).</translation>
    </message>
    <message>
        <source>The drive in %1 reported an error for %2 (%3); check its health and cabling, then try again.</source>
        <extracomment>%1 device, %2 ATA command name, %3 technical details</extracomment>
        <translation>Das Laufwerk in %1 hat für %2 einen Fehler gemeldet (%3); prüfen Sie seinen Zustand und die Verkabelung und versuchen Sie es dann erneut.</translation>
    </message>
    <message>
        <source>%1 rejected %2: the disk or its USB bridge does not pass ATA commands through (SAT) (%3).</source>
        <extracomment>%1 device, %2 ATA command name, %3 technical details</extracomment>
        <translation>%1 hat %2 abgelehnt: Die Festplatte oder ihre USB-Brücke reicht keine ATA-Befehle durch (SAT) (%3).</translation>
    </message>
    <message>
        <source>%1 did not run %2 (%3).</source>
        <extracomment>%1 device, %2 ATA command name, %3 technical details</extracomment>
        <translation>%1 hat %2 nicht ausgeführt (%3).</translation>
    </message>
    <message>
        <source>%1 timed out on %2: the drive did not answer.</source>
        <extracomment>%1 ATA command name, %2 device</extracomment>
        <translation>Zeitüberschreitung bei %1 auf %2: Das Laufwerk hat nicht geantwortet.</translation>
    </message>
    <message>
        <source>%1 did not reach the drive in %2 (host status %3, driver status %4).</source>
        <extracomment>%1 ATA command name, %2 device, %3 / %4 numbers from the kernel</extracomment>
        <translation>%1 hat das Laufwerk in %2 nicht erreicht (Host-Status %3, Treiber-Status %4).</translation>
    </message>
    <message>
        <source>%1 failed on %2 with SCSI status %3h and no sense data.</source>
        <extracomment>%1 ATA command name, %2 device, %3 SCSI status byte</extracomment>
        <translation>%1 ist auf %2 mit SCSI-Status %3h und ohne Sense-Daten fehlgeschlagen.</translation>
    </message>
    <message>
        <source>The drive in %1 reports no volatile write cache that can be switched (IDENTIFY word 82 bit 5).</source>
        <extracomment>%1 device</extracomment>
        <translation>Das Laufwerk in %1 meldet keinen schaltbaren flüchtigen Schreibcache (IDENTIFY-Wort 82, Bit 5).</translation>
    </message>
    <message>
        <source>The drive in %1 accepted the command but still reports its write cache as off.</source>
        <extracomment>%1 device</extracomment>
        <translation>Das Laufwerk in %1 hat den Befehl angenommen, meldet seinen Schreibcache aber weiterhin als ausgeschaltet.</translation>
    </message>
    <message>
        <source>The drive in %1 accepted the command but still reports its write cache as on.</source>
        <extracomment>%1 device</extracomment>
        <translation>Das Laufwerk in %1 hat den Befehl angenommen, meldet seinen Schreibcache aber weiterhin als eingeschaltet.</translation>
    </message>
    <message>
        <source>The Identify Controller data has %1 bytes instead of %2.</source>
        <extracomment>%1 bytes received, %2 bytes expected</extracomment>
        <translation>Die Identify-Controller-Daten umfassen %1 Bytes statt %2.</translation>
    </message>
    <message>
        <source>The NVMe health log has %1 bytes instead of %2.</source>
        <extracomment>%1 bytes received, %2 bytes expected</extracomment>
        <translation>Das NVMe-Health-Log umfasst %1 Bytes statt %2.</translation>
    </message>
    <message>
        <source>The drive does not support this admin command.</source>
        <translation>Das Laufwerk unterstützt diesen Admin-Befehl nicht.</translation>
    </message>
    <message>
        <source>The drive cannot save its write cache setting, so a change lasts only until the next power cycle.</source>
        <translation>Das Laufwerk kann seine Schreibcache-Einstellung nicht speichern, eine Änderung gilt also nur bis zum nächsten Aus- und Einschalten.</translation>
    </message>
    <message>
        <source>The drive does not allow its write cache setting to be changed.</source>
        <translation>Das Laufwerk erlaubt keine Änderung seiner Schreibcache-Einstellung.</translation>
    </message>
    <message>
        <source>The drive does not provide the SMART / health log.</source>
        <translation>Das Laufwerk stellt das SMART-/Health-Log nicht bereit.</translation>
    </message>
    <message>
        <source>The drive does not support saving its write cache setting.</source>
        <translation>Das Laufwerk unterstützt das Speichern seiner Schreibcache-Einstellung nicht.</translation>
    </message>
    <message>
        <source>The drive has no volatile write cache to read or change.</source>
        <translation>Das Laufwerk hat keinen flüchtigen Schreibcache, der sich lesen oder ändern ließe.</translation>
    </message>
    <message>
        <source>The drive rejected a field of the command.</source>
        <translation>Das Laufwerk hat ein Feld des Befehls abgelehnt.</translation>
    </message>
    <message>
        <source>The drive reported an internal error; check its health and try again.</source>
        <translation>Das Laufwerk hat einen internen Fehler gemeldet; prüfen Sie seinen Zustand und versuchen Sie es erneut.</translation>
    </message>
    <message>
        <source>The drive rejected the command.</source>
        <translation>Das Laufwerk hat den Befehl abgelehnt.</translation>
    </message>
    <message>
        <source>%1 (NVMe status %2)</source>
        <extracomment>%1 a sentence saying what the drive did and what to do; %2 the raw NVMe status code type and status code, e.g. &quot;SCT 1h, SC 0Dh&quot;</extracomment>
        <translation>%1 (NVMe-Status %2)</translation>
    </message>
    <message>
        <source>The device does not accept NVMe admin commands (it is not an NVMe drive).</source>
        <translation>Das Gerät nimmt keine NVMe-Admin-Befehle an (es ist kein NVMe-Laufwerk).</translation>
    </message>
    <message>
        <source>Permission denied: run as root or through the DriveProof helper.</source>
        <translation>Keine Berechtigung: Führen Sie das Programm als root oder über den DriveProof-Hilfsdienst aus.</translation>
    </message>
    <message>
        <source>The device is gone; reconnect it and try again.</source>
        <translation>Das Gerät ist nicht mehr vorhanden; schließen Sie es erneut an und versuchen Sie es noch einmal.</translation>
    </message>
    <message>
        <source>The drive did not answer in time; try again.</source>
        <translation>Das Laufwerk hat nicht rechtzeitig geantwortet; versuchen Sie es erneut.</translation>
    </message>
    <message>
        <source>%1 failed on %2: %3</source>
        <extracomment>%1 NVMe command name, %2 device path, %3 the reason and what to do
----------
%1 SCSI command name, %2 device path, %3 the reason and what to do</extracomment>
        <translation>%1 auf %2 fehlgeschlagen: %3</translation>
    </message>
    <message>
        <source>The data %1 returned could not be decoded: %2</source>
        <extracomment>%1 device path, %2 what is wrong with the data</extracomment>
        <translation>Die von %1 gelieferten Daten konnten nicht dekodiert werden: %2</translation>
    </message>
    <message>
        <source>The drive %1 accepted the change but still reports its write cache as off.</source>
        <extracomment>%1 device path</extracomment>
        <translation>Das Laufwerk %1 hat die Änderung angenommen, meldet seinen Schreibcache aber weiterhin als ausgeschaltet.</translation>
    </message>
    <message>
        <source>The drive %1 accepted the change but still reports its write cache as on.</source>
        <extracomment>%1 device path</extracomment>
        <translation>Das Laufwerk %1 hat die Änderung angenommen, meldet seinen Schreibcache aber weiterhin als eingeschaltet.</translation>
    </message>
    <message>
        <source>The drive does not report whether its write cache setting can be saved (no Select / Save support), so a change lasts only until the next power cycle.</source>
        <translation>Das Laufwerk meldet nicht, ob seine Schreibcache-Einstellung gespeichert werden kann (keine Unterstützung für Select/Save), eine Änderung gilt also nur bis zum nächsten Aus- und Einschalten.</translation>
    </message>
    <message>
        <source>The drive %1 has no volatile write cache to switch.</source>
        <extracomment>%1 device path</extracomment>
        <translation>Das Laufwerk %1 hat keinen flüchtigen Schreibcache, der sich umschalten ließe.</translation>
    </message>
    <message>
        <source>The drive %1 does not allow its write cache to be switched.</source>
        <extracomment>%1 device path</extracomment>
        <translation>Das Laufwerk %1 erlaubt nicht, seinen Schreibcache umzuschalten.</translation>
    </message>
    <message>
        <source>The drive %1 cannot save its write cache setting, so the change cannot be kept after a power cycle. Switch it without keeping it instead.</source>
        <extracomment>%1 device path</extracomment>
        <translation>Das Laufwerk %1 kann seine Schreibcache-Einstellung nicht speichern, daher bleibt die Änderung nach dem Aus- und Einschalten nicht erhalten. Schalten Sie den Cache stattdessen um, ohne die Einstellung dauerhaft zu speichern.</translation>
    </message>
    <message>
        <source>The mode page header at byte %1 is cut off.</source>
        <extracomment>%1 byte offset in the drive&apos;s reply</extracomment>
        <translation>Der Header der Mode Page bei Byte %1 ist abgeschnitten.</translation>
    </message>
    <message>
        <source>Mode page %1h claims %2 bytes but only %3 are present.</source>
        <extracomment>%1 page code in hex, %2 its length in bytes, %3 bytes actually present</extracomment>
        <translation>Mode Page %1h gibt %2 Bytes an, vorhanden sind aber nur %3.</translation>
    </message>
    <message>
        <source>The MODE SENSE reply has %1 bytes, fewer than the 8-byte mode parameter header.</source>
        <extracomment>%1 number of bytes received</extracomment>
        <translation>Die MODE-SENSE-Antwort umfasst %1 Bytes, weniger als der 8 Byte lange Mode Parameter Header.</translation>
    </message>
    <message>
        <source>The MODE SENSE reply declares a mode data length of %1, too short for its own header.</source>
        <extracomment>%1 the mode data length field of the reply</extracomment>
        <translation>Die MODE-SENSE-Antwort gibt eine Mode Data Length von %1 an, zu kurz für ihren eigenen Header.</translation>
    </message>
    <message>
        <source>The MODE SENSE reply&apos;s block descriptors (%1 bytes) leave no room for a mode page in its %2 bytes.</source>
        <extracomment>%1 block descriptor length, %2 bytes present</extracomment>
        <translation>Die Block-Deskriptoren der MODE-SENSE-Antwort (%1 Bytes) lassen in ihren %2 Bytes keinen Platz für eine Mode Page.</translation>
    </message>
    <message>
        <source>The caching mode page is too short to hold the WCE bit.</source>
        <translation>Die Caching Mode Page ist zu kurz für das WCE-Bit.</translation>
    </message>
    <message>
        <source>The MODE SENSE reply does not contain the caching mode page (08h).</source>
        <translation>Die MODE-SENSE-Antwort enthält die Caching Mode Page (08h) nicht.</translation>
    </message>
    <message>
        <source>A new caching page can only be built from the current, complete caching page.</source>
        <translation>Eine neue Caching Page lässt sich nur aus der aktuellen, vollständigen Caching Page erstellen.</translation>
    </message>
    <message>
        <source>The drive reported an error but sent no sense data.</source>
        <translation>Das Laufwerk hat einen Fehler gemeldet, aber keine Sense-Daten gesendet.</translation>
    </message>
    <message>
        <source>The drive&apos;s fixed-format sense data is cut off.</source>
        <translation>Die Sense-Daten des Laufwerks im festen Format sind abgeschnitten.</translation>
    </message>
    <message>
        <source>The drive&apos;s descriptor-format sense data is cut off.</source>
        <translation>Die Sense-Daten des Laufwerks im Deskriptorformat sind abgeschnitten.</translation>
    </message>
    <message>
        <source>The drive sent sense data in an unknown format (response code %1h).</source>
        <extracomment>%1 the response code byte in hex</extracomment>
        <translation>Das Laufwerk hat Sense-Daten in einem unbekannten Format gesendet (Response Code %1h).</translation>
    </message>
    <message>
        <source>The drive does not support saving this page, so a change lasts only until the next power cycle.</source>
        <translation>Das Laufwerk unterstützt das Speichern dieser Page nicht, eine Änderung gilt also nur bis zum nächsten Aus- und Einschalten.</translation>
    </message>
    <message>
        <source>The drive does not support the MODE SENSE(10) and MODE SELECT(10) commands, so its cache cannot be read or changed this way.</source>
        <translation>Das Laufwerk unterstützt die Befehle MODE SENSE(10) und MODE SELECT(10) nicht, daher lässt sich sein Cache auf diesem Weg weder lesen noch ändern.</translation>
    </message>
    <message>
        <source>The drive rejected the MODE SELECT command.</source>
        <translation>Das Laufwerk hat den Befehl MODE SELECT abgelehnt.</translation>
    </message>
    <message>
        <source>The drive does not report the caching mode page.</source>
        <translation>Das Laufwerk meldet die Caching Mode Page nicht.</translation>
    </message>
    <message>
        <source>The drive refused the new caching page: it does not let this setting be changed.</source>
        <translation>Das Laufwerk hat die neue Caching Page abgelehnt: Es erlaubt keine Änderung dieser Einstellung.</translation>
    </message>
    <message>
        <source>The drive reported a reset or a changed setting; try again.</source>
        <translation>Das Laufwerk hat einen Reset oder eine geänderte Einstellung gemeldet; versuchen Sie es erneut.</translation>
    </message>
    <message>
        <source>The drive is not ready (stopped, starting or without medium); try again in a moment.</source>
        <translation>Das Laufwerk ist nicht bereit (angehalten, läuft gerade an oder ohne Medium); versuchen Sie es gleich noch einmal.</translation>
    </message>
    <message>
        <source>The drive is write protected.</source>
        <translation>Das Laufwerk ist schreibgeschützt.</translation>
    </message>
    <message>
        <source>The drive reported a hardware or medium error; check its health.</source>
        <translation>Das Laufwerk hat einen Hardware- oder Medienfehler gemeldet; prüfen Sie seinen Zustand.</translation>
    </message>
    <message>
        <source>The drive aborted the command; try again.</source>
        <translation>Das Laufwerk hat den Befehl abgebrochen; versuchen Sie es erneut.</translation>
    </message>
    <message>
        <source>The drive reported an error.</source>
        <translation>Das Laufwerk hat einen Fehler gemeldet.</translation>
    </message>
    <message>
        <source>%1 (%2, %3)</source>
        <extracomment>%1 a sentence saying what the drive did and what to do; %2 SCSI sense key name, %3 additional sense code and its name, e.g. &quot;24h/00h INVALID FIELD IN CDB&quot;</extracomment>
        <translation>%1 (%2, %3)</translation>
    </message>
    <message>
        <source>The device does not accept SCSI commands, so its drive-level write cache cannot be read or changed this way.</source>
        <translation>Das Gerät nimmt keine SCSI-Befehle an, daher lässt sich der Schreibcache des Laufwerks auf diesem Weg weder lesen noch ändern.</translation>
    </message>
    <message>
        <source>The drive did not answer in time; check its cable and power.</source>
        <translation>Das Laufwerk hat nicht rechtzeitig geantwortet; prüfen Sie Kabel und Stromversorgung.</translation>
    </message>
    <message>
        <source>The connection to the drive failed (host status %1h); check its cable and power.</source>
        <extracomment>%1 the Linux host status code in hex</extracomment>
        <translation>Die Verbindung zum Laufwerk ist fehlgeschlagen (Host-Status %1h); prüfen Sie Kabel und Stromversorgung.</translation>
    </message>
    <message>
        <source>The drive is busy; try again in a moment.</source>
        <translation>Das Laufwerk ist beschäftigt; versuchen Sie es gleich noch einmal.</translation>
    </message>
    <message>
        <source>The drive returned SCSI status %1h without sense data.</source>
        <extracomment>%1 SCSI status byte in hex</extracomment>
        <translation>Das Laufwerk hat SCSI-Status %1h ohne Sense-Daten zurückgegeben.</translation>
    </message>
    <message>
        <source>The caching mode page of %1 could not be decoded: %2</source>
        <extracomment>%1 device path, %2 what is wrong with the reply</extracomment>
        <translation>Die Caching Mode Page von %1 konnte nicht dekodiert werden: %2</translation>
    </message>
    <message>
        <source>The drive %1 does not allow its write cache to be switched (its caching page marks WCE as not changeable).</source>
        <extracomment>%1 device path</extracomment>
        <translation>Das Laufwerk %1 erlaubt nicht, seinen Schreibcache umzuschalten (seine Caching Page kennzeichnet WCE als nicht änderbar).</translation>
    </message>
    <message>
        <source>The drive %1 cannot save its caching page, so the change cannot be kept after a power cycle. Switch it without keeping it instead.</source>
        <extracomment>%1 device path</extracomment>
        <translation>Das Laufwerk %1 kann seine Caching Page nicht speichern, daher bleibt die Änderung nach dem Aus- und Einschalten nicht erhalten. Schalten Sie den Cache stattdessen um, ohne die Einstellung dauerhaft zu speichern.</translation>
    </message>
    <message>
        <source>%1 is not a whole SCSI disk; only those can be asked to re-read their caching page.</source>
        <extracomment>%1 kernel block device name</extracomment>
        <translation>%1 ist kein ganzer SCSI-Datenträger; nur solche lassen sich auffordern, ihre Caching Page neu einzulesen.</translation>
    </message>
    <message>
        <source>Could not ask the kernel to re-read the settings of %1: %2. Its view of the write cache may be out of date until the next reboot.</source>
        <extracomment>%1 kernel block device name, %2 system error text</extracomment>
        <translation>Der Kernel konnte nicht aufgefordert werden, die Einstellungen von %1 neu einzulesen: %2. Seine Sicht auf den Schreibcache ist bis zum nächsten Neustart möglicherweise veraltet.</translation>
    </message>
    <message>
        <source>%1 does not accept SCSI commands (SG_IO), so %2 cannot reach a drive: it is not a whole SATA, SAS or USB disk (partitions, loop, virtual and NVMe devices have no ATA drive behind them).</source>
        <extracomment>%1 device, %2 ATA command name</extracomment>
        <translation>%1 nimmt keine SCSI-Befehle an (SG_IO), daher kann %2 kein Laufwerk erreichen: Es ist keine ganze SATA-, SAS- oder USB-Festplatte (hinter Partitionen sowie Loop-, virtuellen und NVMe-Geräten steht kein ATA-Laufwerk).</translation>
    </message>
    <message>
        <source>udisks2 could not save the write-cache setting: %1. The change lasts only until the next power cycle.</source>
        <extracomment>%1 udisks2&apos;s error message</extracomment>
        <translation>udisks2 konnte die Schreibcache-Einstellung nicht speichern: %1. Die Änderung gilt nur bis zum nächsten Aus- und Einschalten.</translation>
    </message>
    <message>
        <source>%1 is a file used as a drive (%2): the drive-level write cache does not apply; the kernel&apos;s view shows whether it passes flushes on to the file.</source>
        <extracomment>%1 device path, %2 the file behind the loop device</extracomment>
        <translation>%1 ist eine Datei, die als Laufwerk dient (%2): Der Schreibcache eines Laufwerks spielt hier keine Rolle; die Sicht des Kernels zeigt, ob er Flushes an die Datei weiterreicht.</translation>
    </message>
    <message>
        <source>%1 is a virtual disk: the real drive and its cache are on the host, out of reach from this machine. Only the kernel&apos;s view is shown; whether flushes reach the host&apos;s drive depends on the hypervisor&apos;s cache mode.</source>
        <extracomment>%1 device path</extracomment>
        <translation>%1 ist ein virtueller Datenträger: Das echte Laufwerk und sein Cache befinden sich auf dem Host, außer Reichweite dieses Rechners. Angezeigt wird nur die Sicht des Kernels; ob Flushes das Laufwerk des Hosts erreichen, hängt vom Cache-Modus des Hypervisors ab.</translation>
    </message>
    <message>
        <source>%1 takes no drive commands: the drive-level write cache does not apply, only the kernel&apos;s view.</source>
        <extracomment>%1 device path</extracomment>
        <translation>%1 nimmt keine Laufwerksbefehle an: Der Schreibcache eines Laufwerks spielt hier keine Rolle, nur die Sicht des Kernels.</translation>
    </message>
    <message>
        <source>DriveProof does not know how to ask %1 about its write cache (unknown transport).</source>
        <extracomment>%1 device path</extracomment>
        <translation>DriveProof weiß nicht, wie es %1 nach seinem Schreibcache fragen kann (unbekannter Anschluss).</translation>
    </message>
    <message>
        <source>The kernel says write through but the drive&apos;s cache is on: the kernel no longer sends flushes, so committed data can be lost at a power cut. Switch the drive&apos;s cache off, or let the kernel re-read the drive&apos;s setting.</source>
        <translation>Der Kernel meldet „write through“, aber der Cache des Laufwerks ist eingeschaltet: Der Kernel sendet keine Flushes mehr, daher können bereits bestätigte Daten bei einem Stromausfall verloren gehen. Schalten Sie den Cache des Laufwerks aus, oder lassen Sie den Kernel die Einstellung des Laufwerks neu einlesen.</translation>
    </message>
    <message>
        <source>The kernel still sends flushes although the drive&apos;s cache is off: safe, only slightly slower.</source>
        <translation>Der Kernel sendet weiterhin Flushes, obwohl der Cache des Laufwerks ausgeschaltet ist: sicher, nur etwas langsamer.</translation>
    </message>
    <message>
        <source>The cache is off now, but the saved setting switches it back on at the next power cycle.</source>
        <translation>Der Cache ist jetzt ausgeschaltet, aber die gespeicherte Einstellung schaltet ihn beim nächsten Aus- und Einschalten wieder ein.</translation>
    </message>
    <message>
        <source>The cache is on now, but the saved setting switches it off at the next power cycle.</source>
        <translation>Der Cache ist jetzt eingeschaltet, aber die gespeicherte Einstellung schaltet ihn beim nächsten Aus- und Einschalten aus.</translation>
    </message>
    <message>
        <source>%1 cannot keep this setting after a power cycle here, so nothing was changed. Switch it without &quot;keep after reboot&quot;: it then lasts until the next power cycle.</source>
        <extracomment>%1 device path</extracomment>
        <translation>%1 kann diese Einstellung hier nicht über ein Aus- und Einschalten hinweg behalten, daher wurde nichts geändert. Schalten Sie ohne „Nach Neustart beibehalten“ um: Die Einstellung gilt dann bis zum nächsten Aus- und Einschalten.</translation>
    </message>
    <message>
        <source>%1 has no volatile write cache that can be switched.</source>
        <extracomment>%1 device path</extracomment>
        <translation>%1 hat keinen flüchtigen Schreibcache, der sich umschalten ließe.</translation>
    </message>
    <message>
        <source>%1 does not allow its write cache setting to be changed.</source>
        <extracomment>%1 device path</extracomment>
        <translation>%1 erlaubt keine Änderung seiner Schreibcache-Einstellung.</translation>
    </message>
    <message>
        <source>The helper&apos;s write-cache reply names no device.</source>
        <translation>Die Schreibcache-Antwort des Hilfsdienstes nennt kein Gerät.</translation>
    </message>
    <message>
        <source>%1 is a virtual disk (%2): the write cache it reports is the hypervisor&apos;s emulation. Whether a flush reaches a real drive depends on the hypervisor&apos;s cache mode on the host.</source>
        <extracomment>%1 device path, %2 who emulates the disk: &quot;QEMU&quot;, &quot;VMware&quot;, &quot;Hyper-V&quot;, &quot;virtio&quot;...</extracomment>
        <translation>%1 ist ein virtueller Datenträger (%2): Der gemeldete Schreibcache ist eine Emulation des Hypervisors. Ob ein Flush ein echtes Laufwerk erreicht, hängt vom Cache-Modus des Hypervisors auf dem Host ab.</translation>
    </message>
    <message>
        <source>Whether the write cache of %1 is on could not be read: %2</source>
        <extracomment>%1 device path, %2 the error the drive or the kernel gave</extracomment>
        <translation>Ob der Schreibcache von %1 eingeschaltet ist, konnte nicht gelesen werden: %2</translation>
    </message>
    <message>
        <source>Whether the write cache of %1 can be switched could not be read: %2</source>
        <extracomment>%1 device path, %2 the error the drive or the kernel gave</extracomment>
        <translation>Ob sich der Schreibcache von %1 umschalten lässt, konnte nicht gelesen werden: %2</translation>
    </message>
    <message>
        <source>The saved write cache setting of %1 could not be read: %2</source>
        <extracomment>%1 device path, %2 the error the drive or the kernel gave</extracomment>
        <translation>Die gespeicherte Schreibcache-Einstellung von %1 konnte nicht gelesen werden: %2</translation>
    </message>
    <message>
        <source>Finding %1 (%2)</source>
        <extracomment>a finding this version does not know (from a newer helper); %1 its code, %2 its arguments</extracomment>
        <translation>Befund %1 (%2)</translation>
    </message>
    <message>
        <source>write back</source>
        <extracomment>the kernel&apos;s view of a drive&apos;s cache (queue/write_cache): it sends flushes</extracomment>
        <translation>Rückschreiben</translation>
    </message>
    <message>
        <source>write through</source>
        <extracomment>the kernel&apos;s view of a drive&apos;s cache (queue/write_cache): it sends no flushes</extracomment>
        <translation>Durchschreiben</translation>
    </message>
    <message>
        <source>The helper&apos;s write-cache reply has findings in a form this version does not read. Restart DriveProof after an update.</source>
        <translation>Die Schreibcache-Antwort des Hilfsdienstes enthält Befunde in einer Form, die diese Version nicht lesen kann. Starten Sie DriveProof nach einer Aktualisierung neu.</translation>
    </message>
    <message>
        <source>The helper&apos;s write-cache reply has a finding without a code. Restart DriveProof after an update.</source>
        <translation>Die Schreibcache-Antwort des Hilfsdienstes enthält einen Befund ohne Code. Starten Sie DriveProof nach einer Aktualisierung neu.</translation>
    </message>
    <message>
        <source>A self-test is already running on the drive.</source>
        <translation>Auf dem Laufwerk läuft bereits ein Selbsttest.</translation>
    </message>
</context>
<context>
    <name>DriveProof::Capacity</name>
    <message>
        <source>Writing records</source>
        <translation>Datensätze schreiben</translation>
    </message>
    <message>
        <source>Pushing the drive&apos;s cache out</source>
        <translation>Den Cache des Laufwerks hinausdrängen</translation>
    </message>
    <message>
        <source>Reading back</source>
        <translation>Zurücklesen</translation>
    </message>
    <message>
        <source>Closing in on the boundary</source>
        <translation>Die Grenze eingrenzen</translation>
    </message>
    <message>
        <source>records written elsewhere (wrap-around)</source>
        <translation>anderswo geschriebene Datensätze (Wrap-around)</translation>
    </message>
    <message>
        <source>zeros</source>
        <translation>Nullen</translation>
    </message>
    <message>
        <source>not what was written</source>
        <translation>nicht das Geschriebene</translation>
    </message>
    <message>
        <source>damaged records</source>
        <translation>beschädigte Datensätze</translation>
    </message>
    <message>
        <source>read errors</source>
        <translation>Lesefehler</translation>
    </message>
    <message>
        <source>Usable size proved: %1 (%2 bytes).</source>
        <extracomment>%1 a size, e.g. &quot;62.1 GB&quot;, %2 the same in bytes</extracomment>
        <translation>Nachweislich nutzbar: %1 (%2 Bytes).</translation>
    </message>
    <message>
        <source>First bad block at byte %1; the boundary is known to within %2.</source>
        <extracomment>%1 a byte offset as a number, %2 a size, e.g. &quot;4 kB&quot;</extracomment>
        <translation>Erster defekter Block bei Byte %1; die Grenze ist auf %2 genau bekannt.</translation>
    </message>
    <message numerus="yes">
        <source>%n write request(s), %1 written, in %2 s.</source>
        <extracomment>%n write requests, %1 a size, e.g. &quot;1.1 GB&quot;, %2 seconds, e.g. &quot;12.5&quot;</extracomment>
        <translation>
            <numerusform>%n Schreibauftrag, %1 geschrieben, in %2 s.</numerusform>
            <numerusform>%n Schreibaufträge, %1 geschrieben, in %2 s.</numerusform>
        </translation>
    </message>
    <message>
        <source>Genuine: every record written across all %1 bytes (%2) read back where it was written.</source>
        <extracomment>%1 the drive&apos;s size in bytes as a number, %2 the same size short, e.g. &quot;1.0 TB&quot;</extracomment>
        <translation>Echt: Jeder über alle %1 Bytes (%2) geschriebene Datensatz wurde dort zurückgelesen, wo er geschrieben wurde.</translation>
    </message>
    <message>
        <source>Fake: only the first %1 are real; writes beyond that land at the start again (wrap-around). The drive claims %2.</source>
        <extracomment>%1 the real size, e.g. &quot;62.1 GB&quot;, %2 the size the drive claims, e.g. &quot;128.0 GB&quot;</extracomment>
        <translation>Fälschung: Nur die ersten %1 sind echt; Schreibvorgänge dahinter landen wieder am Anfang (Wrap-around). Das Laufwerk gibt %2 an.</translation>
    </message>
    <message>
        <source>Fake: writes beyond %1 are thrown away. The drive claims %2.</source>
        <extracomment>%1 where the real part ends, e.g. &quot;120.3 GB&quot;, %2 the size the drive claims</extracomment>
        <translation>Fälschung: Schreibvorgänge jenseits von %1 werden verworfen. Das Laufwerk gibt %2 an.</translation>
    </message>
    <message numerus="yes">
        <source>Damaged: %n block(s) did not hold what was written, the first at %1.</source>
        <extracomment>%n how many blocks, %1 the position of the first one, e.g. &quot;3.2 GB&quot;</extracomment>
        <translation>
            <numerusform>Beschädigt: %n Block enthielt nicht, was geschrieben wurde, der erste bei %1.</numerusform>
            <numerusform>Beschädigt: %n Blöcke enthielten nicht, was geschrieben wurde, der erste bei %1.</numerusform>
        </translation>
    </message>
    <message>
        <source>Could not decide: the test was cancelled.</source>
        <translation>Keine Entscheidung möglich: Der Test wurde abgebrochen.</translation>
    </message>
    <message>
        <source>Could not decide: the drive did not accept a flush of its cache.</source>
        <translation>Keine Entscheidung möglich: Das Laufwerk hat das Leeren seines Caches nicht angenommen.</translation>
    </message>
    <message>
        <source>Could not decide: the device is too small to test.</source>
        <translation>Keine Entscheidung möglich: Das Gerät ist zu klein für den Test.</translation>
    </message>
    <message>
        <source>Could not decide: nothing that was written could be read back.</source>
        <translation>Keine Entscheidung möglich: Nichts von dem Geschriebenen ließ sich zurücklesen.</translation>
    </message>
    <message>
        <source>The drive was reset before reading back: what its controller kept in memory was lost.</source>
        <translation>Das Laufwerk wurde vor dem Zurücklesen zurückgesetzt: Was sein Controller im Speicher hielt, ist verloren.</translation>
    </message>
    <message>
        <source>The drive was reset before reading back but did not come back.</source>
        <translation>Das Laufwerk wurde vor dem Zurücklesen zurückgesetzt, kam aber nicht zurück.</translation>
    </message>
    <message>
        <source>Not reset before reading back: this device cannot be reset.</source>
        <translation>Vor dem Zurücklesen nicht zurückgesetzt: Dieses Gerät lässt sich nicht zurücksetzen.</translation>
    </message>
    <message>
        <source>Not reset before reading back: only a USB drive can be reset on its own.</source>
        <translation>Vor dem Zurücklesen nicht zurückgesetzt: Nur ein USB-Laufwerk lässt sich für sich allein zurücksetzen.</translation>
    </message>
    <message>
        <source>Not reset before reading back: only a run as root can reset a USB drive (sudo driveproof-cli capacity).</source>
        <translation>Vor dem Zurücklesen nicht zurückgesetzt: Nur ein Lauf als root kann ein USB-Laufwerk zurücksetzen (sudo driveproof-cli capacity).</translation>
    </message>
    <message>
        <source>Not reset before reading back: a partition was checked, and a reset would touch the whole drive.</source>
        <translation>Vor dem Zurücklesen nicht zurückgesetzt: Geprüft wurde eine Partition, und ein Zurücksetzen träfe das ganze Laufwerk.</translation>
    </message>
    <message>
        <source>Not reset before reading back: its USB device carries other drives too.</source>
        <translation>Vor dem Zurücklesen nicht zurückgesetzt: Sein USB-Gerät trägt auch andere Laufwerke.</translation>
    </message>
    <message>
        <source>Not reset before reading back: the kernel refused (%1).</source>
        <extracomment>%1 the system&apos;s error message, e.g. &quot;Operation not permitted&quot;</extracomment>
        <translation>Vor dem Zurücklesen nicht zurückgesetzt: Der Kernel hat abgelehnt (%1).</translation>
    </message>
    <message>
        <source>Waiting for the drive&apos;s cache to write back</source>
        <translation>Warten, bis das Laufwerk seinen Cache zurückschreibt</translation>
    </message>
</context>
<context>
    <name>DriveProof::Cli</name>
    <message>
        <source>Logical sector size in bytes (images: 512).</source>
        <translation>Logische Sektorgröße in Bytes (Abbilddateien: 512).</translation>
    </message>
    <message>
        <source>Physical sector size in bytes (images: 4096).</source>
        <translation>Physische Sektorgröße in Bytes (Abbilddateien: 4096).</translation>
    </message>
    <message>
        <source>Optimal I/O size in bytes, 0 = not reported (images: 0).</source>
        <translation>Optimale I/O-Größe in Bytes, 0 = nicht gemeldet (Abbilddateien: 0).</translation>
    </message>
    <message>
        <source>Bytes from LBA 0 to the next physical sector boundary (images: 0).</source>
        <translation>Bytes von LBA 0 bis zur nächsten physischen Sektorgrenze (Abbilddateien: 0).</translation>
    </message>
    <message>
        <source>%1 %2 is not a number of bytes. Give a whole number such as 4096.</source>
        <extracomment>%1 option name, %2 the value given</extracomment>
        <translation>%1 %2 ist keine Anzahl von Bytes. Geben Sie eine ganze Zahl wie 4096 an.</translation>
    </message>
    <message>
        <source>%1 %2 is not a valid block size. Give a power of two from 512 to 1048576 bytes, e.g. 4096.</source>
        <extracomment>%1 option name, %2 the value given</extracomment>
        <translation>%1 %2 ist keine gültige Blockgröße. Geben Sie eine Zweierpotenz von 512 bis 1048576 Bytes an, z. B. 4096.</translation>
    </message>
    <message>
        <source>--physical-block-size %1 is smaller than --logical-block-size %2: a physical sector holds one or more logical sectors.</source>
        <extracomment>%1 physical size given, %2 logical size given</extracomment>
        <translation>--physical-block-size %1 ist kleiner als --logical-block-size %2: Ein physischer Sektor umfasst einen oder mehrere logische Sektoren.</translation>
    </message>
    <message>
        <source>--physical-block-size %1 is smaller than the %3-byte logical sectors of %2: a physical sector holds one or more logical sectors.</source>
        <extracomment>%1 physical size given, %2 device, %3 its logical sector size</extracomment>
        <translation>--physical-block-size %1 ist kleiner als die logischen %3-Byte-Sektoren von %2: Ein physischer Sektor umfasst einen oder mehrere logische Sektoren.</translation>
    </message>
    <message>
        <source>%1 %2 is not valid. Give 0 (not reported) or a multiple of the physical block size (%3 bytes) up to 1 GiB.</source>
        <extracomment>%1 option name, %2 the value given, %3 physical sector size</extracomment>
        <translation>%1 %2 ist ungültig. Geben Sie 0 (nicht gemeldet) oder ein Vielfaches der physischen Blockgröße (%3 Bytes) bis 1 GiB an.</translation>
    </message>
    <message>
        <source>%1 %2 is not valid. Give a multiple of the logical block size (%3 bytes) smaller than the physical block size (%4 bytes), e.g. 0.</source>
        <extracomment>%1 option name, %2 the value given, %3 logical and %4 physical sector size</extracomment>
        <translation>%1 %2 ist ungültig. Geben Sie ein Vielfaches der logischen Blockgröße (%3 Bytes) an, das kleiner als die physische Blockgröße (%4 Bytes) ist, z. B. 0.</translation>
    </message>
    <message>
        <source>yes</source>
        <translation>ja</translation>
    </message>
    <message>
        <source>no</source>
        <translation>nein</translation>
    </message>
    <message numerus="yes">
        <source>%n byte(s)</source>
        <extracomment>%n bytes of the optimal I/O size
----------
a size in bytes, e.g. &quot;4096 bytes&quot;</extracomment>
        <translation>
            <numerusform>%n Byte</numerusform>
            <numerusform>%n Bytes</numerusform>
        </translation>
    </message>
    <message>
        <source>not reported</source>
        <translation>nicht gemeldet</translation>
    </message>
    <message>
        <source>%1: %2 partition table, logical sector %3 bytes, physical sector %4 bytes, optimal I/O size %5, alignment offset %6 bytes.</source>
        <extracomment>%1 device or image, %2 &quot;dos&quot;/&quot;gpt&quot;, %3 and %4 sector sizes in bytes, %5 optimal I/O size (&quot;65536 bytes&quot; or &quot;not reported&quot;), %6 alignment offset in bytes</extracomment>
        <translation>%1: Partitionstabelle %2, logischer Sektor %3 Bytes, physischer Sektor %4 Bytes, optimale I/O-Größe %5, Ausrichtungsversatz %6 Bytes.</translation>
    </message>
    <message>
        <source>unknown</source>
        <translation>unbekannt</translation>
    </message>
    <message>
        <source>The partition table of %1 has no partitions.</source>
        <extracomment>%1 device or image</extracomment>
        <translation>Die Partitionstabelle von %1 enthält keine Partitionen.</translation>
    </message>
    <message>
        <source>PARTITION</source>
        <translation>PARTITION</translation>
    </message>
    <message>
        <source>START (sector)</source>
        <translation>START (Sektor)</translation>
    </message>
    <message>
        <source>START (bytes)</source>
        <translation>START (Bytes)</translation>
    </message>
    <message>
        <source>LOGICAL</source>
        <translation>LOGISCH</translation>
    </message>
    <message>
        <source>PHYSICAL</source>
        <translation>PHYSISCH</translation>
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
        <translation>BEWERTUNG</translation>
    </message>
    <message>
        <source>No drive or file named %1. Give a drive such as /dev/sdb (see &apos;driveproof-cli list&apos;) or the path of a disk image.</source>
        <extracomment>%1 what the user typed</extracomment>
        <translation>Es gibt kein Laufwerk und keine Datei namens %1. Geben Sie ein Laufwerk wie /dev/sdb (siehe &apos;driveproof-cli list&apos;) oder den Pfad einer Abbilddatei an.</translation>
    </message>
    <message>
        <source>%1 is a partition. Give the whole drive instead: &apos;driveproof-cli align %2&apos;.</source>
        <extracomment>%1 the partition given, %2 its whole drive</extracomment>
        <translation>%1 ist eine Partition. Geben Sie stattdessen das ganze Laufwerk an: &apos;driveproof-cli align %2&apos;.</translation>
    </message>
    <message>
        <source>Check that every partition of a drive or a disk image starts on a boundary that suits the drive: its physical sectors, 1 MiB and its optimal I/O size.</source>
        <translation>Prüfen, ob jede Partition eines Laufwerks oder einer Abbilddatei an einer Grenze beginnt, die zum Laufwerk passt: an seinen physischen Sektoren, an 1 MiB und an seiner optimalen I/O-Größe.</translation>
    </message>
    <message>
        <source>A drive (/dev/sdb, sdb) or a disk image file.</source>
        <translation>Ein Laufwerk (/dev/sdb, sdb) oder eine Abbilddatei.</translation>
    </message>
    <message>
        <source>Print JSON (keys in docs/json.md).</source>
        <translation>JSON ausgeben (Schlüssel in docs/json.md).</translation>
    </message>
    <message>
        <source>&apos;align&apos; needs exactly one drive or disk image, e.g. &apos;driveproof-cli align /dev/sdb&apos; or &apos;driveproof-cli align disk.img&apos;.</source>
        <translation>&apos;align&apos; erwartet genau ein Laufwerk oder eine Abbilddatei, z. B. &apos;driveproof-cli align /dev/sdb&apos; oder &apos;driveproof-cli align disk.img&apos;.</translation>
    </message>
    <message>
        <source>Show help for this command.</source>
        <translation>Hilfe zu diesem Befehl anzeigen.</translation>
    </message>
    <message>
        <source>%1. Try &apos;driveproof-cli %2 --help&apos;.</source>
        <extracomment>%1 the parser&apos;s error, %2 the subcommand</extracomment>
        <translation>%1. &apos;driveproof-cli %2 --help&apos; liefert weitere Informationen.</translation>
    </message>
    <message>
        <source>%1 (%2 bytes)</source>
        <extracomment>%1 size with unit, e.g. &quot;500.1 GB&quot;; %2 exact byte count</extracomment>
        <translation>%1 (%2 Bytes)</translation>
    </message>
    <message>
        <source>raw, 512 bytes</source>
        <translation>roh, 512 Bytes</translation>
    </message>
    <message>
        <source>hex words (hdparm --Istdout)</source>
        <translation>Hex-Wörter (hdparm --Istdout)</translation>
    </message>
    <message>
        <source>%1 (48-bit addressing)</source>
        <extracomment>%1 number of sectors</extracomment>
        <translation>%1 (48-Bit-Adressierung)</translation>
    </message>
    <message>
        <source>%1 (28-bit addressing)</source>
        <translation>%1 (28-Bit-Adressierung)</translation>
    </message>
    <message>
        <source>%1 (not reported; assumed)</source>
        <extracomment>%1 a size in bytes; the drive predates sector size reporting (IDENTIFY word 106)</extracomment>
        <translation>%1 (nicht gemeldet; angenommen)</translation>
    </message>
    <message>
        <source>non-rotating (solid state)</source>
        <translation>nicht rotierend (Halbleiter)</translation>
    </message>
    <message>
        <source>%L1 rpm</source>
        <extracomment>%L1 revolutions per minute</extracomment>
        <translation>%L1 rpm</translation>
    </message>
    <message>
        <source>yes, queue depth %1</source>
        <extracomment>%1 the number of commands the drive can queue</extracomment>
        <translation>ja, Warteschlangentiefe %1</translation>
    </message>
    <message>
        <source>IDENTIFY dump</source>
        <translation>IDENTIFY-Dump</translation>
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
        <translation>Seriennummer</translation>
    </message>
    <message>
        <source>Firmware</source>
        <translation>Firmware</translation>
    </message>
    <message>
        <source>Capacity</source>
        <translation>Kapazität</translation>
    </message>
    <message>
        <source>Sectors</source>
        <translation>Sektoren</translation>
    </message>
    <message>
        <source>Logical sector</source>
        <translation>Logischer Sektor</translation>
    </message>
    <message>
        <source>Physical sector</source>
        <translation>Physischer Sektor</translation>
    </message>
    <message>
        <source>Alignment offset</source>
        <extracomment>where logical sector 0 starts inside its physical sector</extracomment>
        <translation>Ausrichtungsversatz</translation>
    </message>
    <message>
        <source>Rotation rate</source>
        <translation>Drehzahl</translation>
    </message>
    <message>
        <source>Write cache supported</source>
        <translation>Schreibcache unterstützt</translation>
    </message>
    <message>
        <source>Write cache enabled</source>
        <translation>Schreibcache aktiviert</translation>
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
        <translation>Prüfsumme</translation>
    </message>
    <message>
        <source>correct</source>
        <translation>korrekt</translation>
    </message>
    <message>
        <source>not present</source>
        <translation>nicht vorhanden</translation>
    </message>
    <message>
        <source>Note</source>
        <translation>Hinweis</translation>
    </message>
    <message>
        <source>the drive marked this data as incomplete</source>
        <translation>das Laufwerk hat diese Daten als unvollständig gekennzeichnet</translation>
    </message>
    <message>
        <source>Device</source>
        <translation>Gerät</translation>
    </message>
    <message>
        <source>Backing file</source>
        <translation>Abbilddatei</translation>
    </message>
    <message>
        <source>Vendor</source>
        <translation>Hersteller</translation>
    </message>
    <message>
        <source>WWN</source>
        <translation>WWN</translation>
    </message>
    <message>
        <source>Transport</source>
        <translation>Anschluss</translation>
    </message>
    <message>
        <source>Size</source>
        <translation>Größe</translation>
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
        <translation>Wechseldatenträger</translation>
    </message>
    <message>
        <source>Read-only</source>
        <translation>Schreibgeschützt</translation>
    </message>
    <message>
        <source>Write cache (kernel view)</source>
        <translation>Schreibcache laut Kernel</translation>
    </message>
    <message>
        <source>FUA</source>
        <translation>FUA</translation>
    </message>
    <message>
        <source>Mounted on</source>
        <translation>Eingehängt in</translation>
    </message>
    <message>
        <source>not mounted</source>
        <translation>nicht eingehängt</translation>
    </message>
    <message>
        <source>Held by</source>
        <translation>Belegt von</translation>
    </message>
    <message>
        <source>nothing</source>
        <translation>nichts</translation>
    </message>
    <message>
        <source>Sources</source>
        <translation>Quellen</translation>
    </message>
    <message>
        <source>SIZE</source>
        <translation>GRÖSSE</translation>
    </message>
    <message>
        <source>MOUNTED ON</source>
        <translation>EINGEHÄNGT IN</translation>
    </message>
    <message>
        <source>Not known:</source>
        <translation>Nicht bekannt:</translation>
    </message>
    <message>
        <source>  %1: %2</source>
        <extracomment>%1 what is missing, %2 why</extracomment>
        <translation>  %1: %2</translation>
    </message>
    <message>
        <source>Show everything known about one drive.</source>
        <translation>Alles anzeigen, was über ein Laufwerk bekannt ist.</translation>
    </message>
    <message>
        <source>A drive, e.g. /dev/sda or sda.</source>
        <translation>Ein Laufwerk, z. B. /dev/sda oder sda.</translation>
    </message>
    <message>
        <source>Decode a saved ATA IDENTIFY dump instead of a drive: 512 raw bytes, or the hex words that &apos;hdparm --Istdout&apos; prints.</source>
        <translation>Einen gespeicherten ATA-IDENTIFY-Dump statt eines Laufwerks dekodieren: 512 Rohbytes oder die Hex-Wörter, die &apos;hdparm --Istdout&apos; ausgibt.</translation>
    </message>
    <message>
        <source>FILE</source>
        <translation>FILE</translation>
    </message>
    <message>
        <source>&apos;info --identify-file FILE&apos; takes no DEVICE: it decodes the file alone.</source>
        <translation>&apos;info --identify-file FILE&apos; erwartet kein DEVICE: Es dekodiert nur die Datei.</translation>
    </message>
    <message>
        <source>&apos;info&apos; needs exactly one DEVICE, e.g. &apos;driveproof-cli info /dev/sda&apos;.</source>
        <translation>&apos;info&apos; erwartet genau ein DEVICE, z. B. &apos;driveproof-cli info /dev/sda&apos;.</translation>
    </message>
    <message>
        <source>file</source>
        <translation>Datei</translation>
    </message>
    <message>
        <source>solid state</source>
        <translation>Halbleiter</translation>
    </message>
    <message>
        <source>%1 rpm</source>
        <translation>%1 rpm</translation>
    </message>
    <message>
        <source>rotational</source>
        <translation>rotierend</translation>
    </message>
    <message>
        <source>List the drives on this machine: identity, size, sector sizes, media, the kernel&apos;s write-cache view and mount points.</source>
        <translation>Die Laufwerke dieses Rechners auflisten: Identität, Größe, Sektorgrößen, Medium, die Schreibcache-Sicht des Kernels und Einhängepunkte.</translation>
    </message>
    <message>
        <source>&apos;list&apos; takes no arguments. Use &apos;driveproof-cli info DEVICE&apos; for one drive.</source>
        <translation>&apos;list&apos; erwartet keine Argumente. Verwenden Sie &apos;driveproof-cli info DEVICE&apos; für ein einzelnes Laufwerk.</translation>
    </message>
    <message>
        <source>No drives found. In a container, /sys/block may show none; on a desktop, check that the drive is connected.</source>
        <translation>Keine Laufwerke gefunden. In einem Container zeigt /sys/block womöglich keine an; prüfen Sie auf einem Desktop-Rechner, ob das Laufwerk angeschlossen ist.</translation>
    </message>
    <message>
        <source>DEVICE</source>
        <translation>GERÄT</translation>
    </message>
    <message>
        <source>TRANSPORT</source>
        <translation>ANSCHLUSS</translation>
    </message>
    <message>
        <source>MODEL</source>
        <translation>MODELL</translation>
    </message>
    <message>
        <source>SECTORS L/P</source>
        <translation>SEKTOREN L/P</translation>
    </message>
    <message>
        <source>MEDIA</source>
        <translation>MEDIUM</translation>
    </message>
    <message>
        <source>WRITE CACHE</source>
        <translation>SCHREIBCACHE</translation>
    </message>
    <message>
        <source>%1/%2</source>
        <extracomment>logical / physical sector size in bytes</extracomment>
        <translation>%1/%2</translation>
    </message>
    <message>
        <source>partition</source>
        <translation>Partition</translation>
    </message>
    <message>
        <source>unknown command &apos;%1&apos;. Try &apos;driveproof-cli --help&apos;.</source>
        <translation>unbekannter Befehl &apos;%1&apos;. &apos;driveproof-cli --help&apos; liefert weitere Informationen.</translation>
    </message>
    <message>
        <source>on</source>
        <extracomment>the drive&apos;s write cache</extracomment>
        <translation>ein</translation>
    </message>
    <message>
        <source>off</source>
        <translation>aus</translation>
    </message>
    <message>
        <source>yes, through udisks2 (re-applied at every boot)</source>
        <translation>ja, über udisks2 (bei jedem Systemstart neu gesetzt)</translation>
    </message>
    <message>
        <source>yes, saved in the drive</source>
        <translation>ja, im Laufwerk gespeichert</translation>
    </message>
    <message>
        <source>no: a change lasts until the next power cycle</source>
        <translation>nein: Eine Änderung gilt bis zum nächsten Aus- und Einschalten</translation>
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
        <translation>keines (nimmt keine Laufwerksbefehle an)</translation>
    </message>
    <message>
        <source>Protocol</source>
        <translation>Protokoll</translation>
    </message>
    <message>
        <source>Drive has a write cache</source>
        <translation>Laufwerk hat Schreibcache</translation>
    </message>
    <message>
        <source>Drive&apos;s cache now</source>
        <translation>Laufwerkscache jetzt</translation>
    </message>
    <message>
        <source>Saved setting</source>
        <translation>Gespeicherte Einstellung</translation>
    </message>
    <message>
        <source>none</source>
        <translation>keine</translation>
    </message>
    <message>
        <source>Can be changed</source>
        <translation>Änderbar</translation>
    </message>
    <message>
        <source>Keeps after reboot</source>
        <translation>Bleibt nach Neustart</translation>
    </message>
    <message>
        <source>Kernel&apos;s view</source>
        <translation>Sicht des Kernels</translation>
    </message>
    <message>
        <source>Kernel uses FUA</source>
        <translation>Kernel nutzt FUA</translation>
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
        <translation>gut</translation>
    </message>
    <message>
        <source>caution</source>
        <translation>bedenklich</translation>
    </message>
    <message>
        <source>bad</source>
        <translation>schlecht</translation>
    </message>
    <message>
        <source>Overall</source>
        <translation>Gesamtbewertung</translation>
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
        <translation>Betriebsstunden</translation>
    </message>
    <message>
        <source>Power cycles</source>
        <translation>Einschaltzyklen</translation>
    </message>
    <message>
        <source>Unsafe shutdowns</source>
        <translation>Unsichere Abschaltungen</translation>
    </message>
    <message>
        <source>Bad sectors</source>
        <translation>Defekte Sektoren</translation>
    </message>
    <message>
        <source>Media errors</source>
        <translation>Medienfehler</translation>
    </message>
    <message>
        <source>Wear</source>
        <extracomment>wear of an SSD, in percent of its rated life</extracomment>
        <translation>Verschleiß</translation>
    </message>
    <message>
        <source>%1 %</source>
        <translation>%1 %</translation>
    </message>
    <message>
        <source>Available spare</source>
        <translation>Verfügbare Reserve</translation>
    </message>
    <message>
        <source>Source</source>
        <translation>Quelle</translation>
    </message>
    <message>
        <source>%1 is a partition; the write cache and health belong to the whole drive. Give %2 instead.</source>
        <extracomment>%1 partition the user gave, %2 its whole drive</extracomment>
        <translation>%1 ist eine Partition; Schreibcache und Zustand gehören zum ganzen Laufwerk. Geben Sie stattdessen %2 an.</translation>
    </message>
    <message>
        <source>Show the drive&apos;s volatile write cache next to the kernel&apos;s view, or switch it.</source>
        <translation>Den flüchtigen Schreibcache des Laufwerks neben der Sicht des Kernels anzeigen oder ihn umschalten.</translation>
    </message>
    <message>
        <source>A drive, e.g. /dev/sda.</source>
        <translation>Ein Laufwerk, z. B. /dev/sda.</translation>
    </message>
    <message>
        <source>Switch the drive&apos;s cache on or off.</source>
        <translation>Den Cache des Laufwerks ein- oder ausschalten.</translation>
    </message>
    <message>
        <source>Keep the setting after a power cycle, where the drive or udisks2 can keep it honestly.</source>
        <translation>Die Einstellung über ein Aus- und Einschalten hinaus behalten, sofern das Laufwerk oder udisks2 das zuverlässig kann.</translation>
    </message>
    <message>
        <source>&apos;cache&apos; needs exactly one DEVICE, e.g. &apos;driveproof-cli cache /dev/sda&apos;.</source>
        <translation>&apos;cache&apos; erwartet genau ein DEVICE, z. B. &apos;driveproof-cli cache /dev/sda&apos;.</translation>
    </message>
    <message>
        <source>--set takes &apos;on&apos; or &apos;off&apos;, not &apos;%1&apos;.</source>
        <extracomment>%1 the value the user gave</extracomment>
        <translation>--set erwartet &apos;on&apos; oder &apos;off&apos;, nicht &apos;%1&apos;.</translation>
    </message>
    <message>
        <source>--persist goes with --set on|off.</source>
        <translation>--persist ist nur zusammen mit --set on|off möglich.</translation>
    </message>
    <message>
        <source>Show the drive&apos;s health: overall verdict, temperature, hours, power cycles, unsafe shutdowns.</source>
        <translation>Den Zustand des Laufwerks anzeigen: Gesamtbewertung, Temperatur, Betriebsstunden, Einschaltzyklen, unsichere Abschaltungen.</translation>
    </message>
    <message>
        <source>&apos;health&apos; needs exactly one DEVICE, e.g. &apos;driveproof-cli health /dev/sda&apos;.</source>
        <translation>&apos;health&apos; erwartet genau ein DEVICE, z. B. &apos;driveproof-cli health /dev/sda&apos;.</translation>
    </message>
    <message>
        <source>[%1%] %2: %3, %4, %5 left</source>
        <extracomment>live progress: %1 percent done, %2 the step, %3 rate, %4 IOPS, %5 time left (m:ss)</extracomment>
        <translation>[%1%] %2: %3, %4, noch %5</translation>
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
        <translation>Commit-Methode</translation>
    </message>
    <message>
        <source>Commits/s</source>
        <translation>Commits/s</translation>
    </message>
    <message>
        <source>Mean µs</source>
        <translation>Mittel µs</translation>
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
        <translation>Flushes/Commit</translation>
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
        <source>danger</source>
        <translation>gefährlich</translation>
    </message>
    <message>
        <source>note</source>
        <translation>Hinweis</translation>
    </message>
    <message>
        <source>This test writes over the data on %1. Everything on it will be lost.
Type the device name (%2) to go on: </source>
        <extracomment>%1 device node, %2 its short name the user must type</extracomment>
        <translation>Dieser Test überschreibt die Daten auf %1. Alles darauf geht verloren.
Geben Sie zum Fortfahren den Gerätenamen (%2) ein: </translation>
    </message>
    <message>
        <source>The test to run.</source>
        <translation>Der auszuführende Test.</translation>
    </message>
    <message>
        <source>Test area or temporary file size, e.g. 1G, 256M (default: 1G; commit: 16M; a device: all of it for the surface scan).</source>
        <translation>Größe des Testbereichs oder der temporären Datei, z. B. 1G, 256M (Standard: 1G; commit: 16M; ein Gerät: vollständig beim Oberflächenscan).</translation>
    </message>
    <message>
        <source>Seconds per measurement (default: 5).</source>
        <translation>Sekunden pro Messung (Standard: 5).</translation>
    </message>
    <message>
        <source>I/O engine: auto, io_uring or psync (default: auto).</source>
        <translation>I/O-Engine: auto, io_uring oder psync (Standard: auto).</translation>
    </message>
    <message>
        <source>Block size for random, sweeps and sustained, e.g. 4k.</source>
        <translation>Blockgröße für random, Messreihen und sustained, z. B. 4k.</translation>
    </message>
    <message>
        <source>I/Os in flight per thread (sweeps, sustained).</source>
        <translation>Gleichzeitig ausstehende I/Os pro Thread (Messreihen, sustained).</translation>
    </message>
    <message>
        <source>Threads (sweeps).</source>
        <translation>Threads (Messreihen).</translation>
    </message>
    <message>
        <source>Sweeps: 100 reads only (default), 0 writes only, or a mix.</source>
        <translation>Messreihen: 100 nur Lesen (Standard), 0 nur Schreiben oder eine Mischung.</translation>
    </message>
    <message>
        <source>Hybrid check: seconds the drive stays idle between the passes (default: 300).</source>
        <translation>Hybrid-Prüfung: Sekunden, die das Laufwerk zwischen den Durchgängen ruht (Standard: 300).</translation>
    </message>
    <message>
        <source>Commit: measure again with the drive&apos;s write cache off, then switch it back on.</source>
        <translation>Commit: erneut mit ausgeschaltetem Schreibcache des Laufwerks messen und ihn danach wieder einschalten.</translation>
    </message>
    <message>
        <source>Allow a write test on a raw device: everything on it is lost.</source>
        <translation>Einen Schreibtest auf einem rohen Gerät erlauben: Alles darauf geht verloren.</translation>
    </message>
    <message>
        <source>Go through the page cache (no O_DIRECT).</source>
        <translation>Über den Seitencache gehen (kein O_DIRECT).</translation>
    </message>
    <message>
        <source>Print the result as JSON (docs/json.md).</source>
        <translation>Das Ergebnis als JSON ausgeben (docs/json.md).</translation>
    </message>
    <message>
        <source>Also write the JSON result to FILE.</source>
        <translation>Das JSON-Ergebnis zusätzlich in FILE schreiben.</translation>
    </message>
    <message>
        <source>Run only the measurements with these keys, separated by commas (e.g. rnd4kq32t1.read, commit.s1.fdatasync).</source>
        <translation>Nur die Messungen mit diesen Schlüsseln ausführen, durch Kommas getrennt (z. B. rnd4kq32t1.read, commit.s1.fdatasync).</translation>
    </message>
    <message>
        <source>Do not keep the result in the drive&apos;s history.</source>
        <translation>Das Ergebnis nicht im Verlauf des Laufwerks speichern.</translation>
    </message>
    <message>
        <source>&apos;bench&apos; needs a FAMILY and at most one TARGET, e.g. &apos;driveproof-cli bench quick ~/&apos;.</source>
        <translation>&apos;bench&apos; erwartet eine FAMILY und höchstens ein TARGET, z. B. &apos;driveproof-cli bench quick ~/&apos;.</translation>
    </message>
    <message>
        <source>unknown test &apos;%1&apos;. Try &apos;driveproof-cli bench --help&apos;.</source>
        <extracomment>%1 what the user typed</extracomment>
        <translation>Unbekannter Test &apos;%1&apos;. &apos;driveproof-cli bench --help&apos; liefert weitere Informationen.</translation>
    </message>
    <message>
        <source>--duration takes seconds, e.g. 5, not &apos;%1&apos;.</source>
        <extracomment>%1 what the user typed</extracomment>
        <translation>--duration erwartet Sekunden, z. B. 5, nicht &apos;%1&apos;.</translation>
    </message>
    <message>
        <source>--backend takes auto, io_uring or psync, not &apos;%1&apos;.</source>
        <extracomment>%1 what the user typed</extracomment>
        <translation>--backend erwartet auto, io_uring oder psync, nicht &apos;%1&apos;.</translation>
    </message>
    <message>
        <source>--block-size takes a multiple of 512 bytes up to 64M, not &apos;%1&apos;.</source>
        <extracomment>%1 what the user typed</extracomment>
        <translation>--block-size erwartet ein Vielfaches von 512 Bytes bis 64M, nicht &apos;%1&apos;.</translation>
    </message>
    <message>
        <source>--%1 takes a whole number up to %2, not &apos;%3&apos;.</source>
        <extracomment>%1 the option, %2 the largest value, %3 what the user typed</extracomment>
        <translation>--%1 erwartet eine ganze Zahl bis %2, nicht &apos;%3&apos;.</translation>
    </message>
    <message>
        <source>--idle takes seconds, not &apos;%1&apos;.</source>
        <extracomment>%1 what the user typed</extracomment>
        <translation>--idle erwartet Sekunden, nicht &apos;%1&apos;.</translation>
    </message>
    <message>
        <source>--cache-ab goes with the commit test.</source>
        <translation>--cache-ab gehört zum Commit-Test.</translation>
    </message>
    <message>
        <source>%1 is a device: this test writes to it and destroys its data. Add --destructive if that is what you want, or give a folder.</source>
        <extracomment>%1 device node</extracomment>
        <translation>%1 ist ein Gerät: Dieser Test schreibt darauf und zerstört seine Daten. Fügen Sie --destructive hinzu, wenn Sie das wollen, oder geben Sie einen Ordner an.</translation>
    </message>
    <message>
        <source>The name did not match; nothing was written.</source>
        <translation>Der Name stimmte nicht überein; es wurde nichts geschrieben.</translation>
    </message>
    <message>
        <source>--cache-ab needs to know the drive under the target, and it could not be found.</source>
        <translation>--cache-ab muss das Laufwerk unter dem Ziel kennen, und es konnte nicht gefunden werden.</translation>
    </message>
    <message>
        <source>Cannot write %1: %2.</source>
        <extracomment>%1 file name, %2 the system&apos;s error text
----------
%1 file, %2 the system&apos;s reason</extracomment>
        <translation>%1 kann nicht geschrieben werden: %2.</translation>
    </message>
    <message>
        <source>%1 on %2</source>
        <extracomment>%1 the test&apos;s title, %2 where it ran</extracomment>
        <translation>%1 auf %2</translation>
    </message>
    <message>
        <source>- %1: %2</source>
        <extracomment>a verdict as a list item: %1 good/caution/danger/note, %2 the verdict</extracomment>
        <translation>- %1: %2</translation>
    </message>
    <message>
        <source>Cancelled; the lines above finished before that.</source>
        <translation>Abgebrochen; die Zeilen oben wurden vorher abgeschlossen.</translation>
    </message>
    <message>
        <source>--language needs a language, one of: %1.</source>
        <extracomment>%1 the language codes DriveProof has, e.g. &quot;de, en, es&quot;</extracomment>
        <translation>--language erwartet eine Sprache, eine von: %1.</translation>
    </message>
    <message>
        <source>unknown language &apos;%1&apos;. Choose one of: %2.</source>
        <extracomment>%1 what was given after --language, %2 the language codes DriveProof has, e.g. &quot;de, en, es&quot;</extracomment>
        <translation>Unbekannte Sprache &apos;%1&apos;. Wählen Sie eine von: %2.</translation>
    </message>
    <message>
        <source>Measure a drive: commit rate (like pg_test_fsync), throughput, random I/O, sweeps, the hybrid-cache check.
FAMILY is one of: quick, commit, throughput (or seq), sustained, surface, random, sweep (with --axis), sweep-block-size, sweep-queue-depth, sweep-threads, hybrid.
TARGET is a folder (default: the current one; a temporary file is created and removed), an existing file (used in place, never grown), or a block device (read tests; writing needs --destructive).</source>
        <translation>Ein Laufwerk messen: Commit-Rate (wie pg_test_fsync), Übertragungsrate, zufällige I/O, Messreihen, die Hybrid-Cache-Prüfung.
FAMILY ist eines von: quick, commit, throughput (oder seq), sustained, surface, random, sweep (mit --axis), sweep-block-size, sweep-queue-depth, sweep-threads, hybrid.
TARGET ist ein Ordner (Standard: der aktuelle; eine temporäre Datei wird angelegt und wieder entfernt), eine vorhandene Datei (wird direkt verwendet, nie vergrößert) oder ein Blockgerät (Lesetests; Schreiben erfordert --destructive).</translation>
    </message>
    <message>
        <source>Folder, file or device (or --target).</source>
        <translation>Ordner, Datei oder Gerät (oder --target).</translation>
    </message>
    <message>
        <source>Folder, file or device, like TARGET.</source>
        <translation>Ordner, Datei oder Gerät, wie TARGET.</translation>
    </message>
    <message>
        <source>Quick, throughput, random: reads only.</source>
        <translation>Für quick, throughput und random: nur Lesen.</translation>
    </message>
    <message>
        <source>Quick, throughput, random: writes only.</source>
        <translation>Für quick, throughput und random: nur Schreiben.</translation>
    </message>
    <message>
        <source>Quick, throughput, random: a mix with this percentage of reads, e.g. 70.</source>
        <translation>Für quick, throughput und random: eine Mischung mit diesem Prozentsatz an Lesezugriffen, z. B. 70.</translation>
    </message>
    <message>
        <source>One CrystalDiskMark preset: SEQ1M-Q8T1, SEQ1M-Q1T1, RND4K-Q32T1, RND4K-Q1T1 (or any RND|SEQ&lt;size&gt;-Q&lt;depth&gt;T&lt;threads&gt;).</source>
        <translation>Eine Voreinstellung von CrystalDiskMark: SEQ1M-Q8T1, SEQ1M-Q1T1, RND4K-Q32T1, RND4K-Q1T1 (oder ein beliebiges RND|SEQ&lt;size&gt;-Q&lt;depth&gt;T&lt;threads&gt;).</translation>
    </message>
    <message>
        <source>sweep: block-size (default), queue-depth or threads.</source>
        <translation>sweep: block-size (Standard), queue-depth oder threads.</translation>
    </message>
    <message>
        <source>--axis goes with &apos;sweep&apos; and takes block-size, queue-depth or threads, not &apos;%1&apos;.</source>
        <extracomment>%1 what the user typed</extracomment>
        <translation>--axis gehört zu &apos;sweep&apos; und erwartet block-size, queue-depth oder threads, nicht &apos;%1&apos;.</translation>
    </message>
    <message>
        <source>Give one of --read, --write and --mix.</source>
        <translation>Geben Sie eine der Optionen --read, --write und --mix an.</translation>
    </message>
    <message>
        <source>--mix takes the percentage of reads, 0 to 100, not &apos;%1&apos;.</source>
        <extracomment>%1 what the user typed</extracomment>
        <translation>--mix erwartet den Prozentsatz der Lesezugriffe, 0 bis 100, nicht &apos;%1&apos;.</translation>
    </message>
    <message>
        <source>--preset takes a name such as RND4K-Q32T1 or SEQ1M-Q8T1, not &apos;%1&apos;.</source>
        <extracomment>%1 what the user typed</extracomment>
        <translation>--preset erwartet einen Namen wie RND4K-Q32T1 oder SEQ1M-Q8T1, nicht &apos;%1&apos;.</translation>
    </message>
    <message>
        <source>--preset goes with quick, random or seq.</source>
        <translation>--preset gehört zu quick, random oder seq.</translation>
    </message>
    <message>
        <source>Cancelled while the test file was being prepared; it was removed.</source>
        <translation>Während der Vorbereitung der Testdatei abgebrochen; sie wurde entfernt.</translation>
    </message>
    <message>
        <source>preparing the test area: %1%</source>
        <extracomment>%1 percent of the test area written with known data</extracomment>
        <translation>Testbereich wird vorbereitet: %1%</translation>
    </message>
    <message>
        <source>%1: %2 commits/s, witness holds #%3, %4 in flight, link %5</source>
        <extracomment>live power-loss run: %1 phase, %2 commits per second, %3 the witness&apos;s durable sequence number, %4 writes in flight, %5 link state</extracomment>
        <translation>%1: %2 Commits/s, Zeuge hält #%3, %4 ausstehend, Verbindung %5</translation>
    </message>
    <message>
        <source>*** Pull the plug now ***</source>
        <translation>*** Jetzt den Stecker ziehen ***</translation>
    </message>
    <message>
        <source>Cut the power at the wall (not the power button). After the restart, run &apos;driveproof-cli powerloss verify&apos; with the same target.</source>
        <translation>Trennen Sie den Strom an der Steckdose (nicht mit dem Ein-/Aus-Schalter). Führen Sie nach dem Neustart &apos;driveproof-cli powerloss verify&apos; mit demselben Ziel aus.</translation>
    </message>
    <message>
        <source>Verdict: %1</source>
        <extracomment>%1 PASS, FAIL or INCONCLUSIVE</extracomment>
        <translation>Bewertung: %1</translation>
    </message>
    <message>
        <source>Validity checks:</source>
        <translation>Gültigkeitsprüfungen:</translation>
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
        <translation>NICHT OK</translation>
    </message>
    <message>
        <source>Acknowledged writes: %1; blocks checked: %2</source>
        <extracomment>%1 number of acknowledged writes, %2 number of blocks read</extracomment>
        <translation>Bestätigte Schreibvorgänge: %1; geprüfte Blöcke: %2</translation>
    </message>
    <message>
        <source>Test area: %1, %2</source>
        <extracomment>%1 file or device, %2 its size</extracomment>
        <translation>Testbereich: %1, %2</translation>
    </message>
    <message>
        <source>Drive: %1, serial %2, firmware %3</source>
        <extracomment>%1 model, %2 serial number, %3 firmware</extracomment>
        <translation>Laufwerk: %1, Seriennummer %2, Firmware %3</translation>
    </message>
    <message>
        <source>Write cache: %1</source>
        <extracomment>%1 on, off or unknown</extracomment>
        <translation>Schreibcache: %1</translation>
    </message>
    <message>
        <source>Unsafe shutdowns so far: %1</source>
        <translation>Unsichere Abschaltungen bisher: %1</translation>
    </message>
    <message>
        <source>Warning: %1</source>
        <extracomment>a warning: %1 its text</extracomment>
        <translation>Warnung: %1</translation>
    </message>
    <message>
        <source>Ready. Start the witness, then &apos;driveproof-cli powerloss run&apos;.</source>
        <translation>Bereit. Starten Sie den Zeugen, dann &apos;driveproof-cli powerloss run&apos;.</translation>
    </message>
    <message>
        <source>Stopped cleanly after %1 commits; the witness holds them all. Nothing to verify: a clean stop is not a power cut.</source>
        <extracomment>%1 number of commits</extracomment>
        <translation>Nach %1 Commits sauber beendet; der Zeuge hat sie alle. Nichts zu prüfen: Ein sauberes Beenden ist kein Stromausfall.</translation>
    </message>
    <message>
        <source>No power-loss test is pending for %1.</source>
        <translation>Für %1 steht kein Stromausfalltest aus.</translation>
    </message>
    <message>
        <source>No pending power-loss test has the run id &apos;%1&apos;.</source>
        <translation>Kein ausstehender Stromausfalltest hat die Testlauf-ID &apos;%1&apos;.</translation>
    </message>
    <message>
        <source>Practice on a simulated drive that lies about its flushes.</source>
        <translation>Mit einem simulierten Laufwerk üben, das bei seinen Flushes lügt.</translation>
    </message>
    <message>
        <source>Practice on a simulated honest drive.</source>
        <translation>Mit einem simulierten ehrlichen Laufwerk üben.</translation>
    </message>
    <message>
        <source>The power-loss test: does the drive keep what it acknowledged when the power goes?
  prepare   check the drive and the machine, create the test area
  run       write and report every commit to the witness; pull the plug when told
  verify    after the restart: read the area, fetch the witness&apos;s record, judge
  practice  the whole procedure on a simulated drive on this machine</source>
        <translation>Der Stromausfalltest: Behält das Laufwerk, was es bestätigt hat, wenn der Strom ausfällt?
  prepare   Laufwerk und Rechner prüfen, den Testbereich anlegen
  run       schreiben und jeden Commit an den Zeugen melden; auf Aufforderung den Stecker ziehen
  verify    nach dem Neustart: den Bereich lesen, die Aufzeichnung des Zeugen abrufen, bewerten
  practice  der ganze Ablauf mit einem simulierten Laufwerk auf diesem Rechner</translation>
    </message>
    <message>
        <source>prepare, run, verify or practice.</source>
        <translation>prepare, run, verify oder practice.</translation>
    </message>
    <message>
        <source>The test area: a file (created if missing) or a block device (with --destructive).</source>
        <translation>Der Testbereich: eine Datei (wird angelegt, falls nicht vorhanden) oder ein Blockgerät (mit --destructive).</translation>
    </message>
    <message>
        <source>The witness&apos;s address, as it shows it.</source>
        <translation>Die Adresse des Zeugen, so wie er sie anzeigt.</translation>
    </message>
    <message>
        <source>Size of the test area, e.g. 1G (default: 1G; practice: 16M).</source>
        <translation>Größe des Testbereichs, z. B. 1G (Standard: 1G; practice: 16M).</translation>
    </message>
    <message>
        <source>Commit method: fdatasync (default), fsync, open_datasync or open_sync.</source>
        <translation>Commit-Methode: fdatasync (Standard), fsync, open_datasync oder open_sync.</translation>
    </message>
    <message>
        <source>Writes per commit (group commit); default 1.</source>
        <translation>Schreibvorgänge pro Commit (Group Commit); Standard 1.</translation>
    </message>
    <message>
        <source>verify: the run to verify (its id or the start of it), instead of the one pending for --target.</source>
        <translation>verify: der zu prüfende Testlauf (seine ID oder deren Anfang) statt des für --target ausstehenden.</translation>
    </message>
    <message>
        <source>Allow a raw device as the target: everything on it is lost.</source>
        <translation>Ein rohes Gerät als Ziel erlauben: Alles darauf geht verloren.</translation>
    </message>
    <message>
        <source>practice: honest (default) or lying.</source>
        <translation>practice: honest (Standard) oder lying.</translation>
    </message>
    <message>
        <source>practice: seconds of writing before the simulated cut (default: 3).</source>
        <translation>practice: Sekunden Schreiben vor dem simulierten Stromausfall (Standard: 3).</translation>
    </message>
    <message>
        <source>Print the result as JSON.</source>
        <translation>Das Ergebnis als JSON ausgeben.</translation>
    </message>
    <message>
        <source>powerloss takes prepare, run, verify or practice, not &apos;%1&apos;.</source>
        <extracomment>%1 what the user typed</extracomment>
        <translation>powerloss erwartet prepare, run, verify oder practice, nicht &apos;%1&apos;.</translation>
    </message>
    <message>
        <source>--size takes a size of at least 1M, such as 1G or 256M, not &apos;%1&apos;.</source>
        <extracomment>%1 what the user typed</extracomment>
        <translation>--size erwartet eine Größe von mindestens 1M, etwa 1G oder 256M, nicht &apos;%1&apos;.</translation>
    </message>
    <message>
        <source>--method takes fdatasync, fsync, open_datasync or open_sync, not &apos;%1&apos;.</source>
        <extracomment>%1 what the user typed</extracomment>
        <translation>--method erwartet fdatasync, fsync, open_datasync oder open_sync, nicht &apos;%1&apos;.</translation>
    </message>
    <message>
        <source>--writes-per-commit takes a number from 1 to 1024, not &apos;%1&apos;.</source>
        <extracomment>%1 what the user typed</extracomment>
        <translation>--writes-per-commit erwartet eine Zahl von 1 bis 1024, nicht &apos;%1&apos;.</translation>
    </message>
    <message>
        <source>--witness takes HOST:PORT such as 192.168.1.20:7070, not &apos;%1&apos;.</source>
        <extracomment>%1 what the user typed</extracomment>
        <translation>--witness erwartet HOST:PORT, etwa 192.168.1.20:7070, nicht &apos;%1&apos;.</translation>
    </message>
    <message>
        <source>--mode takes honest or lying, not &apos;%1&apos;.</source>
        <extracomment>%1 what the user typed</extracomment>
        <translation>--mode erwartet honest oder lying, nicht &apos;%1&apos;.</translation>
    </message>
    <message>
        <source>--seconds takes a number from 0 to 3600, not &apos;%1&apos;.</source>
        <extracomment>%1 what the user typed</extracomment>
        <translation>--seconds erwartet eine Zahl von 0 bis 3600, nicht &apos;%1&apos;.</translation>
    </message>
    <message>
        <source>Give the test area with --target PATH.</source>
        <translation>Geben Sie den Testbereich mit --target PATH an.</translation>
    </message>
    <message>
        <source>run %1: started</source>
        <extracomment>%1 a short run id</extracomment>
        <translation>Testlauf %1: gestartet</translation>
    </message>
    <message>
        <source>run %1: the writer is back (%2 commits so far)</source>
        <extracomment>%1 a short run id, %2 number of acknowledged commits</extracomment>
        <translation>Testlauf %1: Der Schreibprozess ist zurück (bisher %2 Commits)</translation>
    </message>
    <message>
        <source>run %1: %2 commits acknowledged</source>
        <extracomment>%1 a short run id, %2 number of acknowledged commits</extracomment>
        <translation>Testlauf %1: %2 Commits bestätigt</translation>
    </message>
    <message>
        <source>run %1: the writer went silent at %2: the estimated power cut</source>
        <extracomment>%1 a short run id, %2 date and time on this machine&apos;s clock</extracomment>
        <translation>Testlauf %1: Der Schreibprozess ist um %2 verstummt: der geschätzte Stromausfall</translation>
    </message>
    <message>
        <source>run %1: the writer reported an error: %2</source>
        <extracomment>%1 a short run id, %2 the writer&apos;s error text</extracomment>
        <translation>Testlauf %1: Der Schreibprozess hat einen Fehler gemeldet: %2</translation>
    </message>
    <message>
        <source>run %1: the writer stopped on purpose (no power cut)</source>
        <extracomment>%1 a short run id</extracomment>
        <translation>Testlauf %1: Der Schreibprozess wurde absichtlich beendet (kein Stromausfall)</translation>
    </message>
    <message>
        <source>run %1: the verifier&apos;s report is stored</source>
        <extracomment>%1 a short run id</extracomment>
        <translation>Testlauf %1: Der Bericht der Prüfung ist gespeichert</translation>
    </message>
    <message>
        <source>refused a connection: %1</source>
        <extracomment>%1 why a connection or frame was refused</extracomment>
        <translation>Verbindung abgelehnt: %1</translation>
    </message>
    <message>
        <source>run %1: journal error: %2</source>
        <extracomment>%1 a short run id, %2 the error text</extracomment>
        <translation>Testlauf %1: Journalfehler: %2</translation>
    </message>
    <message>
        <source>Be the witness of a power-loss test: record every commit a writer reports, so that after the power cut the verifier knows what the drive acknowledged. Runs until Ctrl+C.</source>
        <translation>Zeuge eines Stromausfalltests sein: jeden Commit aufzeichnen, den ein Schreibprozess meldet, damit die Prüfung nach dem Stromausfall weiß, was das Laufwerk bestätigt hat. Läuft bis Strg+C.</translation>
    </message>
    <message>
        <source>Address and port to listen on (default: 0.0.0.0:7070).</source>
        <translation>Adresse und Port, auf denen auf Verbindungen gewartet wird (Standard: 0.0.0.0:7070).</translation>
    </message>
    <message>
        <source>Folder for the run journals (default: DriveProof&apos;s data folder). Put it on another disk than the one under test.</source>
        <translation>Ordner für die Journale der Testläufe (Standard: der Datenordner von DriveProof). Legen Sie ihn auf eine andere Festplatte als die getestete.</translation>
    </message>
    <message>
        <source>witness takes no argument, not &apos;%1&apos;.</source>
        <extracomment>%1 what the user typed</extracomment>
        <translation>witness erwartet kein Argument, nicht &apos;%1&apos;.</translation>
    </message>
    <message>
        <source>--listen takes ADDRESS:PORT such as 0.0.0.0:7070, not &apos;%1&apos;.</source>
        <extracomment>%1 what the user typed</extracomment>
        <translation>--listen erwartet ADDRESS:PORT, etwa 0.0.0.0:7070, nicht &apos;%1&apos;.</translation>
    </message>
    <message>
        <source>Pairing code: %1</source>
        <extracomment>%1 the pairing code to type on the writer</extracomment>
        <translation>Kopplungscode: %1</translation>
    </message>
    <message>
        <source>Listening on %1:%2</source>
        <extracomment>%1 host, %2 port</extracomment>
        <translation>Wartet auf Verbindungen an %1:%2</translation>
    </message>
    <message>
        <source>Journals in %1</source>
        <extracomment>%1 a folder</extracomment>
        <translation>Journale in %1</translation>
    </message>
    <message>
        <source>Witness stopped; every journal is synced.</source>
        <translation>Zeuge beendet; alle Journale sind synchronisiert.</translation>
    </message>
    <message>
        <source>--size takes a size of at least 4K, such as 1G or 256M, not &apos;%1&apos;.</source>
        <extracomment>%1 what the user typed</extracomment>
        <translation>--size erwartet eine Größe von mindestens 4K, etwa 1G oder 256M, nicht &apos;%1&apos;.</translation>
    </message>
    <message>
        <source>There is no device %1. Run &apos;driveproof-cli list&apos; to see the drives on this machine.</source>
        <extracomment>%1 what the user typed</extracomment>
        <translation>Es gibt kein Gerät %1. &apos;driveproof-cli list&apos; zeigt die Laufwerke dieses Rechners.</translation>
    </message>
    <message>
        <source>There is no folder or file %1. Give an existing folder (a temporary test file is made in it), a file or a block device.</source>
        <extracomment>%1 what the user typed</extracomment>
        <translation>Es gibt keinen Ordner und keine Datei %1. Geben Sie einen vorhandenen Ordner (darin wird eine temporäre Testdatei angelegt), eine Datei oder ein Blockgerät an.</translation>
    </message>
    <message>
        <source>%1 is not a folder, a regular file or a block device (it is a pipe, a socket or a character device). Give a folder, a file or a block device.</source>
        <extracomment>%1 what the user typed</extracomment>
        <translation>%1 ist weder ein Ordner noch eine reguläre Datei noch ein Blockgerät (sondern eine Pipe, ein Socket oder ein zeichenorientiertes Gerät). Geben Sie einen Ordner, eine Datei oder ein Blockgerät an.</translation>
    </message>
    <message>
        <source>%1 is in use: %2 Nothing was written.</source>
        <extracomment>%1 device node, %2 a sentence saying what uses it, e.g. &quot;/dev/loop0 backs the loop device /dev/loop1. /dev/loop1 is mounted on /mnt.&quot;</extracomment>
        <translation>%1 wird verwendet: %2 Es wurde nichts geschrieben.</translation>
    </message>
    <message>
        <source>--output cannot write %1: %2.</source>
        <extracomment>%1 file name, %2 the system&apos;s error text</extracomment>
        <translation>--output kann %1 nicht schreiben: %2.</translation>
    </message>
    <message>
        <source>--only %1 matches no measurement of this test. The keys are the &quot;key&quot; fields of its --json output.</source>
        <extracomment>%1 what the user gave to --only</extracomment>
        <translation>--only %1 passt zu keiner Messung dieses Tests. Die Schlüssel sind die „key“-Felder seiner --json-Ausgabe.</translation>
    </message>
    <message>
        <source>Write every drive&apos;s findings for Prometheus and other OpenMetrics readers: identity, health, write-cache views, alignment and the latest test results (docs/fleet.md).</source>
        <translation>Die Befunde aller Laufwerke für Prometheus und andere Programme ausgeben, die OpenMetrics lesen: Identität, Zustand, Schreibcache-Sichten, Ausrichtung und die neuesten Testergebnisse (docs/fleet.md).</translation>
    </message>
    <message>
        <source>OpenMetrics text, also readable by node_exporter&apos;s textfile collector.</source>
        <translation>OpenMetrics-Text, auch für den textfile-Collector von node_exporter lesbar.</translation>
    </message>
    <message>
        <source>Write to FILE, replacing it atomically, instead of standard output.</source>
        <translation>In FILE statt in die Standardausgabe schreiben und die Datei dabei atomar ersetzen.</translation>
    </message>
    <message>
        <source>Export only this drive (a loop device too); may be given more than once.</source>
        <translation>Nur dieses Laufwerk exportieren (auch ein Loop-Gerät); kann mehrfach angegeben werden.</translation>
    </message>
    <message>
        <source>Export loop devices too (left out by default).</source>
        <translation>Auch Loop-Geräte exportieren (standardmäßig ausgelassen).</translation>
    </message>
    <message>
        <source>Read test results from this DriveProof data folder (holding history/ and powerloss/) instead of yours; may be given more than once.</source>
        <translation>Testergebnisse aus diesem DriveProof-Datenordner (mit history/ und powerloss/) statt aus Ihrem lesen; kann mehrfach angegeben werden.</translation>
    </message>
    <message>
        <source>FOLDER</source>
        <translation>FOLDER</translation>
    </message>
    <message>
        <source>Read the test results of every user of this machine (needs root).</source>
        <translation>Die Testergebnisse aller Benutzer dieses Rechners lesen (erfordert root).</translation>
    </message>
    <message>
        <source>&apos;export&apos; takes no arguments. Use --device DEVICE for one drive.</source>
        <translation>&apos;export&apos; erwartet keine Argumente. Verwenden Sie --device DEVICE für ein einzelnes Laufwerk.</translation>
    </message>
    <message>
        <source>Choose a format: &apos;driveproof-cli export --openmetrics&apos;.</source>
        <translation>Wählen Sie ein Format: &apos;driveproof-cli export --openmetrics&apos;.</translation>
    </message>
    <message>
        <source>--run-id takes a run id in hexadecimal (or its start), such as 3f9a, not &apos;%1&apos;.</source>
        <extracomment>%1 what the user typed</extracomment>
        <translation>--run-id erwartet eine Testlauf-ID in Hexadezimalschreibweise (oder ihren Anfang), etwa 3f9a, nicht &apos;%1&apos;.</translation>
    </message>
    <message>
        <source>--target takes a file (created if missing) or a block device, not the folder %1. Name a file in it, e.g. %1/powerloss.img.</source>
        <extracomment>%1 what the user typed</extracomment>
        <translation>--target erwartet eine Datei (wird angelegt, falls nicht vorhanden) oder ein Blockgerät, nicht den Ordner %1. Geben Sie eine Datei darin an, z. B. %1/powerloss.img.</translation>
    </message>
    <message>
        <source>--target takes a file (created if missing) or a block device; %1 is a pipe, a socket or a character device.</source>
        <extracomment>%1 what the user typed</extracomment>
        <translation>--target erwartet eine Datei (wird angelegt, falls nicht vorhanden) oder ein Blockgerät; %1 ist eine Pipe, ein Socket oder ein zeichenorientiertes Gerät.</translation>
    </message>
    <message>
        <source>--target names a file in a folder that does not exist: %1.</source>
        <extracomment>%1 what the user typed</extracomment>
        <translation>--target nennt eine Datei in einem Ordner, der nicht existiert: %1.</translation>
    </message>
    <message>
        <source>%1 is a device: the test writes over all of its data. Add --destructive if that is what you want, or name a file.</source>
        <extracomment>%1 device node</extracomment>
        <translation>%1 ist ein Gerät: Der Test überschreibt alle seine Daten. Fügen Sie --destructive hinzu, wenn Sie das wollen, oder geben Sie eine Datei an.</translation>
    </message>
    <message>
        <source>On the machine under test, type one of these witness addresses:</source>
        <extracomment>Followed by this machine&apos;s addresses (ADDRESS:PORT), one per line, that the person types on the machine under test as the witness address.</extracomment>
        <translation>Geben Sie auf dem getesteten Rechner eine dieser Adressen des Zeugen ein:</translation>
    </message>
    <message>
        <source>Note: %1</source>
        <extracomment>a fact to know before the test: %1 its text</extracomment>
        <translation>Hinweis: %1</translation>
    </message>
    <message>
        <source>Link</source>
        <translation>Verbindung</translation>
    </message>
    <message>
        <source>Drive class</source>
        <translation>Laufwerkstyp</translation>
    </message>
    <message>
        <source>The result was not kept in the drive&apos;s history: %1</source>
        <extracomment>%1 why the history file could not be written</extracomment>
        <translation>Das Ergebnis wurde nicht im Verlauf des Laufwerks gespeichert: %1</translation>
    </message>
    <message>
        <source>%1 (%2, %3) looks empty. The capacity test writes over all of it. Go on? [y/N] </source>
        <extracomment>%1 device node, %2 the drive&apos;s model, %3 its size, e.g. &quot;128.0 GB&quot;. The drive has no partition table and no file system. Answer with the word for yes, or y.</extracomment>
        <translation>%1 (%2, %3) scheint leer zu sein. Der Kapazitätstest überschreibt alles darauf. Fortfahren? [y/N] </translation>
    </message>
    <message>
        <source>Is the drive as big as it says? Writes records over the whole device, reads them back and tells a genuine drive from a fake one.</source>
        <translation>Ist das Laufwerk so groß, wie es angibt? Schreibt Datensätze über das ganze Gerät, liest sie zurück und unterscheidet ein echtes Laufwerk von einer Fälschung.</translation>
    </message>
    <message>
        <source>The drive, e.g. /dev/sdb.</source>
        <translation>Das Laufwerk, z. B. /dev/sdb.</translation>
    </message>
    <message>
        <source>The quick probe: a few thousand records, minutes.</source>
        <translation>Die schnelle Probe: einige tausend Datensätze, Minuten.</translation>
    </message>
    <message>
        <source>The full verify: every block written and read back; resumes where an interrupted run stopped.</source>
        <translation>Die vollständige Prüfung: Jeder Block wird geschrieben und zurückgelesen; setzt dort fort, wo ein unterbrochener Lauf aufhörte.</translation>
    </message>
    <message>
        <source>Allow the writes without a terminal to ask on: everything on the device is lost.</source>
        <translation>Die Schreibvorgänge ohne Terminal für die Rückfrage erlauben: Alles auf dem Gerät geht verloren.</translation>
    </message>
    <message>
        <source>Give one device and --quick or --full. Try &apos;driveproof-cli capacity --help&apos;.</source>
        <translation>Geben Sie ein Gerät und --quick oder --full an. Siehe &apos;driveproof-cli capacity --help&apos;.</translation>
    </message>
    <message>
        <source>The capacity test writes over everything on %1. Add --destructive if that is what you want.</source>
        <extracomment>%1 device node</extracomment>
        <translation>Der Kapazitätstest überschreibt alles auf %1. Geben Sie --destructive an, wenn Sie das wollen.</translation>
    </message>
    <message>
        <source>Bad: bytes %1 to %2: %3.</source>
        <extracomment>%1 and %2 byte offsets as numbers, %3 what was found there, e.g. &quot;zeros&quot;</extracomment>
        <translation>Fehlerhaft: Bytes %1 bis %2: %3.</translation>
    </message>
    <message numerus="yes">
        <source>… and %n more bad range(s) (see --json).</source>
        <translation>
            <numerusform>… und %n weiterer fehlerhafter Bereich (siehe --json).</numerusform>
            <numerusform>… und %n weitere fehlerhafte Bereiche (siehe --json).</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 is empty (no partition table, no file system): it is written to without asking for its name.</source>
        <extracomment>%1 device node</extracomment>
        <translation>%1 ist leer (keine Partitionstabelle, kein Dateisystem): Es wird beschrieben, ohne nach seinem Namen zu fragen.</translation>
    </message>
    <message>
        <source>%1 has no write cache of its own to switch (a loop, virtio or memory-card device): only the kernel&apos;s view exists. Nothing was changed.</source>
        <extracomment>%1 device node</extracomment>
        <translation>%1 hat keinen eigenen Schreibcache zum Umschalten (ein Loop-, virtio- oder Speicherkartengerät): Es gibt nur die Sicht des Kernels. Nichts wurde geändert.</translation>
    </message>
    <message>
        <source>%1 is a loop device over %2: it has no health of its own. Ask the drive that holds that file.</source>
        <extracomment>%1 device node, %2 the file behind it</extracomment>
        <translation>%1 ist ein Loop-Gerät über %2: Es hat keinen eigenen Zustand. Fragen Sie das Laufwerk, auf dem diese Datei liegt.</translation>
    </message>
    <message>
        <source>%1 commits/s</source>
        <extracomment>commits per second</extracomment>
        <translation>%1 Commits/s</translation>
    </message>
    <message>
        <source>List the runs kept for one drive, newest first.</source>
        <translation>Die gespeicherten Läufe eines Laufwerks auflisten, die neuesten zuerst.</translation>
    </message>
    <message>
        <source>&apos;history&apos; needs exactly one DEVICE, e.g. &apos;driveproof-cli history /dev/sda&apos;.</source>
        <translation>&apos;history&apos; braucht genau ein DEVICE, z. B. &apos;driveproof-cli history /dev/sda&apos;.</translation>
    </message>
    <message>
        <source>No runs are kept for %1 yet. &apos;driveproof-cli bench quick FOLDER&apos; on one of its file systems makes the first.</source>
        <extracomment>%1 device node</extracomment>
        <translation>Für %1 sind noch keine Läufe gespeichert. &apos;driveproof-cli bench quick FOLDER&apos; auf einem seiner Dateisysteme macht den ersten.</translation>
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
        <translation>EINSTELLUNGEN</translation>
    </message>
    <message>
        <source>SUMMARY</source>
        <translation>ZUSAMMENFASSUNG</translation>
    </message>
    <message>
        <source>Put two runs side by side: the lines they share, B against A.</source>
        <translation>Zwei Läufe nebeneinanderstellen: die Zeilen, die sie teilen, B gegen A.</translation>
    </message>
    <message>
        <source>A run&apos;s id (the first 8 characters are enough) or its result file; twice.</source>
        <translation>Die ID eines Laufs (die ersten 8 Zeichen genügen) oder seine Ergebnisdatei; zweimal.</translation>
    </message>
    <message>
        <source>&apos;compare&apos; needs two runs, e.g. &apos;driveproof-cli compare 1a2b3c4d 5e6f7a8b&apos;; &apos;driveproof-cli history DEVICE&apos; lists their ids.</source>
        <translation>&apos;compare&apos; braucht zwei Läufe, z. B. &apos;driveproof-cli compare 1a2b3c4d 5e6f7a8b&apos;; &apos;driveproof-cli history DEVICE&apos; listet ihre IDs.</translation>
    </message>
    <message>
        <source>MEASUREMENT</source>
        <translation>MESSUNG</translation>
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
        <translation>Nicht gleich gemacht: %1</translation>
    </message>
    <message>
        <source>The two runs have no measurement in common: nothing to compare. Compare two runs of the same test.</source>
        <translation>Die beiden Läufe haben keine Messung gemeinsam: nichts zu vergleichen. Vergleichen Sie zwei Läufe desselben Tests.</translation>
    </message>
    <message>
        <source>empty: no partition table, no file system</source>
        <translation>leer: keine Partitionstabelle, kein Dateisystem</translation>
    </message>
    <message>
        <source>data (%1)</source>
        <extracomment>%1 what was found, e.g. &quot;gpt, ext4&quot;</extracomment>
        <translation>Daten (%1)</translation>
    </message>
    <message>
        <source>unknown: %1</source>
        <extracomment>%1 why the drive could not be read (a sentence)</extracomment>
        <translation>unbekannt: %1</translation>
    </message>
    <message>
        <source>Contents</source>
        <translation>Inhalt</translation>
    </message>
    <message>
        <source>standard input</source>
        <translation>Standardeingabe</translation>
    </message>
    <message>
        <source>Cannot read the pairing code from %1: %2</source>
        <extracomment>%1 a file or &quot;standard input&quot;, %2 the system&apos;s error text</extracomment>
        <translation>Der Kopplungscode kann nicht aus %1 gelesen werden: %2</translation>
    </message>
    <message>
        <source>Pairing code (as the witness shows it): </source>
        <translation>Kopplungscode (wie ihn der Zeuge anzeigt): </translation>
    </message>
    <message>
        <source>That is not a pairing code: type the 12 characters the witness shows, such as K7QD-M2XF-9HBT.</source>
        <translation>Das ist kein Kopplungscode: Geben Sie die 12 Zeichen ein, die der Zeuge anzeigt, etwa K7QD-M2XF-9HBT.</translation>
    </message>
    <message>
        <source>--pairing is no longer accepted: every user of this machine can read the command line. Type the code when asked, or use --pairing-file FILE.</source>
        <translation>--pairing wird nicht mehr angenommen: Jeder Benutzer dieses Rechners kann die Befehlszeile lesen. Geben Sie den Code ein, wenn danach gefragt wird, oder verwenden Sie --pairing-file FILE.</translation>
    </message>
    <message>
        <source>Read the pairing code the witness shows from FILE (&apos;-&apos;: standard input). Without it, run asks for the code.</source>
        <translation>Den Kopplungscode, den der Zeuge anzeigt, aus FILE lesen (&apos;-&apos;: Standardeingabe). Ohne diese Option fragt run nach dem Code.</translation>
    </message>
    <message>
        <source>run needs the witness: --witness HOST:PORT as &apos;driveproof-cli witness&apos; shows it, and its pairing code (asked for, or --pairing-file FILE).</source>
        <translation>run braucht den Zeugen: --witness HOST:PORT, wie &apos;driveproof-cli witness&apos; es anzeigt, und seinen Kopplungscode (wird abgefragt, oder --pairing-file FILE).</translation>
    </message>
    <message>
        <source>Use the pairing code in FILE (&apos;-&apos;: standard input) instead of a random one.</source>
        <translation>Den Kopplungscode aus FILE verwenden (&apos;-&apos;: Standardeingabe) statt eines zufälligen.</translation>
    </message>
    <message>
        <source>The drive&apos;s records could not be read (an older helper, or a drive that keeps none).</source>
        <translation>Die Aufzeichnungen des Laufwerks konnten nicht gelesen werden (ein älterer Helfer oder ein Laufwerk, das keine führt).</translation>
    </message>
    <message>
        <source>Is it new? %1</source>
        <extracomment>&quot;Is it new?&quot; and the verdict: new, used, possibly reset</extracomment>
        <translation>Ist es neu? %1</translation>
    </message>
    <message>
        <source>Also show every record the drive keeps: each SMART attribute or NVMe health log field, the self-test log and the error log count.</source>
        <translation>Auch alle Aufzeichnungen des Laufwerks zeigen: jedes SMART-Attribut bzw. jedes Feld des NVMe-Zustandsprotokolls, das Selbsttestprotokoll und die Zahl der Fehlerprotokolleinträge.</translation>
    </message>
    <message>
        <source>Remember the endurance the maker rates this drive&apos;s model for, in terabytes written (TBW), and compare the data written with it from now on.</source>
        <translation>Die Haltbarkeit merken, für die der Hersteller das Modell dieses Laufwerks angibt, in geschriebenen Terabyte (TBW), und die geschriebene Menge ab jetzt damit vergleichen.</translation>
    </message>
    <message>
        <source>--rated-tbw takes terabytes written, e.g. 600, not &apos;%1&apos;.</source>
        <extracomment>%1 what the user typed</extracomment>
        <translation>--rated-tbw erwartet geschriebene Terabyte, z. B. 600, nicht &apos;%1&apos;.</translation>
    </message>
    <message numerus="yes">
        <source>about %n minute(s)</source>
        <extracomment>%n the number of minutes the drive says a self-test takes</extracomment>
        <translation>
            <numerusform>etwa %n Minute</numerusform>
            <numerusform>etwa %n Minuten</numerusform>
        </translation>
    </message>
    <message>
        <source>Self-tests</source>
        <translation>Selbsttests</translation>
    </message>
    <message>
        <source>offered</source>
        <translation>angeboten</translation>
    </message>
    <message>
        <source>not offered</source>
        <translation>nicht angeboten</translation>
    </message>
    <message>
        <source>Now</source>
        <translation>Jetzt</translation>
    </message>
    <message>
        <source>running, %1% done</source>
        <translation>läuft, %1 % erledigt</translation>
    </message>
    <message>
        <source>no self-test running</source>
        <translation>kein Selbsttest läuft</translation>
    </message>
    <message>
        <source>Last result</source>
        <translation>Letztes Ergebnis</translation>
    </message>
    <message>
        <source>Short test</source>
        <translation>Kurzer Test</translation>
    </message>
    <message>
        <source>Extended test</source>
        <translation>Erweiterter Test</translation>
    </message>
    <message>
        <source>Conveyance test</source>
        <translation>Transporttest</translation>
    </message>
    <message>
        <source>Self-test on %1: %2% done</source>
        <extracomment>%1 device path, %2 percent done</extracomment>
        <translation>Selbsttest auf %1: %2 % erledigt</translation>
    </message>
    <message>
        <source>Stopped following. The drive goes on testing; &apos;driveproof-cli selftest %1 abort&apos; stops it.</source>
        <extracomment>%1 device path</extracomment>
        <translation>Verfolgung beendet. Das Laufwerk testet weiter; &apos;driveproof-cli selftest %1 abort&apos; bricht den Test ab.</translation>
    </message>
    <message>
        <source>Start, stop or follow the drive&apos;s own self-test. The drive runs it and keeps the result in its self-test log (&apos;health DEVICE --all&apos; shows it).</source>
        <translation>Den eigenen Selbsttest des Laufwerks starten, abbrechen oder verfolgen. Das Laufwerk führt ihn aus und hält das Ergebnis in seinem Selbsttestprotokoll fest (&apos;health DEVICE --all&apos; zeigt es).</translation>
    </message>
    <message>
        <source>short, extended, conveyance (ATA), abort or status.</source>
        <translation>short, extended, conveyance (ATA), abort oder status.</translation>
    </message>
    <message>
        <source>Follow the running test until it ends; the exit status is 1 when it failed.</source>
        <translation>Den laufenden Test bis zu seinem Ende verfolgen; der Exit-Status ist 1, wenn er fehlschlug.</translation>
    </message>
    <message>
        <source>&apos;selftest&apos; needs a DEVICE and an ACTION, e.g. &apos;driveproof-cli selftest /dev/sda short&apos;.</source>
        <translation>&apos;selftest&apos; braucht ein DEVICE und eine ACTION, z. B. &apos;driveproof-cli selftest /dev/sda short&apos;.</translation>
    </message>
    <message>
        <source>Unknown self-test action &apos;%1&apos;: use short, extended, conveyance, abort or status.</source>
        <extracomment>%1 the action the user gave</extracomment>
        <translation>Unbekannte Selbsttest-Aktion &apos;%1&apos;: short, extended, conveyance, abort oder status verwenden.</translation>
    </message>
    <message>
        <source>%1: no partition table, logical sector %2 bytes, physical sector %3 bytes, optimal I/O size %4, alignment offset %5 bytes.</source>
        <extracomment>%1 device or image, %2 and %3 sector sizes in bytes, %4 optimal I/O size (&quot;65536 bytes&quot; or &quot;not reported&quot;), %5 alignment offset in bytes</extracomment>
        <translation>%1: keine Partitionstabelle, logischer Sektor %2 Bytes, physischer Sektor %3 Bytes, optimale I/O-Größe %4, Ausrichtungsversatz %5 Bytes.</translation>
    </message>
    <message>
        <source>The self-test&apos;s result could not be kept in the drive&apos;s history: %1</source>
        <extracomment>%1 why (a sentence)</extracomment>
        <translation>Das Ergebnis des Selbsttests konnte nicht im Verlauf des Laufwerks gespeichert werden: %1</translation>
    </message>
    <message>
        <source>LBA format</source>
        <extracomment>column titles of the table of NVMe LBA formats</extracomment>
        <translation>LBA-Format</translation>
    </message>
    <message>
        <source>Sector</source>
        <translation>Sektor</translation>
    </message>
    <message>
        <source>In use</source>
        <translation>In Gebrauch</translation>
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
        <translation>Aufruf: driveproof-cli COMMAND [Optionen]

Sagt die Wahrheit über ein Laufwerk.

Befehle:
  list          Laufwerke mit Identität, Topologie und Schreibcache-Sicht auflisten
  info DEVICE   alles, was über ein Laufwerk bekannt ist
  align TARGET  Partitionsausrichtung eines Laufwerks oder Abbilds prüfen
  cache DEVICE  Schreibcache des Laufwerks und Sicht des Kernels; --set on|off
  health DEVICE Zustand des Laufwerks: Bewertung, Temperatur, Stunden, Abschaltungen
  selftest DEVICE short|extended|abort|status  der eigene Selbsttest des Laufwerks
  bench FAMILY [TARGET]  messen: quick, commit, throughput, random, sweeps...
  history DEVICE  die gespeicherten Läufe eines Laufwerks, neueste zuerst
  compare RUN RUN  zwei Läufe nebeneinander, und was sie unterscheidet
  powerloss prepare|run|verify|practice  der Stromausfalltest (Stecker ziehen)
  witness       der zweite Rechner eines Stromausfalltests sein
  export --openmetrics  die Befunde aller Laufwerke für Prometheus (Rechnerflotten)
  capacity GERÄT --quick|--full  ist das Laufwerk so groß, wie es angibt (Fälschungen)
  trim TARGET   ob TRIM durch jede Schicht bis zum Laufwerk gelangt

Optionen:
  -h, --help     diese Hilfe anzeigen; &apos;driveproof-cli COMMAND --help&apos; für einen Befehl
  -v, --version  die Version anzeigen
  --language LANG
                 in der Sprache LANG sprechen, z. B. de, pt_BR oder zh_TW, statt
                 in der Systemsprache; funktioniert mit jedem Befehl
</translation>
    </message>
    <message>
        <source>yes, down to the drive</source>
        <translation>ja, bis zum Laufwerk</translation>
    </message>
    <message>
        <source>down to a loop device&apos;s backing file</source>
        <translation>bis zur Abbilddatei eines Loop-Geräts</translation>
    </message>
    <message>
        <source>no: a layer drops it</source>
        <translation>nein: eine Schicht verwirft es</translation>
    </message>
    <message>
        <source>no: the drive does not take it</source>
        <translation>nein: das Laufwerk nimmt es nicht an</translation>
    </message>
    <message>
        <source>enabled</source>
        <translation>aktiviert</translation>
    </message>
    <message>
        <source>disabled</source>
        <translation>deaktiviert</translation>
    </message>
    <message>
        <source>masked</source>
        <translation>maskiert</translation>
    </message>
    <message>
        <source>not installed</source>
        <translation>nicht installiert</translation>
    </message>
    <message>
        <source>%1 (systemd is not running)</source>
        <extracomment>%1 the timer&apos;s state, e.g. &quot;enabled&quot;</extracomment>
        <translation>%1 (systemd läuft nicht)</translation>
    </message>
    <message>
        <source>From %1: %2</source>
        <extracomment>%1 a device, %2 whether TRIM gets through</extracomment>
        <translation>Von %1: %2</translation>
    </message>
    <message>
        <source>From %1 (mounted on %2): %3</source>
        <extracomment>%1 a device, %2 its mount points, %3 whether TRIM gets through</extracomment>
        <translation>Von %1 (eingehängt unter %2): %3</translation>
    </message>
    <message>
        <source>Layer</source>
        <translation>Schicht</translation>
    </message>
    <message>
        <source>Kind</source>
        <translation>Art</translation>
    </message>
    <message>
        <source>Discard granularity</source>
        <translation>Discard-Granularität</translation>
    </message>
    <message>
        <source>Largest discard</source>
        <translation>Größter Discard</translation>
    </message>
    <message>
        <source>Passes TRIM</source>
        <translation>Lässt TRIM durch</translation>
    </message>
    <message>
        <source>Say whether TRIM reaches the drive through every layer (partition, dm-crypt, LVM, md, loop, USB), whether fstrim.timer runs and which file systems are mounted with discard.</source>
        <translation>Sagt, ob TRIM durch jede Schicht (Partition, dm-crypt, LVM, md, Loop, USB) bis zum Laufwerk gelangt, ob fstrim.timer läuft und welche Dateisysteme mit discard eingehängt sind.</translation>
    </message>
    <message>
        <source>A drive, a partition, a dm, md or loop device, or a folder, e.g. /dev/sda or /home.</source>
        <translation>Ein Laufwerk, eine Partition, ein dm-, md- oder Loop-Gerät oder ein Ordner, z. B. /dev/sda oder /home.</translation>
    </message>
    <message>
        <source>&apos;trim&apos; needs exactly one TARGET, e.g. &apos;driveproof-cli trim /dev/sda&apos;.</source>
        <translation>&apos;trim&apos; erwartet genau ein TARGET, z. B. &apos;driveproof-cli trim /dev/sda&apos;.</translation>
    </message>
    <message>
        <source>TRIM from %1: %2</source>
        <extracomment>%1 the drive or folder asked about, %2 whether TRIM gets through</extracomment>
        <translation>TRIM von %1: %2</translation>
    </message>
    <message>
        <source>fstrim.timer: %1</source>
        <extracomment>%1 the timer&apos;s state, e.g. &quot;enabled&quot;</extracomment>
        <translation>fstrim.timer: %1</translation>
    </message>
    <message>
        <source>Judge a report instead of a drive: the output of &apos;smartctl -x&apos;, &apos;smartctl -x --json&apos; or &apos;nvme smart-log -o json&apos; saved in FILE (&apos;-&apos;: standard input).</source>
        <translation>Einen Bericht statt eines Laufwerks bewerten: die Ausgabe von &apos;smartctl -x&apos;, &apos;smartctl -x --json&apos; oder &apos;nvme smart-log -o json&apos;, gespeichert in FILE (&apos;-&apos;: Standardeingabe).</translation>
    </message>
    <message>
        <source>With --report of nvme smart-log: the output of &apos;nvme id-ctrl -o json&apos; for the model, serial and firmware.</source>
        <translation>Mit --report einer Ausgabe von nvme smart-log: die Ausgabe von &apos;nvme id-ctrl -o json&apos; für Modell, Seriennummer und Firmware.</translation>
    </message>
    <message>
        <source>&apos;health --report FILE&apos; takes no DEVICE and no --rated-tbw.</source>
        <translation>&apos;health --report FILE&apos; erwartet kein DEVICE und kein --rated-tbw.</translation>
    </message>
</context>
<context>
    <name>DriveProof::Device</name>
    <message>
        <source>No block device named %1. Run &apos;driveproof-cli list&apos; to see the drives on this machine.</source>
        <translation>Es gibt kein Blockgerät namens %1. &apos;driveproof-cli list&apos; zeigt die Laufwerke dieses Rechners.</translation>
    </message>
    <message>
        <source>%1 disappeared while it was being read. Check that the drive is still connected.</source>
        <translation>%1 ist beim Lesen verschwunden. Prüfen Sie, ob das Laufwerk noch angeschlossen ist.</translation>
    </message>
    <message>
        <source>%1 could not be opened even as root (%2): the system blocks access to it (a container or a security policy), so only what sysfs reports is shown.</source>
        <extracomment>%1 device path, %2 system error text</extracomment>
        <translation>%1 konnte selbst als root nicht geöffnet werden (%2): Das System sperrt den Zugriff (ein Container oder eine Sicherheitsrichtlinie), daher wird nur angezeigt, was sysfs meldet.</translation>
    </message>
    <message>
        <source>%1 could not be opened (%2): only what sysfs reports is shown. Run as root or through the DriveProof helper for more.</source>
        <extracomment>%1 device path, %2 system error text</extracomment>
        <translation>%1 konnte nicht geöffnet werden (%2): Angezeigt wird nur, was sysfs meldet. Führen Sie das Programm als root oder über den DriveProof-Hilfsdienst aus, um mehr zu sehen.</translation>
    </message>
    <message>
        <source>device node</source>
        <translation>Gerätedatei</translation>
    </message>
    <message>
        <source>not reported by this %1 device through sysfs</source>
        <translation>von diesem %1-Gerät nicht über sysfs gemeldet</translation>
    </message>
    <message>
        <source>unknown</source>
        <translation>unbekannt</translation>
    </message>
    <message>
        <source>model</source>
        <translation>Modell</translation>
    </message>
    <message>
        <source>serial number</source>
        <translation>Seriennummer</translation>
    </message>
    <message>
        <source>firmware revision</source>
        <translation>Firmware-Version</translation>
    </message>
    <message>
        <source>WWN</source>
        <translation>WWN</translation>
    </message>
    <message>
        <source>rotation rate</source>
        <translation>Drehzahl</translation>
    </message>
    <message>
        <source>%1 is mounted on %2.</source>
        <extracomment>%1 device path, %2 list of mount points</extracomment>
        <translation>%1 ist in %2 eingehängt.</translation>
    </message>
    <message>
        <source>%1 is in use as swap space.</source>
        <extracomment>%1 device path</extracomment>
        <translation>%1 wird als Swap-Bereich verwendet.</translation>
    </message>
    <message numerus="yes">
        <source>%1 (And %n more.)</source>
        <extracomment>%1 a sentence saying what uses a device, %n how many other users there are</extracomment>
        <translation>
            <numerusform>%1 (Dazu %n weitere Verwendung.)</numerusform>
            <numerusform>%1 (Dazu %n weitere Verwendungen.)</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 backs the loop device %2.</source>
        <extracomment>a loop device reads and writes its data on this device. %1 device path, %2 loop device path</extracomment>
        <translation>%1 enthält die Daten des Loop-Geräts %2.</translation>
    </message>
    <message>
        <source>%1 is part of %2.</source>
        <extracomment>%1 device path, %2 a device built on it (device-mapper, RAID, bcache)</extracomment>
        <translation>%1 ist Teil von %2.</translation>
    </message>
    <message>
        <source>%1 has the partition %2.</source>
        <extracomment>%1 disk path, %2 partition path</extracomment>
        <translation>%1 hat die Partition %2.</translation>
    </message>
    <message>
        <source>There is no %1. Give a device such as /dev/sda (see &apos;driveproof-cli list&apos;).</source>
        <translation>%1 gibt es nicht. Geben Sie ein Gerät wie /dev/sda an (siehe &apos;driveproof-cli list&apos;).</translation>
    </message>
    <message>
        <source>%1 is a folder or a file, not a block device. Give a device such as /dev/sda (see &apos;driveproof-cli list&apos;).</source>
        <translation>%1 ist ein Ordner oder eine Datei, kein Blockgerät. Geben Sie ein Gerät wie /dev/sda an (siehe &apos;driveproof-cli list&apos;).</translation>
    </message>
    <message>
        <source>Could not read %1 to see what it holds: %2.</source>
        <extracomment>%1 device or file path, %2 the system&apos;s reason</extracomment>
        <translation>%1 konnte nicht gelesen werden, um festzustellen, was darauf ist: %2.</translation>
    </message>
    <message>
        <source>Could not read the start and end of %1 to see what it holds.</source>
        <extracomment>%1 device or file path</extracomment>
        <translation>Anfang und Ende von %1 konnten nicht gelesen werden, um festzustellen, was darauf ist.</translation>
    </message>
    <message>
        <source>udev has no record of device %1, and it could not be read directly (run as root, or start udev).</source>
        <extracomment>%1 device numbers like 8:0</extracomment>
        <translation>udev hat keinen Eintrag zu Gerät %1, und es ließ sich nicht direkt lesen (als root ausführen oder udev starten).</translation>
    </message>
</context>
<context>
    <name>DriveProof::DriveReport</name>
    <message>
        <source>%1 is not valid JSON: %2 at byte %3.</source>
        <extracomment>%1 file name, %2 the JSON parser&apos;s words, %3 the byte offset</extracomment>
        <translation>%1 ist kein gültiges JSON: %2 bei Byte %3.</translation>
    </message>
    <message>
        <source>%1 is larger than any drive report (%2 at most). Give the output of smartctl -x or nvme smart-log, not a disk image.</source>
        <extracomment>%1 file name, %2 a size (&quot;4 MiB&quot;)</extracomment>
        <translation>%1 ist größer als jeder Laufwerksbericht (höchstens %2). Geben Sie die Ausgabe von smartctl -x oder nvme smart-log an, keine Abbilddatei.</translation>
    </message>
    <message>
        <source>%1 is no drive report DriveProof can read: give the output of &apos;smartctl -x&apos;, &apos;smartctl -x --json&apos; or &apos;nvme smart-log -o json&apos;.</source>
        <extracomment>%1 file name</extracomment>
        <translation>%1 ist kein Laufwerksbericht, den DriveProof lesen kann: Geben Sie die Ausgabe von &apos;smartctl -x&apos;, &apos;smartctl -x --json&apos; oder &apos;nvme smart-log -o json&apos; an.</translation>
    </message>
    <message>
        <source>%1 is a report of a SAS or SCSI drive: DriveProof judges reports of ATA (SATA) and NVMe drives.</source>
        <extracomment>%1 file name</extracomment>
        <translation>%1 ist der Bericht eines SAS- oder SCSI-Laufwerks: DriveProof bewertet Berichte von ATA-Laufwerken (SATA) und NVMe-Laufwerken.</translation>
    </message>
    <message>
        <source>From the report %1, not from the drive itself: %2.</source>
        <extracomment>%1 file name, %2 drive model</extracomment>
        <translation>Aus dem Bericht %1, nicht vom Laufwerk selbst: %2.</translation>
    </message>
    <message>
        <source>From the report %1, not from the drive itself: %2, serial %3.</source>
        <extracomment>%1 file name, %2 drive model, %3 serial number</extracomment>
        <translation>Aus dem Bericht %1, nicht vom Laufwerk selbst: %2, Seriennummer %3.</translation>
    </message>
    <message>
        <source>%1, line %2: more than 30 SMART attributes, which no drive has.</source>
        <extracomment>%1 file name, %2 line number</extracomment>
        <translation>%1, Zeile %2: mehr als 30 SMART-Attribute, so viele hat kein Laufwerk.</translation>
    </message>
    <message>
        <source>Could not read %1: %2.</source>
        <extracomment>%1 file name, %2 the system&apos;s reason</extracomment>
        <translation>%1 konnte nicht gelesen werden: %2.</translation>
    </message>
    <message>
        <source>From the report %1, not from the drive itself.</source>
        <extracomment>%1 file name (a report that names no drive, e.g. smartctl -l farm)</extracomment>
        <translation>Aus dem Bericht %1, nicht vom Laufwerk selbst.</translation>
    </message>
</context>
<context>
    <name>DriveProof::Flash</name>
    <message>
        <source>TRIM from %1 reaches the drive %2 through every layer.</source>
        <extracomment>%1 the device in use (e.g. /dev/mapper/vg-home), %2 the drive</extracomment>
        <translation>TRIM von %1 erreicht das Laufwerk %2 durch jede Schicht.</translation>
    </message>
    <message>
        <source>The drive %1 takes TRIM.</source>
        <extracomment>%1 the drive</extracomment>
        <translation>Das Laufwerk %1 nimmt TRIM an.</translation>
    </message>
    <message>
        <source>TRIM from %1 reaches the loop device %2, which frees the space in its backing file %3. The drive under that file gets it only from its own file system (mounted with discard, or fstrim).</source>
        <extracomment>%1 the device in use, %2 a loop device, %3 its backing file</extracomment>
        <translation>TRIM von %1 erreicht das Loop-Gerät %2, das den Platz in seiner Abbilddatei %3 freigibt. Das Laufwerk unter dieser Datei bekommt es nur von deren eigenem Dateisystem (mit discard eingehängt oder per fstrim).</translation>
    </message>
    <message>
        <source>The dm-crypt volume %1 drops discards, so TRIM from %2 never reaches the drive. Open it with --allow-discards (or the discard option in /etc/crypttab); an observer of the raw drive then sees which blocks are free.</source>
        <extracomment>%1 a dm-crypt volume, %2 the device in use</extracomment>
        <translation>Der dm-crypt-Datenträger %1 verwirft Discards, daher erreicht TRIM von %2 nie das Laufwerk. Öffnen Sie ihn mit --allow-discards (oder der Option discard in /etc/crypttab); wer das rohe Laufwerk sieht, erkennt dann, welche Blöcke frei sind.</translation>
    </message>
    <message>
        <source>%1 drops discards, so TRIM from %2 stops there and never reaches the drive.</source>
        <extracomment>%1 the layer (e.g. /dev/md0), %2 the device in use</extracomment>
        <translation>%1 verwirft Discards, daher endet TRIM von %2 dort und erreicht nie das Laufwerk.</translation>
    </message>
    <message>
        <source>The kernel shows no discard limits for %1, so whether TRIM passes it is unknown.</source>
        <extracomment>%1 a device</extracomment>
        <translation>Der Kernel zeigt für %1 keine Discard-Grenzen; ob TRIM dort durchkommt, ist unbekannt.</translation>
    </message>
    <message>
        <source>%1 is a hard disk: it takes no TRIM and needs none.</source>
        <extracomment>%1 the drive</extracomment>
        <translation>%1 ist eine Festplatte: Sie nimmt kein TRIM an und braucht keines.</translation>
    </message>
    <message>
        <source>%1 is attached through usb-storage (Bulk-Only Transport), which passes no TRIM. In a UAS enclosure or on a UAS port it may.</source>
        <extracomment>%1 the drive</extracomment>
        <translation>%1 hängt an usb-storage (Bulk-Only Transport), das kein TRIM weitergibt. In einem UAS-Gehäuse oder an einem UAS-Anschluss kann es gehen.</translation>
    </message>
    <message>
        <source>%1 is attached through UAS, but its bridge announces no TRIM, so the kernel sends none.</source>
        <extracomment>%1 the drive</extracomment>
        <translation>%1 hängt an UAS, aber seine Brücke meldet kein TRIM, daher sendet der Kernel keines.</translation>
    </message>
    <message>
        <source>%1 does not take TRIM (the kernel&apos;s discard_max_bytes is 0).</source>
        <extracomment>%1 the drive</extracomment>
        <translation>%1 nimmt kein TRIM an (discard_max_bytes des Kernels ist 0).</translation>
    </message>
    <message>
        <source>No file system on %1 is mounted. TRIM comes from a mounted file system (fstrim or the discard option), or from blkdiscard, which erases everything.</source>
        <extracomment>%1 the device asked about</extracomment>
        <translation>Kein Dateisystem auf %1 ist eingehängt. TRIM kommt von einem eingehängten Dateisystem (fstrim oder die Option discard) oder von blkdiscard, das alles löscht.</translation>
    </message>
    <message>
        <source>%1 is mounted with discard: every delete is trimmed at once, which slows deletes on some drives. The weekly fstrim.timer is the usual choice.</source>
        <extracomment>%1 a mount point</extracomment>
        <translation>%1 ist mit discard eingehängt: Jedes Löschen wird sofort getrimmt, was das Löschen auf manchen Laufwerken bremst. Üblich ist der wöchentliche fstrim.timer.</translation>
    </message>
    <message>
        <source>%1 is mounted with discard=async: freed space is trimmed in batches.</source>
        <extracomment>%1 a mount point</extracomment>
        <translation>%1 ist mit discard=async eingehängt: Freier Platz wird gesammelt getrimmt.</translation>
    </message>
    <message>
        <source>%1 is trimmed once a week by fstrim.timer.</source>
        <extracomment>%1 a mount point</extracomment>
        <translation>%1 wird einmal pro Woche von fstrim.timer getrimmt.</translation>
    </message>
    <message>
        <source>%1 is neither mounted with discard nor trimmed by fstrim.timer, so the drive never learns which blocks are free. Run &apos;sudo systemctl enable --now fstrim.timer&apos;.</source>
        <extracomment>%1 a mount point</extracomment>
        <translation>%1 ist weder mit discard eingehängt noch wird es von fstrim.timer getrimmt, daher erfährt das Laufwerk nie, welche Blöcke frei sind. Führen Sie &apos;sudo systemctl enable --now fstrim.timer&apos; aus.</translation>
    </message>
    <message>
        <source>systemd is not running here, so fstrim.timer trims nothing. Run &apos;fstrim -a&apos; from cron, or mount with discard.</source>
        <translation>systemd läuft hier nicht, daher trimmt fstrim.timer nichts. Starten Sie &apos;fstrim -a&apos; per cron oder hängen Sie mit discard ein.</translation>
    </message>
    <message>
        <source>%1 is not on a block device that DriveProof can see in sysfs. Give a drive, a partition or a folder on one.</source>
        <extracomment>%1 a path the user gave</extracomment>
        <translation>%1 liegt auf keinem Blockgerät, das DriveProof in sysfs sieht. Geben Sie ein Laufwerk, eine Partition oder einen Ordner darauf an.</translation>
    </message>
    <message>
        <source>%1 cannot be read: %2.</source>
        <extracomment>%1 a path the user gave, %2 the system&apos;s error text</extracomment>
        <translation>%1 kann nicht gelesen werden: %2.</translation>
    </message>
</context>
<context>
    <name>DriveProof::Gui</name>
    <message>
        <source>unknown</source>
        <translation>unbekannt</translation>
    </message>
    <message>
        <source>%1 (%2 bytes)</source>
        <extracomment>%1 size with unit, e.g. &quot;500.1 GB&quot;; %2 exact byte count, e.g. &quot;500,107,862,016&quot;</extracomment>
        <translation>%1 (%2 Bytes)</translation>
    </message>
    <message>
        <source>yes</source>
        <translation>ja</translation>
    </message>
    <message>
        <source>no</source>
        <translation>nein</translation>
    </message>
    <message>
        <source>loop device</source>
        <translation>Loop-Gerät</translation>
    </message>
    <message>
        <source>backed by a file</source>
        <translation>dateibasiert</translation>
    </message>
    <message>
        <source>solid state</source>
        <translation>Halbleiter</translation>
    </message>
    <message>
        <source>%1 rpm</source>
        <extracomment>disk rotation speed; %1 is the number, e.g. &quot;7,200&quot;</extracomment>
        <translation>%1 rpm</translation>
    </message>
    <message>
        <source>rotational</source>
        <translation>rotierend</translation>
    </message>
    <message>
        <source>Not reported for this device.</source>
        <translation>Für dieses Gerät nicht gemeldet.</translation>
    </message>
    <message>
        <source>hard disk</source>
        <translation>Festplatte</translation>
    </message>
    <message>
        <source>solid-state drive</source>
        <translation>SSD</translation>
    </message>
    <message>
        <source>NVMe solid-state drive</source>
        <translation>NVMe-SSD</translation>
    </message>
    <message>
        <source>USB drive</source>
        <translation>USB-Laufwerk</translation>
    </message>
    <message>
        <source>loop device (a file used as a drive)</source>
        <translation>Loop-Gerät (eine Datei als Laufwerk)</translation>
    </message>
    <message>
        <source>drive</source>
        <translation>Laufwerk</translation>
    </message>
    <message>
        <source>Tells the truth about a drive.</source>
        <translation>Sagt die Wahrheit über ein Laufwerk.</translation>
    </message>
    <message>
        <source>Show this drive first, e.g. /dev/sda.</source>
        <translation>Dieses Laufwerk zuerst anzeigen, z. B. /dev/sda.</translation>
    </message>
    <message>
        <source>Save a picture of the window to this PNG file once everything is read, then quit.</source>
        <translation>Ein Bild des Fensters in dieser PNG-Datei speichern, sobald alles gelesen ist, und dann beenden.</translation>
    </message>
    <message>
        <source>Starts on a physical-sector boundary.</source>
        <translation>Beginnt an einer physischen Sektorgrenze.</translation>
    </message>
    <message>
        <source>Starts %1 bytes past a physical-sector boundary.</source>
        <extracomment>%1 a number of bytes, e.g. &quot;512&quot;</extracomment>
        <translation>Beginnt %1 Bytes hinter einer physischen Sektorgrenze.</translation>
    </message>
    <message>
        <source>Starts on a 1 MiB boundary.</source>
        <translation>Beginnt an einer 1-MiB-Grenze.</translation>
    </message>
    <message>
        <source>Does not start on a 1 MiB boundary.</source>
        <translation>Beginnt nicht an einer 1-MiB-Grenze.</translation>
    </message>
    <message>
        <source>Does not start on a multiple of the drive&apos;s optimal I/O size.</source>
        <translation>Beginnt nicht an einem Vielfachen der optimalen I/O-Größe des Laufwerks.</translation>
    </message>
    <message>
        <source>none</source>
        <translation>keine</translation>
    </message>
    <message>
        <source>not mounted</source>
        <translation>nicht eingehängt</translation>
    </message>
    <message>
        <source>not checked</source>
        <translation>nicht geprüft</translation>
    </message>
    <message numerus="yes">
        <source>%Ln byte(s)</source>
        <extracomment>a size in bytes, e.g. &quot;4,096 bytes&quot;; %Ln is the number with digit grouping</extracomment>
        <translation>
            <numerusform>%Ln Byte</numerusform>
            <numerusform>%Ln Bytes</numerusform>
        </translation>
    </message>
    <message>
        <source>%1%</source>
        <extracomment>a percentage; %1 the number, e.g. &quot;97&quot;</extracomment>
        <translation>%1 %</translation>
    </message>
    <message>
        <source>write back: the kernel sends flushes</source>
        <translation>Rückschreiben (write back): Der Kernel sendet Flushes</translation>
    </message>
    <message>
        <source>write through: the kernel sends no flushes</source>
        <translation>Durchschreiben (write through): Der Kernel sendet keine Flushes</translation>
    </message>
    <message>
        <source>You were not allowed to read the write cache setting of %1. Try again and authenticate when asked, or ask an administrator.</source>
        <extracomment>%1 device path</extracomment>
        <translation>Sie durften die Schreibcache-Einstellung von %1 nicht lesen. Versuchen Sie es erneut und authentifizieren Sie sich, wenn Sie dazu aufgefordert werden, oder wenden Sie sich an einen Administrator.</translation>
    </message>
    <message>
        <source>You were not allowed to switch the write cache of %1, so nothing was changed. Try again and authenticate when asked, or ask an administrator.</source>
        <extracomment>%1 device path</extracomment>
        <translation>Sie durften den Schreibcache von %1 nicht umschalten, daher wurde nichts geändert. Versuchen Sie es erneut und authentifizieren Sie sich, wenn Sie dazu aufgefordert werden, oder wenden Sie sich an einen Administrator.</translation>
    </message>
    <message>
        <source>You were not allowed to read the health of %1. Try again and authenticate when asked, or ask an administrator.</source>
        <extracomment>%1 device path</extracomment>
        <translation>Sie durften den Zustand von %1 nicht lesen. Versuchen Sie es erneut und authentifizieren Sie sich, wenn Sie dazu aufgefordert werden, oder wenden Sie sich an einen Administrator.</translation>
    </message>
    <message>
        <source>DriveProof&apos;s helper is not installed, so DriveProof cannot ask the drive while it runs as you. Install the DriveProof package, or run DriveProof as root.</source>
        <translation>Der DriveProof-Hilfsdienst ist nicht installiert, daher kann DriveProof das Laufwerk nicht abfragen, solange es unter Ihrem Benutzerkonto läuft. Installieren Sie das DriveProof-Paket, oder führen Sie DriveProof als root aus.</translation>
    </message>
    <message>
        <source>The system bus does not let DriveProof reach its helper: the helper&apos;s D-Bus policy is missing. Reinstall the DriveProof package, or run DriveProof as root.</source>
        <translation>Der Systembus lässt DriveProof nicht zu seinem Hilfsdienst durch: Die D-Bus-Richtlinie des Hilfsdienstes fehlt. Installieren Sie das DriveProof-Paket neu, oder führen Sie DriveProof als root aus.</translation>
    </message>
    <message>
        <source>There is no system bus, so DriveProof cannot reach its helper. Start the D-Bus system service, or run DriveProof as root.</source>
        <translation>Es gibt keinen Systembus, daher kann DriveProof seinen Hilfsdienst nicht erreichen. Starten Sie den D-Bus-Systemdienst, oder führen Sie DriveProof als root aus.</translation>
    </message>
    <message>
        <source>The request for %1 failed: %2.</source>
        <extracomment>%1 device path, %2 the system&apos;s reason</extracomment>
        <translation>Die Anfrage für %1 ist fehlgeschlagen: %2.</translation>
    </message>
    <message>
        <source>Open the Preferences dialog at start.</source>
        <translation>Beim Start den Einstellungsdialog öffnen.</translation>
    </message>
    <message>
        <source>Open the About dialog at start.</source>
        <translation>Beim Start den Dialog „Über DriveProof“ öffnen.</translation>
    </message>
    <message>
        <source>Run this test (quick, random, commit, ...) in the window without clicks, write the result (--json-out) and quit; for benchmark scripts.</source>
        <translation>Diesen Test (quick, random, commit, ...) ohne Klicks im Fenster ausführen, das Ergebnis schreiben (--json-out) und beenden; für Benchmark-Skripte.</translation>
    </message>
    <message>
        <source>With --run-test: only these measurements, separated by commas, e.g. rnd4kq32t1.read.</source>
        <translation>Mit --run-test: nur diese Messungen, durch Kommas getrennt, z. B. rnd4kq32t1.read.</translation>
    </message>
    <message>
        <source>With --run-test: the folder (or file) to test in.</source>
        <translation>Mit --run-test: der Ordner (oder die Datei), in dem getestet wird.</translation>
    </message>
    <message>
        <source>With --run-test: the test size, e.g. 1G or 256M.</source>
        <translation>Mit --run-test: die Testgröße, z. B. 1G oder 256M.</translation>
    </message>
    <message>
        <source>With --run-test: seconds per measurement (default: 5).</source>
        <translation>Mit --run-test: Sekunden pro Messung (Standard: 5).</translation>
    </message>
    <message>
        <source>With --run-test: write the result as JSON to this file.</source>
        <translation>Mit --run-test: das Ergebnis als JSON in diese Datei schreiben.</translation>
    </message>
    <message>
        <source>--duration needs a number of seconds</source>
        <translation>--duration erwartet eine Anzahl Sekunden</translation>
    </message>
    <message>
        <source>%L1 %2</source>
        <extracomment>a transfer rate; %L1 the number, %2 its unit (&quot;MB/s&quot; or &quot;MiB/s&quot;, as chosen in Preferences)</extracomment>
        <translation>%L1 %2</translation>
    </message>
    <message>
        <source>unknown test &apos;%1&apos;</source>
        <extracomment>%1 what the user typed after --run-test</extracomment>
        <translation>Unbekannter Test &apos;%1&apos;</translation>
    </message>
    <message>
        <source>--run-test needs --target, an existing folder or file</source>
        <translation>--run-test erfordert --target, einen vorhandenen Ordner oder eine vorhandene Datei</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a size, e.g. 1G or 256M</source>
        <extracomment>%1 what the user typed after --size</extracomment>
        <translation>&apos;%1&apos; ist keine Größe (z. B. 1G oder 256M)</translation>
    </message>
    <message>
        <source>Verify the power-loss tests that wait for it (after the power cut); the autostart entry of a pending test runs this.</source>
        <translation>Die Stromausfalltests prüfen, die darauf warten (nach dem Stromausfall); der Autostart-Eintrag eines ausstehenden Tests führt dies aus.</translation>
    </message>
    <message>
        <source>Open the power-loss test at start.</source>
        <translation>Beim Start den Stromausfalltest öffnen.</translation>
    </message>
    <message>
        <source>Open the power-loss witness page at start.</source>
        <translation>Beim Start die Seite des Stromausfall-Zeugen öffnen.</translation>
    </message>
    <message>
        <source>Open this drive report (smartctl -x, smartctl --json or nvme smart-log -o json) at start.</source>
        <translation>Beim Start diesen Laufwerksbericht öffnen (smartctl -x, smartctl --json oder nvme smart-log -o json).</translation>
    </message>
</context>
<context>
    <name>DriveProof::Gui::AboutDialog</name>
    <message>
        <source>About DriveProof</source>
        <translation>Über DriveProof</translation>
    </message>
    <message>
        <source>DriveProof %1</source>
        <extracomment>%1 DriveProof&apos;s version, e.g. &quot;0.1.0&quot;</extracomment>
        <translation>DriveProof %1</translation>
    </message>
    <message>
        <source>Tells you the truth about a drive: what it is, whether its partitions are aligned, whether its write cache is on, how fast it commits, streams and seeks, and whether it keeps the writes it acknowledged.</source>
        <translation>Sagt Ihnen die Wahrheit über ein Laufwerk: was es ist, ob seine Partitionen ausgerichtet sind, ob sein Schreibcache eingeschaltet ist, wie schnell es Commits ausführt, sequenziell überträgt und zufällig zugreift, und ob es die Schreibvorgänge behält, die es bestätigt hat.</translation>
    </message>
    <message>
        <source>What DriveProof does</source>
        <translation>Was DriveProof tut</translation>
    </message>
    <message>
        <source>Qt %1 · kernel %2 %3</source>
        <extracomment>%1 the Qt version it runs on, %2 the kernel&apos;s name (&quot;linux&quot;), %3 its version</extracomment>
        <translation>Qt %1 · Kernel %2 %3</translation>
    </message>
    <message>
        <source>Versions</source>
        <translation>Versionen</translation>
    </message>
    <message>
        <source>Free software under the GNU General Public License, version 3 or any later version (&lt;a href=&quot;https://www.gnu.org/licenses/gpl-3.0.html&quot;&gt;GPL-3.0-or-later&lt;/a&gt;). It comes with no warranty.</source>
        <extracomment>rich text; keep the link. GPL-3.0-or-later is the licence&apos;s SPDX name</extracomment>
        <translation>Freie Software unter der GNU General Public License, Version 3 oder einer späteren Version (&lt;a href=&quot;https://www.gnu.org/licenses/gpl-3.0.html&quot;&gt;GPL-3.0-or-later&lt;/a&gt;). Sie wird ohne jede Gewährleistung bereitgestellt.</translation>
    </message>
    <message>
        <source>Licence</source>
        <translation>Lizenz</translation>
    </message>
</context>
<context>
    <name>DriveProof::Gui::CapacityButton</name>
    <message>
        <source>Check &amp;capacity…</source>
        <translation>&amp;Kapazität prüfen…</translation>
    </message>
    <message>
        <source>Is the drive as big as it says? Finds fake drives.</source>
        <translation>Ist das Laufwerk so groß, wie es angibt? Findet gefälschte Laufwerke.</translation>
    </message>
</context>
<context>
    <name>DriveProof::Gui::CapacityDialog</name>
    <message>
        <source>Check capacity: %1</source>
        <extracomment>dialog title; %1 the drive&apos;s model or device node</extracomment>
        <translation>Kapazität prüfen: %1</translation>
    </message>
    <message>
        <source>Is %1 really %2? The check writes records across the whole drive, reads them back and tells a genuine drive from a fake one.</source>
        <extracomment>%1 the drive&apos;s model, %2 its size as it claims it, e.g. &quot;128.0 GB&quot;</extracomment>
        <translation>Hat %1 wirklich %2? Die Prüfung schreibt Datensätze über das ganze Laufwerk, liest sie zurück und unterscheidet ein echtes Laufwerk von einer Fälschung.</translation>
    </message>
    <message>
        <source>&amp;Quick probe: a few thousand records, minutes</source>
        <translation>&amp;Schnelle Probe: einige tausend Datensätze, Minuten</translation>
    </message>
    <message>
        <source>&amp;Full verify: every block, hours on a large drive</source>
        <translation>&amp;Vollständige Prüfung: jeder Block, Stunden bei einem großen Laufwerk</translation>
    </message>
    <message>
        <source>&amp;Start</source>
        <translation>S&amp;tarten</translation>
    </message>
    <message>
        <source>Everything on %1 (%2) is lost: every partition, every file.</source>
        <extracomment>%1 device node, %2 the drive&apos;s model</extracomment>
        <translation>Alles auf %1 (%2) geht verloren: jede Partition, jede Datei.</translation>
    </message>
    <message>
        <source>&amp;Cancel</source>
        <translation>&amp;Abbrechen</translation>
    </message>
    <message>
        <source>&amp;Close</source>
        <translation>S&amp;chließen</translation>
    </message>
    <message>
        <source>Check capacity</source>
        <translation>Kapazität prüfen</translation>
    </message>
    <message>
        <source>Write</source>
        <extracomment>a line of the full verify&apos;s chart: the rate while writing</extracomment>
        <translation>Schreiben</translation>
    </message>
    <message>
        <source>Read</source>
        <translation>Lesen</translation>
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
        <translation>Bild &amp;kopieren</translation>
    </message>
</context>
<context>
    <name>DriveProof::Gui::Charts::CommitChart</name>
    <message>
        <source>Commits per second, by method</source>
        <translation>Commits pro Sekunde, nach Methode</translation>
    </message>
    <message>
        <source>Commits per second (logarithmic)</source>
        <translation>Commits pro Sekunde (logarithmisch)</translation>
    </message>
    <message>
        <source>Durable, write cache as it was</source>
        <translation>Dauerhaft, Schreibcache unverändert</translation>
    </message>
    <message>
        <source>Durable commits</source>
        <translation>Dauerhafte Commits</translation>
    </message>
    <message>
        <source>Durable, write cache off</source>
        <translation>Dauerhaft, Schreibcache aus</translation>
    </message>
    <message>
        <source>Not durable (baseline for comparison)</source>
        <translation>Nicht dauerhaft (Vergleichsbasis)</translation>
    </message>
    <message>
        <source>%1 rpm: about %2 commits/s at most when each waits for the platter</source>
        <extracomment>legend of a line on the commit chart; %1 rotation rate, %2 commits per second</extracomment>
        <translation>%1 rpm: höchstens etwa %2 Commits/s, wenn jeder auf die Magnetscheibe wartet</translation>
    </message>
</context>
<context>
    <name>DriveProof::Gui::Charts::CompareChart</name>
    <message>
        <source>A (older)</source>
        <translation>A (älter)</translation>
    </message>
    <message>
        <source>B (newer)</source>
        <translation>B (neuer)</translation>
    </message>
    <message>
        <source>The two runs side by side</source>
        <translation>Die beiden Testläufe nebeneinander</translation>
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
        <translation>Bestätigte Schreibvorgänge vor dem Stromausfall</translation>
    </message>
    <message>
        <source>Seconds before the cut</source>
        <extracomment>axis of a chart: time before the moment the power was cut (negative numbers)</extracomment>
        <translation>Sekunden vor dem Stromausfall</translation>
    </message>
    <message>
        <source>Write number</source>
        <extracomment>axis of a chart: the running number of each write</extracomment>
        <translation>Nummer des Schreibvorgangs</translation>
    </message>
    <message>
        <source>Kept</source>
        <translation>Erhalten</translation>
    </message>
    <message>
        <source>Lost</source>
        <translation>Verloren</translation>
    </message>
    <message>
        <source>Torn (partly kept)</source>
        <translation>Zerrissen (teilweise erhalten)</translation>
    </message>
    <message>
        <source>Estimated cut</source>
        <extracomment>the estimated moment of the power cut, a vertical line in the chart</extracomment>
        <translation>Geschätzter Stromausfall</translation>
    </message>
</context>
<context>
    <name>DriveProof::Gui::Charts::HybridChart</name>
    <message>
        <source>Random reads before and after the idle time</source>
        <translation>Zufällige Lesevorgänge vor und nach der Ruhezeit</translation>
    </message>
    <message>
        <source>Random reads of the same blocks</source>
        <translation>Zufällige Lesevorgänge derselben Blöcke</translation>
    </message>
    <message>
        <source>IOPS</source>
        <translation>IOPS</translation>
    </message>
    <message>
        <source>First pass</source>
        <translation>Erster Durchgang</translation>
    </message>
    <message>
        <source>Second pass, after the idle time</source>
        <translation>Zweiter Durchgang, nach der Ruhezeit</translation>
    </message>
</context>
<context>
    <name>DriveProof::Gui::Charts::LatencyChart</name>
    <message>
        <source>Latency</source>
        <translation>Latenz</translation>
    </message>
    <message>
        <source>Latency of %1</source>
        <extracomment>chart title; %1 the measurement, e.g. &quot;RND4K Q1T1 read&quot;</extracomment>
        <translation>Latenz von %1</translation>
    </message>
    <message>
        <source>Latency (µs, logarithmic)</source>
        <translation>Latenz (µs, logarithmisch)</translation>
    </message>
    <message>
        <source>Share of operations (%)</source>
        <translation>Anteil der Operationen (%)</translation>
    </message>
    <message>
        <source>Operations</source>
        <translation>Operationen</translation>
    </message>
    <message>
        <source>p50 (median): %1 µs</source>
        <extracomment>a percentile marker in the legend; %1 latency in microseconds</extracomment>
        <translation>p50 (Median): %1 µs</translation>
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
        <translation>Leserate über den Testbereich</translation>
    </message>
    <message>
        <source>Write rate as the test area fills</source>
        <translation>Schreibrate beim Füllen des Testbereichs</translation>
    </message>
    <message>
        <source>Position (%1)</source>
        <extracomment>axis title; %1 the unit: MB, GB, MiB or GiB</extracomment>
        <translation>Position (%1)</translation>
    </message>
    <message>
        <source>Written (%1)</source>
        <extracomment>axis title; %1 the unit: MB, GB, MiB or GiB</extracomment>
        <translation>Geschrieben (%1)</translation>
    </message>
</context>
<context>
    <name>DriveProof::Gui::Charts::SweepChart</name>
    <message>
        <source>IOPS and transfer rate by block size</source>
        <translation>IOPS und Übertragungsrate nach Blockgröße</translation>
    </message>
    <message>
        <source>Block size (KiB, logarithmic)</source>
        <translation>Blockgröße (KiB, logarithmisch)</translation>
    </message>
    <message>
        <source>IOPS and transfer rate by queue depth</source>
        <translation>IOPS und Übertragungsrate nach Warteschlangentiefe</translation>
    </message>
    <message>
        <source>I/Os in flight per thread (logarithmic)</source>
        <translation>Ausstehende I/Os pro Thread (logarithmisch)</translation>
    </message>
    <message>
        <source>IOPS and transfer rate by threads</source>
        <translation>IOPS und Übertragungsrate nach Threads</translation>
    </message>
    <message>
        <source>Threads (logarithmic)</source>
        <translation>Threads (logarithmisch)</translation>
    </message>
    <message>
        <source>IOPS (logarithmic)</source>
        <translation>IOPS (logarithmisch)</translation>
    </message>
    <message>
        <source>IOPS</source>
        <translation>IOPS</translation>
    </message>
    <message>
        <source>%1 (logarithmic)</source>
        <extracomment>axis title; %1 the rate unit, &quot;MB/s&quot; or &quot;MiB/s&quot;</extracomment>
        <translation>%1 (logarithmisch)</translation>
    </message>
</context>
<context>
    <name>DriveProof::Gui::Charts::TimeSeriesChart</name>
    <message>
        <source>Transfer rate over time</source>
        <translation>Übertragungsrate im Zeitverlauf</translation>
    </message>
    <message>
        <source>I/O operations per second over time</source>
        <translation>I/O-Operationen pro Sekunde im Zeitverlauf</translation>
    </message>
    <message>
        <source>IOPS</source>
        <translation>IOPS</translation>
    </message>
    <message>
        <source>Commits per second over time</source>
        <translation>Commits pro Sekunde im Zeitverlauf</translation>
    </message>
    <message>
        <source>Commits per second</source>
        <translation>Commits pro Sekunde</translation>
    </message>
    <message>
        <source>Seconds</source>
        <translation>Sekunden</translation>
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
        <translation>p99-Latenz (µs)</translation>
    </message>
    <message>
        <source>Two runs side by side</source>
        <translation>Zwei Testläufe nebeneinander</translation>
    </message>
    <message>
        <source>&amp;Back to the history</source>
        <translation>&amp;Zurück zum Verlauf</translation>
    </message>
    <message>
        <source>Comparison of two runs</source>
        <translation>Vergleich zweier Testläufe</translation>
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
        <translation>Messung</translation>
    </message>
    <message>
        <source>Quantity</source>
        <translation>Größe</translation>
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
        <translation>Diese Testläufe haben keine gemeinsame Messung, daher gibt es nichts nebeneinanderzustellen. Vergleichen Sie zwei Läufe desselben Tests.</translation>
    </message>
    <message>
        <source>These are two different tests (%1 and %2): only the measurements they share have a ratio.</source>
        <extracomment>%1 and %2 two test names</extracomment>
        <translation>Dies sind zwei verschiedene Tests (%1 und %2): Nur die gemeinsamen Messungen haben ein Verhältnis.</translation>
    </message>
    <message>
        <source>same</source>
        <extracomment>B&apos;s number is within 3% of A&apos;s</extracomment>
        <translation>gleich</translation>
    </message>
    <message>
        <source>▲ %1% better</source>
        <extracomment>%1 a percentage without the % sign, e.g. &quot;18&quot; -&gt; &quot;▲ 18% better&quot;</extracomment>
        <translation>▲ %1 % besser</translation>
    </message>
    <message>
        <source>▼ %1% worse</source>
        <translation>▼ %1 % schlechter</translation>
    </message>
    <message>
        <source>Better and worse follow each quantity: more MB/s, IOPS or commits per second is better, less latency is better. Within 3% counts as the same: two runs on one drive differ that much.</source>
        <translation>Besser und schlechter richten sich nach der jeweiligen Größe: Mehr MB/s, IOPS oder Commits pro Sekunde ist besser, weniger Latenz ist besser. Eine Abweichung innerhalb von 3 % gilt als gleich: So stark unterscheiden sich zwei Testläufe auf demselben Laufwerk.</translation>
    </message>
    <message>
        <source>B against A</source>
        <translation>B gegenüber A</translation>
    </message>
    <message>
        <source>%1, %2, on %3 (%4) · %5</source>
        <extracomment>one run in a comparison; %1 test name, %2 date and time, %3 drive model, %4 where it ran, %5 its settings (&quot;1 GiB · 5 s per step · temporary file on ext4 · io_uring&quot;)</extracomment>
        <translation>%1, %2, auf %3 (%4) · %5</translation>
    </message>
    <message>
        <source>These runs were not made alike, so their numbers do not compare directly. %1</source>
        <extracomment>%1 one or more sentences on how the two runs differ</extracomment>
        <translation>Diese Läufe wurden nicht gleich gemacht, ihre Zahlen lassen sich nicht direkt vergleichen. %1</translation>
    </message>
</context>
<context>
    <name>DriveProof::Gui::ConfirmWriteDialog</name>
    <message>
        <source>Erase %1?</source>
        <extracomment>dialog title; %1 a device node</extracomment>
        <translation>%1 löschen?</translation>
    </message>
    <message>
        <source>This test (%1) writes over %2 (%3). Everything on it is lost: every partition, every file. This cannot be undone.</source>
        <extracomment>%1 test name, %2 device node, %3 the drive&apos;s model</extracomment>
        <translation>Dieser Test (%1) überschreibt %2 (%3). Alles darauf geht verloren: jede Partition, jede Datei. Dies kann nicht rückgängig gemacht werden.</translation>
    </message>
    <message>
        <source>To go on, type the device&apos;s name, &lt;b&gt;%1&lt;/b&gt;:</source>
        <extracomment>%1 the device&apos;s short name the user must type, e.g. &quot;sdb&quot;</extracomment>
        <translation>Geben Sie zum Fortfahren den Namen des Geräts ein, &lt;b&gt;%1&lt;/b&gt;:</translation>
    </message>
    <message>
        <source>Device name</source>
        <translation>Gerätename</translation>
    </message>
    <message>
        <source>&amp;Erase and test</source>
        <translation>&amp;Löschen und testen</translation>
    </message>
    <message>
        <source>Test the empty drive %1?</source>
        <extracomment>dialog title; %1 the drive&apos;s name (model)</extracomment>
        <translation>Das leere Laufwerk %1 testen?</translation>
    </message>
    <message>
        <source>%1 (%2) is empty: it has no partition table and no file system, as a new drive arrives. The test (%3) writes over the whole device; anything on it that DriveProof cannot recognise would be lost.</source>
        <extracomment>%1 the drive&apos;s name (model), %2 device node, %3 test name</extracomment>
        <translation>%1 (%2) ist leer: keine Partitionstabelle und kein Dateisystem, so wie ein neues Laufwerk ankommt. Der Test (%3) überschreibt das ganze Gerät; was darauf ist und DriveProof nicht erkennt, ginge verloren.</translation>
    </message>
    <message>
        <source>&amp;Write and test</source>
        <translation>&amp;Schreiben und testen</translation>
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
        <translation>Gut</translation>
    </message>
    <message>
        <source>Caution</source>
        <extracomment>health badge beside a drive in the list, as on the Health card</extracomment>
        <translation>Bedenklich</translation>
    </message>
    <message>
        <source>Bad</source>
        <extracomment>health badge beside a drive in the list, as on the Health card</extracomment>
        <translation>Schlecht</translation>
    </message>
    <message>
        <source>%1
%2, %3
Health: %4</source>
        <extracomment>%1 drive name, %2 kind of drive, %3 device path, %4 its health (&quot;Good&quot;, ...)</extracomment>
        <translation>%1
%2, %3
Zustand: %4</translation>
    </message>
    <message>
        <source>%1, %2, %3, %4, health: %5</source>
        <extracomment>read by screen readers; %1 drive name, %2 kind of drive, %3 size, %4 device path, %5 its health (&quot;Good&quot;, &quot;Caution&quot;, &quot;Bad&quot;)</extracomment>
        <translation>%1, %2, %3, %4, Zustand: %5</translation>
    </message>
</context>
<context>
    <name>DriveProof::Gui::DrivePage</name>
    <message>
        <source>%1 %2 · %3</source>
        <extracomment>under the drive name; %1 size, e.g. &quot;2.0 TB&quot;, %2 kind of drive, %3 device path</extracomment>
        <translation>%2, %1 · %3</translation>
    </message>
    <message>
        <source>&amp;Test this drive…</source>
        <translation>Dieses Laufwerk &amp;testen…</translation>
    </message>
    <message>
        <source>Measure %1: quick check, commit rate, throughput and more, in a window of its own</source>
        <extracomment>%1 the drive&apos;s name</extracomment>
        <translation>%1 messen: Schnelltest, Commit-Rate, Übertragungsrate und mehr, in einem eigenen Fenster</translation>
    </message>
    <message>
        <source>Q&amp;uick check</source>
        <translation>Sch&amp;nelltest</translation>
    </message>
    <message>
        <source>Measure the four CrystalDiskMark tests now, in about %1, on a temporary file in %2</source>
        <extracomment>tooltip of the Quick check button; %1 about how long it takes (&quot;20 seconds&quot;), %2 the folder that holds the temporary file</extracomment>
        <translation>Jetzt die vier Tests von CrystalDiskMark messen, in etwa %1, mit einer temporären Datei in %2</translation>
    </message>
    <message>
        <source>This drive is empty: no partition table and no file system. It is read-only or in use, so only the reading tests can run on it.</source>
        <translation>Dieses Laufwerk ist leer: keine Partitionstabelle und kein Dateisystem. Es ist schreibgeschützt oder in Benutzung, daher können nur die Lesetests darauf laufen.</translation>
    </message>
    <message>
        <source>This drive is empty: no partition table and no file system, as a new drive arrives. The quick check, the commit test and the sustained write run on the whole device after one confirmation; there is no need to partition it first.</source>
        <translation>Dieses Laufwerk ist leer: keine Partitionstabelle und kein Dateisystem, so wie ein neues Laufwerk ankommt. Schnelltest, Commit-Test und Dauerschreiben laufen nach einer einzigen Bestätigung auf dem ganzen Gerät; es muss nicht erst partitioniert werden.</translation>
    </message>
    <message>
        <source>The quick check needs a folder on this drive, and none of its file systems is mounted. Mount one (in your file manager or GNOME Disks) and press Refresh (F5), or use &quot;Test this drive…&quot; for the reading tests on the whole device (sequential and random reads, surface scan), which write nothing.</source>
        <translation>Der Schnelltest braucht einen Ordner auf diesem Laufwerk, und keines seiner Dateisysteme ist eingehängt. Hängen Sie eines ein (im Dateimanager oder in GNOME Laufwerke) und drücken Sie Aktualisieren (F5), oder nutzen Sie „Dieses Laufwerk testen…“ für die Lesetests auf dem ganzen Gerät (sequenzielles und zufälliges Lesen, Oberflächenscan), die nichts schreiben.</translation>
    </message>
    <message>
        <source>The quick check needs a folder on this drive that you can write to, and none of its file systems is mounted where you may write. Mount one where you may and press Refresh (F5), or choose a folder of yours on it with &quot;Test this drive…&quot;.</source>
        <translation>Der Schnelltest braucht einen Ordner auf diesem Laufwerk, in den Sie schreiben dürfen, und keines seiner Dateisysteme ist dort eingehängt, wo Sie schreiben dürfen. Hängen Sie eines dort ein und drücken Sie Aktualisieren (F5), oder wählen Sie mit „Dieses Laufwerk testen…“ einen eigenen Ordner darauf.</translation>
    </message>
    <message>
        <source>Measure the four CrystalDiskMark tests now, in about %1, on the empty device %2 (asks once to confirm)</source>
        <extracomment>tooltip of the Quick check button; %1 about how long it takes (&quot;20 seconds&quot;), %2 a device node</extracomment>
        <translation>Jetzt die vier CrystalDiskMark-Tests messen, in etwa %1, auf dem leeren Gerät %2 (fragt einmal nach Bestätigung)</translation>
    </message>
</context>
<context>
    <name>DriveProof::Gui::HealthCard</name>
    <message>
        <source>Health</source>
        <translation>Zustand</translation>
    </message>
    <message>
        <source>Reading…</source>
        <translation>Wird gelesen…</translation>
    </message>
    <message>
        <source>Unknown</source>
        <translation>Unbekannt</translation>
    </message>
    <message>
        <source>Health: %1</source>
        <extracomment>accessible name of the health badge; %1 &quot;Good&quot;, &quot;Caution&quot;, &quot;Bad&quot;, ...</extracomment>
        <translation>Zustand: %1</translation>
    </message>
    <message>
        <source>No health data</source>
        <translation>Keine Zustandsdaten</translation>
    </message>
    <message>
        <source>%1 is a file used as a drive (%2): it has no health data of its own. The health of the drive that holds the file is what counts.</source>
        <extracomment>%1 device path, %2 the file behind the loop device</extracomment>
        <translation>%1 ist eine Datei, die als Laufwerk dient (%2): Sie hat keine eigenen Zustandsdaten. Entscheidend ist der Zustand des Laufwerks, auf dem die Datei liegt.</translation>
    </message>
    <message>
        <source>%1 is a virtual disk: the real drive is on the host, and only the host can read its health.</source>
        <extracomment>%1 device path</extracomment>
        <translation>%1 ist ein virtueller Datenträger: Das echte Laufwerk befindet sich auf dem Host, und nur der Host kann seinen Zustand lesen.</translation>
    </message>
    <message>
        <source>%1 reports no health data that DriveProof can read.</source>
        <extracomment>%1 device path</extracomment>
        <translation>%1 meldet keine Zustandsdaten, die DriveProof lesen kann.</translation>
    </message>
    <message>
        <source>Good</source>
        <translation>Gut</translation>
    </message>
    <message>
        <source>The drive finds nothing wrong. That predicts some failures, not all: keep backups.</source>
        <translation>Das Laufwerk stellt keine Probleme fest. Diese Prüfung erkennt manche drohenden Ausfälle, aber nicht alle: Halten Sie Sicherungen bereit.</translation>
    </message>
    <message>
        <source>Caution</source>
        <translation>Bedenklich</translation>
    </message>
    <message>
        <source>Make sure your backups are current, and check this drive again soon.</source>
        <translation>Stellen Sie sicher, dass Ihre Sicherungen aktuell sind, und prüfen Sie dieses Laufwerk bald erneut.</translation>
    </message>
    <message>
        <source>Bad</source>
        <translation>Schlecht</translation>
    </message>
    <message>
        <source>Back up the data on this drive now and plan to replace it.</source>
        <translation>Sichern Sie die Daten auf diesem Laufwerk jetzt und planen Sie, es zu ersetzen.</translation>
    </message>
    <message>
        <source>The drive gave no overall assessment of its health.</source>
        <translation>Das Laufwerk hat keine Gesamtbewertung seines Zustands geliefert.</translation>
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
        <translation>Betriebsstunden</translation>
    </message>
    <message>
        <source>Power cycles</source>
        <translation>Einschaltzyklen</translation>
    </message>
    <message>
        <source>Unsafe shutdowns</source>
        <translation>Unsichere Abschaltungen</translation>
    </message>
    <message>
        <source>Times power was lost before the drive was told: each one is a moment where its write cache could lose data.</source>
        <translation>Wie oft der Strom wegfiel, ohne dass das Laufwerk vorher benachrichtigt wurde: Jedes Mal hätte sein Schreibcache Daten verlieren können.</translation>
    </message>
    <message>
        <source>Bad sectors</source>
        <translation>Defekte Sektoren</translation>
    </message>
    <message>
        <source>Sectors the drive has replaced or is waiting to replace.</source>
        <translation>Sektoren, die das Laufwerk ersetzt oder zum Ersetzen vorgemerkt hat.</translation>
    </message>
    <message>
        <source>Media errors</source>
        <translation>Medienfehler</translation>
    </message>
    <message>
        <source>Data the drive could not read or write correctly.</source>
        <translation>Daten, die das Laufwerk nicht korrekt lesen oder schreiben konnte.</translation>
    </message>
    <message>
        <source>Available spare</source>
        <translation>Verfügbare Reserve</translation>
    </message>
    <message>
        <source>Reserve blocks left for replacing worn-out ones.</source>
        <translation>Verbleibende Reserveblöcke als Ersatz für verschlissene.</translation>
    </message>
    <message>
        <source>Wear</source>
        <extracomment>wear of a solid-state drive; %1 a percentage, e.g. &quot;3%&quot;</extracomment>
        <translation>Verschleiß</translation>
    </message>
    <message>
        <source>%1 of its rated life used</source>
        <translation>%1 der spezifizierten Lebensdauer verbraucht</translation>
    </message>
    <message>
        <source>The maker&apos;s estimate; it can go past 100%.</source>
        <translation>Schätzung des Herstellers; der Wert kann über 100 % steigen.</translation>
    </message>
    <message>
        <source>Read from</source>
        <translation>Gelesen über</translation>
    </message>
</context>
<context>
    <name>DriveProof::Gui::HealthRecordsView</name>
    <message numerus="yes">
        <source>All records the drive keeps (%n)</source>
        <extracomment>%n the number of records (SMART attributes or NVMe log fields)</extracomment>
        <translation>
            <numerusform>Alle Aufzeichnungen des Laufwerks (%n)</numerusform>
            <numerusform>Alle Aufzeichnungen des Laufwerks (%n)</numerusform>
        </translation>
    </message>
    <message>
        <source>%1
Defined in: %2</source>
        <extracomment>tooltip of a health record; %1 what it means, %2 the standard and section</extracomment>
        <translation>%1
Festgelegt in: %2</translation>
    </message>
    <message>
        <source>Self-test log, newest first:</source>
        <translation>Selbsttestprotokoll, neueste zuerst:</translation>
    </message>
</context>
<context>
    <name>DriveProof::Gui::HistoryPage</name>
    <message>
        <source>Earlier runs on %1</source>
        <extracomment>%1 the drive&apos;s name (model)</extracomment>
        <translation>Frühere Testläufe auf %1</translation>
    </message>
    <message>
        <source>Every test run on this drive is kept here. Open one to see its result again, or select two (hold Ctrl and click) to compare them side by side.</source>
        <translation>Jeder Testlauf auf diesem Laufwerk wird hier aufbewahrt. Öffnen Sie einen, um sein Ergebnis erneut zu sehen, oder wählen Sie zwei aus (Strg gedrückt halten und klicken), um sie nebeneinander zu vergleichen.</translation>
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
        <translation>Zusammenfassung</translation>
    </message>
    <message>
        <source>Earlier runs</source>
        <translation>Frühere Testläufe</translation>
    </message>
    <message>
        <source>&amp;Open</source>
        <translation>Ö&amp;ffnen</translation>
    </message>
    <message>
        <source>&amp;Compare the two selected</source>
        <translation>Die beiden ausgewählten &amp;vergleichen</translation>
    </message>
    <message>
        <source>&amp;Delete…</source>
        <translation>&amp;Löschen…</translation>
    </message>
    <message>
        <source>&amp;New test</source>
        <translation>&amp;Neuer Test</translation>
    </message>
    <message>
        <source>Reading the history…</source>
        <translation>Verlauf wird gelesen…</translation>
    </message>
    <message>
        <source>No runs yet. Finished tests appear here by themselves.</source>
        <translation>Noch keine Testläufe. Abgeschlossene Tests erscheinen hier von selbst.</translation>
    </message>
    <message numerus="yes">
        <source>%n run(s) kept.</source>
        <extracomment>%n runs kept for this drive</extracomment>
        <translation>
            <numerusform>%n Testlauf gespeichert.</numerusform>
            <numerusform>%n Testläufe gespeichert.</numerusform>
        </translation>
    </message>
    <message>
        <source>Select exactly two runs to compare</source>
        <translation>Wählen Sie genau zwei Testläufe zum Vergleichen aus</translation>
    </message>
    <message>
        <source>Delete runs</source>
        <translation>Testläufe löschen</translation>
    </message>
    <message numerus="yes">
        <source>Delete %n run(s) from the history? This cannot be undone.</source>
        <extracomment>%n how many runs are about to be deleted</extracomment>
        <translation>
            <numerusform>%n Testlauf aus dem Verlauf löschen? Dies kann nicht rückgängig gemacht werden.</numerusform>
            <numerusform>%n Testläufe aus dem Verlauf löschen? Dies kann nicht rückgängig gemacht werden.</numerusform>
        </translation>
    </message>
    <message>
        <source>Select two runs of the same test to compare</source>
        <translation>Wählen Sie zwei Testläufe desselben Tests zum Vergleichen aus</translation>
    </message>
    <message>
        <source>Settings</source>
        <translation>Einstellungen</translation>
    </message>
</context>
<context>
    <name>DriveProof::Gui::IdentityCard</name>
    <message>
        <source>Identity</source>
        <translation>Identität</translation>
    </message>
    <message>
        <source>Device</source>
        <translation>Gerät</translation>
    </message>
    <message>
        <source>Backing file</source>
        <translation>Abbilddatei</translation>
    </message>
    <message>
        <source>Transport</source>
        <translation>Anschluss</translation>
    </message>
    <message>
        <source>The kernel does not say how this drive is connected.</source>
        <translation>Der Kernel gibt nicht an, wie dieses Laufwerk angeschlossen ist.</translation>
    </message>
    <message>
        <source>Rotation speed unknown: %1</source>
        <extracomment>%1 why the speed is unknown</extracomment>
        <translation>Drehzahl unbekannt: %1</translation>
    </message>
    <message>
        <source>Media</source>
        <translation>Medium</translation>
    </message>
    <message>
        <source>Removable</source>
        <translation>Wechseldatenträger</translation>
    </message>
    <message>
        <source>Read-only</source>
        <translation>Schreibgeschützt</translation>
    </message>
    <message>
        <source>Model</source>
        <translation>Modell</translation>
    </message>
    <message>
        <source>Vendor</source>
        <translation>Hersteller</translation>
    </message>
    <message>
        <source>Serial number</source>
        <translation>Seriennummer</translation>
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
        <translation>Verbindung</translation>
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
        <translation>&amp;Datei</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Beenden</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Ansicht</translation>
    </message>
    <message>
        <source>&amp;Refresh</source>
        <translation>&amp;Aktualisieren</translation>
    </message>
    <message>
        <source>Read the list of drives again</source>
        <translation>Die Liste der Laufwerke neu einlesen</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Hilfe</translation>
    </message>
    <message>
        <source>&amp;About DriveProof</source>
        <translation>Ü&amp;ber DriveProof</translation>
    </message>
    <message>
        <source>Drives</source>
        <translation>Laufwerke</translation>
    </message>
    <message>
        <source>Busy</source>
        <translation>Beschäftigt</translation>
    </message>
    <message>
        <source>Looking for drives…</source>
        <translation>Suche nach Laufwerken…</translation>
    </message>
    <message>
        <source>Checking the partitions of %1…</source>
        <extracomment>%1 device path</extracomment>
        <translation>Partitionen von %1 werden geprüft…</translation>
    </message>
    <message>
        <source>udisks2 is not running: the facts shown come from the kernel alone.</source>
        <translation>udisks2 läuft nicht: Die angezeigten Angaben stammen allein vom Kernel.</translation>
    </message>
    <message>
        <source>Switching the write cache of %1…</source>
        <extracomment>%1 device path</extracomment>
        <translation>Schreibcache von %1 wird umgeschaltet…</translation>
    </message>
    <message>
        <source>Reading the write cache and health of %1…</source>
        <extracomment>%1 device path</extracomment>
        <translation>Schreibcache und Zustand von %1 werden gelesen…</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>&amp;Bearbeiten</translation>
    </message>
    <message>
        <source>&amp;Preferences…</source>
        <translation>&amp;Einstellungen…</translation>
    </message>
    <message>
        <source>Choose the language, the unit of transfer rates and the test defaults</source>
        <translation>Sprache, Einheit der Übertragungsraten und Standardwerte der Tests wählen</translation>
    </message>
    <message numerus="yes">
        <source>A test is running on %1. Stop it and quit?</source>
        <extracomment>%1 device paths, e.g. &quot;/dev/sda&quot;; more than one joined by &quot;, &quot;</extracomment>
        <translation>
            <numerusform>Auf %1 läuft ein Test. Test abbrechen und beenden?</numerusform>
            <numerusform>Auf %1 laufen Tests. Tests abbrechen und beenden?</numerusform>
        </translation>
    </message>
    <message>
        <source>Stop the test?</source>
        <translation>Test abbrechen?</translation>
    </message>
    <message>
        <source>The steps that finished are kept in the history; the temporary file is removed.</source>
        <translation>Die abgeschlossenen Schritte bleiben im Verlauf erhalten; die temporäre Datei wird entfernt.</translation>
    </message>
    <message>
        <source>&amp;Stop and quit</source>
        <translation>&amp;Abbrechen und beenden</translation>
    </message>
    <message>
        <source>&amp;Keep testing</source>
        <translation>&amp;Weiter testen</translation>
    </message>
    <message>
        <source>Power-loss &amp;witness…</source>
        <translation>Stromausfall-&amp;Zeuge…</translation>
    </message>
    <message>
        <source>Record the power-loss test of another computer&apos;s drive on this one</source>
        <translation>Den Stromausfalltest des Laufwerks eines anderen Rechners auf diesem Rechner aufzeichnen</translation>
    </message>
    <message>
        <source>Stop the power-loss test?</source>
        <translation>Stromausfalltest abbrechen?</translation>
    </message>
    <message>
        <source>The power-loss test is running. Quitting stops it without a power cut, so this run cannot tell whether the drive keeps its writes.</source>
        <translation>Der Stromausfalltest läuft. Beenden stoppt ihn ohne Stromausfall, daher kann dieser Testlauf nicht zeigen, ob das Laufwerk die geschriebenen Daten behält.</translation>
    </message>
    <message>
        <source>&amp;Keep running</source>
        <translation>&amp;Weiterlaufen lassen</translation>
    </message>
    <message>
        <source>&amp;Open Drive Report…</source>
        <translation>Laufwerksbericht &amp;öffnen…</translation>
    </message>
    <message>
        <source>Judge a drive from its smartctl or nvme-cli report, e.g. one a seller sent</source>
        <translation>Ein Laufwerk anhand seines smartctl- oder nvme-cli-Berichts bewerten, z. B. eines Berichts, den ein Verkäufer geschickt hat</translation>
    </message>
    <message>
        <source>Paste Drive &amp;Report</source>
        <translation>Laufwerksbericht &amp;einfügen</translation>
    </message>
    <message>
        <source>Judge the smartctl or nvme-cli report on the clipboard</source>
        <translation>Den smartctl- oder nvme-cli-Bericht in der Zwischenablage bewerten</translation>
    </message>
</context>
<context>
    <name>DriveProof::Gui::Notice</name>
    <message>
        <source>Danger</source>
        <translation>Gefahr</translation>
    </message>
    <message>
        <source>Warning</source>
        <translation>Warnung</translation>
    </message>
    <message>
        <source>Note</source>
        <translation>Hinweis</translation>
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
        <translation>Commit-Methode</translation>
    </message>
    <message>
        <source>Commits/s</source>
        <translation>Commits/s</translation>
    </message>
    <message>
        <source>Mean µs</source>
        <translation>Mittel µs</translation>
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
        <translation>Flushes pro Commit</translation>
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
        <translation>nicht dauerhaft</translation>
    </message>
</context>
<context>
    <name>DriveProof::Gui::PartitionsCard</name>
    <message>
        <source>Partitions</source>
        <translation>Partitionen</translation>
    </message>
    <message>
        <source>What to do</source>
        <translation>Was zu tun ist</translation>
    </message>
    <message>
        <source>#</source>
        <translation>Nr.</translation>
    </message>
    <message>
        <source>Device</source>
        <translation>Gerät</translation>
    </message>
    <message>
        <source>Start sector</source>
        <translation>Startsektor</translation>
    </message>
    <message>
        <source>Start (bytes)</source>
        <translation>Start (Bytes)</translation>
    </message>
    <message>
        <source>Size</source>
        <translation>Größe</translation>
    </message>
    <message>
        <source>Mounted on</source>
        <translation>Eingehängt in</translation>
    </message>
    <message>
        <source>Alignment</source>
        <translation>Ausrichtung</translation>
    </message>
    <message>
        <source>Checking alignment</source>
        <translation>Ausrichtung wird geprüft</translation>
    </message>
    <message>
        <source>Reading the partition table…</source>
        <translation>Partitionstabelle wird gelesen…</translation>
    </message>
    <message>
        <source>Partitions of %1</source>
        <extracomment>accessible name of the partitions table; %1 device path</extracomment>
        <translation>Partitionen von %1</translation>
    </message>
    <message>
        <source>The kernel lists no partitions on this drive.</source>
        <translation>Der Kernel listet keine Partitionen auf diesem Laufwerk.</translation>
    </message>
    <message>
        <source>The partition table lists no partitions.</source>
        <translation>Die Partitionstabelle enthält keine Partitionen.</translation>
    </message>
    <message>
        <source>The partition table lists this partition, but the kernel has no device node for it yet (on some systems &apos;partx -a&apos; adds it).</source>
        <translation>Die Partitionstabelle enthält diese Partition, aber der Kernel hat noch keine Gerätedatei dafür (auf manchen Systemen legt &apos;partx -a&apos; sie an).</translation>
    </message>
    <message>
        <source>checking…</source>
        <translation>wird geprüft…</translation>
    </message>
    <message>
        <source>The partition table did not list this partition.</source>
        <translation>Die Partitionstabelle enthielt diese Partition nicht.</translation>
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
        <translation>&amp;Tests:</translation>
    </message>
    <message>
        <source>Tests</source>
        <translation>Tests</translation>
    </message>
    <message>
        <source>&amp;Where:</source>
        <translation>&amp;Wo:</translation>
    </message>
    <message>
        <source>Test si&amp;ze:</source>
        <translation>Test&amp;größe:</translation>
    </message>
    <message>
        <source>Time per st&amp;ep (seconds):</source>
        <translation>Zeit pro Sch&amp;ritt (Sekunden):</translation>
    </message>
    <message>
        <source>&amp;Reads or writes:</source>
        <translation>&amp;Lesen oder Schreiben:</translation>
    </message>
    <message>
        <source>&amp;Idle time between the passes (seconds):</source>
        <translation>&amp;Ruhezeit zwischen den Durchgängen (Sekunden):</translation>
    </message>
    <message>
        <source>Also measure with the drive&apos;s write &amp;cache off, then switch it back on</source>
        <translation>Zusätzlich mit ausgeschaltetem Schreib&amp;cache des Laufwerks messen und ihn danach wieder einschalten</translation>
    </message>
    <message>
        <source>&amp;History…</source>
        <translation>&amp;Verlauf…</translation>
    </message>
    <message>
        <source>Earlier runs on this drive, and comparing two of them</source>
        <translation>Frühere Testläufe auf diesem Laufwerk und Vergleich zweier davon</translation>
    </message>
    <message>
        <source>&amp;Start test</source>
        <translation>Test &amp;starten</translation>
    </message>
    <message>
        <source>Reads</source>
        <translation>Lesen</translation>
    </message>
    <message>
        <source>Writes</source>
        <translation>Schreiben</translation>
    </message>
    <message>
        <source>Mixed: 70% reads, 30% writes</source>
        <translation>Gemischt: 70 % Lesen, 30 % Schreiben</translation>
    </message>
    <message>
        <source>%1 holds the running system: DriveProof never writes over it.</source>
        <extracomment>%1 a device node</extracomment>
        <translation>%1 enthält das laufende System: DriveProof überschreibt es nie.</translation>
    </message>
    <message>
        <source>%1 or one of its partitions is mounted or in use (LVM, RAID, an encrypted volume). Unmount it first to write over it.</source>
        <extracomment>%1 a device node</extracomment>
        <translation>%1 oder eine seiner Partitionen ist eingehängt oder in Verwendung (LVM, RAID, ein verschlüsseltes Volume). Hängen Sie es zuerst aus, um es zu überschreiben.</translation>
    </message>
    <message>
        <source>%1 is read-only.</source>
        <extracomment>%1 a device node</extracomment>
        <translation>%1 ist schreibgeschützt.</translation>
    </message>
    <message>
        <source>A temporary file in %1</source>
        <extracomment>a place a test runs; %1 a folder</extracomment>
        <translation>Eine temporäre Datei in %1</translation>
    </message>
    <message>
        <source>You may not be allowed to write here. Choose a folder of yours on this drive with &quot;another folder&quot;.</source>
        <translation>Möglicherweise dürfen Sie hier nicht schreiben. Wählen Sie mit „Eine temporäre Datei in einem anderen Ordner“ einen eigenen Ordner auf diesem Laufwerk.</translation>
    </message>
    <message>
        <source>A temporary file in another folder…</source>
        <translation>Eine temporäre Datei in einem anderen Ordner…</translation>
    </message>
    <message>
        <source>The whole device %1, only reading</source>
        <extracomment>a place a test runs; %1 a device node</extracomment>
        <translation>Das ganze Gerät %1, nur lesend</translation>
    </message>
    <message>
        <source>The whole device %1, erasing everything on it</source>
        <extracomment>a place a test runs; %1 a device node</extracomment>
        <translation>Das ganze Gerät %1, alles darauf wird gelöscht</translation>
    </message>
    <message>
        <source>Where the test runs</source>
        <translation>Wo der Test läuft</translation>
    </message>
    <message>
        <source>All of it</source>
        <translation>Vollständig</translation>
    </message>
    <message>
        <source>The commit test always uses 16 MiB, like pg_test_fsync, so that its numbers compare directly.</source>
        <translation>Der Commit-Test verwendet immer 16 MiB, wie pg_test_fsync, damit seine Werte direkt vergleichbar sind.</translation>
    </message>
    <message>
        <source>How much of the drive the test uses. Larger areas are less flattered by caches but take longer to prepare.</source>
        <translation>Wie viel des Laufwerks der Test verwendet. Größere Bereiche werden von Caches weniger geschönt, brauchen aber länger zur Vorbereitung.</translation>
    </message>
    <message>
        <source>Test size</source>
        <translation>Testgröße</translation>
    </message>
    <message>
        <source>Choose a folder on the drive to test</source>
        <translation>Einen Ordner auf dem zu testenden Laufwerk wählen</translation>
    </message>
    <message>
        <source>This device has no write cache of its own to switch.</source>
        <translation>Dieses Gerät hat keinen eigenen Schreibcache, der sich umschalten ließe.</translation>
    </message>
    <message>
        <source>The drive&apos;s write cache setting is not known (see the Write cache card), so it cannot be switched for the test.</source>
        <translation>Die Schreibcache-Einstellung des Laufwerks ist nicht bekannt (siehe die Karte „Schreibcache“), daher kann sie für den Test nicht umgeschaltet werden.</translation>
    </message>
    <message>
        <source>The drive&apos;s write cache is off already: the test measures it that way.</source>
        <translation>Der Schreibcache des Laufwerks ist bereits ausgeschaltet: Der Test misst es in diesem Zustand.</translation>
    </message>
    <message>
        <source>This drive does not let its write cache be switched.</source>
        <translation>Dieses Laufwerk erlaubt nicht, seinen Schreibcache umzuschalten.</translation>
    </message>
    <message>
        <source>The chosen folder is not on one of this drive&apos;s file systems.</source>
        <translation>Der gewählte Ordner liegt nicht auf einem der Dateisysteme dieses Laufwerks.</translation>
    </message>
    <message>
        <source>The cache is switched off for a second round of measurements and back on afterwards, also when the test fails or is cancelled. Switching may ask for your password.</source>
        <translation>Der Cache wird für eine zweite Messrunde ausgeschaltet und danach wieder eingeschaltet, auch wenn der Test fehlschlägt oder abgebrochen wird. Beim Umschalten werden Sie möglicherweise nach Ihrem Passwort gefragt.</translation>
    </message>
    <message>
        <source>Takes about %1 with these settings.</source>
        <extracomment>%1 a duration</extracomment>
        <translation>Dauert mit diesen Einstellungen etwa %1.</translation>
    </message>
    <message>
        <source>Takes about %1 with these settings, plus a moment to prepare the test file.</source>
        <extracomment>%1 a duration</extracomment>
        <translation>Dauert mit diesen Einstellungen etwa %1, plus einen Moment zum Vorbereiten der Testdatei.</translation>
    </message>
    <message>
        <source>This test writes over %1: everything on it is lost, every partition and every file. You will be asked to type the device&apos;s name to confirm.</source>
        <extracomment>%1 a device node</extracomment>
        <translation>Dieser Test überschreibt %1: Alles darauf geht verloren, jede Partition und jede Datei. Sie werden aufgefordert, zur Bestätigung den Namen des Geräts einzugeben.</translation>
    </message>
    <message>
        <source>Only reads from %1; nothing on it changes. Reading a device directly may ask for your password.</source>
        <extracomment>%1 a device node</extracomment>
        <translation>Liest nur von %1; nichts darauf wird verändert. Beim direkten Lesen eines Geräts werden Sie möglicherweise nach Ihrem Passwort gefragt.</translation>
    </message>
    <message>
        <source>Writes only to a temporary file in the chosen folder and removes it afterwards; nothing else on the drive changes.</source>
        <translation>Schreibt nur in eine temporäre Datei im gewählten Ordner und entfernt sie danach; sonst ändert sich nichts auf dem Laufwerk.</translation>
    </message>
    <message>
        <source>Only reads. In a folder it first writes the temporary file it reads, and removes it afterwards.</source>
        <translation>Liest nur. In einem Ordner wird zuerst die temporäre Datei geschrieben, die gelesen wird, und danach wieder entfernt.</translation>
    </message>
    <message>
        <source>Takes as long as writing %1 once: about %2 at %3, less on a faster drive.</source>
        <extracomment>%1 a size, %2 a duration, %3 a rate (&quot;150.0 MB/s&quot;)</extracomment>
        <translation>Dauert so lange, wie %1 einmal zu schreiben: etwa %2 bei %3, auf einem schnelleren Laufwerk weniger.</translation>
    </message>
    <message>
        <source>Takes as long as reading %1 once: about %2 at %3, less on a faster drive.</source>
        <extracomment>%1 a size, %2 a duration, %3 a rate (&quot;150.0 MB/s&quot;)</extracomment>
        <translation>Dauert so lange, wie %1 einmal zu lesen: etwa %2 bei %3, auf einem schnelleren Laufwerk weniger.</translation>
    </message>
    <message>
        <source>Start opens the guided power-loss test: it writes to a test file (or the whole device), reports every commit to a witness on a second computer, and asks you to pull the plug. After the restart DriveProof checks which acknowledged writes survived. You can also practise it on this computer with a simulated drive.</source>
        <translation>„Test starten“ öffnet den geführten Stromausfalltest: Er schreibt in eine Testdatei (oder auf das ganze Gerät), meldet jeden Commit an einen Zeugen auf einem zweiten Rechner und fordert Sie auf, den Stecker zu ziehen. Nach dem Neustart prüft DriveProof, welche bestätigten Schreibvorgänge erhalten geblieben sind. Sie können den Test auch auf diesem Rechner mit einem simulierten Laufwerk üben.</translation>
    </message>
    <message>
        <source>Opens the guided power-loss test</source>
        <translation>Öffnet den geführten Stromausfalltest</translation>
    </message>
    <message>
        <source>No file system of this drive is mounted, so there is no folder for the test file. Mount one (in your file manager or GNOME Disks) and press Refresh (F5) in the main window, choose a folder with &quot;A temporary file in another folder…&quot;, or pick a reading test (sequential or random reads, surface scan), which can read the whole device without writing.</source>
        <translation>Kein Dateisystem dieses Laufwerks ist eingehängt, es gibt also keinen Ordner für die Testdatei. Hängen Sie eines ein (im Dateimanager oder in GNOME Laufwerke) und drücken Sie im Hauptfenster Aktualisieren (F5), wählen Sie einen Ordner mit „Eine temporäre Datei in einem anderen Ordner…“, oder nehmen Sie einen Lesetest (sequenzielles oder zufälliges Lesen, Oberflächenscan), der das ganze Gerät ohne Schreiben lesen kann.</translation>
    </message>
    <message>
        <source>Choose where the test runs: a folder of yours on this drive, with &quot;A temporary file in another folder…&quot;.</source>
        <translation>Wählen Sie, wo der Test läuft: einen eigenen Ordner auf diesem Laufwerk, mit „Eine temporäre Datei in einem anderen Ordner…“.</translation>
    </message>
    <message>
        <source>%1 Choose a folder on the drive instead, or a reading test.</source>
        <extracomment>%1 why the device cannot be written (a sentence)</extracomment>
        <translation>%1 Wählen Sie stattdessen einen Ordner auf dem Laufwerk oder einen Lesetest.</translation>
    </message>
    <message>
        <source>%1 is empty: no partition table and no file system, as a new drive arrives. This test writes over the whole device; you will be asked once to confirm.</source>
        <extracomment>%1 a device node</extracomment>
        <translation>%1 ist leer: keine Partitionstabelle und kein Dateisystem, so wie ein neues Laufwerk ankommt. Dieser Test überschreibt das ganze Gerät; Sie werden einmal um Bestätigung gebeten.</translation>
    </message>
    <message>
        <source>The whole device %1, which is empty</source>
        <extracomment>a place a test runs; %1 a device node of a drive with nothing on it</extracomment>
        <translation>Das ganze Gerät %1, das leer ist</translation>
    </message>
</context>
<context>
    <name>DriveProof::Gui::PowerLossAreaStep</name>
    <message>
        <source>Where to test</source>
        <translation>Wo getestet wird</translation>
    </message>
    <message>
        <source>The test writes records that describe themselves into a test area, commits them the way a database does, and reports every commit to a witness. A file on the drive tests the whole stack: file system, kernel and drive.</source>
        <translation>Der Test schreibt selbstbeschreibende Datensätze in einen Testbereich, schreibt sie wie eine Datenbank per Commit fest und meldet jeden Commit an einen Zeugen. Eine Datei auf dem Laufwerk testet den ganzen Stapel: Dateisystem, Kernel und Laufwerk.</translation>
    </message>
    <message>
        <source>&amp;Test area:</source>
        <translation>&amp;Testbereich:</translation>
    </message>
    <message>
        <source>Test area</source>
        <translation>Testbereich</translation>
    </message>
    <message>
        <source>Si&amp;ze:</source>
        <translation>&amp;Größe:</translation>
    </message>
    <message>
        <source>Size of the test area</source>
        <translation>Größe des Testbereichs</translation>
    </message>
    <message>
        <source>Larger than the drive&apos;s cache, so that the cache cannot hide the writes. 1 GiB is enough for most drives.</source>
        <translation>Größer als der Cache des Laufwerks, damit der Cache die Schreibvorgänge nicht verbergen kann. 1 GiB reicht für die meisten Laufwerke.</translation>
    </message>
    <message>
        <source>Commit &amp;method:</source>
        <translation>Commit-&amp;Methode:</translation>
    </message>
    <message>
        <source>Commit method</source>
        <translation>Commit-Methode</translation>
    </message>
    <message>
        <source>&amp;Writes per commit:</source>
        <translation>&amp;Schreibvorgänge pro Commit:</translation>
    </message>
    <message>
        <source>Writes per commit</source>
        <translation>Schreibvorgänge pro Commit</translation>
    </message>
    <message>
        <source>1 commits every write. More: a batched group commit, as busy databases do.</source>
        <translation>1 schreibt jeden Schreibvorgang einzeln per Commit fest. Mehr: ein gebündelter Group Commit, wie ihn stark ausgelastete Datenbanken verwenden.</translation>
    </message>
    <message>
        <source>&amp;Only the drive loses power: I will pull its cable (USB or hot-plug drive)</source>
        <translation>&amp;Nur das Laufwerk verliert den Strom: Ich ziehe sein Kabel (USB- oder Hot-Plug-Laufwerk)</translation>
    </message>
    <message>
        <source>A test file in %1</source>
        <extracomment>%1 a folder</extracomment>
        <translation>Eine Testdatei in %1</translation>
    </message>
    <message>
        <source>A test file in another folder…</source>
        <translation>Eine Testdatei in einem anderen Ordner…</translation>
    </message>
    <message>
        <source>The whole device %1, erasing everything on it</source>
        <extracomment>%1 a device node</extracomment>
        <translation>Das ganze Gerät %1, alles darauf wird gelöscht</translation>
    </message>
    <message>
        <source>A file system of this drive is mounted or in use: unmount it first to write over the device.</source>
        <translation>Ein Dateisystem dieses Laufwerks ist eingehängt oder in Verwendung: Hängen Sie es zuerst aus, um das Gerät zu überschreiben.</translation>
    </message>
    <message>
        <source>Choose a folder on the drive to test</source>
        <translation>Einen Ordner auf dem zu testenden Laufwerk wählen</translation>
    </message>
    <message>
        <source>The test writes over %1: everything on it is lost. You will be asked to type the device&apos;s name to confirm.</source>
        <extracomment>%1 a device node</extracomment>
        <translation>Der Test überschreibt %1: Alles darauf geht verloren. Sie werden aufgefordert, zur Bestätigung den Namen des Geräts einzugeben.</translation>
    </message>
    <message>
        <source>Cable-pull mode: the computer keeps running and only the drive goes dark. The witness may run on this computer (the witness page, address 127.0.0.1:7070), but its record must be on another disk than the one under test.</source>
        <translation>Kabelzieh-Modus: Der Rechner läuft weiter, nur das Laufwerk geht aus. Der Zeuge darf auf diesem Rechner laufen (die Zeugen-Seite, Adresse 127.0.0.1:7070), aber seine Aufzeichnung muss auf einer anderen Festplatte liegen als der getesteten.</translation>
    </message>
    <message>
        <source>The whole computer loses power: you will pull its power cord. The witness runs on a second computer.</source>
        <translation>Der ganze Rechner verliert den Strom: Sie ziehen sein Netzkabel. Der Zeuge läuft auf einem zweiten Rechner.</translation>
    </message>
</context>
<context>
    <name>DriveProof::Gui::PowerLossPreflightStep</name>
    <message>
        <source>Before the test</source>
        <translation>Vor dem Test</translation>
    </message>
    <message>
        <source>Things to know</source>
        <translation>Gut zu wissen</translation>
    </message>
    <message>
        <source>unknown</source>
        <translation>unbekannt</translation>
    </message>
    <message>
        <source>Reading the drive&apos;s identity, write cache and health… Reading the cache or the counters may ask for your password.</source>
        <translation>Identität, Schreibcache und Zustand des Laufwerks werden gelesen… Beim Lesen des Caches oder der Zähler wird eventuell Ihr Passwort abgefragt.</translation>
    </message>
    <message>
        <source>Practice with a lying drive: it acknowledges writes while they are still in its cache, and loses them at the power cut. Expect FAIL.</source>
        <translation>Üben mit einem lügenden Laufwerk: Es bestätigt Schreibvorgänge, solange sie noch in seinem Cache liegen, und verliert sie beim Stromausfall. Erwarten Sie FAIL.</translation>
    </message>
    <message>
        <source>Practice with an honest drive: it keeps every write it acknowledged. Expect a pass of the simulated cut.</source>
        <translation>Üben mit einem ehrlichen Laufwerk: Es behält jeden Schreibvorgang, den es bestätigt hat. Erwarten Sie, dass es den simulierten Stromausfall besteht.</translation>
    </message>
    <message>
        <source>What happens:
1. DriveProof prepares a simulated drive of 16 MiB and a witness on this computer.
2. It writes numbered records, commits each one and reports it to the witness; the chart shows the commits per second.
3. Once commits flow steadily it says &quot;Pull the plug now&quot;: press &quot;Cut the power&quot;. On a real test you would pull the power cord at that moment.
4. The simulated drive starts again, DriveProof reads it back and compares it with the witness&apos;s record.
5. The report says what the drive kept and what it lost.</source>
        <translation>Was passiert:
1. DriveProof bereitet ein simuliertes Laufwerk mit 16 MiB und einen Zeugen auf diesem Rechner vor.
2. Es schreibt nummerierte Datensätze, schreibt jeden per Commit fest und meldet ihn an den Zeugen; das Diagramm zeigt die Commits pro Sekunde.
3. Sobald die Commits gleichmäßig fließen, erscheint „Jetzt den Stecker ziehen“: Klicken Sie auf „Strom trennen“. Bei einem echten Test würden Sie in diesem Moment das Netzkabel ziehen.
4. Das simulierte Laufwerk startet neu, DriveProof liest es zurück und vergleicht es mit der Aufzeichnung des Zeugen.
5. Der Bericht zeigt, was das Laufwerk behalten und was es verloren hat.</translation>
    </message>
    <message>
        <source>The test cannot run: %1</source>
        <extracomment>%1 the reason</extracomment>
        <translation>Der Test kann nicht laufen: %1</translation>
    </message>
    <message>
        <source>DriveProof read this before the test; it compares it after the power cut.</source>
        <translation>DriveProof hat dies vor dem Test gelesen; nach dem Stromausfall vergleicht es die Werte.</translation>
    </message>
    <message>
        <source>Drive:</source>
        <translation>Laufwerk:</translation>
    </message>
    <message>
        <source>Serial number:</source>
        <translation>Seriennummer:</translation>
    </message>
    <message>
        <source>Firmware:</source>
        <translation>Firmware:</translation>
    </message>
    <message>
        <source>Capacity:</source>
        <translation>Kapazität:</translation>
    </message>
    <message>
        <source>Write cache:</source>
        <translation>Schreibcache:</translation>
    </message>
    <message>
        <source>Unsafe shutdowns so far:</source>
        <translation>Unsichere Abschaltungen bisher:</translation>
    </message>
    <message>
        <source>the drive does not count them</source>
        <translation>das Laufwerk zählt sie nicht</translation>
    </message>
    <message>
        <source>Computer:</source>
        <translation>Rechner:</translation>
    </message>
    <message>
        <source>Start the test: DriveProof prepares the test area (this takes a while), connects to the witness and writes. Wait for &quot;Pull the plug now&quot;.</source>
        <translation>Test starten: DriveProof bereitet den Testbereich vor (das dauert eine Weile), verbindet sich mit dem Zeugen und schreibt. Warten Sie auf „Jetzt den Stecker ziehen“.</translation>
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
        <translation>Befund</translation>
    </message>
    <message>
        <source>Acknowledged writes and the power cut</source>
        <translation>Bestätigte Schreibvorgänge und der Stromausfall</translation>
    </message>
    <message>
        <source>Does this run count?</source>
        <translation>Zählt dieser Testlauf?</translation>
    </message>
    <message>
        <source>Machine and drive at the start</source>
        <translation>Rechner und Laufwerk zu Beginn</translation>
    </message>
    <message>
        <source>What to do next</source>
        <translation>Nächste Schritte</translation>
    </message>
    <message>
        <source>Export &amp;JSON…</source>
        <translation>Als &amp;JSON exportieren…</translation>
    </message>
    <message>
        <source>Save the whole report as a JSON file</source>
        <translation>Den ganzen Bericht als JSON-Datei speichern</translation>
    </message>
    <message>
        <source>&amp;Test again</source>
        <translation>&amp;Erneut testen</translation>
    </message>
    <message>
        <source>Practice run on a simulated drive, started %1. Nothing on your drives was tested.</source>
        <translation>Übungslauf auf einem simulierten Laufwerk, gestartet %1. Keines Ihrer Laufwerke wurde getestet.</translation>
    </message>
    <message>
        <source>Test of %1, started %2.</source>
        <translation>Test von %1, gestartet %2.</translation>
    </message>
    <message>
        <source>The witness recorded %1 acknowledged writes; %2 blocks were checked.</source>
        <extracomment>%1 a number of writes</extracomment>
        <translation>Der Zeuge hat %1 bestätigte Schreibvorgänge aufgezeichnet; %2 Blöcke wurden geprüft.</translation>
    </message>
    <message>
        <source>No acknowledged write was lost or damaged.</source>
        <translation>Kein bestätigter Schreibvorgang ging verloren oder wurde beschädigt.</translation>
    </message>
    <message>
        <source>Each dot is a write the witness heard acknowledged, at the moment it heard it; the dashed line is when the writer went silent, the estimated cut. Red dots are writes the drive lost.</source>
        <translation>Jeder Punkt ist ein Schreibvorgang, dessen Bestätigung der Zeuge empfangen hat, eingetragen zum Zeitpunkt des Empfangs; die gestrichelte Linie zeigt, wann der Schreibprozess verstummte, also den geschätzten Stromausfall. Rote Punkte sind Schreibvorgänge, die das Laufwerk verloren hat.</translation>
    </message>
    <message>
        <source>%1 earlier writes that were kept are not drawn.</source>
        <extracomment>%1 a number of writes</extracomment>
        <translation>%1 frühere Schreibvorgänge, die erhalten blieben, werden nicht dargestellt.</translation>
    </message>
    <message>
        <source>Passed: %1</source>
        <translation>Erfüllt: %1</translation>
    </message>
    <message>
        <source>Not passed: %1</source>
        <translation>Nicht erfüllt: %1</translation>
    </message>
    <message>
        <source>unknown</source>
        <translation>unbekannt</translation>
    </message>
    <message>
        <source>Computer:</source>
        <translation>Rechner:</translation>
    </message>
    <message>
        <source>Drive:</source>
        <translation>Laufwerk:</translation>
    </message>
    <message>
        <source>Capacity:</source>
        <translation>Kapazität:</translation>
    </message>
    <message>
        <source>Write cache:</source>
        <translation>Schreibcache:</translation>
    </message>
    <message>
        <source>Commit method:</source>
        <translation>Commit-Methode:</translation>
    </message>
    <message>
        <source>Test area:</source>
        <translation>Testbereich:</translation>
    </message>
    <message>
        <source>Kernel:</source>
        <translation>Kernel:</translation>
    </message>
    <message>
        <source>Unsafe shutdowns before:</source>
        <translation>Unsichere Abschaltungen zuvor:</translation>
    </message>
    <message>
        <source>the drive does not count them</source>
        <translation>das Laufwerk zählt sie nicht</translation>
    </message>
    <message>
        <source>Run id:</source>
        <translation>Testlauf-ID:</translation>
    </message>
    <message>
        <source>This was practice. To test a real drive, run the wizard again and choose a witness on a second computer.</source>
        <translation>Dies war ein Übungslauf. Um ein echtes Laufwerk zu testen, starten Sie den Assistenten erneut und wählen Sie einen Zeugen auf einem zweiten Rechner.</translation>
    </message>
    <message>
        <source>Switch the drive&apos;s write cache off (the Write cache card of the drive page) and test again: if it passes then, keep the cache off for data that matters.</source>
        <translation>Schalten Sie den Schreibcache des Laufwerks aus (Karte „Schreibcache“ auf der Laufwerksseite) und testen Sie erneut: Wenn der Test dann bestanden wird, lassen Sie den Cache für wichtige Daten ausgeschaltet.</translation>
    </message>
    <message>
        <source>Do not trust this drive with data that must survive a power cut; a firmware update may help. Test again after any change.</source>
        <translation>Vertrauen Sie diesem Laufwerk keine Daten an, die einen Stromausfall überstehen müssen; ein Firmware-Update kann helfen. Testen Sie nach jeder Änderung erneut.</translation>
    </message>
    <message>
        <source>Fix what the checklist names and test again.</source>
        <translation>Beheben Sie, was die Checkliste nennt, und testen Sie erneut.</translation>
    </message>
    <message>
        <source>Run the test at least five times: one passing run can be luck, five make a configuration worth trusting.</source>
        <translation>Führen Sie den Test mindestens fünfmal aus: Ein bestandener Testlauf kann Glück sein, fünf machen eine Konfiguration vertrauenswürdig.</translation>
    </message>
    <message>
        <source>Export the report</source>
        <translation>Bericht exportieren</translation>
    </message>
    <message>
        <source>JSON files (*.json)</source>
        <translation>JSON-Dateien (*.json)</translation>
    </message>
    <message>
        <source>Could not write %1: %2</source>
        <extracomment>%1 a file path, %2 the system&apos;s reason</extracomment>
        <translation>%1 konnte nicht geschrieben werden: %2</translation>
    </message>
    <message>
        <source>Saved %1</source>
        <extracomment>%1 a file path</extracomment>
        <translation>%1 gespeichert</translation>
    </message>
    <message>
        <source>The lost tail: every commit acknowledged in the last %1 s before the cut.</source>
        <extracomment>%1 seconds, with one decimal</extracomment>
        <translation>Das verlorene Ende: jeder Commit, der in den letzten %1 s vor dem Stromausfall bestätigt wurde.</translation>
    </message>
</context>
<context>
    <name>DriveProof::Gui::PowerLossRunStep</name>
    <message>
        <source>Practice run</source>
        <translation>Übungslauf</translation>
    </message>
    <message>
        <source>The test runs</source>
        <translation>Der Test läuft</translation>
    </message>
    <message>
        <source>Preparing the test area</source>
        <translation>Testbereich wird vorbereitet</translation>
    </message>
    <message>
        <source>Commits, writes in flight and the link to the witness</source>
        <translation>Commits, ausstehende Schreibvorgänge und die Verbindung zum Zeugen</translation>
    </message>
    <message>
        <source>Pull the plug now</source>
        <extracomment>shown very large once the run is warm</extracomment>
        <translation>Jetzt den Stecker ziehen</translation>
    </message>
    <message>
        <source>Press &quot;Cut the power&quot;. On a real test you would now pull the power cord out of the computer (not press its power button).</source>
        <translation>Klicken Sie auf „Strom trennen“. Bei einem echten Test würden Sie jetzt das Netzkabel aus dem Rechner ziehen (nicht den Ein-/Aus-Schalter drücken).</translation>
    </message>
    <message>
        <source>Pull the drive&apos;s cable out now (USB or power cable of the drive only). Leave the computer running; plug the drive back in after ten seconds. The witness and its record must be on another disk.</source>
        <translation>Ziehen Sie jetzt das Kabel des Laufwerks ab (USB- oder Stromkabel nur des Laufwerks). Lassen Sie den Rechner laufen; schließen Sie das Laufwerk nach zehn Sekunden wieder an. Der Zeuge und seine Aufzeichnung müssen auf einer anderen Festplatte liegen.</translation>
    </message>
    <message>
        <source>Pull the power cord out of the computer now (a laptop: its battery too). Do not press the power button and do not shut down: the drive must lose power while it is writing. Wait ten seconds, plug it back in and start the computer: DriveProof opens by itself and checks the drive.</source>
        <translation>Ziehen Sie jetzt das Netzkabel aus dem Rechner (bei einem Laptop auch den Akku). Drücken Sie nicht den Ein-/Aus-Schalter und fahren Sie nicht herunter: Das Laufwerk muss den Strom verlieren, während es schreibt. Warten Sie zehn Sekunden, stecken Sie das Kabel wieder ein und starten Sie den Rechner: DriveProof öffnet sich von selbst und prüft das Laufwerk.</translation>
    </message>
    <message>
        <source>&amp;Cut the power</source>
        <translation>&amp;Strom trennen</translation>
    </message>
    <message>
        <source>Simulate the power cut: the simulated drive loses what it only held in its cache</source>
        <translation>Den Stromausfall simulieren: Das simulierte Laufwerk verliert, was es nur in seinem Cache hatte</translation>
    </message>
    <message>
        <source>&amp;Stop without a cut</source>
        <translation>Ohne Stromausfall &amp;beenden</translation>
    </message>
    <message>
        <source>End the run cleanly; nothing is verified</source>
        <translation>Den Testlauf sauber beenden; nichts wird geprüft</translation>
    </message>
    <message>
        <source>Starting…</source>
        <translation>Wird gestartet…</translation>
    </message>
    <message>
        <source>%1 commits/s · %2 commits, %3 held by the witness · %4 in flight · witness: %5</source>
        <extracomment>%1 commits per second, %2 commits done, %3 commits the witness holds, %4 writes in flight, %5 the link&apos;s state (&quot;connected&quot;)</extracomment>
        <translation>%1 Commits/s · %2 Commits, %3 beim Zeugen · %4 ausstehend · Zeuge: %5</translation>
    </message>
    <message>
        <source>Commits per second</source>
        <translation>Commits pro Sekunde</translation>
    </message>
    <message>
        <source>Checking the simulated drive: %1</source>
        <extracomment>%1 what the verifier does now</extracomment>
        <translation>Das simulierte Laufwerk wird geprüft: %1</translation>
    </message>
    <message>
        <source>The run failed.</source>
        <translation>Der Testlauf ist fehlgeschlagen.</translation>
    </message>
</context>
<context>
    <name>DriveProof::Gui::PowerLossUi</name>
    <message>
        <source>fdatasync after each commit (what most databases use)</source>
        <translation>fdatasync nach jedem Commit (was die meisten Datenbanken verwenden)</translation>
    </message>
    <message>
        <source>fsync after each commit (also flushes the file&apos;s metadata)</source>
        <translation>fsync nach jedem Commit (schreibt auch die Metadaten der Datei fest)</translation>
    </message>
    <message>
        <source>O_DSYNC: every write is durable when it returns</source>
        <extracomment>O_DSYNC is a technical name, keep it</extracomment>
        <translation>O_DSYNC: Jeder Schreibvorgang ist dauerhaft, sobald er zurückkehrt</translation>
    </message>
    <message>
        <source>O_SYNC: every write and its metadata are durable when it returns</source>
        <extracomment>O_SYNC is a technical name, keep it</extracomment>
        <translation>O_SYNC: Jeder Schreibvorgang und seine Metadaten sind dauerhaft, sobald er zurückkehrt</translation>
    </message>
    <message>
        <source>Passed: the drive kept every write it acknowledged</source>
        <translation>Bestanden: Das Laufwerk hat jeden bestätigten Schreibvorgang behalten</translation>
    </message>
    <message>
        <source>Failed: the drive lost or damaged writes it had acknowledged</source>
        <translation>Nicht bestanden: Das Laufwerk hat bestätigte Schreibvorgänge verloren oder beschädigt</translation>
    </message>
    <message>
        <source>Inconclusive: this run cannot prove the drive safe</source>
        <translation>Nicht eindeutig: Dieser Testlauf kann nicht beweisen, dass das Laufwerk sicher ist</translation>
    </message>
    <message>
        <source>on</source>
        <extracomment>the drive&apos;s write cache</extracomment>
        <translation>ein</translation>
    </message>
    <message>
        <source>off</source>
        <extracomment>the drive&apos;s write cache</extracomment>
        <translation>aus</translation>
    </message>
    <message>
        <source>unknown</source>
        <translation>unbekannt</translation>
    </message>
</context>
<context>
    <name>DriveProof::Gui::PowerLossVerifyStep</name>
    <message>
        <source>Check the drive after the power cut</source>
        <translation>Das Laufwerk nach dem Stromausfall prüfen</translation>
    </message>
    <message>
        <source>DriveProof asks the witness for its record, reads the whole test area and compares every block with what the drive acknowledged. The witness must be running and reachable.</source>
        <translation>DriveProof fragt den Zeugen nach seiner Aufzeichnung, liest den ganzen Testbereich und vergleicht jeden Block mit dem, was das Laufwerk bestätigt hat. Der Zeuge muss laufen und erreichbar sein.</translation>
    </message>
    <message>
        <source>If the witness cannot be reached, start it again on the second computer (it kept its record on disk) and press &quot;Verify now&quot;. The test stays pending until it is verified or forgotten, and DriveProof opens this page at every start until then.</source>
        <translation>Wenn der Zeuge nicht erreichbar ist, starten Sie ihn auf dem zweiten Rechner neu (seine Aufzeichnung ist auf der Festplatte erhalten) und klicken Sie auf „Jetzt prüfen“. Der Test bleibt ausstehend, bis er geprüft oder verworfen wird, und DriveProof öffnet diese Seite bis dahin bei jedem Start.</translation>
    </message>
    <message>
        <source>Verification progress</source>
        <translation>Fortschritt der Prüfung</translation>
    </message>
    <message>
        <source>&amp;Verify now</source>
        <translation>Jetzt &amp;prüfen</translation>
    </message>
    <message>
        <source>&amp;Forget this test</source>
        <translation>Diesen Test &amp;verwerfen</translation>
    </message>
    <message>
        <source>Remove the pending test without verifying it</source>
        <translation>Den ausstehenden Test entfernen, ohne ihn zu prüfen</translation>
    </message>
    <message>
        <source>• %1, started %2, witness %3</source>
        <extracomment>%1 a file or device, %2 a date and time, %3 a witness address</extracomment>
        <translation>• %1, gestartet %2, Zeuge %3</translation>
    </message>
    <message>
        <source>practice run</source>
        <translation>Übungslauf</translation>
    </message>
    <message>
        <source>No test is waiting to be checked.</source>
        <translation>Kein Test wartet auf die Prüfung.</translation>
    </message>
    <message>
        <source>Waiting to be checked (the first one is checked now):
%1</source>
        <translation>Warten auf die Prüfung (der erste wird jetzt geprüft):
%1</translation>
    </message>
    <message>
        <source>Starting…</source>
        <translation>Wird gestartet…</translation>
    </message>
</context>
<context>
    <name>DriveProof::Gui::PowerLossWitnessStep</name>
    <message>
        <source>The witness</source>
        <translation>Der Zeuge</translation>
    </message>
    <message>
        <source>A second computer records every write this drive acknowledges, so that after the power cut DriveProof knows what the drive promised.</source>
        <translation>Ein zweiter Rechner zeichnet jeden Schreibvorgang auf, den dieses Laufwerk bestätigt, damit DriveProof nach dem Stromausfall weiß, was das Laufwerk versprochen hat.</translation>
    </message>
    <message>
        <source>&amp;Another computer is the witness</source>
        <translation>&amp;Ein anderer Rechner ist der Zeuge</translation>
    </message>
    <message>
        <source>Witness &amp;address:</source>
        <translation>&amp;Adresse des Zeugen:</translation>
    </message>
    <message>
        <source>Witness address and port</source>
        <translation>Adresse und Port des Zeugen</translation>
    </message>
    <message>
        <source>&amp;Pairing code:</source>
        <translation>&amp;Kopplungscode:</translation>
    </message>
    <message>
        <source>Pairing code</source>
        <translation>Kopplungscode</translation>
    </message>
    <message>
        <source>On the second computer, open DriveProof&apos;s witness page (menu &quot;Power-loss witness…&quot;) or run &quot;driveproof-cli witness --listen 0.0.0.0:7070&quot; in a terminal. It shows the pairing code; type it here with its address, e.g. 192.168.1.20:7070.</source>
        <translation>Öffnen Sie auf dem zweiten Rechner die Zeugen-Seite von DriveProof (Menü „Stromausfall-Zeuge…“) oder führen Sie in einem Terminal „driveproof-cli witness --listen 0.0.0.0:7070“ aus. Dort wird der Kopplungscode angezeigt; geben Sie ihn hier zusammen mit der Adresse ein, z. B. 192.168.1.20:7070.</translation>
    </message>
    <message>
        <source>P&amp;ractice on this computer, with a simulated drive</source>
        <translation>Auf diesem Rechner mit einem simulierten Laufwerk &amp;üben</translation>
    </message>
    <message>
        <source>Learn the procedure without pulling a plug: a simulated drive, a witness on this computer and a simulated power cut. Nothing on your drives is written.</source>
        <translation>Den Ablauf lernen, ohne einen Stecker zu ziehen: ein simuliertes Laufwerk, ein Zeuge auf diesem Rechner und ein simulierter Stromausfall. Auf Ihre Laufwerke wird nichts geschrieben.</translation>
    </message>
    <message>
        <source>Simulated &amp;drive:</source>
        <translation>Simuliertes &amp;Laufwerk:</translation>
    </message>
    <message>
        <source>Simulated drive</source>
        <translation>Simuliertes Laufwerk</translation>
    </message>
    <message>
        <source>Honest: keeps every write it acknowledged</source>
        <translation>Ehrlich: behält jeden bestätigten Schreibvorgang</translation>
    </message>
    <message>
        <source>Lying: acknowledges writes it still holds in its cache</source>
        <translation>Lügend: bestätigt Schreibvorgänge, die noch in seinem Cache liegen</translation>
    </message>
    <message>
        <source>This is not a pairing code: it has twelve letters and digits, like K7QD-M2XF-9HBT.</source>
        <translation>Das ist kein Kopplungscode: Er besteht aus zwölf Buchstaben und Ziffern, etwa K7QD-M2XF-9HBT.</translation>
    </message>
</context>
<context>
    <name>DriveProof::Gui::PowerLossWizard</name>
    <message>
        <source>Power-loss test – DriveProof</source>
        <translation>Stromausfalltest – DriveProof</translation>
    </message>
    <message>
        <source>Power-loss test of %1 – DriveProof</source>
        <translation>Stromausfalltest von %1 – DriveProof</translation>
    </message>
    <message>
        <source>1. Drive and area</source>
        <translation>1. Laufwerk und Bereich</translation>
    </message>
    <message>
        <source>2. Witness</source>
        <translation>2. Zeuge</translation>
    </message>
    <message>
        <source>3. Check</source>
        <translation>3. Vorabprüfung</translation>
    </message>
    <message>
        <source>4. Run and pull the plug</source>
        <translation>4. Testlauf und Stecker ziehen</translation>
    </message>
    <message>
        <source>5. Verify</source>
        <translation>5. Prüfung</translation>
    </message>
    <message>
        <source>6. Report</source>
        <translation>6. Bericht</translation>
    </message>
    <message>
        <source>&lt; &amp;Back</source>
        <translation>&lt; &amp;Zurück</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Schließen</translation>
    </message>
    <message>
        <source>Current step</source>
        <translation>Aktueller Schritt</translation>
    </message>
    <message>
        <source>&amp;Next &gt;</source>
        <translation>&amp;Weiter &gt;</translation>
    </message>
    <message>
        <source>&amp;Check this computer &gt;</source>
        <translation>Diesen &amp;Rechner prüfen &gt;</translation>
    </message>
    <message>
        <source>&amp;Start practice</source>
        <translation>Übung &amp;starten</translation>
    </message>
    <message>
        <source>&amp;Start the test</source>
        <translation>Test &amp;starten</translation>
    </message>
    <message>
        <source>Power-loss test</source>
        <translation>Stromausfalltest</translation>
    </message>
    <message>
        <source>simulated drive</source>
        <translation>simuliertes Laufwerk</translation>
    </message>
    <message>
        <source>Power-loss practice on a simulated lying drive – DriveProof</source>
        <extracomment>window title while practising on the simulated drive that loses acknowledged writes</extracomment>
        <translation>Stromausfall-Übung mit einem simulierten lügenden Laufwerk – DriveProof</translation>
    </message>
    <message>
        <source>Power-loss practice on a simulated honest drive – DriveProof</source>
        <extracomment>window title while practising on the simulated drive that keeps its writes</extracomment>
        <translation>Stromausfall-Übung mit einem simulierten ehrlichen Laufwerk – DriveProof</translation>
    </message>
</context>
<context>
    <name>DriveProof::Gui::ReportWindow</name>
    <message>
        <source>Drive report: %1</source>
        <extracomment>window title; %1 the report&apos;s file name</extracomment>
        <translation>Laufwerksbericht: %1</translation>
    </message>
    <message>
        <source>Open a drive report</source>
        <translation>Laufwerksbericht öffnen</translation>
    </message>
    <message>
        <source>Drive reports (*.txt *.json *.log);;All files (*)</source>
        <extracomment>file dialog filter; keep the patterns in parentheses as they are</extracomment>
        <translation>Laufwerksberichte (*.txt *.json *.log);;Alle Dateien (*)</translation>
    </message>
    <message>
        <source>pasted text</source>
        <extracomment>the name a report pasted from the clipboard goes by</extracomment>
        <translation>eingefügter Text</translation>
    </message>
</context>
<context>
    <name>DriveProof::Gui::ResultCharts</name>
    <message>
        <source>&amp;Latency of:</source>
        <translation>&amp;Latenz von:</translation>
    </message>
    <message>
        <source>Measurement whose latency is shown</source>
        <translation>Messung, deren Latenz angezeigt wird</translation>
    </message>
</context>
<context>
    <name>DriveProof::Gui::ResultExporter</name>
    <message>
        <source>Could not write %1: %2. Choose another folder.</source>
        <extracomment>%1 a file path, %2 the system&apos;s reason</extracomment>
        <translation>%1 konnte nicht geschrieben werden: %2. Wählen Sie einen anderen Ordner.</translation>
    </message>
</context>
<context>
    <name>DriveProof::Gui::ResultPage</name>
    <message>
        <source>Verdict</source>
        <translation>Bewertung</translation>
    </message>
    <message>
        <source>At a glance</source>
        <translation>Auf einen Blick</translation>
    </message>
    <message>
        <source>All numbers</source>
        <translation>Alle Zahlen</translation>
    </message>
    <message>
        <source>Charts</source>
        <translation>Diagramme</translation>
    </message>
    <message>
        <source>Export &amp;JSON…</source>
        <translation>Als &amp;JSON exportieren…</translation>
    </message>
    <message>
        <source>Save everything this test measured, for other programs</source>
        <translation>Alles, was dieser Test gemessen hat, für andere Programme speichern</translation>
    </message>
    <message>
        <source>Export &amp;CSV…</source>
        <translation>Als &amp;CSV exportieren…</translation>
    </message>
    <message>
        <source>Save the table of numbers for a spreadsheet</source>
        <translation>Die Zahlentabelle für eine Tabellenkalkulation speichern</translation>
    </message>
    <message>
        <source>Save charts as &amp;PNG…</source>
        <translation>Diagramme als &amp;PNG speichern…</translation>
    </message>
    <message>
        <source>Save a picture of each chart into a folder</source>
        <translation>Ein Bild jedes Diagramms in einem Ordner speichern</translation>
    </message>
    <message>
        <source>&amp;History</source>
        <translation>&amp;Verlauf</translation>
    </message>
    <message>
        <source>Earlier runs on this drive, and comparing two of them</source>
        <translation>Frühere Läufe auf diesem Laufwerk und der Vergleich zweier Läufe</translation>
    </message>
    <message>
        <source>&amp;New test</source>
        <translation>&amp;Neuer Test</translation>
    </message>
    <message>
        <source>Ran on %1, started %2, took %3.</source>
        <extracomment>under a result&apos;s title; %1 where it ran, %2 date and time it started, %3 how long it took</extracomment>
        <translation>Ziel: %1, gestartet am %2, Dauer %3.</translation>
    </message>
    <message>
        <source>Drive: %1, serial number %2</source>
        <extracomment>the drive a result is about; %1 model (or device name), %2 serial number</extracomment>
        <translation>Laufwerk: %1, Seriennummer %2</translation>
    </message>
    <message>
        <source>Drive: %1</source>
        <extracomment>the drive a result is about; %1 model or device name</extracomment>
        <translation>Laufwerk: %1</translation>
    </message>
    <message>
        <source>The test stopped on an error.</source>
        <translation>Der Test wurde durch einen Fehler beendet.</translation>
    </message>
    <message>
        <source>You cancelled the test before it measured anything.</source>
        <translation>Sie haben den Test abgebrochen, bevor er etwas gemessen hat.</translation>
    </message>
    <message>
        <source>You cancelled the test. The numbers below are those of the steps that finished before that; the verdict may be incomplete.</source>
        <translation>Sie haben den Test abgebrochen. Die folgenden Zahlen stammen aus den Schritten, die bis dahin abgeschlossen waren; die Bewertung ist möglicherweise unvollständig.</translation>
    </message>
    <message>
        <source>This result could not be kept in the history: %1</source>
        <extracomment>%1 why the result could not be saved</extracomment>
        <translation>Dieses Ergebnis konnte nicht im Verlauf gespeichert werden: %1</translation>
    </message>
    <message>
        <source>This result is kept in the drive&apos;s history, so you can compare it with later runs.</source>
        <translation>Dieses Ergebnis wird im Verlauf des Laufwerks gespeichert, sodass Sie es mit späteren Läufen vergleichen können.</translation>
    </message>
    <message>
        <source>This test measures speed and gives no verdict of its own. Compare the numbers with the drive&apos;s data sheet, or with an earlier run in the history.</source>
        <translation>Dieser Test misst die Geschwindigkeit und gibt keine eigene Bewertung ab. Vergleichen Sie die Zahlen mit dem Datenblatt des Laufwerks oder mit einem früheren Lauf im Verlauf.</translation>
    </message>
    <message>
        <source>%1:</source>
        <extracomment>label of a row; %1 a measurement&apos;s name, e.g. &quot;SEQ1M Q8T1 read&quot;</extracomment>
        <translation>%1:</translation>
    </message>
    <message>
        <source>Save the charts into a folder</source>
        <translation>Diagramme in einem Ordner speichern</translation>
    </message>
    <message>
        <source>Export the result as JSON</source>
        <translation>Ergebnis als JSON exportieren</translation>
    </message>
    <message>
        <source>Export the numbers as CSV</source>
        <translation>Zahlen als CSV exportieren</translation>
    </message>
    <message>
        <source>JSON files (*.json)</source>
        <translation>JSON-Dateien (*.json)</translation>
    </message>
    <message>
        <source>CSV files (*.csv)</source>
        <translation>CSV-Dateien (*.csv)</translation>
    </message>
    <message>
        <source>Saved %1.</source>
        <extracomment>%1 a file path</extracomment>
        <translation>%1 gespeichert.</translation>
    </message>
    <message numerus="yes">
        <source>Saved %n file(s) in %1.</source>
        <extracomment>%n files were written into the folder %1</extracomment>
        <translation>
            <numerusform>%n Datei in %1 gespeichert.</numerusform>
            <numerusform>%n Dateien in %1 gespeichert.</numerusform>
        </translation>
    </message>
    <message>
        <source>Copy &amp;summary</source>
        <translation>&amp;Zusammenfassung kopieren</translation>
    </message>
    <message>
        <source>A few lines with the main numbers and the verdicts, to paste into a forum post or an issue</source>
        <translation>Einige Zeilen mit den wichtigsten Zahlen und den Bewertungen, zum Einfügen in einen Forenbeitrag oder ein Ticket</translation>
    </message>
    <message>
        <source>Copied: the summary is on the clipboard, ready to paste.</source>
        <translation>Kopiert: Die Zusammenfassung liegt in der Zwischenablage und kann eingefügt werden.</translation>
    </message>
    <message>
        <source>Settings: %1</source>
        <extracomment>under a result&apos;s title; %1 what it ran with: &quot;128 MiB · 2 s per step · temporary file on ext4 · io_uring&quot;</extracomment>
        <translation>Einstellungen: %1</translation>
    </message>
</context>
<context>
    <name>DriveProof::Gui::ResultText</name>
    <message>
        <source>Danger</source>
        <translation>Gefahr</translation>
    </message>
    <message>
        <source>Caution</source>
        <translation>Vorsicht</translation>
    </message>
    <message>
        <source>Good</source>
        <translation>Gut</translation>
    </message>
    <message>
        <source>Note</source>
        <translation>Hinweis</translation>
    </message>
    <message>
        <source>%L1 commits/s</source>
        <extracomment>commits per second, e.g. &quot;1,234 commits/s&quot;</extracomment>
        <translation>%L1 Commits/s</translation>
    </message>
    <message>
        <source>a temporary file in %1</source>
        <extracomment>where a test ran; %1 the folder that held its temporary file</extracomment>
        <translation>eine temporäre Datei in %1</translation>
    </message>
    <message>
        <source>the device %1</source>
        <extracomment>where a test ran; %1 a device node such as /dev/sdb</extracomment>
        <translation>das Gerät %1</translation>
    </message>
    <message>
        <source>an unknown target</source>
        <translation>ein unbekanntes Ziel</translation>
    </message>
    <message>
        <source>the file %1</source>
        <extracomment>where a test ran; %1 a file path</extracomment>
        <translation>die Datei %1</translation>
    </message>
    <message>
        <source>DriveProof %1 on %2, %3</source>
        <extracomment>first line of a copied summary; %1 test name, %2 drive model or device, %3 date and time</extracomment>
        <translation>DriveProof %1 auf %2, %3</translation>
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
        <translation>Einstellungen: %1</translation>
    </message>
    <message>
        <source>Drive self-test</source>
        <extracomment>a drive self-test in the drive&apos;s history (the drive tested itself)</extracomment>
        <translation>Selbsttest des Laufwerks</translation>
    </message>
    <message>
        <source>Device: %1, serial number %2</source>
        <extracomment>a line of a copied summary; %1 the device node (&quot;/dev/sdb&quot;), %2 its serial number (&quot;-&quot; when it has none)</extracomment>
        <translation>Gerät: %1, Seriennummer %2</translation>
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
        <translation>Lesen</translation>
    </message>
    <message>
        <source>Write</source>
        <extracomment>heading of the column of write rates in the quick check&apos;s tiles</extracomment>
        <translation>Schreiben</translation>
    </message>
    <message>
        <source>not measured</source>
        <translation>nicht gemessen</translation>
    </message>
    <message>
        <source>%1 %2: not measured</source>
        <extracomment>read by screen readers; %1 a preset such as &quot;SEQ1M Q8T1&quot;, %2 &quot;Read&quot; or &quot;Write&quot;</extracomment>
        <translation>%1 %2: nicht gemessen</translation>
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
        <translation>Fortschritt</translation>
    </message>
    <message>
        <source>&amp;Show:</source>
        <translation>&amp;Anzeigen:</translation>
    </message>
    <message>
        <source>Commits per second</source>
        <translation>Commits pro Sekunde</translation>
    </message>
    <message>
        <source>IOPS</source>
        <translation>IOPS</translation>
    </message>
    <message>
        <source>What the chart shows</source>
        <translation>Was das Diagramm zeigt</translation>
    </message>
    <message>
        <source>You can go on using DriveProof meanwhile. Other programs that use this drive now slow the test down and change its numbers.</source>
        <translation>Sie können DriveProof währenddessen weiter verwenden. Andere Programme, die dieses Laufwerk jetzt nutzen, bremsen den Test und verfälschen seine Zahlen.</translation>
    </message>
    <message>
        <source>Cancelling…</source>
        <translation>Wird abgebrochen…</translation>
    </message>
    <message>
        <source>&amp;Cancel test</source>
        <translation>Test &amp;abbrechen</translation>
    </message>
    <message>
        <source>Stop the test now; the steps that finished are kept</source>
        <translation>Den Test jetzt beenden; abgeschlossene Schritte bleiben erhalten</translation>
    </message>
    <message>
        <source>In a temporary file in %1, removed afterwards.</source>
        <extracomment>where a test runs; %1 a folder</extracomment>
        <translation>In einer temporären Datei in %1, die danach entfernt wird.</translation>
    </message>
    <message>
        <source>On the file %1.</source>
        <extracomment>where a test runs; %1 a file</extracomment>
        <translation>Auf der Datei %1.</translation>
    </message>
    <message>
        <source>On the device %1, writing over its contents.</source>
        <extracomment>where a test runs; %1 a device node</extracomment>
        <translation>Auf dem Gerät %1, dessen Inhalt überschrieben wird.</translation>
    </message>
    <message>
        <source>On the device %1, only reading.</source>
        <extracomment>where a test runs; %1 a device node</extracomment>
        <translation>Auf dem Gerät %1, nur lesend.</translation>
    </message>
    <message>
        <source>Cancelling: waiting for the drive to finish the I/O in flight, then removing the temporary file…</source>
        <translation>Wird abgebrochen: Es wird gewartet, bis das Laufwerk die laufenden I/O-Vorgänge abgeschlossen hat, dann wird die temporäre Datei entfernt…</translation>
    </message>
    <message>
        <source>Starting…</source>
        <translation>Wird gestartet…</translation>
    </message>
    <message>
        <source>About %1 left</source>
        <extracomment>time left in a running test; %1 minutes:seconds, e.g. 1:23</extracomment>
        <translation>Noch etwa %1</translation>
    </message>
    <message>
        <source>Time left: not known yet</source>
        <translation>Verbleibende Zeit: noch unbekannt</translation>
    </message>
    <message>
        <source>Now: %L1 commits per second</source>
        <extracomment>the last measured rate of a commit test; %1 commits per second</extracomment>
        <translation>Aktuell: %L1 Commits pro Sekunde</translation>
    </message>
    <message>
        <source>Now: %1, %2</source>
        <extracomment>the last measured numbers; %1 a rate (MB/s or MiB/s), %2 operations per second (IOPS)</extracomment>
        <translation>Aktuell: %1, %2</translation>
    </message>
</context>
<context>
    <name>DriveProof::Gui::SelfTestPanel</name>
    <message numerus="yes">
        <source>about %n minute(s)</source>
        <extracomment>%n the number of minutes the drive says a self-test takes</extracomment>
        <translation>
            <numerusform>etwa %n Minute</numerusform>
            <numerusform>etwa %n Minuten</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <extracomment>a self-test button: %1 its kind (&quot;Short test&quot;), %2 its duration</extracomment>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>Short test</source>
        <translation>Kurzer Test</translation>
    </message>
    <message>
        <source>Extended test</source>
        <translation>Erweiterter Test</translation>
    </message>
    <message>
        <source>Conveyance test</source>
        <translation>Transporttest</translation>
    </message>
    <message>
        <source>Abort self-test</source>
        <translation>Selbsttest abbrechen</translation>
    </message>
    <message>
        <source>running, %1% done</source>
        <extracomment>%1 how far the running self-test is, in percent</extracomment>
        <translation>läuft, %1 % erledigt</translation>
    </message>
    <message>
        <source>The drive runs the test by itself: you may close this window.</source>
        <translation>Das Laufwerk führt den Test selbst aus: Sie können dieses Fenster schließen.</translation>
    </message>
    <message>
        <source>no self-test running</source>
        <extracomment>%1 the last self-test&apos;s result in words</extracomment>
        <translation>kein Selbsttest läuft</translation>
    </message>
    <message>
        <source>Last result: %1</source>
        <translation>Letztes Ergebnis: %1</translation>
    </message>
</context>
<context>
    <name>DriveProof::Gui::SettingsDialog</name>
    <message>
        <source>Preferences</source>
        <translation>Einstellungen</translation>
    </message>
    <message>
        <source>&amp;Language:</source>
        <translation>&amp;Sprache:</translation>
    </message>
    <message>
        <source>System default (%1)</source>
        <extracomment>first entry of the language list; %1 the language the system asks for, in its own name, e.g. &quot;Deutsch&quot;</extracomment>
        <translation>Systemstandard (%1)</translation>
    </message>
    <message>
        <source>The language of DriveProof&apos;s windows. A change applies at once and is kept for the next start. The system default follows the LANGUAGE and LANG environment variables.</source>
        <translation>Die Sprache der Fenster von DriveProof. Eine Änderung gilt sofort und bleibt für den nächsten Start erhalten. Der Systemstandard richtet sich nach den Umgebungsvariablen LANGUAGE und LANG.</translation>
    </message>
    <message>
        <source>&amp;Transfer rates in:</source>
        <translation>&amp;Übertragungsraten in:</translation>
    </message>
    <message>
        <source>Drive makers and most benchmarks count a megabyte as 1,000,000 bytes; many file managers count a mebibyte, 1,048,576 bytes.</source>
        <translation>Laufwerkshersteller und die meisten Benchmarks zählen ein Megabyte als 1.000.000 Bytes; viele Dateimanager zählen ein Mebibyte, 1.048.576 Bytes.</translation>
    </message>
    <message>
        <source>Default test si&amp;ze:</source>
        <translation>Standard-Test&amp;größe:</translation>
    </message>
    <message>
        <source>What the test picker offers first. You can still choose another size for each test there.</source>
        <translation>Was die Testauswahl zuerst anbietet. Dort können Sie für jeden Test weiterhin eine andere Größe wählen.</translation>
    </message>
    <message>
        <source>Default time per st&amp;ep (seconds):</source>
        <translation>Standardzeit pro Sch&amp;ritt (Sekunden):</translation>
    </message>
    <message>
        <source>How long each measurement of a test runs, as the test picker offers it first.</source>
        <translation>Wie lange jede Messung eines Tests läuft, so wie die Testauswahl es zuerst anbietet.</translation>
    </message>
    <message>
        <source>MB/s (megabytes, 10⁶ bytes)</source>
        <extracomment>a choice of unit; 1 MB = 1,000,000 bytes</extracomment>
        <translation>MB/s (Megabytes, 10⁶ Bytes)</translation>
    </message>
    <message>
        <source>MiB/s (mebibytes, 2²⁰ bytes)</source>
        <extracomment>a choice of unit; 1 MiB = 1,048,576 bytes</extracomment>
        <translation>MiB/s (Mebibytes, 2²⁰ Bytes)</translation>
    </message>
    <message>
        <source>Each test&apos;s own</source>
        <extracomment>the default test size: each test&apos;s own (1 GiB; 4 GiB for the sustained write)</extracomment>
        <translation>Je nach Test</translation>
    </message>
</context>
<context>
    <name>DriveProof::Gui::StatusPage</name>
    <message>
        <source>Looking for drives</source>
        <translation>Suche nach Laufwerken</translation>
    </message>
    <message>
        <source>Looking for drives…</source>
        <translation>Suche nach Laufwerken…</translation>
    </message>
    <message>
        <source>Reading what the kernel knows about each drive.</source>
        <translation>Es wird gelesen, was der Kernel über die einzelnen Laufwerke weiß.</translation>
    </message>
    <message>
        <source>No drives found</source>
        <translation>Keine Laufwerke gefunden</translation>
    </message>
    <message>
        <source>&amp;Refresh</source>
        <translation>&amp;Aktualisieren</translation>
    </message>
    <message>
        <source>DriveProof could not find a drive it can read. This happens when:</source>
        <translation>DriveProof hat kein Laufwerk gefunden, das es lesen kann. Mögliche Gründe:</translation>
    </message>
    <message>
        <source>• No drive is connected. Connect one and press Refresh (F5); a USB drive may take a few seconds to appear.</source>
        <extracomment>list item of the empty state</extracomment>
        <translation>• Es ist kein Laufwerk angeschlossen. Schließen Sie eines an und drücken Sie Aktualisieren (F5); ein USB-Laufwerk kann einige Sekunden brauchen, bis es erscheint.</translation>
    </message>
    <message>
        <source>• DriveProof runs in a container or sandbox (Docker, Flatpak, Snap) that hides the machine&apos;s drives (/sys/block and /dev). Run it on the host instead, or give the sandbox access to the drives.</source>
        <extracomment>list item of the empty state</extracomment>
        <translation>• DriveProof läuft in einem Container oder einer Sandbox (Docker, Flatpak, Snap), die die Laufwerke des Rechners verbirgt (/sys/block und /dev). Starten Sie es stattdessen auf dem Host, oder geben Sie der Sandbox Zugriff auf die Laufwerke.</translation>
    </message>
    <message>
        <source>• It is not allowed to read the drives&apos; details: the system limits access to /sys or /dev. Ask the administrator, or run driveproof-cli list to see what the kernel reports.</source>
        <extracomment>list item of the empty state</extracomment>
        <translation>• DriveProof darf die Angaben der Laufwerke nicht lesen: Das System beschränkt den Zugriff auf /sys oder /dev. Wenden Sie sich an den Administrator, oder führen Sie driveproof-cli list aus, um zu sehen, was der Kernel meldet.</translation>
    </message>
    <message>
        <source>• udisks2 is not running, so only the kernel was asked. Start it with &quot;systemctl start udisks2&quot; and press Refresh.</source>
        <extracomment>list item of the empty state; &quot;systemctl start udisks2&quot; is a command, keep it</extracomment>
        <translation>• udisks2 läuft nicht, daher wurde nur der Kernel gefragt. Starten Sie es mit „systemctl start udisks2“ und drücken Sie Aktualisieren.</translation>
    </message>
</context>
<context>
    <name>DriveProof::Gui::TableCopy</name>
    <message>
        <source>&amp;Copy</source>
        <translation>&amp;Kopieren</translation>
    </message>
    <message>
        <source>Copy as &amp;Markdown</source>
        <translation>Als &amp;Markdown kopieren</translation>
    </message>
</context>
<context>
    <name>DriveProof::Gui::TestCard</name>
    <message>
        <source>Test this drive</source>
        <translation>Dieses Laufwerk testen</translation>
    </message>
    <message>
        <source>Measure how fast this drive commits, streams and seeks, and whether its cache acknowledges writes before they are safe. Tests write only to a temporary file in a folder you choose, unless you ask for the raw device; they run in a window of their own.</source>
        <translation>Messen, wie schnell dieses Laufwerk Commits ausführt, sequenziell überträgt und zufällig zugreift, und ob sein Cache Schreibvorgänge bestätigt, bevor sie sicher sind. Tests schreiben nur in eine temporäre Datei in einem Ordner Ihrer Wahl, sofern Sie nicht das Rohgerät wählen; sie laufen in einem eigenen Fenster.</translation>
    </message>
    <message>
        <source>Co&amp;mmit rate…</source>
        <translation>Co&amp;mmit-Rate…</translation>
    </message>
    <message>
        <source>How many durable commits per second, like pg_test_fsync</source>
        <translation>Wie viele dauerhafte Commits pro Sekunde, wie pg_test_fsync</translation>
    </message>
    <message>
        <source>Hi&amp;story…</source>
        <translation>&amp;Verlauf…</translation>
    </message>
    <message>
        <source>Earlier runs on this drive, and comparing two of them</source>
        <translation>Frühere Läufe auf diesem Laufwerk und der Vergleich zweier Läufe</translation>
    </message>
    <message>
        <source>A test is running on this drive; its window shows how far it got.</source>
        <translation>Auf diesem Laufwerk läuft ein Test; sein Fenster zeigt, wie weit er ist.</translation>
    </message>
    <message>
        <source>&amp;All tests…</source>
        <translation>&amp;Alle Tests…</translation>
    </message>
</context>
<context>
    <name>DriveProof::Gui::TestCatalog</name>
    <message>
        <source>Power-loss test</source>
        <translation>Stromausfalltest</translation>
    </message>
    <message>
        <source>CrystalDiskMark&apos;s four tests in one go: sequential reads and writes in 1 MiB blocks with 8 and with 1 request in flight, then random 4 KiB reads and writes with 32 and with 1 request in flight. The quickest way to see whether a drive performs as its box promises.</source>
        <translation>Die vier Tests von CrystalDiskMark in einem Durchgang: sequenzielles Lesen und Schreiben in 1-MiB-Blöcken mit 8 und mit 1 gleichzeitigen Anfrage, dann zufälliges Lesen und Schreiben von 4 KiB mit 32 und mit 1 gleichzeitigen Anfrage. Der schnellste Weg zu sehen, ob ein Laufwerk hält, was seine Verpackung verspricht.</translation>
    </message>
    <message>
        <source>How many times per second the drive durably commits a small write, measured like PostgreSQL&apos;s pg_test_fsync: every sync method, 8 kB and 16 kB commits, and plain writes as a baseline. It also counts the flushes that reach the drive. A hard disk that commits faster than its platters turn has a cache that acknowledges writes before they are safe.</source>
        <translation>Wie oft pro Sekunde das Laufwerk einen kleinen Schreibvorgang dauerhaft festschreibt, gemessen wie mit pg_test_fsync von PostgreSQL: jede Sync-Methode, Commits mit 8 kB und 16 kB sowie einfache Schreibvorgänge als Vergleichswert. Außerdem werden die Flushes gezählt, die das Laufwerk erreichen. Eine Festplatte, die schneller festschreibt, als sich ihre Scheiben drehen, hat einen Cache, der Schreibvorgänge bestätigt, bevor sie sicher sind.</translation>
    </message>
    <message>
        <source>Sequential reads and writes in 1 MiB blocks, with 8 and with 1 request in flight: the rate at which large files are copied.</source>
        <translation>Sequenzielles Lesen und Schreiben in 1-MiB-Blöcken mit 8 und mit 1 gleichzeitigen Anfrage: die Rate, mit der große Dateien kopiert werden.</translation>
    </message>
    <message>
        <source>Writes the whole test area once, from start to end, and draws the rate as it fills. Many SSDs write fast only until their cache is full, then slow down: choose a test size larger than that cache, tens of gigabytes on a large SSD.</source>
        <translation>Beschreibt den gesamten Testbereich einmal von Anfang bis Ende und zeichnet die Rate während des Füllens auf. Viele SSDs schreiben nur schnell, bis ihr Cache voll ist, und werden dann langsamer: Wählen Sie eine Testgröße, die größer als dieser Cache ist, bei einer großen SSD einige Dutzend Gigabyte.</translation>
    </message>
    <message>
        <source>Reads the whole test area from start to end and draws the rate by position. A hard disk is faster at its outer edge; dips and stalls point to areas that need retries.</source>
        <translation>Liest den gesamten Testbereich von Anfang bis Ende und zeichnet die Rate nach Position auf. Eine Festplatte ist am äußeren Rand schneller; Einbrüche und Stockungen deuten auf Bereiche hin, die Wiederholungsversuche brauchen.</translation>
    </message>
    <message>
        <source>Random 4 KiB reads, writes and a mix of 70% reads, with 1 and with 32 requests in flight: what databases, virtual machines and starting programs feel.</source>
        <translation>Zufälliges Lesen und Schreiben von 4 KiB sowie eine Mischung mit 70 % Lesezugriffen, mit 1 und mit 32 gleichzeitigen Anfragen: was Datenbanken, virtuelle Maschinen und startende Programme spüren.</translation>
    </message>
    <message>
        <source>Random I/O at every block size from 512 bytes to 16 MiB: where the drive reaches its best transfer rate, and how its operations per second fall as blocks grow.</source>
        <translation>Zufällige I/O bei jeder Blockgröße von 512 Bytes bis 16 MiB: wo das Laufwerk seine beste Übertragungsrate erreicht und wie seine Operationen pro Sekunde mit wachsender Blockgröße sinken.</translation>
    </message>
    <message>
        <source>Random I/O with 1 to 256 requests in flight: how much parallelism the drive needs to give its best.</source>
        <translation>Zufällige I/O mit 1 bis 256 gleichzeitigen Anfragen: wie viel Parallelität das Laufwerk braucht, um seine beste Leistung zu bringen.</translation>
    </message>
    <message>
        <source>Random I/O from 1 to 96 threads: how the drive and the kernel cope with many programs at once.</source>
        <translation>Zufällige I/O mit 1 bis 96 Threads: wie Laufwerk und Kernel mit vielen gleichzeitigen Programmen zurechtkommen.</translation>
    </message>
    <message>
        <source>Reads the same random blocks twice, with an idle time in between. A hybrid drive (SSHD) or a tiered cache moves hot data to flash meanwhile, so the second pass is much faster.</source>
        <translation>Liest dieselben zufälligen Blöcke zweimal, mit einer Ruhezeit dazwischen. Ein Hybridlaufwerk (SSHD) oder ein gestufter Cache verschiebt häufig genutzte Daten währenddessen in den Flash-Speicher, sodass der zweite Durchgang deutlich schneller ist.</translation>
    </message>
    <message numerus="yes">
        <source>%n second(s)</source>
        <extracomment>a duration; %n seconds</extracomment>
        <translation>
            <numerusform>%n Sekunde</numerusform>
            <numerusform>%n Sekunden</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n minute(s)</source>
        <extracomment>a duration, rounded; %n minutes</extracomment>
        <translation>
            <numerusform>%n Minute</numerusform>
            <numerusform>%n Minuten</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 h %2 min</source>
        <extracomment>a duration, rounded; %1 hours, %2 minutes</extracomment>
        <translation>%1 h %2 min</translation>
    </message>
    <message>
        <source>Checks whether the drive keeps the writes it acknowledged when the power is cut: DriveProof writes numbered records, you pull the plug, and after the restart it checks what survived. A second computer keeps the witness&apos;s record of every acknowledged write; you can also practise on this computer with a simulated drive. It writes to a test file (or, with your confirmation, a partition) and takes a few minutes plus a restart.</source>
        <translation>Prüft, ob das Laufwerk die bestätigten Schreibvorgänge behält, wenn der Strom ausfällt: DriveProof schreibt nummerierte Datensätze, Sie ziehen den Stecker, und nach dem Neustart prüft es, was erhalten geblieben ist. Ein zweiter Rechner zeichnet als Zeuge jeden bestätigten Schreibvorgang auf; Sie können auch auf diesem Rechner mit einem simulierten Laufwerk üben. Der Test schreibt in eine Testdatei (oder, nach Ihrer Bestätigung, in eine Partition) und dauert einige Minuten plus einen Neustart.</translation>
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
        <translation>Größe</translation>
    </message>
    <message>
        <source>The kernel reports no size: the drive may have no medium inserted.</source>
        <translation>Der Kernel meldet keine Größe: Möglicherweise ist kein Medium eingelegt.</translation>
    </message>
    <message>
        <source>Logical sector</source>
        <translation>Logischer Sektor</translation>
    </message>
    <message>
        <source>The smallest unit the drive can address.</source>
        <translation>Die kleinste Einheit, die das Laufwerk adressieren kann.</translation>
    </message>
    <message>
        <source>Physical sector</source>
        <translation>Physischer Sektor</translation>
    </message>
    <message>
        <source>The unit the drive writes internally. Partitions should start on a multiple of it.</source>
        <translation>Die Einheit, in der das Laufwerk intern schreibt. Partitionen sollten an einem Vielfachen davon beginnen.</translation>
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
        <translation>nicht gemeldet</translation>
    </message>
    <message>
        <source>The drive states no preferred I/O size; most drives do not.</source>
        <translation>Das Laufwerk gibt keine bevorzugte I/O-Größe an; die meisten Laufwerke tun das nicht.</translation>
    </message>
    <message>
        <source>Alignment offset</source>
        <translation>Ausrichtungsversatz</translation>
    </message>
    <message>
        <source>How far sector 0 sits past a physical-sector boundary. Almost always 0.</source>
        <translation>Wie weit Sektor 0 hinter einer physischen Sektorgrenze liegt. Fast immer 0.</translation>
    </message>
    <message>
        <source>What the kernel believes: with &quot;write back&quot; it asks the drive to flush its cache. The drive&apos;s own setting can differ.</source>
        <translation>Was der Kernel annimmt: Bei „write back“ fordert er das Laufwerk auf, seinen Cache zu leeren (Flush). Die eigene Einstellung des Laufwerks kann davon abweichen.</translation>
    </message>
    <message>
        <source>Write cache (kernel view)</source>
        <translation>Schreibcache laut Kernel</translation>
    </message>
    <message>
        <source>The kernel does not report a write-cache mode for this device.</source>
        <translation>Der Kernel meldet für dieses Gerät keinen Schreibcache-Modus.</translation>
    </message>
    <message>
        <source>FUA</source>
        <translation>FUA</translation>
    </message>
    <message>
        <source>Forced Unit Access: the kernel can ask for single writes to reach stable media without flushing the whole cache.</source>
        <translation>Forced Unit Access: Der Kernel kann einzelne Schreibvorgänge direkt auf das dauerhafte Medium schreiben lassen, ohne den ganzen Cache zu leeren.</translation>
    </message>
    <message>
        <source>The kernel did not report this value.</source>
        <translation>Der Kernel hat diesen Wert nicht gemeldet.</translation>
    </message>
    <message>
        <source>only its partitions, see Partitions</source>
        <extracomment>&quot;Mounted on&quot; of a whole drive whose partitions (not the drive) are mounted</extracomment>
        <translation>nur seine Partitionen, siehe Partitionen</translation>
    </message>
    <message>
        <source>not mounted</source>
        <translation>nicht eingehängt</translation>
    </message>
    <message>
        <source>Mounted on</source>
        <translation>Eingehängt in</translation>
    </message>
    <message>
        <source>Held by</source>
        <translation>Belegt von</translation>
    </message>
    <message>
        <source>nothing</source>
        <translation>nichts</translation>
    </message>
    <message>
        <source>Device-mapper, RAID or LVM devices stacked on the whole drive.</source>
        <translation>Device-Mapper-, RAID- oder LVM-Geräte, die auf dem ganzen Laufwerk aufsetzen.</translation>
    </message>
    <message>
        <source>%1: %2 (in use)</source>
        <extracomment>one LBA format in the list; %1 its number, %2 its sizes and speed</extracomment>
        <translation>%1: %2 (in Gebrauch)</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <extracomment>one LBA format in the list; %1 its number, %2 its sizes and speed</extracomment>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>LBA formats</source>
        <translation>LBA-Formate</translation>
    </message>
    <message>
        <source>The sector sizes this NVMe namespace can be formatted with, and how fast the drive itself says each is (Identify Namespace). Changing it erases the namespace; DriveProof never does.</source>
        <translation>Die Sektorgrößen, mit denen dieser NVMe-Namespace formatiert werden kann, und wie schnell das Laufwerk selbst jede davon nennt (Identify Namespace). Ein Wechsel löscht den Namespace; DriveProof tut das nie.</translation>
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
        <translation>Schichten</translation>
    </message>
    <message>
        <source>Reaches the drive</source>
        <translation>Erreicht das Laufwerk</translation>
    </message>
    <message>
        <source>reading…</source>
        <translation>wird gelesen…</translation>
    </message>
    <message>
        <source>yes</source>
        <translation>ja</translation>
    </message>
    <message>
        <source>to the loop device&apos;s backing file</source>
        <translation>bis zur Abbilddatei des Loop-Geräts</translation>
    </message>
    <message>
        <source>no: a layer drops it</source>
        <translation>nein: eine Schicht verwirft es</translation>
    </message>
    <message>
        <source>no: the drive does not take it</source>
        <translation>nein: das Laufwerk nimmt es nicht an</translation>
    </message>
    <message>
        <source>unknown</source>
        <translation>unbekannt</translation>
    </message>
    <message>
        <source>enabled</source>
        <translation>aktiviert</translation>
    </message>
    <message>
        <source>disabled</source>
        <translation>deaktiviert</translation>
    </message>
    <message>
        <source>masked</source>
        <translation>maskiert</translation>
    </message>
    <message>
        <source>not installed</source>
        <translation>nicht installiert</translation>
    </message>
    <message>
        <source>%1 (systemd is not running)</source>
        <extracomment>%1 the timer&apos;s state, e.g. &quot;enabled&quot;</extracomment>
        <translation>%1 (systemd läuft nicht)</translation>
    </message>
    <message>
        <source>fstrim.timer</source>
        <translation>fstrim.timer</translation>
    </message>
    <message>
        <source>From %1:</source>
        <extracomment>heading of one way down the block stack; %1 the device at its top</extracomment>
        <translation>Von %1:</translation>
    </message>
    <message>
        <source>%1: no discard limits shown</source>
        <extracomment>%1 a device and its kind, e.g. &quot;/dev/sda (disk)&quot;</extracomment>
        <translation>%1: keine Discard-Grenzen angegeben</translation>
    </message>
    <message>
        <source>%1: drops discards</source>
        <extracomment>%1 a device and its kind, e.g. &quot;/dev/mapper/luks-1 (dm-crypt)&quot;</extracomment>
        <translation>%1: verwirft Discards</translation>
    </message>
    <message>
        <source>%1: passes discards, granularity %2, up to %3</source>
        <extracomment>%1 a device and its kind, %2 discard granularity, %3 largest discard, e.g. &quot;4.0 KiB&quot;, &quot;2.0 GiB&quot;</extracomment>
        <translation>%1: lässt Discards durch, Granularität %2, bis zu %3</translation>
    </message>
</context>
<context>
    <name>DriveProof::Gui::UsagePanel</name>
    <message>
        <source>Is it new? %1</source>
        <extracomment>&quot;Is it new?&quot; and the verdict: new, used, possibly reset</extracomment>
        <translation>Ist es neu? %1</translation>
    </message>
    <message>
        <source>The rating could not be kept: %1 cannot be written.</source>
        <extracomment>%1 the file DriveProof keeps what it remembers about drives in</extracomment>
        <translation>Die Angabe konnte nicht gespeichert werden: %1 ist nicht beschreibbar.</translation>
    </message>
    <message>
        <source>Rated &amp;endurance:</source>
        <extracomment>the endurance the maker rates the drive&apos;s model for, in terabytes written</extracomment>
        <translation>&amp;Nennhaltbarkeit:</translation>
    </message>
    <message>
        <source> TBW</source>
        <extracomment>unit after the endurance field: terabytes written</extracomment>
        <translation> TBW</translation>
    </message>
    <message>
        <source>not entered</source>
        <extracomment>shown in the endurance field while no rating is kept for the model</extracomment>
        <translation>nicht angegeben</translation>
    </message>
    <message>
        <source>&amp;Remember for this model</source>
        <translation>Für dieses Modell &amp;merken</translation>
    </message>
    <message>
        <source>The terabytes written (TBW) the maker&apos;s data sheet rates this model for. Kept for every drive of the same model.</source>
        <translation>Die geschriebenen Terabytes (TBW), für die das Datenblatt des Herstellers dieses Modell auslegt. Gilt für jedes Laufwerk desselben Modells.</translation>
    </message>
</context>
<context>
    <name>DriveProof::Gui::WitnessPage</name>
    <message>
        <source>DriveProof cannot be a witness on %1.</source>
        <extracomment>%1 an address such as 0.0.0.0:7070</extracomment>
        <translation>DriveProof kann auf %1 kein Zeuge sein.</translation>
    </message>
    <message>
        <source>%1: run %2 started.</source>
        <extracomment>%1 a time, %2 a short run id</extracomment>
        <translation>%1: Testlauf %2 gestartet.</translation>
    </message>
    <message>
        <source>%1: run %2 came back.</source>
        <translation>%1: Testlauf %2 ist zurück.</translation>
    </message>
    <message>
        <source>%1: run %2 went silent: the estimated power cut.</source>
        <translation>%1: Testlauf %2 ist verstummt: der geschätzte Stromausfall.</translation>
    </message>
    <message>
        <source>%1: run %2 stopped on a write error: %3</source>
        <translation>%1: Testlauf %2 wurde durch einen Schreibfehler beendet: %3</translation>
    </message>
    <message>
        <source>%1: run %2 ended cleanly, without a power cut.</source>
        <translation>%1: Testlauf %2 wurde sauber beendet, ohne Stromausfall.</translation>
    </message>
    <message>
        <source>%1: the result of run %2 arrived.</source>
        <translation>%1: Das Ergebnis von Testlauf %2 ist eingetroffen.</translation>
    </message>
    <message>
        <source>%1: refused a connection: %2</source>
        <extracomment>%1 a time, %2 why a connection was refused</extracomment>
        <translation>%1: Verbindung abgelehnt: %2</translation>
    </message>
    <message>
        <source>%1: the journal cannot be written: %2</source>
        <translation>%1: Das Journal kann nicht geschrieben werden: %2</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>journal damaged</source>
        <translation>Journal beschädigt</translation>
    </message>
    <message>
        <source>write error</source>
        <translation>Schreibfehler</translation>
    </message>
    <message>
        <source>ended cleanly</source>
        <translation>sauber beendet</translation>
    </message>
    <message>
        <source>silent: power cut?</source>
        <translation>verstummt: Stromausfall?</translation>
    </message>
    <message>
        <source>connected, writing</source>
        <translation>verbunden, schreibt</translation>
    </message>
    <message>
        <source>connected, preparing</source>
        <translation>verbunden, bereitet vor</translation>
    </message>
    <message>
        <source>waiting for the writer</source>
        <translation>wartet auf den Schreibprozess</translation>
    </message>
    <message>
        <source>%1 (%2 s ago)</source>
        <extracomment>%1 a clock time, %2 seconds ago</extracomment>
        <translation>%1 (vor %2 s)</translation>
    </message>
    <message>
        <source>received</source>
        <translation>empfangen</translation>
    </message>
    <message>
        <source>Pairing code %1</source>
        <translation>Kopplungscode %1</translation>
    </message>
    <message>
        <source>&amp;Stop witness</source>
        <translation>Zeugen &amp;beenden</translation>
    </message>
    <message>
        <source>&amp;Start witness</source>
        <translation>Zeugen &amp;starten</translation>
    </message>
    <message>
        <source>Listening on port %1. The record of each run is kept in %2.</source>
        <extracomment>%1 a port number, %2 a folder</extracomment>
        <translation>Wartet auf Port %1 auf Verbindungen. Die Aufzeichnung jedes Testlaufs wird in %2 aufbewahrt.</translation>
    </message>
    <message>
        <source>Not listening.</source>
        <translation>Wartet nicht auf Verbindungen.</translation>
    </message>
    <message>
        <source>Power-loss witness – DriveProof</source>
        <translation>Stromausfall-Zeuge – DriveProof</translation>
    </message>
    <message>
        <source>Be the witness of a power-loss test</source>
        <translation>Zeuge eines Stromausfalltests sein</translation>
    </message>
    <message>
        <source>The computer whose drive is tested reports every write its drive acknowledges to this one, over the network. After the power cut, this record shows which acknowledged writes the drive lost. Keep this computer running and its power on during the test.</source>
        <translation>Der Rechner, dessen Laufwerk getestet wird, meldet jeden Schreibvorgang, den sein Laufwerk bestätigt, über das Netzwerk an diesen Rechner. Nach dem Stromausfall zeigt diese Aufzeichnung, welche bestätigten Schreibvorgänge das Laufwerk verloren hat. Lassen Sie diesen Rechner während des Tests laufen und am Strom.</translation>
    </message>
    <message>
        <source>&amp;Listen on:</source>
        <translation>Empfangs&amp;adresse:</translation>
    </message>
    <message>
        <source>Address and port to listen on</source>
        <translation>Adresse und Port, auf denen auf Verbindungen gewartet wird</translation>
    </message>
    <message>
        <source>0.0.0.0:7070 listens on every network of this computer</source>
        <translation>0.0.0.0:7070 wartet in jedem Netzwerk dieses Rechners auf Verbindungen</translation>
    </message>
    <message>
        <source>Pairing code</source>
        <translation>Kopplungscode</translation>
    </message>
    <message>
        <source>&amp;New code</source>
        <translation>&amp;Neuer Code</translation>
    </message>
    <message>
        <source>On the computer under test, open the power-loss test and type this computer&apos;s address (port included) and this code. From a terminal: &quot;driveproof-cli powerloss run --witness ADDRESS:PORT&quot;. Instead of this page you may run &quot;driveproof-cli witness&quot; here.</source>
        <translation>Öffnen Sie auf dem getesteten Rechner den Stromausfalltest und geben Sie die Adresse dieses Rechners (mit Port) und diesen Code ein. Im Terminal: „driveproof-cli powerloss run --witness ADDRESS:PORT“. Statt dieser Seite können Sie hier auch „driveproof-cli witness“ ausführen.</translation>
    </message>
    <message>
        <source>Runs</source>
        <translation>Testläufe</translation>
    </message>
    <message>
        <source>Run</source>
        <translation>Testlauf</translation>
    </message>
    <message>
        <source>Computer</source>
        <translation>Rechner</translation>
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
        <translation>Verstummt seit</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Ergebnis</translation>
    </message>
    <message>
        <source>Runs this witness records</source>
        <translation>Testläufe, die dieser Zeuge aufzeichnet</translation>
    </message>
    <message>
        <source>Last event</source>
        <translation>Letztes Ereignis</translation>
    </message>
    <message>
        <source>On the computer under test, type one of these witness addresses: %1</source>
        <extracomment>%1 this computer&apos;s addresses with the port, e.g. &quot;192.0.2.7:7070, 10.0.0.2:7070&quot;</extracomment>
        <translation>Geben Sie auf dem getesteten Rechner eine dieser Adressen des Zeugen ein: %1</translation>
    </message>
</context>
<context>
    <name>DriveProof::Gui::WriteCacheCard</name>
    <message>
        <source>Write cache</source>
        <translation>Schreibcache</translation>
    </message>
    <message>
        <source>Keep after reboot</source>
        <translation>Nach Neustart beibehalten</translation>
    </message>
    <message>
        <source>A volatile write cache makes writes fast but can lose data that was already acknowledged if power fails. With the cache on, commits are safe only while the kernel sends flushes and the drive obeys them; with it off, every write reaches the media before it is acknowledged.</source>
        <translation>Ein flüchtiger Schreibcache beschleunigt Schreibvorgänge, kann bei einem Stromausfall aber bereits bestätigte Daten verlieren. Mit eingeschaltetem Cache sind abgeschlossene Schreibvorgänge nur sicher, solange der Kernel Flushes sendet und das Laufwerk sie befolgt; mit ausgeschaltetem Cache erreicht jeder Schreibvorgang das Medium, bevor er bestätigt wird.</translation>
    </message>
    <message>
        <source>Waiting for permission… If a password dialog opened, answer it there.</source>
        <translation>Warten auf Berechtigung… Falls ein Passwortdialog geöffnet wurde, antworten Sie dort.</translation>
    </message>
    <message>
        <source>Switching…</source>
        <translation>Wird umgeschaltet…</translation>
    </message>
    <message>
        <source>The drive did not take the new setting: its cache is still off.</source>
        <translation>Das Laufwerk hat die neue Einstellung nicht übernommen: Sein Cache ist weiterhin ausgeschaltet.</translation>
    </message>
    <message>
        <source>The drive did not take the new setting: its cache is still on.</source>
        <translation>Das Laufwerk hat die neue Einstellung nicht übernommen: Sein Cache ist weiterhin eingeschaltet.</translation>
    </message>
    <message>
        <source>Done: the drive&apos;s cache is on now (read again from the drive).</source>
        <translation>Fertig: Der Cache des Laufwerks ist jetzt eingeschaltet (erneut vom Laufwerk gelesen).</translation>
    </message>
    <message>
        <source>Done: the drive&apos;s cache is off now (read again from the drive).</source>
        <translation>Fertig: Der Cache des Laufwerks ist jetzt ausgeschaltet (erneut vom Laufwerk gelesen).</translation>
    </message>
    <message>
        <source>Drive&apos;s cache</source>
        <translation>Laufwerkscache</translation>
    </message>
    <message>
        <source>reading…</source>
        <translation>wird gelesen…</translation>
    </message>
    <message>
        <source>The drive&apos;s setting could not be read; see below.</source>
        <translation>Die Einstellung des Laufwerks konnte nicht gelesen werden; siehe unten.</translation>
    </message>
    <message>
        <source>Read from</source>
        <translation>Gelesen über</translation>
    </message>
    <message>
        <source>Kernel view only: there is no drive-level cache that DriveProof could read or switch here.</source>
        <translation>Nur die Sicht des Kernels: Hier gibt es keinen Cache auf Laufwerksebene, den DriveProof lesen oder umschalten könnte.</translation>
    </message>
    <message>
        <source>This drive has no volatile write cache: every write goes to the media before it is acknowledged. There is nothing to switch.</source>
        <translation>Dieses Laufwerk hat keinen flüchtigen Schreibcache: Jeder Schreibvorgang erreicht das Medium, bevor er bestätigt wird. Es gibt nichts umzuschalten.</translation>
    </message>
    <message>
        <source>This drive does not allow its write cache setting to be changed. Its maker&apos;s tool may offer a way.</source>
        <translation>Dieses Laufwerk erlaubt keine Änderung seiner Schreibcache-Einstellung. Möglicherweise bietet das Werkzeug des Herstellers einen Weg.</translation>
    </message>
    <message>
        <source>The drive did not report whether its cache is on, so DriveProof offers no switch.</source>
        <translation>Das Laufwerk hat nicht gemeldet, ob sein Cache eingeschaltet ist, daher bietet DriveProof keinen Schalter an.</translation>
    </message>
    <message>
        <source>does not apply</source>
        <translation>entfällt</translation>
    </message>
    <message>
        <source>Only a real drive has a cache of its own; see the note below.</source>
        <translation>Nur ein echtes Laufwerk hat einen eigenen Cache; siehe den Hinweis unten.</translation>
    </message>
    <message>
        <source>none</source>
        <translation>keiner</translation>
    </message>
    <message>
        <source>The drive has no volatile write cache.</source>
        <translation>Das Laufwerk hat keinen flüchtigen Schreibcache.</translation>
    </message>
    <message>
        <source>on</source>
        <translation>ein</translation>
    </message>
    <message>
        <source>off</source>
        <translation>aus</translation>
    </message>
    <message>
        <source>The drive did not report its current setting.</source>
        <translation>Das Laufwerk hat seine aktuelle Einstellung nicht gemeldet.</translation>
    </message>
    <message>
        <source>Kernel&apos;s view</source>
        <translation>Sicht des Kernels</translation>
    </message>
    <message>
        <source>The kernel does not report a write-cache mode for this device.</source>
        <translation>Der Kernel meldet für dieses Gerät keinen Schreibcache-Modus.</translation>
    </message>
    <message>
        <source>What the kernel believes (queue/write_cache). With &quot;write back&quot; it asks the drive to flush its cache when a program commits data.</source>
        <translation>Was der Kernel annimmt (queue/write_cache). Bei „write back“ fordert er das Laufwerk auf, seinen Cache zu leeren, wenn ein Programm Daten festschreibt.</translation>
    </message>
    <message>
        <source>FUA</source>
        <translation>FUA</translation>
    </message>
    <message>
        <source>The kernel does not say whether it uses Forced Unit Access.</source>
        <translation>Der Kernel gibt nicht an, ob er Forced Unit Access verwendet.</translation>
    </message>
    <message>
        <source>yes: single writes can be forced to the media</source>
        <translation>ja: Einzelne Schreibvorgänge lassen sich direkt auf das Medium erzwingen</translation>
    </message>
    <message>
        <source>Forced Unit Access: the kernel can ask for single writes to reach stable media without flushing the whole cache.</source>
        <translation>Forced Unit Access: Der Kernel kann einzelne Schreibvorgänge direkt auf das dauerhafte Medium schreiben lassen, ohne den ganzen Cache zu leeren.</translation>
    </message>
    <message>
        <source>%1, re-applied by udisks2 at every boot</source>
        <extracomment>%1 &quot;on&quot; or &quot;off&quot;</extracomment>
        <translation>%1, wird von udisks2 bei jedem Systemstart neu gesetzt</translation>
    </message>
    <message>
        <source>%1, saved in the drive</source>
        <extracomment>%1 &quot;on&quot; or &quot;off&quot;</extracomment>
        <translation>%1, im Laufwerk gespeichert</translation>
    </message>
    <message>
        <source>Saved setting</source>
        <translation>Gespeicherte Einstellung</translation>
    </message>
    <message>
        <source>The setting the drive gets again after a power cycle.</source>
        <translation>Die Einstellung, die das Laufwerk nach dem Aus- und Einschalten wieder erhält.</translation>
    </message>
    <message>
        <source>until the next power cycle, or for good with &quot;Keep after reboot&quot; (udisks2 re-applies it at every boot)</source>
        <translation>bis zum nächsten Aus- und Einschalten, oder dauerhaft mit „Nach Neustart beibehalten“ (udisks2 setzt sie bei jedem Systemstart neu)</translation>
    </message>
    <message>
        <source>until the next power cycle, or for good with &quot;Keep after reboot&quot; (saved in the drive)</source>
        <translation>bis zum nächsten Aus- und Einschalten, oder dauerhaft mit „Nach Neustart beibehalten“ (im Laufwerk gespeichert)</translation>
    </message>
    <message>
        <source>until the next power cycle</source>
        <translation>bis zum nächsten Aus- und Einschalten</translation>
    </message>
    <message>
        <source>A change lasts</source>
        <translation>Eine Änderung gilt</translation>
    </message>
    <message>
        <source>Turn the cache off</source>
        <translation>Cache ausschalten</translation>
    </message>
    <message>
        <source>Turn the cache on</source>
        <translation>Cache einschalten</translation>
    </message>
    <message>
        <source>Turn the write cache of %1 off</source>
        <extracomment>accessible name of the switch; %1 device path</extracomment>
        <translation>Schreibcache von %1 ausschalten</translation>
    </message>
    <message>
        <source>Turn the write cache of %1 on</source>
        <extracomment>accessible name of the switch; %1 device path</extracomment>
        <translation>Schreibcache von %1 einschalten</translation>
    </message>
    <message>
        <source>Turning the cache off makes commits slower, often many times slower, but safe: acknowledged writes are on the media, even if the drive ignores flushes.</source>
        <translation>Ein ausgeschalteter Cache macht das Festschreiben langsamer, oft um ein Vielfaches, aber sicher: Bestätigte Schreibvorgänge befinden sich auf dem Medium, selbst wenn das Laufwerk Flushes ignoriert.</translation>
    </message>
    <message>
        <source>Turning the cache on makes writes faster. Commits stay safe only while the kernel sends flushes and the drive obeys them.</source>
        <translation>Ein eingeschalteter Cache beschleunigt Schreibvorgänge. Festgeschriebene Daten bleiben nur sicher, solange der Kernel Flushes sendet und das Laufwerk sie befolgt.</translation>
    </message>
    <message>
        <source>udisks2 stores the setting and applies it again at every boot.</source>
        <translation>udisks2 speichert die Einstellung und setzt sie bei jedem Systemstart erneut.</translation>
    </message>
    <message>
        <source>The drive saves the setting and keeps it across power cycles.</source>
        <translation>Das Laufwerk speichert die Einstellung und behält sie über das Aus- und Einschalten hinweg.</translation>
    </message>
    <message>
        <source>Why this matters</source>
        <translation>Warum das wichtig ist</translation>
    </message>
</context>
<context>
    <name>DriveProof::Health</name>
    <message>
        <source>The drive&apos;s SMART data could not be assessed: %1.</source>
        <extracomment>%1 the system&apos;s error text</extracomment>
        <translation>Die SMART-Daten des Laufwerks konnten nicht ausgewertet werden: %1.</translation>
    </message>
    <message>
        <source>The drive&apos;s SMART self-assessment passed, it reports no bad sectors, and no attribute is or was past its threshold.</source>
        <translation>Das Laufwerk hat seine SMART-Selbstbewertung bestanden, meldet keine defekten Sektoren, und kein Attribut liegt oder lag jenseits seines Schwellenwerts.</translation>
    </message>
    <message>
        <source>An attribute that predicts failure was past its threshold in the past. Keep backups and watch this drive.</source>
        <translation>Ein Attribut, das Ausfälle vorhersagt, lag in der Vergangenheit jenseits seines Schwellenwerts. Halten Sie Sicherungen bereit und behalten Sie dieses Laufwerk im Auge.</translation>
    </message>
    <message numerus="yes">
        <source>The drive has %n bad sector(s) (reallocated or waiting to be). Keep backups and check again soon: a growing number means the drive is wearing out.</source>
        <extracomment>%n number of bad sectors</extracomment>
        <translation>
            <numerusform>Das Laufwerk hat %n defekten Sektor (neu zugewiesen oder zur Neuzuweisung vorgemerkt). Halten Sie Sicherungen bereit und prüfen Sie bald erneut: Eine wachsende Zahl bedeutet, dass das Laufwerk verschleißt.</numerusform>
            <numerusform>Das Laufwerk hat %n defekte Sektoren (neu zugewiesen oder zur Neuzuweisung vorgemerkt). Halten Sie Sicherungen bereit und prüfen Sie bald erneut: Eine wachsende Zahl bedeutet, dass das Laufwerk verschleißt.</numerusform>
        </translation>
    </message>
    <message>
        <source>An attribute that predicts failure is past its threshold now: the drive expects to fail. Back up your data and replace the drive.</source>
        <translation>Ein Attribut, das Ausfälle vorhersagt, liegt jetzt jenseits seines Schwellenwerts: Das Laufwerk rechnet mit seinem Ausfall. Sichern Sie Ihre Daten und ersetzen Sie das Laufwerk.</translation>
    </message>
    <message>
        <source>The drive has more bad sectors than its threshold allows. Back up your data and replace the drive.</source>
        <translation>Das Laufwerk hat mehr defekte Sektoren, als sein Schwellenwert zulässt. Sichern Sie Ihre Daten und ersetzen Sie das Laufwerk.</translation>
    </message>
    <message>
        <source>The drive&apos;s own SMART self-assessment says it is failing. Back up your data now and replace the drive.</source>
        <translation>Laut eigener SMART-Selbstbewertung steht das Laufwerk vor dem Ausfall. Sichern Sie Ihre Daten sofort und ersetzen Sie das Laufwerk.</translation>
    </message>
    <message>
        <source>libatasmart gave an assessment this version of DriveProof does not know.</source>
        <translation>libatasmart hat eine Bewertung geliefert, die diese Version von DriveProof nicht kennt.</translation>
    </message>
    <message>
        <source>%1 has no ATA health data: it is not an ATA drive (loop, virtual and NVMe devices have none).</source>
        <extracomment>%1 device</extracomment>
        <translation>%1 hat keine ATA-Zustandsdaten: Es ist kein ATA-Laufwerk (Loop-, virtuelle und NVMe-Geräte haben keine).</translation>
    </message>
    <message>
        <source>The drive in %1 does not support SMART, so it reports no health data.</source>
        <extracomment>%1 device</extracomment>
        <translation>Das Laufwerk in %1 unterstützt kein SMART und meldet daher keine Zustandsdaten.</translation>
    </message>
    <message>
        <source>SMART is switched off on this drive, so it reports no health data. DriveProof does not switch it on by itself; &apos;smartctl -s on&apos; does.</source>
        <translation>SMART ist auf diesem Laufwerk ausgeschaltet, daher meldet es keine Zustandsdaten. DriveProof schaltet es nicht von selbst ein; &apos;smartctl -s on&apos; erledigt das.</translation>
    </message>
    <message>
        <source>%1 reports no ATA SMART data: it is not an ATA drive, or its USB bridge does not pass SMART commands through.</source>
        <extracomment>%1 device or file</extracomment>
        <translation>%1 meldet keine ATA-SMART-Daten: Es ist kein ATA-Laufwerk, oder seine USB-Brücke reicht keine SMART-Befehle durch.</translation>
    </message>
    <message>
        <source>Reading SMART data from %1 failed: %2.</source>
        <extracomment>%1 device or file, %2 the system&apos;s error text</extracomment>
        <translation>Lesen der SMART-Daten von %1 fehlgeschlagen: %2.</translation>
    </message>
    <message>
        <source>Unexpected power losses (SMART attribute 174)</source>
        <translation>Unerwartete Stromausfälle (SMART-Attribut 174)</translation>
    </message>
    <message>
        <source>Unsafe shutdowns (SMART attribute 192)</source>
        <translation>Unsichere Abschaltungen (SMART-Attribut 192)</translation>
    </message>
    <message>
        <source>Emergency head retracts at power-off (SMART attribute 192)</source>
        <translation>Notparken der Köpfe beim Ausschalten (SMART-Attribut 192)</translation>
    </message>
    <message>
        <source>%1 is not a libatasmart SMART dump (tagged IDFY / SMST / SMDT / SMTH sections).</source>
        <extracomment>%1 file name</extracomment>
        <translation>%1 ist kein SMART-Dump von libatasmart (mit Abschnitten IDFY / SMST / SMDT / SMTH).</translation>
    </message>
    <message>
        <source>Critical warning: the spare capacity has fallen below the drive&apos;s threshold.</source>
        <translation>Kritische Warnung: Die Reservekapazität ist unter den Schwellenwert des Laufwerks gefallen.</translation>
    </message>
    <message>
        <source>Critical warning: the temperature is outside the drive&apos;s limits.</source>
        <translation>Kritische Warnung: Die Temperatur liegt außerhalb der Grenzwerte des Laufwerks.</translation>
    </message>
    <message>
        <source>Critical warning: the drive&apos;s reliability is degraded by media errors or an internal error. Back up its data.</source>
        <translation>Kritische Warnung: Die Zuverlässigkeit des Laufwerks ist durch Medienfehler oder einen internen Fehler beeinträchtigt. Sichern Sie seine Daten.</translation>
    </message>
    <message>
        <source>Critical warning: the drive has made its media read-only. Copy its data elsewhere.</source>
        <translation>Kritische Warnung: Das Laufwerk hat sein Medium schreibgeschützt. Kopieren Sie seine Daten an einen anderen Ort.</translation>
    </message>
    <message>
        <source>Critical warning: the backup for the drive&apos;s volatile memory has failed, so cached writes may be lost at a power cut.</source>
        <translation>Kritische Warnung: Die Absicherung des flüchtigen Speichers des Laufwerks ist ausgefallen, daher können zwischengespeicherte Schreibvorgänge bei einem Stromausfall verloren gehen.</translation>
    </message>
    <message>
        <source>Critical warning: the drive&apos;s persistent memory region has become read-only.</source>
        <translation>Kritische Warnung: Der persistente Speicherbereich (PMR) des Laufwerks ist schreibgeschützt geworden.</translation>
    </message>
    <message>
        <source>Critical warning: bit %1, which this version of DriveProof does not know, is set.</source>
        <extracomment>%1 bit number of the NVMe critical warning byte</extracomment>
        <translation>Kritische Warnung: Bit %1 ist gesetzt, das diese Version von DriveProof nicht kennt.</translation>
    </message>
    <message>
        <source>Only %L1% spare capacity is left, below the drive&apos;s threshold of %L2%.</source>
        <extracomment>%1 spare capacity left in percent, %2 the drive&apos;s threshold in percent</extracomment>
        <translation>Nur noch %L1 % Reservekapazität sind übrig, weniger als der Schwellenwert des Laufwerks von %L2 %.</translation>
    </message>
    <message>
        <source>The drive has used %L1% of its rated endurance: it has taken more writes than it was designed for.</source>
        <extracomment>%1 percentage of the rated endurance used, 100 or more</extracomment>
        <translation>Das Laufwerk hat %L1 % seiner spezifizierten Lebensdauer verbraucht: Es wurde mehr beschrieben, als seine Auslegung vorsieht.</translation>
    </message>
    <message>
        <source>The drive has used %L1% of its rated endurance.</source>
        <extracomment>%1 percentage of the rated endurance used</extracomment>
        <translation>Das Laufwerk hat %L1 % seiner spezifizierten Lebensdauer verbraucht.</translation>
    </message>
    <message numerus="yes">
        <source>The drive has recorded %Ln media or data integrity error(s).</source>
        <extracomment>%n number of errors (counts beyond the int range are shown as the int maximum)</extracomment>
        <translation>
            <numerusform>Das Laufwerk hat %Ln Medien- oder Datenintegritätsfehler verzeichnet.</numerusform>
            <numerusform>Das Laufwerk hat %Ln Medien- oder Datenintegritätsfehler verzeichnet.</numerusform>
        </translation>
    </message>
    <message>
        <source>The drive is at %L1 °C, at or above its critical temperature of %L2 °C.</source>
        <extracomment>%1 current temperature in °C, %2 the drive&apos;s critical limit in °C</extracomment>
        <translation>Das Laufwerk hat %L1 °C und damit seine kritische Temperatur von %L2 °C erreicht oder überschritten.</translation>
    </message>
    <message>
        <source>The drive is at %L1 °C, at or above its warning temperature of %L2 °C.</source>
        <extracomment>%1 current temperature in °C, %2 the drive&apos;s warning limit in °C</extracomment>
        <translation>Das Laufwerk hat %L1 °C und damit seine Warntemperatur von %L2 °C erreicht oder überschritten.</translation>
    </message>
    <message>
        <source>The drive is at %L1 °C, at or above %L2 °C, where most drives slow down to cool off.</source>
        <extracomment>%1 current temperature in °C, %2 a generic limit in °C</extracomment>
        <translation>Das Laufwerk hat %L1 °C und damit %L2 °C erreicht oder überschritten; ab dieser Temperatur drosseln die meisten Laufwerke ihre Leistung, um abzukühlen.</translation>
    </message>
    <message>
        <source>The NVMe health log reports no problems.</source>
        <translation>Das NVMe-Health-Log meldet keine Probleme.</translation>
    </message>
    <message>
        <source>%1 is a %2 device: it has no health data of its own to read.</source>
        <extracomment>%1 device path, %2 transport such as &quot;virtio&quot; or &quot;loop&quot;</extracomment>
        <translation>%1 ist ein %2-Gerät: Es hat keine eigenen Zustandsdaten, die sich lesen ließen.</translation>
    </message>
    <message>
        <source>unknown</source>
        <translation>unbekannt</translation>
    </message>
    <message>
        <source>The helper&apos;s health reply names no device.</source>
        <translation>Die Zustandsantwort des Hilfsdienstes nennt kein Gerät.</translation>
    </message>
    <message>
        <source>The drive&apos;s answer to SMART RETURN STATUS did not come back (the registers were missing or not a known answer), so its own assessment is unknown; the attributes are shown as read.</source>
        <translation>Die Antwort des Laufwerks auf SMART RETURN STATUS ist nicht zurückgekommen (die Register fehlten oder enthielten keine bekannte Antwort), daher ist seine Selbstbewertung unbekannt; die Attribute werden so angezeigt, wie sie gelesen wurden.</translation>
    </message>
    <message>
        <source>%1 is a virtual disk (%2) and answers no ATA health commands: the health of the drives behind it can be read on the host.</source>
        <extracomment>%1 device path, %2 who emulates the disk: &quot;QEMU&quot;, &quot;VMware&quot;, &quot;Hyper-V&quot;...</extracomment>
        <translation>%1 ist ein virtueller Datenträger (%2) und beantwortet keine ATA-Zustandsbefehle: Der Zustand der dahinterliegenden Laufwerke lässt sich auf dem Host lesen.</translation>
    </message>
    <message>
        <source>The helper&apos;s health reply has a reason without a code. Restart DriveProof after an update.</source>
        <translation>Die Zustandsantwort des Hilfsdienstes enthält einen Grund ohne Code. Starten Sie DriveProof nach einer Aktualisierung neu.</translation>
    </message>
    <message>
        <source>The helper&apos;s health reply has reasons in a form this version does not read. Restart DriveProof after an update.</source>
        <translation>Die Zustandsantwort des Hilfsdienstes enthält Gründe in einer Form, die diese Version nicht lesen kann. Starten Sie DriveProof nach einer Aktualisierung neu.</translation>
    </message>
    <message>
        <source>Reason %1 (%2)</source>
        <extracomment>a reason this version does not know (from a newer helper); %1 its code, %2 its arguments</extracomment>
        <translation>Grund %1 (%2)</translation>
    </message>
    <message>
        <source>Rate of errors while reading; the raw value&apos;s meaning is the maker&apos;s own.</source>
        <translation>Fehlerrate beim Lesen; was der Rohwert bedeutet, legt der Hersteller fest.</translation>
    </message>
    <message>
        <source>Time the platters take to reach full speed.</source>
        <translation>Zeit, die die Platten brauchen, um volle Drehzahl zu erreichen.</translation>
    </message>
    <message>
        <source>Times the spindle started and stopped.</source>
        <translation>Wie oft die Spindel anlief und anhielt.</translation>
    </message>
    <message>
        <source>Sectors found bad and replaced by spares; a new drive has 0.</source>
        <translation>Als defekt erkannte und durch Reserve ersetzte Sektoren; ein neues Laufwerk hat 0.</translation>
    </message>
    <message>
        <source>Rate of head positioning errors; the raw value&apos;s meaning is the maker&apos;s own.</source>
        <translation>Fehlerrate bei der Kopfpositionierung; was der Rohwert bedeutet, legt der Hersteller fest.</translation>
    </message>
    <message>
        <source>Hours the drive has been powered on.</source>
        <translation>Stunden, die das Laufwerk eingeschaltet war.</translation>
    </message>
    <message>
        <source>Times the spindle needed more than one try to spin up.</source>
        <translation>Wie oft die Spindel mehr als einen Anlauf brauchte.</translation>
    </message>
    <message>
        <source>Times the drive was switched on.</source>
        <translation>Wie oft das Laufwerk eingeschaltet wurde.</translation>
    </message>
    <message>
        <source>How worn the flash is (erase cycles); the normalised value falls as it wears.</source>
        <translation>Wie abgenutzt der Flash-Speicher ist (Löschzyklen); der normierte Wert sinkt mit der Abnutzung.</translation>
    </message>
    <message>
        <source>Times power was lost without the host telling the drive first.</source>
        <translation>Wie oft der Strom wegfiel, ohne dass der Rechner das Laufwerk vorher benachrichtigte.</translation>
    </message>
    <message>
        <source>Blocks that went bad while in use.</source>
        <translation>Blöcke, die im Betrieb defekt wurden.</translation>
    </message>
    <message>
        <source>Data corrupted between the host interface and the media, inside the drive.</source>
        <translation>Daten, die im Laufwerk zwischen Schnittstelle und Speichermedium verfälscht wurden.</translation>
    </message>
    <message>
        <source>Reads the drive could not correct and reported as errors.</source>
        <translation>Lesevorgänge, die das Laufwerk nicht korrigieren konnte und als Fehler meldete.</translation>
    </message>
    <message>
        <source>Commands that timed out, often from cabling or power trouble.</source>
        <translation>Befehle mit Zeitüberschreitung, oft wegen Kabel- oder Stromproblemen.</translation>
    </message>
    <message>
        <source>Temperature of the air around the drive.</source>
        <translation>Temperatur der Luft um das Laufwerk.</translation>
    </message>
    <message>
        <source>Times the heads were parked in an emergency because power went away.</source>
        <translation>Wie oft die Köpfe notgeparkt wurden, weil der Strom wegfiel.</translation>
    </message>
    <message>
        <source>Times the heads were parked and loaded again.</source>
        <translation>Wie oft die Köpfe geparkt und wieder geladen wurden.</translation>
    </message>
    <message>
        <source>Temperature of the drive.</source>
        <translation>Temperatur des Laufwerks.</translation>
    </message>
    <message>
        <source>Times sectors were moved to spares.</source>
        <translation>Wie oft Sektoren in die Reserve verlegt wurden.</translation>
    </message>
    <message>
        <source>Sectors that could not be read and wait to be rewritten or replaced.</source>
        <translation>Sektoren, die nicht gelesen werden konnten und darauf warten, neu geschrieben oder ersetzt zu werden.</translation>
    </message>
    <message>
        <source>Sectors the drive&apos;s own scan could not read.</source>
        <translation>Sektoren, die der eigene Prüflauf des Laufwerks nicht lesen konnte.</translation>
    </message>
    <message>
        <source>Transfers garbled on the cable; a count that grows means a bad cable or connector, not a bad drive.</source>
        <translation>Auf dem Kabel verfälschte Übertragungen; ein wachsender Zähler deutet auf ein schlechtes Kabel oder einen Stecker hin, nicht auf ein schlechtes Laufwerk.</translation>
    </message>
    <message>
        <source>Amount written to the drive, in the maker&apos;s units (often 512-byte sectors).</source>
        <translation>Auf das Laufwerk geschriebene Menge, in Einheiten des Herstellers (oft 512-Byte-Sektoren).</translation>
    </message>
    <message>
        <source>Amount read from the drive, in the maker&apos;s units (often 512-byte sectors).</source>
        <translation>Vom Laufwerk gelesene Menge, in Einheiten des Herstellers (oft 512-Byte-Sektoren).</translation>
    </message>
    <message>
        <source>Defined by the drive&apos;s maker; its meaning differs between models.</source>
        <translation>Vom Hersteller des Laufwerks festgelegt; die Bedeutung unterscheidet sich je nach Modell.</translation>
    </message>
    <message>
        <source>%1 °C (lowest %2, highest %3)</source>
        <extracomment>a drive temperature and the range it has seen; %1 now, %2 lowest, %3 highest</extracomment>
        <translation>%1 °C (niedrigste %2, höchste %3)</translation>
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
        <translation>%1 hat %2 Byte statt 512.</translation>
    </message>
    <message>
        <source>The drive returned no SCT Status.</source>
        <translation>Das Laufwerk lieferte keinen SCT-Status.</translation>
    </message>
    <message>
        <source>%1 is behind a USB bridge (%2, driver %3) that does not pass ATA commands through (SAT), so the drive&apos;s SMART records cannot be read over it. Connect the drive by SATA to read them.</source>
        <extracomment>%1 device path, %2 the USB bridge&apos;s name as it answers INQUIRY, %3 the USB driver (&quot;uas&quot; or &quot;usb-storage&quot;)</extracomment>
        <translation>%1 hängt an einer USB-Brücke (%2, Treiber %3), die keine ATA-Befehle durchreicht (SAT), daher lassen sich die SMART-Aufzeichnungen des Laufwerks darüber nicht lesen. Schließen Sie das Laufwerk per SATA an, um sie zu lesen.</translation>
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
        <translation>Attribut %1 (%2) zählt %3. Von den Festplatten, die bei Backblaze ausfielen, hatten %4 hier einen Wert über null, gegenüber %5 der weiter laufenden (%6).</translation>
    </message>
    <message>
        <source>In Google&apos;s fleet, drives were %1 times as likely to fail within 60 days after the first such event (%2).</source>
        <extracomment>%1 how many times, e.g. &quot;14&quot;, %2 the study it comes from</extracomment>
        <translation>In Googles Bestand fielen Laufwerke nach dem ersten solchen Ereignis mit %1-facher Wahrscheinlichkeit innerhalb von 60 Tagen aus (%2).</translation>
    </message>
    <message>
        <source>Pre-fail</source>
        <extracomment>SMART attribute type: its failure predicts the drive&apos;s failure</extracomment>
        <translation>Vorausfall</translation>
    </message>
    <message>
        <source>Old-age</source>
        <translation>Alterung</translation>
    </message>
    <message>
        <source>Always</source>
        <extracomment>SMART attribute: updated while the drive works / only by off-line scans</extracomment>
        <translation>Immer</translation>
    </message>
    <message>
        <source>Offline</source>
        <translation>Offline</translation>
    </message>
    <message>
        <source>Errors the drive logged over its life; each one is a command that failed.</source>
        <translation>Fehler, die das Laufwerk über seine Lebensdauer protokolliert hat; jeder ist ein fehlgeschlagener Befehl.</translation>
    </message>
    <message>
        <source>%1 °C (lifetime %2 to %3 °C)</source>
        <extracomment>%1 temperature now, %2 lowest and %3 highest the drive ever had</extracomment>
        <translation>%1 °C (Lebensdauer %2 bis %3 °C)</translation>
    </message>
    <message>
        <source>The drive&apos;s temperature and its lifetime range, from its SCT Status.</source>
        <translation>Die Temperatur des Laufwerks und ihr Bereich über die Lebensdauer, aus seinem SCT-Status.</translation>
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
        <translation>Probleme, die das Laufwerk selbst meldet (Reserve, Temperatur, Zuverlässigkeit, Schreibschutz, Sicherung); 0 heißt keine.</translation>
    </message>
    <message>
        <source>The drive&apos;s overall temperature.</source>
        <translation>Die Gesamttemperatur des Laufwerks.</translation>
    </message>
    <message>
        <source>%1 (threshold %2)</source>
        <translation>%1 (Schwelle %2)</translation>
    </message>
    <message>
        <source>Reserve flash left for replacing worn blocks; the drive warns below the threshold.</source>
        <translation>Verbleibende Flash-Reserve zum Ersetzen abgenutzter Blöcke; unter der Schwelle warnt das Laufwerk.</translation>
    </message>
    <message>
        <source>The maker&apos;s estimate of the rated life used; it can pass 100%.</source>
        <translation>Die Schätzung des Herstellers, wie viel der Nennlebensdauer verbraucht ist; kann 100 % übersteigen.</translation>
    </message>
    <message>
        <source>The same kind of warnings for the drive&apos;s endurance groups; 0 means none.</source>
        <translation>Die gleichen Warnungen für die Endurance-Gruppen des Laufwerks; 0 heißt keine.</translation>
    </message>
    <message>
        <source>Amount the host read, in units of 512,000 bytes.</source>
        <translation>Vom Rechner gelesene Menge, in Einheiten von 512.000 Byte.</translation>
    </message>
    <message>
        <source>Amount the host wrote, in units of 512,000 bytes.</source>
        <translation>Vom Rechner geschriebene Menge, in Einheiten von 512.000 Byte.</translation>
    </message>
    <message>
        <source>Read commands the drive completed.</source>
        <translation>Vom Laufwerk ausgeführte Lesebefehle.</translation>
    </message>
    <message>
        <source>Write commands the drive completed.</source>
        <translation>Vom Laufwerk ausgeführte Schreibbefehle.</translation>
    </message>
    <message>
        <source>Minutes the drive was busy with commands.</source>
        <translation>Minuten, in denen das Laufwerk mit Befehlen beschäftigt war.</translation>
    </message>
    <message>
        <source>Data the drive could not read or write correctly.</source>
        <translation>Daten, die das Laufwerk nicht korrekt lesen oder schreiben konnte.</translation>
    </message>
    <message>
        <source>Entries in the drive&apos;s error log over its life; many are harmless rejected commands.</source>
        <translation>Einträge im Fehlerprotokoll des Laufwerks über seine Lebensdauer; viele sind harmlos abgelehnte Befehle.</translation>
    </message>
    <message>
        <source>Minutes spent above the drive&apos;s warning temperature.</source>
        <translation>Minuten oberhalb der Warntemperatur des Laufwerks.</translation>
    </message>
    <message>
        <source>Minutes spent above the drive&apos;s critical temperature.</source>
        <translation>Minuten oberhalb der kritischen Temperatur des Laufwerks.</translation>
    </message>
    <message>
        <source>Temperature of one sensor inside the drive.</source>
        <translation>Temperatur eines Sensors im Laufwerk.</translation>
    </message>
    <message>
        <source>Times the drive slowed itself down lightly to cool off.</source>
        <translation>Wie oft sich das Laufwerk leicht gedrosselt hat, um abzukühlen.</translation>
    </message>
    <message>
        <source>Times the drive slowed itself down hard to cool off.</source>
        <translation>Wie oft sich das Laufwerk stark gedrosselt hat, um abzukühlen.</translation>
    </message>
    <message>
        <source>Seconds spent slowed down lightly for heat.</source>
        <translation>Sekunden leichter Drosselung wegen Hitze.</translation>
    </message>
    <message>
        <source>Seconds spent slowed down hard for heat.</source>
        <translation>Sekunden starker Drosselung wegen Hitze.</translation>
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
        <translation>Wert</translation>
    </message>
    <message>
        <source>Worst</source>
        <translation>Schlechtester</translation>
    </message>
    <message>
        <source>Threshold</source>
        <translation>Schwelle</translation>
    </message>
    <message>
        <source>Type</source>
        <translation>Typ</translation>
    </message>
    <message>
        <source>Updated</source>
        <translation>Aktualisiert</translation>
    </message>
    <message>
        <source>When failed</source>
        <translation>Ausgefallen</translation>
    </message>
    <message>
        <source>Raw value</source>
        <translation>Rohwert</translation>
    </message>
    <message>
        <source>Meaning</source>
        <translation>Bedeutung</translation>
    </message>
    <message>
        <source>Self-test</source>
        <translation>Selbsttest</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Ergebnis</translation>
    </message>
    <message>
        <source>Power-on hours</source>
        <translation>Betriebsstunden</translation>
    </message>
    <message>
        <source>First failing sector</source>
        <translation>Erster fehlerhafter Sektor</translation>
    </message>
    <message>
        <source>Self-test log: empty.</source>
        <translation>Selbsttestprotokoll: leer.</translation>
    </message>
    <message>
        <source>The drive, or the bridge in front of it, refused: %1.</source>
        <extracomment>%1 a list of ATA or NVMe commands, e.g. &quot;SMART READ LOG 06h&quot;</extracomment>
        <translation>Das Laufwerk oder die Brücke davor hat abgelehnt: %1.</translation>
    </message>
    <message>
        <source>Failing now</source>
        <extracomment>a SMART attribute at or below its threshold now</extracomment>
        <translation>Fällt jetzt aus</translation>
    </message>
    <message>
        <source>Failed in the past</source>
        <extracomment>a SMART attribute that reached its threshold once</extracomment>
        <translation>War früher ausgefallen</translation>
    </message>
    <message>
        <source>The data %1 returned could not be decoded: %2</source>
        <extracomment>%1 device path, %2 what is wrong with the data</extracomment>
        <translation>Die von %1 gelieferten Daten konnten nicht dekodiert werden: %2</translation>
    </message>
    <message>
        <source>The NVMe self-test log has %1 bytes instead of %2.</source>
        <translation>Das NVMe-Selbsttestprotokoll hat %1 Byte statt %2.</translation>
    </message>
    <message>
        <source>The drive in %1 does not offer a conveyance self-test.</source>
        <extracomment>%1 device path</extracomment>
        <translation>Das Laufwerk in %1 bietet keinen Transport-Selbsttest an.</translation>
    </message>
    <message>
        <source>The drive in %1 does not offer self-tests.</source>
        <extracomment>%1 device path</extracomment>
        <translation>Das Laufwerk in %1 bietet keine Selbsttests an.</translation>
    </message>
    <message>
        <source>A self-test is already running on %1 (%2% done): wait for it, or abort it first.</source>
        <extracomment>%1 device path, %2 how far the running test is, in percent</extracomment>
        <translation>Auf %1 läuft bereits ein Selbsttest (%2 % erledigt): Warten Sie ihn ab oder brechen Sie ihn zuerst ab.</translation>
    </message>
    <message>
        <source>A DriveProof test is running on %1: a self-test now would disturb it. Start the self-test when the test is done.</source>
        <extracomment>%1 device path</extracomment>
        <translation>Auf %1 läuft ein DriveProof-Test: Ein Selbsttest würde ihn jetzt stören. Starten Sie den Selbsttest, wenn der Test fertig ist.</translation>
    </message>
    <message>
        <source>%1 takes no self-test commands.</source>
        <extracomment>%1 device path</extracomment>
        <translation>%1 nimmt keine Selbsttest-Befehle an.</translation>
    </message>
    <message>
        <source>Off-line scan</source>
        <extracomment>kind of drive self-test</extracomment>
        <translation>Offline-Prüflauf</translation>
    </message>
    <message>
        <source>Short</source>
        <extracomment>kind of drive self-test</extracomment>
        <translation>Kurz</translation>
    </message>
    <message>
        <source>Extended</source>
        <extracomment>kind of drive self-test</extracomment>
        <translation>Erweitert</translation>
    </message>
    <message>
        <source>Conveyance</source>
        <extracomment>kind of drive self-test</extracomment>
        <translation>Transport</translation>
    </message>
    <message>
        <source>Selective</source>
        <extracomment>kind of drive self-test: only the ranges of sectors the host chose</extracomment>
        <translation>Selektiv</translation>
    </message>
    <message>
        <source>Vendor specific</source>
        <extracomment>kind of drive self-test</extracomment>
        <translation>Herstellerspezifisch</translation>
    </message>
    <message>
        <source>Completed without error</source>
        <translation>Ohne Fehler abgeschlossen</translation>
    </message>
    <message>
        <source>Aborted by the host</source>
        <translation>Vom Rechner abgebrochen</translation>
    </message>
    <message>
        <source>Interrupted by a reset</source>
        <translation>Durch einen Reset unterbrochen</translation>
    </message>
    <message>
        <source>Could not complete: fatal error</source>
        <translation>Nicht abgeschlossen: schwerer Fehler</translation>
    </message>
    <message>
        <source>Failed (part unknown)</source>
        <translation>Fehlgeschlagen (Teil unbekannt)</translation>
    </message>
    <message>
        <source>Failed: electrical part</source>
        <translation>Fehlgeschlagen: Elektronik</translation>
    </message>
    <message>
        <source>Failed: servo or seek</source>
        <translation>Fehlgeschlagen: Servo oder Suchlauf</translation>
    </message>
    <message>
        <source>Failed: read error</source>
        <translation>Fehlgeschlagen: Lesefehler</translation>
    </message>
    <message>
        <source>Failed: suspected handling damage</source>
        <translation>Fehlgeschlagen: Verdacht auf Transportschaden</translation>
    </message>
    <message>
        <source>In progress</source>
        <translation>Läuft</translation>
    </message>
    <message>
        <source>Unknown status %1</source>
        <extracomment>%1 a status number the standard reserves</extracomment>
        <translation>Unbekannter Status %1</translation>
    </message>
    <message>
        <source>Aborted: a namespace was removed</source>
        <translation>Abgebrochen: ein Namespace wurde entfernt</translation>
    </message>
    <message>
        <source>Aborted: the drive was formatted</source>
        <translation>Abgebrochen: das Laufwerk wurde formatiert</translation>
    </message>
    <message>
        <source>Failed in segment %1</source>
        <extracomment>%1 the number of the test segment that failed</extracomment>
        <translation>Fehlgeschlagen in Segment %1</translation>
    </message>
    <message>
        <source>Aborted for an unknown reason</source>
        <translation>Aus unbekanntem Grund abgebrochen</translation>
    </message>
    <message>
        <source>Aborted: the drive was sanitized</source>
        <translation>Abgebrochen: das Laufwerk wurde bereinigt (Sanitize)</translation>
    </message>
    <message>
        <source>Looks new: %1 power-on hours, %2 power cycles, %3 written.</source>
        <extracomment>%1 power-on hours, %2 power cycles, %3 amount written (&quot;1.2 GB&quot;)</extracomment>
        <translation>Sieht neu aus: %1 Betriebsstunden, %2 Einschaltvorgänge, %3 geschrieben.</translation>
    </message>
    <message>
        <source>Used before: %1 power-on hours, %2 power cycles, %3 written. A drive sold as new has a few hours from the factory at most.</source>
        <extracomment>%1 power-on hours, %2 power cycles, %3 amount written (&quot;12 TB&quot;)</extracomment>
        <translation>Schon benutzt: %1 Betriebsstunden, %2 Einschaltvorgänge, %3 geschrieben. Ein als neu verkauftes Laufwerk hat höchstens ein paar Stunden aus der Fabrik.</translation>
    </message>
    <message>
        <source>The drive counts 0 power-on hours but %1 written: its counters may have been reset.</source>
        <extracomment>%1 amount written (&quot;12 TB&quot;)</extracomment>
        <translation>Das Laufwerk zählt 0 Betriebsstunden, aber %1 geschrieben: Seine Zähler wurden vielleicht zurückgesetzt.</translation>
    </message>
    <message>
        <source>The drive counts %1 power cycles in %2 power-on hours, more than those hours can hold: its counters may have been reset.</source>
        <extracomment>%1 power cycles, %2 power-on hours</extracomment>
        <translation>Das Laufwerk zählt %1 Einschaltvorgänge in %2 Betriebsstunden, mehr als diese Stunden fassen können: Seine Zähler wurden vielleicht zurückgesetzt.</translation>
    </message>
    <message>
        <source>%1 written of the %2 the maker rates this model for (%3%).</source>
        <extracomment>%1 amount written, %2 the rated endurance (&quot;600 TB&quot;), %3 percent of it</extracomment>
        <translation>%1 geschrieben von den %2, für die der Hersteller dieses Modell angibt (%3 %).</translation>
    </message>
    <message>
        <source>Since DriveProof first read it (%1): %2 hours, %3 written.</source>
        <extracomment>%1 the date DriveProof first read the drive, %2 hours since, %3 amount written since</extracomment>
        <translation>Seit DriveProof es zum ersten Mal gelesen hat (%1): %2 Stunden, %3 geschrieben.</translation>
    </message>
    <message>
        <source>new</source>
        <extracomment>is the drive new? the verdict</extracomment>
        <translation>neu</translation>
    </message>
    <message>
        <source>used</source>
        <extracomment>is the drive new? the verdict</extracomment>
        <translation>gebraucht</translation>
    </message>
    <message>
        <source>possibly reset</source>
        <extracomment>is the drive new? the verdict: its counters contradict each other</extracomment>
        <translation>vielleicht zurückgesetzt</translation>
    </message>
    <message>
        <source>Identify Namespace is too short (%1 bytes) for its LBA formats.</source>
        <extracomment>%1 bytes received</extracomment>
        <translation>Identify Namespace ist für seine LBA-Formate zu kurz (%1 Byte).</translation>
    </message>
    <message>
        <source>Identify Namespace lists more LBA formats (%1) than there can be (%2).</source>
        <extracomment>%1 how many LBA formats the drive claims, %2 the most there can be</extracomment>
        <translation>Identify Namespace nennt mehr LBA-Formate (%1), als es geben kann (%2).</translation>
    </message>
    <message>
        <source>Identify Namespace says LBA format %1 is in use, but lists formats 0 to %2 only.</source>
        <extracomment>%1 the number of the format in use, %2 the highest number the drive lists</extracomment>
        <translation>Identify Namespace nennt LBA-Format %1 als in Gebrauch, listet aber nur die Formate 0 bis %2.</translation>
    </message>
    <message>
        <source>In use: LBA format %1, sectors of %2 bytes with %3 bytes of metadata, which the drive marks as &quot;%4&quot;.</source>
        <extracomment>%1 LBA format number, %2 bytes per sector, %3 metadata bytes per sector, %4 how fast the drive says the format is (&quot;best&quot;, &quot;better&quot;, &quot;good&quot;, &quot;degraded&quot;)</extracomment>
        <translation>In Gebrauch: LBA-Format %1, Sektoren zu %2 Byte mit %3 Byte Metadaten, vom Laufwerk als „%4“ eingestuft.</translation>
    </message>
    <message>
        <source>The drive offers %5-byte sectors marked &quot;%6&quot;, faster than the %2-byte ones in use (&quot;%3&quot;). Switching means reformatting the namespace, which erases everything on it: nvme format %1 --lbaf=%4 — DriveProof never does this.</source>
        <extracomment>%1 device (/dev/nvme0n1), %2 bytes per sector in use, %3 how fast the drive marks the format in use, %4 the faster format&apos;s number, %5 its bytes per sector, %6 how fast the drive marks it. The command stays as it is.</extracomment>
        <translation>Das Laufwerk bietet Sektoren zu %5 Byte, eingestuft als „%6“, schneller als die genutzten zu %2 Byte („%3“). Der Wechsel heißt, den Namespace neu zu formatieren, was alles darauf löscht: nvme format %1 --lbaf=%4 — DriveProof tut das nie.</translation>
    </message>
    <message>
        <source>None of the LBA formats the drive offers (%1) is marked faster than the one in use.</source>
        <extracomment>%1 how many LBA formats the drive offers (2 or more)</extracomment>
        <translation>Keines der LBA-Formate, die das Laufwerk bietet (%1), ist schneller eingestuft als das genutzte.</translation>
    </message>
    <message>
        <source>The namespace offers only the LBA format in use.</source>
        <translation>Der Namespace bietet nur das genutzte LBA-Format.</translation>
    </message>
    <message>
        <source>LBA format %1 carries %2 bytes of metadata per sector; only software that handles metadata (end-to-end protection) uses it.</source>
        <extracomment>%1 LBA format number, %2 metadata bytes per sector</extracomment>
        <translation>LBA-Format %1 trägt %2 Byte Metadaten je Sektor; nur Software, die Metadaten verarbeitet (End-to-End-Schutz), nutzt es.</translation>
    </message>
    <message>
        <source>LBA format note %1 (%2)</source>
        <extracomment>a finding this version does not know; %1 its code, %2 its arguments</extracomment>
        <translation>Hinweis zum LBA-Format %1 (%2)</translation>
    </message>
    <message>
        <source>best</source>
        <comment>LBA format performance</comment>
        <extracomment>how fast the drive says an LBA format is: the fastest of four grades</extracomment>
        <translation>am besten</translation>
    </message>
    <message>
        <source>better</source>
        <comment>LBA format performance</comment>
        <extracomment>how fast the drive says an LBA format is: the second of four grades</extracomment>
        <translation>besser</translation>
    </message>
    <message>
        <source>good</source>
        <comment>LBA format performance</comment>
        <extracomment>how fast the drive says an LBA format is: the third of four grades</extracomment>
        <translation>gut</translation>
    </message>
    <message>
        <source>degraded</source>
        <comment>LBA format performance</comment>
        <extracomment>how fast the drive says an LBA format is: the slowest of four grades</extracomment>
        <translation>vermindert</translation>
    </message>
    <message>
        <source>not available</source>
        <extracomment>an LBA format the drive lists but does not offer now</extracomment>
        <translation>nicht verfügbar</translation>
    </message>
    <message>
        <source>%1 bytes, %2</source>
        <extracomment>%1 bytes per sector, %2 how fast the drive says it is</extracomment>
        <translation>%1 Byte, %2</translation>
    </message>
    <message>
        <source>%1 bytes + %2 bytes metadata, %3</source>
        <extracomment>%1 bytes per sector, %2 metadata bytes per sector, %3 how fast the drive says it is</extracomment>
        <translation>%1 Byte + %2 Byte Metadaten, %3</translation>
    </message>
    <message>
        <source>%1 % left</source>
        <extracomment>%1 percent of the drive&apos;s rated life that is left</extracomment>
        <translation>%1 % übrig</translation>
    </message>
    <message>
        <source>%1 % used</source>
        <extracomment>%1 percent of the drive&apos;s rated life that is used</extracomment>
        <translation>%1 % verbraucht</translation>
    </message>
    <message>
        <source>Attribute %1 (%2) is at %3, at or below its threshold of %4: the part it watches is worn out or failing, though the drive does not count it as a failure prediction.</source>
        <extracomment>%1 attribute number, %2 its name, %3 its value now, %4 the threshold</extracomment>
        <translation>Attribut %1 (%2) steht bei %3, auf oder unter seinem Schwellenwert von %4: Das überwachte Bauteil ist verschlissen oder fällt aus, auch wenn das Laufwerk dies nicht als Ausfallvorhersage zählt.</translation>
    </message>
    <message>
        <source>Error log: the latest error happened at power-on hour %1.</source>
        <extracomment>%1 a power-on hour</extracomment>
        <translation>Fehlerprotokoll: Der letzte Fehler trat bei %1 Betriebsstunden auf.</translation>
    </message>
    <message>
        <source>Self-test log: the latest self-test ran at power-on hour %1.</source>
        <extracomment>%1 a power-on hour</extracomment>
        <translation>Selbsttestprotokoll: Der letzte Selbsttest lief bei %1 Betriebsstunden.</translation>
    </message>
    <message>
        <source>The error log has an error at power-on hour %1, but the power-on counter says %2 hours: the counter went back (reset, or run over), so it does not say how long the drive was used.</source>
        <extracomment>%1 the power-on hour the log stamped, %2 the power-on hours the counter says</extracomment>
        <translation>Das Fehlerprotokoll enthält einen Fehler bei %1 Betriebsstunden, der Betriebsstundenzähler zeigt aber %2 Stunden: Der Zähler ist zurückgesprungen (zurückgesetzt oder übergelaufen) und sagt daher nicht, wie lange das Laufwerk benutzt wurde.</translation>
    </message>
    <message>
        <source>The self-test log has a test at power-on hour %1, but the power-on counter says %2 hours: the counter went back (reset, or run over), so it does not say how long the drive was used.</source>
        <extracomment>%1 the power-on hour the log stamped, %2 the power-on hours the counter says</extracomment>
        <translation>Das Selbsttestprotokoll enthält einen Test bei %1 Betriebsstunden, der Betriebsstundenzähler zeigt aber %2 Stunden: Der Zähler ist zurückgesprungen (zurückgesetzt oder übergelaufen) und sagt daher nicht, wie lange das Laufwerk benutzt wurde.</translation>
    </message>
    <message>
        <source>The FARM log counts %1 power-on hours, but the SMART counter says %2: the SMART counter was reset, and the drive has been used for at least %1 hours.</source>
        <extracomment>%1 power-on hours in the FARM log, %2 power-on hours of the SMART counter</extracomment>
        <translation>Das FARM-Protokoll zählt %1 Betriebsstunden, der SMART-Zähler zeigt aber %2: Der SMART-Zähler wurde zurückgesetzt, und das Laufwerk wurde mindestens %1 Stunden lang benutzt.</translation>
    </message>
    <message>
        <source>The FARM log&apos;s spindle hours (%1) exceed its power-on hours (%2): its power-on hours were reset too.</source>
        <extracomment>%1 spindle hours, %2 power-on hours, both from the FARM log</extracomment>
        <translation>Die Spindelstunden im FARM-Protokoll (%1) übersteigen seine Betriebsstunden (%2): Auch seine Betriebsstunden wurden zurückgesetzt.</translation>
    </message>
    <message>
        <source>The FARM log&apos;s head-flight hours (%1) exceed its power-on hours (%2): its power-on hours were reset too.</source>
        <extracomment>%1 head-flight hours, %2 power-on hours, both from the FARM log</extracomment>
        <translation>Die Kopfflugstunden im FARM-Protokoll (%1) übersteigen seine Betriebsstunden (%2): Auch seine Betriebsstunden wurden zurückgesetzt.</translation>
    </message>
    <message>
        <source>FARM log: %1 power-on hours, %2 spindle hours, %3 head-flight hours; assembled in week %4 of %5.</source>
        <extracomment>%1 power-on, %2 spindle, %3 head-flight hours; the drive was assembled in week %4 of the year %5 (e.g. &quot;17&quot;, &quot;2025&quot;)</extracomment>
        <translation>FARM-Protokoll: %1 Betriebsstunden, %2 Spindelstunden, %3 Kopfflugstunden; montiert in Woche %4 des Jahres %5.</translation>
    </message>
    <message>
        <source>FARM log: %1 power-on hours, %2 spindle hours, %3 head-flight hours.</source>
        <extracomment>%1 power-on, %2 spindle, %3 head-flight hours</extracomment>
        <translation>FARM-Protokoll: %1 Betriebsstunden, %2 Spindelstunden, %3 Kopfflugstunden.</translation>
    </message>
</context>
<context>
    <name>DriveProof::Helper</name>
    <message>
        <source>Not authorised to use %1: the authentication was cancelled or refused.</source>
        <extracomment>%1 device path</extracomment>
        <translation>Keine Berechtigung, %1 zu verwenden: Die Authentifizierung wurde abgebrochen oder verweigert.</translation>
    </message>
    <message>
        <source>Could not ask polkit whether %1 may be used (%2). Make sure polkit is installed and running, then try again.</source>
        <extracomment>%1 device path, %2 D-Bus error text</extracomment>
        <translation>polkit konnte nicht gefragt werden, ob %1 verwendet werden darf (%2). Stellen Sie sicher, dass polkit installiert ist und läuft, und versuchen Sie es dann erneut.</translation>
    </message>
    <message>
        <source>Not authorised to use %1: authentication is needed, but no authentication agent could ask for it. Start DriveProof from a desktop session, or run pkttyagent in this terminal.</source>
        <extracomment>%1 device path</extracomment>
        <translation>Keine Berechtigung, %1 zu verwenden: Eine Authentifizierung ist nötig, aber kein Authentifizierungsagent konnte danach fragen. Starten Sie DriveProof aus einer Desktop-Sitzung, oder führen Sie pkttyagent in diesem Terminal aus.</translation>
    </message>
    <message>
        <source>Not authorised to use %1. Ask an administrator to allow it.</source>
        <extracomment>%1 device path</extracomment>
        <translation>Keine Berechtigung, %1 zu verwenden. Bitten Sie einen Administrator, dies zu erlauben.</translation>
    </message>
    <message>
        <source>%1 is a symbolic link. Give the device node itself, as lsblk lists it.</source>
        <extracomment>%1 device path</extracomment>
        <translation>%1 ist ein symbolischer Link. Geben Sie die Gerätedatei selbst an, so wie lsblk sie auflistet.</translation>
    </message>
    <message>
        <source>%1 is in use: it is mounted, or another program holds it exclusively. Unmount it or close that program, then try again.</source>
        <extracomment>%1 device path</extracomment>
        <translation>%1 wird verwendet: Es ist eingehängt, oder ein anderes Programm belegt es exklusiv. Hängen Sie es aus oder beenden Sie das Programm, und versuchen Sie es dann erneut.</translation>
    </message>
    <message>
        <source>%1 could not be opened (%2): the device is gone or has no medium.</source>
        <extracomment>%1 device path, %2 system error text</extracomment>
        <translation>%1 konnte nicht geöffnet werden (%2): Das Gerät ist nicht mehr vorhanden oder enthält kein Medium.</translation>
    </message>
    <message>
        <source>%1 could not be opened: %2.</source>
        <extracomment>%1 device path, %2 system error text</extracomment>
        <translation>%1 konnte nicht geöffnet werden: %2.</translation>
    </message>
    <message>
        <source>“%1” is not a device path the helper accepts. Give the kernel&apos;s name of a block device, such as /dev/sdb or /dev/nvme0n1, not a symbolic link such as /dev/disk/by-id/….</source>
        <extracomment>%1 the path the caller gave (shortened)</extracomment>
        <translation>„%1“ ist kein Gerätepfad, den der Hilfsdienst akzeptiert. Geben Sie den Kernel-Namen eines Blockgeräts an, etwa /dev/sdb oder /dev/nvme0n1, keinen symbolischen Link wie /dev/disk/by-id/….</translation>
    </message>
    <message>
        <source>%1 is not a block device known to the kernel (there is no “%2” in /sys/class/block). Check the name with lsblk.</source>
        <extracomment>%1 device path, %2 kernel name</extracomment>
        <translation>%1 ist kein Blockgerät, das der Kernel kennt (in /sys/class/block gibt es kein „%2“). Prüfen Sie den Namen mit lsblk.</translation>
    </message>
    <message>
        <source>%1 is not a block device node.</source>
        <extracomment>%1 device path</extracomment>
        <translation>%1 ist keine Gerätedatei eines Blockgeräts.</translation>
    </message>
    <message>
        <source>%1 is device %2, but the kernel says %4 is %3: the node does not belong to that device. Refusing to open it.</source>
        <extracomment>%1 device path, %2 and %3 device numbers like 8:16, %4 kernel name</extracomment>
        <translation>%1 ist Gerät %2, aber laut Kernel ist %4 das Gerät %3: Die Gerätedatei gehört nicht zu diesem Gerät. Sie wird nicht geöffnet.</translation>
    </message>
    <message>
        <source>%1 is a partition, but this works on the whole drive. Use %2.</source>
        <extracomment>%1 partition path, %2 disk path</extracomment>
        <translation>%1 ist eine Partition, dies funktioniert aber nur mit dem ganzen Laufwerk. Verwenden Sie %2.</translation>
    </message>
    <message>
        <source>%1 disappeared while it was being checked.</source>
        <extracomment>%1 device path</extracomment>
        <translation>%1 ist während der Prüfung verschwunden.</translation>
    </message>
    <message>
        <source>%1 changed while it was being opened: it is no longer the device the kernel lists under that name. Refusing it.</source>
        <extracomment>%1 device path</extracomment>
        <translation>%1 hat sich beim Öffnen geändert: Es ist nicht mehr das Gerät, das der Kernel unter diesem Namen führt. Es wird abgelehnt.</translation>
    </message>
    <message>
        <source>none</source>
        <translation>keine</translation>
    </message>
    <message>
        <source>Unknown mode “%1” for %2. Use “r”, “w” or “rw”.</source>
        <extracomment>%1 the mode the caller gave, %2 device path</extracomment>
        <translation>Unbekannter Modus „%1“ für %2. Verwenden Sie „r“, „w“ oder „rw“.</translation>
    </message>
    <message>
        <source>Unknown flag “%1” for %2. Known flags: direct, sync, dsync, exclusive.</source>
        <extracomment>%1 the flag the caller gave, %2 device path</extracomment>
        <translation>Unbekanntes Flag „%1“ für %2. Bekannte Flags: direct, sync, dsync, exclusive.</translation>
    </message>
    <message>
        <source>The command to %1 failed.</source>
        <extracomment>%1 device path</extracomment>
        <translation>Der Befehl an %1 ist fehlgeschlagen.</translation>
    </message>
    <message>
        <source>%1 disappeared while it was being read.</source>
        <extracomment>%1 device path</extracomment>
        <translation>%1 ist beim Lesen verschwunden.</translation>
    </message>
    <message>
        <source>DriveProof&apos;s privileged helper, a D-Bus system service (%1). D-Bus starts it when DriveProof needs it; it is not meant to be run by hand.</source>
        <extracomment>%1 D-Bus service name</extracomment>
        <translation>Der privilegierte Hilfsdienst von DriveProof, ein D-Bus-Systemdienst (%1). D-Bus startet ihn, wenn DriveProof ihn braucht; er ist nicht dafür gedacht, von Hand gestartet zu werden.</translation>
    </message>
    <message>
        <source>For tests: serve on the bus at ADDRESS instead of the system bus, and ask the polkit found there.</source>
        <translation>Für Tests: am Bus unter ADDRESS statt am Systembus bereitstehen und das dort gefundene polkit fragen.</translation>
    </message>
    <message>
        <source>Exit after SECONDS without calls (default %1).</source>
        <extracomment>%1 number of seconds</extracomment>
        <translation>Nach SECONDS Sekunden ohne Aufrufe beenden (Standard: %1).</translation>
    </message>
    <message>
        <source>Unknown option “%1”, or a value of the wrong type, for %2. Known options: %3.</source>
        <extracomment>%1 option name, %2 device path, %3 list of known option names</extracomment>
        <translation>Unbekannte Option „%1“ oder ein Wert des falschen Typs für %2. Bekannte Optionen: %3.</translation>
    </message>
    <message>
        <source>%1 is in use and cannot be opened for writing: %2 Unmount, swapoff or stop that first.</source>
        <extracomment>%1 device path, %2 a sentence saying what uses it, e.g. &quot;/dev/sdb1 is mounted on /home.&quot;</extracomment>
        <translation>%1 wird verwendet und kann nicht zum Schreiben geöffnet werden: %2 Hängen Sie es zuerst aus, führen Sie swapoff aus oder stoppen Sie, was es verwendet.</translation>
    </message>
    <message>
        <source>Unknown self-test action “%1” for %2. Use “short”, “extended”, “conveyance”, “abort” or “status”.</source>
        <extracomment>%1 the action the caller gave, %2 device path</extracomment>
        <translation>Unbekannte Selbsttest-Aktion „%1“ für %2. Verwenden Sie „short“, „extended“, „conveyance“, „abort“ oder „status“.</translation>
    </message>
    <message>
        <source>A DriveProof test is running on %1: a self-test now would disturb it. Start the self-test when the test is done.</source>
        <extracomment>%1 device path</extracomment>
        <translation>Auf %1 läuft ein DriveProof-Test: Ein Selbsttest würde ihn jetzt stören. Starten Sie den Selbsttest, wenn der Test fertig ist.</translation>
    </message>
    <message>
        <source>Unknown purpose “%1” for %2. Known purposes: capacity-check.</source>
        <extracomment>%1 the purpose the caller gave, %2 device path</extracomment>
        <translation>Unbekannter Zweck „%1“ für %2. Bekannte Zwecke: capacity-check.</translation>
    </message>
    <message>
        <source>A capacity check writes to %1: open it with mode “rw”.</source>
        <extracomment>%1 device path</extracomment>
        <translation>Eine Kapazitätsprüfung schreibt auf %1: Öffnen Sie es im Modus „rw“.</translation>
    </message>
</context>
<context>
    <name>DriveProof::PowerLoss</name>
    <message>
        <source>Cannot write the witness journal %1: %2</source>
        <extracomment>%1 is a file path, %2 the system&apos;s error message.</extracomment>
        <translation>Das Journal des Zeugen %1 kann nicht geschrieben werden: %2</translation>
    </message>
    <message>
        <source>Damaged record at byte %1 with good records after it.</source>
        <translation>Beschädigter Datensatz bei Byte %1, gefolgt von intakten Datensätzen.</translation>
    </message>
    <message>
        <source>Record at byte %1 contradicts the run before it.</source>
        <extracomment>%1 is a byte offset in the witness journal file.</extracomment>
        <translation>Der Datensatz bei Byte %1 widerspricht den vorangehenden Datensätzen.</translation>
    </message>
    <message>
        <source>Cannot truncate the torn end of the journal.</source>
        <translation>Das zerrissene Ende des Journals kann nicht abgeschnitten werden.</translation>
    </message>
    <message>
        <source>The simulated drive is already running.</source>
        <translation>Das simulierte Laufwerk läuft bereits.</translation>
    </message>
    <message>
        <source>The simulated drive program %1 was not found. Install DriveProof completely (it lives in libexec) or set DRIVEPROOF_LYINGDISK to its path.</source>
        <extracomment>%1 is a program name</extracomment>
        <translation>Das Programm %1 für das simulierte Laufwerk wurde nicht gefunden. Installieren Sie DriveProof vollständig (es liegt in libexec), oder setzen Sie DRIVEPROOF_LYINGDISK auf seinen Pfad.</translation>
    </message>
    <message>
        <source>Cannot create the folder for the simulated drive.</source>
        <translation>Der Ordner für das simulierte Laufwerk kann nicht angelegt werden.</translation>
    </message>
    <message>
        <source>Something is already mounted on this folder. Unmount it first (fusermount3 -u).</source>
        <translation>In diesem Ordner ist bereits etwas eingehängt. Hängen Sie es zuerst aus (fusermount3 -u).</translation>
    </message>
    <message>
        <source>Cannot start the simulated drive: %1</source>
        <translation>Das simulierte Laufwerk kann nicht gestartet werden: %1</translation>
    </message>
    <message>
        <source>The simulated drive stopped before it was ready (exit status %1): %2</source>
        <extracomment>%1 is the program&apos;s exit status, %2 what it printed</extracomment>
        <translation>Das simulierte Laufwerk wurde beendet, bevor es bereit war (Exit-Status %1): %2</translation>
    </message>
    <message>
        <source>The simulated drive did not appear within %1 s: %2</source>
        <extracomment>%1 is a number of seconds, %2 what the program printed</extracomment>
        <translation>Das simulierte Laufwerk ist nicht innerhalb von %1 s erschienen: %2</translation>
    </message>
    <message>
        <source>The simulated drive is not running.</source>
        <translation>Das simulierte Laufwerk läuft nicht.</translation>
    </message>
    <message>
        <source>Cannot signal the simulated drive.</source>
        <translation>Dem simulierten Laufwerk kann kein Signal gesendet werden.</translation>
    </message>
    <message>
        <source>The simulated drive did not confirm the power cut.</source>
        <translation>Das simulierte Laufwerk hat den Stromausfall nicht bestätigt.</translation>
    </message>
    <message>
        <source>Cannot unmount the simulated drive. Run: fusermount3 -u -z %1</source>
        <translation>Das simulierte Laufwerk kann nicht ausgehängt werden. Führen Sie aus: fusermount3 -u -z %1</translation>
    </message>
    <message>
        <source>The simulated drive did not stop in time; it was killed and its cache lost.</source>
        <translation>Das simulierte Laufwerk hat nicht rechtzeitig angehalten; es wurde zwangsweise beendet, und sein Cache ging verloren.</translation>
    </message>
    <message>
        <source>The simulated drive failed while stopping: %1</source>
        <extracomment>%1 is what the program printed</extracomment>
        <translation>Das simulierte Laufwerk ist beim Beenden fehlgeschlagen: %1</translation>
    </message>
    <message>
        <source>No error.</source>
        <translation>Kein Fehler.</translation>
    </message>
    <message>
        <source>Not a DriveProof power-loss frame (bad magic).</source>
        <extracomment>The power-loss witness received bytes that are not a DriveProof frame.</extracomment>
        <translation>Kein Datenpaket des DriveProof-Stromausfalltests (falsche Kennung).</translation>
    </message>
    <message>
        <source>Unsupported power-loss protocol version: update DriveProof on both machines.</source>
        <translation>Nicht unterstützte Protokollversion des Stromausfalltests: Aktualisieren Sie DriveProof auf beiden Rechnern.</translation>
    </message>
    <message>
        <source>Unknown power-loss message type.</source>
        <translation>Unbekannter Nachrichtentyp des Stromausfalltests.</translation>
    </message>
    <message>
        <source>Power-loss frame too long for its type.</source>
        <translation>Datenpaket des Stromausfalltests ist für seinen Typ zu lang.</translation>
    </message>
    <message>
        <source>Power-loss frame damaged in transit (CRC mismatch).</source>
        <translation>Datenpaket des Stromausfalltests bei der Übertragung beschädigt (CRC stimmt nicht).</translation>
    </message>
    <message>
        <source>Wrong pairing code: type the code the witness shows.</source>
        <extracomment>The pairing code is the code the witness shows and the user types on the writer.</extracomment>
        <translation>Falscher Kopplungscode: Geben Sie den Code ein, den der Zeuge anzeigt.</translation>
    </message>
    <message>
        <source>Power-loss frame replayed or out of order.</source>
        <translation>Datenpaket des Stromausfalltests wiederholt oder in falscher Reihenfolge.</translation>
    </message>
    <message>
        <source>Power-loss message malformed or with a value out of range.</source>
        <translation>Nachricht des Stromausfalltests fehlerhaft oder mit einem Wert außerhalb des zulässigen Bereichs.</translation>
    </message>
    <message>
        <source>Power-loss message not expected at this point.</source>
        <translation>Nachricht des Stromausfalltests an dieser Stelle nicht erwartet.</translation>
    </message>
    <message>
        <source>Commit sequence numbers must increase.</source>
        <translation>Die Folgenummern der Commits müssen ansteigen.</translation>
    </message>
    <message>
        <source>This run is already known to the witness with other parameters.</source>
        <translation>Dieser Testlauf ist dem Zeugen bereits mit anderen Parametern bekannt.</translation>
    </message>
    <message>
        <source>The witness knows no run with this id.</source>
        <translation>Der Zeuge kennt keinen Testlauf mit dieser ID.</translation>
    </message>
    <message>
        <source>This run has already ended.</source>
        <translation>Dieser Testlauf ist bereits beendet.</translation>
    </message>
    <message>
        <source>The witness cannot keep this run&apos;s journal (disk error or damaged journal).</source>
        <translation>Der Zeuge kann das Journal dieses Testlaufs nicht führen (Datenträgerfehler oder beschädigtes Journal).</translation>
    </message>
    <message>
        <source>The witness has too many connections.</source>
        <translation>Der Zeuge hat zu viele Verbindungen.</translation>
    </message>
    <message>
        <source>The connection was silent for too long.</source>
        <translation>Über die Verbindung kam zu lange nichts.</translation>
    </message>
    <message>
        <source>The same run connected again from elsewhere; this connection was closed.</source>
        <translation>Derselbe Testlauf hat sich von anderer Stelle erneut verbunden; diese Verbindung wurde geschlossen.</translation>
    </message>
    <message>
        <source>Unknown reason.</source>
        <translation>Unbekannter Grund.</translation>
    </message>
    <message>
        <source>The test area was filled and flushed before the run.</source>
        <translation>Der Testbereich wurde vor dem Testlauf gefüllt und per Flush festgeschrieben.</translation>
    </message>
    <message>
        <source>The witness never heard that the test area was prepared: start a new run.</source>
        <translation>Der Zeuge hat nie erfahren, dass der Testbereich vorbereitet wurde: Starten Sie einen neuen Testlauf.</translation>
    </message>
    <message>
        <source>Simulated power cut (practice mode): no reboot was expected.</source>
        <translation>Simulierter Stromausfall (Übungsmodus): Es wurde kein Neustart erwartet.</translation>
    </message>
    <message>
        <source>The machine restarted after the test.</source>
        <translation>Der Rechner wurde nach dem Test neu gestartet.</translation>
    </message>
    <message>
        <source>The boot id could not be compared, so a restart cannot be confirmed.</source>
        <translation>Die Boot-ID konnte nicht verglichen werden, daher lässt sich ein Neustart nicht bestätigen.</translation>
    </message>
    <message>
        <source>The machine has not restarted since the test: cut the power, then verify after the reboot.</source>
        <translation>Der Rechner wurde seit dem Test nicht neu gestartet: Trennen Sie die Stromversorgung und prüfen Sie nach dem Neustart.</translation>
    </message>
    <message>
        <source>The drive has no unsafe-shutdown counter; this check was skipped.</source>
        <translation>Das Laufwerk hat keinen Zähler für unsichere Abschaltungen; diese Prüfung wurde übersprungen.</translation>
    </message>
    <message>
        <source>The drive counted an unsafe shutdown (%1 → %2).</source>
        <extracomment>%1 and %2 counts of unsafe shutdowns reported by the drive</extracomment>
        <translation>Das Laufwerk hat eine unsichere Abschaltung gezählt (%1 → %2).</translation>
    </message>
    <message>
        <source>The drive saw a clean shutdown (its unsafe-shutdown counter stayed at %1): pull the plug, don&apos;t press the power button.</source>
        <translation>Das Laufwerk hat ein ordnungsgemäßes Abschalten erkannt (sein Zähler für unsichere Abschaltungen blieb bei %1): Ziehen Sie den Stecker, drücken Sie nicht den Ein-/Aus-Schalter.</translation>
    </message>
    <message>
        <source>No commit reached the witness: let the test run before cutting the power.</source>
        <translation>Kein Commit hat den Zeugen erreicht: Lassen Sie den Test laufen, bevor Sie den Strom trennen.</translation>
    </message>
    <message>
        <source>Commits were reaching the witness until the cut.</source>
        <translation>Commits haben den Zeugen bis zum Stromausfall erreicht.</translation>
    </message>
    <message>
        <source>The last commit reached the witness %1 s before the writer went silent: the test was not writing when the power went.</source>
        <translation>Der letzte Commit erreichte den Zeugen %1 s, bevor der Schreibprozess verstummte: Der Test schrieb nicht, als der Strom ausfiel.</translation>
    </message>
    <message>
        <source>Writes were in flight when the writer went silent.</source>
        <translation>Als der Schreibprozess verstummte, waren Schreibvorgänge ausstehend.</translation>
    </message>
    <message>
        <source>No write was in flight at the cut: every issued write had been acknowledged, so the cut tested nothing pending.</source>
        <translation>Beim Stromausfall war kein Schreibvorgang ausstehend: Jeder abgesetzte Schreibvorgang war bereits bestätigt, daher hat der Stromausfall nichts Ausstehendes getestet.</translation>
    </message>
    <message>
        <source>The link to the witness was alive until the cut.</source>
        <translation>Die Verbindung zum Zeugen bestand bis zum Stromausfall.</translation>
    </message>
    <message>
        <source>The witness did not hear the writer until the cut.</source>
        <translation>Der Zeuge hat schon vor dem Stromausfall nichts mehr vom Schreibprozess gehört.</translation>
    </message>
    <message>
        <source>The writer stopped on an error before the cut: %1</source>
        <translation>Der Schreibprozess wurde vor dem Stromausfall durch einen Fehler beendet: %1</translation>
    </message>
    <message>
        <source>The writer reported no error.</source>
        <translation>Der Schreibprozess hat keinen Fehler gemeldet.</translation>
    </message>
    <message>
        <source>The writer stopped on purpose before the cut: cut the power while the test is writing.</source>
        <translation>Der Schreibprozess wurde vor dem Stromausfall absichtlich beendet: Trennen Sie den Strom, während der Test schreibt.</translation>
    </message>
    <message>
        <source>The writer did not stop on its own.</source>
        <translation>Der Schreibprozess hat nicht von selbst angehalten.</translation>
    </message>
    <message numerus="yes">
        <source>%Ln block(s) hold exactly what they should.</source>
        <translation>
            <numerusform>%Ln Block enthält genau das, was er enthalten soll.</numerusform>
            <numerusform>%Ln Blöcke enthalten genau das, was sie enthalten sollen.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln block(s) hold data that was written to another place.</source>
        <translation>
            <numerusform>%Ln Block enthält Daten, die an eine andere Stelle geschrieben wurden.</numerusform>
            <numerusform>%Ln Blöcke enthalten Daten, die an eine andere Stelle geschrieben wurden.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln block(s) hold data from before this test: the drive forgot the preparation.</source>
        <translation>
            <numerusform>%Ln Block enthält Daten von vor diesem Test: Das Laufwerk hat die Vorbereitung vergessen.</numerusform>
            <numerusform>%Ln Blöcke enthalten Daten von vor diesem Test: Das Laufwerk hat die Vorbereitung vergessen.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln block(s) are half old, half new: a write tore inside a block.</source>
        <translation>
            <numerusform>%Ln Block ist halb alt, halb neu: Ein Schreibvorgang ist innerhalb eines Blocks zerrissen.</numerusform>
            <numerusform>%Ln Blöcke sind halb alt, halb neu: Ein Schreibvorgang ist innerhalb eines Blocks zerrissen.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln block(s) have flipped bits.</source>
        <translation>
            <numerusform>%Ln Block hat gekippte Bits.</numerusform>
            <numerusform>%Ln Blöcke haben gekippte Bits.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln block(s) read back as zeros.</source>
        <translation>
            <numerusform>%Ln Block enthält beim Zurücklesen nur Nullen.</numerusform>
            <numerusform>%Ln Blöcke enthalten beim Zurücklesen nur Nullen.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln block(s) read back erased (all ones).</source>
        <translation>
            <numerusform>%Ln Block ist beim Zurücklesen gelöscht (nur Einsen).</numerusform>
            <numerusform>%Ln Blöcke sind beim Zurücklesen gelöscht (nur Einsen).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln block(s) hold data nobody wrote.</source>
        <translation>
            <numerusform>%Ln Block enthält Daten, die niemand geschrieben hat.</numerusform>
            <numerusform>%Ln Blöcke enthalten Daten, die niemand geschrieben hat.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln block(s) cannot be read.</source>
        <translation>
            <numerusform>%Ln Block kann nicht gelesen werden.</numerusform>
            <numerusform>%Ln Blöcke können nicht gelesen werden.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln acknowledged write(s) were lost.</source>
        <translation>
            <numerusform>%Ln bestätigter Schreibvorgang ging verloren.</numerusform>
            <numerusform>%Ln bestätigte Schreibvorgänge gingen verloren.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln acknowledged write(s) survived only in part.</source>
        <translation>
            <numerusform>%Ln bestätigter Schreibvorgang blieb nur teilweise erhalten.</numerusform>
            <numerusform>%Ln bestätigte Schreibvorgänge blieben nur teilweise erhalten.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln acknowledged write(s) were lost while later ones survived: the drive reorders writes across flushes.</source>
        <translation>
            <numerusform>%Ln bestätigter Schreibvorgang ging verloren, während spätere erhalten blieben: Das Laufwerk ordnet Schreibvorgänge über Flushes hinweg um.</numerusform>
            <numerusform>%Ln bestätigte Schreibvorgänge gingen verloren, während spätere erhalten blieben: Das Laufwerk ordnet Schreibvorgänge über Flushes hinweg um.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln acknowledged write(s) just before the cut were lost: the drive acknowledges flushes before the data is safe.</source>
        <translation>
            <numerusform>%Ln bestätigter Schreibvorgang kurz vor dem Stromausfall ging verloren: Das Laufwerk bestätigt Flushes, bevor die Daten sicher sind.</numerusform>
            <numerusform>%Ln bestätigte Schreibvorgänge kurz vor dem Stromausfall gingen verloren: Das Laufwerk bestätigt Flushes, bevor die Daten sicher sind.</numerusform>
        </translation>
    </message>
    <message>
        <source>The drive cannot be read at all after the power cut.</source>
        <translation>Das Laufwerk kann nach dem Stromausfall überhaupt nicht gelesen werden.</translation>
    </message>
    <message>
        <source>The drive&apos;s identity or capacity changed after the power cut.</source>
        <translation>Identität oder Kapazität des Laufwerks haben sich nach dem Stromausfall geändert.</translation>
    </message>
    <message numerus="yes">
        <source>%Ln block(s) written only before the test were damaged: data at rest is not safe on this drive.</source>
        <translation>
            <numerusform>%Ln Block, der nur vor dem Test geschrieben wurde, wurde beschädigt: Ruhende Daten sind auf diesem Laufwerk nicht sicher.</numerusform>
            <numerusform>%Ln Blöcke, die nur vor dem Test geschrieben wurden, wurden beschädigt: Ruhende Daten sind auf diesem Laufwerk nicht sicher.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln contradiction(s) between the witness&apos;s record and the test plan: a bug in DriveProof, so this run proves nothing.</source>
        <translation>
            <numerusform>%Ln Widerspruch zwischen der Aufzeichnung des Zeugen und dem Testplan: ein Fehler in DriveProof, daher beweist dieser Testlauf nichts.</numerusform>
            <numerusform>%Ln Widersprüche zwischen der Aufzeichnung des Zeugen und dem Testplan: ein Fehler in DriveProof, daher beweist dieser Testlauf nichts.</numerusform>
        </translation>
    </message>
    <message>
        <source>Not an address: %1. Use HOST:PORT or [IPv6]:PORT.</source>
        <extracomment>%1 is what the user typed as the witness address, e.g. 0.0.0.0:7070.
----------
%1 is the witness address the user typed.</extracomment>
        <translation>Keine Adresse: %1. Verwenden Sie HOST:PORT oder [IPv6]:PORT.</translation>
    </message>
    <message>
        <source>Cannot create the witness journal folder %1.</source>
        <extracomment>%1 is a folder path.</extracomment>
        <translation>Der Journalordner %1 des Zeugen kann nicht angelegt werden.</translation>
    </message>
    <message>
        <source>The journal in folder %1 belongs to another run.</source>
        <translation>Das Journal im Ordner %1 gehört zu einem anderen Testlauf.</translation>
    </message>
    <message>
        <source>Lost the connection to the witness; reconnecting.</source>
        <translation>Verbindung zum Zeugen verloren; sie wird neu aufgebaut.</translation>
    </message>
    <message>
        <source>Lost the connection to the witness.</source>
        <translation>Verbindung zum Zeugen verloren.</translation>
    </message>
    <message>
        <source>The witness did not answer in time.</source>
        <translation>Der Zeuge hat nicht rechtzeitig geantwortet.</translation>
    </message>
    <message>
        <source>The witness refused: %1</source>
        <extracomment>%1 is the reason the witness gave.</extracomment>
        <translation>Der Zeuge hat abgelehnt: %1</translation>
    </message>
    <message>
        <source>The ledger from the witness is damaged (size or digest mismatch).</source>
        <translation>Die Aufzeichnung vom Zeugen ist beschädigt (Größe oder Prüfsumme stimmt nicht).</translation>
    </message>
    <message>
        <source>The report is too large to keep on the witness.</source>
        <translation>Der Bericht ist zu groß, um auf dem Zeugen gespeichert zu werden.</translation>
    </message>
    <message>
        <source>Unexpected answer from the witness.</source>
        <translation>Unerwartete Antwort vom Zeugen.</translation>
    </message>
    <message>
        <source>Cannot resolve %1: %2</source>
        <extracomment>%1 is a host name or address, %2 the resolver&apos;s error message.</extracomment>
        <translation>%1 kann nicht aufgelöst werden: %2</translation>
    </message>
    <message>
        <source>Cannot listen on %1: %2</source>
        <extracomment>%1 is an address:port, %2 the system&apos;s error message.</extracomment>
        <translation>Auf %1 kann nicht auf Verbindungen gewartet werden: %2</translation>
    </message>
    <message>
        <source>Cannot reach the witness at %1: %2</source>
        <extracomment>%1 is the witness&apos;s address:port, %2 the system&apos;s error message.</extracomment>
        <translation>Der Zeuge unter %1 ist nicht erreichbar: %2</translation>
    </message>
    <message>
        <source>This file system does not support direct I/O: the writer goes through the page cache, which the commits flush.</source>
        <translation>Dieses Dateisystem unterstützt kein direktes I/O: Der Schreibprozess geht über den Seitencache, den die Commits per Flush leeren.</translation>
    </message>
    <message>
        <source>Cannot open %1 for writing: %2.</source>
        <extracomment>%1 file or device, %2 the system&apos;s error text</extracomment>
        <translation>%1 kann nicht zum Schreiben geöffnet werden: %2.</translation>
    </message>
    <message>
        <source>The power-loss test parameters are invalid.</source>
        <translation>Die Parameter des Stromausfalltests sind ungültig.</translation>
    </message>
    <message>
        <source>Preparing the test area failed: %1.</source>
        <extracomment>%1 the system&apos;s error text</extracomment>
        <translation>Vorbereiten des Testbereichs fehlgeschlagen: %1.</translation>
    </message>
    <message>
        <source>Flushing the prepared test area failed: %1.</source>
        <translation>Festschreiben (Flush) des vorbereiteten Testbereichs fehlgeschlagen: %1.</translation>
    </message>
    <message>
        <source>Write %1 failed: %2. The run is invalid; the writer stopped and does not retry.</source>
        <extracomment>%1 the write&apos;s sequence number, %2 the system&apos;s error text</extracomment>
        <translation>Schreibvorgang %1 fehlgeschlagen: %2. Der Testlauf ist ungültig; der Schreibprozess wurde beendet und versucht es nicht erneut.</translation>
    </message>
    <message>
        <source>Committing up to write %1 failed: %2. The run is invalid; the writer stopped and does not retry.</source>
        <extracomment>%1 the last write&apos;s sequence number, %2 the system&apos;s error text</extracomment>
        <translation>Commit bis Schreibvorgang %1 fehlgeschlagen: %2. Der Testlauf ist ungültig; der Schreibprozess wurde beendet und versucht es nicht erneut.</translation>
    </message>
    <message>
        <source>Cannot save the pending test in %1: %2.</source>
        <extracomment>%1 file name, %2 the system&apos;s error text</extracomment>
        <translation>Der ausstehende Test kann nicht in %1 gespeichert werden: %2.</translation>
    </message>
    <message>
        <source>Cannot write the autostart entry %1: %2.</source>
        <extracomment>%1 file name, %2 the system&apos;s error text</extracomment>
        <translation>Der Autostart-Eintrag %1 kann nicht geschrieben werden: %2.</translation>
    </message>
    <message>
        <source>Practice mode needs FUSE, and /dev/fuse cannot be used here.</source>
        <translation>Der Übungsmodus braucht FUSE, und /dev/fuse ist hier nicht verwendbar.</translation>
    </message>
    <message>
        <source>Practice mode needs fusermount3 (the fuse3 package).</source>
        <translation>Der Übungsmodus braucht fusermount3 (Paket fuse3).</translation>
    </message>
    <message>
        <source>Practice mode needs driveproof-lyingdisk, which is not installed.</source>
        <translation>Der Übungsmodus braucht driveproof-lyingdisk, das nicht installiert ist.</translation>
    </message>
    <message>
        <source>Cannot create a temporary folder for practice.</source>
        <translation>Für die Übung kann kein temporärer Ordner angelegt werden.</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a pairing code.</source>
        <extracomment>%1 what was given</extracomment>
        <translation>&apos;%1&apos; ist kein Kopplungscode.</translation>
    </message>
    <message>
        <source>DriveProof simulated drive (%1)</source>
        <extracomment>the simulated drive of practice mode; %1 honest or lying</extracomment>
        <translation>Simuliertes DriveProof-Laufwerk (%1)</translation>
    </message>
    <message>
        <source>lying</source>
        <translation>lügend</translation>
    </message>
    <message>
        <source>honest</source>
        <translation>ehrlich</translation>
    </message>
    <message>
        <source>Practice cancelled.</source>
        <translation>Übung abgebrochen.</translation>
    </message>
    <message>
        <source>idle</source>
        <translation>untätig</translation>
    </message>
    <message>
        <source>starting the simulated drive and witness</source>
        <extracomment>practice mode: the simulated drive and the local witness start</extracomment>
        <translation>simuliertes Laufwerk und Zeuge werden gestartet</translation>
    </message>
    <message>
        <source>preparing</source>
        <extracomment>the test area is being filled with known data</extracomment>
        <translation>Vorbereitung</translation>
    </message>
    <message>
        <source>writing</source>
        <translation>Schreiben</translation>
    </message>
    <message>
        <source>cutting the power</source>
        <extracomment>practice mode: the simulated power cut</extracomment>
        <translation>Strom wird getrennt</translation>
    </message>
    <message>
        <source>verifying</source>
        <translation>Prüfung</translation>
    </message>
    <message>
        <source>done</source>
        <translation>fertig</translation>
    </message>
    <message>
        <source>failed</source>
        <translation>fehlgeschlagen</translation>
    </message>
    <message>
        <source>This is a virtual machine: pulling its virtual plug tests the host&apos;s storage stack, not a drive. Run the test on real hardware.</source>
        <translation>Dies ist eine virtuelle Maschine: Das Ziehen ihres virtuellen Steckers testet den Speicherstapel des Hosts, nicht ein Laufwerk. Führen Sie den Test auf echter Hardware aus.</translation>
    </message>
    <message>
        <source>The machine runs on its battery: pulling the plug would not cut the power. Remove the battery, or use a machine without one.</source>
        <translation>Der Rechner läuft mit Akku: Das Ziehen des Steckers würde den Strom nicht trennen. Entfernen Sie den Akku, oder verwenden Sie einen Rechner ohne Akku.</translation>
    </message>
    <message>
        <source>The drive sits behind a USB bridge, which may have a cache and flush rules of its own: the verdict is about the bridge and the drive together.</source>
        <translation>Das Laufwerk hängt hinter einer USB-Brücke, die einen eigenen Cache und eigene Flush-Regeln haben kann: Die Bewertung gilt für Brücke und Laufwerk zusammen.</translation>
    </message>
    <message>
        <source>The drive&apos;s write cache is on. That is normal: the test shows whether the drive still keeps every write it acknowledged.</source>
        <translation>Der Schreibcache des Laufwerks ist eingeschaltet. Das ist normal: Der Test zeigt, ob das Laufwerk trotzdem jeden bestätigten Schreibvorgang behält.</translation>
    </message>
    <message>
        <source>The drive&apos;s unsafe-shutdown counter cannot be read, so the verifier cannot confirm that the power really went away.</source>
        <translation>Der Zähler für unsichere Abschaltungen des Laufwerks lässt sich nicht lesen, daher kann die Prüfung nicht bestätigen, dass der Strom wirklich weg war.</translation>
    </message>
    <message>
        <source>Choose a file or a device for the test area.</source>
        <translation>Wählen Sie eine Datei oder ein Gerät für den Testbereich.</translation>
    </message>
    <message>
        <source>%1 is neither a regular file nor a block device.</source>
        <extracomment>%1 a path</extracomment>
        <translation>%1 ist weder eine reguläre Datei noch ein Blockgerät.</translation>
    </message>
    <message>
        <source>The folder %1 does not exist.</source>
        <extracomment>%1 a folder</extracomment>
        <translation>Der Ordner %1 existiert nicht.</translation>
    </message>
    <message>
        <source>The device %1 was not found.</source>
        <extracomment>%1 a device node</extracomment>
        <translation>Das Gerät %1 wurde nicht gefunden.</translation>
    </message>
    <message>
        <source>Cannot create %1: %2.</source>
        <extracomment>%1 file, %2 the system&apos;s error text</extracomment>
        <translation>%1 kann nicht angelegt werden: %2.</translation>
    </message>
    <message>
        <source>Cannot reserve space for %1: %2.</source>
        <extracomment>%1 file, %2 the system&apos;s error text</extracomment>
        <translation>Für %1 kann kein Speicherplatz reserviert werden: %2.</translation>
    </message>
    <message>
        <source>Cannot reach the witness at %1: %2. Is driveproof-cli witness running there, and is the port open?</source>
        <extracomment>%1 the witness&apos;s address, %2 the network&apos;s error text</extracomment>
        <translation>Der Zeuge unter %1 ist nicht erreichbar: %2. Läuft dort driveproof-cli witness, und ist der Port offen?</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a pairing code: type the 12 characters the witness shows.</source>
        <extracomment>%1 what the user typed</extracomment>
        <translation>&apos;%1&apos; ist kein Kopplungscode: Geben Sie die 12 Zeichen ein, die der Zeuge anzeigt.</translation>
    </message>
    <message>
        <source>The test area on %1 is too small: give it at least 1 MiB.</source>
        <extracomment>%1 the file or device</extracomment>
        <translation>Der Testbereich auf %1 ist zu klein: Geben Sie ihm mindestens 1 MiB.</translation>
    </message>
    <message>
        <source>The witness at %1 did not confirm every commit before the end.</source>
        <extracomment>%1 the witness&apos;s address</extracomment>
        <translation>Der Zeuge unter %1 hat nicht jeden Commit vor dem Ende bestätigt.</translation>
    </message>
    <message>
        <source>connecting to the witness</source>
        <translation>Verbindung zum Zeugen wird hergestellt</translation>
    </message>
    <message>
        <source>paused</source>
        <extracomment>writing paused while the witness cannot be reached</extracomment>
        <translation>pausiert</translation>
    </message>
    <message>
        <source>stopped</source>
        <translation>beendet</translation>
    </message>
    <message>
        <source>connecting</source>
        <translation>verbindet</translation>
    </message>
    <message>
        <source>connected</source>
        <translation>verbunden</translation>
    </message>
    <message>
        <source>unreachable</source>
        <translation>nicht erreichbar</translation>
    </message>
    <message>
        <source>refused</source>
        <translation>abgelehnt</translation>
    </message>
    <message>
        <source>closed</source>
        <extracomment>the link to the witness was closed</extracomment>
        <translation>geschlossen</translation>
    </message>
    <message>
        <source>Cannot open %1: %2.</source>
        <extracomment>%1 file, %2 the system&apos;s error text</extracomment>
        <translation>%1 kann nicht geöffnet werden: %2.</translation>
    </message>
    <message>
        <source>The pending test has no valid pairing code.</source>
        <translation>Der ausstehende Test hat keinen gültigen Kopplungscode.</translation>
    </message>
    <message>
        <source>Fetching the witness&apos;s record from %1</source>
        <extracomment>%1 the witness&apos;s address</extracomment>
        <translation>Aufzeichnung des Zeugen wird von %1 abgerufen</translation>
    </message>
    <message>
        <source>Verification cancelled.</source>
        <translation>Prüfung abgebrochen.</translation>
    </message>
    <message>
        <source>Reading the drive&apos;s state</source>
        <translation>Zustand des Laufwerks wird gelesen</translation>
    </message>
    <message>
        <source>Reading and checking the whole test area on %1</source>
        <extracomment>%1 file or device</extracomment>
        <translation>Der ganze Testbereich auf %1 wird gelesen und geprüft</translation>
    </message>
    <message>
        <source>Storing the report</source>
        <translation>Bericht wird gespeichert</translation>
    </message>
    <message>
        <source>Done</source>
        <translation>Fertig</translation>
    </message>
    <message>
        <source>Cannot write the witness&apos;s salt %1: %2</source>
        <extracomment>%1 is a file path, %2 the system&apos;s error message.</extracomment>
        <translation>Das Salt %1 des Zeugen kann nicht geschrieben werden: %2</translation>
    </message>
    <message>
        <source>The witness is busy with other verifiers; try again shortly.</source>
        <extracomment>The witness limits how many verifiers and ledger downloads it serves at once.</extracomment>
        <translation>Der Zeuge ist mit anderen Prüfungen beschäftigt; versuchen Sie es gleich noch einmal.</translation>
    </message>
    <message>
        <source>Cannot derive the pairing key (not enough memory?).</source>
        <extracomment>The witness turns the pairing code into a key with Argon2id, which needs 64 MiB.</extracomment>
        <translation>Der Kopplungsschlüssel kann nicht abgeleitet werden (nicht genug Arbeitsspeicher?).</translation>
    </message>
    <message>
        <source>The journal of this run reached its limit of %1 bytes.</source>
        <extracomment>%1 is a size in bytes.</extracomment>
        <translation>Das Journal dieses Testlaufs hat seine Obergrenze von %1 Bytes erreicht.</translation>
    </message>
    <message>
        <source>The witness claimed commits this writer never sent; reconnecting.</source>
        <extracomment>A high-water mark above the writer&apos;s own last commit: a forged or replayed answer.</extracomment>
        <translation>Der Zeuge hat Commits gemeldet, die dieser Schreibprozess nie gesendet hat; die Verbindung wird neu aufgebaut.</translation>
    </message>
    <message>
        <source>no answer to the handshake within %1 s</source>
        <extracomment>%1 a number of seconds</extracomment>
        <translation>keine Antwort auf den Verbindungsaufbau innerhalb von %1 s</translation>
    </message>
    <message>
        <source>The witness at %1 refused this writer: %2</source>
        <extracomment>%1 the witness&apos;s address, %2 why it refused</extracomment>
        <translation>Der Zeuge unter %1 hat diesen Schreibprozess abgelehnt: %2</translation>
    </message>
    <message numerus="yes">
        <source>All %Ln acknowledged write(s) were lost.</source>
        <translation>
            <numerusform>Alle %Ln bestätigten Schreibvorgänge gingen verloren.</numerusform>
            <numerusform>Alle %Ln bestätigten Schreibvorgänge gingen verloren.</numerusform>
        </translation>
    </message>
    <message>
        <source>They were the last ones before the cut: the drive acknowledges flushes before the data is safe.</source>
        <translation>Es waren die letzten vor dem Stromausfall: Das Laufwerk bestätigt Flushes, bevor die Daten sicher sind.</translation>
    </message>
    <message>
        <source>The witness&apos;s record contradicts this machine&apos;s own record of the test (%1), so it cannot be trusted and this run proves nothing about acknowledged writes.</source>
        <extracomment>%1 what the witness&apos;s record says against this machine&apos;s (in English, for a bug report)</extracomment>
        <translation>Die Aufzeichnung des Zeugen widerspricht der eigenen Aufzeichnung dieses Rechners über den Test (%1); ihr ist nicht zu trauen, und dieser Lauf beweist nichts über bestätigte Schreibvorgänge.</translation>
    </message>
    <message>
        <source>This is not the run&apos;s witness: it answered with another salt than during the run.</source>
        <translation>Das ist nicht der Zeuge dieses Testlaufs: Er antwortete mit einem anderen Salt als während des Laufs.</translation>
    </message>
    <message>
        <source>A frame from the witness arrived damaged or altered (%1); reconnecting.</source>
        <extracomment>%1 what was wrong with it, e.g. &quot;HMAC&quot; or &quot;CRC mismatch&quot;</extracomment>
        <translation>Ein Datenpaket des Zeugen kam beschädigt oder verändert an (%1); die Verbindung wird neu aufgebaut.</translation>
    </message>
    <message>
        <source>The witness could not prove the pairing code (a fake witness or altered traffic); reconnecting.</source>
        <translation>Der Zeuge konnte den Kopplungscode nicht nachweisen (ein falscher Zeuge oder veränderter Datenverkehr); die Verbindung wird neu aufgebaut.</translation>
    </message>
    <message>
        <source>The witness refused a frame that reached it damaged or altered (%1); reconnecting.</source>
        <extracomment>%1 the witness&apos;s reason, e.g. &quot;Power-loss frame damaged in transit&quot;</extracomment>
        <translation>Der Zeuge hat ein Datenpaket abgelehnt, das beschädigt oder verändert bei ihm ankam (%1); die Verbindung wird neu aufgebaut.</translation>
    </message>
    <message>
        <source>The witness already keeps %1 runs: move old run folders out of its journal folder to make room.</source>
        <extracomment>%1 how many runs the witness keeps at most</extracomment>
        <translation>Der Zeuge verwahrt bereits %1 Testläufe: Verschieben Sie alte Lauf-Ordner aus seinem Journal-Ordner, um Platz zu schaffen.</translation>
    </message>
    <message>
        <source>The witness holds %1 acknowledged writes in memory, as many as it may: this run cannot grow.</source>
        <extracomment>%1 a number of acknowledged writes</extracomment>
        <translation>Der Zeuge hält %1 bestätigte Schreibvorgänge im Speicher, so viele wie erlaubt: Dieser Testlauf kann nicht weiter wachsen.</translation>
    </message>
    <message numerus="yes">
        <source>The witness reports %n acknowledgement(s) this writer never sent, from seq %1, so its record cannot be trusted and this run proves nothing about acknowledged writes.</source>
        <extracomment>%n how many acknowledgements carry no valid receipt of this machine&apos;s writer, %1 the seq (a number) of the first of them</extracomment>
        <translation>
            <numerusform>Der Zeuge meldet %n Bestätigung, die dieser Schreibprozess nie gesendet hat, ab Seq %1; seiner Aufzeichnung ist nicht zu trauen, und dieser Lauf beweist nichts über bestätigte Schreibvorgänge.</numerusform>
            <numerusform>Der Zeuge meldet %n Bestätigungen, die dieser Schreibprozess nie gesendet hat, ab Seq %1; seiner Aufzeichnung ist nicht zu trauen, und dieser Lauf beweist nichts über bestätigte Schreibvorgänge.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>DriveProof::Privilege</name>
    <message>
        <source>The system bus is not running (%2), so DriveProof&apos;s helper cannot be reached for %1. Start D-Bus, or run as root.</source>
        <extracomment>%1 device path, %2 D-Bus error text</extracomment>
        <translation>Der Systembus läuft nicht (%2), daher ist der DriveProof-Hilfsdienst für %1 nicht erreichbar. Starten Sie D-Bus, oder führen Sie das Programm als root aus.</translation>
    </message>
    <message>
        <source>DriveProof&apos;s helper sent an unexpected reply for %1.</source>
        <extracomment>%1 device path</extracomment>
        <translation>Der DriveProof-Hilfsdienst hat für %1 eine unerwartete Antwort gesendet.</translation>
    </message>
    <message>
        <source>DriveProof&apos;s helper opened %1 but no file descriptor arrived.</source>
        <extracomment>%1 device path</extracomment>
        <translation>Der DriveProof-Hilfsdienst hat %1 geöffnet, aber es ist kein Dateideskriptor angekommen.</translation>
    </message>
    <message>
        <source>DriveProof&apos;s helper is not installed (%1 is not on the system bus): install the package, or run as root.</source>
        <extracomment>%1 D-Bus service name</extracomment>
        <translation>Der DriveProof-Hilfsdienst ist nicht installiert (%1 ist nicht am Systembus): Installieren Sie das Paket, oder führen Sie das Programm als root aus.</translation>
    </message>
    <message>
        <source>DriveProof&apos;s helper did not answer for %1 within %2 seconds. If an authentication dialog was open, try again.</source>
        <extracomment>%1 device path, %2 number of seconds</extracomment>
        <translation>Der DriveProof-Hilfsdienst hat für %1 nicht innerhalb von %2 Sekunden geantwortet. Falls ein Authentifizierungsdialog offen war, versuchen Sie es erneut.</translation>
    </message>
    <message>
        <source>The system bus refused the call to DriveProof&apos;s helper (%1): its D-Bus policy is missing or damaged. Reinstall DriveProof.</source>
        <extracomment>%1 D-Bus error text</extracomment>
        <translation>Der Systembus hat den Aufruf an den DriveProof-Hilfsdienst abgelehnt (%1): Dessen D-Bus-Richtlinie fehlt oder ist beschädigt. Installieren Sie DriveProof neu.</translation>
    </message>
    <message>
        <source>DriveProof&apos;s helper failed for %1: %3 (%2).</source>
        <extracomment>%1 device path, %2 D-Bus error name, %3 D-Bus error text</extracomment>
        <translation>Der DriveProof-Hilfsdienst ist für %1 fehlgeschlagen: %3 (%2).</translation>
    </message>
    <message>
        <source>Cannot open %1: %2.</source>
        <extracomment>%1 device path, %2 the system&apos;s reason</extracomment>
        <translation>%1 kann nicht geöffnet werden: %2.</translation>
    </message>
    <message>
        <source>DriveProof&apos;s helper is installed but could not be started (%1). Reinstall DriveProof.</source>
        <extracomment>%1 D-Bus error text</extracomment>
        <translation>Der DriveProof-Hilfsdienst ist installiert, konnte aber nicht gestartet werden (%1). Installieren Sie DriveProof neu.</translation>
    </message>
</context>
<context>
    <name>DriveProof::Report</name>
    <message>
        <source>a pair [bucket, count]</source>
        <translation>ein Paar [Bucket, Anzahl]</translation>
    </message>
    <message>
        <source>The test result is damaged: %1 names latency bucket %2, but the buckets end at %3.</source>
        <extracomment>%1 where in the file; %2 the bucket number found; %3 the last valid one</extracomment>
        <translation>Das Testergebnis ist beschädigt: %1 nennt Latenz-Bucket %2, die Buckets enden aber bei %3.</translation>
    </message>
    <message>
        <source>The test result is damaged: %1 lists latency bucket %2 twice.</source>
        <extracomment>%1 where in the file; %2 a bucket number</extracomment>
        <translation>Das Testergebnis ist beschädigt: %1 führt Latenz-Bucket %2 doppelt auf.</translation>
    </message>
    <message>
        <source>The test result is damaged: the latency buckets of %1 do not add up to its count.</source>
        <extracomment>%1 where in the file, e.g. measurements[0].histogram</extracomment>
        <translation>Das Testergebnis ist beschädigt: Die Latenz-Buckets von %1 ergeben zusammen nicht dessen Anzahl.</translation>
    </message>
    <message>
        <source>The test result is damaged: the minimum or maximum of %1 lies outside its lowest or highest latency bucket.</source>
        <extracomment>%1 where in the file, e.g. measurements[0].histogram</extracomment>
        <translation>Das Testergebnis ist beschädigt: Minimum oder Maximum von %1 liegt außerhalb des niedrigsten oder höchsten Latenz-Buckets.</translation>
    </message>
    <message>
        <source>The test result is damaged: the sum of %1 cannot come from its latency buckets.</source>
        <extracomment>%1 where in the file, e.g. measurements[0].histogram</extracomment>
        <translation>Das Testergebnis ist beschädigt: Die Summe von %1 kann nicht aus dessen Latenz-Buckets stammen.</translation>
    </message>
    <message>
        <source>%1: %2 commits/s</source>
        <extracomment>%1 the line&apos;s label, e.g. &quot;fdatasync, 1 × 8 kB&quot;; %2 commits per second</extracomment>
        <translation>%1: %2 Commits/s</translation>
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
        <translation>%1 (durch einen Fehler beendet)</translation>
    </message>
    <message>
        <source>%1 (cancelled)</source>
        <extracomment>%1 the summary so far; a test the user cancelled</extracomment>
        <translation>%1 (abgebrochen)</translation>
    </message>
    <message>
        <source>The result has no id, so it cannot be kept in the history.</source>
        <translation>Das Ergebnis hat keine ID und kann daher nicht im Verlauf gespeichert werden.</translation>
    </message>
    <message>
        <source>Cannot create the history folder %1. Check that your home folder is writable.</source>
        <extracomment>%1 folder path</extracomment>
        <translation>Der Verlaufsordner %1 kann nicht angelegt werden. Prüfen Sie, ob Ihr Home-Ordner beschreibbar ist.</translation>
    </message>
    <message>
        <source>Cannot write %1: %2.</source>
        <extracomment>%1 file name, %2 the system&apos;s error text</extracomment>
        <translation>%1 kann nicht geschrieben werden: %2.</translation>
    </message>
    <message>
        <source>The history holds no result with the id %1.</source>
        <extracomment>%1 a result id</extracomment>
        <translation>Der Verlauf enthält kein Ergebnis mit der ID %1.</translation>
    </message>
    <message>
        <source>The id %1 fits several results in the history; give the whole id.</source>
        <extracomment>%1 a short result id</extracomment>
        <translation>Die ID %1 passt zu mehreren Ergebnissen im Verlauf; geben Sie die vollständige ID an.</translation>
    </message>
    <message>
        <source>Cannot delete %1: %2.</source>
        <extracomment>%1 file name, %2 the system&apos;s error text</extracomment>
        <translation>%1 kann nicht gelöscht werden: %2.</translation>
    </message>
    <message>
        <source>The test result is damaged: %1 is missing.</source>
        <extracomment>%1 where in the file, e.g. measurements[2].iops</extracomment>
        <translation>Das Testergebnis ist beschädigt: %1 fehlt.</translation>
    </message>
    <message>
        <source>The test result is damaged: %1 should be %2.</source>
        <extracomment>%1 where in the file, e.g. measurements[2].iops; %2 what it should be, e.g. &quot;a number&quot;</extracomment>
        <translation>Das Testergebnis ist beschädigt: %1 sollte %2 sein.</translation>
    </message>
    <message>
        <source>The test result is damaged: %1 is %2, outside the range %3 to %4.</source>
        <extracomment>%1 where in the file, e.g. measurements[2].read_percent; %2 the value found there; %3 and %4 the smallest and largest value allowed</extracomment>
        <translation>Das Testergebnis ist beschädigt: %1 ist %2 und liegt außerhalb des Bereichs %3 bis %4.</translation>
    </message>
    <message>
        <source>text</source>
        <translation>Text</translation>
    </message>
    <message>
        <source>true or false</source>
        <translation>true oder false</translation>
    </message>
    <message>
        <source>true, false or null</source>
        <translation>true, false oder null</translation>
    </message>
    <message>
        <source>a whole number</source>
        <translation>eine ganze Zahl</translation>
    </message>
    <message>
        <source>a number</source>
        <translation>eine Zahl</translation>
    </message>
    <message>
        <source>a date and time (ISO 8601)</source>
        <translation>ein Datum mit Uhrzeit (ISO 8601)</translation>
    </message>
    <message>
        <source>a list</source>
        <translation>eine Liste</translation>
    </message>
    <message>
        <source>an object</source>
        <translation>ein Objekt</translation>
    </message>
    <message>
        <source>a list of six numbers</source>
        <translation>eine Liste aus sechs Zahlen</translation>
    </message>
    <message>
        <source>one of info, good, caution, danger</source>
        <translation>einer der Werte info, good, caution, danger</translation>
    </message>
    <message>
        <source>This is not a DriveProof test result: it has no format_version.</source>
        <translation>Dies ist kein DriveProof-Testergebnis: Es hat keine format_version.</translation>
    </message>
    <message>
        <source>This test result has format %1, but this version of DriveProof reads formats up to %2. Open it with a newer DriveProof.</source>
        <extracomment>%1 the file&apos;s format number, %2 the newest format this version reads</extracomment>
        <translation>Dieses Testergebnis hat das Format %1, diese Version von DriveProof liest aber nur Formate bis %2. Öffnen Sie es mit einer neueren Version von DriveProof.</translation>
    </message>
    <message>
        <source>This is not a DriveProof test result: the JSON breaks at byte %1 (%2).</source>
        <extracomment>%1 byte offset in the file, %2 what the JSON parser says</extracomment>
        <translation>Dies ist kein DriveProof-Testergebnis: Das JSON bricht bei Byte %1 ab (%2).</translation>
    </message>
    <message>
        <source>This is not a DriveProof test result: it holds no JSON object.</source>
        <translation>Dies ist kein DriveProof-Testergebnis: Es enthält kein JSON-Objekt.</translation>
    </message>
    <message>
        <source>Cannot read %1: %2.</source>
        <extracomment>%1 file name, %2 the system&apos;s reason</extracomment>
        <translation>%1 kann nicht gelesen werden: %2.</translation>
    </message>
    <message>
        <source>%1 is too large to be a DriveProof test result.</source>
        <extracomment>%1 file name</extracomment>
        <translation>%1 ist zu groß für ein DriveProof-Testergebnis.</translation>
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
            <numerusform>%n Messung</numerusform>
            <numerusform>%n Messungen</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 s</source>
        <extracomment>a time per step; %1 seconds, e.g. &quot;5&quot; or &quot;0.5&quot;</extracomment>
        <translation>%1 s</translation>
    </message>
    <message>
        <source>temporary file</source>
        <translation>temporäre Datei</translation>
    </message>
    <message>
        <source>file</source>
        <translation>Datei</translation>
    </message>
    <message>
        <source>whole device</source>
        <translation>ganzes Gerät</translation>
    </message>
    <message>
        <source>none (raw device)</source>
        <extracomment>where a run had no file system under it (the raw device)</extracomment>
        <translation>keines (rohes Gerät)</translation>
    </message>
    <message>
        <source>They are different tests (%1 and %2).</source>
        <extracomment>%1 and %2 two test keys, e.g. &quot;quick&quot; and &quot;random&quot;</extracomment>
        <translation>Es sind verschiedene Tests (%1 und %2).</translation>
    </message>
    <message>
        <source>They used different test sizes (%1 and %2): a small area fits a cache that a large one overflows.</source>
        <extracomment>%1 and %2 test sizes, e.g. &quot;128 MiB&quot; and &quot;1 GiB&quot;</extracomment>
        <translation>Sie nutzten verschiedene Testgrößen (%1 und %2): Ein kleiner Bereich passt in einen Cache, den ein großer überläuft.</translation>
    </message>
    <message>
        <source>They ran on different kinds of target (%1 and %2): a file system adds its own work to every write.</source>
        <extracomment>%1 and %2 kinds of target, e.g. &quot;temporary file&quot; and &quot;whole device&quot;</extracomment>
        <translation>Sie liefen auf verschiedenen Zielarten (%1 und %2): Ein Dateisystem fügt jedem Schreibvorgang eigene Arbeit hinzu.</translation>
    </message>
    <message>
        <source>They ran on different file systems (%1 and %2).</source>
        <extracomment>%1 and %2 file systems, e.g. &quot;ext4&quot; and &quot;btrfs&quot;</extracomment>
        <translation>Sie liefen auf verschiedenen Dateisystemen (%1 und %2).</translation>
    </message>
    <message>
        <source>They used different I/O engines (%1 and %2).</source>
        <extracomment>%1 and %2 I/O engines, e.g. &quot;io_uring&quot; and &quot;psync&quot;</extracomment>
        <translation>Sie nutzten verschiedene I/O-Engines (%1 und %2).</translation>
    </message>
    <message>
        <source>They ran for different times per step (%1 and %2).</source>
        <extracomment>%1 and %2 times per step, e.g. &quot;2 s&quot; and &quot;5 s&quot;</extracomment>
        <translation>Sie liefen unterschiedlich lange pro Schritt (%1 und %2).</translation>
    </message>
    <message>
        <source>%1 per step</source>
        <extracomment>the time each step of a test ran; %1 e.g. &quot;5 s&quot;</extracomment>
        <translation>%1 pro Schritt</translation>
    </message>
    <message>
        <source>%1 on %2</source>
        <extracomment>%1 a kind of target (&quot;temporary file&quot;), %2 its file system (&quot;ext4&quot;)</extracomment>
        <translation>%1 auf %2</translation>
    </message>
    <message>
        <source>SEQ1M Q8T1, SEQ1M Q1T1, RND4K Q32T1, RND4K Q1T1 · %1 · %2 per step</source>
        <extracomment>the quick check&apos;s definition; %1 a test size (&quot;1 GiB&quot;), %2 a time per step (&quot;5 s&quot;). SEQ1M Q8T1 etc. are CrystalDiskMark&apos;s test names: keep them.</extracomment>
        <translation>SEQ1M Q8T1, SEQ1M Q1T1, RND4K Q32T1, RND4K Q1T1 · %1 · %2 pro Schritt</translation>
    </message>
    <message>
        <source>The history holds no result with the id %1, and there is no such file. &apos;driveproof-cli history DEVICE&apos; lists the ids.</source>
        <extracomment>%1 a result id or file name</extracomment>
        <translation>Der Verlauf enthält kein Ergebnis mit der ID %1, und eine solche Datei gibt es nicht. &apos;driveproof-cli history DEVICE&apos; listet die IDs.</translation>
    </message>
    <message>
        <source>a list of two numbers</source>
        <translation>eine Liste aus zwei Zahlen</translation>
    </message>
    <message>
        <source>%1 self-test: %2, at %3 power-on hours; first failing sector %4.</source>
        <extracomment>%1 kind of self-test (&quot;Short&quot;), %2 its result (&quot;Failed: read error&quot;), %3 the drive&apos;s power-on hours when it ended, %4 a sector number</extracomment>
        <translation>Selbsttest (%1): %2, bei %3 Betriebsstunden; erster fehlerhafter Sektor %4.</translation>
    </message>
    <message>
        <source>%1 self-test: %2, at %3 power-on hours.</source>
        <extracomment>%1 kind of self-test (&quot;Short&quot;), %2 its result (&quot;Completed without error&quot;), %3 the drive&apos;s power-on hours when it ended</extracomment>
        <translation>Selbsttest (%1): %2, bei %3 Betriebsstunden.</translation>
    </message>
    <message>
        <source>read</source>
        <translation>Lesen</translation>
    </message>
    <message>
        <source>write</source>
        <translation>Schreiben</translation>
    </message>
    <message>
        <source>mixed %1% read</source>
        <extracomment>%1 percentage of reads in a mixed workload, e.g. 70</extracomment>
        <translation>gemischt, %1 % Lesen</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <extracomment>%1 a CrystalDiskMark-style preset name (SEQ1M Q8T1), %2 read/write/mixed</extracomment>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>block size %1, %2</source>
        <extracomment>a sweep point: %1 block size, %2 read/write</extracomment>
        <translation>Blockgröße %1, %2</translation>
    </message>
    <message>
        <source>queue depth %1, %2</source>
        <extracomment>a sweep point: %1 queue depth, %2 read/write</extracomment>
        <translation>Warteschlangentiefe %1, %2</translation>
    </message>
    <message numerus="yes">
        <source>%n thread(s), %1</source>
        <extracomment>a sweep point: %n threads, %1 read/write</extracomment>
        <translation>
            <numerusform>%n Thread, %1</numerusform>
            <numerusform>%n Threads, %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1, %n × 8 kB per commit</source>
        <extracomment>%1 a sync method name (fdatasync, open_datasync...), %n writes per commit</extracomment>
        <translation>
            <numerusform>%1, %n × 8 kB pro Commit</numerusform>
            <numerusform>%1, %n × 8 kB pro Commit</numerusform>
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
        <translation>write, close, fsync (anderer Deskriptor)</translation>
    </message>
    <message>
        <source>write, no sync (baseline, not durable)</source>
        <translation>write, kein Sync (Vergleichswert, nicht dauerhaft)</translation>
    </message>
    <message>
        <source>O_DIRECT write, no sync (baseline, not durable)</source>
        <translation>O_DIRECT-write, kein Sync (Vergleichswert, nicht dauerhaft)</translation>
    </message>
    <message>
        <source>sustained sequential write</source>
        <translation>anhaltendes sequenzielles Schreiben</translation>
    </message>
    <message>
        <source>surface scan (read)</source>
        <translation>Oberflächenscan (Lesen)</translation>
    </message>
    <message>
        <source>random reads, pass %1</source>
        <extracomment>%1 1 or 2: the pass of the hybrid-cache check</extracomment>
        <translation>zufälliges Lesen, Durchgang %1</translation>
    </message>
    <message>
        <source>%1 (cache off)</source>
        <extracomment>a commit line measured with the drive&apos;s write cache switched off; %1 its label</extracomment>
        <translation>%1 (Cache aus)</translation>
    </message>
    <message>
        <source>Skipped: the block size %1 is larger than the test area (%2).</source>
        <extracomment>%1 block size, %2 test area size</extracomment>
        <translation>Übersprungen: Die Blockgröße %1 ist größer als der Testbereich (%2).</translation>
    </message>
    <message>
        <source>Skipped: O_DIRECT writes of %1 bytes are smaller than the device&apos;s logical block size (%2 bytes).</source>
        <extracomment>%1 write size in bytes, %2 the device&apos;s logical block size in bytes</extracomment>
        <translation>Übersprungen: O_DIRECT-Schreibvorgänge mit %1 Bytes sind kleiner als die logische Blockgröße des Geräts (%2 Bytes).</translation>
    </message>
    <message>
        <source>Skipped: this file system does not support O_DIRECT.</source>
        <translation>Übersprungen: Dieses Dateisystem unterstützt O_DIRECT nicht.</translation>
    </message>
    <message>
        <source>Skipped: the device rejects O_DIRECT writes of %1 bytes.</source>
        <extracomment>%1 write size in bytes</extracomment>
        <translation>Übersprungen: Das Gerät lehnt O_DIRECT-Schreibvorgänge mit %1 Bytes ab.</translation>
    </message>
</context>
<context>
    <name>DriveProof::Suites</name>
    <message>
        <source>The cache A/B test needs a drive whose write cache is on and can be switched; %1&apos;s is not. Run the commit test alone.</source>
        <extracomment>%1 device node</extracomment>
        <translation>Der Cache-A/B-Test braucht ein Laufwerk, dessen Schreibcache eingeschaltet ist und sich umschalten lässt; bei %1 ist das nicht der Fall. Führen Sie den Commit-Test allein aus.</translation>
    </message>
    <message>
        <source>Could not switch the write cache of %1 back on. Switch it on with &apos;driveproof-cli cache %1 --set on&apos;.</source>
        <extracomment>%1 device node</extracomment>
        <translation>Der Schreibcache von %1 konnte nicht wieder eingeschaltet werden. Schalten Sie ihn mit &apos;driveproof-cli cache %1 --set on&apos; ein.</translation>
    </message>
    <message>
        <source>Cannot open %1 for the commit test: %2.</source>
        <extracomment>%1 file or device, %2 the system&apos;s error text</extracomment>
        <translation>%1 kann für den Commit-Test nicht geöffnet werden: %2.</translation>
    </message>
    <message>
        <source>The commit test stopped at &quot;%1&quot;: writing to %2 failed: %3.</source>
        <extracomment>%1 the line&apos;s label, %2 file or device, %3 the system&apos;s error text</extracomment>
        <translation>Der Commit-Test wurde bei „%1“ beendet: Schreiben auf %2 fehlgeschlagen: %3.</translation>
    </message>
    <message>
        <source>&quot;%1&quot; stopped on %2: %3</source>
        <extracomment>%1 the step&apos;s label, %2 file or device, %3 the error</extracomment>
        <translation>„%1“ wurde auf %2 beendet: %3</translation>
    </message>
    <message>
        <source>idle, so the drive can move hot data</source>
        <translation>Ruhezeit, damit das Laufwerk häufig genutzte Daten verschieben kann</translation>
    </message>
    <message>
        <source>Commit rate</source>
        <translation>Commit-Rate</translation>
    </message>
    <message>
        <source>Throughput</source>
        <translation>Durchsatz</translation>
    </message>
    <message>
        <source>Sustained write</source>
        <translation>Anhaltendes Schreiben</translation>
    </message>
    <message>
        <source>Surface scan</source>
        <translation>Oberflächenscan</translation>
    </message>
    <message>
        <source>Random I/O</source>
        <translation>Zufällige I/O</translation>
    </message>
    <message>
        <source>Quick check</source>
        <translation>Schnelltest</translation>
    </message>
    <message>
        <source>Block size sweep</source>
        <translation>Messreihe Blockgröße</translation>
    </message>
    <message>
        <source>Queue depth sweep</source>
        <translation>Messreihe Warteschlangentiefe</translation>
    </message>
    <message>
        <source>Thread sweep</source>
        <translation>Messreihe Threads</translation>
    </message>
    <message>
        <source>Hybrid cache check</source>
        <translation>Hybrid-Cache-Prüfung</translation>
    </message>
    <message>
        <source>A drive test is running; suspending would spoil its numbers.</source>
        <translation>Ein Laufwerkstest läuft; ein Ruhezustand würde seine Zahlen verfälschen.</translation>
    </message>
    <message>
        <source>The cache A/B test needs to know the drive under the target, and it could not be found. Run the commit test alone.</source>
        <translation>Der Cache-A/B-Test muss das Laufwerk unter dem Ziel kennen, das aber nicht gefunden wurde. Führen Sie den Commit-Test allein aus.</translation>
    </message>
    <message>
        <source>O_DIRECT is not supported here: the run is buffered, so the page cache is in the numbers.</source>
        <translation>O_DIRECT wird hier nicht unterstützt: Der Lauf ist gepuffert, daher fließt der Page Cache in die Zahlen ein.</translation>
    </message>
    <message>
        <source>%1 is not a folder. Choose a folder on the drive to test.</source>
        <extracomment>%1 a folder</extracomment>
        <translation>%1 ist kein Ordner. Wählen Sie einen Ordner auf dem zu testenden Laufwerk.</translation>
    </message>
    <message>
        <source>The test size must be at least 4 KiB.</source>
        <translation>Die Testgröße muss mindestens 4 KiB betragen.</translation>
    </message>
    <message>
        <source>%1 has too little free space for a %2 test file (%3 free). Choose a smaller size or another folder.</source>
        <extracomment>%1 folder, %2 the size asked for, %3 free space</extracomment>
        <translation>%1 hat zu wenig freien Speicher für eine Testdatei mit %2 (%3 frei). Wählen Sie eine kleinere Größe oder einen anderen Ordner.</translation>
    </message>
    <message>
        <source>Cannot create a test file in %1: %2. Choose a folder you can write to.</source>
        <extracomment>%1 folder, %2 the system&apos;s error text</extracomment>
        <translation>In %1 kann keine Testdatei angelegt werden: %2. Wählen Sie einen Ordner, in den Sie schreiben können.</translation>
    </message>
    <message>
        <source>Preparing the test file</source>
        <translation>Testdatei wird vorbereitet</translation>
    </message>
    <message>
        <source>Cannot prepare the test file %1: %2.</source>
        <extracomment>%1 the test file, %2 what failed, in English from the system</extracomment>
        <translation>Die Testdatei %1 kann nicht vorbereitet werden: %2.</translation>
    </message>
    <message>
        <source>%1 is not an existing regular file. Name a file, or choose a folder for a temporary test file.</source>
        <extracomment>%1 a path</extracomment>
        <translation>%1 ist keine vorhandene reguläre Datei. Geben Sie eine Datei an, oder wählen Sie einen Ordner für eine temporäre Testdatei.</translation>
    </message>
    <message>
        <source>%1 is smaller than 4 KiB: too small to test. DriveProof never grows a file it did not create.</source>
        <extracomment>%1 a file</extracomment>
        <translation>%1 ist kleiner als 4 KiB und damit zu klein zum Testen. DriveProof vergrößert nie eine Datei, die es nicht selbst angelegt hat.</translation>
    </message>
    <message>
        <source>Cannot open %1: %2.</source>
        <extracomment>%1 file, %2 the system&apos;s error text
----------
%1 device node, %2 the system&apos;s error text</extracomment>
        <translation>%1 kann nicht geöffnet werden: %2.</translation>
    </message>
    <message>
        <source>Writing to %1 destroys what is on it. Confirm by typing the device name, or pass --destructive.</source>
        <extracomment>%1 device node</extracomment>
        <translation>Schreiben auf %1 zerstört dessen Inhalt. Bestätigen Sie durch Eingabe des Gerätenamens, oder übergeben Sie --destructive.</translation>
    </message>
    <message>
        <source>%L1 IOPS</source>
        <extracomment>I/O operations per second</extracomment>
        <translation>%L1 IOPS</translation>
    </message>
    <message>
        <source>fdatasync commits at %1 per second, faster than the platters turn (%2 rpm allows about %3 per second with one thread): a volatile or battery-backed cache acknowledges the commits. Run the power-loss test to learn whether it keeps them.</source>
        <extracomment>%1 commits per second, %2 rotation rate, %3 the most commits per second it allows</extracomment>
        <translation>fdatasync schreibt %1-mal pro Sekunde fest, schneller als sich die Scheiben drehen (%2 rpm erlauben mit einem Thread etwa %3 pro Sekunde): Ein flüchtiger oder batteriegestützter Cache bestätigt die Commits. Führen Sie den Stromausfalltest aus, um zu erfahren, ob er sie behält.</translation>
    </message>
    <message>
        <source>fdatasync commits at %1 per second, within what %2 rpm allows (about %3 per second): each commit waits for the platter.</source>
        <extracomment>%1 commits per second, %2 rotation rate, %3 the most commits per second it allows</extracomment>
        <translation>fdatasync schreibt %1-mal pro Sekunde fest, im Rahmen dessen, was %2 rpm erlauben (etwa %3 pro Sekunde): Jeder Commit wartet auf die Scheibe.</translation>
    </message>
    <message>
        <source>With the drive&apos;s write cache off, fdatasync still commits at %1 per second, above the %3 per second that %2 rpm allows: the setting was ignored or another cache answers.</source>
        <extracomment>%1 commits per second, %2 rotation rate, %3 the most commits per second it allows</extracomment>
        <translation>Bei ausgeschaltetem Schreibcache des Laufwerks schreibt fdatasync weiterhin %1-mal pro Sekunde fest, mehr als die %3 pro Sekunde, die %2 rpm erlauben: Die Einstellung wurde ignoriert, oder ein anderer Cache antwortet.</translation>
    </message>
    <message>
        <source>Each fdatasync sent %2 flushes to %1: flushes reach the device.</source>
        <extracomment>%1 device name, %2 flushes per commit (a decimal number)</extracomment>
        <translation>Jedes fdatasync hat %2 Flushes an %1 gesendet: Die Flushes erreichen das Gerät.</translation>
    </message>
    <message>
        <source>Flushes are not reaching %1: fdatasync sent none although the kernel treats the device as write back. Something between DriveProof and the drive swallows them (a hypervisor, a RAID or device-mapper layer).</source>
        <extracomment>%1 device name</extracomment>
        <translation>Flushes erreichen %1 nicht: fdatasync hat keine gesendet, obwohl der Kernel für das Gerät von Rückschreiben (write back) ausgeht. Etwas zwischen DriveProof und dem Laufwerk verschluckt sie (ein Hypervisor, eine RAID- oder Device-Mapper-Schicht).</translation>
    </message>
    <message>
        <source>Flushes are not reaching %1: the kernel treats it as write through (queue/write_cache) and sends it no flushes. If the drive&apos;s own cache is on, committed data can be lost at a power cut.</source>
        <extracomment>%1 device name</extracomment>
        <translation>Flushes erreichen %1 nicht: Der Kernel geht für das Gerät von Durchschreiben (write through, queue/write_cache) aus und sendet ihm keine Flushes. Ist der eigene Cache des Laufwerks eingeschaltet, können festgeschriebene Daten bei einem Stromausfall verloren gehen.</translation>
    </message>
    <message>
        <source>Flushes are not reaching %1: the file system is mounted with nobarrier, so the kernel sends no flushes. Committed data can be lost at a power cut.</source>
        <extracomment>%1 device name</extracomment>
        <translation>Flushes erreichen %1 nicht: Das Dateisystem ist mit nobarrier eingehängt, daher sendet der Kernel keine Flushes. Festgeschriebene Daten können bei einem Stromausfall verloren gehen.</translation>
    </message>
    <message>
        <source>This drive acknowledges %1 commits per second with its write cache on. Only the power-loss test can tell whether it keeps them.</source>
        <extracomment>%1 commits per second</extracomment>
        <translation>Dieses Laufwerk bestätigt bei eingeschaltetem Schreibcache %1 Commits pro Sekunde. Nur der Stromausfalltest kann zeigen, ob es sie behält.</translation>
    </message>
    <message>
        <source>This drive acknowledges %1 commits per second with its write cache on and %2 with it off.</source>
        <extracomment>%1 commits per second with the cache on, %2 with it off</extracomment>
        <translation>Dieses Laufwerk bestätigt bei eingeschaltetem Schreibcache %1 Commits pro Sekunde und bei ausgeschaltetem %2.</translation>
    </message>
    <message>
        <source>The write rate fell from %1 to %2 after %3 had been written: a cache ran out.</source>
        <extracomment>%1 and %2 transfer rates, %3 an amount of data</extracomment>
        <translation>Die Schreibrate fiel von %1 auf %2, nachdem %3 geschrieben waren: Ein Cache war erschöpft.</translation>
    </message>
    <message>
        <source>The write rate held at about %1 over all %2.</source>
        <extracomment>%1 a transfer rate, %2 an amount of data</extracomment>
        <translation>Die Schreibrate blieb über alle %2 bei etwa %1.</translation>
    </message>
    <message>
        <source>Reads ran at %1 at the start and %2 at the end; the slowest stretch read at %3, at %4.</source>
        <extracomment>%1..%3 transfer rates, %4 a position on the drive (an amount of data)</extracomment>
        <translation>Das Lesen lief am Anfang mit %1 und am Ende mit %2; der langsamste Abschnitt wurde mit %3 gelesen, bei %4.</translation>
    </message>
    <message numerus="yes">
        <source>%n stretch(es) read at less than half the median rate: the drive retried there, or remapped sectors slow it down. Look at its health.</source>
        <translation>
            <numerusform>%n Abschnitt wurde mit weniger als der Hälfte der mittleren Rate gelesen: Das Laufwerk hat dort Wiederholungsversuche gebraucht, oder neu zugewiesene Sektoren bremsen es. Prüfen Sie seinen Zustand.</numerusform>
            <numerusform>%n Abschnitte wurden mit weniger als der Hälfte der mittleren Rate gelesen: Das Laufwerk hat dort Wiederholungsversuche gebraucht, oder neu zugewiesene Sektoren bremsen es. Prüfen Sie seinen Zustand.</numerusform>
        </translation>
    </message>
    <message>
        <source>The second pass was %1 times as fast (%2 → %3): the drive moved the data to faster storage while idle.</source>
        <extracomment>%1 how many times faster (a decimal number), %2 and %3 IOPS before and after</extracomment>
        <translation>Der zweite Durchgang war %1-mal so schnell (%2 → %3): Das Laufwerk hat die Daten in der Ruhezeit auf schnelleren Speicher verschoben.</translation>
    </message>
    <message>
        <source>The second pass ran at %2 against %1 before: no sign of a cache that promotes hot data while the drive is idle.</source>
        <extracomment>%1 and %2 IOPS of the first and the second pass</extracomment>
        <translation>Der zweite Durchgang lief mit %2 gegenüber %1 zuvor: kein Hinweis auf einen Cache, der häufig genutzte Daten in Ruhezeiten hochstuft.</translation>
    </message>
    <message>
        <source>O_DIRECT is not supported on this file system: the run was buffered, so the page cache is in the numbers.</source>
        <translation>O_DIRECT wird auf diesem Dateisystem nicht unterstützt: Der Lauf war gepuffert, daher fließt der Page Cache in die Zahlen ein.</translation>
    </message>
    <message>
        <source>This is a virtual machine (%1): the numbers describe the hypervisor&apos;s storage, not the drive&apos;s.</source>
        <extracomment>%1 the hypervisor, e.g. kvm</extracomment>
        <translation>Dies ist eine virtuelle Maschine (%1): Die Zahlen beschreiben den Speicher des Hypervisors, nicht das Laufwerk.</translation>
    </message>
    <message>
        <source>%1 is mounted with barriers off (%2): the kernel sends the drive no flushes, so no commit there is durable.</source>
        <extracomment>%1 mount point, %2 mount options</extracomment>
        <translation>%1 ist mit ausgeschalteten Barriers eingehängt (%2): Der Kernel sendet dem Laufwerk keine Flushes, daher ist dort kein Commit dauerhaft.</translation>
    </message>
    <message>
        <source>%1 is in use: %2 DriveProof does not write to a device in use. Unmount it, swapoff it or stop what is built on it first.</source>
        <extracomment>%1 device node, %2 a sentence saying what uses it, e.g. &quot;/dev/loop0 backs the loop device /dev/loop1. /dev/loop1 is mounted on /mnt.&quot;</extracomment>
        <translation>%1 wird verwendet: %2 DriveProof schreibt nicht auf ein Gerät, das verwendet wird. Hängen Sie es zuerst aus, deaktivieren Sie es mit swapoff oder stoppen Sie, was darauf aufbaut.</translation>
    </message>
    <message>
        <source>The kernel sends %1 no flushes while its write cache is off for this half of the test (it treats the device as write through): as expected.</source>
        <extracomment>%1 device name</extracomment>
        <translation>Der Kernel sendet %1 keine Flushes, solange sein Schreibcache für diese Hälfte des Tests ausgeschaltet ist (er geht für das Gerät von Durchschreiben aus): wie erwartet.</translation>
    </message>
    <message>
        <source>%L1 %2</source>
        <extracomment>a transfer rate; %L1 the number, %2 its unit (&quot;MB/s&quot; or &quot;MiB/s&quot;)</extracomment>
        <translation>%L1 %2</translation>
    </message>
    <message>
        <source>SATA, link speed unknown</source>
        <translation>SATA, Verbindungsgeschwindigkeit unbekannt</translation>
    </message>
    <message>
        <source>SATA %1 Gb/s</source>
        <extracomment>%1 the SATA link speed in Gb/s, e.g. 6</extracomment>
        <translation>SATA %1 Gb/s</translation>
    </message>
    <message>
        <source>PCIe, link speed unknown</source>
        <translation>PCIe, Verbindungsgeschwindigkeit unbekannt</translation>
    </message>
    <message>
        <source>PCIe %1 x%2</source>
        <extracomment>%1 the PCIe generation (&quot;3.0&quot;), %2 lanes in use</extracomment>
        <translation>PCIe %1 x%2</translation>
    </message>
    <message>
        <source>USB, link speed unknown</source>
        <translation>USB, Verbindungsgeschwindigkeit unbekannt</translation>
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
        <translation>%1 (~%2 nutzbar)</translation>
    </message>
    <message>
        <source>%1 (the drive can do PCIe %2 x%3)</source>
        <extracomment>%1 the PCIe link now (&quot;PCIe 3.0 x2&quot;), %2 PCIe generation (&quot;4.0&quot;), %3 lanes</extracomment>
        <translation>%1 (das Laufwerk kann PCIe %2 x%3)</translation>
    </message>
    <message>
        <source>%1 of x%2</source>
        <extracomment>%1 the PCIe link now (&quot;PCIe 3.0 x2&quot;), %2 lanes the drive has</extracomment>
        <translation>%1 von x%2</translation>
    </message>
    <message>
        <source>%1, %2</source>
        <extracomment>%1 the USB link (&quot;USB 3.0 (5 Gb/s)&quot;), %2 the storage protocol: UAS or BOT</extracomment>
        <translation>%1, %2</translation>
    </message>
    <message>
        <source>hard disk (%L1 rpm)</source>
        <translation>Festplatte (%L1 rpm)</translation>
    </message>
    <message>
        <source>hard disk</source>
        <translation>Festplatte</translation>
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
        <translation>Laufwerk hinter einer USB-Brücke</translation>
    </message>
    <message>
        <source>virtual disk</source>
        <translation>virtueller Datenträger</translation>
    </message>
    <message>
        <source>%1 is more than a %2 link can carry (%3): the link is emulated or misreported (a virtual machine, or a cache in front of the drive), so this number says nothing about the drive.</source>
        <extracomment>%1 a measured transfer rate, %2 the link (&quot;SATA 1.5 Gb/s&quot;), %3 the most it carries</extracomment>
        <translation>%1 ist mehr, als eine Verbindung mit %2 übertragen kann (%3): Die Verbindung ist emuliert oder wird falsch gemeldet (eine virtuelle Maschine oder ein Cache vor dem Laufwerk), daher sagt dieser Wert nichts über das Laufwerk aus.</translation>
    </message>
    <message>
        <source>Writes at %1: the limit of its %2 link (%3 at most) — as fast as it can be here.</source>
        <extracomment>%1 a transfer rate, %2 the link (&quot;SATA 6 Gb/s&quot;), %3 what it carries</extracomment>
        <translation>Schreibt mit %1: die Grenze seiner Verbindung mit %2 (höchstens %3) – schneller geht es hier nicht.</translation>
    </message>
    <message>
        <source>Reads at %1: the limit of its %2 link (%3 at most) — as fast as it can be here.</source>
        <extracomment>%1 a transfer rate, %2 the link (&quot;SATA 6 Gb/s&quot;), %3 what it carries</extracomment>
        <translation>Liest mit %1: die Grenze seiner Verbindung mit %2 (höchstens %3) – schneller geht es hier nicht.</translation>
    </message>
    <message>
        <source>Writes at %1 on a %2 link: the link, not the drive, is the limit (the drive can do %3 Gb/s; check the cable and the port).</source>
        <extracomment>%1 a transfer rate, %2 the link (&quot;SATA 3 Gb/s&quot;), %3 the drive&apos;s fastest SATA speed in Gb/s, e.g. 6</extracomment>
        <translation>Schreibt mit %1 über eine Verbindung mit %2: Die Verbindung begrenzt, nicht das Laufwerk (das Laufwerk schafft %3 Gb/s; prüfen Sie Kabel und Anschluss).</translation>
    </message>
    <message>
        <source>Reads at %1 on a %2 link: the link, not the drive, is the limit (the drive can do %3 Gb/s; check the cable and the port).</source>
        <extracomment>%1 a transfer rate, %2 the link (&quot;SATA 3 Gb/s&quot;), %3 the drive&apos;s fastest SATA speed in Gb/s, e.g. 6</extracomment>
        <translation>Liest mit %1 über eine Verbindung mit %2: Die Verbindung begrenzt, nicht das Laufwerk (das Laufwerk schafft %3 Gb/s; prüfen Sie Kabel und Anschluss).</translation>
    </message>
    <message>
        <source>On a USB 2 port: 480 Mb/s holds it to about %1 (measured: %2). A USB 3 port would let it go faster.</source>
        <extracomment>%1 what a USB 2 port allows, a transfer rate; %2 the measured transfer rate</extracomment>
        <translation>An einem USB-2-Anschluss: 480 Mb/s begrenzen es auf etwa %1 (gemessen: %2). An einem USB-3-Anschluss wäre es schneller.</translation>
    </message>
    <message>
        <source>Reads at %1: SATA SSDs read at %2 to %3 on a 6 Gb/s link, so something other than the link holds this one back (a full or worn drive, power saving, or the file system).</source>
        <extracomment>%1 the measured transfer rate, %2 and %3 the usual range (transfer rates)</extracomment>
        <translation>Liest mit %1: SATA-SSDs lesen über eine Verbindung mit 6 Gb/s mit %2 bis %3, also bremst hier etwas anderes als die Verbindung (ein volles oder verschlissenes Laufwerk, Energiesparfunktionen oder das Dateisystem).</translation>
    </message>
    <message>
        <source>This NVMe drive runs on %1 although it can do PCIe %2 x%3: the link trained below what the drive and its slot allow (a riser, a dirty contact, or lanes shared with another slot). It carries %4 of the %5 it could.</source>
        <extracomment>%1 the link now (&quot;PCIe 3.0 x2&quot;), %2 PCIe generation, %3 lanes, %4 and %5 transfer rates (what the link carries now, what it could)</extracomment>
        <translation>Dieses NVMe-Laufwerk läuft mit %1, obwohl es PCIe %2 x%3 schafft: Die Verbindung wurde niedriger ausgehandelt, als Laufwerk und Steckplatz erlauben (eine Riser-Karte, ein verschmutzter Kontakt oder Lanes, die mit einem anderen Steckplatz geteilt werden). Sie überträgt %4 von möglichen %5.</translation>
    </message>
    <message>
        <source>This NVMe drive runs on %1 but can do PCIe %2 x%3: the slot holds it to %4 of the %5 it could use. A slot with more lanes would let it go faster.</source>
        <extracomment>%1 the link now (&quot;PCIe 3.0 x2&quot;), %2 PCIe generation, %3 lanes, %4 and %5 transfer rates (what the slot carries, what the drive could use)</extracomment>
        <translation>Dieses NVMe-Laufwerk läuft mit %1, schafft aber PCIe %2 x%3: Der Steckplatz begrenzt es auf %4 von %5, die es nutzen könnte. Ein Steckplatz mit mehr Lanes würde es schneller machen.</translation>
    </message>
    <message>
        <source>RND4K Q1T1 at %1 is what a %L2 rpm disk does (about %3 to %4): each read waits for a seek and half a turn.</source>
        <extracomment>%1 measured IOPS, %2 rotation rate in rpm, %3 and %4 the usual range of IOPS</extracomment>
        <translation>RND4K Q1T1 mit %1 ist das, was eine Festplatte mit %L2 rpm leistet (etwa %3 bis %4): Jeder Lesevorgang wartet auf eine Kopfpositionierung und eine halbe Umdrehung.</translation>
    </message>
    <message>
        <source>RND4K Q1T1 at %1 is faster than a %L2 rpm disk can seek (about %3 to %4): a cache answers these reads, so they say little about the disk.</source>
        <extracomment>%1 measured IOPS, %2 rotation rate in rpm, %3 and %4 the usual range of IOPS</extracomment>
        <translation>RND4K Q1T1 mit %1 ist schneller, als eine Festplatte mit %L2 rpm positionieren kann (etwa %3 bis %4): Ein Cache beantwortet diese Lesevorgänge, daher sagen sie wenig über die Festplatte aus.</translation>
    </message>
    <message>
        <source>Writes fell from %1 to %2 after %3: the end of its fast SLC cache. Copies larger than that run at about %2.</source>
        <extracomment>%1 and %2 transfer rates, %3 an amount of data. SLC: the fast part of an SSD&apos;s flash that takes writes first</extracomment>
        <translation>Die Schreibrate fiel nach %3 von %1 auf %2: Der schnelle SLC-Cache ist voll. Größere Kopien laufen mit etwa %2.</translation>
    </message>
    <message>
        <source>%1 is a loop device without direct I/O: its reads and writes go through the page cache of the file system that holds its backing file, so these numbers describe the page cache (memory), not a drive. Attach it with &apos;losetup --direct-io=on&apos; to measure the drive under the file.</source>
        <extracomment>%1 a loop device, e.g. loop3</extracomment>
        <translation>%1 ist ein Loop-Gerät ohne Direct I/O: Seine Lese- und Schreibzugriffe gehen durch den Seitencache des Dateisystems, das seine Datei trägt, diese Zahlen beschreiben also den Seitencache (Arbeitsspeicher), kein Laufwerk. Binden Sie es mit &apos;losetup --direct-io=on&apos; ein, um das Laufwerk unter der Datei zu messen.</translation>
    </message>
    <message>
        <source>The run went through the page cache, which serves some requests from memory and sends others to the drive.</source>
        <translation>Der Lauf ging durch den Seitencache, der manche Anfragen aus dem Speicher bedient und andere ans Laufwerk schickt.</translation>
    </message>
    <message>
        <source>Something else used the drive meanwhile, a cache filled or emptied, or the drive paused to tidy up: run the test again before trusting the numbers.</source>
        <translation>Etwas anderes nutzte das Laufwerk währenddessen, ein Cache lief voll oder leer, oder das Laufwerk hielt zum Aufräumen an: Wiederholen Sie den Test, bevor Sie den Zahlen trauen.</translation>
    </message>
    <message>
        <source>The numbers are unstable: %1 swung between %2 and %4 (typically %3) from one tenth of a second to the next, far more than a drive&apos;s own noise. %5</source>
        <extracomment>%1 a measurement (&quot;SEQ1M Q8T1 read&quot;); %2, %3, %4 rates or IOPS (low, typical, high); %5 why (a sentence)</extracomment>
        <translation>Die Zahlen sind instabil: %1 schwankte von einer Zehntelsekunde zur nächsten zwischen %2 und %4 (meist %3), weit mehr als das eigene Rauschen eines Laufwerks. %5</translation>
    </message>
    <message>
        <source>%1 is no longer empty (found: %2), so it was not written to. Confirm again with the device&apos;s name.</source>
        <extracomment>%1 device node, %2 what was found, e.g. &quot;gpt, ext4&quot;</extracomment>
        <translation>%1 ist nicht mehr leer (gefunden: %2), daher wurde nicht darauf geschrieben. Bestätigen Sie erneut mit dem Gerätenamen.</translation>
    </message>
    <message>
        <source>No drive was found under the target.</source>
        <translation>Unter dem Ziel wurde kein Laufwerk gefunden.</translation>
    </message>
    <message>
        <source>%1 reports no temperature.</source>
        <extracomment>%1 device path</extracomment>
        <translation>%1 meldet keine Temperatur.</translation>
    </message>
    <message numerus="yes">
        <source>The drive reached %1 °C and slowed itself down %n time(s) during this test: these numbers are those of a hot drive, not what it does when cool.</source>
        <extracomment>%1 the drive&apos;s highest temperature in °C; %n how often it throttled itself</extracomment>
        <translation>
            <numerusform>Das Laufwerk erreichte %1 °C und drosselte sich während dieses Tests %n-mal selbst: Diese Zahlen sind die eines heißen Laufwerks, nicht das, was es kühl leistet.</numerusform>
            <numerusform>Das Laufwerk erreichte %1 °C und drosselte sich während dieses Tests %n-mal selbst: Diese Zahlen sind die eines heißen Laufwerks, nicht das, was es kühl leistet.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The drive reached %1 °C and slowed itself down %n time(s) during the sustained write: the drop from %2 to %3 at %4 is heat, not its cache.</source>
        <extracomment>%1 the drive&apos;s highest temperature in °C, %n how often it throttled itself, %2 and %3 transfer rates, %4 an amount of data</extracomment>
        <translation>
            <numerusform>Das Laufwerk erreichte %1 °C und drosselte sich während des anhaltenden Schreibens %n-mal selbst: Der Abfall von %2 auf %3 bei %4 ist Hitze, nicht das Ende seines Caches.</numerusform>
            <numerusform>Das Laufwerk erreichte %1 °C und drosselte sich während des anhaltenden Schreibens %n-mal selbst: Der Abfall von %2 auf %3 bei %4 ist Hitze, nicht das Ende seines Caches.</numerusform>
        </translation>
    </message>
    <message>
        <source>Drive temperature: %1 °C before the test, %2 °C after.</source>
        <extracomment>%1 and %2 temperatures in °C (&quot;?&quot; when unknown)</extracomment>
        <translation>Laufwerkstemperatur: %1 °C vor dem Test, %2 °C danach.</translation>
    </message>
    <message numerus="yes">
        <source>The drive slowed itself down for heat %n time(s) during the test, for %1 s in all.</source>
        <extracomment>%n how often the drive throttled itself, %1 seconds it spent throttled</extracomment>
        <translation>
            <numerusform>Das Laufwerk drosselte sich während des Tests %n-mal wegen Hitze, insgesamt %1 s lang.</numerusform>
            <numerusform>Das Laufwerk drosselte sich während des Tests %n-mal wegen Hitze, insgesamt %1 s lang.</numerusform>
        </translation>
    </message>
    <message>
        <source>The drive did not slow itself down for heat during the test.</source>
        <translation>Das Laufwerk drosselte sich während des Tests nicht wegen Hitze.</translation>
    </message>
    <message>
        <source>Time above its warning temperature during the test: %1 min; above its critical temperature: %2 min.</source>
        <extracomment>%1 and %2 minutes</extracomment>
        <translation>Zeit über seiner Warntemperatur während des Tests: %1 min; über seiner kritischen Temperatur: %2 min.</translation>
    </message>
    <message>
        <source>The drive&apos;s heat was not read: %1</source>
        <extracomment>%1 why (a sentence)</extracomment>
        <translation>Die Temperatur des Laufwerks wurde nicht gelesen: %1</translation>
    </message>
</context>
</TS>
