<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="it_IT">
<context>
    <name>DriveProof::Alignment</name>
    <message>
        <source>Partition %1 on %2 starts at byte %3, which is not even on a %4-byte logical sector boundary: the partition table or the kernel&apos;s view of it is damaged. Back up its data, then recreate the partition at sector %5 (e.g. &apos;parted %2 mkpart primary %5s 100%&apos;), and check with &apos;parted %2 align-check optimal %1&apos;.</source>
        <extracomment>%1 partition number, %2 device or image path, %3 start in bytes, %4 logical sector size in bytes, %5 suggested start sector</extracomment>
        <translation>La partizione %1 su %2 inizia al byte %3, che non cade nemmeno su un limite di settore logico da %4 byte: la tabella delle partizioni o la sua lettura da parte del kernel è danneggiata. Fare una copia di sicurezza dei dati, poi ricreare la partizione al settore %5 (ad es. &apos;parted %2 mkpart primary %5s 100%&apos;) e verificare con &apos;parted %2 align-check optimal %1&apos;.</translation>
    </message>
    <message>
        <source>Partition %1 on %2 starts at sector %3 (byte %4): misaligned by %8 bytes, %5 bytes past a %6-byte physical sector boundary and %8 bytes short of the next. Every write that crosses a boundary costs the drive a read-modify-write. Back up its data, then recreate the partition at sector %7: in fdisk, delete it and create it again with first sector %7, or run &apos;parted %2 mkpart primary %7s 100%&apos; (give its old end instead of 100% if other partitions follow it). Check with &apos;parted %2 align-check optimal %1&apos;.</source>
        <extracomment>%1 partition number, %2 device or image path, %3 start sector, %4 start in bytes, %5 bytes past the physical sector boundary, %6 physical sector size in bytes, %7 suggested start sector, %8 bytes short of the next physical sector boundary. Keep the commands in quotes untranslated.</extracomment>
        <translation>La partizione %1 su %2 inizia al settore %3 (byte %4): è disallineata di %8 byte, %5 byte oltre un limite di settore fisico da %6 byte e %8 byte prima del successivo. Ogni scrittura che attraversa un limite costa all&apos;unità una lettura-modifica-scrittura. Fare una copia di sicurezza dei dati, poi ricreare la partizione al settore %7: in fdisk eliminarla e ricrearla con primo settore %7, oppure eseguire &apos;parted %2 mkpart primary %7s 100%&apos; (indicare la vecchia fine al posto di 100% se la seguono altre partizioni). Verificare con &apos;parted %2 align-check optimal %1&apos;.</translation>
    </message>
    <message>
        <source>Partition %1 on %2 starts at sector %3 (byte %4). It is aligned to the %5-byte physical sectors, so the drive is not slowed down, but not to 1 MiB, the boundary that partitioning tools use today and that suits SSD erase blocks and RAID stripes. No need to act now; if you recreate the partition one day, start it at sector %6 (e.g. &apos;parted %2 mkpart primary %6s 100%&apos;). Check with &apos;parted %2 align-check optimal %1&apos;.</source>
        <extracomment>%1 partition number, %2 device or image path, %3 start sector, %4 start in bytes, %5 physical sector size in bytes, %6 suggested start sector</extracomment>
        <translation>La partizione %1 su %2 inizia al settore %3 (byte %4). È allineata ai settori fisici da %5 byte, quindi l&apos;unità non rallenta, ma non a 1 MiB, il limite che gli strumenti di partizionamento usano oggi e che si adatta ai blocchi di cancellazione degli SSD e agli stripe RAID. Non serve intervenire ora; se un giorno si ricrea la partizione, farla iniziare al settore %6 (ad es. &apos;parted %2 mkpart primary %6s 100%&apos;). Verificare con &apos;parted %2 align-check optimal %1&apos;.</translation>
    </message>
    <message>
        <source>Partition %1 on %2 starts at sector %3 (byte %4). It is aligned to the %5-byte physical sectors and to 1 MiB, but not to the optimal I/O size of %6 bytes that the device reports, so large writes may be split across stripes. If you recreate the partition, start it at sector %7 (e.g. &apos;parted %2 mkpart primary %7s 100%&apos;). Check with &apos;parted %2 align-check optimal %1&apos;.</source>
        <extracomment>%1 partition number, %2 device or image path, %3 start sector, %4 start in bytes, %5 physical sector size in bytes, %6 optimal I/O size in bytes, %7 suggested start sector</extracomment>
        <translation>La partizione %1 su %2 inizia al settore %3 (byte %4). È allineata ai settori fisici da %5 byte e a 1 MiB, ma non alla dimensione di I/O ottimale di %6 byte indicata dal dispositivo, quindi le scritture grandi possono essere suddivise tra più stripe. Se si ricrea la partizione, farla iniziare al settore %7 (ad es. &apos;parted %2 mkpart primary %7s 100%&apos;). Verificare con &apos;parted %2 align-check optimal %1&apos;.</translation>
    </message>
    <message>
        <source>Partition %1 on %2 starts at sector %3 (byte %4). It is aligned to the %5-byte physical sectors, but neither to 1 MiB nor to the optimal I/O size of %6 bytes that the device reports, so large writes may be split across stripes. If you recreate the partition, start it at sector %7 (e.g. &apos;parted %2 mkpart primary %7s 100%&apos;). Check with &apos;parted %2 align-check optimal %1&apos;.</source>
        <extracomment>%1 partition number, %2 device or image path, %3 start sector, %4 start in bytes, %5 physical sector size in bytes, %6 optimal I/O size in bytes, %7 suggested start sector</extracomment>
        <translation>La partizione %1 su %2 inizia al settore %3 (byte %4). È allineata ai settori fisici da %5 byte, ma né a 1 MiB né alla dimensione di I/O ottimale di %6 byte indicata dal dispositivo, quindi le scritture grandi possono essere suddivise tra più stripe. Se si ricrea la partizione, farla iniziare al settore %7 (ad es. &apos;parted %2 mkpart primary %7s 100%&apos;). Verificare con &apos;parted %2 align-check optimal %1&apos;.</translation>
    </message>
    <message>
        <source>Partition %1 on %2 starts at sector %3, which suits the drive&apos;s physical sectors and 1 MiB boundaries. Nothing to do.</source>
        <extracomment>%1 partition number, %2 device or image path, %3 start sector</extracomment>
        <translation>La partizione %1 su %2 inizia al settore %3, adatto ai settori fisici dell&apos;unità e ai limiti di 1 MiB. Non c&apos;è nulla da fare.</translation>
    </message>
    <message>
        <source>%1 could not be opened (%2), so these are the partitions the kernel lists for it. Run as root to read the partition table itself.</source>
        <extracomment>%1 device path, %2 the system&apos;s reason</extracomment>
        <translation>Impossibile aprire %1 (%2), quindi queste sono le partizioni che il kernel elenca per il dispositivo. Eseguire come root per leggere direttamente la tabella delle partizioni.</translation>
    </message>
    <message>
        <source>%1 could not be opened (%2), so these are the partitions the kernel lists for it; the partition table itself was not read.</source>
        <extracomment>%1 device path, %2 the system&apos;s reason</extracomment>
        <translation>Impossibile aprire %1 (%2), quindi queste sono le partizioni che il kernel elenca per il dispositivo; la tabella delle partizioni non è stata letta.</translation>
    </message>
    <message>
        <source>These are the partitions the kernel lists for %1, because its partition table could not be read: %2</source>
        <extracomment>%1 device path, %2 why the table could not be read (a full sentence)</extracomment>
        <translation>Queste sono le partizioni che il kernel elenca per %1, perché non è stato possibile leggere la sua tabella delle partizioni: %2</translation>
    </message>
    <message>
        <source>OK</source>
        <extracomment>alignment verdict: the partition is well aligned</extracomment>
        <translation>OK</translation>
    </message>
    <message>
        <source>Misaligned</source>
        <extracomment>alignment verdict: the partition does not start on a physical sector boundary</extracomment>
        <translation>Non allineata</translation>
    </message>
    <message>
        <source>Cannot open %1 even as root: %2. The system blocks access to it (a container or a security policy).</source>
        <extracomment>%1 device or file, %2 the system&apos;s reason</extracomment>
        <translation>Impossibile aprire %1 anche come root: %2. Il sistema ne blocca l&apos;accesso (un container o una politica di sicurezza).</translation>
    </message>
    <message>
        <source>Cannot open %1: %2. Run as root or use sudo.</source>
        <extracomment>%1 device or file, %2 the system&apos;s reason</extracomment>
        <translation>Impossibile aprire %1: %2. Eseguire come root o usare sudo.</translation>
    </message>
    <message>
        <source>Cannot open %1: %2. Check the path.</source>
        <extracomment>%1 device or file, %2 the system&apos;s reason</extracomment>
        <translation>Impossibile aprire %1: %2. Controllare il percorso.</translation>
    </message>
    <message>
        <source>Cannot open %1: %2. Check that the drive is connected and the file is readable.</source>
        <extracomment>%1 device or file, %2 the system&apos;s reason</extracomment>
        <translation>Impossibile aprire %1: %2. Controllare che l&apos;unità sia collegata e che il file sia leggibile.</translation>
    </message>
    <message>
        <source>No partition table for %2-byte sectors found on %1, but there is one for %3-byte sectors. Read it with a logical sector size of %3 bytes.</source>
        <extracomment>%1 image file, %2 sector size asked for, %3 sector size that works (bytes)</extracomment>
        <translation>Su %1 non è stata trovata alcuna tabella delle partizioni per settori da %2 byte, ma ce n&apos;è una per settori da %3 byte. Leggerla con una dimensione di settore logico di %3 byte.</translation>
    </message>
    <message>
        <source>%1 is a folder. Give a drive such as /dev/sdb or a disk image file.</source>
        <extracomment>%1 the path the user gave</extracomment>
        <translation>%1 è una cartella. Indicare un&apos;unità come /dev/sdb o un file immagine disco.</translation>
    </message>
    <message>
        <source>%1 is neither a drive nor a disk image file. Give a drive such as /dev/sdb or a disk image file.</source>
        <extracomment>%1 the path the user gave</extracomment>
        <translation>%1 non è né un&apos;unità né un file immagine disco. Indicare un&apos;unità come /dev/sdb o un file immagine disco.</translation>
    </message>
    <message>
        <source>No partition table found on %1: the file is empty.</source>
        <extracomment>%1 image file</extracomment>
        <translation>Nessuna tabella delle partizioni trovata su %1: il file è vuoto.</translation>
    </message>
    <message>
        <source>%1 is empty: no partition table and no file system, as a new drive arrives. There is nothing to align yet; partitioning tools start the first partition at 1 MiB, which suits this drive.</source>
        <extracomment>%1 device path</extracomment>
        <translation>%1 è vuota: nessuna tabella delle partizioni e nessun file system, come arriva un&apos;unità nuova. Non c&apos;è ancora nulla da allineare; gli strumenti di partizionamento iniziano la prima partizione a 1 MiB, che va bene per questa unità.</translation>
    </message>
    <message>
        <source>%1 holds its %2 file system written straight onto the whole drive, without a partition table. That is a valid layout, but the drive reports its sector 0 %3 bytes past a physical sector boundary, so the file system&apos;s blocks straddle physical sectors. Only a new layout fixes that: back up, then create a partition table whose first partition starts at 1 MiB.</source>
        <extracomment>%1 device path, %2 file-system type (&quot;ext4&quot;), %3 alignment offset in bytes</extracomment>
        <translation>%1 contiene un file system %2 scritto direttamente sull&apos;intera unità, senza tabella delle partizioni. È una disposizione valida, ma l&apos;unità dichiara il suo settore 0 a %3 byte oltre un confine di settore fisico, quindi i blocchi del file system si accavallano sui settori fisici. Solo una nuova disposizione lo risolve: fai un backup, poi crea una tabella delle partizioni la cui prima partizione inizi a 1 MiB.</translation>
    </message>
    <message>
        <source>%1 holds its %2 file system written straight onto the whole drive, without a partition table. That is a valid layout: the file system starts at byte 0, on a boundary of every sector size, so it is aligned. Nothing to do.</source>
        <extracomment>%1 device path, %2 file-system type (&quot;ext4&quot;)</extracomment>
        <translation>%1 contiene un file system %2 scritto direttamente sull&apos;intera unità, senza tabella delle partizioni. È una disposizione valida: il file system inizia al byte 0, sul confine di qualsiasi dimensione di settore, quindi è allineato. Non c&apos;è nulla da fare.</translation>
    </message>
    <message>
        <source>Acceptable</source>
        <extracomment>alignment verdict: physically aligned (the drive is not slowed down, no need to act now), but not to 1 MiB or the optimal I/O size</extracomment>
        <translation>Accettabile</translation>
    </message>
    <message>
        <source>No partition table found on %1: it is empty, or holds a file system on the whole of it, which needs none. Check that this is the right disk or image.</source>
        <extracomment>%1 device or image file</extracomment>
        <translation>Nessuna tabella delle partizioni trovata su %1: è vuoto, oppure contiene su tutta la sua estensione un file system che non ne ha bisogno. Verifica che sia il disco o l&apos;immagine giusti.</translation>
    </message>
</context>
<context>
    <name>DriveProof::Cache</name>
    <message numerus="yes">
        <source>The sense data is cut off: %n byte(s) of the 8-byte header arrived.</source>
        <extracomment>%n number of bytes that arrived</extracomment>
        <translation>
            <numerusform>I dati sense sono troncati: è arrivato %n byte dell&apos;intestazione da 8 byte.</numerusform>
            <numerusform>I dati sense sono troncati: sono arrivati %n byte dell&apos;intestazione da 8 byte.</numerusform>
        </translation>
    </message>
    <message>
        <source>The ATA Status Return descriptor is malformed (length %1h instead of 0Ch).</source>
        <extracomment>%1 the descriptor&apos;s length byte in hex</extracomment>
        <translation>Il descrittore ATA Status Return non è valido (lunghezza %1h invece di 0Ch).</translation>
    </message>
    <message>
        <source>The sense data is cut off inside the ATA Status Return descriptor.</source>
        <translation>I dati sense sono troncati all&apos;interno del descrittore ATA Status Return.</translation>
    </message>
    <message>
        <source>The sense data is cut off: it declares %1 bytes but %2 arrived.</source>
        <extracomment>%1 bytes the sense data declares, %2 bytes that arrived</extracomment>
        <translation>I dati sense sono troncati: dichiarano %1 byte ma ne sono arrivati %2.</translation>
    </message>
    <message numerus="yes">
        <source>The fixed-format sense data is cut off: %n byte(s) arrived, at least 14 are needed.</source>
        <extracomment>%n number of bytes that arrived</extracomment>
        <translation>
            <numerusform>I dati sense in formato fisso sono troncati: è arrivato %n byte, ne servono almeno 14.</numerusform>
            <numerusform>I dati sense in formato fisso sono troncati: sono arrivati %n byte, ne servono almeno 14.</numerusform>
        </translation>
    </message>
    <message>
        <source>The device sent no sense data, so the ATA status of the command is unknown.</source>
        <translation>Il dispositivo non ha inviato dati sense, quindi lo stato ATA del comando è sconosciuto.</translation>
    </message>
    <message>
        <source>The sense data has an unknown format (response code %1h): neither descriptor (72h) nor fixed (70h) format.</source>
        <extracomment>%1 the response code byte in hex</extracomment>
        <translation>I dati sense hanno un formato sconosciuto (codice di risposta %1h): né formato descrittore (72h) né fisso (70h).</translation>
    </message>
    <message>
        <source>sense key %1h, additional sense %2h/%3h</source>
        <extracomment>SCSI sense in hex. %1 sense key, %2 additional sense code, %3 its qualifier</extracomment>
        <translation>sense key %1h, additional sense %2h/%3h</translation>
    </message>
    <message>
        <source>%1, ATA status %2h, error %3h</source>
        <extracomment>%1 the text before, %2 ATA STATUS byte in hex, %3 ATA ERROR byte in hex</extracomment>
        <translation>%1, stato ATA %2h, errore %3h</translation>
    </message>
    <message>
        <source>%1 does not exist.</source>
        <extracomment>%1 file name</extracomment>
        <translation>%1 non esiste.</translation>
    </message>
    <message>
        <source>%1 is not a regular file: give a saved IDENTIFY dump (512 raw bytes or the text of &apos;hdparm --Istdout&apos;).</source>
        <extracomment>%1 file name</extracomment>
        <translation>%1 non è un file normale: indicare un dump IDENTIFY salvato (512 byte grezzi o il testo di &apos;hdparm --Istdout&apos;).</translation>
    </message>
    <message>
        <source>%1 has %2 bytes: too large for an IDENTIFY dump (512 raw bytes, or about 1300 bytes of text).</source>
        <extracomment>%1 file name, %2 its size in bytes</extracomment>
        <translation>%1 è di %2 byte: troppo grande per un dump IDENTIFY (512 byte grezzi, o circa 1300 byte di testo).</translation>
    </message>
    <message>
        <source>Cannot read %1: %2.</source>
        <extracomment>%1 file name, %2 the system&apos;s reason</extracomment>
        <translation>Impossibile leggere %1: %2.</translation>
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
            <numerusform>I dati IDENTIFY devono essere esattamente di 512 byte; questi sono di %n byte.</numerusform>
            <numerusform>I dati IDENTIFY devono essere esattamente di 512 byte; questi sono di %n byte.</numerusform>
        </translation>
    </message>
    <message>
        <source>The IDENTIFY data is all zeros: the drive or its USB bridge returned no data.</source>
        <translation>I dati IDENTIFY sono tutti zero: l&apos;unità o il suo bridge USB non ha restituito dati.</translation>
    </message>
    <message>
        <source>The IDENTIFY data is all FFh: no drive answered (an empty port, or a bridge without a disk).</source>
        <translation>I dati IDENTIFY sono tutti FFh: nessuna unità ha risposto (una porta vuota o un bridge senza disco).</translation>
    </message>
    <message>
        <source>Word 0 is %1h: this is data from an ATAPI device (an optical drive), not IDENTIFY DEVICE data of a disk.</source>
        <extracomment>%1 word 0 in hex</extracomment>
        <translation>La parola 0 vale %1h: questi sono dati di un dispositivo ATAPI (un&apos;unità ottica), non dati IDENTIFY DEVICE di un disco.</translation>
    </message>
    <message>
        <source>The IDENTIFY checksum in word 255 is wrong (the 512 bytes sum to %1h, not 00h): the data is damaged or was edited.</source>
        <extracomment>%1 the sum of all bytes modulo 256, in hex</extracomment>
        <translation>Il checksum IDENTIFY nella parola 255 è errato (la somma dei 512 byte è %1h, non 00h): i dati sono danneggiati o sono stati modificati.</translation>
    </message>
    <message>
        <source>Words 117-118 give a logical sector size of %1 bytes, which no drive uses: the data is damaged.</source>
        <extracomment>%1 a size in bytes</extracomment>
        <translation>Le parole 117-118 indicano una dimensione di settore logico di %1 byte, che nessuna unità usa: i dati sono danneggiati.</translation>
    </message>
    <message>
        <source>Word 106 gives a physical sector size of %1 bytes, which no drive uses: the data is damaged.</source>
        <extracomment>%1 a size in bytes</extracomment>
        <translation>La parola 106 indica una dimensione di settore fisico di %1 byte, che nessuna unità usa: i dati sono danneggiati.</translation>
    </message>
    <message>
        <source>Line %1: &apos;%2&apos; is not a word of four hex digits.</source>
        <extracomment>%1 line number, %2 the offending text</extracomment>
        <translation>Riga %1: &apos;%2&apos; non è una parola di quattro cifre esadecimali.</translation>
    </message>
    <message>
        <source>Line %1: more than 256 words; IDENTIFY data has exactly 256.</source>
        <extracomment>%1 line number</extracomment>
        <translation>Riga %1: più di 256 parole; i dati IDENTIFY ne hanno esattamente 256.</translation>
    </message>
    <message>
        <source>No IDENTIFY words found: expected 256 words of four hex digits, 8 a line, as &apos;hdparm --Istdout&apos; prints them.</source>
        <translation>Nessuna parola IDENTIFY trovata: erano attese 256 parole di quattro cifre esadecimali, 8 per riga, come le stampa &apos;hdparm --Istdout&apos;.</translation>
    </message>
    <message numerus="yes">
        <source>Line %1: the words end after %n word(s); IDENTIFY data has 256.</source>
        <extracomment>%1 line number, %n number of words found</extracomment>
        <translation>
            <numerusform>Riga %1: le parole finiscono dopo %n parola; i dati IDENTIFY ne hanno 256.</numerusform>
            <numerusform>Riga %1: le parole finiscono dopo %n parole; i dati IDENTIFY ne hanno 256.</numerusform>
        </translation>
    </message>
    <message>
        <source>the device</source>
        <translation>il dispositivo</translation>
    </message>
    <message>
        <source>%1 does not accept SCSI commands (SG_IO), so %2 cannot reach a drive: it is not a whole SATA, SAS or USB disk (partitions, loop, virtual and NVMe devices have no ATA drive behind them).</source>
        <extracomment>%1 device, %2 ATA command name</extracomment>
        <translation>%1 non accetta comandi SCSI (SG_IO), quindi %2 non può raggiungere un&apos;unità: non è un disco SATA, SAS o USB intero (partizioni, dispositivi loop, virtuali e NVMe non hanno dietro un&apos;unità ATA).</translation>
    </message>
    <message>
        <source>Permission denied sending %2 to %1: ATA commands need root or the DriveProof helper.</source>
        <extracomment>%1 device, %2 ATA command name</extracomment>
        <translation>Permesso negato nell&apos;invio di %2 a %1: i comandi ATA richiedono root o il programma ausiliario di DriveProof.</translation>
    </message>
    <message>
        <source>Sending %1 to %2 failed: %3.</source>
        <extracomment>%1 ATA command name, %2 device, %3 the system&apos;s error text</extracomment>
        <translation>Invio di %1 a %2 non riuscito: %3.</translation>
    </message>
    <message>
        <source>The drive in %1 refused %2 (ABORT): it does not support this command or setting (%3).</source>
        <extracomment>%1 device, %2 ATA command name, %3 technical details</extracomment>
        <translation>L&apos;unità in %1 ha rifiutato %2 (ABORT): non supporta questo comando o questa impostazione (%3).</translation>
    </message>
    <message>
        <source>The drive in %1 reported an error for %2 (%3); check its health and cabling, then try again.</source>
        <extracomment>%1 device, %2 ATA command name, %3 technical details</extracomment>
        <translation>L&apos;unità in %1 ha segnalato un errore per %2 (%3); controllarne lo stato di salute e i cavi, poi riprovare.</translation>
    </message>
    <message>
        <source>%1 rejected %2: the disk or its USB bridge does not pass ATA commands through (SAT) (%3).</source>
        <extracomment>%1 device, %2 ATA command name, %3 technical details</extracomment>
        <translation>%1 ha rifiutato %2: il disco o il suo bridge USB non inoltra i comandi ATA (SAT) (%3).</translation>
    </message>
    <message>
        <source>%1 did not run %2 (%3).</source>
        <extracomment>%1 device, %2 ATA command name, %3 technical details</extracomment>
        <translation>%1 non ha eseguito %2 (%3).</translation>
    </message>
    <message>
        <source>%1 timed out on %2: the drive did not answer.</source>
        <extracomment>%1 ATA command name, %2 device</extracomment>
        <translation>%1 è scaduto su %2: l&apos;unità non ha risposto.</translation>
    </message>
    <message>
        <source>%1 did not reach the drive in %2 (host status %3, driver status %4).</source>
        <extracomment>%1 ATA command name, %2 device, %3 / %4 numbers from the kernel</extracomment>
        <translation>%1 non ha raggiunto l&apos;unità in %2 (stato host %3, stato driver %4).</translation>
    </message>
    <message>
        <source>%1 failed on %2 with SCSI status %3h and no sense data.</source>
        <extracomment>%1 ATA command name, %2 device, %3 SCSI status byte</extracomment>
        <translation>%1 non riuscito su %2 con stato SCSI %3h e senza dati sense.</translation>
    </message>
    <message>
        <source>The drive in %1 reports no volatile write cache that can be switched (IDENTIFY word 82 bit 5).</source>
        <extracomment>%1 device</extracomment>
        <translation>L&apos;unità in %1 non dichiara alcuna cache di scrittura volatile attivabile o disattivabile (IDENTIFY parola 82 bit 5).</translation>
    </message>
    <message>
        <source>The drive in %1 accepted the command but still reports its write cache as off.</source>
        <extracomment>%1 device</extracomment>
        <translation>L&apos;unità in %1 ha accettato il comando ma indica ancora la cache di scrittura come disattivata.</translation>
    </message>
    <message>
        <source>The drive in %1 accepted the command but still reports its write cache as on.</source>
        <extracomment>%1 device</extracomment>
        <translation>L&apos;unità in %1 ha accettato il comando ma indica ancora la cache di scrittura come attiva.</translation>
    </message>
    <message>
        <source>The drive %1 accepted the change but still reports its write cache as off.</source>
        <extracomment>%1 device path</extracomment>
        <translation>L&apos;unità %1 ha accettato la modifica ma indica ancora la cache di scrittura come disattivata.</translation>
    </message>
    <message>
        <source>The drive %1 accepted the change but still reports its write cache as on.</source>
        <extracomment>%1 device path</extracomment>
        <translation>L&apos;unità %1 ha accettato la modifica ma indica ancora la cache di scrittura come attiva.</translation>
    </message>
    <message>
        <source>The Identify Controller data has %1 bytes instead of %2.</source>
        <extracomment>%1 bytes received, %2 bytes expected</extracomment>
        <translation>I dati Identify Controller sono di %1 byte invece di %2.</translation>
    </message>
    <message>
        <source>The NVMe health log has %1 bytes instead of %2.</source>
        <extracomment>%1 bytes received, %2 bytes expected</extracomment>
        <translation>Il registro di salute NVMe è di %1 byte invece di %2.</translation>
    </message>
    <message>
        <source>The drive does not support this admin command.</source>
        <translation>L&apos;unità non supporta questo comando di amministrazione.</translation>
    </message>
    <message>
        <source>The drive cannot save its write cache setting, so a change lasts only until the next power cycle.</source>
        <translation>L&apos;unità non può salvare l&apos;impostazione della cache di scrittura, quindi una modifica dura solo fino al prossimo spegnimento.</translation>
    </message>
    <message>
        <source>The drive does not allow its write cache setting to be changed.</source>
        <translation>L&apos;unità non consente di modificare l&apos;impostazione della cache di scrittura.</translation>
    </message>
    <message>
        <source>The drive does not provide the SMART / health log.</source>
        <translation>L&apos;unità non fornisce il registro SMART / di salute.</translation>
    </message>
    <message>
        <source>The drive does not support saving its write cache setting.</source>
        <translation>L&apos;unità non supporta il salvataggio dell&apos;impostazione della cache di scrittura.</translation>
    </message>
    <message>
        <source>The drive has no volatile write cache to read or change.</source>
        <translation>L&apos;unità non ha una cache di scrittura volatile da leggere o modificare.</translation>
    </message>
    <message>
        <source>The drive rejected a field of the command.</source>
        <translation>L&apos;unità ha rifiutato un campo del comando.</translation>
    </message>
    <message>
        <source>The drive reported an internal error; check its health and try again.</source>
        <translation>L&apos;unità ha segnalato un errore interno; controllarne lo stato di salute e riprovare.</translation>
    </message>
    <message>
        <source>The drive rejected the command.</source>
        <translation>L&apos;unità ha rifiutato il comando.</translation>
    </message>
    <message>
        <source>%1 (NVMe status %2)</source>
        <extracomment>%1 a sentence saying what the drive did and what to do; %2 the raw NVMe status code type and status code, e.g. &quot;SCT 1h, SC 0Dh&quot;</extracomment>
        <translation>%1 (stato NVMe %2)</translation>
    </message>
    <message>
        <source>The device does not accept NVMe admin commands (it is not an NVMe drive).</source>
        <translation>Il dispositivo non accetta comandi di amministrazione NVMe (non è un&apos;unità NVMe).</translation>
    </message>
    <message>
        <source>Permission denied: run as root or through the DriveProof helper.</source>
        <translation>Permesso negato: eseguire come root o tramite il programma ausiliario di DriveProof.</translation>
    </message>
    <message>
        <source>The device is gone; reconnect it and try again.</source>
        <translation>Il dispositivo non è più presente; ricollegarlo e riprovare.</translation>
    </message>
    <message>
        <source>The drive did not answer in time; try again.</source>
        <translation>L&apos;unità non ha risposto in tempo; riprovare.</translation>
    </message>
    <message>
        <source>%1 failed on %2: %3</source>
        <extracomment>%1 NVMe command name, %2 device path, %3 the reason and what to do
----------
%1 SCSI command name, %2 device path, %3 the reason and what to do</extracomment>
        <translation>%1 non riuscito su %2: %3</translation>
    </message>
    <message>
        <source>The data %1 returned could not be decoded: %2</source>
        <extracomment>%1 device path, %2 what is wrong with the data</extracomment>
        <translation>Impossibile decodificare i dati restituiti da %1: %2</translation>
    </message>
    <message>
        <source>The drive does not report whether its write cache setting can be saved (no Select / Save support), so a change lasts only until the next power cycle.</source>
        <translation>L&apos;unità non indica se l&apos;impostazione della cache di scrittura può essere salvata (nessun supporto Select / Save), quindi una modifica dura solo fino al prossimo spegnimento.</translation>
    </message>
    <message>
        <source>The drive %1 has no volatile write cache to switch.</source>
        <extracomment>%1 device path</extracomment>
        <translation>L&apos;unità %1 non ha una cache di scrittura volatile da attivare o disattivare.</translation>
    </message>
    <message>
        <source>The drive %1 does not allow its write cache to be switched.</source>
        <extracomment>%1 device path</extracomment>
        <translation>L&apos;unità %1 non consente di attivare o disattivare la cache di scrittura.</translation>
    </message>
    <message>
        <source>The drive %1 cannot save its write cache setting, so the change cannot be kept after a power cycle. Switch it without keeping it instead.</source>
        <extracomment>%1 device path</extracomment>
        <translation>L&apos;unità %1 non può salvare l&apos;impostazione della cache di scrittura, quindi la modifica non può essere mantenuta dopo uno spegnimento. Cambiarla invece senza mantenerla.</translation>
    </message>
    <message>
        <source>The mode page header at byte %1 is cut off.</source>
        <extracomment>%1 byte offset in the drive&apos;s reply</extracomment>
        <translation>L&apos;intestazione della pagina mode al byte %1 è troncata.</translation>
    </message>
    <message>
        <source>Mode page %1h claims %2 bytes but only %3 are present.</source>
        <extracomment>%1 page code in hex, %2 its length in bytes, %3 bytes actually present</extracomment>
        <translation>La pagina mode %1h dichiara %2 byte ma ne sono presenti solo %3.</translation>
    </message>
    <message>
        <source>The MODE SENSE reply has %1 bytes, fewer than the 8-byte mode parameter header.</source>
        <extracomment>%1 number of bytes received</extracomment>
        <translation>La risposta MODE SENSE è di %1 byte, meno degli 8 byte dell&apos;intestazione dei parametri mode.</translation>
    </message>
    <message>
        <source>The MODE SENSE reply declares a mode data length of %1, too short for its own header.</source>
        <extracomment>%1 the mode data length field of the reply</extracomment>
        <translation>La risposta MODE SENSE dichiara una lunghezza dei dati mode di %1, troppo corta per la sua stessa intestazione.</translation>
    </message>
    <message>
        <source>The MODE SENSE reply&apos;s block descriptors (%1 bytes) leave no room for a mode page in its %2 bytes.</source>
        <extracomment>%1 block descriptor length, %2 bytes present</extracomment>
        <translation>I descrittori di blocco della risposta MODE SENSE (%1 byte) non lasciano spazio a una pagina mode nei suoi %2 byte.</translation>
    </message>
    <message>
        <source>The caching mode page is too short to hold the WCE bit.</source>
        <translation>La pagina mode della cache è troppo corta per contenere il bit WCE.</translation>
    </message>
    <message>
        <source>The MODE SENSE reply does not contain the caching mode page (08h).</source>
        <translation>La risposta MODE SENSE non contiene la pagina mode della cache (08h).</translation>
    </message>
    <message>
        <source>A new caching page can only be built from the current, complete caching page.</source>
        <translation>Una nuova pagina della cache si può costruire solo dalla pagina della cache attuale e completa.</translation>
    </message>
    <message>
        <source>The drive reported an error but sent no sense data.</source>
        <translation>L&apos;unità ha segnalato un errore ma non ha inviato dati sense.</translation>
    </message>
    <message>
        <source>The drive&apos;s fixed-format sense data is cut off.</source>
        <translation>I dati sense in formato fisso dell&apos;unità sono troncati.</translation>
    </message>
    <message>
        <source>The drive&apos;s descriptor-format sense data is cut off.</source>
        <translation>I dati sense in formato descrittore dell&apos;unità sono troncati.</translation>
    </message>
    <message>
        <source>The drive sent sense data in an unknown format (response code %1h).</source>
        <extracomment>%1 the response code byte in hex</extracomment>
        <translation>L&apos;unità ha inviato dati sense in un formato sconosciuto (codice di risposta %1h).</translation>
    </message>
    <message>
        <source>The drive does not support saving this page, so a change lasts only until the next power cycle.</source>
        <translation>L&apos;unità non supporta il salvataggio di questa pagina, quindi una modifica dura solo fino al prossimo spegnimento.</translation>
    </message>
    <message>
        <source>The drive does not support the MODE SENSE(10) and MODE SELECT(10) commands, so its cache cannot be read or changed this way.</source>
        <translation>L&apos;unità non supporta i comandi MODE SENSE(10) e MODE SELECT(10), quindi la sua cache non può essere letta o modificata in questo modo.</translation>
    </message>
    <message>
        <source>The drive rejected the MODE SELECT command.</source>
        <translation>L&apos;unità ha rifiutato il comando MODE SELECT.</translation>
    </message>
    <message>
        <source>The drive does not report the caching mode page.</source>
        <translation>L&apos;unità non fornisce la pagina mode della cache.</translation>
    </message>
    <message>
        <source>The drive refused the new caching page: it does not let this setting be changed.</source>
        <translation>L&apos;unità ha rifiutato la nuova pagina della cache: non consente di modificare questa impostazione.</translation>
    </message>
    <message>
        <source>The drive reported a reset or a changed setting; try again.</source>
        <translation>L&apos;unità ha segnalato un reset o un&apos;impostazione modificata; riprovare.</translation>
    </message>
    <message>
        <source>The drive is not ready (stopped, starting or without medium); try again in a moment.</source>
        <translation>L&apos;unità non è pronta (ferma, in avvio o senza supporto); riprovare tra poco.</translation>
    </message>
    <message>
        <source>The drive is write protected.</source>
        <translation>L&apos;unità è protetta da scrittura.</translation>
    </message>
    <message>
        <source>The drive reported a hardware or medium error; check its health.</source>
        <translation>L&apos;unità ha segnalato un errore hardware o del supporto; controllarne lo stato di salute.</translation>
    </message>
    <message>
        <source>The drive aborted the command; try again.</source>
        <translation>L&apos;unità ha interrotto il comando; riprovare.</translation>
    </message>
    <message>
        <source>The drive reported an error.</source>
        <translation>L&apos;unità ha segnalato un errore.</translation>
    </message>
    <message>
        <source>%1 (%2, %3)</source>
        <extracomment>%1 a sentence saying what the drive did and what to do; %2 SCSI sense key name, %3 additional sense code and its name, e.g. &quot;24h/00h INVALID FIELD IN CDB&quot;</extracomment>
        <translation>%1 (%2, %3)</translation>
    </message>
    <message>
        <source>The device does not accept SCSI commands, so its drive-level write cache cannot be read or changed this way.</source>
        <translation>Il dispositivo non accetta comandi SCSI, quindi la cache di scrittura dell&apos;unità non può essere letta o modificata in questo modo.</translation>
    </message>
    <message>
        <source>The drive did not answer in time; check its cable and power.</source>
        <translation>L&apos;unità non ha risposto in tempo; controllarne il cavo e l&apos;alimentazione.</translation>
    </message>
    <message>
        <source>The connection to the drive failed (host status %1h); check its cable and power.</source>
        <extracomment>%1 the Linux host status code in hex</extracomment>
        <translation>Connessione all&apos;unità non riuscita (stato host %1h); controllarne il cavo e l&apos;alimentazione.</translation>
    </message>
    <message>
        <source>The drive is busy; try again in a moment.</source>
        <translation>L&apos;unità è occupata; riprovare tra poco.</translation>
    </message>
    <message>
        <source>The drive returned SCSI status %1h without sense data.</source>
        <extracomment>%1 SCSI status byte in hex</extracomment>
        <translation>L&apos;unità ha restituito lo stato SCSI %1h senza dati sense.</translation>
    </message>
    <message>
        <source>The caching mode page of %1 could not be decoded: %2</source>
        <extracomment>%1 device path, %2 what is wrong with the reply</extracomment>
        <translation>Impossibile decodificare la pagina mode della cache di %1: %2</translation>
    </message>
    <message>
        <source>The drive %1 does not allow its write cache to be switched (its caching page marks WCE as not changeable).</source>
        <extracomment>%1 device path</extracomment>
        <translation>L&apos;unità %1 non consente di attivare o disattivare la cache di scrittura (la sua pagina della cache indica WCE come non modificabile).</translation>
    </message>
    <message>
        <source>The drive %1 cannot save its caching page, so the change cannot be kept after a power cycle. Switch it without keeping it instead.</source>
        <extracomment>%1 device path</extracomment>
        <translation>L&apos;unità %1 non può salvare la sua pagina della cache, quindi la modifica non può essere mantenuta dopo uno spegnimento. Cambiarla invece senza mantenerla.</translation>
    </message>
    <message>
        <source>%1 is not a whole SCSI disk; only those can be asked to re-read their caching page.</source>
        <extracomment>%1 kernel block device name</extracomment>
        <translation>%1 non è un disco SCSI intero; solo a questi si può chiedere di rileggere la pagina della cache.</translation>
    </message>
    <message>
        <source>Could not ask the kernel to re-read the settings of %1: %2. Its view of the write cache may be out of date until the next reboot.</source>
        <extracomment>%1 kernel block device name, %2 system error text</extracomment>
        <translation>Impossibile chiedere al kernel di rileggere le impostazioni di %1: %2. La sua visione della cache di scrittura potrebbe non essere aggiornata fino al prossimo riavvio.</translation>
    </message>
    <message>
        <source>udisks2 could not save the write-cache setting: %1. The change lasts only until the next power cycle.</source>
        <extracomment>%1 udisks2&apos;s error message</extracomment>
        <translation>udisks2 non ha potuto salvare l&apos;impostazione della cache di scrittura: %1. La modifica dura solo fino al prossimo spegnimento.</translation>
    </message>
    <message>
        <source>%1 is a file used as a drive (%2): the drive-level write cache does not apply; the kernel&apos;s view shows whether it passes flushes on to the file.</source>
        <extracomment>%1 device path, %2 the file behind the loop device</extracomment>
        <translation>%1 è un file usato come unità (%2): la cache di scrittura dell&apos;unità non si applica; la visione del kernel mostra se gli svuotamenti della cache vengono inoltrati al file.</translation>
    </message>
    <message>
        <source>%1 is a virtual disk: the real drive and its cache are on the host, out of reach from this machine. Only the kernel&apos;s view is shown; whether flushes reach the host&apos;s drive depends on the hypervisor&apos;s cache mode.</source>
        <extracomment>%1 device path</extracomment>
        <translation>%1 è un disco virtuale: l&apos;unità reale e la sua cache si trovano sull&apos;host, fuori dalla portata di questa macchina. Viene mostrata solo la visione del kernel; se gli svuotamenti della cache raggiungono l&apos;unità dell&apos;host dipende dalla modalità di cache dell&apos;hypervisor.</translation>
    </message>
    <message>
        <source>%1 takes no drive commands: the drive-level write cache does not apply, only the kernel&apos;s view.</source>
        <extracomment>%1 device path</extracomment>
        <translation>%1 non accetta comandi per unità: la cache di scrittura dell&apos;unità non si applica, solo la visione del kernel.</translation>
    </message>
    <message>
        <source>DriveProof does not know how to ask %1 about its write cache (unknown transport).</source>
        <extracomment>%1 device path</extracomment>
        <translation>DriveProof non sa come interrogare %1 sulla sua cache di scrittura (trasporto sconosciuto).</translation>
    </message>
    <message>
        <source>%1 is a virtual disk (%2): the write cache it reports is the hypervisor&apos;s emulation. Whether a flush reaches a real drive depends on the hypervisor&apos;s cache mode on the host.</source>
        <extracomment>%1 device path, %2 who emulates the disk: &quot;QEMU&quot;, &quot;VMware&quot;, &quot;Hyper-V&quot;, &quot;virtio&quot;...</extracomment>
        <translation>%1 è un disco virtuale (%2): la cache di scrittura che riporta è l&apos;emulazione dell&apos;hypervisor. Se uno svuotamento della cache raggiunge un&apos;unità reale dipende dalla modalità di cache dell&apos;hypervisor sull&apos;host.</translation>
    </message>
    <message>
        <source>The kernel says write through but the drive&apos;s cache is on: the kernel no longer sends flushes, so committed data can be lost at a power cut. Switch the drive&apos;s cache off, or let the kernel re-read the drive&apos;s setting.</source>
        <translation>Il kernel indica write through ma la cache dell&apos;unità è attiva: il kernel non invia più svuotamenti della cache, quindi i dati confermati possono andare persi in caso di interruzione di corrente. Disattivare la cache dell&apos;unità, oppure far rileggere al kernel l&apos;impostazione dell&apos;unità.</translation>
    </message>
    <message>
        <source>The kernel still sends flushes although the drive&apos;s cache is off: safe, only slightly slower.</source>
        <translation>Il kernel invia ancora gli svuotamenti della cache anche se la cache dell&apos;unità è disattivata: sicuro, solo leggermente più lento.</translation>
    </message>
    <message>
        <source>The cache is off now, but the saved setting switches it back on at the next power cycle.</source>
        <translation>Ora la cache è disattivata, ma l&apos;impostazione salvata la riattiva alla prossima accensione.</translation>
    </message>
    <message>
        <source>The cache is on now, but the saved setting switches it off at the next power cycle.</source>
        <translation>Ora la cache è attiva, ma l&apos;impostazione salvata la disattiva alla prossima accensione.</translation>
    </message>
    <message>
        <source>%1 cannot keep this setting after a power cycle here, so nothing was changed. Switch it without &quot;keep after reboot&quot;: it then lasts until the next power cycle.</source>
        <extracomment>%1 device path</extracomment>
        <translation>Qui %1 non può mantenere questa impostazione dopo uno spegnimento, quindi non è stato modificato nulla. Cambiarla senza &quot;mantieni dopo il riavvio&quot;: durerà fino al prossimo spegnimento.</translation>
    </message>
    <message>
        <source>%1 has no volatile write cache that can be switched.</source>
        <extracomment>%1 device path</extracomment>
        <translation>%1 non ha una cache di scrittura volatile attivabile o disattivabile.</translation>
    </message>
    <message>
        <source>%1 does not allow its write cache setting to be changed.</source>
        <extracomment>%1 device path</extracomment>
        <translation>%1 non consente di modificare l&apos;impostazione della cache di scrittura.</translation>
    </message>
    <message>
        <source>The helper&apos;s write-cache reply names no device.</source>
        <translation>La risposta del programma ausiliario sulla cache di scrittura non indica alcun dispositivo.</translation>
    </message>
    <message>
        <source>Whether the write cache of %1 is on could not be read: %2</source>
        <extracomment>%1 device path, %2 the error the drive or the kernel gave</extracomment>
        <translation>Impossibile leggere se la cache di scrittura di %1 è attiva: %2</translation>
    </message>
    <message>
        <source>Whether the write cache of %1 can be switched could not be read: %2</source>
        <extracomment>%1 device path, %2 the error the drive or the kernel gave</extracomment>
        <translation>Impossibile leggere se la cache di scrittura di %1 può essere attivata o disattivata: %2</translation>
    </message>
    <message>
        <source>The saved write cache setting of %1 could not be read: %2</source>
        <extracomment>%1 device path, %2 the error the drive or the kernel gave</extracomment>
        <translation>Impossibile leggere l&apos;impostazione salvata della cache di scrittura di %1: %2</translation>
    </message>
    <message>
        <source>Finding %1 (%2)</source>
        <extracomment>a finding this version does not know (from a newer helper); %1 its code, %2 its arguments</extracomment>
        <translation>Rilievo %1 (%2)</translation>
    </message>
    <message>
        <source>write back</source>
        <extracomment>the kernel&apos;s view of a drive&apos;s cache (queue/write_cache): it sends flushes</extracomment>
        <translation>scrittura differita</translation>
    </message>
    <message>
        <source>write through</source>
        <extracomment>the kernel&apos;s view of a drive&apos;s cache (queue/write_cache): it sends no flushes</extracomment>
        <translation>scrittura immediata</translation>
    </message>
    <message>
        <source>The helper&apos;s write-cache reply has findings in a form this version does not read. Restart DriveProof after an update.</source>
        <translation>La risposta del programma ausiliario sulla cache di scrittura contiene rilievi in un formato che questa versione non sa leggere. Riavviare DriveProof dopo un aggiornamento.</translation>
    </message>
    <message>
        <source>The helper&apos;s write-cache reply has a finding without a code. Restart DriveProof after an update.</source>
        <translation>La risposta del programma ausiliario sulla cache di scrittura contiene un rilievo senza codice. Riavviare DriveProof dopo un aggiornamento.</translation>
    </message>
    <message>
        <source>A self-test is already running on the drive.</source>
        <translation>Sull&apos;unità è già in corso un autotest.</translation>
    </message>
</context>
<context>
    <name>DriveProof::Capacity</name>
    <message>
        <source>Writing records</source>
        <translation>Scrittura dei record</translation>
    </message>
    <message>
        <source>Pushing the drive&apos;s cache out</source>
        <translation>Svuotamento forzato della cache dell’unità</translation>
    </message>
    <message>
        <source>Reading back</source>
        <translation>Rilettura</translation>
    </message>
    <message>
        <source>Closing in on the boundary</source>
        <translation>Restringimento del confine</translation>
    </message>
    <message>
        <source>records written elsewhere (wrap-around)</source>
        <translation>record scritti altrove (riavvolgimento)</translation>
    </message>
    <message>
        <source>zeros</source>
        <translation>zeri</translation>
    </message>
    <message>
        <source>not what was written</source>
        <translation>non ciò che è stato scritto</translation>
    </message>
    <message>
        <source>damaged records</source>
        <translation>record danneggiati</translation>
    </message>
    <message>
        <source>read errors</source>
        <translation>errori di lettura</translation>
    </message>
    <message>
        <source>Usable size proved: %1 (%2 bytes).</source>
        <extracomment>%1 a size, e.g. &quot;62.1 GB&quot;, %2 the same in bytes</extracomment>
        <translation>Dimensione utilizzabile dimostrata: %1 (%2 byte).</translation>
    </message>
    <message>
        <source>First bad block at byte %1; the boundary is known to within %2.</source>
        <extracomment>%1 a byte offset as a number, %2 a size, e.g. &quot;4 kB&quot;</extracomment>
        <translation>Primo blocco difettoso al byte %1; il confine è noto con una precisione di %2.</translation>
    </message>
    <message numerus="yes">
        <source>%n write request(s), %1 written, in %2 s.</source>
        <extracomment>%n write requests, %1 a size, e.g. &quot;1.1 GB&quot;, %2 seconds, e.g. &quot;12.5&quot;</extracomment>
        <translation>
            <numerusform>%n richiesta di scrittura, %1 scritti, in %2 s.</numerusform>
            <numerusform>%n richieste di scrittura, %1 scritti, in %2 s.</numerusform>
        </translation>
    </message>
    <message>
        <source>Genuine: every record written across all %1 bytes (%2) read back where it was written.</source>
        <extracomment>%1 the drive&apos;s size in bytes as a number, %2 the same size short, e.g. &quot;1.0 TB&quot;</extracomment>
        <translation>Autentica: ogni record scritto su tutti i %1 byte (%2) è stato riletto dove era stato scritto.</translation>
    </message>
    <message>
        <source>Fake: only the first %1 are real; writes beyond that land at the start again (wrap-around). The drive claims %2.</source>
        <extracomment>%1 the real size, e.g. &quot;62.1 GB&quot;, %2 the size the drive claims, e.g. &quot;128.0 GB&quot;</extracomment>
        <translation>Contraffatta: solo i primi %1 sono reali; le scritture oltre ricadono all’inizio (riavvolgimento). L’unità dichiara %2.</translation>
    </message>
    <message>
        <source>Fake: writes beyond %1 are thrown away. The drive claims %2.</source>
        <extracomment>%1 where the real part ends, e.g. &quot;120.3 GB&quot;, %2 the size the drive claims</extracomment>
        <translation>Contraffatta: le scritture oltre %1 vengono scartate. L’unità dichiara %2.</translation>
    </message>
    <message numerus="yes">
        <source>Damaged: %n block(s) did not hold what was written, the first at %1.</source>
        <extracomment>%n how many blocks, %1 the position of the first one, e.g. &quot;3.2 GB&quot;</extracomment>
        <translation>
            <numerusform>Danneggiata: %n blocco non conteneva ciò che era stato scritto, il primo a %1.</numerusform>
            <numerusform>Danneggiata: %n blocchi non contenevano ciò che era stato scritto, il primo a %1.</numerusform>
        </translation>
    </message>
    <message>
        <source>Could not decide: the test was cancelled.</source>
        <translation>Impossibile decidere: il test è stato annullato.</translation>
    </message>
    <message>
        <source>Could not decide: the drive did not accept a flush of its cache.</source>
        <translation>Impossibile decidere: l’unità non ha accettato lo svuotamento della cache.</translation>
    </message>
    <message>
        <source>Could not decide: the device is too small to test.</source>
        <translation>Impossibile decidere: il dispositivo è troppo piccolo per il test.</translation>
    </message>
    <message>
        <source>Could not decide: nothing that was written could be read back.</source>
        <translation>Impossibile decidere: non è stato possibile rileggere nulla di ciò che è stato scritto.</translation>
    </message>
    <message>
        <source>The drive was reset before reading back: what its controller kept in memory was lost.</source>
        <translation>L’unità è stata reimpostata prima della rilettura: ciò che il suo controller teneva in memoria è andato perso.</translation>
    </message>
    <message>
        <source>The drive was reset before reading back but did not come back.</source>
        <translation>L’unità è stata reimpostata prima della rilettura ma non è tornata.</translation>
    </message>
    <message>
        <source>Not reset before reading back: this device cannot be reset.</source>
        <translation>Nessun reset prima della rilettura: questo dispositivo non può essere reimpostato.</translation>
    </message>
    <message>
        <source>Not reset before reading back: only a USB drive can be reset on its own.</source>
        <translation>Nessun reset prima della rilettura: solo un’unità USB può essere reimpostata da sola.</translation>
    </message>
    <message>
        <source>Not reset before reading back: only a run as root can reset a USB drive (sudo driveproof-cli capacity).</source>
        <translation>Nessun reset prima della rilettura: solo un’esecuzione come root può reimpostare un’unità USB (sudo driveproof-cli capacity).</translation>
    </message>
    <message>
        <source>Not reset before reading back: a partition was checked, and a reset would touch the whole drive.</source>
        <translation>Nessun reset prima della rilettura: è stata verificata una partizione e un reset toccherebbe l’intera unità.</translation>
    </message>
    <message>
        <source>Not reset before reading back: its USB device carries other drives too.</source>
        <translation>Nessun reset prima della rilettura: il suo dispositivo USB porta anche altre unità.</translation>
    </message>
    <message>
        <source>Not reset before reading back: the kernel refused (%1).</source>
        <extracomment>%1 the system&apos;s error message, e.g. &quot;Operation not permitted&quot;</extracomment>
        <translation>Nessun reset prima della rilettura: il kernel ha rifiutato (%1).</translation>
    </message>
    <message>
        <source>Waiting for the drive&apos;s cache to write back</source>
        <translation>In attesa che l&apos;unità scriva la sua cache</translation>
    </message>
</context>
<context>
    <name>DriveProof::Cli</name>
    <message>
        <source>Logical sector size in bytes (images: 512).</source>
        <translation>Dimensione del settore logico in byte (immagini: 512).</translation>
    </message>
    <message>
        <source>Physical sector size in bytes (images: 4096).</source>
        <translation>Dimensione del settore fisico in byte (immagini: 4096).</translation>
    </message>
    <message>
        <source>Optimal I/O size in bytes, 0 = not reported (images: 0).</source>
        <translation>Dimensione di I/O ottimale in byte, 0 = non indicata (immagini: 0).</translation>
    </message>
    <message>
        <source>Bytes from LBA 0 to the next physical sector boundary (images: 0).</source>
        <translation>Byte dall&apos;LBA 0 al successivo limite di settore fisico (immagini: 0).</translation>
    </message>
    <message>
        <source>%1 %2 is not a number of bytes. Give a whole number such as 4096.</source>
        <extracomment>%1 option name, %2 the value given</extracomment>
        <translation>%1 %2 non è un numero di byte. Indicare un numero intero come 4096.</translation>
    </message>
    <message>
        <source>%1 %2 is not a valid block size. Give a power of two from 512 to 1048576 bytes, e.g. 4096.</source>
        <extracomment>%1 option name, %2 the value given</extracomment>
        <translation>%1 %2 non è una dimensione di blocco valida. Indicare una potenza di due da 512 a 1048576 byte, ad es. 4096.</translation>
    </message>
    <message>
        <source>--physical-block-size %1 is smaller than --logical-block-size %2: a physical sector holds one or more logical sectors.</source>
        <extracomment>%1 physical size given, %2 logical size given</extracomment>
        <translation>--physical-block-size %1 è minore di --logical-block-size %2: un settore fisico contiene uno o più settori logici.</translation>
    </message>
    <message>
        <source>--physical-block-size %1 is smaller than the %3-byte logical sectors of %2: a physical sector holds one or more logical sectors.</source>
        <extracomment>%1 physical size given, %2 device, %3 its logical sector size</extracomment>
        <translation>--physical-block-size %1 è minore dei settori logici da %3 byte di %2: un settore fisico contiene uno o più settori logici.</translation>
    </message>
    <message>
        <source>%1 %2 is not valid. Give 0 (not reported) or a multiple of the physical block size (%3 bytes) up to 1 GiB.</source>
        <extracomment>%1 option name, %2 the value given, %3 physical sector size</extracomment>
        <translation>%1 %2 non è valido. Indicare 0 (non indicata) o un multiplo della dimensione del blocco fisico (%3 byte) fino a 1 GiB.</translation>
    </message>
    <message>
        <source>%1 %2 is not valid. Give a multiple of the logical block size (%3 bytes) smaller than the physical block size (%4 bytes), e.g. 0.</source>
        <extracomment>%1 option name, %2 the value given, %3 logical and %4 physical sector size</extracomment>
        <translation>%1 %2 non è valido. Indicare un multiplo della dimensione del blocco logico (%3 byte) minore della dimensione del blocco fisico (%4 byte), ad es. 0.</translation>
    </message>
    <message>
        <source>yes</source>
        <translation>sì</translation>
    </message>
    <message>
        <source>no</source>
        <translation>no</translation>
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
        <translation>non indicata</translation>
    </message>
    <message>
        <source>%1: %2 partition table, logical sector %3 bytes, physical sector %4 bytes, optimal I/O size %5, alignment offset %6 bytes.</source>
        <extracomment>%1 device or image, %2 &quot;dos&quot;/&quot;gpt&quot;, %3 and %4 sector sizes in bytes, %5 optimal I/O size (&quot;65536 bytes&quot; or &quot;not reported&quot;), %6 alignment offset in bytes</extracomment>
        <translation>%1: tabella delle partizioni %2, settore logico %3 byte, settore fisico %4 byte, dimensione di I/O ottimale %5, offset di allineamento %6 byte.</translation>
    </message>
    <message>
        <source>unknown</source>
        <translation>sconosciuto</translation>
    </message>
    <message>
        <source>The partition table of %1 has no partitions.</source>
        <extracomment>%1 device or image</extracomment>
        <translation>La tabella delle partizioni di %1 non contiene partizioni.</translation>
    </message>
    <message>
        <source>PARTITION</source>
        <translation>PARTIZIONE</translation>
    </message>
    <message>
        <source>START (sector)</source>
        <translation>INIZIO (settore)</translation>
    </message>
    <message>
        <source>START (bytes)</source>
        <translation>INIZIO (byte)</translation>
    </message>
    <message>
        <source>LOGICAL</source>
        <translation>LOGICO</translation>
    </message>
    <message>
        <source>PHYSICAL</source>
        <translation>FISICO</translation>
    </message>
    <message>
        <source>OPTIMAL</source>
        <translation>OTTIMALE</translation>
    </message>
    <message>
        <source>1 MiB</source>
        <translation>1 MiB</translation>
    </message>
    <message>
        <source>VERDICT</source>
        <translation>ESITO</translation>
    </message>
    <message>
        <source>No drive or file named %1. Give a drive such as /dev/sdb (see &apos;driveproof-cli list&apos;) or the path of a disk image.</source>
        <extracomment>%1 what the user typed</extracomment>
        <translation>Nessuna unità o file di nome %1. Indicare un&apos;unità come /dev/sdb (vedere &apos;driveproof-cli list&apos;) o il percorso di un&apos;immagine disco.</translation>
    </message>
    <message>
        <source>%1 is a partition. Give the whole drive instead: &apos;driveproof-cli align %2&apos;.</source>
        <extracomment>%1 the partition given, %2 its whole drive</extracomment>
        <translation>%1 è una partizione. Indicare invece l&apos;intera unità: &apos;driveproof-cli align %2&apos;.</translation>
    </message>
    <message>
        <source>Check that every partition of a drive or a disk image starts on a boundary that suits the drive: its physical sectors, 1 MiB and its optimal I/O size.</source>
        <translation>Verifica che ogni partizione di un&apos;unità o di un&apos;immagine disco inizi su un limite adatto all&apos;unità: i suoi settori fisici, 1 MiB e la sua dimensione di I/O ottimale.</translation>
    </message>
    <message>
        <source>A drive (/dev/sdb, sdb) or a disk image file.</source>
        <translation>Un&apos;unità (/dev/sdb, sdb) o un file immagine disco.</translation>
    </message>
    <message>
        <source>Print JSON (keys in docs/json.md).</source>
        <translation>Stampa in JSON (chiavi in docs/json.md).</translation>
    </message>
    <message>
        <source>&apos;align&apos; needs exactly one drive or disk image, e.g. &apos;driveproof-cli align /dev/sdb&apos; or &apos;driveproof-cli align disk.img&apos;.</source>
        <translation>&apos;align&apos; richiede esattamente un&apos;unità o un&apos;immagine disco, ad es. &apos;driveproof-cli align /dev/sdb&apos; o &apos;driveproof-cli align disk.img&apos;.</translation>
    </message>
    <message>
        <source>This test writes over the data on %1. Everything on it will be lost.
Type the device name (%2) to go on: </source>
        <extracomment>%1 device node, %2 its short name the user must type</extracomment>
        <translation>Questo test sovrascrive i dati su %1. Tutto il suo contenuto andrà perso.
Digitare il nome del dispositivo (%2) per continuare: </translation>
    </message>
    <message>
        <source>There is no device %1. Run &apos;driveproof-cli list&apos; to see the drives on this machine.</source>
        <extracomment>%1 what the user typed</extracomment>
        <translation>Il dispositivo %1 non esiste. Eseguire &apos;driveproof-cli list&apos; per vedere le unità di questa macchina.</translation>
    </message>
    <message>
        <source>There is no folder or file %1. Give an existing folder (a temporary test file is made in it), a file or a block device.</source>
        <extracomment>%1 what the user typed</extracomment>
        <translation>La cartella o il file %1 non esiste. Indicare una cartella esistente (vi viene creato un file di test temporaneo), un file o un dispositivo a blocchi.</translation>
    </message>
    <message>
        <source>%1 is not a folder, a regular file or a block device (it is a pipe, a socket or a character device). Give a folder, a file or a block device.</source>
        <extracomment>%1 what the user typed</extracomment>
        <translation>%1 non è una cartella, un file normale o un dispositivo a blocchi (è una pipe, un socket o un dispositivo a caratteri). Indicare una cartella, un file o un dispositivo a blocchi.</translation>
    </message>
    <message>
        <source>%1 is a device: this test writes to it and destroys its data. Add --destructive if that is what you want, or give a folder.</source>
        <extracomment>%1 device node</extracomment>
        <translation>%1 è un dispositivo: questo test vi scrive e ne distrugge i dati. Aggiungere --destructive se è ciò che si desidera, oppure indicare una cartella.</translation>
    </message>
    <message>
        <source>%1 is in use: %2 Nothing was written.</source>
        <extracomment>%1 device node, %2 a sentence saying what uses it, e.g. &quot;/dev/loop0 backs the loop device /dev/loop1. /dev/loop1 is mounted on /mnt.&quot;</extracomment>
        <translation>%1 è in uso: %2 Non è stato scritto nulla.</translation>
    </message>
    <message>
        <source>The name did not match; nothing was written.</source>
        <translation>Il nome non corrisponde; non è stato scritto nulla.</translation>
    </message>
    <message>
        <source>--output cannot write %1: %2.</source>
        <extracomment>%1 file name, %2 the system&apos;s error text</extracomment>
        <translation>--output non può scrivere %1: %2.</translation>
    </message>
    <message>
        <source>Cancelled while the test file was being prepared; it was removed.</source>
        <translation>Annullato durante la preparazione del file di test; il file è stato rimosso.</translation>
    </message>
    <message>
        <source>--cache-ab needs to know the drive under the target, and it could not be found.</source>
        <translation>--cache-ab deve conoscere l&apos;unità su cui si trova la destinazione, e non è stato possibile trovarla.</translation>
    </message>
    <message>
        <source>--only %1 matches no measurement of this test. The keys are the &quot;key&quot; fields of its --json output.</source>
        <extracomment>%1 what the user gave to --only</extracomment>
        <translation>--only %1 non corrisponde ad alcuna misura di questo test. Le chiavi sono i campi &quot;key&quot; del suo output --json.</translation>
    </message>
    <message>
        <source>Cannot write %1: %2.</source>
        <extracomment>%1 file name, %2 the system&apos;s error text
----------
%1 file, %2 the system&apos;s reason</extracomment>
        <translation>Impossibile scrivere %1: %2.</translation>
    </message>
    <message>
        <source>Cancelled; the lines above finished before that.</source>
        <translation>Annullato; le righe precedenti erano già terminate.</translation>
    </message>
    <message>
        <source>Measure a drive: commit rate (like pg_test_fsync), throughput, random I/O, sweeps, the hybrid-cache check.
FAMILY is one of: quick, commit, throughput (or seq), sustained, surface, random, sweep (with --axis), sweep-block-size, sweep-queue-depth, sweep-threads, hybrid.
TARGET is a folder (default: the current one; a temporary file is created and removed), an existing file (used in place, never grown), or a block device (read tests; writing needs --destructive).</source>
        <translation>Misura un&apos;unità: frequenza di commit (come pg_test_fsync), velocità di trasferimento, I/O casuale, scansioni, il controllo della cache ibrida.
FAMILY è uno tra: quick, commit, throughput (o seq), sustained, surface, random, sweep (con --axis), sweep-block-size, sweep-queue-depth, sweep-threads, hybrid.
TARGET è una cartella (predefinita: quella corrente; viene creato e poi rimosso un file temporaneo), un file esistente (usato così com&apos;è, mai ingrandito) o un dispositivo a blocchi (test di lettura; la scrittura richiede --destructive).</translation>
    </message>
    <message>
        <source>The test to run.</source>
        <translation>Il test da eseguire.</translation>
    </message>
    <message>
        <source>Folder, file or device (or --target).</source>
        <translation>Cartella, file o dispositivo (o --target).</translation>
    </message>
    <message>
        <source>Folder, file or device, like TARGET.</source>
        <translation>Cartella, file o dispositivo, come TARGET.</translation>
    </message>
    <message>
        <source>Test area or temporary file size, e.g. 1G, 256M (default: 1G; commit: 16M; a device: all of it for the surface scan).</source>
        <translation>Dimensione dell&apos;area di test o del file temporaneo, ad es. 1G, 256M (predefinita: 1G; commit: 16M; un dispositivo: tutto per la scansione della superficie).</translation>
    </message>
    <message>
        <source>Seconds per measurement (default: 5).</source>
        <translation>Secondi per misura (predefinito: 5).</translation>
    </message>
    <message>
        <source>I/O engine: auto, io_uring or psync (default: auto).</source>
        <translation>Motore di I/O: auto, io_uring o psync (predefinito: auto).</translation>
    </message>
    <message>
        <source>Block size for random, sweeps and sustained, e.g. 4k.</source>
        <translation>Dimensione del blocco per random, scansioni e sustained, ad es. 4k.</translation>
    </message>
    <message>
        <source>I/Os in flight per thread (sweeps, sustained).</source>
        <translation>I/O in corso per thread (scansioni, sustained).</translation>
    </message>
    <message>
        <source>Threads (sweeps).</source>
        <translation>Thread (scansioni).</translation>
    </message>
    <message>
        <source>Sweeps: 100 reads only (default), 0 writes only, or a mix.</source>
        <translation>Scansioni: 100 solo letture (predefinito), 0 solo scritture, o un misto.</translation>
    </message>
    <message>
        <source>Quick, throughput, random: reads only.</source>
        <translation>Quick, throughput, random: solo letture.</translation>
    </message>
    <message>
        <source>Quick, throughput, random: writes only.</source>
        <translation>Quick, throughput, random: solo scritture.</translation>
    </message>
    <message>
        <source>Quick, throughput, random: a mix with this percentage of reads, e.g. 70.</source>
        <translation>Quick, throughput, random: un misto con questa percentuale di letture, ad es. 70.</translation>
    </message>
    <message>
        <source>One CrystalDiskMark preset: SEQ1M-Q8T1, SEQ1M-Q1T1, RND4K-Q32T1, RND4K-Q1T1 (or any RND|SEQ&lt;size&gt;-Q&lt;depth&gt;T&lt;threads&gt;).</source>
        <translation>Un preset di CrystalDiskMark: SEQ1M-Q8T1, SEQ1M-Q1T1, RND4K-Q32T1, RND4K-Q1T1 (o qualsiasi RND|SEQ&lt;size&gt;-Q&lt;depth&gt;T&lt;threads&gt;).</translation>
    </message>
    <message>
        <source>sweep: block-size (default), queue-depth or threads.</source>
        <translation>sweep: block-size (predefinito), queue-depth o threads.</translation>
    </message>
    <message>
        <source>Hybrid check: seconds the drive stays idle between the passes (default: 300).</source>
        <translation>Controllo ibrido: secondi di inattività dell&apos;unità tra un passaggio e l&apos;altro (predefinito: 300).</translation>
    </message>
    <message>
        <source>Commit: measure again with the drive&apos;s write cache off, then switch it back on.</source>
        <translation>Commit: misura di nuovo con la cache di scrittura dell&apos;unità disattivata, poi la riattiva.</translation>
    </message>
    <message>
        <source>Allow a write test on a raw device: everything on it is lost.</source>
        <translation>Consente un test di scrittura su un dispositivo grezzo: tutto il suo contenuto va perso.</translation>
    </message>
    <message>
        <source>Go through the page cache (no O_DIRECT).</source>
        <translation>Passa attraverso la cache delle pagine (senza O_DIRECT).</translation>
    </message>
    <message>
        <source>Print the result as JSON (docs/json.md).</source>
        <translation>Stampa il risultato in JSON (docs/json.md).</translation>
    </message>
    <message>
        <source>Also write the JSON result to FILE.</source>
        <translation>Scrive anche il risultato JSON in FILE.</translation>
    </message>
    <message>
        <source>Run only the measurements with these keys, separated by commas (e.g. rnd4kq32t1.read, commit.s1.fdatasync).</source>
        <translation>Esegue solo le misure con queste chiavi, separate da virgole (ad es. rnd4kq32t1.read, commit.s1.fdatasync).</translation>
    </message>
    <message>
        <source>Do not keep the result in the drive&apos;s history.</source>
        <translation>Non conserva il risultato nella cronologia dell&apos;unità.</translation>
    </message>
    <message>
        <source>&apos;bench&apos; needs a FAMILY and at most one TARGET, e.g. &apos;driveproof-cli bench quick ~/&apos;.</source>
        <translation>&apos;bench&apos; richiede una FAMILY e al massimo un TARGET, ad es. &apos;driveproof-cli bench quick ~/&apos;.</translation>
    </message>
    <message>
        <source>--axis goes with &apos;sweep&apos; and takes block-size, queue-depth or threads, not &apos;%1&apos;.</source>
        <extracomment>%1 what the user typed</extracomment>
        <translation>--axis va usato con &apos;sweep&apos; e accetta block-size, queue-depth o threads, non &apos;%1&apos;.</translation>
    </message>
    <message>
        <source>unknown test &apos;%1&apos;. Try &apos;driveproof-cli bench --help&apos;.</source>
        <extracomment>%1 what the user typed</extracomment>
        <translation>test sconosciuto &apos;%1&apos;. Provare &apos;driveproof-cli bench --help&apos;.</translation>
    </message>
    <message>
        <source>--size takes a size of at least 4K, such as 1G or 256M, not &apos;%1&apos;.</source>
        <extracomment>%1 what the user typed</extracomment>
        <translation>--size accetta una dimensione di almeno 4K, come 1G o 256M, non &apos;%1&apos;.</translation>
    </message>
    <message>
        <source>--duration takes seconds, e.g. 5, not &apos;%1&apos;.</source>
        <extracomment>%1 what the user typed</extracomment>
        <translation>--duration accetta secondi, ad es. 5, non &apos;%1&apos;.</translation>
    </message>
    <message>
        <source>--backend takes auto, io_uring or psync, not &apos;%1&apos;.</source>
        <extracomment>%1 what the user typed</extracomment>
        <translation>--backend accetta auto, io_uring o psync, non &apos;%1&apos;.</translation>
    </message>
    <message>
        <source>--block-size takes a multiple of 512 bytes up to 64M, not &apos;%1&apos;.</source>
        <extracomment>%1 what the user typed</extracomment>
        <translation>--block-size accetta un multiplo di 512 byte fino a 64M, non &apos;%1&apos;.</translation>
    </message>
    <message>
        <source>--%1 takes a whole number up to %2, not &apos;%3&apos;.</source>
        <extracomment>%1 the option, %2 the largest value, %3 what the user typed</extracomment>
        <translation>--%1 accetta un numero intero fino a %2, non &apos;%3&apos;.</translation>
    </message>
    <message>
        <source>--idle takes seconds, not &apos;%1&apos;.</source>
        <extracomment>%1 what the user typed</extracomment>
        <translation>--idle accetta secondi, non &apos;%1&apos;.</translation>
    </message>
    <message>
        <source>Give one of --read, --write and --mix.</source>
        <translation>Indicare una sola opzione tra --read, --write e --mix.</translation>
    </message>
    <message>
        <source>--mix takes the percentage of reads, 0 to 100, not &apos;%1&apos;.</source>
        <extracomment>%1 what the user typed</extracomment>
        <translation>--mix accetta la percentuale di letture, da 0 a 100, non &apos;%1&apos;.</translation>
    </message>
    <message>
        <source>--preset takes a name such as RND4K-Q32T1 or SEQ1M-Q8T1, not &apos;%1&apos;.</source>
        <extracomment>%1 what the user typed</extracomment>
        <translation>--preset accetta un nome come RND4K-Q32T1 o SEQ1M-Q8T1, non &apos;%1&apos;.</translation>
    </message>
    <message>
        <source>--preset goes with quick, random or seq.</source>
        <translation>--preset va usato con quick, random o seq.</translation>
    </message>
    <message>
        <source>--cache-ab goes with the commit test.</source>
        <translation>--cache-ab va usato con il test commit.</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <extracomment>flushes per commit on one device: %1 device, %2 flushes per commit</extracomment>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>Commit method</source>
        <translation>Metodo di commit</translation>
    </message>
    <message>
        <source>Commits/s</source>
        <translation>Commit/s</translation>
    </message>
    <message>
        <source>Mean µs</source>
        <translation>Media µs</translation>
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
        <translation>Flush/commit</translation>
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
        <translation>buono</translation>
    </message>
    <message>
        <source>caution</source>
        <translation>attenzione</translation>
    </message>
    <message>
        <source>danger</source>
        <translation>pericolo</translation>
    </message>
    <message>
        <source>note</source>
        <translation>nota</translation>
    </message>
    <message>
        <source>[%1%] %2: %3, %4, %5 left</source>
        <extracomment>live progress: %1 percent done, %2 the step, %3 rate, %4 IOPS, %5 time left (m:ss)</extracomment>
        <translation>[%1%] %2: %3, %4, mancano %5</translation>
    </message>
    <message>
        <source>[%1%] %2</source>
        <extracomment>live progress without numbers: %1 percent done, %2 the step</extracomment>
        <translation>[%1%] %2</translation>
    </message>
    <message>
        <source>%1 on %2</source>
        <extracomment>%1 the test&apos;s title, %2 where it ran</extracomment>
        <translation>%1 su %2</translation>
    </message>
    <message>
        <source>- %1: %2</source>
        <extracomment>a verdict as a list item: %1 good/caution/danger/note, %2 the verdict</extracomment>
        <translation>- %1: %2</translation>
    </message>
    <message>
        <source>on</source>
        <extracomment>the drive&apos;s write cache</extracomment>
        <translation>attiva</translation>
    </message>
    <message>
        <source>off</source>
        <translation>disattivata</translation>
    </message>
    <message>
        <source>yes, through udisks2 (re-applied at every boot)</source>
        <translation>sì, tramite udisks2 (riapplicata a ogni avvio)</translation>
    </message>
    <message>
        <source>yes, saved in the drive</source>
        <translation>sì, salvata nell&apos;unità</translation>
    </message>
    <message>
        <source>no: a change lasts until the next power cycle</source>
        <translation>no: una modifica dura fino al prossimo spegnimento</translation>
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
        <translation>nessuno (non accetta comandi per unità)</translation>
    </message>
    <message>
        <source>Device</source>
        <translation>Dispositivo</translation>
    </message>
    <message>
        <source>Protocol</source>
        <translation>Protocollo</translation>
    </message>
    <message>
        <source>Drive has a write cache</source>
        <translation>L&apos;unità ha una cache di scrittura</translation>
    </message>
    <message>
        <source>Drive&apos;s cache now</source>
        <translation>Cache dell&apos;unità ora</translation>
    </message>
    <message>
        <source>Saved setting</source>
        <translation>Impostazione salvata</translation>
    </message>
    <message>
        <source>none</source>
        <translation>nessuna</translation>
    </message>
    <message>
        <source>Can be changed</source>
        <translation>Modificabile</translation>
    </message>
    <message>
        <source>Keeps after reboot</source>
        <translation>Mantenuta dopo il riavvio</translation>
    </message>
    <message>
        <source>Kernel&apos;s view</source>
        <translation>Visione del kernel</translation>
    </message>
    <message>
        <source>Kernel uses FUA</source>
        <translation>Il kernel usa FUA</translation>
    </message>
    <message>
        <source>Sources</source>
        <translation>Fonti</translation>
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
        <translation>cattivo</translation>
    </message>
    <message>
        <source>Overall</source>
        <translation>Complessivo</translation>
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
        <translation>Ore di accensione</translation>
    </message>
    <message>
        <source>Power cycles</source>
        <translation>Cicli di accensione</translation>
    </message>
    <message>
        <source>Unsafe shutdowns</source>
        <translation>Spegnimenti non sicuri</translation>
    </message>
    <message>
        <source>Bad sectors</source>
        <translation>Settori danneggiati</translation>
    </message>
    <message>
        <source>Media errors</source>
        <translation>Errori del supporto</translation>
    </message>
    <message>
        <source>Wear</source>
        <extracomment>wear of an SSD, in percent of its rated life</extracomment>
        <translation>Usura</translation>
    </message>
    <message>
        <source>%1 %</source>
        <translation>%1 %</translation>
    </message>
    <message>
        <source>Available spare</source>
        <translation>Riserva disponibile</translation>
    </message>
    <message>
        <source>Source</source>
        <translation>Fonte</translation>
    </message>
    <message>
        <source>%1 is a partition; the write cache and health belong to the whole drive. Give %2 instead.</source>
        <extracomment>%1 partition the user gave, %2 its whole drive</extracomment>
        <translation>%1 è una partizione; la cache di scrittura e lo stato di salute appartengono all&apos;intera unità. Indicare invece %2.</translation>
    </message>
    <message>
        <source>Show the drive&apos;s volatile write cache next to the kernel&apos;s view, or switch it.</source>
        <translation>Mostra la cache di scrittura volatile dell&apos;unità accanto alla visione del kernel, oppure la attiva o disattiva.</translation>
    </message>
    <message>
        <source>A drive, e.g. /dev/sda.</source>
        <translation>Un&apos;unità, ad es. /dev/sda.</translation>
    </message>
    <message>
        <source>Switch the drive&apos;s cache on or off.</source>
        <translation>Attiva o disattiva la cache dell&apos;unità.</translation>
    </message>
    <message>
        <source>Keep the setting after a power cycle, where the drive or udisks2 can keep it honestly.</source>
        <translation>Mantiene l&apos;impostazione dopo uno spegnimento, dove l&apos;unità o udisks2 possono mantenerla in modo affidabile.</translation>
    </message>
    <message>
        <source>&apos;cache&apos; needs exactly one DEVICE, e.g. &apos;driveproof-cli cache /dev/sda&apos;.</source>
        <translation>&apos;cache&apos; richiede esattamente un DEVICE, ad es. &apos;driveproof-cli cache /dev/sda&apos;.</translation>
    </message>
    <message>
        <source>--set takes &apos;on&apos; or &apos;off&apos;, not &apos;%1&apos;.</source>
        <extracomment>%1 the value the user gave</extracomment>
        <translation>--set accetta &apos;on&apos; o &apos;off&apos;, non &apos;%1&apos;.</translation>
    </message>
    <message>
        <source>--persist goes with --set on|off.</source>
        <translation>--persist va usato con --set on|off.</translation>
    </message>
    <message>
        <source>Show the drive&apos;s health: overall verdict, temperature, hours, power cycles, unsafe shutdowns.</source>
        <translation>Mostra lo stato di salute dell&apos;unità: esito complessivo, temperatura, ore, cicli di accensione, spegnimenti non sicuri.</translation>
    </message>
    <message>
        <source>&apos;health&apos; needs exactly one DEVICE, e.g. &apos;driveproof-cli health /dev/sda&apos;.</source>
        <translation>&apos;health&apos; richiede esattamente un DEVICE, ad es. &apos;driveproof-cli health /dev/sda&apos;.</translation>
    </message>
    <message>
        <source>--language needs a language, one of: %1.</source>
        <extracomment>%1 the language codes DriveProof has, e.g. &quot;de, en, es&quot;</extracomment>
        <translation>--language richiede una lingua, una tra: %1.</translation>
    </message>
    <message>
        <source>unknown language &apos;%1&apos;. Choose one of: %2.</source>
        <extracomment>%1 what was given after --language, %2 the language codes DriveProof has, e.g. &quot;de, en, es&quot;</extracomment>
        <translation>lingua sconosciuta &apos;%1&apos;. Sceglierne una tra: %2.</translation>
    </message>
    <message>
        <source>Show help for this command.</source>
        <translation>Mostra l&apos;aiuto per questo comando.</translation>
    </message>
    <message>
        <source>%1. Try &apos;driveproof-cli %2 --help&apos;.</source>
        <extracomment>%1 the parser&apos;s error, %2 the subcommand</extracomment>
        <translation>%1. Provare &apos;driveproof-cli %2 --help&apos;.</translation>
    </message>
    <message>
        <source>%1 (%2 bytes)</source>
        <extracomment>%1 size with unit, e.g. &quot;500.1 GB&quot;; %2 exact byte count</extracomment>
        <translation>%1 (%2 byte)</translation>
    </message>
    <message>
        <source>Write every drive&apos;s findings for Prometheus and other OpenMetrics readers: identity, health, write-cache views, alignment and the latest test results (docs/fleet.md).</source>
        <translation>Scrive i dati di ogni unità per Prometheus e altri lettori OpenMetrics: identità, stato di salute, visioni della cache di scrittura, allineamento e gli ultimi risultati dei test (docs/fleet.md).</translation>
    </message>
    <message>
        <source>OpenMetrics text, also readable by node_exporter&apos;s textfile collector.</source>
        <translation>Testo OpenMetrics, leggibile anche dal textfile collector di node_exporter.</translation>
    </message>
    <message>
        <source>Write to FILE, replacing it atomically, instead of standard output.</source>
        <translation>Scrive in FILE, sostituendolo in modo atomico, invece che sullo standard output.</translation>
    </message>
    <message>
        <source>FILE</source>
        <translation>FILE</translation>
    </message>
    <message>
        <source>Export only this drive (a loop device too); may be given more than once.</source>
        <translation>Esporta solo questa unità (anche un dispositivo loop); può essere indicato più volte.</translation>
    </message>
    <message>
        <source>DEVICE</source>
        <translation>DEVICE</translation>
    </message>
    <message>
        <source>Export loop devices too (left out by default).</source>
        <translation>Esporta anche i dispositivi loop (esclusi per impostazione predefinita).</translation>
    </message>
    <message>
        <source>Read test results from this DriveProof data folder (holding history/ and powerloss/) instead of yours; may be given more than once.</source>
        <translation>Legge i risultati dei test da questa cartella dati di DriveProof (che contiene history/ e powerloss/) invece che dalla propria; può essere indicato più volte.</translation>
    </message>
    <message>
        <source>FOLDER</source>
        <translation>FOLDER</translation>
    </message>
    <message>
        <source>Read the test results of every user of this machine (needs root).</source>
        <translation>Legge i risultati dei test di tutti gli utenti di questa macchina (richiede root).</translation>
    </message>
    <message>
        <source>&apos;export&apos; takes no arguments. Use --device DEVICE for one drive.</source>
        <translation>&apos;export&apos; non accetta argomenti. Usare --device DEVICE per una sola unità.</translation>
    </message>
    <message>
        <source>Choose a format: &apos;driveproof-cli export --openmetrics&apos;.</source>
        <translation>Scegliere un formato: &apos;driveproof-cli export --openmetrics&apos;.</translation>
    </message>
    <message>
        <source>raw, 512 bytes</source>
        <translation>grezzo, 512 byte</translation>
    </message>
    <message>
        <source>hex words (hdparm --Istdout)</source>
        <translation>parole esadecimali (hdparm --Istdout)</translation>
    </message>
    <message>
        <source>%1 (48-bit addressing)</source>
        <extracomment>%1 number of sectors</extracomment>
        <translation>%1 (indirizzamento a 48 bit)</translation>
    </message>
    <message>
        <source>%1 (28-bit addressing)</source>
        <translation>%1 (indirizzamento a 28 bit)</translation>
    </message>
    <message>
        <source>%1 (not reported; assumed)</source>
        <extracomment>%1 a size in bytes; the drive predates sector size reporting (IDENTIFY word 106)</extracomment>
        <translation>%1 (non indicata; presunta)</translation>
    </message>
    <message>
        <source>non-rotating (solid state)</source>
        <translation>non rotante (stato solido)</translation>
    </message>
    <message>
        <source>%L1 rpm</source>
        <extracomment>%L1 revolutions per minute</extracomment>
        <translation>%L1 giri/min</translation>
    </message>
    <message>
        <source>yes, queue depth %1</source>
        <extracomment>%1 the number of commands the drive can queue</extracomment>
        <translation>sì, profondità di coda %1</translation>
    </message>
    <message>
        <source>IDENTIFY dump</source>
        <translation>Dump IDENTIFY</translation>
    </message>
    <message>
        <source>Format</source>
        <translation>Formato</translation>
    </message>
    <message>
        <source>Model</source>
        <translation>Modello</translation>
    </message>
    <message>
        <source>Serial number</source>
        <translation>Numero di serie</translation>
    </message>
    <message>
        <source>Firmware</source>
        <translation>Firmware</translation>
    </message>
    <message>
        <source>Capacity</source>
        <translation>Capacità</translation>
    </message>
    <message>
        <source>Sectors</source>
        <translation>Settori</translation>
    </message>
    <message>
        <source>Logical sector</source>
        <translation>Settore logico</translation>
    </message>
    <message>
        <source>Physical sector</source>
        <translation>Settore fisico</translation>
    </message>
    <message>
        <source>Alignment offset</source>
        <extracomment>where logical sector 0 starts inside its physical sector</extracomment>
        <translation>Offset di allineamento</translation>
    </message>
    <message>
        <source>Rotation rate</source>
        <translation>Velocità di rotazione</translation>
    </message>
    <message>
        <source>Write cache supported</source>
        <translation>Cache di scrittura supportata</translation>
    </message>
    <message>
        <source>Write cache enabled</source>
        <translation>Cache di scrittura attiva</translation>
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
        <translation>Checksum</translation>
    </message>
    <message>
        <source>correct</source>
        <translation>corretto</translation>
    </message>
    <message>
        <source>not present</source>
        <translation>assente</translation>
    </message>
    <message>
        <source>Note</source>
        <translation>Nota</translation>
    </message>
    <message>
        <source>the drive marked this data as incomplete</source>
        <translation>l&apos;unità ha indicato questi dati come incompleti</translation>
    </message>
    <message>
        <source>Backing file</source>
        <translation>File di appoggio</translation>
    </message>
    <message>
        <source>Vendor</source>
        <translation>Produttore</translation>
    </message>
    <message>
        <source>WWN</source>
        <translation>WWN</translation>
    </message>
    <message>
        <source>Transport</source>
        <translation>Trasporto</translation>
    </message>
    <message>
        <source>Size</source>
        <translation>Dimensione</translation>
    </message>
    <message>
        <source>Minimum I/O</source>
        <translation>I/O minimo</translation>
    </message>
    <message>
        <source>Optimal I/O</source>
        <translation>I/O ottimale</translation>
    </message>
    <message>
        <source>Media</source>
        <translation>Supporto</translation>
    </message>
    <message>
        <source>Removable</source>
        <translation>Rimovibile</translation>
    </message>
    <message>
        <source>Read-only</source>
        <translation>Sola lettura</translation>
    </message>
    <message>
        <source>Write cache (kernel view)</source>
        <translation>Cache di scrittura (visione del kernel)</translation>
    </message>
    <message>
        <source>FUA</source>
        <translation>FUA</translation>
    </message>
    <message>
        <source>Mounted on</source>
        <translation>Montato su</translation>
    </message>
    <message>
        <source>not mounted</source>
        <translation>non montato</translation>
    </message>
    <message>
        <source>Held by</source>
        <translation>Occupato da</translation>
    </message>
    <message>
        <source>nothing</source>
        <translation>niente</translation>
    </message>
    <message>
        <source>SIZE</source>
        <translation>DIMENSIONE</translation>
    </message>
    <message>
        <source>MOUNTED ON</source>
        <translation>MONTATO SU</translation>
    </message>
    <message>
        <source>Not known:</source>
        <translation>Non noto:</translation>
    </message>
    <message>
        <source>  %1: %2</source>
        <extracomment>%1 what is missing, %2 why</extracomment>
        <translation>  %1: %2</translation>
    </message>
    <message>
        <source>Show everything known about one drive.</source>
        <translation>Mostra tutto ciò che si sa su un&apos;unità.</translation>
    </message>
    <message>
        <source>A drive, e.g. /dev/sda or sda.</source>
        <translation>Un&apos;unità, ad es. /dev/sda o sda.</translation>
    </message>
    <message>
        <source>Decode a saved ATA IDENTIFY dump instead of a drive: 512 raw bytes, or the hex words that &apos;hdparm --Istdout&apos; prints.</source>
        <translation>Decodifica un dump ATA IDENTIFY salvato invece di un&apos;unità: 512 byte grezzi, o le parole esadecimali che stampa &apos;hdparm --Istdout&apos;.</translation>
    </message>
    <message>
        <source>&apos;info --identify-file FILE&apos; takes no DEVICE: it decodes the file alone.</source>
        <translation>&apos;info --identify-file FILE&apos; non accetta un DEVICE: decodifica solo il file.</translation>
    </message>
    <message>
        <source>&apos;info&apos; needs exactly one DEVICE, e.g. &apos;driveproof-cli info /dev/sda&apos;.</source>
        <translation>&apos;info&apos; richiede esattamente un DEVICE, ad es. &apos;driveproof-cli info /dev/sda&apos;.</translation>
    </message>
    <message>
        <source>file</source>
        <translation>file</translation>
    </message>
    <message>
        <source>solid state</source>
        <translation>stato solido</translation>
    </message>
    <message>
        <source>%1 rpm</source>
        <translation>%1 giri/min</translation>
    </message>
    <message>
        <source>rotational</source>
        <translation>rotante</translation>
    </message>
    <message>
        <source>List the drives on this machine: identity, size, sector sizes, media, the kernel&apos;s write-cache view and mount points.</source>
        <translation>Elenca le unità di questa macchina: identità, dimensione, dimensioni dei settori, supporto, visione del kernel della cache di scrittura e punti di montaggio.</translation>
    </message>
    <message>
        <source>&apos;list&apos; takes no arguments. Use &apos;driveproof-cli info DEVICE&apos; for one drive.</source>
        <translation>&apos;list&apos; non accetta argomenti. Usare &apos;driveproof-cli info DEVICE&apos; per una sola unità.</translation>
    </message>
    <message>
        <source>No drives found. In a container, /sys/block may show none; on a desktop, check that the drive is connected.</source>
        <translation>Nessuna unità trovata. In un container, /sys/block potrebbe non mostrarne nessuna; su un computer desktop, controllare che l&apos;unità sia collegata.</translation>
    </message>
    <message>
        <source>TRANSPORT</source>
        <translation>TRASPORTO</translation>
    </message>
    <message>
        <source>MODEL</source>
        <translation>MODELLO</translation>
    </message>
    <message>
        <source>SECTORS L/P</source>
        <translation>SETTORI L/F</translation>
    </message>
    <message>
        <source>MEDIA</source>
        <translation>SUPPORTO</translation>
    </message>
    <message>
        <source>WRITE CACHE</source>
        <translation>CACHE SCRITTURA</translation>
    </message>
    <message>
        <source>%1/%2</source>
        <extracomment>logical / physical sector size in bytes</extracomment>
        <translation>%1/%2</translation>
    </message>
    <message>
        <source>partition</source>
        <translation>partizione</translation>
    </message>
    <message>
        <source>unknown command &apos;%1&apos;. Try &apos;driveproof-cli --help&apos;.</source>
        <translation>comando sconosciuto &apos;%1&apos;. Provare &apos;driveproof-cli --help&apos;.</translation>
    </message>
    <message>
        <source>The power-loss test: does the drive keep what it acknowledged when the power goes?
  prepare   check the drive and the machine, create the test area
  run       write and report every commit to the witness; pull the plug when told
  verify    after the restart: read the area, fetch the witness&apos;s record, judge
  practice  the whole procedure on a simulated drive on this machine</source>
        <translation>Il test di interruzione di corrente: l&apos;unità conserva ciò che ha confermato quando manca la corrente?
  prepare   controlla l&apos;unità e la macchina, crea l&apos;area di test
  run       scrive e comunica ogni commit al testimone; staccare la spina quando richiesto
  verify    dopo il riavvio: legge l&apos;area, recupera il registro del testimone, giudica
  practice  l&apos;intera procedura su un&apos;unità simulata su questa macchina</translation>
    </message>
    <message>
        <source>prepare, run, verify or practice.</source>
        <translation>prepare, run, verify o practice.</translation>
    </message>
    <message>
        <source>The test area: a file (created if missing) or a block device (with --destructive).</source>
        <translation>L&apos;area di test: un file (creato se non esiste) o un dispositivo a blocchi (con --destructive).</translation>
    </message>
    <message>
        <source>The witness&apos;s address, as it shows it.</source>
        <translation>L&apos;indirizzo del testimone, come lo mostra il testimone stesso.</translation>
    </message>
    <message>
        <source>Size of the test area, e.g. 1G (default: 1G; practice: 16M).</source>
        <translation>Dimensione dell&apos;area di test, ad es. 1G (predefinita: 1G; practice: 16M).</translation>
    </message>
    <message>
        <source>Commit method: fdatasync (default), fsync, open_datasync or open_sync.</source>
        <translation>Metodo di commit: fdatasync (predefinito), fsync, open_datasync o open_sync.</translation>
    </message>
    <message>
        <source>Writes per commit (group commit); default 1.</source>
        <translation>Scritture per commit (group commit); predefinito 1.</translation>
    </message>
    <message>
        <source>verify: the run to verify (its id or the start of it), instead of the one pending for --target.</source>
        <translation>verify: l&apos;esecuzione da verificare (il suo id o l&apos;inizio dell&apos;id), invece di quella in sospeso per --target.</translation>
    </message>
    <message>
        <source>Allow a raw device as the target: everything on it is lost.</source>
        <translation>Consente un dispositivo grezzo come destinazione: tutto il suo contenuto va perso.</translation>
    </message>
    <message>
        <source>practice: honest (default) or lying.</source>
        <translation>practice: honest (predefinito) o lying.</translation>
    </message>
    <message>
        <source>practice: seconds of writing before the simulated cut (default: 3).</source>
        <translation>practice: secondi di scrittura prima dell&apos;interruzione simulata (predefinito: 3).</translation>
    </message>
    <message>
        <source>Print the result as JSON.</source>
        <translation>Stampa il risultato in JSON.</translation>
    </message>
    <message>
        <source>powerloss takes prepare, run, verify or practice, not &apos;%1&apos;.</source>
        <extracomment>%1 what the user typed</extracomment>
        <translation>powerloss accetta prepare, run, verify o practice, non &apos;%1&apos;.</translation>
    </message>
    <message>
        <source>--size takes a size of at least 1M, such as 1G or 256M, not &apos;%1&apos;.</source>
        <extracomment>%1 what the user typed</extracomment>
        <translation>--size accetta una dimensione di almeno 1M, come 1G o 256M, non &apos;%1&apos;.</translation>
    </message>
    <message>
        <source>--method takes fdatasync, fsync, open_datasync or open_sync, not &apos;%1&apos;.</source>
        <extracomment>%1 what the user typed</extracomment>
        <translation>--method accetta fdatasync, fsync, open_datasync o open_sync, non &apos;%1&apos;.</translation>
    </message>
    <message>
        <source>--writes-per-commit takes a number from 1 to 1024, not &apos;%1&apos;.</source>
        <extracomment>%1 what the user typed</extracomment>
        <translation>--writes-per-commit accetta un numero da 1 a 1024, non &apos;%1&apos;.</translation>
    </message>
    <message>
        <source>--witness takes HOST:PORT such as 192.168.1.20:7070, not &apos;%1&apos;.</source>
        <extracomment>%1 what the user typed</extracomment>
        <translation>--witness accetta HOST:PORTA come 192.168.1.20:7070, non &apos;%1&apos;.</translation>
    </message>
    <message>
        <source>--mode takes honest or lying, not &apos;%1&apos;.</source>
        <extracomment>%1 what the user typed</extracomment>
        <translation>--mode accetta honest o lying, non &apos;%1&apos;.</translation>
    </message>
    <message>
        <source>--seconds takes a number from 0 to 3600, not &apos;%1&apos;.</source>
        <extracomment>%1 what the user typed</extracomment>
        <translation>--seconds accetta un numero da 0 a 3600, non &apos;%1&apos;.</translation>
    </message>
    <message>
        <source>--run-id takes a run id in hexadecimal (or its start), such as 3f9a, not &apos;%1&apos;.</source>
        <extracomment>%1 what the user typed</extracomment>
        <translation>--run-id accetta l&apos;id di un&apos;esecuzione in esadecimale (o il suo inizio), come 3f9a, non &apos;%1&apos;.</translation>
    </message>
    <message>
        <source>Give the test area with --target PATH.</source>
        <translation>Indicare l&apos;area di test con --target PERCORSO.</translation>
    </message>
    <message>
        <source>--target takes a file (created if missing) or a block device, not the folder %1. Name a file in it, e.g. %1/powerloss.img.</source>
        <extracomment>%1 what the user typed</extracomment>
        <translation>--target accetta un file (creato se non esiste) o un dispositivo a blocchi, non la cartella %1. Indicare un file al suo interno, ad es. %1/powerloss.img.</translation>
    </message>
    <message>
        <source>--target takes a file (created if missing) or a block device; %1 is a pipe, a socket or a character device.</source>
        <extracomment>%1 what the user typed</extracomment>
        <translation>--target accetta un file (creato se non esiste) o un dispositivo a blocchi; %1 è una pipe, un socket o un dispositivo a caratteri.</translation>
    </message>
    <message>
        <source>--target names a file in a folder that does not exist: %1.</source>
        <extracomment>%1 what the user typed</extracomment>
        <translation>--target indica un file in una cartella che non esiste: %1.</translation>
    </message>
    <message>
        <source>%1 is a device: the test writes over all of its data. Add --destructive if that is what you want, or name a file.</source>
        <extracomment>%1 device node</extracomment>
        <translation>%1 è un dispositivo: il test ne sovrascrive tutti i dati. Aggiungere --destructive se è ciò che si desidera, oppure indicare un file.</translation>
    </message>
    <message>
        <source>preparing the test area: %1%</source>
        <extracomment>%1 percent of the test area written with known data</extracomment>
        <translation>preparazione dell&apos;area di test: %1%</translation>
    </message>
    <message>
        <source>%1: %2 commits/s, witness holds #%3, %4 in flight, link %5</source>
        <extracomment>live power-loss run: %1 phase, %2 commits per second, %3 the witness&apos;s durable sequence number, %4 writes in flight, %5 link state</extracomment>
        <translation>%1: %2 commit/s, il testimone ha fino al n. %3, %4 in corso, collegamento %5</translation>
    </message>
    <message>
        <source>*** Pull the plug now ***</source>
        <translation>*** Staccare la spina ora ***</translation>
    </message>
    <message>
        <source>Cut the power at the wall (not the power button). After the restart, run &apos;driveproof-cli powerloss verify&apos; with the same target.</source>
        <translation>Togliere la corrente dalla presa a muro (non con il pulsante di accensione). Dopo il riavvio, eseguire &apos;driveproof-cli powerloss verify&apos; con la stessa destinazione.</translation>
    </message>
    <message>
        <source>Verdict: %1</source>
        <extracomment>%1 PASS, FAIL or INCONCLUSIVE</extracomment>
        <translation>Esito: %1</translation>
    </message>
    <message>
        <source>Validity checks:</source>
        <translation>Controlli di validità:</translation>
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
        <translation>NON OK</translation>
    </message>
    <message>
        <source>Acknowledged writes: %1; blocks checked: %2</source>
        <extracomment>%1 number of acknowledged writes, %2 number of blocks read</extracomment>
        <translation>Scritture confermate: %1; blocchi controllati: %2</translation>
    </message>
    <message>
        <source>Note: %1</source>
        <extracomment>a fact to know before the test: %1 its text</extracomment>
        <translation>Nota: %1</translation>
    </message>
    <message>
        <source>Warning: %1</source>
        <extracomment>a warning: %1 its text</extracomment>
        <translation>Avviso: %1</translation>
    </message>
    <message>
        <source>Test area: %1, %2</source>
        <extracomment>%1 file or device, %2 its size</extracomment>
        <translation>Area di test: %1, %2</translation>
    </message>
    <message>
        <source>Drive: %1, serial %2, firmware %3</source>
        <extracomment>%1 model, %2 serial number, %3 firmware</extracomment>
        <translation>Unità: %1, numero di serie %2, firmware %3</translation>
    </message>
    <message>
        <source>Write cache: %1</source>
        <extracomment>%1 on, off or unknown</extracomment>
        <translation>Cache di scrittura: %1</translation>
    </message>
    <message>
        <source>Unsafe shutdowns so far: %1</source>
        <translation>Spegnimenti non sicuri finora: %1</translation>
    </message>
    <message>
        <source>Ready. Start the witness, then &apos;driveproof-cli powerloss run&apos;.</source>
        <translation>Pronto. Avviare il testimone, poi &apos;driveproof-cli powerloss run&apos;.</translation>
    </message>
    <message>
        <source>Stopped cleanly after %1 commits; the witness holds them all. Nothing to verify: a clean stop is not a power cut.</source>
        <extracomment>%1 number of commits</extracomment>
        <translation>Fermato correttamente dopo %1 commit; il testimone li ha tutti. Niente da verificare: un arresto pulito non è un&apos;interruzione di corrente.</translation>
    </message>
    <message>
        <source>No power-loss test is pending for %1.</source>
        <translation>Nessun test di interruzione di corrente in sospeso per %1.</translation>
    </message>
    <message>
        <source>No pending power-loss test has the run id &apos;%1&apos;.</source>
        <translation>Nessun test di interruzione di corrente in sospeso ha l&apos;id di esecuzione &apos;%1&apos;.</translation>
    </message>
    <message>
        <source>Practice on a simulated drive that lies about its flushes.</source>
        <translation>Esercitazione su un&apos;unità simulata che mente sugli svuotamenti della cache.</translation>
    </message>
    <message>
        <source>Practice on a simulated honest drive.</source>
        <translation>Esercitazione su un&apos;unità simulata onesta.</translation>
    </message>
    <message>
        <source>run %1: started</source>
        <extracomment>%1 a short run id</extracomment>
        <translation>esecuzione %1: avviata</translation>
    </message>
    <message>
        <source>run %1: the writer is back (%2 commits so far)</source>
        <extracomment>%1 a short run id, %2 number of acknowledged commits</extracomment>
        <translation>esecuzione %1: lo scrittore è tornato (%2 commit finora)</translation>
    </message>
    <message>
        <source>run %1: %2 commits acknowledged</source>
        <extracomment>%1 a short run id, %2 number of acknowledged commits</extracomment>
        <translation>esecuzione %1: %2 commit confermati</translation>
    </message>
    <message>
        <source>run %1: the writer went silent at %2: the estimated power cut</source>
        <extracomment>%1 a short run id, %2 date and time on this machine&apos;s clock</extracomment>
        <translation>esecuzione %1: lo scrittore ha smesso di rispondere alle %2: l&apos;interruzione di corrente stimata</translation>
    </message>
    <message>
        <source>run %1: the writer reported an error: %2</source>
        <extracomment>%1 a short run id, %2 the writer&apos;s error text</extracomment>
        <translation>esecuzione %1: lo scrittore ha segnalato un errore: %2</translation>
    </message>
    <message>
        <source>run %1: the writer stopped on purpose (no power cut)</source>
        <extracomment>%1 a short run id</extracomment>
        <translation>esecuzione %1: lo scrittore si è fermato di proposito (nessuna interruzione di corrente)</translation>
    </message>
    <message>
        <source>run %1: the verifier&apos;s report is stored</source>
        <extracomment>%1 a short run id</extracomment>
        <translation>esecuzione %1: il rapporto del verificatore è stato salvato</translation>
    </message>
    <message>
        <source>refused a connection: %1</source>
        <extracomment>%1 why a connection or frame was refused</extracomment>
        <translation>connessione rifiutata: %1</translation>
    </message>
    <message>
        <source>run %1: journal error: %2</source>
        <extracomment>%1 a short run id, %2 the error text</extracomment>
        <translation>esecuzione %1: errore del journal: %2</translation>
    </message>
    <message>
        <source>Be the witness of a power-loss test: record every commit a writer reports, so that after the power cut the verifier knows what the drive acknowledged. Runs until Ctrl+C.</source>
        <translation>Fa da testimone di un test di interruzione di corrente: registra ogni commit che uno scrittore comunica, così dopo l&apos;interruzione il verificatore sa che cosa l&apos;unità aveva confermato. Resta in esecuzione fino a Ctrl+C.</translation>
    </message>
    <message>
        <source>Address and port to listen on (default: 0.0.0.0:7070).</source>
        <translation>Indirizzo e porta su cui restare in ascolto (predefinito: 0.0.0.0:7070).</translation>
    </message>
    <message>
        <source>Folder for the run journals (default: DriveProof&apos;s data folder). Put it on another disk than the one under test.</source>
        <translation>Cartella per i journal delle esecuzioni (predefinita: la cartella dati di DriveProof). Metterla su un disco diverso da quello sotto test.</translation>
    </message>
    <message>
        <source>witness takes no argument, not &apos;%1&apos;.</source>
        <extracomment>%1 what the user typed</extracomment>
        <translation>witness non accetta argomenti, non &apos;%1&apos;.</translation>
    </message>
    <message>
        <source>--listen takes ADDRESS:PORT such as 0.0.0.0:7070, not &apos;%1&apos;.</source>
        <extracomment>%1 what the user typed</extracomment>
        <translation>--listen accetta INDIRIZZO:PORTA come 0.0.0.0:7070, non &apos;%1&apos;.</translation>
    </message>
    <message>
        <source>Pairing code: %1</source>
        <extracomment>%1 the pairing code to type on the writer</extracomment>
        <translation>Codice di associazione: %1</translation>
    </message>
    <message>
        <source>Listening on %1:%2</source>
        <extracomment>%1 host, %2 port</extracomment>
        <translation>In ascolto su %1:%2</translation>
    </message>
    <message>
        <source>On the machine under test, type one of these witness addresses:</source>
        <extracomment>Followed by this machine&apos;s addresses (ADDRESS:PORT), one per line, that the person types on the machine under test as the witness address.</extracomment>
        <translation>Sulla macchina sotto test, digitare uno di questi indirizzi del testimone:</translation>
    </message>
    <message>
        <source>Journals in %1</source>
        <extracomment>%1 a folder</extracomment>
        <translation>Journal in %1</translation>
    </message>
    <message>
        <source>Witness stopped; every journal is synced.</source>
        <translation>Testimone fermato; tutti i journal sono sincronizzati.</translation>
    </message>
    <message>
        <source>Link</source>
        <translation>Collegamento</translation>
    </message>
    <message>
        <source>Drive class</source>
        <translation>Tipo di unità</translation>
    </message>
    <message>
        <source>The result was not kept in the drive&apos;s history: %1</source>
        <extracomment>%1 why the history file could not be written</extracomment>
        <translation>Il risultato non è stato salvato nella cronologia dell&apos;unità: %1</translation>
    </message>
    <message>
        <source>%1 (%2, %3) looks empty. The capacity test writes over all of it. Go on? [y/N] </source>
        <extracomment>%1 device node, %2 the drive&apos;s model, %3 its size, e.g. &quot;128.0 GB&quot;. The drive has no partition table and no file system. Answer with the word for yes, or y.</extracomment>
        <translation>%1 (%2, %3) sembra vuota. Il test di capacità la sovrascrive interamente. Continuare? [y/N] </translation>
    </message>
    <message>
        <source>Is the drive as big as it says? Writes records over the whole device, reads them back and tells a genuine drive from a fake one.</source>
        <translation>L’unità è grande quanto dichiara? Scrive record sull’intero dispositivo, li rilegge e distingue un’unità autentica da una contraffatta.</translation>
    </message>
    <message>
        <source>The drive, e.g. /dev/sdb.</source>
        <translation>L’unità, ad es. /dev/sdb.</translation>
    </message>
    <message>
        <source>The quick probe: a few thousand records, minutes.</source>
        <translation>La sonda rapida: qualche migliaio di record, minuti.</translation>
    </message>
    <message>
        <source>The full verify: every block written and read back; resumes where an interrupted run stopped.</source>
        <translation>La verifica completa: ogni blocco scritto e riletto; riprende da dove si è fermata un’esecuzione interrotta.</translation>
    </message>
    <message>
        <source>Allow the writes without a terminal to ask on: everything on the device is lost.</source>
        <translation>Consenti le scritture senza un terminale su cui chiedere: tutto il contenuto del dispositivo va perso.</translation>
    </message>
    <message>
        <source>Give one device and --quick or --full. Try &apos;driveproof-cli capacity --help&apos;.</source>
        <translation>Indicare un dispositivo e --quick o --full. Provare &apos;driveproof-cli capacity --help&apos;.</translation>
    </message>
    <message>
        <source>The capacity test writes over everything on %1. Add --destructive if that is what you want.</source>
        <extracomment>%1 device node</extracomment>
        <translation>Il test di capacità sovrascrive tutto il contenuto di %1. Aggiungere --destructive se è ciò che si vuole.</translation>
    </message>
    <message>
        <source>Bad: bytes %1 to %2: %3.</source>
        <extracomment>%1 and %2 byte offsets as numbers, %3 what was found there, e.g. &quot;zeros&quot;</extracomment>
        <translation>Difettoso: byte da %1 a %2: %3.</translation>
    </message>
    <message numerus="yes">
        <source>… and %n more bad range(s) (see --json).</source>
        <translation>
            <numerusform>… e %n altro intervallo difettoso (vedere --json).</numerusform>
            <numerusform>… e altri %n intervalli difettosi (vedere --json).</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 is empty (no partition table, no file system): it is written to without asking for its name.</source>
        <extracomment>%1 device node</extracomment>
        <translation>%1 è vuoto (nessuna tabella delle partizioni, nessun file system): viene scritto senza chiederne il nome.</translation>
    </message>
    <message>
        <source>%1 has no write cache of its own to switch (a loop, virtio or memory-card device): only the kernel&apos;s view exists. Nothing was changed.</source>
        <extracomment>%1 device node</extracomment>
        <translation>%1 non ha una cache di scrittura propria da commutare (un dispositivo loop, virtio o scheda di memoria): esiste solo la vista del kernel. Non è stato cambiato nulla.</translation>
    </message>
    <message>
        <source>%1 is a loop device over %2: it has no health of its own. Ask the drive that holds that file.</source>
        <extracomment>%1 device node, %2 the file behind it</extracomment>
        <translation>%1 è un dispositivo loop su %2: non ha uno stato di salute proprio. Interroga l&apos;unità che contiene quel file.</translation>
    </message>
    <message>
        <source>%1 commits/s</source>
        <extracomment>commits per second</extracomment>
        <translation>%1 commit/s</translation>
    </message>
    <message>
        <source>List the runs kept for one drive, newest first.</source>
        <translation>Elenca le esecuzioni conservate per un&apos;unità, dalla più recente.</translation>
    </message>
    <message>
        <source>&apos;history&apos; needs exactly one DEVICE, e.g. &apos;driveproof-cli history /dev/sda&apos;.</source>
        <translation>&apos;history&apos; richiede esattamente un DEVICE, ad es. &apos;driveproof-cli history /dev/sda&apos;.</translation>
    </message>
    <message>
        <source>No runs are kept for %1 yet. &apos;driveproof-cli bench quick FOLDER&apos; on one of its file systems makes the first.</source>
        <extracomment>%1 device node</extracomment>
        <translation>Non ci sono ancora esecuzioni conservate per %1. &apos;driveproof-cli bench quick FOLDER&apos; su uno dei suoi file system esegue la prima.</translation>
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
        <translation>IMPOSTAZIONI</translation>
    </message>
    <message>
        <source>SUMMARY</source>
        <translation>RIEPILOGO</translation>
    </message>
    <message>
        <source>Put two runs side by side: the lines they share, B against A.</source>
        <translation>Mette due esecuzioni una accanto all&apos;altra: le righe in comune, B rispetto ad A.</translation>
    </message>
    <message>
        <source>A run&apos;s id (the first 8 characters are enough) or its result file; twice.</source>
        <translation>L&apos;id di un&apos;esecuzione (bastano i primi 8 caratteri) o il suo file di risultato; due volte.</translation>
    </message>
    <message>
        <source>&apos;compare&apos; needs two runs, e.g. &apos;driveproof-cli compare 1a2b3c4d 5e6f7a8b&apos;; &apos;driveproof-cli history DEVICE&apos; lists their ids.</source>
        <translation>&apos;compare&apos; richiede due esecuzioni, ad es. &apos;driveproof-cli compare 1a2b3c4d 5e6f7a8b&apos;; &apos;driveproof-cli history DEVICE&apos; ne elenca gli id.</translation>
    </message>
    <message>
        <source>MEASUREMENT</source>
        <translation>MISURA</translation>
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
        <translation>Non omogenee: %1</translation>
    </message>
    <message>
        <source>The two runs have no measurement in common: nothing to compare. Compare two runs of the same test.</source>
        <translation>Le due esecuzioni non hanno misure in comune: niente da confrontare. Confronta due esecuzioni dello stesso test.</translation>
    </message>
    <message>
        <source>empty: no partition table, no file system</source>
        <translation>vuoto: nessuna tabella delle partizioni, nessun file system</translation>
    </message>
    <message>
        <source>data (%1)</source>
        <extracomment>%1 what was found, e.g. &quot;gpt, ext4&quot;</extracomment>
        <translation>dati (%1)</translation>
    </message>
    <message>
        <source>unknown: %1</source>
        <extracomment>%1 why the drive could not be read (a sentence)</extracomment>
        <translation>sconosciuto: %1</translation>
    </message>
    <message>
        <source>Contents</source>
        <translation>Contenuto</translation>
    </message>
    <message>
        <source>standard input</source>
        <translation>lo standard input</translation>
    </message>
    <message>
        <source>Cannot read the pairing code from %1: %2</source>
        <extracomment>%1 a file or &quot;standard input&quot;, %2 the system&apos;s error text</extracomment>
        <translation>Impossibile leggere il codice di associazione da %1: %2</translation>
    </message>
    <message>
        <source>Pairing code (as the witness shows it): </source>
        <translation>Codice di associazione (come lo mostra il testimone): </translation>
    </message>
    <message>
        <source>That is not a pairing code: type the 12 characters the witness shows, such as K7QD-M2XF-9HBT.</source>
        <translation>Questo non è un codice di associazione: digitare i 12 caratteri mostrati dal testimone, per esempio K7QD-M2XF-9HBT.</translation>
    </message>
    <message>
        <source>--pairing is no longer accepted: every user of this machine can read the command line. Type the code when asked, or use --pairing-file FILE.</source>
        <translation>--pairing non è più accettato: ogni utente di questa macchina può leggere la riga di comando. Digitare il codice quando richiesto, oppure usare --pairing-file FILE.</translation>
    </message>
    <message>
        <source>Read the pairing code the witness shows from FILE (&apos;-&apos;: standard input). Without it, run asks for the code.</source>
        <translation>Leggere il codice di associazione mostrato dal testimone da FILE (&apos;-&apos;: standard input). Senza questa opzione, run chiede il codice.</translation>
    </message>
    <message>
        <source>run needs the witness: --witness HOST:PORT as &apos;driveproof-cli witness&apos; shows it, and its pairing code (asked for, or --pairing-file FILE).</source>
        <translation>run ha bisogno del testimone: --witness HOST:PORT come lo mostra &apos;driveproof-cli witness&apos;, e il suo codice di associazione (richiesto, oppure --pairing-file FILE).</translation>
    </message>
    <message>
        <source>Use the pairing code in FILE (&apos;-&apos;: standard input) instead of a random one.</source>
        <translation>Usare il codice di associazione contenuto in FILE (&apos;-&apos;: standard input) invece di uno casuale.</translation>
    </message>
    <message>
        <source>The drive&apos;s records could not be read (an older helper, or a drive that keeps none).</source>
        <translation>Non è stato possibile leggere i registri dell&apos;unità (un helper più vecchio, o un&apos;unità che non ne conserva).</translation>
    </message>
    <message>
        <source>Is it new? %1</source>
        <extracomment>&quot;Is it new?&quot; and the verdict: new, used, possibly reset</extracomment>
        <translation>È nuova? %1</translation>
    </message>
    <message>
        <source>Also show every record the drive keeps: each SMART attribute or NVMe health log field, the self-test log and the error log count.</source>
        <translation>Mostra anche tutti i registri che l&apos;unità conserva: ogni attributo SMART o campo del registro di salute NVMe, il registro degli autotest e il numero di errori registrati.</translation>
    </message>
    <message>
        <source>Remember the endurance the maker rates this drive&apos;s model for, in terabytes written (TBW), and compare the data written with it from now on.</source>
        <translation>Ricorda la resistenza che il produttore dichiara per il modello di questa unità, in terabyte scritti (TBW), e d&apos;ora in poi confronta con essa i dati scritti.</translation>
    </message>
    <message>
        <source>--rated-tbw takes terabytes written, e.g. 600, not &apos;%1&apos;.</source>
        <extracomment>%1 what the user typed</extracomment>
        <translation>--rated-tbw vuole terabyte scritti, ad es. 600, non &apos;%1&apos;.</translation>
    </message>
    <message numerus="yes">
        <source>about %n minute(s)</source>
        <extracomment>%n the number of minutes the drive says a self-test takes</extracomment>
        <translation>
            <numerusform>circa %n minuto</numerusform>
            <numerusform>circa %n minuti</numerusform>
        </translation>
    </message>
    <message>
        <source>Self-tests</source>
        <translation>Autotest</translation>
    </message>
    <message>
        <source>offered</source>
        <translation>disponibili</translation>
    </message>
    <message>
        <source>not offered</source>
        <translation>non disponibili</translation>
    </message>
    <message>
        <source>Now</source>
        <translation>Ora</translation>
    </message>
    <message>
        <source>running, %1% done</source>
        <translation>in corso, %1% completato</translation>
    </message>
    <message>
        <source>no self-test running</source>
        <translation>nessun autotest in corso</translation>
    </message>
    <message>
        <source>Last result</source>
        <translation>Ultimo risultato</translation>
    </message>
    <message>
        <source>Short test</source>
        <translation>Test breve</translation>
    </message>
    <message>
        <source>Extended test</source>
        <translation>Test esteso</translation>
    </message>
    <message>
        <source>Conveyance test</source>
        <translation>Test di trasporto</translation>
    </message>
    <message>
        <source>Self-test on %1: %2% done</source>
        <extracomment>%1 device path, %2 percent done</extracomment>
        <translation>Autotest su %1: %2% completato</translation>
    </message>
    <message>
        <source>Stopped following. The drive goes on testing; &apos;driveproof-cli selftest %1 abort&apos; stops it.</source>
        <extracomment>%1 device path</extracomment>
        <translation>Monitoraggio interrotto. L&apos;unità continua il test; &apos;driveproof-cli selftest %1 abort&apos; lo interrompe.</translation>
    </message>
    <message>
        <source>Start, stop or follow the drive&apos;s own self-test. The drive runs it and keeps the result in its self-test log (&apos;health DEVICE --all&apos; shows it).</source>
        <translation>Avvia, interrompi o segui l&apos;autotest proprio dell&apos;unità. L&apos;unità lo esegue e conserva il risultato nel suo registro degli autotest (&apos;health DEVICE --all&apos; lo mostra).</translation>
    </message>
    <message>
        <source>short, extended, conveyance (ATA), abort or status.</source>
        <translation>short, extended, conveyance (ATA), abort o status.</translation>
    </message>
    <message>
        <source>Follow the running test until it ends; the exit status is 1 when it failed.</source>
        <translation>Segui il test in corso fino alla fine; il codice di uscita è 1 se è fallito.</translation>
    </message>
    <message>
        <source>&apos;selftest&apos; needs a DEVICE and an ACTION, e.g. &apos;driveproof-cli selftest /dev/sda short&apos;.</source>
        <translation>&apos;selftest&apos; richiede un DEVICE e un&apos;ACTION, ad es. &apos;driveproof-cli selftest /dev/sda short&apos;.</translation>
    </message>
    <message>
        <source>Unknown self-test action &apos;%1&apos;: use short, extended, conveyance, abort or status.</source>
        <extracomment>%1 the action the user gave</extracomment>
        <translation>Azione di autotest sconosciuta &apos;%1&apos;: usa short, extended, conveyance, abort o status.</translation>
    </message>
    <message>
        <source>%1: no partition table, logical sector %2 bytes, physical sector %3 bytes, optimal I/O size %4, alignment offset %5 bytes.</source>
        <extracomment>%1 device or image, %2 and %3 sector sizes in bytes, %4 optimal I/O size (&quot;65536 bytes&quot; or &quot;not reported&quot;), %5 alignment offset in bytes</extracomment>
        <translation>%1: nessuna tabella delle partizioni, settore logico %2 byte, settore fisico %3 byte, dimensione di I/O ottimale %4, offset di allineamento %5 byte.</translation>
    </message>
    <message>
        <source>The self-test&apos;s result could not be kept in the drive&apos;s history: %1</source>
        <extracomment>%1 why (a sentence)</extracomment>
        <translation>Non è stato possibile conservare il risultato dell&apos;autotest nella cronologia dell&apos;unità: %1</translation>
    </message>
    <message>
        <source>LBA format</source>
        <extracomment>column titles of the table of NVMe LBA formats</extracomment>
        <translation>Formato LBA</translation>
    </message>
    <message>
        <source>Sector</source>
        <translation>Settore</translation>
    </message>
    <message>
        <source>In use</source>
        <translation>In uso</translation>
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
        <translation>Uso: driveproof-cli COMMAND [opzioni]

Dice la verità su un&apos;unità.

Comandi:
  list          elenca le unità con identità, topologia e visione della cache
  info DEVICE   tutto ciò che si sa su un&apos;unità
  align TARGET  verifica l&apos;allineamento delle partizioni di un&apos;unità o immagine
  cache DEVICE  la cache di scrittura dell&apos;unità e la visione del kernel; --set on|off
  health DEVICE lo stato di salute: esito, temperatura, ore, spegnimenti
  selftest DEVICE short|extended|abort|status  l&apos;autotest proprio dell&apos;unità
  bench FAMILY [TARGET]  misura: quick, commit, throughput, random, sweep...
  history DEVICE  le esecuzioni conservate di un&apos;unità, dalla più recente
  compare RUN RUN  due esecuzioni affiancate, e in cosa differiscono
  powerloss prepare|run|verify|practice  il test di interruzione di corrente (spina staccata)
  witness       fa da seconda macchina in un test di interruzione di corrente
  export --openmetrics  i dati di ogni unità per Prometheus (parchi macchine)
  capacity DISPOSITIVO --quick|--full  l’unità è grande quanto dichiara (contraffazioni)
  trim TARGET   se TRIM raggiunge l’unità attraverso ogni strato

Opzioni:
  -h, --help     mostra questo aiuto; &apos;driveproof-cli COMMAND --help&apos; per un comando
  -v, --version  mostra la versione
  --language LANG
                 usa la lingua LANG, ad es. de, pt_BR o zh_TW, invece di quella
                 del sistema; funziona con ogni comando
</translation>
    </message>
    <message>
        <source>yes, down to the drive</source>
        <translation>sì, fino all’unità</translation>
    </message>
    <message>
        <source>down to a loop device&apos;s backing file</source>
        <translation>fino al file di appoggio di un dispositivo loop</translation>
    </message>
    <message>
        <source>no: a layer drops it</source>
        <translation>no: uno strato lo scarta</translation>
    </message>
    <message>
        <source>no: the drive does not take it</source>
        <translation>no: l’unità non lo accetta</translation>
    </message>
    <message>
        <source>enabled</source>
        <translation>abilitato</translation>
    </message>
    <message>
        <source>disabled</source>
        <translation>disabilitato</translation>
    </message>
    <message>
        <source>masked</source>
        <translation>mascherato</translation>
    </message>
    <message>
        <source>not installed</source>
        <translation>non installato</translation>
    </message>
    <message>
        <source>%1 (systemd is not running)</source>
        <extracomment>%1 the timer&apos;s state, e.g. &quot;enabled&quot;</extracomment>
        <translation>%1 (systemd non è in esecuzione)</translation>
    </message>
    <message>
        <source>From %1: %2</source>
        <extracomment>%1 a device, %2 whether TRIM gets through</extracomment>
        <translation>Da %1: %2</translation>
    </message>
    <message>
        <source>From %1 (mounted on %2): %3</source>
        <extracomment>%1 a device, %2 its mount points, %3 whether TRIM gets through</extracomment>
        <translation>Da %1 (montato su %2): %3</translation>
    </message>
    <message>
        <source>Layer</source>
        <translation>Strato</translation>
    </message>
    <message>
        <source>Kind</source>
        <translation>Tipo</translation>
    </message>
    <message>
        <source>Discard granularity</source>
        <translation>Granularità del discard</translation>
    </message>
    <message>
        <source>Largest discard</source>
        <translation>Discard più grande</translation>
    </message>
    <message>
        <source>Passes TRIM</source>
        <translation>Lascia passare TRIM</translation>
    </message>
    <message>
        <source>Say whether TRIM reaches the drive through every layer (partition, dm-crypt, LVM, md, loop, USB), whether fstrim.timer runs and which file systems are mounted with discard.</source>
        <translation>Dice se TRIM raggiunge l’unità attraverso ogni strato (partizione, dm-crypt, LVM, md, loop, USB), se fstrim.timer è attivo e quali file system sono montati con discard.</translation>
    </message>
    <message>
        <source>A drive, a partition, a dm, md or loop device, or a folder, e.g. /dev/sda or /home.</source>
        <translation>Un’unità, una partizione, un dispositivo dm, md o loop, o una cartella, ad es. /dev/sda o /home.</translation>
    </message>
    <message>
        <source>&apos;trim&apos; needs exactly one TARGET, e.g. &apos;driveproof-cli trim /dev/sda&apos;.</source>
        <translation>&apos;trim&apos; richiede esattamente un TARGET, ad es. &apos;driveproof-cli trim /dev/sda&apos;.</translation>
    </message>
    <message>
        <source>TRIM from %1: %2</source>
        <extracomment>%1 the drive or folder asked about, %2 whether TRIM gets through</extracomment>
        <translation>TRIM da %1: %2</translation>
    </message>
    <message>
        <source>fstrim.timer: %1</source>
        <extracomment>%1 the timer&apos;s state, e.g. &quot;enabled&quot;</extracomment>
        <translation>fstrim.timer: %1</translation>
    </message>
    <message>
        <source>Judge a report instead of a drive: the output of &apos;smartctl -x&apos;, &apos;smartctl -x --json&apos; or &apos;nvme smart-log -o json&apos; saved in FILE (&apos;-&apos;: standard input).</source>
        <translation>Valuta un rapporto invece di un&apos;unità: l&apos;output di &apos;smartctl -x&apos;, &apos;smartctl -x --json&apos; o &apos;nvme smart-log -o json&apos; salvato in FILE (&apos;-&apos;: standard input).</translation>
    </message>
    <message>
        <source>With --report of nvme smart-log: the output of &apos;nvme id-ctrl -o json&apos; for the model, serial and firmware.</source>
        <translation>Con --report di nvme smart-log: l&apos;output di &apos;nvme id-ctrl -o json&apos; per modello, numero di serie e firmware.</translation>
    </message>
    <message>
        <source>&apos;health --report FILE&apos; takes no DEVICE and no --rated-tbw.</source>
        <translation>&apos;health --report FILE&apos; non accetta né DEVICE né --rated-tbw.</translation>
    </message>
</context>
<context>
    <name>DriveProof::Device</name>
    <message>
        <source>No block device named %1. Run &apos;driveproof-cli list&apos; to see the drives on this machine.</source>
        <translation>Nessun dispositivo a blocchi di nome %1. Eseguire &apos;driveproof-cli list&apos; per vedere le unità di questa macchina.</translation>
    </message>
    <message>
        <source>%1 disappeared while it was being read. Check that the drive is still connected.</source>
        <translation>%1 è scomparso durante la lettura. Controllare che l&apos;unità sia ancora collegata.</translation>
    </message>
    <message>
        <source>%1 is mounted on %2.</source>
        <extracomment>%1 device path, %2 list of mount points</extracomment>
        <translation>%1 è montato su %2.</translation>
    </message>
    <message>
        <source>%1 is in use as swap space.</source>
        <extracomment>%1 device path</extracomment>
        <translation>%1 è in uso come spazio di swap.</translation>
    </message>
    <message numerus="yes">
        <source>%1 (And %n more.)</source>
        <extracomment>%1 a sentence saying what uses a device, %n how many other users there are</extracomment>
        <translation>
            <numerusform>%1 (E ancora %n altro.)</numerusform>
            <numerusform>%1 (E altri %n.)</numerusform>
        </translation>
    </message>
    <message>
        <source>not reported by this %1 device through sysfs</source>
        <translation>non indicato da questo dispositivo %1 tramite sysfs</translation>
    </message>
    <message>
        <source>unknown</source>
        <translation>sconosciuto</translation>
    </message>
    <message>
        <source>model</source>
        <translation>modello</translation>
    </message>
    <message>
        <source>serial number</source>
        <translation>numero di serie</translation>
    </message>
    <message>
        <source>firmware revision</source>
        <translation>revisione del firmware</translation>
    </message>
    <message>
        <source>WWN</source>
        <translation>WWN</translation>
    </message>
    <message>
        <source>rotation rate</source>
        <translation>velocità di rotazione</translation>
    </message>
    <message>
        <source>%1 could not be opened even as root (%2): the system blocks access to it (a container or a security policy), so only what sysfs reports is shown.</source>
        <extracomment>%1 device path, %2 system error text</extracomment>
        <translation>Impossibile aprire %1 anche come root (%2): il sistema ne blocca l&apos;accesso (un container o una politica di sicurezza), quindi viene mostrato solo ciò che riporta sysfs.</translation>
    </message>
    <message>
        <source>%1 could not be opened (%2): only what sysfs reports is shown. Run as root or through the DriveProof helper for more.</source>
        <extracomment>%1 device path, %2 system error text</extracomment>
        <translation>Impossibile aprire %1 (%2): viene mostrato solo ciò che riporta sysfs. Eseguire come root o tramite il programma ausiliario di DriveProof per avere di più.</translation>
    </message>
    <message>
        <source>device node</source>
        <translation>nodo del dispositivo</translation>
    </message>
    <message>
        <source>%1 backs the loop device %2.</source>
        <extracomment>a loop device reads and writes its data on this device. %1 device path, %2 loop device path</extracomment>
        <translation>%1 fa da supporto al dispositivo loop %2.</translation>
    </message>
    <message>
        <source>%1 is part of %2.</source>
        <extracomment>%1 device path, %2 a device built on it (device-mapper, RAID, bcache)</extracomment>
        <translation>%1 fa parte di %2.</translation>
    </message>
    <message>
        <source>%1 has the partition %2.</source>
        <extracomment>%1 disk path, %2 partition path</extracomment>
        <translation>%1 contiene la partizione %2.</translation>
    </message>
    <message>
        <source>There is no %1. Give a device such as /dev/sda (see &apos;driveproof-cli list&apos;).</source>
        <translation>%1 non esiste. Indicare un dispositivo come /dev/sda (vedere &apos;driveproof-cli list&apos;).</translation>
    </message>
    <message>
        <source>%1 is a folder or a file, not a block device. Give a device such as /dev/sda (see &apos;driveproof-cli list&apos;).</source>
        <translation>%1 è una cartella o un file, non un dispositivo a blocchi. Indicare un dispositivo come /dev/sda (vedere &apos;driveproof-cli list&apos;).</translation>
    </message>
    <message>
        <source>Could not read %1 to see what it holds: %2.</source>
        <extracomment>%1 device or file path, %2 the system&apos;s reason</extracomment>
        <translation>Impossibile leggere %1 per vedere che cosa contiene: %2.</translation>
    </message>
    <message>
        <source>Could not read the start and end of %1 to see what it holds.</source>
        <extracomment>%1 device or file path</extracomment>
        <translation>Impossibile leggere l&apos;inizio e la fine di %1 per vedere che cosa contiene.</translation>
    </message>
    <message>
        <source>udev has no record of device %1, and it could not be read directly (run as root, or start udev).</source>
        <extracomment>%1 device numbers like 8:0</extracomment>
        <translation>udev non ha informazioni sul dispositivo %1, e non è stato possibile leggerlo direttamente (eseguire come root, oppure avviare udev).</translation>
    </message>
</context>
<context>
    <name>DriveProof::DriveReport</name>
    <message>
        <source>%1 is not valid JSON: %2 at byte %3.</source>
        <extracomment>%1 file name, %2 the JSON parser&apos;s words, %3 the byte offset</extracomment>
        <translation>%1 non è JSON valido: %2 al byte %3.</translation>
    </message>
    <message>
        <source>%1 is larger than any drive report (%2 at most). Give the output of smartctl -x or nvme smart-log, not a disk image.</source>
        <extracomment>%1 file name, %2 a size (&quot;4 MiB&quot;)</extracomment>
        <translation>%1 è più grande di qualsiasi rapporto di unità (al massimo %2). Indicare l&apos;output di smartctl -x o nvme smart-log, non un&apos;immagine disco.</translation>
    </message>
    <message>
        <source>%1 is no drive report DriveProof can read: give the output of &apos;smartctl -x&apos;, &apos;smartctl -x --json&apos; or &apos;nvme smart-log -o json&apos;.</source>
        <extracomment>%1 file name</extracomment>
        <translation>%1 non è un rapporto di unità che DriveProof sappia leggere: indicare l&apos;output di &apos;smartctl -x&apos;, &apos;smartctl -x --json&apos; o &apos;nvme smart-log -o json&apos;.</translation>
    </message>
    <message>
        <source>%1 is a report of a SAS or SCSI drive: DriveProof judges reports of ATA (SATA) and NVMe drives.</source>
        <extracomment>%1 file name</extracomment>
        <translation>%1 è il rapporto di un&apos;unità SAS o SCSI: DriveProof valuta i rapporti di unità ATA (SATA) e NVMe.</translation>
    </message>
    <message>
        <source>From the report %1, not from the drive itself: %2.</source>
        <extracomment>%1 file name, %2 drive model</extracomment>
        <translation>Dal rapporto %1, non dall&apos;unità stessa: %2.</translation>
    </message>
    <message>
        <source>From the report %1, not from the drive itself: %2, serial %3.</source>
        <extracomment>%1 file name, %2 drive model, %3 serial number</extracomment>
        <translation>Dal rapporto %1, non dall&apos;unità stessa: %2, numero di serie %3.</translation>
    </message>
    <message>
        <source>%1, line %2: more than 30 SMART attributes, which no drive has.</source>
        <extracomment>%1 file name, %2 line number</extracomment>
        <translation>%1, riga %2: più di 30 attributi SMART, che nessuna unità ha.</translation>
    </message>
    <message>
        <source>Could not read %1: %2.</source>
        <extracomment>%1 file name, %2 the system&apos;s reason</extracomment>
        <translation>Impossibile leggere %1: %2.</translation>
    </message>
    <message>
        <source>From the report %1, not from the drive itself.</source>
        <extracomment>%1 file name (a report that names no drive, e.g. smartctl -l farm)</extracomment>
        <translation>Dal rapporto %1, non dall&apos;unità stessa.</translation>
    </message>
</context>
<context>
    <name>DriveProof::Flash</name>
    <message>
        <source>TRIM from %1 reaches the drive %2 through every layer.</source>
        <extracomment>%1 the device in use (e.g. /dev/mapper/vg-home), %2 the drive</extracomment>
        <translation>TRIM da %1 raggiunge l’unità %2 attraverso ogni strato.</translation>
    </message>
    <message>
        <source>The drive %1 takes TRIM.</source>
        <extracomment>%1 the drive</extracomment>
        <translation>L’unità %1 accetta TRIM.</translation>
    </message>
    <message>
        <source>TRIM from %1 reaches the loop device %2, which frees the space in its backing file %3. The drive under that file gets it only from its own file system (mounted with discard, or fstrim).</source>
        <extracomment>%1 the device in use, %2 a loop device, %3 its backing file</extracomment>
        <translation>TRIM da %1 raggiunge il dispositivo loop %2, che libera lo spazio nel suo file di appoggio %3. L’unità sotto quel file lo riceve solo dal proprio file system (montato con discard, o fstrim).</translation>
    </message>
    <message>
        <source>The dm-crypt volume %1 drops discards, so TRIM from %2 never reaches the drive. Open it with --allow-discards (or the discard option in /etc/crypttab); an observer of the raw drive then sees which blocks are free.</source>
        <extracomment>%1 a dm-crypt volume, %2 the device in use</extracomment>
        <translation>Il volume dm-crypt %1 scarta i discard, quindi TRIM da %2 non raggiunge mai l’unità. Aprilo con --allow-discards (o l’opzione discard in /etc/crypttab); chi osserva l’unità grezza vede allora quali blocchi sono liberi.</translation>
    </message>
    <message>
        <source>%1 drops discards, so TRIM from %2 stops there and never reaches the drive.</source>
        <extracomment>%1 the layer (e.g. /dev/md0), %2 the device in use</extracomment>
        <translation>%1 scarta i discard, quindi TRIM da %2 si ferma lì e non raggiunge mai l’unità.</translation>
    </message>
    <message>
        <source>The kernel shows no discard limits for %1, so whether TRIM passes it is unknown.</source>
        <extracomment>%1 a device</extracomment>
        <translation>Il kernel non mostra limiti di discard per %1, quindi non si sa se TRIM lo attraversa.</translation>
    </message>
    <message>
        <source>%1 is a hard disk: it takes no TRIM and needs none.</source>
        <extracomment>%1 the drive</extracomment>
        <translation>%1 è un disco rigido: non accetta TRIM e non ne ha bisogno.</translation>
    </message>
    <message>
        <source>%1 is attached through usb-storage (Bulk-Only Transport), which passes no TRIM. In a UAS enclosure or on a UAS port it may.</source>
        <extracomment>%1 the drive</extracomment>
        <translation>%1 è collegato tramite usb-storage (Bulk-Only Transport), che non trasmette TRIM. In un box UAS o su una porta UAS potrebbe.</translation>
    </message>
    <message>
        <source>%1 is attached through UAS, but its bridge announces no TRIM, so the kernel sends none.</source>
        <extracomment>%1 the drive</extracomment>
        <translation>%1 è collegato tramite UAS, ma il suo bridge non annuncia TRIM, quindi il kernel non ne invia.</translation>
    </message>
    <message>
        <source>%1 does not take TRIM (the kernel&apos;s discard_max_bytes is 0).</source>
        <extracomment>%1 the drive</extracomment>
        <translation>%1 non accetta TRIM (discard_max_bytes del kernel è 0).</translation>
    </message>
    <message>
        <source>No file system on %1 is mounted. TRIM comes from a mounted file system (fstrim or the discard option), or from blkdiscard, which erases everything.</source>
        <extracomment>%1 the device asked about</extracomment>
        <translation>Nessun file system di %1 è montato. TRIM arriva da un file system montato (fstrim o l’opzione discard) o da blkdiscard, che cancella tutto.</translation>
    </message>
    <message>
        <source>%1 is mounted with discard: every delete is trimmed at once, which slows deletes on some drives. The weekly fstrim.timer is the usual choice.</source>
        <extracomment>%1 a mount point</extracomment>
        <translation>%1 è montato con discard: ogni eliminazione viene subito sottoposta a TRIM, il che rallenta le eliminazioni su alcune unità. La scelta consueta è il fstrim.timer settimanale.</translation>
    </message>
    <message>
        <source>%1 is mounted with discard=async: freed space is trimmed in batches.</source>
        <extracomment>%1 a mount point</extracomment>
        <translation>%1 è montato con discard=async: lo spazio liberato viene sottoposto a TRIM a blocchi.</translation>
    </message>
    <message>
        <source>%1 is trimmed once a week by fstrim.timer.</source>
        <extracomment>%1 a mount point</extracomment>
        <translation>fstrim.timer esegue TRIM su %1 una volta alla settimana.</translation>
    </message>
    <message>
        <source>%1 is neither mounted with discard nor trimmed by fstrim.timer, so the drive never learns which blocks are free. Run &apos;sudo systemctl enable --now fstrim.timer&apos;.</source>
        <extracomment>%1 a mount point</extracomment>
        <translation>%1 non è montato con discard né trattato da fstrim.timer, quindi l’unità non sa mai quali blocchi sono liberi. Esegui &apos;sudo systemctl enable --now fstrim.timer&apos;.</translation>
    </message>
    <message>
        <source>systemd is not running here, so fstrim.timer trims nothing. Run &apos;fstrim -a&apos; from cron, or mount with discard.</source>
        <translation>systemd non è in esecuzione qui, quindi fstrim.timer non esegue alcun TRIM. Esegui &apos;fstrim -a&apos; da cron, o monta con discard.</translation>
    </message>
    <message>
        <source>%1 is not on a block device that DriveProof can see in sysfs. Give a drive, a partition or a folder on one.</source>
        <extracomment>%1 a path the user gave</extracomment>
        <translation>%1 non si trova su un dispositivo a blocchi che DriveProof vede in sysfs. Indica un’unità, una partizione o una cartella su di essa.</translation>
    </message>
    <message>
        <source>%1 cannot be read: %2.</source>
        <extracomment>%1 a path the user gave, %2 the system&apos;s error text</extracomment>
        <translation>Impossibile leggere %1: %2.</translation>
    </message>
</context>
<context>
    <name>DriveProof::Gui</name>
    <message>
        <source>unknown</source>
        <translation>sconosciuto</translation>
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
        <translation>sì</translation>
    </message>
    <message>
        <source>no</source>
        <translation>no</translation>
    </message>
    <message>
        <source>loop device</source>
        <translation>dispositivo loop</translation>
    </message>
    <message>
        <source>backed by a file</source>
        <translation>basato su un file</translation>
    </message>
    <message>
        <source>solid state</source>
        <translation>stato solido</translation>
    </message>
    <message>
        <source>%1 rpm</source>
        <extracomment>disk rotation speed; %1 is the number, e.g. &quot;7,200&quot;</extracomment>
        <translation>%1 giri/min</translation>
    </message>
    <message>
        <source>rotational</source>
        <translation>rotante</translation>
    </message>
    <message>
        <source>Not reported for this device.</source>
        <translation>Non indicato per questo dispositivo.</translation>
    </message>
    <message>
        <source>%1%</source>
        <extracomment>a percentage; %1 the number, e.g. &quot;97&quot;</extracomment>
        <translation>%1%</translation>
    </message>
    <message>
        <source>hard disk</source>
        <translation>disco rigido</translation>
    </message>
    <message>
        <source>solid-state drive</source>
        <translation>unità a stato solido</translation>
    </message>
    <message>
        <source>NVMe solid-state drive</source>
        <translation>unità a stato solido NVMe</translation>
    </message>
    <message>
        <source>USB drive</source>
        <translation>unità USB</translation>
    </message>
    <message>
        <source>loop device (a file used as a drive)</source>
        <translation>dispositivo loop (un file usato come unità)</translation>
    </message>
    <message>
        <source>drive</source>
        <translation>unità</translation>
    </message>
    <message>
        <source>Tells the truth about a drive.</source>
        <translation>Dice la verità su un&apos;unità.</translation>
    </message>
    <message>
        <source>Show this drive first, e.g. /dev/sda.</source>
        <translation>Mostra prima questa unità, ad es. /dev/sda.</translation>
    </message>
    <message>
        <source>Save a picture of the window to this PNG file once everything is read, then quit.</source>
        <translation>Salva un&apos;immagine della finestra in questo file PNG una volta letto tutto, poi esce.</translation>
    </message>
    <message>
        <source>Open the Preferences dialog at start.</source>
        <translation>Apre la finestra Preferenze all&apos;avvio.</translation>
    </message>
    <message>
        <source>Open the About dialog at start.</source>
        <translation>Apre la finestra Informazioni all&apos;avvio.</translation>
    </message>
    <message>
        <source>Run this test (quick, random, commit, ...) in the window without clicks, write the result (--json-out) and quit; for benchmark scripts.</source>
        <translation>Esegue questo test (quick, random, commit, ...) nella finestra senza clic, scrive il risultato (--json-out) ed esce; per script di benchmark.</translation>
    </message>
    <message>
        <source>With --run-test: only these measurements, separated by commas, e.g. rnd4kq32t1.read.</source>
        <translation>Con --run-test: solo queste misure, separate da virgole, ad es. rnd4kq32t1.read.</translation>
    </message>
    <message>
        <source>With --run-test: the folder (or file) to test in.</source>
        <translation>Con --run-test: la cartella (o il file) in cui eseguire il test.</translation>
    </message>
    <message>
        <source>With --run-test: the test size, e.g. 1G or 256M.</source>
        <translation>Con --run-test: la dimensione del test, ad es. 1G o 256M.</translation>
    </message>
    <message>
        <source>With --run-test: seconds per measurement (default: 5).</source>
        <translation>Con --run-test: secondi per misura (predefinito: 5).</translation>
    </message>
    <message>
        <source>With --run-test: write the result as JSON to this file.</source>
        <translation>Con --run-test: scrive il risultato in JSON in questo file.</translation>
    </message>
    <message>
        <source>Verify the power-loss tests that wait for it (after the power cut); the autostart entry of a pending test runs this.</source>
        <translation>Verifica i test di interruzione di corrente in attesa di verifica (dopo l&apos;interruzione); la voce di avvio automatico di un test in sospeso esegue questo.</translation>
    </message>
    <message>
        <source>Open the power-loss test at start.</source>
        <translation>Apre il test di interruzione di corrente all&apos;avvio.</translation>
    </message>
    <message>
        <source>Open the power-loss witness page at start.</source>
        <translation>Apre la pagina del testimone per l&apos;interruzione di corrente all&apos;avvio.</translation>
    </message>
    <message>
        <source>--duration needs a number of seconds</source>
        <translation>--duration richiede un numero di secondi</translation>
    </message>
    <message>
        <source>You were not allowed to read the write cache setting of %1. Try again and authenticate when asked, or ask an administrator.</source>
        <extracomment>%1 device path</extracomment>
        <translation>Non si dispone dell&apos;autorizzazione per leggere l&apos;impostazione della cache di scrittura di %1. Riprovare e autenticarsi quando richiesto, oppure rivolgersi a un amministratore.</translation>
    </message>
    <message>
        <source>You were not allowed to switch the write cache of %1, so nothing was changed. Try again and authenticate when asked, or ask an administrator.</source>
        <extracomment>%1 device path</extracomment>
        <translation>Non si dispone dell&apos;autorizzazione per attivare o disattivare la cache di scrittura di %1, quindi non è stato modificato nulla. Riprovare e autenticarsi quando richiesto, oppure rivolgersi a un amministratore.</translation>
    </message>
    <message>
        <source>You were not allowed to read the health of %1. Try again and authenticate when asked, or ask an administrator.</source>
        <extracomment>%1 device path</extracomment>
        <translation>Non si dispone dell&apos;autorizzazione per leggere lo stato di salute di %1. Riprovare e autenticarsi quando richiesto, oppure rivolgersi a un amministratore.</translation>
    </message>
    <message>
        <source>DriveProof&apos;s helper is not installed, so DriveProof cannot ask the drive while it runs as you. Install the DriveProof package, or run DriveProof as root.</source>
        <translation>Il programma ausiliario di DriveProof non è installato, quindi DriveProof non può interrogare l&apos;unità mentre è eseguito con il proprio utente. Installare il pacchetto DriveProof, oppure eseguire DriveProof come root.</translation>
    </message>
    <message>
        <source>The system bus does not let DriveProof reach its helper: the helper&apos;s D-Bus policy is missing. Reinstall the DriveProof package, or run DriveProof as root.</source>
        <translation>Il bus di sistema non consente a DriveProof di raggiungere il suo programma ausiliario: manca la politica D-Bus del programma ausiliario. Reinstallare il pacchetto DriveProof, oppure eseguire DriveProof come root.</translation>
    </message>
    <message>
        <source>There is no system bus, so DriveProof cannot reach its helper. Start the D-Bus system service, or run DriveProof as root.</source>
        <translation>Non c&apos;è un bus di sistema, quindi DriveProof non può raggiungere il suo programma ausiliario. Avviare il servizio di sistema D-Bus, oppure eseguire DriveProof come root.</translation>
    </message>
    <message>
        <source>The request for %1 failed: %2.</source>
        <extracomment>%1 device path, %2 the system&apos;s reason</extracomment>
        <translation>La richiesta per %1 non è riuscita: %2.</translation>
    </message>
    <message>
        <source>Starts on a physical-sector boundary.</source>
        <translation>Inizia su un limite di settore fisico.</translation>
    </message>
    <message>
        <source>Starts %1 bytes past a physical-sector boundary.</source>
        <extracomment>%1 a number of bytes, e.g. &quot;512&quot;</extracomment>
        <translation>Inizia %1 byte dopo un limite di settore fisico.</translation>
    </message>
    <message>
        <source>Starts on a 1 MiB boundary.</source>
        <translation>Inizia su un limite di 1 MiB.</translation>
    </message>
    <message>
        <source>Does not start on a 1 MiB boundary.</source>
        <translation>Non inizia su un limite di 1 MiB.</translation>
    </message>
    <message>
        <source>Does not start on a multiple of the drive&apos;s optimal I/O size.</source>
        <translation>Non inizia su un multiplo della dimensione di I/O ottimale dell&apos;unità.</translation>
    </message>
    <message>
        <source>none</source>
        <translation>nessuna</translation>
    </message>
    <message>
        <source>not mounted</source>
        <translation>non montato</translation>
    </message>
    <message>
        <source>not checked</source>
        <translation>non controllata</translation>
    </message>
    <message>
        <source>%L1 %2</source>
        <extracomment>a transfer rate; %L1 the number, %2 its unit (&quot;MB/s&quot; or &quot;MiB/s&quot;, as chosen in Preferences)</extracomment>
        <translation>%L1 %2</translation>
    </message>
    <message>
        <source>unknown test &apos;%1&apos;</source>
        <extracomment>%1 what the user typed after --run-test</extracomment>
        <translation>test sconosciuto &apos;%1&apos;</translation>
    </message>
    <message>
        <source>--run-test needs --target, an existing folder or file</source>
        <translation>--run-test richiede --target, una cartella o un file esistente</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a size, e.g. 1G or 256M</source>
        <extracomment>%1 what the user typed after --size</extracomment>
        <translation>&apos;%1&apos; non è una dimensione, ad es. 1G o 256M</translation>
    </message>
    <message>
        <source>write back: the kernel sends flushes</source>
        <translation>scrittura differita (write back): il kernel invia gli svuotamenti della cache</translation>
    </message>
    <message>
        <source>write through: the kernel sends no flushes</source>
        <translation>scrittura immediata (write through): il kernel non invia svuotamenti della cache</translation>
    </message>
    <message>
        <source>Open this drive report (smartctl -x, smartctl --json or nvme smart-log -o json) at start.</source>
        <translation>Apre questo rapporto di unità (smartctl -x, smartctl --json o nvme smart-log -o json) all&apos;avvio.</translation>
    </message>
</context>
<context>
    <name>DriveProof::Gui::AboutDialog</name>
    <message>
        <source>About DriveProof</source>
        <translation>Informazioni su DriveProof</translation>
    </message>
    <message>
        <source>DriveProof %1</source>
        <extracomment>%1 DriveProof&apos;s version, e.g. &quot;0.1.0&quot;</extracomment>
        <translation>DriveProof %1</translation>
    </message>
    <message>
        <source>Tells you the truth about a drive: what it is, whether its partitions are aligned, whether its write cache is on, how fast it commits, streams and seeks, and whether it keeps the writes it acknowledged.</source>
        <translation>Dice la verità su un&apos;unità: che cos&apos;è, se le sue partizioni sono allineate, se la cache di scrittura è attiva, quanto velocemente esegue commit, trasferimenti sequenziali e accessi casuali, e se conserva le scritture che ha confermato.</translation>
    </message>
    <message>
        <source>What DriveProof does</source>
        <translation>Che cosa fa DriveProof</translation>
    </message>
    <message>
        <source>Qt %1 · kernel %2 %3</source>
        <extracomment>%1 the Qt version it runs on, %2 the kernel&apos;s name (&quot;linux&quot;), %3 its version</extracomment>
        <translation>Qt %1 · kernel %2 %3</translation>
    </message>
    <message>
        <source>Versions</source>
        <translation>Versioni</translation>
    </message>
    <message>
        <source>Free software under the GNU General Public License, version 3 or any later version (&lt;a href=&quot;https://www.gnu.org/licenses/gpl-3.0.html&quot;&gt;GPL-3.0-or-later&lt;/a&gt;). It comes with no warranty.</source>
        <extracomment>rich text; keep the link. GPL-3.0-or-later is the licence&apos;s SPDX name</extracomment>
        <translation>Software libero distribuito secondo la GNU General Public License, versione 3 o qualsiasi versione successiva (&lt;a href=&quot;https://www.gnu.org/licenses/gpl-3.0.html&quot;&gt;GPL-3.0-or-later&lt;/a&gt;). Non è fornito alcun tipo di garanzia.</translation>
    </message>
    <message>
        <source>Licence</source>
        <translation>Licenza</translation>
    </message>
</context>
<context>
    <name>DriveProof::Gui::CapacityButton</name>
    <message>
        <source>Check &amp;capacity…</source>
        <translation>Verifica &amp;capacità…</translation>
    </message>
    <message>
        <source>Is the drive as big as it says? Finds fake drives.</source>
        <translation>L’unità è grande quanto dichiara? Trova le unità contraffatte.</translation>
    </message>
</context>
<context>
    <name>DriveProof::Gui::CapacityDialog</name>
    <message>
        <source>Check capacity: %1</source>
        <extracomment>dialog title; %1 the drive&apos;s model or device node</extracomment>
        <translation>Verifica capacità: %1</translation>
    </message>
    <message>
        <source>Is %1 really %2? The check writes records across the whole drive, reads them back and tells a genuine drive from a fake one.</source>
        <extracomment>%1 the drive&apos;s model, %2 its size as it claims it, e.g. &quot;128.0 GB&quot;</extracomment>
        <translation>%1 ha davvero %2? La verifica scrive record sull’intera unità, li rilegge e distingue un’unità autentica da una contraffatta.</translation>
    </message>
    <message>
        <source>&amp;Quick probe: a few thousand records, minutes</source>
        <translation>Sonda &amp;rapida: qualche migliaio di record, minuti</translation>
    </message>
    <message>
        <source>&amp;Full verify: every block, hours on a large drive</source>
        <translation>Verifica &amp;completa: ogni blocco, ore su un’unità grande</translation>
    </message>
    <message>
        <source>&amp;Start</source>
        <translation>&amp;Avvia</translation>
    </message>
    <message>
        <source>Everything on %1 (%2) is lost: every partition, every file.</source>
        <extracomment>%1 device node, %2 the drive&apos;s model</extracomment>
        <translation>Tutto il contenuto di %1 (%2) va perso: ogni partizione, ogni file.</translation>
    </message>
    <message>
        <source>&amp;Cancel</source>
        <translation>&amp;Annulla</translation>
    </message>
    <message>
        <source>&amp;Close</source>
        <translation>C&amp;hiudi</translation>
    </message>
    <message>
        <source>Check capacity</source>
        <translation>Verifica capacità</translation>
    </message>
    <message>
        <source>Write</source>
        <extracomment>a line of the full verify&apos;s chart: the rate while writing</extracomment>
        <translation>Scrittura</translation>
    </message>
    <message>
        <source>Read</source>
        <translation>Lettura</translation>
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
        <translation>&amp;Copia immagine</translation>
    </message>
</context>
<context>
    <name>DriveProof::Gui::Charts::CommitChart</name>
    <message>
        <source>Commits per second, by method</source>
        <translation>Commit al secondo, per metodo</translation>
    </message>
    <message>
        <source>Commits per second (logarithmic)</source>
        <translation>Commit al secondo (logaritmico)</translation>
    </message>
    <message>
        <source>Durable, write cache as it was</source>
        <translation>Persistente, cache di scrittura invariata</translation>
    </message>
    <message>
        <source>Durable commits</source>
        <translation>Commit persistenti</translation>
    </message>
    <message>
        <source>Durable, write cache off</source>
        <translation>Persistente, cache di scrittura disattivata</translation>
    </message>
    <message>
        <source>Not durable (baseline for comparison)</source>
        <translation>Non persistente (riferimento per il confronto)</translation>
    </message>
    <message>
        <source>%1 rpm: about %2 commits/s at most when each waits for the platter</source>
        <extracomment>legend of a line on the commit chart; %1 rotation rate, %2 commits per second</extracomment>
        <translation>%1 giri/min: al massimo circa %2 commit/s quando ognuno attende il piatto</translation>
    </message>
</context>
<context>
    <name>DriveProof::Gui::Charts::CompareChart</name>
    <message>
        <source>A (older)</source>
        <translation>A (meno recente)</translation>
    </message>
    <message>
        <source>B (newer)</source>
        <translation>B (più recente)</translation>
    </message>
    <message>
        <source>The two runs side by side</source>
        <translation>Le due esecuzioni a confronto</translation>
    </message>
    <message>
        <source>Commits/s</source>
        <translation>Commit/s</translation>
    </message>
</context>
<context>
    <name>DriveProof::Gui::Charts::CutTimelineChart</name>
    <message>
        <source>Acknowledged writes before the power cut</source>
        <translation>Scritture confermate prima dell&apos;interruzione di corrente</translation>
    </message>
    <message>
        <source>Seconds before the cut</source>
        <extracomment>axis of a chart: time before the moment the power was cut (negative numbers)</extracomment>
        <translation>Secondi prima dell&apos;interruzione</translation>
    </message>
    <message>
        <source>Write number</source>
        <extracomment>axis of a chart: the running number of each write</extracomment>
        <translation>Numero della scrittura</translation>
    </message>
    <message>
        <source>Kept</source>
        <translation>Conservate</translation>
    </message>
    <message>
        <source>Lost</source>
        <translation>Perse</translation>
    </message>
    <message>
        <source>Torn (partly kept)</source>
        <translation>Spezzate (conservate in parte)</translation>
    </message>
    <message>
        <source>Estimated cut</source>
        <extracomment>the estimated moment of the power cut, a vertical line in the chart</extracomment>
        <translation>Interruzione stimata</translation>
    </message>
</context>
<context>
    <name>DriveProof::Gui::Charts::HybridChart</name>
    <message>
        <source>Random reads before and after the idle time</source>
        <translation>Letture casuali prima e dopo il periodo di inattività</translation>
    </message>
    <message>
        <source>Random reads of the same blocks</source>
        <translation>Letture casuali degli stessi blocchi</translation>
    </message>
    <message>
        <source>IOPS</source>
        <translation>IOPS</translation>
    </message>
    <message>
        <source>First pass</source>
        <translation>Primo passaggio</translation>
    </message>
    <message>
        <source>Second pass, after the idle time</source>
        <translation>Secondo passaggio, dopo il periodo di inattività</translation>
    </message>
</context>
<context>
    <name>DriveProof::Gui::Charts::LatencyChart</name>
    <message>
        <source>Latency</source>
        <translation>Latenza</translation>
    </message>
    <message>
        <source>Latency of %1</source>
        <extracomment>chart title; %1 the measurement, e.g. &quot;RND4K Q1T1 read&quot;</extracomment>
        <translation>Latenza di %1</translation>
    </message>
    <message>
        <source>Latency (µs, logarithmic)</source>
        <translation>Latenza (µs, logaritmica)</translation>
    </message>
    <message>
        <source>Share of operations (%)</source>
        <translation>Quota di operazioni (%)</translation>
    </message>
    <message>
        <source>Operations</source>
        <translation>Operazioni</translation>
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
        <translation>Velocità di lettura lungo l&apos;area di test</translation>
    </message>
    <message>
        <source>Write rate as the test area fills</source>
        <translation>Velocità di scrittura man mano che l&apos;area di test si riempie</translation>
    </message>
    <message>
        <source>Position (%1)</source>
        <extracomment>axis title; %1 the unit: MB, GB, MiB or GiB</extracomment>
        <translation>Posizione (%1)</translation>
    </message>
    <message>
        <source>Written (%1)</source>
        <extracomment>axis title; %1 the unit: MB, GB, MiB or GiB</extracomment>
        <translation>Dati scritti (%1)</translation>
    </message>
</context>
<context>
    <name>DriveProof::Gui::Charts::SweepChart</name>
    <message>
        <source>IOPS and transfer rate by block size</source>
        <translation>IOPS e velocità di trasferimento per dimensione del blocco</translation>
    </message>
    <message>
        <source>Block size (KiB, logarithmic)</source>
        <translation>Dimensione del blocco (KiB, logaritmica)</translation>
    </message>
    <message>
        <source>IOPS and transfer rate by queue depth</source>
        <translation>IOPS e velocità di trasferimento per profondità di coda</translation>
    </message>
    <message>
        <source>I/Os in flight per thread (logarithmic)</source>
        <translation>I/O in corso per thread (logaritmico)</translation>
    </message>
    <message>
        <source>IOPS and transfer rate by threads</source>
        <translation>IOPS e velocità di trasferimento per numero di thread</translation>
    </message>
    <message>
        <source>Threads (logarithmic)</source>
        <translation>Thread (logaritmico)</translation>
    </message>
    <message>
        <source>IOPS (logarithmic)</source>
        <translation>IOPS (logaritmico)</translation>
    </message>
    <message>
        <source>%1 (logarithmic)</source>
        <extracomment>axis title; %1 the rate unit, &quot;MB/s&quot; or &quot;MiB/s&quot;</extracomment>
        <translation>%1 (logaritmico)</translation>
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
        <translation>Velocità di trasferimento nel tempo</translation>
    </message>
    <message>
        <source>I/O operations per second over time</source>
        <translation>Operazioni di I/O al secondo nel tempo</translation>
    </message>
    <message>
        <source>IOPS</source>
        <translation>IOPS</translation>
    </message>
    <message>
        <source>Commits per second over time</source>
        <translation>Commit al secondo nel tempo</translation>
    </message>
    <message>
        <source>Commits per second</source>
        <translation>Commit al secondo</translation>
    </message>
    <message>
        <source>Seconds</source>
        <translation>Secondi</translation>
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
        <translation>Commit/s</translation>
    </message>
    <message>
        <source>p99 latency (µs)</source>
        <translation>Latenza p99 (µs)</translation>
    </message>
    <message>
        <source>Two runs side by side</source>
        <translation>Due esecuzioni a confronto</translation>
    </message>
    <message>
        <source>&amp;Back to the history</source>
        <translation>&amp;Torna alla cronologia</translation>
    </message>
    <message>
        <source>Comparison of two runs</source>
        <translation>Confronto di due esecuzioni</translation>
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
        <translation>Misura</translation>
    </message>
    <message>
        <source>Quantity</source>
        <translation>Grandezza</translation>
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
        <translation>Queste esecuzioni non hanno misure in comune, quindi non c&apos;è nulla da mettere a confronto. Confrontare due esecuzioni dello stesso test.</translation>
    </message>
    <message>
        <source>These are two different tests (%1 and %2): only the measurements they share have a ratio.</source>
        <extracomment>%1 and %2 two test names</extracomment>
        <translation>Questi sono due test diversi (%1 e %2): solo le misure che hanno in comune hanno un rapporto.</translation>
    </message>
    <message>
        <source>same</source>
        <extracomment>B&apos;s number is within 3% of A&apos;s</extracomment>
        <translation>uguale</translation>
    </message>
    <message>
        <source>▲ %1% better</source>
        <extracomment>%1 a percentage without the % sign, e.g. &quot;18&quot; -&gt; &quot;▲ 18% better&quot;</extracomment>
        <translation>▲ migliore (%1%)</translation>
    </message>
    <message>
        <source>▼ %1% worse</source>
        <translation>▼ peggiore (%1%)</translation>
    </message>
    <message>
        <source>Better and worse follow each quantity: more MB/s, IOPS or commits per second is better, less latency is better. Within 3% counts as the same: two runs on one drive differ that much.</source>
        <translation>Migliore e peggiore dipendono da ciascuna grandezza: più MB/s, IOPS o commit al secondo è meglio, meno latenza è meglio. Una differenza entro il 3% conta come uguale: due esecuzioni sulla stessa unità differiscono di tanto.</translation>
    </message>
    <message>
        <source>B against A</source>
        <translation>B rispetto ad A</translation>
    </message>
    <message>
        <source>%1, %2, on %3 (%4) · %5</source>
        <extracomment>one run in a comparison; %1 test name, %2 date and time, %3 drive model, %4 where it ran, %5 its settings (&quot;1 GiB · 5 s per step · temporary file on ext4 · io_uring&quot;)</extracomment>
        <translation>%1, %2, su %3 (%4) · %5</translation>
    </message>
    <message>
        <source>These runs were not made alike, so their numbers do not compare directly. %1</source>
        <extracomment>%1 one or more sentences on how the two runs differ</extracomment>
        <translation>Queste esecuzioni non sono state fatte allo stesso modo, quindi i loro numeri non si confrontano direttamente. %1</translation>
    </message>
</context>
<context>
    <name>DriveProof::Gui::ConfirmWriteDialog</name>
    <message>
        <source>Erase %1?</source>
        <extracomment>dialog title; %1 a device node</extracomment>
        <translation>Cancellare %1?</translation>
    </message>
    <message>
        <source>This test (%1) writes over %2 (%3). Everything on it is lost: every partition, every file. This cannot be undone.</source>
        <extracomment>%1 test name, %2 device node, %3 the drive&apos;s model</extracomment>
        <translation>Questo test (%1) sovrascrive %2 (%3). Tutto il contenuto andrà perso: ogni partizione, ogni file. L&apos;operazione non può essere annullata.</translation>
    </message>
    <message>
        <source>To go on, type the device&apos;s name, &lt;b&gt;%1&lt;/b&gt;:</source>
        <extracomment>%1 the device&apos;s short name the user must type, e.g. &quot;sdb&quot;</extracomment>
        <translation>Per continuare, digitare il nome del dispositivo, &lt;b&gt;%1&lt;/b&gt;:</translation>
    </message>
    <message>
        <source>Device name</source>
        <translation>Nome del dispositivo</translation>
    </message>
    <message>
        <source>&amp;Erase and test</source>
        <translation>&amp;Cancella ed esegui il test</translation>
    </message>
    <message>
        <source>Test the empty drive %1?</source>
        <extracomment>dialog title; %1 the drive&apos;s name (model)</extracomment>
        <translation>Testare l&apos;unità vuota %1?</translation>
    </message>
    <message>
        <source>%1 (%2) is empty: it has no partition table and no file system, as a new drive arrives. The test (%3) writes over the whole device; anything on it that DriveProof cannot recognise would be lost.</source>
        <extracomment>%1 the drive&apos;s name (model), %2 device node, %3 test name</extracomment>
        <translation>%1 (%2) è vuota: non ha tabella delle partizioni né file system, come arriva un&apos;unità nuova. Il test (%3) scrive sull&apos;intero dispositivo; andrebbe perso tutto ciò che contiene e che DriveProof non riconosce.</translation>
    </message>
    <message>
        <source>&amp;Write and test</source>
        <translation>&amp;Scrivi ed esegui il test</translation>
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
        <translation>Buono</translation>
    </message>
    <message>
        <source>Caution</source>
        <extracomment>health badge beside a drive in the list, as on the Health card</extracomment>
        <translation>Attenzione</translation>
    </message>
    <message>
        <source>Bad</source>
        <extracomment>health badge beside a drive in the list, as on the Health card</extracomment>
        <translation>Cattivo</translation>
    </message>
    <message>
        <source>%1
%2, %3
Health: %4</source>
        <extracomment>%1 drive name, %2 kind of drive, %3 device path, %4 its health (&quot;Good&quot;, ...)</extracomment>
        <translation>%1
%2, %3
Stato di salute: %4</translation>
    </message>
    <message>
        <source>%1, %2, %3, %4, health: %5</source>
        <extracomment>read by screen readers; %1 drive name, %2 kind of drive, %3 size, %4 device path, %5 its health (&quot;Good&quot;, &quot;Caution&quot;, &quot;Bad&quot;)</extracomment>
        <translation>%1, %2, %3, %4, stato di salute: %5</translation>
    </message>
</context>
<context>
    <name>DriveProof::Gui::DrivePage</name>
    <message>
        <source>&amp;Test this drive…</source>
        <translation>T&amp;esta questa unità…</translation>
    </message>
    <message>
        <source>%1 %2 · %3</source>
        <extracomment>under the drive name; %1 size, e.g. &quot;2.0 TB&quot;, %2 kind of drive, %3 device path</extracomment>
        <translation>%2 da %1 · %3</translation>
    </message>
    <message>
        <source>Measure %1: quick check, commit rate, throughput and more, in a window of its own</source>
        <extracomment>%1 the drive&apos;s name</extracomment>
        <translation>Misura %1: controllo rapido, frequenza di commit, velocità di trasferimento e altro, in una finestra separata</translation>
    </message>
    <message>
        <source>Q&amp;uick check</source>
        <translation>&amp;Controllo rapido</translation>
    </message>
    <message>
        <source>Measure the four CrystalDiskMark tests now, in about %1, on a temporary file in %2</source>
        <extracomment>tooltip of the Quick check button; %1 about how long it takes (&quot;20 seconds&quot;), %2 the folder that holds the temporary file</extracomment>
        <translation>Misura ora i quattro test di CrystalDiskMark, in circa %1, su un file temporaneo in %2</translation>
    </message>
    <message>
        <source>This drive is empty: no partition table and no file system. It is read-only or in use, so only the reading tests can run on it.</source>
        <translation>Questa unità è vuota: nessuna tabella delle partizioni e nessun file system. È in sola lettura o in uso, quindi possono girare solo i test di lettura.</translation>
    </message>
    <message>
        <source>This drive is empty: no partition table and no file system, as a new drive arrives. The quick check, the commit test and the sustained write run on the whole device after one confirmation; there is no need to partition it first.</source>
        <translation>Questa unità è vuota: nessuna tabella delle partizioni e nessun file system, come arriva un&apos;unità nuova. Il controllo rapido, il test dei commit e la scrittura prolungata girano sull&apos;intero dispositivo dopo una sola conferma; non serve partizionarla prima.</translation>
    </message>
    <message>
        <source>The quick check needs a folder on this drive, and none of its file systems is mounted. Mount one (in your file manager or GNOME Disks) and press Refresh (F5), or use &quot;Test this drive…&quot; for the reading tests on the whole device (sequential and random reads, surface scan), which write nothing.</source>
        <translation>Il controllo rapido richiede una cartella su questa unità, e nessuno dei suoi file system è montato. Montane uno (nel gestore di file o in Dischi di GNOME) e premi Aggiorna (F5), oppure usa «Testa questa unità…» per i test di lettura sull&apos;intero dispositivo (letture sequenziali e casuali, scansione della superficie), che non scrivono nulla.</translation>
    </message>
    <message>
        <source>The quick check needs a folder on this drive that you can write to, and none of its file systems is mounted where you may write. Mount one where you may and press Refresh (F5), or choose a folder of yours on it with &quot;Test this drive…&quot;.</source>
        <translation>Il controllo rapido richiede una cartella di questa unità in cui tu possa scrivere, e nessuno dei suoi file system è montato dove ti è permesso scrivere. Montane uno dove puoi e premi Aggiorna (F5), oppure scegli una tua cartella su di essa con «Testa questa unità…».</translation>
    </message>
    <message>
        <source>Measure the four CrystalDiskMark tests now, in about %1, on the empty device %2 (asks once to confirm)</source>
        <extracomment>tooltip of the Quick check button; %1 about how long it takes (&quot;20 seconds&quot;), %2 a device node</extracomment>
        <translation>Misura ora i quattro test di CrystalDiskMark, in circa %1, sul dispositivo vuoto %2 (chiede conferma una volta)</translation>
    </message>
</context>
<context>
    <name>DriveProof::Gui::HealthCard</name>
    <message>
        <source>Health</source>
        <translation>Stato di salute</translation>
    </message>
    <message>
        <source>Reading…</source>
        <translation>Lettura in corso…</translation>
    </message>
    <message>
        <source>Unknown</source>
        <translation>Sconosciuto</translation>
    </message>
    <message>
        <source>Health: %1</source>
        <extracomment>accessible name of the health badge; %1 &quot;Good&quot;, &quot;Caution&quot;, &quot;Bad&quot;, ...</extracomment>
        <translation>Stato di salute: %1</translation>
    </message>
    <message>
        <source>No health data</source>
        <translation>Nessun dato sullo stato di salute</translation>
    </message>
    <message>
        <source>%1 is a file used as a drive (%2): it has no health data of its own. The health of the drive that holds the file is what counts.</source>
        <extracomment>%1 device path, %2 the file behind the loop device</extracomment>
        <translation>%1 è un file usato come unità (%2): non ha dati di salute propri. Conta lo stato di salute dell&apos;unità che contiene il file.</translation>
    </message>
    <message>
        <source>%1 is a virtual disk: the real drive is on the host, and only the host can read its health.</source>
        <extracomment>%1 device path</extracomment>
        <translation>%1 è un disco virtuale: l&apos;unità reale si trova sull&apos;host, e solo l&apos;host può leggerne lo stato di salute.</translation>
    </message>
    <message>
        <source>%1 reports no health data that DriveProof can read.</source>
        <extracomment>%1 device path</extracomment>
        <translation>%1 non fornisce dati sullo stato di salute che DriveProof possa leggere.</translation>
    </message>
    <message>
        <source>Good</source>
        <translation>Buono</translation>
    </message>
    <message>
        <source>The drive finds nothing wrong. That predicts some failures, not all: keep backups.</source>
        <translation>L&apos;unità non rileva alcun problema. Questo permette di prevedere alcuni guasti, non tutti: mantenere le copie di sicurezza.</translation>
    </message>
    <message>
        <source>Caution</source>
        <translation>Attenzione</translation>
    </message>
    <message>
        <source>Make sure your backups are current, and check this drive again soon.</source>
        <translation>Assicurarsi che le copie di sicurezza siano aggiornate, e controllare di nuovo questa unità a breve.</translation>
    </message>
    <message>
        <source>Bad</source>
        <translation>Cattivo</translation>
    </message>
    <message>
        <source>Back up the data on this drive now and plan to replace it.</source>
        <translation>Fare subito una copia di sicurezza dei dati di questa unità e prevederne la sostituzione.</translation>
    </message>
    <message>
        <source>The drive gave no overall assessment of its health.</source>
        <translation>L&apos;unità non ha fornito una valutazione complessiva del proprio stato di salute.</translation>
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
        <translation>Ore di accensione</translation>
    </message>
    <message>
        <source>Power cycles</source>
        <translation>Cicli di accensione</translation>
    </message>
    <message>
        <source>Unsafe shutdowns</source>
        <translation>Spegnimenti non sicuri</translation>
    </message>
    <message>
        <source>Times power was lost before the drive was told: each one is a moment where its write cache could lose data.</source>
        <translation>Volte in cui la corrente è mancata senza che l&apos;unità fosse avvisata: ognuna è un momento in cui la sua cache di scrittura poteva perdere dati.</translation>
    </message>
    <message>
        <source>Bad sectors</source>
        <translation>Settori danneggiati</translation>
    </message>
    <message>
        <source>Sectors the drive has replaced or is waiting to replace.</source>
        <translation>Settori che l&apos;unità ha sostituito o è in attesa di sostituire.</translation>
    </message>
    <message>
        <source>Media errors</source>
        <translation>Errori del supporto</translation>
    </message>
    <message>
        <source>Data the drive could not read or write correctly.</source>
        <translation>Dati che l&apos;unità non è riuscita a leggere o scrivere correttamente.</translation>
    </message>
    <message>
        <source>Available spare</source>
        <translation>Riserva disponibile</translation>
    </message>
    <message>
        <source>Reserve blocks left for replacing worn-out ones.</source>
        <translation>Blocchi di riserva rimasti per sostituire quelli usurati.</translation>
    </message>
    <message>
        <source>Wear</source>
        <extracomment>wear of a solid-state drive; %1 a percentage, e.g. &quot;3%&quot;</extracomment>
        <translation>Usura</translation>
    </message>
    <message>
        <source>%1 of its rated life used</source>
        <translation>%1 della vita nominale utilizzata</translation>
    </message>
    <message>
        <source>The maker&apos;s estimate; it can go past 100%.</source>
        <translation>La stima del produttore; può superare il 100%.</translation>
    </message>
    <message>
        <source>Read from</source>
        <translation>Letto da</translation>
    </message>
</context>
<context>
    <name>DriveProof::Gui::HealthRecordsView</name>
    <message numerus="yes">
        <source>All records the drive keeps (%n)</source>
        <extracomment>%n the number of records (SMART attributes or NVMe log fields)</extracomment>
        <translation>
            <numerusform>Tutti i registri che l&apos;unità conserva (%n)</numerusform>
            <numerusform>Tutti i registri che l&apos;unità conserva (%n)</numerusform>
        </translation>
    </message>
    <message>
        <source>%1
Defined in: %2</source>
        <extracomment>tooltip of a health record; %1 what it means, %2 the standard and section</extracomment>
        <translation>%1
Definito in: %2</translation>
    </message>
    <message>
        <source>Self-test log, newest first:</source>
        <translation>Registro degli autotest, dal più recente:</translation>
    </message>
</context>
<context>
    <name>DriveProof::Gui::HistoryPage</name>
    <message>
        <source>Earlier runs on %1</source>
        <extracomment>%1 the drive&apos;s name (model)</extracomment>
        <translation>Esecuzioni precedenti su %1</translation>
    </message>
    <message>
        <source>Every test run on this drive is kept here. Open one to see its result again, or select two (hold Ctrl and click) to compare them side by side.</source>
        <translation>Ogni esecuzione di test su questa unità viene conservata qui. Aprirne una per rivederne il risultato, oppure selezionarne due (tenendo premuto Ctrl e facendo clic) per confrontarle.</translation>
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
        <translation>Riepilogo</translation>
    </message>
    <message>
        <source>Earlier runs</source>
        <translation>Esecuzioni precedenti</translation>
    </message>
    <message>
        <source>&amp;Open</source>
        <translation>&amp;Apri</translation>
    </message>
    <message>
        <source>&amp;Compare the two selected</source>
        <translation>&amp;Confronta le due selezionate</translation>
    </message>
    <message>
        <source>&amp;Delete…</source>
        <translation>&amp;Elimina…</translation>
    </message>
    <message>
        <source>&amp;New test</source>
        <translation>&amp;Nuovo test</translation>
    </message>
    <message>
        <source>Reading the history…</source>
        <translation>Lettura della cronologia…</translation>
    </message>
    <message>
        <source>No runs yet. Finished tests appear here by themselves.</source>
        <translation>Ancora nessuna esecuzione. I test completati compaiono qui automaticamente.</translation>
    </message>
    <message numerus="yes">
        <source>%n run(s) kept.</source>
        <extracomment>%n runs kept for this drive</extracomment>
        <translation>
            <numerusform>%n esecuzione conservata.</numerusform>
            <numerusform>%n esecuzioni conservate.</numerusform>
        </translation>
    </message>
    <message>
        <source>Select exactly two runs to compare</source>
        <translation>Selezionare esattamente due esecuzioni da confrontare</translation>
    </message>
    <message>
        <source>Delete runs</source>
        <translation>Elimina esecuzioni</translation>
    </message>
    <message numerus="yes">
        <source>Delete %n run(s) from the history? This cannot be undone.</source>
        <extracomment>%n how many runs are about to be deleted</extracomment>
        <translation>
            <numerusform>Eliminare %n esecuzione dalla cronologia? L&apos;operazione non può essere annullata.</numerusform>
            <numerusform>Eliminare %n esecuzioni dalla cronologia? L&apos;operazione non può essere annullata.</numerusform>
        </translation>
    </message>
    <message>
        <source>Select two runs of the same test to compare</source>
        <translation>Selezionare due esecuzioni dello stesso test da confrontare</translation>
    </message>
    <message>
        <source>Settings</source>
        <translation>Impostazioni</translation>
    </message>
</context>
<context>
    <name>DriveProof::Gui::IdentityCard</name>
    <message>
        <source>Identity</source>
        <translation>Identità</translation>
    </message>
    <message>
        <source>Device</source>
        <translation>Dispositivo</translation>
    </message>
    <message>
        <source>Backing file</source>
        <translation>File di appoggio</translation>
    </message>
    <message>
        <source>Transport</source>
        <translation>Trasporto</translation>
    </message>
    <message>
        <source>The kernel does not say how this drive is connected.</source>
        <translation>Il kernel non indica come è collegata questa unità.</translation>
    </message>
    <message>
        <source>Rotation speed unknown: %1</source>
        <extracomment>%1 why the speed is unknown</extracomment>
        <translation>Velocità di rotazione sconosciuta: %1</translation>
    </message>
    <message>
        <source>Media</source>
        <translation>Supporto</translation>
    </message>
    <message>
        <source>Removable</source>
        <translation>Rimovibile</translation>
    </message>
    <message>
        <source>Read-only</source>
        <translation>Sola lettura</translation>
    </message>
    <message>
        <source>Model</source>
        <translation>Modello</translation>
    </message>
    <message>
        <source>Vendor</source>
        <translation>Produttore</translation>
    </message>
    <message>
        <source>Serial number</source>
        <translation>Numero di serie</translation>
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
        <translation>Collegamento</translation>
    </message>
</context>
<context>
    <name>DriveProof::Gui::MainWindow</name>
    <message>
        <source>Looking for drives…</source>
        <translation>Ricerca delle unità…</translation>
    </message>
    <message>
        <source>Checking the partitions of %1…</source>
        <extracomment>%1 device path</extracomment>
        <translation>Controllo delle partizioni di %1…</translation>
    </message>
    <message>
        <source>Switching the write cache of %1…</source>
        <extracomment>%1 device path</extracomment>
        <translation>Cambio della cache di scrittura di %1…</translation>
    </message>
    <message>
        <source>Reading the write cache and health of %1…</source>
        <extracomment>%1 device path</extracomment>
        <translation>Lettura della cache di scrittura e dello stato di salute di %1…</translation>
    </message>
    <message>
        <source>udisks2 is not running: the facts shown come from the kernel alone.</source>
        <translation>udisks2 non è in esecuzione: i dati mostrati provengono solo dal kernel.</translation>
    </message>
    <message>
        <source>DriveProof</source>
        <translation>DriveProof</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>&amp;File</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Esci</translation>
    </message>
    <message>
        <source>Power-loss &amp;witness…</source>
        <translation>&amp;Testimone per interruzione di corrente…</translation>
    </message>
    <message>
        <source>Record the power-loss test of another computer&apos;s drive on this one</source>
        <translation>Registra su questo computer il test di interruzione di corrente dell&apos;unità di un altro computer</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>&amp;Modifica</translation>
    </message>
    <message>
        <source>&amp;Preferences…</source>
        <translation>&amp;Preferenze…</translation>
    </message>
    <message>
        <source>Choose the language, the unit of transfer rates and the test defaults</source>
        <translation>Scegliere la lingua, l&apos;unità di misura delle velocità di trasferimento e le impostazioni predefinite dei test</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Visualizza</translation>
    </message>
    <message>
        <source>&amp;Refresh</source>
        <translation>&amp;Aggiorna</translation>
    </message>
    <message>
        <source>Read the list of drives again</source>
        <translation>Rilegge l&apos;elenco delle unità</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Aiuto</translation>
    </message>
    <message>
        <source>&amp;About DriveProof</source>
        <translation>&amp;Informazioni su DriveProof</translation>
    </message>
    <message>
        <source>Drives</source>
        <translation>Unità</translation>
    </message>
    <message>
        <source>Busy</source>
        <translation>Occupato</translation>
    </message>
    <message numerus="yes">
        <source>A test is running on %1. Stop it and quit?</source>
        <extracomment>%1 device paths, e.g. &quot;/dev/sda&quot;; more than one joined by &quot;, &quot;</extracomment>
        <translation>
            <numerusform>È in corso un test su %1. Interromperlo e uscire?</numerusform>
            <numerusform>Sono in corso test su %1. Interromperli e uscire?</numerusform>
        </translation>
    </message>
    <message>
        <source>Stop the test?</source>
        <translation>Interrompere il test?</translation>
    </message>
    <message>
        <source>The steps that finished are kept in the history; the temporary file is removed.</source>
        <translation>I passaggi completati restano nella cronologia; il file temporaneo viene rimosso.</translation>
    </message>
    <message>
        <source>&amp;Stop and quit</source>
        <translation>&amp;Interrompi ed esci</translation>
    </message>
    <message>
        <source>&amp;Keep testing</source>
        <translation>&amp;Continua il test</translation>
    </message>
    <message>
        <source>Stop the power-loss test?</source>
        <translation>Interrompere il test di interruzione di corrente?</translation>
    </message>
    <message>
        <source>The power-loss test is running. Quitting stops it without a power cut, so this run cannot tell whether the drive keeps its writes.</source>
        <translation>Il test di interruzione di corrente è in corso. Uscendo lo si ferma senza un&apos;interruzione di corrente, quindi questa esecuzione non può dire se l&apos;unità conserva le sue scritture.</translation>
    </message>
    <message>
        <source>&amp;Keep running</source>
        <translation>&amp;Continua l&apos;esecuzione</translation>
    </message>
    <message>
        <source>&amp;Open Drive Report…</source>
        <translation>&amp;Apri rapporto di unità…</translation>
    </message>
    <message>
        <source>Judge a drive from its smartctl or nvme-cli report, e.g. one a seller sent</source>
        <translation>Valuta un&apos;unità dal suo rapporto di smartctl o nvme-cli, ad es. uno inviato da un venditore</translation>
    </message>
    <message>
        <source>Paste Drive &amp;Report</source>
        <translation>&amp;Incolla rapporto di unità</translation>
    </message>
    <message>
        <source>Judge the smartctl or nvme-cli report on the clipboard</source>
        <translation>Valuta il rapporto di smartctl o nvme-cli presente negli appunti</translation>
    </message>
</context>
<context>
    <name>DriveProof::Gui::Notice</name>
    <message>
        <source>Danger</source>
        <translation>Pericolo</translation>
    </message>
    <message>
        <source>Warning</source>
        <translation>Avviso</translation>
    </message>
    <message>
        <source>Note</source>
        <translation>Nota</translation>
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
        <translation>Metodo di commit</translation>
    </message>
    <message>
        <source>Commits/s</source>
        <translation>Commit/s</translation>
    </message>
    <message>
        <source>Mean µs</source>
        <translation>Media µs</translation>
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
        <translation>Flush per commit</translation>
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
        <translation>non persistente</translation>
    </message>
</context>
<context>
    <name>DriveProof::Gui::PartitionsCard</name>
    <message>
        <source>Partitions</source>
        <translation>Partizioni</translation>
    </message>
    <message>
        <source>#</source>
        <translation>#</translation>
    </message>
    <message>
        <source>Device</source>
        <translation>Dispositivo</translation>
    </message>
    <message>
        <source>Start sector</source>
        <translation>Settore iniziale</translation>
    </message>
    <message>
        <source>Start (bytes)</source>
        <translation>Inizio (byte)</translation>
    </message>
    <message>
        <source>Size</source>
        <translation>Dimensione</translation>
    </message>
    <message>
        <source>Mounted on</source>
        <translation>Montato su</translation>
    </message>
    <message>
        <source>Alignment</source>
        <translation>Allineamento</translation>
    </message>
    <message>
        <source>Checking alignment</source>
        <translation>Controllo dell&apos;allineamento</translation>
    </message>
    <message>
        <source>Reading the partition table…</source>
        <translation>Lettura della tabella delle partizioni…</translation>
    </message>
    <message>
        <source>What to do</source>
        <translation>Cosa fare</translation>
    </message>
    <message>
        <source>Partitions of %1</source>
        <extracomment>accessible name of the partitions table; %1 device path</extracomment>
        <translation>Partizioni di %1</translation>
    </message>
    <message>
        <source>The kernel lists no partitions on this drive.</source>
        <translation>Il kernel non elenca partizioni su questa unità.</translation>
    </message>
    <message>
        <source>The partition table lists no partitions.</source>
        <translation>La tabella delle partizioni non elenca alcuna partizione.</translation>
    </message>
    <message>
        <source>The partition table lists this partition, but the kernel has no device node for it yet (on some systems &apos;partx -a&apos; adds it).</source>
        <translation>La tabella delle partizioni elenca questa partizione, ma il kernel non ha ancora un nodo di dispositivo per essa (su alcuni sistemi &apos;partx -a&apos; lo aggiunge).</translation>
    </message>
    <message>
        <source>checking…</source>
        <translation>controllo…</translation>
    </message>
    <message>
        <source>The partition table did not list this partition.</source>
        <translation>La tabella delle partizioni non elencava questa partizione.</translation>
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
        <translation>Avvia apre il test guidato di interruzione di corrente: scrive in un file di test (o nell&apos;intero dispositivo), comunica ogni commit a un testimone su un secondo computer e chiede di staccare la spina. Dopo il riavvio DriveProof controlla quali scritture confermate sono sopravvissute. È possibile anche esercitarsi su questo computer con un&apos;unità simulata.</translation>
    </message>
    <message>
        <source>&amp;Tests:</source>
        <translation>&amp;Test:</translation>
    </message>
    <message>
        <source>Tests</source>
        <translation>Test</translation>
    </message>
    <message>
        <source>&amp;Where:</source>
        <translation>&amp;Dove:</translation>
    </message>
    <message>
        <source>Test si&amp;ze:</source>
        <translation>Dimen&amp;sione del test:</translation>
    </message>
    <message>
        <source>Time per st&amp;ep (seconds):</source>
        <translation>Durata per pass&amp;aggio (secondi):</translation>
    </message>
    <message>
        <source>&amp;Reads or writes:</source>
        <translation>&amp;Letture o scritture:</translation>
    </message>
    <message>
        <source>&amp;Idle time between the passes (seconds):</source>
        <translation>&amp;Inattività tra i passaggi (secondi):</translation>
    </message>
    <message>
        <source>Also measure with the drive&apos;s write &amp;cache off, then switch it back on</source>
        <translation>Misura anche con la &amp;cache di scrittura dell&apos;unità disattivata, poi la riattiva</translation>
    </message>
    <message>
        <source>&amp;History…</source>
        <translation>&amp;Cronologia…</translation>
    </message>
    <message>
        <source>Earlier runs on this drive, and comparing two of them</source>
        <translation>Esecuzioni precedenti su questa unità, e confronto tra due di esse</translation>
    </message>
    <message>
        <source>&amp;Start test</source>
        <translation>&amp;Avvia test</translation>
    </message>
    <message>
        <source>Reads</source>
        <translation>Letture</translation>
    </message>
    <message>
        <source>Writes</source>
        <translation>Scritture</translation>
    </message>
    <message>
        <source>Mixed: 70% reads, 30% writes</source>
        <translation>Misto: 70% letture, 30% scritture</translation>
    </message>
    <message>
        <source>Takes as long as writing %1 once: about %2 at %3, less on a faster drive.</source>
        <extracomment>%1 a size, %2 a duration, %3 a rate (&quot;150.0 MB/s&quot;)</extracomment>
        <translation>Richiede il tempo di scrivere %1 una volta: circa %2 a %3, meno su un&apos;unità più veloce.</translation>
    </message>
    <message>
        <source>Takes as long as reading %1 once: about %2 at %3, less on a faster drive.</source>
        <extracomment>%1 a size, %2 a duration, %3 a rate (&quot;150.0 MB/s&quot;)</extracomment>
        <translation>Richiede il tempo di leggere %1 una volta: circa %2 a %3, meno su un&apos;unità più veloce.</translation>
    </message>
    <message>
        <source>Takes about %1 with these settings.</source>
        <extracomment>%1 a duration</extracomment>
        <translation>Richiede circa %1 con queste impostazioni.</translation>
    </message>
    <message>
        <source>Takes about %1 with these settings, plus a moment to prepare the test file.</source>
        <extracomment>%1 a duration</extracomment>
        <translation>Richiede circa %1 con queste impostazioni, più qualche istante per preparare il file di test.</translation>
    </message>
    <message>
        <source>This test writes over %1: everything on it is lost, every partition and every file. You will be asked to type the device&apos;s name to confirm.</source>
        <extracomment>%1 a device node</extracomment>
        <translation>Questo test sovrascrive %1: tutto il contenuto andrà perso, ogni partizione e ogni file. Verrà chiesto di digitare il nome del dispositivo per confermare.</translation>
    </message>
    <message>
        <source>Only reads from %1; nothing on it changes. Reading a device directly may ask for your password.</source>
        <extracomment>%1 a device node</extracomment>
        <translation>Esegue solo letture da %1; nulla viene modificato. La lettura diretta di un dispositivo potrebbe richiedere la password.</translation>
    </message>
    <message>
        <source>Writes only to a temporary file in the chosen folder and removes it afterwards; nothing else on the drive changes.</source>
        <translation>Scrive solo in un file temporaneo nella cartella scelta e poi lo rimuove; nient&apos;altro sull&apos;unità viene modificato.</translation>
    </message>
    <message>
        <source>Only reads. In a folder it first writes the temporary file it reads, and removes it afterwards.</source>
        <translation>Esegue solo letture. In una cartella scrive prima il file temporaneo da leggere, e poi lo rimuove.</translation>
    </message>
    <message>
        <source>Opens the guided power-loss test</source>
        <translation>Apre il test guidato di interruzione di corrente</translation>
    </message>
    <message>
        <source>%1 holds the running system: DriveProof never writes over it.</source>
        <extracomment>%1 a device node</extracomment>
        <translation>%1 contiene il sistema in esecuzione: DriveProof non lo sovrascrive mai.</translation>
    </message>
    <message>
        <source>%1 or one of its partitions is mounted or in use (LVM, RAID, an encrypted volume). Unmount it first to write over it.</source>
        <extracomment>%1 a device node</extracomment>
        <translation>%1 o una delle sue partizioni è montata o in uso (LVM, RAID, un volume cifrato). Smontarla prima di sovrascriverla.</translation>
    </message>
    <message>
        <source>%1 is read-only.</source>
        <extracomment>%1 a device node</extracomment>
        <translation>%1 è di sola lettura.</translation>
    </message>
    <message>
        <source>A temporary file in %1</source>
        <extracomment>a place a test runs; %1 a folder</extracomment>
        <translation>Un file temporaneo in %1</translation>
    </message>
    <message>
        <source>You may not be allowed to write here. Choose a folder of yours on this drive with &quot;another folder&quot;.</source>
        <translation>Potrebbe non essere consentito scrivere qui. Scegliere una propria cartella su questa unità con &quot;un&apos;altra cartella&quot;.</translation>
    </message>
    <message>
        <source>A temporary file in another folder…</source>
        <translation>Un file temporaneo in un&apos;altra cartella…</translation>
    </message>
    <message>
        <source>The whole device %1, only reading</source>
        <extracomment>a place a test runs; %1 a device node</extracomment>
        <translation>L&apos;intero dispositivo %1, solo in lettura</translation>
    </message>
    <message>
        <source>The whole device %1, erasing everything on it</source>
        <extracomment>a place a test runs; %1 a device node</extracomment>
        <translation>L&apos;intero dispositivo %1, cancellandone tutto il contenuto</translation>
    </message>
    <message>
        <source>Where the test runs</source>
        <translation>Dove viene eseguito il test</translation>
    </message>
    <message>
        <source>All of it</source>
        <translation>Tutta</translation>
    </message>
    <message>
        <source>The commit test always uses 16 MiB, like pg_test_fsync, so that its numbers compare directly.</source>
        <translation>Il test di commit usa sempre 16 MiB, come pg_test_fsync, così i suoi numeri sono direttamente confrontabili.</translation>
    </message>
    <message>
        <source>How much of the drive the test uses. Larger areas are less flattered by caches but take longer to prepare.</source>
        <translation>Quanta parte dell&apos;unità usa il test. Le aree più grandi sono meno favorite dalle cache ma richiedono più tempo per la preparazione.</translation>
    </message>
    <message>
        <source>Test size</source>
        <translation>Dimensione del test</translation>
    </message>
    <message>
        <source>Choose a folder on the drive to test</source>
        <translation>Scegliere una cartella sull&apos;unità da mettere alla prova</translation>
    </message>
    <message>
        <source>This device has no write cache of its own to switch.</source>
        <translation>Questo dispositivo non ha una propria cache di scrittura da attivare o disattivare.</translation>
    </message>
    <message>
        <source>The drive&apos;s write cache setting is not known (see the Write cache card), so it cannot be switched for the test.</source>
        <translation>L&apos;impostazione della cache di scrittura dell&apos;unità non è nota (vedere la scheda Cache di scrittura), quindi non può essere cambiata per il test.</translation>
    </message>
    <message>
        <source>The drive&apos;s write cache is off already: the test measures it that way.</source>
        <translation>La cache di scrittura dell&apos;unità è già disattivata: il test la misura così.</translation>
    </message>
    <message>
        <source>This drive does not let its write cache be switched.</source>
        <translation>Questa unità non consente di attivare o disattivare la cache di scrittura.</translation>
    </message>
    <message>
        <source>The chosen folder is not on one of this drive&apos;s file systems.</source>
        <translation>La cartella scelta non si trova su uno dei file system di questa unità.</translation>
    </message>
    <message>
        <source>The cache is switched off for a second round of measurements and back on afterwards, also when the test fails or is cancelled. Switching may ask for your password.</source>
        <translation>La cache viene disattivata per un secondo giro di misure e poi riattivata, anche se il test non riesce o viene annullato. Il cambio potrebbe richiedere la password.</translation>
    </message>
    <message>
        <source>No file system of this drive is mounted, so there is no folder for the test file. Mount one (in your file manager or GNOME Disks) and press Refresh (F5) in the main window, choose a folder with &quot;A temporary file in another folder…&quot;, or pick a reading test (sequential or random reads, surface scan), which can read the whole device without writing.</source>
        <translation>Nessun file system di questa unità è montato, quindi non c&apos;è una cartella per il file di prova. Montane uno (nel gestore di file o in Dischi di GNOME) e premi Aggiorna (F5) nella finestra principale, scegli una cartella con «Un file temporaneo in un&apos;altra cartella…», oppure scegli un test di lettura (letture sequenziali o casuali, scansione della superficie), che può leggere l&apos;intero dispositivo senza scrivere.</translation>
    </message>
    <message>
        <source>Choose where the test runs: a folder of yours on this drive, with &quot;A temporary file in another folder…&quot;.</source>
        <translation>Scegli dove gira il test: una tua cartella su questa unità, con «Un file temporaneo in un&apos;altra cartella…».</translation>
    </message>
    <message>
        <source>%1 Choose a folder on the drive instead, or a reading test.</source>
        <extracomment>%1 why the device cannot be written (a sentence)</extracomment>
        <translation>%1 Scegli invece una cartella sull&apos;unità, o un test di lettura.</translation>
    </message>
    <message>
        <source>%1 is empty: no partition table and no file system, as a new drive arrives. This test writes over the whole device; you will be asked once to confirm.</source>
        <extracomment>%1 a device node</extracomment>
        <translation>%1 è vuoto: nessuna tabella delle partizioni e nessun file system, come arriva un&apos;unità nuova. Questo test scrive sull&apos;intero dispositivo; ti verrà chiesta conferma una volta.</translation>
    </message>
    <message>
        <source>The whole device %1, which is empty</source>
        <extracomment>a place a test runs; %1 a device node of a drive with nothing on it</extracomment>
        <translation>L&apos;intero dispositivo %1, che è vuoto</translation>
    </message>
</context>
<context>
    <name>DriveProof::Gui::PowerLossAreaStep</name>
    <message>
        <source>Where to test</source>
        <translation>Dove eseguire il test</translation>
    </message>
    <message>
        <source>The test writes records that describe themselves into a test area, commits them the way a database does, and reports every commit to a witness. A file on the drive tests the whole stack: file system, kernel and drive.</source>
        <translation>Il test scrive in un&apos;area di test record che descrivono sé stessi, ne esegue il commit come fa un database e comunica ogni commit a un testimone. Un file sull&apos;unità mette alla prova l&apos;intera catena: file system, kernel e unità.</translation>
    </message>
    <message>
        <source>&amp;Test area:</source>
        <translation>&amp;Area di test:</translation>
    </message>
    <message>
        <source>Test area</source>
        <translation>Area di test</translation>
    </message>
    <message>
        <source>Si&amp;ze:</source>
        <translation>Dimen&amp;sione:</translation>
    </message>
    <message>
        <source>Size of the test area</source>
        <translation>Dimensione dell&apos;area di test</translation>
    </message>
    <message>
        <source>Larger than the drive&apos;s cache, so that the cache cannot hide the writes. 1 GiB is enough for most drives.</source>
        <translation>Più grande della cache dell&apos;unità, così che la cache non possa nascondere le scritture. 1 GiB basta per la maggior parte delle unità.</translation>
    </message>
    <message>
        <source>Commit &amp;method:</source>
        <translation>&amp;Metodo di commit:</translation>
    </message>
    <message>
        <source>Commit method</source>
        <translation>Metodo di commit</translation>
    </message>
    <message>
        <source>&amp;Writes per commit:</source>
        <translation>&amp;Scritture per commit:</translation>
    </message>
    <message>
        <source>Writes per commit</source>
        <translation>Scritture per commit</translation>
    </message>
    <message>
        <source>1 commits every write. More: a batched group commit, as busy databases do.</source>
        <translation>1 esegue il commit di ogni scrittura. Di più: un group commit a lotti, come fanno i database molto carichi.</translation>
    </message>
    <message>
        <source>&amp;Only the drive loses power: I will pull its cable (USB or hot-plug drive)</source>
        <translation>S&amp;olo l&apos;unità perde la corrente: ne staccherò il cavo (unità USB o hot-plug)</translation>
    </message>
    <message>
        <source>A test file in %1</source>
        <extracomment>%1 a folder</extracomment>
        <translation>Un file di test in %1</translation>
    </message>
    <message>
        <source>A test file in another folder…</source>
        <translation>Un file di test in un&apos;altra cartella…</translation>
    </message>
    <message>
        <source>The whole device %1, erasing everything on it</source>
        <extracomment>%1 a device node</extracomment>
        <translation>L&apos;intero dispositivo %1, cancellandone tutto il contenuto</translation>
    </message>
    <message>
        <source>A file system of this drive is mounted or in use: unmount it first to write over the device.</source>
        <translation>Un file system di questa unità è montato o in uso: smontarlo prima di sovrascrivere il dispositivo.</translation>
    </message>
    <message>
        <source>Choose a folder on the drive to test</source>
        <translation>Scegliere una cartella sull&apos;unità da mettere alla prova</translation>
    </message>
    <message>
        <source>The test writes over %1: everything on it is lost. You will be asked to type the device&apos;s name to confirm.</source>
        <extracomment>%1 a device node</extracomment>
        <translation>Il test sovrascrive %1: tutto il contenuto andrà perso. Verrà chiesto di digitare il nome del dispositivo per confermare.</translation>
    </message>
    <message>
        <source>Cable-pull mode: the computer keeps running and only the drive goes dark. The witness may run on this computer (the witness page, address 127.0.0.1:7070), but its record must be on another disk than the one under test.</source>
        <translation>Modalità cavo staccato: il computer resta acceso e solo l&apos;unità si spegne. Il testimone può essere eseguito su questo computer (la pagina del testimone, indirizzo 127.0.0.1:7070), ma il suo registro deve trovarsi su un disco diverso da quello sotto test.</translation>
    </message>
    <message>
        <source>The whole computer loses power: you will pull its power cord. The witness runs on a second computer.</source>
        <translation>L&apos;intero computer perde la corrente: se ne staccherà il cavo di alimentazione. Il testimone viene eseguito su un secondo computer.</translation>
    </message>
</context>
<context>
    <name>DriveProof::Gui::PowerLossPreflightStep</name>
    <message>
        <source>Before the test</source>
        <translation>Prima del test</translation>
    </message>
    <message>
        <source>Things to know</source>
        <translation>Cose da sapere</translation>
    </message>
    <message>
        <source>unknown</source>
        <translation>sconosciuto</translation>
    </message>
    <message>
        <source>Reading the drive&apos;s identity, write cache and health… Reading the cache or the counters may ask for your password.</source>
        <translation>Lettura di identità, cache di scrittura e stato di salute dell&apos;unità… La lettura della cache o dei contatori potrebbe richiedere la password.</translation>
    </message>
    <message>
        <source>Practice with a lying drive: it acknowledges writes while they are still in its cache, and loses them at the power cut. Expect FAIL.</source>
        <translation>Esercitazione con un&apos;unità che mente: conferma le scritture mentre sono ancora nella sua cache, e le perde all&apos;interruzione di corrente. Atteso: FAIL.</translation>
    </message>
    <message>
        <source>Practice with an honest drive: it keeps every write it acknowledged. Expect a pass of the simulated cut.</source>
        <translation>Esercitazione con un&apos;unità onesta: conserva ogni scrittura che ha confermato. Atteso: interruzione simulata superata.</translation>
    </message>
    <message>
        <source>What happens:
1. DriveProof prepares a simulated drive of 16 MiB and a witness on this computer.
2. It writes numbered records, commits each one and reports it to the witness; the chart shows the commits per second.
3. Once commits flow steadily it says &quot;Pull the plug now&quot;: press &quot;Cut the power&quot;. On a real test you would pull the power cord at that moment.
4. The simulated drive starts again, DriveProof reads it back and compares it with the witness&apos;s record.
5. The report says what the drive kept and what it lost.</source>
        <translation>Che cosa succede:
1. DriveProof prepara un&apos;unità simulata da 16 MiB e un testimone su questo computer.
2. Scrive record numerati, esegue il commit di ciascuno e lo comunica al testimone; il grafico mostra i commit al secondo.
3. Quando i commit scorrono regolarmente compare &quot;Staccare la spina ora&quot;: premere &quot;Togli la corrente&quot;. In un test reale, in quel momento si staccherebbe il cavo di alimentazione.
4. L&apos;unità simulata riparte, DriveProof la rilegge e la confronta con il registro del testimone.
5. Il rapporto indica che cosa l&apos;unità ha conservato e che cosa ha perso.</translation>
    </message>
    <message>
        <source>The test cannot run: %1</source>
        <extracomment>%1 the reason</extracomment>
        <translation>Il test non può essere eseguito: %1</translation>
    </message>
    <message>
        <source>DriveProof read this before the test; it compares it after the power cut.</source>
        <translation>DriveProof ha letto questi dati prima del test; li confronta dopo l&apos;interruzione di corrente.</translation>
    </message>
    <message>
        <source>Drive:</source>
        <translation>Unità:</translation>
    </message>
    <message>
        <source>Serial number:</source>
        <translation>Numero di serie:</translation>
    </message>
    <message>
        <source>Firmware:</source>
        <translation>Firmware:</translation>
    </message>
    <message>
        <source>Capacity:</source>
        <translation>Capacità:</translation>
    </message>
    <message>
        <source>Write cache:</source>
        <translation>Cache di scrittura:</translation>
    </message>
    <message>
        <source>Unsafe shutdowns so far:</source>
        <translation>Spegnimenti non sicuri finora:</translation>
    </message>
    <message>
        <source>the drive does not count them</source>
        <translation>l&apos;unità non li conta</translation>
    </message>
    <message>
        <source>Computer:</source>
        <translation>Computer:</translation>
    </message>
    <message>
        <source>Start the test: DriveProof prepares the test area (this takes a while), connects to the witness and writes. Wait for &quot;Pull the plug now&quot;.</source>
        <translation>Avviare il test: DriveProof prepara l&apos;area di test (richiede un po&apos; di tempo), si collega al testimone e scrive. Attendere &quot;Staccare la spina ora&quot;.</translation>
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
        <translation>Che cosa è stato trovato</translation>
    </message>
    <message>
        <source>Acknowledged writes and the power cut</source>
        <translation>Scritture confermate e interruzione di corrente</translation>
    </message>
    <message>
        <source>Does this run count?</source>
        <translation>Questa esecuzione è valida?</translation>
    </message>
    <message>
        <source>Machine and drive at the start</source>
        <translation>Macchina e unità all&apos;inizio</translation>
    </message>
    <message>
        <source>What to do next</source>
        <translation>Che cosa fare ora</translation>
    </message>
    <message>
        <source>Export &amp;JSON…</source>
        <translation>Esporta &amp;JSON…</translation>
    </message>
    <message>
        <source>Save the whole report as a JSON file</source>
        <translation>Salva l&apos;intero rapporto come file JSON</translation>
    </message>
    <message>
        <source>&amp;Test again</source>
        <translation>&amp;Ripeti il test</translation>
    </message>
    <message>
        <source>Practice run on a simulated drive, started %1. Nothing on your drives was tested.</source>
        <translation>Esercitazione su un&apos;unità simulata, avviata %1. Nessuna unità reale è stata messa alla prova.</translation>
    </message>
    <message>
        <source>Test of %1, started %2.</source>
        <translation>Test di %1, avviato %2.</translation>
    </message>
    <message>
        <source>The witness recorded %1 acknowledged writes; %2 blocks were checked.</source>
        <extracomment>%1 a number of writes</extracomment>
        <translation>Il testimone ha registrato %1 scritture confermate; sono stati controllati %2 blocchi.</translation>
    </message>
    <message>
        <source>The lost tail: every commit acknowledged in the last %1 s before the cut.</source>
        <extracomment>%1 seconds, with one decimal</extracomment>
        <translation>La coda persa: ogni commit confermato negli ultimi %1 s prima dell&apos;interruzione.</translation>
    </message>
    <message>
        <source>No acknowledged write was lost or damaged.</source>
        <translation>Nessuna scrittura confermata è stata persa o danneggiata.</translation>
    </message>
    <message>
        <source>Each dot is a write the witness heard acknowledged, at the moment it heard it; the dashed line is when the writer went silent, the estimated cut. Red dots are writes the drive lost.</source>
        <translation>Ogni punto è una scrittura che il testimone ha ricevuto come confermata, nel momento in cui l&apos;ha ricevuta; la linea tratteggiata è il momento in cui lo scrittore ha smesso di rispondere, l&apos;interruzione stimata. I punti rossi sono scritture perse dall&apos;unità.</translation>
    </message>
    <message>
        <source>%1 earlier writes that were kept are not drawn.</source>
        <extracomment>%1 a number of writes</extracomment>
        <translation>Non sono disegnate %1 scritture precedenti che sono state conservate.</translation>
    </message>
    <message>
        <source>Passed: %1</source>
        <translation>Superato: %1</translation>
    </message>
    <message>
        <source>Not passed: %1</source>
        <translation>Non superato: %1</translation>
    </message>
    <message>
        <source>unknown</source>
        <translation>sconosciuto</translation>
    </message>
    <message>
        <source>Computer:</source>
        <translation>Computer:</translation>
    </message>
    <message>
        <source>Drive:</source>
        <translation>Unità:</translation>
    </message>
    <message>
        <source>Capacity:</source>
        <translation>Capacità:</translation>
    </message>
    <message>
        <source>Write cache:</source>
        <translation>Cache di scrittura:</translation>
    </message>
    <message>
        <source>Commit method:</source>
        <translation>Metodo di commit:</translation>
    </message>
    <message>
        <source>Test area:</source>
        <translation>Area di test:</translation>
    </message>
    <message>
        <source>Kernel:</source>
        <translation>Kernel:</translation>
    </message>
    <message>
        <source>Unsafe shutdowns before:</source>
        <translation>Spegnimenti non sicuri prima:</translation>
    </message>
    <message>
        <source>the drive does not count them</source>
        <translation>l&apos;unità non li conta</translation>
    </message>
    <message>
        <source>Run id:</source>
        <translation>Id esecuzione:</translation>
    </message>
    <message>
        <source>This was practice. To test a real drive, run the wizard again and choose a witness on a second computer.</source>
        <translation>Questa era un&apos;esercitazione. Per mettere alla prova un&apos;unità reale, eseguire di nuovo la procedura guidata e scegliere un testimone su un secondo computer.</translation>
    </message>
    <message>
        <source>Switch the drive&apos;s write cache off (the Write cache card of the drive page) and test again: if it passes then, keep the cache off for data that matters.</source>
        <translation>Disattivare la cache di scrittura dell&apos;unità (la scheda Cache di scrittura nella pagina dell&apos;unità) e ripetere il test: se allora viene superato, tenere la cache disattivata per i dati importanti.</translation>
    </message>
    <message>
        <source>Do not trust this drive with data that must survive a power cut; a firmware update may help. Test again after any change.</source>
        <translation>Non affidare a questa unità dati che devono sopravvivere a un&apos;interruzione di corrente; un aggiornamento del firmware potrebbe aiutare. Ripetere il test dopo ogni modifica.</translation>
    </message>
    <message>
        <source>Fix what the checklist names and test again.</source>
        <translation>Correggere ciò che indica l&apos;elenco di controllo e ripetere il test.</translation>
    </message>
    <message>
        <source>Run the test at least five times: one passing run can be luck, five make a configuration worth trusting.</source>
        <translation>Eseguire il test almeno cinque volte: un&apos;esecuzione superata può essere fortuna, cinque rendono una configurazione degna di fiducia.</translation>
    </message>
    <message>
        <source>Export the report</source>
        <translation>Esporta il rapporto</translation>
    </message>
    <message>
        <source>JSON files (*.json)</source>
        <translation>File JSON (*.json)</translation>
    </message>
    <message>
        <source>Could not write %1: %2</source>
        <extracomment>%1 a file path, %2 the system&apos;s reason</extracomment>
        <translation>Impossibile scrivere %1: %2</translation>
    </message>
    <message>
        <source>Saved %1</source>
        <extracomment>%1 a file path</extracomment>
        <translation>Salvato %1</translation>
    </message>
</context>
<context>
    <name>DriveProof::Gui::PowerLossRunStep</name>
    <message>
        <source>Practice run</source>
        <translation>Esercitazione</translation>
    </message>
    <message>
        <source>The test runs</source>
        <translation>Il test è in corso</translation>
    </message>
    <message>
        <source>Preparing the test area</source>
        <translation>Preparazione dell&apos;area di test</translation>
    </message>
    <message>
        <source>Commits, writes in flight and the link to the witness</source>
        <translation>Commit, scritture in corso e collegamento al testimone</translation>
    </message>
    <message>
        <source>Pull the plug now</source>
        <extracomment>shown very large once the run is warm</extracomment>
        <translation>Staccare la spina ora</translation>
    </message>
    <message>
        <source>Press &quot;Cut the power&quot;. On a real test you would now pull the power cord out of the computer (not press its power button).</source>
        <translation>Premere &quot;Togli la corrente&quot;. In un test reale, ora si staccherebbe il cavo di alimentazione dal computer (senza premere il pulsante di accensione).</translation>
    </message>
    <message>
        <source>Pull the drive&apos;s cable out now (USB or power cable of the drive only). Leave the computer running; plug the drive back in after ten seconds. The witness and its record must be on another disk.</source>
        <translation>Staccare ora il cavo dell&apos;unità (solo il cavo USB o di alimentazione dell&apos;unità). Lasciare acceso il computer; ricollegare l&apos;unità dopo dieci secondi. Il testimone e il suo registro devono trovarsi su un altro disco.</translation>
    </message>
    <message>
        <source>Pull the power cord out of the computer now (a laptop: its battery too). Do not press the power button and do not shut down: the drive must lose power while it is writing. Wait ten seconds, plug it back in and start the computer: DriveProof opens by itself and checks the drive.</source>
        <translation>Staccare ora il cavo di alimentazione dal computer (per un portatile, anche la batteria). Non premere il pulsante di accensione e non spegnere: l&apos;unità deve perdere la corrente mentre scrive. Attendere dieci secondi, ricollegare il cavo e accendere il computer: DriveProof si apre da solo e controlla l&apos;unità.</translation>
    </message>
    <message>
        <source>&amp;Cut the power</source>
        <translation>&amp;Togli la corrente</translation>
    </message>
    <message>
        <source>Simulate the power cut: the simulated drive loses what it only held in its cache</source>
        <translation>Simula l&apos;interruzione di corrente: l&apos;unità simulata perde ciò che aveva solo nella sua cache</translation>
    </message>
    <message>
        <source>&amp;Stop without a cut</source>
        <translation>&amp;Ferma senza interruzione</translation>
    </message>
    <message>
        <source>End the run cleanly; nothing is verified</source>
        <translation>Termina l&apos;esecuzione in modo pulito; non viene verificato nulla</translation>
    </message>
    <message>
        <source>Starting…</source>
        <translation>Avvio…</translation>
    </message>
    <message>
        <source>%1 commits/s · %2 commits, %3 held by the witness · %4 in flight · witness: %5</source>
        <extracomment>%1 commits per second, %2 commits done, %3 commits the witness holds, %4 writes in flight, %5 the link&apos;s state (&quot;connected&quot;)</extracomment>
        <translation>%1 commit/s · %2 commit, %3 registrati dal testimone · %4 in corso · testimone: %5</translation>
    </message>
    <message>
        <source>Commits per second</source>
        <translation>Commit al secondo</translation>
    </message>
    <message>
        <source>Checking the simulated drive: %1</source>
        <extracomment>%1 what the verifier does now</extracomment>
        <translation>Controllo dell&apos;unità simulata: %1</translation>
    </message>
    <message>
        <source>The run failed.</source>
        <translation>L&apos;esecuzione non è riuscita.</translation>
    </message>
</context>
<context>
    <name>DriveProof::Gui::PowerLossUi</name>
    <message>
        <source>fdatasync after each commit (what most databases use)</source>
        <translation>fdatasync dopo ogni commit (quello che usa la maggior parte dei database)</translation>
    </message>
    <message>
        <source>fsync after each commit (also flushes the file&apos;s metadata)</source>
        <translation>fsync dopo ogni commit (svuota anche i metadati del file)</translation>
    </message>
    <message>
        <source>O_DSYNC: every write is durable when it returns</source>
        <extracomment>O_DSYNC is a technical name, keep it</extracomment>
        <translation>O_DSYNC: ogni scrittura è persistente quando ritorna</translation>
    </message>
    <message>
        <source>O_SYNC: every write and its metadata are durable when it returns</source>
        <extracomment>O_SYNC is a technical name, keep it</extracomment>
        <translation>O_SYNC: ogni scrittura e i suoi metadati sono persistenti quando ritorna</translation>
    </message>
    <message>
        <source>Passed: the drive kept every write it acknowledged</source>
        <translation>Superato: l&apos;unità ha conservato ogni scrittura che aveva confermato</translation>
    </message>
    <message>
        <source>Failed: the drive lost or damaged writes it had acknowledged</source>
        <translation>Non superato: l&apos;unità ha perso o danneggiato scritture che aveva confermato</translation>
    </message>
    <message>
        <source>Inconclusive: this run cannot prove the drive safe</source>
        <translation>Non conclusivo: questa esecuzione non può dimostrare che l&apos;unità è sicura</translation>
    </message>
    <message>
        <source>on</source>
        <extracomment>the drive&apos;s write cache</extracomment>
        <translation>attiva</translation>
    </message>
    <message>
        <source>off</source>
        <extracomment>the drive&apos;s write cache</extracomment>
        <translation>disattivata</translation>
    </message>
    <message>
        <source>unknown</source>
        <translation>sconosciuto</translation>
    </message>
</context>
<context>
    <name>DriveProof::Gui::PowerLossVerifyStep</name>
    <message>
        <source>Check the drive after the power cut</source>
        <translation>Controllare l&apos;unità dopo l&apos;interruzione di corrente</translation>
    </message>
    <message>
        <source>DriveProof asks the witness for its record, reads the whole test area and compares every block with what the drive acknowledged. The witness must be running and reachable.</source>
        <translation>DriveProof chiede al testimone il suo registro, legge l&apos;intera area di test e confronta ogni blocco con ciò che l&apos;unità aveva confermato. Il testimone deve essere in esecuzione e raggiungibile.</translation>
    </message>
    <message>
        <source>If the witness cannot be reached, start it again on the second computer (it kept its record on disk) and press &quot;Verify now&quot;. The test stays pending until it is verified or forgotten, and DriveProof opens this page at every start until then.</source>
        <translation>Se il testimone non è raggiungibile, avviarlo di nuovo sul secondo computer (ha conservato il suo registro su disco) e premere &quot;Verifica ora&quot;. Il test resta in sospeso finché non viene verificato o dimenticato, e fino ad allora DriveProof apre questa pagina a ogni avvio.</translation>
    </message>
    <message>
        <source>Verification progress</source>
        <translation>Avanzamento della verifica</translation>
    </message>
    <message>
        <source>&amp;Verify now</source>
        <translation>&amp;Verifica ora</translation>
    </message>
    <message>
        <source>&amp;Forget this test</source>
        <translation>&amp;Dimentica questo test</translation>
    </message>
    <message>
        <source>Remove the pending test without verifying it</source>
        <translation>Rimuove il test in sospeso senza verificarlo</translation>
    </message>
    <message>
        <source>• %1, started %2, witness %3</source>
        <extracomment>%1 a file or device, %2 a date and time, %3 a witness address</extracomment>
        <translation>• %1, avviato %2, testimone %3</translation>
    </message>
    <message>
        <source>practice run</source>
        <translation>esercitazione</translation>
    </message>
    <message>
        <source>No test is waiting to be checked.</source>
        <translation>Nessun test è in attesa di controllo.</translation>
    </message>
    <message>
        <source>Waiting to be checked (the first one is checked now):
%1</source>
        <translation>In attesa di controllo (il primo viene controllato ora):
%1</translation>
    </message>
    <message>
        <source>Starting…</source>
        <translation>Avvio…</translation>
    </message>
</context>
<context>
    <name>DriveProof::Gui::PowerLossWitnessStep</name>
    <message>
        <source>The witness</source>
        <translation>Il testimone</translation>
    </message>
    <message>
        <source>A second computer records every write this drive acknowledges, so that after the power cut DriveProof knows what the drive promised.</source>
        <translation>Un secondo computer registra ogni scrittura che questa unità conferma, così dopo l&apos;interruzione di corrente DriveProof sa che cosa l&apos;unità aveva promesso.</translation>
    </message>
    <message>
        <source>&amp;Another computer is the witness</source>
        <translation>Un &amp;altro computer fa da testimone</translation>
    </message>
    <message>
        <source>Witness &amp;address:</source>
        <translation>&amp;Indirizzo del testimone:</translation>
    </message>
    <message>
        <source>Witness address and port</source>
        <translation>Indirizzo e porta del testimone</translation>
    </message>
    <message>
        <source>&amp;Pairing code:</source>
        <translation>&amp;Codice di associazione:</translation>
    </message>
    <message>
        <source>Pairing code</source>
        <translation>Codice di associazione</translation>
    </message>
    <message>
        <source>On the second computer, open DriveProof&apos;s witness page (menu &quot;Power-loss witness…&quot;) or run &quot;driveproof-cli witness --listen 0.0.0.0:7070&quot; in a terminal. It shows the pairing code; type it here with its address, e.g. 192.168.1.20:7070.</source>
        <translation>Sul secondo computer, aprire la pagina del testimone di DriveProof (menu &quot;Testimone per interruzione di corrente…&quot;) oppure eseguire &quot;driveproof-cli witness --listen 0.0.0.0:7070&quot; in un terminale. Viene mostrato il codice di associazione; digitarlo qui insieme all&apos;indirizzo, ad es. 192.168.1.20:7070.</translation>
    </message>
    <message>
        <source>P&amp;ractice on this computer, with a simulated drive</source>
        <translation>Ese&amp;rcitazione su questo computer, con un&apos;unità simulata</translation>
    </message>
    <message>
        <source>Learn the procedure without pulling a plug: a simulated drive, a witness on this computer and a simulated power cut. Nothing on your drives is written.</source>
        <translation>Imparare la procedura senza staccare la spina: un&apos;unità simulata, un testimone su questo computer e un&apos;interruzione di corrente simulata. Non viene scritto nulla sulle unità reali.</translation>
    </message>
    <message>
        <source>Simulated &amp;drive:</source>
        <translation>Unità &amp;simulata:</translation>
    </message>
    <message>
        <source>Simulated drive</source>
        <translation>Unità simulata</translation>
    </message>
    <message>
        <source>Honest: keeps every write it acknowledged</source>
        <translation>Onesta: conserva ogni scrittura che ha confermato</translation>
    </message>
    <message>
        <source>Lying: acknowledges writes it still holds in its cache</source>
        <translation>Bugiarda: conferma scritture che tiene ancora nella sua cache</translation>
    </message>
    <message>
        <source>This is not a pairing code: it has twelve letters and digits, like K7QD-M2XF-9HBT.</source>
        <translation>Questo non è un codice di associazione: ha dodici lettere e cifre, come K7QD-M2XF-9HBT.</translation>
    </message>
</context>
<context>
    <name>DriveProof::Gui::PowerLossWizard</name>
    <message>
        <source>Power-loss test – DriveProof</source>
        <translation>Test di interruzione di corrente – DriveProof</translation>
    </message>
    <message>
        <source>Power-loss test of %1 – DriveProof</source>
        <translation>Test di interruzione di corrente di %1 – DriveProof</translation>
    </message>
    <message>
        <source>1. Drive and area</source>
        <translation>1. Unità e area</translation>
    </message>
    <message>
        <source>2. Witness</source>
        <translation>2. Testimone</translation>
    </message>
    <message>
        <source>3. Check</source>
        <translation>3. Controllo</translation>
    </message>
    <message>
        <source>4. Run and pull the plug</source>
        <translation>4. Esecuzione e spina staccata</translation>
    </message>
    <message>
        <source>5. Verify</source>
        <translation>5. Verifica</translation>
    </message>
    <message>
        <source>6. Report</source>
        <translation>6. Rapporto</translation>
    </message>
    <message>
        <source>&lt; &amp;Back</source>
        <translation>&lt; &amp;Indietro</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Chiudi</translation>
    </message>
    <message>
        <source>Current step</source>
        <translation>Passaggio attuale</translation>
    </message>
    <message>
        <source>&amp;Next &gt;</source>
        <translation>&amp;Avanti &gt;</translation>
    </message>
    <message>
        <source>&amp;Check this computer &gt;</source>
        <translation>&amp;Controlla questo computer &gt;</translation>
    </message>
    <message>
        <source>&amp;Start practice</source>
        <translation>&amp;Avvia l&apos;esercitazione</translation>
    </message>
    <message>
        <source>&amp;Start the test</source>
        <translation>&amp;Avvia il test</translation>
    </message>
    <message>
        <source>Power-loss test</source>
        <translation>Test di interruzione di corrente</translation>
    </message>
    <message>
        <source>simulated drive</source>
        <translation>unità simulata</translation>
    </message>
    <message>
        <source>Power-loss practice on a simulated lying drive – DriveProof</source>
        <extracomment>window title while practising on the simulated drive that loses acknowledged writes</extracomment>
        <translation>Prova di interruzione di corrente su un&apos;unità simulata che mente – DriveProof</translation>
    </message>
    <message>
        <source>Power-loss practice on a simulated honest drive – DriveProof</source>
        <extracomment>window title while practising on the simulated drive that keeps its writes</extracomment>
        <translation>Prova di interruzione di corrente su un&apos;unità simulata onesta – DriveProof</translation>
    </message>
</context>
<context>
    <name>DriveProof::Gui::ReportWindow</name>
    <message>
        <source>Drive report: %1</source>
        <extracomment>window title; %1 the report&apos;s file name</extracomment>
        <translation>Rapporto di unità: %1</translation>
    </message>
    <message>
        <source>Open a drive report</source>
        <translation>Apri un rapporto di unità</translation>
    </message>
    <message>
        <source>Drive reports (*.txt *.json *.log);;All files (*)</source>
        <extracomment>file dialog filter; keep the patterns in parentheses as they are</extracomment>
        <translation>Rapporti di unità (*.txt *.json *.log);;Tutti i file (*)</translation>
    </message>
    <message>
        <source>pasted text</source>
        <extracomment>the name a report pasted from the clipboard goes by</extracomment>
        <translation>testo incollato</translation>
    </message>
</context>
<context>
    <name>DriveProof::Gui::ResultCharts</name>
    <message>
        <source>&amp;Latency of:</source>
        <translation>&amp;Latenza di:</translation>
    </message>
    <message>
        <source>Measurement whose latency is shown</source>
        <translation>Misura di cui è mostrata la latenza</translation>
    </message>
</context>
<context>
    <name>DriveProof::Gui::ResultExporter</name>
    <message>
        <source>Could not write %1: %2. Choose another folder.</source>
        <extracomment>%1 a file path, %2 the system&apos;s reason</extracomment>
        <translation>Impossibile scrivere %1: %2. Scegliere un&apos;altra cartella.</translation>
    </message>
</context>
<context>
    <name>DriveProof::Gui::ResultPage</name>
    <message>
        <source>Verdict</source>
        <translation>Esito</translation>
    </message>
    <message>
        <source>At a glance</source>
        <translation>In sintesi</translation>
    </message>
    <message>
        <source>All numbers</source>
        <translation>Tutti i numeri</translation>
    </message>
    <message>
        <source>Charts</source>
        <translation>Grafici</translation>
    </message>
    <message>
        <source>Export &amp;JSON…</source>
        <translation>Esporta &amp;JSON…</translation>
    </message>
    <message>
        <source>Save everything this test measured, for other programs</source>
        <translation>Salva tutto ciò che questo test ha misurato, per altri programmi</translation>
    </message>
    <message>
        <source>Export &amp;CSV…</source>
        <translation>Esporta &amp;CSV…</translation>
    </message>
    <message>
        <source>Save the table of numbers for a spreadsheet</source>
        <translation>Salva la tabella dei numeri per un foglio di calcolo</translation>
    </message>
    <message>
        <source>Save charts as &amp;PNG…</source>
        <translation>Salva i grafici come &amp;PNG…</translation>
    </message>
    <message>
        <source>Save a picture of each chart into a folder</source>
        <translation>Salva un&apos;immagine di ogni grafico in una cartella</translation>
    </message>
    <message>
        <source>&amp;History</source>
        <translation>&amp;Cronologia</translation>
    </message>
    <message>
        <source>Earlier runs on this drive, and comparing two of them</source>
        <translation>Esecuzioni precedenti su questa unità, e confronto tra due di esse</translation>
    </message>
    <message>
        <source>&amp;New test</source>
        <translation>&amp;Nuovo test</translation>
    </message>
    <message>
        <source>Ran on %1, started %2, took %3.</source>
        <extracomment>under a result&apos;s title; %1 where it ran, %2 date and time it started, %3 how long it took</extracomment>
        <translation>Destinazione: %1, avviato il %2, durata %3.</translation>
    </message>
    <message>
        <source>Drive: %1, serial number %2</source>
        <extracomment>the drive a result is about; %1 model (or device name), %2 serial number</extracomment>
        <translation>Unità: %1, numero di serie %2</translation>
    </message>
    <message>
        <source>Drive: %1</source>
        <extracomment>the drive a result is about; %1 model or device name</extracomment>
        <translation>Unità: %1</translation>
    </message>
    <message>
        <source>The test stopped on an error.</source>
        <translation>Il test si è fermato per un errore.</translation>
    </message>
    <message>
        <source>You cancelled the test before it measured anything.</source>
        <translation>Il test è stato annullato prima che misurasse qualcosa.</translation>
    </message>
    <message>
        <source>You cancelled the test. The numbers below are those of the steps that finished before that; the verdict may be incomplete.</source>
        <translation>Il test è stato annullato. I numeri qui sotto sono quelli dei passaggi completati prima dell&apos;annullamento; l&apos;esito potrebbe essere incompleto.</translation>
    </message>
    <message>
        <source>This result could not be kept in the history: %1</source>
        <extracomment>%1 why the result could not be saved</extracomment>
        <translation>Impossibile conservare questo risultato nella cronologia: %1</translation>
    </message>
    <message>
        <source>This result is kept in the drive&apos;s history, so you can compare it with later runs.</source>
        <translation>Questo risultato è conservato nella cronologia dell&apos;unità, così è possibile confrontarlo con esecuzioni successive.</translation>
    </message>
    <message>
        <source>This test measures speed and gives no verdict of its own. Compare the numbers with the drive&apos;s data sheet, or with an earlier run in the history.</source>
        <translation>Questo test misura la velocità e non dà un esito proprio. Confrontare i numeri con la scheda tecnica dell&apos;unità, o con un&apos;esecuzione precedente nella cronologia.</translation>
    </message>
    <message>
        <source>%1:</source>
        <extracomment>label of a row; %1 a measurement&apos;s name, e.g. &quot;SEQ1M Q8T1 read&quot;</extracomment>
        <translation>%1:</translation>
    </message>
    <message>
        <source>Save the charts into a folder</source>
        <translation>Salva i grafici in una cartella</translation>
    </message>
    <message>
        <source>Export the result as JSON</source>
        <translation>Esporta il risultato come JSON</translation>
    </message>
    <message>
        <source>Export the numbers as CSV</source>
        <translation>Esporta i numeri come CSV</translation>
    </message>
    <message>
        <source>JSON files (*.json)</source>
        <translation>File JSON (*.json)</translation>
    </message>
    <message>
        <source>CSV files (*.csv)</source>
        <translation>File CSV (*.csv)</translation>
    </message>
    <message>
        <source>Saved %1.</source>
        <extracomment>%1 a file path</extracomment>
        <translation>Salvato %1.</translation>
    </message>
    <message numerus="yes">
        <source>Saved %n file(s) in %1.</source>
        <extracomment>%n files were written into the folder %1</extracomment>
        <translation>
            <numerusform>Salvato %n file in %1.</numerusform>
            <numerusform>Salvati %n file in %1.</numerusform>
        </translation>
    </message>
    <message>
        <source>Copy &amp;summary</source>
        <translation>Copia il &amp;riepilogo</translation>
    </message>
    <message>
        <source>A few lines with the main numbers and the verdicts, to paste into a forum post or an issue</source>
        <translation>Alcune righe con i numeri principali e gli esiti, da incollare in un forum o in una segnalazione</translation>
    </message>
    <message>
        <source>Copied: the summary is on the clipboard, ready to paste.</source>
        <translation>Copiato: il riepilogo è negli appunti, pronto da incollare.</translation>
    </message>
    <message>
        <source>Settings: %1</source>
        <extracomment>under a result&apos;s title; %1 what it ran with: &quot;128 MiB · 2 s per step · temporary file on ext4 · io_uring&quot;</extracomment>
        <translation>Impostazioni: %1</translation>
    </message>
</context>
<context>
    <name>DriveProof::Gui::ResultText</name>
    <message>
        <source>Danger</source>
        <translation>Pericolo</translation>
    </message>
    <message>
        <source>Caution</source>
        <translation>Attenzione</translation>
    </message>
    <message>
        <source>Good</source>
        <translation>Buono</translation>
    </message>
    <message>
        <source>Note</source>
        <translation>Nota</translation>
    </message>
    <message>
        <source>%L1 commits/s</source>
        <extracomment>commits per second, e.g. &quot;1,234 commits/s&quot;</extracomment>
        <translation>%L1 commit/s</translation>
    </message>
    <message>
        <source>a temporary file in %1</source>
        <extracomment>where a test ran; %1 the folder that held its temporary file</extracomment>
        <translation>un file temporaneo in %1</translation>
    </message>
    <message>
        <source>the device %1</source>
        <extracomment>where a test ran; %1 a device node such as /dev/sdb</extracomment>
        <translation>il dispositivo %1</translation>
    </message>
    <message>
        <source>an unknown target</source>
        <translation>una destinazione sconosciuta</translation>
    </message>
    <message>
        <source>the file %1</source>
        <extracomment>where a test ran; %1 a file path</extracomment>
        <translation>il file %1</translation>
    </message>
    <message>
        <source>DriveProof %1 on %2, %3</source>
        <extracomment>first line of a copied summary; %1 test name, %2 drive model or device, %3 date and time</extracomment>
        <translation>DriveProof %1 su %2, %3</translation>
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
        <translation>Impostazioni: %1</translation>
    </message>
    <message>
        <source>Drive self-test</source>
        <extracomment>a drive self-test in the drive&apos;s history (the drive tested itself)</extracomment>
        <translation>Autotest dell&apos;unità</translation>
    </message>
    <message>
        <source>Device: %1, serial number %2</source>
        <extracomment>a line of a copied summary; %1 the device node (&quot;/dev/sdb&quot;), %2 its serial number (&quot;-&quot; when it has none)</extracomment>
        <translation>Dispositivo: %1, numero di serie %2</translation>
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
        <translation>Lettura</translation>
    </message>
    <message>
        <source>Write</source>
        <extracomment>heading of the column of write rates in the quick check&apos;s tiles</extracomment>
        <translation>Scrittura</translation>
    </message>
    <message>
        <source>not measured</source>
        <translation>non misurato</translation>
    </message>
    <message>
        <source>%1 %2: not measured</source>
        <extracomment>read by screen readers; %1 a preset such as &quot;SEQ1M Q8T1&quot;, %2 &quot;Read&quot; or &quot;Write&quot;</extracomment>
        <translation>%1 %2: non misurato</translation>
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
        <translation>Avanzamento</translation>
    </message>
    <message>
        <source>&amp;Show:</source>
        <translation>&amp;Mostra:</translation>
    </message>
    <message>
        <source>Commits per second</source>
        <translation>Commit al secondo</translation>
    </message>
    <message>
        <source>IOPS</source>
        <translation>IOPS</translation>
    </message>
    <message>
        <source>What the chart shows</source>
        <translation>Che cosa mostra il grafico</translation>
    </message>
    <message>
        <source>You can go on using DriveProof meanwhile. Other programs that use this drive now slow the test down and change its numbers.</source>
        <translation>Nel frattempo è possibile continuare a usare DriveProof. Gli altri programmi che ora usano questa unità rallentano il test e ne alterano i numeri.</translation>
    </message>
    <message>
        <source>Cancelling…</source>
        <translation>Annullamento…</translation>
    </message>
    <message>
        <source>&amp;Cancel test</source>
        <translation>&amp;Annulla il test</translation>
    </message>
    <message>
        <source>Stop the test now; the steps that finished are kept</source>
        <translation>Ferma subito il test; i passaggi completati vengono conservati</translation>
    </message>
    <message>
        <source>In a temporary file in %1, removed afterwards.</source>
        <extracomment>where a test runs; %1 a folder</extracomment>
        <translation>In un file temporaneo in %1, rimosso al termine.</translation>
    </message>
    <message>
        <source>On the file %1.</source>
        <extracomment>where a test runs; %1 a file</extracomment>
        <translation>Sul file %1.</translation>
    </message>
    <message>
        <source>On the device %1, writing over its contents.</source>
        <extracomment>where a test runs; %1 a device node</extracomment>
        <translation>Sul dispositivo %1, sovrascrivendone il contenuto.</translation>
    </message>
    <message>
        <source>On the device %1, only reading.</source>
        <extracomment>where a test runs; %1 a device node</extracomment>
        <translation>Sul dispositivo %1, solo in lettura.</translation>
    </message>
    <message>
        <source>Cancelling: waiting for the drive to finish the I/O in flight, then removing the temporary file…</source>
        <translation>Annullamento: attesa che l&apos;unità completi l&apos;I/O in corso, poi rimozione del file temporaneo…</translation>
    </message>
    <message>
        <source>Starting…</source>
        <translation>Avvio…</translation>
    </message>
    <message>
        <source>About %1 left</source>
        <extracomment>time left in a running test; %1 minutes:seconds, e.g. 1:23</extracomment>
        <translation>Circa %1 rimanenti</translation>
    </message>
    <message>
        <source>Time left: not known yet</source>
        <translation>Tempo rimanente: non ancora noto</translation>
    </message>
    <message>
        <source>Now: %L1 commits per second</source>
        <extracomment>the last measured rate of a commit test; %1 commits per second</extracomment>
        <translation>Ora: %L1 commit al secondo</translation>
    </message>
    <message>
        <source>Now: %1, %2</source>
        <extracomment>the last measured numbers; %1 a rate (MB/s or MiB/s), %2 operations per second (IOPS)</extracomment>
        <translation>Ora: %1, %2</translation>
    </message>
</context>
<context>
    <name>DriveProof::Gui::SelfTestPanel</name>
    <message numerus="yes">
        <source>about %n minute(s)</source>
        <extracomment>%n the number of minutes the drive says a self-test takes</extracomment>
        <translation>
            <numerusform>circa %n minuto</numerusform>
            <numerusform>circa %n minuti</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <extracomment>a self-test button: %1 its kind (&quot;Short test&quot;), %2 its duration</extracomment>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>Short test</source>
        <translation>Test breve</translation>
    </message>
    <message>
        <source>Extended test</source>
        <translation>Test esteso</translation>
    </message>
    <message>
        <source>Conveyance test</source>
        <translation>Test di trasporto</translation>
    </message>
    <message>
        <source>Abort self-test</source>
        <translation>Interrompi l&apos;autotest</translation>
    </message>
    <message>
        <source>running, %1% done</source>
        <extracomment>%1 how far the running self-test is, in percent</extracomment>
        <translation>in corso, %1% completato</translation>
    </message>
    <message>
        <source>The drive runs the test by itself: you may close this window.</source>
        <translation>L&apos;unità esegue il test da sola: puoi chiudere questa finestra.</translation>
    </message>
    <message>
        <source>no self-test running</source>
        <extracomment>%1 the last self-test&apos;s result in words</extracomment>
        <translation>nessun autotest in corso</translation>
    </message>
    <message>
        <source>Last result: %1</source>
        <translation>Ultimo risultato: %1</translation>
    </message>
</context>
<context>
    <name>DriveProof::Gui::SettingsDialog</name>
    <message>
        <source>Preferences</source>
        <translation>Preferenze</translation>
    </message>
    <message>
        <source>&amp;Language:</source>
        <translation>&amp;Lingua:</translation>
    </message>
    <message>
        <source>System default (%1)</source>
        <extracomment>first entry of the language list; %1 the language the system asks for, in its own name, e.g. &quot;Deutsch&quot;</extracomment>
        <translation>Predefinita di sistema (%1)</translation>
    </message>
    <message>
        <source>The language of DriveProof&apos;s windows. A change applies at once and is kept for the next start. The system default follows the LANGUAGE and LANG environment variables.</source>
        <translation>La lingua delle finestre di DriveProof. Una modifica si applica subito e viene mantenuta al prossimo avvio. La predefinita di sistema segue le variabili d&apos;ambiente LANGUAGE e LANG.</translation>
    </message>
    <message>
        <source>&amp;Transfer rates in:</source>
        <translation>&amp;Velocità di trasferimento in:</translation>
    </message>
    <message>
        <source>Drive makers and most benchmarks count a megabyte as 1,000,000 bytes; many file managers count a mebibyte, 1,048,576 bytes.</source>
        <translation>I produttori di unità e la maggior parte dei benchmark contano un megabyte come 1.000.000 di byte; molti gestori di file contano un mebibyte, 1.048.576 byte.</translation>
    </message>
    <message>
        <source>Default test si&amp;ze:</source>
        <translation>Dimen&amp;sione predefinita del test:</translation>
    </message>
    <message>
        <source>What the test picker offers first. You can still choose another size for each test there.</source>
        <translation>Ciò che la scelta dei test propone per primo. Lì si può comunque scegliere un&apos;altra dimensione per ogni test.</translation>
    </message>
    <message>
        <source>Default time per st&amp;ep (seconds):</source>
        <translation>Durata predefinita per pass&amp;aggio (secondi):</translation>
    </message>
    <message>
        <source>How long each measurement of a test runs, as the test picker offers it first.</source>
        <translation>Quanto dura ogni misura di un test, come la propone per prima la scelta dei test.</translation>
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
        <translation>Quella di ogni test</translation>
    </message>
</context>
<context>
    <name>DriveProof::Gui::StatusPage</name>
    <message>
        <source>Looking for drives</source>
        <translation>Ricerca delle unità</translation>
    </message>
    <message>
        <source>&amp;Refresh</source>
        <translation>&amp;Aggiorna</translation>
    </message>
    <message>
        <source>Looking for drives…</source>
        <translation>Ricerca delle unità…</translation>
    </message>
    <message>
        <source>Reading what the kernel knows about each drive.</source>
        <translation>Lettura di ciò che il kernel sa di ogni unità.</translation>
    </message>
    <message>
        <source>DriveProof could not find a drive it can read. This happens when:</source>
        <translation>DriveProof non ha trovato alcuna unità leggibile. Questo succede quando:</translation>
    </message>
    <message>
        <source>• No drive is connected. Connect one and press Refresh (F5); a USB drive may take a few seconds to appear.</source>
        <extracomment>list item of the empty state</extracomment>
        <translation>• Non è collegata alcuna unità. Collegarne una e premere Aggiorna (F5); un&apos;unità USB potrebbe impiegare qualche secondo per comparire.</translation>
    </message>
    <message>
        <source>• DriveProof runs in a container or sandbox (Docker, Flatpak, Snap) that hides the machine&apos;s drives (/sys/block and /dev). Run it on the host instead, or give the sandbox access to the drives.</source>
        <extracomment>list item of the empty state</extracomment>
        <translation>• DriveProof è eseguito in un container o in una sandbox (Docker, Flatpak, Snap) che nasconde le unità della macchina (/sys/block e /dev). Eseguirlo invece sull&apos;host, oppure concedere alla sandbox l&apos;accesso alle unità.</translation>
    </message>
    <message>
        <source>• It is not allowed to read the drives&apos; details: the system limits access to /sys or /dev. Ask the administrator, or run driveproof-cli list to see what the kernel reports.</source>
        <extracomment>list item of the empty state</extracomment>
        <translation>• Non ha il permesso di leggere i dettagli delle unità: il sistema limita l&apos;accesso a /sys o /dev. Rivolgersi all&apos;amministratore, oppure eseguire driveproof-cli list per vedere ciò che riporta il kernel.</translation>
    </message>
    <message>
        <source>• udisks2 is not running, so only the kernel was asked. Start it with &quot;systemctl start udisks2&quot; and press Refresh.</source>
        <extracomment>list item of the empty state; &quot;systemctl start udisks2&quot; is a command, keep it</extracomment>
        <translation>• udisks2 non è in esecuzione, quindi è stato interrogato solo il kernel. Avviarlo con &quot;systemctl start udisks2&quot; e premere Aggiorna.</translation>
    </message>
    <message>
        <source>No drives found</source>
        <translation>Nessuna unità trovata</translation>
    </message>
</context>
<context>
    <name>DriveProof::Gui::TableCopy</name>
    <message>
        <source>&amp;Copy</source>
        <translation>&amp;Copia</translation>
    </message>
    <message>
        <source>Copy as &amp;Markdown</source>
        <translation>Copia come &amp;Markdown</translation>
    </message>
</context>
<context>
    <name>DriveProof::Gui::TestCard</name>
    <message>
        <source>Test this drive</source>
        <translation>Testa questa unità</translation>
    </message>
    <message>
        <source>Measure how fast this drive commits, streams and seeks, and whether its cache acknowledges writes before they are safe. Tests write only to a temporary file in a folder you choose, unless you ask for the raw device; they run in a window of their own.</source>
        <translation>Misura la velocità di commit, di trasferimento sequenziale e di accesso casuale di questa unità, e se la sua cache conferma le scritture prima che siano al sicuro. I test scrivono solo in un file temporaneo in una cartella scelta, a meno che non si richieda il dispositivo grezzo; vengono eseguiti in una finestra separata.</translation>
    </message>
    <message>
        <source>Co&amp;mmit rate…</source>
        <translation>Frequenza di co&amp;mmit…</translation>
    </message>
    <message>
        <source>How many durable commits per second, like pg_test_fsync</source>
        <translation>Quanti commit persistenti al secondo, come pg_test_fsync</translation>
    </message>
    <message>
        <source>&amp;All tests…</source>
        <translation>&amp;Tutti i test…</translation>
    </message>
    <message>
        <source>Hi&amp;story…</source>
        <translation>Crono&amp;logia…</translation>
    </message>
    <message>
        <source>Earlier runs on this drive, and comparing two of them</source>
        <translation>Esecuzioni precedenti su questa unità, e confronto tra due di esse</translation>
    </message>
    <message>
        <source>A test is running on this drive; its window shows how far it got.</source>
        <translation>È in corso un test su questa unità; la sua finestra mostra a che punto è arrivato.</translation>
    </message>
</context>
<context>
    <name>DriveProof::Gui::TestCatalog</name>
    <message>
        <source>Power-loss test</source>
        <translation>Test di interruzione di corrente</translation>
    </message>
    <message>
        <source>CrystalDiskMark&apos;s four tests in one go: sequential reads and writes in 1 MiB blocks with 8 and with 1 request in flight, then random 4 KiB reads and writes with 32 and with 1 request in flight. The quickest way to see whether a drive performs as its box promises.</source>
        <translation>I quattro test di CrystalDiskMark in una volta: letture e scritture sequenziali in blocchi da 1 MiB con 8 e con 1 richiesta in corso, poi letture e scritture casuali da 4 KiB con 32 e con 1 richiesta in corso. Il modo più rapido per vedere se un&apos;unità rende quanto promette la confezione.</translation>
    </message>
    <message>
        <source>How many times per second the drive durably commits a small write, measured like PostgreSQL&apos;s pg_test_fsync: every sync method, 8 kB and 16 kB commits, and plain writes as a baseline. It also counts the flushes that reach the drive. A hard disk that commits faster than its platters turn has a cache that acknowledges writes before they are safe.</source>
        <translation>Quante volte al secondo l&apos;unità esegue in modo persistente il commit di una piccola scrittura, misurato come pg_test_fsync di PostgreSQL: ogni metodo di sincronizzazione, commit da 8 kB e 16 kB, e scritture semplici come riferimento. Conta anche gli svuotamenti della cache che raggiungono l&apos;unità. Un disco rigido che esegue commit più velocemente di quanto girino i suoi piatti ha una cache che conferma le scritture prima che siano al sicuro.</translation>
    </message>
    <message>
        <source>Sequential reads and writes in 1 MiB blocks, with 8 and with 1 request in flight: the rate at which large files are copied.</source>
        <translation>Letture e scritture sequenziali in blocchi da 1 MiB, con 8 e con 1 richiesta in corso: la velocità con cui si copiano file grandi.</translation>
    </message>
    <message>
        <source>Writes the whole test area once, from start to end, and draws the rate as it fills. Many SSDs write fast only until their cache is full, then slow down: choose a test size larger than that cache, tens of gigabytes on a large SSD.</source>
        <translation>Scrive l&apos;intera area di test una volta, dall&apos;inizio alla fine, e traccia la velocità man mano che si riempie. Molti SSD scrivono velocemente solo finché la loro cache non è piena, poi rallentano: scegliere una dimensione del test maggiore di quella cache, decine di gigabyte su un SSD grande.</translation>
    </message>
    <message>
        <source>Reads the whole test area from start to end and draws the rate by position. A hard disk is faster at its outer edge; dips and stalls point to areas that need retries.</source>
        <translation>Legge l&apos;intera area di test dall&apos;inizio alla fine e traccia la velocità in base alla posizione. Un disco rigido è più veloce sul bordo esterno; cali e blocchi indicano zone che richiedono nuovi tentativi.</translation>
    </message>
    <message>
        <source>Random 4 KiB reads, writes and a mix of 70% reads, with 1 and with 32 requests in flight: what databases, virtual machines and starting programs feel.</source>
        <translation>Letture e scritture casuali da 4 KiB e un misto con il 70% di letture, con 1 e con 32 richieste in corso: ciò che percepiscono database, macchine virtuali e programmi in avvio.</translation>
    </message>
    <message>
        <source>Random I/O at every block size from 512 bytes to 16 MiB: where the drive reaches its best transfer rate, and how its operations per second fall as blocks grow.</source>
        <translation>I/O casuale con ogni dimensione del blocco da 512 byte a 16 MiB: dove l&apos;unità raggiunge la sua massima velocità di trasferimento, e come calano le sue operazioni al secondo al crescere dei blocchi.</translation>
    </message>
    <message>
        <source>Random I/O with 1 to 256 requests in flight: how much parallelism the drive needs to give its best.</source>
        <translation>I/O casuale con da 1 a 256 richieste in corso: quanto parallelismo serve all&apos;unità per dare il meglio.</translation>
    </message>
    <message>
        <source>Random I/O from 1 to 96 threads: how the drive and the kernel cope with many programs at once.</source>
        <translation>I/O casuale da 1 a 96 thread: come l&apos;unità e il kernel gestiscono molti programmi contemporaneamente.</translation>
    </message>
    <message>
        <source>Reads the same random blocks twice, with an idle time in between. A hybrid drive (SSHD) or a tiered cache moves hot data to flash meanwhile, so the second pass is much faster.</source>
        <translation>Legge due volte gli stessi blocchi casuali, con un periodo di inattività nel mezzo. Un&apos;unità ibrida (SSHD) o una cache a livelli sposta nel frattempo i dati più usati sulla flash, quindi il secondo passaggio è molto più veloce.</translation>
    </message>
    <message>
        <source>Checks whether the drive keeps the writes it acknowledged when the power is cut: DriveProof writes numbered records, you pull the plug, and after the restart it checks what survived. A second computer keeps the witness&apos;s record of every acknowledged write; you can also practise on this computer with a simulated drive. It writes to a test file (or, with your confirmation, a partition) and takes a few minutes plus a restart.</source>
        <translation>Verifica se l&apos;unità conserva le scritture che ha confermato quando viene tolta la corrente: DriveProof scrive record numerati, si stacca la spina, e dopo il riavvio controlla che cosa è sopravvissuto. Un secondo computer conserva il registro del testimone con ogni scrittura confermata; è possibile anche esercitarsi su questo computer con un&apos;unità simulata. Scrive in un file di test (o, previa conferma, in una partizione) e richiede qualche minuto più un riavvio.</translation>
    </message>
    <message numerus="yes">
        <source>%n second(s)</source>
        <extracomment>a duration; %n seconds</extracomment>
        <translation>
            <numerusform>%n secondo</numerusform>
            <numerusform>%n secondi</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n minute(s)</source>
        <extracomment>a duration, rounded; %n minutes</extracomment>
        <translation>
            <numerusform>%n minuto</numerusform>
            <numerusform>%n minuti</numerusform>
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
        <translation>Dimensione</translation>
    </message>
    <message>
        <source>The kernel reports no size: the drive may have no medium inserted.</source>
        <translation>Il kernel non indica alcuna dimensione: l&apos;unità potrebbe non avere un supporto inserito.</translation>
    </message>
    <message>
        <source>Logical sector</source>
        <translation>Settore logico</translation>
    </message>
    <message>
        <source>The smallest unit the drive can address.</source>
        <translation>L&apos;unità più piccola che l&apos;unità può indirizzare.</translation>
    </message>
    <message>
        <source>Physical sector</source>
        <translation>Settore fisico</translation>
    </message>
    <message>
        <source>The unit the drive writes internally. Partitions should start on a multiple of it.</source>
        <translation>L&apos;unità che il disco scrive internamente. Le partizioni dovrebbero iniziare su un suo multiplo.</translation>
    </message>
    <message>
        <source>Minimum I/O</source>
        <translation>I/O minimo</translation>
    </message>
    <message>
        <source>Optimal I/O</source>
        <translation>I/O ottimale</translation>
    </message>
    <message>
        <source>not reported</source>
        <translation>non indicato</translation>
    </message>
    <message>
        <source>The drive states no preferred I/O size; most drives do not.</source>
        <translation>L&apos;unità non indica una dimensione di I/O preferita; la maggior parte delle unità non lo fa.</translation>
    </message>
    <message>
        <source>Alignment offset</source>
        <translation>Offset di allineamento</translation>
    </message>
    <message>
        <source>How far sector 0 sits past a physical-sector boundary. Almost always 0.</source>
        <translation>Di quanto il settore 0 si trova oltre un limite di settore fisico. Quasi sempre 0.</translation>
    </message>
    <message>
        <source>What the kernel believes: with &quot;write back&quot; it asks the drive to flush its cache. The drive&apos;s own setting can differ.</source>
        <translation>Ciò che crede il kernel: con &quot;write back&quot; chiede all&apos;unità di svuotare la sua cache. L&apos;impostazione propria dell&apos;unità può essere diversa.</translation>
    </message>
    <message>
        <source>Write cache (kernel view)</source>
        <translation>Cache di scrittura (visione del kernel)</translation>
    </message>
    <message>
        <source>The kernel does not report a write-cache mode for this device.</source>
        <translation>Il kernel non indica una modalità della cache di scrittura per questo dispositivo.</translation>
    </message>
    <message>
        <source>FUA</source>
        <translation>FUA</translation>
    </message>
    <message>
        <source>Forced Unit Access: the kernel can ask for single writes to reach stable media without flushing the whole cache.</source>
        <translation>Forced Unit Access: il kernel può chiedere che singole scritture raggiungano il supporto stabile senza svuotare l&apos;intera cache.</translation>
    </message>
    <message>
        <source>The kernel did not report this value.</source>
        <translation>Il kernel non ha indicato questo valore.</translation>
    </message>
    <message>
        <source>only its partitions, see Partitions</source>
        <extracomment>&quot;Mounted on&quot; of a whole drive whose partitions (not the drive) are mounted</extracomment>
        <translation>solo le sue partizioni, vedere Partizioni</translation>
    </message>
    <message>
        <source>not mounted</source>
        <translation>non montato</translation>
    </message>
    <message>
        <source>Mounted on</source>
        <translation>Montato su</translation>
    </message>
    <message>
        <source>Held by</source>
        <translation>Occupato da</translation>
    </message>
    <message>
        <source>nothing</source>
        <translation>niente</translation>
    </message>
    <message>
        <source>Device-mapper, RAID or LVM devices stacked on the whole drive.</source>
        <translation>Dispositivi device-mapper, RAID o LVM costruiti sopra l&apos;intera unità.</translation>
    </message>
    <message>
        <source>%1: %2 (in use)</source>
        <extracomment>one LBA format in the list; %1 its number, %2 its sizes and speed</extracomment>
        <translation>%1: %2 (in uso)</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <extracomment>one LBA format in the list; %1 its number, %2 its sizes and speed</extracomment>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>LBA formats</source>
        <translation>Formati LBA</translation>
    </message>
    <message>
        <source>The sector sizes this NVMe namespace can be formatted with, and how fast the drive itself says each is (Identify Namespace). Changing it erases the namespace; DriveProof never does.</source>
        <translation>Le dimensioni di settore con cui questo namespace NVMe può essere formattato e quanto l’unità stessa dichiara veloce ciascuna (Identify Namespace). Cambiarla cancella il namespace; DriveProof non lo fa mai.</translation>
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
        <translation>Strati</translation>
    </message>
    <message>
        <source>Reaches the drive</source>
        <translation>Raggiunge l’unità</translation>
    </message>
    <message>
        <source>reading…</source>
        <translation>lettura…</translation>
    </message>
    <message>
        <source>yes</source>
        <translation>sì</translation>
    </message>
    <message>
        <source>to the loop device&apos;s backing file</source>
        <translation>fino al file di appoggio del dispositivo loop</translation>
    </message>
    <message>
        <source>no: a layer drops it</source>
        <translation>no: uno strato lo scarta</translation>
    </message>
    <message>
        <source>no: the drive does not take it</source>
        <translation>no: l’unità non lo accetta</translation>
    </message>
    <message>
        <source>unknown</source>
        <translation>sconosciuto</translation>
    </message>
    <message>
        <source>enabled</source>
        <translation>abilitato</translation>
    </message>
    <message>
        <source>disabled</source>
        <translation>disabilitato</translation>
    </message>
    <message>
        <source>masked</source>
        <translation>mascherato</translation>
    </message>
    <message>
        <source>not installed</source>
        <translation>non installato</translation>
    </message>
    <message>
        <source>%1 (systemd is not running)</source>
        <extracomment>%1 the timer&apos;s state, e.g. &quot;enabled&quot;</extracomment>
        <translation>%1 (systemd non è in esecuzione)</translation>
    </message>
    <message>
        <source>fstrim.timer</source>
        <translation>fstrim.timer</translation>
    </message>
    <message>
        <source>From %1:</source>
        <extracomment>heading of one way down the block stack; %1 the device at its top</extracomment>
        <translation>Da %1:</translation>
    </message>
    <message>
        <source>%1: no discard limits shown</source>
        <extracomment>%1 a device and its kind, e.g. &quot;/dev/sda (disk)&quot;</extracomment>
        <translation>%1: nessun limite di discard indicato</translation>
    </message>
    <message>
        <source>%1: drops discards</source>
        <extracomment>%1 a device and its kind, e.g. &quot;/dev/mapper/luks-1 (dm-crypt)&quot;</extracomment>
        <translation>%1: scarta i discard</translation>
    </message>
    <message>
        <source>%1: passes discards, granularity %2, up to %3</source>
        <extracomment>%1 a device and its kind, %2 discard granularity, %3 largest discard, e.g. &quot;4.0 KiB&quot;, &quot;2.0 GiB&quot;</extracomment>
        <translation>%1: lascia passare i discard, granularità %2, fino a %3</translation>
    </message>
</context>
<context>
    <name>DriveProof::Gui::UsagePanel</name>
    <message>
        <source>Is it new? %1</source>
        <extracomment>&quot;Is it new?&quot; and the verdict: new, used, possibly reset</extracomment>
        <translation>È nuova? %1</translation>
    </message>
    <message>
        <source>The rating could not be kept: %1 cannot be written.</source>
        <extracomment>%1 the file DriveProof keeps what it remembers about drives in</extracomment>
        <translation>Impossibile conservare il valore: %1 non è scrivibile.</translation>
    </message>
    <message>
        <source>Rated &amp;endurance:</source>
        <extracomment>the endurance the maker rates the drive&apos;s model for, in terabytes written</extracomment>
        <translation>R&amp;esistenza nominale:</translation>
    </message>
    <message>
        <source> TBW</source>
        <extracomment>unit after the endurance field: terabytes written</extracomment>
        <translation> TBW</translation>
    </message>
    <message>
        <source>not entered</source>
        <extracomment>shown in the endurance field while no rating is kept for the model</extracomment>
        <translation>non inserita</translation>
    </message>
    <message>
        <source>&amp;Remember for this model</source>
        <translation>&amp;Ricorda per questo modello</translation>
    </message>
    <message>
        <source>The terabytes written (TBW) the maker&apos;s data sheet rates this model for. Kept for every drive of the same model.</source>
        <translation>I terabyte scritti (TBW) per cui la scheda tecnica del produttore classifica questo modello. Conservato per ogni unità dello stesso modello.</translation>
    </message>
</context>
<context>
    <name>DriveProof::Gui::WitnessPage</name>
    <message>
        <source>DriveProof cannot be a witness on %1.</source>
        <extracomment>%1 an address such as 0.0.0.0:7070</extracomment>
        <translation>DriveProof non può fare da testimone su %1.</translation>
    </message>
    <message>
        <source>%1: run %2 started.</source>
        <extracomment>%1 a time, %2 a short run id</extracomment>
        <translation>%1: esecuzione %2 avviata.</translation>
    </message>
    <message>
        <source>%1: run %2 came back.</source>
        <translation>%1: l&apos;esecuzione %2 è tornata.</translation>
    </message>
    <message>
        <source>%1: run %2 went silent: the estimated power cut.</source>
        <translation>%1: l&apos;esecuzione %2 ha smesso di rispondere: l&apos;interruzione di corrente stimata.</translation>
    </message>
    <message>
        <source>%1: run %2 stopped on a write error: %3</source>
        <translation>%1: l&apos;esecuzione %2 si è fermata per un errore di scrittura: %3</translation>
    </message>
    <message>
        <source>%1: run %2 ended cleanly, without a power cut.</source>
        <translation>%1: l&apos;esecuzione %2 è terminata in modo pulito, senza interruzione di corrente.</translation>
    </message>
    <message>
        <source>%1: the result of run %2 arrived.</source>
        <translation>%1: è arrivato il risultato dell&apos;esecuzione %2.</translation>
    </message>
    <message>
        <source>%1: refused a connection: %2</source>
        <extracomment>%1 a time, %2 why a connection was refused</extracomment>
        <translation>%1: connessione rifiutata: %2</translation>
    </message>
    <message>
        <source>%1: the journal cannot be written: %2</source>
        <translation>%1: impossibile scrivere il journal: %2</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>journal damaged</source>
        <translation>journal danneggiato</translation>
    </message>
    <message>
        <source>write error</source>
        <translation>errore di scrittura</translation>
    </message>
    <message>
        <source>ended cleanly</source>
        <translation>terminata in modo pulito</translation>
    </message>
    <message>
        <source>silent: power cut?</source>
        <translation>silenziosa: interruzione di corrente?</translation>
    </message>
    <message>
        <source>connected, writing</source>
        <translation>connessa, in scrittura</translation>
    </message>
    <message>
        <source>connected, preparing</source>
        <translation>connessa, in preparazione</translation>
    </message>
    <message>
        <source>waiting for the writer</source>
        <translation>in attesa dello scrittore</translation>
    </message>
    <message>
        <source>%1 (%2 s ago)</source>
        <extracomment>%1 a clock time, %2 seconds ago</extracomment>
        <translation>%1 (%2 s fa)</translation>
    </message>
    <message>
        <source>received</source>
        <translation>ricevuto</translation>
    </message>
    <message>
        <source>Pairing code %1</source>
        <translation>Codice di associazione %1</translation>
    </message>
    <message>
        <source>&amp;Stop witness</source>
        <translation>&amp;Ferma il testimone</translation>
    </message>
    <message>
        <source>&amp;Start witness</source>
        <translation>&amp;Avvia il testimone</translation>
    </message>
    <message>
        <source>Listening on port %1. The record of each run is kept in %2.</source>
        <extracomment>%1 a port number, %2 a folder</extracomment>
        <translation>In ascolto sulla porta %1. Il registro di ogni esecuzione è conservato in %2.</translation>
    </message>
    <message>
        <source>On the computer under test, type one of these witness addresses: %1</source>
        <extracomment>%1 this computer&apos;s addresses with the port, e.g. &quot;192.0.2.7:7070, 10.0.0.2:7070&quot;</extracomment>
        <translation>Sul computer sotto test, digitare uno di questi indirizzi del testimone: %1</translation>
    </message>
    <message>
        <source>Not listening.</source>
        <translation>Non in ascolto.</translation>
    </message>
    <message>
        <source>Power-loss witness – DriveProof</source>
        <translation>Testimone per interruzione di corrente – DriveProof</translation>
    </message>
    <message>
        <source>Be the witness of a power-loss test</source>
        <translation>Fare da testimone in un test di interruzione di corrente</translation>
    </message>
    <message>
        <source>The computer whose drive is tested reports every write its drive acknowledges to this one, over the network. After the power cut, this record shows which acknowledged writes the drive lost. Keep this computer running and its power on during the test.</source>
        <translation>Il computer la cui unità è sotto test comunica a questo, tramite la rete, ogni scrittura che la sua unità conferma. Dopo l&apos;interruzione di corrente, questo registro mostra quali scritture confermate l&apos;unità ha perso. Tenere questo computer acceso e alimentato durante il test.</translation>
    </message>
    <message>
        <source>&amp;Listen on:</source>
        <translation>&amp;In ascolto su:</translation>
    </message>
    <message>
        <source>Address and port to listen on</source>
        <translation>Indirizzo e porta su cui restare in ascolto</translation>
    </message>
    <message>
        <source>0.0.0.0:7070 listens on every network of this computer</source>
        <translation>0.0.0.0:7070 resta in ascolto su tutte le reti di questo computer</translation>
    </message>
    <message>
        <source>Pairing code</source>
        <translation>Codice di associazione</translation>
    </message>
    <message>
        <source>&amp;New code</source>
        <translation>&amp;Nuovo codice</translation>
    </message>
    <message>
        <source>On the computer under test, open the power-loss test and type this computer&apos;s address (port included) and this code. From a terminal: &quot;driveproof-cli powerloss run --witness ADDRESS:PORT&quot;. Instead of this page you may run &quot;driveproof-cli witness&quot; here.</source>
        <translation>Sul computer sotto test, aprire il test di interruzione di corrente e digitare l&apos;indirizzo di questo computer (porta inclusa) e questo codice. Da un terminale: &quot;driveproof-cli powerloss run --witness ADDRESS:PORT&quot;. Invece di questa pagina è possibile eseguire qui &quot;driveproof-cli witness&quot;.</translation>
    </message>
    <message>
        <source>Runs</source>
        <translation>Esecuzioni</translation>
    </message>
    <message>
        <source>Run</source>
        <translation>Esecuzione</translation>
    </message>
    <message>
        <source>Computer</source>
        <translation>Computer</translation>
    </message>
    <message>
        <source>State</source>
        <translation>Stato</translation>
    </message>
    <message>
        <source>Commits</source>
        <translation>Commit</translation>
    </message>
    <message>
        <source>Silent since</source>
        <extracomment>a column: when the writer went silent, the estimated power cut</extracomment>
        <translation>Silenziosa da</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Risultato</translation>
    </message>
    <message>
        <source>Runs this witness records</source>
        <translation>Esecuzioni registrate da questo testimone</translation>
    </message>
    <message>
        <source>Last event</source>
        <translation>Ultimo evento</translation>
    </message>
</context>
<context>
    <name>DriveProof::Gui::WriteCacheCard</name>
    <message>
        <source>Write cache</source>
        <translation>Cache di scrittura</translation>
    </message>
    <message>
        <source>Keep after reboot</source>
        <translation>Mantieni dopo il riavvio</translation>
    </message>
    <message>
        <source>A volatile write cache makes writes fast but can lose data that was already acknowledged if power fails. With the cache on, commits are safe only while the kernel sends flushes and the drive obeys them; with it off, every write reaches the media before it is acknowledged.</source>
        <translation>Una cache di scrittura volatile rende le scritture veloci ma, se manca la corrente, può perdere dati già confermati. Con la cache attiva, i commit sono sicuri solo finché il kernel invia gli svuotamenti della cache e l&apos;unità li rispetta; con la cache disattivata, ogni scrittura raggiunge il supporto prima di essere confermata.</translation>
    </message>
    <message>
        <source>Drive&apos;s cache</source>
        <translation>Cache dell&apos;unità</translation>
    </message>
    <message>
        <source>reading…</source>
        <translation>lettura…</translation>
    </message>
    <message>
        <source>The drive&apos;s setting could not be read; see below.</source>
        <translation>Impossibile leggere l&apos;impostazione dell&apos;unità; vedere sotto.</translation>
    </message>
    <message>
        <source>Read from</source>
        <translation>Letto da</translation>
    </message>
    <message>
        <source>Kernel view only: there is no drive-level cache that DriveProof could read or switch here.</source>
        <translation>Solo visione del kernel: qui non c&apos;è una cache dell&apos;unità che DriveProof possa leggere o cambiare.</translation>
    </message>
    <message>
        <source>This drive has no volatile write cache: every write goes to the media before it is acknowledged. There is nothing to switch.</source>
        <translation>Questa unità non ha una cache di scrittura volatile: ogni scrittura va sul supporto prima di essere confermata. Non c&apos;è nulla da attivare o disattivare.</translation>
    </message>
    <message>
        <source>This drive does not allow its write cache setting to be changed. Its maker&apos;s tool may offer a way.</source>
        <translation>Questa unità non consente di modificare l&apos;impostazione della cache di scrittura. Lo strumento del produttore potrebbe offrire un modo.</translation>
    </message>
    <message>
        <source>The drive did not report whether its cache is on, so DriveProof offers no switch.</source>
        <translation>L&apos;unità non ha indicato se la sua cache è attiva, quindi DriveProof non offre alcun interruttore.</translation>
    </message>
    <message>
        <source>does not apply</source>
        <translation>non applicabile</translation>
    </message>
    <message>
        <source>Only a real drive has a cache of its own; see the note below.</source>
        <translation>Solo un&apos;unità reale ha una propria cache; vedere la nota qui sotto.</translation>
    </message>
    <message>
        <source>none</source>
        <translation>nessuna</translation>
    </message>
    <message>
        <source>The drive has no volatile write cache.</source>
        <translation>L&apos;unità non ha una cache di scrittura volatile.</translation>
    </message>
    <message>
        <source>on</source>
        <translation>attiva</translation>
    </message>
    <message>
        <source>off</source>
        <translation>disattivata</translation>
    </message>
    <message>
        <source>The drive did not report its current setting.</source>
        <translation>L&apos;unità non ha indicato la sua impostazione attuale.</translation>
    </message>
    <message>
        <source>Kernel&apos;s view</source>
        <translation>Visione del kernel</translation>
    </message>
    <message>
        <source>The kernel does not report a write-cache mode for this device.</source>
        <translation>Il kernel non indica una modalità della cache di scrittura per questo dispositivo.</translation>
    </message>
    <message>
        <source>What the kernel believes (queue/write_cache). With &quot;write back&quot; it asks the drive to flush its cache when a program commits data.</source>
        <translation>Ciò che crede il kernel (queue/write_cache). Con &quot;write back&quot; chiede all&apos;unità di svuotare la sua cache quando un programma esegue il commit dei dati.</translation>
    </message>
    <message>
        <source>FUA</source>
        <translation>FUA</translation>
    </message>
    <message>
        <source>The kernel does not say whether it uses Forced Unit Access.</source>
        <translation>Il kernel non indica se usa Forced Unit Access.</translation>
    </message>
    <message>
        <source>yes: single writes can be forced to the media</source>
        <translation>sì: singole scritture possono essere forzate sul supporto</translation>
    </message>
    <message>
        <source>Forced Unit Access: the kernel can ask for single writes to reach stable media without flushing the whole cache.</source>
        <translation>Forced Unit Access: il kernel può chiedere che singole scritture raggiungano il supporto stabile senza svuotare l&apos;intera cache.</translation>
    </message>
    <message>
        <source>%1, re-applied by udisks2 at every boot</source>
        <extracomment>%1 &quot;on&quot; or &quot;off&quot;</extracomment>
        <translation>%1, riapplicata da udisks2 a ogni avvio</translation>
    </message>
    <message>
        <source>%1, saved in the drive</source>
        <extracomment>%1 &quot;on&quot; or &quot;off&quot;</extracomment>
        <translation>%1, salvata nell&apos;unità</translation>
    </message>
    <message>
        <source>Saved setting</source>
        <translation>Impostazione salvata</translation>
    </message>
    <message>
        <source>The setting the drive gets again after a power cycle.</source>
        <translation>L&apos;impostazione che l&apos;unità riprende dopo uno spegnimento.</translation>
    </message>
    <message>
        <source>until the next power cycle, or for good with &quot;Keep after reboot&quot; (udisks2 re-applies it at every boot)</source>
        <translation>fino al prossimo spegnimento, o in modo permanente con &quot;Mantieni dopo il riavvio&quot; (udisks2 la riapplica a ogni avvio)</translation>
    </message>
    <message>
        <source>until the next power cycle, or for good with &quot;Keep after reboot&quot; (saved in the drive)</source>
        <translation>fino al prossimo spegnimento, o in modo permanente con &quot;Mantieni dopo il riavvio&quot; (salvata nell&apos;unità)</translation>
    </message>
    <message>
        <source>until the next power cycle</source>
        <translation>fino al prossimo spegnimento</translation>
    </message>
    <message>
        <source>A change lasts</source>
        <translation>Una modifica dura</translation>
    </message>
    <message>
        <source>Waiting for permission… If a password dialog opened, answer it there.</source>
        <translation>In attesa dell&apos;autorizzazione… Se si è aperta una finestra per la password, rispondere lì.</translation>
    </message>
    <message>
        <source>Switching…</source>
        <translation>Cambio in corso…</translation>
    </message>
    <message>
        <source>Done: the drive&apos;s cache is on now (read again from the drive).</source>
        <translation>Fatto: ora la cache dell&apos;unità è attiva (riletto dall&apos;unità).</translation>
    </message>
    <message>
        <source>Done: the drive&apos;s cache is off now (read again from the drive).</source>
        <translation>Fatto: ora la cache dell&apos;unità è disattivata (riletto dall&apos;unità).</translation>
    </message>
    <message>
        <source>The drive did not take the new setting: its cache is still off.</source>
        <translation>L&apos;unità non ha accettato la nuova impostazione: la sua cache è ancora disattivata.</translation>
    </message>
    <message>
        <source>The drive did not take the new setting: its cache is still on.</source>
        <translation>L&apos;unità non ha accettato la nuova impostazione: la sua cache è ancora attiva.</translation>
    </message>
    <message>
        <source>Turn the cache off</source>
        <translation>Disattiva la cache</translation>
    </message>
    <message>
        <source>Turn the cache on</source>
        <translation>Attiva la cache</translation>
    </message>
    <message>
        <source>Turn the write cache of %1 off</source>
        <extracomment>accessible name of the switch; %1 device path</extracomment>
        <translation>Disattiva la cache di scrittura di %1</translation>
    </message>
    <message>
        <source>Turn the write cache of %1 on</source>
        <extracomment>accessible name of the switch; %1 device path</extracomment>
        <translation>Attiva la cache di scrittura di %1</translation>
    </message>
    <message>
        <source>Turning the cache off makes commits slower, often many times slower, but safe: acknowledged writes are on the media, even if the drive ignores flushes.</source>
        <translation>Disattivare la cache rende i commit più lenti, spesso molte volte più lenti, ma sicuri: le scritture confermate sono sul supporto, anche se l&apos;unità ignora gli svuotamenti della cache.</translation>
    </message>
    <message>
        <source>Turning the cache on makes writes faster. Commits stay safe only while the kernel sends flushes and the drive obeys them.</source>
        <translation>Attivare la cache rende le scritture più veloci. I commit restano sicuri solo finché il kernel invia gli svuotamenti della cache e l&apos;unità li rispetta.</translation>
    </message>
    <message>
        <source>udisks2 stores the setting and applies it again at every boot.</source>
        <translation>udisks2 memorizza l&apos;impostazione e la riapplica a ogni avvio.</translation>
    </message>
    <message>
        <source>The drive saves the setting and keeps it across power cycles.</source>
        <translation>L&apos;unità salva l&apos;impostazione e la mantiene anche dopo gli spegnimenti.</translation>
    </message>
    <message>
        <source>Why this matters</source>
        <translation>Perché è importante</translation>
    </message>
</context>
<context>
    <name>DriveProof::Health</name>
    <message>
        <source>The drive&apos;s SMART data could not be assessed: %1.</source>
        <extracomment>%1 the system&apos;s error text</extracomment>
        <translation>Impossibile valutare i dati SMART dell&apos;unità: %1.</translation>
    </message>
    <message>
        <source>The drive&apos;s SMART self-assessment passed, it reports no bad sectors, and no attribute is or was past its threshold.</source>
        <translation>L&apos;autovalutazione SMART dell&apos;unità è superata, non indica settori danneggiati e nessun attributo supera o ha superato la propria soglia.</translation>
    </message>
    <message>
        <source>An attribute that predicts failure was past its threshold in the past. Keep backups and watch this drive.</source>
        <translation>Un attributo che prevede guasti ha superato la propria soglia in passato. Mantenere le copie di sicurezza e tenere d&apos;occhio questa unità.</translation>
    </message>
    <message numerus="yes">
        <source>The drive has %n bad sector(s) (reallocated or waiting to be). Keep backups and check again soon: a growing number means the drive is wearing out.</source>
        <extracomment>%n number of bad sectors</extracomment>
        <translation>
            <numerusform>L&apos;unità ha %n settore danneggiato (riallocato o in attesa di esserlo). Mantenere le copie di sicurezza e ricontrollare a breve: un numero in crescita indica che l&apos;unità si sta usurando.</numerusform>
            <numerusform>L&apos;unità ha %n settori danneggiati (riallocati o in attesa di esserlo). Mantenere le copie di sicurezza e ricontrollare a breve: un numero in crescita indica che l&apos;unità si sta usurando.</numerusform>
        </translation>
    </message>
    <message>
        <source>An attribute that predicts failure is past its threshold now: the drive expects to fail. Back up your data and replace the drive.</source>
        <translation>Un attributo che prevede guasti supera ora la propria soglia: l&apos;unità prevede di guastarsi. Fare una copia di sicurezza dei dati e sostituire l&apos;unità.</translation>
    </message>
    <message>
        <source>The drive has more bad sectors than its threshold allows. Back up your data and replace the drive.</source>
        <translation>L&apos;unità ha più settori danneggiati di quanti la sua soglia ne consenta. Fare una copia di sicurezza dei dati e sostituire l&apos;unità.</translation>
    </message>
    <message>
        <source>The drive&apos;s own SMART self-assessment says it is failing. Back up your data now and replace the drive.</source>
        <translation>L&apos;autovalutazione SMART dell&apos;unità indica che si sta guastando. Fare subito una copia di sicurezza dei dati e sostituire l&apos;unità.</translation>
    </message>
    <message>
        <source>libatasmart gave an assessment this version of DriveProof does not know.</source>
        <translation>libatasmart ha fornito una valutazione che questa versione di DriveProof non conosce.</translation>
    </message>
    <message>
        <source>%1 has no ATA health data: it is not an ATA drive (loop, virtual and NVMe devices have none).</source>
        <extracomment>%1 device</extracomment>
        <translation>%1 non ha dati di salute ATA: non è un&apos;unità ATA (i dispositivi loop, virtuali e NVMe non ne hanno).</translation>
    </message>
    <message>
        <source>The drive in %1 does not support SMART, so it reports no health data.</source>
        <extracomment>%1 device</extracomment>
        <translation>L&apos;unità in %1 non supporta SMART, quindi non fornisce dati sullo stato di salute.</translation>
    </message>
    <message>
        <source>SMART is switched off on this drive, so it reports no health data. DriveProof does not switch it on by itself; &apos;smartctl -s on&apos; does.</source>
        <translation>SMART è disattivato su questa unità, quindi non fornisce dati sullo stato di salute. DriveProof non lo attiva da solo; &apos;smartctl -s on&apos; lo fa.</translation>
    </message>
    <message>
        <source>%1 reports no ATA SMART data: it is not an ATA drive, or its USB bridge does not pass SMART commands through.</source>
        <extracomment>%1 device or file</extracomment>
        <translation>%1 non fornisce dati ATA SMART: non è un&apos;unità ATA, oppure il suo bridge USB non inoltra i comandi SMART.</translation>
    </message>
    <message>
        <source>Reading SMART data from %1 failed: %2.</source>
        <extracomment>%1 device or file, %2 the system&apos;s error text</extracomment>
        <translation>Lettura dei dati SMART da %1 non riuscita: %2.</translation>
    </message>
    <message>
        <source>Unexpected power losses (SMART attribute 174)</source>
        <translation>Perdite di corrente impreviste (attributo SMART 174)</translation>
    </message>
    <message>
        <source>Unsafe shutdowns (SMART attribute 192)</source>
        <translation>Spegnimenti non sicuri (attributo SMART 192)</translation>
    </message>
    <message>
        <source>Emergency head retracts at power-off (SMART attribute 192)</source>
        <translation>Ritrazioni d&apos;emergenza delle testine allo spegnimento (attributo SMART 192)</translation>
    </message>
    <message>
        <source>The drive&apos;s answer to SMART RETURN STATUS did not come back (the registers were missing or not a known answer), so its own assessment is unknown; the attributes are shown as read.</source>
        <translation>La risposta dell&apos;unità a SMART RETURN STATUS non è arrivata (i registri mancavano o non erano una risposta nota), quindi la sua autovalutazione è sconosciuta; gli attributi sono mostrati come letti.</translation>
    </message>
    <message>
        <source>%1 is not a libatasmart SMART dump (tagged IDFY / SMST / SMDT / SMTH sections).</source>
        <extracomment>%1 file name</extracomment>
        <translation>%1 non è un dump SMART di libatasmart (sezioni etichettate IDFY / SMST / SMDT / SMTH).</translation>
    </message>
    <message>
        <source>%1 is a virtual disk (%2) and answers no ATA health commands: the health of the drives behind it can be read on the host.</source>
        <extracomment>%1 device path, %2 who emulates the disk: &quot;QEMU&quot;, &quot;VMware&quot;, &quot;Hyper-V&quot;...</extracomment>
        <translation>%1 è un disco virtuale (%2) e non risponde ai comandi ATA sullo stato di salute: lo stato di salute delle unità sottostanti si può leggere sull&apos;host.</translation>
    </message>
    <message>
        <source>%1 is a %2 device: it has no health data of its own to read.</source>
        <extracomment>%1 device path, %2 transport such as &quot;virtio&quot; or &quot;loop&quot;</extracomment>
        <translation>%1 è un dispositivo %2: non ha dati di salute propri da leggere.</translation>
    </message>
    <message>
        <source>unknown</source>
        <translation>sconosciuto</translation>
    </message>
    <message>
        <source>The helper&apos;s health reply names no device.</source>
        <translation>La risposta del programma ausiliario sullo stato di salute non indica alcun dispositivo.</translation>
    </message>
    <message>
        <source>Critical warning: the spare capacity has fallen below the drive&apos;s threshold.</source>
        <translation>Avviso critico: la capacità di riserva è scesa sotto la soglia dell&apos;unità.</translation>
    </message>
    <message>
        <source>Critical warning: the temperature is outside the drive&apos;s limits.</source>
        <translation>Avviso critico: la temperatura è fuori dai limiti dell&apos;unità.</translation>
    </message>
    <message>
        <source>Critical warning: the drive&apos;s reliability is degraded by media errors or an internal error. Back up its data.</source>
        <translation>Avviso critico: l&apos;affidabilità dell&apos;unità è ridotta da errori del supporto o da un errore interno. Fare una copia di sicurezza dei dati.</translation>
    </message>
    <message>
        <source>Critical warning: the drive has made its media read-only. Copy its data elsewhere.</source>
        <translation>Avviso critico: l&apos;unità ha reso il supporto di sola lettura. Copiare i dati altrove.</translation>
    </message>
    <message>
        <source>Critical warning: the backup for the drive&apos;s volatile memory has failed, so cached writes may be lost at a power cut.</source>
        <translation>Avviso critico: il sistema di protezione della memoria volatile dell&apos;unità si è guastato, quindi le scritture in cache possono andare perse in caso di interruzione di corrente.</translation>
    </message>
    <message>
        <source>Critical warning: the drive&apos;s persistent memory region has become read-only.</source>
        <translation>Avviso critico: la regione di memoria persistente dell&apos;unità è diventata di sola lettura.</translation>
    </message>
    <message>
        <source>Critical warning: bit %1, which this version of DriveProof does not know, is set.</source>
        <extracomment>%1 bit number of the NVMe critical warning byte</extracomment>
        <translation>Avviso critico: è impostato il bit %1, che questa versione di DriveProof non conosce.</translation>
    </message>
    <message>
        <source>Only %L1% spare capacity is left, below the drive&apos;s threshold of %L2%.</source>
        <extracomment>%1 spare capacity left in percent, %2 the drive&apos;s threshold in percent</extracomment>
        <translation>Resta solo il %L1% di capacità di riserva, sotto la soglia dell&apos;unità del %L2%.</translation>
    </message>
    <message>
        <source>The drive has used %L1% of its rated endurance: it has taken more writes than it was designed for.</source>
        <extracomment>%1 percentage of the rated endurance used, 100 or more</extracomment>
        <translation>L&apos;unità ha usato il %L1% della sua resistenza nominale: ha ricevuto più scritture di quante ne fosse progettata a sopportare.</translation>
    </message>
    <message>
        <source>The drive has used %L1% of its rated endurance.</source>
        <extracomment>%1 percentage of the rated endurance used</extracomment>
        <translation>L&apos;unità ha usato il %L1% della sua resistenza nominale.</translation>
    </message>
    <message numerus="yes">
        <source>The drive has recorded %Ln media or data integrity error(s).</source>
        <extracomment>%n number of errors (counts beyond the int range are shown as the int maximum)</extracomment>
        <translation>
            <numerusform>L&apos;unità ha registrato %Ln errore del supporto o di integrità dei dati.</numerusform>
            <numerusform>L&apos;unità ha registrato %Ln errori del supporto o di integrità dei dati.</numerusform>
        </translation>
    </message>
    <message>
        <source>The drive is at %L1 °C, at or above its critical temperature of %L2 °C.</source>
        <extracomment>%1 current temperature in °C, %2 the drive&apos;s critical limit in °C</extracomment>
        <translation>L&apos;unità è a %L1 °C, pari o superiore alla sua temperatura critica di %L2 °C.</translation>
    </message>
    <message>
        <source>The drive is at %L1 °C, at or above its warning temperature of %L2 °C.</source>
        <extracomment>%1 current temperature in °C, %2 the drive&apos;s warning limit in °C</extracomment>
        <translation>L&apos;unità è a %L1 °C, pari o superiore alla sua temperatura di avviso di %L2 °C.</translation>
    </message>
    <message>
        <source>The drive is at %L1 °C, at or above %L2 °C, where most drives slow down to cool off.</source>
        <extracomment>%1 current temperature in °C, %2 a generic limit in °C</extracomment>
        <translation>L&apos;unità è a %L1 °C, pari o superiore a %L2 °C, temperatura alla quale la maggior parte delle unità rallenta per raffreddarsi.</translation>
    </message>
    <message>
        <source>The NVMe health log reports no problems.</source>
        <translation>Il registro di salute NVMe non segnala problemi.</translation>
    </message>
    <message>
        <source>The helper&apos;s health reply has a reason without a code. Restart DriveProof after an update.</source>
        <translation>La risposta del programma ausiliario sullo stato di salute contiene un motivo senza codice. Riavviare DriveProof dopo un aggiornamento.</translation>
    </message>
    <message>
        <source>The helper&apos;s health reply has reasons in a form this version does not read. Restart DriveProof after an update.</source>
        <translation>La risposta del programma ausiliario sullo stato di salute contiene motivi in un formato che questa versione non sa leggere. Riavviare DriveProof dopo un aggiornamento.</translation>
    </message>
    <message>
        <source>Reason %1 (%2)</source>
        <extracomment>a reason this version does not know (from a newer helper); %1 its code, %2 its arguments</extracomment>
        <translation>Motivo %1 (%2)</translation>
    </message>
    <message>
        <source>Rate of errors while reading; the raw value&apos;s meaning is the maker&apos;s own.</source>
        <translation>Tasso di errori in lettura; il significato del valore grezzo lo decide il produttore.</translation>
    </message>
    <message>
        <source>Time the platters take to reach full speed.</source>
        <translation>Tempo che i piatti impiegano a raggiungere la piena velocità.</translation>
    </message>
    <message>
        <source>Times the spindle started and stopped.</source>
        <translation>Volte in cui il motore si è avviato e fermato.</translation>
    </message>
    <message>
        <source>Sectors found bad and replaced by spares; a new drive has 0.</source>
        <translation>Settori trovati difettosi e sostituiti con settori di riserva; un&apos;unità nuova ne ha 0.</translation>
    </message>
    <message>
        <source>Rate of head positioning errors; the raw value&apos;s meaning is the maker&apos;s own.</source>
        <translation>Tasso di errori di posizionamento delle testine; il significato del valore grezzo lo decide il produttore.</translation>
    </message>
    <message>
        <source>Hours the drive has been powered on.</source>
        <translation>Ore in cui l&apos;unità è stata accesa.</translation>
    </message>
    <message>
        <source>Times the spindle needed more than one try to spin up.</source>
        <translation>Volte in cui il motore ha avuto bisogno di più tentativi per avviarsi.</translation>
    </message>
    <message>
        <source>Times the drive was switched on.</source>
        <translation>Volte in cui l&apos;unità è stata accesa.</translation>
    </message>
    <message>
        <source>How worn the flash is (erase cycles); the normalised value falls as it wears.</source>
        <translation>Quanto è usurata la memoria flash (cicli di cancellazione); il valore normalizzato cala con l&apos;usura.</translation>
    </message>
    <message>
        <source>Times power was lost without the host telling the drive first.</source>
        <translation>Volte in cui è mancata la corrente senza che il sistema avvisasse prima l&apos;unità.</translation>
    </message>
    <message>
        <source>Blocks that went bad while in use.</source>
        <translation>Blocchi diventati difettosi durante l&apos;uso.</translation>
    </message>
    <message>
        <source>Data corrupted between the host interface and the media, inside the drive.</source>
        <translation>Dati alterati all&apos;interno dell&apos;unità, tra l&apos;interfaccia e il supporto.</translation>
    </message>
    <message>
        <source>Reads the drive could not correct and reported as errors.</source>
        <translation>Letture che l&apos;unità non ha potuto correggere e ha segnalato come errori.</translation>
    </message>
    <message>
        <source>Commands that timed out, often from cabling or power trouble.</source>
        <translation>Comandi scaduti, spesso per problemi di cavo o di alimentazione.</translation>
    </message>
    <message>
        <source>Temperature of the air around the drive.</source>
        <translation>Temperatura dell&apos;aria intorno all&apos;unità.</translation>
    </message>
    <message>
        <source>Times the heads were parked in an emergency because power went away.</source>
        <translation>Volte in cui le testine sono state parcheggiate d&apos;emergenza per mancanza di corrente.</translation>
    </message>
    <message>
        <source>Times the heads were parked and loaded again.</source>
        <translation>Volte in cui le testine sono state parcheggiate e ricaricate.</translation>
    </message>
    <message>
        <source>Temperature of the drive.</source>
        <translation>Temperatura dell&apos;unità.</translation>
    </message>
    <message>
        <source>Times sectors were moved to spares.</source>
        <translation>Volte in cui dei settori sono stati spostati nella riserva.</translation>
    </message>
    <message>
        <source>Sectors that could not be read and wait to be rewritten or replaced.</source>
        <translation>Settori illeggibili in attesa di essere riscritti o sostituiti.</translation>
    </message>
    <message>
        <source>Sectors the drive&apos;s own scan could not read.</source>
        <translation>Settori che la scansione propria dell&apos;unità non è riuscita a leggere.</translation>
    </message>
    <message>
        <source>Transfers garbled on the cable; a count that grows means a bad cable or connector, not a bad drive.</source>
        <translation>Trasferimenti alterati sul cavo; un contatore che cresce indica un cavo o un connettore difettoso, non un&apos;unità difettosa.</translation>
    </message>
    <message>
        <source>Amount written to the drive, in the maker&apos;s units (often 512-byte sectors).</source>
        <translation>Quantità scritta sull&apos;unità, nelle unità del produttore (spesso settori da 512 byte).</translation>
    </message>
    <message>
        <source>Amount read from the drive, in the maker&apos;s units (often 512-byte sectors).</source>
        <translation>Quantità letta dall&apos;unità, nelle unità del produttore (spesso settori da 512 byte).</translation>
    </message>
    <message>
        <source>Defined by the drive&apos;s maker; its meaning differs between models.</source>
        <translation>Definito dal produttore dell&apos;unità; il significato cambia da modello a modello.</translation>
    </message>
    <message>
        <source>%1 °C (lowest %2, highest %3)</source>
        <extracomment>a drive temperature and the range it has seen; %1 now, %2 lowest, %3 highest</extracomment>
        <translation>%1 °C (minima %2, massima %3)</translation>
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
        <translation>%1 ha %2 byte invece di 512.</translation>
    </message>
    <message>
        <source>The drive returned no SCT Status.</source>
        <translation>L&apos;unità non ha restituito alcuno stato SCT.</translation>
    </message>
    <message>
        <source>%1 is behind a USB bridge (%2, driver %3) that does not pass ATA commands through (SAT), so the drive&apos;s SMART records cannot be read over it. Connect the drive by SATA to read them.</source>
        <extracomment>%1 device path, %2 the USB bridge&apos;s name as it answers INQUIRY, %3 the USB driver (&quot;uas&quot; or &quot;usb-storage&quot;)</extracomment>
        <translation>%1 si trova dietro un bridge USB (%2, driver %3) che non lascia passare i comandi ATA (SAT), quindi i registri SMART dell&apos;unità non si possono leggere attraverso di esso. Collega l&apos;unità via SATA per leggerli.</translation>
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
        <translation>L&apos;attributo %1 (%2) conta %3. Dei dischi rigidi guastatisi presso Backblaze, il %4 lo aveva sopra zero, contro il %5 di quelli ancora funzionanti (%6).</translation>
    </message>
    <message>
        <source>In Google&apos;s fleet, drives were %1 times as likely to fail within 60 days after the first such event (%2).</source>
        <extracomment>%1 how many times, e.g. &quot;14&quot;, %2 the study it comes from</extracomment>
        <translation>Nel parco di Google, le unità avevano %1 volte più probabilità di guastarsi entro 60 giorni dopo il primo evento di questo tipo (%2).</translation>
    </message>
    <message>
        <source>Pre-fail</source>
        <extracomment>SMART attribute type: its failure predicts the drive&apos;s failure</extracomment>
        <translation>Pre-guasto</translation>
    </message>
    <message>
        <source>Old-age</source>
        <translation>Invecchiamento</translation>
    </message>
    <message>
        <source>Always</source>
        <extracomment>SMART attribute: updated while the drive works / only by off-line scans</extracomment>
        <translation>Sempre</translation>
    </message>
    <message>
        <source>Offline</source>
        <translation>Offline</translation>
    </message>
    <message>
        <source>Errors the drive logged over its life; each one is a command that failed.</source>
        <translation>Errori che l&apos;unità ha registrato nel corso della sua vita; ognuno è un comando fallito.</translation>
    </message>
    <message>
        <source>%1 °C (lifetime %2 to %3 °C)</source>
        <extracomment>%1 temperature now, %2 lowest and %3 highest the drive ever had</extracomment>
        <translation>%1 °C (nella sua vita da %2 a %3 °C)</translation>
    </message>
    <message>
        <source>The drive&apos;s temperature and its lifetime range, from its SCT Status.</source>
        <translation>La temperatura dell&apos;unità e il suo intervallo nel corso della vita, dal suo stato SCT.</translation>
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
        <translation>Problemi che l&apos;unità segnala da sé (riserva, temperatura, affidabilità, sola lettura, backup); 0 significa nessuno.</translation>
    </message>
    <message>
        <source>The drive&apos;s overall temperature.</source>
        <translation>La temperatura complessiva dell&apos;unità.</translation>
    </message>
    <message>
        <source>%1 (threshold %2)</source>
        <translation>%1 (soglia %2)</translation>
    </message>
    <message>
        <source>Reserve flash left for replacing worn blocks; the drive warns below the threshold.</source>
        <translation>Riserva flash rimasta per sostituire i blocchi usurati; sotto la soglia l&apos;unità avvisa.</translation>
    </message>
    <message>
        <source>The maker&apos;s estimate of the rated life used; it can pass 100%.</source>
        <translation>La stima del produttore della vita nominale consumata; può superare il 100%.</translation>
    </message>
    <message>
        <source>The same kind of warnings for the drive&apos;s endurance groups; 0 means none.</source>
        <translation>Lo stesso tipo di avvisi per i gruppi di resistenza dell&apos;unità; 0 significa nessuno.</translation>
    </message>
    <message>
        <source>Amount the host read, in units of 512,000 bytes.</source>
        <translation>Quantità letta dal sistema, in unità di 512.000 byte.</translation>
    </message>
    <message>
        <source>Amount the host wrote, in units of 512,000 bytes.</source>
        <translation>Quantità scritta dal sistema, in unità di 512.000 byte.</translation>
    </message>
    <message>
        <source>Read commands the drive completed.</source>
        <translation>Comandi di lettura completati dall&apos;unità.</translation>
    </message>
    <message>
        <source>Write commands the drive completed.</source>
        <translation>Comandi di scrittura completati dall&apos;unità.</translation>
    </message>
    <message>
        <source>Minutes the drive was busy with commands.</source>
        <translation>Minuti in cui l&apos;unità è stata occupata con dei comandi.</translation>
    </message>
    <message>
        <source>Data the drive could not read or write correctly.</source>
        <translation>Dati che l&apos;unità non è riuscita a leggere o scrivere correttamente.</translation>
    </message>
    <message>
        <source>Entries in the drive&apos;s error log over its life; many are harmless rejected commands.</source>
        <translation>Voci nel registro errori dell&apos;unità nel corso della sua vita; molte sono comandi rifiutati innocui.</translation>
    </message>
    <message>
        <source>Minutes spent above the drive&apos;s warning temperature.</source>
        <translation>Minuti trascorsi sopra la temperatura di avviso dell&apos;unità.</translation>
    </message>
    <message>
        <source>Minutes spent above the drive&apos;s critical temperature.</source>
        <translation>Minuti trascorsi sopra la temperatura critica dell&apos;unità.</translation>
    </message>
    <message>
        <source>Temperature of one sensor inside the drive.</source>
        <translation>Temperatura di un sensore all&apos;interno dell&apos;unità.</translation>
    </message>
    <message>
        <source>Times the drive slowed itself down lightly to cool off.</source>
        <translation>Volte in cui l&apos;unità ha rallentato leggermente per raffreddarsi.</translation>
    </message>
    <message>
        <source>Times the drive slowed itself down hard to cool off.</source>
        <translation>Volte in cui l&apos;unità ha rallentato molto per raffreddarsi.</translation>
    </message>
    <message>
        <source>Seconds spent slowed down lightly for heat.</source>
        <translation>Secondi trascorsi leggermente rallentata per il calore.</translation>
    </message>
    <message>
        <source>Seconds spent slowed down hard for heat.</source>
        <translation>Secondi trascorsi molto rallentata per il calore.</translation>
    </message>
    <message>
        <source>ID</source>
        <extracomment>column titles of the SMART attribute table, as smartctl and GNOME Disks name them</extracomment>
        <translation>ID</translation>
    </message>
    <message>
        <source>Attribute</source>
        <translation>Attributo</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>Valore</translation>
    </message>
    <message>
        <source>Worst</source>
        <translation>Peggiore</translation>
    </message>
    <message>
        <source>Threshold</source>
        <translation>Soglia</translation>
    </message>
    <message>
        <source>Type</source>
        <translation>Tipo</translation>
    </message>
    <message>
        <source>Updated</source>
        <translation>Aggiornato</translation>
    </message>
    <message>
        <source>When failed</source>
        <translation>Quando in avaria</translation>
    </message>
    <message>
        <source>Raw value</source>
        <translation>Valore grezzo</translation>
    </message>
    <message>
        <source>Meaning</source>
        <translation>Significato</translation>
    </message>
    <message>
        <source>Self-test</source>
        <translation>Autotest</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Risultato</translation>
    </message>
    <message>
        <source>Power-on hours</source>
        <translation>Ore di accensione</translation>
    </message>
    <message>
        <source>First failing sector</source>
        <translation>Primo settore con errore</translation>
    </message>
    <message>
        <source>Self-test log: empty.</source>
        <translation>Registro degli autotest: vuoto.</translation>
    </message>
    <message>
        <source>The drive, or the bridge in front of it, refused: %1.</source>
        <extracomment>%1 a list of ATA or NVMe commands, e.g. &quot;SMART READ LOG 06h&quot;</extracomment>
        <translation>L&apos;unità, o il bridge davanti a essa, ha rifiutato: %1.</translation>
    </message>
    <message>
        <source>Failing now</source>
        <extracomment>a SMART attribute at or below its threshold now</extracomment>
        <translation>In avaria ora</translation>
    </message>
    <message>
        <source>Failed in the past</source>
        <extracomment>a SMART attribute that reached its threshold once</extracomment>
        <translation>In avaria in passato</translation>
    </message>
    <message>
        <source>The data %1 returned could not be decoded: %2</source>
        <extracomment>%1 device path, %2 what is wrong with the data</extracomment>
        <translation>Impossibile decodificare i dati restituiti da %1: %2</translation>
    </message>
    <message>
        <source>The NVMe self-test log has %1 bytes instead of %2.</source>
        <translation>Il registro degli autotest NVMe ha %1 byte invece di %2.</translation>
    </message>
    <message>
        <source>The drive in %1 does not offer a conveyance self-test.</source>
        <extracomment>%1 device path</extracomment>
        <translation>L&apos;unità in %1 non offre un autotest di trasporto.</translation>
    </message>
    <message>
        <source>The drive in %1 does not offer self-tests.</source>
        <extracomment>%1 device path</extracomment>
        <translation>L&apos;unità in %1 non offre autotest.</translation>
    </message>
    <message>
        <source>A self-test is already running on %1 (%2% done): wait for it, or abort it first.</source>
        <extracomment>%1 device path, %2 how far the running test is, in percent</extracomment>
        <translation>Su %1 è già in corso un autotest (%2% completato): attendi che finisca o interrompilo prima.</translation>
    </message>
    <message>
        <source>A DriveProof test is running on %1: a self-test now would disturb it. Start the self-test when the test is done.</source>
        <extracomment>%1 device path</extracomment>
        <translation>Su %1 è in corso un test di DriveProof: un autotest adesso lo disturberebbe. Avvia l&apos;autotest quando il test è finito.</translation>
    </message>
    <message>
        <source>%1 takes no self-test commands.</source>
        <extracomment>%1 device path</extracomment>
        <translation>%1 non accetta comandi di autotest.</translation>
    </message>
    <message>
        <source>Off-line scan</source>
        <extracomment>kind of drive self-test</extracomment>
        <translation>Scansione offline</translation>
    </message>
    <message>
        <source>Short</source>
        <extracomment>kind of drive self-test</extracomment>
        <translation>Breve</translation>
    </message>
    <message>
        <source>Extended</source>
        <extracomment>kind of drive self-test</extracomment>
        <translation>Esteso</translation>
    </message>
    <message>
        <source>Conveyance</source>
        <extracomment>kind of drive self-test</extracomment>
        <translation>Trasporto</translation>
    </message>
    <message>
        <source>Selective</source>
        <extracomment>kind of drive self-test: only the ranges of sectors the host chose</extracomment>
        <translation>Selettivo</translation>
    </message>
    <message>
        <source>Vendor specific</source>
        <extracomment>kind of drive self-test</extracomment>
        <translation>Specifico del produttore</translation>
    </message>
    <message>
        <source>Completed without error</source>
        <translation>Completato senza errori</translation>
    </message>
    <message>
        <source>Aborted by the host</source>
        <translation>Interrotto dal sistema</translation>
    </message>
    <message>
        <source>Interrupted by a reset</source>
        <translation>Interrotto da un reset</translation>
    </message>
    <message>
        <source>Could not complete: fatal error</source>
        <translation>Non completato: errore fatale</translation>
    </message>
    <message>
        <source>Failed (part unknown)</source>
        <translation>Fallito (parte sconosciuta)</translation>
    </message>
    <message>
        <source>Failed: electrical part</source>
        <translation>Fallito: parte elettrica</translation>
    </message>
    <message>
        <source>Failed: servo or seek</source>
        <translation>Fallito: servo o posizionamento</translation>
    </message>
    <message>
        <source>Failed: read error</source>
        <translation>Fallito: errore di lettura</translation>
    </message>
    <message>
        <source>Failed: suspected handling damage</source>
        <translation>Fallito: sospetto danno da maneggiamento</translation>
    </message>
    <message>
        <source>In progress</source>
        <translation>In corso</translation>
    </message>
    <message>
        <source>Unknown status %1</source>
        <extracomment>%1 a status number the standard reserves</extracomment>
        <translation>Stato sconosciuto %1</translation>
    </message>
    <message>
        <source>Aborted: a namespace was removed</source>
        <translation>Interrotto: è stato rimosso un namespace</translation>
    </message>
    <message>
        <source>Aborted: the drive was formatted</source>
        <translation>Interrotto: l&apos;unità è stata formattata</translation>
    </message>
    <message>
        <source>Failed in segment %1</source>
        <extracomment>%1 the number of the test segment that failed</extracomment>
        <translation>Fallito nel segmento %1</translation>
    </message>
    <message>
        <source>Aborted for an unknown reason</source>
        <translation>Interrotto per un motivo sconosciuto</translation>
    </message>
    <message>
        <source>Aborted: the drive was sanitized</source>
        <translation>Interrotto: l&apos;unità è stata sanificata</translation>
    </message>
    <message>
        <source>Looks new: %1 power-on hours, %2 power cycles, %3 written.</source>
        <extracomment>%1 power-on hours, %2 power cycles, %3 amount written (&quot;1.2 GB&quot;)</extracomment>
        <translation>Sembra nuova: %1 ore di accensione, %2 cicli di accensione, %3 scritti.</translation>
    </message>
    <message>
        <source>Used before: %1 power-on hours, %2 power cycles, %3 written. A drive sold as new has a few hours from the factory at most.</source>
        <extracomment>%1 power-on hours, %2 power cycles, %3 amount written (&quot;12 TB&quot;)</extracomment>
        <translation>Già usata: %1 ore di accensione, %2 cicli di accensione, %3 scritti. Un&apos;unità venduta come nuova ha al massimo poche ore di fabbrica.</translation>
    </message>
    <message>
        <source>The drive counts 0 power-on hours but %1 written: its counters may have been reset.</source>
        <extracomment>%1 amount written (&quot;12 TB&quot;)</extracomment>
        <translation>L&apos;unità conta 0 ore di accensione ma %1 scritti: i suoi contatori potrebbero essere stati azzerati.</translation>
    </message>
    <message>
        <source>The drive counts %1 power cycles in %2 power-on hours, more than those hours can hold: its counters may have been reset.</source>
        <extracomment>%1 power cycles, %2 power-on hours</extracomment>
        <translation>L&apos;unità conta %1 cicli di accensione in %2 ore di accensione, più di quanti ne possano stare in quelle ore: i suoi contatori potrebbero essere stati azzerati.</translation>
    </message>
    <message>
        <source>%1 written of the %2 the maker rates this model for (%3%).</source>
        <extracomment>%1 amount written, %2 the rated endurance (&quot;600 TB&quot;), %3 percent of it</extracomment>
        <translation>%1 scritti dei %2 che il produttore dichiara per questo modello (%3%).</translation>
    </message>
    <message>
        <source>Since DriveProof first read it (%1): %2 hours, %3 written.</source>
        <extracomment>%1 the date DriveProof first read the drive, %2 hours since, %3 amount written since</extracomment>
        <translation>Da quando DriveProof l&apos;ha letta la prima volta (%1): %2 ore, %3 scritti.</translation>
    </message>
    <message>
        <source>new</source>
        <extracomment>is the drive new? the verdict</extracomment>
        <translation>nuova</translation>
    </message>
    <message>
        <source>used</source>
        <extracomment>is the drive new? the verdict</extracomment>
        <translation>usata</translation>
    </message>
    <message>
        <source>possibly reset</source>
        <extracomment>is the drive new? the verdict: its counters contradict each other</extracomment>
        <translation>forse azzerata</translation>
    </message>
    <message>
        <source>Identify Namespace is too short (%1 bytes) for its LBA formats.</source>
        <extracomment>%1 bytes received</extracomment>
        <translation>Identify Namespace è troppo corto (%1 byte) per i suoi formati LBA.</translation>
    </message>
    <message>
        <source>Identify Namespace lists more LBA formats (%1) than there can be (%2).</source>
        <extracomment>%1 how many LBA formats the drive claims, %2 the most there can be</extracomment>
        <translation>Identify Namespace elenca più formati LBA (%1) di quanti ne possano esistere (%2).</translation>
    </message>
    <message>
        <source>Identify Namespace says LBA format %1 is in use, but lists formats 0 to %2 only.</source>
        <extracomment>%1 the number of the format in use, %2 the highest number the drive lists</extracomment>
        <translation>Identify Namespace dice che è in uso il formato LBA %1, ma elenca solo i formati da 0 a %2.</translation>
    </message>
    <message>
        <source>In use: LBA format %1, sectors of %2 bytes with %3 bytes of metadata, which the drive marks as &quot;%4&quot;.</source>
        <extracomment>%1 LBA format number, %2 bytes per sector, %3 metadata bytes per sector, %4 how fast the drive says the format is (&quot;best&quot;, &quot;better&quot;, &quot;good&quot;, &quot;degraded&quot;)</extracomment>
        <translation>In uso: formato LBA %1, settori da %2 byte con %3 byte di metadati, che l’unità classifica come «%4».</translation>
    </message>
    <message>
        <source>The drive offers %5-byte sectors marked &quot;%6&quot;, faster than the %2-byte ones in use (&quot;%3&quot;). Switching means reformatting the namespace, which erases everything on it: nvme format %1 --lbaf=%4 — DriveProof never does this.</source>
        <extracomment>%1 device (/dev/nvme0n1), %2 bytes per sector in use, %3 how fast the drive marks the format in use, %4 the faster format&apos;s number, %5 its bytes per sector, %6 how fast the drive marks it. The command stays as it is.</extracomment>
        <translation>L’unità offre settori da %5 byte classificati «%6», più veloci di quelli da %2 byte in uso («%3»). Passarci significa riformattare il namespace, cancellando tutto ciò che contiene: nvme format %1 --lbaf=%4 — DriveProof non lo fa mai.</translation>
    </message>
    <message>
        <source>None of the LBA formats the drive offers (%1) is marked faster than the one in use.</source>
        <extracomment>%1 how many LBA formats the drive offers (2 or more)</extracomment>
        <translation>Nessuno dei formati LBA offerti dall’unità (%1) è classificato più veloce di quello in uso.</translation>
    </message>
    <message>
        <source>The namespace offers only the LBA format in use.</source>
        <translation>Il namespace offre solo il formato LBA in uso.</translation>
    </message>
    <message>
        <source>LBA format %1 carries %2 bytes of metadata per sector; only software that handles metadata (end-to-end protection) uses it.</source>
        <extracomment>%1 LBA format number, %2 metadata bytes per sector</extracomment>
        <translation>Il formato LBA %1 porta %2 byte di metadati per settore; li usa solo il software che gestisce i metadati (protezione end-to-end).</translation>
    </message>
    <message>
        <source>LBA format note %1 (%2)</source>
        <extracomment>a finding this version does not know; %1 its code, %2 its arguments</extracomment>
        <translation>Nota sul formato LBA %1 (%2)</translation>
    </message>
    <message>
        <source>best</source>
        <comment>LBA format performance</comment>
        <extracomment>how fast the drive says an LBA format is: the fastest of four grades</extracomment>
        <translation>ottima</translation>
    </message>
    <message>
        <source>better</source>
        <comment>LBA format performance</comment>
        <extracomment>how fast the drive says an LBA format is: the second of four grades</extracomment>
        <translation>migliore</translation>
    </message>
    <message>
        <source>good</source>
        <comment>LBA format performance</comment>
        <extracomment>how fast the drive says an LBA format is: the third of four grades</extracomment>
        <translation>buona</translation>
    </message>
    <message>
        <source>degraded</source>
        <comment>LBA format performance</comment>
        <extracomment>how fast the drive says an LBA format is: the slowest of four grades</extracomment>
        <translation>ridotta</translation>
    </message>
    <message>
        <source>not available</source>
        <extracomment>an LBA format the drive lists but does not offer now</extracomment>
        <translation>non disponibile</translation>
    </message>
    <message>
        <source>%1 bytes, %2</source>
        <extracomment>%1 bytes per sector, %2 how fast the drive says it is</extracomment>
        <translation>%1 byte, %2</translation>
    </message>
    <message>
        <source>%1 bytes + %2 bytes metadata, %3</source>
        <extracomment>%1 bytes per sector, %2 metadata bytes per sector, %3 how fast the drive says it is</extracomment>
        <translation>%1 byte + %2 byte di metadati, %3</translation>
    </message>
    <message>
        <source>%1 % left</source>
        <extracomment>%1 percent of the drive&apos;s rated life that is left</extracomment>
        <translation>%1% rimanente</translation>
    </message>
    <message>
        <source>%1 % used</source>
        <extracomment>%1 percent of the drive&apos;s rated life that is used</extracomment>
        <translation>%1% usato</translation>
    </message>
    <message>
        <source>Attribute %1 (%2) is at %3, at or below its threshold of %4: the part it watches is worn out or failing, though the drive does not count it as a failure prediction.</source>
        <extracomment>%1 attribute number, %2 its name, %3 its value now, %4 the threshold</extracomment>
        <translation>L&apos;attributo %1 (%2) è a %3, pari o inferiore alla sua soglia di %4: il componente che sorveglia è usurato o si sta guastando, anche se l&apos;unità non lo conta come previsione di guasto.</translation>
    </message>
    <message>
        <source>Error log: the latest error happened at power-on hour %1.</source>
        <extracomment>%1 a power-on hour</extracomment>
        <translation>Registro errori: l&apos;ultimo errore si è verificato a %1 ore di accensione.</translation>
    </message>
    <message>
        <source>Self-test log: the latest self-test ran at power-on hour %1.</source>
        <extracomment>%1 a power-on hour</extracomment>
        <translation>Registro degli autotest: l&apos;ultimo autotest è stato eseguito a %1 ore di accensione.</translation>
    </message>
    <message>
        <source>The error log has an error at power-on hour %1, but the power-on counter says %2 hours: the counter went back (reset, or run over), so it does not say how long the drive was used.</source>
        <extracomment>%1 the power-on hour the log stamped, %2 the power-on hours the counter says</extracomment>
        <translation>Il registro errori contiene un errore a %1 ore di accensione, ma il contatore delle ore di accensione indica %2 ore: il contatore è tornato indietro (azzerato o andato in overflow), quindi non dice per quanto tempo l&apos;unità è stata usata.</translation>
    </message>
    <message>
        <source>The self-test log has a test at power-on hour %1, but the power-on counter says %2 hours: the counter went back (reset, or run over), so it does not say how long the drive was used.</source>
        <extracomment>%1 the power-on hour the log stamped, %2 the power-on hours the counter says</extracomment>
        <translation>Il registro degli autotest contiene un test a %1 ore di accensione, ma il contatore delle ore di accensione indica %2 ore: il contatore è tornato indietro (azzerato o andato in overflow), quindi non dice per quanto tempo l&apos;unità è stata usata.</translation>
    </message>
    <message>
        <source>The FARM log counts %1 power-on hours, but the SMART counter says %2: the SMART counter was reset, and the drive has been used for at least %1 hours.</source>
        <extracomment>%1 power-on hours in the FARM log, %2 power-on hours of the SMART counter</extracomment>
        <translation>Il registro FARM conta %1 ore di accensione, ma il contatore SMART indica %2: il contatore SMART è stato azzerato, e l&apos;unità è stata usata per almeno %1 ore.</translation>
    </message>
    <message>
        <source>The FARM log&apos;s spindle hours (%1) exceed its power-on hours (%2): its power-on hours were reset too.</source>
        <extracomment>%1 spindle hours, %2 power-on hours, both from the FARM log</extracomment>
        <translation>Nel registro FARM le ore di rotazione del motore (%1) superano le ore di accensione (%2): anche quelle ore di accensione sono state azzerate.</translation>
    </message>
    <message>
        <source>The FARM log&apos;s head-flight hours (%1) exceed its power-on hours (%2): its power-on hours were reset too.</source>
        <extracomment>%1 head-flight hours, %2 power-on hours, both from the FARM log</extracomment>
        <translation>Nel registro FARM le ore di volo delle testine (%1) superano le ore di accensione (%2): anche quelle ore di accensione sono state azzerate.</translation>
    </message>
    <message>
        <source>FARM log: %1 power-on hours, %2 spindle hours, %3 head-flight hours; assembled in week %4 of %5.</source>
        <extracomment>%1 power-on, %2 spindle, %3 head-flight hours; the drive was assembled in week %4 of the year %5 (e.g. &quot;17&quot;, &quot;2025&quot;)</extracomment>
        <translation>Registro FARM: %1 ore di accensione, %2 ore di rotazione del motore, %3 ore di volo delle testine; unità assemblata nella settimana %4 del %5.</translation>
    </message>
    <message>
        <source>FARM log: %1 power-on hours, %2 spindle hours, %3 head-flight hours.</source>
        <extracomment>%1 power-on, %2 spindle, %3 head-flight hours</extracomment>
        <translation>Registro FARM: %1 ore di accensione, %2 ore di rotazione del motore, %3 ore di volo delle testine.</translation>
    </message>
</context>
<context>
    <name>DriveProof::Helper</name>
    <message>
        <source>Not authorised to use %1: the authentication was cancelled or refused.</source>
        <extracomment>%1 device path</extracomment>
        <translation>Non autorizzato a usare %1: l&apos;autenticazione è stata annullata o rifiutata.</translation>
    </message>
    <message>
        <source>Could not ask polkit whether %1 may be used (%2). Make sure polkit is installed and running, then try again.</source>
        <extracomment>%1 device path, %2 D-Bus error text</extracomment>
        <translation>Impossibile chiedere a polkit se %1 può essere usato (%2). Assicurarsi che polkit sia installato e in esecuzione, poi riprovare.</translation>
    </message>
    <message>
        <source>Not authorised to use %1: authentication is needed, but no authentication agent could ask for it. Start DriveProof from a desktop session, or run pkttyagent in this terminal.</source>
        <extracomment>%1 device path</extracomment>
        <translation>Non autorizzato a usare %1: serve l&apos;autenticazione, ma nessun agente di autenticazione ha potuto richiederla. Avviare DriveProof da una sessione desktop, oppure eseguire pkttyagent in questo terminale.</translation>
    </message>
    <message>
        <source>Not authorised to use %1. Ask an administrator to allow it.</source>
        <extracomment>%1 device path</extracomment>
        <translation>Non autorizzato a usare %1. Chiedere a un amministratore di consentirlo.</translation>
    </message>
    <message>
        <source>%1 is a symbolic link. Give the device node itself, as lsblk lists it.</source>
        <extracomment>%1 device path</extracomment>
        <translation>%1 è un collegamento simbolico. Indicare il nodo del dispositivo stesso, come lo elenca lsblk.</translation>
    </message>
    <message>
        <source>%1 is in use: it is mounted, or another program holds it exclusively. Unmount it or close that program, then try again.</source>
        <extracomment>%1 device path</extracomment>
        <translation>%1 è in uso: è montato, oppure un altro programma lo tiene in uso esclusivo. Smontarlo o chiudere quel programma, poi riprovare.</translation>
    </message>
    <message>
        <source>%1 could not be opened (%2): the device is gone or has no medium.</source>
        <extracomment>%1 device path, %2 system error text</extracomment>
        <translation>Impossibile aprire %1 (%2): il dispositivo non c&apos;è più o non ha un supporto inserito.</translation>
    </message>
    <message>
        <source>%1 could not be opened: %2.</source>
        <extracomment>%1 device path, %2 system error text</extracomment>
        <translation>Impossibile aprire %1: %2.</translation>
    </message>
    <message>
        <source>“%1” is not a device path the helper accepts. Give the kernel&apos;s name of a block device, such as /dev/sdb or /dev/nvme0n1, not a symbolic link such as /dev/disk/by-id/….</source>
        <extracomment>%1 the path the caller gave (shortened)</extracomment>
        <translation>“%1” non è un percorso di dispositivo accettato dal programma ausiliario. Indicare il nome kernel di un dispositivo a blocchi, come /dev/sdb o /dev/nvme0n1, non un collegamento simbolico come /dev/disk/by-id/….</translation>
    </message>
    <message>
        <source>%1 is not a block device known to the kernel (there is no “%2” in /sys/class/block). Check the name with lsblk.</source>
        <extracomment>%1 device path, %2 kernel name</extracomment>
        <translation>%1 non è un dispositivo a blocchi noto al kernel (non c&apos;è “%2” in /sys/class/block). Controllare il nome con lsblk.</translation>
    </message>
    <message>
        <source>%1 is not a block device node.</source>
        <extracomment>%1 device path</extracomment>
        <translation>%1 non è un nodo di dispositivo a blocchi.</translation>
    </message>
    <message>
        <source>%1 is device %2, but the kernel says %4 is %3: the node does not belong to that device. Refusing to open it.</source>
        <extracomment>%1 device path, %2 and %3 device numbers like 8:16, %4 kernel name</extracomment>
        <translation>%1 è il dispositivo %2, ma il kernel dice che %4 è %3: il nodo non appartiene a quel dispositivo. Apertura rifiutata.</translation>
    </message>
    <message>
        <source>%1 is a partition, but this works on the whole drive. Use %2.</source>
        <extracomment>%1 partition path, %2 disk path</extracomment>
        <translation>%1 è una partizione, ma questa operazione agisce sull&apos;intera unità. Usare %2.</translation>
    </message>
    <message>
        <source>%1 disappeared while it was being checked.</source>
        <extracomment>%1 device path</extracomment>
        <translation>%1 è scomparso durante il controllo.</translation>
    </message>
    <message>
        <source>%1 is in use and cannot be opened for writing: %2 Unmount, swapoff or stop that first.</source>
        <extracomment>%1 device path, %2 a sentence saying what uses it, e.g. &quot;/dev/sdb1 is mounted on /home.&quot;</extracomment>
        <translation>%1 è in uso e non può essere aperto in scrittura: %2 Prima smontarlo, eseguire swapoff o fermare ciò che lo usa.</translation>
    </message>
    <message>
        <source>%1 changed while it was being opened: it is no longer the device the kernel lists under that name. Refusing it.</source>
        <extracomment>%1 device path</extracomment>
        <translation>%1 è cambiato durante l&apos;apertura: non è più il dispositivo che il kernel elenca con quel nome. Rifiutato.</translation>
    </message>
    <message>
        <source>Unknown option “%1”, or a value of the wrong type, for %2. Known options: %3.</source>
        <extracomment>%1 option name, %2 device path, %3 list of known option names</extracomment>
        <translation>Opzione “%1” sconosciuta, o valore del tipo sbagliato, per %2. Opzioni note: %3.</translation>
    </message>
    <message>
        <source>none</source>
        <translation>nessuna</translation>
    </message>
    <message>
        <source>Unknown mode “%1” for %2. Use “r”, “w” or “rw”.</source>
        <extracomment>%1 the mode the caller gave, %2 device path</extracomment>
        <translation>Modalità “%1” sconosciuta per %2. Usare “r”, “w” o “rw”.</translation>
    </message>
    <message>
        <source>Unknown flag “%1” for %2. Known flags: direct, sync, dsync, exclusive.</source>
        <extracomment>%1 the flag the caller gave, %2 device path</extracomment>
        <translation>Flag “%1” sconosciuto per %2. Flag noti: direct, sync, dsync, exclusive.</translation>
    </message>
    <message>
        <source>The command to %1 failed.</source>
        <extracomment>%1 device path</extracomment>
        <translation>Il comando a %1 non è riuscito.</translation>
    </message>
    <message>
        <source>%1 disappeared while it was being read.</source>
        <extracomment>%1 device path</extracomment>
        <translation>%1 è scomparso durante la lettura.</translation>
    </message>
    <message>
        <source>DriveProof&apos;s privileged helper, a D-Bus system service (%1). D-Bus starts it when DriveProof needs it; it is not meant to be run by hand.</source>
        <extracomment>%1 D-Bus service name</extracomment>
        <translation>Il programma ausiliario privilegiato di DriveProof, un servizio di sistema D-Bus (%1). D-Bus lo avvia quando DriveProof ne ha bisogno; non è pensato per essere eseguito a mano.</translation>
    </message>
    <message>
        <source>For tests: serve on the bus at ADDRESS instead of the system bus, and ask the polkit found there.</source>
        <translation>Per i test: serve sul bus all&apos;indirizzo ADDRESS invece che sul bus di sistema, e interroga il polkit presente lì.</translation>
    </message>
    <message>
        <source>Exit after SECONDS without calls (default %1).</source>
        <extracomment>%1 number of seconds</extracomment>
        <translation>Esce dopo SECONDS senza chiamate (predefinito %1).</translation>
    </message>
    <message>
        <source>Unknown self-test action “%1” for %2. Use “short”, “extended”, “conveyance”, “abort” or “status”.</source>
        <extracomment>%1 the action the caller gave, %2 device path</extracomment>
        <translation>Azione di autotest sconosciuta «%1» per %2. Usa «short», «extended», «conveyance», «abort» o «status».</translation>
    </message>
    <message>
        <source>A DriveProof test is running on %1: a self-test now would disturb it. Start the self-test when the test is done.</source>
        <extracomment>%1 device path</extracomment>
        <translation>Su %1 è in corso un test di DriveProof: un autotest adesso lo disturberebbe. Avvia l&apos;autotest quando il test è finito.</translation>
    </message>
    <message>
        <source>Unknown purpose “%1” for %2. Known purposes: capacity-check.</source>
        <extracomment>%1 the purpose the caller gave, %2 device path</extracomment>
        <translation>Scopo sconosciuto «%1» per %2. Scopi noti: capacity-check.</translation>
    </message>
    <message>
        <source>A capacity check writes to %1: open it with mode “rw”.</source>
        <extracomment>%1 device path</extracomment>
        <translation>Una verifica della capacità scrive su %1: aprilo in modalità «rw».</translation>
    </message>
</context>
<context>
    <name>DriveProof::PowerLoss</name>
    <message numerus="yes">
        <source>%Ln block(s) hold exactly what they should.</source>
        <translation>
            <numerusform>%Ln blocco contiene esattamente ciò che dovrebbe.</numerusform>
            <numerusform>%Ln blocchi contengono esattamente ciò che dovrebbero.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln block(s) hold data that was written to another place.</source>
        <translation>
            <numerusform>%Ln blocco contiene dati che erano stati scritti in un&apos;altra posizione.</numerusform>
            <numerusform>%Ln blocchi contengono dati che erano stati scritti in un&apos;altra posizione.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln block(s) hold data from before this test: the drive forgot the preparation.</source>
        <translation>
            <numerusform>%Ln blocco contiene dati precedenti a questo test: l&apos;unità ha dimenticato la preparazione.</numerusform>
            <numerusform>%Ln blocchi contengono dati precedenti a questo test: l&apos;unità ha dimenticato la preparazione.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln block(s) are half old, half new: a write tore inside a block.</source>
        <translation>
            <numerusform>%Ln blocco è metà vecchio e metà nuovo: una scrittura si è spezzata all&apos;interno di un blocco.</numerusform>
            <numerusform>%Ln blocchi sono metà vecchi e metà nuovi: una scrittura si è spezzata all&apos;interno di un blocco.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln block(s) have flipped bits.</source>
        <translation>
            <numerusform>%Ln blocco ha bit invertiti.</numerusform>
            <numerusform>%Ln blocchi hanno bit invertiti.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln block(s) read back as zeros.</source>
        <translation>
            <numerusform>%Ln blocco viene riletto come zeri.</numerusform>
            <numerusform>%Ln blocchi vengono riletti come zeri.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln block(s) read back erased (all ones).</source>
        <translation>
            <numerusform>%Ln blocco viene riletto come cancellato (tutti uno).</numerusform>
            <numerusform>%Ln blocchi vengono riletti come cancellati (tutti uno).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln block(s) hold data nobody wrote.</source>
        <translation>
            <numerusform>%Ln blocco contiene dati che nessuno ha scritto.</numerusform>
            <numerusform>%Ln blocchi contengono dati che nessuno ha scritto.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln block(s) cannot be read.</source>
        <translation>
            <numerusform>%Ln blocco non può essere letto.</numerusform>
            <numerusform>%Ln blocchi non possono essere letti.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln acknowledged write(s) were lost.</source>
        <translation>
            <numerusform>%Ln scrittura confermata è andata persa.</numerusform>
            <numerusform>%Ln scritture confermate sono andate perse.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln acknowledged write(s) survived only in part.</source>
        <translation>
            <numerusform>%Ln scrittura confermata è sopravvissuta solo in parte.</numerusform>
            <numerusform>%Ln scritture confermate sono sopravvissute solo in parte.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln acknowledged write(s) were lost while later ones survived: the drive reorders writes across flushes.</source>
        <translation>
            <numerusform>%Ln scrittura confermata è andata persa mentre quelle successive sono sopravvissute: l&apos;unità riordina le scritture oltre gli svuotamenti della cache.</numerusform>
            <numerusform>%Ln scritture confermate sono andate perse mentre quelle successive sono sopravvissute: l&apos;unità riordina le scritture oltre gli svuotamenti della cache.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln acknowledged write(s) just before the cut were lost: the drive acknowledges flushes before the data is safe.</source>
        <translation>
            <numerusform>%Ln scrittura confermata poco prima dell&apos;interruzione è andata persa: l&apos;unità conferma gli svuotamenti della cache prima che i dati siano al sicuro.</numerusform>
            <numerusform>%Ln scritture confermate poco prima dell&apos;interruzione sono andate perse: l&apos;unità conferma gli svuotamenti della cache prima che i dati siano al sicuro.</numerusform>
        </translation>
    </message>
    <message>
        <source>The drive cannot be read at all after the power cut.</source>
        <translation>Dopo l&apos;interruzione di corrente l&apos;unità non può essere letta affatto.</translation>
    </message>
    <message>
        <source>The drive&apos;s identity or capacity changed after the power cut.</source>
        <translation>L&apos;identità o la capacità dell&apos;unità sono cambiate dopo l&apos;interruzione di corrente.</translation>
    </message>
    <message numerus="yes">
        <source>%Ln block(s) written only before the test were damaged: data at rest is not safe on this drive.</source>
        <translation>
            <numerusform>%Ln blocco scritto solo prima del test è stato danneggiato: i dati a riposo non sono al sicuro su questa unità.</numerusform>
            <numerusform>%Ln blocchi scritti solo prima del test sono stati danneggiati: i dati a riposo non sono al sicuro su questa unità.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln contradiction(s) between the witness&apos;s record and the test plan: a bug in DriveProof, so this run proves nothing.</source>
        <translation>
            <numerusform>%Ln contraddizione tra il registro del testimone e il piano del test: un errore di DriveProof, quindi questa esecuzione non dimostra nulla.</numerusform>
            <numerusform>%Ln contraddizioni tra il registro del testimone e il piano del test: un errore di DriveProof, quindi questa esecuzione non dimostra nulla.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>All %Ln acknowledged write(s) were lost.</source>
        <translation>
            <numerusform>L&apos;unica scrittura confermata (%Ln) è andata persa.</numerusform>
            <numerusform>Tutte le %Ln scritture confermate sono andate perse.</numerusform>
        </translation>
    </message>
    <message>
        <source>They were the last ones before the cut: the drive acknowledges flushes before the data is safe.</source>
        <translation>Erano le ultime prima dell&apos;interruzione: l&apos;unità conferma gli svuotamenti della cache prima che i dati siano al sicuro.</translation>
    </message>
    <message>
        <source>Cannot write the witness&apos;s salt %1: %2</source>
        <extracomment>%1 is a file path, %2 the system&apos;s error message.</extracomment>
        <translation>Impossibile scrivere il sale del testimone %1: %2</translation>
    </message>
    <message>
        <source>Cannot write the witness journal %1: %2</source>
        <extracomment>%1 is a file path, %2 the system&apos;s error message.</extracomment>
        <translation>Impossibile scrivere il journal del testimone %1: %2</translation>
    </message>
    <message>
        <source>Damaged record at byte %1 with good records after it.</source>
        <translation>Record danneggiato al byte %1 con record validi dopo di esso.</translation>
    </message>
    <message>
        <source>Record at byte %1 contradicts the run before it.</source>
        <extracomment>%1 is a byte offset in the witness journal file.</extracomment>
        <translation>Il record al byte %1 contraddice l&apos;esecuzione precedente.</translation>
    </message>
    <message>
        <source>Cannot truncate the torn end of the journal.</source>
        <translation>Impossibile troncare la fine spezzata del journal.</translation>
    </message>
    <message>
        <source>The simulated drive is already running.</source>
        <translation>L&apos;unità simulata è già in esecuzione.</translation>
    </message>
    <message>
        <source>The simulated drive program %1 was not found. Install DriveProof completely (it lives in libexec) or set DRIVEPROOF_LYINGDISK to its path.</source>
        <extracomment>%1 is a program name</extracomment>
        <translation>Il programma dell&apos;unità simulata %1 non è stato trovato. Installare DriveProof completamente (si trova in libexec) oppure impostare DRIVEPROOF_LYINGDISK al suo percorso.</translation>
    </message>
    <message>
        <source>Cannot create the folder for the simulated drive.</source>
        <translation>Impossibile creare la cartella per l&apos;unità simulata.</translation>
    </message>
    <message>
        <source>Something is already mounted on this folder. Unmount it first (fusermount3 -u).</source>
        <translation>C&apos;è già qualcosa montato su questa cartella. Smontarlo prima (fusermount3 -u).</translation>
    </message>
    <message>
        <source>Cannot start the simulated drive: %1</source>
        <translation>Impossibile avviare l&apos;unità simulata: %1</translation>
    </message>
    <message>
        <source>The simulated drive stopped before it was ready (exit status %1): %2</source>
        <extracomment>%1 is the program&apos;s exit status, %2 what it printed</extracomment>
        <translation>L&apos;unità simulata si è fermata prima di essere pronta (stato di uscita %1): %2</translation>
    </message>
    <message>
        <source>The simulated drive did not appear within %1 s: %2</source>
        <extracomment>%1 is a number of seconds, %2 what the program printed</extracomment>
        <translation>L&apos;unità simulata non è comparsa entro %1 s: %2</translation>
    </message>
    <message>
        <source>The simulated drive is not running.</source>
        <translation>L&apos;unità simulata non è in esecuzione.</translation>
    </message>
    <message>
        <source>Cannot signal the simulated drive.</source>
        <translation>Impossibile inviare un segnale all&apos;unità simulata.</translation>
    </message>
    <message>
        <source>The simulated drive did not confirm the power cut.</source>
        <translation>L&apos;unità simulata non ha confermato l&apos;interruzione di corrente.</translation>
    </message>
    <message>
        <source>Cannot unmount the simulated drive. Run: fusermount3 -u -z %1</source>
        <translation>Impossibile smontare l&apos;unità simulata. Eseguire: fusermount3 -u -z %1</translation>
    </message>
    <message>
        <source>The simulated drive did not stop in time; it was killed and its cache lost.</source>
        <translation>L&apos;unità simulata non si è fermata in tempo; è stata terminata forzatamente e la sua cache è andata persa.</translation>
    </message>
    <message>
        <source>The simulated drive failed while stopping: %1</source>
        <extracomment>%1 is what the program printed</extracomment>
        <translation>L&apos;unità simulata non è riuscita a fermarsi: %1</translation>
    </message>
    <message>
        <source>Cannot save the pending test in %1: %2.</source>
        <extracomment>%1 file name, %2 the system&apos;s error text</extracomment>
        <translation>Impossibile salvare il test in sospeso in %1: %2.</translation>
    </message>
    <message>
        <source>Cannot write the autostart entry %1: %2.</source>
        <extracomment>%1 file name, %2 the system&apos;s error text</extracomment>
        <translation>Impossibile scrivere la voce di avvio automatico %1: %2.</translation>
    </message>
    <message>
        <source>Practice mode needs FUSE, and /dev/fuse cannot be used here.</source>
        <translation>La modalità esercitazione richiede FUSE, e qui /dev/fuse non può essere usato.</translation>
    </message>
    <message>
        <source>Practice mode needs fusermount3 (the fuse3 package).</source>
        <translation>La modalità esercitazione richiede fusermount3 (il pacchetto fuse3).</translation>
    </message>
    <message>
        <source>Practice mode needs driveproof-lyingdisk, which is not installed.</source>
        <translation>La modalità esercitazione richiede driveproof-lyingdisk, che non è installato.</translation>
    </message>
    <message>
        <source>Cannot create a temporary folder for practice.</source>
        <translation>Impossibile creare una cartella temporanea per l&apos;esercitazione.</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a pairing code.</source>
        <extracomment>%1 what was given</extracomment>
        <translation>&apos;%1&apos; non è un codice di associazione.</translation>
    </message>
    <message>
        <source>DriveProof simulated drive (%1)</source>
        <extracomment>the simulated drive of practice mode; %1 honest or lying</extracomment>
        <translation>Unità simulata DriveProof (%1)</translation>
    </message>
    <message>
        <source>lying</source>
        <translation>bugiarda</translation>
    </message>
    <message>
        <source>honest</source>
        <translation>onesta</translation>
    </message>
    <message>
        <source>Practice cancelled.</source>
        <translation>Esercitazione annullata.</translation>
    </message>
    <message>
        <source>idle</source>
        <translation>inattivo</translation>
    </message>
    <message>
        <source>starting the simulated drive and witness</source>
        <extracomment>practice mode: the simulated drive and the local witness start</extracomment>
        <translation>avvio dell&apos;unità simulata e del testimone</translation>
    </message>
    <message>
        <source>preparing</source>
        <extracomment>the test area is being filled with known data</extracomment>
        <translation>preparazione</translation>
    </message>
    <message>
        <source>writing</source>
        <translation>scrittura</translation>
    </message>
    <message>
        <source>cutting the power</source>
        <extracomment>practice mode: the simulated power cut</extracomment>
        <translation>interruzione della corrente</translation>
    </message>
    <message>
        <source>verifying</source>
        <translation>verifica</translation>
    </message>
    <message>
        <source>done</source>
        <translation>fatto</translation>
    </message>
    <message>
        <source>failed</source>
        <translation>non riuscito</translation>
    </message>
    <message>
        <source>This is a virtual machine: pulling its virtual plug tests the host&apos;s storage stack, not a drive. Run the test on real hardware.</source>
        <translation>Questa è una macchina virtuale: staccare la sua spina virtuale mette alla prova lo stack di archiviazione dell&apos;host, non un&apos;unità. Eseguire il test su hardware reale.</translation>
    </message>
    <message>
        <source>The machine runs on its battery: pulling the plug would not cut the power. Remove the battery, or use a machine without one.</source>
        <translation>La macchina è alimentata a batteria: staccare la spina non toglierebbe la corrente. Rimuovere la batteria, oppure usare una macchina senza batteria.</translation>
    </message>
    <message>
        <source>The drive sits behind a USB bridge, which may have a cache and flush rules of its own: the verdict is about the bridge and the drive together.</source>
        <translation>L&apos;unità si trova dietro un bridge USB, che potrebbe avere una propria cache e proprie regole di svuotamento: l&apos;esito riguarda il bridge e l&apos;unità insieme.</translation>
    </message>
    <message>
        <source>The drive&apos;s write cache is on. That is normal: the test shows whether the drive still keeps every write it acknowledged.</source>
        <translation>La cache di scrittura dell&apos;unità è attiva. È normale: il test mostra se l&apos;unità conserva comunque ogni scrittura che ha confermato.</translation>
    </message>
    <message>
        <source>The drive&apos;s unsafe-shutdown counter cannot be read, so the verifier cannot confirm that the power really went away.</source>
        <translation>Il contatore degli spegnimenti non sicuri dell&apos;unità non può essere letto, quindi il verificatore non può confermare che la corrente sia stata davvero tolta.</translation>
    </message>
    <message>
        <source>Choose a file or a device for the test area.</source>
        <translation>Scegliere un file o un dispositivo per l&apos;area di test.</translation>
    </message>
    <message>
        <source>%1 is neither a regular file nor a block device.</source>
        <extracomment>%1 a path</extracomment>
        <translation>%1 non è né un file normale né un dispositivo a blocchi.</translation>
    </message>
    <message>
        <source>The folder %1 does not exist.</source>
        <extracomment>%1 a folder</extracomment>
        <translation>La cartella %1 non esiste.</translation>
    </message>
    <message>
        <source>The device %1 was not found.</source>
        <extracomment>%1 a device node</extracomment>
        <translation>Il dispositivo %1 non è stato trovato.</translation>
    </message>
    <message>
        <source>No error.</source>
        <translation>Nessun errore.</translation>
    </message>
    <message>
        <source>Not a DriveProof power-loss frame (bad magic).</source>
        <extracomment>The power-loss witness received bytes that are not a DriveProof frame.</extracomment>
        <translation>Non è un frame di interruzione di corrente di DriveProof (magic errato).</translation>
    </message>
    <message>
        <source>Unsupported power-loss protocol version: update DriveProof on both machines.</source>
        <translation>Versione del protocollo di interruzione di corrente non supportata: aggiornare DriveProof su entrambe le macchine.</translation>
    </message>
    <message>
        <source>Unknown power-loss message type.</source>
        <translation>Tipo di messaggio di interruzione di corrente sconosciuto.</translation>
    </message>
    <message>
        <source>Power-loss frame too long for its type.</source>
        <translation>Frame di interruzione di corrente troppo lungo per il suo tipo.</translation>
    </message>
    <message>
        <source>Power-loss frame damaged in transit (CRC mismatch).</source>
        <translation>Frame di interruzione di corrente danneggiato durante la trasmissione (CRC non corrispondente).</translation>
    </message>
    <message>
        <source>Wrong pairing code: type the code the witness shows.</source>
        <extracomment>The pairing code is the code the witness shows and the user types on the writer.</extracomment>
        <translation>Codice di associazione errato: digitare il codice mostrato dal testimone.</translation>
    </message>
    <message>
        <source>Power-loss frame replayed or out of order.</source>
        <translation>Frame di interruzione di corrente ripetuto o fuori ordine.</translation>
    </message>
    <message>
        <source>Power-loss message malformed or with a value out of range.</source>
        <translation>Messaggio di interruzione di corrente malformato o con un valore fuori intervallo.</translation>
    </message>
    <message>
        <source>Power-loss message not expected at this point.</source>
        <translation>Messaggio di interruzione di corrente non previsto in questo momento.</translation>
    </message>
    <message>
        <source>Commit sequence numbers must increase.</source>
        <translation>I numeri di sequenza dei commit devono essere crescenti.</translation>
    </message>
    <message>
        <source>This run is already known to the witness with other parameters.</source>
        <translation>Questa esecuzione è già nota al testimone con altri parametri.</translation>
    </message>
    <message>
        <source>The witness knows no run with this id.</source>
        <translation>Il testimone non conosce alcuna esecuzione con questo id.</translation>
    </message>
    <message>
        <source>This run has already ended.</source>
        <translation>Questa esecuzione è già terminata.</translation>
    </message>
    <message>
        <source>The witness cannot keep this run&apos;s journal (disk error or damaged journal).</source>
        <translation>Il testimone non può tenere il journal di questa esecuzione (errore del disco o journal danneggiato).</translation>
    </message>
    <message>
        <source>The witness has too many connections.</source>
        <translation>Il testimone ha troppe connessioni.</translation>
    </message>
    <message>
        <source>The connection was silent for too long.</source>
        <translation>La connessione è rimasta silenziosa troppo a lungo.</translation>
    </message>
    <message>
        <source>The same run connected again from elsewhere; this connection was closed.</source>
        <translation>La stessa esecuzione si è ricollegata da un&apos;altra parte; questa connessione è stata chiusa.</translation>
    </message>
    <message>
        <source>The witness is busy with other verifiers; try again shortly.</source>
        <extracomment>The witness limits how many verifiers and ledger downloads it serves at once.</extracomment>
        <translation>Il testimone è occupato con altri verificatori; riprovare tra poco.</translation>
    </message>
    <message>
        <source>Unknown reason.</source>
        <translation>Motivo sconosciuto.</translation>
    </message>
    <message>
        <source>connecting to the witness</source>
        <translation>connessione al testimone</translation>
    </message>
    <message>
        <source>paused</source>
        <extracomment>writing paused while the witness cannot be reached</extracomment>
        <translation>in pausa</translation>
    </message>
    <message>
        <source>stopped</source>
        <translation>fermato</translation>
    </message>
    <message>
        <source>connecting</source>
        <translation>connessione</translation>
    </message>
    <message>
        <source>connected</source>
        <translation>connesso</translation>
    </message>
    <message>
        <source>unreachable</source>
        <translation>irraggiungibile</translation>
    </message>
    <message>
        <source>refused</source>
        <translation>rifiutato</translation>
    </message>
    <message>
        <source>closed</source>
        <extracomment>the link to the witness was closed</extracomment>
        <translation>chiuso</translation>
    </message>
    <message>
        <source>Cannot create %1: %2.</source>
        <extracomment>%1 file, %2 the system&apos;s error text</extracomment>
        <translation>Impossibile creare %1: %2.</translation>
    </message>
    <message>
        <source>Cannot reserve space for %1: %2.</source>
        <extracomment>%1 file, %2 the system&apos;s error text</extracomment>
        <translation>Impossibile riservare spazio per %1: %2.</translation>
    </message>
    <message>
        <source>no answer to the handshake within %1 s</source>
        <extracomment>%1 a number of seconds</extracomment>
        <translation>nessuna risposta all&apos;handshake entro %1 s</translation>
    </message>
    <message>
        <source>Cannot reach the witness at %1: %2. Is driveproof-cli witness running there, and is the port open?</source>
        <extracomment>%1 the witness&apos;s address, %2 the network&apos;s error text</extracomment>
        <translation>Impossibile raggiungere il testimone a %1: %2. driveproof-cli witness è in esecuzione lì, e la porta è aperta?</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a pairing code: type the 12 characters the witness shows.</source>
        <extracomment>%1 what the user typed</extracomment>
        <translation>&apos;%1&apos; non è un codice di associazione: digitare i 12 caratteri mostrati dal testimone.</translation>
    </message>
    <message>
        <source>The test area on %1 is too small: give it at least 1 MiB.</source>
        <extracomment>%1 the file or device</extracomment>
        <translation>L&apos;area di test su %1 è troppo piccola: indicare almeno 1 MiB.</translation>
    </message>
    <message>
        <source>The witness at %1 did not confirm every commit before the end.</source>
        <extracomment>%1 the witness&apos;s address</extracomment>
        <translation>Il testimone a %1 non ha confermato ogni commit prima della fine.</translation>
    </message>
    <message>
        <source>The witness at %1 refused this writer: %2</source>
        <extracomment>%1 the witness&apos;s address, %2 why it refused</extracomment>
        <translation>Il testimone a %1 ha rifiutato questo scrittore: %2</translation>
    </message>
    <message>
        <source>The test area was filled and flushed before the run.</source>
        <translation>L&apos;area di test è stata riempita e svuotata dalla cache prima dell&apos;esecuzione.</translation>
    </message>
    <message>
        <source>The witness never heard that the test area was prepared: start a new run.</source>
        <translation>Il testimone non ha mai saputo che l&apos;area di test era stata preparata: avviare una nuova esecuzione.</translation>
    </message>
    <message>
        <source>Simulated power cut (practice mode): no reboot was expected.</source>
        <translation>Interruzione di corrente simulata (modalità esercitazione): non era previsto alcun riavvio.</translation>
    </message>
    <message>
        <source>The machine restarted after the test.</source>
        <translation>La macchina si è riavviata dopo il test.</translation>
    </message>
    <message>
        <source>The boot id could not be compared, so a restart cannot be confirmed.</source>
        <translation>Impossibile confrontare il boot id, quindi non si può confermare un riavvio.</translation>
    </message>
    <message>
        <source>The machine has not restarted since the test: cut the power, then verify after the reboot.</source>
        <translation>La macchina non si è riavviata dal test: togliere la corrente, poi verificare dopo il riavvio.</translation>
    </message>
    <message>
        <source>The drive has no unsafe-shutdown counter; this check was skipped.</source>
        <translation>L&apos;unità non ha un contatore degli spegnimenti non sicuri; questo controllo è stato saltato.</translation>
    </message>
    <message>
        <source>The drive counted an unsafe shutdown (%1 → %2).</source>
        <extracomment>%1 and %2 counts of unsafe shutdowns reported by the drive</extracomment>
        <translation>L&apos;unità ha contato uno spegnimento non sicuro (%1 → %2).</translation>
    </message>
    <message>
        <source>The drive saw a clean shutdown (its unsafe-shutdown counter stayed at %1): pull the plug, don&apos;t press the power button.</source>
        <translation>L&apos;unità ha rilevato uno spegnimento regolare (il suo contatore degli spegnimenti non sicuri è rimasto a %1): staccare la spina, non premere il pulsante di accensione.</translation>
    </message>
    <message>
        <source>No commit reached the witness: let the test run before cutting the power.</source>
        <translation>Nessun commit ha raggiunto il testimone: lasciare che il test proceda prima di togliere la corrente.</translation>
    </message>
    <message>
        <source>Commits were reaching the witness until the cut.</source>
        <translation>I commit hanno raggiunto il testimone fino all&apos;interruzione.</translation>
    </message>
    <message>
        <source>The last commit reached the witness %1 s before the writer went silent: the test was not writing when the power went.</source>
        <translation>L&apos;ultimo commit ha raggiunto il testimone %1 s prima che lo scrittore smettesse di rispondere: il test non stava scrivendo quando è mancata la corrente.</translation>
    </message>
    <message>
        <source>Writes were in flight when the writer went silent.</source>
        <translation>C&apos;erano scritture in corso quando lo scrittore ha smesso di rispondere.</translation>
    </message>
    <message>
        <source>No write was in flight at the cut: every issued write had been acknowledged, so the cut tested nothing pending.</source>
        <translation>Nessuna scrittura era in corso al momento dell&apos;interruzione: ogni scrittura emessa era stata confermata, quindi l&apos;interruzione non ha messo alla prova nulla in sospeso.</translation>
    </message>
    <message>
        <source>The link to the witness was alive until the cut.</source>
        <translation>Il collegamento al testimone è rimasto attivo fino all&apos;interruzione.</translation>
    </message>
    <message>
        <source>The witness did not hear the writer until the cut.</source>
        <translation>Il testimone non ha sentito lo scrittore fino all&apos;interruzione.</translation>
    </message>
    <message>
        <source>The writer stopped on an error before the cut: %1</source>
        <translation>Lo scrittore si è fermato per un errore prima dell&apos;interruzione: %1</translation>
    </message>
    <message>
        <source>The writer reported no error.</source>
        <translation>Lo scrittore non ha segnalato errori.</translation>
    </message>
    <message>
        <source>The writer stopped on purpose before the cut: cut the power while the test is writing.</source>
        <translation>Lo scrittore si è fermato di proposito prima dell&apos;interruzione: togliere la corrente mentre il test sta scrivendo.</translation>
    </message>
    <message>
        <source>The writer did not stop on its own.</source>
        <translation>Lo scrittore non si è fermato da solo.</translation>
    </message>
    <message>
        <source>Not an address: %1. Use HOST:PORT or [IPv6]:PORT.</source>
        <extracomment>%1 is what the user typed as the witness address, e.g. 0.0.0.0:7070.
----------
%1 is the witness address the user typed.</extracomment>
        <translation>Non è un indirizzo: %1. Usare HOST:PORTA o [IPv6]:PORTA.</translation>
    </message>
    <message>
        <source>The witness refused: %1</source>
        <extracomment>%1 is the reason the witness gave.</extracomment>
        <translation>Il testimone ha rifiutato: %1</translation>
    </message>
    <message>
        <source>Lost the connection to the witness.</source>
        <translation>Connessione al testimone persa.</translation>
    </message>
    <message>
        <source>The witness did not answer in time.</source>
        <translation>Il testimone non ha risposto in tempo.</translation>
    </message>
    <message>
        <source>The ledger from the witness is damaged (size or digest mismatch).</source>
        <translation>Il registro ricevuto dal testimone è danneggiato (dimensione o digest non corrispondenti).</translation>
    </message>
    <message>
        <source>The report is too large to keep on the witness.</source>
        <translation>Il rapporto è troppo grande per essere conservato sul testimone.</translation>
    </message>
    <message>
        <source>Unexpected answer from the witness.</source>
        <translation>Risposta inattesa dal testimone.</translation>
    </message>
    <message>
        <source>Cannot open %1: %2.</source>
        <extracomment>%1 file, %2 the system&apos;s error text</extracomment>
        <translation>Impossibile aprire %1: %2.</translation>
    </message>
    <message>
        <source>The pending test has no valid pairing code.</source>
        <translation>Il test in sospeso non ha un codice di associazione valido.</translation>
    </message>
    <message>
        <source>Fetching the witness&apos;s record from %1</source>
        <extracomment>%1 the witness&apos;s address</extracomment>
        <translation>Recupero del registro del testimone da %1</translation>
    </message>
    <message>
        <source>Verification cancelled.</source>
        <translation>Verifica annullata.</translation>
    </message>
    <message>
        <source>Reading the drive&apos;s state</source>
        <translation>Lettura dello stato dell&apos;unità</translation>
    </message>
    <message>
        <source>Reading and checking the whole test area on %1</source>
        <extracomment>%1 file or device</extracomment>
        <translation>Lettura e controllo dell&apos;intera area di test su %1</translation>
    </message>
    <message>
        <source>Storing the report</source>
        <translation>Salvataggio del rapporto</translation>
    </message>
    <message>
        <source>Done</source>
        <translation>Fatto</translation>
    </message>
    <message>
        <source>Cannot create the witness journal folder %1.</source>
        <extracomment>%1 is a folder path.</extracomment>
        <translation>Impossibile creare la cartella dei journal del testimone %1.</translation>
    </message>
    <message>
        <source>Cannot derive the pairing key (not enough memory?).</source>
        <extracomment>The witness turns the pairing code into a key with Argon2id, which needs 64 MiB.</extracomment>
        <translation>Impossibile derivare la chiave di associazione (memoria insufficiente?).</translation>
    </message>
    <message>
        <source>The journal in folder %1 belongs to another run.</source>
        <translation>Il journal nella cartella %1 appartiene a un&apos;altra esecuzione.</translation>
    </message>
    <message>
        <source>The journal of this run reached its limit of %1 bytes.</source>
        <extracomment>%1 is a size in bytes.</extracomment>
        <translation>Il journal di questa esecuzione ha raggiunto il suo limite di %1 byte.</translation>
    </message>
    <message>
        <source>The witness claimed commits this writer never sent; reconnecting.</source>
        <extracomment>A high-water mark above the writer&apos;s own last commit: a forged or replayed answer.</extracomment>
        <translation>Il testimone ha dichiarato commit che questo scrittore non ha mai inviato; nuova connessione in corso.</translation>
    </message>
    <message>
        <source>Lost the connection to the witness; reconnecting.</source>
        <translation>Connessione al testimone persa; nuova connessione in corso.</translation>
    </message>
    <message>
        <source>Cannot resolve %1: %2</source>
        <extracomment>%1 is a host name or address, %2 the resolver&apos;s error message.</extracomment>
        <translation>Impossibile risolvere %1: %2</translation>
    </message>
    <message>
        <source>Cannot listen on %1: %2</source>
        <extracomment>%1 is an address:port, %2 the system&apos;s error message.</extracomment>
        <translation>Impossibile restare in ascolto su %1: %2</translation>
    </message>
    <message>
        <source>Cannot reach the witness at %1: %2</source>
        <extracomment>%1 is the witness&apos;s address:port, %2 the system&apos;s error message.</extracomment>
        <translation>Impossibile raggiungere il testimone a %1: %2</translation>
    </message>
    <message>
        <source>This file system does not support direct I/O: the writer goes through the page cache, which the commits flush.</source>
        <translation>Questo file system non supporta l&apos;I/O diretto: lo scrittore passa attraverso la cache delle pagine, che i commit svuotano.</translation>
    </message>
    <message>
        <source>Cannot open %1 for writing: %2.</source>
        <extracomment>%1 file or device, %2 the system&apos;s error text</extracomment>
        <translation>Impossibile aprire %1 in scrittura: %2.</translation>
    </message>
    <message>
        <source>The power-loss test parameters are invalid.</source>
        <translation>I parametri del test di interruzione di corrente non sono validi.</translation>
    </message>
    <message>
        <source>Preparing the test area failed: %1.</source>
        <extracomment>%1 the system&apos;s error text</extracomment>
        <translation>Preparazione dell&apos;area di test non riuscita: %1.</translation>
    </message>
    <message>
        <source>Flushing the prepared test area failed: %1.</source>
        <translation>Svuotamento della cache dell&apos;area di test preparata non riuscito: %1.</translation>
    </message>
    <message>
        <source>Write %1 failed: %2. The run is invalid; the writer stopped and does not retry.</source>
        <extracomment>%1 the write&apos;s sequence number, %2 the system&apos;s error text</extracomment>
        <translation>Scrittura %1 non riuscita: %2. L&apos;esecuzione non è valida; lo scrittore si è fermato e non riprova.</translation>
    </message>
    <message>
        <source>Committing up to write %1 failed: %2. The run is invalid; the writer stopped and does not retry.</source>
        <extracomment>%1 the last write&apos;s sequence number, %2 the system&apos;s error text</extracomment>
        <translation>Commit fino alla scrittura %1 non riuscito: %2. L&apos;esecuzione non è valida; lo scrittore si è fermato e non riprova.</translation>
    </message>
    <message>
        <source>The witness&apos;s record contradicts this machine&apos;s own record of the test (%1), so it cannot be trusted and this run proves nothing about acknowledged writes.</source>
        <extracomment>%1 what the witness&apos;s record says against this machine&apos;s (in English, for a bug report)</extracomment>
        <translation>La registrazione del testimone contraddice quella che questa macchina ha del test (%1), quindi non è affidabile e questa esecuzione non prova nulla sulle scritture confermate.</translation>
    </message>
    <message>
        <source>This is not the run&apos;s witness: it answered with another salt than during the run.</source>
        <translation>Questo non è il testimone dell&apos;esecuzione: ha risposto con un salt diverso da quello usato durante l&apos;esecuzione.</translation>
    </message>
    <message>
        <source>A frame from the witness arrived damaged or altered (%1); reconnecting.</source>
        <extracomment>%1 what was wrong with it, e.g. &quot;HMAC&quot; or &quot;CRC mismatch&quot;</extracomment>
        <translation>Un frame del testimone è arrivato danneggiato o alterato (%1); nuova connessione in corso.</translation>
    </message>
    <message>
        <source>The witness could not prove the pairing code (a fake witness or altered traffic); reconnecting.</source>
        <translation>Il testimone non ha potuto dimostrare il codice di associazione (un falso testimone o traffico alterato); nuova connessione in corso.</translation>
    </message>
    <message>
        <source>The witness refused a frame that reached it damaged or altered (%1); reconnecting.</source>
        <extracomment>%1 the witness&apos;s reason, e.g. &quot;Power-loss frame damaged in transit&quot;</extracomment>
        <translation>Il testimone ha rifiutato un frame arrivato danneggiato o alterato (%1); nuova connessione in corso.</translation>
    </message>
    <message>
        <source>The witness already keeps %1 runs: move old run folders out of its journal folder to make room.</source>
        <extracomment>%1 how many runs the witness keeps at most</extracomment>
        <translation>Il testimone conserva già %1 esecuzioni: spostare le cartelle delle esecuzioni vecchie fuori dalla sua cartella dei journal per fare spazio.</translation>
    </message>
    <message>
        <source>The witness holds %1 acknowledged writes in memory, as many as it may: this run cannot grow.</source>
        <extracomment>%1 a number of acknowledged writes</extracomment>
        <translation>Il testimone tiene in memoria %1 scritture confermate, il massimo consentito: questa esecuzione non può crescere.</translation>
    </message>
    <message numerus="yes">
        <source>The witness reports %n acknowledgement(s) this writer never sent, from seq %1, so its record cannot be trusted and this run proves nothing about acknowledged writes.</source>
        <extracomment>%n how many acknowledgements carry no valid receipt of this machine&apos;s writer, %1 the seq (a number) of the first of them</extracomment>
        <translation>
            <numerusform>Il testimone riporta %n conferma che questo scrittore non ha mai inviato, dalla sequenza %1, quindi la sua registrazione non è affidabile e questa esecuzione non prova nulla sulle scritture confermate.</numerusform>
            <numerusform>Il testimone riporta %n conferme che questo scrittore non ha mai inviato, dalla sequenza %1, quindi la sua registrazione non è affidabile e questa esecuzione non prova nulla sulle scritture confermate.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>DriveProof::Privilege</name>
    <message>
        <source>Cannot open %1: %2.</source>
        <extracomment>%1 device path, %2 the system&apos;s reason</extracomment>
        <translation>Impossibile aprire %1: %2.</translation>
    </message>
    <message>
        <source>The system bus is not running (%2), so DriveProof&apos;s helper cannot be reached for %1. Start D-Bus, or run as root.</source>
        <extracomment>%1 device path, %2 D-Bus error text</extracomment>
        <translation>Il bus di sistema non è in esecuzione (%2), quindi il programma ausiliario di DriveProof non può essere raggiunto per %1. Avviare D-Bus, oppure eseguire come root.</translation>
    </message>
    <message>
        <source>DriveProof&apos;s helper sent an unexpected reply for %1.</source>
        <extracomment>%1 device path</extracomment>
        <translation>Il programma ausiliario di DriveProof ha inviato una risposta inattesa per %1.</translation>
    </message>
    <message>
        <source>DriveProof&apos;s helper opened %1 but no file descriptor arrived.</source>
        <extracomment>%1 device path</extracomment>
        <translation>Il programma ausiliario di DriveProof ha aperto %1 ma non è arrivato alcun descrittore di file.</translation>
    </message>
    <message>
        <source>DriveProof&apos;s helper is not installed (%1 is not on the system bus): install the package, or run as root.</source>
        <extracomment>%1 D-Bus service name</extracomment>
        <translation>Il programma ausiliario di DriveProof non è installato (%1 non è sul bus di sistema): installare il pacchetto, oppure eseguire come root.</translation>
    </message>
    <message>
        <source>DriveProof&apos;s helper is installed but could not be started (%1). Reinstall DriveProof.</source>
        <extracomment>%1 D-Bus error text</extracomment>
        <translation>Il programma ausiliario di DriveProof è installato ma non è stato possibile avviarlo (%1). Reinstallare DriveProof.</translation>
    </message>
    <message>
        <source>DriveProof&apos;s helper did not answer for %1 within %2 seconds. If an authentication dialog was open, try again.</source>
        <extracomment>%1 device path, %2 number of seconds</extracomment>
        <translation>Il programma ausiliario di DriveProof non ha risposto per %1 entro %2 secondi. Se era aperta una finestra di autenticazione, riprovare.</translation>
    </message>
    <message>
        <source>The system bus refused the call to DriveProof&apos;s helper (%1): its D-Bus policy is missing or damaged. Reinstall DriveProof.</source>
        <extracomment>%1 D-Bus error text</extracomment>
        <translation>Il bus di sistema ha rifiutato la chiamata al programma ausiliario di DriveProof (%1): la sua politica D-Bus manca o è danneggiata. Reinstallare DriveProof.</translation>
    </message>
    <message>
        <source>DriveProof&apos;s helper failed for %1: %3 (%2).</source>
        <extracomment>%1 device path, %2 D-Bus error name, %3 D-Bus error text</extracomment>
        <translation>Il programma ausiliario di DriveProof non è riuscito per %1: %3 (%2).</translation>
    </message>
</context>
<context>
    <name>DriveProof::Report</name>
    <message>
        <source>a pair [bucket, count]</source>
        <translation>una coppia [bucket, conteggio]</translation>
    </message>
    <message>
        <source>The test result is damaged: %1 names latency bucket %2, but the buckets end at %3.</source>
        <extracomment>%1 where in the file; %2 the bucket number found; %3 the last valid one</extracomment>
        <translation>Il risultato del test è danneggiato: %1 indica il bucket di latenza %2, ma i bucket finiscono a %3.</translation>
    </message>
    <message>
        <source>The test result is damaged: %1 lists latency bucket %2 twice.</source>
        <extracomment>%1 where in the file; %2 a bucket number</extracomment>
        <translation>Il risultato del test è danneggiato: %1 elenca due volte il bucket di latenza %2.</translation>
    </message>
    <message>
        <source>The test result is damaged: the latency buckets of %1 do not add up to its count.</source>
        <extracomment>%1 where in the file, e.g. measurements[0].histogram</extracomment>
        <translation>Il risultato del test è danneggiato: la somma dei bucket di latenza di %1 non corrisponde al suo conteggio.</translation>
    </message>
    <message>
        <source>The test result is damaged: the minimum or maximum of %1 lies outside its lowest or highest latency bucket.</source>
        <extracomment>%1 where in the file, e.g. measurements[0].histogram</extracomment>
        <translation>Il risultato del test è danneggiato: il minimo o il massimo di %1 cade fuori dal suo bucket di latenza più basso o più alto.</translation>
    </message>
    <message>
        <source>The test result is damaged: the sum of %1 cannot come from its latency buckets.</source>
        <extracomment>%1 where in the file, e.g. measurements[0].histogram</extracomment>
        <translation>Il risultato del test è danneggiato: la somma di %1 non può derivare dai suoi bucket di latenza.</translation>
    </message>
    <message>
        <source>%1: %2 commits/s</source>
        <extracomment>%1 the line&apos;s label, e.g. &quot;fdatasync, 1 × 8 kB&quot;; %2 commits per second</extracomment>
        <translation>%1: %2 commit/s</translation>
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
        <translation>%1 (fermato da un errore)</translation>
    </message>
    <message>
        <source>%1 (cancelled)</source>
        <extracomment>%1 the summary so far; a test the user cancelled</extracomment>
        <translation>%1 (annullato)</translation>
    </message>
    <message>
        <source>The result has no id, so it cannot be kept in the history.</source>
        <translation>Il risultato non ha un id, quindi non può essere conservato nella cronologia.</translation>
    </message>
    <message>
        <source>Cannot create the history folder %1. Check that your home folder is writable.</source>
        <extracomment>%1 folder path</extracomment>
        <translation>Impossibile creare la cartella della cronologia %1. Controllare che la propria cartella home sia scrivibile.</translation>
    </message>
    <message>
        <source>Cannot write %1: %2.</source>
        <extracomment>%1 file name, %2 the system&apos;s error text</extracomment>
        <translation>Impossibile scrivere %1: %2.</translation>
    </message>
    <message>
        <source>The history holds no result with the id %1.</source>
        <extracomment>%1 a result id</extracomment>
        <translation>La cronologia non contiene alcun risultato con l&apos;id %1.</translation>
    </message>
    <message>
        <source>The id %1 fits several results in the history; give the whole id.</source>
        <extracomment>%1 a short result id</extracomment>
        <translation>L&apos;id %1 corrisponde a più risultati nella cronologia; indicare l&apos;id completo.</translation>
    </message>
    <message>
        <source>Cannot delete %1: %2.</source>
        <extracomment>%1 file name, %2 the system&apos;s error text</extracomment>
        <translation>Impossibile eliminare %1: %2.</translation>
    </message>
    <message>
        <source>The test result is damaged: %1 is missing.</source>
        <extracomment>%1 where in the file, e.g. measurements[2].iops</extracomment>
        <translation>Il risultato del test è danneggiato: manca %1.</translation>
    </message>
    <message>
        <source>The test result is damaged: %1 should be %2.</source>
        <extracomment>%1 where in the file, e.g. measurements[2].iops; %2 what it should be, e.g. &quot;a number&quot;</extracomment>
        <translation>Il risultato del test è danneggiato: %1 dovrebbe essere %2.</translation>
    </message>
    <message>
        <source>The test result is damaged: %1 is %2, outside the range %3 to %4.</source>
        <extracomment>%1 where in the file, e.g. measurements[2].read_percent; %2 the value found there; %3 and %4 the smallest and largest value allowed</extracomment>
        <translation>Il risultato del test è danneggiato: %1 vale %2, fuori dall&apos;intervallo da %3 a %4.</translation>
    </message>
    <message>
        <source>text</source>
        <translation>testo</translation>
    </message>
    <message>
        <source>true or false</source>
        <translation>true o false</translation>
    </message>
    <message>
        <source>true, false or null</source>
        <translation>true, false o null</translation>
    </message>
    <message>
        <source>a whole number</source>
        <translation>un numero intero</translation>
    </message>
    <message>
        <source>a number</source>
        <translation>un numero</translation>
    </message>
    <message>
        <source>a date and time (ISO 8601)</source>
        <translation>una data e ora (ISO 8601)</translation>
    </message>
    <message>
        <source>a list</source>
        <translation>un elenco</translation>
    </message>
    <message>
        <source>an object</source>
        <translation>un oggetto</translation>
    </message>
    <message>
        <source>a list of six numbers</source>
        <translation>un elenco di sei numeri</translation>
    </message>
    <message>
        <source>one of info, good, caution, danger</source>
        <translation>uno tra info, good, caution, danger</translation>
    </message>
    <message>
        <source>This is not a DriveProof test result: it has no format_version.</source>
        <translation>Questo non è un risultato di test di DriveProof: non ha format_version.</translation>
    </message>
    <message>
        <source>This test result has format %1, but this version of DriveProof reads formats up to %2. Open it with a newer DriveProof.</source>
        <extracomment>%1 the file&apos;s format number, %2 the newest format this version reads</extracomment>
        <translation>Questo risultato di test ha il formato %1, ma questa versione di DriveProof legge formati fino a %2. Aprirlo con una versione più recente di DriveProof.</translation>
    </message>
    <message>
        <source>This is not a DriveProof test result: the JSON breaks at byte %1 (%2).</source>
        <extracomment>%1 byte offset in the file, %2 what the JSON parser says</extracomment>
        <translation>Questo non è un risultato di test di DriveProof: il JSON si interrompe al byte %1 (%2).</translation>
    </message>
    <message>
        <source>This is not a DriveProof test result: it holds no JSON object.</source>
        <translation>Questo non è un risultato di test di DriveProof: non contiene alcun oggetto JSON.</translation>
    </message>
    <message>
        <source>Cannot read %1: %2.</source>
        <extracomment>%1 file name, %2 the system&apos;s reason</extracomment>
        <translation>Impossibile leggere %1: %2.</translation>
    </message>
    <message>
        <source>%1 is too large to be a DriveProof test result.</source>
        <extracomment>%1 file name</extracomment>
        <translation>%1 è troppo grande per essere un risultato di test di DriveProof.</translation>
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
            <numerusform>%n misura</numerusform>
            <numerusform>%n misure</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 s</source>
        <extracomment>a time per step; %1 seconds, e.g. &quot;5&quot; or &quot;0.5&quot;</extracomment>
        <translation>%1 s</translation>
    </message>
    <message>
        <source>temporary file</source>
        <translation>file temporaneo</translation>
    </message>
    <message>
        <source>file</source>
        <translation>file</translation>
    </message>
    <message>
        <source>whole device</source>
        <translation>intero dispositivo</translation>
    </message>
    <message>
        <source>none (raw device)</source>
        <extracomment>where a run had no file system under it (the raw device)</extracomment>
        <translation>nessuno (dispositivo grezzo)</translation>
    </message>
    <message>
        <source>They are different tests (%1 and %2).</source>
        <extracomment>%1 and %2 two test keys, e.g. &quot;quick&quot; and &quot;random&quot;</extracomment>
        <translation>Sono test diversi (%1 e %2).</translation>
    </message>
    <message>
        <source>They used different test sizes (%1 and %2): a small area fits a cache that a large one overflows.</source>
        <extracomment>%1 and %2 test sizes, e.g. &quot;128 MiB&quot; and &quot;1 GiB&quot;</extracomment>
        <translation>Hanno usato dimensioni di test diverse (%1 e %2): un&apos;area piccola sta in una cache che una grande fa traboccare.</translation>
    </message>
    <message>
        <source>They ran on different kinds of target (%1 and %2): a file system adds its own work to every write.</source>
        <extracomment>%1 and %2 kinds of target, e.g. &quot;temporary file&quot; and &quot;whole device&quot;</extracomment>
        <translation>Sono girate su tipi di destinazione diversi (%1 e %2): un file system aggiunge il proprio lavoro a ogni scrittura.</translation>
    </message>
    <message>
        <source>They ran on different file systems (%1 and %2).</source>
        <extracomment>%1 and %2 file systems, e.g. &quot;ext4&quot; and &quot;btrfs&quot;</extracomment>
        <translation>Sono girate su file system diversi (%1 e %2).</translation>
    </message>
    <message>
        <source>They used different I/O engines (%1 and %2).</source>
        <extracomment>%1 and %2 I/O engines, e.g. &quot;io_uring&quot; and &quot;psync&quot;</extracomment>
        <translation>Hanno usato motori di I/O diversi (%1 e %2).</translation>
    </message>
    <message>
        <source>They ran for different times per step (%1 and %2).</source>
        <extracomment>%1 and %2 times per step, e.g. &quot;2 s&quot; and &quot;5 s&quot;</extracomment>
        <translation>Sono girate con tempi per passo diversi (%1 e %2).</translation>
    </message>
    <message>
        <source>%1 per step</source>
        <extracomment>the time each step of a test ran; %1 e.g. &quot;5 s&quot;</extracomment>
        <translation>%1 per passo</translation>
    </message>
    <message>
        <source>%1 on %2</source>
        <extracomment>%1 a kind of target (&quot;temporary file&quot;), %2 its file system (&quot;ext4&quot;)</extracomment>
        <translation>%1 su %2</translation>
    </message>
    <message>
        <source>SEQ1M Q8T1, SEQ1M Q1T1, RND4K Q32T1, RND4K Q1T1 · %1 · %2 per step</source>
        <extracomment>the quick check&apos;s definition; %1 a test size (&quot;1 GiB&quot;), %2 a time per step (&quot;5 s&quot;). SEQ1M Q8T1 etc. are CrystalDiskMark&apos;s test names: keep them.</extracomment>
        <translation>SEQ1M Q8T1, SEQ1M Q1T1, RND4K Q32T1, RND4K Q1T1 · %1 · %2 per passo</translation>
    </message>
    <message>
        <source>The history holds no result with the id %1, and there is no such file. &apos;driveproof-cli history DEVICE&apos; lists the ids.</source>
        <extracomment>%1 a result id or file name</extracomment>
        <translation>La cronologia non contiene risultati con l&apos;id %1, e non esiste un file simile. &apos;driveproof-cli history DEVICE&apos; elenca gli id.</translation>
    </message>
    <message>
        <source>a list of two numbers</source>
        <translation>un elenco di due numeri</translation>
    </message>
    <message>
        <source>%1 self-test: %2, at %3 power-on hours; first failing sector %4.</source>
        <extracomment>%1 kind of self-test (&quot;Short&quot;), %2 its result (&quot;Failed: read error&quot;), %3 the drive&apos;s power-on hours when it ended, %4 a sector number</extracomment>
        <translation>Autotest (%1): %2, a %3 ore di accensione; primo settore difettoso %4.</translation>
    </message>
    <message>
        <source>%1 self-test: %2, at %3 power-on hours.</source>
        <extracomment>%1 kind of self-test (&quot;Short&quot;), %2 its result (&quot;Completed without error&quot;), %3 the drive&apos;s power-on hours when it ended</extracomment>
        <translation>Autotest (%1): %2, a %3 ore di accensione.</translation>
    </message>
    <message>
        <source>read</source>
        <translation>lettura</translation>
    </message>
    <message>
        <source>write</source>
        <translation>scrittura</translation>
    </message>
    <message>
        <source>mixed %1% read</source>
        <extracomment>%1 percentage of reads in a mixed workload, e.g. 70</extracomment>
        <translation>misto %1% letture</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <extracomment>%1 a CrystalDiskMark-style preset name (SEQ1M Q8T1), %2 read/write/mixed</extracomment>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>block size %1, %2</source>
        <extracomment>a sweep point: %1 block size, %2 read/write</extracomment>
        <translation>dimensione del blocco %1, %2</translation>
    </message>
    <message>
        <source>queue depth %1, %2</source>
        <extracomment>a sweep point: %1 queue depth, %2 read/write</extracomment>
        <translation>profondità di coda %1, %2</translation>
    </message>
    <message numerus="yes">
        <source>%n thread(s), %1</source>
        <extracomment>a sweep point: %n threads, %1 read/write</extracomment>
        <translation>
            <numerusform>%n thread, %1</numerusform>
            <numerusform>%n thread, %1</numerusform>
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
        <translation>write, close, fsync (un altro descrittore)</translation>
    </message>
    <message>
        <source>write, no sync (baseline, not durable)</source>
        <translation>write, senza sync (riferimento, non persistente)</translation>
    </message>
    <message>
        <source>O_DIRECT write, no sync (baseline, not durable)</source>
        <translation>write O_DIRECT, senza sync (riferimento, non persistente)</translation>
    </message>
    <message>
        <source>sustained sequential write</source>
        <translation>scrittura sequenziale prolungata</translation>
    </message>
    <message>
        <source>surface scan (read)</source>
        <translation>scansione della superficie (lettura)</translation>
    </message>
    <message>
        <source>random reads, pass %1</source>
        <extracomment>%1 1 or 2: the pass of the hybrid-cache check</extracomment>
        <translation>letture casuali, passaggio %1</translation>
    </message>
    <message>
        <source>%1 (cache off)</source>
        <extracomment>a commit line measured with the drive&apos;s write cache switched off; %1 its label</extracomment>
        <translation>%1 (cache disattivata)</translation>
    </message>
    <message>
        <source>Skipped: the block size %1 is larger than the test area (%2).</source>
        <extracomment>%1 block size, %2 test area size</extracomment>
        <translation>Saltato: la dimensione del blocco %1 è maggiore dell&apos;area di test (%2).</translation>
    </message>
    <message>
        <source>Skipped: O_DIRECT writes of %1 bytes are smaller than the device&apos;s logical block size (%2 bytes).</source>
        <extracomment>%1 write size in bytes, %2 the device&apos;s logical block size in bytes</extracomment>
        <translation>Saltato: le scritture O_DIRECT da %1 byte sono più piccole della dimensione del blocco logico del dispositivo (%2 byte).</translation>
    </message>
    <message>
        <source>Skipped: this file system does not support O_DIRECT.</source>
        <translation>Saltato: questo file system non supporta O_DIRECT.</translation>
    </message>
    <message>
        <source>Skipped: the device rejects O_DIRECT writes of %1 bytes.</source>
        <extracomment>%1 write size in bytes</extracomment>
        <translation>Saltato: il dispositivo rifiuta le scritture O_DIRECT da %1 byte.</translation>
    </message>
</context>
<context>
    <name>DriveProof::Suites</name>
    <message>
        <source>The cache A/B test needs a drive whose write cache is on and can be switched; %1&apos;s is not. Run the commit test alone.</source>
        <extracomment>%1 device node</extracomment>
        <translation>Il test A/B della cache richiede un&apos;unità con la cache di scrittura attiva e modificabile; quella di %1 non lo è. Eseguire il solo test di commit.</translation>
    </message>
    <message>
        <source>Could not switch the write cache of %1 back on. Switch it on with &apos;driveproof-cli cache %1 --set on&apos;.</source>
        <extracomment>%1 device node</extracomment>
        <translation>Impossibile riattivare la cache di scrittura di %1. Attivarla con &apos;driveproof-cli cache %1 --set on&apos;.</translation>
    </message>
    <message>
        <source>Cannot open %1 for the commit test: %2.</source>
        <extracomment>%1 file or device, %2 the system&apos;s error text</extracomment>
        <translation>Impossibile aprire %1 per il test di commit: %2.</translation>
    </message>
    <message>
        <source>The commit test stopped at &quot;%1&quot;: writing to %2 failed: %3.</source>
        <extracomment>%1 the line&apos;s label, %2 file or device, %3 the system&apos;s error text</extracomment>
        <translation>Il test di commit si è fermato a &quot;%1&quot;: scrittura su %2 non riuscita: %3.</translation>
    </message>
    <message>
        <source>&quot;%1&quot; stopped on %2: %3</source>
        <extracomment>%1 the step&apos;s label, %2 file or device, %3 the error</extracomment>
        <translation>&quot;%1&quot; si è fermato su %2: %3</translation>
    </message>
    <message>
        <source>idle, so the drive can move hot data</source>
        <translation>inattività, così l&apos;unità può spostare i dati più usati</translation>
    </message>
    <message>
        <source>Commit rate</source>
        <translation>Frequenza di commit</translation>
    </message>
    <message>
        <source>Throughput</source>
        <translation>Velocità di trasferimento</translation>
    </message>
    <message>
        <source>Sustained write</source>
        <translation>Scrittura prolungata</translation>
    </message>
    <message>
        <source>Surface scan</source>
        <translation>Scansione della superficie</translation>
    </message>
    <message>
        <source>Random I/O</source>
        <translation>I/O casuale</translation>
    </message>
    <message>
        <source>Quick check</source>
        <translation>Controllo rapido</translation>
    </message>
    <message>
        <source>Block size sweep</source>
        <translation>Scansione delle dimensioni del blocco</translation>
    </message>
    <message>
        <source>Queue depth sweep</source>
        <translation>Scansione della profondità di coda</translation>
    </message>
    <message>
        <source>Thread sweep</source>
        <translation>Scansione del numero di thread</translation>
    </message>
    <message>
        <source>Hybrid cache check</source>
        <translation>Controllo della cache ibrida</translation>
    </message>
    <message>
        <source>A drive test is running; suspending would spoil its numbers.</source>
        <translation>È in corso un test dell&apos;unità; la sospensione ne falserebbe i numeri.</translation>
    </message>
    <message>
        <source>The cache A/B test needs to know the drive under the target, and it could not be found. Run the commit test alone.</source>
        <translation>Il test A/B della cache deve conoscere l&apos;unità su cui si trova la destinazione, e non è stato possibile trovarla. Eseguire il solo test di commit.</translation>
    </message>
    <message>
        <source>O_DIRECT is not supported here: the run is buffered, so the page cache is in the numbers.</source>
        <translation>O_DIRECT non è supportato qui: l&apos;esecuzione usa il buffer, quindi la cache delle pagine influisce sui numeri.</translation>
    </message>
    <message>
        <source>%1 is in use: %2 DriveProof does not write to a device in use. Unmount it, swapoff it or stop what is built on it first.</source>
        <extracomment>%1 device node, %2 a sentence saying what uses it, e.g. &quot;/dev/loop0 backs the loop device /dev/loop1. /dev/loop1 is mounted on /mnt.&quot;</extracomment>
        <translation>%1 è in uso: %2 DriveProof non scrive su un dispositivo in uso. Prima smontarlo, eseguire swapoff o fermare ciò che vi è costruito sopra.</translation>
    </message>
    <message>
        <source>%1 is not a folder. Choose a folder on the drive to test.</source>
        <extracomment>%1 a folder</extracomment>
        <translation>%1 non è una cartella. Scegliere una cartella sull&apos;unità da testare.</translation>
    </message>
    <message>
        <source>The test size must be at least 4 KiB.</source>
        <translation>La dimensione del test deve essere di almeno 4 KiB.</translation>
    </message>
    <message>
        <source>%1 has too little free space for a %2 test file (%3 free). Choose a smaller size or another folder.</source>
        <extracomment>%1 folder, %2 the size asked for, %3 free space</extracomment>
        <translation>%1 ha troppo poco spazio libero per un file di test da %2 (%3 liberi). Scegliere una dimensione minore o un&apos;altra cartella.</translation>
    </message>
    <message>
        <source>Cannot create a test file in %1: %2. Choose a folder you can write to.</source>
        <extracomment>%1 folder, %2 the system&apos;s error text</extracomment>
        <translation>Impossibile creare un file di test in %1: %2. Scegliere una cartella in cui si può scrivere.</translation>
    </message>
    <message>
        <source>Preparing the test file</source>
        <translation>Preparazione del file di test</translation>
    </message>
    <message>
        <source>Cannot prepare the test file %1: %2.</source>
        <extracomment>%1 the test file, %2 what failed, in English from the system</extracomment>
        <translation>Impossibile preparare il file di test %1: %2.</translation>
    </message>
    <message>
        <source>%1 is not an existing regular file. Name a file, or choose a folder for a temporary test file.</source>
        <extracomment>%1 a path</extracomment>
        <translation>%1 non è un file normale esistente. Indicare un file, oppure scegliere una cartella per un file di test temporaneo.</translation>
    </message>
    <message>
        <source>%1 is smaller than 4 KiB: too small to test. DriveProof never grows a file it did not create.</source>
        <extracomment>%1 a file</extracomment>
        <translation>%1 è più piccolo di 4 KiB: troppo piccolo per il test. DriveProof non ingrandisce mai un file che non ha creato.</translation>
    </message>
    <message>
        <source>Cannot open %1: %2.</source>
        <extracomment>%1 file, %2 the system&apos;s error text
----------
%1 device node, %2 the system&apos;s error text</extracomment>
        <translation>Impossibile aprire %1: %2.</translation>
    </message>
    <message>
        <source>Writing to %1 destroys what is on it. Confirm by typing the device name, or pass --destructive.</source>
        <extracomment>%1 device node</extracomment>
        <translation>La scrittura su %1 distrugge ciò che contiene. Confermare digitando il nome del dispositivo, oppure passare --destructive.</translation>
    </message>
    <message>
        <source>%L1 IOPS</source>
        <extracomment>I/O operations per second</extracomment>
        <translation>%L1 IOPS</translation>
    </message>
    <message>
        <source>fdatasync commits at %1 per second, faster than the platters turn (%2 rpm allows about %3 per second with one thread): a volatile or battery-backed cache acknowledges the commits. Run the power-loss test to learn whether it keeps them.</source>
        <extracomment>%1 commits per second, %2 rotation rate, %3 the most commits per second it allows</extracomment>
        <translation>fdatasync esegue %1 commit al secondo, più velocemente di quanto girino i piatti (%2 giri/min consentono circa %3 al secondo con un thread): una cache volatile o protetta da batteria conferma i commit. Eseguire il test di interruzione di corrente per sapere se li conserva.</translation>
    </message>
    <message>
        <source>fdatasync commits at %1 per second, within what %2 rpm allows (about %3 per second): each commit waits for the platter.</source>
        <extracomment>%1 commits per second, %2 rotation rate, %3 the most commits per second it allows</extracomment>
        <translation>fdatasync esegue %1 commit al secondo, entro quanto consentono %2 giri/min (circa %3 al secondo): ogni commit attende il piatto.</translation>
    </message>
    <message>
        <source>With the drive&apos;s write cache off, fdatasync still commits at %1 per second, above the %3 per second that %2 rpm allows: the setting was ignored or another cache answers.</source>
        <extracomment>%1 commits per second, %2 rotation rate, %3 the most commits per second it allows</extracomment>
        <translation>Con la cache di scrittura dell&apos;unità disattivata, fdatasync esegue ancora %1 commit al secondo, più dei %3 al secondo che %2 giri/min consentono: l&apos;impostazione è stata ignorata oppure risponde un&apos;altra cache.</translation>
    </message>
    <message>
        <source>Each fdatasync sent %2 flushes to %1: flushes reach the device.</source>
        <extracomment>%1 device name, %2 flushes per commit (a decimal number)</extracomment>
        <translation>Ogni fdatasync ha inviato %2 svuotamenti della cache a %1: gli svuotamenti raggiungono il dispositivo.</translation>
    </message>
    <message>
        <source>Flushes are not reaching %1: fdatasync sent none although the kernel treats the device as write back. Something between DriveProof and the drive swallows them (a hypervisor, a RAID or device-mapper layer).</source>
        <extracomment>%1 device name</extracomment>
        <translation>Gli svuotamenti della cache non raggiungono %1: fdatasync non ne ha inviato nessuno benché il kernel tratti il dispositivo come a scrittura differita (write back). Qualcosa tra DriveProof e l&apos;unità li assorbe (un hypervisor, un livello RAID o device-mapper).</translation>
    </message>
    <message>
        <source>Flushes are not reaching %1: the kernel treats it as write through (queue/write_cache) and sends it no flushes. If the drive&apos;s own cache is on, committed data can be lost at a power cut.</source>
        <extracomment>%1 device name</extracomment>
        <translation>Gli svuotamenti della cache non raggiungono %1: il kernel lo tratta come a scrittura immediata (write through, queue/write_cache) e non gli invia svuotamenti. Se la cache propria dell&apos;unità è attiva, i dati confermati possono andare persi in caso di interruzione di corrente.</translation>
    </message>
    <message>
        <source>The kernel sends %1 no flushes while its write cache is off for this half of the test (it treats the device as write through): as expected.</source>
        <extracomment>%1 device name</extracomment>
        <translation>Il kernel non invia svuotamenti della cache a %1 mentre la sua cache di scrittura è disattivata per questa metà del test (tratta il dispositivo come a scrittura immediata): come previsto.</translation>
    </message>
    <message>
        <source>Flushes are not reaching %1: the file system is mounted with nobarrier, so the kernel sends no flushes. Committed data can be lost at a power cut.</source>
        <extracomment>%1 device name</extracomment>
        <translation>Gli svuotamenti della cache non raggiungono %1: il file system è montato con nobarrier, quindi il kernel non invia svuotamenti. I dati confermati possono andare persi in caso di interruzione di corrente.</translation>
    </message>
    <message>
        <source>This drive acknowledges %1 commits per second with its write cache on. Only the power-loss test can tell whether it keeps them.</source>
        <extracomment>%1 commits per second</extracomment>
        <translation>Questa unità conferma %1 commit al secondo con la cache di scrittura attiva. Solo il test di interruzione di corrente può dire se li conserva.</translation>
    </message>
    <message>
        <source>This drive acknowledges %1 commits per second with its write cache on and %2 with it off.</source>
        <extracomment>%1 commits per second with the cache on, %2 with it off</extracomment>
        <translation>Questa unità conferma %1 commit al secondo con la cache di scrittura attiva e %2 con la cache disattivata.</translation>
    </message>
    <message>
        <source>The write rate fell from %1 to %2 after %3 had been written: a cache ran out.</source>
        <extracomment>%1 and %2 transfer rates, %3 an amount of data</extracomment>
        <translation>La velocità di scrittura è scesa da %1 a %2 dopo aver scritto %3: una cache si è esaurita.</translation>
    </message>
    <message>
        <source>The write rate held at about %1 over all %2.</source>
        <extracomment>%1 a transfer rate, %2 an amount of data</extracomment>
        <translation>La velocità di scrittura è rimasta intorno a %1 per tutti i %2.</translation>
    </message>
    <message>
        <source>Reads ran at %1 at the start and %2 at the end; the slowest stretch read at %3, at %4.</source>
        <extracomment>%1..%3 transfer rates, %4 a position on the drive (an amount of data)</extracomment>
        <translation>Le letture andavano a %1 all&apos;inizio e a %2 alla fine; il tratto più lento è stato letto a %3, a %4.</translation>
    </message>
    <message numerus="yes">
        <source>%n stretch(es) read at less than half the median rate: the drive retried there, or remapped sectors slow it down. Look at its health.</source>
        <translation>
            <numerusform>%n tratto è stato letto a meno della metà della velocità mediana: lì l&apos;unità ha ripetuto i tentativi, oppure dei settori rimappati la rallentano. Controllarne lo stato di salute.</numerusform>
            <numerusform>%n tratti sono stati letti a meno della metà della velocità mediana: lì l&apos;unità ha ripetuto i tentativi, oppure dei settori rimappati la rallentano. Controllarne lo stato di salute.</numerusform>
        </translation>
    </message>
    <message>
        <source>The second pass was %1 times as fast (%2 → %3): the drive moved the data to faster storage while idle.</source>
        <extracomment>%1 how many times faster (a decimal number), %2 and %3 IOPS before and after</extracomment>
        <translation>Il secondo passaggio è stato %1 volte più veloce (%2 → %3): l&apos;unità ha spostato i dati su una memoria più veloce durante l&apos;inattività.</translation>
    </message>
    <message>
        <source>The second pass ran at %2 against %1 before: no sign of a cache that promotes hot data while the drive is idle.</source>
        <extracomment>%1 and %2 IOPS of the first and the second pass</extracomment>
        <translation>Il secondo passaggio ha ottenuto %2 contro %1 prima: nessun segno di una cache che promuove i dati più usati mentre l&apos;unità è inattiva.</translation>
    </message>
    <message>
        <source>O_DIRECT is not supported on this file system: the run was buffered, so the page cache is in the numbers.</source>
        <translation>O_DIRECT non è supportato su questo file system: l&apos;esecuzione ha usato il buffer, quindi la cache delle pagine influisce sui numeri.</translation>
    </message>
    <message>
        <source>This is a virtual machine (%1): the numbers describe the hypervisor&apos;s storage, not the drive&apos;s.</source>
        <extracomment>%1 the hypervisor, e.g. kvm</extracomment>
        <translation>Questa è una macchina virtuale (%1): i numeri descrivono l&apos;archiviazione dell&apos;hypervisor, non quella dell&apos;unità.</translation>
    </message>
    <message>
        <source>%1 is mounted with barriers off (%2): the kernel sends the drive no flushes, so no commit there is durable.</source>
        <extracomment>%1 mount point, %2 mount options</extracomment>
        <translation>%1 è montato con le barriere disattivate (%2): il kernel non invia svuotamenti della cache all&apos;unità, quindi lì nessun commit è persistente.</translation>
    </message>
    <message>
        <source>%L1 %2</source>
        <extracomment>a transfer rate; %L1 the number, %2 its unit (&quot;MB/s&quot; or &quot;MiB/s&quot;)</extracomment>
        <translation>%L1 %2</translation>
    </message>
    <message>
        <source>SATA, link speed unknown</source>
        <translation>SATA, velocità del collegamento sconosciuta</translation>
    </message>
    <message>
        <source>SATA %1 Gb/s</source>
        <extracomment>%1 the SATA link speed in Gb/s, e.g. 6</extracomment>
        <translation>SATA %1 Gb/s</translation>
    </message>
    <message>
        <source>PCIe, link speed unknown</source>
        <translation>PCIe, velocità del collegamento sconosciuta</translation>
    </message>
    <message>
        <source>PCIe %1 x%2</source>
        <extracomment>%1 the PCIe generation (&quot;3.0&quot;), %2 lanes in use</extracomment>
        <translation>PCIe %1 x%2</translation>
    </message>
    <message>
        <source>USB, link speed unknown</source>
        <translation>USB, velocità del collegamento sconosciuta</translation>
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
        <translation>%1 (~%2 utilizzabili)</translation>
    </message>
    <message>
        <source>%1 (the drive can do PCIe %2 x%3)</source>
        <extracomment>%1 the PCIe link now (&quot;PCIe 3.0 x2&quot;), %2 PCIe generation (&quot;4.0&quot;), %3 lanes</extracomment>
        <translation>%1 (l&apos;unità supporta PCIe %2 x%3)</translation>
    </message>
    <message>
        <source>%1 of x%2</source>
        <extracomment>%1 the PCIe link now (&quot;PCIe 3.0 x2&quot;), %2 lanes the drive has</extracomment>
        <translation>%1 su x%2</translation>
    </message>
    <message>
        <source>%1, %2</source>
        <extracomment>%1 the USB link (&quot;USB 3.0 (5 Gb/s)&quot;), %2 the storage protocol: UAS or BOT</extracomment>
        <translation>%1, %2</translation>
    </message>
    <message>
        <source>hard disk (%L1 rpm)</source>
        <translation>disco rigido (%L1 giri/min)</translation>
    </message>
    <message>
        <source>hard disk</source>
        <translation>disco rigido</translation>
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
        <translation>unità dietro un bridge USB</translation>
    </message>
    <message>
        <source>virtual disk</source>
        <translation>disco virtuale</translation>
    </message>
    <message>
        <source>%1 is more than a %2 link can carry (%3): the link is emulated or misreported (a virtual machine, or a cache in front of the drive), so this number says nothing about the drive.</source>
        <extracomment>%1 a measured transfer rate, %2 the link (&quot;SATA 1.5 Gb/s&quot;), %3 the most it carries</extracomment>
        <translation>%1 è più di quanto possa trasportare un collegamento %2 (%3): il collegamento è emulato o riportato in modo errato (una macchina virtuale, o una cache davanti all&apos;unità), quindi questo valore non dice nulla sull&apos;unità.</translation>
    </message>
    <message>
        <source>Writes at %1: the limit of its %2 link (%3 at most) — as fast as it can be here.</source>
        <extracomment>%1 a transfer rate, %2 the link (&quot;SATA 6 Gb/s&quot;), %3 what it carries</extracomment>
        <translation>Scrive a %1: il limite del suo collegamento %2 (al massimo %3); qui non può andare più veloce.</translation>
    </message>
    <message>
        <source>Reads at %1: the limit of its %2 link (%3 at most) — as fast as it can be here.</source>
        <extracomment>%1 a transfer rate, %2 the link (&quot;SATA 6 Gb/s&quot;), %3 what it carries</extracomment>
        <translation>Legge a %1: il limite del suo collegamento %2 (al massimo %3); qui non può andare più veloce.</translation>
    </message>
    <message>
        <source>Writes at %1 on a %2 link: the link, not the drive, is the limit (the drive can do %3 Gb/s; check the cable and the port).</source>
        <extracomment>%1 a transfer rate, %2 the link (&quot;SATA 3 Gb/s&quot;), %3 the drive&apos;s fastest SATA speed in Gb/s, e.g. 6</extracomment>
        <translation>Scrive a %1 su un collegamento %2: il limite è il collegamento, non l&apos;unità (l&apos;unità supporta %3 Gb/s; controllare il cavo e la porta).</translation>
    </message>
    <message>
        <source>Reads at %1 on a %2 link: the link, not the drive, is the limit (the drive can do %3 Gb/s; check the cable and the port).</source>
        <extracomment>%1 a transfer rate, %2 the link (&quot;SATA 3 Gb/s&quot;), %3 the drive&apos;s fastest SATA speed in Gb/s, e.g. 6</extracomment>
        <translation>Legge a %1 su un collegamento %2: il limite è il collegamento, non l&apos;unità (l&apos;unità supporta %3 Gb/s; controllare il cavo e la porta).</translation>
    </message>
    <message>
        <source>On a USB 2 port: 480 Mb/s holds it to about %1 (measured: %2). A USB 3 port would let it go faster.</source>
        <extracomment>%1 what a USB 2 port allows, a transfer rate; %2 the measured transfer rate</extracomment>
        <translation>Su una porta USB 2: i 480 Mb/s la limitano a circa %1 (misurato: %2). Una porta USB 3 le permetterebbe di andare più veloce.</translation>
    </message>
    <message>
        <source>Reads at %1: SATA SSDs read at %2 to %3 on a 6 Gb/s link, so something other than the link holds this one back (a full or worn drive, power saving, or the file system).</source>
        <extracomment>%1 the measured transfer rate, %2 and %3 the usual range (transfer rates)</extracomment>
        <translation>Legge a %1: gli SSD SATA leggono tra %2 e %3 su un collegamento a 6 Gb/s, quindi qualcosa di diverso dal collegamento frena questa unità (un&apos;unità piena o usurata, il risparmio energetico o il file system).</translation>
    </message>
    <message>
        <source>This NVMe drive runs on %1 although it can do PCIe %2 x%3: the link trained below what the drive and its slot allow (a riser, a dirty contact, or lanes shared with another slot). It carries %4 of the %5 it could.</source>
        <extracomment>%1 the link now (&quot;PCIe 3.0 x2&quot;), %2 PCIe generation, %3 lanes, %4 and %5 transfer rates (what the link carries now, what it could)</extracomment>
        <translation>Questa unità NVMe funziona in %1 anche se supporta PCIe %2 x%3: il collegamento è stato negoziato al di sotto di quanto consentono l&apos;unità e il suo slot (un riser, un contatto sporco o linee condivise con un altro slot). Trasporta %4 dei %5 possibili.</translation>
    </message>
    <message>
        <source>This NVMe drive runs on %1 but can do PCIe %2 x%3: the slot holds it to %4 of the %5 it could use. A slot with more lanes would let it go faster.</source>
        <extracomment>%1 the link now (&quot;PCIe 3.0 x2&quot;), %2 PCIe generation, %3 lanes, %4 and %5 transfer rates (what the slot carries, what the drive could use)</extracomment>
        <translation>Questa unità NVMe funziona in %1 ma supporta PCIe %2 x%3: lo slot la limita a %4 dei %5 che potrebbe usare. Uno slot con più linee le permetterebbe di andare più veloce.</translation>
    </message>
    <message>
        <source>RND4K Q1T1 at %1 is what a %L2 rpm disk does (about %3 to %4): each read waits for a seek and half a turn.</source>
        <extracomment>%1 measured IOPS, %2 rotation rate in rpm, %3 and %4 the usual range of IOPS</extracomment>
        <translation>RND4K Q1T1 a %1 è ciò che fa un disco da %L2 giri/min (circa da %3 a %4): ogni lettura attende un posizionamento della testina e mezzo giro.</translation>
    </message>
    <message>
        <source>RND4K Q1T1 at %1 is faster than a %L2 rpm disk can seek (about %3 to %4): a cache answers these reads, so they say little about the disk.</source>
        <extracomment>%1 measured IOPS, %2 rotation rate in rpm, %3 and %4 the usual range of IOPS</extracomment>
        <translation>RND4K Q1T1 a %1 è più veloce di quanto un disco da %L2 giri/min possa posizionare la testina (circa da %3 a %4): una cache risponde a queste letture, quindi dicono poco sul disco.</translation>
    </message>
    <message>
        <source>Writes fell from %1 to %2 after %3: the end of its fast SLC cache. Copies larger than that run at about %2.</source>
        <extracomment>%1 and %2 transfer rates, %3 an amount of data. SLC: the fast part of an SSD&apos;s flash that takes writes first</extracomment>
        <translation>La scrittura è scesa da %1 a %2 dopo %3: la sua cache SLC veloce è esaurita. Le copie più grandi procedono a circa %2.</translation>
    </message>
    <message>
        <source>%1 is a loop device without direct I/O: its reads and writes go through the page cache of the file system that holds its backing file, so these numbers describe the page cache (memory), not a drive. Attach it with &apos;losetup --direct-io=on&apos; to measure the drive under the file.</source>
        <extracomment>%1 a loop device, e.g. loop3</extracomment>
        <translation>%1 è un dispositivo loop senza I/O diretto: letture e scritture passano per la cache delle pagine del file system che contiene il suo file, quindi questi numeri descrivono la cache delle pagine (memoria), non un&apos;unità. Collegalo con &apos;losetup --direct-io=on&apos; per misurare l&apos;unità sotto il file.</translation>
    </message>
    <message>
        <source>The run went through the page cache, which serves some requests from memory and sends others to the drive.</source>
        <translation>L&apos;esecuzione è passata per la cache delle pagine, che serve alcune richieste dalla memoria e ne manda altre all&apos;unità.</translation>
    </message>
    <message>
        <source>Something else used the drive meanwhile, a cache filled or emptied, or the drive paused to tidy up: run the test again before trusting the numbers.</source>
        <translation>Qualcos&apos;altro ha usato l&apos;unità nel frattempo, una cache si è riempita o svuotata, o l&apos;unità si è fermata a riordinare: ripeti il test prima di fidarti dei numeri.</translation>
    </message>
    <message>
        <source>The numbers are unstable: %1 swung between %2 and %4 (typically %3) from one tenth of a second to the next, far more than a drive&apos;s own noise. %5</source>
        <extracomment>%1 a measurement (&quot;SEQ1M Q8T1 read&quot;); %2, %3, %4 rates or IOPS (low, typical, high); %5 why (a sentence)</extracomment>
        <translation>I numeri sono instabili: %1 è oscillato tra %2 e %4 (di solito %3) da un decimo di secondo all&apos;altro, molto più del rumore proprio di un&apos;unità. %5</translation>
    </message>
    <message>
        <source>%1 is no longer empty (found: %2), so it was not written to. Confirm again with the device&apos;s name.</source>
        <extracomment>%1 device node, %2 what was found, e.g. &quot;gpt, ext4&quot;</extracomment>
        <translation>%1 non è più vuoto (trovato: %2), quindi non vi è stato scritto nulla. Conferma di nuovo con il nome del dispositivo.</translation>
    </message>
    <message>
        <source>No drive was found under the target.</source>
        <translation>Non è stata trovata nessuna unità sotto la destinazione.</translation>
    </message>
    <message>
        <source>%1 reports no temperature.</source>
        <extracomment>%1 device path</extracomment>
        <translation>%1 non riporta alcuna temperatura.</translation>
    </message>
    <message numerus="yes">
        <source>The drive reached %1 °C and slowed itself down %n time(s) during this test: these numbers are those of a hot drive, not what it does when cool.</source>
        <extracomment>%1 the drive&apos;s highest temperature in °C; %n how often it throttled itself</extracomment>
        <translation>
            <numerusform>L&apos;unità ha raggiunto %1 °C e si è rallentata da sola %n volta durante questo test: questi numeri sono quelli di un&apos;unità calda, non ciò che fa da fredda.</numerusform>
            <numerusform>L&apos;unità ha raggiunto %1 °C e si è rallentata da sola %n volte durante questo test: questi numeri sono quelli di un&apos;unità calda, non ciò che fa da fredda.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The drive reached %1 °C and slowed itself down %n time(s) during the sustained write: the drop from %2 to %3 at %4 is heat, not its cache.</source>
        <extracomment>%1 the drive&apos;s highest temperature in °C, %n how often it throttled itself, %2 and %3 transfer rates, %4 an amount of data</extracomment>
        <translation>
            <numerusform>L&apos;unità ha raggiunto %1 °C e si è rallentata da sola %n volta durante la scrittura prolungata: il calo da %2 a %3 a %4 è dovuto al calore, non alla sua cache.</numerusform>
            <numerusform>L&apos;unità ha raggiunto %1 °C e si è rallentata da sola %n volte durante la scrittura prolungata: il calo da %2 a %3 a %4 è dovuto al calore, non alla sua cache.</numerusform>
        </translation>
    </message>
    <message>
        <source>Drive temperature: %1 °C before the test, %2 °C after.</source>
        <extracomment>%1 and %2 temperatures in °C (&quot;?&quot; when unknown)</extracomment>
        <translation>Temperatura dell&apos;unità: %1 °C prima del test, %2 °C dopo.</translation>
    </message>
    <message numerus="yes">
        <source>The drive slowed itself down for heat %n time(s) during the test, for %1 s in all.</source>
        <extracomment>%n how often the drive throttled itself, %1 seconds it spent throttled</extracomment>
        <translation>
            <numerusform>L&apos;unità si è rallentata per il calore %n volta durante il test, per %1 s in tutto.</numerusform>
            <numerusform>L&apos;unità si è rallentata per il calore %n volte durante il test, per %1 s in tutto.</numerusform>
        </translation>
    </message>
    <message>
        <source>The drive did not slow itself down for heat during the test.</source>
        <translation>L&apos;unità non si è rallentata per il calore durante il test.</translation>
    </message>
    <message>
        <source>Time above its warning temperature during the test: %1 min; above its critical temperature: %2 min.</source>
        <extracomment>%1 and %2 minutes</extracomment>
        <translation>Tempo sopra la temperatura di avviso durante il test: %1 min; sopra la temperatura critica: %2 min.</translation>
    </message>
    <message>
        <source>The drive&apos;s heat was not read: %1</source>
        <extracomment>%1 why (a sentence)</extracomment>
        <translation>La temperatura dell&apos;unità non è stata letta: %1</translation>
    </message>
</context>
</TS>
