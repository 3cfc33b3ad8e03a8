<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="fr">
<context>
    <name>DriveProof::Alignment</name>
    <message>
        <source>Partition %1 on %2 starts at byte %3, which is not even on a %4-byte logical sector boundary: the partition table or the kernel&apos;s view of it is damaged. Back up its data, then recreate the partition at sector %5 (e.g. &apos;parted %2 mkpart primary %5s 100%&apos;), and check with &apos;parted %2 align-check optimal %1&apos;.</source>
        <extracomment>%1 partition number, %2 device or image path, %3 start in bytes, %4 logical sector size in bytes, %5 suggested start sector</extracomment>
        <translation>La partition %1 de %2 commence à l&apos;octet %3, qui ne tombe même pas sur une limite de secteur logique de %4 octets&#xa0;: la table des partitions, ou la vue qu&apos;en a le noyau, est endommagée. Sauvegardez ses données, puis recréez la partition au secteur %5 (par ex. &apos;parted %2 mkpart primary %5s 100%&apos;), et vérifiez avec &apos;parted %2 align-check optimal %1&apos;.</translation>
    </message>
    <message>
        <source>Partition %1 on %2 starts at sector %3 (byte %4): misaligned by %8 bytes, %5 bytes past a %6-byte physical sector boundary and %8 bytes short of the next. Every write that crosses a boundary costs the drive a read-modify-write. Back up its data, then recreate the partition at sector %7: in fdisk, delete it and create it again with first sector %7, or run &apos;parted %2 mkpart primary %7s 100%&apos; (give its old end instead of 100% if other partitions follow it). Check with &apos;parted %2 align-check optimal %1&apos;.</source>
        <extracomment>%1 partition number, %2 device or image path, %3 start sector, %4 start in bytes, %5 bytes past the physical sector boundary, %6 physical sector size in bytes, %7 suggested start sector, %8 bytes short of the next physical sector boundary. Keep the commands in quotes untranslated.</extracomment>
        <translation>La partition %1 de %2 commence au secteur %3 (octet %4)&#xa0;: elle est mal alignée de %8 octets, %5 octets après une limite de secteur physique de %6 octets et %8 octets avant la suivante. Chaque écriture qui franchit une limite oblige le disque à faire une lecture-modification-écriture. Sauvegardez ses données, puis recréez la partition au secteur %7&#xa0;: dans fdisk, supprimez-la et recréez-la avec %7 comme premier secteur, ou lancez &apos;parted %2 mkpart primary %7s 100%&apos; (indiquez son ancienne fin au lieu de 100% si d&apos;autres partitions la suivent). Vérifiez avec &apos;parted %2 align-check optimal %1&apos;.</translation>
    </message>
    <message>
        <source>Partition %1 on %2 starts at sector %3 (byte %4). It is aligned to the %5-byte physical sectors, so the drive is not slowed down, but not to 1 MiB, the boundary that partitioning tools use today and that suits SSD erase blocks and RAID stripes. No need to act now; if you recreate the partition one day, start it at sector %6 (e.g. &apos;parted %2 mkpart primary %6s 100%&apos;). Check with &apos;parted %2 align-check optimal %1&apos;.</source>
        <extracomment>%1 partition number, %2 device or image path, %3 start sector, %4 start in bytes, %5 physical sector size in bytes, %6 suggested start sector</extracomment>
        <translation>La partition %1 de %2 commence au secteur %3 (octet %4). Elle est alignée sur les secteurs physiques de %5 octets, le disque n&apos;est donc pas ralenti, mais pas sur 1 MiB, la limite qu&apos;utilisent aujourd&apos;hui les outils de partitionnement et qui convient aux blocs d&apos;effacement des SSD et aux bandes RAID. Rien à faire pour l&apos;instant&#xa0;; si vous recréez un jour la partition, faites-la commencer au secteur %6 (par ex. &apos;parted %2 mkpart primary %6s 100%&apos;). Vérifiez avec &apos;parted %2 align-check optimal %1&apos;.</translation>
    </message>
    <message>
        <source>Partition %1 on %2 starts at sector %3 (byte %4). It is aligned to the %5-byte physical sectors and to 1 MiB, but not to the optimal I/O size of %6 bytes that the device reports, so large writes may be split across stripes. If you recreate the partition, start it at sector %7 (e.g. &apos;parted %2 mkpart primary %7s 100%&apos;). Check with &apos;parted %2 align-check optimal %1&apos;.</source>
        <extracomment>%1 partition number, %2 device or image path, %3 start sector, %4 start in bytes, %5 physical sector size in bytes, %6 optimal I/O size in bytes, %7 suggested start sector</extracomment>
        <translation>La partition %1 de %2 commence au secteur %3 (octet %4). Elle est alignée sur les secteurs physiques de %5 octets et sur 1 MiB, mais pas sur la taille d&apos;E/S optimale de %6 octets indiquée par le périphérique&#xa0;: les grosses écritures peuvent donc être réparties sur plusieurs bandes. Si vous recréez la partition, faites-la commencer au secteur %7 (par ex. &apos;parted %2 mkpart primary %7s 100%&apos;). Vérifiez avec &apos;parted %2 align-check optimal %1&apos;.</translation>
    </message>
    <message>
        <source>Partition %1 on %2 starts at sector %3 (byte %4). It is aligned to the %5-byte physical sectors, but neither to 1 MiB nor to the optimal I/O size of %6 bytes that the device reports, so large writes may be split across stripes. If you recreate the partition, start it at sector %7 (e.g. &apos;parted %2 mkpart primary %7s 100%&apos;). Check with &apos;parted %2 align-check optimal %1&apos;.</source>
        <extracomment>%1 partition number, %2 device or image path, %3 start sector, %4 start in bytes, %5 physical sector size in bytes, %6 optimal I/O size in bytes, %7 suggested start sector</extracomment>
        <translation>La partition %1 de %2 commence au secteur %3 (octet %4). Elle est alignée sur les secteurs physiques de %5 octets, mais ni sur 1 MiB ni sur la taille d&apos;E/S optimale de %6 octets indiquée par le périphérique&#xa0;: les grosses écritures peuvent donc être réparties sur plusieurs bandes. Si vous recréez la partition, faites-la commencer au secteur %7 (par ex. &apos;parted %2 mkpart primary %7s 100%&apos;). Vérifiez avec &apos;parted %2 align-check optimal %1&apos;.</translation>
    </message>
    <message>
        <source>Partition %1 on %2 starts at sector %3, which suits the drive&apos;s physical sectors and 1 MiB boundaries. Nothing to do.</source>
        <extracomment>%1 partition number, %2 device or image path, %3 start sector</extracomment>
        <translation>La partition %1 de %2 commence au secteur %3, ce qui convient aux secteurs physiques du disque et aux limites de 1 MiB. Rien à faire.</translation>
    </message>
    <message>
        <source>%1 could not be opened (%2), so these are the partitions the kernel lists for it. Run as root to read the partition table itself.</source>
        <extracomment>%1 device path, %2 the system&apos;s reason</extracomment>
        <translation>Impossible d&apos;ouvrir %1 (%2)&#xa0;: voici donc les partitions que le noyau indique pour ce périphérique. Lancez le programme en tant que root pour lire la table des partitions elle-même.</translation>
    </message>
    <message>
        <source>%1 could not be opened (%2), so these are the partitions the kernel lists for it; the partition table itself was not read.</source>
        <extracomment>%1 device path, %2 the system&apos;s reason</extracomment>
        <translation>Impossible d&apos;ouvrir %1 (%2)&#xa0;: voici donc les partitions que le noyau indique pour ce périphérique&#xa0;; la table des partitions elle-même n&apos;a pas été lue.</translation>
    </message>
    <message>
        <source>These are the partitions the kernel lists for %1, because its partition table could not be read: %2</source>
        <extracomment>%1 device path, %2 why the table could not be read (a full sentence)</extracomment>
        <translation>Voici les partitions que le noyau indique pour %1, car sa table des partitions n&apos;a pas pu être lue&#xa0;: %2</translation>
    </message>
    <message>
        <source>OK</source>
        <extracomment>alignment verdict: the partition is well aligned</extracomment>
        <translation>OK</translation>
    </message>
    <message>
        <source>Misaligned</source>
        <extracomment>alignment verdict: the partition does not start on a physical sector boundary</extracomment>
        <translation>Mal alignée</translation>
    </message>
    <message>
        <source>Cannot open %1 even as root: %2. The system blocks access to it (a container or a security policy).</source>
        <extracomment>%1 device or file, %2 the system&apos;s reason</extracomment>
        <translation>Impossible d&apos;ouvrir %1, même en tant que root&#xa0;: %2. Le système en bloque l&apos;accès (un conteneur ou une politique de sécurité).</translation>
    </message>
    <message>
        <source>Cannot open %1: %2. Run as root or use sudo.</source>
        <extracomment>%1 device or file, %2 the system&apos;s reason</extracomment>
        <translation>Impossible d&apos;ouvrir %1&#xa0;: %2. Lancez le programme en tant que root ou avec sudo.</translation>
    </message>
    <message>
        <source>Cannot open %1: %2. Check the path.</source>
        <extracomment>%1 device or file, %2 the system&apos;s reason</extracomment>
        <translation>Impossible d&apos;ouvrir %1&#xa0;: %2. Vérifiez le chemin.</translation>
    </message>
    <message>
        <source>Cannot open %1: %2. Check that the drive is connected and the file is readable.</source>
        <extracomment>%1 device or file, %2 the system&apos;s reason</extracomment>
        <translation>Impossible d&apos;ouvrir %1&#xa0;: %2. Vérifiez que le disque est branché et que le fichier est lisible.</translation>
    </message>
    <message>
        <source>No partition table for %2-byte sectors found on %1, but there is one for %3-byte sectors. Read it with a logical sector size of %3 bytes.</source>
        <extracomment>%1 image file, %2 sector size asked for, %3 sector size that works (bytes)</extracomment>
        <translation>Aucune table des partitions pour des secteurs de %2 octets n&apos;a été trouvée sur %1, mais il en existe une pour des secteurs de %3 octets. Lisez-la avec une taille de secteur logique de %3 octets.</translation>
    </message>
    <message>
        <source>%1 is a folder. Give a drive such as /dev/sdb or a disk image file.</source>
        <extracomment>%1 the path the user gave</extracomment>
        <translation>%1 est un dossier. Indiquez un disque tel que /dev/sdb ou un fichier image disque.</translation>
    </message>
    <message>
        <source>%1 is neither a drive nor a disk image file. Give a drive such as /dev/sdb or a disk image file.</source>
        <extracomment>%1 the path the user gave</extracomment>
        <translation>%1 n&apos;est ni un disque ni un fichier image disque. Indiquez un disque tel que /dev/sdb ou un fichier image disque.</translation>
    </message>
    <message>
        <source>No partition table found on %1: the file is empty.</source>
        <extracomment>%1 image file</extracomment>
        <translation>Aucune table des partitions trouvée sur %1&#xa0;: le fichier est vide.</translation>
    </message>
    <message>
        <source>%1 is empty: no partition table and no file system, as a new drive arrives. There is nothing to align yet; partitioning tools start the first partition at 1 MiB, which suits this drive.</source>
        <extracomment>%1 device path</extracomment>
        <translation>%1 est vide : ni table de partitions ni système de fichiers, comme un disque neuf à sa livraison. Il n&apos;y a encore rien à aligner ; les outils de partitionnement commencent la première partition à 1 Mio, ce qui convient à ce disque.</translation>
    </message>
    <message>
        <source>%1 holds its %2 file system written straight onto the whole drive, without a partition table. That is a valid layout, but the drive reports its sector 0 %3 bytes past a physical sector boundary, so the file system&apos;s blocks straddle physical sectors. Only a new layout fixes that: back up, then create a partition table whose first partition starts at 1 MiB.</source>
        <extracomment>%1 device path, %2 file-system type (&quot;ext4&quot;), %3 alignment offset in bytes</extracomment>
        <translation>%1 contient un système de fichiers %2 écrit directement sur tout le disque, sans table de partitions. C&apos;est une disposition valable, mais le disque annonce son secteur 0 à %3 octets après une limite de secteur physique : les blocs du système de fichiers chevauchent des secteurs physiques. Seule une nouvelle disposition corrige cela : sauvegardez, puis créez une table de partitions dont la première partition commence à 1 Mio.</translation>
    </message>
    <message>
        <source>%1 holds its %2 file system written straight onto the whole drive, without a partition table. That is a valid layout: the file system starts at byte 0, on a boundary of every sector size, so it is aligned. Nothing to do.</source>
        <extracomment>%1 device path, %2 file-system type (&quot;ext4&quot;)</extracomment>
        <translation>%1 contient un système de fichiers %2 écrit directement sur tout le disque, sans table de partitions. C&apos;est une disposition valable : le système de fichiers commence à l&apos;octet 0, sur une limite de toute taille de secteur, il est donc aligné. Rien à faire.</translation>
    </message>
    <message>
        <source>Acceptable</source>
        <extracomment>alignment verdict: physically aligned (the drive is not slowed down, no need to act now), but not to 1 MiB or the optimal I/O size</extracomment>
        <translation>Acceptable</translation>
    </message>
    <message>
        <source>No partition table found on %1: it is empty, or holds a file system on the whole of it, which needs none. Check that this is the right disk or image.</source>
        <extracomment>%1 device or image file</extracomment>
        <translation>Aucune table de partitions trouvée sur %1 : il est vide, ou porte sur toute sa surface un système de fichiers qui n&apos;en a pas besoin. Vérifiez qu&apos;il s&apos;agit du bon disque ou de la bonne image.</translation>
    </message>
</context>
<context>
    <name>DriveProof::Cache</name>
    <message numerus="yes">
        <source>The sense data is cut off: %n byte(s) of the 8-byte header arrived.</source>
        <extracomment>%n number of bytes that arrived</extracomment>
        <translation>
            <numerusform>Les données sense sont tronquées&#xa0;: %n octet de l&apos;en-tête de 8 octets est arrivé.</numerusform>
            <numerusform>Les données sense sont tronquées&#xa0;: %n octets de l&apos;en-tête de 8 octets sont arrivés.</numerusform>
        </translation>
    </message>
    <message>
        <source>The ATA Status Return descriptor is malformed (length %1h instead of 0Ch).</source>
        <extracomment>%1 the descriptor&apos;s length byte in hex</extracomment>
        <translation>Le descripteur ATA Status Return est mal formé (longueur %1h au lieu de 0Ch).</translation>
    </message>
    <message>
        <source>The sense data is cut off inside the ATA Status Return descriptor.</source>
        <translation>Les données sense s&apos;interrompent au milieu du descripteur ATA Status Return.</translation>
    </message>
    <message>
        <source>The sense data is cut off: it declares %1 bytes but %2 arrived.</source>
        <extracomment>%1 bytes the sense data declares, %2 bytes that arrived</extracomment>
        <translation>Les données sense sont tronquées&#xa0;: elles annoncent %1 octets, mais %2 sont arrivés.</translation>
    </message>
    <message numerus="yes">
        <source>The fixed-format sense data is cut off: %n byte(s) arrived, at least 14 are needed.</source>
        <extracomment>%n number of bytes that arrived</extracomment>
        <translation>
            <numerusform>Les données sense au format fixe sont tronquées&#xa0;: %n octet est arrivé, il en faut au moins 14.</numerusform>
            <numerusform>Les données sense au format fixe sont tronquées&#xa0;: %n octets sont arrivés, il en faut au moins 14.</numerusform>
        </translation>
    </message>
    <message>
        <source>The device sent no sense data, so the ATA status of the command is unknown.</source>
        <translation>Le périphérique n&apos;a envoyé aucune donnée sense&#xa0;: l&apos;état ATA de la commande est donc inconnu.</translation>
    </message>
    <message>
        <source>The sense data has an unknown format (response code %1h): neither descriptor (72h) nor fixed (70h) format.</source>
        <extracomment>%1 the response code byte in hex</extracomment>
        <translation>Les données sense sont dans un format inconnu (code de réponse %1h)&#xa0;: ni le format descripteur (72h) ni le format fixe (70h).</translation>
    </message>
    <message>
        <source>sense key %1h, additional sense %2h/%3h</source>
        <extracomment>SCSI sense in hex. %1 sense key, %2 additional sense code, %3 its qualifier</extracomment>
        <translation>sense key %1h, additional sense %2h/%3h</translation>
    </message>
    <message>
        <source>%1, ATA status %2h, error %3h</source>
        <extracomment>%1 the text before, %2 ATA STATUS byte in hex, %3 ATA ERROR byte in hex</extracomment>
        <translation>%1, état ATA %2h, erreur %3h</translation>
    </message>
    <message>
        <source>%1 does not exist.</source>
        <extracomment>%1 file name</extracomment>
        <translation>%1 n&apos;existe pas.</translation>
    </message>
    <message>
        <source>%1 is not a regular file: give a saved IDENTIFY dump (512 raw bytes or the text of &apos;hdparm --Istdout&apos;).</source>
        <extracomment>%1 file name</extracomment>
        <translation>%1 n&apos;est pas un fichier ordinaire&#xa0;: indiquez un vidage IDENTIFY enregistré (512 octets bruts ou le texte de &apos;hdparm --Istdout&apos;).</translation>
    </message>
    <message>
        <source>%1 has %2 bytes: too large for an IDENTIFY dump (512 raw bytes, or about 1300 bytes of text).</source>
        <extracomment>%1 file name, %2 its size in bytes</extracomment>
        <translation>%1 fait %2 octets&#xa0;: c&apos;est trop pour un vidage IDENTIFY (512 octets bruts, ou environ 1300 octets de texte).</translation>
    </message>
    <message>
        <source>Cannot read %1: %2.</source>
        <extracomment>%1 file name, %2 the system&apos;s reason</extracomment>
        <translation>Impossible de lire %1&#xa0;: %2.</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <extracomment>%1 file name, %2 what is wrong with it</extracomment>
        <translation>%1&#xa0;: %2</translation>
    </message>
    <message numerus="yes">
        <source>IDENTIFY data must be exactly 512 bytes; this has %n byte(s).</source>
        <extracomment>%n the size of the data in bytes</extracomment>
        <translation>
            <numerusform>Les données IDENTIFY doivent faire exactement 512 octets&#xa0;; celles-ci font %n octet.</numerusform>
            <numerusform>Les données IDENTIFY doivent faire exactement 512 octets&#xa0;; celles-ci font %n octets.</numerusform>
        </translation>
    </message>
    <message>
        <source>The IDENTIFY data is all zeros: the drive or its USB bridge returned no data.</source>
        <translation>Les données IDENTIFY ne contiennent que des zéros&#xa0;: le disque ou son pont USB n&apos;a renvoyé aucune donnée.</translation>
    </message>
    <message>
        <source>The IDENTIFY data is all FFh: no drive answered (an empty port, or a bridge without a disk).</source>
        <translation>Les données IDENTIFY ne contiennent que des FFh&#xa0;: aucun disque n&apos;a répondu (un port vide, ou un pont sans disque).</translation>
    </message>
    <message>
        <source>Word 0 is %1h: this is data from an ATAPI device (an optical drive), not IDENTIFY DEVICE data of a disk.</source>
        <extracomment>%1 word 0 in hex</extracomment>
        <translation>Le mot 0 vaut %1h&#xa0;: ce sont les données d&apos;un périphérique ATAPI (un lecteur optique), pas les données IDENTIFY DEVICE d&apos;un disque.</translation>
    </message>
    <message>
        <source>The IDENTIFY checksum in word 255 is wrong (the 512 bytes sum to %1h, not 00h): the data is damaged or was edited.</source>
        <extracomment>%1 the sum of all bytes modulo 256, in hex</extracomment>
        <translation>La somme de contrôle IDENTIFY du mot 255 est fausse (la somme des 512 octets vaut %1h et non 00h)&#xa0;: les données sont endommagées ou ont été modifiées.</translation>
    </message>
    <message>
        <source>Words 117-118 give a logical sector size of %1 bytes, which no drive uses: the data is damaged.</source>
        <extracomment>%1 a size in bytes</extracomment>
        <translation>Les mots 117-118 indiquent une taille de secteur logique de %1 octets, qu&apos;aucun disque n&apos;utilise&#xa0;: les données sont endommagées.</translation>
    </message>
    <message>
        <source>Word 106 gives a physical sector size of %1 bytes, which no drive uses: the data is damaged.</source>
        <extracomment>%1 a size in bytes</extracomment>
        <translation>Le mot 106 indique une taille de secteur physique de %1 octets, qu&apos;aucun disque n&apos;utilise&#xa0;: les données sont endommagées.</translation>
    </message>
    <message>
        <source>Line %1: &apos;%2&apos; is not a word of four hex digits.</source>
        <extracomment>%1 line number, %2 the offending text</extracomment>
        <translation>Ligne %1&#xa0;: &apos;%2&apos; n&apos;est pas un mot de quatre chiffres hexadécimaux.</translation>
    </message>
    <message>
        <source>Line %1: more than 256 words; IDENTIFY data has exactly 256.</source>
        <extracomment>%1 line number</extracomment>
        <translation>Ligne %1&#xa0;: plus de 256 mots&#xa0;; les données IDENTIFY en comptent exactement 256.</translation>
    </message>
    <message>
        <source>No IDENTIFY words found: expected 256 words of four hex digits, 8 a line, as &apos;hdparm --Istdout&apos; prints them.</source>
        <translation>Aucun mot IDENTIFY trouvé&#xa0;: 256 mots de quatre chiffres hexadécimaux étaient attendus, 8 par ligne, tels que &apos;hdparm --Istdout&apos; les affiche.</translation>
    </message>
    <message numerus="yes">
        <source>Line %1: the words end after %n word(s); IDENTIFY data has 256.</source>
        <extracomment>%1 line number, %n number of words found</extracomment>
        <translation>
            <numerusform>Ligne %1&#xa0;: les mots s&apos;arrêtent après %n mot&#xa0;; les données IDENTIFY en comptent 256.</numerusform>
            <numerusform>Ligne %1&#xa0;: les mots s&apos;arrêtent après %n mots&#xa0;; les données IDENTIFY en comptent 256.</numerusform>
        </translation>
    </message>
    <message>
        <source>the device</source>
        <translation>le périphérique</translation>
    </message>
    <message>
        <source>%1 does not accept SCSI commands (SG_IO), so %2 cannot reach a drive: it is not a whole SATA, SAS or USB disk (partitions, loop, virtual and NVMe devices have no ATA drive behind them).</source>
        <extracomment>%1 device, %2 ATA command name</extracomment>
        <translation>%1 n&apos;accepte pas les commandes SCSI (SG_IO), %2 ne peut donc atteindre aucun disque&#xa0;: ce n&apos;est pas un disque SATA, SAS ou USB entier (les partitions et les périphériques loop, virtuels et NVMe n&apos;ont pas de disque ATA derrière eux).</translation>
    </message>
    <message>
        <source>Permission denied sending %2 to %1: ATA commands need root or the DriveProof helper.</source>
        <extracomment>%1 device, %2 ATA command name</extracomment>
        <translation>Permission refusée pour envoyer %2 à %1&#xa0;: les commandes ATA nécessitent les droits root ou le service auxiliaire de DriveProof.</translation>
    </message>
    <message>
        <source>Sending %1 to %2 failed: %3.</source>
        <extracomment>%1 ATA command name, %2 device, %3 the system&apos;s error text</extracomment>
        <translation>L&apos;envoi de %1 à %2 a échoué&#xa0;: %3.</translation>
    </message>
    <message>
        <source>The drive in %1 refused %2 (ABORT): it does not support this command or setting (%3).</source>
        <extracomment>%1 device, %2 ATA command name, %3 technical details</extracomment>
        <translation>Le disque de %1 a refusé %2 (ABORT)&#xa0;: il ne prend pas en charge cette commande ou ce réglage (%3).</translation>
    </message>
    <message>
        <source>The drive in %1 reported an error for %2 (%3); check its health and cabling, then try again.</source>
        <extracomment>%1 device, %2 ATA command name, %3 technical details</extracomment>
        <translation>Le disque de %1 a signalé une erreur pour %2 (%3)&#xa0;; vérifiez son état de santé et son câblage, puis réessayez.</translation>
    </message>
    <message>
        <source>%1 rejected %2: the disk or its USB bridge does not pass ATA commands through (SAT) (%3).</source>
        <extracomment>%1 device, %2 ATA command name, %3 technical details</extracomment>
        <translation>%1 a rejeté %2&#xa0;: le disque ou son pont USB ne transmet pas les commandes ATA (SAT) (%3).</translation>
    </message>
    <message>
        <source>%1 did not run %2 (%3).</source>
        <extracomment>%1 device, %2 ATA command name, %3 technical details</extracomment>
        <translation>%1 n&apos;a pas exécuté %2 (%3).</translation>
    </message>
    <message>
        <source>%1 timed out on %2: the drive did not answer.</source>
        <extracomment>%1 ATA command name, %2 device</extracomment>
        <translation>Délai dépassé pour %1 sur %2&#xa0;: le disque n&apos;a pas répondu.</translation>
    </message>
    <message>
        <source>%1 did not reach the drive in %2 (host status %3, driver status %4).</source>
        <extracomment>%1 ATA command name, %2 device, %3 / %4 numbers from the kernel</extracomment>
        <translation>%1 n&apos;a pas atteint le disque de %2 (état de l&apos;hôte %3, état du pilote %4).</translation>
    </message>
    <message>
        <source>%1 failed on %2 with SCSI status %3h and no sense data.</source>
        <extracomment>%1 ATA command name, %2 device, %3 SCSI status byte</extracomment>
        <translation>%1 a échoué sur %2 avec l&apos;état SCSI %3h et sans données sense.</translation>
    </message>
    <message>
        <source>The drive in %1 reports no volatile write cache that can be switched (IDENTIFY word 82 bit 5).</source>
        <extracomment>%1 device</extracomment>
        <translation>Le disque de %1 n&apos;indique aucun cache d&apos;écriture volatil commutable (mot IDENTIFY 82, bit 5).</translation>
    </message>
    <message>
        <source>The drive in %1 accepted the command but still reports its write cache as off.</source>
        <extracomment>%1 device</extracomment>
        <translation>Le disque de %1 a accepté la commande, mais indique toujours que son cache d&apos;écriture est désactivé.</translation>
    </message>
    <message>
        <source>The drive in %1 accepted the command but still reports its write cache as on.</source>
        <extracomment>%1 device</extracomment>
        <translation>Le disque de %1 a accepté la commande, mais indique toujours que son cache d&apos;écriture est activé.</translation>
    </message>
    <message>
        <source>The drive %1 accepted the change but still reports its write cache as off.</source>
        <extracomment>%1 device path</extracomment>
        <translation>Le disque %1 a accepté la modification, mais indique toujours que son cache d&apos;écriture est désactivé.</translation>
    </message>
    <message>
        <source>The drive %1 accepted the change but still reports its write cache as on.</source>
        <extracomment>%1 device path</extracomment>
        <translation>Le disque %1 a accepté la modification, mais indique toujours que son cache d&apos;écriture est activé.</translation>
    </message>
    <message>
        <source>The Identify Controller data has %1 bytes instead of %2.</source>
        <extracomment>%1 bytes received, %2 bytes expected</extracomment>
        <translation>Les données Identify Controller font %1 octets au lieu de %2.</translation>
    </message>
    <message>
        <source>The NVMe health log has %1 bytes instead of %2.</source>
        <extracomment>%1 bytes received, %2 bytes expected</extracomment>
        <translation>Le journal de santé NVMe fait %1 octets au lieu de %2.</translation>
    </message>
    <message>
        <source>The drive does not support this admin command.</source>
        <translation>Le disque ne prend pas en charge cette commande d&apos;administration.</translation>
    </message>
    <message>
        <source>The drive cannot save its write cache setting, so a change lasts only until the next power cycle.</source>
        <translation>Le disque ne peut pas enregistrer son réglage de cache d&apos;écriture&#xa0;: une modification ne dure donc que jusqu&apos;à la prochaine mise hors tension.</translation>
    </message>
    <message>
        <source>The drive does not allow its write cache setting to be changed.</source>
        <translation>Le disque ne permet pas de modifier son réglage de cache d&apos;écriture.</translation>
    </message>
    <message>
        <source>The drive does not provide the SMART / health log.</source>
        <translation>Le disque ne fournit pas le journal SMART / de santé.</translation>
    </message>
    <message>
        <source>The drive does not support saving its write cache setting.</source>
        <translation>Le disque ne prend pas en charge l&apos;enregistrement de son réglage de cache d&apos;écriture.</translation>
    </message>
    <message>
        <source>The drive has no volatile write cache to read or change.</source>
        <translation>Le disque n&apos;a pas de cache d&apos;écriture volatil à lire ou à modifier.</translation>
    </message>
    <message>
        <source>The drive rejected a field of the command.</source>
        <translation>Le disque a rejeté un champ de la commande.</translation>
    </message>
    <message>
        <source>The drive reported an internal error; check its health and try again.</source>
        <translation>Le disque a signalé une erreur interne&#xa0;; vérifiez son état de santé et réessayez.</translation>
    </message>
    <message>
        <source>The drive rejected the command.</source>
        <translation>Le disque a rejeté la commande.</translation>
    </message>
    <message>
        <source>%1 (NVMe status %2)</source>
        <extracomment>%1 a sentence saying what the drive did and what to do; %2 the raw NVMe status code type and status code, e.g. &quot;SCT 1h, SC 0Dh&quot;</extracomment>
        <translation>%1 (état NVMe %2)</translation>
    </message>
    <message>
        <source>The device does not accept NVMe admin commands (it is not an NVMe drive).</source>
        <translation>Le périphérique n&apos;accepte pas les commandes d&apos;administration NVMe (ce n&apos;est pas un disque NVMe).</translation>
    </message>
    <message>
        <source>Permission denied: run as root or through the DriveProof helper.</source>
        <translation>Permission refusée&#xa0;: lancez le programme en tant que root ou via le service auxiliaire de DriveProof.</translation>
    </message>
    <message>
        <source>The device is gone; reconnect it and try again.</source>
        <translation>Le périphérique a disparu&#xa0;; rebranchez-le et réessayez.</translation>
    </message>
    <message>
        <source>The drive did not answer in time; try again.</source>
        <translation>Le disque n&apos;a pas répondu à temps&#xa0;; réessayez.</translation>
    </message>
    <message>
        <source>%1 failed on %2: %3</source>
        <extracomment>%1 NVMe command name, %2 device path, %3 the reason and what to do
----------
%1 SCSI command name, %2 device path, %3 the reason and what to do</extracomment>
        <translation>%1 a échoué sur %2&#xa0;: %3</translation>
    </message>
    <message>
        <source>The data %1 returned could not be decoded: %2</source>
        <extracomment>%1 device path, %2 what is wrong with the data</extracomment>
        <translation>Les données renvoyées par %1 n&apos;ont pas pu être décodées&#xa0;: %2</translation>
    </message>
    <message>
        <source>The drive does not report whether its write cache setting can be saved (no Select / Save support), so a change lasts only until the next power cycle.</source>
        <translation>Le disque n&apos;indique pas si son réglage de cache d&apos;écriture peut être enregistré (pas de prise en charge de Select / Save)&#xa0;: une modification ne dure donc que jusqu&apos;à la prochaine mise hors tension.</translation>
    </message>
    <message>
        <source>The drive %1 has no volatile write cache to switch.</source>
        <extracomment>%1 device path</extracomment>
        <translation>Le disque %1 n&apos;a pas de cache d&apos;écriture volatil à commuter.</translation>
    </message>
    <message>
        <source>The drive %1 does not allow its write cache to be switched.</source>
        <extracomment>%1 device path</extracomment>
        <translation>Le disque %1 ne permet pas de commuter son cache d&apos;écriture.</translation>
    </message>
    <message>
        <source>The drive %1 cannot save its write cache setting, so the change cannot be kept after a power cycle. Switch it without keeping it instead.</source>
        <extracomment>%1 device path</extracomment>
        <translation>Le disque %1 ne peut pas enregistrer son réglage de cache d&apos;écriture&#xa0;: la modification ne peut donc pas être conservée après une mise hors tension. Modifiez plutôt le réglage sans le conserver.</translation>
    </message>
    <message>
        <source>The mode page header at byte %1 is cut off.</source>
        <extracomment>%1 byte offset in the drive&apos;s reply</extracomment>
        <translation>L&apos;en-tête de la page de mode à l&apos;octet %1 est tronqué.</translation>
    </message>
    <message>
        <source>Mode page %1h claims %2 bytes but only %3 are present.</source>
        <extracomment>%1 page code in hex, %2 its length in bytes, %3 bytes actually present</extracomment>
        <translation>La page de mode %1h annonce %2 octets, mais seuls %3 sont présents.</translation>
    </message>
    <message>
        <source>The MODE SENSE reply has %1 bytes, fewer than the 8-byte mode parameter header.</source>
        <extracomment>%1 number of bytes received</extracomment>
        <translation>La réponse MODE SENSE fait %1 octets, moins que l&apos;en-tête de paramètres de mode de 8 octets.</translation>
    </message>
    <message>
        <source>The MODE SENSE reply declares a mode data length of %1, too short for its own header.</source>
        <extracomment>%1 the mode data length field of the reply</extracomment>
        <translation>La réponse MODE SENSE annonce une longueur de données de mode de %1, trop courte pour son propre en-tête.</translation>
    </message>
    <message>
        <source>The MODE SENSE reply&apos;s block descriptors (%1 bytes) leave no room for a mode page in its %2 bytes.</source>
        <extracomment>%1 block descriptor length, %2 bytes present</extracomment>
        <translation>Les descripteurs de bloc de la réponse MODE SENSE (%1 octets) ne laissent pas de place pour une page de mode dans ses %2 octets.</translation>
    </message>
    <message>
        <source>The caching mode page is too short to hold the WCE bit.</source>
        <translation>La page de mode Caching est trop courte pour contenir le bit WCE.</translation>
    </message>
    <message>
        <source>The MODE SENSE reply does not contain the caching mode page (08h).</source>
        <translation>La réponse MODE SENSE ne contient pas la page de mode Caching (08h).</translation>
    </message>
    <message>
        <source>A new caching page can only be built from the current, complete caching page.</source>
        <translation>Une nouvelle page Caching ne peut être construite qu&apos;à partir de la page Caching actuelle et complète.</translation>
    </message>
    <message>
        <source>The drive reported an error but sent no sense data.</source>
        <translation>Le disque a signalé une erreur, mais n&apos;a envoyé aucune donnée sense.</translation>
    </message>
    <message>
        <source>The drive&apos;s fixed-format sense data is cut off.</source>
        <translation>Les données sense au format fixe du disque sont tronquées.</translation>
    </message>
    <message>
        <source>The drive&apos;s descriptor-format sense data is cut off.</source>
        <translation>Les données sense au format descripteur du disque sont tronquées.</translation>
    </message>
    <message>
        <source>The drive sent sense data in an unknown format (response code %1h).</source>
        <extracomment>%1 the response code byte in hex</extracomment>
        <translation>Le disque a envoyé des données sense dans un format inconnu (code de réponse %1h).</translation>
    </message>
    <message>
        <source>The drive does not support saving this page, so a change lasts only until the next power cycle.</source>
        <translation>Le disque ne prend pas en charge l&apos;enregistrement de cette page&#xa0;: une modification ne dure donc que jusqu&apos;à la prochaine mise hors tension.</translation>
    </message>
    <message>
        <source>The drive does not support the MODE SENSE(10) and MODE SELECT(10) commands, so its cache cannot be read or changed this way.</source>
        <translation>Le disque ne prend pas en charge les commandes MODE SENSE(10) et MODE SELECT(10)&#xa0;: son cache ne peut donc être ni lu ni modifié de cette façon.</translation>
    </message>
    <message>
        <source>The drive rejected the MODE SELECT command.</source>
        <translation>Le disque a rejeté la commande MODE SELECT.</translation>
    </message>
    <message>
        <source>The drive does not report the caching mode page.</source>
        <translation>Le disque ne fournit pas la page de mode Caching.</translation>
    </message>
    <message>
        <source>The drive refused the new caching page: it does not let this setting be changed.</source>
        <translation>Le disque a refusé la nouvelle page Caching&#xa0;: il ne permet pas de modifier ce réglage.</translation>
    </message>
    <message>
        <source>The drive reported a reset or a changed setting; try again.</source>
        <translation>Le disque a signalé une réinitialisation ou un réglage modifié&#xa0;; réessayez.</translation>
    </message>
    <message>
        <source>The drive is not ready (stopped, starting or without medium); try again in a moment.</source>
        <translation>Le disque n&apos;est pas prêt (arrêté, en cours de démarrage ou sans support)&#xa0;; réessayez dans un instant.</translation>
    </message>
    <message>
        <source>The drive is write protected.</source>
        <translation>Le disque est protégé en écriture.</translation>
    </message>
    <message>
        <source>The drive reported a hardware or medium error; check its health.</source>
        <translation>Le disque a signalé une erreur matérielle ou de support&#xa0;; vérifiez son état de santé.</translation>
    </message>
    <message>
        <source>The drive aborted the command; try again.</source>
        <translation>Le disque a interrompu la commande&#xa0;; réessayez.</translation>
    </message>
    <message>
        <source>The drive reported an error.</source>
        <translation>Le disque a signalé une erreur.</translation>
    </message>
    <message>
        <source>%1 (%2, %3)</source>
        <extracomment>%1 a sentence saying what the drive did and what to do; %2 SCSI sense key name, %3 additional sense code and its name, e.g. &quot;24h/00h INVALID FIELD IN CDB&quot;</extracomment>
        <translation>%1 (%2, %3)</translation>
    </message>
    <message>
        <source>The device does not accept SCSI commands, so its drive-level write cache cannot be read or changed this way.</source>
        <translation>Le périphérique n&apos;accepte pas les commandes SCSI&#xa0;: le cache d&apos;écriture du disque lui-même ne peut donc être ni lu ni modifié de cette façon.</translation>
    </message>
    <message>
        <source>The drive did not answer in time; check its cable and power.</source>
        <translation>Le disque n&apos;a pas répondu à temps&#xa0;; vérifiez son câble et son alimentation.</translation>
    </message>
    <message>
        <source>The connection to the drive failed (host status %1h); check its cable and power.</source>
        <extracomment>%1 the Linux host status code in hex</extracomment>
        <translation>La connexion au disque a échoué (état de l&apos;hôte %1h)&#xa0;; vérifiez son câble et son alimentation.</translation>
    </message>
    <message>
        <source>The drive is busy; try again in a moment.</source>
        <translation>Le disque est occupé&#xa0;; réessayez dans un instant.</translation>
    </message>
    <message>
        <source>The drive returned SCSI status %1h without sense data.</source>
        <extracomment>%1 SCSI status byte in hex</extracomment>
        <translation>Le disque a renvoyé l&apos;état SCSI %1h sans données sense.</translation>
    </message>
    <message>
        <source>The caching mode page of %1 could not be decoded: %2</source>
        <extracomment>%1 device path, %2 what is wrong with the reply</extracomment>
        <translation>La page de mode Caching de %1 n&apos;a pas pu être décodée&#xa0;: %2</translation>
    </message>
    <message>
        <source>The drive %1 does not allow its write cache to be switched (its caching page marks WCE as not changeable).</source>
        <extracomment>%1 device path</extracomment>
        <translation>Le disque %1 ne permet pas de commuter son cache d&apos;écriture (sa page Caching indique que WCE n&apos;est pas modifiable).</translation>
    </message>
    <message>
        <source>The drive %1 cannot save its caching page, so the change cannot be kept after a power cycle. Switch it without keeping it instead.</source>
        <extracomment>%1 device path</extracomment>
        <translation>Le disque %1 ne peut pas enregistrer sa page Caching&#xa0;: la modification ne peut donc pas être conservée après une mise hors tension. Modifiez plutôt le réglage sans le conserver.</translation>
    </message>
    <message>
        <source>%1 is not a whole SCSI disk; only those can be asked to re-read their caching page.</source>
        <extracomment>%1 kernel block device name</extracomment>
        <translation>%1 n&apos;est pas un disque SCSI entier&#xa0;; seuls ces disques peuvent être invités à relire leur page Caching.</translation>
    </message>
    <message>
        <source>Could not ask the kernel to re-read the settings of %1: %2. Its view of the write cache may be out of date until the next reboot.</source>
        <extracomment>%1 kernel block device name, %2 system error text</extracomment>
        <translation>Impossible de demander au noyau de relire les réglages de %1&#xa0;: %2. Sa vue du cache d&apos;écriture risque d&apos;être périmée jusqu&apos;au prochain redémarrage.</translation>
    </message>
    <message>
        <source>udisks2 could not save the write-cache setting: %1. The change lasts only until the next power cycle.</source>
        <extracomment>%1 udisks2&apos;s error message</extracomment>
        <translation>udisks2 n&apos;a pas pu enregistrer le réglage du cache d&apos;écriture&#xa0;: %1. La modification ne dure que jusqu&apos;à la prochaine mise hors tension.</translation>
    </message>
    <message>
        <source>%1 is a file used as a drive (%2): the drive-level write cache does not apply; the kernel&apos;s view shows whether it passes flushes on to the file.</source>
        <extracomment>%1 device path, %2 the file behind the loop device</extracomment>
        <translation>%1 est un fichier utilisé comme disque (%2)&#xa0;: le cache d&apos;écriture d&apos;un disque ne s&apos;applique pas ici&#xa0;; la vue du noyau indique s&apos;il transmet les vidages de cache (flush) au fichier.</translation>
    </message>
    <message>
        <source>%1 is a virtual disk: the real drive and its cache are on the host, out of reach from this machine. Only the kernel&apos;s view is shown; whether flushes reach the host&apos;s drive depends on the hypervisor&apos;s cache mode.</source>
        <extracomment>%1 device path</extracomment>
        <translation>%1 est un disque virtuel&#xa0;: le vrai disque et son cache se trouvent sur l&apos;hôte, hors de portée de cette machine. Seule la vue du noyau est affichée&#xa0;; que les vidages de cache (flush) atteignent ou non le disque de l&apos;hôte dépend du mode de cache de l&apos;hyperviseur.</translation>
    </message>
    <message>
        <source>%1 takes no drive commands: the drive-level write cache does not apply, only the kernel&apos;s view.</source>
        <extracomment>%1 device path</extracomment>
        <translation>%1 n&apos;accepte aucune commande de disque&#xa0;: le cache d&apos;écriture d&apos;un disque ne s&apos;applique pas ici, seule la vue du noyau compte.</translation>
    </message>
    <message>
        <source>DriveProof does not know how to ask %1 about its write cache (unknown transport).</source>
        <extracomment>%1 device path</extracomment>
        <translation>DriveProof ne sait pas comment interroger %1 sur son cache d&apos;écriture (interface inconnue).</translation>
    </message>
    <message>
        <source>The kernel says write through but the drive&apos;s cache is on: the kernel no longer sends flushes, so committed data can be lost at a power cut. Switch the drive&apos;s cache off, or let the kernel re-read the drive&apos;s setting.</source>
        <translation>Le noyau indique «&#xa0;write through&#xa0;», mais le cache du disque est activé&#xa0;: le noyau n&apos;envoie plus de vidages de cache (flush), et des données validées peuvent donc être perdues lors d&apos;une coupure de courant. Désactivez le cache du disque, ou faites relire au noyau le réglage du disque.</translation>
    </message>
    <message>
        <source>The kernel still sends flushes although the drive&apos;s cache is off: safe, only slightly slower.</source>
        <translation>Le noyau envoie toujours des vidages de cache (flush) bien que le cache du disque soit désactivé&#xa0;: c&apos;est sûr, juste un peu plus lent.</translation>
    </message>
    <message>
        <source>The cache is off now, but the saved setting switches it back on at the next power cycle.</source>
        <translation>Le cache est désactivé maintenant, mais le réglage enregistré le réactivera à la prochaine mise sous tension.</translation>
    </message>
    <message>
        <source>The cache is on now, but the saved setting switches it off at the next power cycle.</source>
        <translation>Le cache est activé maintenant, mais le réglage enregistré le désactivera à la prochaine mise sous tension.</translation>
    </message>
    <message>
        <source>%1 cannot keep this setting after a power cycle here, so nothing was changed. Switch it without &quot;keep after reboot&quot;: it then lasts until the next power cycle.</source>
        <extracomment>%1 device path</extracomment>
        <translation>%1 ne peut pas conserver ce réglage après une mise hors tension ici&#xa0;: rien n&apos;a donc été modifié. Modifiez-le sans «&#xa0;Conserver après redémarrage&#xa0;»&#xa0;: il durera alors jusqu&apos;à la prochaine mise hors tension.</translation>
    </message>
    <message>
        <source>%1 has no volatile write cache that can be switched.</source>
        <extracomment>%1 device path</extracomment>
        <translation>%1 n&apos;a pas de cache d&apos;écriture volatil commutable.</translation>
    </message>
    <message>
        <source>%1 does not allow its write cache setting to be changed.</source>
        <extracomment>%1 device path</extracomment>
        <translation>%1 ne permet pas de modifier son réglage de cache d&apos;écriture.</translation>
    </message>
    <message>
        <source>The helper&apos;s write-cache reply names no device.</source>
        <translation>La réponse du service auxiliaire concernant le cache d&apos;écriture n&apos;indique aucun périphérique.</translation>
    </message>
    <message>
        <source>%1 is a virtual disk (%2): the write cache it reports is the hypervisor&apos;s emulation. Whether a flush reaches a real drive depends on the hypervisor&apos;s cache mode on the host.</source>
        <extracomment>%1 device path, %2 who emulates the disk: &quot;QEMU&quot;, &quot;VMware&quot;, &quot;Hyper-V&quot;, &quot;virtio&quot;...</extracomment>
        <translation>%1 est un disque virtuel (%2)&#xa0;: le cache d&apos;écriture qu&apos;il indique est une émulation de l&apos;hyperviseur. Qu&apos;un vidage de cache (flush) atteigne ou non un vrai disque dépend du mode de cache de l&apos;hyperviseur sur l&apos;hôte.</translation>
    </message>
    <message>
        <source>Whether the write cache of %1 is on could not be read: %2</source>
        <extracomment>%1 device path, %2 the error the drive or the kernel gave</extracomment>
        <translation>Impossible de déterminer si le cache d&apos;écriture de %1 est activé&#xa0;: %2</translation>
    </message>
    <message>
        <source>Whether the write cache of %1 can be switched could not be read: %2</source>
        <extracomment>%1 device path, %2 the error the drive or the kernel gave</extracomment>
        <translation>Impossible de déterminer si le cache d&apos;écriture de %1 peut être commuté&#xa0;: %2</translation>
    </message>
    <message>
        <source>The saved write cache setting of %1 could not be read: %2</source>
        <extracomment>%1 device path, %2 the error the drive or the kernel gave</extracomment>
        <translation>Le réglage enregistré du cache d&apos;écriture de %1 n&apos;a pas pu être lu&#xa0;: %2</translation>
    </message>
    <message>
        <source>Finding %1 (%2)</source>
        <extracomment>a finding this version does not know (from a newer helper); %1 its code, %2 its arguments</extracomment>
        <translation>Constat %1 (%2)</translation>
    </message>
    <message>
        <source>write back</source>
        <extracomment>the kernel&apos;s view of a drive&apos;s cache (queue/write_cache): it sends flushes</extracomment>
        <translation>écriture différée</translation>
    </message>
    <message>
        <source>write through</source>
        <extracomment>the kernel&apos;s view of a drive&apos;s cache (queue/write_cache): it sends no flushes</extracomment>
        <translation>écriture immédiate</translation>
    </message>
    <message>
        <source>The helper&apos;s write-cache reply has findings in a form this version does not read. Restart DriveProof after an update.</source>
        <translation>La réponse du service auxiliaire concernant le cache d&apos;écriture contient des constats sous une forme que cette version ne sait pas lire. Redémarrez DriveProof après une mise à jour.</translation>
    </message>
    <message>
        <source>The helper&apos;s write-cache reply has a finding without a code. Restart DriveProof after an update.</source>
        <translation>La réponse du service auxiliaire concernant le cache d&apos;écriture contient un constat sans code. Redémarrez DriveProof après une mise à jour.</translation>
    </message>
    <message>
        <source>A self-test is already running on the drive.</source>
        <translation>Un autotest est déjà en cours sur le disque.</translation>
    </message>
</context>
<context>
    <name>DriveProof::Capacity</name>
    <message>
        <source>Writing records</source>
        <translation>Écriture des enregistrements</translation>
    </message>
    <message>
        <source>Pushing the drive&apos;s cache out</source>
        <translation>Vidage forcé du cache du disque</translation>
    </message>
    <message>
        <source>Reading back</source>
        <translation>Relecture</translation>
    </message>
    <message>
        <source>Closing in on the boundary</source>
        <translation>Resserrement autour de la limite</translation>
    </message>
    <message>
        <source>records written elsewhere (wrap-around)</source>
        <translation>enregistrements écrits ailleurs (bouclage)</translation>
    </message>
    <message>
        <source>zeros</source>
        <translation>des zéros</translation>
    </message>
    <message>
        <source>not what was written</source>
        <translation>pas ce qui a été écrit</translation>
    </message>
    <message>
        <source>damaged records</source>
        <translation>enregistrements endommagés</translation>
    </message>
    <message>
        <source>read errors</source>
        <translation>erreurs de lecture</translation>
    </message>
    <message>
        <source>Usable size proved: %1 (%2 bytes).</source>
        <extracomment>%1 a size, e.g. &quot;62.1 GB&quot;, %2 the same in bytes</extracomment>
        <translation>Taille utilisable prouvée : %1 (%2 octets).</translation>
    </message>
    <message>
        <source>First bad block at byte %1; the boundary is known to within %2.</source>
        <extracomment>%1 a byte offset as a number, %2 a size, e.g. &quot;4 kB&quot;</extracomment>
        <translation>Premier bloc défectueux à l’octet %1 ; la limite est connue à %2 près.</translation>
    </message>
    <message numerus="yes">
        <source>%n write request(s), %1 written, in %2 s.</source>
        <extracomment>%n write requests, %1 a size, e.g. &quot;1.1 GB&quot;, %2 seconds, e.g. &quot;12.5&quot;</extracomment>
        <translation>
            <numerusform>%n requête d’écriture, %1 écrits, en %2 s.</numerusform>
            <numerusform>%n requêtes d’écriture, %1 écrits, en %2 s.</numerusform>
        </translation>
    </message>
    <message>
        <source>Genuine: every record written across all %1 bytes (%2) read back where it was written.</source>
        <extracomment>%1 the drive&apos;s size in bytes as a number, %2 the same size short, e.g. &quot;1.0 TB&quot;</extracomment>
        <translation>Authentique : chaque enregistrement écrit sur l’ensemble des %1 octets (%2) a été relu là où il avait été écrit.</translation>
    </message>
    <message>
        <source>Fake: only the first %1 are real; writes beyond that land at the start again (wrap-around). The drive claims %2.</source>
        <extracomment>%1 the real size, e.g. &quot;62.1 GB&quot;, %2 the size the drive claims, e.g. &quot;128.0 GB&quot;</extracomment>
        <translation>Contrefaçon : seuls les %1 premiers sont réels ; les écritures au-delà retombent au début (bouclage). Le disque annonce %2.</translation>
    </message>
    <message>
        <source>Fake: writes beyond %1 are thrown away. The drive claims %2.</source>
        <extracomment>%1 where the real part ends, e.g. &quot;120.3 GB&quot;, %2 the size the drive claims</extracomment>
        <translation>Contrefaçon : les écritures au-delà de %1 sont jetées. Le disque annonce %2.</translation>
    </message>
    <message numerus="yes">
        <source>Damaged: %n block(s) did not hold what was written, the first at %1.</source>
        <extracomment>%n how many blocks, %1 the position of the first one, e.g. &quot;3.2 GB&quot;</extracomment>
        <translation>
            <numerusform>Endommagé : %n bloc ne contenait pas ce qui avait été écrit, le premier à %1.</numerusform>
            <numerusform>Endommagé : %n blocs ne contenaient pas ce qui avait été écrit, le premier à %1.</numerusform>
        </translation>
    </message>
    <message>
        <source>Could not decide: the test was cancelled.</source>
        <translation>Impossible de conclure : le test a été annulé.</translation>
    </message>
    <message>
        <source>Could not decide: the drive did not accept a flush of its cache.</source>
        <translation>Impossible de conclure : le disque n’a pas accepté le vidage de son cache.</translation>
    </message>
    <message>
        <source>Could not decide: the device is too small to test.</source>
        <translation>Impossible de conclure : le périphérique est trop petit pour être testé.</translation>
    </message>
    <message>
        <source>Could not decide: nothing that was written could be read back.</source>
        <translation>Impossible de conclure : rien de ce qui a été écrit n’a pu être relu.</translation>
    </message>
    <message>
        <source>The drive was reset before reading back: what its controller kept in memory was lost.</source>
        <translation>Le disque a été réinitialisé avant la relecture : ce que son contrôleur gardait en mémoire est perdu.</translation>
    </message>
    <message>
        <source>The drive was reset before reading back but did not come back.</source>
        <translation>Le disque a été réinitialisé avant la relecture mais n’est pas revenu.</translation>
    </message>
    <message>
        <source>Not reset before reading back: this device cannot be reset.</source>
        <translation>Pas de réinitialisation avant la relecture : cet appareil ne peut pas être réinitialisé.</translation>
    </message>
    <message>
        <source>Not reset before reading back: only a USB drive can be reset on its own.</source>
        <translation>Pas de réinitialisation avant la relecture : seul un disque USB peut être réinitialisé isolément.</translation>
    </message>
    <message>
        <source>Not reset before reading back: only a run as root can reset a USB drive (sudo driveproof-cli capacity).</source>
        <translation>Pas de réinitialisation avant la relecture : seule une exécution en root peut réinitialiser un disque USB (sudo driveproof-cli capacity).</translation>
    </message>
    <message>
        <source>Not reset before reading back: a partition was checked, and a reset would touch the whole drive.</source>
        <translation>Pas de réinitialisation avant la relecture : une partition a été vérifiée, et une réinitialisation toucherait tout le disque.</translation>
    </message>
    <message>
        <source>Not reset before reading back: its USB device carries other drives too.</source>
        <translation>Pas de réinitialisation avant la relecture : son appareil USB porte aussi d’autres disques.</translation>
    </message>
    <message>
        <source>Not reset before reading back: the kernel refused (%1).</source>
        <extracomment>%1 the system&apos;s error message, e.g. &quot;Operation not permitted&quot;</extracomment>
        <translation>Pas de réinitialisation avant la relecture : le noyau a refusé (%1).</translation>
    </message>
    <message>
        <source>Waiting for the drive&apos;s cache to write back</source>
        <translation>Attente de l&apos;écriture du cache du disque</translation>
    </message>
</context>
<context>
    <name>DriveProof::Cli</name>
    <message>
        <source>Logical sector size in bytes (images: 512).</source>
        <translation>Taille de secteur logique en octets (images&#xa0;: 512).</translation>
    </message>
    <message>
        <source>Physical sector size in bytes (images: 4096).</source>
        <translation>Taille de secteur physique en octets (images&#xa0;: 4096).</translation>
    </message>
    <message>
        <source>Optimal I/O size in bytes, 0 = not reported (images: 0).</source>
        <translation>Taille d&apos;E/S optimale en octets, 0 = non indiquée (images&#xa0;: 0).</translation>
    </message>
    <message>
        <source>Bytes from LBA 0 to the next physical sector boundary (images: 0).</source>
        <translation>Octets entre le LBA 0 et la limite de secteur physique suivante (images&#xa0;: 0).</translation>
    </message>
    <message>
        <source>%1 %2 is not a number of bytes. Give a whole number such as 4096.</source>
        <extracomment>%1 option name, %2 the value given</extracomment>
        <translation>%1 %2 n&apos;est pas un nombre d&apos;octets. Indiquez un nombre entier tel que 4096.</translation>
    </message>
    <message>
        <source>%1 %2 is not a valid block size. Give a power of two from 512 to 1048576 bytes, e.g. 4096.</source>
        <extracomment>%1 option name, %2 the value given</extracomment>
        <translation>%1 %2 n&apos;est pas une taille de bloc valide. Indiquez une puissance de deux entre 512 et 1048576 octets, par ex. 4096.</translation>
    </message>
    <message>
        <source>--physical-block-size %1 is smaller than --logical-block-size %2: a physical sector holds one or more logical sectors.</source>
        <extracomment>%1 physical size given, %2 logical size given</extracomment>
        <translation>--physical-block-size %1 est inférieur à --logical-block-size %2&#xa0;: un secteur physique contient un ou plusieurs secteurs logiques.</translation>
    </message>
    <message>
        <source>--physical-block-size %1 is smaller than the %3-byte logical sectors of %2: a physical sector holds one or more logical sectors.</source>
        <extracomment>%1 physical size given, %2 device, %3 its logical sector size</extracomment>
        <translation>--physical-block-size %1 est inférieur aux secteurs logiques de %3 octets de %2&#xa0;: un secteur physique contient un ou plusieurs secteurs logiques.</translation>
    </message>
    <message>
        <source>%1 %2 is not valid. Give 0 (not reported) or a multiple of the physical block size (%3 bytes) up to 1 GiB.</source>
        <extracomment>%1 option name, %2 the value given, %3 physical sector size</extracomment>
        <translation>%1 %2 n&apos;est pas valide. Indiquez 0 (non indiquée) ou un multiple de la taille de bloc physique (%3 octets) jusqu&apos;à 1 GiB.</translation>
    </message>
    <message>
        <source>%1 %2 is not valid. Give a multiple of the logical block size (%3 bytes) smaller than the physical block size (%4 bytes), e.g. 0.</source>
        <extracomment>%1 option name, %2 the value given, %3 logical and %4 physical sector size</extracomment>
        <translation>%1 %2 n&apos;est pas valide. Indiquez un multiple de la taille de bloc logique (%3 octets) inférieur à la taille de bloc physique (%4 octets), par ex. 0.</translation>
    </message>
    <message>
        <source>yes</source>
        <translation>oui</translation>
    </message>
    <message>
        <source>no</source>
        <translation>non</translation>
    </message>
    <message numerus="yes">
        <source>%n byte(s)</source>
        <extracomment>%n bytes of the optimal I/O size
----------
a size in bytes, e.g. &quot;4096 bytes&quot;</extracomment>
        <translation>
            <numerusform>%n octet</numerusform>
            <numerusform>%n octets</numerusform>
        </translation>
    </message>
    <message>
        <source>not reported</source>
        <translation>non indiqué</translation>
    </message>
    <message>
        <source>%1: %2 partition table, logical sector %3 bytes, physical sector %4 bytes, optimal I/O size %5, alignment offset %6 bytes.</source>
        <extracomment>%1 device or image, %2 &quot;dos&quot;/&quot;gpt&quot;, %3 and %4 sector sizes in bytes, %5 optimal I/O size (&quot;65536 bytes&quot; or &quot;not reported&quot;), %6 alignment offset in bytes</extracomment>
        <translation>%1&#xa0;: table des partitions %2, secteur logique %3 octets, secteur physique %4 octets, taille d&apos;E/S optimale %5, décalage d&apos;alignement %6 octets.</translation>
    </message>
    <message>
        <source>unknown</source>
        <translation>inconnu</translation>
    </message>
    <message>
        <source>The partition table of %1 has no partitions.</source>
        <extracomment>%1 device or image</extracomment>
        <translation>La table des partitions de %1 ne contient aucune partition.</translation>
    </message>
    <message>
        <source>PARTITION</source>
        <translation>PARTITION</translation>
    </message>
    <message>
        <source>START (sector)</source>
        <translation>DÉBUT (secteur)</translation>
    </message>
    <message>
        <source>START (bytes)</source>
        <translation>DÉBUT (octets)</translation>
    </message>
    <message>
        <source>LOGICAL</source>
        <translation>LOGIQUE</translation>
    </message>
    <message>
        <source>PHYSICAL</source>
        <translation>PHYSIQUE</translation>
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
        <translation>VERDICT</translation>
    </message>
    <message>
        <source>No drive or file named %1. Give a drive such as /dev/sdb (see &apos;driveproof-cli list&apos;) or the path of a disk image.</source>
        <extracomment>%1 what the user typed</extracomment>
        <translation>Aucun disque ni fichier nommé %1. Indiquez un disque tel que /dev/sdb (voir &apos;driveproof-cli list&apos;) ou le chemin d&apos;une image disque.</translation>
    </message>
    <message>
        <source>%1 is a partition. Give the whole drive instead: &apos;driveproof-cli align %2&apos;.</source>
        <extracomment>%1 the partition given, %2 its whole drive</extracomment>
        <translation>%1 est une partition. Indiquez plutôt le disque entier&#xa0;: &apos;driveproof-cli align %2&apos;.</translation>
    </message>
    <message>
        <source>Check that every partition of a drive or a disk image starts on a boundary that suits the drive: its physical sectors, 1 MiB and its optimal I/O size.</source>
        <translation>Vérifier que chaque partition d&apos;un disque ou d&apos;une image disque commence sur une limite qui convient au disque&#xa0;: ses secteurs physiques, 1 MiB et sa taille d&apos;E/S optimale.</translation>
    </message>
    <message>
        <source>A drive (/dev/sdb, sdb) or a disk image file.</source>
        <translation>Un disque (/dev/sdb, sdb) ou un fichier image disque.</translation>
    </message>
    <message>
        <source>Print JSON (keys in docs/json.md).</source>
        <translation>Afficher du JSON (clés décrites dans docs/json.md).</translation>
    </message>
    <message>
        <source>&apos;align&apos; needs exactly one drive or disk image, e.g. &apos;driveproof-cli align /dev/sdb&apos; or &apos;driveproof-cli align disk.img&apos;.</source>
        <translation>&apos;align&apos; attend exactement un disque ou une image disque, par ex. &apos;driveproof-cli align /dev/sdb&apos; ou &apos;driveproof-cli align disk.img&apos;.</translation>
    </message>
    <message>
        <source>on</source>
        <extracomment>the drive&apos;s write cache</extracomment>
        <translation>activé</translation>
    </message>
    <message>
        <source>off</source>
        <translation>désactivé</translation>
    </message>
    <message>
        <source>yes, through udisks2 (re-applied at every boot)</source>
        <translation>oui, via udisks2 (réappliqué à chaque démarrage)</translation>
    </message>
    <message>
        <source>yes, saved in the drive</source>
        <translation>oui, enregistré dans le disque</translation>
    </message>
    <message>
        <source>no: a change lasts until the next power cycle</source>
        <translation>non&#xa0;: une modification dure jusqu&apos;à la prochaine mise hors tension</translation>
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
        <translation>aucun (n&apos;accepte aucune commande de disque)</translation>
    </message>
    <message>
        <source>Device</source>
        <translation>Périphérique</translation>
    </message>
    <message>
        <source>Protocol</source>
        <translation>Protocole</translation>
    </message>
    <message>
        <source>Drive has a write cache</source>
        <translation>Le disque a un cache d&apos;écriture</translation>
    </message>
    <message>
        <source>Drive&apos;s cache now</source>
        <translation>Cache du disque actuellement</translation>
    </message>
    <message>
        <source>Saved setting</source>
        <translation>Réglage enregistré</translation>
    </message>
    <message>
        <source>none</source>
        <translation>aucun</translation>
    </message>
    <message>
        <source>Can be changed</source>
        <translation>Modifiable</translation>
    </message>
    <message>
        <source>Keeps after reboot</source>
        <translation>Conservé après redémarrage</translation>
    </message>
    <message>
        <source>Kernel&apos;s view</source>
        <translation>Vue du noyau</translation>
    </message>
    <message>
        <source>Kernel uses FUA</source>
        <translation>Le noyau utilise FUA</translation>
    </message>
    <message>
        <source>Sources</source>
        <translation>Sources</translation>
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
        <translation>bon</translation>
    </message>
    <message>
        <source>caution</source>
        <translation>attention</translation>
    </message>
    <message>
        <source>bad</source>
        <translation>mauvais</translation>
    </message>
    <message>
        <source>Overall</source>
        <translation>Bilan</translation>
    </message>
    <message>
        <source>Temperature</source>
        <extracomment>temperature in degrees Celsius</extracomment>
        <translation>Température</translation>
    </message>
    <message>
        <source>%1 °C</source>
        <translation>%1 °C</translation>
    </message>
    <message>
        <source>Power-on hours</source>
        <translation>Heures de fonctionnement</translation>
    </message>
    <message>
        <source>Power cycles</source>
        <translation>Cycles d&apos;alimentation</translation>
    </message>
    <message>
        <source>Unsafe shutdowns</source>
        <translation>Arrêts non sécurisés</translation>
    </message>
    <message>
        <source>Bad sectors</source>
        <translation>Secteurs défectueux</translation>
    </message>
    <message>
        <source>Media errors</source>
        <translation>Erreurs de support</translation>
    </message>
    <message>
        <source>Wear</source>
        <extracomment>wear of an SSD, in percent of its rated life</extracomment>
        <translation>Usure</translation>
    </message>
    <message>
        <source>%1 %</source>
        <translation>%1&#xa0;%</translation>
    </message>
    <message>
        <source>Available spare</source>
        <translation>Réserve disponible</translation>
    </message>
    <message>
        <source>Source</source>
        <translation>Source</translation>
    </message>
    <message>
        <source>%1 is a partition; the write cache and health belong to the whole drive. Give %2 instead.</source>
        <extracomment>%1 partition the user gave, %2 its whole drive</extracomment>
        <translation>%1 est une partition&#xa0;; le cache d&apos;écriture et l&apos;état de santé appartiennent au disque entier. Indiquez plutôt %2.</translation>
    </message>
    <message>
        <source>Show the drive&apos;s volatile write cache next to the kernel&apos;s view, or switch it.</source>
        <translation>Afficher le cache d&apos;écriture volatil du disque à côté de la vue du noyau, ou le commuter.</translation>
    </message>
    <message>
        <source>A drive, e.g. /dev/sda.</source>
        <translation>Un disque, par ex. /dev/sda.</translation>
    </message>
    <message>
        <source>Switch the drive&apos;s cache on or off.</source>
        <translation>Activer ou désactiver le cache du disque.</translation>
    </message>
    <message>
        <source>Keep the setting after a power cycle, where the drive or udisks2 can keep it honestly.</source>
        <translation>Conserver le réglage après une mise hors tension, là où le disque ou udisks2 peut le conserver de façon fiable.</translation>
    </message>
    <message>
        <source>&apos;cache&apos; needs exactly one DEVICE, e.g. &apos;driveproof-cli cache /dev/sda&apos;.</source>
        <translation>&apos;cache&apos; attend exactement un DEVICE, par ex. &apos;driveproof-cli cache /dev/sda&apos;.</translation>
    </message>
    <message>
        <source>--set takes &apos;on&apos; or &apos;off&apos;, not &apos;%1&apos;.</source>
        <extracomment>%1 the value the user gave</extracomment>
        <translation>--set attend &apos;on&apos; ou &apos;off&apos;, pas &apos;%1&apos;.</translation>
    </message>
    <message>
        <source>--persist goes with --set on|off.</source>
        <translation>--persist s&apos;utilise avec --set on|off.</translation>
    </message>
    <message>
        <source>Show the drive&apos;s health: overall verdict, temperature, hours, power cycles, unsafe shutdowns.</source>
        <translation>Afficher l&apos;état de santé du disque&#xa0;: bilan, température, heures de fonctionnement, cycles d&apos;alimentation, arrêts non sécurisés.</translation>
    </message>
    <message>
        <source>&apos;health&apos; needs exactly one DEVICE, e.g. &apos;driveproof-cli health /dev/sda&apos;.</source>
        <translation>&apos;health&apos; attend exactement un DEVICE, par ex. &apos;driveproof-cli health /dev/sda&apos;.</translation>
    </message>
    <message>
        <source>Show help for this command.</source>
        <translation>Afficher l&apos;aide de cette commande.</translation>
    </message>
    <message>
        <source>%1. Try &apos;driveproof-cli %2 --help&apos;.</source>
        <extracomment>%1 the parser&apos;s error, %2 the subcommand</extracomment>
        <translation>%1. Essayez &apos;driveproof-cli %2 --help&apos;.</translation>
    </message>
    <message>
        <source>%1 (%2 bytes)</source>
        <extracomment>%1 size with unit, e.g. &quot;500.1 GB&quot;; %2 exact byte count</extracomment>
        <translation>%1 (%2 octets)</translation>
    </message>
    <message>
        <source>raw, 512 bytes</source>
        <translation>brut, 512 octets</translation>
    </message>
    <message>
        <source>hex words (hdparm --Istdout)</source>
        <translation>mots hexadécimaux (hdparm --Istdout)</translation>
    </message>
    <message>
        <source>%1 (48-bit addressing)</source>
        <extracomment>%1 number of sectors</extracomment>
        <translation>%1 (adressage 48 bits)</translation>
    </message>
    <message>
        <source>%1 (28-bit addressing)</source>
        <translation>%1 (adressage 28 bits)</translation>
    </message>
    <message>
        <source>%1 (not reported; assumed)</source>
        <extracomment>%1 a size in bytes; the drive predates sector size reporting (IDENTIFY word 106)</extracomment>
        <translation>%1 (non indiqué&#xa0;; supposé)</translation>
    </message>
    <message>
        <source>non-rotating (solid state)</source>
        <translation>non rotatif (semi-conducteurs)</translation>
    </message>
    <message>
        <source>%L1 rpm</source>
        <extracomment>%L1 revolutions per minute</extracomment>
        <translation>%L1 rpm</translation>
    </message>
    <message>
        <source>yes, queue depth %1</source>
        <extracomment>%1 the number of commands the drive can queue</extracomment>
        <translation>oui, profondeur de file d&apos;attente %1</translation>
    </message>
    <message>
        <source>IDENTIFY dump</source>
        <translation>Vidage IDENTIFY</translation>
    </message>
    <message>
        <source>Format</source>
        <translation>Format</translation>
    </message>
    <message>
        <source>Model</source>
        <translation>Modèle</translation>
    </message>
    <message>
        <source>Serial number</source>
        <translation>Numéro de série</translation>
    </message>
    <message>
        <source>Firmware</source>
        <translation>Firmware</translation>
    </message>
    <message>
        <source>Capacity</source>
        <translation>Capacité</translation>
    </message>
    <message>
        <source>Sectors</source>
        <translation>Secteurs</translation>
    </message>
    <message>
        <source>Logical sector</source>
        <translation>Secteur logique</translation>
    </message>
    <message>
        <source>Physical sector</source>
        <translation>Secteur physique</translation>
    </message>
    <message>
        <source>Alignment offset</source>
        <extracomment>where logical sector 0 starts inside its physical sector</extracomment>
        <translation>Décalage d&apos;alignement</translation>
    </message>
    <message>
        <source>Rotation rate</source>
        <translation>Vitesse de rotation</translation>
    </message>
    <message>
        <source>Write cache supported</source>
        <translation>Cache d&apos;écriture pris en charge</translation>
    </message>
    <message>
        <source>Write cache enabled</source>
        <translation>Cache d&apos;écriture activé</translation>
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
        <translation>Somme de contrôle</translation>
    </message>
    <message>
        <source>correct</source>
        <translation>correcte</translation>
    </message>
    <message>
        <source>not present</source>
        <translation>absente</translation>
    </message>
    <message>
        <source>Note</source>
        <translation>Remarque</translation>
    </message>
    <message>
        <source>the drive marked this data as incomplete</source>
        <translation>le disque a marqué ces données comme incomplètes</translation>
    </message>
    <message>
        <source>Backing file</source>
        <translation>Fichier d&apos;appui</translation>
    </message>
    <message>
        <source>Vendor</source>
        <translation>Fabricant</translation>
    </message>
    <message>
        <source>WWN</source>
        <translation>WWN</translation>
    </message>
    <message>
        <source>Transport</source>
        <translation>Interface</translation>
    </message>
    <message>
        <source>Size</source>
        <translation>Taille</translation>
    </message>
    <message>
        <source>Minimum I/O</source>
        <translation>E/S minimale</translation>
    </message>
    <message>
        <source>Optimal I/O</source>
        <translation>E/S optimale</translation>
    </message>
    <message>
        <source>Media</source>
        <translation>Support</translation>
    </message>
    <message>
        <source>Removable</source>
        <translation>Amovible</translation>
    </message>
    <message>
        <source>Read-only</source>
        <translation>Lecture seule</translation>
    </message>
    <message>
        <source>Write cache (kernel view)</source>
        <translation>Cache d&apos;écriture (vue du noyau)</translation>
    </message>
    <message>
        <source>FUA</source>
        <translation>FUA</translation>
    </message>
    <message>
        <source>Mounted on</source>
        <translation>Monté sur</translation>
    </message>
    <message>
        <source>not mounted</source>
        <translation>non monté</translation>
    </message>
    <message>
        <source>Held by</source>
        <translation>Utilisé par</translation>
    </message>
    <message>
        <source>nothing</source>
        <translation>rien</translation>
    </message>
    <message>
        <source>SIZE</source>
        <translation>TAILLE</translation>
    </message>
    <message>
        <source>MOUNTED ON</source>
        <translation>MONTÉ SUR</translation>
    </message>
    <message>
        <source>Not known:</source>
        <translation>Inconnu&#xa0;:</translation>
    </message>
    <message>
        <source>  %1: %2</source>
        <extracomment>%1 what is missing, %2 why</extracomment>
        <translation>  %1&#xa0;: %2</translation>
    </message>
    <message>
        <source>Show everything known about one drive.</source>
        <translation>Afficher tout ce que l&apos;on sait d&apos;un disque.</translation>
    </message>
    <message>
        <source>A drive, e.g. /dev/sda or sda.</source>
        <translation>Un disque, par ex. /dev/sda ou sda.</translation>
    </message>
    <message>
        <source>Decode a saved ATA IDENTIFY dump instead of a drive: 512 raw bytes, or the hex words that &apos;hdparm --Istdout&apos; prints.</source>
        <translation>Décoder un vidage ATA IDENTIFY enregistré au lieu d&apos;un disque&#xa0;: 512 octets bruts, ou les mots hexadécimaux qu&apos;affiche &apos;hdparm --Istdout&apos;.</translation>
    </message>
    <message>
        <source>FILE</source>
        <translation>FILE</translation>
    </message>
    <message>
        <source>&apos;info --identify-file FILE&apos; takes no DEVICE: it decodes the file alone.</source>
        <translation>&apos;info --identify-file FILE&apos; n&apos;accepte pas de DEVICE&#xa0;: la commande décode uniquement le fichier.</translation>
    </message>
    <message>
        <source>&apos;info&apos; needs exactly one DEVICE, e.g. &apos;driveproof-cli info /dev/sda&apos;.</source>
        <translation>&apos;info&apos; attend exactement un DEVICE, par ex. &apos;driveproof-cli info /dev/sda&apos;.</translation>
    </message>
    <message>
        <source>file</source>
        <translation>fichier</translation>
    </message>
    <message>
        <source>solid state</source>
        <translation>semi-conducteurs</translation>
    </message>
    <message>
        <source>%1 rpm</source>
        <translation>%1 rpm</translation>
    </message>
    <message>
        <source>rotational</source>
        <translation>rotatif</translation>
    </message>
    <message>
        <source>List the drives on this machine: identity, size, sector sizes, media, the kernel&apos;s write-cache view and mount points.</source>
        <translation>Lister les disques de cette machine&#xa0;: identité, taille, tailles de secteur, support, vue du noyau sur le cache d&apos;écriture et points de montage.</translation>
    </message>
    <message>
        <source>&apos;list&apos; takes no arguments. Use &apos;driveproof-cli info DEVICE&apos; for one drive.</source>
        <translation>&apos;list&apos; n&apos;accepte aucun argument. Utilisez &apos;driveproof-cli info DEVICE&apos; pour un seul disque.</translation>
    </message>
    <message>
        <source>No drives found. In a container, /sys/block may show none; on a desktop, check that the drive is connected.</source>
        <translation>Aucun disque trouvé. Dans un conteneur, /sys/block peut n&apos;en montrer aucun&#xa0;; sur un poste de travail, vérifiez que le disque est branché.</translation>
    </message>
    <message>
        <source>DEVICE</source>
        <translation>PÉRIPHÉRIQUE</translation>
    </message>
    <message>
        <source>TRANSPORT</source>
        <translation>INTERFACE</translation>
    </message>
    <message>
        <source>MODEL</source>
        <translation>MODÈLE</translation>
    </message>
    <message>
        <source>SECTORS L/P</source>
        <translation>SECTEURS L/P</translation>
    </message>
    <message>
        <source>MEDIA</source>
        <translation>SUPPORT</translation>
    </message>
    <message>
        <source>WRITE CACHE</source>
        <translation>CACHE D&apos;ÉCRITURE</translation>
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
        <translation>commande inconnue &apos;%1&apos;. Essayez &apos;driveproof-cli --help&apos;.</translation>
    </message>
    <message>
        <source>[%1%] %2: %3, %4, %5 left</source>
        <extracomment>live progress: %1 percent done, %2 the step, %3 rate, %4 IOPS, %5 time left (m:ss)</extracomment>
        <translation>[%1&#xa0;%] %2&#xa0;: %3, %4, reste %5</translation>
    </message>
    <message>
        <source>[%1%] %2</source>
        <extracomment>live progress without numbers: %1 percent done, %2 the step</extracomment>
        <translation>[%1&#xa0;%] %2</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <extracomment>flushes per commit on one device: %1 device, %2 flushes per commit</extracomment>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>Commit method</source>
        <translation>Méthode de commit</translation>
    </message>
    <message>
        <source>Commits/s</source>
        <translation>Commits/s</translation>
    </message>
    <message>
        <source>Mean µs</source>
        <translation>Moyenne µs</translation>
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
        <source>danger</source>
        <translation>danger</translation>
    </message>
    <message>
        <source>note</source>
        <translation>remarque</translation>
    </message>
    <message>
        <source>This test writes over the data on %1. Everything on it will be lost.
Type the device name (%2) to go on: </source>
        <extracomment>%1 device node, %2 its short name the user must type</extracomment>
        <translation>Ce test écrase les données de %1. Tout son contenu sera perdu.
Tapez le nom du périphérique (%2) pour continuer&#xa0;: </translation>
    </message>
    <message>
        <source>The test to run.</source>
        <translation>Le test à exécuter.</translation>
    </message>
    <message>
        <source>Test area or temporary file size, e.g. 1G, 256M (default: 1G; commit: 16M; a device: all of it for the surface scan).</source>
        <translation>Taille de la zone de test ou du fichier temporaire, par ex. 1G, 256M (par défaut&#xa0;: 1G&#xa0;; commit&#xa0;: 16M&#xa0;; périphérique&#xa0;: sa totalité pour l&apos;analyse de surface).</translation>
    </message>
    <message>
        <source>Seconds per measurement (default: 5).</source>
        <translation>Secondes par mesure (par défaut&#xa0;: 5).</translation>
    </message>
    <message>
        <source>I/O engine: auto, io_uring or psync (default: auto).</source>
        <translation>Moteur d&apos;E/S&#xa0;: auto, io_uring ou psync (par défaut&#xa0;: auto).</translation>
    </message>
    <message>
        <source>Block size for random, sweeps and sustained, e.g. 4k.</source>
        <translation>Taille de bloc pour les tests random, sweep et sustained, par ex. 4k.</translation>
    </message>
    <message>
        <source>I/Os in flight per thread (sweeps, sustained).</source>
        <translation>E/S en vol par thread (sweep, sustained).</translation>
    </message>
    <message>
        <source>Threads (sweeps).</source>
        <translation>Threads (sweep).</translation>
    </message>
    <message>
        <source>Sweeps: 100 reads only (default), 0 writes only, or a mix.</source>
        <translation>Sweep&#xa0;: 100 = lectures uniquement (par défaut), 0 = écritures uniquement, ou un mélange.</translation>
    </message>
    <message>
        <source>Hybrid check: seconds the drive stays idle between the passes (default: 300).</source>
        <translation>Vérification hybride&#xa0;: secondes d&apos;inactivité du disque entre les passes (par défaut&#xa0;: 300).</translation>
    </message>
    <message>
        <source>Commit: measure again with the drive&apos;s write cache off, then switch it back on.</source>
        <translation>Commit&#xa0;: mesurer à nouveau avec le cache d&apos;écriture du disque désactivé, puis le réactiver.</translation>
    </message>
    <message>
        <source>Allow a write test on a raw device: everything on it is lost.</source>
        <translation>Autoriser un test d&apos;écriture sur un périphérique brut&#xa0;: tout son contenu sera perdu.</translation>
    </message>
    <message>
        <source>Go through the page cache (no O_DIRECT).</source>
        <translation>Passer par le cache de pages (sans O_DIRECT).</translation>
    </message>
    <message>
        <source>Print the result as JSON (docs/json.md).</source>
        <translation>Afficher le résultat en JSON (docs/json.md).</translation>
    </message>
    <message>
        <source>Also write the JSON result to FILE.</source>
        <translation>Écrire aussi le résultat JSON dans FILE.</translation>
    </message>
    <message>
        <source>Run only the measurements with these keys, separated by commas (e.g. rnd4kq32t1.read, commit.s1.fdatasync).</source>
        <translation>N&apos;exécuter que les mesures portant ces clés, séparées par des virgules (par ex. rnd4kq32t1.read, commit.s1.fdatasync).</translation>
    </message>
    <message>
        <source>Do not keep the result in the drive&apos;s history.</source>
        <translation>Ne pas conserver le résultat dans l&apos;historique du disque.</translation>
    </message>
    <message>
        <source>&apos;bench&apos; needs a FAMILY and at most one TARGET, e.g. &apos;driveproof-cli bench quick ~/&apos;.</source>
        <translation>&apos;bench&apos; attend une FAMILY et au plus une TARGET, par ex. &apos;driveproof-cli bench quick ~/&apos;.</translation>
    </message>
    <message>
        <source>unknown test &apos;%1&apos;. Try &apos;driveproof-cli bench --help&apos;.</source>
        <extracomment>%1 what the user typed</extracomment>
        <translation>test inconnu &apos;%1&apos;. Essayez &apos;driveproof-cli bench --help&apos;.</translation>
    </message>
    <message>
        <source>--duration takes seconds, e.g. 5, not &apos;%1&apos;.</source>
        <extracomment>%1 what the user typed</extracomment>
        <translation>--duration attend un nombre de secondes, par ex. 5, pas &apos;%1&apos;.</translation>
    </message>
    <message>
        <source>--backend takes auto, io_uring or psync, not &apos;%1&apos;.</source>
        <extracomment>%1 what the user typed</extracomment>
        <translation>--backend attend auto, io_uring ou psync, pas &apos;%1&apos;.</translation>
    </message>
    <message>
        <source>--block-size takes a multiple of 512 bytes up to 64M, not &apos;%1&apos;.</source>
        <extracomment>%1 what the user typed</extracomment>
        <translation>--block-size attend un multiple de 512 octets jusqu&apos;à 64M, pas &apos;%1&apos;.</translation>
    </message>
    <message>
        <source>--%1 takes a whole number up to %2, not &apos;%3&apos;.</source>
        <extracomment>%1 the option, %2 the largest value, %3 what the user typed</extracomment>
        <translation>--%1 attend un nombre entier jusqu&apos;à %2, pas &apos;%3&apos;.</translation>
    </message>
    <message>
        <source>--idle takes seconds, not &apos;%1&apos;.</source>
        <extracomment>%1 what the user typed</extracomment>
        <translation>--idle attend un nombre de secondes, pas &apos;%1&apos;.</translation>
    </message>
    <message>
        <source>--cache-ab goes with the commit test.</source>
        <translation>--cache-ab s&apos;utilise avec le test commit.</translation>
    </message>
    <message>
        <source>%1 is a device: this test writes to it and destroys its data. Add --destructive if that is what you want, or give a folder.</source>
        <extracomment>%1 device node</extracomment>
        <translation>%1 est un périphérique&#xa0;: ce test y écrit et détruit ses données. Ajoutez --destructive si c&apos;est bien ce que vous voulez, ou indiquez un dossier.</translation>
    </message>
    <message>
        <source>The name did not match; nothing was written.</source>
        <translation>Le nom ne correspond pas&#xa0;; rien n&apos;a été écrit.</translation>
    </message>
    <message>
        <source>--cache-ab needs to know the drive under the target, and it could not be found.</source>
        <translation>--cache-ab doit connaître le disque qui se trouve sous la cible, et il n&apos;a pas pu être trouvé.</translation>
    </message>
    <message>
        <source>Cannot write %1: %2.</source>
        <extracomment>%1 file name, %2 the system&apos;s error text
----------
%1 file, %2 the system&apos;s reason</extracomment>
        <translation>Impossible d&apos;écrire %1&#xa0;: %2.</translation>
    </message>
    <message>
        <source>%1 on %2</source>
        <extracomment>%1 the test&apos;s title, %2 where it ran</extracomment>
        <translation>%1 sur %2</translation>
    </message>
    <message>
        <source>- %1: %2</source>
        <extracomment>a verdict as a list item: %1 good/caution/danger/note, %2 the verdict</extracomment>
        <translation>- %1&#xa0;: %2</translation>
    </message>
    <message>
        <source>Cancelled; the lines above finished before that.</source>
        <translation>Annulé&#xa0;; les lignes ci-dessus s&apos;étaient terminées avant.</translation>
    </message>
    <message>
        <source>--language needs a language, one of: %1.</source>
        <extracomment>%1 the language codes DriveProof has, e.g. &quot;de, en, es&quot;</extracomment>
        <translation>--language attend une langue, parmi&#xa0;: %1.</translation>
    </message>
    <message>
        <source>unknown language &apos;%1&apos;. Choose one of: %2.</source>
        <extracomment>%1 what was given after --language, %2 the language codes DriveProof has, e.g. &quot;de, en, es&quot;</extracomment>
        <translation>langue inconnue &apos;%1&apos;. Choisissez parmi&#xa0;: %2.</translation>
    </message>
    <message>
        <source>Measure a drive: commit rate (like pg_test_fsync), throughput, random I/O, sweeps, the hybrid-cache check.
FAMILY is one of: quick, commit, throughput (or seq), sustained, surface, random, sweep (with --axis), sweep-block-size, sweep-queue-depth, sweep-threads, hybrid.
TARGET is a folder (default: the current one; a temporary file is created and removed), an existing file (used in place, never grown), or a block device (read tests; writing needs --destructive).</source>
        <translation>Mesurer un disque&#xa0;: taux de commit (comme pg_test_fsync), débit, E/S aléatoires, sweep, vérification du cache hybride.
FAMILY est l&apos;une des valeurs suivantes&#xa0;: quick, commit, throughput (ou seq), sustained, surface, random, sweep (avec --axis), sweep-block-size, sweep-queue-depth, sweep-threads, hybrid.
TARGET est un dossier (par défaut&#xa0;: le dossier courant&#xa0;; un fichier temporaire y est créé puis supprimé), un fichier existant (utilisé tel quel, jamais agrandi) ou un périphérique bloc (tests de lecture&#xa0;; l&apos;écriture nécessite --destructive).</translation>
    </message>
    <message>
        <source>Folder, file or device (or --target).</source>
        <translation>Dossier, fichier ou périphérique (ou --target).</translation>
    </message>
    <message>
        <source>Folder, file or device, like TARGET.</source>
        <translation>Dossier, fichier ou périphérique, comme TARGET.</translation>
    </message>
    <message>
        <source>Quick, throughput, random: reads only.</source>
        <translation>Pour quick, throughput et random&#xa0;: lectures uniquement.</translation>
    </message>
    <message>
        <source>Quick, throughput, random: writes only.</source>
        <translation>Pour quick, throughput et random&#xa0;: écritures uniquement.</translation>
    </message>
    <message>
        <source>Quick, throughput, random: a mix with this percentage of reads, e.g. 70.</source>
        <translation>Pour quick, throughput et random&#xa0;: un mélange avec ce pourcentage de lectures, par ex. 70.</translation>
    </message>
    <message>
        <source>One CrystalDiskMark preset: SEQ1M-Q8T1, SEQ1M-Q1T1, RND4K-Q32T1, RND4K-Q1T1 (or any RND|SEQ&lt;size&gt;-Q&lt;depth&gt;T&lt;threads&gt;).</source>
        <translation>Un préréglage de CrystalDiskMark&#xa0;: SEQ1M-Q8T1, SEQ1M-Q1T1, RND4K-Q32T1, RND4K-Q1T1 (ou tout RND|SEQ&lt;size&gt;-Q&lt;depth&gt;T&lt;threads&gt;).</translation>
    </message>
    <message>
        <source>sweep: block-size (default), queue-depth or threads.</source>
        <translation>sweep&#xa0;: block-size (par défaut), queue-depth ou threads.</translation>
    </message>
    <message>
        <source>--axis goes with &apos;sweep&apos; and takes block-size, queue-depth or threads, not &apos;%1&apos;.</source>
        <extracomment>%1 what the user typed</extracomment>
        <translation>--axis s&apos;utilise avec &apos;sweep&apos; et attend block-size, queue-depth ou threads, pas &apos;%1&apos;.</translation>
    </message>
    <message>
        <source>Give one of --read, --write and --mix.</source>
        <translation>Indiquez l&apos;une des options --read, --write et --mix.</translation>
    </message>
    <message>
        <source>--mix takes the percentage of reads, 0 to 100, not &apos;%1&apos;.</source>
        <extracomment>%1 what the user typed</extracomment>
        <translation>--mix attend le pourcentage de lectures, de 0 à 100, pas &apos;%1&apos;.</translation>
    </message>
    <message>
        <source>--preset takes a name such as RND4K-Q32T1 or SEQ1M-Q8T1, not &apos;%1&apos;.</source>
        <extracomment>%1 what the user typed</extracomment>
        <translation>--preset attend un nom tel que RND4K-Q32T1 ou SEQ1M-Q8T1, pas &apos;%1&apos;.</translation>
    </message>
    <message>
        <source>--preset goes with quick, random or seq.</source>
        <translation>--preset s&apos;utilise avec quick, random ou seq.</translation>
    </message>
    <message>
        <source>Cancelled while the test file was being prepared; it was removed.</source>
        <translation>Annulé pendant la préparation du fichier de test&#xa0;; celui-ci a été supprimé.</translation>
    </message>
    <message>
        <source>preparing the test area: %1%</source>
        <extracomment>%1 percent of the test area written with known data</extracomment>
        <translation>préparation de la zone de test&#xa0;: %1&#xa0;%</translation>
    </message>
    <message>
        <source>%1: %2 commits/s, witness holds #%3, %4 in flight, link %5</source>
        <extracomment>live power-loss run: %1 phase, %2 commits per second, %3 the witness&apos;s durable sequence number, %4 writes in flight, %5 link state</extracomment>
        <translation>%1&#xa0;: %2 commits/s, le témoin détient #%3, %4 en vol, lien&#xa0;: %5</translation>
    </message>
    <message>
        <source>*** Pull the plug now ***</source>
        <translation>*** Débranchez maintenant ***</translation>
    </message>
    <message>
        <source>Cut the power at the wall (not the power button). After the restart, run &apos;driveproof-cli powerloss verify&apos; with the same target.</source>
        <translation>Coupez le courant à la prise murale (pas avec le bouton d&apos;alimentation). Après le redémarrage, lancez &apos;driveproof-cli powerloss verify&apos; avec la même cible.</translation>
    </message>
    <message>
        <source>Verdict: %1</source>
        <extracomment>%1 PASS, FAIL or INCONCLUSIVE</extracomment>
        <translation>Verdict&#xa0;: %1</translation>
    </message>
    <message>
        <source>Validity checks:</source>
        <translation>Contrôles de validité&#xa0;:</translation>
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
        <translation>PAS OK</translation>
    </message>
    <message>
        <source>Acknowledged writes: %1; blocks checked: %2</source>
        <extracomment>%1 number of acknowledged writes, %2 number of blocks read</extracomment>
        <translation>Écritures acquittées&#xa0;: %1&#xa0;; blocs vérifiés&#xa0;: %2</translation>
    </message>
    <message>
        <source>Test area: %1, %2</source>
        <extracomment>%1 file or device, %2 its size</extracomment>
        <translation>Zone de test&#xa0;: %1, %2</translation>
    </message>
    <message>
        <source>Drive: %1, serial %2, firmware %3</source>
        <extracomment>%1 model, %2 serial number, %3 firmware</extracomment>
        <translation>Disque&#xa0;: %1, numéro de série %2, firmware %3</translation>
    </message>
    <message>
        <source>Write cache: %1</source>
        <extracomment>%1 on, off or unknown</extracomment>
        <translation>Cache d&apos;écriture&#xa0;: %1</translation>
    </message>
    <message>
        <source>Unsafe shutdowns so far: %1</source>
        <translation>Arrêts non sécurisés jusqu&apos;ici&#xa0;: %1</translation>
    </message>
    <message>
        <source>Warning: %1</source>
        <extracomment>a warning: %1 its text</extracomment>
        <translation>Avertissement&#xa0;: %1</translation>
    </message>
    <message>
        <source>Ready. Start the witness, then &apos;driveproof-cli powerloss run&apos;.</source>
        <translation>Prêt. Démarrez le témoin, puis lancez &apos;driveproof-cli powerloss run&apos;.</translation>
    </message>
    <message>
        <source>Stopped cleanly after %1 commits; the witness holds them all. Nothing to verify: a clean stop is not a power cut.</source>
        <extracomment>%1 number of commits</extracomment>
        <translation>Arrêt propre après %1 commits&#xa0;; le témoin les détient tous. Rien à vérifier&#xa0;: un arrêt propre n&apos;est pas une coupure de courant.</translation>
    </message>
    <message>
        <source>No power-loss test is pending for %1.</source>
        <translation>Aucun test de coupure de courant n&apos;est en attente pour %1.</translation>
    </message>
    <message>
        <source>No pending power-loss test has the run id &apos;%1&apos;.</source>
        <translation>Aucun test de coupure de courant en attente n&apos;a l&apos;identifiant d&apos;exécution &apos;%1&apos;.</translation>
    </message>
    <message>
        <source>Practice on a simulated drive that lies about its flushes.</source>
        <translation>S&apos;entraîner sur un disque simulé qui ment sur ses vidages de cache (flush).</translation>
    </message>
    <message>
        <source>Practice on a simulated honest drive.</source>
        <translation>S&apos;entraîner sur un disque simulé honnête.</translation>
    </message>
    <message>
        <source>The power-loss test: does the drive keep what it acknowledged when the power goes?
  prepare   check the drive and the machine, create the test area
  run       write and report every commit to the witness; pull the plug when told
  verify    after the restart: read the area, fetch the witness&apos;s record, judge
  practice  the whole procedure on a simulated drive on this machine</source>
        <translation>Le test de coupure de courant&#xa0;: le disque conserve-t-il ce qu&apos;il a acquitté quand le courant est coupé&#xa0;?
  prepare   vérifier le disque et la machine, créer la zone de test
  run       écrire et signaler chaque commit au témoin&#xa0;; débrancher quand on vous le demande
  verify    après le redémarrage&#xa0;: lire la zone, récupérer l&apos;enregistrement du témoin, juger
  practice  toute la procédure sur un disque simulé, sur cette machine</translation>
    </message>
    <message>
        <source>prepare, run, verify or practice.</source>
        <translation>prepare, run, verify ou practice.</translation>
    </message>
    <message>
        <source>The test area: a file (created if missing) or a block device (with --destructive).</source>
        <translation>La zone de test&#xa0;: un fichier (créé s&apos;il n&apos;existe pas) ou un périphérique bloc (avec --destructive).</translation>
    </message>
    <message>
        <source>The witness&apos;s address, as it shows it.</source>
        <translation>L&apos;adresse du témoin, telle qu&apos;il l&apos;affiche.</translation>
    </message>
    <message>
        <source>Size of the test area, e.g. 1G (default: 1G; practice: 16M).</source>
        <translation>Taille de la zone de test, par ex. 1G (par défaut&#xa0;: 1G&#xa0;; practice&#xa0;: 16M).</translation>
    </message>
    <message>
        <source>Commit method: fdatasync (default), fsync, open_datasync or open_sync.</source>
        <translation>Méthode de commit&#xa0;: fdatasync (par défaut), fsync, open_datasync ou open_sync.</translation>
    </message>
    <message>
        <source>Writes per commit (group commit); default 1.</source>
        <translation>Écritures par commit (commit groupé)&#xa0;; 1 par défaut.</translation>
    </message>
    <message>
        <source>verify: the run to verify (its id or the start of it), instead of the one pending for --target.</source>
        <translation>verify&#xa0;: l&apos;exécution à vérifier (son identifiant ou le début de celui-ci), au lieu de celle en attente pour --target.</translation>
    </message>
    <message>
        <source>Allow a raw device as the target: everything on it is lost.</source>
        <translation>Autoriser un périphérique brut comme cible&#xa0;: tout son contenu sera perdu.</translation>
    </message>
    <message>
        <source>practice: honest (default) or lying.</source>
        <translation>practice&#xa0;: honest (par défaut) ou lying.</translation>
    </message>
    <message>
        <source>practice: seconds of writing before the simulated cut (default: 3).</source>
        <translation>practice&#xa0;: secondes d&apos;écriture avant la coupure simulée (par défaut&#xa0;: 3).</translation>
    </message>
    <message>
        <source>Print the result as JSON.</source>
        <translation>Afficher le résultat en JSON.</translation>
    </message>
    <message>
        <source>powerloss takes prepare, run, verify or practice, not &apos;%1&apos;.</source>
        <extracomment>%1 what the user typed</extracomment>
        <translation>powerloss attend prepare, run, verify ou practice, pas &apos;%1&apos;.</translation>
    </message>
    <message>
        <source>--size takes a size of at least 1M, such as 1G or 256M, not &apos;%1&apos;.</source>
        <extracomment>%1 what the user typed</extracomment>
        <translation>--size attend une taille d&apos;au moins 1M, telle que 1G ou 256M, pas &apos;%1&apos;.</translation>
    </message>
    <message>
        <source>--method takes fdatasync, fsync, open_datasync or open_sync, not &apos;%1&apos;.</source>
        <extracomment>%1 what the user typed</extracomment>
        <translation>--method attend fdatasync, fsync, open_datasync ou open_sync, pas &apos;%1&apos;.</translation>
    </message>
    <message>
        <source>--writes-per-commit takes a number from 1 to 1024, not &apos;%1&apos;.</source>
        <extracomment>%1 what the user typed</extracomment>
        <translation>--writes-per-commit attend un nombre de 1 à 1024, pas &apos;%1&apos;.</translation>
    </message>
    <message>
        <source>--witness takes HOST:PORT such as 192.168.1.20:7070, not &apos;%1&apos;.</source>
        <extracomment>%1 what the user typed</extracomment>
        <translation>--witness attend HOST:PORT, par ex. 192.168.1.20:7070, pas &apos;%1&apos;.</translation>
    </message>
    <message>
        <source>--mode takes honest or lying, not &apos;%1&apos;.</source>
        <extracomment>%1 what the user typed</extracomment>
        <translation>--mode attend honest ou lying, pas &apos;%1&apos;.</translation>
    </message>
    <message>
        <source>--seconds takes a number from 0 to 3600, not &apos;%1&apos;.</source>
        <extracomment>%1 what the user typed</extracomment>
        <translation>--seconds attend un nombre de 0 à 3600, pas &apos;%1&apos;.</translation>
    </message>
    <message>
        <source>Give the test area with --target PATH.</source>
        <translation>Indiquez la zone de test avec --target PATH.</translation>
    </message>
    <message>
        <source>run %1: started</source>
        <extracomment>%1 a short run id</extracomment>
        <translation>exécution %1&#xa0;: démarrée</translation>
    </message>
    <message>
        <source>run %1: the writer is back (%2 commits so far)</source>
        <extracomment>%1 a short run id, %2 number of acknowledged commits</extracomment>
        <translation>exécution %1&#xa0;: le processus d&apos;écriture est de retour (%2 commits jusqu&apos;ici)</translation>
    </message>
    <message>
        <source>run %1: %2 commits acknowledged</source>
        <extracomment>%1 a short run id, %2 number of acknowledged commits</extracomment>
        <translation>exécution %1&#xa0;: %2 commits acquittés</translation>
    </message>
    <message>
        <source>run %1: the writer went silent at %2: the estimated power cut</source>
        <extracomment>%1 a short run id, %2 date and time on this machine&apos;s clock</extracomment>
        <translation>exécution %1&#xa0;: le processus d&apos;écriture s&apos;est tu à %2&#xa0;: la coupure de courant estimée</translation>
    </message>
    <message>
        <source>run %1: the writer reported an error: %2</source>
        <extracomment>%1 a short run id, %2 the writer&apos;s error text</extracomment>
        <translation>exécution %1&#xa0;: le processus d&apos;écriture a signalé une erreur&#xa0;: %2</translation>
    </message>
    <message>
        <source>run %1: the writer stopped on purpose (no power cut)</source>
        <extracomment>%1 a short run id</extracomment>
        <translation>exécution %1&#xa0;: le processus d&apos;écriture s&apos;est arrêté volontairement (pas de coupure de courant)</translation>
    </message>
    <message>
        <source>run %1: the verifier&apos;s report is stored</source>
        <extracomment>%1 a short run id</extracomment>
        <translation>exécution %1&#xa0;: le rapport du vérificateur est enregistré</translation>
    </message>
    <message>
        <source>refused a connection: %1</source>
        <extracomment>%1 why a connection or frame was refused</extracomment>
        <translation>connexion refusée&#xa0;: %1</translation>
    </message>
    <message>
        <source>run %1: journal error: %2</source>
        <extracomment>%1 a short run id, %2 the error text</extracomment>
        <translation>exécution %1&#xa0;: erreur de journal&#xa0;: %2</translation>
    </message>
    <message>
        <source>Be the witness of a power-loss test: record every commit a writer reports, so that after the power cut the verifier knows what the drive acknowledged. Runs until Ctrl+C.</source>
        <translation>Servir de témoin à un test de coupure de courant&#xa0;: enregistrer chaque commit signalé par un processus d&apos;écriture, afin qu&apos;après la coupure le vérificateur sache ce que le disque a acquitté. Fonctionne jusqu&apos;à Ctrl+C.</translation>
    </message>
    <message>
        <source>Address and port to listen on (default: 0.0.0.0:7070).</source>
        <translation>Adresse et port d&apos;écoute (par défaut&#xa0;: 0.0.0.0:7070).</translation>
    </message>
    <message>
        <source>Folder for the run journals (default: DriveProof&apos;s data folder). Put it on another disk than the one under test.</source>
        <translation>Dossier des journaux d&apos;exécution (par défaut&#xa0;: le dossier de données de DriveProof). Placez-le sur un autre disque que celui testé.</translation>
    </message>
    <message>
        <source>witness takes no argument, not &apos;%1&apos;.</source>
        <extracomment>%1 what the user typed</extracomment>
        <translation>witness n&apos;accepte aucun argument, pas &apos;%1&apos;.</translation>
    </message>
    <message>
        <source>--listen takes ADDRESS:PORT such as 0.0.0.0:7070, not &apos;%1&apos;.</source>
        <extracomment>%1 what the user typed</extracomment>
        <translation>--listen attend ADDRESS:PORT, par ex. 0.0.0.0:7070, pas &apos;%1&apos;.</translation>
    </message>
    <message>
        <source>Pairing code: %1</source>
        <extracomment>%1 the pairing code to type on the writer</extracomment>
        <translation>Code d&apos;appairage&#xa0;: %1</translation>
    </message>
    <message>
        <source>Listening on %1:%2</source>
        <extracomment>%1 host, %2 port</extracomment>
        <translation>En écoute sur %1:%2</translation>
    </message>
    <message>
        <source>Journals in %1</source>
        <extracomment>%1 a folder</extracomment>
        <translation>Journaux dans %1</translation>
    </message>
    <message>
        <source>Witness stopped; every journal is synced.</source>
        <translation>Témoin arrêté&#xa0;; tous les journaux sont synchronisés.</translation>
    </message>
    <message>
        <source>--size takes a size of at least 4K, such as 1G or 256M, not &apos;%1&apos;.</source>
        <extracomment>%1 what the user typed</extracomment>
        <translation>--size attend une taille d&apos;au moins 4K, telle que 1G ou 256M, pas &apos;%1&apos;.</translation>
    </message>
    <message>
        <source>There is no device %1. Run &apos;driveproof-cli list&apos; to see the drives on this machine.</source>
        <extracomment>%1 what the user typed</extracomment>
        <translation>Il n&apos;y a pas de périphérique %1. Lancez &apos;driveproof-cli list&apos; pour voir les disques de cette machine.</translation>
    </message>
    <message>
        <source>There is no folder or file %1. Give an existing folder (a temporary test file is made in it), a file or a block device.</source>
        <extracomment>%1 what the user typed</extracomment>
        <translation>Il n&apos;y a ni dossier ni fichier %1. Indiquez un dossier existant (un fichier de test temporaire y est créé), un fichier ou un périphérique bloc.</translation>
    </message>
    <message>
        <source>%1 is not a folder, a regular file or a block device (it is a pipe, a socket or a character device). Give a folder, a file or a block device.</source>
        <extracomment>%1 what the user typed</extracomment>
        <translation>%1 n&apos;est ni un dossier, ni un fichier ordinaire, ni un périphérique bloc (c&apos;est un tube, un socket ou un périphérique caractère). Indiquez un dossier, un fichier ou un périphérique bloc.</translation>
    </message>
    <message>
        <source>%1 is in use: %2 Nothing was written.</source>
        <extracomment>%1 device node, %2 a sentence saying what uses it, e.g. &quot;/dev/loop0 backs the loop device /dev/loop1. /dev/loop1 is mounted on /mnt.&quot;</extracomment>
        <translation>%1 est en cours d&apos;utilisation&#xa0;: %2 Rien n&apos;a été écrit.</translation>
    </message>
    <message>
        <source>--output cannot write %1: %2.</source>
        <extracomment>%1 file name, %2 the system&apos;s error text</extracomment>
        <translation>--output ne peut pas écrire %1&#xa0;: %2.</translation>
    </message>
    <message>
        <source>--only %1 matches no measurement of this test. The keys are the &quot;key&quot; fields of its --json output.</source>
        <extracomment>%1 what the user gave to --only</extracomment>
        <translation>--only %1 ne correspond à aucune mesure de ce test. Les clés sont les champs «&#xa0;key&#xa0;» de sa sortie --json.</translation>
    </message>
    <message>
        <source>Write every drive&apos;s findings for Prometheus and other OpenMetrics readers: identity, health, write-cache views, alignment and the latest test results (docs/fleet.md).</source>
        <translation>Écrire les constats de chaque disque pour Prometheus et les autres outils qui lisent OpenMetrics&#xa0;: identité, état de santé, vues du cache d&apos;écriture, alignement et derniers résultats de test (docs/fleet.md).</translation>
    </message>
    <message>
        <source>OpenMetrics text, also readable by node_exporter&apos;s textfile collector.</source>
        <translation>Texte OpenMetrics, également lisible par le collecteur textfile de node_exporter.</translation>
    </message>
    <message>
        <source>Write to FILE, replacing it atomically, instead of standard output.</source>
        <translation>Écrire dans FILE, en le remplaçant de manière atomique, au lieu de la sortie standard.</translation>
    </message>
    <message>
        <source>Export only this drive (a loop device too); may be given more than once.</source>
        <translation>N&apos;exporter que ce disque (un périphérique loop aussi)&#xa0;; peut être indiqué plusieurs fois.</translation>
    </message>
    <message>
        <source>Export loop devices too (left out by default).</source>
        <translation>Exporter aussi les périphériques loop (omis par défaut).</translation>
    </message>
    <message>
        <source>Read test results from this DriveProof data folder (holding history/ and powerloss/) instead of yours; may be given more than once.</source>
        <translation>Lire les résultats de test dans ce dossier de données de DriveProof (contenant history/ et powerloss/) au lieu du vôtre&#xa0;; peut être indiqué plusieurs fois.</translation>
    </message>
    <message>
        <source>FOLDER</source>
        <translation>FOLDER</translation>
    </message>
    <message>
        <source>Read the test results of every user of this machine (needs root).</source>
        <translation>Lire les résultats de test de tous les utilisateurs de cette machine (nécessite root).</translation>
    </message>
    <message>
        <source>&apos;export&apos; takes no arguments. Use --device DEVICE for one drive.</source>
        <translation>&apos;export&apos; n&apos;accepte aucun argument. Utilisez --device DEVICE pour un seul disque.</translation>
    </message>
    <message>
        <source>Choose a format: &apos;driveproof-cli export --openmetrics&apos;.</source>
        <translation>Choisissez un format&#xa0;: &apos;driveproof-cli export --openmetrics&apos;.</translation>
    </message>
    <message>
        <source>--run-id takes a run id in hexadecimal (or its start), such as 3f9a, not &apos;%1&apos;.</source>
        <extracomment>%1 what the user typed</extracomment>
        <translation>--run-id attend un identifiant d&apos;exécution en hexadécimal (ou son début), tel que 3f9a, pas &apos;%1&apos;.</translation>
    </message>
    <message>
        <source>--target takes a file (created if missing) or a block device, not the folder %1. Name a file in it, e.g. %1/powerloss.img.</source>
        <extracomment>%1 what the user typed</extracomment>
        <translation>--target attend un fichier (créé s&apos;il n&apos;existe pas) ou un périphérique bloc, pas le dossier %1. Indiquez un fichier dans ce dossier, par ex. %1/powerloss.img.</translation>
    </message>
    <message>
        <source>--target takes a file (created if missing) or a block device; %1 is a pipe, a socket or a character device.</source>
        <extracomment>%1 what the user typed</extracomment>
        <translation>--target attend un fichier (créé s&apos;il n&apos;existe pas) ou un périphérique bloc&#xa0;; %1 est un tube, un socket ou un périphérique caractère.</translation>
    </message>
    <message>
        <source>--target names a file in a folder that does not exist: %1.</source>
        <extracomment>%1 what the user typed</extracomment>
        <translation>--target désigne un fichier dans un dossier qui n&apos;existe pas&#xa0;: %1.</translation>
    </message>
    <message>
        <source>%1 is a device: the test writes over all of its data. Add --destructive if that is what you want, or name a file.</source>
        <extracomment>%1 device node</extracomment>
        <translation>%1 est un périphérique&#xa0;: le test écrase toutes ses données. Ajoutez --destructive si c&apos;est bien ce que vous voulez, ou indiquez un fichier.</translation>
    </message>
    <message>
        <source>On the machine under test, type one of these witness addresses:</source>
        <extracomment>Followed by this machine&apos;s addresses (ADDRESS:PORT), one per line, that the person types on the machine under test as the witness address.</extracomment>
        <translation>Sur la machine testée, saisissez l&apos;une de ces adresses du témoin&#xa0;:</translation>
    </message>
    <message>
        <source>Note: %1</source>
        <extracomment>a fact to know before the test: %1 its text</extracomment>
        <translation>Remarque : %1</translation>
    </message>
    <message>
        <source>Link</source>
        <translation>Liaison</translation>
    </message>
    <message>
        <source>Drive class</source>
        <translation>Type de disque</translation>
    </message>
    <message>
        <source>The result was not kept in the drive&apos;s history: %1</source>
        <extracomment>%1 why the history file could not be written</extracomment>
        <translation>Le résultat n&apos;a pas été conservé dans l&apos;historique du disque : %1</translation>
    </message>
    <message>
        <source>%1 (%2, %3) looks empty. The capacity test writes over all of it. Go on? [y/N] </source>
        <extracomment>%1 device node, %2 the drive&apos;s model, %3 its size, e.g. &quot;128.0 GB&quot;. The drive has no partition table and no file system. Answer with the word for yes, or y.</extracomment>
        <translation>%1 (%2, %3) semble vide. Le test de capacité écrase tout son contenu. Continuer ? [y/N] </translation>
    </message>
    <message>
        <source>Is the drive as big as it says? Writes records over the whole device, reads them back and tells a genuine drive from a fake one.</source>
        <translation>Le disque est-il aussi grand qu’il le prétend ? Écrit des enregistrements sur tout le périphérique, les relit et distingue un vrai disque d’une contrefaçon.</translation>
    </message>
    <message>
        <source>The drive, e.g. /dev/sdb.</source>
        <translation>Le disque, par ex. /dev/sdb.</translation>
    </message>
    <message>
        <source>The quick probe: a few thousand records, minutes.</source>
        <translation>La sonde rapide : quelques milliers d’enregistrements, quelques minutes.</translation>
    </message>
    <message>
        <source>The full verify: every block written and read back; resumes where an interrupted run stopped.</source>
        <translation>La vérification complète : chaque bloc écrit puis relu ; reprend là où une exécution interrompue s’est arrêtée.</translation>
    </message>
    <message>
        <source>Allow the writes without a terminal to ask on: everything on the device is lost.</source>
        <translation>Autoriser les écritures sans terminal pour demander : tout le contenu du périphérique est perdu.</translation>
    </message>
    <message>
        <source>Give one device and --quick or --full. Try &apos;driveproof-cli capacity --help&apos;.</source>
        <translation>Indiquez un périphérique et --quick ou --full. Essayez &apos;driveproof-cli capacity --help&apos;.</translation>
    </message>
    <message>
        <source>The capacity test writes over everything on %1. Add --destructive if that is what you want.</source>
        <extracomment>%1 device node</extracomment>
        <translation>Le test de capacité écrase tout le contenu de %1. Ajoutez --destructive si c’est bien ce que vous voulez.</translation>
    </message>
    <message>
        <source>Bad: bytes %1 to %2: %3.</source>
        <extracomment>%1 and %2 byte offsets as numbers, %3 what was found there, e.g. &quot;zeros&quot;</extracomment>
        <translation>Défectueux : octets %1 à %2 : %3.</translation>
    </message>
    <message numerus="yes">
        <source>… and %n more bad range(s) (see --json).</source>
        <translation>
            <numerusform>… et %n autre plage défectueuse (voir --json).</numerusform>
            <numerusform>… et %n autres plages défectueuses (voir --json).</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 is empty (no partition table, no file system): it is written to without asking for its name.</source>
        <extracomment>%1 device node</extracomment>
        <translation>%1 est vide (ni table de partitions ni système de fichiers) : il est écrit sans demander son nom.</translation>
    </message>
    <message>
        <source>%1 has no write cache of its own to switch (a loop, virtio or memory-card device): only the kernel&apos;s view exists. Nothing was changed.</source>
        <extracomment>%1 device node</extracomment>
        <translation>%1 n&apos;a pas de cache d&apos;écriture propre à basculer (un périphérique loop, virtio ou carte mémoire) : seule la vue du noyau existe. Rien n&apos;a été modifié.</translation>
    </message>
    <message>
        <source>%1 is a loop device over %2: it has no health of its own. Ask the drive that holds that file.</source>
        <extracomment>%1 device node, %2 the file behind it</extracomment>
        <translation>%1 est un périphérique loop sur %2 : il n&apos;a pas d&apos;état de santé propre. Interrogez le disque qui contient ce fichier.</translation>
    </message>
    <message>
        <source>%1 commits/s</source>
        <extracomment>commits per second</extracomment>
        <translation>%1 validations/s</translation>
    </message>
    <message>
        <source>List the runs kept for one drive, newest first.</source>
        <translation>Lister les exécutions conservées pour un disque, la plus récente d&apos;abord.</translation>
    </message>
    <message>
        <source>&apos;history&apos; needs exactly one DEVICE, e.g. &apos;driveproof-cli history /dev/sda&apos;.</source>
        <translation>&apos;history&apos; attend exactement un DEVICE, par ex. &apos;driveproof-cli history /dev/sda&apos;.</translation>
    </message>
    <message>
        <source>No runs are kept for %1 yet. &apos;driveproof-cli bench quick FOLDER&apos; on one of its file systems makes the first.</source>
        <extracomment>%1 device node</extracomment>
        <translation>Aucune exécution n&apos;est encore conservée pour %1. &apos;driveproof-cli bench quick FOLDER&apos; sur l&apos;un de ses systèmes de fichiers fait la première.</translation>
    </message>
    <message>
        <source>DATE</source>
        <translation>DATE</translation>
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
        <translation>PARAMÈTRES</translation>
    </message>
    <message>
        <source>SUMMARY</source>
        <translation>RÉSUMÉ</translation>
    </message>
    <message>
        <source>Put two runs side by side: the lines they share, B against A.</source>
        <translation>Mettre deux exécutions côte à côte : les lignes qu&apos;elles partagent, B par rapport à A.</translation>
    </message>
    <message>
        <source>A run&apos;s id (the first 8 characters are enough) or its result file; twice.</source>
        <translation>L&apos;identifiant d&apos;une exécution (les 8 premiers caractères suffisent) ou son fichier de résultat ; deux fois.</translation>
    </message>
    <message>
        <source>&apos;compare&apos; needs two runs, e.g. &apos;driveproof-cli compare 1a2b3c4d 5e6f7a8b&apos;; &apos;driveproof-cli history DEVICE&apos; lists their ids.</source>
        <translation>&apos;compare&apos; attend deux exécutions, par ex. &apos;driveproof-cli compare 1a2b3c4d 5e6f7a8b&apos; ; &apos;driveproof-cli history DEVICE&apos; liste leurs identifiants.</translation>
    </message>
    <message>
        <source>MEASUREMENT</source>
        <translation>MESURE</translation>
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
        <translation>A : %1 %2 · %3</translation>
    </message>
    <message>
        <source>B: %1 %2 · %3</source>
        <translation>B : %1 %2 · %3</translation>
    </message>
    <message>
        <source>Not alike: %1</source>
        <extracomment>a difference between two compared runs; %1 the sentence</extracomment>
        <translation>Pas comparables : %1</translation>
    </message>
    <message>
        <source>The two runs have no measurement in common: nothing to compare. Compare two runs of the same test.</source>
        <translation>Les deux exécutions n&apos;ont aucune mesure en commun : rien à comparer. Comparez deux exécutions du même test.</translation>
    </message>
    <message>
        <source>empty: no partition table, no file system</source>
        <translation>vide : ni table de partitions, ni système de fichiers</translation>
    </message>
    <message>
        <source>data (%1)</source>
        <extracomment>%1 what was found, e.g. &quot;gpt, ext4&quot;</extracomment>
        <translation>données (%1)</translation>
    </message>
    <message>
        <source>unknown: %1</source>
        <extracomment>%1 why the drive could not be read (a sentence)</extracomment>
        <translation>inconnu : %1</translation>
    </message>
    <message>
        <source>Contents</source>
        <translation>Contenu</translation>
    </message>
    <message>
        <source>standard input</source>
        <translation>l&apos;entrée standard</translation>
    </message>
    <message>
        <source>Cannot read the pairing code from %1: %2</source>
        <extracomment>%1 a file or &quot;standard input&quot;, %2 the system&apos;s error text</extracomment>
        <translation>Impossible de lire le code d&apos;appairage depuis %1&#xa0;: %2</translation>
    </message>
    <message>
        <source>Pairing code (as the witness shows it): </source>
        <translation>Code d&apos;appairage (tel que le témoin l&apos;affiche)&#xa0;: </translation>
    </message>
    <message>
        <source>That is not a pairing code: type the 12 characters the witness shows, such as K7QD-M2XF-9HBT.</source>
        <translation>Ce n&apos;est pas un code d&apos;appairage&#xa0;: saisissez les 12 caractères affichés par le témoin, par exemple K7QD-M2XF-9HBT.</translation>
    </message>
    <message>
        <source>--pairing is no longer accepted: every user of this machine can read the command line. Type the code when asked, or use --pairing-file FILE.</source>
        <translation>--pairing n&apos;est plus accepté&#xa0;: tout utilisateur de cette machine peut lire la ligne de commande. Saisissez le code quand il est demandé, ou utilisez --pairing-file FILE.</translation>
    </message>
    <message>
        <source>Read the pairing code the witness shows from FILE (&apos;-&apos;: standard input). Without it, run asks for the code.</source>
        <translation>Lire le code d&apos;appairage affiché par le témoin dans FILE (&apos;-&apos;&#xa0;: entrée standard). Sans cette option, run demande le code.</translation>
    </message>
    <message>
        <source>run needs the witness: --witness HOST:PORT as &apos;driveproof-cli witness&apos; shows it, and its pairing code (asked for, or --pairing-file FILE).</source>
        <translation>run a besoin du témoin&#xa0;: --witness HOST:PORT tel que l&apos;affiche &apos;driveproof-cli witness&apos;, et son code d&apos;appairage (demandé, ou --pairing-file FILE).</translation>
    </message>
    <message>
        <source>Use the pairing code in FILE (&apos;-&apos;: standard input) instead of a random one.</source>
        <translation>Utiliser le code d&apos;appairage contenu dans FILE (&apos;-&apos;&#xa0;: entrée standard) au lieu d&apos;un code aléatoire.</translation>
    </message>
    <message>
        <source>The drive&apos;s records could not be read (an older helper, or a drive that keeps none).</source>
        <translation>Les relevés du disque n&apos;ont pas pu être lus (un assistant plus ancien, ou un disque qui n&apos;en garde pas).</translation>
    </message>
    <message>
        <source>Is it new? %1</source>
        <extracomment>&quot;Is it new?&quot; and the verdict: new, used, possibly reset</extracomment>
        <translation>Est-il neuf ? %1</translation>
    </message>
    <message>
        <source>Also show every record the drive keeps: each SMART attribute or NVMe health log field, the self-test log and the error log count.</source>
        <translation>Afficher aussi tous les relevés que garde le disque : chaque attribut SMART ou champ du journal de santé NVMe, le journal des autotests et le nombre d&apos;erreurs journalisées.</translation>
    </message>
    <message>
        <source>Remember the endurance the maker rates this drive&apos;s model for, in terabytes written (TBW), and compare the data written with it from now on.</source>
        <translation>Retenir l&apos;endurance annoncée par le fabricant pour le modèle de ce disque, en téraoctets écrits (TBW), et comparer désormais les données écrites avec elle.</translation>
    </message>
    <message>
        <source>--rated-tbw takes terabytes written, e.g. 600, not &apos;%1&apos;.</source>
        <extracomment>%1 what the user typed</extracomment>
        <translation>--rated-tbw attend des téraoctets écrits, par ex. 600, pas &apos;%1&apos;.</translation>
    </message>
    <message numerus="yes">
        <source>about %n minute(s)</source>
        <extracomment>%n the number of minutes the drive says a self-test takes</extracomment>
        <translation>
            <numerusform>environ %n minute</numerusform>
            <numerusform>environ %n minutes</numerusform>
        </translation>
    </message>
    <message>
        <source>Self-tests</source>
        <translation>Autotests</translation>
    </message>
    <message>
        <source>offered</source>
        <translation>proposés</translation>
    </message>
    <message>
        <source>not offered</source>
        <translation>non proposés</translation>
    </message>
    <message>
        <source>Now</source>
        <translation>Maintenant</translation>
    </message>
    <message>
        <source>running, %1% done</source>
        <translation>en cours, %1 % effectués</translation>
    </message>
    <message>
        <source>no self-test running</source>
        <translation>aucun autotest en cours</translation>
    </message>
    <message>
        <source>Last result</source>
        <translation>Dernier résultat</translation>
    </message>
    <message>
        <source>Short test</source>
        <translation>Test court</translation>
    </message>
    <message>
        <source>Extended test</source>
        <translation>Test étendu</translation>
    </message>
    <message>
        <source>Conveyance test</source>
        <translation>Test de transport</translation>
    </message>
    <message>
        <source>Self-test on %1: %2% done</source>
        <extracomment>%1 device path, %2 percent done</extracomment>
        <translation>Autotest sur %1 : %2 % effectués</translation>
    </message>
    <message>
        <source>Stopped following. The drive goes on testing; &apos;driveproof-cli selftest %1 abort&apos; stops it.</source>
        <extracomment>%1 device path</extracomment>
        <translation>Suivi arrêté. Le disque poursuit le test ; &apos;driveproof-cli selftest %1 abort&apos; l&apos;arrête.</translation>
    </message>
    <message>
        <source>Start, stop or follow the drive&apos;s own self-test. The drive runs it and keeps the result in its self-test log (&apos;health DEVICE --all&apos; shows it).</source>
        <translation>Lancer, arrêter ou suivre l&apos;autotest propre au disque. Le disque l&apos;exécute et garde le résultat dans son journal des autotests (&apos;health DEVICE --all&apos; l&apos;affiche).</translation>
    </message>
    <message>
        <source>short, extended, conveyance (ATA), abort or status.</source>
        <translation>short, extended, conveyance (ATA), abort ou status.</translation>
    </message>
    <message>
        <source>Follow the running test until it ends; the exit status is 1 when it failed.</source>
        <translation>Suivre le test en cours jusqu&apos;à sa fin ; le code de sortie vaut 1 s&apos;il a échoué.</translation>
    </message>
    <message>
        <source>&apos;selftest&apos; needs a DEVICE and an ACTION, e.g. &apos;driveproof-cli selftest /dev/sda short&apos;.</source>
        <translation>&apos;selftest&apos; attend un DEVICE et une ACTION, par ex. &apos;driveproof-cli selftest /dev/sda short&apos;.</translation>
    </message>
    <message>
        <source>Unknown self-test action &apos;%1&apos;: use short, extended, conveyance, abort or status.</source>
        <extracomment>%1 the action the user gave</extracomment>
        <translation>Action d&apos;autotest inconnue &apos;%1&apos; : utilisez short, extended, conveyance, abort ou status.</translation>
    </message>
    <message>
        <source>%1: no partition table, logical sector %2 bytes, physical sector %3 bytes, optimal I/O size %4, alignment offset %5 bytes.</source>
        <extracomment>%1 device or image, %2 and %3 sector sizes in bytes, %4 optimal I/O size (&quot;65536 bytes&quot; or &quot;not reported&quot;), %5 alignment offset in bytes</extracomment>
        <translation>%1&#xa0;: pas de table des partitions, secteur logique %2 octets, secteur physique %3 octets, taille d&apos;E/S optimale %4, décalage d&apos;alignement %5 octets.</translation>
    </message>
    <message>
        <source>The self-test&apos;s result could not be kept in the drive&apos;s history: %1</source>
        <extracomment>%1 why (a sentence)</extracomment>
        <translation>Le résultat de l&apos;autotest n&apos;a pas pu être conservé dans l&apos;historique du disque : %1</translation>
    </message>
    <message>
        <source>LBA format</source>
        <extracomment>column titles of the table of NVMe LBA formats</extracomment>
        <translation>Format LBA</translation>
    </message>
    <message>
        <source>Sector</source>
        <translation>Secteur</translation>
    </message>
    <message>
        <source>In use</source>
        <translation>Utilisé</translation>
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
        <translation>Utilisation&#xa0;: driveproof-cli COMMAND [options]

Dit la vérité sur un disque.

Commandes&#xa0;:
  list          lister les disques avec identité, topologie et vue du cache d&apos;écriture
  info DEVICE   tout ce que l&apos;on sait d&apos;un disque
  align TARGET  vérifier l&apos;alignement des partitions d&apos;un disque ou d&apos;une image disque
  cache DEVICE  le cache d&apos;écriture du disque et la vue du noyau&#xa0;; --set on|off
  health DEVICE l&apos;état de santé du disque&#xa0;: bilan, température, heures, arrêts
  selftest DEVICE short|extended|abort|status  l&apos;autotest propre au disque
  bench FAMILY [TARGET]  mesurer&#xa0;: quick, commit, throughput, random, sweeps...
  history DEVICE  les exécutions conservées d&apos;un disque, la plus récente d&apos;abord
  compare RUN RUN  deux exécutions côte à côte, et ce qui les distingue
  powerloss prepare|run|verify|practice  le test de coupure de courant (débranchement)
  witness       servir de seconde machine à un test de coupure de courant
  export --openmetrics  les constats de chaque disque pour Prometheus (parcs de machines)
  capacity PÉRIPHÉRIQUE --quick|--full  le disque est-il aussi grand qu’annoncé (contrefaçons)
  trim TARGET   TRIM atteint-il le disque à travers chaque couche

Options&#xa0;:
  -h, --help     afficher cette aide&#xa0;; &apos;driveproof-cli COMMAND --help&apos; pour une commande
  -v, --version  afficher la version
  --language LANG
                 parler LANG, par ex. de, pt_BR ou zh_TW, au lieu de la langue
                 du système&#xa0;; fonctionne avec chaque commande
</translation>
    </message>
    <message>
        <source>yes, down to the drive</source>
        <translation>oui, jusqu’au disque</translation>
    </message>
    <message>
        <source>down to a loop device&apos;s backing file</source>
        <translation>jusqu’au fichier de sauvegarde d’un périphérique loop</translation>
    </message>
    <message>
        <source>no: a layer drops it</source>
        <translation>non : une couche l’abandonne</translation>
    </message>
    <message>
        <source>no: the drive does not take it</source>
        <translation>non : le disque ne l’accepte pas</translation>
    </message>
    <message>
        <source>enabled</source>
        <translation>activé</translation>
    </message>
    <message>
        <source>disabled</source>
        <translation>désactivé</translation>
    </message>
    <message>
        <source>masked</source>
        <translation>masqué</translation>
    </message>
    <message>
        <source>not installed</source>
        <translation>non installé</translation>
    </message>
    <message>
        <source>%1 (systemd is not running)</source>
        <extracomment>%1 the timer&apos;s state, e.g. &quot;enabled&quot;</extracomment>
        <translation>%1 (systemd ne tourne pas)</translation>
    </message>
    <message>
        <source>From %1: %2</source>
        <extracomment>%1 a device, %2 whether TRIM gets through</extracomment>
        <translation>Depuis %1 : %2</translation>
    </message>
    <message>
        <source>From %1 (mounted on %2): %3</source>
        <extracomment>%1 a device, %2 its mount points, %3 whether TRIM gets through</extracomment>
        <translation>Depuis %1 (monté sur %2) : %3</translation>
    </message>
    <message>
        <source>Layer</source>
        <translation>Couche</translation>
    </message>
    <message>
        <source>Kind</source>
        <translation>Type</translation>
    </message>
    <message>
        <source>Discard granularity</source>
        <translation>Granularité de discard</translation>
    </message>
    <message>
        <source>Largest discard</source>
        <translation>Plus grand discard</translation>
    </message>
    <message>
        <source>Passes TRIM</source>
        <translation>Laisse passer TRIM</translation>
    </message>
    <message>
        <source>Say whether TRIM reaches the drive through every layer (partition, dm-crypt, LVM, md, loop, USB), whether fstrim.timer runs and which file systems are mounted with discard.</source>
        <translation>Dire si TRIM atteint le disque à travers chaque couche (partition, dm-crypt, LVM, md, loop, USB), si fstrim.timer tourne et quels systèmes de fichiers sont montés avec discard.</translation>
    </message>
    <message>
        <source>A drive, a partition, a dm, md or loop device, or a folder, e.g. /dev/sda or /home.</source>
        <translation>Un disque, une partition, un périphérique dm, md ou loop, ou un dossier, par ex. /dev/sda ou /home.</translation>
    </message>
    <message>
        <source>&apos;trim&apos; needs exactly one TARGET, e.g. &apos;driveproof-cli trim /dev/sda&apos;.</source>
        <translation>&apos;trim&apos; attend exactement un TARGET, par ex. &apos;driveproof-cli trim /dev/sda&apos;.</translation>
    </message>
    <message>
        <source>TRIM from %1: %2</source>
        <extracomment>%1 the drive or folder asked about, %2 whether TRIM gets through</extracomment>
        <translation>TRIM depuis %1 : %2</translation>
    </message>
    <message>
        <source>fstrim.timer: %1</source>
        <extracomment>%1 the timer&apos;s state, e.g. &quot;enabled&quot;</extracomment>
        <translation>fstrim.timer : %1</translation>
    </message>
    <message>
        <source>Judge a report instead of a drive: the output of &apos;smartctl -x&apos;, &apos;smartctl -x --json&apos; or &apos;nvme smart-log -o json&apos; saved in FILE (&apos;-&apos;: standard input).</source>
        <translation>Évaluer un rapport au lieu d&apos;un disque&#xa0;: la sortie de &apos;smartctl -x&apos;, &apos;smartctl -x --json&apos; ou &apos;nvme smart-log -o json&apos; enregistrée dans FILE (&apos;-&apos;&#xa0;: entrée standard).</translation>
    </message>
    <message>
        <source>With --report of nvme smart-log: the output of &apos;nvme id-ctrl -o json&apos; for the model, serial and firmware.</source>
        <translation>Avec --report d&apos;une sortie de nvme smart-log&#xa0;: la sortie de &apos;nvme id-ctrl -o json&apos;, pour le modèle, le numéro de série et le firmware.</translation>
    </message>
    <message>
        <source>&apos;health --report FILE&apos; takes no DEVICE and no --rated-tbw.</source>
        <translation>&apos;health --report FILE&apos; n&apos;accepte ni DEVICE ni --rated-tbw.</translation>
    </message>
</context>
<context>
    <name>DriveProof::Device</name>
    <message>
        <source>No block device named %1. Run &apos;driveproof-cli list&apos; to see the drives on this machine.</source>
        <translation>Aucun périphérique bloc nommé %1. Lancez &apos;driveproof-cli list&apos; pour voir les disques de cette machine.</translation>
    </message>
    <message>
        <source>%1 disappeared while it was being read. Check that the drive is still connected.</source>
        <translation>%1 a disparu pendant sa lecture. Vérifiez que le disque est toujours branché.</translation>
    </message>
    <message>
        <source>%1 could not be opened even as root (%2): the system blocks access to it (a container or a security policy), so only what sysfs reports is shown.</source>
        <extracomment>%1 device path, %2 system error text</extracomment>
        <translation>Impossible d&apos;ouvrir %1, même en tant que root (%2)&#xa0;: le système en bloque l&apos;accès (un conteneur ou une politique de sécurité), seules les informations fournies par sysfs sont donc affichées.</translation>
    </message>
    <message>
        <source>%1 could not be opened (%2): only what sysfs reports is shown. Run as root or through the DriveProof helper for more.</source>
        <extracomment>%1 device path, %2 system error text</extracomment>
        <translation>Impossible d&apos;ouvrir %1 (%2)&#xa0;: seules les informations fournies par sysfs sont affichées. Lancez le programme en tant que root ou via le service auxiliaire de DriveProof pour en voir davantage.</translation>
    </message>
    <message>
        <source>device node</source>
        <translation>nœud de périphérique</translation>
    </message>
    <message>
        <source>not reported by this %1 device through sysfs</source>
        <translation>non indiqué via sysfs par ce périphérique %1</translation>
    </message>
    <message>
        <source>unknown</source>
        <translation>inconnu</translation>
    </message>
    <message>
        <source>model</source>
        <translation>modèle</translation>
    </message>
    <message>
        <source>serial number</source>
        <translation>numéro de série</translation>
    </message>
    <message>
        <source>firmware revision</source>
        <translation>version du firmware</translation>
    </message>
    <message>
        <source>WWN</source>
        <translation>WWN</translation>
    </message>
    <message>
        <source>rotation rate</source>
        <translation>vitesse de rotation</translation>
    </message>
    <message>
        <source>%1 is mounted on %2.</source>
        <extracomment>%1 device path, %2 list of mount points</extracomment>
        <translation>%1 est monté sur %2.</translation>
    </message>
    <message>
        <source>%1 is in use as swap space.</source>
        <extracomment>%1 device path</extracomment>
        <translation>%1 sert d&apos;espace d&apos;échange (swap).</translation>
    </message>
    <message numerus="yes">
        <source>%1 (And %n more.)</source>
        <extracomment>%1 a sentence saying what uses a device, %n how many other users there are</extracomment>
        <translation>
            <numerusform>%1 (Et %n autre utilisation.)</numerusform>
            <numerusform>%1 (Et %n autres utilisations.)</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 backs the loop device %2.</source>
        <extracomment>a loop device reads and writes its data on this device. %1 device path, %2 loop device path</extracomment>
        <translation>%1 contient les données du périphérique loop %2.</translation>
    </message>
    <message>
        <source>%1 is part of %2.</source>
        <extracomment>%1 device path, %2 a device built on it (device-mapper, RAID, bcache)</extracomment>
        <translation>%1 fait partie de %2.</translation>
    </message>
    <message>
        <source>%1 has the partition %2.</source>
        <extracomment>%1 disk path, %2 partition path</extracomment>
        <translation>%1 contient la partition %2.</translation>
    </message>
    <message>
        <source>There is no %1. Give a device such as /dev/sda (see &apos;driveproof-cli list&apos;).</source>
        <translation>%1 n&apos;existe pas. Indiquez un périphérique tel que /dev/sda (voir &apos;driveproof-cli list&apos;).</translation>
    </message>
    <message>
        <source>%1 is a folder or a file, not a block device. Give a device such as /dev/sda (see &apos;driveproof-cli list&apos;).</source>
        <translation>%1 est un dossier ou un fichier, pas un périphérique bloc. Indiquez un périphérique tel que /dev/sda (voir &apos;driveproof-cli list&apos;).</translation>
    </message>
    <message>
        <source>Could not read %1 to see what it holds: %2.</source>
        <extracomment>%1 device or file path, %2 the system&apos;s reason</extracomment>
        <translation>Impossible de lire %1 pour voir ce qu&apos;il contient : %2.</translation>
    </message>
    <message>
        <source>Could not read the start and end of %1 to see what it holds.</source>
        <extracomment>%1 device or file path</extracomment>
        <translation>Impossible de lire le début et la fin de %1 pour voir ce qu&apos;il contient.</translation>
    </message>
    <message>
        <source>udev has no record of device %1, and it could not be read directly (run as root, or start udev).</source>
        <extracomment>%1 device numbers like 8:0</extracomment>
        <translation>udev n&apos;a aucune trace du périphérique %1, et il n&apos;a pas pu être lu directement (lancez en root, ou démarrez udev).</translation>
    </message>
</context>
<context>
    <name>DriveProof::DriveReport</name>
    <message>
        <source>%1 is not valid JSON: %2 at byte %3.</source>
        <extracomment>%1 file name, %2 the JSON parser&apos;s words, %3 the byte offset</extracomment>
        <translation>%1 n&apos;est pas du JSON valide&#xa0;: %2 à l&apos;octet %3.</translation>
    </message>
    <message>
        <source>%1 is larger than any drive report (%2 at most). Give the output of smartctl -x or nvme smart-log, not a disk image.</source>
        <extracomment>%1 file name, %2 a size (&quot;4 MiB&quot;)</extracomment>
        <translation>%1 est plus grand que tout rapport de disque (%2 au maximum). Indiquez la sortie de smartctl -x ou de nvme smart-log, pas une image disque.</translation>
    </message>
    <message>
        <source>%1 is no drive report DriveProof can read: give the output of &apos;smartctl -x&apos;, &apos;smartctl -x --json&apos; or &apos;nvme smart-log -o json&apos;.</source>
        <extracomment>%1 file name</extracomment>
        <translation>%1 n&apos;est pas un rapport de disque que DriveProof sait lire&#xa0;: indiquez la sortie de &apos;smartctl -x&apos;, &apos;smartctl -x --json&apos; ou &apos;nvme smart-log -o json&apos;.</translation>
    </message>
    <message>
        <source>%1 is a report of a SAS or SCSI drive: DriveProof judges reports of ATA (SATA) and NVMe drives.</source>
        <extracomment>%1 file name</extracomment>
        <translation>%1 est le rapport d&apos;un disque SAS ou SCSI&#xa0;: DriveProof évalue les rapports de disques ATA (SATA) et NVMe.</translation>
    </message>
    <message>
        <source>From the report %1, not from the drive itself: %2.</source>
        <extracomment>%1 file name, %2 drive model</extracomment>
        <translation>D&apos;après le rapport %1, et non d&apos;après le disque lui-même&#xa0;: %2.</translation>
    </message>
    <message>
        <source>From the report %1, not from the drive itself: %2, serial %3.</source>
        <extracomment>%1 file name, %2 drive model, %3 serial number</extracomment>
        <translation>D&apos;après le rapport %1, et non d&apos;après le disque lui-même&#xa0;: %2, numéro de série %3.</translation>
    </message>
    <message>
        <source>%1, line %2: more than 30 SMART attributes, which no drive has.</source>
        <extracomment>%1 file name, %2 line number</extracomment>
        <translation>%1, ligne %2&#xa0;: plus de 30 attributs SMART, ce qu&apos;aucun disque ne possède.</translation>
    </message>
    <message>
        <source>Could not read %1: %2.</source>
        <extracomment>%1 file name, %2 the system&apos;s reason</extracomment>
        <translation>Impossible de lire %1&#xa0;: %2.</translation>
    </message>
    <message>
        <source>From the report %1, not from the drive itself.</source>
        <extracomment>%1 file name (a report that names no drive, e.g. smartctl -l farm)</extracomment>
        <translation>D&apos;après le rapport %1, et non d&apos;après le disque lui-même.</translation>
    </message>
</context>
<context>
    <name>DriveProof::Flash</name>
    <message>
        <source>TRIM from %1 reaches the drive %2 through every layer.</source>
        <extracomment>%1 the device in use (e.g. /dev/mapper/vg-home), %2 the drive</extracomment>
        <translation>TRIM depuis %1 atteint le disque %2 à travers chaque couche.</translation>
    </message>
    <message>
        <source>The drive %1 takes TRIM.</source>
        <extracomment>%1 the drive</extracomment>
        <translation>Le disque %1 accepte TRIM.</translation>
    </message>
    <message>
        <source>TRIM from %1 reaches the loop device %2, which frees the space in its backing file %3. The drive under that file gets it only from its own file system (mounted with discard, or fstrim).</source>
        <extracomment>%1 the device in use, %2 a loop device, %3 its backing file</extracomment>
        <translation>TRIM depuis %1 atteint le périphérique loop %2, qui libère l’espace dans son fichier de sauvegarde %3. Le disque sous ce fichier ne le reçoit que de son propre système de fichiers (monté avec discard, ou fstrim).</translation>
    </message>
    <message>
        <source>The dm-crypt volume %1 drops discards, so TRIM from %2 never reaches the drive. Open it with --allow-discards (or the discard option in /etc/crypttab); an observer of the raw drive then sees which blocks are free.</source>
        <extracomment>%1 a dm-crypt volume, %2 the device in use</extracomment>
        <translation>Le volume dm-crypt %1 abandonne les discards : TRIM depuis %2 n’atteint donc jamais le disque. Ouvrez-le avec --allow-discards (ou l’option discard dans /etc/crypttab) ; un observateur du disque brut voit alors quels blocs sont libres.</translation>
    </message>
    <message>
        <source>%1 drops discards, so TRIM from %2 stops there and never reaches the drive.</source>
        <extracomment>%1 the layer (e.g. /dev/md0), %2 the device in use</extracomment>
        <translation>%1 abandonne les discards : TRIM depuis %2 s’y arrête et n’atteint jamais le disque.</translation>
    </message>
    <message>
        <source>The kernel shows no discard limits for %1, so whether TRIM passes it is unknown.</source>
        <extracomment>%1 a device</extracomment>
        <translation>Le noyau n’indique aucune limite de discard pour %1 : on ne sait pas si TRIM le traverse.</translation>
    </message>
    <message>
        <source>%1 is a hard disk: it takes no TRIM and needs none.</source>
        <extracomment>%1 the drive</extracomment>
        <translation>%1 est un disque dur : il n’accepte pas TRIM et n’en a pas besoin.</translation>
    </message>
    <message>
        <source>%1 is attached through usb-storage (Bulk-Only Transport), which passes no TRIM. In a UAS enclosure or on a UAS port it may.</source>
        <extracomment>%1 the drive</extracomment>
        <translation>%1 est branché via usb-storage (Bulk-Only Transport), qui ne transmet pas TRIM. Dans un boîtier UAS ou sur un port UAS, il se peut que oui.</translation>
    </message>
    <message>
        <source>%1 is attached through UAS, but its bridge announces no TRIM, so the kernel sends none.</source>
        <extracomment>%1 the drive</extracomment>
        <translation>%1 est branché via UAS, mais son pont n’annonce pas TRIM : le noyau n’en envoie donc pas.</translation>
    </message>
    <message>
        <source>%1 does not take TRIM (the kernel&apos;s discard_max_bytes is 0).</source>
        <extracomment>%1 the drive</extracomment>
        <translation>%1 n’accepte pas TRIM (discard_max_bytes du noyau vaut 0).</translation>
    </message>
    <message>
        <source>No file system on %1 is mounted. TRIM comes from a mounted file system (fstrim or the discard option), or from blkdiscard, which erases everything.</source>
        <extracomment>%1 the device asked about</extracomment>
        <translation>Aucun système de fichiers de %1 n’est monté. TRIM vient d’un système de fichiers monté (fstrim ou l’option discard), ou de blkdiscard, qui efface tout.</translation>
    </message>
    <message>
        <source>%1 is mounted with discard: every delete is trimmed at once, which slows deletes on some drives. The weekly fstrim.timer is the usual choice.</source>
        <extracomment>%1 a mount point</extracomment>
        <translation>%1 est monté avec discard : chaque suppression est « trimée » aussitôt, ce qui ralentit les suppressions sur certains disques. Le fstrim.timer hebdomadaire est le choix habituel.</translation>
    </message>
    <message>
        <source>%1 is mounted with discard=async: freed space is trimmed in batches.</source>
        <extracomment>%1 a mount point</extracomment>
        <translation>%1 est monté avec discard=async : l’espace libéré est « trimé » par lots.</translation>
    </message>
    <message>
        <source>%1 is trimmed once a week by fstrim.timer.</source>
        <extracomment>%1 a mount point</extracomment>
        <translation>%1 est « trimé » une fois par semaine par fstrim.timer.</translation>
    </message>
    <message>
        <source>%1 is neither mounted with discard nor trimmed by fstrim.timer, so the drive never learns which blocks are free. Run &apos;sudo systemctl enable --now fstrim.timer&apos;.</source>
        <extracomment>%1 a mount point</extracomment>
        <translation>%1 n’est ni monté avec discard ni « trimé » par fstrim.timer : le disque n’apprend donc jamais quels blocs sont libres. Lancez &apos;sudo systemctl enable --now fstrim.timer&apos;.</translation>
    </message>
    <message>
        <source>systemd is not running here, so fstrim.timer trims nothing. Run &apos;fstrim -a&apos; from cron, or mount with discard.</source>
        <translation>systemd ne tourne pas ici : fstrim.timer ne « trime » donc rien. Lancez &apos;fstrim -a&apos; depuis cron, ou montez avec discard.</translation>
    </message>
    <message>
        <source>%1 is not on a block device that DriveProof can see in sysfs. Give a drive, a partition or a folder on one.</source>
        <extracomment>%1 a path the user gave</extracomment>
        <translation>%1 n’est pas sur un périphérique bloc que DriveProof voit dans sysfs. Indiquez un disque, une partition ou un dossier qui s’y trouve.</translation>
    </message>
    <message>
        <source>%1 cannot be read: %2.</source>
        <extracomment>%1 a path the user gave, %2 the system&apos;s error text</extracomment>
        <translation>%1 ne peut pas être lu : %2.</translation>
    </message>
</context>
<context>
    <name>DriveProof::Gui</name>
    <message>
        <source>unknown</source>
        <translation>inconnu</translation>
    </message>
    <message>
        <source>%1 (%2 bytes)</source>
        <extracomment>%1 size with unit, e.g. &quot;500.1 GB&quot;; %2 exact byte count, e.g. &quot;500,107,862,016&quot;</extracomment>
        <translation>%1 (%2 octets)</translation>
    </message>
    <message numerus="yes">
        <source>%Ln byte(s)</source>
        <extracomment>a size in bytes, e.g. &quot;4,096 bytes&quot;; %Ln is the number with digit grouping</extracomment>
        <translation>
            <numerusform>%Ln octet</numerusform>
            <numerusform>%Ln octets</numerusform>
        </translation>
    </message>
    <message>
        <source>yes</source>
        <translation>oui</translation>
    </message>
    <message>
        <source>no</source>
        <translation>non</translation>
    </message>
    <message>
        <source>loop device</source>
        <translation>périphérique loop</translation>
    </message>
    <message>
        <source>backed by a file</source>
        <translation>adossé à un fichier</translation>
    </message>
    <message>
        <source>solid state</source>
        <translation>semi-conducteurs</translation>
    </message>
    <message>
        <source>%1 rpm</source>
        <extracomment>disk rotation speed; %1 is the number, e.g. &quot;7,200&quot;</extracomment>
        <translation>%1 rpm</translation>
    </message>
    <message>
        <source>rotational</source>
        <translation>rotatif</translation>
    </message>
    <message>
        <source>Not reported for this device.</source>
        <translation>Non indiqué pour ce périphérique.</translation>
    </message>
    <message>
        <source>%1%</source>
        <extracomment>a percentage; %1 the number, e.g. &quot;97&quot;</extracomment>
        <translation>%1&#xa0;%</translation>
    </message>
    <message>
        <source>hard disk</source>
        <translation>disque dur</translation>
    </message>
    <message>
        <source>solid-state drive</source>
        <translation>SSD</translation>
    </message>
    <message>
        <source>NVMe solid-state drive</source>
        <translation>SSD NVMe</translation>
    </message>
    <message>
        <source>USB drive</source>
        <translation>disque USB</translation>
    </message>
    <message>
        <source>loop device (a file used as a drive)</source>
        <translation>périphérique loop (un fichier utilisé comme disque)</translation>
    </message>
    <message>
        <source>drive</source>
        <translation>disque</translation>
    </message>
    <message>
        <source>Tells the truth about a drive.</source>
        <translation>Dit la vérité sur un disque.</translation>
    </message>
    <message>
        <source>Show this drive first, e.g. /dev/sda.</source>
        <translation>Afficher d&apos;abord ce disque, par ex. /dev/sda.</translation>
    </message>
    <message>
        <source>Save a picture of the window to this PNG file once everything is read, then quit.</source>
        <translation>Enregistrer une image de la fenêtre dans ce fichier PNG une fois que tout est lu, puis quitter.</translation>
    </message>
    <message>
        <source>You were not allowed to read the write cache setting of %1. Try again and authenticate when asked, or ask an administrator.</source>
        <extracomment>%1 device path</extracomment>
        <translation>Vous n&apos;avez pas été autorisé à lire le réglage du cache d&apos;écriture de %1. Réessayez et authentifiez-vous lorsque cela vous est demandé, ou adressez-vous à un administrateur.</translation>
    </message>
    <message>
        <source>You were not allowed to switch the write cache of %1, so nothing was changed. Try again and authenticate when asked, or ask an administrator.</source>
        <extracomment>%1 device path</extracomment>
        <translation>Vous n&apos;avez pas été autorisé à commuter le cache d&apos;écriture de %1&#xa0;: rien n&apos;a donc été modifié. Réessayez et authentifiez-vous lorsque cela vous est demandé, ou adressez-vous à un administrateur.</translation>
    </message>
    <message>
        <source>You were not allowed to read the health of %1. Try again and authenticate when asked, or ask an administrator.</source>
        <extracomment>%1 device path</extracomment>
        <translation>Vous n&apos;avez pas été autorisé à lire l&apos;état de santé de %1. Réessayez et authentifiez-vous lorsque cela vous est demandé, ou adressez-vous à un administrateur.</translation>
    </message>
    <message>
        <source>DriveProof&apos;s helper is not installed, so DriveProof cannot ask the drive while it runs as you. Install the DriveProof package, or run DriveProof as root.</source>
        <translation>Le service auxiliaire de DriveProof n&apos;est pas installé&#xa0;: DriveProof ne peut donc pas interroger le disque tant qu&apos;il s&apos;exécute sous votre compte. Installez le paquet DriveProof, ou lancez DriveProof en tant que root.</translation>
    </message>
    <message>
        <source>The system bus does not let DriveProof reach its helper: the helper&apos;s D-Bus policy is missing. Reinstall the DriveProof package, or run DriveProof as root.</source>
        <translation>Le bus système ne permet pas à DriveProof d&apos;atteindre son service auxiliaire&#xa0;: la politique D-Bus du service auxiliaire est absente. Réinstallez le paquet DriveProof, ou lancez DriveProof en tant que root.</translation>
    </message>
    <message>
        <source>There is no system bus, so DriveProof cannot reach its helper. Start the D-Bus system service, or run DriveProof as root.</source>
        <translation>Il n&apos;y a pas de bus système&#xa0;: DriveProof ne peut donc pas atteindre son service auxiliaire. Démarrez le service système D-Bus, ou lancez DriveProof en tant que root.</translation>
    </message>
    <message>
        <source>The request for %1 failed: %2.</source>
        <extracomment>%1 device path, %2 the system&apos;s reason</extracomment>
        <translation>La requête pour %1 a échoué&#xa0;: %2.</translation>
    </message>
    <message>
        <source>Starts on a physical-sector boundary.</source>
        <translation>Commence sur une limite de secteur physique.</translation>
    </message>
    <message>
        <source>Starts %1 bytes past a physical-sector boundary.</source>
        <extracomment>%1 a number of bytes, e.g. &quot;512&quot;</extracomment>
        <translation>Commence %1 octets après une limite de secteur physique.</translation>
    </message>
    <message>
        <source>Starts on a 1 MiB boundary.</source>
        <translation>Commence sur une limite de 1 MiB.</translation>
    </message>
    <message>
        <source>Does not start on a 1 MiB boundary.</source>
        <translation>Ne commence pas sur une limite de 1 MiB.</translation>
    </message>
    <message>
        <source>Does not start on a multiple of the drive&apos;s optimal I/O size.</source>
        <translation>Ne commence pas sur un multiple de la taille d&apos;E/S optimale du disque.</translation>
    </message>
    <message>
        <source>none</source>
        <translation>aucun</translation>
    </message>
    <message>
        <source>not mounted</source>
        <translation>non monté</translation>
    </message>
    <message>
        <source>not checked</source>
        <translation>non vérifié</translation>
    </message>
    <message>
        <source>write back: the kernel sends flushes</source>
        <translation>écriture différée (write back)&#xa0;: le noyau envoie des vidages de cache (flush)</translation>
    </message>
    <message>
        <source>write through: the kernel sends no flushes</source>
        <translation>écriture immédiate (write through)&#xa0;: le noyau n&apos;envoie pas de vidages de cache (flush)</translation>
    </message>
    <message>
        <source>Open the Preferences dialog at start.</source>
        <translation>Ouvrir la fenêtre Préférences au démarrage.</translation>
    </message>
    <message>
        <source>Open the About dialog at start.</source>
        <translation>Ouvrir la fenêtre À propos au démarrage.</translation>
    </message>
    <message>
        <source>Run this test (quick, random, commit, ...) in the window without clicks, write the result (--json-out) and quit; for benchmark scripts.</source>
        <translation>Exécuter ce test (quick, random, commit, ...) dans la fenêtre sans aucun clic, écrire le résultat (--json-out) et quitter&#xa0;; pour les scripts de benchmark.</translation>
    </message>
    <message>
        <source>With --run-test: only these measurements, separated by commas, e.g. rnd4kq32t1.read.</source>
        <translation>Avec --run-test&#xa0;: uniquement ces mesures, séparées par des virgules, par ex. rnd4kq32t1.read.</translation>
    </message>
    <message>
        <source>With --run-test: the folder (or file) to test in.</source>
        <translation>Avec --run-test&#xa0;: le dossier (ou le fichier) dans lequel tester.</translation>
    </message>
    <message>
        <source>With --run-test: the test size, e.g. 1G or 256M.</source>
        <translation>Avec --run-test&#xa0;: la taille du test, par ex. 1G ou 256M.</translation>
    </message>
    <message>
        <source>With --run-test: seconds per measurement (default: 5).</source>
        <translation>Avec --run-test&#xa0;: secondes par mesure (par défaut&#xa0;: 5).</translation>
    </message>
    <message>
        <source>With --run-test: write the result as JSON to this file.</source>
        <translation>Avec --run-test&#xa0;: écrire le résultat en JSON dans ce fichier.</translation>
    </message>
    <message>
        <source>--duration needs a number of seconds</source>
        <translation>--duration attend un nombre de secondes</translation>
    </message>
    <message>
        <source>%L1 %2</source>
        <extracomment>a transfer rate; %L1 the number, %2 its unit (&quot;MB/s&quot; or &quot;MiB/s&quot;, as chosen in Preferences)</extracomment>
        <translation>%L1 %2</translation>
    </message>
    <message>
        <source>unknown test &apos;%1&apos;</source>
        <extracomment>%1 what the user typed after --run-test</extracomment>
        <translation>test inconnu &apos;%1&apos;</translation>
    </message>
    <message>
        <source>--run-test needs --target, an existing folder or file</source>
        <translation>--run-test nécessite --target, un dossier ou un fichier existant</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a size, e.g. 1G or 256M</source>
        <extracomment>%1 what the user typed after --size</extracomment>
        <translation>&apos;%1&apos; n&apos;est pas une taille (par ex. 1G ou 256M)</translation>
    </message>
    <message>
        <source>Verify the power-loss tests that wait for it (after the power cut); the autostart entry of a pending test runs this.</source>
        <translation>Vérifier les tests de coupure de courant en attente (après la coupure)&#xa0;; l&apos;entrée de démarrage automatique d&apos;un test en attente lance cette commande.</translation>
    </message>
    <message>
        <source>Open the power-loss test at start.</source>
        <translation>Ouvrir le test de coupure de courant au démarrage.</translation>
    </message>
    <message>
        <source>Open the power-loss witness page at start.</source>
        <translation>Ouvrir la page du témoin de coupure de courant au démarrage.</translation>
    </message>
    <message>
        <source>Open this drive report (smartctl -x, smartctl --json or nvme smart-log -o json) at start.</source>
        <translation>Ouvrir ce rapport de disque (smartctl -x, smartctl --json ou nvme smart-log -o json) au démarrage.</translation>
    </message>
</context>
<context>
    <name>DriveProof::Gui::AboutDialog</name>
    <message>
        <source>About DriveProof</source>
        <translation>À propos de DriveProof</translation>
    </message>
    <message>
        <source>DriveProof %1</source>
        <extracomment>%1 DriveProof&apos;s version, e.g. &quot;0.1.0&quot;</extracomment>
        <translation>DriveProof %1</translation>
    </message>
    <message>
        <source>Tells you the truth about a drive: what it is, whether its partitions are aligned, whether its write cache is on, how fast it commits, streams and seeks, and whether it keeps the writes it acknowledged.</source>
        <translation>Vous dit la vérité sur un disque&#xa0;: ce qu&apos;il est, si ses partitions sont alignées, si son cache d&apos;écriture est activé, à quelle vitesse il valide (commit), transfère en continu et accède aléatoirement, et s&apos;il conserve les écritures qu&apos;il a acquittées.</translation>
    </message>
    <message>
        <source>What DriveProof does</source>
        <translation>Ce que fait DriveProof</translation>
    </message>
    <message>
        <source>Qt %1 · kernel %2 %3</source>
        <extracomment>%1 the Qt version it runs on, %2 the kernel&apos;s name (&quot;linux&quot;), %3 its version</extracomment>
        <translation>Qt %1 · noyau %2 %3</translation>
    </message>
    <message>
        <source>Versions</source>
        <translation>Versions</translation>
    </message>
    <message>
        <source>Free software under the GNU General Public License, version 3 or any later version (&lt;a href=&quot;https://www.gnu.org/licenses/gpl-3.0.html&quot;&gt;GPL-3.0-or-later&lt;/a&gt;). It comes with no warranty.</source>
        <extracomment>rich text; keep the link. GPL-3.0-or-later is the licence&apos;s SPDX name</extracomment>
        <translation>Logiciel libre sous licence GNU General Public License, version 3 ou toute version ultérieure (&lt;a href=&quot;https://www.gnu.org/licenses/gpl-3.0.html&quot;&gt;GPL-3.0-or-later&lt;/a&gt;). Il est fourni sans aucune garantie.</translation>
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
        <translation>Vérifier la &amp;capacité…</translation>
    </message>
    <message>
        <source>Is the drive as big as it says? Finds fake drives.</source>
        <translation>Le disque est-il aussi grand qu’il le prétend ? Détecte les disques contrefaits.</translation>
    </message>
</context>
<context>
    <name>DriveProof::Gui::CapacityDialog</name>
    <message>
        <source>Check capacity: %1</source>
        <extracomment>dialog title; %1 the drive&apos;s model or device node</extracomment>
        <translation>Vérifier la capacité : %1</translation>
    </message>
    <message>
        <source>Is %1 really %2? The check writes records across the whole drive, reads them back and tells a genuine drive from a fake one.</source>
        <extracomment>%1 the drive&apos;s model, %2 its size as it claims it, e.g. &quot;128.0 GB&quot;</extracomment>
        <translation>%1 fait-il vraiment %2 ? La vérification écrit des enregistrements sur tout le disque, les relit et distingue un vrai disque d’une contrefaçon.</translation>
    </message>
    <message>
        <source>&amp;Quick probe: a few thousand records, minutes</source>
        <translation>Sonde &amp;rapide : quelques milliers d’enregistrements, quelques minutes</translation>
    </message>
    <message>
        <source>&amp;Full verify: every block, hours on a large drive</source>
        <translation>Vérification &amp;complète : chaque bloc, des heures sur un grand disque</translation>
    </message>
    <message>
        <source>&amp;Start</source>
        <translation>&amp;Démarrer</translation>
    </message>
    <message>
        <source>Everything on %1 (%2) is lost: every partition, every file.</source>
        <extracomment>%1 device node, %2 the drive&apos;s model</extracomment>
        <translation>Tout le contenu de %1 (%2) est perdu : chaque partition, chaque fichier.</translation>
    </message>
    <message>
        <source>&amp;Cancel</source>
        <translation>&amp;Annuler</translation>
    </message>
    <message>
        <source>&amp;Close</source>
        <translation>&amp;Fermer</translation>
    </message>
    <message>
        <source>Check capacity</source>
        <translation>Vérifier la capacité</translation>
    </message>
    <message>
        <source>Write</source>
        <extracomment>a line of the full verify&apos;s chart: the rate while writing</extracomment>
        <translation>Écriture</translation>
    </message>
    <message>
        <source>Read</source>
        <translation>Lecture</translation>
    </message>
</context>
<context>
    <name>DriveProof::Gui::Card</name>
    <message>
        <source>%1:</source>
        <extracomment>label of a row in a card; %1 the row&apos;s name, e.g. &quot;Model&quot;</extracomment>
        <translation>%1&#xa0;:</translation>
    </message>
</context>
<context>
    <name>DriveProof::Gui::Charts::ChartPanel</name>
    <message>
        <source>&amp;Copy image</source>
        <translation>&amp;Copier l&apos;image</translation>
    </message>
</context>
<context>
    <name>DriveProof::Gui::Charts::CommitChart</name>
    <message>
        <source>Commits per second, by method</source>
        <translation>Commits par seconde, par méthode</translation>
    </message>
    <message>
        <source>Commits per second (logarithmic)</source>
        <translation>Commits par seconde (logarithmique)</translation>
    </message>
    <message>
        <source>Durable, write cache as it was</source>
        <translation>Durable, cache d&apos;écriture inchangé</translation>
    </message>
    <message>
        <source>Durable commits</source>
        <translation>Commits durables</translation>
    </message>
    <message>
        <source>Durable, write cache off</source>
        <translation>Durable, cache d&apos;écriture désactivé</translation>
    </message>
    <message>
        <source>Not durable (baseline for comparison)</source>
        <translation>Non durable (référence pour comparaison)</translation>
    </message>
    <message>
        <source>%1 rpm: about %2 commits/s at most when each waits for the platter</source>
        <extracomment>legend of a line on the commit chart; %1 rotation rate, %2 commits per second</extracomment>
        <translation>%1 rpm&#xa0;: au plus %2 commits/s environ lorsque chacun attend le plateau</translation>
    </message>
</context>
<context>
    <name>DriveProof::Gui::Charts::CompareChart</name>
    <message>
        <source>A (older)</source>
        <translation>A (plus ancienne)</translation>
    </message>
    <message>
        <source>B (newer)</source>
        <translation>B (plus récente)</translation>
    </message>
    <message>
        <source>The two runs side by side</source>
        <translation>Les deux exécutions côte à côte</translation>
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
        <translation>Écritures acquittées avant la coupure de courant</translation>
    </message>
    <message>
        <source>Seconds before the cut</source>
        <extracomment>axis of a chart: time before the moment the power was cut (negative numbers)</extracomment>
        <translation>Secondes avant la coupure</translation>
    </message>
    <message>
        <source>Write number</source>
        <extracomment>axis of a chart: the running number of each write</extracomment>
        <translation>Numéro d&apos;écriture</translation>
    </message>
    <message>
        <source>Kept</source>
        <translation>Conservée</translation>
    </message>
    <message>
        <source>Lost</source>
        <translation>Perdue</translation>
    </message>
    <message>
        <source>Torn (partly kept)</source>
        <translation>Déchirée (conservée en partie)</translation>
    </message>
    <message>
        <source>Estimated cut</source>
        <extracomment>the estimated moment of the power cut, a vertical line in the chart</extracomment>
        <translation>Coupure estimée</translation>
    </message>
</context>
<context>
    <name>DriveProof::Gui::Charts::HybridChart</name>
    <message>
        <source>Random reads before and after the idle time</source>
        <translation>Lectures aléatoires avant et après la période d&apos;inactivité</translation>
    </message>
    <message>
        <source>Random reads of the same blocks</source>
        <translation>Lectures aléatoires des mêmes blocs</translation>
    </message>
    <message>
        <source>IOPS</source>
        <translation>IOPS</translation>
    </message>
    <message>
        <source>First pass</source>
        <translation>Première passe</translation>
    </message>
    <message>
        <source>Second pass, after the idle time</source>
        <translation>Deuxième passe, après la période d&apos;inactivité</translation>
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
        <translation>Latence de %1</translation>
    </message>
    <message>
        <source>Latency (µs, logarithmic)</source>
        <translation>Latence (µs, logarithmique)</translation>
    </message>
    <message>
        <source>Share of operations (%)</source>
        <translation>Part des opérations (%)</translation>
    </message>
    <message>
        <source>Operations</source>
        <translation>Opérations</translation>
    </message>
    <message>
        <source>p50 (median): %1 µs</source>
        <extracomment>a percentile marker in the legend; %1 latency in microseconds</extracomment>
        <translation>p50 (médiane)&#xa0;: %1 µs</translation>
    </message>
    <message>
        <source>p99: %1 µs</source>
        <extracomment>a percentile marker in the legend; %1 latency in microseconds</extracomment>
        <translation>p99&#xa0;: %1 µs</translation>
    </message>
    <message>
        <source>p99.9: %1 µs</source>
        <extracomment>a percentile marker in the legend; %1 latency in microseconds</extracomment>
        <translation>p99.9&#xa0;: %1 µs</translation>
    </message>
</context>
<context>
    <name>DriveProof::Gui::Charts::PositionChart</name>
    <message>
        <source>Read rate across the test area</source>
        <translation>Débit de lecture sur la zone de test</translation>
    </message>
    <message>
        <source>Write rate as the test area fills</source>
        <translation>Débit d&apos;écriture à mesure que la zone de test se remplit</translation>
    </message>
    <message>
        <source>Position (%1)</source>
        <extracomment>axis title; %1 the unit: MB, GB, MiB or GiB</extracomment>
        <translation>Position (%1)</translation>
    </message>
    <message>
        <source>Written (%1)</source>
        <extracomment>axis title; %1 the unit: MB, GB, MiB or GiB</extracomment>
        <translation>Données écrites (%1)</translation>
    </message>
</context>
<context>
    <name>DriveProof::Gui::Charts::SweepChart</name>
    <message>
        <source>IOPS and transfer rate by block size</source>
        <translation>IOPS et débit selon la taille de bloc</translation>
    </message>
    <message>
        <source>Block size (KiB, logarithmic)</source>
        <translation>Taille de bloc (KiB, logarithmique)</translation>
    </message>
    <message>
        <source>IOPS and transfer rate by queue depth</source>
        <translation>IOPS et débit selon la profondeur de file d&apos;attente</translation>
    </message>
    <message>
        <source>I/Os in flight per thread (logarithmic)</source>
        <translation>E/S en vol par thread (logarithmique)</translation>
    </message>
    <message>
        <source>IOPS and transfer rate by threads</source>
        <translation>IOPS et débit selon le nombre de threads</translation>
    </message>
    <message>
        <source>Threads (logarithmic)</source>
        <translation>Threads (logarithmique)</translation>
    </message>
    <message>
        <source>IOPS (logarithmic)</source>
        <translation>IOPS (logarithmique)</translation>
    </message>
    <message>
        <source>IOPS</source>
        <translation>IOPS</translation>
    </message>
    <message>
        <source>%1 (logarithmic)</source>
        <extracomment>axis title; %1 the rate unit, &quot;MB/s&quot; or &quot;MiB/s&quot;</extracomment>
        <translation>%1 (logarithmique)</translation>
    </message>
</context>
<context>
    <name>DriveProof::Gui::Charts::TimeSeriesChart</name>
    <message>
        <source>Transfer rate over time</source>
        <translation>Débit au fil du temps</translation>
    </message>
    <message>
        <source>I/O operations per second over time</source>
        <translation>Opérations d&apos;E/S par seconde au fil du temps</translation>
    </message>
    <message>
        <source>IOPS</source>
        <translation>IOPS</translation>
    </message>
    <message>
        <source>Commits per second over time</source>
        <translation>Commits par seconde au fil du temps</translation>
    </message>
    <message>
        <source>Commits per second</source>
        <translation>Commits par seconde</translation>
    </message>
    <message>
        <source>Seconds</source>
        <translation>Secondes</translation>
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
        <translation>Latence p99 (µs)</translation>
    </message>
    <message>
        <source>Two runs side by side</source>
        <translation>Deux exécutions côte à côte</translation>
    </message>
    <message>
        <source>&amp;Back to the history</source>
        <translation>&amp;Retour à l&apos;historique</translation>
    </message>
    <message>
        <source>Comparison of two runs</source>
        <translation>Comparaison de deux exécutions</translation>
    </message>
    <message>
        <source>A: %1</source>
        <extracomment>the first (older) run of a comparison; %1 what it was</extracomment>
        <translation>A&#xa0;: %1</translation>
    </message>
    <message>
        <source>B: %1</source>
        <extracomment>the second (newer) run of a comparison; %1 what it was</extracomment>
        <translation>B&#xa0;: %1</translation>
    </message>
    <message>
        <source>Measurement</source>
        <translation>Mesure</translation>
    </message>
    <message>
        <source>Quantity</source>
        <translation>Grandeur</translation>
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
        <translation>Ces exécutions n&apos;ont aucune mesure en commun&#xa0;: il n&apos;y a donc rien à mettre côte à côte. Comparez deux exécutions du même test.</translation>
    </message>
    <message>
        <source>These are two different tests (%1 and %2): only the measurements they share have a ratio.</source>
        <extracomment>%1 and %2 two test names</extracomment>
        <translation>Il s&apos;agit de deux tests différents (%1 et %2)&#xa0;: seules les mesures qu&apos;ils ont en commun ont un rapport.</translation>
    </message>
    <message>
        <source>same</source>
        <extracomment>B&apos;s number is within 3% of A&apos;s</extracomment>
        <translation>identique</translation>
    </message>
    <message>
        <source>▲ %1% better</source>
        <extracomment>%1 a percentage without the % sign, e.g. &quot;18&quot; -&gt; &quot;▲ 18% better&quot;</extracomment>
        <translation>▲ meilleur de %1&#xa0;%</translation>
    </message>
    <message>
        <source>▼ %1% worse</source>
        <translation>▼ moins bon de %1&#xa0;%</translation>
    </message>
    <message>
        <source>Better and worse follow each quantity: more MB/s, IOPS or commits per second is better, less latency is better. Within 3% counts as the same: two runs on one drive differ that much.</source>
        <translation>Meilleur ou moins bon dépend de chaque grandeur&#xa0;: plus de MB/s, d&apos;IOPS ou de commits par seconde, c&apos;est mieux&#xa0;; moins de latence, c&apos;est mieux. Un écart inférieur à 3&#xa0;% compte comme identique&#xa0;: deux exécutions sur un même disque diffèrent d&apos;autant.</translation>
    </message>
    <message>
        <source>B against A</source>
        <translation>B par rapport à A</translation>
    </message>
    <message>
        <source>%1, %2, on %3 (%4) · %5</source>
        <extracomment>one run in a comparison; %1 test name, %2 date and time, %3 drive model, %4 where it ran, %5 its settings (&quot;1 GiB · 5 s per step · temporary file on ext4 · io_uring&quot;)</extracomment>
        <translation>%1, %2, sur %3 (%4) · %5</translation>
    </message>
    <message>
        <source>These runs were not made alike, so their numbers do not compare directly. %1</source>
        <extracomment>%1 one or more sentences on how the two runs differ</extracomment>
        <translation>Ces exécutions n&apos;ont pas été faites de la même façon : leurs chiffres ne se comparent pas directement. %1</translation>
    </message>
</context>
<context>
    <name>DriveProof::Gui::ConfirmWriteDialog</name>
    <message>
        <source>Erase %1?</source>
        <extracomment>dialog title; %1 a device node</extracomment>
        <translation>Effacer %1&#xa0;?</translation>
    </message>
    <message>
        <source>This test (%1) writes over %2 (%3). Everything on it is lost: every partition, every file. This cannot be undone.</source>
        <extracomment>%1 test name, %2 device node, %3 the drive&apos;s model</extracomment>
        <translation>Ce test (%1) écrase %2 (%3). Tout son contenu sera perdu&#xa0;: chaque partition, chaque fichier. Cette opération est irréversible.</translation>
    </message>
    <message>
        <source>To go on, type the device&apos;s name, &lt;b&gt;%1&lt;/b&gt;:</source>
        <extracomment>%1 the device&apos;s short name the user must type, e.g. &quot;sdb&quot;</extracomment>
        <translation>Pour continuer, saisissez le nom du périphérique, &lt;b&gt;%1&lt;/b&gt;&#xa0;:</translation>
    </message>
    <message>
        <source>Device name</source>
        <translation>Nom du périphérique</translation>
    </message>
    <message>
        <source>&amp;Erase and test</source>
        <translation>&amp;Effacer et tester</translation>
    </message>
    <message>
        <source>Test the empty drive %1?</source>
        <extracomment>dialog title; %1 the drive&apos;s name (model)</extracomment>
        <translation>Tester le disque vide %1 ?</translation>
    </message>
    <message>
        <source>%1 (%2) is empty: it has no partition table and no file system, as a new drive arrives. The test (%3) writes over the whole device; anything on it that DriveProof cannot recognise would be lost.</source>
        <extracomment>%1 the drive&apos;s name (model), %2 device node, %3 test name</extracomment>
        <translation>%1 (%2) est vide : ni table de partitions ni système de fichiers, comme un disque neuf à sa livraison. Le test (%3) écrit sur tout le périphérique ; tout ce qu&apos;il contiendrait et que DriveProof ne reconnaît pas serait perdu.</translation>
    </message>
    <message>
        <source>&amp;Write and test</source>
        <translation>É&amp;crire et tester</translation>
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
        <translation>Bon</translation>
    </message>
    <message>
        <source>Caution</source>
        <extracomment>health badge beside a drive in the list, as on the Health card</extracomment>
        <translation>Attention</translation>
    </message>
    <message>
        <source>Bad</source>
        <extracomment>health badge beside a drive in the list, as on the Health card</extracomment>
        <translation>Mauvais</translation>
    </message>
    <message>
        <source>%1
%2, %3
Health: %4</source>
        <extracomment>%1 drive name, %2 kind of drive, %3 device path, %4 its health (&quot;Good&quot;, ...)</extracomment>
        <translation>%1
%2, %3
Santé&#xa0;: %4</translation>
    </message>
    <message>
        <source>%1, %2, %3, %4, health: %5</source>
        <extracomment>read by screen readers; %1 drive name, %2 kind of drive, %3 size, %4 device path, %5 its health (&quot;Good&quot;, &quot;Caution&quot;, &quot;Bad&quot;)</extracomment>
        <translation>%1, %2, %3, %4, santé&#xa0;: %5</translation>
    </message>
</context>
<context>
    <name>DriveProof::Gui::DrivePage</name>
    <message>
        <source>%1 %2 · %3</source>
        <extracomment>under the drive name; %1 size, e.g. &quot;2.0 TB&quot;, %2 kind of drive, %3 device path</extracomment>
        <translation>%2 de %1 · %3</translation>
    </message>
    <message>
        <source>&amp;Test this drive…</source>
        <translation>Tester ce &amp;disque…</translation>
    </message>
    <message>
        <source>Measure %1: quick check, commit rate, throughput and more, in a window of its own</source>
        <extracomment>%1 the drive&apos;s name</extracomment>
        <translation>Mesurer %1&#xa0;: vérification rapide, taux de commit, débit et plus, dans une fenêtre à part</translation>
    </message>
    <message>
        <source>Q&amp;uick check</source>
        <translation>&amp;Vérification rapide</translation>
    </message>
    <message>
        <source>Measure the four CrystalDiskMark tests now, in about %1, on a temporary file in %2</source>
        <extracomment>tooltip of the Quick check button; %1 about how long it takes (&quot;20 seconds&quot;), %2 the folder that holds the temporary file</extracomment>
        <translation>Mesurer maintenant les quatre tests de CrystalDiskMark, en %1 environ, sur un fichier temporaire dans %2</translation>
    </message>
    <message>
        <source>This drive is empty: no partition table and no file system. It is read-only or in use, so only the reading tests can run on it.</source>
        <translation>Ce disque est vide : ni table de partitions ni système de fichiers. Il est en lecture seule ou en cours d&apos;utilisation : seuls les tests de lecture peuvent s&apos;y exécuter.</translation>
    </message>
    <message>
        <source>This drive is empty: no partition table and no file system, as a new drive arrives. The quick check, the commit test and the sustained write run on the whole device after one confirmation; there is no need to partition it first.</source>
        <translation>Ce disque est vide : ni table de partitions ni système de fichiers, comme un disque neuf à sa livraison. La vérification rapide, le test de validation et l&apos;écriture soutenue s&apos;exécutent sur tout le périphérique après une seule confirmation ; inutile de le partitionner d&apos;abord.</translation>
    </message>
    <message>
        <source>The quick check needs a folder on this drive, and none of its file systems is mounted. Mount one (in your file manager or GNOME Disks) and press Refresh (F5), or use &quot;Test this drive…&quot; for the reading tests on the whole device (sequential and random reads, surface scan), which write nothing.</source>
        <translation>La vérification rapide a besoin d&apos;un dossier sur ce disque, et aucun de ses systèmes de fichiers n&apos;est monté. Montez-en un (dans le gestionnaire de fichiers ou Disques de GNOME) et appuyez sur Actualiser (F5), ou utilisez « Tester ce disque… » pour les tests de lecture sur tout le périphérique (lecture séquentielle et aléatoire, analyse de surface), qui n&apos;écrivent rien.</translation>
    </message>
    <message>
        <source>The quick check needs a folder on this drive that you can write to, and none of its file systems is mounted where you may write. Mount one where you may and press Refresh (F5), or choose a folder of yours on it with &quot;Test this drive…&quot;.</source>
        <translation>La vérification rapide a besoin d&apos;un dossier de ce disque où vous pouvez écrire, et aucun de ses systèmes de fichiers n&apos;est monté à un endroit où vous en avez le droit. Montez-en un là où vous pouvez et appuyez sur Actualiser (F5), ou choisissez l&apos;un de vos dossiers dessus avec « Tester ce disque… ».</translation>
    </message>
    <message>
        <source>Measure the four CrystalDiskMark tests now, in about %1, on the empty device %2 (asks once to confirm)</source>
        <extracomment>tooltip of the Quick check button; %1 about how long it takes (&quot;20 seconds&quot;), %2 a device node</extracomment>
        <translation>Mesurer maintenant les quatre tests de CrystalDiskMark, en %1 environ, sur le périphérique vide %2 (demande une confirmation)</translation>
    </message>
</context>
<context>
    <name>DriveProof::Gui::HealthCard</name>
    <message>
        <source>Health</source>
        <translation>Santé</translation>
    </message>
    <message>
        <source>Reading…</source>
        <translation>Lecture…</translation>
    </message>
    <message>
        <source>Unknown</source>
        <translation>Inconnu</translation>
    </message>
    <message>
        <source>Health: %1</source>
        <extracomment>accessible name of the health badge; %1 &quot;Good&quot;, &quot;Caution&quot;, &quot;Bad&quot;, ...</extracomment>
        <translation>Santé&#xa0;: %1</translation>
    </message>
    <message>
        <source>No health data</source>
        <translation>Aucune donnée de santé</translation>
    </message>
    <message>
        <source>%1 is a file used as a drive (%2): it has no health data of its own. The health of the drive that holds the file is what counts.</source>
        <extracomment>%1 device path, %2 the file behind the loop device</extracomment>
        <translation>%1 est un fichier utilisé comme disque (%2)&#xa0;: il n&apos;a pas de données de santé propres. C&apos;est l&apos;état de santé du disque qui contient le fichier qui compte.</translation>
    </message>
    <message>
        <source>%1 is a virtual disk: the real drive is on the host, and only the host can read its health.</source>
        <extracomment>%1 device path</extracomment>
        <translation>%1 est un disque virtuel&#xa0;: le vrai disque se trouve sur l&apos;hôte, et seul l&apos;hôte peut lire son état de santé.</translation>
    </message>
    <message>
        <source>%1 reports no health data that DriveProof can read.</source>
        <extracomment>%1 device path</extracomment>
        <translation>%1 ne fournit aucune donnée de santé que DriveProof puisse lire.</translation>
    </message>
    <message>
        <source>Good</source>
        <translation>Bon</translation>
    </message>
    <message>
        <source>The drive finds nothing wrong. That predicts some failures, not all: keep backups.</source>
        <translation>Le disque ne détecte aucun problème. Cela permet d&apos;anticiper certaines pannes, pas toutes&#xa0;: gardez des sauvegardes.</translation>
    </message>
    <message>
        <source>Caution</source>
        <translation>Attention</translation>
    </message>
    <message>
        <source>Make sure your backups are current, and check this drive again soon.</source>
        <translation>Vérifiez que vos sauvegardes sont à jour, et contrôlez de nouveau ce disque prochainement.</translation>
    </message>
    <message>
        <source>Bad</source>
        <translation>Mauvais</translation>
    </message>
    <message>
        <source>Back up the data on this drive now and plan to replace it.</source>
        <translation>Sauvegardez dès maintenant les données de ce disque et prévoyez de le remplacer.</translation>
    </message>
    <message>
        <source>The drive gave no overall assessment of its health.</source>
        <translation>Le disque n&apos;a fourni aucune évaluation globale de son état de santé.</translation>
    </message>
    <message>
        <source>Temperature</source>
        <extracomment>a temperature; %1 the number, e.g. &quot;38&quot;</extracomment>
        <translation>Température</translation>
    </message>
    <message>
        <source>%1 °C</source>
        <translation>%1 °C</translation>
    </message>
    <message>
        <source>Power-on hours</source>
        <translation>Heures de fonctionnement</translation>
    </message>
    <message>
        <source>Power cycles</source>
        <translation>Cycles d&apos;alimentation</translation>
    </message>
    <message>
        <source>Unsafe shutdowns</source>
        <translation>Arrêts non sécurisés</translation>
    </message>
    <message>
        <source>Times power was lost before the drive was told: each one is a moment where its write cache could lose data.</source>
        <translation>Nombre de coupures d&apos;alimentation survenues avant que le disque en soit averti&#xa0;: à chacune, son cache d&apos;écriture a pu perdre des données.</translation>
    </message>
    <message>
        <source>Bad sectors</source>
        <translation>Secteurs défectueux</translation>
    </message>
    <message>
        <source>Sectors the drive has replaced or is waiting to replace.</source>
        <translation>Secteurs que le disque a remplacés ou attend de remplacer.</translation>
    </message>
    <message>
        <source>Media errors</source>
        <translation>Erreurs de support</translation>
    </message>
    <message>
        <source>Data the drive could not read or write correctly.</source>
        <translation>Données que le disque n&apos;a pas pu lire ou écrire correctement.</translation>
    </message>
    <message>
        <source>Available spare</source>
        <translation>Réserve disponible</translation>
    </message>
    <message>
        <source>Reserve blocks left for replacing worn-out ones.</source>
        <translation>Blocs de réserve restants pour remplacer les blocs usés.</translation>
    </message>
    <message>
        <source>Wear</source>
        <extracomment>wear of a solid-state drive; %1 a percentage, e.g. &quot;3%&quot;</extracomment>
        <translation>Usure</translation>
    </message>
    <message>
        <source>%1 of its rated life used</source>
        <translation>%1 de sa durée de vie nominale utilisée</translation>
    </message>
    <message>
        <source>The maker&apos;s estimate; it can go past 100%.</source>
        <translation>Estimation du fabricant&#xa0;; elle peut dépasser 100&#xa0;%.</translation>
    </message>
    <message>
        <source>Read from</source>
        <translation>Lu via</translation>
    </message>
</context>
<context>
    <name>DriveProof::Gui::HealthRecordsView</name>
    <message numerus="yes">
        <source>All records the drive keeps (%n)</source>
        <extracomment>%n the number of records (SMART attributes or NVMe log fields)</extracomment>
        <translation>
            <numerusform>Tous les relevés que garde le disque (%n)</numerusform>
            <numerusform>Tous les relevés que garde le disque (%n)</numerusform>
        </translation>
    </message>
    <message>
        <source>%1
Defined in: %2</source>
        <extracomment>tooltip of a health record; %1 what it means, %2 the standard and section</extracomment>
        <translation>%1
Défini dans : %2</translation>
    </message>
    <message>
        <source>Self-test log, newest first:</source>
        <translation>Journal des autotests, du plus récent au plus ancien :</translation>
    </message>
</context>
<context>
    <name>DriveProof::Gui::HistoryPage</name>
    <message>
        <source>Earlier runs on %1</source>
        <extracomment>%1 the drive&apos;s name (model)</extracomment>
        <translation>Exécutions précédentes sur %1</translation>
    </message>
    <message>
        <source>Every test run on this drive is kept here. Open one to see its result again, or select two (hold Ctrl and click) to compare them side by side.</source>
        <translation>Chaque test exécuté sur ce disque est conservé ici. Ouvrez-en un pour revoir son résultat, ou sélectionnez-en deux (maintenez Ctrl et cliquez) pour les comparer côte à côte.</translation>
    </message>
    <message>
        <source>Date</source>
        <translation>Date</translation>
    </message>
    <message>
        <source>Test</source>
        <translation>Test</translation>
    </message>
    <message>
        <source>Summary</source>
        <translation>Résumé</translation>
    </message>
    <message>
        <source>Earlier runs</source>
        <translation>Exécutions précédentes</translation>
    </message>
    <message>
        <source>&amp;Open</source>
        <translation>&amp;Ouvrir</translation>
    </message>
    <message>
        <source>&amp;Compare the two selected</source>
        <translation>&amp;Comparer les deux sélectionnées</translation>
    </message>
    <message>
        <source>&amp;Delete…</source>
        <translation>&amp;Supprimer…</translation>
    </message>
    <message>
        <source>&amp;New test</source>
        <translation>&amp;Nouveau test</translation>
    </message>
    <message>
        <source>Reading the history…</source>
        <translation>Lecture de l&apos;historique…</translation>
    </message>
    <message>
        <source>No runs yet. Finished tests appear here by themselves.</source>
        <translation>Aucune exécution pour l&apos;instant. Les tests terminés apparaissent ici d&apos;eux-mêmes.</translation>
    </message>
    <message numerus="yes">
        <source>%n run(s) kept.</source>
        <extracomment>%n runs kept for this drive</extracomment>
        <translation>
            <numerusform>%n exécution conservée.</numerusform>
            <numerusform>%n exécutions conservées.</numerusform>
        </translation>
    </message>
    <message>
        <source>Select exactly two runs to compare</source>
        <translation>Sélectionnez exactement deux exécutions à comparer</translation>
    </message>
    <message>
        <source>Delete runs</source>
        <translation>Supprimer des exécutions</translation>
    </message>
    <message numerus="yes">
        <source>Delete %n run(s) from the history? This cannot be undone.</source>
        <extracomment>%n how many runs are about to be deleted</extracomment>
        <translation>
            <numerusform>Supprimer %n exécution de l&apos;historique&#xa0;? Cette opération est irréversible.</numerusform>
            <numerusform>Supprimer %n exécutions de l&apos;historique&#xa0;? Cette opération est irréversible.</numerusform>
        </translation>
    </message>
    <message>
        <source>Select two runs of the same test to compare</source>
        <translation>Sélectionnez deux exécutions du même test à comparer</translation>
    </message>
    <message>
        <source>Settings</source>
        <translation>Paramètres</translation>
    </message>
</context>
<context>
    <name>DriveProof::Gui::IdentityCard</name>
    <message>
        <source>Identity</source>
        <translation>Identité</translation>
    </message>
    <message>
        <source>Device</source>
        <translation>Périphérique</translation>
    </message>
    <message>
        <source>Backing file</source>
        <translation>Fichier d&apos;appui</translation>
    </message>
    <message>
        <source>Transport</source>
        <translation>Interface</translation>
    </message>
    <message>
        <source>The kernel does not say how this drive is connected.</source>
        <translation>Le noyau n&apos;indique pas comment ce disque est connecté.</translation>
    </message>
    <message>
        <source>Rotation speed unknown: %1</source>
        <extracomment>%1 why the speed is unknown</extracomment>
        <translation>Vitesse de rotation inconnue&#xa0;: %1</translation>
    </message>
    <message>
        <source>Media</source>
        <translation>Support</translation>
    </message>
    <message>
        <source>Removable</source>
        <translation>Amovible</translation>
    </message>
    <message>
        <source>Read-only</source>
        <translation>Lecture seule</translation>
    </message>
    <message>
        <source>Model</source>
        <translation>Modèle</translation>
    </message>
    <message>
        <source>Vendor</source>
        <translation>Fabricant</translation>
    </message>
    <message>
        <source>Serial number</source>
        <translation>Numéro de série</translation>
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
        <translation>Liaison</translation>
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
        <translation>&amp;Fichier</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Quitter</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>A&amp;ffichage</translation>
    </message>
    <message>
        <source>&amp;Refresh</source>
        <translation>&amp;Actualiser</translation>
    </message>
    <message>
        <source>Read the list of drives again</source>
        <translation>Relire la liste des disques</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Aide</translation>
    </message>
    <message>
        <source>&amp;About DriveProof</source>
        <translation>À &amp;propos de DriveProof</translation>
    </message>
    <message>
        <source>Drives</source>
        <translation>Disques</translation>
    </message>
    <message>
        <source>Busy</source>
        <translation>Occupé</translation>
    </message>
    <message>
        <source>Looking for drives…</source>
        <translation>Recherche des disques…</translation>
    </message>
    <message>
        <source>Checking the partitions of %1…</source>
        <extracomment>%1 device path</extracomment>
        <translation>Vérification des partitions de %1…</translation>
    </message>
    <message>
        <source>Switching the write cache of %1…</source>
        <extracomment>%1 device path</extracomment>
        <translation>Commutation du cache d&apos;écriture de %1…</translation>
    </message>
    <message>
        <source>Reading the write cache and health of %1…</source>
        <extracomment>%1 device path</extracomment>
        <translation>Lecture du cache d&apos;écriture et de l&apos;état de santé de %1…</translation>
    </message>
    <message>
        <source>udisks2 is not running: the facts shown come from the kernel alone.</source>
        <translation>udisks2 n&apos;est pas en cours d&apos;exécution&#xa0;: les informations affichées proviennent du noyau seul.</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>&amp;Édition</translation>
    </message>
    <message>
        <source>&amp;Preferences…</source>
        <translation>&amp;Préférences…</translation>
    </message>
    <message>
        <source>Choose the language, the unit of transfer rates and the test defaults</source>
        <translation>Choisir la langue, l&apos;unité des débits et les valeurs par défaut des tests</translation>
    </message>
    <message numerus="yes">
        <source>A test is running on %1. Stop it and quit?</source>
        <extracomment>%1 device paths, e.g. &quot;/dev/sda&quot;; more than one joined by &quot;, &quot;</extracomment>
        <translation>
            <numerusform>Un test est en cours sur %1. L&apos;arrêter et quitter&#xa0;?</numerusform>
            <numerusform>Des tests sont en cours sur %1. Les arrêter et quitter&#xa0;?</numerusform>
        </translation>
    </message>
    <message>
        <source>Stop the test?</source>
        <translation>Arrêter le test&#xa0;?</translation>
    </message>
    <message>
        <source>The steps that finished are kept in the history; the temporary file is removed.</source>
        <translation>Les étapes terminées sont conservées dans l&apos;historique&#xa0;; le fichier temporaire est supprimé.</translation>
    </message>
    <message>
        <source>&amp;Stop and quit</source>
        <translation>&amp;Arrêter et quitter</translation>
    </message>
    <message>
        <source>&amp;Keep testing</source>
        <translation>&amp;Continuer le test</translation>
    </message>
    <message>
        <source>Power-loss &amp;witness…</source>
        <translation>&amp;Témoin de coupure de courant…</translation>
    </message>
    <message>
        <source>Record the power-loss test of another computer&apos;s drive on this one</source>
        <translation>Enregistrer sur cet ordinateur le test de coupure de courant du disque d&apos;un autre ordinateur</translation>
    </message>
    <message>
        <source>Stop the power-loss test?</source>
        <translation>Arrêter le test de coupure de courant&#xa0;?</translation>
    </message>
    <message>
        <source>The power-loss test is running. Quitting stops it without a power cut, so this run cannot tell whether the drive keeps its writes.</source>
        <translation>Le test de coupure de courant est en cours. Quitter l&apos;arrête sans coupure de courant&#xa0;: cette exécution ne pourra donc pas dire si le disque conserve ses écritures.</translation>
    </message>
    <message>
        <source>&amp;Keep running</source>
        <translation>&amp;Continuer le test</translation>
    </message>
    <message>
        <source>&amp;Open Drive Report…</source>
        <translation>&amp;Ouvrir un rapport de disque…</translation>
    </message>
    <message>
        <source>Judge a drive from its smartctl or nvme-cli report, e.g. one a seller sent</source>
        <translation>Évaluer un disque d&apos;après son rapport smartctl ou nvme-cli, par ex. celui envoyé par un vendeur</translation>
    </message>
    <message>
        <source>Paste Drive &amp;Report</source>
        <translation>Coller un &amp;rapport de disque</translation>
    </message>
    <message>
        <source>Judge the smartctl or nvme-cli report on the clipboard</source>
        <translation>Évaluer le rapport smartctl ou nvme-cli présent dans le presse-papiers</translation>
    </message>
</context>
<context>
    <name>DriveProof::Gui::Notice</name>
    <message>
        <source>Danger</source>
        <translation>Danger</translation>
    </message>
    <message>
        <source>Warning</source>
        <translation>Avertissement</translation>
    </message>
    <message>
        <source>Note</source>
        <translation>Remarque</translation>
    </message>
</context>
<context>
    <name>DriveProof::Gui::NumbersTable</name>
    <message>
        <source>%1: %2</source>
        <extracomment>flushes per commit on one device of the stack: %1 device, %2 the number</extracomment>
        <translation>%1&#xa0;: %2</translation>
    </message>
    <message>
        <source>Commit method</source>
        <translation>Méthode de commit</translation>
    </message>
    <message>
        <source>Commits/s</source>
        <translation>Commits/s</translation>
    </message>
    <message>
        <source>Mean µs</source>
        <translation>Moyenne µs</translation>
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
        <translation>Flush par commit</translation>
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
        <translation>non durable</translation>
    </message>
</context>
<context>
    <name>DriveProof::Gui::PartitionsCard</name>
    <message>
        <source>Partitions</source>
        <translation>Partitions</translation>
    </message>
    <message>
        <source>What to do</source>
        <translation>Que faire</translation>
    </message>
    <message>
        <source>#</source>
        <translation>N°</translation>
    </message>
    <message>
        <source>Device</source>
        <translation>Périphérique</translation>
    </message>
    <message>
        <source>Start sector</source>
        <translation>Secteur de début</translation>
    </message>
    <message>
        <source>Start (bytes)</source>
        <translation>Début (octets)</translation>
    </message>
    <message>
        <source>Size</source>
        <translation>Taille</translation>
    </message>
    <message>
        <source>Mounted on</source>
        <translation>Monté sur</translation>
    </message>
    <message>
        <source>Alignment</source>
        <translation>Alignement</translation>
    </message>
    <message>
        <source>Checking alignment</source>
        <translation>Vérification de l&apos;alignement</translation>
    </message>
    <message>
        <source>Reading the partition table…</source>
        <translation>Lecture de la table des partitions…</translation>
    </message>
    <message>
        <source>Partitions of %1</source>
        <extracomment>accessible name of the partitions table; %1 device path</extracomment>
        <translation>Partitions de %1</translation>
    </message>
    <message>
        <source>The kernel lists no partitions on this drive.</source>
        <translation>Le noyau n&apos;indique aucune partition sur ce disque.</translation>
    </message>
    <message>
        <source>The partition table lists no partitions.</source>
        <translation>La table des partitions ne contient aucune partition.</translation>
    </message>
    <message>
        <source>The partition table lists this partition, but the kernel has no device node for it yet (on some systems &apos;partx -a&apos; adds it).</source>
        <translation>La table des partitions contient cette partition, mais le noyau n&apos;a pas encore de nœud de périphérique pour elle (sur certains systèmes, &apos;partx -a&apos; l&apos;ajoute).</translation>
    </message>
    <message>
        <source>checking…</source>
        <translation>vérification…</translation>
    </message>
    <message>
        <source>The partition table did not list this partition.</source>
        <translation>La table des partitions ne contenait pas cette partition.</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <extracomment>%1 verdict, e.g. &quot;Misaligned&quot;, %2 the advice (whole sentences)</extracomment>
        <translation>%1&#xa0;: %2</translation>
    </message>
</context>
<context>
    <name>DriveProof::Gui::PickerPage</name>
    <message>
        <source>&amp;Tests:</source>
        <translation>&amp;Tests&#xa0;:</translation>
    </message>
    <message>
        <source>Tests</source>
        <translation>Tests</translation>
    </message>
    <message>
        <source>&amp;Where:</source>
        <translation>&amp;Emplacement&#xa0;:</translation>
    </message>
    <message>
        <source>Test si&amp;ze:</source>
        <translation>&amp;Taille du test&#xa0;:</translation>
    </message>
    <message>
        <source>Time per st&amp;ep (seconds):</source>
        <translation>Durée par éta&amp;pe (secondes)&#xa0;:</translation>
    </message>
    <message>
        <source>&amp;Reads or writes:</source>
        <translation>&amp;Lectures ou écritures&#xa0;:</translation>
    </message>
    <message>
        <source>&amp;Idle time between the passes (seconds):</source>
        <translation>Durée d&apos;&amp;inactivité entre les passes (secondes)&#xa0;:</translation>
    </message>
    <message>
        <source>Also measure with the drive&apos;s write &amp;cache off, then switch it back on</source>
        <translation>Mesurer aussi avec le &amp;cache d&apos;écriture du disque désactivé, puis le réactiver</translation>
    </message>
    <message>
        <source>&amp;History…</source>
        <translation>&amp;Historique…</translation>
    </message>
    <message>
        <source>Earlier runs on this drive, and comparing two of them</source>
        <translation>Exécutions précédentes sur ce disque, et comparaison de deux d&apos;entre elles</translation>
    </message>
    <message>
        <source>&amp;Start test</source>
        <translation>&amp;Démarrer le test</translation>
    </message>
    <message>
        <source>Reads</source>
        <translation>Lectures</translation>
    </message>
    <message>
        <source>Writes</source>
        <translation>Écritures</translation>
    </message>
    <message>
        <source>Mixed: 70% reads, 30% writes</source>
        <translation>Mixte&#xa0;: 70&#xa0;% de lectures, 30&#xa0;% d&apos;écritures</translation>
    </message>
    <message>
        <source>%1 holds the running system: DriveProof never writes over it.</source>
        <extracomment>%1 a device node</extracomment>
        <translation>%1 contient le système en cours d&apos;exécution&#xa0;: DriveProof ne l&apos;écrase jamais.</translation>
    </message>
    <message>
        <source>%1 or one of its partitions is mounted or in use (LVM, RAID, an encrypted volume). Unmount it first to write over it.</source>
        <extracomment>%1 a device node</extracomment>
        <translation>%1 ou l&apos;une de ses partitions est montée ou utilisée (LVM, RAID, volume chiffré). Démontez-la d&apos;abord pour pouvoir l&apos;écraser.</translation>
    </message>
    <message>
        <source>%1 is read-only.</source>
        <extracomment>%1 a device node</extracomment>
        <translation>%1 est en lecture seule.</translation>
    </message>
    <message>
        <source>A temporary file in %1</source>
        <extracomment>a place a test runs; %1 a folder</extracomment>
        <translation>Un fichier temporaire dans %1</translation>
    </message>
    <message>
        <source>You may not be allowed to write here. Choose a folder of yours on this drive with &quot;another folder&quot;.</source>
        <translation>Vous n&apos;avez peut-être pas le droit d&apos;écrire ici. Choisissez l&apos;un de vos dossiers sur ce disque avec «&#xa0;un autre dossier&#xa0;».</translation>
    </message>
    <message>
        <source>A temporary file in another folder…</source>
        <translation>Un fichier temporaire dans un autre dossier…</translation>
    </message>
    <message>
        <source>The whole device %1, only reading</source>
        <extracomment>a place a test runs; %1 a device node</extracomment>
        <translation>Le périphérique %1 entier, en lecture seule</translation>
    </message>
    <message>
        <source>The whole device %1, erasing everything on it</source>
        <extracomment>a place a test runs; %1 a device node</extracomment>
        <translation>Le périphérique %1 entier, en effaçant tout son contenu</translation>
    </message>
    <message>
        <source>Where the test runs</source>
        <translation>Emplacement du test</translation>
    </message>
    <message>
        <source>All of it</source>
        <translation>La totalité</translation>
    </message>
    <message>
        <source>The commit test always uses 16 MiB, like pg_test_fsync, so that its numbers compare directly.</source>
        <translation>Le test de commit utilise toujours 16 MiB, comme pg_test_fsync, afin que ses résultats soient directement comparables.</translation>
    </message>
    <message>
        <source>How much of the drive the test uses. Larger areas are less flattered by caches but take longer to prepare.</source>
        <translation>La part du disque utilisée par le test. Les zones plus grandes sont moins flattées par les caches, mais leur préparation prend plus de temps.</translation>
    </message>
    <message>
        <source>Test size</source>
        <translation>Taille du test</translation>
    </message>
    <message>
        <source>Choose a folder on the drive to test</source>
        <translation>Choisissez un dossier sur le disque à tester</translation>
    </message>
    <message>
        <source>This device has no write cache of its own to switch.</source>
        <translation>Ce périphérique n&apos;a pas de cache d&apos;écriture propre à commuter.</translation>
    </message>
    <message>
        <source>The drive&apos;s write cache setting is not known (see the Write cache card), so it cannot be switched for the test.</source>
        <translation>Le réglage du cache d&apos;écriture du disque est inconnu (voir la carte Cache d&apos;écriture)&#xa0;: il ne peut donc pas être commuté pour le test.</translation>
    </message>
    <message>
        <source>The drive&apos;s write cache is off already: the test measures it that way.</source>
        <translation>Le cache d&apos;écriture du disque est déjà désactivé&#xa0;: le test le mesure dans cet état.</translation>
    </message>
    <message>
        <source>This drive does not let its write cache be switched.</source>
        <translation>Ce disque ne permet pas de commuter son cache d&apos;écriture.</translation>
    </message>
    <message>
        <source>The chosen folder is not on one of this drive&apos;s file systems.</source>
        <translation>Le dossier choisi ne se trouve sur aucun des systèmes de fichiers de ce disque.</translation>
    </message>
    <message>
        <source>The cache is switched off for a second round of measurements and back on afterwards, also when the test fails or is cancelled. Switching may ask for your password.</source>
        <translation>Le cache est désactivé pour une deuxième série de mesures, puis réactivé ensuite, même si le test échoue ou est annulé. La commutation peut demander votre mot de passe.</translation>
    </message>
    <message>
        <source>Takes about %1 with these settings.</source>
        <extracomment>%1 a duration</extracomment>
        <translation>Dure environ %1 avec ces réglages.</translation>
    </message>
    <message>
        <source>Takes about %1 with these settings, plus a moment to prepare the test file.</source>
        <extracomment>%1 a duration</extracomment>
        <translation>Dure environ %1 avec ces réglages, plus un moment pour préparer le fichier de test.</translation>
    </message>
    <message>
        <source>This test writes over %1: everything on it is lost, every partition and every file. You will be asked to type the device&apos;s name to confirm.</source>
        <extracomment>%1 a device node</extracomment>
        <translation>Ce test écrase %1&#xa0;: tout son contenu sera perdu, chaque partition et chaque fichier. Il vous sera demandé de saisir le nom du périphérique pour confirmer.</translation>
    </message>
    <message>
        <source>Only reads from %1; nothing on it changes. Reading a device directly may ask for your password.</source>
        <extracomment>%1 a device node</extracomment>
        <translation>Lit uniquement %1&#xa0;; rien n&apos;y est modifié. La lecture directe d&apos;un périphérique peut demander votre mot de passe.</translation>
    </message>
    <message>
        <source>Writes only to a temporary file in the chosen folder and removes it afterwards; nothing else on the drive changes.</source>
        <translation>Écrit uniquement dans un fichier temporaire du dossier choisi, puis le supprime&#xa0;; rien d&apos;autre n&apos;est modifié sur le disque.</translation>
    </message>
    <message>
        <source>Only reads. In a folder it first writes the temporary file it reads, and removes it afterwards.</source>
        <translation>Lecture uniquement. Dans un dossier, le test écrit d&apos;abord le fichier temporaire qu&apos;il lit, puis le supprime.</translation>
    </message>
    <message>
        <source>Takes as long as writing %1 once: about %2 at %3, less on a faster drive.</source>
        <extracomment>%1 a size, %2 a duration, %3 a rate (&quot;150.0 MB/s&quot;)</extracomment>
        <translation>Dure le temps d&apos;écrire %1 une fois&#xa0;: environ %2 à %3, moins sur un disque plus rapide.</translation>
    </message>
    <message>
        <source>Takes as long as reading %1 once: about %2 at %3, less on a faster drive.</source>
        <extracomment>%1 a size, %2 a duration, %3 a rate (&quot;150.0 MB/s&quot;)</extracomment>
        <translation>Dure le temps de lire %1 une fois&#xa0;: environ %2 à %3, moins sur un disque plus rapide.</translation>
    </message>
    <message>
        <source>Start opens the guided power-loss test: it writes to a test file (or the whole device), reports every commit to a witness on a second computer, and asks you to pull the plug. After the restart DriveProof checks which acknowledged writes survived. You can also practise it on this computer with a simulated drive.</source>
        <translation>«&#xa0;Démarrer le test&#xa0;» ouvre le test guidé de coupure de courant&#xa0;: il écrit dans un fichier de test (ou sur tout le périphérique), signale chaque commit à un témoin sur un deuxième ordinateur et vous demande de débrancher la prise. Après le redémarrage, DriveProof vérifie quelles écritures acquittées ont survécu. Vous pouvez aussi vous entraîner sur cet ordinateur avec un disque simulé.</translation>
    </message>
    <message>
        <source>Opens the guided power-loss test</source>
        <translation>Ouvre le test guidé de coupure de courant</translation>
    </message>
    <message>
        <source>No file system of this drive is mounted, so there is no folder for the test file. Mount one (in your file manager or GNOME Disks) and press Refresh (F5) in the main window, choose a folder with &quot;A temporary file in another folder…&quot;, or pick a reading test (sequential or random reads, surface scan), which can read the whole device without writing.</source>
        <translation>Aucun système de fichiers de ce disque n&apos;est monté : il n&apos;y a pas de dossier pour le fichier de test. Montez-en un (dans le gestionnaire de fichiers ou Disques de GNOME) et appuyez sur Actualiser (F5) dans la fenêtre principale, choisissez un dossier avec « Un fichier temporaire dans un autre dossier… », ou prenez un test de lecture (lecture séquentielle ou aléatoire, analyse de surface), qui peut lire tout le périphérique sans écrire.</translation>
    </message>
    <message>
        <source>Choose where the test runs: a folder of yours on this drive, with &quot;A temporary file in another folder…&quot;.</source>
        <translation>Choisissez où le test s&apos;exécute : l&apos;un de vos dossiers sur ce disque, avec « Un fichier temporaire dans un autre dossier… ».</translation>
    </message>
    <message>
        <source>%1 Choose a folder on the drive instead, or a reading test.</source>
        <extracomment>%1 why the device cannot be written (a sentence)</extracomment>
        <translation>%1 Choisissez plutôt un dossier sur le disque, ou un test de lecture.</translation>
    </message>
    <message>
        <source>%1 is empty: no partition table and no file system, as a new drive arrives. This test writes over the whole device; you will be asked once to confirm.</source>
        <extracomment>%1 a device node</extracomment>
        <translation>%1 est vide : ni table de partitions ni système de fichiers, comme un disque neuf à sa livraison. Ce test écrit sur tout le périphérique ; une confirmation vous sera demandée une fois.</translation>
    </message>
    <message>
        <source>The whole device %1, which is empty</source>
        <extracomment>a place a test runs; %1 a device node of a drive with nothing on it</extracomment>
        <translation>Tout le périphérique %1, qui est vide</translation>
    </message>
</context>
<context>
    <name>DriveProof::Gui::PowerLossAreaStep</name>
    <message>
        <source>Where to test</source>
        <translation>Emplacement du test</translation>
    </message>
    <message>
        <source>The test writes records that describe themselves into a test area, commits them the way a database does, and reports every commit to a witness. A file on the drive tests the whole stack: file system, kernel and drive.</source>
        <translation>Le test écrit des enregistrements autodescriptifs dans une zone de test, les valide (commit) comme le fait une base de données et signale chaque commit à un témoin. Un fichier sur le disque teste toute la chaîne&#xa0;: système de fichiers, noyau et disque.</translation>
    </message>
    <message>
        <source>&amp;Test area:</source>
        <translation>&amp;Zone de test&#xa0;:</translation>
    </message>
    <message>
        <source>Test area</source>
        <translation>Zone de test</translation>
    </message>
    <message>
        <source>Si&amp;ze:</source>
        <translation>&amp;Taille&#xa0;:</translation>
    </message>
    <message>
        <source>Size of the test area</source>
        <translation>Taille de la zone de test</translation>
    </message>
    <message>
        <source>Larger than the drive&apos;s cache, so that the cache cannot hide the writes. 1 GiB is enough for most drives.</source>
        <translation>Plus grande que le cache du disque, pour que le cache ne puisse pas masquer les écritures. 1 GiB suffit pour la plupart des disques.</translation>
    </message>
    <message>
        <source>Commit &amp;method:</source>
        <translation>&amp;Méthode de commit&#xa0;:</translation>
    </message>
    <message>
        <source>Commit method</source>
        <translation>Méthode de commit</translation>
    </message>
    <message>
        <source>&amp;Writes per commit:</source>
        <translation>&amp;Écritures par commit&#xa0;:</translation>
    </message>
    <message>
        <source>Writes per commit</source>
        <translation>Écritures par commit</translation>
    </message>
    <message>
        <source>1 commits every write. More: a batched group commit, as busy databases do.</source>
        <translation>1 valide chaque écriture. Davantage&#xa0;: un commit groupé, comme le font les bases de données très sollicitées.</translation>
    </message>
    <message>
        <source>&amp;Only the drive loses power: I will pull its cable (USB or hot-plug drive)</source>
        <translation>&amp;Seul le disque perd le courant&#xa0;: je débrancherai son câble (disque USB ou enfichable à chaud)</translation>
    </message>
    <message>
        <source>A test file in %1</source>
        <extracomment>%1 a folder</extracomment>
        <translation>Un fichier de test dans %1</translation>
    </message>
    <message>
        <source>A test file in another folder…</source>
        <translation>Un fichier de test dans un autre dossier…</translation>
    </message>
    <message>
        <source>The whole device %1, erasing everything on it</source>
        <extracomment>%1 a device node</extracomment>
        <translation>Le périphérique %1 entier, en effaçant tout son contenu</translation>
    </message>
    <message>
        <source>A file system of this drive is mounted or in use: unmount it first to write over the device.</source>
        <translation>Un système de fichiers de ce disque est monté ou utilisé&#xa0;: démontez-le d&apos;abord pour écrire sur le périphérique.</translation>
    </message>
    <message>
        <source>Choose a folder on the drive to test</source>
        <translation>Choisissez un dossier sur le disque à tester</translation>
    </message>
    <message>
        <source>The test writes over %1: everything on it is lost. You will be asked to type the device&apos;s name to confirm.</source>
        <extracomment>%1 a device node</extracomment>
        <translation>Le test écrase %1&#xa0;: tout son contenu sera perdu. Il vous sera demandé de saisir le nom du périphérique pour confirmer.</translation>
    </message>
    <message>
        <source>Cable-pull mode: the computer keeps running and only the drive goes dark. The witness may run on this computer (the witness page, address 127.0.0.1:7070), but its record must be on another disk than the one under test.</source>
        <translation>Mode débranchement du câble&#xa0;: l&apos;ordinateur continue de fonctionner et seul le disque s&apos;éteint. Le témoin peut tourner sur cet ordinateur (la page du témoin, adresse 127.0.0.1:7070), mais son enregistrement doit se trouver sur un autre disque que celui testé.</translation>
    </message>
    <message>
        <source>The whole computer loses power: you will pull its power cord. The witness runs on a second computer.</source>
        <translation>Tout l&apos;ordinateur perd le courant&#xa0;: vous débrancherez son cordon d&apos;alimentation. Le témoin tourne sur un deuxième ordinateur.</translation>
    </message>
</context>
<context>
    <name>DriveProof::Gui::PowerLossPreflightStep</name>
    <message>
        <source>Before the test</source>
        <translation>Avant le test</translation>
    </message>
    <message>
        <source>Things to know</source>
        <translation>À savoir</translation>
    </message>
    <message>
        <source>unknown</source>
        <translation>inconnu</translation>
    </message>
    <message>
        <source>Reading the drive&apos;s identity, write cache and health… Reading the cache or the counters may ask for your password.</source>
        <translation>Lecture de l&apos;identité, du cache d&apos;écriture et de l&apos;état de santé du disque… La lecture du cache ou des compteurs peut demander votre mot de passe.</translation>
    </message>
    <message>
        <source>Practice with a lying drive: it acknowledges writes while they are still in its cache, and loses them at the power cut. Expect FAIL.</source>
        <translation>Entraînement avec un disque menteur&#xa0;: il acquitte les écritures alors qu&apos;elles sont encore dans son cache, et les perd lors de la coupure. Attendez-vous à FAIL.</translation>
    </message>
    <message>
        <source>Practice with an honest drive: it keeps every write it acknowledged. Expect a pass of the simulated cut.</source>
        <translation>Entraînement avec un disque honnête&#xa0;: il conserve chaque écriture qu&apos;il a acquittée. Attendez-vous à ce qu&apos;il réussisse la coupure simulée.</translation>
    </message>
    <message>
        <source>What happens:
1. DriveProof prepares a simulated drive of 16 MiB and a witness on this computer.
2. It writes numbered records, commits each one and reports it to the witness; the chart shows the commits per second.
3. Once commits flow steadily it says &quot;Pull the plug now&quot;: press &quot;Cut the power&quot;. On a real test you would pull the power cord at that moment.
4. The simulated drive starts again, DriveProof reads it back and compares it with the witness&apos;s record.
5. The report says what the drive kept and what it lost.</source>
        <translation>Déroulement&#xa0;:
1. DriveProof prépare un disque simulé de 16 MiB et un témoin sur cet ordinateur.
2. Il écrit des enregistrements numérotés, valide chacun d&apos;eux et le signale au témoin&#xa0;; le graphique montre les commits par seconde.
3. Dès que les commits arrivent à un rythme régulier, il affiche «&#xa0;Débranchez maintenant&#xa0;»&#xa0;: cliquez sur «&#xa0;Couper le courant&#xa0;». Lors d&apos;un vrai test, vous débrancheriez le cordon d&apos;alimentation à ce moment-là.
4. Le disque simulé redémarre, DriveProof le relit et le compare à l&apos;enregistrement du témoin.
5. Le rapport indique ce que le disque a conservé et ce qu&apos;il a perdu.</translation>
    </message>
    <message>
        <source>The test cannot run: %1</source>
        <extracomment>%1 the reason</extracomment>
        <translation>Le test ne peut pas s&apos;exécuter&#xa0;: %1</translation>
    </message>
    <message>
        <source>DriveProof read this before the test; it compares it after the power cut.</source>
        <translation>DriveProof a lu ces informations avant le test&#xa0;; il les compare après la coupure de courant.</translation>
    </message>
    <message>
        <source>Drive:</source>
        <translation>Disque&#xa0;:</translation>
    </message>
    <message>
        <source>Serial number:</source>
        <translation>Numéro de série&#xa0;:</translation>
    </message>
    <message>
        <source>Firmware:</source>
        <translation>Firmware&#xa0;:</translation>
    </message>
    <message>
        <source>Capacity:</source>
        <translation>Capacité&#xa0;:</translation>
    </message>
    <message>
        <source>Write cache:</source>
        <translation>Cache d&apos;écriture&#xa0;:</translation>
    </message>
    <message>
        <source>Unsafe shutdowns so far:</source>
        <translation>Arrêts non sécurisés jusqu&apos;ici&#xa0;:</translation>
    </message>
    <message>
        <source>the drive does not count them</source>
        <translation>le disque ne les compte pas</translation>
    </message>
    <message>
        <source>Computer:</source>
        <translation>Ordinateur&#xa0;:</translation>
    </message>
    <message>
        <source>Start the test: DriveProof prepares the test area (this takes a while), connects to the witness and writes. Wait for &quot;Pull the plug now&quot;.</source>
        <translation>Démarrez le test&#xa0;: DriveProof prépare la zone de test (cela prend un moment), se connecte au témoin et écrit. Attendez «&#xa0;Débranchez maintenant&#xa0;».</translation>
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
        <translation>Ce qui a été constaté</translation>
    </message>
    <message>
        <source>Acknowledged writes and the power cut</source>
        <translation>Écritures acquittées et coupure de courant</translation>
    </message>
    <message>
        <source>Does this run count?</source>
        <translation>Cette exécution est-elle valable&#xa0;?</translation>
    </message>
    <message>
        <source>Machine and drive at the start</source>
        <translation>Machine et disque au départ</translation>
    </message>
    <message>
        <source>What to do next</source>
        <translation>Que faire ensuite</translation>
    </message>
    <message>
        <source>Export &amp;JSON…</source>
        <translation>Exporter en &amp;JSON…</translation>
    </message>
    <message>
        <source>Save the whole report as a JSON file</source>
        <translation>Enregistrer tout le rapport dans un fichier JSON</translation>
    </message>
    <message>
        <source>&amp;Test again</source>
        <translation>&amp;Refaire le test</translation>
    </message>
    <message>
        <source>Practice run on a simulated drive, started %1. Nothing on your drives was tested.</source>
        <translation>Exécution d&apos;essai sur un disque simulé, démarrée le %1. Aucun de vos disques n&apos;a été testé.</translation>
    </message>
    <message>
        <source>Test of %1, started %2.</source>
        <translation>Test de %1, démarré le %2.</translation>
    </message>
    <message>
        <source>The witness recorded %1 acknowledged writes; %2 blocks were checked.</source>
        <extracomment>%1 a number of writes</extracomment>
        <translation>Le témoin a enregistré %1 écritures acquittées&#xa0;; %2 blocs ont été vérifiés.</translation>
    </message>
    <message>
        <source>No acknowledged write was lost or damaged.</source>
        <translation>Aucune écriture acquittée n&apos;a été perdue ni endommagée.</translation>
    </message>
    <message>
        <source>Each dot is a write the witness heard acknowledged, at the moment it heard it; the dashed line is when the writer went silent, the estimated cut. Red dots are writes the drive lost.</source>
        <translation>Chaque point est une écriture dont le témoin a reçu l&apos;acquittement, placée au moment où il l&apos;a reçu&#xa0;; la ligne en pointillés marque le moment où le processus d&apos;écriture s&apos;est tu, c&apos;est-à-dire la coupure estimée. Les points rouges sont des écritures que le disque a perdues.</translation>
    </message>
    <message>
        <source>%1 earlier writes that were kept are not drawn.</source>
        <extracomment>%1 a number of writes</extracomment>
        <translation>%1 écritures antérieures, conservées, ne sont pas représentées.</translation>
    </message>
    <message>
        <source>Passed: %1</source>
        <translation>Validé&#xa0;: %1</translation>
    </message>
    <message>
        <source>Not passed: %1</source>
        <translation>Non validé&#xa0;: %1</translation>
    </message>
    <message>
        <source>unknown</source>
        <translation>inconnu</translation>
    </message>
    <message>
        <source>Computer:</source>
        <translation>Ordinateur&#xa0;:</translation>
    </message>
    <message>
        <source>Drive:</source>
        <translation>Disque&#xa0;:</translation>
    </message>
    <message>
        <source>Capacity:</source>
        <translation>Capacité&#xa0;:</translation>
    </message>
    <message>
        <source>Write cache:</source>
        <translation>Cache d&apos;écriture&#xa0;:</translation>
    </message>
    <message>
        <source>Commit method:</source>
        <translation>Méthode de commit&#xa0;:</translation>
    </message>
    <message>
        <source>Test area:</source>
        <translation>Zone de test&#xa0;:</translation>
    </message>
    <message>
        <source>Kernel:</source>
        <translation>Noyau&#xa0;:</translation>
    </message>
    <message>
        <source>Unsafe shutdowns before:</source>
        <translation>Arrêts non sécurisés avant&#xa0;:</translation>
    </message>
    <message>
        <source>the drive does not count them</source>
        <translation>le disque ne les compte pas</translation>
    </message>
    <message>
        <source>Run id:</source>
        <translation>Identifiant d&apos;exécution&#xa0;:</translation>
    </message>
    <message>
        <source>This was practice. To test a real drive, run the wizard again and choose a witness on a second computer.</source>
        <translation>C&apos;était un essai. Pour tester un vrai disque, relancez l&apos;assistant et choisissez un témoin sur un deuxième ordinateur.</translation>
    </message>
    <message>
        <source>Switch the drive&apos;s write cache off (the Write cache card of the drive page) and test again: if it passes then, keep the cache off for data that matters.</source>
        <translation>Désactivez le cache d&apos;écriture du disque (carte Cache d&apos;écriture de la page du disque) et refaites le test&#xa0;: s&apos;il réussit alors, laissez le cache désactivé pour les données importantes.</translation>
    </message>
    <message>
        <source>Do not trust this drive with data that must survive a power cut; a firmware update may help. Test again after any change.</source>
        <translation>Ne confiez pas à ce disque des données qui doivent survivre à une coupure de courant&#xa0;; une mise à jour du firmware peut aider. Refaites le test après toute modification.</translation>
    </message>
    <message>
        <source>Fix what the checklist names and test again.</source>
        <translation>Corrigez ce que signale la liste de vérification et refaites le test.</translation>
    </message>
    <message>
        <source>Run the test at least five times: one passing run can be luck, five make a configuration worth trusting.</source>
        <translation>Exécutez le test au moins cinq fois&#xa0;: une seule exécution réussie peut relever de la chance, cinq rendent une configuration digne de confiance.</translation>
    </message>
    <message>
        <source>Export the report</source>
        <translation>Exporter le rapport</translation>
    </message>
    <message>
        <source>JSON files (*.json)</source>
        <translation>Fichiers JSON (*.json)</translation>
    </message>
    <message>
        <source>Could not write %1: %2</source>
        <extracomment>%1 a file path, %2 the system&apos;s reason</extracomment>
        <translation>Impossible d&apos;écrire %1&#xa0;: %2</translation>
    </message>
    <message>
        <source>Saved %1</source>
        <extracomment>%1 a file path</extracomment>
        <translation>%1 enregistré</translation>
    </message>
    <message>
        <source>The lost tail: every commit acknowledged in the last %1 s before the cut.</source>
        <extracomment>%1 seconds, with one decimal</extracomment>
        <translation>La fin perdue : tous les commits acquittés dans les %1 dernières secondes avant la coupure.</translation>
    </message>
</context>
<context>
    <name>DriveProof::Gui::PowerLossRunStep</name>
    <message>
        <source>Practice run</source>
        <translation>Exécution d&apos;essai</translation>
    </message>
    <message>
        <source>The test runs</source>
        <translation>Le test est en cours</translation>
    </message>
    <message>
        <source>Preparing the test area</source>
        <translation>Préparation de la zone de test</translation>
    </message>
    <message>
        <source>Commits, writes in flight and the link to the witness</source>
        <translation>Commits, écritures en vol et liaison avec le témoin</translation>
    </message>
    <message>
        <source>Pull the plug now</source>
        <extracomment>shown very large once the run is warm</extracomment>
        <translation>Débranchez maintenant</translation>
    </message>
    <message>
        <source>Press &quot;Cut the power&quot;. On a real test you would now pull the power cord out of the computer (not press its power button).</source>
        <translation>Cliquez sur «&#xa0;Couper le courant&#xa0;». Lors d&apos;un vrai test, vous débrancheriez maintenant le cordon d&apos;alimentation de l&apos;ordinateur (sans appuyer sur son bouton d&apos;alimentation).</translation>
    </message>
    <message>
        <source>Pull the drive&apos;s cable out now (USB or power cable of the drive only). Leave the computer running; plug the drive back in after ten seconds. The witness and its record must be on another disk.</source>
        <translation>Débranchez maintenant le câble du disque (câble USB ou d&apos;alimentation du disque uniquement). Laissez l&apos;ordinateur allumé&#xa0;; rebranchez le disque au bout de dix secondes. Le témoin et son enregistrement doivent se trouver sur un autre disque.</translation>
    </message>
    <message>
        <source>Pull the power cord out of the computer now (a laptop: its battery too). Do not press the power button and do not shut down: the drive must lose power while it is writing. Wait ten seconds, plug it back in and start the computer: DriveProof opens by itself and checks the drive.</source>
        <translation>Débranchez maintenant le cordon d&apos;alimentation de l&apos;ordinateur (pour un portable, retirez aussi la batterie). N&apos;appuyez pas sur le bouton d&apos;alimentation et n&apos;éteignez pas l&apos;ordinateur&#xa0;: le disque doit perdre le courant pendant qu&apos;il écrit. Attendez dix secondes, rebranchez-le et démarrez l&apos;ordinateur&#xa0;: DriveProof s&apos;ouvre tout seul et vérifie le disque.</translation>
    </message>
    <message>
        <source>&amp;Cut the power</source>
        <translation>&amp;Couper le courant</translation>
    </message>
    <message>
        <source>Simulate the power cut: the simulated drive loses what it only held in its cache</source>
        <translation>Simuler la coupure de courant&#xa0;: le disque simulé perd ce qu&apos;il n&apos;avait que dans son cache</translation>
    </message>
    <message>
        <source>&amp;Stop without a cut</source>
        <translation>&amp;Arrêter sans coupure</translation>
    </message>
    <message>
        <source>End the run cleanly; nothing is verified</source>
        <translation>Terminer l&apos;exécution proprement&#xa0;; rien n&apos;est vérifié</translation>
    </message>
    <message>
        <source>Starting…</source>
        <translation>Démarrage…</translation>
    </message>
    <message>
        <source>%1 commits/s · %2 commits, %3 held by the witness · %4 in flight · witness: %5</source>
        <extracomment>%1 commits per second, %2 commits done, %3 commits the witness holds, %4 writes in flight, %5 the link&apos;s state (&quot;connected&quot;)</extracomment>
        <translation>%1 commits/s · %2 commits, %3 détenus par le témoin · %4 en vol · témoin&#xa0;: %5</translation>
    </message>
    <message>
        <source>Commits per second</source>
        <translation>Commits par seconde</translation>
    </message>
    <message>
        <source>Checking the simulated drive: %1</source>
        <extracomment>%1 what the verifier does now</extracomment>
        <translation>Vérification du disque simulé&#xa0;: %1</translation>
    </message>
    <message>
        <source>The run failed.</source>
        <translation>L&apos;exécution a échoué.</translation>
    </message>
</context>
<context>
    <name>DriveProof::Gui::PowerLossUi</name>
    <message>
        <source>fdatasync after each commit (what most databases use)</source>
        <translation>fdatasync après chaque commit (ce qu&apos;utilisent la plupart des bases de données)</translation>
    </message>
    <message>
        <source>fsync after each commit (also flushes the file&apos;s metadata)</source>
        <translation>fsync après chaque commit (écrit aussi les métadonnées du fichier)</translation>
    </message>
    <message>
        <source>O_DSYNC: every write is durable when it returns</source>
        <extracomment>O_DSYNC is a technical name, keep it</extracomment>
        <translation>O_DSYNC&#xa0;: chaque écriture est durable à son retour</translation>
    </message>
    <message>
        <source>O_SYNC: every write and its metadata are durable when it returns</source>
        <extracomment>O_SYNC is a technical name, keep it</extracomment>
        <translation>O_SYNC&#xa0;: chaque écriture et ses métadonnées sont durables à son retour</translation>
    </message>
    <message>
        <source>Passed: the drive kept every write it acknowledged</source>
        <translation>Réussi&#xa0;: le disque a conservé toutes les écritures qu&apos;il a acquittées</translation>
    </message>
    <message>
        <source>Failed: the drive lost or damaged writes it had acknowledged</source>
        <translation>Échec&#xa0;: le disque a perdu ou endommagé des écritures qu&apos;il avait acquittées</translation>
    </message>
    <message>
        <source>Inconclusive: this run cannot prove the drive safe</source>
        <translation>Non concluant&#xa0;: cette exécution ne peut pas prouver que le disque est sûr</translation>
    </message>
    <message>
        <source>on</source>
        <extracomment>the drive&apos;s write cache</extracomment>
        <translation>activé</translation>
    </message>
    <message>
        <source>off</source>
        <extracomment>the drive&apos;s write cache</extracomment>
        <translation>désactivé</translation>
    </message>
    <message>
        <source>unknown</source>
        <translation>inconnu</translation>
    </message>
</context>
<context>
    <name>DriveProof::Gui::PowerLossVerifyStep</name>
    <message>
        <source>Check the drive after the power cut</source>
        <translation>Vérifier le disque après la coupure de courant</translation>
    </message>
    <message>
        <source>DriveProof asks the witness for its record, reads the whole test area and compares every block with what the drive acknowledged. The witness must be running and reachable.</source>
        <translation>DriveProof demande son enregistrement au témoin, lit toute la zone de test et compare chaque bloc avec ce que le disque a acquitté. Le témoin doit être en marche et joignable.</translation>
    </message>
    <message>
        <source>If the witness cannot be reached, start it again on the second computer (it kept its record on disk) and press &quot;Verify now&quot;. The test stays pending until it is verified or forgotten, and DriveProof opens this page at every start until then.</source>
        <translation>Si le témoin est injoignable, redémarrez-le sur le deuxième ordinateur (il a conservé son enregistrement sur disque) et cliquez sur «&#xa0;Vérifier maintenant&#xa0;». Le test reste en attente jusqu&apos;à ce qu&apos;il soit vérifié ou oublié, et d&apos;ici là DriveProof ouvre cette page à chaque démarrage.</translation>
    </message>
    <message>
        <source>Verification progress</source>
        <translation>Progression de la vérification</translation>
    </message>
    <message>
        <source>&amp;Verify now</source>
        <translation>&amp;Vérifier maintenant</translation>
    </message>
    <message>
        <source>&amp;Forget this test</source>
        <translation>&amp;Oublier ce test</translation>
    </message>
    <message>
        <source>Remove the pending test without verifying it</source>
        <translation>Supprimer le test en attente sans le vérifier</translation>
    </message>
    <message>
        <source>• %1, started %2, witness %3</source>
        <extracomment>%1 a file or device, %2 a date and time, %3 a witness address</extracomment>
        <translation>• %1, démarré le %2, témoin %3</translation>
    </message>
    <message>
        <source>practice run</source>
        <translation>exécution d&apos;essai</translation>
    </message>
    <message>
        <source>No test is waiting to be checked.</source>
        <translation>Aucun test n&apos;attend de vérification.</translation>
    </message>
    <message>
        <source>Waiting to be checked (the first one is checked now):
%1</source>
        <translation>En attente de vérification (le premier est vérifié maintenant)&#xa0;:
%1</translation>
    </message>
    <message>
        <source>Starting…</source>
        <translation>Démarrage…</translation>
    </message>
</context>
<context>
    <name>DriveProof::Gui::PowerLossWitnessStep</name>
    <message>
        <source>The witness</source>
        <translation>Le témoin</translation>
    </message>
    <message>
        <source>A second computer records every write this drive acknowledges, so that after the power cut DriveProof knows what the drive promised.</source>
        <translation>Un deuxième ordinateur enregistre chaque écriture acquittée par ce disque, afin qu&apos;après la coupure de courant DriveProof sache ce que le disque a promis.</translation>
    </message>
    <message>
        <source>&amp;Another computer is the witness</source>
        <translation>&amp;Un autre ordinateur sert de témoin</translation>
    </message>
    <message>
        <source>Witness &amp;address:</source>
        <translation>&amp;Adresse du témoin&#xa0;:</translation>
    </message>
    <message>
        <source>Witness address and port</source>
        <translation>Adresse et port du témoin</translation>
    </message>
    <message>
        <source>&amp;Pairing code:</source>
        <translation>Code d&apos;a&amp;ppairage&#xa0;:</translation>
    </message>
    <message>
        <source>Pairing code</source>
        <translation>Code d&apos;appairage</translation>
    </message>
    <message>
        <source>On the second computer, open DriveProof&apos;s witness page (menu &quot;Power-loss witness…&quot;) or run &quot;driveproof-cli witness --listen 0.0.0.0:7070&quot; in a terminal. It shows the pairing code; type it here with its address, e.g. 192.168.1.20:7070.</source>
        <translation>Sur le deuxième ordinateur, ouvrez la page du témoin de DriveProof (menu «&#xa0;Témoin de coupure de courant…&#xa0;») ou lancez «&#xa0;driveproof-cli witness --listen 0.0.0.0:7070&#xa0;» dans un terminal. Il affiche le code d&apos;appairage&#xa0;; saisissez-le ici avec son adresse, par ex. 192.168.1.20:7070.</translation>
    </message>
    <message>
        <source>P&amp;ractice on this computer, with a simulated drive</source>
        <translation>S&apos;&amp;entraîner sur cet ordinateur, avec un disque simulé</translation>
    </message>
    <message>
        <source>Learn the procedure without pulling a plug: a simulated drive, a witness on this computer and a simulated power cut. Nothing on your drives is written.</source>
        <translation>Apprenez la procédure sans rien débrancher&#xa0;: un disque simulé, un témoin sur cet ordinateur et une coupure de courant simulée. Rien n&apos;est écrit sur vos disques.</translation>
    </message>
    <message>
        <source>Simulated &amp;drive:</source>
        <translation>&amp;Disque simulé&#xa0;:</translation>
    </message>
    <message>
        <source>Simulated drive</source>
        <translation>Disque simulé</translation>
    </message>
    <message>
        <source>Honest: keeps every write it acknowledged</source>
        <translation>Honnête&#xa0;: conserve chaque écriture qu&apos;il a acquittée</translation>
    </message>
    <message>
        <source>Lying: acknowledges writes it still holds in its cache</source>
        <translation>Menteur&#xa0;: acquitte des écritures encore présentes dans son cache</translation>
    </message>
    <message>
        <source>This is not a pairing code: it has twelve letters and digits, like K7QD-M2XF-9HBT.</source>
        <translation>Ce n&apos;est pas un code d&apos;appairage&#xa0;: il comporte douze lettres et chiffres, comme K7QD-M2XF-9HBT.</translation>
    </message>
</context>
<context>
    <name>DriveProof::Gui::PowerLossWizard</name>
    <message>
        <source>Power-loss test – DriveProof</source>
        <translation>Test de coupure de courant – DriveProof</translation>
    </message>
    <message>
        <source>Power-loss test of %1 – DriveProof</source>
        <translation>Test de coupure de courant de %1 – DriveProof</translation>
    </message>
    <message>
        <source>1. Drive and area</source>
        <translation>1. Disque et zone</translation>
    </message>
    <message>
        <source>2. Witness</source>
        <translation>2. Témoin</translation>
    </message>
    <message>
        <source>3. Check</source>
        <translation>3. Contrôle</translation>
    </message>
    <message>
        <source>4. Run and pull the plug</source>
        <translation>4. Exécution et débranchement</translation>
    </message>
    <message>
        <source>5. Verify</source>
        <translation>5. Vérification</translation>
    </message>
    <message>
        <source>6. Report</source>
        <translation>6. Rapport</translation>
    </message>
    <message>
        <source>&lt; &amp;Back</source>
        <translation>&lt; &amp;Précédent</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Fermer</translation>
    </message>
    <message>
        <source>Current step</source>
        <translation>Étape actuelle</translation>
    </message>
    <message>
        <source>&amp;Next &gt;</source>
        <translation>&amp;Suivant &gt;</translation>
    </message>
    <message>
        <source>&amp;Check this computer &gt;</source>
        <translation>&amp;Contrôler cet ordinateur &gt;</translation>
    </message>
    <message>
        <source>&amp;Start practice</source>
        <translation>&amp;Démarrer l&apos;entraînement</translation>
    </message>
    <message>
        <source>&amp;Start the test</source>
        <translation>&amp;Démarrer le test</translation>
    </message>
    <message>
        <source>Power-loss test</source>
        <translation>Test de coupure de courant</translation>
    </message>
    <message>
        <source>simulated drive</source>
        <translation>disque simulé</translation>
    </message>
    <message>
        <source>Power-loss practice on a simulated lying drive – DriveProof</source>
        <extracomment>window title while practising on the simulated drive that loses acknowledged writes</extracomment>
        <translation>Entraînement à la coupure de courant sur un disque simulé menteur – DriveProof</translation>
    </message>
    <message>
        <source>Power-loss practice on a simulated honest drive – DriveProof</source>
        <extracomment>window title while practising on the simulated drive that keeps its writes</extracomment>
        <translation>Entraînement à la coupure de courant sur un disque simulé honnête – DriveProof</translation>
    </message>
</context>
<context>
    <name>DriveProof::Gui::ReportWindow</name>
    <message>
        <source>Drive report: %1</source>
        <extracomment>window title; %1 the report&apos;s file name</extracomment>
        <translation>Rapport de disque&#xa0;: %1</translation>
    </message>
    <message>
        <source>Open a drive report</source>
        <translation>Ouvrir un rapport de disque</translation>
    </message>
    <message>
        <source>Drive reports (*.txt *.json *.log);;All files (*)</source>
        <extracomment>file dialog filter; keep the patterns in parentheses as they are</extracomment>
        <translation>Rapports de disque (*.txt *.json *.log);;Tous les fichiers (*)</translation>
    </message>
    <message>
        <source>pasted text</source>
        <extracomment>the name a report pasted from the clipboard goes by</extracomment>
        <translation>texte collé</translation>
    </message>
</context>
<context>
    <name>DriveProof::Gui::ResultCharts</name>
    <message>
        <source>&amp;Latency of:</source>
        <translation>&amp;Latence de&#xa0;:</translation>
    </message>
    <message>
        <source>Measurement whose latency is shown</source>
        <translation>Mesure dont la latence est affichée</translation>
    </message>
</context>
<context>
    <name>DriveProof::Gui::ResultExporter</name>
    <message>
        <source>Could not write %1: %2. Choose another folder.</source>
        <extracomment>%1 a file path, %2 the system&apos;s reason</extracomment>
        <translation>Impossible d&apos;écrire %1&#xa0;: %2. Choisissez un autre dossier.</translation>
    </message>
</context>
<context>
    <name>DriveProof::Gui::ResultPage</name>
    <message>
        <source>Verdict</source>
        <translation>Verdict</translation>
    </message>
    <message>
        <source>At a glance</source>
        <translation>En un coup d&apos;œil</translation>
    </message>
    <message>
        <source>All numbers</source>
        <translation>Tous les chiffres</translation>
    </message>
    <message>
        <source>Charts</source>
        <translation>Graphiques</translation>
    </message>
    <message>
        <source>Export &amp;JSON…</source>
        <translation>Exporter en &amp;JSON…</translation>
    </message>
    <message>
        <source>Save everything this test measured, for other programs</source>
        <translation>Enregistrer tout ce que ce test a mesuré, pour d&apos;autres programmes</translation>
    </message>
    <message>
        <source>Export &amp;CSV…</source>
        <translation>Exporter en &amp;CSV…</translation>
    </message>
    <message>
        <source>Save the table of numbers for a spreadsheet</source>
        <translation>Enregistrer le tableau des chiffres pour un tableur</translation>
    </message>
    <message>
        <source>Save charts as &amp;PNG…</source>
        <translation>Enregistrer les graphiques en &amp;PNG…</translation>
    </message>
    <message>
        <source>Save a picture of each chart into a folder</source>
        <translation>Enregistrer une image de chaque graphique dans un dossier</translation>
    </message>
    <message>
        <source>&amp;History</source>
        <translation>&amp;Historique</translation>
    </message>
    <message>
        <source>Earlier runs on this drive, and comparing two of them</source>
        <translation>Exécutions précédentes sur ce disque, et comparaison de deux d&apos;entre elles</translation>
    </message>
    <message>
        <source>&amp;New test</source>
        <translation>&amp;Nouveau test</translation>
    </message>
    <message>
        <source>Ran on %1, started %2, took %3.</source>
        <extracomment>under a result&apos;s title; %1 where it ran, %2 date and time it started, %3 how long it took</extracomment>
        <translation>Exécuté sur %1, démarré le %2, durée&#xa0;: %3.</translation>
    </message>
    <message>
        <source>Drive: %1, serial number %2</source>
        <extracomment>the drive a result is about; %1 model (or device name), %2 serial number</extracomment>
        <translation>Disque&#xa0;: %1, numéro de série %2</translation>
    </message>
    <message>
        <source>Drive: %1</source>
        <extracomment>the drive a result is about; %1 model or device name</extracomment>
        <translation>Disque&#xa0;: %1</translation>
    </message>
    <message>
        <source>The test stopped on an error.</source>
        <translation>Le test s&apos;est arrêté sur une erreur.</translation>
    </message>
    <message>
        <source>You cancelled the test before it measured anything.</source>
        <translation>Vous avez annulé le test avant qu&apos;il ait mesuré quoi que ce soit.</translation>
    </message>
    <message>
        <source>You cancelled the test. The numbers below are those of the steps that finished before that; the verdict may be incomplete.</source>
        <translation>Vous avez annulé le test. Les chiffres ci-dessous sont ceux des étapes terminées avant l&apos;annulation&#xa0;; le verdict peut être incomplet.</translation>
    </message>
    <message>
        <source>This result could not be kept in the history: %1</source>
        <extracomment>%1 why the result could not be saved</extracomment>
        <translation>Ce résultat n&apos;a pas pu être conservé dans l&apos;historique&#xa0;: %1</translation>
    </message>
    <message>
        <source>This result is kept in the drive&apos;s history, so you can compare it with later runs.</source>
        <translation>Ce résultat est conservé dans l&apos;historique du disque&#xa0;: vous pourrez le comparer aux exécutions ultérieures.</translation>
    </message>
    <message>
        <source>This test measures speed and gives no verdict of its own. Compare the numbers with the drive&apos;s data sheet, or with an earlier run in the history.</source>
        <translation>Ce test mesure la vitesse et ne donne pas de verdict propre. Comparez les chiffres avec la fiche technique du disque, ou avec une exécution précédente de l&apos;historique.</translation>
    </message>
    <message>
        <source>%1:</source>
        <extracomment>label of a row; %1 a measurement&apos;s name, e.g. &quot;SEQ1M Q8T1 read&quot;</extracomment>
        <translation>%1&#xa0;:</translation>
    </message>
    <message>
        <source>Save the charts into a folder</source>
        <translation>Enregistrer les graphiques dans un dossier</translation>
    </message>
    <message>
        <source>Export the result as JSON</source>
        <translation>Exporter le résultat en JSON</translation>
    </message>
    <message>
        <source>Export the numbers as CSV</source>
        <translation>Exporter les chiffres en CSV</translation>
    </message>
    <message>
        <source>JSON files (*.json)</source>
        <translation>Fichiers JSON (*.json)</translation>
    </message>
    <message>
        <source>CSV files (*.csv)</source>
        <translation>Fichiers CSV (*.csv)</translation>
    </message>
    <message>
        <source>Saved %1.</source>
        <extracomment>%1 a file path</extracomment>
        <translation>%1 enregistré.</translation>
    </message>
    <message numerus="yes">
        <source>Saved %n file(s) in %1.</source>
        <extracomment>%n files were written into the folder %1</extracomment>
        <translation>
            <numerusform>%n fichier enregistré dans %1.</numerusform>
            <numerusform>%n fichiers enregistrés dans %1.</numerusform>
        </translation>
    </message>
    <message>
        <source>Copy &amp;summary</source>
        <translation>Copier le &amp;résumé</translation>
    </message>
    <message>
        <source>A few lines with the main numbers and the verdicts, to paste into a forum post or an issue</source>
        <translation>Quelques lignes avec les chiffres principaux et les verdicts, à coller dans un message de forum ou un ticket</translation>
    </message>
    <message>
        <source>Copied: the summary is on the clipboard, ready to paste.</source>
        <translation>Copié : le résumé est dans le presse-papiers, prêt à être collé.</translation>
    </message>
    <message>
        <source>Settings: %1</source>
        <extracomment>under a result&apos;s title; %1 what it ran with: &quot;128 MiB · 2 s per step · temporary file on ext4 · io_uring&quot;</extracomment>
        <translation>Paramètres : %1</translation>
    </message>
</context>
<context>
    <name>DriveProof::Gui::ResultText</name>
    <message>
        <source>Danger</source>
        <translation>Danger</translation>
    </message>
    <message>
        <source>Caution</source>
        <translation>Attention</translation>
    </message>
    <message>
        <source>Good</source>
        <translation>Bon</translation>
    </message>
    <message>
        <source>Note</source>
        <translation>Remarque</translation>
    </message>
    <message>
        <source>%L1 commits/s</source>
        <extracomment>commits per second, e.g. &quot;1,234 commits/s&quot;</extracomment>
        <translation>%L1 commits/s</translation>
    </message>
    <message>
        <source>a temporary file in %1</source>
        <extracomment>where a test ran; %1 the folder that held its temporary file</extracomment>
        <translation>un fichier temporaire dans %1</translation>
    </message>
    <message>
        <source>the device %1</source>
        <extracomment>where a test ran; %1 a device node such as /dev/sdb</extracomment>
        <translation>le périphérique %1</translation>
    </message>
    <message>
        <source>an unknown target</source>
        <translation>une cible inconnue</translation>
    </message>
    <message>
        <source>the file %1</source>
        <extracomment>where a test ran; %1 a file path</extracomment>
        <translation>le fichier %1</translation>
    </message>
    <message>
        <source>DriveProof %1 on %2, %3</source>
        <extracomment>first line of a copied summary; %1 test name, %2 drive model or device, %3 date and time</extracomment>
        <translation>DriveProof %1 sur %2, %3</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <extracomment>a line of a copied summary; %1 the measurement, %2 its main number</extracomment>
        <translation>%1 : %2</translation>
    </message>
    <message>
        <source>- %1: %2</source>
        <extracomment>a verdict in a copied summary; %1 good/caution/danger/note, %2 the verdict</extracomment>
        <translation>- %1 : %2</translation>
    </message>
    <message>
        <source>Settings: %1</source>
        <extracomment>a line of a copied summary; %1 what the test ran with: &quot;128 MiB · 2 s per step · temporary file on ext4 · io_uring&quot;</extracomment>
        <translation>Paramètres : %1</translation>
    </message>
    <message>
        <source>Drive self-test</source>
        <extracomment>a drive self-test in the drive&apos;s history (the drive tested itself)</extracomment>
        <translation>Autotest du disque</translation>
    </message>
    <message>
        <source>Device: %1, serial number %2</source>
        <extracomment>a line of a copied summary; %1 the device node (&quot;/dev/sdb&quot;), %2 its serial number (&quot;-&quot; when it has none)</extracomment>
        <translation>Périphérique&#xa0;: %1, numéro de série %2</translation>
    </message>
    <message>
        <source>%1: %2 · %3 · %4 µs</source>
        <extracomment>a line of a copied summary, as a quick check&apos;s tile shows it; %1 the measurement (&quot;SEQ1M Q8T1 read&quot;), %2 its transfer rate (&quot;2,345.6 MB/s&quot;), %3 its operations per second (&quot;2,236 IOPS&quot;), %4 its mean latency in microseconds</extracomment>
        <translation>%1&#xa0;: %2 · %3 · %4 µs</translation>
    </message>
</context>
<context>
    <name>DriveProof::Gui::ResultTiles</name>
    <message>
        <source>Read</source>
        <extracomment>heading of the column of read rates in the quick check&apos;s tiles</extracomment>
        <translation>Lecture</translation>
    </message>
    <message>
        <source>Write</source>
        <extracomment>heading of the column of write rates in the quick check&apos;s tiles</extracomment>
        <translation>Écriture</translation>
    </message>
    <message>
        <source>not measured</source>
        <translation>non mesuré</translation>
    </message>
    <message>
        <source>%1 %2: not measured</source>
        <extracomment>read by screen readers; %1 a preset such as &quot;SEQ1M Q8T1&quot;, %2 &quot;Read&quot; or &quot;Write&quot;</extracomment>
        <translation>%1 %2&#xa0;: non mesuré</translation>
    </message>
    <message>
        <source>%1 · %2 µs</source>
        <extracomment>small line of a quick check tile; %1 operations per second (&quot;12,345 IOPS&quot;), %2 the mean latency in microseconds</extracomment>
        <translation>%1 · %2 µs</translation>
    </message>
    <message>
        <source>%1 %2: %3, %4</source>
        <extracomment>read by screen readers; %1 a preset such as &quot;SEQ1M Q8T1&quot;, %2 &quot;Read&quot; or &quot;Write&quot;, %3 the rate, e.g. &quot;2,345.6 MB/s&quot;, %4 IOPS and latency, e.g. &quot;2,236 IOPS · 3,577 µs&quot;</extracomment>
        <translation>%1 %2&#xa0;: %3, %4</translation>
    </message>
</context>
<context>
    <name>DriveProof::Gui::RunPage</name>
    <message>
        <source>Progress</source>
        <translation>Progression</translation>
    </message>
    <message>
        <source>&amp;Show:</source>
        <translation>&amp;Afficher&#xa0;:</translation>
    </message>
    <message>
        <source>Commits per second</source>
        <translation>Commits par seconde</translation>
    </message>
    <message>
        <source>IOPS</source>
        <translation>IOPS</translation>
    </message>
    <message>
        <source>What the chart shows</source>
        <translation>Ce que montre le graphique</translation>
    </message>
    <message>
        <source>You can go on using DriveProof meanwhile. Other programs that use this drive now slow the test down and change its numbers.</source>
        <translation>Vous pouvez continuer à utiliser DriveProof pendant ce temps. Les autres programmes qui utilisent ce disque en ce moment ralentissent le test et faussent ses résultats.</translation>
    </message>
    <message>
        <source>Cancelling…</source>
        <translation>Annulation…</translation>
    </message>
    <message>
        <source>&amp;Cancel test</source>
        <translation>&amp;Annuler le test</translation>
    </message>
    <message>
        <source>Stop the test now; the steps that finished are kept</source>
        <translation>Arrêter le test maintenant&#xa0;; les étapes terminées sont conservées</translation>
    </message>
    <message>
        <source>In a temporary file in %1, removed afterwards.</source>
        <extracomment>where a test runs; %1 a folder</extracomment>
        <translation>Dans un fichier temporaire dans %1, supprimé ensuite.</translation>
    </message>
    <message>
        <source>On the file %1.</source>
        <extracomment>where a test runs; %1 a file</extracomment>
        <translation>Sur le fichier %1.</translation>
    </message>
    <message>
        <source>On the device %1, writing over its contents.</source>
        <extracomment>where a test runs; %1 a device node</extracomment>
        <translation>Sur le périphérique %1, en écrasant son contenu.</translation>
    </message>
    <message>
        <source>On the device %1, only reading.</source>
        <extracomment>where a test runs; %1 a device node</extracomment>
        <translation>Sur le périphérique %1, en lecture seule.</translation>
    </message>
    <message>
        <source>Cancelling: waiting for the drive to finish the I/O in flight, then removing the temporary file…</source>
        <translation>Annulation&#xa0;: attente de la fin des E/S en cours sur le disque, puis suppression du fichier temporaire…</translation>
    </message>
    <message>
        <source>Starting…</source>
        <translation>Démarrage…</translation>
    </message>
    <message>
        <source>About %1 left</source>
        <extracomment>time left in a running test; %1 minutes:seconds, e.g. 1:23</extracomment>
        <translation>Environ %1 restant</translation>
    </message>
    <message>
        <source>Time left: not known yet</source>
        <translation>Temps restant&#xa0;: encore inconnu</translation>
    </message>
    <message>
        <source>Now: %L1 commits per second</source>
        <extracomment>the last measured rate of a commit test; %1 commits per second</extracomment>
        <translation>Actuellement&#xa0;: %L1 commits par seconde</translation>
    </message>
    <message>
        <source>Now: %1, %2</source>
        <extracomment>the last measured numbers; %1 a rate (MB/s or MiB/s), %2 operations per second (IOPS)</extracomment>
        <translation>Actuellement&#xa0;: %1, %2</translation>
    </message>
</context>
<context>
    <name>DriveProof::Gui::SelfTestPanel</name>
    <message numerus="yes">
        <source>about %n minute(s)</source>
        <extracomment>%n the number of minutes the drive says a self-test takes</extracomment>
        <translation>
            <numerusform>environ %n minute</numerusform>
            <numerusform>environ %n minutes</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <extracomment>a self-test button: %1 its kind (&quot;Short test&quot;), %2 its duration</extracomment>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>Short test</source>
        <translation>Test court</translation>
    </message>
    <message>
        <source>Extended test</source>
        <translation>Test étendu</translation>
    </message>
    <message>
        <source>Conveyance test</source>
        <translation>Test de transport</translation>
    </message>
    <message>
        <source>Abort self-test</source>
        <translation>Arrêter l&apos;autotest</translation>
    </message>
    <message>
        <source>running, %1% done</source>
        <extracomment>%1 how far the running self-test is, in percent</extracomment>
        <translation>en cours, %1 % effectués</translation>
    </message>
    <message>
        <source>The drive runs the test by itself: you may close this window.</source>
        <translation>Le disque mène le test lui-même : vous pouvez fermer cette fenêtre.</translation>
    </message>
    <message>
        <source>no self-test running</source>
        <extracomment>%1 the last self-test&apos;s result in words</extracomment>
        <translation>aucun autotest en cours</translation>
    </message>
    <message>
        <source>Last result: %1</source>
        <translation>Dernier résultat : %1</translation>
    </message>
</context>
<context>
    <name>DriveProof::Gui::SettingsDialog</name>
    <message>
        <source>Preferences</source>
        <translation>Préférences</translation>
    </message>
    <message>
        <source>&amp;Language:</source>
        <translation>&amp;Langue&#xa0;:</translation>
    </message>
    <message>
        <source>System default (%1)</source>
        <extracomment>first entry of the language list; %1 the language the system asks for, in its own name, e.g. &quot;Deutsch&quot;</extracomment>
        <translation>Langue du système (%1)</translation>
    </message>
    <message>
        <source>The language of DriveProof&apos;s windows. A change applies at once and is kept for the next start. The system default follows the LANGUAGE and LANG environment variables.</source>
        <translation>La langue des fenêtres de DriveProof. Une modification s&apos;applique immédiatement et est conservée pour le prochain démarrage. La langue du système suit les variables d&apos;environnement LANGUAGE et LANG.</translation>
    </message>
    <message>
        <source>&amp;Transfer rates in:</source>
        <translation>&amp;Débits en&#xa0;:</translation>
    </message>
    <message>
        <source>Drive makers and most benchmarks count a megabyte as 1,000,000 bytes; many file managers count a mebibyte, 1,048,576 bytes.</source>
        <translation>Les fabricants de disques et la plupart des benchmarks comptent un mégaoctet comme 1&#xa0;000&#xa0;000 d&apos;octets&#xa0;; beaucoup de gestionnaires de fichiers comptent un mébioctet, soit 1&#xa0;048&#xa0;576 octets.</translation>
    </message>
    <message>
        <source>Default test si&amp;ze:</source>
        <translation>&amp;Taille de test par défaut&#xa0;:</translation>
    </message>
    <message>
        <source>What the test picker offers first. You can still choose another size for each test there.</source>
        <translation>Ce que le sélecteur de tests propose en premier. Vous pouvez toujours y choisir une autre taille pour chaque test.</translation>
    </message>
    <message>
        <source>Default time per st&amp;ep (seconds):</source>
        <translation>Durée par éta&amp;pe par défaut (secondes)&#xa0;:</translation>
    </message>
    <message>
        <source>How long each measurement of a test runs, as the test picker offers it first.</source>
        <translation>Durée de chaque mesure d&apos;un test, telle que le sélecteur de tests la propose en premier.</translation>
    </message>
    <message>
        <source>MB/s (megabytes, 10⁶ bytes)</source>
        <extracomment>a choice of unit; 1 MB = 1,000,000 bytes</extracomment>
        <translation>MB/s (mégaoctets, 10⁶ octets)</translation>
    </message>
    <message>
        <source>MiB/s (mebibytes, 2²⁰ bytes)</source>
        <extracomment>a choice of unit; 1 MiB = 1,048,576 bytes</extracomment>
        <translation>MiB/s (mébioctets, 2²⁰ octets)</translation>
    </message>
    <message>
        <source>Each test&apos;s own</source>
        <extracomment>the default test size: each test&apos;s own (1 GiB; 4 GiB for the sustained write)</extracomment>
        <translation>Celle de chaque test</translation>
    </message>
</context>
<context>
    <name>DriveProof::Gui::StatusPage</name>
    <message>
        <source>Looking for drives</source>
        <translation>Recherche des disques</translation>
    </message>
    <message>
        <source>Looking for drives…</source>
        <translation>Recherche des disques…</translation>
    </message>
    <message>
        <source>Reading what the kernel knows about each drive.</source>
        <translation>Lecture de ce que le noyau sait de chaque disque.</translation>
    </message>
    <message>
        <source>No drives found</source>
        <translation>Aucun disque trouvé</translation>
    </message>
    <message>
        <source>&amp;Refresh</source>
        <translation>&amp;Actualiser</translation>
    </message>
    <message>
        <source>DriveProof could not find a drive it can read. This happens when:</source>
        <translation>DriveProof n&apos;a trouvé aucun disque qu&apos;il puisse lire. Causes possibles&#xa0;:</translation>
    </message>
    <message>
        <source>• No drive is connected. Connect one and press Refresh (F5); a USB drive may take a few seconds to appear.</source>
        <extracomment>list item of the empty state</extracomment>
        <translation>• Aucun disque n&apos;est connecté. Connectez-en un et appuyez sur Actualiser (F5)&#xa0;; un disque USB peut mettre quelques secondes à apparaître.</translation>
    </message>
    <message>
        <source>• DriveProof runs in a container or sandbox (Docker, Flatpak, Snap) that hides the machine&apos;s drives (/sys/block and /dev). Run it on the host instead, or give the sandbox access to the drives.</source>
        <extracomment>list item of the empty state</extracomment>
        <translation>• DriveProof s&apos;exécute dans un conteneur ou un bac à sable (Docker, Flatpak, Snap) qui masque les disques de la machine (/sys/block et /dev). Lancez-le plutôt sur l&apos;hôte, ou donnez au bac à sable l&apos;accès aux disques.</translation>
    </message>
    <message>
        <source>• It is not allowed to read the drives&apos; details: the system limits access to /sys or /dev. Ask the administrator, or run driveproof-cli list to see what the kernel reports.</source>
        <extracomment>list item of the empty state</extracomment>
        <translation>• DriveProof n&apos;a pas le droit de lire les informations des disques&#xa0;: le système limite l&apos;accès à /sys ou /dev. Adressez-vous à l&apos;administrateur, ou exécutez driveproof-cli list pour voir ce qu&apos;indique le noyau.</translation>
    </message>
    <message>
        <source>• udisks2 is not running, so only the kernel was asked. Start it with &quot;systemctl start udisks2&quot; and press Refresh.</source>
        <extracomment>list item of the empty state; &quot;systemctl start udisks2&quot; is a command, keep it</extracomment>
        <translation>• udisks2 n&apos;est pas en cours d&apos;exécution&#xa0;: seul le noyau a donc été interrogé. Démarrez-le avec «&#xa0;systemctl start udisks2&#xa0;» et appuyez sur Actualiser.</translation>
    </message>
</context>
<context>
    <name>DriveProof::Gui::TableCopy</name>
    <message>
        <source>&amp;Copy</source>
        <translation>&amp;Copier</translation>
    </message>
    <message>
        <source>Copy as &amp;Markdown</source>
        <translation>Copier en &amp;Markdown</translation>
    </message>
</context>
<context>
    <name>DriveProof::Gui::TestCard</name>
    <message>
        <source>Test this drive</source>
        <translation>Tester ce disque</translation>
    </message>
    <message>
        <source>Measure how fast this drive commits, streams and seeks, and whether its cache acknowledges writes before they are safe. Tests write only to a temporary file in a folder you choose, unless you ask for the raw device; they run in a window of their own.</source>
        <translation>Mesurez la vitesse à laquelle ce disque valide (commit), transfère en continu et accède aléatoirement, et vérifiez si son cache acquitte les écritures avant qu&apos;elles soient en sécurité. Les tests écrivent uniquement dans un fichier temporaire, dans un dossier de votre choix, sauf si vous demandez le périphérique brut&#xa0;; ils s&apos;exécutent dans une fenêtre à part.</translation>
    </message>
    <message>
        <source>Co&amp;mmit rate…</source>
        <translation>Taux de co&amp;mmit…</translation>
    </message>
    <message>
        <source>How many durable commits per second, like pg_test_fsync</source>
        <translation>Nombre de commits durables par seconde, comme pg_test_fsync</translation>
    </message>
    <message>
        <source>Hi&amp;story…</source>
        <translation>Hi&amp;storique…</translation>
    </message>
    <message>
        <source>Earlier runs on this drive, and comparing two of them</source>
        <translation>Exécutions précédentes sur ce disque, et comparaison de deux d&apos;entre elles</translation>
    </message>
    <message>
        <source>A test is running on this drive; its window shows how far it got.</source>
        <translation>Un test est en cours sur ce disque&#xa0;; sa fenêtre indique son avancement.</translation>
    </message>
    <message>
        <source>&amp;All tests…</source>
        <translation>&amp;Tous les tests…</translation>
    </message>
</context>
<context>
    <name>DriveProof::Gui::TestCatalog</name>
    <message>
        <source>Power-loss test</source>
        <translation>Test de coupure de courant</translation>
    </message>
    <message>
        <source>CrystalDiskMark&apos;s four tests in one go: sequential reads and writes in 1 MiB blocks with 8 and with 1 request in flight, then random 4 KiB reads and writes with 32 and with 1 request in flight. The quickest way to see whether a drive performs as its box promises.</source>
        <translation>Les quatre tests de CrystalDiskMark en une fois&#xa0;: lectures et écritures séquentielles en blocs de 1 MiB avec 8 puis 1 requête en vol, puis lectures et écritures aléatoires de 4 KiB avec 32 puis 1 requête en vol. Le moyen le plus rapide de voir si un disque tient les promesses de sa boîte.</translation>
    </message>
    <message>
        <source>How many times per second the drive durably commits a small write, measured like PostgreSQL&apos;s pg_test_fsync: every sync method, 8 kB and 16 kB commits, and plain writes as a baseline. It also counts the flushes that reach the drive. A hard disk that commits faster than its platters turn has a cache that acknowledges writes before they are safe.</source>
        <translation>Le nombre de fois par seconde où le disque valide durablement (commit) une petite écriture, mesuré comme le pg_test_fsync de PostgreSQL&#xa0;: chaque méthode de synchronisation, commits de 8 kB et de 16 kB, et écritures simples comme référence. Le test compte aussi les vidages de cache (flush) qui atteignent le disque. Un disque dur qui valide plus vite que ne tournent ses plateaux a un cache qui acquitte les écritures avant qu&apos;elles soient en sécurité.</translation>
    </message>
    <message>
        <source>Sequential reads and writes in 1 MiB blocks, with 8 and with 1 request in flight: the rate at which large files are copied.</source>
        <translation>Lectures et écritures séquentielles en blocs de 1 MiB, avec 8 puis 1 requête en vol&#xa0;: la vitesse de copie des gros fichiers.</translation>
    </message>
    <message>
        <source>Writes the whole test area once, from start to end, and draws the rate as it fills. Many SSDs write fast only until their cache is full, then slow down: choose a test size larger than that cache, tens of gigabytes on a large SSD.</source>
        <translation>Écrit toute la zone de test une fois, du début à la fin, et trace le débit à mesure qu&apos;elle se remplit. Beaucoup de SSD n&apos;écrivent vite que jusqu&apos;à ce que leur cache soit plein, puis ralentissent&#xa0;: choisissez une taille de test supérieure à ce cache, soit des dizaines de gigaoctets sur un grand SSD.</translation>
    </message>
    <message>
        <source>Reads the whole test area from start to end and draws the rate by position. A hard disk is faster at its outer edge; dips and stalls point to areas that need retries.</source>
        <translation>Lit toute la zone de test du début à la fin et trace le débit selon la position. Un disque dur est plus rapide sur son bord extérieur&#xa0;; les creux et les blocages signalent des zones qui nécessitent des relectures.</translation>
    </message>
    <message>
        <source>Random 4 KiB reads, writes and a mix of 70% reads, with 1 and with 32 requests in flight: what databases, virtual machines and starting programs feel.</source>
        <translation>Lectures, écritures et mélange à 70&#xa0;% de lectures, aléatoires en 4 KiB, avec 1 puis 32 requêtes en vol&#xa0;: ce que ressentent les bases de données, les machines virtuelles et le démarrage des programmes.</translation>
    </message>
    <message>
        <source>Random I/O at every block size from 512 bytes to 16 MiB: where the drive reaches its best transfer rate, and how its operations per second fall as blocks grow.</source>
        <translation>E/S aléatoires à chaque taille de bloc, de 512 octets à 16 MiB&#xa0;: où le disque atteint son meilleur débit, et comment ses opérations par seconde diminuent à mesure que les blocs grandissent.</translation>
    </message>
    <message>
        <source>Random I/O with 1 to 256 requests in flight: how much parallelism the drive needs to give its best.</source>
        <translation>E/S aléatoires avec 1 à 256 requêtes en vol&#xa0;: le parallélisme dont le disque a besoin pour donner le meilleur de lui-même.</translation>
    </message>
    <message>
        <source>Random I/O from 1 to 96 threads: how the drive and the kernel cope with many programs at once.</source>
        <translation>E/S aléatoires de 1 à 96 threads&#xa0;: comment le disque et le noyau gèrent de nombreux programmes à la fois.</translation>
    </message>
    <message>
        <source>Reads the same random blocks twice, with an idle time in between. A hybrid drive (SSHD) or a tiered cache moves hot data to flash meanwhile, so the second pass is much faster.</source>
        <translation>Lit deux fois les mêmes blocs aléatoires, avec une période d&apos;inactivité entre les deux. Un disque hybride (SSHD) ou un cache à plusieurs niveaux déplace entre-temps les données fréquemment utilisées vers la mémoire flash&#xa0;: la deuxième passe est alors bien plus rapide.</translation>
    </message>
    <message numerus="yes">
        <source>%n second(s)</source>
        <extracomment>a duration; %n seconds</extracomment>
        <translation>
            <numerusform>%n seconde</numerusform>
            <numerusform>%n secondes</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n minute(s)</source>
        <extracomment>a duration, rounded; %n minutes</extracomment>
        <translation>
            <numerusform>%n minute</numerusform>
            <numerusform>%n minutes</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 h %2 min</source>
        <extracomment>a duration, rounded; %1 hours, %2 minutes</extracomment>
        <translation>%1 h %2 min</translation>
    </message>
    <message>
        <source>Checks whether the drive keeps the writes it acknowledged when the power is cut: DriveProof writes numbered records, you pull the plug, and after the restart it checks what survived. A second computer keeps the witness&apos;s record of every acknowledged write; you can also practise on this computer with a simulated drive. It writes to a test file (or, with your confirmation, a partition) and takes a few minutes plus a restart.</source>
        <translation>Vérifie si le disque conserve les écritures qu&apos;il a acquittées lorsque le courant est coupé&#xa0;: DriveProof écrit des enregistrements numérotés, vous débranchez la prise et, après le redémarrage, il vérifie ce qui a survécu. Un deuxième ordinateur conserve, en tant que témoin, l&apos;enregistrement de chaque écriture acquittée&#xa0;; vous pouvez aussi vous entraîner sur cet ordinateur avec un disque simulé. Le test écrit dans un fichier de test (ou, avec votre confirmation, sur une partition) et prend quelques minutes, plus un redémarrage.</translation>
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
        <translation>Taille</translation>
    </message>
    <message>
        <source>The kernel reports no size: the drive may have no medium inserted.</source>
        <translation>Le noyau n&apos;indique aucune taille&#xa0;: le lecteur n&apos;a peut-être aucun support inséré.</translation>
    </message>
    <message>
        <source>Logical sector</source>
        <translation>Secteur logique</translation>
    </message>
    <message>
        <source>The smallest unit the drive can address.</source>
        <translation>La plus petite unité que le disque peut adresser.</translation>
    </message>
    <message>
        <source>Physical sector</source>
        <translation>Secteur physique</translation>
    </message>
    <message>
        <source>The unit the drive writes internally. Partitions should start on a multiple of it.</source>
        <translation>L&apos;unité dans laquelle le disque écrit en interne. Les partitions devraient commencer sur un multiple de celle-ci.</translation>
    </message>
    <message>
        <source>Minimum I/O</source>
        <translation>E/S minimale</translation>
    </message>
    <message>
        <source>Optimal I/O</source>
        <translation>E/S optimale</translation>
    </message>
    <message>
        <source>not reported</source>
        <translation>non indiquée</translation>
    </message>
    <message>
        <source>The drive states no preferred I/O size; most drives do not.</source>
        <translation>Le disque n&apos;indique aucune taille d&apos;E/S préférée&#xa0;; la plupart des disques ne le font pas.</translation>
    </message>
    <message>
        <source>Alignment offset</source>
        <translation>Décalage d&apos;alignement</translation>
    </message>
    <message>
        <source>How far sector 0 sits past a physical-sector boundary. Almost always 0.</source>
        <translation>Décalage du secteur 0 au-delà d&apos;une limite de secteur physique. Presque toujours 0.</translation>
    </message>
    <message>
        <source>What the kernel believes: with &quot;write back&quot; it asks the drive to flush its cache. The drive&apos;s own setting can differ.</source>
        <translation>Ce que croit le noyau&#xa0;: en mode «&#xa0;write back&#xa0;», il demande au disque de vider son cache (flush). Le réglage propre du disque peut être différent.</translation>
    </message>
    <message>
        <source>Write cache (kernel view)</source>
        <translation>Cache d&apos;écriture (vue du noyau)</translation>
    </message>
    <message>
        <source>The kernel does not report a write-cache mode for this device.</source>
        <translation>Le noyau n&apos;indique aucun mode de cache d&apos;écriture pour ce périphérique.</translation>
    </message>
    <message>
        <source>FUA</source>
        <translation>FUA</translation>
    </message>
    <message>
        <source>Forced Unit Access: the kernel can ask for single writes to reach stable media without flushing the whole cache.</source>
        <translation>Forced Unit Access&#xa0;: le noyau peut demander que des écritures individuelles atteignent le support permanent sans vider tout le cache.</translation>
    </message>
    <message>
        <source>The kernel did not report this value.</source>
        <translation>Le noyau n&apos;a pas indiqué cette valeur.</translation>
    </message>
    <message>
        <source>only its partitions, see Partitions</source>
        <extracomment>&quot;Mounted on&quot; of a whole drive whose partitions (not the drive) are mounted</extracomment>
        <translation>seulement ses partitions, voir Partitions</translation>
    </message>
    <message>
        <source>not mounted</source>
        <translation>non monté</translation>
    </message>
    <message>
        <source>Mounted on</source>
        <translation>Monté sur</translation>
    </message>
    <message>
        <source>Held by</source>
        <translation>Utilisé par</translation>
    </message>
    <message>
        <source>nothing</source>
        <translation>rien</translation>
    </message>
    <message>
        <source>Device-mapper, RAID or LVM devices stacked on the whole drive.</source>
        <translation>Périphériques device-mapper, RAID ou LVM empilés sur le disque entier.</translation>
    </message>
    <message>
        <source>%1: %2 (in use)</source>
        <extracomment>one LBA format in the list; %1 its number, %2 its sizes and speed</extracomment>
        <translation>%1 : %2 (utilisé)</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <extracomment>one LBA format in the list; %1 its number, %2 its sizes and speed</extracomment>
        <translation>%1 : %2</translation>
    </message>
    <message>
        <source>LBA formats</source>
        <translation>Formats LBA</translation>
    </message>
    <message>
        <source>The sector sizes this NVMe namespace can be formatted with, and how fast the drive itself says each is (Identify Namespace). Changing it erases the namespace; DriveProof never does.</source>
        <translation>Les tailles de secteur avec lesquelles cet espace de noms NVMe peut être formaté, et la rapidité que le disque lui-même attribue à chacune (Identify Namespace). En changer efface l’espace de noms ; DriveProof ne le fait jamais.</translation>
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
        <translation>Couches</translation>
    </message>
    <message>
        <source>Reaches the drive</source>
        <translation>Atteint le disque</translation>
    </message>
    <message>
        <source>reading…</source>
        <translation>lecture…</translation>
    </message>
    <message>
        <source>yes</source>
        <translation>oui</translation>
    </message>
    <message>
        <source>to the loop device&apos;s backing file</source>
        <translation>jusqu’au fichier de sauvegarde du périphérique loop</translation>
    </message>
    <message>
        <source>no: a layer drops it</source>
        <translation>non : une couche l’abandonne</translation>
    </message>
    <message>
        <source>no: the drive does not take it</source>
        <translation>non : le disque ne l’accepte pas</translation>
    </message>
    <message>
        <source>unknown</source>
        <translation>inconnu</translation>
    </message>
    <message>
        <source>enabled</source>
        <translation>activé</translation>
    </message>
    <message>
        <source>disabled</source>
        <translation>désactivé</translation>
    </message>
    <message>
        <source>masked</source>
        <translation>masqué</translation>
    </message>
    <message>
        <source>not installed</source>
        <translation>non installé</translation>
    </message>
    <message>
        <source>%1 (systemd is not running)</source>
        <extracomment>%1 the timer&apos;s state, e.g. &quot;enabled&quot;</extracomment>
        <translation>%1 (systemd ne tourne pas)</translation>
    </message>
    <message>
        <source>fstrim.timer</source>
        <translation>fstrim.timer</translation>
    </message>
    <message>
        <source>From %1:</source>
        <extracomment>heading of one way down the block stack; %1 the device at its top</extracomment>
        <translation>Depuis %1 :</translation>
    </message>
    <message>
        <source>%1: no discard limits shown</source>
        <extracomment>%1 a device and its kind, e.g. &quot;/dev/sda (disk)&quot;</extracomment>
        <translation>%1 : aucune limite de discard indiquée</translation>
    </message>
    <message>
        <source>%1: drops discards</source>
        <extracomment>%1 a device and its kind, e.g. &quot;/dev/mapper/luks-1 (dm-crypt)&quot;</extracomment>
        <translation>%1 : abandonne les discards</translation>
    </message>
    <message>
        <source>%1: passes discards, granularity %2, up to %3</source>
        <extracomment>%1 a device and its kind, %2 discard granularity, %3 largest discard, e.g. &quot;4.0 KiB&quot;, &quot;2.0 GiB&quot;</extracomment>
        <translation>%1 : laisse passer les discards, granularité %2, jusqu’à %3</translation>
    </message>
</context>
<context>
    <name>DriveProof::Gui::UsagePanel</name>
    <message>
        <source>Is it new? %1</source>
        <extracomment>&quot;Is it new?&quot; and the verdict: new, used, possibly reset</extracomment>
        <translation>Est-il neuf ? %1</translation>
    </message>
    <message>
        <source>The rating could not be kept: %1 cannot be written.</source>
        <extracomment>%1 the file DriveProof keeps what it remembers about drives in</extracomment>
        <translation>La valeur n’a pas pu être conservée : impossible d’écrire %1.</translation>
    </message>
    <message>
        <source>Rated &amp;endurance:</source>
        <extracomment>the endurance the maker rates the drive&apos;s model for, in terabytes written</extracomment>
        <translation>&amp;Endurance nominale :</translation>
    </message>
    <message>
        <source> TBW</source>
        <extracomment>unit after the endurance field: terabytes written</extracomment>
        <translation> TBW</translation>
    </message>
    <message>
        <source>not entered</source>
        <extracomment>shown in the endurance field while no rating is kept for the model</extracomment>
        <translation>non saisie</translation>
    </message>
    <message>
        <source>&amp;Remember for this model</source>
        <translation>&amp;Retenir pour ce modèle</translation>
    </message>
    <message>
        <source>The terabytes written (TBW) the maker&apos;s data sheet rates this model for. Kept for every drive of the same model.</source>
        <translation>Les téraoctets écrits (TBW) pour lesquels la fiche technique du fabricant prévoit ce modèle. Conservé pour chaque disque du même modèle.</translation>
    </message>
</context>
<context>
    <name>DriveProof::Gui::WitnessPage</name>
    <message>
        <source>DriveProof cannot be a witness on %1.</source>
        <extracomment>%1 an address such as 0.0.0.0:7070</extracomment>
        <translation>DriveProof ne peut pas servir de témoin sur %1.</translation>
    </message>
    <message>
        <source>%1: run %2 started.</source>
        <extracomment>%1 a time, %2 a short run id</extracomment>
        <translation>%1&#xa0;: exécution %2 démarrée.</translation>
    </message>
    <message>
        <source>%1: run %2 came back.</source>
        <translation>%1&#xa0;: l&apos;exécution %2 est de retour.</translation>
    </message>
    <message>
        <source>%1: run %2 went silent: the estimated power cut.</source>
        <translation>%1&#xa0;: l&apos;exécution %2 s&apos;est tue&#xa0;: la coupure de courant estimée.</translation>
    </message>
    <message>
        <source>%1: run %2 stopped on a write error: %3</source>
        <translation>%1&#xa0;: l&apos;exécution %2 s&apos;est arrêtée sur une erreur d&apos;écriture&#xa0;: %3</translation>
    </message>
    <message>
        <source>%1: run %2 ended cleanly, without a power cut.</source>
        <translation>%1&#xa0;: l&apos;exécution %2 s&apos;est terminée proprement, sans coupure de courant.</translation>
    </message>
    <message>
        <source>%1: the result of run %2 arrived.</source>
        <translation>%1&#xa0;: le résultat de l&apos;exécution %2 est arrivé.</translation>
    </message>
    <message>
        <source>%1: refused a connection: %2</source>
        <extracomment>%1 a time, %2 why a connection was refused</extracomment>
        <translation>%1&#xa0;: connexion refusée&#xa0;: %2</translation>
    </message>
    <message>
        <source>%1: the journal cannot be written: %2</source>
        <translation>%1&#xa0;: impossible d&apos;écrire le journal&#xa0;: %2</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>journal damaged</source>
        <translation>journal endommagé</translation>
    </message>
    <message>
        <source>write error</source>
        <translation>erreur d&apos;écriture</translation>
    </message>
    <message>
        <source>ended cleanly</source>
        <translation>terminée proprement</translation>
    </message>
    <message>
        <source>silent: power cut?</source>
        <translation>muette&#xa0;: coupure de courant&#xa0;?</translation>
    </message>
    <message>
        <source>connected, writing</source>
        <translation>connectée, en écriture</translation>
    </message>
    <message>
        <source>connected, preparing</source>
        <translation>connectée, en préparation</translation>
    </message>
    <message>
        <source>waiting for the writer</source>
        <translation>en attente du processus d&apos;écriture</translation>
    </message>
    <message>
        <source>%1 (%2 s ago)</source>
        <extracomment>%1 a clock time, %2 seconds ago</extracomment>
        <translation>%1 (il y a %2 s)</translation>
    </message>
    <message>
        <source>received</source>
        <translation>reçu</translation>
    </message>
    <message>
        <source>Pairing code %1</source>
        <translation>Code d&apos;appairage %1</translation>
    </message>
    <message>
        <source>&amp;Stop witness</source>
        <translation>&amp;Arrêter le témoin</translation>
    </message>
    <message>
        <source>&amp;Start witness</source>
        <translation>&amp;Démarrer le témoin</translation>
    </message>
    <message>
        <source>Listening on port %1. The record of each run is kept in %2.</source>
        <extracomment>%1 a port number, %2 a folder</extracomment>
        <translation>En écoute sur le port %1. L&apos;enregistrement de chaque exécution est conservé dans %2.</translation>
    </message>
    <message>
        <source>Not listening.</source>
        <translation>Pas en écoute.</translation>
    </message>
    <message>
        <source>Power-loss witness – DriveProof</source>
        <translation>Témoin de coupure de courant – DriveProof</translation>
    </message>
    <message>
        <source>Be the witness of a power-loss test</source>
        <translation>Servir de témoin à un test de coupure de courant</translation>
    </message>
    <message>
        <source>The computer whose drive is tested reports every write its drive acknowledges to this one, over the network. After the power cut, this record shows which acknowledged writes the drive lost. Keep this computer running and its power on during the test.</source>
        <translation>L&apos;ordinateur dont le disque est testé signale à celui-ci, par le réseau, chaque écriture acquittée par son disque. Après la coupure de courant, cet enregistrement montre quelles écritures acquittées le disque a perdues. Laissez cet ordinateur allumé et alimenté pendant le test.</translation>
    </message>
    <message>
        <source>&amp;Listen on:</source>
        <translation>&amp;Écouter sur&#xa0;:</translation>
    </message>
    <message>
        <source>Address and port to listen on</source>
        <translation>Adresse et port d&apos;écoute</translation>
    </message>
    <message>
        <source>0.0.0.0:7070 listens on every network of this computer</source>
        <translation>0.0.0.0:7070 écoute sur tous les réseaux de cet ordinateur</translation>
    </message>
    <message>
        <source>Pairing code</source>
        <translation>Code d&apos;appairage</translation>
    </message>
    <message>
        <source>&amp;New code</source>
        <translation>&amp;Nouveau code</translation>
    </message>
    <message>
        <source>On the computer under test, open the power-loss test and type this computer&apos;s address (port included) and this code. From a terminal: &quot;driveproof-cli powerloss run --witness ADDRESS:PORT&quot;. Instead of this page you may run &quot;driveproof-cli witness&quot; here.</source>
        <translation>Sur l&apos;ordinateur testé, ouvrez le test de coupure de courant et saisissez l&apos;adresse de cet ordinateur (port compris) et ce code. Depuis un terminal&#xa0;: «&#xa0;driveproof-cli powerloss run --witness ADDRESS:PORT&#xa0;». Au lieu de cette page, vous pouvez lancer «&#xa0;driveproof-cli witness&#xa0;» ici.</translation>
    </message>
    <message>
        <source>Runs</source>
        <translation>Exécutions</translation>
    </message>
    <message>
        <source>Run</source>
        <translation>Exécution</translation>
    </message>
    <message>
        <source>Computer</source>
        <translation>Ordinateur</translation>
    </message>
    <message>
        <source>State</source>
        <translation>État</translation>
    </message>
    <message>
        <source>Commits</source>
        <translation>Commits</translation>
    </message>
    <message>
        <source>Silent since</source>
        <extracomment>a column: when the writer went silent, the estimated power cut</extracomment>
        <translation>Muette depuis</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Résultat</translation>
    </message>
    <message>
        <source>Runs this witness records</source>
        <translation>Exécutions enregistrées par ce témoin</translation>
    </message>
    <message>
        <source>Last event</source>
        <translation>Dernier événement</translation>
    </message>
    <message>
        <source>On the computer under test, type one of these witness addresses: %1</source>
        <extracomment>%1 this computer&apos;s addresses with the port, e.g. &quot;192.0.2.7:7070, 10.0.0.2:7070&quot;</extracomment>
        <translation>Sur l&apos;ordinateur testé, saisissez l&apos;une de ces adresses du témoin&#xa0;: %1</translation>
    </message>
</context>
<context>
    <name>DriveProof::Gui::WriteCacheCard</name>
    <message>
        <source>Write cache</source>
        <translation>Cache d&apos;écriture</translation>
    </message>
    <message>
        <source>Keep after reboot</source>
        <translation>Conserver après redémarrage</translation>
    </message>
    <message>
        <source>A volatile write cache makes writes fast but can lose data that was already acknowledged if power fails. With the cache on, commits are safe only while the kernel sends flushes and the drive obeys them; with it off, every write reaches the media before it is acknowledged.</source>
        <translation>Un cache d&apos;écriture volatil accélère les écritures, mais peut perdre des données déjà confirmées en cas de coupure de courant. Cache activé, les validations (commits) ne sont sûres que tant que le noyau envoie des vidages de cache (flush) et que le disque les respecte&#xa0;; cache désactivé, chaque écriture atteint le support avant d&apos;être confirmée.</translation>
    </message>
    <message>
        <source>Waiting for permission… If a password dialog opened, answer it there.</source>
        <translation>En attente d&apos;autorisation… Si une fenêtre de mot de passe s&apos;est ouverte, répondez-y.</translation>
    </message>
    <message>
        <source>Switching…</source>
        <translation>Commutation…</translation>
    </message>
    <message>
        <source>The drive did not take the new setting: its cache is still off.</source>
        <translation>Le disque n&apos;a pas pris en compte le nouveau réglage&#xa0;: son cache est toujours désactivé.</translation>
    </message>
    <message>
        <source>The drive did not take the new setting: its cache is still on.</source>
        <translation>Le disque n&apos;a pas pris en compte le nouveau réglage&#xa0;: son cache est toujours activé.</translation>
    </message>
    <message>
        <source>Done: the drive&apos;s cache is on now (read again from the drive).</source>
        <translation>Terminé&#xa0;: le cache du disque est maintenant activé (relu depuis le disque).</translation>
    </message>
    <message>
        <source>Done: the drive&apos;s cache is off now (read again from the drive).</source>
        <translation>Terminé&#xa0;: le cache du disque est maintenant désactivé (relu depuis le disque).</translation>
    </message>
    <message>
        <source>Drive&apos;s cache</source>
        <translation>Cache du disque</translation>
    </message>
    <message>
        <source>reading…</source>
        <translation>lecture…</translation>
    </message>
    <message>
        <source>The drive&apos;s setting could not be read; see below.</source>
        <translation>Le réglage du disque n&apos;a pas pu être lu&#xa0;; voir ci-dessous.</translation>
    </message>
    <message>
        <source>Read from</source>
        <translation>Lu via</translation>
    </message>
    <message>
        <source>Kernel view only: there is no drive-level cache that DriveProof could read or switch here.</source>
        <translation>Vue du noyau uniquement&#xa0;: il n&apos;y a ici aucun cache propre au disque que DriveProof pourrait lire ou commuter.</translation>
    </message>
    <message>
        <source>This drive has no volatile write cache: every write goes to the media before it is acknowledged. There is nothing to switch.</source>
        <translation>Ce disque n&apos;a pas de cache d&apos;écriture volatil&#xa0;: chaque écriture atteint le support avant d&apos;être confirmée. Il n&apos;y a rien à commuter.</translation>
    </message>
    <message>
        <source>This drive does not allow its write cache setting to be changed. Its maker&apos;s tool may offer a way.</source>
        <translation>Ce disque ne permet pas de modifier son réglage de cache d&apos;écriture. L&apos;outil de son fabricant le permet peut-être.</translation>
    </message>
    <message>
        <source>The drive did not report whether its cache is on, so DriveProof offers no switch.</source>
        <translation>Le disque n&apos;a pas indiqué si son cache est activé&#xa0;: DriveProof ne propose donc pas de commutateur.</translation>
    </message>
    <message>
        <source>does not apply</source>
        <translation>sans objet</translation>
    </message>
    <message>
        <source>Only a real drive has a cache of its own; see the note below.</source>
        <translation>Seul un vrai disque a son propre cache&#xa0;; voir la remarque ci-dessous.</translation>
    </message>
    <message>
        <source>none</source>
        <translation>aucun</translation>
    </message>
    <message>
        <source>The drive has no volatile write cache.</source>
        <translation>Le disque n&apos;a pas de cache d&apos;écriture volatil.</translation>
    </message>
    <message>
        <source>on</source>
        <translation>activé</translation>
    </message>
    <message>
        <source>off</source>
        <translation>désactivé</translation>
    </message>
    <message>
        <source>The drive did not report its current setting.</source>
        <translation>Le disque n&apos;a pas indiqué son réglage actuel.</translation>
    </message>
    <message>
        <source>Kernel&apos;s view</source>
        <translation>Vue du noyau</translation>
    </message>
    <message>
        <source>The kernel does not report a write-cache mode for this device.</source>
        <translation>Le noyau n&apos;indique aucun mode de cache d&apos;écriture pour ce périphérique.</translation>
    </message>
    <message>
        <source>What the kernel believes (queue/write_cache). With &quot;write back&quot; it asks the drive to flush its cache when a program commits data.</source>
        <translation>Ce que croit le noyau (queue/write_cache). En mode «&#xa0;write back&#xa0;», il demande au disque de vider son cache lorsqu&apos;un programme valide des données.</translation>
    </message>
    <message>
        <source>FUA</source>
        <translation>FUA</translation>
    </message>
    <message>
        <source>The kernel does not say whether it uses Forced Unit Access.</source>
        <translation>Le noyau n&apos;indique pas s&apos;il utilise Forced Unit Access.</translation>
    </message>
    <message>
        <source>yes: single writes can be forced to the media</source>
        <translation>oui&#xa0;: des écritures individuelles peuvent être forcées sur le support</translation>
    </message>
    <message>
        <source>Forced Unit Access: the kernel can ask for single writes to reach stable media without flushing the whole cache.</source>
        <translation>Forced Unit Access&#xa0;: le noyau peut demander que des écritures individuelles atteignent le support permanent sans vider tout le cache.</translation>
    </message>
    <message>
        <source>%1, re-applied by udisks2 at every boot</source>
        <extracomment>%1 &quot;on&quot; or &quot;off&quot;</extracomment>
        <translation>%1, réappliqué par udisks2 à chaque démarrage</translation>
    </message>
    <message>
        <source>%1, saved in the drive</source>
        <extracomment>%1 &quot;on&quot; or &quot;off&quot;</extracomment>
        <translation>%1, enregistré dans le disque</translation>
    </message>
    <message>
        <source>Saved setting</source>
        <translation>Réglage enregistré</translation>
    </message>
    <message>
        <source>The setting the drive gets again after a power cycle.</source>
        <translation>Le réglage que le disque retrouve après une mise hors tension.</translation>
    </message>
    <message>
        <source>until the next power cycle, or for good with &quot;Keep after reboot&quot; (udisks2 re-applies it at every boot)</source>
        <translation>jusqu&apos;à la prochaine mise hors tension, ou durablement avec «&#xa0;Conserver après redémarrage&#xa0;» (udisks2 le réapplique à chaque démarrage)</translation>
    </message>
    <message>
        <source>until the next power cycle, or for good with &quot;Keep after reboot&quot; (saved in the drive)</source>
        <translation>jusqu&apos;à la prochaine mise hors tension, ou durablement avec «&#xa0;Conserver après redémarrage&#xa0;» (enregistré dans le disque)</translation>
    </message>
    <message>
        <source>until the next power cycle</source>
        <translation>jusqu&apos;à la prochaine mise hors tension</translation>
    </message>
    <message>
        <source>A change lasts</source>
        <translation>Une modification dure</translation>
    </message>
    <message>
        <source>Turn the cache off</source>
        <translation>Désactiver le cache</translation>
    </message>
    <message>
        <source>Turn the cache on</source>
        <translation>Activer le cache</translation>
    </message>
    <message>
        <source>Turn the write cache of %1 off</source>
        <extracomment>accessible name of the switch; %1 device path</extracomment>
        <translation>Désactiver le cache d&apos;écriture de %1</translation>
    </message>
    <message>
        <source>Turn the write cache of %1 on</source>
        <extracomment>accessible name of the switch; %1 device path</extracomment>
        <translation>Activer le cache d&apos;écriture de %1</translation>
    </message>
    <message>
        <source>Turning the cache off makes commits slower, often many times slower, but safe: acknowledged writes are on the media, even if the drive ignores flushes.</source>
        <translation>Désactiver le cache rend les validations plus lentes, souvent beaucoup plus lentes, mais sûres&#xa0;: les écritures confirmées sont sur le support, même si le disque ignore les vidages de cache.</translation>
    </message>
    <message>
        <source>Turning the cache on makes writes faster. Commits stay safe only while the kernel sends flushes and the drive obeys them.</source>
        <translation>Activer le cache accélère les écritures. Les validations ne restent sûres que tant que le noyau envoie des vidages de cache (flush) et que le disque les respecte.</translation>
    </message>
    <message>
        <source>udisks2 stores the setting and applies it again at every boot.</source>
        <translation>udisks2 enregistre le réglage et le réapplique à chaque démarrage.</translation>
    </message>
    <message>
        <source>The drive saves the setting and keeps it across power cycles.</source>
        <translation>Le disque enregistre le réglage et le conserve d&apos;une mise sous tension à l&apos;autre.</translation>
    </message>
    <message>
        <source>Why this matters</source>
        <translation>Pourquoi c&apos;est important</translation>
    </message>
</context>
<context>
    <name>DriveProof::Health</name>
    <message>
        <source>The drive&apos;s SMART data could not be assessed: %1.</source>
        <extracomment>%1 the system&apos;s error text</extracomment>
        <translation>Les données SMART du disque n&apos;ont pas pu être évaluées&#xa0;: %1.</translation>
    </message>
    <message>
        <source>The drive&apos;s SMART self-assessment passed, it reports no bad sectors, and no attribute is or was past its threshold.</source>
        <translation>Le disque a réussi son auto-évaluation SMART, il ne signale aucun secteur défectueux, et aucun attribut ne dépasse ni n&apos;a dépassé son seuil.</translation>
    </message>
    <message>
        <source>An attribute that predicts failure was past its threshold in the past. Keep backups and watch this drive.</source>
        <translation>Un attribut qui prédit les pannes a dépassé son seuil par le passé. Gardez des sauvegardes et surveillez ce disque.</translation>
    </message>
    <message numerus="yes">
        <source>The drive has %n bad sector(s) (reallocated or waiting to be). Keep backups and check again soon: a growing number means the drive is wearing out.</source>
        <extracomment>%n number of bad sectors</extracomment>
        <translation>
            <numerusform>Le disque a %n secteur défectueux (réalloué ou en attente de réallocation). Gardez des sauvegardes et vérifiez de nouveau prochainement&#xa0;: un nombre croissant signifie que le disque s&apos;use.</numerusform>
            <numerusform>Le disque a %n secteurs défectueux (réalloués ou en attente de réallocation). Gardez des sauvegardes et vérifiez de nouveau prochainement&#xa0;: un nombre croissant signifie que le disque s&apos;use.</numerusform>
        </translation>
    </message>
    <message>
        <source>An attribute that predicts failure is past its threshold now: the drive expects to fail. Back up your data and replace the drive.</source>
        <translation>Un attribut qui prédit les pannes dépasse actuellement son seuil&#xa0;: le disque s&apos;attend à tomber en panne. Sauvegardez vos données et remplacez le disque.</translation>
    </message>
    <message>
        <source>The drive has more bad sectors than its threshold allows. Back up your data and replace the drive.</source>
        <translation>Le disque a plus de secteurs défectueux que son seuil ne le permet. Sauvegardez vos données et remplacez le disque.</translation>
    </message>
    <message>
        <source>The drive&apos;s own SMART self-assessment says it is failing. Back up your data now and replace the drive.</source>
        <translation>L&apos;auto-évaluation SMART du disque lui-même indique qu&apos;il est en train de défaillir. Sauvegardez vos données dès maintenant et remplacez le disque.</translation>
    </message>
    <message>
        <source>libatasmart gave an assessment this version of DriveProof does not know.</source>
        <translation>libatasmart a fourni une évaluation que cette version de DriveProof ne connaît pas.</translation>
    </message>
    <message>
        <source>%1 has no ATA health data: it is not an ATA drive (loop, virtual and NVMe devices have none).</source>
        <extracomment>%1 device</extracomment>
        <translation>%1 n&apos;a pas de données de santé ATA&#xa0;: ce n&apos;est pas un disque ATA (les périphériques loop, virtuels et NVMe n&apos;en ont pas).</translation>
    </message>
    <message>
        <source>The drive in %1 does not support SMART, so it reports no health data.</source>
        <extracomment>%1 device</extracomment>
        <translation>Le disque de %1 ne prend pas en charge SMART&#xa0;: il ne fournit donc aucune donnée de santé.</translation>
    </message>
    <message>
        <source>SMART is switched off on this drive, so it reports no health data. DriveProof does not switch it on by itself; &apos;smartctl -s on&apos; does.</source>
        <translation>SMART est désactivé sur ce disque&#xa0;: il ne fournit donc aucune donnée de santé. DriveProof ne l&apos;active pas de lui-même&#xa0;; &apos;smartctl -s on&apos; le fait.</translation>
    </message>
    <message>
        <source>%1 reports no ATA SMART data: it is not an ATA drive, or its USB bridge does not pass SMART commands through.</source>
        <extracomment>%1 device or file</extracomment>
        <translation>%1 ne fournit aucune donnée ATA SMART&#xa0;: ce n&apos;est pas un disque ATA, ou son pont USB ne transmet pas les commandes SMART.</translation>
    </message>
    <message>
        <source>Reading SMART data from %1 failed: %2.</source>
        <extracomment>%1 device or file, %2 the system&apos;s error text</extracomment>
        <translation>La lecture des données SMART de %1 a échoué&#xa0;: %2.</translation>
    </message>
    <message>
        <source>Unexpected power losses (SMART attribute 174)</source>
        <translation>Pertes d&apos;alimentation inattendues (attribut SMART 174)</translation>
    </message>
    <message>
        <source>Unsafe shutdowns (SMART attribute 192)</source>
        <translation>Arrêts non sécurisés (attribut SMART 192)</translation>
    </message>
    <message>
        <source>Emergency head retracts at power-off (SMART attribute 192)</source>
        <translation>Rétractations d&apos;urgence des têtes à la mise hors tension (attribut SMART 192)</translation>
    </message>
    <message>
        <source>%1 is not a libatasmart SMART dump (tagged IDFY / SMST / SMDT / SMTH sections).</source>
        <extracomment>%1 file name</extracomment>
        <translation>%1 n&apos;est pas un vidage SMART de libatasmart (sections balisées IDFY / SMST / SMDT / SMTH).</translation>
    </message>
    <message>
        <source>%1 is a %2 device: it has no health data of its own to read.</source>
        <extracomment>%1 device path, %2 transport such as &quot;virtio&quot; or &quot;loop&quot;</extracomment>
        <translation>%1 est un périphérique %2&#xa0;: il n&apos;a pas de données de santé propres à lire.</translation>
    </message>
    <message>
        <source>unknown</source>
        <translation>inconnu</translation>
    </message>
    <message>
        <source>The helper&apos;s health reply names no device.</source>
        <translation>La réponse du service auxiliaire concernant l&apos;état de santé n&apos;indique aucun périphérique.</translation>
    </message>
    <message>
        <source>Critical warning: the spare capacity has fallen below the drive&apos;s threshold.</source>
        <translation>Avertissement critique&#xa0;: la capacité de réserve est descendue sous le seuil du disque.</translation>
    </message>
    <message>
        <source>Critical warning: the temperature is outside the drive&apos;s limits.</source>
        <translation>Avertissement critique&#xa0;: la température est hors des limites du disque.</translation>
    </message>
    <message>
        <source>Critical warning: the drive&apos;s reliability is degraded by media errors or an internal error. Back up its data.</source>
        <translation>Avertissement critique&#xa0;: la fiabilité du disque est dégradée par des erreurs de support ou une erreur interne. Sauvegardez ses données.</translation>
    </message>
    <message>
        <source>Critical warning: the drive has made its media read-only. Copy its data elsewhere.</source>
        <translation>Avertissement critique&#xa0;: le disque a passé son support en lecture seule. Copiez ses données ailleurs.</translation>
    </message>
    <message>
        <source>Critical warning: the backup for the drive&apos;s volatile memory has failed, so cached writes may be lost at a power cut.</source>
        <translation>Avertissement critique&#xa0;: la sauvegarde de la mémoire volatile du disque a échoué&#xa0;: des écritures en cache peuvent donc être perdues lors d&apos;une coupure de courant.</translation>
    </message>
    <message>
        <source>Critical warning: the drive&apos;s persistent memory region has become read-only.</source>
        <translation>Avertissement critique&#xa0;: la région de mémoire persistante (PMR) du disque est passée en lecture seule.</translation>
    </message>
    <message>
        <source>Critical warning: bit %1, which this version of DriveProof does not know, is set.</source>
        <extracomment>%1 bit number of the NVMe critical warning byte</extracomment>
        <translation>Avertissement critique&#xa0;: le bit %1, que cette version de DriveProof ne connaît pas, est activé.</translation>
    </message>
    <message>
        <source>Only %L1% spare capacity is left, below the drive&apos;s threshold of %L2%.</source>
        <extracomment>%1 spare capacity left in percent, %2 the drive&apos;s threshold in percent</extracomment>
        <translation>Il ne reste que %L1&#xa0;% de capacité de réserve, en dessous du seuil du disque de %L2&#xa0;%.</translation>
    </message>
    <message>
        <source>The drive has used %L1% of its rated endurance: it has taken more writes than it was designed for.</source>
        <extracomment>%1 percentage of the rated endurance used, 100 or more</extracomment>
        <translation>Le disque a consommé %L1&#xa0;% de son endurance nominale&#xa0;: il a reçu plus d&apos;écritures que prévu à sa conception.</translation>
    </message>
    <message>
        <source>The drive has used %L1% of its rated endurance.</source>
        <extracomment>%1 percentage of the rated endurance used</extracomment>
        <translation>Le disque a consommé %L1&#xa0;% de son endurance nominale.</translation>
    </message>
    <message numerus="yes">
        <source>The drive has recorded %Ln media or data integrity error(s).</source>
        <extracomment>%n number of errors (counts beyond the int range are shown as the int maximum)</extracomment>
        <translation>
            <numerusform>Le disque a enregistré %Ln erreur de support ou d&apos;intégrité des données.</numerusform>
            <numerusform>Le disque a enregistré %Ln erreurs de support ou d&apos;intégrité des données.</numerusform>
        </translation>
    </message>
    <message>
        <source>The drive is at %L1 °C, at or above its critical temperature of %L2 °C.</source>
        <extracomment>%1 current temperature in °C, %2 the drive&apos;s critical limit in °C</extracomment>
        <translation>Le disque est à %L1 °C, soit à sa température critique de %L2 °C ou au-delà.</translation>
    </message>
    <message>
        <source>The drive is at %L1 °C, at or above its warning temperature of %L2 °C.</source>
        <extracomment>%1 current temperature in °C, %2 the drive&apos;s warning limit in °C</extracomment>
        <translation>Le disque est à %L1 °C, soit à sa température d&apos;avertissement de %L2 °C ou au-delà.</translation>
    </message>
    <message>
        <source>The drive is at %L1 °C, at or above %L2 °C, where most drives slow down to cool off.</source>
        <extracomment>%1 current temperature in °C, %2 a generic limit in °C</extracomment>
        <translation>Le disque est à %L1 °C, soit à %L2 °C ou au-delà, température à laquelle la plupart des disques ralentissent pour refroidir.</translation>
    </message>
    <message>
        <source>The NVMe health log reports no problems.</source>
        <translation>Le journal de santé NVMe ne signale aucun problème.</translation>
    </message>
    <message>
        <source>The drive&apos;s answer to SMART RETURN STATUS did not come back (the registers were missing or not a known answer), so its own assessment is unknown; the attributes are shown as read.</source>
        <translation>La réponse du disque à SMART RETURN STATUS n&apos;est pas revenue (les registres manquaient ou ne contenaient aucune réponse connue)&#xa0;: son auto-évaluation est donc inconnue&#xa0;; les attributs sont affichés tels qu&apos;ils ont été lus.</translation>
    </message>
    <message>
        <source>%1 is a virtual disk (%2) and answers no ATA health commands: the health of the drives behind it can be read on the host.</source>
        <extracomment>%1 device path, %2 who emulates the disk: &quot;QEMU&quot;, &quot;VMware&quot;, &quot;Hyper-V&quot;...</extracomment>
        <translation>%1 est un disque virtuel (%2) et ne répond à aucune commande ATA d&apos;état de santé&#xa0;: l&apos;état de santé des disques qui se trouvent derrière peut être lu sur l&apos;hôte.</translation>
    </message>
    <message>
        <source>The helper&apos;s health reply has a reason without a code. Restart DriveProof after an update.</source>
        <translation>La réponse du service auxiliaire concernant l&apos;état de santé contient une raison sans code. Redémarrez DriveProof après une mise à jour.</translation>
    </message>
    <message>
        <source>The helper&apos;s health reply has reasons in a form this version does not read. Restart DriveProof after an update.</source>
        <translation>La réponse du service auxiliaire concernant l&apos;état de santé contient des raisons sous une forme que cette version ne sait pas lire. Redémarrez DriveProof après une mise à jour.</translation>
    </message>
    <message>
        <source>Reason %1 (%2)</source>
        <extracomment>a reason this version does not know (from a newer helper); %1 its code, %2 its arguments</extracomment>
        <translation>Raison %1 (%2)</translation>
    </message>
    <message>
        <source>Rate of errors while reading; the raw value&apos;s meaning is the maker&apos;s own.</source>
        <translation>Taux d&apos;erreurs de lecture ; le sens de la valeur brute est propre au fabricant.</translation>
    </message>
    <message>
        <source>Time the platters take to reach full speed.</source>
        <translation>Temps que mettent les plateaux à atteindre leur pleine vitesse.</translation>
    </message>
    <message>
        <source>Times the spindle started and stopped.</source>
        <translation>Nombre de démarrages et d&apos;arrêts du moteur.</translation>
    </message>
    <message>
        <source>Sectors found bad and replaced by spares; a new drive has 0.</source>
        <translation>Secteurs détectés défectueux et remplacés par des secteurs de réserve ; un disque neuf en a 0.</translation>
    </message>
    <message>
        <source>Rate of head positioning errors; the raw value&apos;s meaning is the maker&apos;s own.</source>
        <translation>Taux d&apos;erreurs de positionnement des têtes ; le sens de la valeur brute est propre au fabricant.</translation>
    </message>
    <message>
        <source>Hours the drive has been powered on.</source>
        <translation>Heures pendant lesquelles le disque a été sous tension.</translation>
    </message>
    <message>
        <source>Times the spindle needed more than one try to spin up.</source>
        <translation>Nombre de fois où le moteur a dû s&apos;y reprendre pour démarrer.</translation>
    </message>
    <message>
        <source>Times the drive was switched on.</source>
        <translation>Nombre de mises sous tension du disque.</translation>
    </message>
    <message>
        <source>How worn the flash is (erase cycles); the normalised value falls as it wears.</source>
        <translation>Usure de la mémoire flash (cycles d&apos;effacement) ; la valeur normalisée baisse avec l&apos;usure.</translation>
    </message>
    <message>
        <source>Times power was lost without the host telling the drive first.</source>
        <translation>Nombre de coupures de courant sans que l&apos;hôte ait prévenu le disque.</translation>
    </message>
    <message>
        <source>Blocks that went bad while in use.</source>
        <translation>Blocs devenus défectueux en service.</translation>
    </message>
    <message>
        <source>Data corrupted between the host interface and the media, inside the drive.</source>
        <translation>Données altérées à l&apos;intérieur du disque, entre l&apos;interface et le support.</translation>
    </message>
    <message>
        <source>Reads the drive could not correct and reported as errors.</source>
        <translation>Lectures que le disque n&apos;a pas pu corriger et a signalées comme erreurs.</translation>
    </message>
    <message>
        <source>Commands that timed out, often from cabling or power trouble.</source>
        <translation>Commandes expirées, souvent à cause d&apos;un câble ou de l&apos;alimentation.</translation>
    </message>
    <message>
        <source>Temperature of the air around the drive.</source>
        <translation>Température de l&apos;air autour du disque.</translation>
    </message>
    <message>
        <source>Times the heads were parked in an emergency because power went away.</source>
        <translation>Nombre de parcages d&apos;urgence des têtes dus à une coupure de courant.</translation>
    </message>
    <message>
        <source>Times the heads were parked and loaded again.</source>
        <translation>Nombre de parcages et rechargements des têtes.</translation>
    </message>
    <message>
        <source>Temperature of the drive.</source>
        <translation>Température du disque.</translation>
    </message>
    <message>
        <source>Times sectors were moved to spares.</source>
        <translation>Nombre de fois où des secteurs ont été déplacés vers la réserve.</translation>
    </message>
    <message>
        <source>Sectors that could not be read and wait to be rewritten or replaced.</source>
        <translation>Secteurs illisibles qui attendent d&apos;être réécrits ou remplacés.</translation>
    </message>
    <message>
        <source>Sectors the drive&apos;s own scan could not read.</source>
        <translation>Secteurs que l&apos;analyse propre du disque n&apos;a pas pu lire.</translation>
    </message>
    <message>
        <source>Transfers garbled on the cable; a count that grows means a bad cable or connector, not a bad drive.</source>
        <translation>Transferts altérés sur le câble ; un compteur qui augmente indique un câble ou un connecteur défectueux, pas un disque défectueux.</translation>
    </message>
    <message>
        <source>Amount written to the drive, in the maker&apos;s units (often 512-byte sectors).</source>
        <translation>Quantité écrite sur le disque, dans l&apos;unité du fabricant (souvent des secteurs de 512 octets).</translation>
    </message>
    <message>
        <source>Amount read from the drive, in the maker&apos;s units (often 512-byte sectors).</source>
        <translation>Quantité lue sur le disque, dans l&apos;unité du fabricant (souvent des secteurs de 512 octets).</translation>
    </message>
    <message>
        <source>Defined by the drive&apos;s maker; its meaning differs between models.</source>
        <translation>Défini par le fabricant du disque ; son sens varie selon les modèles.</translation>
    </message>
    <message>
        <source>%1 °C (lowest %2, highest %3)</source>
        <extracomment>a drive temperature and the range it has seen; %1 now, %2 lowest, %3 highest</extracomment>
        <translation>%1 °C (minimum %2, maximum %3)</translation>
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
        <translation>%1 fait %2 octets au lieu de 512.</translation>
    </message>
    <message>
        <source>The drive returned no SCT Status.</source>
        <translation>Le disque n&apos;a renvoyé aucun état SCT.</translation>
    </message>
    <message>
        <source>%1 is behind a USB bridge (%2, driver %3) that does not pass ATA commands through (SAT), so the drive&apos;s SMART records cannot be read over it. Connect the drive by SATA to read them.</source>
        <extracomment>%1 device path, %2 the USB bridge&apos;s name as it answers INQUIRY, %3 the USB driver (&quot;uas&quot; or &quot;usb-storage&quot;)</extracomment>
        <translation>%1 est derrière un pont USB (%2, pilote %3) qui ne transmet pas les commandes ATA (SAT) : les relevés SMART du disque ne peuvent pas être lus à travers lui. Branchez le disque en SATA pour les lire.</translation>
    </message>
    <message>
        <source>%1%</source>
        <extracomment>a percentage; %1 the number, e.g. &quot;42.2&quot;
----------
a percentage; %1 the number, e.g. &quot;97&quot;</extracomment>
        <translation>%1&#xa0;%</translation>
    </message>
    <message>
        <source>Attribute %1 (%2) counts %3. Of the hard drives Backblaze saw fail, %4 had it above zero, against %5 of those still working (%6).</source>
        <extracomment>%1 attribute number, %2 its name, %3 its raw count, %4 and %5 percentages, %6 the study it comes from</extracomment>
        <translation>L&apos;attribut %1 (%2) compte %3. Parmi les disques durs tombés en panne chez Backblaze, %4 l&apos;avaient au-dessus de zéro, contre %5 de ceux encore en service (%6).</translation>
    </message>
    <message>
        <source>In Google&apos;s fleet, drives were %1 times as likely to fail within 60 days after the first such event (%2).</source>
        <extracomment>%1 how many times, e.g. &quot;14&quot;, %2 the study it comes from</extracomment>
        <translation>Dans le parc de Google, les disques avaient %1 fois plus de risques de tomber en panne dans les 60 jours après le premier événement de ce type (%2).</translation>
    </message>
    <message>
        <source>Pre-fail</source>
        <extracomment>SMART attribute type: its failure predicts the drive&apos;s failure</extracomment>
        <translation>Pré-défaillance</translation>
    </message>
    <message>
        <source>Old-age</source>
        <translation>Vieillissement</translation>
    </message>
    <message>
        <source>Always</source>
        <extracomment>SMART attribute: updated while the drive works / only by off-line scans</extracomment>
        <translation>Toujours</translation>
    </message>
    <message>
        <source>Offline</source>
        <translation>Hors ligne</translation>
    </message>
    <message>
        <source>Errors the drive logged over its life; each one is a command that failed.</source>
        <translation>Erreurs que le disque a journalisées au cours de sa vie ; chacune est une commande qui a échoué.</translation>
    </message>
    <message>
        <source>%1 °C (lifetime %2 to %3 °C)</source>
        <extracomment>%1 temperature now, %2 lowest and %3 highest the drive ever had</extracomment>
        <translation>%1 °C (sur sa vie : %2 à %3 °C)</translation>
    </message>
    <message>
        <source>The drive&apos;s temperature and its lifetime range, from its SCT Status.</source>
        <translation>La température du disque et son intervalle sur toute sa vie, d&apos;après son état SCT.</translation>
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
        <translation>Problèmes que le disque signale lui-même (réserve, température, fiabilité, lecture seule, sauvegarde) ; 0 signifie aucun.</translation>
    </message>
    <message>
        <source>The drive&apos;s overall temperature.</source>
        <translation>La température globale du disque.</translation>
    </message>
    <message>
        <source>%1 (threshold %2)</source>
        <translation>%1 (seuil %2)</translation>
    </message>
    <message>
        <source>Reserve flash left for replacing worn blocks; the drive warns below the threshold.</source>
        <translation>Réserve de flash restante pour remplacer les blocs usés ; le disque avertit sous le seuil.</translation>
    </message>
    <message>
        <source>The maker&apos;s estimate of the rated life used; it can pass 100%.</source>
        <translation>L&apos;estimation du fabricant de la part de la durée de vie nominale consommée ; elle peut dépasser 100 %.</translation>
    </message>
    <message>
        <source>The same kind of warnings for the drive&apos;s endurance groups; 0 means none.</source>
        <translation>Le même type d&apos;avertissements pour les groupes d&apos;endurance du disque ; 0 signifie aucun.</translation>
    </message>
    <message>
        <source>Amount the host read, in units of 512,000 bytes.</source>
        <translation>Quantité lue par l&apos;hôte, en unités de 512 000 octets.</translation>
    </message>
    <message>
        <source>Amount the host wrote, in units of 512,000 bytes.</source>
        <translation>Quantité écrite par l&apos;hôte, en unités de 512 000 octets.</translation>
    </message>
    <message>
        <source>Read commands the drive completed.</source>
        <translation>Commandes de lecture exécutées par le disque.</translation>
    </message>
    <message>
        <source>Write commands the drive completed.</source>
        <translation>Commandes d&apos;écriture exécutées par le disque.</translation>
    </message>
    <message>
        <source>Minutes the drive was busy with commands.</source>
        <translation>Minutes pendant lesquelles le disque était occupé par des commandes.</translation>
    </message>
    <message>
        <source>Data the drive could not read or write correctly.</source>
        <translation>Données que le disque n&apos;a pas pu lire ou écrire correctement.</translation>
    </message>
    <message>
        <source>Entries in the drive&apos;s error log over its life; many are harmless rejected commands.</source>
        <translation>Entrées du journal d&apos;erreurs du disque sur toute sa vie ; beaucoup sont des commandes refusées sans gravité.</translation>
    </message>
    <message>
        <source>Minutes spent above the drive&apos;s warning temperature.</source>
        <translation>Minutes passées au-dessus de la température d&apos;avertissement du disque.</translation>
    </message>
    <message>
        <source>Minutes spent above the drive&apos;s critical temperature.</source>
        <translation>Minutes passées au-dessus de la température critique du disque.</translation>
    </message>
    <message>
        <source>Temperature of one sensor inside the drive.</source>
        <translation>Température d&apos;un capteur à l&apos;intérieur du disque.</translation>
    </message>
    <message>
        <source>Times the drive slowed itself down lightly to cool off.</source>
        <translation>Nombre de fois où le disque s&apos;est légèrement ralenti pour refroidir.</translation>
    </message>
    <message>
        <source>Times the drive slowed itself down hard to cool off.</source>
        <translation>Nombre de fois où le disque s&apos;est fortement ralenti pour refroidir.</translation>
    </message>
    <message>
        <source>Seconds spent slowed down lightly for heat.</source>
        <translation>Secondes passées légèrement ralenti à cause de la chaleur.</translation>
    </message>
    <message>
        <source>Seconds spent slowed down hard for heat.</source>
        <translation>Secondes passées fortement ralenti à cause de la chaleur.</translation>
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
        <translation>Valeur</translation>
    </message>
    <message>
        <source>Worst</source>
        <translation>Pire</translation>
    </message>
    <message>
        <source>Threshold</source>
        <translation>Seuil</translation>
    </message>
    <message>
        <source>Type</source>
        <translation>Type</translation>
    </message>
    <message>
        <source>Updated</source>
        <translation>Mise à jour</translation>
    </message>
    <message>
        <source>When failed</source>
        <translation>Défaillance</translation>
    </message>
    <message>
        <source>Raw value</source>
        <translation>Valeur brute</translation>
    </message>
    <message>
        <source>Meaning</source>
        <translation>Signification</translation>
    </message>
    <message>
        <source>Self-test</source>
        <translation>Autotest</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Résultat</translation>
    </message>
    <message>
        <source>Power-on hours</source>
        <translation>Heures de fonctionnement</translation>
    </message>
    <message>
        <source>First failing sector</source>
        <translation>Premier secteur défaillant</translation>
    </message>
    <message>
        <source>Self-test log: empty.</source>
        <translation>Journal des autotests : vide.</translation>
    </message>
    <message>
        <source>The drive, or the bridge in front of it, refused: %1.</source>
        <extracomment>%1 a list of ATA or NVMe commands, e.g. &quot;SMART READ LOG 06h&quot;</extracomment>
        <translation>Le disque, ou le pont placé devant lui, a refusé : %1.</translation>
    </message>
    <message>
        <source>Failing now</source>
        <extracomment>a SMART attribute at or below its threshold now</extracomment>
        <translation>Défaillant maintenant</translation>
    </message>
    <message>
        <source>Failed in the past</source>
        <extracomment>a SMART attribute that reached its threshold once</extracomment>
        <translation>Défaillant par le passé</translation>
    </message>
    <message>
        <source>The data %1 returned could not be decoded: %2</source>
        <extracomment>%1 device path, %2 what is wrong with the data</extracomment>
        <translation>Les données renvoyées par %1 n&apos;ont pas pu être décodées&#xa0;: %2</translation>
    </message>
    <message>
        <source>The NVMe self-test log has %1 bytes instead of %2.</source>
        <translation>Le journal des autotests NVMe fait %1 octets au lieu de %2.</translation>
    </message>
    <message>
        <source>The drive in %1 does not offer a conveyance self-test.</source>
        <extracomment>%1 device path</extracomment>
        <translation>Le disque de %1 ne propose pas d&apos;autotest de transport.</translation>
    </message>
    <message>
        <source>The drive in %1 does not offer self-tests.</source>
        <extracomment>%1 device path</extracomment>
        <translation>Le disque de %1 ne propose pas d&apos;autotests.</translation>
    </message>
    <message>
        <source>A self-test is already running on %1 (%2% done): wait for it, or abort it first.</source>
        <extracomment>%1 device path, %2 how far the running test is, in percent</extracomment>
        <translation>Un autotest est déjà en cours sur %1 (%2 % effectués) : attendez sa fin ou arrêtez-le d&apos;abord.</translation>
    </message>
    <message>
        <source>A DriveProof test is running on %1: a self-test now would disturb it. Start the self-test when the test is done.</source>
        <extracomment>%1 device path</extracomment>
        <translation>Un test DriveProof est en cours sur %1 : un autotest maintenant le perturberait. Lancez l&apos;autotest une fois le test terminé.</translation>
    </message>
    <message>
        <source>%1 takes no self-test commands.</source>
        <extracomment>%1 device path</extracomment>
        <translation>%1 n&apos;accepte aucune commande d&apos;autotest.</translation>
    </message>
    <message>
        <source>Off-line scan</source>
        <extracomment>kind of drive self-test</extracomment>
        <translation>Analyse hors ligne</translation>
    </message>
    <message>
        <source>Short</source>
        <extracomment>kind of drive self-test</extracomment>
        <translation>Court</translation>
    </message>
    <message>
        <source>Extended</source>
        <extracomment>kind of drive self-test</extracomment>
        <translation>Étendu</translation>
    </message>
    <message>
        <source>Conveyance</source>
        <extracomment>kind of drive self-test</extracomment>
        <translation>Transport</translation>
    </message>
    <message>
        <source>Selective</source>
        <extracomment>kind of drive self-test: only the ranges of sectors the host chose</extracomment>
        <translation>Sélectif</translation>
    </message>
    <message>
        <source>Vendor specific</source>
        <extracomment>kind of drive self-test</extracomment>
        <translation>Propre au fabricant</translation>
    </message>
    <message>
        <source>Completed without error</source>
        <translation>Terminé sans erreur</translation>
    </message>
    <message>
        <source>Aborted by the host</source>
        <translation>Interrompu par l&apos;hôte</translation>
    </message>
    <message>
        <source>Interrupted by a reset</source>
        <translation>Interrompu par une réinitialisation</translation>
    </message>
    <message>
        <source>Could not complete: fatal error</source>
        <translation>Inachevé : erreur fatale</translation>
    </message>
    <message>
        <source>Failed (part unknown)</source>
        <translation>Échec (élément inconnu)</translation>
    </message>
    <message>
        <source>Failed: electrical part</source>
        <translation>Échec : partie électrique</translation>
    </message>
    <message>
        <source>Failed: servo or seek</source>
        <translation>Échec : asservissement ou positionnement</translation>
    </message>
    <message>
        <source>Failed: read error</source>
        <translation>Échec : erreur de lecture</translation>
    </message>
    <message>
        <source>Failed: suspected handling damage</source>
        <translation>Échec : dommage de manipulation suspecté</translation>
    </message>
    <message>
        <source>In progress</source>
        <translation>En cours</translation>
    </message>
    <message>
        <source>Unknown status %1</source>
        <extracomment>%1 a status number the standard reserves</extracomment>
        <translation>État inconnu %1</translation>
    </message>
    <message>
        <source>Aborted: a namespace was removed</source>
        <translation>Interrompu : un espace de noms a été supprimé</translation>
    </message>
    <message>
        <source>Aborted: the drive was formatted</source>
        <translation>Interrompu : le disque a été formaté</translation>
    </message>
    <message>
        <source>Failed in segment %1</source>
        <extracomment>%1 the number of the test segment that failed</extracomment>
        <translation>Échec dans le segment %1</translation>
    </message>
    <message>
        <source>Aborted for an unknown reason</source>
        <translation>Interrompu pour une raison inconnue</translation>
    </message>
    <message>
        <source>Aborted: the drive was sanitized</source>
        <translation>Interrompu : le disque a été assaini</translation>
    </message>
    <message>
        <source>Looks new: %1 power-on hours, %2 power cycles, %3 written.</source>
        <extracomment>%1 power-on hours, %2 power cycles, %3 amount written (&quot;1.2 GB&quot;)</extracomment>
        <translation>Semble neuf : %1 heures de fonctionnement, %2 mises sous tension, %3 écrits.</translation>
    </message>
    <message>
        <source>Used before: %1 power-on hours, %2 power cycles, %3 written. A drive sold as new has a few hours from the factory at most.</source>
        <extracomment>%1 power-on hours, %2 power cycles, %3 amount written (&quot;12 TB&quot;)</extracomment>
        <translation>Déjà utilisé : %1 heures de fonctionnement, %2 mises sous tension, %3 écrits. Un disque vendu neuf n&apos;a tout au plus que quelques heures d&apos;usine.</translation>
    </message>
    <message>
        <source>The drive counts 0 power-on hours but %1 written: its counters may have been reset.</source>
        <extracomment>%1 amount written (&quot;12 TB&quot;)</extracomment>
        <translation>Le disque compte 0 heure de fonctionnement mais %1 écrits : ses compteurs ont peut-être été remis à zéro.</translation>
    </message>
    <message>
        <source>The drive counts %1 power cycles in %2 power-on hours, more than those hours can hold: its counters may have been reset.</source>
        <extracomment>%1 power cycles, %2 power-on hours</extracomment>
        <translation>Le disque compte %1 mises sous tension en %2 heures de fonctionnement, plus que ces heures ne peuvent contenir : ses compteurs ont peut-être été remis à zéro.</translation>
    </message>
    <message>
        <source>%1 written of the %2 the maker rates this model for (%3%).</source>
        <extracomment>%1 amount written, %2 the rated endurance (&quot;600 TB&quot;), %3 percent of it</extracomment>
        <translation>%1 écrits sur les %2 annoncés par le fabricant pour ce modèle (%3 %).</translation>
    </message>
    <message>
        <source>Since DriveProof first read it (%1): %2 hours, %3 written.</source>
        <extracomment>%1 the date DriveProof first read the drive, %2 hours since, %3 amount written since</extracomment>
        <translation>Depuis la première lecture par DriveProof (%1) : %2 heures, %3 écrits.</translation>
    </message>
    <message>
        <source>new</source>
        <extracomment>is the drive new? the verdict</extracomment>
        <translation>neuf</translation>
    </message>
    <message>
        <source>used</source>
        <extracomment>is the drive new? the verdict</extracomment>
        <translation>utilisé</translation>
    </message>
    <message>
        <source>possibly reset</source>
        <extracomment>is the drive new? the verdict: its counters contradict each other</extracomment>
        <translation>peut-être remis à zéro</translation>
    </message>
    <message>
        <source>Identify Namespace is too short (%1 bytes) for its LBA formats.</source>
        <extracomment>%1 bytes received</extracomment>
        <translation>Identify Namespace est trop court (%1 octets) pour ses formats LBA.</translation>
    </message>
    <message>
        <source>Identify Namespace lists more LBA formats (%1) than there can be (%2).</source>
        <extracomment>%1 how many LBA formats the drive claims, %2 the most there can be</extracomment>
        <translation>Identify Namespace énumère plus de formats LBA (%1) qu’il ne peut y en avoir (%2).</translation>
    </message>
    <message>
        <source>Identify Namespace says LBA format %1 is in use, but lists formats 0 to %2 only.</source>
        <extracomment>%1 the number of the format in use, %2 the highest number the drive lists</extracomment>
        <translation>Identify Namespace indique que le format LBA %1 est utilisé, mais n’énumère que les formats 0 à %2.</translation>
    </message>
    <message>
        <source>In use: LBA format %1, sectors of %2 bytes with %3 bytes of metadata, which the drive marks as &quot;%4&quot;.</source>
        <extracomment>%1 LBA format number, %2 bytes per sector, %3 metadata bytes per sector, %4 how fast the drive says the format is (&quot;best&quot;, &quot;better&quot;, &quot;good&quot;, &quot;degraded&quot;)</extracomment>
        <translation>Utilisé : format LBA %1, secteurs de %2 octets avec %3 octets de métadonnées, que le disque classe « %4 ».</translation>
    </message>
    <message>
        <source>The drive offers %5-byte sectors marked &quot;%6&quot;, faster than the %2-byte ones in use (&quot;%3&quot;). Switching means reformatting the namespace, which erases everything on it: nvme format %1 --lbaf=%4 — DriveProof never does this.</source>
        <extracomment>%1 device (/dev/nvme0n1), %2 bytes per sector in use, %3 how fast the drive marks the format in use, %4 the faster format&apos;s number, %5 its bytes per sector, %6 how fast the drive marks it. The command stays as it is.</extracomment>
        <translation>Le disque propose des secteurs de %5 octets classés « %6 », plus rapides que ceux de %2 octets utilisés (« %3 »). En changer signifie reformater l’espace de noms, ce qui efface tout ce qu’il contient : nvme format %1 --lbaf=%4 — DriveProof ne le fait jamais.</translation>
    </message>
    <message>
        <source>None of the LBA formats the drive offers (%1) is marked faster than the one in use.</source>
        <extracomment>%1 how many LBA formats the drive offers (2 or more)</extracomment>
        <translation>Aucun des formats LBA proposés par le disque (%1) n’est classé plus rapide que celui utilisé.</translation>
    </message>
    <message>
        <source>The namespace offers only the LBA format in use.</source>
        <translation>L’espace de noms ne propose que le format LBA utilisé.</translation>
    </message>
    <message>
        <source>LBA format %1 carries %2 bytes of metadata per sector; only software that handles metadata (end-to-end protection) uses it.</source>
        <extracomment>%1 LBA format number, %2 metadata bytes per sector</extracomment>
        <translation>Le format LBA %1 porte %2 octets de métadonnées par secteur ; seuls les logiciels qui gèrent les métadonnées (protection de bout en bout) s’en servent.</translation>
    </message>
    <message>
        <source>LBA format note %1 (%2)</source>
        <extracomment>a finding this version does not know; %1 its code, %2 its arguments</extracomment>
        <translation>Remarque sur le format LBA %1 (%2)</translation>
    </message>
    <message>
        <source>best</source>
        <comment>LBA format performance</comment>
        <extracomment>how fast the drive says an LBA format is: the fastest of four grades</extracomment>
        <translation>optimale</translation>
    </message>
    <message>
        <source>better</source>
        <comment>LBA format performance</comment>
        <extracomment>how fast the drive says an LBA format is: the second of four grades</extracomment>
        <translation>meilleure</translation>
    </message>
    <message>
        <source>good</source>
        <comment>LBA format performance</comment>
        <extracomment>how fast the drive says an LBA format is: the third of four grades</extracomment>
        <translation>bonne</translation>
    </message>
    <message>
        <source>degraded</source>
        <comment>LBA format performance</comment>
        <extracomment>how fast the drive says an LBA format is: the slowest of four grades</extracomment>
        <translation>dégradée</translation>
    </message>
    <message>
        <source>not available</source>
        <extracomment>an LBA format the drive lists but does not offer now</extracomment>
        <translation>non disponible</translation>
    </message>
    <message>
        <source>%1 bytes, %2</source>
        <extracomment>%1 bytes per sector, %2 how fast the drive says it is</extracomment>
        <translation>%1 octets, %2</translation>
    </message>
    <message>
        <source>%1 bytes + %2 bytes metadata, %3</source>
        <extracomment>%1 bytes per sector, %2 metadata bytes per sector, %3 how fast the drive says it is</extracomment>
        <translation>%1 octets + %2 octets de métadonnées, %3</translation>
    </message>
    <message>
        <source>%1 % left</source>
        <extracomment>%1 percent of the drive&apos;s rated life that is left</extracomment>
        <translation>%1&#xa0;% restants</translation>
    </message>
    <message>
        <source>%1 % used</source>
        <extracomment>%1 percent of the drive&apos;s rated life that is used</extracomment>
        <translation>%1&#xa0;% utilisés</translation>
    </message>
    <message>
        <source>Attribute %1 (%2) is at %3, at or below its threshold of %4: the part it watches is worn out or failing, though the drive does not count it as a failure prediction.</source>
        <extracomment>%1 attribute number, %2 its name, %3 its value now, %4 the threshold</extracomment>
        <translation>L&apos;attribut %1 (%2) est à %3, au niveau de son seuil de %4 ou en dessous&#xa0;: la pièce qu&apos;il surveille est usée ou défaillante, même si le disque ne le compte pas comme une prédiction de panne.</translation>
    </message>
    <message>
        <source>Error log: the latest error happened at power-on hour %1.</source>
        <extracomment>%1 a power-on hour</extracomment>
        <translation>Journal d&apos;erreurs&#xa0;: la dernière erreur s&apos;est produite à %1 heures de fonctionnement.</translation>
    </message>
    <message>
        <source>Self-test log: the latest self-test ran at power-on hour %1.</source>
        <extracomment>%1 a power-on hour</extracomment>
        <translation>Journal des autotests&#xa0;: le dernier autotest a eu lieu à %1 heures de fonctionnement.</translation>
    </message>
    <message>
        <source>The error log has an error at power-on hour %1, but the power-on counter says %2 hours: the counter went back (reset, or run over), so it does not say how long the drive was used.</source>
        <extracomment>%1 the power-on hour the log stamped, %2 the power-on hours the counter says</extracomment>
        <translation>Le journal d&apos;erreurs contient une erreur à %1 heures de fonctionnement, mais le compteur d&apos;heures de fonctionnement indique %2 heures&#xa0;: le compteur est revenu en arrière (remise à zéro ou dépassement de capacité), il n&apos;indique donc pas pendant combien de temps le disque a servi.</translation>
    </message>
    <message>
        <source>The self-test log has a test at power-on hour %1, but the power-on counter says %2 hours: the counter went back (reset, or run over), so it does not say how long the drive was used.</source>
        <extracomment>%1 the power-on hour the log stamped, %2 the power-on hours the counter says</extracomment>
        <translation>Le journal des autotests contient un test à %1 heures de fonctionnement, mais le compteur d&apos;heures de fonctionnement indique %2 heures&#xa0;: le compteur est revenu en arrière (remise à zéro ou dépassement de capacité), il n&apos;indique donc pas pendant combien de temps le disque a servi.</translation>
    </message>
    <message>
        <source>The FARM log counts %1 power-on hours, but the SMART counter says %2: the SMART counter was reset, and the drive has been used for at least %1 hours.</source>
        <extracomment>%1 power-on hours in the FARM log, %2 power-on hours of the SMART counter</extracomment>
        <translation>Le journal FARM compte %1 heures de fonctionnement, mais le compteur SMART indique %2&#xa0;: le compteur SMART a été remis à zéro, et le disque a servi pendant au moins %1 heures.</translation>
    </message>
    <message>
        <source>The FARM log&apos;s spindle hours (%1) exceed its power-on hours (%2): its power-on hours were reset too.</source>
        <extracomment>%1 spindle hours, %2 power-on hours, both from the FARM log</extracomment>
        <translation>Dans le journal FARM, les heures de rotation du moteur (%1) dépassent les heures de fonctionnement (%2)&#xa0;: ces heures de fonctionnement ont elles aussi été remises à zéro.</translation>
    </message>
    <message>
        <source>The FARM log&apos;s head-flight hours (%1) exceed its power-on hours (%2): its power-on hours were reset too.</source>
        <extracomment>%1 head-flight hours, %2 power-on hours, both from the FARM log</extracomment>
        <translation>Dans le journal FARM, les heures de vol des têtes (%1) dépassent les heures de fonctionnement (%2)&#xa0;: ces heures de fonctionnement ont elles aussi été remises à zéro.</translation>
    </message>
    <message>
        <source>FARM log: %1 power-on hours, %2 spindle hours, %3 head-flight hours; assembled in week %4 of %5.</source>
        <extracomment>%1 power-on, %2 spindle, %3 head-flight hours; the drive was assembled in week %4 of the year %5 (e.g. &quot;17&quot;, &quot;2025&quot;)</extracomment>
        <translation>Journal FARM&#xa0;: %1 heures de fonctionnement, %2 heures de rotation du moteur, %3 heures de vol des têtes&#xa0;; disque assemblé la semaine %4 de %5.</translation>
    </message>
    <message>
        <source>FARM log: %1 power-on hours, %2 spindle hours, %3 head-flight hours.</source>
        <extracomment>%1 power-on, %2 spindle, %3 head-flight hours</extracomment>
        <translation>Journal FARM&#xa0;: %1 heures de fonctionnement, %2 heures de rotation du moteur, %3 heures de vol des têtes.</translation>
    </message>
</context>
<context>
    <name>DriveProof::Helper</name>
    <message>
        <source>Not authorised to use %1: the authentication was cancelled or refused.</source>
        <extracomment>%1 device path</extracomment>
        <translation>Non autorisé à utiliser %1&#xa0;: l&apos;authentification a été annulée ou refusée.</translation>
    </message>
    <message>
        <source>Could not ask polkit whether %1 may be used (%2). Make sure polkit is installed and running, then try again.</source>
        <extracomment>%1 device path, %2 D-Bus error text</extracomment>
        <translation>Impossible de demander à polkit si %1 peut être utilisé (%2). Vérifiez que polkit est installé et en cours d&apos;exécution, puis réessayez.</translation>
    </message>
    <message>
        <source>Not authorised to use %1: authentication is needed, but no authentication agent could ask for it. Start DriveProof from a desktop session, or run pkttyagent in this terminal.</source>
        <extracomment>%1 device path</extracomment>
        <translation>Non autorisé à utiliser %1&#xa0;: une authentification est nécessaire, mais aucun agent d&apos;authentification n&apos;a pu la demander. Lancez DriveProof depuis une session de bureau, ou exécutez pkttyagent dans ce terminal.</translation>
    </message>
    <message>
        <source>Not authorised to use %1. Ask an administrator to allow it.</source>
        <extracomment>%1 device path</extracomment>
        <translation>Non autorisé à utiliser %1. Demandez à un administrateur de l&apos;autoriser.</translation>
    </message>
    <message>
        <source>%1 is a symbolic link. Give the device node itself, as lsblk lists it.</source>
        <extracomment>%1 device path</extracomment>
        <translation>%1 est un lien symbolique. Indiquez le nœud de périphérique lui-même, tel que lsblk l&apos;affiche.</translation>
    </message>
    <message>
        <source>%1 is in use: it is mounted, or another program holds it exclusively. Unmount it or close that program, then try again.</source>
        <extracomment>%1 device path</extracomment>
        <translation>%1 est en cours d&apos;utilisation&#xa0;: il est monté, ou un autre programme le détient en exclusivité. Démontez-le ou fermez ce programme, puis réessayez.</translation>
    </message>
    <message>
        <source>%1 could not be opened (%2): the device is gone or has no medium.</source>
        <extracomment>%1 device path, %2 system error text</extracomment>
        <translation>Impossible d&apos;ouvrir %1 (%2)&#xa0;: le périphérique a disparu ou ne contient aucun support.</translation>
    </message>
    <message>
        <source>%1 could not be opened: %2.</source>
        <extracomment>%1 device path, %2 system error text</extracomment>
        <translation>Impossible d&apos;ouvrir %1&#xa0;: %2.</translation>
    </message>
    <message>
        <source>“%1” is not a device path the helper accepts. Give the kernel&apos;s name of a block device, such as /dev/sdb or /dev/nvme0n1, not a symbolic link such as /dev/disk/by-id/….</source>
        <extracomment>%1 the path the caller gave (shortened)</extracomment>
        <translation>«&#xa0;%1&#xa0;» n&apos;est pas un chemin de périphérique accepté par le service auxiliaire. Indiquez le nom que le noyau donne à un périphérique bloc, tel que /dev/sdb ou /dev/nvme0n1, et non un lien symbolique tel que /dev/disk/by-id/….</translation>
    </message>
    <message>
        <source>%1 is not a block device known to the kernel (there is no “%2” in /sys/class/block). Check the name with lsblk.</source>
        <extracomment>%1 device path, %2 kernel name</extracomment>
        <translation>%1 n&apos;est pas un périphérique bloc connu du noyau (il n&apos;y a pas de «&#xa0;%2&#xa0;» dans /sys/class/block). Vérifiez le nom avec lsblk.</translation>
    </message>
    <message>
        <source>%1 is not a block device node.</source>
        <extracomment>%1 device path</extracomment>
        <translation>%1 n&apos;est pas un nœud de périphérique bloc.</translation>
    </message>
    <message>
        <source>%1 is device %2, but the kernel says %4 is %3: the node does not belong to that device. Refusing to open it.</source>
        <extracomment>%1 device path, %2 and %3 device numbers like 8:16, %4 kernel name</extracomment>
        <translation>%1 est le périphérique %2, mais selon le noyau %4 est %3&#xa0;: ce nœud n&apos;appartient pas à ce périphérique. Ouverture refusée.</translation>
    </message>
    <message>
        <source>%1 is a partition, but this works on the whole drive. Use %2.</source>
        <extracomment>%1 partition path, %2 disk path</extracomment>
        <translation>%1 est une partition, mais cette opération porte sur le disque entier. Utilisez %2.</translation>
    </message>
    <message>
        <source>%1 disappeared while it was being checked.</source>
        <extracomment>%1 device path</extracomment>
        <translation>%1 a disparu pendant sa vérification.</translation>
    </message>
    <message>
        <source>%1 changed while it was being opened: it is no longer the device the kernel lists under that name. Refusing it.</source>
        <extracomment>%1 device path</extracomment>
        <translation>%1 a changé pendant son ouverture&#xa0;: ce n&apos;est plus le périphérique que le noyau liste sous ce nom. Refusé.</translation>
    </message>
    <message>
        <source>Unknown option “%1”, or a value of the wrong type, for %2. Known options: %3.</source>
        <extracomment>%1 option name, %2 device path, %3 list of known option names</extracomment>
        <translation>Option «&#xa0;%1&#xa0;» inconnue, ou valeur de type incorrect, pour %2. Options connues&#xa0;: %3.</translation>
    </message>
    <message>
        <source>none</source>
        <translation>aucune</translation>
    </message>
    <message>
        <source>Unknown mode “%1” for %2. Use “r”, “w” or “rw”.</source>
        <extracomment>%1 the mode the caller gave, %2 device path</extracomment>
        <translation>Mode «&#xa0;%1&#xa0;» inconnu pour %2. Utilisez «&#xa0;r&#xa0;», «&#xa0;w&#xa0;» ou «&#xa0;rw&#xa0;».</translation>
    </message>
    <message>
        <source>Unknown flag “%1” for %2. Known flags: direct, sync, dsync, exclusive.</source>
        <extracomment>%1 the flag the caller gave, %2 device path</extracomment>
        <translation>Drapeau «&#xa0;%1&#xa0;» inconnu pour %2. Drapeaux connus&#xa0;: direct, sync, dsync, exclusive.</translation>
    </message>
    <message>
        <source>The command to %1 failed.</source>
        <extracomment>%1 device path</extracomment>
        <translation>La commande envoyée à %1 a échoué.</translation>
    </message>
    <message>
        <source>%1 disappeared while it was being read.</source>
        <extracomment>%1 device path</extracomment>
        <translation>%1 a disparu pendant sa lecture.</translation>
    </message>
    <message>
        <source>DriveProof&apos;s privileged helper, a D-Bus system service (%1). D-Bus starts it when DriveProof needs it; it is not meant to be run by hand.</source>
        <extracomment>%1 D-Bus service name</extracomment>
        <translation>Service auxiliaire privilégié de DriveProof, un service système D-Bus (%1). D-Bus le démarre lorsque DriveProof en a besoin&#xa0;; il n&apos;est pas destiné à être lancé à la main.</translation>
    </message>
    <message>
        <source>For tests: serve on the bus at ADDRESS instead of the system bus, and ask the polkit found there.</source>
        <translation>Pour les tests&#xa0;: écouter sur le bus à l&apos;adresse ADDRESS au lieu du bus système, et interroger le polkit qui s&apos;y trouve.</translation>
    </message>
    <message>
        <source>Exit after SECONDS without calls (default %1).</source>
        <extracomment>%1 number of seconds</extracomment>
        <translation>Quitter après SECONDS secondes sans appel (par défaut&#xa0;: %1).</translation>
    </message>
    <message>
        <source>%1 is in use and cannot be opened for writing: %2 Unmount, swapoff or stop that first.</source>
        <extracomment>%1 device path, %2 a sentence saying what uses it, e.g. &quot;/dev/sdb1 is mounted on /home.&quot;</extracomment>
        <translation>%1 est en cours d&apos;utilisation et ne peut pas être ouvert en écriture&#xa0;: %2 Démontez-le, lancez swapoff ou arrêtez d&apos;abord ce qui l&apos;utilise.</translation>
    </message>
    <message>
        <source>Unknown self-test action “%1” for %2. Use “short”, “extended”, “conveyance”, “abort” or “status”.</source>
        <extracomment>%1 the action the caller gave, %2 device path</extracomment>
        <translation>Action d&apos;autotest inconnue « %1 » pour %2. Utilisez « short », « extended », « conveyance », « abort » ou « status ».</translation>
    </message>
    <message>
        <source>A DriveProof test is running on %1: a self-test now would disturb it. Start the self-test when the test is done.</source>
        <extracomment>%1 device path</extracomment>
        <translation>Un test DriveProof est en cours sur %1 : un autotest maintenant le perturberait. Lancez l&apos;autotest une fois le test terminé.</translation>
    </message>
    <message>
        <source>Unknown purpose “%1” for %2. Known purposes: capacity-check.</source>
        <extracomment>%1 the purpose the caller gave, %2 device path</extracomment>
        <translation>Objet inconnu « %1 » pour %2. Objets connus : capacity-check.</translation>
    </message>
    <message>
        <source>A capacity check writes to %1: open it with mode “rw”.</source>
        <extracomment>%1 device path</extracomment>
        <translation>Une vérification de capacité écrit sur %1 : ouvrez-le en mode « rw ».</translation>
    </message>
</context>
<context>
    <name>DriveProof::PowerLoss</name>
    <message>
        <source>Cannot write the witness journal %1: %2</source>
        <extracomment>%1 is a file path, %2 the system&apos;s error message.</extracomment>
        <translation>Impossible d&apos;écrire le journal du témoin %1&#xa0;: %2</translation>
    </message>
    <message>
        <source>Damaged record at byte %1 with good records after it.</source>
        <translation>Enregistrement endommagé à l&apos;octet %1, suivi d&apos;enregistrements intacts.</translation>
    </message>
    <message>
        <source>Record at byte %1 contradicts the run before it.</source>
        <extracomment>%1 is a byte offset in the witness journal file.</extracomment>
        <translation>L&apos;enregistrement à l&apos;octet %1 contredit les enregistrements qui le précèdent.</translation>
    </message>
    <message>
        <source>Cannot truncate the torn end of the journal.</source>
        <translation>Impossible de tronquer la fin déchirée du journal.</translation>
    </message>
    <message>
        <source>The simulated drive is already running.</source>
        <translation>Le disque simulé est déjà en cours d&apos;exécution.</translation>
    </message>
    <message>
        <source>The simulated drive program %1 was not found. Install DriveProof completely (it lives in libexec) or set DRIVEPROOF_LYINGDISK to its path.</source>
        <extracomment>%1 is a program name</extracomment>
        <translation>Le programme du disque simulé %1 est introuvable. Installez DriveProof complètement (ce programme se trouve dans libexec) ou définissez DRIVEPROOF_LYINGDISK avec son chemin.</translation>
    </message>
    <message>
        <source>Cannot create the folder for the simulated drive.</source>
        <translation>Impossible de créer le dossier du disque simulé.</translation>
    </message>
    <message>
        <source>Something is already mounted on this folder. Unmount it first (fusermount3 -u).</source>
        <translation>Quelque chose est déjà monté sur ce dossier. Démontez-le d&apos;abord (fusermount3 -u).</translation>
    </message>
    <message>
        <source>Cannot start the simulated drive: %1</source>
        <translation>Impossible de démarrer le disque simulé&#xa0;: %1</translation>
    </message>
    <message>
        <source>The simulated drive stopped before it was ready (exit status %1): %2</source>
        <extracomment>%1 is the program&apos;s exit status, %2 what it printed</extracomment>
        <translation>Le disque simulé s&apos;est arrêté avant d&apos;être prêt (code de sortie %1)&#xa0;: %2</translation>
    </message>
    <message>
        <source>The simulated drive did not appear within %1 s: %2</source>
        <extracomment>%1 is a number of seconds, %2 what the program printed</extracomment>
        <translation>Le disque simulé n&apos;est pas apparu dans les %1 s&#xa0;: %2</translation>
    </message>
    <message>
        <source>The simulated drive is not running.</source>
        <translation>Le disque simulé n&apos;est pas en cours d&apos;exécution.</translation>
    </message>
    <message>
        <source>Cannot signal the simulated drive.</source>
        <translation>Impossible d&apos;envoyer un signal au disque simulé.</translation>
    </message>
    <message>
        <source>The simulated drive did not confirm the power cut.</source>
        <translation>Le disque simulé n&apos;a pas confirmé la coupure de courant.</translation>
    </message>
    <message>
        <source>Cannot unmount the simulated drive. Run: fusermount3 -u -z %1</source>
        <translation>Impossible de démonter le disque simulé. Exécutez&#xa0;: fusermount3 -u -z %1</translation>
    </message>
    <message>
        <source>The simulated drive did not stop in time; it was killed and its cache lost.</source>
        <translation>Le disque simulé ne s&apos;est pas arrêté à temps&#xa0;; il a été arrêté de force et son cache a été perdu.</translation>
    </message>
    <message>
        <source>The simulated drive failed while stopping: %1</source>
        <extracomment>%1 is what the program printed</extracomment>
        <translation>Le disque simulé a échoué lors de son arrêt&#xa0;: %1</translation>
    </message>
    <message>
        <source>No error.</source>
        <translation>Aucune erreur.</translation>
    </message>
    <message>
        <source>Not a DriveProof power-loss frame (bad magic).</source>
        <extracomment>The power-loss witness received bytes that are not a DriveProof frame.</extracomment>
        <translation>Ce n&apos;est pas une trame de coupure de courant DriveProof (signature incorrecte).</translation>
    </message>
    <message>
        <source>Unsupported power-loss protocol version: update DriveProof on both machines.</source>
        <translation>Version du protocole de coupure de courant non prise en charge&#xa0;: mettez à jour DriveProof sur les deux machines.</translation>
    </message>
    <message>
        <source>Unknown power-loss message type.</source>
        <translation>Type de message de coupure de courant inconnu.</translation>
    </message>
    <message>
        <source>Power-loss frame too long for its type.</source>
        <translation>Trame de coupure de courant trop longue pour son type.</translation>
    </message>
    <message>
        <source>Power-loss frame damaged in transit (CRC mismatch).</source>
        <translation>Trame de coupure de courant endommagée pendant la transmission (CRC incorrect).</translation>
    </message>
    <message>
        <source>Wrong pairing code: type the code the witness shows.</source>
        <extracomment>The pairing code is the code the witness shows and the user types on the writer.</extracomment>
        <translation>Code d&apos;appairage erroné&#xa0;: saisissez le code affiché par le témoin.</translation>
    </message>
    <message>
        <source>Power-loss frame replayed or out of order.</source>
        <translation>Trame de coupure de courant rejouée ou reçue dans le désordre.</translation>
    </message>
    <message>
        <source>Power-loss message malformed or with a value out of range.</source>
        <translation>Message de coupure de courant mal formé ou contenant une valeur hors limites.</translation>
    </message>
    <message>
        <source>Power-loss message not expected at this point.</source>
        <translation>Message de coupure de courant inattendu à ce stade.</translation>
    </message>
    <message>
        <source>Commit sequence numbers must increase.</source>
        <translation>Les numéros de séquence des commits doivent être croissants.</translation>
    </message>
    <message>
        <source>This run is already known to the witness with other parameters.</source>
        <translation>Le témoin connaît déjà cette exécution avec d&apos;autres paramètres.</translation>
    </message>
    <message>
        <source>The witness knows no run with this id.</source>
        <translation>Le témoin ne connaît aucune exécution avec cet identifiant.</translation>
    </message>
    <message>
        <source>This run has already ended.</source>
        <translation>Cette exécution est déjà terminée.</translation>
    </message>
    <message>
        <source>The witness cannot keep this run&apos;s journal (disk error or damaged journal).</source>
        <translation>Le témoin ne peut pas tenir le journal de cette exécution (erreur disque ou journal endommagé).</translation>
    </message>
    <message>
        <source>The witness has too many connections.</source>
        <translation>Le témoin a trop de connexions.</translation>
    </message>
    <message>
        <source>The connection was silent for too long.</source>
        <translation>La connexion est restée silencieuse trop longtemps.</translation>
    </message>
    <message>
        <source>The same run connected again from elsewhere; this connection was closed.</source>
        <translation>La même exécution s&apos;est reconnectée depuis un autre endroit&#xa0;; cette connexion a été fermée.</translation>
    </message>
    <message>
        <source>Unknown reason.</source>
        <translation>Raison inconnue.</translation>
    </message>
    <message>
        <source>The test area was filled and flushed before the run.</source>
        <translation>La zone de test a été remplie puis vidée sur le support (flush) avant l&apos;exécution.</translation>
    </message>
    <message>
        <source>The witness never heard that the test area was prepared: start a new run.</source>
        <translation>Le témoin n&apos;a jamais été informé que la zone de test était préparée&#xa0;: lancez une nouvelle exécution.</translation>
    </message>
    <message>
        <source>Simulated power cut (practice mode): no reboot was expected.</source>
        <translation>Coupure de courant simulée (mode essai)&#xa0;: aucun redémarrage n&apos;était attendu.</translation>
    </message>
    <message>
        <source>The machine restarted after the test.</source>
        <translation>La machine a redémarré après le test.</translation>
    </message>
    <message>
        <source>The boot id could not be compared, so a restart cannot be confirmed.</source>
        <translation>L&apos;identifiant de démarrage (boot id) n&apos;a pas pu être comparé&#xa0;: un redémarrage ne peut donc pas être confirmé.</translation>
    </message>
    <message>
        <source>The machine has not restarted since the test: cut the power, then verify after the reboot.</source>
        <translation>La machine n&apos;a pas redémarré depuis le test&#xa0;: coupez le courant, puis lancez la vérification après le redémarrage.</translation>
    </message>
    <message>
        <source>The drive has no unsafe-shutdown counter; this check was skipped.</source>
        <translation>Le disque n&apos;a pas de compteur d&apos;arrêts non sécurisés&#xa0;; cette vérification a été ignorée.</translation>
    </message>
    <message>
        <source>The drive counted an unsafe shutdown (%1 → %2).</source>
        <extracomment>%1 and %2 counts of unsafe shutdowns reported by the drive</extracomment>
        <translation>Le disque a compté un arrêt non sécurisé (%1 → %2).</translation>
    </message>
    <message>
        <source>The drive saw a clean shutdown (its unsafe-shutdown counter stayed at %1): pull the plug, don&apos;t press the power button.</source>
        <translation>Le disque a constaté un arrêt propre (son compteur d&apos;arrêts non sécurisés est resté à %1)&#xa0;: débranchez la prise, n&apos;appuyez pas sur le bouton d&apos;alimentation.</translation>
    </message>
    <message>
        <source>No commit reached the witness: let the test run before cutting the power.</source>
        <translation>Aucun commit n&apos;a atteint le témoin&#xa0;: laissez le test tourner avant de couper le courant.</translation>
    </message>
    <message>
        <source>Commits were reaching the witness until the cut.</source>
        <translation>Les commits atteignaient le témoin jusqu&apos;à la coupure.</translation>
    </message>
    <message>
        <source>The last commit reached the witness %1 s before the writer went silent: the test was not writing when the power went.</source>
        <translation>Le dernier commit a atteint le témoin %1 s avant que le processus d&apos;écriture se taise&#xa0;: le test n&apos;écrivait pas au moment de la coupure.</translation>
    </message>
    <message>
        <source>Writes were in flight when the writer went silent.</source>
        <translation>Des écritures étaient en vol quand le processus d&apos;écriture s&apos;est tu.</translation>
    </message>
    <message>
        <source>No write was in flight at the cut: every issued write had been acknowledged, so the cut tested nothing pending.</source>
        <translation>Aucune écriture n&apos;était en vol lors de la coupure&#xa0;: chaque écriture émise avait déjà été acquittée, la coupure n&apos;a donc testé aucune écriture en attente.</translation>
    </message>
    <message>
        <source>The link to the witness was alive until the cut.</source>
        <translation>La liaison avec le témoin est restée active jusqu&apos;à la coupure.</translation>
    </message>
    <message>
        <source>The witness did not hear the writer until the cut.</source>
        <translation>Le témoin a cessé d&apos;entendre le processus d&apos;écriture avant la coupure.</translation>
    </message>
    <message>
        <source>The writer stopped on an error before the cut: %1</source>
        <translation>Le processus d&apos;écriture s&apos;est arrêté sur une erreur avant la coupure&#xa0;: %1</translation>
    </message>
    <message>
        <source>The writer reported no error.</source>
        <translation>Le processus d&apos;écriture n&apos;a signalé aucune erreur.</translation>
    </message>
    <message>
        <source>The writer stopped on purpose before the cut: cut the power while the test is writing.</source>
        <translation>Le processus d&apos;écriture s&apos;est arrêté volontairement avant la coupure&#xa0;: coupez le courant pendant que le test écrit.</translation>
    </message>
    <message>
        <source>The writer did not stop on its own.</source>
        <translation>Le processus d&apos;écriture ne s&apos;est pas arrêté de lui-même.</translation>
    </message>
    <message numerus="yes">
        <source>%Ln block(s) hold exactly what they should.</source>
        <translation>
            <numerusform>%Ln bloc contient exactement ce qu&apos;il doit contenir.</numerusform>
            <numerusform>%Ln blocs contiennent exactement ce qu&apos;ils doivent contenir.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln block(s) hold data that was written to another place.</source>
        <translation>
            <numerusform>%Ln bloc contient des données écrites à un autre endroit.</numerusform>
            <numerusform>%Ln blocs contiennent des données écrites à un autre endroit.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln block(s) hold data from before this test: the drive forgot the preparation.</source>
        <translation>
            <numerusform>%Ln bloc contient des données antérieures à ce test&#xa0;: le disque a oublié la préparation.</numerusform>
            <numerusform>%Ln blocs contiennent des données antérieures à ce test&#xa0;: le disque a oublié la préparation.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln block(s) are half old, half new: a write tore inside a block.</source>
        <translation>
            <numerusform>%Ln bloc est à moitié ancien, à moitié nouveau&#xa0;: une écriture s&apos;est déchirée à l&apos;intérieur d&apos;un bloc.</numerusform>
            <numerusform>%Ln blocs sont à moitié anciens, à moitié nouveaux&#xa0;: une écriture s&apos;est déchirée à l&apos;intérieur d&apos;un bloc.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln block(s) have flipped bits.</source>
        <translation>
            <numerusform>%Ln bloc a des bits inversés.</numerusform>
            <numerusform>%Ln blocs ont des bits inversés.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln block(s) read back as zeros.</source>
        <translation>
            <numerusform>%Ln bloc ne contient que des zéros à la relecture.</numerusform>
            <numerusform>%Ln blocs ne contiennent que des zéros à la relecture.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln block(s) read back erased (all ones).</source>
        <translation>
            <numerusform>%Ln bloc est effacé à la relecture (tous les bits à 1).</numerusform>
            <numerusform>%Ln blocs sont effacés à la relecture (tous les bits à 1).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln block(s) hold data nobody wrote.</source>
        <translation>
            <numerusform>%Ln bloc contient des données que personne n&apos;a écrites.</numerusform>
            <numerusform>%Ln blocs contiennent des données que personne n&apos;a écrites.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln block(s) cannot be read.</source>
        <translation>
            <numerusform>%Ln bloc ne peut pas être lu.</numerusform>
            <numerusform>%Ln blocs ne peuvent pas être lus.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln acknowledged write(s) were lost.</source>
        <translation>
            <numerusform>%Ln écriture acquittée a été perdue.</numerusform>
            <numerusform>%Ln écritures acquittées ont été perdues.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln acknowledged write(s) survived only in part.</source>
        <translation>
            <numerusform>%Ln écriture acquittée n&apos;a survécu qu&apos;en partie.</numerusform>
            <numerusform>%Ln écritures acquittées n&apos;ont survécu qu&apos;en partie.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln acknowledged write(s) were lost while later ones survived: the drive reorders writes across flushes.</source>
        <translation>
            <numerusform>%Ln écriture acquittée a été perdue alors que des écritures ultérieures ont survécu&#xa0;: le disque réordonne les écritures sans respecter les vidages de cache.</numerusform>
            <numerusform>%Ln écritures acquittées ont été perdues alors que des écritures ultérieures ont survécu&#xa0;: le disque réordonne les écritures sans respecter les vidages de cache.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln acknowledged write(s) just before the cut were lost: the drive acknowledges flushes before the data is safe.</source>
        <translation>
            <numerusform>%Ln écriture acquittée juste avant la coupure a été perdue&#xa0;: le disque acquitte les vidages de cache avant que les données soient en sécurité.</numerusform>
            <numerusform>%Ln écritures acquittées juste avant la coupure ont été perdues&#xa0;: le disque acquitte les vidages de cache avant que les données soient en sécurité.</numerusform>
        </translation>
    </message>
    <message>
        <source>The drive cannot be read at all after the power cut.</source>
        <translation>Le disque est totalement illisible après la coupure de courant.</translation>
    </message>
    <message>
        <source>The drive&apos;s identity or capacity changed after the power cut.</source>
        <translation>L&apos;identité ou la capacité du disque a changé après la coupure de courant.</translation>
    </message>
    <message numerus="yes">
        <source>%Ln block(s) written only before the test were damaged: data at rest is not safe on this drive.</source>
        <translation>
            <numerusform>%Ln bloc écrit uniquement avant le test a été endommagé&#xa0;: les données au repos ne sont pas en sécurité sur ce disque.</numerusform>
            <numerusform>%Ln blocs écrits uniquement avant le test ont été endommagés&#xa0;: les données au repos ne sont pas en sécurité sur ce disque.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln contradiction(s) between the witness&apos;s record and the test plan: a bug in DriveProof, so this run proves nothing.</source>
        <translation>
            <numerusform>%Ln contradiction entre l&apos;enregistrement du témoin et le plan de test&#xa0;: un bogue de DriveProof, cette exécution ne prouve donc rien.</numerusform>
            <numerusform>%Ln contradictions entre l&apos;enregistrement du témoin et le plan de test&#xa0;: un bogue de DriveProof, cette exécution ne prouve donc rien.</numerusform>
        </translation>
    </message>
    <message>
        <source>Not an address: %1. Use HOST:PORT or [IPv6]:PORT.</source>
        <extracomment>%1 is what the user typed as the witness address, e.g. 0.0.0.0:7070.
----------
%1 is the witness address the user typed.</extracomment>
        <translation>Adresse non valide&#xa0;: %1. Utilisez HOST:PORT ou [IPv6]:PORT.</translation>
    </message>
    <message>
        <source>Cannot create the witness journal folder %1.</source>
        <extracomment>%1 is a folder path.</extracomment>
        <translation>Impossible de créer le dossier de journal du témoin %1.</translation>
    </message>
    <message>
        <source>The journal in folder %1 belongs to another run.</source>
        <translation>Le journal du dossier %1 appartient à une autre exécution.</translation>
    </message>
    <message>
        <source>Lost the connection to the witness; reconnecting.</source>
        <translation>Connexion au témoin perdue&#xa0;; reconnexion en cours.</translation>
    </message>
    <message>
        <source>Lost the connection to the witness.</source>
        <translation>Connexion au témoin perdue.</translation>
    </message>
    <message>
        <source>The witness did not answer in time.</source>
        <translation>Le témoin n&apos;a pas répondu à temps.</translation>
    </message>
    <message>
        <source>The witness refused: %1</source>
        <extracomment>%1 is the reason the witness gave.</extracomment>
        <translation>Le témoin a refusé&#xa0;: %1</translation>
    </message>
    <message>
        <source>The ledger from the witness is damaged (size or digest mismatch).</source>
        <translation>Le registre transmis par le témoin est endommagé (taille ou empreinte incorrecte).</translation>
    </message>
    <message>
        <source>The report is too large to keep on the witness.</source>
        <translation>Le rapport est trop volumineux pour être conservé sur le témoin.</translation>
    </message>
    <message>
        <source>Unexpected answer from the witness.</source>
        <translation>Réponse inattendue du témoin.</translation>
    </message>
    <message>
        <source>Cannot resolve %1: %2</source>
        <extracomment>%1 is a host name or address, %2 the resolver&apos;s error message.</extracomment>
        <translation>Impossible de résoudre %1&#xa0;: %2</translation>
    </message>
    <message>
        <source>Cannot listen on %1: %2</source>
        <extracomment>%1 is an address:port, %2 the system&apos;s error message.</extracomment>
        <translation>Impossible d&apos;écouter sur %1&#xa0;: %2</translation>
    </message>
    <message>
        <source>Cannot reach the witness at %1: %2</source>
        <extracomment>%1 is the witness&apos;s address:port, %2 the system&apos;s error message.</extracomment>
        <translation>Impossible de joindre le témoin à l&apos;adresse %1&#xa0;: %2</translation>
    </message>
    <message>
        <source>This file system does not support direct I/O: the writer goes through the page cache, which the commits flush.</source>
        <translation>Ce système de fichiers ne prend pas en charge les E/S directes&#xa0;: le processus d&apos;écriture passe par le cache de pages, que les commits vident.</translation>
    </message>
    <message>
        <source>Cannot open %1 for writing: %2.</source>
        <extracomment>%1 file or device, %2 the system&apos;s error text</extracomment>
        <translation>Impossible d&apos;ouvrir %1 en écriture&#xa0;: %2.</translation>
    </message>
    <message>
        <source>The power-loss test parameters are invalid.</source>
        <translation>Les paramètres du test de coupure de courant ne sont pas valides.</translation>
    </message>
    <message>
        <source>Preparing the test area failed: %1.</source>
        <extracomment>%1 the system&apos;s error text</extracomment>
        <translation>La préparation de la zone de test a échoué&#xa0;: %1.</translation>
    </message>
    <message>
        <source>Flushing the prepared test area failed: %1.</source>
        <translation>Le vidage (flush) de la zone de test préparée a échoué&#xa0;: %1.</translation>
    </message>
    <message>
        <source>Write %1 failed: %2. The run is invalid; the writer stopped and does not retry.</source>
        <extracomment>%1 the write&apos;s sequence number, %2 the system&apos;s error text</extracomment>
        <translation>L&apos;écriture %1 a échoué&#xa0;: %2. L&apos;exécution n&apos;est pas valide&#xa0;; le processus d&apos;écriture s&apos;est arrêté et ne réessaie pas.</translation>
    </message>
    <message>
        <source>Committing up to write %1 failed: %2. The run is invalid; the writer stopped and does not retry.</source>
        <extracomment>%1 the last write&apos;s sequence number, %2 the system&apos;s error text</extracomment>
        <translation>Le commit jusqu&apos;à l&apos;écriture %1 a échoué&#xa0;: %2. L&apos;exécution n&apos;est pas valide&#xa0;; le processus d&apos;écriture s&apos;est arrêté et ne réessaie pas.</translation>
    </message>
    <message>
        <source>Cannot save the pending test in %1: %2.</source>
        <extracomment>%1 file name, %2 the system&apos;s error text</extracomment>
        <translation>Impossible d&apos;enregistrer le test en attente dans %1&#xa0;: %2.</translation>
    </message>
    <message>
        <source>Cannot write the autostart entry %1: %2.</source>
        <extracomment>%1 file name, %2 the system&apos;s error text</extracomment>
        <translation>Impossible d&apos;écrire l&apos;entrée de démarrage automatique %1&#xa0;: %2.</translation>
    </message>
    <message>
        <source>Practice mode needs FUSE, and /dev/fuse cannot be used here.</source>
        <translation>Le mode essai nécessite FUSE, et /dev/fuse n&apos;est pas utilisable ici.</translation>
    </message>
    <message>
        <source>Practice mode needs fusermount3 (the fuse3 package).</source>
        <translation>Le mode essai nécessite fusermount3 (le paquet fuse3).</translation>
    </message>
    <message>
        <source>Practice mode needs driveproof-lyingdisk, which is not installed.</source>
        <translation>Le mode essai nécessite driveproof-lyingdisk, qui n&apos;est pas installé.</translation>
    </message>
    <message>
        <source>Cannot create a temporary folder for practice.</source>
        <translation>Impossible de créer un dossier temporaire pour l&apos;essai.</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a pairing code.</source>
        <extracomment>%1 what was given</extracomment>
        <translation>&apos;%1&apos; n&apos;est pas un code d&apos;appairage.</translation>
    </message>
    <message>
        <source>DriveProof simulated drive (%1)</source>
        <extracomment>the simulated drive of practice mode; %1 honest or lying</extracomment>
        <translation>Disque simulé DriveProof (%1)</translation>
    </message>
    <message>
        <source>lying</source>
        <translation>menteur</translation>
    </message>
    <message>
        <source>honest</source>
        <translation>honnête</translation>
    </message>
    <message>
        <source>Practice cancelled.</source>
        <translation>Essai annulé.</translation>
    </message>
    <message>
        <source>idle</source>
        <translation>inactif</translation>
    </message>
    <message>
        <source>starting the simulated drive and witness</source>
        <extracomment>practice mode: the simulated drive and the local witness start</extracomment>
        <translation>démarrage du disque simulé et du témoin</translation>
    </message>
    <message>
        <source>preparing</source>
        <extracomment>the test area is being filled with known data</extracomment>
        <translation>préparation</translation>
    </message>
    <message>
        <source>writing</source>
        <translation>écriture</translation>
    </message>
    <message>
        <source>cutting the power</source>
        <extracomment>practice mode: the simulated power cut</extracomment>
        <translation>coupure du courant</translation>
    </message>
    <message>
        <source>verifying</source>
        <translation>vérification</translation>
    </message>
    <message>
        <source>done</source>
        <translation>terminé</translation>
    </message>
    <message>
        <source>failed</source>
        <translation>échec</translation>
    </message>
    <message>
        <source>This is a virtual machine: pulling its virtual plug tests the host&apos;s storage stack, not a drive. Run the test on real hardware.</source>
        <translation>Ceci est une machine virtuelle&#xa0;: débrancher sa prise virtuelle teste la pile de stockage de l&apos;hôte, pas un disque. Exécutez le test sur du matériel réel.</translation>
    </message>
    <message>
        <source>The machine runs on its battery: pulling the plug would not cut the power. Remove the battery, or use a machine without one.</source>
        <translation>La machine fonctionne sur batterie&#xa0;: débrancher la prise ne couperait pas le courant. Retirez la batterie, ou utilisez une machine qui n&apos;en a pas.</translation>
    </message>
    <message>
        <source>The drive sits behind a USB bridge, which may have a cache and flush rules of its own: the verdict is about the bridge and the drive together.</source>
        <translation>Le disque se trouve derrière un pont USB, qui peut avoir son propre cache et ses propres règles de vidage (flush)&#xa0;: le verdict porte sur le pont et le disque ensemble.</translation>
    </message>
    <message>
        <source>The drive&apos;s write cache is on. That is normal: the test shows whether the drive still keeps every write it acknowledged.</source>
        <translation>Le cache d&apos;écriture du disque est activé. C&apos;est normal&#xa0;: le test montre si le disque conserve malgré tout chaque écriture qu&apos;il a acquittée.</translation>
    </message>
    <message>
        <source>The drive&apos;s unsafe-shutdown counter cannot be read, so the verifier cannot confirm that the power really went away.</source>
        <translation>Le compteur d&apos;arrêts non sécurisés du disque ne peut pas être lu&#xa0;: le vérificateur ne peut donc pas confirmer que le courant a vraiment été coupé.</translation>
    </message>
    <message>
        <source>Choose a file or a device for the test area.</source>
        <translation>Choisissez un fichier ou un périphérique pour la zone de test.</translation>
    </message>
    <message>
        <source>%1 is neither a regular file nor a block device.</source>
        <extracomment>%1 a path</extracomment>
        <translation>%1 n&apos;est ni un fichier ordinaire ni un périphérique bloc.</translation>
    </message>
    <message>
        <source>The folder %1 does not exist.</source>
        <extracomment>%1 a folder</extracomment>
        <translation>Le dossier %1 n&apos;existe pas.</translation>
    </message>
    <message>
        <source>The device %1 was not found.</source>
        <extracomment>%1 a device node</extracomment>
        <translation>Le périphérique %1 est introuvable.</translation>
    </message>
    <message>
        <source>Cannot create %1: %2.</source>
        <extracomment>%1 file, %2 the system&apos;s error text</extracomment>
        <translation>Impossible de créer %1&#xa0;: %2.</translation>
    </message>
    <message>
        <source>Cannot reserve space for %1: %2.</source>
        <extracomment>%1 file, %2 the system&apos;s error text</extracomment>
        <translation>Impossible de réserver de l&apos;espace pour %1&#xa0;: %2.</translation>
    </message>
    <message>
        <source>Cannot reach the witness at %1: %2. Is driveproof-cli witness running there, and is the port open?</source>
        <extracomment>%1 the witness&apos;s address, %2 the network&apos;s error text</extracomment>
        <translation>Impossible de joindre le témoin à l&apos;adresse %1&#xa0;: %2. driveproof-cli witness y est-il lancé, et le port est-il ouvert&#xa0;?</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a pairing code: type the 12 characters the witness shows.</source>
        <extracomment>%1 what the user typed</extracomment>
        <translation>&apos;%1&apos; n&apos;est pas un code d&apos;appairage&#xa0;: saisissez les 12 caractères affichés par le témoin.</translation>
    </message>
    <message>
        <source>The test area on %1 is too small: give it at least 1 MiB.</source>
        <extracomment>%1 the file or device</extracomment>
        <translation>La zone de test sur %1 est trop petite&#xa0;: donnez-lui au moins 1 MiB.</translation>
    </message>
    <message>
        <source>The witness at %1 did not confirm every commit before the end.</source>
        <extracomment>%1 the witness&apos;s address</extracomment>
        <translation>Le témoin à l&apos;adresse %1 n&apos;a pas confirmé tous les commits avant la fin.</translation>
    </message>
    <message>
        <source>connecting to the witness</source>
        <translation>connexion au témoin</translation>
    </message>
    <message>
        <source>paused</source>
        <extracomment>writing paused while the witness cannot be reached</extracomment>
        <translation>en pause</translation>
    </message>
    <message>
        <source>stopped</source>
        <translation>arrêté</translation>
    </message>
    <message>
        <source>connecting</source>
        <translation>connexion</translation>
    </message>
    <message>
        <source>connected</source>
        <translation>connecté</translation>
    </message>
    <message>
        <source>unreachable</source>
        <translation>injoignable</translation>
    </message>
    <message>
        <source>refused</source>
        <translation>refusé</translation>
    </message>
    <message>
        <source>closed</source>
        <extracomment>the link to the witness was closed</extracomment>
        <translation>fermé</translation>
    </message>
    <message>
        <source>Cannot open %1: %2.</source>
        <extracomment>%1 file, %2 the system&apos;s error text</extracomment>
        <translation>Impossible d&apos;ouvrir %1&#xa0;: %2.</translation>
    </message>
    <message>
        <source>The pending test has no valid pairing code.</source>
        <translation>Le test en attente n&apos;a pas de code d&apos;appairage valide.</translation>
    </message>
    <message>
        <source>Fetching the witness&apos;s record from %1</source>
        <extracomment>%1 the witness&apos;s address</extracomment>
        <translation>Récupération de l&apos;enregistrement du témoin depuis %1</translation>
    </message>
    <message>
        <source>Verification cancelled.</source>
        <translation>Vérification annulée.</translation>
    </message>
    <message>
        <source>Reading the drive&apos;s state</source>
        <translation>Lecture de l&apos;état du disque</translation>
    </message>
    <message>
        <source>Reading and checking the whole test area on %1</source>
        <extracomment>%1 file or device</extracomment>
        <translation>Lecture et vérification de toute la zone de test sur %1</translation>
    </message>
    <message>
        <source>Storing the report</source>
        <translation>Enregistrement du rapport</translation>
    </message>
    <message>
        <source>Done</source>
        <translation>Terminé</translation>
    </message>
    <message>
        <source>Cannot write the witness&apos;s salt %1: %2</source>
        <extracomment>%1 is a file path, %2 the system&apos;s error message.</extracomment>
        <translation>Impossible d&apos;écrire le sel du témoin %1&#xa0;: %2</translation>
    </message>
    <message>
        <source>The witness is busy with other verifiers; try again shortly.</source>
        <extracomment>The witness limits how many verifiers and ledger downloads it serves at once.</extracomment>
        <translation>Le témoin est occupé avec d&apos;autres vérificateurs&#xa0;; réessayez dans un instant.</translation>
    </message>
    <message>
        <source>Cannot derive the pairing key (not enough memory?).</source>
        <extracomment>The witness turns the pairing code into a key with Argon2id, which needs 64 MiB.</extracomment>
        <translation>Impossible de dériver la clé d&apos;appairage (mémoire insuffisante&#xa0;?).</translation>
    </message>
    <message>
        <source>The journal of this run reached its limit of %1 bytes.</source>
        <extracomment>%1 is a size in bytes.</extracomment>
        <translation>Le journal de cette exécution a atteint sa limite de %1 octets.</translation>
    </message>
    <message>
        <source>The witness claimed commits this writer never sent; reconnecting.</source>
        <extracomment>A high-water mark above the writer&apos;s own last commit: a forged or replayed answer.</extracomment>
        <translation>Le témoin a revendiqué des commits que ce processus d&apos;écriture n&apos;a jamais envoyés&#xa0;; reconnexion en cours.</translation>
    </message>
    <message>
        <source>no answer to the handshake within %1 s</source>
        <extracomment>%1 a number of seconds</extracomment>
        <translation>aucune réponse à l’établissement de la connexion en %1 s</translation>
    </message>
    <message>
        <source>The witness at %1 refused this writer: %2</source>
        <extracomment>%1 the witness&apos;s address, %2 why it refused</extracomment>
        <translation>Le témoin à l&apos;adresse %1 a refusé ce processus d&apos;écriture&#xa0;: %2</translation>
    </message>
    <message numerus="yes">
        <source>All %Ln acknowledged write(s) were lost.</source>
        <translation>
            <numerusform>Les %Ln écritures acquittées ont toutes été perdues.</numerusform>
            <numerusform>Les %Ln écritures acquittées ont toutes été perdues.</numerusform>
        </translation>
    </message>
    <message>
        <source>They were the last ones before the cut: the drive acknowledges flushes before the data is safe.</source>
        <translation>C’étaient les dernières avant la coupure : le disque acquitte les vidages de cache avant que les données soient en sécurité.</translation>
    </message>
    <message>
        <source>The witness&apos;s record contradicts this machine&apos;s own record of the test (%1), so it cannot be trusted and this run proves nothing about acknowledged writes.</source>
        <extracomment>%1 what the witness&apos;s record says against this machine&apos;s (in English, for a bug report)</extracomment>
        <translation>L&apos;enregistrement du témoin contredit celui que cette machine a gardé du test (%1)&#xa0;: il n&apos;est pas fiable et cette exécution ne prouve rien sur les écritures confirmées.</translation>
    </message>
    <message>
        <source>This is not the run&apos;s witness: it answered with another salt than during the run.</source>
        <translation>Ce n&apos;est pas le témoin de cette exécution&#xa0;: il a répondu avec un autre sel que pendant l&apos;exécution.</translation>
    </message>
    <message>
        <source>A frame from the witness arrived damaged or altered (%1); reconnecting.</source>
        <extracomment>%1 what was wrong with it, e.g. &quot;HMAC&quot; or &quot;CRC mismatch&quot;</extracomment>
        <translation>Une trame du témoin est arrivée endommagée ou modifiée (%1)&#xa0;; reconnexion en cours.</translation>
    </message>
    <message>
        <source>The witness could not prove the pairing code (a fake witness or altered traffic); reconnecting.</source>
        <translation>Le témoin n&apos;a pas pu prouver le code d&apos;appairage (un faux témoin ou un trafic modifié)&#xa0;; reconnexion en cours.</translation>
    </message>
    <message>
        <source>The witness refused a frame that reached it damaged or altered (%1); reconnecting.</source>
        <extracomment>%1 the witness&apos;s reason, e.g. &quot;Power-loss frame damaged in transit&quot;</extracomment>
        <translation>Le témoin a refusé une trame arrivée endommagée ou modifiée (%1)&#xa0;; reconnexion en cours.</translation>
    </message>
    <message>
        <source>The witness already keeps %1 runs: move old run folders out of its journal folder to make room.</source>
        <extracomment>%1 how many runs the witness keeps at most</extracomment>
        <translation>Le témoin conserve déjà %1 exécutions&#xa0;: déplacez d&apos;anciens dossiers d&apos;exécution hors de son dossier de journaux pour faire de la place.</translation>
    </message>
    <message>
        <source>The witness holds %1 acknowledged writes in memory, as many as it may: this run cannot grow.</source>
        <extracomment>%1 a number of acknowledged writes</extracomment>
        <translation>Le témoin garde %1 écritures confirmées en mémoire, autant qu&apos;il le peut&#xa0;: cette exécution ne peut plus grandir.</translation>
    </message>
    <message numerus="yes">
        <source>The witness reports %n acknowledgement(s) this writer never sent, from seq %1, so its record cannot be trusted and this run proves nothing about acknowledged writes.</source>
        <extracomment>%n how many acknowledgements carry no valid receipt of this machine&apos;s writer, %1 the seq (a number) of the first of them</extracomment>
        <translation>
            <numerusform>Le témoin signale %n confirmation que ce processus d&apos;écriture n&apos;a jamais envoyée, à partir de la séquence %1 : son enregistrement n&apos;est pas fiable et cette exécution ne prouve rien sur les écritures confirmées.</numerusform>
            <numerusform>Le témoin signale %n confirmations que ce processus d&apos;écriture n&apos;a jamais envoyées, à partir de la séquence %1 : son enregistrement n&apos;est pas fiable et cette exécution ne prouve rien sur les écritures confirmées.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>DriveProof::Privilege</name>
    <message>
        <source>Cannot open %1: %2.</source>
        <extracomment>%1 device path, %2 the system&apos;s reason</extracomment>
        <translation>Impossible d&apos;ouvrir %1&#xa0;: %2.</translation>
    </message>
    <message>
        <source>The system bus is not running (%2), so DriveProof&apos;s helper cannot be reached for %1. Start D-Bus, or run as root.</source>
        <extracomment>%1 device path, %2 D-Bus error text</extracomment>
        <translation>Le bus système n&apos;est pas en cours d&apos;exécution (%2)&#xa0;: le service auxiliaire de DriveProof est donc injoignable pour %1. Démarrez D-Bus, ou lancez le programme en tant que root.</translation>
    </message>
    <message>
        <source>DriveProof&apos;s helper sent an unexpected reply for %1.</source>
        <extracomment>%1 device path</extracomment>
        <translation>Le service auxiliaire de DriveProof a envoyé une réponse inattendue pour %1.</translation>
    </message>
    <message>
        <source>DriveProof&apos;s helper opened %1 but no file descriptor arrived.</source>
        <extracomment>%1 device path</extracomment>
        <translation>Le service auxiliaire de DriveProof a ouvert %1, mais aucun descripteur de fichier n&apos;est arrivé.</translation>
    </message>
    <message>
        <source>DriveProof&apos;s helper is not installed (%1 is not on the system bus): install the package, or run as root.</source>
        <extracomment>%1 D-Bus service name</extracomment>
        <translation>Le service auxiliaire de DriveProof n&apos;est pas installé (%1 n&apos;est pas sur le bus système)&#xa0;: installez le paquet, ou lancez le programme en tant que root.</translation>
    </message>
    <message>
        <source>DriveProof&apos;s helper is installed but could not be started (%1). Reinstall DriveProof.</source>
        <extracomment>%1 D-Bus error text</extracomment>
        <translation>Le service auxiliaire de DriveProof est installé, mais n&apos;a pas pu être démarré (%1). Réinstallez DriveProof.</translation>
    </message>
    <message>
        <source>DriveProof&apos;s helper did not answer for %1 within %2 seconds. If an authentication dialog was open, try again.</source>
        <extracomment>%1 device path, %2 number of seconds</extracomment>
        <translation>Le service auxiliaire de DriveProof n&apos;a pas répondu pour %1 en moins de %2 secondes. Si une fenêtre d&apos;authentification était ouverte, réessayez.</translation>
    </message>
    <message>
        <source>The system bus refused the call to DriveProof&apos;s helper (%1): its D-Bus policy is missing or damaged. Reinstall DriveProof.</source>
        <extracomment>%1 D-Bus error text</extracomment>
        <translation>Le bus système a refusé l&apos;appel au service auxiliaire de DriveProof (%1)&#xa0;: sa politique D-Bus est absente ou endommagée. Réinstallez DriveProof.</translation>
    </message>
    <message>
        <source>DriveProof&apos;s helper failed for %1: %3 (%2).</source>
        <extracomment>%1 device path, %2 D-Bus error name, %3 D-Bus error text</extracomment>
        <translation>Le service auxiliaire de DriveProof a échoué pour %1&#xa0;: %3 (%2).</translation>
    </message>
</context>
<context>
    <name>DriveProof::Report</name>
    <message>
        <source>a pair [bucket, count]</source>
        <translation>une paire [intervalle, nombre]</translation>
    </message>
    <message>
        <source>The test result is damaged: %1 names latency bucket %2, but the buckets end at %3.</source>
        <extracomment>%1 where in the file; %2 the bucket number found; %3 the last valid one</extracomment>
        <translation>Le résultat du test est endommagé&#xa0;: %1 cite l&apos;intervalle de latence %2, mais les intervalles s&apos;arrêtent à %3.</translation>
    </message>
    <message>
        <source>The test result is damaged: %1 lists latency bucket %2 twice.</source>
        <extracomment>%1 where in the file; %2 a bucket number</extracomment>
        <translation>Le résultat du test est endommagé&#xa0;: %1 cite deux fois l&apos;intervalle de latence %2.</translation>
    </message>
    <message>
        <source>The test result is damaged: the latency buckets of %1 do not add up to its count.</source>
        <extracomment>%1 where in the file, e.g. measurements[0].histogram</extracomment>
        <translation>Le résultat du test est endommagé&#xa0;: la somme des intervalles de latence de %1 ne correspond pas à son nombre total.</translation>
    </message>
    <message>
        <source>The test result is damaged: the minimum or maximum of %1 lies outside its lowest or highest latency bucket.</source>
        <extracomment>%1 where in the file, e.g. measurements[0].histogram</extracomment>
        <translation>Le résultat du test est endommagé&#xa0;: le minimum ou le maximum de %1 se situe hors de son intervalle de latence le plus bas ou le plus haut.</translation>
    </message>
    <message>
        <source>The test result is damaged: the sum of %1 cannot come from its latency buckets.</source>
        <extracomment>%1 where in the file, e.g. measurements[0].histogram</extracomment>
        <translation>Le résultat du test est endommagé&#xa0;: la somme de %1 ne peut pas provenir de ses intervalles de latence.</translation>
    </message>
    <message>
        <source>%1: %2 commits/s</source>
        <extracomment>%1 the line&apos;s label, e.g. &quot;fdatasync, 1 × 8 kB&quot;; %2 commits per second</extracomment>
        <translation>%1&#xa0;: %2 commits/s</translation>
    </message>
    <message>
        <source>%1: %2 MB/s, %3 IOPS</source>
        <extracomment>%1 the line&apos;s label, e.g. &quot;SEQ1M Q8T1 read&quot;; %2 megabytes per second; %3 I/Os per second</extracomment>
        <translation>%1&#xa0;: %2 MB/s, %3 IOPS</translation>
    </message>
    <message>
        <source>%1; %2</source>
        <extracomment>%1 how many measurements, e.g. &quot;9 measurements&quot;; %2 its headline number</extracomment>
        <translation>%1&#xa0;; %2</translation>
    </message>
    <message>
        <source>%1 (stopped by an error)</source>
        <extracomment>%1 the summary so far; a test that stopped on an error</extracomment>
        <translation>%1 (arrêté par une erreur)</translation>
    </message>
    <message>
        <source>%1 (cancelled)</source>
        <extracomment>%1 the summary so far; a test the user cancelled</extracomment>
        <translation>%1 (annulé)</translation>
    </message>
    <message>
        <source>The result has no id, so it cannot be kept in the history.</source>
        <translation>Le résultat n&apos;a pas d&apos;identifiant&#xa0;: il ne peut donc pas être conservé dans l&apos;historique.</translation>
    </message>
    <message>
        <source>Cannot create the history folder %1. Check that your home folder is writable.</source>
        <extracomment>%1 folder path</extracomment>
        <translation>Impossible de créer le dossier d&apos;historique %1. Vérifiez que votre dossier personnel est accessible en écriture.</translation>
    </message>
    <message>
        <source>Cannot write %1: %2.</source>
        <extracomment>%1 file name, %2 the system&apos;s error text</extracomment>
        <translation>Impossible d&apos;écrire %1&#xa0;: %2.</translation>
    </message>
    <message>
        <source>The history holds no result with the id %1.</source>
        <extracomment>%1 a result id</extracomment>
        <translation>L&apos;historique ne contient aucun résultat ayant l&apos;identifiant %1.</translation>
    </message>
    <message>
        <source>The id %1 fits several results in the history; give the whole id.</source>
        <extracomment>%1 a short result id</extracomment>
        <translation>L&apos;identifiant %1 correspond à plusieurs résultats de l&apos;historique&#xa0;; indiquez l&apos;identifiant complet.</translation>
    </message>
    <message>
        <source>Cannot delete %1: %2.</source>
        <extracomment>%1 file name, %2 the system&apos;s error text</extracomment>
        <translation>Impossible de supprimer %1&#xa0;: %2.</translation>
    </message>
    <message>
        <source>The test result is damaged: %1 is missing.</source>
        <extracomment>%1 where in the file, e.g. measurements[2].iops</extracomment>
        <translation>Le résultat du test est endommagé&#xa0;: %1 est absent.</translation>
    </message>
    <message>
        <source>The test result is damaged: %1 should be %2.</source>
        <extracomment>%1 where in the file, e.g. measurements[2].iops; %2 what it should be, e.g. &quot;a number&quot;</extracomment>
        <translation>Le résultat du test est endommagé&#xa0;: %1 devrait être %2.</translation>
    </message>
    <message>
        <source>The test result is damaged: %1 is %2, outside the range %3 to %4.</source>
        <extracomment>%1 where in the file, e.g. measurements[2].read_percent; %2 the value found there; %3 and %4 the smallest and largest value allowed</extracomment>
        <translation>Le résultat du test est endommagé&#xa0;: %1 vaut %2, hors de la plage %3 à %4.</translation>
    </message>
    <message>
        <source>text</source>
        <translation>du texte</translation>
    </message>
    <message>
        <source>true or false</source>
        <translation>true ou false</translation>
    </message>
    <message>
        <source>true, false or null</source>
        <translation>true, false ou null</translation>
    </message>
    <message>
        <source>a whole number</source>
        <translation>un nombre entier</translation>
    </message>
    <message>
        <source>a number</source>
        <translation>un nombre</translation>
    </message>
    <message>
        <source>a date and time (ISO 8601)</source>
        <translation>une date et une heure (ISO 8601)</translation>
    </message>
    <message>
        <source>a list</source>
        <translation>une liste</translation>
    </message>
    <message>
        <source>an object</source>
        <translation>un objet</translation>
    </message>
    <message>
        <source>a list of six numbers</source>
        <translation>une liste de six nombres</translation>
    </message>
    <message>
        <source>one of info, good, caution, danger</source>
        <translation>l&apos;une des valeurs info, good, caution, danger</translation>
    </message>
    <message>
        <source>This is not a DriveProof test result: it has no format_version.</source>
        <translation>Ce n&apos;est pas un résultat de test DriveProof&#xa0;: il n&apos;a pas de format_version.</translation>
    </message>
    <message>
        <source>This test result has format %1, but this version of DriveProof reads formats up to %2. Open it with a newer DriveProof.</source>
        <extracomment>%1 the file&apos;s format number, %2 the newest format this version reads</extracomment>
        <translation>Ce résultat de test est au format %1, mais cette version de DriveProof lit les formats jusqu&apos;à %2. Ouvrez-le avec une version plus récente de DriveProof.</translation>
    </message>
    <message>
        <source>This is not a DriveProof test result: the JSON breaks at byte %1 (%2).</source>
        <extracomment>%1 byte offset in the file, %2 what the JSON parser says</extracomment>
        <translation>Ce n&apos;est pas un résultat de test DriveProof&#xa0;: le JSON est invalide à l&apos;octet %1 (%2).</translation>
    </message>
    <message>
        <source>This is not a DriveProof test result: it holds no JSON object.</source>
        <translation>Ce n&apos;est pas un résultat de test DriveProof&#xa0;: il ne contient aucun objet JSON.</translation>
    </message>
    <message>
        <source>Cannot read %1: %2.</source>
        <extracomment>%1 file name, %2 the system&apos;s reason</extracomment>
        <translation>Impossible de lire %1&#xa0;: %2.</translation>
    </message>
    <message>
        <source>%1 is too large to be a DriveProof test result.</source>
        <extracomment>%1 file name</extracomment>
        <translation>%1 est trop volumineux pour être un résultat de test DriveProof.</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <extracomment>%1 file name, %2 what is wrong with its contents (a sentence)</extracomment>
        <translation>%1&#xa0;: %2</translation>
    </message>
    <message numerus="yes">
        <source>%n measurement(s)</source>
        <extracomment>how many measurements (lines of the numbers table) a result has</extracomment>
        <translation>
            <numerusform>%n mesure</numerusform>
            <numerusform>%n mesures</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 s</source>
        <extracomment>a time per step; %1 seconds, e.g. &quot;5&quot; or &quot;0.5&quot;</extracomment>
        <translation>%1 s</translation>
    </message>
    <message>
        <source>temporary file</source>
        <translation>fichier temporaire</translation>
    </message>
    <message>
        <source>file</source>
        <translation>fichier</translation>
    </message>
    <message>
        <source>whole device</source>
        <translation>périphérique entier</translation>
    </message>
    <message>
        <source>none (raw device)</source>
        <extracomment>where a run had no file system under it (the raw device)</extracomment>
        <translation>aucun (périphérique brut)</translation>
    </message>
    <message>
        <source>They are different tests (%1 and %2).</source>
        <extracomment>%1 and %2 two test keys, e.g. &quot;quick&quot; and &quot;random&quot;</extracomment>
        <translation>Ce sont des tests différents (%1 et %2).</translation>
    </message>
    <message>
        <source>They used different test sizes (%1 and %2): a small area fits a cache that a large one overflows.</source>
        <extracomment>%1 and %2 test sizes, e.g. &quot;128 MiB&quot; and &quot;1 GiB&quot;</extracomment>
        <translation>Elles ont utilisé des tailles de test différentes (%1 et %2) : une petite zone tient dans un cache qu&apos;une grande déborde.</translation>
    </message>
    <message>
        <source>They ran on different kinds of target (%1 and %2): a file system adds its own work to every write.</source>
        <extracomment>%1 and %2 kinds of target, e.g. &quot;temporary file&quot; and &quot;whole device&quot;</extracomment>
        <translation>Elles ont tourné sur des types de cible différents (%1 et %2) : un système de fichiers ajoute son propre travail à chaque écriture.</translation>
    </message>
    <message>
        <source>They ran on different file systems (%1 and %2).</source>
        <extracomment>%1 and %2 file systems, e.g. &quot;ext4&quot; and &quot;btrfs&quot;</extracomment>
        <translation>Elles ont tourné sur des systèmes de fichiers différents (%1 et %2).</translation>
    </message>
    <message>
        <source>They used different I/O engines (%1 and %2).</source>
        <extracomment>%1 and %2 I/O engines, e.g. &quot;io_uring&quot; and &quot;psync&quot;</extracomment>
        <translation>Elles ont utilisé des moteurs d&apos;E/S différents (%1 et %2).</translation>
    </message>
    <message>
        <source>They ran for different times per step (%1 and %2).</source>
        <extracomment>%1 and %2 times per step, e.g. &quot;2 s&quot; and &quot;5 s&quot;</extracomment>
        <translation>Elles ont tourné avec des durées par étape différentes (%1 et %2).</translation>
    </message>
    <message>
        <source>%1 per step</source>
        <extracomment>the time each step of a test ran; %1 e.g. &quot;5 s&quot;</extracomment>
        <translation>%1 par étape</translation>
    </message>
    <message>
        <source>%1 on %2</source>
        <extracomment>%1 a kind of target (&quot;temporary file&quot;), %2 its file system (&quot;ext4&quot;)</extracomment>
        <translation>%1 sur %2</translation>
    </message>
    <message>
        <source>SEQ1M Q8T1, SEQ1M Q1T1, RND4K Q32T1, RND4K Q1T1 · %1 · %2 per step</source>
        <extracomment>the quick check&apos;s definition; %1 a test size (&quot;1 GiB&quot;), %2 a time per step (&quot;5 s&quot;). SEQ1M Q8T1 etc. are CrystalDiskMark&apos;s test names: keep them.</extracomment>
        <translation>SEQ1M Q8T1, SEQ1M Q1T1, RND4K Q32T1, RND4K Q1T1 · %1 · %2 par étape</translation>
    </message>
    <message>
        <source>The history holds no result with the id %1, and there is no such file. &apos;driveproof-cli history DEVICE&apos; lists the ids.</source>
        <extracomment>%1 a result id or file name</extracomment>
        <translation>L&apos;historique ne contient aucun résultat d&apos;identifiant %1, et ce fichier n&apos;existe pas. &apos;driveproof-cli history DEVICE&apos; liste les identifiants.</translation>
    </message>
    <message>
        <source>a list of two numbers</source>
        <translation>une liste de deux nombres</translation>
    </message>
    <message>
        <source>%1 self-test: %2, at %3 power-on hours; first failing sector %4.</source>
        <extracomment>%1 kind of self-test (&quot;Short&quot;), %2 its result (&quot;Failed: read error&quot;), %3 the drive&apos;s power-on hours when it ended, %4 a sector number</extracomment>
        <translation>Autotest (%1) : %2, à %3 heures de fonctionnement ; premier secteur défaillant %4.</translation>
    </message>
    <message>
        <source>%1 self-test: %2, at %3 power-on hours.</source>
        <extracomment>%1 kind of self-test (&quot;Short&quot;), %2 its result (&quot;Completed without error&quot;), %3 the drive&apos;s power-on hours when it ended</extracomment>
        <translation>Autotest (%1) : %2, à %3 heures de fonctionnement.</translation>
    </message>
    <message>
        <source>read</source>
        <translation>lecture</translation>
    </message>
    <message>
        <source>write</source>
        <translation>écriture</translation>
    </message>
    <message>
        <source>mixed %1% read</source>
        <extracomment>%1 percentage of reads in a mixed workload, e.g. 70</extracomment>
        <translation>mixte, %1&#xa0;% en lecture</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <extracomment>%1 a CrystalDiskMark-style preset name (SEQ1M Q8T1), %2 read/write/mixed</extracomment>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>block size %1, %2</source>
        <extracomment>a sweep point: %1 block size, %2 read/write</extracomment>
        <translation>taille de bloc %1, %2</translation>
    </message>
    <message>
        <source>queue depth %1, %2</source>
        <extracomment>a sweep point: %1 queue depth, %2 read/write</extracomment>
        <translation>profondeur de file %1, %2</translation>
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
            <numerusform>%1, %n × 8 kB par commit</numerusform>
            <numerusform>%1, %n × 8 kB par commit</numerusform>
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
        <translation>write, close, fsync (autre descripteur)</translation>
    </message>
    <message>
        <source>write, no sync (baseline, not durable)</source>
        <translation>write, sans sync (référence, non durable)</translation>
    </message>
    <message>
        <source>O_DIRECT write, no sync (baseline, not durable)</source>
        <translation>write O_DIRECT, sans sync (référence, non durable)</translation>
    </message>
    <message>
        <source>sustained sequential write</source>
        <translation>écriture séquentielle soutenue</translation>
    </message>
    <message>
        <source>surface scan (read)</source>
        <translation>analyse de surface (lecture)</translation>
    </message>
    <message>
        <source>random reads, pass %1</source>
        <extracomment>%1 1 or 2: the pass of the hybrid-cache check</extracomment>
        <translation>lectures aléatoires, passe %1</translation>
    </message>
    <message>
        <source>%1 (cache off)</source>
        <extracomment>a commit line measured with the drive&apos;s write cache switched off; %1 its label</extracomment>
        <translation>%1 (cache désactivé)</translation>
    </message>
    <message>
        <source>Skipped: the block size %1 is larger than the test area (%2).</source>
        <extracomment>%1 block size, %2 test area size</extracomment>
        <translation>Ignoré&#xa0;: la taille de bloc %1 dépasse la zone de test (%2).</translation>
    </message>
    <message>
        <source>Skipped: O_DIRECT writes of %1 bytes are smaller than the device&apos;s logical block size (%2 bytes).</source>
        <extracomment>%1 write size in bytes, %2 the device&apos;s logical block size in bytes</extracomment>
        <translation>Ignoré&#xa0;: les écritures O_DIRECT de %1 octets sont plus petites que la taille de bloc logique du périphérique (%2 octets).</translation>
    </message>
    <message>
        <source>Skipped: this file system does not support O_DIRECT.</source>
        <translation>Ignoré&#xa0;: ce système de fichiers ne prend pas en charge O_DIRECT.</translation>
    </message>
    <message>
        <source>Skipped: the device rejects O_DIRECT writes of %1 bytes.</source>
        <extracomment>%1 write size in bytes</extracomment>
        <translation>Ignoré&#xa0;: le périphérique refuse les écritures O_DIRECT de %1 octets.</translation>
    </message>
</context>
<context>
    <name>DriveProof::Suites</name>
    <message>
        <source>The cache A/B test needs a drive whose write cache is on and can be switched; %1&apos;s is not. Run the commit test alone.</source>
        <extracomment>%1 device node</extracomment>
        <translation>Le test A/B du cache nécessite un disque dont le cache d&apos;écriture est activé et commutable&#xa0;; ce n&apos;est pas le cas de %1. Lancez le test de commit seul.</translation>
    </message>
    <message>
        <source>Could not switch the write cache of %1 back on. Switch it on with &apos;driveproof-cli cache %1 --set on&apos;.</source>
        <extracomment>%1 device node</extracomment>
        <translation>Impossible de réactiver le cache d&apos;écriture de %1. Réactivez-le avec &apos;driveproof-cli cache %1 --set on&apos;.</translation>
    </message>
    <message>
        <source>Cannot open %1 for the commit test: %2.</source>
        <extracomment>%1 file or device, %2 the system&apos;s error text</extracomment>
        <translation>Impossible d&apos;ouvrir %1 pour le test de commit&#xa0;: %2.</translation>
    </message>
    <message>
        <source>The commit test stopped at &quot;%1&quot;: writing to %2 failed: %3.</source>
        <extracomment>%1 the line&apos;s label, %2 file or device, %3 the system&apos;s error text</extracomment>
        <translation>Le test de commit s&apos;est arrêté à «&#xa0;%1&#xa0;»&#xa0;: l&apos;écriture sur %2 a échoué&#xa0;: %3.</translation>
    </message>
    <message>
        <source>&quot;%1&quot; stopped on %2: %3</source>
        <extracomment>%1 the step&apos;s label, %2 file or device, %3 the error</extracomment>
        <translation>«&#xa0;%1&#xa0;» s&apos;est arrêté sur %2&#xa0;: %3</translation>
    </message>
    <message>
        <source>idle, so the drive can move hot data</source>
        <translation>inactivité, pour que le disque puisse déplacer les données chaudes</translation>
    </message>
    <message>
        <source>Commit rate</source>
        <translation>Taux de commit</translation>
    </message>
    <message>
        <source>Throughput</source>
        <translation>Débit</translation>
    </message>
    <message>
        <source>Sustained write</source>
        <translation>Écriture soutenue</translation>
    </message>
    <message>
        <source>Surface scan</source>
        <translation>Analyse de surface</translation>
    </message>
    <message>
        <source>Random I/O</source>
        <translation>E/S aléatoires</translation>
    </message>
    <message>
        <source>Quick check</source>
        <translation>Vérification rapide</translation>
    </message>
    <message>
        <source>Block size sweep</source>
        <translation>Balayage de la taille de bloc</translation>
    </message>
    <message>
        <source>Queue depth sweep</source>
        <translation>Balayage de la profondeur de file</translation>
    </message>
    <message>
        <source>Thread sweep</source>
        <translation>Balayage du nombre de threads</translation>
    </message>
    <message>
        <source>Hybrid cache check</source>
        <translation>Vérification du cache hybride</translation>
    </message>
    <message>
        <source>O_DIRECT is not supported here: the run is buffered, so the page cache is in the numbers.</source>
        <translation>O_DIRECT n&apos;est pas pris en charge ici&#xa0;: l&apos;exécution passe par le cache, le cache de pages influence donc les chiffres.</translation>
    </message>
    <message>
        <source>%1 is not a folder. Choose a folder on the drive to test.</source>
        <extracomment>%1 a folder</extracomment>
        <translation>%1 n&apos;est pas un dossier. Choisissez un dossier sur le disque à tester.</translation>
    </message>
    <message>
        <source>The test size must be at least 4 KiB.</source>
        <translation>La taille du test doit être d&apos;au moins 4 KiB.</translation>
    </message>
    <message>
        <source>%1 has too little free space for a %2 test file (%3 free). Choose a smaller size or another folder.</source>
        <extracomment>%1 folder, %2 the size asked for, %3 free space</extracomment>
        <translation>%1 n&apos;a pas assez d&apos;espace libre pour un fichier de test de %2 (%3 libres). Choisissez une taille plus petite ou un autre dossier.</translation>
    </message>
    <message>
        <source>Cannot create a test file in %1: %2. Choose a folder you can write to.</source>
        <extracomment>%1 folder, %2 the system&apos;s error text</extracomment>
        <translation>Impossible de créer un fichier de test dans %1&#xa0;: %2. Choisissez un dossier dans lequel vous pouvez écrire.</translation>
    </message>
    <message>
        <source>Preparing the test file</source>
        <translation>Préparation du fichier de test</translation>
    </message>
    <message>
        <source>Cannot prepare the test file %1: %2.</source>
        <extracomment>%1 the test file, %2 what failed, in English from the system</extracomment>
        <translation>Impossible de préparer le fichier de test %1&#xa0;: %2.</translation>
    </message>
    <message>
        <source>%1 is not an existing regular file. Name a file, or choose a folder for a temporary test file.</source>
        <extracomment>%1 a path</extracomment>
        <translation>%1 n&apos;est pas un fichier ordinaire existant. Indiquez un fichier, ou choisissez un dossier pour un fichier de test temporaire.</translation>
    </message>
    <message>
        <source>%1 is smaller than 4 KiB: too small to test. DriveProof never grows a file it did not create.</source>
        <extracomment>%1 a file</extracomment>
        <translation>%1 fait moins de 4 KiB&#xa0;: c&apos;est trop petit pour un test. DriveProof n&apos;agrandit jamais un fichier qu&apos;il n&apos;a pas créé.</translation>
    </message>
    <message>
        <source>Cannot open %1: %2.</source>
        <extracomment>%1 file, %2 the system&apos;s error text
----------
%1 device node, %2 the system&apos;s error text</extracomment>
        <translation>Impossible d&apos;ouvrir %1&#xa0;: %2.</translation>
    </message>
    <message>
        <source>Writing to %1 destroys what is on it. Confirm by typing the device name, or pass --destructive.</source>
        <extracomment>%1 device node</extracomment>
        <translation>Écrire sur %1 détruit son contenu. Confirmez en tapant le nom du périphérique, ou passez --destructive.</translation>
    </message>
    <message>
        <source>%L1 IOPS</source>
        <extracomment>I/O operations per second</extracomment>
        <translation>%L1 IOPS</translation>
    </message>
    <message>
        <source>fdatasync commits at %1 per second, faster than the platters turn (%2 rpm allows about %3 per second with one thread): a volatile or battery-backed cache acknowledges the commits. Run the power-loss test to learn whether it keeps them.</source>
        <extracomment>%1 commits per second, %2 rotation rate, %3 the most commits per second it allows</extracomment>
        <translation>fdatasync valide %1 commits par seconde, plus vite que ne tournent les plateaux (%2 rpm permettent environ %3 commits par seconde avec un seul thread)&#xa0;: un cache volatil ou secouru par batterie acquitte les commits. Lancez le test de coupure de courant pour savoir s&apos;il les conserve.</translation>
    </message>
    <message>
        <source>fdatasync commits at %1 per second, within what %2 rpm allows (about %3 per second): each commit waits for the platter.</source>
        <extracomment>%1 commits per second, %2 rotation rate, %3 the most commits per second it allows</extracomment>
        <translation>fdatasync valide %1 commits par seconde, dans la limite de ce que permettent %2 rpm (environ %3 par seconde)&#xa0;: chaque commit attend le plateau.</translation>
    </message>
    <message>
        <source>With the drive&apos;s write cache off, fdatasync still commits at %1 per second, above the %3 per second that %2 rpm allows: the setting was ignored or another cache answers.</source>
        <extracomment>%1 commits per second, %2 rotation rate, %3 the most commits per second it allows</extracomment>
        <translation>Avec le cache d&apos;écriture du disque désactivé, fdatasync valide encore %1 commits par seconde, au-delà des %3 par seconde que permettent %2 rpm&#xa0;: le réglage a été ignoré ou un autre cache répond.</translation>
    </message>
    <message>
        <source>Each fdatasync sent %2 flushes to %1: flushes reach the device.</source>
        <extracomment>%1 device name, %2 flushes per commit (a decimal number)</extracomment>
        <translation>Chaque fdatasync a envoyé %2 vidages de cache (flush) à %1&#xa0;: les vidages atteignent le périphérique.</translation>
    </message>
    <message>
        <source>Flushes are not reaching %1: fdatasync sent none although the kernel treats the device as write back. Something between DriveProof and the drive swallows them (a hypervisor, a RAID or device-mapper layer).</source>
        <extracomment>%1 device name</extracomment>
        <translation>Les vidages de cache (flush) n&apos;atteignent pas %1&#xa0;: fdatasync n&apos;en a envoyé aucun alors que le noyau traite le périphérique en écriture différée (write back). Quelque chose entre DriveProof et le disque les absorbe (un hyperviseur, une couche RAID ou device-mapper).</translation>
    </message>
    <message>
        <source>Flushes are not reaching %1: the kernel treats it as write through (queue/write_cache) and sends it no flushes. If the drive&apos;s own cache is on, committed data can be lost at a power cut.</source>
        <extracomment>%1 device name</extracomment>
        <translation>Les vidages de cache (flush) n&apos;atteignent pas %1&#xa0;: le noyau le traite en écriture immédiate (write through, queue/write_cache) et ne lui en envoie aucun. Si le cache propre du disque est activé, des données validées peuvent être perdues lors d&apos;une coupure de courant.</translation>
    </message>
    <message>
        <source>Flushes are not reaching %1: the file system is mounted with nobarrier, so the kernel sends no flushes. Committed data can be lost at a power cut.</source>
        <extracomment>%1 device name</extracomment>
        <translation>Les vidages de cache (flush) n&apos;atteignent pas %1&#xa0;: le système de fichiers est monté avec nobarrier, le noyau n&apos;en envoie donc aucun. Des données validées peuvent être perdues lors d&apos;une coupure de courant.</translation>
    </message>
    <message>
        <source>This drive acknowledges %1 commits per second with its write cache on. Only the power-loss test can tell whether it keeps them.</source>
        <extracomment>%1 commits per second</extracomment>
        <translation>Ce disque acquitte %1 commits par seconde avec son cache d&apos;écriture activé. Seul le test de coupure de courant peut dire s&apos;il les conserve.</translation>
    </message>
    <message>
        <source>This drive acknowledges %1 commits per second with its write cache on and %2 with it off.</source>
        <extracomment>%1 commits per second with the cache on, %2 with it off</extracomment>
        <translation>Ce disque acquitte %1 commits par seconde avec son cache d&apos;écriture activé et %2 avec le cache désactivé.</translation>
    </message>
    <message>
        <source>The write rate fell from %1 to %2 after %3 had been written: a cache ran out.</source>
        <extracomment>%1 and %2 transfer rates, %3 an amount of data</extracomment>
        <translation>Le débit d&apos;écriture est tombé de %1 à %2 après l&apos;écriture de %3&#xa0;: un cache a été saturé.</translation>
    </message>
    <message>
        <source>The write rate held at about %1 over all %2.</source>
        <extracomment>%1 a transfer rate, %2 an amount of data</extracomment>
        <translation>Le débit d&apos;écriture s&apos;est maintenu à environ %1 sur l&apos;ensemble des %2.</translation>
    </message>
    <message>
        <source>Reads ran at %1 at the start and %2 at the end; the slowest stretch read at %3, at %4.</source>
        <extracomment>%1..%3 transfer rates, %4 a position on the drive (an amount of data)</extracomment>
        <translation>Les lectures ont atteint %1 au début et %2 à la fin&#xa0;; la zone la plus lente a été lue à %3, à la position %4.</translation>
    </message>
    <message numerus="yes">
        <source>%n stretch(es) read at less than half the median rate: the drive retried there, or remapped sectors slow it down. Look at its health.</source>
        <translation>
            <numerusform>%n zone a été lue à moins de la moitié du débit médian&#xa0;: le disque y a fait des nouvelles tentatives, ou des secteurs réalloués le ralentissent. Consultez son état de santé.</numerusform>
            <numerusform>%n zones ont été lues à moins de la moitié du débit médian&#xa0;: le disque y a fait des nouvelles tentatives, ou des secteurs réalloués le ralentissent. Consultez son état de santé.</numerusform>
        </translation>
    </message>
    <message>
        <source>The second pass was %1 times as fast (%2 → %3): the drive moved the data to faster storage while idle.</source>
        <extracomment>%1 how many times faster (a decimal number), %2 and %3 IOPS before and after</extracomment>
        <translation>La deuxième passe a été %1 fois plus rapide (%2 → %3)&#xa0;: le disque a déplacé les données vers un stockage plus rapide pendant son inactivité.</translation>
    </message>
    <message>
        <source>The second pass ran at %2 against %1 before: no sign of a cache that promotes hot data while the drive is idle.</source>
        <extracomment>%1 and %2 IOPS of the first and the second pass</extracomment>
        <translation>La deuxième passe a atteint %2 contre %1 auparavant&#xa0;: aucun signe d&apos;un cache qui promeut les données chaudes pendant l&apos;inactivité du disque.</translation>
    </message>
    <message>
        <source>O_DIRECT is not supported on this file system: the run was buffered, so the page cache is in the numbers.</source>
        <translation>O_DIRECT n&apos;est pas pris en charge sur ce système de fichiers&#xa0;: l&apos;exécution est passée par le cache, le cache de pages influence donc les chiffres.</translation>
    </message>
    <message>
        <source>This is a virtual machine (%1): the numbers describe the hypervisor&apos;s storage, not the drive&apos;s.</source>
        <extracomment>%1 the hypervisor, e.g. kvm</extracomment>
        <translation>Ceci est une machine virtuelle (%1)&#xa0;: les chiffres décrivent le stockage de l&apos;hyperviseur, pas celui du disque.</translation>
    </message>
    <message>
        <source>%1 is mounted with barriers off (%2): the kernel sends the drive no flushes, so no commit there is durable.</source>
        <extracomment>%1 mount point, %2 mount options</extracomment>
        <translation>%1 est monté avec les barrières désactivées (%2)&#xa0;: le noyau n&apos;envoie aucun vidage de cache (flush) au disque, aucun commit n&apos;y est donc durable.</translation>
    </message>
    <message>
        <source>A drive test is running; suspending would spoil its numbers.</source>
        <translation>Un test de disque est en cours&#xa0;; une mise en veille fausserait ses résultats.</translation>
    </message>
    <message>
        <source>The cache A/B test needs to know the drive under the target, and it could not be found. Run the commit test alone.</source>
        <translation>Le test A/B du cache doit connaître le disque sous la cible, et celui-ci est introuvable. Lancez le test de commit seul.</translation>
    </message>
    <message>
        <source>%1 is in use: %2 DriveProof does not write to a device in use. Unmount it, swapoff it or stop what is built on it first.</source>
        <extracomment>%1 device node, %2 a sentence saying what uses it, e.g. &quot;/dev/loop0 backs the loop device /dev/loop1. /dev/loop1 is mounted on /mnt.&quot;</extracomment>
        <translation>%1 est en cours d&apos;utilisation&#xa0;: %2 DriveProof n&apos;écrit pas sur un périphérique en cours d&apos;utilisation. Démontez-le, désactivez-le avec swapoff ou arrêtez d&apos;abord ce qui est construit dessus.</translation>
    </message>
    <message>
        <source>The kernel sends %1 no flushes while its write cache is off for this half of the test (it treats the device as write through): as expected.</source>
        <extracomment>%1 device name</extracomment>
        <translation>Le noyau n&apos;envoie aucun vidage de cache (flush) à %1 tant que son cache d&apos;écriture est désactivé pour cette moitié du test (il traite le périphérique en écriture immédiate)&#xa0;: comme prévu.</translation>
    </message>
    <message>
        <source>%L1 %2</source>
        <extracomment>a transfer rate; %L1 the number, %2 its unit (&quot;MB/s&quot; or &quot;MiB/s&quot;)</extracomment>
        <translation>%L1 %2</translation>
    </message>
    <message>
        <source>SATA, link speed unknown</source>
        <translation>SATA, vitesse de liaison inconnue</translation>
    </message>
    <message>
        <source>SATA %1 Gb/s</source>
        <extracomment>%1 the SATA link speed in Gb/s, e.g. 6</extracomment>
        <translation>SATA %1 Gb/s</translation>
    </message>
    <message>
        <source>PCIe, link speed unknown</source>
        <translation>PCIe, vitesse de liaison inconnue</translation>
    </message>
    <message>
        <source>PCIe %1 x%2</source>
        <extracomment>%1 the PCIe generation (&quot;3.0&quot;), %2 lanes in use</extracomment>
        <translation>PCIe %1 x%2</translation>
    </message>
    <message>
        <source>USB, link speed unknown</source>
        <translation>USB, vitesse de liaison inconnue</translation>
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
        <translation>%1 (~%2 utilisables)</translation>
    </message>
    <message>
        <source>%1 (the drive can do PCIe %2 x%3)</source>
        <extracomment>%1 the PCIe link now (&quot;PCIe 3.0 x2&quot;), %2 PCIe generation (&quot;4.0&quot;), %3 lanes</extracomment>
        <translation>%1 (le disque peut faire PCIe %2 x%3)</translation>
    </message>
    <message>
        <source>%1 of x%2</source>
        <extracomment>%1 the PCIe link now (&quot;PCIe 3.0 x2&quot;), %2 lanes the drive has</extracomment>
        <translation>%1 sur x%2</translation>
    </message>
    <message>
        <source>%1, %2</source>
        <extracomment>%1 the USB link (&quot;USB 3.0 (5 Gb/s)&quot;), %2 the storage protocol: UAS or BOT</extracomment>
        <translation>%1, %2</translation>
    </message>
    <message>
        <source>hard disk (%L1 rpm)</source>
        <translation>disque dur (%L1 rpm)</translation>
    </message>
    <message>
        <source>hard disk</source>
        <translation>disque dur</translation>
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
        <translation>disque derrière un pont USB</translation>
    </message>
    <message>
        <source>virtual disk</source>
        <translation>disque virtuel</translation>
    </message>
    <message>
        <source>%1 is more than a %2 link can carry (%3): the link is emulated or misreported (a virtual machine, or a cache in front of the drive), so this number says nothing about the drive.</source>
        <extracomment>%1 a measured transfer rate, %2 the link (&quot;SATA 1.5 Gb/s&quot;), %3 the most it carries</extracomment>
        <translation>%1, c&apos;est plus qu&apos;une liaison %2 ne peut transporter (%3)&#xa0;: la liaison est émulée ou mal signalée (une machine virtuelle, ou un cache devant le disque), donc ce chiffre ne dit rien du disque.</translation>
    </message>
    <message>
        <source>Writes at %1: the limit of its %2 link (%3 at most) — as fast as it can be here.</source>
        <extracomment>%1 a transfer rate, %2 the link (&quot;SATA 6 Gb/s&quot;), %3 what it carries</extracomment>
        <translation>Écrit à %1&#xa0;: la limite de sa liaison %2 (%3 au maximum) — impossible d&apos;aller plus vite ici.</translation>
    </message>
    <message>
        <source>Reads at %1: the limit of its %2 link (%3 at most) — as fast as it can be here.</source>
        <extracomment>%1 a transfer rate, %2 the link (&quot;SATA 6 Gb/s&quot;), %3 what it carries</extracomment>
        <translation>Lit à %1&#xa0;: la limite de sa liaison %2 (%3 au maximum) — impossible d&apos;aller plus vite ici.</translation>
    </message>
    <message>
        <source>Writes at %1 on a %2 link: the link, not the drive, is the limit (the drive can do %3 Gb/s; check the cable and the port).</source>
        <extracomment>%1 a transfer rate, %2 the link (&quot;SATA 3 Gb/s&quot;), %3 the drive&apos;s fastest SATA speed in Gb/s, e.g. 6</extracomment>
        <translation>Écrit à %1 sur une liaison %2&#xa0;: c&apos;est la liaison, et non le disque, qui limite (le disque peut faire %3 Gb/s&#xa0;; vérifiez le câble et le port).</translation>
    </message>
    <message>
        <source>Reads at %1 on a %2 link: the link, not the drive, is the limit (the drive can do %3 Gb/s; check the cable and the port).</source>
        <extracomment>%1 a transfer rate, %2 the link (&quot;SATA 3 Gb/s&quot;), %3 the drive&apos;s fastest SATA speed in Gb/s, e.g. 6</extracomment>
        <translation>Lit à %1 sur une liaison %2&#xa0;: c&apos;est la liaison, et non le disque, qui limite (le disque peut faire %3 Gb/s&#xa0;; vérifiez le câble et le port).</translation>
    </message>
    <message>
        <source>On a USB 2 port: 480 Mb/s holds it to about %1 (measured: %2). A USB 3 port would let it go faster.</source>
        <extracomment>%1 what a USB 2 port allows, a transfer rate; %2 the measured transfer rate</extracomment>
        <translation>Sur un port USB 2&#xa0;: les 480 Mb/s le limitent à environ %1 (mesuré&#xa0;: %2). Un port USB 3 lui permettrait d&apos;aller plus vite.</translation>
    </message>
    <message>
        <source>Reads at %1: SATA SSDs read at %2 to %3 on a 6 Gb/s link, so something other than the link holds this one back (a full or worn drive, power saving, or the file system).</source>
        <extracomment>%1 the measured transfer rate, %2 and %3 the usual range (transfer rates)</extracomment>
        <translation>Lit à %1&#xa0;: les SSD SATA lisent entre %2 et %3 sur une liaison 6 Gb/s, donc autre chose que la liaison freine celui-ci (un disque plein ou usé, l&apos;économie d&apos;énergie, ou le système de fichiers).</translation>
    </message>
    <message>
        <source>This NVMe drive runs on %1 although it can do PCIe %2 x%3: the link trained below what the drive and its slot allow (a riser, a dirty contact, or lanes shared with another slot). It carries %4 of the %5 it could.</source>
        <extracomment>%1 the link now (&quot;PCIe 3.0 x2&quot;), %2 PCIe generation, %3 lanes, %4 and %5 transfer rates (what the link carries now, what it could)</extracomment>
        <translation>Ce disque NVMe fonctionne en %1 alors qu&apos;il peut faire PCIe %2 x%3&#xa0;: la liaison s&apos;est établie en dessous de ce que le disque et son emplacement permettent (une carte riser, un contact sale, ou des lignes partagées avec un autre emplacement). Elle transporte %4 sur les %5 possibles.</translation>
    </message>
    <message>
        <source>This NVMe drive runs on %1 but can do PCIe %2 x%3: the slot holds it to %4 of the %5 it could use. A slot with more lanes would let it go faster.</source>
        <extracomment>%1 the link now (&quot;PCIe 3.0 x2&quot;), %2 PCIe generation, %3 lanes, %4 and %5 transfer rates (what the slot carries, what the drive could use)</extracomment>
        <translation>Ce disque NVMe fonctionne en %1 mais peut faire PCIe %2 x%3&#xa0;: l&apos;emplacement le limite à %4 sur les %5 qu&apos;il pourrait utiliser. Un emplacement avec plus de lignes lui permettrait d&apos;aller plus vite.</translation>
    </message>
    <message>
        <source>RND4K Q1T1 at %1 is what a %L2 rpm disk does (about %3 to %4): each read waits for a seek and half a turn.</source>
        <extracomment>%1 measured IOPS, %2 rotation rate in rpm, %3 and %4 the usual range of IOPS</extracomment>
        <translation>RND4K Q1T1 à %1, c&apos;est ce que fait un disque à %L2 rpm (environ %3 à %4)&#xa0;: chaque lecture attend un déplacement de la tête et un demi-tour.</translation>
    </message>
    <message>
        <source>RND4K Q1T1 at %1 is faster than a %L2 rpm disk can seek (about %3 to %4): a cache answers these reads, so they say little about the disk.</source>
        <extracomment>%1 measured IOPS, %2 rotation rate in rpm, %3 and %4 the usual range of IOPS</extracomment>
        <translation>RND4K Q1T1 à %1, c&apos;est plus rapide que ce qu&apos;un disque à %L2 rpm peut atteindre en déplaçant sa tête (environ %3 à %4)&#xa0;: un cache répond à ces lectures, elles en disent donc peu sur le disque.</translation>
    </message>
    <message>
        <source>Writes fell from %1 to %2 after %3: the end of its fast SLC cache. Copies larger than that run at about %2.</source>
        <extracomment>%1 and %2 transfer rates, %3 an amount of data. SLC: the fast part of an SSD&apos;s flash that takes writes first</extracomment>
        <translation>L’écriture est tombée de %1 à %2 après %3&#xa0;: fin de son cache SLC rapide. Les copies plus grandes avancent à environ %2.</translation>
    </message>
    <message>
        <source>%1 is a loop device without direct I/O: its reads and writes go through the page cache of the file system that holds its backing file, so these numbers describe the page cache (memory), not a drive. Attach it with &apos;losetup --direct-io=on&apos; to measure the drive under the file.</source>
        <extracomment>%1 a loop device, e.g. loop3</extracomment>
        <translation>%1 est un périphérique loop sans E/S directes : ses lectures et écritures passent par le cache de pages du système de fichiers qui porte son fichier, ces chiffres décrivent donc le cache de pages (la mémoire), pas un disque. Attachez-le avec &apos;losetup --direct-io=on&apos; pour mesurer le disque sous le fichier.</translation>
    </message>
    <message>
        <source>The run went through the page cache, which serves some requests from memory and sends others to the drive.</source>
        <translation>L&apos;exécution est passée par le cache de pages, qui sert certaines requêtes depuis la mémoire et envoie les autres au disque.</translation>
    </message>
    <message>
        <source>Something else used the drive meanwhile, a cache filled or emptied, or the drive paused to tidy up: run the test again before trusting the numbers.</source>
        <translation>Autre chose a utilisé le disque entre-temps, un cache s&apos;est rempli ou vidé, ou le disque s&apos;est arrêté pour faire du rangement : relancez le test avant de vous fier aux chiffres.</translation>
    </message>
    <message>
        <source>The numbers are unstable: %1 swung between %2 and %4 (typically %3) from one tenth of a second to the next, far more than a drive&apos;s own noise. %5</source>
        <extracomment>%1 a measurement (&quot;SEQ1M Q8T1 read&quot;); %2, %3, %4 rates or IOPS (low, typical, high); %5 why (a sentence)</extracomment>
        <translation>Les chiffres sont instables : %1 a oscillé entre %2 et %4 (en général %3) d&apos;un dixième de seconde à l&apos;autre, bien plus que le bruit propre d&apos;un disque. %5</translation>
    </message>
    <message>
        <source>%1 is no longer empty (found: %2), so it was not written to. Confirm again with the device&apos;s name.</source>
        <extracomment>%1 device node, %2 what was found, e.g. &quot;gpt, ext4&quot;</extracomment>
        <translation>%1 n&apos;est plus vide (trouvé : %2), rien n&apos;y a donc été écrit. Confirmez de nouveau avec le nom du périphérique.</translation>
    </message>
    <message>
        <source>No drive was found under the target.</source>
        <translation>Aucun disque n&apos;a été trouvé sous la cible.</translation>
    </message>
    <message>
        <source>%1 reports no temperature.</source>
        <extracomment>%1 device path</extracomment>
        <translation>%1 n&apos;indique aucune température.</translation>
    </message>
    <message numerus="yes">
        <source>The drive reached %1 °C and slowed itself down %n time(s) during this test: these numbers are those of a hot drive, not what it does when cool.</source>
        <extracomment>%1 the drive&apos;s highest temperature in °C; %n how often it throttled itself</extracomment>
        <translation>
            <numerusform>Le disque a atteint %1 °C et s&apos;est bridé %n fois pendant ce test : ces chiffres sont ceux d&apos;un disque chaud, pas ce qu&apos;il fait à froid.</numerusform>
            <numerusform>Le disque a atteint %1 °C et s&apos;est bridé %n fois pendant ce test : ces chiffres sont ceux d&apos;un disque chaud, pas ce qu&apos;il fait à froid.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The drive reached %1 °C and slowed itself down %n time(s) during the sustained write: the drop from %2 to %3 at %4 is heat, not its cache.</source>
        <extracomment>%1 the drive&apos;s highest temperature in °C, %n how often it throttled itself, %2 and %3 transfer rates, %4 an amount of data</extracomment>
        <translation>
            <numerusform>Le disque a atteint %1 °C et s&apos;est bridé %n fois pendant l&apos;écriture soutenue : la chute de %2 à %3 à %4 vient de la chaleur, pas de son cache.</numerusform>
            <numerusform>Le disque a atteint %1 °C et s&apos;est bridé %n fois pendant l&apos;écriture soutenue : la chute de %2 à %3 à %4 vient de la chaleur, pas de son cache.</numerusform>
        </translation>
    </message>
    <message>
        <source>Drive temperature: %1 °C before the test, %2 °C after.</source>
        <extracomment>%1 and %2 temperatures in °C (&quot;?&quot; when unknown)</extracomment>
        <translation>Température du disque : %1 °C avant le test, %2 °C après.</translation>
    </message>
    <message numerus="yes">
        <source>The drive slowed itself down for heat %n time(s) during the test, for %1 s in all.</source>
        <extracomment>%n how often the drive throttled itself, %1 seconds it spent throttled</extracomment>
        <translation>
            <numerusform>Le disque s&apos;est bridé %n fois à cause de la chaleur pendant le test, pendant %1 s en tout.</numerusform>
            <numerusform>Le disque s&apos;est bridé %n fois à cause de la chaleur pendant le test, pendant %1 s en tout.</numerusform>
        </translation>
    </message>
    <message>
        <source>The drive did not slow itself down for heat during the test.</source>
        <translation>Le disque ne s&apos;est pas bridé à cause de la chaleur pendant le test.</translation>
    </message>
    <message>
        <source>Time above its warning temperature during the test: %1 min; above its critical temperature: %2 min.</source>
        <extracomment>%1 and %2 minutes</extracomment>
        <translation>Temps au-dessus de sa température d&apos;alerte pendant le test : %1 min ; au-dessus de sa température critique : %2 min.</translation>
    </message>
    <message>
        <source>The drive&apos;s heat was not read: %1</source>
        <extracomment>%1 why (a sentence)</extracomment>
        <translation>La température du disque n&apos;a pas été lue : %1</translation>
    </message>
</context>
</TS>
