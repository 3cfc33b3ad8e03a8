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
        <source>Warning</source>
        <extracomment>alignment verdict: physically aligned, but not to 1 MiB or the optimal I/O size</extracomment>
        <translation>Warnung</translation>
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
        <source>No partition table found on %1. Partition it first, or check that this is the right disk or image.</source>
        <extracomment>%1 device or image file</extracomment>
        <translation>Auf %1 wurde keine Partitionstabelle gefunden. Partitionieren Sie den Datenträger zuerst, oder prüfen Sie, ob es das richtige Laufwerk bzw. die richtige Abbilddatei ist.</translation>
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
        <extracomment>a finding about the write cache, as a list item</extracomment>
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
        <source>Usage: driveproof-cli COMMAND [options]

Tells the truth about a drive.

Commands:
  list          list drives with identity, topology and write-cache view
  info DEVICE   everything known about one drive
  align TARGET  check partition alignment of a drive or a disk image
  cache DEVICE  the drive&apos;s write cache and the kernel&apos;s view; --set on|off
  health DEVICE the drive&apos;s health: verdict, temperature, hours, shutdowns

Options:
  -h, --help     show this help; &apos;driveproof-cli COMMAND --help&apos; for a command
  -v, --version  show the version
</source>
        <translation>Aufruf: driveproof-cli COMMAND [Optionen]

Sagt die Wahrheit über ein Laufwerk.

Befehle:
  list          Laufwerke mit Identität, Topologie und Schreibcache-Sicht auflisten
  info DEVICE   alles, was über ein Laufwerk bekannt ist
  align TARGET  Partitionsausrichtung eines Laufwerks oder einer Abbilddatei prüfen
  cache DEVICE  Schreibcache des Laufwerks und Sicht des Kernels; --set on|off
  health DEVICE Zustand des Laufwerks: Bewertung, Temperatur, Stunden, Abschaltungen

Optionen:
  -h, --help     diese Hilfe anzeigen; &apos;driveproof-cli COMMAND --help&apos; für einen Befehl
  -v, --version  die Version anzeigen
</translation>
    </message>
</context>
<context>
    <name>DriveProof::Device</name>
    <message>
        <source>%1 is not a block device. Give a device such as /dev/sda (see &apos;driveproof-cli list&apos;).</source>
        <translation>%1 ist kein Blockgerät. Geben Sie ein Gerät wie /dev/sda an (siehe &apos;driveproof-cli list&apos;).</translation>
    </message>
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
        <translation>write back: Der Kernel sendet Flushes</translation>
    </message>
    <message>
        <source>write through: the kernel sends no flushes</source>
        <translation>write through: Der Kernel sendet keine Flushes</translation>
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
</context>
<context>
    <name>DriveProof::Gui::DrivePage</name>
    <message>
        <source>%1 %2 · %3</source>
        <extracomment>under the drive name; %1 size, e.g. &quot;2.0 TB&quot;, %2 kind of drive, %3 device path</extracomment>
        <translation>%2, %1 · %3</translation>
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
        <source>&lt;h3&gt;DriveProof %1&lt;/h3&gt;&lt;p&gt;Tells you the truth about a drive: what it is, whether its partitions are aligned, and how it handles your writes.&lt;/p&gt;&lt;p&gt;Qt %2&lt;br&gt;Linux kernel %3&lt;/p&gt;</source>
        <extracomment>About box (rich text). %1 DriveProof version, %2 Qt version, %3 Linux kernel version</extracomment>
        <translation>&lt;h3&gt;DriveProof %1&lt;/h3&gt;&lt;p&gt;Sagt Ihnen die Wahrheit über ein Laufwerk: was es ist, ob seine Partitionen richtig ausgerichtet sind und wie es mit Ihren Schreibvorgängen umgeht.&lt;/p&gt;&lt;p&gt;Qt %2&lt;br&gt;Linux-Kernel %3&lt;/p&gt;</translation>
    </message>
    <message>
        <source>About DriveProof</source>
        <translation>Über DriveProof</translation>
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
        <source>DriveProof could not find a drive to read. Connect a drive, or use View → Refresh (F5) once it is connected. Inside a container, /sys/block may show no drives: run DriveProof on the host instead.</source>
        <translation>DriveProof hat kein Laufwerk gefunden, das es lesen kann. Schließen Sie ein Laufwerk an, und wählen Sie danach Ansicht → Aktualisieren (F5). In einem Container zeigt /sys/block womöglich keine Laufwerke an: Führen Sie DriveProof in diesem Fall auf dem Host aus.</translation>
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
        <source>Cannot open %1 to read its health: %2.</source>
        <extracomment>%1 device, %2 the system&apos;s error text</extracomment>
        <translation>%1 kann nicht geöffnet werden, um seinen Zustand zu lesen: %2.</translation>
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
        <source>libatasmart cannot open %1: %2.</source>
        <extracomment>%1 device, %2 the system&apos;s error text</extracomment>
        <translation>libatasmart kann %1 nicht öffnen: %2.</translation>
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
        <source>%1 is mounted on %2. Unmount it before opening %3 for writing.</source>
        <extracomment>%1 device path, %2 list of mount points, %3 device path asked for</extracomment>
        <translation>%1 ist in %2 eingehängt. Hängen Sie es aus, bevor Sie %3 zum Schreiben öffnen.</translation>
    </message>
    <message>
        <source>%1 is in use by %2 (device-mapper, RAID or LVM). Stop that before opening %3 for writing.</source>
        <extracomment>%1 device path, %2 list of kernel names like dm-0, %3 device path asked for</extracomment>
        <translation>%1 wird von %2 verwendet (Device-Mapper, RAID oder LVM). Beenden Sie diese Verwendung, bevor Sie %3 zum Schreiben öffnen.</translation>
    </message>
    <message>
        <source>%1 is in use as swap space. Run “swapoff %1” before opening %2 for writing.</source>
        <extracomment>%1 device path, %2 device path asked for</extracomment>
        <translation>%1 wird als Auslagerungsbereich (Swap) verwendet. Führen Sie „swapoff %1“ aus, bevor Sie %2 zum Schreiben öffnen.</translation>
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
</TS>
