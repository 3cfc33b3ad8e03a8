<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="cs_CZ">
<context>
    <name>DriveProof::Alignment</name>
    <message>
        <source>Partition %1 on %2 starts at byte %3, which is not even on a %4-byte logical sector boundary: the partition table or the kernel&apos;s view of it is damaged. Back up its data, then recreate the partition at sector %5 (e.g. &apos;parted %2 mkpart primary %5s 100%&apos;), and check with &apos;parted %2 align-check optimal %1&apos;.</source>
        <extracomment>%1 partition number, %2 device or image path, %3 start in bytes, %4 logical sector size in bytes, %5 suggested start sector</extracomment>
        <translation>Oddíl %1 na %2 začíná na bajtu %3, který neleží ani na hranici logického sektoru o velikosti %4 bajtů: tabulka oddílů nebo to, jak ji vidí jádro, je poškozené. Zálohujte data oddílu, pak ho vytvořte znovu od sektoru %5 (např. &apos;parted %2 mkpart primary %5s 100%&apos;) a zkontrolujte příkazem &apos;parted %2 align-check optimal %1&apos;.</translation>
    </message>
    <message>
        <source>Partition %1 on %2 starts at sector %3 (byte %4): misaligned by %8 bytes, %5 bytes past a %6-byte physical sector boundary and %8 bytes short of the next. Every write that crosses a boundary costs the drive a read-modify-write. Back up its data, then recreate the partition at sector %7: in fdisk, delete it and create it again with first sector %7, or run &apos;parted %2 mkpart primary %7s 100%&apos; (give its old end instead of 100% if other partitions follow it). Check with &apos;parted %2 align-check optimal %1&apos;.</source>
        <extracomment>%1 partition number, %2 device or image path, %3 start sector, %4 start in bytes, %5 bytes past the physical sector boundary, %6 physical sector size in bytes, %7 suggested start sector, %8 bytes short of the next physical sector boundary. Keep the commands in quotes untranslated.</extracomment>
        <translation>Oddíl %1 na %2 začíná na sektoru %3 (bajt %4): není zarovnaný o %8 bajtů – je %5 bajtů za hranicí fyzického sektoru o velikosti %6 bajtů a %8 bajtů před další hranicí. Každý zápis přes hranici stojí disk cyklus čtení-úprava-zápis. Zálohujte data oddílu, pak ho vytvořte znovu od sektoru %7: ve fdisk ho smažte a vytvořte znovu s prvním sektorem %7, nebo spusťte &apos;parted %2 mkpart primary %7s 100%&apos; (pokud za ním následují další oddíly, uveďte místo 100% jeho dosavadní konec). Zkontrolujte příkazem &apos;parted %2 align-check optimal %1&apos;.</translation>
    </message>
    <message>
        <source>Partition %1 on %2 starts at sector %3 (byte %4). It is aligned to the %5-byte physical sectors, so the drive is not slowed down, but not to 1 MiB, the boundary that partitioning tools use today and that suits SSD erase blocks and RAID stripes. No need to act now; if you recreate the partition one day, start it at sector %6 (e.g. &apos;parted %2 mkpart primary %6s 100%&apos;). Check with &apos;parted %2 align-check optimal %1&apos;.</source>
        <extracomment>%1 partition number, %2 device or image path, %3 start sector, %4 start in bytes, %5 physical sector size in bytes, %6 suggested start sector</extracomment>
        <translation>Oddíl %1 na %2 začíná na sektoru %3 (bajt %4). Je zarovnaný na fyzické sektory o velikosti %5 bajtů, takže disk nezpomaluje, ale ne na 1 MiB – hranici, kterou dnes používají nástroje pro dělení disků a která vyhovuje mazacím blokům SSD a pruhům RAID. Teď není třeba nic dělat; pokud oddíl někdy vytvoříte znovu, začněte ho na sektoru %6 (např. &apos;parted %2 mkpart primary %6s 100%&apos;). Zkontrolujte příkazem &apos;parted %2 align-check optimal %1&apos;.</translation>
    </message>
    <message>
        <source>Partition %1 on %2 starts at sector %3 (byte %4). It is aligned to the %5-byte physical sectors and to 1 MiB, but not to the optimal I/O size of %6 bytes that the device reports, so large writes may be split across stripes. If you recreate the partition, start it at sector %7 (e.g. &apos;parted %2 mkpart primary %7s 100%&apos;). Check with &apos;parted %2 align-check optimal %1&apos;.</source>
        <extracomment>%1 partition number, %2 device or image path, %3 start sector, %4 start in bytes, %5 physical sector size in bytes, %6 optimal I/O size in bytes, %7 suggested start sector</extracomment>
        <translation>Oddíl %1 na %2 začíná na sektoru %3 (bajt %4). Je zarovnaný na fyzické sektory o velikosti %5 bajtů i na 1 MiB, ale ne na optimální velikost I/O %6 bajtů, kterou zařízení hlásí, takže velké zápisy se mohou rozdělit mezi pruhy. Pokud oddíl vytvoříte znovu, začněte ho na sektoru %7 (např. &apos;parted %2 mkpart primary %7s 100%&apos;). Zkontrolujte příkazem &apos;parted %2 align-check optimal %1&apos;.</translation>
    </message>
    <message>
        <source>Partition %1 on %2 starts at sector %3 (byte %4). It is aligned to the %5-byte physical sectors, but neither to 1 MiB nor to the optimal I/O size of %6 bytes that the device reports, so large writes may be split across stripes. If you recreate the partition, start it at sector %7 (e.g. &apos;parted %2 mkpart primary %7s 100%&apos;). Check with &apos;parted %2 align-check optimal %1&apos;.</source>
        <extracomment>%1 partition number, %2 device or image path, %3 start sector, %4 start in bytes, %5 physical sector size in bytes, %6 optimal I/O size in bytes, %7 suggested start sector</extracomment>
        <translation>Oddíl %1 na %2 začíná na sektoru %3 (bajt %4). Je zarovnaný na fyzické sektory o velikosti %5 bajtů, ale ani na 1 MiB, ani na optimální velikost I/O %6 bajtů, kterou zařízení hlásí, takže velké zápisy se mohou rozdělit mezi pruhy. Pokud oddíl vytvoříte znovu, začněte ho na sektoru %7 (např. &apos;parted %2 mkpart primary %7s 100%&apos;). Zkontrolujte příkazem &apos;parted %2 align-check optimal %1&apos;.</translation>
    </message>
    <message>
        <source>Partition %1 on %2 starts at sector %3, which suits the drive&apos;s physical sectors and 1 MiB boundaries. Nothing to do.</source>
        <extracomment>%1 partition number, %2 device or image path, %3 start sector</extracomment>
        <translation>Oddíl %1 na %2 začíná na sektoru %3, což odpovídá fyzickým sektorům disku i hranicím 1 MiB. Není třeba nic dělat.</translation>
    </message>
    <message>
        <source>%1 could not be opened (%2), so these are the partitions the kernel lists for it. Run as root to read the partition table itself.</source>
        <extracomment>%1 device path, %2 the system&apos;s reason</extracomment>
        <translation>%1 se nepodařilo otevřít (%2), proto jsou zobrazeny oddíly, které pro něj uvádí jádro. Chcete-li přečíst samotnou tabulku oddílů, spusťte program jako root.</translation>
    </message>
    <message>
        <source>%1 could not be opened (%2), so these are the partitions the kernel lists for it; the partition table itself was not read.</source>
        <extracomment>%1 device path, %2 the system&apos;s reason</extracomment>
        <translation>%1 se nepodařilo otevřít (%2), proto jsou zobrazeny oddíly, které pro něj uvádí jádro; samotná tabulka oddílů nebyla přečtena.</translation>
    </message>
    <message>
        <source>These are the partitions the kernel lists for %1, because its partition table could not be read: %2</source>
        <extracomment>%1 device path, %2 why the table could not be read (a full sentence)</extracomment>
        <translation>Toto jsou oddíly, které jádro uvádí pro %1, protože jeho tabulku oddílů se nepodařilo přečíst: %2</translation>
    </message>
    <message>
        <source>OK</source>
        <extracomment>alignment verdict: the partition is well aligned</extracomment>
        <translation>OK</translation>
    </message>
    <message>
        <source>Misaligned</source>
        <extracomment>alignment verdict: the partition does not start on a physical sector boundary</extracomment>
        <translation>Nezarovnaný</translation>
    </message>
    <message>
        <source>Cannot open %1 even as root: %2. The system blocks access to it (a container or a security policy).</source>
        <extracomment>%1 device or file, %2 the system&apos;s reason</extracomment>
        <translation>%1 nelze otevřít ani jako root: %2. Systém k němu blokuje přístup (kontejner nebo bezpečnostní politika).</translation>
    </message>
    <message>
        <source>Cannot open %1: %2. Run as root or use sudo.</source>
        <extracomment>%1 device or file, %2 the system&apos;s reason</extracomment>
        <translation>%1 nelze otevřít: %2. Spusťte program jako root nebo použijte sudo.</translation>
    </message>
    <message>
        <source>Cannot open %1: %2. Check the path.</source>
        <extracomment>%1 device or file, %2 the system&apos;s reason</extracomment>
        <translation>%1 nelze otevřít: %2. Zkontrolujte cestu.</translation>
    </message>
    <message>
        <source>Cannot open %1: %2. Check that the drive is connected and the file is readable.</source>
        <extracomment>%1 device or file, %2 the system&apos;s reason</extracomment>
        <translation>%1 nelze otevřít: %2. Zkontrolujte, zda je disk připojený a soubor čitelný.</translation>
    </message>
    <message>
        <source>No partition table for %2-byte sectors found on %1, but there is one for %3-byte sectors. Read it with a logical sector size of %3 bytes.</source>
        <extracomment>%1 image file, %2 sector size asked for, %3 sector size that works (bytes)</extracomment>
        <translation>Na %1 nebyla nalezena tabulka oddílů pro sektory o velikosti %2 bajtů, ale existuje tabulka pro sektory o velikosti %3 bajtů. Načtěte ji s velikostí logického sektoru %3 bajtů.</translation>
    </message>
    <message>
        <source>%1 is a folder. Give a drive such as /dev/sdb or a disk image file.</source>
        <extracomment>%1 the path the user gave</extracomment>
        <translation>%1 je složka. Zadejte disk, např. /dev/sdb, nebo soubor s obrazem disku.</translation>
    </message>
    <message>
        <source>%1 is neither a drive nor a disk image file. Give a drive such as /dev/sdb or a disk image file.</source>
        <extracomment>%1 the path the user gave</extracomment>
        <translation>%1 není disk ani soubor s obrazem disku. Zadejte disk, např. /dev/sdb, nebo soubor s obrazem disku.</translation>
    </message>
    <message>
        <source>No partition table found on %1: the file is empty.</source>
        <extracomment>%1 image file</extracomment>
        <translation>Na %1 nebyla nalezena tabulka oddílů: soubor je prázdný.</translation>
    </message>
    <message>
        <source>%1 is empty: no partition table and no file system, as a new drive arrives. There is nothing to align yet; partitioning tools start the first partition at 1 MiB, which suits this drive.</source>
        <extracomment>%1 device path</extracomment>
        <translation>%1 je prázdný: žádná tabulka oddílů ani souborový systém, tak jak přichází nový disk. Zatím není co zarovnávat; nástroje pro dělení disku začínají první oddíl na 1 MiB, což tomuto disku vyhovuje.</translation>
    </message>
    <message>
        <source>%1 holds its %2 file system written straight onto the whole drive, without a partition table. That is a valid layout, but the drive reports its sector 0 %3 bytes past a physical sector boundary, so the file system&apos;s blocks straddle physical sectors. Only a new layout fixes that: back up, then create a partition table whose first partition starts at 1 MiB.</source>
        <extracomment>%1 device path, %2 file-system type (&quot;ext4&quot;), %3 alignment offset in bytes</extracomment>
        <translation>%1 nese souborový systém %2 zapsaný přímo na celý disk, bez tabulky oddílů. To je platné uspořádání, ale disk hlásí svůj sektor 0 %3 bajtů za hranicí fyzického sektoru, takže bloky souborového systému přesahují fyzické sektory. Napraví to jen nové uspořádání: zálohujte a pak vytvořte tabulku oddílů, jejíž první oddíl začíná na 1 MiB.</translation>
    </message>
    <message>
        <source>%1 holds its %2 file system written straight onto the whole drive, without a partition table. That is a valid layout: the file system starts at byte 0, on a boundary of every sector size, so it is aligned. Nothing to do.</source>
        <extracomment>%1 device path, %2 file-system type (&quot;ext4&quot;)</extracomment>
        <translation>%1 nese souborový systém %2 zapsaný přímo na celý disk, bez tabulky oddílů. To je platné uspořádání: souborový systém začíná na bajtu 0, na hranici každé velikosti sektoru, takže je zarovnaný. Není co dělat.</translation>
    </message>
    <message>
        <source>Acceptable</source>
        <extracomment>alignment verdict: physically aligned (the drive is not slowed down, no need to act now), but not to 1 MiB or the optimal I/O size</extracomment>
        <translation>Přijatelné</translation>
    </message>
    <message>
        <source>No partition table found on %1: it is empty, or holds a file system on the whole of it, which needs none. Check that this is the right disk or image.</source>
        <extracomment>%1 device or image file</extracomment>
        <translation>Na %1 nebyla nalezena tabulka oddílů: je prázdný, nebo nese souborový systém přes celou plochu, který žádnou nepotřebuje. Ověřte, že jde o správný disk nebo obraz.</translation>
    </message>
</context>
<context>
    <name>DriveProof::Cache</name>
    <message numerus="yes">
        <source>The sense data is cut off: %n byte(s) of the 8-byte header arrived.</source>
        <extracomment>%n number of bytes that arrived</extracomment>
        <translation>
            <numerusform>Data sense jsou useknutá: z 8bajtové hlavičky dorazil %n bajt.</numerusform>
            <numerusform>Data sense jsou useknutá: z 8bajtové hlavičky dorazily %n bajty.</numerusform>
            <numerusform>Data sense jsou useknutá: z 8bajtové hlavičky dorazilo %n bajtů.</numerusform>
        </translation>
    </message>
    <message>
        <source>The ATA Status Return descriptor is malformed (length %1h instead of 0Ch).</source>
        <extracomment>%1 the descriptor&apos;s length byte in hex</extracomment>
        <translation>Deskriptor ATA Status Return je chybný (délka %1h místo 0Ch).</translation>
    </message>
    <message>
        <source>The sense data is cut off inside the ATA Status Return descriptor.</source>
        <translation>Data sense jsou useknutá uvnitř deskriptoru ATA Status Return.</translation>
    </message>
    <message>
        <source>The sense data is cut off: it declares %1 bytes but %2 arrived.</source>
        <extracomment>%1 bytes the sense data declares, %2 bytes that arrived</extracomment>
        <translation>Data sense jsou useknutá: deklarují %1 bajtů, ale dorazilo %2.</translation>
    </message>
    <message numerus="yes">
        <source>The fixed-format sense data is cut off: %n byte(s) arrived, at least 14 are needed.</source>
        <extracomment>%n number of bytes that arrived</extracomment>
        <translation>
            <numerusform>Data sense v pevném formátu jsou useknutá: dorazil %n bajt, potřeba je alespoň 14.</numerusform>
            <numerusform>Data sense v pevném formátu jsou useknutá: dorazily %n bajty, potřeba je alespoň 14.</numerusform>
            <numerusform>Data sense v pevném formátu jsou useknutá: dorazilo %n bajtů, potřeba je alespoň 14.</numerusform>
        </translation>
    </message>
    <message>
        <source>The device sent no sense data, so the ATA status of the command is unknown.</source>
        <translation>Zařízení neposlalo žádná data sense, takže stav ATA příkazu není znám.</translation>
    </message>
    <message>
        <source>The sense data has an unknown format (response code %1h): neither descriptor (72h) nor fixed (70h) format.</source>
        <extracomment>%1 the response code byte in hex</extracomment>
        <translation>Data sense mají neznámý formát (kód odpovědi %1h): není to deskriptorový (72h) ani pevný (70h) formát.</translation>
    </message>
    <message>
        <source>sense key %1h, additional sense %2h/%3h</source>
        <extracomment>SCSI sense in hex. %1 sense key, %2 additional sense code, %3 its qualifier</extracomment>
        <translation>klíč sense %1h, doplňkový kód sense %2h/%3h</translation>
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
        <translation>%1 není běžný soubor: zadejte uložený výpis IDENTIFY (512 surových bajtů nebo text z &apos;hdparm --Istdout&apos;).</translation>
    </message>
    <message>
        <source>%1 has %2 bytes: too large for an IDENTIFY dump (512 raw bytes, or about 1300 bytes of text).</source>
        <extracomment>%1 file name, %2 its size in bytes</extracomment>
        <translation>%1 má %2 bajtů: na výpis IDENTIFY je to příliš (512 surových bajtů nebo asi 1300 bajtů textu).</translation>
    </message>
    <message>
        <source>Cannot read %1: %2.</source>
        <extracomment>%1 file name, %2 the system&apos;s reason</extracomment>
        <translation>%1 nelze přečíst: %2.</translation>
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
            <numerusform>Data IDENTIFY musí mít přesně 512 bajtů; tato mají %n bajt.</numerusform>
            <numerusform>Data IDENTIFY musí mít přesně 512 bajtů; tato mají %n bajty.</numerusform>
            <numerusform>Data IDENTIFY musí mít přesně 512 bajtů; tato mají %n bajtů.</numerusform>
        </translation>
    </message>
    <message>
        <source>The IDENTIFY data is all zeros: the drive or its USB bridge returned no data.</source>
        <translation>Data IDENTIFY jsou samé nuly: disk nebo jeho USB můstek nevrátil žádná data.</translation>
    </message>
    <message>
        <source>The IDENTIFY data is all FFh: no drive answered (an empty port, or a bridge without a disk).</source>
        <translation>Data IDENTIFY jsou samé FFh: neodpověděl žádný disk (prázdný port nebo můstek bez disku).</translation>
    </message>
    <message>
        <source>Word 0 is %1h: this is data from an ATAPI device (an optical drive), not IDENTIFY DEVICE data of a disk.</source>
        <extracomment>%1 word 0 in hex</extracomment>
        <translation>Slovo 0 má hodnotu %1h: jsou to data zařízení ATAPI (optické mechaniky), ne data IDENTIFY DEVICE disku.</translation>
    </message>
    <message>
        <source>The IDENTIFY checksum in word 255 is wrong (the 512 bytes sum to %1h, not 00h): the data is damaged or was edited.</source>
        <extracomment>%1 the sum of all bytes modulo 256, in hex</extracomment>
        <translation>Kontrolní součet IDENTIFY ve slově 255 je chybný (součet 512 bajtů je %1h, ne 00h): data jsou poškozená nebo byla upravena.</translation>
    </message>
    <message>
        <source>Words 117-118 give a logical sector size of %1 bytes, which no drive uses: the data is damaged.</source>
        <extracomment>%1 a size in bytes</extracomment>
        <translation>Slova 117-118 udávají velikost logického sektoru %1 bajtů, kterou žádný disk nepoužívá: data jsou poškozená.</translation>
    </message>
    <message>
        <source>Word 106 gives a physical sector size of %1 bytes, which no drive uses: the data is damaged.</source>
        <extracomment>%1 a size in bytes</extracomment>
        <translation>Slovo 106 udává velikost fyzického sektoru %1 bajtů, kterou žádný disk nepoužívá: data jsou poškozená.</translation>
    </message>
    <message>
        <source>Line %1: &apos;%2&apos; is not a word of four hex digits.</source>
        <extracomment>%1 line number, %2 the offending text</extracomment>
        <translation>Řádek %1: &apos;%2&apos; není slovo ze čtyř šestnáctkových číslic.</translation>
    </message>
    <message>
        <source>Line %1: more than 256 words; IDENTIFY data has exactly 256.</source>
        <extracomment>%1 line number</extracomment>
        <translation>Řádek %1: více než 256 slov; data IDENTIFY jich mají přesně 256.</translation>
    </message>
    <message>
        <source>No IDENTIFY words found: expected 256 words of four hex digits, 8 a line, as &apos;hdparm --Istdout&apos; prints them.</source>
        <translation>Nenalezena žádná slova IDENTIFY: očekáváno 256 slov ze čtyř šestnáctkových číslic, 8 na řádek, tak jak je vypisuje &apos;hdparm --Istdout&apos;.</translation>
    </message>
    <message numerus="yes">
        <source>Line %1: the words end after %n word(s); IDENTIFY data has 256.</source>
        <extracomment>%1 line number, %n number of words found</extracomment>
        <translation>
            <numerusform>Řádek %1: slova končí po %n slově; data IDENTIFY jich mají 256.</numerusform>
            <numerusform>Řádek %1: slova končí po %n slovech; data IDENTIFY jich mají 256.</numerusform>
            <numerusform>Řádek %1: slova končí po %n slovech; data IDENTIFY jich mají 256.</numerusform>
        </translation>
    </message>
    <message>
        <source>the device</source>
        <translation>zařízení</translation>
    </message>
    <message>
        <source>%1 does not accept SCSI commands (SG_IO), so %2 cannot reach a drive: it is not a whole SATA, SAS or USB disk (partitions, loop, virtual and NVMe devices have no ATA drive behind them).</source>
        <extracomment>%1 device, %2 ATA command name</extracomment>
        <translation>%1 nepřijímá příkazy SCSI (SG_IO), takže %2 se k disku nedostane: nejde o celý disk SATA, SAS ani USB (oddíly ani zařízení loop, virtuální a NVMe za sebou nemají disk ATA).</translation>
    </message>
    <message>
        <source>Permission denied sending %2 to %1: ATA commands need root or the DriveProof helper.</source>
        <extracomment>%1 device, %2 ATA command name</extracomment>
        <translation>Přístup odepřen při odesílání %2 na %1: příkazy ATA vyžadují oprávnění roota nebo pomocnou službu DriveProof.</translation>
    </message>
    <message>
        <source>Sending %1 to %2 failed: %3.</source>
        <extracomment>%1 ATA command name, %2 device, %3 the system&apos;s error text</extracomment>
        <translation>Odeslání %1 na %2 selhalo: %3.</translation>
    </message>
    <message>
        <source>The drive in %1 refused %2 (ABORT): it does not support this command or setting (%3).</source>
        <extracomment>%1 device, %2 ATA command name, %3 technical details</extracomment>
        <translation>Disk v %1 odmítl %2 (ABORT): tento příkaz nebo nastavení nepodporuje (%3).</translation>
    </message>
    <message>
        <source>The drive in %1 reported an error for %2 (%3); check its health and cabling, then try again.</source>
        <extracomment>%1 device, %2 ATA command name, %3 technical details</extracomment>
        <translation>Disk v %1 ohlásil chybu u %2 (%3); zkontrolujte jeho stav a kabeláž a zkuste to znovu.</translation>
    </message>
    <message>
        <source>%1 rejected %2: the disk or its USB bridge does not pass ATA commands through (SAT) (%3).</source>
        <extracomment>%1 device, %2 ATA command name, %3 technical details</extracomment>
        <translation>%1 odmítlo %2: disk nebo jeho USB můstek nepředává příkazy ATA (SAT) (%3).</translation>
    </message>
    <message>
        <source>%1 did not run %2 (%3).</source>
        <extracomment>%1 device, %2 ATA command name, %3 technical details</extracomment>
        <translation>%1 neprovedlo %2 (%3).</translation>
    </message>
    <message>
        <source>%1 timed out on %2: the drive did not answer.</source>
        <extracomment>%1 ATA command name, %2 device</extracomment>
        <translation>Vypršel časový limit %1 na %2: disk neodpověděl.</translation>
    </message>
    <message>
        <source>%1 did not reach the drive in %2 (host status %3, driver status %4).</source>
        <extracomment>%1 ATA command name, %2 device, %3 / %4 numbers from the kernel</extracomment>
        <translation>%1 se nedostal k disku v %2 (stav hostitele %3, stav ovladače %4).</translation>
    </message>
    <message>
        <source>%1 failed on %2 with SCSI status %3h and no sense data.</source>
        <extracomment>%1 ATA command name, %2 device, %3 SCSI status byte</extracomment>
        <translation>%1 na %2 selhal se stavem SCSI %3h a bez dat sense.</translation>
    </message>
    <message>
        <source>The drive in %1 reports no volatile write cache that can be switched (IDENTIFY word 82 bit 5).</source>
        <extracomment>%1 device</extracomment>
        <translation>Disk v %1 nehlásí žádnou nestálou mezipaměť zápisu, kterou lze přepínat (slovo IDENTIFY 82, bit 5).</translation>
    </message>
    <message>
        <source>The drive in %1 accepted the command but still reports its write cache as off.</source>
        <extracomment>%1 device</extracomment>
        <translation>Disk v %1 příkaz přijal, ale stále hlásí mezipaměť zápisu jako vypnutou.</translation>
    </message>
    <message>
        <source>The drive in %1 accepted the command but still reports its write cache as on.</source>
        <extracomment>%1 device</extracomment>
        <translation>Disk v %1 příkaz přijal, ale stále hlásí mezipaměť zápisu jako zapnutou.</translation>
    </message>
    <message>
        <source>The drive %1 accepted the change but still reports its write cache as off.</source>
        <extracomment>%1 device path</extracomment>
        <translation>Disk %1 změnu přijal, ale stále hlásí mezipaměť zápisu jako vypnutou.</translation>
    </message>
    <message>
        <source>The drive %1 accepted the change but still reports its write cache as on.</source>
        <extracomment>%1 device path</extracomment>
        <translation>Disk %1 změnu přijal, ale stále hlásí mezipaměť zápisu jako zapnutou.</translation>
    </message>
    <message>
        <source>The Identify Controller data has %1 bytes instead of %2.</source>
        <extracomment>%1 bytes received, %2 bytes expected</extracomment>
        <translation>Data Identify Controller mají %1 bajtů místo %2.</translation>
    </message>
    <message>
        <source>The NVMe health log has %1 bytes instead of %2.</source>
        <extracomment>%1 bytes received, %2 bytes expected</extracomment>
        <translation>Protokol stavu NVMe má %1 bajtů místo %2.</translation>
    </message>
    <message>
        <source>The drive does not support this admin command.</source>
        <translation>Disk tento administrativní příkaz nepodporuje.</translation>
    </message>
    <message>
        <source>The drive cannot save its write cache setting, so a change lasts only until the next power cycle.</source>
        <translation>Disk nemůže uložit nastavení mezipaměti zápisu, takže změna platí jen do příštího vypnutí napájení.</translation>
    </message>
    <message>
        <source>The drive does not allow its write cache setting to be changed.</source>
        <translation>Disk nedovoluje změnit nastavení mezipaměti zápisu.</translation>
    </message>
    <message>
        <source>The drive does not provide the SMART / health log.</source>
        <translation>Disk neposkytuje protokol SMART / stavu.</translation>
    </message>
    <message>
        <source>The drive does not support saving its write cache setting.</source>
        <translation>Disk nepodporuje uložení nastavení mezipaměti zápisu.</translation>
    </message>
    <message>
        <source>The drive has no volatile write cache to read or change.</source>
        <translation>Disk nemá žádnou nestálou mezipaměť zápisu, kterou by bylo možné číst nebo měnit.</translation>
    </message>
    <message>
        <source>The drive rejected a field of the command.</source>
        <translation>Disk odmítl pole příkazu.</translation>
    </message>
    <message>
        <source>The drive reported an internal error; check its health and try again.</source>
        <translation>Disk ohlásil vnitřní chybu; zkontrolujte jeho stav a zkuste to znovu.</translation>
    </message>
    <message>
        <source>The drive rejected the command.</source>
        <translation>Disk příkaz odmítl.</translation>
    </message>
    <message>
        <source>%1 (NVMe status %2)</source>
        <extracomment>%1 a sentence saying what the drive did and what to do; %2 the raw NVMe status code type and status code, e.g. &quot;SCT 1h, SC 0Dh&quot;</extracomment>
        <translation>%1 (stav NVMe %2)</translation>
    </message>
    <message>
        <source>The device does not accept NVMe admin commands (it is not an NVMe drive).</source>
        <translation>Zařízení nepřijímá administrativní příkazy NVMe (není to disk NVMe).</translation>
    </message>
    <message>
        <source>Permission denied: run as root or through the DriveProof helper.</source>
        <translation>Přístup odepřen: spusťte program jako root nebo přes pomocnou službu DriveProof.</translation>
    </message>
    <message>
        <source>The device is gone; reconnect it and try again.</source>
        <translation>Zařízení zmizelo; připojte ho znovu a zkuste to znovu.</translation>
    </message>
    <message>
        <source>The drive did not answer in time; try again.</source>
        <translation>Disk neodpověděl včas; zkuste to znovu.</translation>
    </message>
    <message>
        <source>%1 failed on %2: %3</source>
        <extracomment>%1 NVMe command name, %2 device path, %3 the reason and what to do
----------
%1 SCSI command name, %2 device path, %3 the reason and what to do</extracomment>
        <translation>%1 na %2 selhal: %3</translation>
    </message>
    <message>
        <source>The data %1 returned could not be decoded: %2</source>
        <extracomment>%1 device path, %2 what is wrong with the data</extracomment>
        <translation>Data vrácená z %1 nelze dekódovat: %2</translation>
    </message>
    <message>
        <source>The drive does not report whether its write cache setting can be saved (no Select / Save support), so a change lasts only until the next power cycle.</source>
        <translation>Disk neuvádí, zda lze nastavení mezipaměti zápisu uložit (chybí podpora Select / Save), takže změna platí jen do příštího vypnutí napájení.</translation>
    </message>
    <message>
        <source>The drive %1 has no volatile write cache to switch.</source>
        <extracomment>%1 device path</extracomment>
        <translation>Disk %1 nemá žádnou nestálou mezipaměť zápisu, kterou by šlo přepnout.</translation>
    </message>
    <message>
        <source>The drive %1 does not allow its write cache to be switched.</source>
        <extracomment>%1 device path</extracomment>
        <translation>Disk %1 nedovoluje přepínat mezipaměť zápisu.</translation>
    </message>
    <message>
        <source>The drive %1 cannot save its write cache setting, so the change cannot be kept after a power cycle. Switch it without keeping it instead.</source>
        <extracomment>%1 device path</extracomment>
        <translation>Disk %1 nemůže uložit nastavení mezipaměti zápisu, takže změnu nelze zachovat po vypnutí napájení. Místo toho ji přepněte bez zachování.</translation>
    </message>
    <message>
        <source>The mode page header at byte %1 is cut off.</source>
        <extracomment>%1 byte offset in the drive&apos;s reply</extracomment>
        <translation>Hlavička stránky režimu na bajtu %1 je useknutá.</translation>
    </message>
    <message>
        <source>Mode page %1h claims %2 bytes but only %3 are present.</source>
        <extracomment>%1 page code in hex, %2 its length in bytes, %3 bytes actually present</extracomment>
        <translation>Stránka režimu %1h deklaruje %2 bajtů, ale přítomno je jen %3.</translation>
    </message>
    <message>
        <source>The MODE SENSE reply has %1 bytes, fewer than the 8-byte mode parameter header.</source>
        <extracomment>%1 number of bytes received</extracomment>
        <translation>Odpověď MODE SENSE má %1 bajtů, méně než 8bajtová hlavička parametrů režimu.</translation>
    </message>
    <message>
        <source>The MODE SENSE reply declares a mode data length of %1, too short for its own header.</source>
        <extracomment>%1 the mode data length field of the reply</extracomment>
        <translation>Odpověď MODE SENSE deklaruje délku dat režimu %1, což nestačí ani na její vlastní hlavičku.</translation>
    </message>
    <message>
        <source>The MODE SENSE reply&apos;s block descriptors (%1 bytes) leave no room for a mode page in its %2 bytes.</source>
        <extracomment>%1 block descriptor length, %2 bytes present</extracomment>
        <translation>Deskriptory bloků v odpovědi MODE SENSE (%1 bajtů) nenechávají v jejích %2 bajtech místo pro stránku režimu.</translation>
    </message>
    <message>
        <source>The caching mode page is too short to hold the WCE bit.</source>
        <translation>Stránka režimu mezipaměti je příliš krátká na to, aby obsahovala bit WCE.</translation>
    </message>
    <message>
        <source>The MODE SENSE reply does not contain the caching mode page (08h).</source>
        <translation>Odpověď MODE SENSE neobsahuje stránku režimu mezipaměti (08h).</translation>
    </message>
    <message>
        <source>A new caching page can only be built from the current, complete caching page.</source>
        <translation>Novou stránku mezipaměti lze sestavit jen z aktuální, úplné stránky mezipaměti.</translation>
    </message>
    <message>
        <source>The drive reported an error but sent no sense data.</source>
        <translation>Disk ohlásil chybu, ale neposlal žádná data sense.</translation>
    </message>
    <message>
        <source>The drive&apos;s fixed-format sense data is cut off.</source>
        <translation>Data sense disku v pevném formátu jsou useknutá.</translation>
    </message>
    <message>
        <source>The drive&apos;s descriptor-format sense data is cut off.</source>
        <translation>Data sense disku v deskriptorovém formátu jsou useknutá.</translation>
    </message>
    <message>
        <source>The drive sent sense data in an unknown format (response code %1h).</source>
        <extracomment>%1 the response code byte in hex</extracomment>
        <translation>Disk poslal data sense v neznámém formátu (kód odpovědi %1h).</translation>
    </message>
    <message>
        <source>The drive does not support saving this page, so a change lasts only until the next power cycle.</source>
        <translation>Disk nepodporuje uložení této stránky, takže změna platí jen do příštího vypnutí napájení.</translation>
    </message>
    <message>
        <source>The drive does not support the MODE SENSE(10) and MODE SELECT(10) commands, so its cache cannot be read or changed this way.</source>
        <translation>Disk nepodporuje příkazy MODE SENSE(10) a MODE SELECT(10), takže jeho mezipaměť nelze tímto způsobem číst ani měnit.</translation>
    </message>
    <message>
        <source>The drive rejected the MODE SELECT command.</source>
        <translation>Disk odmítl příkaz MODE SELECT.</translation>
    </message>
    <message>
        <source>The drive does not report the caching mode page.</source>
        <translation>Disk nehlásí stránku režimu mezipaměti.</translation>
    </message>
    <message>
        <source>The drive refused the new caching page: it does not let this setting be changed.</source>
        <translation>Disk odmítl novou stránku mezipaměti: nedovoluje toto nastavení změnit.</translation>
    </message>
    <message>
        <source>The drive reported a reset or a changed setting; try again.</source>
        <translation>Disk ohlásil reset nebo změněné nastavení; zkuste to znovu.</translation>
    </message>
    <message>
        <source>The drive is not ready (stopped, starting or without medium); try again in a moment.</source>
        <translation>Disk není připraven (zastavený, spouští se nebo bez média); zkuste to za chvíli znovu.</translation>
    </message>
    <message>
        <source>The drive is write protected.</source>
        <translation>Disk je chráněn proti zápisu.</translation>
    </message>
    <message>
        <source>The drive reported a hardware or medium error; check its health.</source>
        <translation>Disk ohlásil chybu hardwaru nebo média; zkontrolujte jeho stav.</translation>
    </message>
    <message>
        <source>The drive aborted the command; try again.</source>
        <translation>Disk příkaz přerušil; zkuste to znovu.</translation>
    </message>
    <message>
        <source>The drive reported an error.</source>
        <translation>Disk ohlásil chybu.</translation>
    </message>
    <message>
        <source>%1 (%2, %3)</source>
        <extracomment>%1 a sentence saying what the drive did and what to do; %2 SCSI sense key name, %3 additional sense code and its name, e.g. &quot;24h/00h INVALID FIELD IN CDB&quot;</extracomment>
        <translation>%1 (%2, %3)</translation>
    </message>
    <message>
        <source>The device does not accept SCSI commands, so its drive-level write cache cannot be read or changed this way.</source>
        <translation>Zařízení nepřijímá příkazy SCSI, takže mezipaměť zápisu na úrovni disku nelze tímto způsobem číst ani měnit.</translation>
    </message>
    <message>
        <source>The drive did not answer in time; check its cable and power.</source>
        <translation>Disk neodpověděl včas; zkontrolujte jeho kabel a napájení.</translation>
    </message>
    <message>
        <source>The connection to the drive failed (host status %1h); check its cable and power.</source>
        <extracomment>%1 the Linux host status code in hex</extracomment>
        <translation>Spojení s diskem selhalo (stav hostitele %1h); zkontrolujte kabel a napájení.</translation>
    </message>
    <message>
        <source>The drive is busy; try again in a moment.</source>
        <translation>Disk je zaneprázdněn; zkuste to za chvíli znovu.</translation>
    </message>
    <message>
        <source>The drive returned SCSI status %1h without sense data.</source>
        <extracomment>%1 SCSI status byte in hex</extracomment>
        <translation>Disk vrátil stav SCSI %1h bez dat sense.</translation>
    </message>
    <message>
        <source>The caching mode page of %1 could not be decoded: %2</source>
        <extracomment>%1 device path, %2 what is wrong with the reply</extracomment>
        <translation>Stránku režimu mezipaměti %1 nelze dekódovat: %2</translation>
    </message>
    <message>
        <source>The drive %1 does not allow its write cache to be switched (its caching page marks WCE as not changeable).</source>
        <extracomment>%1 device path</extracomment>
        <translation>Disk %1 nedovoluje přepínat mezipaměť zápisu (jeho stránka mezipaměti označuje WCE jako neměnný).</translation>
    </message>
    <message>
        <source>The drive %1 cannot save its caching page, so the change cannot be kept after a power cycle. Switch it without keeping it instead.</source>
        <extracomment>%1 device path</extracomment>
        <translation>Disk %1 nemůže uložit svou stránku mezipaměti, takže změnu nelze zachovat po vypnutí napájení. Místo toho ji přepněte bez zachování.</translation>
    </message>
    <message>
        <source>%1 is not a whole SCSI disk; only those can be asked to re-read their caching page.</source>
        <extracomment>%1 kernel block device name</extracomment>
        <translation>%1 není celý disk SCSI; jen takové disky lze požádat o opětovné načtení stránky mezipaměti.</translation>
    </message>
    <message>
        <source>Could not ask the kernel to re-read the settings of %1: %2. Its view of the write cache may be out of date until the next reboot.</source>
        <extracomment>%1 kernel block device name, %2 system error text</extracomment>
        <translation>Nepodařilo se požádat jádro o opětovné načtení nastavení %1: %2. Informace jádra o mezipaměti zápisu může být až do příštího restartu zastaralá.</translation>
    </message>
    <message>
        <source>udisks2 could not save the write-cache setting: %1. The change lasts only until the next power cycle.</source>
        <extracomment>%1 udisks2&apos;s error message</extracomment>
        <translation>udisks2 nemohl uložit nastavení mezipaměti zápisu: %1. Změna platí jen do příštího vypnutí napájení.</translation>
    </message>
    <message>
        <source>%1 is a file used as a drive (%2): the drive-level write cache does not apply; the kernel&apos;s view shows whether it passes flushes on to the file.</source>
        <extracomment>%1 device path, %2 the file behind the loop device</extracomment>
        <translation>%1 je soubor používaný jako disk (%2): mezipaměť zápisu na úrovni disku se zde neuplatní; pohled jádra ukazuje, zda zařízení předává vyprázdnění do souboru.</translation>
    </message>
    <message>
        <source>%1 is a virtual disk: the real drive and its cache are on the host, out of reach from this machine. Only the kernel&apos;s view is shown; whether flushes reach the host&apos;s drive depends on the hypervisor&apos;s cache mode.</source>
        <extracomment>%1 device path</extracomment>
        <translation>%1 je virtuální disk: skutečný disk a jeho mezipaměť jsou na hostiteli, mimo dosah tohoto počítače. Zobrazen je jen pohled jádra; zda vyprázdnění dorazí na disk hostitele, závisí na režimu mezipaměti hypervizoru.</translation>
    </message>
    <message>
        <source>%1 takes no drive commands: the drive-level write cache does not apply, only the kernel&apos;s view.</source>
        <extracomment>%1 device path</extracomment>
        <translation>%1 nepřijímá příkazy pro disky: mezipaměť zápisu na úrovni disku se neuplatní, jen pohled jádra.</translation>
    </message>
    <message>
        <source>DriveProof does not know how to ask %1 about its write cache (unknown transport).</source>
        <extracomment>%1 device path</extracomment>
        <translation>DriveProof neví, jak se %1 zeptat na mezipaměť zápisu (neznámé rozhraní).</translation>
    </message>
    <message>
        <source>%1 is a virtual disk (%2): the write cache it reports is the hypervisor&apos;s emulation. Whether a flush reaches a real drive depends on the hypervisor&apos;s cache mode on the host.</source>
        <extracomment>%1 device path, %2 who emulates the disk: &quot;QEMU&quot;, &quot;VMware&quot;, &quot;Hyper-V&quot;, &quot;virtio&quot;...</extracomment>
        <translation>%1 je virtuální disk (%2): hlášená mezipaměť zápisu je emulace hypervizoru. Zda vyprázdnění dorazí na skutečný disk, závisí na režimu mezipaměti hypervizoru na hostiteli.</translation>
    </message>
    <message>
        <source>The kernel says write through but the drive&apos;s cache is on: the kernel no longer sends flushes, so committed data can be lost at a power cut. Switch the drive&apos;s cache off, or let the kernel re-read the drive&apos;s setting.</source>
        <translation>Jádro uvádí write through, ale mezipaměť disku je zapnutá: jádro už neposílá požadavky na vyprázdnění, takže uložená data se mohou při výpadku napájení ztratit. Vypněte mezipaměť disku, nebo nechte jádro znovu načíst nastavení disku.</translation>
    </message>
    <message>
        <source>The kernel still sends flushes although the drive&apos;s cache is off: safe, only slightly slower.</source>
        <translation>Jádro stále posílá požadavky na vyprázdnění, přestože mezipaměť disku je vypnutá: je to bezpečné, jen o něco pomalejší.</translation>
    </message>
    <message>
        <source>The cache is off now, but the saved setting switches it back on at the next power cycle.</source>
        <translation>Mezipaměť je teď vypnutá, ale zachované nastavení ji při příštím zapnutí napájení opět zapne.</translation>
    </message>
    <message>
        <source>The cache is on now, but the saved setting switches it off at the next power cycle.</source>
        <translation>Mezipaměť je teď zapnutá, ale zachované nastavení ji při příštím zapnutí napájení vypne.</translation>
    </message>
    <message>
        <source>%1 cannot keep this setting after a power cycle here, so nothing was changed. Switch it without &quot;keep after reboot&quot;: it then lasts until the next power cycle.</source>
        <extracomment>%1 device path</extracomment>
        <translation>%1 zde nemůže toto nastavení zachovat po vypnutí napájení, proto se nic nezměnilo. Přepněte ji bez volby „Zachovat po restartu“: pak platí do příštího vypnutí napájení.</translation>
    </message>
    <message>
        <source>%1 has no volatile write cache that can be switched.</source>
        <extracomment>%1 device path</extracomment>
        <translation>%1 nemá žádnou nestálou mezipaměť zápisu, kterou lze přepnout.</translation>
    </message>
    <message>
        <source>%1 does not allow its write cache setting to be changed.</source>
        <extracomment>%1 device path</extracomment>
        <translation>%1 nedovoluje změnit nastavení mezipaměti zápisu.</translation>
    </message>
    <message>
        <source>The helper&apos;s write-cache reply names no device.</source>
        <translation>Odpověď pomocné služby o mezipaměti zápisu neuvádí žádné zařízení.</translation>
    </message>
    <message>
        <source>Whether the write cache of %1 is on could not be read: %2</source>
        <extracomment>%1 device path, %2 the error the drive or the kernel gave</extracomment>
        <translation>Nepodařilo se přečíst, zda je mezipaměť zápisu %1 zapnutá: %2</translation>
    </message>
    <message>
        <source>Whether the write cache of %1 can be switched could not be read: %2</source>
        <extracomment>%1 device path, %2 the error the drive or the kernel gave</extracomment>
        <translation>Nepodařilo se přečíst, zda lze mezipaměť zápisu %1 přepínat: %2</translation>
    </message>
    <message>
        <source>The saved write cache setting of %1 could not be read: %2</source>
        <extracomment>%1 device path, %2 the error the drive or the kernel gave</extracomment>
        <translation>Zachované nastavení mezipaměti zápisu %1 se nepodařilo přečíst: %2</translation>
    </message>
    <message>
        <source>Finding %1 (%2)</source>
        <extracomment>a finding this version does not know (from a newer helper); %1 its code, %2 its arguments</extracomment>
        <translation>Zjištění %1 (%2)</translation>
    </message>
    <message>
        <source>write back</source>
        <extracomment>the kernel&apos;s view of a drive&apos;s cache (queue/write_cache): it sends flushes</extracomment>
        <translation>zpožděný zápis</translation>
    </message>
    <message>
        <source>write through</source>
        <extracomment>the kernel&apos;s view of a drive&apos;s cache (queue/write_cache): it sends no flushes</extracomment>
        <translation>přímý zápis</translation>
    </message>
    <message>
        <source>The helper&apos;s write-cache reply has findings in a form this version does not read. Restart DriveProof after an update.</source>
        <translation>Odpověď pomocné služby o mezipaměti zápisu obsahuje zjištění ve tvaru, který tato verze neumí přečíst. Po aktualizaci DriveProof restartujte.</translation>
    </message>
    <message>
        <source>The helper&apos;s write-cache reply has a finding without a code. Restart DriveProof after an update.</source>
        <translation>Odpověď pomocné služby o mezipaměti zápisu obsahuje zjištění bez kódu. Po aktualizaci DriveProof restartujte.</translation>
    </message>
    <message>
        <source>A self-test is already running on the drive.</source>
        <translation>Na disku už běží autotest.</translation>
    </message>
</context>
<context>
    <name>DriveProof::Capacity</name>
    <message>
        <source>Writing records</source>
        <translation>Zápis záznamů</translation>
    </message>
    <message>
        <source>Pushing the drive&apos;s cache out</source>
        <translation>Vytlačení mezipaměti disku</translation>
    </message>
    <message>
        <source>Reading back</source>
        <translation>Zpětné čtení</translation>
    </message>
    <message>
        <source>Closing in on the boundary</source>
        <translation>Zužování hranice</translation>
    </message>
    <message>
        <source>records written elsewhere (wrap-around)</source>
        <translation>záznamy zapsané jinam (přetočení)</translation>
    </message>
    <message>
        <source>zeros</source>
        <translation>nuly</translation>
    </message>
    <message>
        <source>not what was written</source>
        <translation>ne to, co bylo zapsáno</translation>
    </message>
    <message>
        <source>damaged records</source>
        <translation>poškozené záznamy</translation>
    </message>
    <message>
        <source>read errors</source>
        <translation>chyby čtení</translation>
    </message>
    <message>
        <source>Usable size proved: %1 (%2 bytes).</source>
        <extracomment>%1 a size, e.g. &quot;62.1 GB&quot;, %2 the same in bytes</extracomment>
        <translation>Prokázaná použitelná velikost: %1 (%2 bajtů).</translation>
    </message>
    <message>
        <source>First bad block at byte %1; the boundary is known to within %2.</source>
        <extracomment>%1 a byte offset as a number, %2 a size, e.g. &quot;4 kB&quot;</extracomment>
        <translation>První vadný blok na bajtu %1; hranice je známa s přesností %2.</translation>
    </message>
    <message numerus="yes">
        <source>%n write request(s), %1 written, in %2 s.</source>
        <extracomment>%n write requests, %1 a size, e.g. &quot;1.1 GB&quot;, %2 seconds, e.g. &quot;12.5&quot;</extracomment>
        <translation>
            <numerusform>%n požadavek na zápis, zapsáno %1, za %2 s.</numerusform>
            <numerusform>%n požadavky na zápis, zapsáno %1, za %2 s.</numerusform>
            <numerusform>%n požadavků na zápis, zapsáno %1, za %2 s.</numerusform>
        </translation>
    </message>
    <message>
        <source>Genuine: every record written across all %1 bytes (%2) read back where it was written.</source>
        <extracomment>%1 the drive&apos;s size in bytes as a number, %2 the same size short, e.g. &quot;1.0 TB&quot;</extracomment>
        <translation>Pravý: každý záznam zapsaný přes všech %1 bajtů (%2) byl přečten tam, kam byl zapsán.</translation>
    </message>
    <message>
        <source>Fake: only the first %1 are real; writes beyond that land at the start again (wrap-around). The drive claims %2.</source>
        <extracomment>%1 the real size, e.g. &quot;62.1 GB&quot;, %2 the size the drive claims, e.g. &quot;128.0 GB&quot;</extracomment>
        <translation>Padělek: skutečných je jen prvních %1; zápisy za touto hranicí dopadají znovu na začátek (přetočení). Disk udává %2.</translation>
    </message>
    <message>
        <source>Fake: writes beyond %1 are thrown away. The drive claims %2.</source>
        <extracomment>%1 where the real part ends, e.g. &quot;120.3 GB&quot;, %2 the size the drive claims</extracomment>
        <translation>Padělek: zápisy za %1 se zahazují. Disk udává %2.</translation>
    </message>
    <message numerus="yes">
        <source>Damaged: %n block(s) did not hold what was written, the first at %1.</source>
        <extracomment>%n how many blocks, %1 the position of the first one, e.g. &quot;3.2 GB&quot;</extracomment>
        <translation>
            <numerusform>Poškozený: %n blok neobsahoval to, co bylo zapsáno, první na %1.</numerusform>
            <numerusform>Poškozený: %n bloky neobsahovaly to, co bylo zapsáno, první na %1.</numerusform>
            <numerusform>Poškozený: %n bloků neobsahovalo to, co bylo zapsáno, první na %1.</numerusform>
        </translation>
    </message>
    <message>
        <source>Could not decide: the test was cancelled.</source>
        <translation>Nelze rozhodnout: test byl zrušen.</translation>
    </message>
    <message>
        <source>Could not decide: the drive did not accept a flush of its cache.</source>
        <translation>Nelze rozhodnout: disk nepřijal vyprázdnění své mezipaměti.</translation>
    </message>
    <message>
        <source>Could not decide: the device is too small to test.</source>
        <translation>Nelze rozhodnout: zařízení je na test příliš malé.</translation>
    </message>
    <message>
        <source>Could not decide: nothing that was written could be read back.</source>
        <translation>Nelze rozhodnout: nic ze zapsaného nešlo přečíst zpět.</translation>
    </message>
    <message>
        <source>The drive was reset before reading back: what its controller kept in memory was lost.</source>
        <translation>Disk byl před zpětným čtením resetován: co jeho řadič držel v paměti, se ztratilo.</translation>
    </message>
    <message>
        <source>The drive was reset before reading back but did not come back.</source>
        <translation>Disk byl před zpětným čtením resetován, ale nevrátil se.</translation>
    </message>
    <message>
        <source>Not reset before reading back: this device cannot be reset.</source>
        <translation>Před zpětným čtením bez resetu: toto zařízení nelze resetovat.</translation>
    </message>
    <message>
        <source>Not reset before reading back: only a USB drive can be reset on its own.</source>
        <translation>Před zpětným čtením bez resetu: samostatně lze resetovat jen disk USB.</translation>
    </message>
    <message>
        <source>Not reset before reading back: only a run as root can reset a USB drive (sudo driveproof-cli capacity).</source>
        <translation>Před zpětným čtením bez resetu: disk USB může resetovat jen běh pod rootem (sudo driveproof-cli capacity).</translation>
    </message>
    <message>
        <source>Not reset before reading back: a partition was checked, and a reset would touch the whole drive.</source>
        <translation>Před zpětným čtením bez resetu: kontrolovala se partice a reset by zasáhl celý disk.</translation>
    </message>
    <message>
        <source>Not reset before reading back: its USB device carries other drives too.</source>
        <translation>Před zpětným čtením bez resetu: jeho zařízení USB nese i další disky.</translation>
    </message>
    <message>
        <source>Not reset before reading back: the kernel refused (%1).</source>
        <extracomment>%1 the system&apos;s error message, e.g. &quot;Operation not permitted&quot;</extracomment>
        <translation>Před zpětným čtením bez resetu: jádro odmítlo (%1).</translation>
    </message>
    <message>
        <source>Waiting for the drive&apos;s cache to write back</source>
        <translation>Čekání, až disk zapíše obsah své mezipaměti</translation>
    </message>
</context>
<context>
    <name>DriveProof::Cli</name>
    <message>
        <source>Logical sector size in bytes (images: 512).</source>
        <translation>Velikost logického sektoru v bajtech (obrazy: 512).</translation>
    </message>
    <message>
        <source>Physical sector size in bytes (images: 4096).</source>
        <translation>Velikost fyzického sektoru v bajtech (obrazy: 4096).</translation>
    </message>
    <message>
        <source>Optimal I/O size in bytes, 0 = not reported (images: 0).</source>
        <translation>Optimální velikost I/O v bajtech, 0 = nehlášeno (obrazy: 0).</translation>
    </message>
    <message>
        <source>Bytes from LBA 0 to the next physical sector boundary (images: 0).</source>
        <translation>Počet bajtů od LBA 0 k další hranici fyzického sektoru (obrazy: 0).</translation>
    </message>
    <message>
        <source>%1 %2 is not a number of bytes. Give a whole number such as 4096.</source>
        <extracomment>%1 option name, %2 the value given</extracomment>
        <translation>%1 %2 není počet bajtů. Zadejte celé číslo, např. 4096.</translation>
    </message>
    <message>
        <source>%1 %2 is not a valid block size. Give a power of two from 512 to 1048576 bytes, e.g. 4096.</source>
        <extracomment>%1 option name, %2 the value given</extracomment>
        <translation>%1 %2 není platná velikost bloku. Zadejte mocninu dvou od 512 do 1048576 bajtů, např. 4096.</translation>
    </message>
    <message>
        <source>--physical-block-size %1 is smaller than --logical-block-size %2: a physical sector holds one or more logical sectors.</source>
        <extracomment>%1 physical size given, %2 logical size given</extracomment>
        <translation>--physical-block-size %1 je menší než --logical-block-size %2: fyzický sektor obsahuje jeden nebo více logických sektorů.</translation>
    </message>
    <message>
        <source>--physical-block-size %1 is smaller than the %3-byte logical sectors of %2: a physical sector holds one or more logical sectors.</source>
        <extracomment>%1 physical size given, %2 device, %3 its logical sector size</extracomment>
        <translation>--physical-block-size %1 je menší než logické sektory %2 o velikosti %3 bajtů: fyzický sektor obsahuje jeden nebo více logických sektorů.</translation>
    </message>
    <message>
        <source>%1 %2 is not valid. Give 0 (not reported) or a multiple of the physical block size (%3 bytes) up to 1 GiB.</source>
        <extracomment>%1 option name, %2 the value given, %3 physical sector size</extracomment>
        <translation>%1 %2 není platná hodnota. Zadejte 0 (nehlášeno) nebo násobek velikosti fyzického bloku (%3 bajtů) do 1 GiB.</translation>
    </message>
    <message>
        <source>%1 %2 is not valid. Give a multiple of the logical block size (%3 bytes) smaller than the physical block size (%4 bytes), e.g. 0.</source>
        <extracomment>%1 option name, %2 the value given, %3 logical and %4 physical sector size</extracomment>
        <translation>%1 %2 není platná hodnota. Zadejte násobek velikosti logického bloku (%3 bajtů) menší než velikost fyzického bloku (%4 bajtů), např. 0.</translation>
    </message>
    <message>
        <source>yes</source>
        <translation>ano</translation>
    </message>
    <message>
        <source>no</source>
        <translation>ne</translation>
    </message>
    <message numerus="yes">
        <source>%n byte(s)</source>
        <extracomment>%n bytes of the optimal I/O size
----------
a size in bytes, e.g. &quot;4096 bytes&quot;</extracomment>
        <translation>
            <numerusform>%n bajt</numerusform>
            <numerusform>%n bajty</numerusform>
            <numerusform>%n bajtů</numerusform>
        </translation>
    </message>
    <message>
        <source>not reported</source>
        <translation>nehlášeno</translation>
    </message>
    <message>
        <source>%1: %2 partition table, logical sector %3 bytes, physical sector %4 bytes, optimal I/O size %5, alignment offset %6 bytes.</source>
        <extracomment>%1 device or image, %2 &quot;dos&quot;/&quot;gpt&quot;, %3 and %4 sector sizes in bytes, %5 optimal I/O size (&quot;65536 bytes&quot; or &quot;not reported&quot;), %6 alignment offset in bytes</extracomment>
        <translation>%1: tabulka oddílů %2, logický sektor %3 bajtů, fyzický sektor %4 bajtů, optimální velikost I/O %5, posun zarovnání %6 bajtů.</translation>
    </message>
    <message>
        <source>unknown</source>
        <translation>neznámý</translation>
    </message>
    <message>
        <source>The partition table of %1 has no partitions.</source>
        <extracomment>%1 device or image</extracomment>
        <translation>Tabulka oddílů %1 neobsahuje žádné oddíly.</translation>
    </message>
    <message>
        <source>PARTITION</source>
        <translation>ODDÍL</translation>
    </message>
    <message>
        <source>START (sector)</source>
        <translation>ZAČÁTEK (sektor)</translation>
    </message>
    <message>
        <source>START (bytes)</source>
        <translation>ZAČÁTEK (bajty)</translation>
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
        <translation>OPTIMÁLNÍ</translation>
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
        <translation>Disk ani soubor s názvem %1 neexistuje. Zadejte disk, např. /dev/sdb (viz &apos;driveproof-cli list&apos;), nebo cestu k obrazu disku.</translation>
    </message>
    <message>
        <source>%1 is a partition. Give the whole drive instead: &apos;driveproof-cli align %2&apos;.</source>
        <extracomment>%1 the partition given, %2 its whole drive</extracomment>
        <translation>%1 je oddíl. Zadejte místo něj celý disk: &apos;driveproof-cli align %2&apos;.</translation>
    </message>
    <message>
        <source>Check that every partition of a drive or a disk image starts on a boundary that suits the drive: its physical sectors, 1 MiB and its optimal I/O size.</source>
        <translation>Zkontroluje, zda každý oddíl disku nebo obrazu disku začíná na hranici, která disku vyhovuje: jeho fyzickým sektorům, 1 MiB a jeho optimální velikosti I/O.</translation>
    </message>
    <message>
        <source>A drive (/dev/sdb, sdb) or a disk image file.</source>
        <translation>Disk (/dev/sdb, sdb) nebo soubor s obrazem disku.</translation>
    </message>
    <message>
        <source>Print JSON (keys in docs/json.md).</source>
        <translation>Vypíše výsledek ve formátu JSON (klíče v docs/json.md).</translation>
    </message>
    <message>
        <source>&apos;align&apos; needs exactly one drive or disk image, e.g. &apos;driveproof-cli align /dev/sdb&apos; or &apos;driveproof-cli align disk.img&apos;.</source>
        <translation>&apos;align&apos; vyžaduje právě jeden disk nebo obraz disku, např. &apos;driveproof-cli align /dev/sdb&apos; nebo &apos;driveproof-cli align disk.img&apos;.</translation>
    </message>
    <message>
        <source>This test writes over the data on %1. Everything on it will be lost.
Type the device name (%2) to go on: </source>
        <extracomment>%1 device node, %2 its short name the user must type</extracomment>
        <translation>Tento test přepíše data na %1. Vše, co na něm je, bude ztraceno.
Pro pokračování zadejte název zařízení (%2): </translation>
    </message>
    <message>
        <source>There is no device %1. Run &apos;driveproof-cli list&apos; to see the drives on this machine.</source>
        <extracomment>%1 what the user typed</extracomment>
        <translation>Zařízení %1 neexistuje. Disky v tomto počítači zobrazíte příkazem &apos;driveproof-cli list&apos;.</translation>
    </message>
    <message>
        <source>There is no folder or file %1. Give an existing folder (a temporary test file is made in it), a file or a block device.</source>
        <extracomment>%1 what the user typed</extracomment>
        <translation>Složka ani soubor %1 neexistuje. Zadejte existující složku (vytvoří se v ní dočasný testovací soubor), soubor nebo blokové zařízení.</translation>
    </message>
    <message>
        <source>%1 is not a folder, a regular file or a block device (it is a pipe, a socket or a character device). Give a folder, a file or a block device.</source>
        <extracomment>%1 what the user typed</extracomment>
        <translation>%1 není složka, běžný soubor ani blokové zařízení (je to roura, soket nebo znakové zařízení). Zadejte složku, soubor nebo blokové zařízení.</translation>
    </message>
    <message>
        <source>%1 is a device: this test writes to it and destroys its data. Add --destructive if that is what you want, or give a folder.</source>
        <extracomment>%1 device node</extracomment>
        <translation>%1 je zařízení: tento test na něj zapisuje a zničí jeho data. Pokud to opravdu chcete, přidejte --destructive, jinak zadejte složku.</translation>
    </message>
    <message>
        <source>%1 is in use: %2 Nothing was written.</source>
        <extracomment>%1 device node, %2 a sentence saying what uses it, e.g. &quot;/dev/loop0 backs the loop device /dev/loop1. /dev/loop1 is mounted on /mnt.&quot;</extracomment>
        <translation>%1 se používá: %2 Nic nebylo zapsáno.</translation>
    </message>
    <message>
        <source>The name did not match; nothing was written.</source>
        <translation>Název nesouhlasí; nic nebylo zapsáno.</translation>
    </message>
    <message>
        <source>--output cannot write %1: %2.</source>
        <extracomment>%1 file name, %2 the system&apos;s error text</extracomment>
        <translation>--output nemůže zapsat %1: %2.</translation>
    </message>
    <message>
        <source>Cancelled while the test file was being prepared; it was removed.</source>
        <translation>Zrušeno během přípravy testovacího souboru; soubor byl odstraněn.</translation>
    </message>
    <message>
        <source>--cache-ab needs to know the drive under the target, and it could not be found.</source>
        <translation>--cache-ab potřebuje znát disk, na kterém cíl leží, a ten se nepodařilo najít.</translation>
    </message>
    <message>
        <source>--only %1 matches no measurement of this test. The keys are the &quot;key&quot; fields of its --json output.</source>
        <extracomment>%1 what the user gave to --only</extracomment>
        <translation>--only %1 neodpovídá žádnému měření tohoto testu. Klíče jsou pole &quot;key&quot; v jeho výstupu --json.</translation>
    </message>
    <message>
        <source>Cannot write %1: %2.</source>
        <extracomment>%1 file name, %2 the system&apos;s error text
----------
%1 file, %2 the system&apos;s reason</extracomment>
        <translation>%1 nelze zapsat: %2.</translation>
    </message>
    <message>
        <source>Cancelled; the lines above finished before that.</source>
        <translation>Zrušeno; řádky výše byly dokončeny předtím.</translation>
    </message>
    <message>
        <source>Measure a drive: commit rate (like pg_test_fsync), throughput, random I/O, sweeps, the hybrid-cache check.
FAMILY is one of: quick, commit, throughput (or seq), sustained, surface, random, sweep (with --axis), sweep-block-size, sweep-queue-depth, sweep-threads, hybrid.
TARGET is a folder (default: the current one; a temporary file is created and removed), an existing file (used in place, never grown), or a block device (read tests; writing needs --destructive).</source>
        <translation>Změří disk: rychlost ukládání (jako pg_test_fsync), propustnost, náhodné I/O, série měření a kontrolu hybridní mezipaměti.
FAMILY je jedno z: quick, commit, throughput (nebo seq), sustained, surface, random, sweep (s --axis), sweep-block-size, sweep-queue-depth, sweep-threads, hybrid.
TARGET je složka (výchozí: aktuální; dočasný soubor se vytvoří a odstraní), existující soubor (použije se na místě, nikdy se nezvětší) nebo blokové zařízení (testy čtení; zápis vyžaduje --destructive).</translation>
    </message>
    <message>
        <source>The test to run.</source>
        <translation>Test, který se má spustit.</translation>
    </message>
    <message>
        <source>Folder, file or device (or --target).</source>
        <translation>Složka, soubor nebo zařízení (nebo --target).</translation>
    </message>
    <message>
        <source>Folder, file or device, like TARGET.</source>
        <translation>Složka, soubor nebo zařízení, stejně jako TARGET.</translation>
    </message>
    <message>
        <source>Test area or temporary file size, e.g. 1G, 256M (default: 1G; commit: 16M; a device: all of it for the surface scan).</source>
        <translation>Velikost testovací oblasti nebo dočasného souboru, např. 1G, 256M (výchozí: 1G; commit: 16M; zařízení: celé pro kontrolu povrchu).</translation>
    </message>
    <message>
        <source>Seconds per measurement (default: 5).</source>
        <translation>Počet sekund na jedno měření (výchozí: 5).</translation>
    </message>
    <message>
        <source>I/O engine: auto, io_uring or psync (default: auto).</source>
        <translation>Mechanismus I/O: auto, io_uring nebo psync (výchozí: auto).</translation>
    </message>
    <message>
        <source>Block size for random, sweeps and sustained, e.g. 4k.</source>
        <translation>Velikost bloku pro testy random, sustained a série měření, např. 4k.</translation>
    </message>
    <message>
        <source>I/Os in flight per thread (sweeps, sustained).</source>
        <translation>Počet operací I/O v letu na vlákno (série měření, sustained).</translation>
    </message>
    <message>
        <source>Threads (sweeps).</source>
        <translation>Počet vláken (série měření).</translation>
    </message>
    <message>
        <source>Sweeps: 100 reads only (default), 0 writes only, or a mix.</source>
        <translation>Série měření: 100 – jen čtení (výchozí), 0 – jen zápisy, nebo směs.</translation>
    </message>
    <message>
        <source>Quick, throughput, random: reads only.</source>
        <translation>Quick, throughput, random: jen čtení.</translation>
    </message>
    <message>
        <source>Quick, throughput, random: writes only.</source>
        <translation>Quick, throughput, random: jen zápisy.</translation>
    </message>
    <message>
        <source>Quick, throughput, random: a mix with this percentage of reads, e.g. 70.</source>
        <translation>Quick, throughput, random: směs s tímto procentem čtení, např. 70.</translation>
    </message>
    <message>
        <source>One CrystalDiskMark preset: SEQ1M-Q8T1, SEQ1M-Q1T1, RND4K-Q32T1, RND4K-Q1T1 (or any RND|SEQ&lt;size&gt;-Q&lt;depth&gt;T&lt;threads&gt;).</source>
        <translation>Jeden z profilů CrystalDiskMark: SEQ1M-Q8T1, SEQ1M-Q1T1, RND4K-Q32T1, RND4K-Q1T1 (nebo libovolný RND|SEQ&lt;size&gt;-Q&lt;depth&gt;T&lt;threads&gt;).</translation>
    </message>
    <message>
        <source>sweep: block-size (default), queue-depth or threads.</source>
        <translation>sweep: block-size (výchozí), queue-depth nebo threads.</translation>
    </message>
    <message>
        <source>Hybrid check: seconds the drive stays idle between the passes (default: 300).</source>
        <translation>Kontrola hybridní mezipaměti: počet sekund nečinnosti disku mezi průchody (výchozí: 300).</translation>
    </message>
    <message>
        <source>Commit: measure again with the drive&apos;s write cache off, then switch it back on.</source>
        <translation>Commit: změří znovu s vypnutou mezipamětí zápisu disku a pak ji opět zapne.</translation>
    </message>
    <message>
        <source>Allow a write test on a raw device: everything on it is lost.</source>
        <translation>Povolí test zápisu na surové zařízení: vše, co na něm je, bude ztraceno.</translation>
    </message>
    <message>
        <source>Go through the page cache (no O_DIRECT).</source>
        <translation>Použije mezipaměť stránek (bez O_DIRECT).</translation>
    </message>
    <message>
        <source>Print the result as JSON (docs/json.md).</source>
        <translation>Vypíše výsledek ve formátu JSON (docs/json.md).</translation>
    </message>
    <message>
        <source>Also write the JSON result to FILE.</source>
        <translation>Zapíše výsledek ve formátu JSON také do SOUBORU.</translation>
    </message>
    <message>
        <source>Run only the measurements with these keys, separated by commas (e.g. rnd4kq32t1.read, commit.s1.fdatasync).</source>
        <translation>Spustí jen měření s těmito klíči oddělenými čárkami (např. rnd4kq32t1.read, commit.s1.fdatasync).</translation>
    </message>
    <message>
        <source>Do not keep the result in the drive&apos;s history.</source>
        <translation>Neuloží výsledek do historie disku.</translation>
    </message>
    <message>
        <source>&apos;bench&apos; needs a FAMILY and at most one TARGET, e.g. &apos;driveproof-cli bench quick ~/&apos;.</source>
        <translation>&apos;bench&apos; vyžaduje druh testu (FAMILY) a nejvýše jeden cíl (TARGET), např. &apos;driveproof-cli bench quick ~/&apos;.</translation>
    </message>
    <message>
        <source>--axis goes with &apos;sweep&apos; and takes block-size, queue-depth or threads, not &apos;%1&apos;.</source>
        <extracomment>%1 what the user typed</extracomment>
        <translation>--axis patří k &apos;sweep&apos; a přijímá block-size, queue-depth nebo threads, ne &apos;%1&apos;.</translation>
    </message>
    <message>
        <source>unknown test &apos;%1&apos;. Try &apos;driveproof-cli bench --help&apos;.</source>
        <extracomment>%1 what the user typed</extracomment>
        <translation>neznámý test &apos;%1&apos;. Zkuste &apos;driveproof-cli bench --help&apos;.</translation>
    </message>
    <message>
        <source>--size takes a size of at least 4K, such as 1G or 256M, not &apos;%1&apos;.</source>
        <extracomment>%1 what the user typed</extracomment>
        <translation>--size přijímá velikost alespoň 4K, např. 1G nebo 256M, ne &apos;%1&apos;.</translation>
    </message>
    <message>
        <source>--duration takes seconds, e.g. 5, not &apos;%1&apos;.</source>
        <extracomment>%1 what the user typed</extracomment>
        <translation>--duration přijímá počet sekund, např. 5, ne &apos;%1&apos;.</translation>
    </message>
    <message>
        <source>--backend takes auto, io_uring or psync, not &apos;%1&apos;.</source>
        <extracomment>%1 what the user typed</extracomment>
        <translation>--backend přijímá auto, io_uring nebo psync, ne &apos;%1&apos;.</translation>
    </message>
    <message>
        <source>--block-size takes a multiple of 512 bytes up to 64M, not &apos;%1&apos;.</source>
        <extracomment>%1 what the user typed</extracomment>
        <translation>--block-size přijímá násobek 512 bajtů do 64M, ne &apos;%1&apos;.</translation>
    </message>
    <message>
        <source>--%1 takes a whole number up to %2, not &apos;%3&apos;.</source>
        <extracomment>%1 the option, %2 the largest value, %3 what the user typed</extracomment>
        <translation>--%1 přijímá celé číslo do %2, ne &apos;%3&apos;.</translation>
    </message>
    <message>
        <source>--idle takes seconds, not &apos;%1&apos;.</source>
        <extracomment>%1 what the user typed</extracomment>
        <translation>--idle přijímá počet sekund, ne &apos;%1&apos;.</translation>
    </message>
    <message>
        <source>Give one of --read, --write and --mix.</source>
        <translation>Zadejte jednu z voleb --read, --write a --mix.</translation>
    </message>
    <message>
        <source>--mix takes the percentage of reads, 0 to 100, not &apos;%1&apos;.</source>
        <extracomment>%1 what the user typed</extracomment>
        <translation>--mix přijímá procento čtení od 0 do 100, ne &apos;%1&apos;.</translation>
    </message>
    <message>
        <source>--preset takes a name such as RND4K-Q32T1 or SEQ1M-Q8T1, not &apos;%1&apos;.</source>
        <extracomment>%1 what the user typed</extracomment>
        <translation>--preset přijímá název jako RND4K-Q32T1 nebo SEQ1M-Q8T1, ne &apos;%1&apos;.</translation>
    </message>
    <message>
        <source>--preset goes with quick, random or seq.</source>
        <translation>--preset patří ke quick, random nebo seq.</translation>
    </message>
    <message>
        <source>--cache-ab goes with the commit test.</source>
        <translation>--cache-ab patří k testu commit.</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <extracomment>flushes per commit on one device: %1 device, %2 flushes per commit</extracomment>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>Commit method</source>
        <translation>Metoda uložení</translation>
    </message>
    <message>
        <source>Commits/s</source>
        <translation>Uložení/s</translation>
    </message>
    <message>
        <source>Mean µs</source>
        <translation>Průměr µs</translation>
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
        <translation>Vyprázdnění/uložení</translation>
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
        <translation>nebezpečí</translation>
    </message>
    <message>
        <source>note</source>
        <translation>poznámka</translation>
    </message>
    <message>
        <source>[%1%] %2: %3, %4, %5 left</source>
        <extracomment>live progress: %1 percent done, %2 the step, %3 rate, %4 IOPS, %5 time left (m:ss)</extracomment>
        <translation>[%1%] %2: %3, %4, zbývá %5</translation>
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
        <translation>ano, přes udisks2 (nastaví se při každém spuštění)</translation>
    </message>
    <message>
        <source>yes, saved in the drive</source>
        <translation>ano, uloženo v disku</translation>
    </message>
    <message>
        <source>no: a change lasts until the next power cycle</source>
        <translation>ne: změna platí do příštího vypnutí napájení</translation>
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
        <translation>žádný (nepřijímá příkazy pro disky)</translation>
    </message>
    <message>
        <source>Device</source>
        <translation>Zařízení</translation>
    </message>
    <message>
        <source>Protocol</source>
        <translation>Protokol</translation>
    </message>
    <message>
        <source>Drive has a write cache</source>
        <translation>Disk má mezipaměť zápisu</translation>
    </message>
    <message>
        <source>Drive&apos;s cache now</source>
        <translation>Mezipaměť disku nyní</translation>
    </message>
    <message>
        <source>Saved setting</source>
        <translation>Zachované nastavení</translation>
    </message>
    <message>
        <source>none</source>
        <translation>žádné</translation>
    </message>
    <message>
        <source>Can be changed</source>
        <translation>Lze změnit</translation>
    </message>
    <message>
        <source>Keeps after reboot</source>
        <translation>Zachová se po restartu</translation>
    </message>
    <message>
        <source>Kernel&apos;s view</source>
        <translation>Pohled jádra</translation>
    </message>
    <message>
        <source>Kernel uses FUA</source>
        <translation>Jádro používá FUA</translation>
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
        <translation>špatné</translation>
    </message>
    <message>
        <source>Overall</source>
        <translation>Celkově</translation>
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
        <translation>Hodiny provozu</translation>
    </message>
    <message>
        <source>Power cycles</source>
        <translation>Cykly napájení</translation>
    </message>
    <message>
        <source>Unsafe shutdowns</source>
        <translation>Nebezpečná vypnutí</translation>
    </message>
    <message>
        <source>Bad sectors</source>
        <translation>Vadné sektory</translation>
    </message>
    <message>
        <source>Media errors</source>
        <translation>Chyby média</translation>
    </message>
    <message>
        <source>Wear</source>
        <extracomment>wear of an SSD, in percent of its rated life</extracomment>
        <translation>Opotřebení</translation>
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
        <translation>%1 je oddíl; mezipaměť zápisu a stav patří celému disku. Zadejte místo toho %2.</translation>
    </message>
    <message>
        <source>Show the drive&apos;s volatile write cache next to the kernel&apos;s view, or switch it.</source>
        <translation>Zobrazí nestálou mezipaměť zápisu disku vedle pohledu jádra, nebo ji přepne.</translation>
    </message>
    <message>
        <source>A drive, e.g. /dev/sda.</source>
        <translation>Disk, např. /dev/sda.</translation>
    </message>
    <message>
        <source>Switch the drive&apos;s cache on or off.</source>
        <translation>Zapne nebo vypne mezipaměť disku.</translation>
    </message>
    <message>
        <source>Keep the setting after a power cycle, where the drive or udisks2 can keep it honestly.</source>
        <translation>Zachová nastavení i po vypnutí napájení, pokud to disk nebo udisks2 umí poctivě zajistit.</translation>
    </message>
    <message>
        <source>&apos;cache&apos; needs exactly one DEVICE, e.g. &apos;driveproof-cli cache /dev/sda&apos;.</source>
        <translation>&apos;cache&apos; vyžaduje právě jedno zařízení, např. &apos;driveproof-cli cache /dev/sda&apos;.</translation>
    </message>
    <message>
        <source>--set takes &apos;on&apos; or &apos;off&apos;, not &apos;%1&apos;.</source>
        <extracomment>%1 the value the user gave</extracomment>
        <translation>--set přijímá &apos;on&apos; nebo &apos;off&apos;, ne &apos;%1&apos;.</translation>
    </message>
    <message>
        <source>--persist goes with --set on|off.</source>
        <translation>--persist patří k --set on|off.</translation>
    </message>
    <message>
        <source>Show the drive&apos;s health: overall verdict, temperature, hours, power cycles, unsafe shutdowns.</source>
        <translation>Zobrazí stav disku: celkový verdikt, teplotu, hodiny provozu, cykly napájení a nebezpečná vypnutí.</translation>
    </message>
    <message>
        <source>&apos;health&apos; needs exactly one DEVICE, e.g. &apos;driveproof-cli health /dev/sda&apos;.</source>
        <translation>&apos;health&apos; vyžaduje právě jedno zařízení, např. &apos;driveproof-cli health /dev/sda&apos;.</translation>
    </message>
    <message>
        <source>--language needs a language, one of: %1.</source>
        <extracomment>%1 the language codes DriveProof has, e.g. &quot;de, en, es&quot;</extracomment>
        <translation>--language vyžaduje jazyk, jeden z: %1.</translation>
    </message>
    <message>
        <source>unknown language &apos;%1&apos;. Choose one of: %2.</source>
        <extracomment>%1 what was given after --language, %2 the language codes DriveProof has, e.g. &quot;de, en, es&quot;</extracomment>
        <translation>neznámý jazyk &apos;%1&apos;. Vyberte jeden z: %2.</translation>
    </message>
    <message>
        <source>Show help for this command.</source>
        <translation>Zobrazí nápovědu k tomuto příkazu.</translation>
    </message>
    <message>
        <source>%1. Try &apos;driveproof-cli %2 --help&apos;.</source>
        <extracomment>%1 the parser&apos;s error, %2 the subcommand</extracomment>
        <translation>%1. Zkuste &apos;driveproof-cli %2 --help&apos;.</translation>
    </message>
    <message>
        <source>%1 (%2 bytes)</source>
        <extracomment>%1 size with unit, e.g. &quot;500.1 GB&quot;; %2 exact byte count</extracomment>
        <translation>%1 (%2 bajtů)</translation>
    </message>
    <message>
        <source>Write every drive&apos;s findings for Prometheus and other OpenMetrics readers: identity, health, write-cache views, alignment and the latest test results (docs/fleet.md).</source>
        <translation>Zapíše zjištění o každém disku pro Prometheus a další čtečky OpenMetrics: identitu, stav, pohledy na mezipaměť zápisu, zarovnání a nejnovější výsledky testů (docs/fleet.md).</translation>
    </message>
    <message>
        <source>OpenMetrics text, also readable by node_exporter&apos;s textfile collector.</source>
        <translation>Text OpenMetrics, čitelný i pro kolektor textfile v node_exporter.</translation>
    </message>
    <message>
        <source>Write to FILE, replacing it atomically, instead of standard output.</source>
        <translation>Zapíše do SOUBORU, který atomicky nahradí, místo na standardní výstup.</translation>
    </message>
    <message>
        <source>FILE</source>
        <translation>SOUBOR</translation>
    </message>
    <message>
        <source>Export only this drive (a loop device too); may be given more than once.</source>
        <translation>Exportuje jen tento disk (i zařízení loop); lze zadat vícekrát.</translation>
    </message>
    <message>
        <source>DEVICE</source>
        <translation>ZAŘÍZENÍ</translation>
    </message>
    <message>
        <source>Export loop devices too (left out by default).</source>
        <translation>Exportuje i zařízení loop (ve výchozím stavu se vynechávají).</translation>
    </message>
    <message>
        <source>Read test results from this DriveProof data folder (holding history/ and powerloss/) instead of yours; may be given more than once.</source>
        <translation>Načte výsledky testů z této datové složky DriveProof (obsahující history/ a powerloss/) místo z vaší; lze zadat vícekrát.</translation>
    </message>
    <message>
        <source>FOLDER</source>
        <translation>SLOŽKA</translation>
    </message>
    <message>
        <source>Read the test results of every user of this machine (needs root).</source>
        <translation>Načte výsledky testů všech uživatelů tohoto počítače (vyžaduje oprávnění roota).</translation>
    </message>
    <message>
        <source>&apos;export&apos; takes no arguments. Use --device DEVICE for one drive.</source>
        <translation>&apos;export&apos; nepřijímá žádné argumenty. Pro jeden disk použijte --device ZAŘÍZENÍ.</translation>
    </message>
    <message>
        <source>Choose a format: &apos;driveproof-cli export --openmetrics&apos;.</source>
        <translation>Vyberte formát: &apos;driveproof-cli export --openmetrics&apos;.</translation>
    </message>
    <message>
        <source>raw, 512 bytes</source>
        <translation>surová data, 512 bajtů</translation>
    </message>
    <message>
        <source>hex words (hdparm --Istdout)</source>
        <translation>šestnáctková slova (hdparm --Istdout)</translation>
    </message>
    <message>
        <source>%1 (48-bit addressing)</source>
        <extracomment>%1 number of sectors</extracomment>
        <translation>%1 (48bitové adresování)</translation>
    </message>
    <message>
        <source>%1 (28-bit addressing)</source>
        <translation>%1 (28bitové adresování)</translation>
    </message>
    <message>
        <source>%1 (not reported; assumed)</source>
        <extracomment>%1 a size in bytes; the drive predates sector size reporting (IDENTIFY word 106)</extracomment>
        <translation>%1 (nehlášeno; předpokládáno)</translation>
    </message>
    <message>
        <source>non-rotating (solid state)</source>
        <translation>nerotační (polovodičový)</translation>
    </message>
    <message>
        <source>%L1 rpm</source>
        <extracomment>%L1 revolutions per minute</extracomment>
        <translation>%L1 ot./min</translation>
    </message>
    <message>
        <source>yes, queue depth %1</source>
        <extracomment>%1 the number of commands the drive can queue</extracomment>
        <translation>ano, hloubka fronty %1</translation>
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
        <translation>Firmware</translation>
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
        <translation>Posun zarovnání</translation>
    </message>
    <message>
        <source>Rotation rate</source>
        <translation>Rychlost otáčení</translation>
    </message>
    <message>
        <source>Write cache supported</source>
        <translation>Podpora mezipaměti zápisu</translation>
    </message>
    <message>
        <source>Write cache enabled</source>
        <translation>Mezipaměť zápisu zapnutá</translation>
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
        <translation>Kontrolní součet</translation>
    </message>
    <message>
        <source>correct</source>
        <translation>správný</translation>
    </message>
    <message>
        <source>not present</source>
        <translation>chybí</translation>
    </message>
    <message>
        <source>Note</source>
        <translation>Poznámka</translation>
    </message>
    <message>
        <source>the drive marked this data as incomplete</source>
        <translation>disk označil tato data jako neúplná</translation>
    </message>
    <message>
        <source>Backing file</source>
        <translation>Podkladový soubor</translation>
    </message>
    <message>
        <source>Vendor</source>
        <translation>Výrobce</translation>
    </message>
    <message>
        <source>WWN</source>
        <translation>WWN</translation>
    </message>
    <message>
        <source>Transport</source>
        <translation>Rozhraní</translation>
    </message>
    <message>
        <source>Size</source>
        <translation>Velikost</translation>
    </message>
    <message>
        <source>Minimum I/O</source>
        <translation>Minimální I/O</translation>
    </message>
    <message>
        <source>Optimal I/O</source>
        <translation>Optimální I/O</translation>
    </message>
    <message>
        <source>Media</source>
        <translation>Médium</translation>
    </message>
    <message>
        <source>Removable</source>
        <translation>Vyjímatelné</translation>
    </message>
    <message>
        <source>Read-only</source>
        <translation>Jen pro čtení</translation>
    </message>
    <message>
        <source>Write cache (kernel view)</source>
        <translation>Mezipaměť zápisu (pohled jádra)</translation>
    </message>
    <message>
        <source>FUA</source>
        <translation>FUA</translation>
    </message>
    <message>
        <source>Mounted on</source>
        <translation>Připojeno do</translation>
    </message>
    <message>
        <source>not mounted</source>
        <translation>nepřipojeno</translation>
    </message>
    <message>
        <source>Held by</source>
        <translation>Používá</translation>
    </message>
    <message>
        <source>nothing</source>
        <translation>nic</translation>
    </message>
    <message>
        <source>SIZE</source>
        <translation>VELIKOST</translation>
    </message>
    <message>
        <source>MOUNTED ON</source>
        <translation>PŘIPOJENO DO</translation>
    </message>
    <message>
        <source>Not known:</source>
        <translation>Neznámé:</translation>
    </message>
    <message>
        <source>  %1: %2</source>
        <extracomment>%1 what is missing, %2 why</extracomment>
        <translation>  %1: %2</translation>
    </message>
    <message>
        <source>Show everything known about one drive.</source>
        <translation>Zobrazí vše, co je známo o jednom disku.</translation>
    </message>
    <message>
        <source>A drive, e.g. /dev/sda or sda.</source>
        <translation>Disk, např. /dev/sda nebo sda.</translation>
    </message>
    <message>
        <source>Decode a saved ATA IDENTIFY dump instead of a drive: 512 raw bytes, or the hex words that &apos;hdparm --Istdout&apos; prints.</source>
        <translation>Místo disku dekóduje uložený výpis ATA IDENTIFY: 512 surových bajtů nebo šestnáctková slova, která vypisuje &apos;hdparm --Istdout&apos;.</translation>
    </message>
    <message>
        <source>&apos;info --identify-file FILE&apos; takes no DEVICE: it decodes the file alone.</source>
        <translation>&apos;info --identify-file SOUBOR&apos; nepřijímá zařízení: dekóduje jen samotný soubor.</translation>
    </message>
    <message>
        <source>&apos;info&apos; needs exactly one DEVICE, e.g. &apos;driveproof-cli info /dev/sda&apos;.</source>
        <translation>&apos;info&apos; vyžaduje právě jedno zařízení, např. &apos;driveproof-cli info /dev/sda&apos;.</translation>
    </message>
    <message>
        <source>file</source>
        <translation>soubor</translation>
    </message>
    <message>
        <source>solid state</source>
        <translation>polovodičový</translation>
    </message>
    <message>
        <source>%1 rpm</source>
        <translation>%1 ot./min</translation>
    </message>
    <message>
        <source>rotational</source>
        <translation>rotační</translation>
    </message>
    <message>
        <source>List the drives on this machine: identity, size, sector sizes, media, the kernel&apos;s write-cache view and mount points.</source>
        <translation>Vypíše disky v tomto počítači: identitu, velikost, velikosti sektorů, médium, pohled jádra na mezipaměť zápisu a přípojné body.</translation>
    </message>
    <message>
        <source>&apos;list&apos; takes no arguments. Use &apos;driveproof-cli info DEVICE&apos; for one drive.</source>
        <translation>&apos;list&apos; nepřijímá žádné argumenty. Pro jeden disk použijte &apos;driveproof-cli info DEVICE&apos;.</translation>
    </message>
    <message>
        <source>No drives found. In a container, /sys/block may show none; on a desktop, check that the drive is connected.</source>
        <translation>Nebyly nalezeny žádné disky. V kontejneru nemusí /sys/block zobrazovat žádné; na stolním počítači zkontrolujte, zda je disk připojený.</translation>
    </message>
    <message>
        <source>TRANSPORT</source>
        <translation>ROZHRANÍ</translation>
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
        <translation>MEZIPAMĚŤ ZÁPISU</translation>
    </message>
    <message>
        <source>%1/%2</source>
        <extracomment>logical / physical sector size in bytes</extracomment>
        <translation>%1/%2</translation>
    </message>
    <message>
        <source>partition</source>
        <translation>oddíl</translation>
    </message>
    <message>
        <source>unknown command &apos;%1&apos;. Try &apos;driveproof-cli --help&apos;.</source>
        <translation>neznámý příkaz &apos;%1&apos;. Zkuste &apos;driveproof-cli --help&apos;.</translation>
    </message>
    <message>
        <source>The power-loss test: does the drive keep what it acknowledged when the power goes?
  prepare   check the drive and the machine, create the test area
  run       write and report every commit to the witness; pull the plug when told
  verify    after the restart: read the area, fetch the witness&apos;s record, judge
  practice  the whole procedure on a simulated drive on this machine</source>
        <translation>Test výpadku napájení: uchová disk to, co potvrdil, když vypadne napájení?
  prepare   zkontroluje disk a počítač, vytvoří testovací oblast
  run       zapisuje a hlásí svědkovi každé uložení; na pokyn vytáhněte zástrčku
  verify    po restartu: přečte oblast, stáhne záznam svědka, vynese verdikt
  practice  celý postup na simulovaném disku v tomto počítači</translation>
    </message>
    <message>
        <source>prepare, run, verify or practice.</source>
        <translation>prepare, run, verify nebo practice.</translation>
    </message>
    <message>
        <source>The test area: a file (created if missing) or a block device (with --destructive).</source>
        <translation>Testovací oblast: soubor (vytvoří se, pokud chybí) nebo blokové zařízení (s --destructive).</translation>
    </message>
    <message>
        <source>The witness&apos;s address, as it shows it.</source>
        <translation>Adresa svědka, tak jak ji zobrazuje.</translation>
    </message>
    <message>
        <source>Size of the test area, e.g. 1G (default: 1G; practice: 16M).</source>
        <translation>Velikost testovací oblasti, např. 1G (výchozí: 1G; practice: 16M).</translation>
    </message>
    <message>
        <source>Commit method: fdatasync (default), fsync, open_datasync or open_sync.</source>
        <translation>Metoda uložení: fdatasync (výchozí), fsync, open_datasync nebo open_sync.</translation>
    </message>
    <message>
        <source>Writes per commit (group commit); default 1.</source>
        <translation>Počet zápisů na jedno uložení (skupinové ukládání); výchozí 1.</translation>
    </message>
    <message>
        <source>verify: the run to verify (its id or the start of it), instead of the one pending for --target.</source>
        <translation>verify: běh k ověření (jeho ID nebo začátek ID) místo běhu čekajícího pro --target.</translation>
    </message>
    <message>
        <source>Allow a raw device as the target: everything on it is lost.</source>
        <translation>Povolí jako cíl surové zařízení: vše, co na něm je, bude ztraceno.</translation>
    </message>
    <message>
        <source>practice: honest (default) or lying.</source>
        <translation>practice: honest (výchozí) nebo lying.</translation>
    </message>
    <message>
        <source>practice: seconds of writing before the simulated cut (default: 3).</source>
        <translation>practice: počet sekund zápisu před simulovaným odpojením napájení (výchozí: 3).</translation>
    </message>
    <message>
        <source>Print the result as JSON.</source>
        <translation>Vypíše výsledek ve formátu JSON.</translation>
    </message>
    <message>
        <source>powerloss takes prepare, run, verify or practice, not &apos;%1&apos;.</source>
        <extracomment>%1 what the user typed</extracomment>
        <translation>powerloss přijímá prepare, run, verify nebo practice, ne &apos;%1&apos;.</translation>
    </message>
    <message>
        <source>--size takes a size of at least 1M, such as 1G or 256M, not &apos;%1&apos;.</source>
        <extracomment>%1 what the user typed</extracomment>
        <translation>--size přijímá velikost alespoň 1M, např. 1G nebo 256M, ne &apos;%1&apos;.</translation>
    </message>
    <message>
        <source>--method takes fdatasync, fsync, open_datasync or open_sync, not &apos;%1&apos;.</source>
        <extracomment>%1 what the user typed</extracomment>
        <translation>--method přijímá fdatasync, fsync, open_datasync nebo open_sync, ne &apos;%1&apos;.</translation>
    </message>
    <message>
        <source>--writes-per-commit takes a number from 1 to 1024, not &apos;%1&apos;.</source>
        <extracomment>%1 what the user typed</extracomment>
        <translation>--writes-per-commit přijímá číslo od 1 do 1024, ne &apos;%1&apos;.</translation>
    </message>
    <message>
        <source>--witness takes HOST:PORT such as 192.168.1.20:7070, not &apos;%1&apos;.</source>
        <extracomment>%1 what the user typed</extracomment>
        <translation>--witness přijímá HOST:PORT, např. 192.168.1.20:7070, ne &apos;%1&apos;.</translation>
    </message>
    <message>
        <source>--mode takes honest or lying, not &apos;%1&apos;.</source>
        <extracomment>%1 what the user typed</extracomment>
        <translation>--mode přijímá honest nebo lying, ne &apos;%1&apos;.</translation>
    </message>
    <message>
        <source>--seconds takes a number from 0 to 3600, not &apos;%1&apos;.</source>
        <extracomment>%1 what the user typed</extracomment>
        <translation>--seconds přijímá číslo od 0 do 3600, ne &apos;%1&apos;.</translation>
    </message>
    <message>
        <source>--run-id takes a run id in hexadecimal (or its start), such as 3f9a, not &apos;%1&apos;.</source>
        <extracomment>%1 what the user typed</extracomment>
        <translation>--run-id přijímá ID běhu v šestnáctkové soustavě (nebo jeho začátek), např. 3f9a, ne &apos;%1&apos;.</translation>
    </message>
    <message>
        <source>Give the test area with --target PATH.</source>
        <translation>Zadejte testovací oblast pomocí --target CESTA.</translation>
    </message>
    <message>
        <source>--target takes a file (created if missing) or a block device, not the folder %1. Name a file in it, e.g. %1/powerloss.img.</source>
        <extracomment>%1 what the user typed</extracomment>
        <translation>--target přijímá soubor (vytvoří se, pokud chybí) nebo blokové zařízení, ne složku %1. Zadejte soubor v ní, např. %1/powerloss.img.</translation>
    </message>
    <message>
        <source>--target takes a file (created if missing) or a block device; %1 is a pipe, a socket or a character device.</source>
        <extracomment>%1 what the user typed</extracomment>
        <translation>--target přijímá soubor (vytvoří se, pokud chybí) nebo blokové zařízení; %1 je roura, soket nebo znakové zařízení.</translation>
    </message>
    <message>
        <source>--target names a file in a folder that does not exist: %1.</source>
        <extracomment>%1 what the user typed</extracomment>
        <translation>--target určuje soubor ve složce, která neexistuje: %1.</translation>
    </message>
    <message>
        <source>%1 is a device: the test writes over all of its data. Add --destructive if that is what you want, or name a file.</source>
        <extracomment>%1 device node</extracomment>
        <translation>%1 je zařízení: test přepíše všechna jeho data. Pokud to opravdu chcete, přidejte --destructive, jinak zadejte soubor.</translation>
    </message>
    <message>
        <source>preparing the test area: %1%</source>
        <extracomment>%1 percent of the test area written with known data</extracomment>
        <translation>příprava testovací oblasti: %1%</translation>
    </message>
    <message>
        <source>%1: %2 commits/s, witness holds #%3, %4 in flight, link %5</source>
        <extracomment>live power-loss run: %1 phase, %2 commits per second, %3 the witness&apos;s durable sequence number, %4 writes in flight, %5 link state</extracomment>
        <translation>%1: %2 uložení/s, svědek má #%3, v letu: %4, spojení: %5</translation>
    </message>
    <message>
        <source>*** Pull the plug now ***</source>
        <translation>*** Teď vytáhněte zástrčku ***</translation>
    </message>
    <message>
        <source>Cut the power at the wall (not the power button). After the restart, run &apos;driveproof-cli powerloss verify&apos; with the same target.</source>
        <translation>Odpojte napájení u zásuvky (ne tlačítkem napájení). Po restartu spusťte &apos;driveproof-cli powerloss verify&apos; se stejným cílem.</translation>
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
        <translation>NENÍ OK</translation>
    </message>
    <message>
        <source>Acknowledged writes: %1; blocks checked: %2</source>
        <extracomment>%1 number of acknowledged writes, %2 number of blocks read</extracomment>
        <translation>Potvrzené zápisy: %1; zkontrolované bloky: %2</translation>
    </message>
    <message>
        <source>Note: %1</source>
        <extracomment>a fact to know before the test: %1 its text</extracomment>
        <translation>Poznámka: %1</translation>
    </message>
    <message>
        <source>Warning: %1</source>
        <extracomment>a warning: %1 its text</extracomment>
        <translation>Varování: %1</translation>
    </message>
    <message>
        <source>Test area: %1, %2</source>
        <extracomment>%1 file or device, %2 its size</extracomment>
        <translation>Testovací oblast: %1, %2</translation>
    </message>
    <message>
        <source>Drive: %1, serial %2, firmware %3</source>
        <extracomment>%1 model, %2 serial number, %3 firmware</extracomment>
        <translation>Disk: %1, sériové číslo %2, firmware %3</translation>
    </message>
    <message>
        <source>Write cache: %1</source>
        <extracomment>%1 on, off or unknown</extracomment>
        <translation>Mezipaměť zápisu: %1</translation>
    </message>
    <message>
        <source>Unsafe shutdowns so far: %1</source>
        <translation>Dosavadní nebezpečná vypnutí: %1</translation>
    </message>
    <message>
        <source>Ready. Start the witness, then &apos;driveproof-cli powerloss run&apos;.</source>
        <translation>Připraveno. Spusťte svědka a pak &apos;driveproof-cli powerloss run&apos;.</translation>
    </message>
    <message>
        <source>Stopped cleanly after %1 commits; the witness holds them all. Nothing to verify: a clean stop is not a power cut.</source>
        <extracomment>%1 number of commits</extracomment>
        <translation>Čistě zastaveno (uložení: %1); svědek je má všechna. Není co ověřovat: čisté zastavení není odpojení napájení.</translation>
    </message>
    <message>
        <source>No power-loss test is pending for %1.</source>
        <translation>Pro %1 nečeká žádný test výpadku napájení.</translation>
    </message>
    <message>
        <source>No pending power-loss test has the run id &apos;%1&apos;.</source>
        <translation>Žádný čekající test výpadku napájení nemá ID běhu &apos;%1&apos;.</translation>
    </message>
    <message>
        <source>Practice on a simulated drive that lies about its flushes.</source>
        <translation>Nácvik na simulovaném disku, který lže o vyprazdňování.</translation>
    </message>
    <message>
        <source>Practice on a simulated honest drive.</source>
        <translation>Nácvik na simulovaném poctivém disku.</translation>
    </message>
    <message>
        <source>run %1: started</source>
        <extracomment>%1 a short run id</extracomment>
        <translation>běh %1: zahájen</translation>
    </message>
    <message>
        <source>run %1: the writer is back (%2 commits so far)</source>
        <extracomment>%1 a short run id, %2 number of acknowledged commits</extracomment>
        <translation>běh %1: zapisující program je zpět (dosavadní uložení: %2)</translation>
    </message>
    <message>
        <source>run %1: %2 commits acknowledged</source>
        <extracomment>%1 a short run id, %2 number of acknowledged commits</extracomment>
        <translation>běh %1: potvrzená uložení: %2</translation>
    </message>
    <message>
        <source>run %1: the writer went silent at %2: the estimated power cut</source>
        <extracomment>%1 a short run id, %2 date and time on this machine&apos;s clock</extracomment>
        <translation>běh %1: zapisující program se v %2 odmlčel – odhadovaný okamžik odpojení napájení</translation>
    </message>
    <message>
        <source>run %1: the writer reported an error: %2</source>
        <extracomment>%1 a short run id, %2 the writer&apos;s error text</extracomment>
        <translation>běh %1: zapisující program ohlásil chybu: %2</translation>
    </message>
    <message>
        <source>run %1: the writer stopped on purpose (no power cut)</source>
        <extracomment>%1 a short run id</extracomment>
        <translation>běh %1: zapisující program se záměrně zastavil (bez odpojení napájení)</translation>
    </message>
    <message>
        <source>run %1: the verifier&apos;s report is stored</source>
        <extracomment>%1 a short run id</extracomment>
        <translation>běh %1: zpráva ověřovatele je uložena</translation>
    </message>
    <message>
        <source>refused a connection: %1</source>
        <extracomment>%1 why a connection or frame was refused</extracomment>
        <translation>odmítnuto spojení: %1</translation>
    </message>
    <message>
        <source>run %1: journal error: %2</source>
        <extracomment>%1 a short run id, %2 the error text</extracomment>
        <translation>běh %1: chyba deníku: %2</translation>
    </message>
    <message>
        <source>Be the witness of a power-loss test: record every commit a writer reports, so that after the power cut the verifier knows what the drive acknowledged. Runs until Ctrl+C.</source>
        <translation>Slouží jako svědek testu výpadku napájení: zaznamenává každé uložení, které zapisující program nahlásí, aby ověřovatel po odpojení napájení věděl, co disk potvrdil. Běží do stisknutí Ctrl+C.</translation>
    </message>
    <message>
        <source>Address and port to listen on (default: 0.0.0.0:7070).</source>
        <translation>Adresa a port, na kterých naslouchat (výchozí: 0.0.0.0:7070).</translation>
    </message>
    <message>
        <source>Folder for the run journals (default: DriveProof&apos;s data folder). Put it on another disk than the one under test.</source>
        <translation>Složka pro deníky běhů (výchozí: datová složka DriveProof). Umístěte ji na jiný disk než ten testovaný.</translation>
    </message>
    <message>
        <source>witness takes no argument, not &apos;%1&apos;.</source>
        <extracomment>%1 what the user typed</extracomment>
        <translation>witness nepřijímá žádný argument, ne &apos;%1&apos;.</translation>
    </message>
    <message>
        <source>--listen takes ADDRESS:PORT such as 0.0.0.0:7070, not &apos;%1&apos;.</source>
        <extracomment>%1 what the user typed</extracomment>
        <translation>--listen přijímá ADRESA:PORT, např. 0.0.0.0:7070, ne &apos;%1&apos;.</translation>
    </message>
    <message>
        <source>Pairing code: %1</source>
        <extracomment>%1 the pairing code to type on the writer</extracomment>
        <translation>Párovací kód: %1</translation>
    </message>
    <message>
        <source>Listening on %1:%2</source>
        <extracomment>%1 host, %2 port</extracomment>
        <translation>Naslouchá na %1:%2</translation>
    </message>
    <message>
        <source>On the machine under test, type one of these witness addresses:</source>
        <extracomment>Followed by this machine&apos;s addresses (ADDRESS:PORT), one per line, that the person types on the machine under test as the witness address.</extracomment>
        <translation>Na testovaném počítači zadejte jednu z těchto adres svědka:</translation>
    </message>
    <message>
        <source>Journals in %1</source>
        <extracomment>%1 a folder</extracomment>
        <translation>Deníky v %1</translation>
    </message>
    <message>
        <source>Witness stopped; every journal is synced.</source>
        <translation>Svědek zastaven; všechny deníky jsou synchronizovány.</translation>
    </message>
    <message>
        <source>Link</source>
        <translation>Spojení</translation>
    </message>
    <message>
        <source>Drive class</source>
        <translation>Druh disku</translation>
    </message>
    <message>
        <source>The result was not kept in the drive&apos;s history: %1</source>
        <extracomment>%1 why the history file could not be written</extracomment>
        <translation>Výsledek nebyl uložen do historie disku: %1</translation>
    </message>
    <message>
        <source>%1 (%2, %3) looks empty. The capacity test writes over all of it. Go on? [y/N] </source>
        <extracomment>%1 device node, %2 the drive&apos;s model, %3 its size, e.g. &quot;128.0 GB&quot;. The drive has no partition table and no file system. Answer with the word for yes, or y.</extracomment>
        <translation>%1 (%2, %3) vypadá prázdný. Test kapacity přepíše celý jeho obsah. Pokračovat? [y/N] </translation>
    </message>
    <message>
        <source>Is the drive as big as it says? Writes records over the whole device, reads them back and tells a genuine drive from a fake one.</source>
        <translation>Je disk tak velký, jak tvrdí? Zapíše záznamy přes celé zařízení, přečte je zpět a rozliší pravý disk od padělku.</translation>
    </message>
    <message>
        <source>The drive, e.g. /dev/sdb.</source>
        <translation>Disk, např. /dev/sdb.</translation>
    </message>
    <message>
        <source>The quick probe: a few thousand records, minutes.</source>
        <translation>Rychlá sonda: několik tisíc záznamů, minuty.</translation>
    </message>
    <message>
        <source>The full verify: every block written and read back; resumes where an interrupted run stopped.</source>
        <translation>Úplné ověření: každý blok zapsán a přečten zpět; pokračuje tam, kde se přerušený běh zastavil.</translation>
    </message>
    <message>
        <source>Allow the writes without a terminal to ask on: everything on the device is lost.</source>
        <translation>Povolit zápisy bez terminálu, kde by se dalo zeptat: veškerý obsah zařízení bude ztracen.</translation>
    </message>
    <message>
        <source>Give one device and --quick or --full. Try &apos;driveproof-cli capacity --help&apos;.</source>
        <translation>Zadejte jedno zařízení a --quick nebo --full. Zkuste &apos;driveproof-cli capacity --help&apos;.</translation>
    </message>
    <message>
        <source>The capacity test writes over everything on %1. Add --destructive if that is what you want.</source>
        <extracomment>%1 device node</extracomment>
        <translation>Test kapacity přepíše vše na %1. Přidejte --destructive, pokud to chcete.</translation>
    </message>
    <message>
        <source>Bad: bytes %1 to %2: %3.</source>
        <extracomment>%1 and %2 byte offsets as numbers, %3 what was found there, e.g. &quot;zeros&quot;</extracomment>
        <translation>Vadné: bajty %1 až %2: %3.</translation>
    </message>
    <message numerus="yes">
        <source>… and %n more bad range(s) (see --json).</source>
        <translation>
            <numerusform>… a ještě %n vadný rozsah (viz --json).</numerusform>
            <numerusform>… a ještě %n vadné rozsahy (viz --json).</numerusform>
            <numerusform>… a ještě %n vadných rozsahů (viz --json).</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 is empty (no partition table, no file system): it is written to without asking for its name.</source>
        <extracomment>%1 device node</extracomment>
        <translation>%1 je prázdný (žádná tabulka oddílů, žádný souborový systém): zapisuje se na něj bez dotazu na jeho název.</translation>
    </message>
    <message>
        <source>%1 has no write cache of its own to switch (a loop, virtio or memory-card device): only the kernel&apos;s view exists. Nothing was changed.</source>
        <extracomment>%1 device node</extracomment>
        <translation>%1 nemá vlastní zápisovou mezipaměť, kterou by šlo přepnout (zařízení loop, virtio nebo paměťová karta): existuje jen pohled jádra. Nic se nezměnilo.</translation>
    </message>
    <message>
        <source>%1 is a loop device over %2: it has no health of its own. Ask the drive that holds that file.</source>
        <extracomment>%1 device node, %2 the file behind it</extracomment>
        <translation>%1 je zařízení loop nad %2: nemá vlastní stav. Zeptejte se disku, na kterém ten soubor leží.</translation>
    </message>
    <message>
        <source>%1 commits/s</source>
        <extracomment>commits per second</extracomment>
        <translation>%1 potvrzení/s</translation>
    </message>
    <message>
        <source>List the runs kept for one drive, newest first.</source>
        <translation>Vypíše běhy uložené pro jeden disk, od nejnovějšího.</translation>
    </message>
    <message>
        <source>&apos;history&apos; needs exactly one DEVICE, e.g. &apos;driveproof-cli history /dev/sda&apos;.</source>
        <translation>&apos;history&apos; potřebuje právě jedno DEVICE, např. &apos;driveproof-cli history /dev/sda&apos;.</translation>
    </message>
    <message>
        <source>No runs are kept for %1 yet. &apos;driveproof-cli bench quick FOLDER&apos; on one of its file systems makes the first.</source>
        <extracomment>%1 device node</extracomment>
        <translation>Pro %1 zatím nejsou uloženy žádné běhy. První vytvoří &apos;driveproof-cli bench quick FOLDER&apos; na některém z jeho souborových systémů.</translation>
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
        <translation>NASTAVENÍ</translation>
    </message>
    <message>
        <source>SUMMARY</source>
        <translation>SOUHRN</translation>
    </message>
    <message>
        <source>Put two runs side by side: the lines they share, B against A.</source>
        <translation>Postaví dva běhy vedle sebe: řádky, které sdílejí, B proti A.</translation>
    </message>
    <message>
        <source>A run&apos;s id (the first 8 characters are enough) or its result file; twice.</source>
        <translation>ID běhu (stačí prvních 8 znaků) nebo jeho soubor s výsledkem; dvakrát.</translation>
    </message>
    <message>
        <source>&apos;compare&apos; needs two runs, e.g. &apos;driveproof-cli compare 1a2b3c4d 5e6f7a8b&apos;; &apos;driveproof-cli history DEVICE&apos; lists their ids.</source>
        <translation>&apos;compare&apos; potřebuje dva běhy, např. &apos;driveproof-cli compare 1a2b3c4d 5e6f7a8b&apos;; jejich ID vypíše &apos;driveproof-cli history DEVICE&apos;.</translation>
    </message>
    <message>
        <source>MEASUREMENT</source>
        <translation>MĚŘENÍ</translation>
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
        <translation>Neshodují se: %1</translation>
    </message>
    <message>
        <source>The two runs have no measurement in common: nothing to compare. Compare two runs of the same test.</source>
        <translation>Oba běhy nemají žádné společné měření: není co porovnat. Porovnejte dva běhy stejného testu.</translation>
    </message>
    <message>
        <source>empty: no partition table, no file system</source>
        <translation>prázdný: žádná tabulka oddílů, žádný souborový systém</translation>
    </message>
    <message>
        <source>data (%1)</source>
        <extracomment>%1 what was found, e.g. &quot;gpt, ext4&quot;</extracomment>
        <translation>data (%1)</translation>
    </message>
    <message>
        <source>unknown: %1</source>
        <extracomment>%1 why the drive could not be read (a sentence)</extracomment>
        <translation>neznámé: %1</translation>
    </message>
    <message>
        <source>Contents</source>
        <translation>Obsah</translation>
    </message>
    <message>
        <source>standard input</source>
        <translation>standardní vstup</translation>
    </message>
    <message>
        <source>Cannot read the pairing code from %1: %2</source>
        <extracomment>%1 a file or &quot;standard input&quot;, %2 the system&apos;s error text</extracomment>
        <translation>Párovací kód nelze přečíst z %1: %2</translation>
    </message>
    <message>
        <source>Pairing code (as the witness shows it): </source>
        <translation>Párovací kód (jak ho zobrazuje svědek): </translation>
    </message>
    <message>
        <source>That is not a pairing code: type the 12 characters the witness shows, such as K7QD-M2XF-9HBT.</source>
        <translation>To není párovací kód: zadejte 12 znaků, které zobrazuje svědek, například K7QD-M2XF-9HBT.</translation>
    </message>
    <message>
        <source>--pairing is no longer accepted: every user of this machine can read the command line. Type the code when asked, or use --pairing-file FILE.</source>
        <translation>--pairing už není přijímáno: příkazový řádek si může přečíst každý uživatel tohoto počítače. Zadejte kód, až o něj budete požádáni, nebo použijte --pairing-file FILE.</translation>
    </message>
    <message>
        <source>Read the pairing code the witness shows from FILE (&apos;-&apos;: standard input). Without it, run asks for the code.</source>
        <translation>Přečíst párovací kód, který zobrazuje svědek, ze souboru FILE (&apos;-&apos;: standardní vstup). Bez této volby se run na kód zeptá.</translation>
    </message>
    <message>
        <source>run needs the witness: --witness HOST:PORT as &apos;driveproof-cli witness&apos; shows it, and its pairing code (asked for, or --pairing-file FILE).</source>
        <translation>run potřebuje svědka: --witness HOST:PORT, jak ho zobrazuje &apos;driveproof-cli witness&apos;, a jeho párovací kód (vyžádá si ho, nebo --pairing-file FILE).</translation>
    </message>
    <message>
        <source>Use the pairing code in FILE (&apos;-&apos;: standard input) instead of a random one.</source>
        <translation>Použít párovací kód ze souboru FILE (&apos;-&apos;: standardní vstup) místo náhodného.</translation>
    </message>
    <message>
        <source>The drive&apos;s records could not be read (an older helper, or a drive that keeps none).</source>
        <translation>Záznamy disku se nepodařilo přečíst (starší pomocník nebo disk, který žádné nevede).</translation>
    </message>
    <message>
        <source>Is it new? %1</source>
        <extracomment>&quot;Is it new?&quot; and the verdict: new, used, possibly reset</extracomment>
        <translation>Je nový? %1</translation>
    </message>
    <message>
        <source>Also show every record the drive keeps: each SMART attribute or NVMe health log field, the self-test log and the error log count.</source>
        <translation>Zobrazit také všechny záznamy, které disk vede: každý atribut SMART nebo pole stavového protokolu NVMe, protokol autotestů a počet zaznamenaných chyb.</translation>
    </message>
    <message>
        <source>Remember the endurance the maker rates this drive&apos;s model for, in terabytes written (TBW), and compare the data written with it from now on.</source>
        <translation>Zapamatovat výdrž, kterou výrobce udává pro model tohoto disku, v zapsaných terabajtech (TBW), a od teď s ní porovnávat zapsaná data.</translation>
    </message>
    <message>
        <source>--rated-tbw takes terabytes written, e.g. 600, not &apos;%1&apos;.</source>
        <extracomment>%1 what the user typed</extracomment>
        <translation>--rated-tbw očekává zapsané terabajty, např. 600, ne &apos;%1&apos;.</translation>
    </message>
    <message numerus="yes">
        <source>about %n minute(s)</source>
        <extracomment>%n the number of minutes the drive says a self-test takes</extracomment>
        <translation>
            <numerusform>asi %n minuta</numerusform>
            <numerusform>asi %n minuty</numerusform>
            <numerusform>asi %n minut</numerusform>
        </translation>
    </message>
    <message>
        <source>Self-tests</source>
        <translation>Autotesty</translation>
    </message>
    <message>
        <source>offered</source>
        <translation>nabízeny</translation>
    </message>
    <message>
        <source>not offered</source>
        <translation>nenabízeny</translation>
    </message>
    <message>
        <source>Now</source>
        <translation>Nyní</translation>
    </message>
    <message>
        <source>running, %1% done</source>
        <translation>běží, hotovo %1 %</translation>
    </message>
    <message>
        <source>no self-test running</source>
        <translation>žádný autotest neběží</translation>
    </message>
    <message>
        <source>Last result</source>
        <translation>Poslední výsledek</translation>
    </message>
    <message>
        <source>Short test</source>
        <translation>Krátký test</translation>
    </message>
    <message>
        <source>Extended test</source>
        <translation>Rozšířený test</translation>
    </message>
    <message>
        <source>Conveyance test</source>
        <translation>Přepravní test</translation>
    </message>
    <message>
        <source>Self-test on %1: %2% done</source>
        <extracomment>%1 device path, %2 percent done</extracomment>
        <translation>Autotest na %1: hotovo %2 %</translation>
    </message>
    <message>
        <source>Stopped following. The drive goes on testing; &apos;driveproof-cli selftest %1 abort&apos; stops it.</source>
        <extracomment>%1 device path</extracomment>
        <translation>Sledování ukončeno. Disk dál testuje; &apos;driveproof-cli selftest %1 abort&apos; test zastaví.</translation>
    </message>
    <message>
        <source>Start, stop or follow the drive&apos;s own self-test. The drive runs it and keeps the result in its self-test log (&apos;health DEVICE --all&apos; shows it).</source>
        <translation>Spustit, zastavit nebo sledovat vlastní autotest disku. Disk ho provádí sám a výsledek ukládá do svého protokolu autotestů (&apos;health DEVICE --all&apos; ho zobrazí).</translation>
    </message>
    <message>
        <source>short, extended, conveyance (ATA), abort or status.</source>
        <translation>short, extended, conveyance (ATA), abort nebo status.</translation>
    </message>
    <message>
        <source>Follow the running test until it ends; the exit status is 1 when it failed.</source>
        <translation>Sledovat běžící test až do konce; návratový kód je 1, pokud selhal.</translation>
    </message>
    <message>
        <source>&apos;selftest&apos; needs a DEVICE and an ACTION, e.g. &apos;driveproof-cli selftest /dev/sda short&apos;.</source>
        <translation>&apos;selftest&apos; potřebuje DEVICE a ACTION, např. &apos;driveproof-cli selftest /dev/sda short&apos;.</translation>
    </message>
    <message>
        <source>Unknown self-test action &apos;%1&apos;: use short, extended, conveyance, abort or status.</source>
        <extracomment>%1 the action the user gave</extracomment>
        <translation>Neznámá akce autotestu &apos;%1&apos;: použijte short, extended, conveyance, abort nebo status.</translation>
    </message>
    <message>
        <source>%1: no partition table, logical sector %2 bytes, physical sector %3 bytes, optimal I/O size %4, alignment offset %5 bytes.</source>
        <extracomment>%1 device or image, %2 and %3 sector sizes in bytes, %4 optimal I/O size (&quot;65536 bytes&quot; or &quot;not reported&quot;), %5 alignment offset in bytes</extracomment>
        <translation>%1: bez tabulky oddílů, logický sektor %2 bajtů, fyzický sektor %3 bajtů, optimální velikost I/O %4, posun zarovnání %5 bajtů.</translation>
    </message>
    <message>
        <source>The self-test&apos;s result could not be kept in the drive&apos;s history: %1</source>
        <extracomment>%1 why (a sentence)</extracomment>
        <translation>Výsledek autotestu se nepodařilo uložit do historie disku: %1</translation>
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
        <translation>Používá se</translation>
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
        <translation>Použití: driveproof-cli PŘÍKAZ [volby]

Řekne pravdu o disku.

Příkazy:
  list          seznam disků s identitou, topologií a pohledem na mezipaměť zápisu
  info DEVICE   vše, co je známo o jednom disku
  align TARGET  kontrola zarovnání oddílů disku nebo obrazu disku
  cache DEVICE  mezipaměť zápisu disku a pohled jádra; --set on|off
  health DEVICE stav disku: verdikt, teplota, hodiny provozu, vypnutí
  selftest DEVICE short|extended|abort|status  vlastní autotest disku
  bench FAMILY [TARGET]  měření: quick, commit, throughput, random, sweep...
  history DEVICE  běhy uložené pro disk, od nejnovějšího
  compare RUN RUN  dva běhy vedle sebe a v čem se liší
  powerloss prepare|run|verify|practice  test výpadku napájení (vytažení zástrčky)
  witness       druhý počítač (svědek) testu výpadku napájení
  export --openmetrics  zjištění o každém disku pro Prometheus (flotily)
  capacity ZAŘÍZENÍ --quick|--full  je disk tak velký, jak tvrdí (padělky)
  trim TARGET   zda TRIM projde každou vrstvou až k disku

Volby:
  -h, --help     zobrazí tuto nápovědu; &apos;driveproof-cli PŘÍKAZ --help&apos; pro příkaz
  -v, --version  zobrazí verzi
  --language LANG
                 použije jazyk LANG, např. de, pt_BR nebo zh_TW, místo jazyka
                 systému; funguje s každým příkazem
</translation>
    </message>
    <message>
        <source>yes, down to the drive</source>
        <translation>ano, až k disku</translation>
    </message>
    <message>
        <source>down to a loop device&apos;s backing file</source>
        <translation>až k souboru, nad kterým běží zařízení loop</translation>
    </message>
    <message>
        <source>no: a layer drops it</source>
        <translation>ne: jedna vrstva ho zahazuje</translation>
    </message>
    <message>
        <source>no: the drive does not take it</source>
        <translation>ne: disk ho nepřijímá</translation>
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
        <translation>nenainstalovaný</translation>
    </message>
    <message>
        <source>%1 (systemd is not running)</source>
        <extracomment>%1 the timer&apos;s state, e.g. &quot;enabled&quot;</extracomment>
        <translation>%1 (systemd neběží)</translation>
    </message>
    <message>
        <source>From %1: %2</source>
        <extracomment>%1 a device, %2 whether TRIM gets through</extracomment>
        <translation>Z %1: %2</translation>
    </message>
    <message>
        <source>From %1 (mounted on %2): %3</source>
        <extracomment>%1 a device, %2 its mount points, %3 whether TRIM gets through</extracomment>
        <translation>Z %1 (připojeno na %2): %3</translation>
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
        <translation>Největší discard</translation>
    </message>
    <message>
        <source>Passes TRIM</source>
        <translation>Propouští TRIM</translation>
    </message>
    <message>
        <source>Say whether TRIM reaches the drive through every layer (partition, dm-crypt, LVM, md, loop, USB), whether fstrim.timer runs and which file systems are mounted with discard.</source>
        <translation>Řekne, zda TRIM projde každou vrstvou (oddíl, dm-crypt, LVM, md, loop, USB) až k disku, zda běží fstrim.timer a které souborové systémy jsou připojeny s volbou discard.</translation>
    </message>
    <message>
        <source>A drive, a partition, a dm, md or loop device, or a folder, e.g. /dev/sda or /home.</source>
        <translation>Disk, oddíl, zařízení dm, md nebo loop, nebo složka, např. /dev/sda nebo /home.</translation>
    </message>
    <message>
        <source>&apos;trim&apos; needs exactly one TARGET, e.g. &apos;driveproof-cli trim /dev/sda&apos;.</source>
        <translation>&apos;trim&apos; vyžaduje právě jeden TARGET, např. &apos;driveproof-cli trim /dev/sda&apos;.</translation>
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
        <translation>Posoudí zprávu místo disku: výstup &apos;smartctl -x&apos;, &apos;smartctl -x --json&apos; nebo &apos;nvme smart-log -o json&apos; uložený v souboru FILE (&apos;-&apos;: standardní vstup).</translation>
    </message>
    <message>
        <source>With --report of nvme smart-log: the output of &apos;nvme id-ctrl -o json&apos; for the model, serial and firmware.</source>
        <translation>S --report s výstupem nvme smart-log: výstup &apos;nvme id-ctrl -o json&apos; pro model, sériové číslo a firmware.</translation>
    </message>
    <message>
        <source>&apos;health --report FILE&apos; takes no DEVICE and no --rated-tbw.</source>
        <translation>&apos;health --report FILE&apos; nepřijímá DEVICE ani --rated-tbw.</translation>
    </message>
</context>
<context>
    <name>DriveProof::Device</name>
    <message>
        <source>No block device named %1. Run &apos;driveproof-cli list&apos; to see the drives on this machine.</source>
        <translation>Blokové zařízení s názvem %1 neexistuje. Disky v tomto počítači zobrazíte příkazem &apos;driveproof-cli list&apos;.</translation>
    </message>
    <message>
        <source>%1 disappeared while it was being read. Check that the drive is still connected.</source>
        <translation>Zařízení %1 zmizelo během čtení. Zkontrolujte, zda je disk stále připojený.</translation>
    </message>
    <message>
        <source>%1 is mounted on %2.</source>
        <extracomment>%1 device path, %2 list of mount points</extracomment>
        <translation>%1 je připojeno do %2.</translation>
    </message>
    <message>
        <source>%1 is in use as swap space.</source>
        <extracomment>%1 device path</extracomment>
        <translation>%1 se používá jako odkládací prostor.</translation>
    </message>
    <message numerus="yes">
        <source>%1 (And %n more.)</source>
        <extracomment>%1 a sentence saying what uses a device, %n how many other users there are</extracomment>
        <translation>
            <numerusform>%1 (A ještě %n další použití.)</numerusform>
            <numerusform>%1 (A ještě %n další použití.)</numerusform>
            <numerusform>%1 (A ještě %n dalších použití.)</numerusform>
        </translation>
    </message>
    <message>
        <source>not reported by this %1 device through sysfs</source>
        <translation>toto zařízení %1 to přes sysfs nehlásí</translation>
    </message>
    <message>
        <source>unknown</source>
        <translation>neznámý</translation>
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
        <translation>revize firmwaru</translation>
    </message>
    <message>
        <source>WWN</source>
        <translation>WWN</translation>
    </message>
    <message>
        <source>rotation rate</source>
        <translation>rychlost otáčení</translation>
    </message>
    <message>
        <source>%1 could not be opened even as root (%2): the system blocks access to it (a container or a security policy), so only what sysfs reports is shown.</source>
        <extracomment>%1 device path, %2 system error text</extracomment>
        <translation>%1 se nepodařilo otevřít ani jako root (%2): systém k němu blokuje přístup (kontejner nebo bezpečnostní politika), proto je zobrazeno jen to, co hlásí sysfs.</translation>
    </message>
    <message>
        <source>%1 could not be opened (%2): only what sysfs reports is shown. Run as root or through the DriveProof helper for more.</source>
        <extracomment>%1 device path, %2 system error text</extracomment>
        <translation>%1 se nepodařilo otevřít (%2): zobrazeno je jen to, co hlásí sysfs. Pro více informací spusťte program jako root nebo přes pomocnou službu DriveProof.</translation>
    </message>
    <message>
        <source>device node</source>
        <translation>uzel zařízení</translation>
    </message>
    <message>
        <source>%1 backs the loop device %2.</source>
        <extracomment>a loop device reads and writes its data on this device. %1 device path, %2 loop device path</extracomment>
        <translation>%1 je podkladem zařízení loop %2.</translation>
    </message>
    <message>
        <source>%1 is part of %2.</source>
        <extracomment>%1 device path, %2 a device built on it (device-mapper, RAID, bcache)</extracomment>
        <translation>%1 je součástí %2.</translation>
    </message>
    <message>
        <source>%1 has the partition %2.</source>
        <extracomment>%1 disk path, %2 partition path</extracomment>
        <translation>%1 obsahuje oddíl %2.</translation>
    </message>
    <message>
        <source>There is no %1. Give a device such as /dev/sda (see &apos;driveproof-cli list&apos;).</source>
        <translation>%1 neexistuje. Zadejte zařízení, např. /dev/sda (viz &apos;driveproof-cli list&apos;).</translation>
    </message>
    <message>
        <source>%1 is a folder or a file, not a block device. Give a device such as /dev/sda (see &apos;driveproof-cli list&apos;).</source>
        <translation>%1 je složka nebo soubor, ne blokové zařízení. Zadejte zařízení, např. /dev/sda (viz &apos;driveproof-cli list&apos;).</translation>
    </message>
    <message>
        <source>Could not read %1 to see what it holds: %2.</source>
        <extracomment>%1 device or file path, %2 the system&apos;s reason</extracomment>
        <translation>%1 se nepodařilo přečíst, aby se zjistilo, co obsahuje: %2.</translation>
    </message>
    <message>
        <source>Could not read the start and end of %1 to see what it holds.</source>
        <extracomment>%1 device or file path</extracomment>
        <translation>Nepodařilo se přečíst začátek a konec %1, aby se zjistilo, co obsahuje.</translation>
    </message>
    <message>
        <source>udev has no record of device %1, and it could not be read directly (run as root, or start udev).</source>
        <extracomment>%1 device numbers like 8:0</extracomment>
        <translation>udev nemá o zařízení %1 žádný záznam a přímo je přečíst nešlo (spusťte jako root, nebo spusťte udev).</translation>
    </message>
</context>
<context>
    <name>DriveProof::DriveReport</name>
    <message>
        <source>%1 is not valid JSON: %2 at byte %3.</source>
        <extracomment>%1 file name, %2 the JSON parser&apos;s words, %3 the byte offset</extracomment>
        <translation>%1 není platný JSON: %2 na bajtu %3.</translation>
    </message>
    <message>
        <source>%1 is larger than any drive report (%2 at most). Give the output of smartctl -x or nvme smart-log, not a disk image.</source>
        <extracomment>%1 file name, %2 a size (&quot;4 MiB&quot;)</extracomment>
        <translation>%1 je větší než jakákoli zpráva o disku (nejvýše %2). Zadejte výstup smartctl -x nebo nvme smart-log, ne obraz disku.</translation>
    </message>
    <message>
        <source>%1 is no drive report DriveProof can read: give the output of &apos;smartctl -x&apos;, &apos;smartctl -x --json&apos; or &apos;nvme smart-log -o json&apos;.</source>
        <extracomment>%1 file name</extracomment>
        <translation>%1 není zpráva o disku, kterou DriveProof umí přečíst: zadejte výstup &apos;smartctl -x&apos;, &apos;smartctl -x --json&apos; nebo &apos;nvme smart-log -o json&apos;.</translation>
    </message>
    <message>
        <source>%1 is a report of a SAS or SCSI drive: DriveProof judges reports of ATA (SATA) and NVMe drives.</source>
        <extracomment>%1 file name</extracomment>
        <translation>%1 je zpráva o disku SAS nebo SCSI: DriveProof posuzuje zprávy o discích ATA (SATA) a NVMe.</translation>
    </message>
    <message>
        <source>From the report %1, not from the drive itself: %2.</source>
        <extracomment>%1 file name, %2 drive model</extracomment>
        <translation>Ze zprávy %1, ne ze samotného disku: %2.</translation>
    </message>
    <message>
        <source>From the report %1, not from the drive itself: %2, serial %3.</source>
        <extracomment>%1 file name, %2 drive model, %3 serial number</extracomment>
        <translation>Ze zprávy %1, ne ze samotného disku: %2, sériové číslo %3.</translation>
    </message>
    <message>
        <source>%1, line %2: more than 30 SMART attributes, which no drive has.</source>
        <extracomment>%1 file name, %2 line number</extracomment>
        <translation>%1, řádek %2: více než 30 atributů SMART, což žádný disk nemá.</translation>
    </message>
    <message>
        <source>Could not read %1: %2.</source>
        <extracomment>%1 file name, %2 the system&apos;s reason</extracomment>
        <translation>%1 se nepodařilo přečíst: %2.</translation>
    </message>
    <message>
        <source>From the report %1, not from the drive itself.</source>
        <extracomment>%1 file name (a report that names no drive, e.g. smartctl -l farm)</extracomment>
        <translation>Ze zprávy %1, ne ze samotného disku.</translation>
    </message>
</context>
<context>
    <name>DriveProof::Flash</name>
    <message>
        <source>TRIM from %1 reaches the drive %2 through every layer.</source>
        <extracomment>%1 the device in use (e.g. /dev/mapper/vg-home), %2 the drive</extracomment>
        <translation>TRIM z %1 projde každou vrstvou až k disku %2.</translation>
    </message>
    <message>
        <source>The drive %1 takes TRIM.</source>
        <extracomment>%1 the drive</extracomment>
        <translation>Disk %1 přijímá TRIM.</translation>
    </message>
    <message>
        <source>TRIM from %1 reaches the loop device %2, which frees the space in its backing file %3. The drive under that file gets it only from its own file system (mounted with discard, or fstrim).</source>
        <extracomment>%1 the device in use, %2 a loop device, %3 its backing file</extracomment>
        <translation>TRIM z %1 dojde k zařízení loop %2, které uvolní místo ve svém souboru %3. Disk pod tímto souborem ho dostane jen od vlastního souborového systému (připojeného s volbou discard, nebo přes fstrim).</translation>
    </message>
    <message>
        <source>The dm-crypt volume %1 drops discards, so TRIM from %2 never reaches the drive. Open it with --allow-discards (or the discard option in /etc/crypttab); an observer of the raw drive then sees which blocks are free.</source>
        <extracomment>%1 a dm-crypt volume, %2 the device in use</extracomment>
        <translation>Svazek dm-crypt %1 zahazuje discardy, takže TRIM z %2 se k disku nikdy nedostane. Otevřete ho s --allow-discards (nebo s volbou discard v /etc/crypttab); kdo vidí surový disk, pak pozná, které bloky jsou volné.</translation>
    </message>
    <message>
        <source>%1 drops discards, so TRIM from %2 stops there and never reaches the drive.</source>
        <extracomment>%1 the layer (e.g. /dev/md0), %2 the device in use</extracomment>
        <translation>%1 zahazuje discardy, takže TRIM z %2 tam skončí a k disku se nikdy nedostane.</translation>
    </message>
    <message>
        <source>The kernel shows no discard limits for %1, so whether TRIM passes it is unknown.</source>
        <extracomment>%1 a device</extracomment>
        <translation>Jádro pro %1 neukazuje žádné limity discard, takže není známo, zda jím TRIM projde.</translation>
    </message>
    <message>
        <source>%1 is a hard disk: it takes no TRIM and needs none.</source>
        <extracomment>%1 the drive</extracomment>
        <translation>%1 je pevný disk: TRIM nepřijímá a nepotřebuje.</translation>
    </message>
    <message>
        <source>%1 is attached through usb-storage (Bulk-Only Transport), which passes no TRIM. In a UAS enclosure or on a UAS port it may.</source>
        <extracomment>%1 the drive</extracomment>
        <translation>%1 je připojen přes usb-storage (Bulk-Only Transport), který TRIM nepředává. V rámečku UAS nebo na portu UAS to jít může.</translation>
    </message>
    <message>
        <source>%1 is attached through UAS, but its bridge announces no TRIM, so the kernel sends none.</source>
        <extracomment>%1 the drive</extracomment>
        <translation>%1 je připojen přes UAS, ale jeho můstek TRIM neohlašuje, takže ho jádro neposílá.</translation>
    </message>
    <message>
        <source>%1 does not take TRIM (the kernel&apos;s discard_max_bytes is 0).</source>
        <extracomment>%1 the drive</extracomment>
        <translation>%1 nepřijímá TRIM (discard_max_bytes v jádře je 0).</translation>
    </message>
    <message>
        <source>No file system on %1 is mounted. TRIM comes from a mounted file system (fstrim or the discard option), or from blkdiscard, which erases everything.</source>
        <extracomment>%1 the device asked about</extracomment>
        <translation>Žádný souborový systém na %1 není připojen. TRIM přichází z připojeného souborového systému (fstrim nebo volba discard), nebo z blkdiscard, který vše smaže.</translation>
    </message>
    <message>
        <source>%1 is mounted with discard: every delete is trimmed at once, which slows deletes on some drives. The weekly fstrim.timer is the usual choice.</source>
        <extracomment>%1 a mount point</extracomment>
        <translation>%1 je připojen s volbou discard: každé smazání se hned ořízne, což na některých discích smazání zpomaluje. Obvyklou volbou je týdenní fstrim.timer.</translation>
    </message>
    <message>
        <source>%1 is mounted with discard=async: freed space is trimmed in batches.</source>
        <extracomment>%1 a mount point</extracomment>
        <translation>%1 je připojen s volbou discard=async: uvolněné místo se ořezává po dávkách.</translation>
    </message>
    <message>
        <source>%1 is trimmed once a week by fstrim.timer.</source>
        <extracomment>%1 a mount point</extracomment>
        <translation>%1 jednou týdně ořezává fstrim.timer.</translation>
    </message>
    <message>
        <source>%1 is neither mounted with discard nor trimmed by fstrim.timer, so the drive never learns which blocks are free. Run &apos;sudo systemctl enable --now fstrim.timer&apos;.</source>
        <extracomment>%1 a mount point</extracomment>
        <translation>%1 není připojen s volbou discard a neořezává ho ani fstrim.timer, takže disk se nikdy nedozví, které bloky jsou volné. Spusťte &apos;sudo systemctl enable --now fstrim.timer&apos;.</translation>
    </message>
    <message>
        <source>systemd is not running here, so fstrim.timer trims nothing. Run &apos;fstrim -a&apos; from cron, or mount with discard.</source>
        <translation>systemd tu neběží, takže fstrim.timer nic neořezává. Spouštějte &apos;fstrim -a&apos; z cronu, nebo připojte s volbou discard.</translation>
    </message>
    <message>
        <source>%1 is not on a block device that DriveProof can see in sysfs. Give a drive, a partition or a folder on one.</source>
        <extracomment>%1 a path the user gave</extracomment>
        <translation>%1 neleží na blokovém zařízení, které DriveProof vidí v sysfs. Zadejte disk, oddíl nebo složku na něm.</translation>
    </message>
    <message>
        <source>%1 cannot be read: %2.</source>
        <extracomment>%1 a path the user gave, %2 the system&apos;s error text</extracomment>
        <translation>%1 nelze přečíst: %2.</translation>
    </message>
</context>
<context>
    <name>DriveProof::Gui</name>
    <message>
        <source>unknown</source>
        <translation>neznámý</translation>
    </message>
    <message>
        <source>%1 (%2 bytes)</source>
        <extracomment>%1 size with unit, e.g. &quot;500.1 GB&quot;; %2 exact byte count, e.g. &quot;500,107,862,016&quot;</extracomment>
        <translation>%1 (%2 bajtů)</translation>
    </message>
    <message numerus="yes">
        <source>%Ln byte(s)</source>
        <extracomment>a size in bytes, e.g. &quot;4,096 bytes&quot;; %Ln is the number with digit grouping</extracomment>
        <translation>
            <numerusform>%Ln bajt</numerusform>
            <numerusform>%Ln bajty</numerusform>
            <numerusform>%Ln bajtů</numerusform>
        </translation>
    </message>
    <message>
        <source>yes</source>
        <translation>ano</translation>
    </message>
    <message>
        <source>no</source>
        <translation>ne</translation>
    </message>
    <message>
        <source>loop device</source>
        <translation>zařízení loop</translation>
    </message>
    <message>
        <source>backed by a file</source>
        <translation>založené na souboru</translation>
    </message>
    <message>
        <source>solid state</source>
        <translation>polovodičový</translation>
    </message>
    <message>
        <source>%1 rpm</source>
        <extracomment>disk rotation speed; %1 is the number, e.g. &quot;7,200&quot;</extracomment>
        <translation>%1 ot./min</translation>
    </message>
    <message>
        <source>rotational</source>
        <translation>rotační</translation>
    </message>
    <message>
        <source>Not reported for this device.</source>
        <translation>U tohoto zařízení se nehlásí.</translation>
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
        <translation>disk SSD</translation>
    </message>
    <message>
        <source>NVMe solid-state drive</source>
        <translation>disk SSD NVMe</translation>
    </message>
    <message>
        <source>USB drive</source>
        <translation>disk USB</translation>
    </message>
    <message>
        <source>loop device (a file used as a drive)</source>
        <translation>zařízení loop (soubor používaný jako disk)</translation>
    </message>
    <message>
        <source>drive</source>
        <translation>disk</translation>
    </message>
    <message>
        <source>Tells the truth about a drive.</source>
        <translation>Řekne pravdu o disku.</translation>
    </message>
    <message>
        <source>Show this drive first, e.g. /dev/sda.</source>
        <translation>Nejprve zobrazí tento disk, např. /dev/sda.</translation>
    </message>
    <message>
        <source>Save a picture of the window to this PNG file once everything is read, then quit.</source>
        <translation>Po načtení všech údajů uloží snímek okna do tohoto souboru PNG a skončí.</translation>
    </message>
    <message>
        <source>Open the Preferences dialog at start.</source>
        <translation>Při spuštění otevře dialog Předvolby.</translation>
    </message>
    <message>
        <source>Open the About dialog at start.</source>
        <translation>Při spuštění otevře dialog O aplikaci.</translation>
    </message>
    <message>
        <source>Run this test (quick, random, commit, ...) in the window without clicks, write the result (--json-out) and quit; for benchmark scripts.</source>
        <translation>Spustí tento test (quick, random, commit, ...) v okně bez klikání, zapíše výsledek (--json-out) a skončí; pro skripty měření výkonu.</translation>
    </message>
    <message>
        <source>With --run-test: only these measurements, separated by commas, e.g. rnd4kq32t1.read.</source>
        <translation>S --run-test: jen tato měření oddělená čárkami, např. rnd4kq32t1.read.</translation>
    </message>
    <message>
        <source>With --run-test: the folder (or file) to test in.</source>
        <translation>S --run-test: složka (nebo soubor), ve které se testuje.</translation>
    </message>
    <message>
        <source>With --run-test: the test size, e.g. 1G or 256M.</source>
        <translation>S --run-test: velikost testu, např. 1G nebo 256M.</translation>
    </message>
    <message>
        <source>With --run-test: seconds per measurement (default: 5).</source>
        <translation>S --run-test: počet sekund na jedno měření (výchozí: 5).</translation>
    </message>
    <message>
        <source>With --run-test: write the result as JSON to this file.</source>
        <translation>S --run-test: zapíše výsledek ve formátu JSON do tohoto souboru.</translation>
    </message>
    <message>
        <source>Verify the power-loss tests that wait for it (after the power cut); the autostart entry of a pending test runs this.</source>
        <translation>Ověří testy výpadku napájení, které na to čekají (po odpojení napájení); spouští to položka automatického spuštění čekajícího testu.</translation>
    </message>
    <message>
        <source>Open the power-loss test at start.</source>
        <translation>Při spuštění otevře test výpadku napájení.</translation>
    </message>
    <message>
        <source>Open the power-loss witness page at start.</source>
        <translation>Při spuštění otevře stránku svědka testu výpadku napájení.</translation>
    </message>
    <message>
        <source>--duration needs a number of seconds</source>
        <translation>--duration vyžaduje počet sekund</translation>
    </message>
    <message>
        <source>You were not allowed to read the write cache setting of %1. Try again and authenticate when asked, or ask an administrator.</source>
        <extracomment>%1 device path</extracomment>
        <translation>Nemáte oprávnění číst nastavení mezipaměti zápisu %1. Zkuste to znovu a po vyzvání se ověřte, nebo požádejte správce.</translation>
    </message>
    <message>
        <source>You were not allowed to switch the write cache of %1, so nothing was changed. Try again and authenticate when asked, or ask an administrator.</source>
        <extracomment>%1 device path</extracomment>
        <translation>Nemáte oprávnění přepnout mezipaměť zápisu %1, proto se nic nezměnilo. Zkuste to znovu a po vyzvání se ověřte, nebo požádejte správce.</translation>
    </message>
    <message>
        <source>You were not allowed to read the health of %1. Try again and authenticate when asked, or ask an administrator.</source>
        <extracomment>%1 device path</extracomment>
        <translation>Nemáte oprávnění číst stav %1. Zkuste to znovu a po vyzvání se ověřte, nebo požádejte správce.</translation>
    </message>
    <message>
        <source>DriveProof&apos;s helper is not installed, so DriveProof cannot ask the drive while it runs as you. Install the DriveProof package, or run DriveProof as root.</source>
        <translation>Pomocná služba DriveProof není nainstalována, takže DriveProof spuštěný pod vaším účtem se nemůže disku dotázat. Nainstalujte balíček DriveProof, nebo spusťte DriveProof jako root.</translation>
    </message>
    <message>
        <source>The system bus does not let DriveProof reach its helper: the helper&apos;s D-Bus policy is missing. Reinstall the DriveProof package, or run DriveProof as root.</source>
        <translation>Systémová sběrnice nedovoluje DriveProof spojit se s pomocnou službou: chybí její politika D-Bus. Přeinstalujte balíček DriveProof, nebo spusťte DriveProof jako root.</translation>
    </message>
    <message>
        <source>There is no system bus, so DriveProof cannot reach its helper. Start the D-Bus system service, or run DriveProof as root.</source>
        <translation>Systémová sběrnice neexistuje, takže DriveProof se nemůže spojit s pomocnou službou. Spusťte systémovou službu D-Bus, nebo spusťte DriveProof jako root.</translation>
    </message>
    <message>
        <source>The request for %1 failed: %2.</source>
        <extracomment>%1 device path, %2 the system&apos;s reason</extracomment>
        <translation>Požadavek pro %1 selhal: %2.</translation>
    </message>
    <message>
        <source>Starts on a physical-sector boundary.</source>
        <translation>Začíná na hranici fyzického sektoru.</translation>
    </message>
    <message>
        <source>Starts %1 bytes past a physical-sector boundary.</source>
        <extracomment>%1 a number of bytes, e.g. &quot;512&quot;</extracomment>
        <translation>Začíná %1 bajtů za hranicí fyzického sektoru.</translation>
    </message>
    <message>
        <source>Starts on a 1 MiB boundary.</source>
        <translation>Začíná na hranici 1 MiB.</translation>
    </message>
    <message>
        <source>Does not start on a 1 MiB boundary.</source>
        <translation>Nezačíná na hranici 1 MiB.</translation>
    </message>
    <message>
        <source>Does not start on a multiple of the drive&apos;s optimal I/O size.</source>
        <translation>Nezačíná na násobku optimální velikosti I/O disku.</translation>
    </message>
    <message>
        <source>none</source>
        <translation>žádné</translation>
    </message>
    <message>
        <source>not mounted</source>
        <translation>nepřipojeno</translation>
    </message>
    <message>
        <source>not checked</source>
        <translation>nezkontrolováno</translation>
    </message>
    <message>
        <source>%L1 %2</source>
        <extracomment>a transfer rate; %L1 the number, %2 its unit (&quot;MB/s&quot; or &quot;MiB/s&quot;, as chosen in Preferences)</extracomment>
        <translation>%L1 %2</translation>
    </message>
    <message>
        <source>unknown test &apos;%1&apos;</source>
        <extracomment>%1 what the user typed after --run-test</extracomment>
        <translation>neznámý test &apos;%1&apos;</translation>
    </message>
    <message>
        <source>--run-test needs --target, an existing folder or file</source>
        <translation>--run-test vyžaduje --target, existující složku nebo soubor</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a size, e.g. 1G or 256M</source>
        <extracomment>%1 what the user typed after --size</extracomment>
        <translation>&apos;%1&apos; není velikost, např. 1G nebo 256M</translation>
    </message>
    <message>
        <source>write back: the kernel sends flushes</source>
        <translation>zpožděný zápis (write back): jádro posílá požadavky na vyprázdnění</translation>
    </message>
    <message>
        <source>write through: the kernel sends no flushes</source>
        <translation>přímý zápis (write through): jádro neposílá požadavky na vyprázdnění</translation>
    </message>
    <message>
        <source>Open this drive report (smartctl -x, smartctl --json or nvme smart-log -o json) at start.</source>
        <translation>Při spuštění otevře tuto zprávu o disku (smartctl -x, smartctl --json nebo nvme smart-log -o json).</translation>
    </message>
</context>
<context>
    <name>DriveProof::Gui::AboutDialog</name>
    <message>
        <source>About DriveProof</source>
        <translation>O aplikaci DriveProof</translation>
    </message>
    <message>
        <source>DriveProof %1</source>
        <extracomment>%1 DriveProof&apos;s version, e.g. &quot;0.1.0&quot;</extracomment>
        <translation>DriveProof %1</translation>
    </message>
    <message>
        <source>Tells you the truth about a drive: what it is, whether its partitions are aligned, whether its write cache is on, how fast it commits, streams and seeks, and whether it keeps the writes it acknowledged.</source>
        <translation>Řekne vám pravdu o disku: co je zač, zda jsou jeho oddíly zarovnané, zda je jeho mezipaměť zápisu zapnutá, jak rychle ukládá, přenáší data a vyhledává a zda uchová zápisy, které potvrdil.</translation>
    </message>
    <message>
        <source>What DriveProof does</source>
        <translation>Co DriveProof dělá</translation>
    </message>
    <message>
        <source>Qt %1 · kernel %2 %3</source>
        <extracomment>%1 the Qt version it runs on, %2 the kernel&apos;s name (&quot;linux&quot;), %3 its version</extracomment>
        <translation>Qt %1 · jádro %2 %3</translation>
    </message>
    <message>
        <source>Versions</source>
        <translation>Verze</translation>
    </message>
    <message>
        <source>Free software under the GNU General Public License, version 3 or any later version (&lt;a href=&quot;https://www.gnu.org/licenses/gpl-3.0.html&quot;&gt;GPL-3.0-or-later&lt;/a&gt;). It comes with no warranty.</source>
        <extracomment>rich text; keep the link. GPL-3.0-or-later is the licence&apos;s SPDX name</extracomment>
        <translation>Svobodný software pod licencí GNU General Public License verze 3 nebo jakékoli pozdější (&lt;a href=&quot;https://www.gnu.org/licenses/gpl-3.0.html&quot;&gt;GPL-3.0-or-later&lt;/a&gt;). Je poskytován bez jakékoli záruky.</translation>
    </message>
    <message>
        <source>Licence</source>
        <translation>Licence</translation>
    </message>
</context>
<context>
    <name>DriveProof::Gui::CapacityButton</name>
    <message>
        <source>Check &amp;capacity…</source>
        <translation>Ověřit &amp;kapacitu…</translation>
    </message>
    <message>
        <source>Is the drive as big as it says? Finds fake drives.</source>
        <translation>Je disk tak velký, jak tvrdí? Najde padělané disky.</translation>
    </message>
</context>
<context>
    <name>DriveProof::Gui::CapacityDialog</name>
    <message>
        <source>Check capacity: %1</source>
        <extracomment>dialog title; %1 the drive&apos;s model or device node</extracomment>
        <translation>Ověřit kapacitu: %1</translation>
    </message>
    <message>
        <source>Is %1 really %2? The check writes records across the whole drive, reads them back and tells a genuine drive from a fake one.</source>
        <extracomment>%1 the drive&apos;s model, %2 its size as it claims it, e.g. &quot;128.0 GB&quot;</extracomment>
        <translation>Má %1 opravdu %2? Ověření zapíše záznamy přes celý disk, přečte je zpět a rozliší pravý disk od padělku.</translation>
    </message>
    <message>
        <source>&amp;Quick probe: a few thousand records, minutes</source>
        <translation>&amp;Rychlá sonda: několik tisíc záznamů, minuty</translation>
    </message>
    <message>
        <source>&amp;Full verify: every block, hours on a large drive</source>
        <translation>Ú&amp;plné ověření: každý blok, hodiny u velkého disku</translation>
    </message>
    <message>
        <source>&amp;Start</source>
        <translation>&amp;Spustit</translation>
    </message>
    <message>
        <source>Everything on %1 (%2) is lost: every partition, every file.</source>
        <extracomment>%1 device node, %2 the drive&apos;s model</extracomment>
        <translation>Veškerý obsah %1 (%2) bude ztracen: každý oddíl, každý soubor.</translation>
    </message>
    <message>
        <source>&amp;Cancel</source>
        <translation>&amp;Zrušit</translation>
    </message>
    <message>
        <source>&amp;Close</source>
        <translation>Za&amp;vřít</translation>
    </message>
    <message>
        <source>Check capacity</source>
        <translation>Ověřit kapacitu</translation>
    </message>
    <message>
        <source>Write</source>
        <extracomment>a line of the full verify&apos;s chart: the rate while writing</extracomment>
        <translation>Zápis</translation>
    </message>
    <message>
        <source>Read</source>
        <translation>Čtení</translation>
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
        <translation>&amp;Kopírovat obrázek</translation>
    </message>
</context>
<context>
    <name>DriveProof::Gui::Charts::CommitChart</name>
    <message>
        <source>Commits per second, by method</source>
        <translation>Uložení za sekundu podle metody</translation>
    </message>
    <message>
        <source>Commits per second (logarithmic)</source>
        <translation>Uložení za sekundu (logaritmicky)</translation>
    </message>
    <message>
        <source>Durable, write cache as it was</source>
        <translation>Trvalá, mezipaměť zápisu beze změny</translation>
    </message>
    <message>
        <source>Durable commits</source>
        <translation>Trvalá uložení</translation>
    </message>
    <message>
        <source>Durable, write cache off</source>
        <translation>Trvalá, mezipaměť zápisu vypnutá</translation>
    </message>
    <message>
        <source>Not durable (baseline for comparison)</source>
        <translation>Netrvalá (základ pro srovnání)</translation>
    </message>
    <message>
        <source>%1 rpm: about %2 commits/s at most when each waits for the platter</source>
        <extracomment>legend of a line on the commit chart; %1 rotation rate, %2 commits per second</extracomment>
        <translation>%1 ot./min: nejvýše asi %2 uložení/s, když každé čeká na otočení plotny</translation>
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
        <translation>B (novější)</translation>
    </message>
    <message>
        <source>The two runs side by side</source>
        <translation>Oba běhy vedle sebe</translation>
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
        <translation>Potvrzené zápisy před odpojením napájení</translation>
    </message>
    <message>
        <source>Seconds before the cut</source>
        <extracomment>axis of a chart: time before the moment the power was cut (negative numbers)</extracomment>
        <translation>Sekundy před odpojením</translation>
    </message>
    <message>
        <source>Write number</source>
        <extracomment>axis of a chart: the running number of each write</extracomment>
        <translation>Číslo zápisu</translation>
    </message>
    <message>
        <source>Kept</source>
        <translation>Zachováno</translation>
    </message>
    <message>
        <source>Lost</source>
        <translation>Ztraceno</translation>
    </message>
    <message>
        <source>Torn (partly kept)</source>
        <translation>Roztrženo (zachováno částečně)</translation>
    </message>
    <message>
        <source>Estimated cut</source>
        <extracomment>the estimated moment of the power cut, a vertical line in the chart</extracomment>
        <translation>Odhadované odpojení</translation>
    </message>
</context>
<context>
    <name>DriveProof::Gui::Charts::HybridChart</name>
    <message>
        <source>Random reads before and after the idle time</source>
        <translation>Náhodná čtení před dobou nečinnosti a po ní</translation>
    </message>
    <message>
        <source>Random reads of the same blocks</source>
        <translation>Náhodná čtení stejných bloků</translation>
    </message>
    <message>
        <source>IOPS</source>
        <translation>IOPS</translation>
    </message>
    <message>
        <source>First pass</source>
        <translation>První průchod</translation>
    </message>
    <message>
        <source>Second pass, after the idle time</source>
        <translation>Druhý průchod, po době nečinnosti</translation>
    </message>
</context>
<context>
    <name>DriveProof::Gui::Charts::LatencyChart</name>
    <message>
        <source>Latency</source>
        <translation>Latence</translation>
    </message>
    <message>
        <source>Latency of %1</source>
        <extracomment>chart title; %1 the measurement, e.g. &quot;RND4K Q1T1 read&quot;</extracomment>
        <translation>Latence: %1</translation>
    </message>
    <message>
        <source>Latency (µs, logarithmic)</source>
        <translation>Latence (µs, logaritmicky)</translation>
    </message>
    <message>
        <source>Share of operations (%)</source>
        <translation>Podíl operací (%)</translation>
    </message>
    <message>
        <source>Operations</source>
        <translation>Operace</translation>
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
        <translation>Rychlost čtení v testovací oblasti</translation>
    </message>
    <message>
        <source>Write rate as the test area fills</source>
        <translation>Rychlost zápisu při zaplňování testovací oblasti</translation>
    </message>
    <message>
        <source>Position (%1)</source>
        <extracomment>axis title; %1 the unit: MB, GB, MiB or GiB</extracomment>
        <translation>Pozice (%1)</translation>
    </message>
    <message>
        <source>Written (%1)</source>
        <extracomment>axis title; %1 the unit: MB, GB, MiB or GiB</extracomment>
        <translation>Zapsáno (%1)</translation>
    </message>
</context>
<context>
    <name>DriveProof::Gui::Charts::SweepChart</name>
    <message>
        <source>IOPS and transfer rate by block size</source>
        <translation>IOPS a přenosová rychlost podle velikosti bloku</translation>
    </message>
    <message>
        <source>Block size (KiB, logarithmic)</source>
        <translation>Velikost bloku (KiB, logaritmicky)</translation>
    </message>
    <message>
        <source>IOPS and transfer rate by queue depth</source>
        <translation>IOPS a přenosová rychlost podle hloubky fronty</translation>
    </message>
    <message>
        <source>I/Os in flight per thread (logarithmic)</source>
        <translation>Operace I/O v letu na vlákno (logaritmicky)</translation>
    </message>
    <message>
        <source>IOPS and transfer rate by threads</source>
        <translation>IOPS a přenosová rychlost podle počtu vláken</translation>
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
        <translation>Přenosová rychlost v čase</translation>
    </message>
    <message>
        <source>I/O operations per second over time</source>
        <translation>Operace I/O za sekundu v čase</translation>
    </message>
    <message>
        <source>IOPS</source>
        <translation>IOPS</translation>
    </message>
    <message>
        <source>Commits per second over time</source>
        <translation>Uložení za sekundu v čase</translation>
    </message>
    <message>
        <source>Commits per second</source>
        <translation>Uložení za sekundu</translation>
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
        <translation>Latence p99 (µs)</translation>
    </message>
    <message>
        <source>Two runs side by side</source>
        <translation>Dva běhy vedle sebe</translation>
    </message>
    <message>
        <source>&amp;Back to the history</source>
        <translation>&amp;Zpět na historii</translation>
    </message>
    <message>
        <source>Comparison of two runs</source>
        <translation>Porovnání dvou běhů</translation>
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
        <translation>Měření</translation>
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
        <translation>Tyto běhy nemají žádné společné měření, takže není co porovnat. Porovnejte dva běhy stejného testu.</translation>
    </message>
    <message>
        <source>These are two different tests (%1 and %2): only the measurements they share have a ratio.</source>
        <extracomment>%1 and %2 two test names</extracomment>
        <translation>Jde o dva různé testy (%1 a %2): poměr mají jen měření, která sdílejí.</translation>
    </message>
    <message>
        <source>same</source>
        <extracomment>B&apos;s number is within 3% of A&apos;s</extracomment>
        <translation>stejné</translation>
    </message>
    <message>
        <source>▲ %1% better</source>
        <extracomment>%1 a percentage without the % sign, e.g. &quot;18&quot; -&gt; &quot;▲ 18% better&quot;</extracomment>
        <translation>▲ o %1 % lepší</translation>
    </message>
    <message>
        <source>▼ %1% worse</source>
        <translation>▼ o %1 % horší</translation>
    </message>
    <message>
        <source>Better and worse follow each quantity: more MB/s, IOPS or commits per second is better, less latency is better. Within 3% counts as the same: two runs on one drive differ that much.</source>
        <translation>Lepší a horší se řídí každou veličinou: více MB/s, IOPS nebo uložení za sekundu je lepší, nižší latence je lepší. Rozdíl do 3 % se počítá jako stejný: o tolik se liší dva běhy na stejném disku.</translation>
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
        <translation>Tyto běhy neproběhly stejně, jejich čísla tedy nelze přímo porovnat. %1</translation>
    </message>
</context>
<context>
    <name>DriveProof::Gui::ConfirmWriteDialog</name>
    <message>
        <source>Erase %1?</source>
        <extracomment>dialog title; %1 a device node</extracomment>
        <translation>Vymazat %1?</translation>
    </message>
    <message>
        <source>This test (%1) writes over %2 (%3). Everything on it is lost: every partition, every file. This cannot be undone.</source>
        <extracomment>%1 test name, %2 device node, %3 the drive&apos;s model</extracomment>
        <translation>Tento test (%1) přepíše %2 (%3). Vše, co na něm je, bude ztraceno: každý oddíl, každý soubor. Tuto akci nelze vrátit zpět.</translation>
    </message>
    <message>
        <source>To go on, type the device&apos;s name, &lt;b&gt;%1&lt;/b&gt;:</source>
        <extracomment>%1 the device&apos;s short name the user must type, e.g. &quot;sdb&quot;</extracomment>
        <translation>Pro pokračování zadejte název zařízení, &lt;b&gt;%1&lt;/b&gt;:</translation>
    </message>
    <message>
        <source>Device name</source>
        <translation>Název zařízení</translation>
    </message>
    <message>
        <source>&amp;Erase and test</source>
        <translation>&amp;Vymazat a testovat</translation>
    </message>
    <message>
        <source>Test the empty drive %1?</source>
        <extracomment>dialog title; %1 the drive&apos;s name (model)</extracomment>
        <translation>Otestovat prázdný disk %1?</translation>
    </message>
    <message>
        <source>%1 (%2) is empty: it has no partition table and no file system, as a new drive arrives. The test (%3) writes over the whole device; anything on it that DriveProof cannot recognise would be lost.</source>
        <extracomment>%1 the drive&apos;s name (model), %2 device node, %3 test name</extracomment>
        <translation>%1 (%2) je prázdný: nemá tabulku oddílů ani souborový systém, tak jak přichází nový disk. Test (%3) přepíše celé zařízení; cokoli na něm, co DriveProof nerozpozná, by se ztratilo.</translation>
    </message>
    <message>
        <source>&amp;Write and test</source>
        <translation>&amp;Zapsat a testovat</translation>
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
        <translation>Špatný</translation>
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
        <translation>&amp;Testovat tento disk…</translation>
    </message>
    <message>
        <source>%1 %2 · %3</source>
        <extracomment>under the drive name; %1 size, e.g. &quot;2.0 TB&quot;, %2 kind of drive, %3 device path</extracomment>
        <translation>%1 %2 · %3</translation>
    </message>
    <message>
        <source>Measure %1: quick check, commit rate, throughput and more, in a window of its own</source>
        <extracomment>%1 the drive&apos;s name</extracomment>
        <translation>Změřit %1: rychlá kontrola, rychlost ukládání, propustnost a další, ve vlastním okně</translation>
    </message>
    <message>
        <source>Q&amp;uick check</source>
        <translation>Rychlá &amp;kontrola</translation>
    </message>
    <message>
        <source>Measure the four CrystalDiskMark tests now, in about %1, on a temporary file in %2</source>
        <extracomment>tooltip of the Quick check button; %1 about how long it takes (&quot;20 seconds&quot;), %2 the folder that holds the temporary file</extracomment>
        <translation>Spustit nyní čtyři testy CrystalDiskMark, přibližně za %1, na dočasném souboru v %2</translation>
    </message>
    <message>
        <source>This drive is empty: no partition table and no file system. It is read-only or in use, so only the reading tests can run on it.</source>
        <translation>Tento disk je prázdný: žádná tabulka oddílů ani souborový systém. Je jen pro čtení nebo používaný, takže na něm mohou běžet jen čtecí testy.</translation>
    </message>
    <message>
        <source>This drive is empty: no partition table and no file system, as a new drive arrives. The quick check, the commit test and the sustained write run on the whole device after one confirmation; there is no need to partition it first.</source>
        <translation>Tento disk je prázdný: žádná tabulka oddílů ani souborový systém, tak jak přichází nový disk. Rychlá kontrola, test potvrzování a trvalý zápis poběží na celém zařízení po jediném potvrzení; není třeba ho nejdřív rozdělit.</translation>
    </message>
    <message>
        <source>The quick check needs a folder on this drive, and none of its file systems is mounted. Mount one (in your file manager or GNOME Disks) and press Refresh (F5), or use &quot;Test this drive…&quot; for the reading tests on the whole device (sequential and random reads, surface scan), which write nothing.</source>
        <translation>Rychlá kontrola potřebuje složku na tomto disku a žádný z jeho souborových systémů není připojen. Připojte některý (ve správci souborů nebo v Discích GNOME) a stiskněte Obnovit (F5), nebo použijte „Testovat tento disk…“ pro čtecí testy na celém zařízení (sekvenční a náhodné čtení, sken povrchu), které nic nezapisují.</translation>
    </message>
    <message>
        <source>The quick check needs a folder on this drive that you can write to, and none of its file systems is mounted where you may write. Mount one where you may and press Refresh (F5), or choose a folder of yours on it with &quot;Test this drive…&quot;.</source>
        <translation>Rychlá kontrola potřebuje složku na tomto disku, do které smíte zapisovat, a žádný z jeho souborových systémů není připojen tam, kde smíte zapisovat. Připojte některý tam, kde smíte, a stiskněte Obnovit (F5), nebo vyberte svou složku na něm přes „Testovat tento disk…“.</translation>
    </message>
    <message>
        <source>Measure the four CrystalDiskMark tests now, in about %1, on the empty device %2 (asks once to confirm)</source>
        <extracomment>tooltip of the Quick check button; %1 about how long it takes (&quot;20 seconds&quot;), %2 a device node</extracomment>
        <translation>Změřit teď čtyři testy CrystalDiskMark, asi za %1, na prázdném zařízení %2 (jednou se zeptá na potvrzení)</translation>
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
        <translation>Načítání…</translation>
    </message>
    <message>
        <source>Unknown</source>
        <translation>Neznámý</translation>
    </message>
    <message>
        <source>Health: %1</source>
        <extracomment>accessible name of the health badge; %1 &quot;Good&quot;, &quot;Caution&quot;, &quot;Bad&quot;, ...</extracomment>
        <translation>Stav: %1</translation>
    </message>
    <message>
        <source>No health data</source>
        <translation>Žádné údaje o stavu</translation>
    </message>
    <message>
        <source>%1 is a file used as a drive (%2): it has no health data of its own. The health of the drive that holds the file is what counts.</source>
        <extracomment>%1 device path, %2 the file behind the loop device</extracomment>
        <translation>%1 je soubor používaný jako disk (%2): nemá vlastní údaje o stavu. Rozhoduje stav disku, na kterém soubor leží.</translation>
    </message>
    <message>
        <source>%1 is a virtual disk: the real drive is on the host, and only the host can read its health.</source>
        <extracomment>%1 device path</extracomment>
        <translation>%1 je virtuální disk: skutečný disk je na hostiteli a jeho stav může číst jen hostitel.</translation>
    </message>
    <message>
        <source>%1 reports no health data that DriveProof can read.</source>
        <extracomment>%1 device path</extracomment>
        <translation>%1 nehlásí žádné údaje o stavu, které by DriveProof uměl přečíst.</translation>
    </message>
    <message>
        <source>Good</source>
        <translation>Dobrý</translation>
    </message>
    <message>
        <source>The drive finds nothing wrong. That predicts some failures, not all: keep backups.</source>
        <translation>Disk nenachází žádný problém. To předpovídá některá selhání, ne všechna: zálohujte.</translation>
    </message>
    <message>
        <source>Caution</source>
        <translation>Pozor</translation>
    </message>
    <message>
        <source>Make sure your backups are current, and check this drive again soon.</source>
        <translation>Ujistěte se, že máte aktuální zálohy, a brzy disk znovu zkontrolujte.</translation>
    </message>
    <message>
        <source>Bad</source>
        <translation>Špatný</translation>
    </message>
    <message>
        <source>Back up the data on this drive now and plan to replace it.</source>
        <translation>Ihned zálohujte data na tomto disku a naplánujte jeho výměnu.</translation>
    </message>
    <message>
        <source>The drive gave no overall assessment of its health.</source>
        <translation>Disk neposkytl celkové hodnocení svého stavu.</translation>
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
        <translation>Hodiny provozu</translation>
    </message>
    <message>
        <source>Power cycles</source>
        <translation>Cykly napájení</translation>
    </message>
    <message>
        <source>Unsafe shutdowns</source>
        <translation>Nebezpečná vypnutí</translation>
    </message>
    <message>
        <source>Times power was lost before the drive was told: each one is a moment where its write cache could lose data.</source>
        <translation>Kolikrát napájení vypadlo dřív, než o tom disk věděl: pokaždé mohla jeho mezipaměť zápisu přijít o data.</translation>
    </message>
    <message>
        <source>Bad sectors</source>
        <translation>Vadné sektory</translation>
    </message>
    <message>
        <source>Sectors the drive has replaced or is waiting to replace.</source>
        <translation>Sektory, které disk nahradil nebo které čekají na nahrazení.</translation>
    </message>
    <message>
        <source>Media errors</source>
        <translation>Chyby média</translation>
    </message>
    <message>
        <source>Data the drive could not read or write correctly.</source>
        <translation>Data, která disk nedokázal správně přečíst nebo zapsat.</translation>
    </message>
    <message>
        <source>Available spare</source>
        <translation>Dostupná rezerva</translation>
    </message>
    <message>
        <source>Reserve blocks left for replacing worn-out ones.</source>
        <translation>Záložní bloky, které zbývají k nahrazení opotřebených.</translation>
    </message>
    <message>
        <source>Wear</source>
        <extracomment>wear of a solid-state drive; %1 a percentage, e.g. &quot;3%&quot;</extracomment>
        <translation>Opotřebení</translation>
    </message>
    <message>
        <source>%1 of its rated life used</source>
        <translation>využito %1 jmenovité životnosti</translation>
    </message>
    <message>
        <source>The maker&apos;s estimate; it can go past 100%.</source>
        <translation>Odhad výrobce; může přesáhnout 100 %.</translation>
    </message>
    <message>
        <source>Read from</source>
        <translation>Načteno z</translation>
    </message>
</context>
<context>
    <name>DriveProof::Gui::HealthRecordsView</name>
    <message numerus="yes">
        <source>All records the drive keeps (%n)</source>
        <extracomment>%n the number of records (SMART attributes or NVMe log fields)</extracomment>
        <translation>
            <numerusform>Všechny záznamy, které disk vede (%n)</numerusform>
            <numerusform>Všechny záznamy, které disk vede (%n)</numerusform>
            <numerusform>Všechny záznamy, které disk vede (%n)</numerusform>
        </translation>
    </message>
    <message>
        <source>%1
Defined in: %2</source>
        <extracomment>tooltip of a health record; %1 what it means, %2 the standard and section</extracomment>
        <translation>%1
Definováno v: %2</translation>
    </message>
    <message>
        <source>Self-test log, newest first:</source>
        <translation>Protokol autotestů, nejnovější první:</translation>
    </message>
</context>
<context>
    <name>DriveProof::Gui::HistoryPage</name>
    <message>
        <source>Earlier runs on %1</source>
        <extracomment>%1 the drive&apos;s name (model)</extracomment>
        <translation>Dřívější běhy na %1</translation>
    </message>
    <message>
        <source>Every test run on this drive is kept here. Open one to see its result again, or select two (hold Ctrl and click) to compare them side by side.</source>
        <translation>Zde se uchovává každý běh testu na tomto disku. Otevřete jeden, abyste znovu viděli jeho výsledek, nebo vyberte dva (podržte Ctrl a klikněte) a porovnejte je vedle sebe.</translation>
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
        <translation>Souhrn</translation>
    </message>
    <message>
        <source>Earlier runs</source>
        <translation>Dřívější běhy</translation>
    </message>
    <message>
        <source>&amp;Open</source>
        <translation>&amp;Otevřít</translation>
    </message>
    <message>
        <source>&amp;Compare the two selected</source>
        <translation>&amp;Porovnat dva vybrané</translation>
    </message>
    <message>
        <source>&amp;Delete…</source>
        <translation>&amp;Smazat…</translation>
    </message>
    <message>
        <source>&amp;New test</source>
        <translation>&amp;Nový test</translation>
    </message>
    <message>
        <source>Reading the history…</source>
        <translation>Načítání historie…</translation>
    </message>
    <message>
        <source>No runs yet. Finished tests appear here by themselves.</source>
        <translation>Zatím žádné běhy. Dokončené testy se zde objeví samy.</translation>
    </message>
    <message numerus="yes">
        <source>%n run(s) kept.</source>
        <extracomment>%n runs kept for this drive</extracomment>
        <translation>
            <numerusform>Uchován %n běh.</numerusform>
            <numerusform>Uchovány %n běhy.</numerusform>
            <numerusform>Uchováno %n běhů.</numerusform>
        </translation>
    </message>
    <message>
        <source>Select exactly two runs to compare</source>
        <translation>Vyberte právě dva běhy k porovnání</translation>
    </message>
    <message>
        <source>Delete runs</source>
        <translation>Smazat běhy</translation>
    </message>
    <message numerus="yes">
        <source>Delete %n run(s) from the history? This cannot be undone.</source>
        <extracomment>%n how many runs are about to be deleted</extracomment>
        <translation>
            <numerusform>Smazat %n běh z historie? Tuto akci nelze vrátit zpět.</numerusform>
            <numerusform>Smazat %n běhy z historie? Tuto akci nelze vrátit zpět.</numerusform>
            <numerusform>Smazat %n běhů z historie? Tuto akci nelze vrátit zpět.</numerusform>
        </translation>
    </message>
    <message>
        <source>Select two runs of the same test to compare</source>
        <translation>Vyberte dva běhy stejného testu k porovnání</translation>
    </message>
    <message>
        <source>Settings</source>
        <translation>Nastavení</translation>
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
        <translation>Zařízení</translation>
    </message>
    <message>
        <source>Backing file</source>
        <translation>Podkladový soubor</translation>
    </message>
    <message>
        <source>Transport</source>
        <translation>Rozhraní</translation>
    </message>
    <message>
        <source>The kernel does not say how this drive is connected.</source>
        <translation>Jádro neuvádí, jak je tento disk připojen.</translation>
    </message>
    <message>
        <source>Rotation speed unknown: %1</source>
        <extracomment>%1 why the speed is unknown</extracomment>
        <translation>Rychlost otáčení neznámá: %1</translation>
    </message>
    <message>
        <source>Media</source>
        <translation>Médium</translation>
    </message>
    <message>
        <source>Removable</source>
        <translation>Vyjímatelné</translation>
    </message>
    <message>
        <source>Read-only</source>
        <translation>Jen pro čtení</translation>
    </message>
    <message>
        <source>Model</source>
        <translation>Model</translation>
    </message>
    <message>
        <source>Vendor</source>
        <translation>Výrobce</translation>
    </message>
    <message>
        <source>Serial number</source>
        <translation>Sériové číslo</translation>
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
        <translation>Spojení</translation>
    </message>
</context>
<context>
    <name>DriveProof::Gui::MainWindow</name>
    <message>
        <source>Looking for drives…</source>
        <translation>Hledání disků…</translation>
    </message>
    <message>
        <source>Checking the partitions of %1…</source>
        <extracomment>%1 device path</extracomment>
        <translation>Kontrola oddílů %1…</translation>
    </message>
    <message>
        <source>Switching the write cache of %1…</source>
        <extracomment>%1 device path</extracomment>
        <translation>Přepínání mezipaměti zápisu %1…</translation>
    </message>
    <message>
        <source>Reading the write cache and health of %1…</source>
        <extracomment>%1 device path</extracomment>
        <translation>Načítání mezipaměti zápisu a stavu %1…</translation>
    </message>
    <message>
        <source>udisks2 is not running: the facts shown come from the kernel alone.</source>
        <translation>udisks2 neběží: zobrazené údaje pocházejí jen z jádra.</translation>
    </message>
    <message>
        <source>DriveProof</source>
        <translation>DriveProof</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>&amp;Soubor</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Ukončit</translation>
    </message>
    <message>
        <source>Power-loss &amp;witness…</source>
        <translation>&amp;Svědek výpadku napájení…</translation>
    </message>
    <message>
        <source>Record the power-loss test of another computer&apos;s drive on this one</source>
        <translation>Zaznamenávat na tomto počítači test výpadku napájení disku jiného počítače</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>Ú&amp;pravy</translation>
    </message>
    <message>
        <source>&amp;Preferences…</source>
        <translation>&amp;Předvolby…</translation>
    </message>
    <message>
        <source>Choose the language, the unit of transfer rates and the test defaults</source>
        <translation>Vybrat jazyk, jednotku přenosových rychlostí a výchozí nastavení testů</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Zobrazit</translation>
    </message>
    <message>
        <source>&amp;Refresh</source>
        <translation>&amp;Obnovit</translation>
    </message>
    <message>
        <source>Read the list of drives again</source>
        <translation>Znovu načíst seznam disků</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Nápověda</translation>
    </message>
    <message>
        <source>&amp;About DriveProof</source>
        <translation>&amp;O aplikaci DriveProof</translation>
    </message>
    <message>
        <source>Drives</source>
        <translation>Disky</translation>
    </message>
    <message>
        <source>Busy</source>
        <translation>Zaneprázdněno</translation>
    </message>
    <message numerus="yes">
        <source>A test is running on %1. Stop it and quit?</source>
        <extracomment>%1 device paths, e.g. &quot;/dev/sda&quot;; more than one joined by &quot;, &quot;</extracomment>
        <translation>
            <numerusform>Na %1 běží test. Zastavit ho a ukončit?</numerusform>
            <numerusform>Na %1 běží testy. Zastavit je a ukončit?</numerusform>
            <numerusform>Na %1 běží testy. Zastavit je a ukončit?</numerusform>
        </translation>
    </message>
    <message>
        <source>Stop the test?</source>
        <translation>Zastavit test?</translation>
    </message>
    <message>
        <source>The steps that finished are kept in the history; the temporary file is removed.</source>
        <translation>Dokončené kroky zůstanou v historii; dočasný soubor bude odstraněn.</translation>
    </message>
    <message>
        <source>&amp;Stop and quit</source>
        <translation>&amp;Zastavit a ukončit</translation>
    </message>
    <message>
        <source>&amp;Keep testing</source>
        <translation>&amp;Pokračovat v testu</translation>
    </message>
    <message>
        <source>Stop the power-loss test?</source>
        <translation>Zastavit test výpadku napájení?</translation>
    </message>
    <message>
        <source>The power-loss test is running. Quitting stops it without a power cut, so this run cannot tell whether the drive keeps its writes.</source>
        <translation>Test výpadku napájení běží. Ukončení ho zastaví bez odpojení napájení, takže tento běh nemůže ukázat, zda disk zapsaná data uchová.</translation>
    </message>
    <message>
        <source>&amp;Keep running</source>
        <translation>&amp;Nechat běžet</translation>
    </message>
    <message>
        <source>&amp;Open Drive Report…</source>
        <translation>&amp;Otevřít zprávu o disku…</translation>
    </message>
    <message>
        <source>Judge a drive from its smartctl or nvme-cli report, e.g. one a seller sent</source>
        <translation>Posoudit disk podle jeho zprávy ze smartctl nebo nvme-cli, např. té, kterou poslal prodejce</translation>
    </message>
    <message>
        <source>Paste Drive &amp;Report</source>
        <translation>Vložit &amp;zprávu o disku</translation>
    </message>
    <message>
        <source>Judge the smartctl or nvme-cli report on the clipboard</source>
        <translation>Posoudit zprávu ze smartctl nebo nvme-cli ve schránce</translation>
    </message>
</context>
<context>
    <name>DriveProof::Gui::Notice</name>
    <message>
        <source>Danger</source>
        <translation>Nebezpečí</translation>
    </message>
    <message>
        <source>Warning</source>
        <translation>Varování</translation>
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
        <translation>Metoda uložení</translation>
    </message>
    <message>
        <source>Commits/s</source>
        <translation>Uložení/s</translation>
    </message>
    <message>
        <source>Mean µs</source>
        <translation>Průměr µs</translation>
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
        <translation>Vyprázdnění na uložení</translation>
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
        <translation>netrvalé</translation>
    </message>
</context>
<context>
    <name>DriveProof::Gui::PartitionsCard</name>
    <message>
        <source>Partitions</source>
        <translation>Oddíly</translation>
    </message>
    <message>
        <source>#</source>
        <translation>#</translation>
    </message>
    <message>
        <source>Device</source>
        <translation>Zařízení</translation>
    </message>
    <message>
        <source>Start sector</source>
        <translation>Počáteční sektor</translation>
    </message>
    <message>
        <source>Start (bytes)</source>
        <translation>Začátek (bajty)</translation>
    </message>
    <message>
        <source>Size</source>
        <translation>Velikost</translation>
    </message>
    <message>
        <source>Mounted on</source>
        <translation>Připojeno do</translation>
    </message>
    <message>
        <source>Alignment</source>
        <translation>Zarovnání</translation>
    </message>
    <message>
        <source>Checking alignment</source>
        <translation>Kontrola zarovnání</translation>
    </message>
    <message>
        <source>Reading the partition table…</source>
        <translation>Načítání tabulky oddílů…</translation>
    </message>
    <message>
        <source>What to do</source>
        <translation>Co dělat</translation>
    </message>
    <message>
        <source>Partitions of %1</source>
        <extracomment>accessible name of the partitions table; %1 device path</extracomment>
        <translation>Oddíly %1</translation>
    </message>
    <message>
        <source>The kernel lists no partitions on this drive.</source>
        <translation>Jádro na tomto disku neuvádí žádné oddíly.</translation>
    </message>
    <message>
        <source>The partition table lists no partitions.</source>
        <translation>Tabulka oddílů neuvádí žádné oddíly.</translation>
    </message>
    <message>
        <source>The partition table lists this partition, but the kernel has no device node for it yet (on some systems &apos;partx -a&apos; adds it).</source>
        <translation>Tabulka oddílů tento oddíl uvádí, ale jádro pro něj zatím nemá uzel zařízení (v některých systémech ho přidá &apos;partx -a&apos;).</translation>
    </message>
    <message>
        <source>checking…</source>
        <translation>kontroluje se…</translation>
    </message>
    <message>
        <source>The partition table did not list this partition.</source>
        <translation>Tabulka oddílů tento oddíl neuváděla.</translation>
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
        <translation>Tlačítko „Spustit test“ otevře průvodce testem výpadku napájení: zapisuje do testovacího souboru (nebo na celé zařízení), hlásí každé uložení svědkovi na druhém počítači a vyzve vás k vytažení zástrčky. Po restartu DriveProof zkontroluje, které potvrzené zápisy přežily. Test si také můžete nacvičit na tomto počítači se simulovaným diskem.</translation>
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
        <translation>&amp;Velikost testu:</translation>
    </message>
    <message>
        <source>Time per st&amp;ep (seconds):</source>
        <translation>Čas na &amp;jeden krok (sekundy):</translation>
    </message>
    <message>
        <source>&amp;Reads or writes:</source>
        <translation>Čtení nebo &amp;zápisy:</translation>
    </message>
    <message>
        <source>&amp;Idle time between the passes (seconds):</source>
        <translation>&amp;Doba nečinnosti mezi průchody (sekundy):</translation>
    </message>
    <message>
        <source>Also measure with the drive&apos;s write &amp;cache off, then switch it back on</source>
        <translation>Měřit také s vypnutou &amp;mezipamětí zápisu disku a pak ji opět zapnout</translation>
    </message>
    <message>
        <source>&amp;History…</source>
        <translation>&amp;Historie…</translation>
    </message>
    <message>
        <source>Earlier runs on this drive, and comparing two of them</source>
        <translation>Dřívější běhy na tomto disku a porovnání dvou z nich</translation>
    </message>
    <message>
        <source>&amp;Start test</source>
        <translation>&amp;Spustit test</translation>
    </message>
    <message>
        <source>Reads</source>
        <translation>Čtení</translation>
    </message>
    <message>
        <source>Writes</source>
        <translation>Zápisy</translation>
    </message>
    <message>
        <source>Mixed: 70% reads, 30% writes</source>
        <translation>Smíšené: 70 % čtení, 30 % zápisů</translation>
    </message>
    <message>
        <source>Takes as long as writing %1 once: about %2 at %3, less on a faster drive.</source>
        <extracomment>%1 a size, %2 a duration, %3 a rate (&quot;150.0 MB/s&quot;)</extracomment>
        <translation>Trvá tak dlouho jako jednorázový zápis %1: asi %2 při %3, na rychlejším disku méně.</translation>
    </message>
    <message>
        <source>Takes as long as reading %1 once: about %2 at %3, less on a faster drive.</source>
        <extracomment>%1 a size, %2 a duration, %3 a rate (&quot;150.0 MB/s&quot;)</extracomment>
        <translation>Trvá tak dlouho jako jednorázové čtení %1: asi %2 při %3, na rychlejším disku méně.</translation>
    </message>
    <message>
        <source>Takes about %1 with these settings.</source>
        <extracomment>%1 a duration</extracomment>
        <translation>S tímto nastavením trvá asi %1.</translation>
    </message>
    <message>
        <source>Takes about %1 with these settings, plus a moment to prepare the test file.</source>
        <extracomment>%1 a duration</extracomment>
        <translation>S tímto nastavením trvá asi %1, plus chvíli příprava testovacího souboru.</translation>
    </message>
    <message>
        <source>This test writes over %1: everything on it is lost, every partition and every file. You will be asked to type the device&apos;s name to confirm.</source>
        <extracomment>%1 a device node</extracomment>
        <translation>Tento test přepíše %1: vše, co na něm je, bude ztraceno, každý oddíl a každý soubor. Pro potvrzení budete vyzváni k zadání názvu zařízení.</translation>
    </message>
    <message>
        <source>Only reads from %1; nothing on it changes. Reading a device directly may ask for your password.</source>
        <extracomment>%1 a device node</extracomment>
        <translation>Jen čte z %1; nic se na něm nezmění. Přímé čtení zařízení může vyžadovat heslo.</translation>
    </message>
    <message>
        <source>Writes only to a temporary file in the chosen folder and removes it afterwards; nothing else on the drive changes.</source>
        <translation>Zapisuje jen do dočasného souboru ve vybrané složce a poté ho odstraní; nic jiného na disku se nezmění.</translation>
    </message>
    <message>
        <source>Only reads. In a folder it first writes the temporary file it reads, and removes it afterwards.</source>
        <translation>Jen čtení. Ve složce nejprve zapíše dočasný soubor, který pak čte, a poté ho odstraní.</translation>
    </message>
    <message>
        <source>Opens the guided power-loss test</source>
        <translation>Otevře průvodce testem výpadku napájení</translation>
    </message>
    <message>
        <source>%1 holds the running system: DriveProof never writes over it.</source>
        <extracomment>%1 a device node</extracomment>
        <translation>Na %1 je spuštěný systém: DriveProof ho nikdy nepřepíše.</translation>
    </message>
    <message>
        <source>%1 or one of its partitions is mounted or in use (LVM, RAID, an encrypted volume). Unmount it first to write over it.</source>
        <extracomment>%1 a device node</extracomment>
        <translation>%1 nebo některý z jeho oddílů je připojen nebo se používá (LVM, RAID, šifrovaný svazek). Chcete-li ho přepsat, nejprve ho odpojte.</translation>
    </message>
    <message>
        <source>%1 is read-only.</source>
        <extracomment>%1 a device node</extracomment>
        <translation>%1 je jen pro čtení.</translation>
    </message>
    <message>
        <source>A temporary file in %1</source>
        <extracomment>a place a test runs; %1 a folder</extracomment>
        <translation>Dočasný soubor v %1</translation>
    </message>
    <message>
        <source>You may not be allowed to write here. Choose a folder of yours on this drive with &quot;another folder&quot;.</source>
        <translation>Sem možná nemáte oprávnění zapisovat. Pomocí položky „jiná složka“ vyberte na tomto disku vlastní složku.</translation>
    </message>
    <message>
        <source>A temporary file in another folder…</source>
        <translation>Dočasný soubor v jiné složce…</translation>
    </message>
    <message>
        <source>The whole device %1, only reading</source>
        <extracomment>a place a test runs; %1 a device node</extracomment>
        <translation>Celé zařízení %1, jen čtení</translation>
    </message>
    <message>
        <source>The whole device %1, erasing everything on it</source>
        <extracomment>a place a test runs; %1 a device node</extracomment>
        <translation>Celé zařízení %1, s vymazáním veškerého obsahu</translation>
    </message>
    <message>
        <source>Where the test runs</source>
        <translation>Kde test poběží</translation>
    </message>
    <message>
        <source>All of it</source>
        <translation>Celý</translation>
    </message>
    <message>
        <source>The commit test always uses 16 MiB, like pg_test_fsync, so that its numbers compare directly.</source>
        <translation>Test ukládání vždy používá 16 MiB, jako pg_test_fsync, aby byla jeho čísla přímo srovnatelná.</translation>
    </message>
    <message>
        <source>How much of the drive the test uses. Larger areas are less flattered by caches but take longer to prepare.</source>
        <translation>Jakou část disku test použije. Výsledky větších oblastí mezipaměti méně přikrášlují, ale jejich příprava trvá déle.</translation>
    </message>
    <message>
        <source>Test size</source>
        <translation>Velikost testu</translation>
    </message>
    <message>
        <source>Choose a folder on the drive to test</source>
        <translation>Vyberte složku na testovaném disku</translation>
    </message>
    <message>
        <source>This device has no write cache of its own to switch.</source>
        <translation>Toto zařízení nemá vlastní mezipaměť zápisu, kterou by šlo přepnout.</translation>
    </message>
    <message>
        <source>The drive&apos;s write cache setting is not known (see the Write cache card), so it cannot be switched for the test.</source>
        <translation>Nastavení mezipaměti zápisu disku není známo (viz kartu Mezipaměť zápisu), proto ho pro test nelze přepnout.</translation>
    </message>
    <message>
        <source>The drive&apos;s write cache is off already: the test measures it that way.</source>
        <translation>Mezipaměť zápisu disku už je vypnutá: test měří v tomto stavu.</translation>
    </message>
    <message>
        <source>This drive does not let its write cache be switched.</source>
        <translation>Tento disk nedovoluje přepínat mezipaměť zápisu.</translation>
    </message>
    <message>
        <source>The chosen folder is not on one of this drive&apos;s file systems.</source>
        <translation>Vybraná složka neleží na žádném ze souborových systémů tohoto disku.</translation>
    </message>
    <message>
        <source>The cache is switched off for a second round of measurements and back on afterwards, also when the test fails or is cancelled. Switching may ask for your password.</source>
        <translation>Mezipaměť se pro druhé kolo měření vypne a poté opět zapne, i když test selže nebo je zrušen. Přepnutí může vyžadovat heslo.</translation>
    </message>
    <message>
        <source>No file system of this drive is mounted, so there is no folder for the test file. Mount one (in your file manager or GNOME Disks) and press Refresh (F5) in the main window, choose a folder with &quot;A temporary file in another folder…&quot;, or pick a reading test (sequential or random reads, surface scan), which can read the whole device without writing.</source>
        <translation>Žádný souborový systém tohoto disku není připojen, takže pro testovací soubor není složka. Připojte některý (ve správci souborů nebo v Discích GNOME) a v hlavním okně stiskněte Obnovit (F5), vyberte složku přes „Dočasný soubor v jiné složce…“, nebo zvolte čtecí test (sekvenční či náhodné čtení, sken povrchu), který přečte celé zařízení bez zápisu.</translation>
    </message>
    <message>
        <source>Choose where the test runs: a folder of yours on this drive, with &quot;A temporary file in another folder…&quot;.</source>
        <translation>Vyberte, kde test poběží: svou složku na tomto disku, přes „Dočasný soubor v jiné složce…“.</translation>
    </message>
    <message>
        <source>%1 Choose a folder on the drive instead, or a reading test.</source>
        <extracomment>%1 why the device cannot be written (a sentence)</extracomment>
        <translation>%1 Vyberte raději složku na disku, nebo čtecí test.</translation>
    </message>
    <message>
        <source>%1 is empty: no partition table and no file system, as a new drive arrives. This test writes over the whole device; you will be asked once to confirm.</source>
        <extracomment>%1 a device node</extracomment>
        <translation>%1 je prázdný: žádná tabulka oddílů ani souborový systém, tak jak přichází nový disk. Tento test přepíše celé zařízení; jednou budete požádáni o potvrzení.</translation>
    </message>
    <message>
        <source>The whole device %1, which is empty</source>
        <extracomment>a place a test runs; %1 a device node of a drive with nothing on it</extracomment>
        <translation>Celé zařízení %1, které je prázdné</translation>
    </message>
</context>
<context>
    <name>DriveProof::Gui::PowerLossAreaStep</name>
    <message>
        <source>Where to test</source>
        <translation>Kde testovat</translation>
    </message>
    <message>
        <source>The test writes records that describe themselves into a test area, commits them the way a database does, and reports every commit to a witness. A file on the drive tests the whole stack: file system, kernel and drive.</source>
        <translation>Test zapisuje do testovací oblasti záznamy, které samy sebe popisují, ukládá je tak jako databáze a každé uložení hlásí svědkovi. Soubor na disku testuje celý řetězec: souborový systém, jádro i disk.</translation>
    </message>
    <message>
        <source>&amp;Test area:</source>
        <translation>&amp;Testovací oblast:</translation>
    </message>
    <message>
        <source>Test area</source>
        <translation>Testovací oblast</translation>
    </message>
    <message>
        <source>Si&amp;ze:</source>
        <translation>&amp;Velikost:</translation>
    </message>
    <message>
        <source>Size of the test area</source>
        <translation>Velikost testovací oblasti</translation>
    </message>
    <message>
        <source>Larger than the drive&apos;s cache, so that the cache cannot hide the writes. 1 GiB is enough for most drives.</source>
        <translation>Větší než mezipaměť disku, aby mezipaměť nemohla zápisy skrýt. Pro většinu disků stačí 1 GiB.</translation>
    </message>
    <message>
        <source>Commit &amp;method:</source>
        <translation>&amp;Metoda uložení:</translation>
    </message>
    <message>
        <source>Commit method</source>
        <translation>Metoda uložení</translation>
    </message>
    <message>
        <source>&amp;Writes per commit:</source>
        <translation>&amp;Zápisů na uložení:</translation>
    </message>
    <message>
        <source>Writes per commit</source>
        <translation>Zápisů na uložení</translation>
    </message>
    <message>
        <source>1 commits every write. More: a batched group commit, as busy databases do.</source>
        <translation>1 uloží každý zápis. Více: skupinové ukládání po dávkách, jako u vytížených databází.</translation>
    </message>
    <message>
        <source>&amp;Only the drive loses power: I will pull its cable (USB or hot-plug drive)</source>
        <translation>&amp;Napájení ztratí jen disk: vytáhnu jeho kabel (disk USB nebo disk připojitelný za chodu)</translation>
    </message>
    <message>
        <source>A test file in %1</source>
        <extracomment>%1 a folder</extracomment>
        <translation>Testovací soubor v %1</translation>
    </message>
    <message>
        <source>A test file in another folder…</source>
        <translation>Testovací soubor v jiné složce…</translation>
    </message>
    <message>
        <source>The whole device %1, erasing everything on it</source>
        <extracomment>%1 a device node</extracomment>
        <translation>Celé zařízení %1, s vymazáním veškerého obsahu</translation>
    </message>
    <message>
        <source>A file system of this drive is mounted or in use: unmount it first to write over the device.</source>
        <translation>Souborový systém tohoto disku je připojen nebo se používá: chcete-li zařízení přepsat, nejprve ho odpojte.</translation>
    </message>
    <message>
        <source>Choose a folder on the drive to test</source>
        <translation>Vyberte složku na testovaném disku</translation>
    </message>
    <message>
        <source>The test writes over %1: everything on it is lost. You will be asked to type the device&apos;s name to confirm.</source>
        <extracomment>%1 a device node</extracomment>
        <translation>Test přepíše %1: vše, co na něm je, bude ztraceno. Pro potvrzení budete vyzváni k zadání názvu zařízení.</translation>
    </message>
    <message>
        <source>Cable-pull mode: the computer keeps running and only the drive goes dark. The witness may run on this computer (the witness page, address 127.0.0.1:7070), but its record must be on another disk than the one under test.</source>
        <translation>Režim vytažení kabelu: počítač běží dál a napájení ztratí jen disk. Svědek může běžet na tomto počítači (stránka svědka, adresa 127.0.0.1:7070), ale jeho záznam musí být na jiném disku než na testovaném.</translation>
    </message>
    <message>
        <source>The whole computer loses power: you will pull its power cord. The witness runs on a second computer.</source>
        <translation>Napájení ztratí celý počítač: vytáhnete jeho napájecí kabel. Svědek běží na druhém počítači.</translation>
    </message>
</context>
<context>
    <name>DriveProof::Gui::PowerLossPreflightStep</name>
    <message>
        <source>Before the test</source>
        <translation>Před testem</translation>
    </message>
    <message>
        <source>Things to know</source>
        <translation>Co je dobré vědět</translation>
    </message>
    <message>
        <source>unknown</source>
        <translation>neznámý</translation>
    </message>
    <message>
        <source>Reading the drive&apos;s identity, write cache and health… Reading the cache or the counters may ask for your password.</source>
        <translation>Načítání identity, mezipaměti zápisu a stavu disku… Čtení mezipaměti nebo čítačů může vyžadovat heslo.</translation>
    </message>
    <message>
        <source>Practice with a lying drive: it acknowledges writes while they are still in its cache, and loses them at the power cut. Expect FAIL.</source>
        <translation>Nácvik se lživým diskem: potvrzuje zápisy, dokud jsou ještě v jeho mezipaměti, a při odpojení napájení je ztratí. Očekávaný výsledek: FAIL.</translation>
    </message>
    <message>
        <source>Practice with an honest drive: it keeps every write it acknowledged. Expect a pass of the simulated cut.</source>
        <translation>Nácvik s poctivým diskem: uchová každý zápis, který potvrdil. Očekávaný výsledek: simulované odpojení projde.</translation>
    </message>
    <message>
        <source>What happens:
1. DriveProof prepares a simulated drive of 16 MiB and a witness on this computer.
2. It writes numbered records, commits each one and reports it to the witness; the chart shows the commits per second.
3. Once commits flow steadily it says &quot;Pull the plug now&quot;: press &quot;Cut the power&quot;. On a real test you would pull the power cord at that moment.
4. The simulated drive starts again, DriveProof reads it back and compares it with the witness&apos;s record.
5. The report says what the drive kept and what it lost.</source>
        <translation>Co se stane:
1. DriveProof připraví simulovaný disk o velikosti 16 MiB a svědka na tomto počítači.
2. Zapisuje číslované záznamy, každý uloží a nahlásí svědkovi; graf ukazuje počet uložení za sekundu.
3. Jakmile uložení plynou rovnoměrně, zobrazí se „Teď vytáhněte zástrčku“: stiskněte „Odpojit napájení“. Ve skutečném testu byste v tu chvíli vytáhli napájecí kabel.
4. Simulovaný disk se znovu spustí, DriveProof ho přečte a porovná se záznamem svědka.
5. Zpráva uvede, co disk uchoval a co ztratil.</translation>
    </message>
    <message>
        <source>The test cannot run: %1</source>
        <extracomment>%1 the reason</extracomment>
        <translation>Test nelze spustit: %1</translation>
    </message>
    <message>
        <source>DriveProof read this before the test; it compares it after the power cut.</source>
        <translation>DriveProof tyto údaje načetl před testem; po odpojení napájení je porovná.</translation>
    </message>
    <message>
        <source>Drive:</source>
        <translation>Disk:</translation>
    </message>
    <message>
        <source>Serial number:</source>
        <translation>Sériové číslo:</translation>
    </message>
    <message>
        <source>Firmware:</source>
        <translation>Firmware:</translation>
    </message>
    <message>
        <source>Capacity:</source>
        <translation>Kapacita:</translation>
    </message>
    <message>
        <source>Write cache:</source>
        <translation>Mezipaměť zápisu:</translation>
    </message>
    <message>
        <source>Unsafe shutdowns so far:</source>
        <translation>Dosavadní nebezpečná vypnutí:</translation>
    </message>
    <message>
        <source>the drive does not count them</source>
        <translation>disk je nepočítá</translation>
    </message>
    <message>
        <source>Computer:</source>
        <translation>Počítač:</translation>
    </message>
    <message>
        <source>Start the test: DriveProof prepares the test area (this takes a while), connects to the witness and writes. Wait for &quot;Pull the plug now&quot;.</source>
        <translation>Spusťte test: DriveProof připraví testovací oblast (chvíli to trvá), spojí se se svědkem a začne zapisovat. Počkejte na „Teď vytáhněte zástrčku“.</translation>
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
        <translation>Co bylo zjištěno</translation>
    </message>
    <message>
        <source>Acknowledged writes and the power cut</source>
        <translation>Potvrzené zápisy a odpojení napájení</translation>
    </message>
    <message>
        <source>Does this run count?</source>
        <translation>Platí tento běh?</translation>
    </message>
    <message>
        <source>Machine and drive at the start</source>
        <translation>Počítač a disk na začátku</translation>
    </message>
    <message>
        <source>What to do next</source>
        <translation>Co dál</translation>
    </message>
    <message>
        <source>Export &amp;JSON…</source>
        <translation>Exportovat &amp;JSON…</translation>
    </message>
    <message>
        <source>Save the whole report as a JSON file</source>
        <translation>Uložit celou zprávu jako soubor JSON</translation>
    </message>
    <message>
        <source>&amp;Test again</source>
        <translation>&amp;Testovat znovu</translation>
    </message>
    <message>
        <source>Practice run on a simulated drive, started %1. Nothing on your drives was tested.</source>
        <translation>Nácvik na simulovaném disku, zahájený %1. Žádný z vašich disků nebyl testován.</translation>
    </message>
    <message>
        <source>Test of %1, started %2.</source>
        <translation>Test %1, zahájený %2.</translation>
    </message>
    <message>
        <source>The witness recorded %1 acknowledged writes; %2 blocks were checked.</source>
        <extracomment>%1 a number of writes</extracomment>
        <translation>Potvrzené zápisy zaznamenané svědkem: %1; zkontrolované bloky: %2.</translation>
    </message>
    <message>
        <source>The lost tail: every commit acknowledged in the last %1 s before the cut.</source>
        <extracomment>%1 seconds, with one decimal</extracomment>
        <translation>Ztracený konec: každé uložení potvrzené v posledních %1 s před odpojením.</translation>
    </message>
    <message>
        <source>No acknowledged write was lost or damaged.</source>
        <translation>Žádný potvrzený zápis nebyl ztracen ani poškozen.</translation>
    </message>
    <message>
        <source>Each dot is a write the witness heard acknowledged, at the moment it heard it; the dashed line is when the writer went silent, the estimated cut. Red dots are writes the drive lost.</source>
        <translation>Každá tečka je zápis, jehož potvrzení svědek obdržel, umístěná v okamžiku, kdy ho obdržel; přerušovaná čára ukazuje, kdy se zapisující program odmlčel – odhadované odpojení. Červené tečky jsou zápisy, které disk ztratil.</translation>
    </message>
    <message>
        <source>%1 earlier writes that were kept are not drawn.</source>
        <extracomment>%1 a number of writes</extracomment>
        <translation>Dřívější zachované zápisy, které nejsou vykresleny: %1.</translation>
    </message>
    <message>
        <source>Passed: %1</source>
        <translation>Splněno: %1</translation>
    </message>
    <message>
        <source>Not passed: %1</source>
        <translation>Nesplněno: %1</translation>
    </message>
    <message>
        <source>unknown</source>
        <translation>neznámý</translation>
    </message>
    <message>
        <source>Computer:</source>
        <translation>Počítač:</translation>
    </message>
    <message>
        <source>Drive:</source>
        <translation>Disk:</translation>
    </message>
    <message>
        <source>Capacity:</source>
        <translation>Kapacita:</translation>
    </message>
    <message>
        <source>Write cache:</source>
        <translation>Mezipaměť zápisu:</translation>
    </message>
    <message>
        <source>Commit method:</source>
        <translation>Metoda uložení:</translation>
    </message>
    <message>
        <source>Test area:</source>
        <translation>Testovací oblast:</translation>
    </message>
    <message>
        <source>Kernel:</source>
        <translation>Jádro:</translation>
    </message>
    <message>
        <source>Unsafe shutdowns before:</source>
        <translation>Nebezpečná vypnutí předtím:</translation>
    </message>
    <message>
        <source>the drive does not count them</source>
        <translation>disk je nepočítá</translation>
    </message>
    <message>
        <source>Run id:</source>
        <translation>ID běhu:</translation>
    </message>
    <message>
        <source>This was practice. To test a real drive, run the wizard again and choose a witness on a second computer.</source>
        <translation>Toto byl nácvik. Chcete-li otestovat skutečný disk, spusťte průvodce znovu a vyberte svědka na druhém počítači.</translation>
    </message>
    <message>
        <source>Switch the drive&apos;s write cache off (the Write cache card of the drive page) and test again: if it passes then, keep the cache off for data that matters.</source>
        <translation>Vypněte mezipaměť zápisu disku (karta Mezipaměť zápisu na stránce disku) a otestujte znovu: pokud pak test projde, ponechte pro důležitá data mezipaměť vypnutou.</translation>
    </message>
    <message>
        <source>Do not trust this drive with data that must survive a power cut; a firmware update may help. Test again after any change.</source>
        <translation>Nesvěřujte tomuto disku data, která musí přežít odpojení napájení; může pomoci aktualizace firmwaru. Po každé změně otestujte znovu.</translation>
    </message>
    <message>
        <source>Fix what the checklist names and test again.</source>
        <translation>Opravte, co uvádí kontrolní seznam, a otestujte znovu.</translation>
    </message>
    <message>
        <source>Run the test at least five times: one passing run can be luck, five make a configuration worth trusting.</source>
        <translation>Spusťte test alespoň pětkrát: jeden úspěšný běh může být náhoda, pět úspěšných běhů dělá z konfigurace takovou, které lze věřit.</translation>
    </message>
    <message>
        <source>Export the report</source>
        <translation>Exportovat zprávu</translation>
    </message>
    <message>
        <source>JSON files (*.json)</source>
        <translation>Soubory JSON (*.json)</translation>
    </message>
    <message>
        <source>Could not write %1: %2</source>
        <extracomment>%1 a file path, %2 the system&apos;s reason</extracomment>
        <translation>%1 nelze zapsat: %2</translation>
    </message>
    <message>
        <source>Saved %1</source>
        <extracomment>%1 a file path</extracomment>
        <translation>Uloženo: %1</translation>
    </message>
</context>
<context>
    <name>DriveProof::Gui::PowerLossRunStep</name>
    <message>
        <source>Practice run</source>
        <translation>Nácvik</translation>
    </message>
    <message>
        <source>The test runs</source>
        <translation>Test běží</translation>
    </message>
    <message>
        <source>Preparing the test area</source>
        <translation>Příprava testovací oblasti</translation>
    </message>
    <message>
        <source>Commits, writes in flight and the link to the witness</source>
        <translation>Uložení, zápisy v letu a spojení se svědkem</translation>
    </message>
    <message>
        <source>Pull the plug now</source>
        <extracomment>shown very large once the run is warm</extracomment>
        <translation>Teď vytáhněte zástrčku</translation>
    </message>
    <message>
        <source>Press &quot;Cut the power&quot;. On a real test you would now pull the power cord out of the computer (not press its power button).</source>
        <translation>Stiskněte „Odpojit napájení“. Ve skutečném testu byste teď vytáhli napájecí kabel z počítače (a nestiskli tlačítko napájení).</translation>
    </message>
    <message>
        <source>Pull the drive&apos;s cable out now (USB or power cable of the drive only). Leave the computer running; plug the drive back in after ten seconds. The witness and its record must be on another disk.</source>
        <translation>Teď vytáhněte kabel disku (USB nebo jen napájecí kabel disku). Počítač nechte běžet; po deseti sekundách disk znovu připojte. Svědek i jeho záznam musí být na jiném disku.</translation>
    </message>
    <message>
        <source>Pull the power cord out of the computer now (a laptop: its battery too). Do not press the power button and do not shut down: the drive must lose power while it is writing. Wait ten seconds, plug it back in and start the computer: DriveProof opens by itself and checks the drive.</source>
        <translation>Teď vytáhněte napájecí kabel z počítače (u notebooku i baterii). Nemačkejte tlačítko napájení a nevypínejte systém: disk musí ztratit napájení během zápisu. Počkejte deset sekund, kabel znovu zapojte a počítač spusťte: DriveProof se otevře sám a disk zkontroluje.</translation>
    </message>
    <message>
        <source>&amp;Cut the power</source>
        <translation>&amp;Odpojit napájení</translation>
    </message>
    <message>
        <source>Simulate the power cut: the simulated drive loses what it only held in its cache</source>
        <translation>Simulovat odpojení napájení: simulovaný disk ztratí to, co měl jen v mezipaměti</translation>
    </message>
    <message>
        <source>&amp;Stop without a cut</source>
        <translation>&amp;Zastavit bez odpojení</translation>
    </message>
    <message>
        <source>End the run cleanly; nothing is verified</source>
        <translation>Čistě ukončit běh; nic se neověřuje</translation>
    </message>
    <message>
        <source>Starting…</source>
        <translation>Spouštění…</translation>
    </message>
    <message>
        <source>%1 commits/s · %2 commits, %3 held by the witness · %4 in flight · witness: %5</source>
        <extracomment>%1 commits per second, %2 commits done, %3 commits the witness holds, %4 writes in flight, %5 the link&apos;s state (&quot;connected&quot;)</extracomment>
        <translation>%1 uložení/s · uložení: %2, u svědka: %3 · v letu: %4 · svědek: %5</translation>
    </message>
    <message>
        <source>Commits per second</source>
        <translation>Uložení za sekundu</translation>
    </message>
    <message>
        <source>Checking the simulated drive: %1</source>
        <extracomment>%1 what the verifier does now</extracomment>
        <translation>Kontrola simulovaného disku: %1</translation>
    </message>
    <message>
        <source>The run failed.</source>
        <translation>Běh selhal.</translation>
    </message>
</context>
<context>
    <name>DriveProof::Gui::PowerLossUi</name>
    <message>
        <source>fdatasync after each commit (what most databases use)</source>
        <translation>fdatasync po každém uložení (používá většina databází)</translation>
    </message>
    <message>
        <source>fsync after each commit (also flushes the file&apos;s metadata)</source>
        <translation>fsync po každém uložení (vyprázdní i metadata souboru)</translation>
    </message>
    <message>
        <source>O_DSYNC: every write is durable when it returns</source>
        <extracomment>O_DSYNC is a technical name, keep it</extracomment>
        <translation>O_DSYNC: každý zápis je po návratu trvalý</translation>
    </message>
    <message>
        <source>O_SYNC: every write and its metadata are durable when it returns</source>
        <extracomment>O_SYNC is a technical name, keep it</extracomment>
        <translation>O_SYNC: každý zápis i jeho metadata jsou po návratu trvalé</translation>
    </message>
    <message>
        <source>Passed: the drive kept every write it acknowledged</source>
        <translation>Splněno: disk uchoval každý zápis, který potvrdil</translation>
    </message>
    <message>
        <source>Failed: the drive lost or damaged writes it had acknowledged</source>
        <translation>Nesplněno: disk ztratil nebo poškodil zápisy, které potvrdil</translation>
    </message>
    <message>
        <source>Inconclusive: this run cannot prove the drive safe</source>
        <translation>Neprůkazné: tento běh nemůže prokázat, že je disk bezpečný</translation>
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
        <translation>neznámá</translation>
    </message>
</context>
<context>
    <name>DriveProof::Gui::PowerLossVerifyStep</name>
    <message>
        <source>Check the drive after the power cut</source>
        <translation>Zkontrolovat disk po odpojení napájení</translation>
    </message>
    <message>
        <source>DriveProof asks the witness for its record, reads the whole test area and compares every block with what the drive acknowledged. The witness must be running and reachable.</source>
        <translation>DriveProof si vyžádá záznam svědka, přečte celou testovací oblast a porovná každý blok s tím, co disk potvrdil. Svědek musí běžet a být dosažitelný.</translation>
    </message>
    <message>
        <source>If the witness cannot be reached, start it again on the second computer (it kept its record on disk) and press &quot;Verify now&quot;. The test stays pending until it is verified or forgotten, and DriveProof opens this page at every start until then.</source>
        <translation>Pokud svědek není dosažitelný, spusťte ho znovu na druhém počítači (svůj záznam uchoval na disku) a stiskněte „Ověřit nyní“. Test čeká, dokud není ověřen nebo zapomenut, a do té doby DriveProof otevře tuto stránku při každém spuštění.</translation>
    </message>
    <message>
        <source>Verification progress</source>
        <translation>Průběh ověřování</translation>
    </message>
    <message>
        <source>&amp;Verify now</source>
        <translation>&amp;Ověřit nyní</translation>
    </message>
    <message>
        <source>&amp;Forget this test</source>
        <translation>&amp;Zapomenout tento test</translation>
    </message>
    <message>
        <source>Remove the pending test without verifying it</source>
        <translation>Odstranit čekající test bez ověření</translation>
    </message>
    <message>
        <source>• %1, started %2, witness %3</source>
        <extracomment>%1 a file or device, %2 a date and time, %3 a witness address</extracomment>
        <translation>• %1, zahájen %2, svědek %3</translation>
    </message>
    <message>
        <source>practice run</source>
        <translation>nácvik</translation>
    </message>
    <message>
        <source>No test is waiting to be checked.</source>
        <translation>Na kontrolu nečeká žádný test.</translation>
    </message>
    <message>
        <source>Waiting to be checked (the first one is checked now):
%1</source>
        <translation>Čeká na kontrolu (první se kontroluje nyní):
%1</translation>
    </message>
    <message>
        <source>Starting…</source>
        <translation>Spouštění…</translation>
    </message>
</context>
<context>
    <name>DriveProof::Gui::PowerLossWitnessStep</name>
    <message>
        <source>The witness</source>
        <translation>Svědek</translation>
    </message>
    <message>
        <source>A second computer records every write this drive acknowledges, so that after the power cut DriveProof knows what the drive promised.</source>
        <translation>Druhý počítač zaznamenává každý zápis, který tento disk potvrdí, aby DriveProof po odpojení napájení věděl, co disk slíbil.</translation>
    </message>
    <message>
        <source>&amp;Another computer is the witness</source>
        <translation>&amp;Svědkem je jiný počítač</translation>
    </message>
    <message>
        <source>Witness &amp;address:</source>
        <translation>&amp;Adresa svědka:</translation>
    </message>
    <message>
        <source>Witness address and port</source>
        <translation>Adresa a port svědka</translation>
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
        <translation>Na druhém počítači otevřete stránku svědka v DriveProof (nabídka „Svědek výpadku napájení…“) nebo v terminálu spusťte &quot;driveproof-cli witness --listen 0.0.0.0:7070&quot;. Zobrazí párovací kód; zadejte ho sem spolu s adresou, např. 192.168.1.20:7070.</translation>
    </message>
    <message>
        <source>P&amp;ractice on this computer, with a simulated drive</source>
        <translation>&amp;Nacvičit na tomto počítači se simulovaným diskem</translation>
    </message>
    <message>
        <source>Learn the procedure without pulling a plug: a simulated drive, a witness on this computer and a simulated power cut. Nothing on your drives is written.</source>
        <translation>Naučte se postup bez vytahování zástrčky: simulovaný disk, svědek na tomto počítači a simulované odpojení napájení. Na vaše disky se nic nezapisuje.</translation>
    </message>
    <message>
        <source>Simulated &amp;drive:</source>
        <translation>Simulovaný &amp;disk:</translation>
    </message>
    <message>
        <source>Simulated drive</source>
        <translation>Simulovaný disk</translation>
    </message>
    <message>
        <source>Honest: keeps every write it acknowledged</source>
        <translation>Poctivý: uchová každý zápis, který potvrdil</translation>
    </message>
    <message>
        <source>Lying: acknowledges writes it still holds in its cache</source>
        <translation>Lživý: potvrzuje zápisy, které má stále jen v mezipaměti</translation>
    </message>
    <message>
        <source>This is not a pairing code: it has twelve letters and digits, like K7QD-M2XF-9HBT.</source>
        <translation>Toto není párovací kód: má dvanáct písmen a číslic, např. K7QD-M2XF-9HBT.</translation>
    </message>
</context>
<context>
    <name>DriveProof::Gui::PowerLossWizard</name>
    <message>
        <source>Power-loss test – DriveProof</source>
        <translation>Test výpadku napájení – DriveProof</translation>
    </message>
    <message>
        <source>Power-loss test of %1 – DriveProof</source>
        <translation>Test výpadku napájení %1 – DriveProof</translation>
    </message>
    <message>
        <source>1. Drive and area</source>
        <translation>1. Disk a oblast</translation>
    </message>
    <message>
        <source>2. Witness</source>
        <translation>2. Svědek</translation>
    </message>
    <message>
        <source>3. Check</source>
        <translation>3. Kontrola</translation>
    </message>
    <message>
        <source>4. Run and pull the plug</source>
        <translation>4. Běh a vytažení zástrčky</translation>
    </message>
    <message>
        <source>5. Verify</source>
        <translation>5. Ověření</translation>
    </message>
    <message>
        <source>6. Report</source>
        <translation>6. Zpráva</translation>
    </message>
    <message>
        <source>&lt; &amp;Back</source>
        <translation>&lt; &amp;Zpět</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Zavřít</translation>
    </message>
    <message>
        <source>Current step</source>
        <translation>Aktuální krok</translation>
    </message>
    <message>
        <source>&amp;Next &gt;</source>
        <translation>&amp;Další &gt;</translation>
    </message>
    <message>
        <source>&amp;Check this computer &gt;</source>
        <translation>Zkontrolovat &amp;tento počítač &gt;</translation>
    </message>
    <message>
        <source>&amp;Start practice</source>
        <translation>&amp;Spustit nácvik</translation>
    </message>
    <message>
        <source>&amp;Start the test</source>
        <translation>&amp;Spustit test</translation>
    </message>
    <message>
        <source>Power-loss test</source>
        <translation>Test výpadku napájení</translation>
    </message>
    <message>
        <source>simulated drive</source>
        <translation>simulovaný disk</translation>
    </message>
    <message>
        <source>Power-loss practice on a simulated lying drive – DriveProof</source>
        <extracomment>window title while practising on the simulated drive that loses acknowledged writes</extracomment>
        <translation>Nácvik výpadku napájení na simulovaném lživém disku – DriveProof</translation>
    </message>
    <message>
        <source>Power-loss practice on a simulated honest drive – DriveProof</source>
        <extracomment>window title while practising on the simulated drive that keeps its writes</extracomment>
        <translation>Nácvik výpadku napájení na simulovaném poctivém disku – DriveProof</translation>
    </message>
</context>
<context>
    <name>DriveProof::Gui::ReportWindow</name>
    <message>
        <source>Drive report: %1</source>
        <extracomment>window title; %1 the report&apos;s file name</extracomment>
        <translation>Zpráva o disku: %1</translation>
    </message>
    <message>
        <source>Open a drive report</source>
        <translation>Otevřít zprávu o disku</translation>
    </message>
    <message>
        <source>Drive reports (*.txt *.json *.log);;All files (*)</source>
        <extracomment>file dialog filter; keep the patterns in parentheses as they are</extracomment>
        <translation>Zprávy o disku (*.txt *.json *.log);;Všechny soubory (*)</translation>
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
        <translation>&amp;Latence pro:</translation>
    </message>
    <message>
        <source>Measurement whose latency is shown</source>
        <translation>Měření, jehož latence se zobrazuje</translation>
    </message>
</context>
<context>
    <name>DriveProof::Gui::ResultExporter</name>
    <message>
        <source>Could not write %1: %2. Choose another folder.</source>
        <extracomment>%1 a file path, %2 the system&apos;s reason</extracomment>
        <translation>%1 nelze zapsat: %2. Vyberte jinou složku.</translation>
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
        <translation>Přehled</translation>
    </message>
    <message>
        <source>All numbers</source>
        <translation>Všechna čísla</translation>
    </message>
    <message>
        <source>Charts</source>
        <translation>Grafy</translation>
    </message>
    <message>
        <source>Export &amp;JSON…</source>
        <translation>Exportovat &amp;JSON…</translation>
    </message>
    <message>
        <source>Save everything this test measured, for other programs</source>
        <translation>Uložit vše, co tento test naměřil, pro jiné programy</translation>
    </message>
    <message>
        <source>Export &amp;CSV…</source>
        <translation>Exportovat &amp;CSV…</translation>
    </message>
    <message>
        <source>Save the table of numbers for a spreadsheet</source>
        <translation>Uložit tabulku čísel pro tabulkový procesor</translation>
    </message>
    <message>
        <source>Save charts as &amp;PNG…</source>
        <translation>Uložit grafy jako &amp;PNG…</translation>
    </message>
    <message>
        <source>Save a picture of each chart into a folder</source>
        <translation>Uložit obrázek každého grafu do složky</translation>
    </message>
    <message>
        <source>&amp;History</source>
        <translation>&amp;Historie</translation>
    </message>
    <message>
        <source>Earlier runs on this drive, and comparing two of them</source>
        <translation>Dřívější běhy na tomto disku a porovnání dvou z nich</translation>
    </message>
    <message>
        <source>&amp;New test</source>
        <translation>&amp;Nový test</translation>
    </message>
    <message>
        <source>Ran on %1, started %2, took %3.</source>
        <extracomment>under a result&apos;s title; %1 where it ran, %2 date and time it started, %3 how long it took</extracomment>
        <translation>Běželo na: %1, zahájeno %2, trvalo %3.</translation>
    </message>
    <message>
        <source>Drive: %1, serial number %2</source>
        <extracomment>the drive a result is about; %1 model (or device name), %2 serial number</extracomment>
        <translation>Disk: %1, sériové číslo %2</translation>
    </message>
    <message>
        <source>Drive: %1</source>
        <extracomment>the drive a result is about; %1 model or device name</extracomment>
        <translation>Disk: %1</translation>
    </message>
    <message>
        <source>The test stopped on an error.</source>
        <translation>Test se zastavil kvůli chybě.</translation>
    </message>
    <message>
        <source>You cancelled the test before it measured anything.</source>
        <translation>Test jste zrušili dřív, než cokoli změřil.</translation>
    </message>
    <message>
        <source>You cancelled the test. The numbers below are those of the steps that finished before that; the verdict may be incomplete.</source>
        <translation>Test jste zrušili. Níže jsou čísla kroků, které byly dokončeny předtím; verdikt může být neúplný.</translation>
    </message>
    <message>
        <source>This result could not be kept in the history: %1</source>
        <extracomment>%1 why the result could not be saved</extracomment>
        <translation>Tento výsledek se nepodařilo uchovat v historii: %1</translation>
    </message>
    <message>
        <source>This result is kept in the drive&apos;s history, so you can compare it with later runs.</source>
        <translation>Tento výsledek je uchován v historii disku, takže ho můžete porovnat s pozdějšími běhy.</translation>
    </message>
    <message>
        <source>This test measures speed and gives no verdict of its own. Compare the numbers with the drive&apos;s data sheet, or with an earlier run in the history.</source>
        <translation>Tento test měří rychlost a sám žádný verdikt nevydává. Porovnejte čísla s katalogovým listem disku nebo s dřívějším během v historii.</translation>
    </message>
    <message>
        <source>%1:</source>
        <extracomment>label of a row; %1 a measurement&apos;s name, e.g. &quot;SEQ1M Q8T1 read&quot;</extracomment>
        <translation>%1:</translation>
    </message>
    <message>
        <source>Save the charts into a folder</source>
        <translation>Uložit grafy do složky</translation>
    </message>
    <message>
        <source>Export the result as JSON</source>
        <translation>Exportovat výsledek jako JSON</translation>
    </message>
    <message>
        <source>Export the numbers as CSV</source>
        <translation>Exportovat čísla jako CSV</translation>
    </message>
    <message>
        <source>JSON files (*.json)</source>
        <translation>Soubory JSON (*.json)</translation>
    </message>
    <message>
        <source>CSV files (*.csv)</source>
        <translation>Soubory CSV (*.csv)</translation>
    </message>
    <message>
        <source>Saved %1.</source>
        <extracomment>%1 a file path</extracomment>
        <translation>Uloženo: %1.</translation>
    </message>
    <message numerus="yes">
        <source>Saved %n file(s) in %1.</source>
        <extracomment>%n files were written into the folder %1</extracomment>
        <translation>
            <numerusform>Do %1 uložen %n soubor.</numerusform>
            <numerusform>Do %1 uloženy %n soubory.</numerusform>
            <numerusform>Do %1 uloženo %n souborů.</numerusform>
        </translation>
    </message>
    <message>
        <source>Copy &amp;summary</source>
        <translation>Kopírovat &amp;souhrn</translation>
    </message>
    <message>
        <source>A few lines with the main numbers and the verdicts, to paste into a forum post or an issue</source>
        <translation>Několik řádků s hlavními čísly a verdikty pro vložení do příspěvku na fóru nebo do hlášení</translation>
    </message>
    <message>
        <source>Copied: the summary is on the clipboard, ready to paste.</source>
        <translation>Zkopírováno: souhrn je ve schránce, připravený k vložení.</translation>
    </message>
    <message>
        <source>Settings: %1</source>
        <extracomment>under a result&apos;s title; %1 what it ran with: &quot;128 MiB · 2 s per step · temporary file on ext4 · io_uring&quot;</extracomment>
        <translation>Nastavení: %1</translation>
    </message>
</context>
<context>
    <name>DriveProof::Gui::ResultText</name>
    <message>
        <source>Danger</source>
        <translation>Nebezpečí</translation>
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
        <translation>dočasný soubor v %1</translation>
    </message>
    <message>
        <source>the device %1</source>
        <extracomment>where a test ran; %1 a device node such as /dev/sdb</extracomment>
        <translation>zařízení %1</translation>
    </message>
    <message>
        <source>an unknown target</source>
        <translation>neznámý cíl</translation>
    </message>
    <message>
        <source>the file %1</source>
        <extracomment>where a test ran; %1 a file path</extracomment>
        <translation>soubor %1</translation>
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
        <translation>Nastavení: %1</translation>
    </message>
    <message>
        <source>Drive self-test</source>
        <extracomment>a drive self-test in the drive&apos;s history (the drive tested itself)</extracomment>
        <translation>Autotest disku</translation>
    </message>
    <message>
        <source>Device: %1, serial number %2</source>
        <extracomment>a line of a copied summary; %1 the device node (&quot;/dev/sdb&quot;), %2 its serial number (&quot;-&quot; when it has none)</extracomment>
        <translation>Zařízení: %1, sériové číslo %2</translation>
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
        <translation>Čtení</translation>
    </message>
    <message>
        <source>Write</source>
        <extracomment>heading of the column of write rates in the quick check&apos;s tiles</extracomment>
        <translation>Zápis</translation>
    </message>
    <message>
        <source>not measured</source>
        <translation>neměřeno</translation>
    </message>
    <message>
        <source>%1 %2: not measured</source>
        <extracomment>read by screen readers; %1 a preset such as &quot;SEQ1M Q8T1&quot;, %2 &quot;Read&quot; or &quot;Write&quot;</extracomment>
        <translation>%1 %2: neměřeno</translation>
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
        <translation>Průběh</translation>
    </message>
    <message>
        <source>&amp;Show:</source>
        <translation>&amp;Zobrazit:</translation>
    </message>
    <message>
        <source>Commits per second</source>
        <translation>Uložení za sekundu</translation>
    </message>
    <message>
        <source>IOPS</source>
        <translation>IOPS</translation>
    </message>
    <message>
        <source>What the chart shows</source>
        <translation>Co graf zobrazuje</translation>
    </message>
    <message>
        <source>You can go on using DriveProof meanwhile. Other programs that use this drive now slow the test down and change its numbers.</source>
        <translation>Mezitím můžete DriveProof dál používat. Jiné programy, které teď tento disk používají, test zpomalují a mění jeho čísla.</translation>
    </message>
    <message>
        <source>Cancelling…</source>
        <translation>Rušení…</translation>
    </message>
    <message>
        <source>&amp;Cancel test</source>
        <translation>Zrušit &amp;test</translation>
    </message>
    <message>
        <source>Stop the test now; the steps that finished are kept</source>
        <translation>Zastavit test nyní; dokončené kroky zůstanou zachovány</translation>
    </message>
    <message>
        <source>In a temporary file in %1, removed afterwards.</source>
        <extracomment>where a test runs; %1 a folder</extracomment>
        <translation>V dočasném souboru v %1, který se poté odstraní.</translation>
    </message>
    <message>
        <source>On the file %1.</source>
        <extracomment>where a test runs; %1 a file</extracomment>
        <translation>V souboru %1.</translation>
    </message>
    <message>
        <source>On the device %1, writing over its contents.</source>
        <extracomment>where a test runs; %1 a device node</extracomment>
        <translation>Na zařízení %1, s přepsáním jeho obsahu.</translation>
    </message>
    <message>
        <source>On the device %1, only reading.</source>
        <extracomment>where a test runs; %1 a device node</extracomment>
        <translation>Na zařízení %1, jen čtení.</translation>
    </message>
    <message>
        <source>Cancelling: waiting for the drive to finish the I/O in flight, then removing the temporary file…</source>
        <translation>Rušení: čeká se, až disk dokončí operace I/O v letu, pak se odstraní dočasný soubor…</translation>
    </message>
    <message>
        <source>Starting…</source>
        <translation>Spouštění…</translation>
    </message>
    <message>
        <source>About %1 left</source>
        <extracomment>time left in a running test; %1 minutes:seconds, e.g. 1:23</extracomment>
        <translation>Zbývá asi %1</translation>
    </message>
    <message>
        <source>Time left: not known yet</source>
        <translation>Zbývající čas: zatím neznámý</translation>
    </message>
    <message>
        <source>Now: %L1 commits per second</source>
        <extracomment>the last measured rate of a commit test; %1 commits per second</extracomment>
        <translation>Nyní: %L1 uložení za sekundu</translation>
    </message>
    <message>
        <source>Now: %1, %2</source>
        <extracomment>the last measured numbers; %1 a rate (MB/s or MiB/s), %2 operations per second (IOPS)</extracomment>
        <translation>Nyní: %1, %2</translation>
    </message>
</context>
<context>
    <name>DriveProof::Gui::SelfTestPanel</name>
    <message numerus="yes">
        <source>about %n minute(s)</source>
        <extracomment>%n the number of minutes the drive says a self-test takes</extracomment>
        <translation>
            <numerusform>asi %n minuta</numerusform>
            <numerusform>asi %n minuty</numerusform>
            <numerusform>asi %n minut</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <extracomment>a self-test button: %1 its kind (&quot;Short test&quot;), %2 its duration</extracomment>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>Short test</source>
        <translation>Krátký test</translation>
    </message>
    <message>
        <source>Extended test</source>
        <translation>Rozšířený test</translation>
    </message>
    <message>
        <source>Conveyance test</source>
        <translation>Přepravní test</translation>
    </message>
    <message>
        <source>Abort self-test</source>
        <translation>Přerušit autotest</translation>
    </message>
    <message>
        <source>running, %1% done</source>
        <extracomment>%1 how far the running self-test is, in percent</extracomment>
        <translation>běží, hotovo %1 %</translation>
    </message>
    <message>
        <source>The drive runs the test by itself: you may close this window.</source>
        <translation>Disk test provádí sám: toto okno můžete zavřít.</translation>
    </message>
    <message>
        <source>no self-test running</source>
        <extracomment>%1 the last self-test&apos;s result in words</extracomment>
        <translation>žádný autotest neběží</translation>
    </message>
    <message>
        <source>Last result: %1</source>
        <translation>Poslední výsledek: %1</translation>
    </message>
</context>
<context>
    <name>DriveProof::Gui::SettingsDialog</name>
    <message>
        <source>Preferences</source>
        <translation>Předvolby</translation>
    </message>
    <message>
        <source>&amp;Language:</source>
        <translation>&amp;Jazyk:</translation>
    </message>
    <message>
        <source>System default (%1)</source>
        <extracomment>first entry of the language list; %1 the language the system asks for, in its own name, e.g. &quot;Deutsch&quot;</extracomment>
        <translation>Výchozí systémový (%1)</translation>
    </message>
    <message>
        <source>The language of DriveProof&apos;s windows. A change applies at once and is kept for the next start. The system default follows the LANGUAGE and LANG environment variables.</source>
        <translation>Jazyk oken DriveProof. Změna platí okamžitě a zachová se pro další spuštění. Výchozí systémový jazyk se řídí proměnnými prostředí LANGUAGE a LANG.</translation>
    </message>
    <message>
        <source>&amp;Transfer rates in:</source>
        <translation>&amp;Přenosové rychlosti v:</translation>
    </message>
    <message>
        <source>Drive makers and most benchmarks count a megabyte as 1,000,000 bytes; many file managers count a mebibyte, 1,048,576 bytes.</source>
        <translation>Výrobci disků a většina měřicích programů počítají megabajt jako 1 000 000 bajtů; mnoho správců souborů počítá mebibajt, 1 048 576 bajtů.</translation>
    </message>
    <message>
        <source>Default test si&amp;ze:</source>
        <translation>Výchozí &amp;velikost testu:</translation>
    </message>
    <message>
        <source>What the test picker offers first. You can still choose another size for each test there.</source>
        <translation>Co výběr testu nabídne jako první. Pro každý test tam stále můžete zvolit jinou velikost.</translation>
    </message>
    <message>
        <source>Default time per st&amp;ep (seconds):</source>
        <translation>Výchozí čas na jeden &amp;krok (sekundy):</translation>
    </message>
    <message>
        <source>How long each measurement of a test runs, as the test picker offers it first.</source>
        <translation>Jak dlouho běží každé měření testu, jak ho výběr testu nabízí jako první.</translation>
    </message>
    <message>
        <source>MB/s (megabytes, 10⁶ bytes)</source>
        <extracomment>a choice of unit; 1 MB = 1,000,000 bytes</extracomment>
        <translation>MB/s (megabajty, 10⁶ bajtů)</translation>
    </message>
    <message>
        <source>MiB/s (mebibytes, 2²⁰ bytes)</source>
        <extracomment>a choice of unit; 1 MiB = 1,048,576 bytes</extracomment>
        <translation>MiB/s (mebibajty, 2²⁰ bajtů)</translation>
    </message>
    <message>
        <source>Each test&apos;s own</source>
        <extracomment>the default test size: each test&apos;s own (1 GiB; 4 GiB for the sustained write)</extracomment>
        <translation>Vlastní pro každý test</translation>
    </message>
</context>
<context>
    <name>DriveProof::Gui::StatusPage</name>
    <message>
        <source>Looking for drives</source>
        <translation>Hledání disků</translation>
    </message>
    <message>
        <source>&amp;Refresh</source>
        <translation>&amp;Obnovit</translation>
    </message>
    <message>
        <source>Looking for drives…</source>
        <translation>Hledání disků…</translation>
    </message>
    <message>
        <source>Reading what the kernel knows about each drive.</source>
        <translation>Načítá se, co jádro ví o každém disku.</translation>
    </message>
    <message>
        <source>DriveProof could not find a drive it can read. This happens when:</source>
        <translation>DriveProof nenašel žádný disk, který by mohl číst. To se stává, když:</translation>
    </message>
    <message>
        <source>• No drive is connected. Connect one and press Refresh (F5); a USB drive may take a few seconds to appear.</source>
        <extracomment>list item of the empty state</extracomment>
        <translation>• Není připojen žádný disk. Připojte ho a stiskněte Obnovit (F5); disku USB může trvat několik sekund, než se objeví.</translation>
    </message>
    <message>
        <source>• DriveProof runs in a container or sandbox (Docker, Flatpak, Snap) that hides the machine&apos;s drives (/sys/block and /dev). Run it on the host instead, or give the sandbox access to the drives.</source>
        <extracomment>list item of the empty state</extracomment>
        <translation>• DriveProof běží v kontejneru nebo sandboxu (Docker, Flatpak, Snap), který skrývá disky počítače (/sys/block a /dev). Spusťte ho přímo na hostiteli, nebo sandboxu povolte přístup k diskům.</translation>
    </message>
    <message>
        <source>• It is not allowed to read the drives&apos; details: the system limits access to /sys or /dev. Ask the administrator, or run driveproof-cli list to see what the kernel reports.</source>
        <extracomment>list item of the empty state</extracomment>
        <translation>• Nemá oprávnění číst podrobnosti o discích: systém omezuje přístup k /sys nebo /dev. Požádejte správce, nebo spusťte driveproof-cli list a podívejte se, co hlásí jádro.</translation>
    </message>
    <message>
        <source>• udisks2 is not running, so only the kernel was asked. Start it with &quot;systemctl start udisks2&quot; and press Refresh.</source>
        <extracomment>list item of the empty state; &quot;systemctl start udisks2&quot; is a command, keep it</extracomment>
        <translation>• udisks2 neběží, takže bylo dotázáno jen jádro. Spusťte ho příkazem &quot;systemctl start udisks2&quot; a stiskněte Obnovit.</translation>
    </message>
    <message>
        <source>No drives found</source>
        <translation>Nebyly nalezeny žádné disky</translation>
    </message>
</context>
<context>
    <name>DriveProof::Gui::TableCopy</name>
    <message>
        <source>&amp;Copy</source>
        <translation>&amp;Kopírovat</translation>
    </message>
    <message>
        <source>Copy as &amp;Markdown</source>
        <translation>Kopírovat jako &amp;Markdown</translation>
    </message>
</context>
<context>
    <name>DriveProof::Gui::TestCard</name>
    <message>
        <source>Test this drive</source>
        <translation>Testovat tento disk</translation>
    </message>
    <message>
        <source>Measure how fast this drive commits, streams and seeks, and whether its cache acknowledges writes before they are safe. Tests write only to a temporary file in a folder you choose, unless you ask for the raw device; they run in a window of their own.</source>
        <translation>Změřte, jak rychle tento disk ukládá, přenáší data a vyhledává a zda jeho mezipaměť potvrzuje zápisy dřív, než jsou v bezpečí. Testy zapisují jen do dočasného souboru ve složce, kterou vyberete, pokud si nevyžádáte surové zařízení; běží ve vlastním okně.</translation>
    </message>
    <message>
        <source>Co&amp;mmit rate…</source>
        <translation>Rychlost &amp;ukládání…</translation>
    </message>
    <message>
        <source>How many durable commits per second, like pg_test_fsync</source>
        <translation>Kolik trvalých uložení za sekundu, jako pg_test_fsync</translation>
    </message>
    <message>
        <source>&amp;All tests…</source>
        <translation>&amp;Všechny testy…</translation>
    </message>
    <message>
        <source>Hi&amp;story…</source>
        <translation>&amp;Historie…</translation>
    </message>
    <message>
        <source>Earlier runs on this drive, and comparing two of them</source>
        <translation>Dřívější běhy na tomto disku a porovnání dvou z nich</translation>
    </message>
    <message>
        <source>A test is running on this drive; its window shows how far it got.</source>
        <translation>Na tomto disku běží test; jeho okno ukazuje, jak daleko je.</translation>
    </message>
</context>
<context>
    <name>DriveProof::Gui::TestCatalog</name>
    <message>
        <source>Power-loss test</source>
        <translation>Test výpadku napájení</translation>
    </message>
    <message>
        <source>CrystalDiskMark&apos;s four tests in one go: sequential reads and writes in 1 MiB blocks with 8 and with 1 request in flight, then random 4 KiB reads and writes with 32 and with 1 request in flight. The quickest way to see whether a drive performs as its box promises.</source>
        <translation>Čtyři testy CrystalDiskMark najednou: sekvenční čtení a zápisy v blocích 1 MiB s 8 a s 1 požadavkem v letu, pak náhodná čtení a zápisy 4 KiB s 32 a s 1 požadavkem v letu. Nejrychlejší způsob, jak zjistit, zda disk podává výkon, jaký slibuje krabice.</translation>
    </message>
    <message>
        <source>How many times per second the drive durably commits a small write, measured like PostgreSQL&apos;s pg_test_fsync: every sync method, 8 kB and 16 kB commits, and plain writes as a baseline. It also counts the flushes that reach the drive. A hard disk that commits faster than its platters turn has a cache that acknowledges writes before they are safe.</source>
        <translation>Kolikrát za sekundu disk trvale uloží malý zápis, měřeno jako pg_test_fsync z PostgreSQL: každá metoda synchronizace, uložení po 8 kB a 16 kB a prosté zápisy jako základ. Počítá také vyprázdnění, která dorazí na disk. Pevný disk, který ukládá rychleji, než se otáčejí jeho plotny, má mezipaměť, která potvrzuje zápisy dřív, než jsou v bezpečí.</translation>
    </message>
    <message>
        <source>Sequential reads and writes in 1 MiB blocks, with 8 and with 1 request in flight: the rate at which large files are copied.</source>
        <translation>Sekvenční čtení a zápisy v blocích 1 MiB s 8 a s 1 požadavkem v letu: rychlost, jakou se kopírují velké soubory.</translation>
    </message>
    <message>
        <source>Writes the whole test area once, from start to end, and draws the rate as it fills. Many SSDs write fast only until their cache is full, then slow down: choose a test size larger than that cache, tens of gigabytes on a large SSD.</source>
        <translation>Zapíše celou testovací oblast jednou, od začátku do konce, a vykreslí rychlost během zaplňování. Mnoho SSD zapisuje rychle jen do zaplnění své mezipaměti, pak zpomalí: zvolte velikost testu větší než tato mezipaměť, u velkého SSD desítky gigabajtů.</translation>
    </message>
    <message>
        <source>Reads the whole test area from start to end and draws the rate by position. A hard disk is faster at its outer edge; dips and stalls point to areas that need retries.</source>
        <translation>Přečte celou testovací oblast od začátku do konce a vykreslí rychlost podle pozice. Pevný disk je rychlejší na vnějším okraji; poklesy a zádrhely ukazují na oblasti, kde bylo nutné čtení opakovat.</translation>
    </message>
    <message>
        <source>Random 4 KiB reads, writes and a mix of 70% reads, with 1 and with 32 requests in flight: what databases, virtual machines and starting programs feel.</source>
        <translation>Náhodná čtení, zápisy 4 KiB a směs se 70 % čtení, s 1 a s 32 požadavky v letu: to, co pocítí databáze, virtuální stroje a spouštěné programy.</translation>
    </message>
    <message>
        <source>Random I/O at every block size from 512 bytes to 16 MiB: where the drive reaches its best transfer rate, and how its operations per second fall as blocks grow.</source>
        <translation>Náhodné I/O při každé velikosti bloku od 512 bajtů do 16 MiB: kde disk dosahuje nejlepší přenosové rychlosti a jak s rostoucími bloky klesá počet operací za sekundu.</translation>
    </message>
    <message>
        <source>Random I/O with 1 to 256 requests in flight: how much parallelism the drive needs to give its best.</source>
        <translation>Náhodné I/O s 1 až 256 požadavky v letu: kolik paralelismu disk potřebuje, aby podal nejlepší výkon.</translation>
    </message>
    <message>
        <source>Random I/O from 1 to 96 threads: how the drive and the kernel cope with many programs at once.</source>
        <translation>Náhodné I/O z 1 až 96 vláken: jak si disk a jádro poradí s mnoha programy najednou.</translation>
    </message>
    <message>
        <source>Reads the same random blocks twice, with an idle time in between. A hybrid drive (SSHD) or a tiered cache moves hot data to flash meanwhile, so the second pass is much faster.</source>
        <translation>Přečte dvakrát tytéž náhodné bloky s dobou nečinnosti mezi tím. Hybridní disk (SSHD) nebo vrstvená mezipaměť mezitím přesune často používaná data do flash paměti, takže druhý průchod je mnohem rychlejší.</translation>
    </message>
    <message>
        <source>Checks whether the drive keeps the writes it acknowledged when the power is cut: DriveProof writes numbered records, you pull the plug, and after the restart it checks what survived. A second computer keeps the witness&apos;s record of every acknowledged write; you can also practise on this computer with a simulated drive. It writes to a test file (or, with your confirmation, a partition) and takes a few minutes plus a restart.</source>
        <translation>Zkontroluje, zda disk uchová zápisy, které potvrdil, když se odpojí napájení: DriveProof zapisuje číslované záznamy, vy vytáhnete zástrčku a po restartu zkontroluje, co přežilo. Druhý počítač uchovává záznam svědka o každém potvrzeném zápisu; nacvičit si to můžete i na tomto počítači se simulovaným diskem. Zapisuje do testovacího souboru (nebo, s vaším potvrzením, na oddíl) a trvá několik minut plus restart.</translation>
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
        <translation>Topologie</translation>
    </message>
    <message>
        <source>Size</source>
        <translation>Velikost</translation>
    </message>
    <message>
        <source>The kernel reports no size: the drive may have no medium inserted.</source>
        <translation>Jádro nehlásí žádnou velikost: v disku možná není vloženo médium.</translation>
    </message>
    <message>
        <source>Logical sector</source>
        <translation>Logický sektor</translation>
    </message>
    <message>
        <source>The smallest unit the drive can address.</source>
        <translation>Nejmenší jednotka, kterou disk dokáže adresovat.</translation>
    </message>
    <message>
        <source>Physical sector</source>
        <translation>Fyzický sektor</translation>
    </message>
    <message>
        <source>The unit the drive writes internally. Partitions should start on a multiple of it.</source>
        <translation>Jednotka, ve které disk interně zapisuje. Oddíly by měly začínat na jejím násobku.</translation>
    </message>
    <message>
        <source>Minimum I/O</source>
        <translation>Minimální I/O</translation>
    </message>
    <message>
        <source>Optimal I/O</source>
        <translation>Optimální I/O</translation>
    </message>
    <message>
        <source>not reported</source>
        <translation>nehlášeno</translation>
    </message>
    <message>
        <source>The drive states no preferred I/O size; most drives do not.</source>
        <translation>Disk neuvádí žádnou preferovanou velikost I/O; většina disků ji neuvádí.</translation>
    </message>
    <message>
        <source>Alignment offset</source>
        <translation>Posun zarovnání</translation>
    </message>
    <message>
        <source>How far sector 0 sits past a physical-sector boundary. Almost always 0.</source>
        <translation>Jak daleko za hranicí fyzického sektoru leží sektor 0. Téměř vždy 0.</translation>
    </message>
    <message>
        <source>What the kernel believes: with &quot;write back&quot; it asks the drive to flush its cache. The drive&apos;s own setting can differ.</source>
        <translation>Co si myslí jádro: při &quot;write back&quot; žádá disk o vyprázdnění mezipaměti. Vlastní nastavení disku se může lišit.</translation>
    </message>
    <message>
        <source>Write cache (kernel view)</source>
        <translation>Mezipaměť zápisu (pohled jádra)</translation>
    </message>
    <message>
        <source>The kernel does not report a write-cache mode for this device.</source>
        <translation>Jádro pro toto zařízení nehlásí žádný režim mezipaměti zápisu.</translation>
    </message>
    <message>
        <source>FUA</source>
        <translation>FUA</translation>
    </message>
    <message>
        <source>Forced Unit Access: the kernel can ask for single writes to reach stable media without flushing the whole cache.</source>
        <translation>Forced Unit Access: jádro může požádat, aby jednotlivé zápisy dorazily na trvalé médium bez vyprázdnění celé mezipaměti.</translation>
    </message>
    <message>
        <source>The kernel did not report this value.</source>
        <translation>Jádro tuto hodnotu nehlásilo.</translation>
    </message>
    <message>
        <source>only its partitions, see Partitions</source>
        <extracomment>&quot;Mounted on&quot; of a whole drive whose partitions (not the drive) are mounted</extracomment>
        <translation>jen jeho oddíly, viz Oddíly</translation>
    </message>
    <message>
        <source>not mounted</source>
        <translation>nepřipojeno</translation>
    </message>
    <message>
        <source>Mounted on</source>
        <translation>Připojeno do</translation>
    </message>
    <message>
        <source>Held by</source>
        <translation>Používá</translation>
    </message>
    <message>
        <source>nothing</source>
        <translation>nic</translation>
    </message>
    <message>
        <source>Device-mapper, RAID or LVM devices stacked on the whole drive.</source>
        <translation>Zařízení device-mapper, RAID nebo LVM postavená na celém disku.</translation>
    </message>
    <message>
        <source>%1: %2 (in use)</source>
        <extracomment>one LBA format in the list; %1 its number, %2 its sizes and speed</extracomment>
        <translation>%1: %2 (používá se)</translation>
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
        <translation>Velikosti sektorů, se kterými lze tento jmenný prostor NVMe naformátovat, a jak rychlá je každá podle samotného disku (Identify Namespace). Změna jmenný prostor vymaže; DriveProof ji nikdy neprovádí.</translation>
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
        <translation>Dojde k disku</translation>
    </message>
    <message>
        <source>reading…</source>
        <translation>čte se…</translation>
    </message>
    <message>
        <source>yes</source>
        <translation>ano</translation>
    </message>
    <message>
        <source>to the loop device&apos;s backing file</source>
        <translation>až k souboru zařízení loop</translation>
    </message>
    <message>
        <source>no: a layer drops it</source>
        <translation>ne: jedna vrstva ho zahazuje</translation>
    </message>
    <message>
        <source>no: the drive does not take it</source>
        <translation>ne: disk ho nepřijímá</translation>
    </message>
    <message>
        <source>unknown</source>
        <translation>neznámé</translation>
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
        <translation>nenainstalovaný</translation>
    </message>
    <message>
        <source>%1 (systemd is not running)</source>
        <extracomment>%1 the timer&apos;s state, e.g. &quot;enabled&quot;</extracomment>
        <translation>%1 (systemd neběží)</translation>
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
        <translation>%1: limity discard neuvedeny</translation>
    </message>
    <message>
        <source>%1: drops discards</source>
        <extracomment>%1 a device and its kind, e.g. &quot;/dev/mapper/luks-1 (dm-crypt)&quot;</extracomment>
        <translation>%1: zahazuje discardy</translation>
    </message>
    <message>
        <source>%1: passes discards, granularity %2, up to %3</source>
        <extracomment>%1 a device and its kind, %2 discard granularity, %3 largest discard, e.g. &quot;4.0 KiB&quot;, &quot;2.0 GiB&quot;</extracomment>
        <translation>%1: propouští discardy, granularita %2, nejvýše %3</translation>
    </message>
</context>
<context>
    <name>DriveProof::Gui::UsagePanel</name>
    <message>
        <source>Is it new? %1</source>
        <extracomment>&quot;Is it new?&quot; and the verdict: new, used, possibly reset</extracomment>
        <translation>Je nový? %1</translation>
    </message>
    <message>
        <source>The rating could not be kept: %1 cannot be written.</source>
        <extracomment>%1 the file DriveProof keeps what it remembers about drives in</extracomment>
        <translation>Hodnocení nelze uložit: do %1 nelze zapisovat.</translation>
    </message>
    <message>
        <source>Rated &amp;endurance:</source>
        <extracomment>the endurance the maker rates the drive&apos;s model for, in terabytes written</extracomment>
        <translation>Jmenovitá &amp;výdrž:</translation>
    </message>
    <message>
        <source> TBW</source>
        <extracomment>unit after the endurance field: terabytes written</extracomment>
        <translation> TBW</translation>
    </message>
    <message>
        <source>not entered</source>
        <extracomment>shown in the endurance field while no rating is kept for the model</extracomment>
        <translation>nezadáno</translation>
    </message>
    <message>
        <source>&amp;Remember for this model</source>
        <translation>&amp;Zapamatovat pro tento model</translation>
    </message>
    <message>
        <source>The terabytes written (TBW) the maker&apos;s data sheet rates this model for. Kept for every drive of the same model.</source>
        <translation>Počet zapsaných terabajtů (TBW), na který datový list výrobce tento model hodnotí. Uloží se pro každý disk stejného modelu.</translation>
    </message>
</context>
<context>
    <name>DriveProof::Gui::WitnessPage</name>
    <message>
        <source>DriveProof cannot be a witness on %1.</source>
        <extracomment>%1 an address such as 0.0.0.0:7070</extracomment>
        <translation>DriveProof nemůže být svědkem na %1.</translation>
    </message>
    <message>
        <source>%1: run %2 started.</source>
        <extracomment>%1 a time, %2 a short run id</extracomment>
        <translation>%1: běh %2 zahájen.</translation>
    </message>
    <message>
        <source>%1: run %2 came back.</source>
        <translation>%1: běh %2 se vrátil.</translation>
    </message>
    <message>
        <source>%1: run %2 went silent: the estimated power cut.</source>
        <translation>%1: běh %2 se odmlčel – odhadované odpojení napájení.</translation>
    </message>
    <message>
        <source>%1: run %2 stopped on a write error: %3</source>
        <translation>%1: běh %2 se zastavil kvůli chybě zápisu: %3</translation>
    </message>
    <message>
        <source>%1: run %2 ended cleanly, without a power cut.</source>
        <translation>%1: běh %2 skončil čistě, bez odpojení napájení.</translation>
    </message>
    <message>
        <source>%1: the result of run %2 arrived.</source>
        <translation>%1: dorazil výsledek běhu %2.</translation>
    </message>
    <message>
        <source>%1: refused a connection: %2</source>
        <extracomment>%1 a time, %2 why a connection was refused</extracomment>
        <translation>%1: odmítnuto spojení: %2</translation>
    </message>
    <message>
        <source>%1: the journal cannot be written: %2</source>
        <translation>%1: deník nelze zapsat: %2</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>journal damaged</source>
        <translation>deník poškozen</translation>
    </message>
    <message>
        <source>write error</source>
        <translation>chyba zápisu</translation>
    </message>
    <message>
        <source>ended cleanly</source>
        <translation>skončil čistě</translation>
    </message>
    <message>
        <source>silent: power cut?</source>
        <translation>odmlčel se: odpojení napájení?</translation>
    </message>
    <message>
        <source>connected, writing</source>
        <translation>připojen, zapisuje</translation>
    </message>
    <message>
        <source>connected, preparing</source>
        <translation>připojen, připravuje</translation>
    </message>
    <message>
        <source>waiting for the writer</source>
        <translation>čeká na zapisující program</translation>
    </message>
    <message>
        <source>%1 (%2 s ago)</source>
        <extracomment>%1 a clock time, %2 seconds ago</extracomment>
        <translation>%1 (před %2 s)</translation>
    </message>
    <message>
        <source>received</source>
        <translation>přijato</translation>
    </message>
    <message>
        <source>Pairing code %1</source>
        <translation>Párovací kód %1</translation>
    </message>
    <message>
        <source>&amp;Stop witness</source>
        <translation>&amp;Zastavit svědka</translation>
    </message>
    <message>
        <source>&amp;Start witness</source>
        <translation>&amp;Spustit svědka</translation>
    </message>
    <message>
        <source>Listening on port %1. The record of each run is kept in %2.</source>
        <extracomment>%1 a port number, %2 a folder</extracomment>
        <translation>Naslouchá na portu %1. Záznam každého běhu se uchovává v %2.</translation>
    </message>
    <message>
        <source>On the computer under test, type one of these witness addresses: %1</source>
        <extracomment>%1 this computer&apos;s addresses with the port, e.g. &quot;192.0.2.7:7070, 10.0.0.2:7070&quot;</extracomment>
        <translation>Na testovaném počítači zadejte jednu z těchto adres svědka: %1</translation>
    </message>
    <message>
        <source>Not listening.</source>
        <translation>Nenaslouchá.</translation>
    </message>
    <message>
        <source>Power-loss witness – DriveProof</source>
        <translation>Svědek výpadku napájení – DriveProof</translation>
    </message>
    <message>
        <source>Be the witness of a power-loss test</source>
        <translation>Být svědkem testu výpadku napájení</translation>
    </message>
    <message>
        <source>The computer whose drive is tested reports every write its drive acknowledges to this one, over the network. After the power cut, this record shows which acknowledged writes the drive lost. Keep this computer running and its power on during the test.</source>
        <translation>Počítač, jehož disk se testuje, hlásí tomuto počítači přes síť každý zápis, který jeho disk potvrdí. Po odpojení napájení tento záznam ukáže, které potvrzené zápisy disk ztratil. Během testu nechte tento počítač běžet a napájený.</translation>
    </message>
    <message>
        <source>&amp;Listen on:</source>
        <translation>&amp;Naslouchat na:</translation>
    </message>
    <message>
        <source>Address and port to listen on</source>
        <translation>Adresa a port, na kterých naslouchat</translation>
    </message>
    <message>
        <source>0.0.0.0:7070 listens on every network of this computer</source>
        <translation>0.0.0.0:7070 naslouchá ve všech sítích tohoto počítače</translation>
    </message>
    <message>
        <source>Pairing code</source>
        <translation>Párovací kód</translation>
    </message>
    <message>
        <source>&amp;New code</source>
        <translation>Nový &amp;kód</translation>
    </message>
    <message>
        <source>On the computer under test, open the power-loss test and type this computer&apos;s address (port included) and this code. From a terminal: &quot;driveproof-cli powerloss run --witness ADDRESS:PORT&quot;. Instead of this page you may run &quot;driveproof-cli witness&quot; here.</source>
        <translation>Na testovaném počítači otevřete test výpadku napájení a zadejte adresu tohoto počítače (včetně portu) a tento kód. Z terminálu: &quot;driveproof-cli powerloss run --witness ADDRESS:PORT&quot;. Místo této stránky můžete zde spustit &quot;driveproof-cli witness&quot;.</translation>
    </message>
    <message>
        <source>Runs</source>
        <translation>Běhy</translation>
    </message>
    <message>
        <source>Run</source>
        <translation>Běh</translation>
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
        <translation>Uložení</translation>
    </message>
    <message>
        <source>Silent since</source>
        <extracomment>a column: when the writer went silent, the estimated power cut</extracomment>
        <translation>Ticho od</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Výsledek</translation>
    </message>
    <message>
        <source>Runs this witness records</source>
        <translation>Běhy, které tento svědek zaznamenává</translation>
    </message>
    <message>
        <source>Last event</source>
        <translation>Poslední událost</translation>
    </message>
</context>
<context>
    <name>DriveProof::Gui::WriteCacheCard</name>
    <message>
        <source>Write cache</source>
        <translation>Mezipaměť zápisu</translation>
    </message>
    <message>
        <source>Keep after reboot</source>
        <translation>Zachovat po restartu</translation>
    </message>
    <message>
        <source>A volatile write cache makes writes fast but can lose data that was already acknowledged if power fails. With the cache on, commits are safe only while the kernel sends flushes and the drive obeys them; with it off, every write reaches the media before it is acknowledged.</source>
        <translation>Nestálá mezipaměť zápisu zrychluje zápisy, ale při výpadku napájení může ztratit data, která už byla potvrzena. Se zapnutou mezipamětí jsou uložení bezpečná jen tehdy, když jádro posílá požadavky na vyprázdnění a disk je poslouchá; s vypnutou dorazí každý zápis na médium dřív, než je potvrzen.</translation>
    </message>
    <message>
        <source>Drive&apos;s cache</source>
        <translation>Mezipaměť disku</translation>
    </message>
    <message>
        <source>reading…</source>
        <translation>načítání…</translation>
    </message>
    <message>
        <source>The drive&apos;s setting could not be read; see below.</source>
        <translation>Nastavení disku se nepodařilo přečíst; viz níže.</translation>
    </message>
    <message>
        <source>Read from</source>
        <translation>Načteno z</translation>
    </message>
    <message>
        <source>Kernel view only: there is no drive-level cache that DriveProof could read or switch here.</source>
        <translation>Jen pohled jádra: není zde žádná mezipaměť na úrovni disku, kterou by DriveProof mohl číst nebo přepnout.</translation>
    </message>
    <message>
        <source>This drive has no volatile write cache: every write goes to the media before it is acknowledged. There is nothing to switch.</source>
        <translation>Tento disk nemá žádnou nestálou mezipaměť zápisu: každý zápis dorazí na médium dřív, než je potvrzen. Není co přepínat.</translation>
    </message>
    <message>
        <source>This drive does not allow its write cache setting to be changed. Its maker&apos;s tool may offer a way.</source>
        <translation>Tento disk nedovoluje změnit nastavení mezipaměti zápisu. Možnost může nabízet nástroj výrobce.</translation>
    </message>
    <message>
        <source>The drive did not report whether its cache is on, so DriveProof offers no switch.</source>
        <translation>Disk nehlásil, zda je jeho mezipaměť zapnutá, proto DriveProof nenabízí žádný přepínač.</translation>
    </message>
    <message>
        <source>does not apply</source>
        <translation>neuplatňuje se</translation>
    </message>
    <message>
        <source>Only a real drive has a cache of its own; see the note below.</source>
        <translation>Vlastní mezipaměť má jen skutečný disk; viz poznámku níže.</translation>
    </message>
    <message>
        <source>none</source>
        <translation>žádná</translation>
    </message>
    <message>
        <source>The drive has no volatile write cache.</source>
        <translation>Disk nemá žádnou nestálou mezipaměť zápisu.</translation>
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
        <translation>Disk nehlásil své aktuální nastavení.</translation>
    </message>
    <message>
        <source>Kernel&apos;s view</source>
        <translation>Pohled jádra</translation>
    </message>
    <message>
        <source>The kernel does not report a write-cache mode for this device.</source>
        <translation>Jádro pro toto zařízení nehlásí žádný režim mezipaměti zápisu.</translation>
    </message>
    <message>
        <source>What the kernel believes (queue/write_cache). With &quot;write back&quot; it asks the drive to flush its cache when a program commits data.</source>
        <translation>Co si myslí jádro (queue/write_cache). Při &quot;write back&quot; žádá disk o vyprázdnění mezipaměti, když program ukládá data.</translation>
    </message>
    <message>
        <source>FUA</source>
        <translation>FUA</translation>
    </message>
    <message>
        <source>The kernel does not say whether it uses Forced Unit Access.</source>
        <translation>Jádro neuvádí, zda používá Forced Unit Access.</translation>
    </message>
    <message>
        <source>yes: single writes can be forced to the media</source>
        <translation>ano: jednotlivé zápisy lze vynutit na médium</translation>
    </message>
    <message>
        <source>Forced Unit Access: the kernel can ask for single writes to reach stable media without flushing the whole cache.</source>
        <translation>Forced Unit Access: jádro může požádat, aby jednotlivé zápisy dorazily na trvalé médium bez vyprázdnění celé mezipaměti.</translation>
    </message>
    <message>
        <source>%1, re-applied by udisks2 at every boot</source>
        <extracomment>%1 &quot;on&quot; or &quot;off&quot;</extracomment>
        <translation>%1, nastavuje udisks2 při každém spuštění</translation>
    </message>
    <message>
        <source>%1, saved in the drive</source>
        <extracomment>%1 &quot;on&quot; or &quot;off&quot;</extracomment>
        <translation>%1, uloženo v disku</translation>
    </message>
    <message>
        <source>Saved setting</source>
        <translation>Zachované nastavení</translation>
    </message>
    <message>
        <source>The setting the drive gets again after a power cycle.</source>
        <translation>Nastavení, které disk znovu dostane po vypnutí a zapnutí napájení.</translation>
    </message>
    <message>
        <source>until the next power cycle, or for good with &quot;Keep after reboot&quot; (udisks2 re-applies it at every boot)</source>
        <translation>do příštího vypnutí napájení, nebo natrvalo s volbou „Zachovat po restartu“ (udisks2 ho nastaví při každém spuštění)</translation>
    </message>
    <message>
        <source>until the next power cycle, or for good with &quot;Keep after reboot&quot; (saved in the drive)</source>
        <translation>do příštího vypnutí napájení, nebo natrvalo s volbou „Zachovat po restartu“ (uloženo v disku)</translation>
    </message>
    <message>
        <source>until the next power cycle</source>
        <translation>do příštího vypnutí napájení</translation>
    </message>
    <message>
        <source>A change lasts</source>
        <translation>Změna platí</translation>
    </message>
    <message>
        <source>Waiting for permission… If a password dialog opened, answer it there.</source>
        <translation>Čeká se na oprávnění… Pokud se otevřelo okno pro heslo, odpovězte v něm.</translation>
    </message>
    <message>
        <source>Switching…</source>
        <translation>Přepínání…</translation>
    </message>
    <message>
        <source>Done: the drive&apos;s cache is on now (read again from the drive).</source>
        <translation>Hotovo: mezipaměť disku je nyní zapnutá (znovu načteno z disku).</translation>
    </message>
    <message>
        <source>Done: the drive&apos;s cache is off now (read again from the drive).</source>
        <translation>Hotovo: mezipaměť disku je nyní vypnutá (znovu načteno z disku).</translation>
    </message>
    <message>
        <source>The drive did not take the new setting: its cache is still off.</source>
        <translation>Disk nové nastavení nepřijal: jeho mezipaměť je stále vypnutá.</translation>
    </message>
    <message>
        <source>The drive did not take the new setting: its cache is still on.</source>
        <translation>Disk nové nastavení nepřijal: jeho mezipaměť je stále zapnutá.</translation>
    </message>
    <message>
        <source>Turn the cache off</source>
        <translation>Vypnout mezipaměť</translation>
    </message>
    <message>
        <source>Turn the cache on</source>
        <translation>Zapnout mezipaměť</translation>
    </message>
    <message>
        <source>Turn the write cache of %1 off</source>
        <extracomment>accessible name of the switch; %1 device path</extracomment>
        <translation>Vypnout mezipaměť zápisu %1</translation>
    </message>
    <message>
        <source>Turn the write cache of %1 on</source>
        <extracomment>accessible name of the switch; %1 device path</extracomment>
        <translation>Zapnout mezipaměť zápisu %1</translation>
    </message>
    <message>
        <source>Turning the cache off makes commits slower, often many times slower, but safe: acknowledged writes are on the media, even if the drive ignores flushes.</source>
        <translation>Vypnutí mezipaměti zpomalí ukládání, často mnohonásobně, ale je bezpečné: potvrzené zápisy jsou na médiu, i když disk ignoruje požadavky na vyprázdnění.</translation>
    </message>
    <message>
        <source>Turning the cache on makes writes faster. Commits stay safe only while the kernel sends flushes and the drive obeys them.</source>
        <translation>Zapnutí mezipaměti zrychlí zápisy. Uložení zůstávají bezpečná jen tehdy, když jádro posílá požadavky na vyprázdnění a disk je poslouchá.</translation>
    </message>
    <message>
        <source>udisks2 stores the setting and applies it again at every boot.</source>
        <translation>udisks2 nastavení uchovává a při každém spuštění ho znovu použije.</translation>
    </message>
    <message>
        <source>The drive saves the setting and keeps it across power cycles.</source>
        <translation>Disk nastavení uloží a zachová ho i po vypnutí napájení.</translation>
    </message>
    <message>
        <source>Why this matters</source>
        <translation>Proč na tom záleží</translation>
    </message>
</context>
<context>
    <name>DriveProof::Health</name>
    <message>
        <source>The drive&apos;s SMART data could not be assessed: %1.</source>
        <extracomment>%1 the system&apos;s error text</extracomment>
        <translation>Data SMART disku nelze vyhodnotit: %1.</translation>
    </message>
    <message>
        <source>The drive&apos;s SMART self-assessment passed, it reports no bad sectors, and no attribute is or was past its threshold.</source>
        <translation>Samodiagnostika SMART disku prošla, disk nehlásí žádné vadné sektory a žádný atribut není ani nebyl za svou prahovou hodnotou.</translation>
    </message>
    <message>
        <source>An attribute that predicts failure was past its threshold in the past. Keep backups and watch this drive.</source>
        <translation>Atribut předpovídající selhání byl v minulosti za svou prahovou hodnotou. Zálohujte a sledujte tento disk.</translation>
    </message>
    <message numerus="yes">
        <source>The drive has %n bad sector(s) (reallocated or waiting to be). Keep backups and check again soon: a growing number means the drive is wearing out.</source>
        <extracomment>%n number of bad sectors</extracomment>
        <translation>
            <numerusform>Disk má %n vadný sektor (přemapovaný nebo čekající na přemapování). Zálohujte a brzy ho znovu zkontrolujte: rostoucí počet znamená, že se disk opotřebovává.</numerusform>
            <numerusform>Disk má %n vadné sektory (přemapované nebo čekající na přemapování). Zálohujte a brzy ho znovu zkontrolujte: rostoucí počet znamená, že se disk opotřebovává.</numerusform>
            <numerusform>Disk má %n vadných sektorů (přemapovaných nebo čekajících na přemapování). Zálohujte a brzy ho znovu zkontrolujte: rostoucí počet znamená, že se disk opotřebovává.</numerusform>
        </translation>
    </message>
    <message>
        <source>An attribute that predicts failure is past its threshold now: the drive expects to fail. Back up your data and replace the drive.</source>
        <translation>Atribut předpovídající selhání je nyní za svou prahovou hodnotou: disk očekává selhání. Zálohujte data a disk vyměňte.</translation>
    </message>
    <message>
        <source>The drive has more bad sectors than its threshold allows. Back up your data and replace the drive.</source>
        <translation>Disk má více vadných sektorů, než připouští jeho prahová hodnota. Zálohujte data a disk vyměňte.</translation>
    </message>
    <message>
        <source>The drive&apos;s own SMART self-assessment says it is failing. Back up your data now and replace the drive.</source>
        <translation>Vlastní samodiagnostika SMART disku hlásí, že disk selhává. Ihned zálohujte data a disk vyměňte.</translation>
    </message>
    <message>
        <source>libatasmart gave an assessment this version of DriveProof does not know.</source>
        <translation>libatasmart vrátila hodnocení, které tato verze DriveProof nezná.</translation>
    </message>
    <message>
        <source>%1 has no ATA health data: it is not an ATA drive (loop, virtual and NVMe devices have none).</source>
        <extracomment>%1 device</extracomment>
        <translation>%1 nemá žádné údaje o stavu ATA: není to disk ATA (zařízení loop, virtuální a NVMe je nemají).</translation>
    </message>
    <message>
        <source>The drive in %1 does not support SMART, so it reports no health data.</source>
        <extracomment>%1 device</extracomment>
        <translation>Disk v %1 nepodporuje SMART, takže nehlásí žádné údaje o stavu.</translation>
    </message>
    <message>
        <source>SMART is switched off on this drive, so it reports no health data. DriveProof does not switch it on by itself; &apos;smartctl -s on&apos; does.</source>
        <translation>SMART je na tomto disku vypnutý, takže disk nehlásí žádné údaje o stavu. DriveProof ho sám nezapíná; zapne ho &apos;smartctl -s on&apos;.</translation>
    </message>
    <message>
        <source>%1 reports no ATA SMART data: it is not an ATA drive, or its USB bridge does not pass SMART commands through.</source>
        <extracomment>%1 device or file</extracomment>
        <translation>%1 nehlásí žádná data ATA SMART: není to disk ATA, nebo jeho USB můstek nepředává příkazy SMART.</translation>
    </message>
    <message>
        <source>Reading SMART data from %1 failed: %2.</source>
        <extracomment>%1 device or file, %2 the system&apos;s error text</extracomment>
        <translation>Čtení dat SMART z %1 selhalo: %2.</translation>
    </message>
    <message>
        <source>Unexpected power losses (SMART attribute 174)</source>
        <translation>Neočekávané výpadky napájení (atribut SMART 174)</translation>
    </message>
    <message>
        <source>Unsafe shutdowns (SMART attribute 192)</source>
        <translation>Nebezpečná vypnutí (atribut SMART 192)</translation>
    </message>
    <message>
        <source>Emergency head retracts at power-off (SMART attribute 192)</source>
        <translation>Nouzové zaparkování hlav při vypnutí (atribut SMART 192)</translation>
    </message>
    <message>
        <source>The drive&apos;s answer to SMART RETURN STATUS did not come back (the registers were missing or not a known answer), so its own assessment is unknown; the attributes are shown as read.</source>
        <translation>Odpověď disku na SMART RETURN STATUS se nevrátila (registry chyběly nebo odpověď nebyla známá), takže jeho vlastní hodnocení není známo; atributy jsou zobrazeny tak, jak byly přečteny.</translation>
    </message>
    <message>
        <source>%1 is not a libatasmart SMART dump (tagged IDFY / SMST / SMDT / SMTH sections).</source>
        <extracomment>%1 file name</extracomment>
        <translation>%1 není výpis SMART z libatasmart (označené sekce IDFY / SMST / SMDT / SMTH).</translation>
    </message>
    <message>
        <source>%1 is a virtual disk (%2) and answers no ATA health commands: the health of the drives behind it can be read on the host.</source>
        <extracomment>%1 device path, %2 who emulates the disk: &quot;QEMU&quot;, &quot;VMware&quot;, &quot;Hyper-V&quot;...</extracomment>
        <translation>%1 je virtuální disk (%2) a neodpovídá na příkazy ATA pro zjištění stavu: stav disků za ním lze přečíst na hostiteli.</translation>
    </message>
    <message>
        <source>%1 is a %2 device: it has no health data of its own to read.</source>
        <extracomment>%1 device path, %2 transport such as &quot;virtio&quot; or &quot;loop&quot;</extracomment>
        <translation>%1 je zařízení %2: nemá vlastní údaje o stavu, které by šlo přečíst.</translation>
    </message>
    <message>
        <source>unknown</source>
        <translation>neznámý</translation>
    </message>
    <message>
        <source>The helper&apos;s health reply names no device.</source>
        <translation>Odpověď pomocné služby o stavu neuvádí žádné zařízení.</translation>
    </message>
    <message>
        <source>Critical warning: the spare capacity has fallen below the drive&apos;s threshold.</source>
        <translation>Kritické varování: rezervní kapacita klesla pod prahovou hodnotu disku.</translation>
    </message>
    <message>
        <source>Critical warning: the temperature is outside the drive&apos;s limits.</source>
        <translation>Kritické varování: teplota je mimo limity disku.</translation>
    </message>
    <message>
        <source>Critical warning: the drive&apos;s reliability is degraded by media errors or an internal error. Back up its data.</source>
        <translation>Kritické varování: spolehlivost disku je snížena chybami média nebo vnitřní chybou. Zálohujte jeho data.</translation>
    </message>
    <message>
        <source>Critical warning: the drive has made its media read-only. Copy its data elsewhere.</source>
        <translation>Kritické varování: disk přepnul své médium do režimu jen pro čtení. Zkopírujte data jinam.</translation>
    </message>
    <message>
        <source>Critical warning: the backup for the drive&apos;s volatile memory has failed, so cached writes may be lost at a power cut.</source>
        <translation>Kritické varování: záloha nestálé paměti disku selhala, takže zápisy v mezipaměti se mohou při odpojení napájení ztratit.</translation>
    </message>
    <message>
        <source>Critical warning: the drive&apos;s persistent memory region has become read-only.</source>
        <translation>Kritické varování: oblast trvalé paměti disku se stala jen pro čtení.</translation>
    </message>
    <message>
        <source>Critical warning: bit %1, which this version of DriveProof does not know, is set.</source>
        <extracomment>%1 bit number of the NVMe critical warning byte</extracomment>
        <translation>Kritické varování: je nastaven bit %1, který tato verze DriveProof nezná.</translation>
    </message>
    <message>
        <source>Only %L1% spare capacity is left, below the drive&apos;s threshold of %L2%.</source>
        <extracomment>%1 spare capacity left in percent, %2 the drive&apos;s threshold in percent</extracomment>
        <translation>Zbývá jen %L1 % rezervní kapacity, méně než prahová hodnota disku %L2 %.</translation>
    </message>
    <message>
        <source>The drive has used %L1% of its rated endurance: it has taken more writes than it was designed for.</source>
        <extracomment>%1 percentage of the rated endurance used, 100 or more</extracomment>
        <translation>Disk využil %L1 % své jmenovité výdrže: přijal více zápisů, než na kolik byl navržen.</translation>
    </message>
    <message>
        <source>The drive has used %L1% of its rated endurance.</source>
        <extracomment>%1 percentage of the rated endurance used</extracomment>
        <translation>Disk využil %L1 % své jmenovité výdrže.</translation>
    </message>
    <message numerus="yes">
        <source>The drive has recorded %Ln media or data integrity error(s).</source>
        <extracomment>%n number of errors (counts beyond the int range are shown as the int maximum)</extracomment>
        <translation>
            <numerusform>Disk zaznamenal %Ln chybu média nebo integrity dat.</numerusform>
            <numerusform>Disk zaznamenal %Ln chyby média nebo integrity dat.</numerusform>
            <numerusform>Disk zaznamenal %Ln chyb média nebo integrity dat.</numerusform>
        </translation>
    </message>
    <message>
        <source>The drive is at %L1 °C, at or above its critical temperature of %L2 °C.</source>
        <extracomment>%1 current temperature in °C, %2 the drive&apos;s critical limit in °C</extracomment>
        <translation>Disk má teplotu %L1 °C, což je na jeho kritické teplotě %L2 °C nebo nad ní.</translation>
    </message>
    <message>
        <source>The drive is at %L1 °C, at or above its warning temperature of %L2 °C.</source>
        <extracomment>%1 current temperature in °C, %2 the drive&apos;s warning limit in °C</extracomment>
        <translation>Disk má teplotu %L1 °C, což je na jeho varovné teplotě %L2 °C nebo nad ní.</translation>
    </message>
    <message>
        <source>The drive is at %L1 °C, at or above %L2 °C, where most drives slow down to cool off.</source>
        <extracomment>%1 current temperature in °C, %2 a generic limit in °C</extracomment>
        <translation>Disk má teplotu %L1 °C, což je %L2 °C nebo více, kdy většina disků zpomalí, aby se ochladila.</translation>
    </message>
    <message>
        <source>The NVMe health log reports no problems.</source>
        <translation>Protokol stavu NVMe nehlásí žádné problémy.</translation>
    </message>
    <message>
        <source>The helper&apos;s health reply has a reason without a code. Restart DriveProof after an update.</source>
        <translation>Odpověď pomocné služby o stavu obsahuje důvod bez kódu. Po aktualizaci DriveProof restartujte.</translation>
    </message>
    <message>
        <source>The helper&apos;s health reply has reasons in a form this version does not read. Restart DriveProof after an update.</source>
        <translation>Odpověď pomocné služby o stavu obsahuje důvody ve tvaru, který tato verze neumí přečíst. Po aktualizaci DriveProof restartujte.</translation>
    </message>
    <message>
        <source>Reason %1 (%2)</source>
        <extracomment>a reason this version does not know (from a newer helper); %1 its code, %2 its arguments</extracomment>
        <translation>Důvod %1 (%2)</translation>
    </message>
    <message>
        <source>Rate of errors while reading; the raw value&apos;s meaning is the maker&apos;s own.</source>
        <translation>Četnost chyb při čtení; význam surové hodnoty určuje výrobce.</translation>
    </message>
    <message>
        <source>Time the platters take to reach full speed.</source>
        <translation>Doba, za kterou plotny dosáhnou plných otáček.</translation>
    </message>
    <message>
        <source>Times the spindle started and stopped.</source>
        <translation>Kolikrát se motor rozběhl a zastavil.</translation>
    </message>
    <message>
        <source>Sectors found bad and replaced by spares; a new drive has 0.</source>
        <translation>Sektory shledané vadnými a nahrazené rezervními; nový disk jich má 0.</translation>
    </message>
    <message>
        <source>Rate of head positioning errors; the raw value&apos;s meaning is the maker&apos;s own.</source>
        <translation>Četnost chyb při polohování hlav; význam surové hodnoty určuje výrobce.</translation>
    </message>
    <message>
        <source>Hours the drive has been powered on.</source>
        <translation>Hodiny, kdy byl disk zapnutý.</translation>
    </message>
    <message>
        <source>Times the spindle needed more than one try to spin up.</source>
        <translation>Kolikrát motor potřeboval víc než jeden pokus, aby se rozběhl.</translation>
    </message>
    <message>
        <source>Times the drive was switched on.</source>
        <translation>Kolikrát byl disk zapnut.</translation>
    </message>
    <message>
        <source>How worn the flash is (erase cycles); the normalised value falls as it wears.</source>
        <translation>Jak opotřebovaná je paměť flash (cykly mazání); normalizovaná hodnota s opotřebením klesá.</translation>
    </message>
    <message>
        <source>Times power was lost without the host telling the drive first.</source>
        <translation>Kolikrát vypadlo napájení, aniž by počítač disk předem upozornil.</translation>
    </message>
    <message>
        <source>Blocks that went bad while in use.</source>
        <translation>Bloky, které se za provozu poškodily.</translation>
    </message>
    <message>
        <source>Data corrupted between the host interface and the media, inside the drive.</source>
        <translation>Data poškozená uvnitř disku mezi rozhraním a médiem.</translation>
    </message>
    <message>
        <source>Reads the drive could not correct and reported as errors.</source>
        <translation>Čtení, která disk nedokázal opravit a nahlásil jako chyby.</translation>
    </message>
    <message>
        <source>Commands that timed out, often from cabling or power trouble.</source>
        <translation>Příkazy, kterým vypršel čas, často kvůli kabelu nebo napájení.</translation>
    </message>
    <message>
        <source>Temperature of the air around the drive.</source>
        <translation>Teplota vzduchu kolem disku.</translation>
    </message>
    <message>
        <source>Times the heads were parked in an emergency because power went away.</source>
        <translation>Kolikrát byly hlavy nouzově zaparkovány kvůli výpadku napájení.</translation>
    </message>
    <message>
        <source>Times the heads were parked and loaded again.</source>
        <translation>Kolikrát byly hlavy zaparkovány a znovu zavedeny.</translation>
    </message>
    <message>
        <source>Temperature of the drive.</source>
        <translation>Teplota disku.</translation>
    </message>
    <message>
        <source>Times sectors were moved to spares.</source>
        <translation>Kolikrát byly sektory přesunuty do rezervy.</translation>
    </message>
    <message>
        <source>Sectors that could not be read and wait to be rewritten or replaced.</source>
        <translation>Sektory, které nešlo přečíst a čekají na přepsání nebo nahrazení.</translation>
    </message>
    <message>
        <source>Sectors the drive&apos;s own scan could not read.</source>
        <translation>Sektory, které vlastní kontrola disku nedokázala přečíst.</translation>
    </message>
    <message>
        <source>Transfers garbled on the cable; a count that grows means a bad cable or connector, not a bad drive.</source>
        <translation>Přenosy poškozené na kabelu; rostoucí počet ukazuje na špatný kabel nebo konektor, ne na špatný disk.</translation>
    </message>
    <message>
        <source>Amount written to the drive, in the maker&apos;s units (often 512-byte sectors).</source>
        <translation>Množství zapsané na disk v jednotkách výrobce (často 512bajtových sektorech).</translation>
    </message>
    <message>
        <source>Amount read from the drive, in the maker&apos;s units (often 512-byte sectors).</source>
        <translation>Množství přečtené z disku v jednotkách výrobce (často 512bajtových sektorech).</translation>
    </message>
    <message>
        <source>Defined by the drive&apos;s maker; its meaning differs between models.</source>
        <translation>Určuje výrobce disku; význam se liší podle modelu.</translation>
    </message>
    <message>
        <source>%1 °C (lowest %2, highest %3)</source>
        <extracomment>a drive temperature and the range it has seen; %1 now, %2 lowest, %3 highest</extracomment>
        <translation>%1 °C (nejnižší %2, nejvyšší %3)</translation>
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
        <translation>%1 má %2 bajtů místo 512.</translation>
    </message>
    <message>
        <source>The drive returned no SCT Status.</source>
        <translation>Disk nevrátil žádný stav SCT.</translation>
    </message>
    <message>
        <source>%1 is behind a USB bridge (%2, driver %3) that does not pass ATA commands through (SAT), so the drive&apos;s SMART records cannot be read over it. Connect the drive by SATA to read them.</source>
        <extracomment>%1 device path, %2 the USB bridge&apos;s name as it answers INQUIRY, %3 the USB driver (&quot;uas&quot; or &quot;usb-storage&quot;)</extracomment>
        <translation>%1 je za USB můstkem (%2, ovladač %3), který nepropouští příkazy ATA (SAT), takže záznamy SMART disku přes něj přečíst nejdou. Připojte disk přes SATA, abyste je přečetli.</translation>
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
        <translation>Atribut %1 (%2) čítá %3. Z pevných disků, které u Backblaze selhaly, jich %4 mělo tuto hodnotu nad nulou, oproti %5 těch, které dál fungovaly (%6).</translation>
    </message>
    <message>
        <source>In Google&apos;s fleet, drives were %1 times as likely to fail within 60 days after the first such event (%2).</source>
        <extracomment>%1 how many times, e.g. &quot;14&quot;, %2 the study it comes from</extracomment>
        <translation>V diskovém parku Googlu disky po první takové události selhaly do 60 dnů %1krát pravděpodobněji (%2).</translation>
    </message>
    <message>
        <source>Pre-fail</source>
        <extracomment>SMART attribute type: its failure predicts the drive&apos;s failure</extracomment>
        <translation>Předporuchový</translation>
    </message>
    <message>
        <source>Old-age</source>
        <translation>Stárnutí</translation>
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
        <translation>Chyby, které disk za svůj život zaznamenal; každá je příkaz, který selhal.</translation>
    </message>
    <message>
        <source>%1 °C (lifetime %2 to %3 °C)</source>
        <extracomment>%1 temperature now, %2 lowest and %3 highest the drive ever had</extracomment>
        <translation>%1 °C (za život %2 až %3 °C)</translation>
    </message>
    <message>
        <source>The drive&apos;s temperature and its lifetime range, from its SCT Status.</source>
        <translation>Teplota disku a její rozsah za celý život podle stavu SCT.</translation>
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
        <translation>Problémy, které disk hlásí sám (rezerva, teplota, spolehlivost, jen pro čtení, záloha); 0 znamená žádné.</translation>
    </message>
    <message>
        <source>The drive&apos;s overall temperature.</source>
        <translation>Celková teplota disku.</translation>
    </message>
    <message>
        <source>%1 (threshold %2)</source>
        <translation>%1 (práh %2)</translation>
    </message>
    <message>
        <source>Reserve flash left for replacing worn blocks; the drive warns below the threshold.</source>
        <translation>Zbývající rezerva flash na náhradu opotřebovaných bloků; pod prahem disk varuje.</translation>
    </message>
    <message>
        <source>The maker&apos;s estimate of the rated life used; it can pass 100%.</source>
        <translation>Odhad výrobce, kolik jmenovité životnosti bylo spotřebováno; může přesáhnout 100 %.</translation>
    </message>
    <message>
        <source>The same kind of warnings for the drive&apos;s endurance groups; 0 means none.</source>
        <translation>Stejný druh varování pro skupiny výdrže disku; 0 znamená žádné.</translation>
    </message>
    <message>
        <source>Amount the host read, in units of 512,000 bytes.</source>
        <translation>Množství přečtené počítačem v jednotkách po 512 000 bajtech.</translation>
    </message>
    <message>
        <source>Amount the host wrote, in units of 512,000 bytes.</source>
        <translation>Množství zapsané počítačem v jednotkách po 512 000 bajtech.</translation>
    </message>
    <message>
        <source>Read commands the drive completed.</source>
        <translation>Příkazy čtení, které disk dokončil.</translation>
    </message>
    <message>
        <source>Write commands the drive completed.</source>
        <translation>Příkazy zápisu, které disk dokončil.</translation>
    </message>
    <message>
        <source>Minutes the drive was busy with commands.</source>
        <translation>Minuty, kdy byl disk zaneprázdněn příkazy.</translation>
    </message>
    <message>
        <source>Data the drive could not read or write correctly.</source>
        <translation>Data, která disk nedokázal správně přečíst nebo zapsat.</translation>
    </message>
    <message>
        <source>Entries in the drive&apos;s error log over its life; many are harmless rejected commands.</source>
        <translation>Položky v protokolu chyb disku za celý život; mnohé jsou neškodně odmítnuté příkazy.</translation>
    </message>
    <message>
        <source>Minutes spent above the drive&apos;s warning temperature.</source>
        <translation>Minuty nad varovnou teplotou disku.</translation>
    </message>
    <message>
        <source>Minutes spent above the drive&apos;s critical temperature.</source>
        <translation>Minuty nad kritickou teplotou disku.</translation>
    </message>
    <message>
        <source>Temperature of one sensor inside the drive.</source>
        <translation>Teplota jednoho čidla uvnitř disku.</translation>
    </message>
    <message>
        <source>Times the drive slowed itself down lightly to cool off.</source>
        <translation>Kolikrát se disk mírně zpomalil, aby vychladl.</translation>
    </message>
    <message>
        <source>Times the drive slowed itself down hard to cool off.</source>
        <translation>Kolikrát se disk silně zpomalil, aby vychladl.</translation>
    </message>
    <message>
        <source>Seconds spent slowed down lightly for heat.</source>
        <translation>Sekundy mírného zpomalení kvůli teplu.</translation>
    </message>
    <message>
        <source>Seconds spent slowed down hard for heat.</source>
        <translation>Sekundy silného zpomalení kvůli teplu.</translation>
    </message>
    <message>
        <source>ID</source>
        <extracomment>column titles of the SMART attribute table, as smartctl and GNOME Disks name them</extracomment>
        <translation>ID</translation>
    </message>
    <message>
        <source>Attribute</source>
        <translation>Atribut</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>Hodnota</translation>
    </message>
    <message>
        <source>Worst</source>
        <translation>Nejhorší</translation>
    </message>
    <message>
        <source>Threshold</source>
        <translation>Práh</translation>
    </message>
    <message>
        <source>Type</source>
        <translation>Typ</translation>
    </message>
    <message>
        <source>Updated</source>
        <translation>Aktualizace</translation>
    </message>
    <message>
        <source>When failed</source>
        <translation>Kdy selhal</translation>
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
        <translation>Autotest</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Výsledek</translation>
    </message>
    <message>
        <source>Power-on hours</source>
        <translation>Hodiny provozu</translation>
    </message>
    <message>
        <source>First failing sector</source>
        <translation>První vadný sektor</translation>
    </message>
    <message>
        <source>Self-test log: empty.</source>
        <translation>Protokol autotestů: prázdný.</translation>
    </message>
    <message>
        <source>The drive, or the bridge in front of it, refused: %1.</source>
        <extracomment>%1 a list of ATA or NVMe commands, e.g. &quot;SMART READ LOG 06h&quot;</extracomment>
        <translation>Disk nebo můstek před ním odmítl: %1.</translation>
    </message>
    <message>
        <source>Failing now</source>
        <extracomment>a SMART attribute at or below its threshold now</extracomment>
        <translation>Selhává nyní</translation>
    </message>
    <message>
        <source>Failed in the past</source>
        <extracomment>a SMART attribute that reached its threshold once</extracomment>
        <translation>Selhal v minulosti</translation>
    </message>
    <message>
        <source>The data %1 returned could not be decoded: %2</source>
        <extracomment>%1 device path, %2 what is wrong with the data</extracomment>
        <translation>Data vrácená z %1 nelze dekódovat: %2</translation>
    </message>
    <message>
        <source>The NVMe self-test log has %1 bytes instead of %2.</source>
        <translation>Protokol autotestů NVMe má %1 bajtů místo %2.</translation>
    </message>
    <message>
        <source>The drive in %1 does not offer a conveyance self-test.</source>
        <extracomment>%1 device path</extracomment>
        <translation>Disk v %1 nenabízí přepravní autotest.</translation>
    </message>
    <message>
        <source>The drive in %1 does not offer self-tests.</source>
        <extracomment>%1 device path</extracomment>
        <translation>Disk v %1 nenabízí autotesty.</translation>
    </message>
    <message>
        <source>A self-test is already running on %1 (%2% done): wait for it, or abort it first.</source>
        <extracomment>%1 device path, %2 how far the running test is, in percent</extracomment>
        <translation>Na %1 už běží autotest (hotovo %2 %): počkejte na jeho konec, nebo ho nejprve přerušte.</translation>
    </message>
    <message>
        <source>A DriveProof test is running on %1: a self-test now would disturb it. Start the self-test when the test is done.</source>
        <extracomment>%1 device path</extracomment>
        <translation>Na %1 běží test DriveProof: autotest by ho teď rušil. Spusťte autotest, až test skončí.</translation>
    </message>
    <message>
        <source>%1 takes no self-test commands.</source>
        <extracomment>%1 device path</extracomment>
        <translation>%1 nepřijímá příkazy autotestu.</translation>
    </message>
    <message>
        <source>Off-line scan</source>
        <extracomment>kind of drive self-test</extracomment>
        <translation>Offline kontrola</translation>
    </message>
    <message>
        <source>Short</source>
        <extracomment>kind of drive self-test</extracomment>
        <translation>Krátký</translation>
    </message>
    <message>
        <source>Extended</source>
        <extracomment>kind of drive self-test</extracomment>
        <translation>Rozšířený</translation>
    </message>
    <message>
        <source>Conveyance</source>
        <extracomment>kind of drive self-test</extracomment>
        <translation>Přepravní</translation>
    </message>
    <message>
        <source>Selective</source>
        <extracomment>kind of drive self-test: only the ranges of sectors the host chose</extracomment>
        <translation>Výběrový</translation>
    </message>
    <message>
        <source>Vendor specific</source>
        <extracomment>kind of drive self-test</extracomment>
        <translation>Specifický pro výrobce</translation>
    </message>
    <message>
        <source>Completed without error</source>
        <translation>Dokončen bez chyby</translation>
    </message>
    <message>
        <source>Aborted by the host</source>
        <translation>Přerušen počítačem</translation>
    </message>
    <message>
        <source>Interrupted by a reset</source>
        <translation>Přerušen resetem</translation>
    </message>
    <message>
        <source>Could not complete: fatal error</source>
        <translation>Nedokončen: fatální chyba</translation>
    </message>
    <message>
        <source>Failed (part unknown)</source>
        <translation>Selhal (neznámá část)</translation>
    </message>
    <message>
        <source>Failed: electrical part</source>
        <translation>Selhal: elektrická část</translation>
    </message>
    <message>
        <source>Failed: servo or seek</source>
        <translation>Selhal: servo nebo vystavování</translation>
    </message>
    <message>
        <source>Failed: read error</source>
        <translation>Selhal: chyba čtení</translation>
    </message>
    <message>
        <source>Failed: suspected handling damage</source>
        <translation>Selhal: podezření na poškození při manipulaci</translation>
    </message>
    <message>
        <source>In progress</source>
        <translation>Probíhá</translation>
    </message>
    <message>
        <source>Unknown status %1</source>
        <extracomment>%1 a status number the standard reserves</extracomment>
        <translation>Neznámý stav %1</translation>
    </message>
    <message>
        <source>Aborted: a namespace was removed</source>
        <translation>Přerušen: byl odebrán jmenný prostor</translation>
    </message>
    <message>
        <source>Aborted: the drive was formatted</source>
        <translation>Přerušen: disk byl naformátován</translation>
    </message>
    <message>
        <source>Failed in segment %1</source>
        <extracomment>%1 the number of the test segment that failed</extracomment>
        <translation>Selhal v segmentu %1</translation>
    </message>
    <message>
        <source>Aborted for an unknown reason</source>
        <translation>Přerušen z neznámého důvodu</translation>
    </message>
    <message>
        <source>Aborted: the drive was sanitized</source>
        <translation>Přerušen: disk byl vymazán (sanitize)</translation>
    </message>
    <message>
        <source>Looks new: %1 power-on hours, %2 power cycles, %3 written.</source>
        <extracomment>%1 power-on hours, %2 power cycles, %3 amount written (&quot;1.2 GB&quot;)</extracomment>
        <translation>Vypadá jako nový: %1 provozních hodin, %2 zapnutí, zapsáno %3.</translation>
    </message>
    <message>
        <source>Used before: %1 power-on hours, %2 power cycles, %3 written. A drive sold as new has a few hours from the factory at most.</source>
        <extracomment>%1 power-on hours, %2 power cycles, %3 amount written (&quot;12 TB&quot;)</extracomment>
        <translation>Už použitý: %1 provozních hodin, %2 zapnutí, zapsáno %3. Disk prodaný jako nový má nanejvýš pár hodin z továrny.</translation>
    </message>
    <message>
        <source>The drive counts 0 power-on hours but %1 written: its counters may have been reset.</source>
        <extracomment>%1 amount written (&quot;12 TB&quot;)</extracomment>
        <translation>Disk počítá 0 provozních hodin, ale zapsáno %1: jeho čítače mohly být vynulovány.</translation>
    </message>
    <message>
        <source>The drive counts %1 power cycles in %2 power-on hours, more than those hours can hold: its counters may have been reset.</source>
        <extracomment>%1 power cycles, %2 power-on hours</extracomment>
        <translation>Disk počítá %1 zapnutí za %2 provozních hodin, víc, než se do těch hodin vejde: jeho čítače mohly být vynulovány.</translation>
    </message>
    <message>
        <source>%1 written of the %2 the maker rates this model for (%3%).</source>
        <extracomment>%1 amount written, %2 the rated endurance (&quot;600 TB&quot;), %3 percent of it</extracomment>
        <translation>Zapsáno %1 z %2, na které výrobce tento model hodnotí (%3 %).</translation>
    </message>
    <message>
        <source>Since DriveProof first read it (%1): %2 hours, %3 written.</source>
        <extracomment>%1 the date DriveProof first read the drive, %2 hours since, %3 amount written since</extracomment>
        <translation>Od prvního čtení DriveProofem (%1): %2 hodin, zapsáno %3.</translation>
    </message>
    <message>
        <source>new</source>
        <extracomment>is the drive new? the verdict</extracomment>
        <translation>nový</translation>
    </message>
    <message>
        <source>used</source>
        <extracomment>is the drive new? the verdict</extracomment>
        <translation>použitý</translation>
    </message>
    <message>
        <source>possibly reset</source>
        <extracomment>is the drive new? the verdict: its counters contradict each other</extracomment>
        <translation>možná vynulovaný</translation>
    </message>
    <message>
        <source>Identify Namespace is too short (%1 bytes) for its LBA formats.</source>
        <extracomment>%1 bytes received</extracomment>
        <translation>Identify Namespace je na své formáty LBA příliš krátký (%1 bajtů).</translation>
    </message>
    <message>
        <source>Identify Namespace lists more LBA formats (%1) than there can be (%2).</source>
        <extracomment>%1 how many LBA formats the drive claims, %2 the most there can be</extracomment>
        <translation>Identify Namespace uvádí více formátů LBA (%1), než jich může být (%2).</translation>
    </message>
    <message>
        <source>Identify Namespace says LBA format %1 is in use, but lists formats 0 to %2 only.</source>
        <extracomment>%1 the number of the format in use, %2 the highest number the drive lists</extracomment>
        <translation>Identify Namespace uvádí, že se používá formát LBA %1, ale vypisuje jen formáty 0 až %2.</translation>
    </message>
    <message>
        <source>In use: LBA format %1, sectors of %2 bytes with %3 bytes of metadata, which the drive marks as &quot;%4&quot;.</source>
        <extracomment>%1 LBA format number, %2 bytes per sector, %3 metadata bytes per sector, %4 how fast the drive says the format is (&quot;best&quot;, &quot;better&quot;, &quot;good&quot;, &quot;degraded&quot;)</extracomment>
        <translation>Používá se: formát LBA %1, sektory o %2 bajtech s %3 bajty metadat, které disk označuje jako „%4“.</translation>
    </message>
    <message>
        <source>The drive offers %5-byte sectors marked &quot;%6&quot;, faster than the %2-byte ones in use (&quot;%3&quot;). Switching means reformatting the namespace, which erases everything on it: nvme format %1 --lbaf=%4 — DriveProof never does this.</source>
        <extracomment>%1 device (/dev/nvme0n1), %2 bytes per sector in use, %3 how fast the drive marks the format in use, %4 the faster format&apos;s number, %5 its bytes per sector, %6 how fast the drive marks it. The command stays as it is.</extracomment>
        <translation>Disk nabízí sektory o %5 bajtech označené „%6“, rychlejší než používané sektory o %2 bajtech („%3“). Přechod znamená přeformátovat jmenný prostor, což vymaže vše, co na něm je: nvme format %1 --lbaf=%4 — DriveProof to nikdy nedělá.</translation>
    </message>
    <message>
        <source>None of the LBA formats the drive offers (%1) is marked faster than the one in use.</source>
        <extracomment>%1 how many LBA formats the drive offers (2 or more)</extracomment>
        <translation>Žádný z formátů LBA, které disk nabízí (%1), není označen jako rychlejší než ten používaný.</translation>
    </message>
    <message>
        <source>The namespace offers only the LBA format in use.</source>
        <translation>Jmenný prostor nabízí jen používaný formát LBA.</translation>
    </message>
    <message>
        <source>LBA format %1 carries %2 bytes of metadata per sector; only software that handles metadata (end-to-end protection) uses it.</source>
        <extracomment>%1 LBA format number, %2 metadata bytes per sector</extracomment>
        <translation>Formát LBA %1 nese %2 bajtů metadat na sektor; využije ho jen software, který metadata zpracovává (ochrana end-to-end).</translation>
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
        <translation>nejlepší</translation>
    </message>
    <message>
        <source>better</source>
        <comment>LBA format performance</comment>
        <extracomment>how fast the drive says an LBA format is: the second of four grades</extracomment>
        <translation>lepší</translation>
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
        <translation>snížená</translation>
    </message>
    <message>
        <source>not available</source>
        <extracomment>an LBA format the drive lists but does not offer now</extracomment>
        <translation>není k dispozici</translation>
    </message>
    <message>
        <source>%1 bytes, %2</source>
        <extracomment>%1 bytes per sector, %2 how fast the drive says it is</extracomment>
        <translation>%1 bajtů, %2</translation>
    </message>
    <message>
        <source>%1 bytes + %2 bytes metadata, %3</source>
        <extracomment>%1 bytes per sector, %2 metadata bytes per sector, %3 how fast the drive says it is</extracomment>
        <translation>%1 bajtů + %2 bajtů metadat, %3</translation>
    </message>
    <message>
        <source>%1 % left</source>
        <extracomment>%1 percent of the drive&apos;s rated life that is left</extracomment>
        <translation>zbývá %1 %</translation>
    </message>
    <message>
        <source>%1 % used</source>
        <extracomment>%1 percent of the drive&apos;s rated life that is used</extracomment>
        <translation>využito %1 %</translation>
    </message>
    <message>
        <source>Attribute %1 (%2) is at %3, at or below its threshold of %4: the part it watches is worn out or failing, though the drive does not count it as a failure prediction.</source>
        <extracomment>%1 attribute number, %2 its name, %3 its value now, %4 the threshold</extracomment>
        <translation>Atribut %1 (%2) má hodnotu %3, rovnou své prahové hodnotě %4 nebo nižší: část, kterou sleduje, je opotřebovaná nebo selhává, i když to disk nepočítá jako předpověď selhání.</translation>
    </message>
    <message>
        <source>Error log: the latest error happened at power-on hour %1.</source>
        <extracomment>%1 a power-on hour</extracomment>
        <translation>Protokol chyb: poslední chyba nastala při %1 provozních hodinách.</translation>
    </message>
    <message>
        <source>Self-test log: the latest self-test ran at power-on hour %1.</source>
        <extracomment>%1 a power-on hour</extracomment>
        <translation>Protokol autotestů: poslední autotest proběhl při %1 provozních hodinách.</translation>
    </message>
    <message>
        <source>The error log has an error at power-on hour %1, but the power-on counter says %2 hours: the counter went back (reset, or run over), so it does not say how long the drive was used.</source>
        <extracomment>%1 the power-on hour the log stamped, %2 the power-on hours the counter says</extracomment>
        <translation>Protokol chyb obsahuje chybu při %1 provozních hodinách, ale čítač provozních hodin ukazuje %2 h: čítač se vrátil zpět (byl vynulován nebo přetekl), takže neudává, jak dlouho byl disk používán.</translation>
    </message>
    <message>
        <source>The self-test log has a test at power-on hour %1, but the power-on counter says %2 hours: the counter went back (reset, or run over), so it does not say how long the drive was used.</source>
        <extracomment>%1 the power-on hour the log stamped, %2 the power-on hours the counter says</extracomment>
        <translation>Protokol autotestů obsahuje test při %1 provozních hodinách, ale čítač provozních hodin ukazuje %2 h: čítač se vrátil zpět (byl vynulován nebo přetekl), takže neudává, jak dlouho byl disk používán.</translation>
    </message>
    <message>
        <source>The FARM log counts %1 power-on hours, but the SMART counter says %2: the SMART counter was reset, and the drive has been used for at least %1 hours.</source>
        <extracomment>%1 power-on hours in the FARM log, %2 power-on hours of the SMART counter</extracomment>
        <translation>Protokol FARM počítá %1 provozních hodin, ale čítač SMART ukazuje %2: čítač SMART byl vynulován a disk byl používán nejméně %1 hodin.</translation>
    </message>
    <message>
        <source>The FARM log&apos;s spindle hours (%1) exceed its power-on hours (%2): its power-on hours were reset too.</source>
        <extracomment>%1 spindle hours, %2 power-on hours, both from the FARM log</extracomment>
        <translation>Hodiny otáčení motoru v protokolu FARM (%1) převyšují jeho provozní hodiny (%2): i jeho provozní hodiny byly vynulovány.</translation>
    </message>
    <message>
        <source>The FARM log&apos;s head-flight hours (%1) exceed its power-on hours (%2): its power-on hours were reset too.</source>
        <extracomment>%1 head-flight hours, %2 power-on hours, both from the FARM log</extracomment>
        <translation>Hodiny letu hlav v protokolu FARM (%1) převyšují jeho provozní hodiny (%2): i jeho provozní hodiny byly vynulovány.</translation>
    </message>
    <message>
        <source>FARM log: %1 power-on hours, %2 spindle hours, %3 head-flight hours; assembled in week %4 of %5.</source>
        <extracomment>%1 power-on, %2 spindle, %3 head-flight hours; the drive was assembled in week %4 of the year %5 (e.g. &quot;17&quot;, &quot;2025&quot;)</extracomment>
        <translation>Protokol FARM: %1 provozních hodin, %2 hodin otáčení motoru, %3 hodin letu hlav; disk byl sestaven v %4. týdnu roku %5.</translation>
    </message>
    <message>
        <source>FARM log: %1 power-on hours, %2 spindle hours, %3 head-flight hours.</source>
        <extracomment>%1 power-on, %2 spindle, %3 head-flight hours</extracomment>
        <translation>Protokol FARM: %1 provozních hodin, %2 hodin otáčení motoru, %3 hodin letu hlav.</translation>
    </message>
</context>
<context>
    <name>DriveProof::Helper</name>
    <message>
        <source>Not authorised to use %1: the authentication was cancelled or refused.</source>
        <extracomment>%1 device path</extracomment>
        <translation>Nemáte oprávnění použít %1: ověření bylo zrušeno nebo odmítnuto.</translation>
    </message>
    <message>
        <source>Could not ask polkit whether %1 may be used (%2). Make sure polkit is installed and running, then try again.</source>
        <extracomment>%1 device path, %2 D-Bus error text</extracomment>
        <translation>Nelze se polkit zeptat, zda lze použít %1 (%2). Ujistěte se, že je polkit nainstalován a běží, a zkuste to znovu.</translation>
    </message>
    <message>
        <source>Not authorised to use %1: authentication is needed, but no authentication agent could ask for it. Start DriveProof from a desktop session, or run pkttyagent in this terminal.</source>
        <extracomment>%1 device path</extracomment>
        <translation>Nemáte oprávnění použít %1: je vyžadováno ověření, ale žádný ověřovací agent o ně nemohl požádat. Spusťte DriveProof z desktopového sezení, nebo v tomto terminálu spusťte pkttyagent.</translation>
    </message>
    <message>
        <source>Not authorised to use %1. Ask an administrator to allow it.</source>
        <extracomment>%1 device path</extracomment>
        <translation>Nemáte oprávnění použít %1. Požádejte správce o povolení.</translation>
    </message>
    <message>
        <source>%1 is a symbolic link. Give the device node itself, as lsblk lists it.</source>
        <extracomment>%1 device path</extracomment>
        <translation>%1 je symbolický odkaz. Zadejte samotný uzel zařízení, jak ho uvádí lsblk.</translation>
    </message>
    <message>
        <source>%1 is in use: it is mounted, or another program holds it exclusively. Unmount it or close that program, then try again.</source>
        <extracomment>%1 device path</extracomment>
        <translation>%1 se používá: je připojeno nebo ho výhradně drží jiný program. Odpojte ho nebo zavřete daný program a zkuste to znovu.</translation>
    </message>
    <message>
        <source>%1 could not be opened (%2): the device is gone or has no medium.</source>
        <extracomment>%1 device path, %2 system error text</extracomment>
        <translation>%1 nelze otevřít (%2): zařízení zmizelo nebo nemá médium.</translation>
    </message>
    <message>
        <source>%1 could not be opened: %2.</source>
        <extracomment>%1 device path, %2 system error text</extracomment>
        <translation>%1 nelze otevřít: %2.</translation>
    </message>
    <message>
        <source>“%1” is not a device path the helper accepts. Give the kernel&apos;s name of a block device, such as /dev/sdb or /dev/nvme0n1, not a symbolic link such as /dev/disk/by-id/….</source>
        <extracomment>%1 the path the caller gave (shortened)</extracomment>
        <translation>„%1“ není cesta k zařízení, kterou pomocná služba přijímá. Zadejte název blokového zařízení podle jádra, např. /dev/sdb nebo /dev/nvme0n1, ne symbolický odkaz jako /dev/disk/by-id/….</translation>
    </message>
    <message>
        <source>%1 is not a block device known to the kernel (there is no “%2” in /sys/class/block). Check the name with lsblk.</source>
        <extracomment>%1 device path, %2 kernel name</extracomment>
        <translation>%1 není blokové zařízení známé jádru (v /sys/class/block není žádné „%2“). Zkontrolujte název pomocí lsblk.</translation>
    </message>
    <message>
        <source>%1 is not a block device node.</source>
        <extracomment>%1 device path</extracomment>
        <translation>%1 není uzel blokového zařízení.</translation>
    </message>
    <message>
        <source>%1 is device %2, but the kernel says %4 is %3: the node does not belong to that device. Refusing to open it.</source>
        <extracomment>%1 device path, %2 and %3 device numbers like 8:16, %4 kernel name</extracomment>
        <translation>%1 je zařízení %2, ale podle jádra je %4 zařízení %3: uzel k tomuto zařízení nepatří. Otevření odmítnuto.</translation>
    </message>
    <message>
        <source>%1 is a partition, but this works on the whole drive. Use %2.</source>
        <extracomment>%1 partition path, %2 disk path</extracomment>
        <translation>%1 je oddíl, ale tato operace pracuje s celým diskem. Použijte %2.</translation>
    </message>
    <message>
        <source>%1 disappeared while it was being checked.</source>
        <extracomment>%1 device path</extracomment>
        <translation>%1 zmizelo během kontroly.</translation>
    </message>
    <message>
        <source>%1 is in use and cannot be opened for writing: %2 Unmount, swapoff or stop that first.</source>
        <extracomment>%1 device path, %2 a sentence saying what uses it, e.g. &quot;/dev/sdb1 is mounted on /home.&quot;</extracomment>
        <translation>%1 se používá a nelze ho otevřít pro zápis: %2 Nejprve ho odpojte, proveďte swapoff nebo zastavte, co ho používá.</translation>
    </message>
    <message>
        <source>%1 changed while it was being opened: it is no longer the device the kernel lists under that name. Refusing it.</source>
        <extracomment>%1 device path</extracomment>
        <translation>%1 se během otevírání změnilo: už to není zařízení, které jádro pod tímto názvem uvádí. Odmítnuto.</translation>
    </message>
    <message>
        <source>Unknown option “%1”, or a value of the wrong type, for %2. Known options: %3.</source>
        <extracomment>%1 option name, %2 device path, %3 list of known option names</extracomment>
        <translation>Neznámá volba „%1“ nebo hodnota nesprávného typu pro %2. Známé volby: %3.</translation>
    </message>
    <message>
        <source>none</source>
        <translation>žádné</translation>
    </message>
    <message>
        <source>Unknown mode “%1” for %2. Use “r”, “w” or “rw”.</source>
        <extracomment>%1 the mode the caller gave, %2 device path</extracomment>
        <translation>Neznámý režim „%1“ pro %2. Použijte „r“, „w“ nebo „rw“.</translation>
    </message>
    <message>
        <source>Unknown flag “%1” for %2. Known flags: direct, sync, dsync, exclusive.</source>
        <extracomment>%1 the flag the caller gave, %2 device path</extracomment>
        <translation>Neznámý příznak „%1“ pro %2. Známé příznaky: direct, sync, dsync, exclusive.</translation>
    </message>
    <message>
        <source>The command to %1 failed.</source>
        <extracomment>%1 device path</extracomment>
        <translation>Příkaz pro %1 selhal.</translation>
    </message>
    <message>
        <source>%1 disappeared while it was being read.</source>
        <extracomment>%1 device path</extracomment>
        <translation>%1 zmizelo během čtení.</translation>
    </message>
    <message>
        <source>DriveProof&apos;s privileged helper, a D-Bus system service (%1). D-Bus starts it when DriveProof needs it; it is not meant to be run by hand.</source>
        <extracomment>%1 D-Bus service name</extracomment>
        <translation>Privilegovaná pomocná služba DriveProof, systémová služba D-Bus (%1). D-Bus ji spouští, když ji DriveProof potřebuje; není určena ke ručnímu spouštění.</translation>
    </message>
    <message>
        <source>For tests: serve on the bus at ADDRESS instead of the system bus, and ask the polkit found there.</source>
        <translation>Pro testy: obsluhuje sběrnici na adrese ADDRESS místo systémové sběrnice a ptá se tamního polkitu.</translation>
    </message>
    <message>
        <source>Exit after SECONDS without calls (default %1).</source>
        <extracomment>%1 number of seconds</extracomment>
        <translation>Skončí po SECONDS sekundách bez volání (výchozí %1).</translation>
    </message>
    <message>
        <source>Unknown self-test action “%1” for %2. Use “short”, “extended”, “conveyance”, “abort” or “status”.</source>
        <extracomment>%1 the action the caller gave, %2 device path</extracomment>
        <translation>Neznámá akce autotestu „%1“ pro %2. Použijte „short“, „extended“, „conveyance“, „abort“ nebo „status“.</translation>
    </message>
    <message>
        <source>A DriveProof test is running on %1: a self-test now would disturb it. Start the self-test when the test is done.</source>
        <extracomment>%1 device path</extracomment>
        <translation>Na %1 běží test DriveProof: autotest by ho teď rušil. Spusťte autotest, až test skončí.</translation>
    </message>
    <message>
        <source>Unknown purpose “%1” for %2. Known purposes: capacity-check.</source>
        <extracomment>%1 the purpose the caller gave, %2 device path</extracomment>
        <translation>Neznámý účel „%1“ pro %2. Známé účely: capacity-check.</translation>
    </message>
    <message>
        <source>A capacity check writes to %1: open it with mode “rw”.</source>
        <extracomment>%1 device path</extracomment>
        <translation>Kontrola kapacity zapisuje na %1: otevřete jej v režimu „rw“.</translation>
    </message>
</context>
<context>
    <name>DriveProof::PowerLoss</name>
    <message numerus="yes">
        <source>%Ln block(s) hold exactly what they should.</source>
        <translation>
            <numerusform>%Ln blok obsahuje přesně to, co má.</numerusform>
            <numerusform>%Ln bloky obsahují přesně to, co mají.</numerusform>
            <numerusform>%Ln bloků obsahuje přesně to, co má.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln block(s) hold data that was written to another place.</source>
        <translation>
            <numerusform>%Ln blok obsahuje data určená pro jiné místo.</numerusform>
            <numerusform>%Ln bloky obsahují data určená pro jiné místo.</numerusform>
            <numerusform>%Ln bloků obsahuje data určená pro jiné místo.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln block(s) hold data from before this test: the drive forgot the preparation.</source>
        <translation>
            <numerusform>%Ln blok obsahuje data z doby před tímto testem: disk zapomněl přípravu.</numerusform>
            <numerusform>%Ln bloky obsahují data z doby před tímto testem: disk zapomněl přípravu.</numerusform>
            <numerusform>%Ln bloků obsahuje data z doby před tímto testem: disk zapomněl přípravu.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln block(s) are half old, half new: a write tore inside a block.</source>
        <translation>
            <numerusform>%Ln blok je napůl starý, napůl nový: zápis se roztrhl uvnitř bloku.</numerusform>
            <numerusform>%Ln bloky jsou napůl staré, napůl nové: zápis se roztrhl uvnitř bloku.</numerusform>
            <numerusform>%Ln bloků je napůl starých, napůl nových: zápis se roztrhl uvnitř bloku.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln block(s) have flipped bits.</source>
        <translation>
            <numerusform>%Ln blok má převrácené bity.</numerusform>
            <numerusform>%Ln bloky mají převrácené bity.</numerusform>
            <numerusform>%Ln bloků má převrácené bity.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln block(s) read back as zeros.</source>
        <translation>
            <numerusform>%Ln blok se čte jako nuly.</numerusform>
            <numerusform>%Ln bloky se čtou jako nuly.</numerusform>
            <numerusform>%Ln bloků se čte jako nuly.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln block(s) read back erased (all ones).</source>
        <translation>
            <numerusform>%Ln blok se čte jako vymazaný (samé jedničky).</numerusform>
            <numerusform>%Ln bloky se čtou jako vymazané (samé jedničky).</numerusform>
            <numerusform>%Ln bloků se čte jako vymazané (samé jedničky).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln block(s) hold data nobody wrote.</source>
        <translation>
            <numerusform>%Ln blok obsahuje data, která nikdo nezapsal.</numerusform>
            <numerusform>%Ln bloky obsahují data, která nikdo nezapsal.</numerusform>
            <numerusform>%Ln bloků obsahuje data, která nikdo nezapsal.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln block(s) cannot be read.</source>
        <translation>
            <numerusform>%Ln blok nelze přečíst.</numerusform>
            <numerusform>%Ln bloky nelze přečíst.</numerusform>
            <numerusform>%Ln bloků nelze přečíst.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln acknowledged write(s) were lost.</source>
        <translation>
            <numerusform>%Ln potvrzený zápis se ztratil.</numerusform>
            <numerusform>%Ln potvrzené zápisy se ztratily.</numerusform>
            <numerusform>%Ln potvrzených zápisů se ztratilo.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln acknowledged write(s) survived only in part.</source>
        <translation>
            <numerusform>%Ln potvrzený zápis přežil jen zčásti.</numerusform>
            <numerusform>%Ln potvrzené zápisy přežily jen zčásti.</numerusform>
            <numerusform>%Ln potvrzených zápisů přežilo jen zčásti.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln acknowledged write(s) were lost while later ones survived: the drive reorders writes across flushes.</source>
        <translation>
            <numerusform>%Ln potvrzený zápis se ztratil, zatímco pozdější přežily: disk přeuspořádává zápisy přes hranice vyprázdnění.</numerusform>
            <numerusform>%Ln potvrzené zápisy se ztratily, zatímco pozdější přežily: disk přeuspořádává zápisy přes hranice vyprázdnění.</numerusform>
            <numerusform>%Ln potvrzených zápisů se ztratilo, zatímco pozdější přežily: disk přeuspořádává zápisy přes hranice vyprázdnění.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln acknowledged write(s) just before the cut were lost: the drive acknowledges flushes before the data is safe.</source>
        <translation>
            <numerusform>%Ln potvrzený zápis těsně před odpojením se ztratil: disk potvrzuje vyprázdnění dřív, než jsou data v bezpečí.</numerusform>
            <numerusform>%Ln potvrzené zápisy těsně před odpojením se ztratily: disk potvrzuje vyprázdnění dřív, než jsou data v bezpečí.</numerusform>
            <numerusform>%Ln potvrzených zápisů těsně před odpojením se ztratilo: disk potvrzuje vyprázdnění dřív, než jsou data v bezpečí.</numerusform>
        </translation>
    </message>
    <message>
        <source>The drive cannot be read at all after the power cut.</source>
        <translation>Po odpojení napájení nelze disk vůbec přečíst.</translation>
    </message>
    <message>
        <source>The drive&apos;s identity or capacity changed after the power cut.</source>
        <translation>Po odpojení napájení se změnila identita nebo kapacita disku.</translation>
    </message>
    <message numerus="yes">
        <source>%Ln block(s) written only before the test were damaged: data at rest is not safe on this drive.</source>
        <translation>
            <numerusform>%Ln blok zapsaný jen před testem byl poškozen: data v klidu nejsou na tomto disku v bezpečí.</numerusform>
            <numerusform>%Ln bloky zapsané jen před testem byly poškozeny: data v klidu nejsou na tomto disku v bezpečí.</numerusform>
            <numerusform>%Ln bloků zapsaných jen před testem bylo poškozeno: data v klidu nejsou na tomto disku v bezpečí.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln contradiction(s) between the witness&apos;s record and the test plan: a bug in DriveProof, so this run proves nothing.</source>
        <translation>
            <numerusform>%Ln rozpor mezi záznamem svědka a plánem testu: chyba v DriveProof, takže tento běh nic neprokazuje.</numerusform>
            <numerusform>%Ln rozpory mezi záznamem svědka a plánem testu: chyba v DriveProof, takže tento běh nic neprokazuje.</numerusform>
            <numerusform>%Ln rozporů mezi záznamem svědka a plánem testu: chyba v DriveProof, takže tento běh nic neprokazuje.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>All %Ln acknowledged write(s) were lost.</source>
        <translation>
            <numerusform>Ztratil se jediný potvrzený zápis (%Ln).</numerusform>
            <numerusform>Ztratily se všechny %Ln potvrzené zápisy.</numerusform>
            <numerusform>Ztratilo se všech %Ln potvrzených zápisů.</numerusform>
        </translation>
    </message>
    <message>
        <source>They were the last ones before the cut: the drive acknowledges flushes before the data is safe.</source>
        <translation>Byly to poslední zápisy před odpojením: disk potvrzuje vyprázdnění dřív, než jsou data v bezpečí.</translation>
    </message>
    <message>
        <source>Cannot write the witness&apos;s salt %1: %2</source>
        <extracomment>%1 is a file path, %2 the system&apos;s error message.</extracomment>
        <translation>Nelze zapsat sůl svědka %1: %2</translation>
    </message>
    <message>
        <source>Cannot write the witness journal %1: %2</source>
        <extracomment>%1 is a file path, %2 the system&apos;s error message.</extracomment>
        <translation>Nelze zapsat deník svědka %1: %2</translation>
    </message>
    <message>
        <source>Damaged record at byte %1 with good records after it.</source>
        <translation>Poškozený záznam na bajtu %1, za nímž následují platné záznamy.</translation>
    </message>
    <message>
        <source>Record at byte %1 contradicts the run before it.</source>
        <extracomment>%1 is a byte offset in the witness journal file.</extracomment>
        <translation>Záznam na bajtu %1 odporuje běhu před ním.</translation>
    </message>
    <message>
        <source>Cannot truncate the torn end of the journal.</source>
        <translation>Roztržený konec deníku nelze oříznout.</translation>
    </message>
    <message>
        <source>The simulated drive is already running.</source>
        <translation>Simulovaný disk už běží.</translation>
    </message>
    <message>
        <source>The simulated drive program %1 was not found. Install DriveProof completely (it lives in libexec) or set DRIVEPROOF_LYINGDISK to its path.</source>
        <extracomment>%1 is a program name</extracomment>
        <translation>Program simulovaného disku %1 nebyl nalezen. Nainstalujte DriveProof úplně (program je v libexec), nebo nastavte DRIVEPROOF_LYINGDISK na jeho cestu.</translation>
    </message>
    <message>
        <source>Cannot create the folder for the simulated drive.</source>
        <translation>Nelze vytvořit složku pro simulovaný disk.</translation>
    </message>
    <message>
        <source>Something is already mounted on this folder. Unmount it first (fusermount3 -u).</source>
        <translation>Do této složky je už něco připojeno. Nejprve to odpojte (fusermount3 -u).</translation>
    </message>
    <message>
        <source>Cannot start the simulated drive: %1</source>
        <translation>Simulovaný disk nelze spustit: %1</translation>
    </message>
    <message>
        <source>The simulated drive stopped before it was ready (exit status %1): %2</source>
        <extracomment>%1 is the program&apos;s exit status, %2 what it printed</extracomment>
        <translation>Simulovaný disk se zastavil dřív, než byl připraven (návratový kód %1): %2</translation>
    </message>
    <message>
        <source>The simulated drive did not appear within %1 s: %2</source>
        <extracomment>%1 is a number of seconds, %2 what the program printed</extracomment>
        <translation>Simulovaný disk se neobjevil do %1 s: %2</translation>
    </message>
    <message>
        <source>The simulated drive is not running.</source>
        <translation>Simulovaný disk neběží.</translation>
    </message>
    <message>
        <source>Cannot signal the simulated drive.</source>
        <translation>Simulovanému disku nelze poslat signál.</translation>
    </message>
    <message>
        <source>The simulated drive did not confirm the power cut.</source>
        <translation>Simulovaný disk nepotvrdil odpojení napájení.</translation>
    </message>
    <message>
        <source>Cannot unmount the simulated drive. Run: fusermount3 -u -z %1</source>
        <translation>Simulovaný disk nelze odpojit. Spusťte: fusermount3 -u -z %1</translation>
    </message>
    <message>
        <source>The simulated drive did not stop in time; it was killed and its cache lost.</source>
        <translation>Simulovaný disk se nezastavil včas; byl násilně ukončen a obsah jeho mezipaměti se ztratil.</translation>
    </message>
    <message>
        <source>The simulated drive failed while stopping: %1</source>
        <extracomment>%1 is what the program printed</extracomment>
        <translation>Simulovaný disk selhal při zastavování: %1</translation>
    </message>
    <message>
        <source>Cannot save the pending test in %1: %2.</source>
        <extracomment>%1 file name, %2 the system&apos;s error text</extracomment>
        <translation>Čekající test nelze uložit do %1: %2.</translation>
    </message>
    <message>
        <source>Cannot write the autostart entry %1: %2.</source>
        <extracomment>%1 file name, %2 the system&apos;s error text</extracomment>
        <translation>Položku automatického spuštění %1 nelze zapsat: %2.</translation>
    </message>
    <message>
        <source>Practice mode needs FUSE, and /dev/fuse cannot be used here.</source>
        <translation>Režim nácviku vyžaduje FUSE a /dev/fuse zde nelze použít.</translation>
    </message>
    <message>
        <source>Practice mode needs fusermount3 (the fuse3 package).</source>
        <translation>Režim nácviku vyžaduje fusermount3 (balíček fuse3).</translation>
    </message>
    <message>
        <source>Practice mode needs driveproof-lyingdisk, which is not installed.</source>
        <translation>Režim nácviku vyžaduje driveproof-lyingdisk, který není nainstalován.</translation>
    </message>
    <message>
        <source>Cannot create a temporary folder for practice.</source>
        <translation>Nelze vytvořit dočasnou složku pro nácvik.</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a pairing code.</source>
        <extracomment>%1 what was given</extracomment>
        <translation>&apos;%1&apos; není párovací kód.</translation>
    </message>
    <message>
        <source>DriveProof simulated drive (%1)</source>
        <extracomment>the simulated drive of practice mode; %1 honest or lying</extracomment>
        <translation>Simulovaný disk DriveProof (%1)</translation>
    </message>
    <message>
        <source>lying</source>
        <translation>lživý</translation>
    </message>
    <message>
        <source>honest</source>
        <translation>poctivý</translation>
    </message>
    <message>
        <source>Practice cancelled.</source>
        <translation>Nácvik zrušen.</translation>
    </message>
    <message>
        <source>idle</source>
        <translation>nečinný</translation>
    </message>
    <message>
        <source>starting the simulated drive and witness</source>
        <extracomment>practice mode: the simulated drive and the local witness start</extracomment>
        <translation>spouštění simulovaného disku a svědka</translation>
    </message>
    <message>
        <source>preparing</source>
        <extracomment>the test area is being filled with known data</extracomment>
        <translation>příprava</translation>
    </message>
    <message>
        <source>writing</source>
        <translation>zápis</translation>
    </message>
    <message>
        <source>cutting the power</source>
        <extracomment>practice mode: the simulated power cut</extracomment>
        <translation>odpojování napájení</translation>
    </message>
    <message>
        <source>verifying</source>
        <translation>ověřování</translation>
    </message>
    <message>
        <source>done</source>
        <translation>hotovo</translation>
    </message>
    <message>
        <source>failed</source>
        <translation>selhalo</translation>
    </message>
    <message>
        <source>This is a virtual machine: pulling its virtual plug tests the host&apos;s storage stack, not a drive. Run the test on real hardware.</source>
        <translation>Toto je virtuální stroj: vytažení jeho virtuální zástrčky testuje úložiště hostitele, ne disk. Spusťte test na skutečném hardwaru.</translation>
    </message>
    <message>
        <source>The machine runs on its battery: pulling the plug would not cut the power. Remove the battery, or use a machine without one.</source>
        <translation>Počítač běží na baterii: vytažení zástrčky by napájení neodpojilo. Vyjměte baterii, nebo použijte počítač bez ní.</translation>
    </message>
    <message>
        <source>The drive sits behind a USB bridge, which may have a cache and flush rules of its own: the verdict is about the bridge and the drive together.</source>
        <translation>Disk je za USB můstkem, který může mít vlastní mezipaměť a vlastní pravidla vyprazdňování: verdikt se týká můstku a disku dohromady.</translation>
    </message>
    <message>
        <source>The drive&apos;s write cache is on. That is normal: the test shows whether the drive still keeps every write it acknowledged.</source>
        <translation>Mezipaměť zápisu disku je zapnutá. To je normální: test ukáže, zda disk přesto uchová každý zápis, který potvrdil.</translation>
    </message>
    <message>
        <source>The drive&apos;s unsafe-shutdown counter cannot be read, so the verifier cannot confirm that the power really went away.</source>
        <translation>Čítač nebezpečných vypnutí disku nelze přečíst, takže ověřovatel nemůže potvrdit, že napájení skutečně vypadlo.</translation>
    </message>
    <message>
        <source>Choose a file or a device for the test area.</source>
        <translation>Vyberte soubor nebo zařízení pro testovací oblast.</translation>
    </message>
    <message>
        <source>%1 is neither a regular file nor a block device.</source>
        <extracomment>%1 a path</extracomment>
        <translation>%1 není běžný soubor ani blokové zařízení.</translation>
    </message>
    <message>
        <source>The folder %1 does not exist.</source>
        <extracomment>%1 a folder</extracomment>
        <translation>Složka %1 neexistuje.</translation>
    </message>
    <message>
        <source>The device %1 was not found.</source>
        <extracomment>%1 a device node</extracomment>
        <translation>Zařízení %1 nebylo nalezeno.</translation>
    </message>
    <message>
        <source>No error.</source>
        <translation>Žádná chyba.</translation>
    </message>
    <message>
        <source>Not a DriveProof power-loss frame (bad magic).</source>
        <extracomment>The power-loss witness received bytes that are not a DriveProof frame.</extracomment>
        <translation>Nejde o rámec testu výpadku napájení DriveProof (chybná signatura).</translation>
    </message>
    <message>
        <source>Unsupported power-loss protocol version: update DriveProof on both machines.</source>
        <translation>Nepodporovaná verze protokolu testu výpadku napájení: aktualizujte DriveProof na obou počítačích.</translation>
    </message>
    <message>
        <source>Unknown power-loss message type.</source>
        <translation>Neznámý typ zprávy testu výpadku napájení.</translation>
    </message>
    <message>
        <source>Power-loss frame too long for its type.</source>
        <translation>Rámec testu výpadku napájení je na svůj typ příliš dlouhý.</translation>
    </message>
    <message>
        <source>Power-loss frame damaged in transit (CRC mismatch).</source>
        <translation>Rámec testu výpadku napájení byl poškozen při přenosu (nesouhlasí CRC).</translation>
    </message>
    <message>
        <source>Wrong pairing code: type the code the witness shows.</source>
        <extracomment>The pairing code is the code the witness shows and the user types on the writer.</extracomment>
        <translation>Chybný párovací kód: zadejte kód, který zobrazuje svědek.</translation>
    </message>
    <message>
        <source>Power-loss frame replayed or out of order.</source>
        <translation>Rámec testu výpadku napájení byl přehrán znovu nebo přišel mimo pořadí.</translation>
    </message>
    <message>
        <source>Power-loss message malformed or with a value out of range.</source>
        <translation>Zpráva testu výpadku napájení je chybná nebo obsahuje hodnotu mimo rozsah.</translation>
    </message>
    <message>
        <source>Power-loss message not expected at this point.</source>
        <translation>Zpráva testu výpadku napájení v tuto chvíli nebyla očekávána.</translation>
    </message>
    <message>
        <source>Commit sequence numbers must increase.</source>
        <translation>Pořadová čísla uložení musí růst.</translation>
    </message>
    <message>
        <source>This run is already known to the witness with other parameters.</source>
        <translation>Tento běh svědek už zná s jinými parametry.</translation>
    </message>
    <message>
        <source>The witness knows no run with this id.</source>
        <translation>Svědek nezná žádný běh s tímto ID.</translation>
    </message>
    <message>
        <source>This run has already ended.</source>
        <translation>Tento běh už skončil.</translation>
    </message>
    <message>
        <source>The witness cannot keep this run&apos;s journal (disk error or damaged journal).</source>
        <translation>Svědek nemůže vést deník tohoto běhu (chyba disku nebo poškozený deník).</translation>
    </message>
    <message>
        <source>The witness has too many connections.</source>
        <translation>Svědek má příliš mnoho spojení.</translation>
    </message>
    <message>
        <source>The connection was silent for too long.</source>
        <translation>Spojení bylo příliš dlouho tiché.</translation>
    </message>
    <message>
        <source>The same run connected again from elsewhere; this connection was closed.</source>
        <translation>Tentýž běh se znovu připojil odjinud; toto spojení bylo uzavřeno.</translation>
    </message>
    <message>
        <source>The witness is busy with other verifiers; try again shortly.</source>
        <extracomment>The witness limits how many verifiers and ledger downloads it serves at once.</extracomment>
        <translation>Svědek je zaneprázdněn jinými ověřovateli; zkuste to za chvíli znovu.</translation>
    </message>
    <message>
        <source>Unknown reason.</source>
        <translation>Neznámý důvod.</translation>
    </message>
    <message>
        <source>connecting to the witness</source>
        <translation>připojování ke svědkovi</translation>
    </message>
    <message>
        <source>paused</source>
        <extracomment>writing paused while the witness cannot be reached</extracomment>
        <translation>pozastaveno</translation>
    </message>
    <message>
        <source>stopped</source>
        <translation>zastaveno</translation>
    </message>
    <message>
        <source>connecting</source>
        <translation>připojování</translation>
    </message>
    <message>
        <source>connected</source>
        <translation>připojeno</translation>
    </message>
    <message>
        <source>unreachable</source>
        <translation>nedosažitelný</translation>
    </message>
    <message>
        <source>refused</source>
        <translation>odmítnuto</translation>
    </message>
    <message>
        <source>closed</source>
        <extracomment>the link to the witness was closed</extracomment>
        <translation>uzavřeno</translation>
    </message>
    <message>
        <source>Cannot create %1: %2.</source>
        <extracomment>%1 file, %2 the system&apos;s error text</extracomment>
        <translation>%1 nelze vytvořit: %2.</translation>
    </message>
    <message>
        <source>Cannot reserve space for %1: %2.</source>
        <extracomment>%1 file, %2 the system&apos;s error text</extracomment>
        <translation>Pro %1 nelze vyhradit místo: %2.</translation>
    </message>
    <message>
        <source>no answer to the handshake within %1 s</source>
        <extracomment>%1 a number of seconds</extracomment>
        <translation>žádná odpověď na navázání spojení do %1 s</translation>
    </message>
    <message>
        <source>Cannot reach the witness at %1: %2. Is driveproof-cli witness running there, and is the port open?</source>
        <extracomment>%1 the witness&apos;s address, %2 the network&apos;s error text</extracomment>
        <translation>Svědka na %1 nelze zastihnout: %2. Běží tam driveproof-cli witness a je port otevřený?</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a pairing code: type the 12 characters the witness shows.</source>
        <extracomment>%1 what the user typed</extracomment>
        <translation>&apos;%1&apos; není párovací kód: zadejte 12 znaků, které zobrazuje svědek.</translation>
    </message>
    <message>
        <source>The test area on %1 is too small: give it at least 1 MiB.</source>
        <extracomment>%1 the file or device</extracomment>
        <translation>Testovací oblast na %1 je příliš malá: zadejte alespoň 1 MiB.</translation>
    </message>
    <message>
        <source>The witness at %1 did not confirm every commit before the end.</source>
        <extracomment>%1 the witness&apos;s address</extracomment>
        <translation>Svědek na %1 před koncem nepotvrdil všechna uložení.</translation>
    </message>
    <message>
        <source>The witness at %1 refused this writer: %2</source>
        <extracomment>%1 the witness&apos;s address, %2 why it refused</extracomment>
        <translation>Svědek na %1 odmítl tento zapisující program: %2</translation>
    </message>
    <message>
        <source>The test area was filled and flushed before the run.</source>
        <translation>Testovací oblast byla před během zaplněna a trvale zapsána na disk.</translation>
    </message>
    <message>
        <source>The witness never heard that the test area was prepared: start a new run.</source>
        <translation>Svědek se nedozvěděl, že byla testovací oblast připravena: zahajte nový běh.</translation>
    </message>
    <message>
        <source>Simulated power cut (practice mode): no reboot was expected.</source>
        <translation>Simulované odpojení napájení (režim nácviku): restart se neočekával.</translation>
    </message>
    <message>
        <source>The machine restarted after the test.</source>
        <translation>Počítač se po testu restartoval.</translation>
    </message>
    <message>
        <source>The boot id could not be compared, so a restart cannot be confirmed.</source>
        <translation>ID spuštění systému nešlo porovnat, takže restart nelze potvrdit.</translation>
    </message>
    <message>
        <source>The machine has not restarted since the test: cut the power, then verify after the reboot.</source>
        <translation>Počítač se od testu nerestartoval: odpojte napájení a po restartu proveďte ověření.</translation>
    </message>
    <message>
        <source>The drive has no unsafe-shutdown counter; this check was skipped.</source>
        <translation>Disk nemá čítač nebezpečných vypnutí; tato kontrola byla přeskočena.</translation>
    </message>
    <message>
        <source>The drive counted an unsafe shutdown (%1 → %2).</source>
        <extracomment>%1 and %2 counts of unsafe shutdowns reported by the drive</extracomment>
        <translation>Disk započítal nebezpečné vypnutí (%1 → %2).</translation>
    </message>
    <message>
        <source>The drive saw a clean shutdown (its unsafe-shutdown counter stayed at %1): pull the plug, don&apos;t press the power button.</source>
        <translation>Disk zaznamenal čisté vypnutí (jeho čítač nebezpečných vypnutí zůstal na %1): vytáhněte zástrčku, nemačkejte tlačítko napájení.</translation>
    </message>
    <message>
        <source>No commit reached the witness: let the test run before cutting the power.</source>
        <translation>Ke svědkovi nedorazilo žádné uložení: před odpojením napájení nechte test běžet.</translation>
    </message>
    <message>
        <source>Commits were reaching the witness until the cut.</source>
        <translation>Uložení docházela ke svědkovi až do odpojení.</translation>
    </message>
    <message>
        <source>The last commit reached the witness %1 s before the writer went silent: the test was not writing when the power went.</source>
        <translation>Poslední uložení dorazilo ke svědkovi %1 s předtím, než se zapisující program odmlčel: test v okamžiku výpadku napájení nezapisoval.</translation>
    </message>
    <message>
        <source>Writes were in flight when the writer went silent.</source>
        <translation>Když se zapisující program odmlčel, byly zápisy v letu.</translation>
    </message>
    <message>
        <source>No write was in flight at the cut: every issued write had been acknowledged, so the cut tested nothing pending.</source>
        <translation>V okamžiku odpojení nebyl v letu žádný zápis: každý vydaný zápis už byl potvrzen, takže odpojení netestovalo nic nevyřízeného.</translation>
    </message>
    <message>
        <source>The link to the witness was alive until the cut.</source>
        <translation>Spojení se svědkem fungovalo až do odpojení.</translation>
    </message>
    <message>
        <source>The witness did not hear the writer until the cut.</source>
        <translation>Svědek přestal zapisující program slyšet ještě před odpojením.</translation>
    </message>
    <message>
        <source>The writer stopped on an error before the cut: %1</source>
        <translation>Zapisující program se před odpojením zastavil kvůli chybě: %1</translation>
    </message>
    <message>
        <source>The writer reported no error.</source>
        <translation>Zapisující program nehlásil žádnou chybu.</translation>
    </message>
    <message>
        <source>The writer stopped on purpose before the cut: cut the power while the test is writing.</source>
        <translation>Zapisující program se před odpojením záměrně zastavil: odpojte napájení, zatímco test zapisuje.</translation>
    </message>
    <message>
        <source>The writer did not stop on its own.</source>
        <translation>Zapisující program se sám nezastavil.</translation>
    </message>
    <message>
        <source>Not an address: %1. Use HOST:PORT or [IPv6]:PORT.</source>
        <extracomment>%1 is what the user typed as the witness address, e.g. 0.0.0.0:7070.
----------
%1 is the witness address the user typed.</extracomment>
        <translation>Toto není adresa: %1. Použijte HOST:PORT nebo [IPv6]:PORT.</translation>
    </message>
    <message>
        <source>The witness refused: %1</source>
        <extracomment>%1 is the reason the witness gave.</extracomment>
        <translation>Svědek odmítl: %1</translation>
    </message>
    <message>
        <source>Lost the connection to the witness.</source>
        <translation>Spojení se svědkem bylo ztraceno.</translation>
    </message>
    <message>
        <source>The witness did not answer in time.</source>
        <translation>Svědek neodpověděl včas.</translation>
    </message>
    <message>
        <source>The ledger from the witness is damaged (size or digest mismatch).</source>
        <translation>Záznam od svědka je poškozený (nesouhlasí velikost nebo otisk).</translation>
    </message>
    <message>
        <source>The report is too large to keep on the witness.</source>
        <translation>Zpráva je příliš velká, aby ji šlo uchovat u svědka.</translation>
    </message>
    <message>
        <source>Unexpected answer from the witness.</source>
        <translation>Neočekávaná odpověď svědka.</translation>
    </message>
    <message>
        <source>Cannot open %1: %2.</source>
        <extracomment>%1 file, %2 the system&apos;s error text</extracomment>
        <translation>%1 nelze otevřít: %2.</translation>
    </message>
    <message>
        <source>The pending test has no valid pairing code.</source>
        <translation>Čekající test nemá platný párovací kód.</translation>
    </message>
    <message>
        <source>Fetching the witness&apos;s record from %1</source>
        <extracomment>%1 the witness&apos;s address</extracomment>
        <translation>Stahování záznamu svědka z %1</translation>
    </message>
    <message>
        <source>Verification cancelled.</source>
        <translation>Ověřování zrušeno.</translation>
    </message>
    <message>
        <source>Reading the drive&apos;s state</source>
        <translation>Načítání stavu disku</translation>
    </message>
    <message>
        <source>Reading and checking the whole test area on %1</source>
        <extracomment>%1 file or device</extracomment>
        <translation>Čtení a kontrola celé testovací oblasti na %1</translation>
    </message>
    <message>
        <source>Storing the report</source>
        <translation>Ukládání zprávy</translation>
    </message>
    <message>
        <source>Done</source>
        <translation>Hotovo</translation>
    </message>
    <message>
        <source>Cannot create the witness journal folder %1.</source>
        <extracomment>%1 is a folder path.</extracomment>
        <translation>Nelze vytvořit složku deníku svědka %1.</translation>
    </message>
    <message>
        <source>Cannot derive the pairing key (not enough memory?).</source>
        <extracomment>The witness turns the pairing code into a key with Argon2id, which needs 64 MiB.</extracomment>
        <translation>Nelze odvodit párovací klíč (nedostatek paměti?).</translation>
    </message>
    <message>
        <source>The journal in folder %1 belongs to another run.</source>
        <translation>Deník ve složce %1 patří jinému běhu.</translation>
    </message>
    <message>
        <source>The journal of this run reached its limit of %1 bytes.</source>
        <extracomment>%1 is a size in bytes.</extracomment>
        <translation>Deník tohoto běhu dosáhl svého limitu %1 bajtů.</translation>
    </message>
    <message>
        <source>The witness claimed commits this writer never sent; reconnecting.</source>
        <extracomment>A high-water mark above the writer&apos;s own last commit: a forged or replayed answer.</extracomment>
        <translation>Svědek tvrdil, že má uložení, která tento zapisující program nikdy neposlal; připojuje se znovu.</translation>
    </message>
    <message>
        <source>Lost the connection to the witness; reconnecting.</source>
        <translation>Spojení se svědkem bylo ztraceno; připojuje se znovu.</translation>
    </message>
    <message>
        <source>Cannot resolve %1: %2</source>
        <extracomment>%1 is a host name or address, %2 the resolver&apos;s error message.</extracomment>
        <translation>Nelze přeložit %1: %2</translation>
    </message>
    <message>
        <source>Cannot listen on %1: %2</source>
        <extracomment>%1 is an address:port, %2 the system&apos;s error message.</extracomment>
        <translation>Nelze naslouchat na %1: %2</translation>
    </message>
    <message>
        <source>Cannot reach the witness at %1: %2</source>
        <extracomment>%1 is the witness&apos;s address:port, %2 the system&apos;s error message.</extracomment>
        <translation>Svědka na %1 nelze zastihnout: %2</translation>
    </message>
    <message>
        <source>This file system does not support direct I/O: the writer goes through the page cache, which the commits flush.</source>
        <translation>Tento souborový systém nepodporuje přímé I/O: zapisující program používá mezipaměť stránek, kterou uložení vyprazdňují.</translation>
    </message>
    <message>
        <source>Cannot open %1 for writing: %2.</source>
        <extracomment>%1 file or device, %2 the system&apos;s error text</extracomment>
        <translation>%1 nelze otevřít pro zápis: %2.</translation>
    </message>
    <message>
        <source>The power-loss test parameters are invalid.</source>
        <translation>Parametry testu výpadku napájení jsou neplatné.</translation>
    </message>
    <message>
        <source>Preparing the test area failed: %1.</source>
        <extracomment>%1 the system&apos;s error text</extracomment>
        <translation>Příprava testovací oblasti selhala: %1.</translation>
    </message>
    <message>
        <source>Flushing the prepared test area failed: %1.</source>
        <translation>Vyprázdnění připravené testovací oblasti selhalo: %1.</translation>
    </message>
    <message>
        <source>Write %1 failed: %2. The run is invalid; the writer stopped and does not retry.</source>
        <extracomment>%1 the write&apos;s sequence number, %2 the system&apos;s error text</extracomment>
        <translation>Zápis %1 selhal: %2. Běh je neplatný; zapisující program se zastavil a nezkouší to znovu.</translation>
    </message>
    <message>
        <source>Committing up to write %1 failed: %2. The run is invalid; the writer stopped and does not retry.</source>
        <extracomment>%1 the last write&apos;s sequence number, %2 the system&apos;s error text</extracomment>
        <translation>Uložení až po zápis %1 selhalo: %2. Běh je neplatný; zapisující program se zastavil a nezkouší to znovu.</translation>
    </message>
    <message>
        <source>The witness&apos;s record contradicts this machine&apos;s own record of the test (%1), so it cannot be trusted and this run proves nothing about acknowledged writes.</source>
        <extracomment>%1 what the witness&apos;s record says against this machine&apos;s (in English, for a bug report)</extracomment>
        <translation>Záznam svědka odporuje vlastnímu záznamu tohoto počítače o testu (%1), takže mu nelze věřit a tento běh nedokazuje nic o potvrzených zápisech.</translation>
    </message>
    <message>
        <source>This is not the run&apos;s witness: it answered with another salt than during the run.</source>
        <translation>Toto není svědek tohoto běhu: odpověděl s jinou solí než během běhu.</translation>
    </message>
    <message>
        <source>A frame from the witness arrived damaged or altered (%1); reconnecting.</source>
        <extracomment>%1 what was wrong with it, e.g. &quot;HMAC&quot; or &quot;CRC mismatch&quot;</extracomment>
        <translation>Rámec od svědka dorazil poškozený nebo pozměněný (%1); připojuje se znovu.</translation>
    </message>
    <message>
        <source>The witness could not prove the pairing code (a fake witness or altered traffic); reconnecting.</source>
        <translation>Svědek nedokázal prokázat párovací kód (falešný svědek nebo pozměněný provoz); připojuje se znovu.</translation>
    </message>
    <message>
        <source>The witness refused a frame that reached it damaged or altered (%1); reconnecting.</source>
        <extracomment>%1 the witness&apos;s reason, e.g. &quot;Power-loss frame damaged in transit&quot;</extracomment>
        <translation>Svědek odmítl rámec, který k němu dorazil poškozený nebo pozměněný (%1); připojuje se znovu.</translation>
    </message>
    <message>
        <source>The witness already keeps %1 runs: move old run folders out of its journal folder to make room.</source>
        <extracomment>%1 how many runs the witness keeps at most</extracomment>
        <translation>Svědek už uchovává %1 běhů: přesuňte staré složky běhů z jeho složky deníků, aby se uvolnilo místo.</translation>
    </message>
    <message>
        <source>The witness holds %1 acknowledged writes in memory, as many as it may: this run cannot grow.</source>
        <extracomment>%1 a number of acknowledged writes</extracomment>
        <translation>Svědek drží v paměti %1 potvrzených zápisů, tolik, kolik smí: tento běh už nemůže růst.</translation>
    </message>
    <message numerus="yes">
        <source>The witness reports %n acknowledgement(s) this writer never sent, from seq %1, so its record cannot be trusted and this run proves nothing about acknowledged writes.</source>
        <extracomment>%n how many acknowledgements carry no valid receipt of this machine&apos;s writer, %1 the seq (a number) of the first of them</extracomment>
        <translation>
            <numerusform>Svědek hlásí %n potvrzení, které tento zapisující program nikdy neodeslal, od pořadí %1, takže jeho záznamu nelze věřit a tento běh nedokazuje nic o potvrzených zápisech.</numerusform>
            <numerusform>Svědek hlásí %n potvrzení, která tento zapisující program nikdy neodeslal, od pořadí %1, takže jeho záznamu nelze věřit a tento běh nedokazuje nic o potvrzených zápisech.</numerusform>
            <numerusform>Svědek hlásí %n potvrzení, která tento zapisující program nikdy neodeslal, od pořadí %1, takže jeho záznamu nelze věřit a tento běh nedokazuje nic o potvrzených zápisech.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>DriveProof::Privilege</name>
    <message>
        <source>Cannot open %1: %2.</source>
        <extracomment>%1 device path, %2 the system&apos;s reason</extracomment>
        <translation>%1 nelze otevřít: %2.</translation>
    </message>
    <message>
        <source>The system bus is not running (%2), so DriveProof&apos;s helper cannot be reached for %1. Start D-Bus, or run as root.</source>
        <extracomment>%1 device path, %2 D-Bus error text</extracomment>
        <translation>Systémová sběrnice neběží (%2), takže pomocnou službu DriveProof nelze pro %1 zastihnout. Spusťte D-Bus, nebo program spusťte jako root.</translation>
    </message>
    <message>
        <source>DriveProof&apos;s helper sent an unexpected reply for %1.</source>
        <extracomment>%1 device path</extracomment>
        <translation>Pomocná služba DriveProof poslala pro %1 neočekávanou odpověď.</translation>
    </message>
    <message>
        <source>DriveProof&apos;s helper opened %1 but no file descriptor arrived.</source>
        <extracomment>%1 device path</extracomment>
        <translation>Pomocná služba DriveProof otevřela %1, ale nedorazil žádný popisovač souboru.</translation>
    </message>
    <message>
        <source>DriveProof&apos;s helper is not installed (%1 is not on the system bus): install the package, or run as root.</source>
        <extracomment>%1 D-Bus service name</extracomment>
        <translation>Pomocná služba DriveProof není nainstalována (%1 není na systémové sběrnici): nainstalujte balíček, nebo program spusťte jako root.</translation>
    </message>
    <message>
        <source>DriveProof&apos;s helper is installed but could not be started (%1). Reinstall DriveProof.</source>
        <extracomment>%1 D-Bus error text</extracomment>
        <translation>Pomocná služba DriveProof je nainstalována, ale nepodařilo se ji spustit (%1). Přeinstalujte DriveProof.</translation>
    </message>
    <message>
        <source>DriveProof&apos;s helper did not answer for %1 within %2 seconds. If an authentication dialog was open, try again.</source>
        <extracomment>%1 device path, %2 number of seconds</extracomment>
        <translation>Pomocná služba DriveProof neodpověděla pro %1 do %2 sekund. Pokud bylo otevřené ověřovací okno, zkuste to znovu.</translation>
    </message>
    <message>
        <source>The system bus refused the call to DriveProof&apos;s helper (%1): its D-Bus policy is missing or damaged. Reinstall DriveProof.</source>
        <extracomment>%1 D-Bus error text</extracomment>
        <translation>Systémová sběrnice odmítla volání pomocné služby DriveProof (%1): její politika D-Bus chybí nebo je poškozená. Přeinstalujte DriveProof.</translation>
    </message>
    <message>
        <source>DriveProof&apos;s helper failed for %1: %3 (%2).</source>
        <extracomment>%1 device path, %2 D-Bus error name, %3 D-Bus error text</extracomment>
        <translation>Pomocná služba DriveProof selhala pro %1: %3 (%2).</translation>
    </message>
</context>
<context>
    <name>DriveProof::Report</name>
    <message>
        <source>a pair [bucket, count]</source>
        <translation>dvojice [přihrádka, počet]</translation>
    </message>
    <message>
        <source>The test result is damaged: %1 names latency bucket %2, but the buckets end at %3.</source>
        <extracomment>%1 where in the file; %2 the bucket number found; %3 the last valid one</extracomment>
        <translation>Výsledek testu je poškozený: %1 uvádí přihrádku latence %2, ale přihrádky končí na %3.</translation>
    </message>
    <message>
        <source>The test result is damaged: %1 lists latency bucket %2 twice.</source>
        <extracomment>%1 where in the file; %2 a bucket number</extracomment>
        <translation>Výsledek testu je poškozený: %1 uvádí přihrádku latence %2 dvakrát.</translation>
    </message>
    <message>
        <source>The test result is damaged: the latency buckets of %1 do not add up to its count.</source>
        <extracomment>%1 where in the file, e.g. measurements[0].histogram</extracomment>
        <translation>Výsledek testu je poškozený: přihrádky latence v %1 nedávají dohromady jeho počet.</translation>
    </message>
    <message>
        <source>The test result is damaged: the minimum or maximum of %1 lies outside its lowest or highest latency bucket.</source>
        <extracomment>%1 where in the file, e.g. measurements[0].histogram</extracomment>
        <translation>Výsledek testu je poškozený: minimum nebo maximum v %1 leží mimo jeho nejnižší nebo nejvyšší přihrádku latence.</translation>
    </message>
    <message>
        <source>The test result is damaged: the sum of %1 cannot come from its latency buckets.</source>
        <extracomment>%1 where in the file, e.g. measurements[0].histogram</extracomment>
        <translation>Výsledek testu je poškozený: součet v %1 nemůže pocházet z jeho přihrádek latence.</translation>
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
        <translation>%1 (zastaveno chybou)</translation>
    </message>
    <message>
        <source>%1 (cancelled)</source>
        <extracomment>%1 the summary so far; a test the user cancelled</extracomment>
        <translation>%1 (zrušeno)</translation>
    </message>
    <message>
        <source>The result has no id, so it cannot be kept in the history.</source>
        <translation>Výsledek nemá ID, takže ho nelze uchovat v historii.</translation>
    </message>
    <message>
        <source>Cannot create the history folder %1. Check that your home folder is writable.</source>
        <extracomment>%1 folder path</extracomment>
        <translation>Nelze vytvořit složku historie %1. Zkontrolujte, zda lze zapisovat do domovské složky.</translation>
    </message>
    <message>
        <source>Cannot write %1: %2.</source>
        <extracomment>%1 file name, %2 the system&apos;s error text</extracomment>
        <translation>%1 nelze zapsat: %2.</translation>
    </message>
    <message>
        <source>The history holds no result with the id %1.</source>
        <extracomment>%1 a result id</extracomment>
        <translation>Historie neobsahuje žádný výsledek s ID %1.</translation>
    </message>
    <message>
        <source>The id %1 fits several results in the history; give the whole id.</source>
        <extracomment>%1 a short result id</extracomment>
        <translation>ID %1 odpovídá několika výsledkům v historii; zadejte celé ID.</translation>
    </message>
    <message>
        <source>Cannot delete %1: %2.</source>
        <extracomment>%1 file name, %2 the system&apos;s error text</extracomment>
        <translation>%1 nelze smazat: %2.</translation>
    </message>
    <message>
        <source>The test result is damaged: %1 is missing.</source>
        <extracomment>%1 where in the file, e.g. measurements[2].iops</extracomment>
        <translation>Výsledek testu je poškozený: chybí %1.</translation>
    </message>
    <message>
        <source>The test result is damaged: %1 should be %2.</source>
        <extracomment>%1 where in the file, e.g. measurements[2].iops; %2 what it should be, e.g. &quot;a number&quot;</extracomment>
        <translation>Výsledek testu je poškozený: %1 by mělo být %2.</translation>
    </message>
    <message>
        <source>The test result is damaged: %1 is %2, outside the range %3 to %4.</source>
        <extracomment>%1 where in the file, e.g. measurements[2].read_percent; %2 the value found there; %3 and %4 the smallest and largest value allowed</extracomment>
        <translation>Výsledek testu je poškozený: %1 má hodnotu %2, mimo rozsah %3 až %4.</translation>
    </message>
    <message>
        <source>text</source>
        <translation>text</translation>
    </message>
    <message>
        <source>true or false</source>
        <translation>true nebo false</translation>
    </message>
    <message>
        <source>true, false or null</source>
        <translation>true, false nebo null</translation>
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
        <translation>datum a čas (ISO 8601)</translation>
    </message>
    <message>
        <source>a list</source>
        <translation>seznam</translation>
    </message>
    <message>
        <source>an object</source>
        <translation>objekt</translation>
    </message>
    <message>
        <source>a list of six numbers</source>
        <translation>seznam šesti čísel</translation>
    </message>
    <message>
        <source>one of info, good, caution, danger</source>
        <translation>jedno z: info, good, caution, danger</translation>
    </message>
    <message>
        <source>This is not a DriveProof test result: it has no format_version.</source>
        <translation>Toto není výsledek testu DriveProof: chybí format_version.</translation>
    </message>
    <message>
        <source>This test result has format %1, but this version of DriveProof reads formats up to %2. Open it with a newer DriveProof.</source>
        <extracomment>%1 the file&apos;s format number, %2 the newest format this version reads</extracomment>
        <translation>Tento výsledek testu má formát %1, ale tato verze DriveProof čte formáty do %2. Otevřete ho v novější verzi DriveProof.</translation>
    </message>
    <message>
        <source>This is not a DriveProof test result: the JSON breaks at byte %1 (%2).</source>
        <extracomment>%1 byte offset in the file, %2 what the JSON parser says</extracomment>
        <translation>Toto není výsledek testu DriveProof: JSON se přerušuje na bajtu %1 (%2).</translation>
    </message>
    <message>
        <source>This is not a DriveProof test result: it holds no JSON object.</source>
        <translation>Toto není výsledek testu DriveProof: neobsahuje žádný objekt JSON.</translation>
    </message>
    <message>
        <source>Cannot read %1: %2.</source>
        <extracomment>%1 file name, %2 the system&apos;s reason</extracomment>
        <translation>%1 nelze přečíst: %2.</translation>
    </message>
    <message>
        <source>%1 is too large to be a DriveProof test result.</source>
        <extracomment>%1 file name</extracomment>
        <translation>%1 je příliš velký na to, aby byl výsledkem testu DriveProof.</translation>
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
            <numerusform>%n měření</numerusform>
            <numerusform>%n měření</numerusform>
            <numerusform>%n měření</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 s</source>
        <extracomment>a time per step; %1 seconds, e.g. &quot;5&quot; or &quot;0.5&quot;</extracomment>
        <translation>%1 s</translation>
    </message>
    <message>
        <source>temporary file</source>
        <translation>dočasný soubor</translation>
    </message>
    <message>
        <source>file</source>
        <translation>soubor</translation>
    </message>
    <message>
        <source>whole device</source>
        <translation>celé zařízení</translation>
    </message>
    <message>
        <source>none (raw device)</source>
        <extracomment>where a run had no file system under it (the raw device)</extracomment>
        <translation>žádný (surové zařízení)</translation>
    </message>
    <message>
        <source>They are different tests (%1 and %2).</source>
        <extracomment>%1 and %2 two test keys, e.g. &quot;quick&quot; and &quot;random&quot;</extracomment>
        <translation>Jde o různé testy (%1 a %2).</translation>
    </message>
    <message>
        <source>They used different test sizes (%1 and %2): a small area fits a cache that a large one overflows.</source>
        <extracomment>%1 and %2 test sizes, e.g. &quot;128 MiB&quot; and &quot;1 GiB&quot;</extracomment>
        <translation>Použily různé velikosti testu (%1 a %2): malá oblast se vejde do mezipaměti, kterou velká přeplní.</translation>
    </message>
    <message>
        <source>They ran on different kinds of target (%1 and %2): a file system adds its own work to every write.</source>
        <extracomment>%1 and %2 kinds of target, e.g. &quot;temporary file&quot; and &quot;whole device&quot;</extracomment>
        <translation>Běžely na různých druzích cíle (%1 a %2): souborový systém přidává ke každému zápisu vlastní práci.</translation>
    </message>
    <message>
        <source>They ran on different file systems (%1 and %2).</source>
        <extracomment>%1 and %2 file systems, e.g. &quot;ext4&quot; and &quot;btrfs&quot;</extracomment>
        <translation>Běžely na různých souborových systémech (%1 a %2).</translation>
    </message>
    <message>
        <source>They used different I/O engines (%1 and %2).</source>
        <extracomment>%1 and %2 I/O engines, e.g. &quot;io_uring&quot; and &quot;psync&quot;</extracomment>
        <translation>Použily různé I/O enginy (%1 a %2).</translation>
    </message>
    <message>
        <source>They ran for different times per step (%1 and %2).</source>
        <extracomment>%1 and %2 times per step, e.g. &quot;2 s&quot; and &quot;5 s&quot;</extracomment>
        <translation>Běžely s různou dobou na krok (%1 a %2).</translation>
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
        <translation>Historie neobsahuje výsledek s ID %1 a takový soubor neexistuje. ID vypíše &apos;driveproof-cli history DEVICE&apos;.</translation>
    </message>
    <message>
        <source>a list of two numbers</source>
        <translation>seznam dvou čísel</translation>
    </message>
    <message>
        <source>%1 self-test: %2, at %3 power-on hours; first failing sector %4.</source>
        <extracomment>%1 kind of self-test (&quot;Short&quot;), %2 its result (&quot;Failed: read error&quot;), %3 the drive&apos;s power-on hours when it ended, %4 a sector number</extracomment>
        <translation>Autotest (%1): %2, při %3 provozních hodinách; první vadný sektor %4.</translation>
    </message>
    <message>
        <source>%1 self-test: %2, at %3 power-on hours.</source>
        <extracomment>%1 kind of self-test (&quot;Short&quot;), %2 its result (&quot;Completed without error&quot;), %3 the drive&apos;s power-on hours when it ended</extracomment>
        <translation>Autotest (%1): %2, při %3 provozních hodinách.</translation>
    </message>
    <message>
        <source>read</source>
        <translation>čtení</translation>
    </message>
    <message>
        <source>write</source>
        <translation>zápis</translation>
    </message>
    <message>
        <source>mixed %1% read</source>
        <extracomment>%1 percentage of reads in a mixed workload, e.g. 70</extracomment>
        <translation>smíšené, %1 % čtení</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <extracomment>%1 a CrystalDiskMark-style preset name (SEQ1M Q8T1), %2 read/write/mixed</extracomment>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>block size %1, %2</source>
        <extracomment>a sweep point: %1 block size, %2 read/write</extracomment>
        <translation>velikost bloku %1, %2</translation>
    </message>
    <message>
        <source>queue depth %1, %2</source>
        <extracomment>a sweep point: %1 queue depth, %2 read/write</extracomment>
        <translation>hloubka fronty %1, %2</translation>
    </message>
    <message numerus="yes">
        <source>%n thread(s), %1</source>
        <extracomment>a sweep point: %n threads, %1 read/write</extracomment>
        <translation>
            <numerusform>%n vlákno, %1</numerusform>
            <numerusform>%n vlákna, %1</numerusform>
            <numerusform>%n vláken, %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1, %n × 8 kB per commit</source>
        <extracomment>%1 a sync method name (fdatasync, open_datasync...), %n writes per commit</extracomment>
        <translation>
            <numerusform>%1, %n × 8 kB na uložení</numerusform>
            <numerusform>%1, %n × 8 kB na uložení</numerusform>
            <numerusform>%1, %n × 8 kB na uložení</numerusform>
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
        <translation>write, close, fsync (jiný deskriptor)</translation>
    </message>
    <message>
        <source>write, no sync (baseline, not durable)</source>
        <translation>write, bez synchronizace (pro srovnání, netrvalé)</translation>
    </message>
    <message>
        <source>O_DIRECT write, no sync (baseline, not durable)</source>
        <translation>zápis O_DIRECT, bez synchronizace (pro srovnání, netrvalé)</translation>
    </message>
    <message>
        <source>sustained sequential write</source>
        <translation>dlouhodobý sekvenční zápis</translation>
    </message>
    <message>
        <source>surface scan (read)</source>
        <translation>kontrola povrchu (čtení)</translation>
    </message>
    <message>
        <source>random reads, pass %1</source>
        <extracomment>%1 1 or 2: the pass of the hybrid-cache check</extracomment>
        <translation>náhodná čtení, průchod %1</translation>
    </message>
    <message>
        <source>%1 (cache off)</source>
        <extracomment>a commit line measured with the drive&apos;s write cache switched off; %1 its label</extracomment>
        <translation>%1 (mezipaměť vypnuta)</translation>
    </message>
    <message>
        <source>Skipped: the block size %1 is larger than the test area (%2).</source>
        <extracomment>%1 block size, %2 test area size</extracomment>
        <translation>Přeskočeno: velikost bloku %1 je větší než testovací oblast (%2).</translation>
    </message>
    <message>
        <source>Skipped: O_DIRECT writes of %1 bytes are smaller than the device&apos;s logical block size (%2 bytes).</source>
        <extracomment>%1 write size in bytes, %2 the device&apos;s logical block size in bytes</extracomment>
        <translation>Přeskočeno: zápisy O_DIRECT o velikosti %1 bajtů jsou menší než velikost logického bloku zařízení (%2 bajtů).</translation>
    </message>
    <message>
        <source>Skipped: this file system does not support O_DIRECT.</source>
        <translation>Přeskočeno: tento souborový systém nepodporuje O_DIRECT.</translation>
    </message>
    <message>
        <source>Skipped: the device rejects O_DIRECT writes of %1 bytes.</source>
        <extracomment>%1 write size in bytes</extracomment>
        <translation>Přeskočeno: zařízení odmítá zápisy O_DIRECT o velikosti %1 bajtů.</translation>
    </message>
</context>
<context>
    <name>DriveProof::Suites</name>
    <message>
        <source>The cache A/B test needs a drive whose write cache is on and can be switched; %1&apos;s is not. Run the commit test alone.</source>
        <extracomment>%1 device node</extracomment>
        <translation>Test mezipaměti A/B vyžaduje disk, jehož mezipaměť zápisu je zapnutá a lze ji přepnout; u %1 tomu tak není. Spusťte samotný test ukládání.</translation>
    </message>
    <message>
        <source>Could not switch the write cache of %1 back on. Switch it on with &apos;driveproof-cli cache %1 --set on&apos;.</source>
        <extracomment>%1 device node</extracomment>
        <translation>Mezipaměť zápisu %1 se nepodařilo znovu zapnout. Zapněte ji příkazem &apos;driveproof-cli cache %1 --set on&apos;.</translation>
    </message>
    <message>
        <source>Cannot open %1 for the commit test: %2.</source>
        <extracomment>%1 file or device, %2 the system&apos;s error text</extracomment>
        <translation>%1 nelze otevřít pro test ukládání: %2.</translation>
    </message>
    <message>
        <source>The commit test stopped at &quot;%1&quot;: writing to %2 failed: %3.</source>
        <extracomment>%1 the line&apos;s label, %2 file or device, %3 the system&apos;s error text</extracomment>
        <translation>Test ukládání se zastavil na „%1“: zápis do %2 selhal: %3.</translation>
    </message>
    <message>
        <source>&quot;%1&quot; stopped on %2: %3</source>
        <extracomment>%1 the step&apos;s label, %2 file or device, %3 the error</extracomment>
        <translation>„%1“ se zastavilo na %2: %3</translation>
    </message>
    <message>
        <source>idle, so the drive can move hot data</source>
        <translation>nečinnost, aby disk mohl přesunout často používaná data</translation>
    </message>
    <message>
        <source>Commit rate</source>
        <translation>Rychlost ukládání</translation>
    </message>
    <message>
        <source>Throughput</source>
        <translation>Propustnost</translation>
    </message>
    <message>
        <source>Sustained write</source>
        <translation>Dlouhodobý zápis</translation>
    </message>
    <message>
        <source>Surface scan</source>
        <translation>Kontrola povrchu</translation>
    </message>
    <message>
        <source>Random I/O</source>
        <translation>Náhodné I/O</translation>
    </message>
    <message>
        <source>Quick check</source>
        <translation>Rychlá kontrola</translation>
    </message>
    <message>
        <source>Block size sweep</source>
        <translation>Série: velikost bloku</translation>
    </message>
    <message>
        <source>Queue depth sweep</source>
        <translation>Série: hloubka fronty</translation>
    </message>
    <message>
        <source>Thread sweep</source>
        <translation>Série: počet vláken</translation>
    </message>
    <message>
        <source>Hybrid cache check</source>
        <translation>Kontrola hybridní mezipaměti</translation>
    </message>
    <message>
        <source>A drive test is running; suspending would spoil its numbers.</source>
        <translation>Běží test disku; uspání by pokazilo jeho čísla.</translation>
    </message>
    <message>
        <source>The cache A/B test needs to know the drive under the target, and it could not be found. Run the commit test alone.</source>
        <translation>Test mezipaměti A/B potřebuje znát disk, na kterém cíl leží, a ten se nepodařilo najít. Spusťte samotný test ukládání.</translation>
    </message>
    <message>
        <source>O_DIRECT is not supported here: the run is buffered, so the page cache is in the numbers.</source>
        <translation>O_DIRECT zde není podporováno: běh používá vyrovnávací paměť, takže čísla zahrnují mezipaměť stránek.</translation>
    </message>
    <message>
        <source>%1 is in use: %2 DriveProof does not write to a device in use. Unmount it, swapoff it or stop what is built on it first.</source>
        <extracomment>%1 device node, %2 a sentence saying what uses it, e.g. &quot;/dev/loop0 backs the loop device /dev/loop1. /dev/loop1 is mounted on /mnt.&quot;</extracomment>
        <translation>%1 se používá: %2 DriveProof nezapisuje na zařízení, které se používá. Nejprve ho odpojte, proveďte swapoff nebo zastavte, co je na něm postaveno.</translation>
    </message>
    <message>
        <source>%1 is not a folder. Choose a folder on the drive to test.</source>
        <extracomment>%1 a folder</extracomment>
        <translation>%1 není složka. Vyberte složku na testovaném disku.</translation>
    </message>
    <message>
        <source>The test size must be at least 4 KiB.</source>
        <translation>Velikost testu musí být alespoň 4 KiB.</translation>
    </message>
    <message>
        <source>%1 has too little free space for a %2 test file (%3 free). Choose a smaller size or another folder.</source>
        <extracomment>%1 folder, %2 the size asked for, %3 free space</extracomment>
        <translation>V %1 je málo volného místa pro testovací soubor o velikosti %2 (volno: %3). Zvolte menší velikost nebo jinou složku.</translation>
    </message>
    <message>
        <source>Cannot create a test file in %1: %2. Choose a folder you can write to.</source>
        <extracomment>%1 folder, %2 the system&apos;s error text</extracomment>
        <translation>V %1 nelze vytvořit testovací soubor: %2. Vyberte složku, do které můžete zapisovat.</translation>
    </message>
    <message>
        <source>Preparing the test file</source>
        <translation>Příprava testovacího souboru</translation>
    </message>
    <message>
        <source>Cannot prepare the test file %1: %2.</source>
        <extracomment>%1 the test file, %2 what failed, in English from the system</extracomment>
        <translation>Testovací soubor %1 nelze připravit: %2.</translation>
    </message>
    <message>
        <source>%1 is not an existing regular file. Name a file, or choose a folder for a temporary test file.</source>
        <extracomment>%1 a path</extracomment>
        <translation>%1 není existující běžný soubor. Zadejte soubor, nebo vyberte složku pro dočasný testovací soubor.</translation>
    </message>
    <message>
        <source>%1 is smaller than 4 KiB: too small to test. DriveProof never grows a file it did not create.</source>
        <extracomment>%1 a file</extracomment>
        <translation>%1 je menší než 4 KiB: na test příliš malý. DriveProof nikdy nezvětšuje soubor, který sám nevytvořil.</translation>
    </message>
    <message>
        <source>Cannot open %1: %2.</source>
        <extracomment>%1 file, %2 the system&apos;s error text
----------
%1 device node, %2 the system&apos;s error text</extracomment>
        <translation>%1 nelze otevřít: %2.</translation>
    </message>
    <message>
        <source>Writing to %1 destroys what is on it. Confirm by typing the device name, or pass --destructive.</source>
        <extracomment>%1 device node</extracomment>
        <translation>Zápis na %1 zničí jeho obsah. Potvrďte zadáním názvu zařízení, nebo použijte --destructive.</translation>
    </message>
    <message>
        <source>%L1 IOPS</source>
        <extracomment>I/O operations per second</extracomment>
        <translation>%L1 IOPS</translation>
    </message>
    <message>
        <source>fdatasync commits at %1 per second, faster than the platters turn (%2 rpm allows about %3 per second with one thread): a volatile or battery-backed cache acknowledges the commits. Run the power-loss test to learn whether it keeps them.</source>
        <extracomment>%1 commits per second, %2 rotation rate, %3 the most commits per second it allows</extracomment>
        <translation>fdatasync dosahuje %1 uložení za sekundu, rychleji, než se otáčejí plotny (%2 ot./min umožňuje s jedním vláknem asi %3 za sekundu): uložení potvrzuje nestálá nebo baterií zálohovaná mezipaměť. Spusťte test výpadku napájení a zjistěte, zda je uchová.</translation>
    </message>
    <message>
        <source>fdatasync commits at %1 per second, within what %2 rpm allows (about %3 per second): each commit waits for the platter.</source>
        <extracomment>%1 commits per second, %2 rotation rate, %3 the most commits per second it allows</extracomment>
        <translation>fdatasync dosahuje %1 uložení za sekundu, v mezích toho, co umožňuje %2 ot./min (asi %3 za sekundu): každé uložení čeká na otočení plotny.</translation>
    </message>
    <message>
        <source>With the drive&apos;s write cache off, fdatasync still commits at %1 per second, above the %3 per second that %2 rpm allows: the setting was ignored or another cache answers.</source>
        <extracomment>%1 commits per second, %2 rotation rate, %3 the most commits per second it allows</extracomment>
        <translation>S vypnutou mezipamětí zápisu disku dosahuje fdatasync stále %1 uložení za sekundu, více než %3 za sekundu, které umožňuje %2 ot./min: nastavení bylo ignorováno, nebo odpovídá jiná mezipaměť.</translation>
    </message>
    <message>
        <source>Each fdatasync sent %2 flushes to %1: flushes reach the device.</source>
        <extracomment>%1 device name, %2 flushes per commit (a decimal number)</extracomment>
        <translation>Každé fdatasync poslalo na %1 požadavky na vyprázdnění (průměrně %2): vyprázdnění dorazí na zařízení.</translation>
    </message>
    <message>
        <source>Flushes are not reaching %1: fdatasync sent none although the kernel treats the device as write back. Something between DriveProof and the drive swallows them (a hypervisor, a RAID or device-mapper layer).</source>
        <extracomment>%1 device name</extracomment>
        <translation>Požadavky na vyprázdnění nedorazí na %1: fdatasync žádný neposlalo, přestože jádro zařízení považuje za write back. Něco mezi DriveProof a diskem je polyká (hypervizor, vrstva RAID nebo device-mapper).</translation>
    </message>
    <message>
        <source>Flushes are not reaching %1: the kernel treats it as write through (queue/write_cache) and sends it no flushes. If the drive&apos;s own cache is on, committed data can be lost at a power cut.</source>
        <extracomment>%1 device name</extracomment>
        <translation>Požadavky na vyprázdnění nedorazí na %1: jádro ho považuje za write through (queue/write_cache) a žádné mu neposílá. Pokud je vlastní mezipaměť disku zapnutá, uložená data se mohou při odpojení napájení ztratit.</translation>
    </message>
    <message>
        <source>The kernel sends %1 no flushes while its write cache is off for this half of the test (it treats the device as write through): as expected.</source>
        <extracomment>%1 device name</extracomment>
        <translation>Jádro neposílá na %1 žádné požadavky na vyprázdnění, dokud je v této polovině testu jeho mezipaměť zápisu vypnutá (považuje zařízení za write through): podle očekávání.</translation>
    </message>
    <message>
        <source>Flushes are not reaching %1: the file system is mounted with nobarrier, so the kernel sends no flushes. Committed data can be lost at a power cut.</source>
        <extracomment>%1 device name</extracomment>
        <translation>Požadavky na vyprázdnění nedorazí na %1: souborový systém je připojen s volbou nobarrier, takže jádro žádné neposílá. Uložená data se mohou při odpojení napájení ztratit.</translation>
    </message>
    <message>
        <source>This drive acknowledges %1 commits per second with its write cache on. Only the power-loss test can tell whether it keeps them.</source>
        <extracomment>%1 commits per second</extracomment>
        <translation>Tento disk potvrzuje %1 uložení za sekundu se zapnutou mezipamětí zápisu. Jen test výpadku napájení může ukázat, zda je uchová.</translation>
    </message>
    <message>
        <source>This drive acknowledges %1 commits per second with its write cache on and %2 with it off.</source>
        <extracomment>%1 commits per second with the cache on, %2 with it off</extracomment>
        <translation>Tento disk potvrzuje %1 uložení za sekundu se zapnutou mezipamětí zápisu a %2 s vypnutou.</translation>
    </message>
    <message>
        <source>The write rate fell from %1 to %2 after %3 had been written: a cache ran out.</source>
        <extracomment>%1 and %2 transfer rates, %3 an amount of data</extracomment>
        <translation>Rychlost zápisu klesla z %1 na %2 po zapsání %3: došla mezipaměť.</translation>
    </message>
    <message>
        <source>The write rate held at about %1 over all %2.</source>
        <extracomment>%1 a transfer rate, %2 an amount of data</extracomment>
        <translation>Rychlost zápisu se držela kolem %1 po celých %2.</translation>
    </message>
    <message>
        <source>Reads ran at %1 at the start and %2 at the end; the slowest stretch read at %3, at %4.</source>
        <extracomment>%1..%3 transfer rates, %4 a position on the drive (an amount of data)</extracomment>
        <translation>Čtení běžela rychlostí %1 na začátku a %2 na konci; nejpomalejší úsek se četl rychlostí %3, na pozici %4.</translation>
    </message>
    <message numerus="yes">
        <source>%n stretch(es) read at less than half the median rate: the drive retried there, or remapped sectors slow it down. Look at its health.</source>
        <translation>
            <numerusform>%n úsek se četl rychlostí nižší než polovina mediánu: disk tam opakoval čtení, nebo ho zpomalují přemapované sektory. Podívejte se na jeho stav.</numerusform>
            <numerusform>%n úseky se četly rychlostí nižší než polovina mediánu: disk tam opakoval čtení, nebo ho zpomalují přemapované sektory. Podívejte se na jeho stav.</numerusform>
            <numerusform>%n úseků se četlo rychlostí nižší než polovina mediánu: disk tam opakoval čtení, nebo ho zpomalují přemapované sektory. Podívejte se na jeho stav.</numerusform>
        </translation>
    </message>
    <message>
        <source>The second pass was %1 times as fast (%2 → %3): the drive moved the data to faster storage while idle.</source>
        <extracomment>%1 how many times faster (a decimal number), %2 and %3 IOPS before and after</extracomment>
        <translation>Druhý průchod byl %1× rychlejší (%2 → %3): disk během nečinnosti přesunul data do rychlejšího úložiště.</translation>
    </message>
    <message>
        <source>The second pass ran at %2 against %1 before: no sign of a cache that promotes hot data while the drive is idle.</source>
        <extracomment>%1 and %2 IOPS of the first and the second pass</extracomment>
        <translation>Druhý průchod dosáhl %2 oproti %1 předtím: žádná známka mezipaměti, která během nečinnosti disku přesouvá často používaná data.</translation>
    </message>
    <message>
        <source>O_DIRECT is not supported on this file system: the run was buffered, so the page cache is in the numbers.</source>
        <translation>O_DIRECT není na tomto souborovém systému podporováno: běh používal vyrovnávací paměť, takže čísla zahrnují mezipaměť stránek.</translation>
    </message>
    <message>
        <source>This is a virtual machine (%1): the numbers describe the hypervisor&apos;s storage, not the drive&apos;s.</source>
        <extracomment>%1 the hypervisor, e.g. kvm</extracomment>
        <translation>Toto je virtuální stroj (%1): čísla popisují úložiště hypervizoru, ne disk.</translation>
    </message>
    <message>
        <source>%1 is mounted with barriers off (%2): the kernel sends the drive no flushes, so no commit there is durable.</source>
        <extracomment>%1 mount point, %2 mount options</extracomment>
        <translation>%1 je připojen s vypnutými bariérami (%2): jádro neposílá disku žádné požadavky na vyprázdnění, takže žádné uložení tam není trvalé.</translation>
    </message>
    <message>
        <source>%L1 %2</source>
        <extracomment>a transfer rate; %L1 the number, %2 its unit (&quot;MB/s&quot; or &quot;MiB/s&quot;)</extracomment>
        <translation>%L1 %2</translation>
    </message>
    <message>
        <source>SATA, link speed unknown</source>
        <translation>SATA, rychlost spojení neznámá</translation>
    </message>
    <message>
        <source>SATA %1 Gb/s</source>
        <extracomment>%1 the SATA link speed in Gb/s, e.g. 6</extracomment>
        <translation>SATA %1 Gb/s</translation>
    </message>
    <message>
        <source>PCIe, link speed unknown</source>
        <translation>PCIe, rychlost spojení neznámá</translation>
    </message>
    <message>
        <source>PCIe %1 x%2</source>
        <extracomment>%1 the PCIe generation (&quot;3.0&quot;), %2 lanes in use</extracomment>
        <translation>PCIe %1 x%2</translation>
    </message>
    <message>
        <source>USB, link speed unknown</source>
        <translation>USB, rychlost spojení neznámá</translation>
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
        <translation>%1 (využitelných ~%2)</translation>
    </message>
    <message>
        <source>%1 (the drive can do PCIe %2 x%3)</source>
        <extracomment>%1 the PCIe link now (&quot;PCIe 3.0 x2&quot;), %2 PCIe generation (&quot;4.0&quot;), %3 lanes</extracomment>
        <translation>%1 (disk zvládá PCIe %2 x%3)</translation>
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
        <translation>pevný disk (%L1 ot./min)</translation>
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
        <translation>disk za USB můstkem</translation>
    </message>
    <message>
        <source>virtual disk</source>
        <translation>virtuální disk</translation>
    </message>
    <message>
        <source>%1 is more than a %2 link can carry (%3): the link is emulated or misreported (a virtual machine, or a cache in front of the drive), so this number says nothing about the drive.</source>
        <extracomment>%1 a measured transfer rate, %2 the link (&quot;SATA 1.5 Gb/s&quot;), %3 the most it carries</extracomment>
        <translation>%1 je víc, než dokáže přenést spojení %2 (%3): spojení je emulované nebo chybně hlášené (virtuální stroj nebo mezipaměť před diskem), takže toto číslo o disku nic neříká.</translation>
    </message>
    <message>
        <source>Writes at %1: the limit of its %2 link (%3 at most) — as fast as it can be here.</source>
        <extracomment>%1 a transfer rate, %2 the link (&quot;SATA 6 Gb/s&quot;), %3 what it carries</extracomment>
        <translation>Zapisuje rychlostí %1: hranice jeho spojení %2 (nejvýše %3) – rychleji to zde nejde.</translation>
    </message>
    <message>
        <source>Reads at %1: the limit of its %2 link (%3 at most) — as fast as it can be here.</source>
        <extracomment>%1 a transfer rate, %2 the link (&quot;SATA 6 Gb/s&quot;), %3 what it carries</extracomment>
        <translation>Čte rychlostí %1: hranice jeho spojení %2 (nejvýše %3) – rychleji to zde nejde.</translation>
    </message>
    <message>
        <source>Writes at %1 on a %2 link: the link, not the drive, is the limit (the drive can do %3 Gb/s; check the cable and the port).</source>
        <extracomment>%1 a transfer rate, %2 the link (&quot;SATA 3 Gb/s&quot;), %3 the drive&apos;s fastest SATA speed in Gb/s, e.g. 6</extracomment>
        <translation>Zapisuje rychlostí %1 po spojení %2: omezuje spojení, ne disk (disk zvládá %3 Gb/s; zkontrolujte kabel a port).</translation>
    </message>
    <message>
        <source>Reads at %1 on a %2 link: the link, not the drive, is the limit (the drive can do %3 Gb/s; check the cable and the port).</source>
        <extracomment>%1 a transfer rate, %2 the link (&quot;SATA 3 Gb/s&quot;), %3 the drive&apos;s fastest SATA speed in Gb/s, e.g. 6</extracomment>
        <translation>Čte rychlostí %1 po spojení %2: omezuje spojení, ne disk (disk zvládá %3 Gb/s; zkontrolujte kabel a port).</translation>
    </message>
    <message>
        <source>On a USB 2 port: 480 Mb/s holds it to about %1 (measured: %2). A USB 3 port would let it go faster.</source>
        <extracomment>%1 what a USB 2 port allows, a transfer rate; %2 the measured transfer rate</extracomment>
        <translation>Na portu USB 2: 480 Mb/s jej omezuje asi na %1 (naměřeno: %2). Port USB 3 by mu dovolil běžet rychleji.</translation>
    </message>
    <message>
        <source>Reads at %1: SATA SSDs read at %2 to %3 on a 6 Gb/s link, so something other than the link holds this one back (a full or worn drive, power saving, or the file system).</source>
        <extracomment>%1 the measured transfer rate, %2 and %3 the usual range (transfer rates)</extracomment>
        <translation>Čte rychlostí %1: disky SSD SATA čtou po spojení 6 Gb/s rychlostí %2 až %3, takže tento disk brzdí něco jiného než spojení (plný nebo opotřebovaný disk, úspora energie nebo souborový systém).</translation>
    </message>
    <message>
        <source>This NVMe drive runs on %1 although it can do PCIe %2 x%3: the link trained below what the drive and its slot allow (a riser, a dirty contact, or lanes shared with another slot). It carries %4 of the %5 it could.</source>
        <extracomment>%1 the link now (&quot;PCIe 3.0 x2&quot;), %2 PCIe generation, %3 lanes, %4 and %5 transfer rates (what the link carries now, what it could)</extracomment>
        <translation>Tento disk NVMe běží na %1, přestože zvládá PCIe %2 x%3: spojení se ustavilo pod tím, co disk a jeho slot dovolují (riser, špinavý kontakt nebo linky sdílené s jiným slotem). Přenese %4 z možných %5.</translation>
    </message>
    <message>
        <source>This NVMe drive runs on %1 but can do PCIe %2 x%3: the slot holds it to %4 of the %5 it could use. A slot with more lanes would let it go faster.</source>
        <extracomment>%1 the link now (&quot;PCIe 3.0 x2&quot;), %2 PCIe generation, %3 lanes, %4 and %5 transfer rates (what the slot carries, what the drive could use)</extracomment>
        <translation>Tento disk NVMe běží na %1, ale zvládá PCIe %2 x%3: slot jej omezuje na %4 z %5, které by mohl využít. Slot s více linkami by mu dovolil běžet rychleji.</translation>
    </message>
    <message>
        <source>RND4K Q1T1 at %1 is what a %L2 rpm disk does (about %3 to %4): each read waits for a seek and half a turn.</source>
        <extracomment>%1 measured IOPS, %2 rotation rate in rpm, %3 and %4 the usual range of IOPS</extracomment>
        <translation>RND4K Q1T1 s hodnotou %1 odpovídá disku s %L2 ot./min (asi %3 až %4): každé čtení čeká na vystavení hlavy a půl otáčky.</translation>
    </message>
    <message>
        <source>RND4K Q1T1 at %1 is faster than a %L2 rpm disk can seek (about %3 to %4): a cache answers these reads, so they say little about the disk.</source>
        <extracomment>%1 measured IOPS, %2 rotation rate in rpm, %3 and %4 the usual range of IOPS</extracomment>
        <translation>RND4K Q1T1 s hodnotou %1 je víc, než disk s %L2 ot./min zvládne při vystavování hlavy (asi %3 až %4): tato čtení obsluhuje mezipaměť, takže o disku mnoho neříkají.</translation>
    </message>
    <message>
        <source>Writes fell from %1 to %2 after %3: the end of its fast SLC cache. Copies larger than that run at about %2.</source>
        <extracomment>%1 and %2 transfer rates, %3 an amount of data. SLC: the fast part of an SSD&apos;s flash that takes writes first</extracomment>
        <translation>Zápis klesl z %1 na %2 po %3: došla rychlá mezipaměť SLC. Větší kopírování poběží rychlostí asi %2.</translation>
    </message>
    <message>
        <source>%1 is a loop device without direct I/O: its reads and writes go through the page cache of the file system that holds its backing file, so these numbers describe the page cache (memory), not a drive. Attach it with &apos;losetup --direct-io=on&apos; to measure the drive under the file.</source>
        <extracomment>%1 a loop device, e.g. loop3</extracomment>
        <translation>%1 je zařízení loop bez přímého I/O: jeho čtení a zápisy jdou přes mezipaměť stránek souborového systému, na kterém leží jeho soubor, takže tato čísla popisují mezipaměť stránek (paměť), ne disk. Připojte ho přes &apos;losetup --direct-io=on&apos;, abyste změřili disk pod souborem.</translation>
    </message>
    <message>
        <source>The run went through the page cache, which serves some requests from memory and sends others to the drive.</source>
        <translation>Běh šel přes mezipaměť stránek, která část požadavků obslouží z paměti a jiné pošle na disk.</translation>
    </message>
    <message>
        <source>Something else used the drive meanwhile, a cache filled or emptied, or the drive paused to tidy up: run the test again before trusting the numbers.</source>
        <translation>Disk mezitím používalo něco jiného, mezipaměť se zaplnila či vyprázdnila, nebo se disk zastavil kvůli úklidu: než čísla uvěříte, spusťte test znovu.</translation>
    </message>
    <message>
        <source>The numbers are unstable: %1 swung between %2 and %4 (typically %3) from one tenth of a second to the next, far more than a drive&apos;s own noise. %5</source>
        <extracomment>%1 a measurement (&quot;SEQ1M Q8T1 read&quot;); %2, %3, %4 rates or IOPS (low, typical, high); %5 why (a sentence)</extracomment>
        <translation>Čísla jsou nestabilní: %1 kolísalo mezi %2 a %4 (obvykle %3) z jedné desetiny sekundy na další, mnohem víc, než je vlastní šum disku. %5</translation>
    </message>
    <message>
        <source>%1 is no longer empty (found: %2), so it was not written to. Confirm again with the device&apos;s name.</source>
        <extracomment>%1 device node, %2 what was found, e.g. &quot;gpt, ext4&quot;</extracomment>
        <translation>%1 už není prázdný (nalezeno: %2), proto se na něj nezapisovalo. Potvrďte znovu názvem zařízení.</translation>
    </message>
    <message>
        <source>No drive was found under the target.</source>
        <translation>Pod cílem nebyl nalezen žádný disk.</translation>
    </message>
    <message>
        <source>%1 reports no temperature.</source>
        <extracomment>%1 device path</extracomment>
        <translation>%1 neudává teplotu.</translation>
    </message>
    <message numerus="yes">
        <source>The drive reached %1 °C and slowed itself down %n time(s) during this test: these numbers are those of a hot drive, not what it does when cool.</source>
        <extracomment>%1 the drive&apos;s highest temperature in °C; %n how often it throttled itself</extracomment>
        <translation>
            <numerusform>Disk dosáhl %1 °C a během tohoto testu se %n krát sám zpomalil: jsou to čísla horkého disku, ne to, co dokáže studený.</numerusform>
            <numerusform>Disk dosáhl %1 °C a během tohoto testu se %n krát sám zpomalil: jsou to čísla horkého disku, ne to, co dokáže studený.</numerusform>
            <numerusform>Disk dosáhl %1 °C a během tohoto testu se %n krát sám zpomalil: jsou to čísla horkého disku, ne to, co dokáže studený.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The drive reached %1 °C and slowed itself down %n time(s) during the sustained write: the drop from %2 to %3 at %4 is heat, not its cache.</source>
        <extracomment>%1 the drive&apos;s highest temperature in °C, %n how often it throttled itself, %2 and %3 transfer rates, %4 an amount of data</extracomment>
        <translation>
            <numerusform>Disk dosáhl %1 °C a během trvalého zápisu se %n krát sám zpomalil: pokles z %2 na %3 u %4 je teplo, ne jeho mezipaměť.</numerusform>
            <numerusform>Disk dosáhl %1 °C a během trvalého zápisu se %n krát sám zpomalil: pokles z %2 na %3 u %4 je teplo, ne jeho mezipaměť.</numerusform>
            <numerusform>Disk dosáhl %1 °C a během trvalého zápisu se %n krát sám zpomalil: pokles z %2 na %3 u %4 je teplo, ne jeho mezipaměť.</numerusform>
        </translation>
    </message>
    <message>
        <source>Drive temperature: %1 °C before the test, %2 °C after.</source>
        <extracomment>%1 and %2 temperatures in °C (&quot;?&quot; when unknown)</extracomment>
        <translation>Teplota disku: %1 °C před testem, %2 °C po něm.</translation>
    </message>
    <message numerus="yes">
        <source>The drive slowed itself down for heat %n time(s) during the test, for %1 s in all.</source>
        <extracomment>%n how often the drive throttled itself, %1 seconds it spent throttled</extracomment>
        <translation>
            <numerusform>Disk se během testu kvůli teplu %n krát sám zpomalil, celkem na %1 s.</numerusform>
            <numerusform>Disk se během testu kvůli teplu %n krát sám zpomalil, celkem na %1 s.</numerusform>
            <numerusform>Disk se během testu kvůli teplu %n krát sám zpomalil, celkem na %1 s.</numerusform>
        </translation>
    </message>
    <message>
        <source>The drive did not slow itself down for heat during the test.</source>
        <translation>Disk se během testu kvůli teplu nezpomalil.</translation>
    </message>
    <message>
        <source>Time above its warning temperature during the test: %1 min; above its critical temperature: %2 min.</source>
        <extracomment>%1 and %2 minutes</extracomment>
        <translation>Doba nad varovnou teplotou během testu: %1 min; nad kritickou teplotou: %2 min.</translation>
    </message>
    <message>
        <source>The drive&apos;s heat was not read: %1</source>
        <extracomment>%1 why (a sentence)</extracomment>
        <translation>Teplota disku nebyla přečtena: %1</translation>
    </message>
</context>
</TS>
