<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="pl_PL">
<context>
    <name>DriveProof::Alignment</name>
    <message>
        <source>Partition %1 on %2 starts at byte %3, which is not even on a %4-byte logical sector boundary: the partition table or the kernel&apos;s view of it is damaged. Back up its data, then recreate the partition at sector %5 (e.g. &apos;parted %2 mkpart primary %5s 100%&apos;), and check with &apos;parted %2 align-check optimal %1&apos;.</source>
        <extracomment>%1 partition number, %2 device or image path, %3 start in bytes, %4 logical sector size in bytes, %5 suggested start sector</extracomment>
        <translation>Partycja %1 na %2 zaczyna się od bajtu %3, który nie leży nawet na granicy %4-bajtowego sektora logicznego: tablica partycji lub to, jak widzi ją jądro, jest uszkodzone. Wykonaj kopię zapasową danych, a następnie utwórz partycję ponownie od sektora %5 (np. &apos;parted %2 mkpart primary %5s 100%&apos;) i sprawdź ją poleceniem &apos;parted %2 align-check optimal %1&apos;.</translation>
    </message>
    <message>
        <source>Partition %1 on %2 starts at sector %3 (byte %4): misaligned by %8 bytes, %5 bytes past a %6-byte physical sector boundary and %8 bytes short of the next. Every write that crosses a boundary costs the drive a read-modify-write. Back up its data, then recreate the partition at sector %7: in fdisk, delete it and create it again with first sector %7, or run &apos;parted %2 mkpart primary %7s 100%&apos; (give its old end instead of 100% if other partitions follow it). Check with &apos;parted %2 align-check optimal %1&apos;.</source>
        <extracomment>%1 partition number, %2 device or image path, %3 start sector, %4 start in bytes, %5 bytes past the physical sector boundary, %6 physical sector size in bytes, %7 suggested start sector, %8 bytes short of the next physical sector boundary. Keep the commands in quotes untranslated.</extracomment>
        <translation>Partycja %1 na %2 zaczyna się od sektora %3 (bajt %4): jest niewyrównana o %8 bajtów, %5 bajtów za granicą %6-bajtowego sektora fizycznego i %8 bajtów przed następną granicą. Każdy zapis przekraczający granicę kosztuje dysk cykl odczyt-modyfikacja-zapis. Wykonaj kopię zapasową danych, a następnie utwórz partycję ponownie od sektora %7: w fdisk usuń ją i utwórz jeszcze raz z pierwszym sektorem %7 albo uruchom &apos;parted %2 mkpart primary %7s 100%&apos; (jeśli za nią są inne partycje, zamiast 100% podaj jej dotychczasowy koniec). Sprawdź poleceniem &apos;parted %2 align-check optimal %1&apos;.</translation>
    </message>
    <message>
        <source>Partition %1 on %2 starts at sector %3 (byte %4). It is aligned to the %5-byte physical sectors, so the drive is not slowed down, but not to 1 MiB, the boundary that partitioning tools use today and that suits SSD erase blocks and RAID stripes. No need to act now; if you recreate the partition one day, start it at sector %6 (e.g. &apos;parted %2 mkpart primary %6s 100%&apos;). Check with &apos;parted %2 align-check optimal %1&apos;.</source>
        <extracomment>%1 partition number, %2 device or image path, %3 start sector, %4 start in bytes, %5 physical sector size in bytes, %6 suggested start sector</extracomment>
        <translation>Partycja %1 na %2 zaczyna się od sektora %3 (bajt %4). Jest wyrównana do %5-bajtowych sektorów fizycznych, więc nie spowalnia dysku, ale nie do 1 MiB – granicy, której używają dziś narzędzia do partycjonowania i która pasuje do bloków kasowania SSD oraz pasków RAID. Teraz nie trzeba nic robić; jeśli kiedyś utworzysz tę partycję od nowa, zacznij ją od sektora %6 (np. &apos;parted %2 mkpart primary %6s 100%&apos;). Sprawdź poleceniem &apos;parted %2 align-check optimal %1&apos;.</translation>
    </message>
    <message>
        <source>Partition %1 on %2 starts at sector %3 (byte %4). It is aligned to the %5-byte physical sectors and to 1 MiB, but not to the optimal I/O size of %6 bytes that the device reports, so large writes may be split across stripes. If you recreate the partition, start it at sector %7 (e.g. &apos;parted %2 mkpart primary %7s 100%&apos;). Check with &apos;parted %2 align-check optimal %1&apos;.</source>
        <extracomment>%1 partition number, %2 device or image path, %3 start sector, %4 start in bytes, %5 physical sector size in bytes, %6 optimal I/O size in bytes, %7 suggested start sector</extracomment>
        <translation>Partycja %1 na %2 zaczyna się od sektora %3 (bajt %4). Jest wyrównana do %5-bajtowych sektorów fizycznych i do 1 MiB, ale nie do optymalnego rozmiaru we/wy (%6 bajtów) zgłaszanego przez urządzenie, więc duże zapisy mogą być dzielone między paski. Jeśli utworzysz partycję od nowa, zacznij ją od sektora %7 (np. &apos;parted %2 mkpart primary %7s 100%&apos;). Sprawdź poleceniem &apos;parted %2 align-check optimal %1&apos;.</translation>
    </message>
    <message>
        <source>Partition %1 on %2 starts at sector %3 (byte %4). It is aligned to the %5-byte physical sectors, but neither to 1 MiB nor to the optimal I/O size of %6 bytes that the device reports, so large writes may be split across stripes. If you recreate the partition, start it at sector %7 (e.g. &apos;parted %2 mkpart primary %7s 100%&apos;). Check with &apos;parted %2 align-check optimal %1&apos;.</source>
        <extracomment>%1 partition number, %2 device or image path, %3 start sector, %4 start in bytes, %5 physical sector size in bytes, %6 optimal I/O size in bytes, %7 suggested start sector</extracomment>
        <translation>Partycja %1 na %2 zaczyna się od sektora %3 (bajt %4). Jest wyrównana do %5-bajtowych sektorów fizycznych, ale ani do 1 MiB, ani do optymalnego rozmiaru we/wy (%6 bajtów) zgłaszanego przez urządzenie, więc duże zapisy mogą być dzielone między paski. Jeśli utworzysz partycję od nowa, zacznij ją od sektora %7 (np. &apos;parted %2 mkpart primary %7s 100%&apos;). Sprawdź poleceniem &apos;parted %2 align-check optimal %1&apos;.</translation>
    </message>
    <message>
        <source>Partition %1 on %2 starts at sector %3, which suits the drive&apos;s physical sectors and 1 MiB boundaries. Nothing to do.</source>
        <extracomment>%1 partition number, %2 device or image path, %3 start sector</extracomment>
        <translation>Partycja %1 na %2 zaczyna się od sektora %3, co pasuje do sektorów fizycznych dysku i do granic 1 MiB. Nic nie trzeba robić.</translation>
    </message>
    <message>
        <source>%1 could not be opened (%2), so these are the partitions the kernel lists for it. Run as root to read the partition table itself.</source>
        <extracomment>%1 device path, %2 the system&apos;s reason</extracomment>
        <translation>Nie udało się otworzyć %1 (%2), więc pokazano partycje, które jądro dla niego wymienia. Uruchom jako root, aby odczytać samą tablicę partycji.</translation>
    </message>
    <message>
        <source>%1 could not be opened (%2), so these are the partitions the kernel lists for it; the partition table itself was not read.</source>
        <extracomment>%1 device path, %2 the system&apos;s reason</extracomment>
        <translation>Nie udało się otworzyć %1 (%2), więc pokazano partycje, które jądro dla niego wymienia; samej tablicy partycji nie odczytano.</translation>
    </message>
    <message>
        <source>These are the partitions the kernel lists for %1, because its partition table could not be read: %2</source>
        <extracomment>%1 device path, %2 why the table could not be read (a full sentence)</extracomment>
        <translation>To są partycje, które jądro wymienia dla %1, ponieważ nie udało się odczytać jego tablicy partycji: %2</translation>
    </message>
    <message>
        <source>OK</source>
        <extracomment>alignment verdict: the partition is well aligned</extracomment>
        <translation>OK</translation>
    </message>
    <message>
        <source>Misaligned</source>
        <extracomment>alignment verdict: the partition does not start on a physical sector boundary</extracomment>
        <translation>Niewyrównana</translation>
    </message>
    <message>
        <source>Cannot open %1 even as root: %2. The system blocks access to it (a container or a security policy).</source>
        <extracomment>%1 device or file, %2 the system&apos;s reason</extracomment>
        <translation>Nie można otworzyć %1 nawet jako root: %2. System blokuje dostęp (kontener lub zasady bezpieczeństwa).</translation>
    </message>
    <message>
        <source>Cannot open %1: %2. Run as root or use sudo.</source>
        <extracomment>%1 device or file, %2 the system&apos;s reason</extracomment>
        <translation>Nie można otworzyć %1: %2. Uruchom jako root lub użyj sudo.</translation>
    </message>
    <message>
        <source>Cannot open %1: %2. Check the path.</source>
        <extracomment>%1 device or file, %2 the system&apos;s reason</extracomment>
        <translation>Nie można otworzyć %1: %2. Sprawdź ścieżkę.</translation>
    </message>
    <message>
        <source>Cannot open %1: %2. Check that the drive is connected and the file is readable.</source>
        <extracomment>%1 device or file, %2 the system&apos;s reason</extracomment>
        <translation>Nie można otworzyć %1: %2. Sprawdź, czy dysk jest podłączony, a plik można odczytać.</translation>
    </message>
    <message>
        <source>No partition table for %2-byte sectors found on %1, but there is one for %3-byte sectors. Read it with a logical sector size of %3 bytes.</source>
        <extracomment>%1 image file, %2 sector size asked for, %3 sector size that works (bytes)</extracomment>
        <translation>Na %1 nie znaleziono tablicy partycji dla sektorów %2-bajtowych, ale jest tablica dla sektorów %3-bajtowych. Odczytaj ją z rozmiarem sektora logicznego %3 bajtów.</translation>
    </message>
    <message>
        <source>%1 is a folder. Give a drive such as /dev/sdb or a disk image file.</source>
        <extracomment>%1 the path the user gave</extracomment>
        <translation>%1 jest katalogiem. Podaj dysk, np. /dev/sdb, albo plik obrazu dysku.</translation>
    </message>
    <message>
        <source>%1 is neither a drive nor a disk image file. Give a drive such as /dev/sdb or a disk image file.</source>
        <extracomment>%1 the path the user gave</extracomment>
        <translation>%1 nie jest ani dyskiem, ani plikiem obrazu dysku. Podaj dysk, np. /dev/sdb, albo plik obrazu dysku.</translation>
    </message>
    <message>
        <source>No partition table found on %1: the file is empty.</source>
        <extracomment>%1 image file</extracomment>
        <translation>Na %1 nie znaleziono tablicy partycji: plik jest pusty.</translation>
    </message>
    <message>
        <source>%1 is empty: no partition table and no file system, as a new drive arrives. There is nothing to align yet; partitioning tools start the first partition at 1 MiB, which suits this drive.</source>
        <extracomment>%1 device path</extracomment>
        <translation>%1 jest pusty: brak tablicy partycji i systemu plików, tak jak przychodzi nowy dysk. Nie ma jeszcze czego wyrównywać; narzędzia do partycjonowania zaczynają pierwszą partycję od 1 MiB, co temu dyskowi odpowiada.</translation>
    </message>
    <message>
        <source>%1 holds its %2 file system written straight onto the whole drive, without a partition table. That is a valid layout, but the drive reports its sector 0 %3 bytes past a physical sector boundary, so the file system&apos;s blocks straddle physical sectors. Only a new layout fixes that: back up, then create a partition table whose first partition starts at 1 MiB.</source>
        <extracomment>%1 device path, %2 file-system type (&quot;ext4&quot;), %3 alignment offset in bytes</extracomment>
        <translation>%1 zawiera system plików %2 zapisany bezpośrednio na całym dysku, bez tablicy partycji. To poprawny układ, ale dysk podaje, że jego sektor 0 leży %3 bajtów za granicą sektora fizycznego, więc bloki systemu plików przecinają sektory fizyczne. Naprawi to tylko nowy układ: zrób kopię zapasową, a potem utwórz tablicę partycji, której pierwsza partycja zaczyna się od 1 MiB.</translation>
    </message>
    <message>
        <source>%1 holds its %2 file system written straight onto the whole drive, without a partition table. That is a valid layout: the file system starts at byte 0, on a boundary of every sector size, so it is aligned. Nothing to do.</source>
        <extracomment>%1 device path, %2 file-system type (&quot;ext4&quot;)</extracomment>
        <translation>%1 zawiera system plików %2 zapisany bezpośrednio na całym dysku, bez tablicy partycji. To poprawny układ: system plików zaczyna się od bajtu 0, na granicy każdego rozmiaru sektora, więc jest wyrównany. Nic do zrobienia.</translation>
    </message>
    <message>
        <source>Acceptable</source>
        <extracomment>alignment verdict: physically aligned (the drive is not slowed down, no need to act now), but not to 1 MiB or the optimal I/O size</extracomment>
        <translation>Do przyjęcia</translation>
    </message>
    <message>
        <source>No partition table found on %1: it is empty, or holds a file system on the whole of it, which needs none. Check that this is the right disk or image.</source>
        <extracomment>%1 device or image file</extracomment>
        <translation>Na %1 nie znaleziono tablicy partycji: jest pusty albo ma na całej powierzchni system plików, który jej nie potrzebuje. Sprawdź, czy to właściwy dysk lub obraz.</translation>
    </message>
</context>
<context>
    <name>DriveProof::Cache</name>
    <message numerus="yes">
        <source>The sense data is cut off: %n byte(s) of the 8-byte header arrived.</source>
        <extracomment>%n number of bytes that arrived</extracomment>
        <translation>
            <numerusform>Dane sense są ucięte: z 8-bajtowego nagłówka dotarł %n bajt.</numerusform>
            <numerusform>Dane sense są ucięte: z 8-bajtowego nagłówka dotarły %n bajty.</numerusform>
            <numerusform>Dane sense są ucięte: z 8-bajtowego nagłówka dotarło %n bajtów.</numerusform>
        </translation>
    </message>
    <message>
        <source>The ATA Status Return descriptor is malformed (length %1h instead of 0Ch).</source>
        <extracomment>%1 the descriptor&apos;s length byte in hex</extracomment>
        <translation>Deskryptor ATA Status Return jest nieprawidłowy (długość %1h zamiast 0Ch).</translation>
    </message>
    <message>
        <source>The sense data is cut off inside the ATA Status Return descriptor.</source>
        <translation>Dane sense urywają się wewnątrz deskryptora ATA Status Return.</translation>
    </message>
    <message>
        <source>The sense data is cut off: it declares %1 bytes but %2 arrived.</source>
        <extracomment>%1 bytes the sense data declares, %2 bytes that arrived</extracomment>
        <translation>Dane sense są ucięte: deklarują %1 bajtów, a dotarło %2.</translation>
    </message>
    <message numerus="yes">
        <source>The fixed-format sense data is cut off: %n byte(s) arrived, at least 14 are needed.</source>
        <extracomment>%n number of bytes that arrived</extracomment>
        <translation>
            <numerusform>Dane sense w formacie stałym są ucięte: dotarł %n bajt, a potrzeba co najmniej 14.</numerusform>
            <numerusform>Dane sense w formacie stałym są ucięte: dotarły %n bajty, a potrzeba co najmniej 14.</numerusform>
            <numerusform>Dane sense w formacie stałym są ucięte: dotarło %n bajtów, a potrzeba co najmniej 14.</numerusform>
        </translation>
    </message>
    <message>
        <source>The device sent no sense data, so the ATA status of the command is unknown.</source>
        <translation>Urządzenie nie przesłało danych sense, więc stan ATA polecenia jest nieznany.</translation>
    </message>
    <message>
        <source>The sense data has an unknown format (response code %1h): neither descriptor (72h) nor fixed (70h) format.</source>
        <extracomment>%1 the response code byte in hex</extracomment>
        <translation>Dane sense mają nieznany format (kod odpowiedzi %1h): ani deskryptorowy (72h), ani stały (70h).</translation>
    </message>
    <message>
        <source>sense key %1h, additional sense %2h/%3h</source>
        <extracomment>SCSI sense in hex. %1 sense key, %2 additional sense code, %3 its qualifier</extracomment>
        <translation>klucz sense %1h, dodatkowy kod sense %2h/%3h</translation>
    </message>
    <message>
        <source>%1, ATA status %2h, error %3h</source>
        <extracomment>%1 the text before, %2 ATA STATUS byte in hex, %3 ATA ERROR byte in hex</extracomment>
        <translation>%1, status ATA %2h, błąd %3h</translation>
    </message>
    <message>
        <source>%1 does not exist.</source>
        <extracomment>%1 file name</extracomment>
        <translation>%1 nie istnieje.</translation>
    </message>
    <message>
        <source>%1 is not a regular file: give a saved IDENTIFY dump (512 raw bytes or the text of &apos;hdparm --Istdout&apos;).</source>
        <extracomment>%1 file name</extracomment>
        <translation>%1 nie jest zwykłym plikiem: podaj zapisany zrzut IDENTIFY (512 surowych bajtów lub tekst z &apos;hdparm --Istdout&apos;).</translation>
    </message>
    <message>
        <source>%1 has %2 bytes: too large for an IDENTIFY dump (512 raw bytes, or about 1300 bytes of text).</source>
        <extracomment>%1 file name, %2 its size in bytes</extracomment>
        <translation>%1 ma %2 bajtów: za dużo jak na zrzut IDENTIFY (512 surowych bajtów lub około 1300 bajtów tekstu).</translation>
    </message>
    <message>
        <source>Cannot read %1: %2.</source>
        <extracomment>%1 file name, %2 the system&apos;s reason</extracomment>
        <translation>Nie można odczytać %1: %2.</translation>
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
            <numerusform>Dane IDENTIFY muszą mieć dokładnie 512 bajtów; te mają %n bajt.</numerusform>
            <numerusform>Dane IDENTIFY muszą mieć dokładnie 512 bajtów; te mają %n bajty.</numerusform>
            <numerusform>Dane IDENTIFY muszą mieć dokładnie 512 bajtów; te mają %n bajtów.</numerusform>
        </translation>
    </message>
    <message>
        <source>The IDENTIFY data is all zeros: the drive or its USB bridge returned no data.</source>
        <translation>Dane IDENTIFY to same zera: dysk lub jego mostek USB nie zwrócił żadnych danych.</translation>
    </message>
    <message>
        <source>The IDENTIFY data is all FFh: no drive answered (an empty port, or a bridge without a disk).</source>
        <translation>Dane IDENTIFY to same FFh: żaden dysk nie odpowiedział (pusty port albo mostek bez dysku).</translation>
    </message>
    <message>
        <source>Word 0 is %1h: this is data from an ATAPI device (an optical drive), not IDENTIFY DEVICE data of a disk.</source>
        <extracomment>%1 word 0 in hex</extracomment>
        <translation>Słowo 0 ma wartość %1h: to dane urządzenia ATAPI (napędu optycznego), a nie dane IDENTIFY DEVICE dysku.</translation>
    </message>
    <message>
        <source>The IDENTIFY checksum in word 255 is wrong (the 512 bytes sum to %1h, not 00h): the data is damaged or was edited.</source>
        <extracomment>%1 the sum of all bytes modulo 256, in hex</extracomment>
        <translation>Suma kontrolna IDENTIFY w słowie 255 jest błędna (suma 512 bajtów wynosi %1h, a nie 00h): dane są uszkodzone lub zostały zmienione.</translation>
    </message>
    <message>
        <source>Words 117-118 give a logical sector size of %1 bytes, which no drive uses: the data is damaged.</source>
        <extracomment>%1 a size in bytes</extracomment>
        <translation>Słowa 117-118 podają rozmiar sektora logicznego %1 bajtów, którego nie używa żaden dysk: dane są uszkodzone.</translation>
    </message>
    <message>
        <source>Word 106 gives a physical sector size of %1 bytes, which no drive uses: the data is damaged.</source>
        <extracomment>%1 a size in bytes</extracomment>
        <translation>Słowo 106 podaje rozmiar sektora fizycznego %1 bajtów, którego nie używa żaden dysk: dane są uszkodzone.</translation>
    </message>
    <message>
        <source>Line %1: &apos;%2&apos; is not a word of four hex digits.</source>
        <extracomment>%1 line number, %2 the offending text</extracomment>
        <translation>Wiersz %1: &apos;%2&apos; nie jest słowem z czterech cyfr szesnastkowych.</translation>
    </message>
    <message>
        <source>Line %1: more than 256 words; IDENTIFY data has exactly 256.</source>
        <extracomment>%1 line number</extracomment>
        <translation>Wiersz %1: więcej niż 256 słów; dane IDENTIFY mają ich dokładnie 256.</translation>
    </message>
    <message>
        <source>No IDENTIFY words found: expected 256 words of four hex digits, 8 a line, as &apos;hdparm --Istdout&apos; prints them.</source>
        <translation>Nie znaleziono słów IDENTIFY: oczekiwano 256 słów z czterech cyfr szesnastkowych, po 8 w wierszu, tak jak wypisuje je &apos;hdparm --Istdout&apos;.</translation>
    </message>
    <message numerus="yes">
        <source>Line %1: the words end after %n word(s); IDENTIFY data has 256.</source>
        <extracomment>%1 line number, %n number of words found</extracomment>
        <translation>
            <numerusform>Wiersz %1: słowa kończą się po %n słowie; dane IDENTIFY mają ich 256.</numerusform>
            <numerusform>Wiersz %1: słowa kończą się po %n słowach; dane IDENTIFY mają ich 256.</numerusform>
            <numerusform>Wiersz %1: słowa kończą się po %n słowach; dane IDENTIFY mają ich 256.</numerusform>
        </translation>
    </message>
    <message>
        <source>the device</source>
        <translation>urządzenie</translation>
    </message>
    <message>
        <source>%1 does not accept SCSI commands (SG_IO), so %2 cannot reach a drive: it is not a whole SATA, SAS or USB disk (partitions, loop, virtual and NVMe devices have no ATA drive behind them).</source>
        <extracomment>%1 device, %2 ATA command name</extracomment>
        <translation>%1 nie przyjmuje poleceń SCSI (SG_IO), więc %2 nie może dotrzeć do dysku: to nie jest cały dysk SATA, SAS ani USB (partycje oraz urządzenia loop, wirtualne i NVMe nie mają za sobą dysku ATA).</translation>
    </message>
    <message>
        <source>Permission denied sending %2 to %1: ATA commands need root or the DriveProof helper.</source>
        <extracomment>%1 device, %2 ATA command name</extracomment>
        <translation>Odmowa dostępu przy wysyłaniu %2 do %1: polecenia ATA wymagają uprawnień roota lub programu pomocniczego DriveProof.</translation>
    </message>
    <message>
        <source>Sending %1 to %2 failed: %3.</source>
        <extracomment>%1 ATA command name, %2 device, %3 the system&apos;s error text</extracomment>
        <translation>Wysłanie %1 do %2 nie powiodło się: %3.</translation>
    </message>
    <message>
        <source>The drive in %1 refused %2 (ABORT): it does not support this command or setting (%3).</source>
        <extracomment>%1 device, %2 ATA command name, %3 technical details</extracomment>
        <translation>Dysk w %1 odrzucił %2 (ABORT): nie obsługuje tego polecenia lub ustawienia (%3).</translation>
    </message>
    <message>
        <source>The drive in %1 reported an error for %2 (%3); check its health and cabling, then try again.</source>
        <extracomment>%1 device, %2 ATA command name, %3 technical details</extracomment>
        <translation>Dysk w %1 zgłosił błąd dla %2 (%3); sprawdź jego stan i okablowanie, a następnie spróbuj ponownie.</translation>
    </message>
    <message>
        <source>%1 rejected %2: the disk or its USB bridge does not pass ATA commands through (SAT) (%3).</source>
        <extracomment>%1 device, %2 ATA command name, %3 technical details</extracomment>
        <translation>%1 odrzuciło %2: dysk lub jego mostek USB nie przekazuje poleceń ATA (SAT) (%3).</translation>
    </message>
    <message>
        <source>%1 did not run %2 (%3).</source>
        <extracomment>%1 device, %2 ATA command name, %3 technical details</extracomment>
        <translation>%1 nie wykonało %2 (%3).</translation>
    </message>
    <message>
        <source>%1 timed out on %2: the drive did not answer.</source>
        <extracomment>%1 ATA command name, %2 device</extracomment>
        <translation>Przekroczono czas oczekiwania na %1 na %2: dysk nie odpowiedział.</translation>
    </message>
    <message>
        <source>%1 did not reach the drive in %2 (host status %3, driver status %4).</source>
        <extracomment>%1 ATA command name, %2 device, %3 / %4 numbers from the kernel</extracomment>
        <translation>%1 nie dotarło do dysku w %2 (status hosta %3, status sterownika %4).</translation>
    </message>
    <message>
        <source>%1 failed on %2 with SCSI status %3h and no sense data.</source>
        <extracomment>%1 ATA command name, %2 device, %3 SCSI status byte</extracomment>
        <translation>%1 nie powiodło się na %2: status SCSI %3h bez danych sense.</translation>
    </message>
    <message>
        <source>The drive in %1 reports no volatile write cache that can be switched (IDENTIFY word 82 bit 5).</source>
        <extracomment>%1 device</extracomment>
        <translation>Dysk w %1 nie zgłasza ulotnej pamięci podręcznej zapisu, którą można przełączać (słowo IDENTIFY 82, bit 5).</translation>
    </message>
    <message>
        <source>The drive in %1 accepted the command but still reports its write cache as off.</source>
        <extracomment>%1 device</extracomment>
        <translation>Dysk w %1 przyjął polecenie, ale nadal zgłasza pamięć podręczną zapisu jako wyłączoną.</translation>
    </message>
    <message>
        <source>The drive in %1 accepted the command but still reports its write cache as on.</source>
        <extracomment>%1 device</extracomment>
        <translation>Dysk w %1 przyjął polecenie, ale nadal zgłasza pamięć podręczną zapisu jako włączoną.</translation>
    </message>
    <message>
        <source>The drive %1 accepted the change but still reports its write cache as off.</source>
        <extracomment>%1 device path</extracomment>
        <translation>Dysk %1 przyjął zmianę, ale nadal zgłasza pamięć podręczną zapisu jako wyłączoną.</translation>
    </message>
    <message>
        <source>The drive %1 accepted the change but still reports its write cache as on.</source>
        <extracomment>%1 device path</extracomment>
        <translation>Dysk %1 przyjął zmianę, ale nadal zgłasza pamięć podręczną zapisu jako włączoną.</translation>
    </message>
    <message>
        <source>The Identify Controller data has %1 bytes instead of %2.</source>
        <extracomment>%1 bytes received, %2 bytes expected</extracomment>
        <translation>Dane Identify Controller mają %1 bajtów zamiast %2.</translation>
    </message>
    <message>
        <source>The NVMe health log has %1 bytes instead of %2.</source>
        <extracomment>%1 bytes received, %2 bytes expected</extracomment>
        <translation>Dziennik stanu NVMe ma %1 bajtów zamiast %2.</translation>
    </message>
    <message>
        <source>The drive does not support this admin command.</source>
        <translation>Dysk nie obsługuje tego polecenia administracyjnego.</translation>
    </message>
    <message>
        <source>The drive cannot save its write cache setting, so a change lasts only until the next power cycle.</source>
        <translation>Dysk nie może zapisać ustawienia pamięci podręcznej zapisu, więc zmiana obowiązuje tylko do następnego wyłączenia zasilania.</translation>
    </message>
    <message>
        <source>The drive does not allow its write cache setting to be changed.</source>
        <translation>Dysk nie pozwala zmienić ustawienia pamięci podręcznej zapisu.</translation>
    </message>
    <message>
        <source>The drive does not provide the SMART / health log.</source>
        <translation>Dysk nie udostępnia dziennika SMART / stanu.</translation>
    </message>
    <message>
        <source>The drive does not support saving its write cache setting.</source>
        <translation>Dysk nie obsługuje zapisywania ustawienia pamięci podręcznej zapisu.</translation>
    </message>
    <message>
        <source>The drive has no volatile write cache to read or change.</source>
        <translation>Dysk nie ma ulotnej pamięci podręcznej zapisu, którą można odczytać lub zmienić.</translation>
    </message>
    <message>
        <source>The drive rejected a field of the command.</source>
        <translation>Dysk odrzucił pole polecenia.</translation>
    </message>
    <message>
        <source>The drive reported an internal error; check its health and try again.</source>
        <translation>Dysk zgłosił błąd wewnętrzny; sprawdź jego stan i spróbuj ponownie.</translation>
    </message>
    <message>
        <source>The drive rejected the command.</source>
        <translation>Dysk odrzucił polecenie.</translation>
    </message>
    <message>
        <source>%1 (NVMe status %2)</source>
        <extracomment>%1 a sentence saying what the drive did and what to do; %2 the raw NVMe status code type and status code, e.g. &quot;SCT 1h, SC 0Dh&quot;</extracomment>
        <translation>%1 (status NVMe %2)</translation>
    </message>
    <message>
        <source>The device does not accept NVMe admin commands (it is not an NVMe drive).</source>
        <translation>Urządzenie nie przyjmuje poleceń administracyjnych NVMe (nie jest dyskiem NVMe).</translation>
    </message>
    <message>
        <source>Permission denied: run as root or through the DriveProof helper.</source>
        <translation>Odmowa dostępu: uruchom jako root lub przez program pomocniczy DriveProof.</translation>
    </message>
    <message>
        <source>The device is gone; reconnect it and try again.</source>
        <translation>Urządzenie zniknęło; podłącz je ponownie i spróbuj jeszcze raz.</translation>
    </message>
    <message>
        <source>The drive did not answer in time; try again.</source>
        <translation>Dysk nie odpowiedział na czas; spróbuj ponownie.</translation>
    </message>
    <message>
        <source>%1 failed on %2: %3</source>
        <extracomment>%1 NVMe command name, %2 device path, %3 the reason and what to do
----------
%1 SCSI command name, %2 device path, %3 the reason and what to do</extracomment>
        <translation>%1 nie powiodło się na %2: %3</translation>
    </message>
    <message>
        <source>The data %1 returned could not be decoded: %2</source>
        <extracomment>%1 device path, %2 what is wrong with the data</extracomment>
        <translation>Nie udało się zdekodować danych zwróconych przez %1: %2</translation>
    </message>
    <message>
        <source>The drive does not report whether its write cache setting can be saved (no Select / Save support), so a change lasts only until the next power cycle.</source>
        <translation>Dysk nie informuje, czy ustawienie pamięci podręcznej zapisu można zapisać (brak obsługi Select / Save), więc zmiana obowiązuje tylko do następnego wyłączenia zasilania.</translation>
    </message>
    <message>
        <source>The drive %1 has no volatile write cache to switch.</source>
        <extracomment>%1 device path</extracomment>
        <translation>Dysk %1 nie ma ulotnej pamięci podręcznej zapisu, którą można przełączyć.</translation>
    </message>
    <message>
        <source>The drive %1 does not allow its write cache to be switched.</source>
        <extracomment>%1 device path</extracomment>
        <translation>Dysk %1 nie pozwala przełączać pamięci podręcznej zapisu.</translation>
    </message>
    <message>
        <source>The drive %1 cannot save its write cache setting, so the change cannot be kept after a power cycle. Switch it without keeping it instead.</source>
        <extracomment>%1 device path</extracomment>
        <translation>Dysk %1 nie może zapisać ustawienia pamięci podręcznej zapisu, więc zmiany nie da się zachować po wyłączeniu zasilania. Zamiast tego przełącz ją bez zachowywania.</translation>
    </message>
    <message>
        <source>The mode page header at byte %1 is cut off.</source>
        <extracomment>%1 byte offset in the drive&apos;s reply</extracomment>
        <translation>Nagłówek strony trybu w bajcie %1 jest ucięty.</translation>
    </message>
    <message>
        <source>Mode page %1h claims %2 bytes but only %3 are present.</source>
        <extracomment>%1 page code in hex, %2 its length in bytes, %3 bytes actually present</extracomment>
        <translation>Strona trybu %1h deklaruje %2 bajtów, ale obecnych jest tylko %3.</translation>
    </message>
    <message>
        <source>The MODE SENSE reply has %1 bytes, fewer than the 8-byte mode parameter header.</source>
        <extracomment>%1 number of bytes received</extracomment>
        <translation>Odpowiedź MODE SENSE ma %1 bajtów, mniej niż 8-bajtowy nagłówek parametrów trybu.</translation>
    </message>
    <message>
        <source>The MODE SENSE reply declares a mode data length of %1, too short for its own header.</source>
        <extracomment>%1 the mode data length field of the reply</extracomment>
        <translation>Odpowiedź MODE SENSE deklaruje długość danych trybu %1 – za mało nawet na jej własny nagłówek.</translation>
    </message>
    <message>
        <source>The MODE SENSE reply&apos;s block descriptors (%1 bytes) leave no room for a mode page in its %2 bytes.</source>
        <extracomment>%1 block descriptor length, %2 bytes present</extracomment>
        <translation>Deskryptory bloków w odpowiedzi MODE SENSE (%1 bajtów) nie zostawiają w jej %2 bajtach miejsca na stronę trybu.</translation>
    </message>
    <message>
        <source>The caching mode page is too short to hold the WCE bit.</source>
        <translation>Strona trybu buforowania jest za krótka, by zawierać bit WCE.</translation>
    </message>
    <message>
        <source>The MODE SENSE reply does not contain the caching mode page (08h).</source>
        <translation>Odpowiedź MODE SENSE nie zawiera strony trybu buforowania (08h).</translation>
    </message>
    <message>
        <source>A new caching page can only be built from the current, complete caching page.</source>
        <translation>Nową stronę buforowania można zbudować tylko na podstawie bieżącej, kompletnej strony buforowania.</translation>
    </message>
    <message>
        <source>The drive reported an error but sent no sense data.</source>
        <translation>Dysk zgłosił błąd, ale nie przesłał danych sense.</translation>
    </message>
    <message>
        <source>The drive&apos;s fixed-format sense data is cut off.</source>
        <translation>Dane sense dysku w formacie stałym są ucięte.</translation>
    </message>
    <message>
        <source>The drive&apos;s descriptor-format sense data is cut off.</source>
        <translation>Dane sense dysku w formacie deskryptorowym są ucięte.</translation>
    </message>
    <message>
        <source>The drive sent sense data in an unknown format (response code %1h).</source>
        <extracomment>%1 the response code byte in hex</extracomment>
        <translation>Dysk przesłał dane sense w nieznanym formacie (kod odpowiedzi %1h).</translation>
    </message>
    <message>
        <source>The drive does not support saving this page, so a change lasts only until the next power cycle.</source>
        <translation>Dysk nie obsługuje zapisywania tej strony, więc zmiana obowiązuje tylko do następnego wyłączenia zasilania.</translation>
    </message>
    <message>
        <source>The drive does not support the MODE SENSE(10) and MODE SELECT(10) commands, so its cache cannot be read or changed this way.</source>
        <translation>Dysk nie obsługuje poleceń MODE SENSE(10) i MODE SELECT(10), więc nie można w ten sposób odczytać ani zmienić jego pamięci podręcznej.</translation>
    </message>
    <message>
        <source>The drive rejected the MODE SELECT command.</source>
        <translation>Dysk odrzucił polecenie MODE SELECT.</translation>
    </message>
    <message>
        <source>The drive does not report the caching mode page.</source>
        <translation>Dysk nie zgłasza strony trybu buforowania.</translation>
    </message>
    <message>
        <source>The drive refused the new caching page: it does not let this setting be changed.</source>
        <translation>Dysk odrzucił nową stronę buforowania: nie pozwala zmienić tego ustawienia.</translation>
    </message>
    <message>
        <source>The drive reported a reset or a changed setting; try again.</source>
        <translation>Dysk zgłosił reset lub zmianę ustawienia; spróbuj ponownie.</translation>
    </message>
    <message>
        <source>The drive is not ready (stopped, starting or without medium); try again in a moment.</source>
        <translation>Dysk nie jest gotowy (zatrzymany, uruchamia się lub nie ma nośnika); spróbuj ponownie za chwilę.</translation>
    </message>
    <message>
        <source>The drive is write protected.</source>
        <translation>Dysk jest zabezpieczony przed zapisem.</translation>
    </message>
    <message>
        <source>The drive reported a hardware or medium error; check its health.</source>
        <translation>Dysk zgłosił błąd sprzętu lub nośnika; sprawdź jego stan.</translation>
    </message>
    <message>
        <source>The drive aborted the command; try again.</source>
        <translation>Dysk przerwał polecenie; spróbuj ponownie.</translation>
    </message>
    <message>
        <source>The drive reported an error.</source>
        <translation>Dysk zgłosił błąd.</translation>
    </message>
    <message>
        <source>%1 (%2, %3)</source>
        <extracomment>%1 a sentence saying what the drive did and what to do; %2 SCSI sense key name, %3 additional sense code and its name, e.g. &quot;24h/00h INVALID FIELD IN CDB&quot;</extracomment>
        <translation>%1 (%2, %3)</translation>
    </message>
    <message>
        <source>The device does not accept SCSI commands, so its drive-level write cache cannot be read or changed this way.</source>
        <translation>Urządzenie nie przyjmuje poleceń SCSI, więc nie można w ten sposób odczytać ani zmienić pamięci podręcznej zapisu na poziomie dysku.</translation>
    </message>
    <message>
        <source>The drive did not answer in time; check its cable and power.</source>
        <translation>Dysk nie odpowiedział na czas; sprawdź jego kabel i zasilanie.</translation>
    </message>
    <message>
        <source>The connection to the drive failed (host status %1h); check its cable and power.</source>
        <extracomment>%1 the Linux host status code in hex</extracomment>
        <translation>Połączenie z dyskiem nie powiodło się (status hosta %1h); sprawdź kabel i zasilanie.</translation>
    </message>
    <message>
        <source>The drive is busy; try again in a moment.</source>
        <translation>Dysk jest zajęty; spróbuj ponownie za chwilę.</translation>
    </message>
    <message>
        <source>The drive returned SCSI status %1h without sense data.</source>
        <extracomment>%1 SCSI status byte in hex</extracomment>
        <translation>Dysk zwrócił status SCSI %1h bez danych sense.</translation>
    </message>
    <message>
        <source>The caching mode page of %1 could not be decoded: %2</source>
        <extracomment>%1 device path, %2 what is wrong with the reply</extracomment>
        <translation>Nie udało się zdekodować strony trybu buforowania %1: %2</translation>
    </message>
    <message>
        <source>The drive %1 does not allow its write cache to be switched (its caching page marks WCE as not changeable).</source>
        <extracomment>%1 device path</extracomment>
        <translation>Dysk %1 nie pozwala przełączać pamięci podręcznej zapisu (jego strona buforowania oznacza WCE jako niezmienny).</translation>
    </message>
    <message>
        <source>The drive %1 cannot save its caching page, so the change cannot be kept after a power cycle. Switch it without keeping it instead.</source>
        <extracomment>%1 device path</extracomment>
        <translation>Dysk %1 nie może zapisać swojej strony buforowania, więc zmiany nie da się zachować po wyłączeniu zasilania. Zamiast tego przełącz ją bez zachowywania.</translation>
    </message>
    <message>
        <source>%1 is not a whole SCSI disk; only those can be asked to re-read their caching page.</source>
        <extracomment>%1 kernel block device name</extracomment>
        <translation>%1 nie jest całym dyskiem SCSI; tylko takie dyski można poprosić o ponowne odczytanie strony buforowania.</translation>
    </message>
    <message>
        <source>Could not ask the kernel to re-read the settings of %1: %2. Its view of the write cache may be out of date until the next reboot.</source>
        <extracomment>%1 kernel block device name, %2 system error text</extracomment>
        <translation>Nie udało się poprosić jądra o ponowne odczytanie ustawień %1: %2. Informacja jądra o pamięci podręcznej zapisu może być nieaktualna do następnego uruchomienia komputera.</translation>
    </message>
    <message>
        <source>udisks2 could not save the write-cache setting: %1. The change lasts only until the next power cycle.</source>
        <extracomment>%1 udisks2&apos;s error message</extracomment>
        <translation>udisks2 nie mógł zapisać ustawienia pamięci podręcznej zapisu: %1. Zmiana obowiązuje tylko do następnego wyłączenia zasilania.</translation>
    </message>
    <message>
        <source>%1 is a file used as a drive (%2): the drive-level write cache does not apply; the kernel&apos;s view shows whether it passes flushes on to the file.</source>
        <extracomment>%1 device path, %2 the file behind the loop device</extracomment>
        <translation>%1 to plik używany jako dysk (%2): pamięć podręczna zapisu na poziomie dysku nie ma tu zastosowania; widok jądra pokazuje, czy urządzenie przekazuje opróżnienia do pliku.</translation>
    </message>
    <message>
        <source>%1 is a virtual disk: the real drive and its cache are on the host, out of reach from this machine. Only the kernel&apos;s view is shown; whether flushes reach the host&apos;s drive depends on the hypervisor&apos;s cache mode.</source>
        <extracomment>%1 device path</extracomment>
        <translation>%1 to dysk wirtualny: prawdziwy dysk i jego pamięć podręczna znajdują się na hoście, poza zasięgiem tego komputera. Pokazano tylko widok jądra; to, czy opróżnienia docierają do dysku hosta, zależy od trybu pamięci podręcznej hiperwizora.</translation>
    </message>
    <message>
        <source>%1 takes no drive commands: the drive-level write cache does not apply, only the kernel&apos;s view.</source>
        <extracomment>%1 device path</extracomment>
        <translation>%1 nie przyjmuje poleceń dyskowych: pamięć podręczna zapisu na poziomie dysku nie ma zastosowania, jest tylko widok jądra.</translation>
    </message>
    <message>
        <source>DriveProof does not know how to ask %1 about its write cache (unknown transport).</source>
        <extracomment>%1 device path</extracomment>
        <translation>DriveProof nie wie, jak zapytać %1 o pamięć podręczną zapisu (nieznany interfejs).</translation>
    </message>
    <message>
        <source>%1 is a virtual disk (%2): the write cache it reports is the hypervisor&apos;s emulation. Whether a flush reaches a real drive depends on the hypervisor&apos;s cache mode on the host.</source>
        <extracomment>%1 device path, %2 who emulates the disk: &quot;QEMU&quot;, &quot;VMware&quot;, &quot;Hyper-V&quot;, &quot;virtio&quot;...</extracomment>
        <translation>%1 to dysk wirtualny (%2): zgłaszana pamięć podręczna zapisu jest emulowana przez hiperwizor. To, czy opróżnienie dotrze do prawdziwego dysku, zależy od trybu pamięci podręcznej hiperwizora na hoście.</translation>
    </message>
    <message>
        <source>The kernel says write through but the drive&apos;s cache is on: the kernel no longer sends flushes, so committed data can be lost at a power cut. Switch the drive&apos;s cache off, or let the kernel re-read the drive&apos;s setting.</source>
        <translation>Jądro podaje tryb write through, ale pamięć podręczna dysku jest włączona: jądro nie wysyła już opróżnień, więc zatwierdzone dane mogą zostać utracone przy zaniku zasilania. Wyłącz pamięć podręczną dysku albo pozwól jądru ponownie odczytać ustawienie dysku.</translation>
    </message>
    <message>
        <source>The kernel still sends flushes although the drive&apos;s cache is off: safe, only slightly slower.</source>
        <translation>Jądro nadal wysyła opróżnienia, choć pamięć podręczna dysku jest wyłączona: to bezpieczne, tylko nieco wolniejsze.</translation>
    </message>
    <message>
        <source>The cache is off now, but the saved setting switches it back on at the next power cycle.</source>
        <translation>Pamięć podręczna jest teraz wyłączona, ale zapisane ustawienie włączy ją ponownie przy następnym włączeniu zasilania.</translation>
    </message>
    <message>
        <source>The cache is on now, but the saved setting switches it off at the next power cycle.</source>
        <translation>Pamięć podręczna jest teraz włączona, ale zapisane ustawienie wyłączy ją przy następnym włączeniu zasilania.</translation>
    </message>
    <message>
        <source>%1 cannot keep this setting after a power cycle here, so nothing was changed. Switch it without &quot;keep after reboot&quot;: it then lasts until the next power cycle.</source>
        <extracomment>%1 device path</extracomment>
        <translation>%1 nie może tu zachować tego ustawienia po wyłączeniu zasilania, więc niczego nie zmieniono. Przełącz ją bez opcji „Zachowaj po ponownym uruchomieniu”: zmiana obowiązuje wtedy do następnego wyłączenia zasilania.</translation>
    </message>
    <message>
        <source>%1 has no volatile write cache that can be switched.</source>
        <extracomment>%1 device path</extracomment>
        <translation>%1 nie ma ulotnej pamięci podręcznej zapisu, którą można przełączyć.</translation>
    </message>
    <message>
        <source>%1 does not allow its write cache setting to be changed.</source>
        <extracomment>%1 device path</extracomment>
        <translation>%1 nie pozwala zmienić ustawienia pamięci podręcznej zapisu.</translation>
    </message>
    <message>
        <source>The helper&apos;s write-cache reply names no device.</source>
        <translation>Odpowiedź programu pomocniczego dotycząca pamięci podręcznej zapisu nie wskazuje urządzenia.</translation>
    </message>
    <message>
        <source>Whether the write cache of %1 is on could not be read: %2</source>
        <extracomment>%1 device path, %2 the error the drive or the kernel gave</extracomment>
        <translation>Nie udało się odczytać, czy pamięć podręczna zapisu %1 jest włączona: %2</translation>
    </message>
    <message>
        <source>Whether the write cache of %1 can be switched could not be read: %2</source>
        <extracomment>%1 device path, %2 the error the drive or the kernel gave</extracomment>
        <translation>Nie udało się odczytać, czy pamięć podręczną zapisu %1 można przełączać: %2</translation>
    </message>
    <message>
        <source>The saved write cache setting of %1 could not be read: %2</source>
        <extracomment>%1 device path, %2 the error the drive or the kernel gave</extracomment>
        <translation>Nie udało się odczytać zapisanego ustawienia pamięci podręcznej zapisu %1: %2</translation>
    </message>
    <message>
        <source>Finding %1 (%2)</source>
        <extracomment>a finding this version does not know (from a newer helper); %1 its code, %2 its arguments</extracomment>
        <translation>Ustalenie %1 (%2)</translation>
    </message>
    <message>
        <source>write back</source>
        <extracomment>the kernel&apos;s view of a drive&apos;s cache (queue/write_cache): it sends flushes</extracomment>
        <translation>zapis opóźniony</translation>
    </message>
    <message>
        <source>write through</source>
        <extracomment>the kernel&apos;s view of a drive&apos;s cache (queue/write_cache): it sends no flushes</extracomment>
        <translation>zapis bezpośredni</translation>
    </message>
    <message>
        <source>The helper&apos;s write-cache reply has findings in a form this version does not read. Restart DriveProof after an update.</source>
        <translation>Odpowiedź programu pomocniczego dotycząca pamięci podręcznej zapisu zawiera ustalenia w formie, której ta wersja nie odczytuje. Po aktualizacji uruchom ponownie DriveProof.</translation>
    </message>
    <message>
        <source>The helper&apos;s write-cache reply has a finding without a code. Restart DriveProof after an update.</source>
        <translation>Odpowiedź programu pomocniczego dotycząca pamięci podręcznej zapisu zawiera ustalenie bez kodu. Po aktualizacji uruchom ponownie DriveProof.</translation>
    </message>
    <message>
        <source>A self-test is already running on the drive.</source>
        <translation>Na dysku trwa już autotest.</translation>
    </message>
</context>
<context>
    <name>DriveProof::Capacity</name>
    <message>
        <source>Writing records</source>
        <translation>Zapisywanie rekordów</translation>
    </message>
    <message>
        <source>Pushing the drive&apos;s cache out</source>
        <translation>Wypychanie pamięci podręcznej dysku</translation>
    </message>
    <message>
        <source>Reading back</source>
        <translation>Odczyt kontrolny</translation>
    </message>
    <message>
        <source>Closing in on the boundary</source>
        <translation>Zawężanie granicy</translation>
    </message>
    <message>
        <source>records written elsewhere (wrap-around)</source>
        <translation>rekordy zapisane gdzie indziej (zawijanie)</translation>
    </message>
    <message>
        <source>zeros</source>
        <translation>zera</translation>
    </message>
    <message>
        <source>not what was written</source>
        <translation>nie to, co zapisano</translation>
    </message>
    <message>
        <source>damaged records</source>
        <translation>uszkodzone rekordy</translation>
    </message>
    <message>
        <source>read errors</source>
        <translation>błędy odczytu</translation>
    </message>
    <message>
        <source>Usable size proved: %1 (%2 bytes).</source>
        <extracomment>%1 a size, e.g. &quot;62.1 GB&quot;, %2 the same in bytes</extracomment>
        <translation>Dowiedziony rozmiar użyteczny: %1 (%2 bajtów).</translation>
    </message>
    <message>
        <source>First bad block at byte %1; the boundary is known to within %2.</source>
        <extracomment>%1 a byte offset as a number, %2 a size, e.g. &quot;4 kB&quot;</extracomment>
        <translation>Pierwszy zły blok przy bajcie %1; granica znana z dokładnością do %2.</translation>
    </message>
    <message numerus="yes">
        <source>%n write request(s), %1 written, in %2 s.</source>
        <extracomment>%n write requests, %1 a size, e.g. &quot;1.1 GB&quot;, %2 seconds, e.g. &quot;12.5&quot;</extracomment>
        <translation>
            <numerusform>%n żądanie zapisu, zapisano %1, w %2 s.</numerusform>
            <numerusform>%n żądania zapisu, zapisano %1, w %2 s.</numerusform>
            <numerusform>%n żądań zapisu, zapisano %1, w %2 s.</numerusform>
        </translation>
    </message>
    <message>
        <source>Genuine: every record written across all %1 bytes (%2) read back where it was written.</source>
        <extracomment>%1 the drive&apos;s size in bytes as a number, %2 the same size short, e.g. &quot;1.0 TB&quot;</extracomment>
        <translation>Oryginalny: każdy rekord zapisany na wszystkich %1 bajtach (%2) odczytano tam, gdzie został zapisany.</translation>
    </message>
    <message>
        <source>Fake: only the first %1 are real; writes beyond that land at the start again (wrap-around). The drive claims %2.</source>
        <extracomment>%1 the real size, e.g. &quot;62.1 GB&quot;, %2 the size the drive claims, e.g. &quot;128.0 GB&quot;</extracomment>
        <translation>Podróbka: prawdziwe są tylko pierwsze %1; zapisy dalej trafiają znów na początek (zawijanie). Dysk deklaruje %2.</translation>
    </message>
    <message>
        <source>Fake: writes beyond %1 are thrown away. The drive claims %2.</source>
        <extracomment>%1 where the real part ends, e.g. &quot;120.3 GB&quot;, %2 the size the drive claims</extracomment>
        <translation>Podróbka: zapisy poza %1 są odrzucane. Dysk deklaruje %2.</translation>
    </message>
    <message numerus="yes">
        <source>Damaged: %n block(s) did not hold what was written, the first at %1.</source>
        <extracomment>%n how many blocks, %1 the position of the first one, e.g. &quot;3.2 GB&quot;</extracomment>
        <translation>
            <numerusform>Uszkodzony: %n blok nie zawierał tego, co zapisano, pierwszy przy %1.</numerusform>
            <numerusform>Uszkodzony: %n bloki nie zawierały tego, co zapisano, pierwszy przy %1.</numerusform>
            <numerusform>Uszkodzony: %n bloków nie zawierało tego, co zapisano, pierwszy przy %1.</numerusform>
        </translation>
    </message>
    <message>
        <source>Could not decide: the test was cancelled.</source>
        <translation>Nie można rozstrzygnąć: test przerwano.</translation>
    </message>
    <message>
        <source>Could not decide: the drive did not accept a flush of its cache.</source>
        <translation>Nie można rozstrzygnąć: dysk nie przyjął opróżnienia pamięci podręcznej.</translation>
    </message>
    <message>
        <source>Could not decide: the device is too small to test.</source>
        <translation>Nie można rozstrzygnąć: urządzenie jest za małe do testu.</translation>
    </message>
    <message>
        <source>Could not decide: nothing that was written could be read back.</source>
        <translation>Nie można rozstrzygnąć: niczego z zapisanych danych nie udało się odczytać.</translation>
    </message>
    <message>
        <source>The drive was reset before reading back: what its controller kept in memory was lost.</source>
        <translation>Dysk został zresetowany przed odczytem: to, co jego kontroler trzymał w pamięci, przepadło.</translation>
    </message>
    <message>
        <source>The drive was reset before reading back but did not come back.</source>
        <translation>Dysk został zresetowany przed odczytem, ale nie wrócił.</translation>
    </message>
    <message>
        <source>Not reset before reading back: this device cannot be reset.</source>
        <translation>Bez resetu przed odczytem: tego urządzenia nie da się zresetować.</translation>
    </message>
    <message>
        <source>Not reset before reading back: only a USB drive can be reset on its own.</source>
        <translation>Bez resetu przed odczytem: tylko dysk USB da się zresetować osobno.</translation>
    </message>
    <message>
        <source>Not reset before reading back: only a run as root can reset a USB drive (sudo driveproof-cli capacity).</source>
        <translation>Bez resetu przed odczytem: tylko uruchomienie jako root może zresetować dysk USB (sudo driveproof-cli capacity).</translation>
    </message>
    <message>
        <source>Not reset before reading back: a partition was checked, and a reset would touch the whole drive.</source>
        <translation>Bez resetu przed odczytem: sprawdzano partycję, a reset dotknąłby całego dysku.</translation>
    </message>
    <message>
        <source>Not reset before reading back: its USB device carries other drives too.</source>
        <translation>Bez resetu przed odczytem: jego urządzenie USB obsługuje też inne dyski.</translation>
    </message>
    <message>
        <source>Not reset before reading back: the kernel refused (%1).</source>
        <extracomment>%1 the system&apos;s error message, e.g. &quot;Operation not permitted&quot;</extracomment>
        <translation>Bez resetu przed odczytem: jądro odmówiło (%1).</translation>
    </message>
    <message>
        <source>Waiting for the drive&apos;s cache to write back</source>
        <translation>Oczekiwanie, aż dysk zapisze zawartość pamięci podręcznej</translation>
    </message>
</context>
<context>
    <name>DriveProof::Cli</name>
    <message>
        <source>Logical sector size in bytes (images: 512).</source>
        <translation>Rozmiar sektora logicznego w bajtach (obrazy: 512).</translation>
    </message>
    <message>
        <source>Physical sector size in bytes (images: 4096).</source>
        <translation>Rozmiar sektora fizycznego w bajtach (obrazy: 4096).</translation>
    </message>
    <message>
        <source>Optimal I/O size in bytes, 0 = not reported (images: 0).</source>
        <translation>Optymalny rozmiar we/wy w bajtach, 0 = nie zgłoszono (obrazy: 0).</translation>
    </message>
    <message>
        <source>Bytes from LBA 0 to the next physical sector boundary (images: 0).</source>
        <translation>Liczba bajtów od LBA 0 do następnej granicy sektora fizycznego (obrazy: 0).</translation>
    </message>
    <message>
        <source>%1 %2 is not a number of bytes. Give a whole number such as 4096.</source>
        <extracomment>%1 option name, %2 the value given</extracomment>
        <translation>%1 %2 nie jest liczbą bajtów. Podaj liczbę całkowitą, np. 4096.</translation>
    </message>
    <message>
        <source>%1 %2 is not a valid block size. Give a power of two from 512 to 1048576 bytes, e.g. 4096.</source>
        <extracomment>%1 option name, %2 the value given</extracomment>
        <translation>%1 %2 nie jest prawidłowym rozmiarem bloku. Podaj potęgę dwójki od 512 do 1048576 bajtów, np. 4096.</translation>
    </message>
    <message>
        <source>--physical-block-size %1 is smaller than --logical-block-size %2: a physical sector holds one or more logical sectors.</source>
        <extracomment>%1 physical size given, %2 logical size given</extracomment>
        <translation>--physical-block-size %1 jest mniejsze niż --logical-block-size %2: sektor fizyczny zawiera jeden lub więcej sektorów logicznych.</translation>
    </message>
    <message>
        <source>--physical-block-size %1 is smaller than the %3-byte logical sectors of %2: a physical sector holds one or more logical sectors.</source>
        <extracomment>%1 physical size given, %2 device, %3 its logical sector size</extracomment>
        <translation>--physical-block-size %1 jest mniejsze niż %3-bajtowe sektory logiczne %2: sektor fizyczny zawiera jeden lub więcej sektorów logicznych.</translation>
    </message>
    <message>
        <source>%1 %2 is not valid. Give 0 (not reported) or a multiple of the physical block size (%3 bytes) up to 1 GiB.</source>
        <extracomment>%1 option name, %2 the value given, %3 physical sector size</extracomment>
        <translation>%1 %2 jest nieprawidłowe. Podaj 0 (nie zgłoszono) lub wielokrotność rozmiaru bloku fizycznego (%3 bajtów) nie większą niż 1 GiB.</translation>
    </message>
    <message>
        <source>%1 %2 is not valid. Give a multiple of the logical block size (%3 bytes) smaller than the physical block size (%4 bytes), e.g. 0.</source>
        <extracomment>%1 option name, %2 the value given, %3 logical and %4 physical sector size</extracomment>
        <translation>%1 %2 jest nieprawidłowe. Podaj wielokrotność rozmiaru bloku logicznego (%3 bajtów) mniejszą niż rozmiar bloku fizycznego (%4 bajtów), np. 0.</translation>
    </message>
    <message>
        <source>yes</source>
        <translation>tak</translation>
    </message>
    <message>
        <source>no</source>
        <translation>nie</translation>
    </message>
    <message numerus="yes">
        <source>%n byte(s)</source>
        <extracomment>%n bytes of the optimal I/O size
----------
a size in bytes, e.g. &quot;4096 bytes&quot;</extracomment>
        <translation>
            <numerusform>%n bajt</numerusform>
            <numerusform>%n bajty</numerusform>
            <numerusform>%n bajtów</numerusform>
        </translation>
    </message>
    <message>
        <source>not reported</source>
        <translation>nie zgłoszono</translation>
    </message>
    <message>
        <source>%1: %2 partition table, logical sector %3 bytes, physical sector %4 bytes, optimal I/O size %5, alignment offset %6 bytes.</source>
        <extracomment>%1 device or image, %2 &quot;dos&quot;/&quot;gpt&quot;, %3 and %4 sector sizes in bytes, %5 optimal I/O size (&quot;65536 bytes&quot; or &quot;not reported&quot;), %6 alignment offset in bytes</extracomment>
        <translation>%1: tablica partycji %2, sektor logiczny %3 bajtów, sektor fizyczny %4 bajtów, optymalny rozmiar we/wy %5, przesunięcie wyrównania %6 bajtów.</translation>
    </message>
    <message>
        <source>unknown</source>
        <translation>nieznany</translation>
    </message>
    <message>
        <source>The partition table of %1 has no partitions.</source>
        <extracomment>%1 device or image</extracomment>
        <translation>Tablica partycji %1 nie zawiera żadnych partycji.</translation>
    </message>
    <message>
        <source>PARTITION</source>
        <translation>PARTYCJA</translation>
    </message>
    <message>
        <source>START (sector)</source>
        <translation>POCZĄTEK (sektor)</translation>
    </message>
    <message>
        <source>START (bytes)</source>
        <translation>POCZĄTEK (bajty)</translation>
    </message>
    <message>
        <source>LOGICAL</source>
        <translation>LOGICZNY</translation>
    </message>
    <message>
        <source>PHYSICAL</source>
        <translation>FIZYCZNY</translation>
    </message>
    <message>
        <source>OPTIMAL</source>
        <translation>OPTYMALNY</translation>
    </message>
    <message>
        <source>1 MiB</source>
        <translation>1 MiB</translation>
    </message>
    <message>
        <source>VERDICT</source>
        <translation>WERDYKT</translation>
    </message>
    <message>
        <source>No drive or file named %1. Give a drive such as /dev/sdb (see &apos;driveproof-cli list&apos;) or the path of a disk image.</source>
        <extracomment>%1 what the user typed</extracomment>
        <translation>Nie ma dysku ani pliku o nazwie %1. Podaj dysk, np. /dev/sdb (zobacz &apos;driveproof-cli list&apos;), albo ścieżkę obrazu dysku.</translation>
    </message>
    <message>
        <source>%1 is a partition. Give the whole drive instead: &apos;driveproof-cli align %2&apos;.</source>
        <extracomment>%1 the partition given, %2 its whole drive</extracomment>
        <translation>%1 to partycja. Podaj zamiast niej cały dysk: &apos;driveproof-cli align %2&apos;.</translation>
    </message>
    <message>
        <source>Check that every partition of a drive or a disk image starts on a boundary that suits the drive: its physical sectors, 1 MiB and its optimal I/O size.</source>
        <translation>Sprawdza, czy każda partycja dysku lub obrazu dysku zaczyna się na granicy pasującej do dysku: jego sektorów fizycznych, 1 MiB i optymalnego rozmiaru we/wy.</translation>
    </message>
    <message>
        <source>A drive (/dev/sdb, sdb) or a disk image file.</source>
        <translation>Dysk (/dev/sdb, sdb) lub plik obrazu dysku.</translation>
    </message>
    <message>
        <source>Print JSON (keys in docs/json.md).</source>
        <translation>Wypisuje wynik w formacie JSON (klucze w docs/json.md).</translation>
    </message>
    <message>
        <source>&apos;align&apos; needs exactly one drive or disk image, e.g. &apos;driveproof-cli align /dev/sdb&apos; or &apos;driveproof-cli align disk.img&apos;.</source>
        <translation>&apos;align&apos; wymaga dokładnie jednego dysku lub obrazu dysku, np. &apos;driveproof-cli align /dev/sdb&apos; lub &apos;driveproof-cli align disk.img&apos;.</translation>
    </message>
    <message>
        <source>This test writes over the data on %1. Everything on it will be lost.
Type the device name (%2) to go on: </source>
        <extracomment>%1 device node, %2 its short name the user must type</extracomment>
        <translation>Ten test nadpisuje dane na %1. Wszystko, co się na nim znajduje, zostanie utracone.
Wpisz nazwę urządzenia (%2), aby kontynuować: </translation>
    </message>
    <message>
        <source>There is no device %1. Run &apos;driveproof-cli list&apos; to see the drives on this machine.</source>
        <extracomment>%1 what the user typed</extracomment>
        <translation>Nie ma urządzenia %1. Uruchom &apos;driveproof-cli list&apos;, aby zobaczyć dyski w tym komputerze.</translation>
    </message>
    <message>
        <source>There is no folder or file %1. Give an existing folder (a temporary test file is made in it), a file or a block device.</source>
        <extracomment>%1 what the user typed</extracomment>
        <translation>Nie ma katalogu ani pliku %1. Podaj istniejący katalog (zostanie w nim utworzony tymczasowy plik testowy), plik lub urządzenie blokowe.</translation>
    </message>
    <message>
        <source>%1 is not a folder, a regular file or a block device (it is a pipe, a socket or a character device). Give a folder, a file or a block device.</source>
        <extracomment>%1 what the user typed</extracomment>
        <translation>%1 nie jest katalogiem, zwykłym plikiem ani urządzeniem blokowym (to potok, gniazdo lub urządzenie znakowe). Podaj katalog, plik lub urządzenie blokowe.</translation>
    </message>
    <message>
        <source>%1 is a device: this test writes to it and destroys its data. Add --destructive if that is what you want, or give a folder.</source>
        <extracomment>%1 device node</extracomment>
        <translation>%1 to urządzenie: ten test zapisuje na nim dane i niszczy jego zawartość. Dodaj --destructive, jeśli właśnie tego chcesz, albo podaj katalog.</translation>
    </message>
    <message>
        <source>%1 is in use: %2 Nothing was written.</source>
        <extracomment>%1 device node, %2 a sentence saying what uses it, e.g. &quot;/dev/loop0 backs the loop device /dev/loop1. /dev/loop1 is mounted on /mnt.&quot;</extracomment>
        <translation>%1 jest w użyciu: %2 Niczego nie zapisano.</translation>
    </message>
    <message>
        <source>The name did not match; nothing was written.</source>
        <translation>Nazwa się nie zgadza; niczego nie zapisano.</translation>
    </message>
    <message>
        <source>--output cannot write %1: %2.</source>
        <extracomment>%1 file name, %2 the system&apos;s error text</extracomment>
        <translation>--output nie może zapisać %1: %2.</translation>
    </message>
    <message>
        <source>Cancelled while the test file was being prepared; it was removed.</source>
        <translation>Anulowano podczas przygotowywania pliku testowego; plik został usunięty.</translation>
    </message>
    <message>
        <source>--cache-ab needs to know the drive under the target, and it could not be found.</source>
        <translation>--cache-ab musi znać dysk, na którym leży cel, a nie udało się go znaleźć.</translation>
    </message>
    <message>
        <source>--only %1 matches no measurement of this test. The keys are the &quot;key&quot; fields of its --json output.</source>
        <extracomment>%1 what the user gave to --only</extracomment>
        <translation>--only %1 nie pasuje do żadnego pomiaru tego testu. Klucze to pola &quot;key&quot; w jego wyjściu --json.</translation>
    </message>
    <message>
        <source>Cannot write %1: %2.</source>
        <extracomment>%1 file name, %2 the system&apos;s error text
----------
%1 file, %2 the system&apos;s reason</extracomment>
        <translation>Nie można zapisać %1: %2.</translation>
    </message>
    <message>
        <source>Cancelled; the lines above finished before that.</source>
        <translation>Anulowano; wiersze powyżej zakończyły się wcześniej.</translation>
    </message>
    <message>
        <source>Measure a drive: commit rate (like pg_test_fsync), throughput, random I/O, sweeps, the hybrid-cache check.
FAMILY is one of: quick, commit, throughput (or seq), sustained, surface, random, sweep (with --axis), sweep-block-size, sweep-queue-depth, sweep-threads, hybrid.
TARGET is a folder (default: the current one; a temporary file is created and removed), an existing file (used in place, never grown), or a block device (read tests; writing needs --destructive).</source>
        <translation>Mierzy wydajność dysku: liczbę zatwierdzeń na sekundę (jak pg_test_fsync), przepustowość, losowe operacje we/wy, serie pomiarów i sprawdzenie hybrydowej pamięci podręcznej.
FAMILY to jedno z: quick, commit, throughput (lub seq), sustained, surface, random, sweep (z --axis), sweep-block-size, sweep-queue-depth, sweep-threads, hybrid.
TARGET to katalog (domyślnie bieżący; tymczasowy plik jest tworzony i usuwany), istniejący plik (używany w miejscu, nigdy nie powiększany) lub urządzenie blokowe (testy odczytu; zapis wymaga --destructive).</translation>
    </message>
    <message>
        <source>The test to run.</source>
        <translation>Test do uruchomienia.</translation>
    </message>
    <message>
        <source>Folder, file or device (or --target).</source>
        <translation>Katalog, plik lub urządzenie (albo --target).</translation>
    </message>
    <message>
        <source>Folder, file or device, like TARGET.</source>
        <translation>Katalog, plik lub urządzenie, tak jak TARGET.</translation>
    </message>
    <message>
        <source>Test area or temporary file size, e.g. 1G, 256M (default: 1G; commit: 16M; a device: all of it for the surface scan).</source>
        <translation>Rozmiar obszaru testowego lub pliku tymczasowego, np. 1G, 256M (domyślnie: 1G; commit: 16M; urządzenie: całe przy skanowaniu powierzchni).</translation>
    </message>
    <message>
        <source>Seconds per measurement (default: 5).</source>
        <translation>Liczba sekund na pomiar (domyślnie: 5).</translation>
    </message>
    <message>
        <source>I/O engine: auto, io_uring or psync (default: auto).</source>
        <translation>Mechanizm we/wy: auto, io_uring lub psync (domyślnie: auto).</translation>
    </message>
    <message>
        <source>Block size for random, sweeps and sustained, e.g. 4k.</source>
        <translation>Rozmiar bloku dla testów random, sustained i serii pomiarów, np. 4k.</translation>
    </message>
    <message>
        <source>I/Os in flight per thread (sweeps, sustained).</source>
        <translation>Liczba operacji we/wy w locie na wątek (serie pomiarów, sustained).</translation>
    </message>
    <message>
        <source>Threads (sweeps).</source>
        <translation>Liczba wątków (serie pomiarów).</translation>
    </message>
    <message>
        <source>Sweeps: 100 reads only (default), 0 writes only, or a mix.</source>
        <translation>Serie pomiarów: 100 – tylko odczyty (domyślnie), 0 – tylko zapisy, albo mieszanka.</translation>
    </message>
    <message>
        <source>Quick, throughput, random: reads only.</source>
        <translation>Quick, throughput, random: tylko odczyty.</translation>
    </message>
    <message>
        <source>Quick, throughput, random: writes only.</source>
        <translation>Quick, throughput, random: tylko zapisy.</translation>
    </message>
    <message>
        <source>Quick, throughput, random: a mix with this percentage of reads, e.g. 70.</source>
        <translation>Quick, throughput, random: mieszanka z podanym procentem odczytów, np. 70.</translation>
    </message>
    <message>
        <source>One CrystalDiskMark preset: SEQ1M-Q8T1, SEQ1M-Q1T1, RND4K-Q32T1, RND4K-Q1T1 (or any RND|SEQ&lt;size&gt;-Q&lt;depth&gt;T&lt;threads&gt;).</source>
        <translation>Jeden z zestawów CrystalDiskMark: SEQ1M-Q8T1, SEQ1M-Q1T1, RND4K-Q32T1, RND4K-Q1T1 (lub dowolny RND|SEQ&lt;size&gt;-Q&lt;depth&gt;T&lt;threads&gt;).</translation>
    </message>
    <message>
        <source>sweep: block-size (default), queue-depth or threads.</source>
        <translation>sweep: block-size (domyślnie), queue-depth lub threads.</translation>
    </message>
    <message>
        <source>Hybrid check: seconds the drive stays idle between the passes (default: 300).</source>
        <translation>Sprawdzenie hybrydowe: liczba sekund bezczynności dysku między przejściami (domyślnie: 300).</translation>
    </message>
    <message>
        <source>Commit: measure again with the drive&apos;s write cache off, then switch it back on.</source>
        <translation>Commit: mierzy ponownie z wyłączoną pamięcią podręczną zapisu dysku, a następnie włącza ją z powrotem.</translation>
    </message>
    <message>
        <source>Allow a write test on a raw device: everything on it is lost.</source>
        <translation>Zezwala na test zapisu na surowym urządzeniu: wszystko, co się na nim znajduje, zostanie utracone.</translation>
    </message>
    <message>
        <source>Go through the page cache (no O_DIRECT).</source>
        <translation>Korzysta z pamięci podręcznej stron (bez O_DIRECT).</translation>
    </message>
    <message>
        <source>Print the result as JSON (docs/json.md).</source>
        <translation>Wypisuje wynik w formacie JSON (docs/json.md).</translation>
    </message>
    <message>
        <source>Also write the JSON result to FILE.</source>
        <translation>Zapisuje też wynik w formacie JSON do PLIKU.</translation>
    </message>
    <message>
        <source>Run only the measurements with these keys, separated by commas (e.g. rnd4kq32t1.read, commit.s1.fdatasync).</source>
        <translation>Uruchamia tylko pomiary o podanych kluczach, rozdzielonych przecinkami (np. rnd4kq32t1.read, commit.s1.fdatasync).</translation>
    </message>
    <message>
        <source>Do not keep the result in the drive&apos;s history.</source>
        <translation>Nie zapisuje wyniku w historii dysku.</translation>
    </message>
    <message>
        <source>&apos;bench&apos; needs a FAMILY and at most one TARGET, e.g. &apos;driveproof-cli bench quick ~/&apos;.</source>
        <translation>&apos;bench&apos; wymaga rodzaju testu (FAMILY) i co najwyżej jednego celu (TARGET), np. &apos;driveproof-cli bench quick ~/&apos;.</translation>
    </message>
    <message>
        <source>--axis goes with &apos;sweep&apos; and takes block-size, queue-depth or threads, not &apos;%1&apos;.</source>
        <extracomment>%1 what the user typed</extracomment>
        <translation>--axis łączy się z &apos;sweep&apos; i przyjmuje block-size, queue-depth lub threads, a nie &apos;%1&apos;.</translation>
    </message>
    <message>
        <source>unknown test &apos;%1&apos;. Try &apos;driveproof-cli bench --help&apos;.</source>
        <extracomment>%1 what the user typed</extracomment>
        <translation>nieznany test &apos;%1&apos;. Spróbuj &apos;driveproof-cli bench --help&apos;.</translation>
    </message>
    <message>
        <source>--size takes a size of at least 4K, such as 1G or 256M, not &apos;%1&apos;.</source>
        <extracomment>%1 what the user typed</extracomment>
        <translation>--size przyjmuje rozmiar co najmniej 4K, np. 1G lub 256M, a nie &apos;%1&apos;.</translation>
    </message>
    <message>
        <source>--duration takes seconds, e.g. 5, not &apos;%1&apos;.</source>
        <extracomment>%1 what the user typed</extracomment>
        <translation>--duration przyjmuje liczbę sekund, np. 5, a nie &apos;%1&apos;.</translation>
    </message>
    <message>
        <source>--backend takes auto, io_uring or psync, not &apos;%1&apos;.</source>
        <extracomment>%1 what the user typed</extracomment>
        <translation>--backend przyjmuje auto, io_uring lub psync, a nie &apos;%1&apos;.</translation>
    </message>
    <message>
        <source>--block-size takes a multiple of 512 bytes up to 64M, not &apos;%1&apos;.</source>
        <extracomment>%1 what the user typed</extracomment>
        <translation>--block-size przyjmuje wielokrotność 512 bajtów do 64M, a nie &apos;%1&apos;.</translation>
    </message>
    <message>
        <source>--%1 takes a whole number up to %2, not &apos;%3&apos;.</source>
        <extracomment>%1 the option, %2 the largest value, %3 what the user typed</extracomment>
        <translation>--%1 przyjmuje liczbę całkowitą do %2, a nie &apos;%3&apos;.</translation>
    </message>
    <message>
        <source>--idle takes seconds, not &apos;%1&apos;.</source>
        <extracomment>%1 what the user typed</extracomment>
        <translation>--idle przyjmuje liczbę sekund, a nie &apos;%1&apos;.</translation>
    </message>
    <message>
        <source>Give one of --read, --write and --mix.</source>
        <translation>Podaj jedną z opcji: --read, --write lub --mix.</translation>
    </message>
    <message>
        <source>--mix takes the percentage of reads, 0 to 100, not &apos;%1&apos;.</source>
        <extracomment>%1 what the user typed</extracomment>
        <translation>--mix przyjmuje procent odczytów od 0 do 100, a nie &apos;%1&apos;.</translation>
    </message>
    <message>
        <source>--preset takes a name such as RND4K-Q32T1 or SEQ1M-Q8T1, not &apos;%1&apos;.</source>
        <extracomment>%1 what the user typed</extracomment>
        <translation>--preset przyjmuje nazwę taką jak RND4K-Q32T1 lub SEQ1M-Q8T1, a nie &apos;%1&apos;.</translation>
    </message>
    <message>
        <source>--preset goes with quick, random or seq.</source>
        <translation>--preset łączy się z quick, random lub seq.</translation>
    </message>
    <message>
        <source>--cache-ab goes with the commit test.</source>
        <translation>--cache-ab łączy się z testem commit.</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <extracomment>flushes per commit on one device: %1 device, %2 flushes per commit</extracomment>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>Commit method</source>
        <translation>Metoda zatwierdzania</translation>
    </message>
    <message>
        <source>Commits/s</source>
        <translation>Zatw./s</translation>
    </message>
    <message>
        <source>Mean µs</source>
        <translation>Średnio µs</translation>
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
        <translation>Maks. µs</translation>
    </message>
    <message>
        <source>Flushes/commit</source>
        <translation>Opróżn./zatw.</translation>
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
        <translation>dobrze</translation>
    </message>
    <message>
        <source>caution</source>
        <translation>uwaga</translation>
    </message>
    <message>
        <source>danger</source>
        <translation>zagrożenie</translation>
    </message>
    <message>
        <source>note</source>
        <translation>informacja</translation>
    </message>
    <message>
        <source>[%1%] %2: %3, %4, %5 left</source>
        <extracomment>live progress: %1 percent done, %2 the step, %3 rate, %4 IOPS, %5 time left (m:ss)</extracomment>
        <translation>[%1%] %2: %3, %4, pozostało %5</translation>
    </message>
    <message>
        <source>[%1%] %2</source>
        <extracomment>live progress without numbers: %1 percent done, %2 the step</extracomment>
        <translation>[%1%] %2</translation>
    </message>
    <message>
        <source>%1 on %2</source>
        <extracomment>%1 the test&apos;s title, %2 where it ran</extracomment>
        <translation>%1 na %2</translation>
    </message>
    <message>
        <source>- %1: %2</source>
        <extracomment>a verdict as a list item: %1 good/caution/danger/note, %2 the verdict</extracomment>
        <translation>- %1: %2</translation>
    </message>
    <message>
        <source>on</source>
        <extracomment>the drive&apos;s write cache</extracomment>
        <translation>włączona</translation>
    </message>
    <message>
        <source>off</source>
        <translation>wyłączona</translation>
    </message>
    <message>
        <source>yes, through udisks2 (re-applied at every boot)</source>
        <translation>tak, przez udisks2 (ustawiane przy każdym uruchomieniu)</translation>
    </message>
    <message>
        <source>yes, saved in the drive</source>
        <translation>tak, zapisane w dysku</translation>
    </message>
    <message>
        <source>no: a change lasts until the next power cycle</source>
        <translation>nie: zmiana obowiązuje do następnego wyłączenia zasilania</translation>
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
        <translation>brak (nie przyjmuje poleceń dyskowych)</translation>
    </message>
    <message>
        <source>Device</source>
        <translation>Urządzenie</translation>
    </message>
    <message>
        <source>Protocol</source>
        <translation>Protokół</translation>
    </message>
    <message>
        <source>Drive has a write cache</source>
        <translation>Dysk ma pamięć podręczną zapisu</translation>
    </message>
    <message>
        <source>Drive&apos;s cache now</source>
        <translation>Pamięć podręczna dysku teraz</translation>
    </message>
    <message>
        <source>Saved setting</source>
        <translation>Zapisane ustawienie</translation>
    </message>
    <message>
        <source>none</source>
        <translation>brak</translation>
    </message>
    <message>
        <source>Can be changed</source>
        <translation>Można zmienić</translation>
    </message>
    <message>
        <source>Keeps after reboot</source>
        <translation>Zachowywane po ponownym uruchomieniu</translation>
    </message>
    <message>
        <source>Kernel&apos;s view</source>
        <translation>Widok jądra</translation>
    </message>
    <message>
        <source>Kernel uses FUA</source>
        <translation>Jądro używa FUA</translation>
    </message>
    <message>
        <source>Sources</source>
        <translation>Źródła</translation>
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
        <translation>źle</translation>
    </message>
    <message>
        <source>Overall</source>
        <translation>Ogólnie</translation>
    </message>
    <message>
        <source>Temperature</source>
        <extracomment>temperature in degrees Celsius</extracomment>
        <translation>Temperatura</translation>
    </message>
    <message>
        <source>%1 °C</source>
        <translation>%1 °C</translation>
    </message>
    <message>
        <source>Power-on hours</source>
        <translation>Godziny pracy</translation>
    </message>
    <message>
        <source>Power cycles</source>
        <translation>Cykle zasilania</translation>
    </message>
    <message>
        <source>Unsafe shutdowns</source>
        <translation>Niebezpieczne wyłączenia</translation>
    </message>
    <message>
        <source>Bad sectors</source>
        <translation>Uszkodzone sektory</translation>
    </message>
    <message>
        <source>Media errors</source>
        <translation>Błędy nośnika</translation>
    </message>
    <message>
        <source>Wear</source>
        <extracomment>wear of an SSD, in percent of its rated life</extracomment>
        <translation>Zużycie</translation>
    </message>
    <message>
        <source>%1 %</source>
        <translation>%1 %</translation>
    </message>
    <message>
        <source>Available spare</source>
        <translation>Dostępna rezerwa</translation>
    </message>
    <message>
        <source>Source</source>
        <translation>Źródło</translation>
    </message>
    <message>
        <source>%1 is a partition; the write cache and health belong to the whole drive. Give %2 instead.</source>
        <extracomment>%1 partition the user gave, %2 its whole drive</extracomment>
        <translation>%1 to partycja; pamięć podręczna zapisu i stan dotyczą całego dysku. Podaj zamiast tego %2.</translation>
    </message>
    <message>
        <source>Show the drive&apos;s volatile write cache next to the kernel&apos;s view, or switch it.</source>
        <translation>Pokazuje ulotną pamięć podręczną zapisu dysku obok widoku jądra albo ją przełącza.</translation>
    </message>
    <message>
        <source>A drive, e.g. /dev/sda.</source>
        <translation>Dysk, np. /dev/sda.</translation>
    </message>
    <message>
        <source>Switch the drive&apos;s cache on or off.</source>
        <translation>Włącza lub wyłącza pamięć podręczną dysku.</translation>
    </message>
    <message>
        <source>Keep the setting after a power cycle, where the drive or udisks2 can keep it honestly.</source>
        <translation>Zachowuje ustawienie po wyłączeniu zasilania, jeśli dysk lub udisks2 potrafi je rzetelnie zachować.</translation>
    </message>
    <message>
        <source>&apos;cache&apos; needs exactly one DEVICE, e.g. &apos;driveproof-cli cache /dev/sda&apos;.</source>
        <translation>&apos;cache&apos; wymaga dokładnie jednego urządzenia, np. &apos;driveproof-cli cache /dev/sda&apos;.</translation>
    </message>
    <message>
        <source>--set takes &apos;on&apos; or &apos;off&apos;, not &apos;%1&apos;.</source>
        <extracomment>%1 the value the user gave</extracomment>
        <translation>--set przyjmuje &apos;on&apos; lub &apos;off&apos;, a nie &apos;%1&apos;.</translation>
    </message>
    <message>
        <source>--persist goes with --set on|off.</source>
        <translation>--persist łączy się z --set on|off.</translation>
    </message>
    <message>
        <source>Show the drive&apos;s health: overall verdict, temperature, hours, power cycles, unsafe shutdowns.</source>
        <translation>Pokazuje stan dysku: ogólny werdykt, temperaturę, godziny pracy, cykle zasilania i niebezpieczne wyłączenia.</translation>
    </message>
    <message>
        <source>&apos;health&apos; needs exactly one DEVICE, e.g. &apos;driveproof-cli health /dev/sda&apos;.</source>
        <translation>&apos;health&apos; wymaga dokładnie jednego urządzenia, np. &apos;driveproof-cli health /dev/sda&apos;.</translation>
    </message>
    <message>
        <source>--language needs a language, one of: %1.</source>
        <extracomment>%1 the language codes DriveProof has, e.g. &quot;de, en, es&quot;</extracomment>
        <translation>--language wymaga podania języka, jednego z: %1.</translation>
    </message>
    <message>
        <source>unknown language &apos;%1&apos;. Choose one of: %2.</source>
        <extracomment>%1 what was given after --language, %2 the language codes DriveProof has, e.g. &quot;de, en, es&quot;</extracomment>
        <translation>nieznany język &apos;%1&apos;. Wybierz jeden z: %2.</translation>
    </message>
    <message>
        <source>Show help for this command.</source>
        <translation>Pokazuje pomoc dla tego polecenia.</translation>
    </message>
    <message>
        <source>%1. Try &apos;driveproof-cli %2 --help&apos;.</source>
        <extracomment>%1 the parser&apos;s error, %2 the subcommand</extracomment>
        <translation>%1. Spróbuj &apos;driveproof-cli %2 --help&apos;.</translation>
    </message>
    <message>
        <source>%1 (%2 bytes)</source>
        <extracomment>%1 size with unit, e.g. &quot;500.1 GB&quot;; %2 exact byte count</extracomment>
        <translation>%1 (%2 bajtów)</translation>
    </message>
    <message>
        <source>Write every drive&apos;s findings for Prometheus and other OpenMetrics readers: identity, health, write-cache views, alignment and the latest test results (docs/fleet.md).</source>
        <translation>Zapisuje informacje o każdym dysku dla Prometheusa i innych czytników OpenMetrics: identyfikację, stan, widoki pamięci podręcznej zapisu, wyrównanie i najnowsze wyniki testów (docs/fleet.md).</translation>
    </message>
    <message>
        <source>OpenMetrics text, also readable by node_exporter&apos;s textfile collector.</source>
        <translation>Tekst OpenMetrics, czytelny także dla kolektora textfile w node_exporter.</translation>
    </message>
    <message>
        <source>Write to FILE, replacing it atomically, instead of standard output.</source>
        <translation>Zapisuje do PLIKU, zastępując go atomowo, zamiast na standardowe wyjście.</translation>
    </message>
    <message>
        <source>FILE</source>
        <translation>PLIK</translation>
    </message>
    <message>
        <source>Export only this drive (a loop device too); may be given more than once.</source>
        <translation>Eksportuje tylko ten dysk (także urządzenie loop); można podać wielokrotnie.</translation>
    </message>
    <message>
        <source>DEVICE</source>
        <translation>URZĄDZENIE</translation>
    </message>
    <message>
        <source>Export loop devices too (left out by default).</source>
        <translation>Eksportuje także urządzenia loop (domyślnie pomijane).</translation>
    </message>
    <message>
        <source>Read test results from this DriveProof data folder (holding history/ and powerloss/) instead of yours; may be given more than once.</source>
        <translation>Odczytuje wyniki testów z tego katalogu danych DriveProof (zawierającego history/ i powerloss/) zamiast z własnego; można podać wielokrotnie.</translation>
    </message>
    <message>
        <source>FOLDER</source>
        <translation>KATALOG</translation>
    </message>
    <message>
        <source>Read the test results of every user of this machine (needs root).</source>
        <translation>Odczytuje wyniki testów wszystkich użytkowników tego komputera (wymaga uprawnień roota).</translation>
    </message>
    <message>
        <source>&apos;export&apos; takes no arguments. Use --device DEVICE for one drive.</source>
        <translation>&apos;export&apos; nie przyjmuje argumentów. Aby wybrać jeden dysk, użyj --device URZĄDZENIE.</translation>
    </message>
    <message>
        <source>Choose a format: &apos;driveproof-cli export --openmetrics&apos;.</source>
        <translation>Wybierz format: &apos;driveproof-cli export --openmetrics&apos;.</translation>
    </message>
    <message>
        <source>raw, 512 bytes</source>
        <translation>surowe, 512 bajtów</translation>
    </message>
    <message>
        <source>hex words (hdparm --Istdout)</source>
        <translation>słowa szesnastkowe (hdparm --Istdout)</translation>
    </message>
    <message>
        <source>%1 (48-bit addressing)</source>
        <extracomment>%1 number of sectors</extracomment>
        <translation>%1 (adresowanie 48-bitowe)</translation>
    </message>
    <message>
        <source>%1 (28-bit addressing)</source>
        <translation>%1 (adresowanie 28-bitowe)</translation>
    </message>
    <message>
        <source>%1 (not reported; assumed)</source>
        <extracomment>%1 a size in bytes; the drive predates sector size reporting (IDENTIFY word 106)</extracomment>
        <translation>%1 (nie zgłoszono; przyjęto)</translation>
    </message>
    <message>
        <source>non-rotating (solid state)</source>
        <translation>nieobrotowy (półprzewodnikowy)</translation>
    </message>
    <message>
        <source>%L1 rpm</source>
        <extracomment>%L1 revolutions per minute</extracomment>
        <translation>%L1 obr./min</translation>
    </message>
    <message>
        <source>yes, queue depth %1</source>
        <extracomment>%1 the number of commands the drive can queue</extracomment>
        <translation>tak, głębokość kolejki %1</translation>
    </message>
    <message>
        <source>IDENTIFY dump</source>
        <translation>Zrzut IDENTIFY</translation>
    </message>
    <message>
        <source>Format</source>
        <translation>Format</translation>
    </message>
    <message>
        <source>Model</source>
        <translation>Model</translation>
    </message>
    <message>
        <source>Serial number</source>
        <translation>Numer seryjny</translation>
    </message>
    <message>
        <source>Firmware</source>
        <translation>Oprogramowanie układowe</translation>
    </message>
    <message>
        <source>Capacity</source>
        <translation>Pojemność</translation>
    </message>
    <message>
        <source>Sectors</source>
        <translation>Sektory</translation>
    </message>
    <message>
        <source>Logical sector</source>
        <translation>Sektor logiczny</translation>
    </message>
    <message>
        <source>Physical sector</source>
        <translation>Sektor fizyczny</translation>
    </message>
    <message>
        <source>Alignment offset</source>
        <extracomment>where logical sector 0 starts inside its physical sector</extracomment>
        <translation>Przesunięcie wyrównania</translation>
    </message>
    <message>
        <source>Rotation rate</source>
        <translation>Prędkość obrotowa</translation>
    </message>
    <message>
        <source>Write cache supported</source>
        <translation>Obsługa pamięci podręcznej zapisu</translation>
    </message>
    <message>
        <source>Write cache enabled</source>
        <translation>Pamięć podręczna zapisu włączona</translation>
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
        <translation>Suma kontrolna</translation>
    </message>
    <message>
        <source>correct</source>
        <translation>poprawna</translation>
    </message>
    <message>
        <source>not present</source>
        <translation>brak</translation>
    </message>
    <message>
        <source>Note</source>
        <translation>Uwaga</translation>
    </message>
    <message>
        <source>the drive marked this data as incomplete</source>
        <translation>dysk oznaczył te dane jako niekompletne</translation>
    </message>
    <message>
        <source>Backing file</source>
        <translation>Plik bazowy</translation>
    </message>
    <message>
        <source>Vendor</source>
        <translation>Producent</translation>
    </message>
    <message>
        <source>WWN</source>
        <translation>WWN</translation>
    </message>
    <message>
        <source>Transport</source>
        <translation>Interfejs</translation>
    </message>
    <message>
        <source>Size</source>
        <translation>Rozmiar</translation>
    </message>
    <message>
        <source>Minimum I/O</source>
        <translation>Minimalne we/wy</translation>
    </message>
    <message>
        <source>Optimal I/O</source>
        <translation>Optymalne we/wy</translation>
    </message>
    <message>
        <source>Media</source>
        <translation>Nośnik</translation>
    </message>
    <message>
        <source>Removable</source>
        <translation>Wymienny</translation>
    </message>
    <message>
        <source>Read-only</source>
        <translation>Tylko do odczytu</translation>
    </message>
    <message>
        <source>Write cache (kernel view)</source>
        <translation>Pamięć podręczna zapisu (widok jądra)</translation>
    </message>
    <message>
        <source>FUA</source>
        <translation>FUA</translation>
    </message>
    <message>
        <source>Mounted on</source>
        <translation>Zamontowany w</translation>
    </message>
    <message>
        <source>not mounted</source>
        <translation>niezamontowany</translation>
    </message>
    <message>
        <source>Held by</source>
        <translation>Używany przez</translation>
    </message>
    <message>
        <source>nothing</source>
        <translation>nic</translation>
    </message>
    <message>
        <source>SIZE</source>
        <translation>ROZMIAR</translation>
    </message>
    <message>
        <source>MOUNTED ON</source>
        <translation>PUNKT MONTOWANIA</translation>
    </message>
    <message>
        <source>Not known:</source>
        <translation>Nieznane:</translation>
    </message>
    <message>
        <source>  %1: %2</source>
        <extracomment>%1 what is missing, %2 why</extracomment>
        <translation>  %1: %2</translation>
    </message>
    <message>
        <source>Show everything known about one drive.</source>
        <translation>Pokazuje wszystko, co wiadomo o jednym dysku.</translation>
    </message>
    <message>
        <source>A drive, e.g. /dev/sda or sda.</source>
        <translation>Dysk, np. /dev/sda lub sda.</translation>
    </message>
    <message>
        <source>Decode a saved ATA IDENTIFY dump instead of a drive: 512 raw bytes, or the hex words that &apos;hdparm --Istdout&apos; prints.</source>
        <translation>Dekoduje zapisany zrzut ATA IDENTIFY zamiast dysku: 512 surowych bajtów lub słowa szesnastkowe wypisywane przez &apos;hdparm --Istdout&apos;.</translation>
    </message>
    <message>
        <source>&apos;info --identify-file FILE&apos; takes no DEVICE: it decodes the file alone.</source>
        <translation>&apos;info --identify-file PLIK&apos; nie przyjmuje urządzenia: dekoduje tylko sam plik.</translation>
    </message>
    <message>
        <source>&apos;info&apos; needs exactly one DEVICE, e.g. &apos;driveproof-cli info /dev/sda&apos;.</source>
        <translation>&apos;info&apos; wymaga dokładnie jednego urządzenia, np. &apos;driveproof-cli info /dev/sda&apos;.</translation>
    </message>
    <message>
        <source>file</source>
        <translation>plik</translation>
    </message>
    <message>
        <source>solid state</source>
        <translation>półprzewodnikowy</translation>
    </message>
    <message>
        <source>%1 rpm</source>
        <translation>%1 obr./min</translation>
    </message>
    <message>
        <source>rotational</source>
        <translation>obrotowy</translation>
    </message>
    <message>
        <source>List the drives on this machine: identity, size, sector sizes, media, the kernel&apos;s write-cache view and mount points.</source>
        <translation>Wyświetla dyski w tym komputerze: identyfikację, rozmiar, rozmiary sektorów, nośnik, widok pamięci podręcznej zapisu w jądrze i punkty montowania.</translation>
    </message>
    <message>
        <source>&apos;list&apos; takes no arguments. Use &apos;driveproof-cli info DEVICE&apos; for one drive.</source>
        <translation>&apos;list&apos; nie przyjmuje argumentów. Dla jednego dysku użyj &apos;driveproof-cli info DEVICE&apos;.</translation>
    </message>
    <message>
        <source>No drives found. In a container, /sys/block may show none; on a desktop, check that the drive is connected.</source>
        <translation>Nie znaleziono dysków. W kontenerze /sys/block może nie pokazywać żadnych; na komputerze stacjonarnym sprawdź, czy dysk jest podłączony.</translation>
    </message>
    <message>
        <source>TRANSPORT</source>
        <translation>INTERFEJS</translation>
    </message>
    <message>
        <source>MODEL</source>
        <translation>MODEL</translation>
    </message>
    <message>
        <source>SECTORS L/P</source>
        <translation>SEKTORY L/F</translation>
    </message>
    <message>
        <source>MEDIA</source>
        <translation>NOŚNIK</translation>
    </message>
    <message>
        <source>WRITE CACHE</source>
        <translation>PAM. PODR. ZAPISU</translation>
    </message>
    <message>
        <source>%1/%2</source>
        <extracomment>logical / physical sector size in bytes</extracomment>
        <translation>%1/%2</translation>
    </message>
    <message>
        <source>partition</source>
        <translation>partycja</translation>
    </message>
    <message>
        <source>unknown command &apos;%1&apos;. Try &apos;driveproof-cli --help&apos;.</source>
        <translation>nieznane polecenie &apos;%1&apos;. Spróbuj &apos;driveproof-cli --help&apos;.</translation>
    </message>
    <message>
        <source>The power-loss test: does the drive keep what it acknowledged when the power goes?
  prepare   check the drive and the machine, create the test area
  run       write and report every commit to the witness; pull the plug when told
  verify    after the restart: read the area, fetch the witness&apos;s record, judge
  practice  the whole procedure on a simulated drive on this machine</source>
        <translation>Test utraty zasilania: czy dysk zachowuje to, co potwierdził, gdy zabraknie zasilania?
  prepare   sprawdza dysk i komputer, tworzy obszar testowy
  run       zapisuje i zgłasza świadkowi każde zatwierdzenie; na polecenie odłącz zasilanie
  verify    po ponownym uruchomieniu: odczytuje obszar, pobiera dane świadka, wydaje werdykt
  practice  cała procedura na symulowanym dysku w tym komputerze</translation>
    </message>
    <message>
        <source>prepare, run, verify or practice.</source>
        <translation>prepare, run, verify lub practice.</translation>
    </message>
    <message>
        <source>The test area: a file (created if missing) or a block device (with --destructive).</source>
        <translation>Obszar testowy: plik (tworzony, jeśli nie istnieje) lub urządzenie blokowe (z --destructive).</translation>
    </message>
    <message>
        <source>The witness&apos;s address, as it shows it.</source>
        <translation>Adres świadka, tak jak go wyświetla.</translation>
    </message>
    <message>
        <source>Size of the test area, e.g. 1G (default: 1G; practice: 16M).</source>
        <translation>Rozmiar obszaru testowego, np. 1G (domyślnie: 1G; practice: 16M).</translation>
    </message>
    <message>
        <source>Commit method: fdatasync (default), fsync, open_datasync or open_sync.</source>
        <translation>Metoda zatwierdzania: fdatasync (domyślnie), fsync, open_datasync lub open_sync.</translation>
    </message>
    <message>
        <source>Writes per commit (group commit); default 1.</source>
        <translation>Liczba zapisów na zatwierdzenie (zatwierdzanie grupowe); domyślnie 1.</translation>
    </message>
    <message>
        <source>verify: the run to verify (its id or the start of it), instead of the one pending for --target.</source>
        <translation>verify: przebieg do sprawdzenia (jego identyfikator lub początek identyfikatora) zamiast przebiegu oczekującego dla --target.</translation>
    </message>
    <message>
        <source>Allow a raw device as the target: everything on it is lost.</source>
        <translation>Zezwala na użycie surowego urządzenia jako celu: wszystko, co się na nim znajduje, zostanie utracone.</translation>
    </message>
    <message>
        <source>practice: honest (default) or lying.</source>
        <translation>practice: honest (domyślnie) lub lying.</translation>
    </message>
    <message>
        <source>practice: seconds of writing before the simulated cut (default: 3).</source>
        <translation>practice: liczba sekund zapisywania przed symulowanym odcięciem zasilania (domyślnie: 3).</translation>
    </message>
    <message>
        <source>Print the result as JSON.</source>
        <translation>Wypisuje wynik w formacie JSON.</translation>
    </message>
    <message>
        <source>powerloss takes prepare, run, verify or practice, not &apos;%1&apos;.</source>
        <extracomment>%1 what the user typed</extracomment>
        <translation>powerloss przyjmuje prepare, run, verify lub practice, a nie &apos;%1&apos;.</translation>
    </message>
    <message>
        <source>--size takes a size of at least 1M, such as 1G or 256M, not &apos;%1&apos;.</source>
        <extracomment>%1 what the user typed</extracomment>
        <translation>--size przyjmuje rozmiar co najmniej 1M, np. 1G lub 256M, a nie &apos;%1&apos;.</translation>
    </message>
    <message>
        <source>--method takes fdatasync, fsync, open_datasync or open_sync, not &apos;%1&apos;.</source>
        <extracomment>%1 what the user typed</extracomment>
        <translation>--method przyjmuje fdatasync, fsync, open_datasync lub open_sync, a nie &apos;%1&apos;.</translation>
    </message>
    <message>
        <source>--writes-per-commit takes a number from 1 to 1024, not &apos;%1&apos;.</source>
        <extracomment>%1 what the user typed</extracomment>
        <translation>--writes-per-commit przyjmuje liczbę od 1 do 1024, a nie &apos;%1&apos;.</translation>
    </message>
    <message>
        <source>--witness takes HOST:PORT such as 192.168.1.20:7070, not &apos;%1&apos;.</source>
        <extracomment>%1 what the user typed</extracomment>
        <translation>--witness przyjmuje HOST:PORT, np. 192.168.1.20:7070, a nie &apos;%1&apos;.</translation>
    </message>
    <message>
        <source>--mode takes honest or lying, not &apos;%1&apos;.</source>
        <extracomment>%1 what the user typed</extracomment>
        <translation>--mode przyjmuje honest lub lying, a nie &apos;%1&apos;.</translation>
    </message>
    <message>
        <source>--seconds takes a number from 0 to 3600, not &apos;%1&apos;.</source>
        <extracomment>%1 what the user typed</extracomment>
        <translation>--seconds przyjmuje liczbę od 0 do 3600, a nie &apos;%1&apos;.</translation>
    </message>
    <message>
        <source>--run-id takes a run id in hexadecimal (or its start), such as 3f9a, not &apos;%1&apos;.</source>
        <extracomment>%1 what the user typed</extracomment>
        <translation>--run-id przyjmuje identyfikator przebiegu w zapisie szesnastkowym (lub jego początek), np. 3f9a, a nie &apos;%1&apos;.</translation>
    </message>
    <message>
        <source>Give the test area with --target PATH.</source>
        <translation>Podaj obszar testowy za pomocą --target ŚCIEŻKA.</translation>
    </message>
    <message>
        <source>--target takes a file (created if missing) or a block device, not the folder %1. Name a file in it, e.g. %1/powerloss.img.</source>
        <extracomment>%1 what the user typed</extracomment>
        <translation>--target przyjmuje plik (tworzony, jeśli nie istnieje) lub urządzenie blokowe, a nie katalog %1. Podaj plik w tym katalogu, np. %1/powerloss.img.</translation>
    </message>
    <message>
        <source>--target takes a file (created if missing) or a block device; %1 is a pipe, a socket or a character device.</source>
        <extracomment>%1 what the user typed</extracomment>
        <translation>--target przyjmuje plik (tworzony, jeśli nie istnieje) lub urządzenie blokowe; %1 to potok, gniazdo lub urządzenie znakowe.</translation>
    </message>
    <message>
        <source>--target names a file in a folder that does not exist: %1.</source>
        <extracomment>%1 what the user typed</extracomment>
        <translation>--target wskazuje plik w katalogu, który nie istnieje: %1.</translation>
    </message>
    <message>
        <source>%1 is a device: the test writes over all of its data. Add --destructive if that is what you want, or name a file.</source>
        <extracomment>%1 device node</extracomment>
        <translation>%1 to urządzenie: test nadpisuje wszystkie znajdujące się na nim dane. Dodaj --destructive, jeśli właśnie tego chcesz, albo podaj plik.</translation>
    </message>
    <message>
        <source>preparing the test area: %1%</source>
        <extracomment>%1 percent of the test area written with known data</extracomment>
        <translation>przygotowywanie obszaru testowego: %1%</translation>
    </message>
    <message>
        <source>%1: %2 commits/s, witness holds #%3, %4 in flight, link %5</source>
        <extracomment>live power-loss run: %1 phase, %2 commits per second, %3 the witness&apos;s durable sequence number, %4 writes in flight, %5 link state</extracomment>
        <translation>%1: %2 zatw./s, świadek ma #%3, w locie: %4, łącze: %5</translation>
    </message>
    <message>
        <source>*** Pull the plug now ***</source>
        <translation>*** Odłącz zasilanie teraz ***</translation>
    </message>
    <message>
        <source>Cut the power at the wall (not the power button). After the restart, run &apos;driveproof-cli powerloss verify&apos; with the same target.</source>
        <translation>Odetnij zasilanie przy gniazdku (nie przyciskiem zasilania). Po ponownym uruchomieniu wykonaj &apos;driveproof-cli powerloss verify&apos; z tym samym celem.</translation>
    </message>
    <message>
        <source>Verdict: %1</source>
        <extracomment>%1 PASS, FAIL or INCONCLUSIVE</extracomment>
        <translation>Werdykt: %1</translation>
    </message>
    <message>
        <source>Validity checks:</source>
        <translation>Kontrole poprawności:</translation>
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
        <translation>NIE OK</translation>
    </message>
    <message>
        <source>Acknowledged writes: %1; blocks checked: %2</source>
        <extracomment>%1 number of acknowledged writes, %2 number of blocks read</extracomment>
        <translation>Potwierdzone zapisy: %1; sprawdzone bloki: %2</translation>
    </message>
    <message>
        <source>Note: %1</source>
        <extracomment>a fact to know before the test: %1 its text</extracomment>
        <translation>Uwaga: %1</translation>
    </message>
    <message>
        <source>Warning: %1</source>
        <extracomment>a warning: %1 its text</extracomment>
        <translation>Ostrzeżenie: %1</translation>
    </message>
    <message>
        <source>Test area: %1, %2</source>
        <extracomment>%1 file or device, %2 its size</extracomment>
        <translation>Obszar testowy: %1, %2</translation>
    </message>
    <message>
        <source>Drive: %1, serial %2, firmware %3</source>
        <extracomment>%1 model, %2 serial number, %3 firmware</extracomment>
        <translation>Dysk: %1, numer seryjny %2, oprogramowanie układowe %3</translation>
    </message>
    <message>
        <source>Write cache: %1</source>
        <extracomment>%1 on, off or unknown</extracomment>
        <translation>Pamięć podręczna zapisu: %1</translation>
    </message>
    <message>
        <source>Unsafe shutdowns so far: %1</source>
        <translation>Dotychczasowe niebezpieczne wyłączenia: %1</translation>
    </message>
    <message>
        <source>Ready. Start the witness, then &apos;driveproof-cli powerloss run&apos;.</source>
        <translation>Gotowe. Uruchom świadka, a następnie &apos;driveproof-cli powerloss run&apos;.</translation>
    </message>
    <message>
        <source>Stopped cleanly after %1 commits; the witness holds them all. Nothing to verify: a clean stop is not a power cut.</source>
        <extracomment>%1 number of commits</extracomment>
        <translation>Zatrzymano poprawnie (zatwierdzenia: %1); świadek ma je wszystkie. Nie ma czego sprawdzać: poprawne zatrzymanie to nie odcięcie zasilania.</translation>
    </message>
    <message>
        <source>No power-loss test is pending for %1.</source>
        <translation>Brak oczekującego testu utraty zasilania dla %1.</translation>
    </message>
    <message>
        <source>No pending power-loss test has the run id &apos;%1&apos;.</source>
        <translation>Żaden oczekujący test utraty zasilania nie ma identyfikatora przebiegu &apos;%1&apos;.</translation>
    </message>
    <message>
        <source>Practice on a simulated drive that lies about its flushes.</source>
        <translation>Ćwiczenie na symulowanym dysku, który kłamie na temat opróżnień.</translation>
    </message>
    <message>
        <source>Practice on a simulated honest drive.</source>
        <translation>Ćwiczenie na symulowanym, uczciwym dysku.</translation>
    </message>
    <message>
        <source>run %1: started</source>
        <extracomment>%1 a short run id</extracomment>
        <translation>przebieg %1: rozpoczęty</translation>
    </message>
    <message>
        <source>run %1: the writer is back (%2 commits so far)</source>
        <extracomment>%1 a short run id, %2 number of acknowledged commits</extracomment>
        <translation>przebieg %1: program zapisujący wrócił (dotychczasowe zatwierdzenia: %2)</translation>
    </message>
    <message>
        <source>run %1: %2 commits acknowledged</source>
        <extracomment>%1 a short run id, %2 number of acknowledged commits</extracomment>
        <translation>przebieg %1: potwierdzone zatwierdzenia: %2</translation>
    </message>
    <message>
        <source>run %1: the writer went silent at %2: the estimated power cut</source>
        <extracomment>%1 a short run id, %2 date and time on this machine&apos;s clock</extracomment>
        <translation>przebieg %1: program zapisujący ucichł o %2 – szacowany moment odcięcia zasilania</translation>
    </message>
    <message>
        <source>run %1: the writer reported an error: %2</source>
        <extracomment>%1 a short run id, %2 the writer&apos;s error text</extracomment>
        <translation>przebieg %1: program zapisujący zgłosił błąd: %2</translation>
    </message>
    <message>
        <source>run %1: the writer stopped on purpose (no power cut)</source>
        <extracomment>%1 a short run id</extracomment>
        <translation>przebieg %1: program zapisujący zatrzymał się celowo (bez odcięcia zasilania)</translation>
    </message>
    <message>
        <source>run %1: the verifier&apos;s report is stored</source>
        <extracomment>%1 a short run id</extracomment>
        <translation>przebieg %1: raport weryfikatora został zapisany</translation>
    </message>
    <message>
        <source>refused a connection: %1</source>
        <extracomment>%1 why a connection or frame was refused</extracomment>
        <translation>odrzucono połączenie: %1</translation>
    </message>
    <message>
        <source>run %1: journal error: %2</source>
        <extracomment>%1 a short run id, %2 the error text</extracomment>
        <translation>przebieg %1: błąd dziennika: %2</translation>
    </message>
    <message>
        <source>Be the witness of a power-loss test: record every commit a writer reports, so that after the power cut the verifier knows what the drive acknowledged. Runs until Ctrl+C.</source>
        <translation>Działa jako świadek testu utraty zasilania: rejestruje każde zatwierdzenie zgłoszone przez program zapisujący, aby po odcięciu zasilania weryfikator wiedział, co dysk potwierdził. Działa do naciśnięcia Ctrl+C.</translation>
    </message>
    <message>
        <source>Address and port to listen on (default: 0.0.0.0:7070).</source>
        <translation>Adres i port nasłuchiwania (domyślnie: 0.0.0.0:7070).</translation>
    </message>
    <message>
        <source>Folder for the run journals (default: DriveProof&apos;s data folder). Put it on another disk than the one under test.</source>
        <translation>Katalog na dzienniki przebiegów (domyślnie: katalog danych DriveProof). Umieść go na innym dysku niż testowany.</translation>
    </message>
    <message>
        <source>witness takes no argument, not &apos;%1&apos;.</source>
        <extracomment>%1 what the user typed</extracomment>
        <translation>witness nie przyjmuje argumentów, a podano &apos;%1&apos;.</translation>
    </message>
    <message>
        <source>--listen takes ADDRESS:PORT such as 0.0.0.0:7070, not &apos;%1&apos;.</source>
        <extracomment>%1 what the user typed</extracomment>
        <translation>--listen przyjmuje ADRES:PORT, np. 0.0.0.0:7070, a nie &apos;%1&apos;.</translation>
    </message>
    <message>
        <source>Pairing code: %1</source>
        <extracomment>%1 the pairing code to type on the writer</extracomment>
        <translation>Kod parowania: %1</translation>
    </message>
    <message>
        <source>Listening on %1:%2</source>
        <extracomment>%1 host, %2 port</extracomment>
        <translation>Nasłuchiwanie na %1:%2</translation>
    </message>
    <message>
        <source>On the machine under test, type one of these witness addresses:</source>
        <extracomment>Followed by this machine&apos;s addresses (ADDRESS:PORT), one per line, that the person types on the machine under test as the witness address.</extracomment>
        <translation>Na testowanym komputerze wpisz jeden z tych adresów świadka:</translation>
    </message>
    <message>
        <source>Journals in %1</source>
        <extracomment>%1 a folder</extracomment>
        <translation>Dzienniki w %1</translation>
    </message>
    <message>
        <source>Witness stopped; every journal is synced.</source>
        <translation>Świadek zatrzymany; wszystkie dzienniki są zsynchronizowane.</translation>
    </message>
    <message>
        <source>Link</source>
        <translation>Łącze</translation>
    </message>
    <message>
        <source>Drive class</source>
        <translation>Rodzaj dysku</translation>
    </message>
    <message>
        <source>The result was not kept in the drive&apos;s history: %1</source>
        <extracomment>%1 why the history file could not be written</extracomment>
        <translation>Wynik nie został zapisany w historii dysku: %1</translation>
    </message>
    <message>
        <source>%1 (%2, %3) looks empty. The capacity test writes over all of it. Go on? [y/N] </source>
        <extracomment>%1 device node, %2 the drive&apos;s model, %3 its size, e.g. &quot;128.0 GB&quot;. The drive has no partition table and no file system. Answer with the word for yes, or y.</extracomment>
        <translation>%1 (%2, %3) wygląda na pusty. Test pojemności nadpisze całą jego zawartość. Kontynuować? [y/N] </translation>
    </message>
    <message>
        <source>Is the drive as big as it says? Writes records over the whole device, reads them back and tells a genuine drive from a fake one.</source>
        <translation>Czy dysk jest tak duży, jak twierdzi? Zapisuje rekordy na całym urządzeniu, odczytuje je i odróżnia oryginalny dysk od podróbki.</translation>
    </message>
    <message>
        <source>The drive, e.g. /dev/sdb.</source>
        <translation>Dysk, np. /dev/sdb.</translation>
    </message>
    <message>
        <source>The quick probe: a few thousand records, minutes.</source>
        <translation>Szybka sonda: kilka tysięcy rekordów, minuty.</translation>
    </message>
    <message>
        <source>The full verify: every block written and read back; resumes where an interrupted run stopped.</source>
        <translation>Pełna weryfikacja: każdy blok zapisany i odczytany; wznawia od miejsca, w którym przerwany przebieg się zatrzymał.</translation>
    </message>
    <message>
        <source>Allow the writes without a terminal to ask on: everything on the device is lost.</source>
        <translation>Zezwól na zapisy bez terminala, w którym można zapytać: cała zawartość urządzenia zostanie utracona.</translation>
    </message>
    <message>
        <source>Give one device and --quick or --full. Try &apos;driveproof-cli capacity --help&apos;.</source>
        <translation>Podaj jedno urządzenie oraz --quick lub --full. Spróbuj &apos;driveproof-cli capacity --help&apos;.</translation>
    </message>
    <message>
        <source>The capacity test writes over everything on %1. Add --destructive if that is what you want.</source>
        <extracomment>%1 device node</extracomment>
        <translation>Test pojemności nadpisuje całą zawartość %1. Dodaj --destructive, jeśli tego właśnie chcesz.</translation>
    </message>
    <message>
        <source>Bad: bytes %1 to %2: %3.</source>
        <extracomment>%1 and %2 byte offsets as numbers, %3 what was found there, e.g. &quot;zeros&quot;</extracomment>
        <translation>Złe: bajty od %1 do %2: %3.</translation>
    </message>
    <message numerus="yes">
        <source>… and %n more bad range(s) (see --json).</source>
        <translation>
            <numerusform>… i jeszcze %n zły zakres (zob. --json).</numerusform>
            <numerusform>… i jeszcze %n złe zakresy (zob. --json).</numerusform>
            <numerusform>… i jeszcze %n złych zakresów (zob. --json).</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 is empty (no partition table, no file system): it is written to without asking for its name.</source>
        <extracomment>%1 device node</extracomment>
        <translation>%1 jest pusty (brak tablicy partycji i systemu plików): zapis nastąpi bez pytania o jego nazwę.</translation>
    </message>
    <message>
        <source>%1 has no write cache of its own to switch (a loop, virtio or memory-card device): only the kernel&apos;s view exists. Nothing was changed.</source>
        <extracomment>%1 device node</extracomment>
        <translation>%1 nie ma własnej pamięci podręcznej zapisu do przełączenia (urządzenie loop, virtio lub karta pamięci): istnieje tylko widok jądra. Nic nie zmieniono.</translation>
    </message>
    <message>
        <source>%1 is a loop device over %2: it has no health of its own. Ask the drive that holds that file.</source>
        <extracomment>%1 device node, %2 the file behind it</extracomment>
        <translation>%1 to urządzenie loop nad %2: nie ma własnego stanu zdrowia. Zapytaj dysk, na którym leży ten plik.</translation>
    </message>
    <message>
        <source>%1 commits/s</source>
        <extracomment>commits per second</extracomment>
        <translation>%1 zatwierdzeń/s</translation>
    </message>
    <message>
        <source>List the runs kept for one drive, newest first.</source>
        <translation>Wypisz zapisane przebiegi jednego dysku, od najnowszego.</translation>
    </message>
    <message>
        <source>&apos;history&apos; needs exactly one DEVICE, e.g. &apos;driveproof-cli history /dev/sda&apos;.</source>
        <translation>&apos;history&apos; wymaga dokładnie jednego DEVICE, np. &apos;driveproof-cli history /dev/sda&apos;.</translation>
    </message>
    <message>
        <source>No runs are kept for %1 yet. &apos;driveproof-cli bench quick FOLDER&apos; on one of its file systems makes the first.</source>
        <extracomment>%1 device node</extracomment>
        <translation>Dla %1 nie zapisano jeszcze przebiegów. Pierwszy utworzy &apos;driveproof-cli bench quick FOLDER&apos; na jednym z jego systemów plików.</translation>
    </message>
    <message>
        <source>DATE</source>
        <translation>DATA</translation>
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
        <translation>USTAWIENIA</translation>
    </message>
    <message>
        <source>SUMMARY</source>
        <translation>PODSUMOWANIE</translation>
    </message>
    <message>
        <source>Put two runs side by side: the lines they share, B against A.</source>
        <translation>Zestaw dwa przebiegi obok siebie: wspólne wiersze, B względem A.</translation>
    </message>
    <message>
        <source>A run&apos;s id (the first 8 characters are enough) or its result file; twice.</source>
        <translation>Identyfikator przebiegu (wystarczy 8 pierwszych znaków) lub jego plik wyniku; dwa razy.</translation>
    </message>
    <message>
        <source>&apos;compare&apos; needs two runs, e.g. &apos;driveproof-cli compare 1a2b3c4d 5e6f7a8b&apos;; &apos;driveproof-cli history DEVICE&apos; lists their ids.</source>
        <translation>&apos;compare&apos; wymaga dwóch przebiegów, np. &apos;driveproof-cli compare 1a2b3c4d 5e6f7a8b&apos;; ich identyfikatory wypisze &apos;driveproof-cli history DEVICE&apos;.</translation>
    </message>
    <message>
        <source>MEASUREMENT</source>
        <translation>POMIAR</translation>
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
        <translation>Nie takie same: %1</translation>
    </message>
    <message>
        <source>The two runs have no measurement in common: nothing to compare. Compare two runs of the same test.</source>
        <translation>Oba przebiegi nie mają wspólnego pomiaru: nie ma czego porównać. Porównaj dwa przebiegi tego samego testu.</translation>
    </message>
    <message>
        <source>empty: no partition table, no file system</source>
        <translation>pusty: brak tablicy partycji, brak systemu plików</translation>
    </message>
    <message>
        <source>data (%1)</source>
        <extracomment>%1 what was found, e.g. &quot;gpt, ext4&quot;</extracomment>
        <translation>dane (%1)</translation>
    </message>
    <message>
        <source>unknown: %1</source>
        <extracomment>%1 why the drive could not be read (a sentence)</extracomment>
        <translation>nieznane: %1</translation>
    </message>
    <message>
        <source>Contents</source>
        <translation>Zawartość</translation>
    </message>
    <message>
        <source>standard input</source>
        <translation>standardowe wejście</translation>
    </message>
    <message>
        <source>Cannot read the pairing code from %1: %2</source>
        <extracomment>%1 a file or &quot;standard input&quot;, %2 the system&apos;s error text</extracomment>
        <translation>Nie można odczytać kodu parowania z %1: %2</translation>
    </message>
    <message>
        <source>Pairing code (as the witness shows it): </source>
        <translation>Kod parowania (tak jak pokazuje go świadek): </translation>
    </message>
    <message>
        <source>That is not a pairing code: type the 12 characters the witness shows, such as K7QD-M2XF-9HBT.</source>
        <translation>To nie jest kod parowania: wpisz 12 znaków wyświetlanych przez świadka, na przykład K7QD-M2XF-9HBT.</translation>
    </message>
    <message>
        <source>--pairing is no longer accepted: every user of this machine can read the command line. Type the code when asked, or use --pairing-file FILE.</source>
        <translation>--pairing nie jest już akceptowane: każdy użytkownik tego komputera może odczytać wiersz poleceń. Wpisz kod, gdy zostaniesz o niego poproszony, lub użyj --pairing-file FILE.</translation>
    </message>
    <message>
        <source>Read the pairing code the witness shows from FILE (&apos;-&apos;: standard input). Without it, run asks for the code.</source>
        <translation>Odczytaj kod parowania wyświetlany przez świadka z pliku FILE (&apos;-&apos;: standardowe wejście). Bez tej opcji run zapyta o kod.</translation>
    </message>
    <message>
        <source>run needs the witness: --witness HOST:PORT as &apos;driveproof-cli witness&apos; shows it, and its pairing code (asked for, or --pairing-file FILE).</source>
        <translation>run potrzebuje świadka: --witness HOST:PORT tak, jak pokazuje go &apos;driveproof-cli witness&apos;, oraz jego kodu parowania (zapyta o niego lub --pairing-file FILE).</translation>
    </message>
    <message>
        <source>Use the pairing code in FILE (&apos;-&apos;: standard input) instead of a random one.</source>
        <translation>Użyj kodu parowania z pliku FILE (&apos;-&apos;: standardowe wejście) zamiast losowego.</translation>
    </message>
    <message>
        <source>The drive&apos;s records could not be read (an older helper, or a drive that keeps none).</source>
        <translation>Nie udało się odczytać zapisów dysku (starszy pomocnik albo dysk, który ich nie prowadzi).</translation>
    </message>
    <message>
        <source>Is it new? %1</source>
        <extracomment>&quot;Is it new?&quot; and the verdict: new, used, possibly reset</extracomment>
        <translation>Czy jest nowy? %1</translation>
    </message>
    <message>
        <source>Also show every record the drive keeps: each SMART attribute or NVMe health log field, the self-test log and the error log count.</source>
        <translation>Pokaż też wszystkie zapisy, które prowadzi dysk: każdy atrybut SMART lub pole dziennika stanu NVMe, dziennik autotestów i liczbę zapisanych błędów.</translation>
    </message>
    <message>
        <source>Remember the endurance the maker rates this drive&apos;s model for, in terabytes written (TBW), and compare the data written with it from now on.</source>
        <translation>Zapamiętaj wytrzymałość, jaką producent podaje dla modelu tego dysku, w zapisanych terabajtach (TBW), i odtąd porównuj z nią ilość zapisanych danych.</translation>
    </message>
    <message>
        <source>--rated-tbw takes terabytes written, e.g. 600, not &apos;%1&apos;.</source>
        <extracomment>%1 what the user typed</extracomment>
        <translation>--rated-tbw przyjmuje zapisane terabajty, np. 600, a nie &apos;%1&apos;.</translation>
    </message>
    <message numerus="yes">
        <source>about %n minute(s)</source>
        <extracomment>%n the number of minutes the drive says a self-test takes</extracomment>
        <translation>
            <numerusform>około %n minuty</numerusform>
            <numerusform>około %n minut</numerusform>
            <numerusform>około %n minut</numerusform>
        </translation>
    </message>
    <message>
        <source>Self-tests</source>
        <translation>Autotesty</translation>
    </message>
    <message>
        <source>offered</source>
        <translation>dostępne</translation>
    </message>
    <message>
        <source>not offered</source>
        <translation>niedostępne</translation>
    </message>
    <message>
        <source>Now</source>
        <translation>Teraz</translation>
    </message>
    <message>
        <source>running, %1% done</source>
        <translation>trwa, wykonano %1%</translation>
    </message>
    <message>
        <source>no self-test running</source>
        <translation>żaden autotest nie trwa</translation>
    </message>
    <message>
        <source>Last result</source>
        <translation>Ostatni wynik</translation>
    </message>
    <message>
        <source>Short test</source>
        <translation>Krótki test</translation>
    </message>
    <message>
        <source>Extended test</source>
        <translation>Rozszerzony test</translation>
    </message>
    <message>
        <source>Conveyance test</source>
        <translation>Test transportowy</translation>
    </message>
    <message>
        <source>Self-test on %1: %2% done</source>
        <extracomment>%1 device path, %2 percent done</extracomment>
        <translation>Autotest na %1: wykonano %2%</translation>
    </message>
    <message>
        <source>Stopped following. The drive goes on testing; &apos;driveproof-cli selftest %1 abort&apos; stops it.</source>
        <extracomment>%1 device path</extracomment>
        <translation>Przestano śledzić. Dysk dalej testuje; &apos;driveproof-cli selftest %1 abort&apos; zatrzyma test.</translation>
    </message>
    <message>
        <source>Start, stop or follow the drive&apos;s own self-test. The drive runs it and keeps the result in its self-test log (&apos;health DEVICE --all&apos; shows it).</source>
        <translation>Uruchom, zatrzymaj lub śledź własny autotest dysku. Dysk wykonuje go sam i zapisuje wynik w swoim dzienniku autotestów (&apos;health DEVICE --all&apos; go pokazuje).</translation>
    </message>
    <message>
        <source>short, extended, conveyance (ATA), abort or status.</source>
        <translation>short, extended, conveyance (ATA), abort lub status.</translation>
    </message>
    <message>
        <source>Follow the running test until it ends; the exit status is 1 when it failed.</source>
        <translation>Śledź trwający test do końca; kod wyjścia to 1, gdy test się nie powiódł.</translation>
    </message>
    <message>
        <source>&apos;selftest&apos; needs a DEVICE and an ACTION, e.g. &apos;driveproof-cli selftest /dev/sda short&apos;.</source>
        <translation>&apos;selftest&apos; wymaga DEVICE i ACTION, np. &apos;driveproof-cli selftest /dev/sda short&apos;.</translation>
    </message>
    <message>
        <source>Unknown self-test action &apos;%1&apos;: use short, extended, conveyance, abort or status.</source>
        <extracomment>%1 the action the user gave</extracomment>
        <translation>Nieznana akcja autotestu &apos;%1&apos;: użyj short, extended, conveyance, abort lub status.</translation>
    </message>
    <message>
        <source>%1: no partition table, logical sector %2 bytes, physical sector %3 bytes, optimal I/O size %4, alignment offset %5 bytes.</source>
        <extracomment>%1 device or image, %2 and %3 sector sizes in bytes, %4 optimal I/O size (&quot;65536 bytes&quot; or &quot;not reported&quot;), %5 alignment offset in bytes</extracomment>
        <translation>%1: brak tablicy partycji, sektor logiczny %2 bajtów, sektor fizyczny %3 bajtów, optymalny rozmiar we/wy %4, przesunięcie wyrównania %5 bajtów.</translation>
    </message>
    <message>
        <source>The self-test&apos;s result could not be kept in the drive&apos;s history: %1</source>
        <extracomment>%1 why (a sentence)</extracomment>
        <translation>Nie udało się zachować wyniku autotestu w historii dysku: %1</translation>
    </message>
    <message>
        <source>LBA format</source>
        <extracomment>column titles of the table of NVMe LBA formats</extracomment>
        <translation>Format LBA</translation>
    </message>
    <message>
        <source>Sector</source>
        <translation>Sektor</translation>
    </message>
    <message>
        <source>In use</source>
        <translation>Używany</translation>
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
        <translation>Użycie: driveproof-cli POLECENIE [opcje]

Mówi prawdę o dysku.

Polecenia:
  list          lista dysków z identyfikacją, topologią i widokiem pamięci podręcznej zapisu
  info DEVICE   wszystko, co wiadomo o jednym dysku
  align TARGET  sprawdzenie wyrównania partycji dysku lub obrazu dysku
  cache DEVICE  pamięć podręczna zapisu dysku i widok jądra; --set on|off
  health DEVICE stan dysku: werdykt, temperatura, godziny pracy, wyłączenia
  selftest DEVICE short|extended|abort|status  własny autotest dysku
  bench FAMILY [TARGET]  pomiary: quick, commit, throughput, random, sweep...
  history DEVICE  zapisane przebiegi dysku, od najnowszego
  compare RUN RUN  dwa przebiegi obok siebie i czym się różnią
  powerloss prepare|run|verify|practice  test utraty zasilania (wyciągnięcie wtyczki)
  witness       praca jako drugi komputer w teście utraty zasilania
  export --openmetrics  informacje o każdym dysku dla Prometheusa (floty)
  capacity URZĄDZENIE --quick|--full  czy dysk jest tak duży, jak twierdzi (podróbki)
  trim TARGET   czy TRIM dociera przez każdą warstwę do dysku

Opcje:
  -h, --help     pokazuje tę pomoc; &apos;driveproof-cli POLECENIE --help&apos; dla polecenia
  -v, --version  pokazuje wersję
  --language LANG
                 używa języka LANG, np. de, pt_BR lub zh_TW, zamiast języka
                 systemu; działa z każdym poleceniem
</translation>
    </message>
    <message>
        <source>yes, down to the drive</source>
        <translation>tak, aż do dysku</translation>
    </message>
    <message>
        <source>down to a loop device&apos;s backing file</source>
        <translation>aż do pliku, na którym działa urządzenie loop</translation>
    </message>
    <message>
        <source>no: a layer drops it</source>
        <translation>nie: jedna warstwa go odrzuca</translation>
    </message>
    <message>
        <source>no: the drive does not take it</source>
        <translation>nie: dysk go nie przyjmuje</translation>
    </message>
    <message>
        <source>enabled</source>
        <translation>włączony</translation>
    </message>
    <message>
        <source>disabled</source>
        <translation>wyłączony</translation>
    </message>
    <message>
        <source>masked</source>
        <translation>zamaskowany</translation>
    </message>
    <message>
        <source>not installed</source>
        <translation>niezainstalowany</translation>
    </message>
    <message>
        <source>%1 (systemd is not running)</source>
        <extracomment>%1 the timer&apos;s state, e.g. &quot;enabled&quot;</extracomment>
        <translation>%1 (systemd nie działa)</translation>
    </message>
    <message>
        <source>From %1: %2</source>
        <extracomment>%1 a device, %2 whether TRIM gets through</extracomment>
        <translation>Z %1: %2</translation>
    </message>
    <message>
        <source>From %1 (mounted on %2): %3</source>
        <extracomment>%1 a device, %2 its mount points, %3 whether TRIM gets through</extracomment>
        <translation>Z %1 (zamontowane w %2): %3</translation>
    </message>
    <message>
        <source>Layer</source>
        <translation>Warstwa</translation>
    </message>
    <message>
        <source>Kind</source>
        <translation>Rodzaj</translation>
    </message>
    <message>
        <source>Discard granularity</source>
        <translation>Ziarnistość discard</translation>
    </message>
    <message>
        <source>Largest discard</source>
        <translation>Największy discard</translation>
    </message>
    <message>
        <source>Passes TRIM</source>
        <translation>Przepuszcza TRIM</translation>
    </message>
    <message>
        <source>Say whether TRIM reaches the drive through every layer (partition, dm-crypt, LVM, md, loop, USB), whether fstrim.timer runs and which file systems are mounted with discard.</source>
        <translation>Mówi, czy TRIM przechodzi przez każdą warstwę (partycja, dm-crypt, LVM, md, loop, USB) aż do dysku, czy działa fstrim.timer i które systemy plików są zamontowane z opcją discard.</translation>
    </message>
    <message>
        <source>A drive, a partition, a dm, md or loop device, or a folder, e.g. /dev/sda or /home.</source>
        <translation>Dysk, partycja, urządzenie dm, md lub loop albo folder, np. /dev/sda lub /home.</translation>
    </message>
    <message>
        <source>&apos;trim&apos; needs exactly one TARGET, e.g. &apos;driveproof-cli trim /dev/sda&apos;.</source>
        <translation>&apos;trim&apos; wymaga dokładnie jednego TARGET, np. &apos;driveproof-cli trim /dev/sda&apos;.</translation>
    </message>
    <message>
        <source>TRIM from %1: %2</source>
        <extracomment>%1 the drive or folder asked about, %2 whether TRIM gets through</extracomment>
        <translation>TRIM z %1: %2</translation>
    </message>
    <message>
        <source>fstrim.timer: %1</source>
        <extracomment>%1 the timer&apos;s state, e.g. &quot;enabled&quot;</extracomment>
        <translation>fstrim.timer: %1</translation>
    </message>
    <message>
        <source>Judge a report instead of a drive: the output of &apos;smartctl -x&apos;, &apos;smartctl -x --json&apos; or &apos;nvme smart-log -o json&apos; saved in FILE (&apos;-&apos;: standard input).</source>
        <translation>Ocenia raport zamiast dysku: wynik &apos;smartctl -x&apos;, &apos;smartctl -x --json&apos; lub &apos;nvme smart-log -o json&apos; zapisany w pliku FILE (&apos;-&apos;: standardowe wejście).</translation>
    </message>
    <message>
        <source>With --report of nvme smart-log: the output of &apos;nvme id-ctrl -o json&apos; for the model, serial and firmware.</source>
        <translation>Z --report dla wyniku nvme smart-log: wynik &apos;nvme id-ctrl -o json&apos;, z którego pochodzą model, numer seryjny i oprogramowanie układowe.</translation>
    </message>
    <message>
        <source>&apos;health --report FILE&apos; takes no DEVICE and no --rated-tbw.</source>
        <translation>&apos;health --report FILE&apos; nie przyjmuje DEVICE ani --rated-tbw.</translation>
    </message>
</context>
<context>
    <name>DriveProof::Device</name>
    <message>
        <source>No block device named %1. Run &apos;driveproof-cli list&apos; to see the drives on this machine.</source>
        <translation>Nie ma urządzenia blokowego o nazwie %1. Uruchom &apos;driveproof-cli list&apos;, aby zobaczyć dyski w tym komputerze.</translation>
    </message>
    <message>
        <source>%1 disappeared while it was being read. Check that the drive is still connected.</source>
        <translation>Urządzenie %1 zniknęło podczas odczytu. Sprawdź, czy dysk jest nadal podłączony.</translation>
    </message>
    <message>
        <source>%1 is mounted on %2.</source>
        <extracomment>%1 device path, %2 list of mount points</extracomment>
        <translation>%1 jest zamontowane w %2.</translation>
    </message>
    <message>
        <source>%1 is in use as swap space.</source>
        <extracomment>%1 device path</extracomment>
        <translation>%1 jest używane jako przestrzeń wymiany.</translation>
    </message>
    <message numerus="yes">
        <source>%1 (And %n more.)</source>
        <extracomment>%1 a sentence saying what uses a device, %n how many other users there are</extracomment>
        <translation>
            <numerusform>%1 (I jeszcze %n inne użycie.)</numerusform>
            <numerusform>%1 (I jeszcze %n inne użycia.)</numerusform>
            <numerusform>%1 (I jeszcze %n innych użyć.)</numerusform>
        </translation>
    </message>
    <message>
        <source>not reported by this %1 device through sysfs</source>
        <translation>nie jest zgłaszane przez sysfs dla tego urządzenia %1</translation>
    </message>
    <message>
        <source>unknown</source>
        <translation>nieznany</translation>
    </message>
    <message>
        <source>model</source>
        <translation>model</translation>
    </message>
    <message>
        <source>serial number</source>
        <translation>numer seryjny</translation>
    </message>
    <message>
        <source>firmware revision</source>
        <translation>wersja oprogramowania układowego</translation>
    </message>
    <message>
        <source>WWN</source>
        <translation>WWN</translation>
    </message>
    <message>
        <source>rotation rate</source>
        <translation>prędkość obrotowa</translation>
    </message>
    <message>
        <source>%1 could not be opened even as root (%2): the system blocks access to it (a container or a security policy), so only what sysfs reports is shown.</source>
        <extracomment>%1 device path, %2 system error text</extracomment>
        <translation>Nie udało się otworzyć %1 nawet jako root (%2): system blokuje dostęp (kontener lub zasady bezpieczeństwa), więc pokazano tylko to, co podaje sysfs.</translation>
    </message>
    <message>
        <source>%1 could not be opened (%2): only what sysfs reports is shown. Run as root or through the DriveProof helper for more.</source>
        <extracomment>%1 device path, %2 system error text</extracomment>
        <translation>Nie udało się otworzyć %1 (%2): pokazano tylko to, co podaje sysfs. Aby zobaczyć więcej, uruchom jako root lub przez program pomocniczy DriveProof.</translation>
    </message>
    <message>
        <source>device node</source>
        <translation>węzeł urządzenia</translation>
    </message>
    <message>
        <source>%1 backs the loop device %2.</source>
        <extracomment>a loop device reads and writes its data on this device. %1 device path, %2 loop device path</extracomment>
        <translation>%1 przechowuje dane urządzenia loop %2.</translation>
    </message>
    <message>
        <source>%1 is part of %2.</source>
        <extracomment>%1 device path, %2 a device built on it (device-mapper, RAID, bcache)</extracomment>
        <translation>%1 jest częścią %2.</translation>
    </message>
    <message>
        <source>%1 has the partition %2.</source>
        <extracomment>%1 disk path, %2 partition path</extracomment>
        <translation>%1 zawiera partycję %2.</translation>
    </message>
    <message>
        <source>There is no %1. Give a device such as /dev/sda (see &apos;driveproof-cli list&apos;).</source>
        <translation>%1 nie istnieje. Podaj urządzenie, np. /dev/sda (zobacz &apos;driveproof-cli list&apos;).</translation>
    </message>
    <message>
        <source>%1 is a folder or a file, not a block device. Give a device such as /dev/sda (see &apos;driveproof-cli list&apos;).</source>
        <translation>%1 to folder lub plik, a nie urządzenie blokowe. Podaj urządzenie, np. /dev/sda (zobacz &apos;driveproof-cli list&apos;).</translation>
    </message>
    <message>
        <source>Could not read %1 to see what it holds: %2.</source>
        <extracomment>%1 device or file path, %2 the system&apos;s reason</extracomment>
        <translation>Nie udało się odczytać %1, aby sprawdzić, co zawiera: %2.</translation>
    </message>
    <message>
        <source>Could not read the start and end of %1 to see what it holds.</source>
        <extracomment>%1 device or file path</extracomment>
        <translation>Nie udało się odczytać początku i końca %1, aby sprawdzić, co zawiera.</translation>
    </message>
    <message>
        <source>udev has no record of device %1, and it could not be read directly (run as root, or start udev).</source>
        <extracomment>%1 device numbers like 8:0</extracomment>
        <translation>udev nie ma informacji o urządzeniu %1, a bezpośredni odczyt się nie udał (uruchom jako root albo uruchom udev).</translation>
    </message>
</context>
<context>
    <name>DriveProof::DriveReport</name>
    <message>
        <source>%1 is not valid JSON: %2 at byte %3.</source>
        <extracomment>%1 file name, %2 the JSON parser&apos;s words, %3 the byte offset</extracomment>
        <translation>%1 nie jest poprawnym dokumentem JSON: %2 przy bajcie %3.</translation>
    </message>
    <message>
        <source>%1 is larger than any drive report (%2 at most). Give the output of smartctl -x or nvme smart-log, not a disk image.</source>
        <extracomment>%1 file name, %2 a size (&quot;4 MiB&quot;)</extracomment>
        <translation>%1 przekracza rozmiar każdego raportu dysku (najwyżej %2). Podaj wynik smartctl -x lub nvme smart-log, a nie obraz dysku.</translation>
    </message>
    <message>
        <source>%1 is no drive report DriveProof can read: give the output of &apos;smartctl -x&apos;, &apos;smartctl -x --json&apos; or &apos;nvme smart-log -o json&apos;.</source>
        <extracomment>%1 file name</extracomment>
        <translation>%1 nie jest raportem dysku, który DriveProof potrafi odczytać: podaj wynik &apos;smartctl -x&apos;, &apos;smartctl -x --json&apos; lub &apos;nvme smart-log -o json&apos;.</translation>
    </message>
    <message>
        <source>%1 is a report of a SAS or SCSI drive: DriveProof judges reports of ATA (SATA) and NVMe drives.</source>
        <extracomment>%1 file name</extracomment>
        <translation>%1 to raport dysku SAS lub SCSI: DriveProof ocenia raporty dysków ATA (SATA) i NVMe.</translation>
    </message>
    <message>
        <source>From the report %1, not from the drive itself: %2.</source>
        <extracomment>%1 file name, %2 drive model</extracomment>
        <translation>Z raportu %1, nie z samego dysku: %2.</translation>
    </message>
    <message>
        <source>From the report %1, not from the drive itself: %2, serial %3.</source>
        <extracomment>%1 file name, %2 drive model, %3 serial number</extracomment>
        <translation>Z raportu %1, nie z samego dysku: %2, numer seryjny %3.</translation>
    </message>
    <message>
        <source>%1, line %2: more than 30 SMART attributes, which no drive has.</source>
        <extracomment>%1 file name, %2 line number</extracomment>
        <translation>%1, wiersz %2: więcej niż 30 atrybutów SMART, a tylu nie ma żaden dysk.</translation>
    </message>
    <message>
        <source>Could not read %1: %2.</source>
        <extracomment>%1 file name, %2 the system&apos;s reason</extracomment>
        <translation>Nie udało się odczytać %1: %2.</translation>
    </message>
    <message>
        <source>From the report %1, not from the drive itself.</source>
        <extracomment>%1 file name (a report that names no drive, e.g. smartctl -l farm)</extracomment>
        <translation>Z raportu %1, nie z samego dysku.</translation>
    </message>
</context>
<context>
    <name>DriveProof::Flash</name>
    <message>
        <source>TRIM from %1 reaches the drive %2 through every layer.</source>
        <extracomment>%1 the device in use (e.g. /dev/mapper/vg-home), %2 the drive</extracomment>
        <translation>TRIM z %1 dociera przez każdą warstwę do dysku %2.</translation>
    </message>
    <message>
        <source>The drive %1 takes TRIM.</source>
        <extracomment>%1 the drive</extracomment>
        <translation>Dysk %1 przyjmuje TRIM.</translation>
    </message>
    <message>
        <source>TRIM from %1 reaches the loop device %2, which frees the space in its backing file %3. The drive under that file gets it only from its own file system (mounted with discard, or fstrim).</source>
        <extracomment>%1 the device in use, %2 a loop device, %3 its backing file</extracomment>
        <translation>TRIM z %1 dociera do urządzenia loop %2, które zwalnia miejsce w swoim pliku %3. Dysk pod tym plikiem dostaje go tylko od własnego systemu plików (zamontowanego z opcją discard albo przez fstrim).</translation>
    </message>
    <message>
        <source>The dm-crypt volume %1 drops discards, so TRIM from %2 never reaches the drive. Open it with --allow-discards (or the discard option in /etc/crypttab); an observer of the raw drive then sees which blocks are free.</source>
        <extracomment>%1 a dm-crypt volume, %2 the device in use</extracomment>
        <translation>Wolumin dm-crypt %1 odrzuca discardy, więc TRIM z %2 nigdy nie dociera do dysku. Otwórz go z --allow-discards (lub z opcją discard w /etc/crypttab); kto patrzy na surowy dysk, zobaczy wtedy, które bloki są wolne.</translation>
    </message>
    <message>
        <source>%1 drops discards, so TRIM from %2 stops there and never reaches the drive.</source>
        <extracomment>%1 the layer (e.g. /dev/md0), %2 the device in use</extracomment>
        <translation>%1 odrzuca discardy, więc TRIM z %2 kończy się tam i nigdy nie dociera do dysku.</translation>
    </message>
    <message>
        <source>The kernel shows no discard limits for %1, so whether TRIM passes it is unknown.</source>
        <extracomment>%1 a device</extracomment>
        <translation>Jądro nie pokazuje limitów discard dla %1, więc nie wiadomo, czy TRIM przez nie przechodzi.</translation>
    </message>
    <message>
        <source>%1 is a hard disk: it takes no TRIM and needs none.</source>
        <extracomment>%1 the drive</extracomment>
        <translation>%1 to dysk twardy: nie przyjmuje TRIM i go nie potrzebuje.</translation>
    </message>
    <message>
        <source>%1 is attached through usb-storage (Bulk-Only Transport), which passes no TRIM. In a UAS enclosure or on a UAS port it may.</source>
        <extracomment>%1 the drive</extracomment>
        <translation>%1 jest podłączony przez usb-storage (Bulk-Only Transport), który nie przekazuje TRIM. W obudowie UAS lub w porcie UAS może się udać.</translation>
    </message>
    <message>
        <source>%1 is attached through UAS, but its bridge announces no TRIM, so the kernel sends none.</source>
        <extracomment>%1 the drive</extracomment>
        <translation>%1 jest podłączony przez UAS, ale jego mostek nie zgłasza TRIM, więc jądro go nie wysyła.</translation>
    </message>
    <message>
        <source>%1 does not take TRIM (the kernel&apos;s discard_max_bytes is 0).</source>
        <extracomment>%1 the drive</extracomment>
        <translation>%1 nie przyjmuje TRIM (discard_max_bytes w jądrze wynosi 0).</translation>
    </message>
    <message>
        <source>No file system on %1 is mounted. TRIM comes from a mounted file system (fstrim or the discard option), or from blkdiscard, which erases everything.</source>
        <extracomment>%1 the device asked about</extracomment>
        <translation>Żaden system plików na %1 nie jest zamontowany. TRIM pochodzi z zamontowanego systemu plików (fstrim lub opcja discard) albo z blkdiscard, który kasuje wszystko.</translation>
    </message>
    <message>
        <source>%1 is mounted with discard: every delete is trimmed at once, which slows deletes on some drives. The weekly fstrim.timer is the usual choice.</source>
        <extracomment>%1 a mount point</extracomment>
        <translation>%1 jest zamontowany z opcją discard: każde usunięcie jest od razu przycinane, co na niektórych dyskach spowalnia usuwanie. Zwykle wybiera się cotygodniowy fstrim.timer.</translation>
    </message>
    <message>
        <source>%1 is mounted with discard=async: freed space is trimmed in batches.</source>
        <extracomment>%1 a mount point</extracomment>
        <translation>%1 jest zamontowany z opcją discard=async: zwolnione miejsce jest przycinane partiami.</translation>
    </message>
    <message>
        <source>%1 is trimmed once a week by fstrim.timer.</source>
        <extracomment>%1 a mount point</extracomment>
        <translation>fstrim.timer przycina %1 raz w tygodniu.</translation>
    </message>
    <message>
        <source>%1 is neither mounted with discard nor trimmed by fstrim.timer, so the drive never learns which blocks are free. Run &apos;sudo systemctl enable --now fstrim.timer&apos;.</source>
        <extracomment>%1 a mount point</extracomment>
        <translation>%1 nie jest zamontowany z opcją discard ani przycinany przez fstrim.timer, więc dysk nigdy nie dowiaduje się, które bloki są wolne. Uruchom &apos;sudo systemctl enable --now fstrim.timer&apos;.</translation>
    </message>
    <message>
        <source>systemd is not running here, so fstrim.timer trims nothing. Run &apos;fstrim -a&apos; from cron, or mount with discard.</source>
        <translation>systemd tu nie działa, więc fstrim.timer niczego nie przycina. Uruchamiaj &apos;fstrim -a&apos; z crona albo montuj z opcją discard.</translation>
    </message>
    <message>
        <source>%1 is not on a block device that DriveProof can see in sysfs. Give a drive, a partition or a folder on one.</source>
        <extracomment>%1 a path the user gave</extracomment>
        <translation>%1 nie leży na urządzeniu blokowym, które DriveProof widzi w sysfs. Podaj dysk, partycję lub folder na nim.</translation>
    </message>
    <message>
        <source>%1 cannot be read: %2.</source>
        <extracomment>%1 a path the user gave, %2 the system&apos;s error text</extracomment>
        <translation>Nie można odczytać %1: %2.</translation>
    </message>
</context>
<context>
    <name>DriveProof::Gui</name>
    <message>
        <source>unknown</source>
        <translation>nieznany</translation>
    </message>
    <message>
        <source>%1 (%2 bytes)</source>
        <extracomment>%1 size with unit, e.g. &quot;500.1 GB&quot;; %2 exact byte count, e.g. &quot;500,107,862,016&quot;</extracomment>
        <translation>%1 (%2 bajtów)</translation>
    </message>
    <message numerus="yes">
        <source>%Ln byte(s)</source>
        <extracomment>a size in bytes, e.g. &quot;4,096 bytes&quot;; %Ln is the number with digit grouping</extracomment>
        <translation>
            <numerusform>%Ln bajt</numerusform>
            <numerusform>%Ln bajty</numerusform>
            <numerusform>%Ln bajtów</numerusform>
        </translation>
    </message>
    <message>
        <source>yes</source>
        <translation>tak</translation>
    </message>
    <message>
        <source>no</source>
        <translation>nie</translation>
    </message>
    <message>
        <source>loop device</source>
        <translation>urządzenie loop</translation>
    </message>
    <message>
        <source>backed by a file</source>
        <translation>oparte na pliku</translation>
    </message>
    <message>
        <source>solid state</source>
        <translation>półprzewodnikowy</translation>
    </message>
    <message>
        <source>%1 rpm</source>
        <extracomment>disk rotation speed; %1 is the number, e.g. &quot;7,200&quot;</extracomment>
        <translation>%1 obr./min</translation>
    </message>
    <message>
        <source>rotational</source>
        <translation>obrotowy</translation>
    </message>
    <message>
        <source>Not reported for this device.</source>
        <translation>Niezgłaszane dla tego urządzenia.</translation>
    </message>
    <message>
        <source>%1%</source>
        <extracomment>a percentage; %1 the number, e.g. &quot;97&quot;</extracomment>
        <translation>%1%</translation>
    </message>
    <message>
        <source>hard disk</source>
        <translation>dysk twardy</translation>
    </message>
    <message>
        <source>solid-state drive</source>
        <translation>dysk SSD</translation>
    </message>
    <message>
        <source>NVMe solid-state drive</source>
        <translation>dysk SSD NVMe</translation>
    </message>
    <message>
        <source>USB drive</source>
        <translation>dysk USB</translation>
    </message>
    <message>
        <source>loop device (a file used as a drive)</source>
        <translation>urządzenie loop (plik używany jako dysk)</translation>
    </message>
    <message>
        <source>drive</source>
        <translation>dysk</translation>
    </message>
    <message>
        <source>Tells the truth about a drive.</source>
        <translation>Mówi prawdę o dysku.</translation>
    </message>
    <message>
        <source>Show this drive first, e.g. /dev/sda.</source>
        <translation>Pokazuje najpierw ten dysk, np. /dev/sda.</translation>
    </message>
    <message>
        <source>Save a picture of the window to this PNG file once everything is read, then quit.</source>
        <translation>Po odczytaniu wszystkiego zapisuje obraz okna do tego pliku PNG i kończy działanie.</translation>
    </message>
    <message>
        <source>Open the Preferences dialog at start.</source>
        <translation>Otwiera okno preferencji przy uruchomieniu.</translation>
    </message>
    <message>
        <source>Open the About dialog at start.</source>
        <translation>Otwiera okno „O programie” przy uruchomieniu.</translation>
    </message>
    <message>
        <source>Run this test (quick, random, commit, ...) in the window without clicks, write the result (--json-out) and quit; for benchmark scripts.</source>
        <translation>Uruchamia ten test (quick, random, commit, ...) w oknie bez klikania, zapisuje wynik (--json-out) i kończy działanie; do skryptów testów wydajności.</translation>
    </message>
    <message>
        <source>With --run-test: only these measurements, separated by commas, e.g. rnd4kq32t1.read.</source>
        <translation>Z --run-test: tylko te pomiary, rozdzielone przecinkami, np. rnd4kq32t1.read.</translation>
    </message>
    <message>
        <source>With --run-test: the folder (or file) to test in.</source>
        <translation>Z --run-test: katalog (lub plik), w którym odbywa się test.</translation>
    </message>
    <message>
        <source>With --run-test: the test size, e.g. 1G or 256M.</source>
        <translation>Z --run-test: rozmiar testu, np. 1G lub 256M.</translation>
    </message>
    <message>
        <source>With --run-test: seconds per measurement (default: 5).</source>
        <translation>Z --run-test: liczba sekund na pomiar (domyślnie: 5).</translation>
    </message>
    <message>
        <source>With --run-test: write the result as JSON to this file.</source>
        <translation>Z --run-test: zapisuje wynik w formacie JSON do tego pliku.</translation>
    </message>
    <message>
        <source>Verify the power-loss tests that wait for it (after the power cut); the autostart entry of a pending test runs this.</source>
        <translation>Sprawdza testy utraty zasilania, które na to czekają (po odcięciu zasilania); wywołuje to wpis autostartu oczekującego testu.</translation>
    </message>
    <message>
        <source>Open the power-loss test at start.</source>
        <translation>Otwiera test utraty zasilania przy uruchomieniu.</translation>
    </message>
    <message>
        <source>Open the power-loss witness page at start.</source>
        <translation>Otwiera stronę świadka testu utraty zasilania przy uruchomieniu.</translation>
    </message>
    <message>
        <source>--duration needs a number of seconds</source>
        <translation>--duration wymaga podania liczby sekund</translation>
    </message>
    <message>
        <source>You were not allowed to read the write cache setting of %1. Try again and authenticate when asked, or ask an administrator.</source>
        <extracomment>%1 device path</extracomment>
        <translation>Brak uprawnień do odczytania ustawienia pamięci podręcznej zapisu %1. Spróbuj ponownie i uwierzytelnij się, gdy pojawi się prośba, albo poproś o pomoc administratora.</translation>
    </message>
    <message>
        <source>You were not allowed to switch the write cache of %1, so nothing was changed. Try again and authenticate when asked, or ask an administrator.</source>
        <extracomment>%1 device path</extracomment>
        <translation>Brak uprawnień do przełączenia pamięci podręcznej zapisu %1, więc niczego nie zmieniono. Spróbuj ponownie i uwierzytelnij się, gdy pojawi się prośba, albo poproś o pomoc administratora.</translation>
    </message>
    <message>
        <source>You were not allowed to read the health of %1. Try again and authenticate when asked, or ask an administrator.</source>
        <extracomment>%1 device path</extracomment>
        <translation>Brak uprawnień do odczytania stanu %1. Spróbuj ponownie i uwierzytelnij się, gdy pojawi się prośba, albo poproś o pomoc administratora.</translation>
    </message>
    <message>
        <source>DriveProof&apos;s helper is not installed, so DriveProof cannot ask the drive while it runs as you. Install the DriveProof package, or run DriveProof as root.</source>
        <translation>Program pomocniczy DriveProof nie jest zainstalowany, więc DriveProof uruchomiony z uprawnieniami użytkownika nie może odpytać dysku. Zainstaluj pakiet DriveProof albo uruchom DriveProof jako root.</translation>
    </message>
    <message>
        <source>The system bus does not let DriveProof reach its helper: the helper&apos;s D-Bus policy is missing. Reinstall the DriveProof package, or run DriveProof as root.</source>
        <translation>Magistrala systemowa nie pozwala DriveProof połączyć się z programem pomocniczym: brakuje jego zasad D-Bus. Zainstaluj ponownie pakiet DriveProof albo uruchom DriveProof jako root.</translation>
    </message>
    <message>
        <source>There is no system bus, so DriveProof cannot reach its helper. Start the D-Bus system service, or run DriveProof as root.</source>
        <translation>Brak magistrali systemowej, więc DriveProof nie może połączyć się z programem pomocniczym. Uruchom usługę systemową D-Bus albo uruchom DriveProof jako root.</translation>
    </message>
    <message>
        <source>The request for %1 failed: %2.</source>
        <extracomment>%1 device path, %2 the system&apos;s reason</extracomment>
        <translation>Żądanie dla %1 nie powiodło się: %2.</translation>
    </message>
    <message>
        <source>Starts on a physical-sector boundary.</source>
        <translation>Zaczyna się na granicy sektora fizycznego.</translation>
    </message>
    <message>
        <source>Starts %1 bytes past a physical-sector boundary.</source>
        <extracomment>%1 a number of bytes, e.g. &quot;512&quot;</extracomment>
        <translation>Zaczyna się %1 bajtów za granicą sektora fizycznego.</translation>
    </message>
    <message>
        <source>Starts on a 1 MiB boundary.</source>
        <translation>Zaczyna się na granicy 1 MiB.</translation>
    </message>
    <message>
        <source>Does not start on a 1 MiB boundary.</source>
        <translation>Nie zaczyna się na granicy 1 MiB.</translation>
    </message>
    <message>
        <source>Does not start on a multiple of the drive&apos;s optimal I/O size.</source>
        <translation>Nie zaczyna się na wielokrotności optymalnego rozmiaru we/wy dysku.</translation>
    </message>
    <message>
        <source>none</source>
        <translation>brak</translation>
    </message>
    <message>
        <source>not mounted</source>
        <translation>niezamontowany</translation>
    </message>
    <message>
        <source>not checked</source>
        <translation>niesprawdzone</translation>
    </message>
    <message>
        <source>%L1 %2</source>
        <extracomment>a transfer rate; %L1 the number, %2 its unit (&quot;MB/s&quot; or &quot;MiB/s&quot;, as chosen in Preferences)</extracomment>
        <translation>%L1 %2</translation>
    </message>
    <message>
        <source>unknown test &apos;%1&apos;</source>
        <extracomment>%1 what the user typed after --run-test</extracomment>
        <translation>nieznany test &apos;%1&apos;</translation>
    </message>
    <message>
        <source>--run-test needs --target, an existing folder or file</source>
        <translation>--run-test wymaga --target – istniejącego katalogu lub pliku</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a size, e.g. 1G or 256M</source>
        <extracomment>%1 what the user typed after --size</extracomment>
        <translation>&apos;%1&apos; nie jest rozmiarem, np. 1G lub 256M</translation>
    </message>
    <message>
        <source>write back: the kernel sends flushes</source>
        <translation>zapis opóźniony (write back): jądro wysyła polecenia opróżnienia</translation>
    </message>
    <message>
        <source>write through: the kernel sends no flushes</source>
        <translation>zapis bezpośredni (write through): jądro nie wysyła poleceń opróżnienia</translation>
    </message>
    <message>
        <source>Open this drive report (smartctl -x, smartctl --json or nvme smart-log -o json) at start.</source>
        <translation>Otwiera ten raport dysku (smartctl -x, smartctl --json lub nvme smart-log -o json) przy uruchomieniu.</translation>
    </message>
</context>
<context>
    <name>DriveProof::Gui::AboutDialog</name>
    <message>
        <source>About DriveProof</source>
        <translation>O programie DriveProof</translation>
    </message>
    <message>
        <source>DriveProof %1</source>
        <extracomment>%1 DriveProof&apos;s version, e.g. &quot;0.1.0&quot;</extracomment>
        <translation>DriveProof %1</translation>
    </message>
    <message>
        <source>Tells you the truth about a drive: what it is, whether its partitions are aligned, whether its write cache is on, how fast it commits, streams and seeks, and whether it keeps the writes it acknowledged.</source>
        <translation>Mówi prawdę o dysku: czym jest, czy jego partycje są wyrównane, czy pamięć podręczna zapisu jest włączona, jak szybko zatwierdza zapisy, przesyła dane i wyszukuje oraz czy zachowuje zapisy, które potwierdził.</translation>
    </message>
    <message>
        <source>What DriveProof does</source>
        <translation>Co robi DriveProof</translation>
    </message>
    <message>
        <source>Qt %1 · kernel %2 %3</source>
        <extracomment>%1 the Qt version it runs on, %2 the kernel&apos;s name (&quot;linux&quot;), %3 its version</extracomment>
        <translation>Qt %1 · jądro %2 %3</translation>
    </message>
    <message>
        <source>Versions</source>
        <translation>Wersje</translation>
    </message>
    <message>
        <source>Free software under the GNU General Public License, version 3 or any later version (&lt;a href=&quot;https://www.gnu.org/licenses/gpl-3.0.html&quot;&gt;GPL-3.0-or-later&lt;/a&gt;). It comes with no warranty.</source>
        <extracomment>rich text; keep the link. GPL-3.0-or-later is the licence&apos;s SPDX name</extracomment>
        <translation>Wolne oprogramowanie na licencji GNU General Public License w wersji 3 lub dowolnej późniejszej (&lt;a href=&quot;https://www.gnu.org/licenses/gpl-3.0.html&quot;&gt;GPL-3.0-or-later&lt;/a&gt;). Nie jest objęte żadną gwarancją.</translation>
    </message>
    <message>
        <source>Licence</source>
        <translation>Licencja</translation>
    </message>
</context>
<context>
    <name>DriveProof::Gui::CapacityButton</name>
    <message>
        <source>Check &amp;capacity…</source>
        <translation>Sprawdź &amp;pojemność…</translation>
    </message>
    <message>
        <source>Is the drive as big as it says? Finds fake drives.</source>
        <translation>Czy dysk jest tak duży, jak twierdzi? Wykrywa podrobione dyski.</translation>
    </message>
</context>
<context>
    <name>DriveProof::Gui::CapacityDialog</name>
    <message>
        <source>Check capacity: %1</source>
        <extracomment>dialog title; %1 the drive&apos;s model or device node</extracomment>
        <translation>Sprawdź pojemność: %1</translation>
    </message>
    <message>
        <source>Is %1 really %2? The check writes records across the whole drive, reads them back and tells a genuine drive from a fake one.</source>
        <extracomment>%1 the drive&apos;s model, %2 its size as it claims it, e.g. &quot;128.0 GB&quot;</extracomment>
        <translation>Czy %1 naprawdę ma %2? Sprawdzenie zapisuje rekordy na całym dysku, odczytuje je i odróżnia oryginalny dysk od podróbki.</translation>
    </message>
    <message>
        <source>&amp;Quick probe: a few thousand records, minutes</source>
        <translation>&amp;Szybka sonda: kilka tysięcy rekordów, minuty</translation>
    </message>
    <message>
        <source>&amp;Full verify: every block, hours on a large drive</source>
        <translation>&amp;Pełna weryfikacja: każdy blok, godziny na dużym dysku</translation>
    </message>
    <message>
        <source>&amp;Start</source>
        <translation>&amp;Rozpocznij</translation>
    </message>
    <message>
        <source>Everything on %1 (%2) is lost: every partition, every file.</source>
        <extracomment>%1 device node, %2 the drive&apos;s model</extracomment>
        <translation>Cała zawartość %1 (%2) zostanie utracona: każda partycja, każdy plik.</translation>
    </message>
    <message>
        <source>&amp;Cancel</source>
        <translation>&amp;Anuluj</translation>
    </message>
    <message>
        <source>&amp;Close</source>
        <translation>&amp;Zamknij</translation>
    </message>
    <message>
        <source>Check capacity</source>
        <translation>Sprawdź pojemność</translation>
    </message>
    <message>
        <source>Write</source>
        <extracomment>a line of the full verify&apos;s chart: the rate while writing</extracomment>
        <translation>Zapis</translation>
    </message>
    <message>
        <source>Read</source>
        <translation>Odczyt</translation>
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
        <translation>&amp;Kopiuj obraz</translation>
    </message>
</context>
<context>
    <name>DriveProof::Gui::Charts::CommitChart</name>
    <message>
        <source>Commits per second, by method</source>
        <translation>Zatwierdzenia na sekundę według metody</translation>
    </message>
    <message>
        <source>Commits per second (logarithmic)</source>
        <translation>Zatwierdzenia na sekundę (skala logarytmiczna)</translation>
    </message>
    <message>
        <source>Durable, write cache as it was</source>
        <translation>Trwałe, pamięć podręczna zapisu bez zmian</translation>
    </message>
    <message>
        <source>Durable commits</source>
        <translation>Trwałe zatwierdzenia</translation>
    </message>
    <message>
        <source>Durable, write cache off</source>
        <translation>Trwałe, pamięć podręczna zapisu wyłączona</translation>
    </message>
    <message>
        <source>Not durable (baseline for comparison)</source>
        <translation>Nietrwałe (punkt odniesienia)</translation>
    </message>
    <message>
        <source>%1 rpm: about %2 commits/s at most when each waits for the platter</source>
        <extracomment>legend of a line on the commit chart; %1 rotation rate, %2 commits per second</extracomment>
        <translation>%1 obr./min: najwyżej około %2 zatw./s, gdy każde czeka na obrót talerza</translation>
    </message>
</context>
<context>
    <name>DriveProof::Gui::Charts::CompareChart</name>
    <message>
        <source>A (older)</source>
        <translation>A (starszy)</translation>
    </message>
    <message>
        <source>B (newer)</source>
        <translation>B (nowszy)</translation>
    </message>
    <message>
        <source>The two runs side by side</source>
        <translation>Oba przebiegi obok siebie</translation>
    </message>
    <message>
        <source>Commits/s</source>
        <translation>Zatw./s</translation>
    </message>
</context>
<context>
    <name>DriveProof::Gui::Charts::CutTimelineChart</name>
    <message>
        <source>Acknowledged writes before the power cut</source>
        <translation>Potwierdzone zapisy przed odcięciem zasilania</translation>
    </message>
    <message>
        <source>Seconds before the cut</source>
        <extracomment>axis of a chart: time before the moment the power was cut (negative numbers)</extracomment>
        <translation>Sekundy przed odcięciem</translation>
    </message>
    <message>
        <source>Write number</source>
        <extracomment>axis of a chart: the running number of each write</extracomment>
        <translation>Numer zapisu</translation>
    </message>
    <message>
        <source>Kept</source>
        <translation>Zachowane</translation>
    </message>
    <message>
        <source>Lost</source>
        <translation>Utracone</translation>
    </message>
    <message>
        <source>Torn (partly kept)</source>
        <translation>Rozerwane (zachowane częściowo)</translation>
    </message>
    <message>
        <source>Estimated cut</source>
        <extracomment>the estimated moment of the power cut, a vertical line in the chart</extracomment>
        <translation>Szacowane odcięcie</translation>
    </message>
</context>
<context>
    <name>DriveProof::Gui::Charts::HybridChart</name>
    <message>
        <source>Random reads before and after the idle time</source>
        <translation>Losowe odczyty przed czasem bezczynności i po nim</translation>
    </message>
    <message>
        <source>Random reads of the same blocks</source>
        <translation>Losowe odczyty tych samych bloków</translation>
    </message>
    <message>
        <source>IOPS</source>
        <translation>IOPS</translation>
    </message>
    <message>
        <source>First pass</source>
        <translation>Pierwsze przejście</translation>
    </message>
    <message>
        <source>Second pass, after the idle time</source>
        <translation>Drugie przejście, po czasie bezczynności</translation>
    </message>
</context>
<context>
    <name>DriveProof::Gui::Charts::LatencyChart</name>
    <message>
        <source>Latency</source>
        <translation>Opóźnienie</translation>
    </message>
    <message>
        <source>Latency of %1</source>
        <extracomment>chart title; %1 the measurement, e.g. &quot;RND4K Q1T1 read&quot;</extracomment>
        <translation>Opóźnienie: %1</translation>
    </message>
    <message>
        <source>Latency (µs, logarithmic)</source>
        <translation>Opóźnienie (µs, skala logarytmiczna)</translation>
    </message>
    <message>
        <source>Share of operations (%)</source>
        <translation>Udział operacji (%)</translation>
    </message>
    <message>
        <source>Operations</source>
        <translation>Operacje</translation>
    </message>
    <message>
        <source>p50 (median): %1 µs</source>
        <extracomment>a percentile marker in the legend; %1 latency in microseconds</extracomment>
        <translation>p50 (mediana): %1 µs</translation>
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
        <translation>Szybkość odczytu w obszarze testowym</translation>
    </message>
    <message>
        <source>Write rate as the test area fills</source>
        <translation>Szybkość zapisu w miarę zapełniania obszaru testowego</translation>
    </message>
    <message>
        <source>Position (%1)</source>
        <extracomment>axis title; %1 the unit: MB, GB, MiB or GiB</extracomment>
        <translation>Pozycja (%1)</translation>
    </message>
    <message>
        <source>Written (%1)</source>
        <extracomment>axis title; %1 the unit: MB, GB, MiB or GiB</extracomment>
        <translation>Zapisano (%1)</translation>
    </message>
</context>
<context>
    <name>DriveProof::Gui::Charts::SweepChart</name>
    <message>
        <source>IOPS and transfer rate by block size</source>
        <translation>IOPS i szybkość transferu według rozmiaru bloku</translation>
    </message>
    <message>
        <source>Block size (KiB, logarithmic)</source>
        <translation>Rozmiar bloku (KiB, skala logarytmiczna)</translation>
    </message>
    <message>
        <source>IOPS and transfer rate by queue depth</source>
        <translation>IOPS i szybkość transferu według głębokości kolejki</translation>
    </message>
    <message>
        <source>I/Os in flight per thread (logarithmic)</source>
        <translation>Operacje we/wy w locie na wątek (skala logarytmiczna)</translation>
    </message>
    <message>
        <source>IOPS and transfer rate by threads</source>
        <translation>IOPS i szybkość transferu według liczby wątków</translation>
    </message>
    <message>
        <source>Threads (logarithmic)</source>
        <translation>Wątki (skala logarytmiczna)</translation>
    </message>
    <message>
        <source>IOPS (logarithmic)</source>
        <translation>IOPS (skala logarytmiczna)</translation>
    </message>
    <message>
        <source>%1 (logarithmic)</source>
        <extracomment>axis title; %1 the rate unit, &quot;MB/s&quot; or &quot;MiB/s&quot;</extracomment>
        <translation>%1 (skala logarytmiczna)</translation>
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
        <translation>Szybkość transferu w czasie</translation>
    </message>
    <message>
        <source>I/O operations per second over time</source>
        <translation>Operacje we/wy na sekundę w czasie</translation>
    </message>
    <message>
        <source>IOPS</source>
        <translation>IOPS</translation>
    </message>
    <message>
        <source>Commits per second over time</source>
        <translation>Zatwierdzenia na sekundę w czasie</translation>
    </message>
    <message>
        <source>Commits per second</source>
        <translation>Zatwierdzenia na sekundę</translation>
    </message>
    <message>
        <source>Seconds</source>
        <translation>Sekundy</translation>
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
        <translation>Zatw./s</translation>
    </message>
    <message>
        <source>p99 latency (µs)</source>
        <translation>Opóźnienie p99 (µs)</translation>
    </message>
    <message>
        <source>Two runs side by side</source>
        <translation>Dwa przebiegi obok siebie</translation>
    </message>
    <message>
        <source>&amp;Back to the history</source>
        <translation>&amp;Wróć do historii</translation>
    </message>
    <message>
        <source>Comparison of two runs</source>
        <translation>Porównanie dwóch przebiegów</translation>
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
        <translation>Pomiar</translation>
    </message>
    <message>
        <source>Quantity</source>
        <translation>Wielkość</translation>
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
        <translation>Te przebiegi nie mają wspólnych pomiarów, więc nie ma czego zestawić. Porównaj dwa przebiegi tego samego testu.</translation>
    </message>
    <message>
        <source>These are two different tests (%1 and %2): only the measurements they share have a ratio.</source>
        <extracomment>%1 and %2 two test names</extracomment>
        <translation>To dwa różne testy (%1 i %2): stosunek podano tylko dla wspólnych pomiarów.</translation>
    </message>
    <message>
        <source>same</source>
        <extracomment>B&apos;s number is within 3% of A&apos;s</extracomment>
        <translation>bez zmian</translation>
    </message>
    <message>
        <source>▲ %1% better</source>
        <extracomment>%1 a percentage without the % sign, e.g. &quot;18&quot; -&gt; &quot;▲ 18% better&quot;</extracomment>
        <translation>▲ o %1% lepiej</translation>
    </message>
    <message>
        <source>▼ %1% worse</source>
        <translation>▼ o %1% gorzej</translation>
    </message>
    <message>
        <source>Better and worse follow each quantity: more MB/s, IOPS or commits per second is better, less latency is better. Within 3% counts as the same: two runs on one drive differ that much.</source>
        <translation>Lepiej i gorzej zależy od danej wielkości: więcej MB/s, IOPS lub zatwierdzeń na sekundę to lepiej, mniejsze opóźnienie to lepiej. Różnica do 3% liczy się jako brak zmian: o tyle różnią się dwa przebiegi na tym samym dysku.</translation>
    </message>
    <message>
        <source>B against A</source>
        <translation>B względem A</translation>
    </message>
    <message>
        <source>%1, %2, on %3 (%4) · %5</source>
        <extracomment>one run in a comparison; %1 test name, %2 date and time, %3 drive model, %4 where it ran, %5 its settings (&quot;1 GiB · 5 s per step · temporary file on ext4 · io_uring&quot;)</extracomment>
        <translation>%1, %2, na %3 (%4) · %5</translation>
    </message>
    <message>
        <source>These runs were not made alike, so their numbers do not compare directly. %1</source>
        <extracomment>%1 one or more sentences on how the two runs differ</extracomment>
        <translation>Te przebiegi nie zostały wykonane tak samo, więc ich liczb nie da się porównać wprost. %1</translation>
    </message>
</context>
<context>
    <name>DriveProof::Gui::ConfirmWriteDialog</name>
    <message>
        <source>Erase %1?</source>
        <extracomment>dialog title; %1 a device node</extracomment>
        <translation>Wymazać %1?</translation>
    </message>
    <message>
        <source>This test (%1) writes over %2 (%3). Everything on it is lost: every partition, every file. This cannot be undone.</source>
        <extracomment>%1 test name, %2 device node, %3 the drive&apos;s model</extracomment>
        <translation>Ten test (%1) nadpisuje %2 (%3). Wszystko, co się na nim znajduje, zostanie utracone: każda partycja, każdy plik. Tej operacji nie można cofnąć.</translation>
    </message>
    <message>
        <source>To go on, type the device&apos;s name, &lt;b&gt;%1&lt;/b&gt;:</source>
        <extracomment>%1 the device&apos;s short name the user must type, e.g. &quot;sdb&quot;</extracomment>
        <translation>Aby kontynuować, wpisz nazwę urządzenia, &lt;b&gt;%1&lt;/b&gt;:</translation>
    </message>
    <message>
        <source>Device name</source>
        <translation>Nazwa urządzenia</translation>
    </message>
    <message>
        <source>&amp;Erase and test</source>
        <translation>&amp;Wymaż i testuj</translation>
    </message>
    <message>
        <source>Test the empty drive %1?</source>
        <extracomment>dialog title; %1 the drive&apos;s name (model)</extracomment>
        <translation>Przetestować pusty dysk %1?</translation>
    </message>
    <message>
        <source>%1 (%2) is empty: it has no partition table and no file system, as a new drive arrives. The test (%3) writes over the whole device; anything on it that DriveProof cannot recognise would be lost.</source>
        <extracomment>%1 the drive&apos;s name (model), %2 device node, %3 test name</extracomment>
        <translation>%1 (%2) jest pusty: nie ma tablicy partycji ani systemu plików, tak jak przychodzi nowy dysk. Test (%3) nadpisuje całe urządzenie; wszystko, czego DriveProof nie rozpozna, zostałoby utracone.</translation>
    </message>
    <message>
        <source>&amp;Write and test</source>
        <translation>&amp;Zapisz i testuj</translation>
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
        <translation>Dobry</translation>
    </message>
    <message>
        <source>Caution</source>
        <extracomment>health badge beside a drive in the list, as on the Health card</extracomment>
        <translation>Uwaga</translation>
    </message>
    <message>
        <source>Bad</source>
        <extracomment>health badge beside a drive in the list, as on the Health card</extracomment>
        <translation>Zły</translation>
    </message>
    <message>
        <source>%1
%2, %3
Health: %4</source>
        <extracomment>%1 drive name, %2 kind of drive, %3 device path, %4 its health (&quot;Good&quot;, ...)</extracomment>
        <translation>%1
%2, %3
Stan: %4</translation>
    </message>
    <message>
        <source>%1, %2, %3, %4, health: %5</source>
        <extracomment>read by screen readers; %1 drive name, %2 kind of drive, %3 size, %4 device path, %5 its health (&quot;Good&quot;, &quot;Caution&quot;, &quot;Bad&quot;)</extracomment>
        <translation>%1, %2, %3, %4, stan: %5</translation>
    </message>
</context>
<context>
    <name>DriveProof::Gui::DrivePage</name>
    <message>
        <source>&amp;Test this drive…</source>
        <translation>&amp;Testuj ten dysk…</translation>
    </message>
    <message>
        <source>%1 %2 · %3</source>
        <extracomment>under the drive name; %1 size, e.g. &quot;2.0 TB&quot;, %2 kind of drive, %3 device path</extracomment>
        <translation>%1 %2 · %3</translation>
    </message>
    <message>
        <source>Measure %1: quick check, commit rate, throughput and more, in a window of its own</source>
        <extracomment>%1 the drive&apos;s name</extracomment>
        <translation>Zmierz %1: szybkie sprawdzenie, liczba zatwierdzeń na sekundę, przepustowość i więcej, w osobnym oknie</translation>
    </message>
    <message>
        <source>Q&amp;uick check</source>
        <translation>Szybkie sp&amp;rawdzenie</translation>
    </message>
    <message>
        <source>Measure the four CrystalDiskMark tests now, in about %1, on a temporary file in %2</source>
        <extracomment>tooltip of the Quick check button; %1 about how long it takes (&quot;20 seconds&quot;), %2 the folder that holds the temporary file</extracomment>
        <translation>Wykonaj teraz cztery testy CrystalDiskMark, w ciągu około %1, na pliku tymczasowym w %2</translation>
    </message>
    <message>
        <source>This drive is empty: no partition table and no file system. It is read-only or in use, so only the reading tests can run on it.</source>
        <translation>Ten dysk jest pusty: brak tablicy partycji i systemu plików. Jest tylko do odczytu lub w użyciu, więc mogą na nim działać tylko testy odczytu.</translation>
    </message>
    <message>
        <source>This drive is empty: no partition table and no file system, as a new drive arrives. The quick check, the commit test and the sustained write run on the whole device after one confirmation; there is no need to partition it first.</source>
        <translation>Ten dysk jest pusty: brak tablicy partycji i systemu plików, tak jak przychodzi nowy dysk. Szybkie sprawdzenie, test zatwierdzeń i długotrwały zapis działają na całym urządzeniu po jednym potwierdzeniu; nie trzeba go najpierw partycjonować.</translation>
    </message>
    <message>
        <source>The quick check needs a folder on this drive, and none of its file systems is mounted. Mount one (in your file manager or GNOME Disks) and press Refresh (F5), or use &quot;Test this drive…&quot; for the reading tests on the whole device (sequential and random reads, surface scan), which write nothing.</source>
        <translation>Szybkie sprawdzenie potrzebuje katalogu na tym dysku, a żaden z jego systemów plików nie jest zamontowany. Zamontuj jeden (w menedżerze plików lub w Dyskach GNOME) i naciśnij Odśwież (F5) albo użyj „Testuj ten dysk…” do testów odczytu całego urządzenia (odczyt sekwencyjny i losowy, skan powierzchni), które niczego nie zapisują.</translation>
    </message>
    <message>
        <source>The quick check needs a folder on this drive that you can write to, and none of its file systems is mounted where you may write. Mount one where you may and press Refresh (F5), or choose a folder of yours on it with &quot;Test this drive…&quot;.</source>
        <translation>Szybkie sprawdzenie potrzebuje katalogu na tym dysku, do którego możesz pisać, a żaden z jego systemów plików nie jest zamontowany tam, gdzie wolno ci pisać. Zamontuj jeden w takim miejscu i naciśnij Odśwież (F5) albo wybierz swój katalog na nim przez „Testuj ten dysk…”.</translation>
    </message>
    <message>
        <source>Measure the four CrystalDiskMark tests now, in about %1, on the empty device %2 (asks once to confirm)</source>
        <extracomment>tooltip of the Quick check button; %1 about how long it takes (&quot;20 seconds&quot;), %2 a device node</extracomment>
        <translation>Zmierz teraz cztery testy CrystalDiskMark, w około %1, na pustym urządzeniu %2 (raz prosi o potwierdzenie)</translation>
    </message>
</context>
<context>
    <name>DriveProof::Gui::HealthCard</name>
    <message>
        <source>Health</source>
        <translation>Stan</translation>
    </message>
    <message>
        <source>Reading…</source>
        <translation>Odczytywanie…</translation>
    </message>
    <message>
        <source>Unknown</source>
        <translation>Nieznany</translation>
    </message>
    <message>
        <source>Health: %1</source>
        <extracomment>accessible name of the health badge; %1 &quot;Good&quot;, &quot;Caution&quot;, &quot;Bad&quot;, ...</extracomment>
        <translation>Stan: %1</translation>
    </message>
    <message>
        <source>No health data</source>
        <translation>Brak danych o stanie</translation>
    </message>
    <message>
        <source>%1 is a file used as a drive (%2): it has no health data of its own. The health of the drive that holds the file is what counts.</source>
        <extracomment>%1 device path, %2 the file behind the loop device</extracomment>
        <translation>%1 to plik używany jako dysk (%2): nie ma własnych danych o stanie. Liczy się stan dysku, na którym znajduje się ten plik.</translation>
    </message>
    <message>
        <source>%1 is a virtual disk: the real drive is on the host, and only the host can read its health.</source>
        <extracomment>%1 device path</extracomment>
        <translation>%1 to dysk wirtualny: prawdziwy dysk znajduje się na hoście i tylko host może odczytać jego stan.</translation>
    </message>
    <message>
        <source>%1 reports no health data that DriveProof can read.</source>
        <extracomment>%1 device path</extracomment>
        <translation>%1 nie zgłasza danych o stanie, które DriveProof potrafi odczytać.</translation>
    </message>
    <message>
        <source>Good</source>
        <translation>Dobry</translation>
    </message>
    <message>
        <source>The drive finds nothing wrong. That predicts some failures, not all: keep backups.</source>
        <translation>Dysk nie wykrywa żadnych problemów. To pozwala przewidzieć niektóre awarie, ale nie wszystkie: rób kopie zapasowe.</translation>
    </message>
    <message>
        <source>Caution</source>
        <translation>Uwaga</translation>
    </message>
    <message>
        <source>Make sure your backups are current, and check this drive again soon.</source>
        <translation>Upewnij się, że kopie zapasowe są aktualne, i wkrótce sprawdź ten dysk ponownie.</translation>
    </message>
    <message>
        <source>Bad</source>
        <translation>Zły</translation>
    </message>
    <message>
        <source>Back up the data on this drive now and plan to replace it.</source>
        <translation>Natychmiast wykonaj kopię zapasową danych z tego dysku i zaplanuj jego wymianę.</translation>
    </message>
    <message>
        <source>The drive gave no overall assessment of its health.</source>
        <translation>Dysk nie podał ogólnej oceny swojego stanu.</translation>
    </message>
    <message>
        <source>Temperature</source>
        <extracomment>a temperature; %1 the number, e.g. &quot;38&quot;</extracomment>
        <translation>Temperatura</translation>
    </message>
    <message>
        <source>%1 °C</source>
        <translation>%1 °C</translation>
    </message>
    <message>
        <source>Power-on hours</source>
        <translation>Godziny pracy</translation>
    </message>
    <message>
        <source>Power cycles</source>
        <translation>Cykle zasilania</translation>
    </message>
    <message>
        <source>Unsafe shutdowns</source>
        <translation>Niebezpieczne wyłączenia</translation>
    </message>
    <message>
        <source>Times power was lost before the drive was told: each one is a moment where its write cache could lose data.</source>
        <translation>Ile razy zasilanie zanikło, zanim dysk został o tym powiadomiony: za każdym razem pamięć podręczna zapisu mogła utracić dane.</translation>
    </message>
    <message>
        <source>Bad sectors</source>
        <translation>Uszkodzone sektory</translation>
    </message>
    <message>
        <source>Sectors the drive has replaced or is waiting to replace.</source>
        <translation>Sektory, które dysk zastąpił lub czeka na ich zastąpienie.</translation>
    </message>
    <message>
        <source>Media errors</source>
        <translation>Błędy nośnika</translation>
    </message>
    <message>
        <source>Data the drive could not read or write correctly.</source>
        <translation>Dane, których dysk nie mógł poprawnie odczytać lub zapisać.</translation>
    </message>
    <message>
        <source>Available spare</source>
        <translation>Dostępna rezerwa</translation>
    </message>
    <message>
        <source>Reserve blocks left for replacing worn-out ones.</source>
        <translation>Bloki zapasowe pozostałe do zastępowania zużytych.</translation>
    </message>
    <message>
        <source>Wear</source>
        <extracomment>wear of a solid-state drive; %1 a percentage, e.g. &quot;3%&quot;</extracomment>
        <translation>Zużycie</translation>
    </message>
    <message>
        <source>%1 of its rated life used</source>
        <translation>wykorzystano %1 przewidywanej żywotności</translation>
    </message>
    <message>
        <source>The maker&apos;s estimate; it can go past 100%.</source>
        <translation>Szacunek producenta; może przekroczyć 100%.</translation>
    </message>
    <message>
        <source>Read from</source>
        <translation>Odczytano z</translation>
    </message>
</context>
<context>
    <name>DriveProof::Gui::HealthRecordsView</name>
    <message numerus="yes">
        <source>All records the drive keeps (%n)</source>
        <extracomment>%n the number of records (SMART attributes or NVMe log fields)</extracomment>
        <translation>
            <numerusform>Wszystkie zapisy, które prowadzi dysk (%n)</numerusform>
            <numerusform>Wszystkie zapisy, które prowadzi dysk (%n)</numerusform>
            <numerusform>Wszystkie zapisy, które prowadzi dysk (%n)</numerusform>
        </translation>
    </message>
    <message>
        <source>%1
Defined in: %2</source>
        <extracomment>tooltip of a health record; %1 what it means, %2 the standard and section</extracomment>
        <translation>%1
Zdefiniowano w: %2</translation>
    </message>
    <message>
        <source>Self-test log, newest first:</source>
        <translation>Dziennik autotestów, od najnowszych:</translation>
    </message>
</context>
<context>
    <name>DriveProof::Gui::HistoryPage</name>
    <message>
        <source>Earlier runs on %1</source>
        <extracomment>%1 the drive&apos;s name (model)</extracomment>
        <translation>Wcześniejsze przebiegi na %1</translation>
    </message>
    <message>
        <source>Every test run on this drive is kept here. Open one to see its result again, or select two (hold Ctrl and click) to compare them side by side.</source>
        <translation>Każdy przebieg testu na tym dysku jest tu przechowywany. Otwórz jeden, aby ponownie zobaczyć jego wynik, lub zaznacz dwa (przytrzymaj Ctrl i kliknij), aby porównać je obok siebie.</translation>
    </message>
    <message>
        <source>Date</source>
        <translation>Data</translation>
    </message>
    <message>
        <source>Test</source>
        <translation>Test</translation>
    </message>
    <message>
        <source>Summary</source>
        <translation>Podsumowanie</translation>
    </message>
    <message>
        <source>Earlier runs</source>
        <translation>Wcześniejsze przebiegi</translation>
    </message>
    <message>
        <source>&amp;Open</source>
        <translation>&amp;Otwórz</translation>
    </message>
    <message>
        <source>&amp;Compare the two selected</source>
        <translation>&amp;Porównaj dwa zaznaczone</translation>
    </message>
    <message>
        <source>&amp;Delete…</source>
        <translation>&amp;Usuń…</translation>
    </message>
    <message>
        <source>&amp;New test</source>
        <translation>&amp;Nowy test</translation>
    </message>
    <message>
        <source>Reading the history…</source>
        <translation>Odczytywanie historii…</translation>
    </message>
    <message>
        <source>No runs yet. Finished tests appear here by themselves.</source>
        <translation>Brak przebiegów. Zakończone testy pojawią się tu automatycznie.</translation>
    </message>
    <message numerus="yes">
        <source>%n run(s) kept.</source>
        <extracomment>%n runs kept for this drive</extracomment>
        <translation>
            <numerusform>Zachowano %n przebieg.</numerusform>
            <numerusform>Zachowano %n przebiegi.</numerusform>
            <numerusform>Zachowano %n przebiegów.</numerusform>
        </translation>
    </message>
    <message>
        <source>Select exactly two runs to compare</source>
        <translation>Zaznacz dokładnie dwa przebiegi do porównania</translation>
    </message>
    <message>
        <source>Delete runs</source>
        <translation>Usuń przebiegi</translation>
    </message>
    <message numerus="yes">
        <source>Delete %n run(s) from the history? This cannot be undone.</source>
        <extracomment>%n how many runs are about to be deleted</extracomment>
        <translation>
            <numerusform>Usunąć %n przebieg z historii? Tej operacji nie można cofnąć.</numerusform>
            <numerusform>Usunąć %n przebiegi z historii? Tej operacji nie można cofnąć.</numerusform>
            <numerusform>Usunąć %n przebiegów z historii? Tej operacji nie można cofnąć.</numerusform>
        </translation>
    </message>
    <message>
        <source>Select two runs of the same test to compare</source>
        <translation>Zaznacz dwa przebiegi tego samego testu do porównania</translation>
    </message>
    <message>
        <source>Settings</source>
        <translation>Ustawienia</translation>
    </message>
</context>
<context>
    <name>DriveProof::Gui::IdentityCard</name>
    <message>
        <source>Identity</source>
        <translation>Identyfikacja</translation>
    </message>
    <message>
        <source>Device</source>
        <translation>Urządzenie</translation>
    </message>
    <message>
        <source>Backing file</source>
        <translation>Plik bazowy</translation>
    </message>
    <message>
        <source>Transport</source>
        <translation>Interfejs</translation>
    </message>
    <message>
        <source>The kernel does not say how this drive is connected.</source>
        <translation>Jądro nie podaje, jak ten dysk jest podłączony.</translation>
    </message>
    <message>
        <source>Rotation speed unknown: %1</source>
        <extracomment>%1 why the speed is unknown</extracomment>
        <translation>Nieznana prędkość obrotowa: %1</translation>
    </message>
    <message>
        <source>Media</source>
        <translation>Nośnik</translation>
    </message>
    <message>
        <source>Removable</source>
        <translation>Wymienny</translation>
    </message>
    <message>
        <source>Read-only</source>
        <translation>Tylko do odczytu</translation>
    </message>
    <message>
        <source>Model</source>
        <translation>Model</translation>
    </message>
    <message>
        <source>Vendor</source>
        <translation>Producent</translation>
    </message>
    <message>
        <source>Serial number</source>
        <translation>Numer seryjny</translation>
    </message>
    <message>
        <source>Firmware</source>
        <translation>Oprogramowanie układowe</translation>
    </message>
    <message>
        <source>WWN</source>
        <translation>WWN</translation>
    </message>
    <message>
        <source>Link</source>
        <translation>Łącze</translation>
    </message>
</context>
<context>
    <name>DriveProof::Gui::MainWindow</name>
    <message>
        <source>Looking for drives…</source>
        <translation>Wyszukiwanie dysków…</translation>
    </message>
    <message>
        <source>Checking the partitions of %1…</source>
        <extracomment>%1 device path</extracomment>
        <translation>Sprawdzanie partycji %1…</translation>
    </message>
    <message>
        <source>Switching the write cache of %1…</source>
        <extracomment>%1 device path</extracomment>
        <translation>Przełączanie pamięci podręcznej zapisu %1…</translation>
    </message>
    <message>
        <source>Reading the write cache and health of %1…</source>
        <extracomment>%1 device path</extracomment>
        <translation>Odczytywanie pamięci podręcznej zapisu i stanu %1…</translation>
    </message>
    <message>
        <source>udisks2 is not running: the facts shown come from the kernel alone.</source>
        <translation>udisks2 nie działa: pokazane informacje pochodzą wyłącznie z jądra.</translation>
    </message>
    <message>
        <source>DriveProof</source>
        <translation>DriveProof</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>&amp;Plik</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Zakończ</translation>
    </message>
    <message>
        <source>Power-loss &amp;witness…</source>
        <translation>Ś&amp;wiadek utraty zasilania…</translation>
    </message>
    <message>
        <source>Record the power-loss test of another computer&apos;s drive on this one</source>
        <translation>Rejestruje na tym komputerze test utraty zasilania dysku w innym komputerze</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>&amp;Edycja</translation>
    </message>
    <message>
        <source>&amp;Preferences…</source>
        <translation>&amp;Preferencje…</translation>
    </message>
    <message>
        <source>Choose the language, the unit of transfer rates and the test defaults</source>
        <translation>Wybór języka, jednostki szybkości transferu i domyślnych ustawień testów</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Widok</translation>
    </message>
    <message>
        <source>&amp;Refresh</source>
        <translation>&amp;Odśwież</translation>
    </message>
    <message>
        <source>Read the list of drives again</source>
        <translation>Ponownie odczytuje listę dysków</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>Pomo&amp;c</translation>
    </message>
    <message>
        <source>&amp;About DriveProof</source>
        <translation>&amp;O programie DriveProof</translation>
    </message>
    <message>
        <source>Drives</source>
        <translation>Dyski</translation>
    </message>
    <message>
        <source>Busy</source>
        <translation>Zajęty</translation>
    </message>
    <message numerus="yes">
        <source>A test is running on %1. Stop it and quit?</source>
        <extracomment>%1 device paths, e.g. &quot;/dev/sda&quot;; more than one joined by &quot;, &quot;</extracomment>
        <translation>
            <numerusform>Na %1 trwa test. Zatrzymać go i zakończyć?</numerusform>
            <numerusform>Na %1 trwają testy. Zatrzymać je i zakończyć?</numerusform>
            <numerusform>Na %1 trwają testy. Zatrzymać je i zakończyć?</numerusform>
        </translation>
    </message>
    <message>
        <source>Stop the test?</source>
        <translation>Zatrzymać test?</translation>
    </message>
    <message>
        <source>The steps that finished are kept in the history; the temporary file is removed.</source>
        <translation>Zakończone kroki zostaną zachowane w historii; plik tymczasowy zostanie usunięty.</translation>
    </message>
    <message>
        <source>&amp;Stop and quit</source>
        <translation>&amp;Zatrzymaj i zakończ</translation>
    </message>
    <message>
        <source>&amp;Keep testing</source>
        <translation>&amp;Kontynuuj test</translation>
    </message>
    <message>
        <source>Stop the power-loss test?</source>
        <translation>Zatrzymać test utraty zasilania?</translation>
    </message>
    <message>
        <source>The power-loss test is running. Quitting stops it without a power cut, so this run cannot tell whether the drive keeps its writes.</source>
        <translation>Trwa test utraty zasilania. Zakończenie programu zatrzyma go bez odcięcia zasilania, więc ten przebieg nie wykaże, czy dysk zachowuje zapisane dane.</translation>
    </message>
    <message>
        <source>&amp;Keep running</source>
        <translation>&amp;Kontynuuj</translation>
    </message>
    <message>
        <source>&amp;Open Drive Report…</source>
        <translation>&amp;Otwórz raport dysku…</translation>
    </message>
    <message>
        <source>Judge a drive from its smartctl or nvme-cli report, e.g. one a seller sent</source>
        <translation>Ocenia dysk na podstawie jego raportu ze smartctl lub nvme-cli, np. przysłanego przez sprzedawcę</translation>
    </message>
    <message>
        <source>Paste Drive &amp;Report</source>
        <translation>Wklej &amp;raport dysku</translation>
    </message>
    <message>
        <source>Judge the smartctl or nvme-cli report on the clipboard</source>
        <translation>Ocenia raport ze smartctl lub nvme-cli znajdujący się w schowku</translation>
    </message>
</context>
<context>
    <name>DriveProof::Gui::Notice</name>
    <message>
        <source>Danger</source>
        <translation>Zagrożenie</translation>
    </message>
    <message>
        <source>Warning</source>
        <translation>Ostrzeżenie</translation>
    </message>
    <message>
        <source>Note</source>
        <translation>Uwaga</translation>
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
        <translation>Metoda zatwierdzania</translation>
    </message>
    <message>
        <source>Commits/s</source>
        <translation>Zatw./s</translation>
    </message>
    <message>
        <source>Mean µs</source>
        <translation>Średnio µs</translation>
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
        <translation>Maks. µs</translation>
    </message>
    <message>
        <source>Flushes per commit</source>
        <translation>Opróżnienia na zatwierdzenie</translation>
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
        <translation>nietrwałe</translation>
    </message>
</context>
<context>
    <name>DriveProof::Gui::PartitionsCard</name>
    <message>
        <source>Partitions</source>
        <translation>Partycje</translation>
    </message>
    <message>
        <source>#</source>
        <translation>#</translation>
    </message>
    <message>
        <source>Device</source>
        <translation>Urządzenie</translation>
    </message>
    <message>
        <source>Start sector</source>
        <translation>Sektor początkowy</translation>
    </message>
    <message>
        <source>Start (bytes)</source>
        <translation>Początek (bajty)</translation>
    </message>
    <message>
        <source>Size</source>
        <translation>Rozmiar</translation>
    </message>
    <message>
        <source>Mounted on</source>
        <translation>Zamontowana w</translation>
    </message>
    <message>
        <source>Alignment</source>
        <translation>Wyrównanie</translation>
    </message>
    <message>
        <source>Checking alignment</source>
        <translation>Sprawdzanie wyrównania</translation>
    </message>
    <message>
        <source>Reading the partition table…</source>
        <translation>Odczytywanie tablicy partycji…</translation>
    </message>
    <message>
        <source>What to do</source>
        <translation>Co zrobić</translation>
    </message>
    <message>
        <source>Partitions of %1</source>
        <extracomment>accessible name of the partitions table; %1 device path</extracomment>
        <translation>Partycje %1</translation>
    </message>
    <message>
        <source>The kernel lists no partitions on this drive.</source>
        <translation>Jądro nie wymienia żadnych partycji na tym dysku.</translation>
    </message>
    <message>
        <source>The partition table lists no partitions.</source>
        <translation>Tablica partycji nie zawiera żadnych partycji.</translation>
    </message>
    <message>
        <source>The partition table lists this partition, but the kernel has no device node for it yet (on some systems &apos;partx -a&apos; adds it).</source>
        <translation>Tablica partycji zawiera tę partycję, ale jądro nie ma jeszcze dla niej węzła urządzenia (w niektórych systemach dodaje go &apos;partx -a&apos;).</translation>
    </message>
    <message>
        <source>checking…</source>
        <translation>sprawdzanie…</translation>
    </message>
    <message>
        <source>The partition table did not list this partition.</source>
        <translation>Tablica partycji nie zawierała tej partycji.</translation>
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
        <translation>Przycisk „Uruchom test” otwiera test utraty zasilania z przewodnikiem: zapisuje dane do pliku testowego (lub na całe urządzenie), zgłasza każde zatwierdzenie świadkowi na drugim komputerze i prosi o wyciągnięcie wtyczki. Po ponownym uruchomieniu DriveProof sprawdza, które potwierdzone zapisy przetrwały. Można go też przećwiczyć na tym komputerze z symulowanym dyskiem.</translation>
    </message>
    <message>
        <source>&amp;Tests:</source>
        <translation>&amp;Testy:</translation>
    </message>
    <message>
        <source>Tests</source>
        <translation>Testy</translation>
    </message>
    <message>
        <source>&amp;Where:</source>
        <translation>&amp;Gdzie:</translation>
    </message>
    <message>
        <source>Test si&amp;ze:</source>
        <translation>&amp;Rozmiar testu:</translation>
    </message>
    <message>
        <source>Time per st&amp;ep (seconds):</source>
        <translation>Czas na &amp;krok (sekundy):</translation>
    </message>
    <message>
        <source>&amp;Reads or writes:</source>
        <translation>&amp;Odczyty czy zapisy:</translation>
    </message>
    <message>
        <source>&amp;Idle time between the passes (seconds):</source>
        <translation>Czas &amp;bezczynności między przejściami (sekundy):</translation>
    </message>
    <message>
        <source>Also measure with the drive&apos;s write &amp;cache off, then switch it back on</source>
        <translation>Zmierz także z wyłączoną &amp;pamięcią podręczną zapisu dysku, a potem włącz ją ponownie</translation>
    </message>
    <message>
        <source>&amp;History…</source>
        <translation>&amp;Historia…</translation>
    </message>
    <message>
        <source>Earlier runs on this drive, and comparing two of them</source>
        <translation>Wcześniejsze przebiegi na tym dysku i porównanie dwóch z nich</translation>
    </message>
    <message>
        <source>&amp;Start test</source>
        <translation>&amp;Uruchom test</translation>
    </message>
    <message>
        <source>Reads</source>
        <translation>Odczyty</translation>
    </message>
    <message>
        <source>Writes</source>
        <translation>Zapisy</translation>
    </message>
    <message>
        <source>Mixed: 70% reads, 30% writes</source>
        <translation>Mieszane: 70% odczytów, 30% zapisów</translation>
    </message>
    <message>
        <source>Takes as long as writing %1 once: about %2 at %3, less on a faster drive.</source>
        <extracomment>%1 a size, %2 a duration, %3 a rate (&quot;150.0 MB/s&quot;)</extracomment>
        <translation>Trwa tyle, co jednokrotny zapis %1: około %2 przy %3, krócej na szybszym dysku.</translation>
    </message>
    <message>
        <source>Takes as long as reading %1 once: about %2 at %3, less on a faster drive.</source>
        <extracomment>%1 a size, %2 a duration, %3 a rate (&quot;150.0 MB/s&quot;)</extracomment>
        <translation>Trwa tyle, co jednokrotny odczyt %1: około %2 przy %3, krócej na szybszym dysku.</translation>
    </message>
    <message>
        <source>Takes about %1 with these settings.</source>
        <extracomment>%1 a duration</extracomment>
        <translation>Przy tych ustawieniach trwa około %1.</translation>
    </message>
    <message>
        <source>Takes about %1 with these settings, plus a moment to prepare the test file.</source>
        <extracomment>%1 a duration</extracomment>
        <translation>Przy tych ustawieniach trwa około %1, plus chwila na przygotowanie pliku testowego.</translation>
    </message>
    <message>
        <source>This test writes over %1: everything on it is lost, every partition and every file. You will be asked to type the device&apos;s name to confirm.</source>
        <extracomment>%1 a device node</extracomment>
        <translation>Ten test nadpisuje %1: wszystko, co się na nim znajduje, zostanie utracone – każda partycja i każdy plik. Aby potwierdzić, trzeba będzie wpisać nazwę urządzenia.</translation>
    </message>
    <message>
        <source>Only reads from %1; nothing on it changes. Reading a device directly may ask for your password.</source>
        <extracomment>%1 a device node</extracomment>
        <translation>Tylko odczytuje z %1; nic się na nim nie zmienia. Bezpośredni odczyt urządzenia może wymagać podania hasła.</translation>
    </message>
    <message>
        <source>Writes only to a temporary file in the chosen folder and removes it afterwards; nothing else on the drive changes.</source>
        <translation>Zapisuje tylko do tymczasowego pliku w wybranym katalogu, a potem go usuwa; nic innego na dysku się nie zmienia.</translation>
    </message>
    <message>
        <source>Only reads. In a folder it first writes the temporary file it reads, and removes it afterwards.</source>
        <translation>Tylko odczyty. W katalogu najpierw zapisuje plik tymczasowy, który odczytuje, a potem go usuwa.</translation>
    </message>
    <message>
        <source>Opens the guided power-loss test</source>
        <translation>Otwiera test utraty zasilania z przewodnikiem</translation>
    </message>
    <message>
        <source>%1 holds the running system: DriveProof never writes over it.</source>
        <extracomment>%1 a device node</extracomment>
        <translation>Na %1 znajduje się działający system: DriveProof nigdy go nie nadpisuje.</translation>
    </message>
    <message>
        <source>%1 or one of its partitions is mounted or in use (LVM, RAID, an encrypted volume). Unmount it first to write over it.</source>
        <extracomment>%1 a device node</extracomment>
        <translation>%1 lub jedna z jego partycji jest zamontowana lub w użyciu (LVM, RAID, zaszyfrowany wolumin). Aby móc je nadpisać, najpierw je odmontuj.</translation>
    </message>
    <message>
        <source>%1 is read-only.</source>
        <extracomment>%1 a device node</extracomment>
        <translation>%1 jest tylko do odczytu.</translation>
    </message>
    <message>
        <source>A temporary file in %1</source>
        <extracomment>a place a test runs; %1 a folder</extracomment>
        <translation>Plik tymczasowy w %1</translation>
    </message>
    <message>
        <source>You may not be allowed to write here. Choose a folder of yours on this drive with &quot;another folder&quot;.</source>
        <translation>Możesz nie mieć tu uprawnień do zapisu. Wybierz własny katalog na tym dysku za pomocą pozycji „inny katalog”.</translation>
    </message>
    <message>
        <source>A temporary file in another folder…</source>
        <translation>Plik tymczasowy w innym katalogu…</translation>
    </message>
    <message>
        <source>The whole device %1, only reading</source>
        <extracomment>a place a test runs; %1 a device node</extracomment>
        <translation>Całe urządzenie %1, tylko odczyt</translation>
    </message>
    <message>
        <source>The whole device %1, erasing everything on it</source>
        <extracomment>a place a test runs; %1 a device node</extracomment>
        <translation>Całe urządzenie %1, z wymazaniem całej zawartości</translation>
    </message>
    <message>
        <source>Where the test runs</source>
        <translation>Miejsce testu</translation>
    </message>
    <message>
        <source>All of it</source>
        <translation>Całość</translation>
    </message>
    <message>
        <source>The commit test always uses 16 MiB, like pg_test_fsync, so that its numbers compare directly.</source>
        <translation>Test zatwierdzeń zawsze używa 16 MiB, jak pg_test_fsync, aby jego wyniki były bezpośrednio porównywalne.</translation>
    </message>
    <message>
        <source>How much of the drive the test uses. Larger areas are less flattered by caches but take longer to prepare.</source>
        <translation>Jaką część dysku wykorzystuje test. Wyniki dla większych obszarów są mniej zawyżane przez pamięci podręczne, ale ich przygotowanie trwa dłużej.</translation>
    </message>
    <message>
        <source>Test size</source>
        <translation>Rozmiar testu</translation>
    </message>
    <message>
        <source>Choose a folder on the drive to test</source>
        <translation>Wybierz katalog na testowanym dysku</translation>
    </message>
    <message>
        <source>This device has no write cache of its own to switch.</source>
        <translation>To urządzenie nie ma własnej pamięci podręcznej zapisu, którą można przełączyć.</translation>
    </message>
    <message>
        <source>The drive&apos;s write cache setting is not known (see the Write cache card), so it cannot be switched for the test.</source>
        <translation>Ustawienie pamięci podręcznej zapisu dysku jest nieznane (zobacz kartę „Pamięć podręczna zapisu”), więc nie można go przełączyć na czas testu.</translation>
    </message>
    <message>
        <source>The drive&apos;s write cache is off already: the test measures it that way.</source>
        <translation>Pamięć podręczna zapisu dysku jest już wyłączona: test mierzy w tym stanie.</translation>
    </message>
    <message>
        <source>This drive does not let its write cache be switched.</source>
        <translation>Ten dysk nie pozwala przełączać pamięci podręcznej zapisu.</translation>
    </message>
    <message>
        <source>The chosen folder is not on one of this drive&apos;s file systems.</source>
        <translation>Wybrany katalog nie znajduje się w żadnym z systemów plików tego dysku.</translation>
    </message>
    <message>
        <source>The cache is switched off for a second round of measurements and back on afterwards, also when the test fails or is cancelled. Switching may ask for your password.</source>
        <translation>Pamięć podręczna jest wyłączana na drugą serię pomiarów, a potem włączana z powrotem, także gdy test się nie powiedzie lub zostanie anulowany. Przełączanie może wymagać podania hasła.</translation>
    </message>
    <message>
        <source>No file system of this drive is mounted, so there is no folder for the test file. Mount one (in your file manager or GNOME Disks) and press Refresh (F5) in the main window, choose a folder with &quot;A temporary file in another folder…&quot;, or pick a reading test (sequential or random reads, surface scan), which can read the whole device without writing.</source>
        <translation>Żaden system plików tego dysku nie jest zamontowany, więc nie ma katalogu na plik testowy. Zamontuj jeden (w menedżerze plików lub w Dyskach GNOME) i naciśnij Odśwież (F5) w głównym oknie, wybierz katalog przez „Plik tymczasowy w innym katalogu…” albo wybierz test odczytu (odczyt sekwencyjny lub losowy, skan powierzchni), który może odczytać całe urządzenie bez zapisu.</translation>
    </message>
    <message>
        <source>Choose where the test runs: a folder of yours on this drive, with &quot;A temporary file in another folder…&quot;.</source>
        <translation>Wybierz, gdzie ma działać test: swój katalog na tym dysku, przez „Plik tymczasowy w innym katalogu…”.</translation>
    </message>
    <message>
        <source>%1 Choose a folder on the drive instead, or a reading test.</source>
        <extracomment>%1 why the device cannot be written (a sentence)</extracomment>
        <translation>%1 Wybierz zamiast tego katalog na dysku albo test odczytu.</translation>
    </message>
    <message>
        <source>%1 is empty: no partition table and no file system, as a new drive arrives. This test writes over the whole device; you will be asked once to confirm.</source>
        <extracomment>%1 a device node</extracomment>
        <translation>%1 jest pusty: brak tablicy partycji i systemu plików, tak jak przychodzi nowy dysk. Ten test nadpisuje całe urządzenie; zostaniesz raz poproszony o potwierdzenie.</translation>
    </message>
    <message>
        <source>The whole device %1, which is empty</source>
        <extracomment>a place a test runs; %1 a device node of a drive with nothing on it</extracomment>
        <translation>Całe urządzenie %1, które jest puste</translation>
    </message>
</context>
<context>
    <name>DriveProof::Gui::PowerLossAreaStep</name>
    <message>
        <source>Where to test</source>
        <translation>Gdzie testować</translation>
    </message>
    <message>
        <source>The test writes records that describe themselves into a test area, commits them the way a database does, and reports every commit to a witness. A file on the drive tests the whole stack: file system, kernel and drive.</source>
        <translation>Test zapisuje w obszarze testowym samoopisujące się rekordy, zatwierdza je tak jak baza danych i zgłasza każde zatwierdzenie świadkowi. Plik na dysku testuje cały stos: system plików, jądro i dysk.</translation>
    </message>
    <message>
        <source>&amp;Test area:</source>
        <translation>&amp;Obszar testowy:</translation>
    </message>
    <message>
        <source>Test area</source>
        <translation>Obszar testowy</translation>
    </message>
    <message>
        <source>Si&amp;ze:</source>
        <translation>&amp;Rozmiar:</translation>
    </message>
    <message>
        <source>Size of the test area</source>
        <translation>Rozmiar obszaru testowego</translation>
    </message>
    <message>
        <source>Larger than the drive&apos;s cache, so that the cache cannot hide the writes. 1 GiB is enough for most drives.</source>
        <translation>Większy niż pamięć podręczna dysku, aby nie mogła ona ukryć zapisów. Dla większości dysków wystarcza 1 GiB.</translation>
    </message>
    <message>
        <source>Commit &amp;method:</source>
        <translation>&amp;Metoda zatwierdzania:</translation>
    </message>
    <message>
        <source>Commit method</source>
        <translation>Metoda zatwierdzania</translation>
    </message>
    <message>
        <source>&amp;Writes per commit:</source>
        <translation>&amp;Zapisy na zatwierdzenie:</translation>
    </message>
    <message>
        <source>Writes per commit</source>
        <translation>Zapisy na zatwierdzenie</translation>
    </message>
    <message>
        <source>1 commits every write. More: a batched group commit, as busy databases do.</source>
        <translation>1 zatwierdza każdy zapis. Więcej: grupowe zatwierdzanie partiami, jak w obciążonych bazach danych.</translation>
    </message>
    <message>
        <source>&amp;Only the drive loses power: I will pull its cable (USB or hot-plug drive)</source>
        <translation>&amp;Tylko dysk traci zasilanie: wyciągnę jego kabel (dysk USB lub podłączany podczas pracy)</translation>
    </message>
    <message>
        <source>A test file in %1</source>
        <extracomment>%1 a folder</extracomment>
        <translation>Plik testowy w %1</translation>
    </message>
    <message>
        <source>A test file in another folder…</source>
        <translation>Plik testowy w innym katalogu…</translation>
    </message>
    <message>
        <source>The whole device %1, erasing everything on it</source>
        <extracomment>%1 a device node</extracomment>
        <translation>Całe urządzenie %1, z wymazaniem całej zawartości</translation>
    </message>
    <message>
        <source>A file system of this drive is mounted or in use: unmount it first to write over the device.</source>
        <translation>System plików tego dysku jest zamontowany lub w użyciu: aby nadpisać urządzenie, najpierw go odmontuj.</translation>
    </message>
    <message>
        <source>Choose a folder on the drive to test</source>
        <translation>Wybierz katalog na testowanym dysku</translation>
    </message>
    <message>
        <source>The test writes over %1: everything on it is lost. You will be asked to type the device&apos;s name to confirm.</source>
        <extracomment>%1 a device node</extracomment>
        <translation>Test nadpisuje %1: wszystko, co się na nim znajduje, zostanie utracone. Aby potwierdzić, trzeba będzie wpisać nazwę urządzenia.</translation>
    </message>
    <message>
        <source>Cable-pull mode: the computer keeps running and only the drive goes dark. The witness may run on this computer (the witness page, address 127.0.0.1:7070), but its record must be on another disk than the one under test.</source>
        <translation>Tryb wyciągania kabla: komputer nadal działa, a zasilanie traci tylko dysk. Świadek może działać na tym komputerze (strona świadka, adres 127.0.0.1:7070), ale jego rejestr musi znajdować się na innym dysku niż testowany.</translation>
    </message>
    <message>
        <source>The whole computer loses power: you will pull its power cord. The witness runs on a second computer.</source>
        <translation>Zasilanie traci cały komputer: trzeba będzie wyciągnąć jego przewód zasilający. Świadek działa na drugim komputerze.</translation>
    </message>
</context>
<context>
    <name>DriveProof::Gui::PowerLossPreflightStep</name>
    <message>
        <source>Before the test</source>
        <translation>Przed testem</translation>
    </message>
    <message>
        <source>Things to know</source>
        <translation>Co warto wiedzieć</translation>
    </message>
    <message>
        <source>unknown</source>
        <translation>nieznany</translation>
    </message>
    <message>
        <source>Reading the drive&apos;s identity, write cache and health… Reading the cache or the counters may ask for your password.</source>
        <translation>Odczytywanie identyfikacji, pamięci podręcznej zapisu i stanu dysku… Odczyt pamięci podręcznej lub liczników może wymagać podania hasła.</translation>
    </message>
    <message>
        <source>Practice with a lying drive: it acknowledges writes while they are still in its cache, and loses them at the power cut. Expect FAIL.</source>
        <translation>Ćwiczenie z kłamiącym dyskiem: potwierdza zapisy, gdy są jeszcze w jego pamięci podręcznej, i traci je przy odcięciu zasilania. Spodziewany wynik: FAIL.</translation>
    </message>
    <message>
        <source>Practice with an honest drive: it keeps every write it acknowledged. Expect a pass of the simulated cut.</source>
        <translation>Ćwiczenie z uczciwym dyskiem: zachowuje każdy potwierdzony zapis. Spodziewany wynik: symulowane odcięcie zaliczone.</translation>
    </message>
    <message>
        <source>What happens:
1. DriveProof prepares a simulated drive of 16 MiB and a witness on this computer.
2. It writes numbered records, commits each one and reports it to the witness; the chart shows the commits per second.
3. Once commits flow steadily it says &quot;Pull the plug now&quot;: press &quot;Cut the power&quot;. On a real test you would pull the power cord at that moment.
4. The simulated drive starts again, DriveProof reads it back and compares it with the witness&apos;s record.
5. The report says what the drive kept and what it lost.</source>
        <translation>Co się dzieje:
1. DriveProof przygotowuje symulowany dysk o rozmiarze 16 MiB i świadka na tym komputerze.
2. Zapisuje numerowane rekordy, zatwierdza każdy z nich i zgłasza go świadkowi; wykres pokazuje liczbę zatwierdzeń na sekundę.
3. Gdy zatwierdzenia płyną równomiernie, pojawia się komunikat „Odłącz zasilanie teraz”: naciśnij „Odetnij zasilanie”. W prawdziwym teście w tym momencie należałoby wyciągnąć przewód zasilający.
4. Symulowany dysk startuje ponownie, DriveProof odczytuje go i porównuje z rejestrem świadka.
5. Raport pokazuje, co dysk zachował, a co utracił.</translation>
    </message>
    <message>
        <source>The test cannot run: %1</source>
        <extracomment>%1 the reason</extracomment>
        <translation>Nie można przeprowadzić testu: %1</translation>
    </message>
    <message>
        <source>DriveProof read this before the test; it compares it after the power cut.</source>
        <translation>DriveProof odczytał te dane przed testem; porówna je po odcięciu zasilania.</translation>
    </message>
    <message>
        <source>Drive:</source>
        <translation>Dysk:</translation>
    </message>
    <message>
        <source>Serial number:</source>
        <translation>Numer seryjny:</translation>
    </message>
    <message>
        <source>Firmware:</source>
        <translation>Oprogramowanie układowe:</translation>
    </message>
    <message>
        <source>Capacity:</source>
        <translation>Pojemność:</translation>
    </message>
    <message>
        <source>Write cache:</source>
        <translation>Pamięć podręczna zapisu:</translation>
    </message>
    <message>
        <source>Unsafe shutdowns so far:</source>
        <translation>Dotychczasowe niebezpieczne wyłączenia:</translation>
    </message>
    <message>
        <source>the drive does not count them</source>
        <translation>dysk ich nie zlicza</translation>
    </message>
    <message>
        <source>Computer:</source>
        <translation>Komputer:</translation>
    </message>
    <message>
        <source>Start the test: DriveProof prepares the test area (this takes a while), connects to the witness and writes. Wait for &quot;Pull the plug now&quot;.</source>
        <translation>Rozpocznij test: DriveProof przygotowuje obszar testowy (to chwilę trwa), łączy się ze świadkiem i zapisuje. Poczekaj na komunikat „Odłącz zasilanie teraz”.</translation>
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
        <translation>Co wykryto</translation>
    </message>
    <message>
        <source>Acknowledged writes and the power cut</source>
        <translation>Potwierdzone zapisy i odcięcie zasilania</translation>
    </message>
    <message>
        <source>Does this run count?</source>
        <translation>Czy ten przebieg się liczy?</translation>
    </message>
    <message>
        <source>Machine and drive at the start</source>
        <translation>Komputer i dysk na początku</translation>
    </message>
    <message>
        <source>What to do next</source>
        <translation>Co dalej</translation>
    </message>
    <message>
        <source>Export &amp;JSON…</source>
        <translation>Eksportuj &amp;JSON…</translation>
    </message>
    <message>
        <source>Save the whole report as a JSON file</source>
        <translation>Zapisuje cały raport jako plik JSON</translation>
    </message>
    <message>
        <source>&amp;Test again</source>
        <translation>&amp;Testuj ponownie</translation>
    </message>
    <message>
        <source>Practice run on a simulated drive, started %1. Nothing on your drives was tested.</source>
        <translation>Przebieg ćwiczebny na symulowanym dysku, rozpoczęty %1. Żaden z twoich dysków nie był testowany.</translation>
    </message>
    <message>
        <source>Test of %1, started %2.</source>
        <translation>Test %1, rozpoczęty %2.</translation>
    </message>
    <message>
        <source>The witness recorded %1 acknowledged writes; %2 blocks were checked.</source>
        <extracomment>%1 a number of writes</extracomment>
        <translation>Potwierdzone zapisy zarejestrowane przez świadka: %1; sprawdzone bloki: %2.</translation>
    </message>
    <message>
        <source>The lost tail: every commit acknowledged in the last %1 s before the cut.</source>
        <extracomment>%1 seconds, with one decimal</extracomment>
        <translation>Utracona końcówka: każde zatwierdzenie potwierdzone w ostatnich %1 s przed odcięciem.</translation>
    </message>
    <message>
        <source>No acknowledged write was lost or damaged.</source>
        <translation>Żaden potwierdzony zapis nie został utracony ani uszkodzony.</translation>
    </message>
    <message>
        <source>Each dot is a write the witness heard acknowledged, at the moment it heard it; the dashed line is when the writer went silent, the estimated cut. Red dots are writes the drive lost.</source>
        <translation>Każda kropka to zapis, którego potwierdzenie otrzymał świadek, umieszczony w chwili otrzymania; linia przerywana to moment, w którym program zapisujący ucichł – szacowane odcięcie. Czerwone kropki to zapisy utracone przez dysk.</translation>
    </message>
    <message>
        <source>%1 earlier writes that were kept are not drawn.</source>
        <extracomment>%1 a number of writes</extracomment>
        <translation>Wcześniejsze zachowane zapisy, których nie narysowano: %1.</translation>
    </message>
    <message>
        <source>Passed: %1</source>
        <translation>Zaliczone: %1</translation>
    </message>
    <message>
        <source>Not passed: %1</source>
        <translation>Niezaliczone: %1</translation>
    </message>
    <message>
        <source>unknown</source>
        <translation>nieznany</translation>
    </message>
    <message>
        <source>Computer:</source>
        <translation>Komputer:</translation>
    </message>
    <message>
        <source>Drive:</source>
        <translation>Dysk:</translation>
    </message>
    <message>
        <source>Capacity:</source>
        <translation>Pojemność:</translation>
    </message>
    <message>
        <source>Write cache:</source>
        <translation>Pamięć podręczna zapisu:</translation>
    </message>
    <message>
        <source>Commit method:</source>
        <translation>Metoda zatwierdzania:</translation>
    </message>
    <message>
        <source>Test area:</source>
        <translation>Obszar testowy:</translation>
    </message>
    <message>
        <source>Kernel:</source>
        <translation>Jądro:</translation>
    </message>
    <message>
        <source>Unsafe shutdowns before:</source>
        <translation>Niebezpieczne wyłączenia przed testem:</translation>
    </message>
    <message>
        <source>the drive does not count them</source>
        <translation>dysk ich nie zlicza</translation>
    </message>
    <message>
        <source>Run id:</source>
        <translation>Identyfikator przebiegu:</translation>
    </message>
    <message>
        <source>This was practice. To test a real drive, run the wizard again and choose a witness on a second computer.</source>
        <translation>To było ćwiczenie. Aby przetestować prawdziwy dysk, uruchom kreator ponownie i wybierz świadka na drugim komputerze.</translation>
    </message>
    <message>
        <source>Switch the drive&apos;s write cache off (the Write cache card of the drive page) and test again: if it passes then, keep the cache off for data that matters.</source>
        <translation>Wyłącz pamięć podręczną zapisu dysku (karta „Pamięć podręczna zapisu” na stronie dysku) i przetestuj ponownie: jeśli wtedy test zostanie zaliczony, dla ważnych danych pozostaw pamięć podręczną wyłączoną.</translation>
    </message>
    <message>
        <source>Do not trust this drive with data that must survive a power cut; a firmware update may help. Test again after any change.</source>
        <translation>Nie powierzaj temu dyskowi danych, które muszą przetrwać odcięcie zasilania; może pomóc aktualizacja oprogramowania układowego. Po każdej zmianie przetestuj ponownie.</translation>
    </message>
    <message>
        <source>Fix what the checklist names and test again.</source>
        <translation>Napraw to, co wskazuje lista kontrolna, i przetestuj ponownie.</translation>
    </message>
    <message>
        <source>Run the test at least five times: one passing run can be luck, five make a configuration worth trusting.</source>
        <translation>Przeprowadź test co najmniej pięć razy: jeden zaliczony przebieg może być szczęściem, pięć świadczy o konfiguracji godnej zaufania.</translation>
    </message>
    <message>
        <source>Export the report</source>
        <translation>Eksportuj raport</translation>
    </message>
    <message>
        <source>JSON files (*.json)</source>
        <translation>Pliki JSON (*.json)</translation>
    </message>
    <message>
        <source>Could not write %1: %2</source>
        <extracomment>%1 a file path, %2 the system&apos;s reason</extracomment>
        <translation>Nie udało się zapisać %1: %2</translation>
    </message>
    <message>
        <source>Saved %1</source>
        <extracomment>%1 a file path</extracomment>
        <translation>Zapisano %1</translation>
    </message>
</context>
<context>
    <name>DriveProof::Gui::PowerLossRunStep</name>
    <message>
        <source>Practice run</source>
        <translation>Przebieg ćwiczebny</translation>
    </message>
    <message>
        <source>The test runs</source>
        <translation>Test w toku</translation>
    </message>
    <message>
        <source>Preparing the test area</source>
        <translation>Przygotowywanie obszaru testowego</translation>
    </message>
    <message>
        <source>Commits, writes in flight and the link to the witness</source>
        <translation>Zatwierdzenia, zapisy w locie i łącze ze świadkiem</translation>
    </message>
    <message>
        <source>Pull the plug now</source>
        <extracomment>shown very large once the run is warm</extracomment>
        <translation>Odłącz zasilanie teraz</translation>
    </message>
    <message>
        <source>Press &quot;Cut the power&quot;. On a real test you would now pull the power cord out of the computer (not press its power button).</source>
        <translation>Naciśnij „Odetnij zasilanie”. W prawdziwym teście należałoby teraz wyciągnąć przewód zasilający z komputera (a nie naciskać przycisku zasilania).</translation>
    </message>
    <message>
        <source>Pull the drive&apos;s cable out now (USB or power cable of the drive only). Leave the computer running; plug the drive back in after ten seconds. The witness and its record must be on another disk.</source>
        <translation>Wyciągnij teraz kabel dysku (USB lub kabel zasilający samego dysku). Pozostaw komputer włączony; po dziesięciu sekundach podłącz dysk z powrotem. Świadek i jego rejestr muszą być na innym dysku.</translation>
    </message>
    <message>
        <source>Pull the power cord out of the computer now (a laptop: its battery too). Do not press the power button and do not shut down: the drive must lose power while it is writing. Wait ten seconds, plug it back in and start the computer: DriveProof opens by itself and checks the drive.</source>
        <translation>Wyciągnij teraz przewód zasilający z komputera (w laptopie także baterię). Nie naciskaj przycisku zasilania i nie wyłączaj systemu: dysk musi stracić zasilanie w trakcie zapisu. Odczekaj dziesięć sekund, podłącz przewód z powrotem i uruchom komputer: DriveProof otworzy się sam i sprawdzi dysk.</translation>
    </message>
    <message>
        <source>&amp;Cut the power</source>
        <translation>&amp;Odetnij zasilanie</translation>
    </message>
    <message>
        <source>Simulate the power cut: the simulated drive loses what it only held in its cache</source>
        <translation>Symuluje odcięcie zasilania: symulowany dysk traci to, co miał tylko w pamięci podręcznej</translation>
    </message>
    <message>
        <source>&amp;Stop without a cut</source>
        <translation>&amp;Zatrzymaj bez odcięcia</translation>
    </message>
    <message>
        <source>End the run cleanly; nothing is verified</source>
        <translation>Kończy przebieg poprawnie; nic nie jest sprawdzane</translation>
    </message>
    <message>
        <source>Starting…</source>
        <translation>Uruchamianie…</translation>
    </message>
    <message>
        <source>%1 commits/s · %2 commits, %3 held by the witness · %4 in flight · witness: %5</source>
        <extracomment>%1 commits per second, %2 commits done, %3 commits the witness holds, %4 writes in flight, %5 the link&apos;s state (&quot;connected&quot;)</extracomment>
        <translation>%1 zatw./s · zatwierdzenia: %2, u świadka: %3 · w locie: %4 · świadek: %5</translation>
    </message>
    <message>
        <source>Commits per second</source>
        <translation>Zatwierdzenia na sekundę</translation>
    </message>
    <message>
        <source>Checking the simulated drive: %1</source>
        <extracomment>%1 what the verifier does now</extracomment>
        <translation>Sprawdzanie symulowanego dysku: %1</translation>
    </message>
    <message>
        <source>The run failed.</source>
        <translation>Przebieg nie powiódł się.</translation>
    </message>
</context>
<context>
    <name>DriveProof::Gui::PowerLossUi</name>
    <message>
        <source>fdatasync after each commit (what most databases use)</source>
        <translation>fdatasync po każdym zatwierdzeniu (używane przez większość baz danych)</translation>
    </message>
    <message>
        <source>fsync after each commit (also flushes the file&apos;s metadata)</source>
        <translation>fsync po każdym zatwierdzeniu (opróżnia też metadane pliku)</translation>
    </message>
    <message>
        <source>O_DSYNC: every write is durable when it returns</source>
        <extracomment>O_DSYNC is a technical name, keep it</extracomment>
        <translation>O_DSYNC: każdy zapis jest trwały w chwili zakończenia</translation>
    </message>
    <message>
        <source>O_SYNC: every write and its metadata are durable when it returns</source>
        <extracomment>O_SYNC is a technical name, keep it</extracomment>
        <translation>O_SYNC: każdy zapis i jego metadane są trwałe w chwili zakończenia</translation>
    </message>
    <message>
        <source>Passed: the drive kept every write it acknowledged</source>
        <translation>Zaliczony: dysk zachował każdy potwierdzony zapis</translation>
    </message>
    <message>
        <source>Failed: the drive lost or damaged writes it had acknowledged</source>
        <translation>Niezaliczony: dysk utracił lub uszkodził potwierdzone zapisy</translation>
    </message>
    <message>
        <source>Inconclusive: this run cannot prove the drive safe</source>
        <translation>Niejednoznaczny: ten przebieg nie może dowieść, że dysk jest bezpieczny</translation>
    </message>
    <message>
        <source>on</source>
        <extracomment>the drive&apos;s write cache</extracomment>
        <translation>włączona</translation>
    </message>
    <message>
        <source>off</source>
        <extracomment>the drive&apos;s write cache</extracomment>
        <translation>wyłączona</translation>
    </message>
    <message>
        <source>unknown</source>
        <translation>nieznana</translation>
    </message>
</context>
<context>
    <name>DriveProof::Gui::PowerLossVerifyStep</name>
    <message>
        <source>Check the drive after the power cut</source>
        <translation>Sprawdź dysk po odcięciu zasilania</translation>
    </message>
    <message>
        <source>DriveProof asks the witness for its record, reads the whole test area and compares every block with what the drive acknowledged. The witness must be running and reachable.</source>
        <translation>DriveProof prosi świadka o jego rejestr, odczytuje cały obszar testowy i porównuje każdy blok z tym, co dysk potwierdził. Świadek musi działać i być osiągalny.</translation>
    </message>
    <message>
        <source>If the witness cannot be reached, start it again on the second computer (it kept its record on disk) and press &quot;Verify now&quot;. The test stays pending until it is verified or forgotten, and DriveProof opens this page at every start until then.</source>
        <translation>Jeśli świadek jest nieosiągalny, uruchom go ponownie na drugim komputerze (zachował swój rejestr na dysku) i naciśnij „Sprawdź teraz”. Test czeka, dopóki nie zostanie sprawdzony lub zapomniany, a do tego czasu DriveProof otwiera tę stronę przy każdym uruchomieniu.</translation>
    </message>
    <message>
        <source>Verification progress</source>
        <translation>Postęp weryfikacji</translation>
    </message>
    <message>
        <source>&amp;Verify now</source>
        <translation>&amp;Sprawdź teraz</translation>
    </message>
    <message>
        <source>&amp;Forget this test</source>
        <translation>&amp;Zapomnij ten test</translation>
    </message>
    <message>
        <source>Remove the pending test without verifying it</source>
        <translation>Usuwa oczekujący test bez sprawdzania</translation>
    </message>
    <message>
        <source>• %1, started %2, witness %3</source>
        <extracomment>%1 a file or device, %2 a date and time, %3 a witness address</extracomment>
        <translation>• %1, rozpoczęty %2, świadek %3</translation>
    </message>
    <message>
        <source>practice run</source>
        <translation>przebieg ćwiczebny</translation>
    </message>
    <message>
        <source>No test is waiting to be checked.</source>
        <translation>Żaden test nie czeka na sprawdzenie.</translation>
    </message>
    <message>
        <source>Waiting to be checked (the first one is checked now):
%1</source>
        <translation>Czekają na sprawdzenie (pierwszy jest sprawdzany teraz):
%1</translation>
    </message>
    <message>
        <source>Starting…</source>
        <translation>Uruchamianie…</translation>
    </message>
</context>
<context>
    <name>DriveProof::Gui::PowerLossWitnessStep</name>
    <message>
        <source>The witness</source>
        <translation>Świadek</translation>
    </message>
    <message>
        <source>A second computer records every write this drive acknowledges, so that after the power cut DriveProof knows what the drive promised.</source>
        <translation>Drugi komputer rejestruje każdy zapis potwierdzony przez ten dysk, aby po odcięciu zasilania DriveProof wiedział, co dysk obiecał.</translation>
    </message>
    <message>
        <source>&amp;Another computer is the witness</source>
        <translation>&amp;Inny komputer jest świadkiem</translation>
    </message>
    <message>
        <source>Witness &amp;address:</source>
        <translation>&amp;Adres świadka:</translation>
    </message>
    <message>
        <source>Witness address and port</source>
        <translation>Adres i port świadka</translation>
    </message>
    <message>
        <source>&amp;Pairing code:</source>
        <translation>&amp;Kod parowania:</translation>
    </message>
    <message>
        <source>Pairing code</source>
        <translation>Kod parowania</translation>
    </message>
    <message>
        <source>On the second computer, open DriveProof&apos;s witness page (menu &quot;Power-loss witness…&quot;) or run &quot;driveproof-cli witness --listen 0.0.0.0:7070&quot; in a terminal. It shows the pairing code; type it here with its address, e.g. 192.168.1.20:7070.</source>
        <translation>Na drugim komputerze otwórz stronę świadka w DriveProof (menu „Świadek utraty zasilania…”) lub uruchom w terminalu &quot;driveproof-cli witness --listen 0.0.0.0:7070&quot;. Wyświetli się kod parowania; wpisz go tutaj wraz z adresem, np. 192.168.1.20:7070.</translation>
    </message>
    <message>
        <source>P&amp;ractice on this computer, with a simulated drive</source>
        <translation>Ć&amp;wicz na tym komputerze z symulowanym dyskiem</translation>
    </message>
    <message>
        <source>Learn the procedure without pulling a plug: a simulated drive, a witness on this computer and a simulated power cut. Nothing on your drives is written.</source>
        <translation>Poznaj procedurę bez wyciągania wtyczki: symulowany dysk, świadek na tym komputerze i symulowane odcięcie zasilania. Na twoich dyskach nic nie jest zapisywane.</translation>
    </message>
    <message>
        <source>Simulated &amp;drive:</source>
        <translation>&amp;Symulowany dysk:</translation>
    </message>
    <message>
        <source>Simulated drive</source>
        <translation>Symulowany dysk</translation>
    </message>
    <message>
        <source>Honest: keeps every write it acknowledged</source>
        <translation>Uczciwy: zachowuje każdy potwierdzony zapis</translation>
    </message>
    <message>
        <source>Lying: acknowledges writes it still holds in its cache</source>
        <translation>Kłamiący: potwierdza zapisy, które wciąż trzyma w pamięci podręcznej</translation>
    </message>
    <message>
        <source>This is not a pairing code: it has twelve letters and digits, like K7QD-M2XF-9HBT.</source>
        <translation>To nie jest kod parowania: składa się z dwunastu liter i cyfr, np. K7QD-M2XF-9HBT.</translation>
    </message>
</context>
<context>
    <name>DriveProof::Gui::PowerLossWizard</name>
    <message>
        <source>Power-loss test – DriveProof</source>
        <translation>Test utraty zasilania – DriveProof</translation>
    </message>
    <message>
        <source>Power-loss test of %1 – DriveProof</source>
        <translation>Test utraty zasilania %1 – DriveProof</translation>
    </message>
    <message>
        <source>1. Drive and area</source>
        <translation>1. Dysk i obszar</translation>
    </message>
    <message>
        <source>2. Witness</source>
        <translation>2. Świadek</translation>
    </message>
    <message>
        <source>3. Check</source>
        <translation>3. Sprawdzenie</translation>
    </message>
    <message>
        <source>4. Run and pull the plug</source>
        <translation>4. Przebieg i odłączenie zasilania</translation>
    </message>
    <message>
        <source>5. Verify</source>
        <translation>5. Weryfikacja</translation>
    </message>
    <message>
        <source>6. Report</source>
        <translation>6. Raport</translation>
    </message>
    <message>
        <source>&lt; &amp;Back</source>
        <translation>&lt; &amp;Wstecz</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Zamknij</translation>
    </message>
    <message>
        <source>Current step</source>
        <translation>Bieżący krok</translation>
    </message>
    <message>
        <source>&amp;Next &gt;</source>
        <translation>&amp;Dalej &gt;</translation>
    </message>
    <message>
        <source>&amp;Check this computer &gt;</source>
        <translation>&amp;Sprawdź ten komputer &gt;</translation>
    </message>
    <message>
        <source>&amp;Start practice</source>
        <translation>&amp;Rozpocznij ćwiczenie</translation>
    </message>
    <message>
        <source>&amp;Start the test</source>
        <translation>&amp;Rozpocznij test</translation>
    </message>
    <message>
        <source>Power-loss test</source>
        <translation>Test utraty zasilania</translation>
    </message>
    <message>
        <source>simulated drive</source>
        <translation>symulowany dysk</translation>
    </message>
    <message>
        <source>Power-loss practice on a simulated lying drive – DriveProof</source>
        <extracomment>window title while practising on the simulated drive that loses acknowledged writes</extracomment>
        <translation>Ćwiczenie utraty zasilania na symulowanym kłamliwym dysku – DriveProof</translation>
    </message>
    <message>
        <source>Power-loss practice on a simulated honest drive – DriveProof</source>
        <extracomment>window title while practising on the simulated drive that keeps its writes</extracomment>
        <translation>Ćwiczenie utraty zasilania na symulowanym uczciwym dysku – DriveProof</translation>
    </message>
</context>
<context>
    <name>DriveProof::Gui::ReportWindow</name>
    <message>
        <source>Drive report: %1</source>
        <extracomment>window title; %1 the report&apos;s file name</extracomment>
        <translation>Raport dysku: %1</translation>
    </message>
    <message>
        <source>Open a drive report</source>
        <translation>Otwórz raport dysku</translation>
    </message>
    <message>
        <source>Drive reports (*.txt *.json *.log);;All files (*)</source>
        <extracomment>file dialog filter; keep the patterns in parentheses as they are</extracomment>
        <translation>Raporty dysków (*.txt *.json *.log);;Wszystkie pliki (*)</translation>
    </message>
    <message>
        <source>pasted text</source>
        <extracomment>the name a report pasted from the clipboard goes by</extracomment>
        <translation>wklejony tekst</translation>
    </message>
</context>
<context>
    <name>DriveProof::Gui::ResultCharts</name>
    <message>
        <source>&amp;Latency of:</source>
        <translation>&amp;Opóźnienie dla:</translation>
    </message>
    <message>
        <source>Measurement whose latency is shown</source>
        <translation>Pomiar, którego opóźnienie jest pokazane</translation>
    </message>
</context>
<context>
    <name>DriveProof::Gui::ResultExporter</name>
    <message>
        <source>Could not write %1: %2. Choose another folder.</source>
        <extracomment>%1 a file path, %2 the system&apos;s reason</extracomment>
        <translation>Nie udało się zapisać %1: %2. Wybierz inny katalog.</translation>
    </message>
</context>
<context>
    <name>DriveProof::Gui::ResultPage</name>
    <message>
        <source>Verdict</source>
        <translation>Werdykt</translation>
    </message>
    <message>
        <source>At a glance</source>
        <translation>W skrócie</translation>
    </message>
    <message>
        <source>All numbers</source>
        <translation>Wszystkie liczby</translation>
    </message>
    <message>
        <source>Charts</source>
        <translation>Wykresy</translation>
    </message>
    <message>
        <source>Export &amp;JSON…</source>
        <translation>Eksportuj &amp;JSON…</translation>
    </message>
    <message>
        <source>Save everything this test measured, for other programs</source>
        <translation>Zapisuje wszystko, co zmierzył ten test, dla innych programów</translation>
    </message>
    <message>
        <source>Export &amp;CSV…</source>
        <translation>Eksportuj &amp;CSV…</translation>
    </message>
    <message>
        <source>Save the table of numbers for a spreadsheet</source>
        <translation>Zapisuje tabelę liczb dla arkusza kalkulacyjnego</translation>
    </message>
    <message>
        <source>Save charts as &amp;PNG…</source>
        <translation>Zapisz wykresy jako &amp;PNG…</translation>
    </message>
    <message>
        <source>Save a picture of each chart into a folder</source>
        <translation>Zapisuje obraz każdego wykresu w katalogu</translation>
    </message>
    <message>
        <source>&amp;History</source>
        <translation>&amp;Historia</translation>
    </message>
    <message>
        <source>Earlier runs on this drive, and comparing two of them</source>
        <translation>Wcześniejsze przebiegi na tym dysku i porównanie dwóch z nich</translation>
    </message>
    <message>
        <source>&amp;New test</source>
        <translation>&amp;Nowy test</translation>
    </message>
    <message>
        <source>Ran on %1, started %2, took %3.</source>
        <extracomment>under a result&apos;s title; %1 where it ran, %2 date and time it started, %3 how long it took</extracomment>
        <translation>Uruchomiono na: %1, rozpoczęto %2, trwało %3.</translation>
    </message>
    <message>
        <source>Drive: %1, serial number %2</source>
        <extracomment>the drive a result is about; %1 model (or device name), %2 serial number</extracomment>
        <translation>Dysk: %1, numer seryjny %2</translation>
    </message>
    <message>
        <source>Drive: %1</source>
        <extracomment>the drive a result is about; %1 model or device name</extracomment>
        <translation>Dysk: %1</translation>
    </message>
    <message>
        <source>The test stopped on an error.</source>
        <translation>Test zatrzymał się z powodu błędu.</translation>
    </message>
    <message>
        <source>You cancelled the test before it measured anything.</source>
        <translation>Test został anulowany, zanim cokolwiek zmierzył.</translation>
    </message>
    <message>
        <source>You cancelled the test. The numbers below are those of the steps that finished before that; the verdict may be incomplete.</source>
        <translation>Test został anulowany. Poniższe liczby pochodzą z kroków zakończonych wcześniej; werdykt może być niepełny.</translation>
    </message>
    <message>
        <source>This result could not be kept in the history: %1</source>
        <extracomment>%1 why the result could not be saved</extracomment>
        <translation>Nie udało się zachować tego wyniku w historii: %1</translation>
    </message>
    <message>
        <source>This result is kept in the drive&apos;s history, so you can compare it with later runs.</source>
        <translation>Ten wynik jest zachowany w historii dysku, więc można go porównać z późniejszymi przebiegami.</translation>
    </message>
    <message>
        <source>This test measures speed and gives no verdict of its own. Compare the numbers with the drive&apos;s data sheet, or with an earlier run in the history.</source>
        <translation>Ten test mierzy szybkość i nie wydaje własnego werdyktu. Porównaj liczby z kartą katalogową dysku lub z wcześniejszym przebiegiem w historii.</translation>
    </message>
    <message>
        <source>%1:</source>
        <extracomment>label of a row; %1 a measurement&apos;s name, e.g. &quot;SEQ1M Q8T1 read&quot;</extracomment>
        <translation>%1:</translation>
    </message>
    <message>
        <source>Save the charts into a folder</source>
        <translation>Zapisz wykresy w katalogu</translation>
    </message>
    <message>
        <source>Export the result as JSON</source>
        <translation>Eksportuj wynik jako JSON</translation>
    </message>
    <message>
        <source>Export the numbers as CSV</source>
        <translation>Eksportuj liczby jako CSV</translation>
    </message>
    <message>
        <source>JSON files (*.json)</source>
        <translation>Pliki JSON (*.json)</translation>
    </message>
    <message>
        <source>CSV files (*.csv)</source>
        <translation>Pliki CSV (*.csv)</translation>
    </message>
    <message>
        <source>Saved %1.</source>
        <extracomment>%1 a file path</extracomment>
        <translation>Zapisano %1.</translation>
    </message>
    <message numerus="yes">
        <source>Saved %n file(s) in %1.</source>
        <extracomment>%n files were written into the folder %1</extracomment>
        <translation>
            <numerusform>Zapisano %n plik w %1.</numerusform>
            <numerusform>Zapisano %n pliki w %1.</numerusform>
            <numerusform>Zapisano %n plików w %1.</numerusform>
        </translation>
    </message>
    <message>
        <source>Copy &amp;summary</source>
        <translation>Kopiuj &amp;podsumowanie</translation>
    </message>
    <message>
        <source>A few lines with the main numbers and the verdicts, to paste into a forum post or an issue</source>
        <translation>Kilka wierszy z głównymi liczbami i ocenami do wklejenia na forum lub w zgłoszeniu</translation>
    </message>
    <message>
        <source>Copied: the summary is on the clipboard, ready to paste.</source>
        <translation>Skopiowano: podsumowanie jest w schowku, gotowe do wklejenia.</translation>
    </message>
    <message>
        <source>Settings: %1</source>
        <extracomment>under a result&apos;s title; %1 what it ran with: &quot;128 MiB · 2 s per step · temporary file on ext4 · io_uring&quot;</extracomment>
        <translation>Ustawienia: %1</translation>
    </message>
</context>
<context>
    <name>DriveProof::Gui::ResultText</name>
    <message>
        <source>Danger</source>
        <translation>Zagrożenie</translation>
    </message>
    <message>
        <source>Caution</source>
        <translation>Uwaga</translation>
    </message>
    <message>
        <source>Good</source>
        <translation>Dobrze</translation>
    </message>
    <message>
        <source>Note</source>
        <translation>Informacja</translation>
    </message>
    <message>
        <source>%L1 commits/s</source>
        <extracomment>commits per second, e.g. &quot;1,234 commits/s&quot;</extracomment>
        <translation>%L1 zatw./s</translation>
    </message>
    <message>
        <source>a temporary file in %1</source>
        <extracomment>where a test ran; %1 the folder that held its temporary file</extracomment>
        <translation>plik tymczasowy w %1</translation>
    </message>
    <message>
        <source>the device %1</source>
        <extracomment>where a test ran; %1 a device node such as /dev/sdb</extracomment>
        <translation>urządzenie %1</translation>
    </message>
    <message>
        <source>an unknown target</source>
        <translation>nieznany cel</translation>
    </message>
    <message>
        <source>the file %1</source>
        <extracomment>where a test ran; %1 a file path</extracomment>
        <translation>plik %1</translation>
    </message>
    <message>
        <source>DriveProof %1 on %2, %3</source>
        <extracomment>first line of a copied summary; %1 test name, %2 drive model or device, %3 date and time</extracomment>
        <translation>DriveProof %1 na %2, %3</translation>
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
        <translation>Ustawienia: %1</translation>
    </message>
    <message>
        <source>Drive self-test</source>
        <extracomment>a drive self-test in the drive&apos;s history (the drive tested itself)</extracomment>
        <translation>Autotest dysku</translation>
    </message>
    <message>
        <source>Device: %1, serial number %2</source>
        <extracomment>a line of a copied summary; %1 the device node (&quot;/dev/sdb&quot;), %2 its serial number (&quot;-&quot; when it has none)</extracomment>
        <translation>Urządzenie: %1, numer seryjny %2</translation>
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
        <translation>Odczyt</translation>
    </message>
    <message>
        <source>Write</source>
        <extracomment>heading of the column of write rates in the quick check&apos;s tiles</extracomment>
        <translation>Zapis</translation>
    </message>
    <message>
        <source>not measured</source>
        <translation>nie zmierzono</translation>
    </message>
    <message>
        <source>%1 %2: not measured</source>
        <extracomment>read by screen readers; %1 a preset such as &quot;SEQ1M Q8T1&quot;, %2 &quot;Read&quot; or &quot;Write&quot;</extracomment>
        <translation>%1 %2: nie zmierzono</translation>
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
        <translation>Postęp</translation>
    </message>
    <message>
        <source>&amp;Show:</source>
        <translation>&amp;Pokaż:</translation>
    </message>
    <message>
        <source>Commits per second</source>
        <translation>Zatwierdzenia na sekundę</translation>
    </message>
    <message>
        <source>IOPS</source>
        <translation>IOPS</translation>
    </message>
    <message>
        <source>What the chart shows</source>
        <translation>Co pokazuje wykres</translation>
    </message>
    <message>
        <source>You can go on using DriveProof meanwhile. Other programs that use this drive now slow the test down and change its numbers.</source>
        <translation>W tym czasie można nadal korzystać z DriveProof. Inne programy, które teraz używają tego dysku, spowalniają test i zmieniają jego wyniki.</translation>
    </message>
    <message>
        <source>Cancelling…</source>
        <translation>Anulowanie…</translation>
    </message>
    <message>
        <source>&amp;Cancel test</source>
        <translation>&amp;Anuluj test</translation>
    </message>
    <message>
        <source>Stop the test now; the steps that finished are kept</source>
        <translation>Zatrzymuje test teraz; zakończone kroki zostaną zachowane</translation>
    </message>
    <message>
        <source>In a temporary file in %1, removed afterwards.</source>
        <extracomment>where a test runs; %1 a folder</extracomment>
        <translation>W pliku tymczasowym w %1, usuwanym po zakończeniu.</translation>
    </message>
    <message>
        <source>On the file %1.</source>
        <extracomment>where a test runs; %1 a file</extracomment>
        <translation>W pliku %1.</translation>
    </message>
    <message>
        <source>On the device %1, writing over its contents.</source>
        <extracomment>where a test runs; %1 a device node</extracomment>
        <translation>Na urządzeniu %1, z nadpisaniem jego zawartości.</translation>
    </message>
    <message>
        <source>On the device %1, only reading.</source>
        <extracomment>where a test runs; %1 a device node</extracomment>
        <translation>Na urządzeniu %1, tylko odczyt.</translation>
    </message>
    <message>
        <source>Cancelling: waiting for the drive to finish the I/O in flight, then removing the temporary file…</source>
        <translation>Anulowanie: oczekiwanie, aż dysk zakończy operacje we/wy w locie, a następnie usunięcie pliku tymczasowego…</translation>
    </message>
    <message>
        <source>Starting…</source>
        <translation>Uruchamianie…</translation>
    </message>
    <message>
        <source>About %1 left</source>
        <extracomment>time left in a running test; %1 minutes:seconds, e.g. 1:23</extracomment>
        <translation>Pozostało około %1</translation>
    </message>
    <message>
        <source>Time left: not known yet</source>
        <translation>Pozostały czas: jeszcze nieznany</translation>
    </message>
    <message>
        <source>Now: %L1 commits per second</source>
        <extracomment>the last measured rate of a commit test; %1 commits per second</extracomment>
        <translation>Teraz: %L1 zatwierdzeń na sekundę</translation>
    </message>
    <message>
        <source>Now: %1, %2</source>
        <extracomment>the last measured numbers; %1 a rate (MB/s or MiB/s), %2 operations per second (IOPS)</extracomment>
        <translation>Teraz: %1, %2</translation>
    </message>
</context>
<context>
    <name>DriveProof::Gui::SelfTestPanel</name>
    <message numerus="yes">
        <source>about %n minute(s)</source>
        <extracomment>%n the number of minutes the drive says a self-test takes</extracomment>
        <translation>
            <numerusform>około %n minuty</numerusform>
            <numerusform>około %n minut</numerusform>
            <numerusform>około %n minut</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <extracomment>a self-test button: %1 its kind (&quot;Short test&quot;), %2 its duration</extracomment>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>Short test</source>
        <translation>Krótki test</translation>
    </message>
    <message>
        <source>Extended test</source>
        <translation>Rozszerzony test</translation>
    </message>
    <message>
        <source>Conveyance test</source>
        <translation>Test transportowy</translation>
    </message>
    <message>
        <source>Abort self-test</source>
        <translation>Przerwij autotest</translation>
    </message>
    <message>
        <source>running, %1% done</source>
        <extracomment>%1 how far the running self-test is, in percent</extracomment>
        <translation>trwa, wykonano %1%</translation>
    </message>
    <message>
        <source>The drive runs the test by itself: you may close this window.</source>
        <translation>Dysk wykonuje test sam: możesz zamknąć to okno.</translation>
    </message>
    <message>
        <source>no self-test running</source>
        <extracomment>%1 the last self-test&apos;s result in words</extracomment>
        <translation>żaden autotest nie trwa</translation>
    </message>
    <message>
        <source>Last result: %1</source>
        <translation>Ostatni wynik: %1</translation>
    </message>
</context>
<context>
    <name>DriveProof::Gui::SettingsDialog</name>
    <message>
        <source>Preferences</source>
        <translation>Preferencje</translation>
    </message>
    <message>
        <source>&amp;Language:</source>
        <translation>&amp;Język:</translation>
    </message>
    <message>
        <source>System default (%1)</source>
        <extracomment>first entry of the language list; %1 the language the system asks for, in its own name, e.g. &quot;Deutsch&quot;</extracomment>
        <translation>Domyślny systemu (%1)</translation>
    </message>
    <message>
        <source>The language of DriveProof&apos;s windows. A change applies at once and is kept for the next start. The system default follows the LANGUAGE and LANG environment variables.</source>
        <translation>Język okien DriveProof. Zmiana działa od razu i zostaje zachowana na następne uruchomienie. Domyślny język systemu wynika ze zmiennych środowiskowych LANGUAGE i LANG.</translation>
    </message>
    <message>
        <source>&amp;Transfer rates in:</source>
        <translation>&amp;Szybkość transferu w:</translation>
    </message>
    <message>
        <source>Drive makers and most benchmarks count a megabyte as 1,000,000 bytes; many file managers count a mebibyte, 1,048,576 bytes.</source>
        <translation>Producenci dysków i większość testów wydajności liczą megabajt jako 1 000 000 bajtów; wiele menedżerów plików liczy mebibajt, czyli 1 048 576 bajtów.</translation>
    </message>
    <message>
        <source>Default test si&amp;ze:</source>
        <translation>Domyślny &amp;rozmiar testu:</translation>
    </message>
    <message>
        <source>What the test picker offers first. You can still choose another size for each test there.</source>
        <translation>To, co wybór testu proponuje najpierw. Nadal można tam wybrać inny rozmiar dla każdego testu.</translation>
    </message>
    <message>
        <source>Default time per st&amp;ep (seconds):</source>
        <translation>Domyślny czas na &amp;krok (sekundy):</translation>
    </message>
    <message>
        <source>How long each measurement of a test runs, as the test picker offers it first.</source>
        <translation>Jak długo trwa każdy pomiar testu – wartość proponowana najpierw przy wyborze testu.</translation>
    </message>
    <message>
        <source>MB/s (megabytes, 10⁶ bytes)</source>
        <extracomment>a choice of unit; 1 MB = 1,000,000 bytes</extracomment>
        <translation>MB/s (megabajty, 10⁶ bajtów)</translation>
    </message>
    <message>
        <source>MiB/s (mebibytes, 2²⁰ bytes)</source>
        <extracomment>a choice of unit; 1 MiB = 1,048,576 bytes</extracomment>
        <translation>MiB/s (mebibajty, 2²⁰ bajtów)</translation>
    </message>
    <message>
        <source>Each test&apos;s own</source>
        <extracomment>the default test size: each test&apos;s own (1 GiB; 4 GiB for the sustained write)</extracomment>
        <translation>Własny dla każdego testu</translation>
    </message>
</context>
<context>
    <name>DriveProof::Gui::StatusPage</name>
    <message>
        <source>Looking for drives</source>
        <translation>Wyszukiwanie dysków</translation>
    </message>
    <message>
        <source>&amp;Refresh</source>
        <translation>&amp;Odśwież</translation>
    </message>
    <message>
        <source>Looking for drives…</source>
        <translation>Wyszukiwanie dysków…</translation>
    </message>
    <message>
        <source>Reading what the kernel knows about each drive.</source>
        <translation>Odczytywanie informacji jądra o każdym dysku.</translation>
    </message>
    <message>
        <source>DriveProof could not find a drive it can read. This happens when:</source>
        <translation>DriveProof nie znalazł dysku, który potrafi odczytać. Dzieje się tak, gdy:</translation>
    </message>
    <message>
        <source>• No drive is connected. Connect one and press Refresh (F5); a USB drive may take a few seconds to appear.</source>
        <extracomment>list item of the empty state</extracomment>
        <translation>• Żaden dysk nie jest podłączony. Podłącz dysk i naciśnij „Odśwież” (F5); pojawienie się dysku USB może potrwać kilka sekund.</translation>
    </message>
    <message>
        <source>• DriveProof runs in a container or sandbox (Docker, Flatpak, Snap) that hides the machine&apos;s drives (/sys/block and /dev). Run it on the host instead, or give the sandbox access to the drives.</source>
        <extracomment>list item of the empty state</extracomment>
        <translation>• DriveProof działa w kontenerze lub piaskownicy (Docker, Flatpak, Snap), która ukrywa dyski komputera (/sys/block i /dev). Uruchom go bezpośrednio w systemie gospodarza albo daj piaskownicy dostęp do dysków.</translation>
    </message>
    <message>
        <source>• It is not allowed to read the drives&apos; details: the system limits access to /sys or /dev. Ask the administrator, or run driveproof-cli list to see what the kernel reports.</source>
        <extracomment>list item of the empty state</extracomment>
        <translation>• Program nie ma uprawnień do odczytu szczegółów dysków: system ogranicza dostęp do /sys lub /dev. Poproś o pomoc administratora lub uruchom driveproof-cli list, aby zobaczyć, co zgłasza jądro.</translation>
    </message>
    <message>
        <source>• udisks2 is not running, so only the kernel was asked. Start it with &quot;systemctl start udisks2&quot; and press Refresh.</source>
        <extracomment>list item of the empty state; &quot;systemctl start udisks2&quot; is a command, keep it</extracomment>
        <translation>• udisks2 nie działa, więc zapytano tylko jądro. Uruchom go poleceniem &quot;systemctl start udisks2&quot; i naciśnij „Odśwież”.</translation>
    </message>
    <message>
        <source>No drives found</source>
        <translation>Nie znaleziono dysków</translation>
    </message>
</context>
<context>
    <name>DriveProof::Gui::TableCopy</name>
    <message>
        <source>&amp;Copy</source>
        <translation>&amp;Kopiuj</translation>
    </message>
    <message>
        <source>Copy as &amp;Markdown</source>
        <translation>Kopiuj jako &amp;Markdown</translation>
    </message>
</context>
<context>
    <name>DriveProof::Gui::TestCard</name>
    <message>
        <source>Test this drive</source>
        <translation>Testuj ten dysk</translation>
    </message>
    <message>
        <source>Measure how fast this drive commits, streams and seeks, and whether its cache acknowledges writes before they are safe. Tests write only to a temporary file in a folder you choose, unless you ask for the raw device; they run in a window of their own.</source>
        <translation>Zmierz, jak szybko ten dysk zatwierdza zapisy, przesyła dane i wyszukuje oraz czy jego pamięć podręczna potwierdza zapisy, zanim są bezpieczne. Testy zapisują tylko do pliku tymczasowego w wybranym katalogu, chyba że wybierzesz surowe urządzenie; działają w osobnym oknie.</translation>
    </message>
    <message>
        <source>Co&amp;mmit rate…</source>
        <translation>Tempo &amp;zatwierdzeń…</translation>
    </message>
    <message>
        <source>How many durable commits per second, like pg_test_fsync</source>
        <translation>Ile trwałych zatwierdzeń na sekundę, jak pg_test_fsync</translation>
    </message>
    <message>
        <source>&amp;All tests…</source>
        <translation>&amp;Wszystkie testy…</translation>
    </message>
    <message>
        <source>Hi&amp;story…</source>
        <translation>&amp;Historia…</translation>
    </message>
    <message>
        <source>Earlier runs on this drive, and comparing two of them</source>
        <translation>Wcześniejsze przebiegi na tym dysku i porównanie dwóch z nich</translation>
    </message>
    <message>
        <source>A test is running on this drive; its window shows how far it got.</source>
        <translation>Na tym dysku trwa test; jego okno pokazuje postęp.</translation>
    </message>
</context>
<context>
    <name>DriveProof::Gui::TestCatalog</name>
    <message>
        <source>Power-loss test</source>
        <translation>Test utraty zasilania</translation>
    </message>
    <message>
        <source>CrystalDiskMark&apos;s four tests in one go: sequential reads and writes in 1 MiB blocks with 8 and with 1 request in flight, then random 4 KiB reads and writes with 32 and with 1 request in flight. The quickest way to see whether a drive performs as its box promises.</source>
        <translation>Cztery testy CrystalDiskMark za jednym razem: sekwencyjne odczyty i zapisy w blokach 1 MiB z 8 i z 1 żądaniem w locie, a potem losowe odczyty i zapisy 4 KiB z 32 i z 1 żądaniem w locie. Najszybszy sposób, by sprawdzić, czy dysk działa tak, jak obiecuje pudełko.</translation>
    </message>
    <message>
        <source>How many times per second the drive durably commits a small write, measured like PostgreSQL&apos;s pg_test_fsync: every sync method, 8 kB and 16 kB commits, and plain writes as a baseline. It also counts the flushes that reach the drive. A hard disk that commits faster than its platters turn has a cache that acknowledges writes before they are safe.</source>
        <translation>Ile razy na sekundę dysk trwale zatwierdza mały zapis, mierzone jak w pg_test_fsync z PostgreSQL: każda metoda synchronizacji, zatwierdzenia 8 kB i 16 kB oraz zwykłe zapisy jako punkt odniesienia. Liczy też opróżnienia docierające do dysku. Dysk twardy, który zatwierdza szybciej, niż obracają się jego talerze, ma pamięć podręczną potwierdzającą zapisy, zanim są bezpieczne.</translation>
    </message>
    <message>
        <source>Sequential reads and writes in 1 MiB blocks, with 8 and with 1 request in flight: the rate at which large files are copied.</source>
        <translation>Sekwencyjne odczyty i zapisy w blokach 1 MiB, z 8 i z 1 żądaniem w locie: szybkość kopiowania dużych plików.</translation>
    </message>
    <message>
        <source>Writes the whole test area once, from start to end, and draws the rate as it fills. Many SSDs write fast only until their cache is full, then slow down: choose a test size larger than that cache, tens of gigabytes on a large SSD.</source>
        <translation>Zapisuje cały obszar testowy raz, od początku do końca, i rysuje szybkość w miarę zapełniania. Wiele dysków SSD zapisuje szybko tylko do zapełnienia pamięci podręcznej, a potem zwalnia: wybierz rozmiar testu większy niż ta pamięć, na dużym SSD dziesiątki gigabajtów.</translation>
    </message>
    <message>
        <source>Reads the whole test area from start to end and draws the rate by position. A hard disk is faster at its outer edge; dips and stalls point to areas that need retries.</source>
        <translation>Odczytuje cały obszar testowy od początku do końca i rysuje szybkość według położenia. Dysk twardy jest szybszy na zewnętrznej krawędzi; spadki i przestoje wskazują obszary wymagające ponownych prób.</translation>
    </message>
    <message>
        <source>Random 4 KiB reads, writes and a mix of 70% reads, with 1 and with 32 requests in flight: what databases, virtual machines and starting programs feel.</source>
        <translation>Losowe odczyty, zapisy 4 KiB i mieszanka z 70% odczytów, z 1 i z 32 żądaniami w locie: to, co odczuwają bazy danych, maszyny wirtualne i uruchamiane programy.</translation>
    </message>
    <message>
        <source>Random I/O at every block size from 512 bytes to 16 MiB: where the drive reaches its best transfer rate, and how its operations per second fall as blocks grow.</source>
        <translation>Losowe operacje we/wy dla każdego rozmiaru bloku od 512 bajtów do 16 MiB: gdzie dysk osiąga najlepszą szybkość transferu i jak spada liczba operacji na sekundę wraz ze wzrostem bloków.</translation>
    </message>
    <message>
        <source>Random I/O with 1 to 256 requests in flight: how much parallelism the drive needs to give its best.</source>
        <translation>Losowe operacje we/wy z 1 do 256 żądaniami w locie: ile równoległości potrzebuje dysk, aby dać z siebie wszystko.</translation>
    </message>
    <message>
        <source>Random I/O from 1 to 96 threads: how the drive and the kernel cope with many programs at once.</source>
        <translation>Losowe operacje we/wy z 1 do 96 wątków: jak dysk i jądro radzą sobie z wieloma programami naraz.</translation>
    </message>
    <message>
        <source>Reads the same random blocks twice, with an idle time in between. A hybrid drive (SSHD) or a tiered cache moves hot data to flash meanwhile, so the second pass is much faster.</source>
        <translation>Odczytuje dwukrotnie te same losowe bloki z czasem bezczynności pomiędzy. Dysk hybrydowy (SSHD) lub warstwowa pamięć podręczna przenosi w tym czasie często używane dane do pamięci flash, więc drugie przejście jest znacznie szybsze.</translation>
    </message>
    <message>
        <source>Checks whether the drive keeps the writes it acknowledged when the power is cut: DriveProof writes numbered records, you pull the plug, and after the restart it checks what survived. A second computer keeps the witness&apos;s record of every acknowledged write; you can also practise on this computer with a simulated drive. It writes to a test file (or, with your confirmation, a partition) and takes a few minutes plus a restart.</source>
        <translation>Sprawdza, czy dysk zachowuje potwierdzone zapisy po odcięciu zasilania: DriveProof zapisuje numerowane rekordy, ty wyciągasz wtyczkę, a po ponownym uruchomieniu sprawdza, co przetrwało. Drugi komputer przechowuje rejestr świadka z każdym potwierdzonym zapisem; można też przećwiczyć test na tym komputerze z symulowanym dyskiem. Zapisuje do pliku testowego (lub, po potwierdzeniu, na partycję) i trwa kilka minut plus ponowne uruchomienie.</translation>
    </message>
    <message numerus="yes">
        <source>%n second(s)</source>
        <extracomment>a duration; %n seconds</extracomment>
        <translation>
            <numerusform>%n sekunda</numerusform>
            <numerusform>%n sekundy</numerusform>
            <numerusform>%n sekund</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n minute(s)</source>
        <extracomment>a duration, rounded; %n minutes</extracomment>
        <translation>
            <numerusform>%n minuta</numerusform>
            <numerusform>%n minuty</numerusform>
            <numerusform>%n minut</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 h %2 min</source>
        <extracomment>a duration, rounded; %1 hours, %2 minutes</extracomment>
        <translation>%1 godz. %2 min</translation>
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
        <translation>Topologia</translation>
    </message>
    <message>
        <source>Size</source>
        <translation>Rozmiar</translation>
    </message>
    <message>
        <source>The kernel reports no size: the drive may have no medium inserted.</source>
        <translation>Jądro nie zgłasza rozmiaru: w napędzie może nie być nośnika.</translation>
    </message>
    <message>
        <source>Logical sector</source>
        <translation>Sektor logiczny</translation>
    </message>
    <message>
        <source>The smallest unit the drive can address.</source>
        <translation>Najmniejsza jednostka, którą dysk potrafi zaadresować.</translation>
    </message>
    <message>
        <source>Physical sector</source>
        <translation>Sektor fizyczny</translation>
    </message>
    <message>
        <source>The unit the drive writes internally. Partitions should start on a multiple of it.</source>
        <translation>Jednostka, w której dysk zapisuje wewnętrznie. Partycje powinny zaczynać się na jej wielokrotności.</translation>
    </message>
    <message>
        <source>Minimum I/O</source>
        <translation>Minimalne we/wy</translation>
    </message>
    <message>
        <source>Optimal I/O</source>
        <translation>Optymalne we/wy</translation>
    </message>
    <message>
        <source>not reported</source>
        <translation>nie zgłoszono</translation>
    </message>
    <message>
        <source>The drive states no preferred I/O size; most drives do not.</source>
        <translation>Dysk nie podaje preferowanego rozmiaru we/wy; większość dysków tego nie robi.</translation>
    </message>
    <message>
        <source>Alignment offset</source>
        <translation>Przesunięcie wyrównania</translation>
    </message>
    <message>
        <source>How far sector 0 sits past a physical-sector boundary. Almost always 0.</source>
        <translation>O ile sektor 0 leży za granicą sektora fizycznego. Prawie zawsze 0.</translation>
    </message>
    <message>
        <source>What the kernel believes: with &quot;write back&quot; it asks the drive to flush its cache. The drive&apos;s own setting can differ.</source>
        <translation>Co uważa jądro: w trybie &quot;write back&quot; prosi dysk o opróżnienie pamięci podręcznej. Własne ustawienie dysku może się różnić.</translation>
    </message>
    <message>
        <source>Write cache (kernel view)</source>
        <translation>Pamięć podręczna zapisu (widok jądra)</translation>
    </message>
    <message>
        <source>The kernel does not report a write-cache mode for this device.</source>
        <translation>Jądro nie zgłasza trybu pamięci podręcznej zapisu dla tego urządzenia.</translation>
    </message>
    <message>
        <source>FUA</source>
        <translation>FUA</translation>
    </message>
    <message>
        <source>Forced Unit Access: the kernel can ask for single writes to reach stable media without flushing the whole cache.</source>
        <translation>Forced Unit Access: jądro może zażądać, aby pojedyncze zapisy trafiły na trwały nośnik bez opróżniania całej pamięci podręcznej.</translation>
    </message>
    <message>
        <source>The kernel did not report this value.</source>
        <translation>Jądro nie zgłosiło tej wartości.</translation>
    </message>
    <message>
        <source>only its partitions, see Partitions</source>
        <extracomment>&quot;Mounted on&quot; of a whole drive whose partitions (not the drive) are mounted</extracomment>
        <translation>tylko jego partycje, zobacz „Partycje”</translation>
    </message>
    <message>
        <source>not mounted</source>
        <translation>niezamontowany</translation>
    </message>
    <message>
        <source>Mounted on</source>
        <translation>Zamontowany w</translation>
    </message>
    <message>
        <source>Held by</source>
        <translation>Używany przez</translation>
    </message>
    <message>
        <source>nothing</source>
        <translation>nic</translation>
    </message>
    <message>
        <source>Device-mapper, RAID or LVM devices stacked on the whole drive.</source>
        <translation>Urządzenia device-mapper, RAID lub LVM zbudowane na całym dysku.</translation>
    </message>
    <message>
        <source>%1: %2 (in use)</source>
        <extracomment>one LBA format in the list; %1 its number, %2 its sizes and speed</extracomment>
        <translation>%1: %2 (używany)</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <extracomment>one LBA format in the list; %1 its number, %2 its sizes and speed</extracomment>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>LBA formats</source>
        <translation>Formaty LBA</translation>
    </message>
    <message>
        <source>The sector sizes this NVMe namespace can be formatted with, and how fast the drive itself says each is (Identify Namespace). Changing it erases the namespace; DriveProof never does.</source>
        <translation>Rozmiary sektora, z jakimi można sformatować tę przestrzeń nazw NVMe, i jak szybki jest każdy według samego dysku (Identify Namespace). Zmiana kasuje przestrzeń nazw; DriveProof nigdy tego nie robi.</translation>
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
        <translation>Warstwy</translation>
    </message>
    <message>
        <source>Reaches the drive</source>
        <translation>Dociera do dysku</translation>
    </message>
    <message>
        <source>reading…</source>
        <translation>odczyt…</translation>
    </message>
    <message>
        <source>yes</source>
        <translation>tak</translation>
    </message>
    <message>
        <source>to the loop device&apos;s backing file</source>
        <translation>aż do pliku urządzenia loop</translation>
    </message>
    <message>
        <source>no: a layer drops it</source>
        <translation>nie: jedna warstwa go odrzuca</translation>
    </message>
    <message>
        <source>no: the drive does not take it</source>
        <translation>nie: dysk go nie przyjmuje</translation>
    </message>
    <message>
        <source>unknown</source>
        <translation>nieznane</translation>
    </message>
    <message>
        <source>enabled</source>
        <translation>włączony</translation>
    </message>
    <message>
        <source>disabled</source>
        <translation>wyłączony</translation>
    </message>
    <message>
        <source>masked</source>
        <translation>zamaskowany</translation>
    </message>
    <message>
        <source>not installed</source>
        <translation>niezainstalowany</translation>
    </message>
    <message>
        <source>%1 (systemd is not running)</source>
        <extracomment>%1 the timer&apos;s state, e.g. &quot;enabled&quot;</extracomment>
        <translation>%1 (systemd nie działa)</translation>
    </message>
    <message>
        <source>fstrim.timer</source>
        <translation>fstrim.timer</translation>
    </message>
    <message>
        <source>From %1:</source>
        <extracomment>heading of one way down the block stack; %1 the device at its top</extracomment>
        <translation>Z %1:</translation>
    </message>
    <message>
        <source>%1: no discard limits shown</source>
        <extracomment>%1 a device and its kind, e.g. &quot;/dev/sda (disk)&quot;</extracomment>
        <translation>%1: brak podanych limitów discard</translation>
    </message>
    <message>
        <source>%1: drops discards</source>
        <extracomment>%1 a device and its kind, e.g. &quot;/dev/mapper/luks-1 (dm-crypt)&quot;</extracomment>
        <translation>%1: odrzuca discardy</translation>
    </message>
    <message>
        <source>%1: passes discards, granularity %2, up to %3</source>
        <extracomment>%1 a device and its kind, %2 discard granularity, %3 largest discard, e.g. &quot;4.0 KiB&quot;, &quot;2.0 GiB&quot;</extracomment>
        <translation>%1: przepuszcza discardy, ziarnistość %2, do %3</translation>
    </message>
</context>
<context>
    <name>DriveProof::Gui::UsagePanel</name>
    <message>
        <source>Is it new? %1</source>
        <extracomment>&quot;Is it new?&quot; and the verdict: new, used, possibly reset</extracomment>
        <translation>Czy jest nowy? %1</translation>
    </message>
    <message>
        <source>The rating could not be kept: %1 cannot be written.</source>
        <extracomment>%1 the file DriveProof keeps what it remembers about drives in</extracomment>
        <translation>Nie udało się zapamiętać wartości: nie można zapisać %1.</translation>
    </message>
    <message>
        <source>Rated &amp;endurance:</source>
        <extracomment>the endurance the maker rates the drive&apos;s model for, in terabytes written</extracomment>
        <translation>Znamionowa &amp;wytrzymałość:</translation>
    </message>
    <message>
        <source> TBW</source>
        <extracomment>unit after the endurance field: terabytes written</extracomment>
        <translation> TBW</translation>
    </message>
    <message>
        <source>not entered</source>
        <extracomment>shown in the endurance field while no rating is kept for the model</extracomment>
        <translation>nie podano</translation>
    </message>
    <message>
        <source>&amp;Remember for this model</source>
        <translation>&amp;Zapamiętaj dla tego modelu</translation>
    </message>
    <message>
        <source>The terabytes written (TBW) the maker&apos;s data sheet rates this model for. Kept for every drive of the same model.</source>
        <translation>Liczba zapisanych terabajtów (TBW), na którą karta katalogowa producenta ocenia ten model. Zapamiętywana dla każdego dysku tego samego modelu.</translation>
    </message>
</context>
<context>
    <name>DriveProof::Gui::WitnessPage</name>
    <message>
        <source>DriveProof cannot be a witness on %1.</source>
        <extracomment>%1 an address such as 0.0.0.0:7070</extracomment>
        <translation>DriveProof nie może działać jako świadek na %1.</translation>
    </message>
    <message>
        <source>%1: run %2 started.</source>
        <extracomment>%1 a time, %2 a short run id</extracomment>
        <translation>%1: rozpoczęto przebieg %2.</translation>
    </message>
    <message>
        <source>%1: run %2 came back.</source>
        <translation>%1: przebieg %2 powrócił.</translation>
    </message>
    <message>
        <source>%1: run %2 went silent: the estimated power cut.</source>
        <translation>%1: przebieg %2 ucichł – szacowane odcięcie zasilania.</translation>
    </message>
    <message>
        <source>%1: run %2 stopped on a write error: %3</source>
        <translation>%1: przebieg %2 zatrzymał się z powodu błędu zapisu: %3</translation>
    </message>
    <message>
        <source>%1: run %2 ended cleanly, without a power cut.</source>
        <translation>%1: przebieg %2 zakończył się poprawnie, bez odcięcia zasilania.</translation>
    </message>
    <message>
        <source>%1: the result of run %2 arrived.</source>
        <translation>%1: nadszedł wynik przebiegu %2.</translation>
    </message>
    <message>
        <source>%1: refused a connection: %2</source>
        <extracomment>%1 a time, %2 why a connection was refused</extracomment>
        <translation>%1: odrzucono połączenie: %2</translation>
    </message>
    <message>
        <source>%1: the journal cannot be written: %2</source>
        <translation>%1: nie można zapisać dziennika: %2</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>journal damaged</source>
        <translation>dziennik uszkodzony</translation>
    </message>
    <message>
        <source>write error</source>
        <translation>błąd zapisu</translation>
    </message>
    <message>
        <source>ended cleanly</source>
        <translation>zakończony poprawnie</translation>
    </message>
    <message>
        <source>silent: power cut?</source>
        <translation>cisza: odcięcie zasilania?</translation>
    </message>
    <message>
        <source>connected, writing</source>
        <translation>połączony, zapisuje</translation>
    </message>
    <message>
        <source>connected, preparing</source>
        <translation>połączony, przygotowuje</translation>
    </message>
    <message>
        <source>waiting for the writer</source>
        <translation>oczekiwanie na program zapisujący</translation>
    </message>
    <message>
        <source>%1 (%2 s ago)</source>
        <extracomment>%1 a clock time, %2 seconds ago</extracomment>
        <translation>%1 (%2 s temu)</translation>
    </message>
    <message>
        <source>received</source>
        <translation>odebrano</translation>
    </message>
    <message>
        <source>Pairing code %1</source>
        <translation>Kod parowania %1</translation>
    </message>
    <message>
        <source>&amp;Stop witness</source>
        <translation>&amp;Zatrzymaj świadka</translation>
    </message>
    <message>
        <source>&amp;Start witness</source>
        <translation>&amp;Uruchom świadka</translation>
    </message>
    <message>
        <source>Listening on port %1. The record of each run is kept in %2.</source>
        <extracomment>%1 a port number, %2 a folder</extracomment>
        <translation>Nasłuchiwanie na porcie %1. Rejestr każdego przebiegu jest przechowywany w %2.</translation>
    </message>
    <message>
        <source>On the computer under test, type one of these witness addresses: %1</source>
        <extracomment>%1 this computer&apos;s addresses with the port, e.g. &quot;192.0.2.7:7070, 10.0.0.2:7070&quot;</extracomment>
        <translation>Na testowanym komputerze wpisz jeden z tych adresów świadka: %1</translation>
    </message>
    <message>
        <source>Not listening.</source>
        <translation>Nie nasłuchuje.</translation>
    </message>
    <message>
        <source>Power-loss witness – DriveProof</source>
        <translation>Świadek utraty zasilania – DriveProof</translation>
    </message>
    <message>
        <source>Be the witness of a power-loss test</source>
        <translation>Świadek testu utraty zasilania</translation>
    </message>
    <message>
        <source>The computer whose drive is tested reports every write its drive acknowledges to this one, over the network. After the power cut, this record shows which acknowledged writes the drive lost. Keep this computer running and its power on during the test.</source>
        <translation>Komputer, którego dysk jest testowany, zgłasza przez sieć do tego komputera każdy zapis potwierdzony przez swój dysk. Po odcięciu zasilania ten rejestr pokazuje, które potwierdzone zapisy dysk utracił. Podczas testu ten komputer musi pozostać włączony i zasilany.</translation>
    </message>
    <message>
        <source>&amp;Listen on:</source>
        <translation>&amp;Nasłuchuj na:</translation>
    </message>
    <message>
        <source>Address and port to listen on</source>
        <translation>Adres i port nasłuchiwania</translation>
    </message>
    <message>
        <source>0.0.0.0:7070 listens on every network of this computer</source>
        <translation>0.0.0.0:7070 nasłuchuje we wszystkich sieciach tego komputera</translation>
    </message>
    <message>
        <source>Pairing code</source>
        <translation>Kod parowania</translation>
    </message>
    <message>
        <source>&amp;New code</source>
        <translation>Nowy &amp;kod</translation>
    </message>
    <message>
        <source>On the computer under test, open the power-loss test and type this computer&apos;s address (port included) and this code. From a terminal: &quot;driveproof-cli powerloss run --witness ADDRESS:PORT&quot;. Instead of this page you may run &quot;driveproof-cli witness&quot; here.</source>
        <translation>Na testowanym komputerze otwórz test utraty zasilania i wpisz adres tego komputera (z portem) oraz ten kod. Z terminala: &quot;driveproof-cli powerloss run --witness ADDRESS:PORT&quot;. Zamiast tej strony można tu uruchomić &quot;driveproof-cli witness&quot;.</translation>
    </message>
    <message>
        <source>Runs</source>
        <translation>Przebiegi</translation>
    </message>
    <message>
        <source>Run</source>
        <translation>Przebieg</translation>
    </message>
    <message>
        <source>Computer</source>
        <translation>Komputer</translation>
    </message>
    <message>
        <source>State</source>
        <translation>Stan</translation>
    </message>
    <message>
        <source>Commits</source>
        <translation>Zatwierdzenia</translation>
    </message>
    <message>
        <source>Silent since</source>
        <extracomment>a column: when the writer went silent, the estimated power cut</extracomment>
        <translation>Cisza od</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Wynik</translation>
    </message>
    <message>
        <source>Runs this witness records</source>
        <translation>Przebiegi rejestrowane przez tego świadka</translation>
    </message>
    <message>
        <source>Last event</source>
        <translation>Ostatnie zdarzenie</translation>
    </message>
</context>
<context>
    <name>DriveProof::Gui::WriteCacheCard</name>
    <message>
        <source>Write cache</source>
        <translation>Pamięć podręczna zapisu</translation>
    </message>
    <message>
        <source>Keep after reboot</source>
        <translation>Zachowaj po ponownym uruchomieniu</translation>
    </message>
    <message>
        <source>A volatile write cache makes writes fast but can lose data that was already acknowledged if power fails. With the cache on, commits are safe only while the kernel sends flushes and the drive obeys them; with it off, every write reaches the media before it is acknowledged.</source>
        <translation>Ulotna pamięć podręczna zapisu przyspiesza zapisy, ale przy awarii zasilania może utracić dane, które zostały już potwierdzone. Gdy pamięć podręczna jest włączona, zatwierdzenia są bezpieczne tylko wtedy, gdy jądro wysyła polecenia opróżnienia, a dysk je wykonuje; gdy jest wyłączona, każdy zapis trafia na nośnik, zanim zostanie potwierdzony.</translation>
    </message>
    <message>
        <source>Drive&apos;s cache</source>
        <translation>Pamięć podręczna dysku</translation>
    </message>
    <message>
        <source>reading…</source>
        <translation>odczytywanie…</translation>
    </message>
    <message>
        <source>The drive&apos;s setting could not be read; see below.</source>
        <translation>Nie udało się odczytać ustawienia dysku; zobacz poniżej.</translation>
    </message>
    <message>
        <source>Read from</source>
        <translation>Odczytano z</translation>
    </message>
    <message>
        <source>Kernel view only: there is no drive-level cache that DriveProof could read or switch here.</source>
        <translation>Tylko widok jądra: nie ma tu pamięci podręcznej na poziomie dysku, którą DriveProof mógłby odczytać lub przełączyć.</translation>
    </message>
    <message>
        <source>This drive has no volatile write cache: every write goes to the media before it is acknowledged. There is nothing to switch.</source>
        <translation>Ten dysk nie ma ulotnej pamięci podręcznej zapisu: każdy zapis trafia na nośnik, zanim zostanie potwierdzony. Nie ma czego przełączać.</translation>
    </message>
    <message>
        <source>This drive does not allow its write cache setting to be changed. Its maker&apos;s tool may offer a way.</source>
        <translation>Ten dysk nie pozwala zmienić ustawienia pamięci podręcznej zapisu. Może to umożliwiać narzędzie producenta.</translation>
    </message>
    <message>
        <source>The drive did not report whether its cache is on, so DriveProof offers no switch.</source>
        <translation>Dysk nie zgłosił, czy jego pamięć podręczna jest włączona, więc DriveProof nie oferuje przełącznika.</translation>
    </message>
    <message>
        <source>does not apply</source>
        <translation>nie dotyczy</translation>
    </message>
    <message>
        <source>Only a real drive has a cache of its own; see the note below.</source>
        <translation>Własną pamięć podręczną ma tylko prawdziwy dysk; zobacz uwagę poniżej.</translation>
    </message>
    <message>
        <source>none</source>
        <translation>brak</translation>
    </message>
    <message>
        <source>The drive has no volatile write cache.</source>
        <translation>Dysk nie ma ulotnej pamięci podręcznej zapisu.</translation>
    </message>
    <message>
        <source>on</source>
        <translation>włączona</translation>
    </message>
    <message>
        <source>off</source>
        <translation>wyłączona</translation>
    </message>
    <message>
        <source>The drive did not report its current setting.</source>
        <translation>Dysk nie zgłosił bieżącego ustawienia.</translation>
    </message>
    <message>
        <source>Kernel&apos;s view</source>
        <translation>Widok jądra</translation>
    </message>
    <message>
        <source>The kernel does not report a write-cache mode for this device.</source>
        <translation>Jądro nie zgłasza trybu pamięci podręcznej zapisu dla tego urządzenia.</translation>
    </message>
    <message>
        <source>What the kernel believes (queue/write_cache). With &quot;write back&quot; it asks the drive to flush its cache when a program commits data.</source>
        <translation>Co uważa jądro (queue/write_cache). W trybie &quot;write back&quot; prosi dysk o opróżnienie pamięci podręcznej, gdy program zatwierdza dane.</translation>
    </message>
    <message>
        <source>FUA</source>
        <translation>FUA</translation>
    </message>
    <message>
        <source>The kernel does not say whether it uses Forced Unit Access.</source>
        <translation>Jądro nie podaje, czy używa Forced Unit Access.</translation>
    </message>
    <message>
        <source>yes: single writes can be forced to the media</source>
        <translation>tak: pojedyncze zapisy mogą być wymuszone na nośnik</translation>
    </message>
    <message>
        <source>Forced Unit Access: the kernel can ask for single writes to reach stable media without flushing the whole cache.</source>
        <translation>Forced Unit Access: jądro może zażądać, aby pojedyncze zapisy trafiły na trwały nośnik bez opróżniania całej pamięci podręcznej.</translation>
    </message>
    <message>
        <source>%1, re-applied by udisks2 at every boot</source>
        <extracomment>%1 &quot;on&quot; or &quot;off&quot;</extracomment>
        <translation>%1, ustawiane przez udisks2 przy każdym uruchomieniu</translation>
    </message>
    <message>
        <source>%1, saved in the drive</source>
        <extracomment>%1 &quot;on&quot; or &quot;off&quot;</extracomment>
        <translation>%1, zapisane w dysku</translation>
    </message>
    <message>
        <source>Saved setting</source>
        <translation>Zapisane ustawienie</translation>
    </message>
    <message>
        <source>The setting the drive gets again after a power cycle.</source>
        <translation>Ustawienie, które dysk przyjmuje ponownie po wyłączeniu i włączeniu zasilania.</translation>
    </message>
    <message>
        <source>until the next power cycle, or for good with &quot;Keep after reboot&quot; (udisks2 re-applies it at every boot)</source>
        <translation>do następnego wyłączenia zasilania lub na stałe z opcją „Zachowaj po ponownym uruchomieniu” (udisks2 ustawia je przy każdym uruchomieniu)</translation>
    </message>
    <message>
        <source>until the next power cycle, or for good with &quot;Keep after reboot&quot; (saved in the drive)</source>
        <translation>do następnego wyłączenia zasilania lub na stałe z opcją „Zachowaj po ponownym uruchomieniu” (zapisane w dysku)</translation>
    </message>
    <message>
        <source>until the next power cycle</source>
        <translation>do następnego wyłączenia zasilania</translation>
    </message>
    <message>
        <source>A change lasts</source>
        <translation>Zmiana obowiązuje</translation>
    </message>
    <message>
        <source>Waiting for permission… If a password dialog opened, answer it there.</source>
        <translation>Oczekiwanie na zezwolenie… Jeśli otworzyło się okno hasła, odpowiedz w nim.</translation>
    </message>
    <message>
        <source>Switching…</source>
        <translation>Przełączanie…</translation>
    </message>
    <message>
        <source>Done: the drive&apos;s cache is on now (read again from the drive).</source>
        <translation>Gotowe: pamięć podręczna dysku jest teraz włączona (ponownie odczytano z dysku).</translation>
    </message>
    <message>
        <source>Done: the drive&apos;s cache is off now (read again from the drive).</source>
        <translation>Gotowe: pamięć podręczna dysku jest teraz wyłączona (ponownie odczytano z dysku).</translation>
    </message>
    <message>
        <source>The drive did not take the new setting: its cache is still off.</source>
        <translation>Dysk nie przyjął nowego ustawienia: jego pamięć podręczna jest nadal wyłączona.</translation>
    </message>
    <message>
        <source>The drive did not take the new setting: its cache is still on.</source>
        <translation>Dysk nie przyjął nowego ustawienia: jego pamięć podręczna jest nadal włączona.</translation>
    </message>
    <message>
        <source>Turn the cache off</source>
        <translation>Wyłącz pamięć podręczną</translation>
    </message>
    <message>
        <source>Turn the cache on</source>
        <translation>Włącz pamięć podręczną</translation>
    </message>
    <message>
        <source>Turn the write cache of %1 off</source>
        <extracomment>accessible name of the switch; %1 device path</extracomment>
        <translation>Wyłącz pamięć podręczną zapisu %1</translation>
    </message>
    <message>
        <source>Turn the write cache of %1 on</source>
        <extracomment>accessible name of the switch; %1 device path</extracomment>
        <translation>Włącz pamięć podręczną zapisu %1</translation>
    </message>
    <message>
        <source>Turning the cache off makes commits slower, often many times slower, but safe: acknowledged writes are on the media, even if the drive ignores flushes.</source>
        <translation>Wyłączenie pamięci podręcznej spowalnia zatwierdzenia, często wielokrotnie, ale jest bezpieczne: potwierdzone zapisy są na nośniku, nawet jeśli dysk ignoruje polecenia opróżnienia.</translation>
    </message>
    <message>
        <source>Turning the cache on makes writes faster. Commits stay safe only while the kernel sends flushes and the drive obeys them.</source>
        <translation>Włączenie pamięci podręcznej przyspiesza zapisy. Zatwierdzenia pozostają bezpieczne tylko wtedy, gdy jądro wysyła polecenia opróżnienia, a dysk je wykonuje.</translation>
    </message>
    <message>
        <source>udisks2 stores the setting and applies it again at every boot.</source>
        <translation>udisks2 przechowuje ustawienie i stosuje je ponownie przy każdym uruchomieniu.</translation>
    </message>
    <message>
        <source>The drive saves the setting and keeps it across power cycles.</source>
        <translation>Dysk zapisuje ustawienie i zachowuje je po wyłączeniu zasilania.</translation>
    </message>
    <message>
        <source>Why this matters</source>
        <translation>Dlaczego to ważne</translation>
    </message>
</context>
<context>
    <name>DriveProof::Health</name>
    <message>
        <source>The drive&apos;s SMART data could not be assessed: %1.</source>
        <extracomment>%1 the system&apos;s error text</extracomment>
        <translation>Nie udało się ocenić danych SMART dysku: %1.</translation>
    </message>
    <message>
        <source>The drive&apos;s SMART self-assessment passed, it reports no bad sectors, and no attribute is or was past its threshold.</source>
        <translation>Autodiagnostyka SMART dysku zakończyła się powodzeniem, dysk nie zgłasza uszkodzonych sektorów i żaden atrybut nie przekracza ani nie przekroczył swojego progu.</translation>
    </message>
    <message>
        <source>An attribute that predicts failure was past its threshold in the past. Keep backups and watch this drive.</source>
        <translation>Atrybut prognozujący awarię przekroczył w przeszłości swój próg. Rób kopie zapasowe i obserwuj ten dysk.</translation>
    </message>
    <message numerus="yes">
        <source>The drive has %n bad sector(s) (reallocated or waiting to be). Keep backups and check again soon: a growing number means the drive is wearing out.</source>
        <extracomment>%n number of bad sectors</extracomment>
        <translation>
            <numerusform>Dysk ma %n uszkodzony sektor (przemapowany lub oczekujący na przemapowanie). Rób kopie zapasowe i wkrótce sprawdź ponownie: rosnąca liczba oznacza, że dysk się zużywa.</numerusform>
            <numerusform>Dysk ma %n uszkodzone sektory (przemapowane lub oczekujące na przemapowanie). Rób kopie zapasowe i wkrótce sprawdź ponownie: rosnąca liczba oznacza, że dysk się zużywa.</numerusform>
            <numerusform>Dysk ma %n uszkodzonych sektorów (przemapowanych lub oczekujących na przemapowanie). Rób kopie zapasowe i wkrótce sprawdź ponownie: rosnąca liczba oznacza, że dysk się zużywa.</numerusform>
        </translation>
    </message>
    <message>
        <source>An attribute that predicts failure is past its threshold now: the drive expects to fail. Back up your data and replace the drive.</source>
        <translation>Atrybut prognozujący awarię przekracza teraz swój próg: dysk spodziewa się awarii. Wykonaj kopię zapasową danych i wymień dysk.</translation>
    </message>
    <message>
        <source>The drive has more bad sectors than its threshold allows. Back up your data and replace the drive.</source>
        <translation>Dysk ma więcej uszkodzonych sektorów, niż pozwala jego próg. Wykonaj kopię zapasową danych i wymień dysk.</translation>
    </message>
    <message>
        <source>The drive&apos;s own SMART self-assessment says it is failing. Back up your data now and replace the drive.</source>
        <translation>Własna autodiagnostyka SMART dysku wskazuje, że dysk ulega awarii. Natychmiast wykonaj kopię zapasową danych i wymień dysk.</translation>
    </message>
    <message>
        <source>libatasmart gave an assessment this version of DriveProof does not know.</source>
        <translation>libatasmart zwróciło ocenę, której ta wersja DriveProof nie zna.</translation>
    </message>
    <message>
        <source>%1 has no ATA health data: it is not an ATA drive (loop, virtual and NVMe devices have none).</source>
        <extracomment>%1 device</extracomment>
        <translation>%1 nie ma danych o stanie ATA: nie jest dyskiem ATA (urządzenia loop, wirtualne i NVMe ich nie mają).</translation>
    </message>
    <message>
        <source>The drive in %1 does not support SMART, so it reports no health data.</source>
        <extracomment>%1 device</extracomment>
        <translation>Dysk w %1 nie obsługuje SMART, więc nie zgłasza danych o stanie.</translation>
    </message>
    <message>
        <source>SMART is switched off on this drive, so it reports no health data. DriveProof does not switch it on by itself; &apos;smartctl -s on&apos; does.</source>
        <translation>SMART jest wyłączony na tym dysku, więc dysk nie zgłasza danych o stanie. DriveProof nie włącza go samodzielnie; robi to &apos;smartctl -s on&apos;.</translation>
    </message>
    <message>
        <source>%1 reports no ATA SMART data: it is not an ATA drive, or its USB bridge does not pass SMART commands through.</source>
        <extracomment>%1 device or file</extracomment>
        <translation>%1 nie zgłasza danych ATA SMART: nie jest dyskiem ATA albo jego mostek USB nie przekazuje poleceń SMART.</translation>
    </message>
    <message>
        <source>Reading SMART data from %1 failed: %2.</source>
        <extracomment>%1 device or file, %2 the system&apos;s error text</extracomment>
        <translation>Odczyt danych SMART z %1 nie powiódł się: %2.</translation>
    </message>
    <message>
        <source>Unexpected power losses (SMART attribute 174)</source>
        <translation>Nieoczekiwane utraty zasilania (atrybut SMART 174)</translation>
    </message>
    <message>
        <source>Unsafe shutdowns (SMART attribute 192)</source>
        <translation>Niebezpieczne wyłączenia (atrybut SMART 192)</translation>
    </message>
    <message>
        <source>Emergency head retracts at power-off (SMART attribute 192)</source>
        <translation>Awaryjne parkowanie głowic przy wyłączeniu zasilania (atrybut SMART 192)</translation>
    </message>
    <message>
        <source>The drive&apos;s answer to SMART RETURN STATUS did not come back (the registers were missing or not a known answer), so its own assessment is unknown; the attributes are shown as read.</source>
        <translation>Odpowiedź dysku na SMART RETURN STATUS nie wróciła (brakowało rejestrów lub odpowiedź była nieznana), więc jego własna ocena jest nieznana; atrybuty pokazano tak, jak je odczytano.</translation>
    </message>
    <message>
        <source>%1 is not a libatasmart SMART dump (tagged IDFY / SMST / SMDT / SMTH sections).</source>
        <extracomment>%1 file name</extracomment>
        <translation>%1 nie jest zrzutem SMART z libatasmart (sekcje oznaczone IDFY / SMST / SMDT / SMTH).</translation>
    </message>
    <message>
        <source>%1 is a virtual disk (%2) and answers no ATA health commands: the health of the drives behind it can be read on the host.</source>
        <extracomment>%1 device path, %2 who emulates the disk: &quot;QEMU&quot;, &quot;VMware&quot;, &quot;Hyper-V&quot;...</extracomment>
        <translation>%1 to dysk wirtualny (%2) i nie odpowiada na polecenia ATA dotyczące stanu: stan dysków za nim można odczytać na hoście.</translation>
    </message>
    <message>
        <source>%1 is a %2 device: it has no health data of its own to read.</source>
        <extracomment>%1 device path, %2 transport such as &quot;virtio&quot; or &quot;loop&quot;</extracomment>
        <translation>%1 to urządzenie %2: nie ma własnych danych o stanie do odczytania.</translation>
    </message>
    <message>
        <source>unknown</source>
        <translation>nieznany</translation>
    </message>
    <message>
        <source>The helper&apos;s health reply names no device.</source>
        <translation>Odpowiedź programu pomocniczego dotycząca stanu nie wskazuje urządzenia.</translation>
    </message>
    <message>
        <source>Critical warning: the spare capacity has fallen below the drive&apos;s threshold.</source>
        <translation>Ostrzeżenie krytyczne: pojemność zapasowa spadła poniżej progu dysku.</translation>
    </message>
    <message>
        <source>Critical warning: the temperature is outside the drive&apos;s limits.</source>
        <translation>Ostrzeżenie krytyczne: temperatura jest poza limitami dysku.</translation>
    </message>
    <message>
        <source>Critical warning: the drive&apos;s reliability is degraded by media errors or an internal error. Back up its data.</source>
        <translation>Ostrzeżenie krytyczne: niezawodność dysku jest obniżona z powodu błędów nośnika lub błędu wewnętrznego. Wykonaj kopię zapasową danych.</translation>
    </message>
    <message>
        <source>Critical warning: the drive has made its media read-only. Copy its data elsewhere.</source>
        <translation>Ostrzeżenie krytyczne: dysk przełączył nośnik w tryb tylko do odczytu. Skopiuj dane w inne miejsce.</translation>
    </message>
    <message>
        <source>Critical warning: the backup for the drive&apos;s volatile memory has failed, so cached writes may be lost at a power cut.</source>
        <translation>Ostrzeżenie krytyczne: zabezpieczenie ulotnej pamięci dysku uległo awarii, więc zapisy w pamięci podręcznej mogą zostać utracone przy odcięciu zasilania.</translation>
    </message>
    <message>
        <source>Critical warning: the drive&apos;s persistent memory region has become read-only.</source>
        <translation>Ostrzeżenie krytyczne: obszar pamięci trwałej dysku stał się tylko do odczytu.</translation>
    </message>
    <message>
        <source>Critical warning: bit %1, which this version of DriveProof does not know, is set.</source>
        <extracomment>%1 bit number of the NVMe critical warning byte</extracomment>
        <translation>Ostrzeżenie krytyczne: ustawiony jest bit %1, którego ta wersja DriveProof nie zna.</translation>
    </message>
    <message>
        <source>Only %L1% spare capacity is left, below the drive&apos;s threshold of %L2%.</source>
        <extracomment>%1 spare capacity left in percent, %2 the drive&apos;s threshold in percent</extracomment>
        <translation>Pozostało tylko %L1% pojemności zapasowej, poniżej progu dysku wynoszącego %L2%.</translation>
    </message>
    <message>
        <source>The drive has used %L1% of its rated endurance: it has taken more writes than it was designed for.</source>
        <extracomment>%1 percentage of the rated endurance used, 100 or more</extracomment>
        <translation>Dysk wykorzystał %L1% znamionowej wytrzymałości: przyjął więcej zapisów, niż przewidziano w jego konstrukcji.</translation>
    </message>
    <message>
        <source>The drive has used %L1% of its rated endurance.</source>
        <extracomment>%1 percentage of the rated endurance used</extracomment>
        <translation>Dysk wykorzystał %L1% znamionowej wytrzymałości.</translation>
    </message>
    <message numerus="yes">
        <source>The drive has recorded %Ln media or data integrity error(s).</source>
        <extracomment>%n number of errors (counts beyond the int range are shown as the int maximum)</extracomment>
        <translation>
            <numerusform>Dysk zarejestrował %Ln błąd nośnika lub integralności danych.</numerusform>
            <numerusform>Dysk zarejestrował %Ln błędy nośnika lub integralności danych.</numerusform>
            <numerusform>Dysk zarejestrował %Ln błędów nośnika lub integralności danych.</numerusform>
        </translation>
    </message>
    <message>
        <source>The drive is at %L1 °C, at or above its critical temperature of %L2 °C.</source>
        <extracomment>%1 current temperature in °C, %2 the drive&apos;s critical limit in °C</extracomment>
        <translation>Dysk ma temperaturę %L1 °C, równą lub wyższą od swojej temperatury krytycznej %L2 °C.</translation>
    </message>
    <message>
        <source>The drive is at %L1 °C, at or above its warning temperature of %L2 °C.</source>
        <extracomment>%1 current temperature in °C, %2 the drive&apos;s warning limit in °C</extracomment>
        <translation>Dysk ma temperaturę %L1 °C, równą lub wyższą od swojej temperatury ostrzegawczej %L2 °C.</translation>
    </message>
    <message>
        <source>The drive is at %L1 °C, at or above %L2 °C, where most drives slow down to cool off.</source>
        <extracomment>%1 current temperature in °C, %2 a generic limit in °C</extracomment>
        <translation>Dysk ma temperaturę %L1 °C, równą lub wyższą od %L2 °C, przy której większość dysków zwalnia, aby się ochłodzić.</translation>
    </message>
    <message>
        <source>The NVMe health log reports no problems.</source>
        <translation>Dziennik stanu NVMe nie zgłasza problemów.</translation>
    </message>
    <message>
        <source>The helper&apos;s health reply has a reason without a code. Restart DriveProof after an update.</source>
        <translation>Odpowiedź programu pomocniczego dotycząca stanu zawiera przyczynę bez kodu. Po aktualizacji uruchom ponownie DriveProof.</translation>
    </message>
    <message>
        <source>The helper&apos;s health reply has reasons in a form this version does not read. Restart DriveProof after an update.</source>
        <translation>Odpowiedź programu pomocniczego dotycząca stanu zawiera przyczyny w formie, której ta wersja nie odczytuje. Po aktualizacji uruchom ponownie DriveProof.</translation>
    </message>
    <message>
        <source>Reason %1 (%2)</source>
        <extracomment>a reason this version does not know (from a newer helper); %1 its code, %2 its arguments</extracomment>
        <translation>Przyczyna %1 (%2)</translation>
    </message>
    <message>
        <source>Rate of errors while reading; the raw value&apos;s meaning is the maker&apos;s own.</source>
        <translation>Częstość błędów odczytu; znaczenie surowej wartości określa producent.</translation>
    </message>
    <message>
        <source>Time the platters take to reach full speed.</source>
        <translation>Czas, w jakim talerze osiągają pełną prędkość.</translation>
    </message>
    <message>
        <source>Times the spindle started and stopped.</source>
        <translation>Ile razy silnik się uruchomił i zatrzymał.</translation>
    </message>
    <message>
        <source>Sectors found bad and replaced by spares; a new drive has 0.</source>
        <translation>Sektory uznane za uszkodzone i zastąpione zapasowymi; nowy dysk ma ich 0.</translation>
    </message>
    <message>
        <source>Rate of head positioning errors; the raw value&apos;s meaning is the maker&apos;s own.</source>
        <translation>Częstość błędów pozycjonowania głowic; znaczenie surowej wartości określa producent.</translation>
    </message>
    <message>
        <source>Hours the drive has been powered on.</source>
        <translation>Godziny, przez które dysk był włączony.</translation>
    </message>
    <message>
        <source>Times the spindle needed more than one try to spin up.</source>
        <translation>Ile razy silnik potrzebował więcej niż jednej próby, by się rozpędzić.</translation>
    </message>
    <message>
        <source>Times the drive was switched on.</source>
        <translation>Ile razy dysk został włączony.</translation>
    </message>
    <message>
        <source>How worn the flash is (erase cycles); the normalised value falls as it wears.</source>
        <translation>Jak zużyta jest pamięć flash (cykle kasowania); znormalizowana wartość spada wraz ze zużyciem.</translation>
    </message>
    <message>
        <source>Times power was lost without the host telling the drive first.</source>
        <translation>Ile razy zanikło zasilanie, zanim komputer uprzedził dysk.</translation>
    </message>
    <message>
        <source>Blocks that went bad while in use.</source>
        <translation>Bloki, które uszkodziły się w trakcie pracy.</translation>
    </message>
    <message>
        <source>Data corrupted between the host interface and the media, inside the drive.</source>
        <translation>Dane uszkodzone wewnątrz dysku, między interfejsem a nośnikiem.</translation>
    </message>
    <message>
        <source>Reads the drive could not correct and reported as errors.</source>
        <translation>Odczyty, których dysk nie zdołał poprawić i zgłosił jako błędy.</translation>
    </message>
    <message>
        <source>Commands that timed out, often from cabling or power trouble.</source>
        <translation>Polecenia, które przekroczyły czas, często przez kabel lub zasilanie.</translation>
    </message>
    <message>
        <source>Temperature of the air around the drive.</source>
        <translation>Temperatura powietrza wokół dysku.</translation>
    </message>
    <message>
        <source>Times the heads were parked in an emergency because power went away.</source>
        <translation>Ile razy głowice zaparkowano awaryjnie, bo zanikło zasilanie.</translation>
    </message>
    <message>
        <source>Times the heads were parked and loaded again.</source>
        <translation>Ile razy głowice zaparkowano i załadowano ponownie.</translation>
    </message>
    <message>
        <source>Temperature of the drive.</source>
        <translation>Temperatura dysku.</translation>
    </message>
    <message>
        <source>Times sectors were moved to spares.</source>
        <translation>Ile razy sektory przeniesiono do zapasu.</translation>
    </message>
    <message>
        <source>Sectors that could not be read and wait to be rewritten or replaced.</source>
        <translation>Sektory, których nie udało się odczytać i które czekają na ponowny zapis lub wymianę.</translation>
    </message>
    <message>
        <source>Sectors the drive&apos;s own scan could not read.</source>
        <translation>Sektory, których nie odczytało własne skanowanie dysku.</translation>
    </message>
    <message>
        <source>Transfers garbled on the cable; a count that grows means a bad cable or connector, not a bad drive.</source>
        <translation>Transmisje zniekształcone na kablu; rosnący licznik oznacza zły kabel lub złącze, a nie zły dysk.</translation>
    </message>
    <message>
        <source>Amount written to the drive, in the maker&apos;s units (often 512-byte sectors).</source>
        <translation>Ilość zapisana na dysk, w jednostkach producenta (często sektorach 512-bajtowych).</translation>
    </message>
    <message>
        <source>Amount read from the drive, in the maker&apos;s units (often 512-byte sectors).</source>
        <translation>Ilość odczytana z dysku, w jednostkach producenta (często sektorach 512-bajtowych).</translation>
    </message>
    <message>
        <source>Defined by the drive&apos;s maker; its meaning differs between models.</source>
        <translation>Określa producent dysku; znaczenie różni się między modelami.</translation>
    </message>
    <message>
        <source>%1 °C (lowest %2, highest %3)</source>
        <extracomment>a drive temperature and the range it has seen; %1 now, %2 lowest, %3 highest</extracomment>
        <translation>%1 °C (najniższa %2, najwyższa %3)</translation>
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
        <translation>%1 ma %2 bajtów zamiast 512.</translation>
    </message>
    <message>
        <source>The drive returned no SCT Status.</source>
        <translation>Dysk nie zwrócił stanu SCT.</translation>
    </message>
    <message>
        <source>%1 is behind a USB bridge (%2, driver %3) that does not pass ATA commands through (SAT), so the drive&apos;s SMART records cannot be read over it. Connect the drive by SATA to read them.</source>
        <extracomment>%1 device path, %2 the USB bridge&apos;s name as it answers INQUIRY, %3 the USB driver (&quot;uas&quot; or &quot;usb-storage&quot;)</extracomment>
        <translation>%1 jest za mostkiem USB (%2, sterownik %3), który nie przepuszcza poleceń ATA (SAT), więc zapisów SMART dysku nie da się przez niego odczytać. Podłącz dysk przez SATA, aby je odczytać.</translation>
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
        <translation>Atrybut %1 (%2) liczy %3. Spośród dysków twardych, które zawiodły w Backblaze, %4 miało go powyżej zera, wobec %5 tych, które nadal działały (%6).</translation>
    </message>
    <message>
        <source>In Google&apos;s fleet, drives were %1 times as likely to fail within 60 days after the first such event (%2).</source>
        <extracomment>%1 how many times, e.g. &quot;14&quot;, %2 the study it comes from</extracomment>
        <translation>We flocie Google dyski po pierwszym takim zdarzeniu %1 razy częściej psuły się w ciągu 60 dni (%2).</translation>
    </message>
    <message>
        <source>Pre-fail</source>
        <extracomment>SMART attribute type: its failure predicts the drive&apos;s failure</extracomment>
        <translation>Przedawaryjny</translation>
    </message>
    <message>
        <source>Old-age</source>
        <translation>Starzenie</translation>
    </message>
    <message>
        <source>Always</source>
        <extracomment>SMART attribute: updated while the drive works / only by off-line scans</extracomment>
        <translation>Zawsze</translation>
    </message>
    <message>
        <source>Offline</source>
        <translation>Offline</translation>
    </message>
    <message>
        <source>Errors the drive logged over its life; each one is a command that failed.</source>
        <translation>Błędy, które dysk zapisał przez całe życie; każdy to polecenie, które się nie powiodło.</translation>
    </message>
    <message>
        <source>%1 °C (lifetime %2 to %3 °C)</source>
        <extracomment>%1 temperature now, %2 lowest and %3 highest the drive ever had</extracomment>
        <translation>%1 °C (przez całe życie od %2 do %3 °C)</translation>
    </message>
    <message>
        <source>The drive&apos;s temperature and its lifetime range, from its SCT Status.</source>
        <translation>Temperatura dysku i jej zakres przez całe życie, według stanu SCT.</translation>
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
        <translation>Problemy zgłaszane przez sam dysk (zapas, temperatura, niezawodność, tylko do odczytu, podtrzymanie); 0 oznacza brak.</translation>
    </message>
    <message>
        <source>The drive&apos;s overall temperature.</source>
        <translation>Ogólna temperatura dysku.</translation>
    </message>
    <message>
        <source>%1 (threshold %2)</source>
        <translation>%1 (próg %2)</translation>
    </message>
    <message>
        <source>Reserve flash left for replacing worn blocks; the drive warns below the threshold.</source>
        <translation>Pozostały zapas flash do wymiany zużytych bloków; poniżej progu dysk ostrzega.</translation>
    </message>
    <message>
        <source>The maker&apos;s estimate of the rated life used; it can pass 100%.</source>
        <translation>Szacunek producenta, jaka część znamionowej żywotności została zużyta; może przekroczyć 100%.</translation>
    </message>
    <message>
        <source>The same kind of warnings for the drive&apos;s endurance groups; 0 means none.</source>
        <translation>Te same ostrzeżenia dla grup wytrzymałości dysku; 0 oznacza brak.</translation>
    </message>
    <message>
        <source>Amount the host read, in units of 512,000 bytes.</source>
        <translation>Ilość odczytana przez komputer, w jednostkach po 512 000 bajtów.</translation>
    </message>
    <message>
        <source>Amount the host wrote, in units of 512,000 bytes.</source>
        <translation>Ilość zapisana przez komputer, w jednostkach po 512 000 bajtów.</translation>
    </message>
    <message>
        <source>Read commands the drive completed.</source>
        <translation>Polecenia odczytu wykonane przez dysk.</translation>
    </message>
    <message>
        <source>Write commands the drive completed.</source>
        <translation>Polecenia zapisu wykonane przez dysk.</translation>
    </message>
    <message>
        <source>Minutes the drive was busy with commands.</source>
        <translation>Minuty, w których dysk był zajęty poleceniami.</translation>
    </message>
    <message>
        <source>Data the drive could not read or write correctly.</source>
        <translation>Dane, których dysk nie mógł poprawnie odczytać lub zapisać.</translation>
    </message>
    <message>
        <source>Entries in the drive&apos;s error log over its life; many are harmless rejected commands.</source>
        <translation>Wpisy w dzienniku błędów dysku przez całe życie; wiele to nieszkodliwe odrzucone polecenia.</translation>
    </message>
    <message>
        <source>Minutes spent above the drive&apos;s warning temperature.</source>
        <translation>Minuty powyżej temperatury ostrzegawczej dysku.</translation>
    </message>
    <message>
        <source>Minutes spent above the drive&apos;s critical temperature.</source>
        <translation>Minuty powyżej temperatury krytycznej dysku.</translation>
    </message>
    <message>
        <source>Temperature of one sensor inside the drive.</source>
        <translation>Temperatura jednego czujnika wewnątrz dysku.</translation>
    </message>
    <message>
        <source>Times the drive slowed itself down lightly to cool off.</source>
        <translation>Ile razy dysk lekko zwolnił, żeby ostygnąć.</translation>
    </message>
    <message>
        <source>Times the drive slowed itself down hard to cool off.</source>
        <translation>Ile razy dysk mocno zwolnił, żeby ostygnąć.</translation>
    </message>
    <message>
        <source>Seconds spent slowed down lightly for heat.</source>
        <translation>Sekundy lekkiego spowolnienia z powodu ciepła.</translation>
    </message>
    <message>
        <source>Seconds spent slowed down hard for heat.</source>
        <translation>Sekundy mocnego spowolnienia z powodu ciepła.</translation>
    </message>
    <message>
        <source>ID</source>
        <extracomment>column titles of the SMART attribute table, as smartctl and GNOME Disks name them</extracomment>
        <translation>ID</translation>
    </message>
    <message>
        <source>Attribute</source>
        <translation>Atrybut</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>Wartość</translation>
    </message>
    <message>
        <source>Worst</source>
        <translation>Najgorsza</translation>
    </message>
    <message>
        <source>Threshold</source>
        <translation>Próg</translation>
    </message>
    <message>
        <source>Type</source>
        <translation>Typ</translation>
    </message>
    <message>
        <source>Updated</source>
        <translation>Aktualizacja</translation>
    </message>
    <message>
        <source>When failed</source>
        <translation>Kiedy awaria</translation>
    </message>
    <message>
        <source>Raw value</source>
        <translation>Surowa wartość</translation>
    </message>
    <message>
        <source>Meaning</source>
        <translation>Znaczenie</translation>
    </message>
    <message>
        <source>Self-test</source>
        <translation>Autotest</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Wynik</translation>
    </message>
    <message>
        <source>Power-on hours</source>
        <translation>Godziny pracy</translation>
    </message>
    <message>
        <source>First failing sector</source>
        <translation>Pierwszy uszkodzony sektor</translation>
    </message>
    <message>
        <source>Self-test log: empty.</source>
        <translation>Dziennik autotestów: pusty.</translation>
    </message>
    <message>
        <source>The drive, or the bridge in front of it, refused: %1.</source>
        <extracomment>%1 a list of ATA or NVMe commands, e.g. &quot;SMART READ LOG 06h&quot;</extracomment>
        <translation>Dysk lub mostek przed nim odmówił: %1.</translation>
    </message>
    <message>
        <source>Failing now</source>
        <extracomment>a SMART attribute at or below its threshold now</extracomment>
        <translation>Awaria teraz</translation>
    </message>
    <message>
        <source>Failed in the past</source>
        <extracomment>a SMART attribute that reached its threshold once</extracomment>
        <translation>Awaria w przeszłości</translation>
    </message>
    <message>
        <source>The data %1 returned could not be decoded: %2</source>
        <extracomment>%1 device path, %2 what is wrong with the data</extracomment>
        <translation>Nie udało się zdekodować danych zwróconych przez %1: %2</translation>
    </message>
    <message>
        <source>The NVMe self-test log has %1 bytes instead of %2.</source>
        <translation>Dziennik autotestów NVMe ma %1 bajtów zamiast %2.</translation>
    </message>
    <message>
        <source>The drive in %1 does not offer a conveyance self-test.</source>
        <extracomment>%1 device path</extracomment>
        <translation>Dysk w %1 nie oferuje autotestu transportowego.</translation>
    </message>
    <message>
        <source>The drive in %1 does not offer self-tests.</source>
        <extracomment>%1 device path</extracomment>
        <translation>Dysk w %1 nie oferuje autotestów.</translation>
    </message>
    <message>
        <source>A self-test is already running on %1 (%2% done): wait for it, or abort it first.</source>
        <extracomment>%1 device path, %2 how far the running test is, in percent</extracomment>
        <translation>Na %1 trwa już autotest (wykonano %2%): poczekaj na jego koniec albo najpierw go przerwij.</translation>
    </message>
    <message>
        <source>A DriveProof test is running on %1: a self-test now would disturb it. Start the self-test when the test is done.</source>
        <extracomment>%1 device path</extracomment>
        <translation>Na %1 trwa test DriveProof: autotest teraz by mu przeszkodził. Uruchom autotest, gdy test się skończy.</translation>
    </message>
    <message>
        <source>%1 takes no self-test commands.</source>
        <extracomment>%1 device path</extracomment>
        <translation>%1 nie przyjmuje poleceń autotestu.</translation>
    </message>
    <message>
        <source>Off-line scan</source>
        <extracomment>kind of drive self-test</extracomment>
        <translation>Skanowanie offline</translation>
    </message>
    <message>
        <source>Short</source>
        <extracomment>kind of drive self-test</extracomment>
        <translation>Krótki</translation>
    </message>
    <message>
        <source>Extended</source>
        <extracomment>kind of drive self-test</extracomment>
        <translation>Rozszerzony</translation>
    </message>
    <message>
        <source>Conveyance</source>
        <extracomment>kind of drive self-test</extracomment>
        <translation>Transportowy</translation>
    </message>
    <message>
        <source>Selective</source>
        <extracomment>kind of drive self-test: only the ranges of sectors the host chose</extracomment>
        <translation>Selektywny</translation>
    </message>
    <message>
        <source>Vendor specific</source>
        <extracomment>kind of drive self-test</extracomment>
        <translation>Specyficzny dla producenta</translation>
    </message>
    <message>
        <source>Completed without error</source>
        <translation>Zakończony bez błędów</translation>
    </message>
    <message>
        <source>Aborted by the host</source>
        <translation>Przerwany przez komputer</translation>
    </message>
    <message>
        <source>Interrupted by a reset</source>
        <translation>Przerwany przez reset</translation>
    </message>
    <message>
        <source>Could not complete: fatal error</source>
        <translation>Nie ukończono: błąd krytyczny</translation>
    </message>
    <message>
        <source>Failed (part unknown)</source>
        <translation>Niepowodzenie (nieznana część)</translation>
    </message>
    <message>
        <source>Failed: electrical part</source>
        <translation>Niepowodzenie: część elektryczna</translation>
    </message>
    <message>
        <source>Failed: servo or seek</source>
        <translation>Niepowodzenie: serwo lub pozycjonowanie</translation>
    </message>
    <message>
        <source>Failed: read error</source>
        <translation>Niepowodzenie: błąd odczytu</translation>
    </message>
    <message>
        <source>Failed: suspected handling damage</source>
        <translation>Niepowodzenie: podejrzenie uszkodzenia przy obchodzeniu się</translation>
    </message>
    <message>
        <source>In progress</source>
        <translation>W toku</translation>
    </message>
    <message>
        <source>Unknown status %1</source>
        <extracomment>%1 a status number the standard reserves</extracomment>
        <translation>Nieznany stan %1</translation>
    </message>
    <message>
        <source>Aborted: a namespace was removed</source>
        <translation>Przerwany: usunięto przestrzeń nazw</translation>
    </message>
    <message>
        <source>Aborted: the drive was formatted</source>
        <translation>Przerwany: dysk został sformatowany</translation>
    </message>
    <message>
        <source>Failed in segment %1</source>
        <extracomment>%1 the number of the test segment that failed</extracomment>
        <translation>Niepowodzenie w segmencie %1</translation>
    </message>
    <message>
        <source>Aborted for an unknown reason</source>
        <translation>Przerwany z nieznanego powodu</translation>
    </message>
    <message>
        <source>Aborted: the drive was sanitized</source>
        <translation>Przerwany: dysk został wyczyszczony (sanitize)</translation>
    </message>
    <message>
        <source>Looks new: %1 power-on hours, %2 power cycles, %3 written.</source>
        <extracomment>%1 power-on hours, %2 power cycles, %3 amount written (&quot;1.2 GB&quot;)</extracomment>
        <translation>Wygląda na nowy: %1 h pracy, %2 włączeń, zapisano %3.</translation>
    </message>
    <message>
        <source>Used before: %1 power-on hours, %2 power cycles, %3 written. A drive sold as new has a few hours from the factory at most.</source>
        <extracomment>%1 power-on hours, %2 power cycles, %3 amount written (&quot;12 TB&quot;)</extracomment>
        <translation>Używany: %1 h pracy, %2 włączeń, zapisano %3. Dysk sprzedany jako nowy ma najwyżej kilka godzin z fabryki.</translation>
    </message>
    <message>
        <source>The drive counts 0 power-on hours but %1 written: its counters may have been reset.</source>
        <extracomment>%1 amount written (&quot;12 TB&quot;)</extracomment>
        <translation>Dysk liczy 0 h pracy, ale zapisano %1: jego liczniki mogły zostać wyzerowane.</translation>
    </message>
    <message>
        <source>The drive counts %1 power cycles in %2 power-on hours, more than those hours can hold: its counters may have been reset.</source>
        <extracomment>%1 power cycles, %2 power-on hours</extracomment>
        <translation>Dysk liczy %1 włączeń w %2 h pracy, więcej, niż mieści się w tych godzinach: jego liczniki mogły zostać wyzerowane.</translation>
    </message>
    <message>
        <source>%1 written of the %2 the maker rates this model for (%3%).</source>
        <extracomment>%1 amount written, %2 the rated endurance (&quot;600 TB&quot;), %3 percent of it</extracomment>
        <translation>Zapisano %1 z %2, na które producent ocenia ten model (%3%).</translation>
    </message>
    <message>
        <source>Since DriveProof first read it (%1): %2 hours, %3 written.</source>
        <extracomment>%1 the date DriveProof first read the drive, %2 hours since, %3 amount written since</extracomment>
        <translation>Od pierwszego odczytu przez DriveProof (%1): %2 h, zapisano %3.</translation>
    </message>
    <message>
        <source>new</source>
        <extracomment>is the drive new? the verdict</extracomment>
        <translation>nowy</translation>
    </message>
    <message>
        <source>used</source>
        <extracomment>is the drive new? the verdict</extracomment>
        <translation>używany</translation>
    </message>
    <message>
        <source>possibly reset</source>
        <extracomment>is the drive new? the verdict: its counters contradict each other</extracomment>
        <translation>może wyzerowany</translation>
    </message>
    <message>
        <source>Identify Namespace is too short (%1 bytes) for its LBA formats.</source>
        <extracomment>%1 bytes received</extracomment>
        <translation>Identify Namespace jest za krótkie (%1 B) na swoje formaty LBA.</translation>
    </message>
    <message>
        <source>Identify Namespace lists more LBA formats (%1) than there can be (%2).</source>
        <extracomment>%1 how many LBA formats the drive claims, %2 the most there can be</extracomment>
        <translation>Identify Namespace wymienia więcej formatów LBA (%1), niż może ich być (%2).</translation>
    </message>
    <message>
        <source>Identify Namespace says LBA format %1 is in use, but lists formats 0 to %2 only.</source>
        <extracomment>%1 the number of the format in use, %2 the highest number the drive lists</extracomment>
        <translation>Identify Namespace podaje, że używany jest format LBA %1, ale wymienia tylko formaty od 0 do %2.</translation>
    </message>
    <message>
        <source>In use: LBA format %1, sectors of %2 bytes with %3 bytes of metadata, which the drive marks as &quot;%4&quot;.</source>
        <extracomment>%1 LBA format number, %2 bytes per sector, %3 metadata bytes per sector, %4 how fast the drive says the format is (&quot;best&quot;, &quot;better&quot;, &quot;good&quot;, &quot;degraded&quot;)</extracomment>
        <translation>Używany: format LBA %1, sektory po %2 B z %3 B metadanych, które dysk oznacza jako „%4”.</translation>
    </message>
    <message>
        <source>The drive offers %5-byte sectors marked &quot;%6&quot;, faster than the %2-byte ones in use (&quot;%3&quot;). Switching means reformatting the namespace, which erases everything on it: nvme format %1 --lbaf=%4 — DriveProof never does this.</source>
        <extracomment>%1 device (/dev/nvme0n1), %2 bytes per sector in use, %3 how fast the drive marks the format in use, %4 the faster format&apos;s number, %5 its bytes per sector, %6 how fast the drive marks it. The command stays as it is.</extracomment>
        <translation>Dysk oferuje sektory po %5 B oznaczone jako „%6”, szybsze niż używane sektory po %2 B („%3”). Zmiana oznacza ponowne sformatowanie przestrzeni nazw, co kasuje wszystko, co się na niej znajduje: nvme format %1 --lbaf=%4 — DriveProof nigdy tego nie robi.</translation>
    </message>
    <message>
        <source>None of the LBA formats the drive offers (%1) is marked faster than the one in use.</source>
        <extracomment>%1 how many LBA formats the drive offers (2 or more)</extracomment>
        <translation>Żaden z formatów LBA oferowanych przez dysk (%1) nie jest oznaczony jako szybszy od używanego.</translation>
    </message>
    <message>
        <source>The namespace offers only the LBA format in use.</source>
        <translation>Przestrzeń nazw oferuje tylko używany format LBA.</translation>
    </message>
    <message>
        <source>LBA format %1 carries %2 bytes of metadata per sector; only software that handles metadata (end-to-end protection) uses it.</source>
        <extracomment>%1 LBA format number, %2 metadata bytes per sector</extracomment>
        <translation>Format LBA %1 niesie %2 B metadanych na sektor; korzysta z nich tylko oprogramowanie obsługujące metadane (ochrona end-to-end).</translation>
    </message>
    <message>
        <source>LBA format note %1 (%2)</source>
        <extracomment>a finding this version does not know; %1 its code, %2 its arguments</extracomment>
        <translation>Uwaga o formacie LBA %1 (%2)</translation>
    </message>
    <message>
        <source>best</source>
        <comment>LBA format performance</comment>
        <extracomment>how fast the drive says an LBA format is: the fastest of four grades</extracomment>
        <translation>najlepsza</translation>
    </message>
    <message>
        <source>better</source>
        <comment>LBA format performance</comment>
        <extracomment>how fast the drive says an LBA format is: the second of four grades</extracomment>
        <translation>lepsza</translation>
    </message>
    <message>
        <source>good</source>
        <comment>LBA format performance</comment>
        <extracomment>how fast the drive says an LBA format is: the third of four grades</extracomment>
        <translation>dobra</translation>
    </message>
    <message>
        <source>degraded</source>
        <comment>LBA format performance</comment>
        <extracomment>how fast the drive says an LBA format is: the slowest of four grades</extracomment>
        <translation>obniżona</translation>
    </message>
    <message>
        <source>not available</source>
        <extracomment>an LBA format the drive lists but does not offer now</extracomment>
        <translation>niedostępny</translation>
    </message>
    <message>
        <source>%1 bytes, %2</source>
        <extracomment>%1 bytes per sector, %2 how fast the drive says it is</extracomment>
        <translation>%1 B, %2</translation>
    </message>
    <message>
        <source>%1 bytes + %2 bytes metadata, %3</source>
        <extracomment>%1 bytes per sector, %2 metadata bytes per sector, %3 how fast the drive says it is</extracomment>
        <translation>%1 B + %2 B metadanych, %3</translation>
    </message>
    <message>
        <source>%1 % left</source>
        <extracomment>%1 percent of the drive&apos;s rated life that is left</extracomment>
        <translation>pozostało %1%</translation>
    </message>
    <message>
        <source>%1 % used</source>
        <extracomment>%1 percent of the drive&apos;s rated life that is used</extracomment>
        <translation>zużyto %1%</translation>
    </message>
    <message>
        <source>Attribute %1 (%2) is at %3, at or below its threshold of %4: the part it watches is worn out or failing, though the drive does not count it as a failure prediction.</source>
        <extracomment>%1 attribute number, %2 its name, %3 its value now, %4 the threshold</extracomment>
        <translation>Atrybut %1 (%2) ma wartość %3, równą progowi %4 lub niższą: monitorowany przez niego element jest zużyty lub ulega awarii, choć dysk nie traktuje tego jako prognozy awarii.</translation>
    </message>
    <message>
        <source>Error log: the latest error happened at power-on hour %1.</source>
        <extracomment>%1 a power-on hour</extracomment>
        <translation>Dziennik błędów: ostatni błąd wystąpił przy %1 h pracy.</translation>
    </message>
    <message>
        <source>Self-test log: the latest self-test ran at power-on hour %1.</source>
        <extracomment>%1 a power-on hour</extracomment>
        <translation>Dziennik autotestów: ostatni autotest wykonano przy %1 h pracy.</translation>
    </message>
    <message>
        <source>The error log has an error at power-on hour %1, but the power-on counter says %2 hours: the counter went back (reset, or run over), so it does not say how long the drive was used.</source>
        <extracomment>%1 the power-on hour the log stamped, %2 the power-on hours the counter says</extracomment>
        <translation>Dziennik błędów zawiera błąd przy %1 h pracy, ale licznik godzin pracy pokazuje %2 h: licznik cofnął się (został wyzerowany lub się przepełnił), więc nie mówi, jak długo dysk był używany.</translation>
    </message>
    <message>
        <source>The self-test log has a test at power-on hour %1, but the power-on counter says %2 hours: the counter went back (reset, or run over), so it does not say how long the drive was used.</source>
        <extracomment>%1 the power-on hour the log stamped, %2 the power-on hours the counter says</extracomment>
        <translation>Dziennik autotestów zawiera test przy %1 h pracy, ale licznik godzin pracy pokazuje %2 h: licznik cofnął się (został wyzerowany lub się przepełnił), więc nie mówi, jak długo dysk był używany.</translation>
    </message>
    <message>
        <source>The FARM log counts %1 power-on hours, but the SMART counter says %2: the SMART counter was reset, and the drive has been used for at least %1 hours.</source>
        <extracomment>%1 power-on hours in the FARM log, %2 power-on hours of the SMART counter</extracomment>
        <translation>Dziennik FARM liczy %1 h pracy, ale licznik SMART pokazuje %2: licznik SMART został wyzerowany, a dysk był używany przez co najmniej %1 h.</translation>
    </message>
    <message>
        <source>The FARM log&apos;s spindle hours (%1) exceed its power-on hours (%2): its power-on hours were reset too.</source>
        <extracomment>%1 spindle hours, %2 power-on hours, both from the FARM log</extracomment>
        <translation>Godziny obrotów silnika w dzienniku FARM (%1) przekraczają jego godziny pracy (%2): jego godziny pracy również zostały wyzerowane.</translation>
    </message>
    <message>
        <source>The FARM log&apos;s head-flight hours (%1) exceed its power-on hours (%2): its power-on hours were reset too.</source>
        <extracomment>%1 head-flight hours, %2 power-on hours, both from the FARM log</extracomment>
        <translation>Godziny lotu głowic w dzienniku FARM (%1) przekraczają jego godziny pracy (%2): jego godziny pracy również zostały wyzerowane.</translation>
    </message>
    <message>
        <source>FARM log: %1 power-on hours, %2 spindle hours, %3 head-flight hours; assembled in week %4 of %5.</source>
        <extracomment>%1 power-on, %2 spindle, %3 head-flight hours; the drive was assembled in week %4 of the year %5 (e.g. &quot;17&quot;, &quot;2025&quot;)</extracomment>
        <translation>Dziennik FARM: %1 h pracy, %2 h obrotów silnika, %3 h lotu głowic; dysk zmontowano w %4. tygodniu roku %5.</translation>
    </message>
    <message>
        <source>FARM log: %1 power-on hours, %2 spindle hours, %3 head-flight hours.</source>
        <extracomment>%1 power-on, %2 spindle, %3 head-flight hours</extracomment>
        <translation>Dziennik FARM: %1 h pracy, %2 h obrotów silnika, %3 h lotu głowic.</translation>
    </message>
</context>
<context>
    <name>DriveProof::Helper</name>
    <message>
        <source>Not authorised to use %1: the authentication was cancelled or refused.</source>
        <extracomment>%1 device path</extracomment>
        <translation>Brak uprawnień do użycia %1: uwierzytelnianie zostało anulowane lub odrzucone.</translation>
    </message>
    <message>
        <source>Could not ask polkit whether %1 may be used (%2). Make sure polkit is installed and running, then try again.</source>
        <extracomment>%1 device path, %2 D-Bus error text</extracomment>
        <translation>Nie udało się zapytać polkit, czy można użyć %1 (%2). Upewnij się, że polkit jest zainstalowany i działa, a następnie spróbuj ponownie.</translation>
    </message>
    <message>
        <source>Not authorised to use %1: authentication is needed, but no authentication agent could ask for it. Start DriveProof from a desktop session, or run pkttyagent in this terminal.</source>
        <extracomment>%1 device path</extracomment>
        <translation>Brak uprawnień do użycia %1: wymagane jest uwierzytelnienie, ale żaden agent uwierzytelniania nie mógł o nie poprosić. Uruchom DriveProof z sesji graficznej lub uruchom pkttyagent w tym terminalu.</translation>
    </message>
    <message>
        <source>Not authorised to use %1. Ask an administrator to allow it.</source>
        <extracomment>%1 device path</extracomment>
        <translation>Brak uprawnień do użycia %1. Poproś administratora o zezwolenie.</translation>
    </message>
    <message>
        <source>%1 is a symbolic link. Give the device node itself, as lsblk lists it.</source>
        <extracomment>%1 device path</extracomment>
        <translation>%1 jest dowiązaniem symbolicznym. Podaj sam węzeł urządzenia, tak jak wymienia go lsblk.</translation>
    </message>
    <message>
        <source>%1 is in use: it is mounted, or another program holds it exclusively. Unmount it or close that program, then try again.</source>
        <extracomment>%1 device path</extracomment>
        <translation>%1 jest w użyciu: jest zamontowane lub inny program ma do niego wyłączny dostęp. Odmontuj je lub zamknij ten program, a następnie spróbuj ponownie.</translation>
    </message>
    <message>
        <source>%1 could not be opened (%2): the device is gone or has no medium.</source>
        <extracomment>%1 device path, %2 system error text</extracomment>
        <translation>Nie udało się otworzyć %1 (%2): urządzenie zniknęło lub nie ma nośnika.</translation>
    </message>
    <message>
        <source>%1 could not be opened: %2.</source>
        <extracomment>%1 device path, %2 system error text</extracomment>
        <translation>Nie udało się otworzyć %1: %2.</translation>
    </message>
    <message>
        <source>“%1” is not a device path the helper accepts. Give the kernel&apos;s name of a block device, such as /dev/sdb or /dev/nvme0n1, not a symbolic link such as /dev/disk/by-id/….</source>
        <extracomment>%1 the path the caller gave (shortened)</extracomment>
        <translation>„%1” nie jest ścieżką urządzenia akceptowaną przez program pomocniczy. Podaj nazwę urządzenia blokowego nadaną przez jądro, np. /dev/sdb lub /dev/nvme0n1, a nie dowiązanie symboliczne, np. /dev/disk/by-id/….</translation>
    </message>
    <message>
        <source>%1 is not a block device known to the kernel (there is no “%2” in /sys/class/block). Check the name with lsblk.</source>
        <extracomment>%1 device path, %2 kernel name</extracomment>
        <translation>%1 nie jest urządzeniem blokowym znanym jądru (w /sys/class/block nie ma „%2”). Sprawdź nazwę za pomocą lsblk.</translation>
    </message>
    <message>
        <source>%1 is not a block device node.</source>
        <extracomment>%1 device path</extracomment>
        <translation>%1 nie jest węzłem urządzenia blokowego.</translation>
    </message>
    <message>
        <source>%1 is device %2, but the kernel says %4 is %3: the node does not belong to that device. Refusing to open it.</source>
        <extracomment>%1 device path, %2 and %3 device numbers like 8:16, %4 kernel name</extracomment>
        <translation>%1 to urządzenie %2, ale według jądra %4 to %3: węzeł nie należy do tego urządzenia. Odmowa otwarcia.</translation>
    </message>
    <message>
        <source>%1 is a partition, but this works on the whole drive. Use %2.</source>
        <extracomment>%1 partition path, %2 disk path</extracomment>
        <translation>%1 to partycja, a ta operacja dotyczy całego dysku. Użyj %2.</translation>
    </message>
    <message>
        <source>%1 disappeared while it was being checked.</source>
        <extracomment>%1 device path</extracomment>
        <translation>%1 zniknęło podczas sprawdzania.</translation>
    </message>
    <message>
        <source>%1 is in use and cannot be opened for writing: %2 Unmount, swapoff or stop that first.</source>
        <extracomment>%1 device path, %2 a sentence saying what uses it, e.g. &quot;/dev/sdb1 is mounted on /home.&quot;</extracomment>
        <translation>%1 jest w użyciu i nie można go otworzyć do zapisu: %2 Najpierw odmontuj je, wykonaj swapoff lub zatrzymaj to, co go używa.</translation>
    </message>
    <message>
        <source>%1 changed while it was being opened: it is no longer the device the kernel lists under that name. Refusing it.</source>
        <extracomment>%1 device path</extracomment>
        <translation>%1 zmieniło się podczas otwierania: nie jest już urządzeniem, które jądro wymienia pod tą nazwą. Odmowa.</translation>
    </message>
    <message>
        <source>Unknown option “%1”, or a value of the wrong type, for %2. Known options: %3.</source>
        <extracomment>%1 option name, %2 device path, %3 list of known option names</extracomment>
        <translation>Nieznana opcja „%1” lub wartość złego typu dla %2. Znane opcje: %3.</translation>
    </message>
    <message>
        <source>none</source>
        <translation>brak</translation>
    </message>
    <message>
        <source>Unknown mode “%1” for %2. Use “r”, “w” or “rw”.</source>
        <extracomment>%1 the mode the caller gave, %2 device path</extracomment>
        <translation>Nieznany tryb „%1” dla %2. Użyj „r”, „w” lub „rw”.</translation>
    </message>
    <message>
        <source>Unknown flag “%1” for %2. Known flags: direct, sync, dsync, exclusive.</source>
        <extracomment>%1 the flag the caller gave, %2 device path</extracomment>
        <translation>Nieznana flaga „%1” dla %2. Znane flagi: direct, sync, dsync, exclusive.</translation>
    </message>
    <message>
        <source>The command to %1 failed.</source>
        <extracomment>%1 device path</extracomment>
        <translation>Polecenie do %1 nie powiodło się.</translation>
    </message>
    <message>
        <source>%1 disappeared while it was being read.</source>
        <extracomment>%1 device path</extracomment>
        <translation>%1 zniknęło podczas odczytu.</translation>
    </message>
    <message>
        <source>DriveProof&apos;s privileged helper, a D-Bus system service (%1). D-Bus starts it when DriveProof needs it; it is not meant to be run by hand.</source>
        <extracomment>%1 D-Bus service name</extracomment>
        <translation>Uprzywilejowany program pomocniczy DriveProof, usługa systemowa D-Bus (%1). D-Bus uruchamia go, gdy DriveProof go potrzebuje; nie jest przeznaczony do ręcznego uruchamiania.</translation>
    </message>
    <message>
        <source>For tests: serve on the bus at ADDRESS instead of the system bus, and ask the polkit found there.</source>
        <translation>Do testów: działa na magistrali o adresie ADDRESS zamiast na magistrali systemowej i pyta znajdujący się tam polkit.</translation>
    </message>
    <message>
        <source>Exit after SECONDS without calls (default %1).</source>
        <extracomment>%1 number of seconds</extracomment>
        <translation>Kończy działanie po SECONDS sekundach bez wywołań (domyślnie %1).</translation>
    </message>
    <message>
        <source>Unknown self-test action “%1” for %2. Use “short”, “extended”, “conveyance”, “abort” or “status”.</source>
        <extracomment>%1 the action the caller gave, %2 device path</extracomment>
        <translation>Nieznana akcja autotestu „%1” dla %2. Użyj „short”, „extended”, „conveyance”, „abort” lub „status”.</translation>
    </message>
    <message>
        <source>A DriveProof test is running on %1: a self-test now would disturb it. Start the self-test when the test is done.</source>
        <extracomment>%1 device path</extracomment>
        <translation>Na %1 trwa test DriveProof: autotest teraz by mu przeszkodził. Uruchom autotest, gdy test się skończy.</translation>
    </message>
    <message>
        <source>Unknown purpose “%1” for %2. Known purposes: capacity-check.</source>
        <extracomment>%1 the purpose the caller gave, %2 device path</extracomment>
        <translation>Nieznany cel „%1” dla %2. Znane cele: capacity-check.</translation>
    </message>
    <message>
        <source>A capacity check writes to %1: open it with mode “rw”.</source>
        <extracomment>%1 device path</extracomment>
        <translation>Sprawdzanie pojemności zapisuje na %1: otwórz go w trybie „rw”.</translation>
    </message>
</context>
<context>
    <name>DriveProof::PowerLoss</name>
    <message numerus="yes">
        <source>%Ln block(s) hold exactly what they should.</source>
        <translation>
            <numerusform>%Ln blok zawiera dokładnie to, co powinien.</numerusform>
            <numerusform>%Ln bloki zawierają dokładnie to, co powinny.</numerusform>
            <numerusform>%Ln bloków zawiera dokładnie to, co powinno.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln block(s) hold data that was written to another place.</source>
        <translation>
            <numerusform>%Ln blok zawiera dane przeznaczone dla innego miejsca.</numerusform>
            <numerusform>%Ln bloki zawierają dane przeznaczone dla innego miejsca.</numerusform>
            <numerusform>%Ln bloków zawiera dane przeznaczone dla innego miejsca.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln block(s) hold data from before this test: the drive forgot the preparation.</source>
        <translation>
            <numerusform>%Ln blok zawiera dane sprzed tego testu: dysk zapomniał o przygotowaniu.</numerusform>
            <numerusform>%Ln bloki zawierają dane sprzed tego testu: dysk zapomniał o przygotowaniu.</numerusform>
            <numerusform>%Ln bloków zawiera dane sprzed tego testu: dysk zapomniał o przygotowaniu.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln block(s) are half old, half new: a write tore inside a block.</source>
        <translation>
            <numerusform>%Ln blok jest w połowie stary, w połowie nowy: zapis rozerwał się wewnątrz bloku.</numerusform>
            <numerusform>%Ln bloki są w połowie stare, w połowie nowe: zapis rozerwał się wewnątrz bloku.</numerusform>
            <numerusform>%Ln bloków jest w połowie starych, w połowie nowych: zapis rozerwał się wewnątrz bloku.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln block(s) have flipped bits.</source>
        <translation>
            <numerusform>%Ln blok ma przekłamane bity.</numerusform>
            <numerusform>%Ln bloki mają przekłamane bity.</numerusform>
            <numerusform>%Ln bloków ma przekłamane bity.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln block(s) read back as zeros.</source>
        <translation>
            <numerusform>%Ln blok odczytuje się jako zera.</numerusform>
            <numerusform>%Ln bloki odczytują się jako zera.</numerusform>
            <numerusform>%Ln bloków odczytuje się jako zera.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln block(s) read back erased (all ones).</source>
        <translation>
            <numerusform>%Ln blok odczytuje się jako wymazany (same jedynki).</numerusform>
            <numerusform>%Ln bloki odczytują się jako wymazane (same jedynki).</numerusform>
            <numerusform>%Ln bloków odczytuje się jako wymazane (same jedynki).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln block(s) hold data nobody wrote.</source>
        <translation>
            <numerusform>%Ln blok zawiera dane, których nikt nie zapisał.</numerusform>
            <numerusform>%Ln bloki zawierają dane, których nikt nie zapisał.</numerusform>
            <numerusform>%Ln bloków zawiera dane, których nikt nie zapisał.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln block(s) cannot be read.</source>
        <translation>
            <numerusform>Nie można odczytać %Ln bloku.</numerusform>
            <numerusform>Nie można odczytać %Ln bloków.</numerusform>
            <numerusform>Nie można odczytać %Ln bloków.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln acknowledged write(s) were lost.</source>
        <translation>
            <numerusform>%Ln potwierdzony zapis został utracony.</numerusform>
            <numerusform>%Ln potwierdzone zapisy zostały utracone.</numerusform>
            <numerusform>%Ln potwierdzonych zapisów zostało utraconych.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln acknowledged write(s) survived only in part.</source>
        <translation>
            <numerusform>%Ln potwierdzony zapis przetrwał tylko częściowo.</numerusform>
            <numerusform>%Ln potwierdzone zapisy przetrwały tylko częściowo.</numerusform>
            <numerusform>%Ln potwierdzonych zapisów przetrwało tylko częściowo.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln acknowledged write(s) were lost while later ones survived: the drive reorders writes across flushes.</source>
        <translation>
            <numerusform>%Ln potwierdzony zapis został utracony, choć późniejsze przetrwały: dysk zmienia kolejność zapisów między opróżnieniami.</numerusform>
            <numerusform>%Ln potwierdzone zapisy zostały utracone, choć późniejsze przetrwały: dysk zmienia kolejność zapisów między opróżnieniami.</numerusform>
            <numerusform>%Ln potwierdzonych zapisów zostało utraconych, choć późniejsze przetrwały: dysk zmienia kolejność zapisów między opróżnieniami.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln acknowledged write(s) just before the cut were lost: the drive acknowledges flushes before the data is safe.</source>
        <translation>
            <numerusform>%Ln potwierdzony zapis tuż przed odcięciem został utracony: dysk potwierdza opróżnienia, zanim dane są bezpieczne.</numerusform>
            <numerusform>%Ln potwierdzone zapisy tuż przed odcięciem zostały utracone: dysk potwierdza opróżnienia, zanim dane są bezpieczne.</numerusform>
            <numerusform>%Ln potwierdzonych zapisów tuż przed odcięciem zostało utraconych: dysk potwierdza opróżnienia, zanim dane są bezpieczne.</numerusform>
        </translation>
    </message>
    <message>
        <source>The drive cannot be read at all after the power cut.</source>
        <translation>Po odcięciu zasilania dysku nie da się w ogóle odczytać.</translation>
    </message>
    <message>
        <source>The drive&apos;s identity or capacity changed after the power cut.</source>
        <translation>Po odcięciu zasilania zmieniła się identyfikacja lub pojemność dysku.</translation>
    </message>
    <message numerus="yes">
        <source>%Ln block(s) written only before the test were damaged: data at rest is not safe on this drive.</source>
        <translation>
            <numerusform>%Ln blok zapisany tylko przed testem został uszkodzony: dane w spoczynku nie są bezpieczne na tym dysku.</numerusform>
            <numerusform>%Ln bloki zapisane tylko przed testem zostały uszkodzone: dane w spoczynku nie są bezpieczne na tym dysku.</numerusform>
            <numerusform>%Ln bloków zapisanych tylko przed testem zostało uszkodzonych: dane w spoczynku nie są bezpieczne na tym dysku.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln contradiction(s) between the witness&apos;s record and the test plan: a bug in DriveProof, so this run proves nothing.</source>
        <translation>
            <numerusform>%Ln sprzeczność między rejestrem świadka a planem testu: błąd w DriveProof, więc ten przebieg niczego nie dowodzi.</numerusform>
            <numerusform>%Ln sprzeczności między rejestrem świadka a planem testu: błąd w DriveProof, więc ten przebieg niczego nie dowodzi.</numerusform>
            <numerusform>%Ln sprzeczności między rejestrem świadka a planem testu: błąd w DriveProof, więc ten przebieg niczego nie dowodzi.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>All %Ln acknowledged write(s) were lost.</source>
        <translation>
            <numerusform>Utracono jedyny potwierdzony zapis (%Ln).</numerusform>
            <numerusform>Utracono wszystkie %Ln potwierdzone zapisy.</numerusform>
            <numerusform>Utracono wszystkie %Ln potwierdzonych zapisów.</numerusform>
        </translation>
    </message>
    <message>
        <source>They were the last ones before the cut: the drive acknowledges flushes before the data is safe.</source>
        <translation>Były to ostatnie zapisy przed odcięciem: dysk potwierdza opróżnienia, zanim dane są bezpieczne.</translation>
    </message>
    <message>
        <source>Cannot write the witness&apos;s salt %1: %2</source>
        <extracomment>%1 is a file path, %2 the system&apos;s error message.</extracomment>
        <translation>Nie można zapisać soli świadka %1: %2</translation>
    </message>
    <message>
        <source>Cannot write the witness journal %1: %2</source>
        <extracomment>%1 is a file path, %2 the system&apos;s error message.</extracomment>
        <translation>Nie można zapisać dziennika świadka %1: %2</translation>
    </message>
    <message>
        <source>Damaged record at byte %1 with good records after it.</source>
        <translation>Uszkodzony rekord w bajcie %1, po którym następują poprawne rekordy.</translation>
    </message>
    <message>
        <source>Record at byte %1 contradicts the run before it.</source>
        <extracomment>%1 is a byte offset in the witness journal file.</extracomment>
        <translation>Rekord w bajcie %1 jest sprzeczny z poprzedzającym go przebiegiem.</translation>
    </message>
    <message>
        <source>Cannot truncate the torn end of the journal.</source>
        <translation>Nie można obciąć rozerwanego końca dziennika.</translation>
    </message>
    <message>
        <source>The simulated drive is already running.</source>
        <translation>Symulowany dysk już działa.</translation>
    </message>
    <message>
        <source>The simulated drive program %1 was not found. Install DriveProof completely (it lives in libexec) or set DRIVEPROOF_LYINGDISK to its path.</source>
        <extracomment>%1 is a program name</extracomment>
        <translation>Nie znaleziono programu symulowanego dysku %1. Zainstaluj DriveProof w całości (program znajduje się w libexec) lub ustaw w DRIVEPROOF_LYINGDISK jego ścieżkę.</translation>
    </message>
    <message>
        <source>Cannot create the folder for the simulated drive.</source>
        <translation>Nie można utworzyć katalogu dla symulowanego dysku.</translation>
    </message>
    <message>
        <source>Something is already mounted on this folder. Unmount it first (fusermount3 -u).</source>
        <translation>W tym katalogu jest już coś zamontowane. Najpierw to odmontuj (fusermount3 -u).</translation>
    </message>
    <message>
        <source>Cannot start the simulated drive: %1</source>
        <translation>Nie można uruchomić symulowanego dysku: %1</translation>
    </message>
    <message>
        <source>The simulated drive stopped before it was ready (exit status %1): %2</source>
        <extracomment>%1 is the program&apos;s exit status, %2 what it printed</extracomment>
        <translation>Symulowany dysk zatrzymał się, zanim był gotowy (kod wyjścia %1): %2</translation>
    </message>
    <message>
        <source>The simulated drive did not appear within %1 s: %2</source>
        <extracomment>%1 is a number of seconds, %2 what the program printed</extracomment>
        <translation>Symulowany dysk nie pojawił się w ciągu %1 s: %2</translation>
    </message>
    <message>
        <source>The simulated drive is not running.</source>
        <translation>Symulowany dysk nie działa.</translation>
    </message>
    <message>
        <source>Cannot signal the simulated drive.</source>
        <translation>Nie można wysłać sygnału do symulowanego dysku.</translation>
    </message>
    <message>
        <source>The simulated drive did not confirm the power cut.</source>
        <translation>Symulowany dysk nie potwierdził odcięcia zasilania.</translation>
    </message>
    <message>
        <source>Cannot unmount the simulated drive. Run: fusermount3 -u -z %1</source>
        <translation>Nie można odmontować symulowanego dysku. Uruchom: fusermount3 -u -z %1</translation>
    </message>
    <message>
        <source>The simulated drive did not stop in time; it was killed and its cache lost.</source>
        <translation>Symulowany dysk nie zatrzymał się na czas; został zabity, a zawartość jego pamięci podręcznej utracona.</translation>
    </message>
    <message>
        <source>The simulated drive failed while stopping: %1</source>
        <extracomment>%1 is what the program printed</extracomment>
        <translation>Symulowany dysk uległ awarii podczas zatrzymywania: %1</translation>
    </message>
    <message>
        <source>Cannot save the pending test in %1: %2.</source>
        <extracomment>%1 file name, %2 the system&apos;s error text</extracomment>
        <translation>Nie można zapisać oczekującego testu w %1: %2.</translation>
    </message>
    <message>
        <source>Cannot write the autostart entry %1: %2.</source>
        <extracomment>%1 file name, %2 the system&apos;s error text</extracomment>
        <translation>Nie można zapisać wpisu autostartu %1: %2.</translation>
    </message>
    <message>
        <source>Practice mode needs FUSE, and /dev/fuse cannot be used here.</source>
        <translation>Tryb ćwiczebny wymaga FUSE, a /dev/fuse nie może być tu użyte.</translation>
    </message>
    <message>
        <source>Practice mode needs fusermount3 (the fuse3 package).</source>
        <translation>Tryb ćwiczebny wymaga fusermount3 (pakiet fuse3).</translation>
    </message>
    <message>
        <source>Practice mode needs driveproof-lyingdisk, which is not installed.</source>
        <translation>Tryb ćwiczebny wymaga programu driveproof-lyingdisk, który nie jest zainstalowany.</translation>
    </message>
    <message>
        <source>Cannot create a temporary folder for practice.</source>
        <translation>Nie można utworzyć katalogu tymczasowego na ćwiczenie.</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a pairing code.</source>
        <extracomment>%1 what was given</extracomment>
        <translation>&apos;%1&apos; nie jest kodem parowania.</translation>
    </message>
    <message>
        <source>DriveProof simulated drive (%1)</source>
        <extracomment>the simulated drive of practice mode; %1 honest or lying</extracomment>
        <translation>Symulowany dysk DriveProof (%1)</translation>
    </message>
    <message>
        <source>lying</source>
        <translation>kłamiący</translation>
    </message>
    <message>
        <source>honest</source>
        <translation>uczciwy</translation>
    </message>
    <message>
        <source>Practice cancelled.</source>
        <translation>Ćwiczenie anulowane.</translation>
    </message>
    <message>
        <source>idle</source>
        <translation>bezczynny</translation>
    </message>
    <message>
        <source>starting the simulated drive and witness</source>
        <extracomment>practice mode: the simulated drive and the local witness start</extracomment>
        <translation>uruchamianie symulowanego dysku i świadka</translation>
    </message>
    <message>
        <source>preparing</source>
        <extracomment>the test area is being filled with known data</extracomment>
        <translation>przygotowywanie</translation>
    </message>
    <message>
        <source>writing</source>
        <translation>zapisywanie</translation>
    </message>
    <message>
        <source>cutting the power</source>
        <extracomment>practice mode: the simulated power cut</extracomment>
        <translation>odcinanie zasilania</translation>
    </message>
    <message>
        <source>verifying</source>
        <translation>weryfikowanie</translation>
    </message>
    <message>
        <source>done</source>
        <translation>gotowe</translation>
    </message>
    <message>
        <source>failed</source>
        <translation>niepowodzenie</translation>
    </message>
    <message>
        <source>This is a virtual machine: pulling its virtual plug tests the host&apos;s storage stack, not a drive. Run the test on real hardware.</source>
        <translation>To jest maszyna wirtualna: wyciągnięcie jej wirtualnej wtyczki testuje stos pamięci masowej hosta, a nie dysk. Przeprowadź test na prawdziwym sprzęcie.</translation>
    </message>
    <message>
        <source>The machine runs on its battery: pulling the plug would not cut the power. Remove the battery, or use a machine without one.</source>
        <translation>Komputer działa na baterii: wyciągnięcie wtyczki nie odcięłoby zasilania. Wyjmij baterię lub użyj komputera bez baterii.</translation>
    </message>
    <message>
        <source>The drive sits behind a USB bridge, which may have a cache and flush rules of its own: the verdict is about the bridge and the drive together.</source>
        <translation>Dysk jest podłączony przez mostek USB, który może mieć własną pamięć podręczną i własne zasady opróżniania: werdykt dotyczy mostka i dysku łącznie.</translation>
    </message>
    <message>
        <source>The drive&apos;s write cache is on. That is normal: the test shows whether the drive still keeps every write it acknowledged.</source>
        <translation>Pamięć podręczna zapisu dysku jest włączona. To normalne: test pokazuje, czy dysk mimo to zachowuje każdy potwierdzony zapis.</translation>
    </message>
    <message>
        <source>The drive&apos;s unsafe-shutdown counter cannot be read, so the verifier cannot confirm that the power really went away.</source>
        <translation>Nie można odczytać licznika niebezpiecznych wyłączeń dysku, więc weryfikator nie może potwierdzić, że zasilanie rzeczywiście zanikło.</translation>
    </message>
    <message>
        <source>Choose a file or a device for the test area.</source>
        <translation>Wybierz plik lub urządzenie na obszar testowy.</translation>
    </message>
    <message>
        <source>%1 is neither a regular file nor a block device.</source>
        <extracomment>%1 a path</extracomment>
        <translation>%1 nie jest ani zwykłym plikiem, ani urządzeniem blokowym.</translation>
    </message>
    <message>
        <source>The folder %1 does not exist.</source>
        <extracomment>%1 a folder</extracomment>
        <translation>Katalog %1 nie istnieje.</translation>
    </message>
    <message>
        <source>The device %1 was not found.</source>
        <extracomment>%1 a device node</extracomment>
        <translation>Nie znaleziono urządzenia %1.</translation>
    </message>
    <message>
        <source>No error.</source>
        <translation>Brak błędu.</translation>
    </message>
    <message>
        <source>Not a DriveProof power-loss frame (bad magic).</source>
        <extracomment>The power-loss witness received bytes that are not a DriveProof frame.</extracomment>
        <translation>To nie jest ramka testu utraty zasilania DriveProof (błędna sygnatura).</translation>
    </message>
    <message>
        <source>Unsupported power-loss protocol version: update DriveProof on both machines.</source>
        <translation>Nieobsługiwana wersja protokołu testu utraty zasilania: zaktualizuj DriveProof na obu komputerach.</translation>
    </message>
    <message>
        <source>Unknown power-loss message type.</source>
        <translation>Nieznany typ komunikatu testu utraty zasilania.</translation>
    </message>
    <message>
        <source>Power-loss frame too long for its type.</source>
        <translation>Ramka testu utraty zasilania jest za długa jak na swój typ.</translation>
    </message>
    <message>
        <source>Power-loss frame damaged in transit (CRC mismatch).</source>
        <translation>Ramka testu utraty zasilania została uszkodzona w transmisji (niezgodność CRC).</translation>
    </message>
    <message>
        <source>Wrong pairing code: type the code the witness shows.</source>
        <extracomment>The pairing code is the code the witness shows and the user types on the writer.</extracomment>
        <translation>Błędny kod parowania: wpisz kod wyświetlany przez świadka.</translation>
    </message>
    <message>
        <source>Power-loss frame replayed or out of order.</source>
        <translation>Ramka testu utraty zasilania została powtórzona lub przyszła poza kolejnością.</translation>
    </message>
    <message>
        <source>Power-loss message malformed or with a value out of range.</source>
        <translation>Komunikat testu utraty zasilania jest nieprawidłowy lub zawiera wartość spoza zakresu.</translation>
    </message>
    <message>
        <source>Power-loss message not expected at this point.</source>
        <translation>Komunikat testu utraty zasilania nie był w tym momencie oczekiwany.</translation>
    </message>
    <message>
        <source>Commit sequence numbers must increase.</source>
        <translation>Numery kolejne zatwierdzeń muszą rosnąć.</translation>
    </message>
    <message>
        <source>This run is already known to the witness with other parameters.</source>
        <translation>Świadek zna już ten przebieg z innymi parametrami.</translation>
    </message>
    <message>
        <source>The witness knows no run with this id.</source>
        <translation>Świadek nie zna przebiegu o tym identyfikatorze.</translation>
    </message>
    <message>
        <source>This run has already ended.</source>
        <translation>Ten przebieg już się zakończył.</translation>
    </message>
    <message>
        <source>The witness cannot keep this run&apos;s journal (disk error or damaged journal).</source>
        <translation>Świadek nie może prowadzić dziennika tego przebiegu (błąd dysku lub uszkodzony dziennik).</translation>
    </message>
    <message>
        <source>The witness has too many connections.</source>
        <translation>Świadek ma zbyt wiele połączeń.</translation>
    </message>
    <message>
        <source>The connection was silent for too long.</source>
        <translation>Połączenie milczało zbyt długo.</translation>
    </message>
    <message>
        <source>The same run connected again from elsewhere; this connection was closed.</source>
        <translation>Ten sam przebieg połączył się ponownie z innego miejsca; to połączenie zostało zamknięte.</translation>
    </message>
    <message>
        <source>The witness is busy with other verifiers; try again shortly.</source>
        <extracomment>The witness limits how many verifiers and ledger downloads it serves at once.</extracomment>
        <translation>Świadek jest zajęty obsługą innych weryfikatorów; spróbuj ponownie za chwilę.</translation>
    </message>
    <message>
        <source>Unknown reason.</source>
        <translation>Nieznana przyczyna.</translation>
    </message>
    <message>
        <source>connecting to the witness</source>
        <translation>łączenie ze świadkiem</translation>
    </message>
    <message>
        <source>paused</source>
        <extracomment>writing paused while the witness cannot be reached</extracomment>
        <translation>wstrzymano</translation>
    </message>
    <message>
        <source>stopped</source>
        <translation>zatrzymano</translation>
    </message>
    <message>
        <source>connecting</source>
        <translation>łączenie</translation>
    </message>
    <message>
        <source>connected</source>
        <translation>połączono</translation>
    </message>
    <message>
        <source>unreachable</source>
        <translation>nieosiągalny</translation>
    </message>
    <message>
        <source>refused</source>
        <translation>odrzucono</translation>
    </message>
    <message>
        <source>closed</source>
        <extracomment>the link to the witness was closed</extracomment>
        <translation>zamknięto</translation>
    </message>
    <message>
        <source>Cannot create %1: %2.</source>
        <extracomment>%1 file, %2 the system&apos;s error text</extracomment>
        <translation>Nie można utworzyć %1: %2.</translation>
    </message>
    <message>
        <source>Cannot reserve space for %1: %2.</source>
        <extracomment>%1 file, %2 the system&apos;s error text</extracomment>
        <translation>Nie można zarezerwować miejsca na %1: %2.</translation>
    </message>
    <message>
        <source>no answer to the handshake within %1 s</source>
        <extracomment>%1 a number of seconds</extracomment>
        <translation>brak odpowiedzi na uzgadnianie połączenia w ciągu %1 s</translation>
    </message>
    <message>
        <source>Cannot reach the witness at %1: %2. Is driveproof-cli witness running there, and is the port open?</source>
        <extracomment>%1 the witness&apos;s address, %2 the network&apos;s error text</extracomment>
        <translation>Nie można połączyć się ze świadkiem pod adresem %1: %2. Czy działa tam driveproof-cli witness i czy port jest otwarty?</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a pairing code: type the 12 characters the witness shows.</source>
        <extracomment>%1 what the user typed</extracomment>
        <translation>&apos;%1&apos; nie jest kodem parowania: wpisz 12 znaków wyświetlanych przez świadka.</translation>
    </message>
    <message>
        <source>The test area on %1 is too small: give it at least 1 MiB.</source>
        <extracomment>%1 the file or device</extracomment>
        <translation>Obszar testowy na %1 jest za mały: podaj co najmniej 1 MiB.</translation>
    </message>
    <message>
        <source>The witness at %1 did not confirm every commit before the end.</source>
        <extracomment>%1 the witness&apos;s address</extracomment>
        <translation>Świadek pod adresem %1 nie potwierdził wszystkich zatwierdzeń przed końcem.</translation>
    </message>
    <message>
        <source>The witness at %1 refused this writer: %2</source>
        <extracomment>%1 the witness&apos;s address, %2 why it refused</extracomment>
        <translation>Świadek pod adresem %1 odrzucił ten program zapisujący: %2</translation>
    </message>
    <message>
        <source>The test area was filled and flushed before the run.</source>
        <translation>Przed przebiegiem obszar testowy został wypełniony i utrwalony na dysku.</translation>
    </message>
    <message>
        <source>The witness never heard that the test area was prepared: start a new run.</source>
        <translation>Świadek nie otrzymał informacji, że obszar testowy został przygotowany: rozpocznij nowy przebieg.</translation>
    </message>
    <message>
        <source>Simulated power cut (practice mode): no reboot was expected.</source>
        <translation>Symulowane odcięcie zasilania (tryb ćwiczebny): nie oczekiwano ponownego uruchomienia.</translation>
    </message>
    <message>
        <source>The machine restarted after the test.</source>
        <translation>Komputer został ponownie uruchomiony po teście.</translation>
    </message>
    <message>
        <source>The boot id could not be compared, so a restart cannot be confirmed.</source>
        <translation>Nie udało się porównać identyfikatora rozruchu, więc nie można potwierdzić ponownego uruchomienia.</translation>
    </message>
    <message>
        <source>The machine has not restarted since the test: cut the power, then verify after the reboot.</source>
        <translation>Komputer nie został ponownie uruchomiony od czasu testu: odetnij zasilanie, a po ponownym uruchomieniu przeprowadź weryfikację.</translation>
    </message>
    <message>
        <source>The drive has no unsafe-shutdown counter; this check was skipped.</source>
        <translation>Dysk nie ma licznika niebezpiecznych wyłączeń; pominięto tę kontrolę.</translation>
    </message>
    <message>
        <source>The drive counted an unsafe shutdown (%1 → %2).</source>
        <extracomment>%1 and %2 counts of unsafe shutdowns reported by the drive</extracomment>
        <translation>Dysk zliczył niebezpieczne wyłączenie (%1 → %2).</translation>
    </message>
    <message>
        <source>The drive saw a clean shutdown (its unsafe-shutdown counter stayed at %1): pull the plug, don&apos;t press the power button.</source>
        <translation>Dysk odnotował poprawne wyłączenie (jego licznik niebezpiecznych wyłączeń pozostał na %1): wyciągnij wtyczkę, nie naciskaj przycisku zasilania.</translation>
    </message>
    <message>
        <source>No commit reached the witness: let the test run before cutting the power.</source>
        <translation>Żadne zatwierdzenie nie dotarło do świadka: przed odcięciem zasilania pozwól testowi popracować.</translation>
    </message>
    <message>
        <source>Commits were reaching the witness until the cut.</source>
        <translation>Zatwierdzenia docierały do świadka aż do odcięcia.</translation>
    </message>
    <message>
        <source>The last commit reached the witness %1 s before the writer went silent: the test was not writing when the power went.</source>
        <translation>Ostatnie zatwierdzenie dotarło do świadka %1 s przed tym, jak program zapisujący ucichł: test nie zapisywał w chwili zaniku zasilania.</translation>
    </message>
    <message>
        <source>Writes were in flight when the writer went silent.</source>
        <translation>W chwili, gdy program zapisujący ucichł, zapisy były w locie.</translation>
    </message>
    <message>
        <source>No write was in flight at the cut: every issued write had been acknowledged, so the cut tested nothing pending.</source>
        <translation>W chwili odcięcia żaden zapis nie był w locie: każdy wydany zapis został już potwierdzony, więc odcięcie nie sprawdziło niczego oczekującego.</translation>
    </message>
    <message>
        <source>The link to the witness was alive until the cut.</source>
        <translation>Łącze ze świadkiem działało aż do odcięcia.</translation>
    </message>
    <message>
        <source>The witness did not hear the writer until the cut.</source>
        <translation>Łączność świadka z programem zapisującym urwała się przed odcięciem.</translation>
    </message>
    <message>
        <source>The writer stopped on an error before the cut: %1</source>
        <translation>Program zapisujący zatrzymał się z powodu błędu przed odcięciem: %1</translation>
    </message>
    <message>
        <source>The writer reported no error.</source>
        <translation>Program zapisujący nie zgłosił błędu.</translation>
    </message>
    <message>
        <source>The writer stopped on purpose before the cut: cut the power while the test is writing.</source>
        <translation>Program zapisujący zatrzymał się celowo przed odcięciem: odetnij zasilanie, gdy test zapisuje.</translation>
    </message>
    <message>
        <source>The writer did not stop on its own.</source>
        <translation>Program zapisujący nie zatrzymał się sam.</translation>
    </message>
    <message>
        <source>Not an address: %1. Use HOST:PORT or [IPv6]:PORT.</source>
        <extracomment>%1 is what the user typed as the witness address, e.g. 0.0.0.0:7070.
----------
%1 is the witness address the user typed.</extracomment>
        <translation>To nie jest adres: %1. Użyj formatu HOST:PORT lub [IPv6]:PORT.</translation>
    </message>
    <message>
        <source>The witness refused: %1</source>
        <extracomment>%1 is the reason the witness gave.</extracomment>
        <translation>Świadek odmówił: %1</translation>
    </message>
    <message>
        <source>Lost the connection to the witness.</source>
        <translation>Utracono połączenie ze świadkiem.</translation>
    </message>
    <message>
        <source>The witness did not answer in time.</source>
        <translation>Świadek nie odpowiedział na czas.</translation>
    </message>
    <message>
        <source>The ledger from the witness is damaged (size or digest mismatch).</source>
        <translation>Rejestr od świadka jest uszkodzony (niezgodny rozmiar lub skrót).</translation>
    </message>
    <message>
        <source>The report is too large to keep on the witness.</source>
        <translation>Raport jest za duży, by przechować go u świadka.</translation>
    </message>
    <message>
        <source>Unexpected answer from the witness.</source>
        <translation>Nieoczekiwana odpowiedź świadka.</translation>
    </message>
    <message>
        <source>Cannot open %1: %2.</source>
        <extracomment>%1 file, %2 the system&apos;s error text</extracomment>
        <translation>Nie można otworzyć %1: %2.</translation>
    </message>
    <message>
        <source>The pending test has no valid pairing code.</source>
        <translation>Oczekujący test nie ma prawidłowego kodu parowania.</translation>
    </message>
    <message>
        <source>Fetching the witness&apos;s record from %1</source>
        <extracomment>%1 the witness&apos;s address</extracomment>
        <translation>Pobieranie rejestru świadka z %1</translation>
    </message>
    <message>
        <source>Verification cancelled.</source>
        <translation>Weryfikacja anulowana.</translation>
    </message>
    <message>
        <source>Reading the drive&apos;s state</source>
        <translation>Odczytywanie stanu dysku</translation>
    </message>
    <message>
        <source>Reading and checking the whole test area on %1</source>
        <extracomment>%1 file or device</extracomment>
        <translation>Odczytywanie i sprawdzanie całego obszaru testowego na %1</translation>
    </message>
    <message>
        <source>Storing the report</source>
        <translation>Zapisywanie raportu</translation>
    </message>
    <message>
        <source>Done</source>
        <translation>Gotowe</translation>
    </message>
    <message>
        <source>Cannot create the witness journal folder %1.</source>
        <extracomment>%1 is a folder path.</extracomment>
        <translation>Nie można utworzyć katalogu dziennika świadka %1.</translation>
    </message>
    <message>
        <source>Cannot derive the pairing key (not enough memory?).</source>
        <extracomment>The witness turns the pairing code into a key with Argon2id, which needs 64 MiB.</extracomment>
        <translation>Nie można wyprowadzić klucza parowania (za mało pamięci?).</translation>
    </message>
    <message>
        <source>The journal in folder %1 belongs to another run.</source>
        <translation>Dziennik w katalogu %1 należy do innego przebiegu.</translation>
    </message>
    <message>
        <source>The journal of this run reached its limit of %1 bytes.</source>
        <extracomment>%1 is a size in bytes.</extracomment>
        <translation>Dziennik tego przebiegu osiągnął limit %1 bajtów.</translation>
    </message>
    <message>
        <source>The witness claimed commits this writer never sent; reconnecting.</source>
        <extracomment>A high-water mark above the writer&apos;s own last commit: a forged or replayed answer.</extracomment>
        <translation>Świadek zgłosił zatwierdzenia, których ten program zapisujący nigdy nie wysłał; ponowne łączenie.</translation>
    </message>
    <message>
        <source>Lost the connection to the witness; reconnecting.</source>
        <translation>Utracono połączenie ze świadkiem; ponowne łączenie.</translation>
    </message>
    <message>
        <source>Cannot resolve %1: %2</source>
        <extracomment>%1 is a host name or address, %2 the resolver&apos;s error message.</extracomment>
        <translation>Nie można rozwiązać nazwy %1: %2</translation>
    </message>
    <message>
        <source>Cannot listen on %1: %2</source>
        <extracomment>%1 is an address:port, %2 the system&apos;s error message.</extracomment>
        <translation>Nie można nasłuchiwać na %1: %2</translation>
    </message>
    <message>
        <source>Cannot reach the witness at %1: %2</source>
        <extracomment>%1 is the witness&apos;s address:port, %2 the system&apos;s error message.</extracomment>
        <translation>Nie można połączyć się ze świadkiem pod adresem %1: %2</translation>
    </message>
    <message>
        <source>This file system does not support direct I/O: the writer goes through the page cache, which the commits flush.</source>
        <translation>Ten system plików nie obsługuje bezpośrednich operacji we/wy: program zapisujący korzysta z pamięci podręcznej stron, którą zatwierdzenia opróżniają.</translation>
    </message>
    <message>
        <source>Cannot open %1 for writing: %2.</source>
        <extracomment>%1 file or device, %2 the system&apos;s error text</extracomment>
        <translation>Nie można otworzyć %1 do zapisu: %2.</translation>
    </message>
    <message>
        <source>The power-loss test parameters are invalid.</source>
        <translation>Parametry testu utraty zasilania są nieprawidłowe.</translation>
    </message>
    <message>
        <source>Preparing the test area failed: %1.</source>
        <extracomment>%1 the system&apos;s error text</extracomment>
        <translation>Przygotowanie obszaru testowego nie powiodło się: %1.</translation>
    </message>
    <message>
        <source>Flushing the prepared test area failed: %1.</source>
        <translation>Opróżnienie przygotowanego obszaru testowego nie powiodło się: %1.</translation>
    </message>
    <message>
        <source>Write %1 failed: %2. The run is invalid; the writer stopped and does not retry.</source>
        <extracomment>%1 the write&apos;s sequence number, %2 the system&apos;s error text</extracomment>
        <translation>Zapis %1 nie powiódł się: %2. Przebieg jest nieważny; program zapisujący zatrzymał się i nie ponawia prób.</translation>
    </message>
    <message>
        <source>Committing up to write %1 failed: %2. The run is invalid; the writer stopped and does not retry.</source>
        <extracomment>%1 the last write&apos;s sequence number, %2 the system&apos;s error text</extracomment>
        <translation>Zatwierdzenie do zapisu %1 nie powiodło się: %2. Przebieg jest nieważny; program zapisujący zatrzymał się i nie ponawia prób.</translation>
    </message>
    <message>
        <source>The witness&apos;s record contradicts this machine&apos;s own record of the test (%1), so it cannot be trusted and this run proves nothing about acknowledged writes.</source>
        <extracomment>%1 what the witness&apos;s record says against this machine&apos;s (in English, for a bug report)</extracomment>
        <translation>Zapis świadka przeczy własnemu zapisowi tego komputera o teście (%1), więc nie można mu ufać, a ten przebieg niczego nie dowodzi w sprawie potwierdzonych zapisów.</translation>
    </message>
    <message>
        <source>This is not the run&apos;s witness: it answered with another salt than during the run.</source>
        <translation>To nie jest świadek tego przebiegu: odpowiedział z inną solą niż w trakcie przebiegu.</translation>
    </message>
    <message>
        <source>A frame from the witness arrived damaged or altered (%1); reconnecting.</source>
        <extracomment>%1 what was wrong with it, e.g. &quot;HMAC&quot; or &quot;CRC mismatch&quot;</extracomment>
        <translation>Ramka od świadka dotarła uszkodzona lub zmieniona (%1); ponowne łączenie.</translation>
    </message>
    <message>
        <source>The witness could not prove the pairing code (a fake witness or altered traffic); reconnecting.</source>
        <translation>Świadek nie zdołał udowodnić kodu parowania (fałszywy świadek lub zmieniony ruch); ponowne łączenie.</translation>
    </message>
    <message>
        <source>The witness refused a frame that reached it damaged or altered (%1); reconnecting.</source>
        <extracomment>%1 the witness&apos;s reason, e.g. &quot;Power-loss frame damaged in transit&quot;</extracomment>
        <translation>Świadek odrzucił ramkę, która dotarła do niego uszkodzona lub zmieniona (%1); ponowne łączenie.</translation>
    </message>
    <message>
        <source>The witness already keeps %1 runs: move old run folders out of its journal folder to make room.</source>
        <extracomment>%1 how many runs the witness keeps at most</extracomment>
        <translation>Świadek przechowuje już %1 przebiegów: przenieś stare foldery przebiegów poza jego folder dzienników, aby zrobić miejsce.</translation>
    </message>
    <message>
        <source>The witness holds %1 acknowledged writes in memory, as many as it may: this run cannot grow.</source>
        <extracomment>%1 a number of acknowledged writes</extracomment>
        <translation>Świadek trzyma w pamięci %1 potwierdzonych zapisów, tyle, ile może: ten przebieg nie może już rosnąć.</translation>
    </message>
    <message numerus="yes">
        <source>The witness reports %n acknowledgement(s) this writer never sent, from seq %1, so its record cannot be trusted and this run proves nothing about acknowledged writes.</source>
        <extracomment>%n how many acknowledgements carry no valid receipt of this machine&apos;s writer, %1 the seq (a number) of the first of them</extracomment>
        <translation>
            <numerusform>Świadek zgłasza %n potwierdzenie, którego ten program zapisujący nigdy nie wysłał, od numeru %1, więc jego zapisowi nie można ufać, a ten przebieg niczego nie dowodzi w sprawie potwierdzonych zapisów.</numerusform>
            <numerusform>Świadek zgłasza %n potwierdzenia, których ten program zapisujący nigdy nie wysłał, od numeru %1, więc jego zapisowi nie można ufać, a ten przebieg niczego nie dowodzi w sprawie potwierdzonych zapisów.</numerusform>
            <numerusform>Świadek zgłasza %n potwierdzeń, których ten program zapisujący nigdy nie wysłał, od numeru %1, więc jego zapisowi nie można ufać, a ten przebieg niczego nie dowodzi w sprawie potwierdzonych zapisów.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>DriveProof::Privilege</name>
    <message>
        <source>Cannot open %1: %2.</source>
        <extracomment>%1 device path, %2 the system&apos;s reason</extracomment>
        <translation>Nie można otworzyć %1: %2.</translation>
    </message>
    <message>
        <source>The system bus is not running (%2), so DriveProof&apos;s helper cannot be reached for %1. Start D-Bus, or run as root.</source>
        <extracomment>%1 device path, %2 D-Bus error text</extracomment>
        <translation>Magistrala systemowa nie działa (%2), więc nie można połączyć się z programem pomocniczym DriveProof dla %1. Uruchom D-Bus lub uruchom program jako root.</translation>
    </message>
    <message>
        <source>DriveProof&apos;s helper sent an unexpected reply for %1.</source>
        <extracomment>%1 device path</extracomment>
        <translation>Program pomocniczy DriveProof wysłał nieoczekiwaną odpowiedź dla %1.</translation>
    </message>
    <message>
        <source>DriveProof&apos;s helper opened %1 but no file descriptor arrived.</source>
        <extracomment>%1 device path</extracomment>
        <translation>Program pomocniczy DriveProof otworzył %1, ale nie dotarł deskryptor pliku.</translation>
    </message>
    <message>
        <source>DriveProof&apos;s helper is not installed (%1 is not on the system bus): install the package, or run as root.</source>
        <extracomment>%1 D-Bus service name</extracomment>
        <translation>Program pomocniczy DriveProof nie jest zainstalowany (%1 nie ma na magistrali systemowej): zainstaluj pakiet lub uruchom program jako root.</translation>
    </message>
    <message>
        <source>DriveProof&apos;s helper is installed but could not be started (%1). Reinstall DriveProof.</source>
        <extracomment>%1 D-Bus error text</extracomment>
        <translation>Program pomocniczy DriveProof jest zainstalowany, ale nie udało się go uruchomić (%1). Zainstaluj ponownie DriveProof.</translation>
    </message>
    <message>
        <source>DriveProof&apos;s helper did not answer for %1 within %2 seconds. If an authentication dialog was open, try again.</source>
        <extracomment>%1 device path, %2 number of seconds</extracomment>
        <translation>Program pomocniczy DriveProof nie odpowiedział dla %1 w ciągu %2 s. Jeśli było otwarte okno uwierzytelniania, spróbuj ponownie.</translation>
    </message>
    <message>
        <source>The system bus refused the call to DriveProof&apos;s helper (%1): its D-Bus policy is missing or damaged. Reinstall DriveProof.</source>
        <extracomment>%1 D-Bus error text</extracomment>
        <translation>Magistrala systemowa odrzuciła wywołanie programu pomocniczego DriveProof (%1): brakuje jego zasad D-Bus lub są uszkodzone. Zainstaluj ponownie DriveProof.</translation>
    </message>
    <message>
        <source>DriveProof&apos;s helper failed for %1: %3 (%2).</source>
        <extracomment>%1 device path, %2 D-Bus error name, %3 D-Bus error text</extracomment>
        <translation>Program pomocniczy DriveProof zawiódł dla %1: %3 (%2).</translation>
    </message>
</context>
<context>
    <name>DriveProof::Report</name>
    <message>
        <source>a pair [bucket, count]</source>
        <translation>para [przedział, liczba]</translation>
    </message>
    <message>
        <source>The test result is damaged: %1 names latency bucket %2, but the buckets end at %3.</source>
        <extracomment>%1 where in the file; %2 the bucket number found; %3 the last valid one</extracomment>
        <translation>Wynik testu jest uszkodzony: %1 wskazuje przedział opóźnień %2, ale przedziały kończą się na %3.</translation>
    </message>
    <message>
        <source>The test result is damaged: %1 lists latency bucket %2 twice.</source>
        <extracomment>%1 where in the file; %2 a bucket number</extracomment>
        <translation>Wynik testu jest uszkodzony: %1 wymienia dwukrotnie przedział opóźnień %2.</translation>
    </message>
    <message>
        <source>The test result is damaged: the latency buckets of %1 do not add up to its count.</source>
        <extracomment>%1 where in the file, e.g. measurements[0].histogram</extracomment>
        <translation>Wynik testu jest uszkodzony: przedziały opóźnień %1 nie sumują się do jego liczby.</translation>
    </message>
    <message>
        <source>The test result is damaged: the minimum or maximum of %1 lies outside its lowest or highest latency bucket.</source>
        <extracomment>%1 where in the file, e.g. measurements[0].histogram</extracomment>
        <translation>Wynik testu jest uszkodzony: minimum lub maksimum %1 leży poza jego najniższym lub najwyższym przedziałem opóźnień.</translation>
    </message>
    <message>
        <source>The test result is damaged: the sum of %1 cannot come from its latency buckets.</source>
        <extracomment>%1 where in the file, e.g. measurements[0].histogram</extracomment>
        <translation>Wynik testu jest uszkodzony: suma %1 nie może wynikać z jego przedziałów opóźnień.</translation>
    </message>
    <message>
        <source>%1: %2 commits/s</source>
        <extracomment>%1 the line&apos;s label, e.g. &quot;fdatasync, 1 × 8 kB&quot;; %2 commits per second</extracomment>
        <translation>%1: %2 zatw./s</translation>
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
        <translation>%1 (zatrzymany przez błąd)</translation>
    </message>
    <message>
        <source>%1 (cancelled)</source>
        <extracomment>%1 the summary so far; a test the user cancelled</extracomment>
        <translation>%1 (anulowany)</translation>
    </message>
    <message>
        <source>The result has no id, so it cannot be kept in the history.</source>
        <translation>Wynik nie ma identyfikatora, więc nie można go zachować w historii.</translation>
    </message>
    <message>
        <source>Cannot create the history folder %1. Check that your home folder is writable.</source>
        <extracomment>%1 folder path</extracomment>
        <translation>Nie można utworzyć katalogu historii %1. Sprawdź, czy katalog domowy jest zapisywalny.</translation>
    </message>
    <message>
        <source>Cannot write %1: %2.</source>
        <extracomment>%1 file name, %2 the system&apos;s error text</extracomment>
        <translation>Nie można zapisać %1: %2.</translation>
    </message>
    <message>
        <source>The history holds no result with the id %1.</source>
        <extracomment>%1 a result id</extracomment>
        <translation>Historia nie zawiera wyniku o identyfikatorze %1.</translation>
    </message>
    <message>
        <source>The id %1 fits several results in the history; give the whole id.</source>
        <extracomment>%1 a short result id</extracomment>
        <translation>Identyfikator %1 pasuje do kilku wyników w historii; podaj pełny identyfikator.</translation>
    </message>
    <message>
        <source>Cannot delete %1: %2.</source>
        <extracomment>%1 file name, %2 the system&apos;s error text</extracomment>
        <translation>Nie można usunąć %1: %2.</translation>
    </message>
    <message>
        <source>The test result is damaged: %1 is missing.</source>
        <extracomment>%1 where in the file, e.g. measurements[2].iops</extracomment>
        <translation>Wynik testu jest uszkodzony: brakuje %1.</translation>
    </message>
    <message>
        <source>The test result is damaged: %1 should be %2.</source>
        <extracomment>%1 where in the file, e.g. measurements[2].iops; %2 what it should be, e.g. &quot;a number&quot;</extracomment>
        <translation>Wynik testu jest uszkodzony: %1 powinno być typu: %2.</translation>
    </message>
    <message>
        <source>The test result is damaged: %1 is %2, outside the range %3 to %4.</source>
        <extracomment>%1 where in the file, e.g. measurements[2].read_percent; %2 the value found there; %3 and %4 the smallest and largest value allowed</extracomment>
        <translation>Wynik testu jest uszkodzony: %1 ma wartość %2, spoza zakresu od %3 do %4.</translation>
    </message>
    <message>
        <source>text</source>
        <translation>tekst</translation>
    </message>
    <message>
        <source>true or false</source>
        <translation>true lub false</translation>
    </message>
    <message>
        <source>true, false or null</source>
        <translation>true, false lub null</translation>
    </message>
    <message>
        <source>a whole number</source>
        <translation>liczba całkowita</translation>
    </message>
    <message>
        <source>a number</source>
        <translation>liczba</translation>
    </message>
    <message>
        <source>a date and time (ISO 8601)</source>
        <translation>data i godzina (ISO 8601)</translation>
    </message>
    <message>
        <source>a list</source>
        <translation>lista</translation>
    </message>
    <message>
        <source>an object</source>
        <translation>obiekt</translation>
    </message>
    <message>
        <source>a list of six numbers</source>
        <translation>lista sześciu liczb</translation>
    </message>
    <message>
        <source>one of info, good, caution, danger</source>
        <translation>jedno z: info, good, caution, danger</translation>
    </message>
    <message>
        <source>This is not a DriveProof test result: it has no format_version.</source>
        <translation>To nie jest wynik testu DriveProof: brak format_version.</translation>
    </message>
    <message>
        <source>This test result has format %1, but this version of DriveProof reads formats up to %2. Open it with a newer DriveProof.</source>
        <extracomment>%1 the file&apos;s format number, %2 the newest format this version reads</extracomment>
        <translation>Ten wynik testu ma format %1, a ta wersja DriveProof odczytuje formaty do %2. Otwórz go w nowszej wersji DriveProof.</translation>
    </message>
    <message>
        <source>This is not a DriveProof test result: the JSON breaks at byte %1 (%2).</source>
        <extracomment>%1 byte offset in the file, %2 what the JSON parser says</extracomment>
        <translation>To nie jest wynik testu DriveProof: JSON jest przerwany w bajcie %1 (%2).</translation>
    </message>
    <message>
        <source>This is not a DriveProof test result: it holds no JSON object.</source>
        <translation>To nie jest wynik testu DriveProof: nie zawiera obiektu JSON.</translation>
    </message>
    <message>
        <source>Cannot read %1: %2.</source>
        <extracomment>%1 file name, %2 the system&apos;s reason</extracomment>
        <translation>Nie można odczytać %1: %2.</translation>
    </message>
    <message>
        <source>%1 is too large to be a DriveProof test result.</source>
        <extracomment>%1 file name</extracomment>
        <translation>%1 jest za duży, by mógł być wynikiem testu DriveProof.</translation>
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
            <numerusform>%n pomiar</numerusform>
            <numerusform>%n pomiary</numerusform>
            <numerusform>%n pomiarów</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 s</source>
        <extracomment>a time per step; %1 seconds, e.g. &quot;5&quot; or &quot;0.5&quot;</extracomment>
        <translation>%1 s</translation>
    </message>
    <message>
        <source>temporary file</source>
        <translation>plik tymczasowy</translation>
    </message>
    <message>
        <source>file</source>
        <translation>plik</translation>
    </message>
    <message>
        <source>whole device</source>
        <translation>całe urządzenie</translation>
    </message>
    <message>
        <source>none (raw device)</source>
        <extracomment>where a run had no file system under it (the raw device)</extracomment>
        <translation>brak (surowe urządzenie)</translation>
    </message>
    <message>
        <source>They are different tests (%1 and %2).</source>
        <extracomment>%1 and %2 two test keys, e.g. &quot;quick&quot; and &quot;random&quot;</extracomment>
        <translation>To różne testy (%1 i %2).</translation>
    </message>
    <message>
        <source>They used different test sizes (%1 and %2): a small area fits a cache that a large one overflows.</source>
        <extracomment>%1 and %2 test sizes, e.g. &quot;128 MiB&quot; and &quot;1 GiB&quot;</extracomment>
        <translation>Użyto różnych rozmiarów testu (%1 i %2): mały obszar mieści się w pamięci podręcznej, którą duży przepełnia.</translation>
    </message>
    <message>
        <source>They ran on different kinds of target (%1 and %2): a file system adds its own work to every write.</source>
        <extracomment>%1 and %2 kinds of target, e.g. &quot;temporary file&quot; and &quot;whole device&quot;</extracomment>
        <translation>Działały na różnych rodzajach celu (%1 i %2): system plików dokłada własną pracę do każdego zapisu.</translation>
    </message>
    <message>
        <source>They ran on different file systems (%1 and %2).</source>
        <extracomment>%1 and %2 file systems, e.g. &quot;ext4&quot; and &quot;btrfs&quot;</extracomment>
        <translation>Działały na różnych systemach plików (%1 i %2).</translation>
    </message>
    <message>
        <source>They used different I/O engines (%1 and %2).</source>
        <extracomment>%1 and %2 I/O engines, e.g. &quot;io_uring&quot; and &quot;psync&quot;</extracomment>
        <translation>Użyto różnych silników we/wy (%1 i %2).</translation>
    </message>
    <message>
        <source>They ran for different times per step (%1 and %2).</source>
        <extracomment>%1 and %2 times per step, e.g. &quot;2 s&quot; and &quot;5 s&quot;</extracomment>
        <translation>Działały z różnym czasem na krok (%1 i %2).</translation>
    </message>
    <message>
        <source>%1 per step</source>
        <extracomment>the time each step of a test ran; %1 e.g. &quot;5 s&quot;</extracomment>
        <translation>%1 na krok</translation>
    </message>
    <message>
        <source>%1 on %2</source>
        <extracomment>%1 a kind of target (&quot;temporary file&quot;), %2 its file system (&quot;ext4&quot;)</extracomment>
        <translation>%1 na %2</translation>
    </message>
    <message>
        <source>SEQ1M Q8T1, SEQ1M Q1T1, RND4K Q32T1, RND4K Q1T1 · %1 · %2 per step</source>
        <extracomment>the quick check&apos;s definition; %1 a test size (&quot;1 GiB&quot;), %2 a time per step (&quot;5 s&quot;). SEQ1M Q8T1 etc. are CrystalDiskMark&apos;s test names: keep them.</extracomment>
        <translation>SEQ1M Q8T1, SEQ1M Q1T1, RND4K Q32T1, RND4K Q1T1 · %1 · %2 na krok</translation>
    </message>
    <message>
        <source>The history holds no result with the id %1, and there is no such file. &apos;driveproof-cli history DEVICE&apos; lists the ids.</source>
        <extracomment>%1 a result id or file name</extracomment>
        <translation>Historia nie zawiera wyniku o identyfikatorze %1 i nie ma takiego pliku. Identyfikatory wypisze &apos;driveproof-cli history DEVICE&apos;.</translation>
    </message>
    <message>
        <source>a list of two numbers</source>
        <translation>lista dwóch liczb</translation>
    </message>
    <message>
        <source>%1 self-test: %2, at %3 power-on hours; first failing sector %4.</source>
        <extracomment>%1 kind of self-test (&quot;Short&quot;), %2 its result (&quot;Failed: read error&quot;), %3 the drive&apos;s power-on hours when it ended, %4 a sector number</extracomment>
        <translation>Autotest (%1): %2, przy %3 godzinach pracy; pierwszy uszkodzony sektor %4.</translation>
    </message>
    <message>
        <source>%1 self-test: %2, at %3 power-on hours.</source>
        <extracomment>%1 kind of self-test (&quot;Short&quot;), %2 its result (&quot;Completed without error&quot;), %3 the drive&apos;s power-on hours when it ended</extracomment>
        <translation>Autotest (%1): %2, przy %3 godzinach pracy.</translation>
    </message>
    <message>
        <source>read</source>
        <translation>odczyt</translation>
    </message>
    <message>
        <source>write</source>
        <translation>zapis</translation>
    </message>
    <message>
        <source>mixed %1% read</source>
        <extracomment>%1 percentage of reads in a mixed workload, e.g. 70</extracomment>
        <translation>mieszane, %1% odczytów</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <extracomment>%1 a CrystalDiskMark-style preset name (SEQ1M Q8T1), %2 read/write/mixed</extracomment>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>block size %1, %2</source>
        <extracomment>a sweep point: %1 block size, %2 read/write</extracomment>
        <translation>rozmiar bloku %1, %2</translation>
    </message>
    <message>
        <source>queue depth %1, %2</source>
        <extracomment>a sweep point: %1 queue depth, %2 read/write</extracomment>
        <translation>głębokość kolejki %1, %2</translation>
    </message>
    <message numerus="yes">
        <source>%n thread(s), %1</source>
        <extracomment>a sweep point: %n threads, %1 read/write</extracomment>
        <translation>
            <numerusform>%n wątek, %1</numerusform>
            <numerusform>%n wątki, %1</numerusform>
            <numerusform>%n wątków, %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1, %n × 8 kB per commit</source>
        <extracomment>%1 a sync method name (fdatasync, open_datasync...), %n writes per commit</extracomment>
        <translation>
            <numerusform>%1, %n × 8 kB na zatwierdzenie</numerusform>
            <numerusform>%1, %n × 8 kB na zatwierdzenie</numerusform>
            <numerusform>%1, %n × 8 kB na zatwierdzenie</numerusform>
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
        <translation>write, close, fsync (inny deskryptor)</translation>
    </message>
    <message>
        <source>write, no sync (baseline, not durable)</source>
        <translation>write, bez synchronizacji (punkt odniesienia, nietrwałe)</translation>
    </message>
    <message>
        <source>O_DIRECT write, no sync (baseline, not durable)</source>
        <translation>zapis O_DIRECT, bez synchronizacji (punkt odniesienia, nietrwałe)</translation>
    </message>
    <message>
        <source>sustained sequential write</source>
        <translation>ciągły zapis sekwencyjny</translation>
    </message>
    <message>
        <source>surface scan (read)</source>
        <translation>skanowanie powierzchni (odczyt)</translation>
    </message>
    <message>
        <source>random reads, pass %1</source>
        <extracomment>%1 1 or 2: the pass of the hybrid-cache check</extracomment>
        <translation>losowe odczyty, przejście %1</translation>
    </message>
    <message>
        <source>%1 (cache off)</source>
        <extracomment>a commit line measured with the drive&apos;s write cache switched off; %1 its label</extracomment>
        <translation>%1 (bez pamięci podręcznej)</translation>
    </message>
    <message>
        <source>Skipped: the block size %1 is larger than the test area (%2).</source>
        <extracomment>%1 block size, %2 test area size</extracomment>
        <translation>Pominięto: rozmiar bloku %1 jest większy niż obszar testowy (%2).</translation>
    </message>
    <message>
        <source>Skipped: O_DIRECT writes of %1 bytes are smaller than the device&apos;s logical block size (%2 bytes).</source>
        <extracomment>%1 write size in bytes, %2 the device&apos;s logical block size in bytes</extracomment>
        <translation>Pominięto: zapisy O_DIRECT o rozmiarze %1 bajtów są mniejsze niż rozmiar bloku logicznego urządzenia (%2 bajtów).</translation>
    </message>
    <message>
        <source>Skipped: this file system does not support O_DIRECT.</source>
        <translation>Pominięto: ten system plików nie obsługuje O_DIRECT.</translation>
    </message>
    <message>
        <source>Skipped: the device rejects O_DIRECT writes of %1 bytes.</source>
        <extracomment>%1 write size in bytes</extracomment>
        <translation>Pominięto: urządzenie odrzuca zapisy O_DIRECT o rozmiarze %1 bajtów.</translation>
    </message>
</context>
<context>
    <name>DriveProof::Suites</name>
    <message>
        <source>The cache A/B test needs a drive whose write cache is on and can be switched; %1&apos;s is not. Run the commit test alone.</source>
        <extracomment>%1 device node</extracomment>
        <translation>Test A/B pamięci podręcznej wymaga dysku, którego pamięć podręczna zapisu jest włączona i można ją przełączać; w %1 tak nie jest. Uruchom sam test zatwierdzeń.</translation>
    </message>
    <message>
        <source>Could not switch the write cache of %1 back on. Switch it on with &apos;driveproof-cli cache %1 --set on&apos;.</source>
        <extracomment>%1 device node</extracomment>
        <translation>Nie udało się ponownie włączyć pamięci podręcznej zapisu %1. Włącz ją poleceniem &apos;driveproof-cli cache %1 --set on&apos;.</translation>
    </message>
    <message>
        <source>Cannot open %1 for the commit test: %2.</source>
        <extracomment>%1 file or device, %2 the system&apos;s error text</extracomment>
        <translation>Nie można otworzyć %1 na potrzeby testu zatwierdzeń: %2.</translation>
    </message>
    <message>
        <source>The commit test stopped at &quot;%1&quot;: writing to %2 failed: %3.</source>
        <extracomment>%1 the line&apos;s label, %2 file or device, %3 the system&apos;s error text</extracomment>
        <translation>Test zatwierdzeń zatrzymał się na „%1”: zapis do %2 nie powiódł się: %3.</translation>
    </message>
    <message>
        <source>&quot;%1&quot; stopped on %2: %3</source>
        <extracomment>%1 the step&apos;s label, %2 file or device, %3 the error</extracomment>
        <translation>„%1” zatrzymało się na %2: %3</translation>
    </message>
    <message>
        <source>idle, so the drive can move hot data</source>
        <translation>bezczynność, aby dysk mógł przenieść często używane dane</translation>
    </message>
    <message>
        <source>Commit rate</source>
        <translation>Tempo zatwierdzeń</translation>
    </message>
    <message>
        <source>Throughput</source>
        <translation>Przepustowość</translation>
    </message>
    <message>
        <source>Sustained write</source>
        <translation>Ciągły zapis</translation>
    </message>
    <message>
        <source>Surface scan</source>
        <translation>Skanowanie powierzchni</translation>
    </message>
    <message>
        <source>Random I/O</source>
        <translation>Losowe we/wy</translation>
    </message>
    <message>
        <source>Quick check</source>
        <translation>Szybkie sprawdzenie</translation>
    </message>
    <message>
        <source>Block size sweep</source>
        <translation>Seria: rozmiar bloku</translation>
    </message>
    <message>
        <source>Queue depth sweep</source>
        <translation>Seria: głębokość kolejki</translation>
    </message>
    <message>
        <source>Thread sweep</source>
        <translation>Seria: liczba wątków</translation>
    </message>
    <message>
        <source>Hybrid cache check</source>
        <translation>Sprawdzenie hybrydowej pamięci podręcznej</translation>
    </message>
    <message>
        <source>A drive test is running; suspending would spoil its numbers.</source>
        <translation>Trwa test dysku; wstrzymanie systemu zepsułoby jego wyniki.</translation>
    </message>
    <message>
        <source>The cache A/B test needs to know the drive under the target, and it could not be found. Run the commit test alone.</source>
        <translation>Test A/B pamięci podręcznej musi znać dysk, na którym leży cel, a nie udało się go znaleźć. Uruchom sam test zatwierdzeń.</translation>
    </message>
    <message>
        <source>O_DIRECT is not supported here: the run is buffered, so the page cache is in the numbers.</source>
        <translation>O_DIRECT nie jest tu obsługiwane: przebieg jest buforowany, więc wyniki obejmują pamięć podręczną stron.</translation>
    </message>
    <message>
        <source>%1 is in use: %2 DriveProof does not write to a device in use. Unmount it, swapoff it or stop what is built on it first.</source>
        <extracomment>%1 device node, %2 a sentence saying what uses it, e.g. &quot;/dev/loop0 backs the loop device /dev/loop1. /dev/loop1 is mounted on /mnt.&quot;</extracomment>
        <translation>%1 jest w użyciu: %2 DriveProof nie zapisuje na urządzenie w użyciu. Najpierw je odmontuj, wykonaj swapoff lub zatrzymaj to, co jest na nim zbudowane.</translation>
    </message>
    <message>
        <source>%1 is not a folder. Choose a folder on the drive to test.</source>
        <extracomment>%1 a folder</extracomment>
        <translation>%1 nie jest katalogiem. Wybierz katalog na testowanym dysku.</translation>
    </message>
    <message>
        <source>The test size must be at least 4 KiB.</source>
        <translation>Rozmiar testu musi wynosić co najmniej 4 KiB.</translation>
    </message>
    <message>
        <source>%1 has too little free space for a %2 test file (%3 free). Choose a smaller size or another folder.</source>
        <extracomment>%1 folder, %2 the size asked for, %3 free space</extracomment>
        <translation>W %1 jest za mało wolnego miejsca na plik testowy %2 (wolne: %3). Wybierz mniejszy rozmiar lub inny katalog.</translation>
    </message>
    <message>
        <source>Cannot create a test file in %1: %2. Choose a folder you can write to.</source>
        <extracomment>%1 folder, %2 the system&apos;s error text</extracomment>
        <translation>Nie można utworzyć pliku testowego w %1: %2. Wybierz katalog, w którym możesz zapisywać.</translation>
    </message>
    <message>
        <source>Preparing the test file</source>
        <translation>Przygotowywanie pliku testowego</translation>
    </message>
    <message>
        <source>Cannot prepare the test file %1: %2.</source>
        <extracomment>%1 the test file, %2 what failed, in English from the system</extracomment>
        <translation>Nie można przygotować pliku testowego %1: %2.</translation>
    </message>
    <message>
        <source>%1 is not an existing regular file. Name a file, or choose a folder for a temporary test file.</source>
        <extracomment>%1 a path</extracomment>
        <translation>%1 nie jest istniejącym zwykłym plikiem. Podaj plik lub wybierz katalog na tymczasowy plik testowy.</translation>
    </message>
    <message>
        <source>%1 is smaller than 4 KiB: too small to test. DriveProof never grows a file it did not create.</source>
        <extracomment>%1 a file</extracomment>
        <translation>%1 ma mniej niż 4 KiB: za mało, by testować. DriveProof nigdy nie powiększa pliku, którego sam nie utworzył.</translation>
    </message>
    <message>
        <source>Cannot open %1: %2.</source>
        <extracomment>%1 file, %2 the system&apos;s error text
----------
%1 device node, %2 the system&apos;s error text</extracomment>
        <translation>Nie można otworzyć %1: %2.</translation>
    </message>
    <message>
        <source>Writing to %1 destroys what is on it. Confirm by typing the device name, or pass --destructive.</source>
        <extracomment>%1 device node</extracomment>
        <translation>Zapis na %1 niszczy jego zawartość. Potwierdź, wpisując nazwę urządzenia, lub podaj --destructive.</translation>
    </message>
    <message>
        <source>%L1 IOPS</source>
        <extracomment>I/O operations per second</extracomment>
        <translation>%L1 IOPS</translation>
    </message>
    <message>
        <source>fdatasync commits at %1 per second, faster than the platters turn (%2 rpm allows about %3 per second with one thread): a volatile or battery-backed cache acknowledges the commits. Run the power-loss test to learn whether it keeps them.</source>
        <extracomment>%1 commits per second, %2 rotation rate, %3 the most commits per second it allows</extracomment>
        <translation>fdatasync zatwierdza %1 razy na sekundę, szybciej niż obracają się talerze (%2 obr./min pozwala na około %3 na sekundę przy jednym wątku): zatwierdzenia potwierdza ulotna lub podtrzymywana bateryjnie pamięć podręczna. Przeprowadź test utraty zasilania, aby sprawdzić, czy je zachowuje.</translation>
    </message>
    <message>
        <source>fdatasync commits at %1 per second, within what %2 rpm allows (about %3 per second): each commit waits for the platter.</source>
        <extracomment>%1 commits per second, %2 rotation rate, %3 the most commits per second it allows</extracomment>
        <translation>fdatasync zatwierdza %1 razy na sekundę, w granicach tego, na co pozwala %2 obr./min (około %3 na sekundę): każde zatwierdzenie czeka na obrót talerza.</translation>
    </message>
    <message>
        <source>With the drive&apos;s write cache off, fdatasync still commits at %1 per second, above the %3 per second that %2 rpm allows: the setting was ignored or another cache answers.</source>
        <extracomment>%1 commits per second, %2 rotation rate, %3 the most commits per second it allows</extracomment>
        <translation>Przy wyłączonej pamięci podręcznej zapisu dysku fdatasync nadal zatwierdza %1 razy na sekundę, powyżej %3 na sekundę, na które pozwala %2 obr./min: ustawienie zostało zignorowane lub odpowiada inna pamięć podręczna.</translation>
    </message>
    <message>
        <source>Each fdatasync sent %2 flushes to %1: flushes reach the device.</source>
        <extracomment>%1 device name, %2 flushes per commit (a decimal number)</extracomment>
        <translation>Każde wywołanie fdatasync wysłało do %1 średnio %2 polecenia opróżnienia: opróżnienia docierają do urządzenia.</translation>
    </message>
    <message>
        <source>Flushes are not reaching %1: fdatasync sent none although the kernel treats the device as write back. Something between DriveProof and the drive swallows them (a hypervisor, a RAID or device-mapper layer).</source>
        <extracomment>%1 device name</extracomment>
        <translation>Polecenia opróżnienia nie docierają do %1: fdatasync nie wysłało żadnego, choć jądro traktuje urządzenie jako write back. Coś między DriveProof a dyskiem je połyka (hiperwizor, warstwa RAID lub device-mapper).</translation>
    </message>
    <message>
        <source>Flushes are not reaching %1: the kernel treats it as write through (queue/write_cache) and sends it no flushes. If the drive&apos;s own cache is on, committed data can be lost at a power cut.</source>
        <extracomment>%1 device name</extracomment>
        <translation>Polecenia opróżnienia nie docierają do %1: jądro traktuje je jako write through (queue/write_cache) i nie wysyła do niego opróżnień. Jeśli własna pamięć podręczna dysku jest włączona, zatwierdzone dane mogą zostać utracone przy odcięciu zasilania.</translation>
    </message>
    <message>
        <source>The kernel sends %1 no flushes while its write cache is off for this half of the test (it treats the device as write through): as expected.</source>
        <extracomment>%1 device name</extracomment>
        <translation>Jądro nie wysyła do %1 poleceń opróżnienia, gdy w tej połowie testu jego pamięć podręczna zapisu jest wyłączona (traktuje urządzenie jako write through): zgodnie z oczekiwaniami.</translation>
    </message>
    <message>
        <source>Flushes are not reaching %1: the file system is mounted with nobarrier, so the kernel sends no flushes. Committed data can be lost at a power cut.</source>
        <extracomment>%1 device name</extracomment>
        <translation>Polecenia opróżnienia nie docierają do %1: system plików jest zamontowany z opcją nobarrier, więc jądro nie wysyła opróżnień. Zatwierdzone dane mogą zostać utracone przy odcięciu zasilania.</translation>
    </message>
    <message>
        <source>This drive acknowledges %1 commits per second with its write cache on. Only the power-loss test can tell whether it keeps them.</source>
        <extracomment>%1 commits per second</extracomment>
        <translation>Ten dysk potwierdza %1 zatwierdzeń na sekundę przy włączonej pamięci podręcznej zapisu. Tylko test utraty zasilania może wykazać, czy je zachowuje.</translation>
    </message>
    <message>
        <source>This drive acknowledges %1 commits per second with its write cache on and %2 with it off.</source>
        <extracomment>%1 commits per second with the cache on, %2 with it off</extracomment>
        <translation>Ten dysk potwierdza %1 zatwierdzeń na sekundę przy włączonej pamięci podręcznej zapisu i %2 przy wyłączonej.</translation>
    </message>
    <message>
        <source>The write rate fell from %1 to %2 after %3 had been written: a cache ran out.</source>
        <extracomment>%1 and %2 transfer rates, %3 an amount of data</extracomment>
        <translation>Szybkość zapisu spadła z %1 do %2 po zapisaniu %3: skończyła się pamięć podręczna.</translation>
    </message>
    <message>
        <source>The write rate held at about %1 over all %2.</source>
        <extracomment>%1 a transfer rate, %2 an amount of data</extracomment>
        <translation>Szybkość zapisu utrzymywała się na poziomie około %1 na całych %2.</translation>
    </message>
    <message>
        <source>Reads ran at %1 at the start and %2 at the end; the slowest stretch read at %3, at %4.</source>
        <extracomment>%1..%3 transfer rates, %4 a position on the drive (an amount of data)</extracomment>
        <translation>Odczyty przebiegały z szybkością %1 na początku i %2 na końcu; najwolniejszy odcinek był odczytywany z szybkością %3, w położeniu %4.</translation>
    </message>
    <message numerus="yes">
        <source>%n stretch(es) read at less than half the median rate: the drive retried there, or remapped sectors slow it down. Look at its health.</source>
        <translation>
            <numerusform>%n odcinek był odczytywany z szybkością poniżej połowy mediany: dysk ponawiał tam próby lub spowalniają go przemapowane sektory. Sprawdź jego stan.</numerusform>
            <numerusform>%n odcinki były odczytywane z szybkością poniżej połowy mediany: dysk ponawiał tam próby lub spowalniają go przemapowane sektory. Sprawdź jego stan.</numerusform>
            <numerusform>%n odcinków było odczytywanych z szybkością poniżej połowy mediany: dysk ponawiał tam próby lub spowalniają go przemapowane sektory. Sprawdź jego stan.</numerusform>
        </translation>
    </message>
    <message>
        <source>The second pass was %1 times as fast (%2 → %3): the drive moved the data to faster storage while idle.</source>
        <extracomment>%1 how many times faster (a decimal number), %2 and %3 IOPS before and after</extracomment>
        <translation>Drugie przejście było %1 razy szybsze (%2 → %3): podczas bezczynności dysk przeniósł dane do szybszej pamięci.</translation>
    </message>
    <message>
        <source>The second pass ran at %2 against %1 before: no sign of a cache that promotes hot data while the drive is idle.</source>
        <extracomment>%1 and %2 IOPS of the first and the second pass</extracomment>
        <translation>Drugie przejście osiągnęło %2 wobec %1 wcześniej: brak oznak pamięci podręcznej, która przenosi często używane dane podczas bezczynności dysku.</translation>
    </message>
    <message>
        <source>O_DIRECT is not supported on this file system: the run was buffered, so the page cache is in the numbers.</source>
        <translation>O_DIRECT nie jest obsługiwane w tym systemie plików: przebieg był buforowany, więc wyniki obejmują pamięć podręczną stron.</translation>
    </message>
    <message>
        <source>This is a virtual machine (%1): the numbers describe the hypervisor&apos;s storage, not the drive&apos;s.</source>
        <extracomment>%1 the hypervisor, e.g. kvm</extracomment>
        <translation>To jest maszyna wirtualna (%1): wyniki opisują pamięć masową hiperwizora, a nie dysk.</translation>
    </message>
    <message>
        <source>%1 is mounted with barriers off (%2): the kernel sends the drive no flushes, so no commit there is durable.</source>
        <extracomment>%1 mount point, %2 mount options</extracomment>
        <translation>%1 jest zamontowany z wyłączonymi barierami (%2): jądro nie wysyła do dysku poleceń opróżnienia, więc żadne zatwierdzenie nie jest tam trwałe.</translation>
    </message>
    <message>
        <source>%L1 %2</source>
        <extracomment>a transfer rate; %L1 the number, %2 its unit (&quot;MB/s&quot; or &quot;MiB/s&quot;)</extracomment>
        <translation>%L1 %2</translation>
    </message>
    <message>
        <source>SATA, link speed unknown</source>
        <translation>SATA, prędkość łącza nieznana</translation>
    </message>
    <message>
        <source>SATA %1 Gb/s</source>
        <extracomment>%1 the SATA link speed in Gb/s, e.g. 6</extracomment>
        <translation>SATA %1 Gb/s</translation>
    </message>
    <message>
        <source>PCIe, link speed unknown</source>
        <translation>PCIe, prędkość łącza nieznana</translation>
    </message>
    <message>
        <source>PCIe %1 x%2</source>
        <extracomment>%1 the PCIe generation (&quot;3.0&quot;), %2 lanes in use</extracomment>
        <translation>PCIe %1 x%2</translation>
    </message>
    <message>
        <source>USB, link speed unknown</source>
        <translation>USB, prędkość łącza nieznana</translation>
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
        <translation>%1 (ok. %2 do wykorzystania)</translation>
    </message>
    <message>
        <source>%1 (the drive can do PCIe %2 x%3)</source>
        <extracomment>%1 the PCIe link now (&quot;PCIe 3.0 x2&quot;), %2 PCIe generation (&quot;4.0&quot;), %3 lanes</extracomment>
        <translation>%1 (dysk obsługuje PCIe %2 x%3)</translation>
    </message>
    <message>
        <source>%1 of x%2</source>
        <extracomment>%1 the PCIe link now (&quot;PCIe 3.0 x2&quot;), %2 lanes the drive has</extracomment>
        <translation>%1 z x%2</translation>
    </message>
    <message>
        <source>%1, %2</source>
        <extracomment>%1 the USB link (&quot;USB 3.0 (5 Gb/s)&quot;), %2 the storage protocol: UAS or BOT</extracomment>
        <translation>%1, %2</translation>
    </message>
    <message>
        <source>hard disk (%L1 rpm)</source>
        <translation>dysk twardy (%L1 obr./min)</translation>
    </message>
    <message>
        <source>hard disk</source>
        <translation>dysk twardy</translation>
    </message>
    <message>
        <source>SATA SSD</source>
        <translation>SSD SATA</translation>
    </message>
    <message>
        <source>NVMe SSD</source>
        <translation>SSD NVMe</translation>
    </message>
    <message>
        <source>drive behind a USB bridge</source>
        <translation>dysk za mostkiem USB</translation>
    </message>
    <message>
        <source>virtual disk</source>
        <translation>dysk wirtualny</translation>
    </message>
    <message>
        <source>%1 is more than a %2 link can carry (%3): the link is emulated or misreported (a virtual machine, or a cache in front of the drive), so this number says nothing about the drive.</source>
        <extracomment>%1 a measured transfer rate, %2 the link (&quot;SATA 1.5 Gb/s&quot;), %3 the most it carries</extracomment>
        <translation>%1 to więcej, niż może przenieść łącze %2 (%3): łącze jest emulowane lub błędnie zgłaszane (maszyna wirtualna albo pamięć podręczna przed dyskiem), więc ta liczba nic nie mówi o dysku.</translation>
    </message>
    <message>
        <source>Writes at %1: the limit of its %2 link (%3 at most) — as fast as it can be here.</source>
        <extracomment>%1 a transfer rate, %2 the link (&quot;SATA 6 Gb/s&quot;), %3 what it carries</extracomment>
        <translation>Zapisuje z szybkością %1: to granica jego łącza %2 (najwyżej %3) — szybciej tu się nie da.</translation>
    </message>
    <message>
        <source>Reads at %1: the limit of its %2 link (%3 at most) — as fast as it can be here.</source>
        <extracomment>%1 a transfer rate, %2 the link (&quot;SATA 6 Gb/s&quot;), %3 what it carries</extracomment>
        <translation>Odczytuje z szybkością %1: to granica jego łącza %2 (najwyżej %3) — szybciej tu się nie da.</translation>
    </message>
    <message>
        <source>Writes at %1 on a %2 link: the link, not the drive, is the limit (the drive can do %3 Gb/s; check the cable and the port).</source>
        <extracomment>%1 a transfer rate, %2 the link (&quot;SATA 3 Gb/s&quot;), %3 the drive&apos;s fastest SATA speed in Gb/s, e.g. 6</extracomment>
        <translation>Zapisuje z szybkością %1 przez łącze %2: ogranicza łącze, a nie dysk (dysk obsługuje %3 Gb/s; sprawdź kabel i port).</translation>
    </message>
    <message>
        <source>Reads at %1 on a %2 link: the link, not the drive, is the limit (the drive can do %3 Gb/s; check the cable and the port).</source>
        <extracomment>%1 a transfer rate, %2 the link (&quot;SATA 3 Gb/s&quot;), %3 the drive&apos;s fastest SATA speed in Gb/s, e.g. 6</extracomment>
        <translation>Odczytuje z szybkością %1 przez łącze %2: ogranicza łącze, a nie dysk (dysk obsługuje %3 Gb/s; sprawdź kabel i port).</translation>
    </message>
    <message>
        <source>On a USB 2 port: 480 Mb/s holds it to about %1 (measured: %2). A USB 3 port would let it go faster.</source>
        <extracomment>%1 what a USB 2 port allows, a transfer rate; %2 the measured transfer rate</extracomment>
        <translation>W porcie USB 2: 480 Mb/s ogranicza go do około %1 (zmierzono: %2). Port USB 3 pozwoliłby mu działać szybciej.</translation>
    </message>
    <message>
        <source>Reads at %1: SATA SSDs read at %2 to %3 on a 6 Gb/s link, so something other than the link holds this one back (a full or worn drive, power saving, or the file system).</source>
        <extracomment>%1 the measured transfer rate, %2 and %3 the usual range (transfer rates)</extracomment>
        <translation>Odczytuje z szybkością %1: dyski SSD SATA odczytują z szybkością od %2 do %3 przez łącze 6 Gb/s, więc ten dysk hamuje coś innego niż łącze (zapełnienie lub zużycie dysku, oszczędzanie energii albo system plików).</translation>
    </message>
    <message>
        <source>This NVMe drive runs on %1 although it can do PCIe %2 x%3: the link trained below what the drive and its slot allow (a riser, a dirty contact, or lanes shared with another slot). It carries %4 of the %5 it could.</source>
        <extracomment>%1 the link now (&quot;PCIe 3.0 x2&quot;), %2 PCIe generation, %3 lanes, %4 and %5 transfer rates (what the link carries now, what it could)</extracomment>
        <translation>Ten dysk NVMe działa na łączu %1, choć obsługuje PCIe %2 x%3: łącze zestawiło się poniżej tego, na co pozwalają dysk i jego gniazdo (karta riser, zabrudzony styk albo linie współdzielone z innym gniazdem). Przenosi %4 z możliwych %5.</translation>
    </message>
    <message>
        <source>This NVMe drive runs on %1 but can do PCIe %2 x%3: the slot holds it to %4 of the %5 it could use. A slot with more lanes would let it go faster.</source>
        <extracomment>%1 the link now (&quot;PCIe 3.0 x2&quot;), %2 PCIe generation, %3 lanes, %4 and %5 transfer rates (what the slot carries, what the drive could use)</extracomment>
        <translation>Ten dysk NVMe działa na łączu %1, ale obsługuje PCIe %2 x%3: gniazdo ogranicza go do %4 z %5, które mógłby wykorzystać. Gniazdo z większą liczbą linii pozwoliłoby mu działać szybciej.</translation>
    </message>
    <message>
        <source>RND4K Q1T1 at %1 is what a %L2 rpm disk does (about %3 to %4): each read waits for a seek and half a turn.</source>
        <extracomment>%1 measured IOPS, %2 rotation rate in rpm, %3 and %4 the usual range of IOPS</extracomment>
        <translation>RND4K Q1T1 na poziomie %1 to tyle, ile osiąga dysk %L2 obr./min (około %3 do %4): każdy odczyt czeka na przesunięcie głowicy i pół obrotu.</translation>
    </message>
    <message>
        <source>RND4K Q1T1 at %1 is faster than a %L2 rpm disk can seek (about %3 to %4): a cache answers these reads, so they say little about the disk.</source>
        <extracomment>%1 measured IOPS, %2 rotation rate in rpm, %3 and %4 the usual range of IOPS</extracomment>
        <translation>RND4K Q1T1 na poziomie %1 to więcej, niż dysk %L2 obr./min może osiągnąć przy przesuwaniu głowicy (około %3 do %4): na te odczyty odpowiada pamięć podręczna, więc niewiele mówią o dysku.</translation>
    </message>
    <message>
        <source>Writes fell from %1 to %2 after %3: the end of its fast SLC cache. Copies larger than that run at about %2.</source>
        <extracomment>%1 and %2 transfer rates, %3 an amount of data. SLC: the fast part of an SSD&apos;s flash that takes writes first</extracomment>
        <translation>Zapis spadł z %1 do %2 po %3: skończyła się szybka pamięć podręczna SLC. Większe kopie idą z prędkością około %2.</translation>
    </message>
    <message>
        <source>%1 is a loop device without direct I/O: its reads and writes go through the page cache of the file system that holds its backing file, so these numbers describe the page cache (memory), not a drive. Attach it with &apos;losetup --direct-io=on&apos; to measure the drive under the file.</source>
        <extracomment>%1 a loop device, e.g. loop3</extracomment>
        <translation>%1 to urządzenie loop bez bezpośredniego we/wy: jego odczyty i zapisy przechodzą przez pamięć podręczną stron systemu plików, na którym leży jego plik, więc te liczby opisują pamięć podręczną stron (pamięć), nie dysk. Podłącz je przez &apos;losetup --direct-io=on&apos;, aby zmierzyć dysk pod plikiem.</translation>
    </message>
    <message>
        <source>The run went through the page cache, which serves some requests from memory and sends others to the drive.</source>
        <translation>Przebieg szedł przez pamięć podręczną stron, która część żądań obsługuje z pamięci, a inne wysyła na dysk.</translation>
    </message>
    <message>
        <source>Something else used the drive meanwhile, a cache filled or emptied, or the drive paused to tidy up: run the test again before trusting the numbers.</source>
        <translation>W tym czasie dysku używało coś innego, pamięć podręczna się zapełniła lub opróżniła albo dysk zatrzymał się na porządki: uruchom test ponownie, zanim zaufasz liczbom.</translation>
    </message>
    <message>
        <source>The numbers are unstable: %1 swung between %2 and %4 (typically %3) from one tenth of a second to the next, far more than a drive&apos;s own noise. %5</source>
        <extracomment>%1 a measurement (&quot;SEQ1M Q8T1 read&quot;); %2, %3, %4 rates or IOPS (low, typical, high); %5 why (a sentence)</extracomment>
        <translation>Liczby są niestabilne: %1 wahało się z dziesiątej części sekundy na następną między %2 a %4 (zwykle %3), znacznie bardziej niż własny szum dysku. %5</translation>
    </message>
    <message>
        <source>%1 is no longer empty (found: %2), so it was not written to. Confirm again with the device&apos;s name.</source>
        <extracomment>%1 device node, %2 what was found, e.g. &quot;gpt, ext4&quot;</extracomment>
        <translation>%1 nie jest już pusty (znaleziono: %2), więc nic na nim nie zapisano. Potwierdź ponownie nazwą urządzenia.</translation>
    </message>
    <message>
        <source>No drive was found under the target.</source>
        <translation>Pod celem nie znaleziono żadnego dysku.</translation>
    </message>
    <message>
        <source>%1 reports no temperature.</source>
        <extracomment>%1 device path</extracomment>
        <translation>%1 nie podaje temperatury.</translation>
    </message>
    <message numerus="yes">
        <source>The drive reached %1 °C and slowed itself down %n time(s) during this test: these numbers are those of a hot drive, not what it does when cool.</source>
        <extracomment>%1 the drive&apos;s highest temperature in °C; %n how often it throttled itself</extracomment>
        <translation>
            <numerusform>Dysk osiągnął %1 °C i sam zwolnił %n raz podczas tego testu: to liczby gorącego dysku, a nie to, co robi chłodny.</numerusform>
            <numerusform>Dysk osiągnął %1 °C i sam zwolnił %n razy podczas tego testu: to liczby gorącego dysku, a nie to, co robi chłodny.</numerusform>
            <numerusform>Dysk osiągnął %1 °C i sam zwolnił %n razy podczas tego testu: to liczby gorącego dysku, a nie to, co robi chłodny.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The drive reached %1 °C and slowed itself down %n time(s) during the sustained write: the drop from %2 to %3 at %4 is heat, not its cache.</source>
        <extracomment>%1 the drive&apos;s highest temperature in °C, %n how often it throttled itself, %2 and %3 transfer rates, %4 an amount of data</extracomment>
        <translation>
            <numerusform>Dysk osiągnął %1 °C i sam zwolnił %n raz podczas ciągłego zapisu: spadek z %2 do %3 przy %4 to ciepło, a nie jego pamięć podręczna.</numerusform>
            <numerusform>Dysk osiągnął %1 °C i sam zwolnił %n razy podczas ciągłego zapisu: spadek z %2 do %3 przy %4 to ciepło, a nie jego pamięć podręczna.</numerusform>
            <numerusform>Dysk osiągnął %1 °C i sam zwolnił %n razy podczas ciągłego zapisu: spadek z %2 do %3 przy %4 to ciepło, a nie jego pamięć podręczna.</numerusform>
        </translation>
    </message>
    <message>
        <source>Drive temperature: %1 °C before the test, %2 °C after.</source>
        <extracomment>%1 and %2 temperatures in °C (&quot;?&quot; when unknown)</extracomment>
        <translation>Temperatura dysku: %1 °C przed testem, %2 °C po nim.</translation>
    </message>
    <message numerus="yes">
        <source>The drive slowed itself down for heat %n time(s) during the test, for %1 s in all.</source>
        <extracomment>%n how often the drive throttled itself, %1 seconds it spent throttled</extracomment>
        <translation>
            <numerusform>Dysk sam zwolnił z powodu ciepła %n raz podczas testu, łącznie na %1 s.</numerusform>
            <numerusform>Dysk sam zwolnił z powodu ciepła %n razy podczas testu, łącznie na %1 s.</numerusform>
            <numerusform>Dysk sam zwolnił z powodu ciepła %n razy podczas testu, łącznie na %1 s.</numerusform>
        </translation>
    </message>
    <message>
        <source>The drive did not slow itself down for heat during the test.</source>
        <translation>Dysk nie zwalniał z powodu ciepła podczas testu.</translation>
    </message>
    <message>
        <source>Time above its warning temperature during the test: %1 min; above its critical temperature: %2 min.</source>
        <extracomment>%1 and %2 minutes</extracomment>
        <translation>Czas powyżej temperatury ostrzegawczej podczas testu: %1 min; powyżej temperatury krytycznej: %2 min.</translation>
    </message>
    <message>
        <source>The drive&apos;s heat was not read: %1</source>
        <extracomment>%1 why (a sentence)</extracomment>
        <translation>Nie odczytano temperatury dysku: %1</translation>
    </message>
</context>
</TS>
