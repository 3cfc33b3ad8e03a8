<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="id_ID">
<context>
    <name>DriveProof::Alignment</name>
    <message>
        <source>Partition %1 on %2 starts at byte %3, which is not even on a %4-byte logical sector boundary: the partition table or the kernel&apos;s view of it is damaged. Back up its data, then recreate the partition at sector %5 (e.g. &apos;parted %2 mkpart primary %5s 100%&apos;), and check with &apos;parted %2 align-check optimal %1&apos;.</source>
        <extracomment>%1 partition number, %2 device or image path, %3 start in bytes, %4 logical sector size in bytes, %5 suggested start sector</extracomment>
        <translation>Partisi %1 pada %2 dimulai pada byte %3, yang bahkan tidak berada di batas sektor logis %4 byte: tabel partisi atau pandangan kernel terhadapnya rusak. Cadangkan datanya, lalu buat ulang partisi pada sektor %5 (mis. &apos;parted %2 mkpart primary %5s 100%&apos;), dan periksa dengan &apos;parted %2 align-check optimal %1&apos;.</translation>
    </message>
    <message>
        <source>Partition %1 on %2 starts at sector %3 (byte %4): misaligned by %8 bytes, %5 bytes past a %6-byte physical sector boundary and %8 bytes short of the next. Every write that crosses a boundary costs the drive a read-modify-write. Back up its data, then recreate the partition at sector %7: in fdisk, delete it and create it again with first sector %7, or run &apos;parted %2 mkpart primary %7s 100%&apos; (give its old end instead of 100% if other partitions follow it). Check with &apos;parted %2 align-check optimal %1&apos;.</source>
        <extracomment>%1 partition number, %2 device or image path, %3 start sector, %4 start in bytes, %5 bytes past the physical sector boundary, %6 physical sector size in bytes, %7 suggested start sector, %8 bytes short of the next physical sector boundary. Keep the commands in quotes untranslated.</extracomment>
        <translation>Partisi %1 pada %2 dimulai pada sektor %3 (byte %4): tidak rata sebesar %8 byte, %5 byte melewati batas sektor fisik %6 byte dan kurang %8 byte dari batas berikutnya. Setiap penulisan yang melintasi batas membuat drive melakukan baca-ubah-tulis. Cadangkan datanya, lalu buat ulang partisi pada sektor %7: di fdisk, hapus lalu buat lagi dengan sektor pertama %7, atau jalankan &apos;parted %2 mkpart primary %7s 100%&apos; (berikan ujung lamanya sebagai ganti 100% jika ada partisi lain sesudahnya). Periksa dengan &apos;parted %2 align-check optimal %1&apos;.</translation>
    </message>
    <message>
        <source>Partition %1 on %2 starts at sector %3 (byte %4). It is aligned to the %5-byte physical sectors, so the drive is not slowed down, but not to 1 MiB, the boundary that partitioning tools use today and that suits SSD erase blocks and RAID stripes. No need to act now; if you recreate the partition one day, start it at sector %6 (e.g. &apos;parted %2 mkpart primary %6s 100%&apos;). Check with &apos;parted %2 align-check optimal %1&apos;.</source>
        <extracomment>%1 partition number, %2 device or image path, %3 start sector, %4 start in bytes, %5 physical sector size in bytes, %6 suggested start sector</extracomment>
        <translation>Partisi %1 pada %2 dimulai pada sektor %3 (byte %4). Partisi ini rata dengan sektor fisik %5 byte, sehingga drive tidak melambat, tetapi tidak rata dengan 1 MiB, batas yang dipakai alat partisi masa kini dan cocok untuk blok hapus SSD serta stripe RAID. Tidak perlu bertindak sekarang; jika suatu hari Anda membuat ulang partisi ini, mulailah pada sektor %6 (mis. &apos;parted %2 mkpart primary %6s 100%&apos;). Periksa dengan &apos;parted %2 align-check optimal %1&apos;.</translation>
    </message>
    <message>
        <source>Partition %1 on %2 starts at sector %3 (byte %4). It is aligned to the %5-byte physical sectors and to 1 MiB, but not to the optimal I/O size of %6 bytes that the device reports, so large writes may be split across stripes. If you recreate the partition, start it at sector %7 (e.g. &apos;parted %2 mkpart primary %7s 100%&apos;). Check with &apos;parted %2 align-check optimal %1&apos;.</source>
        <extracomment>%1 partition number, %2 device or image path, %3 start sector, %4 start in bytes, %5 physical sector size in bytes, %6 optimal I/O size in bytes, %7 suggested start sector</extracomment>
        <translation>Partisi %1 pada %2 dimulai pada sektor %3 (byte %4). Partisi ini rata dengan sektor fisik %5 byte dan dengan 1 MiB, tetapi tidak dengan ukuran I/O optimal %6 byte yang dilaporkan perangkat, sehingga penulisan besar dapat terbagi melintasi stripe. Jika Anda membuat ulang partisi ini, mulailah pada sektor %7 (mis. &apos;parted %2 mkpart primary %7s 100%&apos;). Periksa dengan &apos;parted %2 align-check optimal %1&apos;.</translation>
    </message>
    <message>
        <source>Partition %1 on %2 starts at sector %3 (byte %4). It is aligned to the %5-byte physical sectors, but neither to 1 MiB nor to the optimal I/O size of %6 bytes that the device reports, so large writes may be split across stripes. If you recreate the partition, start it at sector %7 (e.g. &apos;parted %2 mkpart primary %7s 100%&apos;). Check with &apos;parted %2 align-check optimal %1&apos;.</source>
        <extracomment>%1 partition number, %2 device or image path, %3 start sector, %4 start in bytes, %5 physical sector size in bytes, %6 optimal I/O size in bytes, %7 suggested start sector</extracomment>
        <translation>Partisi %1 pada %2 dimulai pada sektor %3 (byte %4). Partisi ini rata dengan sektor fisik %5 byte, tetapi tidak dengan 1 MiB maupun dengan ukuran I/O optimal %6 byte yang dilaporkan perangkat, sehingga penulisan besar dapat terbagi melintasi stripe. Jika Anda membuat ulang partisi ini, mulailah pada sektor %7 (mis. &apos;parted %2 mkpart primary %7s 100%&apos;). Periksa dengan &apos;parted %2 align-check optimal %1&apos;.</translation>
    </message>
    <message>
        <source>Partition %1 on %2 starts at sector %3, which suits the drive&apos;s physical sectors and 1 MiB boundaries. Nothing to do.</source>
        <extracomment>%1 partition number, %2 device or image path, %3 start sector</extracomment>
        <translation>Partisi %1 pada %2 dimulai pada sektor %3, yang cocok dengan sektor fisik drive dan batas 1 MiB. Tidak ada yang perlu dilakukan.</translation>
    </message>
    <message>
        <source>%1 could not be opened (%2), so these are the partitions the kernel lists for it. Run as root to read the partition table itself.</source>
        <extracomment>%1 device path, %2 the system&apos;s reason</extracomment>
        <translation>%1 tidak dapat dibuka (%2), jadi ini adalah partisi yang didaftarkan kernel untuknya. Jalankan sebagai root untuk membaca tabel partisinya sendiri.</translation>
    </message>
    <message>
        <source>%1 could not be opened (%2), so these are the partitions the kernel lists for it; the partition table itself was not read.</source>
        <extracomment>%1 device path, %2 the system&apos;s reason</extracomment>
        <translation>%1 tidak dapat dibuka (%2), jadi ini adalah partisi yang didaftarkan kernel untuknya; tabel partisinya sendiri tidak dibaca.</translation>
    </message>
    <message>
        <source>These are the partitions the kernel lists for %1, because its partition table could not be read: %2</source>
        <extracomment>%1 device path, %2 why the table could not be read (a full sentence)</extracomment>
        <translation>Ini adalah partisi yang didaftarkan kernel untuk %1, karena tabel partisinya tidak dapat dibaca: %2</translation>
    </message>
    <message>
        <source>OK</source>
        <extracomment>alignment verdict: the partition is well aligned</extracomment>
        <translation>OK</translation>
    </message>
    <message>
        <source>Misaligned</source>
        <extracomment>alignment verdict: the partition does not start on a physical sector boundary</extracomment>
        <translation>Tidak rata</translation>
    </message>
    <message>
        <source>Cannot open %1 even as root: %2. The system blocks access to it (a container or a security policy).</source>
        <extracomment>%1 device or file, %2 the system&apos;s reason</extracomment>
        <translation>Tidak dapat membuka %1 bahkan sebagai root: %2. Sistem memblokir akses ke sana (kontainer atau kebijakan keamanan).</translation>
    </message>
    <message>
        <source>Cannot open %1: %2. Run as root or use sudo.</source>
        <extracomment>%1 device or file, %2 the system&apos;s reason</extracomment>
        <translation>Tidak dapat membuka %1: %2. Jalankan sebagai root atau gunakan sudo.</translation>
    </message>
    <message>
        <source>Cannot open %1: %2. Check the path.</source>
        <extracomment>%1 device or file, %2 the system&apos;s reason</extracomment>
        <translation>Tidak dapat membuka %1: %2. Periksa path-nya.</translation>
    </message>
    <message>
        <source>Cannot open %1: %2. Check that the drive is connected and the file is readable.</source>
        <extracomment>%1 device or file, %2 the system&apos;s reason</extracomment>
        <translation>Tidak dapat membuka %1: %2. Pastikan drive tersambung dan berkas dapat dibaca.</translation>
    </message>
    <message>
        <source>No partition table for %2-byte sectors found on %1, but there is one for %3-byte sectors. Read it with a logical sector size of %3 bytes.</source>
        <extracomment>%1 image file, %2 sector size asked for, %3 sector size that works (bytes)</extracomment>
        <translation>Tidak ditemukan tabel partisi untuk sektor %2 byte pada %1, tetapi ada satu untuk sektor %3 byte. Bacalah dengan ukuran sektor logis %3 byte.</translation>
    </message>
    <message>
        <source>%1 is a folder. Give a drive such as /dev/sdb or a disk image file.</source>
        <extracomment>%1 the path the user gave</extracomment>
        <translation>%1 adalah folder. Berikan drive seperti /dev/sdb atau berkas image disk.</translation>
    </message>
    <message>
        <source>%1 is neither a drive nor a disk image file. Give a drive such as /dev/sdb or a disk image file.</source>
        <extracomment>%1 the path the user gave</extracomment>
        <translation>%1 bukan drive maupun berkas image disk. Berikan drive seperti /dev/sdb atau berkas image disk.</translation>
    </message>
    <message>
        <source>No partition table found on %1: the file is empty.</source>
        <extracomment>%1 image file</extracomment>
        <translation>Tidak ditemukan tabel partisi pada %1: berkasnya kosong.</translation>
    </message>
    <message>
        <source>%1 is empty: no partition table and no file system, as a new drive arrives. There is nothing to align yet; partitioning tools start the first partition at 1 MiB, which suits this drive.</source>
        <extracomment>%1 device path</extracomment>
        <translation>%1 kosong: tanpa tabel partisi dan tanpa sistem berkas, seperti drive baru saat tiba. Belum ada yang perlu diratakan; alat partisi memulai partisi pertama pada 1 MiB, yang cocok untuk drive ini.</translation>
    </message>
    <message>
        <source>%1 holds its %2 file system written straight onto the whole drive, without a partition table. That is a valid layout, but the drive reports its sector 0 %3 bytes past a physical sector boundary, so the file system&apos;s blocks straddle physical sectors. Only a new layout fixes that: back up, then create a partition table whose first partition starts at 1 MiB.</source>
        <extracomment>%1 device path, %2 file-system type (&quot;ext4&quot;), %3 alignment offset in bytes</extracomment>
        <translation>%1 berisi sistem berkas %2 yang ditulis langsung ke seluruh drive, tanpa tabel partisi. Itu tata letak yang sah, tetapi drive melaporkan sektor 0-nya %3 byte melewati batas sektor fisik, sehingga blok sistem berkas melintasi sektor fisik. Hanya tata letak baru yang memperbaikinya: cadangkan, lalu buat tabel partisi yang partisi pertamanya dimulai pada 1 MiB.</translation>
    </message>
    <message>
        <source>%1 holds its %2 file system written straight onto the whole drive, without a partition table. That is a valid layout: the file system starts at byte 0, on a boundary of every sector size, so it is aligned. Nothing to do.</source>
        <extracomment>%1 device path, %2 file-system type (&quot;ext4&quot;)</extracomment>
        <translation>%1 berisi sistem berkas %2 yang ditulis langsung ke seluruh drive, tanpa tabel partisi. Itu tata letak yang sah: sistem berkas dimulai pada byte 0, di batas setiap ukuran sektor, jadi sudah rata. Tidak ada yang perlu dilakukan.</translation>
    </message>
    <message>
        <source>Acceptable</source>
        <extracomment>alignment verdict: physically aligned (the drive is not slowed down, no need to act now), but not to 1 MiB or the optimal I/O size</extracomment>
        <translation>Dapat diterima</translation>
    </message>
    <message>
        <source>No partition table found on %1: it is empty, or holds a file system on the whole of it, which needs none. Check that this is the right disk or image.</source>
        <extracomment>%1 device or image file</extracomment>
        <translation>Tidak ada tabel partisi pada %1: kosong, atau berisi sistem berkas di seluruhnya yang tidak memerlukannya. Periksa apakah ini disk atau image yang benar.</translation>
    </message>
</context>
<context>
    <name>DriveProof::Cache</name>
    <message numerus="yes">
        <source>The sense data is cut off: %n byte(s) of the 8-byte header arrived.</source>
        <extracomment>%n number of bytes that arrived</extracomment>
        <translation>
            <numerusform>Data sense terpotong: hanya %n byte dari header 8 byte yang tiba.</numerusform>
        </translation>
    </message>
    <message>
        <source>The ATA Status Return descriptor is malformed (length %1h instead of 0Ch).</source>
        <extracomment>%1 the descriptor&apos;s length byte in hex</extracomment>
        <translation>Deskriptor ATA Status Return cacat (panjang %1h, bukan 0Ch).</translation>
    </message>
    <message>
        <source>The sense data is cut off inside the ATA Status Return descriptor.</source>
        <translation>Data sense terpotong di dalam deskriptor ATA Status Return.</translation>
    </message>
    <message>
        <source>The sense data is cut off: it declares %1 bytes but %2 arrived.</source>
        <extracomment>%1 bytes the sense data declares, %2 bytes that arrived</extracomment>
        <translation>Data sense terpotong: menyatakan %1 byte tetapi yang tiba %2.</translation>
    </message>
    <message numerus="yes">
        <source>The fixed-format sense data is cut off: %n byte(s) arrived, at least 14 are needed.</source>
        <extracomment>%n number of bytes that arrived</extracomment>
        <translation>
            <numerusform>Data sense format tetap terpotong: %n byte tiba, setidaknya 14 diperlukan.</numerusform>
        </translation>
    </message>
    <message>
        <source>The device sent no sense data, so the ATA status of the command is unknown.</source>
        <translation>Perangkat tidak mengirim data sense, jadi status ATA perintah ini tidak diketahui.</translation>
    </message>
    <message>
        <source>The sense data has an unknown format (response code %1h): neither descriptor (72h) nor fixed (70h) format.</source>
        <extracomment>%1 the response code byte in hex</extracomment>
        <translation>Data sense memiliki format yang tidak dikenal (kode respons %1h): bukan format deskriptor (72h) maupun format tetap (70h).</translation>
    </message>
    <message>
        <source>sense key %1h, additional sense %2h/%3h</source>
        <extracomment>SCSI sense in hex. %1 sense key, %2 additional sense code, %3 its qualifier</extracomment>
        <translation>sense key %1h, additional sense %2h/%3h</translation>
    </message>
    <message>
        <source>%1, ATA status %2h, error %3h</source>
        <extracomment>%1 the text before, %2 ATA STATUS byte in hex, %3 ATA ERROR byte in hex</extracomment>
        <translation>%1, status ATA %2h, error %3h</translation>
    </message>
    <message>
        <source>%1 does not exist.</source>
        <extracomment>%1 file name</extracomment>
        <translation>%1 tidak ada.</translation>
    </message>
    <message>
        <source>%1 is not a regular file: give a saved IDENTIFY dump (512 raw bytes or the text of &apos;hdparm --Istdout&apos;).</source>
        <extracomment>%1 file name</extracomment>
        <translation>%1 bukan berkas biasa: berikan dump IDENTIFY yang tersimpan (512 byte mentah atau teks dari &apos;hdparm --Istdout&apos;).</translation>
    </message>
    <message>
        <source>%1 has %2 bytes: too large for an IDENTIFY dump (512 raw bytes, or about 1300 bytes of text).</source>
        <extracomment>%1 file name, %2 its size in bytes</extracomment>
        <translation>%1 berukuran %2 byte: terlalu besar untuk dump IDENTIFY (512 byte mentah, atau sekitar 1300 byte teks).</translation>
    </message>
    <message>
        <source>Cannot read %1: %2.</source>
        <extracomment>%1 file name, %2 the system&apos;s reason</extracomment>
        <translation>Tidak dapat membaca %1: %2.</translation>
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
            <numerusform>Data IDENTIFY harus tepat 512 byte; data ini %n byte.</numerusform>
        </translation>
    </message>
    <message>
        <source>The IDENTIFY data is all zeros: the drive or its USB bridge returned no data.</source>
        <translation>Data IDENTIFY berisi nol semua: drive atau jembatan USB-nya tidak mengembalikan data.</translation>
    </message>
    <message>
        <source>The IDENTIFY data is all FFh: no drive answered (an empty port, or a bridge without a disk).</source>
        <translation>Data IDENTIFY berisi FFh semua: tidak ada drive yang menjawab (port kosong, atau jembatan tanpa disk).</translation>
    </message>
    <message>
        <source>Word 0 is %1h: this is data from an ATAPI device (an optical drive), not IDENTIFY DEVICE data of a disk.</source>
        <extracomment>%1 word 0 in hex</extracomment>
        <translation>Word 0 bernilai %1h: ini data dari perangkat ATAPI (drive optik), bukan data IDENTIFY DEVICE dari sebuah disk.</translation>
    </message>
    <message>
        <source>The IDENTIFY checksum in word 255 is wrong (the 512 bytes sum to %1h, not 00h): the data is damaged or was edited.</source>
        <extracomment>%1 the sum of all bytes modulo 256, in hex</extracomment>
        <translation>Checksum IDENTIFY di word 255 salah (jumlah 512 byte adalah %1h, bukan 00h): data rusak atau telah diubah.</translation>
    </message>
    <message>
        <source>Words 117-118 give a logical sector size of %1 bytes, which no drive uses: the data is damaged.</source>
        <extracomment>%1 a size in bytes</extracomment>
        <translation>Word 117-118 memberikan ukuran sektor logis %1 byte, yang tidak dipakai drive mana pun: data rusak.</translation>
    </message>
    <message>
        <source>Word 106 gives a physical sector size of %1 bytes, which no drive uses: the data is damaged.</source>
        <extracomment>%1 a size in bytes</extracomment>
        <translation>Word 106 memberikan ukuran sektor fisik %1 byte, yang tidak dipakai drive mana pun: data rusak.</translation>
    </message>
    <message>
        <source>Line %1: &apos;%2&apos; is not a word of four hex digits.</source>
        <extracomment>%1 line number, %2 the offending text</extracomment>
        <translation>Baris %1: &apos;%2&apos; bukan word berupa empat digit heksadesimal.</translation>
    </message>
    <message>
        <source>Line %1: more than 256 words; IDENTIFY data has exactly 256.</source>
        <extracomment>%1 line number</extracomment>
        <translation>Baris %1: lebih dari 256 word; data IDENTIFY berisi tepat 256.</translation>
    </message>
    <message>
        <source>No IDENTIFY words found: expected 256 words of four hex digits, 8 a line, as &apos;hdparm --Istdout&apos; prints them.</source>
        <translation>Tidak ditemukan word IDENTIFY: diharapkan 256 word berupa empat digit heksadesimal, 8 per baris, seperti yang dicetak &apos;hdparm --Istdout&apos;.</translation>
    </message>
    <message numerus="yes">
        <source>Line %1: the words end after %n word(s); IDENTIFY data has 256.</source>
        <extracomment>%1 line number, %n number of words found</extracomment>
        <translation>
            <numerusform>Baris %1: word berakhir setelah %n word; data IDENTIFY berisi 256.</numerusform>
        </translation>
    </message>
    <message>
        <source>the device</source>
        <translation>perangkat</translation>
    </message>
    <message>
        <source>%1 does not accept SCSI commands (SG_IO), so %2 cannot reach a drive: it is not a whole SATA, SAS or USB disk (partitions, loop, virtual and NVMe devices have no ATA drive behind them).</source>
        <extracomment>%1 device, %2 ATA command name</extracomment>
        <translation>%1 tidak menerima perintah SCSI (SG_IO), jadi %2 tidak dapat menjangkau drive: ini bukan disk SATA, SAS, atau USB utuh (partisi, perangkat loop, virtual, dan NVMe tidak memiliki drive ATA di belakangnya).</translation>
    </message>
    <message>
        <source>Permission denied sending %2 to %1: ATA commands need root or the DriveProof helper.</source>
        <extracomment>%1 device, %2 ATA command name</extracomment>
        <translation>Izin ditolak saat mengirim %2 ke %1: perintah ATA memerlukan root atau program pembantu DriveProof.</translation>
    </message>
    <message>
        <source>Sending %1 to %2 failed: %3.</source>
        <extracomment>%1 ATA command name, %2 device, %3 the system&apos;s error text</extracomment>
        <translation>Pengiriman %1 ke %2 gagal: %3.</translation>
    </message>
    <message>
        <source>The drive in %1 refused %2 (ABORT): it does not support this command or setting (%3).</source>
        <extracomment>%1 device, %2 ATA command name, %3 technical details</extracomment>
        <translation>Drive di %1 menolak %2 (ABORT): drive tidak mendukung perintah atau pengaturan ini (%3).</translation>
    </message>
    <message>
        <source>The drive in %1 reported an error for %2 (%3); check its health and cabling, then try again.</source>
        <extracomment>%1 device, %2 ATA command name, %3 technical details</extracomment>
        <translation>Drive di %1 melaporkan error untuk %2 (%3); periksa kesehatan dan kabelnya, lalu coba lagi.</translation>
    </message>
    <message>
        <source>%1 rejected %2: the disk or its USB bridge does not pass ATA commands through (SAT) (%3).</source>
        <extracomment>%1 device, %2 ATA command name, %3 technical details</extracomment>
        <translation>%1 menolak %2: disk atau jembatan USB-nya tidak meneruskan perintah ATA (SAT) (%3).</translation>
    </message>
    <message>
        <source>%1 did not run %2 (%3).</source>
        <extracomment>%1 device, %2 ATA command name, %3 technical details</extracomment>
        <translation>%1 tidak menjalankan %2 (%3).</translation>
    </message>
    <message>
        <source>%1 timed out on %2: the drive did not answer.</source>
        <extracomment>%1 ATA command name, %2 device</extracomment>
        <translation>%1 habis waktu pada %2: drive tidak menjawab.</translation>
    </message>
    <message>
        <source>%1 did not reach the drive in %2 (host status %3, driver status %4).</source>
        <extracomment>%1 ATA command name, %2 device, %3 / %4 numbers from the kernel</extracomment>
        <translation>%1 tidak mencapai drive di %2 (status host %3, status driver %4).</translation>
    </message>
    <message>
        <source>%1 failed on %2 with SCSI status %3h and no sense data.</source>
        <extracomment>%1 ATA command name, %2 device, %3 SCSI status byte</extracomment>
        <translation>%1 gagal pada %2 dengan status SCSI %3h dan tanpa data sense.</translation>
    </message>
    <message>
        <source>The drive in %1 reports no volatile write cache that can be switched (IDENTIFY word 82 bit 5).</source>
        <extracomment>%1 device</extracomment>
        <translation>Drive di %1 tidak melaporkan cache tulis volatil yang dapat diubah (IDENTIFY word 82 bit 5).</translation>
    </message>
    <message>
        <source>The drive in %1 accepted the command but still reports its write cache as off.</source>
        <extracomment>%1 device</extracomment>
        <translation>Drive di %1 menerima perintah tetapi masih melaporkan cache tulisnya mati.</translation>
    </message>
    <message>
        <source>The drive in %1 accepted the command but still reports its write cache as on.</source>
        <extracomment>%1 device</extracomment>
        <translation>Drive di %1 menerima perintah tetapi masih melaporkan cache tulisnya menyala.</translation>
    </message>
    <message>
        <source>The drive %1 accepted the change but still reports its write cache as off.</source>
        <extracomment>%1 device path</extracomment>
        <translation>Drive %1 menerima perubahan tetapi masih melaporkan cache tulisnya mati.</translation>
    </message>
    <message>
        <source>The drive %1 accepted the change but still reports its write cache as on.</source>
        <extracomment>%1 device path</extracomment>
        <translation>Drive %1 menerima perubahan tetapi masih melaporkan cache tulisnya menyala.</translation>
    </message>
    <message>
        <source>The Identify Controller data has %1 bytes instead of %2.</source>
        <extracomment>%1 bytes received, %2 bytes expected</extracomment>
        <translation>Data Identify Controller berukuran %1 byte, bukan %2.</translation>
    </message>
    <message>
        <source>The NVMe health log has %1 bytes instead of %2.</source>
        <extracomment>%1 bytes received, %2 bytes expected</extracomment>
        <translation>Log kesehatan NVMe berukuran %1 byte, bukan %2.</translation>
    </message>
    <message>
        <source>The drive does not support this admin command.</source>
        <translation>Drive tidak mendukung perintah admin ini.</translation>
    </message>
    <message>
        <source>The drive cannot save its write cache setting, so a change lasts only until the next power cycle.</source>
        <translation>Drive tidak dapat menyimpan pengaturan cache tulisnya, jadi perubahan hanya bertahan sampai siklus daya berikutnya.</translation>
    </message>
    <message>
        <source>The drive does not allow its write cache setting to be changed.</source>
        <translation>Drive tidak mengizinkan pengaturan cache tulisnya diubah.</translation>
    </message>
    <message>
        <source>The drive does not provide the SMART / health log.</source>
        <translation>Drive tidak menyediakan log SMART / kesehatan.</translation>
    </message>
    <message>
        <source>The drive does not support saving its write cache setting.</source>
        <translation>Drive tidak mendukung penyimpanan pengaturan cache tulisnya.</translation>
    </message>
    <message>
        <source>The drive has no volatile write cache to read or change.</source>
        <translation>Drive tidak memiliki cache tulis volatil untuk dibaca atau diubah.</translation>
    </message>
    <message>
        <source>The drive rejected a field of the command.</source>
        <translation>Drive menolak salah satu field perintah.</translation>
    </message>
    <message>
        <source>The drive reported an internal error; check its health and try again.</source>
        <translation>Drive melaporkan error internal; periksa kesehatannya dan coba lagi.</translation>
    </message>
    <message>
        <source>The drive rejected the command.</source>
        <translation>Drive menolak perintah.</translation>
    </message>
    <message>
        <source>%1 (NVMe status %2)</source>
        <extracomment>%1 a sentence saying what the drive did and what to do; %2 the raw NVMe status code type and status code, e.g. &quot;SCT 1h, SC 0Dh&quot;</extracomment>
        <translation>%1 (status NVMe %2)</translation>
    </message>
    <message>
        <source>The device does not accept NVMe admin commands (it is not an NVMe drive).</source>
        <translation>Perangkat tidak menerima perintah admin NVMe (bukan drive NVMe).</translation>
    </message>
    <message>
        <source>Permission denied: run as root or through the DriveProof helper.</source>
        <translation>Izin ditolak: jalankan sebagai root atau melalui program pembantu DriveProof.</translation>
    </message>
    <message>
        <source>The device is gone; reconnect it and try again.</source>
        <translation>Perangkat hilang; sambungkan kembali dan coba lagi.</translation>
    </message>
    <message>
        <source>The drive did not answer in time; try again.</source>
        <translation>Drive tidak menjawab tepat waktu; coba lagi.</translation>
    </message>
    <message>
        <source>%1 failed on %2: %3</source>
        <extracomment>%1 NVMe command name, %2 device path, %3 the reason and what to do
----------
%1 SCSI command name, %2 device path, %3 the reason and what to do</extracomment>
        <translation>%1 gagal pada %2: %3</translation>
    </message>
    <message>
        <source>The data %1 returned could not be decoded: %2</source>
        <extracomment>%1 device path, %2 what is wrong with the data</extracomment>
        <translation>Data yang dikembalikan %1 tidak dapat didekode: %2</translation>
    </message>
    <message>
        <source>The drive does not report whether its write cache setting can be saved (no Select / Save support), so a change lasts only until the next power cycle.</source>
        <translation>Drive tidak melaporkan apakah pengaturan cache tulisnya dapat disimpan (tidak ada dukungan Select / Save), jadi perubahan hanya bertahan sampai siklus daya berikutnya.</translation>
    </message>
    <message>
        <source>The drive %1 has no volatile write cache to switch.</source>
        <extracomment>%1 device path</extracomment>
        <translation>Drive %1 tidak memiliki cache tulis volatil untuk diubah.</translation>
    </message>
    <message>
        <source>The drive %1 does not allow its write cache to be switched.</source>
        <extracomment>%1 device path</extracomment>
        <translation>Drive %1 tidak mengizinkan cache tulisnya diubah.</translation>
    </message>
    <message>
        <source>The drive %1 cannot save its write cache setting, so the change cannot be kept after a power cycle. Switch it without keeping it instead.</source>
        <extracomment>%1 device path</extracomment>
        <translation>Drive %1 tidak dapat menyimpan pengaturan cache tulisnya, jadi perubahan tidak dapat dipertahankan setelah siklus daya. Ubahlah tanpa mempertahankannya.</translation>
    </message>
    <message>
        <source>The mode page header at byte %1 is cut off.</source>
        <extracomment>%1 byte offset in the drive&apos;s reply</extracomment>
        <translation>Header mode page pada byte %1 terpotong.</translation>
    </message>
    <message>
        <source>Mode page %1h claims %2 bytes but only %3 are present.</source>
        <extracomment>%1 page code in hex, %2 its length in bytes, %3 bytes actually present</extracomment>
        <translation>Mode page %1h menyatakan %2 byte tetapi hanya ada %3.</translation>
    </message>
    <message>
        <source>The MODE SENSE reply has %1 bytes, fewer than the 8-byte mode parameter header.</source>
        <extracomment>%1 number of bytes received</extracomment>
        <translation>Balasan MODE SENSE berisi %1 byte, kurang dari header parameter mode 8 byte.</translation>
    </message>
    <message>
        <source>The MODE SENSE reply declares a mode data length of %1, too short for its own header.</source>
        <extracomment>%1 the mode data length field of the reply</extracomment>
        <translation>Balasan MODE SENSE menyatakan panjang data mode %1, terlalu pendek untuk header-nya sendiri.</translation>
    </message>
    <message>
        <source>The MODE SENSE reply&apos;s block descriptors (%1 bytes) leave no room for a mode page in its %2 bytes.</source>
        <extracomment>%1 block descriptor length, %2 bytes present</extracomment>
        <translation>Deskriptor blok balasan MODE SENSE (%1 byte) tidak menyisakan ruang untuk mode page dalam %2 byte-nya.</translation>
    </message>
    <message>
        <source>The caching mode page is too short to hold the WCE bit.</source>
        <translation>Mode page caching terlalu pendek untuk memuat bit WCE.</translation>
    </message>
    <message>
        <source>The MODE SENSE reply does not contain the caching mode page (08h).</source>
        <translation>Balasan MODE SENSE tidak berisi mode page caching (08h).</translation>
    </message>
    <message>
        <source>A new caching page can only be built from the current, complete caching page.</source>
        <translation>Halaman caching baru hanya dapat dibuat dari halaman caching saat ini yang lengkap.</translation>
    </message>
    <message>
        <source>The drive reported an error but sent no sense data.</source>
        <translation>Drive melaporkan error tetapi tidak mengirim data sense.</translation>
    </message>
    <message>
        <source>The drive&apos;s fixed-format sense data is cut off.</source>
        <translation>Data sense format tetap dari drive terpotong.</translation>
    </message>
    <message>
        <source>The drive&apos;s descriptor-format sense data is cut off.</source>
        <translation>Data sense format deskriptor dari drive terpotong.</translation>
    </message>
    <message>
        <source>The drive sent sense data in an unknown format (response code %1h).</source>
        <extracomment>%1 the response code byte in hex</extracomment>
        <translation>Drive mengirim data sense dalam format yang tidak dikenal (kode respons %1h).</translation>
    </message>
    <message>
        <source>The drive does not support saving this page, so a change lasts only until the next power cycle.</source>
        <translation>Drive tidak mendukung penyimpanan halaman ini, jadi perubahan hanya bertahan sampai siklus daya berikutnya.</translation>
    </message>
    <message>
        <source>The drive does not support the MODE SENSE(10) and MODE SELECT(10) commands, so its cache cannot be read or changed this way.</source>
        <translation>Drive tidak mendukung perintah MODE SENSE(10) dan MODE SELECT(10), jadi cache-nya tidak dapat dibaca atau diubah dengan cara ini.</translation>
    </message>
    <message>
        <source>The drive rejected the MODE SELECT command.</source>
        <translation>Drive menolak perintah MODE SELECT.</translation>
    </message>
    <message>
        <source>The drive does not report the caching mode page.</source>
        <translation>Drive tidak melaporkan mode page caching.</translation>
    </message>
    <message>
        <source>The drive refused the new caching page: it does not let this setting be changed.</source>
        <translation>Drive menolak halaman caching baru: drive tidak mengizinkan pengaturan ini diubah.</translation>
    </message>
    <message>
        <source>The drive reported a reset or a changed setting; try again.</source>
        <translation>Drive melaporkan reset atau pengaturan yang berubah; coba lagi.</translation>
    </message>
    <message>
        <source>The drive is not ready (stopped, starting or without medium); try again in a moment.</source>
        <translation>Drive belum siap (berhenti, sedang mulai, atau tanpa media); coba lagi sebentar lagi.</translation>
    </message>
    <message>
        <source>The drive is write protected.</source>
        <translation>Drive dilindungi dari penulisan.</translation>
    </message>
    <message>
        <source>The drive reported a hardware or medium error; check its health.</source>
        <translation>Drive melaporkan error perangkat keras atau media; periksa kesehatannya.</translation>
    </message>
    <message>
        <source>The drive aborted the command; try again.</source>
        <translation>Drive membatalkan perintah; coba lagi.</translation>
    </message>
    <message>
        <source>The drive reported an error.</source>
        <translation>Drive melaporkan error.</translation>
    </message>
    <message>
        <source>%1 (%2, %3)</source>
        <extracomment>%1 a sentence saying what the drive did and what to do; %2 SCSI sense key name, %3 additional sense code and its name, e.g. &quot;24h/00h INVALID FIELD IN CDB&quot;</extracomment>
        <translation>%1 (%2, %3)</translation>
    </message>
    <message>
        <source>The device does not accept SCSI commands, so its drive-level write cache cannot be read or changed this way.</source>
        <translation>Perangkat tidak menerima perintah SCSI, jadi cache tulis tingkat drive tidak dapat dibaca atau diubah dengan cara ini.</translation>
    </message>
    <message>
        <source>The drive did not answer in time; check its cable and power.</source>
        <translation>Drive tidak menjawab tepat waktu; periksa kabel dan dayanya.</translation>
    </message>
    <message>
        <source>The connection to the drive failed (host status %1h); check its cable and power.</source>
        <extracomment>%1 the Linux host status code in hex</extracomment>
        <translation>Sambungan ke drive gagal (status host %1h); periksa kabel dan dayanya.</translation>
    </message>
    <message>
        <source>The drive is busy; try again in a moment.</source>
        <translation>Drive sedang sibuk; coba lagi sebentar lagi.</translation>
    </message>
    <message>
        <source>The drive returned SCSI status %1h without sense data.</source>
        <extracomment>%1 SCSI status byte in hex</extracomment>
        <translation>Drive mengembalikan status SCSI %1h tanpa data sense.</translation>
    </message>
    <message>
        <source>The caching mode page of %1 could not be decoded: %2</source>
        <extracomment>%1 device path, %2 what is wrong with the reply</extracomment>
        <translation>Mode page caching dari %1 tidak dapat didekode: %2</translation>
    </message>
    <message>
        <source>The drive %1 does not allow its write cache to be switched (its caching page marks WCE as not changeable).</source>
        <extracomment>%1 device path</extracomment>
        <translation>Drive %1 tidak mengizinkan cache tulisnya diubah (halaman caching-nya menandai WCE sebagai tidak dapat diubah).</translation>
    </message>
    <message>
        <source>The drive %1 cannot save its caching page, so the change cannot be kept after a power cycle. Switch it without keeping it instead.</source>
        <extracomment>%1 device path</extracomment>
        <translation>Drive %1 tidak dapat menyimpan halaman caching-nya, jadi perubahan tidak dapat dipertahankan setelah siklus daya. Ubahlah tanpa mempertahankannya.</translation>
    </message>
    <message>
        <source>%1 is not a whole SCSI disk; only those can be asked to re-read their caching page.</source>
        <extracomment>%1 kernel block device name</extracomment>
        <translation>%1 bukan disk SCSI utuh; hanya disk seperti itu yang dapat diminta membaca ulang halaman caching-nya.</translation>
    </message>
    <message>
        <source>Could not ask the kernel to re-read the settings of %1: %2. Its view of the write cache may be out of date until the next reboot.</source>
        <extracomment>%1 kernel block device name, %2 system error text</extracomment>
        <translation>Tidak dapat meminta kernel membaca ulang pengaturan %1: %2. Pandangan kernel tentang cache tulis mungkin usang sampai boot ulang berikutnya.</translation>
    </message>
    <message>
        <source>udisks2 could not save the write-cache setting: %1. The change lasts only until the next power cycle.</source>
        <extracomment>%1 udisks2&apos;s error message</extracomment>
        <translation>udisks2 tidak dapat menyimpan pengaturan cache tulis: %1. Perubahan hanya bertahan sampai siklus daya berikutnya.</translation>
    </message>
    <message>
        <source>%1 is a file used as a drive (%2): the drive-level write cache does not apply; the kernel&apos;s view shows whether it passes flushes on to the file.</source>
        <extracomment>%1 device path, %2 the file behind the loop device</extracomment>
        <translation>%1 adalah berkas yang dipakai sebagai drive (%2): cache tulis tingkat drive tidak berlaku; pandangan kernel menunjukkan apakah perintah flush diteruskan ke berkas.</translation>
    </message>
    <message>
        <source>%1 is a virtual disk: the real drive and its cache are on the host, out of reach from this machine. Only the kernel&apos;s view is shown; whether flushes reach the host&apos;s drive depends on the hypervisor&apos;s cache mode.</source>
        <extracomment>%1 device path</extracomment>
        <translation>%1 adalah disk virtual: drive sebenarnya dan cache-nya ada di host, di luar jangkauan mesin ini. Hanya pandangan kernel yang ditampilkan; apakah flush mencapai drive host bergantung pada mode cache hypervisor.</translation>
    </message>
    <message>
        <source>%1 takes no drive commands: the drive-level write cache does not apply, only the kernel&apos;s view.</source>
        <extracomment>%1 device path</extracomment>
        <translation>%1 tidak menerima perintah drive: cache tulis tingkat drive tidak berlaku, hanya pandangan kernel.</translation>
    </message>
    <message>
        <source>DriveProof does not know how to ask %1 about its write cache (unknown transport).</source>
        <extracomment>%1 device path</extracomment>
        <translation>DriveProof tidak tahu cara menanyakan cache tulis kepada %1 (transpor tidak dikenal).</translation>
    </message>
    <message>
        <source>%1 is a virtual disk (%2): the write cache it reports is the hypervisor&apos;s emulation. Whether a flush reaches a real drive depends on the hypervisor&apos;s cache mode on the host.</source>
        <extracomment>%1 device path, %2 who emulates the disk: &quot;QEMU&quot;, &quot;VMware&quot;, &quot;Hyper-V&quot;, &quot;virtio&quot;...</extracomment>
        <translation>%1 adalah disk virtual (%2): cache tulis yang dilaporkannya adalah emulasi hypervisor. Apakah flush mencapai drive sebenarnya bergantung pada mode cache hypervisor di host.</translation>
    </message>
    <message>
        <source>The kernel says write through but the drive&apos;s cache is on: the kernel no longer sends flushes, so committed data can be lost at a power cut. Switch the drive&apos;s cache off, or let the kernel re-read the drive&apos;s setting.</source>
        <translation>Kernel menyatakan write through tetapi cache drive menyala: kernel tidak lagi mengirim flush, sehingga data yang sudah di-commit dapat hilang saat pemutusan daya. Matikan cache drive, atau biarkan kernel membaca ulang pengaturan drive.</translation>
    </message>
    <message>
        <source>The kernel still sends flushes although the drive&apos;s cache is off: safe, only slightly slower.</source>
        <translation>Kernel masih mengirim flush walaupun cache drive mati: aman, hanya sedikit lebih lambat.</translation>
    </message>
    <message>
        <source>The cache is off now, but the saved setting switches it back on at the next power cycle.</source>
        <translation>Cache sekarang mati, tetapi pengaturan tersimpan akan menyalakannya lagi pada siklus daya berikutnya.</translation>
    </message>
    <message>
        <source>The cache is on now, but the saved setting switches it off at the next power cycle.</source>
        <translation>Cache sekarang menyala, tetapi pengaturan tersimpan akan mematikannya pada siklus daya berikutnya.</translation>
    </message>
    <message>
        <source>%1 cannot keep this setting after a power cycle here, so nothing was changed. Switch it without &quot;keep after reboot&quot;: it then lasts until the next power cycle.</source>
        <extracomment>%1 device path</extracomment>
        <translation>%1 tidak dapat mempertahankan pengaturan ini setelah siklus daya di sini, jadi tidak ada yang diubah. Ubahlah tanpa &quot;pertahankan setelah boot ulang&quot;: pengaturan lalu bertahan sampai siklus daya berikutnya.</translation>
    </message>
    <message>
        <source>%1 has no volatile write cache that can be switched.</source>
        <extracomment>%1 device path</extracomment>
        <translation>%1 tidak memiliki cache tulis volatil yang dapat diubah.</translation>
    </message>
    <message>
        <source>%1 does not allow its write cache setting to be changed.</source>
        <extracomment>%1 device path</extracomment>
        <translation>%1 tidak mengizinkan pengaturan cache tulisnya diubah.</translation>
    </message>
    <message>
        <source>The helper&apos;s write-cache reply names no device.</source>
        <translation>Balasan cache tulis dari program pembantu tidak menyebut perangkat.</translation>
    </message>
    <message>
        <source>Whether the write cache of %1 is on could not be read: %2</source>
        <extracomment>%1 device path, %2 the error the drive or the kernel gave</extracomment>
        <translation>Tidak dapat membaca apakah cache tulis %1 menyala: %2</translation>
    </message>
    <message>
        <source>Whether the write cache of %1 can be switched could not be read: %2</source>
        <extracomment>%1 device path, %2 the error the drive or the kernel gave</extracomment>
        <translation>Tidak dapat membaca apakah cache tulis %1 dapat diubah: %2</translation>
    </message>
    <message>
        <source>The saved write cache setting of %1 could not be read: %2</source>
        <extracomment>%1 device path, %2 the error the drive or the kernel gave</extracomment>
        <translation>Pengaturan tersimpan cache tulis %1 tidak dapat dibaca: %2</translation>
    </message>
    <message>
        <source>Finding %1 (%2)</source>
        <extracomment>a finding this version does not know (from a newer helper); %1 its code, %2 its arguments</extracomment>
        <translation>Temuan %1 (%2)</translation>
    </message>
    <message>
        <source>write back</source>
        <extracomment>the kernel&apos;s view of a drive&apos;s cache (queue/write_cache): it sends flushes</extracomment>
        <translation>tulis tunda</translation>
    </message>
    <message>
        <source>write through</source>
        <extracomment>the kernel&apos;s view of a drive&apos;s cache (queue/write_cache): it sends no flushes</extracomment>
        <translation>tulis langsung</translation>
    </message>
    <message>
        <source>The helper&apos;s write-cache reply has findings in a form this version does not read. Restart DriveProof after an update.</source>
        <translation>Balasan cache tulis dari program pembantu berisi temuan dalam bentuk yang tidak dapat dibaca versi ini. Mulai ulang DriveProof setelah pembaruan.</translation>
    </message>
    <message>
        <source>The helper&apos;s write-cache reply has a finding without a code. Restart DriveProof after an update.</source>
        <translation>Balasan cache tulis dari program pembantu berisi temuan tanpa kode. Mulai ulang DriveProof setelah pembaruan.</translation>
    </message>
    <message>
        <source>A self-test is already running on the drive.</source>
        <translation>Uji mandiri sudah berjalan pada drive.</translation>
    </message>
</context>
<context>
    <name>DriveProof::Capacity</name>
    <message>
        <source>Writing records</source>
        <translation>Menulis rekaman</translation>
    </message>
    <message>
        <source>Pushing the drive&apos;s cache out</source>
        <translation>Mendorong keluar cache drive</translation>
    </message>
    <message>
        <source>Reading back</source>
        <translation>Membaca kembali</translation>
    </message>
    <message>
        <source>Closing in on the boundary</source>
        <translation>Mempersempit batas</translation>
    </message>
    <message>
        <source>records written elsewhere (wrap-around)</source>
        <translation>rekaman yang ditulis di tempat lain (kembali ke awal)</translation>
    </message>
    <message>
        <source>zeros</source>
        <translation>nol</translation>
    </message>
    <message>
        <source>not what was written</source>
        <translation>bukan yang ditulis</translation>
    </message>
    <message>
        <source>damaged records</source>
        <translation>rekaman rusak</translation>
    </message>
    <message>
        <source>read errors</source>
        <translation>kesalahan baca</translation>
    </message>
    <message>
        <source>Usable size proved: %1 (%2 bytes).</source>
        <extracomment>%1 a size, e.g. &quot;62.1 GB&quot;, %2 the same in bytes</extracomment>
        <translation>Ukuran pakai yang terbukti: %1 (%2 bita).</translation>
    </message>
    <message>
        <source>First bad block at byte %1; the boundary is known to within %2.</source>
        <extracomment>%1 a byte offset as a number, %2 a size, e.g. &quot;4 kB&quot;</extracomment>
        <translation>Blok buruk pertama di bita %1; batasnya diketahui dengan ketelitian %2.</translation>
    </message>
    <message numerus="yes">
        <source>%n write request(s), %1 written, in %2 s.</source>
        <extracomment>%n write requests, %1 a size, e.g. &quot;1.1 GB&quot;, %2 seconds, e.g. &quot;12.5&quot;</extracomment>
        <translation>
            <numerusform>%n permintaan tulis, %1 ditulis, dalam %2 dtk.</numerusform>
        </translation>
    </message>
    <message>
        <source>Genuine: every record written across all %1 bytes (%2) read back where it was written.</source>
        <extracomment>%1 the drive&apos;s size in bytes as a number, %2 the same size short, e.g. &quot;1.0 TB&quot;</extracomment>
        <translation>Asli: setiap rekaman yang ditulis di seluruh %1 bita (%2) terbaca kembali di tempat ia ditulis.</translation>
    </message>
    <message>
        <source>Fake: only the first %1 are real; writes beyond that land at the start again (wrap-around). The drive claims %2.</source>
        <extracomment>%1 the real size, e.g. &quot;62.1 GB&quot;, %2 the size the drive claims, e.g. &quot;128.0 GB&quot;</extracomment>
        <translation>Palsu: hanya %1 pertama yang nyata; tulisan setelahnya mendarat lagi di awal (kembali ke awal). Drive mengaku %2.</translation>
    </message>
    <message>
        <source>Fake: writes beyond %1 are thrown away. The drive claims %2.</source>
        <extracomment>%1 where the real part ends, e.g. &quot;120.3 GB&quot;, %2 the size the drive claims</extracomment>
        <translation>Palsu: tulisan setelah %1 dibuang. Drive mengaku %2.</translation>
    </message>
    <message numerus="yes">
        <source>Damaged: %n block(s) did not hold what was written, the first at %1.</source>
        <extracomment>%n how many blocks, %1 the position of the first one, e.g. &quot;3.2 GB&quot;</extracomment>
        <translation>
            <numerusform>Rusak: %n blok tidak berisi yang ditulis, yang pertama di %1.</numerusform>
        </translation>
    </message>
    <message>
        <source>Could not decide: the test was cancelled.</source>
        <translation>Tidak dapat memutuskan: uji dibatalkan.</translation>
    </message>
    <message>
        <source>Could not decide: the drive did not accept a flush of its cache.</source>
        <translation>Tidak dapat memutuskan: drive tidak menerima pengosongan cache-nya.</translation>
    </message>
    <message>
        <source>Could not decide: the device is too small to test.</source>
        <translation>Tidak dapat memutuskan: perangkat terlalu kecil untuk diuji.</translation>
    </message>
    <message>
        <source>Could not decide: nothing that was written could be read back.</source>
        <translation>Tidak dapat memutuskan: tidak ada yang ditulis yang dapat dibaca kembali.</translation>
    </message>
    <message>
        <source>The drive was reset before reading back: what its controller kept in memory was lost.</source>
        <translation>Drive direset sebelum dibaca ulang: apa yang disimpan pengontrolnya di memori hilang.</translation>
    </message>
    <message>
        <source>The drive was reset before reading back but did not come back.</source>
        <translation>Drive direset sebelum dibaca ulang tetapi tidak kembali.</translation>
    </message>
    <message>
        <source>Not reset before reading back: this device cannot be reset.</source>
        <translation>Tidak direset sebelum dibaca ulang: perangkat ini tidak dapat direset.</translation>
    </message>
    <message>
        <source>Not reset before reading back: only a USB drive can be reset on its own.</source>
        <translation>Tidak direset sebelum dibaca ulang: hanya drive USB yang dapat direset sendiri.</translation>
    </message>
    <message>
        <source>Not reset before reading back: only a run as root can reset a USB drive (sudo driveproof-cli capacity).</source>
        <translation>Tidak direset sebelum dibaca ulang: hanya jalankan sebagai root yang dapat mereset drive USB (sudo driveproof-cli capacity).</translation>
    </message>
    <message>
        <source>Not reset before reading back: a partition was checked, and a reset would touch the whole drive.</source>
        <translation>Tidak direset sebelum dibaca ulang: yang diperiksa sebuah partisi, dan reset akan mengenai seluruh drive.</translation>
    </message>
    <message>
        <source>Not reset before reading back: its USB device carries other drives too.</source>
        <translation>Tidak direset sebelum dibaca ulang: perangkat USB-nya juga membawa drive lain.</translation>
    </message>
    <message>
        <source>Not reset before reading back: the kernel refused (%1).</source>
        <extracomment>%1 the system&apos;s error message, e.g. &quot;Operation not permitted&quot;</extracomment>
        <translation>Tidak direset sebelum dibaca ulang: kernel menolak (%1).</translation>
    </message>
    <message>
        <source>Waiting for the drive&apos;s cache to write back</source>
        <translation>Menunggu drive menulis balik cache-nya</translation>
    </message>
</context>
<context>
    <name>DriveProof::Cli</name>
    <message>
        <source>Logical sector size in bytes (images: 512).</source>
        <translation>Ukuran sektor logis dalam byte (image: 512).</translation>
    </message>
    <message>
        <source>Physical sector size in bytes (images: 4096).</source>
        <translation>Ukuran sektor fisik dalam byte (image: 4096).</translation>
    </message>
    <message>
        <source>Optimal I/O size in bytes, 0 = not reported (images: 0).</source>
        <translation>Ukuran I/O optimal dalam byte, 0 = tidak dilaporkan (image: 0).</translation>
    </message>
    <message>
        <source>Bytes from LBA 0 to the next physical sector boundary (images: 0).</source>
        <translation>Byte dari LBA 0 sampai batas sektor fisik berikutnya (image: 0).</translation>
    </message>
    <message>
        <source>%1 %2 is not a number of bytes. Give a whole number such as 4096.</source>
        <extracomment>%1 option name, %2 the value given</extracomment>
        <translation>%1 %2 bukan jumlah byte. Berikan bilangan bulat seperti 4096.</translation>
    </message>
    <message>
        <source>%1 %2 is not a valid block size. Give a power of two from 512 to 1048576 bytes, e.g. 4096.</source>
        <extracomment>%1 option name, %2 the value given</extracomment>
        <translation>%1 %2 bukan ukuran blok yang valid. Berikan pangkat dua dari 512 sampai 1048576 byte, mis. 4096.</translation>
    </message>
    <message>
        <source>--physical-block-size %1 is smaller than --logical-block-size %2: a physical sector holds one or more logical sectors.</source>
        <extracomment>%1 physical size given, %2 logical size given</extracomment>
        <translation>--physical-block-size %1 lebih kecil dari --logical-block-size %2: satu sektor fisik memuat satu atau lebih sektor logis.</translation>
    </message>
    <message>
        <source>--physical-block-size %1 is smaller than the %3-byte logical sectors of %2: a physical sector holds one or more logical sectors.</source>
        <extracomment>%1 physical size given, %2 device, %3 its logical sector size</extracomment>
        <translation>--physical-block-size %1 lebih kecil dari sektor logis %3 byte milik %2: satu sektor fisik memuat satu atau lebih sektor logis.</translation>
    </message>
    <message>
        <source>%1 %2 is not valid. Give 0 (not reported) or a multiple of the physical block size (%3 bytes) up to 1 GiB.</source>
        <extracomment>%1 option name, %2 the value given, %3 physical sector size</extracomment>
        <translation>%1 %2 tidak valid. Berikan 0 (tidak dilaporkan) atau kelipatan ukuran blok fisik (%3 byte) hingga 1 GiB.</translation>
    </message>
    <message>
        <source>%1 %2 is not valid. Give a multiple of the logical block size (%3 bytes) smaller than the physical block size (%4 bytes), e.g. 0.</source>
        <extracomment>%1 option name, %2 the value given, %3 logical and %4 physical sector size</extracomment>
        <translation>%1 %2 tidak valid. Berikan kelipatan ukuran blok logis (%3 byte) yang lebih kecil dari ukuran blok fisik (%4 byte), mis. 0.</translation>
    </message>
    <message>
        <source>yes</source>
        <translation>ya</translation>
    </message>
    <message>
        <source>no</source>
        <translation>tidak</translation>
    </message>
    <message numerus="yes">
        <source>%n byte(s)</source>
        <extracomment>%n bytes of the optimal I/O size
----------
a size in bytes, e.g. &quot;4096 bytes&quot;</extracomment>
        <translation>
            <numerusform>%n byte</numerusform>
        </translation>
    </message>
    <message>
        <source>not reported</source>
        <translation>tidak dilaporkan</translation>
    </message>
    <message>
        <source>%1: %2 partition table, logical sector %3 bytes, physical sector %4 bytes, optimal I/O size %5, alignment offset %6 bytes.</source>
        <extracomment>%1 device or image, %2 &quot;dos&quot;/&quot;gpt&quot;, %3 and %4 sector sizes in bytes, %5 optimal I/O size (&quot;65536 bytes&quot; or &quot;not reported&quot;), %6 alignment offset in bytes</extracomment>
        <translation>%1: tabel partisi %2, sektor logis %3 byte, sektor fisik %4 byte, ukuran I/O optimal %5, offset perataan %6 byte.</translation>
    </message>
    <message>
        <source>unknown</source>
        <translation>tidak diketahui</translation>
    </message>
    <message>
        <source>The partition table of %1 has no partitions.</source>
        <extracomment>%1 device or image</extracomment>
        <translation>Tabel partisi %1 tidak memiliki partisi.</translation>
    </message>
    <message>
        <source>PARTITION</source>
        <translation>PARTISI</translation>
    </message>
    <message>
        <source>START (sector)</source>
        <translation>AWAL (sektor)</translation>
    </message>
    <message>
        <source>START (bytes)</source>
        <translation>AWAL (byte)</translation>
    </message>
    <message>
        <source>LOGICAL</source>
        <translation>LOGIS</translation>
    </message>
    <message>
        <source>PHYSICAL</source>
        <translation>FISIK</translation>
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
        <translation>PUTUSAN</translation>
    </message>
    <message>
        <source>No drive or file named %1. Give a drive such as /dev/sdb (see &apos;driveproof-cli list&apos;) or the path of a disk image.</source>
        <extracomment>%1 what the user typed</extracomment>
        <translation>Tidak ada drive atau berkas bernama %1. Berikan drive seperti /dev/sdb (lihat &apos;driveproof-cli list&apos;) atau path image disk.</translation>
    </message>
    <message>
        <source>%1 is a partition. Give the whole drive instead: &apos;driveproof-cli align %2&apos;.</source>
        <extracomment>%1 the partition given, %2 its whole drive</extracomment>
        <translation>%1 adalah partisi. Berikan drive utuhnya: &apos;driveproof-cli align %2&apos;.</translation>
    </message>
    <message>
        <source>Check that every partition of a drive or a disk image starts on a boundary that suits the drive: its physical sectors, 1 MiB and its optimal I/O size.</source>
        <translation>Periksa apakah setiap partisi drive atau image disk dimulai pada batas yang cocok untuk drive: sektor fisiknya, 1 MiB, dan ukuran I/O optimalnya.</translation>
    </message>
    <message>
        <source>A drive (/dev/sdb, sdb) or a disk image file.</source>
        <translation>Drive (/dev/sdb, sdb) atau berkas image disk.</translation>
    </message>
    <message>
        <source>Print JSON (keys in docs/json.md).</source>
        <translation>Cetak JSON (kunci di docs/json.md).</translation>
    </message>
    <message>
        <source>&apos;align&apos; needs exactly one drive or disk image, e.g. &apos;driveproof-cli align /dev/sdb&apos; or &apos;driveproof-cli align disk.img&apos;.</source>
        <translation>&apos;align&apos; memerlukan tepat satu drive atau image disk, mis. &apos;driveproof-cli align /dev/sdb&apos; atau &apos;driveproof-cli align disk.img&apos;.</translation>
    </message>
    <message>
        <source>This test writes over the data on %1. Everything on it will be lost.
Type the device name (%2) to go on: </source>
        <extracomment>%1 device node, %2 its short name the user must type</extracomment>
        <translation>Uji ini menimpa data di %1. Semua isinya akan hilang.
Ketik nama perangkat (%2) untuk melanjutkan: </translation>
    </message>
    <message>
        <source>There is no device %1. Run &apos;driveproof-cli list&apos; to see the drives on this machine.</source>
        <extracomment>%1 what the user typed</extracomment>
        <translation>Tidak ada perangkat %1. Jalankan &apos;driveproof-cli list&apos; untuk melihat drive di mesin ini.</translation>
    </message>
    <message>
        <source>There is no folder or file %1. Give an existing folder (a temporary test file is made in it), a file or a block device.</source>
        <extracomment>%1 what the user typed</extracomment>
        <translation>Tidak ada folder atau berkas %1. Berikan folder yang ada (berkas uji sementara dibuat di dalamnya), berkas, atau perangkat blok.</translation>
    </message>
    <message>
        <source>%1 is not a folder, a regular file or a block device (it is a pipe, a socket or a character device). Give a folder, a file or a block device.</source>
        <extracomment>%1 what the user typed</extracomment>
        <translation>%1 bukan folder, berkas biasa, atau perangkat blok (melainkan pipe, soket, atau perangkat karakter). Berikan folder, berkas, atau perangkat blok.</translation>
    </message>
    <message>
        <source>%1 is a device: this test writes to it and destroys its data. Add --destructive if that is what you want, or give a folder.</source>
        <extracomment>%1 device node</extracomment>
        <translation>%1 adalah perangkat: uji ini menulis ke sana dan menghancurkan datanya. Tambahkan --destructive jika memang itu yang Anda inginkan, atau berikan folder.</translation>
    </message>
    <message>
        <source>%1 is in use: %2 Nothing was written.</source>
        <extracomment>%1 device node, %2 a sentence saying what uses it, e.g. &quot;/dev/loop0 backs the loop device /dev/loop1. /dev/loop1 is mounted on /mnt.&quot;</extracomment>
        <translation>%1 sedang dipakai: %2 Tidak ada yang ditulis.</translation>
    </message>
    <message>
        <source>The name did not match; nothing was written.</source>
        <translation>Nama tidak cocok; tidak ada yang ditulis.</translation>
    </message>
    <message>
        <source>--output cannot write %1: %2.</source>
        <extracomment>%1 file name, %2 the system&apos;s error text</extracomment>
        <translation>--output tidak dapat menulis %1: %2.</translation>
    </message>
    <message>
        <source>Cancelled while the test file was being prepared; it was removed.</source>
        <translation>Dibatalkan saat berkas uji sedang disiapkan; berkas itu telah dihapus.</translation>
    </message>
    <message>
        <source>--cache-ab needs to know the drive under the target, and it could not be found.</source>
        <translation>--cache-ab perlu mengetahui drive di bawah target, dan drive itu tidak dapat ditemukan.</translation>
    </message>
    <message>
        <source>--only %1 matches no measurement of this test. The keys are the &quot;key&quot; fields of its --json output.</source>
        <extracomment>%1 what the user gave to --only</extracomment>
        <translation>--only %1 tidak cocok dengan pengukuran apa pun dari uji ini. Kuncinya adalah field &quot;key&quot; pada keluaran --json uji ini.</translation>
    </message>
    <message>
        <source>Cannot write %1: %2.</source>
        <extracomment>%1 file name, %2 the system&apos;s error text
----------
%1 file, %2 the system&apos;s reason</extracomment>
        <translation>Tidak dapat menulis %1: %2.</translation>
    </message>
    <message>
        <source>Cancelled; the lines above finished before that.</source>
        <translation>Dibatalkan; baris di atas sudah selesai sebelumnya.</translation>
    </message>
    <message>
        <source>Measure a drive: commit rate (like pg_test_fsync), throughput, random I/O, sweeps, the hybrid-cache check.
FAMILY is one of: quick, commit, throughput (or seq), sustained, surface, random, sweep (with --axis), sweep-block-size, sweep-queue-depth, sweep-threads, hybrid.
TARGET is a folder (default: the current one; a temporary file is created and removed), an existing file (used in place, never grown), or a block device (read tests; writing needs --destructive).</source>
        <translation>Ukur sebuah drive: laju commit (seperti pg_test_fsync), throughput, I/O acak, sapuan, pemeriksaan cache hibrida.
FAMILY adalah salah satu dari: quick, commit, throughput (atau seq), sustained, surface, random, sweep (dengan --axis), sweep-block-size, sweep-queue-depth, sweep-threads, hybrid.
TARGET adalah folder (bawaan: folder saat ini; berkas sementara dibuat lalu dihapus), berkas yang ada (dipakai apa adanya, tidak pernah diperbesar), atau perangkat blok (uji baca; penulisan memerlukan --destructive).</translation>
    </message>
    <message>
        <source>The test to run.</source>
        <translation>Uji yang akan dijalankan.</translation>
    </message>
    <message>
        <source>Folder, file or device (or --target).</source>
        <translation>Folder, berkas, atau perangkat (atau --target).</translation>
    </message>
    <message>
        <source>Folder, file or device, like TARGET.</source>
        <translation>Folder, berkas, atau perangkat, seperti TARGET.</translation>
    </message>
    <message>
        <source>Test area or temporary file size, e.g. 1G, 256M (default: 1G; commit: 16M; a device: all of it for the surface scan).</source>
        <translation>Ukuran area uji atau berkas sementara, mis. 1G, 256M (bawaan: 1G; commit: 16M; perangkat: seluruhnya untuk pemindaian permukaan).</translation>
    </message>
    <message>
        <source>Seconds per measurement (default: 5).</source>
        <translation>Detik per pengukuran (bawaan: 5).</translation>
    </message>
    <message>
        <source>I/O engine: auto, io_uring or psync (default: auto).</source>
        <translation>Mesin I/O: auto, io_uring, atau psync (bawaan: auto).</translation>
    </message>
    <message>
        <source>Block size for random, sweeps and sustained, e.g. 4k.</source>
        <translation>Ukuran blok untuk random, sapuan, dan sustained, mis. 4k.</translation>
    </message>
    <message>
        <source>I/Os in flight per thread (sweeps, sustained).</source>
        <translation>I/O yang sedang berjalan per thread (sapuan, sustained).</translation>
    </message>
    <message>
        <source>Threads (sweeps).</source>
        <translation>Thread (sapuan).</translation>
    </message>
    <message>
        <source>Sweeps: 100 reads only (default), 0 writes only, or a mix.</source>
        <translation>Sapuan: 100 hanya baca (bawaan), 0 hanya tulis, atau campuran.</translation>
    </message>
    <message>
        <source>Quick, throughput, random: reads only.</source>
        <translation>Quick, throughput, random: hanya baca.</translation>
    </message>
    <message>
        <source>Quick, throughput, random: writes only.</source>
        <translation>Quick, throughput, random: hanya tulis.</translation>
    </message>
    <message>
        <source>Quick, throughput, random: a mix with this percentage of reads, e.g. 70.</source>
        <translation>Quick, throughput, random: campuran dengan persentase baca ini, mis. 70.</translation>
    </message>
    <message>
        <source>One CrystalDiskMark preset: SEQ1M-Q8T1, SEQ1M-Q1T1, RND4K-Q32T1, RND4K-Q1T1 (or any RND|SEQ&lt;size&gt;-Q&lt;depth&gt;T&lt;threads&gt;).</source>
        <translation>Satu preset CrystalDiskMark: SEQ1M-Q8T1, SEQ1M-Q1T1, RND4K-Q32T1, RND4K-Q1T1 (atau RND|SEQ&lt;size&gt;-Q&lt;depth&gt;T&lt;threads&gt; apa pun).</translation>
    </message>
    <message>
        <source>sweep: block-size (default), queue-depth or threads.</source>
        <translation>sweep: block-size (bawaan), queue-depth, atau threads.</translation>
    </message>
    <message>
        <source>Hybrid check: seconds the drive stays idle between the passes (default: 300).</source>
        <translation>Pemeriksaan hibrida: detik drive dibiarkan menganggur di antara dua lintasan (bawaan: 300).</translation>
    </message>
    <message>
        <source>Commit: measure again with the drive&apos;s write cache off, then switch it back on.</source>
        <translation>Commit: ukur lagi dengan cache tulis drive dimatikan, lalu nyalakan kembali.</translation>
    </message>
    <message>
        <source>Allow a write test on a raw device: everything on it is lost.</source>
        <translation>Izinkan uji tulis pada perangkat mentah: semua isinya hilang.</translation>
    </message>
    <message>
        <source>Go through the page cache (no O_DIRECT).</source>
        <translation>Lewat page cache (tanpa O_DIRECT).</translation>
    </message>
    <message>
        <source>Print the result as JSON (docs/json.md).</source>
        <translation>Cetak hasil sebagai JSON (docs/json.md).</translation>
    </message>
    <message>
        <source>Also write the JSON result to FILE.</source>
        <translation>Tulis juga hasil JSON ke FILE.</translation>
    </message>
    <message>
        <source>Run only the measurements with these keys, separated by commas (e.g. rnd4kq32t1.read, commit.s1.fdatasync).</source>
        <translation>Jalankan hanya pengukuran dengan kunci ini, dipisahkan koma (mis. rnd4kq32t1.read, commit.s1.fdatasync).</translation>
    </message>
    <message>
        <source>Do not keep the result in the drive&apos;s history.</source>
        <translation>Jangan simpan hasil di riwayat drive.</translation>
    </message>
    <message>
        <source>&apos;bench&apos; needs a FAMILY and at most one TARGET, e.g. &apos;driveproof-cli bench quick ~/&apos;.</source>
        <translation>&apos;bench&apos; memerlukan FAMILY dan paling banyak satu TARGET, mis. &apos;driveproof-cli bench quick ~/&apos;.</translation>
    </message>
    <message>
        <source>--axis goes with &apos;sweep&apos; and takes block-size, queue-depth or threads, not &apos;%1&apos;.</source>
        <extracomment>%1 what the user typed</extracomment>
        <translation>--axis dipakai bersama &apos;sweep&apos; dan menerima block-size, queue-depth, atau threads, bukan &apos;%1&apos;.</translation>
    </message>
    <message>
        <source>unknown test &apos;%1&apos;. Try &apos;driveproof-cli bench --help&apos;.</source>
        <extracomment>%1 what the user typed</extracomment>
        <translation>uji tidak dikenal &apos;%1&apos;. Coba &apos;driveproof-cli bench --help&apos;.</translation>
    </message>
    <message>
        <source>--size takes a size of at least 4K, such as 1G or 256M, not &apos;%1&apos;.</source>
        <extracomment>%1 what the user typed</extracomment>
        <translation>--size menerima ukuran minimal 4K, seperti 1G atau 256M, bukan &apos;%1&apos;.</translation>
    </message>
    <message>
        <source>--duration takes seconds, e.g. 5, not &apos;%1&apos;.</source>
        <extracomment>%1 what the user typed</extracomment>
        <translation>--duration menerima detik, mis. 5, bukan &apos;%1&apos;.</translation>
    </message>
    <message>
        <source>--backend takes auto, io_uring or psync, not &apos;%1&apos;.</source>
        <extracomment>%1 what the user typed</extracomment>
        <translation>--backend menerima auto, io_uring, atau psync, bukan &apos;%1&apos;.</translation>
    </message>
    <message>
        <source>--block-size takes a multiple of 512 bytes up to 64M, not &apos;%1&apos;.</source>
        <extracomment>%1 what the user typed</extracomment>
        <translation>--block-size menerima kelipatan 512 byte hingga 64M, bukan &apos;%1&apos;.</translation>
    </message>
    <message>
        <source>--%1 takes a whole number up to %2, not &apos;%3&apos;.</source>
        <extracomment>%1 the option, %2 the largest value, %3 what the user typed</extracomment>
        <translation>--%1 menerima bilangan bulat hingga %2, bukan &apos;%3&apos;.</translation>
    </message>
    <message>
        <source>--idle takes seconds, not &apos;%1&apos;.</source>
        <extracomment>%1 what the user typed</extracomment>
        <translation>--idle menerima detik, bukan &apos;%1&apos;.</translation>
    </message>
    <message>
        <source>Give one of --read, --write and --mix.</source>
        <translation>Berikan salah satu dari --read, --write, dan --mix.</translation>
    </message>
    <message>
        <source>--mix takes the percentage of reads, 0 to 100, not &apos;%1&apos;.</source>
        <extracomment>%1 what the user typed</extracomment>
        <translation>--mix menerima persentase baca, 0 sampai 100, bukan &apos;%1&apos;.</translation>
    </message>
    <message>
        <source>--preset takes a name such as RND4K-Q32T1 or SEQ1M-Q8T1, not &apos;%1&apos;.</source>
        <extracomment>%1 what the user typed</extracomment>
        <translation>--preset menerima nama seperti RND4K-Q32T1 atau SEQ1M-Q8T1, bukan &apos;%1&apos;.</translation>
    </message>
    <message>
        <source>--preset goes with quick, random or seq.</source>
        <translation>--preset dipakai bersama quick, random, atau seq.</translation>
    </message>
    <message>
        <source>--cache-ab goes with the commit test.</source>
        <translation>--cache-ab dipakai bersama uji commit.</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <extracomment>flushes per commit on one device: %1 device, %2 flushes per commit</extracomment>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>Commit method</source>
        <translation>Metode commit</translation>
    </message>
    <message>
        <source>Commits/s</source>
        <translation>Commit/dtk</translation>
    </message>
    <message>
        <source>Mean µs</source>
        <translation>Rerata µs</translation>
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
        <translation>Maks µs</translation>
    </message>
    <message>
        <source>Flushes/commit</source>
        <translation>Flush/commit</translation>
    </message>
    <message>
        <source>Test</source>
        <translation>Uji</translation>
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
        <translation>baik</translation>
    </message>
    <message>
        <source>caution</source>
        <translation>waspada</translation>
    </message>
    <message>
        <source>danger</source>
        <translation>bahaya</translation>
    </message>
    <message>
        <source>note</source>
        <translation>catatan</translation>
    </message>
    <message>
        <source>[%1%] %2: %3, %4, %5 left</source>
        <extracomment>live progress: %1 percent done, %2 the step, %3 rate, %4 IOPS, %5 time left (m:ss)</extracomment>
        <translation>[%1%] %2: %3, %4, sisa %5</translation>
    </message>
    <message>
        <source>[%1%] %2</source>
        <extracomment>live progress without numbers: %1 percent done, %2 the step</extracomment>
        <translation>[%1%] %2</translation>
    </message>
    <message>
        <source>%1 on %2</source>
        <extracomment>%1 the test&apos;s title, %2 where it ran</extracomment>
        <translation>%1 pada %2</translation>
    </message>
    <message>
        <source>- %1: %2</source>
        <extracomment>a verdict as a list item: %1 good/caution/danger/note, %2 the verdict</extracomment>
        <translation>- %1: %2</translation>
    </message>
    <message>
        <source>on</source>
        <extracomment>the drive&apos;s write cache</extracomment>
        <translation>menyala</translation>
    </message>
    <message>
        <source>off</source>
        <translation>mati</translation>
    </message>
    <message>
        <source>yes, through udisks2 (re-applied at every boot)</source>
        <translation>ya, melalui udisks2 (diterapkan ulang setiap boot)</translation>
    </message>
    <message>
        <source>yes, saved in the drive</source>
        <translation>ya, disimpan di drive</translation>
    </message>
    <message>
        <source>no: a change lasts until the next power cycle</source>
        <translation>tidak: perubahan bertahan sampai siklus daya berikutnya</translation>
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
        <translation>tidak ada (tidak menerima perintah drive)</translation>
    </message>
    <message>
        <source>Device</source>
        <translation>Perangkat</translation>
    </message>
    <message>
        <source>Protocol</source>
        <translation>Protokol</translation>
    </message>
    <message>
        <source>Drive has a write cache</source>
        <translation>Drive memiliki cache tulis</translation>
    </message>
    <message>
        <source>Drive&apos;s cache now</source>
        <translation>Cache drive saat ini</translation>
    </message>
    <message>
        <source>Saved setting</source>
        <translation>Pengaturan tersimpan</translation>
    </message>
    <message>
        <source>none</source>
        <translation>tidak ada</translation>
    </message>
    <message>
        <source>Can be changed</source>
        <translation>Dapat diubah</translation>
    </message>
    <message>
        <source>Keeps after reboot</source>
        <translation>Bertahan setelah boot ulang</translation>
    </message>
    <message>
        <source>Kernel&apos;s view</source>
        <translation>Pandangan kernel</translation>
    </message>
    <message>
        <source>Kernel uses FUA</source>
        <translation>Kernel memakai FUA</translation>
    </message>
    <message>
        <source>Sources</source>
        <translation>Sumber</translation>
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
        <translation>buruk</translation>
    </message>
    <message>
        <source>Overall</source>
        <translation>Keseluruhan</translation>
    </message>
    <message>
        <source>Temperature</source>
        <extracomment>temperature in degrees Celsius</extracomment>
        <translation>Suhu</translation>
    </message>
    <message>
        <source>%1 °C</source>
        <translation>%1 °C</translation>
    </message>
    <message>
        <source>Power-on hours</source>
        <translation>Jam menyala</translation>
    </message>
    <message>
        <source>Power cycles</source>
        <translation>Siklus daya</translation>
    </message>
    <message>
        <source>Unsafe shutdowns</source>
        <translation>Pematian tidak aman</translation>
    </message>
    <message>
        <source>Bad sectors</source>
        <translation>Sektor rusak</translation>
    </message>
    <message>
        <source>Media errors</source>
        <translation>Error media</translation>
    </message>
    <message>
        <source>Wear</source>
        <extracomment>wear of an SSD, in percent of its rated life</extracomment>
        <translation>Keausan</translation>
    </message>
    <message>
        <source>%1 %</source>
        <translation>%1 %</translation>
    </message>
    <message>
        <source>Available spare</source>
        <translation>Cadangan tersedia</translation>
    </message>
    <message>
        <source>Source</source>
        <translation>Sumber</translation>
    </message>
    <message>
        <source>%1 is a partition; the write cache and health belong to the whole drive. Give %2 instead.</source>
        <extracomment>%1 partition the user gave, %2 its whole drive</extracomment>
        <translation>%1 adalah partisi; cache tulis dan kesehatan milik drive utuh. Berikan %2 sebagai gantinya.</translation>
    </message>
    <message>
        <source>Show the drive&apos;s volatile write cache next to the kernel&apos;s view, or switch it.</source>
        <translation>Tampilkan cache tulis volatil drive berdampingan dengan pandangan kernel, atau ubah.</translation>
    </message>
    <message>
        <source>A drive, e.g. /dev/sda.</source>
        <translation>Sebuah drive, mis. /dev/sda.</translation>
    </message>
    <message>
        <source>Switch the drive&apos;s cache on or off.</source>
        <translation>Nyalakan atau matikan cache drive.</translation>
    </message>
    <message>
        <source>Keep the setting after a power cycle, where the drive or udisks2 can keep it honestly.</source>
        <translation>Pertahankan pengaturan setelah siklus daya, bila drive atau udisks2 benar-benar dapat mempertahankannya.</translation>
    </message>
    <message>
        <source>&apos;cache&apos; needs exactly one DEVICE, e.g. &apos;driveproof-cli cache /dev/sda&apos;.</source>
        <translation>&apos;cache&apos; memerlukan tepat satu DEVICE, mis. &apos;driveproof-cli cache /dev/sda&apos;.</translation>
    </message>
    <message>
        <source>--set takes &apos;on&apos; or &apos;off&apos;, not &apos;%1&apos;.</source>
        <extracomment>%1 the value the user gave</extracomment>
        <translation>--set menerima &apos;on&apos; atau &apos;off&apos;, bukan &apos;%1&apos;.</translation>
    </message>
    <message>
        <source>--persist goes with --set on|off.</source>
        <translation>--persist dipakai bersama --set on|off.</translation>
    </message>
    <message>
        <source>Show the drive&apos;s health: overall verdict, temperature, hours, power cycles, unsafe shutdowns.</source>
        <translation>Tampilkan kesehatan drive: putusan keseluruhan, suhu, jam, siklus daya, pematian tidak aman.</translation>
    </message>
    <message>
        <source>&apos;health&apos; needs exactly one DEVICE, e.g. &apos;driveproof-cli health /dev/sda&apos;.</source>
        <translation>&apos;health&apos; memerlukan tepat satu DEVICE, mis. &apos;driveproof-cli health /dev/sda&apos;.</translation>
    </message>
    <message>
        <source>--language needs a language, one of: %1.</source>
        <extracomment>%1 the language codes DriveProof has, e.g. &quot;de, en, es&quot;</extracomment>
        <translation>--language memerlukan bahasa, salah satu dari: %1.</translation>
    </message>
    <message>
        <source>unknown language &apos;%1&apos;. Choose one of: %2.</source>
        <extracomment>%1 what was given after --language, %2 the language codes DriveProof has, e.g. &quot;de, en, es&quot;</extracomment>
        <translation>bahasa tidak dikenal &apos;%1&apos;. Pilih salah satu dari: %2.</translation>
    </message>
    <message>
        <source>Show help for this command.</source>
        <translation>Tampilkan bantuan untuk perintah ini.</translation>
    </message>
    <message>
        <source>%1. Try &apos;driveproof-cli %2 --help&apos;.</source>
        <extracomment>%1 the parser&apos;s error, %2 the subcommand</extracomment>
        <translation>%1. Coba &apos;driveproof-cli %2 --help&apos;.</translation>
    </message>
    <message>
        <source>%1 (%2 bytes)</source>
        <extracomment>%1 size with unit, e.g. &quot;500.1 GB&quot;; %2 exact byte count</extracomment>
        <translation>%1 (%2 byte)</translation>
    </message>
    <message>
        <source>Write every drive&apos;s findings for Prometheus and other OpenMetrics readers: identity, health, write-cache views, alignment and the latest test results (docs/fleet.md).</source>
        <translation>Tulis temuan setiap drive untuk Prometheus dan pembaca OpenMetrics lainnya: identitas, kesehatan, pandangan cache tulis, perataan, dan hasil uji terbaru (docs/fleet.md).</translation>
    </message>
    <message>
        <source>OpenMetrics text, also readable by node_exporter&apos;s textfile collector.</source>
        <translation>Teks OpenMetrics, juga dapat dibaca oleh textfile collector node_exporter.</translation>
    </message>
    <message>
        <source>Write to FILE, replacing it atomically, instead of standard output.</source>
        <translation>Tulis ke FILE, menggantinya secara atomik, alih-alih ke keluaran standar.</translation>
    </message>
    <message>
        <source>FILE</source>
        <translation>FILE</translation>
    </message>
    <message>
        <source>Export only this drive (a loop device too); may be given more than once.</source>
        <translation>Ekspor hanya drive ini (perangkat loop juga bisa); dapat diberikan lebih dari sekali.</translation>
    </message>
    <message>
        <source>DEVICE</source>
        <translation>DEVICE</translation>
    </message>
    <message>
        <source>Export loop devices too (left out by default).</source>
        <translation>Ekspor juga perangkat loop (secara bawaan tidak disertakan).</translation>
    </message>
    <message>
        <source>Read test results from this DriveProof data folder (holding history/ and powerloss/) instead of yours; may be given more than once.</source>
        <translation>Baca hasil uji dari folder data DriveProof ini (yang berisi history/ dan powerloss/) alih-alih folder Anda; dapat diberikan lebih dari sekali.</translation>
    </message>
    <message>
        <source>FOLDER</source>
        <translation>FOLDER</translation>
    </message>
    <message>
        <source>Read the test results of every user of this machine (needs root).</source>
        <translation>Baca hasil uji semua pengguna mesin ini (memerlukan root).</translation>
    </message>
    <message>
        <source>&apos;export&apos; takes no arguments. Use --device DEVICE for one drive.</source>
        <translation>&apos;export&apos; tidak menerima argumen. Gunakan --device DEVICE untuk satu drive.</translation>
    </message>
    <message>
        <source>Choose a format: &apos;driveproof-cli export --openmetrics&apos;.</source>
        <translation>Pilih format: &apos;driveproof-cli export --openmetrics&apos;.</translation>
    </message>
    <message>
        <source>raw, 512 bytes</source>
        <translation>mentah, 512 byte</translation>
    </message>
    <message>
        <source>hex words (hdparm --Istdout)</source>
        <translation>word heksadesimal (hdparm --Istdout)</translation>
    </message>
    <message>
        <source>%1 (48-bit addressing)</source>
        <extracomment>%1 number of sectors</extracomment>
        <translation>%1 (pengalamatan 48-bit)</translation>
    </message>
    <message>
        <source>%1 (28-bit addressing)</source>
        <translation>%1 (pengalamatan 28-bit)</translation>
    </message>
    <message>
        <source>%1 (not reported; assumed)</source>
        <extracomment>%1 a size in bytes; the drive predates sector size reporting (IDENTIFY word 106)</extracomment>
        <translation>%1 (tidak dilaporkan; diasumsikan)</translation>
    </message>
    <message>
        <source>non-rotating (solid state)</source>
        <translation>tidak berputar (solid state)</translation>
    </message>
    <message>
        <source>%L1 rpm</source>
        <extracomment>%L1 revolutions per minute</extracomment>
        <translation>%L1 rpm</translation>
    </message>
    <message>
        <source>yes, queue depth %1</source>
        <extracomment>%1 the number of commands the drive can queue</extracomment>
        <translation>ya, kedalaman antrean %1</translation>
    </message>
    <message>
        <source>IDENTIFY dump</source>
        <translation>Dump IDENTIFY</translation>
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
        <translation>Nomor seri</translation>
    </message>
    <message>
        <source>Firmware</source>
        <translation>Firmware</translation>
    </message>
    <message>
        <source>Capacity</source>
        <translation>Kapasitas</translation>
    </message>
    <message>
        <source>Sectors</source>
        <translation>Sektor</translation>
    </message>
    <message>
        <source>Logical sector</source>
        <translation>Sektor logis</translation>
    </message>
    <message>
        <source>Physical sector</source>
        <translation>Sektor fisik</translation>
    </message>
    <message>
        <source>Alignment offset</source>
        <extracomment>where logical sector 0 starts inside its physical sector</extracomment>
        <translation>Offset perataan</translation>
    </message>
    <message>
        <source>Rotation rate</source>
        <translation>Kecepatan putar</translation>
    </message>
    <message>
        <source>Write cache supported</source>
        <translation>Cache tulis didukung</translation>
    </message>
    <message>
        <source>Write cache enabled</source>
        <translation>Cache tulis aktif</translation>
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
        <translation>benar</translation>
    </message>
    <message>
        <source>not present</source>
        <translation>tidak ada</translation>
    </message>
    <message>
        <source>Note</source>
        <translation>Catatan</translation>
    </message>
    <message>
        <source>the drive marked this data as incomplete</source>
        <translation>drive menandai data ini sebagai tidak lengkap</translation>
    </message>
    <message>
        <source>Backing file</source>
        <translation>Berkas pendukung</translation>
    </message>
    <message>
        <source>Vendor</source>
        <translation>Vendor</translation>
    </message>
    <message>
        <source>WWN</source>
        <translation>WWN</translation>
    </message>
    <message>
        <source>Transport</source>
        <translation>Transpor</translation>
    </message>
    <message>
        <source>Size</source>
        <translation>Ukuran</translation>
    </message>
    <message>
        <source>Minimum I/O</source>
        <translation>I/O minimum</translation>
    </message>
    <message>
        <source>Optimal I/O</source>
        <translation>I/O optimal</translation>
    </message>
    <message>
        <source>Media</source>
        <translation>Media</translation>
    </message>
    <message>
        <source>Removable</source>
        <translation>Dapat dilepas</translation>
    </message>
    <message>
        <source>Read-only</source>
        <translation>Hanya baca</translation>
    </message>
    <message>
        <source>Write cache (kernel view)</source>
        <translation>Cache tulis (pandangan kernel)</translation>
    </message>
    <message>
        <source>FUA</source>
        <translation>FUA</translation>
    </message>
    <message>
        <source>Mounted on</source>
        <translation>Dikaitkan di</translation>
    </message>
    <message>
        <source>not mounted</source>
        <translation>tidak dikaitkan</translation>
    </message>
    <message>
        <source>Held by</source>
        <translation>Dipegang oleh</translation>
    </message>
    <message>
        <source>nothing</source>
        <translation>tidak ada</translation>
    </message>
    <message>
        <source>SIZE</source>
        <translation>UKURAN</translation>
    </message>
    <message>
        <source>MOUNTED ON</source>
        <translation>DIKAITKAN DI</translation>
    </message>
    <message>
        <source>Not known:</source>
        <translation>Tidak diketahui:</translation>
    </message>
    <message>
        <source>  %1: %2</source>
        <extracomment>%1 what is missing, %2 why</extracomment>
        <translation>  %1: %2</translation>
    </message>
    <message>
        <source>Show everything known about one drive.</source>
        <translation>Tampilkan semua yang diketahui tentang satu drive.</translation>
    </message>
    <message>
        <source>A drive, e.g. /dev/sda or sda.</source>
        <translation>Sebuah drive, mis. /dev/sda atau sda.</translation>
    </message>
    <message>
        <source>Decode a saved ATA IDENTIFY dump instead of a drive: 512 raw bytes, or the hex words that &apos;hdparm --Istdout&apos; prints.</source>
        <translation>Dekode dump ATA IDENTIFY yang tersimpan alih-alih drive: 512 byte mentah, atau word heksadesimal yang dicetak &apos;hdparm --Istdout&apos;.</translation>
    </message>
    <message>
        <source>&apos;info --identify-file FILE&apos; takes no DEVICE: it decodes the file alone.</source>
        <translation>&apos;info --identify-file FILE&apos; tidak menerima DEVICE: perintah ini hanya mendekode berkas itu.</translation>
    </message>
    <message>
        <source>&apos;info&apos; needs exactly one DEVICE, e.g. &apos;driveproof-cli info /dev/sda&apos;.</source>
        <translation>&apos;info&apos; memerlukan tepat satu DEVICE, mis. &apos;driveproof-cli info /dev/sda&apos;.</translation>
    </message>
    <message>
        <source>file</source>
        <translation>berkas</translation>
    </message>
    <message>
        <source>solid state</source>
        <translation>solid state</translation>
    </message>
    <message>
        <source>%1 rpm</source>
        <translation>%1 rpm</translation>
    </message>
    <message>
        <source>rotational</source>
        <translation>berputar</translation>
    </message>
    <message>
        <source>List the drives on this machine: identity, size, sector sizes, media, the kernel&apos;s write-cache view and mount points.</source>
        <translation>Daftar drive di mesin ini: identitas, ukuran, ukuran sektor, media, pandangan kernel tentang cache tulis, dan titik kait.</translation>
    </message>
    <message>
        <source>&apos;list&apos; takes no arguments. Use &apos;driveproof-cli info DEVICE&apos; for one drive.</source>
        <translation>&apos;list&apos; tidak menerima argumen. Gunakan &apos;driveproof-cli info DEVICE&apos; untuk satu drive.</translation>
    </message>
    <message>
        <source>No drives found. In a container, /sys/block may show none; on a desktop, check that the drive is connected.</source>
        <translation>Tidak ada drive yang ditemukan. Di dalam kontainer, /sys/block mungkin tidak menampilkan apa pun; di desktop, pastikan drive tersambung.</translation>
    </message>
    <message>
        <source>TRANSPORT</source>
        <translation>TRANSPOR</translation>
    </message>
    <message>
        <source>MODEL</source>
        <translation>MODEL</translation>
    </message>
    <message>
        <source>SECTORS L/P</source>
        <translation>SEKTOR L/F</translation>
    </message>
    <message>
        <source>MEDIA</source>
        <translation>MEDIA</translation>
    </message>
    <message>
        <source>WRITE CACHE</source>
        <translation>CACHE TULIS</translation>
    </message>
    <message>
        <source>%1/%2</source>
        <extracomment>logical / physical sector size in bytes</extracomment>
        <translation>%1/%2</translation>
    </message>
    <message>
        <source>partition</source>
        <translation>partisi</translation>
    </message>
    <message>
        <source>unknown command &apos;%1&apos;. Try &apos;driveproof-cli --help&apos;.</source>
        <translation>perintah tidak dikenal &apos;%1&apos;. Coba &apos;driveproof-cli --help&apos;.</translation>
    </message>
    <message>
        <source>The power-loss test: does the drive keep what it acknowledged when the power goes?
  prepare   check the drive and the machine, create the test area
  run       write and report every commit to the witness; pull the plug when told
  verify    after the restart: read the area, fetch the witness&apos;s record, judge
  practice  the whole procedure on a simulated drive on this machine</source>
        <translation>Uji putus daya: apakah drive mempertahankan apa yang telah dikonfirmasinya saat daya hilang?
  prepare   periksa drive dan mesin, buat area uji
  run       tulis dan laporkan setiap commit ke saksi; cabut steker saat diminta
  verify    setelah mulai ulang: baca area, ambil catatan saksi, beri putusan
  practice  seluruh prosedur pada drive tersimulasi di mesin ini</translation>
    </message>
    <message>
        <source>prepare, run, verify or practice.</source>
        <translation>prepare, run, verify, atau practice.</translation>
    </message>
    <message>
        <source>The test area: a file (created if missing) or a block device (with --destructive).</source>
        <translation>Area uji: berkas (dibuat jika belum ada) atau perangkat blok (dengan --destructive).</translation>
    </message>
    <message>
        <source>The witness&apos;s address, as it shows it.</source>
        <translation>Alamat saksi, seperti yang ditampilkannya.</translation>
    </message>
    <message>
        <source>Size of the test area, e.g. 1G (default: 1G; practice: 16M).</source>
        <translation>Ukuran area uji, mis. 1G (bawaan: 1G; practice: 16M).</translation>
    </message>
    <message>
        <source>Commit method: fdatasync (default), fsync, open_datasync or open_sync.</source>
        <translation>Metode commit: fdatasync (bawaan), fsync, open_datasync, atau open_sync.</translation>
    </message>
    <message>
        <source>Writes per commit (group commit); default 1.</source>
        <translation>Penulisan per commit (group commit); bawaan 1.</translation>
    </message>
    <message>
        <source>verify: the run to verify (its id or the start of it), instead of the one pending for --target.</source>
        <translation>verify: putaran yang akan diverifikasi (id-nya atau awal id-nya), alih-alih putaran yang tertunda untuk --target.</translation>
    </message>
    <message>
        <source>Allow a raw device as the target: everything on it is lost.</source>
        <translation>Izinkan perangkat mentah sebagai target: semua isinya hilang.</translation>
    </message>
    <message>
        <source>practice: honest (default) or lying.</source>
        <translation>practice: honest (bawaan) atau lying.</translation>
    </message>
    <message>
        <source>practice: seconds of writing before the simulated cut (default: 3).</source>
        <translation>practice: detik penulisan sebelum pemutusan tersimulasi (bawaan: 3).</translation>
    </message>
    <message>
        <source>Print the result as JSON.</source>
        <translation>Cetak hasil sebagai JSON.</translation>
    </message>
    <message>
        <source>powerloss takes prepare, run, verify or practice, not &apos;%1&apos;.</source>
        <extracomment>%1 what the user typed</extracomment>
        <translation>powerloss menerima prepare, run, verify, atau practice, bukan &apos;%1&apos;.</translation>
    </message>
    <message>
        <source>--size takes a size of at least 1M, such as 1G or 256M, not &apos;%1&apos;.</source>
        <extracomment>%1 what the user typed</extracomment>
        <translation>--size menerima ukuran minimal 1M, seperti 1G atau 256M, bukan &apos;%1&apos;.</translation>
    </message>
    <message>
        <source>--method takes fdatasync, fsync, open_datasync or open_sync, not &apos;%1&apos;.</source>
        <extracomment>%1 what the user typed</extracomment>
        <translation>--method menerima fdatasync, fsync, open_datasync, atau open_sync, bukan &apos;%1&apos;.</translation>
    </message>
    <message>
        <source>--writes-per-commit takes a number from 1 to 1024, not &apos;%1&apos;.</source>
        <extracomment>%1 what the user typed</extracomment>
        <translation>--writes-per-commit menerima angka dari 1 sampai 1024, bukan &apos;%1&apos;.</translation>
    </message>
    <message>
        <source>--witness takes HOST:PORT such as 192.168.1.20:7070, not &apos;%1&apos;.</source>
        <extracomment>%1 what the user typed</extracomment>
        <translation>--witness menerima HOST:PORT seperti 192.168.1.20:7070, bukan &apos;%1&apos;.</translation>
    </message>
    <message>
        <source>--mode takes honest or lying, not &apos;%1&apos;.</source>
        <extracomment>%1 what the user typed</extracomment>
        <translation>--mode menerima honest atau lying, bukan &apos;%1&apos;.</translation>
    </message>
    <message>
        <source>--seconds takes a number from 0 to 3600, not &apos;%1&apos;.</source>
        <extracomment>%1 what the user typed</extracomment>
        <translation>--seconds menerima angka dari 0 sampai 3600, bukan &apos;%1&apos;.</translation>
    </message>
    <message>
        <source>--run-id takes a run id in hexadecimal (or its start), such as 3f9a, not &apos;%1&apos;.</source>
        <extracomment>%1 what the user typed</extracomment>
        <translation>--run-id menerima id putaran dalam heksadesimal (atau awalnya), seperti 3f9a, bukan &apos;%1&apos;.</translation>
    </message>
    <message>
        <source>Give the test area with --target PATH.</source>
        <translation>Berikan area uji dengan --target PATH.</translation>
    </message>
    <message>
        <source>--target takes a file (created if missing) or a block device, not the folder %1. Name a file in it, e.g. %1/powerloss.img.</source>
        <extracomment>%1 what the user typed</extracomment>
        <translation>--target menerima berkas (dibuat jika belum ada) atau perangkat blok, bukan folder %1. Sebutkan berkas di dalamnya, mis. %1/powerloss.img.</translation>
    </message>
    <message>
        <source>--target takes a file (created if missing) or a block device; %1 is a pipe, a socket or a character device.</source>
        <extracomment>%1 what the user typed</extracomment>
        <translation>--target menerima berkas (dibuat jika belum ada) atau perangkat blok; %1 adalah pipe, soket, atau perangkat karakter.</translation>
    </message>
    <message>
        <source>--target names a file in a folder that does not exist: %1.</source>
        <extracomment>%1 what the user typed</extracomment>
        <translation>--target menyebut berkas di folder yang tidak ada: %1.</translation>
    </message>
    <message>
        <source>%1 is a device: the test writes over all of its data. Add --destructive if that is what you want, or name a file.</source>
        <extracomment>%1 device node</extracomment>
        <translation>%1 adalah perangkat: uji ini menimpa semua datanya. Tambahkan --destructive jika memang itu yang Anda inginkan, atau sebutkan sebuah berkas.</translation>
    </message>
    <message>
        <source>preparing the test area: %1%</source>
        <extracomment>%1 percent of the test area written with known data</extracomment>
        <translation>menyiapkan area uji: %1%</translation>
    </message>
    <message>
        <source>%1: %2 commits/s, witness holds #%3, %4 in flight, link %5</source>
        <extracomment>live power-loss run: %1 phase, %2 commits per second, %3 the witness&apos;s durable sequence number, %4 writes in flight, %5 link state</extracomment>
        <translation>%1: %2 commit/dtk, saksi memegang #%3, %4 sedang berjalan, tautan %5</translation>
    </message>
    <message>
        <source>*** Pull the plug now ***</source>
        <translation>*** Cabut steker sekarang ***</translation>
    </message>
    <message>
        <source>Cut the power at the wall (not the power button). After the restart, run &apos;driveproof-cli powerloss verify&apos; with the same target.</source>
        <translation>Putuskan daya di stopkontak (bukan dengan tombol daya). Setelah mulai ulang, jalankan &apos;driveproof-cli powerloss verify&apos; dengan target yang sama.</translation>
    </message>
    <message>
        <source>Verdict: %1</source>
        <extracomment>%1 PASS, FAIL or INCONCLUSIVE</extracomment>
        <translation>Putusan: %1</translation>
    </message>
    <message>
        <source>Validity checks:</source>
        <translation>Pemeriksaan validitas:</translation>
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
        <translation>TIDAK OK</translation>
    </message>
    <message>
        <source>Acknowledged writes: %1; blocks checked: %2</source>
        <extracomment>%1 number of acknowledged writes, %2 number of blocks read</extracomment>
        <translation>Penulisan yang dikonfirmasi: %1; blok yang diperiksa: %2</translation>
    </message>
    <message>
        <source>Note: %1</source>
        <extracomment>a fact to know before the test: %1 its text</extracomment>
        <translation>Catatan: %1</translation>
    </message>
    <message>
        <source>Warning: %1</source>
        <extracomment>a warning: %1 its text</extracomment>
        <translation>Peringatan: %1</translation>
    </message>
    <message>
        <source>Test area: %1, %2</source>
        <extracomment>%1 file or device, %2 its size</extracomment>
        <translation>Area uji: %1, %2</translation>
    </message>
    <message>
        <source>Drive: %1, serial %2, firmware %3</source>
        <extracomment>%1 model, %2 serial number, %3 firmware</extracomment>
        <translation>Drive: %1, nomor seri %2, firmware %3</translation>
    </message>
    <message>
        <source>Write cache: %1</source>
        <extracomment>%1 on, off or unknown</extracomment>
        <translation>Cache tulis: %1</translation>
    </message>
    <message>
        <source>Unsafe shutdowns so far: %1</source>
        <translation>Pematian tidak aman sejauh ini: %1</translation>
    </message>
    <message>
        <source>Ready. Start the witness, then &apos;driveproof-cli powerloss run&apos;.</source>
        <translation>Siap. Jalankan saksi, lalu &apos;driveproof-cli powerloss run&apos;.</translation>
    </message>
    <message>
        <source>Stopped cleanly after %1 commits; the witness holds them all. Nothing to verify: a clean stop is not a power cut.</source>
        <extracomment>%1 number of commits</extracomment>
        <translation>Berhenti dengan bersih setelah %1 commit; saksi memegang semuanya. Tidak ada yang perlu diverifikasi: berhenti dengan bersih bukanlah pemutusan daya.</translation>
    </message>
    <message>
        <source>No power-loss test is pending for %1.</source>
        <translation>Tidak ada uji putus daya yang tertunda untuk %1.</translation>
    </message>
    <message>
        <source>No pending power-loss test has the run id &apos;%1&apos;.</source>
        <translation>Tidak ada uji putus daya tertunda dengan id putaran &apos;%1&apos;.</translation>
    </message>
    <message>
        <source>Practice on a simulated drive that lies about its flushes.</source>
        <translation>Berlatih pada drive tersimulasi yang berbohong tentang flush.</translation>
    </message>
    <message>
        <source>Practice on a simulated honest drive.</source>
        <translation>Berlatih pada drive tersimulasi yang jujur.</translation>
    </message>
    <message>
        <source>run %1: started</source>
        <extracomment>%1 a short run id</extracomment>
        <translation>putaran %1: dimulai</translation>
    </message>
    <message>
        <source>run %1: the writer is back (%2 commits so far)</source>
        <extracomment>%1 a short run id, %2 number of acknowledged commits</extracomment>
        <translation>putaran %1: penulis kembali (%2 commit sejauh ini)</translation>
    </message>
    <message>
        <source>run %1: %2 commits acknowledged</source>
        <extracomment>%1 a short run id, %2 number of acknowledged commits</extracomment>
        <translation>putaran %1: %2 commit dikonfirmasi</translation>
    </message>
    <message>
        <source>run %1: the writer went silent at %2: the estimated power cut</source>
        <extracomment>%1 a short run id, %2 date and time on this machine&apos;s clock</extracomment>
        <translation>putaran %1: penulis terdiam pada %2: perkiraan pemutusan daya</translation>
    </message>
    <message>
        <source>run %1: the writer reported an error: %2</source>
        <extracomment>%1 a short run id, %2 the writer&apos;s error text</extracomment>
        <translation>putaran %1: penulis melaporkan error: %2</translation>
    </message>
    <message>
        <source>run %1: the writer stopped on purpose (no power cut)</source>
        <extracomment>%1 a short run id</extracomment>
        <translation>putaran %1: penulis berhenti dengan sengaja (tanpa pemutusan daya)</translation>
    </message>
    <message>
        <source>run %1: the verifier&apos;s report is stored</source>
        <extracomment>%1 a short run id</extracomment>
        <translation>putaran %1: laporan pemverifikasi telah disimpan</translation>
    </message>
    <message>
        <source>refused a connection: %1</source>
        <extracomment>%1 why a connection or frame was refused</extracomment>
        <translation>menolak sambungan: %1</translation>
    </message>
    <message>
        <source>run %1: journal error: %2</source>
        <extracomment>%1 a short run id, %2 the error text</extracomment>
        <translation>putaran %1: error jurnal: %2</translation>
    </message>
    <message>
        <source>Be the witness of a power-loss test: record every commit a writer reports, so that after the power cut the verifier knows what the drive acknowledged. Runs until Ctrl+C.</source>
        <translation>Jadilah saksi uji putus daya: catat setiap commit yang dilaporkan penulis, agar setelah pemutusan daya pemverifikasi tahu apa yang telah dikonfirmasi drive. Berjalan sampai Ctrl+C.</translation>
    </message>
    <message>
        <source>Address and port to listen on (default: 0.0.0.0:7070).</source>
        <translation>Alamat dan port untuk mendengarkan (bawaan: 0.0.0.0:7070).</translation>
    </message>
    <message>
        <source>Folder for the run journals (default: DriveProof&apos;s data folder). Put it on another disk than the one under test.</source>
        <translation>Folder untuk jurnal putaran (bawaan: folder data DriveProof). Letakkan di disk selain disk yang diuji.</translation>
    </message>
    <message>
        <source>witness takes no argument, not &apos;%1&apos;.</source>
        <extracomment>%1 what the user typed</extracomment>
        <translation>witness tidak menerima argumen, bukan &apos;%1&apos;.</translation>
    </message>
    <message>
        <source>--listen takes ADDRESS:PORT such as 0.0.0.0:7070, not &apos;%1&apos;.</source>
        <extracomment>%1 what the user typed</extracomment>
        <translation>--listen menerima ADDRESS:PORT seperti 0.0.0.0:7070, bukan &apos;%1&apos;.</translation>
    </message>
    <message>
        <source>Pairing code: %1</source>
        <extracomment>%1 the pairing code to type on the writer</extracomment>
        <translation>Kode pemasangan: %1</translation>
    </message>
    <message>
        <source>Listening on %1:%2</source>
        <extracomment>%1 host, %2 port</extracomment>
        <translation>Mendengarkan di %1:%2</translation>
    </message>
    <message>
        <source>On the machine under test, type one of these witness addresses:</source>
        <extracomment>Followed by this machine&apos;s addresses (ADDRESS:PORT), one per line, that the person types on the machine under test as the witness address.</extracomment>
        <translation>Di mesin yang diuji, ketik salah satu alamat saksi ini:</translation>
    </message>
    <message>
        <source>Journals in %1</source>
        <extracomment>%1 a folder</extracomment>
        <translation>Jurnal di %1</translation>
    </message>
    <message>
        <source>Witness stopped; every journal is synced.</source>
        <translation>Saksi berhenti; setiap jurnal telah disinkronkan.</translation>
    </message>
    <message>
        <source>Link</source>
        <translation>Tautan</translation>
    </message>
    <message>
        <source>Drive class</source>
        <translation>Jenis drive</translation>
    </message>
    <message>
        <source>The result was not kept in the drive&apos;s history: %1</source>
        <extracomment>%1 why the history file could not be written</extracomment>
        <translation>Hasilnya tidak disimpan di riwayat drive: %1</translation>
    </message>
    <message>
        <source>%1 (%2, %3) looks empty. The capacity test writes over all of it. Go on? [y/N] </source>
        <extracomment>%1 device node, %2 the drive&apos;s model, %3 its size, e.g. &quot;128.0 GB&quot;. The drive has no partition table and no file system. Answer with the word for yes, or y.</extracomment>
        <translation>%1 (%2, %3) tampak kosong. Uji kapasitas menimpa seluruh isinya. Lanjutkan? [y/N] </translation>
    </message>
    <message>
        <source>Is the drive as big as it says? Writes records over the whole device, reads them back and tells a genuine drive from a fake one.</source>
        <translation>Apakah drive sebesar yang diakuinya? Menulis rekaman ke seluruh perangkat, membacanya kembali, dan membedakan drive asli dari yang palsu.</translation>
    </message>
    <message>
        <source>The drive, e.g. /dev/sdb.</source>
        <translation>Drive, mis. /dev/sdb.</translation>
    </message>
    <message>
        <source>The quick probe: a few thousand records, minutes.</source>
        <translation>Probe cepat: beberapa ribu rekaman, hitungan menit.</translation>
    </message>
    <message>
        <source>The full verify: every block written and read back; resumes where an interrupted run stopped.</source>
        <translation>Verifikasi penuh: setiap blok ditulis dan dibaca kembali; dilanjutkan dari tempat jalannya uji yang terputus berhenti.</translation>
    </message>
    <message>
        <source>Allow the writes without a terminal to ask on: everything on the device is lost.</source>
        <translation>Izinkan penulisan tanpa terminal untuk bertanya: semua isi perangkat hilang.</translation>
    </message>
    <message>
        <source>Give one device and --quick or --full. Try &apos;driveproof-cli capacity --help&apos;.</source>
        <translation>Berikan satu perangkat dan --quick atau --full. Coba &apos;driveproof-cli capacity --help&apos;.</translation>
    </message>
    <message>
        <source>The capacity test writes over everything on %1. Add --destructive if that is what you want.</source>
        <extracomment>%1 device node</extracomment>
        <translation>Uji kapasitas menimpa semua isi %1. Tambahkan --destructive jika memang itu yang Anda inginkan.</translation>
    </message>
    <message>
        <source>Bad: bytes %1 to %2: %3.</source>
        <extracomment>%1 and %2 byte offsets as numbers, %3 what was found there, e.g. &quot;zeros&quot;</extracomment>
        <translation>Buruk: bita %1 sampai %2: %3.</translation>
    </message>
    <message numerus="yes">
        <source>… and %n more bad range(s) (see --json).</source>
        <translation>
            <numerusform>… dan %n rentang buruk lagi (lihat --json).</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 is empty (no partition table, no file system): it is written to without asking for its name.</source>
        <extracomment>%1 device node</extracomment>
        <translation>%1 kosong (tanpa tabel partisi, tanpa sistem berkas): ditulisi tanpa meminta namanya.</translation>
    </message>
    <message>
        <source>%1 has no write cache of its own to switch (a loop, virtio or memory-card device): only the kernel&apos;s view exists. Nothing was changed.</source>
        <extracomment>%1 device node</extracomment>
        <translation>%1 tidak punya cache tulis sendiri untuk dialihkan (perangkat loop, virtio, atau kartu memori): hanya ada pandangan kernel. Tidak ada yang diubah.</translation>
    </message>
    <message>
        <source>%1 is a loop device over %2: it has no health of its own. Ask the drive that holds that file.</source>
        <extracomment>%1 device node, %2 the file behind it</extracomment>
        <translation>%1 adalah perangkat loop di atas %2: tidak punya kesehatan sendiri. Tanyakan drive yang menyimpan berkas itu.</translation>
    </message>
    <message>
        <source>%1 commits/s</source>
        <extracomment>commits per second</extracomment>
        <translation>%1 commit/dtk</translation>
    </message>
    <message>
        <source>List the runs kept for one drive, newest first.</source>
        <translation>Daftar proses yang disimpan untuk satu drive, terbaru dulu.</translation>
    </message>
    <message>
        <source>&apos;history&apos; needs exactly one DEVICE, e.g. &apos;driveproof-cli history /dev/sda&apos;.</source>
        <translation>&apos;history&apos; memerlukan tepat satu DEVICE, mis. &apos;driveproof-cli history /dev/sda&apos;.</translation>
    </message>
    <message>
        <source>No runs are kept for %1 yet. &apos;driveproof-cli bench quick FOLDER&apos; on one of its file systems makes the first.</source>
        <extracomment>%1 device node</extracomment>
        <translation>Belum ada proses tersimpan untuk %1. &apos;driveproof-cli bench quick FOLDER&apos; pada salah satu sistem berkasnya membuat yang pertama.</translation>
    </message>
    <message>
        <source>DATE</source>
        <translation>TANGGAL</translation>
    </message>
    <message>
        <source>TEST</source>
        <translation>UJI</translation>
    </message>
    <message>
        <source>ID</source>
        <translation>ID</translation>
    </message>
    <message>
        <source>SETTINGS</source>
        <translation>PENGATURAN</translation>
    </message>
    <message>
        <source>SUMMARY</source>
        <translation>RINGKASAN</translation>
    </message>
    <message>
        <source>Put two runs side by side: the lines they share, B against A.</source>
        <translation>Tampilkan dua proses berdampingan: baris yang sama pada keduanya, B terhadap A.</translation>
    </message>
    <message>
        <source>A run&apos;s id (the first 8 characters are enough) or its result file; twice.</source>
        <translation>ID proses (8 karakter pertama cukup) atau berkas hasilnya; dua kali.</translation>
    </message>
    <message>
        <source>&apos;compare&apos; needs two runs, e.g. &apos;driveproof-cli compare 1a2b3c4d 5e6f7a8b&apos;; &apos;driveproof-cli history DEVICE&apos; lists their ids.</source>
        <translation>&apos;compare&apos; memerlukan dua proses, mis. &apos;driveproof-cli compare 1a2b3c4d 5e6f7a8b&apos;; &apos;driveproof-cli history DEVICE&apos; menampilkan ID-nya.</translation>
    </message>
    <message>
        <source>MEASUREMENT</source>
        <translation>PENGUKURAN</translation>
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
        <translation>Tidak setara: %1</translation>
    </message>
    <message>
        <source>The two runs have no measurement in common: nothing to compare. Compare two runs of the same test.</source>
        <translation>Kedua proses tidak punya pengukuran yang sama: tidak ada yang dibandingkan. Bandingkan dua proses dari uji yang sama.</translation>
    </message>
    <message>
        <source>empty: no partition table, no file system</source>
        <translation>kosong: tanpa tabel partisi, tanpa sistem berkas</translation>
    </message>
    <message>
        <source>data (%1)</source>
        <extracomment>%1 what was found, e.g. &quot;gpt, ext4&quot;</extracomment>
        <translation>data (%1)</translation>
    </message>
    <message>
        <source>unknown: %1</source>
        <extracomment>%1 why the drive could not be read (a sentence)</extracomment>
        <translation>tidak diketahui: %1</translation>
    </message>
    <message>
        <source>Contents</source>
        <translation>Isi</translation>
    </message>
    <message>
        <source>standard input</source>
        <translation>masukan standar</translation>
    </message>
    <message>
        <source>Cannot read the pairing code from %1: %2</source>
        <extracomment>%1 a file or &quot;standard input&quot;, %2 the system&apos;s error text</extracomment>
        <translation>Tidak dapat membaca kode pemasangan dari %1: %2</translation>
    </message>
    <message>
        <source>Pairing code (as the witness shows it): </source>
        <translation>Kode pemasangan (seperti yang ditampilkan saksi): </translation>
    </message>
    <message>
        <source>That is not a pairing code: type the 12 characters the witness shows, such as K7QD-M2XF-9HBT.</source>
        <translation>Itu bukan kode pemasangan: ketik 12 karakter yang ditampilkan saksi, misalnya K7QD-M2XF-9HBT.</translation>
    </message>
    <message>
        <source>--pairing is no longer accepted: every user of this machine can read the command line. Type the code when asked, or use --pairing-file FILE.</source>
        <translation>--pairing tidak lagi diterima: setiap pengguna mesin ini dapat membaca baris perintah. Ketik kodenya saat diminta, atau gunakan --pairing-file FILE.</translation>
    </message>
    <message>
        <source>Read the pairing code the witness shows from FILE (&apos;-&apos;: standard input). Without it, run asks for the code.</source>
        <translation>Baca kode pemasangan yang ditampilkan saksi dari FILE (&apos;-&apos;: masukan standar). Tanpa opsi ini, run akan menanyakan kodenya.</translation>
    </message>
    <message>
        <source>run needs the witness: --witness HOST:PORT as &apos;driveproof-cli witness&apos; shows it, and its pairing code (asked for, or --pairing-file FILE).</source>
        <translation>run memerlukan saksi: --witness HOST:PORT seperti yang ditampilkan &apos;driveproof-cli witness&apos;, dan kode pemasangannya (ditanyakan, atau --pairing-file FILE).</translation>
    </message>
    <message>
        <source>Use the pairing code in FILE (&apos;-&apos;: standard input) instead of a random one.</source>
        <translation>Gunakan kode pemasangan dalam FILE (&apos;-&apos;: masukan standar) sebagai ganti kode acak.</translation>
    </message>
    <message>
        <source>The drive&apos;s records could not be read (an older helper, or a drive that keeps none).</source>
        <translation>Catatan drive tidak dapat dibaca (helper versi lama, atau drive yang tidak menyimpannya).</translation>
    </message>
    <message>
        <source>Is it new? %1</source>
        <extracomment>&quot;Is it new?&quot; and the verdict: new, used, possibly reset</extracomment>
        <translation>Apakah baru? %1</translation>
    </message>
    <message>
        <source>Also show every record the drive keeps: each SMART attribute or NVMe health log field, the self-test log and the error log count.</source>
        <translation>Tampilkan juga semua catatan yang disimpan drive: setiap atribut SMART atau kolom log kesehatan NVMe, log uji mandiri, dan jumlah log kesalahan.</translation>
    </message>
    <message>
        <source>Remember the endurance the maker rates this drive&apos;s model for, in terabytes written (TBW), and compare the data written with it from now on.</source>
        <translation>Ingat daya tahan yang dinyatakan pabrikan untuk model drive ini, dalam terabita tertulis (TBW), dan bandingkan data yang ditulis dengannya mulai sekarang.</translation>
    </message>
    <message>
        <source>--rated-tbw takes terabytes written, e.g. 600, not &apos;%1&apos;.</source>
        <extracomment>%1 what the user typed</extracomment>
        <translation>--rated-tbw memerlukan terabita tertulis, mis. 600, bukan &apos;%1&apos;.</translation>
    </message>
    <message numerus="yes">
        <source>about %n minute(s)</source>
        <extracomment>%n the number of minutes the drive says a self-test takes</extracomment>
        <translation>
            <numerusform>sekitar %n menit</numerusform>
        </translation>
    </message>
    <message>
        <source>Self-tests</source>
        <translation>Uji mandiri</translation>
    </message>
    <message>
        <source>offered</source>
        <translation>tersedia</translation>
    </message>
    <message>
        <source>not offered</source>
        <translation>tidak tersedia</translation>
    </message>
    <message>
        <source>Now</source>
        <translation>Sekarang</translation>
    </message>
    <message>
        <source>running, %1% done</source>
        <translation>berjalan, %1% selesai</translation>
    </message>
    <message>
        <source>no self-test running</source>
        <translation>tidak ada uji mandiri yang berjalan</translation>
    </message>
    <message>
        <source>Last result</source>
        <translation>Hasil terakhir</translation>
    </message>
    <message>
        <source>Short test</source>
        <translation>Uji singkat</translation>
    </message>
    <message>
        <source>Extended test</source>
        <translation>Uji lengkap</translation>
    </message>
    <message>
        <source>Conveyance test</source>
        <translation>Uji pengiriman</translation>
    </message>
    <message>
        <source>Self-test on %1: %2% done</source>
        <extracomment>%1 device path, %2 percent done</extracomment>
        <translation>Uji mandiri pada %1: %2% selesai</translation>
    </message>
    <message>
        <source>Stopped following. The drive goes on testing; &apos;driveproof-cli selftest %1 abort&apos; stops it.</source>
        <extracomment>%1 device path</extracomment>
        <translation>Berhenti mengikuti. Drive tetap menguji; &apos;driveproof-cli selftest %1 abort&apos; menghentikannya.</translation>
    </message>
    <message>
        <source>Start, stop or follow the drive&apos;s own self-test. The drive runs it and keeps the result in its self-test log (&apos;health DEVICE --all&apos; shows it).</source>
        <translation>Mulai, hentikan, atau ikuti uji mandiri milik drive. Drive yang menjalankannya dan menyimpan hasilnya di log uji mandiri (&apos;health DEVICE --all&apos; menampilkannya).</translation>
    </message>
    <message>
        <source>short, extended, conveyance (ATA), abort or status.</source>
        <translation>short, extended, conveyance (ATA), abort, atau status.</translation>
    </message>
    <message>
        <source>Follow the running test until it ends; the exit status is 1 when it failed.</source>
        <translation>Ikuti uji yang berjalan sampai selesai; status keluar 1 jika gagal.</translation>
    </message>
    <message>
        <source>&apos;selftest&apos; needs a DEVICE and an ACTION, e.g. &apos;driveproof-cli selftest /dev/sda short&apos;.</source>
        <translation>&apos;selftest&apos; memerlukan DEVICE dan ACTION, mis. &apos;driveproof-cli selftest /dev/sda short&apos;.</translation>
    </message>
    <message>
        <source>Unknown self-test action &apos;%1&apos;: use short, extended, conveyance, abort or status.</source>
        <extracomment>%1 the action the user gave</extracomment>
        <translation>Tindakan uji mandiri &apos;%1&apos; tidak dikenal: gunakan short, extended, conveyance, abort, atau status.</translation>
    </message>
    <message>
        <source>%1: no partition table, logical sector %2 bytes, physical sector %3 bytes, optimal I/O size %4, alignment offset %5 bytes.</source>
        <extracomment>%1 device or image, %2 and %3 sector sizes in bytes, %4 optimal I/O size (&quot;65536 bytes&quot; or &quot;not reported&quot;), %5 alignment offset in bytes</extracomment>
        <translation>%1: tanpa tabel partisi, sektor logis %2 byte, sektor fisik %3 byte, ukuran I/O optimal %4, offset perataan %5 byte.</translation>
    </message>
    <message>
        <source>The self-test&apos;s result could not be kept in the drive&apos;s history: %1</source>
        <extracomment>%1 why (a sentence)</extracomment>
        <translation>Hasil uji mandiri tidak dapat disimpan di riwayat drive: %1</translation>
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
        <translation>Dipakai</translation>
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
        <translation>Penggunaan: driveproof-cli COMMAND [opsi]

Mengungkap kebenaran tentang sebuah drive.

Perintah:
  list          daftar drive beserta identitas, topologi, dan pandangan cache tulis
  info DEVICE   semua yang diketahui tentang satu drive
  align TARGET  periksa perataan partisi sebuah drive atau image disk
  cache DEVICE  cache tulis drive dan pandangan kernel; --set on|off
  health DEVICE kesehatan drive: putusan, suhu, jam, pematian
  selftest DEVICE short|extended|abort|status  uji mandiri milik drive
  bench FAMILY [TARGET]  ukur: quick, commit, throughput, random, sapuan...
  history DEVICE  proses yang disimpan untuk drive, terbaru dulu
  compare RUN RUN  dua proses berdampingan, dan apa yang membedakannya
  powerloss prepare|run|verify|practice  uji putus daya (cabut steker)
  witness       menjadi mesin kedua dalam uji putus daya
  export --openmetrics  temuan setiap drive untuk Prometheus (armada)
  capacity PERANGKAT --quick|--full  apakah drive sebesar yang diakuinya (palsu)
  trim TARGET   apakah TRIM sampai ke drive melalui setiap lapisan

Opsi:
  -h, --help     tampilkan bantuan ini; &apos;driveproof-cli COMMAND --help&apos; untuk satu perintah
  -v, --version  tampilkan versi
  --language LANG
                 gunakan bahasa LANG, mis. de, pt_BR, atau zh_TW, alih-alih
                 bahasa sistem; berlaku untuk setiap perintah
</translation>
    </message>
    <message>
        <source>yes, down to the drive</source>
        <translation>ya, sampai ke drive</translation>
    </message>
    <message>
        <source>down to a loop device&apos;s backing file</source>
        <translation>sampai ke berkas latar perangkat loop</translation>
    </message>
    <message>
        <source>no: a layer drops it</source>
        <translation>tidak: ada lapisan yang membuangnya</translation>
    </message>
    <message>
        <source>no: the drive does not take it</source>
        <translation>tidak: drive tidak menerimanya</translation>
    </message>
    <message>
        <source>enabled</source>
        <translation>aktif</translation>
    </message>
    <message>
        <source>disabled</source>
        <translation>nonaktif</translation>
    </message>
    <message>
        <source>masked</source>
        <translation>di-mask</translation>
    </message>
    <message>
        <source>not installed</source>
        <translation>tidak terpasang</translation>
    </message>
    <message>
        <source>%1 (systemd is not running)</source>
        <extracomment>%1 the timer&apos;s state, e.g. &quot;enabled&quot;</extracomment>
        <translation>%1 (systemd tidak berjalan)</translation>
    </message>
    <message>
        <source>From %1: %2</source>
        <extracomment>%1 a device, %2 whether TRIM gets through</extracomment>
        <translation>Dari %1: %2</translation>
    </message>
    <message>
        <source>From %1 (mounted on %2): %3</source>
        <extracomment>%1 a device, %2 its mount points, %3 whether TRIM gets through</extracomment>
        <translation>Dari %1 (dikaitkan di %2): %3</translation>
    </message>
    <message>
        <source>Layer</source>
        <translation>Lapisan</translation>
    </message>
    <message>
        <source>Kind</source>
        <translation>Jenis</translation>
    </message>
    <message>
        <source>Discard granularity</source>
        <translation>Granularitas discard</translation>
    </message>
    <message>
        <source>Largest discard</source>
        <translation>Discard terbesar</translation>
    </message>
    <message>
        <source>Passes TRIM</source>
        <translation>Meneruskan TRIM</translation>
    </message>
    <message>
        <source>Say whether TRIM reaches the drive through every layer (partition, dm-crypt, LVM, md, loop, USB), whether fstrim.timer runs and which file systems are mounted with discard.</source>
        <translation>Menyatakan apakah TRIM sampai ke drive melalui setiap lapisan (partisi, dm-crypt, LVM, md, loop, USB), apakah fstrim.timer berjalan, dan sistem berkas mana yang dikaitkan dengan discard.</translation>
    </message>
    <message>
        <source>A drive, a partition, a dm, md or loop device, or a folder, e.g. /dev/sda or /home.</source>
        <translation>Sebuah drive, partisi, perangkat dm, md atau loop, atau folder, mis. /dev/sda atau /home.</translation>
    </message>
    <message>
        <source>&apos;trim&apos; needs exactly one TARGET, e.g. &apos;driveproof-cli trim /dev/sda&apos;.</source>
        <translation>&apos;trim&apos; memerlukan tepat satu TARGET, mis. &apos;driveproof-cli trim /dev/sda&apos;.</translation>
    </message>
    <message>
        <source>TRIM from %1: %2</source>
        <extracomment>%1 the drive or folder asked about, %2 whether TRIM gets through</extracomment>
        <translation>TRIM dari %1: %2</translation>
    </message>
    <message>
        <source>fstrim.timer: %1</source>
        <extracomment>%1 the timer&apos;s state, e.g. &quot;enabled&quot;</extracomment>
        <translation>fstrim.timer: %1</translation>
    </message>
    <message>
        <source>Judge a report instead of a drive: the output of &apos;smartctl -x&apos;, &apos;smartctl -x --json&apos; or &apos;nvme smart-log -o json&apos; saved in FILE (&apos;-&apos;: standard input).</source>
        <translation>Nilai laporan alih-alih drive: keluaran &apos;smartctl -x&apos;, &apos;smartctl -x --json&apos;, atau &apos;nvme smart-log -o json&apos; yang disimpan dalam FILE (&apos;-&apos;: masukan standar).</translation>
    </message>
    <message>
        <source>With --report of nvme smart-log: the output of &apos;nvme id-ctrl -o json&apos; for the model, serial and firmware.</source>
        <translation>Dengan --report berisi nvme smart-log: keluaran &apos;nvme id-ctrl -o json&apos; untuk model, nomor seri, dan firmware.</translation>
    </message>
    <message>
        <source>&apos;health --report FILE&apos; takes no DEVICE and no --rated-tbw.</source>
        <translation>&apos;health --report FILE&apos; tidak menerima DEVICE maupun --rated-tbw.</translation>
    </message>
</context>
<context>
    <name>DriveProof::Device</name>
    <message>
        <source>No block device named %1. Run &apos;driveproof-cli list&apos; to see the drives on this machine.</source>
        <translation>Tidak ada perangkat blok bernama %1. Jalankan &apos;driveproof-cli list&apos; untuk melihat drive di mesin ini.</translation>
    </message>
    <message>
        <source>%1 disappeared while it was being read. Check that the drive is still connected.</source>
        <translation>%1 menghilang saat sedang dibaca. Pastikan drive masih tersambung.</translation>
    </message>
    <message>
        <source>%1 is mounted on %2.</source>
        <extracomment>%1 device path, %2 list of mount points</extracomment>
        <translation>%1 dikaitkan di %2.</translation>
    </message>
    <message>
        <source>%1 is in use as swap space.</source>
        <extracomment>%1 device path</extracomment>
        <translation>%1 sedang dipakai sebagai ruang swap.</translation>
    </message>
    <message numerus="yes">
        <source>%1 (And %n more.)</source>
        <extracomment>%1 a sentence saying what uses a device, %n how many other users there are</extracomment>
        <translation>
            <numerusform>%1 (Dan %n lainnya.)</numerusform>
        </translation>
    </message>
    <message>
        <source>not reported by this %1 device through sysfs</source>
        <translation>tidak dilaporkan oleh perangkat %1 ini melalui sysfs</translation>
    </message>
    <message>
        <source>unknown</source>
        <translation>tidak diketahui</translation>
    </message>
    <message>
        <source>model</source>
        <translation>model</translation>
    </message>
    <message>
        <source>serial number</source>
        <translation>nomor seri</translation>
    </message>
    <message>
        <source>firmware revision</source>
        <translation>revisi firmware</translation>
    </message>
    <message>
        <source>WWN</source>
        <translation>WWN</translation>
    </message>
    <message>
        <source>rotation rate</source>
        <translation>kecepatan putar</translation>
    </message>
    <message>
        <source>%1 could not be opened even as root (%2): the system blocks access to it (a container or a security policy), so only what sysfs reports is shown.</source>
        <extracomment>%1 device path, %2 system error text</extracomment>
        <translation>%1 tidak dapat dibuka bahkan sebagai root (%2): sistem memblokir akses ke sana (kontainer atau kebijakan keamanan), jadi hanya yang dilaporkan sysfs yang ditampilkan.</translation>
    </message>
    <message>
        <source>%1 could not be opened (%2): only what sysfs reports is shown. Run as root or through the DriveProof helper for more.</source>
        <extracomment>%1 device path, %2 system error text</extracomment>
        <translation>%1 tidak dapat dibuka (%2): hanya yang dilaporkan sysfs yang ditampilkan. Jalankan sebagai root atau melalui program pembantu DriveProof untuk info lebih lanjut.</translation>
    </message>
    <message>
        <source>device node</source>
        <translation>node perangkat</translation>
    </message>
    <message>
        <source>%1 backs the loop device %2.</source>
        <extracomment>a loop device reads and writes its data on this device. %1 device path, %2 loop device path</extracomment>
        <translation>%1 menjadi penyimpanan perangkat loop %2.</translation>
    </message>
    <message>
        <source>%1 is part of %2.</source>
        <extracomment>%1 device path, %2 a device built on it (device-mapper, RAID, bcache)</extracomment>
        <translation>%1 adalah bagian dari %2.</translation>
    </message>
    <message>
        <source>%1 has the partition %2.</source>
        <extracomment>%1 disk path, %2 partition path</extracomment>
        <translation>%1 memiliki partisi %2.</translation>
    </message>
    <message>
        <source>There is no %1. Give a device such as /dev/sda (see &apos;driveproof-cli list&apos;).</source>
        <translation>%1 tidak ada. Berikan perangkat seperti /dev/sda (lihat &apos;driveproof-cli list&apos;).</translation>
    </message>
    <message>
        <source>%1 is a folder or a file, not a block device. Give a device such as /dev/sda (see &apos;driveproof-cli list&apos;).</source>
        <translation>%1 adalah folder atau berkas, bukan perangkat blok. Berikan perangkat seperti /dev/sda (lihat &apos;driveproof-cli list&apos;).</translation>
    </message>
    <message>
        <source>Could not read %1 to see what it holds: %2.</source>
        <extracomment>%1 device or file path, %2 the system&apos;s reason</extracomment>
        <translation>Tidak dapat membaca %1 untuk melihat isinya: %2.</translation>
    </message>
    <message>
        <source>Could not read the start and end of %1 to see what it holds.</source>
        <extracomment>%1 device or file path</extracomment>
        <translation>Tidak dapat membaca awal dan akhir %1 untuk melihat isinya.</translation>
    </message>
    <message>
        <source>udev has no record of device %1, and it could not be read directly (run as root, or start udev).</source>
        <extracomment>%1 device numbers like 8:0</extracomment>
        <translation>udev tidak punya catatan perangkat %1, dan perangkat itu tidak dapat dibaca langsung (jalankan sebagai root, atau jalankan udev).</translation>
    </message>
</context>
<context>
    <name>DriveProof::DriveReport</name>
    <message>
        <source>%1 is not valid JSON: %2 at byte %3.</source>
        <extracomment>%1 file name, %2 the JSON parser&apos;s words, %3 the byte offset</extracomment>
        <translation>%1 bukan JSON yang valid: %2 pada byte %3.</translation>
    </message>
    <message>
        <source>%1 is larger than any drive report (%2 at most). Give the output of smartctl -x or nvme smart-log, not a disk image.</source>
        <extracomment>%1 file name, %2 a size (&quot;4 MiB&quot;)</extracomment>
        <translation>%1 lebih besar daripada laporan drive mana pun (paling banyak %2). Berikan keluaran smartctl -x atau nvme smart-log, bukan image disk.</translation>
    </message>
    <message>
        <source>%1 is no drive report DriveProof can read: give the output of &apos;smartctl -x&apos;, &apos;smartctl -x --json&apos; or &apos;nvme smart-log -o json&apos;.</source>
        <extracomment>%1 file name</extracomment>
        <translation>%1 bukan laporan drive yang dapat dibaca DriveProof: berikan keluaran &apos;smartctl -x&apos;, &apos;smartctl -x --json&apos;, atau &apos;nvme smart-log -o json&apos;.</translation>
    </message>
    <message>
        <source>%1 is a report of a SAS or SCSI drive: DriveProof judges reports of ATA (SATA) and NVMe drives.</source>
        <extracomment>%1 file name</extracomment>
        <translation>%1 adalah laporan drive SAS atau SCSI: DriveProof menilai laporan drive ATA (SATA) dan NVMe.</translation>
    </message>
    <message>
        <source>From the report %1, not from the drive itself: %2.</source>
        <extracomment>%1 file name, %2 drive model</extracomment>
        <translation>Dari laporan %1, bukan dari drive itu sendiri: %2.</translation>
    </message>
    <message>
        <source>From the report %1, not from the drive itself: %2, serial %3.</source>
        <extracomment>%1 file name, %2 drive model, %3 serial number</extracomment>
        <translation>Dari laporan %1, bukan dari drive itu sendiri: %2, nomor seri %3.</translation>
    </message>
    <message>
        <source>%1, line %2: more than 30 SMART attributes, which no drive has.</source>
        <extracomment>%1 file name, %2 line number</extracomment>
        <translation>%1, baris %2: lebih dari 30 atribut SMART, padahal tidak ada drive yang memiliki sebanyak itu.</translation>
    </message>
    <message>
        <source>Could not read %1: %2.</source>
        <extracomment>%1 file name, %2 the system&apos;s reason</extracomment>
        <translation>Tidak dapat membaca %1: %2.</translation>
    </message>
    <message>
        <source>From the report %1, not from the drive itself.</source>
        <extracomment>%1 file name (a report that names no drive, e.g. smartctl -l farm)</extracomment>
        <translation>Dari laporan %1, bukan dari drive itu sendiri.</translation>
    </message>
</context>
<context>
    <name>DriveProof::Flash</name>
    <message>
        <source>TRIM from %1 reaches the drive %2 through every layer.</source>
        <extracomment>%1 the device in use (e.g. /dev/mapper/vg-home), %2 the drive</extracomment>
        <translation>TRIM dari %1 sampai ke drive %2 melalui setiap lapisan.</translation>
    </message>
    <message>
        <source>The drive %1 takes TRIM.</source>
        <extracomment>%1 the drive</extracomment>
        <translation>Drive %1 menerima TRIM.</translation>
    </message>
    <message>
        <source>TRIM from %1 reaches the loop device %2, which frees the space in its backing file %3. The drive under that file gets it only from its own file system (mounted with discard, or fstrim).</source>
        <extracomment>%1 the device in use, %2 a loop device, %3 its backing file</extracomment>
        <translation>TRIM dari %1 sampai ke perangkat loop %2, yang membebaskan ruang di berkas latarnya %3. Drive di bawah berkas itu hanya menerimanya dari sistem berkasnya sendiri (dikaitkan dengan discard, atau fstrim).</translation>
    </message>
    <message>
        <source>The dm-crypt volume %1 drops discards, so TRIM from %2 never reaches the drive. Open it with --allow-discards (or the discard option in /etc/crypttab); an observer of the raw drive then sees which blocks are free.</source>
        <extracomment>%1 a dm-crypt volume, %2 the device in use</extracomment>
        <translation>Volume dm-crypt %1 membuang discard, sehingga TRIM dari %2 tidak pernah sampai ke drive. Buka dengan --allow-discards (atau opsi discard di /etc/crypttab); pengamat drive mentah lalu dapat melihat blok mana yang kosong.</translation>
    </message>
    <message>
        <source>%1 drops discards, so TRIM from %2 stops there and never reaches the drive.</source>
        <extracomment>%1 the layer (e.g. /dev/md0), %2 the device in use</extracomment>
        <translation>%1 membuang discard, sehingga TRIM dari %2 berhenti di sana dan tidak pernah sampai ke drive.</translation>
    </message>
    <message>
        <source>The kernel shows no discard limits for %1, so whether TRIM passes it is unknown.</source>
        <extracomment>%1 a device</extracomment>
        <translation>Kernel tidak menampilkan batas discard untuk %1, sehingga tidak diketahui apakah TRIM melewatinya.</translation>
    </message>
    <message>
        <source>%1 is a hard disk: it takes no TRIM and needs none.</source>
        <extracomment>%1 the drive</extracomment>
        <translation>%1 adalah hard disk: tidak menerima TRIM dan tidak memerlukannya.</translation>
    </message>
    <message>
        <source>%1 is attached through usb-storage (Bulk-Only Transport), which passes no TRIM. In a UAS enclosure or on a UAS port it may.</source>
        <extracomment>%1 the drive</extracomment>
        <translation>%1 tersambung lewat usb-storage (Bulk-Only Transport), yang tidak meneruskan TRIM. Dalam wadah UAS atau di port UAS mungkin bisa.</translation>
    </message>
    <message>
        <source>%1 is attached through UAS, but its bridge announces no TRIM, so the kernel sends none.</source>
        <extracomment>%1 the drive</extracomment>
        <translation>%1 tersambung lewat UAS, tetapi jembatannya tidak mengumumkan TRIM, sehingga kernel tidak mengirimnya.</translation>
    </message>
    <message>
        <source>%1 does not take TRIM (the kernel&apos;s discard_max_bytes is 0).</source>
        <extracomment>%1 the drive</extracomment>
        <translation>%1 tidak menerima TRIM (discard_max_bytes kernel bernilai 0).</translation>
    </message>
    <message>
        <source>No file system on %1 is mounted. TRIM comes from a mounted file system (fstrim or the discard option), or from blkdiscard, which erases everything.</source>
        <extracomment>%1 the device asked about</extracomment>
        <translation>Tidak ada sistem berkas di %1 yang dikaitkan. TRIM datang dari sistem berkas yang dikaitkan (fstrim atau opsi discard), atau dari blkdiscard, yang menghapus semuanya.</translation>
    </message>
    <message>
        <source>%1 is mounted with discard: every delete is trimmed at once, which slows deletes on some drives. The weekly fstrim.timer is the usual choice.</source>
        <extracomment>%1 a mount point</extracomment>
        <translation>%1 dikaitkan dengan discard: setiap penghapusan langsung di-TRIM, yang memperlambat penghapusan pada sebagian drive. fstrim.timer mingguan adalah pilihan yang lazim.</translation>
    </message>
    <message>
        <source>%1 is mounted with discard=async: freed space is trimmed in batches.</source>
        <extracomment>%1 a mount point</extracomment>
        <translation>%1 dikaitkan dengan discard=async: ruang yang dibebaskan di-TRIM secara bertahap.</translation>
    </message>
    <message>
        <source>%1 is trimmed once a week by fstrim.timer.</source>
        <extracomment>%1 a mount point</extracomment>
        <translation>%1 di-TRIM seminggu sekali oleh fstrim.timer.</translation>
    </message>
    <message>
        <source>%1 is neither mounted with discard nor trimmed by fstrim.timer, so the drive never learns which blocks are free. Run &apos;sudo systemctl enable --now fstrim.timer&apos;.</source>
        <extracomment>%1 a mount point</extracomment>
        <translation>%1 tidak dikaitkan dengan discard dan tidak di-TRIM oleh fstrim.timer, sehingga drive tidak pernah tahu blok mana yang kosong. Jalankan &apos;sudo systemctl enable --now fstrim.timer&apos;.</translation>
    </message>
    <message>
        <source>systemd is not running here, so fstrim.timer trims nothing. Run &apos;fstrim -a&apos; from cron, or mount with discard.</source>
        <translation>systemd tidak berjalan di sini, sehingga fstrim.timer tidak men-TRIM apa pun. Jalankan &apos;fstrim -a&apos; dari cron, atau kaitkan dengan discard.</translation>
    </message>
    <message>
        <source>%1 is not on a block device that DriveProof can see in sysfs. Give a drive, a partition or a folder on one.</source>
        <extracomment>%1 a path the user gave</extracomment>
        <translation>%1 tidak berada di perangkat blok yang terlihat oleh DriveProof di sysfs. Berikan drive, partisi, atau folder di dalamnya.</translation>
    </message>
    <message>
        <source>%1 cannot be read: %2.</source>
        <extracomment>%1 a path the user gave, %2 the system&apos;s error text</extracomment>
        <translation>%1 tidak dapat dibaca: %2.</translation>
    </message>
</context>
<context>
    <name>DriveProof::Gui</name>
    <message>
        <source>unknown</source>
        <translation>tidak diketahui</translation>
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
        </translation>
    </message>
    <message>
        <source>yes</source>
        <translation>ya</translation>
    </message>
    <message>
        <source>no</source>
        <translation>tidak</translation>
    </message>
    <message>
        <source>loop device</source>
        <translation>perangkat loop</translation>
    </message>
    <message>
        <source>backed by a file</source>
        <translation>didukung oleh berkas</translation>
    </message>
    <message>
        <source>solid state</source>
        <translation>solid state</translation>
    </message>
    <message>
        <source>%1 rpm</source>
        <extracomment>disk rotation speed; %1 is the number, e.g. &quot;7,200&quot;</extracomment>
        <translation>%1 rpm</translation>
    </message>
    <message>
        <source>rotational</source>
        <translation>berputar</translation>
    </message>
    <message>
        <source>Not reported for this device.</source>
        <translation>Tidak dilaporkan untuk perangkat ini.</translation>
    </message>
    <message>
        <source>%1%</source>
        <extracomment>a percentage; %1 the number, e.g. &quot;97&quot;</extracomment>
        <translation>%1%</translation>
    </message>
    <message>
        <source>hard disk</source>
        <translation>hard disk</translation>
    </message>
    <message>
        <source>solid-state drive</source>
        <translation>solid-state drive</translation>
    </message>
    <message>
        <source>NVMe solid-state drive</source>
        <translation>solid-state drive NVMe</translation>
    </message>
    <message>
        <source>USB drive</source>
        <translation>drive USB</translation>
    </message>
    <message>
        <source>loop device (a file used as a drive)</source>
        <translation>perangkat loop (berkas yang dipakai sebagai drive)</translation>
    </message>
    <message>
        <source>drive</source>
        <translation>drive</translation>
    </message>
    <message>
        <source>Tells the truth about a drive.</source>
        <translation>Mengungkap kebenaran tentang sebuah drive.</translation>
    </message>
    <message>
        <source>Show this drive first, e.g. /dev/sda.</source>
        <translation>Tampilkan drive ini lebih dahulu, mis. /dev/sda.</translation>
    </message>
    <message>
        <source>Save a picture of the window to this PNG file once everything is read, then quit.</source>
        <translation>Simpan gambar jendela ke berkas PNG ini setelah semuanya terbaca, lalu keluar.</translation>
    </message>
    <message>
        <source>Open the Preferences dialog at start.</source>
        <translation>Buka dialog Preferensi saat mulai.</translation>
    </message>
    <message>
        <source>Open the About dialog at start.</source>
        <translation>Buka dialog Tentang saat mulai.</translation>
    </message>
    <message>
        <source>Run this test (quick, random, commit, ...) in the window without clicks, write the result (--json-out) and quit; for benchmark scripts.</source>
        <translation>Jalankan uji ini (quick, random, commit, ...) di jendela tanpa klik, tulis hasilnya (--json-out), lalu keluar; untuk skrip benchmark.</translation>
    </message>
    <message>
        <source>With --run-test: only these measurements, separated by commas, e.g. rnd4kq32t1.read.</source>
        <translation>Dengan --run-test: hanya pengukuran ini, dipisahkan koma, mis. rnd4kq32t1.read.</translation>
    </message>
    <message>
        <source>With --run-test: the folder (or file) to test in.</source>
        <translation>Dengan --run-test: folder (atau berkas) tempat menguji.</translation>
    </message>
    <message>
        <source>With --run-test: the test size, e.g. 1G or 256M.</source>
        <translation>Dengan --run-test: ukuran uji, mis. 1G atau 256M.</translation>
    </message>
    <message>
        <source>With --run-test: seconds per measurement (default: 5).</source>
        <translation>Dengan --run-test: detik per pengukuran (bawaan: 5).</translation>
    </message>
    <message>
        <source>With --run-test: write the result as JSON to this file.</source>
        <translation>Dengan --run-test: tulis hasil sebagai JSON ke berkas ini.</translation>
    </message>
    <message>
        <source>Verify the power-loss tests that wait for it (after the power cut); the autostart entry of a pending test runs this.</source>
        <translation>Verifikasi uji putus daya yang menunggu verifikasi (setelah pemutusan daya); entri mulai otomatis dari uji yang tertunda menjalankan ini.</translation>
    </message>
    <message>
        <source>Open the power-loss test at start.</source>
        <translation>Buka uji putus daya saat mulai.</translation>
    </message>
    <message>
        <source>Open the power-loss witness page at start.</source>
        <translation>Buka halaman saksi putus daya saat mulai.</translation>
    </message>
    <message>
        <source>--duration needs a number of seconds</source>
        <translation>--duration memerlukan jumlah detik</translation>
    </message>
    <message>
        <source>You were not allowed to read the write cache setting of %1. Try again and authenticate when asked, or ask an administrator.</source>
        <extracomment>%1 device path</extracomment>
        <translation>Anda tidak diizinkan membaca pengaturan cache tulis %1. Coba lagi dan lakukan autentikasi saat diminta, atau tanyakan kepada administrator.</translation>
    </message>
    <message>
        <source>You were not allowed to switch the write cache of %1, so nothing was changed. Try again and authenticate when asked, or ask an administrator.</source>
        <extracomment>%1 device path</extracomment>
        <translation>Anda tidak diizinkan mengubah cache tulis %1, jadi tidak ada yang diubah. Coba lagi dan lakukan autentikasi saat diminta, atau tanyakan kepada administrator.</translation>
    </message>
    <message>
        <source>You were not allowed to read the health of %1. Try again and authenticate when asked, or ask an administrator.</source>
        <extracomment>%1 device path</extracomment>
        <translation>Anda tidak diizinkan membaca kesehatan %1. Coba lagi dan lakukan autentikasi saat diminta, atau tanyakan kepada administrator.</translation>
    </message>
    <message>
        <source>DriveProof&apos;s helper is not installed, so DriveProof cannot ask the drive while it runs as you. Install the DriveProof package, or run DriveProof as root.</source>
        <translation>Program pembantu DriveProof tidak terpasang, jadi DriveProof tidak dapat menanyai drive saat berjalan sebagai Anda. Pasang paket DriveProof, atau jalankan DriveProof sebagai root.</translation>
    </message>
    <message>
        <source>The system bus does not let DriveProof reach its helper: the helper&apos;s D-Bus policy is missing. Reinstall the DriveProof package, or run DriveProof as root.</source>
        <translation>Bus sistem tidak mengizinkan DriveProof menjangkau program pembantunya: kebijakan D-Bus program pembantu tidak ada. Pasang ulang paket DriveProof, atau jalankan DriveProof sebagai root.</translation>
    </message>
    <message>
        <source>There is no system bus, so DriveProof cannot reach its helper. Start the D-Bus system service, or run DriveProof as root.</source>
        <translation>Tidak ada bus sistem, jadi DriveProof tidak dapat menjangkau program pembantunya. Jalankan layanan sistem D-Bus, atau jalankan DriveProof sebagai root.</translation>
    </message>
    <message>
        <source>The request for %1 failed: %2.</source>
        <extracomment>%1 device path, %2 the system&apos;s reason</extracomment>
        <translation>Permintaan untuk %1 gagal: %2.</translation>
    </message>
    <message>
        <source>Starts on a physical-sector boundary.</source>
        <translation>Dimulai pada batas sektor fisik.</translation>
    </message>
    <message>
        <source>Starts %1 bytes past a physical-sector boundary.</source>
        <extracomment>%1 a number of bytes, e.g. &quot;512&quot;</extracomment>
        <translation>Dimulai %1 byte melewati batas sektor fisik.</translation>
    </message>
    <message>
        <source>Starts on a 1 MiB boundary.</source>
        <translation>Dimulai pada batas 1 MiB.</translation>
    </message>
    <message>
        <source>Does not start on a 1 MiB boundary.</source>
        <translation>Tidak dimulai pada batas 1 MiB.</translation>
    </message>
    <message>
        <source>Does not start on a multiple of the drive&apos;s optimal I/O size.</source>
        <translation>Tidak dimulai pada kelipatan ukuran I/O optimal drive.</translation>
    </message>
    <message>
        <source>none</source>
        <translation>tidak ada</translation>
    </message>
    <message>
        <source>not mounted</source>
        <translation>tidak dikaitkan</translation>
    </message>
    <message>
        <source>not checked</source>
        <translation>tidak diperiksa</translation>
    </message>
    <message>
        <source>%L1 %2</source>
        <extracomment>a transfer rate; %L1 the number, %2 its unit (&quot;MB/s&quot; or &quot;MiB/s&quot;, as chosen in Preferences)</extracomment>
        <translation>%L1 %2</translation>
    </message>
    <message>
        <source>unknown test &apos;%1&apos;</source>
        <extracomment>%1 what the user typed after --run-test</extracomment>
        <translation>uji tidak dikenal &apos;%1&apos;</translation>
    </message>
    <message>
        <source>--run-test needs --target, an existing folder or file</source>
        <translation>--run-test memerlukan --target, folder atau berkas yang ada</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a size, e.g. 1G or 256M</source>
        <extracomment>%1 what the user typed after --size</extracomment>
        <translation>&apos;%1&apos; bukan ukuran, mis. 1G atau 256M</translation>
    </message>
    <message>
        <source>write back: the kernel sends flushes</source>
        <translation>tulis tunda (write back): kernel mengirim flush</translation>
    </message>
    <message>
        <source>write through: the kernel sends no flushes</source>
        <translation>tulis langsung (write through): kernel tidak mengirim flush</translation>
    </message>
    <message>
        <source>Open this drive report (smartctl -x, smartctl --json or nvme smart-log -o json) at start.</source>
        <translation>Buka laporan drive ini (smartctl -x, smartctl --json, atau nvme smart-log -o json) saat mulai.</translation>
    </message>
</context>
<context>
    <name>DriveProof::Gui::AboutDialog</name>
    <message>
        <source>About DriveProof</source>
        <translation>Tentang DriveProof</translation>
    </message>
    <message>
        <source>DriveProof %1</source>
        <extracomment>%1 DriveProof&apos;s version, e.g. &quot;0.1.0&quot;</extracomment>
        <translation>DriveProof %1</translation>
    </message>
    <message>
        <source>Tells you the truth about a drive: what it is, whether its partitions are aligned, whether its write cache is on, how fast it commits, streams and seeks, and whether it keeps the writes it acknowledged.</source>
        <translation>Mengungkap kebenaran tentang sebuah drive: apa drive itu, apakah partisinya rata, apakah cache tulisnya menyala, seberapa cepat drive melakukan commit, streaming, dan pencarian, serta apakah drive mempertahankan penulisan yang telah dikonfirmasinya.</translation>
    </message>
    <message>
        <source>What DriveProof does</source>
        <translation>Apa yang dilakukan DriveProof</translation>
    </message>
    <message>
        <source>Qt %1 · kernel %2 %3</source>
        <extracomment>%1 the Qt version it runs on, %2 the kernel&apos;s name (&quot;linux&quot;), %3 its version</extracomment>
        <translation>Qt %1 · kernel %2 %3</translation>
    </message>
    <message>
        <source>Versions</source>
        <translation>Versi</translation>
    </message>
    <message>
        <source>Free software under the GNU General Public License, version 3 or any later version (&lt;a href=&quot;https://www.gnu.org/licenses/gpl-3.0.html&quot;&gt;GPL-3.0-or-later&lt;/a&gt;). It comes with no warranty.</source>
        <extracomment>rich text; keep the link. GPL-3.0-or-later is the licence&apos;s SPDX name</extracomment>
        <translation>Perangkat lunak bebas di bawah GNU General Public License, versi 3 atau versi yang lebih baru (&lt;a href=&quot;https://www.gnu.org/licenses/gpl-3.0.html&quot;&gt;GPL-3.0-or-later&lt;/a&gt;). Tanpa jaminan apa pun.</translation>
    </message>
    <message>
        <source>Licence</source>
        <translation>Lisensi</translation>
    </message>
</context>
<context>
    <name>DriveProof::Gui::CapacityButton</name>
    <message>
        <source>Check &amp;capacity…</source>
        <translation>Periksa &amp;kapasitas…</translation>
    </message>
    <message>
        <source>Is the drive as big as it says? Finds fake drives.</source>
        <translation>Apakah drive sebesar yang diakuinya? Menemukan drive palsu.</translation>
    </message>
</context>
<context>
    <name>DriveProof::Gui::CapacityDialog</name>
    <message>
        <source>Check capacity: %1</source>
        <extracomment>dialog title; %1 the drive&apos;s model or device node</extracomment>
        <translation>Periksa kapasitas: %1</translation>
    </message>
    <message>
        <source>Is %1 really %2? The check writes records across the whole drive, reads them back and tells a genuine drive from a fake one.</source>
        <extracomment>%1 the drive&apos;s model, %2 its size as it claims it, e.g. &quot;128.0 GB&quot;</extracomment>
        <translation>Apakah %1 benar-benar %2? Pemeriksaan menulis rekaman ke seluruh drive, membacanya kembali, dan membedakan drive asli dari yang palsu.</translation>
    </message>
    <message>
        <source>&amp;Quick probe: a few thousand records, minutes</source>
        <translation>Probe &amp;cepat: beberapa ribu rekaman, hitungan menit</translation>
    </message>
    <message>
        <source>&amp;Full verify: every block, hours on a large drive</source>
        <translation>Verifikasi &amp;penuh: setiap blok, berjam-jam pada drive besar</translation>
    </message>
    <message>
        <source>&amp;Start</source>
        <translation>&amp;Mulai</translation>
    </message>
    <message>
        <source>Everything on %1 (%2) is lost: every partition, every file.</source>
        <extracomment>%1 device node, %2 the drive&apos;s model</extracomment>
        <translation>Semua isi %1 (%2) hilang: setiap partisi, setiap berkas.</translation>
    </message>
    <message>
        <source>&amp;Cancel</source>
        <translation>&amp;Batal</translation>
    </message>
    <message>
        <source>&amp;Close</source>
        <translation>&amp;Tutup</translation>
    </message>
    <message>
        <source>Check capacity</source>
        <translation>Periksa kapasitas</translation>
    </message>
    <message>
        <source>Write</source>
        <extracomment>a line of the full verify&apos;s chart: the rate while writing</extracomment>
        <translation>Tulis</translation>
    </message>
    <message>
        <source>Read</source>
        <translation>Baca</translation>
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
        <translation>&amp;Salin gambar</translation>
    </message>
</context>
<context>
    <name>DriveProof::Gui::Charts::CommitChart</name>
    <message>
        <source>Commits per second, by method</source>
        <translation>Commit per detik, menurut metode</translation>
    </message>
    <message>
        <source>Commits per second (logarithmic)</source>
        <translation>Commit per detik (logaritmik)</translation>
    </message>
    <message>
        <source>Durable, write cache as it was</source>
        <translation>Durabel, cache tulis seperti semula</translation>
    </message>
    <message>
        <source>Durable commits</source>
        <translation>Commit durabel</translation>
    </message>
    <message>
        <source>Durable, write cache off</source>
        <translation>Durabel, cache tulis mati</translation>
    </message>
    <message>
        <source>Not durable (baseline for comparison)</source>
        <translation>Tidak durabel (garis dasar pembanding)</translation>
    </message>
    <message>
        <source>%1 rpm: about %2 commits/s at most when each waits for the platter</source>
        <extracomment>legend of a line on the commit chart; %1 rotation rate, %2 commits per second</extracomment>
        <translation>%1 rpm: paling banyak sekitar %2 commit/dtk bila setiap commit menunggu piringan</translation>
    </message>
</context>
<context>
    <name>DriveProof::Gui::Charts::CompareChart</name>
    <message>
        <source>A (older)</source>
        <translation>A (lebih lama)</translation>
    </message>
    <message>
        <source>B (newer)</source>
        <translation>B (lebih baru)</translation>
    </message>
    <message>
        <source>The two runs side by side</source>
        <translation>Kedua putaran berdampingan</translation>
    </message>
    <message>
        <source>Commits/s</source>
        <translation>Commit/dtk</translation>
    </message>
</context>
<context>
    <name>DriveProof::Gui::Charts::CutTimelineChart</name>
    <message>
        <source>Acknowledged writes before the power cut</source>
        <translation>Penulisan yang dikonfirmasi sebelum pemutusan daya</translation>
    </message>
    <message>
        <source>Seconds before the cut</source>
        <extracomment>axis of a chart: time before the moment the power was cut (negative numbers)</extracomment>
        <translation>Detik sebelum pemutusan</translation>
    </message>
    <message>
        <source>Write number</source>
        <extracomment>axis of a chart: the running number of each write</extracomment>
        <translation>Nomor penulisan</translation>
    </message>
    <message>
        <source>Kept</source>
        <translation>Bertahan</translation>
    </message>
    <message>
        <source>Lost</source>
        <translation>Hilang</translation>
    </message>
    <message>
        <source>Torn (partly kept)</source>
        <translation>Robek (bertahan sebagian)</translation>
    </message>
    <message>
        <source>Estimated cut</source>
        <extracomment>the estimated moment of the power cut, a vertical line in the chart</extracomment>
        <translation>Perkiraan pemutusan</translation>
    </message>
</context>
<context>
    <name>DriveProof::Gui::Charts::HybridChart</name>
    <message>
        <source>Random reads before and after the idle time</source>
        <translation>Baca acak sebelum dan sesudah waktu menganggur</translation>
    </message>
    <message>
        <source>Random reads of the same blocks</source>
        <translation>Baca acak pada blok yang sama</translation>
    </message>
    <message>
        <source>IOPS</source>
        <translation>IOPS</translation>
    </message>
    <message>
        <source>First pass</source>
        <translation>Lintasan pertama</translation>
    </message>
    <message>
        <source>Second pass, after the idle time</source>
        <translation>Lintasan kedua, setelah waktu menganggur</translation>
    </message>
</context>
<context>
    <name>DriveProof::Gui::Charts::LatencyChart</name>
    <message>
        <source>Latency</source>
        <translation>Latensi</translation>
    </message>
    <message>
        <source>Latency of %1</source>
        <extracomment>chart title; %1 the measurement, e.g. &quot;RND4K Q1T1 read&quot;</extracomment>
        <translation>Latensi %1</translation>
    </message>
    <message>
        <source>Latency (µs, logarithmic)</source>
        <translation>Latensi (µs, logaritmik)</translation>
    </message>
    <message>
        <source>Share of operations (%)</source>
        <translation>Porsi operasi (%)</translation>
    </message>
    <message>
        <source>Operations</source>
        <translation>Operasi</translation>
    </message>
    <message>
        <source>p50 (median): %1 µs</source>
        <extracomment>a percentile marker in the legend; %1 latency in microseconds</extracomment>
        <translation>p50 (median): %1 µs</translation>
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
        <translation>Laju baca di sepanjang area uji</translation>
    </message>
    <message>
        <source>Write rate as the test area fills</source>
        <translation>Laju tulis saat area uji terisi</translation>
    </message>
    <message>
        <source>Position (%1)</source>
        <extracomment>axis title; %1 the unit: MB, GB, MiB or GiB</extracomment>
        <translation>Posisi (%1)</translation>
    </message>
    <message>
        <source>Written (%1)</source>
        <extracomment>axis title; %1 the unit: MB, GB, MiB or GiB</extracomment>
        <translation>Ditulis (%1)</translation>
    </message>
</context>
<context>
    <name>DriveProof::Gui::Charts::SweepChart</name>
    <message>
        <source>IOPS and transfer rate by block size</source>
        <translation>IOPS dan laju transfer menurut ukuran blok</translation>
    </message>
    <message>
        <source>Block size (KiB, logarithmic)</source>
        <translation>Ukuran blok (KiB, logaritmik)</translation>
    </message>
    <message>
        <source>IOPS and transfer rate by queue depth</source>
        <translation>IOPS dan laju transfer menurut kedalaman antrean</translation>
    </message>
    <message>
        <source>I/Os in flight per thread (logarithmic)</source>
        <translation>I/O yang sedang berjalan per thread (logaritmik)</translation>
    </message>
    <message>
        <source>IOPS and transfer rate by threads</source>
        <translation>IOPS dan laju transfer menurut jumlah thread</translation>
    </message>
    <message>
        <source>Threads (logarithmic)</source>
        <translation>Thread (logaritmik)</translation>
    </message>
    <message>
        <source>IOPS (logarithmic)</source>
        <translation>IOPS (logaritmik)</translation>
    </message>
    <message>
        <source>%1 (logarithmic)</source>
        <extracomment>axis title; %1 the rate unit, &quot;MB/s&quot; or &quot;MiB/s&quot;</extracomment>
        <translation>%1 (logaritmik)</translation>
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
        <translation>Laju transfer dari waktu ke waktu</translation>
    </message>
    <message>
        <source>I/O operations per second over time</source>
        <translation>Operasi I/O per detik dari waktu ke waktu</translation>
    </message>
    <message>
        <source>IOPS</source>
        <translation>IOPS</translation>
    </message>
    <message>
        <source>Commits per second over time</source>
        <translation>Commit per detik dari waktu ke waktu</translation>
    </message>
    <message>
        <source>Commits per second</source>
        <translation>Commit per detik</translation>
    </message>
    <message>
        <source>Seconds</source>
        <translation>Detik</translation>
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
        <translation>Commit/dtk</translation>
    </message>
    <message>
        <source>p99 latency (µs)</source>
        <translation>Latensi p99 (µs)</translation>
    </message>
    <message>
        <source>Two runs side by side</source>
        <translation>Dua putaran berdampingan</translation>
    </message>
    <message>
        <source>&amp;Back to the history</source>
        <translation>&amp;Kembali ke riwayat</translation>
    </message>
    <message>
        <source>Comparison of two runs</source>
        <translation>Perbandingan dua putaran</translation>
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
        <translation>Pengukuran</translation>
    </message>
    <message>
        <source>Quantity</source>
        <translation>Besaran</translation>
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
        <translation>Putaran-putaran ini tidak memiliki pengukuran yang sama, jadi tidak ada yang dapat disandingkan. Bandingkan dua putaran dari uji yang sama.</translation>
    </message>
    <message>
        <source>These are two different tests (%1 and %2): only the measurements they share have a ratio.</source>
        <extracomment>%1 and %2 two test names</extracomment>
        <translation>Ini dua uji yang berbeda (%1 dan %2): hanya pengukuran yang sama-sama dimiliki yang punya rasio.</translation>
    </message>
    <message>
        <source>same</source>
        <extracomment>B&apos;s number is within 3% of A&apos;s</extracomment>
        <translation>sama</translation>
    </message>
    <message>
        <source>▲ %1% better</source>
        <extracomment>%1 a percentage without the % sign, e.g. &quot;18&quot; -&gt; &quot;▲ 18% better&quot;</extracomment>
        <translation>▲ %1% lebih baik</translation>
    </message>
    <message>
        <source>▼ %1% worse</source>
        <translation>▼ %1% lebih buruk</translation>
    </message>
    <message>
        <source>Better and worse follow each quantity: more MB/s, IOPS or commits per second is better, less latency is better. Within 3% counts as the same: two runs on one drive differ that much.</source>
        <translation>Lebih baik dan lebih buruk mengikuti tiap besaran: lebih banyak MB/s, IOPS, atau commit per detik berarti lebih baik, latensi lebih rendah berarti lebih baik. Selisih dalam 3% dianggap sama: dua putaran pada drive yang sama memang berbeda sebesar itu.</translation>
    </message>
    <message>
        <source>B against A</source>
        <translation>B dibanding A</translation>
    </message>
    <message>
        <source>%1, %2, on %3 (%4) · %5</source>
        <extracomment>one run in a comparison; %1 test name, %2 date and time, %3 drive model, %4 where it ran, %5 its settings (&quot;1 GiB · 5 s per step · temporary file on ext4 · io_uring&quot;)</extracomment>
        <translation>%1, %2, pada %3 (%4) · %5</translation>
    </message>
    <message>
        <source>These runs were not made alike, so their numbers do not compare directly. %1</source>
        <extracomment>%1 one or more sentences on how the two runs differ</extracomment>
        <translation>Proses-proses ini tidak dibuat sama, jadi angkanya tidak bisa dibandingkan langsung. %1</translation>
    </message>
</context>
<context>
    <name>DriveProof::Gui::ConfirmWriteDialog</name>
    <message>
        <source>Erase %1?</source>
        <extracomment>dialog title; %1 a device node</extracomment>
        <translation>Hapus %1?</translation>
    </message>
    <message>
        <source>This test (%1) writes over %2 (%3). Everything on it is lost: every partition, every file. This cannot be undone.</source>
        <extracomment>%1 test name, %2 device node, %3 the drive&apos;s model</extracomment>
        <translation>Uji ini (%1) menimpa %2 (%3). Semua isinya hilang: setiap partisi, setiap berkas. Ini tidak dapat dibatalkan.</translation>
    </message>
    <message>
        <source>To go on, type the device&apos;s name, &lt;b&gt;%1&lt;/b&gt;:</source>
        <extracomment>%1 the device&apos;s short name the user must type, e.g. &quot;sdb&quot;</extracomment>
        <translation>Untuk melanjutkan, ketik nama perangkat, &lt;b&gt;%1&lt;/b&gt;:</translation>
    </message>
    <message>
        <source>Device name</source>
        <translation>Nama perangkat</translation>
    </message>
    <message>
        <source>&amp;Erase and test</source>
        <translation>&amp;Hapus dan uji</translation>
    </message>
    <message>
        <source>Test the empty drive %1?</source>
        <extracomment>dialog title; %1 the drive&apos;s name (model)</extracomment>
        <translation>Uji drive kosong %1?</translation>
    </message>
    <message>
        <source>%1 (%2) is empty: it has no partition table and no file system, as a new drive arrives. The test (%3) writes over the whole device; anything on it that DriveProof cannot recognise would be lost.</source>
        <extracomment>%1 the drive&apos;s name (model), %2 device node, %3 test name</extracomment>
        <translation>%1 (%2) kosong: tanpa tabel partisi dan tanpa sistem berkas, seperti drive baru saat tiba. Uji (%3) menimpa seluruh perangkat; apa pun di dalamnya yang tidak dikenali DriveProof akan hilang.</translation>
    </message>
    <message>
        <source>&amp;Write and test</source>
        <translation>&amp;Tulis dan uji</translation>
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
        <translation>Baik</translation>
    </message>
    <message>
        <source>Caution</source>
        <extracomment>health badge beside a drive in the list, as on the Health card</extracomment>
        <translation>Waspada</translation>
    </message>
    <message>
        <source>Bad</source>
        <extracomment>health badge beside a drive in the list, as on the Health card</extracomment>
        <translation>Buruk</translation>
    </message>
    <message>
        <source>%1
%2, %3
Health: %4</source>
        <extracomment>%1 drive name, %2 kind of drive, %3 device path, %4 its health (&quot;Good&quot;, ...)</extracomment>
        <translation>%1
%2, %3
Kesehatan: %4</translation>
    </message>
    <message>
        <source>%1, %2, %3, %4, health: %5</source>
        <extracomment>read by screen readers; %1 drive name, %2 kind of drive, %3 size, %4 device path, %5 its health (&quot;Good&quot;, &quot;Caution&quot;, &quot;Bad&quot;)</extracomment>
        <translation>%1, %2, %3, %4, kesehatan: %5</translation>
    </message>
</context>
<context>
    <name>DriveProof::Gui::DrivePage</name>
    <message>
        <source>&amp;Test this drive…</source>
        <translation>&amp;Uji drive ini…</translation>
    </message>
    <message>
        <source>%1 %2 · %3</source>
        <extracomment>under the drive name; %1 size, e.g. &quot;2.0 TB&quot;, %2 kind of drive, %3 device path</extracomment>
        <translation>%1 %2 · %3</translation>
    </message>
    <message>
        <source>Measure %1: quick check, commit rate, throughput and more, in a window of its own</source>
        <extracomment>%1 the drive&apos;s name</extracomment>
        <translation>Ukur %1: pemeriksaan cepat, laju commit, throughput, dan lainnya, di jendela tersendiri</translation>
    </message>
    <message>
        <source>Q&amp;uick check</source>
        <translation>&amp;Pemeriksaan cepat</translation>
    </message>
    <message>
        <source>Measure the four CrystalDiskMark tests now, in about %1, on a temporary file in %2</source>
        <extracomment>tooltip of the Quick check button; %1 about how long it takes (&quot;20 seconds&quot;), %2 the folder that holds the temporary file</extracomment>
        <translation>Ukur empat uji CrystalDiskMark sekarang, dalam sekitar %1, pada berkas sementara di %2</translation>
    </message>
    <message>
        <source>This drive is empty: no partition table and no file system. It is read-only or in use, so only the reading tests can run on it.</source>
        <translation>Drive ini kosong: tanpa tabel partisi dan tanpa sistem berkas. Drive ini hanya-baca atau sedang dipakai, jadi hanya uji baca yang dapat dijalankan.</translation>
    </message>
    <message>
        <source>This drive is empty: no partition table and no file system, as a new drive arrives. The quick check, the commit test and the sustained write run on the whole device after one confirmation; there is no need to partition it first.</source>
        <translation>Drive ini kosong: tanpa tabel partisi dan tanpa sistem berkas, seperti drive baru saat tiba. Pemeriksaan cepat, uji commit, dan penulisan berkelanjutan berjalan di seluruh perangkat setelah satu konfirmasi; tidak perlu dipartisi dulu.</translation>
    </message>
    <message>
        <source>The quick check needs a folder on this drive, and none of its file systems is mounted. Mount one (in your file manager or GNOME Disks) and press Refresh (F5), or use &quot;Test this drive…&quot; for the reading tests on the whole device (sequential and random reads, surface scan), which write nothing.</source>
        <translation>Pemeriksaan cepat memerlukan folder di drive ini, dan tidak ada sistem berkasnya yang dikaitkan. Kaitkan satu (di pengelola berkas atau GNOME Disks) lalu tekan Segarkan (F5), atau gunakan &quot;Uji drive ini…&quot; untuk uji baca di seluruh perangkat (baca berurutan dan acak, pindai permukaan), yang tidak menulis apa pun.</translation>
    </message>
    <message>
        <source>The quick check needs a folder on this drive that you can write to, and none of its file systems is mounted where you may write. Mount one where you may and press Refresh (F5), or choose a folder of yours on it with &quot;Test this drive…&quot;.</source>
        <translation>Pemeriksaan cepat memerlukan folder di drive ini yang dapat Anda tulisi, dan tidak ada sistem berkasnya yang dikaitkan di tempat Anda boleh menulis. Kaitkan satu di tempat yang boleh lalu tekan Segarkan (F5), atau pilih folder milik Anda di drive itu lewat &quot;Uji drive ini…&quot;.</translation>
    </message>
    <message>
        <source>Measure the four CrystalDiskMark tests now, in about %1, on the empty device %2 (asks once to confirm)</source>
        <extracomment>tooltip of the Quick check button; %1 about how long it takes (&quot;20 seconds&quot;), %2 a device node</extracomment>
        <translation>Ukur empat uji CrystalDiskMark sekarang, sekitar %1, pada perangkat kosong %2 (meminta konfirmasi sekali)</translation>
    </message>
</context>
<context>
    <name>DriveProof::Gui::HealthCard</name>
    <message>
        <source>Health</source>
        <translation>Kesehatan</translation>
    </message>
    <message>
        <source>Reading…</source>
        <translation>Membaca…</translation>
    </message>
    <message>
        <source>Unknown</source>
        <translation>Tidak diketahui</translation>
    </message>
    <message>
        <source>Health: %1</source>
        <extracomment>accessible name of the health badge; %1 &quot;Good&quot;, &quot;Caution&quot;, &quot;Bad&quot;, ...</extracomment>
        <translation>Kesehatan: %1</translation>
    </message>
    <message>
        <source>No health data</source>
        <translation>Tidak ada data kesehatan</translation>
    </message>
    <message>
        <source>%1 is a file used as a drive (%2): it has no health data of its own. The health of the drive that holds the file is what counts.</source>
        <extracomment>%1 device path, %2 the file behind the loop device</extracomment>
        <translation>%1 adalah berkas yang dipakai sebagai drive (%2): berkas ini tidak memiliki data kesehatan sendiri. Yang penting adalah kesehatan drive yang menyimpan berkas itu.</translation>
    </message>
    <message>
        <source>%1 is a virtual disk: the real drive is on the host, and only the host can read its health.</source>
        <extracomment>%1 device path</extracomment>
        <translation>%1 adalah disk virtual: drive sebenarnya ada di host, dan hanya host yang dapat membaca kesehatannya.</translation>
    </message>
    <message>
        <source>%1 reports no health data that DriveProof can read.</source>
        <extracomment>%1 device path</extracomment>
        <translation>%1 tidak melaporkan data kesehatan yang dapat dibaca DriveProof.</translation>
    </message>
    <message>
        <source>Good</source>
        <translation>Baik</translation>
    </message>
    <message>
        <source>The drive finds nothing wrong. That predicts some failures, not all: keep backups.</source>
        <translation>Drive tidak menemukan masalah. Itu memprediksi sebagian kegagalan, bukan semuanya: tetap simpan cadangan.</translation>
    </message>
    <message>
        <source>Caution</source>
        <translation>Waspada</translation>
    </message>
    <message>
        <source>Make sure your backups are current, and check this drive again soon.</source>
        <translation>Pastikan cadangan Anda mutakhir, dan periksa drive ini lagi segera.</translation>
    </message>
    <message>
        <source>Bad</source>
        <translation>Buruk</translation>
    </message>
    <message>
        <source>Back up the data on this drive now and plan to replace it.</source>
        <translation>Cadangkan data di drive ini sekarang dan rencanakan penggantiannya.</translation>
    </message>
    <message>
        <source>The drive gave no overall assessment of its health.</source>
        <translation>Drive tidak memberikan penilaian keseluruhan atas kesehatannya.</translation>
    </message>
    <message>
        <source>Temperature</source>
        <extracomment>a temperature; %1 the number, e.g. &quot;38&quot;</extracomment>
        <translation>Suhu</translation>
    </message>
    <message>
        <source>%1 °C</source>
        <translation>%1 °C</translation>
    </message>
    <message>
        <source>Power-on hours</source>
        <translation>Jam menyala</translation>
    </message>
    <message>
        <source>Power cycles</source>
        <translation>Siklus daya</translation>
    </message>
    <message>
        <source>Unsafe shutdowns</source>
        <translation>Pematian tidak aman</translation>
    </message>
    <message>
        <source>Times power was lost before the drive was told: each one is a moment where its write cache could lose data.</source>
        <translation>Berapa kali daya hilang sebelum drive diberi tahu: setiap kejadian adalah saat cache tulisnya dapat kehilangan data.</translation>
    </message>
    <message>
        <source>Bad sectors</source>
        <translation>Sektor rusak</translation>
    </message>
    <message>
        <source>Sectors the drive has replaced or is waiting to replace.</source>
        <translation>Sektor yang telah diganti drive atau menunggu untuk diganti.</translation>
    </message>
    <message>
        <source>Media errors</source>
        <translation>Error media</translation>
    </message>
    <message>
        <source>Data the drive could not read or write correctly.</source>
        <translation>Data yang tidak dapat dibaca atau ditulis drive dengan benar.</translation>
    </message>
    <message>
        <source>Available spare</source>
        <translation>Cadangan tersedia</translation>
    </message>
    <message>
        <source>Reserve blocks left for replacing worn-out ones.</source>
        <translation>Blok cadangan yang tersisa untuk mengganti blok yang aus.</translation>
    </message>
    <message>
        <source>Wear</source>
        <extracomment>wear of a solid-state drive; %1 a percentage, e.g. &quot;3%&quot;</extracomment>
        <translation>Keausan</translation>
    </message>
    <message>
        <source>%1 of its rated life used</source>
        <translation>%1 dari umur pakai yang ditetapkan telah terpakai</translation>
    </message>
    <message>
        <source>The maker&apos;s estimate; it can go past 100%.</source>
        <translation>Perkiraan pabrikan; dapat melewati 100%.</translation>
    </message>
    <message>
        <source>Read from</source>
        <translation>Dibaca dari</translation>
    </message>
</context>
<context>
    <name>DriveProof::Gui::HealthRecordsView</name>
    <message numerus="yes">
        <source>All records the drive keeps (%n)</source>
        <extracomment>%n the number of records (SMART attributes or NVMe log fields)</extracomment>
        <translation>
            <numerusform>Semua catatan yang disimpan drive (%n)</numerusform>
        </translation>
    </message>
    <message>
        <source>%1
Defined in: %2</source>
        <extracomment>tooltip of a health record; %1 what it means, %2 the standard and section</extracomment>
        <translation>%1
Didefinisikan di: %2</translation>
    </message>
    <message>
        <source>Self-test log, newest first:</source>
        <translation>Log uji mandiri, terbaru dahulu:</translation>
    </message>
</context>
<context>
    <name>DriveProof::Gui::HistoryPage</name>
    <message>
        <source>Earlier runs on %1</source>
        <extracomment>%1 the drive&apos;s name (model)</extracomment>
        <translation>Putaran sebelumnya pada %1</translation>
    </message>
    <message>
        <source>Every test run on this drive is kept here. Open one to see its result again, or select two (hold Ctrl and click) to compare them side by side.</source>
        <translation>Setiap putaran uji pada drive ini disimpan di sini. Buka salah satu untuk melihat hasilnya lagi, atau pilih dua (tahan Ctrl dan klik) untuk membandingkannya berdampingan.</translation>
    </message>
    <message>
        <source>Date</source>
        <translation>Tanggal</translation>
    </message>
    <message>
        <source>Test</source>
        <translation>Uji</translation>
    </message>
    <message>
        <source>Summary</source>
        <translation>Ringkasan</translation>
    </message>
    <message>
        <source>Earlier runs</source>
        <translation>Putaran sebelumnya</translation>
    </message>
    <message>
        <source>&amp;Open</source>
        <translation>&amp;Buka</translation>
    </message>
    <message>
        <source>&amp;Compare the two selected</source>
        <translation>Bandingkan &amp;dua yang dipilih</translation>
    </message>
    <message>
        <source>&amp;Delete…</source>
        <translation>&amp;Hapus…</translation>
    </message>
    <message>
        <source>&amp;New test</source>
        <translation>Uji &amp;baru</translation>
    </message>
    <message>
        <source>Reading the history…</source>
        <translation>Membaca riwayat…</translation>
    </message>
    <message>
        <source>No runs yet. Finished tests appear here by themselves.</source>
        <translation>Belum ada putaran. Uji yang selesai akan muncul di sini dengan sendirinya.</translation>
    </message>
    <message numerus="yes">
        <source>%n run(s) kept.</source>
        <extracomment>%n runs kept for this drive</extracomment>
        <translation>
            <numerusform>%n putaran disimpan.</numerusform>
        </translation>
    </message>
    <message>
        <source>Select exactly two runs to compare</source>
        <translation>Pilih tepat dua putaran untuk dibandingkan</translation>
    </message>
    <message>
        <source>Delete runs</source>
        <translation>Hapus putaran</translation>
    </message>
    <message numerus="yes">
        <source>Delete %n run(s) from the history? This cannot be undone.</source>
        <extracomment>%n how many runs are about to be deleted</extracomment>
        <translation>
            <numerusform>Hapus %n putaran dari riwayat? Ini tidak dapat dibatalkan.</numerusform>
        </translation>
    </message>
    <message>
        <source>Select two runs of the same test to compare</source>
        <translation>Pilih dua putaran dari uji yang sama untuk dibandingkan</translation>
    </message>
    <message>
        <source>Settings</source>
        <translation>Pengaturan</translation>
    </message>
</context>
<context>
    <name>DriveProof::Gui::IdentityCard</name>
    <message>
        <source>Identity</source>
        <translation>Identitas</translation>
    </message>
    <message>
        <source>Device</source>
        <translation>Perangkat</translation>
    </message>
    <message>
        <source>Backing file</source>
        <translation>Berkas pendukung</translation>
    </message>
    <message>
        <source>Transport</source>
        <translation>Transpor</translation>
    </message>
    <message>
        <source>The kernel does not say how this drive is connected.</source>
        <translation>Kernel tidak menyebutkan bagaimana drive ini tersambung.</translation>
    </message>
    <message>
        <source>Rotation speed unknown: %1</source>
        <extracomment>%1 why the speed is unknown</extracomment>
        <translation>Kecepatan putar tidak diketahui: %1</translation>
    </message>
    <message>
        <source>Media</source>
        <translation>Media</translation>
    </message>
    <message>
        <source>Removable</source>
        <translation>Dapat dilepas</translation>
    </message>
    <message>
        <source>Read-only</source>
        <translation>Hanya baca</translation>
    </message>
    <message>
        <source>Model</source>
        <translation>Model</translation>
    </message>
    <message>
        <source>Vendor</source>
        <translation>Vendor</translation>
    </message>
    <message>
        <source>Serial number</source>
        <translation>Nomor seri</translation>
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
        <translation>Tautan</translation>
    </message>
</context>
<context>
    <name>DriveProof::Gui::MainWindow</name>
    <message>
        <source>Looking for drives…</source>
        <translation>Mencari drive…</translation>
    </message>
    <message>
        <source>Checking the partitions of %1…</source>
        <extracomment>%1 device path</extracomment>
        <translation>Memeriksa partisi %1…</translation>
    </message>
    <message>
        <source>Switching the write cache of %1…</source>
        <extracomment>%1 device path</extracomment>
        <translation>Mengubah cache tulis %1…</translation>
    </message>
    <message>
        <source>Reading the write cache and health of %1…</source>
        <extracomment>%1 device path</extracomment>
        <translation>Membaca cache tulis dan kesehatan %1…</translation>
    </message>
    <message>
        <source>udisks2 is not running: the facts shown come from the kernel alone.</source>
        <translation>udisks2 tidak berjalan: fakta yang ditampilkan hanya berasal dari kernel.</translation>
    </message>
    <message>
        <source>DriveProof</source>
        <translation>DriveProof</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>&amp;Berkas</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Keluar</translation>
    </message>
    <message>
        <source>Power-loss &amp;witness…</source>
        <translation>Saksi &amp;putus daya…</translation>
    </message>
    <message>
        <source>Record the power-loss test of another computer&apos;s drive on this one</source>
        <translation>Catat uji putus daya drive komputer lain di komputer ini</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>&amp;Sunting</translation>
    </message>
    <message>
        <source>&amp;Preferences…</source>
        <translation>&amp;Preferensi…</translation>
    </message>
    <message>
        <source>Choose the language, the unit of transfer rates and the test defaults</source>
        <translation>Pilih bahasa, satuan laju transfer, dan nilai bawaan uji</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Tampilan</translation>
    </message>
    <message>
        <source>&amp;Refresh</source>
        <translation>&amp;Segarkan</translation>
    </message>
    <message>
        <source>Read the list of drives again</source>
        <translation>Baca ulang daftar drive</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>B&amp;antuan</translation>
    </message>
    <message>
        <source>&amp;About DriveProof</source>
        <translation>&amp;Tentang DriveProof</translation>
    </message>
    <message>
        <source>Drives</source>
        <translation>Drive</translation>
    </message>
    <message>
        <source>Busy</source>
        <translation>Sibuk</translation>
    </message>
    <message numerus="yes">
        <source>A test is running on %1. Stop it and quit?</source>
        <extracomment>%1 device paths, e.g. &quot;/dev/sda&quot;; more than one joined by &quot;, &quot;</extracomment>
        <translation>
            <numerusform>Sebuah uji sedang berjalan pada %1. Hentikan dan keluar?</numerusform>
        </translation>
    </message>
    <message>
        <source>Stop the test?</source>
        <translation>Hentikan uji?</translation>
    </message>
    <message>
        <source>The steps that finished are kept in the history; the temporary file is removed.</source>
        <translation>Langkah yang sudah selesai disimpan di riwayat; berkas sementara dihapus.</translation>
    </message>
    <message>
        <source>&amp;Stop and quit</source>
        <translation>&amp;Hentikan dan keluar</translation>
    </message>
    <message>
        <source>&amp;Keep testing</source>
        <translation>&amp;Lanjutkan pengujian</translation>
    </message>
    <message>
        <source>Stop the power-loss test?</source>
        <translation>Hentikan uji putus daya?</translation>
    </message>
    <message>
        <source>The power-loss test is running. Quitting stops it without a power cut, so this run cannot tell whether the drive keeps its writes.</source>
        <translation>Uji putus daya sedang berjalan. Keluar akan menghentikannya tanpa pemutusan daya, sehingga putaran ini tidak dapat menunjukkan apakah drive mempertahankan penulisannya.</translation>
    </message>
    <message>
        <source>&amp;Keep running</source>
        <translation>&amp;Tetap jalankan</translation>
    </message>
    <message>
        <source>&amp;Open Drive Report…</source>
        <translation>&amp;Buka laporan drive…</translation>
    </message>
    <message>
        <source>Judge a drive from its smartctl or nvme-cli report, e.g. one a seller sent</source>
        <translation>Nilai drive dari laporan smartctl atau nvme-cli-nya, mis. laporan yang dikirim penjual</translation>
    </message>
    <message>
        <source>Paste Drive &amp;Report</source>
        <translation>Tempel &amp;laporan drive</translation>
    </message>
    <message>
        <source>Judge the smartctl or nvme-cli report on the clipboard</source>
        <translation>Nilai laporan smartctl atau nvme-cli yang ada di papan klip</translation>
    </message>
</context>
<context>
    <name>DriveProof::Gui::Notice</name>
    <message>
        <source>Danger</source>
        <translation>Bahaya</translation>
    </message>
    <message>
        <source>Warning</source>
        <translation>Peringatan</translation>
    </message>
    <message>
        <source>Note</source>
        <translation>Catatan</translation>
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
        <translation>Metode commit</translation>
    </message>
    <message>
        <source>Commits/s</source>
        <translation>Commit/dtk</translation>
    </message>
    <message>
        <source>Mean µs</source>
        <translation>Rerata µs</translation>
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
        <translation>Maks µs</translation>
    </message>
    <message>
        <source>Flushes per commit</source>
        <translation>Flush per commit</translation>
    </message>
    <message>
        <source>Test</source>
        <translation>Uji</translation>
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
        <translation>tidak durabel</translation>
    </message>
</context>
<context>
    <name>DriveProof::Gui::PartitionsCard</name>
    <message>
        <source>Partitions</source>
        <translation>Partisi</translation>
    </message>
    <message>
        <source>#</source>
        <translation>#</translation>
    </message>
    <message>
        <source>Device</source>
        <translation>Perangkat</translation>
    </message>
    <message>
        <source>Start sector</source>
        <translation>Sektor awal</translation>
    </message>
    <message>
        <source>Start (bytes)</source>
        <translation>Awal (byte)</translation>
    </message>
    <message>
        <source>Size</source>
        <translation>Ukuran</translation>
    </message>
    <message>
        <source>Mounted on</source>
        <translation>Dikaitkan di</translation>
    </message>
    <message>
        <source>Alignment</source>
        <translation>Perataan</translation>
    </message>
    <message>
        <source>Checking alignment</source>
        <translation>Memeriksa perataan</translation>
    </message>
    <message>
        <source>Reading the partition table…</source>
        <translation>Membaca tabel partisi…</translation>
    </message>
    <message>
        <source>What to do</source>
        <translation>Yang perlu dilakukan</translation>
    </message>
    <message>
        <source>Partitions of %1</source>
        <extracomment>accessible name of the partitions table; %1 device path</extracomment>
        <translation>Partisi %1</translation>
    </message>
    <message>
        <source>The kernel lists no partitions on this drive.</source>
        <translation>Kernel tidak mendaftarkan partisi apa pun pada drive ini.</translation>
    </message>
    <message>
        <source>The partition table lists no partitions.</source>
        <translation>Tabel partisi tidak mendaftarkan partisi apa pun.</translation>
    </message>
    <message>
        <source>The partition table lists this partition, but the kernel has no device node for it yet (on some systems &apos;partx -a&apos; adds it).</source>
        <translation>Tabel partisi mendaftarkan partisi ini, tetapi kernel belum memiliki node perangkat untuknya (pada sebagian sistem &apos;partx -a&apos; menambahkannya).</translation>
    </message>
    <message>
        <source>checking…</source>
        <translation>memeriksa…</translation>
    </message>
    <message>
        <source>The partition table did not list this partition.</source>
        <translation>Tabel partisi tidak mendaftarkan partisi ini.</translation>
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
        <translation>&quot;Mulai uji&quot; membuka uji putus daya terpandu: uji ini menulis ke berkas uji (atau seluruh perangkat), melaporkan setiap commit ke saksi di komputer kedua, dan meminta Anda mencabut steker. Setelah mulai ulang, DriveProof memeriksa penulisan terkonfirmasi mana yang selamat. Anda juga dapat berlatih di komputer ini dengan drive tersimulasi.</translation>
    </message>
    <message>
        <source>&amp;Tests:</source>
        <translation>&amp;Uji:</translation>
    </message>
    <message>
        <source>Tests</source>
        <translation>Uji</translation>
    </message>
    <message>
        <source>&amp;Where:</source>
        <translation>&amp;Lokasi:</translation>
    </message>
    <message>
        <source>Test si&amp;ze:</source>
        <translation>Uku&amp;ran uji:</translation>
    </message>
    <message>
        <source>Time per st&amp;ep (seconds):</source>
        <translation>Wak&amp;tu per langkah (detik):</translation>
    </message>
    <message>
        <source>&amp;Reads or writes:</source>
        <translation>&amp;Baca atau tulis:</translation>
    </message>
    <message>
        <source>&amp;Idle time between the passes (seconds):</source>
        <translation>Waktu &amp;menganggur di antara lintasan (detik):</translation>
    </message>
    <message>
        <source>Also measure with the drive&apos;s write &amp;cache off, then switch it back on</source>
        <translation>Ukur juga dengan &amp;cache tulis drive dimatikan, lalu nyalakan kembali</translation>
    </message>
    <message>
        <source>&amp;History…</source>
        <translation>&amp;Riwayat…</translation>
    </message>
    <message>
        <source>Earlier runs on this drive, and comparing two of them</source>
        <translation>Putaran sebelumnya pada drive ini, dan perbandingan dua di antaranya</translation>
    </message>
    <message>
        <source>&amp;Start test</source>
        <translation>&amp;Mulai uji</translation>
    </message>
    <message>
        <source>Reads</source>
        <translation>Baca</translation>
    </message>
    <message>
        <source>Writes</source>
        <translation>Tulis</translation>
    </message>
    <message>
        <source>Mixed: 70% reads, 30% writes</source>
        <translation>Campuran: 70% baca, 30% tulis</translation>
    </message>
    <message>
        <source>Takes as long as writing %1 once: about %2 at %3, less on a faster drive.</source>
        <extracomment>%1 a size, %2 a duration, %3 a rate (&quot;150.0 MB/s&quot;)</extracomment>
        <translation>Memakan waktu sepanjang menulis %1 sekali: sekitar %2 pada %3, lebih singkat pada drive yang lebih cepat.</translation>
    </message>
    <message>
        <source>Takes as long as reading %1 once: about %2 at %3, less on a faster drive.</source>
        <extracomment>%1 a size, %2 a duration, %3 a rate (&quot;150.0 MB/s&quot;)</extracomment>
        <translation>Memakan waktu sepanjang membaca %1 sekali: sekitar %2 pada %3, lebih singkat pada drive yang lebih cepat.</translation>
    </message>
    <message>
        <source>Takes about %1 with these settings.</source>
        <extracomment>%1 a duration</extracomment>
        <translation>Memakan waktu sekitar %1 dengan pengaturan ini.</translation>
    </message>
    <message>
        <source>Takes about %1 with these settings, plus a moment to prepare the test file.</source>
        <extracomment>%1 a duration</extracomment>
        <translation>Memakan waktu sekitar %1 dengan pengaturan ini, ditambah sebentar untuk menyiapkan berkas uji.</translation>
    </message>
    <message>
        <source>This test writes over %1: everything on it is lost, every partition and every file. You will be asked to type the device&apos;s name to confirm.</source>
        <extracomment>%1 a device node</extracomment>
        <translation>Uji ini menimpa %1: semua isinya hilang, setiap partisi dan setiap berkas. Anda akan diminta mengetik nama perangkat untuk konfirmasi.</translation>
    </message>
    <message>
        <source>Only reads from %1; nothing on it changes. Reading a device directly may ask for your password.</source>
        <extracomment>%1 a device node</extracomment>
        <translation>Hanya membaca dari %1; tidak ada isinya yang berubah. Membaca perangkat secara langsung mungkin meminta kata sandi Anda.</translation>
    </message>
    <message>
        <source>Writes only to a temporary file in the chosen folder and removes it afterwards; nothing else on the drive changes.</source>
        <translation>Hanya menulis ke berkas sementara di folder yang dipilih lalu menghapusnya; tidak ada hal lain di drive yang berubah.</translation>
    </message>
    <message>
        <source>Only reads. In a folder it first writes the temporary file it reads, and removes it afterwards.</source>
        <translation>Hanya membaca. Di sebuah folder, uji ini terlebih dahulu menulis berkas sementara yang dibacanya, lalu menghapusnya.</translation>
    </message>
    <message>
        <source>Opens the guided power-loss test</source>
        <translation>Membuka uji putus daya terpandu</translation>
    </message>
    <message>
        <source>%1 holds the running system: DriveProof never writes over it.</source>
        <extracomment>%1 a device node</extracomment>
        <translation>%1 memuat sistem yang sedang berjalan: DriveProof tidak pernah menimpanya.</translation>
    </message>
    <message>
        <source>%1 or one of its partitions is mounted or in use (LVM, RAID, an encrypted volume). Unmount it first to write over it.</source>
        <extracomment>%1 a device node</extracomment>
        <translation>%1 atau salah satu partisinya sedang dikaitkan atau dipakai (LVM, RAID, volume terenkripsi). Lepas kaitannya terlebih dahulu untuk menimpanya.</translation>
    </message>
    <message>
        <source>%1 is read-only.</source>
        <extracomment>%1 a device node</extracomment>
        <translation>%1 hanya baca.</translation>
    </message>
    <message>
        <source>A temporary file in %1</source>
        <extracomment>a place a test runs; %1 a folder</extracomment>
        <translation>Berkas sementara di %1</translation>
    </message>
    <message>
        <source>You may not be allowed to write here. Choose a folder of yours on this drive with &quot;another folder&quot;.</source>
        <translation>Anda mungkin tidak diizinkan menulis di sini. Pilih folder milik Anda di drive ini dengan &quot;folder lain&quot;.</translation>
    </message>
    <message>
        <source>A temporary file in another folder…</source>
        <translation>Berkas sementara di folder lain…</translation>
    </message>
    <message>
        <source>The whole device %1, only reading</source>
        <extracomment>a place a test runs; %1 a device node</extracomment>
        <translation>Seluruh perangkat %1, hanya membaca</translation>
    </message>
    <message>
        <source>The whole device %1, erasing everything on it</source>
        <extracomment>a place a test runs; %1 a device node</extracomment>
        <translation>Seluruh perangkat %1, menghapus semua isinya</translation>
    </message>
    <message>
        <source>Where the test runs</source>
        <translation>Lokasi uji berjalan</translation>
    </message>
    <message>
        <source>All of it</source>
        <translation>Seluruhnya</translation>
    </message>
    <message>
        <source>The commit test always uses 16 MiB, like pg_test_fsync, so that its numbers compare directly.</source>
        <translation>Uji commit selalu memakai 16 MiB, seperti pg_test_fsync, agar angkanya dapat langsung dibandingkan.</translation>
    </message>
    <message>
        <source>How much of the drive the test uses. Larger areas are less flattered by caches but take longer to prepare.</source>
        <translation>Seberapa banyak bagian drive yang dipakai uji. Area yang lebih besar kurang dipercantik oleh cache, tetapi lebih lama disiapkan.</translation>
    </message>
    <message>
        <source>Test size</source>
        <translation>Ukuran uji</translation>
    </message>
    <message>
        <source>Choose a folder on the drive to test</source>
        <translation>Pilih folder di drive yang akan diuji</translation>
    </message>
    <message>
        <source>This device has no write cache of its own to switch.</source>
        <translation>Perangkat ini tidak memiliki cache tulis sendiri untuk diubah.</translation>
    </message>
    <message>
        <source>The drive&apos;s write cache setting is not known (see the Write cache card), so it cannot be switched for the test.</source>
        <translation>Pengaturan cache tulis drive tidak diketahui (lihat kartu Cache tulis), jadi cache tidak dapat diubah untuk uji.</translation>
    </message>
    <message>
        <source>The drive&apos;s write cache is off already: the test measures it that way.</source>
        <translation>Cache tulis drive sudah mati: uji mengukurnya dalam keadaan itu.</translation>
    </message>
    <message>
        <source>This drive does not let its write cache be switched.</source>
        <translation>Drive ini tidak mengizinkan cache tulisnya diubah.</translation>
    </message>
    <message>
        <source>The chosen folder is not on one of this drive&apos;s file systems.</source>
        <translation>Folder yang dipilih tidak berada di salah satu sistem berkas drive ini.</translation>
    </message>
    <message>
        <source>The cache is switched off for a second round of measurements and back on afterwards, also when the test fails or is cancelled. Switching may ask for your password.</source>
        <translation>Cache dimatikan untuk putaran pengukuran kedua dan dinyalakan kembali sesudahnya, juga bila uji gagal atau dibatalkan. Pengubahan mungkin meminta kata sandi Anda.</translation>
    </message>
    <message>
        <source>No file system of this drive is mounted, so there is no folder for the test file. Mount one (in your file manager or GNOME Disks) and press Refresh (F5) in the main window, choose a folder with &quot;A temporary file in another folder…&quot;, or pick a reading test (sequential or random reads, surface scan), which can read the whole device without writing.</source>
        <translation>Tidak ada sistem berkas drive ini yang dikaitkan, jadi tidak ada folder untuk berkas uji. Kaitkan satu (di pengelola berkas atau GNOME Disks) lalu tekan Segarkan (F5) di jendela utama, pilih folder dengan &quot;Berkas sementara di folder lain…&quot;, atau pilih uji baca (baca berurutan atau acak, pindai permukaan) yang dapat membaca seluruh perangkat tanpa menulis.</translation>
    </message>
    <message>
        <source>Choose where the test runs: a folder of yours on this drive, with &quot;A temporary file in another folder…&quot;.</source>
        <translation>Pilih tempat uji berjalan: folder milik Anda di drive ini, lewat &quot;Berkas sementara di folder lain…&quot;.</translation>
    </message>
    <message>
        <source>%1 Choose a folder on the drive instead, or a reading test.</source>
        <extracomment>%1 why the device cannot be written (a sentence)</extracomment>
        <translation>%1 Pilih folder di drive sebagai gantinya, atau uji baca.</translation>
    </message>
    <message>
        <source>%1 is empty: no partition table and no file system, as a new drive arrives. This test writes over the whole device; you will be asked once to confirm.</source>
        <extracomment>%1 a device node</extracomment>
        <translation>%1 kosong: tanpa tabel partisi dan tanpa sistem berkas, seperti drive baru saat tiba. Uji ini menimpa seluruh perangkat; Anda akan diminta konfirmasi sekali.</translation>
    </message>
    <message>
        <source>The whole device %1, which is empty</source>
        <extracomment>a place a test runs; %1 a device node of a drive with nothing on it</extracomment>
        <translation>Seluruh perangkat %1, yang kosong</translation>
    </message>
</context>
<context>
    <name>DriveProof::Gui::PowerLossAreaStep</name>
    <message>
        <source>Where to test</source>
        <translation>Lokasi uji</translation>
    </message>
    <message>
        <source>The test writes records that describe themselves into a test area, commits them the way a database does, and reports every commit to a witness. A file on the drive tests the whole stack: file system, kernel and drive.</source>
        <translation>Uji ini menulis rekaman yang menjelaskan dirinya sendiri ke area uji, melakukan commit seperti yang dilakukan basis data, dan melaporkan setiap commit ke saksi. Berkas di drive menguji seluruh tumpukan: sistem berkas, kernel, dan drive.</translation>
    </message>
    <message>
        <source>&amp;Test area:</source>
        <translation>&amp;Area uji:</translation>
    </message>
    <message>
        <source>Test area</source>
        <translation>Area uji</translation>
    </message>
    <message>
        <source>Si&amp;ze:</source>
        <translation>Uku&amp;ran:</translation>
    </message>
    <message>
        <source>Size of the test area</source>
        <translation>Ukuran area uji</translation>
    </message>
    <message>
        <source>Larger than the drive&apos;s cache, so that the cache cannot hide the writes. 1 GiB is enough for most drives.</source>
        <translation>Lebih besar dari cache drive, agar cache tidak dapat menyembunyikan penulisan. 1 GiB cukup untuk sebagian besar drive.</translation>
    </message>
    <message>
        <source>Commit &amp;method:</source>
        <translation>&amp;Metode commit:</translation>
    </message>
    <message>
        <source>Commit method</source>
        <translation>Metode commit</translation>
    </message>
    <message>
        <source>&amp;Writes per commit:</source>
        <translation>&amp;Penulisan per commit:</translation>
    </message>
    <message>
        <source>Writes per commit</source>
        <translation>Penulisan per commit</translation>
    </message>
    <message>
        <source>1 commits every write. More: a batched group commit, as busy databases do.</source>
        <translation>1 melakukan commit setiap penulisan. Lebih dari itu: group commit bertumpuk, seperti yang dilakukan basis data yang sibuk.</translation>
    </message>
    <message>
        <source>&amp;Only the drive loses power: I will pull its cable (USB or hot-plug drive)</source>
        <translation>&amp;Hanya drive yang kehilangan daya: saya akan mencabut kabelnya (drive USB atau hot-plug)</translation>
    </message>
    <message>
        <source>A test file in %1</source>
        <extracomment>%1 a folder</extracomment>
        <translation>Berkas uji di %1</translation>
    </message>
    <message>
        <source>A test file in another folder…</source>
        <translation>Berkas uji di folder lain…</translation>
    </message>
    <message>
        <source>The whole device %1, erasing everything on it</source>
        <extracomment>%1 a device node</extracomment>
        <translation>Seluruh perangkat %1, menghapus semua isinya</translation>
    </message>
    <message>
        <source>A file system of this drive is mounted or in use: unmount it first to write over the device.</source>
        <translation>Sebuah sistem berkas drive ini sedang dikaitkan atau dipakai: lepas kaitannya terlebih dahulu untuk menimpa perangkat.</translation>
    </message>
    <message>
        <source>Choose a folder on the drive to test</source>
        <translation>Pilih folder di drive yang akan diuji</translation>
    </message>
    <message>
        <source>The test writes over %1: everything on it is lost. You will be asked to type the device&apos;s name to confirm.</source>
        <extracomment>%1 a device node</extracomment>
        <translation>Uji ini menimpa %1: semua isinya hilang. Anda akan diminta mengetik nama perangkat untuk konfirmasi.</translation>
    </message>
    <message>
        <source>Cable-pull mode: the computer keeps running and only the drive goes dark. The witness may run on this computer (the witness page, address 127.0.0.1:7070), but its record must be on another disk than the one under test.</source>
        <translation>Mode cabut kabel: komputer tetap berjalan dan hanya drive yang padam. Saksi boleh berjalan di komputer ini (halaman saksi, alamat 127.0.0.1:7070), tetapi catatannya harus berada di disk selain disk yang diuji.</translation>
    </message>
    <message>
        <source>The whole computer loses power: you will pull its power cord. The witness runs on a second computer.</source>
        <translation>Seluruh komputer kehilangan daya: Anda akan mencabut kabel dayanya. Saksi berjalan di komputer kedua.</translation>
    </message>
</context>
<context>
    <name>DriveProof::Gui::PowerLossPreflightStep</name>
    <message>
        <source>Before the test</source>
        <translation>Sebelum uji</translation>
    </message>
    <message>
        <source>Things to know</source>
        <translation>Hal yang perlu diketahui</translation>
    </message>
    <message>
        <source>unknown</source>
        <translation>tidak diketahui</translation>
    </message>
    <message>
        <source>Reading the drive&apos;s identity, write cache and health… Reading the cache or the counters may ask for your password.</source>
        <translation>Membaca identitas, cache tulis, dan kesehatan drive… Membaca cache atau penghitung mungkin meminta kata sandi Anda.</translation>
    </message>
    <message>
        <source>Practice with a lying drive: it acknowledges writes while they are still in its cache, and loses them at the power cut. Expect FAIL.</source>
        <translation>Berlatih dengan drive pembohong: drive mengonfirmasi penulisan selagi masih di cache-nya, dan kehilangannya saat pemutusan daya. Hasil yang diharapkan: FAIL.</translation>
    </message>
    <message>
        <source>Practice with an honest drive: it keeps every write it acknowledged. Expect a pass of the simulated cut.</source>
        <translation>Berlatih dengan drive jujur: drive mempertahankan setiap penulisan yang telah dikonfirmasinya. Hasil yang diharapkan: lulus pada pemutusan tersimulasi.</translation>
    </message>
    <message>
        <source>What happens:
1. DriveProof prepares a simulated drive of 16 MiB and a witness on this computer.
2. It writes numbered records, commits each one and reports it to the witness; the chart shows the commits per second.
3. Once commits flow steadily it says &quot;Pull the plug now&quot;: press &quot;Cut the power&quot;. On a real test you would pull the power cord at that moment.
4. The simulated drive starts again, DriveProof reads it back and compares it with the witness&apos;s record.
5. The report says what the drive kept and what it lost.</source>
        <translation>Yang terjadi:
1. DriveProof menyiapkan drive tersimulasi 16 MiB dan saksi di komputer ini.
2. DriveProof menulis rekaman bernomor, melakukan commit masing-masing, dan melaporkannya ke saksi; grafik menampilkan commit per detik.
3. Setelah commit mengalir stabil, muncul &quot;Cabut steker sekarang&quot;: tekan &quot;Putuskan daya&quot;. Pada uji sungguhan, Anda mencabut kabel daya pada saat itu.
4. Drive tersimulasi dimulai lagi, DriveProof membacanya kembali dan membandingkannya dengan catatan saksi.
5. Laporan menyebutkan apa yang dipertahankan drive dan apa yang hilang.</translation>
    </message>
    <message>
        <source>The test cannot run: %1</source>
        <extracomment>%1 the reason</extracomment>
        <translation>Uji tidak dapat dijalankan: %1</translation>
    </message>
    <message>
        <source>DriveProof read this before the test; it compares it after the power cut.</source>
        <translation>DriveProof membaca ini sebelum uji; data ini dibandingkan setelah pemutusan daya.</translation>
    </message>
    <message>
        <source>Drive:</source>
        <translation>Drive:</translation>
    </message>
    <message>
        <source>Serial number:</source>
        <translation>Nomor seri:</translation>
    </message>
    <message>
        <source>Firmware:</source>
        <translation>Firmware:</translation>
    </message>
    <message>
        <source>Capacity:</source>
        <translation>Kapasitas:</translation>
    </message>
    <message>
        <source>Write cache:</source>
        <translation>Cache tulis:</translation>
    </message>
    <message>
        <source>Unsafe shutdowns so far:</source>
        <translation>Pematian tidak aman sejauh ini:</translation>
    </message>
    <message>
        <source>the drive does not count them</source>
        <translation>drive tidak menghitungnya</translation>
    </message>
    <message>
        <source>Computer:</source>
        <translation>Komputer:</translation>
    </message>
    <message>
        <source>Start the test: DriveProof prepares the test area (this takes a while), connects to the witness and writes. Wait for &quot;Pull the plug now&quot;.</source>
        <translation>Mulai uji: DriveProof menyiapkan area uji (ini memakan waktu), menyambung ke saksi, lalu menulis. Tunggu &quot;Cabut steker sekarang&quot;.</translation>
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
        <translation>Yang ditemukan</translation>
    </message>
    <message>
        <source>Acknowledged writes and the power cut</source>
        <translation>Penulisan yang dikonfirmasi dan pemutusan daya</translation>
    </message>
    <message>
        <source>Does this run count?</source>
        <translation>Apakah putaran ini sah?</translation>
    </message>
    <message>
        <source>Machine and drive at the start</source>
        <translation>Mesin dan drive saat mulai</translation>
    </message>
    <message>
        <source>What to do next</source>
        <translation>Langkah berikutnya</translation>
    </message>
    <message>
        <source>Export &amp;JSON…</source>
        <translation>Ekspor &amp;JSON…</translation>
    </message>
    <message>
        <source>Save the whole report as a JSON file</source>
        <translation>Simpan seluruh laporan sebagai berkas JSON</translation>
    </message>
    <message>
        <source>&amp;Test again</source>
        <translation>&amp;Uji lagi</translation>
    </message>
    <message>
        <source>Practice run on a simulated drive, started %1. Nothing on your drives was tested.</source>
        <translation>Putaran latihan pada drive tersimulasi, dimulai %1. Tidak ada drive Anda yang diuji.</translation>
    </message>
    <message>
        <source>Test of %1, started %2.</source>
        <translation>Uji %1, dimulai %2.</translation>
    </message>
    <message>
        <source>The witness recorded %1 acknowledged writes; %2 blocks were checked.</source>
        <extracomment>%1 a number of writes</extracomment>
        <translation>Saksi mencatat %1 penulisan yang dikonfirmasi; %2 blok diperiksa.</translation>
    </message>
    <message>
        <source>The lost tail: every commit acknowledged in the last %1 s before the cut.</source>
        <extracomment>%1 seconds, with one decimal</extracomment>
        <translation>Ekor yang hilang: setiap commit yang dikonfirmasi dalam %1 dtk terakhir sebelum pemutusan.</translation>
    </message>
    <message>
        <source>No acknowledged write was lost or damaged.</source>
        <translation>Tidak ada penulisan terkonfirmasi yang hilang atau rusak.</translation>
    </message>
    <message>
        <source>Each dot is a write the witness heard acknowledged, at the moment it heard it; the dashed line is when the writer went silent, the estimated cut. Red dots are writes the drive lost.</source>
        <translation>Setiap titik adalah penulisan yang didengar saksi telah dikonfirmasi, pada saat saksi mendengarnya; garis putus-putus adalah saat penulis terdiam, yaitu perkiraan pemutusan. Titik merah adalah penulisan yang hilang dari drive.</translation>
    </message>
    <message>
        <source>%1 earlier writes that were kept are not drawn.</source>
        <extracomment>%1 a number of writes</extracomment>
        <translation>%1 penulisan sebelumnya yang bertahan tidak digambar.</translation>
    </message>
    <message>
        <source>Passed: %1</source>
        <translation>Lulus: %1</translation>
    </message>
    <message>
        <source>Not passed: %1</source>
        <translation>Tidak lulus: %1</translation>
    </message>
    <message>
        <source>unknown</source>
        <translation>tidak diketahui</translation>
    </message>
    <message>
        <source>Computer:</source>
        <translation>Komputer:</translation>
    </message>
    <message>
        <source>Drive:</source>
        <translation>Drive:</translation>
    </message>
    <message>
        <source>Capacity:</source>
        <translation>Kapasitas:</translation>
    </message>
    <message>
        <source>Write cache:</source>
        <translation>Cache tulis:</translation>
    </message>
    <message>
        <source>Commit method:</source>
        <translation>Metode commit:</translation>
    </message>
    <message>
        <source>Test area:</source>
        <translation>Area uji:</translation>
    </message>
    <message>
        <source>Kernel:</source>
        <translation>Kernel:</translation>
    </message>
    <message>
        <source>Unsafe shutdowns before:</source>
        <translation>Pematian tidak aman sebelumnya:</translation>
    </message>
    <message>
        <source>the drive does not count them</source>
        <translation>drive tidak menghitungnya</translation>
    </message>
    <message>
        <source>Run id:</source>
        <translation>Id putaran:</translation>
    </message>
    <message>
        <source>This was practice. To test a real drive, run the wizard again and choose a witness on a second computer.</source>
        <translation>Ini latihan. Untuk menguji drive sungguhan, jalankan wizard lagi dan pilih saksi di komputer kedua.</translation>
    </message>
    <message>
        <source>Switch the drive&apos;s write cache off (the Write cache card of the drive page) and test again: if it passes then, keep the cache off for data that matters.</source>
        <translation>Matikan cache tulis drive (kartu Cache tulis di halaman drive) dan uji lagi: jika lulus, biarkan cache mati untuk data penting.</translation>
    </message>
    <message>
        <source>Do not trust this drive with data that must survive a power cut; a firmware update may help. Test again after any change.</source>
        <translation>Jangan percayakan data yang harus selamat dari pemutusan daya pada drive ini; pembaruan firmware mungkin membantu. Uji lagi setelah setiap perubahan.</translation>
    </message>
    <message>
        <source>Fix what the checklist names and test again.</source>
        <translation>Perbaiki yang disebut daftar periksa dan uji lagi.</translation>
    </message>
    <message>
        <source>Run the test at least five times: one passing run can be luck, five make a configuration worth trusting.</source>
        <translation>Jalankan uji setidaknya lima kali: satu putaran yang lulus bisa jadi kebetulan, lima putaran menjadikan konfigurasi layak dipercaya.</translation>
    </message>
    <message>
        <source>Export the report</source>
        <translation>Ekspor laporan</translation>
    </message>
    <message>
        <source>JSON files (*.json)</source>
        <translation>Berkas JSON (*.json)</translation>
    </message>
    <message>
        <source>Could not write %1: %2</source>
        <extracomment>%1 a file path, %2 the system&apos;s reason</extracomment>
        <translation>Tidak dapat menulis %1: %2</translation>
    </message>
    <message>
        <source>Saved %1</source>
        <extracomment>%1 a file path</extracomment>
        <translation>%1 disimpan</translation>
    </message>
</context>
<context>
    <name>DriveProof::Gui::PowerLossRunStep</name>
    <message>
        <source>Practice run</source>
        <translation>Putaran latihan</translation>
    </message>
    <message>
        <source>The test runs</source>
        <translation>Uji berjalan</translation>
    </message>
    <message>
        <source>Preparing the test area</source>
        <translation>Menyiapkan area uji</translation>
    </message>
    <message>
        <source>Commits, writes in flight and the link to the witness</source>
        <translation>Commit, penulisan yang sedang berjalan, dan tautan ke saksi</translation>
    </message>
    <message>
        <source>Pull the plug now</source>
        <extracomment>shown very large once the run is warm</extracomment>
        <translation>Cabut steker sekarang</translation>
    </message>
    <message>
        <source>Press &quot;Cut the power&quot;. On a real test you would now pull the power cord out of the computer (not press its power button).</source>
        <translation>Tekan &quot;Putuskan daya&quot;. Pada uji sungguhan, sekarang Anda akan mencabut kabel daya dari komputer (bukan menekan tombol dayanya).</translation>
    </message>
    <message>
        <source>Pull the drive&apos;s cable out now (USB or power cable of the drive only). Leave the computer running; plug the drive back in after ten seconds. The witness and its record must be on another disk.</source>
        <translation>Cabut kabel drive sekarang (kabel USB atau kabel daya drive saja). Biarkan komputer tetap berjalan; sambungkan drive kembali setelah sepuluh detik. Saksi dan catatannya harus berada di disk lain.</translation>
    </message>
    <message>
        <source>Pull the power cord out of the computer now (a laptop: its battery too). Do not press the power button and do not shut down: the drive must lose power while it is writing. Wait ten seconds, plug it back in and start the computer: DriveProof opens by itself and checks the drive.</source>
        <translation>Cabut kabel daya dari komputer sekarang (laptop: baterainya juga). Jangan tekan tombol daya dan jangan matikan komputer: drive harus kehilangan daya selagi menulis. Tunggu sepuluh detik, sambungkan kembali dan nyalakan komputer: DriveProof terbuka dengan sendirinya dan memeriksa drive.</translation>
    </message>
    <message>
        <source>&amp;Cut the power</source>
        <translation>&amp;Putuskan daya</translation>
    </message>
    <message>
        <source>Simulate the power cut: the simulated drive loses what it only held in its cache</source>
        <translation>Simulasikan pemutusan daya: drive tersimulasi kehilangan apa yang hanya disimpannya di cache</translation>
    </message>
    <message>
        <source>&amp;Stop without a cut</source>
        <translation>&amp;Hentikan tanpa pemutusan</translation>
    </message>
    <message>
        <source>End the run cleanly; nothing is verified</source>
        <translation>Akhiri putaran dengan bersih; tidak ada yang diverifikasi</translation>
    </message>
    <message>
        <source>Starting…</source>
        <translation>Memulai…</translation>
    </message>
    <message>
        <source>%1 commits/s · %2 commits, %3 held by the witness · %4 in flight · witness: %5</source>
        <extracomment>%1 commits per second, %2 commits done, %3 commits the witness holds, %4 writes in flight, %5 the link&apos;s state (&quot;connected&quot;)</extracomment>
        <translation>%1 commit/dtk · %2 commit, %3 dipegang saksi · %4 sedang berjalan · saksi: %5</translation>
    </message>
    <message>
        <source>Commits per second</source>
        <translation>Commit per detik</translation>
    </message>
    <message>
        <source>Checking the simulated drive: %1</source>
        <extracomment>%1 what the verifier does now</extracomment>
        <translation>Memeriksa drive tersimulasi: %1</translation>
    </message>
    <message>
        <source>The run failed.</source>
        <translation>Putaran gagal.</translation>
    </message>
</context>
<context>
    <name>DriveProof::Gui::PowerLossUi</name>
    <message>
        <source>fdatasync after each commit (what most databases use)</source>
        <translation>fdatasync setelah setiap commit (yang dipakai sebagian besar basis data)</translation>
    </message>
    <message>
        <source>fsync after each commit (also flushes the file&apos;s metadata)</source>
        <translation>fsync setelah setiap commit (juga mem-flush metadata berkas)</translation>
    </message>
    <message>
        <source>O_DSYNC: every write is durable when it returns</source>
        <extracomment>O_DSYNC is a technical name, keep it</extracomment>
        <translation>O_DSYNC: setiap penulisan durabel saat kembali</translation>
    </message>
    <message>
        <source>O_SYNC: every write and its metadata are durable when it returns</source>
        <extracomment>O_SYNC is a technical name, keep it</extracomment>
        <translation>O_SYNC: setiap penulisan dan metadatanya durabel saat kembali</translation>
    </message>
    <message>
        <source>Passed: the drive kept every write it acknowledged</source>
        <translation>Lulus: drive mempertahankan setiap penulisan yang dikonfirmasinya</translation>
    </message>
    <message>
        <source>Failed: the drive lost or damaged writes it had acknowledged</source>
        <translation>Gagal: drive kehilangan atau merusak penulisan yang telah dikonfirmasinya</translation>
    </message>
    <message>
        <source>Inconclusive: this run cannot prove the drive safe</source>
        <translation>Tidak meyakinkan: putaran ini tidak dapat membuktikan drive aman</translation>
    </message>
    <message>
        <source>on</source>
        <extracomment>the drive&apos;s write cache</extracomment>
        <translation>menyala</translation>
    </message>
    <message>
        <source>off</source>
        <extracomment>the drive&apos;s write cache</extracomment>
        <translation>mati</translation>
    </message>
    <message>
        <source>unknown</source>
        <translation>tidak diketahui</translation>
    </message>
</context>
<context>
    <name>DriveProof::Gui::PowerLossVerifyStep</name>
    <message>
        <source>Check the drive after the power cut</source>
        <translation>Periksa drive setelah pemutusan daya</translation>
    </message>
    <message>
        <source>DriveProof asks the witness for its record, reads the whole test area and compares every block with what the drive acknowledged. The witness must be running and reachable.</source>
        <translation>DriveProof meminta catatan saksi, membaca seluruh area uji, dan membandingkan setiap blok dengan apa yang dikonfirmasi drive. Saksi harus berjalan dan dapat dijangkau.</translation>
    </message>
    <message>
        <source>If the witness cannot be reached, start it again on the second computer (it kept its record on disk) and press &quot;Verify now&quot;. The test stays pending until it is verified or forgotten, and DriveProof opens this page at every start until then.</source>
        <translation>Jika saksi tidak dapat dijangkau, jalankan lagi di komputer kedua (catatannya tersimpan di disk) dan tekan &quot;Verifikasi sekarang&quot;. Uji tetap tertunda sampai diverifikasi atau dilupakan, dan sampai saat itu DriveProof membuka halaman ini setiap kali dimulai.</translation>
    </message>
    <message>
        <source>Verification progress</source>
        <translation>Kemajuan verifikasi</translation>
    </message>
    <message>
        <source>&amp;Verify now</source>
        <translation>&amp;Verifikasi sekarang</translation>
    </message>
    <message>
        <source>&amp;Forget this test</source>
        <translation>&amp;Lupakan uji ini</translation>
    </message>
    <message>
        <source>Remove the pending test without verifying it</source>
        <translation>Hapus uji tertunda tanpa memverifikasinya</translation>
    </message>
    <message>
        <source>• %1, started %2, witness %3</source>
        <extracomment>%1 a file or device, %2 a date and time, %3 a witness address</extracomment>
        <translation>• %1, dimulai %2, saksi %3</translation>
    </message>
    <message>
        <source>practice run</source>
        <translation>putaran latihan</translation>
    </message>
    <message>
        <source>No test is waiting to be checked.</source>
        <translation>Tidak ada uji yang menunggu diperiksa.</translation>
    </message>
    <message>
        <source>Waiting to be checked (the first one is checked now):
%1</source>
        <translation>Menunggu diperiksa (yang pertama diperiksa sekarang):
%1</translation>
    </message>
    <message>
        <source>Starting…</source>
        <translation>Memulai…</translation>
    </message>
</context>
<context>
    <name>DriveProof::Gui::PowerLossWitnessStep</name>
    <message>
        <source>The witness</source>
        <translation>Saksi</translation>
    </message>
    <message>
        <source>A second computer records every write this drive acknowledges, so that after the power cut DriveProof knows what the drive promised.</source>
        <translation>Komputer kedua mencatat setiap penulisan yang dikonfirmasi drive ini, agar setelah pemutusan daya DriveProof tahu apa yang dijanjikan drive.</translation>
    </message>
    <message>
        <source>&amp;Another computer is the witness</source>
        <translation>&amp;Komputer lain menjadi saksi</translation>
    </message>
    <message>
        <source>Witness &amp;address:</source>
        <translation>&amp;Alamat saksi:</translation>
    </message>
    <message>
        <source>Witness address and port</source>
        <translation>Alamat dan port saksi</translation>
    </message>
    <message>
        <source>&amp;Pairing code:</source>
        <translation>Kode &amp;pemasangan:</translation>
    </message>
    <message>
        <source>Pairing code</source>
        <translation>Kode pemasangan</translation>
    </message>
    <message>
        <source>On the second computer, open DriveProof&apos;s witness page (menu &quot;Power-loss witness…&quot;) or run &quot;driveproof-cli witness --listen 0.0.0.0:7070&quot; in a terminal. It shows the pairing code; type it here with its address, e.g. 192.168.1.20:7070.</source>
        <translation>Di komputer kedua, buka halaman saksi DriveProof (menu &quot;Saksi putus daya…&quot;) atau jalankan &quot;driveproof-cli witness --listen 0.0.0.0:7070&quot; di terminal. Halaman itu menampilkan kode pemasangan; ketik kode itu di sini beserta alamatnya, mis. 192.168.1.20:7070.</translation>
    </message>
    <message>
        <source>P&amp;ractice on this computer, with a simulated drive</source>
        <translation>&amp;Berlatih di komputer ini, dengan drive tersimulasi</translation>
    </message>
    <message>
        <source>Learn the procedure without pulling a plug: a simulated drive, a witness on this computer and a simulated power cut. Nothing on your drives is written.</source>
        <translation>Pelajari prosedurnya tanpa mencabut steker: drive tersimulasi, saksi di komputer ini, dan pemutusan daya tersimulasi. Tidak ada yang ditulis ke drive Anda.</translation>
    </message>
    <message>
        <source>Simulated &amp;drive:</source>
        <translation>&amp;Drive tersimulasi:</translation>
    </message>
    <message>
        <source>Simulated drive</source>
        <translation>Drive tersimulasi</translation>
    </message>
    <message>
        <source>Honest: keeps every write it acknowledged</source>
        <translation>Jujur: mempertahankan setiap penulisan yang dikonfirmasinya</translation>
    </message>
    <message>
        <source>Lying: acknowledges writes it still holds in its cache</source>
        <translation>Pembohong: mengonfirmasi penulisan yang masih disimpannya di cache</translation>
    </message>
    <message>
        <source>This is not a pairing code: it has twelve letters and digits, like K7QD-M2XF-9HBT.</source>
        <translation>Ini bukan kode pemasangan: kode itu terdiri atas dua belas huruf dan angka, seperti K7QD-M2XF-9HBT.</translation>
    </message>
</context>
<context>
    <name>DriveProof::Gui::PowerLossWizard</name>
    <message>
        <source>Power-loss test – DriveProof</source>
        <translation>Uji putus daya – DriveProof</translation>
    </message>
    <message>
        <source>Power-loss test of %1 – DriveProof</source>
        <translation>Uji putus daya %1 – DriveProof</translation>
    </message>
    <message>
        <source>1. Drive and area</source>
        <translation>1. Drive dan area</translation>
    </message>
    <message>
        <source>2. Witness</source>
        <translation>2. Saksi</translation>
    </message>
    <message>
        <source>3. Check</source>
        <translation>3. Pemeriksaan</translation>
    </message>
    <message>
        <source>4. Run and pull the plug</source>
        <translation>4. Jalankan dan cabut steker</translation>
    </message>
    <message>
        <source>5. Verify</source>
        <translation>5. Verifikasi</translation>
    </message>
    <message>
        <source>6. Report</source>
        <translation>6. Laporan</translation>
    </message>
    <message>
        <source>&lt; &amp;Back</source>
        <translation>&lt; &amp;Kembali</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Tutup</translation>
    </message>
    <message>
        <source>Current step</source>
        <translation>Langkah saat ini</translation>
    </message>
    <message>
        <source>&amp;Next &gt;</source>
        <translation>&amp;Lanjut &gt;</translation>
    </message>
    <message>
        <source>&amp;Check this computer &gt;</source>
        <translation>&amp;Periksa komputer ini &gt;</translation>
    </message>
    <message>
        <source>&amp;Start practice</source>
        <translation>&amp;Mulai latihan</translation>
    </message>
    <message>
        <source>&amp;Start the test</source>
        <translation>&amp;Mulai uji</translation>
    </message>
    <message>
        <source>Power-loss test</source>
        <translation>Uji putus daya</translation>
    </message>
    <message>
        <source>simulated drive</source>
        <translation>drive tersimulasi</translation>
    </message>
    <message>
        <source>Power-loss practice on a simulated lying drive – DriveProof</source>
        <extracomment>window title while practising on the simulated drive that loses acknowledged writes</extracomment>
        <translation>Latihan putus daya pada drive tersimulasi yang berbohong – DriveProof</translation>
    </message>
    <message>
        <source>Power-loss practice on a simulated honest drive – DriveProof</source>
        <extracomment>window title while practising on the simulated drive that keeps its writes</extracomment>
        <translation>Latihan putus daya pada drive tersimulasi yang jujur – DriveProof</translation>
    </message>
</context>
<context>
    <name>DriveProof::Gui::ReportWindow</name>
    <message>
        <source>Drive report: %1</source>
        <extracomment>window title; %1 the report&apos;s file name</extracomment>
        <translation>Laporan drive: %1</translation>
    </message>
    <message>
        <source>Open a drive report</source>
        <translation>Buka laporan drive</translation>
    </message>
    <message>
        <source>Drive reports (*.txt *.json *.log);;All files (*)</source>
        <extracomment>file dialog filter; keep the patterns in parentheses as they are</extracomment>
        <translation>Laporan drive (*.txt *.json *.log);;Semua berkas (*)</translation>
    </message>
    <message>
        <source>pasted text</source>
        <extracomment>the name a report pasted from the clipboard goes by</extracomment>
        <translation>teks yang ditempel</translation>
    </message>
</context>
<context>
    <name>DriveProof::Gui::ResultCharts</name>
    <message>
        <source>&amp;Latency of:</source>
        <translation>&amp;Latensi dari:</translation>
    </message>
    <message>
        <source>Measurement whose latency is shown</source>
        <translation>Pengukuran yang latensinya ditampilkan</translation>
    </message>
</context>
<context>
    <name>DriveProof::Gui::ResultExporter</name>
    <message>
        <source>Could not write %1: %2. Choose another folder.</source>
        <extracomment>%1 a file path, %2 the system&apos;s reason</extracomment>
        <translation>Tidak dapat menulis %1: %2. Pilih folder lain.</translation>
    </message>
</context>
<context>
    <name>DriveProof::Gui::ResultPage</name>
    <message>
        <source>Verdict</source>
        <translation>Putusan</translation>
    </message>
    <message>
        <source>At a glance</source>
        <translation>Sekilas</translation>
    </message>
    <message>
        <source>All numbers</source>
        <translation>Semua angka</translation>
    </message>
    <message>
        <source>Charts</source>
        <translation>Grafik</translation>
    </message>
    <message>
        <source>Export &amp;JSON…</source>
        <translation>Ekspor &amp;JSON…</translation>
    </message>
    <message>
        <source>Save everything this test measured, for other programs</source>
        <translation>Simpan semua yang diukur uji ini, untuk program lain</translation>
    </message>
    <message>
        <source>Export &amp;CSV…</source>
        <translation>Ekspor &amp;CSV…</translation>
    </message>
    <message>
        <source>Save the table of numbers for a spreadsheet</source>
        <translation>Simpan tabel angka untuk lembar kerja</translation>
    </message>
    <message>
        <source>Save charts as &amp;PNG…</source>
        <translation>Simpan grafik sebagai &amp;PNG…</translation>
    </message>
    <message>
        <source>Save a picture of each chart into a folder</source>
        <translation>Simpan gambar setiap grafik ke sebuah folder</translation>
    </message>
    <message>
        <source>&amp;History</source>
        <translation>&amp;Riwayat</translation>
    </message>
    <message>
        <source>Earlier runs on this drive, and comparing two of them</source>
        <translation>Putaran sebelumnya pada drive ini, dan perbandingan dua di antaranya</translation>
    </message>
    <message>
        <source>&amp;New test</source>
        <translation>Uji &amp;baru</translation>
    </message>
    <message>
        <source>Ran on %1, started %2, took %3.</source>
        <extracomment>under a result&apos;s title; %1 where it ran, %2 date and time it started, %3 how long it took</extracomment>
        <translation>Dijalankan pada %1, dimulai %2, berlangsung %3.</translation>
    </message>
    <message>
        <source>Drive: %1, serial number %2</source>
        <extracomment>the drive a result is about; %1 model (or device name), %2 serial number</extracomment>
        <translation>Drive: %1, nomor seri %2</translation>
    </message>
    <message>
        <source>Drive: %1</source>
        <extracomment>the drive a result is about; %1 model or device name</extracomment>
        <translation>Drive: %1</translation>
    </message>
    <message>
        <source>The test stopped on an error.</source>
        <translation>Uji berhenti karena error.</translation>
    </message>
    <message>
        <source>You cancelled the test before it measured anything.</source>
        <translation>Anda membatalkan uji sebelum ada yang terukur.</translation>
    </message>
    <message>
        <source>You cancelled the test. The numbers below are those of the steps that finished before that; the verdict may be incomplete.</source>
        <translation>Anda membatalkan uji. Angka di bawah adalah angka dari langkah yang selesai sebelum itu; putusannya mungkin tidak lengkap.</translation>
    </message>
    <message>
        <source>This result could not be kept in the history: %1</source>
        <extracomment>%1 why the result could not be saved</extracomment>
        <translation>Hasil ini tidak dapat disimpan di riwayat: %1</translation>
    </message>
    <message>
        <source>This result is kept in the drive&apos;s history, so you can compare it with later runs.</source>
        <translation>Hasil ini disimpan di riwayat drive, sehingga Anda dapat membandingkannya dengan putaran berikutnya.</translation>
    </message>
    <message>
        <source>This test measures speed and gives no verdict of its own. Compare the numbers with the drive&apos;s data sheet, or with an earlier run in the history.</source>
        <translation>Uji ini mengukur kecepatan dan tidak memberikan putusan sendiri. Bandingkan angkanya dengan lembar data drive, atau dengan putaran sebelumnya di riwayat.</translation>
    </message>
    <message>
        <source>%1:</source>
        <extracomment>label of a row; %1 a measurement&apos;s name, e.g. &quot;SEQ1M Q8T1 read&quot;</extracomment>
        <translation>%1:</translation>
    </message>
    <message>
        <source>Save the charts into a folder</source>
        <translation>Simpan grafik ke sebuah folder</translation>
    </message>
    <message>
        <source>Export the result as JSON</source>
        <translation>Ekspor hasil sebagai JSON</translation>
    </message>
    <message>
        <source>Export the numbers as CSV</source>
        <translation>Ekspor angka sebagai CSV</translation>
    </message>
    <message>
        <source>JSON files (*.json)</source>
        <translation>Berkas JSON (*.json)</translation>
    </message>
    <message>
        <source>CSV files (*.csv)</source>
        <translation>Berkas CSV (*.csv)</translation>
    </message>
    <message>
        <source>Saved %1.</source>
        <extracomment>%1 a file path</extracomment>
        <translation>%1 disimpan.</translation>
    </message>
    <message numerus="yes">
        <source>Saved %n file(s) in %1.</source>
        <extracomment>%n files were written into the folder %1</extracomment>
        <translation>
            <numerusform>%n berkas disimpan di %1.</numerusform>
        </translation>
    </message>
    <message>
        <source>Copy &amp;summary</source>
        <translation>Salin &amp;ringkasan</translation>
    </message>
    <message>
        <source>A few lines with the main numbers and the verdicts, to paste into a forum post or an issue</source>
        <translation>Beberapa baris berisi angka utama dan putusan, untuk ditempel di forum atau laporan masalah</translation>
    </message>
    <message>
        <source>Copied: the summary is on the clipboard, ready to paste.</source>
        <translation>Disalin: ringkasan ada di papan klip, siap ditempel.</translation>
    </message>
    <message>
        <source>Settings: %1</source>
        <extracomment>under a result&apos;s title; %1 what it ran with: &quot;128 MiB · 2 s per step · temporary file on ext4 · io_uring&quot;</extracomment>
        <translation>Pengaturan: %1</translation>
    </message>
</context>
<context>
    <name>DriveProof::Gui::ResultText</name>
    <message>
        <source>Danger</source>
        <translation>Bahaya</translation>
    </message>
    <message>
        <source>Caution</source>
        <translation>Waspada</translation>
    </message>
    <message>
        <source>Good</source>
        <translation>Baik</translation>
    </message>
    <message>
        <source>Note</source>
        <translation>Catatan</translation>
    </message>
    <message>
        <source>%L1 commits/s</source>
        <extracomment>commits per second, e.g. &quot;1,234 commits/s&quot;</extracomment>
        <translation>%L1 commit/dtk</translation>
    </message>
    <message>
        <source>a temporary file in %1</source>
        <extracomment>where a test ran; %1 the folder that held its temporary file</extracomment>
        <translation>berkas sementara di %1</translation>
    </message>
    <message>
        <source>the device %1</source>
        <extracomment>where a test ran; %1 a device node such as /dev/sdb</extracomment>
        <translation>perangkat %1</translation>
    </message>
    <message>
        <source>an unknown target</source>
        <translation>target yang tidak diketahui</translation>
    </message>
    <message>
        <source>the file %1</source>
        <extracomment>where a test ran; %1 a file path</extracomment>
        <translation>berkas %1</translation>
    </message>
    <message>
        <source>DriveProof %1 on %2, %3</source>
        <extracomment>first line of a copied summary; %1 test name, %2 drive model or device, %3 date and time</extracomment>
        <translation>DriveProof %1 pada %2, %3</translation>
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
        <translation>Pengaturan: %1</translation>
    </message>
    <message>
        <source>Drive self-test</source>
        <extracomment>a drive self-test in the drive&apos;s history (the drive tested itself)</extracomment>
        <translation>Uji mandiri drive</translation>
    </message>
    <message>
        <source>Device: %1, serial number %2</source>
        <extracomment>a line of a copied summary; %1 the device node (&quot;/dev/sdb&quot;), %2 its serial number (&quot;-&quot; when it has none)</extracomment>
        <translation>Perangkat: %1, nomor seri %2</translation>
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
        <translation>Baca</translation>
    </message>
    <message>
        <source>Write</source>
        <extracomment>heading of the column of write rates in the quick check&apos;s tiles</extracomment>
        <translation>Tulis</translation>
    </message>
    <message>
        <source>not measured</source>
        <translation>tidak diukur</translation>
    </message>
    <message>
        <source>%1 %2: not measured</source>
        <extracomment>read by screen readers; %1 a preset such as &quot;SEQ1M Q8T1&quot;, %2 &quot;Read&quot; or &quot;Write&quot;</extracomment>
        <translation>%1 %2: tidak diukur</translation>
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
        <translation>Kemajuan</translation>
    </message>
    <message>
        <source>&amp;Show:</source>
        <translation>&amp;Tampilkan:</translation>
    </message>
    <message>
        <source>Commits per second</source>
        <translation>Commit per detik</translation>
    </message>
    <message>
        <source>IOPS</source>
        <translation>IOPS</translation>
    </message>
    <message>
        <source>What the chart shows</source>
        <translation>Yang ditampilkan grafik</translation>
    </message>
    <message>
        <source>You can go on using DriveProof meanwhile. Other programs that use this drive now slow the test down and change its numbers.</source>
        <translation>Anda dapat tetap memakai DriveProof sementara itu. Program lain yang memakai drive ini sekarang akan memperlambat uji dan mengubah angkanya.</translation>
    </message>
    <message>
        <source>Cancelling…</source>
        <translation>Membatalkan…</translation>
    </message>
    <message>
        <source>&amp;Cancel test</source>
        <translation>&amp;Batalkan uji</translation>
    </message>
    <message>
        <source>Stop the test now; the steps that finished are kept</source>
        <translation>Hentikan uji sekarang; langkah yang sudah selesai tetap disimpan</translation>
    </message>
    <message>
        <source>In a temporary file in %1, removed afterwards.</source>
        <extracomment>where a test runs; %1 a folder</extracomment>
        <translation>Di berkas sementara di %1, dihapus sesudahnya.</translation>
    </message>
    <message>
        <source>On the file %1.</source>
        <extracomment>where a test runs; %1 a file</extracomment>
        <translation>Pada berkas %1.</translation>
    </message>
    <message>
        <source>On the device %1, writing over its contents.</source>
        <extracomment>where a test runs; %1 a device node</extracomment>
        <translation>Pada perangkat %1, menimpa isinya.</translation>
    </message>
    <message>
        <source>On the device %1, only reading.</source>
        <extracomment>where a test runs; %1 a device node</extracomment>
        <translation>Pada perangkat %1, hanya membaca.</translation>
    </message>
    <message>
        <source>Cancelling: waiting for the drive to finish the I/O in flight, then removing the temporary file…</source>
        <translation>Membatalkan: menunggu drive menyelesaikan I/O yang sedang berjalan, lalu menghapus berkas sementara…</translation>
    </message>
    <message>
        <source>Starting…</source>
        <translation>Memulai…</translation>
    </message>
    <message>
        <source>About %1 left</source>
        <extracomment>time left in a running test; %1 minutes:seconds, e.g. 1:23</extracomment>
        <translation>Sisa sekitar %1</translation>
    </message>
    <message>
        <source>Time left: not known yet</source>
        <translation>Sisa waktu: belum diketahui</translation>
    </message>
    <message>
        <source>Now: %L1 commits per second</source>
        <extracomment>the last measured rate of a commit test; %1 commits per second</extracomment>
        <translation>Sekarang: %L1 commit per detik</translation>
    </message>
    <message>
        <source>Now: %1, %2</source>
        <extracomment>the last measured numbers; %1 a rate (MB/s or MiB/s), %2 operations per second (IOPS)</extracomment>
        <translation>Sekarang: %1, %2</translation>
    </message>
</context>
<context>
    <name>DriveProof::Gui::SelfTestPanel</name>
    <message numerus="yes">
        <source>about %n minute(s)</source>
        <extracomment>%n the number of minutes the drive says a self-test takes</extracomment>
        <translation>
            <numerusform>sekitar %n menit</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <extracomment>a self-test button: %1 its kind (&quot;Short test&quot;), %2 its duration</extracomment>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>Short test</source>
        <translation>Uji singkat</translation>
    </message>
    <message>
        <source>Extended test</source>
        <translation>Uji lengkap</translation>
    </message>
    <message>
        <source>Conveyance test</source>
        <translation>Uji pengiriman</translation>
    </message>
    <message>
        <source>Abort self-test</source>
        <translation>Hentikan uji mandiri</translation>
    </message>
    <message>
        <source>running, %1% done</source>
        <extracomment>%1 how far the running self-test is, in percent</extracomment>
        <translation>berjalan, %1% selesai</translation>
    </message>
    <message>
        <source>The drive runs the test by itself: you may close this window.</source>
        <translation>Drive menjalankan uji ini sendiri: Anda boleh menutup jendela ini.</translation>
    </message>
    <message>
        <source>no self-test running</source>
        <extracomment>%1 the last self-test&apos;s result in words</extracomment>
        <translation>tidak ada uji mandiri yang berjalan</translation>
    </message>
    <message>
        <source>Last result: %1</source>
        <translation>Hasil terakhir: %1</translation>
    </message>
</context>
<context>
    <name>DriveProof::Gui::SettingsDialog</name>
    <message>
        <source>Preferences</source>
        <translation>Preferensi</translation>
    </message>
    <message>
        <source>&amp;Language:</source>
        <translation>&amp;Bahasa:</translation>
    </message>
    <message>
        <source>System default (%1)</source>
        <extracomment>first entry of the language list; %1 the language the system asks for, in its own name, e.g. &quot;Deutsch&quot;</extracomment>
        <translation>Bawaan sistem (%1)</translation>
    </message>
    <message>
        <source>The language of DriveProof&apos;s windows. A change applies at once and is kept for the next start. The system default follows the LANGUAGE and LANG environment variables.</source>
        <translation>Bahasa jendela DriveProof. Perubahan langsung berlaku dan disimpan untuk permulaan berikutnya. Bawaan sistem mengikuti variabel lingkungan LANGUAGE dan LANG.</translation>
    </message>
    <message>
        <source>&amp;Transfer rates in:</source>
        <translation>&amp;Laju transfer dalam:</translation>
    </message>
    <message>
        <source>Drive makers and most benchmarks count a megabyte as 1,000,000 bytes; many file managers count a mebibyte, 1,048,576 bytes.</source>
        <translation>Pembuat drive dan sebagian besar benchmark menghitung satu megabyte sebagai 1.000.000 byte; banyak pengelola berkas menghitung mebibyte, 1.048.576 byte.</translation>
    </message>
    <message>
        <source>Default test si&amp;ze:</source>
        <translation>Uku&amp;ran uji bawaan:</translation>
    </message>
    <message>
        <source>What the test picker offers first. You can still choose another size for each test there.</source>
        <translation>Yang pertama kali ditawarkan pemilih uji. Anda tetap dapat memilih ukuran lain untuk setiap uji di sana.</translation>
    </message>
    <message>
        <source>Default time per st&amp;ep (seconds):</source>
        <translation>Wak&amp;tu bawaan per langkah (detik):</translation>
    </message>
    <message>
        <source>How long each measurement of a test runs, as the test picker offers it first.</source>
        <translation>Lama setiap pengukuran dalam uji berjalan, seperti yang pertama kali ditawarkan pemilih uji.</translation>
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
        <translation>Milik setiap uji</translation>
    </message>
</context>
<context>
    <name>DriveProof::Gui::StatusPage</name>
    <message>
        <source>Looking for drives</source>
        <translation>Mencari drive</translation>
    </message>
    <message>
        <source>&amp;Refresh</source>
        <translation>&amp;Segarkan</translation>
    </message>
    <message>
        <source>Looking for drives…</source>
        <translation>Mencari drive…</translation>
    </message>
    <message>
        <source>Reading what the kernel knows about each drive.</source>
        <translation>Membaca apa yang diketahui kernel tentang setiap drive.</translation>
    </message>
    <message>
        <source>DriveProof could not find a drive it can read. This happens when:</source>
        <translation>DriveProof tidak menemukan drive yang dapat dibacanya. Ini terjadi bila:</translation>
    </message>
    <message>
        <source>• No drive is connected. Connect one and press Refresh (F5); a USB drive may take a few seconds to appear.</source>
        <extracomment>list item of the empty state</extracomment>
        <translation>• Tidak ada drive yang tersambung. Sambungkan satu dan tekan Segarkan (F5); drive USB mungkin perlu beberapa detik untuk muncul.</translation>
    </message>
    <message>
        <source>• DriveProof runs in a container or sandbox (Docker, Flatpak, Snap) that hides the machine&apos;s drives (/sys/block and /dev). Run it on the host instead, or give the sandbox access to the drives.</source>
        <extracomment>list item of the empty state</extracomment>
        <translation>• DriveProof berjalan di kontainer atau sandbox (Docker, Flatpak, Snap) yang menyembunyikan drive mesin (/sys/block dan /dev). Jalankan di host saja, atau beri sandbox akses ke drive.</translation>
    </message>
    <message>
        <source>• It is not allowed to read the drives&apos; details: the system limits access to /sys or /dev. Ask the administrator, or run driveproof-cli list to see what the kernel reports.</source>
        <extracomment>list item of the empty state</extracomment>
        <translation>• DriveProof tidak diizinkan membaca detail drive: sistem membatasi akses ke /sys atau /dev. Tanyakan kepada administrator, atau jalankan driveproof-cli list untuk melihat apa yang dilaporkan kernel.</translation>
    </message>
    <message>
        <source>• udisks2 is not running, so only the kernel was asked. Start it with &quot;systemctl start udisks2&quot; and press Refresh.</source>
        <extracomment>list item of the empty state; &quot;systemctl start udisks2&quot; is a command, keep it</extracomment>
        <translation>• udisks2 tidak berjalan, jadi hanya kernel yang ditanyai. Jalankan dengan &quot;systemctl start udisks2&quot; dan tekan Segarkan.</translation>
    </message>
    <message>
        <source>No drives found</source>
        <translation>Tidak ada drive yang ditemukan</translation>
    </message>
</context>
<context>
    <name>DriveProof::Gui::TableCopy</name>
    <message>
        <source>&amp;Copy</source>
        <translation>&amp;Salin</translation>
    </message>
    <message>
        <source>Copy as &amp;Markdown</source>
        <translation>Salin sebagai &amp;Markdown</translation>
    </message>
</context>
<context>
    <name>DriveProof::Gui::TestCard</name>
    <message>
        <source>Test this drive</source>
        <translation>Uji drive ini</translation>
    </message>
    <message>
        <source>Measure how fast this drive commits, streams and seeks, and whether its cache acknowledges writes before they are safe. Tests write only to a temporary file in a folder you choose, unless you ask for the raw device; they run in a window of their own.</source>
        <translation>Ukur seberapa cepat drive ini melakukan commit, transfer berurutan, dan seek, serta apakah cache-nya mengonfirmasi penulisan sebelum aman. Uji hanya menulis ke berkas sementara di folder pilihan Anda, kecuali Anda meminta perangkat mentah; uji berjalan di jendela tersendiri.</translation>
    </message>
    <message>
        <source>Co&amp;mmit rate…</source>
        <translation>Laju co&amp;mmit…</translation>
    </message>
    <message>
        <source>How many durable commits per second, like pg_test_fsync</source>
        <translation>Berapa commit durabel per detik, seperti pg_test_fsync</translation>
    </message>
    <message>
        <source>&amp;All tests…</source>
        <translation>&amp;Semua uji…</translation>
    </message>
    <message>
        <source>Hi&amp;story…</source>
        <translation>&amp;Riwayat…</translation>
    </message>
    <message>
        <source>Earlier runs on this drive, and comparing two of them</source>
        <translation>Putaran sebelumnya pada drive ini, dan perbandingan dua di antaranya</translation>
    </message>
    <message>
        <source>A test is running on this drive; its window shows how far it got.</source>
        <translation>Sebuah uji sedang berjalan pada drive ini; jendelanya menunjukkan sejauh mana kemajuannya.</translation>
    </message>
</context>
<context>
    <name>DriveProof::Gui::TestCatalog</name>
    <message>
        <source>Power-loss test</source>
        <translation>Uji putus daya</translation>
    </message>
    <message>
        <source>CrystalDiskMark&apos;s four tests in one go: sequential reads and writes in 1 MiB blocks with 8 and with 1 request in flight, then random 4 KiB reads and writes with 32 and with 1 request in flight. The quickest way to see whether a drive performs as its box promises.</source>
        <translation>Empat uji CrystalDiskMark sekaligus: baca dan tulis sekuensial dalam blok 1 MiB dengan 8 dan dengan 1 permintaan yang sedang berjalan, lalu baca dan tulis acak 4 KiB dengan 32 dan dengan 1 permintaan yang sedang berjalan. Cara tercepat untuk melihat apakah drive berkinerja seperti yang dijanjikan kemasannya.</translation>
    </message>
    <message>
        <source>How many times per second the drive durably commits a small write, measured like PostgreSQL&apos;s pg_test_fsync: every sync method, 8 kB and 16 kB commits, and plain writes as a baseline. It also counts the flushes that reach the drive. A hard disk that commits faster than its platters turn has a cache that acknowledges writes before they are safe.</source>
        <translation>Berapa kali per detik drive melakukan commit durabel atas penulisan kecil, diukur seperti pg_test_fsync milik PostgreSQL: setiap metode sinkronisasi, commit 8 kB dan 16 kB, serta penulisan biasa sebagai garis dasar. Uji ini juga menghitung flush yang mencapai drive. Hard disk yang melakukan commit lebih cepat daripada putaran piringannya memiliki cache yang mengonfirmasi penulisan sebelum aman.</translation>
    </message>
    <message>
        <source>Sequential reads and writes in 1 MiB blocks, with 8 and with 1 request in flight: the rate at which large files are copied.</source>
        <translation>Baca dan tulis sekuensial dalam blok 1 MiB, dengan 8 dan dengan 1 permintaan yang sedang berjalan: laju penyalinan berkas besar.</translation>
    </message>
    <message>
        <source>Writes the whole test area once, from start to end, and draws the rate as it fills. Many SSDs write fast only until their cache is full, then slow down: choose a test size larger than that cache, tens of gigabytes on a large SSD.</source>
        <translation>Menulis seluruh area uji sekali, dari awal sampai akhir, dan menggambar lajunya selagi terisi. Banyak SSD hanya menulis cepat sampai cache-nya penuh, lalu melambat: pilih ukuran uji yang lebih besar dari cache itu, puluhan gigabyte pada SSD besar.</translation>
    </message>
    <message>
        <source>Reads the whole test area from start to end and draws the rate by position. A hard disk is faster at its outer edge; dips and stalls point to areas that need retries.</source>
        <translation>Membaca seluruh area uji dari awal sampai akhir dan menggambar laju menurut posisi. Hard disk lebih cepat di tepi luarnya; penurunan dan macet menunjukkan area yang memerlukan pengulangan.</translation>
    </message>
    <message>
        <source>Random 4 KiB reads, writes and a mix of 70% reads, with 1 and with 32 requests in flight: what databases, virtual machines and starting programs feel.</source>
        <translation>Baca, tulis, dan campuran 70% baca acak 4 KiB, dengan 1 dan dengan 32 permintaan yang sedang berjalan: yang dirasakan basis data, mesin virtual, dan program saat dimulai.</translation>
    </message>
    <message>
        <source>Random I/O at every block size from 512 bytes to 16 MiB: where the drive reaches its best transfer rate, and how its operations per second fall as blocks grow.</source>
        <translation>I/O acak pada setiap ukuran blok dari 512 byte sampai 16 MiB: di mana drive mencapai laju transfer terbaiknya, dan bagaimana operasi per detiknya turun seiring membesarnya blok.</translation>
    </message>
    <message>
        <source>Random I/O with 1 to 256 requests in flight: how much parallelism the drive needs to give its best.</source>
        <translation>I/O acak dengan 1 sampai 256 permintaan yang sedang berjalan: seberapa banyak paralelisme yang dibutuhkan drive untuk memberikan kinerja terbaiknya.</translation>
    </message>
    <message>
        <source>Random I/O from 1 to 96 threads: how the drive and the kernel cope with many programs at once.</source>
        <translation>I/O acak dari 1 sampai 96 thread: bagaimana drive dan kernel menangani banyak program sekaligus.</translation>
    </message>
    <message>
        <source>Reads the same random blocks twice, with an idle time in between. A hybrid drive (SSHD) or a tiered cache moves hot data to flash meanwhile, so the second pass is much faster.</source>
        <translation>Membaca blok acak yang sama dua kali, dengan waktu menganggur di antaranya. Drive hibrida (SSHD) atau cache bertingkat memindahkan data panas ke flash sementara itu, sehingga lintasan kedua jauh lebih cepat.</translation>
    </message>
    <message>
        <source>Checks whether the drive keeps the writes it acknowledged when the power is cut: DriveProof writes numbered records, you pull the plug, and after the restart it checks what survived. A second computer keeps the witness&apos;s record of every acknowledged write; you can also practise on this computer with a simulated drive. It writes to a test file (or, with your confirmation, a partition) and takes a few minutes plus a restart.</source>
        <translation>Memeriksa apakah drive mempertahankan penulisan yang telah dikonfirmasinya ketika daya diputus: DriveProof menulis rekaman bernomor, Anda mencabut steker, dan setelah mulai ulang DriveProof memeriksa apa yang selamat. Komputer kedua menyimpan catatan saksi atas setiap penulisan yang dikonfirmasi; Anda juga dapat berlatih di komputer ini dengan drive tersimulasi. Uji ini menulis ke berkas uji (atau, dengan konfirmasi Anda, sebuah partisi) dan memakan waktu beberapa menit ditambah satu kali mulai ulang.</translation>
    </message>
    <message numerus="yes">
        <source>%n second(s)</source>
        <extracomment>a duration; %n seconds</extracomment>
        <translation>
            <numerusform>%n detik</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n minute(s)</source>
        <extracomment>a duration, rounded; %n minutes</extracomment>
        <translation>
            <numerusform>%n menit</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 h %2 min</source>
        <extracomment>a duration, rounded; %1 hours, %2 minutes</extracomment>
        <translation>%1 j %2 mnt</translation>
    </message>
</context>
<context>
    <name>DriveProof::Gui::TestWindow</name>
    <message>
        <source>Test %1 – DriveProof</source>
        <extracomment>window title; %1 the drive&apos;s name (model)</extracomment>
        <translation>Uji %1 – DriveProof</translation>
    </message>
</context>
<context>
    <name>DriveProof::Gui::TopologyCard</name>
    <message>
        <source>Topology</source>
        <translation>Topologi</translation>
    </message>
    <message>
        <source>Size</source>
        <translation>Ukuran</translation>
    </message>
    <message>
        <source>The kernel reports no size: the drive may have no medium inserted.</source>
        <translation>Kernel tidak melaporkan ukuran: mungkin tidak ada media di dalam drive.</translation>
    </message>
    <message>
        <source>Logical sector</source>
        <translation>Sektor logis</translation>
    </message>
    <message>
        <source>The smallest unit the drive can address.</source>
        <translation>Satuan terkecil yang dapat dialamati drive.</translation>
    </message>
    <message>
        <source>Physical sector</source>
        <translation>Sektor fisik</translation>
    </message>
    <message>
        <source>The unit the drive writes internally. Partitions should start on a multiple of it.</source>
        <translation>Satuan yang ditulis drive secara internal. Partisi sebaiknya dimulai pada kelipatannya.</translation>
    </message>
    <message>
        <source>Minimum I/O</source>
        <translation>I/O minimum</translation>
    </message>
    <message>
        <source>Optimal I/O</source>
        <translation>I/O optimal</translation>
    </message>
    <message>
        <source>not reported</source>
        <translation>tidak dilaporkan</translation>
    </message>
    <message>
        <source>The drive states no preferred I/O size; most drives do not.</source>
        <translation>Drive tidak menyatakan ukuran I/O yang disukai; sebagian besar drive memang tidak.</translation>
    </message>
    <message>
        <source>Alignment offset</source>
        <translation>Offset perataan</translation>
    </message>
    <message>
        <source>How far sector 0 sits past a physical-sector boundary. Almost always 0.</source>
        <translation>Seberapa jauh sektor 0 melewati batas sektor fisik. Hampir selalu 0.</translation>
    </message>
    <message>
        <source>What the kernel believes: with &quot;write back&quot; it asks the drive to flush its cache. The drive&apos;s own setting can differ.</source>
        <translation>Yang diyakini kernel: dengan &quot;write back&quot;, kernel meminta drive mem-flush cache-nya. Pengaturan drive sendiri bisa berbeda.</translation>
    </message>
    <message>
        <source>Write cache (kernel view)</source>
        <translation>Cache tulis (pandangan kernel)</translation>
    </message>
    <message>
        <source>The kernel does not report a write-cache mode for this device.</source>
        <translation>Kernel tidak melaporkan mode cache tulis untuk perangkat ini.</translation>
    </message>
    <message>
        <source>FUA</source>
        <translation>FUA</translation>
    </message>
    <message>
        <source>Forced Unit Access: the kernel can ask for single writes to reach stable media without flushing the whole cache.</source>
        <translation>Forced Unit Access: kernel dapat meminta agar penulisan tunggal mencapai media permanen tanpa mem-flush seluruh cache.</translation>
    </message>
    <message>
        <source>The kernel did not report this value.</source>
        <translation>Kernel tidak melaporkan nilai ini.</translation>
    </message>
    <message>
        <source>only its partitions, see Partitions</source>
        <extracomment>&quot;Mounted on&quot; of a whole drive whose partitions (not the drive) are mounted</extracomment>
        <translation>hanya partisinya, lihat Partisi</translation>
    </message>
    <message>
        <source>not mounted</source>
        <translation>tidak dikaitkan</translation>
    </message>
    <message>
        <source>Mounted on</source>
        <translation>Dikaitkan di</translation>
    </message>
    <message>
        <source>Held by</source>
        <translation>Dipegang oleh</translation>
    </message>
    <message>
        <source>nothing</source>
        <translation>tidak ada</translation>
    </message>
    <message>
        <source>Device-mapper, RAID or LVM devices stacked on the whole drive.</source>
        <translation>Perangkat device-mapper, RAID, atau LVM yang ditumpuk di atas drive utuh.</translation>
    </message>
    <message>
        <source>%1: %2 (in use)</source>
        <extracomment>one LBA format in the list; %1 its number, %2 its sizes and speed</extracomment>
        <translation>%1: %2 (dipakai)</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <extracomment>one LBA format in the list; %1 its number, %2 its sizes and speed</extracomment>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>LBA formats</source>
        <translation>Format LBA</translation>
    </message>
    <message>
        <source>The sector sizes this NVMe namespace can be formatted with, and how fast the drive itself says each is (Identify Namespace). Changing it erases the namespace; DriveProof never does.</source>
        <translation>Ukuran sektor yang dapat dipakai untuk memformat namespace NVMe ini, dan seberapa cepat masing-masing menurut drive itu sendiri (Identify Namespace). Mengubahnya menghapus namespace; DriveProof tidak pernah melakukannya.</translation>
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
        <translation>Lapisan</translation>
    </message>
    <message>
        <source>Reaches the drive</source>
        <translation>Sampai ke drive</translation>
    </message>
    <message>
        <source>reading…</source>
        <translation>membaca…</translation>
    </message>
    <message>
        <source>yes</source>
        <translation>ya</translation>
    </message>
    <message>
        <source>to the loop device&apos;s backing file</source>
        <translation>sampai ke berkas latar perangkat loop</translation>
    </message>
    <message>
        <source>no: a layer drops it</source>
        <translation>tidak: ada lapisan yang membuangnya</translation>
    </message>
    <message>
        <source>no: the drive does not take it</source>
        <translation>tidak: drive tidak menerimanya</translation>
    </message>
    <message>
        <source>unknown</source>
        <translation>tidak diketahui</translation>
    </message>
    <message>
        <source>enabled</source>
        <translation>aktif</translation>
    </message>
    <message>
        <source>disabled</source>
        <translation>nonaktif</translation>
    </message>
    <message>
        <source>masked</source>
        <translation>di-mask</translation>
    </message>
    <message>
        <source>not installed</source>
        <translation>tidak terpasang</translation>
    </message>
    <message>
        <source>%1 (systemd is not running)</source>
        <extracomment>%1 the timer&apos;s state, e.g. &quot;enabled&quot;</extracomment>
        <translation>%1 (systemd tidak berjalan)</translation>
    </message>
    <message>
        <source>fstrim.timer</source>
        <translation>fstrim.timer</translation>
    </message>
    <message>
        <source>From %1:</source>
        <extracomment>heading of one way down the block stack; %1 the device at its top</extracomment>
        <translation>Dari %1:</translation>
    </message>
    <message>
        <source>%1: no discard limits shown</source>
        <extracomment>%1 a device and its kind, e.g. &quot;/dev/sda (disk)&quot;</extracomment>
        <translation>%1: tidak ada batas discard yang ditampilkan</translation>
    </message>
    <message>
        <source>%1: drops discards</source>
        <extracomment>%1 a device and its kind, e.g. &quot;/dev/mapper/luks-1 (dm-crypt)&quot;</extracomment>
        <translation>%1: membuang discard</translation>
    </message>
    <message>
        <source>%1: passes discards, granularity %2, up to %3</source>
        <extracomment>%1 a device and its kind, %2 discard granularity, %3 largest discard, e.g. &quot;4.0 KiB&quot;, &quot;2.0 GiB&quot;</extracomment>
        <translation>%1: meneruskan discard, granularitas %2, hingga %3</translation>
    </message>
</context>
<context>
    <name>DriveProof::Gui::UsagePanel</name>
    <message>
        <source>Is it new? %1</source>
        <extracomment>&quot;Is it new?&quot; and the verdict: new, used, possibly reset</extracomment>
        <translation>Apakah baru? %1</translation>
    </message>
    <message>
        <source>The rating could not be kept: %1 cannot be written.</source>
        <extracomment>%1 the file DriveProof keeps what it remembers about drives in</extracomment>
        <translation>Peringkat tidak dapat disimpan: %1 tidak dapat ditulis.</translation>
    </message>
    <message>
        <source>Rated &amp;endurance:</source>
        <extracomment>the endurance the maker rates the drive&apos;s model for, in terabytes written</extracomment>
        <translation>&amp;Ketahanan terukur:</translation>
    </message>
    <message>
        <source> TBW</source>
        <extracomment>unit after the endurance field: terabytes written</extracomment>
        <translation> TBW</translation>
    </message>
    <message>
        <source>not entered</source>
        <extracomment>shown in the endurance field while no rating is kept for the model</extracomment>
        <translation>belum diisi</translation>
    </message>
    <message>
        <source>&amp;Remember for this model</source>
        <translation>&amp;Ingat untuk model ini</translation>
    </message>
    <message>
        <source>The terabytes written (TBW) the maker&apos;s data sheet rates this model for. Kept for every drive of the same model.</source>
        <translation>Terabyte tertulis (TBW) yang dijanjikan lembar data pembuat untuk model ini. Disimpan untuk setiap drive dengan model yang sama.</translation>
    </message>
</context>
<context>
    <name>DriveProof::Gui::WitnessPage</name>
    <message>
        <source>DriveProof cannot be a witness on %1.</source>
        <extracomment>%1 an address such as 0.0.0.0:7070</extracomment>
        <translation>DriveProof tidak dapat menjadi saksi di %1.</translation>
    </message>
    <message>
        <source>%1: run %2 started.</source>
        <extracomment>%1 a time, %2 a short run id</extracomment>
        <translation>%1: putaran %2 dimulai.</translation>
    </message>
    <message>
        <source>%1: run %2 came back.</source>
        <translation>%1: putaran %2 kembali.</translation>
    </message>
    <message>
        <source>%1: run %2 went silent: the estimated power cut.</source>
        <translation>%1: putaran %2 terdiam: perkiraan pemutusan daya.</translation>
    </message>
    <message>
        <source>%1: run %2 stopped on a write error: %3</source>
        <translation>%1: putaran %2 berhenti karena error penulisan: %3</translation>
    </message>
    <message>
        <source>%1: run %2 ended cleanly, without a power cut.</source>
        <translation>%1: putaran %2 berakhir dengan bersih, tanpa pemutusan daya.</translation>
    </message>
    <message>
        <source>%1: the result of run %2 arrived.</source>
        <translation>%1: hasil putaran %2 telah tiba.</translation>
    </message>
    <message>
        <source>%1: refused a connection: %2</source>
        <extracomment>%1 a time, %2 why a connection was refused</extracomment>
        <translation>%1: menolak sambungan: %2</translation>
    </message>
    <message>
        <source>%1: the journal cannot be written: %2</source>
        <translation>%1: jurnal tidak dapat ditulis: %2</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>journal damaged</source>
        <translation>jurnal rusak</translation>
    </message>
    <message>
        <source>write error</source>
        <translation>error penulisan</translation>
    </message>
    <message>
        <source>ended cleanly</source>
        <translation>berakhir dengan bersih</translation>
    </message>
    <message>
        <source>silent: power cut?</source>
        <translation>terdiam: pemutusan daya?</translation>
    </message>
    <message>
        <source>connected, writing</source>
        <translation>tersambung, menulis</translation>
    </message>
    <message>
        <source>connected, preparing</source>
        <translation>tersambung, menyiapkan</translation>
    </message>
    <message>
        <source>waiting for the writer</source>
        <translation>menunggu penulis</translation>
    </message>
    <message>
        <source>%1 (%2 s ago)</source>
        <extracomment>%1 a clock time, %2 seconds ago</extracomment>
        <translation>%1 (%2 dtk lalu)</translation>
    </message>
    <message>
        <source>received</source>
        <translation>diterima</translation>
    </message>
    <message>
        <source>Pairing code %1</source>
        <translation>Kode pemasangan %1</translation>
    </message>
    <message>
        <source>&amp;Stop witness</source>
        <translation>&amp;Hentikan saksi</translation>
    </message>
    <message>
        <source>&amp;Start witness</source>
        <translation>&amp;Mulai saksi</translation>
    </message>
    <message>
        <source>Listening on port %1. The record of each run is kept in %2.</source>
        <extracomment>%1 a port number, %2 a folder</extracomment>
        <translation>Mendengarkan di port %1. Catatan setiap putaran disimpan di %2.</translation>
    </message>
    <message>
        <source>On the computer under test, type one of these witness addresses: %1</source>
        <extracomment>%1 this computer&apos;s addresses with the port, e.g. &quot;192.0.2.7:7070, 10.0.0.2:7070&quot;</extracomment>
        <translation>Di komputer yang diuji, ketik salah satu alamat saksi ini: %1</translation>
    </message>
    <message>
        <source>Not listening.</source>
        <translation>Tidak mendengarkan.</translation>
    </message>
    <message>
        <source>Power-loss witness – DriveProof</source>
        <translation>Saksi putus daya – DriveProof</translation>
    </message>
    <message>
        <source>Be the witness of a power-loss test</source>
        <translation>Jadilah saksi uji putus daya</translation>
    </message>
    <message>
        <source>The computer whose drive is tested reports every write its drive acknowledges to this one, over the network. After the power cut, this record shows which acknowledged writes the drive lost. Keep this computer running and its power on during the test.</source>
        <translation>Komputer yang drive-nya diuji melaporkan setiap penulisan yang dikonfirmasi drive-nya ke komputer ini, melalui jaringan. Setelah pemutusan daya, catatan ini menunjukkan penulisan terkonfirmasi mana yang hilang dari drive. Biarkan komputer ini tetap berjalan dan mendapat daya selama uji.</translation>
    </message>
    <message>
        <source>&amp;Listen on:</source>
        <translation>&amp;Dengarkan di:</translation>
    </message>
    <message>
        <source>Address and port to listen on</source>
        <translation>Alamat dan port untuk mendengarkan</translation>
    </message>
    <message>
        <source>0.0.0.0:7070 listens on every network of this computer</source>
        <translation>0.0.0.0:7070 mendengarkan di setiap jaringan komputer ini</translation>
    </message>
    <message>
        <source>Pairing code</source>
        <translation>Kode pemasangan</translation>
    </message>
    <message>
        <source>&amp;New code</source>
        <translation>Kode &amp;baru</translation>
    </message>
    <message>
        <source>On the computer under test, open the power-loss test and type this computer&apos;s address (port included) and this code. From a terminal: &quot;driveproof-cli powerloss run --witness ADDRESS:PORT&quot;. Instead of this page you may run &quot;driveproof-cli witness&quot; here.</source>
        <translation>Di komputer yang diuji, buka uji putus daya dan ketik alamat komputer ini (termasuk port) serta kode ini. Dari terminal: &quot;driveproof-cli powerloss run --witness ADDRESS:PORT&quot;. Sebagai ganti halaman ini, Anda dapat menjalankan &quot;driveproof-cli witness&quot; di sini.</translation>
    </message>
    <message>
        <source>Runs</source>
        <translation>Putaran</translation>
    </message>
    <message>
        <source>Run</source>
        <translation>Putaran</translation>
    </message>
    <message>
        <source>Computer</source>
        <translation>Komputer</translation>
    </message>
    <message>
        <source>State</source>
        <translation>Status</translation>
    </message>
    <message>
        <source>Commits</source>
        <translation>Commit</translation>
    </message>
    <message>
        <source>Silent since</source>
        <extracomment>a column: when the writer went silent, the estimated power cut</extracomment>
        <translation>Terdiam sejak</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Hasil</translation>
    </message>
    <message>
        <source>Runs this witness records</source>
        <translation>Putaran yang dicatat saksi ini</translation>
    </message>
    <message>
        <source>Last event</source>
        <translation>Kejadian terakhir</translation>
    </message>
</context>
<context>
    <name>DriveProof::Gui::WriteCacheCard</name>
    <message>
        <source>Write cache</source>
        <translation>Cache tulis</translation>
    </message>
    <message>
        <source>Keep after reboot</source>
        <translation>Pertahankan setelah boot ulang</translation>
    </message>
    <message>
        <source>A volatile write cache makes writes fast but can lose data that was already acknowledged if power fails. With the cache on, commits are safe only while the kernel sends flushes and the drive obeys them; with it off, every write reaches the media before it is acknowledged.</source>
        <translation>Cache tulis volatil membuat penulisan cepat, tetapi dapat kehilangan data yang sudah dikonfirmasi jika daya padam. Dengan cache menyala, commit hanya aman selama kernel mengirim flush dan drive mematuhinya; dengan cache mati, setiap penulisan mencapai media sebelum dikonfirmasi.</translation>
    </message>
    <message>
        <source>Drive&apos;s cache</source>
        <translation>Cache drive</translation>
    </message>
    <message>
        <source>reading…</source>
        <translation>membaca…</translation>
    </message>
    <message>
        <source>The drive&apos;s setting could not be read; see below.</source>
        <translation>Pengaturan drive tidak dapat dibaca; lihat di bawah.</translation>
    </message>
    <message>
        <source>Read from</source>
        <translation>Dibaca dari</translation>
    </message>
    <message>
        <source>Kernel view only: there is no drive-level cache that DriveProof could read or switch here.</source>
        <translation>Hanya pandangan kernel: di sini tidak ada cache tingkat drive yang dapat dibaca atau diubah DriveProof.</translation>
    </message>
    <message>
        <source>This drive has no volatile write cache: every write goes to the media before it is acknowledged. There is nothing to switch.</source>
        <translation>Drive ini tidak memiliki cache tulis volatil: setiap penulisan masuk ke media sebelum dikonfirmasi. Tidak ada yang perlu diubah.</translation>
    </message>
    <message>
        <source>This drive does not allow its write cache setting to be changed. Its maker&apos;s tool may offer a way.</source>
        <translation>Drive ini tidak mengizinkan pengaturan cache tulisnya diubah. Alat dari pabrikannya mungkin menyediakan caranya.</translation>
    </message>
    <message>
        <source>The drive did not report whether its cache is on, so DriveProof offers no switch.</source>
        <translation>Drive tidak melaporkan apakah cache-nya menyala, jadi DriveProof tidak menyediakan sakelar.</translation>
    </message>
    <message>
        <source>does not apply</source>
        <translation>tidak berlaku</translation>
    </message>
    <message>
        <source>Only a real drive has a cache of its own; see the note below.</source>
        <translation>Hanya drive sungguhan yang memiliki cache sendiri; lihat catatan di bawah.</translation>
    </message>
    <message>
        <source>none</source>
        <translation>tidak ada</translation>
    </message>
    <message>
        <source>The drive has no volatile write cache.</source>
        <translation>Drive tidak memiliki cache tulis volatil.</translation>
    </message>
    <message>
        <source>on</source>
        <translation>menyala</translation>
    </message>
    <message>
        <source>off</source>
        <translation>mati</translation>
    </message>
    <message>
        <source>The drive did not report its current setting.</source>
        <translation>Drive tidak melaporkan pengaturannya saat ini.</translation>
    </message>
    <message>
        <source>Kernel&apos;s view</source>
        <translation>Pandangan kernel</translation>
    </message>
    <message>
        <source>The kernel does not report a write-cache mode for this device.</source>
        <translation>Kernel tidak melaporkan mode cache tulis untuk perangkat ini.</translation>
    </message>
    <message>
        <source>What the kernel believes (queue/write_cache). With &quot;write back&quot; it asks the drive to flush its cache when a program commits data.</source>
        <translation>Yang diyakini kernel (queue/write_cache). Dengan &quot;write back&quot;, kernel meminta drive mem-flush cache-nya ketika sebuah program melakukan commit data.</translation>
    </message>
    <message>
        <source>FUA</source>
        <translation>FUA</translation>
    </message>
    <message>
        <source>The kernel does not say whether it uses Forced Unit Access.</source>
        <translation>Kernel tidak menyebutkan apakah memakai Forced Unit Access.</translation>
    </message>
    <message>
        <source>yes: single writes can be forced to the media</source>
        <translation>ya: penulisan tunggal dapat dipaksa ke media</translation>
    </message>
    <message>
        <source>Forced Unit Access: the kernel can ask for single writes to reach stable media without flushing the whole cache.</source>
        <translation>Forced Unit Access: kernel dapat meminta agar penulisan tunggal mencapai media permanen tanpa mem-flush seluruh cache.</translation>
    </message>
    <message>
        <source>%1, re-applied by udisks2 at every boot</source>
        <extracomment>%1 &quot;on&quot; or &quot;off&quot;</extracomment>
        <translation>%1, diterapkan ulang oleh udisks2 setiap boot</translation>
    </message>
    <message>
        <source>%1, saved in the drive</source>
        <extracomment>%1 &quot;on&quot; or &quot;off&quot;</extracomment>
        <translation>%1, disimpan di drive</translation>
    </message>
    <message>
        <source>Saved setting</source>
        <translation>Pengaturan tersimpan</translation>
    </message>
    <message>
        <source>The setting the drive gets again after a power cycle.</source>
        <translation>Pengaturan yang diterima drive lagi setelah siklus daya.</translation>
    </message>
    <message>
        <source>until the next power cycle, or for good with &quot;Keep after reboot&quot; (udisks2 re-applies it at every boot)</source>
        <translation>sampai siklus daya berikutnya, atau seterusnya dengan &quot;Pertahankan setelah boot ulang&quot; (udisks2 menerapkannya ulang setiap boot)</translation>
    </message>
    <message>
        <source>until the next power cycle, or for good with &quot;Keep after reboot&quot; (saved in the drive)</source>
        <translation>sampai siklus daya berikutnya, atau seterusnya dengan &quot;Pertahankan setelah boot ulang&quot; (disimpan di drive)</translation>
    </message>
    <message>
        <source>until the next power cycle</source>
        <translation>sampai siklus daya berikutnya</translation>
    </message>
    <message>
        <source>A change lasts</source>
        <translation>Perubahan bertahan</translation>
    </message>
    <message>
        <source>Waiting for permission… If a password dialog opened, answer it there.</source>
        <translation>Menunggu izin… Jika dialog kata sandi terbuka, jawablah di sana.</translation>
    </message>
    <message>
        <source>Switching…</source>
        <translation>Mengubah…</translation>
    </message>
    <message>
        <source>Done: the drive&apos;s cache is on now (read again from the drive).</source>
        <translation>Selesai: cache drive sekarang menyala (dibaca ulang dari drive).</translation>
    </message>
    <message>
        <source>Done: the drive&apos;s cache is off now (read again from the drive).</source>
        <translation>Selesai: cache drive sekarang mati (dibaca ulang dari drive).</translation>
    </message>
    <message>
        <source>The drive did not take the new setting: its cache is still off.</source>
        <translation>Drive tidak menerima pengaturan baru: cache-nya masih mati.</translation>
    </message>
    <message>
        <source>The drive did not take the new setting: its cache is still on.</source>
        <translation>Drive tidak menerima pengaturan baru: cache-nya masih menyala.</translation>
    </message>
    <message>
        <source>Turn the cache off</source>
        <translation>Matikan cache</translation>
    </message>
    <message>
        <source>Turn the cache on</source>
        <translation>Nyalakan cache</translation>
    </message>
    <message>
        <source>Turn the write cache of %1 off</source>
        <extracomment>accessible name of the switch; %1 device path</extracomment>
        <translation>Matikan cache tulis %1</translation>
    </message>
    <message>
        <source>Turn the write cache of %1 on</source>
        <extracomment>accessible name of the switch; %1 device path</extracomment>
        <translation>Nyalakan cache tulis %1</translation>
    </message>
    <message>
        <source>Turning the cache off makes commits slower, often many times slower, but safe: acknowledged writes are on the media, even if the drive ignores flushes.</source>
        <translation>Mematikan cache membuat commit lebih lambat, sering kali berkali-kali lipat, tetapi aman: penulisan yang dikonfirmasi sudah ada di media, bahkan jika drive mengabaikan flush.</translation>
    </message>
    <message>
        <source>Turning the cache on makes writes faster. Commits stay safe only while the kernel sends flushes and the drive obeys them.</source>
        <translation>Menyalakan cache membuat penulisan lebih cepat. Commit tetap aman hanya selama kernel mengirim flush dan drive mematuhinya.</translation>
    </message>
    <message>
        <source>udisks2 stores the setting and applies it again at every boot.</source>
        <translation>udisks2 menyimpan pengaturan dan menerapkannya lagi setiap boot.</translation>
    </message>
    <message>
        <source>The drive saves the setting and keeps it across power cycles.</source>
        <translation>Drive menyimpan pengaturan dan mempertahankannya melewati siklus daya.</translation>
    </message>
    <message>
        <source>Why this matters</source>
        <translation>Mengapa ini penting</translation>
    </message>
</context>
<context>
    <name>DriveProof::Health</name>
    <message>
        <source>The drive&apos;s SMART data could not be assessed: %1.</source>
        <extracomment>%1 the system&apos;s error text</extracomment>
        <translation>Data SMART drive tidak dapat dinilai: %1.</translation>
    </message>
    <message>
        <source>The drive&apos;s SMART self-assessment passed, it reports no bad sectors, and no attribute is or was past its threshold.</source>
        <translation>Penilaian mandiri SMART drive lulus, drive tidak melaporkan sektor rusak, dan tidak ada atribut yang sedang atau pernah melewati ambangnya.</translation>
    </message>
    <message>
        <source>An attribute that predicts failure was past its threshold in the past. Keep backups and watch this drive.</source>
        <translation>Atribut yang memprediksi kegagalan pernah melewati ambangnya. Simpan cadangan dan awasi drive ini.</translation>
    </message>
    <message numerus="yes">
        <source>The drive has %n bad sector(s) (reallocated or waiting to be). Keep backups and check again soon: a growing number means the drive is wearing out.</source>
        <extracomment>%n number of bad sectors</extracomment>
        <translation>
            <numerusform>Drive memiliki %n sektor rusak (telah dialokasikan ulang atau menunggu). Simpan cadangan dan periksa lagi segera: jumlah yang bertambah berarti drive mulai aus.</numerusform>
        </translation>
    </message>
    <message>
        <source>An attribute that predicts failure is past its threshold now: the drive expects to fail. Back up your data and replace the drive.</source>
        <translation>Atribut yang memprediksi kegagalan kini melewati ambangnya: drive memperkirakan akan gagal. Cadangkan data Anda dan ganti drive.</translation>
    </message>
    <message>
        <source>The drive has more bad sectors than its threshold allows. Back up your data and replace the drive.</source>
        <translation>Drive memiliki lebih banyak sektor rusak daripada yang diizinkan ambangnya. Cadangkan data Anda dan ganti drive.</translation>
    </message>
    <message>
        <source>The drive&apos;s own SMART self-assessment says it is failing. Back up your data now and replace the drive.</source>
        <translation>Penilaian mandiri SMART drive sendiri menyatakan drive sedang gagal. Cadangkan data Anda sekarang dan ganti drive.</translation>
    </message>
    <message>
        <source>libatasmart gave an assessment this version of DriveProof does not know.</source>
        <translation>libatasmart memberikan penilaian yang tidak dikenal versi DriveProof ini.</translation>
    </message>
    <message>
        <source>%1 has no ATA health data: it is not an ATA drive (loop, virtual and NVMe devices have none).</source>
        <extracomment>%1 device</extracomment>
        <translation>%1 tidak memiliki data kesehatan ATA: bukan drive ATA (perangkat loop, virtual, dan NVMe tidak memilikinya).</translation>
    </message>
    <message>
        <source>The drive in %1 does not support SMART, so it reports no health data.</source>
        <extracomment>%1 device</extracomment>
        <translation>Drive di %1 tidak mendukung SMART, jadi tidak melaporkan data kesehatan.</translation>
    </message>
    <message>
        <source>SMART is switched off on this drive, so it reports no health data. DriveProof does not switch it on by itself; &apos;smartctl -s on&apos; does.</source>
        <translation>SMART dimatikan pada drive ini, jadi drive tidak melaporkan data kesehatan. DriveProof tidak menyalakannya sendiri; &apos;smartctl -s on&apos; dapat melakukannya.</translation>
    </message>
    <message>
        <source>%1 reports no ATA SMART data: it is not an ATA drive, or its USB bridge does not pass SMART commands through.</source>
        <extracomment>%1 device or file</extracomment>
        <translation>%1 tidak melaporkan data ATA SMART: bukan drive ATA, atau jembatan USB-nya tidak meneruskan perintah SMART.</translation>
    </message>
    <message>
        <source>Reading SMART data from %1 failed: %2.</source>
        <extracomment>%1 device or file, %2 the system&apos;s error text</extracomment>
        <translation>Membaca data SMART dari %1 gagal: %2.</translation>
    </message>
    <message>
        <source>Unexpected power losses (SMART attribute 174)</source>
        <translation>Kehilangan daya tak terduga (atribut SMART 174)</translation>
    </message>
    <message>
        <source>Unsafe shutdowns (SMART attribute 192)</source>
        <translation>Pematian tidak aman (atribut SMART 192)</translation>
    </message>
    <message>
        <source>Emergency head retracts at power-off (SMART attribute 192)</source>
        <translation>Penarikan darurat head saat daya mati (atribut SMART 192)</translation>
    </message>
    <message>
        <source>The drive&apos;s answer to SMART RETURN STATUS did not come back (the registers were missing or not a known answer), so its own assessment is unknown; the attributes are shown as read.</source>
        <translation>Jawaban drive atas SMART RETURN STATUS tidak kembali (register tidak ada atau bukan jawaban yang dikenal), jadi penilaian mandirinya tidak diketahui; atribut ditampilkan seperti yang terbaca.</translation>
    </message>
    <message>
        <source>%1 is not a libatasmart SMART dump (tagged IDFY / SMST / SMDT / SMTH sections).</source>
        <extracomment>%1 file name</extracomment>
        <translation>%1 bukan dump SMART libatasmart (bagian bertanda IDFY / SMST / SMDT / SMTH).</translation>
    </message>
    <message>
        <source>%1 is a virtual disk (%2) and answers no ATA health commands: the health of the drives behind it can be read on the host.</source>
        <extracomment>%1 device path, %2 who emulates the disk: &quot;QEMU&quot;, &quot;VMware&quot;, &quot;Hyper-V&quot;...</extracomment>
        <translation>%1 adalah disk virtual (%2) dan tidak menjawab perintah kesehatan ATA: kesehatan drive di belakangnya dapat dibaca di host.</translation>
    </message>
    <message>
        <source>%1 is a %2 device: it has no health data of its own to read.</source>
        <extracomment>%1 device path, %2 transport such as &quot;virtio&quot; or &quot;loop&quot;</extracomment>
        <translation>%1 adalah perangkat %2: tidak memiliki data kesehatan sendiri untuk dibaca.</translation>
    </message>
    <message>
        <source>unknown</source>
        <translation>tidak diketahui</translation>
    </message>
    <message>
        <source>The helper&apos;s health reply names no device.</source>
        <translation>Balasan kesehatan dari program pembantu tidak menyebut perangkat.</translation>
    </message>
    <message>
        <source>Critical warning: the spare capacity has fallen below the drive&apos;s threshold.</source>
        <translation>Peringatan kritis: kapasitas cadangan telah turun di bawah ambang drive.</translation>
    </message>
    <message>
        <source>Critical warning: the temperature is outside the drive&apos;s limits.</source>
        <translation>Peringatan kritis: suhu berada di luar batas drive.</translation>
    </message>
    <message>
        <source>Critical warning: the drive&apos;s reliability is degraded by media errors or an internal error. Back up its data.</source>
        <translation>Peringatan kritis: keandalan drive menurun akibat error media atau error internal. Cadangkan datanya.</translation>
    </message>
    <message>
        <source>Critical warning: the drive has made its media read-only. Copy its data elsewhere.</source>
        <translation>Peringatan kritis: drive telah membuat medianya hanya baca. Salin datanya ke tempat lain.</translation>
    </message>
    <message>
        <source>Critical warning: the backup for the drive&apos;s volatile memory has failed, so cached writes may be lost at a power cut.</source>
        <translation>Peringatan kritis: cadangan untuk memori volatil drive telah gagal, sehingga penulisan di cache dapat hilang saat pemutusan daya.</translation>
    </message>
    <message>
        <source>Critical warning: the drive&apos;s persistent memory region has become read-only.</source>
        <translation>Peringatan kritis: wilayah memori persisten drive menjadi hanya baca.</translation>
    </message>
    <message>
        <source>Critical warning: bit %1, which this version of DriveProof does not know, is set.</source>
        <extracomment>%1 bit number of the NVMe critical warning byte</extracomment>
        <translation>Peringatan kritis: bit %1, yang tidak dikenal versi DriveProof ini, disetel.</translation>
    </message>
    <message>
        <source>Only %L1% spare capacity is left, below the drive&apos;s threshold of %L2%.</source>
        <extracomment>%1 spare capacity left in percent, %2 the drive&apos;s threshold in percent</extracomment>
        <translation>Kapasitas cadangan hanya tersisa %L1%, di bawah ambang drive sebesar %L2%.</translation>
    </message>
    <message>
        <source>The drive has used %L1% of its rated endurance: it has taken more writes than it was designed for.</source>
        <extracomment>%1 percentage of the rated endurance used, 100 or more</extracomment>
        <translation>Drive telah memakai %L1% dari daya tahan yang ditetapkan: drive telah menerima lebih banyak penulisan daripada rancangannya.</translation>
    </message>
    <message>
        <source>The drive has used %L1% of its rated endurance.</source>
        <extracomment>%1 percentage of the rated endurance used</extracomment>
        <translation>Drive telah memakai %L1% dari daya tahan yang ditetapkan.</translation>
    </message>
    <message numerus="yes">
        <source>The drive has recorded %Ln media or data integrity error(s).</source>
        <extracomment>%n number of errors (counts beyond the int range are shown as the int maximum)</extracomment>
        <translation>
            <numerusform>Drive telah mencatat %Ln error media atau integritas data.</numerusform>
        </translation>
    </message>
    <message>
        <source>The drive is at %L1 °C, at or above its critical temperature of %L2 °C.</source>
        <extracomment>%1 current temperature in °C, %2 the drive&apos;s critical limit in °C</extracomment>
        <translation>Suhu drive %L1 °C, mencapai atau melewati suhu kritisnya sebesar %L2 °C.</translation>
    </message>
    <message>
        <source>The drive is at %L1 °C, at or above its warning temperature of %L2 °C.</source>
        <extracomment>%1 current temperature in °C, %2 the drive&apos;s warning limit in °C</extracomment>
        <translation>Suhu drive %L1 °C, mencapai atau melewati suhu peringatannya sebesar %L2 °C.</translation>
    </message>
    <message>
        <source>The drive is at %L1 °C, at or above %L2 °C, where most drives slow down to cool off.</source>
        <extracomment>%1 current temperature in °C, %2 a generic limit in °C</extracomment>
        <translation>Suhu drive %L1 °C, mencapai atau melewati %L2 °C, titik ketika sebagian besar drive melambat untuk mendinginkan diri.</translation>
    </message>
    <message>
        <source>The NVMe health log reports no problems.</source>
        <translation>Log kesehatan NVMe tidak melaporkan masalah.</translation>
    </message>
    <message>
        <source>The helper&apos;s health reply has a reason without a code. Restart DriveProof after an update.</source>
        <translation>Balasan kesehatan dari program pembantu berisi alasan tanpa kode. Mulai ulang DriveProof setelah pembaruan.</translation>
    </message>
    <message>
        <source>The helper&apos;s health reply has reasons in a form this version does not read. Restart DriveProof after an update.</source>
        <translation>Balasan kesehatan dari program pembantu berisi alasan dalam bentuk yang tidak dapat dibaca versi ini. Mulai ulang DriveProof setelah pembaruan.</translation>
    </message>
    <message>
        <source>Reason %1 (%2)</source>
        <extracomment>a reason this version does not know (from a newer helper); %1 its code, %2 its arguments</extracomment>
        <translation>Alasan %1 (%2)</translation>
    </message>
    <message>
        <source>Rate of errors while reading; the raw value&apos;s meaning is the maker&apos;s own.</source>
        <translation>Tingkat kesalahan baca; arti nilai mentahnya ditentukan pabrikan.</translation>
    </message>
    <message>
        <source>Time the platters take to reach full speed.</source>
        <translation>Waktu yang dibutuhkan piringan untuk mencapai kecepatan penuh.</translation>
    </message>
    <message>
        <source>Times the spindle started and stopped.</source>
        <translation>Berapa kali motor berputar dan berhenti.</translation>
    </message>
    <message>
        <source>Sectors found bad and replaced by spares; a new drive has 0.</source>
        <translation>Sektor yang ditemukan rusak dan diganti cadangan; drive baru memiliki 0.</translation>
    </message>
    <message>
        <source>Rate of head positioning errors; the raw value&apos;s meaning is the maker&apos;s own.</source>
        <translation>Tingkat kesalahan penempatan head; arti nilai mentahnya ditentukan pabrikan.</translation>
    </message>
    <message>
        <source>Hours the drive has been powered on.</source>
        <translation>Jam drive dalam keadaan menyala.</translation>
    </message>
    <message>
        <source>Times the spindle needed more than one try to spin up.</source>
        <translation>Berapa kali motor butuh lebih dari satu percobaan untuk berputar.</translation>
    </message>
    <message>
        <source>Times the drive was switched on.</source>
        <translation>Berapa kali drive dinyalakan.</translation>
    </message>
    <message>
        <source>How worn the flash is (erase cycles); the normalised value falls as it wears.</source>
        <translation>Seberapa aus memori flash (siklus hapus); nilai ternormalisasi turun seiring keausan.</translation>
    </message>
    <message>
        <source>Times power was lost without the host telling the drive first.</source>
        <translation>Berapa kali daya hilang tanpa komputer memberi tahu drive terlebih dahulu.</translation>
    </message>
    <message>
        <source>Blocks that went bad while in use.</source>
        <translation>Blok yang rusak selama dipakai.</translation>
    </message>
    <message>
        <source>Data corrupted between the host interface and the media, inside the drive.</source>
        <translation>Data yang rusak di dalam drive, antara antarmuka dan media.</translation>
    </message>
    <message>
        <source>Reads the drive could not correct and reported as errors.</source>
        <translation>Pembacaan yang tidak dapat dikoreksi drive dan dilaporkan sebagai kesalahan.</translation>
    </message>
    <message>
        <source>Commands that timed out, often from cabling or power trouble.</source>
        <translation>Perintah yang melewati batas waktu, sering karena masalah kabel atau daya.</translation>
    </message>
    <message>
        <source>Temperature of the air around the drive.</source>
        <translation>Suhu udara di sekitar drive.</translation>
    </message>
    <message>
        <source>Times the heads were parked in an emergency because power went away.</source>
        <translation>Berapa kali head diparkir darurat karena daya hilang.</translation>
    </message>
    <message>
        <source>Times the heads were parked and loaded again.</source>
        <translation>Berapa kali head diparkir dan dimuat kembali.</translation>
    </message>
    <message>
        <source>Temperature of the drive.</source>
        <translation>Suhu drive.</translation>
    </message>
    <message>
        <source>Times sectors were moved to spares.</source>
        <translation>Berapa kali sektor dipindahkan ke cadangan.</translation>
    </message>
    <message>
        <source>Sectors that could not be read and wait to be rewritten or replaced.</source>
        <translation>Sektor yang tidak dapat dibaca dan menunggu ditulis ulang atau diganti.</translation>
    </message>
    <message>
        <source>Sectors the drive&apos;s own scan could not read.</source>
        <translation>Sektor yang tidak dapat dibaca oleh pemindaian drive sendiri.</translation>
    </message>
    <message>
        <source>Transfers garbled on the cable; a count that grows means a bad cable or connector, not a bad drive.</source>
        <translation>Transfer yang rusak di kabel; hitungan yang terus naik berarti kabel atau konektor buruk, bukan drive yang buruk.</translation>
    </message>
    <message>
        <source>Amount written to the drive, in the maker&apos;s units (often 512-byte sectors).</source>
        <translation>Jumlah yang ditulis ke drive, dalam satuan pabrikan (sering sektor 512 bita).</translation>
    </message>
    <message>
        <source>Amount read from the drive, in the maker&apos;s units (often 512-byte sectors).</source>
        <translation>Jumlah yang dibaca dari drive, dalam satuan pabrikan (sering sektor 512 bita).</translation>
    </message>
    <message>
        <source>Defined by the drive&apos;s maker; its meaning differs between models.</source>
        <translation>Ditentukan oleh pabrikan drive; artinya berbeda antarmodel.</translation>
    </message>
    <message>
        <source>%1 °C (lowest %2, highest %3)</source>
        <extracomment>a drive temperature and the range it has seen; %1 now, %2 lowest, %3 highest</extracomment>
        <translation>%1 °C (terendah %2, tertinggi %3)</translation>
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
        <translation>%1 jam</translation>
    </message>
    <message>
        <source>%1 has %2 bytes instead of 512.</source>
        <translation>%1 berukuran %2 bita, bukan 512.</translation>
    </message>
    <message>
        <source>The drive returned no SCT Status.</source>
        <translation>Drive tidak mengembalikan status SCT.</translation>
    </message>
    <message>
        <source>%1 is behind a USB bridge (%2, driver %3) that does not pass ATA commands through (SAT), so the drive&apos;s SMART records cannot be read over it. Connect the drive by SATA to read them.</source>
        <extracomment>%1 device path, %2 the USB bridge&apos;s name as it answers INQUIRY, %3 the USB driver (&quot;uas&quot; or &quot;usb-storage&quot;)</extracomment>
        <translation>%1 berada di balik jembatan USB (%2, driver %3) yang tidak meneruskan perintah ATA (SAT), sehingga catatan SMART drive tidak dapat dibaca melaluinya. Hubungkan drive lewat SATA untuk membacanya.</translation>
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
        <translation>Atribut %1 (%2) menghitung %3. Dari hard disk yang rusak di Backblaze, %4 memiliki nilai di atas nol, dibanding %5 dari yang masih berjalan (%6).</translation>
    </message>
    <message>
        <source>In Google&apos;s fleet, drives were %1 times as likely to fail within 60 days after the first such event (%2).</source>
        <extracomment>%1 how many times, e.g. &quot;14&quot;, %2 the study it comes from</extracomment>
        <translation>Dalam armada Google, drive %1 kali lebih mungkin rusak dalam 60 hari setelah kejadian semacam itu yang pertama (%2).</translation>
    </message>
    <message>
        <source>Pre-fail</source>
        <extracomment>SMART attribute type: its failure predicts the drive&apos;s failure</extracomment>
        <translation>Pra-gagal</translation>
    </message>
    <message>
        <source>Old-age</source>
        <translation>Penuaan</translation>
    </message>
    <message>
        <source>Always</source>
        <extracomment>SMART attribute: updated while the drive works / only by off-line scans</extracomment>
        <translation>Selalu</translation>
    </message>
    <message>
        <source>Offline</source>
        <translation>Luring</translation>
    </message>
    <message>
        <source>Errors the drive logged over its life; each one is a command that failed.</source>
        <translation>Kesalahan yang dicatat drive sepanjang umurnya; masing-masing adalah perintah yang gagal.</translation>
    </message>
    <message>
        <source>%1 °C (lifetime %2 to %3 °C)</source>
        <extracomment>%1 temperature now, %2 lowest and %3 highest the drive ever had</extracomment>
        <translation>%1 °C (sepanjang umur %2 hingga %3 °C)</translation>
    </message>
    <message>
        <source>The drive&apos;s temperature and its lifetime range, from its SCT Status.</source>
        <translation>Suhu drive dan rentangnya sepanjang umur, dari status SCT-nya.</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <extracomment>NVMe data units and what they make; %1 the count, %2 e.g. &quot;6.3 TB&quot;</extracomment>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>%1 min</source>
        <extracomment>a duration; %1 the number of minutes</extracomment>
        <translation>%1 mnt</translation>
    </message>
    <message>
        <source>%1 s</source>
        <extracomment>a duration; %1 the number of seconds</extracomment>
        <translation>%1 dtk</translation>
    </message>
    <message>
        <source>Problems the drive flags itself (spare, temperature, reliability, read-only, backup); 0 means none.</source>
        <translation>Masalah yang ditandai drive sendiri (cadangan, suhu, keandalan, hanya-baca, cadangan daya); 0 berarti tidak ada.</translation>
    </message>
    <message>
        <source>The drive&apos;s overall temperature.</source>
        <translation>Suhu keseluruhan drive.</translation>
    </message>
    <message>
        <source>%1 (threshold %2)</source>
        <translation>%1 (ambang %2)</translation>
    </message>
    <message>
        <source>Reserve flash left for replacing worn blocks; the drive warns below the threshold.</source>
        <translation>Sisa cadangan flash untuk mengganti blok yang aus; di bawah ambang drive memberi peringatan.</translation>
    </message>
    <message>
        <source>The maker&apos;s estimate of the rated life used; it can pass 100%.</source>
        <translation>Perkiraan pabrikan atas umur pakai terukur yang sudah terpakai; bisa melebihi 100%.</translation>
    </message>
    <message>
        <source>The same kind of warnings for the drive&apos;s endurance groups; 0 means none.</source>
        <translation>Peringatan sejenis untuk grup ketahanan drive; 0 berarti tidak ada.</translation>
    </message>
    <message>
        <source>Amount the host read, in units of 512,000 bytes.</source>
        <translation>Jumlah yang dibaca komputer, dalam satuan 512.000 bita.</translation>
    </message>
    <message>
        <source>Amount the host wrote, in units of 512,000 bytes.</source>
        <translation>Jumlah yang ditulis komputer, dalam satuan 512.000 bita.</translation>
    </message>
    <message>
        <source>Read commands the drive completed.</source>
        <translation>Perintah baca yang diselesaikan drive.</translation>
    </message>
    <message>
        <source>Write commands the drive completed.</source>
        <translation>Perintah tulis yang diselesaikan drive.</translation>
    </message>
    <message>
        <source>Minutes the drive was busy with commands.</source>
        <translation>Menit drive sibuk dengan perintah.</translation>
    </message>
    <message>
        <source>Data the drive could not read or write correctly.</source>
        <translation>Data yang tidak dapat dibaca atau ditulis drive dengan benar.</translation>
    </message>
    <message>
        <source>Entries in the drive&apos;s error log over its life; many are harmless rejected commands.</source>
        <translation>Entri dalam log kesalahan drive sepanjang umurnya; banyak di antaranya perintah yang ditolak tanpa bahaya.</translation>
    </message>
    <message>
        <source>Minutes spent above the drive&apos;s warning temperature.</source>
        <translation>Menit di atas suhu peringatan drive.</translation>
    </message>
    <message>
        <source>Minutes spent above the drive&apos;s critical temperature.</source>
        <translation>Menit di atas suhu kritis drive.</translation>
    </message>
    <message>
        <source>Temperature of one sensor inside the drive.</source>
        <translation>Suhu satu sensor di dalam drive.</translation>
    </message>
    <message>
        <source>Times the drive slowed itself down lightly to cool off.</source>
        <translation>Berapa kali drive sedikit memperlambat diri untuk mendinginkan diri.</translation>
    </message>
    <message>
        <source>Times the drive slowed itself down hard to cool off.</source>
        <translation>Berapa kali drive sangat memperlambat diri untuk mendinginkan diri.</translation>
    </message>
    <message>
        <source>Seconds spent slowed down lightly for heat.</source>
        <translation>Detik diperlambat sedikit karena panas.</translation>
    </message>
    <message>
        <source>Seconds spent slowed down hard for heat.</source>
        <translation>Detik diperlambat sangat karena panas.</translation>
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
        <translation>Nilai</translation>
    </message>
    <message>
        <source>Worst</source>
        <translation>Terburuk</translation>
    </message>
    <message>
        <source>Threshold</source>
        <translation>Ambang</translation>
    </message>
    <message>
        <source>Type</source>
        <translation>Jenis</translation>
    </message>
    <message>
        <source>Updated</source>
        <translation>Diperbarui</translation>
    </message>
    <message>
        <source>When failed</source>
        <translation>Kapan gagal</translation>
    </message>
    <message>
        <source>Raw value</source>
        <translation>Nilai mentah</translation>
    </message>
    <message>
        <source>Meaning</source>
        <translation>Arti</translation>
    </message>
    <message>
        <source>Self-test</source>
        <translation>Uji mandiri</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Hasil</translation>
    </message>
    <message>
        <source>Power-on hours</source>
        <translation>Jam menyala</translation>
    </message>
    <message>
        <source>First failing sector</source>
        <translation>Sektor gagal pertama</translation>
    </message>
    <message>
        <source>Self-test log: empty.</source>
        <translation>Log uji mandiri: kosong.</translation>
    </message>
    <message>
        <source>The drive, or the bridge in front of it, refused: %1.</source>
        <extracomment>%1 a list of ATA or NVMe commands, e.g. &quot;SMART READ LOG 06h&quot;</extracomment>
        <translation>Drive, atau jembatan di depannya, menolak: %1.</translation>
    </message>
    <message>
        <source>Failing now</source>
        <extracomment>a SMART attribute at or below its threshold now</extracomment>
        <translation>Gagal sekarang</translation>
    </message>
    <message>
        <source>Failed in the past</source>
        <extracomment>a SMART attribute that reached its threshold once</extracomment>
        <translation>Pernah gagal</translation>
    </message>
    <message>
        <source>The data %1 returned could not be decoded: %2</source>
        <extracomment>%1 device path, %2 what is wrong with the data</extracomment>
        <translation>Data yang dikembalikan %1 tidak dapat didekode: %2</translation>
    </message>
    <message>
        <source>The NVMe self-test log has %1 bytes instead of %2.</source>
        <translation>Log uji mandiri NVMe berukuran %1 bita, bukan %2.</translation>
    </message>
    <message>
        <source>The drive in %1 does not offer a conveyance self-test.</source>
        <extracomment>%1 device path</extracomment>
        <translation>Drive di %1 tidak menyediakan uji mandiri pengiriman.</translation>
    </message>
    <message>
        <source>The drive in %1 does not offer self-tests.</source>
        <extracomment>%1 device path</extracomment>
        <translation>Drive di %1 tidak menyediakan uji mandiri.</translation>
    </message>
    <message>
        <source>A self-test is already running on %1 (%2% done): wait for it, or abort it first.</source>
        <extracomment>%1 device path, %2 how far the running test is, in percent</extracomment>
        <translation>Uji mandiri sudah berjalan pada %1 (%2% selesai): tunggu sampai selesai, atau hentikan dahulu.</translation>
    </message>
    <message>
        <source>A DriveProof test is running on %1: a self-test now would disturb it. Start the self-test when the test is done.</source>
        <extracomment>%1 device path</extracomment>
        <translation>Uji DriveProof sedang berjalan pada %1: uji mandiri sekarang akan mengganggunya. Mulai uji mandiri setelah uji selesai.</translation>
    </message>
    <message>
        <source>%1 takes no self-test commands.</source>
        <extracomment>%1 device path</extracomment>
        <translation>%1 tidak menerima perintah uji mandiri.</translation>
    </message>
    <message>
        <source>Off-line scan</source>
        <extracomment>kind of drive self-test</extracomment>
        <translation>Pemindaian luring</translation>
    </message>
    <message>
        <source>Short</source>
        <extracomment>kind of drive self-test</extracomment>
        <translation>Singkat</translation>
    </message>
    <message>
        <source>Extended</source>
        <extracomment>kind of drive self-test</extracomment>
        <translation>Lengkap</translation>
    </message>
    <message>
        <source>Conveyance</source>
        <extracomment>kind of drive self-test</extracomment>
        <translation>Pengiriman</translation>
    </message>
    <message>
        <source>Selective</source>
        <extracomment>kind of drive self-test: only the ranges of sectors the host chose</extracomment>
        <translation>Selektif</translation>
    </message>
    <message>
        <source>Vendor specific</source>
        <extracomment>kind of drive self-test</extracomment>
        <translation>Khusus pabrikan</translation>
    </message>
    <message>
        <source>Completed without error</source>
        <translation>Selesai tanpa kesalahan</translation>
    </message>
    <message>
        <source>Aborted by the host</source>
        <translation>Dihentikan oleh komputer</translation>
    </message>
    <message>
        <source>Interrupted by a reset</source>
        <translation>Terputus oleh reset</translation>
    </message>
    <message>
        <source>Could not complete: fatal error</source>
        <translation>Tidak selesai: kesalahan fatal</translation>
    </message>
    <message>
        <source>Failed (part unknown)</source>
        <translation>Gagal (bagian tidak diketahui)</translation>
    </message>
    <message>
        <source>Failed: electrical part</source>
        <translation>Gagal: bagian listrik</translation>
    </message>
    <message>
        <source>Failed: servo or seek</source>
        <translation>Gagal: servo atau pencarian</translation>
    </message>
    <message>
        <source>Failed: read error</source>
        <translation>Gagal: kesalahan baca</translation>
    </message>
    <message>
        <source>Failed: suspected handling damage</source>
        <translation>Gagal: diduga rusak karena penanganan</translation>
    </message>
    <message>
        <source>In progress</source>
        <translation>Berjalan</translation>
    </message>
    <message>
        <source>Unknown status %1</source>
        <extracomment>%1 a status number the standard reserves</extracomment>
        <translation>Status tidak dikenal %1</translation>
    </message>
    <message>
        <source>Aborted: a namespace was removed</source>
        <translation>Dihentikan: namespace dihapus</translation>
    </message>
    <message>
        <source>Aborted: the drive was formatted</source>
        <translation>Dihentikan: drive diformat</translation>
    </message>
    <message>
        <source>Failed in segment %1</source>
        <extracomment>%1 the number of the test segment that failed</extracomment>
        <translation>Gagal di segmen %1</translation>
    </message>
    <message>
        <source>Aborted for an unknown reason</source>
        <translation>Dihentikan karena alasan yang tidak diketahui</translation>
    </message>
    <message>
        <source>Aborted: the drive was sanitized</source>
        <translation>Dihentikan: drive disanitasi</translation>
    </message>
    <message>
        <source>Looks new: %1 power-on hours, %2 power cycles, %3 written.</source>
        <extracomment>%1 power-on hours, %2 power cycles, %3 amount written (&quot;1.2 GB&quot;)</extracomment>
        <translation>Tampak baru: %1 jam menyala, %2 kali dinyalakan, %3 ditulis.</translation>
    </message>
    <message>
        <source>Used before: %1 power-on hours, %2 power cycles, %3 written. A drive sold as new has a few hours from the factory at most.</source>
        <extracomment>%1 power-on hours, %2 power cycles, %3 amount written (&quot;12 TB&quot;)</extracomment>
        <translation>Pernah dipakai: %1 jam menyala, %2 kali dinyalakan, %3 ditulis. Drive yang dijual baru paling banyak punya beberapa jam dari pabrik.</translation>
    </message>
    <message>
        <source>The drive counts 0 power-on hours but %1 written: its counters may have been reset.</source>
        <extracomment>%1 amount written (&quot;12 TB&quot;)</extracomment>
        <translation>Drive menghitung 0 jam menyala tetapi %1 ditulis: penghitungnya mungkin telah direset.</translation>
    </message>
    <message>
        <source>The drive counts %1 power cycles in %2 power-on hours, more than those hours can hold: its counters may have been reset.</source>
        <extracomment>%1 power cycles, %2 power-on hours</extracomment>
        <translation>Drive menghitung %1 kali dinyalakan dalam %2 jam menyala, lebih banyak daripada yang muat dalam jam itu: penghitungnya mungkin telah direset.</translation>
    </message>
    <message>
        <source>%1 written of the %2 the maker rates this model for (%3%).</source>
        <extracomment>%1 amount written, %2 the rated endurance (&quot;600 TB&quot;), %3 percent of it</extracomment>
        <translation>%1 ditulis dari %2 yang dinyatakan pabrikan untuk model ini (%3%).</translation>
    </message>
    <message>
        <source>Since DriveProof first read it (%1): %2 hours, %3 written.</source>
        <extracomment>%1 the date DriveProof first read the drive, %2 hours since, %3 amount written since</extracomment>
        <translation>Sejak DriveProof pertama membacanya (%1): %2 jam, %3 ditulis.</translation>
    </message>
    <message>
        <source>new</source>
        <extracomment>is the drive new? the verdict</extracomment>
        <translation>baru</translation>
    </message>
    <message>
        <source>used</source>
        <extracomment>is the drive new? the verdict</extracomment>
        <translation>bekas</translation>
    </message>
    <message>
        <source>possibly reset</source>
        <extracomment>is the drive new? the verdict: its counters contradict each other</extracomment>
        <translation>mungkin direset</translation>
    </message>
    <message>
        <source>Identify Namespace is too short (%1 bytes) for its LBA formats.</source>
        <extracomment>%1 bytes received</extracomment>
        <translation>Identify Namespace terlalu pendek (%1 bita) untuk format LBA-nya.</translation>
    </message>
    <message>
        <source>Identify Namespace lists more LBA formats (%1) than there can be (%2).</source>
        <extracomment>%1 how many LBA formats the drive claims, %2 the most there can be</extracomment>
        <translation>Identify Namespace mendaftar lebih banyak format LBA (%1) daripada yang mungkin ada (%2).</translation>
    </message>
    <message>
        <source>Identify Namespace says LBA format %1 is in use, but lists formats 0 to %2 only.</source>
        <extracomment>%1 the number of the format in use, %2 the highest number the drive lists</extracomment>
        <translation>Identify Namespace menyatakan format LBA %1 dipakai, tetapi hanya mendaftar format 0 sampai %2.</translation>
    </message>
    <message>
        <source>In use: LBA format %1, sectors of %2 bytes with %3 bytes of metadata, which the drive marks as &quot;%4&quot;.</source>
        <extracomment>%1 LBA format number, %2 bytes per sector, %3 metadata bytes per sector, %4 how fast the drive says the format is (&quot;best&quot;, &quot;better&quot;, &quot;good&quot;, &quot;degraded&quot;)</extracomment>
        <translation>Dipakai: format LBA %1, sektor %2 bita dengan metadata %3 bita, yang ditandai drive sebagai &quot;%4&quot;.</translation>
    </message>
    <message>
        <source>The drive offers %5-byte sectors marked &quot;%6&quot;, faster than the %2-byte ones in use (&quot;%3&quot;). Switching means reformatting the namespace, which erases everything on it: nvme format %1 --lbaf=%4 — DriveProof never does this.</source>
        <extracomment>%1 device (/dev/nvme0n1), %2 bytes per sector in use, %3 how fast the drive marks the format in use, %4 the faster format&apos;s number, %5 its bytes per sector, %6 how fast the drive marks it. The command stays as it is.</extracomment>
        <translation>Drive menawarkan sektor %5 bita yang ditandai &quot;%6&quot;, lebih cepat daripada sektor %2 bita yang dipakai (&quot;%3&quot;). Beralih berarti memformat ulang namespace, yang menghapus semua isinya: nvme format %1 --lbaf=%4 — DriveProof tidak pernah melakukannya.</translation>
    </message>
    <message>
        <source>None of the LBA formats the drive offers (%1) is marked faster than the one in use.</source>
        <extracomment>%1 how many LBA formats the drive offers (2 or more)</extracomment>
        <translation>Tidak satu pun format LBA yang ditawarkan drive (%1) ditandai lebih cepat daripada yang dipakai.</translation>
    </message>
    <message>
        <source>The namespace offers only the LBA format in use.</source>
        <translation>Namespace hanya menawarkan format LBA yang dipakai.</translation>
    </message>
    <message>
        <source>LBA format %1 carries %2 bytes of metadata per sector; only software that handles metadata (end-to-end protection) uses it.</source>
        <extracomment>%1 LBA format number, %2 metadata bytes per sector</extracomment>
        <translation>Format LBA %1 membawa metadata %2 bita per sektor; hanya perangkat lunak yang menangani metadata (perlindungan ujung ke ujung) yang memakainya.</translation>
    </message>
    <message>
        <source>LBA format note %1 (%2)</source>
        <extracomment>a finding this version does not know; %1 its code, %2 its arguments</extracomment>
        <translation>Catatan format LBA %1 (%2)</translation>
    </message>
    <message>
        <source>best</source>
        <comment>LBA format performance</comment>
        <extracomment>how fast the drive says an LBA format is: the fastest of four grades</extracomment>
        <translation>terbaik</translation>
    </message>
    <message>
        <source>better</source>
        <comment>LBA format performance</comment>
        <extracomment>how fast the drive says an LBA format is: the second of four grades</extracomment>
        <translation>lebih baik</translation>
    </message>
    <message>
        <source>good</source>
        <comment>LBA format performance</comment>
        <extracomment>how fast the drive says an LBA format is: the third of four grades</extracomment>
        <translation>baik</translation>
    </message>
    <message>
        <source>degraded</source>
        <comment>LBA format performance</comment>
        <extracomment>how fast the drive says an LBA format is: the slowest of four grades</extracomment>
        <translation>menurun</translation>
    </message>
    <message>
        <source>not available</source>
        <extracomment>an LBA format the drive lists but does not offer now</extracomment>
        <translation>tidak tersedia</translation>
    </message>
    <message>
        <source>%1 bytes, %2</source>
        <extracomment>%1 bytes per sector, %2 how fast the drive says it is</extracomment>
        <translation>%1 bita, %2</translation>
    </message>
    <message>
        <source>%1 bytes + %2 bytes metadata, %3</source>
        <extracomment>%1 bytes per sector, %2 metadata bytes per sector, %3 how fast the drive says it is</extracomment>
        <translation>%1 bita + metadata %2 bita, %3</translation>
    </message>
    <message>
        <source>%1 % left</source>
        <extracomment>%1 percent of the drive&apos;s rated life that is left</extracomment>
        <translation>%1% tersisa</translation>
    </message>
    <message>
        <source>%1 % used</source>
        <extracomment>%1 percent of the drive&apos;s rated life that is used</extracomment>
        <translation>%1% terpakai</translation>
    </message>
    <message>
        <source>Attribute %1 (%2) is at %3, at or below its threshold of %4: the part it watches is worn out or failing, though the drive does not count it as a failure prediction.</source>
        <extracomment>%1 attribute number, %2 its name, %3 its value now, %4 the threshold</extracomment>
        <translation>Atribut %1 (%2) bernilai %3, sama dengan atau di bawah ambangnya %4: bagian yang dipantaunya sudah aus atau mulai rusak, meskipun drive tidak menghitungnya sebagai prediksi kegagalan.</translation>
    </message>
    <message>
        <source>Error log: the latest error happened at power-on hour %1.</source>
        <extracomment>%1 a power-on hour</extracomment>
        <translation>Log kesalahan: kesalahan terakhir terjadi pada %1 jam menyala.</translation>
    </message>
    <message>
        <source>Self-test log: the latest self-test ran at power-on hour %1.</source>
        <extracomment>%1 a power-on hour</extracomment>
        <translation>Log uji mandiri: uji mandiri terakhir berjalan pada %1 jam menyala.</translation>
    </message>
    <message>
        <source>The error log has an error at power-on hour %1, but the power-on counter says %2 hours: the counter went back (reset, or run over), so it does not say how long the drive was used.</source>
        <extracomment>%1 the power-on hour the log stamped, %2 the power-on hours the counter says</extracomment>
        <translation>Log kesalahan memuat kesalahan pada %1 jam menyala, tetapi penghitung jam menyala menunjukkan %2 jam: penghitung itu mundur (direset atau meluap), jadi tidak menunjukkan berapa lama drive telah dipakai.</translation>
    </message>
    <message>
        <source>The self-test log has a test at power-on hour %1, but the power-on counter says %2 hours: the counter went back (reset, or run over), so it does not say how long the drive was used.</source>
        <extracomment>%1 the power-on hour the log stamped, %2 the power-on hours the counter says</extracomment>
        <translation>Log uji mandiri memuat uji pada %1 jam menyala, tetapi penghitung jam menyala menunjukkan %2 jam: penghitung itu mundur (direset atau meluap), jadi tidak menunjukkan berapa lama drive telah dipakai.</translation>
    </message>
    <message>
        <source>The FARM log counts %1 power-on hours, but the SMART counter says %2: the SMART counter was reset, and the drive has been used for at least %1 hours.</source>
        <extracomment>%1 power-on hours in the FARM log, %2 power-on hours of the SMART counter</extracomment>
        <translation>Log FARM menghitung %1 jam menyala, tetapi penghitung SMART menunjukkan %2: penghitung SMART telah direset, dan drive telah dipakai setidaknya %1 jam.</translation>
    </message>
    <message>
        <source>The FARM log&apos;s spindle hours (%1) exceed its power-on hours (%2): its power-on hours were reset too.</source>
        <extracomment>%1 spindle hours, %2 power-on hours, both from the FARM log</extracomment>
        <translation>Jam putaran motor di log FARM (%1) melebihi jam menyala di log itu (%2): jam menyala di log itu juga telah direset.</translation>
    </message>
    <message>
        <source>The FARM log&apos;s head-flight hours (%1) exceed its power-on hours (%2): its power-on hours were reset too.</source>
        <extracomment>%1 head-flight hours, %2 power-on hours, both from the FARM log</extracomment>
        <translation>Jam terbang head di log FARM (%1) melebihi jam menyala di log itu (%2): jam menyala di log itu juga telah direset.</translation>
    </message>
    <message>
        <source>FARM log: %1 power-on hours, %2 spindle hours, %3 head-flight hours; assembled in week %4 of %5.</source>
        <extracomment>%1 power-on, %2 spindle, %3 head-flight hours; the drive was assembled in week %4 of the year %5 (e.g. &quot;17&quot;, &quot;2025&quot;)</extracomment>
        <translation>Log FARM: %1 jam menyala, %2 jam putaran motor, %3 jam terbang head; drive dirakit pada minggu ke-%4 tahun %5.</translation>
    </message>
    <message>
        <source>FARM log: %1 power-on hours, %2 spindle hours, %3 head-flight hours.</source>
        <extracomment>%1 power-on, %2 spindle, %3 head-flight hours</extracomment>
        <translation>Log FARM: %1 jam menyala, %2 jam putaran motor, %3 jam terbang head.</translation>
    </message>
</context>
<context>
    <name>DriveProof::Helper</name>
    <message>
        <source>Not authorised to use %1: the authentication was cancelled or refused.</source>
        <extracomment>%1 device path</extracomment>
        <translation>Tidak diizinkan memakai %1: autentikasi dibatalkan atau ditolak.</translation>
    </message>
    <message>
        <source>Could not ask polkit whether %1 may be used (%2). Make sure polkit is installed and running, then try again.</source>
        <extracomment>%1 device path, %2 D-Bus error text</extracomment>
        <translation>Tidak dapat menanyakan polkit apakah %1 boleh dipakai (%2). Pastikan polkit terpasang dan berjalan, lalu coba lagi.</translation>
    </message>
    <message>
        <source>Not authorised to use %1: authentication is needed, but no authentication agent could ask for it. Start DriveProof from a desktop session, or run pkttyagent in this terminal.</source>
        <extracomment>%1 device path</extracomment>
        <translation>Tidak diizinkan memakai %1: autentikasi diperlukan, tetapi tidak ada agen autentikasi yang dapat memintanya. Jalankan DriveProof dari sesi desktop, atau jalankan pkttyagent di terminal ini.</translation>
    </message>
    <message>
        <source>Not authorised to use %1. Ask an administrator to allow it.</source>
        <extracomment>%1 device path</extracomment>
        <translation>Tidak diizinkan memakai %1. Mintalah administrator untuk mengizinkannya.</translation>
    </message>
    <message>
        <source>%1 is a symbolic link. Give the device node itself, as lsblk lists it.</source>
        <extracomment>%1 device path</extracomment>
        <translation>%1 adalah tautan simbolik. Berikan node perangkatnya sendiri, seperti yang didaftarkan lsblk.</translation>
    </message>
    <message>
        <source>%1 is in use: it is mounted, or another program holds it exclusively. Unmount it or close that program, then try again.</source>
        <extracomment>%1 device path</extracomment>
        <translation>%1 sedang dipakai: perangkat ini dikaitkan, atau program lain memegangnya secara eksklusif. Lepas kaitannya atau tutup program itu, lalu coba lagi.</translation>
    </message>
    <message>
        <source>%1 could not be opened (%2): the device is gone or has no medium.</source>
        <extracomment>%1 device path, %2 system error text</extracomment>
        <translation>%1 tidak dapat dibuka (%2): perangkat hilang atau tidak ada medianya.</translation>
    </message>
    <message>
        <source>%1 could not be opened: %2.</source>
        <extracomment>%1 device path, %2 system error text</extracomment>
        <translation>%1 tidak dapat dibuka: %2.</translation>
    </message>
    <message>
        <source>“%1” is not a device path the helper accepts. Give the kernel&apos;s name of a block device, such as /dev/sdb or /dev/nvme0n1, not a symbolic link such as /dev/disk/by-id/….</source>
        <extracomment>%1 the path the caller gave (shortened)</extracomment>
        <translation>“%1” bukan path perangkat yang diterima program pembantu. Berikan nama kernel dari perangkat blok, seperti /dev/sdb atau /dev/nvme0n1, bukan tautan simbolik seperti /dev/disk/by-id/….</translation>
    </message>
    <message>
        <source>%1 is not a block device known to the kernel (there is no “%2” in /sys/class/block). Check the name with lsblk.</source>
        <extracomment>%1 device path, %2 kernel name</extracomment>
        <translation>%1 bukan perangkat blok yang dikenal kernel (tidak ada “%2” di /sys/class/block). Periksa namanya dengan lsblk.</translation>
    </message>
    <message>
        <source>%1 is not a block device node.</source>
        <extracomment>%1 device path</extracomment>
        <translation>%1 bukan node perangkat blok.</translation>
    </message>
    <message>
        <source>%1 is device %2, but the kernel says %4 is %3: the node does not belong to that device. Refusing to open it.</source>
        <extracomment>%1 device path, %2 and %3 device numbers like 8:16, %4 kernel name</extracomment>
        <translation>%1 adalah perangkat %2, tetapi kernel menyatakan %4 adalah %3: node ini bukan milik perangkat itu. Menolak membukanya.</translation>
    </message>
    <message>
        <source>%1 is a partition, but this works on the whole drive. Use %2.</source>
        <extracomment>%1 partition path, %2 disk path</extracomment>
        <translation>%1 adalah partisi, tetapi ini bekerja pada drive utuh. Gunakan %2.</translation>
    </message>
    <message>
        <source>%1 disappeared while it was being checked.</source>
        <extracomment>%1 device path</extracomment>
        <translation>%1 menghilang saat sedang diperiksa.</translation>
    </message>
    <message>
        <source>%1 is in use and cannot be opened for writing: %2 Unmount, swapoff or stop that first.</source>
        <extracomment>%1 device path, %2 a sentence saying what uses it, e.g. &quot;/dev/sdb1 is mounted on /home.&quot;</extracomment>
        <translation>%1 sedang dipakai dan tidak dapat dibuka untuk penulisan: %2 Lepas kaitan, swapoff, atau hentikan itu terlebih dahulu.</translation>
    </message>
    <message>
        <source>%1 changed while it was being opened: it is no longer the device the kernel lists under that name. Refusing it.</source>
        <extracomment>%1 device path</extracomment>
        <translation>%1 berubah saat sedang dibuka: perangkat ini bukan lagi perangkat yang didaftarkan kernel dengan nama itu. Ditolak.</translation>
    </message>
    <message>
        <source>Unknown option “%1”, or a value of the wrong type, for %2. Known options: %3.</source>
        <extracomment>%1 option name, %2 device path, %3 list of known option names</extracomment>
        <translation>Opsi tidak dikenal “%1”, atau nilai dengan tipe yang salah, untuk %2. Opsi yang dikenal: %3.</translation>
    </message>
    <message>
        <source>none</source>
        <translation>tidak ada</translation>
    </message>
    <message>
        <source>Unknown mode “%1” for %2. Use “r”, “w” or “rw”.</source>
        <extracomment>%1 the mode the caller gave, %2 device path</extracomment>
        <translation>Mode tidak dikenal “%1” untuk %2. Gunakan “r”, “w”, atau “rw”.</translation>
    </message>
    <message>
        <source>Unknown flag “%1” for %2. Known flags: direct, sync, dsync, exclusive.</source>
        <extracomment>%1 the flag the caller gave, %2 device path</extracomment>
        <translation>Flag tidak dikenal “%1” untuk %2. Flag yang dikenal: direct, sync, dsync, exclusive.</translation>
    </message>
    <message>
        <source>The command to %1 failed.</source>
        <extracomment>%1 device path</extracomment>
        <translation>Perintah ke %1 gagal.</translation>
    </message>
    <message>
        <source>%1 disappeared while it was being read.</source>
        <extracomment>%1 device path</extracomment>
        <translation>%1 menghilang saat sedang dibaca.</translation>
    </message>
    <message>
        <source>DriveProof&apos;s privileged helper, a D-Bus system service (%1). D-Bus starts it when DriveProof needs it; it is not meant to be run by hand.</source>
        <extracomment>%1 D-Bus service name</extracomment>
        <translation>Program pembantu DriveProof yang berhak istimewa, sebuah layanan sistem D-Bus (%1). D-Bus menjalankannya saat DriveProof membutuhkannya; program ini tidak dimaksudkan untuk dijalankan secara manual.</translation>
    </message>
    <message>
        <source>For tests: serve on the bus at ADDRESS instead of the system bus, and ask the polkit found there.</source>
        <translation>Untuk pengujian: layani di bus pada ADDRESS alih-alih bus sistem, dan tanyakan polkit yang ada di sana.</translation>
    </message>
    <message>
        <source>Exit after SECONDS without calls (default %1).</source>
        <extracomment>%1 number of seconds</extracomment>
        <translation>Keluar setelah SECONDS tanpa panggilan (bawaan %1).</translation>
    </message>
    <message>
        <source>Unknown self-test action “%1” for %2. Use “short”, “extended”, “conveyance”, “abort” or “status”.</source>
        <extracomment>%1 the action the caller gave, %2 device path</extracomment>
        <translation>Tindakan uji mandiri “%1” untuk %2 tidak dikenal. Gunakan “short”, “extended”, “conveyance”, “abort”, atau “status”.</translation>
    </message>
    <message>
        <source>A DriveProof test is running on %1: a self-test now would disturb it. Start the self-test when the test is done.</source>
        <extracomment>%1 device path</extracomment>
        <translation>Uji DriveProof sedang berjalan pada %1: uji mandiri sekarang akan mengganggunya. Mulai uji mandiri setelah uji selesai.</translation>
    </message>
    <message>
        <source>Unknown purpose “%1” for %2. Known purposes: capacity-check.</source>
        <extracomment>%1 the purpose the caller gave, %2 device path</extracomment>
        <translation>Tujuan “%1” tidak dikenal untuk %2. Tujuan yang dikenal: capacity-check.</translation>
    </message>
    <message>
        <source>A capacity check writes to %1: open it with mode “rw”.</source>
        <extracomment>%1 device path</extracomment>
        <translation>Pemeriksaan kapasitas menulis ke %1: buka dengan mode “rw”.</translation>
    </message>
</context>
<context>
    <name>DriveProof::PowerLoss</name>
    <message numerus="yes">
        <source>%Ln block(s) hold exactly what they should.</source>
        <translation>
            <numerusform>%Ln blok berisi tepat seperti yang seharusnya.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln block(s) hold data that was written to another place.</source>
        <translation>
            <numerusform>%Ln blok berisi data yang ditulis ke tempat lain.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln block(s) hold data from before this test: the drive forgot the preparation.</source>
        <translation>
            <numerusform>%Ln blok berisi data dari sebelum uji ini: drive melupakan persiapannya.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln block(s) are half old, half new: a write tore inside a block.</source>
        <translation>
            <numerusform>%Ln blok separuh lama, separuh baru: sebuah penulisan robek di dalam blok.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln block(s) have flipped bits.</source>
        <translation>
            <numerusform>%Ln blok memiliki bit yang terbalik.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln block(s) read back as zeros.</source>
        <translation>
            <numerusform>%Ln blok terbaca sebagai nol.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln block(s) read back erased (all ones).</source>
        <translation>
            <numerusform>%Ln blok terbaca dalam keadaan terhapus (semua satu).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln block(s) hold data nobody wrote.</source>
        <translation>
            <numerusform>%Ln blok berisi data yang tidak pernah ditulis siapa pun.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln block(s) cannot be read.</source>
        <translation>
            <numerusform>%Ln blok tidak dapat dibaca.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln acknowledged write(s) were lost.</source>
        <translation>
            <numerusform>%Ln penulisan yang dikonfirmasi hilang.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln acknowledged write(s) survived only in part.</source>
        <translation>
            <numerusform>%Ln penulisan yang dikonfirmasi hanya selamat sebagian.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln acknowledged write(s) were lost while later ones survived: the drive reorders writes across flushes.</source>
        <translation>
            <numerusform>%Ln penulisan yang dikonfirmasi hilang sementara penulisan sesudahnya selamat: drive mengubah urutan penulisan melintasi flush.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln acknowledged write(s) just before the cut were lost: the drive acknowledges flushes before the data is safe.</source>
        <translation>
            <numerusform>%Ln penulisan yang dikonfirmasi tepat sebelum pemutusan hilang: drive mengonfirmasi flush sebelum datanya aman.</numerusform>
        </translation>
    </message>
    <message>
        <source>The drive cannot be read at all after the power cut.</source>
        <translation>Drive sama sekali tidak dapat dibaca setelah pemutusan daya.</translation>
    </message>
    <message>
        <source>The drive&apos;s identity or capacity changed after the power cut.</source>
        <translation>Identitas atau kapasitas drive berubah setelah pemutusan daya.</translation>
    </message>
    <message numerus="yes">
        <source>%Ln block(s) written only before the test were damaged: data at rest is not safe on this drive.</source>
        <translation>
            <numerusform>%Ln blok yang hanya ditulis sebelum uji menjadi rusak: data yang diam pun tidak aman di drive ini.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln contradiction(s) between the witness&apos;s record and the test plan: a bug in DriveProof, so this run proves nothing.</source>
        <translation>
            <numerusform>%Ln kontradiksi antara catatan saksi dan rencana uji: bug di DriveProof, jadi putaran ini tidak membuktikan apa pun.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>All %Ln acknowledged write(s) were lost.</source>
        <translation>
            <numerusform>Semua %Ln penulisan yang dikonfirmasi hilang.</numerusform>
        </translation>
    </message>
    <message>
        <source>They were the last ones before the cut: the drive acknowledges flushes before the data is safe.</source>
        <translation>Penulisan itu adalah yang terakhir sebelum pemutusan: drive mengonfirmasi flush sebelum datanya aman.</translation>
    </message>
    <message>
        <source>Cannot write the witness&apos;s salt %1: %2</source>
        <extracomment>%1 is a file path, %2 the system&apos;s error message.</extracomment>
        <translation>Tidak dapat menulis salt saksi %1: %2</translation>
    </message>
    <message>
        <source>Cannot write the witness journal %1: %2</source>
        <extracomment>%1 is a file path, %2 the system&apos;s error message.</extracomment>
        <translation>Tidak dapat menulis jurnal saksi %1: %2</translation>
    </message>
    <message>
        <source>Damaged record at byte %1 with good records after it.</source>
        <translation>Rekaman rusak pada byte %1 dengan rekaman baik sesudahnya.</translation>
    </message>
    <message>
        <source>Record at byte %1 contradicts the run before it.</source>
        <extracomment>%1 is a byte offset in the witness journal file.</extracomment>
        <translation>Rekaman pada byte %1 bertentangan dengan putaran sebelumnya.</translation>
    </message>
    <message>
        <source>Cannot truncate the torn end of the journal.</source>
        <translation>Tidak dapat memotong ujung jurnal yang robek.</translation>
    </message>
    <message>
        <source>The simulated drive is already running.</source>
        <translation>Drive tersimulasi sudah berjalan.</translation>
    </message>
    <message>
        <source>The simulated drive program %1 was not found. Install DriveProof completely (it lives in libexec) or set DRIVEPROOF_LYINGDISK to its path.</source>
        <extracomment>%1 is a program name</extracomment>
        <translation>Program drive tersimulasi %1 tidak ditemukan. Pasang DriveProof secara lengkap (program ini berada di libexec) atau setel DRIVEPROOF_LYINGDISK ke path-nya.</translation>
    </message>
    <message>
        <source>Cannot create the folder for the simulated drive.</source>
        <translation>Tidak dapat membuat folder untuk drive tersimulasi.</translation>
    </message>
    <message>
        <source>Something is already mounted on this folder. Unmount it first (fusermount3 -u).</source>
        <translation>Sesuatu sudah dikaitkan di folder ini. Lepas kaitannya terlebih dahulu (fusermount3 -u).</translation>
    </message>
    <message>
        <source>Cannot start the simulated drive: %1</source>
        <translation>Tidak dapat memulai drive tersimulasi: %1</translation>
    </message>
    <message>
        <source>The simulated drive stopped before it was ready (exit status %1): %2</source>
        <extracomment>%1 is the program&apos;s exit status, %2 what it printed</extracomment>
        <translation>Drive tersimulasi berhenti sebelum siap (status keluar %1): %2</translation>
    </message>
    <message>
        <source>The simulated drive did not appear within %1 s: %2</source>
        <extracomment>%1 is a number of seconds, %2 what the program printed</extracomment>
        <translation>Drive tersimulasi tidak muncul dalam %1 dtk: %2</translation>
    </message>
    <message>
        <source>The simulated drive is not running.</source>
        <translation>Drive tersimulasi tidak berjalan.</translation>
    </message>
    <message>
        <source>Cannot signal the simulated drive.</source>
        <translation>Tidak dapat mengirim sinyal ke drive tersimulasi.</translation>
    </message>
    <message>
        <source>The simulated drive did not confirm the power cut.</source>
        <translation>Drive tersimulasi tidak mengonfirmasi pemutusan daya.</translation>
    </message>
    <message>
        <source>Cannot unmount the simulated drive. Run: fusermount3 -u -z %1</source>
        <translation>Tidak dapat melepas kaitan drive tersimulasi. Jalankan: fusermount3 -u -z %1</translation>
    </message>
    <message>
        <source>The simulated drive did not stop in time; it was killed and its cache lost.</source>
        <translation>Drive tersimulasi tidak berhenti tepat waktu; drive dihentikan paksa dan cache-nya hilang.</translation>
    </message>
    <message>
        <source>The simulated drive failed while stopping: %1</source>
        <extracomment>%1 is what the program printed</extracomment>
        <translation>Drive tersimulasi gagal saat berhenti: %1</translation>
    </message>
    <message>
        <source>Cannot save the pending test in %1: %2.</source>
        <extracomment>%1 file name, %2 the system&apos;s error text</extracomment>
        <translation>Tidak dapat menyimpan uji tertunda di %1: %2.</translation>
    </message>
    <message>
        <source>Cannot write the autostart entry %1: %2.</source>
        <extracomment>%1 file name, %2 the system&apos;s error text</extracomment>
        <translation>Tidak dapat menulis entri mulai otomatis %1: %2.</translation>
    </message>
    <message>
        <source>Practice mode needs FUSE, and /dev/fuse cannot be used here.</source>
        <translation>Mode latihan memerlukan FUSE, dan /dev/fuse tidak dapat dipakai di sini.</translation>
    </message>
    <message>
        <source>Practice mode needs fusermount3 (the fuse3 package).</source>
        <translation>Mode latihan memerlukan fusermount3 (paket fuse3).</translation>
    </message>
    <message>
        <source>Practice mode needs driveproof-lyingdisk, which is not installed.</source>
        <translation>Mode latihan memerlukan driveproof-lyingdisk, yang tidak terpasang.</translation>
    </message>
    <message>
        <source>Cannot create a temporary folder for practice.</source>
        <translation>Tidak dapat membuat folder sementara untuk latihan.</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a pairing code.</source>
        <extracomment>%1 what was given</extracomment>
        <translation>&apos;%1&apos; bukan kode pemasangan.</translation>
    </message>
    <message>
        <source>DriveProof simulated drive (%1)</source>
        <extracomment>the simulated drive of practice mode; %1 honest or lying</extracomment>
        <translation>Drive tersimulasi DriveProof (%1)</translation>
    </message>
    <message>
        <source>lying</source>
        <translation>pembohong</translation>
    </message>
    <message>
        <source>honest</source>
        <translation>jujur</translation>
    </message>
    <message>
        <source>Practice cancelled.</source>
        <translation>Latihan dibatalkan.</translation>
    </message>
    <message>
        <source>idle</source>
        <translation>menganggur</translation>
    </message>
    <message>
        <source>starting the simulated drive and witness</source>
        <extracomment>practice mode: the simulated drive and the local witness start</extracomment>
        <translation>memulai drive tersimulasi dan saksi</translation>
    </message>
    <message>
        <source>preparing</source>
        <extracomment>the test area is being filled with known data</extracomment>
        <translation>menyiapkan</translation>
    </message>
    <message>
        <source>writing</source>
        <translation>menulis</translation>
    </message>
    <message>
        <source>cutting the power</source>
        <extracomment>practice mode: the simulated power cut</extracomment>
        <translation>memutus daya</translation>
    </message>
    <message>
        <source>verifying</source>
        <translation>memverifikasi</translation>
    </message>
    <message>
        <source>done</source>
        <translation>selesai</translation>
    </message>
    <message>
        <source>failed</source>
        <translation>gagal</translation>
    </message>
    <message>
        <source>This is a virtual machine: pulling its virtual plug tests the host&apos;s storage stack, not a drive. Run the test on real hardware.</source>
        <translation>Ini mesin virtual: mencabut steker virtualnya menguji tumpukan penyimpanan host, bukan sebuah drive. Jalankan uji pada perangkat keras sungguhan.</translation>
    </message>
    <message>
        <source>The machine runs on its battery: pulling the plug would not cut the power. Remove the battery, or use a machine without one.</source>
        <translation>Mesin berjalan dengan baterai: mencabut steker tidak akan memutus daya. Lepaskan baterai, atau gunakan mesin tanpa baterai.</translation>
    </message>
    <message>
        <source>The drive sits behind a USB bridge, which may have a cache and flush rules of its own: the verdict is about the bridge and the drive together.</source>
        <translation>Drive berada di belakang jembatan USB, yang mungkin memiliki cache dan aturan flush sendiri: putusan berlaku untuk jembatan dan drive bersama-sama.</translation>
    </message>
    <message>
        <source>The drive&apos;s write cache is on. That is normal: the test shows whether the drive still keeps every write it acknowledged.</source>
        <translation>Cache tulis drive menyala. Itu normal: uji menunjukkan apakah drive tetap mempertahankan setiap penulisan yang dikonfirmasinya.</translation>
    </message>
    <message>
        <source>The drive&apos;s unsafe-shutdown counter cannot be read, so the verifier cannot confirm that the power really went away.</source>
        <translation>Penghitung pematian tidak aman drive tidak dapat dibaca, jadi pemverifikasi tidak dapat memastikan bahwa daya benar-benar hilang.</translation>
    </message>
    <message>
        <source>Choose a file or a device for the test area.</source>
        <translation>Pilih berkas atau perangkat untuk area uji.</translation>
    </message>
    <message>
        <source>%1 is neither a regular file nor a block device.</source>
        <extracomment>%1 a path</extracomment>
        <translation>%1 bukan berkas biasa maupun perangkat blok.</translation>
    </message>
    <message>
        <source>The folder %1 does not exist.</source>
        <extracomment>%1 a folder</extracomment>
        <translation>Folder %1 tidak ada.</translation>
    </message>
    <message>
        <source>The device %1 was not found.</source>
        <extracomment>%1 a device node</extracomment>
        <translation>Perangkat %1 tidak ditemukan.</translation>
    </message>
    <message>
        <source>No error.</source>
        <translation>Tidak ada error.</translation>
    </message>
    <message>
        <source>Not a DriveProof power-loss frame (bad magic).</source>
        <extracomment>The power-loss witness received bytes that are not a DriveProof frame.</extracomment>
        <translation>Bukan frame putus daya DriveProof (magic salah).</translation>
    </message>
    <message>
        <source>Unsupported power-loss protocol version: update DriveProof on both machines.</source>
        <translation>Versi protokol putus daya tidak didukung: perbarui DriveProof di kedua mesin.</translation>
    </message>
    <message>
        <source>Unknown power-loss message type.</source>
        <translation>Jenis pesan putus daya tidak dikenal.</translation>
    </message>
    <message>
        <source>Power-loss frame too long for its type.</source>
        <translation>Frame putus daya terlalu panjang untuk jenisnya.</translation>
    </message>
    <message>
        <source>Power-loss frame damaged in transit (CRC mismatch).</source>
        <translation>Frame putus daya rusak dalam perjalanan (CRC tidak cocok).</translation>
    </message>
    <message>
        <source>Wrong pairing code: type the code the witness shows.</source>
        <extracomment>The pairing code is the code the witness shows and the user types on the writer.</extracomment>
        <translation>Kode pemasangan salah: ketik kode yang ditampilkan saksi.</translation>
    </message>
    <message>
        <source>Power-loss frame replayed or out of order.</source>
        <translation>Frame putus daya diputar ulang atau tidak berurutan.</translation>
    </message>
    <message>
        <source>Power-loss message malformed or with a value out of range.</source>
        <translation>Pesan putus daya cacat atau berisi nilai di luar rentang.</translation>
    </message>
    <message>
        <source>Power-loss message not expected at this point.</source>
        <translation>Pesan putus daya tidak diharapkan pada tahap ini.</translation>
    </message>
    <message>
        <source>Commit sequence numbers must increase.</source>
        <translation>Nomor urut commit harus bertambah.</translation>
    </message>
    <message>
        <source>This run is already known to the witness with other parameters.</source>
        <translation>Putaran ini sudah dikenal saksi dengan parameter lain.</translation>
    </message>
    <message>
        <source>The witness knows no run with this id.</source>
        <translation>Saksi tidak mengenal putaran dengan id ini.</translation>
    </message>
    <message>
        <source>This run has already ended.</source>
        <translation>Putaran ini sudah berakhir.</translation>
    </message>
    <message>
        <source>The witness cannot keep this run&apos;s journal (disk error or damaged journal).</source>
        <translation>Saksi tidak dapat menyimpan jurnal putaran ini (error disk atau jurnal rusak).</translation>
    </message>
    <message>
        <source>The witness has too many connections.</source>
        <translation>Saksi memiliki terlalu banyak sambungan.</translation>
    </message>
    <message>
        <source>The connection was silent for too long.</source>
        <translation>Sambungan terlalu lama diam.</translation>
    </message>
    <message>
        <source>The same run connected again from elsewhere; this connection was closed.</source>
        <translation>Putaran yang sama tersambung lagi dari tempat lain; sambungan ini ditutup.</translation>
    </message>
    <message>
        <source>The witness is busy with other verifiers; try again shortly.</source>
        <extracomment>The witness limits how many verifiers and ledger downloads it serves at once.</extracomment>
        <translation>Saksi sedang sibuk dengan pemverifikasi lain; coba lagi sebentar lagi.</translation>
    </message>
    <message>
        <source>Unknown reason.</source>
        <translation>Alasan tidak diketahui.</translation>
    </message>
    <message>
        <source>connecting to the witness</source>
        <translation>menyambung ke saksi</translation>
    </message>
    <message>
        <source>paused</source>
        <extracomment>writing paused while the witness cannot be reached</extracomment>
        <translation>dijeda</translation>
    </message>
    <message>
        <source>stopped</source>
        <translation>berhenti</translation>
    </message>
    <message>
        <source>connecting</source>
        <translation>menyambung</translation>
    </message>
    <message>
        <source>connected</source>
        <translation>tersambung</translation>
    </message>
    <message>
        <source>unreachable</source>
        <translation>tidak terjangkau</translation>
    </message>
    <message>
        <source>refused</source>
        <translation>ditolak</translation>
    </message>
    <message>
        <source>closed</source>
        <extracomment>the link to the witness was closed</extracomment>
        <translation>ditutup</translation>
    </message>
    <message>
        <source>Cannot create %1: %2.</source>
        <extracomment>%1 file, %2 the system&apos;s error text</extracomment>
        <translation>Tidak dapat membuat %1: %2.</translation>
    </message>
    <message>
        <source>Cannot reserve space for %1: %2.</source>
        <extracomment>%1 file, %2 the system&apos;s error text</extracomment>
        <translation>Tidak dapat mencadangkan ruang untuk %1: %2.</translation>
    </message>
    <message>
        <source>no answer to the handshake within %1 s</source>
        <extracomment>%1 a number of seconds</extracomment>
        <translation>tidak ada jawaban atas jabat tangan dalam %1 dtk</translation>
    </message>
    <message>
        <source>Cannot reach the witness at %1: %2. Is driveproof-cli witness running there, and is the port open?</source>
        <extracomment>%1 the witness&apos;s address, %2 the network&apos;s error text</extracomment>
        <translation>Tidak dapat menjangkau saksi di %1: %2. Apakah driveproof-cli witness berjalan di sana, dan apakah port-nya terbuka?</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a pairing code: type the 12 characters the witness shows.</source>
        <extracomment>%1 what the user typed</extracomment>
        <translation>&apos;%1&apos; bukan kode pemasangan: ketik 12 karakter yang ditampilkan saksi.</translation>
    </message>
    <message>
        <source>The test area on %1 is too small: give it at least 1 MiB.</source>
        <extracomment>%1 the file or device</extracomment>
        <translation>Area uji di %1 terlalu kecil: berikan setidaknya 1 MiB.</translation>
    </message>
    <message>
        <source>The witness at %1 did not confirm every commit before the end.</source>
        <extracomment>%1 the witness&apos;s address</extracomment>
        <translation>Saksi di %1 tidak mengonfirmasi setiap commit sebelum akhir.</translation>
    </message>
    <message>
        <source>The witness at %1 refused this writer: %2</source>
        <extracomment>%1 the witness&apos;s address, %2 why it refused</extracomment>
        <translation>Saksi di %1 menolak penulis ini: %2</translation>
    </message>
    <message>
        <source>The test area was filled and flushed before the run.</source>
        <translation>Area uji telah diisi dan di-flush sebelum putaran.</translation>
    </message>
    <message>
        <source>The witness never heard that the test area was prepared: start a new run.</source>
        <translation>Saksi tidak pernah mendengar bahwa area uji telah disiapkan: mulai putaran baru.</translation>
    </message>
    <message>
        <source>Simulated power cut (practice mode): no reboot was expected.</source>
        <translation>Pemutusan daya tersimulasi (mode latihan): tidak ada boot ulang yang diharapkan.</translation>
    </message>
    <message>
        <source>The machine restarted after the test.</source>
        <translation>Mesin telah dimulai ulang setelah uji.</translation>
    </message>
    <message>
        <source>The boot id could not be compared, so a restart cannot be confirmed.</source>
        <translation>Boot id tidak dapat dibandingkan, jadi mulai ulang tidak dapat dipastikan.</translation>
    </message>
    <message>
        <source>The machine has not restarted since the test: cut the power, then verify after the reboot.</source>
        <translation>Mesin belum dimulai ulang sejak uji: putuskan daya, lalu verifikasi setelah boot ulang.</translation>
    </message>
    <message>
        <source>The drive has no unsafe-shutdown counter; this check was skipped.</source>
        <translation>Drive tidak memiliki penghitung pematian tidak aman; pemeriksaan ini dilewati.</translation>
    </message>
    <message>
        <source>The drive counted an unsafe shutdown (%1 → %2).</source>
        <extracomment>%1 and %2 counts of unsafe shutdowns reported by the drive</extracomment>
        <translation>Drive mencatat satu pematian tidak aman (%1 → %2).</translation>
    </message>
    <message>
        <source>The drive saw a clean shutdown (its unsafe-shutdown counter stayed at %1): pull the plug, don&apos;t press the power button.</source>
        <translation>Drive melihat pematian yang bersih (penghitung pematian tidak amannya tetap %1): cabut steker, jangan tekan tombol daya.</translation>
    </message>
    <message>
        <source>No commit reached the witness: let the test run before cutting the power.</source>
        <translation>Tidak ada commit yang mencapai saksi: biarkan uji berjalan sebelum memutus daya.</translation>
    </message>
    <message>
        <source>Commits were reaching the witness until the cut.</source>
        <translation>Commit terus mencapai saksi hingga pemutusan.</translation>
    </message>
    <message>
        <source>The last commit reached the witness %1 s before the writer went silent: the test was not writing when the power went.</source>
        <translation>Commit terakhir mencapai saksi %1 dtk sebelum penulis terdiam: uji sedang tidak menulis saat daya hilang.</translation>
    </message>
    <message>
        <source>Writes were in flight when the writer went silent.</source>
        <translation>Ada penulisan yang sedang berjalan saat penulis terdiam.</translation>
    </message>
    <message>
        <source>No write was in flight at the cut: every issued write had been acknowledged, so the cut tested nothing pending.</source>
        <translation>Tidak ada penulisan yang sedang berjalan saat pemutusan: setiap penulisan yang dikirim telah dikonfirmasi, jadi pemutusan tidak menguji apa pun yang tertunda.</translation>
    </message>
    <message>
        <source>The link to the witness was alive until the cut.</source>
        <translation>Tautan ke saksi tetap hidup sampai pemutusan.</translation>
    </message>
    <message>
        <source>The witness did not hear the writer until the cut.</source>
        <translation>Saksi tidak mendengar penulis sampai pemutusan.</translation>
    </message>
    <message>
        <source>The writer stopped on an error before the cut: %1</source>
        <translation>Penulis berhenti karena error sebelum pemutusan: %1</translation>
    </message>
    <message>
        <source>The writer reported no error.</source>
        <translation>Penulis tidak melaporkan error.</translation>
    </message>
    <message>
        <source>The writer stopped on purpose before the cut: cut the power while the test is writing.</source>
        <translation>Penulis berhenti dengan sengaja sebelum pemutusan: putuskan daya selagi uji sedang menulis.</translation>
    </message>
    <message>
        <source>The writer did not stop on its own.</source>
        <translation>Penulis tidak berhenti dengan sendirinya.</translation>
    </message>
    <message>
        <source>Not an address: %1. Use HOST:PORT or [IPv6]:PORT.</source>
        <extracomment>%1 is what the user typed as the witness address, e.g. 0.0.0.0:7070.
----------
%1 is the witness address the user typed.</extracomment>
        <translation>Bukan alamat: %1. Gunakan HOST:PORT atau [IPv6]:PORT.</translation>
    </message>
    <message>
        <source>The witness refused: %1</source>
        <extracomment>%1 is the reason the witness gave.</extracomment>
        <translation>Saksi menolak: %1</translation>
    </message>
    <message>
        <source>Lost the connection to the witness.</source>
        <translation>Sambungan ke saksi terputus.</translation>
    </message>
    <message>
        <source>The witness did not answer in time.</source>
        <translation>Saksi tidak menjawab tepat waktu.</translation>
    </message>
    <message>
        <source>The ledger from the witness is damaged (size or digest mismatch).</source>
        <translation>Buku catatan dari saksi rusak (ukuran atau digest tidak cocok).</translation>
    </message>
    <message>
        <source>The report is too large to keep on the witness.</source>
        <translation>Laporan terlalu besar untuk disimpan di saksi.</translation>
    </message>
    <message>
        <source>Unexpected answer from the witness.</source>
        <translation>Jawaban tak terduga dari saksi.</translation>
    </message>
    <message>
        <source>Cannot open %1: %2.</source>
        <extracomment>%1 file, %2 the system&apos;s error text</extracomment>
        <translation>Tidak dapat membuka %1: %2.</translation>
    </message>
    <message>
        <source>The pending test has no valid pairing code.</source>
        <translation>Uji yang tertunda tidak memiliki kode pemasangan yang valid.</translation>
    </message>
    <message>
        <source>Fetching the witness&apos;s record from %1</source>
        <extracomment>%1 the witness&apos;s address</extracomment>
        <translation>Mengambil catatan saksi dari %1</translation>
    </message>
    <message>
        <source>Verification cancelled.</source>
        <translation>Verifikasi dibatalkan.</translation>
    </message>
    <message>
        <source>Reading the drive&apos;s state</source>
        <translation>Membaca keadaan drive</translation>
    </message>
    <message>
        <source>Reading and checking the whole test area on %1</source>
        <extracomment>%1 file or device</extracomment>
        <translation>Membaca dan memeriksa seluruh area uji di %1</translation>
    </message>
    <message>
        <source>Storing the report</source>
        <translation>Menyimpan laporan</translation>
    </message>
    <message>
        <source>Done</source>
        <translation>Selesai</translation>
    </message>
    <message>
        <source>Cannot create the witness journal folder %1.</source>
        <extracomment>%1 is a folder path.</extracomment>
        <translation>Tidak dapat membuat folder jurnal saksi %1.</translation>
    </message>
    <message>
        <source>Cannot derive the pairing key (not enough memory?).</source>
        <extracomment>The witness turns the pairing code into a key with Argon2id, which needs 64 MiB.</extracomment>
        <translation>Tidak dapat menurunkan kunci pemasangan (memori tidak cukup?).</translation>
    </message>
    <message>
        <source>The journal in folder %1 belongs to another run.</source>
        <translation>Jurnal di folder %1 milik putaran lain.</translation>
    </message>
    <message>
        <source>The journal of this run reached its limit of %1 bytes.</source>
        <extracomment>%1 is a size in bytes.</extracomment>
        <translation>Jurnal putaran ini telah mencapai batasnya sebesar %1 byte.</translation>
    </message>
    <message>
        <source>The witness claimed commits this writer never sent; reconnecting.</source>
        <extracomment>A high-water mark above the writer&apos;s own last commit: a forged or replayed answer.</extracomment>
        <translation>Saksi mengklaim commit yang tidak pernah dikirim penulis ini; menyambung ulang.</translation>
    </message>
    <message>
        <source>Lost the connection to the witness; reconnecting.</source>
        <translation>Sambungan ke saksi terputus; menyambung ulang.</translation>
    </message>
    <message>
        <source>Cannot resolve %1: %2</source>
        <extracomment>%1 is a host name or address, %2 the resolver&apos;s error message.</extracomment>
        <translation>Tidak dapat me-resolve %1: %2</translation>
    </message>
    <message>
        <source>Cannot listen on %1: %2</source>
        <extracomment>%1 is an address:port, %2 the system&apos;s error message.</extracomment>
        <translation>Tidak dapat mendengarkan di %1: %2</translation>
    </message>
    <message>
        <source>Cannot reach the witness at %1: %2</source>
        <extracomment>%1 is the witness&apos;s address:port, %2 the system&apos;s error message.</extracomment>
        <translation>Tidak dapat menjangkau saksi di %1: %2</translation>
    </message>
    <message>
        <source>This file system does not support direct I/O: the writer goes through the page cache, which the commits flush.</source>
        <translation>Sistem berkas ini tidak mendukung I/O langsung: penulis melewati page cache, yang di-flush oleh commit.</translation>
    </message>
    <message>
        <source>Cannot open %1 for writing: %2.</source>
        <extracomment>%1 file or device, %2 the system&apos;s error text</extracomment>
        <translation>Tidak dapat membuka %1 untuk penulisan: %2.</translation>
    </message>
    <message>
        <source>The power-loss test parameters are invalid.</source>
        <translation>Parameter uji putus daya tidak valid.</translation>
    </message>
    <message>
        <source>Preparing the test area failed: %1.</source>
        <extracomment>%1 the system&apos;s error text</extracomment>
        <translation>Penyiapan area uji gagal: %1.</translation>
    </message>
    <message>
        <source>Flushing the prepared test area failed: %1.</source>
        <translation>Flush area uji yang telah disiapkan gagal: %1.</translation>
    </message>
    <message>
        <source>Write %1 failed: %2. The run is invalid; the writer stopped and does not retry.</source>
        <extracomment>%1 the write&apos;s sequence number, %2 the system&apos;s error text</extracomment>
        <translation>Penulisan %1 gagal: %2. Putaran tidak sah; penulis berhenti dan tidak mencoba lagi.</translation>
    </message>
    <message>
        <source>Committing up to write %1 failed: %2. The run is invalid; the writer stopped and does not retry.</source>
        <extracomment>%1 the last write&apos;s sequence number, %2 the system&apos;s error text</extracomment>
        <translation>Commit hingga penulisan %1 gagal: %2. Putaran tidak sah; penulis berhenti dan tidak mencoba lagi.</translation>
    </message>
    <message>
        <source>The witness&apos;s record contradicts this machine&apos;s own record of the test (%1), so it cannot be trusted and this run proves nothing about acknowledged writes.</source>
        <extracomment>%1 what the witness&apos;s record says against this machine&apos;s (in English, for a bug report)</extracomment>
        <translation>Catatan saksi bertentangan dengan catatan mesin ini sendiri tentang pengujian (%1), jadi tidak dapat dipercaya dan putaran ini tidak membuktikan apa pun tentang penulisan yang dikonfirmasi.</translation>
    </message>
    <message>
        <source>This is not the run&apos;s witness: it answered with another salt than during the run.</source>
        <translation>Ini bukan saksi putaran ini: ia menjawab dengan salt yang berbeda dari saat putaran berjalan.</translation>
    </message>
    <message>
        <source>A frame from the witness arrived damaged or altered (%1); reconnecting.</source>
        <extracomment>%1 what was wrong with it, e.g. &quot;HMAC&quot; or &quot;CRC mismatch&quot;</extracomment>
        <translation>Frame dari saksi tiba dalam keadaan rusak atau diubah (%1); menyambung ulang.</translation>
    </message>
    <message>
        <source>The witness could not prove the pairing code (a fake witness or altered traffic); reconnecting.</source>
        <translation>Saksi tidak dapat membuktikan kode pemasangan (saksi palsu atau lalu lintas yang diubah); menyambung ulang.</translation>
    </message>
    <message>
        <source>The witness refused a frame that reached it damaged or altered (%1); reconnecting.</source>
        <extracomment>%1 the witness&apos;s reason, e.g. &quot;Power-loss frame damaged in transit&quot;</extracomment>
        <translation>Saksi menolak frame yang tiba dalam keadaan rusak atau diubah (%1); menyambung ulang.</translation>
    </message>
    <message>
        <source>The witness already keeps %1 runs: move old run folders out of its journal folder to make room.</source>
        <extracomment>%1 how many runs the witness keeps at most</extracomment>
        <translation>Saksi sudah menyimpan %1 putaran: pindahkan folder putaran lama keluar dari folder jurnalnya untuk memberi ruang.</translation>
    </message>
    <message>
        <source>The witness holds %1 acknowledged writes in memory, as many as it may: this run cannot grow.</source>
        <extracomment>%1 a number of acknowledged writes</extracomment>
        <translation>Saksi menyimpan %1 penulisan yang dikonfirmasi di memori, sebanyak yang diizinkan: putaran ini tidak dapat bertambah.</translation>
    </message>
    <message numerus="yes">
        <source>The witness reports %n acknowledgement(s) this writer never sent, from seq %1, so its record cannot be trusted and this run proves nothing about acknowledged writes.</source>
        <extracomment>%n how many acknowledgements carry no valid receipt of this machine&apos;s writer, %1 the seq (a number) of the first of them</extracomment>
        <translation>
            <numerusform>Saksi melaporkan %n konfirmasi yang tidak pernah dikirim penulis ini, mulai dari urutan %1, jadi catatannya tidak dapat dipercaya dan putaran ini tidak membuktikan apa pun tentang penulisan yang dikonfirmasi.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>DriveProof::Privilege</name>
    <message>
        <source>Cannot open %1: %2.</source>
        <extracomment>%1 device path, %2 the system&apos;s reason</extracomment>
        <translation>Tidak dapat membuka %1: %2.</translation>
    </message>
    <message>
        <source>The system bus is not running (%2), so DriveProof&apos;s helper cannot be reached for %1. Start D-Bus, or run as root.</source>
        <extracomment>%1 device path, %2 D-Bus error text</extracomment>
        <translation>Bus sistem tidak berjalan (%2), jadi program pembantu DriveProof tidak dapat dijangkau untuk %1. Jalankan D-Bus, atau jalankan sebagai root.</translation>
    </message>
    <message>
        <source>DriveProof&apos;s helper sent an unexpected reply for %1.</source>
        <extracomment>%1 device path</extracomment>
        <translation>Program pembantu DriveProof mengirim balasan tak terduga untuk %1.</translation>
    </message>
    <message>
        <source>DriveProof&apos;s helper opened %1 but no file descriptor arrived.</source>
        <extracomment>%1 device path</extracomment>
        <translation>Program pembantu DriveProof membuka %1 tetapi tidak ada file descriptor yang tiba.</translation>
    </message>
    <message>
        <source>DriveProof&apos;s helper is not installed (%1 is not on the system bus): install the package, or run as root.</source>
        <extracomment>%1 D-Bus service name</extracomment>
        <translation>Program pembantu DriveProof tidak terpasang (%1 tidak ada di bus sistem): pasang paketnya, atau jalankan sebagai root.</translation>
    </message>
    <message>
        <source>DriveProof&apos;s helper is installed but could not be started (%1). Reinstall DriveProof.</source>
        <extracomment>%1 D-Bus error text</extracomment>
        <translation>Program pembantu DriveProof terpasang tetapi tidak dapat dijalankan (%1). Pasang ulang DriveProof.</translation>
    </message>
    <message>
        <source>DriveProof&apos;s helper did not answer for %1 within %2 seconds. If an authentication dialog was open, try again.</source>
        <extracomment>%1 device path, %2 number of seconds</extracomment>
        <translation>Program pembantu DriveProof tidak menjawab untuk %1 dalam %2 detik. Jika dialog autentikasi sedang terbuka, coba lagi.</translation>
    </message>
    <message>
        <source>The system bus refused the call to DriveProof&apos;s helper (%1): its D-Bus policy is missing or damaged. Reinstall DriveProof.</source>
        <extracomment>%1 D-Bus error text</extracomment>
        <translation>Bus sistem menolak panggilan ke program pembantu DriveProof (%1): kebijakan D-Bus-nya tidak ada atau rusak. Pasang ulang DriveProof.</translation>
    </message>
    <message>
        <source>DriveProof&apos;s helper failed for %1: %3 (%2).</source>
        <extracomment>%1 device path, %2 D-Bus error name, %3 D-Bus error text</extracomment>
        <translation>Program pembantu DriveProof gagal untuk %1: %3 (%2).</translation>
    </message>
</context>
<context>
    <name>DriveProof::Report</name>
    <message>
        <source>a pair [bucket, count]</source>
        <translation>pasangan [bucket, count]</translation>
    </message>
    <message>
        <source>The test result is damaged: %1 names latency bucket %2, but the buckets end at %3.</source>
        <extracomment>%1 where in the file; %2 the bucket number found; %3 the last valid one</extracomment>
        <translation>Hasil uji rusak: %1 menyebut bucket latensi %2, tetapi bucket berakhir di %3.</translation>
    </message>
    <message>
        <source>The test result is damaged: %1 lists latency bucket %2 twice.</source>
        <extracomment>%1 where in the file; %2 a bucket number</extracomment>
        <translation>Hasil uji rusak: %1 mencantumkan bucket latensi %2 dua kali.</translation>
    </message>
    <message>
        <source>The test result is damaged: the latency buckets of %1 do not add up to its count.</source>
        <extracomment>%1 where in the file, e.g. measurements[0].histogram</extracomment>
        <translation>Hasil uji rusak: jumlah bucket latensi %1 tidak sama dengan hitungannya.</translation>
    </message>
    <message>
        <source>The test result is damaged: the minimum or maximum of %1 lies outside its lowest or highest latency bucket.</source>
        <extracomment>%1 where in the file, e.g. measurements[0].histogram</extracomment>
        <translation>Hasil uji rusak: nilai minimum atau maksimum %1 berada di luar bucket latensi terendah atau tertingginya.</translation>
    </message>
    <message>
        <source>The test result is damaged: the sum of %1 cannot come from its latency buckets.</source>
        <extracomment>%1 where in the file, e.g. measurements[0].histogram</extracomment>
        <translation>Hasil uji rusak: jumlah %1 tidak mungkin berasal dari bucket latensinya.</translation>
    </message>
    <message>
        <source>%1: %2 commits/s</source>
        <extracomment>%1 the line&apos;s label, e.g. &quot;fdatasync, 1 × 8 kB&quot;; %2 commits per second</extracomment>
        <translation>%1: %2 commit/dtk</translation>
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
        <translation>%1 (dihentikan oleh error)</translation>
    </message>
    <message>
        <source>%1 (cancelled)</source>
        <extracomment>%1 the summary so far; a test the user cancelled</extracomment>
        <translation>%1 (dibatalkan)</translation>
    </message>
    <message>
        <source>The result has no id, so it cannot be kept in the history.</source>
        <translation>Hasil tidak memiliki id, jadi tidak dapat disimpan di riwayat.</translation>
    </message>
    <message>
        <source>Cannot create the history folder %1. Check that your home folder is writable.</source>
        <extracomment>%1 folder path</extracomment>
        <translation>Tidak dapat membuat folder riwayat %1. Pastikan folder rumah Anda dapat ditulisi.</translation>
    </message>
    <message>
        <source>Cannot write %1: %2.</source>
        <extracomment>%1 file name, %2 the system&apos;s error text</extracomment>
        <translation>Tidak dapat menulis %1: %2.</translation>
    </message>
    <message>
        <source>The history holds no result with the id %1.</source>
        <extracomment>%1 a result id</extracomment>
        <translation>Riwayat tidak berisi hasil dengan id %1.</translation>
    </message>
    <message>
        <source>The id %1 fits several results in the history; give the whole id.</source>
        <extracomment>%1 a short result id</extracomment>
        <translation>Id %1 cocok dengan beberapa hasil di riwayat; berikan id lengkapnya.</translation>
    </message>
    <message>
        <source>Cannot delete %1: %2.</source>
        <extracomment>%1 file name, %2 the system&apos;s error text</extracomment>
        <translation>Tidak dapat menghapus %1: %2.</translation>
    </message>
    <message>
        <source>The test result is damaged: %1 is missing.</source>
        <extracomment>%1 where in the file, e.g. measurements[2].iops</extracomment>
        <translation>Hasil uji rusak: %1 tidak ada.</translation>
    </message>
    <message>
        <source>The test result is damaged: %1 should be %2.</source>
        <extracomment>%1 where in the file, e.g. measurements[2].iops; %2 what it should be, e.g. &quot;a number&quot;</extracomment>
        <translation>Hasil uji rusak: %1 seharusnya %2.</translation>
    </message>
    <message>
        <source>The test result is damaged: %1 is %2, outside the range %3 to %4.</source>
        <extracomment>%1 where in the file, e.g. measurements[2].read_percent; %2 the value found there; %3 and %4 the smallest and largest value allowed</extracomment>
        <translation>Hasil uji rusak: %1 bernilai %2, di luar rentang %3 sampai %4.</translation>
    </message>
    <message>
        <source>text</source>
        <translation>teks</translation>
    </message>
    <message>
        <source>true or false</source>
        <translation>true atau false</translation>
    </message>
    <message>
        <source>true, false or null</source>
        <translation>true, false, atau null</translation>
    </message>
    <message>
        <source>a whole number</source>
        <translation>bilangan bulat</translation>
    </message>
    <message>
        <source>a number</source>
        <translation>angka</translation>
    </message>
    <message>
        <source>a date and time (ISO 8601)</source>
        <translation>tanggal dan waktu (ISO 8601)</translation>
    </message>
    <message>
        <source>a list</source>
        <translation>daftar</translation>
    </message>
    <message>
        <source>an object</source>
        <translation>objek</translation>
    </message>
    <message>
        <source>a list of six numbers</source>
        <translation>daftar berisi enam angka</translation>
    </message>
    <message>
        <source>one of info, good, caution, danger</source>
        <translation>salah satu dari info, good, caution, danger</translation>
    </message>
    <message>
        <source>This is not a DriveProof test result: it has no format_version.</source>
        <translation>Ini bukan hasil uji DriveProof: tidak memiliki format_version.</translation>
    </message>
    <message>
        <source>This test result has format %1, but this version of DriveProof reads formats up to %2. Open it with a newer DriveProof.</source>
        <extracomment>%1 the file&apos;s format number, %2 the newest format this version reads</extracomment>
        <translation>Hasil uji ini berformat %1, tetapi versi DriveProof ini membaca format hingga %2. Buka dengan DriveProof yang lebih baru.</translation>
    </message>
    <message>
        <source>This is not a DriveProof test result: the JSON breaks at byte %1 (%2).</source>
        <extracomment>%1 byte offset in the file, %2 what the JSON parser says</extracomment>
        <translation>Ini bukan hasil uji DriveProof: JSON-nya rusak pada byte %1 (%2).</translation>
    </message>
    <message>
        <source>This is not a DriveProof test result: it holds no JSON object.</source>
        <translation>Ini bukan hasil uji DriveProof: tidak berisi objek JSON.</translation>
    </message>
    <message>
        <source>Cannot read %1: %2.</source>
        <extracomment>%1 file name, %2 the system&apos;s reason</extracomment>
        <translation>Tidak dapat membaca %1: %2.</translation>
    </message>
    <message>
        <source>%1 is too large to be a DriveProof test result.</source>
        <extracomment>%1 file name</extracomment>
        <translation>%1 terlalu besar untuk menjadi hasil uji DriveProof.</translation>
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
            <numerusform>%n pengukuran</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 s</source>
        <extracomment>a time per step; %1 seconds, e.g. &quot;5&quot; or &quot;0.5&quot;</extracomment>
        <translation>%1 dtk</translation>
    </message>
    <message>
        <source>temporary file</source>
        <translation>berkas sementara</translation>
    </message>
    <message>
        <source>file</source>
        <translation>berkas</translation>
    </message>
    <message>
        <source>whole device</source>
        <translation>seluruh perangkat</translation>
    </message>
    <message>
        <source>none (raw device)</source>
        <extracomment>where a run had no file system under it (the raw device)</extracomment>
        <translation>tidak ada (perangkat mentah)</translation>
    </message>
    <message>
        <source>They are different tests (%1 and %2).</source>
        <extracomment>%1 and %2 two test keys, e.g. &quot;quick&quot; and &quot;random&quot;</extracomment>
        <translation>Keduanya uji yang berbeda (%1 dan %2).</translation>
    </message>
    <message>
        <source>They used different test sizes (%1 and %2): a small area fits a cache that a large one overflows.</source>
        <extracomment>%1 and %2 test sizes, e.g. &quot;128 MiB&quot; and &quot;1 GiB&quot;</extracomment>
        <translation>Keduanya memakai ukuran uji berbeda (%1 dan %2): area kecil muat di cache yang diluapi area besar.</translation>
    </message>
    <message>
        <source>They ran on different kinds of target (%1 and %2): a file system adds its own work to every write.</source>
        <extracomment>%1 and %2 kinds of target, e.g. &quot;temporary file&quot; and &quot;whole device&quot;</extracomment>
        <translation>Keduanya berjalan pada jenis target berbeda (%1 dan %2): sistem berkas menambah kerjanya sendiri ke setiap penulisan.</translation>
    </message>
    <message>
        <source>They ran on different file systems (%1 and %2).</source>
        <extracomment>%1 and %2 file systems, e.g. &quot;ext4&quot; and &quot;btrfs&quot;</extracomment>
        <translation>Keduanya berjalan di sistem berkas berbeda (%1 dan %2).</translation>
    </message>
    <message>
        <source>They used different I/O engines (%1 and %2).</source>
        <extracomment>%1 and %2 I/O engines, e.g. &quot;io_uring&quot; and &quot;psync&quot;</extracomment>
        <translation>Keduanya memakai mesin I/O berbeda (%1 dan %2).</translation>
    </message>
    <message>
        <source>They ran for different times per step (%1 and %2).</source>
        <extracomment>%1 and %2 times per step, e.g. &quot;2 s&quot; and &quot;5 s&quot;</extracomment>
        <translation>Keduanya berjalan dengan waktu per langkah berbeda (%1 dan %2).</translation>
    </message>
    <message>
        <source>%1 per step</source>
        <extracomment>the time each step of a test ran; %1 e.g. &quot;5 s&quot;</extracomment>
        <translation>%1 per langkah</translation>
    </message>
    <message>
        <source>%1 on %2</source>
        <extracomment>%1 a kind of target (&quot;temporary file&quot;), %2 its file system (&quot;ext4&quot;)</extracomment>
        <translation>%1 pada %2</translation>
    </message>
    <message>
        <source>SEQ1M Q8T1, SEQ1M Q1T1, RND4K Q32T1, RND4K Q1T1 · %1 · %2 per step</source>
        <extracomment>the quick check&apos;s definition; %1 a test size (&quot;1 GiB&quot;), %2 a time per step (&quot;5 s&quot;). SEQ1M Q8T1 etc. are CrystalDiskMark&apos;s test names: keep them.</extracomment>
        <translation>SEQ1M Q8T1, SEQ1M Q1T1, RND4K Q32T1, RND4K Q1T1 · %1 · %2 per langkah</translation>
    </message>
    <message>
        <source>The history holds no result with the id %1, and there is no such file. &apos;driveproof-cli history DEVICE&apos; lists the ids.</source>
        <extracomment>%1 a result id or file name</extracomment>
        <translation>Riwayat tidak memuat hasil dengan ID %1, dan tidak ada berkas seperti itu. &apos;driveproof-cli history DEVICE&apos; menampilkan ID-nya.</translation>
    </message>
    <message>
        <source>a list of two numbers</source>
        <translation>daftar berisi dua angka</translation>
    </message>
    <message>
        <source>%1 self-test: %2, at %3 power-on hours; first failing sector %4.</source>
        <extracomment>%1 kind of self-test (&quot;Short&quot;), %2 its result (&quot;Failed: read error&quot;), %3 the drive&apos;s power-on hours when it ended, %4 a sector number</extracomment>
        <translation>Uji mandiri (%1): %2, pada %3 jam menyala; sektor gagal pertama %4.</translation>
    </message>
    <message>
        <source>%1 self-test: %2, at %3 power-on hours.</source>
        <extracomment>%1 kind of self-test (&quot;Short&quot;), %2 its result (&quot;Completed without error&quot;), %3 the drive&apos;s power-on hours when it ended</extracomment>
        <translation>Uji mandiri (%1): %2, pada %3 jam menyala.</translation>
    </message>
    <message>
        <source>read</source>
        <translation>baca</translation>
    </message>
    <message>
        <source>write</source>
        <translation>tulis</translation>
    </message>
    <message>
        <source>mixed %1% read</source>
        <extracomment>%1 percentage of reads in a mixed workload, e.g. 70</extracomment>
        <translation>campuran %1% baca</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <extracomment>%1 a CrystalDiskMark-style preset name (SEQ1M Q8T1), %2 read/write/mixed</extracomment>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>block size %1, %2</source>
        <extracomment>a sweep point: %1 block size, %2 read/write</extracomment>
        <translation>ukuran blok %1, %2</translation>
    </message>
    <message>
        <source>queue depth %1, %2</source>
        <extracomment>a sweep point: %1 queue depth, %2 read/write</extracomment>
        <translation>kedalaman antrean %1, %2</translation>
    </message>
    <message numerus="yes">
        <source>%n thread(s), %1</source>
        <extracomment>a sweep point: %n threads, %1 read/write</extracomment>
        <translation>
            <numerusform>%n thread, %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1, %n × 8 kB per commit</source>
        <extracomment>%1 a sync method name (fdatasync, open_datasync...), %n writes per commit</extracomment>
        <translation>
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
        <translation>write, close, fsync (deskriptor lain)</translation>
    </message>
    <message>
        <source>write, no sync (baseline, not durable)</source>
        <translation>write, tanpa sync (garis dasar, tidak durabel)</translation>
    </message>
    <message>
        <source>O_DIRECT write, no sync (baseline, not durable)</source>
        <translation>write O_DIRECT, tanpa sync (garis dasar, tidak durabel)</translation>
    </message>
    <message>
        <source>sustained sequential write</source>
        <translation>tulis sekuensial berkelanjutan</translation>
    </message>
    <message>
        <source>surface scan (read)</source>
        <translation>pemindaian permukaan (baca)</translation>
    </message>
    <message>
        <source>random reads, pass %1</source>
        <extracomment>%1 1 or 2: the pass of the hybrid-cache check</extracomment>
        <translation>baca acak, lintasan %1</translation>
    </message>
    <message>
        <source>%1 (cache off)</source>
        <extracomment>a commit line measured with the drive&apos;s write cache switched off; %1 its label</extracomment>
        <translation>%1 (cache mati)</translation>
    </message>
    <message>
        <source>Skipped: the block size %1 is larger than the test area (%2).</source>
        <extracomment>%1 block size, %2 test area size</extracomment>
        <translation>Dilewati: ukuran blok %1 lebih besar dari area uji (%2).</translation>
    </message>
    <message>
        <source>Skipped: O_DIRECT writes of %1 bytes are smaller than the device&apos;s logical block size (%2 bytes).</source>
        <extracomment>%1 write size in bytes, %2 the device&apos;s logical block size in bytes</extracomment>
        <translation>Dilewati: penulisan O_DIRECT sebesar %1 byte lebih kecil dari ukuran blok logis perangkat (%2 byte).</translation>
    </message>
    <message>
        <source>Skipped: this file system does not support O_DIRECT.</source>
        <translation>Dilewati: sistem berkas ini tidak mendukung O_DIRECT.</translation>
    </message>
    <message>
        <source>Skipped: the device rejects O_DIRECT writes of %1 bytes.</source>
        <extracomment>%1 write size in bytes</extracomment>
        <translation>Dilewati: perangkat menolak penulisan O_DIRECT sebesar %1 byte.</translation>
    </message>
</context>
<context>
    <name>DriveProof::Suites</name>
    <message>
        <source>The cache A/B test needs a drive whose write cache is on and can be switched; %1&apos;s is not. Run the commit test alone.</source>
        <extracomment>%1 device node</extracomment>
        <translation>Uji cache A/B memerlukan drive yang cache tulisnya menyala dan dapat diubah; cache %1 tidak demikian. Jalankan uji commit saja.</translation>
    </message>
    <message>
        <source>Could not switch the write cache of %1 back on. Switch it on with &apos;driveproof-cli cache %1 --set on&apos;.</source>
        <extracomment>%1 device node</extracomment>
        <translation>Tidak dapat menyalakan kembali cache tulis %1. Nyalakan dengan &apos;driveproof-cli cache %1 --set on&apos;.</translation>
    </message>
    <message>
        <source>Cannot open %1 for the commit test: %2.</source>
        <extracomment>%1 file or device, %2 the system&apos;s error text</extracomment>
        <translation>Tidak dapat membuka %1 untuk uji commit: %2.</translation>
    </message>
    <message>
        <source>The commit test stopped at &quot;%1&quot;: writing to %2 failed: %3.</source>
        <extracomment>%1 the line&apos;s label, %2 file or device, %3 the system&apos;s error text</extracomment>
        <translation>Uji commit berhenti pada &quot;%1&quot;: penulisan ke %2 gagal: %3.</translation>
    </message>
    <message>
        <source>&quot;%1&quot; stopped on %2: %3</source>
        <extracomment>%1 the step&apos;s label, %2 file or device, %3 the error</extracomment>
        <translation>&quot;%1&quot; berhenti pada %2: %3</translation>
    </message>
    <message>
        <source>idle, so the drive can move hot data</source>
        <translation>menganggur, agar drive dapat memindahkan data panas</translation>
    </message>
    <message>
        <source>Commit rate</source>
        <translation>Laju commit</translation>
    </message>
    <message>
        <source>Throughput</source>
        <translation>Throughput</translation>
    </message>
    <message>
        <source>Sustained write</source>
        <translation>Tulis berkelanjutan</translation>
    </message>
    <message>
        <source>Surface scan</source>
        <translation>Pemindaian permukaan</translation>
    </message>
    <message>
        <source>Random I/O</source>
        <translation>I/O acak</translation>
    </message>
    <message>
        <source>Quick check</source>
        <translation>Pemeriksaan cepat</translation>
    </message>
    <message>
        <source>Block size sweep</source>
        <translation>Sapuan ukuran blok</translation>
    </message>
    <message>
        <source>Queue depth sweep</source>
        <translation>Sapuan kedalaman antrean</translation>
    </message>
    <message>
        <source>Thread sweep</source>
        <translation>Sapuan thread</translation>
    </message>
    <message>
        <source>Hybrid cache check</source>
        <translation>Pemeriksaan cache hibrida</translation>
    </message>
    <message>
        <source>A drive test is running; suspending would spoil its numbers.</source>
        <translation>Sebuah uji drive sedang berjalan; suspend akan merusak angkanya.</translation>
    </message>
    <message>
        <source>The cache A/B test needs to know the drive under the target, and it could not be found. Run the commit test alone.</source>
        <translation>Uji cache A/B perlu mengetahui drive di bawah target, dan drive itu tidak dapat ditemukan. Jalankan uji commit saja.</translation>
    </message>
    <message>
        <source>O_DIRECT is not supported here: the run is buffered, so the page cache is in the numbers.</source>
        <translation>O_DIRECT tidak didukung di sini: putaran memakai buffer, jadi page cache ikut memengaruhi angkanya.</translation>
    </message>
    <message>
        <source>%1 is in use: %2 DriveProof does not write to a device in use. Unmount it, swapoff it or stop what is built on it first.</source>
        <extracomment>%1 device node, %2 a sentence saying what uses it, e.g. &quot;/dev/loop0 backs the loop device /dev/loop1. /dev/loop1 is mounted on /mnt.&quot;</extracomment>
        <translation>%1 sedang dipakai: %2 DriveProof tidak menulis ke perangkat yang sedang dipakai. Lepas kaitannya, jalankan swapoff, atau hentikan apa yang dibangun di atasnya terlebih dahulu.</translation>
    </message>
    <message>
        <source>%1 is not a folder. Choose a folder on the drive to test.</source>
        <extracomment>%1 a folder</extracomment>
        <translation>%1 bukan folder. Pilih folder di drive yang akan diuji.</translation>
    </message>
    <message>
        <source>The test size must be at least 4 KiB.</source>
        <translation>Ukuran uji harus setidaknya 4 KiB.</translation>
    </message>
    <message>
        <source>%1 has too little free space for a %2 test file (%3 free). Choose a smaller size or another folder.</source>
        <extracomment>%1 folder, %2 the size asked for, %3 free space</extracomment>
        <translation>%1 memiliki terlalu sedikit ruang kosong untuk berkas uji %2 (kosong %3). Pilih ukuran yang lebih kecil atau folder lain.</translation>
    </message>
    <message>
        <source>Cannot create a test file in %1: %2. Choose a folder you can write to.</source>
        <extracomment>%1 folder, %2 the system&apos;s error text</extracomment>
        <translation>Tidak dapat membuat berkas uji di %1: %2. Pilih folder yang dapat Anda tulisi.</translation>
    </message>
    <message>
        <source>Preparing the test file</source>
        <translation>Menyiapkan berkas uji</translation>
    </message>
    <message>
        <source>Cannot prepare the test file %1: %2.</source>
        <extracomment>%1 the test file, %2 what failed, in English from the system</extracomment>
        <translation>Tidak dapat menyiapkan berkas uji %1: %2.</translation>
    </message>
    <message>
        <source>%1 is not an existing regular file. Name a file, or choose a folder for a temporary test file.</source>
        <extracomment>%1 a path</extracomment>
        <translation>%1 bukan berkas biasa yang ada. Sebutkan sebuah berkas, atau pilih folder untuk berkas uji sementara.</translation>
    </message>
    <message>
        <source>%1 is smaller than 4 KiB: too small to test. DriveProof never grows a file it did not create.</source>
        <extracomment>%1 a file</extracomment>
        <translation>%1 lebih kecil dari 4 KiB: terlalu kecil untuk diuji. DriveProof tidak pernah memperbesar berkas yang tidak dibuatnya.</translation>
    </message>
    <message>
        <source>Cannot open %1: %2.</source>
        <extracomment>%1 file, %2 the system&apos;s error text
----------
%1 device node, %2 the system&apos;s error text</extracomment>
        <translation>Tidak dapat membuka %1: %2.</translation>
    </message>
    <message>
        <source>Writing to %1 destroys what is on it. Confirm by typing the device name, or pass --destructive.</source>
        <extracomment>%1 device node</extracomment>
        <translation>Menulis ke %1 menghancurkan isinya. Konfirmasikan dengan mengetik nama perangkat, atau berikan --destructive.</translation>
    </message>
    <message>
        <source>%L1 IOPS</source>
        <extracomment>I/O operations per second</extracomment>
        <translation>%L1 IOPS</translation>
    </message>
    <message>
        <source>fdatasync commits at %1 per second, faster than the platters turn (%2 rpm allows about %3 per second with one thread): a volatile or battery-backed cache acknowledges the commits. Run the power-loss test to learn whether it keeps them.</source>
        <extracomment>%1 commits per second, %2 rotation rate, %3 the most commits per second it allows</extracomment>
        <translation>fdatasync melakukan commit %1 kali per detik, lebih cepat daripada putaran piringan (%2 rpm memungkinkan sekitar %3 per detik dengan satu thread): cache volatil atau cache berbaterai mengonfirmasi commit tersebut. Jalankan uji putus daya untuk mengetahui apakah cache itu mempertahankannya.</translation>
    </message>
    <message>
        <source>fdatasync commits at %1 per second, within what %2 rpm allows (about %3 per second): each commit waits for the platter.</source>
        <extracomment>%1 commits per second, %2 rotation rate, %3 the most commits per second it allows</extracomment>
        <translation>fdatasync melakukan commit %1 kali per detik, masih dalam batas yang dimungkinkan %2 rpm (sekitar %3 per detik): setiap commit menunggu piringan.</translation>
    </message>
    <message>
        <source>With the drive&apos;s write cache off, fdatasync still commits at %1 per second, above the %3 per second that %2 rpm allows: the setting was ignored or another cache answers.</source>
        <extracomment>%1 commits per second, %2 rotation rate, %3 the most commits per second it allows</extracomment>
        <translation>Dengan cache tulis drive mati, fdatasync masih melakukan commit %1 kali per detik, di atas %3 per detik yang dimungkinkan %2 rpm: pengaturan diabaikan atau ada cache lain yang menjawab.</translation>
    </message>
    <message>
        <source>Each fdatasync sent %2 flushes to %1: flushes reach the device.</source>
        <extracomment>%1 device name, %2 flushes per commit (a decimal number)</extracomment>
        <translation>Setiap fdatasync mengirim %2 flush ke %1: flush mencapai perangkat.</translation>
    </message>
    <message>
        <source>Flushes are not reaching %1: fdatasync sent none although the kernel treats the device as write back. Something between DriveProof and the drive swallows them (a hypervisor, a RAID or device-mapper layer).</source>
        <extracomment>%1 device name</extracomment>
        <translation>Flush tidak mencapai %1: fdatasync tidak mengirim satu pun walaupun kernel memperlakukan perangkat sebagai write back. Sesuatu di antara DriveProof dan drive menelannya (hypervisor, lapisan RAID, atau device-mapper).</translation>
    </message>
    <message>
        <source>Flushes are not reaching %1: the kernel treats it as write through (queue/write_cache) and sends it no flushes. If the drive&apos;s own cache is on, committed data can be lost at a power cut.</source>
        <extracomment>%1 device name</extracomment>
        <translation>Flush tidak mencapai %1: kernel memperlakukannya sebagai write through (queue/write_cache) dan tidak mengirim flush ke sana. Jika cache drive sendiri menyala, data yang sudah di-commit dapat hilang saat pemutusan daya.</translation>
    </message>
    <message>
        <source>The kernel sends %1 no flushes while its write cache is off for this half of the test (it treats the device as write through): as expected.</source>
        <extracomment>%1 device name</extracomment>
        <translation>Kernel tidak mengirim flush ke %1 selama cache tulisnya mati pada separuh uji ini (kernel memperlakukan perangkat sebagai write through): sesuai harapan.</translation>
    </message>
    <message>
        <source>Flushes are not reaching %1: the file system is mounted with nobarrier, so the kernel sends no flushes. Committed data can be lost at a power cut.</source>
        <extracomment>%1 device name</extracomment>
        <translation>Flush tidak mencapai %1: sistem berkas dikaitkan dengan nobarrier, jadi kernel tidak mengirim flush. Data yang sudah di-commit dapat hilang saat pemutusan daya.</translation>
    </message>
    <message>
        <source>This drive acknowledges %1 commits per second with its write cache on. Only the power-loss test can tell whether it keeps them.</source>
        <extracomment>%1 commits per second</extracomment>
        <translation>Drive ini mengonfirmasi %1 commit per detik dengan cache tulis menyala. Hanya uji putus daya yang dapat menunjukkan apakah drive mempertahankannya.</translation>
    </message>
    <message>
        <source>This drive acknowledges %1 commits per second with its write cache on and %2 with it off.</source>
        <extracomment>%1 commits per second with the cache on, %2 with it off</extracomment>
        <translation>Drive ini mengonfirmasi %1 commit per detik dengan cache tulis menyala dan %2 dengan cache mati.</translation>
    </message>
    <message>
        <source>The write rate fell from %1 to %2 after %3 had been written: a cache ran out.</source>
        <extracomment>%1 and %2 transfer rates, %3 an amount of data</extracomment>
        <translation>Laju tulis turun dari %1 ke %2 setelah %3 ditulis: sebuah cache habis.</translation>
    </message>
    <message>
        <source>The write rate held at about %1 over all %2.</source>
        <extracomment>%1 a transfer rate, %2 an amount of data</extracomment>
        <translation>Laju tulis bertahan di sekitar %1 di sepanjang %2.</translation>
    </message>
    <message>
        <source>Reads ran at %1 at the start and %2 at the end; the slowest stretch read at %3, at %4.</source>
        <extracomment>%1..%3 transfer rates, %4 a position on the drive (an amount of data)</extracomment>
        <translation>Pembacaan berjalan pada %1 di awal dan %2 di akhir; bentangan paling lambat terbaca pada %3, di posisi %4.</translation>
    </message>
    <message numerus="yes">
        <source>%n stretch(es) read at less than half the median rate: the drive retried there, or remapped sectors slow it down. Look at its health.</source>
        <translation>
            <numerusform>%n bentangan terbaca di bawah separuh laju median: drive mengulang di sana, atau sektor yang dipetakan ulang memperlambatnya. Periksa kesehatannya.</numerusform>
        </translation>
    </message>
    <message>
        <source>The second pass was %1 times as fast (%2 → %3): the drive moved the data to faster storage while idle.</source>
        <extracomment>%1 how many times faster (a decimal number), %2 and %3 IOPS before and after</extracomment>
        <translation>Lintasan kedua %1 kali lebih cepat (%2 → %3): drive memindahkan data ke penyimpanan yang lebih cepat selagi menganggur.</translation>
    </message>
    <message>
        <source>The second pass ran at %2 against %1 before: no sign of a cache that promotes hot data while the drive is idle.</source>
        <extracomment>%1 and %2 IOPS of the first and the second pass</extracomment>
        <translation>Lintasan kedua berjalan pada %2 dibandingkan %1 sebelumnya: tidak ada tanda cache yang mempromosikan data panas selagi drive menganggur.</translation>
    </message>
    <message>
        <source>O_DIRECT is not supported on this file system: the run was buffered, so the page cache is in the numbers.</source>
        <translation>O_DIRECT tidak didukung pada sistem berkas ini: putaran memakai buffer, jadi page cache ikut memengaruhi angkanya.</translation>
    </message>
    <message>
        <source>This is a virtual machine (%1): the numbers describe the hypervisor&apos;s storage, not the drive&apos;s.</source>
        <extracomment>%1 the hypervisor, e.g. kvm</extracomment>
        <translation>Ini mesin virtual (%1): angka-angkanya menggambarkan penyimpanan hypervisor, bukan drive.</translation>
    </message>
    <message>
        <source>%1 is mounted with barriers off (%2): the kernel sends the drive no flushes, so no commit there is durable.</source>
        <extracomment>%1 mount point, %2 mount options</extracomment>
        <translation>%1 dikaitkan dengan barrier mati (%2): kernel tidak mengirim flush ke drive, jadi tidak ada commit di sana yang durabel.</translation>
    </message>
    <message>
        <source>%L1 %2</source>
        <extracomment>a transfer rate; %L1 the number, %2 its unit (&quot;MB/s&quot; or &quot;MiB/s&quot;)</extracomment>
        <translation>%L1 %2</translation>
    </message>
    <message>
        <source>SATA, link speed unknown</source>
        <translation>SATA, kecepatan tautan tidak diketahui</translation>
    </message>
    <message>
        <source>SATA %1 Gb/s</source>
        <extracomment>%1 the SATA link speed in Gb/s, e.g. 6</extracomment>
        <translation>SATA %1 Gb/s</translation>
    </message>
    <message>
        <source>PCIe, link speed unknown</source>
        <translation>PCIe, kecepatan tautan tidak diketahui</translation>
    </message>
    <message>
        <source>PCIe %1 x%2</source>
        <extracomment>%1 the PCIe generation (&quot;3.0&quot;), %2 lanes in use</extracomment>
        <translation>PCIe %1 x%2</translation>
    </message>
    <message>
        <source>USB, link speed unknown</source>
        <translation>USB, kecepatan tautan tidak diketahui</translation>
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
        <translation>%1 (~%2 dapat dipakai)</translation>
    </message>
    <message>
        <source>%1 (the drive can do PCIe %2 x%3)</source>
        <extracomment>%1 the PCIe link now (&quot;PCIe 3.0 x2&quot;), %2 PCIe generation (&quot;4.0&quot;), %3 lanes</extracomment>
        <translation>%1 (drive mampu PCIe %2 x%3)</translation>
    </message>
    <message>
        <source>%1 of x%2</source>
        <extracomment>%1 the PCIe link now (&quot;PCIe 3.0 x2&quot;), %2 lanes the drive has</extracomment>
        <translation>%1 dari x%2</translation>
    </message>
    <message>
        <source>%1, %2</source>
        <extracomment>%1 the USB link (&quot;USB 3.0 (5 Gb/s)&quot;), %2 the storage protocol: UAS or BOT</extracomment>
        <translation>%1, %2</translation>
    </message>
    <message>
        <source>hard disk (%L1 rpm)</source>
        <translation>hard disk (%L1 rpm)</translation>
    </message>
    <message>
        <source>hard disk</source>
        <translation>hard disk</translation>
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
        <translation>drive di belakang jembatan USB</translation>
    </message>
    <message>
        <source>virtual disk</source>
        <translation>disk virtual</translation>
    </message>
    <message>
        <source>%1 is more than a %2 link can carry (%3): the link is emulated or misreported (a virtual machine, or a cache in front of the drive), so this number says nothing about the drive.</source>
        <extracomment>%1 a measured transfer rate, %2 the link (&quot;SATA 1.5 Gb/s&quot;), %3 the most it carries</extracomment>
        <translation>%1 melebihi yang dapat dibawa tautan %2 (%3): tautan ini diemulasi atau salah dilaporkan (mesin virtual, atau cache di depan drive), jadi angka ini tidak mengatakan apa pun tentang drive.</translation>
    </message>
    <message>
        <source>Writes at %1: the limit of its %2 link (%3 at most) — as fast as it can be here.</source>
        <extracomment>%1 a transfer rate, %2 the link (&quot;SATA 6 Gb/s&quot;), %3 what it carries</extracomment>
        <translation>Menulis pada %1: batas tautan %2 miliknya (paling tinggi %3) — di sini tidak bisa lebih cepat lagi.</translation>
    </message>
    <message>
        <source>Reads at %1: the limit of its %2 link (%3 at most) — as fast as it can be here.</source>
        <extracomment>%1 a transfer rate, %2 the link (&quot;SATA 6 Gb/s&quot;), %3 what it carries</extracomment>
        <translation>Membaca pada %1: batas tautan %2 miliknya (paling tinggi %3) — di sini tidak bisa lebih cepat lagi.</translation>
    </message>
    <message>
        <source>Writes at %1 on a %2 link: the link, not the drive, is the limit (the drive can do %3 Gb/s; check the cable and the port).</source>
        <extracomment>%1 a transfer rate, %2 the link (&quot;SATA 3 Gb/s&quot;), %3 the drive&apos;s fastest SATA speed in Gb/s, e.g. 6</extracomment>
        <translation>Menulis pada %1 di tautan %2: yang membatasi adalah tautan, bukan drive (drive mampu %3 Gb/s; periksa kabel dan port).</translation>
    </message>
    <message>
        <source>Reads at %1 on a %2 link: the link, not the drive, is the limit (the drive can do %3 Gb/s; check the cable and the port).</source>
        <extracomment>%1 a transfer rate, %2 the link (&quot;SATA 3 Gb/s&quot;), %3 the drive&apos;s fastest SATA speed in Gb/s, e.g. 6</extracomment>
        <translation>Membaca pada %1 di tautan %2: yang membatasi adalah tautan, bukan drive (drive mampu %3 Gb/s; periksa kabel dan port).</translation>
    </message>
    <message>
        <source>On a USB 2 port: 480 Mb/s holds it to about %1 (measured: %2). A USB 3 port would let it go faster.</source>
        <extracomment>%1 what a USB 2 port allows, a transfer rate; %2 the measured transfer rate</extracomment>
        <translation>Di port USB 2: 480 Mb/s membatasinya hingga sekitar %1 (terukur: %2). Port USB 3 akan membuatnya lebih cepat.</translation>
    </message>
    <message>
        <source>Reads at %1: SATA SSDs read at %2 to %3 on a 6 Gb/s link, so something other than the link holds this one back (a full or worn drive, power saving, or the file system).</source>
        <extracomment>%1 the measured transfer rate, %2 and %3 the usual range (transfer rates)</extracomment>
        <translation>Membaca pada %1: SSD SATA membaca pada %2 hingga %3 di tautan 6 Gb/s, jadi ada hal lain selain tautan yang menahan drive ini (drive yang penuh atau aus, penghematan daya, atau sistem berkas).</translation>
    </message>
    <message>
        <source>This NVMe drive runs on %1 although it can do PCIe %2 x%3: the link trained below what the drive and its slot allow (a riser, a dirty contact, or lanes shared with another slot). It carries %4 of the %5 it could.</source>
        <extracomment>%1 the link now (&quot;PCIe 3.0 x2&quot;), %2 PCIe generation, %3 lanes, %4 and %5 transfer rates (what the link carries now, what it could)</extracomment>
        <translation>Drive NVMe ini berjalan pada %1 meskipun mampu PCIe %2 x%3: tautan terbentuk di bawah yang diizinkan drive dan slotnya (riser, kontak yang kotor, atau jalur yang dibagi dengan slot lain). Tautan ini membawa %4 dari %5 yang mungkin.</translation>
    </message>
    <message>
        <source>This NVMe drive runs on %1 but can do PCIe %2 x%3: the slot holds it to %4 of the %5 it could use. A slot with more lanes would let it go faster.</source>
        <extracomment>%1 the link now (&quot;PCIe 3.0 x2&quot;), %2 PCIe generation, %3 lanes, %4 and %5 transfer rates (what the slot carries, what the drive could use)</extracomment>
        <translation>Drive NVMe ini berjalan pada %1 tetapi mampu PCIe %2 x%3: slot membatasinya pada %4 dari %5 yang dapat dipakainya. Slot dengan lebih banyak jalur akan membuatnya lebih cepat.</translation>
    </message>
    <message>
        <source>RND4K Q1T1 at %1 is what a %L2 rpm disk does (about %3 to %4): each read waits for a seek and half a turn.</source>
        <extracomment>%1 measured IOPS, %2 rotation rate in rpm, %3 and %4 the usual range of IOPS</extracomment>
        <translation>RND4K Q1T1 pada %1 adalah yang dicapai disk %L2 rpm (sekitar %3 hingga %4): setiap pembacaan menunggu pergerakan head dan setengah putaran.</translation>
    </message>
    <message>
        <source>RND4K Q1T1 at %1 is faster than a %L2 rpm disk can seek (about %3 to %4): a cache answers these reads, so they say little about the disk.</source>
        <extracomment>%1 measured IOPS, %2 rotation rate in rpm, %3 and %4 the usual range of IOPS</extracomment>
        <translation>RND4K Q1T1 pada %1 lebih cepat daripada kemampuan seek disk %L2 rpm (sekitar %3 hingga %4): cache yang menjawab pembacaan ini, jadi hasilnya hanya sedikit menggambarkan disk.</translation>
    </message>
    <message>
        <source>Writes fell from %1 to %2 after %3: the end of its fast SLC cache. Copies larger than that run at about %2.</source>
        <extracomment>%1 and %2 transfer rates, %3 an amount of data. SLC: the fast part of an SSD&apos;s flash that takes writes first</extracomment>
        <translation>Laju tulis turun dari %1 ke %2 setelah %3: cache SLC cepatnya habis. Salinan yang lebih besar dari itu berjalan sekitar %2.</translation>
    </message>
    <message>
        <source>%1 is a loop device without direct I/O: its reads and writes go through the page cache of the file system that holds its backing file, so these numbers describe the page cache (memory), not a drive. Attach it with &apos;losetup --direct-io=on&apos; to measure the drive under the file.</source>
        <extracomment>%1 a loop device, e.g. loop3</extracomment>
        <translation>%1 adalah perangkat loop tanpa I/O langsung: baca dan tulisnya melewati page cache sistem berkas yang menyimpan berkas dasarnya, jadi angka ini menggambarkan page cache (memori), bukan drive. Pasang dengan &apos;losetup --direct-io=on&apos; untuk mengukur drive di bawah berkas itu.</translation>
    </message>
    <message>
        <source>The run went through the page cache, which serves some requests from memory and sends others to the drive.</source>
        <translation>Proses melewati page cache, yang melayani sebagian permintaan dari memori dan mengirim yang lain ke drive.</translation>
    </message>
    <message>
        <source>Something else used the drive meanwhile, a cache filled or emptied, or the drive paused to tidy up: run the test again before trusting the numbers.</source>
        <translation>Ada hal lain yang memakai drive saat itu, cache terisi atau kosong, atau drive berhenti untuk merapikan diri: jalankan uji lagi sebelum memercayai angkanya.</translation>
    </message>
    <message>
        <source>The numbers are unstable: %1 swung between %2 and %4 (typically %3) from one tenth of a second to the next, far more than a drive&apos;s own noise. %5</source>
        <extracomment>%1 a measurement (&quot;SEQ1M Q8T1 read&quot;); %2, %3, %4 rates or IOPS (low, typical, high); %5 why (a sentence)</extracomment>
        <translation>Angkanya tidak stabil: %1 berayun antara %2 dan %4 (biasanya %3) dari sepersepuluh detik ke berikutnya, jauh melebihi derau alami drive. %5</translation>
    </message>
    <message>
        <source>%1 is no longer empty (found: %2), so it was not written to. Confirm again with the device&apos;s name.</source>
        <extracomment>%1 device node, %2 what was found, e.g. &quot;gpt, ext4&quot;</extracomment>
        <translation>%1 tidak lagi kosong (ditemukan: %2), jadi tidak ditulisi. Konfirmasi lagi dengan nama perangkat.</translation>
    </message>
    <message>
        <source>No drive was found under the target.</source>
        <translation>Tidak ada drive yang ditemukan di bawah target.</translation>
    </message>
    <message>
        <source>%1 reports no temperature.</source>
        <extracomment>%1 device path</extracomment>
        <translation>%1 tidak melaporkan suhu.</translation>
    </message>
    <message numerus="yes">
        <source>The drive reached %1 °C and slowed itself down %n time(s) during this test: these numbers are those of a hot drive, not what it does when cool.</source>
        <extracomment>%1 the drive&apos;s highest temperature in °C; %n how often it throttled itself</extracomment>
        <translation>
            <numerusform>Drive mencapai %1 °C dan memperlambat dirinya %n kali selama tes ini: angka-angka ini milik drive yang panas, bukan kemampuannya saat dingin.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The drive reached %1 °C and slowed itself down %n time(s) during the sustained write: the drop from %2 to %3 at %4 is heat, not its cache.</source>
        <extracomment>%1 the drive&apos;s highest temperature in °C, %n how often it throttled itself, %2 and %3 transfer rates, %4 an amount of data</extracomment>
        <translation>
            <numerusform>Drive mencapai %1 °C dan memperlambat dirinya %n kali selama penulisan berkelanjutan: penurunan dari %2 ke %3 pada %4 adalah panas, bukan cache-nya.</numerusform>
        </translation>
    </message>
    <message>
        <source>Drive temperature: %1 °C before the test, %2 °C after.</source>
        <extracomment>%1 and %2 temperatures in °C (&quot;?&quot; when unknown)</extracomment>
        <translation>Suhu drive: %1 °C sebelum tes, %2 °C sesudahnya.</translation>
    </message>
    <message numerus="yes">
        <source>The drive slowed itself down for heat %n time(s) during the test, for %1 s in all.</source>
        <extracomment>%n how often the drive throttled itself, %1 seconds it spent throttled</extracomment>
        <translation>
            <numerusform>Drive memperlambat dirinya karena panas %n kali selama tes, total %1 dtk.</numerusform>
        </translation>
    </message>
    <message>
        <source>The drive did not slow itself down for heat during the test.</source>
        <translation>Drive tidak memperlambat dirinya karena panas selama tes.</translation>
    </message>
    <message>
        <source>Time above its warning temperature during the test: %1 min; above its critical temperature: %2 min.</source>
        <extracomment>%1 and %2 minutes</extracomment>
        <translation>Waktu di atas suhu peringatannya selama tes: %1 mnt; di atas suhu kritisnya: %2 mnt.</translation>
    </message>
    <message>
        <source>The drive&apos;s heat was not read: %1</source>
        <extracomment>%1 why (a sentence)</extracomment>
        <translation>Suhu drive tidak terbaca: %1</translation>
    </message>
</context>
</TS>
