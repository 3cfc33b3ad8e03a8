<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="fi_FI">
<context>
    <name>DriveProof::Alignment</name>
    <message>
        <source>Partition %1 on %2 starts at byte %3, which is not even on a %4-byte logical sector boundary: the partition table or the kernel&apos;s view of it is damaged. Back up its data, then recreate the partition at sector %5 (e.g. &apos;parted %2 mkpart primary %5s 100%&apos;), and check with &apos;parted %2 align-check optimal %1&apos;.</source>
        <extracomment>%1 partition number, %2 device or image path, %3 start in bytes, %4 logical sector size in bytes, %5 suggested start sector</extracomment>
        <translation>Osio %1 laitteessa %2 alkaa tavusta %3, joka ei ole edes %4 tavun loogisen sektorin rajalla: osiotaulu tai ytimen näkemys siitä on vioittunut. Varmuuskopioi osion tiedot ja luo osio sitten uudelleen alkamaan sektorista %5 (esim. &apos;parted %2 mkpart primary %5s 100%&apos;), ja tarkista komennolla &apos;parted %2 align-check optimal %1&apos;.</translation>
    </message>
    <message>
        <source>Partition %1 on %2 starts at sector %3 (byte %4): misaligned by %8 bytes, %5 bytes past a %6-byte physical sector boundary and %8 bytes short of the next. Every write that crosses a boundary costs the drive a read-modify-write. Back up its data, then recreate the partition at sector %7: in fdisk, delete it and create it again with first sector %7, or run &apos;parted %2 mkpart primary %7s 100%&apos; (give its old end instead of 100% if other partitions follow it). Check with &apos;parted %2 align-check optimal %1&apos;.</source>
        <extracomment>%1 partition number, %2 device or image path, %3 start sector, %4 start in bytes, %5 bytes past the physical sector boundary, %6 physical sector size in bytes, %7 suggested start sector, %8 bytes short of the next physical sector boundary. Keep the commands in quotes untranslated.</extracomment>
        <translation>Osio %1 laitteessa %2 alkaa sektorista %3 (tavu %4): se on väärin tasattu %8 tavua, %5 tavua %6 tavun fyysisen sektorin rajan jälkeen ja %8 tavua ennen seuraavaa rajaa. Jokainen rajan ylittävä kirjoitus maksaa asemalle luku-muokkaus-kirjoitus-kierroksen. Varmuuskopioi osion tiedot ja luo osio sitten uudelleen alkamaan sektorista %7: poista se fdiskissä ja luo se uudelleen niin, että ensimmäinen sektori on %7, tai suorita &apos;parted %2 mkpart primary %7s 100%&apos; (anna vanha loppukohta 100%:n sijaan, jos sen jälkeen on muita osioita). Tarkista komennolla &apos;parted %2 align-check optimal %1&apos;.</translation>
    </message>
    <message>
        <source>Partition %1 on %2 starts at sector %3 (byte %4). It is aligned to the %5-byte physical sectors, so the drive is not slowed down, but not to 1 MiB, the boundary that partitioning tools use today and that suits SSD erase blocks and RAID stripes. No need to act now; if you recreate the partition one day, start it at sector %6 (e.g. &apos;parted %2 mkpart primary %6s 100%&apos;). Check with &apos;parted %2 align-check optimal %1&apos;.</source>
        <extracomment>%1 partition number, %2 device or image path, %3 start sector, %4 start in bytes, %5 physical sector size in bytes, %6 suggested start sector</extracomment>
        <translation>Osio %1 laitteessa %2 alkaa sektorista %3 (tavu %4). Se on tasattu %5 tavun fyysisiin sektoreihin, joten asema ei hidastu, mutta ei 1 MiB:n rajaan, jota nykyiset osiointityökalut käyttävät ja joka sopii SSD-levyjen poistolohkoille ja RAID-raidoille. Toimia ei tarvita nyt; jos luot osion joskus uudelleen, aloita se sektorista %6 (esim. &apos;parted %2 mkpart primary %6s 100%&apos;). Tarkista komennolla &apos;parted %2 align-check optimal %1&apos;.</translation>
    </message>
    <message>
        <source>Partition %1 on %2 starts at sector %3 (byte %4). It is aligned to the %5-byte physical sectors and to 1 MiB, but not to the optimal I/O size of %6 bytes that the device reports, so large writes may be split across stripes. If you recreate the partition, start it at sector %7 (e.g. &apos;parted %2 mkpart primary %7s 100%&apos;). Check with &apos;parted %2 align-check optimal %1&apos;.</source>
        <extracomment>%1 partition number, %2 device or image path, %3 start sector, %4 start in bytes, %5 physical sector size in bytes, %6 optimal I/O size in bytes, %7 suggested start sector</extracomment>
        <translation>Osio %1 laitteessa %2 alkaa sektorista %3 (tavu %4). Se on tasattu %5 tavun fyysisiin sektoreihin ja 1 MiB:n rajaan, mutta ei laitteen ilmoittamaan %6 tavun optimaaliseen I/O-kokoon, joten suuret kirjoitukset voivat jakautua useille raidoille. Jos luot osion uudelleen, aloita se sektorista %7 (esim. &apos;parted %2 mkpart primary %7s 100%&apos;). Tarkista komennolla &apos;parted %2 align-check optimal %1&apos;.</translation>
    </message>
    <message>
        <source>Partition %1 on %2 starts at sector %3 (byte %4). It is aligned to the %5-byte physical sectors, but neither to 1 MiB nor to the optimal I/O size of %6 bytes that the device reports, so large writes may be split across stripes. If you recreate the partition, start it at sector %7 (e.g. &apos;parted %2 mkpart primary %7s 100%&apos;). Check with &apos;parted %2 align-check optimal %1&apos;.</source>
        <extracomment>%1 partition number, %2 device or image path, %3 start sector, %4 start in bytes, %5 physical sector size in bytes, %6 optimal I/O size in bytes, %7 suggested start sector</extracomment>
        <translation>Osio %1 laitteessa %2 alkaa sektorista %3 (tavu %4). Se on tasattu %5 tavun fyysisiin sektoreihin, mutta ei 1 MiB:n rajaan eikä laitteen ilmoittamaan %6 tavun optimaaliseen I/O-kokoon, joten suuret kirjoitukset voivat jakautua useille raidoille. Jos luot osion uudelleen, aloita se sektorista %7 (esim. &apos;parted %2 mkpart primary %7s 100%&apos;). Tarkista komennolla &apos;parted %2 align-check optimal %1&apos;.</translation>
    </message>
    <message>
        <source>Partition %1 on %2 starts at sector %3, which suits the drive&apos;s physical sectors and 1 MiB boundaries. Nothing to do.</source>
        <extracomment>%1 partition number, %2 device or image path, %3 start sector</extracomment>
        <translation>Osio %1 laitteessa %2 alkaa sektorista %3, mikä sopii aseman fyysisiin sektoreihin ja 1 MiB:n rajoihin. Toimia ei tarvita.</translation>
    </message>
    <message>
        <source>%1 could not be opened (%2), so these are the partitions the kernel lists for it. Run as root to read the partition table itself.</source>
        <extracomment>%1 device path, %2 the system&apos;s reason</extracomment>
        <translation>Laitetta %1 ei voitu avata (%2), joten nämä ovat ytimen sille luettelemat osiot. Suorita root-käyttäjänä, jotta itse osiotaulu voidaan lukea.</translation>
    </message>
    <message>
        <source>%1 could not be opened (%2), so these are the partitions the kernel lists for it; the partition table itself was not read.</source>
        <extracomment>%1 device path, %2 the system&apos;s reason</extracomment>
        <translation>Laitetta %1 ei voitu avata (%2), joten nämä ovat ytimen sille luettelemat osiot; itse osiotaulua ei luettu.</translation>
    </message>
    <message>
        <source>These are the partitions the kernel lists for %1, because its partition table could not be read: %2</source>
        <extracomment>%1 device path, %2 why the table could not be read (a full sentence)</extracomment>
        <translation>Nämä ovat ytimen laitteelle %1 luettelemat osiot, koska sen osiotaulua ei voitu lukea: %2</translation>
    </message>
    <message>
        <source>OK</source>
        <extracomment>alignment verdict: the partition is well aligned</extracomment>
        <translation>OK</translation>
    </message>
    <message>
        <source>Misaligned</source>
        <extracomment>alignment verdict: the partition does not start on a physical sector boundary</extracomment>
        <translation>Väärin tasattu</translation>
    </message>
    <message>
        <source>Cannot open %1 even as root: %2. The system blocks access to it (a container or a security policy).</source>
        <extracomment>%1 device or file, %2 the system&apos;s reason</extracomment>
        <translation>Kohdetta %1 ei voi avata edes root-käyttäjänä: %2. Järjestelmä estää pääsyn siihen (säilö tai tietoturvakäytäntö).</translation>
    </message>
    <message>
        <source>Cannot open %1: %2. Run as root or use sudo.</source>
        <extracomment>%1 device or file, %2 the system&apos;s reason</extracomment>
        <translation>Kohdetta %1 ei voi avata: %2. Suorita root-käyttäjänä tai käytä sudoa.</translation>
    </message>
    <message>
        <source>Cannot open %1: %2. Check the path.</source>
        <extracomment>%1 device or file, %2 the system&apos;s reason</extracomment>
        <translation>Kohdetta %1 ei voi avata: %2. Tarkista polku.</translation>
    </message>
    <message>
        <source>Cannot open %1: %2. Check that the drive is connected and the file is readable.</source>
        <extracomment>%1 device or file, %2 the system&apos;s reason</extracomment>
        <translation>Kohdetta %1 ei voi avata: %2. Tarkista, että asema on kytketty ja tiedosto on luettavissa.</translation>
    </message>
    <message>
        <source>No partition table for %2-byte sectors found on %1, but there is one for %3-byte sectors. Read it with a logical sector size of %3 bytes.</source>
        <extracomment>%1 image file, %2 sector size asked for, %3 sector size that works (bytes)</extracomment>
        <translation>Kohteesta %1 ei löytynyt osiotaulua %2 tavun sektoreille, mutta %3 tavun sektoreille löytyi. Lue se käyttäen %3 tavun loogista sektorikokoa.</translation>
    </message>
    <message>
        <source>%1 is a folder. Give a drive such as /dev/sdb or a disk image file.</source>
        <extracomment>%1 the path the user gave</extracomment>
        <translation>%1 on kansio. Anna asema, kuten /dev/sdb, tai levykuvatiedosto.</translation>
    </message>
    <message>
        <source>%1 is neither a drive nor a disk image file. Give a drive such as /dev/sdb or a disk image file.</source>
        <extracomment>%1 the path the user gave</extracomment>
        <translation>%1 ei ole asema eikä levykuvatiedosto. Anna asema, kuten /dev/sdb, tai levykuvatiedosto.</translation>
    </message>
    <message>
        <source>No partition table found on %1: the file is empty.</source>
        <extracomment>%1 image file</extracomment>
        <translation>Kohteesta %1 ei löytynyt osiotaulua: tiedosto on tyhjä.</translation>
    </message>
    <message>
        <source>%1 is empty: no partition table and no file system, as a new drive arrives. There is nothing to align yet; partitioning tools start the first partition at 1 MiB, which suits this drive.</source>
        <extracomment>%1 device path</extracomment>
        <translation>%1 on tyhjä: ei osiotaulua eikä tiedostojärjestelmää, kuten uusi asema saapuu. Kohdistettavaa ei vielä ole; osiointityökalut aloittavat ensimmäisen osion 1 MiB:n kohdalta, mikä sopii tälle asemalle.</translation>
    </message>
    <message>
        <source>%1 holds its %2 file system written straight onto the whole drive, without a partition table. That is a valid layout, but the drive reports its sector 0 %3 bytes past a physical sector boundary, so the file system&apos;s blocks straddle physical sectors. Only a new layout fixes that: back up, then create a partition table whose first partition starts at 1 MiB.</source>
        <extracomment>%1 device path, %2 file-system type (&quot;ext4&quot;), %3 alignment offset in bytes</extracomment>
        <translation>%1 sisältää %2-tiedostojärjestelmän, joka on kirjoitettu suoraan koko asemalle ilman osiotaulua. Se on kelvollinen asettelu, mutta asema ilmoittaa sektorinsa 0 olevan %3 tavua fyysisen sektorin rajan jälkeen, joten tiedostojärjestelmän lohkot ylittävät fyysisiä sektoreita. Vain uusi asettelu korjaa tämän: varmuuskopioi ja luo sitten osiotaulu, jonka ensimmäinen osio alkaa 1 MiB:n kohdalta.</translation>
    </message>
    <message>
        <source>%1 holds its %2 file system written straight onto the whole drive, without a partition table. That is a valid layout: the file system starts at byte 0, on a boundary of every sector size, so it is aligned. Nothing to do.</source>
        <extracomment>%1 device path, %2 file-system type (&quot;ext4&quot;)</extracomment>
        <translation>%1 sisältää %2-tiedostojärjestelmän, joka on kirjoitettu suoraan koko asemalle ilman osiotaulua. Se on kelvollinen asettelu: tiedostojärjestelmä alkaa tavusta 0, jokaisen sektorikoon rajalta, joten se on kohdistettu. Ei tehtävää.</translation>
    </message>
    <message>
        <source>Acceptable</source>
        <extracomment>alignment verdict: physically aligned (the drive is not slowed down, no need to act now), but not to 1 MiB or the optimal I/O size</extracomment>
        <translation>Hyväksyttävä</translation>
    </message>
    <message>
        <source>No partition table found on %1: it is empty, or holds a file system on the whole of it, which needs none. Check that this is the right disk or image.</source>
        <extracomment>%1 device or image file</extracomment>
        <translation>Kohteesta %1 ei löytynyt osiotaulua: se on tyhjä tai siinä on koko alueen kattava tiedostojärjestelmä, joka ei osiotaulua tarvitse. Tarkista, että tämä on oikea levy tai levykuva.</translation>
    </message>
</context>
<context>
    <name>DriveProof::Cache</name>
    <message numerus="yes">
        <source>The sense data is cut off: %n byte(s) of the 8-byte header arrived.</source>
        <extracomment>%n number of bytes that arrived</extracomment>
        <translation>
            <numerusform>Sense-data on katkennut: 8 tavun otsakkeesta saapui %n tavu.</numerusform>
            <numerusform>Sense-data on katkennut: 8 tavun otsakkeesta saapui %n tavua.</numerusform>
        </translation>
    </message>
    <message>
        <source>The ATA Status Return descriptor is malformed (length %1h instead of 0Ch).</source>
        <extracomment>%1 the descriptor&apos;s length byte in hex</extracomment>
        <translation>ATA Status Return -kuvaaja on virheellinen (pituus %1h eikä 0Ch).</translation>
    </message>
    <message>
        <source>The sense data is cut off inside the ATA Status Return descriptor.</source>
        <translation>Sense-data katkeaa kesken ATA Status Return -kuvaajan.</translation>
    </message>
    <message>
        <source>The sense data is cut off: it declares %1 bytes but %2 arrived.</source>
        <extracomment>%1 bytes the sense data declares, %2 bytes that arrived</extracomment>
        <translation>Sense-data on katkennut: se ilmoittaa %1 tavua, mutta saapui %2.</translation>
    </message>
    <message numerus="yes">
        <source>The fixed-format sense data is cut off: %n byte(s) arrived, at least 14 are needed.</source>
        <extracomment>%n number of bytes that arrived</extracomment>
        <translation>
            <numerusform>Kiinteämuotoinen sense-data on katkennut: saapui %n tavu, vähintään 14 tarvitaan.</numerusform>
            <numerusform>Kiinteämuotoinen sense-data on katkennut: saapui %n tavua, vähintään 14 tarvitaan.</numerusform>
        </translation>
    </message>
    <message>
        <source>The device sent no sense data, so the ATA status of the command is unknown.</source>
        <translation>Laite ei lähettänyt sense-dataa, joten komennon ATA-tila on tuntematon.</translation>
    </message>
    <message>
        <source>The sense data has an unknown format (response code %1h): neither descriptor (72h) nor fixed (70h) format.</source>
        <extracomment>%1 the response code byte in hex</extracomment>
        <translation>Sense-datan muoto on tuntematon (vastauskoodi %1h): se ei ole kuvaajamuotoa (72h) eikä kiinteää muotoa (70h).</translation>
    </message>
    <message>
        <source>sense key %1h, additional sense %2h/%3h</source>
        <extracomment>SCSI sense in hex. %1 sense key, %2 additional sense code, %3 its qualifier</extracomment>
        <translation>sense key %1h, additional sense %2h/%3h</translation>
    </message>
    <message>
        <source>%1, ATA status %2h, error %3h</source>
        <extracomment>%1 the text before, %2 ATA STATUS byte in hex, %3 ATA ERROR byte in hex</extracomment>
        <translation>%1, ATA-tila %2h, virhe %3h</translation>
    </message>
    <message>
        <source>%1 does not exist.</source>
        <extracomment>%1 file name</extracomment>
        <translation>%1 ei ole olemassa.</translation>
    </message>
    <message>
        <source>%1 is not a regular file: give a saved IDENTIFY dump (512 raw bytes or the text of &apos;hdparm --Istdout&apos;).</source>
        <extracomment>%1 file name</extracomment>
        <translation>%1 ei ole tavallinen tiedosto: anna tallennettu IDENTIFY-vedos (512 raakatavua tai komennon &apos;hdparm --Istdout&apos; tulostama teksti).</translation>
    </message>
    <message>
        <source>%1 has %2 bytes: too large for an IDENTIFY dump (512 raw bytes, or about 1300 bytes of text).</source>
        <extracomment>%1 file name, %2 its size in bytes</extracomment>
        <translation>%1 on %2 tavua: liian suuri IDENTIFY-vedokseksi (512 raakatavua tai noin 1300 tavua tekstiä).</translation>
    </message>
    <message>
        <source>Cannot read %1: %2.</source>
        <extracomment>%1 file name, %2 the system&apos;s reason</extracomment>
        <translation>Kohdetta %1 ei voi lukea: %2.</translation>
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
            <numerusform>IDENTIFY-datan on oltava tasan 512 tavua; tässä on %n tavu.</numerusform>
            <numerusform>IDENTIFY-datan on oltava tasan 512 tavua; tässä on %n tavua.</numerusform>
        </translation>
    </message>
    <message>
        <source>The IDENTIFY data is all zeros: the drive or its USB bridge returned no data.</source>
        <translation>IDENTIFY-data on pelkkiä nollia: asema tai sen USB-silta ei palauttanut dataa.</translation>
    </message>
    <message>
        <source>The IDENTIFY data is all FFh: no drive answered (an empty port, or a bridge without a disk).</source>
        <translation>IDENTIFY-data on pelkkiä FFh-arvoja: mikään asema ei vastannut (tyhjä portti tai silta ilman levyä).</translation>
    </message>
    <message>
        <source>Word 0 is %1h: this is data from an ATAPI device (an optical drive), not IDENTIFY DEVICE data of a disk.</source>
        <extracomment>%1 word 0 in hex</extracomment>
        <translation>Sana 0 on %1h: tämä on ATAPI-laitteen (optisen aseman) dataa, ei levyn IDENTIFY DEVICE -dataa.</translation>
    </message>
    <message>
        <source>The IDENTIFY checksum in word 255 is wrong (the 512 bytes sum to %1h, not 00h): the data is damaged or was edited.</source>
        <extracomment>%1 the sum of all bytes modulo 256, in hex</extracomment>
        <translation>IDENTIFY-tarkistussumma sanassa 255 on väärä (512 tavun summa on %1h eikä 00h): data on vioittunut tai sitä on muokattu.</translation>
    </message>
    <message>
        <source>Words 117-118 give a logical sector size of %1 bytes, which no drive uses: the data is damaged.</source>
        <extracomment>%1 a size in bytes</extracomment>
        <translation>Sanat 117–118 ilmoittavat loogiseksi sektorikooksi %1 tavua, jota mikään asema ei käytä: data on vioittunut.</translation>
    </message>
    <message>
        <source>Word 106 gives a physical sector size of %1 bytes, which no drive uses: the data is damaged.</source>
        <extracomment>%1 a size in bytes</extracomment>
        <translation>Sana 106 ilmoittaa fyysiseksi sektorikooksi %1 tavua, jota mikään asema ei käytä: data on vioittunut.</translation>
    </message>
    <message>
        <source>Line %1: &apos;%2&apos; is not a word of four hex digits.</source>
        <extracomment>%1 line number, %2 the offending text</extracomment>
        <translation>Rivi %1: &apos;%2&apos; ei ole neljän heksadesimaalinumeron sana.</translation>
    </message>
    <message>
        <source>Line %1: more than 256 words; IDENTIFY data has exactly 256.</source>
        <extracomment>%1 line number</extracomment>
        <translation>Rivi %1: yli 256 sanaa; IDENTIFY-datassa on tasan 256.</translation>
    </message>
    <message>
        <source>No IDENTIFY words found: expected 256 words of four hex digits, 8 a line, as &apos;hdparm --Istdout&apos; prints them.</source>
        <translation>IDENTIFY-sanoja ei löytynyt: odotettiin 256 neljän heksadesimaalinumeron sanaa, 8 riviä kohden, kuten &apos;hdparm --Istdout&apos; ne tulostaa.</translation>
    </message>
    <message numerus="yes">
        <source>Line %1: the words end after %n word(s); IDENTIFY data has 256.</source>
        <extracomment>%1 line number, %n number of words found</extracomment>
        <translation>
            <numerusform>Rivi %1: sanat loppuvat %n sanan jälkeen; IDENTIFY-datassa on 256.</numerusform>
            <numerusform>Rivi %1: sanat loppuvat %n sanan jälkeen; IDENTIFY-datassa on 256.</numerusform>
        </translation>
    </message>
    <message>
        <source>the device</source>
        <translation>laite</translation>
    </message>
    <message>
        <source>%1 does not accept SCSI commands (SG_IO), so %2 cannot reach a drive: it is not a whole SATA, SAS or USB disk (partitions, loop, virtual and NVMe devices have no ATA drive behind them).</source>
        <extracomment>%1 device, %2 ATA command name</extracomment>
        <translation>%1 ei hyväksy SCSI-komentoja (SG_IO), joten %2 ei tavoita asemaa: se ei ole kokonainen SATA-, SAS- tai USB-levy (osioiden, loop-, virtuaali- ja NVMe-laitteiden takana ei ole ATA-asemaa).</translation>
    </message>
    <message>
        <source>Permission denied sending %2 to %1: ATA commands need root or the DriveProof helper.</source>
        <extracomment>%1 device, %2 ATA command name</extracomment>
        <translation>Lupa evätty lähetettäessä komentoa %2 laitteeseen %1: ATA-komennot vaativat root-oikeudet tai DriveProofin apuohjelman.</translation>
    </message>
    <message>
        <source>Sending %1 to %2 failed: %3.</source>
        <extracomment>%1 ATA command name, %2 device, %3 the system&apos;s error text</extracomment>
        <translation>Komennon %1 lähettäminen laitteeseen %2 epäonnistui: %3.</translation>
    </message>
    <message>
        <source>The drive in %1 refused %2 (ABORT): it does not support this command or setting (%3).</source>
        <extracomment>%1 device, %2 ATA command name, %3 technical details</extracomment>
        <translation>Laitteen %1 asema hylkäsi komennon %2 (ABORT): se ei tue tätä komentoa tai asetusta (%3).</translation>
    </message>
    <message>
        <source>The drive in %1 reported an error for %2 (%3); check its health and cabling, then try again.</source>
        <extracomment>%1 device, %2 ATA command name, %3 technical details</extracomment>
        <translation>Laitteen %1 asema ilmoitti virheestä komennolle %2 (%3); tarkista sen kunto ja kaapelit ja yritä sitten uudelleen.</translation>
    </message>
    <message>
        <source>%1 rejected %2: the disk or its USB bridge does not pass ATA commands through (SAT) (%3).</source>
        <extracomment>%1 device, %2 ATA command name, %3 technical details</extracomment>
        <translation>%1 hylkäsi komennon %2: levy tai sen USB-silta ei välitä ATA-komentoja (SAT) (%3).</translation>
    </message>
    <message>
        <source>%1 did not run %2 (%3).</source>
        <extracomment>%1 device, %2 ATA command name, %3 technical details</extracomment>
        <translation>%1 ei suorittanut komentoa %2 (%3).</translation>
    </message>
    <message>
        <source>%1 timed out on %2: the drive did not answer.</source>
        <extracomment>%1 ATA command name, %2 device</extracomment>
        <translation>%1 aikakatkaistiin laitteessa %2: asema ei vastannut.</translation>
    </message>
    <message>
        <source>%1 did not reach the drive in %2 (host status %3, driver status %4).</source>
        <extracomment>%1 ATA command name, %2 device, %3 / %4 numbers from the kernel</extracomment>
        <translation>%1 ei tavoittanut laitteen %2 asemaa (isäntätila %3, ajuritila %4).</translation>
    </message>
    <message>
        <source>%1 failed on %2 with SCSI status %3h and no sense data.</source>
        <extracomment>%1 ATA command name, %2 device, %3 SCSI status byte</extracomment>
        <translation>%1 epäonnistui laitteessa %2 SCSI-tilalla %3h ilman sense-dataa.</translation>
    </message>
    <message>
        <source>The drive in %1 reports no volatile write cache that can be switched (IDENTIFY word 82 bit 5).</source>
        <extracomment>%1 device</extracomment>
        <translation>Laitteen %1 asema ei ilmoita haihtuvaa kirjoitusvälimuistia, joka voitaisiin kytkeä päälle tai pois (IDENTIFY-sana 82, bitti 5).</translation>
    </message>
    <message>
        <source>The drive in %1 accepted the command but still reports its write cache as off.</source>
        <extracomment>%1 device</extracomment>
        <translation>Laitteen %1 asema hyväksyi komennon, mutta ilmoittaa kirjoitusvälimuistinsa yhä olevan pois päältä.</translation>
    </message>
    <message>
        <source>The drive in %1 accepted the command but still reports its write cache as on.</source>
        <extracomment>%1 device</extracomment>
        <translation>Laitteen %1 asema hyväksyi komennon, mutta ilmoittaa kirjoitusvälimuistinsa yhä olevan päällä.</translation>
    </message>
    <message>
        <source>The drive %1 accepted the change but still reports its write cache as off.</source>
        <extracomment>%1 device path</extracomment>
        <translation>Asema %1 hyväksyi muutoksen, mutta ilmoittaa kirjoitusvälimuistinsa yhä olevan pois päältä.</translation>
    </message>
    <message>
        <source>The drive %1 accepted the change but still reports its write cache as on.</source>
        <extracomment>%1 device path</extracomment>
        <translation>Asema %1 hyväksyi muutoksen, mutta ilmoittaa kirjoitusvälimuistinsa yhä olevan päällä.</translation>
    </message>
    <message>
        <source>The Identify Controller data has %1 bytes instead of %2.</source>
        <extracomment>%1 bytes received, %2 bytes expected</extracomment>
        <translation>Identify Controller -datassa on %1 tavua eikä %2.</translation>
    </message>
    <message>
        <source>The NVMe health log has %1 bytes instead of %2.</source>
        <extracomment>%1 bytes received, %2 bytes expected</extracomment>
        <translation>NVMe-kuntolokissa on %1 tavua eikä %2.</translation>
    </message>
    <message>
        <source>The drive does not support this admin command.</source>
        <translation>Asema ei tue tätä hallintakomentoa.</translation>
    </message>
    <message>
        <source>The drive cannot save its write cache setting, so a change lasts only until the next power cycle.</source>
        <translation>Asema ei voi tallentaa kirjoitusvälimuistin asetustaan, joten muutos on voimassa vain seuraavaan virrankatkaisuun asti.</translation>
    </message>
    <message>
        <source>The drive does not allow its write cache setting to be changed.</source>
        <translation>Asema ei salli kirjoitusvälimuistin asetuksen muuttamista.</translation>
    </message>
    <message>
        <source>The drive does not provide the SMART / health log.</source>
        <translation>Asema ei tarjoa SMART- tai kuntolokia.</translation>
    </message>
    <message>
        <source>The drive does not support saving its write cache setting.</source>
        <translation>Asema ei tue kirjoitusvälimuistin asetuksen tallentamista.</translation>
    </message>
    <message>
        <source>The drive has no volatile write cache to read or change.</source>
        <translation>Asemalla ei ole haihtuvaa kirjoitusvälimuistia, jota voisi lukea tai muuttaa.</translation>
    </message>
    <message>
        <source>The drive rejected a field of the command.</source>
        <translation>Asema hylkäsi komennon kentän.</translation>
    </message>
    <message>
        <source>The drive reported an internal error; check its health and try again.</source>
        <translation>Asema ilmoitti sisäisestä virheestä; tarkista sen kunto ja yritä uudelleen.</translation>
    </message>
    <message>
        <source>The drive rejected the command.</source>
        <translation>Asema hylkäsi komennon.</translation>
    </message>
    <message>
        <source>%1 (NVMe status %2)</source>
        <extracomment>%1 a sentence saying what the drive did and what to do; %2 the raw NVMe status code type and status code, e.g. &quot;SCT 1h, SC 0Dh&quot;</extracomment>
        <translation>%1 (NVMe-tila %2)</translation>
    </message>
    <message>
        <source>The device does not accept NVMe admin commands (it is not an NVMe drive).</source>
        <translation>Laite ei hyväksy NVMe-hallintakomentoja (se ei ole NVMe-asema).</translation>
    </message>
    <message>
        <source>Permission denied: run as root or through the DriveProof helper.</source>
        <translation>Lupa evätty: suorita root-käyttäjänä tai DriveProofin apuohjelman kautta.</translation>
    </message>
    <message>
        <source>The device is gone; reconnect it and try again.</source>
        <translation>Laite on poistunut; kytke se uudelleen ja yritä uudelleen.</translation>
    </message>
    <message>
        <source>The drive did not answer in time; try again.</source>
        <translation>Asema ei vastannut ajoissa; yritä uudelleen.</translation>
    </message>
    <message>
        <source>%1 failed on %2: %3</source>
        <extracomment>%1 NVMe command name, %2 device path, %3 the reason and what to do
----------
%1 SCSI command name, %2 device path, %3 the reason and what to do</extracomment>
        <translation>%1 epäonnistui laitteessa %2: %3</translation>
    </message>
    <message>
        <source>The data %1 returned could not be decoded: %2</source>
        <extracomment>%1 device path, %2 what is wrong with the data</extracomment>
        <translation>Laitteen %1 palauttamaa dataa ei voitu tulkita: %2</translation>
    </message>
    <message>
        <source>The drive does not report whether its write cache setting can be saved (no Select / Save support), so a change lasts only until the next power cycle.</source>
        <translation>Asema ei ilmoita, voiko sen kirjoitusvälimuistin asetuksen tallentaa (ei Select / Save -tukea), joten muutos on voimassa vain seuraavaan virrankatkaisuun asti.</translation>
    </message>
    <message>
        <source>The drive %1 has no volatile write cache to switch.</source>
        <extracomment>%1 device path</extracomment>
        <translation>Asemalla %1 ei ole haihtuvaa kirjoitusvälimuistia, jonka voisi kytkeä.</translation>
    </message>
    <message>
        <source>The drive %1 does not allow its write cache to be switched.</source>
        <extracomment>%1 device path</extracomment>
        <translation>Asema %1 ei salli kirjoitusvälimuistinsa kytkemistä.</translation>
    </message>
    <message>
        <source>The drive %1 cannot save its write cache setting, so the change cannot be kept after a power cycle. Switch it without keeping it instead.</source>
        <extracomment>%1 device path</extracomment>
        <translation>Asema %1 ei voi tallentaa kirjoitusvälimuistin asetustaan, joten muutos ei säily virrankatkaisun yli. Kytke se sen sijaan säilyttämättä asetusta.</translation>
    </message>
    <message>
        <source>The mode page header at byte %1 is cut off.</source>
        <extracomment>%1 byte offset in the drive&apos;s reply</extracomment>
        <translation>Tavun %1 kohdalla oleva tilasivun otsake on katkennut.</translation>
    </message>
    <message>
        <source>Mode page %1h claims %2 bytes but only %3 are present.</source>
        <extracomment>%1 page code in hex, %2 its length in bytes, %3 bytes actually present</extracomment>
        <translation>Tilasivu %1h ilmoittaa %2 tavua, mutta vain %3 on mukana.</translation>
    </message>
    <message>
        <source>The MODE SENSE reply has %1 bytes, fewer than the 8-byte mode parameter header.</source>
        <extracomment>%1 number of bytes received</extracomment>
        <translation>MODE SENSE -vastauksessa on %1 tavua, vähemmän kuin 8 tavun tilaparametriotsake.</translation>
    </message>
    <message>
        <source>The MODE SENSE reply declares a mode data length of %1, too short for its own header.</source>
        <extracomment>%1 the mode data length field of the reply</extracomment>
        <translation>MODE SENSE -vastaus ilmoittaa tiladatan pituudeksi %1, mikä on liian lyhyt sen omalle otsakkeelle.</translation>
    </message>
    <message>
        <source>The MODE SENSE reply&apos;s block descriptors (%1 bytes) leave no room for a mode page in its %2 bytes.</source>
        <extracomment>%1 block descriptor length, %2 bytes present</extracomment>
        <translation>MODE SENSE -vastauksen lohkokuvaajat (%1 tavua) eivät jätä tilaa tilasivulle vastauksen %2 tavussa.</translation>
    </message>
    <message>
        <source>The caching mode page is too short to hold the WCE bit.</source>
        <translation>Välimuistin tilasivu on liian lyhyt WCE-bitille.</translation>
    </message>
    <message>
        <source>The MODE SENSE reply does not contain the caching mode page (08h).</source>
        <translation>MODE SENSE -vastaus ei sisällä välimuistin tilasivua (08h).</translation>
    </message>
    <message>
        <source>A new caching page can only be built from the current, complete caching page.</source>
        <translation>Uuden välimuistisivun voi muodostaa vain nykyisestä, täydellisestä välimuistisivusta.</translation>
    </message>
    <message>
        <source>The drive reported an error but sent no sense data.</source>
        <translation>Asema ilmoitti virheestä, mutta ei lähettänyt sense-dataa.</translation>
    </message>
    <message>
        <source>The drive&apos;s fixed-format sense data is cut off.</source>
        <translation>Aseman kiinteämuotoinen sense-data on katkennut.</translation>
    </message>
    <message>
        <source>The drive&apos;s descriptor-format sense data is cut off.</source>
        <translation>Aseman kuvaajamuotoinen sense-data on katkennut.</translation>
    </message>
    <message>
        <source>The drive sent sense data in an unknown format (response code %1h).</source>
        <extracomment>%1 the response code byte in hex</extracomment>
        <translation>Asema lähetti sense-dataa tuntemattomassa muodossa (vastauskoodi %1h).</translation>
    </message>
    <message>
        <source>The drive does not support saving this page, so a change lasts only until the next power cycle.</source>
        <translation>Asema ei tue tämän sivun tallentamista, joten muutos on voimassa vain seuraavaan virrankatkaisuun asti.</translation>
    </message>
    <message>
        <source>The drive does not support the MODE SENSE(10) and MODE SELECT(10) commands, so its cache cannot be read or changed this way.</source>
        <translation>Asema ei tue komentoja MODE SENSE(10) ja MODE SELECT(10), joten sen välimuistia ei voi lukea tai muuttaa tällä tavalla.</translation>
    </message>
    <message>
        <source>The drive rejected the MODE SELECT command.</source>
        <translation>Asema hylkäsi MODE SELECT -komennon.</translation>
    </message>
    <message>
        <source>The drive does not report the caching mode page.</source>
        <translation>Asema ei ilmoita välimuistin tilasivua.</translation>
    </message>
    <message>
        <source>The drive refused the new caching page: it does not let this setting be changed.</source>
        <translation>Asema hylkäsi uuden välimuistisivun: se ei salli tämän asetuksen muuttamista.</translation>
    </message>
    <message>
        <source>The drive reported a reset or a changed setting; try again.</source>
        <translation>Asema ilmoitti nollauksesta tai muuttuneesta asetuksesta; yritä uudelleen.</translation>
    </message>
    <message>
        <source>The drive is not ready (stopped, starting or without medium); try again in a moment.</source>
        <translation>Asema ei ole valmis (pysäytetty, käynnistymässä tai ilman tallennusvälinettä); yritä hetken kuluttua uudelleen.</translation>
    </message>
    <message>
        <source>The drive is write protected.</source>
        <translation>Asema on kirjoitussuojattu.</translation>
    </message>
    <message>
        <source>The drive reported a hardware or medium error; check its health.</source>
        <translation>Asema ilmoitti laitteisto- tai tallennusvälinevirheestä; tarkista sen kunto.</translation>
    </message>
    <message>
        <source>The drive aborted the command; try again.</source>
        <translation>Asema keskeytti komennon; yritä uudelleen.</translation>
    </message>
    <message>
        <source>The drive reported an error.</source>
        <translation>Asema ilmoitti virheestä.</translation>
    </message>
    <message>
        <source>%1 (%2, %3)</source>
        <extracomment>%1 a sentence saying what the drive did and what to do; %2 SCSI sense key name, %3 additional sense code and its name, e.g. &quot;24h/00h INVALID FIELD IN CDB&quot;</extracomment>
        <translation>%1 (%2, %3)</translation>
    </message>
    <message>
        <source>The device does not accept SCSI commands, so its drive-level write cache cannot be read or changed this way.</source>
        <translation>Laite ei hyväksy SCSI-komentoja, joten asematason kirjoitusvälimuistia ei voi lukea tai muuttaa tällä tavalla.</translation>
    </message>
    <message>
        <source>The drive did not answer in time; check its cable and power.</source>
        <translation>Asema ei vastannut ajoissa; tarkista sen kaapeli ja virransyöttö.</translation>
    </message>
    <message>
        <source>The connection to the drive failed (host status %1h); check its cable and power.</source>
        <extracomment>%1 the Linux host status code in hex</extracomment>
        <translation>Yhteys asemaan epäonnistui (isäntätila %1h); tarkista sen kaapeli ja virransyöttö.</translation>
    </message>
    <message>
        <source>The drive is busy; try again in a moment.</source>
        <translation>Asema on varattu; yritä hetken kuluttua uudelleen.</translation>
    </message>
    <message>
        <source>The drive returned SCSI status %1h without sense data.</source>
        <extracomment>%1 SCSI status byte in hex</extracomment>
        <translation>Asema palautti SCSI-tilan %1h ilman sense-dataa.</translation>
    </message>
    <message>
        <source>The caching mode page of %1 could not be decoded: %2</source>
        <extracomment>%1 device path, %2 what is wrong with the reply</extracomment>
        <translation>Laitteen %1 välimuistin tilasivua ei voitu tulkita: %2</translation>
    </message>
    <message>
        <source>The drive %1 does not allow its write cache to be switched (its caching page marks WCE as not changeable).</source>
        <extracomment>%1 device path</extracomment>
        <translation>Asema %1 ei salli kirjoitusvälimuistinsa kytkemistä (sen välimuistisivu merkitsee WCE:n muuttamattomaksi).</translation>
    </message>
    <message>
        <source>The drive %1 cannot save its caching page, so the change cannot be kept after a power cycle. Switch it without keeping it instead.</source>
        <extracomment>%1 device path</extracomment>
        <translation>Asema %1 ei voi tallentaa välimuistisivuaan, joten muutos ei säily virrankatkaisun yli. Kytke se sen sijaan säilyttämättä asetusta.</translation>
    </message>
    <message>
        <source>%1 is not a whole SCSI disk; only those can be asked to re-read their caching page.</source>
        <extracomment>%1 kernel block device name</extracomment>
        <translation>%1 ei ole kokonainen SCSI-levy; vain sellaisia voi pyytää lukemaan välimuistisivunsa uudelleen.</translation>
    </message>
    <message>
        <source>Could not ask the kernel to re-read the settings of %1: %2. Its view of the write cache may be out of date until the next reboot.</source>
        <extracomment>%1 kernel block device name, %2 system error text</extracomment>
        <translation>Ydintä ei voitu pyytää lukemaan laitteen %1 asetuksia uudelleen: %2. Sen näkemys kirjoitusvälimuistista voi olla vanhentunut seuraavaan uudelleenkäynnistykseen asti.</translation>
    </message>
    <message>
        <source>udisks2 could not save the write-cache setting: %1. The change lasts only until the next power cycle.</source>
        <extracomment>%1 udisks2&apos;s error message</extracomment>
        <translation>udisks2 ei voinut tallentaa kirjoitusvälimuistin asetusta: %1. Muutos on voimassa vain seuraavaan virrankatkaisuun asti.</translation>
    </message>
    <message>
        <source>%1 is a file used as a drive (%2): the drive-level write cache does not apply; the kernel&apos;s view shows whether it passes flushes on to the file.</source>
        <extracomment>%1 device path, %2 the file behind the loop device</extracomment>
        <translation>%1 on asemana käytetty tiedosto (%2): asematason kirjoitusvälimuisti ei koske sitä; ytimen näkemys kertoo, välittääkö se tyhjennykset tiedostolle.</translation>
    </message>
    <message>
        <source>%1 is a virtual disk: the real drive and its cache are on the host, out of reach from this machine. Only the kernel&apos;s view is shown; whether flushes reach the host&apos;s drive depends on the hypervisor&apos;s cache mode.</source>
        <extracomment>%1 device path</extracomment>
        <translation>%1 on virtuaalilevy: todellinen asema ja sen välimuisti ovat isäntäkoneessa, tämän koneen ulottumattomissa. Vain ytimen näkemys näytetään; se, saavuttavatko tyhjennykset isännän aseman, riippuu hypervisorin välimuistitilasta.</translation>
    </message>
    <message>
        <source>%1 takes no drive commands: the drive-level write cache does not apply, only the kernel&apos;s view.</source>
        <extracomment>%1 device path</extracomment>
        <translation>%1 ei ota vastaan asemakomentoja: asematason kirjoitusvälimuisti ei koske sitä, vain ytimen näkemys.</translation>
    </message>
    <message>
        <source>DriveProof does not know how to ask %1 about its write cache (unknown transport).</source>
        <extracomment>%1 device path</extracomment>
        <translation>DriveProof ei tiedä, miten laitteelta %1 kysytään sen kirjoitusvälimuistista (tuntematon liitäntä).</translation>
    </message>
    <message>
        <source>%1 is a virtual disk (%2): the write cache it reports is the hypervisor&apos;s emulation. Whether a flush reaches a real drive depends on the hypervisor&apos;s cache mode on the host.</source>
        <extracomment>%1 device path, %2 who emulates the disk: &quot;QEMU&quot;, &quot;VMware&quot;, &quot;Hyper-V&quot;, &quot;virtio&quot;...</extracomment>
        <translation>%1 on virtuaalilevy (%2): sen ilmoittama kirjoitusvälimuisti on hypervisorin emulointia. Se, saavuttaako tyhjennys todellisen aseman, riippuu hypervisorin välimuistitilasta isäntäkoneessa.</translation>
    </message>
    <message>
        <source>The kernel says write through but the drive&apos;s cache is on: the kernel no longer sends flushes, so committed data can be lost at a power cut. Switch the drive&apos;s cache off, or let the kernel re-read the drive&apos;s setting.</source>
        <translation>Ydin ilmoittaa write through, mutta aseman välimuisti on päällä: ydin ei enää lähetä tyhjennyksiä, joten vahvistettua dataa voi kadota sähkökatkossa. Kytke aseman välimuisti pois päältä tai anna ytimen lukea aseman asetus uudelleen.</translation>
    </message>
    <message>
        <source>The kernel still sends flushes although the drive&apos;s cache is off: safe, only slightly slower.</source>
        <translation>Ydin lähettää yhä tyhjennyksiä, vaikka aseman välimuisti on pois päältä: turvallista, vain hieman hitaampaa.</translation>
    </message>
    <message>
        <source>The cache is off now, but the saved setting switches it back on at the next power cycle.</source>
        <translation>Välimuisti on nyt pois päältä, mutta tallennettu asetus kytkee sen takaisin päälle seuraavan virrankatkaisun jälkeen.</translation>
    </message>
    <message>
        <source>The cache is on now, but the saved setting switches it off at the next power cycle.</source>
        <translation>Välimuisti on nyt päällä, mutta tallennettu asetus kytkee sen pois päältä seuraavan virrankatkaisun jälkeen.</translation>
    </message>
    <message>
        <source>%1 cannot keep this setting after a power cycle here, so nothing was changed. Switch it without &quot;keep after reboot&quot;: it then lasts until the next power cycle.</source>
        <extracomment>%1 device path</extracomment>
        <translation>%1 ei voi säilyttää tätä asetusta virrankatkaisun yli tässä, joten mitään ei muutettu. Kytke se ilman valintaa &quot;säilytä uudelleenkäynnistyksen jälkeen&quot;: asetus on silloin voimassa seuraavaan virrankatkaisuun asti.</translation>
    </message>
    <message>
        <source>%1 has no volatile write cache that can be switched.</source>
        <extracomment>%1 device path</extracomment>
        <translation>Laitteella %1 ei ole haihtuvaa kirjoitusvälimuistia, jonka voisi kytkeä.</translation>
    </message>
    <message>
        <source>%1 does not allow its write cache setting to be changed.</source>
        <extracomment>%1 device path</extracomment>
        <translation>%1 ei salli kirjoitusvälimuistin asetuksen muuttamista.</translation>
    </message>
    <message>
        <source>The helper&apos;s write-cache reply names no device.</source>
        <translation>Apuohjelman kirjoitusvälimuistivastaus ei nimeä laitetta.</translation>
    </message>
    <message>
        <source>Whether the write cache of %1 is on could not be read: %2</source>
        <extracomment>%1 device path, %2 the error the drive or the kernel gave</extracomment>
        <translation>Ei voitu lukea, onko laitteen %1 kirjoitusvälimuisti päällä: %2</translation>
    </message>
    <message>
        <source>Whether the write cache of %1 can be switched could not be read: %2</source>
        <extracomment>%1 device path, %2 the error the drive or the kernel gave</extracomment>
        <translation>Ei voitu lukea, voiko laitteen %1 kirjoitusvälimuistin kytkeä: %2</translation>
    </message>
    <message>
        <source>The saved write cache setting of %1 could not be read: %2</source>
        <extracomment>%1 device path, %2 the error the drive or the kernel gave</extracomment>
        <translation>Laitteen %1 tallennettua kirjoitusvälimuistiasetusta ei voitu lukea: %2</translation>
    </message>
    <message>
        <source>Finding %1 (%2)</source>
        <extracomment>a finding this version does not know (from a newer helper); %1 its code, %2 its arguments</extracomment>
        <translation>Havainto %1 (%2)</translation>
    </message>
    <message>
        <source>write back</source>
        <extracomment>the kernel&apos;s view of a drive&apos;s cache (queue/write_cache): it sends flushes</extracomment>
        <translation>viivästetty kirjoitus</translation>
    </message>
    <message>
        <source>write through</source>
        <extracomment>the kernel&apos;s view of a drive&apos;s cache (queue/write_cache): it sends no flushes</extracomment>
        <translation>suora läpikirjoitus</translation>
    </message>
    <message>
        <source>The helper&apos;s write-cache reply has findings in a form this version does not read. Restart DriveProof after an update.</source>
        <translation>Apuohjelman kirjoitusvälimuistivastauksessa on havaintoja muodossa, jota tämä versio ei osaa lukea. Käynnistä DriveProof uudelleen päivityksen jälkeen.</translation>
    </message>
    <message>
        <source>The helper&apos;s write-cache reply has a finding without a code. Restart DriveProof after an update.</source>
        <translation>Apuohjelman kirjoitusvälimuistivastauksessa on havainto ilman koodia. Käynnistä DriveProof uudelleen päivityksen jälkeen.</translation>
    </message>
    <message>
        <source>A self-test is already running on the drive.</source>
        <translation>Asemalla on jo käynnissä itsetesti.</translation>
    </message>
</context>
<context>
    <name>DriveProof::Capacity</name>
    <message>
        <source>Writing records</source>
        <translation>Kirjoitetaan tietueita</translation>
    </message>
    <message>
        <source>Pushing the drive&apos;s cache out</source>
        <translation>Työnnetään aseman välimuisti ulos</translation>
    </message>
    <message>
        <source>Reading back</source>
        <translation>Luetaan takaisin</translation>
    </message>
    <message>
        <source>Closing in on the boundary</source>
        <translation>Rajataan rajakohtaa</translation>
    </message>
    <message>
        <source>records written elsewhere (wrap-around)</source>
        <translation>muualle kirjoitettuja tietueita (kiertyminen)</translation>
    </message>
    <message>
        <source>zeros</source>
        <translation>nollia</translation>
    </message>
    <message>
        <source>not what was written</source>
        <translation>ei sitä mitä kirjoitettiin</translation>
    </message>
    <message>
        <source>damaged records</source>
        <translation>vioittuneita tietueita</translation>
    </message>
    <message>
        <source>read errors</source>
        <translation>lukuvirheitä</translation>
    </message>
    <message>
        <source>Usable size proved: %1 (%2 bytes).</source>
        <extracomment>%1 a size, e.g. &quot;62.1 GB&quot;, %2 the same in bytes</extracomment>
        <translation>Todistetusti käytettävissä: %1 (%2 tavua).</translation>
    </message>
    <message>
        <source>First bad block at byte %1; the boundary is known to within %2.</source>
        <extracomment>%1 a byte offset as a number, %2 a size, e.g. &quot;4 kB&quot;</extracomment>
        <translation>Ensimmäinen viallinen lohko tavun %1 kohdalla; raja tunnetaan %2:n tarkkuudella.</translation>
    </message>
    <message numerus="yes">
        <source>%n write request(s), %1 written, in %2 s.</source>
        <extracomment>%n write requests, %1 a size, e.g. &quot;1.1 GB&quot;, %2 seconds, e.g. &quot;12.5&quot;</extracomment>
        <translation>
            <numerusform>%n kirjoituspyyntö, %1 kirjoitettu, %2 s.</numerusform>
            <numerusform>%n kirjoituspyyntöä, %1 kirjoitettu, %2 s.</numerusform>
        </translation>
    </message>
    <message>
        <source>Genuine: every record written across all %1 bytes (%2) read back where it was written.</source>
        <extracomment>%1 the drive&apos;s size in bytes as a number, %2 the same size short, e.g. &quot;1.0 TB&quot;</extracomment>
        <translation>Aito: jokainen kaikille %1 tavulle (%2) kirjoitettu tietue luettiin takaisin sieltä, minne se kirjoitettiin.</translation>
    </message>
    <message>
        <source>Fake: only the first %1 are real; writes beyond that land at the start again (wrap-around). The drive claims %2.</source>
        <extracomment>%1 the real size, e.g. &quot;62.1 GB&quot;, %2 the size the drive claims, e.g. &quot;128.0 GB&quot;</extracomment>
        <translation>Väärennös: vain ensimmäiset %1 ovat todellisia; sen yli menevät kirjoitukset päätyvät taas alkuun (kiertyminen). Asema väittää %2.</translation>
    </message>
    <message>
        <source>Fake: writes beyond %1 are thrown away. The drive claims %2.</source>
        <extracomment>%1 where the real part ends, e.g. &quot;120.3 GB&quot;, %2 the size the drive claims</extracomment>
        <translation>Väärennös: kirjoitukset kohdan %1 jälkeen heitetään pois. Asema väittää %2.</translation>
    </message>
    <message numerus="yes">
        <source>Damaged: %n block(s) did not hold what was written, the first at %1.</source>
        <extracomment>%n how many blocks, %1 the position of the first one, e.g. &quot;3.2 GB&quot;</extracomment>
        <translation>
            <numerusform>Vioittunut: %n lohko ei sisältänyt sitä mitä kirjoitettiin, ensimmäinen kohdassa %1.</numerusform>
            <numerusform>Vioittunut: %n lohkoa ei sisältänyt sitä mitä kirjoitettiin, ensimmäinen kohdassa %1.</numerusform>
        </translation>
    </message>
    <message>
        <source>Could not decide: the test was cancelled.</source>
        <translation>Ei voitu ratkaista: testi peruttiin.</translation>
    </message>
    <message>
        <source>Could not decide: the drive did not accept a flush of its cache.</source>
        <translation>Ei voitu ratkaista: asema ei hyväksynyt välimuistinsa tyhjennystä.</translation>
    </message>
    <message>
        <source>Could not decide: the device is too small to test.</source>
        <translation>Ei voitu ratkaista: laite on liian pieni testattavaksi.</translation>
    </message>
    <message>
        <source>Could not decide: nothing that was written could be read back.</source>
        <translation>Ei voitu ratkaista: mitään kirjoitetusta ei voitu lukea takaisin.</translation>
    </message>
    <message>
        <source>The drive was reset before reading back: what its controller kept in memory was lost.</source>
        <translation>Asema nollattiin ennen takaisinlukua: mitä sen ohjain piti muistissaan, menetettiin.</translation>
    </message>
    <message>
        <source>The drive was reset before reading back but did not come back.</source>
        <translation>Asema nollattiin ennen takaisinlukua, mutta se ei palannut.</translation>
    </message>
    <message>
        <source>Not reset before reading back: this device cannot be reset.</source>
        <translation>Ei nollattu ennen takaisinlukua: tätä laitetta ei voi nollata.</translation>
    </message>
    <message>
        <source>Not reset before reading back: only a USB drive can be reset on its own.</source>
        <translation>Ei nollattu ennen takaisinlukua: vain USB-aseman voi nollata yksinään.</translation>
    </message>
    <message>
        <source>Not reset before reading back: only a run as root can reset a USB drive (sudo driveproof-cli capacity).</source>
        <translation>Ei nollattu ennen takaisinlukua: vain rootina ajettu tarkistus voi nollata USB-aseman (sudo driveproof-cli capacity).</translation>
    </message>
    <message>
        <source>Not reset before reading back: a partition was checked, and a reset would touch the whole drive.</source>
        <translation>Ei nollattu ennen takaisinlukua: tarkistettiin osio, ja nollaus koskisi koko asemaa.</translation>
    </message>
    <message>
        <source>Not reset before reading back: its USB device carries other drives too.</source>
        <translation>Ei nollattu ennen takaisinlukua: sen USB-laitteessa on muitakin asemia.</translation>
    </message>
    <message>
        <source>Not reset before reading back: the kernel refused (%1).</source>
        <extracomment>%1 the system&apos;s error message, e.g. &quot;Operation not permitted&quot;</extracomment>
        <translation>Ei nollattu ennen takaisinlukua: ydin kieltäytyi (%1).</translation>
    </message>
    <message>
        <source>Waiting for the drive&apos;s cache to write back</source>
        <translation>Odotetaan, että asema kirjoittaa välimuistinsa</translation>
    </message>
</context>
<context>
    <name>DriveProof::Cli</name>
    <message>
        <source>Logical sector size in bytes (images: 512).</source>
        <translation>Looginen sektorikoko tavuina (levykuvat: 512).</translation>
    </message>
    <message>
        <source>Physical sector size in bytes (images: 4096).</source>
        <translation>Fyysinen sektorikoko tavuina (levykuvat: 4096).</translation>
    </message>
    <message>
        <source>Optimal I/O size in bytes, 0 = not reported (images: 0).</source>
        <translation>Optimaalinen I/O-koko tavuina, 0 = ei ilmoitettu (levykuvat: 0).</translation>
    </message>
    <message>
        <source>Bytes from LBA 0 to the next physical sector boundary (images: 0).</source>
        <translation>Tavut LBA 0:sta seuraavaan fyysisen sektorin rajaan (levykuvat: 0).</translation>
    </message>
    <message>
        <source>%1 %2 is not a number of bytes. Give a whole number such as 4096.</source>
        <extracomment>%1 option name, %2 the value given</extracomment>
        <translation>%1 %2 ei ole tavumäärä. Anna kokonaisluku, kuten 4096.</translation>
    </message>
    <message>
        <source>%1 %2 is not a valid block size. Give a power of two from 512 to 1048576 bytes, e.g. 4096.</source>
        <extracomment>%1 option name, %2 the value given</extracomment>
        <translation>%1 %2 ei ole kelvollinen lohkokoko. Anna kahden potenssi väliltä 512–1048576 tavua, esim. 4096.</translation>
    </message>
    <message>
        <source>--physical-block-size %1 is smaller than --logical-block-size %2: a physical sector holds one or more logical sectors.</source>
        <extracomment>%1 physical size given, %2 logical size given</extracomment>
        <translation>--physical-block-size %1 on pienempi kuin --logical-block-size %2: fyysinen sektori sisältää yhden tai useamman loogisen sektorin.</translation>
    </message>
    <message>
        <source>--physical-block-size %1 is smaller than the %3-byte logical sectors of %2: a physical sector holds one or more logical sectors.</source>
        <extracomment>%1 physical size given, %2 device, %3 its logical sector size</extracomment>
        <translation>--physical-block-size %1 on pienempi kuin laitteen %2 loogiset %3 tavun sektorit: fyysinen sektori sisältää yhden tai useamman loogisen sektorin.</translation>
    </message>
    <message>
        <source>%1 %2 is not valid. Give 0 (not reported) or a multiple of the physical block size (%3 bytes) up to 1 GiB.</source>
        <extracomment>%1 option name, %2 the value given, %3 physical sector size</extracomment>
        <translation>%1 %2 ei kelpaa. Anna 0 (ei ilmoitettu) tai fyysisen lohkokoon (%3 tavua) monikerta enintään 1 GiB:iin asti.</translation>
    </message>
    <message>
        <source>%1 %2 is not valid. Give a multiple of the logical block size (%3 bytes) smaller than the physical block size (%4 bytes), e.g. 0.</source>
        <extracomment>%1 option name, %2 the value given, %3 logical and %4 physical sector size</extracomment>
        <translation>%1 %2 ei kelpaa. Anna loogisen lohkokoon (%3 tavua) monikerta, joka on pienempi kuin fyysinen lohkokoko (%4 tavua), esim. 0.</translation>
    </message>
    <message>
        <source>yes</source>
        <translation>kyllä</translation>
    </message>
    <message>
        <source>no</source>
        <translation>ei</translation>
    </message>
    <message numerus="yes">
        <source>%n byte(s)</source>
        <extracomment>%n bytes of the optimal I/O size
----------
a size in bytes, e.g. &quot;4096 bytes&quot;</extracomment>
        <translation>
            <numerusform>%n tavu</numerusform>
            <numerusform>%n tavua</numerusform>
        </translation>
    </message>
    <message>
        <source>not reported</source>
        <translation>ei ilmoitettu</translation>
    </message>
    <message>
        <source>%1: %2 partition table, logical sector %3 bytes, physical sector %4 bytes, optimal I/O size %5, alignment offset %6 bytes.</source>
        <extracomment>%1 device or image, %2 &quot;dos&quot;/&quot;gpt&quot;, %3 and %4 sector sizes in bytes, %5 optimal I/O size (&quot;65536 bytes&quot; or &quot;not reported&quot;), %6 alignment offset in bytes</extracomment>
        <translation>%1: %2-osiotaulu, looginen sektori %3 tavua, fyysinen sektori %4 tavua, optimaalinen I/O-koko %5, tasauspoikkeama %6 tavua.</translation>
    </message>
    <message>
        <source>unknown</source>
        <translation>tuntematon</translation>
    </message>
    <message>
        <source>The partition table of %1 has no partitions.</source>
        <extracomment>%1 device or image</extracomment>
        <translation>Kohteen %1 osiotaulussa ei ole osioita.</translation>
    </message>
    <message>
        <source>PARTITION</source>
        <translation>OSIO</translation>
    </message>
    <message>
        <source>START (sector)</source>
        <translation>ALKU (sektori)</translation>
    </message>
    <message>
        <source>START (bytes)</source>
        <translation>ALKU (tavua)</translation>
    </message>
    <message>
        <source>LOGICAL</source>
        <translation>LOOGINEN</translation>
    </message>
    <message>
        <source>PHYSICAL</source>
        <translation>FYYSINEN</translation>
    </message>
    <message>
        <source>OPTIMAL</source>
        <translation>OPTIMAALI</translation>
    </message>
    <message>
        <source>1 MiB</source>
        <translation>1 MiB</translation>
    </message>
    <message>
        <source>VERDICT</source>
        <translation>ARVIO</translation>
    </message>
    <message>
        <source>No drive or file named %1. Give a drive such as /dev/sdb (see &apos;driveproof-cli list&apos;) or the path of a disk image.</source>
        <extracomment>%1 what the user typed</extracomment>
        <translation>Asemaa tai tiedostoa nimeltä %1 ei ole. Anna asema, kuten /dev/sdb (katso &apos;driveproof-cli list&apos;), tai levykuvan polku.</translation>
    </message>
    <message>
        <source>%1 is a partition. Give the whole drive instead: &apos;driveproof-cli align %2&apos;.</source>
        <extracomment>%1 the partition given, %2 its whole drive</extracomment>
        <translation>%1 on osio. Anna sen sijaan koko asema: &apos;driveproof-cli align %2&apos;.</translation>
    </message>
    <message>
        <source>Check that every partition of a drive or a disk image starts on a boundary that suits the drive: its physical sectors, 1 MiB and its optimal I/O size.</source>
        <translation>Tarkista, että aseman tai levykuvan jokainen osio alkaa asemalle sopivalta rajalta: sen fyysisten sektorien, 1 MiB:n ja sen optimaalisen I/O-koon rajalta.</translation>
    </message>
    <message>
        <source>A drive (/dev/sdb, sdb) or a disk image file.</source>
        <translation>Asema (/dev/sdb, sdb) tai levykuvatiedosto.</translation>
    </message>
    <message>
        <source>Print JSON (keys in docs/json.md).</source>
        <translation>Tulosta JSON (avaimet: docs/json.md).</translation>
    </message>
    <message>
        <source>&apos;align&apos; needs exactly one drive or disk image, e.g. &apos;driveproof-cli align /dev/sdb&apos; or &apos;driveproof-cli align disk.img&apos;.</source>
        <translation>&apos;align&apos; tarvitsee tasan yhden aseman tai levykuvan, esim. &apos;driveproof-cli align /dev/sdb&apos; tai &apos;driveproof-cli align disk.img&apos;.</translation>
    </message>
    <message>
        <source>This test writes over the data on %1. Everything on it will be lost.
Type the device name (%2) to go on: </source>
        <extracomment>%1 device node, %2 its short name the user must type</extracomment>
        <translation>Tämä testi kirjoittaa laitteen %1 tietojen päälle. Kaikki sillä oleva menetetään.
Jatka kirjoittamalla laitteen nimi (%2): </translation>
    </message>
    <message>
        <source>There is no device %1. Run &apos;driveproof-cli list&apos; to see the drives on this machine.</source>
        <extracomment>%1 what the user typed</extracomment>
        <translation>Laitetta %1 ei ole. Suorita &apos;driveproof-cli list&apos; nähdäksesi tämän koneen asemat.</translation>
    </message>
    <message>
        <source>There is no folder or file %1. Give an existing folder (a temporary test file is made in it), a file or a block device.</source>
        <extracomment>%1 what the user typed</extracomment>
        <translation>Kansiota tai tiedostoa %1 ei ole. Anna olemassa oleva kansio (siihen luodaan väliaikainen testitiedosto), tiedosto tai lohkolaite.</translation>
    </message>
    <message>
        <source>%1 is not a folder, a regular file or a block device (it is a pipe, a socket or a character device). Give a folder, a file or a block device.</source>
        <extracomment>%1 what the user typed</extracomment>
        <translation>%1 ei ole kansio, tavallinen tiedosto eikä lohkolaite (se on putki, pistoke tai merkkilaite). Anna kansio, tiedosto tai lohkolaite.</translation>
    </message>
    <message>
        <source>%1 is a device: this test writes to it and destroys its data. Add --destructive if that is what you want, or give a folder.</source>
        <extracomment>%1 device node</extracomment>
        <translation>%1 on laite: tämä testi kirjoittaa siihen ja tuhoaa sen tiedot. Lisää --destructive, jos haluat juuri sitä, tai anna kansio.</translation>
    </message>
    <message>
        <source>%1 is in use: %2 Nothing was written.</source>
        <extracomment>%1 device node, %2 a sentence saying what uses it, e.g. &quot;/dev/loop0 backs the loop device /dev/loop1. /dev/loop1 is mounted on /mnt.&quot;</extracomment>
        <translation>%1 on käytössä: %2 Mitään ei kirjoitettu.</translation>
    </message>
    <message>
        <source>The name did not match; nothing was written.</source>
        <translation>Nimi ei täsmännyt; mitään ei kirjoitettu.</translation>
    </message>
    <message>
        <source>--output cannot write %1: %2.</source>
        <extracomment>%1 file name, %2 the system&apos;s error text</extracomment>
        <translation>--output ei voi kirjoittaa tiedostoa %1: %2.</translation>
    </message>
    <message>
        <source>Cancelled while the test file was being prepared; it was removed.</source>
        <translation>Peruttu testitiedoston valmistelun aikana; tiedosto poistettiin.</translation>
    </message>
    <message>
        <source>--cache-ab needs to know the drive under the target, and it could not be found.</source>
        <translation>--cache-ab tarvitsee tiedon kohteen alla olevasta asemasta, eikä sitä löytynyt.</translation>
    </message>
    <message>
        <source>--only %1 matches no measurement of this test. The keys are the &quot;key&quot; fields of its --json output.</source>
        <extracomment>%1 what the user gave to --only</extracomment>
        <translation>--only %1 ei vastaa mitään tämän testin mittausta. Avaimet ovat testin --json-tulosteen &quot;key&quot;-kenttiä.</translation>
    </message>
    <message>
        <source>Cannot write %1: %2.</source>
        <extracomment>%1 file name, %2 the system&apos;s error text
----------
%1 file, %2 the system&apos;s reason</extracomment>
        <translation>Kohdetta %1 ei voi kirjoittaa: %2.</translation>
    </message>
    <message>
        <source>Cancelled; the lines above finished before that.</source>
        <translation>Peruttu; yllä olevat rivit valmistuivat sitä ennen.</translation>
    </message>
    <message>
        <source>Measure a drive: commit rate (like pg_test_fsync), throughput, random I/O, sweeps, the hybrid-cache check.
FAMILY is one of: quick, commit, throughput (or seq), sustained, surface, random, sweep (with --axis), sweep-block-size, sweep-queue-depth, sweep-threads, hybrid.
TARGET is a folder (default: the current one; a temporary file is created and removed), an existing file (used in place, never grown), or a block device (read tests; writing needs --destructive).</source>
        <translation>Mittaa asema: vahvistusnopeus (kuten pg_test_fsync), siirtonopeus, satunnainen I/O, mittaussarjat ja hybridivälimuistin tarkistus.
FAMILY on jokin seuraavista: quick, commit, throughput (tai seq), sustained, surface, random, sweep (valitsimen --axis kanssa), sweep-block-size, sweep-queue-depth, sweep-threads, hybrid.
TARGET on kansio (oletus: nykyinen; väliaikainen tiedosto luodaan ja poistetaan), olemassa oleva tiedosto (käytetään sellaisenaan, ei koskaan kasvateta) tai lohkolaite (lukutestit; kirjoittaminen vaatii valitsimen --destructive).</translation>
    </message>
    <message>
        <source>The test to run.</source>
        <translation>Suoritettava testi.</translation>
    </message>
    <message>
        <source>Folder, file or device (or --target).</source>
        <translation>Kansio, tiedosto tai laite (tai --target).</translation>
    </message>
    <message>
        <source>Folder, file or device, like TARGET.</source>
        <translation>Kansio, tiedosto tai laite, kuten TARGET.</translation>
    </message>
    <message>
        <source>Test area or temporary file size, e.g. 1G, 256M (default: 1G; commit: 16M; a device: all of it for the surface scan).</source>
        <translation>Testialueen tai väliaikaisen tiedoston koko, esim. 1G, 256M (oletus: 1G; commit: 16M; laite: koko laite pintaskannauksessa).</translation>
    </message>
    <message>
        <source>Seconds per measurement (default: 5).</source>
        <translation>Sekuntia mittausta kohden (oletus: 5).</translation>
    </message>
    <message>
        <source>I/O engine: auto, io_uring or psync (default: auto).</source>
        <translation>I/O-moottori: auto, io_uring tai psync (oletus: auto).</translation>
    </message>
    <message>
        <source>Block size for random, sweeps and sustained, e.g. 4k.</source>
        <translation>Lohkokoko testeille random, mittaussarjat ja sustained, esim. 4k.</translation>
    </message>
    <message>
        <source>I/Os in flight per thread (sweeps, sustained).</source>
        <translation>Kesken olevat I/O-pyynnöt säiettä kohden (mittaussarjat, sustained).</translation>
    </message>
    <message>
        <source>Threads (sweeps).</source>
        <translation>Säikeet (mittaussarjat).</translation>
    </message>
    <message>
        <source>Sweeps: 100 reads only (default), 0 writes only, or a mix.</source>
        <translation>Mittaussarjat: 100 vain lukuja (oletus), 0 vain kirjoituksia, tai sekoitus.</translation>
    </message>
    <message>
        <source>Quick, throughput, random: reads only.</source>
        <translation>Quick, throughput, random: vain lukuja.</translation>
    </message>
    <message>
        <source>Quick, throughput, random: writes only.</source>
        <translation>Quick, throughput, random: vain kirjoituksia.</translation>
    </message>
    <message>
        <source>Quick, throughput, random: a mix with this percentage of reads, e.g. 70.</source>
        <translation>Quick, throughput, random: sekoitus, jossa on tämä prosenttiosuus lukuja, esim. 70.</translation>
    </message>
    <message>
        <source>One CrystalDiskMark preset: SEQ1M-Q8T1, SEQ1M-Q1T1, RND4K-Q32T1, RND4K-Q1T1 (or any RND|SEQ&lt;size&gt;-Q&lt;depth&gt;T&lt;threads&gt;).</source>
        <translation>Yksi CrystalDiskMark-esiasetus: SEQ1M-Q8T1, SEQ1M-Q1T1, RND4K-Q32T1, RND4K-Q1T1 (tai mikä tahansa RND|SEQ&lt;size&gt;-Q&lt;depth&gt;T&lt;threads&gt;).</translation>
    </message>
    <message>
        <source>sweep: block-size (default), queue-depth or threads.</source>
        <translation>sweep: block-size (oletus), queue-depth tai threads.</translation>
    </message>
    <message>
        <source>Hybrid check: seconds the drive stays idle between the passes (default: 300).</source>
        <translation>Hybriditarkistus: sekuntia, jotka asema on joutilaana kierrosten välillä (oletus: 300).</translation>
    </message>
    <message>
        <source>Commit: measure again with the drive&apos;s write cache off, then switch it back on.</source>
        <translation>Commit: mittaa uudelleen aseman kirjoitusvälimuisti pois päältä ja kytke se sitten takaisin päälle.</translation>
    </message>
    <message>
        <source>Allow a write test on a raw device: everything on it is lost.</source>
        <translation>Salli kirjoitustesti raakalaitteelle: kaikki sillä oleva menetetään.</translation>
    </message>
    <message>
        <source>Go through the page cache (no O_DIRECT).</source>
        <translation>Käytä sivuvälimuistia (ei O_DIRECT).</translation>
    </message>
    <message>
        <source>Print the result as JSON (docs/json.md).</source>
        <translation>Tulosta tulos JSON-muodossa (docs/json.md).</translation>
    </message>
    <message>
        <source>Also write the JSON result to FILE.</source>
        <translation>Kirjoita JSON-tulos myös tiedostoon FILE.</translation>
    </message>
    <message>
        <source>Run only the measurements with these keys, separated by commas (e.g. rnd4kq32t1.read, commit.s1.fdatasync).</source>
        <translation>Suorita vain mittaukset, joilla on nämä avaimet, pilkuilla eroteltuina (esim. rnd4kq32t1.read, commit.s1.fdatasync).</translation>
    </message>
    <message>
        <source>Do not keep the result in the drive&apos;s history.</source>
        <translation>Älä tallenna tulosta aseman historiaan.</translation>
    </message>
    <message>
        <source>&apos;bench&apos; needs a FAMILY and at most one TARGET, e.g. &apos;driveproof-cli bench quick ~/&apos;.</source>
        <translation>&apos;bench&apos; tarvitsee FAMILY-arvon ja enintään yhden TARGET-kohteen, esim. &apos;driveproof-cli bench quick ~/&apos;.</translation>
    </message>
    <message>
        <source>--axis goes with &apos;sweep&apos; and takes block-size, queue-depth or threads, not &apos;%1&apos;.</source>
        <extracomment>%1 what the user typed</extracomment>
        <translation>--axis kuuluu yhteen komennon &apos;sweep&apos; kanssa ja ottaa arvon block-size, queue-depth tai threads, ei &apos;%1&apos;.</translation>
    </message>
    <message>
        <source>unknown test &apos;%1&apos;. Try &apos;driveproof-cli bench --help&apos;.</source>
        <extracomment>%1 what the user typed</extracomment>
        <translation>tuntematon testi &apos;%1&apos;. Kokeile &apos;driveproof-cli bench --help&apos;.</translation>
    </message>
    <message>
        <source>--size takes a size of at least 4K, such as 1G or 256M, not &apos;%1&apos;.</source>
        <extracomment>%1 what the user typed</extracomment>
        <translation>--size ottaa vähintään 4K:n koon, kuten 1G tai 256M, ei &apos;%1&apos;.</translation>
    </message>
    <message>
        <source>--duration takes seconds, e.g. 5, not &apos;%1&apos;.</source>
        <extracomment>%1 what the user typed</extracomment>
        <translation>--duration ottaa sekunteja, esim. 5, ei &apos;%1&apos;.</translation>
    </message>
    <message>
        <source>--backend takes auto, io_uring or psync, not &apos;%1&apos;.</source>
        <extracomment>%1 what the user typed</extracomment>
        <translation>--backend ottaa arvon auto, io_uring tai psync, ei &apos;%1&apos;.</translation>
    </message>
    <message>
        <source>--block-size takes a multiple of 512 bytes up to 64M, not &apos;%1&apos;.</source>
        <extracomment>%1 what the user typed</extracomment>
        <translation>--block-size ottaa 512 tavun monikerran enintään 64M:iin asti, ei &apos;%1&apos;.</translation>
    </message>
    <message>
        <source>--%1 takes a whole number up to %2, not &apos;%3&apos;.</source>
        <extracomment>%1 the option, %2 the largest value, %3 what the user typed</extracomment>
        <translation>--%1 ottaa kokonaisluvun enintään %2, ei &apos;%3&apos;.</translation>
    </message>
    <message>
        <source>--idle takes seconds, not &apos;%1&apos;.</source>
        <extracomment>%1 what the user typed</extracomment>
        <translation>--idle ottaa sekunteja, ei &apos;%1&apos;.</translation>
    </message>
    <message>
        <source>Give one of --read, --write and --mix.</source>
        <translation>Anna yksi valitsimista --read, --write ja --mix.</translation>
    </message>
    <message>
        <source>--mix takes the percentage of reads, 0 to 100, not &apos;%1&apos;.</source>
        <extracomment>%1 what the user typed</extracomment>
        <translation>--mix ottaa lukujen prosenttiosuuden väliltä 0–100, ei &apos;%1&apos;.</translation>
    </message>
    <message>
        <source>--preset takes a name such as RND4K-Q32T1 or SEQ1M-Q8T1, not &apos;%1&apos;.</source>
        <extracomment>%1 what the user typed</extracomment>
        <translation>--preset ottaa nimen, kuten RND4K-Q32T1 tai SEQ1M-Q8T1, ei &apos;%1&apos;.</translation>
    </message>
    <message>
        <source>--preset goes with quick, random or seq.</source>
        <translation>--preset kuuluu yhteen testien quick, random tai seq kanssa.</translation>
    </message>
    <message>
        <source>--cache-ab goes with the commit test.</source>
        <translation>--cache-ab kuuluu yhteen commit-testin kanssa.</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <extracomment>flushes per commit on one device: %1 device, %2 flushes per commit</extracomment>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>Commit method</source>
        <translation>Vahvistustapa</translation>
    </message>
    <message>
        <source>Commits/s</source>
        <translation>Vahvistusta/s</translation>
    </message>
    <message>
        <source>Mean µs</source>
        <translation>Keskiarvo µs</translation>
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
        <translation>Tyhjennystä/vahvistus</translation>
    </message>
    <message>
        <source>Test</source>
        <translation>Testi</translation>
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
        <translation>hyvä</translation>
    </message>
    <message>
        <source>caution</source>
        <translation>varoitus</translation>
    </message>
    <message>
        <source>danger</source>
        <translation>vaara</translation>
    </message>
    <message>
        <source>note</source>
        <translation>huom.</translation>
    </message>
    <message>
        <source>[%1%] %2: %3, %4, %5 left</source>
        <extracomment>live progress: %1 percent done, %2 the step, %3 rate, %4 IOPS, %5 time left (m:ss)</extracomment>
        <translation>[%1%] %2: %3, %4, %5 jäljellä</translation>
    </message>
    <message>
        <source>[%1%] %2</source>
        <extracomment>live progress without numbers: %1 percent done, %2 the step</extracomment>
        <translation>[%1%] %2</translation>
    </message>
    <message>
        <source>%1 on %2</source>
        <extracomment>%1 the test&apos;s title, %2 where it ran</extracomment>
        <translation>%1 kohteessa %2</translation>
    </message>
    <message>
        <source>- %1: %2</source>
        <extracomment>a verdict as a list item: %1 good/caution/danger/note, %2 the verdict</extracomment>
        <translation>- %1: %2</translation>
    </message>
    <message>
        <source>on</source>
        <extracomment>the drive&apos;s write cache</extracomment>
        <translation>päällä</translation>
    </message>
    <message>
        <source>off</source>
        <translation>pois</translation>
    </message>
    <message>
        <source>yes, through udisks2 (re-applied at every boot)</source>
        <translation>kyllä, udisks2:n kautta (otetaan uudelleen käyttöön joka käynnistyksessä)</translation>
    </message>
    <message>
        <source>yes, saved in the drive</source>
        <translation>kyllä, tallennettu asemaan</translation>
    </message>
    <message>
        <source>no: a change lasts until the next power cycle</source>
        <translation>ei: muutos on voimassa seuraavaan virrankatkaisuun asti</translation>
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
        <translation>ei mitään (ei ota vastaan asemakomentoja)</translation>
    </message>
    <message>
        <source>Device</source>
        <translation>Laite</translation>
    </message>
    <message>
        <source>Protocol</source>
        <translation>Protokolla</translation>
    </message>
    <message>
        <source>Drive has a write cache</source>
        <translation>Asemalla on kirjoitusvälimuisti</translation>
    </message>
    <message>
        <source>Drive&apos;s cache now</source>
        <translation>Aseman välimuisti nyt</translation>
    </message>
    <message>
        <source>Saved setting</source>
        <translation>Tallennettu asetus</translation>
    </message>
    <message>
        <source>none</source>
        <translation>ei mitään</translation>
    </message>
    <message>
        <source>Can be changed</source>
        <translation>Voidaan muuttaa</translation>
    </message>
    <message>
        <source>Keeps after reboot</source>
        <translation>Säilyy uudelleenkäynnistyksen yli</translation>
    </message>
    <message>
        <source>Kernel&apos;s view</source>
        <translation>Ytimen näkemys</translation>
    </message>
    <message>
        <source>Kernel uses FUA</source>
        <translation>Ydin käyttää FUA:ta</translation>
    </message>
    <message>
        <source>Sources</source>
        <translation>Lähteet</translation>
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
        <translation>huono</translation>
    </message>
    <message>
        <source>Overall</source>
        <translation>Kokonaisuus</translation>
    </message>
    <message>
        <source>Temperature</source>
        <extracomment>temperature in degrees Celsius</extracomment>
        <translation>Lämpötila</translation>
    </message>
    <message>
        <source>%1 °C</source>
        <translation>%1 °C</translation>
    </message>
    <message>
        <source>Power-on hours</source>
        <translation>Käyttötunnit</translation>
    </message>
    <message>
        <source>Power cycles</source>
        <translation>Virrankatkaisut</translation>
    </message>
    <message>
        <source>Unsafe shutdowns</source>
        <translation>Hallitsemattomat sammutukset</translation>
    </message>
    <message>
        <source>Bad sectors</source>
        <translation>Vialliset sektorit</translation>
    </message>
    <message>
        <source>Media errors</source>
        <translation>Tallennusvälinevirheet</translation>
    </message>
    <message>
        <source>Wear</source>
        <extracomment>wear of an SSD, in percent of its rated life</extracomment>
        <translation>Kuluminen</translation>
    </message>
    <message>
        <source>%1 %</source>
        <translation>%1 %</translation>
    </message>
    <message>
        <source>Available spare</source>
        <translation>Käytettävissä oleva vara</translation>
    </message>
    <message>
        <source>Source</source>
        <translation>Lähde</translation>
    </message>
    <message>
        <source>%1 is a partition; the write cache and health belong to the whole drive. Give %2 instead.</source>
        <extracomment>%1 partition the user gave, %2 its whole drive</extracomment>
        <translation>%1 on osio; kirjoitusvälimuisti ja kunto kuuluvat koko asemalle. Anna sen sijaan %2.</translation>
    </message>
    <message>
        <source>Show the drive&apos;s volatile write cache next to the kernel&apos;s view, or switch it.</source>
        <translation>Näytä aseman haihtuva kirjoitusvälimuisti ytimen näkemyksen rinnalla tai kytke se.</translation>
    </message>
    <message>
        <source>A drive, e.g. /dev/sda.</source>
        <translation>Asema, esim. /dev/sda.</translation>
    </message>
    <message>
        <source>Switch the drive&apos;s cache on or off.</source>
        <translation>Kytke aseman välimuisti päälle tai pois.</translation>
    </message>
    <message>
        <source>Keep the setting after a power cycle, where the drive or udisks2 can keep it honestly.</source>
        <translation>Säilytä asetus virrankatkaisun yli, kun asema tai udisks2 pystyy säilyttämään sen luotettavasti.</translation>
    </message>
    <message>
        <source>&apos;cache&apos; needs exactly one DEVICE, e.g. &apos;driveproof-cli cache /dev/sda&apos;.</source>
        <translation>&apos;cache&apos; tarvitsee tasan yhden DEVICE-arvon, esim. &apos;driveproof-cli cache /dev/sda&apos;.</translation>
    </message>
    <message>
        <source>--set takes &apos;on&apos; or &apos;off&apos;, not &apos;%1&apos;.</source>
        <extracomment>%1 the value the user gave</extracomment>
        <translation>--set ottaa arvon &apos;on&apos; tai &apos;off&apos;, ei &apos;%1&apos;.</translation>
    </message>
    <message>
        <source>--persist goes with --set on|off.</source>
        <translation>--persist kuuluu yhteen valitsimen --set on|off kanssa.</translation>
    </message>
    <message>
        <source>Show the drive&apos;s health: overall verdict, temperature, hours, power cycles, unsafe shutdowns.</source>
        <translation>Näytä aseman kunto: kokonaisarvio, lämpötila, tunnit, virrankatkaisut, hallitsemattomat sammutukset.</translation>
    </message>
    <message>
        <source>&apos;health&apos; needs exactly one DEVICE, e.g. &apos;driveproof-cli health /dev/sda&apos;.</source>
        <translation>&apos;health&apos; tarvitsee tasan yhden DEVICE-arvon, esim. &apos;driveproof-cli health /dev/sda&apos;.</translation>
    </message>
    <message>
        <source>--language needs a language, one of: %1.</source>
        <extracomment>%1 the language codes DriveProof has, e.g. &quot;de, en, es&quot;</extracomment>
        <translation>--language tarvitsee kielen, jonkin seuraavista: %1.</translation>
    </message>
    <message>
        <source>unknown language &apos;%1&apos;. Choose one of: %2.</source>
        <extracomment>%1 what was given after --language, %2 the language codes DriveProof has, e.g. &quot;de, en, es&quot;</extracomment>
        <translation>tuntematon kieli &apos;%1&apos;. Valitse jokin seuraavista: %2.</translation>
    </message>
    <message>
        <source>Show help for this command.</source>
        <translation>Näytä tämän komennon ohje.</translation>
    </message>
    <message>
        <source>%1. Try &apos;driveproof-cli %2 --help&apos;.</source>
        <extracomment>%1 the parser&apos;s error, %2 the subcommand</extracomment>
        <translation>%1. Kokeile &apos;driveproof-cli %2 --help&apos;.</translation>
    </message>
    <message>
        <source>%1 (%2 bytes)</source>
        <extracomment>%1 size with unit, e.g. &quot;500.1 GB&quot;; %2 exact byte count</extracomment>
        <translation>%1 (%2 tavua)</translation>
    </message>
    <message>
        <source>Write every drive&apos;s findings for Prometheus and other OpenMetrics readers: identity, health, write-cache views, alignment and the latest test results (docs/fleet.md).</source>
        <translation>Kirjoita jokaisen aseman tiedot Prometheukselle ja muille OpenMetrics-lukijoille: tunnisteet, kunto, kirjoitusvälimuistinäkymät, tasaus ja viimeisimmät testitulokset (docs/fleet.md).</translation>
    </message>
    <message>
        <source>OpenMetrics text, also readable by node_exporter&apos;s textfile collector.</source>
        <translation>OpenMetrics-tekstiä, jota myös node_exporterin textfile-kerääjä osaa lukea.</translation>
    </message>
    <message>
        <source>Write to FILE, replacing it atomically, instead of standard output.</source>
        <translation>Kirjoita vakiotulosteen sijaan tiedostoon FILE, joka korvataan atomisesti.</translation>
    </message>
    <message>
        <source>FILE</source>
        <translation>FILE</translation>
    </message>
    <message>
        <source>Export only this drive (a loop device too); may be given more than once.</source>
        <translation>Vie vain tämä asema (myös loop-laite); voidaan antaa useammin kuin kerran.</translation>
    </message>
    <message>
        <source>DEVICE</source>
        <translation>DEVICE</translation>
    </message>
    <message>
        <source>Export loop devices too (left out by default).</source>
        <translation>Vie myös loop-laitteet (jätetään oletuksena pois).</translation>
    </message>
    <message>
        <source>Read test results from this DriveProof data folder (holding history/ and powerloss/) instead of yours; may be given more than once.</source>
        <translation>Lue testitulokset tästä DriveProofin datakansiosta (jossa on history/ ja powerloss/) omasi sijaan; voidaan antaa useammin kuin kerran.</translation>
    </message>
    <message>
        <source>FOLDER</source>
        <translation>FOLDER</translation>
    </message>
    <message>
        <source>Read the test results of every user of this machine (needs root).</source>
        <translation>Lue tämän koneen kaikkien käyttäjien testitulokset (vaatii root-oikeudet).</translation>
    </message>
    <message>
        <source>&apos;export&apos; takes no arguments. Use --device DEVICE for one drive.</source>
        <translation>&apos;export&apos; ei ota argumentteja. Käytä valitsinta --device DEVICE yhdelle asemalle.</translation>
    </message>
    <message>
        <source>Choose a format: &apos;driveproof-cli export --openmetrics&apos;.</source>
        <translation>Valitse muoto: &apos;driveproof-cli export --openmetrics&apos;.</translation>
    </message>
    <message>
        <source>raw, 512 bytes</source>
        <translation>raaka, 512 tavua</translation>
    </message>
    <message>
        <source>hex words (hdparm --Istdout)</source>
        <translation>heksadesimaalisanat (hdparm --Istdout)</translation>
    </message>
    <message>
        <source>%1 (48-bit addressing)</source>
        <extracomment>%1 number of sectors</extracomment>
        <translation>%1 (48-bittinen osoitus)</translation>
    </message>
    <message>
        <source>%1 (28-bit addressing)</source>
        <translation>%1 (28-bittinen osoitus)</translation>
    </message>
    <message>
        <source>%1 (not reported; assumed)</source>
        <extracomment>%1 a size in bytes; the drive predates sector size reporting (IDENTIFY word 106)</extracomment>
        <translation>%1 (ei ilmoitettu; oletettu)</translation>
    </message>
    <message>
        <source>non-rotating (solid state)</source>
        <translation>ei pyörivä (puolijohde)</translation>
    </message>
    <message>
        <source>%L1 rpm</source>
        <extracomment>%L1 revolutions per minute</extracomment>
        <translation>%L1 rpm</translation>
    </message>
    <message>
        <source>yes, queue depth %1</source>
        <extracomment>%1 the number of commands the drive can queue</extracomment>
        <translation>kyllä, jonosyvyys %1</translation>
    </message>
    <message>
        <source>IDENTIFY dump</source>
        <translation>IDENTIFY-vedos</translation>
    </message>
    <message>
        <source>Format</source>
        <translation>Muoto</translation>
    </message>
    <message>
        <source>Model</source>
        <translation>Malli</translation>
    </message>
    <message>
        <source>Serial number</source>
        <translation>Sarjanumero</translation>
    </message>
    <message>
        <source>Firmware</source>
        <translation>Laiteohjelmisto</translation>
    </message>
    <message>
        <source>Capacity</source>
        <translation>Kapasiteetti</translation>
    </message>
    <message>
        <source>Sectors</source>
        <translation>Sektorit</translation>
    </message>
    <message>
        <source>Logical sector</source>
        <translation>Looginen sektori</translation>
    </message>
    <message>
        <source>Physical sector</source>
        <translation>Fyysinen sektori</translation>
    </message>
    <message>
        <source>Alignment offset</source>
        <extracomment>where logical sector 0 starts inside its physical sector</extracomment>
        <translation>Tasauspoikkeama</translation>
    </message>
    <message>
        <source>Rotation rate</source>
        <translation>Pyörimisnopeus</translation>
    </message>
    <message>
        <source>Write cache supported</source>
        <translation>Kirjoitusvälimuistin tuki</translation>
    </message>
    <message>
        <source>Write cache enabled</source>
        <translation>Kirjoitusvälimuisti käytössä</translation>
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
        <translation>Tarkistussumma</translation>
    </message>
    <message>
        <source>correct</source>
        <translation>oikein</translation>
    </message>
    <message>
        <source>not present</source>
        <translation>puuttuu</translation>
    </message>
    <message>
        <source>Note</source>
        <translation>Huomautus</translation>
    </message>
    <message>
        <source>the drive marked this data as incomplete</source>
        <translation>asema merkitsi tämän datan keskeneräiseksi</translation>
    </message>
    <message>
        <source>Backing file</source>
        <translation>Taustatiedosto</translation>
    </message>
    <message>
        <source>Vendor</source>
        <translation>Valmistaja</translation>
    </message>
    <message>
        <source>WWN</source>
        <translation>WWN</translation>
    </message>
    <message>
        <source>Transport</source>
        <translation>Liitäntä</translation>
    </message>
    <message>
        <source>Size</source>
        <translation>Koko</translation>
    </message>
    <message>
        <source>Minimum I/O</source>
        <translation>Pienin I/O</translation>
    </message>
    <message>
        <source>Optimal I/O</source>
        <translation>Optimaalinen I/O</translation>
    </message>
    <message>
        <source>Media</source>
        <translation>Tallennusväline</translation>
    </message>
    <message>
        <source>Removable</source>
        <translation>Irrotettava</translation>
    </message>
    <message>
        <source>Read-only</source>
        <translation>Vain luku</translation>
    </message>
    <message>
        <source>Write cache (kernel view)</source>
        <translation>Kirjoitusvälimuisti (ytimen näkemys)</translation>
    </message>
    <message>
        <source>FUA</source>
        <translation>FUA</translation>
    </message>
    <message>
        <source>Mounted on</source>
        <translation>Liitospiste</translation>
    </message>
    <message>
        <source>not mounted</source>
        <translation>ei liitetty</translation>
    </message>
    <message>
        <source>Held by</source>
        <translation>Varaaja</translation>
    </message>
    <message>
        <source>nothing</source>
        <translation>ei mikään</translation>
    </message>
    <message>
        <source>SIZE</source>
        <translation>KOKO</translation>
    </message>
    <message>
        <source>MOUNTED ON</source>
        <translation>LIITOSPISTE</translation>
    </message>
    <message>
        <source>Not known:</source>
        <translation>Ei tiedossa:</translation>
    </message>
    <message>
        <source>  %1: %2</source>
        <extracomment>%1 what is missing, %2 why</extracomment>
        <translation>  %1: %2</translation>
    </message>
    <message>
        <source>Show everything known about one drive.</source>
        <translation>Näytä kaikki yhdestä asemasta tiedossa oleva.</translation>
    </message>
    <message>
        <source>A drive, e.g. /dev/sda or sda.</source>
        <translation>Asema, esim. /dev/sda tai sda.</translation>
    </message>
    <message>
        <source>Decode a saved ATA IDENTIFY dump instead of a drive: 512 raw bytes, or the hex words that &apos;hdparm --Istdout&apos; prints.</source>
        <translation>Tulkitse aseman sijaan tallennettu ATA IDENTIFY -vedos: 512 raakatavua tai heksadesimaalisanat, jotka &apos;hdparm --Istdout&apos; tulostaa.</translation>
    </message>
    <message>
        <source>&apos;info --identify-file FILE&apos; takes no DEVICE: it decodes the file alone.</source>
        <translation>&apos;info --identify-file FILE&apos; ei ota DEVICE-arvoa: se tulkitsee pelkän tiedoston.</translation>
    </message>
    <message>
        <source>&apos;info&apos; needs exactly one DEVICE, e.g. &apos;driveproof-cli info /dev/sda&apos;.</source>
        <translation>&apos;info&apos; tarvitsee tasan yhden DEVICE-arvon, esim. &apos;driveproof-cli info /dev/sda&apos;.</translation>
    </message>
    <message>
        <source>file</source>
        <translation>tiedosto</translation>
    </message>
    <message>
        <source>solid state</source>
        <translation>puolijohde</translation>
    </message>
    <message>
        <source>%1 rpm</source>
        <translation>%1 rpm</translation>
    </message>
    <message>
        <source>rotational</source>
        <translation>pyörivä</translation>
    </message>
    <message>
        <source>List the drives on this machine: identity, size, sector sizes, media, the kernel&apos;s write-cache view and mount points.</source>
        <translation>Luettele tämän koneen asemat: tunnisteet, koko, sektorikoot, tallennusväline, ytimen näkemys kirjoitusvälimuistista ja liitospisteet.</translation>
    </message>
    <message>
        <source>&apos;list&apos; takes no arguments. Use &apos;driveproof-cli info DEVICE&apos; for one drive.</source>
        <translation>&apos;list&apos; ei ota argumentteja. Käytä komentoa &apos;driveproof-cli info DEVICE&apos; yhdelle asemalle.</translation>
    </message>
    <message>
        <source>No drives found. In a container, /sys/block may show none; on a desktop, check that the drive is connected.</source>
        <translation>Asemia ei löytynyt. Säilössä /sys/block voi olla tyhjä; työpöytäkoneessa tarkista, että asema on kytketty.</translation>
    </message>
    <message>
        <source>TRANSPORT</source>
        <translation>LIITÄNTÄ</translation>
    </message>
    <message>
        <source>MODEL</source>
        <translation>MALLI</translation>
    </message>
    <message>
        <source>SECTORS L/P</source>
        <translation>SEKTORIT L/F</translation>
    </message>
    <message>
        <source>MEDIA</source>
        <translation>VÄLINE</translation>
    </message>
    <message>
        <source>WRITE CACHE</source>
        <translation>KIRJ.VÄLIMUISTI</translation>
    </message>
    <message>
        <source>%1/%2</source>
        <extracomment>logical / physical sector size in bytes</extracomment>
        <translation>%1/%2</translation>
    </message>
    <message>
        <source>partition</source>
        <translation>osio</translation>
    </message>
    <message>
        <source>unknown command &apos;%1&apos;. Try &apos;driveproof-cli --help&apos;.</source>
        <translation>tuntematon komento &apos;%1&apos;. Kokeile &apos;driveproof-cli --help&apos;.</translation>
    </message>
    <message>
        <source>The power-loss test: does the drive keep what it acknowledged when the power goes?
  prepare   check the drive and the machine, create the test area
  run       write and report every commit to the witness; pull the plug when told
  verify    after the restart: read the area, fetch the witness&apos;s record, judge
  practice  the whole procedure on a simulated drive on this machine</source>
        <translation>Sähkökatkotesti: säilyttääkö asema kuittaamansa kirjoitukset, kun virta katkeaa?
  prepare   tarkista asema ja kone, luo testialue
  run       kirjoita ja ilmoita jokainen vahvistus todistajalle; irrota virtajohto, kun pyydetään
  verify    uudelleenkäynnistyksen jälkeen: lue alue, hae todistajan kirjanpito, arvioi
  practice  koko toimenpide simuloidulla asemalla tällä koneella</translation>
    </message>
    <message>
        <source>prepare, run, verify or practice.</source>
        <translation>prepare, run, verify tai practice.</translation>
    </message>
    <message>
        <source>The test area: a file (created if missing) or a block device (with --destructive).</source>
        <translation>Testialue: tiedosto (luodaan, jos puuttuu) tai lohkolaite (valitsimella --destructive).</translation>
    </message>
    <message>
        <source>The witness&apos;s address, as it shows it.</source>
        <translation>Todistajan osoite sellaisena kuin todistaja sen näyttää.</translation>
    </message>
    <message>
        <source>Size of the test area, e.g. 1G (default: 1G; practice: 16M).</source>
        <translation>Testialueen koko, esim. 1G (oletus: 1G; practice: 16M).</translation>
    </message>
    <message>
        <source>Commit method: fdatasync (default), fsync, open_datasync or open_sync.</source>
        <translation>Vahvistustapa: fdatasync (oletus), fsync, open_datasync tai open_sync.</translation>
    </message>
    <message>
        <source>Writes per commit (group commit); default 1.</source>
        <translation>Kirjoituksia vahvistusta kohden (ryhmävahvistus); oletus 1.</translation>
    </message>
    <message>
        <source>verify: the run to verify (its id or the start of it), instead of the one pending for --target.</source>
        <translation>verify: tarkistettava ajo (sen tunniste tai tunnisteen alku) valitsimen --target odottavan ajon sijaan.</translation>
    </message>
    <message>
        <source>Allow a raw device as the target: everything on it is lost.</source>
        <translation>Salli raakalaite kohteena: kaikki sillä oleva menetetään.</translation>
    </message>
    <message>
        <source>practice: honest (default) or lying.</source>
        <translation>practice: honest (oletus) tai lying.</translation>
    </message>
    <message>
        <source>practice: seconds of writing before the simulated cut (default: 3).</source>
        <translation>practice: kirjoitussekunnit ennen simuloitua katkoa (oletus: 3).</translation>
    </message>
    <message>
        <source>Print the result as JSON.</source>
        <translation>Tulosta tulos JSON-muodossa.</translation>
    </message>
    <message>
        <source>powerloss takes prepare, run, verify or practice, not &apos;%1&apos;.</source>
        <extracomment>%1 what the user typed</extracomment>
        <translation>powerloss ottaa arvon prepare, run, verify tai practice, ei &apos;%1&apos;.</translation>
    </message>
    <message>
        <source>--size takes a size of at least 1M, such as 1G or 256M, not &apos;%1&apos;.</source>
        <extracomment>%1 what the user typed</extracomment>
        <translation>--size ottaa vähintään 1M:n koon, kuten 1G tai 256M, ei &apos;%1&apos;.</translation>
    </message>
    <message>
        <source>--method takes fdatasync, fsync, open_datasync or open_sync, not &apos;%1&apos;.</source>
        <extracomment>%1 what the user typed</extracomment>
        <translation>--method ottaa arvon fdatasync, fsync, open_datasync tai open_sync, ei &apos;%1&apos;.</translation>
    </message>
    <message>
        <source>--writes-per-commit takes a number from 1 to 1024, not &apos;%1&apos;.</source>
        <extracomment>%1 what the user typed</extracomment>
        <translation>--writes-per-commit ottaa luvun väliltä 1–1024, ei &apos;%1&apos;.</translation>
    </message>
    <message>
        <source>--witness takes HOST:PORT such as 192.168.1.20:7070, not &apos;%1&apos;.</source>
        <extracomment>%1 what the user typed</extracomment>
        <translation>--witness ottaa muodon HOST:PORT, kuten 192.168.1.20:7070, ei &apos;%1&apos;.</translation>
    </message>
    <message>
        <source>--mode takes honest or lying, not &apos;%1&apos;.</source>
        <extracomment>%1 what the user typed</extracomment>
        <translation>--mode ottaa arvon honest tai lying, ei &apos;%1&apos;.</translation>
    </message>
    <message>
        <source>--seconds takes a number from 0 to 3600, not &apos;%1&apos;.</source>
        <extracomment>%1 what the user typed</extracomment>
        <translation>--seconds ottaa luvun väliltä 0–3600, ei &apos;%1&apos;.</translation>
    </message>
    <message>
        <source>--run-id takes a run id in hexadecimal (or its start), such as 3f9a, not &apos;%1&apos;.</source>
        <extracomment>%1 what the user typed</extracomment>
        <translation>--run-id ottaa ajon tunnisteen heksadesimaalina (tai sen alun), kuten 3f9a, ei &apos;%1&apos;.</translation>
    </message>
    <message>
        <source>Give the test area with --target PATH.</source>
        <translation>Anna testialue valitsimella --target PATH.</translation>
    </message>
    <message>
        <source>--target takes a file (created if missing) or a block device, not the folder %1. Name a file in it, e.g. %1/powerloss.img.</source>
        <extracomment>%1 what the user typed</extracomment>
        <translation>--target ottaa tiedoston (luodaan, jos puuttuu) tai lohkolaitteen, ei kansiota %1. Nimeä siinä oleva tiedosto, esim. %1/powerloss.img.</translation>
    </message>
    <message>
        <source>--target takes a file (created if missing) or a block device; %1 is a pipe, a socket or a character device.</source>
        <extracomment>%1 what the user typed</extracomment>
        <translation>--target ottaa tiedoston (luodaan, jos puuttuu) tai lohkolaitteen; %1 on putki, pistoke tai merkkilaite.</translation>
    </message>
    <message>
        <source>--target names a file in a folder that does not exist: %1.</source>
        <extracomment>%1 what the user typed</extracomment>
        <translation>--target nimeää tiedoston kansiossa, jota ei ole olemassa: %1.</translation>
    </message>
    <message>
        <source>%1 is a device: the test writes over all of its data. Add --destructive if that is what you want, or name a file.</source>
        <extracomment>%1 device node</extracomment>
        <translation>%1 on laite: testi kirjoittaa sen kaikkien tietojen päälle. Lisää --destructive, jos haluat juuri sitä, tai nimeä tiedosto.</translation>
    </message>
    <message>
        <source>preparing the test area: %1%</source>
        <extracomment>%1 percent of the test area written with known data</extracomment>
        <translation>valmistellaan testialuetta: %1%</translation>
    </message>
    <message>
        <source>%1: %2 commits/s, witness holds #%3, %4 in flight, link %5</source>
        <extracomment>live power-loss run: %1 phase, %2 commits per second, %3 the witness&apos;s durable sequence number, %4 writes in flight, %5 link state</extracomment>
        <translation>%1: %2 vahvistusta/s, todistajalla #%3, %4 kesken, yhteys %5</translation>
    </message>
    <message>
        <source>*** Pull the plug now ***</source>
        <translation>*** Irrota virtajohto nyt ***</translation>
    </message>
    <message>
        <source>Cut the power at the wall (not the power button). After the restart, run &apos;driveproof-cli powerloss verify&apos; with the same target.</source>
        <translation>Katkaise virta pistorasiasta (ei virtapainikkeesta). Suorita uudelleenkäynnistyksen jälkeen &apos;driveproof-cli powerloss verify&apos; samalla kohteella.</translation>
    </message>
    <message>
        <source>Verdict: %1</source>
        <extracomment>%1 PASS, FAIL or INCONCLUSIVE</extracomment>
        <translation>Arvio: %1</translation>
    </message>
    <message>
        <source>Validity checks:</source>
        <translation>Kelpoisuustarkistukset:</translation>
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
        <translation>EI OK</translation>
    </message>
    <message>
        <source>Acknowledged writes: %1; blocks checked: %2</source>
        <extracomment>%1 number of acknowledged writes, %2 number of blocks read</extracomment>
        <translation>Kuitattuja kirjoituksia: %1; tarkistettuja lohkoja: %2</translation>
    </message>
    <message>
        <source>Note: %1</source>
        <extracomment>a fact to know before the test: %1 its text</extracomment>
        <translation>Huomautus: %1</translation>
    </message>
    <message>
        <source>Warning: %1</source>
        <extracomment>a warning: %1 its text</extracomment>
        <translation>Varoitus: %1</translation>
    </message>
    <message>
        <source>Test area: %1, %2</source>
        <extracomment>%1 file or device, %2 its size</extracomment>
        <translation>Testialue: %1, %2</translation>
    </message>
    <message>
        <source>Drive: %1, serial %2, firmware %3</source>
        <extracomment>%1 model, %2 serial number, %3 firmware</extracomment>
        <translation>Asema: %1, sarjanumero %2, laiteohjelmisto %3</translation>
    </message>
    <message>
        <source>Write cache: %1</source>
        <extracomment>%1 on, off or unknown</extracomment>
        <translation>Kirjoitusvälimuisti: %1</translation>
    </message>
    <message>
        <source>Unsafe shutdowns so far: %1</source>
        <translation>Hallitsemattomia sammutuksia tähän mennessä: %1</translation>
    </message>
    <message>
        <source>Ready. Start the witness, then &apos;driveproof-cli powerloss run&apos;.</source>
        <translation>Valmis. Käynnistä todistaja ja sitten &apos;driveproof-cli powerloss run&apos;.</translation>
    </message>
    <message>
        <source>Stopped cleanly after %1 commits; the witness holds them all. Nothing to verify: a clean stop is not a power cut.</source>
        <extracomment>%1 number of commits</extracomment>
        <translation>Pysähtyi hallitusti %1 vahvistuksen jälkeen; todistajalla on ne kaikki. Ei tarkistettavaa: hallittu pysäytys ei ole sähkökatko.</translation>
    </message>
    <message>
        <source>No power-loss test is pending for %1.</source>
        <translation>Kohteelle %1 ei ole odottavaa sähkökatkotestiä.</translation>
    </message>
    <message>
        <source>No pending power-loss test has the run id &apos;%1&apos;.</source>
        <translation>Yhdelläkään odottavalla sähkökatkotestillä ei ole ajon tunnistetta &apos;%1&apos;.</translation>
    </message>
    <message>
        <source>Practice on a simulated drive that lies about its flushes.</source>
        <translation>Harjoittele simuloidulla asemalla, joka valehtelee tyhjennyksistään.</translation>
    </message>
    <message>
        <source>Practice on a simulated honest drive.</source>
        <translation>Harjoittele simuloidulla rehellisellä asemalla.</translation>
    </message>
    <message>
        <source>run %1: started</source>
        <extracomment>%1 a short run id</extracomment>
        <translation>ajo %1: aloitettu</translation>
    </message>
    <message>
        <source>run %1: the writer is back (%2 commits so far)</source>
        <extracomment>%1 a short run id, %2 number of acknowledged commits</extracomment>
        <translation>ajo %1: kirjoittaja palasi (%2 vahvistusta tähän mennessä)</translation>
    </message>
    <message>
        <source>run %1: %2 commits acknowledged</source>
        <extracomment>%1 a short run id, %2 number of acknowledged commits</extracomment>
        <translation>ajo %1: %2 vahvistusta kuitattu</translation>
    </message>
    <message>
        <source>run %1: the writer went silent at %2: the estimated power cut</source>
        <extracomment>%1 a short run id, %2 date and time on this machine&apos;s clock</extracomment>
        <translation>ajo %1: kirjoittaja vaikeni %2: arvioitu sähkökatko</translation>
    </message>
    <message>
        <source>run %1: the writer reported an error: %2</source>
        <extracomment>%1 a short run id, %2 the writer&apos;s error text</extracomment>
        <translation>ajo %1: kirjoittaja ilmoitti virheestä: %2</translation>
    </message>
    <message>
        <source>run %1: the writer stopped on purpose (no power cut)</source>
        <extracomment>%1 a short run id</extracomment>
        <translation>ajo %1: kirjoittaja pysähtyi tarkoituksella (ei sähkökatkoa)</translation>
    </message>
    <message>
        <source>run %1: the verifier&apos;s report is stored</source>
        <extracomment>%1 a short run id</extracomment>
        <translation>ajo %1: tarkistajan raportti on tallennettu</translation>
    </message>
    <message>
        <source>refused a connection: %1</source>
        <extracomment>%1 why a connection or frame was refused</extracomment>
        <translation>yhteys hylättiin: %1</translation>
    </message>
    <message>
        <source>run %1: journal error: %2</source>
        <extracomment>%1 a short run id, %2 the error text</extracomment>
        <translation>ajo %1: päiväkirjavirhe: %2</translation>
    </message>
    <message>
        <source>Be the witness of a power-loss test: record every commit a writer reports, so that after the power cut the verifier knows what the drive acknowledged. Runs until Ctrl+C.</source>
        <translation>Toimi sähkökatkotestin todistajana: kirjaa jokainen kirjoittajan ilmoittama vahvistus, jotta tarkistaja tietää sähkökatkon jälkeen, mitä asema kuittasi. Toimii, kunnes painetaan Ctrl+C.</translation>
    </message>
    <message>
        <source>Address and port to listen on (default: 0.0.0.0:7070).</source>
        <translation>Kuunneltava osoite ja portti (oletus: 0.0.0.0:7070).</translation>
    </message>
    <message>
        <source>Folder for the run journals (default: DriveProof&apos;s data folder). Put it on another disk than the one under test.</source>
        <translation>Ajojen päiväkirjojen kansio (oletus: DriveProofin datakansio). Sijoita se eri levylle kuin testattava.</translation>
    </message>
    <message>
        <source>witness takes no argument, not &apos;%1&apos;.</source>
        <extracomment>%1 what the user typed</extracomment>
        <translation>witness ei ota argumenttia, ei &apos;%1&apos;.</translation>
    </message>
    <message>
        <source>--listen takes ADDRESS:PORT such as 0.0.0.0:7070, not &apos;%1&apos;.</source>
        <extracomment>%1 what the user typed</extracomment>
        <translation>--listen ottaa muodon ADDRESS:PORT, kuten 0.0.0.0:7070, ei &apos;%1&apos;.</translation>
    </message>
    <message>
        <source>Pairing code: %1</source>
        <extracomment>%1 the pairing code to type on the writer</extracomment>
        <translation>Pariliitoskoodi: %1</translation>
    </message>
    <message>
        <source>Listening on %1:%2</source>
        <extracomment>%1 host, %2 port</extracomment>
        <translation>Kuunnellaan osoitteessa %1:%2</translation>
    </message>
    <message>
        <source>On the machine under test, type one of these witness addresses:</source>
        <extracomment>Followed by this machine&apos;s addresses (ADDRESS:PORT), one per line, that the person types on the machine under test as the witness address.</extracomment>
        <translation>Kirjoita testattavalla koneella jokin näistä todistajan osoitteista:</translation>
    </message>
    <message>
        <source>Journals in %1</source>
        <extracomment>%1 a folder</extracomment>
        <translation>Päiväkirjat kansiossa %1</translation>
    </message>
    <message>
        <source>Witness stopped; every journal is synced.</source>
        <translation>Todistaja pysäytetty; kaikki päiväkirjat on synkronoitu.</translation>
    </message>
    <message>
        <source>Link</source>
        <translation>Yhteys</translation>
    </message>
    <message>
        <source>Drive class</source>
        <translation>Aseman tyyppi</translation>
    </message>
    <message>
        <source>The result was not kept in the drive&apos;s history: %1</source>
        <extracomment>%1 why the history file could not be written</extracomment>
        <translation>Tulosta ei tallennettu aseman historiaan: %1</translation>
    </message>
    <message>
        <source>%1 (%2, %3) looks empty. The capacity test writes over all of it. Go on? [y/N] </source>
        <extracomment>%1 device node, %2 the drive&apos;s model, %3 its size, e.g. &quot;128.0 GB&quot;. The drive has no partition table and no file system. Answer with the word for yes, or y.</extracomment>
        <translation>%1 (%2, %3) näyttää tyhjältä. Kapasiteettitesti kirjoittaa kaiken sen päälle. Jatketaanko? [y/N] </translation>
    </message>
    <message>
        <source>Is the drive as big as it says? Writes records over the whole device, reads them back and tells a genuine drive from a fake one.</source>
        <translation>Onko asema niin suuri kuin se väittää? Kirjoittaa tietueita koko laitteelle, lukee ne takaisin ja erottaa aidon aseman väärennöksestä.</translation>
    </message>
    <message>
        <source>The drive, e.g. /dev/sdb.</source>
        <translation>Asema, esim. /dev/sdb.</translation>
    </message>
    <message>
        <source>The quick probe: a few thousand records, minutes.</source>
        <translation>Pikakoetus: muutama tuhat tietuetta, minuutteja.</translation>
    </message>
    <message>
        <source>The full verify: every block written and read back; resumes where an interrupted run stopped.</source>
        <translation>Täysi tarkistus: jokainen lohko kirjoitetaan ja luetaan takaisin; jatkaa siitä, mihin keskeytetty ajo jäi.</translation>
    </message>
    <message>
        <source>Allow the writes without a terminal to ask on: everything on the device is lost.</source>
        <translation>Salli kirjoitukset ilman pääteikkunaa, jossa kysyä: kaikki laitteen tiedot menetetään.</translation>
    </message>
    <message>
        <source>Give one device and --quick or --full. Try &apos;driveproof-cli capacity --help&apos;.</source>
        <translation>Anna yksi laite ja --quick tai --full. Kokeile &apos;driveproof-cli capacity --help&apos;.</translation>
    </message>
    <message>
        <source>The capacity test writes over everything on %1. Add --destructive if that is what you want.</source>
        <extracomment>%1 device node</extracomment>
        <translation>Kapasiteettitesti kirjoittaa kaiken laitteen %1 päälle. Lisää --destructive, jos haluat sen.</translation>
    </message>
    <message>
        <source>Bad: bytes %1 to %2: %3.</source>
        <extracomment>%1 and %2 byte offsets as numbers, %3 what was found there, e.g. &quot;zeros&quot;</extracomment>
        <translation>Viallinen: tavut %1–%2: %3.</translation>
    </message>
    <message numerus="yes">
        <source>… and %n more bad range(s) (see --json).</source>
        <translation>
            <numerusform>… ja %n muu viallinen alue (katso --json).</numerusform>
            <numerusform>… ja %n muuta viallista aluetta (katso --json).</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 is empty (no partition table, no file system): it is written to without asking for its name.</source>
        <extracomment>%1 device node</extracomment>
        <translation>%1 on tyhjä (ei osiotaulua, ei tiedostojärjestelmää): siihen kirjoitetaan kysymättä sen nimeä.</translation>
    </message>
    <message>
        <source>%1 has no write cache of its own to switch (a loop, virtio or memory-card device): only the kernel&apos;s view exists. Nothing was changed.</source>
        <extracomment>%1 device node</extracomment>
        <translation>Laitteella %1 ei ole omaa kirjoitusvälimuistia vaihdettavaksi (loop-, virtio- tai muistikorttilaite): on vain ytimen näkymä. Mitään ei muutettu.</translation>
    </message>
    <message>
        <source>%1 is a loop device over %2: it has no health of its own. Ask the drive that holds that file.</source>
        <extracomment>%1 device node, %2 the file behind it</extracomment>
        <translation>%1 on loop-laite tiedoston %2 päällä: sillä ei ole omaa kuntoa. Kysy asemalta, jolla tiedosto on.</translation>
    </message>
    <message>
        <source>%1 commits/s</source>
        <extracomment>commits per second</extracomment>
        <translation>%1 commitia/s</translation>
    </message>
    <message>
        <source>List the runs kept for one drive, newest first.</source>
        <translation>Luettele yhden aseman tallennetut ajot, uusin ensin.</translation>
    </message>
    <message>
        <source>&apos;history&apos; needs exactly one DEVICE, e.g. &apos;driveproof-cli history /dev/sda&apos;.</source>
        <translation>&apos;history&apos; tarvitsee täsmälleen yhden DEVICE-arvon, esim. &apos;driveproof-cli history /dev/sda&apos;.</translation>
    </message>
    <message>
        <source>No runs are kept for %1 yet. &apos;driveproof-cli bench quick FOLDER&apos; on one of its file systems makes the first.</source>
        <extracomment>%1 device node</extracomment>
        <translation>Laitteelle %1 ei ole vielä tallennettu ajoja. &apos;driveproof-cli bench quick FOLDER&apos; jossakin sen tiedostojärjestelmässä tekee ensimmäisen.</translation>
    </message>
    <message>
        <source>DATE</source>
        <translation>PÄIVÄMÄÄRÄ</translation>
    </message>
    <message>
        <source>TEST</source>
        <translation>TESTI</translation>
    </message>
    <message>
        <source>ID</source>
        <translation>TUNNUS</translation>
    </message>
    <message>
        <source>SETTINGS</source>
        <translation>ASETUKSET</translation>
    </message>
    <message>
        <source>SUMMARY</source>
        <translation>YHTEENVETO</translation>
    </message>
    <message>
        <source>Put two runs side by side: the lines they share, B against A.</source>
        <translation>Aseta kaksi ajoa rinnakkain: niiden yhteiset rivit, B verrattuna A:han.</translation>
    </message>
    <message>
        <source>A run&apos;s id (the first 8 characters are enough) or its result file; twice.</source>
        <translation>Ajon tunnus (8 ensimmäistä merkkiä riittää) tai sen tulostiedosto; kahdesti.</translation>
    </message>
    <message>
        <source>&apos;compare&apos; needs two runs, e.g. &apos;driveproof-cli compare 1a2b3c4d 5e6f7a8b&apos;; &apos;driveproof-cli history DEVICE&apos; lists their ids.</source>
        <translation>&apos;compare&apos; tarvitsee kaksi ajoa, esim. &apos;driveproof-cli compare 1a2b3c4d 5e6f7a8b&apos;; &apos;driveproof-cli history DEVICE&apos; luettelee niiden tunnukset.</translation>
    </message>
    <message>
        <source>MEASUREMENT</source>
        <translation>MITTAUS</translation>
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
        <translation>Eivät vastaa toisiaan: %1</translation>
    </message>
    <message>
        <source>The two runs have no measurement in common: nothing to compare. Compare two runs of the same test.</source>
        <translation>Ajoilla ei ole yhteisiä mittauksia: ei vertailtavaa. Vertaa saman testin kahta ajoa.</translation>
    </message>
    <message>
        <source>empty: no partition table, no file system</source>
        <translation>tyhjä: ei osiotaulua, ei tiedostojärjestelmää</translation>
    </message>
    <message>
        <source>data (%1)</source>
        <extracomment>%1 what was found, e.g. &quot;gpt, ext4&quot;</extracomment>
        <translation>dataa (%1)</translation>
    </message>
    <message>
        <source>unknown: %1</source>
        <extracomment>%1 why the drive could not be read (a sentence)</extracomment>
        <translation>tuntematon: %1</translation>
    </message>
    <message>
        <source>Contents</source>
        <translation>Sisältö</translation>
    </message>
    <message>
        <source>standard input</source>
        <translation>vakiosyöte</translation>
    </message>
    <message>
        <source>Cannot read the pairing code from %1: %2</source>
        <extracomment>%1 a file or &quot;standard input&quot;, %2 the system&apos;s error text</extracomment>
        <translation>Pariliitoskoodia ei voi lukea kohteesta %1: %2</translation>
    </message>
    <message>
        <source>Pairing code (as the witness shows it): </source>
        <translation>Pariliitoskoodi (kuten todistaja sen näyttää): </translation>
    </message>
    <message>
        <source>That is not a pairing code: type the 12 characters the witness shows, such as K7QD-M2XF-9HBT.</source>
        <translation>Tämä ei ole pariliitoskoodi: kirjoita todistajan näyttämät 12 merkkiä, esimerkiksi K7QD-M2XF-9HBT.</translation>
    </message>
    <message>
        <source>--pairing is no longer accepted: every user of this machine can read the command line. Type the code when asked, or use --pairing-file FILE.</source>
        <translation>--pairing ei enää kelpaa: kaikki tämän koneen käyttäjät voivat lukea komentorivin. Kirjoita koodi, kun sitä kysytään, tai käytä --pairing-file FILE.</translation>
    </message>
    <message>
        <source>Read the pairing code the witness shows from FILE (&apos;-&apos;: standard input). Without it, run asks for the code.</source>
        <translation>Lue todistajan näyttämä pariliitoskoodi tiedostosta FILE (&apos;-&apos;: vakiosyöte). Ilman tätä run kysyy koodia.</translation>
    </message>
    <message>
        <source>run needs the witness: --witness HOST:PORT as &apos;driveproof-cli witness&apos; shows it, and its pairing code (asked for, or --pairing-file FILE).</source>
        <translation>run tarvitsee todistajan: --witness HOST:PORT niin kuin &apos;driveproof-cli witness&apos; sen näyttää, ja sen pariliitoskoodin (kysytään, tai --pairing-file FILE).</translation>
    </message>
    <message>
        <source>Use the pairing code in FILE (&apos;-&apos;: standard input) instead of a random one.</source>
        <translation>Käytä tiedoston FILE pariliitoskoodia (&apos;-&apos;: vakiosyöte) satunnaisen sijaan.</translation>
    </message>
    <message>
        <source>The drive&apos;s records could not be read (an older helper, or a drive that keeps none).</source>
        <translation>Aseman tietoja ei voitu lukea (vanhempi apuohjelma tai asema, joka ei tallenna niitä).</translation>
    </message>
    <message>
        <source>Is it new? %1</source>
        <extracomment>&quot;Is it new?&quot; and the verdict: new, used, possibly reset</extracomment>
        <translation>Onko se uusi? %1</translation>
    </message>
    <message>
        <source>Also show every record the drive keeps: each SMART attribute or NVMe health log field, the self-test log and the error log count.</source>
        <translation>Näytä myös kaikki aseman tallentamat tiedot: jokainen SMART-attribuutti tai NVMe-terveyslokin kenttä, itsetestiloki ja kirjattujen virheiden määrä.</translation>
    </message>
    <message>
        <source>Remember the endurance the maker rates this drive&apos;s model for, in terabytes written (TBW), and compare the data written with it from now on.</source>
        <translation>Muista kestävyys, jonka valmistaja ilmoittaa tämän aseman mallille kirjoitettuina teratavuina (TBW), ja vertaa kirjoitettua dataa siihen tästä lähtien.</translation>
    </message>
    <message>
        <source>--rated-tbw takes terabytes written, e.g. 600, not &apos;%1&apos;.</source>
        <extracomment>%1 what the user typed</extracomment>
        <translation>--rated-tbw ottaa kirjoitetut teratavut, esim. 600, ei &apos;%1&apos;.</translation>
    </message>
    <message numerus="yes">
        <source>about %n minute(s)</source>
        <extracomment>%n the number of minutes the drive says a self-test takes</extracomment>
        <translation>
            <numerusform>noin %n minuutti</numerusform>
            <numerusform>noin %n minuuttia</numerusform>
        </translation>
    </message>
    <message>
        <source>Self-tests</source>
        <translation>Itsetestit</translation>
    </message>
    <message>
        <source>offered</source>
        <translation>tarjolla</translation>
    </message>
    <message>
        <source>not offered</source>
        <translation>ei tarjolla</translation>
    </message>
    <message>
        <source>Now</source>
        <translation>Nyt</translation>
    </message>
    <message>
        <source>running, %1% done</source>
        <translation>käynnissä, %1 % valmis</translation>
    </message>
    <message>
        <source>no self-test running</source>
        <translation>itsetesti ei ole käynnissä</translation>
    </message>
    <message>
        <source>Last result</source>
        <translation>Viimeisin tulos</translation>
    </message>
    <message>
        <source>Short test</source>
        <translation>Lyhyt testi</translation>
    </message>
    <message>
        <source>Extended test</source>
        <translation>Laaja testi</translation>
    </message>
    <message>
        <source>Conveyance test</source>
        <translation>Kuljetustesti</translation>
    </message>
    <message>
        <source>Self-test on %1: %2% done</source>
        <extracomment>%1 device path, %2 percent done</extracomment>
        <translation>Itsetesti laitteella %1: %2 % valmis</translation>
    </message>
    <message>
        <source>Stopped following. The drive goes on testing; &apos;driveproof-cli selftest %1 abort&apos; stops it.</source>
        <extracomment>%1 device path</extracomment>
        <translation>Seuranta lopetettu. Asema jatkaa testiä; &apos;driveproof-cli selftest %1 abort&apos; pysäyttää sen.</translation>
    </message>
    <message>
        <source>Start, stop or follow the drive&apos;s own self-test. The drive runs it and keeps the result in its self-test log (&apos;health DEVICE --all&apos; shows it).</source>
        <translation>Käynnistä, pysäytä tai seuraa aseman omaa itsetestiä. Asema suorittaa sen ja tallentaa tuloksen itsetestilokiinsa (&apos;health DEVICE --all&apos; näyttää sen).</translation>
    </message>
    <message>
        <source>short, extended, conveyance (ATA), abort or status.</source>
        <translation>short, extended, conveyance (ATA), abort tai status.</translation>
    </message>
    <message>
        <source>Follow the running test until it ends; the exit status is 1 when it failed.</source>
        <translation>Seuraa käynnissä olevaa testiä loppuun; paluuarvo on 1, jos se epäonnistui.</translation>
    </message>
    <message>
        <source>&apos;selftest&apos; needs a DEVICE and an ACTION, e.g. &apos;driveproof-cli selftest /dev/sda short&apos;.</source>
        <translation>&apos;selftest&apos; tarvitsee DEVICE- ja ACTION-argumentin, esim. &apos;driveproof-cli selftest /dev/sda short&apos;.</translation>
    </message>
    <message>
        <source>Unknown self-test action &apos;%1&apos;: use short, extended, conveyance, abort or status.</source>
        <extracomment>%1 the action the user gave</extracomment>
        <translation>Tuntematon itsetestitoiminto &apos;%1&apos;: käytä short, extended, conveyance, abort tai status.</translation>
    </message>
    <message>
        <source>%1: no partition table, logical sector %2 bytes, physical sector %3 bytes, optimal I/O size %4, alignment offset %5 bytes.</source>
        <extracomment>%1 device or image, %2 and %3 sector sizes in bytes, %4 optimal I/O size (&quot;65536 bytes&quot; or &quot;not reported&quot;), %5 alignment offset in bytes</extracomment>
        <translation>%1: ei osiotaulua, looginen sektori %2 tavua, fyysinen sektori %3 tavua, optimaalinen I/O-koko %4, tasauspoikkeama %5 tavua.</translation>
    </message>
    <message>
        <source>The self-test&apos;s result could not be kept in the drive&apos;s history: %1</source>
        <extracomment>%1 why (a sentence)</extracomment>
        <translation>Itsetestin tulosta ei voitu tallentaa aseman historiaan: %1</translation>
    </message>
    <message>
        <source>LBA format</source>
        <extracomment>column titles of the table of NVMe LBA formats</extracomment>
        <translation>LBA-muoto</translation>
    </message>
    <message>
        <source>Sector</source>
        <translation>Sektori</translation>
    </message>
    <message>
        <source>In use</source>
        <translation>Käytössä</translation>
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
        <translation>Käyttö: driveproof-cli COMMAND [valitsimet]

Kertoo totuuden asemasta.

Komennot:
  list          luettele asemat tunnisteineen, topologioineen ja kirjoitusvälimuistinäkymineen
  info DEVICE   kaikki yhdestä asemasta tiedossa oleva
  align TARGET  tarkista aseman tai levykuvan osioiden tasaus
  cache DEVICE  aseman kirjoitusvälimuisti ja ytimen näkemys; --set on|off
  health DEVICE aseman kunto: arvio, lämpötila, tunnit, sammutukset
  selftest DEVICE short|extended|abort|status  aseman oma itsetesti
  bench FAMILY [TARGET]  mittaa: quick, commit, throughput, random, mittaussarjat...
  history DEVICE  aseman tallennetut ajot, uusin ensin
  compare RUN RUN  kaksi ajoa rinnakkain ja mikä niissä eroaa
  powerloss prepare|run|verify|practice  sähkökatkotesti (virtajohdon irrotus)
  witness       toimi sähkökatkotestin toisena koneena
  export --openmetrics  kaikkien asemien tiedot Prometheukselle (konekannat)
  capacity LAITE --quick|--full  onko asema niin suuri kuin väittää (väärennökset)
  trim TARGET   pääseekö TRIM jokaisen kerroksen läpi asemaan

Valitsimet:
  -h, --help     näytä tämä ohje; &apos;driveproof-cli COMMAND --help&apos; komennon ohjeelle
  -v, --version  näytä versio
  --language LANG
                 käytä kieltä LANG, esim. de, pt_BR tai zh_TW, järjestelmän
                 kielen sijaan; toimii kaikkien komentojen kanssa
</translation>
    </message>
    <message>
        <source>yes, down to the drive</source>
        <translation>kyllä, asemaan asti</translation>
    </message>
    <message>
        <source>down to a loop device&apos;s backing file</source>
        <translation>loop-laitteen taustatiedostoon asti</translation>
    </message>
    <message>
        <source>no: a layer drops it</source>
        <translation>ei: jokin kerros pudottaa sen</translation>
    </message>
    <message>
        <source>no: the drive does not take it</source>
        <translation>ei: asema ei ota sitä vastaan</translation>
    </message>
    <message>
        <source>enabled</source>
        <translation>käytössä</translation>
    </message>
    <message>
        <source>disabled</source>
        <translation>ei käytössä</translation>
    </message>
    <message>
        <source>masked</source>
        <translation>peitetty</translation>
    </message>
    <message>
        <source>not installed</source>
        <translation>ei asennettu</translation>
    </message>
    <message>
        <source>%1 (systemd is not running)</source>
        <extracomment>%1 the timer&apos;s state, e.g. &quot;enabled&quot;</extracomment>
        <translation>%1 (systemd ei ole käynnissä)</translation>
    </message>
    <message>
        <source>From %1: %2</source>
        <extracomment>%1 a device, %2 whether TRIM gets through</extracomment>
        <translation>Laitteesta %1: %2</translation>
    </message>
    <message>
        <source>From %1 (mounted on %2): %3</source>
        <extracomment>%1 a device, %2 its mount points, %3 whether TRIM gets through</extracomment>
        <translation>Laitteesta %1 (liitetty kohtaan %2): %3</translation>
    </message>
    <message>
        <source>Layer</source>
        <translation>Kerros</translation>
    </message>
    <message>
        <source>Kind</source>
        <translation>Laji</translation>
    </message>
    <message>
        <source>Discard granularity</source>
        <translation>Discard-tarkkuus</translation>
    </message>
    <message>
        <source>Largest discard</source>
        <translation>Suurin discard</translation>
    </message>
    <message>
        <source>Passes TRIM</source>
        <translation>Päästää TRIMin läpi</translation>
    </message>
    <message>
        <source>Say whether TRIM reaches the drive through every layer (partition, dm-crypt, LVM, md, loop, USB), whether fstrim.timer runs and which file systems are mounted with discard.</source>
        <translation>Kertoo, pääseekö TRIM jokaisen kerroksen (osio, dm-crypt, LVM, md, loop, USB) läpi asemaan asti, onko fstrim.timer käynnissä ja mitkä tiedostojärjestelmät on liitetty discard-valitsimella.</translation>
    </message>
    <message>
        <source>A drive, a partition, a dm, md or loop device, or a folder, e.g. /dev/sda or /home.</source>
        <translation>Asema, osio, dm-, md- tai loop-laite tai kansio, esim. /dev/sda tai /home.</translation>
    </message>
    <message>
        <source>&apos;trim&apos; needs exactly one TARGET, e.g. &apos;driveproof-cli trim /dev/sda&apos;.</source>
        <translation>&apos;trim&apos; tarvitsee tasan yhden TARGET-arvon, esim. &apos;driveproof-cli trim /dev/sda&apos;.</translation>
    </message>
    <message>
        <source>TRIM from %1: %2</source>
        <extracomment>%1 the drive or folder asked about, %2 whether TRIM gets through</extracomment>
        <translation>TRIM laitteesta %1: %2</translation>
    </message>
    <message>
        <source>fstrim.timer: %1</source>
        <extracomment>%1 the timer&apos;s state, e.g. &quot;enabled&quot;</extracomment>
        <translation>fstrim.timer: %1</translation>
    </message>
    <message>
        <source>Judge a report instead of a drive: the output of &apos;smartctl -x&apos;, &apos;smartctl -x --json&apos; or &apos;nvme smart-log -o json&apos; saved in FILE (&apos;-&apos;: standard input).</source>
        <translation>Arvioi raportti aseman sijaan: komennon &apos;smartctl -x&apos;, &apos;smartctl -x --json&apos; tai &apos;nvme smart-log -o json&apos; tuloste, joka on tallennettu tiedostoon FILE (&apos;-&apos;: vakiosyöte).</translation>
    </message>
    <message>
        <source>With --report of nvme smart-log: the output of &apos;nvme id-ctrl -o json&apos; for the model, serial and firmware.</source>
        <translation>Valitsimen --report kanssa, kun raportti on nvme smart-log -tuloste: komennon &apos;nvme id-ctrl -o json&apos; tuloste mallia, sarjanumeroa ja laiteohjelmistoa varten.</translation>
    </message>
    <message>
        <source>&apos;health --report FILE&apos; takes no DEVICE and no --rated-tbw.</source>
        <translation>&apos;health --report FILE&apos; ei ota DEVICE-arvoa eikä valitsinta --rated-tbw.</translation>
    </message>
</context>
<context>
    <name>DriveProof::Device</name>
    <message>
        <source>No block device named %1. Run &apos;driveproof-cli list&apos; to see the drives on this machine.</source>
        <translation>Lohkolaitetta nimeltä %1 ei ole. Suorita &apos;driveproof-cli list&apos; nähdäksesi tämän koneen asemat.</translation>
    </message>
    <message>
        <source>%1 disappeared while it was being read. Check that the drive is still connected.</source>
        <translation>%1 katosi kesken lukemisen. Tarkista, että asema on yhä kytketty.</translation>
    </message>
    <message>
        <source>%1 is mounted on %2.</source>
        <extracomment>%1 device path, %2 list of mount points</extracomment>
        <translation>%1 on liitetty kohteeseen %2.</translation>
    </message>
    <message>
        <source>%1 is in use as swap space.</source>
        <extracomment>%1 device path</extracomment>
        <translation>%1 on käytössä sivutustilana.</translation>
    </message>
    <message numerus="yes">
        <source>%1 (And %n more.)</source>
        <extracomment>%1 a sentence saying what uses a device, %n how many other users there are</extracomment>
        <translation>
            <numerusform>%1 (Ja %n muu.)</numerusform>
            <numerusform>%1 (Ja %n muuta.)</numerusform>
        </translation>
    </message>
    <message>
        <source>not reported by this %1 device through sysfs</source>
        <translation>tämä %1-laite ei ilmoita tätä sysfs:n kautta</translation>
    </message>
    <message>
        <source>unknown</source>
        <translation>tuntematon</translation>
    </message>
    <message>
        <source>model</source>
        <translation>malli</translation>
    </message>
    <message>
        <source>serial number</source>
        <translation>sarjanumero</translation>
    </message>
    <message>
        <source>firmware revision</source>
        <translation>laiteohjelmiston versio</translation>
    </message>
    <message>
        <source>WWN</source>
        <translation>WWN</translation>
    </message>
    <message>
        <source>rotation rate</source>
        <translation>pyörimisnopeus</translation>
    </message>
    <message>
        <source>%1 could not be opened even as root (%2): the system blocks access to it (a container or a security policy), so only what sysfs reports is shown.</source>
        <extracomment>%1 device path, %2 system error text</extracomment>
        <translation>Laitetta %1 ei voitu avata edes root-käyttäjänä (%2): järjestelmä estää pääsyn siihen (säilö tai tietoturvakäytäntö), joten vain sysfs:n ilmoittamat tiedot näytetään.</translation>
    </message>
    <message>
        <source>%1 could not be opened (%2): only what sysfs reports is shown. Run as root or through the DriveProof helper for more.</source>
        <extracomment>%1 device path, %2 system error text</extracomment>
        <translation>Laitetta %1 ei voitu avata (%2): vain sysfs:n ilmoittamat tiedot näytetään. Suorita root-käyttäjänä tai DriveProofin apuohjelman kautta saadaksesi lisää.</translation>
    </message>
    <message>
        <source>device node</source>
        <translation>laitetiedosto</translation>
    </message>
    <message>
        <source>%1 backs the loop device %2.</source>
        <extracomment>a loop device reads and writes its data on this device. %1 device path, %2 loop device path</extracomment>
        <translation>%1 on loop-laitteen %2 taustalaite.</translation>
    </message>
    <message>
        <source>%1 is part of %2.</source>
        <extracomment>%1 device path, %2 a device built on it (device-mapper, RAID, bcache)</extracomment>
        <translation>%1 on osa laitetta %2.</translation>
    </message>
    <message>
        <source>%1 has the partition %2.</source>
        <extracomment>%1 disk path, %2 partition path</extracomment>
        <translation>Laitteella %1 on osio %2.</translation>
    </message>
    <message>
        <source>There is no %1. Give a device such as /dev/sda (see &apos;driveproof-cli list&apos;).</source>
        <translation>Kohdetta %1 ei ole. Anna laite, kuten /dev/sda (katso &apos;driveproof-cli list&apos;).</translation>
    </message>
    <message>
        <source>%1 is a folder or a file, not a block device. Give a device such as /dev/sda (see &apos;driveproof-cli list&apos;).</source>
        <translation>%1 on kansio tai tiedosto, ei lohkolaite. Anna laite, kuten /dev/sda (katso &apos;driveproof-cli list&apos;).</translation>
    </message>
    <message>
        <source>Could not read %1 to see what it holds: %2.</source>
        <extracomment>%1 device or file path, %2 the system&apos;s reason</extracomment>
        <translation>Kohdetta %1 ei voitu lukea sen sisällön selvittämiseksi: %2.</translation>
    </message>
    <message>
        <source>Could not read the start and end of %1 to see what it holds.</source>
        <extracomment>%1 device or file path</extracomment>
        <translation>Kohteen %1 alkua ja loppua ei voitu lukea sen sisällön selvittämiseksi.</translation>
    </message>
    <message>
        <source>udev has no record of device %1, and it could not be read directly (run as root, or start udev).</source>
        <extracomment>%1 device numbers like 8:0</extracomment>
        <translation>udevilla ei ole tietoja laitteesta %1, eikä sitä voitu lukea suoraan (suorita pääkäyttäjänä tai käynnistä udev).</translation>
    </message>
</context>
<context>
    <name>DriveProof::DriveReport</name>
    <message>
        <source>%1 is not valid JSON: %2 at byte %3.</source>
        <extracomment>%1 file name, %2 the JSON parser&apos;s words, %3 the byte offset</extracomment>
        <translation>%1 ei ole kelvollista JSON-dataa: %2 tavun %3 kohdalla.</translation>
    </message>
    <message>
        <source>%1 is larger than any drive report (%2 at most). Give the output of smartctl -x or nvme smart-log, not a disk image.</source>
        <extracomment>%1 file name, %2 a size (&quot;4 MiB&quot;)</extracomment>
        <translation>%1 on suurempi kuin mikään asemaraportti (enintään %2). Anna komennon smartctl -x tai nvme smart-log tuloste, älä levykuvaa.</translation>
    </message>
    <message>
        <source>%1 is no drive report DriveProof can read: give the output of &apos;smartctl -x&apos;, &apos;smartctl -x --json&apos; or &apos;nvme smart-log -o json&apos;.</source>
        <extracomment>%1 file name</extracomment>
        <translation>%1 ei ole asemaraportti, jota DriveProof osaa lukea: anna komennon &apos;smartctl -x&apos;, &apos;smartctl -x --json&apos; tai &apos;nvme smart-log -o json&apos; tuloste.</translation>
    </message>
    <message>
        <source>%1 is a report of a SAS or SCSI drive: DriveProof judges reports of ATA (SATA) and NVMe drives.</source>
        <extracomment>%1 file name</extracomment>
        <translation>%1 on SAS- tai SCSI-aseman raportti: DriveProof arvioi ATA-asemien (SATA) ja NVMe-asemien raportteja.</translation>
    </message>
    <message>
        <source>From the report %1, not from the drive itself: %2.</source>
        <extracomment>%1 file name, %2 drive model</extracomment>
        <translation>Raportista %1, ei itse asemasta: %2.</translation>
    </message>
    <message>
        <source>From the report %1, not from the drive itself: %2, serial %3.</source>
        <extracomment>%1 file name, %2 drive model, %3 serial number</extracomment>
        <translation>Raportista %1, ei itse asemasta: %2, sarjanumero %3.</translation>
    </message>
    <message>
        <source>%1, line %2: more than 30 SMART attributes, which no drive has.</source>
        <extracomment>%1 file name, %2 line number</extracomment>
        <translation>%1, rivi %2: yli 30 SMART-attribuuttia, eikä niin monta ole yhdelläkään asemalla.</translation>
    </message>
    <message>
        <source>Could not read %1: %2.</source>
        <extracomment>%1 file name, %2 the system&apos;s reason</extracomment>
        <translation>Kohdetta %1 ei voitu lukea: %2.</translation>
    </message>
    <message>
        <source>From the report %1, not from the drive itself.</source>
        <extracomment>%1 file name (a report that names no drive, e.g. smartctl -l farm)</extracomment>
        <translation>Raportista %1, ei itse asemasta.</translation>
    </message>
</context>
<context>
    <name>DriveProof::Flash</name>
    <message>
        <source>TRIM from %1 reaches the drive %2 through every layer.</source>
        <extracomment>%1 the device in use (e.g. /dev/mapper/vg-home), %2 the drive</extracomment>
        <translation>TRIM laitteesta %1 pääsee jokaisen kerroksen läpi asemaan %2.</translation>
    </message>
    <message>
        <source>The drive %1 takes TRIM.</source>
        <extracomment>%1 the drive</extracomment>
        <translation>Asema %1 ottaa TRIMin vastaan.</translation>
    </message>
    <message>
        <source>TRIM from %1 reaches the loop device %2, which frees the space in its backing file %3. The drive under that file gets it only from its own file system (mounted with discard, or fstrim).</source>
        <extracomment>%1 the device in use, %2 a loop device, %3 its backing file</extracomment>
        <translation>TRIM laitteesta %1 pääsee loop-laitteeseen %2, joka vapauttaa tilan taustatiedostossaan %3. Tiedoston alla oleva asema saa sen vain omalta tiedostojärjestelmältään (liitetty discard-valitsimella, tai fstrim).</translation>
    </message>
    <message>
        <source>The dm-crypt volume %1 drops discards, so TRIM from %2 never reaches the drive. Open it with --allow-discards (or the discard option in /etc/crypttab); an observer of the raw drive then sees which blocks are free.</source>
        <extracomment>%1 a dm-crypt volume, %2 the device in use</extracomment>
        <translation>dm-crypt-taltio %1 pudottaa discardit, joten TRIM laitteesta %2 ei koskaan pääse asemaan. Avaa se valitsimella --allow-discards (tai discard-valitsimella tiedostossa /etc/crypttab); raakaa asemaa tarkkaileva näkee silloin, mitkä lohkot ovat vapaita.</translation>
    </message>
    <message>
        <source>%1 drops discards, so TRIM from %2 stops there and never reaches the drive.</source>
        <extracomment>%1 the layer (e.g. /dev/md0), %2 the device in use</extracomment>
        <translation>%1 pudottaa discardit, joten TRIM laitteesta %2 pysähtyy siihen eikä koskaan pääse asemaan.</translation>
    </message>
    <message>
        <source>The kernel shows no discard limits for %1, so whether TRIM passes it is unknown.</source>
        <extracomment>%1 a device</extracomment>
        <translation>Ydin ei näytä laitteelle %1 discard-rajoja, joten ei tiedetä, pääseekö TRIM sen läpi.</translation>
    </message>
    <message>
        <source>%1 is a hard disk: it takes no TRIM and needs none.</source>
        <extracomment>%1 the drive</extracomment>
        <translation>%1 on kiintolevy: se ei ota TRIMiä vastaan eikä tarvitse sitä.</translation>
    </message>
    <message>
        <source>%1 is attached through usb-storage (Bulk-Only Transport), which passes no TRIM. In a UAS enclosure or on a UAS port it may.</source>
        <extracomment>%1 the drive</extracomment>
        <translation>%1 on liitetty usb-storagen (Bulk-Only Transport) kautta, joka ei välitä TRIMiä. UAS-kotelossa tai UAS-portissa se voi onnistua.</translation>
    </message>
    <message>
        <source>%1 is attached through UAS, but its bridge announces no TRIM, so the kernel sends none.</source>
        <extracomment>%1 the drive</extracomment>
        <translation>%1 on liitetty UAS:n kautta, mutta sen silta ei ilmoita tukevansa TRIMiä, joten ydin ei lähetä sitä.</translation>
    </message>
    <message>
        <source>%1 does not take TRIM (the kernel&apos;s discard_max_bytes is 0).</source>
        <extracomment>%1 the drive</extracomment>
        <translation>%1 ei ota TRIMiä vastaan (ytimen discard_max_bytes on 0).</translation>
    </message>
    <message>
        <source>No file system on %1 is mounted. TRIM comes from a mounted file system (fstrim or the discard option), or from blkdiscard, which erases everything.</source>
        <extracomment>%1 the device asked about</extracomment>
        <translation>Mitään laitteen %1 tiedostojärjestelmää ei ole liitetty. TRIM tulee liitetystä tiedostojärjestelmästä (fstrim tai discard-valitsin) tai blkdiscardista, joka pyyhkii kaiken.</translation>
    </message>
    <message>
        <source>%1 is mounted with discard: every delete is trimmed at once, which slows deletes on some drives. The weekly fstrim.timer is the usual choice.</source>
        <extracomment>%1 a mount point</extracomment>
        <translation>%1 on liitetty discard-valitsimella: jokainen poisto TRIMataan heti, mikä hidastaa poistoja joillakin asemilla. Viikoittainen fstrim.timer on tavallinen valinta.</translation>
    </message>
    <message>
        <source>%1 is mounted with discard=async: freed space is trimmed in batches.</source>
        <extracomment>%1 a mount point</extracomment>
        <translation>%1 on liitetty valitsimella discard=async: vapautunut tila TRIMataan erissä.</translation>
    </message>
    <message>
        <source>%1 is trimmed once a week by fstrim.timer.</source>
        <extracomment>%1 a mount point</extracomment>
        <translation>fstrim.timer TRIMmaa kohteen %1 kerran viikossa.</translation>
    </message>
    <message>
        <source>%1 is neither mounted with discard nor trimmed by fstrim.timer, so the drive never learns which blocks are free. Run &apos;sudo systemctl enable --now fstrim.timer&apos;.</source>
        <extracomment>%1 a mount point</extracomment>
        <translation>Kohdetta %1 ei ole liitetty discard-valitsimella eikä fstrim.timer TRIMmaa sitä, joten asema ei koskaan saa tietää, mitkä lohkot ovat vapaita. Suorita &apos;sudo systemctl enable --now fstrim.timer&apos;.</translation>
    </message>
    <message>
        <source>systemd is not running here, so fstrim.timer trims nothing. Run &apos;fstrim -a&apos; from cron, or mount with discard.</source>
        <translation>systemd ei ole käynnissä tässä, joten fstrim.timer ei TRIMmaa mitään. Aja &apos;fstrim -a&apos; cronista tai liitä discard-valitsimella.</translation>
    </message>
    <message>
        <source>%1 is not on a block device that DriveProof can see in sysfs. Give a drive, a partition or a folder on one.</source>
        <extracomment>%1 a path the user gave</extracomment>
        <translation>%1 ei ole lohkolaitteella, jonka DriveProof näkee sysfs:ssä. Anna asema, osio tai sillä oleva kansio.</translation>
    </message>
    <message>
        <source>%1 cannot be read: %2.</source>
        <extracomment>%1 a path the user gave, %2 the system&apos;s error text</extracomment>
        <translation>Kohdetta %1 ei voi lukea: %2.</translation>
    </message>
</context>
<context>
    <name>DriveProof::Gui</name>
    <message>
        <source>unknown</source>
        <translation>tuntematon</translation>
    </message>
    <message>
        <source>%1 (%2 bytes)</source>
        <extracomment>%1 size with unit, e.g. &quot;500.1 GB&quot;; %2 exact byte count, e.g. &quot;500,107,862,016&quot;</extracomment>
        <translation>%1 (%2 tavua)</translation>
    </message>
    <message numerus="yes">
        <source>%Ln byte(s)</source>
        <extracomment>a size in bytes, e.g. &quot;4,096 bytes&quot;; %Ln is the number with digit grouping</extracomment>
        <translation>
            <numerusform>%Ln tavu</numerusform>
            <numerusform>%Ln tavua</numerusform>
        </translation>
    </message>
    <message>
        <source>yes</source>
        <translation>kyllä</translation>
    </message>
    <message>
        <source>no</source>
        <translation>ei</translation>
    </message>
    <message>
        <source>loop device</source>
        <translation>loop-laite</translation>
    </message>
    <message>
        <source>backed by a file</source>
        <translation>tiedoston varassa</translation>
    </message>
    <message>
        <source>solid state</source>
        <translation>puolijohde</translation>
    </message>
    <message>
        <source>%1 rpm</source>
        <extracomment>disk rotation speed; %1 is the number, e.g. &quot;7,200&quot;</extracomment>
        <translation>%1 rpm</translation>
    </message>
    <message>
        <source>rotational</source>
        <translation>pyörivä</translation>
    </message>
    <message>
        <source>Not reported for this device.</source>
        <translation>Ei ilmoitettu tälle laitteelle.</translation>
    </message>
    <message>
        <source>%1%</source>
        <extracomment>a percentage; %1 the number, e.g. &quot;97&quot;</extracomment>
        <translation>%1 %</translation>
    </message>
    <message>
        <source>hard disk</source>
        <translation>kiintolevy</translation>
    </message>
    <message>
        <source>solid-state drive</source>
        <translation>SSD-asema</translation>
    </message>
    <message>
        <source>NVMe solid-state drive</source>
        <translation>NVMe-SSD-asema</translation>
    </message>
    <message>
        <source>USB drive</source>
        <translation>USB-asema</translation>
    </message>
    <message>
        <source>loop device (a file used as a drive)</source>
        <translation>loop-laite (asemana käytetty tiedosto)</translation>
    </message>
    <message>
        <source>drive</source>
        <translation>asema</translation>
    </message>
    <message>
        <source>Tells the truth about a drive.</source>
        <translation>Kertoo totuuden asemasta.</translation>
    </message>
    <message>
        <source>Show this drive first, e.g. /dev/sda.</source>
        <translation>Näytä tämä asema ensin, esim. /dev/sda.</translation>
    </message>
    <message>
        <source>Save a picture of the window to this PNG file once everything is read, then quit.</source>
        <translation>Tallenna kuva ikkunasta tähän PNG-tiedostoon, kun kaikki on luettu, ja lopeta sitten.</translation>
    </message>
    <message>
        <source>Open the Preferences dialog at start.</source>
        <translation>Avaa Asetukset-ikkuna käynnistettäessä.</translation>
    </message>
    <message>
        <source>Open the About dialog at start.</source>
        <translation>Avaa Tietoja-ikkuna käynnistettäessä.</translation>
    </message>
    <message>
        <source>Run this test (quick, random, commit, ...) in the window without clicks, write the result (--json-out) and quit; for benchmark scripts.</source>
        <translation>Suorita tämä testi (quick, random, commit, ...) ikkunassa ilman napsautuksia, kirjoita tulos (--json-out) ja lopeta; suorituskykytestien skripteille.</translation>
    </message>
    <message>
        <source>With --run-test: only these measurements, separated by commas, e.g. rnd4kq32t1.read.</source>
        <translation>Valitsimen --run-test kanssa: vain nämä mittaukset pilkuilla eroteltuina, esim. rnd4kq32t1.read.</translation>
    </message>
    <message>
        <source>With --run-test: the folder (or file) to test in.</source>
        <translation>Valitsimen --run-test kanssa: kansio (tai tiedosto), jossa testataan.</translation>
    </message>
    <message>
        <source>With --run-test: the test size, e.g. 1G or 256M.</source>
        <translation>Valitsimen --run-test kanssa: testin koko, esim. 1G tai 256M.</translation>
    </message>
    <message>
        <source>With --run-test: seconds per measurement (default: 5).</source>
        <translation>Valitsimen --run-test kanssa: sekuntia mittausta kohden (oletus: 5).</translation>
    </message>
    <message>
        <source>With --run-test: write the result as JSON to this file.</source>
        <translation>Valitsimen --run-test kanssa: kirjoita tulos JSON-muodossa tähän tiedostoon.</translation>
    </message>
    <message>
        <source>Verify the power-loss tests that wait for it (after the power cut); the autostart entry of a pending test runs this.</source>
        <translation>Tarkista tarkistusta odottavat sähkökatkotestit (sähkökatkon jälkeen); odottavan testin automaattikäynnistysmerkintä suorittaa tämän.</translation>
    </message>
    <message>
        <source>Open the power-loss test at start.</source>
        <translation>Avaa sähkökatkotesti käynnistettäessä.</translation>
    </message>
    <message>
        <source>Open the power-loss witness page at start.</source>
        <translation>Avaa sähkökatkotestin todistajasivu käynnistettäessä.</translation>
    </message>
    <message>
        <source>--duration needs a number of seconds</source>
        <translation>--duration tarvitsee sekuntimäärän</translation>
    </message>
    <message>
        <source>You were not allowed to read the write cache setting of %1. Try again and authenticate when asked, or ask an administrator.</source>
        <extracomment>%1 device path</extracomment>
        <translation>Sinulla ei ollut lupaa lukea laitteen %1 kirjoitusvälimuistin asetusta. Yritä uudelleen ja tunnistaudu pyydettäessä tai pyydä apua ylläpitäjältä.</translation>
    </message>
    <message>
        <source>You were not allowed to switch the write cache of %1, so nothing was changed. Try again and authenticate when asked, or ask an administrator.</source>
        <extracomment>%1 device path</extracomment>
        <translation>Sinulla ei ollut lupaa kytkeä laitteen %1 kirjoitusvälimuistia, joten mitään ei muutettu. Yritä uudelleen ja tunnistaudu pyydettäessä tai pyydä apua ylläpitäjältä.</translation>
    </message>
    <message>
        <source>You were not allowed to read the health of %1. Try again and authenticate when asked, or ask an administrator.</source>
        <extracomment>%1 device path</extracomment>
        <translation>Sinulla ei ollut lupaa lukea laitteen %1 kuntoa. Yritä uudelleen ja tunnistaudu pyydettäessä tai pyydä apua ylläpitäjältä.</translation>
    </message>
    <message>
        <source>DriveProof&apos;s helper is not installed, so DriveProof cannot ask the drive while it runs as you. Install the DriveProof package, or run DriveProof as root.</source>
        <translation>DriveProofin apuohjelmaa ei ole asennettu, joten DriveProof ei voi kysyä asemalta toimiessaan omilla oikeuksillasi. Asenna DriveProof-paketti tai suorita DriveProof root-käyttäjänä.</translation>
    </message>
    <message>
        <source>The system bus does not let DriveProof reach its helper: the helper&apos;s D-Bus policy is missing. Reinstall the DriveProof package, or run DriveProof as root.</source>
        <translation>Järjestelmäväylä ei päästä DriveProofia apuohjelmaansa: apuohjelman D-Bus-käytäntö puuttuu. Asenna DriveProof-paketti uudelleen tai suorita DriveProof root-käyttäjänä.</translation>
    </message>
    <message>
        <source>There is no system bus, so DriveProof cannot reach its helper. Start the D-Bus system service, or run DriveProof as root.</source>
        <translation>Järjestelmäväylää ei ole, joten DriveProof ei tavoita apuohjelmaansa. Käynnistä D-Busin järjestelmäpalvelu tai suorita DriveProof root-käyttäjänä.</translation>
    </message>
    <message>
        <source>The request for %1 failed: %2.</source>
        <extracomment>%1 device path, %2 the system&apos;s reason</extracomment>
        <translation>Pyyntö laitteelle %1 epäonnistui: %2.</translation>
    </message>
    <message>
        <source>Starts on a physical-sector boundary.</source>
        <translation>Alkaa fyysisen sektorin rajalta.</translation>
    </message>
    <message>
        <source>Starts %1 bytes past a physical-sector boundary.</source>
        <extracomment>%1 a number of bytes, e.g. &quot;512&quot;</extracomment>
        <translation>Alkaa %1 tavua fyysisen sektorin rajan jälkeen.</translation>
    </message>
    <message>
        <source>Starts on a 1 MiB boundary.</source>
        <translation>Alkaa 1 MiB:n rajalta.</translation>
    </message>
    <message>
        <source>Does not start on a 1 MiB boundary.</source>
        <translation>Ei ala 1 MiB:n rajalta.</translation>
    </message>
    <message>
        <source>Does not start on a multiple of the drive&apos;s optimal I/O size.</source>
        <translation>Ei ala aseman optimaalisen I/O-koon monikerrasta.</translation>
    </message>
    <message>
        <source>none</source>
        <translation>ei mitään</translation>
    </message>
    <message>
        <source>not mounted</source>
        <translation>ei liitetty</translation>
    </message>
    <message>
        <source>not checked</source>
        <translation>ei tarkistettu</translation>
    </message>
    <message>
        <source>%L1 %2</source>
        <extracomment>a transfer rate; %L1 the number, %2 its unit (&quot;MB/s&quot; or &quot;MiB/s&quot;, as chosen in Preferences)</extracomment>
        <translation>%L1 %2</translation>
    </message>
    <message>
        <source>unknown test &apos;%1&apos;</source>
        <extracomment>%1 what the user typed after --run-test</extracomment>
        <translation>tuntematon testi &apos;%1&apos;</translation>
    </message>
    <message>
        <source>--run-test needs --target, an existing folder or file</source>
        <translation>--run-test tarvitsee valitsimen --target, olemassa olevan kansion tai tiedoston</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a size, e.g. 1G or 256M</source>
        <extracomment>%1 what the user typed after --size</extracomment>
        <translation>&apos;%1&apos; ei ole koko, esim. 1G tai 256M</translation>
    </message>
    <message>
        <source>write back: the kernel sends flushes</source>
        <translation>viivästetty kirjoitus (write back): ydin lähettää tyhjennyksiä</translation>
    </message>
    <message>
        <source>write through: the kernel sends no flushes</source>
        <translation>suora läpikirjoitus (write through): ydin ei lähetä tyhjennyksiä</translation>
    </message>
    <message>
        <source>Open this drive report (smartctl -x, smartctl --json or nvme smart-log -o json) at start.</source>
        <translation>Avaa tämä asemaraportti (smartctl -x, smartctl --json tai nvme smart-log -o json) käynnistettäessä.</translation>
    </message>
</context>
<context>
    <name>DriveProof::Gui::AboutDialog</name>
    <message>
        <source>About DriveProof</source>
        <translation>Tietoja DriveProofista</translation>
    </message>
    <message>
        <source>DriveProof %1</source>
        <extracomment>%1 DriveProof&apos;s version, e.g. &quot;0.1.0&quot;</extracomment>
        <translation>DriveProof %1</translation>
    </message>
    <message>
        <source>Tells you the truth about a drive: what it is, whether its partitions are aligned, whether its write cache is on, how fast it commits, streams and seeks, and whether it keeps the writes it acknowledged.</source>
        <translation>Kertoo totuuden asemasta: mikä se on, onko sen osiot tasattu, onko sen kirjoitusvälimuisti päällä, kuinka nopeasti se vahvistaa, siirtää ja hakee, ja säilyttääkö se kuittaamansa kirjoitukset.</translation>
    </message>
    <message>
        <source>What DriveProof does</source>
        <translation>Mitä DriveProof tekee</translation>
    </message>
    <message>
        <source>Qt %1 · kernel %2 %3</source>
        <extracomment>%1 the Qt version it runs on, %2 the kernel&apos;s name (&quot;linux&quot;), %3 its version</extracomment>
        <translation>Qt %1 · ydin %2 %3</translation>
    </message>
    <message>
        <source>Versions</source>
        <translation>Versiot</translation>
    </message>
    <message>
        <source>Free software under the GNU General Public License, version 3 or any later version (&lt;a href=&quot;https://www.gnu.org/licenses/gpl-3.0.html&quot;&gt;GPL-3.0-or-later&lt;/a&gt;). It comes with no warranty.</source>
        <extracomment>rich text; keep the link. GPL-3.0-or-later is the licence&apos;s SPDX name</extracomment>
        <translation>Vapaa ohjelmisto GNU General Public License -lisenssin version 3 tai minkä tahansa myöhemmän version ehdoin (&lt;a href=&quot;https://www.gnu.org/licenses/gpl-3.0.html&quot;&gt;GPL-3.0-or-later&lt;/a&gt;). Ohjelmistolla ei ole takuuta.</translation>
    </message>
    <message>
        <source>Licence</source>
        <translation>Lisenssi</translation>
    </message>
</context>
<context>
    <name>DriveProof::Gui::CapacityButton</name>
    <message>
        <source>Check &amp;capacity…</source>
        <translation>Tarkista &amp;kapasiteetti…</translation>
    </message>
    <message>
        <source>Is the drive as big as it says? Finds fake drives.</source>
        <translation>Onko asema niin suuri kuin se väittää? Löytää väärennetyt asemat.</translation>
    </message>
</context>
<context>
    <name>DriveProof::Gui::CapacityDialog</name>
    <message>
        <source>Check capacity: %1</source>
        <extracomment>dialog title; %1 the drive&apos;s model or device node</extracomment>
        <translation>Tarkista kapasiteetti: %1</translation>
    </message>
    <message>
        <source>Is %1 really %2? The check writes records across the whole drive, reads them back and tells a genuine drive from a fake one.</source>
        <extracomment>%1 the drive&apos;s model, %2 its size as it claims it, e.g. &quot;128.0 GB&quot;</extracomment>
        <translation>Onko %1 todella %2? Tarkistus kirjoittaa tietueita koko asemalle, lukee ne takaisin ja erottaa aidon aseman väärennöksestä.</translation>
    </message>
    <message>
        <source>&amp;Quick probe: a few thousand records, minutes</source>
        <translation>&amp;Pikakoetus: muutama tuhat tietuetta, minuutteja</translation>
    </message>
    <message>
        <source>&amp;Full verify: every block, hours on a large drive</source>
        <translation>&amp;Täysi tarkistus: jokainen lohko, tunteja suurella asemalla</translation>
    </message>
    <message>
        <source>&amp;Start</source>
        <translation>&amp;Aloita</translation>
    </message>
    <message>
        <source>Everything on %1 (%2) is lost: every partition, every file.</source>
        <extracomment>%1 device node, %2 the drive&apos;s model</extracomment>
        <translation>Kaikki laitteella %1 (%2) menetetään: jokainen osio, jokainen tiedosto.</translation>
    </message>
    <message>
        <source>&amp;Cancel</source>
        <translation>&amp;Peru</translation>
    </message>
    <message>
        <source>&amp;Close</source>
        <translation>&amp;Sulje</translation>
    </message>
    <message>
        <source>Check capacity</source>
        <translation>Tarkista kapasiteetti</translation>
    </message>
    <message>
        <source>Write</source>
        <extracomment>a line of the full verify&apos;s chart: the rate while writing</extracomment>
        <translation>Kirjoitus</translation>
    </message>
    <message>
        <source>Read</source>
        <translation>Luku</translation>
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
        <translation>&amp;Kopioi kuva</translation>
    </message>
</context>
<context>
    <name>DriveProof::Gui::Charts::CommitChart</name>
    <message>
        <source>Commits per second, by method</source>
        <translation>Vahvistuksia sekunnissa vahvistustavoittain</translation>
    </message>
    <message>
        <source>Commits per second (logarithmic)</source>
        <translation>Vahvistuksia sekunnissa (logaritminen)</translation>
    </message>
    <message>
        <source>Durable, write cache as it was</source>
        <translation>Pysyvä, kirjoitusvälimuisti ennallaan</translation>
    </message>
    <message>
        <source>Durable commits</source>
        <translation>Pysyvät vahvistukset</translation>
    </message>
    <message>
        <source>Durable, write cache off</source>
        <translation>Pysyvä, kirjoitusvälimuisti pois</translation>
    </message>
    <message>
        <source>Not durable (baseline for comparison)</source>
        <translation>Ei pysyvä (vertailukohta)</translation>
    </message>
    <message>
        <source>%1 rpm: about %2 commits/s at most when each waits for the platter</source>
        <extracomment>legend of a line on the commit chart; %1 rotation rate, %2 commits per second</extracomment>
        <translation>%1 rpm: enintään noin %2 vahvistusta/s, kun jokainen odottaa levyn pyörähdystä</translation>
    </message>
</context>
<context>
    <name>DriveProof::Gui::Charts::CompareChart</name>
    <message>
        <source>A (older)</source>
        <translation>A (vanhempi)</translation>
    </message>
    <message>
        <source>B (newer)</source>
        <translation>B (uudempi)</translation>
    </message>
    <message>
        <source>The two runs side by side</source>
        <translation>Molemmat ajot rinnakkain</translation>
    </message>
    <message>
        <source>Commits/s</source>
        <translation>Vahvistusta/s</translation>
    </message>
</context>
<context>
    <name>DriveProof::Gui::Charts::CutTimelineChart</name>
    <message>
        <source>Acknowledged writes before the power cut</source>
        <translation>Kuitatut kirjoitukset ennen sähkökatkoa</translation>
    </message>
    <message>
        <source>Seconds before the cut</source>
        <extracomment>axis of a chart: time before the moment the power was cut (negative numbers)</extracomment>
        <translation>Sekuntia ennen katkoa</translation>
    </message>
    <message>
        <source>Write number</source>
        <extracomment>axis of a chart: the running number of each write</extracomment>
        <translation>Kirjoituksen numero</translation>
    </message>
    <message>
        <source>Kept</source>
        <translation>Säilyneet</translation>
    </message>
    <message>
        <source>Lost</source>
        <translation>Kadonneet</translation>
    </message>
    <message>
        <source>Torn (partly kept)</source>
        <translation>Osittain kirjoitetut (osittain säilyneet)</translation>
    </message>
    <message>
        <source>Estimated cut</source>
        <extracomment>the estimated moment of the power cut, a vertical line in the chart</extracomment>
        <translation>Arvioitu katko</translation>
    </message>
</context>
<context>
    <name>DriveProof::Gui::Charts::HybridChart</name>
    <message>
        <source>Random reads before and after the idle time</source>
        <translation>Satunnaiset luvut ennen joutoaikaa ja sen jälkeen</translation>
    </message>
    <message>
        <source>Random reads of the same blocks</source>
        <translation>Samojen lohkojen satunnaiset luvut</translation>
    </message>
    <message>
        <source>IOPS</source>
        <translation>IOPS</translation>
    </message>
    <message>
        <source>First pass</source>
        <translation>Ensimmäinen kierros</translation>
    </message>
    <message>
        <source>Second pass, after the idle time</source>
        <translation>Toinen kierros joutoajan jälkeen</translation>
    </message>
</context>
<context>
    <name>DriveProof::Gui::Charts::LatencyChart</name>
    <message>
        <source>Latency</source>
        <translation>Viive</translation>
    </message>
    <message>
        <source>Latency of %1</source>
        <extracomment>chart title; %1 the measurement, e.g. &quot;RND4K Q1T1 read&quot;</extracomment>
        <translation>Viive: %1</translation>
    </message>
    <message>
        <source>Latency (µs, logarithmic)</source>
        <translation>Viive (µs, logaritminen)</translation>
    </message>
    <message>
        <source>Share of operations (%)</source>
        <translation>Osuus operaatioista (%)</translation>
    </message>
    <message>
        <source>Operations</source>
        <translation>Operaatiot</translation>
    </message>
    <message>
        <source>p50 (median): %1 µs</source>
        <extracomment>a percentile marker in the legend; %1 latency in microseconds</extracomment>
        <translation>p50 (mediaani): %1 µs</translation>
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
        <translation>Lukunopeus testialueen eri kohdissa</translation>
    </message>
    <message>
        <source>Write rate as the test area fills</source>
        <translation>Kirjoitusnopeus testialueen täyttyessä</translation>
    </message>
    <message>
        <source>Position (%1)</source>
        <extracomment>axis title; %1 the unit: MB, GB, MiB or GiB</extracomment>
        <translation>Sijainti (%1)</translation>
    </message>
    <message>
        <source>Written (%1)</source>
        <extracomment>axis title; %1 the unit: MB, GB, MiB or GiB</extracomment>
        <translation>Kirjoitettu (%1)</translation>
    </message>
</context>
<context>
    <name>DriveProof::Gui::Charts::SweepChart</name>
    <message>
        <source>IOPS and transfer rate by block size</source>
        <translation>IOPS ja siirtonopeus lohkokoon mukaan</translation>
    </message>
    <message>
        <source>Block size (KiB, logarithmic)</source>
        <translation>Lohkokoko (KiB, logaritminen)</translation>
    </message>
    <message>
        <source>IOPS and transfer rate by queue depth</source>
        <translation>IOPS ja siirtonopeus jonosyvyyden mukaan</translation>
    </message>
    <message>
        <source>I/Os in flight per thread (logarithmic)</source>
        <translation>Kesken olevat I/O-pyynnöt säiettä kohden (logaritminen)</translation>
    </message>
    <message>
        <source>IOPS and transfer rate by threads</source>
        <translation>IOPS ja siirtonopeus säikeiden mukaan</translation>
    </message>
    <message>
        <source>Threads (logarithmic)</source>
        <translation>Säikeet (logaritminen)</translation>
    </message>
    <message>
        <source>IOPS (logarithmic)</source>
        <translation>IOPS (logaritminen)</translation>
    </message>
    <message>
        <source>%1 (logarithmic)</source>
        <extracomment>axis title; %1 the rate unit, &quot;MB/s&quot; or &quot;MiB/s&quot;</extracomment>
        <translation>%1 (logaritminen)</translation>
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
        <translation>Siirtonopeus ajan mittaan</translation>
    </message>
    <message>
        <source>I/O operations per second over time</source>
        <translation>I/O-operaatioita sekunnissa ajan mittaan</translation>
    </message>
    <message>
        <source>IOPS</source>
        <translation>IOPS</translation>
    </message>
    <message>
        <source>Commits per second over time</source>
        <translation>Vahvistuksia sekunnissa ajan mittaan</translation>
    </message>
    <message>
        <source>Commits per second</source>
        <translation>Vahvistuksia sekunnissa</translation>
    </message>
    <message>
        <source>Seconds</source>
        <translation>Sekunnit</translation>
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
        <translation>Vahvistusta/s</translation>
    </message>
    <message>
        <source>p99 latency (µs)</source>
        <translation>p99-viive (µs)</translation>
    </message>
    <message>
        <source>Two runs side by side</source>
        <translation>Kaksi ajoa rinnakkain</translation>
    </message>
    <message>
        <source>&amp;Back to the history</source>
        <translation>&amp;Takaisin historiaan</translation>
    </message>
    <message>
        <source>Comparison of two runs</source>
        <translation>Kahden ajon vertailu</translation>
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
        <translation>Mittaus</translation>
    </message>
    <message>
        <source>Quantity</source>
        <translation>Suure</translation>
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
        <translation>Näillä ajoilla ei ole yhteisiä mittauksia, joten rinnastettavaa ei ole. Vertaa saman testin kahta ajoa.</translation>
    </message>
    <message>
        <source>These are two different tests (%1 and %2): only the measurements they share have a ratio.</source>
        <extracomment>%1 and %2 two test names</extracomment>
        <translation>Nämä ovat kaksi eri testiä (%1 ja %2): vain niiden yhteisillä mittauksilla on suhdeluku.</translation>
    </message>
    <message>
        <source>same</source>
        <extracomment>B&apos;s number is within 3% of A&apos;s</extracomment>
        <translation>sama</translation>
    </message>
    <message>
        <source>▲ %1% better</source>
        <extracomment>%1 a percentage without the % sign, e.g. &quot;18&quot; -&gt; &quot;▲ 18% better&quot;</extracomment>
        <translation>▲ %1 % parempi</translation>
    </message>
    <message>
        <source>▼ %1% worse</source>
        <translation>▼ %1 % huonompi</translation>
    </message>
    <message>
        <source>Better and worse follow each quantity: more MB/s, IOPS or commits per second is better, less latency is better. Within 3% counts as the same: two runs on one drive differ that much.</source>
        <translation>Parempi ja huonompi määräytyvät kunkin suureen mukaan: enemmän MB/s, IOPS tai vahvistuksia sekunnissa on parempi, pienempi viive on parempi. Enintään 3 %:n ero lasketaan samaksi: sen verran kaksi ajoa samalla asemalla eroavat.</translation>
    </message>
    <message>
        <source>B against A</source>
        <translation>B verrattuna A:han</translation>
    </message>
    <message>
        <source>%1, %2, on %3 (%4) · %5</source>
        <extracomment>one run in a comparison; %1 test name, %2 date and time, %3 drive model, %4 where it ran, %5 its settings (&quot;1 GiB · 5 s per step · temporary file on ext4 · io_uring&quot;)</extracomment>
        <translation>%1, %2, %3 (%4) · %5</translation>
    </message>
    <message>
        <source>These runs were not made alike, so their numbers do not compare directly. %1</source>
        <extracomment>%1 one or more sentences on how the two runs differ</extracomment>
        <translation>Näitä ajoja ei tehty samoin, joten niiden lukuja ei voi verrata suoraan. %1</translation>
    </message>
</context>
<context>
    <name>DriveProof::Gui::ConfirmWriteDialog</name>
    <message>
        <source>Erase %1?</source>
        <extracomment>dialog title; %1 a device node</extracomment>
        <translation>Tyhjennetäänkö %1?</translation>
    </message>
    <message>
        <source>This test (%1) writes over %2 (%3). Everything on it is lost: every partition, every file. This cannot be undone.</source>
        <extracomment>%1 test name, %2 device node, %3 the drive&apos;s model</extracomment>
        <translation>Tämä testi (%1) kirjoittaa laitteen %2 (%3) päälle. Kaikki sillä oleva menetetään: jokainen osio, jokainen tiedosto. Tätä ei voi perua.</translation>
    </message>
    <message>
        <source>To go on, type the device&apos;s name, &lt;b&gt;%1&lt;/b&gt;:</source>
        <extracomment>%1 the device&apos;s short name the user must type, e.g. &quot;sdb&quot;</extracomment>
        <translation>Jatka kirjoittamalla laitteen nimi, &lt;b&gt;%1&lt;/b&gt;:</translation>
    </message>
    <message>
        <source>Device name</source>
        <translation>Laitteen nimi</translation>
    </message>
    <message>
        <source>&amp;Erase and test</source>
        <translation>&amp;Tyhjennä ja testaa</translation>
    </message>
    <message>
        <source>Test the empty drive %1?</source>
        <extracomment>dialog title; %1 the drive&apos;s name (model)</extracomment>
        <translation>Testataanko tyhjä asema %1?</translation>
    </message>
    <message>
        <source>%1 (%2) is empty: it has no partition table and no file system, as a new drive arrives. The test (%3) writes over the whole device; anything on it that DriveProof cannot recognise would be lost.</source>
        <extracomment>%1 the drive&apos;s name (model), %2 device node, %3 test name</extracomment>
        <translation>%1 (%2) on tyhjä: siinä ei ole osiotaulua eikä tiedostojärjestelmää, kuten uusi asema saapuu. Testi (%3) kirjoittaa koko laitteen yli; kaikki siinä oleva, mitä DriveProof ei tunnista, menetettäisiin.</translation>
    </message>
    <message>
        <source>&amp;Write and test</source>
        <translation>&amp;Kirjoita ja testaa</translation>
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
        <translation>Hyvä</translation>
    </message>
    <message>
        <source>Caution</source>
        <extracomment>health badge beside a drive in the list, as on the Health card</extracomment>
        <translation>Varoitus</translation>
    </message>
    <message>
        <source>Bad</source>
        <extracomment>health badge beside a drive in the list, as on the Health card</extracomment>
        <translation>Huono</translation>
    </message>
    <message>
        <source>%1
%2, %3
Health: %4</source>
        <extracomment>%1 drive name, %2 kind of drive, %3 device path, %4 its health (&quot;Good&quot;, ...)</extracomment>
        <translation>%1
%2, %3
Kunto: %4</translation>
    </message>
    <message>
        <source>%1, %2, %3, %4, health: %5</source>
        <extracomment>read by screen readers; %1 drive name, %2 kind of drive, %3 size, %4 device path, %5 its health (&quot;Good&quot;, &quot;Caution&quot;, &quot;Bad&quot;)</extracomment>
        <translation>%1, %2, %3, %4, kunto: %5</translation>
    </message>
</context>
<context>
    <name>DriveProof::Gui::DrivePage</name>
    <message>
        <source>&amp;Test this drive…</source>
        <translation>&amp;Testaa tämä asema…</translation>
    </message>
    <message>
        <source>%1 %2 · %3</source>
        <extracomment>under the drive name; %1 size, e.g. &quot;2.0 TB&quot;, %2 kind of drive, %3 device path</extracomment>
        <translation>%1 %2 · %3</translation>
    </message>
    <message>
        <source>Measure %1: quick check, commit rate, throughput and more, in a window of its own</source>
        <extracomment>%1 the drive&apos;s name</extracomment>
        <translation>Mittaa %1: pikatarkistus, vahvistusnopeus, siirtonopeus ja muuta omassa ikkunassaan</translation>
    </message>
    <message>
        <source>Q&amp;uick check</source>
        <translation>P&amp;ikatarkistus</translation>
    </message>
    <message>
        <source>Measure the four CrystalDiskMark tests now, in about %1, on a temporary file in %2</source>
        <extracomment>tooltip of the Quick check button; %1 about how long it takes (&quot;20 seconds&quot;), %2 the folder that holds the temporary file</extracomment>
        <translation>Mittaa nyt CrystalDiskMarkin neljä testiä (kesto noin %1) väliaikaisella tiedostolla kansiossa %2</translation>
    </message>
    <message>
        <source>This drive is empty: no partition table and no file system. It is read-only or in use, so only the reading tests can run on it.</source>
        <translation>Tämä asema on tyhjä: ei osiotaulua eikä tiedostojärjestelmää. Se on vain luku -tilassa tai käytössä, joten siinä voi ajaa vain lukutestejä.</translation>
    </message>
    <message>
        <source>This drive is empty: no partition table and no file system, as a new drive arrives. The quick check, the commit test and the sustained write run on the whole device after one confirmation; there is no need to partition it first.</source>
        <translation>Tämä asema on tyhjä: ei osiotaulua eikä tiedostojärjestelmää, kuten uusi asema saapuu. Pikatarkistus, commit-testi ja jatkuva kirjoitus ajetaan koko laitteella yhden vahvistuksen jälkeen; sitä ei tarvitse ensin osioida.</translation>
    </message>
    <message>
        <source>The quick check needs a folder on this drive, and none of its file systems is mounted. Mount one (in your file manager or GNOME Disks) and press Refresh (F5), or use &quot;Test this drive…&quot; for the reading tests on the whole device (sequential and random reads, surface scan), which write nothing.</source>
        <translation>Pikatarkistus tarvitsee kansion tältä asemalta, eikä mikään sen tiedostojärjestelmistä ole liitettynä. Liitä jokin (tiedostonhallinnassa tai GNOME Levyissä) ja paina Päivitä (F5), tai käytä ”Testaa tämä asema…” koko laitteen lukutesteihin (peräkkäinen ja satunnainen luku, pintaskannaus), jotka eivät kirjoita mitään.</translation>
    </message>
    <message>
        <source>The quick check needs a folder on this drive that you can write to, and none of its file systems is mounted where you may write. Mount one where you may and press Refresh (F5), or choose a folder of yours on it with &quot;Test this drive…&quot;.</source>
        <translation>Pikatarkistus tarvitsee tältä asemalta kansion, johon voit kirjoittaa, eikä mikään sen tiedostojärjestelmistä ole liitettynä paikkaan, johon saat kirjoittaa. Liitä jokin sellaiseen paikkaan ja paina Päivitä (F5), tai valitse oma kansiosi sillä kohdasta ”Testaa tämä asema…”.</translation>
    </message>
    <message>
        <source>Measure the four CrystalDiskMark tests now, in about %1, on the empty device %2 (asks once to confirm)</source>
        <extracomment>tooltip of the Quick check button; %1 about how long it takes (&quot;20 seconds&quot;), %2 a device node</extracomment>
        <translation>Mittaa CrystalDiskMarkin neljä testiä nyt, noin %1, tyhjällä laitteella %2 (pyytää vahvistuksen kerran)</translation>
    </message>
</context>
<context>
    <name>DriveProof::Gui::HealthCard</name>
    <message>
        <source>Health</source>
        <translation>Kunto</translation>
    </message>
    <message>
        <source>Reading…</source>
        <translation>Luetaan…</translation>
    </message>
    <message>
        <source>Unknown</source>
        <translation>Tuntematon</translation>
    </message>
    <message>
        <source>Health: %1</source>
        <extracomment>accessible name of the health badge; %1 &quot;Good&quot;, &quot;Caution&quot;, &quot;Bad&quot;, ...</extracomment>
        <translation>Kunto: %1</translation>
    </message>
    <message>
        <source>No health data</source>
        <translation>Ei kuntotietoja</translation>
    </message>
    <message>
        <source>%1 is a file used as a drive (%2): it has no health data of its own. The health of the drive that holds the file is what counts.</source>
        <extracomment>%1 device path, %2 the file behind the loop device</extracomment>
        <translation>%1 on asemana käytetty tiedosto (%2): sillä ei ole omia kuntotietoja. Merkitystä on tiedoston sisältävän aseman kunnolla.</translation>
    </message>
    <message>
        <source>%1 is a virtual disk: the real drive is on the host, and only the host can read its health.</source>
        <extracomment>%1 device path</extracomment>
        <translation>%1 on virtuaalilevy: todellinen asema on isäntäkoneessa, ja vain isäntä voi lukea sen kunnon.</translation>
    </message>
    <message>
        <source>%1 reports no health data that DriveProof can read.</source>
        <extracomment>%1 device path</extracomment>
        <translation>%1 ei ilmoita kuntotietoja, joita DriveProof osaa lukea.</translation>
    </message>
    <message>
        <source>Good</source>
        <translation>Hyvä</translation>
    </message>
    <message>
        <source>The drive finds nothing wrong. That predicts some failures, not all: keep backups.</source>
        <translation>Asema ei havaitse vikoja. Se ennustaa osan vioista, ei kaikkia: pidä varmuuskopiot ajan tasalla.</translation>
    </message>
    <message>
        <source>Caution</source>
        <translation>Varoitus</translation>
    </message>
    <message>
        <source>Make sure your backups are current, and check this drive again soon.</source>
        <translation>Varmista, että varmuuskopiosi ovat ajan tasalla, ja tarkista tämä asema pian uudelleen.</translation>
    </message>
    <message>
        <source>Bad</source>
        <translation>Huono</translation>
    </message>
    <message>
        <source>Back up the data on this drive now and plan to replace it.</source>
        <translation>Varmuuskopioi tämän aseman tiedot nyt ja suunnittele sen vaihtamista.</translation>
    </message>
    <message>
        <source>The drive gave no overall assessment of its health.</source>
        <translation>Asema ei antanut kokonaisarviota kunnostaan.</translation>
    </message>
    <message>
        <source>Temperature</source>
        <extracomment>a temperature; %1 the number, e.g. &quot;38&quot;</extracomment>
        <translation>Lämpötila</translation>
    </message>
    <message>
        <source>%1 °C</source>
        <translation>%1 °C</translation>
    </message>
    <message>
        <source>Power-on hours</source>
        <translation>Käyttötunnit</translation>
    </message>
    <message>
        <source>Power cycles</source>
        <translation>Virrankatkaisut</translation>
    </message>
    <message>
        <source>Unsafe shutdowns</source>
        <translation>Hallitsemattomat sammutukset</translation>
    </message>
    <message>
        <source>Times power was lost before the drive was told: each one is a moment where its write cache could lose data.</source>
        <translation>Kerrat, jolloin virta katkesi ennen kuin asemalle ilmoitettiin: jokainen on hetki, jolloin sen kirjoitusvälimuisti on voinut menettää dataa.</translation>
    </message>
    <message>
        <source>Bad sectors</source>
        <translation>Vialliset sektorit</translation>
    </message>
    <message>
        <source>Sectors the drive has replaced or is waiting to replace.</source>
        <translation>Sektorit, jotka asema on korvannut tai odottaa korvaavansa.</translation>
    </message>
    <message>
        <source>Media errors</source>
        <translation>Tallennusvälinevirheet</translation>
    </message>
    <message>
        <source>Data the drive could not read or write correctly.</source>
        <translation>Data, jota asema ei pystynyt lukemaan tai kirjoittamaan oikein.</translation>
    </message>
    <message>
        <source>Available spare</source>
        <translation>Käytettävissä oleva vara</translation>
    </message>
    <message>
        <source>Reserve blocks left for replacing worn-out ones.</source>
        <translation>Jäljellä olevat varalohkot kuluneiden korvaamiseen.</translation>
    </message>
    <message>
        <source>Wear</source>
        <extracomment>wear of a solid-state drive; %1 a percentage, e.g. &quot;3%&quot;</extracomment>
        <translation>Kuluminen</translation>
    </message>
    <message>
        <source>%1 of its rated life used</source>
        <translation>%1 arvioidusta käyttöiästä käytetty</translation>
    </message>
    <message>
        <source>The maker&apos;s estimate; it can go past 100%.</source>
        <translation>Valmistajan arvio; se voi ylittää 100%.</translation>
    </message>
    <message>
        <source>Read from</source>
        <translation>Luettu lähteestä</translation>
    </message>
</context>
<context>
    <name>DriveProof::Gui::HealthRecordsView</name>
    <message numerus="yes">
        <source>All records the drive keeps (%n)</source>
        <extracomment>%n the number of records (SMART attributes or NVMe log fields)</extracomment>
        <translation>
            <numerusform>Kaikki aseman tallentamat tiedot (%n)</numerusform>
            <numerusform>Kaikki aseman tallentamat tiedot (%n)</numerusform>
        </translation>
    </message>
    <message>
        <source>%1
Defined in: %2</source>
        <extracomment>tooltip of a health record; %1 what it means, %2 the standard and section</extracomment>
        <translation>%1
Määritelty: %2</translation>
    </message>
    <message>
        <source>Self-test log, newest first:</source>
        <translation>Itsetestiloki, uusin ensin:</translation>
    </message>
</context>
<context>
    <name>DriveProof::Gui::HistoryPage</name>
    <message>
        <source>Earlier runs on %1</source>
        <extracomment>%1 the drive&apos;s name (model)</extracomment>
        <translation>Aiemmat ajot: %1</translation>
    </message>
    <message>
        <source>Every test run on this drive is kept here. Open one to see its result again, or select two (hold Ctrl and click) to compare them side by side.</source>
        <translation>Jokainen tällä asemalla ajettu testi säilytetään täällä. Avaa ajo nähdäksesi sen tuloksen uudelleen, tai valitse kaksi (pidä Ctrl pohjassa ja napsauta) vertaillaksesi niitä rinnakkain.</translation>
    </message>
    <message>
        <source>Date</source>
        <translation>Päivämäärä</translation>
    </message>
    <message>
        <source>Test</source>
        <translation>Testi</translation>
    </message>
    <message>
        <source>Summary</source>
        <translation>Yhteenveto</translation>
    </message>
    <message>
        <source>Earlier runs</source>
        <translation>Aiemmat ajot</translation>
    </message>
    <message>
        <source>&amp;Open</source>
        <translation>&amp;Avaa</translation>
    </message>
    <message>
        <source>&amp;Compare the two selected</source>
        <translation>&amp;Vertaa kahta valittua</translation>
    </message>
    <message>
        <source>&amp;Delete…</source>
        <translation>&amp;Poista…</translation>
    </message>
    <message>
        <source>&amp;New test</source>
        <translation>&amp;Uusi testi</translation>
    </message>
    <message>
        <source>Reading the history…</source>
        <translation>Luetaan historiaa…</translation>
    </message>
    <message>
        <source>No runs yet. Finished tests appear here by themselves.</source>
        <translation>Ei vielä ajoja. Valmistuneet testit ilmestyvät tänne itsestään.</translation>
    </message>
    <message numerus="yes">
        <source>%n run(s) kept.</source>
        <extracomment>%n runs kept for this drive</extracomment>
        <translation>
            <numerusform>%n ajo tallessa.</numerusform>
            <numerusform>%n ajoa tallessa.</numerusform>
        </translation>
    </message>
    <message>
        <source>Select exactly two runs to compare</source>
        <translation>Valitse vertailtavaksi tasan kaksi ajoa</translation>
    </message>
    <message>
        <source>Delete runs</source>
        <translation>Poista ajot</translation>
    </message>
    <message numerus="yes">
        <source>Delete %n run(s) from the history? This cannot be undone.</source>
        <extracomment>%n how many runs are about to be deleted</extracomment>
        <translation>
            <numerusform>Poistetaanko %n ajo historiasta? Tätä ei voi perua.</numerusform>
            <numerusform>Poistetaanko %n ajoa historiasta? Tätä ei voi perua.</numerusform>
        </translation>
    </message>
    <message>
        <source>Select two runs of the same test to compare</source>
        <translation>Valitse vertailtavaksi kaksi saman testin ajoa</translation>
    </message>
    <message>
        <source>Settings</source>
        <translation>Asetukset</translation>
    </message>
</context>
<context>
    <name>DriveProof::Gui::IdentityCard</name>
    <message>
        <source>Identity</source>
        <translation>Tunnisteet</translation>
    </message>
    <message>
        <source>Device</source>
        <translation>Laite</translation>
    </message>
    <message>
        <source>Backing file</source>
        <translation>Taustatiedosto</translation>
    </message>
    <message>
        <source>Transport</source>
        <translation>Liitäntä</translation>
    </message>
    <message>
        <source>The kernel does not say how this drive is connected.</source>
        <translation>Ydin ei kerro, miten tämä asema on liitetty.</translation>
    </message>
    <message>
        <source>Rotation speed unknown: %1</source>
        <extracomment>%1 why the speed is unknown</extracomment>
        <translation>Pyörimisnopeus tuntematon: %1</translation>
    </message>
    <message>
        <source>Media</source>
        <translation>Tallennusväline</translation>
    </message>
    <message>
        <source>Removable</source>
        <translation>Irrotettava</translation>
    </message>
    <message>
        <source>Read-only</source>
        <translation>Vain luku</translation>
    </message>
    <message>
        <source>Model</source>
        <translation>Malli</translation>
    </message>
    <message>
        <source>Vendor</source>
        <translation>Valmistaja</translation>
    </message>
    <message>
        <source>Serial number</source>
        <translation>Sarjanumero</translation>
    </message>
    <message>
        <source>Firmware</source>
        <translation>Laiteohjelmisto</translation>
    </message>
    <message>
        <source>WWN</source>
        <translation>WWN</translation>
    </message>
    <message>
        <source>Link</source>
        <translation>Yhteys</translation>
    </message>
</context>
<context>
    <name>DriveProof::Gui::MainWindow</name>
    <message>
        <source>Looking for drives…</source>
        <translation>Etsitään asemia…</translation>
    </message>
    <message>
        <source>Checking the partitions of %1…</source>
        <extracomment>%1 device path</extracomment>
        <translation>Tarkistetaan laitteen %1 osioita…</translation>
    </message>
    <message>
        <source>Switching the write cache of %1…</source>
        <extracomment>%1 device path</extracomment>
        <translation>Kytketään laitteen %1 kirjoitusvälimuistia…</translation>
    </message>
    <message>
        <source>Reading the write cache and health of %1…</source>
        <extracomment>%1 device path</extracomment>
        <translation>Luetaan laitteen %1 kirjoitusvälimuistia ja kuntoa…</translation>
    </message>
    <message>
        <source>udisks2 is not running: the facts shown come from the kernel alone.</source>
        <translation>udisks2 ei ole käynnissä: näytetyt tiedot ovat pelkästään ytimeltä.</translation>
    </message>
    <message>
        <source>DriveProof</source>
        <translation>DriveProof</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>&amp;Tiedosto</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Lopeta</translation>
    </message>
    <message>
        <source>Power-loss &amp;witness…</source>
        <translation>Sähkökatkotestin &amp;todistaja…</translation>
    </message>
    <message>
        <source>Record the power-loss test of another computer&apos;s drive on this one</source>
        <translation>Kirjaa toisen tietokoneen aseman sähkökatkotesti tällä koneella</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>&amp;Muokkaa</translation>
    </message>
    <message>
        <source>&amp;Preferences…</source>
        <translation>&amp;Asetukset…</translation>
    </message>
    <message>
        <source>Choose the language, the unit of transfer rates and the test defaults</source>
        <translation>Valitse kieli, siirtonopeuksien yksikkö ja testien oletukset</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Näytä</translation>
    </message>
    <message>
        <source>&amp;Refresh</source>
        <translation>&amp;Päivitä</translation>
    </message>
    <message>
        <source>Read the list of drives again</source>
        <translation>Lue asemaluettelo uudelleen</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Ohje</translation>
    </message>
    <message>
        <source>&amp;About DriveProof</source>
        <translation>&amp;Tietoja DriveProofista</translation>
    </message>
    <message>
        <source>Drives</source>
        <translation>Asemat</translation>
    </message>
    <message>
        <source>Busy</source>
        <translation>Varattu</translation>
    </message>
    <message numerus="yes">
        <source>A test is running on %1. Stop it and quit?</source>
        <extracomment>%1 device paths, e.g. &quot;/dev/sda&quot;; more than one joined by &quot;, &quot;</extracomment>
        <translation>
            <numerusform>Testi on käynnissä laitteessa %1. Pysäytetäänkö se ja lopetetaan?</numerusform>
            <numerusform>Testejä on käynnissä laitteissa %1. Pysäytetäänkö ne ja lopetetaan?</numerusform>
        </translation>
    </message>
    <message>
        <source>Stop the test?</source>
        <translation>Pysäytetäänkö testi?</translation>
    </message>
    <message>
        <source>The steps that finished are kept in the history; the temporary file is removed.</source>
        <translation>Valmistuneet vaiheet säilytetään historiassa; väliaikainen tiedosto poistetaan.</translation>
    </message>
    <message>
        <source>&amp;Stop and quit</source>
        <translation>&amp;Pysäytä ja lopeta</translation>
    </message>
    <message>
        <source>&amp;Keep testing</source>
        <translation>&amp;Jatka testaamista</translation>
    </message>
    <message>
        <source>Stop the power-loss test?</source>
        <translation>Pysäytetäänkö sähkökatkotesti?</translation>
    </message>
    <message>
        <source>The power-loss test is running. Quitting stops it without a power cut, so this run cannot tell whether the drive keeps its writes.</source>
        <translation>Sähkökatkotesti on käynnissä. Lopettaminen pysäyttää sen ilman sähkökatkoa, joten tämä ajo ei pysty kertomaan, säilyttääkö asema kirjoituksensa.</translation>
    </message>
    <message>
        <source>&amp;Keep running</source>
        <translation>&amp;Jatka ajoa</translation>
    </message>
    <message>
        <source>&amp;Open Drive Report…</source>
        <translation>&amp;Avaa asemaraportti…</translation>
    </message>
    <message>
        <source>Judge a drive from its smartctl or nvme-cli report, e.g. one a seller sent</source>
        <translation>Arvioi asema sen smartctl- tai nvme-cli-raportin perusteella, esim. myyjän lähettämän raportin</translation>
    </message>
    <message>
        <source>Paste Drive &amp;Report</source>
        <translation>Liitä asema&amp;raportti</translation>
    </message>
    <message>
        <source>Judge the smartctl or nvme-cli report on the clipboard</source>
        <translation>Arvioi leikepöydällä oleva smartctl- tai nvme-cli-raportti</translation>
    </message>
</context>
<context>
    <name>DriveProof::Gui::Notice</name>
    <message>
        <source>Danger</source>
        <translation>Vaara</translation>
    </message>
    <message>
        <source>Warning</source>
        <translation>Varoitus</translation>
    </message>
    <message>
        <source>Note</source>
        <translation>Huomautus</translation>
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
        <translation>Vahvistustapa</translation>
    </message>
    <message>
        <source>Commits/s</source>
        <translation>Vahvistusta/s</translation>
    </message>
    <message>
        <source>Mean µs</source>
        <translation>Keskiarvo µs</translation>
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
        <translation>Tyhjennyksiä vahvistusta kohden</translation>
    </message>
    <message>
        <source>Test</source>
        <translation>Testi</translation>
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
        <translation>ei pysyvä</translation>
    </message>
</context>
<context>
    <name>DriveProof::Gui::PartitionsCard</name>
    <message>
        <source>Partitions</source>
        <translation>Osiot</translation>
    </message>
    <message>
        <source>#</source>
        <translation>#</translation>
    </message>
    <message>
        <source>Device</source>
        <translation>Laite</translation>
    </message>
    <message>
        <source>Start sector</source>
        <translation>Alkusektori</translation>
    </message>
    <message>
        <source>Start (bytes)</source>
        <translation>Alku (tavua)</translation>
    </message>
    <message>
        <source>Size</source>
        <translation>Koko</translation>
    </message>
    <message>
        <source>Mounted on</source>
        <translation>Liitospiste</translation>
    </message>
    <message>
        <source>Alignment</source>
        <translation>Tasaus</translation>
    </message>
    <message>
        <source>Checking alignment</source>
        <translation>Tarkistetaan tasausta</translation>
    </message>
    <message>
        <source>Reading the partition table…</source>
        <translation>Luetaan osiotaulua…</translation>
    </message>
    <message>
        <source>What to do</source>
        <translation>Mitä tehdä</translation>
    </message>
    <message>
        <source>Partitions of %1</source>
        <extracomment>accessible name of the partitions table; %1 device path</extracomment>
        <translation>Laitteen %1 osiot</translation>
    </message>
    <message>
        <source>The kernel lists no partitions on this drive.</source>
        <translation>Ydin ei luettele tällä asemalla osioita.</translation>
    </message>
    <message>
        <source>The partition table lists no partitions.</source>
        <translation>Osiotaulussa ei ole osioita.</translation>
    </message>
    <message>
        <source>The partition table lists this partition, but the kernel has no device node for it yet (on some systems &apos;partx -a&apos; adds it).</source>
        <translation>Osiotaulu luettelee tämän osion, mutta ytimellä ei vielä ole sille laitetiedostoa (joissakin järjestelmissä &apos;partx -a&apos; lisää sen).</translation>
    </message>
    <message>
        <source>checking…</source>
        <translation>tarkistetaan…</translation>
    </message>
    <message>
        <source>The partition table did not list this partition.</source>
        <translation>Osiotaulu ei luetellut tätä osiota.</translation>
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
        <translation>Aloita testi -painike avaa ohjatun sähkökatkotestin: se kirjoittaa testitiedostoon (tai koko laitteeseen), ilmoittaa jokaisen vahvistuksen toisella tietokoneella toimivalle todistajalle ja pyytää sinua irrottamaan virtajohdon. Uudelleenkäynnistyksen jälkeen DriveProof tarkistaa, mitkä kuitatut kirjoitukset säilyivät. Voit myös harjoitella sitä tällä koneella simuloidulla asemalla.</translation>
    </message>
    <message>
        <source>&amp;Tests:</source>
        <translation>&amp;Testit:</translation>
    </message>
    <message>
        <source>Tests</source>
        <translation>Testit</translation>
    </message>
    <message>
        <source>&amp;Where:</source>
        <translation>&amp;Missä:</translation>
    </message>
    <message>
        <source>Test si&amp;ze:</source>
        <translation>Testin &amp;koko:</translation>
    </message>
    <message>
        <source>Time per st&amp;ep (seconds):</source>
        <translation>Aika vaih&amp;etta kohden (sekuntia):</translation>
    </message>
    <message>
        <source>&amp;Reads or writes:</source>
        <translation>&amp;Luvut vai kirjoitukset:</translation>
    </message>
    <message>
        <source>&amp;Idle time between the passes (seconds):</source>
        <translation>&amp;Joutoaika kierrosten välillä (sekuntia):</translation>
    </message>
    <message>
        <source>Also measure with the drive&apos;s write &amp;cache off, then switch it back on</source>
        <translation>Mittaa myös aseman kirjoitus&amp;välimuisti pois päältä ja kytke se sitten takaisin päälle</translation>
    </message>
    <message>
        <source>&amp;History…</source>
        <translation>&amp;Historia…</translation>
    </message>
    <message>
        <source>Earlier runs on this drive, and comparing two of them</source>
        <translation>Tämän aseman aiemmat ajot ja kahden ajon vertailu</translation>
    </message>
    <message>
        <source>&amp;Start test</source>
        <translation>&amp;Aloita testi</translation>
    </message>
    <message>
        <source>Reads</source>
        <translation>Luvut</translation>
    </message>
    <message>
        <source>Writes</source>
        <translation>Kirjoitukset</translation>
    </message>
    <message>
        <source>Mixed: 70% reads, 30% writes</source>
        <translation>Sekoitettu: 70 % lukuja, 30 % kirjoituksia</translation>
    </message>
    <message>
        <source>Takes as long as writing %1 once: about %2 at %3, less on a faster drive.</source>
        <extracomment>%1 a size, %2 a duration, %3 a rate (&quot;150.0 MB/s&quot;)</extracomment>
        <translation>Kestää yhtä kauan kuin %1 kirjoittaminen kerran: noin %2 nopeudella %3, nopeammalla asemalla vähemmän.</translation>
    </message>
    <message>
        <source>Takes as long as reading %1 once: about %2 at %3, less on a faster drive.</source>
        <extracomment>%1 a size, %2 a duration, %3 a rate (&quot;150.0 MB/s&quot;)</extracomment>
        <translation>Kestää yhtä kauan kuin %1 lukeminen kerran: noin %2 nopeudella %3, nopeammalla asemalla vähemmän.</translation>
    </message>
    <message>
        <source>Takes about %1 with these settings.</source>
        <extracomment>%1 a duration</extracomment>
        <translation>Kestää näillä asetuksilla noin %1.</translation>
    </message>
    <message>
        <source>Takes about %1 with these settings, plus a moment to prepare the test file.</source>
        <extracomment>%1 a duration</extracomment>
        <translation>Kestää näillä asetuksilla noin %1 sekä hetken testitiedoston valmisteluun.</translation>
    </message>
    <message>
        <source>This test writes over %1: everything on it is lost, every partition and every file. You will be asked to type the device&apos;s name to confirm.</source>
        <extracomment>%1 a device node</extracomment>
        <translation>Tämä testi kirjoittaa laitteen %1 päälle: kaikki sillä oleva menetetään, jokainen osio ja jokainen tiedosto. Sinua pyydetään vahvistamaan kirjoittamalla laitteen nimi.</translation>
    </message>
    <message>
        <source>Only reads from %1; nothing on it changes. Reading a device directly may ask for your password.</source>
        <extracomment>%1 a device node</extracomment>
        <translation>Vain lukee laitteelta %1; mikään sillä ei muutu. Laitteen lukeminen suoraan voi vaatia salasanasi.</translation>
    </message>
    <message>
        <source>Writes only to a temporary file in the chosen folder and removes it afterwards; nothing else on the drive changes.</source>
        <translation>Kirjoittaa vain väliaikaiseen tiedostoon valitussa kansiossa ja poistaa sen lopuksi; mikään muu asemalla ei muutu.</translation>
    </message>
    <message>
        <source>Only reads. In a folder it first writes the temporary file it reads, and removes it afterwards.</source>
        <translation>Vain lukee. Kansiossa se ensin kirjoittaa luettavan väliaikaisen tiedoston ja poistaa sen lopuksi.</translation>
    </message>
    <message>
        <source>Opens the guided power-loss test</source>
        <translation>Avaa ohjatun sähkökatkotestin</translation>
    </message>
    <message>
        <source>%1 holds the running system: DriveProof never writes over it.</source>
        <extracomment>%1 a device node</extracomment>
        <translation>%1 sisältää käynnissä olevan järjestelmän: DriveProof ei koskaan kirjoita sen päälle.</translation>
    </message>
    <message>
        <source>%1 or one of its partitions is mounted or in use (LVM, RAID, an encrypted volume). Unmount it first to write over it.</source>
        <extracomment>%1 a device node</extracomment>
        <translation>%1 tai jokin sen osioista on liitetty tai käytössä (LVM, RAID, salattu taltio). Irrota se ensin, jotta sen päälle voi kirjoittaa.</translation>
    </message>
    <message>
        <source>%1 is read-only.</source>
        <extracomment>%1 a device node</extracomment>
        <translation>%1 on vain luku -tilassa.</translation>
    </message>
    <message>
        <source>A temporary file in %1</source>
        <extracomment>a place a test runs; %1 a folder</extracomment>
        <translation>Väliaikainen tiedosto kansiossa %1</translation>
    </message>
    <message>
        <source>You may not be allowed to write here. Choose a folder of yours on this drive with &quot;another folder&quot;.</source>
        <translation>Sinulla ei ehkä ole lupaa kirjoittaa tähän. Valitse tältä asemalta oma kansiosi kohdasta &quot;toinen kansio&quot;.</translation>
    </message>
    <message>
        <source>A temporary file in another folder…</source>
        <translation>Väliaikainen tiedosto toisessa kansiossa…</translation>
    </message>
    <message>
        <source>The whole device %1, only reading</source>
        <extracomment>a place a test runs; %1 a device node</extracomment>
        <translation>Koko laite %1, vain luku</translation>
    </message>
    <message>
        <source>The whole device %1, erasing everything on it</source>
        <extracomment>a place a test runs; %1 a device node</extracomment>
        <translation>Koko laite %1, kaikki sillä oleva tyhjennetään</translation>
    </message>
    <message>
        <source>Where the test runs</source>
        <translation>Missä testi ajetaan</translation>
    </message>
    <message>
        <source>All of it</source>
        <translation>Koko</translation>
    </message>
    <message>
        <source>The commit test always uses 16 MiB, like pg_test_fsync, so that its numbers compare directly.</source>
        <translation>Vahvistustesti käyttää aina 16 MiB, kuten pg_test_fsync, jotta sen luvut ovat suoraan vertailukelpoisia.</translation>
    </message>
    <message>
        <source>How much of the drive the test uses. Larger areas are less flattered by caches but take longer to prepare.</source>
        <translation>Kuinka suurta osaa asemasta testi käyttää. Välimuistit kaunistelevat suurempien alueiden tuloksia vähemmän, mutta niiden valmistelu kestää kauemmin.</translation>
    </message>
    <message>
        <source>Test size</source>
        <translation>Testin koko</translation>
    </message>
    <message>
        <source>Choose a folder on the drive to test</source>
        <translation>Valitse testattavalta asemalta kansio</translation>
    </message>
    <message>
        <source>This device has no write cache of its own to switch.</source>
        <translation>Tällä laitteella ei ole omaa kirjoitusvälimuistia, jota voisi kytkeä.</translation>
    </message>
    <message>
        <source>The drive&apos;s write cache setting is not known (see the Write cache card), so it cannot be switched for the test.</source>
        <translation>Aseman kirjoitusvälimuistin asetus ei ole tiedossa (katso Kirjoitusvälimuisti-kortti), joten sitä ei voi kytkeä testin ajaksi.</translation>
    </message>
    <message>
        <source>The drive&apos;s write cache is off already: the test measures it that way.</source>
        <translation>Aseman kirjoitusvälimuisti on jo pois päältä: testi mittaa sen sellaisenaan.</translation>
    </message>
    <message>
        <source>This drive does not let its write cache be switched.</source>
        <translation>Tämä asema ei salli kirjoitusvälimuistinsa kytkemistä.</translation>
    </message>
    <message>
        <source>The chosen folder is not on one of this drive&apos;s file systems.</source>
        <translation>Valittu kansio ei ole millään tämän aseman tiedostojärjestelmällä.</translation>
    </message>
    <message>
        <source>The cache is switched off for a second round of measurements and back on afterwards, also when the test fails or is cancelled. Switching may ask for your password.</source>
        <translation>Välimuisti kytketään pois päältä toista mittauskierrosta varten ja takaisin päälle sen jälkeen, myös jos testi epäonnistuu tai perutaan. Kytkeminen voi vaatia salasanasi.</translation>
    </message>
    <message>
        <source>No file system of this drive is mounted, so there is no folder for the test file. Mount one (in your file manager or GNOME Disks) and press Refresh (F5) in the main window, choose a folder with &quot;A temporary file in another folder…&quot;, or pick a reading test (sequential or random reads, surface scan), which can read the whole device without writing.</source>
        <translation>Mikään tämän aseman tiedostojärjestelmä ei ole liitettynä, joten testitiedostolle ei ole kansiota. Liitä jokin (tiedostonhallinnassa tai GNOME Levyissä) ja paina pääikkunassa Päivitä (F5), valitse kansio kohdasta ”Väliaikainen tiedosto toisessa kansiossa…” tai valitse lukutesti (peräkkäinen tai satunnainen luku, pintaskannaus), joka voi lukea koko laitteen kirjoittamatta.</translation>
    </message>
    <message>
        <source>Choose where the test runs: a folder of yours on this drive, with &quot;A temporary file in another folder…&quot;.</source>
        <translation>Valitse, missä testi ajetaan: oma kansiosi tällä asemalla, kohdasta ”Väliaikainen tiedosto toisessa kansiossa…”.</translation>
    </message>
    <message>
        <source>%1 Choose a folder on the drive instead, or a reading test.</source>
        <extracomment>%1 why the device cannot be written (a sentence)</extracomment>
        <translation>%1 Valitse sen sijaan kansio asemalta tai lukutesti.</translation>
    </message>
    <message>
        <source>%1 is empty: no partition table and no file system, as a new drive arrives. This test writes over the whole device; you will be asked once to confirm.</source>
        <extracomment>%1 a device node</extracomment>
        <translation>%1 on tyhjä: ei osiotaulua eikä tiedostojärjestelmää, kuten uusi asema saapuu. Tämä testi kirjoittaa koko laitteen yli; sinua pyydetään vahvistamaan kerran.</translation>
    </message>
    <message>
        <source>The whole device %1, which is empty</source>
        <extracomment>a place a test runs; %1 a device node of a drive with nothing on it</extracomment>
        <translation>Koko laite %1, joka on tyhjä</translation>
    </message>
</context>
<context>
    <name>DriveProof::Gui::PowerLossAreaStep</name>
    <message>
        <source>Where to test</source>
        <translation>Missä testataan</translation>
    </message>
    <message>
        <source>The test writes records that describe themselves into a test area, commits them the way a database does, and reports every commit to a witness. A file on the drive tests the whole stack: file system, kernel and drive.</source>
        <translation>Testi kirjoittaa testialueelle itsensä kuvaavia tietueita, vahvistaa ne tietokannan tapaan ja ilmoittaa jokaisen vahvistuksen todistajalle. Asemalla oleva tiedosto testaa koko pinon: tiedostojärjestelmän, ytimen ja aseman.</translation>
    </message>
    <message>
        <source>&amp;Test area:</source>
        <translation>&amp;Testialue:</translation>
    </message>
    <message>
        <source>Test area</source>
        <translation>Testialue</translation>
    </message>
    <message>
        <source>Si&amp;ze:</source>
        <translation>&amp;Koko:</translation>
    </message>
    <message>
        <source>Size of the test area</source>
        <translation>Testialueen koko</translation>
    </message>
    <message>
        <source>Larger than the drive&apos;s cache, so that the cache cannot hide the writes. 1 GiB is enough for most drives.</source>
        <translation>Suurempi kuin aseman välimuisti, jotta välimuisti ei voi piilottaa kirjoituksia. 1 GiB riittää useimmille asemille.</translation>
    </message>
    <message>
        <source>Commit &amp;method:</source>
        <translation>Vahvistust&amp;apa:</translation>
    </message>
    <message>
        <source>Commit method</source>
        <translation>Vahvistustapa</translation>
    </message>
    <message>
        <source>&amp;Writes per commit:</source>
        <translation>K&amp;irjoituksia vahvistusta kohden:</translation>
    </message>
    <message>
        <source>Writes per commit</source>
        <translation>Kirjoituksia vahvistusta kohden</translation>
    </message>
    <message>
        <source>1 commits every write. More: a batched group commit, as busy databases do.</source>
        <translation>1 vahvistaa jokaisen kirjoituksen. Enemmän: koottu ryhmävahvistus, kuten kuormitetuissa tietokannoissa.</translation>
    </message>
    <message>
        <source>&amp;Only the drive loses power: I will pull its cable (USB or hot-plug drive)</source>
        <translation>&amp;Vain asemalta katkeaa virta: irrotan sen kaapelin (USB- tai hot-plug-asema)</translation>
    </message>
    <message>
        <source>A test file in %1</source>
        <extracomment>%1 a folder</extracomment>
        <translation>Testitiedosto kansiossa %1</translation>
    </message>
    <message>
        <source>A test file in another folder…</source>
        <translation>Testitiedosto toisessa kansiossa…</translation>
    </message>
    <message>
        <source>The whole device %1, erasing everything on it</source>
        <extracomment>%1 a device node</extracomment>
        <translation>Koko laite %1, kaikki sillä oleva tyhjennetään</translation>
    </message>
    <message>
        <source>A file system of this drive is mounted or in use: unmount it first to write over the device.</source>
        <translation>Jokin tämän aseman tiedostojärjestelmä on liitetty tai käytössä: irrota se ensin, jotta laitteen päälle voi kirjoittaa.</translation>
    </message>
    <message>
        <source>Choose a folder on the drive to test</source>
        <translation>Valitse testattavalta asemalta kansio</translation>
    </message>
    <message>
        <source>The test writes over %1: everything on it is lost. You will be asked to type the device&apos;s name to confirm.</source>
        <extracomment>%1 a device node</extracomment>
        <translation>Testi kirjoittaa laitteen %1 päälle: kaikki sillä oleva menetetään. Sinua pyydetään vahvistamaan kirjoittamalla laitteen nimi.</translation>
    </message>
    <message>
        <source>Cable-pull mode: the computer keeps running and only the drive goes dark. The witness may run on this computer (the witness page, address 127.0.0.1:7070), but its record must be on another disk than the one under test.</source>
        <translation>Kaapelitila: tietokone pysyy käynnissä ja vain asemalta katkeaa virta. Todistaja voi toimia tällä koneella (todistajasivu, osoite 127.0.0.1:7070), mutta sen kirjanpidon on oltava eri levyllä kuin testattava.</translation>
    </message>
    <message>
        <source>The whole computer loses power: you will pull its power cord. The witness runs on a second computer.</source>
        <translation>Koko tietokoneelta katkeaa virta: irrotat sen virtajohdon. Todistaja toimii toisella tietokoneella.</translation>
    </message>
</context>
<context>
    <name>DriveProof::Gui::PowerLossPreflightStep</name>
    <message>
        <source>Before the test</source>
        <translation>Ennen testiä</translation>
    </message>
    <message>
        <source>Things to know</source>
        <translation>Hyvä tietää</translation>
    </message>
    <message>
        <source>unknown</source>
        <translation>tuntematon</translation>
    </message>
    <message>
        <source>Reading the drive&apos;s identity, write cache and health… Reading the cache or the counters may ask for your password.</source>
        <translation>Luetaan aseman tunnisteita, kirjoitusvälimuistia ja kuntoa… Välimuistin tai laskurien lukeminen voi vaatia salasanasi.</translation>
    </message>
    <message>
        <source>Practice with a lying drive: it acknowledges writes while they are still in its cache, and loses them at the power cut. Expect FAIL.</source>
        <translation>Harjoittele valehtelevalla asemalla: se kuittaa kirjoitukset, kun ne ovat vielä sen välimuistissa, ja menettää ne sähkökatkossa. Odotettu tulos on FAIL.</translation>
    </message>
    <message>
        <source>Practice with an honest drive: it keeps every write it acknowledged. Expect a pass of the simulated cut.</source>
        <translation>Harjoittele rehellisellä asemalla: se säilyttää jokaisen kuittaamansa kirjoituksen. Odotettavissa on, että simuloitu katko läpäistään.</translation>
    </message>
    <message>
        <source>What happens:
1. DriveProof prepares a simulated drive of 16 MiB and a witness on this computer.
2. It writes numbered records, commits each one and reports it to the witness; the chart shows the commits per second.
3. Once commits flow steadily it says &quot;Pull the plug now&quot;: press &quot;Cut the power&quot;. On a real test you would pull the power cord at that moment.
4. The simulated drive starts again, DriveProof reads it back and compares it with the witness&apos;s record.
5. The report says what the drive kept and what it lost.</source>
        <translation>Mitä tapahtuu:
1. DriveProof valmistelee 16 MiB:n simuloidun aseman ja todistajan tälle koneelle.
2. Se kirjoittaa numeroituja tietueita, vahvistaa jokaisen ja ilmoittaa sen todistajalle; kaavio näyttää vahvistukset sekunnissa.
3. Kun vahvistuksia tulee tasaisesti, näytetään &quot;Irrota virtajohto nyt&quot;: paina &quot;Katkaise virta&quot;. Todellisessa testissä irrottaisit virtajohdon sillä hetkellä.
4. Simuloitu asema käynnistyy uudelleen, DriveProof lukee sen ja vertaa sitä todistajan kirjanpitoon.
5. Raportti kertoo, mitä asema säilytti ja mitä se menetti.</translation>
    </message>
    <message>
        <source>The test cannot run: %1</source>
        <extracomment>%1 the reason</extracomment>
        <translation>Testiä ei voi ajaa: %1</translation>
    </message>
    <message>
        <source>DriveProof read this before the test; it compares it after the power cut.</source>
        <translation>DriveProof luki nämä ennen testiä; niitä verrataan sähkökatkon jälkeen.</translation>
    </message>
    <message>
        <source>Drive:</source>
        <translation>Asema:</translation>
    </message>
    <message>
        <source>Serial number:</source>
        <translation>Sarjanumero:</translation>
    </message>
    <message>
        <source>Firmware:</source>
        <translation>Laiteohjelmisto:</translation>
    </message>
    <message>
        <source>Capacity:</source>
        <translation>Kapasiteetti:</translation>
    </message>
    <message>
        <source>Write cache:</source>
        <translation>Kirjoitusvälimuisti:</translation>
    </message>
    <message>
        <source>Unsafe shutdowns so far:</source>
        <translation>Hallitsemattomia sammutuksia tähän mennessä:</translation>
    </message>
    <message>
        <source>the drive does not count them</source>
        <translation>asema ei laske niitä</translation>
    </message>
    <message>
        <source>Computer:</source>
        <translation>Tietokone:</translation>
    </message>
    <message>
        <source>Start the test: DriveProof prepares the test area (this takes a while), connects to the witness and writes. Wait for &quot;Pull the plug now&quot;.</source>
        <translation>Aloita testi: DriveProof valmistelee testialueen (tämä kestää hetken), muodostaa yhteyden todistajaan ja kirjoittaa. Odota ilmoitusta &quot;Irrota virtajohto nyt&quot;.</translation>
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
        <translation>Mitä löytyi</translation>
    </message>
    <message>
        <source>Acknowledged writes and the power cut</source>
        <translation>Kuitatut kirjoitukset ja sähkökatko</translation>
    </message>
    <message>
        <source>Does this run count?</source>
        <translation>Lasketaanko tämä ajo?</translation>
    </message>
    <message>
        <source>Machine and drive at the start</source>
        <translation>Kone ja asema alussa</translation>
    </message>
    <message>
        <source>What to do next</source>
        <translation>Mitä seuraavaksi</translation>
    </message>
    <message>
        <source>Export &amp;JSON…</source>
        <translation>Vie &amp;JSON…</translation>
    </message>
    <message>
        <source>Save the whole report as a JSON file</source>
        <translation>Tallenna koko raportti JSON-tiedostoksi</translation>
    </message>
    <message>
        <source>&amp;Test again</source>
        <translation>&amp;Testaa uudelleen</translation>
    </message>
    <message>
        <source>Practice run on a simulated drive, started %1. Nothing on your drives was tested.</source>
        <translation>Harjoitusajo simuloidulla asemalla, aloitettu %1. Mitään asemiasi ei testattu.</translation>
    </message>
    <message>
        <source>Test of %1, started %2.</source>
        <translation>Kohteen %1 testi, aloitettu %2.</translation>
    </message>
    <message>
        <source>The witness recorded %1 acknowledged writes; %2 blocks were checked.</source>
        <extracomment>%1 a number of writes</extracomment>
        <translation>Todistaja kirjasi %1 kuitattua kirjoitusta; %2 lohkoa tarkistettiin.</translation>
    </message>
    <message>
        <source>The lost tail: every commit acknowledged in the last %1 s before the cut.</source>
        <extracomment>%1 seconds, with one decimal</extracomment>
        <translation>Kadonnut loppupää: jokainen vahvistus, joka kuitattiin viimeisten %1 s aikana ennen katkoa.</translation>
    </message>
    <message>
        <source>No acknowledged write was lost or damaged.</source>
        <translation>Yhtään kuitattua kirjoitusta ei kadonnut tai vioittunut.</translation>
    </message>
    <message>
        <source>Each dot is a write the witness heard acknowledged, at the moment it heard it; the dashed line is when the writer went silent, the estimated cut. Red dots are writes the drive lost.</source>
        <translation>Jokainen piste on kirjoitus, jonka kuittauksen todistaja kuuli, sillä hetkellä kun se kuuli sen; katkoviiva on hetki, jolloin kirjoittaja vaikeni, eli arvioitu katko. Punaiset pisteet ovat kirjoituksia, jotka asema menetti.</translation>
    </message>
    <message>
        <source>%1 earlier writes that were kept are not drawn.</source>
        <extracomment>%1 a number of writes</extracomment>
        <translation>%1 aiempaa säilynyttä kirjoitusta ei piirretä.</translation>
    </message>
    <message>
        <source>Passed: %1</source>
        <translation>Läpäisty: %1</translation>
    </message>
    <message>
        <source>Not passed: %1</source>
        <translation>Ei läpäisty: %1</translation>
    </message>
    <message>
        <source>unknown</source>
        <translation>tuntematon</translation>
    </message>
    <message>
        <source>Computer:</source>
        <translation>Tietokone:</translation>
    </message>
    <message>
        <source>Drive:</source>
        <translation>Asema:</translation>
    </message>
    <message>
        <source>Capacity:</source>
        <translation>Kapasiteetti:</translation>
    </message>
    <message>
        <source>Write cache:</source>
        <translation>Kirjoitusvälimuisti:</translation>
    </message>
    <message>
        <source>Commit method:</source>
        <translation>Vahvistustapa:</translation>
    </message>
    <message>
        <source>Test area:</source>
        <translation>Testialue:</translation>
    </message>
    <message>
        <source>Kernel:</source>
        <translation>Ydin:</translation>
    </message>
    <message>
        <source>Unsafe shutdowns before:</source>
        <translation>Hallitsemattomia sammutuksia ennen:</translation>
    </message>
    <message>
        <source>the drive does not count them</source>
        <translation>asema ei laske niitä</translation>
    </message>
    <message>
        <source>Run id:</source>
        <translation>Ajon tunniste:</translation>
    </message>
    <message>
        <source>This was practice. To test a real drive, run the wizard again and choose a witness on a second computer.</source>
        <translation>Tämä oli harjoitus. Testataksesi todellista asemaa aja ohjattu toiminto uudelleen ja valitse todistaja toiselta tietokoneelta.</translation>
    </message>
    <message>
        <source>Switch the drive&apos;s write cache off (the Write cache card of the drive page) and test again: if it passes then, keep the cache off for data that matters.</source>
        <translation>Kytke aseman kirjoitusvälimuisti pois päältä (asemasivun Kirjoitusvälimuisti-kortti) ja testaa uudelleen: jos testi silloin läpäistään, pidä välimuisti pois päältä tärkeiden tietojen kanssa.</translation>
    </message>
    <message>
        <source>Do not trust this drive with data that must survive a power cut; a firmware update may help. Test again after any change.</source>
        <translation>Älä luota tähän asemaan tietoja, joiden on säilyttävä sähkökatkon yli; laiteohjelmiston päivitys voi auttaa. Testaa uudelleen jokaisen muutoksen jälkeen.</translation>
    </message>
    <message>
        <source>Fix what the checklist names and test again.</source>
        <translation>Korjaa tarkistuslistan mainitsemat asiat ja testaa uudelleen.</translation>
    </message>
    <message>
        <source>Run the test at least five times: one passing run can be luck, five make a configuration worth trusting.</source>
        <translation>Aja testi vähintään viisi kertaa: yksi läpäisty ajo voi olla tuuria, viisi tekee kokoonpanosta luottamuksen arvoisen.</translation>
    </message>
    <message>
        <source>Export the report</source>
        <translation>Vie raportti</translation>
    </message>
    <message>
        <source>JSON files (*.json)</source>
        <translation>JSON-tiedostot (*.json)</translation>
    </message>
    <message>
        <source>Could not write %1: %2</source>
        <extracomment>%1 a file path, %2 the system&apos;s reason</extracomment>
        <translation>Tiedostoa %1 ei voitu kirjoittaa: %2</translation>
    </message>
    <message>
        <source>Saved %1</source>
        <extracomment>%1 a file path</extracomment>
        <translation>Tallennettu %1</translation>
    </message>
</context>
<context>
    <name>DriveProof::Gui::PowerLossRunStep</name>
    <message>
        <source>Practice run</source>
        <translation>Harjoitusajo</translation>
    </message>
    <message>
        <source>The test runs</source>
        <translation>Testi on käynnissä</translation>
    </message>
    <message>
        <source>Preparing the test area</source>
        <translation>Valmistellaan testialuetta</translation>
    </message>
    <message>
        <source>Commits, writes in flight and the link to the witness</source>
        <translation>Vahvistukset, kesken olevat kirjoitukset ja yhteys todistajaan</translation>
    </message>
    <message>
        <source>Pull the plug now</source>
        <extracomment>shown very large once the run is warm</extracomment>
        <translation>Irrota virtajohto nyt</translation>
    </message>
    <message>
        <source>Press &quot;Cut the power&quot;. On a real test you would now pull the power cord out of the computer (not press its power button).</source>
        <translation>Paina &quot;Katkaise virta&quot;. Todellisessa testissä irrottaisit nyt tietokoneen virtajohdon (et painaisi virtapainiketta).</translation>
    </message>
    <message>
        <source>Pull the drive&apos;s cable out now (USB or power cable of the drive only). Leave the computer running; plug the drive back in after ten seconds. The witness and its record must be on another disk.</source>
        <translation>Irrota aseman kaapeli nyt (vain aseman USB- tai virtakaapeli). Jätä tietokone käyntiin; kytke asema takaisin kymmenen sekunnin kuluttua. Todistajan ja sen kirjanpidon on oltava eri levyllä.</translation>
    </message>
    <message>
        <source>Pull the power cord out of the computer now (a laptop: its battery too). Do not press the power button and do not shut down: the drive must lose power while it is writing. Wait ten seconds, plug it back in and start the computer: DriveProof opens by itself and checks the drive.</source>
        <translation>Irrota tietokoneen virtajohto nyt (kannettavasta myös akku). Älä paina virtapainiketta äläkä sammuta konetta: aseman virran on katkettava kesken kirjoittamisen. Odota kymmenen sekuntia, kytke johto takaisin ja käynnistä tietokone: DriveProof avautuu itsestään ja tarkistaa aseman.</translation>
    </message>
    <message>
        <source>&amp;Cut the power</source>
        <translation>&amp;Katkaise virta</translation>
    </message>
    <message>
        <source>Simulate the power cut: the simulated drive loses what it only held in its cache</source>
        <translation>Simuloi sähkökatko: simuloitu asema menettää sen, mikä oli vain sen välimuistissa</translation>
    </message>
    <message>
        <source>&amp;Stop without a cut</source>
        <translation>&amp;Pysäytä ilman katkoa</translation>
    </message>
    <message>
        <source>End the run cleanly; nothing is verified</source>
        <translation>Lopeta ajo hallitusti; mitään ei tarkisteta</translation>
    </message>
    <message>
        <source>Starting…</source>
        <translation>Käynnistetään…</translation>
    </message>
    <message>
        <source>%1 commits/s · %2 commits, %3 held by the witness · %4 in flight · witness: %5</source>
        <extracomment>%1 commits per second, %2 commits done, %3 commits the witness holds, %4 writes in flight, %5 the link&apos;s state (&quot;connected&quot;)</extracomment>
        <translation>%1 vahvistusta/s · %2 vahvistusta, %3 todistajalla · %4 kesken · todistaja: %5</translation>
    </message>
    <message>
        <source>Commits per second</source>
        <translation>Vahvistuksia sekunnissa</translation>
    </message>
    <message>
        <source>Checking the simulated drive: %1</source>
        <extracomment>%1 what the verifier does now</extracomment>
        <translation>Tarkistetaan simuloitua asemaa: %1</translation>
    </message>
    <message>
        <source>The run failed.</source>
        <translation>Ajo epäonnistui.</translation>
    </message>
</context>
<context>
    <name>DriveProof::Gui::PowerLossUi</name>
    <message>
        <source>fdatasync after each commit (what most databases use)</source>
        <translation>fdatasync jokaisen vahvistuksen jälkeen (useimpien tietokantojen käyttämä)</translation>
    </message>
    <message>
        <source>fsync after each commit (also flushes the file&apos;s metadata)</source>
        <translation>fsync jokaisen vahvistuksen jälkeen (tyhjentää myös tiedoston metatiedot)</translation>
    </message>
    <message>
        <source>O_DSYNC: every write is durable when it returns</source>
        <extracomment>O_DSYNC is a technical name, keep it</extracomment>
        <translation>O_DSYNC: jokainen kirjoitus on pysyvä palatessaan</translation>
    </message>
    <message>
        <source>O_SYNC: every write and its metadata are durable when it returns</source>
        <extracomment>O_SYNC is a technical name, keep it</extracomment>
        <translation>O_SYNC: jokainen kirjoitus ja sen metatiedot ovat pysyviä kirjoituksen palatessa</translation>
    </message>
    <message>
        <source>Passed: the drive kept every write it acknowledged</source>
        <translation>Läpäisty: asema säilytti jokaisen kuittaamansa kirjoituksen</translation>
    </message>
    <message>
        <source>Failed: the drive lost or damaged writes it had acknowledged</source>
        <translation>Hylätty: asema menetti tai vioitti kuittaamiaan kirjoituksia</translation>
    </message>
    <message>
        <source>Inconclusive: this run cannot prove the drive safe</source>
        <translation>Ei ratkaiseva: tämä ajo ei voi todistaa asemaa turvalliseksi</translation>
    </message>
    <message>
        <source>on</source>
        <extracomment>the drive&apos;s write cache</extracomment>
        <translation>päällä</translation>
    </message>
    <message>
        <source>off</source>
        <extracomment>the drive&apos;s write cache</extracomment>
        <translation>pois</translation>
    </message>
    <message>
        <source>unknown</source>
        <translation>tuntematon</translation>
    </message>
</context>
<context>
    <name>DriveProof::Gui::PowerLossVerifyStep</name>
    <message>
        <source>Check the drive after the power cut</source>
        <translation>Tarkista asema sähkökatkon jälkeen</translation>
    </message>
    <message>
        <source>DriveProof asks the witness for its record, reads the whole test area and compares every block with what the drive acknowledged. The witness must be running and reachable.</source>
        <translation>DriveProof pyytää todistajalta sen kirjanpidon, lukee koko testialueen ja vertaa jokaista lohkoa siihen, mitä asema kuittasi. Todistajan on oltava käynnissä ja tavoitettavissa.</translation>
    </message>
    <message>
        <source>If the witness cannot be reached, start it again on the second computer (it kept its record on disk) and press &quot;Verify now&quot;. The test stays pending until it is verified or forgotten, and DriveProof opens this page at every start until then.</source>
        <translation>Jos todistajaa ei tavoiteta, käynnistä se uudelleen toisella tietokoneella (se säilytti kirjanpitonsa levyllä) ja paina &quot;Tarkista nyt&quot;. Testi odottaa, kunnes se tarkistetaan tai unohdetaan, ja siihen asti DriveProof avaa tämän sivun joka käynnistyksessä.</translation>
    </message>
    <message>
        <source>Verification progress</source>
        <translation>Tarkistuksen edistyminen</translation>
    </message>
    <message>
        <source>&amp;Verify now</source>
        <translation>&amp;Tarkista nyt</translation>
    </message>
    <message>
        <source>&amp;Forget this test</source>
        <translation>&amp;Unohda tämä testi</translation>
    </message>
    <message>
        <source>Remove the pending test without verifying it</source>
        <translation>Poista odottava testi tarkistamatta sitä</translation>
    </message>
    <message>
        <source>• %1, started %2, witness %3</source>
        <extracomment>%1 a file or device, %2 a date and time, %3 a witness address</extracomment>
        <translation>• %1, aloitettu %2, todistaja %3</translation>
    </message>
    <message>
        <source>practice run</source>
        <translation>harjoitusajo</translation>
    </message>
    <message>
        <source>No test is waiting to be checked.</source>
        <translation>Yksikään testi ei odota tarkistusta.</translation>
    </message>
    <message>
        <source>Waiting to be checked (the first one is checked now):
%1</source>
        <translation>Odottaa tarkistusta (ensimmäinen tarkistetaan nyt):
%1</translation>
    </message>
    <message>
        <source>Starting…</source>
        <translation>Käynnistetään…</translation>
    </message>
</context>
<context>
    <name>DriveProof::Gui::PowerLossWitnessStep</name>
    <message>
        <source>The witness</source>
        <translation>Todistaja</translation>
    </message>
    <message>
        <source>A second computer records every write this drive acknowledges, so that after the power cut DriveProof knows what the drive promised.</source>
        <translation>Toinen tietokone kirjaa jokaisen tämän aseman kuittaaman kirjoituksen, jotta DriveProof tietää sähkökatkon jälkeen, mitä asema lupasi.</translation>
    </message>
    <message>
        <source>&amp;Another computer is the witness</source>
        <translation>&amp;Toinen tietokone on todistaja</translation>
    </message>
    <message>
        <source>Witness &amp;address:</source>
        <translation>Todistajan &amp;osoite:</translation>
    </message>
    <message>
        <source>Witness address and port</source>
        <translation>Todistajan osoite ja portti</translation>
    </message>
    <message>
        <source>&amp;Pairing code:</source>
        <translation>&amp;Pariliitoskoodi:</translation>
    </message>
    <message>
        <source>Pairing code</source>
        <translation>Pariliitoskoodi</translation>
    </message>
    <message>
        <source>On the second computer, open DriveProof&apos;s witness page (menu &quot;Power-loss witness…&quot;) or run &quot;driveproof-cli witness --listen 0.0.0.0:7070&quot; in a terminal. It shows the pairing code; type it here with its address, e.g. 192.168.1.20:7070.</source>
        <translation>Avaa toisella tietokoneella DriveProofin todistajasivu (valikko &quot;Sähkökatkotestin todistaja…&quot;) tai suorita päätteessä &quot;driveproof-cli witness --listen 0.0.0.0:7070&quot;. Se näyttää pariliitoskoodin; kirjoita koodi tähän osoitteen kanssa, esim. 192.168.1.20:7070.</translation>
    </message>
    <message>
        <source>P&amp;ractice on this computer, with a simulated drive</source>
        <translation>&amp;Harjoittele tällä koneella simuloidulla asemalla</translation>
    </message>
    <message>
        <source>Learn the procedure without pulling a plug: a simulated drive, a witness on this computer and a simulated power cut. Nothing on your drives is written.</source>
        <translation>Opettele toimenpide irrottamatta virtajohtoa: simuloitu asema, todistaja tällä koneella ja simuloitu sähkökatko. Asemillesi ei kirjoiteta mitään.</translation>
    </message>
    <message>
        <source>Simulated &amp;drive:</source>
        <translation>Simuloitu &amp;asema:</translation>
    </message>
    <message>
        <source>Simulated drive</source>
        <translation>Simuloitu asema</translation>
    </message>
    <message>
        <source>Honest: keeps every write it acknowledged</source>
        <translation>Rehellinen: säilyttää jokaisen kuittaamansa kirjoituksen</translation>
    </message>
    <message>
        <source>Lying: acknowledges writes it still holds in its cache</source>
        <translation>Valehteleva: kuittaa kirjoitukset, jotka ovat vielä sen välimuistissa</translation>
    </message>
    <message>
        <source>This is not a pairing code: it has twelve letters and digits, like K7QD-M2XF-9HBT.</source>
        <translation>Tämä ei ole pariliitoskoodi: siinä on kaksitoista kirjainta ja numeroa, kuten K7QD-M2XF-9HBT.</translation>
    </message>
</context>
<context>
    <name>DriveProof::Gui::PowerLossWizard</name>
    <message>
        <source>Power-loss test – DriveProof</source>
        <translation>Sähkökatkotesti – DriveProof</translation>
    </message>
    <message>
        <source>Power-loss test of %1 – DriveProof</source>
        <translation>Sähkökatkotesti: %1 – DriveProof</translation>
    </message>
    <message>
        <source>1. Drive and area</source>
        <translation>1. Asema ja alue</translation>
    </message>
    <message>
        <source>2. Witness</source>
        <translation>2. Todistaja</translation>
    </message>
    <message>
        <source>3. Check</source>
        <translation>3. Tarkistus</translation>
    </message>
    <message>
        <source>4. Run and pull the plug</source>
        <translation>4. Aja ja irrota virtajohto</translation>
    </message>
    <message>
        <source>5. Verify</source>
        <translation>5. Tarkista</translation>
    </message>
    <message>
        <source>6. Report</source>
        <translation>6. Raportti</translation>
    </message>
    <message>
        <source>&lt; &amp;Back</source>
        <translation>&lt; &amp;Edellinen</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Sulje</translation>
    </message>
    <message>
        <source>Current step</source>
        <translation>Nykyinen vaihe</translation>
    </message>
    <message>
        <source>&amp;Next &gt;</source>
        <translation>&amp;Seuraava &gt;</translation>
    </message>
    <message>
        <source>&amp;Check this computer &gt;</source>
        <translation>Ta&amp;rkista tämä tietokone &gt;</translation>
    </message>
    <message>
        <source>&amp;Start practice</source>
        <translation>&amp;Aloita harjoitus</translation>
    </message>
    <message>
        <source>&amp;Start the test</source>
        <translation>&amp;Aloita testi</translation>
    </message>
    <message>
        <source>Power-loss test</source>
        <translation>Sähkökatkotesti</translation>
    </message>
    <message>
        <source>simulated drive</source>
        <translation>simuloitu asema</translation>
    </message>
    <message>
        <source>Power-loss practice on a simulated lying drive – DriveProof</source>
        <extracomment>window title while practising on the simulated drive that loses acknowledged writes</extracomment>
        <translation>Sähkökatkoharjoitus simuloidulla valehtelevalla asemalla – DriveProof</translation>
    </message>
    <message>
        <source>Power-loss practice on a simulated honest drive – DriveProof</source>
        <extracomment>window title while practising on the simulated drive that keeps its writes</extracomment>
        <translation>Sähkökatkoharjoitus simuloidulla rehellisellä asemalla – DriveProof</translation>
    </message>
</context>
<context>
    <name>DriveProof::Gui::ReportWindow</name>
    <message>
        <source>Drive report: %1</source>
        <extracomment>window title; %1 the report&apos;s file name</extracomment>
        <translation>Asemaraportti: %1</translation>
    </message>
    <message>
        <source>Open a drive report</source>
        <translation>Avaa asemaraportti</translation>
    </message>
    <message>
        <source>Drive reports (*.txt *.json *.log);;All files (*)</source>
        <extracomment>file dialog filter; keep the patterns in parentheses as they are</extracomment>
        <translation>Asemaraportit (*.txt *.json *.log);;Kaikki tiedostot (*)</translation>
    </message>
    <message>
        <source>pasted text</source>
        <extracomment>the name a report pasted from the clipboard goes by</extracomment>
        <translation>liitetty teksti</translation>
    </message>
</context>
<context>
    <name>DriveProof::Gui::ResultCharts</name>
    <message>
        <source>&amp;Latency of:</source>
        <translation>&amp;Viive kohteelle:</translation>
    </message>
    <message>
        <source>Measurement whose latency is shown</source>
        <translation>Mittaus, jonka viive näytetään</translation>
    </message>
</context>
<context>
    <name>DriveProof::Gui::ResultExporter</name>
    <message>
        <source>Could not write %1: %2. Choose another folder.</source>
        <extracomment>%1 a file path, %2 the system&apos;s reason</extracomment>
        <translation>Tiedostoa %1 ei voitu kirjoittaa: %2. Valitse toinen kansio.</translation>
    </message>
</context>
<context>
    <name>DriveProof::Gui::ResultPage</name>
    <message>
        <source>Verdict</source>
        <translation>Arvio</translation>
    </message>
    <message>
        <source>At a glance</source>
        <translation>Yhdellä silmäyksellä</translation>
    </message>
    <message>
        <source>All numbers</source>
        <translation>Kaikki luvut</translation>
    </message>
    <message>
        <source>Charts</source>
        <translation>Kaaviot</translation>
    </message>
    <message>
        <source>Export &amp;JSON…</source>
        <translation>Vie &amp;JSON…</translation>
    </message>
    <message>
        <source>Save everything this test measured, for other programs</source>
        <translation>Tallenna kaikki, mitä tämä testi mittasi, muita ohjelmia varten</translation>
    </message>
    <message>
        <source>Export &amp;CSV…</source>
        <translation>Vie &amp;CSV…</translation>
    </message>
    <message>
        <source>Save the table of numbers for a spreadsheet</source>
        <translation>Tallenna lukutaulukko taulukkolaskentaa varten</translation>
    </message>
    <message>
        <source>Save charts as &amp;PNG…</source>
        <translation>Tallenna kaaviot &amp;PNG-kuvina…</translation>
    </message>
    <message>
        <source>Save a picture of each chart into a folder</source>
        <translation>Tallenna kuva jokaisesta kaaviosta kansioon</translation>
    </message>
    <message>
        <source>&amp;History</source>
        <translation>&amp;Historia</translation>
    </message>
    <message>
        <source>Earlier runs on this drive, and comparing two of them</source>
        <translation>Tämän aseman aiemmat ajot ja kahden ajon vertailu</translation>
    </message>
    <message>
        <source>&amp;New test</source>
        <translation>&amp;Uusi testi</translation>
    </message>
    <message>
        <source>Ran on %1, started %2, took %3.</source>
        <extracomment>under a result&apos;s title; %1 where it ran, %2 date and time it started, %3 how long it took</extracomment>
        <translation>Kohde: %1, aloitettu %2, kesto %3.</translation>
    </message>
    <message>
        <source>Drive: %1, serial number %2</source>
        <extracomment>the drive a result is about; %1 model (or device name), %2 serial number</extracomment>
        <translation>Asema: %1, sarjanumero %2</translation>
    </message>
    <message>
        <source>Drive: %1</source>
        <extracomment>the drive a result is about; %1 model or device name</extracomment>
        <translation>Asema: %1</translation>
    </message>
    <message>
        <source>The test stopped on an error.</source>
        <translation>Testi pysähtyi virheeseen.</translation>
    </message>
    <message>
        <source>You cancelled the test before it measured anything.</source>
        <translation>Peruit testin ennen kuin se ehti mitata mitään.</translation>
    </message>
    <message>
        <source>You cancelled the test. The numbers below are those of the steps that finished before that; the verdict may be incomplete.</source>
        <translation>Peruit testin. Alla olevat luvut ovat sitä ennen valmistuneista vaiheista; arvio voi olla puutteellinen.</translation>
    </message>
    <message>
        <source>This result could not be kept in the history: %1</source>
        <extracomment>%1 why the result could not be saved</extracomment>
        <translation>Tätä tulosta ei voitu tallentaa historiaan: %1</translation>
    </message>
    <message>
        <source>This result is kept in the drive&apos;s history, so you can compare it with later runs.</source>
        <translation>Tämä tulos on tallennettu aseman historiaan, joten voit verrata sitä myöhempiin ajoihin.</translation>
    </message>
    <message>
        <source>This test measures speed and gives no verdict of its own. Compare the numbers with the drive&apos;s data sheet, or with an earlier run in the history.</source>
        <translation>Tämä testi mittaa nopeutta eikä anna omaa arviota. Vertaa lukuja aseman tuoteselosteeseen tai historian aiempaan ajoon.</translation>
    </message>
    <message>
        <source>%1:</source>
        <extracomment>label of a row; %1 a measurement&apos;s name, e.g. &quot;SEQ1M Q8T1 read&quot;</extracomment>
        <translation>%1:</translation>
    </message>
    <message>
        <source>Save the charts into a folder</source>
        <translation>Tallenna kaaviot kansioon</translation>
    </message>
    <message>
        <source>Export the result as JSON</source>
        <translation>Vie tulos JSON-muodossa</translation>
    </message>
    <message>
        <source>Export the numbers as CSV</source>
        <translation>Vie luvut CSV-muodossa</translation>
    </message>
    <message>
        <source>JSON files (*.json)</source>
        <translation>JSON-tiedostot (*.json)</translation>
    </message>
    <message>
        <source>CSV files (*.csv)</source>
        <translation>CSV-tiedostot (*.csv)</translation>
    </message>
    <message>
        <source>Saved %1.</source>
        <extracomment>%1 a file path</extracomment>
        <translation>Tallennettu %1.</translation>
    </message>
    <message numerus="yes">
        <source>Saved %n file(s) in %1.</source>
        <extracomment>%n files were written into the folder %1</extracomment>
        <translation>
            <numerusform>Tallennettiin %n tiedosto kansioon %1.</numerusform>
            <numerusform>Tallennettiin %n tiedostoa kansioon %1.</numerusform>
        </translation>
    </message>
    <message>
        <source>Copy &amp;summary</source>
        <translation>Kopioi &amp;yhteenveto</translation>
    </message>
    <message>
        <source>A few lines with the main numbers and the verdicts, to paste into a forum post or an issue</source>
        <translation>Muutama rivi tärkeimmistä luvuista ja arvioista liitettäväksi keskustelupalstalle tai vikailmoitukseen</translation>
    </message>
    <message>
        <source>Copied: the summary is on the clipboard, ready to paste.</source>
        <translation>Kopioitu: yhteenveto on leikepöydällä valmiina liitettäväksi.</translation>
    </message>
    <message>
        <source>Settings: %1</source>
        <extracomment>under a result&apos;s title; %1 what it ran with: &quot;128 MiB · 2 s per step · temporary file on ext4 · io_uring&quot;</extracomment>
        <translation>Asetukset: %1</translation>
    </message>
</context>
<context>
    <name>DriveProof::Gui::ResultText</name>
    <message>
        <source>Danger</source>
        <translation>Vaara</translation>
    </message>
    <message>
        <source>Caution</source>
        <translation>Varoitus</translation>
    </message>
    <message>
        <source>Good</source>
        <translation>Hyvä</translation>
    </message>
    <message>
        <source>Note</source>
        <translation>Huomautus</translation>
    </message>
    <message>
        <source>%L1 commits/s</source>
        <extracomment>commits per second, e.g. &quot;1,234 commits/s&quot;</extracomment>
        <translation>%L1 vahvistusta/s</translation>
    </message>
    <message>
        <source>a temporary file in %1</source>
        <extracomment>where a test ran; %1 the folder that held its temporary file</extracomment>
        <translation>väliaikainen tiedosto kansiossa %1</translation>
    </message>
    <message>
        <source>the device %1</source>
        <extracomment>where a test ran; %1 a device node such as /dev/sdb</extracomment>
        <translation>laite %1</translation>
    </message>
    <message>
        <source>an unknown target</source>
        <translation>tuntematon kohde</translation>
    </message>
    <message>
        <source>the file %1</source>
        <extracomment>where a test ran; %1 a file path</extracomment>
        <translation>tiedosto %1</translation>
    </message>
    <message>
        <source>DriveProof %1 on %2, %3</source>
        <extracomment>first line of a copied summary; %1 test name, %2 drive model or device, %3 date and time</extracomment>
        <translation>DriveProof %1 kohteessa %2, %3</translation>
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
        <translation>Asetukset: %1</translation>
    </message>
    <message>
        <source>Drive self-test</source>
        <extracomment>a drive self-test in the drive&apos;s history (the drive tested itself)</extracomment>
        <translation>Aseman itsetesti</translation>
    </message>
    <message>
        <source>Device: %1, serial number %2</source>
        <extracomment>a line of a copied summary; %1 the device node (&quot;/dev/sdb&quot;), %2 its serial number (&quot;-&quot; when it has none)</extracomment>
        <translation>Laite: %1, sarjanumero %2</translation>
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
        <translation>Luku</translation>
    </message>
    <message>
        <source>Write</source>
        <extracomment>heading of the column of write rates in the quick check&apos;s tiles</extracomment>
        <translation>Kirjoitus</translation>
    </message>
    <message>
        <source>not measured</source>
        <translation>ei mitattu</translation>
    </message>
    <message>
        <source>%1 %2: not measured</source>
        <extracomment>read by screen readers; %1 a preset such as &quot;SEQ1M Q8T1&quot;, %2 &quot;Read&quot; or &quot;Write&quot;</extracomment>
        <translation>%1 %2: ei mitattu</translation>
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
        <translation>Edistyminen</translation>
    </message>
    <message>
        <source>&amp;Show:</source>
        <translation>&amp;Näytä:</translation>
    </message>
    <message>
        <source>Commits per second</source>
        <translation>Vahvistuksia sekunnissa</translation>
    </message>
    <message>
        <source>IOPS</source>
        <translation>IOPS</translation>
    </message>
    <message>
        <source>What the chart shows</source>
        <translation>Mitä kaavio näyttää</translation>
    </message>
    <message>
        <source>You can go on using DriveProof meanwhile. Other programs that use this drive now slow the test down and change its numbers.</source>
        <translation>Voit käyttää DriveProofia sillä välin. Muut tätä asemaa nyt käyttävät ohjelmat hidastavat testiä ja muuttavat sen lukuja.</translation>
    </message>
    <message>
        <source>Cancelling…</source>
        <translation>Perutaan…</translation>
    </message>
    <message>
        <source>&amp;Cancel test</source>
        <translation>&amp;Peru testi</translation>
    </message>
    <message>
        <source>Stop the test now; the steps that finished are kept</source>
        <translation>Pysäytä testi nyt; valmistuneet vaiheet säilytetään</translation>
    </message>
    <message>
        <source>In a temporary file in %1, removed afterwards.</source>
        <extracomment>where a test runs; %1 a folder</extracomment>
        <translation>Väliaikaisessa tiedostossa kansiossa %1, poistetaan lopuksi.</translation>
    </message>
    <message>
        <source>On the file %1.</source>
        <extracomment>where a test runs; %1 a file</extracomment>
        <translation>Tiedostossa %1.</translation>
    </message>
    <message>
        <source>On the device %1, writing over its contents.</source>
        <extracomment>where a test runs; %1 a device node</extracomment>
        <translation>Laitteessa %1, sen sisällön päälle kirjoittaen.</translation>
    </message>
    <message>
        <source>On the device %1, only reading.</source>
        <extracomment>where a test runs; %1 a device node</extracomment>
        <translation>Laitteessa %1, vain lukien.</translation>
    </message>
    <message>
        <source>Cancelling: waiting for the drive to finish the I/O in flight, then removing the temporary file…</source>
        <translation>Perutaan: odotetaan, että asema saa kesken olevan I/O:n valmiiksi, ja poistetaan sitten väliaikainen tiedosto…</translation>
    </message>
    <message>
        <source>Starting…</source>
        <translation>Käynnistetään…</translation>
    </message>
    <message>
        <source>About %1 left</source>
        <extracomment>time left in a running test; %1 minutes:seconds, e.g. 1:23</extracomment>
        <translation>Noin %1 jäljellä</translation>
    </message>
    <message>
        <source>Time left: not known yet</source>
        <translation>Jäljellä oleva aika: ei vielä tiedossa</translation>
    </message>
    <message>
        <source>Now: %L1 commits per second</source>
        <extracomment>the last measured rate of a commit test; %1 commits per second</extracomment>
        <translation>Nyt: %L1 vahvistusta sekunnissa</translation>
    </message>
    <message>
        <source>Now: %1, %2</source>
        <extracomment>the last measured numbers; %1 a rate (MB/s or MiB/s), %2 operations per second (IOPS)</extracomment>
        <translation>Nyt: %1, %2</translation>
    </message>
</context>
<context>
    <name>DriveProof::Gui::SelfTestPanel</name>
    <message numerus="yes">
        <source>about %n minute(s)</source>
        <extracomment>%n the number of minutes the drive says a self-test takes</extracomment>
        <translation>
            <numerusform>noin %n minuutti</numerusform>
            <numerusform>noin %n minuuttia</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <extracomment>a self-test button: %1 its kind (&quot;Short test&quot;), %2 its duration</extracomment>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>Short test</source>
        <translation>Lyhyt testi</translation>
    </message>
    <message>
        <source>Extended test</source>
        <translation>Laaja testi</translation>
    </message>
    <message>
        <source>Conveyance test</source>
        <translation>Kuljetustesti</translation>
    </message>
    <message>
        <source>Abort self-test</source>
        <translation>Keskeytä itsetesti</translation>
    </message>
    <message>
        <source>running, %1% done</source>
        <extracomment>%1 how far the running self-test is, in percent</extracomment>
        <translation>käynnissä, %1 % valmis</translation>
    </message>
    <message>
        <source>The drive runs the test by itself: you may close this window.</source>
        <translation>Asema suorittaa testin itse: voit sulkea tämän ikkunan.</translation>
    </message>
    <message>
        <source>no self-test running</source>
        <extracomment>%1 the last self-test&apos;s result in words</extracomment>
        <translation>itsetesti ei ole käynnissä</translation>
    </message>
    <message>
        <source>Last result: %1</source>
        <translation>Viimeisin tulos: %1</translation>
    </message>
</context>
<context>
    <name>DriveProof::Gui::SettingsDialog</name>
    <message>
        <source>Preferences</source>
        <translation>Asetukset</translation>
    </message>
    <message>
        <source>&amp;Language:</source>
        <translation>&amp;Kieli:</translation>
    </message>
    <message>
        <source>System default (%1)</source>
        <extracomment>first entry of the language list; %1 the language the system asks for, in its own name, e.g. &quot;Deutsch&quot;</extracomment>
        <translation>Järjestelmän oletus (%1)</translation>
    </message>
    <message>
        <source>The language of DriveProof&apos;s windows. A change applies at once and is kept for the next start. The system default follows the LANGUAGE and LANG environment variables.</source>
        <translation>DriveProofin ikkunoiden kieli. Muutos tulee voimaan heti ja säilyy seuraavaan käynnistykseen. Järjestelmän oletus noudattaa ympäristömuuttujia LANGUAGE ja LANG.</translation>
    </message>
    <message>
        <source>&amp;Transfer rates in:</source>
        <translation>&amp;Siirtonopeuksien yksikkö:</translation>
    </message>
    <message>
        <source>Drive makers and most benchmarks count a megabyte as 1,000,000 bytes; many file managers count a mebibyte, 1,048,576 bytes.</source>
        <translation>Asemavalmistajat ja useimmat suorituskykytestit laskevat megatavun 1 000 000 tavuksi; monet tiedostonhallinnat laskevat mebitavun, 1 048 576 tavua.</translation>
    </message>
    <message>
        <source>Default test si&amp;ze:</source>
        <translation>Testin &amp;oletuskoko:</translation>
    </message>
    <message>
        <source>What the test picker offers first. You can still choose another size for each test there.</source>
        <translation>Mitä testin valinta tarjoaa ensin. Voit silti valita siellä jokaiselle testille toisen koon.</translation>
    </message>
    <message>
        <source>Default time per st&amp;ep (seconds):</source>
        <translation>Oletusaika &amp;vaihetta kohden (sekuntia):</translation>
    </message>
    <message>
        <source>How long each measurement of a test runs, as the test picker offers it first.</source>
        <translation>Kuinka kauan testin kukin mittaus kestää, sellaisena kuin testin valinta sen ensin tarjoaa.</translation>
    </message>
    <message>
        <source>MB/s (megabytes, 10⁶ bytes)</source>
        <extracomment>a choice of unit; 1 MB = 1,000,000 bytes</extracomment>
        <translation>MB/s (megatavua, 10⁶ tavua)</translation>
    </message>
    <message>
        <source>MiB/s (mebibytes, 2²⁰ bytes)</source>
        <extracomment>a choice of unit; 1 MiB = 1,048,576 bytes</extracomment>
        <translation>MiB/s (mebitavua, 2²⁰ tavua)</translation>
    </message>
    <message>
        <source>Each test&apos;s own</source>
        <extracomment>the default test size: each test&apos;s own (1 GiB; 4 GiB for the sustained write)</extracomment>
        <translation>Kunkin testin oma</translation>
    </message>
</context>
<context>
    <name>DriveProof::Gui::StatusPage</name>
    <message>
        <source>Looking for drives</source>
        <translation>Etsitään asemia</translation>
    </message>
    <message>
        <source>&amp;Refresh</source>
        <translation>&amp;Päivitä</translation>
    </message>
    <message>
        <source>Looking for drives…</source>
        <translation>Etsitään asemia…</translation>
    </message>
    <message>
        <source>Reading what the kernel knows about each drive.</source>
        <translation>Luetaan, mitä ydin tietää kustakin asemasta.</translation>
    </message>
    <message>
        <source>DriveProof could not find a drive it can read. This happens when:</source>
        <translation>DriveProof ei löytänyt asemaa, jota se voisi lukea. Näin käy, kun:</translation>
    </message>
    <message>
        <source>• No drive is connected. Connect one and press Refresh (F5); a USB drive may take a few seconds to appear.</source>
        <extracomment>list item of the empty state</extracomment>
        <translation>• Asemaa ei ole kytketty. Kytke asema ja paina Päivitä (F5); USB-aseman ilmestyminen voi kestää muutaman sekunnin.</translation>
    </message>
    <message>
        <source>• DriveProof runs in a container or sandbox (Docker, Flatpak, Snap) that hides the machine&apos;s drives (/sys/block and /dev). Run it on the host instead, or give the sandbox access to the drives.</source>
        <extracomment>list item of the empty state</extracomment>
        <translation>• DriveProof toimii säilössä tai hiekkalaatikossa (Docker, Flatpak, Snap), joka piilottaa koneen asemat (/sys/block ja /dev). Aja se sen sijaan isäntäkoneessa tai anna hiekkalaatikolle pääsy asemiin.</translation>
    </message>
    <message>
        <source>• It is not allowed to read the drives&apos; details: the system limits access to /sys or /dev. Ask the administrator, or run driveproof-cli list to see what the kernel reports.</source>
        <extracomment>list item of the empty state</extracomment>
        <translation>• Sillä ei ole lupaa lukea asemien tietoja: järjestelmä rajoittaa pääsyä hakemistoihin /sys tai /dev. Kysy ylläpitäjältä tai suorita driveproof-cli list nähdäksesi, mitä ydin ilmoittaa.</translation>
    </message>
    <message>
        <source>• udisks2 is not running, so only the kernel was asked. Start it with &quot;systemctl start udisks2&quot; and press Refresh.</source>
        <extracomment>list item of the empty state; &quot;systemctl start udisks2&quot; is a command, keep it</extracomment>
        <translation>• udisks2 ei ole käynnissä, joten vain ytimeltä kysyttiin. Käynnistä se komennolla &quot;systemctl start udisks2&quot; ja paina Päivitä.</translation>
    </message>
    <message>
        <source>No drives found</source>
        <translation>Asemia ei löytynyt</translation>
    </message>
</context>
<context>
    <name>DriveProof::Gui::TableCopy</name>
    <message>
        <source>&amp;Copy</source>
        <translation>&amp;Kopioi</translation>
    </message>
    <message>
        <source>Copy as &amp;Markdown</source>
        <translation>Kopioi &amp;Markdown-muodossa</translation>
    </message>
</context>
<context>
    <name>DriveProof::Gui::TestCard</name>
    <message>
        <source>Test this drive</source>
        <translation>Testaa tämä asema</translation>
    </message>
    <message>
        <source>Measure how fast this drive commits, streams and seeks, and whether its cache acknowledges writes before they are safe. Tests write only to a temporary file in a folder you choose, unless you ask for the raw device; they run in a window of their own.</source>
        <translation>Mittaa, kuinka nopeasti tämä asema vahvistaa, siirtää ja hakee, ja kuittaako sen välimuisti kirjoitukset ennen kuin ne ovat turvassa. Testit kirjoittavat vain väliaikaiseen tiedostoon valitsemassasi kansiossa, ellet pyydä raakalaitetta; ne toimivat omassa ikkunassaan.</translation>
    </message>
    <message>
        <source>Co&amp;mmit rate…</source>
        <translation>&amp;Vahvistusnopeus…</translation>
    </message>
    <message>
        <source>How many durable commits per second, like pg_test_fsync</source>
        <translation>Kuinka monta pysyvää vahvistusta sekunnissa, kuten pg_test_fsync</translation>
    </message>
    <message>
        <source>&amp;All tests…</source>
        <translation>&amp;Kaikki testit…</translation>
    </message>
    <message>
        <source>Hi&amp;story…</source>
        <translation>&amp;Historia…</translation>
    </message>
    <message>
        <source>Earlier runs on this drive, and comparing two of them</source>
        <translation>Tämän aseman aiemmat ajot ja kahden ajon vertailu</translation>
    </message>
    <message>
        <source>A test is running on this drive; its window shows how far it got.</source>
        <translation>Tällä asemalla on käynnissä testi; sen ikkuna näyttää, kuinka pitkälle se on edennyt.</translation>
    </message>
</context>
<context>
    <name>DriveProof::Gui::TestCatalog</name>
    <message>
        <source>Power-loss test</source>
        <translation>Sähkökatkotesti</translation>
    </message>
    <message>
        <source>CrystalDiskMark&apos;s four tests in one go: sequential reads and writes in 1 MiB blocks with 8 and with 1 request in flight, then random 4 KiB reads and writes with 32 and with 1 request in flight. The quickest way to see whether a drive performs as its box promises.</source>
        <translation>CrystalDiskMarkin neljä testiä kerralla: peräkkäisluvut ja -kirjoitukset 1 MiB:n lohkoina 8 ja 1 kesken olevalla pyynnöllä, sitten satunnaiset 4 KiB:n luvut ja kirjoitukset 32 ja 1 kesken olevalla pyynnöllä. Nopein tapa nähdä, toimiiko asema niin kuin pakkaus lupaa.</translation>
    </message>
    <message>
        <source>How many times per second the drive durably commits a small write, measured like PostgreSQL&apos;s pg_test_fsync: every sync method, 8 kB and 16 kB commits, and plain writes as a baseline. It also counts the flushes that reach the drive. A hard disk that commits faster than its platters turn has a cache that acknowledges writes before they are safe.</source>
        <translation>Kuinka monta kertaa sekunnissa asema vahvistaa pienen kirjoituksen pysyvästi, mitattuna PostgreSQL:n pg_test_fsyncin tapaan: jokainen synkronointitapa, 8 kB:n ja 16 kB:n vahvistukset sekä tavalliset kirjoitukset vertailukohtana. Testi laskee myös asemalle asti päätyvät tyhjennykset. Kiintolevyllä, joka vahvistaa nopeammin kuin sen levyt pyörivät, on välimuisti, joka kuittaa kirjoitukset ennen kuin ne ovat turvassa.</translation>
    </message>
    <message>
        <source>Sequential reads and writes in 1 MiB blocks, with 8 and with 1 request in flight: the rate at which large files are copied.</source>
        <translation>Peräkkäisluvut ja -kirjoitukset 1 MiB:n lohkoina 8 ja 1 kesken olevalla pyynnöllä: nopeus, jolla suuria tiedostoja kopioidaan.</translation>
    </message>
    <message>
        <source>Writes the whole test area once, from start to end, and draws the rate as it fills. Many SSDs write fast only until their cache is full, then slow down: choose a test size larger than that cache, tens of gigabytes on a large SSD.</source>
        <translation>Kirjoittaa koko testialueen kerran alusta loppuun ja piirtää nopeuden alueen täyttyessä. Monet SSD-levyt kirjoittavat nopeasti vain, kunnes niiden välimuisti täyttyy, ja hidastuvat sitten: valitse testin kooksi enemmän kuin tuo välimuisti, suurella SSD-levyllä kymmeniä gigatavuja.</translation>
    </message>
    <message>
        <source>Reads the whole test area from start to end and draws the rate by position. A hard disk is faster at its outer edge; dips and stalls point to areas that need retries.</source>
        <translation>Lukee koko testialueen alusta loppuun ja piirtää nopeuden sijainnin mukaan. Kiintolevy on nopeampi ulkoreunallaan; notkahdukset ja pysähdykset viittaavat alueisiin, jotka vaativat uusintayrityksiä.</translation>
    </message>
    <message>
        <source>Random 4 KiB reads, writes and a mix of 70% reads, with 1 and with 32 requests in flight: what databases, virtual machines and starting programs feel.</source>
        <translation>Satunnaiset 4 KiB:n luvut, kirjoitukset ja sekoitus, jossa on 70 % lukuja, 1 ja 32 kesken olevalla pyynnöllä: mitä tietokannat, virtuaalikoneet ja käynnistyvät ohjelmat kokevat.</translation>
    </message>
    <message>
        <source>Random I/O at every block size from 512 bytes to 16 MiB: where the drive reaches its best transfer rate, and how its operations per second fall as blocks grow.</source>
        <translation>Satunnainen I/O kaikilla lohkokoilla 512 tavusta 16 MiB:iin: missä asema saavuttaa parhaan siirtonopeutensa ja miten sen operaatiot sekunnissa vähenevät lohkojen kasvaessa.</translation>
    </message>
    <message>
        <source>Random I/O with 1 to 256 requests in flight: how much parallelism the drive needs to give its best.</source>
        <translation>Satunnainen I/O 1–256 kesken olevalla pyynnöllä: kuinka paljon rinnakkaisuutta asema tarvitsee parhaaseen suoritukseensa.</translation>
    </message>
    <message>
        <source>Random I/O from 1 to 96 threads: how the drive and the kernel cope with many programs at once.</source>
        <translation>Satunnainen I/O 1–96 säikeellä: miten asema ja ydin selviävät monesta ohjelmasta yhtä aikaa.</translation>
    </message>
    <message>
        <source>Reads the same random blocks twice, with an idle time in between. A hybrid drive (SSHD) or a tiered cache moves hot data to flash meanwhile, so the second pass is much faster.</source>
        <translation>Lukee samat satunnaiset lohkot kahdesti ja pitää välissä joutoajan. Hybridiasema (SSHD) tai porrastettu välimuisti siirtää sillä välin usein käytetyn datan flash-muistiin, joten toinen kierros on paljon nopeampi.</translation>
    </message>
    <message>
        <source>Checks whether the drive keeps the writes it acknowledged when the power is cut: DriveProof writes numbered records, you pull the plug, and after the restart it checks what survived. A second computer keeps the witness&apos;s record of every acknowledged write; you can also practise on this computer with a simulated drive. It writes to a test file (or, with your confirmation, a partition) and takes a few minutes plus a restart.</source>
        <translation>Tarkistaa, säilyttääkö asema kuittaamansa kirjoitukset, kun virta katkaistaan: DriveProof kirjoittaa numeroituja tietueita, sinä irrotat virtajohdon, ja uudelleenkäynnistyksen jälkeen se tarkistaa, mitä säilyi. Toinen tietokone säilyttää todistajan kirjanpidon jokaisesta kuitatusta kirjoituksesta; voit myös harjoitella tällä koneella simuloidulla asemalla. Testi kirjoittaa testitiedostoon (tai vahvistuksellasi osioon) ja kestää muutaman minuutin sekä uudelleenkäynnistyksen.</translation>
    </message>
    <message numerus="yes">
        <source>%n second(s)</source>
        <extracomment>a duration; %n seconds</extracomment>
        <translation>
            <numerusform>%n sekunti</numerusform>
            <numerusform>%n sekuntia</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n minute(s)</source>
        <extracomment>a duration, rounded; %n minutes</extracomment>
        <translation>
            <numerusform>%n minuutti</numerusform>
            <numerusform>%n minuuttia</numerusform>
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
        <translation>Testi: %1 – DriveProof</translation>
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
        <translation>Koko</translation>
    </message>
    <message>
        <source>The kernel reports no size: the drive may have no medium inserted.</source>
        <translation>Ydin ei ilmoita kokoa: asemassa ei ehkä ole tallennusvälinettä.</translation>
    </message>
    <message>
        <source>Logical sector</source>
        <translation>Looginen sektori</translation>
    </message>
    <message>
        <source>The smallest unit the drive can address.</source>
        <translation>Pienin yksikkö, jota asema voi osoittaa.</translation>
    </message>
    <message>
        <source>Physical sector</source>
        <translation>Fyysinen sektori</translation>
    </message>
    <message>
        <source>The unit the drive writes internally. Partitions should start on a multiple of it.</source>
        <translation>Yksikkö, jolla asema kirjoittaa sisäisesti. Osioiden tulisi alkaa sen monikerrasta.</translation>
    </message>
    <message>
        <source>Minimum I/O</source>
        <translation>Pienin I/O</translation>
    </message>
    <message>
        <source>Optimal I/O</source>
        <translation>Optimaalinen I/O</translation>
    </message>
    <message>
        <source>not reported</source>
        <translation>ei ilmoitettu</translation>
    </message>
    <message>
        <source>The drive states no preferred I/O size; most drives do not.</source>
        <translation>Asema ei ilmoita ensisijaista I/O-kokoa; useimmat asemat eivät ilmoita.</translation>
    </message>
    <message>
        <source>Alignment offset</source>
        <translation>Tasauspoikkeama</translation>
    </message>
    <message>
        <source>How far sector 0 sits past a physical-sector boundary. Almost always 0.</source>
        <translation>Kuinka kaukana fyysisen sektorin rajan jälkeen sektori 0 sijaitsee. Lähes aina 0.</translation>
    </message>
    <message>
        <source>What the kernel believes: with &quot;write back&quot; it asks the drive to flush its cache. The drive&apos;s own setting can differ.</source>
        <translation>Mitä ydin uskoo: tilassa &quot;write back&quot; se pyytää asemaa tyhjentämään välimuistinsa. Aseman oma asetus voi poiketa tästä.</translation>
    </message>
    <message>
        <source>Write cache (kernel view)</source>
        <translation>Kirjoitusvälimuisti (ytimen näkemys)</translation>
    </message>
    <message>
        <source>The kernel does not report a write-cache mode for this device.</source>
        <translation>Ydin ei ilmoita tälle laitteelle kirjoitusvälimuistin tilaa.</translation>
    </message>
    <message>
        <source>FUA</source>
        <translation>FUA</translation>
    </message>
    <message>
        <source>Forced Unit Access: the kernel can ask for single writes to reach stable media without flushing the whole cache.</source>
        <translation>Forced Unit Access: ydin voi pyytää yksittäisiä kirjoituksia päätymään pysyvälle tallennusvälineelle tyhjentämättä koko välimuistia.</translation>
    </message>
    <message>
        <source>The kernel did not report this value.</source>
        <translation>Ydin ei ilmoittanut tätä arvoa.</translation>
    </message>
    <message>
        <source>only its partitions, see Partitions</source>
        <extracomment>&quot;Mounted on&quot; of a whole drive whose partitions (not the drive) are mounted</extracomment>
        <translation>vain sen osiot, katso Osiot</translation>
    </message>
    <message>
        <source>not mounted</source>
        <translation>ei liitetty</translation>
    </message>
    <message>
        <source>Mounted on</source>
        <translation>Liitospiste</translation>
    </message>
    <message>
        <source>Held by</source>
        <translation>Varaaja</translation>
    </message>
    <message>
        <source>nothing</source>
        <translation>ei mikään</translation>
    </message>
    <message>
        <source>Device-mapper, RAID or LVM devices stacked on the whole drive.</source>
        <translation>Koko aseman päälle rakennetut device-mapper-, RAID- tai LVM-laitteet.</translation>
    </message>
    <message>
        <source>%1: %2 (in use)</source>
        <extracomment>one LBA format in the list; %1 its number, %2 its sizes and speed</extracomment>
        <translation>%1: %2 (käytössä)</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <extracomment>one LBA format in the list; %1 its number, %2 its sizes and speed</extracomment>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>LBA formats</source>
        <translation>LBA-muodot</translation>
    </message>
    <message>
        <source>The sector sizes this NVMe namespace can be formatted with, and how fast the drive itself says each is (Identify Namespace). Changing it erases the namespace; DriveProof never does.</source>
        <translation>Sektorikoot, joilla tämän NVMe-nimiavaruuden voi alustaa, ja kuinka nopeaksi asema itse kunkin ilmoittaa (Identify Namespace). Vaihtaminen tyhjentää nimiavaruuden; DriveProof ei koskaan tee sitä.</translation>
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
        <translation>Kerrokset</translation>
    </message>
    <message>
        <source>Reaches the drive</source>
        <translation>Pääsee asemaan</translation>
    </message>
    <message>
        <source>reading…</source>
        <translation>luetaan…</translation>
    </message>
    <message>
        <source>yes</source>
        <translation>kyllä</translation>
    </message>
    <message>
        <source>to the loop device&apos;s backing file</source>
        <translation>loop-laitteen taustatiedostoon asti</translation>
    </message>
    <message>
        <source>no: a layer drops it</source>
        <translation>ei: jokin kerros pudottaa sen</translation>
    </message>
    <message>
        <source>no: the drive does not take it</source>
        <translation>ei: asema ei ota sitä vastaan</translation>
    </message>
    <message>
        <source>unknown</source>
        <translation>tuntematon</translation>
    </message>
    <message>
        <source>enabled</source>
        <translation>käytössä</translation>
    </message>
    <message>
        <source>disabled</source>
        <translation>ei käytössä</translation>
    </message>
    <message>
        <source>masked</source>
        <translation>peitetty</translation>
    </message>
    <message>
        <source>not installed</source>
        <translation>ei asennettu</translation>
    </message>
    <message>
        <source>%1 (systemd is not running)</source>
        <extracomment>%1 the timer&apos;s state, e.g. &quot;enabled&quot;</extracomment>
        <translation>%1 (systemd ei ole käynnissä)</translation>
    </message>
    <message>
        <source>fstrim.timer</source>
        <translation>fstrim.timer</translation>
    </message>
    <message>
        <source>From %1:</source>
        <extracomment>heading of one way down the block stack; %1 the device at its top</extracomment>
        <translation>Laitteesta %1:</translation>
    </message>
    <message>
        <source>%1: no discard limits shown</source>
        <extracomment>%1 a device and its kind, e.g. &quot;/dev/sda (disk)&quot;</extracomment>
        <translation>%1: discard-rajoja ei näytetä</translation>
    </message>
    <message>
        <source>%1: drops discards</source>
        <extracomment>%1 a device and its kind, e.g. &quot;/dev/mapper/luks-1 (dm-crypt)&quot;</extracomment>
        <translation>%1: pudottaa discardit</translation>
    </message>
    <message>
        <source>%1: passes discards, granularity %2, up to %3</source>
        <extracomment>%1 a device and its kind, %2 discard granularity, %3 largest discard, e.g. &quot;4.0 KiB&quot;, &quot;2.0 GiB&quot;</extracomment>
        <translation>%1: päästää discardit läpi, tarkkuus %2, enintään %3</translation>
    </message>
</context>
<context>
    <name>DriveProof::Gui::UsagePanel</name>
    <message>
        <source>Is it new? %1</source>
        <extracomment>&quot;Is it new?&quot; and the verdict: new, used, possibly reset</extracomment>
        <translation>Onko se uusi? %1</translation>
    </message>
    <message>
        <source>The rating could not be kept: %1 cannot be written.</source>
        <extracomment>%1 the file DriveProof keeps what it remembers about drives in</extracomment>
        <translation>Luokitusta ei voitu tallentaa: tiedostoon %1 ei voi kirjoittaa.</translation>
    </message>
    <message>
        <source>Rated &amp;endurance:</source>
        <extracomment>the endurance the maker rates the drive&apos;s model for, in terabytes written</extracomment>
        <translation>Luvattu &amp;kestävyys:</translation>
    </message>
    <message>
        <source> TBW</source>
        <extracomment>unit after the endurance field: terabytes written</extracomment>
        <translation> TBW</translation>
    </message>
    <message>
        <source>not entered</source>
        <extracomment>shown in the endurance field while no rating is kept for the model</extracomment>
        <translation>ei annettu</translation>
    </message>
    <message>
        <source>&amp;Remember for this model</source>
        <translation>&amp;Muista tälle mallille</translation>
    </message>
    <message>
        <source>The terabytes written (TBW) the maker&apos;s data sheet rates this model for. Kept for every drive of the same model.</source>
        <translation>Kirjoitetut teratavut (TBW), joille valmistajan tuotetiedote luokittelee tämän mallin. Tallennetaan jokaiselle saman mallin asemalle.</translation>
    </message>
</context>
<context>
    <name>DriveProof::Gui::WitnessPage</name>
    <message>
        <source>DriveProof cannot be a witness on %1.</source>
        <extracomment>%1 an address such as 0.0.0.0:7070</extracomment>
        <translation>DriveProof ei voi toimia todistajana osoitteessa %1.</translation>
    </message>
    <message>
        <source>%1: run %2 started.</source>
        <extracomment>%1 a time, %2 a short run id</extracomment>
        <translation>%1: ajo %2 alkoi.</translation>
    </message>
    <message>
        <source>%1: run %2 came back.</source>
        <translation>%1: ajo %2 palasi.</translation>
    </message>
    <message>
        <source>%1: run %2 went silent: the estimated power cut.</source>
        <translation>%1: ajo %2 vaikeni: arvioitu sähkökatko.</translation>
    </message>
    <message>
        <source>%1: run %2 stopped on a write error: %3</source>
        <translation>%1: ajo %2 pysähtyi kirjoitusvirheeseen: %3</translation>
    </message>
    <message>
        <source>%1: run %2 ended cleanly, without a power cut.</source>
        <translation>%1: ajo %2 päättyi hallitusti ilman sähkökatkoa.</translation>
    </message>
    <message>
        <source>%1: the result of run %2 arrived.</source>
        <translation>%1: ajon %2 tulos saapui.</translation>
    </message>
    <message>
        <source>%1: refused a connection: %2</source>
        <extracomment>%1 a time, %2 why a connection was refused</extracomment>
        <translation>%1: yhteys hylättiin: %2</translation>
    </message>
    <message>
        <source>%1: the journal cannot be written: %2</source>
        <translation>%1: päiväkirjaa ei voi kirjoittaa: %2</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>journal damaged</source>
        <translation>päiväkirja vioittunut</translation>
    </message>
    <message>
        <source>write error</source>
        <translation>kirjoitusvirhe</translation>
    </message>
    <message>
        <source>ended cleanly</source>
        <translation>päättyi hallitusti</translation>
    </message>
    <message>
        <source>silent: power cut?</source>
        <translation>hiljaa: sähkökatko?</translation>
    </message>
    <message>
        <source>connected, writing</source>
        <translation>yhdistetty, kirjoittaa</translation>
    </message>
    <message>
        <source>connected, preparing</source>
        <translation>yhdistetty, valmistelee</translation>
    </message>
    <message>
        <source>waiting for the writer</source>
        <translation>odotetaan kirjoittajaa</translation>
    </message>
    <message>
        <source>%1 (%2 s ago)</source>
        <extracomment>%1 a clock time, %2 seconds ago</extracomment>
        <translation>%1 (%2 s sitten)</translation>
    </message>
    <message>
        <source>received</source>
        <translation>vastaanotettu</translation>
    </message>
    <message>
        <source>Pairing code %1</source>
        <translation>Pariliitoskoodi %1</translation>
    </message>
    <message>
        <source>&amp;Stop witness</source>
        <translation>&amp;Pysäytä todistaja</translation>
    </message>
    <message>
        <source>&amp;Start witness</source>
        <translation>&amp;Käynnistä todistaja</translation>
    </message>
    <message>
        <source>Listening on port %1. The record of each run is kept in %2.</source>
        <extracomment>%1 a port number, %2 a folder</extracomment>
        <translation>Kuunnellaan porttia %1. Kunkin ajon kirjanpito säilytetään kansiossa %2.</translation>
    </message>
    <message>
        <source>On the computer under test, type one of these witness addresses: %1</source>
        <extracomment>%1 this computer&apos;s addresses with the port, e.g. &quot;192.0.2.7:7070, 10.0.0.2:7070&quot;</extracomment>
        <translation>Kirjoita testattavalla tietokoneella jokin näistä todistajan osoitteista: %1</translation>
    </message>
    <message>
        <source>Not listening.</source>
        <translation>Ei kuunnella.</translation>
    </message>
    <message>
        <source>Power-loss witness – DriveProof</source>
        <translation>Sähkökatkotestin todistaja – DriveProof</translation>
    </message>
    <message>
        <source>Be the witness of a power-loss test</source>
        <translation>Toimi sähkökatkotestin todistajana</translation>
    </message>
    <message>
        <source>The computer whose drive is tested reports every write its drive acknowledges to this one, over the network. After the power cut, this record shows which acknowledged writes the drive lost. Keep this computer running and its power on during the test.</source>
        <translation>Tietokone, jonka asemaa testataan, ilmoittaa verkon kautta tälle koneelle jokaisen asemansa kuittaaman kirjoituksen. Sähkökatkon jälkeen tämä kirjanpito näyttää, mitkä kuitatut kirjoitukset asema menetti. Pidä tämä tietokone käynnissä ja virta kytkettynä testin ajan.</translation>
    </message>
    <message>
        <source>&amp;Listen on:</source>
        <translation>&amp;Kuuntele osoitteessa:</translation>
    </message>
    <message>
        <source>Address and port to listen on</source>
        <translation>Kuunneltava osoite ja portti</translation>
    </message>
    <message>
        <source>0.0.0.0:7070 listens on every network of this computer</source>
        <translation>0.0.0.0:7070 kuuntelee tämän tietokoneen kaikissa verkoissa</translation>
    </message>
    <message>
        <source>Pairing code</source>
        <translation>Pariliitoskoodi</translation>
    </message>
    <message>
        <source>&amp;New code</source>
        <translation>&amp;Uusi koodi</translation>
    </message>
    <message>
        <source>On the computer under test, open the power-loss test and type this computer&apos;s address (port included) and this code. From a terminal: &quot;driveproof-cli powerloss run --witness ADDRESS:PORT&quot;. Instead of this page you may run &quot;driveproof-cli witness&quot; here.</source>
        <translation>Avaa testattavalla tietokoneella sähkökatkotesti ja kirjoita tämän tietokoneen osoite (portteineen) ja tämä koodi. Päätteestä: &quot;driveproof-cli powerloss run --witness ADDRESS:PORT&quot;. Tämän sivun sijaan voit suorittaa täällä &quot;driveproof-cli witness&quot;.</translation>
    </message>
    <message>
        <source>Runs</source>
        <translation>Ajot</translation>
    </message>
    <message>
        <source>Run</source>
        <translation>Ajo</translation>
    </message>
    <message>
        <source>Computer</source>
        <translation>Tietokone</translation>
    </message>
    <message>
        <source>State</source>
        <translation>Tila</translation>
    </message>
    <message>
        <source>Commits</source>
        <translation>Vahvistukset</translation>
    </message>
    <message>
        <source>Silent since</source>
        <extracomment>a column: when the writer went silent, the estimated power cut</extracomment>
        <translation>Hiljaa alkaen</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Tulos</translation>
    </message>
    <message>
        <source>Runs this witness records</source>
        <translation>Tämän todistajan kirjaamat ajot</translation>
    </message>
    <message>
        <source>Last event</source>
        <translation>Viimeisin tapahtuma</translation>
    </message>
</context>
<context>
    <name>DriveProof::Gui::WriteCacheCard</name>
    <message>
        <source>Write cache</source>
        <translation>Kirjoitusvälimuisti</translation>
    </message>
    <message>
        <source>Keep after reboot</source>
        <translation>Säilytä uudelleenkäynnistyksen jälkeen</translation>
    </message>
    <message>
        <source>A volatile write cache makes writes fast but can lose data that was already acknowledged if power fails. With the cache on, commits are safe only while the kernel sends flushes and the drive obeys them; with it off, every write reaches the media before it is acknowledged.</source>
        <translation>Haihtuva kirjoitusvälimuisti nopeuttaa kirjoituksia, mutta voi menettää jo kuitattua dataa, jos virta katkeaa. Välimuistin ollessa päällä vahvistukset ovat turvassa vain niin kauan kuin ydin lähettää tyhjennyksiä ja asema noudattaa niitä; sen ollessa pois päältä jokainen kirjoitus päätyy tallennusvälineelle ennen kuittausta.</translation>
    </message>
    <message>
        <source>Drive&apos;s cache</source>
        <translation>Aseman välimuisti</translation>
    </message>
    <message>
        <source>reading…</source>
        <translation>luetaan…</translation>
    </message>
    <message>
        <source>The drive&apos;s setting could not be read; see below.</source>
        <translation>Aseman asetusta ei voitu lukea; katso alta.</translation>
    </message>
    <message>
        <source>Read from</source>
        <translation>Luettu lähteestä</translation>
    </message>
    <message>
        <source>Kernel view only: there is no drive-level cache that DriveProof could read or switch here.</source>
        <translation>Vain ytimen näkemys: tässä ei ole asematason välimuistia, jota DriveProof voisi lukea tai kytkeä.</translation>
    </message>
    <message>
        <source>This drive has no volatile write cache: every write goes to the media before it is acknowledged. There is nothing to switch.</source>
        <translation>Tällä asemalla ei ole haihtuvaa kirjoitusvälimuistia: jokainen kirjoitus päätyy tallennusvälineelle ennen kuittausta. Kytkettävää ei ole.</translation>
    </message>
    <message>
        <source>This drive does not allow its write cache setting to be changed. Its maker&apos;s tool may offer a way.</source>
        <translation>Tämä asema ei salli kirjoitusvälimuistin asetuksen muuttamista. Valmistajan työkalu saattaa tarjota keinon.</translation>
    </message>
    <message>
        <source>The drive did not report whether its cache is on, so DriveProof offers no switch.</source>
        <translation>Asema ei ilmoittanut, onko sen välimuisti päällä, joten DriveProof ei tarjoa kytkintä.</translation>
    </message>
    <message>
        <source>does not apply</source>
        <translation>ei koske</translation>
    </message>
    <message>
        <source>Only a real drive has a cache of its own; see the note below.</source>
        <translation>Vain todellisella asemalla on oma välimuisti; katso alla oleva huomautus.</translation>
    </message>
    <message>
        <source>none</source>
        <translation>ei mitään</translation>
    </message>
    <message>
        <source>The drive has no volatile write cache.</source>
        <translation>Asemalla ei ole haihtuvaa kirjoitusvälimuistia.</translation>
    </message>
    <message>
        <source>on</source>
        <translation>päällä</translation>
    </message>
    <message>
        <source>off</source>
        <translation>pois</translation>
    </message>
    <message>
        <source>The drive did not report its current setting.</source>
        <translation>Asema ei ilmoittanut nykyistä asetustaan.</translation>
    </message>
    <message>
        <source>Kernel&apos;s view</source>
        <translation>Ytimen näkemys</translation>
    </message>
    <message>
        <source>The kernel does not report a write-cache mode for this device.</source>
        <translation>Ydin ei ilmoita tälle laitteelle kirjoitusvälimuistin tilaa.</translation>
    </message>
    <message>
        <source>What the kernel believes (queue/write_cache). With &quot;write back&quot; it asks the drive to flush its cache when a program commits data.</source>
        <translation>Mitä ydin uskoo (queue/write_cache). Tilassa &quot;write back&quot; se pyytää asemaa tyhjentämään välimuistinsa, kun ohjelma vahvistaa dataa.</translation>
    </message>
    <message>
        <source>FUA</source>
        <translation>FUA</translation>
    </message>
    <message>
        <source>The kernel does not say whether it uses Forced Unit Access.</source>
        <translation>Ydin ei kerro, käyttääkö se Forced Unit Accessia.</translation>
    </message>
    <message>
        <source>yes: single writes can be forced to the media</source>
        <translation>kyllä: yksittäiset kirjoitukset voidaan pakottaa tallennusvälineelle</translation>
    </message>
    <message>
        <source>Forced Unit Access: the kernel can ask for single writes to reach stable media without flushing the whole cache.</source>
        <translation>Forced Unit Access: ydin voi pyytää yksittäisiä kirjoituksia päätymään pysyvälle tallennusvälineelle tyhjentämättä koko välimuistia.</translation>
    </message>
    <message>
        <source>%1, re-applied by udisks2 at every boot</source>
        <extracomment>%1 &quot;on&quot; or &quot;off&quot;</extracomment>
        <translation>%1, udisks2 ottaa uudelleen käyttöön joka käynnistyksessä</translation>
    </message>
    <message>
        <source>%1, saved in the drive</source>
        <extracomment>%1 &quot;on&quot; or &quot;off&quot;</extracomment>
        <translation>%1, tallennettu asemaan</translation>
    </message>
    <message>
        <source>Saved setting</source>
        <translation>Tallennettu asetus</translation>
    </message>
    <message>
        <source>The setting the drive gets again after a power cycle.</source>
        <translation>Asetus, jonka asema saa uudelleen virrankatkaisun jälkeen.</translation>
    </message>
    <message>
        <source>until the next power cycle, or for good with &quot;Keep after reboot&quot; (udisks2 re-applies it at every boot)</source>
        <translation>seuraavaan virrankatkaisuun asti, tai pysyvästi valinnalla &quot;Säilytä uudelleenkäynnistyksen jälkeen&quot; (udisks2 ottaa sen uudelleen käyttöön joka käynnistyksessä)</translation>
    </message>
    <message>
        <source>until the next power cycle, or for good with &quot;Keep after reboot&quot; (saved in the drive)</source>
        <translation>seuraavaan virrankatkaisuun asti, tai pysyvästi valinnalla &quot;Säilytä uudelleenkäynnistyksen jälkeen&quot; (tallennettu asemaan)</translation>
    </message>
    <message>
        <source>until the next power cycle</source>
        <translation>seuraavaan virrankatkaisuun asti</translation>
    </message>
    <message>
        <source>A change lasts</source>
        <translation>Muutos on voimassa</translation>
    </message>
    <message>
        <source>Waiting for permission… If a password dialog opened, answer it there.</source>
        <translation>Odotetaan lupaa… Jos salasanaikkuna avautui, vastaa siinä.</translation>
    </message>
    <message>
        <source>Switching…</source>
        <translation>Kytketään…</translation>
    </message>
    <message>
        <source>Done: the drive&apos;s cache is on now (read again from the drive).</source>
        <translation>Valmis: aseman välimuisti on nyt päällä (luettu uudelleen asemalta).</translation>
    </message>
    <message>
        <source>Done: the drive&apos;s cache is off now (read again from the drive).</source>
        <translation>Valmis: aseman välimuisti on nyt pois päältä (luettu uudelleen asemalta).</translation>
    </message>
    <message>
        <source>The drive did not take the new setting: its cache is still off.</source>
        <translation>Asema ei ottanut uutta asetusta käyttöön: sen välimuisti on yhä pois päältä.</translation>
    </message>
    <message>
        <source>The drive did not take the new setting: its cache is still on.</source>
        <translation>Asema ei ottanut uutta asetusta käyttöön: sen välimuisti on yhä päällä.</translation>
    </message>
    <message>
        <source>Turn the cache off</source>
        <translation>Kytke välimuisti pois</translation>
    </message>
    <message>
        <source>Turn the cache on</source>
        <translation>Kytke välimuisti päälle</translation>
    </message>
    <message>
        <source>Turn the write cache of %1 off</source>
        <extracomment>accessible name of the switch; %1 device path</extracomment>
        <translation>Kytke laitteen %1 kirjoitusvälimuisti pois</translation>
    </message>
    <message>
        <source>Turn the write cache of %1 on</source>
        <extracomment>accessible name of the switch; %1 device path</extracomment>
        <translation>Kytke laitteen %1 kirjoitusvälimuisti päälle</translation>
    </message>
    <message>
        <source>Turning the cache off makes commits slower, often many times slower, but safe: acknowledged writes are on the media, even if the drive ignores flushes.</source>
        <translation>Välimuistin kytkeminen pois hidastaa vahvistuksia, usein moninkertaisesti, mutta on turvallista: kuitatut kirjoitukset ovat tallennusvälineellä, vaikka asema ohittaisi tyhjennykset.</translation>
    </message>
    <message>
        <source>Turning the cache on makes writes faster. Commits stay safe only while the kernel sends flushes and the drive obeys them.</source>
        <translation>Välimuistin kytkeminen päälle nopeuttaa kirjoituksia. Vahvistukset pysyvät turvassa vain niin kauan kuin ydin lähettää tyhjennyksiä ja asema noudattaa niitä.</translation>
    </message>
    <message>
        <source>udisks2 stores the setting and applies it again at every boot.</source>
        <translation>udisks2 tallentaa asetuksen ja ottaa sen uudelleen käyttöön joka käynnistyksessä.</translation>
    </message>
    <message>
        <source>The drive saves the setting and keeps it across power cycles.</source>
        <translation>Asema tallentaa asetuksen ja säilyttää sen virrankatkaisujen yli.</translation>
    </message>
    <message>
        <source>Why this matters</source>
        <translation>Miksi tällä on väliä</translation>
    </message>
</context>
<context>
    <name>DriveProof::Health</name>
    <message>
        <source>The drive&apos;s SMART data could not be assessed: %1.</source>
        <extracomment>%1 the system&apos;s error text</extracomment>
        <translation>Aseman SMART-tietoja ei voitu arvioida: %1.</translation>
    </message>
    <message>
        <source>The drive&apos;s SMART self-assessment passed, it reports no bad sectors, and no attribute is or was past its threshold.</source>
        <translation>Aseman SMART-itsearvio läpäistiin, se ei ilmoita viallisia sektoreita, eikä mikään attribuutti ylitä tai ole ylittänyt kynnysarvoaan.</translation>
    </message>
    <message>
        <source>An attribute that predicts failure was past its threshold in the past. Keep backups and watch this drive.</source>
        <translation>Vikaa ennustava attribuutti on aiemmin ylittänyt kynnysarvonsa. Pidä varmuuskopiot ajan tasalla ja tarkkaile tätä asemaa.</translation>
    </message>
    <message numerus="yes">
        <source>The drive has %n bad sector(s) (reallocated or waiting to be). Keep backups and check again soon: a growing number means the drive is wearing out.</source>
        <extracomment>%n number of bad sectors</extracomment>
        <translation>
            <numerusform>Asemalla on %n viallinen sektori (uudelleensijoitettu tai odottaa uudelleensijoitusta). Pidä varmuuskopiot ajan tasalla ja tarkista pian uudelleen: kasvava määrä tarkoittaa, että asema on kulumassa loppuun.</numerusform>
            <numerusform>Asemalla on %n viallista sektoria (uudelleensijoitettuja tai odottavat uudelleensijoitusta). Pidä varmuuskopiot ajan tasalla ja tarkista pian uudelleen: kasvava määrä tarkoittaa, että asema on kulumassa loppuun.</numerusform>
        </translation>
    </message>
    <message>
        <source>An attribute that predicts failure is past its threshold now: the drive expects to fail. Back up your data and replace the drive.</source>
        <translation>Vikaa ennustava attribuutti ylittää nyt kynnysarvonsa: asema odottaa vikaantuvansa. Varmuuskopioi tietosi ja vaihda asema.</translation>
    </message>
    <message>
        <source>The drive has more bad sectors than its threshold allows. Back up your data and replace the drive.</source>
        <translation>Asemalla on enemmän viallisia sektoreita kuin sen kynnysarvo sallii. Varmuuskopioi tietosi ja vaihda asema.</translation>
    </message>
    <message>
        <source>The drive&apos;s own SMART self-assessment says it is failing. Back up your data now and replace the drive.</source>
        <translation>Aseman oma SMART-itsearvio kertoo sen olevan vikaantumassa. Varmuuskopioi tietosi nyt ja vaihda asema.</translation>
    </message>
    <message>
        <source>libatasmart gave an assessment this version of DriveProof does not know.</source>
        <translation>libatasmart antoi arvion, jota tämä DriveProofin versio ei tunne.</translation>
    </message>
    <message>
        <source>%1 has no ATA health data: it is not an ATA drive (loop, virtual and NVMe devices have none).</source>
        <extracomment>%1 device</extracomment>
        <translation>Laitteella %1 ei ole ATA-kuntotietoja: se ei ole ATA-asema (loop-, virtuaali- ja NVMe-laitteilla niitä ei ole).</translation>
    </message>
    <message>
        <source>The drive in %1 does not support SMART, so it reports no health data.</source>
        <extracomment>%1 device</extracomment>
        <translation>Laitteen %1 asema ei tue SMARTia, joten se ei ilmoita kuntotietoja.</translation>
    </message>
    <message>
        <source>SMART is switched off on this drive, so it reports no health data. DriveProof does not switch it on by itself; &apos;smartctl -s on&apos; does.</source>
        <translation>SMART on poistettu käytöstä tässä asemassa, joten se ei ilmoita kuntotietoja. DriveProof ei kytke sitä päälle itsestään; &apos;smartctl -s on&apos; tekee sen.</translation>
    </message>
    <message>
        <source>%1 reports no ATA SMART data: it is not an ATA drive, or its USB bridge does not pass SMART commands through.</source>
        <extracomment>%1 device or file</extracomment>
        <translation>%1 ei ilmoita ATA SMART -tietoja: se ei ole ATA-asema, tai sen USB-silta ei välitä SMART-komentoja.</translation>
    </message>
    <message>
        <source>Reading SMART data from %1 failed: %2.</source>
        <extracomment>%1 device or file, %2 the system&apos;s error text</extracomment>
        <translation>SMART-tietojen lukeminen kohteesta %1 epäonnistui: %2.</translation>
    </message>
    <message>
        <source>Unexpected power losses (SMART attribute 174)</source>
        <translation>Odottamattomat virtakatkot (SMART-attribuutti 174)</translation>
    </message>
    <message>
        <source>Unsafe shutdowns (SMART attribute 192)</source>
        <translation>Hallitsemattomat sammutukset (SMART-attribuutti 192)</translation>
    </message>
    <message>
        <source>Emergency head retracts at power-off (SMART attribute 192)</source>
        <translation>Lukupään hätäpysäköinnit virrankatkaisussa (SMART-attribuutti 192)</translation>
    </message>
    <message>
        <source>The drive&apos;s answer to SMART RETURN STATUS did not come back (the registers were missing or not a known answer), so its own assessment is unknown; the attributes are shown as read.</source>
        <translation>Aseman vastaus SMART RETURN STATUS -komentoon ei palannut (rekisterit puuttuivat tai vastaus oli tuntematon), joten sen oma arvio on tuntematon; attribuutit näytetään luettuina.</translation>
    </message>
    <message>
        <source>%1 is not a libatasmart SMART dump (tagged IDFY / SMST / SMDT / SMTH sections).</source>
        <extracomment>%1 file name</extracomment>
        <translation>%1 ei ole libatasmartin SMART-vedos (merkityt osat IDFY / SMST / SMDT / SMTH).</translation>
    </message>
    <message>
        <source>%1 is a virtual disk (%2) and answers no ATA health commands: the health of the drives behind it can be read on the host.</source>
        <extracomment>%1 device path, %2 who emulates the disk: &quot;QEMU&quot;, &quot;VMware&quot;, &quot;Hyper-V&quot;...</extracomment>
        <translation>%1 on virtuaalilevy (%2) eikä vastaa ATA-kuntokomentoihin: sen takana olevien asemien kunto voidaan lukea isäntäkoneessa.</translation>
    </message>
    <message>
        <source>%1 is a %2 device: it has no health data of its own to read.</source>
        <extracomment>%1 device path, %2 transport such as &quot;virtio&quot; or &quot;loop&quot;</extracomment>
        <translation>%1 on %2-laite: sillä ei ole omia kuntotietoja luettavaksi.</translation>
    </message>
    <message>
        <source>unknown</source>
        <translation>tuntematon</translation>
    </message>
    <message>
        <source>The helper&apos;s health reply names no device.</source>
        <translation>Apuohjelman kuntovastaus ei nimeä laitetta.</translation>
    </message>
    <message>
        <source>Critical warning: the spare capacity has fallen below the drive&apos;s threshold.</source>
        <translation>Kriittinen varoitus: varakapasiteetti on laskenut aseman kynnysarvon alle.</translation>
    </message>
    <message>
        <source>Critical warning: the temperature is outside the drive&apos;s limits.</source>
        <translation>Kriittinen varoitus: lämpötila on aseman rajojen ulkopuolella.</translation>
    </message>
    <message>
        <source>Critical warning: the drive&apos;s reliability is degraded by media errors or an internal error. Back up its data.</source>
        <translation>Kriittinen varoitus: tallennusvälinevirheet tai sisäinen virhe ovat heikentäneet aseman luotettavuutta. Varmuuskopioi sen tiedot.</translation>
    </message>
    <message>
        <source>Critical warning: the drive has made its media read-only. Copy its data elsewhere.</source>
        <translation>Kriittinen varoitus: asema on asettanut tallennusvälineensä vain luku -tilaan. Kopioi sen tiedot muualle.</translation>
    </message>
    <message>
        <source>Critical warning: the backup for the drive&apos;s volatile memory has failed, so cached writes may be lost at a power cut.</source>
        <translation>Kriittinen varoitus: aseman haihtuvan muistin varavirta on vikaantunut, joten välimuistissa olevia kirjoituksia voi kadota sähkökatkossa.</translation>
    </message>
    <message>
        <source>Critical warning: the drive&apos;s persistent memory region has become read-only.</source>
        <translation>Kriittinen varoitus: aseman pysyvä muistialue on muuttunut vain luku -tilaan.</translation>
    </message>
    <message>
        <source>Critical warning: bit %1, which this version of DriveProof does not know, is set.</source>
        <extracomment>%1 bit number of the NVMe critical warning byte</extracomment>
        <translation>Kriittinen varoitus: bitti %1, jota tämä DriveProofin versio ei tunne, on asetettu.</translation>
    </message>
    <message>
        <source>Only %L1% spare capacity is left, below the drive&apos;s threshold of %L2%.</source>
        <extracomment>%1 spare capacity left in percent, %2 the drive&apos;s threshold in percent</extracomment>
        <translation>Varakapasiteettia on jäljellä vain %L1 %, alle aseman kynnysarvon %L2 %.</translation>
    </message>
    <message>
        <source>The drive has used %L1% of its rated endurance: it has taken more writes than it was designed for.</source>
        <extracomment>%1 percentage of the rated endurance used, 100 or more</extracomment>
        <translation>Asema on käyttänyt %L1 % arvioidusta kestostaan: se on ottanut vastaan enemmän kirjoituksia kuin se on suunniteltu kestämään.</translation>
    </message>
    <message>
        <source>The drive has used %L1% of its rated endurance.</source>
        <extracomment>%1 percentage of the rated endurance used</extracomment>
        <translation>Asema on käyttänyt %L1 % arvioidusta kestostaan.</translation>
    </message>
    <message numerus="yes">
        <source>The drive has recorded %Ln media or data integrity error(s).</source>
        <extracomment>%n number of errors (counts beyond the int range are shown as the int maximum)</extracomment>
        <translation>
            <numerusform>Asema on kirjannut %Ln tallennusväline- tai eheysvirheen.</numerusform>
            <numerusform>Asema on kirjannut %Ln tallennusväline- tai eheysvirhettä.</numerusform>
        </translation>
    </message>
    <message>
        <source>The drive is at %L1 °C, at or above its critical temperature of %L2 °C.</source>
        <extracomment>%1 current temperature in °C, %2 the drive&apos;s critical limit in °C</extracomment>
        <translation>Aseman lämpötila on %L1 °C, sen kriittisessä %L2 °C:n lämpötilassa tai sen yli.</translation>
    </message>
    <message>
        <source>The drive is at %L1 °C, at or above its warning temperature of %L2 °C.</source>
        <extracomment>%1 current temperature in °C, %2 the drive&apos;s warning limit in °C</extracomment>
        <translation>Aseman lämpötila on %L1 °C, sen %L2 °C:n varoituslämpötilassa tai sen yli.</translation>
    </message>
    <message>
        <source>The drive is at %L1 °C, at or above %L2 °C, where most drives slow down to cool off.</source>
        <extracomment>%1 current temperature in °C, %2 a generic limit in °C</extracomment>
        <translation>Aseman lämpötila on %L1 °C, vähintään %L2 °C, jossa useimmat asemat hidastavat jäähtyäkseen.</translation>
    </message>
    <message>
        <source>The NVMe health log reports no problems.</source>
        <translation>NVMe-kuntoloki ei ilmoita ongelmista.</translation>
    </message>
    <message>
        <source>The helper&apos;s health reply has a reason without a code. Restart DriveProof after an update.</source>
        <translation>Apuohjelman kuntovastauksessa on syy ilman koodia. Käynnistä DriveProof uudelleen päivityksen jälkeen.</translation>
    </message>
    <message>
        <source>The helper&apos;s health reply has reasons in a form this version does not read. Restart DriveProof after an update.</source>
        <translation>Apuohjelman kuntovastauksessa on syitä muodossa, jota tämä versio ei osaa lukea. Käynnistä DriveProof uudelleen päivityksen jälkeen.</translation>
    </message>
    <message>
        <source>Reason %1 (%2)</source>
        <extracomment>a reason this version does not know (from a newer helper); %1 its code, %2 its arguments</extracomment>
        <translation>Syy %1 (%2)</translation>
    </message>
    <message>
        <source>Rate of errors while reading; the raw value&apos;s meaning is the maker&apos;s own.</source>
        <translation>Lukuvirheiden määrä; raaka-arvon merkityksen päättää valmistaja.</translation>
    </message>
    <message>
        <source>Time the platters take to reach full speed.</source>
        <translation>Aika, jossa levyt saavuttavat täyden nopeuden.</translation>
    </message>
    <message>
        <source>Times the spindle started and stopped.</source>
        <translation>Kuinka monta kertaa moottori käynnistyi ja pysähtyi.</translation>
    </message>
    <message>
        <source>Sectors found bad and replaced by spares; a new drive has 0.</source>
        <translation>Vialliseksi havaitut sektorit, jotka on korvattu varasektoreilla; uudessa asemassa niitä on 0.</translation>
    </message>
    <message>
        <source>Rate of head positioning errors; the raw value&apos;s meaning is the maker&apos;s own.</source>
        <translation>Lukupäiden sijoitusvirheiden määrä; raaka-arvon merkityksen päättää valmistaja.</translation>
    </message>
    <message>
        <source>Hours the drive has been powered on.</source>
        <translation>Tunnit, jotka asema on ollut päällä.</translation>
    </message>
    <message>
        <source>Times the spindle needed more than one try to spin up.</source>
        <translation>Kuinka monta kertaa moottori tarvitsi useamman yrityksen käynnistyäkseen.</translation>
    </message>
    <message>
        <source>Times the drive was switched on.</source>
        <translation>Kuinka monta kertaa asema on kytketty päälle.</translation>
    </message>
    <message>
        <source>How worn the flash is (erase cycles); the normalised value falls as it wears.</source>
        <translation>Kuinka kulunut flash-muisti on (pyyhintäkierrokset); normalisoitu arvo laskee kulumisen myötä.</translation>
    </message>
    <message>
        <source>Times power was lost without the host telling the drive first.</source>
        <translation>Kuinka monta kertaa virta katkesi ilman, että tietokone ilmoitti asemalle ensin.</translation>
    </message>
    <message>
        <source>Blocks that went bad while in use.</source>
        <translation>Käytössä viallisiksi muuttuneet lohkot.</translation>
    </message>
    <message>
        <source>Data corrupted between the host interface and the media, inside the drive.</source>
        <translation>Aseman sisällä rajapinnan ja tallennusvälineen välillä vioittuneet tiedot.</translation>
    </message>
    <message>
        <source>Reads the drive could not correct and reported as errors.</source>
        <translation>Luvut, joita asema ei voinut korjata ja jotka se ilmoitti virheinä.</translation>
    </message>
    <message>
        <source>Commands that timed out, often from cabling or power trouble.</source>
        <translation>Aikakatkaistut komennot, usein kaapeli- tai virtaongelmien vuoksi.</translation>
    </message>
    <message>
        <source>Temperature of the air around the drive.</source>
        <translation>Aseman ympäröivän ilman lämpötila.</translation>
    </message>
    <message>
        <source>Times the heads were parked in an emergency because power went away.</source>
        <translation>Kuinka monta kertaa lukupäät pysäköitiin hätätilassa virran katketessa.</translation>
    </message>
    <message>
        <source>Times the heads were parked and loaded again.</source>
        <translation>Kuinka monta kertaa lukupäät pysäköitiin ja ladattiin uudelleen.</translation>
    </message>
    <message>
        <source>Temperature of the drive.</source>
        <translation>Aseman lämpötila.</translation>
    </message>
    <message>
        <source>Times sectors were moved to spares.</source>
        <translation>Kuinka monta kertaa sektoreita siirrettiin varalle.</translation>
    </message>
    <message>
        <source>Sectors that could not be read and wait to be rewritten or replaced.</source>
        <translation>Sektorit, joita ei voitu lukea ja jotka odottavat uudelleenkirjoitusta tai korvaamista.</translation>
    </message>
    <message>
        <source>Sectors the drive&apos;s own scan could not read.</source>
        <translation>Sektorit, joita aseman oma tarkistus ei pystynyt lukemaan.</translation>
    </message>
    <message>
        <source>Transfers garbled on the cable; a count that grows means a bad cable or connector, not a bad drive.</source>
        <translation>Kaapelissa vääristyneet siirrot; kasvava laskuri viittaa huonoon kaapeliin tai liittimeen, ei huonoon asemaan.</translation>
    </message>
    <message>
        <source>Amount written to the drive, in the maker&apos;s units (often 512-byte sectors).</source>
        <translation>Asemalle kirjoitettu määrä valmistajan yksiköissä (usein 512 tavun sektoreina).</translation>
    </message>
    <message>
        <source>Amount read from the drive, in the maker&apos;s units (often 512-byte sectors).</source>
        <translation>Asemalta luettu määrä valmistajan yksiköissä (usein 512 tavun sektoreina).</translation>
    </message>
    <message>
        <source>Defined by the drive&apos;s maker; its meaning differs between models.</source>
        <translation>Aseman valmistajan määrittämä; merkitys vaihtelee malleittain.</translation>
    </message>
    <message>
        <source>%1 °C (lowest %2, highest %3)</source>
        <extracomment>a drive temperature and the range it has seen; %1 now, %2 lowest, %3 highest</extracomment>
        <translation>%1 °C (alin %2, ylin %3)</translation>
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
        <translation>%1 on %2 tavua eikä 512.</translation>
    </message>
    <message>
        <source>The drive returned no SCT Status.</source>
        <translation>Asema ei palauttanut SCT-tilaa.</translation>
    </message>
    <message>
        <source>%1 is behind a USB bridge (%2, driver %3) that does not pass ATA commands through (SAT), so the drive&apos;s SMART records cannot be read over it. Connect the drive by SATA to read them.</source>
        <extracomment>%1 device path, %2 the USB bridge&apos;s name as it answers INQUIRY, %3 the USB driver (&quot;uas&quot; or &quot;usb-storage&quot;)</extracomment>
        <translation>%1 on USB-sillan (%2, ajuri %3) takana, joka ei välitä ATA-komentoja (SAT), joten aseman SMART-tietoja ei voi lukea sen kautta. Liitä asema SATA-liitäntään lukeaksesi ne.</translation>
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
        <translation>Attribuutti %1 (%2) laskee %3. Backblazen hajonneista kiintolevyistä %4 oli sen yli nollan, toimivista %5 (%6).</translation>
    </message>
    <message>
        <source>In Google&apos;s fleet, drives were %1 times as likely to fail within 60 days after the first such event (%2).</source>
        <extracomment>%1 how many times, e.g. &quot;14&quot;, %2 the study it comes from</extracomment>
        <translation>Googlen laitekannassa asemat hajosivat %1 kertaa todennäköisemmin 60 päivän kuluessa ensimmäisestä tällaisesta tapahtumasta (%2).</translation>
    </message>
    <message>
        <source>Pre-fail</source>
        <extracomment>SMART attribute type: its failure predicts the drive&apos;s failure</extracomment>
        <translation>Ennakoiva</translation>
    </message>
    <message>
        <source>Old-age</source>
        <translation>Ikääntyminen</translation>
    </message>
    <message>
        <source>Always</source>
        <extracomment>SMART attribute: updated while the drive works / only by off-line scans</extracomment>
        <translation>Aina</translation>
    </message>
    <message>
        <source>Offline</source>
        <translation>Offline</translation>
    </message>
    <message>
        <source>Errors the drive logged over its life; each one is a command that failed.</source>
        <translation>Virheet, jotka asema on kirjannut elinaikanaan; jokainen on epäonnistunut komento.</translation>
    </message>
    <message>
        <source>%1 °C (lifetime %2 to %3 °C)</source>
        <extracomment>%1 temperature now, %2 lowest and %3 highest the drive ever had</extracomment>
        <translation>%1 °C (elinaikana %2–%3 °C)</translation>
    </message>
    <message>
        <source>The drive&apos;s temperature and its lifetime range, from its SCT Status.</source>
        <translation>Aseman lämpötila ja sen vaihteluväli elinaikana SCT-tilan mukaan.</translation>
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
        <translation>Ongelmat, jotka asema ilmoittaa itse (vara, lämpötila, luotettavuus, vain luku, varmistus); 0 tarkoittaa ei yhtään.</translation>
    </message>
    <message>
        <source>The drive&apos;s overall temperature.</source>
        <translation>Aseman kokonaislämpötila.</translation>
    </message>
    <message>
        <source>%1 (threshold %2)</source>
        <translation>%1 (kynnys %2)</translation>
    </message>
    <message>
        <source>Reserve flash left for replacing worn blocks; the drive warns below the threshold.</source>
        <translation>Jäljellä oleva flash-vara kuluneiden lohkojen korvaamiseen; kynnyksen alittuessa asema varoittaa.</translation>
    </message>
    <message>
        <source>The maker&apos;s estimate of the rated life used; it can pass 100%.</source>
        <translation>Valmistajan arvio käytetystä nimelliskestoiästä; voi ylittää 100 %.</translation>
    </message>
    <message>
        <source>The same kind of warnings for the drive&apos;s endurance groups; 0 means none.</source>
        <translation>Samanlaiset varoitukset aseman kestävyysryhmille; 0 tarkoittaa ei yhtään.</translation>
    </message>
    <message>
        <source>Amount the host read, in units of 512,000 bytes.</source>
        <translation>Tietokoneen lukema määrä 512 000 tavun yksiköissä.</translation>
    </message>
    <message>
        <source>Amount the host wrote, in units of 512,000 bytes.</source>
        <translation>Tietokoneen kirjoittama määrä 512 000 tavun yksiköissä.</translation>
    </message>
    <message>
        <source>Read commands the drive completed.</source>
        <translation>Aseman suorittamat lukukomennot.</translation>
    </message>
    <message>
        <source>Write commands the drive completed.</source>
        <translation>Aseman suorittamat kirjoituskomennot.</translation>
    </message>
    <message>
        <source>Minutes the drive was busy with commands.</source>
        <translation>Minuutit, jotka asema oli kiireinen komentojen parissa.</translation>
    </message>
    <message>
        <source>Data the drive could not read or write correctly.</source>
        <translation>Data, jota asema ei pystynyt lukemaan tai kirjoittamaan oikein.</translation>
    </message>
    <message>
        <source>Entries in the drive&apos;s error log over its life; many are harmless rejected commands.</source>
        <translation>Aseman virhelokin merkinnät elinaikana; monet ovat harmittomia hylättyjä komentoja.</translation>
    </message>
    <message>
        <source>Minutes spent above the drive&apos;s warning temperature.</source>
        <translation>Minuutit aseman varoituslämpötilan yläpuolella.</translation>
    </message>
    <message>
        <source>Minutes spent above the drive&apos;s critical temperature.</source>
        <translation>Minuutit aseman kriittisen lämpötilan yläpuolella.</translation>
    </message>
    <message>
        <source>Temperature of one sensor inside the drive.</source>
        <translation>Yhden aseman sisäisen anturin lämpötila.</translation>
    </message>
    <message>
        <source>Times the drive slowed itself down lightly to cool off.</source>
        <translation>Kuinka monta kertaa asema hidasti itseään hieman jäähtyäkseen.</translation>
    </message>
    <message>
        <source>Times the drive slowed itself down hard to cool off.</source>
        <translation>Kuinka monta kertaa asema hidasti itseään voimakkaasti jäähtyäkseen.</translation>
    </message>
    <message>
        <source>Seconds spent slowed down lightly for heat.</source>
        <translation>Sekunnit hieman hidastettuna kuumuuden vuoksi.</translation>
    </message>
    <message>
        <source>Seconds spent slowed down hard for heat.</source>
        <translation>Sekunnit voimakkaasti hidastettuna kuumuuden vuoksi.</translation>
    </message>
    <message>
        <source>ID</source>
        <extracomment>column titles of the SMART attribute table, as smartctl and GNOME Disks name them</extracomment>
        <translation>ID</translation>
    </message>
    <message>
        <source>Attribute</source>
        <translation>Attribuutti</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>Arvo</translation>
    </message>
    <message>
        <source>Worst</source>
        <translation>Huonoin</translation>
    </message>
    <message>
        <source>Threshold</source>
        <translation>Kynnys</translation>
    </message>
    <message>
        <source>Type</source>
        <translation>Tyyppi</translation>
    </message>
    <message>
        <source>Updated</source>
        <translation>Päivitys</translation>
    </message>
    <message>
        <source>When failed</source>
        <translation>Vikaantunut</translation>
    </message>
    <message>
        <source>Raw value</source>
        <translation>Raaka-arvo</translation>
    </message>
    <message>
        <source>Meaning</source>
        <translation>Merkitys</translation>
    </message>
    <message>
        <source>Self-test</source>
        <translation>Itsetesti</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Tulos</translation>
    </message>
    <message>
        <source>Power-on hours</source>
        <translation>Käyttötunnit</translation>
    </message>
    <message>
        <source>First failing sector</source>
        <translation>Ensimmäinen viallinen sektori</translation>
    </message>
    <message>
        <source>Self-test log: empty.</source>
        <translation>Itsetestiloki: tyhjä.</translation>
    </message>
    <message>
        <source>The drive, or the bridge in front of it, refused: %1.</source>
        <extracomment>%1 a list of ATA or NVMe commands, e.g. &quot;SMART READ LOG 06h&quot;</extracomment>
        <translation>Asema tai sen edessä oleva silta kieltäytyi: %1.</translation>
    </message>
    <message>
        <source>Failing now</source>
        <extracomment>a SMART attribute at or below its threshold now</extracomment>
        <translation>Vikaantuu nyt</translation>
    </message>
    <message>
        <source>Failed in the past</source>
        <extracomment>a SMART attribute that reached its threshold once</extracomment>
        <translation>Vikaantui aiemmin</translation>
    </message>
    <message>
        <source>The data %1 returned could not be decoded: %2</source>
        <extracomment>%1 device path, %2 what is wrong with the data</extracomment>
        <translation>Laitteen %1 palauttamaa dataa ei voitu tulkita: %2</translation>
    </message>
    <message>
        <source>The NVMe self-test log has %1 bytes instead of %2.</source>
        <translation>NVMe-itsetestiloki on %1 tavua eikä %2.</translation>
    </message>
    <message>
        <source>The drive in %1 does not offer a conveyance self-test.</source>
        <extracomment>%1 device path</extracomment>
        <translation>Laitteen %1 asema ei tarjoa kuljetusitsetestiä.</translation>
    </message>
    <message>
        <source>The drive in %1 does not offer self-tests.</source>
        <extracomment>%1 device path</extracomment>
        <translation>Laitteen %1 asema ei tarjoa itsetestejä.</translation>
    </message>
    <message>
        <source>A self-test is already running on %1 (%2% done): wait for it, or abort it first.</source>
        <extracomment>%1 device path, %2 how far the running test is, in percent</extracomment>
        <translation>Laitteella %1 on jo käynnissä itsetesti (%2 % valmis): odota sen loppuun tai keskeytä se ensin.</translation>
    </message>
    <message>
        <source>A DriveProof test is running on %1: a self-test now would disturb it. Start the self-test when the test is done.</source>
        <extracomment>%1 device path</extracomment>
        <translation>Laitteella %1 on käynnissä DriveProof-testi: itsetesti häiritsisi sitä nyt. Käynnistä itsetesti, kun testi on valmis.</translation>
    </message>
    <message>
        <source>%1 takes no self-test commands.</source>
        <extracomment>%1 device path</extracomment>
        <translation>%1 ei ota vastaan itsetestikomentoja.</translation>
    </message>
    <message>
        <source>Off-line scan</source>
        <extracomment>kind of drive self-test</extracomment>
        <translation>Offline-tarkistus</translation>
    </message>
    <message>
        <source>Short</source>
        <extracomment>kind of drive self-test</extracomment>
        <translation>Lyhyt</translation>
    </message>
    <message>
        <source>Extended</source>
        <extracomment>kind of drive self-test</extracomment>
        <translation>Laaja</translation>
    </message>
    <message>
        <source>Conveyance</source>
        <extracomment>kind of drive self-test</extracomment>
        <translation>Kuljetus</translation>
    </message>
    <message>
        <source>Selective</source>
        <extracomment>kind of drive self-test: only the ranges of sectors the host chose</extracomment>
        <translation>Valikoiva</translation>
    </message>
    <message>
        <source>Vendor specific</source>
        <extracomment>kind of drive self-test</extracomment>
        <translation>Valmistajakohtainen</translation>
    </message>
    <message>
        <source>Completed without error</source>
        <translation>Valmistui ilman virheitä</translation>
    </message>
    <message>
        <source>Aborted by the host</source>
        <translation>Tietokone keskeytti</translation>
    </message>
    <message>
        <source>Interrupted by a reset</source>
        <translation>Keskeytyi nollaukseen</translation>
    </message>
    <message>
        <source>Could not complete: fatal error</source>
        <translation>Ei valmistunut: vakava virhe</translation>
    </message>
    <message>
        <source>Failed (part unknown)</source>
        <translation>Epäonnistui (osa tuntematon)</translation>
    </message>
    <message>
        <source>Failed: electrical part</source>
        <translation>Epäonnistui: sähköinen osa</translation>
    </message>
    <message>
        <source>Failed: servo or seek</source>
        <translation>Epäonnistui: servo tai haku</translation>
    </message>
    <message>
        <source>Failed: read error</source>
        <translation>Epäonnistui: lukuvirhe</translation>
    </message>
    <message>
        <source>Failed: suspected handling damage</source>
        <translation>Epäonnistui: epäilty käsittelyvaurio</translation>
    </message>
    <message>
        <source>In progress</source>
        <translation>Käynnissä</translation>
    </message>
    <message>
        <source>Unknown status %1</source>
        <extracomment>%1 a status number the standard reserves</extracomment>
        <translation>Tuntematon tila %1</translation>
    </message>
    <message>
        <source>Aborted: a namespace was removed</source>
        <translation>Keskeytyi: nimiavaruus poistettiin</translation>
    </message>
    <message>
        <source>Aborted: the drive was formatted</source>
        <translation>Keskeytyi: asema alustettiin</translation>
    </message>
    <message>
        <source>Failed in segment %1</source>
        <extracomment>%1 the number of the test segment that failed</extracomment>
        <translation>Epäonnistui segmentissä %1</translation>
    </message>
    <message>
        <source>Aborted for an unknown reason</source>
        <translation>Keskeytyi tuntemattomasta syystä</translation>
    </message>
    <message>
        <source>Aborted: the drive was sanitized</source>
        <translation>Keskeytyi: asema tyhjennettiin (sanitize)</translation>
    </message>
    <message>
        <source>Looks new: %1 power-on hours, %2 power cycles, %3 written.</source>
        <extracomment>%1 power-on hours, %2 power cycles, %3 amount written (&quot;1.2 GB&quot;)</extracomment>
        <translation>Näyttää uudelta: %1 käyttötuntia, %2 käynnistyskertaa, %3 kirjoitettu.</translation>
    </message>
    <message>
        <source>Used before: %1 power-on hours, %2 power cycles, %3 written. A drive sold as new has a few hours from the factory at most.</source>
        <extracomment>%1 power-on hours, %2 power cycles, %3 amount written (&quot;12 TB&quot;)</extracomment>
        <translation>Käytetty: %1 käyttötuntia, %2 käynnistyskertaa, %3 kirjoitettu. Uutena myydyssä asemassa on enintään muutama tehdastunti.</translation>
    </message>
    <message>
        <source>The drive counts 0 power-on hours but %1 written: its counters may have been reset.</source>
        <extracomment>%1 amount written (&quot;12 TB&quot;)</extracomment>
        <translation>Asema laskee 0 käyttötuntia mutta %1 kirjoitettu: sen laskurit on ehkä nollattu.</translation>
    </message>
    <message>
        <source>The drive counts %1 power cycles in %2 power-on hours, more than those hours can hold: its counters may have been reset.</source>
        <extracomment>%1 power cycles, %2 power-on hours</extracomment>
        <translation>Asema laskee %1 käynnistyskertaa %2 käyttötunnissa, enemmän kuin niihin tunteihin mahtuu: sen laskurit on ehkä nollattu.</translation>
    </message>
    <message>
        <source>%1 written of the %2 the maker rates this model for (%3%).</source>
        <extracomment>%1 amount written, %2 the rated endurance (&quot;600 TB&quot;), %3 percent of it</extracomment>
        <translation>%1 kirjoitettu valmistajan tälle mallille ilmoittamasta määrästä %2 (%3 %).</translation>
    </message>
    <message>
        <source>Since DriveProof first read it (%1): %2 hours, %3 written.</source>
        <extracomment>%1 the date DriveProof first read the drive, %2 hours since, %3 amount written since</extracomment>
        <translation>Siitä kun DriveProof luki sen ensimmäisen kerran (%1): %2 tuntia, %3 kirjoitettu.</translation>
    </message>
    <message>
        <source>new</source>
        <extracomment>is the drive new? the verdict</extracomment>
        <translation>uusi</translation>
    </message>
    <message>
        <source>used</source>
        <extracomment>is the drive new? the verdict</extracomment>
        <translation>käytetty</translation>
    </message>
    <message>
        <source>possibly reset</source>
        <extracomment>is the drive new? the verdict: its counters contradict each other</extracomment>
        <translation>ehkä nollattu</translation>
    </message>
    <message>
        <source>Identify Namespace is too short (%1 bytes) for its LBA formats.</source>
        <extracomment>%1 bytes received</extracomment>
        <translation>Identify Namespace on liian lyhyt (%1 tavua) LBA-muodoilleen.</translation>
    </message>
    <message>
        <source>Identify Namespace lists more LBA formats (%1) than there can be (%2).</source>
        <extracomment>%1 how many LBA formats the drive claims, %2 the most there can be</extracomment>
        <translation>Identify Namespace luettelee enemmän LBA-muotoja (%1) kuin niitä voi olla (%2).</translation>
    </message>
    <message>
        <source>Identify Namespace says LBA format %1 is in use, but lists formats 0 to %2 only.</source>
        <extracomment>%1 the number of the format in use, %2 the highest number the drive lists</extracomment>
        <translation>Identify Namespace sanoo LBA-muodon %1 olevan käytössä, mutta luettelee vain muodot 0–%2.</translation>
    </message>
    <message>
        <source>In use: LBA format %1, sectors of %2 bytes with %3 bytes of metadata, which the drive marks as &quot;%4&quot;.</source>
        <extracomment>%1 LBA format number, %2 bytes per sector, %3 metadata bytes per sector, %4 how fast the drive says the format is (&quot;best&quot;, &quot;better&quot;, &quot;good&quot;, &quot;degraded&quot;)</extracomment>
        <translation>Käytössä: LBA-muoto %1, %2 tavun sektorit ja %3 tavua metatietoa, jonka asema luokittelee ”%4”.</translation>
    </message>
    <message>
        <source>The drive offers %5-byte sectors marked &quot;%6&quot;, faster than the %2-byte ones in use (&quot;%3&quot;). Switching means reformatting the namespace, which erases everything on it: nvme format %1 --lbaf=%4 — DriveProof never does this.</source>
        <extracomment>%1 device (/dev/nvme0n1), %2 bytes per sector in use, %3 how fast the drive marks the format in use, %4 the faster format&apos;s number, %5 its bytes per sector, %6 how fast the drive marks it. The command stays as it is.</extracomment>
        <translation>Asema tarjoaa %5 tavun sektoreita luokituksella ”%6”, nopeampia kuin käytössä olevat %2 tavun sektorit (”%3”). Vaihtaminen tarkoittaa nimiavaruuden alustamista uudelleen, mikä tyhjentää kaiken sen sisällön: nvme format %1 --lbaf=%4 — DriveProof ei koskaan tee sitä.</translation>
    </message>
    <message>
        <source>None of the LBA formats the drive offers (%1) is marked faster than the one in use.</source>
        <extracomment>%1 how many LBA formats the drive offers (2 or more)</extracomment>
        <translation>Mikään aseman tarjoamista LBA-muodoista (%1) ei ole luokiteltu käytössä olevaa nopeammaksi.</translation>
    </message>
    <message>
        <source>The namespace offers only the LBA format in use.</source>
        <translation>Nimiavaruus tarjoaa vain käytössä olevan LBA-muodon.</translation>
    </message>
    <message>
        <source>LBA format %1 carries %2 bytes of metadata per sector; only software that handles metadata (end-to-end protection) uses it.</source>
        <extracomment>%1 LBA format number, %2 metadata bytes per sector</extracomment>
        <translation>LBA-muoto %1 sisältää %2 tavua metatietoa sektoria kohden; vain metatietoja käsittelevä ohjelmisto (päästä päähän -suojaus) käyttää sitä.</translation>
    </message>
    <message>
        <source>LBA format note %1 (%2)</source>
        <extracomment>a finding this version does not know; %1 its code, %2 its arguments</extracomment>
        <translation>LBA-muodon huomautus %1 (%2)</translation>
    </message>
    <message>
        <source>best</source>
        <comment>LBA format performance</comment>
        <extracomment>how fast the drive says an LBA format is: the fastest of four grades</extracomment>
        <translation>paras</translation>
    </message>
    <message>
        <source>better</source>
        <comment>LBA format performance</comment>
        <extracomment>how fast the drive says an LBA format is: the second of four grades</extracomment>
        <translation>parempi</translation>
    </message>
    <message>
        <source>good</source>
        <comment>LBA format performance</comment>
        <extracomment>how fast the drive says an LBA format is: the third of four grades</extracomment>
        <translation>hyvä</translation>
    </message>
    <message>
        <source>degraded</source>
        <comment>LBA format performance</comment>
        <extracomment>how fast the drive says an LBA format is: the slowest of four grades</extracomment>
        <translation>heikentynyt</translation>
    </message>
    <message>
        <source>not available</source>
        <extracomment>an LBA format the drive lists but does not offer now</extracomment>
        <translation>ei saatavilla</translation>
    </message>
    <message>
        <source>%1 bytes, %2</source>
        <extracomment>%1 bytes per sector, %2 how fast the drive says it is</extracomment>
        <translation>%1 tavua, %2</translation>
    </message>
    <message>
        <source>%1 bytes + %2 bytes metadata, %3</source>
        <extracomment>%1 bytes per sector, %2 metadata bytes per sector, %3 how fast the drive says it is</extracomment>
        <translation>%1 tavua + %2 tavua metatietoa, %3</translation>
    </message>
    <message>
        <source>%1 % left</source>
        <extracomment>%1 percent of the drive&apos;s rated life that is left</extracomment>
        <translation>%1 % jäljellä</translation>
    </message>
    <message>
        <source>%1 % used</source>
        <extracomment>%1 percent of the drive&apos;s rated life that is used</extracomment>
        <translation>%1 % käytetty</translation>
    </message>
    <message>
        <source>Attribute %1 (%2) is at %3, at or below its threshold of %4: the part it watches is worn out or failing, though the drive does not count it as a failure prediction.</source>
        <extracomment>%1 attribute number, %2 its name, %3 its value now, %4 the threshold</extracomment>
        <translation>Attribuutti %1 (%2) on arvossa %3, kynnysarvossaan %4 tai sen alla: sen valvoma osa on kulunut tai vikaantumassa, vaikka asema ei laske tätä vikaennusteeksi.</translation>
    </message>
    <message>
        <source>Error log: the latest error happened at power-on hour %1.</source>
        <extracomment>%1 a power-on hour</extracomment>
        <translation>Virheloki: viimeisin virhe tapahtui %1 käyttötunnin kohdalla.</translation>
    </message>
    <message>
        <source>Self-test log: the latest self-test ran at power-on hour %1.</source>
        <extracomment>%1 a power-on hour</extracomment>
        <translation>Itsetestiloki: viimeisin itsetesti ajettiin %1 käyttötunnin kohdalla.</translation>
    </message>
    <message>
        <source>The error log has an error at power-on hour %1, but the power-on counter says %2 hours: the counter went back (reset, or run over), so it does not say how long the drive was used.</source>
        <extracomment>%1 the power-on hour the log stamped, %2 the power-on hours the counter says</extracomment>
        <translation>Virhelokissa on virhe %1 käyttötunnin kohdalla, mutta käyttötuntilaskuri näyttää %2 tuntia: laskuri on mennyt taaksepäin (nollattu tai pyörähtänyt ympäri), joten se ei kerro, kuinka kauan asemaa on käytetty.</translation>
    </message>
    <message>
        <source>The self-test log has a test at power-on hour %1, but the power-on counter says %2 hours: the counter went back (reset, or run over), so it does not say how long the drive was used.</source>
        <extracomment>%1 the power-on hour the log stamped, %2 the power-on hours the counter says</extracomment>
        <translation>Itsetestilokissa on testi %1 käyttötunnin kohdalla, mutta käyttötuntilaskuri näyttää %2 tuntia: laskuri on mennyt taaksepäin (nollattu tai pyörähtänyt ympäri), joten se ei kerro, kuinka kauan asemaa on käytetty.</translation>
    </message>
    <message>
        <source>The FARM log counts %1 power-on hours, but the SMART counter says %2: the SMART counter was reset, and the drive has been used for at least %1 hours.</source>
        <extracomment>%1 power-on hours in the FARM log, %2 power-on hours of the SMART counter</extracomment>
        <translation>FARM-loki laskee %1 käyttötuntia, mutta SMART-laskuri näyttää %2: SMART-laskuri on nollattu, ja asemaa on käytetty vähintään %1 tuntia.</translation>
    </message>
    <message>
        <source>The FARM log&apos;s spindle hours (%1) exceed its power-on hours (%2): its power-on hours were reset too.</source>
        <extracomment>%1 spindle hours, %2 power-on hours, both from the FARM log</extracomment>
        <translation>FARM-lokin moottorin pyörimistunnit (%1) ylittävät sen käyttötunnit (%2): myös sen käyttötunnit on nollattu.</translation>
    </message>
    <message>
        <source>The FARM log&apos;s head-flight hours (%1) exceed its power-on hours (%2): its power-on hours were reset too.</source>
        <extracomment>%1 head-flight hours, %2 power-on hours, both from the FARM log</extracomment>
        <translation>FARM-lokin lukupäiden lentotunnit (%1) ylittävät sen käyttötunnit (%2): myös sen käyttötunnit on nollattu.</translation>
    </message>
    <message>
        <source>FARM log: %1 power-on hours, %2 spindle hours, %3 head-flight hours; assembled in week %4 of %5.</source>
        <extracomment>%1 power-on, %2 spindle, %3 head-flight hours; the drive was assembled in week %4 of the year %5 (e.g. &quot;17&quot;, &quot;2025&quot;)</extracomment>
        <translation>FARM-loki: %1 käyttötuntia, %2 moottorin pyörimistuntia, %3 lukupäiden lentotuntia; asema koottu vuoden %5 viikolla %4.</translation>
    </message>
    <message>
        <source>FARM log: %1 power-on hours, %2 spindle hours, %3 head-flight hours.</source>
        <extracomment>%1 power-on, %2 spindle, %3 head-flight hours</extracomment>
        <translation>FARM-loki: %1 käyttötuntia, %2 moottorin pyörimistuntia, %3 lukupäiden lentotuntia.</translation>
    </message>
</context>
<context>
    <name>DriveProof::Helper</name>
    <message>
        <source>Not authorised to use %1: the authentication was cancelled or refused.</source>
        <extracomment>%1 device path</extracomment>
        <translation>Ei lupaa käyttää laitetta %1: tunnistautuminen peruttiin tai evättiin.</translation>
    </message>
    <message>
        <source>Could not ask polkit whether %1 may be used (%2). Make sure polkit is installed and running, then try again.</source>
        <extracomment>%1 device path, %2 D-Bus error text</extracomment>
        <translation>Polkitilta ei voitu kysyä, saako laitetta %1 käyttää (%2). Varmista, että polkit on asennettu ja käynnissä, ja yritä sitten uudelleen.</translation>
    </message>
    <message>
        <source>Not authorised to use %1: authentication is needed, but no authentication agent could ask for it. Start DriveProof from a desktop session, or run pkttyagent in this terminal.</source>
        <extracomment>%1 device path</extracomment>
        <translation>Ei lupaa käyttää laitetta %1: tunnistautuminen tarvitaan, mutta mikään tunnistautumisagentti ei voinut pyytää sitä. Käynnistä DriveProof työpöytäistunnosta tai suorita pkttyagent tässä päätteessä.</translation>
    </message>
    <message>
        <source>Not authorised to use %1. Ask an administrator to allow it.</source>
        <extracomment>%1 device path</extracomment>
        <translation>Ei lupaa käyttää laitetta %1. Pyydä ylläpitäjää sallimaan se.</translation>
    </message>
    <message>
        <source>%1 is a symbolic link. Give the device node itself, as lsblk lists it.</source>
        <extracomment>%1 device path</extracomment>
        <translation>%1 on symbolinen linkki. Anna itse laitetiedosto sellaisena kuin lsblk sen luettelee.</translation>
    </message>
    <message>
        <source>%1 is in use: it is mounted, or another program holds it exclusively. Unmount it or close that program, then try again.</source>
        <extracomment>%1 device path</extracomment>
        <translation>%1 on käytössä: se on liitetty, tai toinen ohjelma varaa sen yksinomaan. Irrota se tai sulje tuo ohjelma ja yritä sitten uudelleen.</translation>
    </message>
    <message>
        <source>%1 could not be opened (%2): the device is gone or has no medium.</source>
        <extracomment>%1 device path, %2 system error text</extracomment>
        <translation>Laitetta %1 ei voitu avata (%2): laite on poistunut tai siinä ei ole tallennusvälinettä.</translation>
    </message>
    <message>
        <source>%1 could not be opened: %2.</source>
        <extracomment>%1 device path, %2 system error text</extracomment>
        <translation>Laitetta %1 ei voitu avata: %2.</translation>
    </message>
    <message>
        <source>“%1” is not a device path the helper accepts. Give the kernel&apos;s name of a block device, such as /dev/sdb or /dev/nvme0n1, not a symbolic link such as /dev/disk/by-id/….</source>
        <extracomment>%1 the path the caller gave (shortened)</extracomment>
        <translation>”%1” ei ole laitepolku, jonka apuohjelma hyväksyy. Anna lohkolaitteen ytimen käyttämä nimi, kuten /dev/sdb tai /dev/nvme0n1, älä symbolista linkkiä, kuten /dev/disk/by-id/….</translation>
    </message>
    <message>
        <source>%1 is not a block device known to the kernel (there is no “%2” in /sys/class/block). Check the name with lsblk.</source>
        <extracomment>%1 device path, %2 kernel name</extracomment>
        <translation>%1 ei ole ytimen tuntema lohkolaite (hakemistossa /sys/class/block ei ole kohdetta ”%2”). Tarkista nimi komennolla lsblk.</translation>
    </message>
    <message>
        <source>%1 is not a block device node.</source>
        <extracomment>%1 device path</extracomment>
        <translation>%1 ei ole lohkolaitetiedosto.</translation>
    </message>
    <message>
        <source>%1 is device %2, but the kernel says %4 is %3: the node does not belong to that device. Refusing to open it.</source>
        <extracomment>%1 device path, %2 and %3 device numbers like 8:16, %4 kernel name</extracomment>
        <translation>%1 on laite %2, mutta ytimen mukaan %4 on %3: laitetiedosto ei kuulu tuolle laitteelle. Sitä ei avata.</translation>
    </message>
    <message>
        <source>%1 is a partition, but this works on the whole drive. Use %2.</source>
        <extracomment>%1 partition path, %2 disk path</extracomment>
        <translation>%1 on osio, mutta tämä toimii koko asemalla. Käytä laitetta %2.</translation>
    </message>
    <message>
        <source>%1 disappeared while it was being checked.</source>
        <extracomment>%1 device path</extracomment>
        <translation>%1 katosi kesken tarkistuksen.</translation>
    </message>
    <message>
        <source>%1 is in use and cannot be opened for writing: %2 Unmount, swapoff or stop that first.</source>
        <extracomment>%1 device path, %2 a sentence saying what uses it, e.g. &quot;/dev/sdb1 is mounted on /home.&quot;</extracomment>
        <translation>%1 on käytössä eikä sitä voi avata kirjoitettavaksi: %2 Irrota se, suorita swapoff tai pysäytä käyttäjä ensin.</translation>
    </message>
    <message>
        <source>%1 changed while it was being opened: it is no longer the device the kernel lists under that name. Refusing it.</source>
        <extracomment>%1 device path</extracomment>
        <translation>%1 muuttui avaamisen aikana: se ei ole enää laite, jonka ydin luettelee tällä nimellä. Sitä ei käytetä.</translation>
    </message>
    <message>
        <source>Unknown option “%1”, or a value of the wrong type, for %2. Known options: %3.</source>
        <extracomment>%1 option name, %2 device path, %3 list of known option names</extracomment>
        <translation>Tuntematon valitsin ”%1” tai väärän tyyppinen arvo laitteelle %2. Tunnetut valitsimet: %3.</translation>
    </message>
    <message>
        <source>none</source>
        <translation>ei mitään</translation>
    </message>
    <message>
        <source>Unknown mode “%1” for %2. Use “r”, “w” or “rw”.</source>
        <extracomment>%1 the mode the caller gave, %2 device path</extracomment>
        <translation>Tuntematon tila ”%1” laitteelle %2. Käytä tilaa ”r”, ”w” tai ”rw”.</translation>
    </message>
    <message>
        <source>Unknown flag “%1” for %2. Known flags: direct, sync, dsync, exclusive.</source>
        <extracomment>%1 the flag the caller gave, %2 device path</extracomment>
        <translation>Tuntematon lippu ”%1” laitteelle %2. Tunnetut liput: direct, sync, dsync, exclusive.</translation>
    </message>
    <message>
        <source>The command to %1 failed.</source>
        <extracomment>%1 device path</extracomment>
        <translation>Komento laitteelle %1 epäonnistui.</translation>
    </message>
    <message>
        <source>%1 disappeared while it was being read.</source>
        <extracomment>%1 device path</extracomment>
        <translation>%1 katosi kesken lukemisen.</translation>
    </message>
    <message>
        <source>DriveProof&apos;s privileged helper, a D-Bus system service (%1). D-Bus starts it when DriveProof needs it; it is not meant to be run by hand.</source>
        <extracomment>%1 D-Bus service name</extracomment>
        <translation>DriveProofin etuoikeutettu apuohjelma, D-Busin järjestelmäpalvelu (%1). D-Bus käynnistää sen, kun DriveProof tarvitsee sitä; sitä ei ole tarkoitettu käynnistettäväksi käsin.</translation>
    </message>
    <message>
        <source>For tests: serve on the bus at ADDRESS instead of the system bus, and ask the polkit found there.</source>
        <translation>Testejä varten: palvele väylässä osoitteessa ADDRESS järjestelmäväylän sijaan ja kysy sieltä löytyvältä polkitilta.</translation>
    </message>
    <message>
        <source>Exit after SECONDS without calls (default %1).</source>
        <extracomment>%1 number of seconds</extracomment>
        <translation>Lopeta, kun kutsuja ei ole tullut SECONDS sekuntiin (oletus %1).</translation>
    </message>
    <message>
        <source>Unknown self-test action “%1” for %2. Use “short”, “extended”, “conveyance”, “abort” or “status”.</source>
        <extracomment>%1 the action the caller gave, %2 device path</extracomment>
        <translation>Tuntematon itsetestitoiminto ”%1” laitteelle %2. Käytä ”short”, ”extended”, ”conveyance”, ”abort” tai ”status”.</translation>
    </message>
    <message>
        <source>A DriveProof test is running on %1: a self-test now would disturb it. Start the self-test when the test is done.</source>
        <extracomment>%1 device path</extracomment>
        <translation>Laitteella %1 on käynnissä DriveProof-testi: itsetesti häiritsisi sitä nyt. Käynnistä itsetesti, kun testi on valmis.</translation>
    </message>
    <message>
        <source>Unknown purpose “%1” for %2. Known purposes: capacity-check.</source>
        <extracomment>%1 the purpose the caller gave, %2 device path</extracomment>
        <translation>Tuntematon tarkoitus ”%1” kohteelle %2. Tunnetut tarkoitukset: capacity-check.</translation>
    </message>
    <message>
        <source>A capacity check writes to %1: open it with mode “rw”.</source>
        <extracomment>%1 device path</extracomment>
        <translation>Kapasiteetin tarkistus kirjoittaa kohteeseen %1: avaa se tilassa ”rw”.</translation>
    </message>
</context>
<context>
    <name>DriveProof::PowerLoss</name>
    <message numerus="yes">
        <source>%Ln block(s) hold exactly what they should.</source>
        <translation>
            <numerusform>%Ln lohko sisältää täsmälleen sen, mitä pitää.</numerusform>
            <numerusform>%Ln lohkoa sisältää täsmälleen sen, mitä pitää.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln block(s) hold data that was written to another place.</source>
        <translation>
            <numerusform>%Ln lohko sisältää dataa, joka kirjoitettiin toiseen paikkaan.</numerusform>
            <numerusform>%Ln lohkoa sisältää dataa, joka kirjoitettiin toiseen paikkaan.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln block(s) hold data from before this test: the drive forgot the preparation.</source>
        <translation>
            <numerusform>%Ln lohko sisältää dataa ajalta ennen tätä testiä: asema unohti valmistelun.</numerusform>
            <numerusform>%Ln lohkoa sisältää dataa ajalta ennen tätä testiä: asema unohti valmistelun.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln block(s) are half old, half new: a write tore inside a block.</source>
        <translation>
            <numerusform>%Ln lohko on puoliksi vanha, puoliksi uusi: kirjoitus jäi kesken lohkon sisällä.</numerusform>
            <numerusform>%Ln lohkoa on puoliksi vanhoja, puoliksi uusia: kirjoitus jäi kesken lohkon sisällä.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln block(s) have flipped bits.</source>
        <translation>
            <numerusform>%Ln lohkossa on kääntyneitä bittejä.</numerusform>
            <numerusform>%Ln lohkossa on kääntyneitä bittejä.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln block(s) read back as zeros.</source>
        <translation>
            <numerusform>%Ln lohko luetaan nollina.</numerusform>
            <numerusform>%Ln lohkoa luetaan nollina.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln block(s) read back erased (all ones).</source>
        <translation>
            <numerusform>%Ln lohko luetaan tyhjennettynä (pelkkiä ykkösiä).</numerusform>
            <numerusform>%Ln lohkoa luetaan tyhjennettyinä (pelkkiä ykkösiä).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln block(s) hold data nobody wrote.</source>
        <translation>
            <numerusform>%Ln lohko sisältää dataa, jota kukaan ei kirjoittanut.</numerusform>
            <numerusform>%Ln lohkoa sisältää dataa, jota kukaan ei kirjoittanut.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln block(s) cannot be read.</source>
        <translation>
            <numerusform>%Ln lohkoa ei voi lukea.</numerusform>
            <numerusform>%Ln lohkoa ei voi lukea.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln acknowledged write(s) were lost.</source>
        <translation>
            <numerusform>%Ln kuitattu kirjoitus katosi.</numerusform>
            <numerusform>%Ln kuitattua kirjoitusta katosi.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln acknowledged write(s) survived only in part.</source>
        <translation>
            <numerusform>%Ln kuitattu kirjoitus säilyi vain osittain.</numerusform>
            <numerusform>%Ln kuitattua kirjoitusta säilyi vain osittain.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln acknowledged write(s) were lost while later ones survived: the drive reorders writes across flushes.</source>
        <translation>
            <numerusform>%Ln kuitattu kirjoitus katosi, vaikka myöhemmät säilyivät: asema muuttaa kirjoitusten järjestystä tyhjennysten yli.</numerusform>
            <numerusform>%Ln kuitattua kirjoitusta katosi, vaikka myöhemmät säilyivät: asema muuttaa kirjoitusten järjestystä tyhjennysten yli.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln acknowledged write(s) just before the cut were lost: the drive acknowledges flushes before the data is safe.</source>
        <translation>
            <numerusform>%Ln juuri ennen katkoa kuitattu kirjoitus katosi: asema kuittaa tyhjennykset ennen kuin data on turvassa.</numerusform>
            <numerusform>%Ln juuri ennen katkoa kuitattua kirjoitusta katosi: asema kuittaa tyhjennykset ennen kuin data on turvassa.</numerusform>
        </translation>
    </message>
    <message>
        <source>The drive cannot be read at all after the power cut.</source>
        <translation>Asemaa ei voi lukea lainkaan sähkökatkon jälkeen.</translation>
    </message>
    <message>
        <source>The drive&apos;s identity or capacity changed after the power cut.</source>
        <translation>Aseman tunnisteet tai kapasiteetti muuttuivat sähkökatkon jälkeen.</translation>
    </message>
    <message numerus="yes">
        <source>%Ln block(s) written only before the test were damaged: data at rest is not safe on this drive.</source>
        <translation>
            <numerusform>%Ln vain ennen testiä kirjoitettu lohko vioittui: levossa oleva data ei ole turvassa tällä asemalla.</numerusform>
            <numerusform>%Ln vain ennen testiä kirjoitettua lohkoa vioittui: levossa oleva data ei ole turvassa tällä asemalla.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln contradiction(s) between the witness&apos;s record and the test plan: a bug in DriveProof, so this run proves nothing.</source>
        <translation>
            <numerusform>%Ln ristiriita todistajan kirjanpidon ja testisuunnitelman välillä: vika DriveProofissa, joten tämä ajo ei todista mitään.</numerusform>
            <numerusform>%Ln ristiriitaa todistajan kirjanpidon ja testisuunnitelman välillä: vika DriveProofissa, joten tämä ajo ei todista mitään.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>All %Ln acknowledged write(s) were lost.</source>
        <translation>
            <numerusform>Ainoa kuitattu kirjoitus (%Ln) katosi.</numerusform>
            <numerusform>Kaikki %Ln kuitattua kirjoitusta katosivat.</numerusform>
        </translation>
    </message>
    <message>
        <source>They were the last ones before the cut: the drive acknowledges flushes before the data is safe.</source>
        <translation>Ne olivat viimeiset ennen katkoa: asema kuittaa tyhjennykset ennen kuin data on turvassa.</translation>
    </message>
    <message>
        <source>Cannot write the witness&apos;s salt %1: %2</source>
        <extracomment>%1 is a file path, %2 the system&apos;s error message.</extracomment>
        <translation>Todistajan suolaa %1 ei voi kirjoittaa: %2</translation>
    </message>
    <message>
        <source>Cannot write the witness journal %1: %2</source>
        <extracomment>%1 is a file path, %2 the system&apos;s error message.</extracomment>
        <translation>Todistajan päiväkirjaa %1 ei voi kirjoittaa: %2</translation>
    </message>
    <message>
        <source>Damaged record at byte %1 with good records after it.</source>
        <translation>Vioittunut tietue tavun %1 kohdalla, ja sen jälkeen ehjiä tietueita.</translation>
    </message>
    <message>
        <source>Record at byte %1 contradicts the run before it.</source>
        <extracomment>%1 is a byte offset in the witness journal file.</extracomment>
        <translation>Tavun %1 kohdalla oleva tietue on ristiriidassa sitä edeltävän ajon kanssa.</translation>
    </message>
    <message>
        <source>Cannot truncate the torn end of the journal.</source>
        <translation>Päiväkirjan osittain kirjoitettua loppua ei voi katkaista.</translation>
    </message>
    <message>
        <source>The simulated drive is already running.</source>
        <translation>Simuloitu asema on jo käynnissä.</translation>
    </message>
    <message>
        <source>The simulated drive program %1 was not found. Install DriveProof completely (it lives in libexec) or set DRIVEPROOF_LYINGDISK to its path.</source>
        <extracomment>%1 is a program name</extracomment>
        <translation>Simuloidun aseman ohjelmaa %1 ei löytynyt. Asenna DriveProof kokonaan (ohjelma on libexec-hakemistossa) tai aseta DRIVEPROOF_LYINGDISK osoittamaan sen polkuun.</translation>
    </message>
    <message>
        <source>Cannot create the folder for the simulated drive.</source>
        <translation>Simuloidun aseman kansiota ei voi luoda.</translation>
    </message>
    <message>
        <source>Something is already mounted on this folder. Unmount it first (fusermount3 -u).</source>
        <translation>Tähän kansioon on jo liitetty jotain. Irrota se ensin (fusermount3 -u).</translation>
    </message>
    <message>
        <source>Cannot start the simulated drive: %1</source>
        <translation>Simuloitua asemaa ei voi käynnistää: %1</translation>
    </message>
    <message>
        <source>The simulated drive stopped before it was ready (exit status %1): %2</source>
        <extracomment>%1 is the program&apos;s exit status, %2 what it printed</extracomment>
        <translation>Simuloitu asema pysähtyi ennen kuin se oli valmis (paluuarvo %1): %2</translation>
    </message>
    <message>
        <source>The simulated drive did not appear within %1 s: %2</source>
        <extracomment>%1 is a number of seconds, %2 what the program printed</extracomment>
        <translation>Simuloitu asema ei ilmestynyt %1 s:n kuluessa: %2</translation>
    </message>
    <message>
        <source>The simulated drive is not running.</source>
        <translation>Simuloitu asema ei ole käynnissä.</translation>
    </message>
    <message>
        <source>Cannot signal the simulated drive.</source>
        <translation>Simuloidulle asemalle ei voi lähettää signaalia.</translation>
    </message>
    <message>
        <source>The simulated drive did not confirm the power cut.</source>
        <translation>Simuloitu asema ei vahvistanut sähkökatkoa.</translation>
    </message>
    <message>
        <source>Cannot unmount the simulated drive. Run: fusermount3 -u -z %1</source>
        <translation>Simuloitua asemaa ei voi irrottaa. Suorita: fusermount3 -u -z %1</translation>
    </message>
    <message>
        <source>The simulated drive did not stop in time; it was killed and its cache lost.</source>
        <translation>Simuloitu asema ei pysähtynyt ajoissa; se lopetettiin väkisin ja sen välimuisti menetettiin.</translation>
    </message>
    <message>
        <source>The simulated drive failed while stopping: %1</source>
        <extracomment>%1 is what the program printed</extracomment>
        <translation>Simuloitu asema epäonnistui pysähtyessään: %1</translation>
    </message>
    <message>
        <source>Cannot save the pending test in %1: %2.</source>
        <extracomment>%1 file name, %2 the system&apos;s error text</extracomment>
        <translation>Odottavaa testiä ei voi tallentaa tiedostoon %1: %2.</translation>
    </message>
    <message>
        <source>Cannot write the autostart entry %1: %2.</source>
        <extracomment>%1 file name, %2 the system&apos;s error text</extracomment>
        <translation>Automaattikäynnistysmerkintää %1 ei voi kirjoittaa: %2.</translation>
    </message>
    <message>
        <source>Practice mode needs FUSE, and /dev/fuse cannot be used here.</source>
        <translation>Harjoitustila tarvitsee FUSEn, eikä /dev/fuse ole käytettävissä tässä.</translation>
    </message>
    <message>
        <source>Practice mode needs fusermount3 (the fuse3 package).</source>
        <translation>Harjoitustila tarvitsee ohjelman fusermount3 (paketti fuse3).</translation>
    </message>
    <message>
        <source>Practice mode needs driveproof-lyingdisk, which is not installed.</source>
        <translation>Harjoitustila tarvitsee ohjelman driveproof-lyingdisk, jota ei ole asennettu.</translation>
    </message>
    <message>
        <source>Cannot create a temporary folder for practice.</source>
        <translation>Harjoitukselle ei voi luoda väliaikaista kansiota.</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a pairing code.</source>
        <extracomment>%1 what was given</extracomment>
        <translation>&apos;%1&apos; ei ole pariliitoskoodi.</translation>
    </message>
    <message>
        <source>DriveProof simulated drive (%1)</source>
        <extracomment>the simulated drive of practice mode; %1 honest or lying</extracomment>
        <translation>DriveProofin simuloitu asema (%1)</translation>
    </message>
    <message>
        <source>lying</source>
        <translation>valehteleva</translation>
    </message>
    <message>
        <source>honest</source>
        <translation>rehellinen</translation>
    </message>
    <message>
        <source>Practice cancelled.</source>
        <translation>Harjoitus peruttu.</translation>
    </message>
    <message>
        <source>idle</source>
        <translation>joutilaana</translation>
    </message>
    <message>
        <source>starting the simulated drive and witness</source>
        <extracomment>practice mode: the simulated drive and the local witness start</extracomment>
        <translation>käynnistetään simuloitua asemaa ja todistajaa</translation>
    </message>
    <message>
        <source>preparing</source>
        <extracomment>the test area is being filled with known data</extracomment>
        <translation>valmistellaan</translation>
    </message>
    <message>
        <source>writing</source>
        <translation>kirjoitetaan</translation>
    </message>
    <message>
        <source>cutting the power</source>
        <extracomment>practice mode: the simulated power cut</extracomment>
        <translation>katkaistaan virta</translation>
    </message>
    <message>
        <source>verifying</source>
        <translation>tarkistetaan</translation>
    </message>
    <message>
        <source>done</source>
        <translation>valmis</translation>
    </message>
    <message>
        <source>failed</source>
        <translation>epäonnistui</translation>
    </message>
    <message>
        <source>This is a virtual machine: pulling its virtual plug tests the host&apos;s storage stack, not a drive. Run the test on real hardware.</source>
        <translation>Tämä on virtuaalikone: sen virtuaalisen virtajohdon irrottaminen testaa isännän tallennuspinoa, ei asemaa. Aja testi todellisella laitteistolla.</translation>
    </message>
    <message>
        <source>The machine runs on its battery: pulling the plug would not cut the power. Remove the battery, or use a machine without one.</source>
        <translation>Kone toimii akkuvirralla: virtajohdon irrottaminen ei katkaisisi virtaa. Poista akku tai käytä konetta, jossa ei ole akkua.</translation>
    </message>
    <message>
        <source>The drive sits behind a USB bridge, which may have a cache and flush rules of its own: the verdict is about the bridge and the drive together.</source>
        <translation>Asema on USB-sillan takana, jolla voi olla oma välimuisti ja omat tyhjennyssääntönsä: arvio koskee siltaa ja asemaa yhdessä.</translation>
    </message>
    <message>
        <source>The drive&apos;s write cache is on. That is normal: the test shows whether the drive still keeps every write it acknowledged.</source>
        <translation>Aseman kirjoitusvälimuisti on päällä. Se on normaalia: testi näyttää, säilyttääkö asema silti jokaisen kuittaamansa kirjoituksen.</translation>
    </message>
    <message>
        <source>The drive&apos;s unsafe-shutdown counter cannot be read, so the verifier cannot confirm that the power really went away.</source>
        <translation>Aseman hallitsemattomien sammutusten laskuria ei voi lukea, joten tarkistaja ei voi vahvistaa, että virta todella katkesi.</translation>
    </message>
    <message>
        <source>Choose a file or a device for the test area.</source>
        <translation>Valitse testialueeksi tiedosto tai laite.</translation>
    </message>
    <message>
        <source>%1 is neither a regular file nor a block device.</source>
        <extracomment>%1 a path</extracomment>
        <translation>%1 ei ole tavallinen tiedosto eikä lohkolaite.</translation>
    </message>
    <message>
        <source>The folder %1 does not exist.</source>
        <extracomment>%1 a folder</extracomment>
        <translation>Kansiota %1 ei ole olemassa.</translation>
    </message>
    <message>
        <source>The device %1 was not found.</source>
        <extracomment>%1 a device node</extracomment>
        <translation>Laitetta %1 ei löytynyt.</translation>
    </message>
    <message>
        <source>No error.</source>
        <translation>Ei virhettä.</translation>
    </message>
    <message>
        <source>Not a DriveProof power-loss frame (bad magic).</source>
        <extracomment>The power-loss witness received bytes that are not a DriveProof frame.</extracomment>
        <translation>Ei DriveProofin sähkökatkotestin kehys (virheellinen tunnistetavu).</translation>
    </message>
    <message>
        <source>Unsupported power-loss protocol version: update DriveProof on both machines.</source>
        <translation>Sähkökatkoprotokollan versiota ei tueta: päivitä DriveProof molemmille koneille.</translation>
    </message>
    <message>
        <source>Unknown power-loss message type.</source>
        <translation>Tuntematon sähkökatkotestin viestityyppi.</translation>
    </message>
    <message>
        <source>Power-loss frame too long for its type.</source>
        <translation>Sähkökatkotestin kehys on tyypilleen liian pitkä.</translation>
    </message>
    <message>
        <source>Power-loss frame damaged in transit (CRC mismatch).</source>
        <translation>Sähkökatkotestin kehys vioittui siirrossa (CRC ei täsmää).</translation>
    </message>
    <message>
        <source>Wrong pairing code: type the code the witness shows.</source>
        <extracomment>The pairing code is the code the witness shows and the user types on the writer.</extracomment>
        <translation>Väärä pariliitoskoodi: kirjoita todistajan näyttämä koodi.</translation>
    </message>
    <message>
        <source>Power-loss frame replayed or out of order.</source>
        <translation>Sähkökatkotestin kehys toistettiin tai se tuli väärässä järjestyksessä.</translation>
    </message>
    <message>
        <source>Power-loss message malformed or with a value out of range.</source>
        <translation>Sähkökatkotestin viesti on virheellinen tai sen arvo on sallitun alueen ulkopuolella.</translation>
    </message>
    <message>
        <source>Power-loss message not expected at this point.</source>
        <translation>Sähkökatkotestin viestiä ei odotettu tässä vaiheessa.</translation>
    </message>
    <message>
        <source>Commit sequence numbers must increase.</source>
        <translation>Vahvistusten järjestysnumeroiden on kasvettava.</translation>
    </message>
    <message>
        <source>This run is already known to the witness with other parameters.</source>
        <translation>Todistaja tuntee tämän ajon jo muilla parametreilla.</translation>
    </message>
    <message>
        <source>The witness knows no run with this id.</source>
        <translation>Todistaja ei tunne ajoa tällä tunnisteella.</translation>
    </message>
    <message>
        <source>This run has already ended.</source>
        <translation>Tämä ajo on jo päättynyt.</translation>
    </message>
    <message>
        <source>The witness cannot keep this run&apos;s journal (disk error or damaged journal).</source>
        <translation>Todistaja ei voi pitää tämän ajon päiväkirjaa (levyvirhe tai vioittunut päiväkirja).</translation>
    </message>
    <message>
        <source>The witness has too many connections.</source>
        <translation>Todistajalla on liian monta yhteyttä.</translation>
    </message>
    <message>
        <source>The connection was silent for too long.</source>
        <translation>Yhteys oli hiljaa liian kauan.</translation>
    </message>
    <message>
        <source>The same run connected again from elsewhere; this connection was closed.</source>
        <translation>Sama ajo muodosti yhteyden uudelleen muualta; tämä yhteys suljettiin.</translation>
    </message>
    <message>
        <source>The witness is busy with other verifiers; try again shortly.</source>
        <extracomment>The witness limits how many verifiers and ledger downloads it serves at once.</extracomment>
        <translation>Todistaja palvelee muita tarkistajia; yritä hetken kuluttua uudelleen.</translation>
    </message>
    <message>
        <source>Unknown reason.</source>
        <translation>Tuntematon syy.</translation>
    </message>
    <message>
        <source>connecting to the witness</source>
        <translation>yhdistetään todistajaan</translation>
    </message>
    <message>
        <source>paused</source>
        <extracomment>writing paused while the witness cannot be reached</extracomment>
        <translation>tauolla</translation>
    </message>
    <message>
        <source>stopped</source>
        <translation>pysäytetty</translation>
    </message>
    <message>
        <source>connecting</source>
        <translation>yhdistetään</translation>
    </message>
    <message>
        <source>connected</source>
        <translation>yhdistetty</translation>
    </message>
    <message>
        <source>unreachable</source>
        <translation>ei tavoitettavissa</translation>
    </message>
    <message>
        <source>refused</source>
        <translation>hylätty</translation>
    </message>
    <message>
        <source>closed</source>
        <extracomment>the link to the witness was closed</extracomment>
        <translation>suljettu</translation>
    </message>
    <message>
        <source>Cannot create %1: %2.</source>
        <extracomment>%1 file, %2 the system&apos;s error text</extracomment>
        <translation>Kohdetta %1 ei voi luoda: %2.</translation>
    </message>
    <message>
        <source>Cannot reserve space for %1: %2.</source>
        <extracomment>%1 file, %2 the system&apos;s error text</extracomment>
        <translation>Tilaa ei voi varata kohteelle %1: %2.</translation>
    </message>
    <message>
        <source>no answer to the handshake within %1 s</source>
        <extracomment>%1 a number of seconds</extracomment>
        <translation>kättelyyn ei vastattu %1 s:n kuluessa</translation>
    </message>
    <message>
        <source>Cannot reach the witness at %1: %2. Is driveproof-cli witness running there, and is the port open?</source>
        <extracomment>%1 the witness&apos;s address, %2 the network&apos;s error text</extracomment>
        <translation>Todistajaa osoitteessa %1 ei tavoiteta: %2. Onko driveproof-cli witness käynnissä siellä, ja onko portti auki?</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a pairing code: type the 12 characters the witness shows.</source>
        <extracomment>%1 what the user typed</extracomment>
        <translation>&apos;%1&apos; ei ole pariliitoskoodi: kirjoita todistajan näyttämät 12 merkkiä.</translation>
    </message>
    <message>
        <source>The test area on %1 is too small: give it at least 1 MiB.</source>
        <extracomment>%1 the file or device</extracomment>
        <translation>Testialue kohteessa %1 on liian pieni: anna sille vähintään 1 MiB.</translation>
    </message>
    <message>
        <source>The witness at %1 did not confirm every commit before the end.</source>
        <extracomment>%1 the witness&apos;s address</extracomment>
        <translation>Todistaja osoitteessa %1 ei vahvistanut kaikkia vahvistuksia ennen loppua.</translation>
    </message>
    <message>
        <source>The witness at %1 refused this writer: %2</source>
        <extracomment>%1 the witness&apos;s address, %2 why it refused</extracomment>
        <translation>Todistaja osoitteessa %1 hylkäsi tämän kirjoittajan: %2</translation>
    </message>
    <message>
        <source>The test area was filled and flushed before the run.</source>
        <translation>Testialue täytettiin ja tyhjennettiin asemalle ennen ajoa.</translation>
    </message>
    <message>
        <source>The witness never heard that the test area was prepared: start a new run.</source>
        <translation>Todistaja ei koskaan saanut tietoa testialueen valmistelusta: aloita uusi ajo.</translation>
    </message>
    <message>
        <source>Simulated power cut (practice mode): no reboot was expected.</source>
        <translation>Simuloitu sähkökatko (harjoitustila): uudelleenkäynnistystä ei odotettu.</translation>
    </message>
    <message>
        <source>The machine restarted after the test.</source>
        <translation>Kone käynnistyi uudelleen testin jälkeen.</translation>
    </message>
    <message>
        <source>The boot id could not be compared, so a restart cannot be confirmed.</source>
        <translation>Käynnistystunnistetta ei voitu verrata, joten uudelleenkäynnistystä ei voi vahvistaa.</translation>
    </message>
    <message>
        <source>The machine has not restarted since the test: cut the power, then verify after the reboot.</source>
        <translation>Konetta ei ole käynnistetty uudelleen testin jälkeen: katkaise virta ja tarkista sitten uudelleenkäynnistyksen jälkeen.</translation>
    </message>
    <message>
        <source>The drive has no unsafe-shutdown counter; this check was skipped.</source>
        <translation>Asemalla ei ole hallitsemattomien sammutusten laskuria; tämä tarkistus ohitettiin.</translation>
    </message>
    <message>
        <source>The drive counted an unsafe shutdown (%1 → %2).</source>
        <extracomment>%1 and %2 counts of unsafe shutdowns reported by the drive</extracomment>
        <translation>Asema laski hallitsemattoman sammutuksen (%1 → %2).</translation>
    </message>
    <message>
        <source>The drive saw a clean shutdown (its unsafe-shutdown counter stayed at %1): pull the plug, don&apos;t press the power button.</source>
        <translation>Asema havaitsi hallitun sammutuksen (sen hallitsemattomien sammutusten laskuri pysyi arvossa %1): irrota virtajohto, älä paina virtapainiketta.</translation>
    </message>
    <message>
        <source>No commit reached the witness: let the test run before cutting the power.</source>
        <translation>Yksikään vahvistus ei saavuttanut todistajaa: anna testin käydä ennen virran katkaisua.</translation>
    </message>
    <message>
        <source>Commits were reaching the witness until the cut.</source>
        <translation>Vahvistuksia saapui todistajalle katkoon asti.</translation>
    </message>
    <message>
        <source>The last commit reached the witness %1 s before the writer went silent: the test was not writing when the power went.</source>
        <translation>Viimeinen vahvistus saavutti todistajan %1 s ennen kuin kirjoittaja vaikeni: testi ei kirjoittanut, kun virta katkesi.</translation>
    </message>
    <message>
        <source>Writes were in flight when the writer went silent.</source>
        <translation>Kirjoituksia oli kesken, kun kirjoittaja vaikeni.</translation>
    </message>
    <message>
        <source>No write was in flight at the cut: every issued write had been acknowledged, so the cut tested nothing pending.</source>
        <translation>Yksikään kirjoitus ei ollut kesken katkon hetkellä: jokainen lähetetty kirjoitus oli kuitattu, joten katko ei testannut mitään odottavaa.</translation>
    </message>
    <message>
        <source>The link to the witness was alive until the cut.</source>
        <translation>Yhteys todistajaan toimi katkoon asti.</translation>
    </message>
    <message>
        <source>The witness did not hear the writer until the cut.</source>
        <translation>Todistaja ei kuullut kirjoittajaa katkoon asti.</translation>
    </message>
    <message>
        <source>The writer stopped on an error before the cut: %1</source>
        <translation>Kirjoittaja pysähtyi virheeseen ennen katkoa: %1</translation>
    </message>
    <message>
        <source>The writer reported no error.</source>
        <translation>Kirjoittaja ei ilmoittanut virheistä.</translation>
    </message>
    <message>
        <source>The writer stopped on purpose before the cut: cut the power while the test is writing.</source>
        <translation>Kirjoittaja pysähtyi tarkoituksella ennen katkoa: katkaise virta testin kirjoittaessa.</translation>
    </message>
    <message>
        <source>The writer did not stop on its own.</source>
        <translation>Kirjoittaja ei pysähtynyt itsestään.</translation>
    </message>
    <message>
        <source>Not an address: %1. Use HOST:PORT or [IPv6]:PORT.</source>
        <extracomment>%1 is what the user typed as the witness address, e.g. 0.0.0.0:7070.
----------
%1 is the witness address the user typed.</extracomment>
        <translation>Ei osoite: %1. Käytä muotoa HOST:PORT tai [IPv6]:PORT.</translation>
    </message>
    <message>
        <source>The witness refused: %1</source>
        <extracomment>%1 is the reason the witness gave.</extracomment>
        <translation>Todistaja hylkäsi: %1</translation>
    </message>
    <message>
        <source>Lost the connection to the witness.</source>
        <translation>Yhteys todistajaan katkesi.</translation>
    </message>
    <message>
        <source>The witness did not answer in time.</source>
        <translation>Todistaja ei vastannut ajoissa.</translation>
    </message>
    <message>
        <source>The ledger from the witness is damaged (size or digest mismatch).</source>
        <translation>Todistajalta saatu kirjanpito on vioittunut (koko tai tiiviste ei täsmää).</translation>
    </message>
    <message>
        <source>The report is too large to keep on the witness.</source>
        <translation>Raportti on liian suuri säilytettäväksi todistajalla.</translation>
    </message>
    <message>
        <source>Unexpected answer from the witness.</source>
        <translation>Odottamaton vastaus todistajalta.</translation>
    </message>
    <message>
        <source>Cannot open %1: %2.</source>
        <extracomment>%1 file, %2 the system&apos;s error text</extracomment>
        <translation>Kohdetta %1 ei voi avata: %2.</translation>
    </message>
    <message>
        <source>The pending test has no valid pairing code.</source>
        <translation>Odottavalla testillä ei ole kelvollista pariliitoskoodia.</translation>
    </message>
    <message>
        <source>Fetching the witness&apos;s record from %1</source>
        <extracomment>%1 the witness&apos;s address</extracomment>
        <translation>Haetaan todistajan kirjanpitoa osoitteesta %1</translation>
    </message>
    <message>
        <source>Verification cancelled.</source>
        <translation>Tarkistus peruttu.</translation>
    </message>
    <message>
        <source>Reading the drive&apos;s state</source>
        <translation>Luetaan aseman tilaa</translation>
    </message>
    <message>
        <source>Reading and checking the whole test area on %1</source>
        <extracomment>%1 file or device</extracomment>
        <translation>Luetaan ja tarkistetaan koko testialue kohteessa %1</translation>
    </message>
    <message>
        <source>Storing the report</source>
        <translation>Tallennetaan raporttia</translation>
    </message>
    <message>
        <source>Done</source>
        <translation>Valmis</translation>
    </message>
    <message>
        <source>Cannot create the witness journal folder %1.</source>
        <extracomment>%1 is a folder path.</extracomment>
        <translation>Todistajan päiväkirjakansiota %1 ei voi luoda.</translation>
    </message>
    <message>
        <source>Cannot derive the pairing key (not enough memory?).</source>
        <extracomment>The witness turns the pairing code into a key with Argon2id, which needs 64 MiB.</extracomment>
        <translation>Pariliitosavainta ei voi johtaa (muisti ei riitä?).</translation>
    </message>
    <message>
        <source>The journal in folder %1 belongs to another run.</source>
        <translation>Kansion %1 päiväkirja kuuluu toiselle ajolle.</translation>
    </message>
    <message>
        <source>The journal of this run reached its limit of %1 bytes.</source>
        <extracomment>%1 is a size in bytes.</extracomment>
        <translation>Tämän ajon päiväkirja saavutti %1 tavun rajansa.</translation>
    </message>
    <message>
        <source>The witness claimed commits this writer never sent; reconnecting.</source>
        <extracomment>A high-water mark above the writer&apos;s own last commit: a forged or replayed answer.</extracomment>
        <translation>Todistaja väitti vahvistuksia, joita tämä kirjoittaja ei koskaan lähettänyt; yhdistetään uudelleen.</translation>
    </message>
    <message>
        <source>Lost the connection to the witness; reconnecting.</source>
        <translation>Yhteys todistajaan katkesi; yhdistetään uudelleen.</translation>
    </message>
    <message>
        <source>Cannot resolve %1: %2</source>
        <extracomment>%1 is a host name or address, %2 the resolver&apos;s error message.</extracomment>
        <translation>Nimeä %1 ei voi selvittää: %2</translation>
    </message>
    <message>
        <source>Cannot listen on %1: %2</source>
        <extracomment>%1 is an address:port, %2 the system&apos;s error message.</extracomment>
        <translation>Osoitteessa %1 ei voi kuunnella: %2</translation>
    </message>
    <message>
        <source>Cannot reach the witness at %1: %2</source>
        <extracomment>%1 is the witness&apos;s address:port, %2 the system&apos;s error message.</extracomment>
        <translation>Todistajaa osoitteessa %1 ei tavoiteta: %2</translation>
    </message>
    <message>
        <source>This file system does not support direct I/O: the writer goes through the page cache, which the commits flush.</source>
        <translation>Tämä tiedostojärjestelmä ei tue suoraa I/O:ta: kirjoittaja käyttää sivuvälimuistia, jonka vahvistukset tyhjentävät.</translation>
    </message>
    <message>
        <source>Cannot open %1 for writing: %2.</source>
        <extracomment>%1 file or device, %2 the system&apos;s error text</extracomment>
        <translation>Kohdetta %1 ei voi avata kirjoitettavaksi: %2.</translation>
    </message>
    <message>
        <source>The power-loss test parameters are invalid.</source>
        <translation>Sähkökatkotestin parametrit ovat virheelliset.</translation>
    </message>
    <message>
        <source>Preparing the test area failed: %1.</source>
        <extracomment>%1 the system&apos;s error text</extracomment>
        <translation>Testialueen valmistelu epäonnistui: %1.</translation>
    </message>
    <message>
        <source>Flushing the prepared test area failed: %1.</source>
        <translation>Valmistellun testialueen tyhjentäminen asemalle epäonnistui: %1.</translation>
    </message>
    <message>
        <source>Write %1 failed: %2. The run is invalid; the writer stopped and does not retry.</source>
        <extracomment>%1 the write&apos;s sequence number, %2 the system&apos;s error text</extracomment>
        <translation>Kirjoitus %1 epäonnistui: %2. Ajo on mitätön; kirjoittaja pysähtyi eikä yritä uudelleen.</translation>
    </message>
    <message>
        <source>Committing up to write %1 failed: %2. The run is invalid; the writer stopped and does not retry.</source>
        <extracomment>%1 the last write&apos;s sequence number, %2 the system&apos;s error text</extracomment>
        <translation>Vahvistus kirjoitukseen %1 asti epäonnistui: %2. Ajo on mitätön; kirjoittaja pysähtyi eikä yritä uudelleen.</translation>
    </message>
    <message>
        <source>The witness&apos;s record contradicts this machine&apos;s own record of the test (%1), so it cannot be trusted and this run proves nothing about acknowledged writes.</source>
        <extracomment>%1 what the witness&apos;s record says against this machine&apos;s (in English, for a bug report)</extracomment>
        <translation>Todistajan kirjanpito on ristiriidassa tämän koneen oman testikirjanpidon kanssa (%1), joten siihen ei voi luottaa eikä tämä ajo todista mitään kuitatuista kirjoituksista.</translation>
    </message>
    <message>
        <source>This is not the run&apos;s witness: it answered with another salt than during the run.</source>
        <translation>Tämä ei ole ajon todistaja: se vastasi eri suolalla kuin ajon aikana.</translation>
    </message>
    <message>
        <source>A frame from the witness arrived damaged or altered (%1); reconnecting.</source>
        <extracomment>%1 what was wrong with it, e.g. &quot;HMAC&quot; or &quot;CRC mismatch&quot;</extracomment>
        <translation>Todistajalta tullut kehys saapui vioittuneena tai muutettuna (%1); yhdistetään uudelleen.</translation>
    </message>
    <message>
        <source>The witness could not prove the pairing code (a fake witness or altered traffic); reconnecting.</source>
        <translation>Todistaja ei pystynyt todistamaan pariliitoskoodia (väärä todistaja tai muutettu liikenne); yhdistetään uudelleen.</translation>
    </message>
    <message>
        <source>The witness refused a frame that reached it damaged or altered (%1); reconnecting.</source>
        <extracomment>%1 the witness&apos;s reason, e.g. &quot;Power-loss frame damaged in transit&quot;</extracomment>
        <translation>Todistaja hylkäsi kehyksen, joka saapui vioittuneena tai muutettuna (%1); yhdistetään uudelleen.</translation>
    </message>
    <message>
        <source>The witness already keeps %1 runs: move old run folders out of its journal folder to make room.</source>
        <extracomment>%1 how many runs the witness keeps at most</extracomment>
        <translation>Todistaja säilyttää jo %1 ajoa: siirrä vanhoja ajokansioita pois sen lokikansiosta tehdäksesi tilaa.</translation>
    </message>
    <message>
        <source>The witness holds %1 acknowledged writes in memory, as many as it may: this run cannot grow.</source>
        <extracomment>%1 a number of acknowledged writes</extracomment>
        <translation>Todistajan muistissa on %1 kuitattua kirjoitusta, niin monta kuin sallitaan: tämä ajo ei voi kasvaa.</translation>
    </message>
    <message numerus="yes">
        <source>The witness reports %n acknowledgement(s) this writer never sent, from seq %1, so its record cannot be trusted and this run proves nothing about acknowledged writes.</source>
        <extracomment>%n how many acknowledgements carry no valid receipt of this machine&apos;s writer, %1 the seq (a number) of the first of them</extracomment>
        <translation>
            <numerusform>Todistaja ilmoittaa %n kuittauksen, jota tämä kirjoittaja ei koskaan lähettänyt, alkaen järjestysnumerosta %1, joten sen kirjanpitoon ei voi luottaa eikä tämä ajo todista mitään kuitatuista kirjoituksista.</numerusform>
            <numerusform>Todistaja ilmoittaa %n kuittausta, joita tämä kirjoittaja ei koskaan lähettänyt, alkaen järjestysnumerosta %1, joten sen kirjanpitoon ei voi luottaa eikä tämä ajo todista mitään kuitatuista kirjoituksista.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>DriveProof::Privilege</name>
    <message>
        <source>Cannot open %1: %2.</source>
        <extracomment>%1 device path, %2 the system&apos;s reason</extracomment>
        <translation>Kohdetta %1 ei voi avata: %2.</translation>
    </message>
    <message>
        <source>The system bus is not running (%2), so DriveProof&apos;s helper cannot be reached for %1. Start D-Bus, or run as root.</source>
        <extracomment>%1 device path, %2 D-Bus error text</extracomment>
        <translation>Järjestelmäväylä ei ole käynnissä (%2), joten DriveProofin apuohjelmaa ei tavoiteta laitetta %1 varten. Käynnistä D-Bus tai suorita root-käyttäjänä.</translation>
    </message>
    <message>
        <source>DriveProof&apos;s helper sent an unexpected reply for %1.</source>
        <extracomment>%1 device path</extracomment>
        <translation>DriveProofin apuohjelma lähetti odottamattoman vastauksen laitteelle %1.</translation>
    </message>
    <message>
        <source>DriveProof&apos;s helper opened %1 but no file descriptor arrived.</source>
        <extracomment>%1 device path</extracomment>
        <translation>DriveProofin apuohjelma avasi laitteen %1, mutta tiedostokahvaa ei saapunut.</translation>
    </message>
    <message>
        <source>DriveProof&apos;s helper is not installed (%1 is not on the system bus): install the package, or run as root.</source>
        <extracomment>%1 D-Bus service name</extracomment>
        <translation>DriveProofin apuohjelmaa ei ole asennettu (%1 ei ole järjestelmäväylällä): asenna paketti tai suorita root-käyttäjänä.</translation>
    </message>
    <message>
        <source>DriveProof&apos;s helper is installed but could not be started (%1). Reinstall DriveProof.</source>
        <extracomment>%1 D-Bus error text</extracomment>
        <translation>DriveProofin apuohjelma on asennettu, mutta sitä ei voitu käynnistää (%1). Asenna DriveProof uudelleen.</translation>
    </message>
    <message>
        <source>DriveProof&apos;s helper did not answer for %1 within %2 seconds. If an authentication dialog was open, try again.</source>
        <extracomment>%1 device path, %2 number of seconds</extracomment>
        <translation>DriveProofin apuohjelma ei vastannut laitteelle %1 %2 sekunnin kuluessa. Jos tunnistautumisikkuna oli auki, yritä uudelleen.</translation>
    </message>
    <message>
        <source>The system bus refused the call to DriveProof&apos;s helper (%1): its D-Bus policy is missing or damaged. Reinstall DriveProof.</source>
        <extracomment>%1 D-Bus error text</extracomment>
        <translation>Järjestelmäväylä hylkäsi kutsun DriveProofin apuohjelmalle (%1): sen D-Bus-käytäntö puuttuu tai on vioittunut. Asenna DriveProof uudelleen.</translation>
    </message>
    <message>
        <source>DriveProof&apos;s helper failed for %1: %3 (%2).</source>
        <extracomment>%1 device path, %2 D-Bus error name, %3 D-Bus error text</extracomment>
        <translation>DriveProofin apuohjelma epäonnistui laitteelle %1: %3 (%2).</translation>
    </message>
</context>
<context>
    <name>DriveProof::Report</name>
    <message>
        <source>a pair [bucket, count]</source>
        <translation>pari [lokero, määrä]</translation>
    </message>
    <message>
        <source>The test result is damaged: %1 names latency bucket %2, but the buckets end at %3.</source>
        <extracomment>%1 where in the file; %2 the bucket number found; %3 the last valid one</extracomment>
        <translation>Testitulos on vioittunut: %1 mainitsee viivelokeron %2, mutta lokerot päättyvät lokeroon %3.</translation>
    </message>
    <message>
        <source>The test result is damaged: %1 lists latency bucket %2 twice.</source>
        <extracomment>%1 where in the file; %2 a bucket number</extracomment>
        <translation>Testitulos on vioittunut: %1 luettelee viivelokeron %2 kahdesti.</translation>
    </message>
    <message>
        <source>The test result is damaged: the latency buckets of %1 do not add up to its count.</source>
        <extracomment>%1 where in the file, e.g. measurements[0].histogram</extracomment>
        <translation>Testitulos on vioittunut: kohteen %1 viivelokeroiden summa ei vastaa sen määrää.</translation>
    </message>
    <message>
        <source>The test result is damaged: the minimum or maximum of %1 lies outside its lowest or highest latency bucket.</source>
        <extracomment>%1 where in the file, e.g. measurements[0].histogram</extracomment>
        <translation>Testitulos on vioittunut: kohteen %1 minimi tai maksimi on sen alimman tai ylimmän viivelokeron ulkopuolella.</translation>
    </message>
    <message>
        <source>The test result is damaged: the sum of %1 cannot come from its latency buckets.</source>
        <extracomment>%1 where in the file, e.g. measurements[0].histogram</extracomment>
        <translation>Testitulos on vioittunut: kohteen %1 summa ei voi olla peräisin sen viivelokeroista.</translation>
    </message>
    <message>
        <source>%1: %2 commits/s</source>
        <extracomment>%1 the line&apos;s label, e.g. &quot;fdatasync, 1 × 8 kB&quot;; %2 commits per second</extracomment>
        <translation>%1: %2 vahvistusta/s</translation>
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
        <translation>%1 (pysähtyi virheeseen)</translation>
    </message>
    <message>
        <source>%1 (cancelled)</source>
        <extracomment>%1 the summary so far; a test the user cancelled</extracomment>
        <translation>%1 (peruttu)</translation>
    </message>
    <message>
        <source>The result has no id, so it cannot be kept in the history.</source>
        <translation>Tuloksella ei ole tunnistetta, joten sitä ei voi tallentaa historiaan.</translation>
    </message>
    <message>
        <source>Cannot create the history folder %1. Check that your home folder is writable.</source>
        <extracomment>%1 folder path</extracomment>
        <translation>Historiakansiota %1 ei voi luoda. Tarkista, että kotikansioosi voi kirjoittaa.</translation>
    </message>
    <message>
        <source>Cannot write %1: %2.</source>
        <extracomment>%1 file name, %2 the system&apos;s error text</extracomment>
        <translation>Kohdetta %1 ei voi kirjoittaa: %2.</translation>
    </message>
    <message>
        <source>The history holds no result with the id %1.</source>
        <extracomment>%1 a result id</extracomment>
        <translation>Historiassa ei ole tulosta tunnisteella %1.</translation>
    </message>
    <message>
        <source>The id %1 fits several results in the history; give the whole id.</source>
        <extracomment>%1 a short result id</extracomment>
        <translation>Tunniste %1 sopii useaan historian tulokseen; anna koko tunniste.</translation>
    </message>
    <message>
        <source>Cannot delete %1: %2.</source>
        <extracomment>%1 file name, %2 the system&apos;s error text</extracomment>
        <translation>Kohdetta %1 ei voi poistaa: %2.</translation>
    </message>
    <message>
        <source>The test result is damaged: %1 is missing.</source>
        <extracomment>%1 where in the file, e.g. measurements[2].iops</extracomment>
        <translation>Testitulos on vioittunut: %1 puuttuu.</translation>
    </message>
    <message>
        <source>The test result is damaged: %1 should be %2.</source>
        <extracomment>%1 where in the file, e.g. measurements[2].iops; %2 what it should be, e.g. &quot;a number&quot;</extracomment>
        <translation>Testitulos on vioittunut: kohteen %1 pitäisi olla %2.</translation>
    </message>
    <message>
        <source>The test result is damaged: %1 is %2, outside the range %3 to %4.</source>
        <extracomment>%1 where in the file, e.g. measurements[2].read_percent; %2 the value found there; %3 and %4 the smallest and largest value allowed</extracomment>
        <translation>Testitulos on vioittunut: %1 on %2, alueen %3–%4 ulkopuolella.</translation>
    </message>
    <message>
        <source>text</source>
        <translation>teksti</translation>
    </message>
    <message>
        <source>true or false</source>
        <translation>true tai false</translation>
    </message>
    <message>
        <source>true, false or null</source>
        <translation>true, false tai null</translation>
    </message>
    <message>
        <source>a whole number</source>
        <translation>kokonaisluku</translation>
    </message>
    <message>
        <source>a number</source>
        <translation>luku</translation>
    </message>
    <message>
        <source>a date and time (ISO 8601)</source>
        <translation>päivämäärä ja aika (ISO 8601)</translation>
    </message>
    <message>
        <source>a list</source>
        <translation>luettelo</translation>
    </message>
    <message>
        <source>an object</source>
        <translation>objekti</translation>
    </message>
    <message>
        <source>a list of six numbers</source>
        <translation>kuuden luvun luettelo</translation>
    </message>
    <message>
        <source>one of info, good, caution, danger</source>
        <translation>yksi arvoista info, good, caution, danger</translation>
    </message>
    <message>
        <source>This is not a DriveProof test result: it has no format_version.</source>
        <translation>Tämä ei ole DriveProofin testitulos: siinä ei ole kenttää format_version.</translation>
    </message>
    <message>
        <source>This test result has format %1, but this version of DriveProof reads formats up to %2. Open it with a newer DriveProof.</source>
        <extracomment>%1 the file&apos;s format number, %2 the newest format this version reads</extracomment>
        <translation>Tämän testituloksen muoto on %1, mutta tämä DriveProofin versio lukee muotoja vain versioon %2 asti. Avaa se uudemmalla DriveProofilla.</translation>
    </message>
    <message>
        <source>This is not a DriveProof test result: the JSON breaks at byte %1 (%2).</source>
        <extracomment>%1 byte offset in the file, %2 what the JSON parser says</extracomment>
        <translation>Tämä ei ole DriveProofin testitulos: JSON katkeaa tavun %1 kohdalla (%2).</translation>
    </message>
    <message>
        <source>This is not a DriveProof test result: it holds no JSON object.</source>
        <translation>Tämä ei ole DriveProofin testitulos: siinä ei ole JSON-objektia.</translation>
    </message>
    <message>
        <source>Cannot read %1: %2.</source>
        <extracomment>%1 file name, %2 the system&apos;s reason</extracomment>
        <translation>Kohdetta %1 ei voi lukea: %2.</translation>
    </message>
    <message>
        <source>%1 is too large to be a DriveProof test result.</source>
        <extracomment>%1 file name</extracomment>
        <translation>%1 on liian suuri ollakseen DriveProofin testitulos.</translation>
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
            <numerusform>%n mittaus</numerusform>
            <numerusform>%n mittausta</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 s</source>
        <extracomment>a time per step; %1 seconds, e.g. &quot;5&quot; or &quot;0.5&quot;</extracomment>
        <translation>%1 s</translation>
    </message>
    <message>
        <source>temporary file</source>
        <translation>väliaikainen tiedosto</translation>
    </message>
    <message>
        <source>file</source>
        <translation>tiedosto</translation>
    </message>
    <message>
        <source>whole device</source>
        <translation>koko laite</translation>
    </message>
    <message>
        <source>none (raw device)</source>
        <extracomment>where a run had no file system under it (the raw device)</extracomment>
        <translation>ei mitään (raaka laite)</translation>
    </message>
    <message>
        <source>They are different tests (%1 and %2).</source>
        <extracomment>%1 and %2 two test keys, e.g. &quot;quick&quot; and &quot;random&quot;</extracomment>
        <translation>Ne ovat eri testejä (%1 ja %2).</translation>
    </message>
    <message>
        <source>They used different test sizes (%1 and %2): a small area fits a cache that a large one overflows.</source>
        <extracomment>%1 and %2 test sizes, e.g. &quot;128 MiB&quot; and &quot;1 GiB&quot;</extracomment>
        <translation>Niissä käytettiin eri testikokoja (%1 ja %2): pieni alue mahtuu välimuistiin, jonka suuri ylittää.</translation>
    </message>
    <message>
        <source>They ran on different kinds of target (%1 and %2): a file system adds its own work to every write.</source>
        <extracomment>%1 and %2 kinds of target, e.g. &quot;temporary file&quot; and &quot;whole device&quot;</extracomment>
        <translation>Ne ajettiin eri kohdetyypeillä (%1 ja %2): tiedostojärjestelmä lisää omaa työtään jokaiseen kirjoitukseen.</translation>
    </message>
    <message>
        <source>They ran on different file systems (%1 and %2).</source>
        <extracomment>%1 and %2 file systems, e.g. &quot;ext4&quot; and &quot;btrfs&quot;</extracomment>
        <translation>Ne ajettiin eri tiedostojärjestelmissä (%1 ja %2).</translation>
    </message>
    <message>
        <source>They used different I/O engines (%1 and %2).</source>
        <extracomment>%1 and %2 I/O engines, e.g. &quot;io_uring&quot; and &quot;psync&quot;</extracomment>
        <translation>Niissä käytettiin eri I/O-moottoreita (%1 ja %2).</translation>
    </message>
    <message>
        <source>They ran for different times per step (%1 and %2).</source>
        <extracomment>%1 and %2 times per step, e.g. &quot;2 s&quot; and &quot;5 s&quot;</extracomment>
        <translation>Ne ajettiin eri askelajoilla (%1 ja %2).</translation>
    </message>
    <message>
        <source>%1 per step</source>
        <extracomment>the time each step of a test ran; %1 e.g. &quot;5 s&quot;</extracomment>
        <translation>%1 askelta kohden</translation>
    </message>
    <message>
        <source>%1 on %2</source>
        <extracomment>%1 a kind of target (&quot;temporary file&quot;), %2 its file system (&quot;ext4&quot;)</extracomment>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>SEQ1M Q8T1, SEQ1M Q1T1, RND4K Q32T1, RND4K Q1T1 · %1 · %2 per step</source>
        <extracomment>the quick check&apos;s definition; %1 a test size (&quot;1 GiB&quot;), %2 a time per step (&quot;5 s&quot;). SEQ1M Q8T1 etc. are CrystalDiskMark&apos;s test names: keep them.</extracomment>
        <translation>SEQ1M Q8T1, SEQ1M Q1T1, RND4K Q32T1, RND4K Q1T1 · %1 · %2 askelta kohden</translation>
    </message>
    <message>
        <source>The history holds no result with the id %1, and there is no such file. &apos;driveproof-cli history DEVICE&apos; lists the ids.</source>
        <extracomment>%1 a result id or file name</extracomment>
        <translation>Historiassa ei ole tulosta tunnuksella %1, eikä sellaista tiedostoa ole. &apos;driveproof-cli history DEVICE&apos; luettelee tunnukset.</translation>
    </message>
    <message>
        <source>a list of two numbers</source>
        <translation>kahden luvun luettelo</translation>
    </message>
    <message>
        <source>%1 self-test: %2, at %3 power-on hours; first failing sector %4.</source>
        <extracomment>%1 kind of self-test (&quot;Short&quot;), %2 its result (&quot;Failed: read error&quot;), %3 the drive&apos;s power-on hours when it ended, %4 a sector number</extracomment>
        <translation>Itsetesti (%1): %2, %3 käyttötunnin kohdalla; ensimmäinen viallinen sektori %4.</translation>
    </message>
    <message>
        <source>%1 self-test: %2, at %3 power-on hours.</source>
        <extracomment>%1 kind of self-test (&quot;Short&quot;), %2 its result (&quot;Completed without error&quot;), %3 the drive&apos;s power-on hours when it ended</extracomment>
        <translation>Itsetesti (%1): %2, %3 käyttötunnin kohdalla.</translation>
    </message>
    <message>
        <source>read</source>
        <translation>luku</translation>
    </message>
    <message>
        <source>write</source>
        <translation>kirjoitus</translation>
    </message>
    <message>
        <source>mixed %1% read</source>
        <extracomment>%1 percentage of reads in a mixed workload, e.g. 70</extracomment>
        <translation>sekakuorma, %1 % lukuoperaatioita</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <extracomment>%1 a CrystalDiskMark-style preset name (SEQ1M Q8T1), %2 read/write/mixed</extracomment>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>block size %1, %2</source>
        <extracomment>a sweep point: %1 block size, %2 read/write</extracomment>
        <translation>lohkokoko %1, %2</translation>
    </message>
    <message>
        <source>queue depth %1, %2</source>
        <extracomment>a sweep point: %1 queue depth, %2 read/write</extracomment>
        <translation>jonosyvyys %1, %2</translation>
    </message>
    <message numerus="yes">
        <source>%n thread(s), %1</source>
        <extracomment>a sweep point: %n threads, %1 read/write</extracomment>
        <translation>
            <numerusform>%n säie, %1</numerusform>
            <numerusform>%n säiettä, %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1, %n × 8 kB per commit</source>
        <extracomment>%1 a sync method name (fdatasync, open_datasync...), %n writes per commit</extracomment>
        <translation>
            <numerusform>%1, %n × 8 kB vahvistusta kohden</numerusform>
            <numerusform>%1, %n × 8 kB vahvistusta kohden</numerusform>
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
        <translation>write, close, fsync (toinen kahva)</translation>
    </message>
    <message>
        <source>write, no sync (baseline, not durable)</source>
        <translation>write, ei synkronointia (vertailukohta, ei pysyvä)</translation>
    </message>
    <message>
        <source>O_DIRECT write, no sync (baseline, not durable)</source>
        <translation>O_DIRECT-kirjoitus, ei synkronointia (vertailukohta, ei pysyvä)</translation>
    </message>
    <message>
        <source>sustained sequential write</source>
        <translation>jatkuva peräkkäiskirjoitus</translation>
    </message>
    <message>
        <source>surface scan (read)</source>
        <translation>pintaskannaus (luku)</translation>
    </message>
    <message>
        <source>random reads, pass %1</source>
        <extracomment>%1 1 or 2: the pass of the hybrid-cache check</extracomment>
        <translation>satunnaiset lukuoperaatiot, kierros %1</translation>
    </message>
    <message>
        <source>%1 (cache off)</source>
        <extracomment>a commit line measured with the drive&apos;s write cache switched off; %1 its label</extracomment>
        <translation>%1 (välimuisti pois)</translation>
    </message>
    <message>
        <source>Skipped: the block size %1 is larger than the test area (%2).</source>
        <extracomment>%1 block size, %2 test area size</extracomment>
        <translation>Ohitettu: lohkokoko %1 on suurempi kuin testialue (%2).</translation>
    </message>
    <message>
        <source>Skipped: O_DIRECT writes of %1 bytes are smaller than the device&apos;s logical block size (%2 bytes).</source>
        <extracomment>%1 write size in bytes, %2 the device&apos;s logical block size in bytes</extracomment>
        <translation>Ohitettu: %1 tavun O_DIRECT-kirjoitukset ovat pienempiä kuin laitteen looginen lohkokoko (%2 tavua).</translation>
    </message>
    <message>
        <source>Skipped: this file system does not support O_DIRECT.</source>
        <translation>Ohitettu: tämä tiedostojärjestelmä ei tue O_DIRECTiä.</translation>
    </message>
    <message>
        <source>Skipped: the device rejects O_DIRECT writes of %1 bytes.</source>
        <extracomment>%1 write size in bytes</extracomment>
        <translation>Ohitettu: laite hylkää %1 tavun O_DIRECT-kirjoitukset.</translation>
    </message>
</context>
<context>
    <name>DriveProof::Suites</name>
    <message>
        <source>The cache A/B test needs a drive whose write cache is on and can be switched; %1&apos;s is not. Run the commit test alone.</source>
        <extracomment>%1 device node</extracomment>
        <translation>Välimuistin A/B-testi tarvitsee aseman, jonka kirjoitusvälimuisti on päällä ja kytkettävissä; laitteen %1 välimuisti ei täytä näitä ehtoja. Aja vahvistustesti yksinään.</translation>
    </message>
    <message>
        <source>Could not switch the write cache of %1 back on. Switch it on with &apos;driveproof-cli cache %1 --set on&apos;.</source>
        <extracomment>%1 device node</extracomment>
        <translation>Laitteen %1 kirjoitusvälimuistia ei voitu kytkeä takaisin päälle. Kytke se päälle komennolla &apos;driveproof-cli cache %1 --set on&apos;.</translation>
    </message>
    <message>
        <source>Cannot open %1 for the commit test: %2.</source>
        <extracomment>%1 file or device, %2 the system&apos;s error text</extracomment>
        <translation>Kohdetta %1 ei voi avata vahvistustestiä varten: %2.</translation>
    </message>
    <message>
        <source>The commit test stopped at &quot;%1&quot;: writing to %2 failed: %3.</source>
        <extracomment>%1 the line&apos;s label, %2 file or device, %3 the system&apos;s error text</extracomment>
        <translation>Vahvistustesti pysähtyi kohtaan &quot;%1&quot;: kirjoittaminen kohteeseen %2 epäonnistui: %3.</translation>
    </message>
    <message>
        <source>&quot;%1&quot; stopped on %2: %3</source>
        <extracomment>%1 the step&apos;s label, %2 file or device, %3 the error</extracomment>
        <translation>&quot;%1&quot; pysähtyi kohteessa %2: %3</translation>
    </message>
    <message>
        <source>idle, so the drive can move hot data</source>
        <translation>joutoaika, jotta asema voi siirtää usein käytetyn datan</translation>
    </message>
    <message>
        <source>Commit rate</source>
        <translation>Vahvistusnopeus</translation>
    </message>
    <message>
        <source>Throughput</source>
        <translation>Siirtonopeus</translation>
    </message>
    <message>
        <source>Sustained write</source>
        <translation>Jatkuva kirjoitus</translation>
    </message>
    <message>
        <source>Surface scan</source>
        <translation>Pintaskannaus</translation>
    </message>
    <message>
        <source>Random I/O</source>
        <translation>Satunnainen I/O</translation>
    </message>
    <message>
        <source>Quick check</source>
        <translation>Pikatarkistus</translation>
    </message>
    <message>
        <source>Block size sweep</source>
        <translation>Lohkokokosarja</translation>
    </message>
    <message>
        <source>Queue depth sweep</source>
        <translation>Jonosyvyyssarja</translation>
    </message>
    <message>
        <source>Thread sweep</source>
        <translation>Säiesarja</translation>
    </message>
    <message>
        <source>Hybrid cache check</source>
        <translation>Hybridivälimuistin tarkistus</translation>
    </message>
    <message>
        <source>A drive test is running; suspending would spoil its numbers.</source>
        <translation>Asematesti on käynnissä; valmiustila pilaisi sen luvut.</translation>
    </message>
    <message>
        <source>The cache A/B test needs to know the drive under the target, and it could not be found. Run the commit test alone.</source>
        <translation>Välimuistin A/B-testi tarvitsee tiedon kohteen alla olevasta asemasta, eikä sitä löytynyt. Aja vahvistustesti yksinään.</translation>
    </message>
    <message>
        <source>O_DIRECT is not supported here: the run is buffered, so the page cache is in the numbers.</source>
        <translation>O_DIRECTiä ei tueta tässä: ajo käyttää puskurointia, joten sivuvälimuisti vaikuttaa lukuihin.</translation>
    </message>
    <message>
        <source>%1 is in use: %2 DriveProof does not write to a device in use. Unmount it, swapoff it or stop what is built on it first.</source>
        <extracomment>%1 device node, %2 a sentence saying what uses it, e.g. &quot;/dev/loop0 backs the loop device /dev/loop1. /dev/loop1 is mounted on /mnt.&quot;</extracomment>
        <translation>%1 on käytössä: %2 DriveProof ei kirjoita käytössä olevaan laitteeseen. Irrota se, suorita swapoff tai pysäytä ensin se, mitä sen päälle on rakennettu.</translation>
    </message>
    <message>
        <source>%1 is not a folder. Choose a folder on the drive to test.</source>
        <extracomment>%1 a folder</extracomment>
        <translation>%1 ei ole kansio. Valitse testattavalta asemalta kansio.</translation>
    </message>
    <message>
        <source>The test size must be at least 4 KiB.</source>
        <translation>Testin koon on oltava vähintään 4 KiB.</translation>
    </message>
    <message>
        <source>%1 has too little free space for a %2 test file (%3 free). Choose a smaller size or another folder.</source>
        <extracomment>%1 folder, %2 the size asked for, %3 free space</extracomment>
        <translation>Kohteessa %1 on liian vähän vapaata tilaa %2:n testitiedostolle (%3 vapaana). Valitse pienempi koko tai toinen kansio.</translation>
    </message>
    <message>
        <source>Cannot create a test file in %1: %2. Choose a folder you can write to.</source>
        <extracomment>%1 folder, %2 the system&apos;s error text</extracomment>
        <translation>Testitiedostoa ei voi luoda kansioon %1: %2. Valitse kansio, johon voit kirjoittaa.</translation>
    </message>
    <message>
        <source>Preparing the test file</source>
        <translation>Valmistellaan testitiedostoa</translation>
    </message>
    <message>
        <source>Cannot prepare the test file %1: %2.</source>
        <extracomment>%1 the test file, %2 what failed, in English from the system</extracomment>
        <translation>Testitiedostoa %1 ei voi valmistella: %2.</translation>
    </message>
    <message>
        <source>%1 is not an existing regular file. Name a file, or choose a folder for a temporary test file.</source>
        <extracomment>%1 a path</extracomment>
        <translation>%1 ei ole olemassa oleva tavallinen tiedosto. Anna tiedosto tai valitse kansio väliaikaiselle testitiedostolle.</translation>
    </message>
    <message>
        <source>%1 is smaller than 4 KiB: too small to test. DriveProof never grows a file it did not create.</source>
        <extracomment>%1 a file</extracomment>
        <translation>%1 on pienempi kuin 4 KiB: liian pieni testattavaksi. DriveProof ei koskaan kasvata tiedostoa, jota se ei ole luonut.</translation>
    </message>
    <message>
        <source>Cannot open %1: %2.</source>
        <extracomment>%1 file, %2 the system&apos;s error text
----------
%1 device node, %2 the system&apos;s error text</extracomment>
        <translation>Kohdetta %1 ei voi avata: %2.</translation>
    </message>
    <message>
        <source>Writing to %1 destroys what is on it. Confirm by typing the device name, or pass --destructive.</source>
        <extracomment>%1 device node</extracomment>
        <translation>Kirjoittaminen laitteeseen %1 tuhoaa sen sisällön. Vahvista kirjoittamalla laitteen nimi tai anna valitsin --destructive.</translation>
    </message>
    <message>
        <source>%L1 IOPS</source>
        <extracomment>I/O operations per second</extracomment>
        <translation>%L1 IOPS</translation>
    </message>
    <message>
        <source>fdatasync commits at %1 per second, faster than the platters turn (%2 rpm allows about %3 per second with one thread): a volatile or battery-backed cache acknowledges the commits. Run the power-loss test to learn whether it keeps them.</source>
        <extracomment>%1 commits per second, %2 rotation rate, %3 the most commits per second it allows</extracomment>
        <translation>fdatasync vahvistaa %1 kertaa sekunnissa, nopeammin kuin levyt pyörivät (%2 rpm sallii yhdellä säikeellä noin %3 sekunnissa): haihtuva tai akkuvarmennettu välimuisti kuittaa vahvistukset. Aja sähkökatkotesti selvittääksesi, säilyttääkö se ne.</translation>
    </message>
    <message>
        <source>fdatasync commits at %1 per second, within what %2 rpm allows (about %3 per second): each commit waits for the platter.</source>
        <extracomment>%1 commits per second, %2 rotation rate, %3 the most commits per second it allows</extracomment>
        <translation>fdatasync vahvistaa %1 kertaa sekunnissa, mikä on nopeuden %2 rpm sallimissa rajoissa (noin %3 sekunnissa): jokainen vahvistus odottaa levyn pyörähdystä.</translation>
    </message>
    <message>
        <source>With the drive&apos;s write cache off, fdatasync still commits at %1 per second, above the %3 per second that %2 rpm allows: the setting was ignored or another cache answers.</source>
        <extracomment>%1 commits per second, %2 rotation rate, %3 the most commits per second it allows</extracomment>
        <translation>Kun aseman kirjoitusvälimuisti on pois päältä, fdatasync vahvistaa yhä %1 kertaa sekunnissa, yli sen %3 sekunnissa, jonka %2 rpm sallii: asetus ohitettiin tai jokin toinen välimuisti vastaa.</translation>
    </message>
    <message>
        <source>Each fdatasync sent %2 flushes to %1: flushes reach the device.</source>
        <extracomment>%1 device name, %2 flushes per commit (a decimal number)</extracomment>
        <translation>Jokainen fdatasync lähetti %2 tyhjennystä laitteelle %1: tyhjennykset saavuttavat laitteen.</translation>
    </message>
    <message>
        <source>Flushes are not reaching %1: fdatasync sent none although the kernel treats the device as write back. Something between DriveProof and the drive swallows them (a hypervisor, a RAID or device-mapper layer).</source>
        <extracomment>%1 device name</extracomment>
        <translation>Tyhjennykset eivät saavuta laitetta %1: fdatasync ei lähettänyt yhtään, vaikka ydin kohtelee laitetta write back -tilaisena. Jokin DriveProofin ja aseman välissä nielee ne (hypervisor, RAID- tai device-mapper-kerros).</translation>
    </message>
    <message>
        <source>Flushes are not reaching %1: the kernel treats it as write through (queue/write_cache) and sends it no flushes. If the drive&apos;s own cache is on, committed data can be lost at a power cut.</source>
        <extracomment>%1 device name</extracomment>
        <translation>Tyhjennykset eivät saavuta laitetta %1: ydin kohtelee sitä write through -tilaisena (queue/write_cache) eikä lähetä sille tyhjennyksiä. Jos aseman oma välimuisti on päällä, vahvistettua dataa voi kadota sähkökatkossa.</translation>
    </message>
    <message>
        <source>The kernel sends %1 no flushes while its write cache is off for this half of the test (it treats the device as write through): as expected.</source>
        <extracomment>%1 device name</extracomment>
        <translation>Ydin ei lähetä laitteelle %1 tyhjennyksiä, kun sen kirjoitusvälimuisti on pois päältä tämän testin puoliskon ajan (se kohtelee laitetta write through -tilaisena): kuten odotettiin.</translation>
    </message>
    <message>
        <source>Flushes are not reaching %1: the file system is mounted with nobarrier, so the kernel sends no flushes. Committed data can be lost at a power cut.</source>
        <extracomment>%1 device name</extracomment>
        <translation>Tyhjennykset eivät saavuta laitetta %1: tiedostojärjestelmä on liitetty valinnalla nobarrier, joten ydin ei lähetä tyhjennyksiä. Vahvistettua dataa voi kadota sähkökatkossa.</translation>
    </message>
    <message>
        <source>This drive acknowledges %1 commits per second with its write cache on. Only the power-loss test can tell whether it keeps them.</source>
        <extracomment>%1 commits per second</extracomment>
        <translation>Tämä asema kuittaa %1 vahvistusta sekunnissa kirjoitusvälimuisti päällä. Vain sähkökatkotesti voi kertoa, säilyttääkö se ne.</translation>
    </message>
    <message>
        <source>This drive acknowledges %1 commits per second with its write cache on and %2 with it off.</source>
        <extracomment>%1 commits per second with the cache on, %2 with it off</extracomment>
        <translation>Tämä asema kuittaa %1 vahvistusta sekunnissa kirjoitusvälimuisti päällä ja %2 välimuisti pois päältä.</translation>
    </message>
    <message>
        <source>The write rate fell from %1 to %2 after %3 had been written: a cache ran out.</source>
        <extracomment>%1 and %2 transfer rates, %3 an amount of data</extracomment>
        <translation>Kirjoitusnopeus laski arvosta %1 arvoon %2, kun %3 oli kirjoitettu: välimuisti loppui.</translation>
    </message>
    <message>
        <source>The write rate held at about %1 over all %2.</source>
        <extracomment>%1 a transfer rate, %2 an amount of data</extracomment>
        <translation>Kirjoitusnopeus pysyi noin arvossa %1 koko %2:n kirjoituksen ajan.</translation>
    </message>
    <message>
        <source>Reads ran at %1 at the start and %2 at the end; the slowest stretch read at %3, at %4.</source>
        <extracomment>%1..%3 transfer rates, %4 a position on the drive (an amount of data)</extracomment>
        <translation>Lukunopeus oli alussa %1 ja lopussa %2; hitain jakso luettiin nopeudella %3 kohdassa %4.</translation>
    </message>
    <message numerus="yes">
        <source>%n stretch(es) read at less than half the median rate: the drive retried there, or remapped sectors slow it down. Look at its health.</source>
        <translation>
            <numerusform>%n jakso luettiin alle puolella mediaaninopeudesta: asema yritti siinä uudelleen, tai uudelleensijoitetut sektorit hidastavat sitä. Tarkista sen kunto.</numerusform>
            <numerusform>%n jaksoa luettiin alle puolella mediaaninopeudesta: asema yritti niissä uudelleen, tai uudelleensijoitetut sektorit hidastavat sitä. Tarkista sen kunto.</numerusform>
        </translation>
    </message>
    <message>
        <source>The second pass was %1 times as fast (%2 → %3): the drive moved the data to faster storage while idle.</source>
        <extracomment>%1 how many times faster (a decimal number), %2 and %3 IOPS before and after</extracomment>
        <translation>Toinen kierros oli %1 kertaa nopeampi (%2 → %3): asema siirsi datan nopeampaan tallennustilaan joutoaikana.</translation>
    </message>
    <message>
        <source>The second pass ran at %2 against %1 before: no sign of a cache that promotes hot data while the drive is idle.</source>
        <extracomment>%1 and %2 IOPS of the first and the second pass</extracomment>
        <translation>Toisen kierroksen tulos oli %2, ensimmäisen %1: ei merkkejä välimuistista, joka nostaisi usein käytettyä dataa aseman ollessa joutilaana.</translation>
    </message>
    <message>
        <source>O_DIRECT is not supported on this file system: the run was buffered, so the page cache is in the numbers.</source>
        <translation>O_DIRECTiä ei tueta tässä tiedostojärjestelmässä: ajo käytti puskurointia, joten sivuvälimuisti vaikuttaa lukuihin.</translation>
    </message>
    <message>
        <source>This is a virtual machine (%1): the numbers describe the hypervisor&apos;s storage, not the drive&apos;s.</source>
        <extracomment>%1 the hypervisor, e.g. kvm</extracomment>
        <translation>Tämä on virtuaalikone (%1): luvut kuvaavat hypervisorin tallennustilaa, eivät aseman.</translation>
    </message>
    <message>
        <source>%1 is mounted with barriers off (%2): the kernel sends the drive no flushes, so no commit there is durable.</source>
        <extracomment>%1 mount point, %2 mount options</extracomment>
        <translation>%1 on liitetty ilman barrier-suojausta (%2): ydin ei lähetä asemalle tyhjennyksiä, joten mikään vahvistus siellä ei ole pysyvä.</translation>
    </message>
    <message>
        <source>%L1 %2</source>
        <extracomment>a transfer rate; %L1 the number, %2 its unit (&quot;MB/s&quot; or &quot;MiB/s&quot;)</extracomment>
        <translation>%L1 %2</translation>
    </message>
    <message>
        <source>SATA, link speed unknown</source>
        <translation>SATA, yhteyden nopeus tuntematon</translation>
    </message>
    <message>
        <source>SATA %1 Gb/s</source>
        <extracomment>%1 the SATA link speed in Gb/s, e.g. 6</extracomment>
        <translation>SATA %1 Gb/s</translation>
    </message>
    <message>
        <source>PCIe, link speed unknown</source>
        <translation>PCIe, yhteyden nopeus tuntematon</translation>
    </message>
    <message>
        <source>PCIe %1 x%2</source>
        <extracomment>%1 the PCIe generation (&quot;3.0&quot;), %2 lanes in use</extracomment>
        <translation>PCIe %1 x%2</translation>
    </message>
    <message>
        <source>USB, link speed unknown</source>
        <translation>USB, yhteyden nopeus tuntematon</translation>
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
        <translation>%1 (~%2 käytettävissä)</translation>
    </message>
    <message>
        <source>%1 (the drive can do PCIe %2 x%3)</source>
        <extracomment>%1 the PCIe link now (&quot;PCIe 3.0 x2&quot;), %2 PCIe generation (&quot;4.0&quot;), %3 lanes</extracomment>
        <translation>%1 (asema pystyy PCIe %2 x%3 -yhteyteen)</translation>
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
        <translation>kiintolevy (%L1 rpm)</translation>
    </message>
    <message>
        <source>hard disk</source>
        <translation>kiintolevy</translation>
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
        <translation>asema USB-sillan takana</translation>
    </message>
    <message>
        <source>virtual disk</source>
        <translation>virtuaalilevy</translation>
    </message>
    <message>
        <source>%1 is more than a %2 link can carry (%3): the link is emulated or misreported (a virtual machine, or a cache in front of the drive), so this number says nothing about the drive.</source>
        <extracomment>%1 a measured transfer rate, %2 the link (&quot;SATA 1.5 Gb/s&quot;), %3 the most it carries</extracomment>
        <translation>%1 on enemmän kuin %2 -yhteys pystyy siirtämään (%3): yhteys on emuloitu tai ilmoitettu väärin (virtuaalikone tai välimuisti aseman edessä), joten tämä luku ei kerro asemasta mitään.</translation>
    </message>
    <message>
        <source>Writes at %1: the limit of its %2 link (%3 at most) — as fast as it can be here.</source>
        <extracomment>%1 a transfer rate, %2 the link (&quot;SATA 6 Gb/s&quot;), %3 what it carries</extracomment>
        <translation>Kirjoittaa nopeudella %1: sen %2 -yhteyden raja (enintään %3) – nopeammin se ei tässä pysty.</translation>
    </message>
    <message>
        <source>Reads at %1: the limit of its %2 link (%3 at most) — as fast as it can be here.</source>
        <extracomment>%1 a transfer rate, %2 the link (&quot;SATA 6 Gb/s&quot;), %3 what it carries</extracomment>
        <translation>Lukee nopeudella %1: sen %2 -yhteyden raja (enintään %3) – nopeammin se ei tässä pysty.</translation>
    </message>
    <message>
        <source>Writes at %1 on a %2 link: the link, not the drive, is the limit (the drive can do %3 Gb/s; check the cable and the port).</source>
        <extracomment>%1 a transfer rate, %2 the link (&quot;SATA 3 Gb/s&quot;), %3 the drive&apos;s fastest SATA speed in Gb/s, e.g. 6</extracomment>
        <translation>Kirjoittaa nopeudella %1 %2 -yhteydellä: rajana on yhteys, ei asema (asema pystyy %3 Gb/s:n nopeuteen; tarkista kaapeli ja portti).</translation>
    </message>
    <message>
        <source>Reads at %1 on a %2 link: the link, not the drive, is the limit (the drive can do %3 Gb/s; check the cable and the port).</source>
        <extracomment>%1 a transfer rate, %2 the link (&quot;SATA 3 Gb/s&quot;), %3 the drive&apos;s fastest SATA speed in Gb/s, e.g. 6</extracomment>
        <translation>Lukee nopeudella %1 %2 -yhteydellä: rajana on yhteys, ei asema (asema pystyy %3 Gb/s:n nopeuteen; tarkista kaapeli ja portti).</translation>
    </message>
    <message>
        <source>On a USB 2 port: 480 Mb/s holds it to about %1 (measured: %2). A USB 3 port would let it go faster.</source>
        <extracomment>%1 what a USB 2 port allows, a transfer rate; %2 the measured transfer rate</extracomment>
        <translation>USB 2 -portissa: 480 Mb/s rajoittaa sen noin nopeuteen %1 (mitattu: %2). USB 3 -portissa se olisi nopeampi.</translation>
    </message>
    <message>
        <source>Reads at %1: SATA SSDs read at %2 to %3 on a 6 Gb/s link, so something other than the link holds this one back (a full or worn drive, power saving, or the file system).</source>
        <extracomment>%1 the measured transfer rate, %2 and %3 the usual range (transfer rates)</extracomment>
        <translation>Lukee nopeudella %1: SATA-SSD:t lukevat 6 Gb/s:n yhteydellä nopeudella %2–%3, joten jokin muu kuin yhteys jarruttaa tätä (täysi tai kulunut asema, virransäästö tai tiedostojärjestelmä).</translation>
    </message>
    <message>
        <source>This NVMe drive runs on %1 although it can do PCIe %2 x%3: the link trained below what the drive and its slot allow (a riser, a dirty contact, or lanes shared with another slot). It carries %4 of the %5 it could.</source>
        <extracomment>%1 the link now (&quot;PCIe 3.0 x2&quot;), %2 PCIe generation, %3 lanes, %4 and %5 transfer rates (what the link carries now, what it could)</extracomment>
        <translation>Tämä NVMe-asema toimii yhteydellä %1, vaikka se pystyy PCIe %2 x%3 -yhteyteen: yhteys muodostui hitaammaksi kuin asema ja sen paikka sallivat (jatkokortti, likainen liitin tai toisen paikan kanssa jaetut linjat). Se siirtää %4, vaikka voisi siirtää %5.</translation>
    </message>
    <message>
        <source>This NVMe drive runs on %1 but can do PCIe %2 x%3: the slot holds it to %4 of the %5 it could use. A slot with more lanes would let it go faster.</source>
        <extracomment>%1 the link now (&quot;PCIe 3.0 x2&quot;), %2 PCIe generation, %3 lanes, %4 and %5 transfer rates (what the slot carries, what the drive could use)</extracomment>
        <translation>Tämä NVMe-asema toimii yhteydellä %1, mutta pystyy PCIe %2 x%3 -yhteyteen: paikka rajoittaa sen nopeuteen %4, vaikka se voisi käyttää %5. Paikka, jossa on enemmän linjoja, antaisi sen toimia nopeammin.</translation>
    </message>
    <message>
        <source>RND4K Q1T1 at %1 is what a %L2 rpm disk does (about %3 to %4): each read waits for a seek and half a turn.</source>
        <extracomment>%1 measured IOPS, %2 rotation rate in rpm, %3 and %4 the usual range of IOPS</extracomment>
        <translation>RND4K Q1T1 nopeudella %1 on sitä, mihin %L2 rpm:n levy pystyy (noin %3–%4): jokainen lukuoperaatio odottaa hakuliikettä ja puolta kierrosta.</translation>
    </message>
    <message>
        <source>RND4K Q1T1 at %1 is faster than a %L2 rpm disk can seek (about %3 to %4): a cache answers these reads, so they say little about the disk.</source>
        <extracomment>%1 measured IOPS, %2 rotation rate in rpm, %3 and %4 the usual range of IOPS</extracomment>
        <translation>RND4K Q1T1 nopeudella %1 on nopeampi kuin %L2 rpm:n levy pystyy hakemaan (noin %3–%4): välimuisti vastaa näihin lukuoperaatioihin, joten ne kertovat levystä vähän.</translation>
    </message>
    <message>
        <source>Writes fell from %1 to %2 after %3: the end of its fast SLC cache. Copies larger than that run at about %2.</source>
        <extracomment>%1 and %2 transfer rates, %3 an amount of data. SLC: the fast part of an SSD&apos;s flash that takes writes first</extracomment>
        <translation>Kirjoitusnopeus laski arvosta %1 arvoon %2 %3:n jälkeen: nopea SLC-välimuisti täyttyi. Tätä suuremmat kopioinnit etenevät noin %2.</translation>
    </message>
    <message>
        <source>%1 is a loop device without direct I/O: its reads and writes go through the page cache of the file system that holds its backing file, so these numbers describe the page cache (memory), not a drive. Attach it with &apos;losetup --direct-io=on&apos; to measure the drive under the file.</source>
        <extracomment>%1 a loop device, e.g. loop3</extracomment>
        <translation>%1 on loop-laite ilman suoraa I/O:ta: sen luvut ja kirjoitukset kulkevat sen taustatiedoston sisältävän tiedostojärjestelmän sivuvälimuistin kautta, joten nämä luvut kuvaavat sivuvälimuistia (muistia), eivät asemaa. Liitä se komennolla &apos;losetup --direct-io=on&apos;, niin voit mitata tiedoston alla olevan aseman.</translation>
    </message>
    <message>
        <source>The run went through the page cache, which serves some requests from memory and sends others to the drive.</source>
        <translation>Ajo kulki sivuvälimuistin kautta, joka palvelee osan pyynnöistä muistista ja lähettää muut asemalle.</translation>
    </message>
    <message>
        <source>Something else used the drive meanwhile, a cache filled or emptied, or the drive paused to tidy up: run the test again before trusting the numbers.</source>
        <translation>Jokin muu käytti asemaa samaan aikaan, välimuisti täyttyi tai tyhjeni, tai asema pysähtyi siivoamaan: aja testi uudelleen ennen kuin luotat lukuihin.</translation>
    </message>
    <message>
        <source>The numbers are unstable: %1 swung between %2 and %4 (typically %3) from one tenth of a second to the next, far more than a drive&apos;s own noise. %5</source>
        <extracomment>%1 a measurement (&quot;SEQ1M Q8T1 read&quot;); %2, %3, %4 rates or IOPS (low, typical, high); %5 why (a sentence)</extracomment>
        <translation>Luvut ovat epävakaita: %1 heilahteli sekunnin kymmenyksestä toiseen välillä %2–%4 (tyypillisesti %3), paljon enemmän kuin aseman oma kohina. %5</translation>
    </message>
    <message>
        <source>%1 is no longer empty (found: %2), so it was not written to. Confirm again with the device&apos;s name.</source>
        <extracomment>%1 device node, %2 what was found, e.g. &quot;gpt, ext4&quot;</extracomment>
        <translation>%1 ei ole enää tyhjä (löytyi: %2), joten siihen ei kirjoitettu. Vahvista uudelleen laitteen nimellä.</translation>
    </message>
    <message>
        <source>No drive was found under the target.</source>
        <translation>Kohteen alta ei löytynyt asemaa.</translation>
    </message>
    <message>
        <source>%1 reports no temperature.</source>
        <extracomment>%1 device path</extracomment>
        <translation>%1 ei ilmoita lämpötilaa.</translation>
    </message>
    <message numerus="yes">
        <source>The drive reached %1 °C and slowed itself down %n time(s) during this test: these numbers are those of a hot drive, not what it does when cool.</source>
        <extracomment>%1 the drive&apos;s highest temperature in °C; %n how often it throttled itself</extracomment>
        <translation>
            <numerusform>Asema saavutti %1 °C ja hidasti itseään %n kerran tämän testin aikana: luvut ovat kuuman aseman, eivät sitä mihin se viileänä pystyy.</numerusform>
            <numerusform>Asema saavutti %1 °C ja hidasti itseään %n kertaa tämän testin aikana: luvut ovat kuuman aseman, eivät sitä mihin se viileänä pystyy.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The drive reached %1 °C and slowed itself down %n time(s) during the sustained write: the drop from %2 to %3 at %4 is heat, not its cache.</source>
        <extracomment>%1 the drive&apos;s highest temperature in °C, %n how often it throttled itself, %2 and %3 transfer rates, %4 an amount of data</extracomment>
        <translation>
            <numerusform>Asema saavutti %1 °C ja hidasti itseään %n kerran jatkuvan kirjoituksen aikana: pudotus %2:sta %3:een kohdassa %4 on kuumuutta, ei välimuistin loppu.</numerusform>
            <numerusform>Asema saavutti %1 °C ja hidasti itseään %n kertaa jatkuvan kirjoituksen aikana: pudotus %2:sta %3:een kohdassa %4 on kuumuutta, ei välimuistin loppu.</numerusform>
        </translation>
    </message>
    <message>
        <source>Drive temperature: %1 °C before the test, %2 °C after.</source>
        <extracomment>%1 and %2 temperatures in °C (&quot;?&quot; when unknown)</extracomment>
        <translation>Aseman lämpötila: %1 °C ennen testiä, %2 °C sen jälkeen.</translation>
    </message>
    <message numerus="yes">
        <source>The drive slowed itself down for heat %n time(s) during the test, for %1 s in all.</source>
        <extracomment>%n how often the drive throttled itself, %1 seconds it spent throttled</extracomment>
        <translation>
            <numerusform>Asema hidasti itseään kuumuuden vuoksi %n kerran testin aikana, yhteensä %1 s.</numerusform>
            <numerusform>Asema hidasti itseään kuumuuden vuoksi %n kertaa testin aikana, yhteensä %1 s.</numerusform>
        </translation>
    </message>
    <message>
        <source>The drive did not slow itself down for heat during the test.</source>
        <translation>Asema ei hidastanut itseään kuumuuden vuoksi testin aikana.</translation>
    </message>
    <message>
        <source>Time above its warning temperature during the test: %1 min; above its critical temperature: %2 min.</source>
        <extracomment>%1 and %2 minutes</extracomment>
        <translation>Aika varoituslämpötilan yläpuolella testin aikana: %1 min; kriittisen lämpötilan yläpuolella: %2 min.</translation>
    </message>
    <message>
        <source>The drive&apos;s heat was not read: %1</source>
        <extracomment>%1 why (a sentence)</extracomment>
        <translation>Aseman lämpötilaa ei luettu: %1</translation>
    </message>
</context>
</TS>
