<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="sk_SK">
<context>
    <name>DriveProof::Alignment</name>
    <message>
        <source>Partition %1 on %2 starts at byte %3, which is not even on a %4-byte logical sector boundary: the partition table or the kernel&apos;s view of it is damaged. Back up its data, then recreate the partition at sector %5 (e.g. &apos;parted %2 mkpart primary %5s 100%&apos;), and check with &apos;parted %2 align-check optimal %1&apos;.</source>
        <extracomment>%1 partition number, %2 device or image path, %3 start in bytes, %4 logical sector size in bytes, %5 suggested start sector</extracomment>
        <translation>Oddiel %1 na %2 začína na bajte %3, teda ani nie na hranici logického sektora s veľkosťou %4 bajtov: tabuľka oddielov alebo jej obraz v jadre je poškodený. Zálohujte jeho dáta a potom oddiel vytvorte znova od sektora %5 (napr. &apos;parted %2 mkpart primary %5s 100%&apos;) a skontrolujte pomocou &apos;parted %2 align-check optimal %1&apos;.</translation>
    </message>
    <message>
        <source>Partition %1 on %2 starts at sector %3 (byte %4): misaligned by %8 bytes, %5 bytes past a %6-byte physical sector boundary and %8 bytes short of the next. Every write that crosses a boundary costs the drive a read-modify-write. Back up its data, then recreate the partition at sector %7: in fdisk, delete it and create it again with first sector %7, or run &apos;parted %2 mkpart primary %7s 100%&apos; (give its old end instead of 100% if other partitions follow it). Check with &apos;parted %2 align-check optimal %1&apos;.</source>
        <extracomment>%1 partition number, %2 device or image path, %3 start sector, %4 start in bytes, %5 bytes past the physical sector boundary, %6 physical sector size in bytes, %7 suggested start sector, %8 bytes short of the next physical sector boundary. Keep the commands in quotes untranslated.</extracomment>
        <translation>Oddiel %1 na %2 začína na sektore %3 (bajt %4): je posunutý o %8 bajtov, %5 bajtov za hranicou fyzického sektora s veľkosťou %6 bajtov a %8 bajtov pred nasledujúcou. Každý zápis, ktorý prekročí hranicu, stojí jednotku operáciu čítanie-úprava-zápis. Zálohujte jeho dáta a potom oddiel vytvorte znova od sektora %7: vo fdisk ho odstráňte a vytvorte znova s prvým sektorom %7, alebo spustite &apos;parted %2 mkpart primary %7s 100%&apos; (ak za ním nasledujú ďalšie oddiely, zadajte namiesto 100% jeho pôvodný koniec). Skontrolujte pomocou &apos;parted %2 align-check optimal %1&apos;.</translation>
    </message>
    <message>
        <source>Partition %1 on %2 starts at sector %3 (byte %4). It is aligned to the %5-byte physical sectors, so the drive is not slowed down, but not to 1 MiB, the boundary that partitioning tools use today and that suits SSD erase blocks and RAID stripes. No need to act now; if you recreate the partition one day, start it at sector %6 (e.g. &apos;parted %2 mkpart primary %6s 100%&apos;). Check with &apos;parted %2 align-check optimal %1&apos;.</source>
        <extracomment>%1 partition number, %2 device or image path, %3 start sector, %4 start in bytes, %5 physical sector size in bytes, %6 suggested start sector</extracomment>
        <translation>Oddiel %1 na %2 začína na sektore %3 (bajt %4). Je zarovnaný na fyzické sektory s veľkosťou %5 bajtov, takže jednotku nespomaľuje, ale nie na 1 MiB, hranicu, ktorú dnes používajú nástroje na rozdeľovanie diskov a ktorá vyhovuje mazacím blokom SSD a pásom RAID. Teraz netreba nič robiť; ak oddiel niekedy vytvoríte znova, začnite ho na sektore %6 (napr. &apos;parted %2 mkpart primary %6s 100%&apos;). Skontrolujte pomocou &apos;parted %2 align-check optimal %1&apos;.</translation>
    </message>
    <message>
        <source>Partition %1 on %2 starts at sector %3 (byte %4). It is aligned to the %5-byte physical sectors and to 1 MiB, but not to the optimal I/O size of %6 bytes that the device reports, so large writes may be split across stripes. If you recreate the partition, start it at sector %7 (e.g. &apos;parted %2 mkpart primary %7s 100%&apos;). Check with &apos;parted %2 align-check optimal %1&apos;.</source>
        <extracomment>%1 partition number, %2 device or image path, %3 start sector, %4 start in bytes, %5 physical sector size in bytes, %6 optimal I/O size in bytes, %7 suggested start sector</extracomment>
        <translation>Oddiel %1 na %2 začína na sektore %3 (bajt %4). Je zarovnaný na fyzické sektory s veľkosťou %5 bajtov aj na 1 MiB, ale nie na optimálnu veľkosť V/V %6 bajtov, ktorú hlási zariadenie, takže veľké zápisy sa môžu rozdeliť medzi pásy. Ak oddiel vytvoríte znova, začnite ho na sektore %7 (napr. &apos;parted %2 mkpart primary %7s 100%&apos;). Skontrolujte pomocou &apos;parted %2 align-check optimal %1&apos;.</translation>
    </message>
    <message>
        <source>Partition %1 on %2 starts at sector %3 (byte %4). It is aligned to the %5-byte physical sectors, but neither to 1 MiB nor to the optimal I/O size of %6 bytes that the device reports, so large writes may be split across stripes. If you recreate the partition, start it at sector %7 (e.g. &apos;parted %2 mkpart primary %7s 100%&apos;). Check with &apos;parted %2 align-check optimal %1&apos;.</source>
        <extracomment>%1 partition number, %2 device or image path, %3 start sector, %4 start in bytes, %5 physical sector size in bytes, %6 optimal I/O size in bytes, %7 suggested start sector</extracomment>
        <translation>Oddiel %1 na %2 začína na sektore %3 (bajt %4). Je zarovnaný na fyzické sektory s veľkosťou %5 bajtov, ale ani na 1 MiB, ani na optimálnu veľkosť V/V %6 bajtov, ktorú hlási zariadenie, takže veľké zápisy sa môžu rozdeliť medzi pásy. Ak oddiel vytvoríte znova, začnite ho na sektore %7 (napr. &apos;parted %2 mkpart primary %7s 100%&apos;). Skontrolujte pomocou &apos;parted %2 align-check optimal %1&apos;.</translation>
    </message>
    <message>
        <source>Partition %1 on %2 starts at sector %3, which suits the drive&apos;s physical sectors and 1 MiB boundaries. Nothing to do.</source>
        <extracomment>%1 partition number, %2 device or image path, %3 start sector</extracomment>
        <translation>Oddiel %1 na %2 začína na sektore %3, čo vyhovuje fyzickým sektorom jednotky aj hraniciam 1 MiB. Netreba nič robiť.</translation>
    </message>
    <message>
        <source>%1 could not be opened (%2), so these are the partitions the kernel lists for it. Run as root to read the partition table itself.</source>
        <extracomment>%1 device path, %2 the system&apos;s reason</extracomment>
        <translation>%1 sa nepodarilo otvoriť (%2), preto sú zobrazené oddiely, ktoré preň uvádza jadro. Ak chcete prečítať samotnú tabuľku oddielov, spustite program ako root.</translation>
    </message>
    <message>
        <source>%1 could not be opened (%2), so these are the partitions the kernel lists for it; the partition table itself was not read.</source>
        <extracomment>%1 device path, %2 the system&apos;s reason</extracomment>
        <translation>%1 sa nepodarilo otvoriť (%2), preto sú zobrazené oddiely, ktoré preň uvádza jadro; samotná tabuľka oddielov nebola prečítaná.</translation>
    </message>
    <message>
        <source>These are the partitions the kernel lists for %1, because its partition table could not be read: %2</source>
        <extracomment>%1 device path, %2 why the table could not be read (a full sentence)</extracomment>
        <translation>Toto sú oddiely, ktoré jadro uvádza pre %1, pretože jeho tabuľku oddielov sa nepodarilo prečítať: %2</translation>
    </message>
    <message>
        <source>OK</source>
        <extracomment>alignment verdict: the partition is well aligned</extracomment>
        <translation>V poriadku</translation>
    </message>
    <message>
        <source>Misaligned</source>
        <extracomment>alignment verdict: the partition does not start on a physical sector boundary</extracomment>
        <translation>Nezarovnaný</translation>
    </message>
    <message>
        <source>Cannot open %1 even as root: %2. The system blocks access to it (a container or a security policy).</source>
        <extracomment>%1 device or file, %2 the system&apos;s reason</extracomment>
        <translation>%1 sa nedá otvoriť ani ako root: %2. Systém k nemu blokuje prístup (kontajner alebo bezpečnostná politika).</translation>
    </message>
    <message>
        <source>Cannot open %1: %2. Run as root or use sudo.</source>
        <extracomment>%1 device or file, %2 the system&apos;s reason</extracomment>
        <translation>%1 sa nedá otvoriť: %2. Spustite program ako root alebo cez sudo.</translation>
    </message>
    <message>
        <source>Cannot open %1: %2. Check the path.</source>
        <extracomment>%1 device or file, %2 the system&apos;s reason</extracomment>
        <translation>%1 sa nedá otvoriť: %2. Skontrolujte cestu.</translation>
    </message>
    <message>
        <source>Cannot open %1: %2. Check that the drive is connected and the file is readable.</source>
        <extracomment>%1 device or file, %2 the system&apos;s reason</extracomment>
        <translation>%1 sa nedá otvoriť: %2. Skontrolujte, či je jednotka pripojená a súbor čitateľný.</translation>
    </message>
    <message>
        <source>No partition table for %2-byte sectors found on %1, but there is one for %3-byte sectors. Read it with a logical sector size of %3 bytes.</source>
        <extracomment>%1 image file, %2 sector size asked for, %3 sector size that works (bytes)</extracomment>
        <translation>Na %1 sa nenašla tabuľka oddielov pre sektory s veľkosťou %2 bajtov, ale je tam tabuľka pre sektory s veľkosťou %3 bajtov. Prečítajte ju s veľkosťou logického sektora %3 bajtov.</translation>
    </message>
    <message>
        <source>%1 is a folder. Give a drive such as /dev/sdb or a disk image file.</source>
        <extracomment>%1 the path the user gave</extracomment>
        <translation>%1 je priečinok. Zadajte jednotku, napríklad /dev/sdb, alebo súbor s obrazom disku.</translation>
    </message>
    <message>
        <source>%1 is neither a drive nor a disk image file. Give a drive such as /dev/sdb or a disk image file.</source>
        <extracomment>%1 the path the user gave</extracomment>
        <translation>%1 nie je jednotka ani súbor s obrazom disku. Zadajte jednotku, napríklad /dev/sdb, alebo súbor s obrazom disku.</translation>
    </message>
    <message>
        <source>No partition table found on %1: the file is empty.</source>
        <extracomment>%1 image file</extracomment>
        <translation>Na %1 sa nenašla tabuľka oddielov: súbor je prázdny.</translation>
    </message>
    <message>
        <source>%1 is empty: no partition table and no file system, as a new drive arrives. There is nothing to align yet; partitioning tools start the first partition at 1 MiB, which suits this drive.</source>
        <extracomment>%1 device path</extracomment>
        <translation>%1 je prázdna: žiadna tabuľka oddielov ani súborový systém, tak ako prichádza nová jednotka. Zatiaľ nie je čo zarovnávať; nástroje na delenie disku začínajú prvý oddiel na 1 MiB, čo tejto jednotke vyhovuje.</translation>
    </message>
    <message>
        <source>%1 holds its %2 file system written straight onto the whole drive, without a partition table. That is a valid layout, but the drive reports its sector 0 %3 bytes past a physical sector boundary, so the file system&apos;s blocks straddle physical sectors. Only a new layout fixes that: back up, then create a partition table whose first partition starts at 1 MiB.</source>
        <extracomment>%1 device path, %2 file-system type (&quot;ext4&quot;), %3 alignment offset in bytes</extracomment>
        <translation>%1 nesie súborový systém %2 zapísaný priamo na celú jednotku, bez tabuľky oddielov. Je to platné usporiadanie, ale jednotka hlási svoj sektor 0 %3 bajtov za hranicou fyzického sektora, takže bloky súborového systému presahujú fyzické sektory. Napraví to len nové usporiadanie: zálohujte a potom vytvorte tabuľku oddielov, ktorej prvý oddiel začína na 1 MiB.</translation>
    </message>
    <message>
        <source>%1 holds its %2 file system written straight onto the whole drive, without a partition table. That is a valid layout: the file system starts at byte 0, on a boundary of every sector size, so it is aligned. Nothing to do.</source>
        <extracomment>%1 device path, %2 file-system type (&quot;ext4&quot;)</extracomment>
        <translation>%1 nesie súborový systém %2 zapísaný priamo na celú jednotku, bez tabuľky oddielov. Je to platné usporiadanie: súborový systém začína na bajte 0, na hranici každej veľkosti sektora, takže je zarovnaný. Nie je čo robiť.</translation>
    </message>
    <message>
        <source>Acceptable</source>
        <extracomment>alignment verdict: physically aligned (the drive is not slowed down, no need to act now), but not to 1 MiB or the optimal I/O size</extracomment>
        <translation>Prijateľné</translation>
    </message>
    <message>
        <source>No partition table found on %1: it is empty, or holds a file system on the whole of it, which needs none. Check that this is the right disk or image.</source>
        <extracomment>%1 device or image file</extracomment>
        <translation>Na %1 sa nenašla tabuľka oddielov: je prázdny, alebo nesie súborový systém cez celú plochu, ktorý žiadnu nepotrebuje. Overte, či ide o správny disk alebo obraz.</translation>
    </message>
</context>
<context>
    <name>DriveProof::Cache</name>
    <message numerus="yes">
        <source>The sense data is cut off: %n byte(s) of the 8-byte header arrived.</source>
        <extracomment>%n number of bytes that arrived</extracomment>
        <translation>
            <numerusform>Dáta sense sú orezané: z 8-bajtovej hlavičky dorazil %n bajt.</numerusform>
            <numerusform>Dáta sense sú orezané: z 8-bajtovej hlavičky dorazili %n bajty.</numerusform>
            <numerusform>Dáta sense sú orezané: z 8-bajtovej hlavičky dorazilo %n bajtov.</numerusform>
        </translation>
    </message>
    <message>
        <source>The ATA Status Return descriptor is malformed (length %1h instead of 0Ch).</source>
        <extracomment>%1 the descriptor&apos;s length byte in hex</extracomment>
        <translation>Deskriptor ATA Status Return je chybný (dĺžka %1h namiesto 0Ch).</translation>
    </message>
    <message>
        <source>The sense data is cut off inside the ATA Status Return descriptor.</source>
        <translation>Dáta sense sú orezané vnútri deskriptora ATA Status Return.</translation>
    </message>
    <message>
        <source>The sense data is cut off: it declares %1 bytes but %2 arrived.</source>
        <extracomment>%1 bytes the sense data declares, %2 bytes that arrived</extracomment>
        <translation>Dáta sense sú orezané: deklarujú %1 bajtov, ale dorazilo %2.</translation>
    </message>
    <message numerus="yes">
        <source>The fixed-format sense data is cut off: %n byte(s) arrived, at least 14 are needed.</source>
        <extracomment>%n number of bytes that arrived</extracomment>
        <translation>
            <numerusform>Dáta sense v pevnom formáte sú orezané: dorazil %n bajt, potrebných je aspoň 14.</numerusform>
            <numerusform>Dáta sense v pevnom formáte sú orezané: dorazili %n bajty, potrebných je aspoň 14.</numerusform>
            <numerusform>Dáta sense v pevnom formáte sú orezané: dorazilo %n bajtov, potrebných je aspoň 14.</numerusform>
        </translation>
    </message>
    <message>
        <source>The device sent no sense data, so the ATA status of the command is unknown.</source>
        <translation>Zariadenie neposlalo žiadne dáta sense, preto stav ATA príkazu nie je známy.</translation>
    </message>
    <message>
        <source>The sense data has an unknown format (response code %1h): neither descriptor (72h) nor fixed (70h) format.</source>
        <extracomment>%1 the response code byte in hex</extracomment>
        <translation>Dáta sense majú neznámy formát (kód odpovede %1h): nie sú ani v deskriptorovom (72h), ani v pevnom (70h) formáte.</translation>
    </message>
    <message>
        <source>sense key %1h, additional sense %2h/%3h</source>
        <extracomment>SCSI sense in hex. %1 sense key, %2 additional sense code, %3 its qualifier</extracomment>
        <translation>sense key %1h, additional sense %2h/%3h</translation>
    </message>
    <message>
        <source>%1, ATA status %2h, error %3h</source>
        <extracomment>%1 the text before, %2 ATA STATUS byte in hex, %3 ATA ERROR byte in hex</extracomment>
        <translation>%1, stav ATA %2h, chyba %3h</translation>
    </message>
    <message>
        <source>%1 does not exist.</source>
        <extracomment>%1 file name</extracomment>
        <translation>%1 neexistuje.</translation>
    </message>
    <message>
        <source>%1 is not a regular file: give a saved IDENTIFY dump (512 raw bytes or the text of &apos;hdparm --Istdout&apos;).</source>
        <extracomment>%1 file name</extracomment>
        <translation>%1 nie je bežný súbor: zadajte uložený výpis IDENTIFY (512 surových bajtov alebo text z &apos;hdparm --Istdout&apos;).</translation>
    </message>
    <message>
        <source>%1 has %2 bytes: too large for an IDENTIFY dump (512 raw bytes, or about 1300 bytes of text).</source>
        <extracomment>%1 file name, %2 its size in bytes</extracomment>
        <translation>%1 má %2 bajtov: to je na výpis IDENTIFY príliš veľa (512 surových bajtov alebo asi 1300 bajtov textu).</translation>
    </message>
    <message>
        <source>Cannot read %1: %2.</source>
        <extracomment>%1 file name, %2 the system&apos;s reason</extracomment>
        <translation>%1 sa nedá prečítať: %2.</translation>
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
            <numerusform>Dáta IDENTIFY musia mať presne 512 bajtov; tieto majú %n bajt.</numerusform>
            <numerusform>Dáta IDENTIFY musia mať presne 512 bajtov; tieto majú %n bajty.</numerusform>
            <numerusform>Dáta IDENTIFY musia mať presne 512 bajtov; tieto majú %n bajtov.</numerusform>
        </translation>
    </message>
    <message>
        <source>The IDENTIFY data is all zeros: the drive or its USB bridge returned no data.</source>
        <translation>Dáta IDENTIFY obsahujú len nuly: jednotka alebo jej USB mostík nevrátili žiadne dáta.</translation>
    </message>
    <message>
        <source>The IDENTIFY data is all FFh: no drive answered (an empty port, or a bridge without a disk).</source>
        <translation>Dáta IDENTIFY obsahujú len FFh: neodpovedala žiadna jednotka (prázdny port alebo mostík bez disku).</translation>
    </message>
    <message>
        <source>Word 0 is %1h: this is data from an ATAPI device (an optical drive), not IDENTIFY DEVICE data of a disk.</source>
        <extracomment>%1 word 0 in hex</extracomment>
        <translation>Slovo 0 je %1h: ide o dáta zariadenia ATAPI (optickej mechaniky), nie o dáta IDENTIFY DEVICE disku.</translation>
    </message>
    <message>
        <source>The IDENTIFY checksum in word 255 is wrong (the 512 bytes sum to %1h, not 00h): the data is damaged or was edited.</source>
        <extracomment>%1 the sum of all bytes modulo 256, in hex</extracomment>
        <translation>Kontrolný súčet IDENTIFY v slove 255 je nesprávny (súčet 512 bajtov je %1h, nie 00h): dáta sú poškodené alebo upravené.</translation>
    </message>
    <message>
        <source>Words 117-118 give a logical sector size of %1 bytes, which no drive uses: the data is damaged.</source>
        <extracomment>%1 a size in bytes</extracomment>
        <translation>Slová 117 – 118 udávajú veľkosť logického sektora %1 bajtov, ktorú nepoužíva žiadna jednotka: dáta sú poškodené.</translation>
    </message>
    <message>
        <source>Word 106 gives a physical sector size of %1 bytes, which no drive uses: the data is damaged.</source>
        <extracomment>%1 a size in bytes</extracomment>
        <translation>Slovo 106 udáva veľkosť fyzického sektora %1 bajtov, ktorú nepoužíva žiadna jednotka: dáta sú poškodené.</translation>
    </message>
    <message>
        <source>Line %1: &apos;%2&apos; is not a word of four hex digits.</source>
        <extracomment>%1 line number, %2 the offending text</extracomment>
        <translation>Riadok %1: &apos;%2&apos; nie je slovo zo štyroch šestnástkových číslic.</translation>
    </message>
    <message>
        <source>Line %1: more than 256 words; IDENTIFY data has exactly 256.</source>
        <extracomment>%1 line number</extracomment>
        <translation>Riadok %1: viac ako 256 slov; dáta IDENTIFY majú presne 256.</translation>
    </message>
    <message>
        <source>No IDENTIFY words found: expected 256 words of four hex digits, 8 a line, as &apos;hdparm --Istdout&apos; prints them.</source>
        <translation>Nenašli sa žiadne slová IDENTIFY: očakáva sa 256 slov zo štyroch šestnástkových číslic, 8 na riadok, ako ich vypisuje &apos;hdparm --Istdout&apos;.</translation>
    </message>
    <message numerus="yes">
        <source>Line %1: the words end after %n word(s); IDENTIFY data has 256.</source>
        <extracomment>%1 line number, %n number of words found</extracomment>
        <translation>
            <numerusform>Riadok %1: slová končia po %n slove; dáta IDENTIFY majú 256.</numerusform>
            <numerusform>Riadok %1: slová končia po %n slovách; dáta IDENTIFY majú 256.</numerusform>
            <numerusform>Riadok %1: slová končia po %n slovách; dáta IDENTIFY majú 256.</numerusform>
        </translation>
    </message>
    <message>
        <source>the device</source>
        <translation>zariadenie</translation>
    </message>
    <message>
        <source>%1 does not accept SCSI commands (SG_IO), so %2 cannot reach a drive: it is not a whole SATA, SAS or USB disk (partitions, loop, virtual and NVMe devices have no ATA drive behind them).</source>
        <extracomment>%1 device, %2 ATA command name</extracomment>
        <translation>%1 neprijíma príkazy SCSI (SG_IO), preto %2 nemôže doraziť k jednotke: nejde o celý disk SATA, SAS ani USB (za oddielmi, zariadeniami loop, virtuálnymi a NVMe zariadeniami nie je žiadna jednotka ATA).</translation>
    </message>
    <message>
        <source>Permission denied sending %2 to %1: ATA commands need root or the DriveProof helper.</source>
        <extracomment>%1 device, %2 ATA command name</extracomment>
        <translation>Odoslanie %2 na %1 bolo zamietnuté: príkazy ATA vyžadujú práva roota alebo pomocný program DriveProof.</translation>
    </message>
    <message>
        <source>Sending %1 to %2 failed: %3.</source>
        <extracomment>%1 ATA command name, %2 device, %3 the system&apos;s error text</extracomment>
        <translation>Odoslanie %1 na %2 zlyhalo: %3.</translation>
    </message>
    <message>
        <source>The drive in %1 refused %2 (ABORT): it does not support this command or setting (%3).</source>
        <extracomment>%1 device, %2 ATA command name, %3 technical details</extracomment>
        <translation>Jednotka v %1 odmietla %2 (ABORT): tento príkaz alebo nastavenie nepodporuje (%3).</translation>
    </message>
    <message>
        <source>The drive in %1 reported an error for %2 (%3); check its health and cabling, then try again.</source>
        <extracomment>%1 device, %2 ATA command name, %3 technical details</extracomment>
        <translation>Jednotka v %1 ohlásila chybu pri %2 (%3); skontrolujte jej stav a káble a skúste to znova.</translation>
    </message>
    <message>
        <source>%1 rejected %2: the disk or its USB bridge does not pass ATA commands through (SAT) (%3).</source>
        <extracomment>%1 device, %2 ATA command name, %3 technical details</extracomment>
        <translation>%1 odmietlo %2: disk alebo jeho USB mostík neprepúšťa príkazy ATA (SAT) (%3).</translation>
    </message>
    <message>
        <source>%1 did not run %2 (%3).</source>
        <extracomment>%1 device, %2 ATA command name, %3 technical details</extracomment>
        <translation>%1 nevykonalo %2 (%3).</translation>
    </message>
    <message>
        <source>%1 timed out on %2: the drive did not answer.</source>
        <extracomment>%1 ATA command name, %2 device</extracomment>
        <translation>Pri %1 na %2 vypršal časový limit: jednotka neodpovedala.</translation>
    </message>
    <message>
        <source>%1 did not reach the drive in %2 (host status %3, driver status %4).</source>
        <extracomment>%1 ATA command name, %2 device, %3 / %4 numbers from the kernel</extracomment>
        <translation>%1 sa nedostal k jednotke v %2 (stav hostiteľa %3, stav ovládača %4).</translation>
    </message>
    <message>
        <source>%1 failed on %2 with SCSI status %3h and no sense data.</source>
        <extracomment>%1 ATA command name, %2 device, %3 SCSI status byte</extracomment>
        <translation>%1 na %2 zlyhal so stavom SCSI %3h a bez dát sense.</translation>
    </message>
    <message>
        <source>The drive in %1 reports no volatile write cache that can be switched (IDENTIFY word 82 bit 5).</source>
        <extracomment>%1 device</extracomment>
        <translation>Jednotka v %1 nehlási žiadnu prepínateľnú nestálu vyrovnávaciu pamäť zápisu (slovo IDENTIFY 82, bit 5).</translation>
    </message>
    <message>
        <source>The drive in %1 accepted the command but still reports its write cache as off.</source>
        <extracomment>%1 device</extracomment>
        <translation>Jednotka v %1 príkaz prijala, ale stále hlási, že jej vyrovnávacia pamäť zápisu je vypnutá.</translation>
    </message>
    <message>
        <source>The drive in %1 accepted the command but still reports its write cache as on.</source>
        <extracomment>%1 device</extracomment>
        <translation>Jednotka v %1 príkaz prijala, ale stále hlási, že jej vyrovnávacia pamäť zápisu je zapnutá.</translation>
    </message>
    <message>
        <source>The drive %1 accepted the change but still reports its write cache as off.</source>
        <extracomment>%1 device path</extracomment>
        <translation>Jednotka %1 zmenu prijala, ale stále hlási, že jej vyrovnávacia pamäť zápisu je vypnutá.</translation>
    </message>
    <message>
        <source>The drive %1 accepted the change but still reports its write cache as on.</source>
        <extracomment>%1 device path</extracomment>
        <translation>Jednotka %1 zmenu prijala, ale stále hlási, že jej vyrovnávacia pamäť zápisu je zapnutá.</translation>
    </message>
    <message>
        <source>The Identify Controller data has %1 bytes instead of %2.</source>
        <extracomment>%1 bytes received, %2 bytes expected</extracomment>
        <translation>Dáta Identify Controller majú %1 bajtov namiesto %2.</translation>
    </message>
    <message>
        <source>The NVMe health log has %1 bytes instead of %2.</source>
        <extracomment>%1 bytes received, %2 bytes expected</extracomment>
        <translation>Záznam o stave NVMe má %1 bajtov namiesto %2.</translation>
    </message>
    <message>
        <source>The drive does not support this admin command.</source>
        <translation>Jednotka nepodporuje tento administratívny príkaz.</translation>
    </message>
    <message>
        <source>The drive cannot save its write cache setting, so a change lasts only until the next power cycle.</source>
        <translation>Jednotka nedokáže uložiť nastavenie vyrovnávacej pamäte zápisu, takže zmena platí len do ďalšieho vypnutia napájania.</translation>
    </message>
    <message>
        <source>The drive does not allow its write cache setting to be changed.</source>
        <translation>Jednotka nedovoľuje zmeniť nastavenie vyrovnávacej pamäte zápisu.</translation>
    </message>
    <message>
        <source>The drive does not provide the SMART / health log.</source>
        <translation>Jednotka neposkytuje záznam SMART / o stave.</translation>
    </message>
    <message>
        <source>The drive does not support saving its write cache setting.</source>
        <translation>Jednotka nepodporuje uloženie nastavenia vyrovnávacej pamäte zápisu.</translation>
    </message>
    <message>
        <source>The drive has no volatile write cache to read or change.</source>
        <translation>Jednotka nemá žiadnu nestálu vyrovnávaciu pamäť zápisu, ktorú by bolo možné prečítať alebo zmeniť.</translation>
    </message>
    <message>
        <source>The drive rejected a field of the command.</source>
        <translation>Jednotka odmietla pole príkazu.</translation>
    </message>
    <message>
        <source>The drive reported an internal error; check its health and try again.</source>
        <translation>Jednotka ohlásila internú chybu; skontrolujte jej stav a skúste to znova.</translation>
    </message>
    <message>
        <source>The drive rejected the command.</source>
        <translation>Jednotka príkaz odmietla.</translation>
    </message>
    <message>
        <source>%1 (NVMe status %2)</source>
        <extracomment>%1 a sentence saying what the drive did and what to do; %2 the raw NVMe status code type and status code, e.g. &quot;SCT 1h, SC 0Dh&quot;</extracomment>
        <translation>%1 (stav NVMe %2)</translation>
    </message>
    <message>
        <source>The device does not accept NVMe admin commands (it is not an NVMe drive).</source>
        <translation>Zariadenie neprijíma administratívne príkazy NVMe (nie je to jednotka NVMe).</translation>
    </message>
    <message>
        <source>Permission denied: run as root or through the DriveProof helper.</source>
        <translation>Prístup zamietnutý: spustite program ako root alebo cez pomocný program DriveProof.</translation>
    </message>
    <message>
        <source>The device is gone; reconnect it and try again.</source>
        <translation>Zariadenie zmizlo; pripojte ho znova a skúste to znova.</translation>
    </message>
    <message>
        <source>The drive did not answer in time; try again.</source>
        <translation>Jednotka neodpovedala včas; skúste to znova.</translation>
    </message>
    <message>
        <source>%1 failed on %2: %3</source>
        <extracomment>%1 NVMe command name, %2 device path, %3 the reason and what to do
----------
%1 SCSI command name, %2 device path, %3 the reason and what to do</extracomment>
        <translation>%1 na %2 zlyhal: %3</translation>
    </message>
    <message>
        <source>The data %1 returned could not be decoded: %2</source>
        <extracomment>%1 device path, %2 what is wrong with the data</extracomment>
        <translation>Dáta, ktoré vrátilo %1, sa nepodarilo dekódovať: %2</translation>
    </message>
    <message>
        <source>The drive does not report whether its write cache setting can be saved (no Select / Save support), so a change lasts only until the next power cycle.</source>
        <translation>Jednotka nehlási, či sa dá nastavenie vyrovnávacej pamäte zápisu uložiť (chýba podpora Select / Save), takže zmena platí len do ďalšieho vypnutia napájania.</translation>
    </message>
    <message>
        <source>The drive %1 has no volatile write cache to switch.</source>
        <extracomment>%1 device path</extracomment>
        <translation>Jednotka %1 nemá žiadnu nestálu vyrovnávaciu pamäť zápisu, ktorú by bolo možné prepnúť.</translation>
    </message>
    <message>
        <source>The drive %1 does not allow its write cache to be switched.</source>
        <extracomment>%1 device path</extracomment>
        <translation>Jednotka %1 nedovoľuje prepnúť svoju vyrovnávaciu pamäť zápisu.</translation>
    </message>
    <message>
        <source>The drive %1 cannot save its write cache setting, so the change cannot be kept after a power cycle. Switch it without keeping it instead.</source>
        <extracomment>%1 device path</extracomment>
        <translation>Jednotka %1 nedokáže uložiť nastavenie vyrovnávacej pamäte zápisu, takže zmena nemôže pretrvať po vypnutí napájania. Prepnite ju radšej bez zachovania.</translation>
    </message>
    <message>
        <source>The mode page header at byte %1 is cut off.</source>
        <extracomment>%1 byte offset in the drive&apos;s reply</extracomment>
        <translation>Hlavička stránky režimu na bajte %1 je orezaná.</translation>
    </message>
    <message>
        <source>Mode page %1h claims %2 bytes but only %3 are present.</source>
        <extracomment>%1 page code in hex, %2 its length in bytes, %3 bytes actually present</extracomment>
        <translation>Stránka režimu %1h deklaruje %2 bajtov, ale prítomných je len %3.</translation>
    </message>
    <message>
        <source>The MODE SENSE reply has %1 bytes, fewer than the 8-byte mode parameter header.</source>
        <extracomment>%1 number of bytes received</extracomment>
        <translation>Odpoveď MODE SENSE má %1 bajtov, menej ako 8-bajtová hlavička parametrov režimu.</translation>
    </message>
    <message>
        <source>The MODE SENSE reply declares a mode data length of %1, too short for its own header.</source>
        <extracomment>%1 the mode data length field of the reply</extracomment>
        <translation>Odpoveď MODE SENSE deklaruje dĺžku dát režimu %1, čo je príliš málo aj pre jej vlastnú hlavičku.</translation>
    </message>
    <message>
        <source>The MODE SENSE reply&apos;s block descriptors (%1 bytes) leave no room for a mode page in its %2 bytes.</source>
        <extracomment>%1 block descriptor length, %2 bytes present</extracomment>
        <translation>Deskriptory blokov v odpovedi MODE SENSE (%1 bajtov) nenechávajú v jej %2 bajtoch miesto pre stránku režimu.</translation>
    </message>
    <message>
        <source>The caching mode page is too short to hold the WCE bit.</source>
        <translation>Stránka režimu Caching je príliš krátka na to, aby obsahovala bit WCE.</translation>
    </message>
    <message>
        <source>The MODE SENSE reply does not contain the caching mode page (08h).</source>
        <translation>Odpoveď MODE SENSE neobsahuje stránku režimu Caching (08h).</translation>
    </message>
    <message>
        <source>A new caching page can only be built from the current, complete caching page.</source>
        <translation>Novú stránku Caching možno zostaviť len z aktuálnej, úplnej stránky Caching.</translation>
    </message>
    <message>
        <source>The drive reported an error but sent no sense data.</source>
        <translation>Jednotka ohlásila chybu, ale neposlala žiadne dáta sense.</translation>
    </message>
    <message>
        <source>The drive&apos;s fixed-format sense data is cut off.</source>
        <translation>Dáta sense jednotky v pevnom formáte sú orezané.</translation>
    </message>
    <message>
        <source>The drive&apos;s descriptor-format sense data is cut off.</source>
        <translation>Dáta sense jednotky v deskriptorovom formáte sú orezané.</translation>
    </message>
    <message>
        <source>The drive sent sense data in an unknown format (response code %1h).</source>
        <extracomment>%1 the response code byte in hex</extracomment>
        <translation>Jednotka poslala dáta sense v neznámom formáte (kód odpovede %1h).</translation>
    </message>
    <message>
        <source>The drive does not support saving this page, so a change lasts only until the next power cycle.</source>
        <translation>Jednotka nepodporuje uloženie tejto stránky, takže zmena platí len do ďalšieho vypnutia napájania.</translation>
    </message>
    <message>
        <source>The drive does not support the MODE SENSE(10) and MODE SELECT(10) commands, so its cache cannot be read or changed this way.</source>
        <translation>Jednotka nepodporuje príkazy MODE SENSE(10) a MODE SELECT(10), takže jej vyrovnávaciu pamäť nemožno týmto spôsobom prečítať ani zmeniť.</translation>
    </message>
    <message>
        <source>The drive rejected the MODE SELECT command.</source>
        <translation>Jednotka odmietla príkaz MODE SELECT.</translation>
    </message>
    <message>
        <source>The drive does not report the caching mode page.</source>
        <translation>Jednotka nehlási stránku režimu Caching.</translation>
    </message>
    <message>
        <source>The drive refused the new caching page: it does not let this setting be changed.</source>
        <translation>Jednotka odmietla novú stránku Caching: nedovoľuje zmeniť toto nastavenie.</translation>
    </message>
    <message>
        <source>The drive reported a reset or a changed setting; try again.</source>
        <translation>Jednotka ohlásila reset alebo zmenené nastavenie; skúste to znova.</translation>
    </message>
    <message>
        <source>The drive is not ready (stopped, starting or without medium); try again in a moment.</source>
        <translation>Jednotka nie je pripravená (zastavená, spúšťa sa alebo nemá médium); skúste to o chvíľu znova.</translation>
    </message>
    <message>
        <source>The drive is write protected.</source>
        <translation>Jednotka je chránená proti zápisu.</translation>
    </message>
    <message>
        <source>The drive reported a hardware or medium error; check its health.</source>
        <translation>Jednotka ohlásila hardvérovú chybu alebo chybu média; skontrolujte jej stav.</translation>
    </message>
    <message>
        <source>The drive aborted the command; try again.</source>
        <translation>Jednotka príkaz prerušila; skúste to znova.</translation>
    </message>
    <message>
        <source>The drive reported an error.</source>
        <translation>Jednotka ohlásila chybu.</translation>
    </message>
    <message>
        <source>%1 (%2, %3)</source>
        <extracomment>%1 a sentence saying what the drive did and what to do; %2 SCSI sense key name, %3 additional sense code and its name, e.g. &quot;24h/00h INVALID FIELD IN CDB&quot;</extracomment>
        <translation>%1 (%2, %3)</translation>
    </message>
    <message>
        <source>The device does not accept SCSI commands, so its drive-level write cache cannot be read or changed this way.</source>
        <translation>Zariadenie neprijíma príkazy SCSI, takže vyrovnávaciu pamäť zápisu samotnej jednotky nemožno týmto spôsobom prečítať ani zmeniť.</translation>
    </message>
    <message>
        <source>The drive did not answer in time; check its cable and power.</source>
        <translation>Jednotka neodpovedala včas; skontrolujte jej kábel a napájanie.</translation>
    </message>
    <message>
        <source>The connection to the drive failed (host status %1h); check its cable and power.</source>
        <extracomment>%1 the Linux host status code in hex</extracomment>
        <translation>Spojenie s jednotkou zlyhalo (stav hostiteľa %1h); skontrolujte jej kábel a napájanie.</translation>
    </message>
    <message>
        <source>The drive is busy; try again in a moment.</source>
        <translation>Jednotka je zaneprázdnená; skúste to o chvíľu znova.</translation>
    </message>
    <message>
        <source>The drive returned SCSI status %1h without sense data.</source>
        <extracomment>%1 SCSI status byte in hex</extracomment>
        <translation>Jednotka vrátila stav SCSI %1h bez dát sense.</translation>
    </message>
    <message>
        <source>The caching mode page of %1 could not be decoded: %2</source>
        <extracomment>%1 device path, %2 what is wrong with the reply</extracomment>
        <translation>Stránku režimu Caching jednotky %1 sa nepodarilo dekódovať: %2</translation>
    </message>
    <message>
        <source>The drive %1 does not allow its write cache to be switched (its caching page marks WCE as not changeable).</source>
        <extracomment>%1 device path</extracomment>
        <translation>Jednotka %1 nedovoľuje prepnúť svoju vyrovnávaciu pamäť zápisu (jej stránka Caching označuje WCE ako nemenný).</translation>
    </message>
    <message>
        <source>The drive %1 cannot save its caching page, so the change cannot be kept after a power cycle. Switch it without keeping it instead.</source>
        <extracomment>%1 device path</extracomment>
        <translation>Jednotka %1 nedokáže uložiť svoju stránku Caching, takže zmena nemôže pretrvať po vypnutí napájania. Prepnite ju radšej bez zachovania.</translation>
    </message>
    <message>
        <source>%1 is not a whole SCSI disk; only those can be asked to re-read their caching page.</source>
        <extracomment>%1 kernel block device name</extracomment>
        <translation>%1 nie je celý disk SCSI; len celý disk možno požiadať o opätovné načítanie stránky Caching.</translation>
    </message>
    <message>
        <source>Could not ask the kernel to re-read the settings of %1: %2. Its view of the write cache may be out of date until the next reboot.</source>
        <extracomment>%1 kernel block device name, %2 system error text</extracomment>
        <translation>Jadro sa nepodarilo požiadať o opätovné načítanie nastavení %1: %2. Jeho údaje o vyrovnávacej pamäti zápisu môžu byť do ďalšieho reštartu zastarané.</translation>
    </message>
    <message>
        <source>udisks2 could not save the write-cache setting: %1. The change lasts only until the next power cycle.</source>
        <extracomment>%1 udisks2&apos;s error message</extracomment>
        <translation>udisks2 nedokázal uložiť nastavenie vyrovnávacej pamäte zápisu: %1. Zmena platí len do ďalšieho vypnutia napájania.</translation>
    </message>
    <message>
        <source>%1 is a file used as a drive (%2): the drive-level write cache does not apply; the kernel&apos;s view shows whether it passes flushes on to the file.</source>
        <extracomment>%1 device path, %2 the file behind the loop device</extracomment>
        <translation>%1 je súbor používaný ako jednotka (%2): vyrovnávacia pamäť zápisu jednotky sa tu neuplatňuje; údaje jadra ukazujú, či odovzdáva vyprázdnenia do súboru.</translation>
    </message>
    <message>
        <source>%1 is a virtual disk: the real drive and its cache are on the host, out of reach from this machine. Only the kernel&apos;s view is shown; whether flushes reach the host&apos;s drive depends on the hypervisor&apos;s cache mode.</source>
        <extracomment>%1 device path</extracomment>
        <translation>%1 je virtuálny disk: skutočná jednotka a jej vyrovnávacia pamäť sú na hostiteľovi, mimo dosahu tohto počítača. Zobrazujú sa len údaje jadra; či vyprázdnenia dorazia na jednotku hostiteľa, závisí od režimu vyrovnávacej pamäte hypervízora.</translation>
    </message>
    <message>
        <source>%1 takes no drive commands: the drive-level write cache does not apply, only the kernel&apos;s view.</source>
        <extracomment>%1 device path</extracomment>
        <translation>%1 neprijíma príkazy pre jednotku: vyrovnávacia pamäť zápisu jednotky sa tu neuplatňuje, sú k dispozícii len údaje jadra.</translation>
    </message>
    <message>
        <source>DriveProof does not know how to ask %1 about its write cache (unknown transport).</source>
        <extracomment>%1 device path</extracomment>
        <translation>DriveProof nevie, ako sa %1 opýtať na vyrovnávaciu pamäť zápisu (neznáme rozhranie).</translation>
    </message>
    <message>
        <source>%1 is a virtual disk (%2): the write cache it reports is the hypervisor&apos;s emulation. Whether a flush reaches a real drive depends on the hypervisor&apos;s cache mode on the host.</source>
        <extracomment>%1 device path, %2 who emulates the disk: &quot;QEMU&quot;, &quot;VMware&quot;, &quot;Hyper-V&quot;, &quot;virtio&quot;...</extracomment>
        <translation>%1 je virtuálny disk (%2): vyrovnávacia pamäť zápisu, ktorú hlási, je emulácia hypervízora. Či vyprázdnenie dorazí na skutočnú jednotku, závisí od režimu vyrovnávacej pamäte hypervízora na hostiteľovi.</translation>
    </message>
    <message>
        <source>The kernel says write through but the drive&apos;s cache is on: the kernel no longer sends flushes, so committed data can be lost at a power cut. Switch the drive&apos;s cache off, or let the kernel re-read the drive&apos;s setting.</source>
        <translation>Jadro uvádza write through, ale vyrovnávacia pamäť jednotky je zapnutá: jadro už neposiela vyprázdnenia, takže trvalo uložené dáta sa môžu pri výpadku napájania stratiť. Vypnite vyrovnávaciu pamäť jednotky alebo nechajte jadro znova načítať nastavenie jednotky.</translation>
    </message>
    <message>
        <source>The kernel still sends flushes although the drive&apos;s cache is off: safe, only slightly slower.</source>
        <translation>Jadro stále posiela vyprázdnenia, hoci vyrovnávacia pamäť jednotky je vypnutá: je to bezpečné, len o niečo pomalšie.</translation>
    </message>
    <message>
        <source>The cache is off now, but the saved setting switches it back on at the next power cycle.</source>
        <translation>Vyrovnávacia pamäť je teraz vypnutá, ale uložené nastavenie ju pri ďalšom zapnutí napájania znova zapne.</translation>
    </message>
    <message>
        <source>The cache is on now, but the saved setting switches it off at the next power cycle.</source>
        <translation>Vyrovnávacia pamäť je teraz zapnutá, ale uložené nastavenie ju pri ďalšom zapnutí napájania vypne.</translation>
    </message>
    <message>
        <source>%1 cannot keep this setting after a power cycle here, so nothing was changed. Switch it without &quot;keep after reboot&quot;: it then lasts until the next power cycle.</source>
        <extracomment>%1 device path</extracomment>
        <translation>%1 tu nedokáže zachovať toto nastavenie po vypnutí napájania, preto sa nič nezmenilo. Prepnite ju bez „Zachovať po reštarte“: potom platí do ďalšieho vypnutia napájania.</translation>
    </message>
    <message>
        <source>%1 has no volatile write cache that can be switched.</source>
        <extracomment>%1 device path</extracomment>
        <translation>%1 nemá žiadnu nestálu vyrovnávaciu pamäť zápisu, ktorú by bolo možné prepnúť.</translation>
    </message>
    <message>
        <source>%1 does not allow its write cache setting to be changed.</source>
        <extracomment>%1 device path</extracomment>
        <translation>%1 nedovoľuje zmeniť nastavenie vyrovnávacej pamäte zápisu.</translation>
    </message>
    <message>
        <source>The helper&apos;s write-cache reply names no device.</source>
        <translation>Odpoveď pomocného programu o vyrovnávacej pamäti zápisu neuvádza žiadne zariadenie.</translation>
    </message>
    <message>
        <source>Whether the write cache of %1 is on could not be read: %2</source>
        <extracomment>%1 device path, %2 the error the drive or the kernel gave</extracomment>
        <translation>Nepodarilo sa prečítať, či je vyrovnávacia pamäť zápisu %1 zapnutá: %2</translation>
    </message>
    <message>
        <source>Whether the write cache of %1 can be switched could not be read: %2</source>
        <extracomment>%1 device path, %2 the error the drive or the kernel gave</extracomment>
        <translation>Nepodarilo sa prečítať, či sa dá vyrovnávacia pamäť zápisu %1 prepnúť: %2</translation>
    </message>
    <message>
        <source>The saved write cache setting of %1 could not be read: %2</source>
        <extracomment>%1 device path, %2 the error the drive or the kernel gave</extracomment>
        <translation>Uložené nastavenie vyrovnávacej pamäte zápisu %1 sa nepodarilo prečítať: %2</translation>
    </message>
    <message>
        <source>Finding %1 (%2)</source>
        <extracomment>a finding this version does not know (from a newer helper); %1 its code, %2 its arguments</extracomment>
        <translation>Zistenie %1 (%2)</translation>
    </message>
    <message>
        <source>write back</source>
        <extracomment>the kernel&apos;s view of a drive&apos;s cache (queue/write_cache): it sends flushes</extracomment>
        <translation>oneskorený zápis</translation>
    </message>
    <message>
        <source>write through</source>
        <extracomment>the kernel&apos;s view of a drive&apos;s cache (queue/write_cache): it sends no flushes</extracomment>
        <translation>priamy zápis</translation>
    </message>
    <message>
        <source>The helper&apos;s write-cache reply has findings in a form this version does not read. Restart DriveProof after an update.</source>
        <translation>Odpoveď pomocného programu o vyrovnávacej pamäti zápisu obsahuje zistenia vo forme, ktorú táto verzia nevie prečítať. Po aktualizácii DriveProof reštartujte.</translation>
    </message>
    <message>
        <source>The helper&apos;s write-cache reply has a finding without a code. Restart DriveProof after an update.</source>
        <translation>Odpoveď pomocného programu o vyrovnávacej pamäti zápisu obsahuje zistenie bez kódu. Po aktualizácii DriveProof reštartujte.</translation>
    </message>
    <message>
        <source>A self-test is already running on the drive.</source>
        <translation>Na jednotke už beží samotest.</translation>
    </message>
</context>
<context>
    <name>DriveProof::Capacity</name>
    <message>
        <source>Writing records</source>
        <translation>Zápis záznamov</translation>
    </message>
    <message>
        <source>Pushing the drive&apos;s cache out</source>
        <translation>Vytlačenie vyrovnávacej pamäte disku</translation>
    </message>
    <message>
        <source>Reading back</source>
        <translation>Spätné čítanie</translation>
    </message>
    <message>
        <source>Closing in on the boundary</source>
        <translation>Zužovanie hranice</translation>
    </message>
    <message>
        <source>records written elsewhere (wrap-around)</source>
        <translation>záznamy zapísané inde (pretočenie)</translation>
    </message>
    <message>
        <source>zeros</source>
        <translation>nuly</translation>
    </message>
    <message>
        <source>not what was written</source>
        <translation>nie to, čo sa zapísalo</translation>
    </message>
    <message>
        <source>damaged records</source>
        <translation>poškodené záznamy</translation>
    </message>
    <message>
        <source>read errors</source>
        <translation>chyby čítania</translation>
    </message>
    <message>
        <source>Usable size proved: %1 (%2 bytes).</source>
        <extracomment>%1 a size, e.g. &quot;62.1 GB&quot;, %2 the same in bytes</extracomment>
        <translation>Preukázaná použiteľná veľkosť: %1 (%2 bajtov).</translation>
    </message>
    <message>
        <source>First bad block at byte %1; the boundary is known to within %2.</source>
        <extracomment>%1 a byte offset as a number, %2 a size, e.g. &quot;4 kB&quot;</extracomment>
        <translation>Prvý chybný blok na bajte %1; hranica je známa s presnosťou %2.</translation>
    </message>
    <message numerus="yes">
        <source>%n write request(s), %1 written, in %2 s.</source>
        <extracomment>%n write requests, %1 a size, e.g. &quot;1.1 GB&quot;, %2 seconds, e.g. &quot;12.5&quot;</extracomment>
        <translation>
            <numerusform>%n požiadavka na zápis, zapísané %1, za %2 s.</numerusform>
            <numerusform>%n požiadavky na zápis, zapísané %1, za %2 s.</numerusform>
            <numerusform>%n požiadaviek na zápis, zapísané %1, za %2 s.</numerusform>
        </translation>
    </message>
    <message>
        <source>Genuine: every record written across all %1 bytes (%2) read back where it was written.</source>
        <extracomment>%1 the drive&apos;s size in bytes as a number, %2 the same size short, e.g. &quot;1.0 TB&quot;</extracomment>
        <translation>Pravý: každý záznam zapísaný cez všetkých %1 bajtov (%2) sa prečítal tam, kam bol zapísaný.</translation>
    </message>
    <message>
        <source>Fake: only the first %1 are real; writes beyond that land at the start again (wrap-around). The drive claims %2.</source>
        <extracomment>%1 the real size, e.g. &quot;62.1 GB&quot;, %2 the size the drive claims, e.g. &quot;128.0 GB&quot;</extracomment>
        <translation>Falzifikát: skutočných je len prvých %1; zápisy za touto hranicou dopadajú znova na začiatok (pretočenie). Disk udáva %2.</translation>
    </message>
    <message>
        <source>Fake: writes beyond %1 are thrown away. The drive claims %2.</source>
        <extracomment>%1 where the real part ends, e.g. &quot;120.3 GB&quot;, %2 the size the drive claims</extracomment>
        <translation>Falzifikát: zápisy za %1 sa zahadzujú. Disk udáva %2.</translation>
    </message>
    <message numerus="yes">
        <source>Damaged: %n block(s) did not hold what was written, the first at %1.</source>
        <extracomment>%n how many blocks, %1 the position of the first one, e.g. &quot;3.2 GB&quot;</extracomment>
        <translation>
            <numerusform>Poškodený: %n blok neobsahoval to, čo sa zapísalo, prvý na %1.</numerusform>
            <numerusform>Poškodený: %n bloky neobsahovali to, čo sa zapísalo, prvý na %1.</numerusform>
            <numerusform>Poškodený: %n blokov neobsahovalo to, čo sa zapísalo, prvý na %1.</numerusform>
        </translation>
    </message>
    <message>
        <source>Could not decide: the test was cancelled.</source>
        <translation>Nedá sa rozhodnúť: test bol zrušený.</translation>
    </message>
    <message>
        <source>Could not decide: the drive did not accept a flush of its cache.</source>
        <translation>Nedá sa rozhodnúť: disk neprijal vyprázdnenie svojej vyrovnávacej pamäte.</translation>
    </message>
    <message>
        <source>Could not decide: the device is too small to test.</source>
        <translation>Nedá sa rozhodnúť: zariadenie je na test príliš malé.</translation>
    </message>
    <message>
        <source>Could not decide: nothing that was written could be read back.</source>
        <translation>Nedá sa rozhodnúť: nič zo zapísaného sa nedalo prečítať späť.</translation>
    </message>
    <message>
        <source>The drive was reset before reading back: what its controller kept in memory was lost.</source>
        <translation>Disk bol pred spätným čítaním resetovaný: čo jeho radič držal v pamäti, sa stratilo.</translation>
    </message>
    <message>
        <source>The drive was reset before reading back but did not come back.</source>
        <translation>Disk bol pred spätným čítaním resetovaný, ale nevrátil sa.</translation>
    </message>
    <message>
        <source>Not reset before reading back: this device cannot be reset.</source>
        <translation>Pred spätným čítaním bez resetu: toto zariadenie sa nedá resetovať.</translation>
    </message>
    <message>
        <source>Not reset before reading back: only a USB drive can be reset on its own.</source>
        <translation>Pred spätným čítaním bez resetu: samostatne sa dá resetovať len disk USB.</translation>
    </message>
    <message>
        <source>Not reset before reading back: only a run as root can reset a USB drive (sudo driveproof-cli capacity).</source>
        <translation>Pred spätným čítaním bez resetu: disk USB môže resetovať len beh pod rootom (sudo driveproof-cli capacity).</translation>
    </message>
    <message>
        <source>Not reset before reading back: a partition was checked, and a reset would touch the whole drive.</source>
        <translation>Pred spätným čítaním bez resetu: kontrolovala sa partícia a reset by zasiahol celý disk.</translation>
    </message>
    <message>
        <source>Not reset before reading back: its USB device carries other drives too.</source>
        <translation>Pred spätným čítaním bez resetu: jeho zariadenie USB nesie aj ďalšie disky.</translation>
    </message>
    <message>
        <source>Not reset before reading back: the kernel refused (%1).</source>
        <extracomment>%1 the system&apos;s error message, e.g. &quot;Operation not permitted&quot;</extracomment>
        <translation>Pred spätným čítaním bez resetu: jadro odmietlo (%1).</translation>
    </message>
    <message>
        <source>Waiting for the drive&apos;s cache to write back</source>
        <translation>Čaká sa, kým disk zapíše obsah svojej vyrovnávacej pamäte</translation>
    </message>
</context>
<context>
    <name>DriveProof::Cli</name>
    <message>
        <source>Logical sector size in bytes (images: 512).</source>
        <translation>Veľkosť logického sektora v bajtoch (obrazy: 512).</translation>
    </message>
    <message>
        <source>Physical sector size in bytes (images: 4096).</source>
        <translation>Veľkosť fyzického sektora v bajtoch (obrazy: 4096).</translation>
    </message>
    <message>
        <source>Optimal I/O size in bytes, 0 = not reported (images: 0).</source>
        <translation>Optimálna veľkosť V/V v bajtoch, 0 = nehlásená (obrazy: 0).</translation>
    </message>
    <message>
        <source>Bytes from LBA 0 to the next physical sector boundary (images: 0).</source>
        <translation>Počet bajtov od LBA 0 po najbližšiu hranicu fyzického sektora (obrazy: 0).</translation>
    </message>
    <message>
        <source>%1 %2 is not a number of bytes. Give a whole number such as 4096.</source>
        <extracomment>%1 option name, %2 the value given</extracomment>
        <translation>%1 %2 nie je počet bajtov. Zadajte celé číslo, napríklad 4096.</translation>
    </message>
    <message>
        <source>%1 %2 is not a valid block size. Give a power of two from 512 to 1048576 bytes, e.g. 4096.</source>
        <extracomment>%1 option name, %2 the value given</extracomment>
        <translation>%1 %2 nie je platná veľkosť bloku. Zadajte mocninu dvoch od 512 do 1048576 bajtov, napr. 4096.</translation>
    </message>
    <message>
        <source>--physical-block-size %1 is smaller than --logical-block-size %2: a physical sector holds one or more logical sectors.</source>
        <extracomment>%1 physical size given, %2 logical size given</extracomment>
        <translation>--physical-block-size %1 je menšie ako --logical-block-size %2: fyzický sektor obsahuje jeden alebo viac logických sektorov.</translation>
    </message>
    <message>
        <source>--physical-block-size %1 is smaller than the %3-byte logical sectors of %2: a physical sector holds one or more logical sectors.</source>
        <extracomment>%1 physical size given, %2 device, %3 its logical sector size</extracomment>
        <translation>--physical-block-size %1 je menšie ako %3-bajtové logické sektory %2: fyzický sektor obsahuje jeden alebo viac logických sektorov.</translation>
    </message>
    <message>
        <source>%1 %2 is not valid. Give 0 (not reported) or a multiple of the physical block size (%3 bytes) up to 1 GiB.</source>
        <extracomment>%1 option name, %2 the value given, %3 physical sector size</extracomment>
        <translation>%1 %2 nie je platné. Zadajte 0 (nehlásené) alebo násobok veľkosti fyzického bloku (%3 bajtov) do 1 GiB.</translation>
    </message>
    <message>
        <source>%1 %2 is not valid. Give a multiple of the logical block size (%3 bytes) smaller than the physical block size (%4 bytes), e.g. 0.</source>
        <extracomment>%1 option name, %2 the value given, %3 logical and %4 physical sector size</extracomment>
        <translation>%1 %2 nie je platné. Zadajte násobok veľkosti logického bloku (%3 bajtov) menší ako veľkosť fyzického bloku (%4 bajtov), napr. 0.</translation>
    </message>
    <message>
        <source>yes</source>
        <translation>áno</translation>
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
            <numerusform>%n bajtov</numerusform>
        </translation>
    </message>
    <message>
        <source>not reported</source>
        <translation>nehlásené</translation>
    </message>
    <message>
        <source>%1: %2 partition table, logical sector %3 bytes, physical sector %4 bytes, optimal I/O size %5, alignment offset %6 bytes.</source>
        <extracomment>%1 device or image, %2 &quot;dos&quot;/&quot;gpt&quot;, %3 and %4 sector sizes in bytes, %5 optimal I/O size (&quot;65536 bytes&quot; or &quot;not reported&quot;), %6 alignment offset in bytes</extracomment>
        <translation>%1: tabuľka oddielov %2, logický sektor %3 bajtov, fyzický sektor %4 bajtov, optimálna veľkosť V/V %5, posun zarovnania %6 bajtov.</translation>
    </message>
    <message>
        <source>unknown</source>
        <translation>neznáme</translation>
    </message>
    <message>
        <source>The partition table of %1 has no partitions.</source>
        <extracomment>%1 device or image</extracomment>
        <translation>Tabuľka oddielov %1 neobsahuje žiadne oddiely.</translation>
    </message>
    <message>
        <source>PARTITION</source>
        <translation>ODDIEL</translation>
    </message>
    <message>
        <source>START (sector)</source>
        <translation>ZAČIATOK (sektor)</translation>
    </message>
    <message>
        <source>START (bytes)</source>
        <translation>ZAČIATOK (bajty)</translation>
    </message>
    <message>
        <source>LOGICAL</source>
        <translation>LOGICKÝ</translation>
    </message>
    <message>
        <source>PHYSICAL</source>
        <translation>FYZICKÝ</translation>
    </message>
    <message>
        <source>OPTIMAL</source>
        <translation>OPTIMÁLNY</translation>
    </message>
    <message>
        <source>1 MiB</source>
        <translation>1 MiB</translation>
    </message>
    <message>
        <source>VERDICT</source>
        <translation>VERDIKT</translation>
    </message>
    <message>
        <source>No drive or file named %1. Give a drive such as /dev/sdb (see &apos;driveproof-cli list&apos;) or the path of a disk image.</source>
        <extracomment>%1 what the user typed</extracomment>
        <translation>Neexistuje jednotka ani súbor s názvom %1. Zadajte jednotku, napríklad /dev/sdb (pozri &apos;driveproof-cli list&apos;), alebo cestu k obrazu disku.</translation>
    </message>
    <message>
        <source>%1 is a partition. Give the whole drive instead: &apos;driveproof-cli align %2&apos;.</source>
        <extracomment>%1 the partition given, %2 its whole drive</extracomment>
        <translation>%1 je oddiel. Zadajte namiesto neho celú jednotku: &apos;driveproof-cli align %2&apos;.</translation>
    </message>
    <message>
        <source>Check that every partition of a drive or a disk image starts on a boundary that suits the drive: its physical sectors, 1 MiB and its optimal I/O size.</source>
        <translation>Skontrolovať, či každý oddiel jednotky alebo obrazu disku začína na hranici, ktorá jednotke vyhovuje: na jej fyzických sektoroch, na 1 MiB a na jej optimálnej veľkosti V/V.</translation>
    </message>
    <message>
        <source>A drive (/dev/sdb, sdb) or a disk image file.</source>
        <translation>Jednotka (/dev/sdb, sdb) alebo súbor s obrazom disku.</translation>
    </message>
    <message>
        <source>Print JSON (keys in docs/json.md).</source>
        <translation>Vypísať JSON (kľúče sú v docs/json.md).</translation>
    </message>
    <message>
        <source>&apos;align&apos; needs exactly one drive or disk image, e.g. &apos;driveproof-cli align /dev/sdb&apos; or &apos;driveproof-cli align disk.img&apos;.</source>
        <translation>&apos;align&apos; potrebuje práve jednu jednotku alebo obraz disku, napr. &apos;driveproof-cli align /dev/sdb&apos; alebo &apos;driveproof-cli align disk.img&apos;.</translation>
    </message>
    <message>
        <source>This test writes over the data on %1. Everything on it will be lost.
Type the device name (%2) to go on: </source>
        <extracomment>%1 device node, %2 its short name the user must type</extracomment>
        <translation>Tento test prepíše dáta na %1. Všetko na ňom sa stratí.
Ak chcete pokračovať, napíšte názov zariadenia (%2): </translation>
    </message>
    <message>
        <source>There is no device %1. Run &apos;driveproof-cli list&apos; to see the drives on this machine.</source>
        <extracomment>%1 what the user typed</extracomment>
        <translation>Zariadenie %1 neexistuje. Spustite &apos;driveproof-cli list&apos; a uvidíte jednotky tohto počítača.</translation>
    </message>
    <message>
        <source>There is no folder or file %1. Give an existing folder (a temporary test file is made in it), a file or a block device.</source>
        <extracomment>%1 what the user typed</extracomment>
        <translation>Priečinok ani súbor %1 neexistuje. Zadajte existujúci priečinok (vytvorí sa v ňom dočasný testovací súbor), súbor alebo blokové zariadenie.</translation>
    </message>
    <message>
        <source>%1 is not a folder, a regular file or a block device (it is a pipe, a socket or a character device). Give a folder, a file or a block device.</source>
        <extracomment>%1 what the user typed</extracomment>
        <translation>%1 nie je priečinok, bežný súbor ani blokové zariadenie (je to rúra, soket alebo znakové zariadenie). Zadajte priečinok, súbor alebo blokové zariadenie.</translation>
    </message>
    <message>
        <source>%1 is a device: this test writes to it and destroys its data. Add --destructive if that is what you want, or give a folder.</source>
        <extracomment>%1 device node</extracomment>
        <translation>%1 je zariadenie: tento test naň zapisuje a zničí jeho dáta. Ak to naozaj chcete, pridajte --destructive, alebo zadajte priečinok.</translation>
    </message>
    <message>
        <source>%1 is in use: %2 Nothing was written.</source>
        <extracomment>%1 device node, %2 a sentence saying what uses it, e.g. &quot;/dev/loop0 backs the loop device /dev/loop1. /dev/loop1 is mounted on /mnt.&quot;</extracomment>
        <translation>%1 sa používa: %2 Nič nebolo zapísané.</translation>
    </message>
    <message>
        <source>The name did not match; nothing was written.</source>
        <translation>Názov sa nezhodoval; nič nebolo zapísané.</translation>
    </message>
    <message>
        <source>--output cannot write %1: %2.</source>
        <extracomment>%1 file name, %2 the system&apos;s error text</extracomment>
        <translation>--output nemôže zapísať %1: %2.</translation>
    </message>
    <message>
        <source>Cancelled while the test file was being prepared; it was removed.</source>
        <translation>Zrušené počas prípravy testovacieho súboru; súbor bol odstránený.</translation>
    </message>
    <message>
        <source>--cache-ab needs to know the drive under the target, and it could not be found.</source>
        <translation>--cache-ab potrebuje poznať jednotku pod cieľom, ale nepodarilo sa ju nájsť.</translation>
    </message>
    <message>
        <source>--only %1 matches no measurement of this test. The keys are the &quot;key&quot; fields of its --json output.</source>
        <extracomment>%1 what the user gave to --only</extracomment>
        <translation>--only %1 nezodpovedá žiadnemu meraniu tohto testu. Kľúče sú polia &quot;key&quot; v jeho výstupe --json.</translation>
    </message>
    <message>
        <source>Cannot write %1: %2.</source>
        <extracomment>%1 file name, %2 the system&apos;s error text
----------
%1 file, %2 the system&apos;s reason</extracomment>
        <translation>%1 sa nedá zapísať: %2.</translation>
    </message>
    <message>
        <source>Cancelled; the lines above finished before that.</source>
        <translation>Zrušené; riadky vyššie sa dokončili ešte predtým.</translation>
    </message>
    <message>
        <source>Measure a drive: commit rate (like pg_test_fsync), throughput, random I/O, sweeps, the hybrid-cache check.
FAMILY is one of: quick, commit, throughput (or seq), sustained, surface, random, sweep (with --axis), sweep-block-size, sweep-queue-depth, sweep-threads, hybrid.
TARGET is a folder (default: the current one; a temporary file is created and removed), an existing file (used in place, never grown), or a block device (read tests; writing needs --destructive).</source>
        <translation>Zmerať jednotku: rýchlosť trvalého ukladania (ako pg_test_fsync), priepustnosť, náhodný V/V, série meraní, kontrolu hybridnej vyrovnávacej pamäte.
FAMILY je jedno z: quick, commit, throughput (alebo seq), sustained, surface, random, sweep (s --axis), sweep-block-size, sweep-queue-depth, sweep-threads, hybrid.
TARGET je priečinok (predvolene aktuálny; vytvorí sa a odstráni v ňom dočasný súbor), existujúci súbor (použije sa na mieste, nikdy sa nezväčší) alebo blokové zariadenie (testy čítania; zápis vyžaduje --destructive).</translation>
    </message>
    <message>
        <source>The test to run.</source>
        <translation>Test, ktorý sa má spustiť.</translation>
    </message>
    <message>
        <source>Folder, file or device (or --target).</source>
        <translation>Priečinok, súbor alebo zariadenie (alebo --target).</translation>
    </message>
    <message>
        <source>Folder, file or device, like TARGET.</source>
        <translation>Priečinok, súbor alebo zariadenie, ako TARGET.</translation>
    </message>
    <message>
        <source>Test area or temporary file size, e.g. 1G, 256M (default: 1G; commit: 16M; a device: all of it for the surface scan).</source>
        <translation>Veľkosť testovacej oblasti alebo dočasného súboru, napr. 1G, 256M (predvolene: 1G; commit: 16M; zariadenie: celé pri kontrole povrchu).</translation>
    </message>
    <message>
        <source>Seconds per measurement (default: 5).</source>
        <translation>Sekundy na jedno meranie (predvolene: 5).</translation>
    </message>
    <message>
        <source>I/O engine: auto, io_uring or psync (default: auto).</source>
        <translation>Mechanizmus V/V: auto, io_uring alebo psync (predvolene: auto).</translation>
    </message>
    <message>
        <source>Block size for random, sweeps and sustained, e.g. 4k.</source>
        <translation>Veľkosť bloku pre random, série meraní a sustained, napr. 4k.</translation>
    </message>
    <message>
        <source>I/Os in flight per thread (sweeps, sustained).</source>
        <translation>Súbežné operácie V/V na vlákno (série meraní, sustained).</translation>
    </message>
    <message>
        <source>Threads (sweeps).</source>
        <translation>Vlákna (série meraní).</translation>
    </message>
    <message>
        <source>Sweeps: 100 reads only (default), 0 writes only, or a mix.</source>
        <translation>Série meraní: 100 len čítanie (predvolené), 0 len zápis, alebo zmes.</translation>
    </message>
    <message>
        <source>Quick, throughput, random: reads only.</source>
        <translation>Quick, throughput, random: len čítanie.</translation>
    </message>
    <message>
        <source>Quick, throughput, random: writes only.</source>
        <translation>Quick, throughput, random: len zápis.</translation>
    </message>
    <message>
        <source>Quick, throughput, random: a mix with this percentage of reads, e.g. 70.</source>
        <translation>Quick, throughput, random: zmes s týmto percentom čítaní, napr. 70.</translation>
    </message>
    <message>
        <source>One CrystalDiskMark preset: SEQ1M-Q8T1, SEQ1M-Q1T1, RND4K-Q32T1, RND4K-Q1T1 (or any RND|SEQ&lt;size&gt;-Q&lt;depth&gt;T&lt;threads&gt;).</source>
        <translation>Jedna predvoľba CrystalDiskMark: SEQ1M-Q8T1, SEQ1M-Q1T1, RND4K-Q32T1, RND4K-Q1T1 (alebo ľubovoľná RND|SEQ&lt;size&gt;-Q&lt;depth&gt;T&lt;threads&gt;).</translation>
    </message>
    <message>
        <source>sweep: block-size (default), queue-depth or threads.</source>
        <translation>sweep: block-size (predvolené), queue-depth alebo threads.</translation>
    </message>
    <message>
        <source>Hybrid check: seconds the drive stays idle between the passes (default: 300).</source>
        <translation>Kontrola hybridnej pamäte: koľko sekúnd je jednotka nečinná medzi prechodmi (predvolene: 300).</translation>
    </message>
    <message>
        <source>Commit: measure again with the drive&apos;s write cache off, then switch it back on.</source>
        <translation>Commit: zmerať znova s vypnutou vyrovnávacou pamäťou zápisu jednotky, potom ju znova zapnúť.</translation>
    </message>
    <message>
        <source>Allow a write test on a raw device: everything on it is lost.</source>
        <translation>Povoliť test zápisu na surovom zariadení: všetko na ňom sa stratí.</translation>
    </message>
    <message>
        <source>Go through the page cache (no O_DIRECT).</source>
        <translation>Použiť vyrovnávaciu pamäť stránok (bez O_DIRECT).</translation>
    </message>
    <message>
        <source>Print the result as JSON (docs/json.md).</source>
        <translation>Vypísať výsledok ako JSON (docs/json.md).</translation>
    </message>
    <message>
        <source>Also write the JSON result to FILE.</source>
        <translation>Zapísať výsledok vo formáte JSON aj do FILE.</translation>
    </message>
    <message>
        <source>Run only the measurements with these keys, separated by commas (e.g. rnd4kq32t1.read, commit.s1.fdatasync).</source>
        <translation>Spustiť len merania s týmito kľúčmi oddelenými čiarkami (napr. rnd4kq32t1.read, commit.s1.fdatasync).</translation>
    </message>
    <message>
        <source>Do not keep the result in the drive&apos;s history.</source>
        <translation>Neuchovávať výsledok v histórii jednotky.</translation>
    </message>
    <message>
        <source>&apos;bench&apos; needs a FAMILY and at most one TARGET, e.g. &apos;driveproof-cli bench quick ~/&apos;.</source>
        <translation>&apos;bench&apos; potrebuje FAMILY a najviac jeden TARGET, napr. &apos;driveproof-cli bench quick ~/&apos;.</translation>
    </message>
    <message>
        <source>--axis goes with &apos;sweep&apos; and takes block-size, queue-depth or threads, not &apos;%1&apos;.</source>
        <extracomment>%1 what the user typed</extracomment>
        <translation>--axis sa používa so &apos;sweep&apos; a prijíma block-size, queue-depth alebo threads, nie &apos;%1&apos;.</translation>
    </message>
    <message>
        <source>unknown test &apos;%1&apos;. Try &apos;driveproof-cli bench --help&apos;.</source>
        <extracomment>%1 what the user typed</extracomment>
        <translation>neznámy test &apos;%1&apos;. Skúste &apos;driveproof-cli bench --help&apos;.</translation>
    </message>
    <message>
        <source>--size takes a size of at least 4K, such as 1G or 256M, not &apos;%1&apos;.</source>
        <extracomment>%1 what the user typed</extracomment>
        <translation>--size prijíma veľkosť aspoň 4K, napríklad 1G alebo 256M, nie &apos;%1&apos;.</translation>
    </message>
    <message>
        <source>--duration takes seconds, e.g. 5, not &apos;%1&apos;.</source>
        <extracomment>%1 what the user typed</extracomment>
        <translation>--duration prijíma sekundy, napr. 5, nie &apos;%1&apos;.</translation>
    </message>
    <message>
        <source>--backend takes auto, io_uring or psync, not &apos;%1&apos;.</source>
        <extracomment>%1 what the user typed</extracomment>
        <translation>--backend prijíma auto, io_uring alebo psync, nie &apos;%1&apos;.</translation>
    </message>
    <message>
        <source>--block-size takes a multiple of 512 bytes up to 64M, not &apos;%1&apos;.</source>
        <extracomment>%1 what the user typed</extracomment>
        <translation>--block-size prijíma násobok 512 bajtov do 64M, nie &apos;%1&apos;.</translation>
    </message>
    <message>
        <source>--%1 takes a whole number up to %2, not &apos;%3&apos;.</source>
        <extracomment>%1 the option, %2 the largest value, %3 what the user typed</extracomment>
        <translation>--%1 prijíma celé číslo do %2, nie &apos;%3&apos;.</translation>
    </message>
    <message>
        <source>--idle takes seconds, not &apos;%1&apos;.</source>
        <extracomment>%1 what the user typed</extracomment>
        <translation>--idle prijíma sekundy, nie &apos;%1&apos;.</translation>
    </message>
    <message>
        <source>Give one of --read, --write and --mix.</source>
        <translation>Zadajte jedno z --read, --write a --mix.</translation>
    </message>
    <message>
        <source>--mix takes the percentage of reads, 0 to 100, not &apos;%1&apos;.</source>
        <extracomment>%1 what the user typed</extracomment>
        <translation>--mix prijíma percento čítaní, 0 až 100, nie &apos;%1&apos;.</translation>
    </message>
    <message>
        <source>--preset takes a name such as RND4K-Q32T1 or SEQ1M-Q8T1, not &apos;%1&apos;.</source>
        <extracomment>%1 what the user typed</extracomment>
        <translation>--preset prijíma názov ako RND4K-Q32T1 alebo SEQ1M-Q8T1, nie &apos;%1&apos;.</translation>
    </message>
    <message>
        <source>--preset goes with quick, random or seq.</source>
        <translation>--preset sa používa s quick, random alebo seq.</translation>
    </message>
    <message>
        <source>--cache-ab goes with the commit test.</source>
        <translation>--cache-ab sa používa s testom commit.</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <extracomment>flushes per commit on one device: %1 device, %2 flushes per commit</extracomment>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>Commit method</source>
        <translation>Spôsob uloženia</translation>
    </message>
    <message>
        <source>Commits/s</source>
        <translation>Uložení/s</translation>
    </message>
    <message>
        <source>Mean µs</source>
        <translation>Priemer µs</translation>
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
        <translation>Vyprázdnení/uloženie</translation>
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
        <translation>dobré</translation>
    </message>
    <message>
        <source>caution</source>
        <translation>pozor</translation>
    </message>
    <message>
        <source>danger</source>
        <translation>nebezpečenstvo</translation>
    </message>
    <message>
        <source>note</source>
        <translation>poznámka</translation>
    </message>
    <message>
        <source>[%1%] %2: %3, %4, %5 left</source>
        <extracomment>live progress: %1 percent done, %2 the step, %3 rate, %4 IOPS, %5 time left (m:ss)</extracomment>
        <translation>[%1%] %2: %3, %4, zostáva %5</translation>
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
        <translation>zapnutá</translation>
    </message>
    <message>
        <source>off</source>
        <translation>vypnutá</translation>
    </message>
    <message>
        <source>yes, through udisks2 (re-applied at every boot)</source>
        <translation>áno, cez udisks2 (znova sa použije pri každom štarte)</translation>
    </message>
    <message>
        <source>yes, saved in the drive</source>
        <translation>áno, uložené v jednotke</translation>
    </message>
    <message>
        <source>no: a change lasts until the next power cycle</source>
        <translation>nie: zmena platí do ďalšieho vypnutia napájania</translation>
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
        <translation>žiadny (neprijíma príkazy pre jednotku)</translation>
    </message>
    <message>
        <source>Device</source>
        <translation>Zariadenie</translation>
    </message>
    <message>
        <source>Protocol</source>
        <translation>Protokol</translation>
    </message>
    <message>
        <source>Drive has a write cache</source>
        <translation>Jednotka má vyrovnávaciu pamäť zápisu</translation>
    </message>
    <message>
        <source>Drive&apos;s cache now</source>
        <translation>Vyr. pamäť jednotky teraz</translation>
    </message>
    <message>
        <source>Saved setting</source>
        <translation>Uložené nastavenie</translation>
    </message>
    <message>
        <source>none</source>
        <translation>žiadne</translation>
    </message>
    <message>
        <source>Can be changed</source>
        <translation>Dá sa zmeniť</translation>
    </message>
    <message>
        <source>Keeps after reboot</source>
        <translation>Zachová sa po reštarte</translation>
    </message>
    <message>
        <source>Kernel&apos;s view</source>
        <translation>Podľa jadra</translation>
    </message>
    <message>
        <source>Kernel uses FUA</source>
        <translation>Jadro používa FUA</translation>
    </message>
    <message>
        <source>Sources</source>
        <translation>Zdroje</translation>
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
        <translation>zlé</translation>
    </message>
    <message>
        <source>Overall</source>
        <translation>Celkovo</translation>
    </message>
    <message>
        <source>Temperature</source>
        <extracomment>temperature in degrees Celsius</extracomment>
        <translation>Teplota</translation>
    </message>
    <message>
        <source>%1 °C</source>
        <translation>%1 °C</translation>
    </message>
    <message>
        <source>Power-on hours</source>
        <translation>Hodiny prevádzky</translation>
    </message>
    <message>
        <source>Power cycles</source>
        <translation>Cykly zapnutia</translation>
    </message>
    <message>
        <source>Unsafe shutdowns</source>
        <translation>Nebezpečné vypnutia</translation>
    </message>
    <message>
        <source>Bad sectors</source>
        <translation>Chybné sektory</translation>
    </message>
    <message>
        <source>Media errors</source>
        <translation>Chyby média</translation>
    </message>
    <message>
        <source>Wear</source>
        <extracomment>wear of an SSD, in percent of its rated life</extracomment>
        <translation>Opotrebenie</translation>
    </message>
    <message>
        <source>%1 %</source>
        <translation>%1 %</translation>
    </message>
    <message>
        <source>Available spare</source>
        <translation>Dostupná rezerva</translation>
    </message>
    <message>
        <source>Source</source>
        <translation>Zdroj</translation>
    </message>
    <message>
        <source>%1 is a partition; the write cache and health belong to the whole drive. Give %2 instead.</source>
        <extracomment>%1 partition the user gave, %2 its whole drive</extracomment>
        <translation>%1 je oddiel; vyrovnávacia pamäť zápisu a stav patria celej jednotke. Zadajte namiesto neho %2.</translation>
    </message>
    <message>
        <source>Show the drive&apos;s volatile write cache next to the kernel&apos;s view, or switch it.</source>
        <translation>Zobraziť nestálu vyrovnávaciu pamäť zápisu jednotky vedľa údajov jadra, alebo ju prepnúť.</translation>
    </message>
    <message>
        <source>A drive, e.g. /dev/sda.</source>
        <translation>Jednotka, napr. /dev/sda.</translation>
    </message>
    <message>
        <source>Switch the drive&apos;s cache on or off.</source>
        <translation>Zapnúť alebo vypnúť vyrovnávaciu pamäť jednotky.</translation>
    </message>
    <message>
        <source>Keep the setting after a power cycle, where the drive or udisks2 can keep it honestly.</source>
        <translation>Zachovať nastavenie po vypnutí napájania, ak to jednotka alebo udisks2 dokážu poctivo.</translation>
    </message>
    <message>
        <source>&apos;cache&apos; needs exactly one DEVICE, e.g. &apos;driveproof-cli cache /dev/sda&apos;.</source>
        <translation>&apos;cache&apos; potrebuje práve jedno DEVICE, napr. &apos;driveproof-cli cache /dev/sda&apos;.</translation>
    </message>
    <message>
        <source>--set takes &apos;on&apos; or &apos;off&apos;, not &apos;%1&apos;.</source>
        <extracomment>%1 the value the user gave</extracomment>
        <translation>--set prijíma &apos;on&apos; alebo &apos;off&apos;, nie &apos;%1&apos;.</translation>
    </message>
    <message>
        <source>--persist goes with --set on|off.</source>
        <translation>--persist sa používa s --set on|off.</translation>
    </message>
    <message>
        <source>Show the drive&apos;s health: overall verdict, temperature, hours, power cycles, unsafe shutdowns.</source>
        <translation>Zobraziť stav jednotky: celkový verdikt, teplotu, hodiny, cykly zapnutia, nebezpečné vypnutia.</translation>
    </message>
    <message>
        <source>&apos;health&apos; needs exactly one DEVICE, e.g. &apos;driveproof-cli health /dev/sda&apos;.</source>
        <translation>&apos;health&apos; potrebuje práve jedno DEVICE, napr. &apos;driveproof-cli health /dev/sda&apos;.</translation>
    </message>
    <message>
        <source>--language needs a language, one of: %1.</source>
        <extracomment>%1 the language codes DriveProof has, e.g. &quot;de, en, es&quot;</extracomment>
        <translation>--language potrebuje jazyk, jeden z: %1.</translation>
    </message>
    <message>
        <source>unknown language &apos;%1&apos;. Choose one of: %2.</source>
        <extracomment>%1 what was given after --language, %2 the language codes DriveProof has, e.g. &quot;de, en, es&quot;</extracomment>
        <translation>neznámy jazyk &apos;%1&apos;. Vyberte jeden z: %2.</translation>
    </message>
    <message>
        <source>Show help for this command.</source>
        <translation>Zobraziť pomocníka pre tento príkaz.</translation>
    </message>
    <message>
        <source>%1. Try &apos;driveproof-cli %2 --help&apos;.</source>
        <extracomment>%1 the parser&apos;s error, %2 the subcommand</extracomment>
        <translation>%1. Skúste &apos;driveproof-cli %2 --help&apos;.</translation>
    </message>
    <message>
        <source>%1 (%2 bytes)</source>
        <extracomment>%1 size with unit, e.g. &quot;500.1 GB&quot;; %2 exact byte count</extracomment>
        <translation>%1 (%2 bajtov)</translation>
    </message>
    <message>
        <source>Write every drive&apos;s findings for Prometheus and other OpenMetrics readers: identity, health, write-cache views, alignment and the latest test results (docs/fleet.md).</source>
        <translation>Zapísať zistenia o všetkých jednotkách pre Prometheus a iné čítačky OpenMetrics: identita, stav, údaje o vyrovnávacej pamäti zápisu, zarovnanie a posledné výsledky testov (docs/fleet.md).</translation>
    </message>
    <message>
        <source>OpenMetrics text, also readable by node_exporter&apos;s textfile collector.</source>
        <translation>Text OpenMetrics, čitateľný aj pre textfile collector z node_exporter.</translation>
    </message>
    <message>
        <source>Write to FILE, replacing it atomically, instead of standard output.</source>
        <translation>Zapísať do FILE s atomickým nahradením, namiesto štandardného výstupu.</translation>
    </message>
    <message>
        <source>FILE</source>
        <translation>FILE</translation>
    </message>
    <message>
        <source>Export only this drive (a loop device too); may be given more than once.</source>
        <translation>Exportovať len túto jednotku (aj zariadenie loop); možno zadať viackrát.</translation>
    </message>
    <message>
        <source>DEVICE</source>
        <translation>DEVICE</translation>
    </message>
    <message>
        <source>Export loop devices too (left out by default).</source>
        <translation>Exportovať aj zariadenia loop (predvolene sa vynechávajú).</translation>
    </message>
    <message>
        <source>Read test results from this DriveProof data folder (holding history/ and powerloss/) instead of yours; may be given more than once.</source>
        <translation>Čítať výsledky testov z tohto dátového priečinka DriveProof (obsahujúceho history/ a powerloss/) namiesto vášho; možno zadať viackrát.</translation>
    </message>
    <message>
        <source>FOLDER</source>
        <translation>FOLDER</translation>
    </message>
    <message>
        <source>Read the test results of every user of this machine (needs root).</source>
        <translation>Čítať výsledky testov všetkých používateľov tohto počítača (vyžaduje root).</translation>
    </message>
    <message>
        <source>&apos;export&apos; takes no arguments. Use --device DEVICE for one drive.</source>
        <translation>&apos;export&apos; neprijíma žiadne argumenty. Pre jednu jednotku použite --device DEVICE.</translation>
    </message>
    <message>
        <source>Choose a format: &apos;driveproof-cli export --openmetrics&apos;.</source>
        <translation>Vyberte formát: &apos;driveproof-cli export --openmetrics&apos;.</translation>
    </message>
    <message>
        <source>raw, 512 bytes</source>
        <translation>surové, 512 bajtov</translation>
    </message>
    <message>
        <source>hex words (hdparm --Istdout)</source>
        <translation>šestnástkové slová (hdparm --Istdout)</translation>
    </message>
    <message>
        <source>%1 (48-bit addressing)</source>
        <extracomment>%1 number of sectors</extracomment>
        <translation>%1 (48-bitové adresovanie)</translation>
    </message>
    <message>
        <source>%1 (28-bit addressing)</source>
        <translation>%1 (28-bitové adresovanie)</translation>
    </message>
    <message>
        <source>%1 (not reported; assumed)</source>
        <extracomment>%1 a size in bytes; the drive predates sector size reporting (IDENTIFY word 106)</extracomment>
        <translation>%1 (nehlásené; predpokladané)</translation>
    </message>
    <message>
        <source>non-rotating (solid state)</source>
        <translation>nerotujúca (polovodičová)</translation>
    </message>
    <message>
        <source>%L1 rpm</source>
        <extracomment>%L1 revolutions per minute</extracomment>
        <translation>%L1 rpm</translation>
    </message>
    <message>
        <source>yes, queue depth %1</source>
        <extracomment>%1 the number of commands the drive can queue</extracomment>
        <translation>áno, hĺbka frontu %1</translation>
    </message>
    <message>
        <source>IDENTIFY dump</source>
        <translation>Výpis IDENTIFY</translation>
    </message>
    <message>
        <source>Format</source>
        <translation>Formát</translation>
    </message>
    <message>
        <source>Model</source>
        <translation>Model</translation>
    </message>
    <message>
        <source>Serial number</source>
        <translation>Sériové číslo</translation>
    </message>
    <message>
        <source>Firmware</source>
        <translation>Firmvér</translation>
    </message>
    <message>
        <source>Capacity</source>
        <translation>Kapacita</translation>
    </message>
    <message>
        <source>Sectors</source>
        <translation>Sektory</translation>
    </message>
    <message>
        <source>Logical sector</source>
        <translation>Logický sektor</translation>
    </message>
    <message>
        <source>Physical sector</source>
        <translation>Fyzický sektor</translation>
    </message>
    <message>
        <source>Alignment offset</source>
        <extracomment>where logical sector 0 starts inside its physical sector</extracomment>
        <translation>Posun zarovnania</translation>
    </message>
    <message>
        <source>Rotation rate</source>
        <translation>Rýchlosť otáčania</translation>
    </message>
    <message>
        <source>Write cache supported</source>
        <translation>Vyr. pamäť zápisu podporovaná</translation>
    </message>
    <message>
        <source>Write cache enabled</source>
        <translation>Vyr. pamäť zápisu zapnutá</translation>
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
        <translation>Kontrolný súčet</translation>
    </message>
    <message>
        <source>correct</source>
        <translation>správny</translation>
    </message>
    <message>
        <source>not present</source>
        <translation>chýba</translation>
    </message>
    <message>
        <source>Note</source>
        <translation>Poznámka</translation>
    </message>
    <message>
        <source>the drive marked this data as incomplete</source>
        <translation>jednotka označila tieto dáta ako neúplné</translation>
    </message>
    <message>
        <source>Backing file</source>
        <translation>Podkladový súbor</translation>
    </message>
    <message>
        <source>Vendor</source>
        <translation>Výrobca</translation>
    </message>
    <message>
        <source>WWN</source>
        <translation>WWN</translation>
    </message>
    <message>
        <source>Transport</source>
        <translation>Rozhranie</translation>
    </message>
    <message>
        <source>Size</source>
        <translation>Veľkosť</translation>
    </message>
    <message>
        <source>Minimum I/O</source>
        <translation>Minimálny V/V</translation>
    </message>
    <message>
        <source>Optimal I/O</source>
        <translation>Optimálny V/V</translation>
    </message>
    <message>
        <source>Media</source>
        <translation>Médium</translation>
    </message>
    <message>
        <source>Removable</source>
        <translation>Vymeniteľné</translation>
    </message>
    <message>
        <source>Read-only</source>
        <translation>Len na čítanie</translation>
    </message>
    <message>
        <source>Write cache (kernel view)</source>
        <translation>Vyr. pamäť zápisu (podľa jadra)</translation>
    </message>
    <message>
        <source>FUA</source>
        <translation>FUA</translation>
    </message>
    <message>
        <source>Mounted on</source>
        <translation>Pripojené v</translation>
    </message>
    <message>
        <source>not mounted</source>
        <translation>nepripojené</translation>
    </message>
    <message>
        <source>Held by</source>
        <translation>Drží ho</translation>
    </message>
    <message>
        <source>nothing</source>
        <translation>nič</translation>
    </message>
    <message>
        <source>SIZE</source>
        <translation>VEĽKOSŤ</translation>
    </message>
    <message>
        <source>MOUNTED ON</source>
        <translation>PRIPOJENÉ V</translation>
    </message>
    <message>
        <source>Not known:</source>
        <translation>Neznáme:</translation>
    </message>
    <message>
        <source>  %1: %2</source>
        <extracomment>%1 what is missing, %2 why</extracomment>
        <translation>  %1: %2</translation>
    </message>
    <message>
        <source>Show everything known about one drive.</source>
        <translation>Zobraziť všetko, čo je známe o jednej jednotke.</translation>
    </message>
    <message>
        <source>A drive, e.g. /dev/sda or sda.</source>
        <translation>Jednotka, napr. /dev/sda alebo sda.</translation>
    </message>
    <message>
        <source>Decode a saved ATA IDENTIFY dump instead of a drive: 512 raw bytes, or the hex words that &apos;hdparm --Istdout&apos; prints.</source>
        <translation>Dekódovať uložený výpis ATA IDENTIFY namiesto jednotky: 512 surových bajtov alebo šestnástkové slová, ktoré vypisuje &apos;hdparm --Istdout&apos;.</translation>
    </message>
    <message>
        <source>&apos;info --identify-file FILE&apos; takes no DEVICE: it decodes the file alone.</source>
        <translation>&apos;info --identify-file FILE&apos; neprijíma DEVICE: dekóduje len samotný súbor.</translation>
    </message>
    <message>
        <source>&apos;info&apos; needs exactly one DEVICE, e.g. &apos;driveproof-cli info /dev/sda&apos;.</source>
        <translation>&apos;info&apos; potrebuje práve jedno DEVICE, napr. &apos;driveproof-cli info /dev/sda&apos;.</translation>
    </message>
    <message>
        <source>file</source>
        <translation>súbor</translation>
    </message>
    <message>
        <source>solid state</source>
        <translation>polovodičová</translation>
    </message>
    <message>
        <source>%1 rpm</source>
        <translation>%1 rpm</translation>
    </message>
    <message>
        <source>rotational</source>
        <translation>rotačná</translation>
    </message>
    <message>
        <source>List the drives on this machine: identity, size, sector sizes, media, the kernel&apos;s write-cache view and mount points.</source>
        <translation>Vypísať jednotky tohto počítača: identita, veľkosť, veľkosti sektorov, médium, vyrovnávacia pamäť zápisu podľa jadra a body pripojenia.</translation>
    </message>
    <message>
        <source>&apos;list&apos; takes no arguments. Use &apos;driveproof-cli info DEVICE&apos; for one drive.</source>
        <translation>&apos;list&apos; neprijíma žiadne argumenty. Pre jednu jednotku použite &apos;driveproof-cli info DEVICE&apos;.</translation>
    </message>
    <message>
        <source>No drives found. In a container, /sys/block may show none; on a desktop, check that the drive is connected.</source>
        <translation>Nenašli sa žiadne jednotky. V kontajneri nemusí /sys/block nič ukazovať; na počítači skontrolujte, či je jednotka pripojená.</translation>
    </message>
    <message>
        <source>TRANSPORT</source>
        <translation>ROZHRANIE</translation>
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
        <translation>MÉDIUM</translation>
    </message>
    <message>
        <source>WRITE CACHE</source>
        <translation>VYR. PAMÄŤ ZÁPISU</translation>
    </message>
    <message>
        <source>%1/%2</source>
        <extracomment>logical / physical sector size in bytes</extracomment>
        <translation>%1/%2</translation>
    </message>
    <message>
        <source>partition</source>
        <translation>oddiel</translation>
    </message>
    <message>
        <source>unknown command &apos;%1&apos;. Try &apos;driveproof-cli --help&apos;.</source>
        <translation>neznámy príkaz &apos;%1&apos;. Skúste &apos;driveproof-cli --help&apos;.</translation>
    </message>
    <message>
        <source>The power-loss test: does the drive keep what it acknowledged when the power goes?
  prepare   check the drive and the machine, create the test area
  run       write and report every commit to the witness; pull the plug when told
  verify    after the restart: read the area, fetch the witness&apos;s record, judge
  practice  the whole procedure on a simulated drive on this machine</source>
        <translation>Test straty napájania: zachová jednotka to, čo potvrdila, keď vypadne napájanie?
  prepare   skontrolovať jednotku a počítač, vytvoriť testovaciu oblasť
  run       zapisovať a hlásiť každé trvalé uloženie svedkovi; na pokyn vytiahnuť zástrčku
  verify    po reštarte: prečítať oblasť, získať záznam svedka, vyniesť verdikt
  practice  celý postup na simulovanej jednotke na tomto počítači</translation>
    </message>
    <message>
        <source>prepare, run, verify or practice.</source>
        <translation>prepare, run, verify alebo practice.</translation>
    </message>
    <message>
        <source>The test area: a file (created if missing) or a block device (with --destructive).</source>
        <translation>Testovacia oblasť: súbor (vytvorí sa, ak chýba) alebo blokové zariadenie (s --destructive).</translation>
    </message>
    <message>
        <source>The witness&apos;s address, as it shows it.</source>
        <translation>Adresa svedka tak, ako ju zobrazuje.</translation>
    </message>
    <message>
        <source>Size of the test area, e.g. 1G (default: 1G; practice: 16M).</source>
        <translation>Veľkosť testovacej oblasti, napr. 1G (predvolene: 1G; practice: 16M).</translation>
    </message>
    <message>
        <source>Commit method: fdatasync (default), fsync, open_datasync or open_sync.</source>
        <translation>Spôsob trvalého uloženia: fdatasync (predvolený), fsync, open_datasync alebo open_sync.</translation>
    </message>
    <message>
        <source>Writes per commit (group commit); default 1.</source>
        <translation>Zápisy na jedno trvalé uloženie (skupinové uloženie); predvolene 1.</translation>
    </message>
    <message>
        <source>verify: the run to verify (its id or the start of it), instead of the one pending for --target.</source>
        <translation>verify: beh, ktorý sa má overiť (jeho ID alebo jeho začiatok), namiesto behu čakajúceho pre --target.</translation>
    </message>
    <message>
        <source>Allow a raw device as the target: everything on it is lost.</source>
        <translation>Povoliť surové zariadenie ako cieľ: všetko na ňom sa stratí.</translation>
    </message>
    <message>
        <source>practice: honest (default) or lying.</source>
        <translation>practice: honest (predvolené) alebo lying.</translation>
    </message>
    <message>
        <source>practice: seconds of writing before the simulated cut (default: 3).</source>
        <translation>practice: sekundy zápisu pred simulovaným výpadkom (predvolene: 3).</translation>
    </message>
    <message>
        <source>Print the result as JSON.</source>
        <translation>Vypísať výsledok ako JSON.</translation>
    </message>
    <message>
        <source>powerloss takes prepare, run, verify or practice, not &apos;%1&apos;.</source>
        <extracomment>%1 what the user typed</extracomment>
        <translation>powerloss prijíma prepare, run, verify alebo practice, nie &apos;%1&apos;.</translation>
    </message>
    <message>
        <source>--size takes a size of at least 1M, such as 1G or 256M, not &apos;%1&apos;.</source>
        <extracomment>%1 what the user typed</extracomment>
        <translation>--size prijíma veľkosť aspoň 1M, napríklad 1G alebo 256M, nie &apos;%1&apos;.</translation>
    </message>
    <message>
        <source>--method takes fdatasync, fsync, open_datasync or open_sync, not &apos;%1&apos;.</source>
        <extracomment>%1 what the user typed</extracomment>
        <translation>--method prijíma fdatasync, fsync, open_datasync alebo open_sync, nie &apos;%1&apos;.</translation>
    </message>
    <message>
        <source>--writes-per-commit takes a number from 1 to 1024, not &apos;%1&apos;.</source>
        <extracomment>%1 what the user typed</extracomment>
        <translation>--writes-per-commit prijíma číslo od 1 do 1024, nie &apos;%1&apos;.</translation>
    </message>
    <message>
        <source>--witness takes HOST:PORT such as 192.168.1.20:7070, not &apos;%1&apos;.</source>
        <extracomment>%1 what the user typed</extracomment>
        <translation>--witness prijíma HOST:PORT, napríklad 192.168.1.20:7070, nie &apos;%1&apos;.</translation>
    </message>
    <message>
        <source>--mode takes honest or lying, not &apos;%1&apos;.</source>
        <extracomment>%1 what the user typed</extracomment>
        <translation>--mode prijíma honest alebo lying, nie &apos;%1&apos;.</translation>
    </message>
    <message>
        <source>--seconds takes a number from 0 to 3600, not &apos;%1&apos;.</source>
        <extracomment>%1 what the user typed</extracomment>
        <translation>--seconds prijíma číslo od 0 do 3600, nie &apos;%1&apos;.</translation>
    </message>
    <message>
        <source>--run-id takes a run id in hexadecimal (or its start), such as 3f9a, not &apos;%1&apos;.</source>
        <extracomment>%1 what the user typed</extracomment>
        <translation>--run-id prijíma ID behu v šestnástkovej sústave (alebo jeho začiatok), napríklad 3f9a, nie &apos;%1&apos;.</translation>
    </message>
    <message>
        <source>Give the test area with --target PATH.</source>
        <translation>Zadajte testovaciu oblasť pomocou --target PATH.</translation>
    </message>
    <message>
        <source>--target takes a file (created if missing) or a block device, not the folder %1. Name a file in it, e.g. %1/powerloss.img.</source>
        <extracomment>%1 what the user typed</extracomment>
        <translation>--target prijíma súbor (vytvorí sa, ak chýba) alebo blokové zariadenie, nie priečinok %1. Zadajte súbor v ňom, napr. %1/powerloss.img.</translation>
    </message>
    <message>
        <source>--target takes a file (created if missing) or a block device; %1 is a pipe, a socket or a character device.</source>
        <extracomment>%1 what the user typed</extracomment>
        <translation>--target prijíma súbor (vytvorí sa, ak chýba) alebo blokové zariadenie; %1 je rúra, soket alebo znakové zariadenie.</translation>
    </message>
    <message>
        <source>--target names a file in a folder that does not exist: %1.</source>
        <extracomment>%1 what the user typed</extracomment>
        <translation>--target uvádza súbor v priečinku, ktorý neexistuje: %1.</translation>
    </message>
    <message>
        <source>%1 is a device: the test writes over all of its data. Add --destructive if that is what you want, or name a file.</source>
        <extracomment>%1 device node</extracomment>
        <translation>%1 je zariadenie: test prepíše všetky jeho dáta. Ak to naozaj chcete, pridajte --destructive, alebo zadajte súbor.</translation>
    </message>
    <message>
        <source>preparing the test area: %1%</source>
        <extracomment>%1 percent of the test area written with known data</extracomment>
        <translation>príprava testovacej oblasti: %1%</translation>
    </message>
    <message>
        <source>%1: %2 commits/s, witness holds #%3, %4 in flight, link %5</source>
        <extracomment>live power-loss run: %1 phase, %2 commits per second, %3 the witness&apos;s durable sequence number, %4 writes in flight, %5 link state</extracomment>
        <translation>%1: %2 uložení/s, svedok má do č. %3, rozpracované: %4, spojenie: %5</translation>
    </message>
    <message>
        <source>*** Pull the plug now ***</source>
        <translation>*** Teraz vytiahnite zástrčku ***</translation>
    </message>
    <message>
        <source>Cut the power at the wall (not the power button). After the restart, run &apos;driveproof-cli powerloss verify&apos; with the same target.</source>
        <translation>Vypnite napájanie v zásuvke (nie tlačidlom napájania). Po reštarte spustite &apos;driveproof-cli powerloss verify&apos; s rovnakým cieľom.</translation>
    </message>
    <message>
        <source>Verdict: %1</source>
        <extracomment>%1 PASS, FAIL or INCONCLUSIVE</extracomment>
        <translation>Verdikt: %1</translation>
    </message>
    <message>
        <source>Validity checks:</source>
        <translation>Kontroly platnosti:</translation>
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
        <translation>Potvrdené zápisy: %1; skontrolované bloky: %2</translation>
    </message>
    <message>
        <source>Note: %1</source>
        <extracomment>a fact to know before the test: %1 its text</extracomment>
        <translation>Poznámka: %1</translation>
    </message>
    <message>
        <source>Warning: %1</source>
        <extracomment>a warning: %1 its text</extracomment>
        <translation>Upozornenie: %1</translation>
    </message>
    <message>
        <source>Test area: %1, %2</source>
        <extracomment>%1 file or device, %2 its size</extracomment>
        <translation>Testovacia oblasť: %1, %2</translation>
    </message>
    <message>
        <source>Drive: %1, serial %2, firmware %3</source>
        <extracomment>%1 model, %2 serial number, %3 firmware</extracomment>
        <translation>Jednotka: %1, sériové číslo %2, firmvér %3</translation>
    </message>
    <message>
        <source>Write cache: %1</source>
        <extracomment>%1 on, off or unknown</extracomment>
        <translation>Vyrovnávacia pamäť zápisu: %1</translation>
    </message>
    <message>
        <source>Unsafe shutdowns so far: %1</source>
        <translation>Doterajšie nebezpečné vypnutia: %1</translation>
    </message>
    <message>
        <source>Ready. Start the witness, then &apos;driveproof-cli powerloss run&apos;.</source>
        <translation>Pripravené. Spustite svedka a potom &apos;driveproof-cli powerloss run&apos;.</translation>
    </message>
    <message>
        <source>Stopped cleanly after %1 commits; the witness holds them all. Nothing to verify: a clean stop is not a power cut.</source>
        <extracomment>%1 number of commits</extracomment>
        <translation>Čisto zastavené po %1 trvalých uloženiach; svedok má všetky. Nie je čo overovať: čisté zastavenie nie je výpadok napájania.</translation>
    </message>
    <message>
        <source>No power-loss test is pending for %1.</source>
        <translation>Pre %1 nečaká žiadny test straty napájania.</translation>
    </message>
    <message>
        <source>No pending power-loss test has the run id &apos;%1&apos;.</source>
        <translation>Žiadny čakajúci test straty napájania nemá ID behu &apos;%1&apos;.</translation>
    </message>
    <message>
        <source>Practice on a simulated drive that lies about its flushes.</source>
        <translation>Cvičenie so simulovanou jednotkou, ktorá klame o vyprázdneniach.</translation>
    </message>
    <message>
        <source>Practice on a simulated honest drive.</source>
        <translation>Cvičenie so simulovanou poctivou jednotkou.</translation>
    </message>
    <message>
        <source>run %1: started</source>
        <extracomment>%1 a short run id</extracomment>
        <translation>beh %1: spustený</translation>
    </message>
    <message>
        <source>run %1: the writer is back (%2 commits so far)</source>
        <extracomment>%1 a short run id, %2 number of acknowledged commits</extracomment>
        <translation>beh %1: zapisujúca strana je späť (doteraz %2 trvalých uložení)</translation>
    </message>
    <message>
        <source>run %1: %2 commits acknowledged</source>
        <extracomment>%1 a short run id, %2 number of acknowledged commits</extracomment>
        <translation>beh %1: potvrdených trvalých uložení: %2</translation>
    </message>
    <message>
        <source>run %1: the writer went silent at %2: the estimated power cut</source>
        <extracomment>%1 a short run id, %2 date and time on this machine&apos;s clock</extracomment>
        <translation>beh %1: zapisujúca strana stíchla o %2: odhadovaný výpadok napájania</translation>
    </message>
    <message>
        <source>run %1: the writer reported an error: %2</source>
        <extracomment>%1 a short run id, %2 the writer&apos;s error text</extracomment>
        <translation>beh %1: zapisujúca strana ohlásila chybu: %2</translation>
    </message>
    <message>
        <source>run %1: the writer stopped on purpose (no power cut)</source>
        <extracomment>%1 a short run id</extracomment>
        <translation>beh %1: zapisujúca strana sa zastavila zámerne (bez výpadku napájania)</translation>
    </message>
    <message>
        <source>run %1: the verifier&apos;s report is stored</source>
        <extracomment>%1 a short run id</extracomment>
        <translation>beh %1: správa overujúcej strany je uložená</translation>
    </message>
    <message>
        <source>refused a connection: %1</source>
        <extracomment>%1 why a connection or frame was refused</extracomment>
        <translation>spojenie odmietnuté: %1</translation>
    </message>
    <message>
        <source>run %1: journal error: %2</source>
        <extracomment>%1 a short run id, %2 the error text</extracomment>
        <translation>beh %1: chyba žurnálu: %2</translation>
    </message>
    <message>
        <source>Be the witness of a power-loss test: record every commit a writer reports, so that after the power cut the verifier knows what the drive acknowledged. Runs until Ctrl+C.</source>
        <translation>Byť svedkom testu straty napájania: zaznamenávať každé trvalé uloženie, ktoré zapisujúca strana ohlási, aby overujúca strana po výpadku napájania vedela, čo jednotka potvrdila. Beží do stlačenia Ctrl+C.</translation>
    </message>
    <message>
        <source>Address and port to listen on (default: 0.0.0.0:7070).</source>
        <translation>Adresa a port na počúvanie (predvolene: 0.0.0.0:7070).</translation>
    </message>
    <message>
        <source>Folder for the run journals (default: DriveProof&apos;s data folder). Put it on another disk than the one under test.</source>
        <translation>Priečinok pre žurnály behov (predvolene: dátový priečinok DriveProof). Umiestnite ho na iný disk než ten, ktorý sa testuje.</translation>
    </message>
    <message>
        <source>witness takes no argument, not &apos;%1&apos;.</source>
        <extracomment>%1 what the user typed</extracomment>
        <translation>witness neprijíma žiadny argument, nie &apos;%1&apos;.</translation>
    </message>
    <message>
        <source>--listen takes ADDRESS:PORT such as 0.0.0.0:7070, not &apos;%1&apos;.</source>
        <extracomment>%1 what the user typed</extracomment>
        <translation>--listen prijíma ADDRESS:PORT, napríklad 0.0.0.0:7070, nie &apos;%1&apos;.</translation>
    </message>
    <message>
        <source>Pairing code: %1</source>
        <extracomment>%1 the pairing code to type on the writer</extracomment>
        <translation>Párovací kód: %1</translation>
    </message>
    <message>
        <source>Listening on %1:%2</source>
        <extracomment>%1 host, %2 port</extracomment>
        <translation>Počúva sa na %1:%2</translation>
    </message>
    <message>
        <source>On the machine under test, type one of these witness addresses:</source>
        <extracomment>Followed by this machine&apos;s addresses (ADDRESS:PORT), one per line, that the person types on the machine under test as the witness address.</extracomment>
        <translation>Na testovanom počítači zadajte jednu z týchto adries svedka:</translation>
    </message>
    <message>
        <source>Journals in %1</source>
        <extracomment>%1 a folder</extracomment>
        <translation>Žurnály v %1</translation>
    </message>
    <message>
        <source>Witness stopped; every journal is synced.</source>
        <translation>Svedok zastavený; všetky žurnály sú synchronizované.</translation>
    </message>
    <message>
        <source>Link</source>
        <translation>Spojenie</translation>
    </message>
    <message>
        <source>Drive class</source>
        <translation>Druh jednotky</translation>
    </message>
    <message>
        <source>The result was not kept in the drive&apos;s history: %1</source>
        <extracomment>%1 why the history file could not be written</extracomment>
        <translation>Výsledok sa neuložil do histórie disku: %1</translation>
    </message>
    <message>
        <source>%1 (%2, %3) looks empty. The capacity test writes over all of it. Go on? [y/N] </source>
        <extracomment>%1 device node, %2 the drive&apos;s model, %3 its size, e.g. &quot;128.0 GB&quot;. The drive has no partition table and no file system. Answer with the word for yes, or y.</extracomment>
        <translation>%1 (%2, %3) vyzerá prázdny. Test kapacity prepíše celý jeho obsah. Pokračovať? [y/N] </translation>
    </message>
    <message>
        <source>Is the drive as big as it says? Writes records over the whole device, reads them back and tells a genuine drive from a fake one.</source>
        <translation>Je disk taký veľký, ako tvrdí? Zapíše záznamy cez celé zariadenie, prečíta ich späť a rozlíši pravý disk od falzifikátu.</translation>
    </message>
    <message>
        <source>The drive, e.g. /dev/sdb.</source>
        <translation>Disk, napr. /dev/sdb.</translation>
    </message>
    <message>
        <source>The quick probe: a few thousand records, minutes.</source>
        <translation>Rýchla sonda: niekoľko tisíc záznamov, minúty.</translation>
    </message>
    <message>
        <source>The full verify: every block written and read back; resumes where an interrupted run stopped.</source>
        <translation>Úplné overenie: každý blok zapísaný a prečítaný späť; pokračuje tam, kde sa prerušený beh zastavil.</translation>
    </message>
    <message>
        <source>Allow the writes without a terminal to ask on: everything on the device is lost.</source>
        <translation>Povoliť zápisy bez terminálu, kde by sa dalo opýtať: celý obsah zariadenia sa stratí.</translation>
    </message>
    <message>
        <source>Give one device and --quick or --full. Try &apos;driveproof-cli capacity --help&apos;.</source>
        <translation>Zadajte jedno zariadenie a --quick alebo --full. Skúste &apos;driveproof-cli capacity --help&apos;.</translation>
    </message>
    <message>
        <source>The capacity test writes over everything on %1. Add --destructive if that is what you want.</source>
        <extracomment>%1 device node</extracomment>
        <translation>Test kapacity prepíše všetko na %1. Pridajte --destructive, ak to chcete.</translation>
    </message>
    <message>
        <source>Bad: bytes %1 to %2: %3.</source>
        <extracomment>%1 and %2 byte offsets as numbers, %3 what was found there, e.g. &quot;zeros&quot;</extracomment>
        <translation>Chybné: bajty %1 až %2: %3.</translation>
    </message>
    <message numerus="yes">
        <source>… and %n more bad range(s) (see --json).</source>
        <translation>
            <numerusform>… a ešte %n chybný rozsah (pozri --json).</numerusform>
            <numerusform>… a ešte %n chybné rozsahy (pozri --json).</numerusform>
            <numerusform>… a ešte %n chybných rozsahov (pozri --json).</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 is empty (no partition table, no file system): it is written to without asking for its name.</source>
        <extracomment>%1 device node</extracomment>
        <translation>%1 je prázdny (žiadna tabuľka oddielov, žiadny súborový systém): zapisuje sa naň bez otázky na jeho názov.</translation>
    </message>
    <message>
        <source>%1 has no write cache of its own to switch (a loop, virtio or memory-card device): only the kernel&apos;s view exists. Nothing was changed.</source>
        <extracomment>%1 device node</extracomment>
        <translation>%1 nemá vlastnú zápisovú vyrovnávaciu pamäť na prepnutie (zariadenie loop, virtio alebo pamäťová karta): existuje len pohľad jadra. Nič sa nezmenilo.</translation>
    </message>
    <message>
        <source>%1 is a loop device over %2: it has no health of its own. Ask the drive that holds that file.</source>
        <extracomment>%1 device node, %2 the file behind it</extracomment>
        <translation>%1 je zariadenie loop nad %2: nemá vlastný stav. Opýtajte sa jednotky, na ktorej ten súbor leží.</translation>
    </message>
    <message>
        <source>%1 commits/s</source>
        <extracomment>commits per second</extracomment>
        <translation>%1 potvrdení/s</translation>
    </message>
    <message>
        <source>List the runs kept for one drive, newest first.</source>
        <translation>Vypíše behy uložené pre jednu jednotku, od najnovšieho.</translation>
    </message>
    <message>
        <source>&apos;history&apos; needs exactly one DEVICE, e.g. &apos;driveproof-cli history /dev/sda&apos;.</source>
        <translation>&apos;history&apos; potrebuje práve jedno DEVICE, napr. &apos;driveproof-cli history /dev/sda&apos;.</translation>
    </message>
    <message>
        <source>No runs are kept for %1 yet. &apos;driveproof-cli bench quick FOLDER&apos; on one of its file systems makes the first.</source>
        <extracomment>%1 device node</extracomment>
        <translation>Pre %1 zatiaľ nie sú uložené žiadne behy. Prvý vytvorí &apos;driveproof-cli bench quick FOLDER&apos; na niektorom z jeho súborových systémov.</translation>
    </message>
    <message>
        <source>DATE</source>
        <translation>DÁTUM</translation>
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
        <translation>NASTAVENIA</translation>
    </message>
    <message>
        <source>SUMMARY</source>
        <translation>SÚHRN</translation>
    </message>
    <message>
        <source>Put two runs side by side: the lines they share, B against A.</source>
        <translation>Postaví dva behy vedľa seba: riadky, ktoré zdieľajú, B oproti A.</translation>
    </message>
    <message>
        <source>A run&apos;s id (the first 8 characters are enough) or its result file; twice.</source>
        <translation>ID behu (stačí prvých 8 znakov) alebo jeho súbor s výsledkom; dvakrát.</translation>
    </message>
    <message>
        <source>&apos;compare&apos; needs two runs, e.g. &apos;driveproof-cli compare 1a2b3c4d 5e6f7a8b&apos;; &apos;driveproof-cli history DEVICE&apos; lists their ids.</source>
        <translation>&apos;compare&apos; potrebuje dva behy, napr. &apos;driveproof-cli compare 1a2b3c4d 5e6f7a8b&apos;; ich ID vypíše &apos;driveproof-cli history DEVICE&apos;.</translation>
    </message>
    <message>
        <source>MEASUREMENT</source>
        <translation>MERANIE</translation>
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
        <translation>Nezhodujú sa: %1</translation>
    </message>
    <message>
        <source>The two runs have no measurement in common: nothing to compare. Compare two runs of the same test.</source>
        <translation>Oba behy nemajú žiadne spoločné meranie: nie je čo porovnať. Porovnajte dva behy toho istého testu.</translation>
    </message>
    <message>
        <source>empty: no partition table, no file system</source>
        <translation>prázdna: žiadna tabuľka oddielov, žiadny súborový systém</translation>
    </message>
    <message>
        <source>data (%1)</source>
        <extracomment>%1 what was found, e.g. &quot;gpt, ext4&quot;</extracomment>
        <translation>dáta (%1)</translation>
    </message>
    <message>
        <source>unknown: %1</source>
        <extracomment>%1 why the drive could not be read (a sentence)</extracomment>
        <translation>neznáme: %1</translation>
    </message>
    <message>
        <source>Contents</source>
        <translation>Obsah</translation>
    </message>
    <message>
        <source>standard input</source>
        <translation>štandardný vstup</translation>
    </message>
    <message>
        <source>Cannot read the pairing code from %1: %2</source>
        <extracomment>%1 a file or &quot;standard input&quot;, %2 the system&apos;s error text</extracomment>
        <translation>Párovací kód sa nedá prečítať z %1: %2</translation>
    </message>
    <message>
        <source>Pairing code (as the witness shows it): </source>
        <translation>Párovací kód (ako ho zobrazuje svedok): </translation>
    </message>
    <message>
        <source>That is not a pairing code: type the 12 characters the witness shows, such as K7QD-M2XF-9HBT.</source>
        <translation>To nie je párovací kód: zadajte 12 znakov, ktoré zobrazuje svedok, napríklad K7QD-M2XF-9HBT.</translation>
    </message>
    <message>
        <source>--pairing is no longer accepted: every user of this machine can read the command line. Type the code when asked, or use --pairing-file FILE.</source>
        <translation>--pairing sa už neprijíma: príkazový riadok si môže prečítať každý používateľ tohto počítača. Zadajte kód, keď oň budete požiadaní, alebo použite --pairing-file FILE.</translation>
    </message>
    <message>
        <source>Read the pairing code the witness shows from FILE (&apos;-&apos;: standard input). Without it, run asks for the code.</source>
        <translation>Prečítať párovací kód, ktorý zobrazuje svedok, zo súboru FILE (&apos;-&apos;: štandardný vstup). Bez tejto voľby sa run na kód opýta.</translation>
    </message>
    <message>
        <source>run needs the witness: --witness HOST:PORT as &apos;driveproof-cli witness&apos; shows it, and its pairing code (asked for, or --pairing-file FILE).</source>
        <translation>run potrebuje svedka: --witness HOST:PORT, ako ho zobrazuje &apos;driveproof-cli witness&apos;, a jeho párovací kód (vyžiada si ho, alebo --pairing-file FILE).</translation>
    </message>
    <message>
        <source>Use the pairing code in FILE (&apos;-&apos;: standard input) instead of a random one.</source>
        <translation>Použiť párovací kód zo súboru FILE (&apos;-&apos;: štandardný vstup) namiesto náhodného.</translation>
    </message>
    <message>
        <source>The drive&apos;s records could not be read (an older helper, or a drive that keeps none).</source>
        <translation>Záznamy jednotky sa nepodarilo prečítať (starší pomocník alebo jednotka, ktorá žiadne nevedie).</translation>
    </message>
    <message>
        <source>Is it new? %1</source>
        <extracomment>&quot;Is it new?&quot; and the verdict: new, used, possibly reset</extracomment>
        <translation>Je nová? %1</translation>
    </message>
    <message>
        <source>Also show every record the drive keeps: each SMART attribute or NVMe health log field, the self-test log and the error log count.</source>
        <translation>Zobraziť aj všetky záznamy, ktoré jednotka vedie: každý atribút SMART alebo pole stavového protokolu NVMe, protokol samotestov a počet zaznamenaných chýb.</translation>
    </message>
    <message>
        <source>Remember the endurance the maker rates this drive&apos;s model for, in terabytes written (TBW), and compare the data written with it from now on.</source>
        <translation>Zapamätať si výdrž, ktorú výrobca udáva pre model tejto jednotky, v zapísaných terabajtoch (TBW), a odteraz s ňou porovnávať zapísané údaje.</translation>
    </message>
    <message>
        <source>--rated-tbw takes terabytes written, e.g. 600, not &apos;%1&apos;.</source>
        <extracomment>%1 what the user typed</extracomment>
        <translation>--rated-tbw očakáva zapísané terabajty, napr. 600, nie &apos;%1&apos;.</translation>
    </message>
    <message numerus="yes">
        <source>about %n minute(s)</source>
        <extracomment>%n the number of minutes the drive says a self-test takes</extracomment>
        <translation>
            <numerusform>asi %n minúta</numerusform>
            <numerusform>asi %n minúty</numerusform>
            <numerusform>asi %n minút</numerusform>
        </translation>
    </message>
    <message>
        <source>Self-tests</source>
        <translation>Samotesty</translation>
    </message>
    <message>
        <source>offered</source>
        <translation>ponúkané</translation>
    </message>
    <message>
        <source>not offered</source>
        <translation>neponúkané</translation>
    </message>
    <message>
        <source>Now</source>
        <translation>Teraz</translation>
    </message>
    <message>
        <source>running, %1% done</source>
        <translation>beží, hotovo %1 %</translation>
    </message>
    <message>
        <source>no self-test running</source>
        <translation>žiadny samotest nebeží</translation>
    </message>
    <message>
        <source>Last result</source>
        <translation>Posledný výsledok</translation>
    </message>
    <message>
        <source>Short test</source>
        <translation>Krátky test</translation>
    </message>
    <message>
        <source>Extended test</source>
        <translation>Rozšírený test</translation>
    </message>
    <message>
        <source>Conveyance test</source>
        <translation>Prepravný test</translation>
    </message>
    <message>
        <source>Self-test on %1: %2% done</source>
        <extracomment>%1 device path, %2 percent done</extracomment>
        <translation>Samotest na %1: hotovo %2 %</translation>
    </message>
    <message>
        <source>Stopped following. The drive goes on testing; &apos;driveproof-cli selftest %1 abort&apos; stops it.</source>
        <extracomment>%1 device path</extracomment>
        <translation>Sledovanie ukončené. Jednotka ďalej testuje; &apos;driveproof-cli selftest %1 abort&apos; test zastaví.</translation>
    </message>
    <message>
        <source>Start, stop or follow the drive&apos;s own self-test. The drive runs it and keeps the result in its self-test log (&apos;health DEVICE --all&apos; shows it).</source>
        <translation>Spustiť, zastaviť alebo sledovať vlastný samotest jednotky. Jednotka ho vykonáva sama a výsledok ukladá do svojho protokolu samotestov (&apos;health DEVICE --all&apos; ho zobrazí).</translation>
    </message>
    <message>
        <source>short, extended, conveyance (ATA), abort or status.</source>
        <translation>short, extended, conveyance (ATA), abort alebo status.</translation>
    </message>
    <message>
        <source>Follow the running test until it ends; the exit status is 1 when it failed.</source>
        <translation>Sledovať bežiaci test až do konca; návratový kód je 1, ak zlyhal.</translation>
    </message>
    <message>
        <source>&apos;selftest&apos; needs a DEVICE and an ACTION, e.g. &apos;driveproof-cli selftest /dev/sda short&apos;.</source>
        <translation>&apos;selftest&apos; potrebuje DEVICE a ACTION, napr. &apos;driveproof-cli selftest /dev/sda short&apos;.</translation>
    </message>
    <message>
        <source>Unknown self-test action &apos;%1&apos;: use short, extended, conveyance, abort or status.</source>
        <extracomment>%1 the action the user gave</extracomment>
        <translation>Neznáma akcia samotestu &apos;%1&apos;: použite short, extended, conveyance, abort alebo status.</translation>
    </message>
    <message>
        <source>%1: no partition table, logical sector %2 bytes, physical sector %3 bytes, optimal I/O size %4, alignment offset %5 bytes.</source>
        <extracomment>%1 device or image, %2 and %3 sector sizes in bytes, %4 optimal I/O size (&quot;65536 bytes&quot; or &quot;not reported&quot;), %5 alignment offset in bytes</extracomment>
        <translation>%1: bez tabuľky oddielov, logický sektor %2 bajtov, fyzický sektor %3 bajtov, optimálna veľkosť V/V %4, posun zarovnania %5 bajtov.</translation>
    </message>
    <message>
        <source>The self-test&apos;s result could not be kept in the drive&apos;s history: %1</source>
        <extracomment>%1 why (a sentence)</extracomment>
        <translation>Výsledok autotestu sa nepodarilo uložiť do histórie disku: %1</translation>
    </message>
    <message>
        <source>LBA format</source>
        <extracomment>column titles of the table of NVMe LBA formats</extracomment>
        <translation>Formát LBA</translation>
    </message>
    <message>
        <source>Sector</source>
        <translation>Sektor</translation>
    </message>
    <message>
        <source>In use</source>
        <translation>Používa sa</translation>
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
        <translation>Použitie: driveproof-cli COMMAND [voľby]

Povie pravdu o jednotke.

Príkazy:
  list          zoznam jednotiek s identitou, topológiou a vyr. pamäťou zápisu
  info DEVICE   všetko, čo je známe o jednej jednotke
  align TARGET  kontrola zarovnania oddielov jednotky alebo obrazu disku
  cache DEVICE  vyr. pamäť zápisu jednotky a údaje jadra; --set on|off
  health DEVICE stav jednotky: verdikt, teplota, hodiny, vypnutia
  selftest DEVICE short|extended|abort|status  vlastný samotest jednotky
  bench FAMILY [TARGET]  merania: quick, commit, throughput, random, sweeps...
  history DEVICE  behy uložené pre jednotku, od najnovšieho
  compare RUN RUN  dva behy vedľa seba a v čom sa líšia
  powerloss prepare|run|verify|practice  test straty napájania (vytiahnutie zástrčky)
  witness       byť druhým počítačom testu straty napájania
  export --openmetrics  zistenia o všetkých jednotkách pre Prometheus (flotily)
  capacity ZARIADENIE --quick|--full  je disk taký veľký, ako tvrdí (falzifikáty)
  trim TARGET   či TRIM prejde každou vrstvou až k disku

Voľby:
  -h, --help     zobraziť tohto pomocníka; &apos;driveproof-cli COMMAND --help&apos; pre príkaz
  -v, --version  zobraziť verziu
  --language LANG
                 hovoriť jazykom LANG, napr. de, pt_BR alebo zh_TW, namiesto
                 jazyka systému; funguje so všetkými príkazmi
</translation>
    </message>
    <message>
        <source>yes, down to the drive</source>
        <translation>áno, až k disku</translation>
    </message>
    <message>
        <source>down to a loop device&apos;s backing file</source>
        <translation>až k súboru, nad ktorým beží zariadenie loop</translation>
    </message>
    <message>
        <source>no: a layer drops it</source>
        <translation>nie: jedna vrstva ho zahadzuje</translation>
    </message>
    <message>
        <source>no: the drive does not take it</source>
        <translation>nie: disk ho neprijíma</translation>
    </message>
    <message>
        <source>enabled</source>
        <translation>zapnutý</translation>
    </message>
    <message>
        <source>disabled</source>
        <translation>vypnutý</translation>
    </message>
    <message>
        <source>masked</source>
        <translation>maskovaný</translation>
    </message>
    <message>
        <source>not installed</source>
        <translation>nenainštalovaný</translation>
    </message>
    <message>
        <source>%1 (systemd is not running)</source>
        <extracomment>%1 the timer&apos;s state, e.g. &quot;enabled&quot;</extracomment>
        <translation>%1 (systemd nebeží)</translation>
    </message>
    <message>
        <source>From %1: %2</source>
        <extracomment>%1 a device, %2 whether TRIM gets through</extracomment>
        <translation>Z %1: %2</translation>
    </message>
    <message>
        <source>From %1 (mounted on %2): %3</source>
        <extracomment>%1 a device, %2 its mount points, %3 whether TRIM gets through</extracomment>
        <translation>Z %1 (pripojené na %2): %3</translation>
    </message>
    <message>
        <source>Layer</source>
        <translation>Vrstva</translation>
    </message>
    <message>
        <source>Kind</source>
        <translation>Druh</translation>
    </message>
    <message>
        <source>Discard granularity</source>
        <translation>Granularita discard</translation>
    </message>
    <message>
        <source>Largest discard</source>
        <translation>Najväčší discard</translation>
    </message>
    <message>
        <source>Passes TRIM</source>
        <translation>Prepúšťa TRIM</translation>
    </message>
    <message>
        <source>Say whether TRIM reaches the drive through every layer (partition, dm-crypt, LVM, md, loop, USB), whether fstrim.timer runs and which file systems are mounted with discard.</source>
        <translation>Povie, či TRIM prejde každou vrstvou (oddiel, dm-crypt, LVM, md, loop, USB) až k disku, či beží fstrim.timer a ktoré súborové systémy sú pripojené s voľbou discard.</translation>
    </message>
    <message>
        <source>A drive, a partition, a dm, md or loop device, or a folder, e.g. /dev/sda or /home.</source>
        <translation>Disk, oddiel, zariadenie dm, md alebo loop, alebo priečinok, napr. /dev/sda alebo /home.</translation>
    </message>
    <message>
        <source>&apos;trim&apos; needs exactly one TARGET, e.g. &apos;driveproof-cli trim /dev/sda&apos;.</source>
        <translation>&apos;trim&apos; potrebuje práve jeden TARGET, napr. &apos;driveproof-cli trim /dev/sda&apos;.</translation>
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
        <translation>Posúdiť správu namiesto jednotky: výstup &apos;smartctl -x&apos;, &apos;smartctl -x --json&apos; alebo &apos;nvme smart-log -o json&apos; uložený v súbore FILE (&apos;-&apos;: štandardný vstup).</translation>
    </message>
    <message>
        <source>With --report of nvme smart-log: the output of &apos;nvme id-ctrl -o json&apos; for the model, serial and firmware.</source>
        <translation>S --report s výstupom nvme smart-log: výstup &apos;nvme id-ctrl -o json&apos; pre model, sériové číslo a firmvér.</translation>
    </message>
    <message>
        <source>&apos;health --report FILE&apos; takes no DEVICE and no --rated-tbw.</source>
        <translation>&apos;health --report FILE&apos; neprijíma DEVICE ani --rated-tbw.</translation>
    </message>
</context>
<context>
    <name>DriveProof::Device</name>
    <message>
        <source>No block device named %1. Run &apos;driveproof-cli list&apos; to see the drives on this machine.</source>
        <translation>Neexistuje blokové zariadenie s názvom %1. Spustite &apos;driveproof-cli list&apos; a uvidíte jednotky tohto počítača.</translation>
    </message>
    <message>
        <source>%1 disappeared while it was being read. Check that the drive is still connected.</source>
        <translation>%1 zmizlo počas čítania. Skontrolujte, či je jednotka stále pripojená.</translation>
    </message>
    <message>
        <source>%1 is mounted on %2.</source>
        <extracomment>%1 device path, %2 list of mount points</extracomment>
        <translation>%1 je pripojené v %2.</translation>
    </message>
    <message>
        <source>%1 is in use as swap space.</source>
        <extracomment>%1 device path</extracomment>
        <translation>%1 sa používa ako odkladací priestor.</translation>
    </message>
    <message numerus="yes">
        <source>%1 (And %n more.)</source>
        <extracomment>%1 a sentence saying what uses a device, %n how many other users there are</extracomment>
        <translation>
            <numerusform>%1 (A ešte %n.)</numerusform>
            <numerusform>%1 (A ešte %n.)</numerusform>
            <numerusform>%1 (A ešte %n.)</numerusform>
        </translation>
    </message>
    <message>
        <source>not reported by this %1 device through sysfs</source>
        <translation>toto zariadenie %1 to cez sysfs nehlási</translation>
    </message>
    <message>
        <source>unknown</source>
        <translation>neznáme</translation>
    </message>
    <message>
        <source>model</source>
        <translation>model</translation>
    </message>
    <message>
        <source>serial number</source>
        <translation>sériové číslo</translation>
    </message>
    <message>
        <source>firmware revision</source>
        <translation>verzia firmvéru</translation>
    </message>
    <message>
        <source>WWN</source>
        <translation>WWN</translation>
    </message>
    <message>
        <source>rotation rate</source>
        <translation>rýchlosť otáčania</translation>
    </message>
    <message>
        <source>%1 could not be opened even as root (%2): the system blocks access to it (a container or a security policy), so only what sysfs reports is shown.</source>
        <extracomment>%1 device path, %2 system error text</extracomment>
        <translation>%1 sa nepodarilo otvoriť ani ako root (%2): systém k nemu blokuje prístup (kontajner alebo bezpečnostná politika), preto sa zobrazuje len to, čo hlási sysfs.</translation>
    </message>
    <message>
        <source>%1 could not be opened (%2): only what sysfs reports is shown. Run as root or through the DriveProof helper for more.</source>
        <extracomment>%1 device path, %2 system error text</extracomment>
        <translation>%1 sa nepodarilo otvoriť (%2): zobrazuje sa len to, čo hlási sysfs. Pre viac údajov spustite program ako root alebo cez pomocný program DriveProof.</translation>
    </message>
    <message>
        <source>device node</source>
        <translation>uzol zariadenia</translation>
    </message>
    <message>
        <source>%1 backs the loop device %2.</source>
        <extracomment>a loop device reads and writes its data on this device. %1 device path, %2 loop device path</extracomment>
        <translation>%1 je podkladom zariadenia loop %2.</translation>
    </message>
    <message>
        <source>%1 is part of %2.</source>
        <extracomment>%1 device path, %2 a device built on it (device-mapper, RAID, bcache)</extracomment>
        <translation>%1 je súčasťou %2.</translation>
    </message>
    <message>
        <source>%1 has the partition %2.</source>
        <extracomment>%1 disk path, %2 partition path</extracomment>
        <translation>%1 obsahuje oddiel %2.</translation>
    </message>
    <message>
        <source>There is no %1. Give a device such as /dev/sda (see &apos;driveproof-cli list&apos;).</source>
        <translation>%1 neexistuje. Zadajte zariadenie, napríklad /dev/sda (pozri &apos;driveproof-cli list&apos;).</translation>
    </message>
    <message>
        <source>%1 is a folder or a file, not a block device. Give a device such as /dev/sda (see &apos;driveproof-cli list&apos;).</source>
        <translation>%1 je priečinok alebo súbor, nie blokové zariadenie. Zadajte zariadenie, napríklad /dev/sda (pozri &apos;driveproof-cli list&apos;).</translation>
    </message>
    <message>
        <source>Could not read %1 to see what it holds: %2.</source>
        <extracomment>%1 device or file path, %2 the system&apos;s reason</extracomment>
        <translation>%1 sa nepodarilo prečítať, aby sa zistilo, čo obsahuje: %2.</translation>
    </message>
    <message>
        <source>Could not read the start and end of %1 to see what it holds.</source>
        <extracomment>%1 device or file path</extracomment>
        <translation>Nepodarilo sa prečítať začiatok a koniec %1, aby sa zistilo, čo obsahuje.</translation>
    </message>
    <message>
        <source>udev has no record of device %1, and it could not be read directly (run as root, or start udev).</source>
        <extracomment>%1 device numbers like 8:0</extracomment>
        <translation>udev nemá o zariadení %1 žiadny záznam a priamo ho nebolo možné prečítať (spustite ako root alebo spustite udev).</translation>
    </message>
</context>
<context>
    <name>DriveProof::DriveReport</name>
    <message>
        <source>%1 is not valid JSON: %2 at byte %3.</source>
        <extracomment>%1 file name, %2 the JSON parser&apos;s words, %3 the byte offset</extracomment>
        <translation>%1 nie je platný JSON: %2 na bajte %3.</translation>
    </message>
    <message>
        <source>%1 is larger than any drive report (%2 at most). Give the output of smartctl -x or nvme smart-log, not a disk image.</source>
        <extracomment>%1 file name, %2 a size (&quot;4 MiB&quot;)</extracomment>
        <translation>%1 je väčší ako akákoľvek správa o jednotke (najviac %2). Zadajte výstup smartctl -x alebo nvme smart-log, nie obraz disku.</translation>
    </message>
    <message>
        <source>%1 is no drive report DriveProof can read: give the output of &apos;smartctl -x&apos;, &apos;smartctl -x --json&apos; or &apos;nvme smart-log -o json&apos;.</source>
        <extracomment>%1 file name</extracomment>
        <translation>%1 nie je správa o jednotke, ktorú DriveProof vie prečítať: zadajte výstup &apos;smartctl -x&apos;, &apos;smartctl -x --json&apos; alebo &apos;nvme smart-log -o json&apos;.</translation>
    </message>
    <message>
        <source>%1 is a report of a SAS or SCSI drive: DriveProof judges reports of ATA (SATA) and NVMe drives.</source>
        <extracomment>%1 file name</extracomment>
        <translation>%1 je správa o jednotke SAS alebo SCSI: DriveProof posudzuje správy o jednotkách ATA (SATA) a NVMe.</translation>
    </message>
    <message>
        <source>From the report %1, not from the drive itself: %2.</source>
        <extracomment>%1 file name, %2 drive model</extracomment>
        <translation>Zo správy %1, nie zo samotnej jednotky: %2.</translation>
    </message>
    <message>
        <source>From the report %1, not from the drive itself: %2, serial %3.</source>
        <extracomment>%1 file name, %2 drive model, %3 serial number</extracomment>
        <translation>Zo správy %1, nie zo samotnej jednotky: %2, sériové číslo %3.</translation>
    </message>
    <message>
        <source>%1, line %2: more than 30 SMART attributes, which no drive has.</source>
        <extracomment>%1 file name, %2 line number</extracomment>
        <translation>%1, riadok %2: viac ako 30 atribútov SMART, čo nemá žiadna jednotka.</translation>
    </message>
    <message>
        <source>Could not read %1: %2.</source>
        <extracomment>%1 file name, %2 the system&apos;s reason</extracomment>
        <translation>%1 sa nepodarilo prečítať: %2.</translation>
    </message>
    <message>
        <source>From the report %1, not from the drive itself.</source>
        <extracomment>%1 file name (a report that names no drive, e.g. smartctl -l farm)</extracomment>
        <translation>Zo správy %1, nie zo samotnej jednotky.</translation>
    </message>
</context>
<context>
    <name>DriveProof::Flash</name>
    <message>
        <source>TRIM from %1 reaches the drive %2 through every layer.</source>
        <extracomment>%1 the device in use (e.g. /dev/mapper/vg-home), %2 the drive</extracomment>
        <translation>TRIM z %1 prejde každou vrstvou až k disku %2.</translation>
    </message>
    <message>
        <source>The drive %1 takes TRIM.</source>
        <extracomment>%1 the drive</extracomment>
        <translation>Disk %1 prijíma TRIM.</translation>
    </message>
    <message>
        <source>TRIM from %1 reaches the loop device %2, which frees the space in its backing file %3. The drive under that file gets it only from its own file system (mounted with discard, or fstrim).</source>
        <extracomment>%1 the device in use, %2 a loop device, %3 its backing file</extracomment>
        <translation>TRIM z %1 dôjde k zariadeniu loop %2, ktoré uvoľní miesto vo svojom súbore %3. Disk pod týmto súborom ho dostane len od vlastného súborového systému (pripojeného s voľbou discard, alebo cez fstrim).</translation>
    </message>
    <message>
        <source>The dm-crypt volume %1 drops discards, so TRIM from %2 never reaches the drive. Open it with --allow-discards (or the discard option in /etc/crypttab); an observer of the raw drive then sees which blocks are free.</source>
        <extracomment>%1 a dm-crypt volume, %2 the device in use</extracomment>
        <translation>Zväzok dm-crypt %1 zahadzuje discardy, takže TRIM z %2 sa k disku nikdy nedostane. Otvorte ho s --allow-discards (alebo s voľbou discard v /etc/crypttab); kto vidí surový disk, potom spozná, ktoré bloky sú voľné.</translation>
    </message>
    <message>
        <source>%1 drops discards, so TRIM from %2 stops there and never reaches the drive.</source>
        <extracomment>%1 the layer (e.g. /dev/md0), %2 the device in use</extracomment>
        <translation>%1 zahadzuje discardy, takže TRIM z %2 tam skončí a k disku sa nikdy nedostane.</translation>
    </message>
    <message>
        <source>The kernel shows no discard limits for %1, so whether TRIM passes it is unknown.</source>
        <extracomment>%1 a device</extracomment>
        <translation>Jadro pre %1 neukazuje žiadne limity discard, takže nie je známe, či ním TRIM prejde.</translation>
    </message>
    <message>
        <source>%1 is a hard disk: it takes no TRIM and needs none.</source>
        <extracomment>%1 the drive</extracomment>
        <translation>%1 je pevný disk: TRIM neprijíma a nepotrebuje.</translation>
    </message>
    <message>
        <source>%1 is attached through usb-storage (Bulk-Only Transport), which passes no TRIM. In a UAS enclosure or on a UAS port it may.</source>
        <extracomment>%1 the drive</extracomment>
        <translation>%1 je pripojený cez usb-storage (Bulk-Only Transport), ktorý TRIM neodovzdáva. V puzdre UAS alebo na porte UAS to ísť môže.</translation>
    </message>
    <message>
        <source>%1 is attached through UAS, but its bridge announces no TRIM, so the kernel sends none.</source>
        <extracomment>%1 the drive</extracomment>
        <translation>%1 je pripojený cez UAS, ale jeho mostík TRIM neohlasuje, takže ho jadro neposiela.</translation>
    </message>
    <message>
        <source>%1 does not take TRIM (the kernel&apos;s discard_max_bytes is 0).</source>
        <extracomment>%1 the drive</extracomment>
        <translation>%1 neprijíma TRIM (discard_max_bytes v jadre je 0).</translation>
    </message>
    <message>
        <source>No file system on %1 is mounted. TRIM comes from a mounted file system (fstrim or the discard option), or from blkdiscard, which erases everything.</source>
        <extracomment>%1 the device asked about</extracomment>
        <translation>Žiadny súborový systém na %1 nie je pripojený. TRIM prichádza z pripojeného súborového systému (fstrim alebo voľba discard), alebo z blkdiscard, ktorý všetko zmaže.</translation>
    </message>
    <message>
        <source>%1 is mounted with discard: every delete is trimmed at once, which slows deletes on some drives. The weekly fstrim.timer is the usual choice.</source>
        <extracomment>%1 a mount point</extracomment>
        <translation>%1 je pripojený s voľbou discard: každé zmazanie sa hneď oreže, čo na niektorých diskoch mazanie spomaľuje. Obvyklou voľbou je týždenný fstrim.timer.</translation>
    </message>
    <message>
        <source>%1 is mounted with discard=async: freed space is trimmed in batches.</source>
        <extracomment>%1 a mount point</extracomment>
        <translation>%1 je pripojený s voľbou discard=async: uvoľnené miesto sa orezáva po dávkach.</translation>
    </message>
    <message>
        <source>%1 is trimmed once a week by fstrim.timer.</source>
        <extracomment>%1 a mount point</extracomment>
        <translation>%1 raz týždenne orezáva fstrim.timer.</translation>
    </message>
    <message>
        <source>%1 is neither mounted with discard nor trimmed by fstrim.timer, so the drive never learns which blocks are free. Run &apos;sudo systemctl enable --now fstrim.timer&apos;.</source>
        <extracomment>%1 a mount point</extracomment>
        <translation>%1 nie je pripojený s voľbou discard a neorezáva ho ani fstrim.timer, takže disk sa nikdy nedozvie, ktoré bloky sú voľné. Spustite &apos;sudo systemctl enable --now fstrim.timer&apos;.</translation>
    </message>
    <message>
        <source>systemd is not running here, so fstrim.timer trims nothing. Run &apos;fstrim -a&apos; from cron, or mount with discard.</source>
        <translation>systemd tu nebeží, takže fstrim.timer nič neorezáva. Spúšťajte &apos;fstrim -a&apos; z cronu, alebo pripojte s voľbou discard.</translation>
    </message>
    <message>
        <source>%1 is not on a block device that DriveProof can see in sysfs. Give a drive, a partition or a folder on one.</source>
        <extracomment>%1 a path the user gave</extracomment>
        <translation>%1 neleží na blokovom zariadení, ktoré DriveProof vidí v sysfs. Zadajte disk, oddiel alebo priečinok na ňom.</translation>
    </message>
    <message>
        <source>%1 cannot be read: %2.</source>
        <extracomment>%1 a path the user gave, %2 the system&apos;s error text</extracomment>
        <translation>%1 sa nedá prečítať: %2.</translation>
    </message>
</context>
<context>
    <name>DriveProof::Gui</name>
    <message>
        <source>unknown</source>
        <translation>neznáme</translation>
    </message>
    <message>
        <source>%1 (%2 bytes)</source>
        <extracomment>%1 size with unit, e.g. &quot;500.1 GB&quot;; %2 exact byte count, e.g. &quot;500,107,862,016&quot;</extracomment>
        <translation>%1 (%2 bajtov)</translation>
    </message>
    <message numerus="yes">
        <source>%Ln byte(s)</source>
        <extracomment>a size in bytes, e.g. &quot;4,096 bytes&quot;; %Ln is the number with digit grouping</extracomment>
        <translation>
            <numerusform>%Ln bajt</numerusform>
            <numerusform>%Ln bajty</numerusform>
            <numerusform>%Ln bajtov</numerusform>
        </translation>
    </message>
    <message>
        <source>yes</source>
        <translation>áno</translation>
    </message>
    <message>
        <source>no</source>
        <translation>nie</translation>
    </message>
    <message>
        <source>loop device</source>
        <translation>zariadenie loop</translation>
    </message>
    <message>
        <source>backed by a file</source>
        <translation>podložené súborom</translation>
    </message>
    <message>
        <source>solid state</source>
        <translation>polovodičová</translation>
    </message>
    <message>
        <source>%1 rpm</source>
        <extracomment>disk rotation speed; %1 is the number, e.g. &quot;7,200&quot;</extracomment>
        <translation>%1 rpm</translation>
    </message>
    <message>
        <source>rotational</source>
        <translation>rotačná</translation>
    </message>
    <message>
        <source>Not reported for this device.</source>
        <translation>Pre toto zariadenie sa nehlási.</translation>
    </message>
    <message>
        <source>%1%</source>
        <extracomment>a percentage; %1 the number, e.g. &quot;97&quot;</extracomment>
        <translation>%1 %</translation>
    </message>
    <message>
        <source>hard disk</source>
        <translation>pevný disk</translation>
    </message>
    <message>
        <source>solid-state drive</source>
        <translation>jednotka SSD</translation>
    </message>
    <message>
        <source>NVMe solid-state drive</source>
        <translation>jednotka NVMe SSD</translation>
    </message>
    <message>
        <source>USB drive</source>
        <translation>jednotka USB</translation>
    </message>
    <message>
        <source>loop device (a file used as a drive)</source>
        <translation>zariadenie loop (súbor používaný ako jednotka)</translation>
    </message>
    <message>
        <source>drive</source>
        <translation>jednotka</translation>
    </message>
    <message>
        <source>Tells the truth about a drive.</source>
        <translation>Povie pravdu o jednotke.</translation>
    </message>
    <message>
        <source>Show this drive first, e.g. /dev/sda.</source>
        <translation>Zobraziť túto jednotku ako prvú, napr. /dev/sda.</translation>
    </message>
    <message>
        <source>Save a picture of the window to this PNG file once everything is read, then quit.</source>
        <translation>Keď je všetko načítané, uložiť obrázok okna do tohto súboru PNG a skončiť.</translation>
    </message>
    <message>
        <source>Open the Preferences dialog at start.</source>
        <translation>Pri štarte otvoriť dialóg Nastavenia.</translation>
    </message>
    <message>
        <source>Open the About dialog at start.</source>
        <translation>Pri štarte otvoriť dialóg O programe.</translation>
    </message>
    <message>
        <source>Run this test (quick, random, commit, ...) in the window without clicks, write the result (--json-out) and quit; for benchmark scripts.</source>
        <translation>Spustiť tento test (quick, random, commit, …) v okne bez klikania, zapísať výsledok (--json-out) a skončiť; pre skripty meraní výkonu.</translation>
    </message>
    <message>
        <source>With --run-test: only these measurements, separated by commas, e.g. rnd4kq32t1.read.</source>
        <translation>S --run-test: len tieto merania oddelené čiarkami, napr. rnd4kq32t1.read.</translation>
    </message>
    <message>
        <source>With --run-test: the folder (or file) to test in.</source>
        <translation>S --run-test: priečinok (alebo súbor), v ktorom sa má testovať.</translation>
    </message>
    <message>
        <source>With --run-test: the test size, e.g. 1G or 256M.</source>
        <translation>S --run-test: veľkosť testu, napr. 1G alebo 256M.</translation>
    </message>
    <message>
        <source>With --run-test: seconds per measurement (default: 5).</source>
        <translation>S --run-test: sekundy na jedno meranie (predvolene: 5).</translation>
    </message>
    <message>
        <source>With --run-test: write the result as JSON to this file.</source>
        <translation>S --run-test: zapísať výsledok vo formáte JSON do tohto súboru.</translation>
    </message>
    <message>
        <source>Verify the power-loss tests that wait for it (after the power cut); the autostart entry of a pending test runs this.</source>
        <translation>Overiť testy straty napájania, ktoré na to čakajú (po výpadku napájania); spúšťa to položka automatického spustenia čakajúceho testu.</translation>
    </message>
    <message>
        <source>Open the power-loss test at start.</source>
        <translation>Pri štarte otvoriť test straty napájania.</translation>
    </message>
    <message>
        <source>Open the power-loss witness page at start.</source>
        <translation>Pri štarte otvoriť stránku svedka testu straty napájania.</translation>
    </message>
    <message>
        <source>--duration needs a number of seconds</source>
        <translation>--duration potrebuje počet sekúnd</translation>
    </message>
    <message>
        <source>You were not allowed to read the write cache setting of %1. Try again and authenticate when asked, or ask an administrator.</source>
        <extracomment>%1 device path</extracomment>
        <translation>Nemáte povolenie čítať nastavenie vyrovnávacej pamäte zápisu %1. Skúste to znova a na výzvu sa overte, alebo požiadajte správcu.</translation>
    </message>
    <message>
        <source>You were not allowed to switch the write cache of %1, so nothing was changed. Try again and authenticate when asked, or ask an administrator.</source>
        <extracomment>%1 device path</extracomment>
        <translation>Nemáte povolenie prepnúť vyrovnávaciu pamäť zápisu %1, preto sa nič nezmenilo. Skúste to znova a na výzvu sa overte, alebo požiadajte správcu.</translation>
    </message>
    <message>
        <source>You were not allowed to read the health of %1. Try again and authenticate when asked, or ask an administrator.</source>
        <extracomment>%1 device path</extracomment>
        <translation>Nemáte povolenie čítať stav %1. Skúste to znova a na výzvu sa overte, alebo požiadajte správcu.</translation>
    </message>
    <message>
        <source>DriveProof&apos;s helper is not installed, so DriveProof cannot ask the drive while it runs as you. Install the DriveProof package, or run DriveProof as root.</source>
        <translation>Pomocný program DriveProof nie je nainštalovaný, preto sa DriveProof nemôže pýtať jednotky, kým beží pod vaším účtom. Nainštalujte balík DriveProof alebo spustite DriveProof ako root.</translation>
    </message>
    <message>
        <source>The system bus does not let DriveProof reach its helper: the helper&apos;s D-Bus policy is missing. Reinstall the DriveProof package, or run DriveProof as root.</source>
        <translation>Systémová zbernica nedovoľuje DriveProof dosiahnuť pomocný program: chýba politika D-Bus pomocného programu. Preinštalujte balík DriveProof alebo spustite DriveProof ako root.</translation>
    </message>
    <message>
        <source>There is no system bus, so DriveProof cannot reach its helper. Start the D-Bus system service, or run DriveProof as root.</source>
        <translation>Systémová zbernica neexistuje, preto DriveProof nemôže dosiahnuť pomocný program. Spustite systémovú službu D-Bus alebo spustite DriveProof ako root.</translation>
    </message>
    <message>
        <source>The request for %1 failed: %2.</source>
        <extracomment>%1 device path, %2 the system&apos;s reason</extracomment>
        <translation>Požiadavka pre %1 zlyhala: %2.</translation>
    </message>
    <message>
        <source>Starts on a physical-sector boundary.</source>
        <translation>Začína na hranici fyzického sektora.</translation>
    </message>
    <message>
        <source>Starts %1 bytes past a physical-sector boundary.</source>
        <extracomment>%1 a number of bytes, e.g. &quot;512&quot;</extracomment>
        <translation>Začína %1 bajtov za hranicou fyzického sektora.</translation>
    </message>
    <message>
        <source>Starts on a 1 MiB boundary.</source>
        <translation>Začína na hranici 1 MiB.</translation>
    </message>
    <message>
        <source>Does not start on a 1 MiB boundary.</source>
        <translation>Nezačína na hranici 1 MiB.</translation>
    </message>
    <message>
        <source>Does not start on a multiple of the drive&apos;s optimal I/O size.</source>
        <translation>Nezačína na násobku optimálnej veľkosti V/V jednotky.</translation>
    </message>
    <message>
        <source>none</source>
        <translation>žiadne</translation>
    </message>
    <message>
        <source>not mounted</source>
        <translation>nepripojené</translation>
    </message>
    <message>
        <source>not checked</source>
        <translation>neskontrolované</translation>
    </message>
    <message>
        <source>%L1 %2</source>
        <extracomment>a transfer rate; %L1 the number, %2 its unit (&quot;MB/s&quot; or &quot;MiB/s&quot;, as chosen in Preferences)</extracomment>
        <translation>%L1 %2</translation>
    </message>
    <message>
        <source>unknown test &apos;%1&apos;</source>
        <extracomment>%1 what the user typed after --run-test</extracomment>
        <translation>neznámy test &apos;%1&apos;</translation>
    </message>
    <message>
        <source>--run-test needs --target, an existing folder or file</source>
        <translation>--run-test potrebuje --target, existujúci priečinok alebo súbor</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a size, e.g. 1G or 256M</source>
        <extracomment>%1 what the user typed after --size</extracomment>
        <translation>&apos;%1&apos; nie je veľkosť, napr. 1G alebo 256M</translation>
    </message>
    <message>
        <source>write back: the kernel sends flushes</source>
        <translation>oneskorený zápis (write back): jadro posiela vyprázdnenia</translation>
    </message>
    <message>
        <source>write through: the kernel sends no flushes</source>
        <translation>priamy zápis (write through): jadro neposiela vyprázdnenia</translation>
    </message>
    <message>
        <source>Open this drive report (smartctl -x, smartctl --json or nvme smart-log -o json) at start.</source>
        <translation>Pri štarte otvoriť túto správu o jednotke (smartctl -x, smartctl --json alebo nvme smart-log -o json).</translation>
    </message>
</context>
<context>
    <name>DriveProof::Gui::AboutDialog</name>
    <message>
        <source>About DriveProof</source>
        <translation>O programe DriveProof</translation>
    </message>
    <message>
        <source>DriveProof %1</source>
        <extracomment>%1 DriveProof&apos;s version, e.g. &quot;0.1.0&quot;</extracomment>
        <translation>DriveProof %1</translation>
    </message>
    <message>
        <source>Tells you the truth about a drive: what it is, whether its partitions are aligned, whether its write cache is on, how fast it commits, streams and seeks, and whether it keeps the writes it acknowledged.</source>
        <translation>Povie vám pravdu o jednotke: čo je zač, či sú jej oddiely zarovnané, či je jej vyrovnávacia pamäť zápisu zapnutá, ako rýchlo trvalo ukladá, číta a zapisuje sekvenčne aj náhodne, a či zachová zápisy, ktoré potvrdila.</translation>
    </message>
    <message>
        <source>What DriveProof does</source>
        <translation>Čo DriveProof robí</translation>
    </message>
    <message>
        <source>Qt %1 · kernel %2 %3</source>
        <extracomment>%1 the Qt version it runs on, %2 the kernel&apos;s name (&quot;linux&quot;), %3 its version</extracomment>
        <translation>Qt %1 · jadro %2 %3</translation>
    </message>
    <message>
        <source>Versions</source>
        <translation>Verzie</translation>
    </message>
    <message>
        <source>Free software under the GNU General Public License, version 3 or any later version (&lt;a href=&quot;https://www.gnu.org/licenses/gpl-3.0.html&quot;&gt;GPL-3.0-or-later&lt;/a&gt;). It comes with no warranty.</source>
        <extracomment>rich text; keep the link. GPL-3.0-or-later is the licence&apos;s SPDX name</extracomment>
        <translation>Slobodný softvér pod licenciou GNU General Public License, verzie 3 alebo ľubovoľnej neskoršej (&lt;a href=&quot;https://www.gnu.org/licenses/gpl-3.0.html&quot;&gt;GPL-3.0-or-later&lt;/a&gt;). Nie je poskytovaná žiadna záruka.</translation>
    </message>
    <message>
        <source>Licence</source>
        <translation>Licencia</translation>
    </message>
</context>
<context>
    <name>DriveProof::Gui::CapacityButton</name>
    <message>
        <source>Check &amp;capacity…</source>
        <translation>Overiť &amp;kapacitu…</translation>
    </message>
    <message>
        <source>Is the drive as big as it says? Finds fake drives.</source>
        <translation>Je disk taký veľký, ako tvrdí? Nájde falošné disky.</translation>
    </message>
</context>
<context>
    <name>DriveProof::Gui::CapacityDialog</name>
    <message>
        <source>Check capacity: %1</source>
        <extracomment>dialog title; %1 the drive&apos;s model or device node</extracomment>
        <translation>Overiť kapacitu: %1</translation>
    </message>
    <message>
        <source>Is %1 really %2? The check writes records across the whole drive, reads them back and tells a genuine drive from a fake one.</source>
        <extracomment>%1 the drive&apos;s model, %2 its size as it claims it, e.g. &quot;128.0 GB&quot;</extracomment>
        <translation>Má %1 naozaj %2? Overenie zapíše záznamy cez celý disk, prečíta ich späť a rozlíši pravý disk od falzifikátu.</translation>
    </message>
    <message>
        <source>&amp;Quick probe: a few thousand records, minutes</source>
        <translation>&amp;Rýchla sonda: niekoľko tisíc záznamov, minúty</translation>
    </message>
    <message>
        <source>&amp;Full verify: every block, hours on a large drive</source>
        <translation>Ú&amp;plné overenie: každý blok, hodiny pri veľkom disku</translation>
    </message>
    <message>
        <source>&amp;Start</source>
        <translation>&amp;Spustiť</translation>
    </message>
    <message>
        <source>Everything on %1 (%2) is lost: every partition, every file.</source>
        <extracomment>%1 device node, %2 the drive&apos;s model</extracomment>
        <translation>Celý obsah %1 (%2) sa stratí: každý oddiel, každý súbor.</translation>
    </message>
    <message>
        <source>&amp;Cancel</source>
        <translation>&amp;Zrušiť</translation>
    </message>
    <message>
        <source>&amp;Close</source>
        <translation>Za&amp;vrieť</translation>
    </message>
    <message>
        <source>Check capacity</source>
        <translation>Overiť kapacitu</translation>
    </message>
    <message>
        <source>Write</source>
        <extracomment>a line of the full verify&apos;s chart: the rate while writing</extracomment>
        <translation>Zápis</translation>
    </message>
    <message>
        <source>Read</source>
        <translation>Čítanie</translation>
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
        <translation>&amp;Kopírovať obrázok</translation>
    </message>
</context>
<context>
    <name>DriveProof::Gui::Charts::CommitChart</name>
    <message>
        <source>Commits per second, by method</source>
        <translation>Trvalé uloženia za sekundu podľa spôsobu</translation>
    </message>
    <message>
        <source>Commits per second (logarithmic)</source>
        <translation>Trvalé uloženia za sekundu (logaritmicky)</translation>
    </message>
    <message>
        <source>Durable, write cache as it was</source>
        <translation>Spoľahlivé, vyrovnávacia pamäť zápisu ako predtým</translation>
    </message>
    <message>
        <source>Durable commits</source>
        <translation>Spoľahlivé trvalé uloženia</translation>
    </message>
    <message>
        <source>Durable, write cache off</source>
        <translation>Spoľahlivé, vyrovnávacia pamäť zápisu vypnutá</translation>
    </message>
    <message>
        <source>Not durable (baseline for comparison)</source>
        <translation>Nespoľahlivé (základ na porovnanie)</translation>
    </message>
    <message>
        <source>%1 rpm: about %2 commits/s at most when each waits for the platter</source>
        <extracomment>legend of a line on the commit chart; %1 rotation rate, %2 commits per second</extracomment>
        <translation>%1 rpm: najviac asi %2 uložení/s, keď každé čaká na otočenie platne</translation>
    </message>
</context>
<context>
    <name>DriveProof::Gui::Charts::CompareChart</name>
    <message>
        <source>A (older)</source>
        <translation>A (starší)</translation>
    </message>
    <message>
        <source>B (newer)</source>
        <translation>B (novší)</translation>
    </message>
    <message>
        <source>The two runs side by side</source>
        <translation>Oba behy vedľa seba</translation>
    </message>
    <message>
        <source>Commits/s</source>
        <translation>Uložení/s</translation>
    </message>
</context>
<context>
    <name>DriveProof::Gui::Charts::CutTimelineChart</name>
    <message>
        <source>Acknowledged writes before the power cut</source>
        <translation>Potvrdené zápisy pred výpadkom napájania</translation>
    </message>
    <message>
        <source>Seconds before the cut</source>
        <extracomment>axis of a chart: time before the moment the power was cut (negative numbers)</extracomment>
        <translation>Sekundy pred výpadkom</translation>
    </message>
    <message>
        <source>Write number</source>
        <extracomment>axis of a chart: the running number of each write</extracomment>
        <translation>Číslo zápisu</translation>
    </message>
    <message>
        <source>Kept</source>
        <translation>Zachované</translation>
    </message>
    <message>
        <source>Lost</source>
        <translation>Stratené</translation>
    </message>
    <message>
        <source>Torn (partly kept)</source>
        <translation>Roztrhnuté (čiastočne zachované)</translation>
    </message>
    <message>
        <source>Estimated cut</source>
        <extracomment>the estimated moment of the power cut, a vertical line in the chart</extracomment>
        <translation>Odhadovaný výpadok</translation>
    </message>
</context>
<context>
    <name>DriveProof::Gui::Charts::HybridChart</name>
    <message>
        <source>Random reads before and after the idle time</source>
        <translation>Náhodné čítanie pred nečinnosťou a po nej</translation>
    </message>
    <message>
        <source>Random reads of the same blocks</source>
        <translation>Náhodné čítanie tých istých blokov</translation>
    </message>
    <message>
        <source>IOPS</source>
        <translation>IOPS</translation>
    </message>
    <message>
        <source>First pass</source>
        <translation>Prvý prechod</translation>
    </message>
    <message>
        <source>Second pass, after the idle time</source>
        <translation>Druhý prechod, po nečinnosti</translation>
    </message>
</context>
<context>
    <name>DriveProof::Gui::Charts::LatencyChart</name>
    <message>
        <source>Latency</source>
        <translation>Latencia</translation>
    </message>
    <message>
        <source>Latency of %1</source>
        <extracomment>chart title; %1 the measurement, e.g. &quot;RND4K Q1T1 read&quot;</extracomment>
        <translation>Latencia: %1</translation>
    </message>
    <message>
        <source>Latency (µs, logarithmic)</source>
        <translation>Latencia (µs, logaritmicky)</translation>
    </message>
    <message>
        <source>Share of operations (%)</source>
        <translation>Podiel operácií (%)</translation>
    </message>
    <message>
        <source>Operations</source>
        <translation>Operácie</translation>
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
        <translation>Rýchlosť čítania naprieč testovacou oblasťou</translation>
    </message>
    <message>
        <source>Write rate as the test area fills</source>
        <translation>Rýchlosť zápisu počas plnenia testovacej oblasti</translation>
    </message>
    <message>
        <source>Position (%1)</source>
        <extracomment>axis title; %1 the unit: MB, GB, MiB or GiB</extracomment>
        <translation>Pozícia (%1)</translation>
    </message>
    <message>
        <source>Written (%1)</source>
        <extracomment>axis title; %1 the unit: MB, GB, MiB or GiB</extracomment>
        <translation>Zapísané (%1)</translation>
    </message>
</context>
<context>
    <name>DriveProof::Gui::Charts::SweepChart</name>
    <message>
        <source>IOPS and transfer rate by block size</source>
        <translation>IOPS a prenosová rýchlosť podľa veľkosti bloku</translation>
    </message>
    <message>
        <source>Block size (KiB, logarithmic)</source>
        <translation>Veľkosť bloku (KiB, logaritmicky)</translation>
    </message>
    <message>
        <source>IOPS and transfer rate by queue depth</source>
        <translation>IOPS a prenosová rýchlosť podľa hĺbky frontu</translation>
    </message>
    <message>
        <source>I/Os in flight per thread (logarithmic)</source>
        <translation>Súbežné operácie V/V na vlákno (logaritmicky)</translation>
    </message>
    <message>
        <source>IOPS and transfer rate by threads</source>
        <translation>IOPS a prenosová rýchlosť podľa počtu vlákien</translation>
    </message>
    <message>
        <source>Threads (logarithmic)</source>
        <translation>Vlákna (logaritmicky)</translation>
    </message>
    <message>
        <source>IOPS (logarithmic)</source>
        <translation>IOPS (logaritmicky)</translation>
    </message>
    <message>
        <source>%1 (logarithmic)</source>
        <extracomment>axis title; %1 the rate unit, &quot;MB/s&quot; or &quot;MiB/s&quot;</extracomment>
        <translation>%1 (logaritmicky)</translation>
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
        <translation>Prenosová rýchlosť v čase</translation>
    </message>
    <message>
        <source>I/O operations per second over time</source>
        <translation>Operácie V/V za sekundu v čase</translation>
    </message>
    <message>
        <source>IOPS</source>
        <translation>IOPS</translation>
    </message>
    <message>
        <source>Commits per second over time</source>
        <translation>Trvalé uloženia za sekundu v čase</translation>
    </message>
    <message>
        <source>Commits per second</source>
        <translation>Trvalé uloženia za sekundu</translation>
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
        <translation>Uložení/s</translation>
    </message>
    <message>
        <source>p99 latency (µs)</source>
        <translation>Latencia p99 (µs)</translation>
    </message>
    <message>
        <source>Two runs side by side</source>
        <translation>Dva behy vedľa seba</translation>
    </message>
    <message>
        <source>&amp;Back to the history</source>
        <translation>&amp;Späť na históriu</translation>
    </message>
    <message>
        <source>Comparison of two runs</source>
        <translation>Porovnanie dvoch behov</translation>
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
        <translation>Meranie</translation>
    </message>
    <message>
        <source>Quantity</source>
        <translation>Veličina</translation>
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
        <translation>Tieto behy nemajú žiadne spoločné meranie, takže nie je čo dať vedľa seba. Porovnajte dva behy toho istého testu.</translation>
    </message>
    <message>
        <source>These are two different tests (%1 and %2): only the measurements they share have a ratio.</source>
        <extracomment>%1 and %2 two test names</extracomment>
        <translation>Ide o dva rôzne testy (%1 a %2): pomer majú len merania, ktoré majú spoločné.</translation>
    </message>
    <message>
        <source>same</source>
        <extracomment>B&apos;s number is within 3% of A&apos;s</extracomment>
        <translation>rovnaké</translation>
    </message>
    <message>
        <source>▲ %1% better</source>
        <extracomment>%1 a percentage without the % sign, e.g. &quot;18&quot; -&gt; &quot;▲ 18% better&quot;</extracomment>
        <translation>▲ o %1 % lepšie</translation>
    </message>
    <message>
        <source>▼ %1% worse</source>
        <translation>▼ o %1 % horšie</translation>
    </message>
    <message>
        <source>Better and worse follow each quantity: more MB/s, IOPS or commits per second is better, less latency is better. Within 3% counts as the same: two runs on one drive differ that much.</source>
        <translation>Lepšie a horšie sa riadi každou veličinou: viac MB/s, IOPS alebo uložení za sekundu je lepšie, nižšia latencia je lepšia. Rozdiel do 3 % sa počíta ako rovnaký: o toľko sa líšia dva behy na tej istej jednotke.</translation>
    </message>
    <message>
        <source>B against A</source>
        <translation>B oproti A</translation>
    </message>
    <message>
        <source>%1, %2, on %3 (%4) · %5</source>
        <extracomment>one run in a comparison; %1 test name, %2 date and time, %3 drive model, %4 where it ran, %5 its settings (&quot;1 GiB · 5 s per step · temporary file on ext4 · io_uring&quot;)</extracomment>
        <translation>%1, %2, na %3 (%4) · %5</translation>
    </message>
    <message>
        <source>These runs were not made alike, so their numbers do not compare directly. %1</source>
        <extracomment>%1 one or more sentences on how the two runs differ</extracomment>
        <translation>Tieto behy neprebehli rovnako, ich čísla sa preto nedajú priamo porovnať. %1</translation>
    </message>
</context>
<context>
    <name>DriveProof::Gui::ConfirmWriteDialog</name>
    <message>
        <source>Erase %1?</source>
        <extracomment>dialog title; %1 a device node</extracomment>
        <translation>Vymazať %1?</translation>
    </message>
    <message>
        <source>This test (%1) writes over %2 (%3). Everything on it is lost: every partition, every file. This cannot be undone.</source>
        <extracomment>%1 test name, %2 device node, %3 the drive&apos;s model</extracomment>
        <translation>Tento test (%1) prepíše %2 (%3). Všetko na ňom sa stratí: každý oddiel, každý súbor. Túto akciu nemožno vrátiť späť.</translation>
    </message>
    <message>
        <source>To go on, type the device&apos;s name, &lt;b&gt;%1&lt;/b&gt;:</source>
        <extracomment>%1 the device&apos;s short name the user must type, e.g. &quot;sdb&quot;</extracomment>
        <translation>Ak chcete pokračovať, napíšte názov zariadenia, &lt;b&gt;%1&lt;/b&gt;:</translation>
    </message>
    <message>
        <source>Device name</source>
        <translation>Názov zariadenia</translation>
    </message>
    <message>
        <source>&amp;Erase and test</source>
        <translation>&amp;Vymazať a testovať</translation>
    </message>
    <message>
        <source>Test the empty drive %1?</source>
        <extracomment>dialog title; %1 the drive&apos;s name (model)</extracomment>
        <translation>Otestovať prázdnu jednotku %1?</translation>
    </message>
    <message>
        <source>%1 (%2) is empty: it has no partition table and no file system, as a new drive arrives. The test (%3) writes over the whole device; anything on it that DriveProof cannot recognise would be lost.</source>
        <extracomment>%1 the drive&apos;s name (model), %2 device node, %3 test name</extracomment>
        <translation>%1 (%2) je prázdna: nemá tabuľku oddielov ani súborový systém, tak ako prichádza nová jednotka. Test (%3) prepíše celé zariadenie; čokoľvek na ňom, čo DriveProof nerozpozná, by sa stratilo.</translation>
    </message>
    <message>
        <source>&amp;Write and test</source>
        <translation>&amp;Zapísať a testovať</translation>
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
        <translation>Dobrý</translation>
    </message>
    <message>
        <source>Caution</source>
        <extracomment>health badge beside a drive in the list, as on the Health card</extracomment>
        <translation>Pozor</translation>
    </message>
    <message>
        <source>Bad</source>
        <extracomment>health badge beside a drive in the list, as on the Health card</extracomment>
        <translation>Zlý</translation>
    </message>
    <message>
        <source>%1
%2, %3
Health: %4</source>
        <extracomment>%1 drive name, %2 kind of drive, %3 device path, %4 its health (&quot;Good&quot;, ...)</extracomment>
        <translation>%1
%2, %3
Stav: %4</translation>
    </message>
    <message>
        <source>%1, %2, %3, %4, health: %5</source>
        <extracomment>read by screen readers; %1 drive name, %2 kind of drive, %3 size, %4 device path, %5 its health (&quot;Good&quot;, &quot;Caution&quot;, &quot;Bad&quot;)</extracomment>
        <translation>%1, %2, %3, %4, stav: %5</translation>
    </message>
</context>
<context>
    <name>DriveProof::Gui::DrivePage</name>
    <message>
        <source>&amp;Test this drive…</source>
        <translation>&amp;Testovať túto jednotku…</translation>
    </message>
    <message>
        <source>%1 %2 · %3</source>
        <extracomment>under the drive name; %1 size, e.g. &quot;2.0 TB&quot;, %2 kind of drive, %3 device path</extracomment>
        <translation>%2, %1 · %3</translation>
    </message>
    <message>
        <source>Measure %1: quick check, commit rate, throughput and more, in a window of its own</source>
        <extracomment>%1 the drive&apos;s name</extracomment>
        <translation>Zmerať %1: rýchla kontrola, rýchlosť trvalého ukladania, priepustnosť a ďalšie, v samostatnom okne</translation>
    </message>
    <message>
        <source>Q&amp;uick check</source>
        <translation>Rýchla &amp;kontrola</translation>
    </message>
    <message>
        <source>Measure the four CrystalDiskMark tests now, in about %1, on a temporary file in %2</source>
        <extracomment>tooltip of the Quick check button; %1 about how long it takes (&quot;20 seconds&quot;), %2 the folder that holds the temporary file</extracomment>
        <translation>Zmerať teraz štyri testy CrystalDiskMark, približne za %1, na dočasnom súbore v %2</translation>
    </message>
    <message>
        <source>This drive is empty: no partition table and no file system. It is read-only or in use, so only the reading tests can run on it.</source>
        <translation>Táto jednotka je prázdna: žiadna tabuľka oddielov ani súborový systém. Je len na čítanie alebo sa používa, takže na nej môžu bežať len čítacie testy.</translation>
    </message>
    <message>
        <source>This drive is empty: no partition table and no file system, as a new drive arrives. The quick check, the commit test and the sustained write run on the whole device after one confirmation; there is no need to partition it first.</source>
        <translation>Táto jednotka je prázdna: žiadna tabuľka oddielov ani súborový systém, tak ako prichádza nová jednotka. Rýchla kontrola, test potvrdzovania a trvalý zápis pobežia na celom zariadení po jedinom potvrdení; netreba ju najprv rozdeliť.</translation>
    </message>
    <message>
        <source>The quick check needs a folder on this drive, and none of its file systems is mounted. Mount one (in your file manager or GNOME Disks) and press Refresh (F5), or use &quot;Test this drive…&quot; for the reading tests on the whole device (sequential and random reads, surface scan), which write nothing.</source>
        <translation>Rýchla kontrola potrebuje priečinok na tejto jednotke a žiadny z jej súborových systémov nie je pripojený. Pripojte niektorý (v správcovi súborov alebo v Diskoch GNOME) a stlačte Obnoviť (F5), alebo použite „Testovať túto jednotku…“ na čítacie testy celého zariadenia (sekvenčné a náhodné čítanie, sken povrchu), ktoré nič nezapisujú.</translation>
    </message>
    <message>
        <source>The quick check needs a folder on this drive that you can write to, and none of its file systems is mounted where you may write. Mount one where you may and press Refresh (F5), or choose a folder of yours on it with &quot;Test this drive…&quot;.</source>
        <translation>Rýchla kontrola potrebuje priečinok na tejto jednotke, do ktorého smiete zapisovať, a žiadny z jej súborových systémov nie je pripojený tam, kde smiete zapisovať. Pripojte niektorý tam, kde smiete, a stlačte Obnoviť (F5), alebo vyberte svoj priečinok na nej cez „Testovať túto jednotku…“.</translation>
    </message>
    <message>
        <source>Measure the four CrystalDiskMark tests now, in about %1, on the empty device %2 (asks once to confirm)</source>
        <extracomment>tooltip of the Quick check button; %1 about how long it takes (&quot;20 seconds&quot;), %2 a device node</extracomment>
        <translation>Zmerať teraz štyri testy CrystalDiskMark, asi za %1, na prázdnom zariadení %2 (raz sa opýta na potvrdenie)</translation>
    </message>
</context>
<context>
    <name>DriveProof::Gui::HealthCard</name>
    <message>
        <source>Health</source>
        <translation>Stav</translation>
    </message>
    <message>
        <source>Reading…</source>
        <translation>Číta sa…</translation>
    </message>
    <message>
        <source>Unknown</source>
        <translation>Neznámy</translation>
    </message>
    <message>
        <source>Health: %1</source>
        <extracomment>accessible name of the health badge; %1 &quot;Good&quot;, &quot;Caution&quot;, &quot;Bad&quot;, ...</extracomment>
        <translation>Stav: %1</translation>
    </message>
    <message>
        <source>No health data</source>
        <translation>Žiadne údaje o stave</translation>
    </message>
    <message>
        <source>%1 is a file used as a drive (%2): it has no health data of its own. The health of the drive that holds the file is what counts.</source>
        <extracomment>%1 device path, %2 the file behind the loop device</extracomment>
        <translation>%1 je súbor používaný ako jednotka (%2): nemá vlastné údaje o stave. Rozhoduje stav jednotky, na ktorej je súbor uložený.</translation>
    </message>
    <message>
        <source>%1 is a virtual disk: the real drive is on the host, and only the host can read its health.</source>
        <extracomment>%1 device path</extracomment>
        <translation>%1 je virtuálny disk: skutočná jednotka je na hostiteľovi a jej stav môže prečítať len hostiteľ.</translation>
    </message>
    <message>
        <source>%1 reports no health data that DriveProof can read.</source>
        <extracomment>%1 device path</extracomment>
        <translation>%1 nehlási žiadne údaje o stave, ktoré by DriveProof dokázal prečítať.</translation>
    </message>
    <message>
        <source>Good</source>
        <translation>Dobrý</translation>
    </message>
    <message>
        <source>The drive finds nothing wrong. That predicts some failures, not all: keep backups.</source>
        <translation>Jednotka u seba nenachádza žiadny problém. To predpovedá niektoré poruchy, nie všetky: zálohujte.</translation>
    </message>
    <message>
        <source>Caution</source>
        <translation>Pozor</translation>
    </message>
    <message>
        <source>Make sure your backups are current, and check this drive again soon.</source>
        <translation>Uistite sa, že máte aktuálne zálohy, a čoskoro túto jednotku skontrolujte znova.</translation>
    </message>
    <message>
        <source>Bad</source>
        <translation>Zlý</translation>
    </message>
    <message>
        <source>Back up the data on this drive now and plan to replace it.</source>
        <translation>Ihneď zálohujte dáta na tejto jednotke a naplánujte jej výmenu.</translation>
    </message>
    <message>
        <source>The drive gave no overall assessment of its health.</source>
        <translation>Jednotka neposkytla celkové hodnotenie svojho stavu.</translation>
    </message>
    <message>
        <source>Temperature</source>
        <extracomment>a temperature; %1 the number, e.g. &quot;38&quot;</extracomment>
        <translation>Teplota</translation>
    </message>
    <message>
        <source>%1 °C</source>
        <translation>%1 °C</translation>
    </message>
    <message>
        <source>Power-on hours</source>
        <translation>Hodiny prevádzky</translation>
    </message>
    <message>
        <source>Power cycles</source>
        <translation>Cykly zapnutia</translation>
    </message>
    <message>
        <source>Unsafe shutdowns</source>
        <translation>Nebezpečné vypnutia</translation>
    </message>
    <message>
        <source>Times power was lost before the drive was told: each one is a moment where its write cache could lose data.</source>
        <translation>Koľkokrát napájanie vypadlo skôr, ako to jednotka vedela: každý z nich je okamih, keď mohla jej vyrovnávacia pamäť zápisu stratiť dáta.</translation>
    </message>
    <message>
        <source>Bad sectors</source>
        <translation>Chybné sektory</translation>
    </message>
    <message>
        <source>Sectors the drive has replaced or is waiting to replace.</source>
        <translation>Sektory, ktoré jednotka nahradila alebo čakajú na nahradenie.</translation>
    </message>
    <message>
        <source>Media errors</source>
        <translation>Chyby média</translation>
    </message>
    <message>
        <source>Data the drive could not read or write correctly.</source>
        <translation>Dáta, ktoré jednotka nedokázala správne prečítať alebo zapísať.</translation>
    </message>
    <message>
        <source>Available spare</source>
        <translation>Dostupná rezerva</translation>
    </message>
    <message>
        <source>Reserve blocks left for replacing worn-out ones.</source>
        <translation>Zostávajúce rezervné bloky na nahradenie opotrebovaných.</translation>
    </message>
    <message>
        <source>Wear</source>
        <extracomment>wear of a solid-state drive; %1 a percentage, e.g. &quot;3%&quot;</extracomment>
        <translation>Opotrebenie</translation>
    </message>
    <message>
        <source>%1 of its rated life used</source>
        <translation>spotrebované %1 menovitej životnosti</translation>
    </message>
    <message>
        <source>The maker&apos;s estimate; it can go past 100%.</source>
        <translation>Odhad výrobcu; môže prekročiť 100 %.</translation>
    </message>
    <message>
        <source>Read from</source>
        <translation>Načítané z</translation>
    </message>
</context>
<context>
    <name>DriveProof::Gui::HealthRecordsView</name>
    <message numerus="yes">
        <source>All records the drive keeps (%n)</source>
        <extracomment>%n the number of records (SMART attributes or NVMe log fields)</extracomment>
        <translation>
            <numerusform>Všetky záznamy, ktoré jednotka vedie (%n)</numerusform>
            <numerusform>Všetky záznamy, ktoré jednotka vedie (%n)</numerusform>
            <numerusform>Všetky záznamy, ktoré jednotka vedie (%n)</numerusform>
        </translation>
    </message>
    <message>
        <source>%1
Defined in: %2</source>
        <extracomment>tooltip of a health record; %1 what it means, %2 the standard and section</extracomment>
        <translation>%1
Definované v: %2</translation>
    </message>
    <message>
        <source>Self-test log, newest first:</source>
        <translation>Protokol samotestov, najnovšie prvé:</translation>
    </message>
</context>
<context>
    <name>DriveProof::Gui::HistoryPage</name>
    <message>
        <source>Earlier runs on %1</source>
        <extracomment>%1 the drive&apos;s name (model)</extracomment>
        <translation>Predchádzajúce behy na %1</translation>
    </message>
    <message>
        <source>Every test run on this drive is kept here. Open one to see its result again, or select two (hold Ctrl and click) to compare them side by side.</source>
        <translation>Každý beh testu na tejto jednotke sa uchováva tu. Otvorte ho a znova uvidíte jeho výsledok, alebo vyberte dva (podržte Ctrl a kliknite) a porovnajte ich vedľa seba.</translation>
    </message>
    <message>
        <source>Date</source>
        <translation>Dátum</translation>
    </message>
    <message>
        <source>Test</source>
        <translation>Test</translation>
    </message>
    <message>
        <source>Summary</source>
        <translation>Súhrn</translation>
    </message>
    <message>
        <source>Earlier runs</source>
        <translation>Predchádzajúce behy</translation>
    </message>
    <message>
        <source>&amp;Open</source>
        <translation>&amp;Otvoriť</translation>
    </message>
    <message>
        <source>&amp;Compare the two selected</source>
        <translation>&amp;Porovnať dva vybrané</translation>
    </message>
    <message>
        <source>&amp;Delete…</source>
        <translation>O&amp;dstrániť…</translation>
    </message>
    <message>
        <source>&amp;New test</source>
        <translation>&amp;Nový test</translation>
    </message>
    <message>
        <source>Reading the history…</source>
        <translation>Číta sa história…</translation>
    </message>
    <message>
        <source>No runs yet. Finished tests appear here by themselves.</source>
        <translation>Zatiaľ žiadne behy. Dokončené testy sa tu zobrazia samy.</translation>
    </message>
    <message numerus="yes">
        <source>%n run(s) kept.</source>
        <extracomment>%n runs kept for this drive</extracomment>
        <translation>
            <numerusform>Uchováva sa %n beh.</numerusform>
            <numerusform>Uchovávajú sa %n behy.</numerusform>
            <numerusform>Uchováva sa %n behov.</numerusform>
        </translation>
    </message>
    <message>
        <source>Select exactly two runs to compare</source>
        <translation>Vyberte práve dva behy na porovnanie</translation>
    </message>
    <message>
        <source>Delete runs</source>
        <translation>Odstrániť behy</translation>
    </message>
    <message numerus="yes">
        <source>Delete %n run(s) from the history? This cannot be undone.</source>
        <extracomment>%n how many runs are about to be deleted</extracomment>
        <translation>
            <numerusform>Odstrániť %n beh z histórie? Túto akciu nemožno vrátiť späť.</numerusform>
            <numerusform>Odstrániť %n behy z histórie? Túto akciu nemožno vrátiť späť.</numerusform>
            <numerusform>Odstrániť %n behov z histórie? Túto akciu nemožno vrátiť späť.</numerusform>
        </translation>
    </message>
    <message>
        <source>Select two runs of the same test to compare</source>
        <translation>Vyberte dva behy toho istého testu na porovnanie</translation>
    </message>
    <message>
        <source>Settings</source>
        <translation>Nastavenia</translation>
    </message>
</context>
<context>
    <name>DriveProof::Gui::IdentityCard</name>
    <message>
        <source>Identity</source>
        <translation>Identita</translation>
    </message>
    <message>
        <source>Device</source>
        <translation>Zariadenie</translation>
    </message>
    <message>
        <source>Backing file</source>
        <translation>Podkladový súbor</translation>
    </message>
    <message>
        <source>Transport</source>
        <translation>Rozhranie</translation>
    </message>
    <message>
        <source>The kernel does not say how this drive is connected.</source>
        <translation>Jadro neuvádza, ako je táto jednotka pripojená.</translation>
    </message>
    <message>
        <source>Rotation speed unknown: %1</source>
        <extracomment>%1 why the speed is unknown</extracomment>
        <translation>Rýchlosť otáčania neznáma: %1</translation>
    </message>
    <message>
        <source>Media</source>
        <translation>Médium</translation>
    </message>
    <message>
        <source>Removable</source>
        <translation>Vymeniteľné</translation>
    </message>
    <message>
        <source>Read-only</source>
        <translation>Len na čítanie</translation>
    </message>
    <message>
        <source>Model</source>
        <translation>Model</translation>
    </message>
    <message>
        <source>Vendor</source>
        <translation>Výrobca</translation>
    </message>
    <message>
        <source>Serial number</source>
        <translation>Sériové číslo</translation>
    </message>
    <message>
        <source>Firmware</source>
        <translation>Firmvér</translation>
    </message>
    <message>
        <source>WWN</source>
        <translation>WWN</translation>
    </message>
    <message>
        <source>Link</source>
        <translation>Spojenie</translation>
    </message>
</context>
<context>
    <name>DriveProof::Gui::MainWindow</name>
    <message>
        <source>Looking for drives…</source>
        <translation>Hľadajú sa jednotky…</translation>
    </message>
    <message>
        <source>Checking the partitions of %1…</source>
        <extracomment>%1 device path</extracomment>
        <translation>Kontrolujú sa oddiely %1…</translation>
    </message>
    <message>
        <source>Switching the write cache of %1…</source>
        <extracomment>%1 device path</extracomment>
        <translation>Prepína sa vyrovnávacia pamäť zápisu %1…</translation>
    </message>
    <message>
        <source>Reading the write cache and health of %1…</source>
        <extracomment>%1 device path</extracomment>
        <translation>Číta sa vyrovnávacia pamäť zápisu a stav %1…</translation>
    </message>
    <message>
        <source>udisks2 is not running: the facts shown come from the kernel alone.</source>
        <translation>udisks2 nebeží: zobrazené údaje pochádzajú len z jadra.</translation>
    </message>
    <message>
        <source>DriveProof</source>
        <translation>DriveProof</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>&amp;Súbor</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Ukončiť</translation>
    </message>
    <message>
        <source>Power-loss &amp;witness…</source>
        <translation>&amp;Svedok testu straty napájania…</translation>
    </message>
    <message>
        <source>Record the power-loss test of another computer&apos;s drive on this one</source>
        <translation>Zaznamenávať na tomto počítači test straty napájania jednotky iného počítača</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>&amp;Upraviť</translation>
    </message>
    <message>
        <source>&amp;Preferences…</source>
        <translation>&amp;Nastavenia…</translation>
    </message>
    <message>
        <source>Choose the language, the unit of transfer rates and the test defaults</source>
        <translation>Vyberte jazyk, jednotku prenosových rýchlostí a predvolené hodnoty testov</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Zobraziť</translation>
    </message>
    <message>
        <source>&amp;Refresh</source>
        <translation>&amp;Obnoviť</translation>
    </message>
    <message>
        <source>Read the list of drives again</source>
        <translation>Znova načítať zoznam jednotiek</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Pomocník</translation>
    </message>
    <message>
        <source>&amp;About DriveProof</source>
        <translation>&amp;O programe DriveProof</translation>
    </message>
    <message>
        <source>Drives</source>
        <translation>Jednotky</translation>
    </message>
    <message>
        <source>Busy</source>
        <translation>Zaneprázdnené</translation>
    </message>
    <message numerus="yes">
        <source>A test is running on %1. Stop it and quit?</source>
        <extracomment>%1 device paths, e.g. &quot;/dev/sda&quot;; more than one joined by &quot;, &quot;</extracomment>
        <translation>
            <numerusform>Na %1 beží test. Zastaviť ho a skončiť?</numerusform>
            <numerusform>Na %1 bežia testy. Zastaviť ich a skončiť?</numerusform>
            <numerusform>Na %1 bežia testy. Zastaviť ich a skončiť?</numerusform>
        </translation>
    </message>
    <message>
        <source>Stop the test?</source>
        <translation>Zastaviť test?</translation>
    </message>
    <message>
        <source>The steps that finished are kept in the history; the temporary file is removed.</source>
        <translation>Dokončené kroky sa uchovajú v histórii; dočasný súbor sa odstráni.</translation>
    </message>
    <message>
        <source>&amp;Stop and quit</source>
        <translation>&amp;Zastaviť a skončiť</translation>
    </message>
    <message>
        <source>&amp;Keep testing</source>
        <translation>&amp;Pokračovať v teste</translation>
    </message>
    <message>
        <source>Stop the power-loss test?</source>
        <translation>Zastaviť test straty napájania?</translation>
    </message>
    <message>
        <source>The power-loss test is running. Quitting stops it without a power cut, so this run cannot tell whether the drive keeps its writes.</source>
        <translation>Beží test straty napájania. Ukončenie ho zastaví bez výpadku napájania, takže tento beh nedokáže zistiť, či jednotka zachová svoje zápisy.</translation>
    </message>
    <message>
        <source>&amp;Keep running</source>
        <translation>&amp;Pokračovať</translation>
    </message>
    <message>
        <source>&amp;Open Drive Report…</source>
        <translation>&amp;Otvoriť správu o jednotke…</translation>
    </message>
    <message>
        <source>Judge a drive from its smartctl or nvme-cli report, e.g. one a seller sent</source>
        <translation>Posúdiť jednotku podľa jej správy zo smartctl alebo nvme-cli, napr. takej, ktorú poslal predajca</translation>
    </message>
    <message>
        <source>Paste Drive &amp;Report</source>
        <translation>&amp;Vložiť správu o jednotke</translation>
    </message>
    <message>
        <source>Judge the smartctl or nvme-cli report on the clipboard</source>
        <translation>Posúdiť správu zo smartctl alebo nvme-cli v schránke</translation>
    </message>
</context>
<context>
    <name>DriveProof::Gui::Notice</name>
    <message>
        <source>Danger</source>
        <translation>Nebezpečenstvo</translation>
    </message>
    <message>
        <source>Warning</source>
        <translation>Upozornenie</translation>
    </message>
    <message>
        <source>Note</source>
        <translation>Poznámka</translation>
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
        <translation>Spôsob uloženia</translation>
    </message>
    <message>
        <source>Commits/s</source>
        <translation>Uložení/s</translation>
    </message>
    <message>
        <source>Mean µs</source>
        <translation>Priemer µs</translation>
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
        <translation>Vyprázdnení na uloženie</translation>
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
        <translation>nespoľahlivé</translation>
    </message>
</context>
<context>
    <name>DriveProof::Gui::PartitionsCard</name>
    <message>
        <source>Partitions</source>
        <translation>Oddiely</translation>
    </message>
    <message>
        <source>#</source>
        <translation>#</translation>
    </message>
    <message>
        <source>Device</source>
        <translation>Zariadenie</translation>
    </message>
    <message>
        <source>Start sector</source>
        <translation>Počiatočný sektor</translation>
    </message>
    <message>
        <source>Start (bytes)</source>
        <translation>Začiatok (bajty)</translation>
    </message>
    <message>
        <source>Size</source>
        <translation>Veľkosť</translation>
    </message>
    <message>
        <source>Mounted on</source>
        <translation>Pripojené v</translation>
    </message>
    <message>
        <source>Alignment</source>
        <translation>Zarovnanie</translation>
    </message>
    <message>
        <source>Checking alignment</source>
        <translation>Kontroluje sa zarovnanie</translation>
    </message>
    <message>
        <source>Reading the partition table…</source>
        <translation>Číta sa tabuľka oddielov…</translation>
    </message>
    <message>
        <source>What to do</source>
        <translation>Čo robiť</translation>
    </message>
    <message>
        <source>Partitions of %1</source>
        <extracomment>accessible name of the partitions table; %1 device path</extracomment>
        <translation>Oddiely %1</translation>
    </message>
    <message>
        <source>The kernel lists no partitions on this drive.</source>
        <translation>Jadro neuvádza na tejto jednotke žiadne oddiely.</translation>
    </message>
    <message>
        <source>The partition table lists no partitions.</source>
        <translation>Tabuľka oddielov neobsahuje žiadne oddiely.</translation>
    </message>
    <message>
        <source>The partition table lists this partition, but the kernel has no device node for it yet (on some systems &apos;partx -a&apos; adds it).</source>
        <translation>Tabuľka oddielov uvádza tento oddiel, ale jadro preň zatiaľ nemá uzol zariadenia (v niektorých systémoch ho pridá &apos;partx -a&apos;).</translation>
    </message>
    <message>
        <source>checking…</source>
        <translation>kontroluje sa…</translation>
    </message>
    <message>
        <source>The partition table did not list this partition.</source>
        <translation>Tabuľka oddielov tento oddiel neuvádzala.</translation>
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
        <translation>Tlačidlo Spustiť test otvorí sprievodcu testom straty napájania: zapisuje do testovacieho súboru (alebo na celé zariadenie), hlási každé trvalé uloženie svedkovi na druhom počítači a požiada vás, aby ste vytiahli zástrčku. Po reštarte DriveProof skontroluje, ktoré potvrdené zápisy prežili. Môžete si ho vyskúšať aj na tomto počítači so simulovanou jednotkou.</translation>
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
        <translation>&amp;Kde:</translation>
    </message>
    <message>
        <source>Test si&amp;ze:</source>
        <translation>&amp;Veľkosť testu:</translation>
    </message>
    <message>
        <source>Time per st&amp;ep (seconds):</source>
        <translation>Čas na &amp;krok (sekundy):</translation>
    </message>
    <message>
        <source>&amp;Reads or writes:</source>
        <translation>Čí&amp;tanie alebo zápis:</translation>
    </message>
    <message>
        <source>&amp;Idle time between the passes (seconds):</source>
        <translation>&amp;Nečinnosť medzi prechodmi (sekundy):</translation>
    </message>
    <message>
        <source>Also measure with the drive&apos;s write &amp;cache off, then switch it back on</source>
        <translation>Zmerať aj s vypnutou &amp;vyrovnávacou pamäťou zápisu jednotky, potom ju znova zapnúť</translation>
    </message>
    <message>
        <source>&amp;History…</source>
        <translation>&amp;História…</translation>
    </message>
    <message>
        <source>Earlier runs on this drive, and comparing two of them</source>
        <translation>Predchádzajúce behy na tejto jednotke a porovnanie dvoch z nich</translation>
    </message>
    <message>
        <source>&amp;Start test</source>
        <translation>&amp;Spustiť test</translation>
    </message>
    <message>
        <source>Reads</source>
        <translation>Čítanie</translation>
    </message>
    <message>
        <source>Writes</source>
        <translation>Zápis</translation>
    </message>
    <message>
        <source>Mixed: 70% reads, 30% writes</source>
        <translation>Zmiešané: 70 % čítaní, 30 % zápisov</translation>
    </message>
    <message>
        <source>Takes as long as writing %1 once: about %2 at %3, less on a faster drive.</source>
        <extracomment>%1 a size, %2 a duration, %3 a rate (&quot;150.0 MB/s&quot;)</extracomment>
        <translation>Trvá tak dlho ako jeden zápis %1: asi %2 pri %3, na rýchlejšej jednotke menej.</translation>
    </message>
    <message>
        <source>Takes as long as reading %1 once: about %2 at %3, less on a faster drive.</source>
        <extracomment>%1 a size, %2 a duration, %3 a rate (&quot;150.0 MB/s&quot;)</extracomment>
        <translation>Trvá tak dlho ako jedno čítanie %1: asi %2 pri %3, na rýchlejšej jednotke menej.</translation>
    </message>
    <message>
        <source>Takes about %1 with these settings.</source>
        <extracomment>%1 a duration</extracomment>
        <translation>S týmito nastaveniami trvá asi %1.</translation>
    </message>
    <message>
        <source>Takes about %1 with these settings, plus a moment to prepare the test file.</source>
        <extracomment>%1 a duration</extracomment>
        <translation>S týmito nastaveniami trvá asi %1, plus chvíľu príprava testovacieho súboru.</translation>
    </message>
    <message>
        <source>This test writes over %1: everything on it is lost, every partition and every file. You will be asked to type the device&apos;s name to confirm.</source>
        <extracomment>%1 a device node</extracomment>
        <translation>Tento test prepíše %1: všetko na ňom sa stratí, každý oddiel aj každý súbor. Na potvrdenie budete musieť napísať názov zariadenia.</translation>
    </message>
    <message>
        <source>Only reads from %1; nothing on it changes. Reading a device directly may ask for your password.</source>
        <extracomment>%1 a device node</extracomment>
        <translation>Len číta z %1; nič sa na ňom nezmení. Priame čítanie zariadenia si môže vyžiadať vaše heslo.</translation>
    </message>
    <message>
        <source>Writes only to a temporary file in the chosen folder and removes it afterwards; nothing else on the drive changes.</source>
        <translation>Zapisuje len do dočasného súboru vo vybranom priečinku a potom ho odstráni; nič iné na jednotke sa nezmení.</translation>
    </message>
    <message>
        <source>Only reads. In a folder it first writes the temporary file it reads, and removes it afterwards.</source>
        <translation>Len číta. V priečinku najprv zapíše dočasný súbor, ktorý potom číta, a nakoniec ho odstráni.</translation>
    </message>
    <message>
        <source>Opens the guided power-loss test</source>
        <translation>Otvorí sprievodcu testom straty napájania</translation>
    </message>
    <message>
        <source>%1 holds the running system: DriveProof never writes over it.</source>
        <extracomment>%1 a device node</extracomment>
        <translation>Na %1 je spustený systém: DriveProof ho nikdy neprepíše.</translation>
    </message>
    <message>
        <source>%1 or one of its partitions is mounted or in use (LVM, RAID, an encrypted volume). Unmount it first to write over it.</source>
        <extracomment>%1 a device node</extracomment>
        <translation>%1 alebo niektorý z jeho oddielov je pripojený alebo sa používa (LVM, RAID, šifrovaný zväzok). Ak ho chcete prepísať, najprv ho odpojte.</translation>
    </message>
    <message>
        <source>%1 is read-only.</source>
        <extracomment>%1 a device node</extracomment>
        <translation>%1 je len na čítanie.</translation>
    </message>
    <message>
        <source>A temporary file in %1</source>
        <extracomment>a place a test runs; %1 a folder</extracomment>
        <translation>Dočasný súbor v %1</translation>
    </message>
    <message>
        <source>You may not be allowed to write here. Choose a folder of yours on this drive with &quot;another folder&quot;.</source>
        <translation>Možno sem nemáte povolený zápis. Vyberte vlastný priečinok na tejto jednotke pomocou položky „Dočasný súbor v inom priečinku…“.</translation>
    </message>
    <message>
        <source>A temporary file in another folder…</source>
        <translation>Dočasný súbor v inom priečinku…</translation>
    </message>
    <message>
        <source>The whole device %1, only reading</source>
        <extracomment>a place a test runs; %1 a device node</extracomment>
        <translation>Celé zariadenie %1, len čítanie</translation>
    </message>
    <message>
        <source>The whole device %1, erasing everything on it</source>
        <extracomment>a place a test runs; %1 a device node</extracomment>
        <translation>Celé zariadenie %1, s vymazaním všetkého na ňom</translation>
    </message>
    <message>
        <source>Where the test runs</source>
        <translation>Kde test beží</translation>
    </message>
    <message>
        <source>All of it</source>
        <translation>Celé</translation>
    </message>
    <message>
        <source>The commit test always uses 16 MiB, like pg_test_fsync, so that its numbers compare directly.</source>
        <translation>Test trvalého ukladania vždy používa 16 MiB, ako pg_test_fsync, aby sa jeho čísla dali priamo porovnať.</translation>
    </message>
    <message>
        <source>How much of the drive the test uses. Larger areas are less flattered by caches but take longer to prepare.</source>
        <translation>Akú časť jednotky test použije. Väčšie oblasti vyrovnávacie pamäte menej prikrášľujú, ale ich príprava trvá dlhšie.</translation>
    </message>
    <message>
        <source>Test size</source>
        <translation>Veľkosť testu</translation>
    </message>
    <message>
        <source>Choose a folder on the drive to test</source>
        <translation>Vyberte priečinok na jednotke, ktorá sa má testovať</translation>
    </message>
    <message>
        <source>This device has no write cache of its own to switch.</source>
        <translation>Toto zariadenie nemá vlastnú vyrovnávaciu pamäť zápisu, ktorú by bolo možné prepnúť.</translation>
    </message>
    <message>
        <source>The drive&apos;s write cache setting is not known (see the Write cache card), so it cannot be switched for the test.</source>
        <translation>Nastavenie vyrovnávacej pamäte zápisu jednotky nie je známe (pozri kartu Vyrovnávacia pamäť zápisu), preto ju nemožno pre test prepnúť.</translation>
    </message>
    <message>
        <source>The drive&apos;s write cache is off already: the test measures it that way.</source>
        <translation>Vyrovnávacia pamäť zápisu jednotky je už vypnutá: test ju meria v tomto stave.</translation>
    </message>
    <message>
        <source>This drive does not let its write cache be switched.</source>
        <translation>Táto jednotka nedovoľuje prepnúť svoju vyrovnávaciu pamäť zápisu.</translation>
    </message>
    <message>
        <source>The chosen folder is not on one of this drive&apos;s file systems.</source>
        <translation>Vybraný priečinok nie je na žiadnom zo súborových systémov tejto jednotky.</translation>
    </message>
    <message>
        <source>The cache is switched off for a second round of measurements and back on afterwards, also when the test fails or is cancelled. Switching may ask for your password.</source>
        <translation>Vyrovnávacia pamäť sa pre druhé kolo meraní vypne a potom znova zapne, aj keď test zlyhá alebo sa zruší. Prepínanie si môže vyžiadať vaše heslo.</translation>
    </message>
    <message>
        <source>No file system of this drive is mounted, so there is no folder for the test file. Mount one (in your file manager or GNOME Disks) and press Refresh (F5) in the main window, choose a folder with &quot;A temporary file in another folder…&quot;, or pick a reading test (sequential or random reads, surface scan), which can read the whole device without writing.</source>
        <translation>Žiadny súborový systém tejto jednotky nie je pripojený, takže pre testovací súbor nie je priečinok. Pripojte niektorý (v správcovi súborov alebo v Diskoch GNOME) a v hlavnom okne stlačte Obnoviť (F5), vyberte priečinok cez „Dočasný súbor v inom priečinku…“, alebo zvoľte čítací test (sekvenčné či náhodné čítanie, sken povrchu), ktorý prečíta celé zariadenie bez zápisu.</translation>
    </message>
    <message>
        <source>Choose where the test runs: a folder of yours on this drive, with &quot;A temporary file in another folder…&quot;.</source>
        <translation>Vyberte, kde test pobeží: svoj priečinok na tejto jednotke, cez „Dočasný súbor v inom priečinku…“.</translation>
    </message>
    <message>
        <source>%1 Choose a folder on the drive instead, or a reading test.</source>
        <extracomment>%1 why the device cannot be written (a sentence)</extracomment>
        <translation>%1 Vyberte radšej priečinok na jednotke, alebo čítací test.</translation>
    </message>
    <message>
        <source>%1 is empty: no partition table and no file system, as a new drive arrives. This test writes over the whole device; you will be asked once to confirm.</source>
        <extracomment>%1 a device node</extracomment>
        <translation>%1 je prázdna: žiadna tabuľka oddielov ani súborový systém, tak ako prichádza nová jednotka. Tento test prepíše celé zariadenie; raz budete požiadaní o potvrdenie.</translation>
    </message>
    <message>
        <source>The whole device %1, which is empty</source>
        <extracomment>a place a test runs; %1 a device node of a drive with nothing on it</extracomment>
        <translation>Celé zariadenie %1, ktoré je prázdne</translation>
    </message>
</context>
<context>
    <name>DriveProof::Gui::PowerLossAreaStep</name>
    <message>
        <source>Where to test</source>
        <translation>Kde testovať</translation>
    </message>
    <message>
        <source>The test writes records that describe themselves into a test area, commits them the way a database does, and reports every commit to a witness. A file on the drive tests the whole stack: file system, kernel and drive.</source>
        <translation>Test zapisuje do testovacej oblasti záznamy, ktoré samy seba popisujú, trvalo ich ukladá tak, ako to robí databáza, a každé trvalé uloženie hlási svedkovi. Súbor na jednotke testuje celý zásobník: súborový systém, jadro aj jednotku.</translation>
    </message>
    <message>
        <source>&amp;Test area:</source>
        <translation>&amp;Testovacia oblasť:</translation>
    </message>
    <message>
        <source>Test area</source>
        <translation>Testovacia oblasť</translation>
    </message>
    <message>
        <source>Si&amp;ze:</source>
        <translation>&amp;Veľkosť:</translation>
    </message>
    <message>
        <source>Size of the test area</source>
        <translation>Veľkosť testovacej oblasti</translation>
    </message>
    <message>
        <source>Larger than the drive&apos;s cache, so that the cache cannot hide the writes. 1 GiB is enough for most drives.</source>
        <translation>Väčšia ako vyrovnávacia pamäť jednotky, aby pamäť nemohla zápisy skryť. Pre väčšinu jednotiek stačí 1 GiB.</translation>
    </message>
    <message>
        <source>Commit &amp;method:</source>
        <translation>&amp;Spôsob uloženia:</translation>
    </message>
    <message>
        <source>Commit method</source>
        <translation>Spôsob trvalého uloženia</translation>
    </message>
    <message>
        <source>&amp;Writes per commit:</source>
        <translation>&amp;Zápisy na uloženie:</translation>
    </message>
    <message>
        <source>Writes per commit</source>
        <translation>Zápisy na trvalé uloženie</translation>
    </message>
    <message>
        <source>1 commits every write. More: a batched group commit, as busy databases do.</source>
        <translation>1 trvalo uloží každý zápis. Viac: dávkové skupinové uloženie, ako to robia vyťažené databázy.</translation>
    </message>
    <message>
        <source>&amp;Only the drive loses power: I will pull its cable (USB or hot-plug drive)</source>
        <translation>Napájanie stratí &amp;len jednotka: vytiahnem jej kábel (USB alebo jednotka s pripájaním za chodu)</translation>
    </message>
    <message>
        <source>A test file in %1</source>
        <extracomment>%1 a folder</extracomment>
        <translation>Testovací súbor v %1</translation>
    </message>
    <message>
        <source>A test file in another folder…</source>
        <translation>Testovací súbor v inom priečinku…</translation>
    </message>
    <message>
        <source>The whole device %1, erasing everything on it</source>
        <extracomment>%1 a device node</extracomment>
        <translation>Celé zariadenie %1, s vymazaním všetkého na ňom</translation>
    </message>
    <message>
        <source>A file system of this drive is mounted or in use: unmount it first to write over the device.</source>
        <translation>Súborový systém tejto jednotky je pripojený alebo sa používa: ak chcete zariadenie prepísať, najprv ho odpojte.</translation>
    </message>
    <message>
        <source>Choose a folder on the drive to test</source>
        <translation>Vyberte priečinok na jednotke, ktorá sa má testovať</translation>
    </message>
    <message>
        <source>The test writes over %1: everything on it is lost. You will be asked to type the device&apos;s name to confirm.</source>
        <extracomment>%1 a device node</extracomment>
        <translation>Test prepíše %1: všetko na ňom sa stratí. Na potvrdenie budete musieť napísať názov zariadenia.</translation>
    </message>
    <message>
        <source>Cable-pull mode: the computer keeps running and only the drive goes dark. The witness may run on this computer (the witness page, address 127.0.0.1:7070), but its record must be on another disk than the one under test.</source>
        <translation>Režim vytiahnutia kábla: počítač beží ďalej a zhasne len jednotka. Svedok môže bežať na tomto počítači (stránka svedka, adresa 127.0.0.1:7070), ale jeho záznam musí byť na inom disku než na testovanom.</translation>
    </message>
    <message>
        <source>The whole computer loses power: you will pull its power cord. The witness runs on a second computer.</source>
        <translation>Napájanie stratí celý počítač: vytiahnete jeho napájací kábel. Svedok beží na druhom počítači.</translation>
    </message>
</context>
<context>
    <name>DriveProof::Gui::PowerLossPreflightStep</name>
    <message>
        <source>Before the test</source>
        <translation>Pred testom</translation>
    </message>
    <message>
        <source>Things to know</source>
        <translation>Čo treba vedieť</translation>
    </message>
    <message>
        <source>unknown</source>
        <translation>neznáme</translation>
    </message>
    <message>
        <source>Reading the drive&apos;s identity, write cache and health… Reading the cache or the counters may ask for your password.</source>
        <translation>Číta sa identita, vyrovnávacia pamäť zápisu a stav jednotky… Čítanie vyrovnávacej pamäte alebo počítadiel si môže vyžiadať vaše heslo.</translation>
    </message>
    <message>
        <source>Practice with a lying drive: it acknowledges writes while they are still in its cache, and loses them at the power cut. Expect FAIL.</source>
        <translation>Cvičenie s klamúcou jednotkou: potvrdzuje zápisy, kým sú ešte v jej vyrovnávacej pamäti, a pri výpadku napájania ich stratí. Očakávajte FAIL.</translation>
    </message>
    <message>
        <source>Practice with an honest drive: it keeps every write it acknowledged. Expect a pass of the simulated cut.</source>
        <translation>Cvičenie s poctivou jednotkou: zachová každý zápis, ktorý potvrdila. Očakávajte, že simulovaným výpadkom prejde.</translation>
    </message>
    <message>
        <source>What happens:
1. DriveProof prepares a simulated drive of 16 MiB and a witness on this computer.
2. It writes numbered records, commits each one and reports it to the witness; the chart shows the commits per second.
3. Once commits flow steadily it says &quot;Pull the plug now&quot;: press &quot;Cut the power&quot;. On a real test you would pull the power cord at that moment.
4. The simulated drive starts again, DriveProof reads it back and compares it with the witness&apos;s record.
5. The report says what the drive kept and what it lost.</source>
        <translation>Čo sa deje:
1. DriveProof pripraví simulovanú jednotku s veľkosťou 16 MiB a svedka na tomto počítači.
2. Zapisuje očíslované záznamy, každý trvalo uloží a ohlási ho svedkovi; graf ukazuje trvalé uloženia za sekundu.
3. Keď uloženia plynú rovnomerne, zobrazí „Teraz vytiahnite zástrčku“: stlačte „Vypnúť napájanie“. V skutočnom teste by ste v tej chvíli vytiahli napájací kábel.
4. Simulovaná jednotka sa znova spustí, DriveProof ju prečíta a porovná so záznamom svedka.
5. Správa povie, čo jednotka zachovala a čo stratila.</translation>
    </message>
    <message>
        <source>The test cannot run: %1</source>
        <extracomment>%1 the reason</extracomment>
        <translation>Test nemožno spustiť: %1</translation>
    </message>
    <message>
        <source>DriveProof read this before the test; it compares it after the power cut.</source>
        <translation>DriveProof toto prečítal pred testom; po výpadku napájania to porovná.</translation>
    </message>
    <message>
        <source>Drive:</source>
        <translation>Jednotka:</translation>
    </message>
    <message>
        <source>Serial number:</source>
        <translation>Sériové číslo:</translation>
    </message>
    <message>
        <source>Firmware:</source>
        <translation>Firmvér:</translation>
    </message>
    <message>
        <source>Capacity:</source>
        <translation>Kapacita:</translation>
    </message>
    <message>
        <source>Write cache:</source>
        <translation>Vyrovnávacia pamäť zápisu:</translation>
    </message>
    <message>
        <source>Unsafe shutdowns so far:</source>
        <translation>Doterajšie nebezpečné vypnutia:</translation>
    </message>
    <message>
        <source>the drive does not count them</source>
        <translation>jednotka ich nepočíta</translation>
    </message>
    <message>
        <source>Computer:</source>
        <translation>Počítač:</translation>
    </message>
    <message>
        <source>Start the test: DriveProof prepares the test area (this takes a while), connects to the witness and writes. Wait for &quot;Pull the plug now&quot;.</source>
        <translation>Spustite test: DriveProof pripraví testovaciu oblasť (chvíľu to trvá), pripojí sa k svedkovi a začne zapisovať. Počkajte na „Teraz vytiahnite zástrčku“.</translation>
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
        <translation>Čo sa zistilo</translation>
    </message>
    <message>
        <source>Acknowledged writes and the power cut</source>
        <translation>Potvrdené zápisy a výpadok napájania</translation>
    </message>
    <message>
        <source>Does this run count?</source>
        <translation>Platí tento beh?</translation>
    </message>
    <message>
        <source>Machine and drive at the start</source>
        <translation>Počítač a jednotka na začiatku</translation>
    </message>
    <message>
        <source>What to do next</source>
        <translation>Čo ďalej</translation>
    </message>
    <message>
        <source>Export &amp;JSON…</source>
        <translation>Exportovať &amp;JSON…</translation>
    </message>
    <message>
        <source>Save the whole report as a JSON file</source>
        <translation>Uložiť celú správu ako súbor JSON</translation>
    </message>
    <message>
        <source>&amp;Test again</source>
        <translation>&amp;Testovať znova</translation>
    </message>
    <message>
        <source>Practice run on a simulated drive, started %1. Nothing on your drives was tested.</source>
        <translation>Cvičný beh na simulovanej jednotke, spustený %1. Žiadna z vašich jednotiek nebola testovaná.</translation>
    </message>
    <message>
        <source>Test of %1, started %2.</source>
        <translation>Test %1, spustený %2.</translation>
    </message>
    <message>
        <source>The witness recorded %1 acknowledged writes; %2 blocks were checked.</source>
        <extracomment>%1 a number of writes</extracomment>
        <translation>Potvrdené zápisy zaznamenané svedkom: %1; skontrolované bloky: %2.</translation>
    </message>
    <message>
        <source>The lost tail: every commit acknowledged in the last %1 s before the cut.</source>
        <extracomment>%1 seconds, with one decimal</extracomment>
        <translation>Stratený koniec: každé trvalé uloženie potvrdené v posledných %1 s pred výpadkom.</translation>
    </message>
    <message>
        <source>No acknowledged write was lost or damaged.</source>
        <translation>Žiadny potvrdený zápis sa nestratil ani nepoškodil.</translation>
    </message>
    <message>
        <source>Each dot is a write the witness heard acknowledged, at the moment it heard it; the dashed line is when the writer went silent, the estimated cut. Red dots are writes the drive lost.</source>
        <translation>Každá bodka je zápis, o ktorého potvrdení sa svedok dozvedel, v okamihu, keď sa to dozvedel; prerušovaná čiara je chvíľa, keď zapisujúca strana stíchla, teda odhadovaný výpadok. Červené bodky sú zápisy, ktoré jednotka stratila.</translation>
    </message>
    <message>
        <source>%1 earlier writes that were kept are not drawn.</source>
        <extracomment>%1 a number of writes</extracomment>
        <translation>Skoršie zachované zápisy (%1) nie sú vykreslené.</translation>
    </message>
    <message>
        <source>Passed: %1</source>
        <translation>Splnené: %1</translation>
    </message>
    <message>
        <source>Not passed: %1</source>
        <translation>Nesplnené: %1</translation>
    </message>
    <message>
        <source>unknown</source>
        <translation>neznáme</translation>
    </message>
    <message>
        <source>Computer:</source>
        <translation>Počítač:</translation>
    </message>
    <message>
        <source>Drive:</source>
        <translation>Jednotka:</translation>
    </message>
    <message>
        <source>Capacity:</source>
        <translation>Kapacita:</translation>
    </message>
    <message>
        <source>Write cache:</source>
        <translation>Vyrovnávacia pamäť zápisu:</translation>
    </message>
    <message>
        <source>Commit method:</source>
        <translation>Spôsob uloženia:</translation>
    </message>
    <message>
        <source>Test area:</source>
        <translation>Testovacia oblasť:</translation>
    </message>
    <message>
        <source>Kernel:</source>
        <translation>Jadro:</translation>
    </message>
    <message>
        <source>Unsafe shutdowns before:</source>
        <translation>Nebezpečné vypnutia predtým:</translation>
    </message>
    <message>
        <source>the drive does not count them</source>
        <translation>jednotka ich nepočíta</translation>
    </message>
    <message>
        <source>Run id:</source>
        <translation>ID behu:</translation>
    </message>
    <message>
        <source>This was practice. To test a real drive, run the wizard again and choose a witness on a second computer.</source>
        <translation>Toto bolo cvičenie. Ak chcete otestovať skutočnú jednotku, spustite sprievodcu znova a vyberte svedka na druhom počítači.</translation>
    </message>
    <message>
        <source>Switch the drive&apos;s write cache off (the Write cache card of the drive page) and test again: if it passes then, keep the cache off for data that matters.</source>
        <translation>Vypnite vyrovnávaciu pamäť zápisu jednotky (karta Vyrovnávacia pamäť zápisu na stránke jednotky) a testujte znova: ak potom test prejde, nechajte pre dôležité dáta vyrovnávaciu pamäť vypnutú.</translation>
    </message>
    <message>
        <source>Do not trust this drive with data that must survive a power cut; a firmware update may help. Test again after any change.</source>
        <translation>Nezverujte tejto jednotke dáta, ktoré musia prežiť výpadok napájania; môže pomôcť aktualizácia firmvéru. Po každej zmene testujte znova.</translation>
    </message>
    <message>
        <source>Fix what the checklist names and test again.</source>
        <translation>Opravte, čo uvádza kontrolný zoznam, a testujte znova.</translation>
    </message>
    <message>
        <source>Run the test at least five times: one passing run can be luck, five make a configuration worth trusting.</source>
        <translation>Spustite test aspoň päťkrát: jeden úspešný beh môže byť náhoda, päť tvorí konfiguráciu, ktorej sa dá dôverovať.</translation>
    </message>
    <message>
        <source>Export the report</source>
        <translation>Exportovať správu</translation>
    </message>
    <message>
        <source>JSON files (*.json)</source>
        <translation>Súbory JSON (*.json)</translation>
    </message>
    <message>
        <source>Could not write %1: %2</source>
        <extracomment>%1 a file path, %2 the system&apos;s reason</extracomment>
        <translation>%1 sa nepodarilo zapísať: %2</translation>
    </message>
    <message>
        <source>Saved %1</source>
        <extracomment>%1 a file path</extracomment>
        <translation>Uložené %1</translation>
    </message>
</context>
<context>
    <name>DriveProof::Gui::PowerLossRunStep</name>
    <message>
        <source>Practice run</source>
        <translation>Cvičný beh</translation>
    </message>
    <message>
        <source>The test runs</source>
        <translation>Test beží</translation>
    </message>
    <message>
        <source>Preparing the test area</source>
        <translation>Pripravuje sa testovacia oblasť</translation>
    </message>
    <message>
        <source>Commits, writes in flight and the link to the witness</source>
        <translation>Trvalé uloženia, rozpracované zápisy a spojenie so svedkom</translation>
    </message>
    <message>
        <source>Pull the plug now</source>
        <extracomment>shown very large once the run is warm</extracomment>
        <translation>Teraz vytiahnite zástrčku</translation>
    </message>
    <message>
        <source>Press &quot;Cut the power&quot;. On a real test you would now pull the power cord out of the computer (not press its power button).</source>
        <translation>Stlačte „Vypnúť napájanie“. V skutočnom teste by ste teraz vytiahli napájací kábel z počítača (nestláčali by ste tlačidlo napájania).</translation>
    </message>
    <message>
        <source>Pull the drive&apos;s cable out now (USB or power cable of the drive only). Leave the computer running; plug the drive back in after ten seconds. The witness and its record must be on another disk.</source>
        <translation>Teraz vytiahnite kábel jednotky (len USB alebo napájací kábel jednotky). Počítač nechajte bežať; jednotku znova pripojte po desiatich sekundách. Svedok a jeho záznam musia byť na inom disku.</translation>
    </message>
    <message>
        <source>Pull the power cord out of the computer now (a laptop: its battery too). Do not press the power button and do not shut down: the drive must lose power while it is writing. Wait ten seconds, plug it back in and start the computer: DriveProof opens by itself and checks the drive.</source>
        <translation>Teraz vytiahnite napájací kábel z počítača (pri notebooku aj batériu). Nestláčajte tlačidlo napájania a nevypínajte systém: jednotka musí stratiť napájanie počas zápisu. Počkajte desať sekúnd, kábel znova zapojte a zapnite počítač: DriveProof sa otvorí sám a jednotku skontroluje.</translation>
    </message>
    <message>
        <source>&amp;Cut the power</source>
        <translation>&amp;Vypnúť napájanie</translation>
    </message>
    <message>
        <source>Simulate the power cut: the simulated drive loses what it only held in its cache</source>
        <translation>Simulovať výpadok napájania: simulovaná jednotka stratí to, čo mala len vo vyrovnávacej pamäti</translation>
    </message>
    <message>
        <source>&amp;Stop without a cut</source>
        <translation>&amp;Zastaviť bez výpadku</translation>
    </message>
    <message>
        <source>End the run cleanly; nothing is verified</source>
        <translation>Čisto ukončiť beh; nič sa neoveruje</translation>
    </message>
    <message>
        <source>Starting…</source>
        <translation>Spúšťa sa…</translation>
    </message>
    <message>
        <source>%1 commits/s · %2 commits, %3 held by the witness · %4 in flight · witness: %5</source>
        <extracomment>%1 commits per second, %2 commits done, %3 commits the witness holds, %4 writes in flight, %5 the link&apos;s state (&quot;connected&quot;)</extracomment>
        <translation>%1 uložení/s · %2 uložení, %3 má svedok · rozpracované: %4 · svedok: %5</translation>
    </message>
    <message>
        <source>Commits per second</source>
        <translation>Trvalé uloženia za sekundu</translation>
    </message>
    <message>
        <source>Checking the simulated drive: %1</source>
        <extracomment>%1 what the verifier does now</extracomment>
        <translation>Kontroluje sa simulovaná jednotka: %1</translation>
    </message>
    <message>
        <source>The run failed.</source>
        <translation>Beh zlyhal.</translation>
    </message>
</context>
<context>
    <name>DriveProof::Gui::PowerLossUi</name>
    <message>
        <source>fdatasync after each commit (what most databases use)</source>
        <translation>fdatasync po každom trvalom uložení (čo používa väčšina databáz)</translation>
    </message>
    <message>
        <source>fsync after each commit (also flushes the file&apos;s metadata)</source>
        <translation>fsync po každom trvalom uložení (vyprázdni aj metadáta súboru)</translation>
    </message>
    <message>
        <source>O_DSYNC: every write is durable when it returns</source>
        <extracomment>O_DSYNC is a technical name, keep it</extracomment>
        <translation>O_DSYNC: každý zápis je po návrate spoľahlivo uložený</translation>
    </message>
    <message>
        <source>O_SYNC: every write and its metadata are durable when it returns</source>
        <extracomment>O_SYNC is a technical name, keep it</extracomment>
        <translation>O_SYNC: každý zápis aj jeho metadáta sú po návrate spoľahlivo uložené</translation>
    </message>
    <message>
        <source>Passed: the drive kept every write it acknowledged</source>
        <translation>Splnené: jednotka zachovala každý zápis, ktorý potvrdila</translation>
    </message>
    <message>
        <source>Failed: the drive lost or damaged writes it had acknowledged</source>
        <translation>Nesplnené: jednotka stratila alebo poškodila zápisy, ktoré potvrdila</translation>
    </message>
    <message>
        <source>Inconclusive: this run cannot prove the drive safe</source>
        <translation>Nepreukazné: tento beh nedokáže preukázať, že jednotka je bezpečná</translation>
    </message>
    <message>
        <source>on</source>
        <extracomment>the drive&apos;s write cache</extracomment>
        <translation>zapnutá</translation>
    </message>
    <message>
        <source>off</source>
        <extracomment>the drive&apos;s write cache</extracomment>
        <translation>vypnutá</translation>
    </message>
    <message>
        <source>unknown</source>
        <translation>neznáme</translation>
    </message>
</context>
<context>
    <name>DriveProof::Gui::PowerLossVerifyStep</name>
    <message>
        <source>Check the drive after the power cut</source>
        <translation>Kontrola jednotky po výpadku napájania</translation>
    </message>
    <message>
        <source>DriveProof asks the witness for its record, reads the whole test area and compares every block with what the drive acknowledged. The witness must be running and reachable.</source>
        <translation>DriveProof si vyžiada od svedka jeho záznam, prečíta celú testovaciu oblasť a porovná každý blok s tým, čo jednotka potvrdila. Svedok musí bežať a byť dosiahnuteľný.</translation>
    </message>
    <message>
        <source>If the witness cannot be reached, start it again on the second computer (it kept its record on disk) and press &quot;Verify now&quot;. The test stays pending until it is verified or forgotten, and DriveProof opens this page at every start until then.</source>
        <translation>Ak svedok nie je dosiahnuteľný, spustite ho znova na druhom počítači (svoj záznam si uchoval na disku) a stlačte „Overiť teraz“. Test zostáva čakajúci, kým sa neoverí alebo nezabudne, a dovtedy DriveProof otvára túto stránku pri každom spustení.</translation>
    </message>
    <message>
        <source>Verification progress</source>
        <translation>Priebeh overovania</translation>
    </message>
    <message>
        <source>&amp;Verify now</source>
        <translation>&amp;Overiť teraz</translation>
    </message>
    <message>
        <source>&amp;Forget this test</source>
        <translation>&amp;Zabudnúť tento test</translation>
    </message>
    <message>
        <source>Remove the pending test without verifying it</source>
        <translation>Odstrániť čakajúci test bez overenia</translation>
    </message>
    <message>
        <source>• %1, started %2, witness %3</source>
        <extracomment>%1 a file or device, %2 a date and time, %3 a witness address</extracomment>
        <translation>• %1, spustený %2, svedok %3</translation>
    </message>
    <message>
        <source>practice run</source>
        <translation>cvičný beh</translation>
    </message>
    <message>
        <source>No test is waiting to be checked.</source>
        <translation>Na kontrolu nečaká žiadny test.</translation>
    </message>
    <message>
        <source>Waiting to be checked (the first one is checked now):
%1</source>
        <translation>Čakajú na kontrolu (prvý sa kontroluje teraz):
%1</translation>
    </message>
    <message>
        <source>Starting…</source>
        <translation>Spúšťa sa…</translation>
    </message>
</context>
<context>
    <name>DriveProof::Gui::PowerLossWitnessStep</name>
    <message>
        <source>The witness</source>
        <translation>Svedok</translation>
    </message>
    <message>
        <source>A second computer records every write this drive acknowledges, so that after the power cut DriveProof knows what the drive promised.</source>
        <translation>Druhý počítač zaznamenáva každý zápis, ktorý táto jednotka potvrdí, aby DriveProof po výpadku napájania vedel, čo jednotka sľúbila.</translation>
    </message>
    <message>
        <source>&amp;Another computer is the witness</source>
        <translation>Svedkom je &amp;iný počítač</translation>
    </message>
    <message>
        <source>Witness &amp;address:</source>
        <translation>&amp;Adresa svedka:</translation>
    </message>
    <message>
        <source>Witness address and port</source>
        <translation>Adresa a port svedka</translation>
    </message>
    <message>
        <source>&amp;Pairing code:</source>
        <translation>&amp;Párovací kód:</translation>
    </message>
    <message>
        <source>Pairing code</source>
        <translation>Párovací kód</translation>
    </message>
    <message>
        <source>On the second computer, open DriveProof&apos;s witness page (menu &quot;Power-loss witness…&quot;) or run &quot;driveproof-cli witness --listen 0.0.0.0:7070&quot; in a terminal. It shows the pairing code; type it here with its address, e.g. 192.168.1.20:7070.</source>
        <translation>Na druhom počítači otvorte stránku svedka DriveProof (ponuka „Svedok testu straty napájania…“) alebo v termináli spustite &quot;driveproof-cli witness --listen 0.0.0.0:7070&quot;. Zobrazí párovací kód; zadajte ho sem spolu s jeho adresou, napr. 192.168.1.20:7070.</translation>
    </message>
    <message>
        <source>P&amp;ractice on this computer, with a simulated drive</source>
        <translation>&amp;Cvičenie na tomto počítači so simulovanou jednotkou</translation>
    </message>
    <message>
        <source>Learn the procedure without pulling a plug: a simulated drive, a witness on this computer and a simulated power cut. Nothing on your drives is written.</source>
        <translation>Naučte sa postup bez vyťahovania zástrčky: simulovaná jednotka, svedok na tomto počítači a simulovaný výpadok napájania. Na vaše jednotky sa nič nezapisuje.</translation>
    </message>
    <message>
        <source>Simulated &amp;drive:</source>
        <translation>Simulovaná &amp;jednotka:</translation>
    </message>
    <message>
        <source>Simulated drive</source>
        <translation>Simulovaná jednotka</translation>
    </message>
    <message>
        <source>Honest: keeps every write it acknowledged</source>
        <translation>Poctivá: zachová každý zápis, ktorý potvrdila</translation>
    </message>
    <message>
        <source>Lying: acknowledges writes it still holds in its cache</source>
        <translation>Klamúca: potvrdzuje zápisy, ktoré má ešte vo vyrovnávacej pamäti</translation>
    </message>
    <message>
        <source>This is not a pairing code: it has twelve letters and digits, like K7QD-M2XF-9HBT.</source>
        <translation>Toto nie je párovací kód: má dvanásť písmen a číslic, napríklad K7QD-M2XF-9HBT.</translation>
    </message>
</context>
<context>
    <name>DriveProof::Gui::PowerLossWizard</name>
    <message>
        <source>Power-loss test – DriveProof</source>
        <translation>Test straty napájania – DriveProof</translation>
    </message>
    <message>
        <source>Power-loss test of %1 – DriveProof</source>
        <translation>Test straty napájania %1 – DriveProof</translation>
    </message>
    <message>
        <source>1. Drive and area</source>
        <translation>1. Jednotka a oblasť</translation>
    </message>
    <message>
        <source>2. Witness</source>
        <translation>2. Svedok</translation>
    </message>
    <message>
        <source>3. Check</source>
        <translation>3. Kontrola</translation>
    </message>
    <message>
        <source>4. Run and pull the plug</source>
        <translation>4. Beh a vytiahnutie zástrčky</translation>
    </message>
    <message>
        <source>5. Verify</source>
        <translation>5. Overenie</translation>
    </message>
    <message>
        <source>6. Report</source>
        <translation>6. Správa</translation>
    </message>
    <message>
        <source>&lt; &amp;Back</source>
        <translation>&lt; &amp;Späť</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Zavrieť</translation>
    </message>
    <message>
        <source>Current step</source>
        <translation>Aktuálny krok</translation>
    </message>
    <message>
        <source>&amp;Next &gt;</source>
        <translation>Ď&amp;alej &gt;</translation>
    </message>
    <message>
        <source>&amp;Check this computer &gt;</source>
        <translation>&amp;Skontrolovať tento počítač &gt;</translation>
    </message>
    <message>
        <source>&amp;Start practice</source>
        <translation>&amp;Spustiť cvičenie</translation>
    </message>
    <message>
        <source>&amp;Start the test</source>
        <translation>&amp;Spustiť test</translation>
    </message>
    <message>
        <source>Power-loss test</source>
        <translation>Test straty napájania</translation>
    </message>
    <message>
        <source>simulated drive</source>
        <translation>simulovaná jednotka</translation>
    </message>
    <message>
        <source>Power-loss practice on a simulated lying drive – DriveProof</source>
        <extracomment>window title while practising on the simulated drive that loses acknowledged writes</extracomment>
        <translation>Nácvik straty napájania na simulovanej klamlivej jednotke – DriveProof</translation>
    </message>
    <message>
        <source>Power-loss practice on a simulated honest drive – DriveProof</source>
        <extracomment>window title while practising on the simulated drive that keeps its writes</extracomment>
        <translation>Nácvik straty napájania na simulovanej poctivej jednotke – DriveProof</translation>
    </message>
</context>
<context>
    <name>DriveProof::Gui::ReportWindow</name>
    <message>
        <source>Drive report: %1</source>
        <extracomment>window title; %1 the report&apos;s file name</extracomment>
        <translation>Správa o jednotke: %1</translation>
    </message>
    <message>
        <source>Open a drive report</source>
        <translation>Otvoriť správu o jednotke</translation>
    </message>
    <message>
        <source>Drive reports (*.txt *.json *.log);;All files (*)</source>
        <extracomment>file dialog filter; keep the patterns in parentheses as they are</extracomment>
        <translation>Správy o jednotkách (*.txt *.json *.log);;Všetky súbory (*)</translation>
    </message>
    <message>
        <source>pasted text</source>
        <extracomment>the name a report pasted from the clipboard goes by</extracomment>
        <translation>vložený text</translation>
    </message>
</context>
<context>
    <name>DriveProof::Gui::ResultCharts</name>
    <message>
        <source>&amp;Latency of:</source>
        <translation>&amp;Latencia pre:</translation>
    </message>
    <message>
        <source>Measurement whose latency is shown</source>
        <translation>Meranie, ktorého latencia sa zobrazuje</translation>
    </message>
</context>
<context>
    <name>DriveProof::Gui::ResultExporter</name>
    <message>
        <source>Could not write %1: %2. Choose another folder.</source>
        <extracomment>%1 a file path, %2 the system&apos;s reason</extracomment>
        <translation>%1 sa nepodarilo zapísať: %2. Vyberte iný priečinok.</translation>
    </message>
</context>
<context>
    <name>DriveProof::Gui::ResultPage</name>
    <message>
        <source>Verdict</source>
        <translation>Verdikt</translation>
    </message>
    <message>
        <source>At a glance</source>
        <translation>Na prvý pohľad</translation>
    </message>
    <message>
        <source>All numbers</source>
        <translation>Všetky čísla</translation>
    </message>
    <message>
        <source>Charts</source>
        <translation>Grafy</translation>
    </message>
    <message>
        <source>Export &amp;JSON…</source>
        <translation>Exportovať &amp;JSON…</translation>
    </message>
    <message>
        <source>Save everything this test measured, for other programs</source>
        <translation>Uložiť všetko, čo tento test zmeral, pre iné programy</translation>
    </message>
    <message>
        <source>Export &amp;CSV…</source>
        <translation>Exportovať &amp;CSV…</translation>
    </message>
    <message>
        <source>Save the table of numbers for a spreadsheet</source>
        <translation>Uložiť tabuľku čísel pre tabuľkový procesor</translation>
    </message>
    <message>
        <source>Save charts as &amp;PNG…</source>
        <translation>Uložiť grafy ako &amp;PNG…</translation>
    </message>
    <message>
        <source>Save a picture of each chart into a folder</source>
        <translation>Uložiť obrázok každého grafu do priečinka</translation>
    </message>
    <message>
        <source>&amp;History</source>
        <translation>&amp;História</translation>
    </message>
    <message>
        <source>Earlier runs on this drive, and comparing two of them</source>
        <translation>Predchádzajúce behy na tejto jednotke a porovnanie dvoch z nich</translation>
    </message>
    <message>
        <source>&amp;New test</source>
        <translation>&amp;Nový test</translation>
    </message>
    <message>
        <source>Ran on %1, started %2, took %3.</source>
        <extracomment>under a result&apos;s title; %1 where it ran, %2 date and time it started, %3 how long it took</extracomment>
        <translation>Cieľ: %1, začiatok: %2, trvanie: %3.</translation>
    </message>
    <message>
        <source>Drive: %1, serial number %2</source>
        <extracomment>the drive a result is about; %1 model (or device name), %2 serial number</extracomment>
        <translation>Jednotka: %1, sériové číslo %2</translation>
    </message>
    <message>
        <source>Drive: %1</source>
        <extracomment>the drive a result is about; %1 model or device name</extracomment>
        <translation>Jednotka: %1</translation>
    </message>
    <message>
        <source>The test stopped on an error.</source>
        <translation>Test sa zastavil pre chybu.</translation>
    </message>
    <message>
        <source>You cancelled the test before it measured anything.</source>
        <translation>Test ste zrušili skôr, ako čokoľvek zmeral.</translation>
    </message>
    <message>
        <source>You cancelled the test. The numbers below are those of the steps that finished before that; the verdict may be incomplete.</source>
        <translation>Test ste zrušili. Nižšie sú čísla krokov, ktoré sa dovtedy dokončili; verdikt môže byť neúplný.</translation>
    </message>
    <message>
        <source>This result could not be kept in the history: %1</source>
        <extracomment>%1 why the result could not be saved</extracomment>
        <translation>Tento výsledok sa nepodarilo uchovať v histórii: %1</translation>
    </message>
    <message>
        <source>This result is kept in the drive&apos;s history, so you can compare it with later runs.</source>
        <translation>Tento výsledok sa uchováva v histórii jednotky, takže ho môžete porovnať s neskoršími behmi.</translation>
    </message>
    <message>
        <source>This test measures speed and gives no verdict of its own. Compare the numbers with the drive&apos;s data sheet, or with an earlier run in the history.</source>
        <translation>Tento test meria rýchlosť a neposkytuje vlastný verdikt. Porovnajte čísla s technickými údajmi jednotky alebo so skorším behom v histórii.</translation>
    </message>
    <message>
        <source>%1:</source>
        <extracomment>label of a row; %1 a measurement&apos;s name, e.g. &quot;SEQ1M Q8T1 read&quot;</extracomment>
        <translation>%1:</translation>
    </message>
    <message>
        <source>Save the charts into a folder</source>
        <translation>Uložiť grafy do priečinka</translation>
    </message>
    <message>
        <source>Export the result as JSON</source>
        <translation>Exportovať výsledok ako JSON</translation>
    </message>
    <message>
        <source>Export the numbers as CSV</source>
        <translation>Exportovať čísla ako CSV</translation>
    </message>
    <message>
        <source>JSON files (*.json)</source>
        <translation>Súbory JSON (*.json)</translation>
    </message>
    <message>
        <source>CSV files (*.csv)</source>
        <translation>Súbory CSV (*.csv)</translation>
    </message>
    <message>
        <source>Saved %1.</source>
        <extracomment>%1 a file path</extracomment>
        <translation>Uložené %1.</translation>
    </message>
    <message numerus="yes">
        <source>Saved %n file(s) in %1.</source>
        <extracomment>%n files were written into the folder %1</extracomment>
        <translation>
            <numerusform>Uložený %n súbor v %1.</numerusform>
            <numerusform>Uložené %n súbory v %1.</numerusform>
            <numerusform>Uložených %n súborov v %1.</numerusform>
        </translation>
    </message>
    <message>
        <source>Copy &amp;summary</source>
        <translation>Kopírovať &amp;súhrn</translation>
    </message>
    <message>
        <source>A few lines with the main numbers and the verdicts, to paste into a forum post or an issue</source>
        <translation>Niekoľko riadkov s hlavnými číslami a verdiktmi na vloženie do príspevku vo fóre alebo do hlásenia</translation>
    </message>
    <message>
        <source>Copied: the summary is on the clipboard, ready to paste.</source>
        <translation>Skopírované: súhrn je v schránke, pripravený na vloženie.</translation>
    </message>
    <message>
        <source>Settings: %1</source>
        <extracomment>under a result&apos;s title; %1 what it ran with: &quot;128 MiB · 2 s per step · temporary file on ext4 · io_uring&quot;</extracomment>
        <translation>Nastavenia: %1</translation>
    </message>
</context>
<context>
    <name>DriveProof::Gui::ResultText</name>
    <message>
        <source>Danger</source>
        <translation>Nebezpečenstvo</translation>
    </message>
    <message>
        <source>Caution</source>
        <translation>Pozor</translation>
    </message>
    <message>
        <source>Good</source>
        <translation>Dobré</translation>
    </message>
    <message>
        <source>Note</source>
        <translation>Poznámka</translation>
    </message>
    <message>
        <source>%L1 commits/s</source>
        <extracomment>commits per second, e.g. &quot;1,234 commits/s&quot;</extracomment>
        <translation>%L1 uložení/s</translation>
    </message>
    <message>
        <source>a temporary file in %1</source>
        <extracomment>where a test ran; %1 the folder that held its temporary file</extracomment>
        <translation>dočasný súbor v %1</translation>
    </message>
    <message>
        <source>the device %1</source>
        <extracomment>where a test ran; %1 a device node such as /dev/sdb</extracomment>
        <translation>zariadenie %1</translation>
    </message>
    <message>
        <source>an unknown target</source>
        <translation>neznámy cieľ</translation>
    </message>
    <message>
        <source>the file %1</source>
        <extracomment>where a test ran; %1 a file path</extracomment>
        <translation>súbor %1</translation>
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
        <translation>Nastavenia: %1</translation>
    </message>
    <message>
        <source>Drive self-test</source>
        <extracomment>a drive self-test in the drive&apos;s history (the drive tested itself)</extracomment>
        <translation>Autotest disku</translation>
    </message>
    <message>
        <source>Device: %1, serial number %2</source>
        <extracomment>a line of a copied summary; %1 the device node (&quot;/dev/sdb&quot;), %2 its serial number (&quot;-&quot; when it has none)</extracomment>
        <translation>Zariadenie: %1, sériové číslo %2</translation>
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
        <translation>Čítanie</translation>
    </message>
    <message>
        <source>Write</source>
        <extracomment>heading of the column of write rates in the quick check&apos;s tiles</extracomment>
        <translation>Zápis</translation>
    </message>
    <message>
        <source>not measured</source>
        <translation>nemerané</translation>
    </message>
    <message>
        <source>%1 %2: not measured</source>
        <extracomment>read by screen readers; %1 a preset such as &quot;SEQ1M Q8T1&quot;, %2 &quot;Read&quot; or &quot;Write&quot;</extracomment>
        <translation>%1 %2: nemerané</translation>
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
        <translation>Priebeh</translation>
    </message>
    <message>
        <source>&amp;Show:</source>
        <translation>&amp;Zobraziť:</translation>
    </message>
    <message>
        <source>Commits per second</source>
        <translation>Trvalé uloženia za sekundu</translation>
    </message>
    <message>
        <source>IOPS</source>
        <translation>IOPS</translation>
    </message>
    <message>
        <source>What the chart shows</source>
        <translation>Čo graf ukazuje</translation>
    </message>
    <message>
        <source>You can go on using DriveProof meanwhile. Other programs that use this drive now slow the test down and change its numbers.</source>
        <translation>Medzitým môžete DriveProof ďalej používať. Iné programy, ktoré teraz používajú túto jednotku, test spomaľujú a menia jeho čísla.</translation>
    </message>
    <message>
        <source>Cancelling…</source>
        <translation>Ruší sa…</translation>
    </message>
    <message>
        <source>&amp;Cancel test</source>
        <translation>&amp;Zrušiť test</translation>
    </message>
    <message>
        <source>Stop the test now; the steps that finished are kept</source>
        <translation>Zastaviť test teraz; dokončené kroky sa uchovajú</translation>
    </message>
    <message>
        <source>In a temporary file in %1, removed afterwards.</source>
        <extracomment>where a test runs; %1 a folder</extracomment>
        <translation>V dočasnom súbore v %1, ktorý sa potom odstráni.</translation>
    </message>
    <message>
        <source>On the file %1.</source>
        <extracomment>where a test runs; %1 a file</extracomment>
        <translation>Na súbore %1.</translation>
    </message>
    <message>
        <source>On the device %1, writing over its contents.</source>
        <extracomment>where a test runs; %1 a device node</extracomment>
        <translation>Na zariadení %1, s prepísaním jeho obsahu.</translation>
    </message>
    <message>
        <source>On the device %1, only reading.</source>
        <extracomment>where a test runs; %1 a device node</extracomment>
        <translation>Na zariadení %1, len čítanie.</translation>
    </message>
    <message>
        <source>Cancelling: waiting for the drive to finish the I/O in flight, then removing the temporary file…</source>
        <translation>Ruší sa: čaká sa, kým jednotka dokončí rozpracované operácie V/V, potom sa odstráni dočasný súbor…</translation>
    </message>
    <message>
        <source>Starting…</source>
        <translation>Spúšťa sa…</translation>
    </message>
    <message>
        <source>About %1 left</source>
        <extracomment>time left in a running test; %1 minutes:seconds, e.g. 1:23</extracomment>
        <translation>Zostáva asi %1</translation>
    </message>
    <message>
        <source>Time left: not known yet</source>
        <translation>Zostávajúci čas: zatiaľ neznámy</translation>
    </message>
    <message>
        <source>Now: %L1 commits per second</source>
        <extracomment>the last measured rate of a commit test; %1 commits per second</extracomment>
        <translation>Teraz: %L1 trvalých uložení za sekundu</translation>
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
            <numerusform>asi %n minúta</numerusform>
            <numerusform>asi %n minúty</numerusform>
            <numerusform>asi %n minút</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <extracomment>a self-test button: %1 its kind (&quot;Short test&quot;), %2 its duration</extracomment>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>Short test</source>
        <translation>Krátky test</translation>
    </message>
    <message>
        <source>Extended test</source>
        <translation>Rozšírený test</translation>
    </message>
    <message>
        <source>Conveyance test</source>
        <translation>Prepravný test</translation>
    </message>
    <message>
        <source>Abort self-test</source>
        <translation>Prerušiť samotest</translation>
    </message>
    <message>
        <source>running, %1% done</source>
        <extracomment>%1 how far the running self-test is, in percent</extracomment>
        <translation>beží, hotovo %1 %</translation>
    </message>
    <message>
        <source>The drive runs the test by itself: you may close this window.</source>
        <translation>Jednotka vykonáva test sama: toto okno môžete zavrieť.</translation>
    </message>
    <message>
        <source>no self-test running</source>
        <extracomment>%1 the last self-test&apos;s result in words</extracomment>
        <translation>žiadny samotest nebeží</translation>
    </message>
    <message>
        <source>Last result: %1</source>
        <translation>Posledný výsledok: %1</translation>
    </message>
</context>
<context>
    <name>DriveProof::Gui::SettingsDialog</name>
    <message>
        <source>Preferences</source>
        <translation>Nastavenia</translation>
    </message>
    <message>
        <source>&amp;Language:</source>
        <translation>&amp;Jazyk:</translation>
    </message>
    <message>
        <source>System default (%1)</source>
        <extracomment>first entry of the language list; %1 the language the system asks for, in its own name, e.g. &quot;Deutsch&quot;</extracomment>
        <translation>Predvolený systémom (%1)</translation>
    </message>
    <message>
        <source>The language of DriveProof&apos;s windows. A change applies at once and is kept for the next start. The system default follows the LANGUAGE and LANG environment variables.</source>
        <translation>Jazyk okien DriveProof. Zmena sa prejaví hneď a zachová sa aj pre ďalšie spustenie. Predvolený jazyk systému sa riadi premennými prostredia LANGUAGE a LANG.</translation>
    </message>
    <message>
        <source>&amp;Transfer rates in:</source>
        <translation>&amp;Prenosové rýchlosti v:</translation>
    </message>
    <message>
        <source>Drive makers and most benchmarks count a megabyte as 1,000,000 bytes; many file managers count a mebibyte, 1,048,576 bytes.</source>
        <translation>Výrobcovia jednotiek a väčšina meraní výkonu počítajú megabajt ako 1 000 000 bajtov; mnohí správcovia súborov počítajú mebibajt, 1 048 576 bajtov.</translation>
    </message>
    <message>
        <source>Default test si&amp;ze:</source>
        <translation>Predvolená &amp;veľkosť testu:</translation>
    </message>
    <message>
        <source>What the test picker offers first. You can still choose another size for each test there.</source>
        <translation>Čo výber testu ponúkne ako prvé. Pre každý test tam môžete stále vybrať inú veľkosť.</translation>
    </message>
    <message>
        <source>Default time per st&amp;ep (seconds):</source>
        <translation>Predvolený čas na &amp;krok (sekundy):</translation>
    </message>
    <message>
        <source>How long each measurement of a test runs, as the test picker offers it first.</source>
        <translation>Ako dlho beží každé meranie testu, ako to výber testu ponúkne ako prvé.</translation>
    </message>
    <message>
        <source>MB/s (megabytes, 10⁶ bytes)</source>
        <extracomment>a choice of unit; 1 MB = 1,000,000 bytes</extracomment>
        <translation>MB/s (megabajty, 10⁶ bajtov)</translation>
    </message>
    <message>
        <source>MiB/s (mebibytes, 2²⁰ bytes)</source>
        <extracomment>a choice of unit; 1 MiB = 1,048,576 bytes</extracomment>
        <translation>MiB/s (mebibajty, 2²⁰ bajtov)</translation>
    </message>
    <message>
        <source>Each test&apos;s own</source>
        <extracomment>the default test size: each test&apos;s own (1 GiB; 4 GiB for the sustained write)</extracomment>
        <translation>Vlastná pre každý test</translation>
    </message>
</context>
<context>
    <name>DriveProof::Gui::StatusPage</name>
    <message>
        <source>Looking for drives</source>
        <translation>Hľadajú sa jednotky</translation>
    </message>
    <message>
        <source>&amp;Refresh</source>
        <translation>&amp;Obnoviť</translation>
    </message>
    <message>
        <source>Looking for drives…</source>
        <translation>Hľadajú sa jednotky…</translation>
    </message>
    <message>
        <source>Reading what the kernel knows about each drive.</source>
        <translation>Číta sa, čo jadro vie o každej jednotke.</translation>
    </message>
    <message>
        <source>DriveProof could not find a drive it can read. This happens when:</source>
        <translation>DriveProof nenašiel žiadnu jednotku, ktorú by dokázal prečítať. Stáva sa to, keď:</translation>
    </message>
    <message>
        <source>• No drive is connected. Connect one and press Refresh (F5); a USB drive may take a few seconds to appear.</source>
        <extracomment>list item of the empty state</extracomment>
        <translation>• Nie je pripojená žiadna jednotka. Pripojte ju a stlačte Obnoviť (F5); jednotka USB sa môže zobraziť až o niekoľko sekúnd.</translation>
    </message>
    <message>
        <source>• DriveProof runs in a container or sandbox (Docker, Flatpak, Snap) that hides the machine&apos;s drives (/sys/block and /dev). Run it on the host instead, or give the sandbox access to the drives.</source>
        <extracomment>list item of the empty state</extracomment>
        <translation>• DriveProof beží v kontajneri alebo izolovanom prostredí (Docker, Flatpak, Snap), ktoré skrýva jednotky počítača (/sys/block a /dev). Spustite ho radšej na hostiteľovi alebo izolovanému prostrediu povoľte prístup k jednotkám.</translation>
    </message>
    <message>
        <source>• It is not allowed to read the drives&apos; details: the system limits access to /sys or /dev. Ask the administrator, or run driveproof-cli list to see what the kernel reports.</source>
        <extracomment>list item of the empty state</extracomment>
        <translation>• Nemá povolené čítať podrobnosti o jednotkách: systém obmedzuje prístup k /sys alebo /dev. Požiadajte správcu alebo spustite driveproof-cli list a uvidíte, čo hlási jadro.</translation>
    </message>
    <message>
        <source>• udisks2 is not running, so only the kernel was asked. Start it with &quot;systemctl start udisks2&quot; and press Refresh.</source>
        <extracomment>list item of the empty state; &quot;systemctl start udisks2&quot; is a command, keep it</extracomment>
        <translation>• udisks2 nebeží, preto sa dopytovalo len jadro. Spustite ho príkazom &quot;systemctl start udisks2&quot; a stlačte Obnoviť.</translation>
    </message>
    <message>
        <source>No drives found</source>
        <translation>Nenašli sa žiadne jednotky</translation>
    </message>
</context>
<context>
    <name>DriveProof::Gui::TableCopy</name>
    <message>
        <source>&amp;Copy</source>
        <translation>&amp;Kopírovať</translation>
    </message>
    <message>
        <source>Copy as &amp;Markdown</source>
        <translation>Kopírovať ako &amp;Markdown</translation>
    </message>
</context>
<context>
    <name>DriveProof::Gui::TestCard</name>
    <message>
        <source>Test this drive</source>
        <translation>Testovať túto jednotku</translation>
    </message>
    <message>
        <source>Measure how fast this drive commits, streams and seeks, and whether its cache acknowledges writes before they are safe. Tests write only to a temporary file in a folder you choose, unless you ask for the raw device; they run in a window of their own.</source>
        <translation>Zmerajte, ako rýchlo táto jednotka trvalo ukladá, číta a zapisuje sekvenčne aj náhodne, a či jej vyrovnávacia pamäť nepotvrdzuje zápisy skôr, ako sú v bezpečí. Testy zapisujú len do dočasného súboru vo vami vybranom priečinku, pokiaľ si nevyžiadate surové zariadenie; bežia v samostatnom okne.</translation>
    </message>
    <message>
        <source>Co&amp;mmit rate…</source>
        <translation>Rýchlosť trvalého &amp;ukladania…</translation>
    </message>
    <message>
        <source>How many durable commits per second, like pg_test_fsync</source>
        <translation>Koľko spoľahlivých trvalých uložení za sekundu, ako pg_test_fsync</translation>
    </message>
    <message>
        <source>&amp;All tests…</source>
        <translation>&amp;Všetky testy…</translation>
    </message>
    <message>
        <source>Hi&amp;story…</source>
        <translation>Hi&amp;stória…</translation>
    </message>
    <message>
        <source>Earlier runs on this drive, and comparing two of them</source>
        <translation>Predchádzajúce behy na tejto jednotke a porovnanie dvoch z nich</translation>
    </message>
    <message>
        <source>A test is running on this drive; its window shows how far it got.</source>
        <translation>Na tejto jednotke beží test; jeho okno ukazuje, ako ďaleko sa dostal.</translation>
    </message>
</context>
<context>
    <name>DriveProof::Gui::TestCatalog</name>
    <message>
        <source>Power-loss test</source>
        <translation>Test straty napájania</translation>
    </message>
    <message>
        <source>CrystalDiskMark&apos;s four tests in one go: sequential reads and writes in 1 MiB blocks with 8 and with 1 request in flight, then random 4 KiB reads and writes with 32 and with 1 request in flight. The quickest way to see whether a drive performs as its box promises.</source>
        <translation>Štyri testy CrystalDiskMark naraz: sekvenčné čítanie a zápis v blokoch po 1 MiB s 8 a s 1 rozpracovanou požiadavkou, potom náhodné čítanie a zápis po 4 KiB s 32 a s 1 rozpracovanou požiadavkou. Najrýchlejší spôsob, ako zistiť, či jednotka podáva výkon, aký sľubuje jej krabica.</translation>
    </message>
    <message>
        <source>How many times per second the drive durably commits a small write, measured like PostgreSQL&apos;s pg_test_fsync: every sync method, 8 kB and 16 kB commits, and plain writes as a baseline. It also counts the flushes that reach the drive. A hard disk that commits faster than its platters turn has a cache that acknowledges writes before they are safe.</source>
        <translation>Koľkokrát za sekundu jednotka spoľahlivo trvalo uloží malý zápis, merané ako pg_test_fsync z PostgreSQL: každý spôsob synchronizácie, uloženia po 8 kB a 16 kB a obyčajné zápisy ako základ. Počíta aj vyprázdnenia, ktoré dorazia na jednotku. Pevný disk, ktorý ukladá rýchlejšie, ako sa točia jeho platne, má vyrovnávaciu pamäť, ktorá potvrdzuje zápisy skôr, ako sú v bezpečí.</translation>
    </message>
    <message>
        <source>Sequential reads and writes in 1 MiB blocks, with 8 and with 1 request in flight: the rate at which large files are copied.</source>
        <translation>Sekvenčné čítanie a zápis v blokoch po 1 MiB s 8 a s 1 rozpracovanou požiadavkou: rýchlosť kopírovania veľkých súborov.</translation>
    </message>
    <message>
        <source>Writes the whole test area once, from start to end, and draws the rate as it fills. Many SSDs write fast only until their cache is full, then slow down: choose a test size larger than that cache, tens of gigabytes on a large SSD.</source>
        <translation>Zapíše celú testovaciu oblasť raz, od začiatku po koniec, a vykreslí rýchlosť počas plnenia. Mnohé SSD zapisujú rýchlo, len kým sa nezaplní ich vyrovnávacia pamäť, potom spomalia: vyberte veľkosť testu väčšiu ako táto pamäť, pri veľkom SSD desiatky gigabajtov.</translation>
    </message>
    <message>
        <source>Reads the whole test area from start to end and draws the rate by position. A hard disk is faster at its outer edge; dips and stalls point to areas that need retries.</source>
        <translation>Prečíta celú testovaciu oblasť od začiatku po koniec a vykreslí rýchlosť podľa pozície. Pevný disk je rýchlejší na vonkajšom okraji; poklesy a zastavenia ukazujú na oblasti, ktoré potrebujú opakované pokusy.</translation>
    </message>
    <message>
        <source>Random 4 KiB reads, writes and a mix of 70% reads, with 1 and with 32 requests in flight: what databases, virtual machines and starting programs feel.</source>
        <translation>Náhodné čítanie, zápis a zmes so 70 % čítaní po 4 KiB, s 1 a s 32 rozpracovanými požiadavkami: čo pocítia databázy, virtuálne počítače a spúšťajúce sa programy.</translation>
    </message>
    <message>
        <source>Random I/O at every block size from 512 bytes to 16 MiB: where the drive reaches its best transfer rate, and how its operations per second fall as blocks grow.</source>
        <translation>Náhodný V/V pri každej veľkosti bloku od 512 bajtov po 16 MiB: kde jednotka dosahuje najlepšiu prenosovú rýchlosť a ako jej počet operácií za sekundu klesá s rastúcimi blokmi.</translation>
    </message>
    <message>
        <source>Random I/O with 1 to 256 requests in flight: how much parallelism the drive needs to give its best.</source>
        <translation>Náhodný V/V s 1 až 256 rozpracovanými požiadavkami: koľko paralelizmu jednotka potrebuje, aby podala najlepší výkon.</translation>
    </message>
    <message>
        <source>Random I/O from 1 to 96 threads: how the drive and the kernel cope with many programs at once.</source>
        <translation>Náhodný V/V s 1 až 96 vláknami: ako si jednotka a jadro poradia s mnohými programami naraz.</translation>
    </message>
    <message>
        <source>Reads the same random blocks twice, with an idle time in between. A hybrid drive (SSHD) or a tiered cache moves hot data to flash meanwhile, so the second pass is much faster.</source>
        <translation>Prečíta tie isté náhodné bloky dvakrát s obdobím nečinnosti medzi nimi. Hybridná jednotka (SSHD) alebo viacúrovňová vyrovnávacia pamäť medzitým presunie často používané dáta do flash pamäte, takže druhý prechod je oveľa rýchlejší.</translation>
    </message>
    <message>
        <source>Checks whether the drive keeps the writes it acknowledged when the power is cut: DriveProof writes numbered records, you pull the plug, and after the restart it checks what survived. A second computer keeps the witness&apos;s record of every acknowledged write; you can also practise on this computer with a simulated drive. It writes to a test file (or, with your confirmation, a partition) and takes a few minutes plus a restart.</source>
        <translation>Kontroluje, či jednotka zachová zápisy, ktoré potvrdila, keď vypadne napájanie: DriveProof zapisuje očíslované záznamy, vy vytiahnete zástrčku a po reštarte skontroluje, čo prežilo. Druhý počítač uchováva záznam svedka o každom potvrdenom zápise; môžete si to vyskúšať aj na tomto počítači so simulovanou jednotkou. Zapisuje do testovacieho súboru (alebo s vaším potvrdením na oddiel) a trvá niekoľko minút plus reštart.</translation>
    </message>
    <message numerus="yes">
        <source>%n second(s)</source>
        <extracomment>a duration; %n seconds</extracomment>
        <translation>
            <numerusform>%n sekunda</numerusform>
            <numerusform>%n sekundy</numerusform>
            <numerusform>%n sekúnd</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n minute(s)</source>
        <extracomment>a duration, rounded; %n minutes</extracomment>
        <translation>
            <numerusform>%n minúta</numerusform>
            <numerusform>%n minúty</numerusform>
            <numerusform>%n minút</numerusform>
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
        <translation>Topológia</translation>
    </message>
    <message>
        <source>Size</source>
        <translation>Veľkosť</translation>
    </message>
    <message>
        <source>The kernel reports no size: the drive may have no medium inserted.</source>
        <translation>Jadro nehlási žiadnu veľkosť: v jednotke možno nie je vložené médium.</translation>
    </message>
    <message>
        <source>Logical sector</source>
        <translation>Logický sektor</translation>
    </message>
    <message>
        <source>The smallest unit the drive can address.</source>
        <translation>Najmenší celok, ktorý jednotka dokáže adresovať.</translation>
    </message>
    <message>
        <source>Physical sector</source>
        <translation>Fyzický sektor</translation>
    </message>
    <message>
        <source>The unit the drive writes internally. Partitions should start on a multiple of it.</source>
        <translation>Veľkosť, po ktorej jednotka interne zapisuje. Oddiely by mali začínať na jej násobku.</translation>
    </message>
    <message>
        <source>Minimum I/O</source>
        <translation>Minimálny V/V</translation>
    </message>
    <message>
        <source>Optimal I/O</source>
        <translation>Optimálny V/V</translation>
    </message>
    <message>
        <source>not reported</source>
        <translation>nehlásené</translation>
    </message>
    <message>
        <source>The drive states no preferred I/O size; most drives do not.</source>
        <translation>Jednotka neuvádza preferovanú veľkosť V/V; väčšina jednotiek to nerobí.</translation>
    </message>
    <message>
        <source>Alignment offset</source>
        <translation>Posun zarovnania</translation>
    </message>
    <message>
        <source>How far sector 0 sits past a physical-sector boundary. Almost always 0.</source>
        <translation>O koľko je sektor 0 posunutý za hranicu fyzického sektora. Takmer vždy 0.</translation>
    </message>
    <message>
        <source>What the kernel believes: with &quot;write back&quot; it asks the drive to flush its cache. The drive&apos;s own setting can differ.</source>
        <translation>Čo si myslí jadro: pri „write back“ žiada jednotku, aby vyprázdnila svoju vyrovnávaciu pamäť. Vlastné nastavenie jednotky sa môže líšiť.</translation>
    </message>
    <message>
        <source>Write cache (kernel view)</source>
        <translation>Vyrovnávacia pamäť zápisu (podľa jadra)</translation>
    </message>
    <message>
        <source>The kernel does not report a write-cache mode for this device.</source>
        <translation>Jadro pre toto zariadenie nehlási režim vyrovnávacej pamäte zápisu.</translation>
    </message>
    <message>
        <source>FUA</source>
        <translation>FUA</translation>
    </message>
    <message>
        <source>Forced Unit Access: the kernel can ask for single writes to reach stable media without flushing the whole cache.</source>
        <translation>Forced Unit Access: jadro môže žiadať, aby jednotlivé zápisy dorazili na stále médium bez vyprázdnenia celej vyrovnávacej pamäte.</translation>
    </message>
    <message>
        <source>The kernel did not report this value.</source>
        <translation>Jadro túto hodnotu nehlásilo.</translation>
    </message>
    <message>
        <source>only its partitions, see Partitions</source>
        <extracomment>&quot;Mounted on&quot; of a whole drive whose partitions (not the drive) are mounted</extracomment>
        <translation>len jej oddiely, pozri Oddiely</translation>
    </message>
    <message>
        <source>not mounted</source>
        <translation>nepripojené</translation>
    </message>
    <message>
        <source>Mounted on</source>
        <translation>Pripojené v</translation>
    </message>
    <message>
        <source>Held by</source>
        <translation>Drží ju</translation>
    </message>
    <message>
        <source>nothing</source>
        <translation>nič</translation>
    </message>
    <message>
        <source>Device-mapper, RAID or LVM devices stacked on the whole drive.</source>
        <translation>Zariadenia device-mapper, RAID alebo LVM postavené na celej jednotke.</translation>
    </message>
    <message>
        <source>%1: %2 (in use)</source>
        <extracomment>one LBA format in the list; %1 its number, %2 its sizes and speed</extracomment>
        <translation>%1: %2 (používa sa)</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <extracomment>one LBA format in the list; %1 its number, %2 its sizes and speed</extracomment>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>LBA formats</source>
        <translation>Formáty LBA</translation>
    </message>
    <message>
        <source>The sector sizes this NVMe namespace can be formatted with, and how fast the drive itself says each is (Identify Namespace). Changing it erases the namespace; DriveProof never does.</source>
        <translation>Veľkosti sektorov, s ktorými možno tento menný priestor NVMe naformátovať, a aká rýchla je každá podľa samotného disku (Identify Namespace). Zmena menný priestor vymaže; DriveProof ju nikdy nerobí.</translation>
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
        <translation>Vrstvy</translation>
    </message>
    <message>
        <source>Reaches the drive</source>
        <translation>Dôjde k disku</translation>
    </message>
    <message>
        <source>reading…</source>
        <translation>číta sa…</translation>
    </message>
    <message>
        <source>yes</source>
        <translation>áno</translation>
    </message>
    <message>
        <source>to the loop device&apos;s backing file</source>
        <translation>až k súboru zariadenia loop</translation>
    </message>
    <message>
        <source>no: a layer drops it</source>
        <translation>nie: jedna vrstva ho zahadzuje</translation>
    </message>
    <message>
        <source>no: the drive does not take it</source>
        <translation>nie: disk ho neprijíma</translation>
    </message>
    <message>
        <source>unknown</source>
        <translation>neznáme</translation>
    </message>
    <message>
        <source>enabled</source>
        <translation>zapnutý</translation>
    </message>
    <message>
        <source>disabled</source>
        <translation>vypnutý</translation>
    </message>
    <message>
        <source>masked</source>
        <translation>maskovaný</translation>
    </message>
    <message>
        <source>not installed</source>
        <translation>nenainštalovaný</translation>
    </message>
    <message>
        <source>%1 (systemd is not running)</source>
        <extracomment>%1 the timer&apos;s state, e.g. &quot;enabled&quot;</extracomment>
        <translation>%1 (systemd nebeží)</translation>
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
        <translation>%1: limity discard neuvedené</translation>
    </message>
    <message>
        <source>%1: drops discards</source>
        <extracomment>%1 a device and its kind, e.g. &quot;/dev/mapper/luks-1 (dm-crypt)&quot;</extracomment>
        <translation>%1: zahadzuje discardy</translation>
    </message>
    <message>
        <source>%1: passes discards, granularity %2, up to %3</source>
        <extracomment>%1 a device and its kind, %2 discard granularity, %3 largest discard, e.g. &quot;4.0 KiB&quot;, &quot;2.0 GiB&quot;</extracomment>
        <translation>%1: prepúšťa discardy, granularita %2, najviac %3</translation>
    </message>
</context>
<context>
    <name>DriveProof::Gui::UsagePanel</name>
    <message>
        <source>Is it new? %1</source>
        <extracomment>&quot;Is it new?&quot; and the verdict: new, used, possibly reset</extracomment>
        <translation>Je nová? %1</translation>
    </message>
    <message>
        <source>The rating could not be kept: %1 cannot be written.</source>
        <extracomment>%1 the file DriveProof keeps what it remembers about drives in</extracomment>
        <translation>Hodnotenie sa nepodarilo uložiť: do %1 nemožno zapisovať.</translation>
    </message>
    <message>
        <source>Rated &amp;endurance:</source>
        <extracomment>the endurance the maker rates the drive&apos;s model for, in terabytes written</extracomment>
        <translation>Menovitá &amp;výdrž:</translation>
    </message>
    <message>
        <source> TBW</source>
        <extracomment>unit after the endurance field: terabytes written</extracomment>
        <translation> TBW</translation>
    </message>
    <message>
        <source>not entered</source>
        <extracomment>shown in the endurance field while no rating is kept for the model</extracomment>
        <translation>nezadané</translation>
    </message>
    <message>
        <source>&amp;Remember for this model</source>
        <translation>&amp;Zapamätať pre tento model</translation>
    </message>
    <message>
        <source>The terabytes written (TBW) the maker&apos;s data sheet rates this model for. Kept for every drive of the same model.</source>
        <translation>Počet zapísaných terabajtov (TBW), na ktorý technický list výrobcu hodnotí tento model. Uloží sa pre každú jednotku rovnakého modelu.</translation>
    </message>
</context>
<context>
    <name>DriveProof::Gui::WitnessPage</name>
    <message>
        <source>DriveProof cannot be a witness on %1.</source>
        <extracomment>%1 an address such as 0.0.0.0:7070</extracomment>
        <translation>DriveProof nemôže byť svedkom na %1.</translation>
    </message>
    <message>
        <source>%1: run %2 started.</source>
        <extracomment>%1 a time, %2 a short run id</extracomment>
        <translation>%1: beh %2 sa spustil.</translation>
    </message>
    <message>
        <source>%1: run %2 came back.</source>
        <translation>%1: beh %2 sa vrátil.</translation>
    </message>
    <message>
        <source>%1: run %2 went silent: the estimated power cut.</source>
        <translation>%1: beh %2 stíchol: odhadovaný výpadok napájania.</translation>
    </message>
    <message>
        <source>%1: run %2 stopped on a write error: %3</source>
        <translation>%1: beh %2 sa zastavil pre chybu zápisu: %3</translation>
    </message>
    <message>
        <source>%1: run %2 ended cleanly, without a power cut.</source>
        <translation>%1: beh %2 sa čisto skončil, bez výpadku napájania.</translation>
    </message>
    <message>
        <source>%1: the result of run %2 arrived.</source>
        <translation>%1: dorazil výsledok behu %2.</translation>
    </message>
    <message>
        <source>%1: refused a connection: %2</source>
        <extracomment>%1 a time, %2 why a connection was refused</extracomment>
        <translation>%1: spojenie odmietnuté: %2</translation>
    </message>
    <message>
        <source>%1: the journal cannot be written: %2</source>
        <translation>%1: žurnál sa nedá zapísať: %2</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>journal damaged</source>
        <translation>žurnál poškodený</translation>
    </message>
    <message>
        <source>write error</source>
        <translation>chyba zápisu</translation>
    </message>
    <message>
        <source>ended cleanly</source>
        <translation>čisto skončený</translation>
    </message>
    <message>
        <source>silent: power cut?</source>
        <translation>ticho: výpadok napájania?</translation>
    </message>
    <message>
        <source>connected, writing</source>
        <translation>pripojený, zapisuje</translation>
    </message>
    <message>
        <source>connected, preparing</source>
        <translation>pripojený, pripravuje sa</translation>
    </message>
    <message>
        <source>waiting for the writer</source>
        <translation>čaká sa na zapisujúcu stranu</translation>
    </message>
    <message>
        <source>%1 (%2 s ago)</source>
        <extracomment>%1 a clock time, %2 seconds ago</extracomment>
        <translation>%1 (pred %2 s)</translation>
    </message>
    <message>
        <source>received</source>
        <translation>prijatý</translation>
    </message>
    <message>
        <source>Pairing code %1</source>
        <translation>Párovací kód %1</translation>
    </message>
    <message>
        <source>&amp;Stop witness</source>
        <translation>&amp;Zastaviť svedka</translation>
    </message>
    <message>
        <source>&amp;Start witness</source>
        <translation>&amp;Spustiť svedka</translation>
    </message>
    <message>
        <source>Listening on port %1. The record of each run is kept in %2.</source>
        <extracomment>%1 a port number, %2 a folder</extracomment>
        <translation>Počúva sa na porte %1. Záznam každého behu sa uchováva v %2.</translation>
    </message>
    <message>
        <source>On the computer under test, type one of these witness addresses: %1</source>
        <extracomment>%1 this computer&apos;s addresses with the port, e.g. &quot;192.0.2.7:7070, 10.0.0.2:7070&quot;</extracomment>
        <translation>Na testovanom počítači zadajte jednu z týchto adries svedka: %1</translation>
    </message>
    <message>
        <source>Not listening.</source>
        <translation>Nepočúva sa.</translation>
    </message>
    <message>
        <source>Power-loss witness – DriveProof</source>
        <translation>Svedok testu straty napájania – DriveProof</translation>
    </message>
    <message>
        <source>Be the witness of a power-loss test</source>
        <translation>Byť svedkom testu straty napájania</translation>
    </message>
    <message>
        <source>The computer whose drive is tested reports every write its drive acknowledges to this one, over the network. After the power cut, this record shows which acknowledged writes the drive lost. Keep this computer running and its power on during the test.</source>
        <translation>Počítač, ktorého jednotka sa testuje, hlási tomuto počítaču cez sieť každý zápis, ktorý jeho jednotka potvrdí. Po výpadku napájania tento záznam ukáže, ktoré potvrdené zápisy jednotka stratila. Počas testu nechajte tento počítač bežať a zapojený do napájania.</translation>
    </message>
    <message>
        <source>&amp;Listen on:</source>
        <translation>&amp;Počúvať na:</translation>
    </message>
    <message>
        <source>Address and port to listen on</source>
        <translation>Adresa a port na počúvanie</translation>
    </message>
    <message>
        <source>0.0.0.0:7070 listens on every network of this computer</source>
        <translation>0.0.0.0:7070 počúva vo všetkých sieťach tohto počítača</translation>
    </message>
    <message>
        <source>Pairing code</source>
        <translation>Párovací kód</translation>
    </message>
    <message>
        <source>&amp;New code</source>
        <translation>&amp;Nový kód</translation>
    </message>
    <message>
        <source>On the computer under test, open the power-loss test and type this computer&apos;s address (port included) and this code. From a terminal: &quot;driveproof-cli powerloss run --witness ADDRESS:PORT&quot;. Instead of this page you may run &quot;driveproof-cli witness&quot; here.</source>
        <translation>Na testovanom počítači otvorte test straty napájania a zadajte adresu tohto počítača (vrátane portu) a tento kód. Z terminálu: &quot;driveproof-cli powerloss run --witness ADDRESS:PORT&quot;. Namiesto tejto stránky môžete tu spustiť &quot;driveproof-cli witness&quot;.</translation>
    </message>
    <message>
        <source>Runs</source>
        <translation>Behy</translation>
    </message>
    <message>
        <source>Run</source>
        <translation>Beh</translation>
    </message>
    <message>
        <source>Computer</source>
        <translation>Počítač</translation>
    </message>
    <message>
        <source>State</source>
        <translation>Stav</translation>
    </message>
    <message>
        <source>Commits</source>
        <translation>Uloženia</translation>
    </message>
    <message>
        <source>Silent since</source>
        <extracomment>a column: when the writer went silent, the estimated power cut</extracomment>
        <translation>Ticho od</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Výsledok</translation>
    </message>
    <message>
        <source>Runs this witness records</source>
        <translation>Behy, ktoré tento svedok zaznamenáva</translation>
    </message>
    <message>
        <source>Last event</source>
        <translation>Posledná udalosť</translation>
    </message>
</context>
<context>
    <name>DriveProof::Gui::WriteCacheCard</name>
    <message>
        <source>Write cache</source>
        <translation>Vyrovnávacia pamäť zápisu</translation>
    </message>
    <message>
        <source>Keep after reboot</source>
        <translation>Zachovať po reštarte</translation>
    </message>
    <message>
        <source>A volatile write cache makes writes fast but can lose data that was already acknowledged if power fails. With the cache on, commits are safe only while the kernel sends flushes and the drive obeys them; with it off, every write reaches the media before it is acknowledged.</source>
        <translation>Nestála vyrovnávacia pamäť zápisu zrýchľuje zápisy, ale pri výpadku napájania môže stratiť dáta, ktoré už boli potvrdené. So zapnutou pamäťou sú trvalé uloženia bezpečné, len kým jadro posiela vyprázdnenia a jednotka ich dodržiava; s vypnutou dorazí každý zápis na médium skôr, ako je potvrdený.</translation>
    </message>
    <message>
        <source>Drive&apos;s cache</source>
        <translation>Vyrovnávacia pamäť jednotky</translation>
    </message>
    <message>
        <source>reading…</source>
        <translation>číta sa…</translation>
    </message>
    <message>
        <source>The drive&apos;s setting could not be read; see below.</source>
        <translation>Nastavenie jednotky sa nepodarilo prečítať; pozri nižšie.</translation>
    </message>
    <message>
        <source>Read from</source>
        <translation>Načítané z</translation>
    </message>
    <message>
        <source>Kernel view only: there is no drive-level cache that DriveProof could read or switch here.</source>
        <translation>Len údaje jadra: nie je tu žiadna vyrovnávacia pamäť na úrovni jednotky, ktorú by DriveProof mohol prečítať alebo prepnúť.</translation>
    </message>
    <message>
        <source>This drive has no volatile write cache: every write goes to the media before it is acknowledged. There is nothing to switch.</source>
        <translation>Táto jednotka nemá nestálu vyrovnávaciu pamäť zápisu: každý zápis dorazí na médium skôr, ako je potvrdený. Nie je čo prepínať.</translation>
    </message>
    <message>
        <source>This drive does not allow its write cache setting to be changed. Its maker&apos;s tool may offer a way.</source>
        <translation>Táto jednotka nedovoľuje zmeniť nastavenie vyrovnávacej pamäte zápisu. Možnosť môže ponúkať nástroj jej výrobcu.</translation>
    </message>
    <message>
        <source>The drive did not report whether its cache is on, so DriveProof offers no switch.</source>
        <translation>Jednotka neohlásila, či je jej vyrovnávacia pamäť zapnutá, preto DriveProof neponúka prepínač.</translation>
    </message>
    <message>
        <source>does not apply</source>
        <translation>neuplatňuje sa</translation>
    </message>
    <message>
        <source>Only a real drive has a cache of its own; see the note below.</source>
        <translation>Vlastnú vyrovnávaciu pamäť má len skutočná jednotka; pozri poznámku nižšie.</translation>
    </message>
    <message>
        <source>none</source>
        <translation>žiadna</translation>
    </message>
    <message>
        <source>The drive has no volatile write cache.</source>
        <translation>Jednotka nemá nestálu vyrovnávaciu pamäť zápisu.</translation>
    </message>
    <message>
        <source>on</source>
        <translation>zapnutá</translation>
    </message>
    <message>
        <source>off</source>
        <translation>vypnutá</translation>
    </message>
    <message>
        <source>The drive did not report its current setting.</source>
        <translation>Jednotka neohlásila svoje aktuálne nastavenie.</translation>
    </message>
    <message>
        <source>Kernel&apos;s view</source>
        <translation>Podľa jadra</translation>
    </message>
    <message>
        <source>The kernel does not report a write-cache mode for this device.</source>
        <translation>Jadro pre toto zariadenie nehlási režim vyrovnávacej pamäte zápisu.</translation>
    </message>
    <message>
        <source>What the kernel believes (queue/write_cache). With &quot;write back&quot; it asks the drive to flush its cache when a program commits data.</source>
        <translation>Čo si myslí jadro (queue/write_cache). Pri „write back“ žiada jednotku, aby vyprázdnila vyrovnávaciu pamäť, keď program trvalo ukladá dáta.</translation>
    </message>
    <message>
        <source>FUA</source>
        <translation>FUA</translation>
    </message>
    <message>
        <source>The kernel does not say whether it uses Forced Unit Access.</source>
        <translation>Jadro neuvádza, či používa Forced Unit Access.</translation>
    </message>
    <message>
        <source>yes: single writes can be forced to the media</source>
        <translation>áno: jednotlivé zápisy možno vynútiť na médium</translation>
    </message>
    <message>
        <source>Forced Unit Access: the kernel can ask for single writes to reach stable media without flushing the whole cache.</source>
        <translation>Forced Unit Access: jadro môže žiadať, aby jednotlivé zápisy dorazili na stále médium bez vyprázdnenia celej vyrovnávacej pamäte.</translation>
    </message>
    <message>
        <source>%1, re-applied by udisks2 at every boot</source>
        <extracomment>%1 &quot;on&quot; or &quot;off&quot;</extracomment>
        <translation>%1, udisks2 to znova nastaví pri každom štarte</translation>
    </message>
    <message>
        <source>%1, saved in the drive</source>
        <extracomment>%1 &quot;on&quot; or &quot;off&quot;</extracomment>
        <translation>%1, uložené v jednotke</translation>
    </message>
    <message>
        <source>Saved setting</source>
        <translation>Uložené nastavenie</translation>
    </message>
    <message>
        <source>The setting the drive gets again after a power cycle.</source>
        <translation>Nastavenie, ktoré jednotka znova dostane po vypnutí a zapnutí napájania.</translation>
    </message>
    <message>
        <source>until the next power cycle, or for good with &quot;Keep after reboot&quot; (udisks2 re-applies it at every boot)</source>
        <translation>do ďalšieho vypnutia napájania, alebo natrvalo so „Zachovať po reštarte“ (udisks2 ho znova použije pri každom štarte)</translation>
    </message>
    <message>
        <source>until the next power cycle, or for good with &quot;Keep after reboot&quot; (saved in the drive)</source>
        <translation>do ďalšieho vypnutia napájania, alebo natrvalo so „Zachovať po reštarte“ (uložené v jednotke)</translation>
    </message>
    <message>
        <source>until the next power cycle</source>
        <translation>do ďalšieho vypnutia napájania</translation>
    </message>
    <message>
        <source>A change lasts</source>
        <translation>Zmena platí</translation>
    </message>
    <message>
        <source>Waiting for permission… If a password dialog opened, answer it there.</source>
        <translation>Čaká sa na povolenie… Ak sa otvoril dialóg na zadanie hesla, odpovedzte v ňom.</translation>
    </message>
    <message>
        <source>Switching…</source>
        <translation>Prepína sa…</translation>
    </message>
    <message>
        <source>Done: the drive&apos;s cache is on now (read again from the drive).</source>
        <translation>Hotovo: vyrovnávacia pamäť jednotky je teraz zapnutá (znova načítané z jednotky).</translation>
    </message>
    <message>
        <source>Done: the drive&apos;s cache is off now (read again from the drive).</source>
        <translation>Hotovo: vyrovnávacia pamäť jednotky je teraz vypnutá (znova načítané z jednotky).</translation>
    </message>
    <message>
        <source>The drive did not take the new setting: its cache is still off.</source>
        <translation>Jednotka neprevzala nové nastavenie: jej vyrovnávacia pamäť je stále vypnutá.</translation>
    </message>
    <message>
        <source>The drive did not take the new setting: its cache is still on.</source>
        <translation>Jednotka neprevzala nové nastavenie: jej vyrovnávacia pamäť je stále zapnutá.</translation>
    </message>
    <message>
        <source>Turn the cache off</source>
        <translation>Vypnúť vyrovnávaciu pamäť</translation>
    </message>
    <message>
        <source>Turn the cache on</source>
        <translation>Zapnúť vyrovnávaciu pamäť</translation>
    </message>
    <message>
        <source>Turn the write cache of %1 off</source>
        <extracomment>accessible name of the switch; %1 device path</extracomment>
        <translation>Vypnúť vyrovnávaciu pamäť zápisu %1</translation>
    </message>
    <message>
        <source>Turn the write cache of %1 on</source>
        <extracomment>accessible name of the switch; %1 device path</extracomment>
        <translation>Zapnúť vyrovnávaciu pamäť zápisu %1</translation>
    </message>
    <message>
        <source>Turning the cache off makes commits slower, often many times slower, but safe: acknowledged writes are on the media, even if the drive ignores flushes.</source>
        <translation>Vypnutie vyrovnávacej pamäte spomalí trvalé ukladanie, často mnohonásobne, ale je bezpečné: potvrdené zápisy sú na médiu, aj keď jednotka ignoruje vyprázdnenia.</translation>
    </message>
    <message>
        <source>Turning the cache on makes writes faster. Commits stay safe only while the kernel sends flushes and the drive obeys them.</source>
        <translation>Zapnutie vyrovnávacej pamäte zrýchli zápisy. Trvalé uloženia zostanú bezpečné, len kým jadro posiela vyprázdnenia a jednotka ich dodržiava.</translation>
    </message>
    <message>
        <source>udisks2 stores the setting and applies it again at every boot.</source>
        <translation>udisks2 uchováva nastavenie a znova ho použije pri každom štarte.</translation>
    </message>
    <message>
        <source>The drive saves the setting and keeps it across power cycles.</source>
        <translation>Jednotka nastavenie uloží a zachová ho aj po vypnutí a zapnutí napájania.</translation>
    </message>
    <message>
        <source>Why this matters</source>
        <translation>Prečo na tom záleží</translation>
    </message>
</context>
<context>
    <name>DriveProof::Health</name>
    <message>
        <source>The drive&apos;s SMART data could not be assessed: %1.</source>
        <extracomment>%1 the system&apos;s error text</extracomment>
        <translation>Dáta SMART jednotky sa nepodarilo vyhodnotiť: %1.</translation>
    </message>
    <message>
        <source>The drive&apos;s SMART self-assessment passed, it reports no bad sectors, and no attribute is or was past its threshold.</source>
        <translation>Samohodnotenie SMART jednotky prešlo, jednotka nehlási žiadne chybné sektory a žiadny atribút neprekračuje ani neprekročil svoj prah.</translation>
    </message>
    <message>
        <source>An attribute that predicts failure was past its threshold in the past. Keep backups and watch this drive.</source>
        <translation>Atribút, ktorý predpovedá poruchu, v minulosti prekročil svoj prah. Zálohujte a sledujte túto jednotku.</translation>
    </message>
    <message numerus="yes">
        <source>The drive has %n bad sector(s) (reallocated or waiting to be). Keep backups and check again soon: a growing number means the drive is wearing out.</source>
        <extracomment>%n number of bad sectors</extracomment>
        <translation>
            <numerusform>Jednotka má %n chybný sektor (premapovaný alebo čakajúci na premapovanie). Zálohujte a čoskoro skontrolujte znova: rastúci počet znamená, že sa jednotka opotrebúva.</numerusform>
            <numerusform>Jednotka má %n chybné sektory (premapované alebo čakajúce na premapovanie). Zálohujte a čoskoro skontrolujte znova: rastúci počet znamená, že sa jednotka opotrebúva.</numerusform>
            <numerusform>Jednotka má %n chybných sektorov (premapovaných alebo čakajúcich na premapovanie). Zálohujte a čoskoro skontrolujte znova: rastúci počet znamená, že sa jednotka opotrebúva.</numerusform>
        </translation>
    </message>
    <message>
        <source>An attribute that predicts failure is past its threshold now: the drive expects to fail. Back up your data and replace the drive.</source>
        <translation>Atribút, ktorý predpovedá poruchu, teraz prekračuje svoj prah: jednotka očakáva poruchu. Zálohujte dáta a jednotku vymeňte.</translation>
    </message>
    <message>
        <source>The drive has more bad sectors than its threshold allows. Back up your data and replace the drive.</source>
        <translation>Jednotka má viac chybných sektorov, ako povoľuje jej prah. Zálohujte dáta a jednotku vymeňte.</translation>
    </message>
    <message>
        <source>The drive&apos;s own SMART self-assessment says it is failing. Back up your data now and replace the drive.</source>
        <translation>Vlastné samohodnotenie SMART jednotky hlási, že zlyháva. Ihneď zálohujte dáta a jednotku vymeňte.</translation>
    </message>
    <message>
        <source>libatasmart gave an assessment this version of DriveProof does not know.</source>
        <translation>libatasmart poskytla hodnotenie, ktoré táto verzia DriveProof nepozná.</translation>
    </message>
    <message>
        <source>%1 has no ATA health data: it is not an ATA drive (loop, virtual and NVMe devices have none).</source>
        <extracomment>%1 device</extracomment>
        <translation>%1 nemá údaje o stave ATA: nie je to jednotka ATA (zariadenia loop, virtuálne a NVMe ich nemajú).</translation>
    </message>
    <message>
        <source>The drive in %1 does not support SMART, so it reports no health data.</source>
        <extracomment>%1 device</extracomment>
        <translation>Jednotka v %1 nepodporuje SMART, preto nehlási žiadne údaje o stave.</translation>
    </message>
    <message>
        <source>SMART is switched off on this drive, so it reports no health data. DriveProof does not switch it on by itself; &apos;smartctl -s on&apos; does.</source>
        <translation>SMART je na tejto jednotke vypnutý, preto nehlási žiadne údaje o stave. DriveProof ho sám nezapína; to robí &apos;smartctl -s on&apos;.</translation>
    </message>
    <message>
        <source>%1 reports no ATA SMART data: it is not an ATA drive, or its USB bridge does not pass SMART commands through.</source>
        <extracomment>%1 device or file</extracomment>
        <translation>%1 nehlási žiadne dáta ATA SMART: nie je to jednotka ATA, alebo jej USB mostík neprepúšťa príkazy SMART.</translation>
    </message>
    <message>
        <source>Reading SMART data from %1 failed: %2.</source>
        <extracomment>%1 device or file, %2 the system&apos;s error text</extracomment>
        <translation>Čítanie dát SMART z %1 zlyhalo: %2.</translation>
    </message>
    <message>
        <source>Unexpected power losses (SMART attribute 174)</source>
        <translation>Neočakávané straty napájania (atribút SMART 174)</translation>
    </message>
    <message>
        <source>Unsafe shutdowns (SMART attribute 192)</source>
        <translation>Nebezpečné vypnutia (atribút SMART 192)</translation>
    </message>
    <message>
        <source>Emergency head retracts at power-off (SMART attribute 192)</source>
        <translation>Núdzové zaparkovania hláv pri vypnutí (atribút SMART 192)</translation>
    </message>
    <message>
        <source>The drive&apos;s answer to SMART RETURN STATUS did not come back (the registers were missing or not a known answer), so its own assessment is unknown; the attributes are shown as read.</source>
        <translation>Odpoveď jednotky na SMART RETURN STATUS sa nevrátila (registre chýbali alebo neobsahovali známu odpoveď), preto jej vlastné hodnotenie nie je známe; atribúty sú zobrazené tak, ako boli prečítané.</translation>
    </message>
    <message>
        <source>%1 is not a libatasmart SMART dump (tagged IDFY / SMST / SMDT / SMTH sections).</source>
        <extracomment>%1 file name</extracomment>
        <translation>%1 nie je výpis SMART z libatasmart (so sekciami označenými IDFY / SMST / SMDT / SMTH).</translation>
    </message>
    <message>
        <source>%1 is a virtual disk (%2) and answers no ATA health commands: the health of the drives behind it can be read on the host.</source>
        <extracomment>%1 device path, %2 who emulates the disk: &quot;QEMU&quot;, &quot;VMware&quot;, &quot;Hyper-V&quot;...</extracomment>
        <translation>%1 je virtuálny disk (%2) a neodpovedá na príkazy ATA o stave: stav jednotiek za ním možno prečítať na hostiteľovi.</translation>
    </message>
    <message>
        <source>%1 is a %2 device: it has no health data of its own to read.</source>
        <extracomment>%1 device path, %2 transport such as &quot;virtio&quot; or &quot;loop&quot;</extracomment>
        <translation>%1 je zariadenie %2: nemá vlastné údaje o stave, ktoré by sa dali prečítať.</translation>
    </message>
    <message>
        <source>unknown</source>
        <translation>neznámy</translation>
    </message>
    <message>
        <source>The helper&apos;s health reply names no device.</source>
        <translation>Odpoveď pomocného programu o stave neuvádza žiadne zariadenie.</translation>
    </message>
    <message>
        <source>Critical warning: the spare capacity has fallen below the drive&apos;s threshold.</source>
        <translation>Kritické upozornenie: rezervná kapacita klesla pod prah jednotky.</translation>
    </message>
    <message>
        <source>Critical warning: the temperature is outside the drive&apos;s limits.</source>
        <translation>Kritické upozornenie: teplota je mimo limitov jednotky.</translation>
    </message>
    <message>
        <source>Critical warning: the drive&apos;s reliability is degraded by media errors or an internal error. Back up its data.</source>
        <translation>Kritické upozornenie: spoľahlivosť jednotky je znížená chybami média alebo internou chybou. Zálohujte jej dáta.</translation>
    </message>
    <message>
        <source>Critical warning: the drive has made its media read-only. Copy its data elsewhere.</source>
        <translation>Kritické upozornenie: jednotka prepla svoje médium len na čítanie. Skopírujte jej dáta inam.</translation>
    </message>
    <message>
        <source>Critical warning: the backup for the drive&apos;s volatile memory has failed, so cached writes may be lost at a power cut.</source>
        <translation>Kritické upozornenie: záloha nestálej pamäte jednotky zlyhala, takže zápisy vo vyrovnávacej pamäti sa môžu pri výpadku napájania stratiť.</translation>
    </message>
    <message>
        <source>Critical warning: the drive&apos;s persistent memory region has become read-only.</source>
        <translation>Kritické upozornenie: oblasť trvalej pamäte jednotky sa prepla len na čítanie.</translation>
    </message>
    <message>
        <source>Critical warning: bit %1, which this version of DriveProof does not know, is set.</source>
        <extracomment>%1 bit number of the NVMe critical warning byte</extracomment>
        <translation>Kritické upozornenie: je nastavený bit %1, ktorý táto verzia DriveProof nepozná.</translation>
    </message>
    <message>
        <source>Only %L1% spare capacity is left, below the drive&apos;s threshold of %L2%.</source>
        <extracomment>%1 spare capacity left in percent, %2 the drive&apos;s threshold in percent</extracomment>
        <translation>Zostáva len %L1 % rezervnej kapacity, pod prahom jednotky %L2 %.</translation>
    </message>
    <message>
        <source>The drive has used %L1% of its rated endurance: it has taken more writes than it was designed for.</source>
        <extracomment>%1 percentage of the rated endurance used, 100 or more</extracomment>
        <translation>Jednotka spotrebovala %L1 % menovitej výdrže: zniesla viac zápisov, než na koľko bola navrhnutá.</translation>
    </message>
    <message>
        <source>The drive has used %L1% of its rated endurance.</source>
        <extracomment>%1 percentage of the rated endurance used</extracomment>
        <translation>Jednotka spotrebovala %L1 % menovitej výdrže.</translation>
    </message>
    <message numerus="yes">
        <source>The drive has recorded %Ln media or data integrity error(s).</source>
        <extracomment>%n number of errors (counts beyond the int range are shown as the int maximum)</extracomment>
        <translation>
            <numerusform>Jednotka zaznamenala %Ln chybu média alebo integrity dát.</numerusform>
            <numerusform>Jednotka zaznamenala %Ln chyby média alebo integrity dát.</numerusform>
            <numerusform>Jednotka zaznamenala %Ln chýb média alebo integrity dát.</numerusform>
        </translation>
    </message>
    <message>
        <source>The drive is at %L1 °C, at or above its critical temperature of %L2 °C.</source>
        <extracomment>%1 current temperature in °C, %2 the drive&apos;s critical limit in °C</extracomment>
        <translation>Jednotka má %L1 °C, čo je na jej kritickej teplote %L2 °C alebo nad ňou.</translation>
    </message>
    <message>
        <source>The drive is at %L1 °C, at or above its warning temperature of %L2 °C.</source>
        <extracomment>%1 current temperature in °C, %2 the drive&apos;s warning limit in °C</extracomment>
        <translation>Jednotka má %L1 °C, čo je na jej výstražnej teplote %L2 °C alebo nad ňou.</translation>
    </message>
    <message>
        <source>The drive is at %L1 °C, at or above %L2 °C, where most drives slow down to cool off.</source>
        <extracomment>%1 current temperature in °C, %2 a generic limit in °C</extracomment>
        <translation>Jednotka má %L1 °C, čo je na %L2 °C alebo nad, kde väčšina jednotiek spomalí, aby vychladla.</translation>
    </message>
    <message>
        <source>The NVMe health log reports no problems.</source>
        <translation>Záznam o stave NVMe nehlási žiadne problémy.</translation>
    </message>
    <message>
        <source>The helper&apos;s health reply has a reason without a code. Restart DriveProof after an update.</source>
        <translation>Odpoveď pomocného programu o stave obsahuje dôvod bez kódu. Po aktualizácii DriveProof reštartujte.</translation>
    </message>
    <message>
        <source>The helper&apos;s health reply has reasons in a form this version does not read. Restart DriveProof after an update.</source>
        <translation>Odpoveď pomocného programu o stave obsahuje dôvody vo forme, ktorú táto verzia nevie prečítať. Po aktualizácii DriveProof reštartujte.</translation>
    </message>
    <message>
        <source>Reason %1 (%2)</source>
        <extracomment>a reason this version does not know (from a newer helper); %1 its code, %2 its arguments</extracomment>
        <translation>Dôvod %1 (%2)</translation>
    </message>
    <message>
        <source>Rate of errors while reading; the raw value&apos;s meaning is the maker&apos;s own.</source>
        <translation>Častosť chýb pri čítaní; význam surovej hodnoty určuje výrobca.</translation>
    </message>
    <message>
        <source>Time the platters take to reach full speed.</source>
        <translation>Čas, za ktorý platne dosiahnu plné otáčky.</translation>
    </message>
    <message>
        <source>Times the spindle started and stopped.</source>
        <translation>Koľkokrát sa motor rozbehol a zastavil.</translation>
    </message>
    <message>
        <source>Sectors found bad and replaced by spares; a new drive has 0.</source>
        <translation>Sektory uznané za chybné a nahradené rezervnými; nová jednotka ich má 0.</translation>
    </message>
    <message>
        <source>Rate of head positioning errors; the raw value&apos;s meaning is the maker&apos;s own.</source>
        <translation>Častosť chýb pri polohovaní hláv; význam surovej hodnoty určuje výrobca.</translation>
    </message>
    <message>
        <source>Hours the drive has been powered on.</source>
        <translation>Hodiny, počas ktorých bola jednotka zapnutá.</translation>
    </message>
    <message>
        <source>Times the spindle needed more than one try to spin up.</source>
        <translation>Koľkokrát motor potreboval viac ako jeden pokus, aby sa rozbehol.</translation>
    </message>
    <message>
        <source>Times the drive was switched on.</source>
        <translation>Koľkokrát bola jednotka zapnutá.</translation>
    </message>
    <message>
        <source>How worn the flash is (erase cycles); the normalised value falls as it wears.</source>
        <translation>Ako opotrebovaná je pamäť flash (cykly mazania); normalizovaná hodnota s opotrebením klesá.</translation>
    </message>
    <message>
        <source>Times power was lost without the host telling the drive first.</source>
        <translation>Koľkokrát vypadlo napájanie bez toho, aby počítač jednotku vopred upozornil.</translation>
    </message>
    <message>
        <source>Blocks that went bad while in use.</source>
        <translation>Bloky, ktoré sa počas prevádzky pokazili.</translation>
    </message>
    <message>
        <source>Data corrupted between the host interface and the media, inside the drive.</source>
        <translation>Údaje poškodené vnútri jednotky medzi rozhraním a médiom.</translation>
    </message>
    <message>
        <source>Reads the drive could not correct and reported as errors.</source>
        <translation>Čítania, ktoré jednotka nedokázala opraviť a nahlásila ako chyby.</translation>
    </message>
    <message>
        <source>Commands that timed out, often from cabling or power trouble.</source>
        <translation>Príkazy, ktorým vypršal čas, často pre kábel alebo napájanie.</translation>
    </message>
    <message>
        <source>Temperature of the air around the drive.</source>
        <translation>Teplota vzduchu okolo jednotky.</translation>
    </message>
    <message>
        <source>Times the heads were parked in an emergency because power went away.</source>
        <translation>Koľkokrát boli hlavy núdzovo zaparkované pre výpadok napájania.</translation>
    </message>
    <message>
        <source>Times the heads were parked and loaded again.</source>
        <translation>Koľkokrát boli hlavy zaparkované a znova zavedené.</translation>
    </message>
    <message>
        <source>Temperature of the drive.</source>
        <translation>Teplota jednotky.</translation>
    </message>
    <message>
        <source>Times sectors were moved to spares.</source>
        <translation>Koľkokrát boli sektory presunuté do rezervy.</translation>
    </message>
    <message>
        <source>Sectors that could not be read and wait to be rewritten or replaced.</source>
        <translation>Sektory, ktoré sa nedali prečítať a čakajú na prepísanie alebo nahradenie.</translation>
    </message>
    <message>
        <source>Sectors the drive&apos;s own scan could not read.</source>
        <translation>Sektory, ktoré vlastná kontrola jednotky nedokázala prečítať.</translation>
    </message>
    <message>
        <source>Transfers garbled on the cable; a count that grows means a bad cable or connector, not a bad drive.</source>
        <translation>Prenosy poškodené na kábli; rastúci počet ukazuje na zlý kábel alebo konektor, nie na zlú jednotku.</translation>
    </message>
    <message>
        <source>Amount written to the drive, in the maker&apos;s units (often 512-byte sectors).</source>
        <translation>Množstvo zapísané na jednotku v jednotkách výrobcu (často 512-bajtových sektoroch).</translation>
    </message>
    <message>
        <source>Amount read from the drive, in the maker&apos;s units (often 512-byte sectors).</source>
        <translation>Množstvo prečítané z jednotky v jednotkách výrobcu (často 512-bajtových sektoroch).</translation>
    </message>
    <message>
        <source>Defined by the drive&apos;s maker; its meaning differs between models.</source>
        <translation>Určuje výrobca jednotky; význam sa líši podľa modelu.</translation>
    </message>
    <message>
        <source>%1 °C (lowest %2, highest %3)</source>
        <extracomment>a drive temperature and the range it has seen; %1 now, %2 lowest, %3 highest</extracomment>
        <translation>%1 °C (najnižšia %2, najvyššia %3)</translation>
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
        <translation>%1 má %2 bajtov namiesto 512.</translation>
    </message>
    <message>
        <source>The drive returned no SCT Status.</source>
        <translation>Jednotka nevrátila žiadny stav SCT.</translation>
    </message>
    <message>
        <source>%1 is behind a USB bridge (%2, driver %3) that does not pass ATA commands through (SAT), so the drive&apos;s SMART records cannot be read over it. Connect the drive by SATA to read them.</source>
        <extracomment>%1 device path, %2 the USB bridge&apos;s name as it answers INQUIRY, %3 the USB driver (&quot;uas&quot; or &quot;usb-storage&quot;)</extracomment>
        <translation>%1 je za mostíkom USB (%2, ovládač %3), ktorý neprepúšťa príkazy ATA (SAT), takže záznamy SMART jednotky sa cez neho prečítať nedajú. Pripojte jednotku cez SATA, aby ste ich prečítali.</translation>
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
        <translation>Atribút %1 (%2) počíta %3. Z pevných diskov, ktoré v Backblaze zlyhali, ho %4 malo nad nulou, oproti %5 tých, ktoré ďalej fungovali (%6).</translation>
    </message>
    <message>
        <source>In Google&apos;s fleet, drives were %1 times as likely to fail within 60 days after the first such event (%2).</source>
        <extracomment>%1 how many times, e.g. &quot;14&quot;, %2 the study it comes from</extracomment>
        <translation>V parku Googlu jednotky po prvej takej udalosti zlyhali do 60 dní %1-krát pravdepodobnejšie (%2).</translation>
    </message>
    <message>
        <source>Pre-fail</source>
        <extracomment>SMART attribute type: its failure predicts the drive&apos;s failure</extracomment>
        <translation>Predporuchový</translation>
    </message>
    <message>
        <source>Old-age</source>
        <translation>Starnutie</translation>
    </message>
    <message>
        <source>Always</source>
        <extracomment>SMART attribute: updated while the drive works / only by off-line scans</extracomment>
        <translation>Vždy</translation>
    </message>
    <message>
        <source>Offline</source>
        <translation>Offline</translation>
    </message>
    <message>
        <source>Errors the drive logged over its life; each one is a command that failed.</source>
        <translation>Chyby, ktoré jednotka za svoj život zaznamenala; každá je príkaz, ktorý zlyhal.</translation>
    </message>
    <message>
        <source>%1 °C (lifetime %2 to %3 °C)</source>
        <extracomment>%1 temperature now, %2 lowest and %3 highest the drive ever had</extracomment>
        <translation>%1 °C (za život %2 až %3 °C)</translation>
    </message>
    <message>
        <source>The drive&apos;s temperature and its lifetime range, from its SCT Status.</source>
        <translation>Teplota jednotky a jej rozsah za celý život podľa stavu SCT.</translation>
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
        <translation>Problémy, ktoré jednotka hlási sama (rezerva, teplota, spoľahlivosť, iba na čítanie, záloha); 0 znamená žiadne.</translation>
    </message>
    <message>
        <source>The drive&apos;s overall temperature.</source>
        <translation>Celková teplota jednotky.</translation>
    </message>
    <message>
        <source>%1 (threshold %2)</source>
        <translation>%1 (prah %2)</translation>
    </message>
    <message>
        <source>Reserve flash left for replacing worn blocks; the drive warns below the threshold.</source>
        <translation>Zostávajúca rezerva flash na náhradu opotrebovaných blokov; pod prahom jednotka varuje.</translation>
    </message>
    <message>
        <source>The maker&apos;s estimate of the rated life used; it can pass 100%.</source>
        <translation>Odhad výrobcu, koľko menovitej životnosti sa spotrebovalo; môže prekročiť 100 %.</translation>
    </message>
    <message>
        <source>The same kind of warnings for the drive&apos;s endurance groups; 0 means none.</source>
        <translation>Rovnaký druh varovaní pre skupiny výdrže jednotky; 0 znamená žiadne.</translation>
    </message>
    <message>
        <source>Amount the host read, in units of 512,000 bytes.</source>
        <translation>Množstvo prečítané počítačom v jednotkách po 512 000 bajtoch.</translation>
    </message>
    <message>
        <source>Amount the host wrote, in units of 512,000 bytes.</source>
        <translation>Množstvo zapísané počítačom v jednotkách po 512 000 bajtoch.</translation>
    </message>
    <message>
        <source>Read commands the drive completed.</source>
        <translation>Príkazy čítania, ktoré jednotka dokončila.</translation>
    </message>
    <message>
        <source>Write commands the drive completed.</source>
        <translation>Príkazy zápisu, ktoré jednotka dokončila.</translation>
    </message>
    <message>
        <source>Minutes the drive was busy with commands.</source>
        <translation>Minúty, keď bola jednotka zaneprázdnená príkazmi.</translation>
    </message>
    <message>
        <source>Data the drive could not read or write correctly.</source>
        <translation>Dáta, ktoré jednotka nedokázala správne prečítať alebo zapísať.</translation>
    </message>
    <message>
        <source>Entries in the drive&apos;s error log over its life; many are harmless rejected commands.</source>
        <translation>Položky v protokole chýb jednotky za celý život; mnohé sú neškodne odmietnuté príkazy.</translation>
    </message>
    <message>
        <source>Minutes spent above the drive&apos;s warning temperature.</source>
        <translation>Minúty nad varovnou teplotou jednotky.</translation>
    </message>
    <message>
        <source>Minutes spent above the drive&apos;s critical temperature.</source>
        <translation>Minúty nad kritickou teplotou jednotky.</translation>
    </message>
    <message>
        <source>Temperature of one sensor inside the drive.</source>
        <translation>Teplota jedného snímača vnútri jednotky.</translation>
    </message>
    <message>
        <source>Times the drive slowed itself down lightly to cool off.</source>
        <translation>Koľkokrát sa jednotka mierne spomalila, aby vychladla.</translation>
    </message>
    <message>
        <source>Times the drive slowed itself down hard to cool off.</source>
        <translation>Koľkokrát sa jednotka silno spomalila, aby vychladla.</translation>
    </message>
    <message>
        <source>Seconds spent slowed down lightly for heat.</source>
        <translation>Sekundy mierneho spomalenia pre teplo.</translation>
    </message>
    <message>
        <source>Seconds spent slowed down hard for heat.</source>
        <translation>Sekundy silného spomalenia pre teplo.</translation>
    </message>
    <message>
        <source>ID</source>
        <extracomment>column titles of the SMART attribute table, as smartctl and GNOME Disks name them</extracomment>
        <translation>ID</translation>
    </message>
    <message>
        <source>Attribute</source>
        <translation>Atribút</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>Hodnota</translation>
    </message>
    <message>
        <source>Worst</source>
        <translation>Najhoršia</translation>
    </message>
    <message>
        <source>Threshold</source>
        <translation>Prah</translation>
    </message>
    <message>
        <source>Type</source>
        <translation>Typ</translation>
    </message>
    <message>
        <source>Updated</source>
        <translation>Aktualizácia</translation>
    </message>
    <message>
        <source>When failed</source>
        <translation>Kedy zlyhal</translation>
    </message>
    <message>
        <source>Raw value</source>
        <translation>Surová hodnota</translation>
    </message>
    <message>
        <source>Meaning</source>
        <translation>Význam</translation>
    </message>
    <message>
        <source>Self-test</source>
        <translation>Samotest</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Výsledok</translation>
    </message>
    <message>
        <source>Power-on hours</source>
        <translation>Hodiny prevádzky</translation>
    </message>
    <message>
        <source>First failing sector</source>
        <translation>Prvý chybný sektor</translation>
    </message>
    <message>
        <source>Self-test log: empty.</source>
        <translation>Protokol samotestov: prázdny.</translation>
    </message>
    <message>
        <source>The drive, or the bridge in front of it, refused: %1.</source>
        <extracomment>%1 a list of ATA or NVMe commands, e.g. &quot;SMART READ LOG 06h&quot;</extracomment>
        <translation>Jednotka alebo mostík pred ňou odmietol: %1.</translation>
    </message>
    <message>
        <source>Failing now</source>
        <extracomment>a SMART attribute at or below its threshold now</extracomment>
        <translation>Zlyháva teraz</translation>
    </message>
    <message>
        <source>Failed in the past</source>
        <extracomment>a SMART attribute that reached its threshold once</extracomment>
        <translation>Zlyhal v minulosti</translation>
    </message>
    <message>
        <source>The data %1 returned could not be decoded: %2</source>
        <extracomment>%1 device path, %2 what is wrong with the data</extracomment>
        <translation>Dáta, ktoré vrátilo %1, sa nepodarilo dekódovať: %2</translation>
    </message>
    <message>
        <source>The NVMe self-test log has %1 bytes instead of %2.</source>
        <translation>Protokol samotestov NVMe má %1 bajtov namiesto %2.</translation>
    </message>
    <message>
        <source>The drive in %1 does not offer a conveyance self-test.</source>
        <extracomment>%1 device path</extracomment>
        <translation>Jednotka v %1 neponúka prepravný samotest.</translation>
    </message>
    <message>
        <source>The drive in %1 does not offer self-tests.</source>
        <extracomment>%1 device path</extracomment>
        <translation>Jednotka v %1 neponúka samotesty.</translation>
    </message>
    <message>
        <source>A self-test is already running on %1 (%2% done): wait for it, or abort it first.</source>
        <extracomment>%1 device path, %2 how far the running test is, in percent</extracomment>
        <translation>Na %1 už beží samotest (hotovo %2 %): počkajte na jeho koniec alebo ho najprv prerušte.</translation>
    </message>
    <message>
        <source>A DriveProof test is running on %1: a self-test now would disturb it. Start the self-test when the test is done.</source>
        <extracomment>%1 device path</extracomment>
        <translation>Na %1 beží test DriveProof: samotest by ho teraz rušil. Spustite samotest, keď test skončí.</translation>
    </message>
    <message>
        <source>%1 takes no self-test commands.</source>
        <extracomment>%1 device path</extracomment>
        <translation>%1 neprijíma príkazy samotestu.</translation>
    </message>
    <message>
        <source>Off-line scan</source>
        <extracomment>kind of drive self-test</extracomment>
        <translation>Offline kontrola</translation>
    </message>
    <message>
        <source>Short</source>
        <extracomment>kind of drive self-test</extracomment>
        <translation>Krátky</translation>
    </message>
    <message>
        <source>Extended</source>
        <extracomment>kind of drive self-test</extracomment>
        <translation>Rozšírený</translation>
    </message>
    <message>
        <source>Conveyance</source>
        <extracomment>kind of drive self-test</extracomment>
        <translation>Prepravný</translation>
    </message>
    <message>
        <source>Selective</source>
        <extracomment>kind of drive self-test: only the ranges of sectors the host chose</extracomment>
        <translation>Výberový</translation>
    </message>
    <message>
        <source>Vendor specific</source>
        <extracomment>kind of drive self-test</extracomment>
        <translation>Špecifický pre výrobcu</translation>
    </message>
    <message>
        <source>Completed without error</source>
        <translation>Dokončený bez chyby</translation>
    </message>
    <message>
        <source>Aborted by the host</source>
        <translation>Prerušený počítačom</translation>
    </message>
    <message>
        <source>Interrupted by a reset</source>
        <translation>Prerušený resetom</translation>
    </message>
    <message>
        <source>Could not complete: fatal error</source>
        <translation>Nedokončený: fatálna chyba</translation>
    </message>
    <message>
        <source>Failed (part unknown)</source>
        <translation>Zlyhal (neznáma časť)</translation>
    </message>
    <message>
        <source>Failed: electrical part</source>
        <translation>Zlyhal: elektrická časť</translation>
    </message>
    <message>
        <source>Failed: servo or seek</source>
        <translation>Zlyhal: servo alebo vyhľadávanie</translation>
    </message>
    <message>
        <source>Failed: read error</source>
        <translation>Zlyhal: chyba čítania</translation>
    </message>
    <message>
        <source>Failed: suspected handling damage</source>
        <translation>Zlyhal: podozrenie na poškodenie pri manipulácii</translation>
    </message>
    <message>
        <source>In progress</source>
        <translation>Prebieha</translation>
    </message>
    <message>
        <source>Unknown status %1</source>
        <extracomment>%1 a status number the standard reserves</extracomment>
        <translation>Neznámy stav %1</translation>
    </message>
    <message>
        <source>Aborted: a namespace was removed</source>
        <translation>Prerušený: bol odobratý menný priestor</translation>
    </message>
    <message>
        <source>Aborted: the drive was formatted</source>
        <translation>Prerušený: jednotka bola naformátovaná</translation>
    </message>
    <message>
        <source>Failed in segment %1</source>
        <extracomment>%1 the number of the test segment that failed</extracomment>
        <translation>Zlyhal v segmente %1</translation>
    </message>
    <message>
        <source>Aborted for an unknown reason</source>
        <translation>Prerušený z neznámeho dôvodu</translation>
    </message>
    <message>
        <source>Aborted: the drive was sanitized</source>
        <translation>Prerušený: jednotka bola vymazaná (sanitize)</translation>
    </message>
    <message>
        <source>Looks new: %1 power-on hours, %2 power cycles, %3 written.</source>
        <extracomment>%1 power-on hours, %2 power cycles, %3 amount written (&quot;1.2 GB&quot;)</extracomment>
        <translation>Vyzerá ako nová: %1 prevádzkových hodín, %2 zapnutí, zapísané %3.</translation>
    </message>
    <message>
        <source>Used before: %1 power-on hours, %2 power cycles, %3 written. A drive sold as new has a few hours from the factory at most.</source>
        <extracomment>%1 power-on hours, %2 power cycles, %3 amount written (&quot;12 TB&quot;)</extracomment>
        <translation>Už použitá: %1 prevádzkových hodín, %2 zapnutí, zapísané %3. Jednotka predaná ako nová má najviac pár hodín z továrne.</translation>
    </message>
    <message>
        <source>The drive counts 0 power-on hours but %1 written: its counters may have been reset.</source>
        <extracomment>%1 amount written (&quot;12 TB&quot;)</extracomment>
        <translation>Jednotka počíta 0 prevádzkových hodín, ale zapísané %1: jej počítadlá mohli byť vynulované.</translation>
    </message>
    <message>
        <source>The drive counts %1 power cycles in %2 power-on hours, more than those hours can hold: its counters may have been reset.</source>
        <extracomment>%1 power cycles, %2 power-on hours</extracomment>
        <translation>Jednotka počíta %1 zapnutí za %2 prevádzkových hodín, viac, než sa do tých hodín zmestí: jej počítadlá mohli byť vynulované.</translation>
    </message>
    <message>
        <source>%1 written of the %2 the maker rates this model for (%3%).</source>
        <extracomment>%1 amount written, %2 the rated endurance (&quot;600 TB&quot;), %3 percent of it</extracomment>
        <translation>Zapísané %1 z %2, na ktoré výrobca tento model hodnotí (%3 %).</translation>
    </message>
    <message>
        <source>Since DriveProof first read it (%1): %2 hours, %3 written.</source>
        <extracomment>%1 the date DriveProof first read the drive, %2 hours since, %3 amount written since</extracomment>
        <translation>Od prvého čítania DriveProofom (%1): %2 hodín, zapísané %3.</translation>
    </message>
    <message>
        <source>new</source>
        <extracomment>is the drive new? the verdict</extracomment>
        <translation>nová</translation>
    </message>
    <message>
        <source>used</source>
        <extracomment>is the drive new? the verdict</extracomment>
        <translation>použitá</translation>
    </message>
    <message>
        <source>possibly reset</source>
        <extracomment>is the drive new? the verdict: its counters contradict each other</extracomment>
        <translation>možno vynulovaná</translation>
    </message>
    <message>
        <source>Identify Namespace is too short (%1 bytes) for its LBA formats.</source>
        <extracomment>%1 bytes received</extracomment>
        <translation>Identify Namespace je na svoje formáty LBA príliš krátky (%1 bajtov).</translation>
    </message>
    <message>
        <source>Identify Namespace lists more LBA formats (%1) than there can be (%2).</source>
        <extracomment>%1 how many LBA formats the drive claims, %2 the most there can be</extracomment>
        <translation>Identify Namespace uvádza viac formátov LBA (%1), než ich môže byť (%2).</translation>
    </message>
    <message>
        <source>Identify Namespace says LBA format %1 is in use, but lists formats 0 to %2 only.</source>
        <extracomment>%1 the number of the format in use, %2 the highest number the drive lists</extracomment>
        <translation>Identify Namespace uvádza, že sa používa formát LBA %1, ale vypisuje len formáty 0 až %2.</translation>
    </message>
    <message>
        <source>In use: LBA format %1, sectors of %2 bytes with %3 bytes of metadata, which the drive marks as &quot;%4&quot;.</source>
        <extracomment>%1 LBA format number, %2 bytes per sector, %3 metadata bytes per sector, %4 how fast the drive says the format is (&quot;best&quot;, &quot;better&quot;, &quot;good&quot;, &quot;degraded&quot;)</extracomment>
        <translation>Používa sa: formát LBA %1, sektory s %2 bajtmi a %3 bajtmi metadát, ktoré disk označuje ako „%4“.</translation>
    </message>
    <message>
        <source>The drive offers %5-byte sectors marked &quot;%6&quot;, faster than the %2-byte ones in use (&quot;%3&quot;). Switching means reformatting the namespace, which erases everything on it: nvme format %1 --lbaf=%4 — DriveProof never does this.</source>
        <extracomment>%1 device (/dev/nvme0n1), %2 bytes per sector in use, %3 how fast the drive marks the format in use, %4 the faster format&apos;s number, %5 its bytes per sector, %6 how fast the drive marks it. The command stays as it is.</extracomment>
        <translation>Disk ponúka sektory s %5 bajtmi označené „%6“, rýchlejšie než používané sektory s %2 bajtmi („%3“). Prechod znamená preformátovať menný priestor, čo vymaže všetko, čo je na ňom: nvme format %1 --lbaf=%4 — DriveProof to nikdy nerobí.</translation>
    </message>
    <message>
        <source>None of the LBA formats the drive offers (%1) is marked faster than the one in use.</source>
        <extracomment>%1 how many LBA formats the drive offers (2 or more)</extracomment>
        <translation>Žiadny z formátov LBA, ktoré disk ponúka (%1), nie je označený ako rýchlejší než ten používaný.</translation>
    </message>
    <message>
        <source>The namespace offers only the LBA format in use.</source>
        <translation>Menný priestor ponúka len používaný formát LBA.</translation>
    </message>
    <message>
        <source>LBA format %1 carries %2 bytes of metadata per sector; only software that handles metadata (end-to-end protection) uses it.</source>
        <extracomment>%1 LBA format number, %2 metadata bytes per sector</extracomment>
        <translation>Formát LBA %1 nesie %2 bajtov metadát na sektor; využije ho len softvér, ktorý metadáta spracúva (ochrana end-to-end).</translation>
    </message>
    <message>
        <source>LBA format note %1 (%2)</source>
        <extracomment>a finding this version does not know; %1 its code, %2 its arguments</extracomment>
        <translation>Poznámka k formátu LBA %1 (%2)</translation>
    </message>
    <message>
        <source>best</source>
        <comment>LBA format performance</comment>
        <extracomment>how fast the drive says an LBA format is: the fastest of four grades</extracomment>
        <translation>najlepšia</translation>
    </message>
    <message>
        <source>better</source>
        <comment>LBA format performance</comment>
        <extracomment>how fast the drive says an LBA format is: the second of four grades</extracomment>
        <translation>lepšia</translation>
    </message>
    <message>
        <source>good</source>
        <comment>LBA format performance</comment>
        <extracomment>how fast the drive says an LBA format is: the third of four grades</extracomment>
        <translation>dobrá</translation>
    </message>
    <message>
        <source>degraded</source>
        <comment>LBA format performance</comment>
        <extracomment>how fast the drive says an LBA format is: the slowest of four grades</extracomment>
        <translation>znížená</translation>
    </message>
    <message>
        <source>not available</source>
        <extracomment>an LBA format the drive lists but does not offer now</extracomment>
        <translation>nie je k dispozícii</translation>
    </message>
    <message>
        <source>%1 bytes, %2</source>
        <extracomment>%1 bytes per sector, %2 how fast the drive says it is</extracomment>
        <translation>%1 bajtov, %2</translation>
    </message>
    <message>
        <source>%1 bytes + %2 bytes metadata, %3</source>
        <extracomment>%1 bytes per sector, %2 metadata bytes per sector, %3 how fast the drive says it is</extracomment>
        <translation>%1 bajtov + %2 bajtov metadát, %3</translation>
    </message>
    <message>
        <source>%1 % left</source>
        <extracomment>%1 percent of the drive&apos;s rated life that is left</extracomment>
        <translation>zostáva %1 %</translation>
    </message>
    <message>
        <source>%1 % used</source>
        <extracomment>%1 percent of the drive&apos;s rated life that is used</extracomment>
        <translation>spotrebované %1 %</translation>
    </message>
    <message>
        <source>Attribute %1 (%2) is at %3, at or below its threshold of %4: the part it watches is worn out or failing, though the drive does not count it as a failure prediction.</source>
        <extracomment>%1 attribute number, %2 its name, %3 its value now, %4 the threshold</extracomment>
        <translation>Atribút %1 (%2) má hodnotu %3, rovnú svojmu prahu %4 alebo nižšiu: časť, ktorú sleduje, je opotrebovaná alebo zlyháva, hoci to jednotka nepočíta ako predpoveď poruchy.</translation>
    </message>
    <message>
        <source>Error log: the latest error happened at power-on hour %1.</source>
        <extracomment>%1 a power-on hour</extracomment>
        <translation>Protokol chýb: posledná chyba nastala pri %1 prevádzkových hodinách.</translation>
    </message>
    <message>
        <source>Self-test log: the latest self-test ran at power-on hour %1.</source>
        <extracomment>%1 a power-on hour</extracomment>
        <translation>Protokol samotestov: posledný samotest prebehol pri %1 prevádzkových hodinách.</translation>
    </message>
    <message>
        <source>The error log has an error at power-on hour %1, but the power-on counter says %2 hours: the counter went back (reset, or run over), so it does not say how long the drive was used.</source>
        <extracomment>%1 the power-on hour the log stamped, %2 the power-on hours the counter says</extracomment>
        <translation>Protokol chýb obsahuje chybu pri %1 prevádzkových hodinách, ale počítadlo prevádzkových hodín ukazuje %2 h: počítadlo sa vrátilo späť (vynulovalo sa alebo pretieklo), takže neudáva, ako dlho sa jednotka používala.</translation>
    </message>
    <message>
        <source>The self-test log has a test at power-on hour %1, but the power-on counter says %2 hours: the counter went back (reset, or run over), so it does not say how long the drive was used.</source>
        <extracomment>%1 the power-on hour the log stamped, %2 the power-on hours the counter says</extracomment>
        <translation>Protokol samotestov obsahuje test pri %1 prevádzkových hodinách, ale počítadlo prevádzkových hodín ukazuje %2 h: počítadlo sa vrátilo späť (vynulovalo sa alebo pretieklo), takže neudáva, ako dlho sa jednotka používala.</translation>
    </message>
    <message>
        <source>The FARM log counts %1 power-on hours, but the SMART counter says %2: the SMART counter was reset, and the drive has been used for at least %1 hours.</source>
        <extracomment>%1 power-on hours in the FARM log, %2 power-on hours of the SMART counter</extracomment>
        <translation>Protokol FARM počíta %1 prevádzkových hodín, ale počítadlo SMART ukazuje %2: počítadlo SMART bolo vynulované a jednotka sa používala najmenej %1 hodín.</translation>
    </message>
    <message>
        <source>The FARM log&apos;s spindle hours (%1) exceed its power-on hours (%2): its power-on hours were reset too.</source>
        <extracomment>%1 spindle hours, %2 power-on hours, both from the FARM log</extracomment>
        <translation>Hodiny otáčania motora v protokole FARM (%1) prevyšujú jeho prevádzkové hodiny (%2): aj jeho prevádzkové hodiny boli vynulované.</translation>
    </message>
    <message>
        <source>The FARM log&apos;s head-flight hours (%1) exceed its power-on hours (%2): its power-on hours were reset too.</source>
        <extracomment>%1 head-flight hours, %2 power-on hours, both from the FARM log</extracomment>
        <translation>Hodiny letu hláv v protokole FARM (%1) prevyšujú jeho prevádzkové hodiny (%2): aj jeho prevádzkové hodiny boli vynulované.</translation>
    </message>
    <message>
        <source>FARM log: %1 power-on hours, %2 spindle hours, %3 head-flight hours; assembled in week %4 of %5.</source>
        <extracomment>%1 power-on, %2 spindle, %3 head-flight hours; the drive was assembled in week %4 of the year %5 (e.g. &quot;17&quot;, &quot;2025&quot;)</extracomment>
        <translation>Protokol FARM: %1 prevádzkových hodín, %2 hodín otáčania motora, %3 hodín letu hláv; jednotka bola zostavená v %4. týždni roku %5.</translation>
    </message>
    <message>
        <source>FARM log: %1 power-on hours, %2 spindle hours, %3 head-flight hours.</source>
        <extracomment>%1 power-on, %2 spindle, %3 head-flight hours</extracomment>
        <translation>Protokol FARM: %1 prevádzkových hodín, %2 hodín otáčania motora, %3 hodín letu hláv.</translation>
    </message>
</context>
<context>
    <name>DriveProof::Helper</name>
    <message>
        <source>Not authorised to use %1: the authentication was cancelled or refused.</source>
        <extracomment>%1 device path</extracomment>
        <translation>Nemáte oprávnenie použiť %1: overenie bolo zrušené alebo zamietnuté.</translation>
    </message>
    <message>
        <source>Could not ask polkit whether %1 may be used (%2). Make sure polkit is installed and running, then try again.</source>
        <extracomment>%1 device path, %2 D-Bus error text</extracomment>
        <translation>Nepodarilo sa opýtať polkit, či možno použiť %1 (%2). Uistite sa, že polkit je nainštalovaný a beží, a skúste to znova.</translation>
    </message>
    <message>
        <source>Not authorised to use %1: authentication is needed, but no authentication agent could ask for it. Start DriveProof from a desktop session, or run pkttyagent in this terminal.</source>
        <extracomment>%1 device path</extracomment>
        <translation>Nemáte oprávnenie použiť %1: vyžaduje sa overenie, ale žiadny overovací agent oň nemohol požiadať. Spustite DriveProof z relácie pracovného prostredia alebo v tomto termináli spustite pkttyagent.</translation>
    </message>
    <message>
        <source>Not authorised to use %1. Ask an administrator to allow it.</source>
        <extracomment>%1 device path</extracomment>
        <translation>Nemáte oprávnenie použiť %1. Požiadajte správcu, aby to povolil.</translation>
    </message>
    <message>
        <source>%1 is a symbolic link. Give the device node itself, as lsblk lists it.</source>
        <extracomment>%1 device path</extracomment>
        <translation>%1 je symbolický odkaz. Zadajte samotný uzol zariadenia, ako ho uvádza lsblk.</translation>
    </message>
    <message>
        <source>%1 is in use: it is mounted, or another program holds it exclusively. Unmount it or close that program, then try again.</source>
        <extracomment>%1 device path</extracomment>
        <translation>%1 sa používa: je pripojené alebo ho výhradne drží iný program. Odpojte ho alebo zatvorte ten program a skúste to znova.</translation>
    </message>
    <message>
        <source>%1 could not be opened (%2): the device is gone or has no medium.</source>
        <extracomment>%1 device path, %2 system error text</extracomment>
        <translation>%1 sa nepodarilo otvoriť (%2): zariadenie zmizlo alebo nemá médium.</translation>
    </message>
    <message>
        <source>%1 could not be opened: %2.</source>
        <extracomment>%1 device path, %2 system error text</extracomment>
        <translation>%1 sa nepodarilo otvoriť: %2.</translation>
    </message>
    <message>
        <source>“%1” is not a device path the helper accepts. Give the kernel&apos;s name of a block device, such as /dev/sdb or /dev/nvme0n1, not a symbolic link such as /dev/disk/by-id/….</source>
        <extracomment>%1 the path the caller gave (shortened)</extracomment>
        <translation>„%1“ nie je cesta k zariadeniu, ktorú pomocný program prijíma. Zadajte názov blokového zariadenia podľa jadra, napríklad /dev/sdb alebo /dev/nvme0n1, nie symbolický odkaz ako /dev/disk/by-id/….</translation>
    </message>
    <message>
        <source>%1 is not a block device known to the kernel (there is no “%2” in /sys/class/block). Check the name with lsblk.</source>
        <extracomment>%1 device path, %2 kernel name</extracomment>
        <translation>%1 nie je blokové zariadenie známe jadru (v /sys/class/block nie je žiadne „%2“). Skontrolujte názov pomocou lsblk.</translation>
    </message>
    <message>
        <source>%1 is not a block device node.</source>
        <extracomment>%1 device path</extracomment>
        <translation>%1 nie je uzol blokového zariadenia.</translation>
    </message>
    <message>
        <source>%1 is device %2, but the kernel says %4 is %3: the node does not belong to that device. Refusing to open it.</source>
        <extracomment>%1 device path, %2 and %3 device numbers like 8:16, %4 kernel name</extracomment>
        <translation>%1 je zariadenie %2, ale podľa jadra je %4 zariadenie %3: uzol k tomuto zariadeniu nepatrí. Otvorenie sa odmieta.</translation>
    </message>
    <message>
        <source>%1 is a partition, but this works on the whole drive. Use %2.</source>
        <extracomment>%1 partition path, %2 disk path</extracomment>
        <translation>%1 je oddiel, ale toto funguje s celou jednotkou. Použite %2.</translation>
    </message>
    <message>
        <source>%1 disappeared while it was being checked.</source>
        <extracomment>%1 device path</extracomment>
        <translation>%1 zmizlo počas kontroly.</translation>
    </message>
    <message>
        <source>%1 is in use and cannot be opened for writing: %2 Unmount, swapoff or stop that first.</source>
        <extracomment>%1 device path, %2 a sentence saying what uses it, e.g. &quot;/dev/sdb1 is mounted on /home.&quot;</extracomment>
        <translation>%1 sa používa a nemožno ho otvoriť na zápis: %2 Najprv ho odpojte, vykonajte swapoff alebo zastavte, čo ho používa.</translation>
    </message>
    <message>
        <source>%1 changed while it was being opened: it is no longer the device the kernel lists under that name. Refusing it.</source>
        <extracomment>%1 device path</extracomment>
        <translation>%1 sa počas otvárania zmenilo: už to nie je zariadenie, ktoré jadro uvádza pod týmto názvom. Odmieta sa.</translation>
    </message>
    <message>
        <source>Unknown option “%1”, or a value of the wrong type, for %2. Known options: %3.</source>
        <extracomment>%1 option name, %2 device path, %3 list of known option names</extracomment>
        <translation>Neznáma voľba „%1“ alebo hodnota nesprávneho typu pre %2. Známe voľby: %3.</translation>
    </message>
    <message>
        <source>none</source>
        <translation>žiadne</translation>
    </message>
    <message>
        <source>Unknown mode “%1” for %2. Use “r”, “w” or “rw”.</source>
        <extracomment>%1 the mode the caller gave, %2 device path</extracomment>
        <translation>Neznámy režim „%1“ pre %2. Použite „r“, „w“ alebo „rw“.</translation>
    </message>
    <message>
        <source>Unknown flag “%1” for %2. Known flags: direct, sync, dsync, exclusive.</source>
        <extracomment>%1 the flag the caller gave, %2 device path</extracomment>
        <translation>Neznámy príznak „%1“ pre %2. Známe príznaky: direct, sync, dsync, exclusive.</translation>
    </message>
    <message>
        <source>The command to %1 failed.</source>
        <extracomment>%1 device path</extracomment>
        <translation>Príkaz pre %1 zlyhal.</translation>
    </message>
    <message>
        <source>%1 disappeared while it was being read.</source>
        <extracomment>%1 device path</extracomment>
        <translation>%1 zmizlo počas čítania.</translation>
    </message>
    <message>
        <source>DriveProof&apos;s privileged helper, a D-Bus system service (%1). D-Bus starts it when DriveProof needs it; it is not meant to be run by hand.</source>
        <extracomment>%1 D-Bus service name</extracomment>
        <translation>Privilegovaný pomocný program DriveProof, systémová služba D-Bus (%1). D-Bus ho spúšťa, keď ho DriveProof potrebuje; nie je určený na ručné spúšťanie.</translation>
    </message>
    <message>
        <source>For tests: serve on the bus at ADDRESS instead of the system bus, and ask the polkit found there.</source>
        <translation>Pre testy: slúžiť na zbernici na adrese ADDRESS namiesto systémovej zbernice a pýtať sa polkitu, ktorý sa tam nájde.</translation>
    </message>
    <message>
        <source>Exit after SECONDS without calls (default %1).</source>
        <extracomment>%1 number of seconds</extracomment>
        <translation>Skončiť po SECONDS sekundách bez volaní (predvolene %1).</translation>
    </message>
    <message>
        <source>Unknown self-test action “%1” for %2. Use “short”, “extended”, “conveyance”, “abort” or “status”.</source>
        <extracomment>%1 the action the caller gave, %2 device path</extracomment>
        <translation>Neznáma akcia samotestu „%1“ pre %2. Použite „short“, „extended“, „conveyance“, „abort“ alebo „status“.</translation>
    </message>
    <message>
        <source>A DriveProof test is running on %1: a self-test now would disturb it. Start the self-test when the test is done.</source>
        <extracomment>%1 device path</extracomment>
        <translation>Na %1 beží test DriveProof: samotest by ho teraz rušil. Spustite samotest, keď test skončí.</translation>
    </message>
    <message>
        <source>Unknown purpose “%1” for %2. Known purposes: capacity-check.</source>
        <extracomment>%1 the purpose the caller gave, %2 device path</extracomment>
        <translation>Neznámy účel „%1“ pre %2. Známe účely: capacity-check.</translation>
    </message>
    <message>
        <source>A capacity check writes to %1: open it with mode “rw”.</source>
        <extracomment>%1 device path</extracomment>
        <translation>Kontrola kapacity zapisuje na %1: otvorte ho v režime „rw“.</translation>
    </message>
</context>
<context>
    <name>DriveProof::PowerLoss</name>
    <message numerus="yes">
        <source>%Ln block(s) hold exactly what they should.</source>
        <translation>
            <numerusform>%Ln blok obsahuje presne to, čo má.</numerusform>
            <numerusform>%Ln bloky obsahujú presne to, čo majú.</numerusform>
            <numerusform>%Ln blokov obsahuje presne to, čo má.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln block(s) hold data that was written to another place.</source>
        <translation>
            <numerusform>%Ln blok obsahuje dáta, ktoré boli zapísané na iné miesto.</numerusform>
            <numerusform>%Ln bloky obsahujú dáta, ktoré boli zapísané na iné miesto.</numerusform>
            <numerusform>%Ln blokov obsahuje dáta, ktoré boli zapísané na iné miesto.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln block(s) hold data from before this test: the drive forgot the preparation.</source>
        <translation>
            <numerusform>%Ln blok obsahuje dáta spred tohto testu: jednotka zabudla prípravu.</numerusform>
            <numerusform>%Ln bloky obsahujú dáta spred tohto testu: jednotka zabudla prípravu.</numerusform>
            <numerusform>%Ln blokov obsahuje dáta spred tohto testu: jednotka zabudla prípravu.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln block(s) are half old, half new: a write tore inside a block.</source>
        <translation>
            <numerusform>%Ln blok je napoly starý, napoly nový: zápis sa roztrhol vnútri bloku.</numerusform>
            <numerusform>%Ln bloky sú napoly staré, napoly nové: zápis sa roztrhol vnútri bloku.</numerusform>
            <numerusform>%Ln blokov je napoly starých, napoly nových: zápis sa roztrhol vnútri bloku.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln block(s) have flipped bits.</source>
        <translation>
            <numerusform>%Ln blok má preklopené bity.</numerusform>
            <numerusform>%Ln bloky majú preklopené bity.</numerusform>
            <numerusform>%Ln blokov má preklopené bity.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln block(s) read back as zeros.</source>
        <translation>
            <numerusform>%Ln blok sa prečíta ako nuly.</numerusform>
            <numerusform>%Ln bloky sa prečítajú ako nuly.</numerusform>
            <numerusform>%Ln blokov sa prečíta ako nuly.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln block(s) read back erased (all ones).</source>
        <translation>
            <numerusform>%Ln blok sa prečíta ako vymazaný (samé jednotky).</numerusform>
            <numerusform>%Ln bloky sa prečítajú ako vymazané (samé jednotky).</numerusform>
            <numerusform>%Ln blokov sa prečíta ako vymazaných (samé jednotky).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln block(s) hold data nobody wrote.</source>
        <translation>
            <numerusform>%Ln blok obsahuje dáta, ktoré nikto nezapísal.</numerusform>
            <numerusform>%Ln bloky obsahujú dáta, ktoré nikto nezapísal.</numerusform>
            <numerusform>%Ln blokov obsahuje dáta, ktoré nikto nezapísal.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln block(s) cannot be read.</source>
        <translation>
            <numerusform>%Ln blok sa nedá prečítať.</numerusform>
            <numerusform>%Ln bloky sa nedajú prečítať.</numerusform>
            <numerusform>%Ln blokov sa nedá prečítať.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln acknowledged write(s) were lost.</source>
        <translation>
            <numerusform>%Ln potvrdený zápis sa stratil.</numerusform>
            <numerusform>%Ln potvrdené zápisy sa stratili.</numerusform>
            <numerusform>%Ln potvrdených zápisov sa stratilo.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln acknowledged write(s) survived only in part.</source>
        <translation>
            <numerusform>%Ln potvrdený zápis prežil len čiastočne.</numerusform>
            <numerusform>%Ln potvrdené zápisy prežili len čiastočne.</numerusform>
            <numerusform>%Ln potvrdených zápisov prežilo len čiastočne.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln acknowledged write(s) were lost while later ones survived: the drive reorders writes across flushes.</source>
        <translation>
            <numerusform>%Ln potvrdený zápis sa stratil, hoci neskoršie prežili: jednotka prehadzuje poradie zápisov naprieč vyprázdneniami.</numerusform>
            <numerusform>%Ln potvrdené zápisy sa stratili, hoci neskoršie prežili: jednotka prehadzuje poradie zápisov naprieč vyprázdneniami.</numerusform>
            <numerusform>%Ln potvrdených zápisov sa stratilo, hoci neskoršie prežili: jednotka prehadzuje poradie zápisov naprieč vyprázdneniami.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln acknowledged write(s) just before the cut were lost: the drive acknowledges flushes before the data is safe.</source>
        <translation>
            <numerusform>%Ln potvrdený zápis tesne pred výpadkom sa stratil: jednotka potvrdzuje vyprázdnenia skôr, ako sú dáta v bezpečí.</numerusform>
            <numerusform>%Ln potvrdené zápisy tesne pred výpadkom sa stratili: jednotka potvrdzuje vyprázdnenia skôr, ako sú dáta v bezpečí.</numerusform>
            <numerusform>%Ln potvrdených zápisov tesne pred výpadkom sa stratilo: jednotka potvrdzuje vyprázdnenia skôr, ako sú dáta v bezpečí.</numerusform>
        </translation>
    </message>
    <message>
        <source>The drive cannot be read at all after the power cut.</source>
        <translation>Jednotka sa po výpadku napájania vôbec nedá prečítať.</translation>
    </message>
    <message>
        <source>The drive&apos;s identity or capacity changed after the power cut.</source>
        <translation>Identita alebo kapacita jednotky sa po výpadku napájania zmenila.</translation>
    </message>
    <message numerus="yes">
        <source>%Ln block(s) written only before the test were damaged: data at rest is not safe on this drive.</source>
        <translation>
            <numerusform>%Ln blok zapísaný len pred testom sa poškodil: uložené dáta nie sú na tejto jednotke v bezpečí.</numerusform>
            <numerusform>%Ln bloky zapísané len pred testom sa poškodili: uložené dáta nie sú na tejto jednotke v bezpečí.</numerusform>
            <numerusform>%Ln blokov zapísaných len pred testom sa poškodilo: uložené dáta nie sú na tejto jednotke v bezpečí.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln contradiction(s) between the witness&apos;s record and the test plan: a bug in DriveProof, so this run proves nothing.</source>
        <translation>
            <numerusform>%Ln rozpor medzi záznamom svedka a plánom testu: chyba v DriveProof, takže tento beh nič nedokazuje.</numerusform>
            <numerusform>%Ln rozpory medzi záznamom svedka a plánom testu: chyba v DriveProof, takže tento beh nič nedokazuje.</numerusform>
            <numerusform>%Ln rozporov medzi záznamom svedka a plánom testu: chyba v DriveProof, takže tento beh nič nedokazuje.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>All %Ln acknowledged write(s) were lost.</source>
        <translation>
            <numerusform>Stratil sa jediný potvrdený zápis (%Ln).</numerusform>
            <numerusform>Stratili sa všetky %Ln potvrdené zápisy.</numerusform>
            <numerusform>Stratilo sa všetkých %Ln potvrdených zápisov.</numerusform>
        </translation>
    </message>
    <message>
        <source>They were the last ones before the cut: the drive acknowledges flushes before the data is safe.</source>
        <translation>Boli to posledné zápisy pred výpadkom: jednotka potvrdzuje vyprázdnenia skôr, ako sú dáta v bezpečí.</translation>
    </message>
    <message>
        <source>Cannot write the witness&apos;s salt %1: %2</source>
        <extracomment>%1 is a file path, %2 the system&apos;s error message.</extracomment>
        <translation>Soľ svedka %1 sa nedá zapísať: %2</translation>
    </message>
    <message>
        <source>Cannot write the witness journal %1: %2</source>
        <extracomment>%1 is a file path, %2 the system&apos;s error message.</extracomment>
        <translation>Žurnál svedka %1 sa nedá zapísať: %2</translation>
    </message>
    <message>
        <source>Damaged record at byte %1 with good records after it.</source>
        <translation>Poškodený záznam na bajte %1, za ktorým nasledujú platné záznamy.</translation>
    </message>
    <message>
        <source>Record at byte %1 contradicts the run before it.</source>
        <extracomment>%1 is a byte offset in the witness journal file.</extracomment>
        <translation>Záznam na bajte %1 je v rozpore s behom pred ním.</translation>
    </message>
    <message>
        <source>Cannot truncate the torn end of the journal.</source>
        <translation>Roztrhnutý koniec žurnálu sa nedá odrezať.</translation>
    </message>
    <message>
        <source>The simulated drive is already running.</source>
        <translation>Simulovaná jednotka už beží.</translation>
    </message>
    <message>
        <source>The simulated drive program %1 was not found. Install DriveProof completely (it lives in libexec) or set DRIVEPROOF_LYINGDISK to its path.</source>
        <extracomment>%1 is a program name</extracomment>
        <translation>Program simulovanej jednotky %1 sa nenašiel. Nainštalujte DriveProof úplne (nachádza sa v libexec) alebo nastavte DRIVEPROOF_LYINGDISK na jeho cestu.</translation>
    </message>
    <message>
        <source>Cannot create the folder for the simulated drive.</source>
        <translation>Priečinok pre simulovanú jednotku sa nedá vytvoriť.</translation>
    </message>
    <message>
        <source>Something is already mounted on this folder. Unmount it first (fusermount3 -u).</source>
        <translation>Na tomto priečinku je už niečo pripojené. Najprv to odpojte (fusermount3 -u).</translation>
    </message>
    <message>
        <source>Cannot start the simulated drive: %1</source>
        <translation>Simulovaná jednotka sa nedá spustiť: %1</translation>
    </message>
    <message>
        <source>The simulated drive stopped before it was ready (exit status %1): %2</source>
        <extracomment>%1 is the program&apos;s exit status, %2 what it printed</extracomment>
        <translation>Simulovaná jednotka sa zastavila skôr, ako bola pripravená (návratový kód %1): %2</translation>
    </message>
    <message>
        <source>The simulated drive did not appear within %1 s: %2</source>
        <extracomment>%1 is a number of seconds, %2 what the program printed</extracomment>
        <translation>Simulovaná jednotka sa nezobrazila do %1 s: %2</translation>
    </message>
    <message>
        <source>The simulated drive is not running.</source>
        <translation>Simulovaná jednotka nebeží.</translation>
    </message>
    <message>
        <source>Cannot signal the simulated drive.</source>
        <translation>Simulovanej jednotke sa nedá poslať signál.</translation>
    </message>
    <message>
        <source>The simulated drive did not confirm the power cut.</source>
        <translation>Simulovaná jednotka nepotvrdila výpadok napájania.</translation>
    </message>
    <message>
        <source>Cannot unmount the simulated drive. Run: fusermount3 -u -z %1</source>
        <translation>Simulovaná jednotka sa nedá odpojiť. Spustite: fusermount3 -u -z %1</translation>
    </message>
    <message>
        <source>The simulated drive did not stop in time; it was killed and its cache lost.</source>
        <translation>Simulovaná jednotka sa nezastavila včas; bola násilne ukončená a jej vyrovnávacia pamäť sa stratila.</translation>
    </message>
    <message>
        <source>The simulated drive failed while stopping: %1</source>
        <extracomment>%1 is what the program printed</extracomment>
        <translation>Simulovaná jednotka zlyhala pri zastavovaní: %1</translation>
    </message>
    <message>
        <source>Cannot save the pending test in %1: %2.</source>
        <extracomment>%1 file name, %2 the system&apos;s error text</extracomment>
        <translation>Čakajúci test sa nedá uložiť do %1: %2.</translation>
    </message>
    <message>
        <source>Cannot write the autostart entry %1: %2.</source>
        <extracomment>%1 file name, %2 the system&apos;s error text</extracomment>
        <translation>Položka automatického spustenia %1 sa nedá zapísať: %2.</translation>
    </message>
    <message>
        <source>Practice mode needs FUSE, and /dev/fuse cannot be used here.</source>
        <translation>Režim cvičenia potrebuje FUSE a /dev/fuse sa tu nedá použiť.</translation>
    </message>
    <message>
        <source>Practice mode needs fusermount3 (the fuse3 package).</source>
        <translation>Režim cvičenia potrebuje fusermount3 (balík fuse3).</translation>
    </message>
    <message>
        <source>Practice mode needs driveproof-lyingdisk, which is not installed.</source>
        <translation>Režim cvičenia potrebuje driveproof-lyingdisk, ktorý nie je nainštalovaný.</translation>
    </message>
    <message>
        <source>Cannot create a temporary folder for practice.</source>
        <translation>Dočasný priečinok na cvičenie sa nedá vytvoriť.</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a pairing code.</source>
        <extracomment>%1 what was given</extracomment>
        <translation>&apos;%1&apos; nie je párovací kód.</translation>
    </message>
    <message>
        <source>DriveProof simulated drive (%1)</source>
        <extracomment>the simulated drive of practice mode; %1 honest or lying</extracomment>
        <translation>Simulovaná jednotka DriveProof (%1)</translation>
    </message>
    <message>
        <source>lying</source>
        <translation>klamúca</translation>
    </message>
    <message>
        <source>honest</source>
        <translation>poctivá</translation>
    </message>
    <message>
        <source>Practice cancelled.</source>
        <translation>Cvičenie zrušené.</translation>
    </message>
    <message>
        <source>idle</source>
        <translation>nečinné</translation>
    </message>
    <message>
        <source>starting the simulated drive and witness</source>
        <extracomment>practice mode: the simulated drive and the local witness start</extracomment>
        <translation>spúšťa sa simulovaná jednotka a svedok</translation>
    </message>
    <message>
        <source>preparing</source>
        <extracomment>the test area is being filled with known data</extracomment>
        <translation>príprava</translation>
    </message>
    <message>
        <source>writing</source>
        <translation>zápis</translation>
    </message>
    <message>
        <source>cutting the power</source>
        <extracomment>practice mode: the simulated power cut</extracomment>
        <translation>vypína sa napájanie</translation>
    </message>
    <message>
        <source>verifying</source>
        <translation>overovanie</translation>
    </message>
    <message>
        <source>done</source>
        <translation>hotovo</translation>
    </message>
    <message>
        <source>failed</source>
        <translation>zlyhalo</translation>
    </message>
    <message>
        <source>This is a virtual machine: pulling its virtual plug tests the host&apos;s storage stack, not a drive. Run the test on real hardware.</source>
        <translation>Toto je virtuálny počítač: vytiahnutie jeho virtuálnej zástrčky testuje úložný zásobník hostiteľa, nie jednotku. Spustite test na skutočnom hardvéri.</translation>
    </message>
    <message>
        <source>The machine runs on its battery: pulling the plug would not cut the power. Remove the battery, or use a machine without one.</source>
        <translation>Počítač beží na batériu: vytiahnutie zástrčky by napájanie neprerušilo. Vyberte batériu alebo použite počítač bez nej.</translation>
    </message>
    <message>
        <source>The drive sits behind a USB bridge, which may have a cache and flush rules of its own: the verdict is about the bridge and the drive together.</source>
        <translation>Jednotka je za USB mostíkom, ktorý môže mať vlastnú vyrovnávaciu pamäť a vlastné pravidlá vyprázdňovania: verdikt sa týka mostíka a jednotky spolu.</translation>
    </message>
    <message>
        <source>The drive&apos;s write cache is on. That is normal: the test shows whether the drive still keeps every write it acknowledged.</source>
        <translation>Vyrovnávacia pamäť zápisu jednotky je zapnutá. To je normálne: test ukáže, či jednotka aj tak zachová každý zápis, ktorý potvrdila.</translation>
    </message>
    <message>
        <source>The drive&apos;s unsafe-shutdown counter cannot be read, so the verifier cannot confirm that the power really went away.</source>
        <translation>Počítadlo nebezpečných vypnutí jednotky sa nedá prečítať, takže overujúca strana nemôže potvrdiť, že napájanie naozaj vypadlo.</translation>
    </message>
    <message>
        <source>Choose a file or a device for the test area.</source>
        <translation>Vyberte súbor alebo zariadenie pre testovaciu oblasť.</translation>
    </message>
    <message>
        <source>%1 is neither a regular file nor a block device.</source>
        <extracomment>%1 a path</extracomment>
        <translation>%1 nie je bežný súbor ani blokové zariadenie.</translation>
    </message>
    <message>
        <source>The folder %1 does not exist.</source>
        <extracomment>%1 a folder</extracomment>
        <translation>Priečinok %1 neexistuje.</translation>
    </message>
    <message>
        <source>The device %1 was not found.</source>
        <extracomment>%1 a device node</extracomment>
        <translation>Zariadenie %1 sa nenašlo.</translation>
    </message>
    <message>
        <source>No error.</source>
        <translation>Žiadna chyba.</translation>
    </message>
    <message>
        <source>Not a DriveProof power-loss frame (bad magic).</source>
        <extracomment>The power-loss witness received bytes that are not a DriveProof frame.</extracomment>
        <translation>Nie je to rámec testu straty napájania DriveProof (nesprávny podpis).</translation>
    </message>
    <message>
        <source>Unsupported power-loss protocol version: update DriveProof on both machines.</source>
        <translation>Nepodporovaná verzia protokolu testu straty napájania: aktualizujte DriveProof na oboch počítačoch.</translation>
    </message>
    <message>
        <source>Unknown power-loss message type.</source>
        <translation>Neznámy typ správy testu straty napájania.</translation>
    </message>
    <message>
        <source>Power-loss frame too long for its type.</source>
        <translation>Rámec testu straty napájania je pre svoj typ príliš dlhý.</translation>
    </message>
    <message>
        <source>Power-loss frame damaged in transit (CRC mismatch).</source>
        <translation>Rámec testu straty napájania sa pri prenose poškodil (nezhoda CRC).</translation>
    </message>
    <message>
        <source>Wrong pairing code: type the code the witness shows.</source>
        <extracomment>The pairing code is the code the witness shows and the user types on the writer.</extracomment>
        <translation>Nesprávny párovací kód: zadajte kód, ktorý zobrazuje svedok.</translation>
    </message>
    <message>
        <source>Power-loss frame replayed or out of order.</source>
        <translation>Rámec testu straty napájania bol prehraný znova alebo prišiel mimo poradia.</translation>
    </message>
    <message>
        <source>Power-loss message malformed or with a value out of range.</source>
        <translation>Správa testu straty napájania je chybná alebo má hodnotu mimo rozsahu.</translation>
    </message>
    <message>
        <source>Power-loss message not expected at this point.</source>
        <translation>Správa testu straty napájania sa v tejto chvíli neočakávala.</translation>
    </message>
    <message>
        <source>Commit sequence numbers must increase.</source>
        <translation>Poradové čísla trvalých uložení musia rásť.</translation>
    </message>
    <message>
        <source>This run is already known to the witness with other parameters.</source>
        <translation>Svedok už tento beh pozná s inými parametrami.</translation>
    </message>
    <message>
        <source>The witness knows no run with this id.</source>
        <translation>Svedok nepozná žiadny beh s týmto ID.</translation>
    </message>
    <message>
        <source>This run has already ended.</source>
        <translation>Tento beh sa už skončil.</translation>
    </message>
    <message>
        <source>The witness cannot keep this run&apos;s journal (disk error or damaged journal).</source>
        <translation>Svedok nemôže viesť žurnál tohto behu (chyba disku alebo poškodený žurnál).</translation>
    </message>
    <message>
        <source>The witness has too many connections.</source>
        <translation>Svedok má príliš veľa spojení.</translation>
    </message>
    <message>
        <source>The connection was silent for too long.</source>
        <translation>Spojenie bolo príliš dlho ticho.</translation>
    </message>
    <message>
        <source>The same run connected again from elsewhere; this connection was closed.</source>
        <translation>Ten istý beh sa znova pripojil odinakiaľ; toto spojenie bolo zatvorené.</translation>
    </message>
    <message>
        <source>The witness is busy with other verifiers; try again shortly.</source>
        <extracomment>The witness limits how many verifiers and ledger downloads it serves at once.</extracomment>
        <translation>Svedok je zaneprázdnený inými overujúcimi stranami; skúste to o chvíľu znova.</translation>
    </message>
    <message>
        <source>Unknown reason.</source>
        <translation>Neznámy dôvod.</translation>
    </message>
    <message>
        <source>connecting to the witness</source>
        <translation>pripája sa k svedkovi</translation>
    </message>
    <message>
        <source>paused</source>
        <extracomment>writing paused while the witness cannot be reached</extracomment>
        <translation>pozastavené</translation>
    </message>
    <message>
        <source>stopped</source>
        <translation>zastavené</translation>
    </message>
    <message>
        <source>connecting</source>
        <translation>pripája sa</translation>
    </message>
    <message>
        <source>connected</source>
        <translation>pripojené</translation>
    </message>
    <message>
        <source>unreachable</source>
        <translation>nedosiahnuteľný</translation>
    </message>
    <message>
        <source>refused</source>
        <translation>odmietnuté</translation>
    </message>
    <message>
        <source>closed</source>
        <extracomment>the link to the witness was closed</extracomment>
        <translation>zatvorené</translation>
    </message>
    <message>
        <source>Cannot create %1: %2.</source>
        <extracomment>%1 file, %2 the system&apos;s error text</extracomment>
        <translation>%1 sa nedá vytvoriť: %2.</translation>
    </message>
    <message>
        <source>Cannot reserve space for %1: %2.</source>
        <extracomment>%1 file, %2 the system&apos;s error text</extracomment>
        <translation>Pre %1 sa nedá vyhradiť miesto: %2.</translation>
    </message>
    <message>
        <source>no answer to the handshake within %1 s</source>
        <extracomment>%1 a number of seconds</extracomment>
        <translation>žiadna odpoveď na nadviazanie spojenia do %1 s</translation>
    </message>
    <message>
        <source>Cannot reach the witness at %1: %2. Is driveproof-cli witness running there, and is the port open?</source>
        <extracomment>%1 the witness&apos;s address, %2 the network&apos;s error text</extracomment>
        <translation>Svedok na %1 je nedosiahnuteľný: %2. Beží tam driveproof-cli witness a je port otvorený?</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a pairing code: type the 12 characters the witness shows.</source>
        <extracomment>%1 what the user typed</extracomment>
        <translation>&apos;%1&apos; nie je párovací kód: zadajte 12 znakov, ktoré zobrazuje svedok.</translation>
    </message>
    <message>
        <source>The test area on %1 is too small: give it at least 1 MiB.</source>
        <extracomment>%1 the file or device</extracomment>
        <translation>Testovacia oblasť na %1 je príliš malá: zadajte aspoň 1 MiB.</translation>
    </message>
    <message>
        <source>The witness at %1 did not confirm every commit before the end.</source>
        <extracomment>%1 the witness&apos;s address</extracomment>
        <translation>Svedok na %1 nepotvrdil pred koncom každé trvalé uloženie.</translation>
    </message>
    <message>
        <source>The witness at %1 refused this writer: %2</source>
        <extracomment>%1 the witness&apos;s address, %2 why it refused</extracomment>
        <translation>Svedok na %1 odmietol túto zapisujúcu stranu: %2</translation>
    </message>
    <message>
        <source>The test area was filled and flushed before the run.</source>
        <translation>Testovacia oblasť bola pred behom naplnená a vyrovnávacia pamäť vyprázdnená.</translation>
    </message>
    <message>
        <source>The witness never heard that the test area was prepared: start a new run.</source>
        <translation>Svedok sa nikdy nedozvedel, že testovacia oblasť bola pripravená: spustite nový beh.</translation>
    </message>
    <message>
        <source>Simulated power cut (practice mode): no reboot was expected.</source>
        <translation>Simulovaný výpadok napájania (režim cvičenia): reštart sa neočakával.</translation>
    </message>
    <message>
        <source>The machine restarted after the test.</source>
        <translation>Počítač sa po teste reštartoval.</translation>
    </message>
    <message>
        <source>The boot id could not be compared, so a restart cannot be confirmed.</source>
        <translation>Identifikátor štartu (boot id) sa nepodarilo porovnať, takže reštart nemožno potvrdiť.</translation>
    </message>
    <message>
        <source>The machine has not restarted since the test: cut the power, then verify after the reboot.</source>
        <translation>Počítač sa od testu nereštartoval: vypnite napájanie a po reštarte vykonajte overenie.</translation>
    </message>
    <message>
        <source>The drive has no unsafe-shutdown counter; this check was skipped.</source>
        <translation>Jednotka nemá počítadlo nebezpečných vypnutí; táto kontrola bola vynechaná.</translation>
    </message>
    <message>
        <source>The drive counted an unsafe shutdown (%1 → %2).</source>
        <extracomment>%1 and %2 counts of unsafe shutdowns reported by the drive</extracomment>
        <translation>Jednotka započítala nebezpečné vypnutie (%1 → %2).</translation>
    </message>
    <message>
        <source>The drive saw a clean shutdown (its unsafe-shutdown counter stayed at %1): pull the plug, don&apos;t press the power button.</source>
        <translation>Jednotka zaznamenala čisté vypnutie (jej počítadlo nebezpečných vypnutí zostalo na %1): vytiahnite zástrčku, nestláčajte tlačidlo napájania.</translation>
    </message>
    <message>
        <source>No commit reached the witness: let the test run before cutting the power.</source>
        <translation>Žiadne trvalé uloženie sa k svedkovi nedostalo: pred vypnutím napájania nechajte test bežať.</translation>
    </message>
    <message>
        <source>Commits were reaching the witness until the cut.</source>
        <translation>Trvalé uloženia prichádzali k svedkovi až do výpadku.</translation>
    </message>
    <message>
        <source>The last commit reached the witness %1 s before the writer went silent: the test was not writing when the power went.</source>
        <translation>Posledné trvalé uloženie dorazilo k svedkovi %1 s predtým, ako zapisujúca strana stíchla: test nezapisoval, keď vypadlo napájanie.</translation>
    </message>
    <message>
        <source>Writes were in flight when the writer went silent.</source>
        <translation>Keď zapisujúca strana stíchla, zápisy boli rozpracované.</translation>
    </message>
    <message>
        <source>No write was in flight at the cut: every issued write had been acknowledged, so the cut tested nothing pending.</source>
        <translation>Pri výpadku nebol rozpracovaný žiadny zápis: každý odoslaný zápis už bol potvrdený, takže výpadok neotestoval nič nedokončené.</translation>
    </message>
    <message>
        <source>The link to the witness was alive until the cut.</source>
        <translation>Spojenie so svedkom fungovalo až do výpadku.</translation>
    </message>
    <message>
        <source>The witness did not hear the writer until the cut.</source>
        <translation>Svedok prestal zapisujúcu stranu počuť ešte pred výpadkom.</translation>
    </message>
    <message>
        <source>The writer stopped on an error before the cut: %1</source>
        <translation>Zapisujúca strana sa pred výpadkom zastavila pre chybu: %1</translation>
    </message>
    <message>
        <source>The writer reported no error.</source>
        <translation>Zapisujúca strana neohlásila žiadnu chybu.</translation>
    </message>
    <message>
        <source>The writer stopped on purpose before the cut: cut the power while the test is writing.</source>
        <translation>Zapisujúca strana sa pred výpadkom zastavila zámerne: vypnite napájanie, kým test zapisuje.</translation>
    </message>
    <message>
        <source>The writer did not stop on its own.</source>
        <translation>Zapisujúca strana sa nezastavila sama.</translation>
    </message>
    <message>
        <source>Not an address: %1. Use HOST:PORT or [IPv6]:PORT.</source>
        <extracomment>%1 is what the user typed as the witness address, e.g. 0.0.0.0:7070.
----------
%1 is the witness address the user typed.</extracomment>
        <translation>Toto nie je adresa: %1. Použite HOST:PORT alebo [IPv6]:PORT.</translation>
    </message>
    <message>
        <source>The witness refused: %1</source>
        <extracomment>%1 is the reason the witness gave.</extracomment>
        <translation>Svedok odmietol: %1</translation>
    </message>
    <message>
        <source>Lost the connection to the witness.</source>
        <translation>Spojenie so svedkom sa stratilo.</translation>
    </message>
    <message>
        <source>The witness did not answer in time.</source>
        <translation>Svedok neodpovedal včas.</translation>
    </message>
    <message>
        <source>The ledger from the witness is damaged (size or digest mismatch).</source>
        <translation>Register od svedka je poškodený (nezhoda veľkosti alebo odtlačku).</translation>
    </message>
    <message>
        <source>The report is too large to keep on the witness.</source>
        <translation>Správa je príliš veľká na uloženie u svedka.</translation>
    </message>
    <message>
        <source>Unexpected answer from the witness.</source>
        <translation>Neočakávaná odpoveď od svedka.</translation>
    </message>
    <message>
        <source>Cannot open %1: %2.</source>
        <extracomment>%1 file, %2 the system&apos;s error text</extracomment>
        <translation>%1 sa nedá otvoriť: %2.</translation>
    </message>
    <message>
        <source>The pending test has no valid pairing code.</source>
        <translation>Čakajúci test nemá platný párovací kód.</translation>
    </message>
    <message>
        <source>Fetching the witness&apos;s record from %1</source>
        <extracomment>%1 the witness&apos;s address</extracomment>
        <translation>Získava sa záznam svedka z %1</translation>
    </message>
    <message>
        <source>Verification cancelled.</source>
        <translation>Overovanie zrušené.</translation>
    </message>
    <message>
        <source>Reading the drive&apos;s state</source>
        <translation>Číta sa stav jednotky</translation>
    </message>
    <message>
        <source>Reading and checking the whole test area on %1</source>
        <extracomment>%1 file or device</extracomment>
        <translation>Číta a kontroluje sa celá testovacia oblasť na %1</translation>
    </message>
    <message>
        <source>Storing the report</source>
        <translation>Ukladá sa správa</translation>
    </message>
    <message>
        <source>Done</source>
        <translation>Hotovo</translation>
    </message>
    <message>
        <source>Cannot create the witness journal folder %1.</source>
        <extracomment>%1 is a folder path.</extracomment>
        <translation>Priečinok žurnálu svedka %1 sa nedá vytvoriť.</translation>
    </message>
    <message>
        <source>Cannot derive the pairing key (not enough memory?).</source>
        <extracomment>The witness turns the pairing code into a key with Argon2id, which needs 64 MiB.</extracomment>
        <translation>Párovací kľúč sa nedá odvodiť (nedostatok pamäte?).</translation>
    </message>
    <message>
        <source>The journal in folder %1 belongs to another run.</source>
        <translation>Žurnál v priečinku %1 patrí inému behu.</translation>
    </message>
    <message>
        <source>The journal of this run reached its limit of %1 bytes.</source>
        <extracomment>%1 is a size in bytes.</extracomment>
        <translation>Žurnál tohto behu dosiahol svoj limit %1 bajtov.</translation>
    </message>
    <message>
        <source>The witness claimed commits this writer never sent; reconnecting.</source>
        <extracomment>A high-water mark above the writer&apos;s own last commit: a forged or replayed answer.</extracomment>
        <translation>Svedok tvrdil, že má trvalé uloženia, ktoré táto zapisujúca strana nikdy neposlala; pripája sa znova.</translation>
    </message>
    <message>
        <source>Lost the connection to the witness; reconnecting.</source>
        <translation>Spojenie so svedkom sa stratilo; pripája sa znova.</translation>
    </message>
    <message>
        <source>Cannot resolve %1: %2</source>
        <extracomment>%1 is a host name or address, %2 the resolver&apos;s error message.</extracomment>
        <translation>%1 sa nedá preložiť: %2</translation>
    </message>
    <message>
        <source>Cannot listen on %1: %2</source>
        <extracomment>%1 is an address:port, %2 the system&apos;s error message.</extracomment>
        <translation>Na %1 sa nedá počúvať: %2</translation>
    </message>
    <message>
        <source>Cannot reach the witness at %1: %2</source>
        <extracomment>%1 is the witness&apos;s address:port, %2 the system&apos;s error message.</extracomment>
        <translation>Svedok na %1 je nedosiahnuteľný: %2</translation>
    </message>
    <message>
        <source>This file system does not support direct I/O: the writer goes through the page cache, which the commits flush.</source>
        <translation>Tento súborový systém nepodporuje priamy V/V: zapisujúca strana ide cez vyrovnávaciu pamäť stránok, ktorú trvalé uloženia vyprázdňujú.</translation>
    </message>
    <message>
        <source>Cannot open %1 for writing: %2.</source>
        <extracomment>%1 file or device, %2 the system&apos;s error text</extracomment>
        <translation>%1 sa nedá otvoriť na zápis: %2.</translation>
    </message>
    <message>
        <source>The power-loss test parameters are invalid.</source>
        <translation>Parametre testu straty napájania sú neplatné.</translation>
    </message>
    <message>
        <source>Preparing the test area failed: %1.</source>
        <extracomment>%1 the system&apos;s error text</extracomment>
        <translation>Príprava testovacej oblasti zlyhala: %1.</translation>
    </message>
    <message>
        <source>Flushing the prepared test area failed: %1.</source>
        <translation>Vyprázdnenie vyrovnávacej pamäte pre pripravenú testovaciu oblasť zlyhalo: %1.</translation>
    </message>
    <message>
        <source>Write %1 failed: %2. The run is invalid; the writer stopped and does not retry.</source>
        <extracomment>%1 the write&apos;s sequence number, %2 the system&apos;s error text</extracomment>
        <translation>Zápis %1 zlyhal: %2. Beh je neplatný; zapisujúca strana sa zastavila a neopakuje pokus.</translation>
    </message>
    <message>
        <source>Committing up to write %1 failed: %2. The run is invalid; the writer stopped and does not retry.</source>
        <extracomment>%1 the last write&apos;s sequence number, %2 the system&apos;s error text</extracomment>
        <translation>Trvalé uloženie až po zápis %1 zlyhalo: %2. Beh je neplatný; zapisujúca strana sa zastavila a neopakuje pokus.</translation>
    </message>
    <message>
        <source>The witness&apos;s record contradicts this machine&apos;s own record of the test (%1), so it cannot be trusted and this run proves nothing about acknowledged writes.</source>
        <extracomment>%1 what the witness&apos;s record says against this machine&apos;s (in English, for a bug report)</extracomment>
        <translation>Záznam svedka odporuje vlastnému záznamu tohto počítača o teste (%1), takže sa mu nedá veriť a tento beh nedokazuje nič o potvrdených zápisoch.</translation>
    </message>
    <message>
        <source>This is not the run&apos;s witness: it answered with another salt than during the run.</source>
        <translation>Toto nie je svedok tohto behu: odpovedal s inou soľou než počas behu.</translation>
    </message>
    <message>
        <source>A frame from the witness arrived damaged or altered (%1); reconnecting.</source>
        <extracomment>%1 what was wrong with it, e.g. &quot;HMAC&quot; or &quot;CRC mismatch&quot;</extracomment>
        <translation>Rámec od svedka prišiel poškodený alebo pozmenený (%1); pripája sa znova.</translation>
    </message>
    <message>
        <source>The witness could not prove the pairing code (a fake witness or altered traffic); reconnecting.</source>
        <translation>Svedok nedokázal preukázať párovací kód (falošný svedok alebo pozmenená prevádzka); pripája sa znova.</translation>
    </message>
    <message>
        <source>The witness refused a frame that reached it damaged or altered (%1); reconnecting.</source>
        <extracomment>%1 the witness&apos;s reason, e.g. &quot;Power-loss frame damaged in transit&quot;</extracomment>
        <translation>Svedok odmietol rámec, ktorý k nemu prišiel poškodený alebo pozmenený (%1); pripája sa znova.</translation>
    </message>
    <message>
        <source>The witness already keeps %1 runs: move old run folders out of its journal folder to make room.</source>
        <extracomment>%1 how many runs the witness keeps at most</extracomment>
        <translation>Svedok už uchováva %1 behov: presuňte staré priečinky behov z jeho priečinka denníkov, aby sa uvoľnilo miesto.</translation>
    </message>
    <message>
        <source>The witness holds %1 acknowledged writes in memory, as many as it may: this run cannot grow.</source>
        <extracomment>%1 a number of acknowledged writes</extracomment>
        <translation>Svedok drží v pamäti %1 potvrdených zápisov, toľko, koľko smie: tento beh už nemôže rásť.</translation>
    </message>
    <message numerus="yes">
        <source>The witness reports %n acknowledgement(s) this writer never sent, from seq %1, so its record cannot be trusted and this run proves nothing about acknowledged writes.</source>
        <extracomment>%n how many acknowledgements carry no valid receipt of this machine&apos;s writer, %1 the seq (a number) of the first of them</extracomment>
        <translation>
            <numerusform>Svedok hlási %n potvrdenie, ktoré táto zapisujúca strana nikdy neodoslala, od poradia %1, takže jeho záznamu sa nedá veriť a tento beh nedokazuje nič o potvrdených zápisoch.</numerusform>
            <numerusform>Svedok hlási %n potvrdenia, ktoré táto zapisujúca strana nikdy neodoslala, od poradia %1, takže jeho záznamu sa nedá veriť a tento beh nedokazuje nič o potvrdených zápisoch.</numerusform>
            <numerusform>Svedok hlási %n potvrdení, ktoré táto zapisujúca strana nikdy neodoslala, od poradia %1, takže jeho záznamu sa nedá veriť a tento beh nedokazuje nič o potvrdených zápisoch.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>DriveProof::Privilege</name>
    <message>
        <source>Cannot open %1: %2.</source>
        <extracomment>%1 device path, %2 the system&apos;s reason</extracomment>
        <translation>%1 sa nedá otvoriť: %2.</translation>
    </message>
    <message>
        <source>The system bus is not running (%2), so DriveProof&apos;s helper cannot be reached for %1. Start D-Bus, or run as root.</source>
        <extracomment>%1 device path, %2 D-Bus error text</extracomment>
        <translation>Systémová zbernica nebeží (%2), preto pomocný program DriveProof nie je pre %1 dosiahnuteľný. Spustite D-Bus alebo spustite program ako root.</translation>
    </message>
    <message>
        <source>DriveProof&apos;s helper sent an unexpected reply for %1.</source>
        <extracomment>%1 device path</extracomment>
        <translation>Pomocný program DriveProof poslal neočakávanú odpoveď pre %1.</translation>
    </message>
    <message>
        <source>DriveProof&apos;s helper opened %1 but no file descriptor arrived.</source>
        <extracomment>%1 device path</extracomment>
        <translation>Pomocný program DriveProof otvoril %1, ale nedorazil žiadny popisovač súboru.</translation>
    </message>
    <message>
        <source>DriveProof&apos;s helper is not installed (%1 is not on the system bus): install the package, or run as root.</source>
        <extracomment>%1 D-Bus service name</extracomment>
        <translation>Pomocný program DriveProof nie je nainštalovaný (%1 nie je na systémovej zbernici): nainštalujte balík alebo spustite program ako root.</translation>
    </message>
    <message>
        <source>DriveProof&apos;s helper is installed but could not be started (%1). Reinstall DriveProof.</source>
        <extracomment>%1 D-Bus error text</extracomment>
        <translation>Pomocný program DriveProof je nainštalovaný, ale nepodarilo sa ho spustiť (%1). Preinštalujte DriveProof.</translation>
    </message>
    <message>
        <source>DriveProof&apos;s helper did not answer for %1 within %2 seconds. If an authentication dialog was open, try again.</source>
        <extracomment>%1 device path, %2 number of seconds</extracomment>
        <translation>Pomocný program DriveProof neodpovedal pre %1 do %2 sekúnd. Ak bol otvorený dialóg overenia, skúste to znova.</translation>
    </message>
    <message>
        <source>The system bus refused the call to DriveProof&apos;s helper (%1): its D-Bus policy is missing or damaged. Reinstall DriveProof.</source>
        <extracomment>%1 D-Bus error text</extracomment>
        <translation>Systémová zbernica odmietla volanie pomocného programu DriveProof (%1): jeho politika D-Bus chýba alebo je poškodená. Preinštalujte DriveProof.</translation>
    </message>
    <message>
        <source>DriveProof&apos;s helper failed for %1: %3 (%2).</source>
        <extracomment>%1 device path, %2 D-Bus error name, %3 D-Bus error text</extracomment>
        <translation>Pomocný program DriveProof zlyhal pre %1: %3 (%2).</translation>
    </message>
</context>
<context>
    <name>DriveProof::Report</name>
    <message>
        <source>a pair [bucket, count]</source>
        <translation>dvojica [interval, počet]</translation>
    </message>
    <message>
        <source>The test result is damaged: %1 names latency bucket %2, but the buckets end at %3.</source>
        <extracomment>%1 where in the file; %2 the bucket number found; %3 the last valid one</extracomment>
        <translation>Výsledok testu je poškodený: %1 uvádza interval latencie %2, ale intervaly končia pri %3.</translation>
    </message>
    <message>
        <source>The test result is damaged: %1 lists latency bucket %2 twice.</source>
        <extracomment>%1 where in the file; %2 a bucket number</extracomment>
        <translation>Výsledok testu je poškodený: %1 uvádza interval latencie %2 dvakrát.</translation>
    </message>
    <message>
        <source>The test result is damaged: the latency buckets of %1 do not add up to its count.</source>
        <extracomment>%1 where in the file, e.g. measurements[0].histogram</extracomment>
        <translation>Výsledok testu je poškodený: intervaly latencie v %1 nedávajú spolu jeho počet.</translation>
    </message>
    <message>
        <source>The test result is damaged: the minimum or maximum of %1 lies outside its lowest or highest latency bucket.</source>
        <extracomment>%1 where in the file, e.g. measurements[0].histogram</extracomment>
        <translation>Výsledok testu je poškodený: minimum alebo maximum %1 leží mimo jeho najnižšieho alebo najvyššieho intervalu latencie.</translation>
    </message>
    <message>
        <source>The test result is damaged: the sum of %1 cannot come from its latency buckets.</source>
        <extracomment>%1 where in the file, e.g. measurements[0].histogram</extracomment>
        <translation>Výsledok testu je poškodený: súčet %1 nemôže pochádzať z jeho intervalov latencie.</translation>
    </message>
    <message>
        <source>%1: %2 commits/s</source>
        <extracomment>%1 the line&apos;s label, e.g. &quot;fdatasync, 1 × 8 kB&quot;; %2 commits per second</extracomment>
        <translation>%1: %2 uložení/s</translation>
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
        <translation>%1 (zastavený chybou)</translation>
    </message>
    <message>
        <source>%1 (cancelled)</source>
        <extracomment>%1 the summary so far; a test the user cancelled</extracomment>
        <translation>%1 (zrušený)</translation>
    </message>
    <message>
        <source>The result has no id, so it cannot be kept in the history.</source>
        <translation>Výsledok nemá ID, preto ho nemožno uchovať v histórii.</translation>
    </message>
    <message>
        <source>Cannot create the history folder %1. Check that your home folder is writable.</source>
        <extracomment>%1 folder path</extracomment>
        <translation>Priečinok histórie %1 sa nedá vytvoriť. Skontrolujte, či je do vášho domovského priečinka možné zapisovať.</translation>
    </message>
    <message>
        <source>Cannot write %1: %2.</source>
        <extracomment>%1 file name, %2 the system&apos;s error text</extracomment>
        <translation>%1 sa nedá zapísať: %2.</translation>
    </message>
    <message>
        <source>The history holds no result with the id %1.</source>
        <extracomment>%1 a result id</extracomment>
        <translation>História neobsahuje žiadny výsledok s ID %1.</translation>
    </message>
    <message>
        <source>The id %1 fits several results in the history; give the whole id.</source>
        <extracomment>%1 a short result id</extracomment>
        <translation>ID %1 zodpovedá viacerým výsledkom v histórii; zadajte celé ID.</translation>
    </message>
    <message>
        <source>Cannot delete %1: %2.</source>
        <extracomment>%1 file name, %2 the system&apos;s error text</extracomment>
        <translation>%1 sa nedá odstrániť: %2.</translation>
    </message>
    <message>
        <source>The test result is damaged: %1 is missing.</source>
        <extracomment>%1 where in the file, e.g. measurements[2].iops</extracomment>
        <translation>Výsledok testu je poškodený: chýba %1.</translation>
    </message>
    <message>
        <source>The test result is damaged: %1 should be %2.</source>
        <extracomment>%1 where in the file, e.g. measurements[2].iops; %2 what it should be, e.g. &quot;a number&quot;</extracomment>
        <translation>Výsledok testu je poškodený: %1 by malo byť %2.</translation>
    </message>
    <message>
        <source>The test result is damaged: %1 is %2, outside the range %3 to %4.</source>
        <extracomment>%1 where in the file, e.g. measurements[2].read_percent; %2 the value found there; %3 and %4 the smallest and largest value allowed</extracomment>
        <translation>Výsledok testu je poškodený: %1 je %2, mimo rozsahu %3 až %4.</translation>
    </message>
    <message>
        <source>text</source>
        <translation>text</translation>
    </message>
    <message>
        <source>true or false</source>
        <translation>true alebo false</translation>
    </message>
    <message>
        <source>true, false or null</source>
        <translation>true, false alebo null</translation>
    </message>
    <message>
        <source>a whole number</source>
        <translation>celé číslo</translation>
    </message>
    <message>
        <source>a number</source>
        <translation>číslo</translation>
    </message>
    <message>
        <source>a date and time (ISO 8601)</source>
        <translation>dátum a čas (ISO 8601)</translation>
    </message>
    <message>
        <source>a list</source>
        <translation>zoznam</translation>
    </message>
    <message>
        <source>an object</source>
        <translation>objekt</translation>
    </message>
    <message>
        <source>a list of six numbers</source>
        <translation>zoznam šiestich čísel</translation>
    </message>
    <message>
        <source>one of info, good, caution, danger</source>
        <translation>jedno z info, good, caution, danger</translation>
    </message>
    <message>
        <source>This is not a DriveProof test result: it has no format_version.</source>
        <translation>Toto nie je výsledok testu DriveProof: nemá format_version.</translation>
    </message>
    <message>
        <source>This test result has format %1, but this version of DriveProof reads formats up to %2. Open it with a newer DriveProof.</source>
        <extracomment>%1 the file&apos;s format number, %2 the newest format this version reads</extracomment>
        <translation>Tento výsledok testu má formát %1, ale táto verzia DriveProof číta formáty do %2. Otvorte ho novším DriveProof.</translation>
    </message>
    <message>
        <source>This is not a DriveProof test result: the JSON breaks at byte %1 (%2).</source>
        <extracomment>%1 byte offset in the file, %2 what the JSON parser says</extracomment>
        <translation>Toto nie je výsledok testu DriveProof: JSON sa láme na bajte %1 (%2).</translation>
    </message>
    <message>
        <source>This is not a DriveProof test result: it holds no JSON object.</source>
        <translation>Toto nie je výsledok testu DriveProof: neobsahuje žiadny objekt JSON.</translation>
    </message>
    <message>
        <source>Cannot read %1: %2.</source>
        <extracomment>%1 file name, %2 the system&apos;s reason</extracomment>
        <translation>%1 sa nedá prečítať: %2.</translation>
    </message>
    <message>
        <source>%1 is too large to be a DriveProof test result.</source>
        <extracomment>%1 file name</extracomment>
        <translation>%1 je príliš veľký na to, aby bol výsledkom testu DriveProof.</translation>
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
            <numerusform>%n meranie</numerusform>
            <numerusform>%n merania</numerusform>
            <numerusform>%n meraní</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 s</source>
        <extracomment>a time per step; %1 seconds, e.g. &quot;5&quot; or &quot;0.5&quot;</extracomment>
        <translation>%1 s</translation>
    </message>
    <message>
        <source>temporary file</source>
        <translation>dočasný súbor</translation>
    </message>
    <message>
        <source>file</source>
        <translation>súbor</translation>
    </message>
    <message>
        <source>whole device</source>
        <translation>celé zariadenie</translation>
    </message>
    <message>
        <source>none (raw device)</source>
        <extracomment>where a run had no file system under it (the raw device)</extracomment>
        <translation>žiadny (surové zariadenie)</translation>
    </message>
    <message>
        <source>They are different tests (%1 and %2).</source>
        <extracomment>%1 and %2 two test keys, e.g. &quot;quick&quot; and &quot;random&quot;</extracomment>
        <translation>Ide o rôzne testy (%1 a %2).</translation>
    </message>
    <message>
        <source>They used different test sizes (%1 and %2): a small area fits a cache that a large one overflows.</source>
        <extracomment>%1 and %2 test sizes, e.g. &quot;128 MiB&quot; and &quot;1 GiB&quot;</extracomment>
        <translation>Použili rôzne veľkosti testu (%1 a %2): malá oblasť sa zmestí do vyrovnávacej pamäte, ktorú veľká preplní.</translation>
    </message>
    <message>
        <source>They ran on different kinds of target (%1 and %2): a file system adds its own work to every write.</source>
        <extracomment>%1 and %2 kinds of target, e.g. &quot;temporary file&quot; and &quot;whole device&quot;</extracomment>
        <translation>Bežali na rôznych druhoch cieľa (%1 a %2): súborový systém pridáva ku každému zápisu vlastnú prácu.</translation>
    </message>
    <message>
        <source>They ran on different file systems (%1 and %2).</source>
        <extracomment>%1 and %2 file systems, e.g. &quot;ext4&quot; and &quot;btrfs&quot;</extracomment>
        <translation>Bežali na rôznych súborových systémoch (%1 a %2).</translation>
    </message>
    <message>
        <source>They used different I/O engines (%1 and %2).</source>
        <extracomment>%1 and %2 I/O engines, e.g. &quot;io_uring&quot; and &quot;psync&quot;</extracomment>
        <translation>Použili rôzne I/O jadrá (%1 a %2).</translation>
    </message>
    <message>
        <source>They ran for different times per step (%1 and %2).</source>
        <extracomment>%1 and %2 times per step, e.g. &quot;2 s&quot; and &quot;5 s&quot;</extracomment>
        <translation>Bežali s rôznym časom na krok (%1 a %2).</translation>
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
        <translation>História neobsahuje výsledok s ID %1 a taký súbor neexistuje. ID vypíše &apos;driveproof-cli history DEVICE&apos;.</translation>
    </message>
    <message>
        <source>a list of two numbers</source>
        <translation>zoznam dvoch čísel</translation>
    </message>
    <message>
        <source>%1 self-test: %2, at %3 power-on hours; first failing sector %4.</source>
        <extracomment>%1 kind of self-test (&quot;Short&quot;), %2 its result (&quot;Failed: read error&quot;), %3 the drive&apos;s power-on hours when it ended, %4 a sector number</extracomment>
        <translation>Autotest (%1): %2, pri %3 prevádzkových hodinách; prvý chybný sektor %4.</translation>
    </message>
    <message>
        <source>%1 self-test: %2, at %3 power-on hours.</source>
        <extracomment>%1 kind of self-test (&quot;Short&quot;), %2 its result (&quot;Completed without error&quot;), %3 the drive&apos;s power-on hours when it ended</extracomment>
        <translation>Autotest (%1): %2, pri %3 prevádzkových hodinách.</translation>
    </message>
    <message>
        <source>read</source>
        <translation>čítanie</translation>
    </message>
    <message>
        <source>write</source>
        <translation>zápis</translation>
    </message>
    <message>
        <source>mixed %1% read</source>
        <extracomment>%1 percentage of reads in a mixed workload, e.g. 70</extracomment>
        <translation>zmiešané, %1 % čítaní</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <extracomment>%1 a CrystalDiskMark-style preset name (SEQ1M Q8T1), %2 read/write/mixed</extracomment>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>block size %1, %2</source>
        <extracomment>a sweep point: %1 block size, %2 read/write</extracomment>
        <translation>veľkosť bloku %1, %2</translation>
    </message>
    <message>
        <source>queue depth %1, %2</source>
        <extracomment>a sweep point: %1 queue depth, %2 read/write</extracomment>
        <translation>hĺbka frontu %1, %2</translation>
    </message>
    <message numerus="yes">
        <source>%n thread(s), %1</source>
        <extracomment>a sweep point: %n threads, %1 read/write</extracomment>
        <translation>
            <numerusform>%n vlákno, %1</numerusform>
            <numerusform>%n vlákna, %1</numerusform>
            <numerusform>%n vlákien, %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1, %n × 8 kB per commit</source>
        <extracomment>%1 a sync method name (fdatasync, open_datasync...), %n writes per commit</extracomment>
        <translation>
            <numerusform>%1, %n × 8 kB na uloženie</numerusform>
            <numerusform>%1, %n × 8 kB na uloženie</numerusform>
            <numerusform>%1, %n × 8 kB na uloženie</numerusform>
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
        <translation>write, close, fsync (iný popisovač)</translation>
    </message>
    <message>
        <source>write, no sync (baseline, not durable)</source>
        <translation>write, bez sync (základ, nespoľahlivé)</translation>
    </message>
    <message>
        <source>O_DIRECT write, no sync (baseline, not durable)</source>
        <translation>write s O_DIRECT, bez sync (základ, nespoľahlivé)</translation>
    </message>
    <message>
        <source>sustained sequential write</source>
        <translation>trvalý sekvenčný zápis</translation>
    </message>
    <message>
        <source>surface scan (read)</source>
        <translation>kontrola povrchu (čítanie)</translation>
    </message>
    <message>
        <source>random reads, pass %1</source>
        <extracomment>%1 1 or 2: the pass of the hybrid-cache check</extracomment>
        <translation>náhodné čítanie, prechod %1</translation>
    </message>
    <message>
        <source>%1 (cache off)</source>
        <extracomment>a commit line measured with the drive&apos;s write cache switched off; %1 its label</extracomment>
        <translation>%1 (vyr. pamäť vypnutá)</translation>
    </message>
    <message>
        <source>Skipped: the block size %1 is larger than the test area (%2).</source>
        <extracomment>%1 block size, %2 test area size</extracomment>
        <translation>Vynechané: veľkosť bloku %1 je väčšia ako testovacia oblasť (%2).</translation>
    </message>
    <message>
        <source>Skipped: O_DIRECT writes of %1 bytes are smaller than the device&apos;s logical block size (%2 bytes).</source>
        <extracomment>%1 write size in bytes, %2 the device&apos;s logical block size in bytes</extracomment>
        <translation>Vynechané: zápisy O_DIRECT s veľkosťou %1 bajtov sú menšie ako veľkosť logického bloku zariadenia (%2 bajtov).</translation>
    </message>
    <message>
        <source>Skipped: this file system does not support O_DIRECT.</source>
        <translation>Vynechané: tento súborový systém nepodporuje O_DIRECT.</translation>
    </message>
    <message>
        <source>Skipped: the device rejects O_DIRECT writes of %1 bytes.</source>
        <extracomment>%1 write size in bytes</extracomment>
        <translation>Vynechané: zariadenie odmieta zápisy O_DIRECT s veľkosťou %1 bajtov.</translation>
    </message>
</context>
<context>
    <name>DriveProof::Suites</name>
    <message>
        <source>The cache A/B test needs a drive whose write cache is on and can be switched; %1&apos;s is not. Run the commit test alone.</source>
        <extracomment>%1 device node</extracomment>
        <translation>Test A/B vyrovnávacej pamäte potrebuje jednotku, ktorej vyrovnávacia pamäť zápisu je zapnutá a dá sa prepnúť; pri %1 to tak nie je. Spustite test trvalého ukladania samostatne.</translation>
    </message>
    <message>
        <source>Could not switch the write cache of %1 back on. Switch it on with &apos;driveproof-cli cache %1 --set on&apos;.</source>
        <extracomment>%1 device node</extracomment>
        <translation>Vyrovnávaciu pamäť zápisu %1 sa nepodarilo znova zapnúť. Zapnite ju príkazom &apos;driveproof-cli cache %1 --set on&apos;.</translation>
    </message>
    <message>
        <source>Cannot open %1 for the commit test: %2.</source>
        <extracomment>%1 file or device, %2 the system&apos;s error text</extracomment>
        <translation>%1 sa nedá otvoriť pre test trvalého ukladania: %2.</translation>
    </message>
    <message>
        <source>The commit test stopped at &quot;%1&quot;: writing to %2 failed: %3.</source>
        <extracomment>%1 the line&apos;s label, %2 file or device, %3 the system&apos;s error text</extracomment>
        <translation>Test trvalého ukladania sa zastavil pri „%1“: zápis do %2 zlyhal: %3.</translation>
    </message>
    <message>
        <source>&quot;%1&quot; stopped on %2: %3</source>
        <extracomment>%1 the step&apos;s label, %2 file or device, %3 the error</extracomment>
        <translation>Krok „%1“ sa zastavil na %2: %3</translation>
    </message>
    <message>
        <source>idle, so the drive can move hot data</source>
        <translation>nečinnosť, aby jednotka mohla presunúť často používané dáta</translation>
    </message>
    <message>
        <source>Commit rate</source>
        <translation>Rýchlosť trvalého ukladania</translation>
    </message>
    <message>
        <source>Throughput</source>
        <translation>Priepustnosť</translation>
    </message>
    <message>
        <source>Sustained write</source>
        <translation>Trvalý zápis</translation>
    </message>
    <message>
        <source>Surface scan</source>
        <translation>Kontrola povrchu</translation>
    </message>
    <message>
        <source>Random I/O</source>
        <translation>Náhodný V/V</translation>
    </message>
    <message>
        <source>Quick check</source>
        <translation>Rýchla kontrola</translation>
    </message>
    <message>
        <source>Block size sweep</source>
        <translation>Séria podľa veľkosti bloku</translation>
    </message>
    <message>
        <source>Queue depth sweep</source>
        <translation>Séria podľa hĺbky frontu</translation>
    </message>
    <message>
        <source>Thread sweep</source>
        <translation>Séria podľa vlákien</translation>
    </message>
    <message>
        <source>Hybrid cache check</source>
        <translation>Kontrola hybridnej vyrovnávacej pamäte</translation>
    </message>
    <message>
        <source>A drive test is running; suspending would spoil its numbers.</source>
        <translation>Beží test jednotky; uspanie by pokazilo jeho čísla.</translation>
    </message>
    <message>
        <source>The cache A/B test needs to know the drive under the target, and it could not be found. Run the commit test alone.</source>
        <translation>Test A/B vyrovnávacej pamäte potrebuje poznať jednotku pod cieľom, ale nepodarilo sa ju nájsť. Spustite test trvalého ukladania samostatne.</translation>
    </message>
    <message>
        <source>O_DIRECT is not supported here: the run is buffered, so the page cache is in the numbers.</source>
        <translation>O_DIRECT tu nie je podporovaný: beh je s vyrovnávaním, takže čísla ovplyvňuje vyrovnávacia pamäť stránok.</translation>
    </message>
    <message>
        <source>%1 is in use: %2 DriveProof does not write to a device in use. Unmount it, swapoff it or stop what is built on it first.</source>
        <extracomment>%1 device node, %2 a sentence saying what uses it, e.g. &quot;/dev/loop0 backs the loop device /dev/loop1. /dev/loop1 is mounted on /mnt.&quot;</extracomment>
        <translation>%1 sa používa: %2 DriveProof nezapisuje na zariadenie, ktoré sa používa. Najprv ho odpojte, vykonajte swapoff alebo zastavte, čo je na ňom postavené.</translation>
    </message>
    <message>
        <source>%1 is not a folder. Choose a folder on the drive to test.</source>
        <extracomment>%1 a folder</extracomment>
        <translation>%1 nie je priečinok. Vyberte priečinok na jednotke, ktorá sa má testovať.</translation>
    </message>
    <message>
        <source>The test size must be at least 4 KiB.</source>
        <translation>Veľkosť testu musí byť aspoň 4 KiB.</translation>
    </message>
    <message>
        <source>%1 has too little free space for a %2 test file (%3 free). Choose a smaller size or another folder.</source>
        <extracomment>%1 folder, %2 the size asked for, %3 free space</extracomment>
        <translation>%1 má príliš málo voľného miesta pre testovací súbor s veľkosťou %2 (voľné: %3). Vyberte menšiu veľkosť alebo iný priečinok.</translation>
    </message>
    <message>
        <source>Cannot create a test file in %1: %2. Choose a folder you can write to.</source>
        <extracomment>%1 folder, %2 the system&apos;s error text</extracomment>
        <translation>V %1 sa nedá vytvoriť testovací súbor: %2. Vyberte priečinok, do ktorého môžete zapisovať.</translation>
    </message>
    <message>
        <source>Preparing the test file</source>
        <translation>Pripravuje sa testovací súbor</translation>
    </message>
    <message>
        <source>Cannot prepare the test file %1: %2.</source>
        <extracomment>%1 the test file, %2 what failed, in English from the system</extracomment>
        <translation>Testovací súbor %1 sa nedá pripraviť: %2.</translation>
    </message>
    <message>
        <source>%1 is not an existing regular file. Name a file, or choose a folder for a temporary test file.</source>
        <extracomment>%1 a path</extracomment>
        <translation>%1 nie je existujúci bežný súbor. Zadajte súbor alebo vyberte priečinok pre dočasný testovací súbor.</translation>
    </message>
    <message>
        <source>%1 is smaller than 4 KiB: too small to test. DriveProof never grows a file it did not create.</source>
        <extracomment>%1 a file</extracomment>
        <translation>%1 je menší ako 4 KiB: na test príliš malý. DriveProof nikdy nezväčšuje súbor, ktorý sám nevytvoril.</translation>
    </message>
    <message>
        <source>Cannot open %1: %2.</source>
        <extracomment>%1 file, %2 the system&apos;s error text
----------
%1 device node, %2 the system&apos;s error text</extracomment>
        <translation>%1 sa nedá otvoriť: %2.</translation>
    </message>
    <message>
        <source>Writing to %1 destroys what is on it. Confirm by typing the device name, or pass --destructive.</source>
        <extracomment>%1 device node</extracomment>
        <translation>Zápis na %1 zničí, čo je na ňom. Potvrďte napísaním názvu zariadenia alebo zadajte --destructive.</translation>
    </message>
    <message>
        <source>%L1 IOPS</source>
        <extracomment>I/O operations per second</extracomment>
        <translation>%L1 IOPS</translation>
    </message>
    <message>
        <source>fdatasync commits at %1 per second, faster than the platters turn (%2 rpm allows about %3 per second with one thread): a volatile or battery-backed cache acknowledges the commits. Run the power-loss test to learn whether it keeps them.</source>
        <extracomment>%1 commits per second, %2 rotation rate, %3 the most commits per second it allows</extracomment>
        <translation>fdatasync trvalo ukladá %1-krát za sekundu, rýchlejšie, ako sa točia platne (%2 rpm umožňuje pri jednom vlákne asi %3 za sekundu): uloženia potvrdzuje nestála alebo batériou zálohovaná vyrovnávacia pamäť. Spustite test straty napájania a zistite, či ich zachová.</translation>
    </message>
    <message>
        <source>fdatasync commits at %1 per second, within what %2 rpm allows (about %3 per second): each commit waits for the platter.</source>
        <extracomment>%1 commits per second, %2 rotation rate, %3 the most commits per second it allows</extracomment>
        <translation>fdatasync trvalo ukladá %1-krát za sekundu, v rámci toho, čo umožňuje %2 rpm (asi %3 za sekundu): každé uloženie čaká na platňu.</translation>
    </message>
    <message>
        <source>With the drive&apos;s write cache off, fdatasync still commits at %1 per second, above the %3 per second that %2 rpm allows: the setting was ignored or another cache answers.</source>
        <extracomment>%1 commits per second, %2 rotation rate, %3 the most commits per second it allows</extracomment>
        <translation>S vypnutou vyrovnávacou pamäťou zápisu jednotky fdatasync stále trvalo ukladá %1-krát za sekundu, nad %3 za sekundu, ktoré umožňuje %2 rpm: nastavenie bolo ignorované alebo odpovedá iná vyrovnávacia pamäť.</translation>
    </message>
    <message>
        <source>Each fdatasync sent %2 flushes to %1: flushes reach the device.</source>
        <extracomment>%1 device name, %2 flushes per commit (a decimal number)</extracomment>
        <translation>Vyprázdnenia na %1 pri každom fdatasync: %2 — vyprázdnenia sa dostanú na zariadenie.</translation>
    </message>
    <message>
        <source>Flushes are not reaching %1: fdatasync sent none although the kernel treats the device as write back. Something between DriveProof and the drive swallows them (a hypervisor, a RAID or device-mapper layer).</source>
        <extracomment>%1 device name</extracomment>
        <translation>Vyprázdnenia sa nedostanú na %1: fdatasync neposlal žiadne, hoci jadro považuje zariadenie za write back. Niečo medzi DriveProof a jednotkou ich pohlcuje (hypervízor, vrstva RAID alebo device-mapper).</translation>
    </message>
    <message>
        <source>Flushes are not reaching %1: the kernel treats it as write through (queue/write_cache) and sends it no flushes. If the drive&apos;s own cache is on, committed data can be lost at a power cut.</source>
        <extracomment>%1 device name</extracomment>
        <translation>Vyprázdnenia sa nedostanú na %1: jadro ho považuje za write through (queue/write_cache) a neposiela mu žiadne vyprázdnenia. Ak je vlastná vyrovnávacia pamäť jednotky zapnutá, trvalo uložené dáta sa môžu pri výpadku napájania stratiť.</translation>
    </message>
    <message>
        <source>The kernel sends %1 no flushes while its write cache is off for this half of the test (it treats the device as write through): as expected.</source>
        <extracomment>%1 device name</extracomment>
        <translation>Jadro neposiela %1 žiadne vyprázdnenia, kým je jeho vyrovnávacia pamäť zápisu pre túto polovicu testu vypnutá (považuje zariadenie za write through): podľa očakávania.</translation>
    </message>
    <message>
        <source>Flushes are not reaching %1: the file system is mounted with nobarrier, so the kernel sends no flushes. Committed data can be lost at a power cut.</source>
        <extracomment>%1 device name</extracomment>
        <translation>Vyprázdnenia sa nedostanú na %1: súborový systém je pripojený s nobarrier, takže jadro neposiela žiadne vyprázdnenia. Trvalo uložené dáta sa môžu pri výpadku napájania stratiť.</translation>
    </message>
    <message>
        <source>This drive acknowledges %1 commits per second with its write cache on. Only the power-loss test can tell whether it keeps them.</source>
        <extracomment>%1 commits per second</extracomment>
        <translation>Táto jednotka potvrdzuje %1 trvalých uložení za sekundu so zapnutou vyrovnávacou pamäťou zápisu. Či ich zachová, dokáže zistiť len test straty napájania.</translation>
    </message>
    <message>
        <source>This drive acknowledges %1 commits per second with its write cache on and %2 with it off.</source>
        <extracomment>%1 commits per second with the cache on, %2 with it off</extracomment>
        <translation>Táto jednotka potvrdzuje %1 trvalých uložení za sekundu so zapnutou vyrovnávacou pamäťou zápisu a %2 s vypnutou.</translation>
    </message>
    <message>
        <source>The write rate fell from %1 to %2 after %3 had been written: a cache ran out.</source>
        <extracomment>%1 and %2 transfer rates, %3 an amount of data</extracomment>
        <translation>Rýchlosť zápisu klesla z %1 na %2 po zapísaní %3: vyrovnávacia pamäť sa minula.</translation>
    </message>
    <message>
        <source>The write rate held at about %1 over all %2.</source>
        <extracomment>%1 a transfer rate, %2 an amount of data</extracomment>
        <translation>Rýchlosť zápisu sa držala okolo %1 počas celých %2.</translation>
    </message>
    <message>
        <source>Reads ran at %1 at the start and %2 at the end; the slowest stretch read at %3, at %4.</source>
        <extracomment>%1..%3 transfer rates, %4 a position on the drive (an amount of data)</extracomment>
        <translation>Čítanie bežalo na začiatku rýchlosťou %1 a na konci %2; najpomalší úsek sa čítal rýchlosťou %3, na pozícii %4.</translation>
    </message>
    <message numerus="yes">
        <source>%n stretch(es) read at less than half the median rate: the drive retried there, or remapped sectors slow it down. Look at its health.</source>
        <translation>
            <numerusform>%n úsek sa čítal menej ako polovičnou mediánovou rýchlosťou: jednotka tam opakovala pokusy alebo ju spomaľujú premapované sektory. Pozrite si jej stav.</numerusform>
            <numerusform>%n úseky sa čítali menej ako polovičnou mediánovou rýchlosťou: jednotka tam opakovala pokusy alebo ju spomaľujú premapované sektory. Pozrite si jej stav.</numerusform>
            <numerusform>%n úsekov sa čítalo menej ako polovičnou mediánovou rýchlosťou: jednotka tam opakovala pokusy alebo ju spomaľujú premapované sektory. Pozrite si jej stav.</numerusform>
        </translation>
    </message>
    <message>
        <source>The second pass was %1 times as fast (%2 → %3): the drive moved the data to faster storage while idle.</source>
        <extracomment>%1 how many times faster (a decimal number), %2 and %3 IOPS before and after</extracomment>
        <translation>Druhý prechod bol %1-krát rýchlejší (%2 → %3): jednotka počas nečinnosti presunula dáta do rýchlejšieho úložiska.</translation>
    </message>
    <message>
        <source>The second pass ran at %2 against %1 before: no sign of a cache that promotes hot data while the drive is idle.</source>
        <extracomment>%1 and %2 IOPS of the first and the second pass</extracomment>
        <translation>Druhý prechod bežal rýchlosťou %2 oproti %1 predtým: žiadny náznak vyrovnávacej pamäte, ktorá počas nečinnosti jednotky presúva často používané dáta.</translation>
    </message>
    <message>
        <source>O_DIRECT is not supported on this file system: the run was buffered, so the page cache is in the numbers.</source>
        <translation>O_DIRECT nie je na tomto súborovom systéme podporovaný: beh bol s vyrovnávaním, takže čísla ovplyvnila vyrovnávacia pamäť stránok.</translation>
    </message>
    <message>
        <source>This is a virtual machine (%1): the numbers describe the hypervisor&apos;s storage, not the drive&apos;s.</source>
        <extracomment>%1 the hypervisor, e.g. kvm</extracomment>
        <translation>Toto je virtuálny počítač (%1): čísla popisujú úložisko hypervízora, nie jednotku.</translation>
    </message>
    <message>
        <source>%1 is mounted with barriers off (%2): the kernel sends the drive no flushes, so no commit there is durable.</source>
        <extracomment>%1 mount point, %2 mount options</extracomment>
        <translation>%1 je pripojené s vypnutými bariérami (%2): jadro neposiela jednotke žiadne vyprázdnenia, takže žiadne uloženie tam nie je trvalé.</translation>
    </message>
    <message>
        <source>%L1 %2</source>
        <extracomment>a transfer rate; %L1 the number, %2 its unit (&quot;MB/s&quot; or &quot;MiB/s&quot;)</extracomment>
        <translation>%L1 %2</translation>
    </message>
    <message>
        <source>SATA, link speed unknown</source>
        <translation>SATA, rýchlosť spojenia neznáma</translation>
    </message>
    <message>
        <source>SATA %1 Gb/s</source>
        <extracomment>%1 the SATA link speed in Gb/s, e.g. 6</extracomment>
        <translation>SATA %1 Gb/s</translation>
    </message>
    <message>
        <source>PCIe, link speed unknown</source>
        <translation>PCIe, rýchlosť spojenia neznáma</translation>
    </message>
    <message>
        <source>PCIe %1 x%2</source>
        <extracomment>%1 the PCIe generation (&quot;3.0&quot;), %2 lanes in use</extracomment>
        <translation>PCIe %1 x%2</translation>
    </message>
    <message>
        <source>USB, link speed unknown</source>
        <translation>USB, rýchlosť spojenia neznáma</translation>
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
        <translation>%1 (využiteľných ~%2)</translation>
    </message>
    <message>
        <source>%1 (the drive can do PCIe %2 x%3)</source>
        <extracomment>%1 the PCIe link now (&quot;PCIe 3.0 x2&quot;), %2 PCIe generation (&quot;4.0&quot;), %3 lanes</extracomment>
        <translation>%1 (jednotka zvládne PCIe %2 x%3)</translation>
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
        <translation>pevný disk (%L1 rpm)</translation>
    </message>
    <message>
        <source>hard disk</source>
        <translation>pevný disk</translation>
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
        <translation>jednotka za USB mostíkom</translation>
    </message>
    <message>
        <source>virtual disk</source>
        <translation>virtuálny disk</translation>
    </message>
    <message>
        <source>%1 is more than a %2 link can carry (%3): the link is emulated or misreported (a virtual machine, or a cache in front of the drive), so this number says nothing about the drive.</source>
        <extracomment>%1 a measured transfer rate, %2 the link (&quot;SATA 1.5 Gb/s&quot;), %3 the most it carries</extracomment>
        <translation>%1 je viac, než dokáže preniesť spojenie %2 (%3): spojenie je emulované alebo nesprávne hlásené (virtuálny počítač alebo vyrovnávacia pamäť pred jednotkou), takže toto číslo o jednotke nič nehovorí.</translation>
    </message>
    <message>
        <source>Writes at %1: the limit of its %2 link (%3 at most) — as fast as it can be here.</source>
        <extracomment>%1 a transfer rate, %2 the link (&quot;SATA 6 Gb/s&quot;), %3 what it carries</extracomment>
        <translation>Zapisuje rýchlosťou %1: hranica jej spojenia %2 (najviac %3) – rýchlejšie to tu nejde.</translation>
    </message>
    <message>
        <source>Reads at %1: the limit of its %2 link (%3 at most) — as fast as it can be here.</source>
        <extracomment>%1 a transfer rate, %2 the link (&quot;SATA 6 Gb/s&quot;), %3 what it carries</extracomment>
        <translation>Číta rýchlosťou %1: hranica jej spojenia %2 (najviac %3) – rýchlejšie to tu nejde.</translation>
    </message>
    <message>
        <source>Writes at %1 on a %2 link: the link, not the drive, is the limit (the drive can do %3 Gb/s; check the cable and the port).</source>
        <extracomment>%1 a transfer rate, %2 the link (&quot;SATA 3 Gb/s&quot;), %3 the drive&apos;s fastest SATA speed in Gb/s, e.g. 6</extracomment>
        <translation>Zapisuje rýchlosťou %1 cez spojenie %2: obmedzuje spojenie, nie jednotka (jednotka zvládne %3 Gb/s; skontrolujte kábel a port).</translation>
    </message>
    <message>
        <source>Reads at %1 on a %2 link: the link, not the drive, is the limit (the drive can do %3 Gb/s; check the cable and the port).</source>
        <extracomment>%1 a transfer rate, %2 the link (&quot;SATA 3 Gb/s&quot;), %3 the drive&apos;s fastest SATA speed in Gb/s, e.g. 6</extracomment>
        <translation>Číta rýchlosťou %1 cez spojenie %2: obmedzuje spojenie, nie jednotka (jednotka zvládne %3 Gb/s; skontrolujte kábel a port).</translation>
    </message>
    <message>
        <source>On a USB 2 port: 480 Mb/s holds it to about %1 (measured: %2). A USB 3 port would let it go faster.</source>
        <extracomment>%1 what a USB 2 port allows, a transfer rate; %2 the measured transfer rate</extracomment>
        <translation>Na porte USB 2: 480 Mb/s ju obmedzuje asi na %1 (namerané: %2). Port USB 3 by jej dovolil bežať rýchlejšie.</translation>
    </message>
    <message>
        <source>Reads at %1: SATA SSDs read at %2 to %3 on a 6 Gb/s link, so something other than the link holds this one back (a full or worn drive, power saving, or the file system).</source>
        <extracomment>%1 the measured transfer rate, %2 and %3 the usual range (transfer rates)</extracomment>
        <translation>Číta rýchlosťou %1: disky SSD SATA čítajú cez spojenie 6 Gb/s rýchlosťou %2 až %3, takže túto jednotku brzdí niečo iné než spojenie (plná alebo opotrebovaná jednotka, úspora energie alebo súborový systém).</translation>
    </message>
    <message>
        <source>This NVMe drive runs on %1 although it can do PCIe %2 x%3: the link trained below what the drive and its slot allow (a riser, a dirty contact, or lanes shared with another slot). It carries %4 of the %5 it could.</source>
        <extracomment>%1 the link now (&quot;PCIe 3.0 x2&quot;), %2 PCIe generation, %3 lanes, %4 and %5 transfer rates (what the link carries now, what it could)</extracomment>
        <translation>Táto jednotka NVMe beží na %1, hoci zvládne PCIe %2 x%3: spojenie sa nadviazalo pod tým, čo jednotka a jej slot dovoľujú (riser, špinavý kontakt alebo linky zdieľané s iným slotom). Prenesie %4 z možných %5.</translation>
    </message>
    <message>
        <source>This NVMe drive runs on %1 but can do PCIe %2 x%3: the slot holds it to %4 of the %5 it could use. A slot with more lanes would let it go faster.</source>
        <extracomment>%1 the link now (&quot;PCIe 3.0 x2&quot;), %2 PCIe generation, %3 lanes, %4 and %5 transfer rates (what the slot carries, what the drive could use)</extracomment>
        <translation>Táto jednotka NVMe beží na %1, ale zvládne PCIe %2 x%3: slot ju obmedzuje na %4 z %5, ktoré by mohla využiť. Slot s viacerými linkami by jej dovolil bežať rýchlejšie.</translation>
    </message>
    <message>
        <source>RND4K Q1T1 at %1 is what a %L2 rpm disk does (about %3 to %4): each read waits for a seek and half a turn.</source>
        <extracomment>%1 measured IOPS, %2 rotation rate in rpm, %3 and %4 the usual range of IOPS</extracomment>
        <translation>RND4K Q1T1 s hodnotou %1 zodpovedá disku s %L2 rpm (asi %3 až %4): každé čítanie čaká na presun hlavy a pol otáčky.</translation>
    </message>
    <message>
        <source>RND4K Q1T1 at %1 is faster than a %L2 rpm disk can seek (about %3 to %4): a cache answers these reads, so they say little about the disk.</source>
        <extracomment>%1 measured IOPS, %2 rotation rate in rpm, %3 and %4 the usual range of IOPS</extracomment>
        <translation>RND4K Q1T1 s hodnotou %1 je viac, než disk s %L2 rpm zvládne pri presúvaní hlavy (asi %3 až %4): tieto čítania obsluhuje vyrovnávacia pamäť, takže o disku veľa nehovoria.</translation>
    </message>
    <message>
        <source>Writes fell from %1 to %2 after %3: the end of its fast SLC cache. Copies larger than that run at about %2.</source>
        <extracomment>%1 and %2 transfer rates, %3 an amount of data. SLC: the fast part of an SSD&apos;s flash that takes writes first</extracomment>
        <translation>Zápis klesol z %1 na %2 po %3: minula sa rýchla vyrovnávacia pamäť SLC. Väčšie kopírovanie pobeží rýchlosťou asi %2.</translation>
    </message>
    <message>
        <source>%1 is a loop device without direct I/O: its reads and writes go through the page cache of the file system that holds its backing file, so these numbers describe the page cache (memory), not a drive. Attach it with &apos;losetup --direct-io=on&apos; to measure the drive under the file.</source>
        <extracomment>%1 a loop device, e.g. loop3</extracomment>
        <translation>%1 je zariadenie loop bez priameho I/O: jeho čítania a zápisy idú cez vyrovnávaciu pamäť stránok súborového systému, na ktorom leží jeho súbor, takže tieto čísla opisujú vyrovnávaciu pamäť stránok (pamäť), nie jednotku. Pripojte ho cez &apos;losetup --direct-io=on&apos;, aby ste zmerali jednotku pod súborom.</translation>
    </message>
    <message>
        <source>The run went through the page cache, which serves some requests from memory and sends others to the drive.</source>
        <translation>Beh išiel cez vyrovnávaciu pamäť stránok, ktorá časť požiadaviek obslúži z pamäte a iné pošle na jednotku.</translation>
    </message>
    <message>
        <source>Something else used the drive meanwhile, a cache filled or emptied, or the drive paused to tidy up: run the test again before trusting the numbers.</source>
        <translation>Jednotku medzitým používalo niečo iné, vyrovnávacia pamäť sa zaplnila či vyprázdnila, alebo sa jednotka zastavila kvôli upratovaniu: skôr než číslam uveríte, spustite test znova.</translation>
    </message>
    <message>
        <source>The numbers are unstable: %1 swung between %2 and %4 (typically %3) from one tenth of a second to the next, far more than a drive&apos;s own noise. %5</source>
        <extracomment>%1 a measurement (&quot;SEQ1M Q8T1 read&quot;); %2, %3, %4 rates or IOPS (low, typical, high); %5 why (a sentence)</extracomment>
        <translation>Čísla sú nestabilné: %1 kolísalo medzi %2 a %4 (zvyčajne %3) z jednej desatiny sekundy na ďalšiu, oveľa viac, než je vlastný šum jednotky. %5</translation>
    </message>
    <message>
        <source>%1 is no longer empty (found: %2), so it was not written to. Confirm again with the device&apos;s name.</source>
        <extracomment>%1 device node, %2 what was found, e.g. &quot;gpt, ext4&quot;</extracomment>
        <translation>%1 už nie je prázdne (nájdené: %2), preto sa naň nezapisovalo. Potvrďte znova názvom zariadenia.</translation>
    </message>
    <message>
        <source>No drive was found under the target.</source>
        <translation>Pod cieľom sa nenašiel žiadny disk.</translation>
    </message>
    <message>
        <source>%1 reports no temperature.</source>
        <extracomment>%1 device path</extracomment>
        <translation>%1 neuvádza teplotu.</translation>
    </message>
    <message numerus="yes">
        <source>The drive reached %1 °C and slowed itself down %n time(s) during this test: these numbers are those of a hot drive, not what it does when cool.</source>
        <extracomment>%1 the drive&apos;s highest temperature in °C; %n how often it throttled itself</extracomment>
        <translation>
            <numerusform>Disk dosiahol %1 °C a počas tohto testu sa %n krát sám spomalil: sú to čísla horúceho disku, nie to, čo dokáže studený.</numerusform>
            <numerusform>Disk dosiahol %1 °C a počas tohto testu sa %n krát sám spomalil: sú to čísla horúceho disku, nie to, čo dokáže studený.</numerusform>
            <numerusform>Disk dosiahol %1 °C a počas tohto testu sa %n krát sám spomalil: sú to čísla horúceho disku, nie to, čo dokáže studený.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The drive reached %1 °C and slowed itself down %n time(s) during the sustained write: the drop from %2 to %3 at %4 is heat, not its cache.</source>
        <extracomment>%1 the drive&apos;s highest temperature in °C, %n how often it throttled itself, %2 and %3 transfer rates, %4 an amount of data</extracomment>
        <translation>
            <numerusform>Disk dosiahol %1 °C a počas trvalého zápisu sa %n krát sám spomalil: pokles z %2 na %3 pri %4 je teplo, nie jeho vyrovnávacia pamäť.</numerusform>
            <numerusform>Disk dosiahol %1 °C a počas trvalého zápisu sa %n krát sám spomalil: pokles z %2 na %3 pri %4 je teplo, nie jeho vyrovnávacia pamäť.</numerusform>
            <numerusform>Disk dosiahol %1 °C a počas trvalého zápisu sa %n krát sám spomalil: pokles z %2 na %3 pri %4 je teplo, nie jeho vyrovnávacia pamäť.</numerusform>
        </translation>
    </message>
    <message>
        <source>Drive temperature: %1 °C before the test, %2 °C after.</source>
        <extracomment>%1 and %2 temperatures in °C (&quot;?&quot; when unknown)</extracomment>
        <translation>Teplota disku: %1 °C pred testom, %2 °C po ňom.</translation>
    </message>
    <message numerus="yes">
        <source>The drive slowed itself down for heat %n time(s) during the test, for %1 s in all.</source>
        <extracomment>%n how often the drive throttled itself, %1 seconds it spent throttled</extracomment>
        <translation>
            <numerusform>Disk sa počas testu kvôli teplu %n krát sám spomalil, spolu na %1 s.</numerusform>
            <numerusform>Disk sa počas testu kvôli teplu %n krát sám spomalil, spolu na %1 s.</numerusform>
            <numerusform>Disk sa počas testu kvôli teplu %n krát sám spomalil, spolu na %1 s.</numerusform>
        </translation>
    </message>
    <message>
        <source>The drive did not slow itself down for heat during the test.</source>
        <translation>Disk sa počas testu kvôli teplu nespomalil.</translation>
    </message>
    <message>
        <source>Time above its warning temperature during the test: %1 min; above its critical temperature: %2 min.</source>
        <extracomment>%1 and %2 minutes</extracomment>
        <translation>Čas nad varovnou teplotou počas testu: %1 min; nad kritickou teplotou: %2 min.</translation>
    </message>
    <message>
        <source>The drive&apos;s heat was not read: %1</source>
        <extracomment>%1 why (a sentence)</extracomment>
        <translation>Teplota disku sa neprečítala: %1</translation>
    </message>
</context>
</TS>
