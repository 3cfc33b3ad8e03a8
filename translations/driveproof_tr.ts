<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="tr_TR">
<context>
    <name>DriveProof::Alignment</name>
    <message>
        <source>Partition %1 on %2 starts at byte %3, which is not even on a %4-byte logical sector boundary: the partition table or the kernel&apos;s view of it is damaged. Back up its data, then recreate the partition at sector %5 (e.g. &apos;parted %2 mkpart primary %5s 100%&apos;), and check with &apos;parted %2 align-check optimal %1&apos;.</source>
        <extracomment>%1 partition number, %2 device or image path, %3 start in bytes, %4 logical sector size in bytes, %5 suggested start sector</extracomment>
        <translation>%2 üzerindeki %1 numaralı bölüm %3. baytta başlıyor; bu konum %4 baytlık mantıksal sektör sınırına bile denk gelmiyor: bölüm tablosu ya da çekirdeğin ona ilişkin görünümü bozuk. Bölümdeki verileri yedekleyin, ardından bölümü %5. sektörden başlayacak şekilde yeniden oluşturun (örneğin &apos;parted %2 mkpart primary %5s 100%&apos;) ve &apos;parted %2 align-check optimal %1&apos; ile denetleyin.</translation>
    </message>
    <message>
        <source>Partition %1 on %2 starts at sector %3 (byte %4): misaligned by %8 bytes, %5 bytes past a %6-byte physical sector boundary and %8 bytes short of the next. Every write that crosses a boundary costs the drive a read-modify-write. Back up its data, then recreate the partition at sector %7: in fdisk, delete it and create it again with first sector %7, or run &apos;parted %2 mkpart primary %7s 100%&apos; (give its old end instead of 100% if other partitions follow it). Check with &apos;parted %2 align-check optimal %1&apos;.</source>
        <extracomment>%1 partition number, %2 device or image path, %3 start sector, %4 start in bytes, %5 bytes past the physical sector boundary, %6 physical sector size in bytes, %7 suggested start sector, %8 bytes short of the next physical sector boundary. Keep the commands in quotes untranslated.</extracomment>
        <translation>%2 üzerindeki %1 numaralı bölüm %3. sektörde (%4. bayt) başlıyor: %8 bayt hizasız; %6 baytlık bir fiziksel sektör sınırını %5 bayt geçiyor ve bir sonrakine %8 bayt kalıyor. Bir sınırı aşan her yazma, sürücüye bir oku-değiştir-yaz işlemine mal olur. Bölümdeki verileri yedekleyin, ardından bölümü %7. sektörden başlayacak şekilde yeniden oluşturun: fdisk içinde bölümü silip ilk sektörü %7 olacak şekilde yeniden oluşturun ya da &apos;parted %2 mkpart primary %7s 100%&apos; komutunu çalıştırın (ardından başka bölümler geliyorsa 100% yerine eski bitişini verin). &apos;parted %2 align-check optimal %1&apos; ile denetleyin.</translation>
    </message>
    <message>
        <source>Partition %1 on %2 starts at sector %3 (byte %4). It is aligned to the %5-byte physical sectors, so the drive is not slowed down, but not to 1 MiB, the boundary that partitioning tools use today and that suits SSD erase blocks and RAID stripes. No need to act now; if you recreate the partition one day, start it at sector %6 (e.g. &apos;parted %2 mkpart primary %6s 100%&apos;). Check with &apos;parted %2 align-check optimal %1&apos;.</source>
        <extracomment>%1 partition number, %2 device or image path, %3 start sector, %4 start in bytes, %5 physical sector size in bytes, %6 suggested start sector</extracomment>
        <translation>%2 üzerindeki %1 numaralı bölüm %3. sektörde (%4. bayt) başlıyor. %5 baytlık fiziksel sektörlere hizalı, dolayısıyla sürücü yavaşlamıyor; ancak günümüzde bölümlendirme araçlarının kullandığı ve SSD silme bloklarına ve RAID şeritlerine uyan 1 MiB sınırına hizalı değil. Şimdilik bir şey yapmanız gerekmez; bölümü bir gün yeniden oluşturursanız %6. sektörden başlatın (örneğin &apos;parted %2 mkpart primary %6s 100%&apos;). &apos;parted %2 align-check optimal %1&apos; ile denetleyin.</translation>
    </message>
    <message>
        <source>Partition %1 on %2 starts at sector %3 (byte %4). It is aligned to the %5-byte physical sectors and to 1 MiB, but not to the optimal I/O size of %6 bytes that the device reports, so large writes may be split across stripes. If you recreate the partition, start it at sector %7 (e.g. &apos;parted %2 mkpart primary %7s 100%&apos;). Check with &apos;parted %2 align-check optimal %1&apos;.</source>
        <extracomment>%1 partition number, %2 device or image path, %3 start sector, %4 start in bytes, %5 physical sector size in bytes, %6 optimal I/O size in bytes, %7 suggested start sector</extracomment>
        <translation>%2 üzerindeki %1 numaralı bölüm %3. sektörde (%4. bayt) başlıyor. %5 baytlık fiziksel sektörlere ve 1 MiB sınırına hizalı, ancak aygıtın bildirdiği %6 baytlık en uygun G/Ç boyutuna hizalı değil; bu yüzden büyük yazmalar şeritlere bölünebilir. Bölümü yeniden oluşturursanız %7. sektörden başlatın (örneğin &apos;parted %2 mkpart primary %7s 100%&apos;). &apos;parted %2 align-check optimal %1&apos; ile denetleyin.</translation>
    </message>
    <message>
        <source>Partition %1 on %2 starts at sector %3 (byte %4). It is aligned to the %5-byte physical sectors, but neither to 1 MiB nor to the optimal I/O size of %6 bytes that the device reports, so large writes may be split across stripes. If you recreate the partition, start it at sector %7 (e.g. &apos;parted %2 mkpart primary %7s 100%&apos;). Check with &apos;parted %2 align-check optimal %1&apos;.</source>
        <extracomment>%1 partition number, %2 device or image path, %3 start sector, %4 start in bytes, %5 physical sector size in bytes, %6 optimal I/O size in bytes, %7 suggested start sector</extracomment>
        <translation>%2 üzerindeki %1 numaralı bölüm %3. sektörde (%4. bayt) başlıyor. %5 baytlık fiziksel sektörlere hizalı, ancak ne 1 MiB sınırına ne de aygıtın bildirdiği %6 baytlık en uygun G/Ç boyutuna hizalı; bu yüzden büyük yazmalar şeritlere bölünebilir. Bölümü yeniden oluşturursanız %7. sektörden başlatın (örneğin &apos;parted %2 mkpart primary %7s 100%&apos;). &apos;parted %2 align-check optimal %1&apos; ile denetleyin.</translation>
    </message>
    <message>
        <source>Partition %1 on %2 starts at sector %3, which suits the drive&apos;s physical sectors and 1 MiB boundaries. Nothing to do.</source>
        <extracomment>%1 partition number, %2 device or image path, %3 start sector</extracomment>
        <translation>%2 üzerindeki %1 numaralı bölüm %3. sektörde başlıyor; bu, sürücünün fiziksel sektörlerine ve 1 MiB sınırlarına uygun. Yapılacak bir şey yok.</translation>
    </message>
    <message>
        <source>%1 could not be opened (%2), so these are the partitions the kernel lists for it. Run as root to read the partition table itself.</source>
        <extracomment>%1 device path, %2 the system&apos;s reason</extracomment>
        <translation>%1 açılamadı (%2), bu yüzden bunlar çekirdeğin bu aygıt için listelediği bölümler. Bölüm tablosunun kendisini okumak için root olarak çalıştırın.</translation>
    </message>
    <message>
        <source>%1 could not be opened (%2), so these are the partitions the kernel lists for it; the partition table itself was not read.</source>
        <extracomment>%1 device path, %2 the system&apos;s reason</extracomment>
        <translation>%1 açılamadı (%2), bu yüzden bunlar çekirdeğin bu aygıt için listelediği bölümler; bölüm tablosunun kendisi okunmadı.</translation>
    </message>
    <message>
        <source>These are the partitions the kernel lists for %1, because its partition table could not be read: %2</source>
        <extracomment>%1 device path, %2 why the table could not be read (a full sentence)</extracomment>
        <translation>Bunlar çekirdeğin %1 için listelediği bölümler, çünkü bölüm tablosu okunamadı: %2</translation>
    </message>
    <message>
        <source>OK</source>
        <extracomment>alignment verdict: the partition is well aligned</extracomment>
        <translation>Tamam</translation>
    </message>
    <message>
        <source>Misaligned</source>
        <extracomment>alignment verdict: the partition does not start on a physical sector boundary</extracomment>
        <translation>Hizasız</translation>
    </message>
    <message>
        <source>Cannot open %1 even as root: %2. The system blocks access to it (a container or a security policy).</source>
        <extracomment>%1 device or file, %2 the system&apos;s reason</extracomment>
        <translation>%1 root olarak bile açılamıyor: %2. Sistem erişimi engelliyor (bir kapsayıcı ya da bir güvenlik ilkesi).</translation>
    </message>
    <message>
        <source>Cannot open %1: %2. Run as root or use sudo.</source>
        <extracomment>%1 device or file, %2 the system&apos;s reason</extracomment>
        <translation>%1 açılamıyor: %2. root olarak çalıştırın ya da sudo kullanın.</translation>
    </message>
    <message>
        <source>Cannot open %1: %2. Check the path.</source>
        <extracomment>%1 device or file, %2 the system&apos;s reason</extracomment>
        <translation>%1 açılamıyor: %2. Yolu denetleyin.</translation>
    </message>
    <message>
        <source>Cannot open %1: %2. Check that the drive is connected and the file is readable.</source>
        <extracomment>%1 device or file, %2 the system&apos;s reason</extracomment>
        <translation>%1 açılamıyor: %2. Sürücünün bağlı ve dosyanın okunabilir olduğunu denetleyin.</translation>
    </message>
    <message>
        <source>No partition table for %2-byte sectors found on %1, but there is one for %3-byte sectors. Read it with a logical sector size of %3 bytes.</source>
        <extracomment>%1 image file, %2 sector size asked for, %3 sector size that works (bytes)</extracomment>
        <translation>%1 üzerinde %2 baytlık sektörler için bölüm tablosu bulunamadı, ancak %3 baytlık sektörler için bir tablo var. Tabloyu %3 baytlık mantıksal sektör boyutuyla okuyun.</translation>
    </message>
    <message>
        <source>%1 is a folder. Give a drive such as /dev/sdb or a disk image file.</source>
        <extracomment>%1 the path the user gave</extracomment>
        <translation>%1 bir klasör. /dev/sdb gibi bir sürücü ya da bir disk kalıbı dosyası verin.</translation>
    </message>
    <message>
        <source>%1 is neither a drive nor a disk image file. Give a drive such as /dev/sdb or a disk image file.</source>
        <extracomment>%1 the path the user gave</extracomment>
        <translation>%1 ne bir sürücü ne de bir disk kalıbı dosyası. /dev/sdb gibi bir sürücü ya da bir disk kalıbı dosyası verin.</translation>
    </message>
    <message>
        <source>No partition table found on %1: the file is empty.</source>
        <extracomment>%1 image file</extracomment>
        <translation>%1 üzerinde bölüm tablosu bulunamadı: dosya boş.</translation>
    </message>
    <message>
        <source>%1 is empty: no partition table and no file system, as a new drive arrives. There is nothing to align yet; partitioning tools start the first partition at 1 MiB, which suits this drive.</source>
        <extracomment>%1 device path</extracomment>
        <translation>%1 boş: yeni bir sürücünün geldiği gibi, bölüm tablosu da dosya sistemi de yok. Henüz hizalanacak bir şey yok; bölümleme araçları ilk bölümü 1 MiB&apos;ta başlatır, bu da bu sürücüye uygundur.</translation>
    </message>
    <message>
        <source>%1 holds its %2 file system written straight onto the whole drive, without a partition table. That is a valid layout, but the drive reports its sector 0 %3 bytes past a physical sector boundary, so the file system&apos;s blocks straddle physical sectors. Only a new layout fixes that: back up, then create a partition table whose first partition starts at 1 MiB.</source>
        <extracomment>%1 device path, %2 file-system type (&quot;ext4&quot;), %3 alignment offset in bytes</extracomment>
        <translation>%1, bölüm tablosu olmadan doğrudan tüm sürücüye yazılmış bir %2 dosya sistemi taşıyor. Bu geçerli bir düzen, ancak sürücü 0. sektörünün fiziksel sektör sınırından %3 bayt sonra olduğunu bildiriyor; bu yüzden dosya sisteminin blokları fiziksel sektörleri aşıyor. Bunu yalnızca yeni bir düzen düzeltir: yedekleyin, sonra ilk bölümü 1 MiB&apos;ta başlayan bir bölüm tablosu oluşturun.</translation>
    </message>
    <message>
        <source>%1 holds its %2 file system written straight onto the whole drive, without a partition table. That is a valid layout: the file system starts at byte 0, on a boundary of every sector size, so it is aligned. Nothing to do.</source>
        <extracomment>%1 device path, %2 file-system type (&quot;ext4&quot;)</extracomment>
        <translation>%1, bölüm tablosu olmadan doğrudan tüm sürücüye yazılmış bir %2 dosya sistemi taşıyor. Bu geçerli bir düzen: dosya sistemi her sektör boyutunun sınırı olan 0. baytta başlıyor, yani hizalı. Yapılacak bir şey yok.</translation>
    </message>
    <message>
        <source>Acceptable</source>
        <extracomment>alignment verdict: physically aligned (the drive is not slowed down, no need to act now), but not to 1 MiB or the optimal I/O size</extracomment>
        <translation>Kabul edilebilir</translation>
    </message>
    <message>
        <source>No partition table found on %1: it is empty, or holds a file system on the whole of it, which needs none. Check that this is the right disk or image.</source>
        <extracomment>%1 device or image file</extracomment>
        <translation>%1 üzerinde bölüm tablosu bulunamadı: ya boş ya da tamamında tabloya ihtiyaç duymayan bir dosya sistemi var. Doğru disk veya imaj olduğunu denetleyin.</translation>
    </message>
</context>
<context>
    <name>DriveProof::Cache</name>
    <message numerus="yes">
        <source>The sense data is cut off: %n byte(s) of the 8-byte header arrived.</source>
        <extracomment>%n number of bytes that arrived</extracomment>
        <translation>
            <numerusform>Sense verisi kesik: 8 baytlık başlığın yalnızca %n baytı geldi.</numerusform>
        </translation>
    </message>
    <message>
        <source>The ATA Status Return descriptor is malformed (length %1h instead of 0Ch).</source>
        <extracomment>%1 the descriptor&apos;s length byte in hex</extracomment>
        <translation>ATA Status Return tanımlayıcısı bozuk (uzunluk 0Ch yerine %1h).</translation>
    </message>
    <message>
        <source>The sense data is cut off inside the ATA Status Return descriptor.</source>
        <translation>Sense verisi ATA Status Return tanımlayıcısının içinde kesiliyor.</translation>
    </message>
    <message>
        <source>The sense data is cut off: it declares %1 bytes but %2 arrived.</source>
        <extracomment>%1 bytes the sense data declares, %2 bytes that arrived</extracomment>
        <translation>Sense verisi kesik: %1 bayt bildiriyor ama %2 bayt geldi.</translation>
    </message>
    <message numerus="yes">
        <source>The fixed-format sense data is cut off: %n byte(s) arrived, at least 14 are needed.</source>
        <extracomment>%n number of bytes that arrived</extracomment>
        <translation>
            <numerusform>Sabit biçimli sense verisi kesik: %n bayt geldi, en az 14 bayt gerekli.</numerusform>
        </translation>
    </message>
    <message>
        <source>The device sent no sense data, so the ATA status of the command is unknown.</source>
        <translation>Aygıt sense verisi göndermedi, bu yüzden komutun ATA durumu bilinmiyor.</translation>
    </message>
    <message>
        <source>The sense data has an unknown format (response code %1h): neither descriptor (72h) nor fixed (70h) format.</source>
        <extracomment>%1 the response code byte in hex</extracomment>
        <translation>Sense verisinin biçimi bilinmiyor (yanıt kodu %1h): ne tanımlayıcı (72h) ne de sabit (70h) biçim.</translation>
    </message>
    <message>
        <source>sense key %1h, additional sense %2h/%3h</source>
        <extracomment>SCSI sense in hex. %1 sense key, %2 additional sense code, %3 its qualifier</extracomment>
        <translation>sense anahtarı %1h, ek sense %2h/%3h</translation>
    </message>
    <message>
        <source>%1, ATA status %2h, error %3h</source>
        <extracomment>%1 the text before, %2 ATA STATUS byte in hex, %3 ATA ERROR byte in hex</extracomment>
        <translation>%1, ATA durumu %2h, hata %3h</translation>
    </message>
    <message>
        <source>%1 does not exist.</source>
        <extracomment>%1 file name</extracomment>
        <translation>%1 mevcut değil.</translation>
    </message>
    <message>
        <source>%1 is not a regular file: give a saved IDENTIFY dump (512 raw bytes or the text of &apos;hdparm --Istdout&apos;).</source>
        <extracomment>%1 file name</extracomment>
        <translation>%1 normal bir dosya değil: kaydedilmiş bir IDENTIFY dökümü verin (512 ham bayt ya da &apos;hdparm --Istdout&apos; metni).</translation>
    </message>
    <message>
        <source>%1 has %2 bytes: too large for an IDENTIFY dump (512 raw bytes, or about 1300 bytes of text).</source>
        <extracomment>%1 file name, %2 its size in bytes</extracomment>
        <translation>%1 dosyası %2 bayt: bir IDENTIFY dökümü için çok büyük (512 ham bayt ya da yaklaşık 1300 baytlık metin).</translation>
    </message>
    <message>
        <source>Cannot read %1: %2.</source>
        <extracomment>%1 file name, %2 the system&apos;s reason</extracomment>
        <translation>%1 okunamıyor: %2.</translation>
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
            <numerusform>IDENTIFY verisi tam olarak 512 bayt olmalı; bu veri %n bayt.</numerusform>
        </translation>
    </message>
    <message>
        <source>The IDENTIFY data is all zeros: the drive or its USB bridge returned no data.</source>
        <translation>IDENTIFY verisinin tamamı sıfır: sürücü ya da USB köprüsü veri döndürmedi.</translation>
    </message>
    <message>
        <source>The IDENTIFY data is all FFh: no drive answered (an empty port, or a bridge without a disk).</source>
        <translation>IDENTIFY verisinin tamamı FFh: hiçbir sürücü yanıt vermedi (boş bir bağlantı noktası ya da disksiz bir köprü).</translation>
    </message>
    <message>
        <source>Word 0 is %1h: this is data from an ATAPI device (an optical drive), not IDENTIFY DEVICE data of a disk.</source>
        <extracomment>%1 word 0 in hex</extracomment>
        <translation>0. sözcük %1h: bu, bir diskin IDENTIFY DEVICE verisi değil, bir ATAPI aygıtının (optik sürücü) verisi.</translation>
    </message>
    <message>
        <source>The IDENTIFY checksum in word 255 is wrong (the 512 bytes sum to %1h, not 00h): the data is damaged or was edited.</source>
        <extracomment>%1 the sum of all bytes modulo 256, in hex</extracomment>
        <translation>255. sözcükteki IDENTIFY sağlama toplamı yanlış (512 baytın toplamı 00h değil %1h): veri bozuk ya da düzenlenmiş.</translation>
    </message>
    <message>
        <source>Words 117-118 give a logical sector size of %1 bytes, which no drive uses: the data is damaged.</source>
        <extracomment>%1 a size in bytes</extracomment>
        <translation>117-118. sözcükler %1 baytlık bir mantıksal sektör boyutu veriyor; hiçbir sürücü bunu kullanmaz: veri bozuk.</translation>
    </message>
    <message>
        <source>Word 106 gives a physical sector size of %1 bytes, which no drive uses: the data is damaged.</source>
        <extracomment>%1 a size in bytes</extracomment>
        <translation>106. sözcük %1 baytlık bir fiziksel sektör boyutu veriyor; hiçbir sürücü bunu kullanmaz: veri bozuk.</translation>
    </message>
    <message>
        <source>Line %1: &apos;%2&apos; is not a word of four hex digits.</source>
        <extracomment>%1 line number, %2 the offending text</extracomment>
        <translation>Satır %1: &apos;%2&apos; dört onaltılık basamaklı bir sözcük değil.</translation>
    </message>
    <message>
        <source>Line %1: more than 256 words; IDENTIFY data has exactly 256.</source>
        <extracomment>%1 line number</extracomment>
        <translation>Satır %1: 256 sözcükten fazla; IDENTIFY verisi tam olarak 256 sözcüktür.</translation>
    </message>
    <message>
        <source>No IDENTIFY words found: expected 256 words of four hex digits, 8 a line, as &apos;hdparm --Istdout&apos; prints them.</source>
        <translation>IDENTIFY sözcüğü bulunamadı: &apos;hdparm --Istdout&apos; çıktısındaki gibi satır başına 8 adet olmak üzere dört onaltılık basamaklı 256 sözcük bekleniyordu.</translation>
    </message>
    <message numerus="yes">
        <source>Line %1: the words end after %n word(s); IDENTIFY data has 256.</source>
        <extracomment>%1 line number, %n number of words found</extracomment>
        <translation>
            <numerusform>Satır %1: sözcükler %n sözcükten sonra bitiyor; IDENTIFY verisi 256 sözcüktür.</numerusform>
        </translation>
    </message>
    <message>
        <source>the device</source>
        <translation>aygıt</translation>
    </message>
    <message>
        <source>%1 does not accept SCSI commands (SG_IO), so %2 cannot reach a drive: it is not a whole SATA, SAS or USB disk (partitions, loop, virtual and NVMe devices have no ATA drive behind them).</source>
        <extracomment>%1 device, %2 ATA command name</extracomment>
        <translation>%1 SCSI komutlarını (SG_IO) kabul etmiyor, bu yüzden %2 bir sürücüye ulaşamaz: bu, bütün bir SATA, SAS veya USB diski değil (bölümlerin, loop, sanal ve NVMe aygıtlarının arkasında bir ATA sürücüsü yoktur).</translation>
    </message>
    <message>
        <source>Permission denied sending %2 to %1: ATA commands need root or the DriveProof helper.</source>
        <extracomment>%1 device, %2 ATA command name</extracomment>
        <translation>%2 komutu %1 aygıtına gönderilirken izin reddedildi: ATA komutları root yetkisi ya da DriveProof yardımcı programını gerektirir.</translation>
    </message>
    <message>
        <source>Sending %1 to %2 failed: %3.</source>
        <extracomment>%1 ATA command name, %2 device, %3 the system&apos;s error text</extracomment>
        <translation>%1 komutu %2 aygıtına gönderilemedi: %3.</translation>
    </message>
    <message>
        <source>The drive in %1 refused %2 (ABORT): it does not support this command or setting (%3).</source>
        <extracomment>%1 device, %2 ATA command name, %3 technical details</extracomment>
        <translation>%1 içindeki sürücü %2 komutunu reddetti (ABORT): bu komutu ya da ayarı desteklemiyor (%3).</translation>
    </message>
    <message>
        <source>The drive in %1 reported an error for %2 (%3); check its health and cabling, then try again.</source>
        <extracomment>%1 device, %2 ATA command name, %3 technical details</extracomment>
        <translation>%1 içindeki sürücü %2 için bir hata bildirdi (%3); sağlık durumunu ve kablolarını denetleyip yeniden deneyin.</translation>
    </message>
    <message>
        <source>%1 rejected %2: the disk or its USB bridge does not pass ATA commands through (SAT) (%3).</source>
        <extracomment>%1 device, %2 ATA command name, %3 technical details</extracomment>
        <translation>%1, %2 komutunu reddetti: disk ya da USB köprüsü ATA komutlarını iletmiyor (SAT) (%3).</translation>
    </message>
    <message>
        <source>%1 did not run %2 (%3).</source>
        <extracomment>%1 device, %2 ATA command name, %3 technical details</extracomment>
        <translation>%1, %2 komutunu çalıştırmadı (%3).</translation>
    </message>
    <message>
        <source>%1 timed out on %2: the drive did not answer.</source>
        <extracomment>%1 ATA command name, %2 device</extracomment>
        <translation>%1 komutu %2 üzerinde zaman aşımına uğradı: sürücü yanıt vermedi.</translation>
    </message>
    <message>
        <source>%1 did not reach the drive in %2 (host status %3, driver status %4).</source>
        <extracomment>%1 ATA command name, %2 device, %3 / %4 numbers from the kernel</extracomment>
        <translation>%1 komutu %2 içindeki sürücüye ulaşmadı (ana bilgisayar durumu %3, sürücü yazılımı durumu %4).</translation>
    </message>
    <message>
        <source>%1 failed on %2 with SCSI status %3h and no sense data.</source>
        <extracomment>%1 ATA command name, %2 device, %3 SCSI status byte</extracomment>
        <translation>%1 komutu %2 üzerinde SCSI durumu %3h ile ve sense verisi olmadan başarısız oldu.</translation>
    </message>
    <message>
        <source>The drive in %1 reports no volatile write cache that can be switched (IDENTIFY word 82 bit 5).</source>
        <extracomment>%1 device</extracomment>
        <translation>%1 içindeki sürücü açılıp kapatılabilen bir geçici yazma önbelleği bildirmiyor (IDENTIFY sözcük 82 bit 5).</translation>
    </message>
    <message>
        <source>The drive in %1 accepted the command but still reports its write cache as off.</source>
        <extracomment>%1 device</extracomment>
        <translation>%1 içindeki sürücü komutu kabul etti ama yazma önbelleğini hâlâ kapalı olarak bildiriyor.</translation>
    </message>
    <message>
        <source>The drive in %1 accepted the command but still reports its write cache as on.</source>
        <extracomment>%1 device</extracomment>
        <translation>%1 içindeki sürücü komutu kabul etti ama yazma önbelleğini hâlâ açık olarak bildiriyor.</translation>
    </message>
    <message>
        <source>The drive %1 accepted the change but still reports its write cache as off.</source>
        <extracomment>%1 device path</extracomment>
        <translation>%1 sürücüsü değişikliği kabul etti ama yazma önbelleğini hâlâ kapalı olarak bildiriyor.</translation>
    </message>
    <message>
        <source>The drive %1 accepted the change but still reports its write cache as on.</source>
        <extracomment>%1 device path</extracomment>
        <translation>%1 sürücüsü değişikliği kabul etti ama yazma önbelleğini hâlâ açık olarak bildiriyor.</translation>
    </message>
    <message>
        <source>The Identify Controller data has %1 bytes instead of %2.</source>
        <extracomment>%1 bytes received, %2 bytes expected</extracomment>
        <translation>Identify Controller verisi %2 bayt yerine %1 bayt.</translation>
    </message>
    <message>
        <source>The NVMe health log has %1 bytes instead of %2.</source>
        <extracomment>%1 bytes received, %2 bytes expected</extracomment>
        <translation>NVMe sağlık günlüğü %2 bayt yerine %1 bayt.</translation>
    </message>
    <message>
        <source>The drive does not support this admin command.</source>
        <translation>Sürücü bu yönetim komutunu desteklemiyor.</translation>
    </message>
    <message>
        <source>The drive cannot save its write cache setting, so a change lasts only until the next power cycle.</source>
        <translation>Sürücü yazma önbelleği ayarını kaydedemiyor, bu yüzden bir değişiklik yalnızca bir sonraki kapatıp açmaya kadar sürer.</translation>
    </message>
    <message>
        <source>The drive does not allow its write cache setting to be changed.</source>
        <translation>Sürücü yazma önbelleği ayarının değiştirilmesine izin vermiyor.</translation>
    </message>
    <message>
        <source>The drive does not provide the SMART / health log.</source>
        <translation>Sürücü SMART / sağlık günlüğünü sağlamıyor.</translation>
    </message>
    <message>
        <source>The drive does not support saving its write cache setting.</source>
        <translation>Sürücü yazma önbelleği ayarını kaydetmeyi desteklemiyor.</translation>
    </message>
    <message>
        <source>The drive has no volatile write cache to read or change.</source>
        <translation>Sürücünün okunacak ya da değiştirilecek bir geçici yazma önbelleği yok.</translation>
    </message>
    <message>
        <source>The drive rejected a field of the command.</source>
        <translation>Sürücü komutun bir alanını reddetti.</translation>
    </message>
    <message>
        <source>The drive reported an internal error; check its health and try again.</source>
        <translation>Sürücü bir iç hata bildirdi; sağlık durumunu denetleyip yeniden deneyin.</translation>
    </message>
    <message>
        <source>The drive rejected the command.</source>
        <translation>Sürücü komutu reddetti.</translation>
    </message>
    <message>
        <source>%1 (NVMe status %2)</source>
        <extracomment>%1 a sentence saying what the drive did and what to do; %2 the raw NVMe status code type and status code, e.g. &quot;SCT 1h, SC 0Dh&quot;</extracomment>
        <translation>%1 (NVMe durumu %2)</translation>
    </message>
    <message>
        <source>The device does not accept NVMe admin commands (it is not an NVMe drive).</source>
        <translation>Aygıt NVMe yönetim komutlarını kabul etmiyor (bir NVMe sürücüsü değil).</translation>
    </message>
    <message>
        <source>Permission denied: run as root or through the DriveProof helper.</source>
        <translation>İzin reddedildi: root olarak ya da DriveProof yardımcı programı aracılığıyla çalıştırın.</translation>
    </message>
    <message>
        <source>The device is gone; reconnect it and try again.</source>
        <translation>Aygıt kayboldu; yeniden bağlayıp tekrar deneyin.</translation>
    </message>
    <message>
        <source>The drive did not answer in time; try again.</source>
        <translation>Sürücü zamanında yanıt vermedi; yeniden deneyin.</translation>
    </message>
    <message>
        <source>%1 failed on %2: %3</source>
        <extracomment>%1 NVMe command name, %2 device path, %3 the reason and what to do
----------
%1 SCSI command name, %2 device path, %3 the reason and what to do</extracomment>
        <translation>%1 komutu %2 üzerinde başarısız oldu: %3</translation>
    </message>
    <message>
        <source>The data %1 returned could not be decoded: %2</source>
        <extracomment>%1 device path, %2 what is wrong with the data</extracomment>
        <translation>%1 aygıtının döndürdüğü veri çözümlenemedi: %2</translation>
    </message>
    <message>
        <source>The drive does not report whether its write cache setting can be saved (no Select / Save support), so a change lasts only until the next power cycle.</source>
        <translation>Sürücü yazma önbelleği ayarının kaydedilip kaydedilemeyeceğini bildirmiyor (Select / Save desteği yok), bu yüzden bir değişiklik yalnızca bir sonraki kapatıp açmaya kadar sürer.</translation>
    </message>
    <message>
        <source>The drive %1 has no volatile write cache to switch.</source>
        <extracomment>%1 device path</extracomment>
        <translation>%1 sürücüsünün açılıp kapatılacak bir geçici yazma önbelleği yok.</translation>
    </message>
    <message>
        <source>The drive %1 does not allow its write cache to be switched.</source>
        <extracomment>%1 device path</extracomment>
        <translation>%1 sürücüsü yazma önbelleğinin açılıp kapatılmasına izin vermiyor.</translation>
    </message>
    <message>
        <source>The drive %1 cannot save its write cache setting, so the change cannot be kept after a power cycle. Switch it without keeping it instead.</source>
        <extracomment>%1 device path</extracomment>
        <translation>%1 sürücüsü yazma önbelleği ayarını kaydedemiyor, bu yüzden değişiklik kapatıp açmadan sonra korunamaz. Bunun yerine ayarı kalıcı yapmadan değiştirin.</translation>
    </message>
    <message>
        <source>The mode page header at byte %1 is cut off.</source>
        <extracomment>%1 byte offset in the drive&apos;s reply</extracomment>
        <translation>%1. bayttaki mod sayfası başlığı kesik.</translation>
    </message>
    <message>
        <source>Mode page %1h claims %2 bytes but only %3 are present.</source>
        <extracomment>%1 page code in hex, %2 its length in bytes, %3 bytes actually present</extracomment>
        <translation>%1h mod sayfası %2 bayt olduğunu bildiriyor ama yalnızca %3 bayt mevcut.</translation>
    </message>
    <message>
        <source>The MODE SENSE reply has %1 bytes, fewer than the 8-byte mode parameter header.</source>
        <extracomment>%1 number of bytes received</extracomment>
        <translation>MODE SENSE yanıtı %1 bayt; 8 baytlık mod parametre başlığından daha az.</translation>
    </message>
    <message>
        <source>The MODE SENSE reply declares a mode data length of %1, too short for its own header.</source>
        <extracomment>%1 the mode data length field of the reply</extracomment>
        <translation>MODE SENSE yanıtı %1 mod veri uzunluğu bildiriyor; bu, kendi başlığı için bile çok kısa.</translation>
    </message>
    <message>
        <source>The MODE SENSE reply&apos;s block descriptors (%1 bytes) leave no room for a mode page in its %2 bytes.</source>
        <extracomment>%1 block descriptor length, %2 bytes present</extracomment>
        <translation>MODE SENSE yanıtının blok tanımlayıcıları (%1 bayt), yanıtın %2 baytı içinde bir mod sayfasına yer bırakmıyor.</translation>
    </message>
    <message>
        <source>The caching mode page is too short to hold the WCE bit.</source>
        <translation>Önbellek mod sayfası WCE bitini içeremeyecek kadar kısa.</translation>
    </message>
    <message>
        <source>The MODE SENSE reply does not contain the caching mode page (08h).</source>
        <translation>MODE SENSE yanıtı önbellek mod sayfasını (08h) içermiyor.</translation>
    </message>
    <message>
        <source>A new caching page can only be built from the current, complete caching page.</source>
        <translation>Yeni bir önbellek sayfası yalnızca geçerli ve eksiksiz önbellek sayfasından oluşturulabilir.</translation>
    </message>
    <message>
        <source>The drive reported an error but sent no sense data.</source>
        <translation>Sürücü bir hata bildirdi ama sense verisi göndermedi.</translation>
    </message>
    <message>
        <source>The drive&apos;s fixed-format sense data is cut off.</source>
        <translation>Sürücünün sabit biçimli sense verisi kesik.</translation>
    </message>
    <message>
        <source>The drive&apos;s descriptor-format sense data is cut off.</source>
        <translation>Sürücünün tanımlayıcı biçimli sense verisi kesik.</translation>
    </message>
    <message>
        <source>The drive sent sense data in an unknown format (response code %1h).</source>
        <extracomment>%1 the response code byte in hex</extracomment>
        <translation>Sürücü bilinmeyen bir biçimde sense verisi gönderdi (yanıt kodu %1h).</translation>
    </message>
    <message>
        <source>The drive does not support saving this page, so a change lasts only until the next power cycle.</source>
        <translation>Sürücü bu sayfanın kaydedilmesini desteklemiyor, bu yüzden bir değişiklik yalnızca bir sonraki kapatıp açmaya kadar sürer.</translation>
    </message>
    <message>
        <source>The drive does not support the MODE SENSE(10) and MODE SELECT(10) commands, so its cache cannot be read or changed this way.</source>
        <translation>Sürücü MODE SENSE(10) ve MODE SELECT(10) komutlarını desteklemiyor, bu yüzden önbelleği bu yolla okunamaz ya da değiştirilemez.</translation>
    </message>
    <message>
        <source>The drive rejected the MODE SELECT command.</source>
        <translation>Sürücü MODE SELECT komutunu reddetti.</translation>
    </message>
    <message>
        <source>The drive does not report the caching mode page.</source>
        <translation>Sürücü önbellek mod sayfasını bildirmiyor.</translation>
    </message>
    <message>
        <source>The drive refused the new caching page: it does not let this setting be changed.</source>
        <translation>Sürücü yeni önbellek sayfasını reddetti: bu ayarın değiştirilmesine izin vermiyor.</translation>
    </message>
    <message>
        <source>The drive reported a reset or a changed setting; try again.</source>
        <translation>Sürücü bir sıfırlama ya da değişmiş bir ayar bildirdi; yeniden deneyin.</translation>
    </message>
    <message>
        <source>The drive is not ready (stopped, starting or without medium); try again in a moment.</source>
        <translation>Sürücü hazır değil (durmuş, başlıyor ya da ortam yok); biraz sonra yeniden deneyin.</translation>
    </message>
    <message>
        <source>The drive is write protected.</source>
        <translation>Sürücü yazmaya karşı korumalı.</translation>
    </message>
    <message>
        <source>The drive reported a hardware or medium error; check its health.</source>
        <translation>Sürücü bir donanım ya da ortam hatası bildirdi; sağlık durumunu denetleyin.</translation>
    </message>
    <message>
        <source>The drive aborted the command; try again.</source>
        <translation>Sürücü komutu iptal etti; yeniden deneyin.</translation>
    </message>
    <message>
        <source>The drive reported an error.</source>
        <translation>Sürücü bir hata bildirdi.</translation>
    </message>
    <message>
        <source>%1 (%2, %3)</source>
        <extracomment>%1 a sentence saying what the drive did and what to do; %2 SCSI sense key name, %3 additional sense code and its name, e.g. &quot;24h/00h INVALID FIELD IN CDB&quot;</extracomment>
        <translation>%1 (%2, %3)</translation>
    </message>
    <message>
        <source>The device does not accept SCSI commands, so its drive-level write cache cannot be read or changed this way.</source>
        <translation>Aygıt SCSI komutlarını kabul etmiyor, bu yüzden sürücü düzeyindeki yazma önbelleği bu yolla okunamaz ya da değiştirilemez.</translation>
    </message>
    <message>
        <source>The drive did not answer in time; check its cable and power.</source>
        <translation>Sürücü zamanında yanıt vermedi; kablosunu ve güç bağlantısını denetleyin.</translation>
    </message>
    <message>
        <source>The connection to the drive failed (host status %1h); check its cable and power.</source>
        <extracomment>%1 the Linux host status code in hex</extracomment>
        <translation>Sürücüyle bağlantı başarısız oldu (ana bilgisayar durumu %1h); kablosunu ve güç bağlantısını denetleyin.</translation>
    </message>
    <message>
        <source>The drive is busy; try again in a moment.</source>
        <translation>Sürücü meşgul; biraz sonra yeniden deneyin.</translation>
    </message>
    <message>
        <source>The drive returned SCSI status %1h without sense data.</source>
        <extracomment>%1 SCSI status byte in hex</extracomment>
        <translation>Sürücü sense verisi olmadan SCSI durumu %1h döndürdü.</translation>
    </message>
    <message>
        <source>The caching mode page of %1 could not be decoded: %2</source>
        <extracomment>%1 device path, %2 what is wrong with the reply</extracomment>
        <translation>%1 aygıtının önbellek mod sayfası çözümlenemedi: %2</translation>
    </message>
    <message>
        <source>The drive %1 does not allow its write cache to be switched (its caching page marks WCE as not changeable).</source>
        <extracomment>%1 device path</extracomment>
        <translation>%1 sürücüsü yazma önbelleğinin açılıp kapatılmasına izin vermiyor (önbellek sayfası WCE bitini değiştirilemez olarak işaretliyor).</translation>
    </message>
    <message>
        <source>The drive %1 cannot save its caching page, so the change cannot be kept after a power cycle. Switch it without keeping it instead.</source>
        <extracomment>%1 device path</extracomment>
        <translation>%1 sürücüsü önbellek sayfasını kaydedemiyor, bu yüzden değişiklik kapatıp açmadan sonra korunamaz. Bunun yerine ayarı kalıcı yapmadan değiştirin.</translation>
    </message>
    <message>
        <source>%1 is not a whole SCSI disk; only those can be asked to re-read their caching page.</source>
        <extracomment>%1 kernel block device name</extracomment>
        <translation>%1 bütün bir SCSI diski değil; yalnızca bunlardan önbellek sayfalarını yeniden okumaları istenebilir.</translation>
    </message>
    <message>
        <source>Could not ask the kernel to re-read the settings of %1: %2. Its view of the write cache may be out of date until the next reboot.</source>
        <extracomment>%1 kernel block device name, %2 system error text</extracomment>
        <translation>Çekirdekten %1 aygıtının ayarlarını yeniden okuması istenemedi: %2. Çekirdeğin yazma önbelleğine ilişkin görünümü bir sonraki yeniden başlatmaya kadar güncel olmayabilir.</translation>
    </message>
    <message>
        <source>udisks2 could not save the write-cache setting: %1. The change lasts only until the next power cycle.</source>
        <extracomment>%1 udisks2&apos;s error message</extracomment>
        <translation>udisks2 yazma önbelleği ayarını kaydedemedi: %1. Değişiklik yalnızca bir sonraki kapatıp açmaya kadar sürer.</translation>
    </message>
    <message>
        <source>%1 is a file used as a drive (%2): the drive-level write cache does not apply; the kernel&apos;s view shows whether it passes flushes on to the file.</source>
        <extracomment>%1 device path, %2 the file behind the loop device</extracomment>
        <translation>%1, sürücü olarak kullanılan bir dosya (%2): sürücü düzeyindeki yazma önbelleği burada geçerli değil; çekirdeğin görünümü, önbellek boşaltma isteklerini dosyaya iletip iletmediğini gösterir.</translation>
    </message>
    <message>
        <source>%1 is a virtual disk: the real drive and its cache are on the host, out of reach from this machine. Only the kernel&apos;s view is shown; whether flushes reach the host&apos;s drive depends on the hypervisor&apos;s cache mode.</source>
        <extracomment>%1 device path</extracomment>
        <translation>%1 bir sanal disk: gerçek sürücü ve önbelleği ana makinede, bu makinenin erişemeyeceği yerde. Yalnızca çekirdeğin görünümü gösteriliyor; önbellek boşaltma isteklerinin ana makinenin sürücüsüne ulaşıp ulaşmadığı hipervizörün önbellek moduna bağlıdır.</translation>
    </message>
    <message>
        <source>%1 takes no drive commands: the drive-level write cache does not apply, only the kernel&apos;s view.</source>
        <extracomment>%1 device path</extracomment>
        <translation>%1 sürücü komutu kabul etmiyor: sürücü düzeyindeki yazma önbelleği geçerli değil, yalnızca çekirdeğin görünümü.</translation>
    </message>
    <message>
        <source>DriveProof does not know how to ask %1 about its write cache (unknown transport).</source>
        <extracomment>%1 device path</extracomment>
        <translation>DriveProof, %1 aygıtına yazma önbelleğini nasıl soracağını bilmiyor (bilinmeyen bağlantı türü).</translation>
    </message>
    <message>
        <source>%1 is a virtual disk (%2): the write cache it reports is the hypervisor&apos;s emulation. Whether a flush reaches a real drive depends on the hypervisor&apos;s cache mode on the host.</source>
        <extracomment>%1 device path, %2 who emulates the disk: &quot;QEMU&quot;, &quot;VMware&quot;, &quot;Hyper-V&quot;, &quot;virtio&quot;...</extracomment>
        <translation>%1 bir sanal disk (%2): bildirdiği yazma önbelleği hipervizörün öykünmesi. Bir önbellek boşaltma isteğinin gerçek bir sürücüye ulaşıp ulaşmadığı, ana makinedeki hipervizörün önbellek moduna bağlıdır.</translation>
    </message>
    <message>
        <source>The kernel says write through but the drive&apos;s cache is on: the kernel no longer sends flushes, so committed data can be lost at a power cut. Switch the drive&apos;s cache off, or let the kernel re-read the drive&apos;s setting.</source>
        <translation>Çekirdek write through diyor ama sürücünün önbelleği açık: çekirdek artık önbellek boşaltma isteği göndermiyor, bu yüzden kalıcı olarak yazılmış veriler bir güç kesintisinde kaybolabilir. Sürücünün önbelleğini kapatın ya da çekirdeğin sürücü ayarını yeniden okumasını sağlayın.</translation>
    </message>
    <message>
        <source>The kernel still sends flushes although the drive&apos;s cache is off: safe, only slightly slower.</source>
        <translation>Sürücünün önbelleği kapalı olduğu hâlde çekirdek hâlâ önbellek boşaltma istekleri gönderiyor: güvenli, yalnızca biraz daha yavaş.</translation>
    </message>
    <message>
        <source>The cache is off now, but the saved setting switches it back on at the next power cycle.</source>
        <translation>Önbellek şu anda kapalı, ancak kaydedilmiş ayar bir sonraki kapatıp açmada onu yeniden açacak.</translation>
    </message>
    <message>
        <source>The cache is on now, but the saved setting switches it off at the next power cycle.</source>
        <translation>Önbellek şu anda açık, ancak kaydedilmiş ayar bir sonraki kapatıp açmada onu kapatacak.</translation>
    </message>
    <message>
        <source>%1 cannot keep this setting after a power cycle here, so nothing was changed. Switch it without &quot;keep after reboot&quot;: it then lasts until the next power cycle.</source>
        <extracomment>%1 device path</extracomment>
        <translation>%1 bu ayarı burada kapatıp açmadan sonra koruyamıyor, bu yüzden hiçbir şey değiştirilmedi. &quot;Yeniden başlatmadan sonra koru&quot; seçeneği olmadan değiştirin: ayar o zaman bir sonraki kapatıp açmaya kadar geçerli olur.</translation>
    </message>
    <message>
        <source>%1 has no volatile write cache that can be switched.</source>
        <extracomment>%1 device path</extracomment>
        <translation>%1 aygıtının açılıp kapatılabilen bir geçici yazma önbelleği yok.</translation>
    </message>
    <message>
        <source>%1 does not allow its write cache setting to be changed.</source>
        <extracomment>%1 device path</extracomment>
        <translation>%1 yazma önbelleği ayarının değiştirilmesine izin vermiyor.</translation>
    </message>
    <message>
        <source>The helper&apos;s write-cache reply names no device.</source>
        <translation>Yardımcı programın yazma önbelleği yanıtı bir aygıt belirtmiyor.</translation>
    </message>
    <message>
        <source>Whether the write cache of %1 is on could not be read: %2</source>
        <extracomment>%1 device path, %2 the error the drive or the kernel gave</extracomment>
        <translation>%1 aygıtının yazma önbelleğinin açık olup olmadığı okunamadı: %2</translation>
    </message>
    <message>
        <source>Whether the write cache of %1 can be switched could not be read: %2</source>
        <extracomment>%1 device path, %2 the error the drive or the kernel gave</extracomment>
        <translation>%1 aygıtının yazma önbelleğinin açılıp kapatılabilir olup olmadığı okunamadı: %2</translation>
    </message>
    <message>
        <source>The saved write cache setting of %1 could not be read: %2</source>
        <extracomment>%1 device path, %2 the error the drive or the kernel gave</extracomment>
        <translation>%1 aygıtının kaydedilmiş yazma önbelleği ayarı okunamadı: %2</translation>
    </message>
    <message>
        <source>Finding %1 (%2)</source>
        <extracomment>a finding this version does not know (from a newer helper); %1 its code, %2 its arguments</extracomment>
        <translation>Bulgu %1 (%2)</translation>
    </message>
    <message>
        <source>write back</source>
        <extracomment>the kernel&apos;s view of a drive&apos;s cache (queue/write_cache): it sends flushes</extracomment>
        <translation>gecikmeli yazma</translation>
    </message>
    <message>
        <source>write through</source>
        <extracomment>the kernel&apos;s view of a drive&apos;s cache (queue/write_cache): it sends no flushes</extracomment>
        <translation>doğrudan yazma</translation>
    </message>
    <message>
        <source>The helper&apos;s write-cache reply has findings in a form this version does not read. Restart DriveProof after an update.</source>
        <translation>Yardımcı programın yazma önbelleği yanıtında bu sürümün okuyamadığı bir biçimde bulgular var. Bir güncellemeden sonra DriveProof&apos;u yeniden başlatın.</translation>
    </message>
    <message>
        <source>The helper&apos;s write-cache reply has a finding without a code. Restart DriveProof after an update.</source>
        <translation>Yardımcı programın yazma önbelleği yanıtında kodu olmayan bir bulgu var. Bir güncellemeden sonra DriveProof&apos;u yeniden başlatın.</translation>
    </message>
    <message>
        <source>A self-test is already running on the drive.</source>
        <translation>Sürücüde zaten bir öz sınama çalışıyor.</translation>
    </message>
</context>
<context>
    <name>DriveProof::Capacity</name>
    <message>
        <source>Writing records</source>
        <translation>Kayıtlar yazılıyor</translation>
    </message>
    <message>
        <source>Pushing the drive&apos;s cache out</source>
        <translation>Sürücünün önbelleği dışarı itiliyor</translation>
    </message>
    <message>
        <source>Reading back</source>
        <translation>Geri okunuyor</translation>
    </message>
    <message>
        <source>Closing in on the boundary</source>
        <translation>Sınır daraltılıyor</translation>
    </message>
    <message>
        <source>records written elsewhere (wrap-around)</source>
        <translation>başka yere yazılmış kayıtlar (başa sarma)</translation>
    </message>
    <message>
        <source>zeros</source>
        <translation>sıfırlar</translation>
    </message>
    <message>
        <source>not what was written</source>
        <translation>yazılan şey değil</translation>
    </message>
    <message>
        <source>damaged records</source>
        <translation>hasarlı kayıtlar</translation>
    </message>
    <message>
        <source>read errors</source>
        <translation>okuma hataları</translation>
    </message>
    <message>
        <source>Usable size proved: %1 (%2 bytes).</source>
        <extracomment>%1 a size, e.g. &quot;62.1 GB&quot;, %2 the same in bytes</extracomment>
        <translation>Kanıtlanmış kullanılabilir boyut: %1 (%2 bayt).</translation>
    </message>
    <message>
        <source>First bad block at byte %1; the boundary is known to within %2.</source>
        <extracomment>%1 a byte offset as a number, %2 a size, e.g. &quot;4 kB&quot;</extracomment>
        <translation>İlk bozuk blok %1. baytta; sınır %2 hassasiyetle biliniyor.</translation>
    </message>
    <message numerus="yes">
        <source>%n write request(s), %1 written, in %2 s.</source>
        <extracomment>%n write requests, %1 a size, e.g. &quot;1.1 GB&quot;, %2 seconds, e.g. &quot;12.5&quot;</extracomment>
        <translation>
            <numerusform>%n yazma isteği, %1 yazıldı, %2 sn içinde.</numerusform>
        </translation>
    </message>
    <message>
        <source>Genuine: every record written across all %1 bytes (%2) read back where it was written.</source>
        <extracomment>%1 the drive&apos;s size in bytes as a number, %2 the same size short, e.g. &quot;1.0 TB&quot;</extracomment>
        <translation>Gerçek: %1 baytın (%2) tamamına yazılan her kayıt, yazıldığı yerden geri okundu.</translation>
    </message>
    <message>
        <source>Fake: only the first %1 are real; writes beyond that land at the start again (wrap-around). The drive claims %2.</source>
        <extracomment>%1 the real size, e.g. &quot;62.1 GB&quot;, %2 the size the drive claims, e.g. &quot;128.0 GB&quot;</extracomment>
        <translation>Sahte: yalnızca ilk %1 gerçek; bunun ötesine yazılanlar yeniden başa düşüyor (başa sarma). Sürücü %2 olduğunu iddia ediyor.</translation>
    </message>
    <message>
        <source>Fake: writes beyond %1 are thrown away. The drive claims %2.</source>
        <extracomment>%1 where the real part ends, e.g. &quot;120.3 GB&quot;, %2 the size the drive claims</extracomment>
        <translation>Sahte: %1 ötesine yazılanlar atılıyor. Sürücü %2 olduğunu iddia ediyor.</translation>
    </message>
    <message numerus="yes">
        <source>Damaged: %n block(s) did not hold what was written, the first at %1.</source>
        <extracomment>%n how many blocks, %1 the position of the first one, e.g. &quot;3.2 GB&quot;</extracomment>
        <translation>
            <numerusform>Hasarlı: %n blok yazılanı içermiyordu, ilki %1 konumunda.</numerusform>
        </translation>
    </message>
    <message>
        <source>Could not decide: the test was cancelled.</source>
        <translation>Karar verilemedi: test iptal edildi.</translation>
    </message>
    <message>
        <source>Could not decide: the drive did not accept a flush of its cache.</source>
        <translation>Karar verilemedi: sürücü önbelleğinin boşaltılmasını kabul etmedi.</translation>
    </message>
    <message>
        <source>Could not decide: the device is too small to test.</source>
        <translation>Karar verilemedi: aygıt test için çok küçük.</translation>
    </message>
    <message>
        <source>Could not decide: nothing that was written could be read back.</source>
        <translation>Karar verilemedi: yazılanların hiçbiri geri okunamadı.</translation>
    </message>
    <message>
        <source>The drive was reset before reading back: what its controller kept in memory was lost.</source>
        <translation>Sürücü geri okumadan önce sıfırlandı: denetleyicisinin bellekte tuttukları kayboldu.</translation>
    </message>
    <message>
        <source>The drive was reset before reading back but did not come back.</source>
        <translation>Sürücü geri okumadan önce sıfırlandı ama geri gelmedi.</translation>
    </message>
    <message>
        <source>Not reset before reading back: this device cannot be reset.</source>
        <translation>Geri okumadan önce sıfırlanmadı: bu aygıt sıfırlanamaz.</translation>
    </message>
    <message>
        <source>Not reset before reading back: only a USB drive can be reset on its own.</source>
        <translation>Geri okumadan önce sıfırlanmadı: yalnızca bir USB sürücü tek başına sıfırlanabilir.</translation>
    </message>
    <message>
        <source>Not reset before reading back: only a run as root can reset a USB drive (sudo driveproof-cli capacity).</source>
        <translation>Geri okumadan önce sıfırlanmadı: bir USB sürücüyü yalnızca root olarak çalıştırma sıfırlayabilir (sudo driveproof-cli capacity).</translation>
    </message>
    <message>
        <source>Not reset before reading back: a partition was checked, and a reset would touch the whole drive.</source>
        <translation>Geri okumadan önce sıfırlanmadı: bir bölüm denetlendi ve sıfırlama tüm sürücüyü etkilerdi.</translation>
    </message>
    <message>
        <source>Not reset before reading back: its USB device carries other drives too.</source>
        <translation>Geri okumadan önce sıfırlanmadı: USB aygıtında başka sürücüler de var.</translation>
    </message>
    <message>
        <source>Not reset before reading back: the kernel refused (%1).</source>
        <extracomment>%1 the system&apos;s error message, e.g. &quot;Operation not permitted&quot;</extracomment>
        <translation>Geri okumadan önce sıfırlanmadı: çekirdek reddetti (%1).</translation>
    </message>
    <message>
        <source>Waiting for the drive&apos;s cache to write back</source>
        <translation>Sürücünün önbelleğini yazması bekleniyor</translation>
    </message>
</context>
<context>
    <name>DriveProof::Cli</name>
    <message>
        <source>Logical sector size in bytes (images: 512).</source>
        <translation>Bayt cinsinden mantıksal sektör boyutu (kalıplar: 512).</translation>
    </message>
    <message>
        <source>Physical sector size in bytes (images: 4096).</source>
        <translation>Bayt cinsinden fiziksel sektör boyutu (kalıplar: 4096).</translation>
    </message>
    <message>
        <source>Optimal I/O size in bytes, 0 = not reported (images: 0).</source>
        <translation>Bayt cinsinden en uygun G/Ç boyutu, 0 = bildirilmemiş (kalıplar: 0).</translation>
    </message>
    <message>
        <source>Bytes from LBA 0 to the next physical sector boundary (images: 0).</source>
        <translation>LBA 0 ile bir sonraki fiziksel sektör sınırı arasındaki bayt sayısı (kalıplar: 0).</translation>
    </message>
    <message>
        <source>%1 %2 is not a number of bytes. Give a whole number such as 4096.</source>
        <extracomment>%1 option name, %2 the value given</extracomment>
        <translation>%1 %2 bir bayt sayısı değil. 4096 gibi bir tam sayı verin.</translation>
    </message>
    <message>
        <source>%1 %2 is not a valid block size. Give a power of two from 512 to 1048576 bytes, e.g. 4096.</source>
        <extracomment>%1 option name, %2 the value given</extracomment>
        <translation>%1 %2 geçerli bir blok boyutu değil. 512 ile 1048576 bayt arasında ikinin bir kuvvetini verin, örneğin 4096.</translation>
    </message>
    <message>
        <source>--physical-block-size %1 is smaller than --logical-block-size %2: a physical sector holds one or more logical sectors.</source>
        <extracomment>%1 physical size given, %2 logical size given</extracomment>
        <translation>--physical-block-size %1, --logical-block-size %2 değerinden küçük: bir fiziksel sektör bir ya da daha fazla mantıksal sektör içerir.</translation>
    </message>
    <message>
        <source>--physical-block-size %1 is smaller than the %3-byte logical sectors of %2: a physical sector holds one or more logical sectors.</source>
        <extracomment>%1 physical size given, %2 device, %3 its logical sector size</extracomment>
        <translation>--physical-block-size %1, %2 aygıtının %3 baytlık mantıksal sektörlerinden küçük: bir fiziksel sektör bir ya da daha fazla mantıksal sektör içerir.</translation>
    </message>
    <message>
        <source>%1 %2 is not valid. Give 0 (not reported) or a multiple of the physical block size (%3 bytes) up to 1 GiB.</source>
        <extracomment>%1 option name, %2 the value given, %3 physical sector size</extracomment>
        <translation>%1 %2 geçerli değil. 0 (bildirilmemiş) ya da fiziksel blok boyutunun (%3 bayt) 1 GiB&apos;a kadar bir katını verin.</translation>
    </message>
    <message>
        <source>%1 %2 is not valid. Give a multiple of the logical block size (%3 bytes) smaller than the physical block size (%4 bytes), e.g. 0.</source>
        <extracomment>%1 option name, %2 the value given, %3 logical and %4 physical sector size</extracomment>
        <translation>%1 %2 geçerli değil. Mantıksal blok boyutunun (%3 bayt) fiziksel blok boyutundan (%4 bayt) küçük bir katını verin, örneğin 0.</translation>
    </message>
    <message>
        <source>yes</source>
        <translation>evet</translation>
    </message>
    <message>
        <source>no</source>
        <translation>hayır</translation>
    </message>
    <message numerus="yes">
        <source>%n byte(s)</source>
        <extracomment>%n bytes of the optimal I/O size
----------
a size in bytes, e.g. &quot;4096 bytes&quot;</extracomment>
        <translation>
            <numerusform>%n bayt</numerusform>
        </translation>
    </message>
    <message>
        <source>not reported</source>
        <translation>bildirilmemiş</translation>
    </message>
    <message>
        <source>%1: %2 partition table, logical sector %3 bytes, physical sector %4 bytes, optimal I/O size %5, alignment offset %6 bytes.</source>
        <extracomment>%1 device or image, %2 &quot;dos&quot;/&quot;gpt&quot;, %3 and %4 sector sizes in bytes, %5 optimal I/O size (&quot;65536 bytes&quot; or &quot;not reported&quot;), %6 alignment offset in bytes</extracomment>
        <translation>%1: %2 bölüm tablosu, mantıksal sektör %3 bayt, fiziksel sektör %4 bayt, en uygun G/Ç boyutu %5, hizalama kayması %6 bayt.</translation>
    </message>
    <message>
        <source>unknown</source>
        <translation>bilinmiyor</translation>
    </message>
    <message>
        <source>The partition table of %1 has no partitions.</source>
        <extracomment>%1 device or image</extracomment>
        <translation>%1 bölüm tablosunda hiç bölüm yok.</translation>
    </message>
    <message>
        <source>PARTITION</source>
        <translation>BÖLÜM</translation>
    </message>
    <message>
        <source>START (sector)</source>
        <translation>BAŞLANGIÇ (sektör)</translation>
    </message>
    <message>
        <source>START (bytes)</source>
        <translation>BAŞLANGIÇ (bayt)</translation>
    </message>
    <message>
        <source>LOGICAL</source>
        <translation>MANTIKSAL</translation>
    </message>
    <message>
        <source>PHYSICAL</source>
        <translation>FİZİKSEL</translation>
    </message>
    <message>
        <source>OPTIMAL</source>
        <translation>EN UYGUN</translation>
    </message>
    <message>
        <source>1 MiB</source>
        <translation>1 MiB</translation>
    </message>
    <message>
        <source>VERDICT</source>
        <translation>KARAR</translation>
    </message>
    <message>
        <source>No drive or file named %1. Give a drive such as /dev/sdb (see &apos;driveproof-cli list&apos;) or the path of a disk image.</source>
        <extracomment>%1 what the user typed</extracomment>
        <translation>%1 adlı bir sürücü ya da dosya yok. /dev/sdb gibi bir sürücü (bkz. &apos;driveproof-cli list&apos;) ya da bir disk kalıbının yolunu verin.</translation>
    </message>
    <message>
        <source>%1 is a partition. Give the whole drive instead: &apos;driveproof-cli align %2&apos;.</source>
        <extracomment>%1 the partition given, %2 its whole drive</extracomment>
        <translation>%1 bir bölüm. Bunun yerine sürücünün tamamını verin: &apos;driveproof-cli align %2&apos;.</translation>
    </message>
    <message>
        <source>Check that every partition of a drive or a disk image starts on a boundary that suits the drive: its physical sectors, 1 MiB and its optimal I/O size.</source>
        <translation>Bir sürücünün ya da disk kalıbının her bölümünün sürücüye uygun bir sınırda başladığını denetler: fiziksel sektörleri, 1 MiB ve en uygun G/Ç boyutu.</translation>
    </message>
    <message>
        <source>A drive (/dev/sdb, sdb) or a disk image file.</source>
        <translation>Bir sürücü (/dev/sdb, sdb) ya da bir disk kalıbı dosyası.</translation>
    </message>
    <message>
        <source>Print JSON (keys in docs/json.md).</source>
        <translation>JSON yazdır (anahtarlar docs/json.md içinde).</translation>
    </message>
    <message>
        <source>&apos;align&apos; needs exactly one drive or disk image, e.g. &apos;driveproof-cli align /dev/sdb&apos; or &apos;driveproof-cli align disk.img&apos;.</source>
        <translation>&apos;align&apos; tam olarak bir sürücü ya da disk kalıbı gerektirir, örneğin &apos;driveproof-cli align /dev/sdb&apos; ya da &apos;driveproof-cli align disk.img&apos;.</translation>
    </message>
    <message>
        <source>This test writes over the data on %1. Everything on it will be lost.
Type the device name (%2) to go on: </source>
        <extracomment>%1 device node, %2 its short name the user must type</extracomment>
        <translation>Bu test %1 üzerindeki verilerin üzerine yazar. Üzerindeki her şey kaybolacak.
Devam etmek için aygıt adını (%2) yazın: </translation>
    </message>
    <message>
        <source>There is no device %1. Run &apos;driveproof-cli list&apos; to see the drives on this machine.</source>
        <extracomment>%1 what the user typed</extracomment>
        <translation>%1 diye bir aygıt yok. Bu makinedeki sürücüleri görmek için &apos;driveproof-cli list&apos; komutunu çalıştırın.</translation>
    </message>
    <message>
        <source>There is no folder or file %1. Give an existing folder (a temporary test file is made in it), a file or a block device.</source>
        <extracomment>%1 what the user typed</extracomment>
        <translation>%1 diye bir klasör ya da dosya yok. Var olan bir klasör (içinde geçici bir test dosyası oluşturulur), bir dosya ya da bir blok aygıtı verin.</translation>
    </message>
    <message>
        <source>%1 is not a folder, a regular file or a block device (it is a pipe, a socket or a character device). Give a folder, a file or a block device.</source>
        <extracomment>%1 what the user typed</extracomment>
        <translation>%1 bir klasör, normal bir dosya ya da bir blok aygıtı değil (bir boru, bir soket ya da bir karakter aygıtı). Bir klasör, bir dosya ya da bir blok aygıtı verin.</translation>
    </message>
    <message>
        <source>%1 is a device: this test writes to it and destroys its data. Add --destructive if that is what you want, or give a folder.</source>
        <extracomment>%1 device node</extracomment>
        <translation>%1 bir aygıt: bu test aygıta yazar ve üzerindeki verileri yok eder. İstediğiniz buysa --destructive ekleyin ya da bir klasör verin.</translation>
    </message>
    <message>
        <source>%1 is in use: %2 Nothing was written.</source>
        <extracomment>%1 device node, %2 a sentence saying what uses it, e.g. &quot;/dev/loop0 backs the loop device /dev/loop1. /dev/loop1 is mounted on /mnt.&quot;</extracomment>
        <translation>%1 kullanımda: %2 Hiçbir şey yazılmadı.</translation>
    </message>
    <message>
        <source>The name did not match; nothing was written.</source>
        <translation>Ad eşleşmedi; hiçbir şey yazılmadı.</translation>
    </message>
    <message>
        <source>--output cannot write %1: %2.</source>
        <extracomment>%1 file name, %2 the system&apos;s error text</extracomment>
        <translation>--output, %1 dosyasına yazamıyor: %2.</translation>
    </message>
    <message>
        <source>Cancelled while the test file was being prepared; it was removed.</source>
        <translation>Test dosyası hazırlanırken iptal edildi; dosya kaldırıldı.</translation>
    </message>
    <message>
        <source>--cache-ab needs to know the drive under the target, and it could not be found.</source>
        <translation>--cache-ab hedefin altındaki sürücüyü bilmek zorunda, ancak sürücü bulunamadı.</translation>
    </message>
    <message>
        <source>--only %1 matches no measurement of this test. The keys are the &quot;key&quot; fields of its --json output.</source>
        <extracomment>%1 what the user gave to --only</extracomment>
        <translation>--only %1 bu testin hiçbir ölçümüyle eşleşmiyor. Anahtarlar, testin --json çıktısındaki &quot;key&quot; alanlarıdır.</translation>
    </message>
    <message>
        <source>Cannot write %1: %2.</source>
        <extracomment>%1 file name, %2 the system&apos;s error text
----------
%1 file, %2 the system&apos;s reason</extracomment>
        <translation>%1 yazılamıyor: %2.</translation>
    </message>
    <message>
        <source>Cancelled; the lines above finished before that.</source>
        <translation>İptal edildi; yukarıdaki satırlar bundan önce tamamlanmıştı.</translation>
    </message>
    <message>
        <source>Measure a drive: commit rate (like pg_test_fsync), throughput, random I/O, sweeps, the hybrid-cache check.
FAMILY is one of: quick, commit, throughput (or seq), sustained, surface, random, sweep (with --axis), sweep-block-size, sweep-queue-depth, sweep-threads, hybrid.
TARGET is a folder (default: the current one; a temporary file is created and removed), an existing file (used in place, never grown), or a block device (read tests; writing needs --destructive).</source>
        <translation>Bir sürücüyü ölçer: kalıcı yazma hızı (pg_test_fsync gibi), aktarım hızı, rastgele G/Ç, taramalar, hibrit önbellek denetimi.
FAMILY şunlardan biridir: quick, commit, throughput (ya da seq), sustained, surface, random, sweep (--axis ile), sweep-block-size, sweep-queue-depth, sweep-threads, hybrid.
TARGET bir klasördür (varsayılan: geçerli klasör; geçici bir dosya oluşturulur ve kaldırılır), var olan bir dosyadır (yerinde kullanılır, asla büyütülmez) ya da bir blok aygıtıdır (okuma testleri; yazma --destructive gerektirir).</translation>
    </message>
    <message>
        <source>The test to run.</source>
        <translation>Çalıştırılacak test.</translation>
    </message>
    <message>
        <source>Folder, file or device (or --target).</source>
        <translation>Klasör, dosya ya da aygıt (ya da --target).</translation>
    </message>
    <message>
        <source>Folder, file or device, like TARGET.</source>
        <translation>TARGET gibi klasör, dosya ya da aygıt.</translation>
    </message>
    <message>
        <source>Test area or temporary file size, e.g. 1G, 256M (default: 1G; commit: 16M; a device: all of it for the surface scan).</source>
        <translation>Test alanının ya da geçici dosyanın boyutu, örneğin 1G, 256M (varsayılan: 1G; commit: 16M; bir aygıt: yüzey taraması için tamamı).</translation>
    </message>
    <message>
        <source>Seconds per measurement (default: 5).</source>
        <translation>Ölçüm başına saniye (varsayılan: 5).</translation>
    </message>
    <message>
        <source>I/O engine: auto, io_uring or psync (default: auto).</source>
        <translation>G/Ç motoru: auto, io_uring ya da psync (varsayılan: auto).</translation>
    </message>
    <message>
        <source>Block size for random, sweeps and sustained, e.g. 4k.</source>
        <translation>random, taramalar ve sustained için blok boyutu, örneğin 4k.</translation>
    </message>
    <message>
        <source>I/Os in flight per thread (sweeps, sustained).</source>
        <translation>İş parçacığı başına bekleyen G/Ç sayısı (taramalar, sustained).</translation>
    </message>
    <message>
        <source>Threads (sweeps).</source>
        <translation>İş parçacıkları (taramalar).</translation>
    </message>
    <message>
        <source>Sweeps: 100 reads only (default), 0 writes only, or a mix.</source>
        <translation>Taramalar: 100 yalnızca okuma (varsayılan), 0 yalnızca yazma ya da bir karışım.</translation>
    </message>
    <message>
        <source>Quick, throughput, random: reads only.</source>
        <translation>quick, throughput, random: yalnızca okuma.</translation>
    </message>
    <message>
        <source>Quick, throughput, random: writes only.</source>
        <translation>quick, throughput, random: yalnızca yazma.</translation>
    </message>
    <message>
        <source>Quick, throughput, random: a mix with this percentage of reads, e.g. 70.</source>
        <translation>quick, throughput, random: bu okuma yüzdesiyle bir karışım, örneğin 70.</translation>
    </message>
    <message>
        <source>One CrystalDiskMark preset: SEQ1M-Q8T1, SEQ1M-Q1T1, RND4K-Q32T1, RND4K-Q1T1 (or any RND|SEQ&lt;size&gt;-Q&lt;depth&gt;T&lt;threads&gt;).</source>
        <translation>Bir CrystalDiskMark ön ayarı: SEQ1M-Q8T1, SEQ1M-Q1T1, RND4K-Q32T1, RND4K-Q1T1 (ya da herhangi bir RND|SEQ&lt;size&gt;-Q&lt;depth&gt;T&lt;threads&gt;).</translation>
    </message>
    <message>
        <source>sweep: block-size (default), queue-depth or threads.</source>
        <translation>sweep: block-size (varsayılan), queue-depth ya da threads.</translation>
    </message>
    <message>
        <source>Hybrid check: seconds the drive stays idle between the passes (default: 300).</source>
        <translation>Hibrit denetim: geçişler arasında sürücünün boşta kaldığı saniye (varsayılan: 300).</translation>
    </message>
    <message>
        <source>Commit: measure again with the drive&apos;s write cache off, then switch it back on.</source>
        <translation>commit: sürücünün yazma önbelleği kapalıyken yeniden ölç, ardından önbelleği yeniden aç.</translation>
    </message>
    <message>
        <source>Allow a write test on a raw device: everything on it is lost.</source>
        <translation>Ham bir aygıtta yazma testine izin ver: üzerindeki her şey kaybolur.</translation>
    </message>
    <message>
        <source>Go through the page cache (no O_DIRECT).</source>
        <translation>Sayfa önbelleğinden geç (O_DIRECT olmadan).</translation>
    </message>
    <message>
        <source>Print the result as JSON (docs/json.md).</source>
        <translation>Sonucu JSON olarak yazdır (docs/json.md).</translation>
    </message>
    <message>
        <source>Also write the JSON result to FILE.</source>
        <translation>JSON sonucunu ayrıca FILE dosyasına yaz.</translation>
    </message>
    <message>
        <source>Run only the measurements with these keys, separated by commas (e.g. rnd4kq32t1.read, commit.s1.fdatasync).</source>
        <translation>Yalnızca virgülle ayrılmış bu anahtarlara sahip ölçümleri çalıştır (örneğin rnd4kq32t1.read, commit.s1.fdatasync).</translation>
    </message>
    <message>
        <source>Do not keep the result in the drive&apos;s history.</source>
        <translation>Sonucu sürücünün geçmişinde tutma.</translation>
    </message>
    <message>
        <source>&apos;bench&apos; needs a FAMILY and at most one TARGET, e.g. &apos;driveproof-cli bench quick ~/&apos;.</source>
        <translation>&apos;bench&apos; bir FAMILY ve en fazla bir TARGET gerektirir, örneğin &apos;driveproof-cli bench quick ~/&apos;.</translation>
    </message>
    <message>
        <source>--axis goes with &apos;sweep&apos; and takes block-size, queue-depth or threads, not &apos;%1&apos;.</source>
        <extracomment>%1 what the user typed</extracomment>
        <translation>--axis, &apos;sweep&apos; ile kullanılır ve block-size, queue-depth ya da threads alır; &apos;%1&apos; değil.</translation>
    </message>
    <message>
        <source>unknown test &apos;%1&apos;. Try &apos;driveproof-cli bench --help&apos;.</source>
        <extracomment>%1 what the user typed</extracomment>
        <translation>bilinmeyen test &apos;%1&apos;. &apos;driveproof-cli bench --help&apos; komutunu deneyin.</translation>
    </message>
    <message>
        <source>--size takes a size of at least 4K, such as 1G or 256M, not &apos;%1&apos;.</source>
        <extracomment>%1 what the user typed</extracomment>
        <translation>--size en az 4K olan bir boyut alır, örneğin 1G ya da 256M; &apos;%1&apos; değil.</translation>
    </message>
    <message>
        <source>--duration takes seconds, e.g. 5, not &apos;%1&apos;.</source>
        <extracomment>%1 what the user typed</extracomment>
        <translation>--duration saniye alır, örneğin 5; &apos;%1&apos; değil.</translation>
    </message>
    <message>
        <source>--backend takes auto, io_uring or psync, not &apos;%1&apos;.</source>
        <extracomment>%1 what the user typed</extracomment>
        <translation>--backend auto, io_uring ya da psync alır; &apos;%1&apos; değil.</translation>
    </message>
    <message>
        <source>--block-size takes a multiple of 512 bytes up to 64M, not &apos;%1&apos;.</source>
        <extracomment>%1 what the user typed</extracomment>
        <translation>--block-size 64M&apos;ye kadar 512 baytın bir katını alır; &apos;%1&apos; değil.</translation>
    </message>
    <message>
        <source>--%1 takes a whole number up to %2, not &apos;%3&apos;.</source>
        <extracomment>%1 the option, %2 the largest value, %3 what the user typed</extracomment>
        <translation>--%1 en fazla %2 olan bir tam sayı alır; &apos;%3&apos; değil.</translation>
    </message>
    <message>
        <source>--idle takes seconds, not &apos;%1&apos;.</source>
        <extracomment>%1 what the user typed</extracomment>
        <translation>--idle saniye alır; &apos;%1&apos; değil.</translation>
    </message>
    <message>
        <source>Give one of --read, --write and --mix.</source>
        <translation>--read, --write ve --mix seçeneklerinden birini verin.</translation>
    </message>
    <message>
        <source>--mix takes the percentage of reads, 0 to 100, not &apos;%1&apos;.</source>
        <extracomment>%1 what the user typed</extracomment>
        <translation>--mix okuma yüzdesini alır, 0 ile 100 arası; &apos;%1&apos; değil.</translation>
    </message>
    <message>
        <source>--preset takes a name such as RND4K-Q32T1 or SEQ1M-Q8T1, not &apos;%1&apos;.</source>
        <extracomment>%1 what the user typed</extracomment>
        <translation>--preset RND4K-Q32T1 ya da SEQ1M-Q8T1 gibi bir ad alır; &apos;%1&apos; değil.</translation>
    </message>
    <message>
        <source>--preset goes with quick, random or seq.</source>
        <translation>--preset; quick, random ya da seq ile kullanılır.</translation>
    </message>
    <message>
        <source>--cache-ab goes with the commit test.</source>
        <translation>--cache-ab, commit testiyle kullanılır.</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <extracomment>flushes per commit on one device: %1 device, %2 flushes per commit</extracomment>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>Commit method</source>
        <translation>Kalıcı yazma yöntemi</translation>
    </message>
    <message>
        <source>Commits/s</source>
        <translation>Kalıcı yazma/sn</translation>
    </message>
    <message>
        <source>Mean µs</source>
        <translation>Ortalama µs</translation>
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
        <translation>En fazla µs</translation>
    </message>
    <message>
        <source>Flushes/commit</source>
        <translation>Boşaltma/yazma</translation>
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
        <translation>iyi</translation>
    </message>
    <message>
        <source>caution</source>
        <translation>dikkat</translation>
    </message>
    <message>
        <source>danger</source>
        <translation>tehlike</translation>
    </message>
    <message>
        <source>note</source>
        <translation>not</translation>
    </message>
    <message>
        <source>[%1%] %2: %3, %4, %5 left</source>
        <extracomment>live progress: %1 percent done, %2 the step, %3 rate, %4 IOPS, %5 time left (m:ss)</extracomment>
        <translation>[%%1] %2: %3, %4, kalan %5</translation>
    </message>
    <message>
        <source>[%1%] %2</source>
        <extracomment>live progress without numbers: %1 percent done, %2 the step</extracomment>
        <translation>[%%1] %2</translation>
    </message>
    <message>
        <source>%1 on %2</source>
        <extracomment>%1 the test&apos;s title, %2 where it ran</extracomment>
        <translation>%1, %2 üzerinde</translation>
    </message>
    <message>
        <source>- %1: %2</source>
        <extracomment>a verdict as a list item: %1 good/caution/danger/note, %2 the verdict</extracomment>
        <translation>- %1: %2</translation>
    </message>
    <message>
        <source>on</source>
        <extracomment>the drive&apos;s write cache</extracomment>
        <translation>açık</translation>
    </message>
    <message>
        <source>off</source>
        <translation>kapalı</translation>
    </message>
    <message>
        <source>yes, through udisks2 (re-applied at every boot)</source>
        <translation>evet, udisks2 aracılığıyla (her açılışta yeniden uygulanır)</translation>
    </message>
    <message>
        <source>yes, saved in the drive</source>
        <translation>evet, sürücüye kaydedildi</translation>
    </message>
    <message>
        <source>no: a change lasts until the next power cycle</source>
        <translation>hayır: bir değişiklik bir sonraki kapatıp açmaya kadar sürer</translation>
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
        <translation>yok (sürücü komutu kabul etmiyor)</translation>
    </message>
    <message>
        <source>Device</source>
        <translation>Aygıt</translation>
    </message>
    <message>
        <source>Protocol</source>
        <translation>Protokol</translation>
    </message>
    <message>
        <source>Drive has a write cache</source>
        <translation>Sürücüde yazma önbelleği var</translation>
    </message>
    <message>
        <source>Drive&apos;s cache now</source>
        <translation>Sürücü önbelleği şu anda</translation>
    </message>
    <message>
        <source>Saved setting</source>
        <translation>Kaydedilmiş ayar</translation>
    </message>
    <message>
        <source>none</source>
        <translation>yok</translation>
    </message>
    <message>
        <source>Can be changed</source>
        <translation>Değiştirilebilir</translation>
    </message>
    <message>
        <source>Keeps after reboot</source>
        <translation>Yeniden başlatmadan sonra korunur</translation>
    </message>
    <message>
        <source>Kernel&apos;s view</source>
        <translation>Çekirdeğin görünümü</translation>
    </message>
    <message>
        <source>Kernel uses FUA</source>
        <translation>Çekirdek FUA kullanıyor</translation>
    </message>
    <message>
        <source>Sources</source>
        <translation>Kaynaklar</translation>
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
        <translation>kötü</translation>
    </message>
    <message>
        <source>Overall</source>
        <translation>Genel</translation>
    </message>
    <message>
        <source>Temperature</source>
        <extracomment>temperature in degrees Celsius</extracomment>
        <translation>Sıcaklık</translation>
    </message>
    <message>
        <source>%1 °C</source>
        <translation>%1 °C</translation>
    </message>
    <message>
        <source>Power-on hours</source>
        <translation>Çalışma saati</translation>
    </message>
    <message>
        <source>Power cycles</source>
        <translation>Güç döngüsü</translation>
    </message>
    <message>
        <source>Unsafe shutdowns</source>
        <translation>Güvensiz kapanmalar</translation>
    </message>
    <message>
        <source>Bad sectors</source>
        <translation>Bozuk sektörler</translation>
    </message>
    <message>
        <source>Media errors</source>
        <translation>Ortam hataları</translation>
    </message>
    <message>
        <source>Wear</source>
        <extracomment>wear of an SSD, in percent of its rated life</extracomment>
        <translation>Aşınma</translation>
    </message>
    <message>
        <source>%1 %</source>
        <translation>%%1</translation>
    </message>
    <message>
        <source>Available spare</source>
        <translation>Kullanılabilir yedek</translation>
    </message>
    <message>
        <source>Source</source>
        <translation>Kaynak</translation>
    </message>
    <message>
        <source>%1 is a partition; the write cache and health belong to the whole drive. Give %2 instead.</source>
        <extracomment>%1 partition the user gave, %2 its whole drive</extracomment>
        <translation>%1 bir bölüm; yazma önbelleği ve sağlık durumu sürücünün tamamına aittir. Bunun yerine %2 verin.</translation>
    </message>
    <message>
        <source>Show the drive&apos;s volatile write cache next to the kernel&apos;s view, or switch it.</source>
        <translation>Sürücünün geçici yazma önbelleğini çekirdeğin görünümüyle yan yana gösterir ya da önbelleği açıp kapatır.</translation>
    </message>
    <message>
        <source>A drive, e.g. /dev/sda.</source>
        <translation>Bir sürücü, örneğin /dev/sda.</translation>
    </message>
    <message>
        <source>Switch the drive&apos;s cache on or off.</source>
        <translation>Sürücünün önbelleğini aç ya da kapat.</translation>
    </message>
    <message>
        <source>Keep the setting after a power cycle, where the drive or udisks2 can keep it honestly.</source>
        <translation>Sürücünün ya da udisks2&apos;nin bunu dürüstçe yapabildiği durumlarda ayarı kapatıp açmadan sonra da koru.</translation>
    </message>
    <message>
        <source>&apos;cache&apos; needs exactly one DEVICE, e.g. &apos;driveproof-cli cache /dev/sda&apos;.</source>
        <translation>&apos;cache&apos; tam olarak bir DEVICE gerektirir, örneğin &apos;driveproof-cli cache /dev/sda&apos;.</translation>
    </message>
    <message>
        <source>--set takes &apos;on&apos; or &apos;off&apos;, not &apos;%1&apos;.</source>
        <extracomment>%1 the value the user gave</extracomment>
        <translation>--set &apos;on&apos; ya da &apos;off&apos; alır; &apos;%1&apos; değil.</translation>
    </message>
    <message>
        <source>--persist goes with --set on|off.</source>
        <translation>--persist, --set on|off ile kullanılır.</translation>
    </message>
    <message>
        <source>Show the drive&apos;s health: overall verdict, temperature, hours, power cycles, unsafe shutdowns.</source>
        <translation>Sürücünün sağlık durumunu gösterir: genel karar, sıcaklık, saat, güç döngüleri, güvensiz kapanmalar.</translation>
    </message>
    <message>
        <source>&apos;health&apos; needs exactly one DEVICE, e.g. &apos;driveproof-cli health /dev/sda&apos;.</source>
        <translation>&apos;health&apos; tam olarak bir DEVICE gerektirir, örneğin &apos;driveproof-cli health /dev/sda&apos;.</translation>
    </message>
    <message>
        <source>--language needs a language, one of: %1.</source>
        <extracomment>%1 the language codes DriveProof has, e.g. &quot;de, en, es&quot;</extracomment>
        <translation>--language bir dil gerektirir, şunlardan biri: %1.</translation>
    </message>
    <message>
        <source>unknown language &apos;%1&apos;. Choose one of: %2.</source>
        <extracomment>%1 what was given after --language, %2 the language codes DriveProof has, e.g. &quot;de, en, es&quot;</extracomment>
        <translation>bilinmeyen dil &apos;%1&apos;. Şunlardan birini seçin: %2.</translation>
    </message>
    <message>
        <source>Show help for this command.</source>
        <translation>Bu komutun yardımını göster.</translation>
    </message>
    <message>
        <source>%1. Try &apos;driveproof-cli %2 --help&apos;.</source>
        <extracomment>%1 the parser&apos;s error, %2 the subcommand</extracomment>
        <translation>%1. &apos;driveproof-cli %2 --help&apos; komutunu deneyin.</translation>
    </message>
    <message>
        <source>%1 (%2 bytes)</source>
        <extracomment>%1 size with unit, e.g. &quot;500.1 GB&quot;; %2 exact byte count</extracomment>
        <translation>%1 (%2 bayt)</translation>
    </message>
    <message>
        <source>Write every drive&apos;s findings for Prometheus and other OpenMetrics readers: identity, health, write-cache views, alignment and the latest test results (docs/fleet.md).</source>
        <translation>Her sürücünün bulgularını Prometheus ve diğer OpenMetrics okuyucuları için yazar: kimlik, sağlık durumu, yazma önbelleği görünümleri, hizalama ve son test sonuçları (docs/fleet.md).</translation>
    </message>
    <message>
        <source>OpenMetrics text, also readable by node_exporter&apos;s textfile collector.</source>
        <translation>OpenMetrics metni; node_exporter&apos;ın textfile toplayıcısı tarafından da okunabilir.</translation>
    </message>
    <message>
        <source>Write to FILE, replacing it atomically, instead of standard output.</source>
        <translation>Standart çıktı yerine FILE dosyasına yaz, dosyayı atomik olarak değiştirerek.</translation>
    </message>
    <message>
        <source>FILE</source>
        <translation>FILE</translation>
    </message>
    <message>
        <source>Export only this drive (a loop device too); may be given more than once.</source>
        <translation>Yalnızca bu sürücüyü dışa aktar (bir loop aygıtı da olabilir); birden fazla kez verilebilir.</translation>
    </message>
    <message>
        <source>DEVICE</source>
        <translation>DEVICE</translation>
    </message>
    <message>
        <source>Export loop devices too (left out by default).</source>
        <translation>Loop aygıtlarını da dışa aktar (varsayılan olarak dışarıda bırakılır).</translation>
    </message>
    <message>
        <source>Read test results from this DriveProof data folder (holding history/ and powerloss/) instead of yours; may be given more than once.</source>
        <translation>Test sonuçlarını sizinki yerine bu DriveProof veri klasöründen (history/ ve powerloss/ içeren) oku; birden fazla kez verilebilir.</translation>
    </message>
    <message>
        <source>FOLDER</source>
        <translation>FOLDER</translation>
    </message>
    <message>
        <source>Read the test results of every user of this machine (needs root).</source>
        <translation>Bu makinedeki tüm kullanıcıların test sonuçlarını oku (root gerektirir).</translation>
    </message>
    <message>
        <source>&apos;export&apos; takes no arguments. Use --device DEVICE for one drive.</source>
        <translation>&apos;export&apos; argüman almaz. Tek bir sürücü için --device DEVICE kullanın.</translation>
    </message>
    <message>
        <source>Choose a format: &apos;driveproof-cli export --openmetrics&apos;.</source>
        <translation>Bir biçim seçin: &apos;driveproof-cli export --openmetrics&apos;.</translation>
    </message>
    <message>
        <source>raw, 512 bytes</source>
        <translation>ham, 512 bayt</translation>
    </message>
    <message>
        <source>hex words (hdparm --Istdout)</source>
        <translation>onaltılık sözcükler (hdparm --Istdout)</translation>
    </message>
    <message>
        <source>%1 (48-bit addressing)</source>
        <extracomment>%1 number of sectors</extracomment>
        <translation>%1 (48 bit adresleme)</translation>
    </message>
    <message>
        <source>%1 (28-bit addressing)</source>
        <translation>%1 (28 bit adresleme)</translation>
    </message>
    <message>
        <source>%1 (not reported; assumed)</source>
        <extracomment>%1 a size in bytes; the drive predates sector size reporting (IDENTIFY word 106)</extracomment>
        <translation>%1 (bildirilmemiş; varsayıldı)</translation>
    </message>
    <message>
        <source>non-rotating (solid state)</source>
        <translation>dönmeyen (katı hâl)</translation>
    </message>
    <message>
        <source>%L1 rpm</source>
        <extracomment>%L1 revolutions per minute</extracomment>
        <translation>%L1 dev/dk</translation>
    </message>
    <message>
        <source>yes, queue depth %1</source>
        <extracomment>%1 the number of commands the drive can queue</extracomment>
        <translation>evet, kuyruk derinliği %1</translation>
    </message>
    <message>
        <source>IDENTIFY dump</source>
        <translation>IDENTIFY dökümü</translation>
    </message>
    <message>
        <source>Format</source>
        <translation>Biçim</translation>
    </message>
    <message>
        <source>Model</source>
        <translation>Model</translation>
    </message>
    <message>
        <source>Serial number</source>
        <translation>Seri numarası</translation>
    </message>
    <message>
        <source>Firmware</source>
        <translation>Aygıt yazılımı</translation>
    </message>
    <message>
        <source>Capacity</source>
        <translation>Kapasite</translation>
    </message>
    <message>
        <source>Sectors</source>
        <translation>Sektörler</translation>
    </message>
    <message>
        <source>Logical sector</source>
        <translation>Mantıksal sektör</translation>
    </message>
    <message>
        <source>Physical sector</source>
        <translation>Fiziksel sektör</translation>
    </message>
    <message>
        <source>Alignment offset</source>
        <extracomment>where logical sector 0 starts inside its physical sector</extracomment>
        <translation>Hizalama kayması</translation>
    </message>
    <message>
        <source>Rotation rate</source>
        <translation>Dönüş hızı</translation>
    </message>
    <message>
        <source>Write cache supported</source>
        <translation>Yazma önbelleği destekleniyor</translation>
    </message>
    <message>
        <source>Write cache enabled</source>
        <translation>Yazma önbelleği etkin</translation>
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
        <translation>Sağlama toplamı</translation>
    </message>
    <message>
        <source>correct</source>
        <translation>doğru</translation>
    </message>
    <message>
        <source>not present</source>
        <translation>yok</translation>
    </message>
    <message>
        <source>Note</source>
        <translation>Not</translation>
    </message>
    <message>
        <source>the drive marked this data as incomplete</source>
        <translation>sürücü bu veriyi eksik olarak işaretledi</translation>
    </message>
    <message>
        <source>Backing file</source>
        <translation>Arka plandaki dosya</translation>
    </message>
    <message>
        <source>Vendor</source>
        <translation>Üretici</translation>
    </message>
    <message>
        <source>WWN</source>
        <translation>WWN</translation>
    </message>
    <message>
        <source>Transport</source>
        <translation>Bağlantı türü</translation>
    </message>
    <message>
        <source>Size</source>
        <translation>Boyut</translation>
    </message>
    <message>
        <source>Minimum I/O</source>
        <translation>En küçük G/Ç</translation>
    </message>
    <message>
        <source>Optimal I/O</source>
        <translation>En uygun G/Ç</translation>
    </message>
    <message>
        <source>Media</source>
        <translation>Ortam</translation>
    </message>
    <message>
        <source>Removable</source>
        <translation>Çıkarılabilir</translation>
    </message>
    <message>
        <source>Read-only</source>
        <translation>Salt okunur</translation>
    </message>
    <message>
        <source>Write cache (kernel view)</source>
        <translation>Yazma önbelleği (çekirdek görünümü)</translation>
    </message>
    <message>
        <source>FUA</source>
        <translation>FUA</translation>
    </message>
    <message>
        <source>Mounted on</source>
        <translation>Bağlama noktası</translation>
    </message>
    <message>
        <source>not mounted</source>
        <translation>bağlı değil</translation>
    </message>
    <message>
        <source>Held by</source>
        <translation>Kullanan</translation>
    </message>
    <message>
        <source>nothing</source>
        <translation>hiçbir şey</translation>
    </message>
    <message>
        <source>SIZE</source>
        <translation>BOYUT</translation>
    </message>
    <message>
        <source>MOUNTED ON</source>
        <translation>BAĞLAMA NOKTASI</translation>
    </message>
    <message>
        <source>Not known:</source>
        <translation>Bilinmeyenler:</translation>
    </message>
    <message>
        <source>  %1: %2</source>
        <extracomment>%1 what is missing, %2 why</extracomment>
        <translation>  %1: %2</translation>
    </message>
    <message>
        <source>Show everything known about one drive.</source>
        <translation>Bir sürücü hakkında bilinen her şeyi gösterir.</translation>
    </message>
    <message>
        <source>A drive, e.g. /dev/sda or sda.</source>
        <translation>Bir sürücü, örneğin /dev/sda ya da sda.</translation>
    </message>
    <message>
        <source>Decode a saved ATA IDENTIFY dump instead of a drive: 512 raw bytes, or the hex words that &apos;hdparm --Istdout&apos; prints.</source>
        <translation>Bir sürücü yerine kaydedilmiş bir ATA IDENTIFY dökümünü çözümle: 512 ham bayt ya da &apos;hdparm --Istdout&apos; çıktısındaki onaltılık sözcükler.</translation>
    </message>
    <message>
        <source>&apos;info --identify-file FILE&apos; takes no DEVICE: it decodes the file alone.</source>
        <translation>&apos;info --identify-file FILE&apos; bir DEVICE almaz: yalnızca dosyayı çözümler.</translation>
    </message>
    <message>
        <source>&apos;info&apos; needs exactly one DEVICE, e.g. &apos;driveproof-cli info /dev/sda&apos;.</source>
        <translation>&apos;info&apos; tam olarak bir DEVICE gerektirir, örneğin &apos;driveproof-cli info /dev/sda&apos;.</translation>
    </message>
    <message>
        <source>file</source>
        <translation>dosya</translation>
    </message>
    <message>
        <source>solid state</source>
        <translation>katı hâl</translation>
    </message>
    <message>
        <source>%1 rpm</source>
        <translation>%1 dev/dk</translation>
    </message>
    <message>
        <source>rotational</source>
        <translation>dönen</translation>
    </message>
    <message>
        <source>List the drives on this machine: identity, size, sector sizes, media, the kernel&apos;s write-cache view and mount points.</source>
        <translation>Bu makinedeki sürücüleri listeler: kimlik, boyut, sektör boyutları, ortam, çekirdeğin yazma önbelleği görünümü ve bağlama noktaları.</translation>
    </message>
    <message>
        <source>&apos;list&apos; takes no arguments. Use &apos;driveproof-cli info DEVICE&apos; for one drive.</source>
        <translation>&apos;list&apos; argüman almaz. Tek bir sürücü için &apos;driveproof-cli info DEVICE&apos; kullanın.</translation>
    </message>
    <message>
        <source>No drives found. In a container, /sys/block may show none; on a desktop, check that the drive is connected.</source>
        <translation>Sürücü bulunamadı. Bir kapsayıcıda /sys/block hiçbir sürücü göstermeyebilir; bir masaüstü bilgisayarda sürücünün bağlı olduğunu denetleyin.</translation>
    </message>
    <message>
        <source>TRANSPORT</source>
        <translation>BAĞLANTI</translation>
    </message>
    <message>
        <source>MODEL</source>
        <translation>MODEL</translation>
    </message>
    <message>
        <source>SECTORS L/P</source>
        <translation>SEKTÖR M/F</translation>
    </message>
    <message>
        <source>MEDIA</source>
        <translation>ORTAM</translation>
    </message>
    <message>
        <source>WRITE CACHE</source>
        <translation>YAZMA ÖNBELLEĞİ</translation>
    </message>
    <message>
        <source>%1/%2</source>
        <extracomment>logical / physical sector size in bytes</extracomment>
        <translation>%1/%2</translation>
    </message>
    <message>
        <source>partition</source>
        <translation>bölüm</translation>
    </message>
    <message>
        <source>unknown command &apos;%1&apos;. Try &apos;driveproof-cli --help&apos;.</source>
        <translation>bilinmeyen komut &apos;%1&apos;. &apos;driveproof-cli --help&apos; komutunu deneyin.</translation>
    </message>
    <message>
        <source>The power-loss test: does the drive keep what it acknowledged when the power goes?
  prepare   check the drive and the machine, create the test area
  run       write and report every commit to the witness; pull the plug when told
  verify    after the restart: read the area, fetch the witness&apos;s record, judge
  practice  the whole procedure on a simulated drive on this machine</source>
        <translation>Güç kaybı testi: sürücü, güç gittiğinde onayladığı verileri koruyor mu?
  prepare   sürücüyü ve makineyi denetler, test alanını oluşturur
  run       yazar ve her kalıcı yazmayı tanığa bildirir; söylendiğinde fişi çekin
  verify    yeniden başlatmadan sonra: alanı okur, tanığın kaydını alır, karar verir
  practice  tüm yordamı bu makinede benzetilmiş bir sürücüyle uygular</translation>
    </message>
    <message>
        <source>prepare, run, verify or practice.</source>
        <translation>prepare, run, verify ya da practice.</translation>
    </message>
    <message>
        <source>The test area: a file (created if missing) or a block device (with --destructive).</source>
        <translation>Test alanı: bir dosya (yoksa oluşturulur) ya da bir blok aygıtı (--destructive ile).</translation>
    </message>
    <message>
        <source>The witness&apos;s address, as it shows it.</source>
        <translation>Tanığın gösterdiği biçimiyle adresi.</translation>
    </message>
    <message>
        <source>Size of the test area, e.g. 1G (default: 1G; practice: 16M).</source>
        <translation>Test alanının boyutu, örneğin 1G (varsayılan: 1G; practice: 16M).</translation>
    </message>
    <message>
        <source>Commit method: fdatasync (default), fsync, open_datasync or open_sync.</source>
        <translation>Kalıcı yazma yöntemi: fdatasync (varsayılan), fsync, open_datasync ya da open_sync.</translation>
    </message>
    <message>
        <source>Writes per commit (group commit); default 1.</source>
        <translation>Kalıcı yazma başına yazma sayısı (grup hâlinde kalıcı yazma); varsayılan 1.</translation>
    </message>
    <message>
        <source>verify: the run to verify (its id or the start of it), instead of the one pending for --target.</source>
        <translation>verify: --target için bekleyen çalıştırma yerine doğrulanacak çalıştırma (kimliği ya da kimliğinin başı).</translation>
    </message>
    <message>
        <source>Allow a raw device as the target: everything on it is lost.</source>
        <translation>Hedef olarak ham bir aygıta izin ver: üzerindeki her şey kaybolur.</translation>
    </message>
    <message>
        <source>practice: honest (default) or lying.</source>
        <translation>practice: honest (varsayılan) ya da lying.</translation>
    </message>
    <message>
        <source>practice: seconds of writing before the simulated cut (default: 3).</source>
        <translation>practice: benzetilmiş kesintiden önceki yazma süresi, saniye (varsayılan: 3).</translation>
    </message>
    <message>
        <source>Print the result as JSON.</source>
        <translation>Sonucu JSON olarak yazdır.</translation>
    </message>
    <message>
        <source>powerloss takes prepare, run, verify or practice, not &apos;%1&apos;.</source>
        <extracomment>%1 what the user typed</extracomment>
        <translation>powerloss; prepare, run, verify ya da practice alır, &apos;%1&apos; değil.</translation>
    </message>
    <message>
        <source>--size takes a size of at least 1M, such as 1G or 256M, not &apos;%1&apos;.</source>
        <extracomment>%1 what the user typed</extracomment>
        <translation>--size en az 1M olan bir boyut alır, örneğin 1G ya da 256M; &apos;%1&apos; değil.</translation>
    </message>
    <message>
        <source>--method takes fdatasync, fsync, open_datasync or open_sync, not &apos;%1&apos;.</source>
        <extracomment>%1 what the user typed</extracomment>
        <translation>--method fdatasync, fsync, open_datasync ya da open_sync alır; &apos;%1&apos; değil.</translation>
    </message>
    <message>
        <source>--writes-per-commit takes a number from 1 to 1024, not &apos;%1&apos;.</source>
        <extracomment>%1 what the user typed</extracomment>
        <translation>--writes-per-commit 1 ile 1024 arasında bir sayı alır; &apos;%1&apos; değil.</translation>
    </message>
    <message>
        <source>--witness takes HOST:PORT such as 192.168.1.20:7070, not &apos;%1&apos;.</source>
        <extracomment>%1 what the user typed</extracomment>
        <translation>--witness 192.168.1.20:7070 gibi bir HOST:PORT alır; &apos;%1&apos; değil.</translation>
    </message>
    <message>
        <source>--mode takes honest or lying, not &apos;%1&apos;.</source>
        <extracomment>%1 what the user typed</extracomment>
        <translation>--mode honest ya da lying alır; &apos;%1&apos; değil.</translation>
    </message>
    <message>
        <source>--seconds takes a number from 0 to 3600, not &apos;%1&apos;.</source>
        <extracomment>%1 what the user typed</extracomment>
        <translation>--seconds 0 ile 3600 arasında bir sayı alır; &apos;%1&apos; değil.</translation>
    </message>
    <message>
        <source>--run-id takes a run id in hexadecimal (or its start), such as 3f9a, not &apos;%1&apos;.</source>
        <extracomment>%1 what the user typed</extracomment>
        <translation>--run-id onaltılık bir çalıştırma kimliği (ya da başı) alır, örneğin 3f9a; &apos;%1&apos; değil.</translation>
    </message>
    <message>
        <source>Give the test area with --target PATH.</source>
        <translation>Test alanını --target PATH ile verin.</translation>
    </message>
    <message>
        <source>--target takes a file (created if missing) or a block device, not the folder %1. Name a file in it, e.g. %1/powerloss.img.</source>
        <extracomment>%1 what the user typed</extracomment>
        <translation>--target bir dosya (yoksa oluşturulur) ya da bir blok aygıtı alır, %1 klasörünü değil. İçinde bir dosya adı verin, örneğin %1/powerloss.img.</translation>
    </message>
    <message>
        <source>--target takes a file (created if missing) or a block device; %1 is a pipe, a socket or a character device.</source>
        <extracomment>%1 what the user typed</extracomment>
        <translation>--target bir dosya (yoksa oluşturulur) ya da bir blok aygıtı alır; %1 bir boru, bir soket ya da bir karakter aygıtı.</translation>
    </message>
    <message>
        <source>--target names a file in a folder that does not exist: %1.</source>
        <extracomment>%1 what the user typed</extracomment>
        <translation>--target var olmayan bir klasördeki bir dosyayı gösteriyor: %1.</translation>
    </message>
    <message>
        <source>%1 is a device: the test writes over all of its data. Add --destructive if that is what you want, or name a file.</source>
        <extracomment>%1 device node</extracomment>
        <translation>%1 bir aygıt: test aygıttaki tüm verilerin üzerine yazar. İstediğiniz buysa --destructive ekleyin ya da bir dosya adı verin.</translation>
    </message>
    <message>
        <source>preparing the test area: %1%</source>
        <extracomment>%1 percent of the test area written with known data</extracomment>
        <translation>test alanı hazırlanıyor: %%1</translation>
    </message>
    <message>
        <source>%1: %2 commits/s, witness holds #%3, %4 in flight, link %5</source>
        <extracomment>live power-loss run: %1 phase, %2 commits per second, %3 the witness&apos;s durable sequence number, %4 writes in flight, %5 link state</extracomment>
        <translation>%1: %2 kalıcı yazma/sn, tanıktaki son #%3, %4 bekleyen, bağlantı %5</translation>
    </message>
    <message>
        <source>*** Pull the plug now ***</source>
        <translation>*** Fişi şimdi çekin ***</translation>
    </message>
    <message>
        <source>Cut the power at the wall (not the power button). After the restart, run &apos;driveproof-cli powerloss verify&apos; with the same target.</source>
        <translation>Gücü prizden kesin (güç düğmesinden değil). Yeniden başlatmadan sonra aynı hedefle &apos;driveproof-cli powerloss verify&apos; komutunu çalıştırın.</translation>
    </message>
    <message>
        <source>Verdict: %1</source>
        <extracomment>%1 PASS, FAIL or INCONCLUSIVE</extracomment>
        <translation>Karar: %1</translation>
    </message>
    <message>
        <source>Validity checks:</source>
        <translation>Geçerlilik denetimleri:</translation>
    </message>
    <message>
        <source>  [%1] %2</source>
        <extracomment>a checklist line: %1 &quot;ok&quot; or &quot;NOT OK&quot;, %2 what was seen</extracomment>
        <translation>  [%1] %2</translation>
    </message>
    <message>
        <source>ok</source>
        <translation>tamam</translation>
    </message>
    <message>
        <source>NOT OK</source>
        <translation>TAMAM DEĞİL</translation>
    </message>
    <message>
        <source>Acknowledged writes: %1; blocks checked: %2</source>
        <extracomment>%1 number of acknowledged writes, %2 number of blocks read</extracomment>
        <translation>Onaylanmış yazmalar: %1; denetlenen bloklar: %2</translation>
    </message>
    <message>
        <source>Note: %1</source>
        <extracomment>a fact to know before the test: %1 its text</extracomment>
        <translation>Not: %1</translation>
    </message>
    <message>
        <source>Warning: %1</source>
        <extracomment>a warning: %1 its text</extracomment>
        <translation>Uyarı: %1</translation>
    </message>
    <message>
        <source>Test area: %1, %2</source>
        <extracomment>%1 file or device, %2 its size</extracomment>
        <translation>Test alanı: %1, %2</translation>
    </message>
    <message>
        <source>Drive: %1, serial %2, firmware %3</source>
        <extracomment>%1 model, %2 serial number, %3 firmware</extracomment>
        <translation>Sürücü: %1, seri %2, aygıt yazılımı %3</translation>
    </message>
    <message>
        <source>Write cache: %1</source>
        <extracomment>%1 on, off or unknown</extracomment>
        <translation>Yazma önbelleği: %1</translation>
    </message>
    <message>
        <source>Unsafe shutdowns so far: %1</source>
        <translation>Şimdiye kadarki güvensiz kapanmalar: %1</translation>
    </message>
    <message>
        <source>Ready. Start the witness, then &apos;driveproof-cli powerloss run&apos;.</source>
        <translation>Hazır. Tanığı başlatın, ardından &apos;driveproof-cli powerloss run&apos;.</translation>
    </message>
    <message>
        <source>Stopped cleanly after %1 commits; the witness holds them all. Nothing to verify: a clean stop is not a power cut.</source>
        <extracomment>%1 number of commits</extracomment>
        <translation>%1 kalıcı yazmadan sonra düzgün biçimde durdu; tanık hepsini tutuyor. Doğrulanacak bir şey yok: düzgün bir durdurma bir güç kesintisi değildir.</translation>
    </message>
    <message>
        <source>No power-loss test is pending for %1.</source>
        <translation>%1 için bekleyen bir güç kaybı testi yok.</translation>
    </message>
    <message>
        <source>No pending power-loss test has the run id &apos;%1&apos;.</source>
        <translation>Bekleyen hiçbir güç kaybı testinin çalıştırma kimliği &apos;%1&apos; değil.</translation>
    </message>
    <message>
        <source>Practice on a simulated drive that lies about its flushes.</source>
        <translation>Önbellek boşaltma konusunda yalan söyleyen benzetilmiş bir sürücüyle alıştırma yap.</translation>
    </message>
    <message>
        <source>Practice on a simulated honest drive.</source>
        <translation>Dürüst, benzetilmiş bir sürücüyle alıştırma yap.</translation>
    </message>
    <message>
        <source>run %1: started</source>
        <extracomment>%1 a short run id</extracomment>
        <translation>çalıştırma %1: başladı</translation>
    </message>
    <message>
        <source>run %1: the writer is back (%2 commits so far)</source>
        <extracomment>%1 a short run id, %2 number of acknowledged commits</extracomment>
        <translation>çalıştırma %1: yazıcı geri döndü (şimdiye kadar %2 kalıcı yazma)</translation>
    </message>
    <message>
        <source>run %1: %2 commits acknowledged</source>
        <extracomment>%1 a short run id, %2 number of acknowledged commits</extracomment>
        <translation>çalıştırma %1: %2 kalıcı yazma onaylandı</translation>
    </message>
    <message>
        <source>run %1: the writer went silent at %2: the estimated power cut</source>
        <extracomment>%1 a short run id, %2 date and time on this machine&apos;s clock</extracomment>
        <translation>çalıştırma %1: yazıcı %2 zamanında sessizleşti: tahmini güç kesintisi</translation>
    </message>
    <message>
        <source>run %1: the writer reported an error: %2</source>
        <extracomment>%1 a short run id, %2 the writer&apos;s error text</extracomment>
        <translation>çalıştırma %1: yazıcı bir hata bildirdi: %2</translation>
    </message>
    <message>
        <source>run %1: the writer stopped on purpose (no power cut)</source>
        <extracomment>%1 a short run id</extracomment>
        <translation>çalıştırma %1: yazıcı bilerek durdu (güç kesintisi yok)</translation>
    </message>
    <message>
        <source>run %1: the verifier&apos;s report is stored</source>
        <extracomment>%1 a short run id</extracomment>
        <translation>çalıştırma %1: doğrulayıcının raporu kaydedildi</translation>
    </message>
    <message>
        <source>refused a connection: %1</source>
        <extracomment>%1 why a connection or frame was refused</extracomment>
        <translation>bir bağlantı reddedildi: %1</translation>
    </message>
    <message>
        <source>run %1: journal error: %2</source>
        <extracomment>%1 a short run id, %2 the error text</extracomment>
        <translation>çalıştırma %1: günlük hatası: %2</translation>
    </message>
    <message>
        <source>Be the witness of a power-loss test: record every commit a writer reports, so that after the power cut the verifier knows what the drive acknowledged. Runs until Ctrl+C.</source>
        <translation>Bir güç kaybı testinin tanığı olur: bir yazıcının bildirdiği her kalıcı yazmayı kaydeder, böylece güç kesintisinden sonra doğrulayıcı sürücünün neyi onayladığını bilir. Ctrl+C&apos;ye kadar çalışır.</translation>
    </message>
    <message>
        <source>Address and port to listen on (default: 0.0.0.0:7070).</source>
        <translation>Dinlenecek adres ve bağlantı noktası (varsayılan: 0.0.0.0:7070).</translation>
    </message>
    <message>
        <source>Folder for the run journals (default: DriveProof&apos;s data folder). Put it on another disk than the one under test.</source>
        <translation>Çalıştırma günlükleri için klasör (varsayılan: DriveProof&apos;un veri klasörü). Test edilen diskten başka bir diske koyun.</translation>
    </message>
    <message>
        <source>witness takes no argument, not &apos;%1&apos;.</source>
        <extracomment>%1 what the user typed</extracomment>
        <translation>witness argüman almaz; &apos;%1&apos; verilemez.</translation>
    </message>
    <message>
        <source>--listen takes ADDRESS:PORT such as 0.0.0.0:7070, not &apos;%1&apos;.</source>
        <extracomment>%1 what the user typed</extracomment>
        <translation>--listen 0.0.0.0:7070 gibi bir ADDRESS:PORT alır; &apos;%1&apos; değil.</translation>
    </message>
    <message>
        <source>Pairing code: %1</source>
        <extracomment>%1 the pairing code to type on the writer</extracomment>
        <translation>Eşleştirme kodu: %1</translation>
    </message>
    <message>
        <source>Listening on %1:%2</source>
        <extracomment>%1 host, %2 port</extracomment>
        <translation>%1:%2 üzerinde dinleniyor</translation>
    </message>
    <message>
        <source>On the machine under test, type one of these witness addresses:</source>
        <extracomment>Followed by this machine&apos;s addresses (ADDRESS:PORT), one per line, that the person types on the machine under test as the witness address.</extracomment>
        <translation>Test edilen makinede şu tanık adreslerinden birini yazın:</translation>
    </message>
    <message>
        <source>Journals in %1</source>
        <extracomment>%1 a folder</extracomment>
        <translation>Günlükler: %1</translation>
    </message>
    <message>
        <source>Witness stopped; every journal is synced.</source>
        <translation>Tanık durdu; tüm günlükler eşitlendi.</translation>
    </message>
    <message>
        <source>Link</source>
        <translation>Bağlantı</translation>
    </message>
    <message>
        <source>Drive class</source>
        <translation>Sürücü türü</translation>
    </message>
    <message>
        <source>The result was not kept in the drive&apos;s history: %1</source>
        <extracomment>%1 why the history file could not be written</extracomment>
        <translation>Sonuç sürücünün geçmişine kaydedilmedi: %1</translation>
    </message>
    <message>
        <source>%1 (%2, %3) looks empty. The capacity test writes over all of it. Go on? [y/N] </source>
        <extracomment>%1 device node, %2 the drive&apos;s model, %3 its size, e.g. &quot;128.0 GB&quot;. The drive has no partition table and no file system. Answer with the word for yes, or y.</extracomment>
        <translation>%1 (%2, %3) boş görünüyor. Kapasite testi üzerindeki her şeyin üzerine yazar. Devam edilsin mi? [y/N] </translation>
    </message>
    <message>
        <source>Is the drive as big as it says? Writes records over the whole device, reads them back and tells a genuine drive from a fake one.</source>
        <translation>Sürücü söylediği kadar büyük mü? Tüm aygıta kayıtlar yazar, geri okur ve gerçek bir sürücüyü sahtesinden ayırır.</translation>
    </message>
    <message>
        <source>The drive, e.g. /dev/sdb.</source>
        <translation>Sürücü, ör. /dev/sdb.</translation>
    </message>
    <message>
        <source>The quick probe: a few thousand records, minutes.</source>
        <translation>Hızlı yoklama: birkaç bin kayıt, dakikalar.</translation>
    </message>
    <message>
        <source>The full verify: every block written and read back; resumes where an interrupted run stopped.</source>
        <translation>Tam doğrulama: her blok yazılır ve geri okunur; kesilen bir çalıştırmanın durduğu yerden devam eder.</translation>
    </message>
    <message>
        <source>Allow the writes without a terminal to ask on: everything on the device is lost.</source>
        <translation>Sorulacak bir terminal olmadan yazmalara izin ver: aygıttaki her şey kaybolur.</translation>
    </message>
    <message>
        <source>Give one device and --quick or --full. Try &apos;driveproof-cli capacity --help&apos;.</source>
        <translation>Bir aygıt ve --quick ya da --full verin. &apos;driveproof-cli capacity --help&apos; deneyin.</translation>
    </message>
    <message>
        <source>The capacity test writes over everything on %1. Add --destructive if that is what you want.</source>
        <extracomment>%1 device node</extracomment>
        <translation>Kapasite testi %1 üzerindeki her şeyin üzerine yazar. İstediğiniz buysa --destructive ekleyin.</translation>
    </message>
    <message>
        <source>Bad: bytes %1 to %2: %3.</source>
        <extracomment>%1 and %2 byte offsets as numbers, %3 what was found there, e.g. &quot;zeros&quot;</extracomment>
        <translation>Bozuk: %1 ile %2 arasındaki baytlar: %3.</translation>
    </message>
    <message numerus="yes">
        <source>… and %n more bad range(s) (see --json).</source>
        <translation>
            <numerusform>… ve %n bozuk aralık daha (bkz. --json).</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 is empty (no partition table, no file system): it is written to without asking for its name.</source>
        <extracomment>%1 device node</extracomment>
        <translation>%1 boş (bölüm tablosu yok, dosya sistemi yok): adı sorulmadan üzerine yazılıyor.</translation>
    </message>
    <message>
        <source>%1 has no write cache of its own to switch (a loop, virtio or memory-card device): only the kernel&apos;s view exists. Nothing was changed.</source>
        <extracomment>%1 device node</extracomment>
        <translation>%1 aygıtının değiştirilecek kendi yazma önbelleği yok (loop, virtio ya da bellek kartı aygıtı): yalnızca çekirdeğin görünümü var. Hiçbir şey değiştirilmedi.</translation>
    </message>
    <message>
        <source>%1 is a loop device over %2: it has no health of its own. Ask the drive that holds that file.</source>
        <extracomment>%1 device node, %2 the file behind it</extracomment>
        <translation>%1, %2 üzerinde bir loop aygıtı: kendi sağlık durumu yok. O dosyayı taşıyan sürücüyü sorgulayın.</translation>
    </message>
    <message>
        <source>%1 commits/s</source>
        <extracomment>commits per second</extracomment>
        <translation>%1 commit/sn</translation>
    </message>
    <message>
        <source>List the runs kept for one drive, newest first.</source>
        <translation>Bir sürücü için saklanan çalıştırmaları, en yenisi önce olmak üzere listeler.</translation>
    </message>
    <message>
        <source>&apos;history&apos; needs exactly one DEVICE, e.g. &apos;driveproof-cli history /dev/sda&apos;.</source>
        <translation>&apos;history&apos; tam olarak bir DEVICE ister, ör. &apos;driveproof-cli history /dev/sda&apos;.</translation>
    </message>
    <message>
        <source>No runs are kept for %1 yet. &apos;driveproof-cli bench quick FOLDER&apos; on one of its file systems makes the first.</source>
        <extracomment>%1 device node</extracomment>
        <translation>%1 için henüz saklanan çalıştırma yok. Dosya sistemlerinden birinde &apos;driveproof-cli bench quick FOLDER&apos; ilkini yapar.</translation>
    </message>
    <message>
        <source>DATE</source>
        <translation>TARİH</translation>
    </message>
    <message>
        <source>TEST</source>
        <translation>TEST</translation>
    </message>
    <message>
        <source>ID</source>
        <translation>KİMLİK</translation>
    </message>
    <message>
        <source>SETTINGS</source>
        <translation>AYARLAR</translation>
    </message>
    <message>
        <source>SUMMARY</source>
        <translation>ÖZET</translation>
    </message>
    <message>
        <source>Put two runs side by side: the lines they share, B against A.</source>
        <translation>İki çalıştırmayı yan yana koyar: ortak satırlar, A&apos;ya göre B.</translation>
    </message>
    <message>
        <source>A run&apos;s id (the first 8 characters are enough) or its result file; twice.</source>
        <translation>Bir çalıştırmanın kimliği (ilk 8 karakter yeter) ya da sonuç dosyası; iki kez.</translation>
    </message>
    <message>
        <source>&apos;compare&apos; needs two runs, e.g. &apos;driveproof-cli compare 1a2b3c4d 5e6f7a8b&apos;; &apos;driveproof-cli history DEVICE&apos; lists their ids.</source>
        <translation>&apos;compare&apos; iki çalıştırma ister, ör. &apos;driveproof-cli compare 1a2b3c4d 5e6f7a8b&apos;; kimliklerini &apos;driveproof-cli history DEVICE&apos; listeler.</translation>
    </message>
    <message>
        <source>MEASUREMENT</source>
        <translation>ÖLÇÜM</translation>
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
        <translation>Aynı koşulda değil: %1</translation>
    </message>
    <message>
        <source>The two runs have no measurement in common: nothing to compare. Compare two runs of the same test.</source>
        <translation>İki çalıştırmanın ortak ölçümü yok: karşılaştırılacak bir şey yok. Aynı testin iki çalıştırmasını karşılaştırın.</translation>
    </message>
    <message>
        <source>empty: no partition table, no file system</source>
        <translation>boş: bölüm tablosu yok, dosya sistemi yok</translation>
    </message>
    <message>
        <source>data (%1)</source>
        <extracomment>%1 what was found, e.g. &quot;gpt, ext4&quot;</extracomment>
        <translation>veri (%1)</translation>
    </message>
    <message>
        <source>unknown: %1</source>
        <extracomment>%1 why the drive could not be read (a sentence)</extracomment>
        <translation>bilinmiyor: %1</translation>
    </message>
    <message>
        <source>Contents</source>
        <translation>İçerik</translation>
    </message>
    <message>
        <source>standard input</source>
        <translation>standart girdi</translation>
    </message>
    <message>
        <source>Cannot read the pairing code from %1: %2</source>
        <extracomment>%1 a file or &quot;standard input&quot;, %2 the system&apos;s error text</extracomment>
        <translation>Eşleştirme kodu %1 kaynağından okunamıyor: %2</translation>
    </message>
    <message>
        <source>Pairing code (as the witness shows it): </source>
        <translation>Eşleştirme kodu (tanığın gösterdiği gibi): </translation>
    </message>
    <message>
        <source>That is not a pairing code: type the 12 characters the witness shows, such as K7QD-M2XF-9HBT.</source>
        <translation>Bu bir eşleştirme kodu değil: tanığın gösterdiği 12 karakteri yazın, örneğin K7QD-M2XF-9HBT.</translation>
    </message>
    <message>
        <source>--pairing is no longer accepted: every user of this machine can read the command line. Type the code when asked, or use --pairing-file FILE.</source>
        <translation>--pairing artık kabul edilmiyor: bu makinenin her kullanıcısı komut satırını okuyabilir. Kod sorulduğunda yazın ya da --pairing-file FILE kullanın.</translation>
    </message>
    <message>
        <source>Read the pairing code the witness shows from FILE (&apos;-&apos;: standard input). Without it, run asks for the code.</source>
        <translation>Tanığın gösterdiği eşleştirme kodunu FILE dosyasından oku (&apos;-&apos;: standart girdi). Bu seçenek olmadan run kodu sorar.</translation>
    </message>
    <message>
        <source>run needs the witness: --witness HOST:PORT as &apos;driveproof-cli witness&apos; shows it, and its pairing code (asked for, or --pairing-file FILE).</source>
        <translation>run için tanık gerekir: &apos;driveproof-cli witness&apos; komutunun gösterdiği gibi --witness HOST:PORT ve tanığın eşleştirme kodu (sorulur ya da --pairing-file FILE).</translation>
    </message>
    <message>
        <source>Use the pairing code in FILE (&apos;-&apos;: standard input) instead of a random one.</source>
        <translation>Rastgele bir kod yerine FILE dosyasındaki eşleştirme kodunu kullan (&apos;-&apos;: standart girdi).</translation>
    </message>
    <message>
        <source>The drive&apos;s records could not be read (an older helper, or a drive that keeps none).</source>
        <translation>Sürücünün kayıtları okunamadı (eski bir yardımcı ya da kayıt tutmayan bir sürücü).</translation>
    </message>
    <message>
        <source>Is it new? %1</source>
        <extracomment>&quot;Is it new?&quot; and the verdict: new, used, possibly reset</extracomment>
        <translation>Yeni mi? %1</translation>
    </message>
    <message>
        <source>Also show every record the drive keeps: each SMART attribute or NVMe health log field, the self-test log and the error log count.</source>
        <translation>Sürücünün tuttuğu tüm kayıtları da göster: her SMART özniteliği ya da NVMe sağlık günlüğü alanı, öz sınama günlüğü ve günlüğe yazılan hata sayısı.</translation>
    </message>
    <message>
        <source>Remember the endurance the maker rates this drive&apos;s model for, in terabytes written (TBW), and compare the data written with it from now on.</source>
        <translation>Üreticinin bu sürücünün modeli için belirttiği dayanıklılığı yazılan terabayt (TBW) olarak hatırla ve yazılan veriyi bundan sonra onunla karşılaştır.</translation>
    </message>
    <message>
        <source>--rated-tbw takes terabytes written, e.g. 600, not &apos;%1&apos;.</source>
        <extracomment>%1 what the user typed</extracomment>
        <translation>--rated-tbw yazılan terabayt bekler, örn. 600; &apos;%1&apos; değil.</translation>
    </message>
    <message numerus="yes">
        <source>about %n minute(s)</source>
        <extracomment>%n the number of minutes the drive says a self-test takes</extracomment>
        <translation>
            <numerusform>yaklaşık %n dakika</numerusform>
        </translation>
    </message>
    <message>
        <source>Self-tests</source>
        <translation>Öz sınamalar</translation>
    </message>
    <message>
        <source>offered</source>
        <translation>sunuluyor</translation>
    </message>
    <message>
        <source>not offered</source>
        <translation>sunulmuyor</translation>
    </message>
    <message>
        <source>Now</source>
        <translation>Şimdi</translation>
    </message>
    <message>
        <source>running, %1% done</source>
        <translation>çalışıyor, %%1 tamam</translation>
    </message>
    <message>
        <source>no self-test running</source>
        <translation>çalışan öz sınama yok</translation>
    </message>
    <message>
        <source>Last result</source>
        <translation>Son sonuç</translation>
    </message>
    <message>
        <source>Short test</source>
        <translation>Kısa sınama</translation>
    </message>
    <message>
        <source>Extended test</source>
        <translation>Genişletilmiş sınama</translation>
    </message>
    <message>
        <source>Conveyance test</source>
        <translation>Taşıma sınaması</translation>
    </message>
    <message>
        <source>Self-test on %1: %2% done</source>
        <extracomment>%1 device path, %2 percent done</extracomment>
        <translation>%1 üzerinde öz sınama: %%2 tamam</translation>
    </message>
    <message>
        <source>Stopped following. The drive goes on testing; &apos;driveproof-cli selftest %1 abort&apos; stops it.</source>
        <extracomment>%1 device path</extracomment>
        <translation>İzleme durduruldu. Sürücü sınamaya devam ediyor; &apos;driveproof-cli selftest %1 abort&apos; onu durdurur.</translation>
    </message>
    <message>
        <source>Start, stop or follow the drive&apos;s own self-test. The drive runs it and keeps the result in its self-test log (&apos;health DEVICE --all&apos; shows it).</source>
        <translation>Sürücünün kendi öz sınamasını başlat, durdur ya da izle. Sınamayı sürücü kendisi yürütür ve sonucu öz sınama günlüğünde tutar (&apos;health DEVICE --all&apos; gösterir).</translation>
    </message>
    <message>
        <source>short, extended, conveyance (ATA), abort or status.</source>
        <translation>short, extended, conveyance (ATA), abort ya da status.</translation>
    </message>
    <message>
        <source>Follow the running test until it ends; the exit status is 1 when it failed.</source>
        <translation>Çalışan sınamayı bitene dek izle; başarısız olursa çıkış kodu 1 olur.</translation>
    </message>
    <message>
        <source>&apos;selftest&apos; needs a DEVICE and an ACTION, e.g. &apos;driveproof-cli selftest /dev/sda short&apos;.</source>
        <translation>&apos;selftest&apos; bir DEVICE ve bir ACTION ister, örn. &apos;driveproof-cli selftest /dev/sda short&apos;.</translation>
    </message>
    <message>
        <source>Unknown self-test action &apos;%1&apos;: use short, extended, conveyance, abort or status.</source>
        <extracomment>%1 the action the user gave</extracomment>
        <translation>Bilinmeyen öz sınama eylemi &apos;%1&apos;: short, extended, conveyance, abort ya da status kullanın.</translation>
    </message>
    <message>
        <source>%1: no partition table, logical sector %2 bytes, physical sector %3 bytes, optimal I/O size %4, alignment offset %5 bytes.</source>
        <extracomment>%1 device or image, %2 and %3 sector sizes in bytes, %4 optimal I/O size (&quot;65536 bytes&quot; or &quot;not reported&quot;), %5 alignment offset in bytes</extracomment>
        <translation>%1: bölüm tablosu yok, mantıksal sektör %2 bayt, fiziksel sektör %3 bayt, en uygun G/Ç boyutu %4, hizalama kayması %5 bayt.</translation>
    </message>
    <message>
        <source>The self-test&apos;s result could not be kept in the drive&apos;s history: %1</source>
        <extracomment>%1 why (a sentence)</extracomment>
        <translation>Öz testin sonucu sürücünün geçmişine kaydedilemedi: %1</translation>
    </message>
    <message>
        <source>LBA format</source>
        <extracomment>column titles of the table of NVMe LBA formats</extracomment>
        <translation>LBA biçimi</translation>
    </message>
    <message>
        <source>Sector</source>
        <translation>Sektör</translation>
    </message>
    <message>
        <source>In use</source>
        <translation>Kullanımda</translation>
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
        <translation>Kullanım: driveproof-cli COMMAND [seçenekler]

Bir sürücü hakkındaki gerçeği söyler.

Komutlar:
  list          sürücüleri kimlik, topoloji ve yazma önbelleği görünümüyle listeler
  info DEVICE   bir sürücü hakkında bilinen her şey
  align TARGET  bir sürücünün ya da disk kalıbının bölüm hizalamasını denetler
  cache DEVICE  sürücünün yazma önbelleği ve çekirdeğin görünümü; --set on|off
  health DEVICE sürücünün sağlık durumu: karar, sıcaklık, saat, kapanmalar
  selftest DEVICE short|extended|abort|status  sürücünün kendi öz sınaması
  bench FAMILY [TARGET]  ölçüm: quick, commit, throughput, random, taramalar...
  history DEVICE  bir sürücü için saklanan çalıştırmalar, en yenisi önce
  compare RUN RUN  iki çalıştırma yan yana ve aralarındaki farklar
  powerloss prepare|run|verify|practice  güç kaybı testi (fişi çekme)
  witness       bir güç kaybı testinin ikinci makinesi olur
  export --openmetrics  her sürücünün bulguları Prometheus için (filolar)
  capacity AYGIT --quick|--full  sürücü söylediği kadar büyük mü (sahteler)
  trim TARGET   TRIM her katmandan geçip sürücüye ulaşıyor mu

Seçenekler:
  -h, --help     bu yardımı gösterir; bir komut için &apos;driveproof-cli COMMAND --help&apos;
  -v, --version  sürümü gösterir
  --language LANG
                 sistemin dili yerine LANG dilini kullanır, örneğin de, pt_BR
                 ya da zh_TW; her komutla çalışır
</translation>
    </message>
    <message>
        <source>yes, down to the drive</source>
        <translation>evet, sürücüye kadar</translation>
    </message>
    <message>
        <source>down to a loop device&apos;s backing file</source>
        <translation>bir loop aygıtının arka dosyasına kadar</translation>
    </message>
    <message>
        <source>no: a layer drops it</source>
        <translation>hayır: bir katman onu düşürüyor</translation>
    </message>
    <message>
        <source>no: the drive does not take it</source>
        <translation>hayır: sürücü onu kabul etmiyor</translation>
    </message>
    <message>
        <source>enabled</source>
        <translation>etkin</translation>
    </message>
    <message>
        <source>disabled</source>
        <translation>devre dışı</translation>
    </message>
    <message>
        <source>masked</source>
        <translation>maskelenmiş</translation>
    </message>
    <message>
        <source>not installed</source>
        <translation>kurulu değil</translation>
    </message>
    <message>
        <source>%1 (systemd is not running)</source>
        <extracomment>%1 the timer&apos;s state, e.g. &quot;enabled&quot;</extracomment>
        <translation>%1 (systemd çalışmıyor)</translation>
    </message>
    <message>
        <source>From %1: %2</source>
        <extracomment>%1 a device, %2 whether TRIM gets through</extracomment>
        <translation>%1 üzerinden: %2</translation>
    </message>
    <message>
        <source>From %1 (mounted on %2): %3</source>
        <extracomment>%1 a device, %2 its mount points, %3 whether TRIM gets through</extracomment>
        <translation>%1 üzerinden (%2 noktasına bağlı): %3</translation>
    </message>
    <message>
        <source>Layer</source>
        <translation>Katman</translation>
    </message>
    <message>
        <source>Kind</source>
        <translation>Tür</translation>
    </message>
    <message>
        <source>Discard granularity</source>
        <translation>Discard ayrıntı düzeyi</translation>
    </message>
    <message>
        <source>Largest discard</source>
        <translation>En büyük discard</translation>
    </message>
    <message>
        <source>Passes TRIM</source>
        <translation>TRIM geçirir</translation>
    </message>
    <message>
        <source>Say whether TRIM reaches the drive through every layer (partition, dm-crypt, LVM, md, loop, USB), whether fstrim.timer runs and which file systems are mounted with discard.</source>
        <translation>TRIM komutunun her katmandan (bölüm, dm-crypt, LVM, md, loop, USB) geçip sürücüye ulaşıp ulaşmadığını, fstrim.timer çalışıp çalışmadığını ve hangi dosya sistemlerinin discard ile bağlandığını söyler.</translation>
    </message>
    <message>
        <source>A drive, a partition, a dm, md or loop device, or a folder, e.g. /dev/sda or /home.</source>
        <translation>Bir sürücü, bir bölüm, bir dm, md ya da loop aygıtı veya bir klasör, örneğin /dev/sda ya da /home.</translation>
    </message>
    <message>
        <source>&apos;trim&apos; needs exactly one TARGET, e.g. &apos;driveproof-cli trim /dev/sda&apos;.</source>
        <translation>&apos;trim&apos; tam olarak bir TARGET gerektirir, örneğin &apos;driveproof-cli trim /dev/sda&apos;.</translation>
    </message>
    <message>
        <source>TRIM from %1: %2</source>
        <extracomment>%1 the drive or folder asked about, %2 whether TRIM gets through</extracomment>
        <translation>%1 üzerinden TRIM: %2</translation>
    </message>
    <message>
        <source>fstrim.timer: %1</source>
        <extracomment>%1 the timer&apos;s state, e.g. &quot;enabled&quot;</extracomment>
        <translation>fstrim.timer: %1</translation>
    </message>
    <message>
        <source>Judge a report instead of a drive: the output of &apos;smartctl -x&apos;, &apos;smartctl -x --json&apos; or &apos;nvme smart-log -o json&apos; saved in FILE (&apos;-&apos;: standard input).</source>
        <translation>Sürücü yerine bir raporu değerlendir: FILE içine kaydedilmiş &apos;smartctl -x&apos;, &apos;smartctl -x --json&apos; ya da &apos;nvme smart-log -o json&apos; çıktısı (&apos;-&apos;: standart girdi).</translation>
    </message>
    <message>
        <source>With --report of nvme smart-log: the output of &apos;nvme id-ctrl -o json&apos; for the model, serial and firmware.</source>
        <translation>--report bir nvme smart-log çıktısıysa: model, seri numarası ve aygıt yazılımı için &apos;nvme id-ctrl -o json&apos; çıktısı.</translation>
    </message>
    <message>
        <source>&apos;health --report FILE&apos; takes no DEVICE and no --rated-tbw.</source>
        <translation>&apos;health --report FILE&apos; DEVICE ya da --rated-tbw almaz.</translation>
    </message>
</context>
<context>
    <name>DriveProof::Device</name>
    <message>
        <source>No block device named %1. Run &apos;driveproof-cli list&apos; to see the drives on this machine.</source>
        <translation>%1 adlı bir blok aygıtı yok. Bu makinedeki sürücüleri görmek için &apos;driveproof-cli list&apos; komutunu çalıştırın.</translation>
    </message>
    <message>
        <source>%1 disappeared while it was being read. Check that the drive is still connected.</source>
        <translation>%1 okunurken kayboldu. Sürücünün hâlâ bağlı olduğunu denetleyin.</translation>
    </message>
    <message>
        <source>%1 is mounted on %2.</source>
        <extracomment>%1 device path, %2 list of mount points</extracomment>
        <translation>%1, %2 konumuna bağlı.</translation>
    </message>
    <message>
        <source>%1 is in use as swap space.</source>
        <extracomment>%1 device path</extracomment>
        <translation>%1 takas alanı olarak kullanılıyor.</translation>
    </message>
    <message numerus="yes">
        <source>%1 (And %n more.)</source>
        <extracomment>%1 a sentence saying what uses a device, %n how many other users there are</extracomment>
        <translation>
            <numerusform>%1 (Ve %n tane daha.)</numerusform>
        </translation>
    </message>
    <message>
        <source>not reported by this %1 device through sysfs</source>
        <translation>bu %1 aygıtı tarafından sysfs üzerinden bildirilmiyor</translation>
    </message>
    <message>
        <source>unknown</source>
        <translation>bilinmiyor</translation>
    </message>
    <message>
        <source>model</source>
        <translation>model</translation>
    </message>
    <message>
        <source>serial number</source>
        <translation>seri numarası</translation>
    </message>
    <message>
        <source>firmware revision</source>
        <translation>aygıt yazılımı sürümü</translation>
    </message>
    <message>
        <source>WWN</source>
        <translation>WWN</translation>
    </message>
    <message>
        <source>rotation rate</source>
        <translation>dönüş hızı</translation>
    </message>
    <message>
        <source>%1 could not be opened even as root (%2): the system blocks access to it (a container or a security policy), so only what sysfs reports is shown.</source>
        <extracomment>%1 device path, %2 system error text</extracomment>
        <translation>%1 root olarak bile açılamadı (%2): sistem erişimi engelliyor (bir kapsayıcı ya da bir güvenlik ilkesi), bu yüzden yalnızca sysfs&apos;in bildirdikleri gösteriliyor.</translation>
    </message>
    <message>
        <source>%1 could not be opened (%2): only what sysfs reports is shown. Run as root or through the DriveProof helper for more.</source>
        <extracomment>%1 device path, %2 system error text</extracomment>
        <translation>%1 açılamadı (%2): yalnızca sysfs&apos;in bildirdikleri gösteriliyor. Daha fazlası için root olarak ya da DriveProof yardımcı programı aracılığıyla çalıştırın.</translation>
    </message>
    <message>
        <source>device node</source>
        <translation>aygıt düğümü</translation>
    </message>
    <message>
        <source>%1 backs the loop device %2.</source>
        <extracomment>a loop device reads and writes its data on this device. %1 device path, %2 loop device path</extracomment>
        <translation>%1, %2 loop aygıtının arkasındaki aygıt.</translation>
    </message>
    <message>
        <source>%1 is part of %2.</source>
        <extracomment>%1 device path, %2 a device built on it (device-mapper, RAID, bcache)</extracomment>
        <translation>%1, %2 aygıtının bir parçası.</translation>
    </message>
    <message>
        <source>%1 has the partition %2.</source>
        <extracomment>%1 disk path, %2 partition path</extracomment>
        <translation>%1 üzerinde %2 bölümü var.</translation>
    </message>
    <message>
        <source>There is no %1. Give a device such as /dev/sda (see &apos;driveproof-cli list&apos;).</source>
        <translation>%1 yok. /dev/sda gibi bir aygıt verin (bkz. &apos;driveproof-cli list&apos;).</translation>
    </message>
    <message>
        <source>%1 is a folder or a file, not a block device. Give a device such as /dev/sda (see &apos;driveproof-cli list&apos;).</source>
        <translation>%1 bir klasör ya da dosya, blok aygıtı değil. /dev/sda gibi bir aygıt verin (bkz. &apos;driveproof-cli list&apos;).</translation>
    </message>
    <message>
        <source>Could not read %1 to see what it holds: %2.</source>
        <extracomment>%1 device or file path, %2 the system&apos;s reason</extracomment>
        <translation>İçinde ne olduğunu görmek için %1 okunamadı: %2.</translation>
    </message>
    <message>
        <source>Could not read the start and end of %1 to see what it holds.</source>
        <extracomment>%1 device or file path</extracomment>
        <translation>İçinde ne olduğunu görmek için %1 aygıtının başı ve sonu okunamadı.</translation>
    </message>
    <message>
        <source>udev has no record of device %1, and it could not be read directly (run as root, or start udev).</source>
        <extracomment>%1 device numbers like 8:0</extracomment>
        <translation>udev&apos;de %1 aygıtına ait kayıt yok ve aygıt doğrudan da okunamadı (root olarak çalıştırın veya udev&apos;i başlatın).</translation>
    </message>
</context>
<context>
    <name>DriveProof::DriveReport</name>
    <message>
        <source>%1 is not valid JSON: %2 at byte %3.</source>
        <extracomment>%1 file name, %2 the JSON parser&apos;s words, %3 the byte offset</extracomment>
        <translation>%1 geçerli bir JSON değil: %3. baytta %2.</translation>
    </message>
    <message>
        <source>%1 is larger than any drive report (%2 at most). Give the output of smartctl -x or nvme smart-log, not a disk image.</source>
        <extracomment>%1 file name, %2 a size (&quot;4 MiB&quot;)</extracomment>
        <translation>%1 herhangi bir sürücü raporundan büyük (en fazla %2). Bir disk kalıbı değil, smartctl -x ya da nvme smart-log çıktısı verin.</translation>
    </message>
    <message>
        <source>%1 is no drive report DriveProof can read: give the output of &apos;smartctl -x&apos;, &apos;smartctl -x --json&apos; or &apos;nvme smart-log -o json&apos;.</source>
        <extracomment>%1 file name</extracomment>
        <translation>%1, DriveProof&apos;un okuyabildiği bir sürücü raporu değil: &apos;smartctl -x&apos;, &apos;smartctl -x --json&apos; ya da &apos;nvme smart-log -o json&apos; çıktısını verin.</translation>
    </message>
    <message>
        <source>%1 is a report of a SAS or SCSI drive: DriveProof judges reports of ATA (SATA) and NVMe drives.</source>
        <extracomment>%1 file name</extracomment>
        <translation>%1 bir SAS ya da SCSI sürücüsünün raporu: DriveProof, ATA (SATA) ve NVMe sürücülerinin raporlarını değerlendirir.</translation>
    </message>
    <message>
        <source>From the report %1, not from the drive itself: %2.</source>
        <extracomment>%1 file name, %2 drive model</extracomment>
        <translation>Sürücünün kendisinden değil, %1 raporundan: %2.</translation>
    </message>
    <message>
        <source>From the report %1, not from the drive itself: %2, serial %3.</source>
        <extracomment>%1 file name, %2 drive model, %3 serial number</extracomment>
        <translation>Sürücünün kendisinden değil, %1 raporundan: %2, seri %3.</translation>
    </message>
    <message>
        <source>%1, line %2: more than 30 SMART attributes, which no drive has.</source>
        <extracomment>%1 file name, %2 line number</extracomment>
        <translation>%1, satır %2: 30&apos;dan fazla SMART özniteliği; hiçbir sürücüde bu kadar yoktur.</translation>
    </message>
    <message>
        <source>Could not read %1: %2.</source>
        <extracomment>%1 file name, %2 the system&apos;s reason</extracomment>
        <translation>%1 okunamadı: %2.</translation>
    </message>
    <message>
        <source>From the report %1, not from the drive itself.</source>
        <extracomment>%1 file name (a report that names no drive, e.g. smartctl -l farm)</extracomment>
        <translation>Sürücünün kendisinden değil, %1 raporundan.</translation>
    </message>
</context>
<context>
    <name>DriveProof::Flash</name>
    <message>
        <source>TRIM from %1 reaches the drive %2 through every layer.</source>
        <extracomment>%1 the device in use (e.g. /dev/mapper/vg-home), %2 the drive</extracomment>
        <translation>%1 üzerinden gelen TRIM her katmandan geçerek %2 sürücüsüne ulaşıyor.</translation>
    </message>
    <message>
        <source>The drive %1 takes TRIM.</source>
        <extracomment>%1 the drive</extracomment>
        <translation>%1 sürücüsü TRIM kabul ediyor.</translation>
    </message>
    <message>
        <source>TRIM from %1 reaches the loop device %2, which frees the space in its backing file %3. The drive under that file gets it only from its own file system (mounted with discard, or fstrim).</source>
        <extracomment>%1 the device in use, %2 a loop device, %3 its backing file</extracomment>
        <translation>%1 üzerinden gelen TRIM, %2 loop aygıtına ulaşıyor; bu aygıt %3 arka dosyasındaki alanı serbest bırakıyor. O dosyanın altındaki sürücü bunu yalnızca kendi dosya sisteminden alır (discard ile bağlanmışsa ya da fstrim ile).</translation>
    </message>
    <message>
        <source>The dm-crypt volume %1 drops discards, so TRIM from %2 never reaches the drive. Open it with --allow-discards (or the discard option in /etc/crypttab); an observer of the raw drive then sees which blocks are free.</source>
        <extracomment>%1 a dm-crypt volume, %2 the device in use</extracomment>
        <translation>%1 dm-crypt birimi discard isteklerini düşürüyor, bu yüzden %2 üzerinden gelen TRIM sürücüye hiç ulaşmıyor. Birimi --allow-discards ile açın (ya da /etc/crypttab içinde discard seçeneğiyle); ham sürücüyü gözleyen biri o zaman hangi blokların boş olduğunu görür.</translation>
    </message>
    <message>
        <source>%1 drops discards, so TRIM from %2 stops there and never reaches the drive.</source>
        <extracomment>%1 the layer (e.g. /dev/md0), %2 the device in use</extracomment>
        <translation>%1 discard isteklerini düşürüyor, bu yüzden %2 üzerinden gelen TRIM orada duruyor ve sürücüye hiç ulaşmıyor.</translation>
    </message>
    <message>
        <source>The kernel shows no discard limits for %1, so whether TRIM passes it is unknown.</source>
        <extracomment>%1 a device</extracomment>
        <translation>Çekirdek %1 için discard sınırı göstermiyor; TRIM komutunun oradan geçip geçmediği bilinmiyor.</translation>
    </message>
    <message>
        <source>%1 is a hard disk: it takes no TRIM and needs none.</source>
        <extracomment>%1 the drive</extracomment>
        <translation>%1 bir sabit disk: TRIM kabul etmez ve ona ihtiyacı yoktur.</translation>
    </message>
    <message>
        <source>%1 is attached through usb-storage (Bulk-Only Transport), which passes no TRIM. In a UAS enclosure or on a UAS port it may.</source>
        <extracomment>%1 the drive</extracomment>
        <translation>%1, TRIM iletmeyen usb-storage (Bulk-Only Transport) üzerinden bağlı. Bir UAS kutusunda ya da UAS bağlantı noktasında iletilebilir.</translation>
    </message>
    <message>
        <source>%1 is attached through UAS, but its bridge announces no TRIM, so the kernel sends none.</source>
        <extracomment>%1 the drive</extracomment>
        <translation>%1 UAS üzerinden bağlı, ancak köprüsü TRIM desteği bildirmiyor, bu yüzden çekirdek TRIM göndermiyor.</translation>
    </message>
    <message>
        <source>%1 does not take TRIM (the kernel&apos;s discard_max_bytes is 0).</source>
        <extracomment>%1 the drive</extracomment>
        <translation>%1 TRIM kabul etmiyor (çekirdeğin discard_max_bytes değeri 0).</translation>
    </message>
    <message>
        <source>No file system on %1 is mounted. TRIM comes from a mounted file system (fstrim or the discard option), or from blkdiscard, which erases everything.</source>
        <extracomment>%1 the device asked about</extracomment>
        <translation>%1 üzerindeki hiçbir dosya sistemi bağlı değil. TRIM, bağlı bir dosya sisteminden (fstrim ya da discard seçeneği) veya her şeyi silen blkdiscard komutundan gelir.</translation>
    </message>
    <message>
        <source>%1 is mounted with discard: every delete is trimmed at once, which slows deletes on some drives. The weekly fstrim.timer is the usual choice.</source>
        <extracomment>%1 a mount point</extracomment>
        <translation>%1 discard ile bağlı: her silme anında TRIM edilir, bu da bazı sürücülerde silmeyi yavaşlatır. Olağan seçim haftalık fstrim.timer’dır.</translation>
    </message>
    <message>
        <source>%1 is mounted with discard=async: freed space is trimmed in batches.</source>
        <extracomment>%1 a mount point</extracomment>
        <translation>%1 discard=async ile bağlı: boşalan alan toplu olarak TRIM edilir.</translation>
    </message>
    <message>
        <source>%1 is trimmed once a week by fstrim.timer.</source>
        <extracomment>%1 a mount point</extracomment>
        <translation>%1, fstrim.timer tarafından haftada bir TRIM ediliyor.</translation>
    </message>
    <message>
        <source>%1 is neither mounted with discard nor trimmed by fstrim.timer, so the drive never learns which blocks are free. Run &apos;sudo systemctl enable --now fstrim.timer&apos;.</source>
        <extracomment>%1 a mount point</extracomment>
        <translation>%1 ne discard ile bağlı ne de fstrim.timer tarafından TRIM ediliyor; bu yüzden sürücü hangi blokların boş olduğunu hiç öğrenmiyor. &apos;sudo systemctl enable --now fstrim.timer&apos; komutunu çalıştırın.</translation>
    </message>
    <message>
        <source>systemd is not running here, so fstrim.timer trims nothing. Run &apos;fstrim -a&apos; from cron, or mount with discard.</source>
        <translation>Burada systemd çalışmıyor, bu yüzden fstrim.timer hiçbir şeyi TRIM etmiyor. &apos;fstrim -a&apos; komutunu cron ile çalıştırın ya da discard ile bağlayın.</translation>
    </message>
    <message>
        <source>%1 is not on a block device that DriveProof can see in sysfs. Give a drive, a partition or a folder on one.</source>
        <extracomment>%1 a path the user gave</extracomment>
        <translation>%1, DriveProof’un sysfs içinde gördüğü bir blok aygıtında değil. Bir sürücü, bir bölüm ya da üzerindeki bir klasörü verin.</translation>
    </message>
    <message>
        <source>%1 cannot be read: %2.</source>
        <extracomment>%1 a path the user gave, %2 the system&apos;s error text</extracomment>
        <translation>%1 okunamıyor: %2.</translation>
    </message>
</context>
<context>
    <name>DriveProof::Gui</name>
    <message>
        <source>unknown</source>
        <translation>bilinmiyor</translation>
    </message>
    <message>
        <source>%1 (%2 bytes)</source>
        <extracomment>%1 size with unit, e.g. &quot;500.1 GB&quot;; %2 exact byte count, e.g. &quot;500,107,862,016&quot;</extracomment>
        <translation>%1 (%2 bayt)</translation>
    </message>
    <message numerus="yes">
        <source>%Ln byte(s)</source>
        <extracomment>a size in bytes, e.g. &quot;4,096 bytes&quot;; %Ln is the number with digit grouping</extracomment>
        <translation>
            <numerusform>%Ln bayt</numerusform>
        </translation>
    </message>
    <message>
        <source>yes</source>
        <translation>evet</translation>
    </message>
    <message>
        <source>no</source>
        <translation>hayır</translation>
    </message>
    <message>
        <source>loop device</source>
        <translation>loop aygıtı</translation>
    </message>
    <message>
        <source>backed by a file</source>
        <translation>bir dosyaya dayalı</translation>
    </message>
    <message>
        <source>solid state</source>
        <translation>katı hâl</translation>
    </message>
    <message>
        <source>%1 rpm</source>
        <extracomment>disk rotation speed; %1 is the number, e.g. &quot;7,200&quot;</extracomment>
        <translation>%1 dev/dk</translation>
    </message>
    <message>
        <source>rotational</source>
        <translation>dönen</translation>
    </message>
    <message>
        <source>Not reported for this device.</source>
        <translation>Bu aygıt için bildirilmiyor.</translation>
    </message>
    <message>
        <source>%1%</source>
        <extracomment>a percentage; %1 the number, e.g. &quot;97&quot;</extracomment>
        <translation>%%1</translation>
    </message>
    <message>
        <source>hard disk</source>
        <translation>sabit disk</translation>
    </message>
    <message>
        <source>solid-state drive</source>
        <translation>katı hâl sürücüsü</translation>
    </message>
    <message>
        <source>NVMe solid-state drive</source>
        <translation>NVMe katı hâl sürücüsü</translation>
    </message>
    <message>
        <source>USB drive</source>
        <translation>USB sürücü</translation>
    </message>
    <message>
        <source>loop device (a file used as a drive)</source>
        <translation>loop aygıtı (sürücü olarak kullanılan bir dosya)</translation>
    </message>
    <message>
        <source>drive</source>
        <translation>sürücü</translation>
    </message>
    <message>
        <source>Tells the truth about a drive.</source>
        <translation>Bir sürücü hakkındaki gerçeği söyler.</translation>
    </message>
    <message>
        <source>Show this drive first, e.g. /dev/sda.</source>
        <translation>Önce bu sürücüyü göster, örneğin /dev/sda.</translation>
    </message>
    <message>
        <source>Save a picture of the window to this PNG file once everything is read, then quit.</source>
        <translation>Her şey okunduktan sonra pencerenin bir resmini bu PNG dosyasına kaydet, ardından çık.</translation>
    </message>
    <message>
        <source>Open the Preferences dialog at start.</source>
        <translation>Başlangıçta Tercihler penceresini aç.</translation>
    </message>
    <message>
        <source>Open the About dialog at start.</source>
        <translation>Başlangıçta Hakkında penceresini aç.</translation>
    </message>
    <message>
        <source>Run this test (quick, random, commit, ...) in the window without clicks, write the result (--json-out) and quit; for benchmark scripts.</source>
        <translation>Bu testi (quick, random, commit, ...) pencerede tıklamadan çalıştır, sonucu yaz (--json-out) ve çık; performans testi betikleri için.</translation>
    </message>
    <message>
        <source>With --run-test: only these measurements, separated by commas, e.g. rnd4kq32t1.read.</source>
        <translation>--run-test ile: yalnızca virgülle ayrılmış bu ölçümler, örneğin rnd4kq32t1.read.</translation>
    </message>
    <message>
        <source>With --run-test: the folder (or file) to test in.</source>
        <translation>--run-test ile: testin yapılacağı klasör (ya da dosya).</translation>
    </message>
    <message>
        <source>With --run-test: the test size, e.g. 1G or 256M.</source>
        <translation>--run-test ile: test boyutu, örneğin 1G ya da 256M.</translation>
    </message>
    <message>
        <source>With --run-test: seconds per measurement (default: 5).</source>
        <translation>--run-test ile: ölçüm başına saniye (varsayılan: 5).</translation>
    </message>
    <message>
        <source>With --run-test: write the result as JSON to this file.</source>
        <translation>--run-test ile: sonucu JSON olarak bu dosyaya yaz.</translation>
    </message>
    <message>
        <source>Verify the power-loss tests that wait for it (after the power cut); the autostart entry of a pending test runs this.</source>
        <translation>Doğrulama bekleyen güç kaybı testlerini doğrula (güç kesintisinden sonra); bekleyen bir testin otomatik başlatma girdisi bunu çalıştırır.</translation>
    </message>
    <message>
        <source>Open the power-loss test at start.</source>
        <translation>Başlangıçta güç kaybı testini aç.</translation>
    </message>
    <message>
        <source>Open the power-loss witness page at start.</source>
        <translation>Başlangıçta güç kaybı tanığı sayfasını aç.</translation>
    </message>
    <message>
        <source>--duration needs a number of seconds</source>
        <translation>--duration bir saniye sayısı gerektirir</translation>
    </message>
    <message>
        <source>You were not allowed to read the write cache setting of %1. Try again and authenticate when asked, or ask an administrator.</source>
        <extracomment>%1 device path</extracomment>
        <translation>%1 aygıtının yazma önbelleği ayarını okumanıza izin verilmedi. Yeniden deneyin ve istendiğinde kimliğinizi doğrulayın ya da bir yöneticiye başvurun.</translation>
    </message>
    <message>
        <source>You were not allowed to switch the write cache of %1, so nothing was changed. Try again and authenticate when asked, or ask an administrator.</source>
        <extracomment>%1 device path</extracomment>
        <translation>%1 aygıtının yazma önbelleğini açıp kapatmanıza izin verilmedi, bu yüzden hiçbir şey değiştirilmedi. Yeniden deneyin ve istendiğinde kimliğinizi doğrulayın ya da bir yöneticiye başvurun.</translation>
    </message>
    <message>
        <source>You were not allowed to read the health of %1. Try again and authenticate when asked, or ask an administrator.</source>
        <extracomment>%1 device path</extracomment>
        <translation>%1 aygıtının sağlık durumunu okumanıza izin verilmedi. Yeniden deneyin ve istendiğinde kimliğinizi doğrulayın ya da bir yöneticiye başvurun.</translation>
    </message>
    <message>
        <source>DriveProof&apos;s helper is not installed, so DriveProof cannot ask the drive while it runs as you. Install the DriveProof package, or run DriveProof as root.</source>
        <translation>DriveProof yardımcı programı kurulu değil, bu yüzden DriveProof sizin kullanıcınızla çalışırken sürücüyü sorgulayamaz. DriveProof paketini kurun ya da DriveProof&apos;u root olarak çalıştırın.</translation>
    </message>
    <message>
        <source>The system bus does not let DriveProof reach its helper: the helper&apos;s D-Bus policy is missing. Reinstall the DriveProof package, or run DriveProof as root.</source>
        <translation>Sistem veri yolu DriveProof&apos;un yardımcı programına ulaşmasına izin vermiyor: yardımcı programın D-Bus ilkesi eksik. DriveProof paketini yeniden kurun ya da DriveProof&apos;u root olarak çalıştırın.</translation>
    </message>
    <message>
        <source>There is no system bus, so DriveProof cannot reach its helper. Start the D-Bus system service, or run DriveProof as root.</source>
        <translation>Sistem veri yolu yok, bu yüzden DriveProof yardımcı programına ulaşamıyor. D-Bus sistem hizmetini başlatın ya da DriveProof&apos;u root olarak çalıştırın.</translation>
    </message>
    <message>
        <source>The request for %1 failed: %2.</source>
        <extracomment>%1 device path, %2 the system&apos;s reason</extracomment>
        <translation>%1 için istek başarısız oldu: %2.</translation>
    </message>
    <message>
        <source>Starts on a physical-sector boundary.</source>
        <translation>Bir fiziksel sektör sınırında başlıyor.</translation>
    </message>
    <message>
        <source>Starts %1 bytes past a physical-sector boundary.</source>
        <extracomment>%1 a number of bytes, e.g. &quot;512&quot;</extracomment>
        <translation>Bir fiziksel sektör sınırını %1 bayt geçerek başlıyor.</translation>
    </message>
    <message>
        <source>Starts on a 1 MiB boundary.</source>
        <translation>1 MiB sınırında başlıyor.</translation>
    </message>
    <message>
        <source>Does not start on a 1 MiB boundary.</source>
        <translation>1 MiB sınırında başlamıyor.</translation>
    </message>
    <message>
        <source>Does not start on a multiple of the drive&apos;s optimal I/O size.</source>
        <translation>Sürücünün en uygun G/Ç boyutunun bir katında başlamıyor.</translation>
    </message>
    <message>
        <source>none</source>
        <translation>yok</translation>
    </message>
    <message>
        <source>not mounted</source>
        <translation>bağlı değil</translation>
    </message>
    <message>
        <source>not checked</source>
        <translation>denetlenmedi</translation>
    </message>
    <message>
        <source>%L1 %2</source>
        <extracomment>a transfer rate; %L1 the number, %2 its unit (&quot;MB/s&quot; or &quot;MiB/s&quot;, as chosen in Preferences)</extracomment>
        <translation>%L1 %2</translation>
    </message>
    <message>
        <source>unknown test &apos;%1&apos;</source>
        <extracomment>%1 what the user typed after --run-test</extracomment>
        <translation>bilinmeyen test &apos;%1&apos;</translation>
    </message>
    <message>
        <source>--run-test needs --target, an existing folder or file</source>
        <translation>--run-test, --target gerektirir: var olan bir klasör ya da dosya</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a size, e.g. 1G or 256M</source>
        <extracomment>%1 what the user typed after --size</extracomment>
        <translation>&apos;%1&apos; bir boyut değil; örneğin 1G ya da 256M</translation>
    </message>
    <message>
        <source>write back: the kernel sends flushes</source>
        <translation>gecikmeli yazma (write back): çekirdek önbellek boşaltma istekleri gönderiyor</translation>
    </message>
    <message>
        <source>write through: the kernel sends no flushes</source>
        <translation>doğrudan yazma (write through): çekirdek önbellek boşaltma isteği göndermiyor</translation>
    </message>
    <message>
        <source>Open this drive report (smartctl -x, smartctl --json or nvme smart-log -o json) at start.</source>
        <translation>Başlangıçta bu sürücü raporunu aç (smartctl -x, smartctl --json ya da nvme smart-log -o json).</translation>
    </message>
</context>
<context>
    <name>DriveProof::Gui::AboutDialog</name>
    <message>
        <source>About DriveProof</source>
        <translation>DriveProof Hakkında</translation>
    </message>
    <message>
        <source>DriveProof %1</source>
        <extracomment>%1 DriveProof&apos;s version, e.g. &quot;0.1.0&quot;</extracomment>
        <translation>DriveProof %1</translation>
    </message>
    <message>
        <source>Tells you the truth about a drive: what it is, whether its partitions are aligned, whether its write cache is on, how fast it commits, streams and seeks, and whether it keeps the writes it acknowledged.</source>
        <translation>Bir sürücü hakkındaki gerçeği söyler: ne olduğunu, bölümlerinin hizalı olup olmadığını, yazma önbelleğinin açık olup olmadığını, ne kadar hızlı kalıcı yazdığını, akış hâlinde aktardığını ve konumlandığını ve onayladığı yazmaları koruyup korumadığını.</translation>
    </message>
    <message>
        <source>What DriveProof does</source>
        <translation>DriveProof ne yapar</translation>
    </message>
    <message>
        <source>Qt %1 · kernel %2 %3</source>
        <extracomment>%1 the Qt version it runs on, %2 the kernel&apos;s name (&quot;linux&quot;), %3 its version</extracomment>
        <translation>Qt %1 · çekirdek %2 %3</translation>
    </message>
    <message>
        <source>Versions</source>
        <translation>Sürümler</translation>
    </message>
    <message>
        <source>Free software under the GNU General Public License, version 3 or any later version (&lt;a href=&quot;https://www.gnu.org/licenses/gpl-3.0.html&quot;&gt;GPL-3.0-or-later&lt;/a&gt;). It comes with no warranty.</source>
        <extracomment>rich text; keep the link. GPL-3.0-or-later is the licence&apos;s SPDX name</extracomment>
        <translation>GNU Genel Kamu Lisansı, sürüm 3 ya da daha sonraki herhangi bir sürüm (&lt;a href=&quot;https://www.gnu.org/licenses/gpl-3.0.html&quot;&gt;GPL-3.0-or-later&lt;/a&gt;) altında özgür yazılım. Hiçbir garanti verilmez.</translation>
    </message>
    <message>
        <source>Licence</source>
        <translation>Lisans</translation>
    </message>
</context>
<context>
    <name>DriveProof::Gui::CapacityButton</name>
    <message>
        <source>Check &amp;capacity…</source>
        <translation>&amp;Kapasiteyi denetle…</translation>
    </message>
    <message>
        <source>Is the drive as big as it says? Finds fake drives.</source>
        <translation>Sürücü söylediği kadar büyük mü? Sahte sürücüleri bulur.</translation>
    </message>
</context>
<context>
    <name>DriveProof::Gui::CapacityDialog</name>
    <message>
        <source>Check capacity: %1</source>
        <extracomment>dialog title; %1 the drive&apos;s model or device node</extracomment>
        <translation>Kapasiteyi denetle: %1</translation>
    </message>
    <message>
        <source>Is %1 really %2? The check writes records across the whole drive, reads them back and tells a genuine drive from a fake one.</source>
        <extracomment>%1 the drive&apos;s model, %2 its size as it claims it, e.g. &quot;128.0 GB&quot;</extracomment>
        <translation>%1 gerçekten %2 mi? Denetim tüm sürücüye kayıtlar yazar, geri okur ve gerçek bir sürücüyü sahtesinden ayırır.</translation>
    </message>
    <message>
        <source>&amp;Quick probe: a few thousand records, minutes</source>
        <translation>&amp;Hızlı yoklama: birkaç bin kayıt, dakikalar</translation>
    </message>
    <message>
        <source>&amp;Full verify: every block, hours on a large drive</source>
        <translation>&amp;Tam doğrulama: her blok, büyük bir sürücüde saatler</translation>
    </message>
    <message>
        <source>&amp;Start</source>
        <translation>&amp;Başlat</translation>
    </message>
    <message>
        <source>Everything on %1 (%2) is lost: every partition, every file.</source>
        <extracomment>%1 device node, %2 the drive&apos;s model</extracomment>
        <translation>%1 (%2) üzerindeki her şey kaybolur: her bölüm, her dosya.</translation>
    </message>
    <message>
        <source>&amp;Cancel</source>
        <translation>&amp;İptal</translation>
    </message>
    <message>
        <source>&amp;Close</source>
        <translation>Ka&amp;pat</translation>
    </message>
    <message>
        <source>Check capacity</source>
        <translation>Kapasiteyi denetle</translation>
    </message>
    <message>
        <source>Write</source>
        <extracomment>a line of the full verify&apos;s chart: the rate while writing</extracomment>
        <translation>Yazma</translation>
    </message>
    <message>
        <source>Read</source>
        <translation>Okuma</translation>
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
        <translation>Resmi &amp;kopyala</translation>
    </message>
</context>
<context>
    <name>DriveProof::Gui::Charts::CommitChart</name>
    <message>
        <source>Commits per second, by method</source>
        <translation>Yönteme göre saniyedeki kalıcı yazma</translation>
    </message>
    <message>
        <source>Commits per second (logarithmic)</source>
        <translation>Saniyedeki kalıcı yazma (logaritmik)</translation>
    </message>
    <message>
        <source>Durable, write cache as it was</source>
        <translation>Kalıcı, yazma önbelleği olduğu gibi</translation>
    </message>
    <message>
        <source>Durable commits</source>
        <translation>Kalıcı yazmalar</translation>
    </message>
    <message>
        <source>Durable, write cache off</source>
        <translation>Kalıcı, yazma önbelleği kapalı</translation>
    </message>
    <message>
        <source>Not durable (baseline for comparison)</source>
        <translation>Kalıcı değil (karşılaştırma için temel çizgi)</translation>
    </message>
    <message>
        <source>%1 rpm: about %2 commits/s at most when each waits for the platter</source>
        <extracomment>legend of a line on the commit chart; %1 rotation rate, %2 commits per second</extracomment>
        <translation>%1 dev/dk: her biri plakayı beklediğinde en fazla yaklaşık %2 kalıcı yazma/sn</translation>
    </message>
</context>
<context>
    <name>DriveProof::Gui::Charts::CompareChart</name>
    <message>
        <source>A (older)</source>
        <translation>A (daha eski)</translation>
    </message>
    <message>
        <source>B (newer)</source>
        <translation>B (daha yeni)</translation>
    </message>
    <message>
        <source>The two runs side by side</source>
        <translation>İki çalıştırma yan yana</translation>
    </message>
    <message>
        <source>Commits/s</source>
        <translation>Kalıcı yazma/sn</translation>
    </message>
</context>
<context>
    <name>DriveProof::Gui::Charts::CutTimelineChart</name>
    <message>
        <source>Acknowledged writes before the power cut</source>
        <translation>Güç kesintisinden önceki onaylanmış yazmalar</translation>
    </message>
    <message>
        <source>Seconds before the cut</source>
        <extracomment>axis of a chart: time before the moment the power was cut (negative numbers)</extracomment>
        <translation>Kesintiden önceki saniyeler</translation>
    </message>
    <message>
        <source>Write number</source>
        <extracomment>axis of a chart: the running number of each write</extracomment>
        <translation>Yazma numarası</translation>
    </message>
    <message>
        <source>Kept</source>
        <translation>Korunan</translation>
    </message>
    <message>
        <source>Lost</source>
        <translation>Kayıp</translation>
    </message>
    <message>
        <source>Torn (partly kept)</source>
        <translation>Yarım kalmış (kısmen korunan)</translation>
    </message>
    <message>
        <source>Estimated cut</source>
        <extracomment>the estimated moment of the power cut, a vertical line in the chart</extracomment>
        <translation>Tahmini kesinti</translation>
    </message>
</context>
<context>
    <name>DriveProof::Gui::Charts::HybridChart</name>
    <message>
        <source>Random reads before and after the idle time</source>
        <translation>Boşta kalma süresinden önce ve sonra rastgele okumalar</translation>
    </message>
    <message>
        <source>Random reads of the same blocks</source>
        <translation>Aynı blokların rastgele okunması</translation>
    </message>
    <message>
        <source>IOPS</source>
        <translation>IOPS</translation>
    </message>
    <message>
        <source>First pass</source>
        <translation>Birinci geçiş</translation>
    </message>
    <message>
        <source>Second pass, after the idle time</source>
        <translation>İkinci geçiş, boşta kalma süresinden sonra</translation>
    </message>
</context>
<context>
    <name>DriveProof::Gui::Charts::LatencyChart</name>
    <message>
        <source>Latency</source>
        <translation>Gecikme</translation>
    </message>
    <message>
        <source>Latency of %1</source>
        <extracomment>chart title; %1 the measurement, e.g. &quot;RND4K Q1T1 read&quot;</extracomment>
        <translation>%1 gecikmesi</translation>
    </message>
    <message>
        <source>Latency (µs, logarithmic)</source>
        <translation>Gecikme (µs, logaritmik)</translation>
    </message>
    <message>
        <source>Share of operations (%)</source>
        <translation>İşlemlerin payı (%)</translation>
    </message>
    <message>
        <source>Operations</source>
        <translation>İşlemler</translation>
    </message>
    <message>
        <source>p50 (median): %1 µs</source>
        <extracomment>a percentile marker in the legend; %1 latency in microseconds</extracomment>
        <translation>p50 (ortanca): %1 µs</translation>
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
        <translation>Test alanı boyunca okuma hızı</translation>
    </message>
    <message>
        <source>Write rate as the test area fills</source>
        <translation>Test alanı doldukça yazma hızı</translation>
    </message>
    <message>
        <source>Position (%1)</source>
        <extracomment>axis title; %1 the unit: MB, GB, MiB or GiB</extracomment>
        <translation>Konum (%1)</translation>
    </message>
    <message>
        <source>Written (%1)</source>
        <extracomment>axis title; %1 the unit: MB, GB, MiB or GiB</extracomment>
        <translation>Yazılan (%1)</translation>
    </message>
</context>
<context>
    <name>DriveProof::Gui::Charts::SweepChart</name>
    <message>
        <source>IOPS and transfer rate by block size</source>
        <translation>Blok boyutuna göre IOPS ve aktarım hızı</translation>
    </message>
    <message>
        <source>Block size (KiB, logarithmic)</source>
        <translation>Blok boyutu (KiB, logaritmik)</translation>
    </message>
    <message>
        <source>IOPS and transfer rate by queue depth</source>
        <translation>Kuyruk derinliğine göre IOPS ve aktarım hızı</translation>
    </message>
    <message>
        <source>I/Os in flight per thread (logarithmic)</source>
        <translation>İş parçacığı başına bekleyen G/Ç (logaritmik)</translation>
    </message>
    <message>
        <source>IOPS and transfer rate by threads</source>
        <translation>İş parçacığı sayısına göre IOPS ve aktarım hızı</translation>
    </message>
    <message>
        <source>Threads (logarithmic)</source>
        <translation>İş parçacıkları (logaritmik)</translation>
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
        <translation>Zamana göre aktarım hızı</translation>
    </message>
    <message>
        <source>I/O operations per second over time</source>
        <translation>Zamana göre saniyedeki G/Ç işlemi</translation>
    </message>
    <message>
        <source>IOPS</source>
        <translation>IOPS</translation>
    </message>
    <message>
        <source>Commits per second over time</source>
        <translation>Zamana göre saniyedeki kalıcı yazma</translation>
    </message>
    <message>
        <source>Commits per second</source>
        <translation>Saniyedeki kalıcı yazma</translation>
    </message>
    <message>
        <source>Seconds</source>
        <translation>Saniye</translation>
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
        <translation>Kalıcı yazma/sn</translation>
    </message>
    <message>
        <source>p99 latency (µs)</source>
        <translation>p99 gecikme (µs)</translation>
    </message>
    <message>
        <source>Two runs side by side</source>
        <translation>İki çalıştırma yan yana</translation>
    </message>
    <message>
        <source>&amp;Back to the history</source>
        <translation>&amp;Geçmişe dön</translation>
    </message>
    <message>
        <source>Comparison of two runs</source>
        <translation>İki çalıştırmanın karşılaştırması</translation>
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
        <translation>Ölçüm</translation>
    </message>
    <message>
        <source>Quantity</source>
        <translation>Nicelik</translation>
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
        <translation>Bu çalıştırmaların ortak ölçümü yok, bu yüzden yan yana konacak bir şey yok. Aynı testin iki çalıştırmasını karşılaştırın.</translation>
    </message>
    <message>
        <source>These are two different tests (%1 and %2): only the measurements they share have a ratio.</source>
        <extracomment>%1 and %2 two test names</extracomment>
        <translation>Bunlar iki farklı test (%1 ve %2): yalnızca paylaştıkları ölçümlerin oranı var.</translation>
    </message>
    <message>
        <source>same</source>
        <extracomment>B&apos;s number is within 3% of A&apos;s</extracomment>
        <translation>aynı</translation>
    </message>
    <message>
        <source>▲ %1% better</source>
        <extracomment>%1 a percentage without the % sign, e.g. &quot;18&quot; -&gt; &quot;▲ 18% better&quot;</extracomment>
        <translation>▲ %%1 daha iyi</translation>
    </message>
    <message>
        <source>▼ %1% worse</source>
        <translation>▼ %%1 daha kötü</translation>
    </message>
    <message>
        <source>Better and worse follow each quantity: more MB/s, IOPS or commits per second is better, less latency is better. Within 3% counts as the same: two runs on one drive differ that much.</source>
        <translation>Daha iyi ve daha kötü her niceliğe göre belirlenir: daha fazla MB/s, IOPS veya saniyedeki kalıcı yazma daha iyidir, daha düşük gecikme daha iyidir. Yüzde 3 içindeki bir fark aynı sayılır: aynı sürücüdeki iki çalıştırma bu kadar farklı olabilir.</translation>
    </message>
    <message>
        <source>B against A</source>
        <translation>A&apos;ya göre B</translation>
    </message>
    <message>
        <source>%1, %2, on %3 (%4) · %5</source>
        <extracomment>one run in a comparison; %1 test name, %2 date and time, %3 drive model, %4 where it ran, %5 its settings (&quot;1 GiB · 5 s per step · temporary file on ext4 · io_uring&quot;)</extracomment>
        <translation>%1, %2, %3 (%4) · %5</translation>
    </message>
    <message>
        <source>These runs were not made alike, so their numbers do not compare directly. %1</source>
        <extracomment>%1 one or more sentences on how the two runs differ</extracomment>
        <translation>Bu çalıştırmalar aynı şekilde yapılmadı, bu yüzden sayıları doğrudan karşılaştırılamaz. %1</translation>
    </message>
</context>
<context>
    <name>DriveProof::Gui::ConfirmWriteDialog</name>
    <message>
        <source>Erase %1?</source>
        <extracomment>dialog title; %1 a device node</extracomment>
        <translation>%1 silinsin mi?</translation>
    </message>
    <message>
        <source>This test (%1) writes over %2 (%3). Everything on it is lost: every partition, every file. This cannot be undone.</source>
        <extracomment>%1 test name, %2 device node, %3 the drive&apos;s model</extracomment>
        <translation>Bu test (%1), %2 (%3) aygıtının üzerine yazar. Üzerindeki her şey kaybolur: her bölüm, her dosya. Bu işlem geri alınamaz.</translation>
    </message>
    <message>
        <source>To go on, type the device&apos;s name, &lt;b&gt;%1&lt;/b&gt;:</source>
        <extracomment>%1 the device&apos;s short name the user must type, e.g. &quot;sdb&quot;</extracomment>
        <translation>Devam etmek için aygıtın adını yazın: &lt;b&gt;%1&lt;/b&gt;</translation>
    </message>
    <message>
        <source>Device name</source>
        <translation>Aygıt adı</translation>
    </message>
    <message>
        <source>&amp;Erase and test</source>
        <translation>&amp;Sil ve test et</translation>
    </message>
    <message>
        <source>Test the empty drive %1?</source>
        <extracomment>dialog title; %1 the drive&apos;s name (model)</extracomment>
        <translation>Boş sürücü %1 test edilsin mi?</translation>
    </message>
    <message>
        <source>%1 (%2) is empty: it has no partition table and no file system, as a new drive arrives. The test (%3) writes over the whole device; anything on it that DriveProof cannot recognise would be lost.</source>
        <extracomment>%1 the drive&apos;s name (model), %2 device node, %3 test name</extracomment>
        <translation>%1 (%2) boş: yeni bir sürücünün geldiği gibi, bölüm tablosu da dosya sistemi de yok. Test (%3) tüm aygıtın üzerine yazar; üzerinde DriveProof&apos;un tanımadığı bir şey varsa kaybolur.</translation>
    </message>
    <message>
        <source>&amp;Write and test</source>
        <translation>&amp;Yaz ve test et</translation>
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
        <translation>İyi</translation>
    </message>
    <message>
        <source>Caution</source>
        <extracomment>health badge beside a drive in the list, as on the Health card</extracomment>
        <translation>Dikkat</translation>
    </message>
    <message>
        <source>Bad</source>
        <extracomment>health badge beside a drive in the list, as on the Health card</extracomment>
        <translation>Kötü</translation>
    </message>
    <message>
        <source>%1
%2, %3
Health: %4</source>
        <extracomment>%1 drive name, %2 kind of drive, %3 device path, %4 its health (&quot;Good&quot;, ...)</extracomment>
        <translation>%1
%2, %3
Sağlık durumu: %4</translation>
    </message>
    <message>
        <source>%1, %2, %3, %4, health: %5</source>
        <extracomment>read by screen readers; %1 drive name, %2 kind of drive, %3 size, %4 device path, %5 its health (&quot;Good&quot;, &quot;Caution&quot;, &quot;Bad&quot;)</extracomment>
        <translation>%1, %2, %3, %4, sağlık durumu: %5</translation>
    </message>
</context>
<context>
    <name>DriveProof::Gui::DrivePage</name>
    <message>
        <source>&amp;Test this drive…</source>
        <translation>Bu sürücüyü &amp;test et…</translation>
    </message>
    <message>
        <source>%1 %2 · %3</source>
        <extracomment>under the drive name; %1 size, e.g. &quot;2.0 TB&quot;, %2 kind of drive, %3 device path</extracomment>
        <translation>%1 %2 · %3</translation>
    </message>
    <message>
        <source>Measure %1: quick check, commit rate, throughput and more, in a window of its own</source>
        <extracomment>%1 the drive&apos;s name</extracomment>
        <translation>%1 sürücüsünü ölç: hızlı denetim, kalıcı yazma hızı, aktarım hızı ve daha fazlası, ayrı bir pencerede</translation>
    </message>
    <message>
        <source>Q&amp;uick check</source>
        <translation>Hızlı d&amp;enetim</translation>
    </message>
    <message>
        <source>Measure the four CrystalDiskMark tests now, in about %1, on a temporary file in %2</source>
        <extracomment>tooltip of the Quick check button; %1 about how long it takes (&quot;20 seconds&quot;), %2 the folder that holds the temporary file</extracomment>
        <translation>CrystalDiskMark&apos;ın dört testini şimdi, yaklaşık %1 içinde, %2 içindeki geçici bir dosya üzerinde ölç</translation>
    </message>
    <message>
        <source>This drive is empty: no partition table and no file system. It is read-only or in use, so only the reading tests can run on it.</source>
        <translation>Bu sürücü boş: bölüm tablosu da dosya sistemi de yok. Salt okunur ya da kullanımda olduğundan üzerinde yalnızca okuma testleri çalışabilir.</translation>
    </message>
    <message>
        <source>This drive is empty: no partition table and no file system, as a new drive arrives. The quick check, the commit test and the sustained write run on the whole device after one confirmation; there is no need to partition it first.</source>
        <translation>Bu sürücü boş: yeni bir sürücünün geldiği gibi, bölüm tablosu da dosya sistemi de yok. Hızlı denetim, commit testi ve sürekli yazma tek bir onaydan sonra tüm aygıt üzerinde çalışır; önce bölümlemeye gerek yok.</translation>
    </message>
    <message>
        <source>The quick check needs a folder on this drive, and none of its file systems is mounted. Mount one (in your file manager or GNOME Disks) and press Refresh (F5), or use &quot;Test this drive…&quot; for the reading tests on the whole device (sequential and random reads, surface scan), which write nothing.</source>
        <translation>Hızlı denetim bu sürücüde bir klasöre ihtiyaç duyar, ancak dosya sistemlerinin hiçbiri bağlı değil. Birini bağlayın (dosya yöneticisinde ya da GNOME Diskler&apos;de) ve Yenile&apos;ye (F5) basın ya da tüm aygıttaki okuma testleri (sıralı ve rastgele okuma, yüzey taraması) için &quot;Bu sürücüyü test et…&quot; düğmesini kullanın; bunlar hiçbir şey yazmaz.</translation>
    </message>
    <message>
        <source>The quick check needs a folder on this drive that you can write to, and none of its file systems is mounted where you may write. Mount one where you may and press Refresh (F5), or choose a folder of yours on it with &quot;Test this drive…&quot;.</source>
        <translation>Hızlı denetim bu sürücüde yazabileceğiniz bir klasöre ihtiyaç duyar, ancak dosya sistemlerinin hiçbiri yazabileceğiniz bir yere bağlı değil. Birini yazabileceğiniz bir yere bağlayıp Yenile&apos;ye (F5) basın ya da &quot;Bu sürücüyü test et…&quot; ile üzerindeki kendi klasörünüzü seçin.</translation>
    </message>
    <message>
        <source>Measure the four CrystalDiskMark tests now, in about %1, on the empty device %2 (asks once to confirm)</source>
        <extracomment>tooltip of the Quick check button; %1 about how long it takes (&quot;20 seconds&quot;), %2 a device node</extracomment>
        <translation>CrystalDiskMark&apos;ın dört testini şimdi, yaklaşık %1 içinde, boş aygıt %2 üzerinde ölç (bir kez onay ister)</translation>
    </message>
</context>
<context>
    <name>DriveProof::Gui::HealthCard</name>
    <message>
        <source>Health</source>
        <translation>Sağlık durumu</translation>
    </message>
    <message>
        <source>Reading…</source>
        <translation>Okunuyor…</translation>
    </message>
    <message>
        <source>Unknown</source>
        <translation>Bilinmiyor</translation>
    </message>
    <message>
        <source>Health: %1</source>
        <extracomment>accessible name of the health badge; %1 &quot;Good&quot;, &quot;Caution&quot;, &quot;Bad&quot;, ...</extracomment>
        <translation>Sağlık durumu: %1</translation>
    </message>
    <message>
        <source>No health data</source>
        <translation>Sağlık verisi yok</translation>
    </message>
    <message>
        <source>%1 is a file used as a drive (%2): it has no health data of its own. The health of the drive that holds the file is what counts.</source>
        <extracomment>%1 device path, %2 the file behind the loop device</extracomment>
        <translation>%1, sürücü olarak kullanılan bir dosya (%2): kendine ait sağlık verisi yok. Önemli olan, dosyayı tutan sürücünün sağlık durumudur.</translation>
    </message>
    <message>
        <source>%1 is a virtual disk: the real drive is on the host, and only the host can read its health.</source>
        <extracomment>%1 device path</extracomment>
        <translation>%1 bir sanal disk: gerçek sürücü ana makinede ve sağlık durumunu yalnızca ana makine okuyabilir.</translation>
    </message>
    <message>
        <source>%1 reports no health data that DriveProof can read.</source>
        <extracomment>%1 device path</extracomment>
        <translation>%1, DriveProof&apos;un okuyabileceği bir sağlık verisi bildirmiyor.</translation>
    </message>
    <message>
        <source>Good</source>
        <translation>İyi</translation>
    </message>
    <message>
        <source>The drive finds nothing wrong. That predicts some failures, not all: keep backups.</source>
        <translation>Sürücü hiçbir sorun bulmuyor. Bu bazı arızaları önceden haber verir, hepsini değil: yedeklerinizi tutun.</translation>
    </message>
    <message>
        <source>Caution</source>
        <translation>Dikkat</translation>
    </message>
    <message>
        <source>Make sure your backups are current, and check this drive again soon.</source>
        <translation>Yedeklerinizin güncel olduğundan emin olun ve bu sürücüyü yakında yeniden denetleyin.</translation>
    </message>
    <message>
        <source>Bad</source>
        <translation>Kötü</translation>
    </message>
    <message>
        <source>Back up the data on this drive now and plan to replace it.</source>
        <translation>Bu sürücüdeki verileri hemen yedekleyin ve sürücüyü değiştirmeyi planlayın.</translation>
    </message>
    <message>
        <source>The drive gave no overall assessment of its health.</source>
        <translation>Sürücü sağlık durumu için genel bir değerlendirme vermedi.</translation>
    </message>
    <message>
        <source>Temperature</source>
        <extracomment>a temperature; %1 the number, e.g. &quot;38&quot;</extracomment>
        <translation>Sıcaklık</translation>
    </message>
    <message>
        <source>%1 °C</source>
        <translation>%1 °C</translation>
    </message>
    <message>
        <source>Power-on hours</source>
        <translation>Çalışma saati</translation>
    </message>
    <message>
        <source>Power cycles</source>
        <translation>Güç döngüsü</translation>
    </message>
    <message>
        <source>Unsafe shutdowns</source>
        <translation>Güvensiz kapanmalar</translation>
    </message>
    <message>
        <source>Times power was lost before the drive was told: each one is a moment where its write cache could lose data.</source>
        <translation>Sürücüye haber verilmeden gücün kesildiği sayı: her biri, yazma önbelleğinin veri kaybedebileceği bir andır.</translation>
    </message>
    <message>
        <source>Bad sectors</source>
        <translation>Bozuk sektörler</translation>
    </message>
    <message>
        <source>Sectors the drive has replaced or is waiting to replace.</source>
        <translation>Sürücünün değiştirdiği ya da değiştirmeyi beklediği sektörler.</translation>
    </message>
    <message>
        <source>Media errors</source>
        <translation>Ortam hataları</translation>
    </message>
    <message>
        <source>Data the drive could not read or write correctly.</source>
        <translation>Sürücünün doğru okuyamadığı ya da yazamadığı veriler.</translation>
    </message>
    <message>
        <source>Available spare</source>
        <translation>Kullanılabilir yedek</translation>
    </message>
    <message>
        <source>Reserve blocks left for replacing worn-out ones.</source>
        <translation>Aşınmış blokları değiştirmek için kalan yedek bloklar.</translation>
    </message>
    <message>
        <source>Wear</source>
        <extracomment>wear of a solid-state drive; %1 a percentage, e.g. &quot;3%&quot;</extracomment>
        <translation>Aşınma</translation>
    </message>
    <message>
        <source>%1 of its rated life used</source>
        <translation>Öngörülen ömrünün %1 kadarı kullanıldı</translation>
    </message>
    <message>
        <source>The maker&apos;s estimate; it can go past 100%.</source>
        <translation>Üreticinin tahmini; yüzde 100&apos;ü geçebilir.</translation>
    </message>
    <message>
        <source>Read from</source>
        <translation>Okunduğu yer</translation>
    </message>
</context>
<context>
    <name>DriveProof::Gui::HealthRecordsView</name>
    <message numerus="yes">
        <source>All records the drive keeps (%n)</source>
        <extracomment>%n the number of records (SMART attributes or NVMe log fields)</extracomment>
        <translation>
            <numerusform>Sürücünün tuttuğu tüm kayıtlar (%n)</numerusform>
        </translation>
    </message>
    <message>
        <source>%1
Defined in: %2</source>
        <extracomment>tooltip of a health record; %1 what it means, %2 the standard and section</extracomment>
        <translation>%1
Tanımlandığı yer: %2</translation>
    </message>
    <message>
        <source>Self-test log, newest first:</source>
        <translation>Öz sınama günlüğü, en yenisi önce:</translation>
    </message>
</context>
<context>
    <name>DriveProof::Gui::HistoryPage</name>
    <message>
        <source>Earlier runs on %1</source>
        <extracomment>%1 the drive&apos;s name (model)</extracomment>
        <translation>%1 üzerindeki önceki çalıştırmalar</translation>
    </message>
    <message>
        <source>Every test run on this drive is kept here. Open one to see its result again, or select two (hold Ctrl and click) to compare them side by side.</source>
        <translation>Bu sürücüdeki her test çalıştırması burada tutulur. Sonucunu yeniden görmek için birini açın ya da yan yana karşılaştırmak için iki tanesini seçin (Ctrl tuşunu basılı tutup tıklayın).</translation>
    </message>
    <message>
        <source>Date</source>
        <translation>Tarih</translation>
    </message>
    <message>
        <source>Test</source>
        <translation>Test</translation>
    </message>
    <message>
        <source>Summary</source>
        <translation>Özet</translation>
    </message>
    <message>
        <source>Earlier runs</source>
        <translation>Önceki çalıştırmalar</translation>
    </message>
    <message>
        <source>&amp;Open</source>
        <translation>&amp;Aç</translation>
    </message>
    <message>
        <source>&amp;Compare the two selected</source>
        <translation>Seçilen ikisini &amp;karşılaştır</translation>
    </message>
    <message>
        <source>&amp;Delete…</source>
        <translation>&amp;Sil…</translation>
    </message>
    <message>
        <source>&amp;New test</source>
        <translation>&amp;Yeni test</translation>
    </message>
    <message>
        <source>Reading the history…</source>
        <translation>Geçmiş okunuyor…</translation>
    </message>
    <message>
        <source>No runs yet. Finished tests appear here by themselves.</source>
        <translation>Henüz çalıştırma yok. Tamamlanan testler burada kendiliğinden görünür.</translation>
    </message>
    <message numerus="yes">
        <source>%n run(s) kept.</source>
        <extracomment>%n runs kept for this drive</extracomment>
        <translation>
            <numerusform>%n çalıştırma tutuluyor.</numerusform>
        </translation>
    </message>
    <message>
        <source>Select exactly two runs to compare</source>
        <translation>Karşılaştırmak için tam olarak iki çalıştırma seçin</translation>
    </message>
    <message>
        <source>Delete runs</source>
        <translation>Çalıştırmaları sil</translation>
    </message>
    <message numerus="yes">
        <source>Delete %n run(s) from the history? This cannot be undone.</source>
        <extracomment>%n how many runs are about to be deleted</extracomment>
        <translation>
            <numerusform>%n çalıştırma geçmişten silinsin mi? Bu işlem geri alınamaz.</numerusform>
        </translation>
    </message>
    <message>
        <source>Select two runs of the same test to compare</source>
        <translation>Karşılaştırmak için aynı testin iki çalıştırmasını seçin</translation>
    </message>
    <message>
        <source>Settings</source>
        <translation>Ayarlar</translation>
    </message>
</context>
<context>
    <name>DriveProof::Gui::IdentityCard</name>
    <message>
        <source>Identity</source>
        <translation>Kimlik</translation>
    </message>
    <message>
        <source>Device</source>
        <translation>Aygıt</translation>
    </message>
    <message>
        <source>Backing file</source>
        <translation>Arka plandaki dosya</translation>
    </message>
    <message>
        <source>Transport</source>
        <translation>Bağlantı türü</translation>
    </message>
    <message>
        <source>The kernel does not say how this drive is connected.</source>
        <translation>Çekirdek bu sürücünün nasıl bağlandığını söylemiyor.</translation>
    </message>
    <message>
        <source>Rotation speed unknown: %1</source>
        <extracomment>%1 why the speed is unknown</extracomment>
        <translation>Dönüş hızı bilinmiyor: %1</translation>
    </message>
    <message>
        <source>Media</source>
        <translation>Ortam</translation>
    </message>
    <message>
        <source>Removable</source>
        <translation>Çıkarılabilir</translation>
    </message>
    <message>
        <source>Read-only</source>
        <translation>Salt okunur</translation>
    </message>
    <message>
        <source>Model</source>
        <translation>Model</translation>
    </message>
    <message>
        <source>Vendor</source>
        <translation>Üretici</translation>
    </message>
    <message>
        <source>Serial number</source>
        <translation>Seri numarası</translation>
    </message>
    <message>
        <source>Firmware</source>
        <translation>Aygıt yazılımı</translation>
    </message>
    <message>
        <source>WWN</source>
        <translation>WWN</translation>
    </message>
    <message>
        <source>Link</source>
        <translation>Bağlantı</translation>
    </message>
</context>
<context>
    <name>DriveProof::Gui::MainWindow</name>
    <message>
        <source>Looking for drives…</source>
        <translation>Sürücüler aranıyor…</translation>
    </message>
    <message>
        <source>Checking the partitions of %1…</source>
        <extracomment>%1 device path</extracomment>
        <translation>%1 bölümleri denetleniyor…</translation>
    </message>
    <message>
        <source>Switching the write cache of %1…</source>
        <extracomment>%1 device path</extracomment>
        <translation>%1 yazma önbelleği değiştiriliyor…</translation>
    </message>
    <message>
        <source>Reading the write cache and health of %1…</source>
        <extracomment>%1 device path</extracomment>
        <translation>%1 yazma önbelleği ve sağlık durumu okunuyor…</translation>
    </message>
    <message>
        <source>udisks2 is not running: the facts shown come from the kernel alone.</source>
        <translation>udisks2 çalışmıyor: gösterilen bilgiler yalnızca çekirdekten geliyor.</translation>
    </message>
    <message>
        <source>DriveProof</source>
        <translation>DriveProof</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>&amp;Dosya</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>Çı&amp;k</translation>
    </message>
    <message>
        <source>Power-loss &amp;witness…</source>
        <translation>Güç kaybı &amp;tanığı…</translation>
    </message>
    <message>
        <source>Record the power-loss test of another computer&apos;s drive on this one</source>
        <translation>Başka bir bilgisayarın sürücüsünün güç kaybı testini bu bilgisayarda kaydet</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>Dü&amp;zen</translation>
    </message>
    <message>
        <source>&amp;Preferences…</source>
        <translation>&amp;Tercihler…</translation>
    </message>
    <message>
        <source>Choose the language, the unit of transfer rates and the test defaults</source>
        <translation>Dili, aktarım hızlarının birimini ve test varsayılanlarını seçin</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Görünüm</translation>
    </message>
    <message>
        <source>&amp;Refresh</source>
        <translation>&amp;Yenile</translation>
    </message>
    <message>
        <source>Read the list of drives again</source>
        <translation>Sürücü listesini yeniden oku</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Yardım</translation>
    </message>
    <message>
        <source>&amp;About DriveProof</source>
        <translation>DriveProof &amp;Hakkında</translation>
    </message>
    <message>
        <source>Drives</source>
        <translation>Sürücüler</translation>
    </message>
    <message>
        <source>Busy</source>
        <translation>Meşgul</translation>
    </message>
    <message numerus="yes">
        <source>A test is running on %1. Stop it and quit?</source>
        <extracomment>%1 device paths, e.g. &quot;/dev/sda&quot;; more than one joined by &quot;, &quot;</extracomment>
        <translation>
            <numerusform>%1 üzerinde bir test çalışıyor. Durdurulup çıkılsın mı?</numerusform>
        </translation>
    </message>
    <message>
        <source>Stop the test?</source>
        <translation>Test durdurulsun mu?</translation>
    </message>
    <message>
        <source>The steps that finished are kept in the history; the temporary file is removed.</source>
        <translation>Tamamlanan adımlar geçmişte tutulur; geçici dosya kaldırılır.</translation>
    </message>
    <message>
        <source>&amp;Stop and quit</source>
        <translation>&amp;Durdur ve çık</translation>
    </message>
    <message>
        <source>&amp;Keep testing</source>
        <translation>&amp;Teste devam et</translation>
    </message>
    <message>
        <source>Stop the power-loss test?</source>
        <translation>Güç kaybı testi durdurulsun mu?</translation>
    </message>
    <message>
        <source>The power-loss test is running. Quitting stops it without a power cut, so this run cannot tell whether the drive keeps its writes.</source>
        <translation>Güç kaybı testi çalışıyor. Çıkmak testi güç kesintisi olmadan durdurur, bu yüzden bu çalıştırma sürücünün yazmalarını koruyup korumadığını söyleyemez.</translation>
    </message>
    <message>
        <source>&amp;Keep running</source>
        <translation>&amp;Çalışmaya devam et</translation>
    </message>
    <message>
        <source>&amp;Open Drive Report…</source>
        <translation>Sürücü raporu &amp;aç…</translation>
    </message>
    <message>
        <source>Judge a drive from its smartctl or nvme-cli report, e.g. one a seller sent</source>
        <translation>Bir sürücüyü smartctl ya da nvme-cli raporundan değerlendir, örneğin bir satıcının gönderdiği rapordan</translation>
    </message>
    <message>
        <source>Paste Drive &amp;Report</source>
        <translation>Sürücü raporu &amp;yapıştır</translation>
    </message>
    <message>
        <source>Judge the smartctl or nvme-cli report on the clipboard</source>
        <translation>Panodaki smartctl ya da nvme-cli raporunu değerlendir</translation>
    </message>
</context>
<context>
    <name>DriveProof::Gui::Notice</name>
    <message>
        <source>Danger</source>
        <translation>Tehlike</translation>
    </message>
    <message>
        <source>Warning</source>
        <translation>Uyarı</translation>
    </message>
    <message>
        <source>Note</source>
        <translation>Not</translation>
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
        <translation>Kalıcı yazma yöntemi</translation>
    </message>
    <message>
        <source>Commits/s</source>
        <translation>Kalıcı yazma/sn</translation>
    </message>
    <message>
        <source>Mean µs</source>
        <translation>Ortalama µs</translation>
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
        <translation>En fazla µs</translation>
    </message>
    <message>
        <source>Flushes per commit</source>
        <translation>Kalıcı yazma başına boşaltma</translation>
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
        <translation>kalıcı değil</translation>
    </message>
</context>
<context>
    <name>DriveProof::Gui::PartitionsCard</name>
    <message>
        <source>Partitions</source>
        <translation>Bölümler</translation>
    </message>
    <message>
        <source>#</source>
        <translation>#</translation>
    </message>
    <message>
        <source>Device</source>
        <translation>Aygıt</translation>
    </message>
    <message>
        <source>Start sector</source>
        <translation>Başlangıç sektörü</translation>
    </message>
    <message>
        <source>Start (bytes)</source>
        <translation>Başlangıç (bayt)</translation>
    </message>
    <message>
        <source>Size</source>
        <translation>Boyut</translation>
    </message>
    <message>
        <source>Mounted on</source>
        <translation>Bağlama noktası</translation>
    </message>
    <message>
        <source>Alignment</source>
        <translation>Hizalama</translation>
    </message>
    <message>
        <source>Checking alignment</source>
        <translation>Hizalama denetleniyor</translation>
    </message>
    <message>
        <source>Reading the partition table…</source>
        <translation>Bölüm tablosu okunuyor…</translation>
    </message>
    <message>
        <source>What to do</source>
        <translation>Ne yapmalı</translation>
    </message>
    <message>
        <source>Partitions of %1</source>
        <extracomment>accessible name of the partitions table; %1 device path</extracomment>
        <translation>%1 bölümleri</translation>
    </message>
    <message>
        <source>The kernel lists no partitions on this drive.</source>
        <translation>Çekirdek bu sürücüde hiç bölüm listelemiyor.</translation>
    </message>
    <message>
        <source>The partition table lists no partitions.</source>
        <translation>Bölüm tablosu hiç bölüm listelemiyor.</translation>
    </message>
    <message>
        <source>The partition table lists this partition, but the kernel has no device node for it yet (on some systems &apos;partx -a&apos; adds it).</source>
        <translation>Bölüm tablosu bu bölümü listeliyor, ancak çekirdeğin henüz bunun için bir aygıt düğümü yok (bazı sistemlerde &apos;partx -a&apos; ekler).</translation>
    </message>
    <message>
        <source>checking…</source>
        <translation>denetleniyor…</translation>
    </message>
    <message>
        <source>The partition table did not list this partition.</source>
        <translation>Bölüm tablosu bu bölümü listelemedi.</translation>
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
        <translation>Başlat, rehberli güç kaybı testini açar: test bir test dosyasına (ya da aygıtın tamamına) yazar, her kalıcı yazmayı ikinci bir bilgisayardaki tanığa bildirir ve sizden fişi çekmenizi ister. Yeniden başlatmadan sonra DriveProof hangi onaylanmış yazmaların korunduğunu denetler. Testi bu bilgisayarda benzetilmiş bir sürücüyle de deneyebilirsiniz.</translation>
    </message>
    <message>
        <source>&amp;Tests:</source>
        <translation>&amp;Testler:</translation>
    </message>
    <message>
        <source>Tests</source>
        <translation>Testler</translation>
    </message>
    <message>
        <source>&amp;Where:</source>
        <translation>&amp;Nerede:</translation>
    </message>
    <message>
        <source>Test si&amp;ze:</source>
        <translation>Test &amp;boyutu:</translation>
    </message>
    <message>
        <source>Time per st&amp;ep (seconds):</source>
        <translation>A&amp;dım başına süre (saniye):</translation>
    </message>
    <message>
        <source>&amp;Reads or writes:</source>
        <translation>&amp;Okuma ya da yazma:</translation>
    </message>
    <message>
        <source>&amp;Idle time between the passes (seconds):</source>
        <translation>Geçişler arasında &amp;boşta kalma süresi (saniye):</translation>
    </message>
    <message>
        <source>Also measure with the drive&apos;s write &amp;cache off, then switch it back on</source>
        <translation>Sürücünün yazma ö&amp;nbelleği kapalıyken de ölç, ardından yeniden aç</translation>
    </message>
    <message>
        <source>&amp;History…</source>
        <translation>&amp;Geçmiş…</translation>
    </message>
    <message>
        <source>Earlier runs on this drive, and comparing two of them</source>
        <translation>Bu sürücüdeki önceki çalıştırmalar ve ikisinin karşılaştırılması</translation>
    </message>
    <message>
        <source>&amp;Start test</source>
        <translation>Testi &amp;başlat</translation>
    </message>
    <message>
        <source>Reads</source>
        <translation>Okuma</translation>
    </message>
    <message>
        <source>Writes</source>
        <translation>Yazma</translation>
    </message>
    <message>
        <source>Mixed: 70% reads, 30% writes</source>
        <translation>Karışık: yüzde 70 okuma, yüzde 30 yazma</translation>
    </message>
    <message>
        <source>Takes as long as writing %1 once: about %2 at %3, less on a faster drive.</source>
        <extracomment>%1 a size, %2 a duration, %3 a rate (&quot;150.0 MB/s&quot;)</extracomment>
        <translation>%1 verinin bir kez yazılması kadar sürer: %3 hızda yaklaşık %2, daha hızlı bir sürücüde daha az.</translation>
    </message>
    <message>
        <source>Takes as long as reading %1 once: about %2 at %3, less on a faster drive.</source>
        <extracomment>%1 a size, %2 a duration, %3 a rate (&quot;150.0 MB/s&quot;)</extracomment>
        <translation>%1 verinin bir kez okunması kadar sürer: %3 hızda yaklaşık %2, daha hızlı bir sürücüde daha az.</translation>
    </message>
    <message>
        <source>Takes about %1 with these settings.</source>
        <extracomment>%1 a duration</extracomment>
        <translation>Bu ayarlarla yaklaşık %1 sürer.</translation>
    </message>
    <message>
        <source>Takes about %1 with these settings, plus a moment to prepare the test file.</source>
        <extracomment>%1 a duration</extracomment>
        <translation>Bu ayarlarla yaklaşık %1 sürer, ayrıca test dosyasını hazırlamak için kısa bir süre.</translation>
    </message>
    <message>
        <source>This test writes over %1: everything on it is lost, every partition and every file. You will be asked to type the device&apos;s name to confirm.</source>
        <extracomment>%1 a device node</extracomment>
        <translation>Bu test %1 aygıtının üzerine yazar: üzerindeki her şey, her bölüm ve her dosya kaybolur. Onaylamak için aygıtın adını yazmanız istenecek.</translation>
    </message>
    <message>
        <source>Only reads from %1; nothing on it changes. Reading a device directly may ask for your password.</source>
        <extracomment>%1 a device node</extracomment>
        <translation>%1 aygıtından yalnızca okur; üzerinde hiçbir şey değişmez. Bir aygıttan doğrudan okumak parolanızı isteyebilir.</translation>
    </message>
    <message>
        <source>Writes only to a temporary file in the chosen folder and removes it afterwards; nothing else on the drive changes.</source>
        <translation>Yalnızca seçilen klasördeki geçici bir dosyaya yazar ve sonra dosyayı kaldırır; sürücüde başka hiçbir şey değişmez.</translation>
    </message>
    <message>
        <source>Only reads. In a folder it first writes the temporary file it reads, and removes it afterwards.</source>
        <translation>Yalnızca okur. Bir klasörde önce okuyacağı geçici dosyayı yazar, sonra dosyayı kaldırır.</translation>
    </message>
    <message>
        <source>Opens the guided power-loss test</source>
        <translation>Rehberli güç kaybı testini açar</translation>
    </message>
    <message>
        <source>%1 holds the running system: DriveProof never writes over it.</source>
        <extracomment>%1 a device node</extracomment>
        <translation>%1 çalışan sistemi barındırıyor: DriveProof asla bu aygıtın üzerine yazmaz.</translation>
    </message>
    <message>
        <source>%1 or one of its partitions is mounted or in use (LVM, RAID, an encrypted volume). Unmount it first to write over it.</source>
        <extracomment>%1 a device node</extracomment>
        <translation>%1 ya da bölümlerinden biri bağlı ya da kullanımda (LVM, RAID, şifreli bir birim). Üzerine yazmak için önce ayırın.</translation>
    </message>
    <message>
        <source>%1 is read-only.</source>
        <extracomment>%1 a device node</extracomment>
        <translation>%1 salt okunur.</translation>
    </message>
    <message>
        <source>A temporary file in %1</source>
        <extracomment>a place a test runs; %1 a folder</extracomment>
        <translation>%1 içinde geçici bir dosya</translation>
    </message>
    <message>
        <source>You may not be allowed to write here. Choose a folder of yours on this drive with &quot;another folder&quot;.</source>
        <translation>Buraya yazmanıza izin verilmeyebilir. &quot;başka bir klasör&quot; ile bu sürücüde size ait bir klasör seçin.</translation>
    </message>
    <message>
        <source>A temporary file in another folder…</source>
        <translation>Başka bir klasörde geçici bir dosya…</translation>
    </message>
    <message>
        <source>The whole device %1, only reading</source>
        <extracomment>a place a test runs; %1 a device node</extracomment>
        <translation>%1 aygıtının tamamı, yalnızca okuma</translation>
    </message>
    <message>
        <source>The whole device %1, erasing everything on it</source>
        <extracomment>a place a test runs; %1 a device node</extracomment>
        <translation>%1 aygıtının tamamı, üzerindeki her şey silinerek</translation>
    </message>
    <message>
        <source>Where the test runs</source>
        <translation>Testin çalışacağı yer</translation>
    </message>
    <message>
        <source>All of it</source>
        <translation>Tamamı</translation>
    </message>
    <message>
        <source>The commit test always uses 16 MiB, like pg_test_fsync, so that its numbers compare directly.</source>
        <translation>Kalıcı yazma testi, sayıları doğrudan karşılaştırılabilsin diye pg_test_fsync gibi her zaman 16 MiB kullanır.</translation>
    </message>
    <message>
        <source>How much of the drive the test uses. Larger areas are less flattered by caches but take longer to prepare.</source>
        <translation>Testin sürücünün ne kadarını kullanacağı. Daha büyük alanlar önbelleklerden daha az etkilenir ama hazırlanması daha uzun sürer.</translation>
    </message>
    <message>
        <source>Test size</source>
        <translation>Test boyutu</translation>
    </message>
    <message>
        <source>Choose a folder on the drive to test</source>
        <translation>Test edilecek sürücüde bir klasör seçin</translation>
    </message>
    <message>
        <source>This device has no write cache of its own to switch.</source>
        <translation>Bu aygıtın açılıp kapatılacak kendi yazma önbelleği yok.</translation>
    </message>
    <message>
        <source>The drive&apos;s write cache setting is not known (see the Write cache card), so it cannot be switched for the test.</source>
        <translation>Sürücünün yazma önbelleği ayarı bilinmiyor (Yazma önbelleği kartına bakın), bu yüzden test için değiştirilemez.</translation>
    </message>
    <message>
        <source>The drive&apos;s write cache is off already: the test measures it that way.</source>
        <translation>Sürücünün yazma önbelleği zaten kapalı: test onu bu hâliyle ölçer.</translation>
    </message>
    <message>
        <source>This drive does not let its write cache be switched.</source>
        <translation>Bu sürücü yazma önbelleğinin açılıp kapatılmasına izin vermiyor.</translation>
    </message>
    <message>
        <source>The chosen folder is not on one of this drive&apos;s file systems.</source>
        <translation>Seçilen klasör bu sürücünün dosya sistemlerinden birinde değil.</translation>
    </message>
    <message>
        <source>The cache is switched off for a second round of measurements and back on afterwards, also when the test fails or is cancelled. Switching may ask for your password.</source>
        <translation>Önbellek ikinci bir ölçüm turu için kapatılır ve sonra, test başarısız olsa ya da iptal edilse bile, yeniden açılır. Değiştirmek parolanızı isteyebilir.</translation>
    </message>
    <message>
        <source>No file system of this drive is mounted, so there is no folder for the test file. Mount one (in your file manager or GNOME Disks) and press Refresh (F5) in the main window, choose a folder with &quot;A temporary file in another folder…&quot;, or pick a reading test (sequential or random reads, surface scan), which can read the whole device without writing.</source>
        <translation>Bu sürücünün hiçbir dosya sistemi bağlı değil, bu yüzden test dosyası için klasör yok. Birini bağlayın (dosya yöneticisinde ya da GNOME Diskler&apos;de) ve ana pencerede Yenile&apos;ye (F5) basın, &quot;Başka bir klasörde geçici bir dosya…&quot; ile bir klasör seçin ya da yazmadan tüm aygıtı okuyabilen bir okuma testi (sıralı veya rastgele okuma, yüzey taraması) seçin.</translation>
    </message>
    <message>
        <source>Choose where the test runs: a folder of yours on this drive, with &quot;A temporary file in another folder…&quot;.</source>
        <translation>Testin nerede çalışacağını seçin: &quot;Başka bir klasörde geçici bir dosya…&quot; ile bu sürücüdeki kendi klasörünüz.</translation>
    </message>
    <message>
        <source>%1 Choose a folder on the drive instead, or a reading test.</source>
        <extracomment>%1 why the device cannot be written (a sentence)</extracomment>
        <translation>%1 Bunun yerine sürücüde bir klasör ya da bir okuma testi seçin.</translation>
    </message>
    <message>
        <source>%1 is empty: no partition table and no file system, as a new drive arrives. This test writes over the whole device; you will be asked once to confirm.</source>
        <extracomment>%1 a device node</extracomment>
        <translation>%1 boş: yeni bir sürücünün geldiği gibi, bölüm tablosu da dosya sistemi de yok. Bu test tüm aygıtın üzerine yazar; bir kez onay istenecek.</translation>
    </message>
    <message>
        <source>The whole device %1, which is empty</source>
        <extracomment>a place a test runs; %1 a device node of a drive with nothing on it</extracomment>
        <translation>Tüm aygıt %1 (boş)</translation>
    </message>
</context>
<context>
    <name>DriveProof::Gui::PowerLossAreaStep</name>
    <message>
        <source>Where to test</source>
        <translation>Nerede test edilecek</translation>
    </message>
    <message>
        <source>The test writes records that describe themselves into a test area, commits them the way a database does, and reports every commit to a witness. A file on the drive tests the whole stack: file system, kernel and drive.</source>
        <translation>Test, kendini tanımlayan kayıtları bir test alanına yazar, bunları bir veritabanının yaptığı gibi kalıcı hâle getirir ve her kalıcı yazmayı bir tanığa bildirir. Sürücüdeki bir dosya tüm katmanları test eder: dosya sistemi, çekirdek ve sürücü.</translation>
    </message>
    <message>
        <source>&amp;Test area:</source>
        <translation>&amp;Test alanı:</translation>
    </message>
    <message>
        <source>Test area</source>
        <translation>Test alanı</translation>
    </message>
    <message>
        <source>Si&amp;ze:</source>
        <translation>&amp;Boyut:</translation>
    </message>
    <message>
        <source>Size of the test area</source>
        <translation>Test alanının boyutu</translation>
    </message>
    <message>
        <source>Larger than the drive&apos;s cache, so that the cache cannot hide the writes. 1 GiB is enough for most drives.</source>
        <translation>Sürücünün önbelleğinden büyük olmalı ki önbellek yazmaları gizleyemesin. Çoğu sürücü için 1 GiB yeterlidir.</translation>
    </message>
    <message>
        <source>Commit &amp;method:</source>
        <translation>Kalıcı yazma &amp;yöntemi:</translation>
    </message>
    <message>
        <source>Commit method</source>
        <translation>Kalıcı yazma yöntemi</translation>
    </message>
    <message>
        <source>&amp;Writes per commit:</source>
        <translation>Kalıcı yazma başına &amp;yazma:</translation>
    </message>
    <message>
        <source>Writes per commit</source>
        <translation>Kalıcı yazma başına yazma</translation>
    </message>
    <message>
        <source>1 commits every write. More: a batched group commit, as busy databases do.</source>
        <translation>1, her yazmayı kalıcı hâle getirir. Daha fazlası: yoğun veritabanlarının yaptığı gibi toplu bir grup kalıcı yazma.</translation>
    </message>
    <message>
        <source>&amp;Only the drive loses power: I will pull its cable (USB or hot-plug drive)</source>
        <translation>&amp;Yalnızca sürücünün gücü kesilecek: kablosunu çekeceğim (USB ya da çalışırken takılabilen sürücü)</translation>
    </message>
    <message>
        <source>A test file in %1</source>
        <extracomment>%1 a folder</extracomment>
        <translation>%1 içinde bir test dosyası</translation>
    </message>
    <message>
        <source>A test file in another folder…</source>
        <translation>Başka bir klasörde bir test dosyası…</translation>
    </message>
    <message>
        <source>The whole device %1, erasing everything on it</source>
        <extracomment>%1 a device node</extracomment>
        <translation>%1 aygıtının tamamı, üzerindeki her şey silinerek</translation>
    </message>
    <message>
        <source>A file system of this drive is mounted or in use: unmount it first to write over the device.</source>
        <translation>Bu sürücünün bir dosya sistemi bağlı ya da kullanımda: aygıtın üzerine yazmak için önce ayırın.</translation>
    </message>
    <message>
        <source>Choose a folder on the drive to test</source>
        <translation>Test edilecek sürücüde bir klasör seçin</translation>
    </message>
    <message>
        <source>The test writes over %1: everything on it is lost. You will be asked to type the device&apos;s name to confirm.</source>
        <extracomment>%1 a device node</extracomment>
        <translation>Test %1 aygıtının üzerine yazar: üzerindeki her şey kaybolur. Onaylamak için aygıtın adını yazmanız istenecek.</translation>
    </message>
    <message>
        <source>Cable-pull mode: the computer keeps running and only the drive goes dark. The witness may run on this computer (the witness page, address 127.0.0.1:7070), but its record must be on another disk than the one under test.</source>
        <translation>Kablo çekme modu: bilgisayar çalışmaya devam eder ve yalnızca sürücü kapanır. Tanık bu bilgisayarda çalışabilir (tanık sayfası, adres 127.0.0.1:7070), ancak kaydı test edilen diskten başka bir diskte olmalıdır.</translation>
    </message>
    <message>
        <source>The whole computer loses power: you will pull its power cord. The witness runs on a second computer.</source>
        <translation>Bilgisayarın tamamının gücü kesilir: güç kablosunu çekeceksiniz. Tanık ikinci bir bilgisayarda çalışır.</translation>
    </message>
</context>
<context>
    <name>DriveProof::Gui::PowerLossPreflightStep</name>
    <message>
        <source>Before the test</source>
        <translation>Testten önce</translation>
    </message>
    <message>
        <source>Things to know</source>
        <translation>Bilinmesi gerekenler</translation>
    </message>
    <message>
        <source>unknown</source>
        <translation>bilinmiyor</translation>
    </message>
    <message>
        <source>Reading the drive&apos;s identity, write cache and health… Reading the cache or the counters may ask for your password.</source>
        <translation>Sürücünün kimliği, yazma önbelleği ve sağlık durumu okunuyor… Önbelleği ya da sayaçları okumak parolanızı isteyebilir.</translation>
    </message>
    <message>
        <source>Practice with a lying drive: it acknowledges writes while they are still in its cache, and loses them at the power cut. Expect FAIL.</source>
        <translation>Yalan söyleyen bir sürücüyle alıştırma: yazmaları henüz önbelleğindeyken onaylar ve güç kesintisinde kaybeder. Beklenen sonuç: FAIL.</translation>
    </message>
    <message>
        <source>Practice with an honest drive: it keeps every write it acknowledged. Expect a pass of the simulated cut.</source>
        <translation>Dürüst bir sürücüyle alıştırma: onayladığı her yazmayı korur. Benzetilmiş kesintiyi geçmesi beklenir.</translation>
    </message>
    <message>
        <source>What happens:
1. DriveProof prepares a simulated drive of 16 MiB and a witness on this computer.
2. It writes numbered records, commits each one and reports it to the witness; the chart shows the commits per second.
3. Once commits flow steadily it says &quot;Pull the plug now&quot;: press &quot;Cut the power&quot;. On a real test you would pull the power cord at that moment.
4. The simulated drive starts again, DriveProof reads it back and compares it with the witness&apos;s record.
5. The report says what the drive kept and what it lost.</source>
        <translation>Ne olur:
1. DriveProof bu bilgisayarda 16 MiB&apos;lık benzetilmiş bir sürücü ve bir tanık hazırlar.
2. Numaralı kayıtlar yazar, her birini kalıcı hâle getirir ve tanığa bildirir; grafik saniyedeki kalıcı yazmaları gösterir.
3. Kalıcı yazmalar düzenli akmaya başlayınca &quot;Fişi şimdi çekin&quot; der: &quot;Gücü kes&quot; düğmesine basın. Gerçek bir testte o anda güç kablosunu çekerdiniz.
4. Benzetilmiş sürücü yeniden başlar, DriveProof onu geri okur ve tanığın kaydıyla karşılaştırır.
5. Rapor, sürücünün neyi koruduğunu ve neyi kaybettiğini söyler.</translation>
    </message>
    <message>
        <source>The test cannot run: %1</source>
        <extracomment>%1 the reason</extracomment>
        <translation>Test çalıştırılamıyor: %1</translation>
    </message>
    <message>
        <source>DriveProof read this before the test; it compares it after the power cut.</source>
        <translation>DriveProof bunu testten önce okudu; güç kesintisinden sonra karşılaştırır.</translation>
    </message>
    <message>
        <source>Drive:</source>
        <translation>Sürücü:</translation>
    </message>
    <message>
        <source>Serial number:</source>
        <translation>Seri numarası:</translation>
    </message>
    <message>
        <source>Firmware:</source>
        <translation>Aygıt yazılımı:</translation>
    </message>
    <message>
        <source>Capacity:</source>
        <translation>Kapasite:</translation>
    </message>
    <message>
        <source>Write cache:</source>
        <translation>Yazma önbelleği:</translation>
    </message>
    <message>
        <source>Unsafe shutdowns so far:</source>
        <translation>Şimdiye kadarki güvensiz kapanmalar:</translation>
    </message>
    <message>
        <source>the drive does not count them</source>
        <translation>sürücü bunları saymıyor</translation>
    </message>
    <message>
        <source>Computer:</source>
        <translation>Bilgisayar:</translation>
    </message>
    <message>
        <source>Start the test: DriveProof prepares the test area (this takes a while), connects to the witness and writes. Wait for &quot;Pull the plug now&quot;.</source>
        <translation>Testi başlatın: DriveProof test alanını hazırlar (bu biraz sürer), tanığa bağlanır ve yazar. &quot;Fişi şimdi çekin&quot; uyarısını bekleyin.</translation>
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
        <translation>Bulunanlar</translation>
    </message>
    <message>
        <source>Acknowledged writes and the power cut</source>
        <translation>Onaylanmış yazmalar ve güç kesintisi</translation>
    </message>
    <message>
        <source>Does this run count?</source>
        <translation>Bu çalıştırma geçerli mi?</translation>
    </message>
    <message>
        <source>Machine and drive at the start</source>
        <translation>Başlangıçta makine ve sürücü</translation>
    </message>
    <message>
        <source>What to do next</source>
        <translation>Sonra ne yapmalı</translation>
    </message>
    <message>
        <source>Export &amp;JSON…</source>
        <translation>&amp;JSON dışa aktar…</translation>
    </message>
    <message>
        <source>Save the whole report as a JSON file</source>
        <translation>Raporun tamamını bir JSON dosyası olarak kaydet</translation>
    </message>
    <message>
        <source>&amp;Test again</source>
        <translation>&amp;Yeniden test et</translation>
    </message>
    <message>
        <source>Practice run on a simulated drive, started %1. Nothing on your drives was tested.</source>
        <translation>Benzetilmiş bir sürücüde alıştırma çalıştırması, başlangıç: %1. Sürücülerinizde hiçbir şey test edilmedi.</translation>
    </message>
    <message>
        <source>Test of %1, started %2.</source>
        <translation>%1 testi, başlangıç: %2.</translation>
    </message>
    <message>
        <source>The witness recorded %1 acknowledged writes; %2 blocks were checked.</source>
        <extracomment>%1 a number of writes</extracomment>
        <translation>Tanık %1 onaylanmış yazma kaydetti; %2 blok denetlendi.</translation>
    </message>
    <message>
        <source>The lost tail: every commit acknowledged in the last %1 s before the cut.</source>
        <extracomment>%1 seconds, with one decimal</extracomment>
        <translation>Kaybolan kuyruk: kesintiden önceki son %1 sn içinde onaylanan her kalıcı yazma.</translation>
    </message>
    <message>
        <source>No acknowledged write was lost or damaged.</source>
        <translation>Hiçbir onaylanmış yazma kaybolmadı ya da bozulmadı.</translation>
    </message>
    <message>
        <source>Each dot is a write the witness heard acknowledged, at the moment it heard it; the dashed line is when the writer went silent, the estimated cut. Red dots are writes the drive lost.</source>
        <translation>Her nokta, tanığın onaylandığını duyduğu bir yazmadır ve duyduğu anda çizilmiştir; kesikli çizgi yazıcının sessizleştiği an, yani tahmini kesintidir. Kırmızı noktalar sürücünün kaybettiği yazmalardır.</translation>
    </message>
    <message>
        <source>%1 earlier writes that were kept are not drawn.</source>
        <extracomment>%1 a number of writes</extracomment>
        <translation>Korunan %1 önceki yazma çizilmedi.</translation>
    </message>
    <message>
        <source>Passed: %1</source>
        <translation>Geçti: %1</translation>
    </message>
    <message>
        <source>Not passed: %1</source>
        <translation>Geçmedi: %1</translation>
    </message>
    <message>
        <source>unknown</source>
        <translation>bilinmiyor</translation>
    </message>
    <message>
        <source>Computer:</source>
        <translation>Bilgisayar:</translation>
    </message>
    <message>
        <source>Drive:</source>
        <translation>Sürücü:</translation>
    </message>
    <message>
        <source>Capacity:</source>
        <translation>Kapasite:</translation>
    </message>
    <message>
        <source>Write cache:</source>
        <translation>Yazma önbelleği:</translation>
    </message>
    <message>
        <source>Commit method:</source>
        <translation>Kalıcı yazma yöntemi:</translation>
    </message>
    <message>
        <source>Test area:</source>
        <translation>Test alanı:</translation>
    </message>
    <message>
        <source>Kernel:</source>
        <translation>Çekirdek:</translation>
    </message>
    <message>
        <source>Unsafe shutdowns before:</source>
        <translation>Önceki güvensiz kapanmalar:</translation>
    </message>
    <message>
        <source>the drive does not count them</source>
        <translation>sürücü bunları saymıyor</translation>
    </message>
    <message>
        <source>Run id:</source>
        <translation>Çalıştırma kimliği:</translation>
    </message>
    <message>
        <source>This was practice. To test a real drive, run the wizard again and choose a witness on a second computer.</source>
        <translation>Bu bir alıştırmaydı. Gerçek bir sürücüyü test etmek için sihirbazı yeniden çalıştırın ve ikinci bir bilgisayardaki tanığı seçin.</translation>
    </message>
    <message>
        <source>Switch the drive&apos;s write cache off (the Write cache card of the drive page) and test again: if it passes then, keep the cache off for data that matters.</source>
        <translation>Sürücünün yazma önbelleğini kapatın (sürücü sayfasındaki Yazma önbelleği kartı) ve yeniden test edin: o zaman geçerse önemli veriler için önbelleği kapalı tutun.</translation>
    </message>
    <message>
        <source>Do not trust this drive with data that must survive a power cut; a firmware update may help. Test again after any change.</source>
        <translation>Bir güç kesintisinden sağ çıkması gereken veriler için bu sürücüye güvenmeyin; bir aygıt yazılımı güncellemesi yardımcı olabilir. Her değişiklikten sonra yeniden test edin.</translation>
    </message>
    <message>
        <source>Fix what the checklist names and test again.</source>
        <translation>Denetim listesinin belirttiklerini düzeltin ve yeniden test edin.</translation>
    </message>
    <message>
        <source>Run the test at least five times: one passing run can be luck, five make a configuration worth trusting.</source>
        <translation>Testi en az beş kez çalıştırın: geçen tek bir çalıştırma şans olabilir, beş çalıştırma ise güvenilebilecek bir yapılandırma ortaya koyar.</translation>
    </message>
    <message>
        <source>Export the report</source>
        <translation>Raporu dışa aktar</translation>
    </message>
    <message>
        <source>JSON files (*.json)</source>
        <translation>JSON dosyaları (*.json)</translation>
    </message>
    <message>
        <source>Could not write %1: %2</source>
        <extracomment>%1 a file path, %2 the system&apos;s reason</extracomment>
        <translation>%1 yazılamadı: %2</translation>
    </message>
    <message>
        <source>Saved %1</source>
        <extracomment>%1 a file path</extracomment>
        <translation>Kaydedildi: %1</translation>
    </message>
</context>
<context>
    <name>DriveProof::Gui::PowerLossRunStep</name>
    <message>
        <source>Practice run</source>
        <translation>Alıştırma çalıştırması</translation>
    </message>
    <message>
        <source>The test runs</source>
        <translation>Test çalışıyor</translation>
    </message>
    <message>
        <source>Preparing the test area</source>
        <translation>Test alanı hazırlanıyor</translation>
    </message>
    <message>
        <source>Commits, writes in flight and the link to the witness</source>
        <translation>Kalıcı yazmalar, bekleyen yazmalar ve tanık bağlantısı</translation>
    </message>
    <message>
        <source>Pull the plug now</source>
        <extracomment>shown very large once the run is warm</extracomment>
        <translation>Fişi şimdi çekin</translation>
    </message>
    <message>
        <source>Press &quot;Cut the power&quot;. On a real test you would now pull the power cord out of the computer (not press its power button).</source>
        <translation>&quot;Gücü kes&quot; düğmesine basın. Gerçek bir testte şimdi bilgisayarın güç kablosunu çekerdiniz (güç düğmesine basmazdınız).</translation>
    </message>
    <message>
        <source>Pull the drive&apos;s cable out now (USB or power cable of the drive only). Leave the computer running; plug the drive back in after ten seconds. The witness and its record must be on another disk.</source>
        <translation>Sürücünün kablosunu şimdi çekin (yalnızca sürücünün USB ya da güç kablosu). Bilgisayarı açık bırakın; on saniye sonra sürücüyü yeniden takın. Tanık ve kaydı başka bir diskte olmalıdır.</translation>
    </message>
    <message>
        <source>Pull the power cord out of the computer now (a laptop: its battery too). Do not press the power button and do not shut down: the drive must lose power while it is writing. Wait ten seconds, plug it back in and start the computer: DriveProof opens by itself and checks the drive.</source>
        <translation>Bilgisayarın güç kablosunu şimdi çekin (dizüstü bilgisayarda pilini de). Güç düğmesine basmayın ve bilgisayarı kapatmayın: sürücünün gücü yazarken kesilmelidir. On saniye bekleyin, kabloyu yeniden takın ve bilgisayarı başlatın: DriveProof kendiliğinden açılır ve sürücüyü denetler.</translation>
    </message>
    <message>
        <source>&amp;Cut the power</source>
        <translation>&amp;Gücü kes</translation>
    </message>
    <message>
        <source>Simulate the power cut: the simulated drive loses what it only held in its cache</source>
        <translation>Güç kesintisini benzet: benzetilmiş sürücü yalnızca önbelleğinde tuttuklarını kaybeder</translation>
    </message>
    <message>
        <source>&amp;Stop without a cut</source>
        <translation>&amp;Kesintisiz durdur</translation>
    </message>
    <message>
        <source>End the run cleanly; nothing is verified</source>
        <translation>Çalıştırmayı düzgün biçimde sonlandır; hiçbir şey doğrulanmaz</translation>
    </message>
    <message>
        <source>Starting…</source>
        <translation>Başlatılıyor…</translation>
    </message>
    <message>
        <source>%1 commits/s · %2 commits, %3 held by the witness · %4 in flight · witness: %5</source>
        <extracomment>%1 commits per second, %2 commits done, %3 commits the witness holds, %4 writes in flight, %5 the link&apos;s state (&quot;connected&quot;)</extracomment>
        <translation>%1 kalıcı yazma/sn · %2 kalıcı yazma, %3 tanıkta · %4 bekleyen · tanık: %5</translation>
    </message>
    <message>
        <source>Commits per second</source>
        <translation>Saniyedeki kalıcı yazma</translation>
    </message>
    <message>
        <source>Checking the simulated drive: %1</source>
        <extracomment>%1 what the verifier does now</extracomment>
        <translation>Benzetilmiş sürücü denetleniyor: %1</translation>
    </message>
    <message>
        <source>The run failed.</source>
        <translation>Çalıştırma başarısız oldu.</translation>
    </message>
</context>
<context>
    <name>DriveProof::Gui::PowerLossUi</name>
    <message>
        <source>fdatasync after each commit (what most databases use)</source>
        <translation>Her kalıcı yazmadan sonra fdatasync (çoğu veritabanının kullandığı)</translation>
    </message>
    <message>
        <source>fsync after each commit (also flushes the file&apos;s metadata)</source>
        <translation>Her kalıcı yazmadan sonra fsync (dosyanın üst verisini de boşaltır)</translation>
    </message>
    <message>
        <source>O_DSYNC: every write is durable when it returns</source>
        <extracomment>O_DSYNC is a technical name, keep it</extracomment>
        <translation>O_DSYNC: her yazma, döndüğünde kalıcıdır</translation>
    </message>
    <message>
        <source>O_SYNC: every write and its metadata are durable when it returns</source>
        <extracomment>O_SYNC is a technical name, keep it</extracomment>
        <translation>O_SYNC: her yazma ve üst verisi, döndüğünde kalıcıdır</translation>
    </message>
    <message>
        <source>Passed: the drive kept every write it acknowledged</source>
        <translation>Geçti: sürücü onayladığı her yazmayı korudu</translation>
    </message>
    <message>
        <source>Failed: the drive lost or damaged writes it had acknowledged</source>
        <translation>Başarısız: sürücü onayladığı yazmaları kaybetti ya da bozdu</translation>
    </message>
    <message>
        <source>Inconclusive: this run cannot prove the drive safe</source>
        <translation>Kesin değil: bu çalıştırma sürücünün güvenli olduğunu kanıtlayamaz</translation>
    </message>
    <message>
        <source>on</source>
        <extracomment>the drive&apos;s write cache</extracomment>
        <translation>açık</translation>
    </message>
    <message>
        <source>off</source>
        <extracomment>the drive&apos;s write cache</extracomment>
        <translation>kapalı</translation>
    </message>
    <message>
        <source>unknown</source>
        <translation>bilinmiyor</translation>
    </message>
</context>
<context>
    <name>DriveProof::Gui::PowerLossVerifyStep</name>
    <message>
        <source>Check the drive after the power cut</source>
        <translation>Güç kesintisinden sonra sürücüyü denetle</translation>
    </message>
    <message>
        <source>DriveProof asks the witness for its record, reads the whole test area and compares every block with what the drive acknowledged. The witness must be running and reachable.</source>
        <translation>DriveProof tanıktan kaydını ister, test alanının tamamını okur ve her bloğu sürücünün onayladıklarıyla karşılaştırır. Tanığın çalışıyor ve erişilebilir olması gerekir.</translation>
    </message>
    <message>
        <source>If the witness cannot be reached, start it again on the second computer (it kept its record on disk) and press &quot;Verify now&quot;. The test stays pending until it is verified or forgotten, and DriveProof opens this page at every start until then.</source>
        <translation>Tanığa ulaşılamıyorsa ikinci bilgisayarda yeniden başlatın (kaydını diskte tuttu) ve &quot;Şimdi doğrula&quot; düğmesine basın. Test, doğrulanana ya da unutulana kadar beklemede kalır ve o zamana kadar DriveProof her başlangıçta bu sayfayı açar.</translation>
    </message>
    <message>
        <source>Verification progress</source>
        <translation>Doğrulama ilerlemesi</translation>
    </message>
    <message>
        <source>&amp;Verify now</source>
        <translation>Şimdi &amp;doğrula</translation>
    </message>
    <message>
        <source>&amp;Forget this test</source>
        <translation>Bu testi &amp;unut</translation>
    </message>
    <message>
        <source>Remove the pending test without verifying it</source>
        <translation>Bekleyen testi doğrulamadan kaldır</translation>
    </message>
    <message>
        <source>• %1, started %2, witness %3</source>
        <extracomment>%1 a file or device, %2 a date and time, %3 a witness address</extracomment>
        <translation>• %1, başlangıç %2, tanık %3</translation>
    </message>
    <message>
        <source>practice run</source>
        <translation>alıştırma çalıştırması</translation>
    </message>
    <message>
        <source>No test is waiting to be checked.</source>
        <translation>Denetlenmeyi bekleyen test yok.</translation>
    </message>
    <message>
        <source>Waiting to be checked (the first one is checked now):
%1</source>
        <translation>Denetlenmeyi bekleyenler (ilki şimdi denetleniyor):
%1</translation>
    </message>
    <message>
        <source>Starting…</source>
        <translation>Başlatılıyor…</translation>
    </message>
</context>
<context>
    <name>DriveProof::Gui::PowerLossWitnessStep</name>
    <message>
        <source>The witness</source>
        <translation>Tanık</translation>
    </message>
    <message>
        <source>A second computer records every write this drive acknowledges, so that after the power cut DriveProof knows what the drive promised.</source>
        <translation>İkinci bir bilgisayar, bu sürücünün onayladığı her yazmayı kaydeder; böylece güç kesintisinden sonra DriveProof sürücünün neyi söz verdiğini bilir.</translation>
    </message>
    <message>
        <source>&amp;Another computer is the witness</source>
        <translation>&amp;Tanık başka bir bilgisayar</translation>
    </message>
    <message>
        <source>Witness &amp;address:</source>
        <translation>Tanık &amp;adresi:</translation>
    </message>
    <message>
        <source>Witness address and port</source>
        <translation>Tanık adresi ve bağlantı noktası</translation>
    </message>
    <message>
        <source>&amp;Pairing code:</source>
        <translation>&amp;Eşleştirme kodu:</translation>
    </message>
    <message>
        <source>Pairing code</source>
        <translation>Eşleştirme kodu</translation>
    </message>
    <message>
        <source>On the second computer, open DriveProof&apos;s witness page (menu &quot;Power-loss witness…&quot;) or run &quot;driveproof-cli witness --listen 0.0.0.0:7070&quot; in a terminal. It shows the pairing code; type it here with its address, e.g. 192.168.1.20:7070.</source>
        <translation>İkinci bilgisayarda DriveProof&apos;un tanık sayfasını açın (&quot;Güç kaybı tanığı…&quot; menüsü) ya da bir uçbirimde &quot;driveproof-cli witness --listen 0.0.0.0:7070&quot; komutunu çalıştırın. Eşleştirme kodunu gösterir; kodu adresiyle birlikte buraya yazın, örneğin 192.168.1.20:7070.</translation>
    </message>
    <message>
        <source>P&amp;ractice on this computer, with a simulated drive</source>
        <translation>Bu bilgisayarda benzetilmiş bir sürücüyle a&amp;lıştırma yap</translation>
    </message>
    <message>
        <source>Learn the procedure without pulling a plug: a simulated drive, a witness on this computer and a simulated power cut. Nothing on your drives is written.</source>
        <translation>Yordamı fiş çekmeden öğrenin: benzetilmiş bir sürücü, bu bilgisayarda bir tanık ve benzetilmiş bir güç kesintisi. Sürücülerinize hiçbir şey yazılmaz.</translation>
    </message>
    <message>
        <source>Simulated &amp;drive:</source>
        <translation>Benzetilmiş &amp;sürücü:</translation>
    </message>
    <message>
        <source>Simulated drive</source>
        <translation>Benzetilmiş sürücü</translation>
    </message>
    <message>
        <source>Honest: keeps every write it acknowledged</source>
        <translation>Dürüst: onayladığı her yazmayı korur</translation>
    </message>
    <message>
        <source>Lying: acknowledges writes it still holds in its cache</source>
        <translation>Yalancı: hâlâ önbelleğinde tuttuğu yazmaları onaylar</translation>
    </message>
    <message>
        <source>This is not a pairing code: it has twelve letters and digits, like K7QD-M2XF-9HBT.</source>
        <translation>Bu bir eşleştirme kodu değil: K7QD-M2XF-9HBT gibi on iki harf ve rakamdan oluşur.</translation>
    </message>
</context>
<context>
    <name>DriveProof::Gui::PowerLossWizard</name>
    <message>
        <source>Power-loss test – DriveProof</source>
        <translation>Güç kaybı testi – DriveProof</translation>
    </message>
    <message>
        <source>Power-loss test of %1 – DriveProof</source>
        <translation>%1 güç kaybı testi – DriveProof</translation>
    </message>
    <message>
        <source>1. Drive and area</source>
        <translation>1. Sürücü ve alan</translation>
    </message>
    <message>
        <source>2. Witness</source>
        <translation>2. Tanık</translation>
    </message>
    <message>
        <source>3. Check</source>
        <translation>3. Denetim</translation>
    </message>
    <message>
        <source>4. Run and pull the plug</source>
        <translation>4. Çalıştır ve fişi çek</translation>
    </message>
    <message>
        <source>5. Verify</source>
        <translation>5. Doğrula</translation>
    </message>
    <message>
        <source>6. Report</source>
        <translation>6. Rapor</translation>
    </message>
    <message>
        <source>&lt; &amp;Back</source>
        <translation>&lt; &amp;Geri</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Kapat</translation>
    </message>
    <message>
        <source>Current step</source>
        <translation>Geçerli adım</translation>
    </message>
    <message>
        <source>&amp;Next &gt;</source>
        <translation>&amp;İleri &gt;</translation>
    </message>
    <message>
        <source>&amp;Check this computer &gt;</source>
        <translation>Bu bilgisayarı &amp;denetle &gt;</translation>
    </message>
    <message>
        <source>&amp;Start practice</source>
        <translation>Alıştırmayı &amp;başlat</translation>
    </message>
    <message>
        <source>&amp;Start the test</source>
        <translation>Testi &amp;başlat</translation>
    </message>
    <message>
        <source>Power-loss test</source>
        <translation>Güç kaybı testi</translation>
    </message>
    <message>
        <source>simulated drive</source>
        <translation>benzetilmiş sürücü</translation>
    </message>
    <message>
        <source>Power-loss practice on a simulated lying drive – DriveProof</source>
        <extracomment>window title while practising on the simulated drive that loses acknowledged writes</extracomment>
        <translation>Yalan söyleyen benzetilmiş sürücüde güç kaybı alıştırması – DriveProof</translation>
    </message>
    <message>
        <source>Power-loss practice on a simulated honest drive – DriveProof</source>
        <extracomment>window title while practising on the simulated drive that keeps its writes</extracomment>
        <translation>Dürüst benzetilmiş sürücüde güç kaybı alıştırması – DriveProof</translation>
    </message>
</context>
<context>
    <name>DriveProof::Gui::ReportWindow</name>
    <message>
        <source>Drive report: %1</source>
        <extracomment>window title; %1 the report&apos;s file name</extracomment>
        <translation>Sürücü raporu: %1</translation>
    </message>
    <message>
        <source>Open a drive report</source>
        <translation>Bir sürücü raporu aç</translation>
    </message>
    <message>
        <source>Drive reports (*.txt *.json *.log);;All files (*)</source>
        <extracomment>file dialog filter; keep the patterns in parentheses as they are</extracomment>
        <translation>Sürücü raporları (*.txt *.json *.log);;Tüm dosyalar (*)</translation>
    </message>
    <message>
        <source>pasted text</source>
        <extracomment>the name a report pasted from the clipboard goes by</extracomment>
        <translation>yapıştırılan metin</translation>
    </message>
</context>
<context>
    <name>DriveProof::Gui::ResultCharts</name>
    <message>
        <source>&amp;Latency of:</source>
        <translation>&amp;Gecikmesi gösterilen:</translation>
    </message>
    <message>
        <source>Measurement whose latency is shown</source>
        <translation>Gecikmesi gösterilen ölçüm</translation>
    </message>
</context>
<context>
    <name>DriveProof::Gui::ResultExporter</name>
    <message>
        <source>Could not write %1: %2. Choose another folder.</source>
        <extracomment>%1 a file path, %2 the system&apos;s reason</extracomment>
        <translation>%1 yazılamadı: %2. Başka bir klasör seçin.</translation>
    </message>
</context>
<context>
    <name>DriveProof::Gui::ResultPage</name>
    <message>
        <source>Verdict</source>
        <translation>Karar</translation>
    </message>
    <message>
        <source>At a glance</source>
        <translation>Bir bakışta</translation>
    </message>
    <message>
        <source>All numbers</source>
        <translation>Tüm sayılar</translation>
    </message>
    <message>
        <source>Charts</source>
        <translation>Grafikler</translation>
    </message>
    <message>
        <source>Export &amp;JSON…</source>
        <translation>&amp;JSON dışa aktar…</translation>
    </message>
    <message>
        <source>Save everything this test measured, for other programs</source>
        <translation>Bu testin ölçtüğü her şeyi diğer programlar için kaydet</translation>
    </message>
    <message>
        <source>Export &amp;CSV…</source>
        <translation>&amp;CSV dışa aktar…</translation>
    </message>
    <message>
        <source>Save the table of numbers for a spreadsheet</source>
        <translation>Sayı tablosunu bir hesap tablosu için kaydet</translation>
    </message>
    <message>
        <source>Save charts as &amp;PNG…</source>
        <translation>Grafikleri &amp;PNG olarak kaydet…</translation>
    </message>
    <message>
        <source>Save a picture of each chart into a folder</source>
        <translation>Her grafiğin bir resmini bir klasöre kaydet</translation>
    </message>
    <message>
        <source>&amp;History</source>
        <translation>&amp;Geçmiş</translation>
    </message>
    <message>
        <source>Earlier runs on this drive, and comparing two of them</source>
        <translation>Bu sürücüdeki önceki çalıştırmalar ve ikisinin karşılaştırılması</translation>
    </message>
    <message>
        <source>&amp;New test</source>
        <translation>&amp;Yeni test</translation>
    </message>
    <message>
        <source>Ran on %1, started %2, took %3.</source>
        <extracomment>under a result&apos;s title; %1 where it ran, %2 date and time it started, %3 how long it took</extracomment>
        <translation>Çalıştığı yer: %1, başlangıç: %2, süre: %3.</translation>
    </message>
    <message>
        <source>Drive: %1, serial number %2</source>
        <extracomment>the drive a result is about; %1 model (or device name), %2 serial number</extracomment>
        <translation>Sürücü: %1, seri numarası %2</translation>
    </message>
    <message>
        <source>Drive: %1</source>
        <extracomment>the drive a result is about; %1 model or device name</extracomment>
        <translation>Sürücü: %1</translation>
    </message>
    <message>
        <source>The test stopped on an error.</source>
        <translation>Test bir hata nedeniyle durdu.</translation>
    </message>
    <message>
        <source>You cancelled the test before it measured anything.</source>
        <translation>Testi herhangi bir şey ölçmeden iptal ettiniz.</translation>
    </message>
    <message>
        <source>You cancelled the test. The numbers below are those of the steps that finished before that; the verdict may be incomplete.</source>
        <translation>Testi iptal ettiniz. Aşağıdaki sayılar, bundan önce tamamlanan adımlara aittir; karar eksik olabilir.</translation>
    </message>
    <message>
        <source>This result could not be kept in the history: %1</source>
        <extracomment>%1 why the result could not be saved</extracomment>
        <translation>Bu sonuç geçmişte tutulamadı: %1</translation>
    </message>
    <message>
        <source>This result is kept in the drive&apos;s history, so you can compare it with later runs.</source>
        <translation>Bu sonuç sürücünün geçmişinde tutulur; böylece sonraki çalıştırmalarla karşılaştırabilirsiniz.</translation>
    </message>
    <message>
        <source>This test measures speed and gives no verdict of its own. Compare the numbers with the drive&apos;s data sheet, or with an earlier run in the history.</source>
        <translation>Bu test hızı ölçer ve kendi başına bir karar vermez. Sayıları sürücünün veri sayfasıyla ya da geçmişteki önceki bir çalıştırmayla karşılaştırın.</translation>
    </message>
    <message>
        <source>%1:</source>
        <extracomment>label of a row; %1 a measurement&apos;s name, e.g. &quot;SEQ1M Q8T1 read&quot;</extracomment>
        <translation>%1:</translation>
    </message>
    <message>
        <source>Save the charts into a folder</source>
        <translation>Grafikleri bir klasöre kaydet</translation>
    </message>
    <message>
        <source>Export the result as JSON</source>
        <translation>Sonucu JSON olarak dışa aktar</translation>
    </message>
    <message>
        <source>Export the numbers as CSV</source>
        <translation>Sayıları CSV olarak dışa aktar</translation>
    </message>
    <message>
        <source>JSON files (*.json)</source>
        <translation>JSON dosyaları (*.json)</translation>
    </message>
    <message>
        <source>CSV files (*.csv)</source>
        <translation>CSV dosyaları (*.csv)</translation>
    </message>
    <message>
        <source>Saved %1.</source>
        <extracomment>%1 a file path</extracomment>
        <translation>Kaydedildi: %1.</translation>
    </message>
    <message numerus="yes">
        <source>Saved %n file(s) in %1.</source>
        <extracomment>%n files were written into the folder %1</extracomment>
        <translation>
            <numerusform>%n dosya %1 içine kaydedildi.</numerusform>
        </translation>
    </message>
    <message>
        <source>Copy &amp;summary</source>
        <translation>&amp;Özeti kopyala</translation>
    </message>
    <message>
        <source>A few lines with the main numbers and the verdicts, to paste into a forum post or an issue</source>
        <translation>Bir foruma ya da hata kaydına yapıştırmak için ana sayıları ve kararları içeren birkaç satır</translation>
    </message>
    <message>
        <source>Copied: the summary is on the clipboard, ready to paste.</source>
        <translation>Kopyalandı: özet panoda, yapıştırmaya hazır.</translation>
    </message>
    <message>
        <source>Settings: %1</source>
        <extracomment>under a result&apos;s title; %1 what it ran with: &quot;128 MiB · 2 s per step · temporary file on ext4 · io_uring&quot;</extracomment>
        <translation>Ayarlar: %1</translation>
    </message>
</context>
<context>
    <name>DriveProof::Gui::ResultText</name>
    <message>
        <source>Danger</source>
        <translation>Tehlike</translation>
    </message>
    <message>
        <source>Caution</source>
        <translation>Dikkat</translation>
    </message>
    <message>
        <source>Good</source>
        <translation>İyi</translation>
    </message>
    <message>
        <source>Note</source>
        <translation>Not</translation>
    </message>
    <message>
        <source>%L1 commits/s</source>
        <extracomment>commits per second, e.g. &quot;1,234 commits/s&quot;</extracomment>
        <translation>%L1 kalıcı yazma/sn</translation>
    </message>
    <message>
        <source>a temporary file in %1</source>
        <extracomment>where a test ran; %1 the folder that held its temporary file</extracomment>
        <translation>%1 içinde geçici bir dosya</translation>
    </message>
    <message>
        <source>the device %1</source>
        <extracomment>where a test ran; %1 a device node such as /dev/sdb</extracomment>
        <translation>%1 aygıtı</translation>
    </message>
    <message>
        <source>an unknown target</source>
        <translation>bilinmeyen bir hedef</translation>
    </message>
    <message>
        <source>the file %1</source>
        <extracomment>where a test ran; %1 a file path</extracomment>
        <translation>%1 dosyası</translation>
    </message>
    <message>
        <source>DriveProof %1 on %2, %3</source>
        <extracomment>first line of a copied summary; %1 test name, %2 drive model or device, %3 date and time</extracomment>
        <translation>DriveProof %1, %2 üzerinde, %3</translation>
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
        <translation>Ayarlar: %1</translation>
    </message>
    <message>
        <source>Drive self-test</source>
        <extracomment>a drive self-test in the drive&apos;s history (the drive tested itself)</extracomment>
        <translation>Sürücü öz testi</translation>
    </message>
    <message>
        <source>Device: %1, serial number %2</source>
        <extracomment>a line of a copied summary; %1 the device node (&quot;/dev/sdb&quot;), %2 its serial number (&quot;-&quot; when it has none)</extracomment>
        <translation>Aygıt: %1, seri numarası %2</translation>
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
        <translation>Okuma</translation>
    </message>
    <message>
        <source>Write</source>
        <extracomment>heading of the column of write rates in the quick check&apos;s tiles</extracomment>
        <translation>Yazma</translation>
    </message>
    <message>
        <source>not measured</source>
        <translation>ölçülmedi</translation>
    </message>
    <message>
        <source>%1 %2: not measured</source>
        <extracomment>read by screen readers; %1 a preset such as &quot;SEQ1M Q8T1&quot;, %2 &quot;Read&quot; or &quot;Write&quot;</extracomment>
        <translation>%1 %2: ölçülmedi</translation>
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
        <translation>İlerleme</translation>
    </message>
    <message>
        <source>&amp;Show:</source>
        <translation>&amp;Göster:</translation>
    </message>
    <message>
        <source>Commits per second</source>
        <translation>Saniyedeki kalıcı yazma</translation>
    </message>
    <message>
        <source>IOPS</source>
        <translation>IOPS</translation>
    </message>
    <message>
        <source>What the chart shows</source>
        <translation>Grafiğin gösterdiği</translation>
    </message>
    <message>
        <source>You can go on using DriveProof meanwhile. Other programs that use this drive now slow the test down and change its numbers.</source>
        <translation>Bu arada DriveProof&apos;u kullanmaya devam edebilirsiniz. Bu sürücüyü şu anda kullanan diğer programlar testi yavaşlatır ve sayılarını değiştirir.</translation>
    </message>
    <message>
        <source>Cancelling…</source>
        <translation>İptal ediliyor…</translation>
    </message>
    <message>
        <source>&amp;Cancel test</source>
        <translation>Testi &amp;iptal et</translation>
    </message>
    <message>
        <source>Stop the test now; the steps that finished are kept</source>
        <translation>Testi şimdi durdur; tamamlanan adımlar tutulur</translation>
    </message>
    <message>
        <source>In a temporary file in %1, removed afterwards.</source>
        <extracomment>where a test runs; %1 a folder</extracomment>
        <translation>%1 içinde, sonradan kaldırılacak geçici bir dosyada.</translation>
    </message>
    <message>
        <source>On the file %1.</source>
        <extracomment>where a test runs; %1 a file</extracomment>
        <translation>%1 dosyası üzerinde.</translation>
    </message>
    <message>
        <source>On the device %1, writing over its contents.</source>
        <extracomment>where a test runs; %1 a device node</extracomment>
        <translation>%1 aygıtı üzerinde, içeriğinin üzerine yazılarak.</translation>
    </message>
    <message>
        <source>On the device %1, only reading.</source>
        <extracomment>where a test runs; %1 a device node</extracomment>
        <translation>%1 aygıtı üzerinde, yalnızca okunarak.</translation>
    </message>
    <message>
        <source>Cancelling: waiting for the drive to finish the I/O in flight, then removing the temporary file…</source>
        <translation>İptal ediliyor: sürücünün bekleyen G/Ç işlemlerini bitirmesi bekleniyor, ardından geçici dosya kaldırılacak…</translation>
    </message>
    <message>
        <source>Starting…</source>
        <translation>Başlatılıyor…</translation>
    </message>
    <message>
        <source>About %1 left</source>
        <extracomment>time left in a running test; %1 minutes:seconds, e.g. 1:23</extracomment>
        <translation>Yaklaşık %1 kaldı</translation>
    </message>
    <message>
        <source>Time left: not known yet</source>
        <translation>Kalan süre: henüz bilinmiyor</translation>
    </message>
    <message>
        <source>Now: %L1 commits per second</source>
        <extracomment>the last measured rate of a commit test; %1 commits per second</extracomment>
        <translation>Şu anda: saniyede %L1 kalıcı yazma</translation>
    </message>
    <message>
        <source>Now: %1, %2</source>
        <extracomment>the last measured numbers; %1 a rate (MB/s or MiB/s), %2 operations per second (IOPS)</extracomment>
        <translation>Şu anda: %1, %2</translation>
    </message>
</context>
<context>
    <name>DriveProof::Gui::SelfTestPanel</name>
    <message numerus="yes">
        <source>about %n minute(s)</source>
        <extracomment>%n the number of minutes the drive says a self-test takes</extracomment>
        <translation>
            <numerusform>yaklaşık %n dakika</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <extracomment>a self-test button: %1 its kind (&quot;Short test&quot;), %2 its duration</extracomment>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>Short test</source>
        <translation>Kısa sınama</translation>
    </message>
    <message>
        <source>Extended test</source>
        <translation>Genişletilmiş sınama</translation>
    </message>
    <message>
        <source>Conveyance test</source>
        <translation>Taşıma sınaması</translation>
    </message>
    <message>
        <source>Abort self-test</source>
        <translation>Öz sınamayı durdur</translation>
    </message>
    <message>
        <source>running, %1% done</source>
        <extracomment>%1 how far the running self-test is, in percent</extracomment>
        <translation>çalışıyor, %%1 tamam</translation>
    </message>
    <message>
        <source>The drive runs the test by itself: you may close this window.</source>
        <translation>Sınamayı sürücü kendisi yürütür: bu pencereyi kapatabilirsiniz.</translation>
    </message>
    <message>
        <source>no self-test running</source>
        <extracomment>%1 the last self-test&apos;s result in words</extracomment>
        <translation>çalışan öz sınama yok</translation>
    </message>
    <message>
        <source>Last result: %1</source>
        <translation>Son sonuç: %1</translation>
    </message>
</context>
<context>
    <name>DriveProof::Gui::SettingsDialog</name>
    <message>
        <source>Preferences</source>
        <translation>Tercihler</translation>
    </message>
    <message>
        <source>&amp;Language:</source>
        <translation>&amp;Dil:</translation>
    </message>
    <message>
        <source>System default (%1)</source>
        <extracomment>first entry of the language list; %1 the language the system asks for, in its own name, e.g. &quot;Deutsch&quot;</extracomment>
        <translation>Sistem varsayılanı (%1)</translation>
    </message>
    <message>
        <source>The language of DriveProof&apos;s windows. A change applies at once and is kept for the next start. The system default follows the LANGUAGE and LANG environment variables.</source>
        <translation>DriveProof pencerelerinin dili. Değişiklik hemen uygulanır ve bir sonraki başlangıç için saklanır. Sistem varsayılanı LANGUAGE ve LANG ortam değişkenlerini izler.</translation>
    </message>
    <message>
        <source>&amp;Transfer rates in:</source>
        <translation>&amp;Aktarım hızı birimi:</translation>
    </message>
    <message>
        <source>Drive makers and most benchmarks count a megabyte as 1,000,000 bytes; many file managers count a mebibyte, 1,048,576 bytes.</source>
        <translation>Sürücü üreticileri ve çoğu performans testi bir megabaytı 1.000.000 bayt olarak sayar; birçok dosya yöneticisi ise bir mebibaytı, yani 1.048.576 baytı sayar.</translation>
    </message>
    <message>
        <source>Default test si&amp;ze:</source>
        <translation>Varsayılan test &amp;boyutu:</translation>
    </message>
    <message>
        <source>What the test picker offers first. You can still choose another size for each test there.</source>
        <translation>Test seçicinin ilk önerdiği değer. Orada her test için yine de başka bir boyut seçebilirsiniz.</translation>
    </message>
    <message>
        <source>Default time per st&amp;ep (seconds):</source>
        <translation>Varsayılan a&amp;dım başına süre (saniye):</translation>
    </message>
    <message>
        <source>How long each measurement of a test runs, as the test picker offers it first.</source>
        <translation>Test seçicinin ilk önerdiği biçimiyle, bir testin her ölçümünün ne kadar süreceği.</translation>
    </message>
    <message>
        <source>MB/s (megabytes, 10⁶ bytes)</source>
        <extracomment>a choice of unit; 1 MB = 1,000,000 bytes</extracomment>
        <translation>MB/s (megabayt, 10⁶ bayt)</translation>
    </message>
    <message>
        <source>MiB/s (mebibytes, 2²⁰ bytes)</source>
        <extracomment>a choice of unit; 1 MiB = 1,048,576 bytes</extracomment>
        <translation>MiB/s (mebibayt, 2²⁰ bayt)</translation>
    </message>
    <message>
        <source>Each test&apos;s own</source>
        <extracomment>the default test size: each test&apos;s own (1 GiB; 4 GiB for the sustained write)</extracomment>
        <translation>Her testin kendi değeri</translation>
    </message>
</context>
<context>
    <name>DriveProof::Gui::StatusPage</name>
    <message>
        <source>Looking for drives</source>
        <translation>Sürücüler aranıyor</translation>
    </message>
    <message>
        <source>&amp;Refresh</source>
        <translation>&amp;Yenile</translation>
    </message>
    <message>
        <source>Looking for drives…</source>
        <translation>Sürücüler aranıyor…</translation>
    </message>
    <message>
        <source>Reading what the kernel knows about each drive.</source>
        <translation>Çekirdeğin her sürücü hakkında bildikleri okunuyor.</translation>
    </message>
    <message>
        <source>DriveProof could not find a drive it can read. This happens when:</source>
        <translation>DriveProof okuyabileceği bir sürücü bulamadı. Bu şu durumlarda olur:</translation>
    </message>
    <message>
        <source>• No drive is connected. Connect one and press Refresh (F5); a USB drive may take a few seconds to appear.</source>
        <extracomment>list item of the empty state</extracomment>
        <translation>• Bağlı bir sürücü yok. Bir sürücü bağlayın ve Yenile&apos;ye (F5) basın; bir USB sürücünün görünmesi birkaç saniye sürebilir.</translation>
    </message>
    <message>
        <source>• DriveProof runs in a container or sandbox (Docker, Flatpak, Snap) that hides the machine&apos;s drives (/sys/block and /dev). Run it on the host instead, or give the sandbox access to the drives.</source>
        <extracomment>list item of the empty state</extracomment>
        <translation>• DriveProof, makinenin sürücülerini (/sys/block ve /dev) gizleyen bir kapsayıcıda ya da korumalı alanda (Docker, Flatpak, Snap) çalışıyor. Bunun yerine ana makinede çalıştırın ya da korumalı alana sürücülere erişim verin.</translation>
    </message>
    <message>
        <source>• It is not allowed to read the drives&apos; details: the system limits access to /sys or /dev. Ask the administrator, or run driveproof-cli list to see what the kernel reports.</source>
        <extracomment>list item of the empty state</extracomment>
        <translation>• Sürücülerin ayrıntılarını okumasına izin verilmiyor: sistem /sys ya da /dev erişimini sınırlıyor. Yöneticiye başvurun ya da çekirdeğin ne bildirdiğini görmek için driveproof-cli list komutunu çalıştırın.</translation>
    </message>
    <message>
        <source>• udisks2 is not running, so only the kernel was asked. Start it with &quot;systemctl start udisks2&quot; and press Refresh.</source>
        <extracomment>list item of the empty state; &quot;systemctl start udisks2&quot; is a command, keep it</extracomment>
        <translation>• udisks2 çalışmıyor, bu yüzden yalnızca çekirdeğe soruldu. &quot;systemctl start udisks2&quot; ile başlatın ve Yenile&apos;ye basın.</translation>
    </message>
    <message>
        <source>No drives found</source>
        <translation>Sürücü bulunamadı</translation>
    </message>
</context>
<context>
    <name>DriveProof::Gui::TableCopy</name>
    <message>
        <source>&amp;Copy</source>
        <translation>&amp;Kopyala</translation>
    </message>
    <message>
        <source>Copy as &amp;Markdown</source>
        <translation>&amp;Markdown olarak kopyala</translation>
    </message>
</context>
<context>
    <name>DriveProof::Gui::TestCard</name>
    <message>
        <source>Test this drive</source>
        <translation>Bu sürücüyü test et</translation>
    </message>
    <message>
        <source>Measure how fast this drive commits, streams and seeks, and whether its cache acknowledges writes before they are safe. Tests write only to a temporary file in a folder you choose, unless you ask for the raw device; they run in a window of their own.</source>
        <translation>Bu sürücünün ne kadar hızlı kalıcı yazdığını, akış hâlinde aktardığını ve konumlandığını, ayrıca önbelleğinin yazmaları güvende olmadan önce onaylayıp onaylamadığını ölçün. Ham aygıtı istemediğiniz sürece testler yalnızca seçtiğiniz bir klasördeki geçici bir dosyaya yazar; ayrı bir pencerede çalışırlar.</translation>
    </message>
    <message>
        <source>Co&amp;mmit rate…</source>
        <translation>Kalıcı yazma &amp;hızı…</translation>
    </message>
    <message>
        <source>How many durable commits per second, like pg_test_fsync</source>
        <translation>pg_test_fsync gibi, saniyede kaç kalıcı yazma</translation>
    </message>
    <message>
        <source>&amp;All tests…</source>
        <translation>&amp;Tüm testler…</translation>
    </message>
    <message>
        <source>Hi&amp;story…</source>
        <translation>Geçmi&amp;ş…</translation>
    </message>
    <message>
        <source>Earlier runs on this drive, and comparing two of them</source>
        <translation>Bu sürücüdeki önceki çalıştırmalar ve ikisinin karşılaştırılması</translation>
    </message>
    <message>
        <source>A test is running on this drive; its window shows how far it got.</source>
        <translation>Bu sürücüde bir test çalışıyor; penceresi ne kadar ilerlediğini gösteriyor.</translation>
    </message>
</context>
<context>
    <name>DriveProof::Gui::TestCatalog</name>
    <message>
        <source>Power-loss test</source>
        <translation>Güç kaybı testi</translation>
    </message>
    <message>
        <source>CrystalDiskMark&apos;s four tests in one go: sequential reads and writes in 1 MiB blocks with 8 and with 1 request in flight, then random 4 KiB reads and writes with 32 and with 1 request in flight. The quickest way to see whether a drive performs as its box promises.</source>
        <translation>CrystalDiskMark&apos;ın dört testi bir arada: 8 ve 1 bekleyen istekle 1 MiB bloklarla sıralı okuma ve yazma, ardından 32 ve 1 bekleyen istekle 4 KiB rastgele okuma ve yazma. Bir sürücünün kutusunda vaat edildiği gibi performans gösterip göstermediğini görmenin en hızlı yolu.</translation>
    </message>
    <message>
        <source>How many times per second the drive durably commits a small write, measured like PostgreSQL&apos;s pg_test_fsync: every sync method, 8 kB and 16 kB commits, and plain writes as a baseline. It also counts the flushes that reach the drive. A hard disk that commits faster than its platters turn has a cache that acknowledges writes before they are safe.</source>
        <translation>Sürücünün küçük bir yazmayı saniyede kaç kez kalıcı olarak yazdığı, PostgreSQL&apos;in pg_test_fsync aracı gibi ölçülür: her eşitleme yöntemi, 8 kB ve 16 kB kalıcı yazmalar ve temel çizgi olarak düz yazmalar. Sürücüye ulaşan önbellek boşaltma isteklerini de sayar. Plakalarının dönüşünden daha hızlı kalıcı yazan bir sabit diskte, yazmaları güvende olmadan önce onaylayan bir önbellek vardır.</translation>
    </message>
    <message>
        <source>Sequential reads and writes in 1 MiB blocks, with 8 and with 1 request in flight: the rate at which large files are copied.</source>
        <translation>8 ve 1 bekleyen istekle 1 MiB bloklarla sıralı okuma ve yazma: büyük dosyaların kopyalanma hızı.</translation>
    </message>
    <message>
        <source>Writes the whole test area once, from start to end, and draws the rate as it fills. Many SSDs write fast only until their cache is full, then slow down: choose a test size larger than that cache, tens of gigabytes on a large SSD.</source>
        <translation>Test alanının tamamını baştan sona bir kez yazar ve alan doldukça hızı çizer. Birçok SSD yalnızca önbelleği dolana kadar hızlı yazar, sonra yavaşlar: bu önbellekten büyük bir test boyutu seçin, büyük bir SSD&apos;de onlarca gigabayt.</translation>
    </message>
    <message>
        <source>Reads the whole test area from start to end and draws the rate by position. A hard disk is faster at its outer edge; dips and stalls point to areas that need retries.</source>
        <translation>Test alanının tamamını baştan sona okur ve hızı konuma göre çizer. Bir sabit disk dış kenarında daha hızlıdır; düşüşler ve takılmalar yeniden deneme gerektiren alanlara işaret eder.</translation>
    </message>
    <message>
        <source>Random 4 KiB reads, writes and a mix of 70% reads, with 1 and with 32 requests in flight: what databases, virtual machines and starting programs feel.</source>
        <translation>1 ve 32 bekleyen istekle rastgele 4 KiB okuma, yazma ve yüzde 70 okumalı bir karışım: veritabanlarının, sanal makinelerin ve açılan programların hissettiği.</translation>
    </message>
    <message>
        <source>Random I/O at every block size from 512 bytes to 16 MiB: where the drive reaches its best transfer rate, and how its operations per second fall as blocks grow.</source>
        <translation>512 bayttan 16 MiB&apos;a kadar her blok boyutunda rastgele G/Ç: sürücünün en iyi aktarım hızına nerede ulaştığı ve bloklar büyüdükçe saniyedeki işlem sayısının nasıl düştüğü.</translation>
    </message>
    <message>
        <source>Random I/O with 1 to 256 requests in flight: how much parallelism the drive needs to give its best.</source>
        <translation>1 ile 256 bekleyen istekle rastgele G/Ç: sürücünün en iyisini vermek için ne kadar paralelliğe ihtiyaç duyduğu.</translation>
    </message>
    <message>
        <source>Random I/O from 1 to 96 threads: how the drive and the kernel cope with many programs at once.</source>
        <translation>1 ile 96 iş parçacığıyla rastgele G/Ç: sürücünün ve çekirdeğin aynı anda çok sayıda programla nasıl başa çıktığı.</translation>
    </message>
    <message>
        <source>Reads the same random blocks twice, with an idle time in between. A hybrid drive (SSHD) or a tiered cache moves hot data to flash meanwhile, so the second pass is much faster.</source>
        <translation>Aynı rastgele blokları arada bir boşta kalma süresiyle iki kez okur. Hibrit bir sürücü (SSHD) ya da katmanlı bir önbellek bu arada sık kullanılan verileri flaş belleğe taşır, böylece ikinci geçiş çok daha hızlı olur.</translation>
    </message>
    <message>
        <source>Checks whether the drive keeps the writes it acknowledged when the power is cut: DriveProof writes numbered records, you pull the plug, and after the restart it checks what survived. A second computer keeps the witness&apos;s record of every acknowledged write; you can also practise on this computer with a simulated drive. It writes to a test file (or, with your confirmation, a partition) and takes a few minutes plus a restart.</source>
        <translation>Güç kesildiğinde sürücünün onayladığı yazmaları koruyup korumadığını denetler: DriveProof numaralı kayıtlar yazar, siz fişi çekersiniz ve yeniden başlatmadan sonra neyin korunduğunu denetler. İkinci bir bilgisayar, onaylanan her yazmanın tanık kaydını tutar; bu bilgisayarda benzetilmiş bir sürücüyle alıştırma da yapabilirsiniz. Bir test dosyasına (ya da onayınızla bir bölüme) yazar ve birkaç dakika artı bir yeniden başlatma sürer.</translation>
    </message>
    <message numerus="yes">
        <source>%n second(s)</source>
        <extracomment>a duration; %n seconds</extracomment>
        <translation>
            <numerusform>%n saniye</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n minute(s)</source>
        <extracomment>a duration, rounded; %n minutes</extracomment>
        <translation>
            <numerusform>%n dakika</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 h %2 min</source>
        <extracomment>a duration, rounded; %1 hours, %2 minutes</extracomment>
        <translation>%1 sa %2 dk</translation>
    </message>
</context>
<context>
    <name>DriveProof::Gui::TestWindow</name>
    <message>
        <source>Test %1 – DriveProof</source>
        <extracomment>window title; %1 the drive&apos;s name (model)</extracomment>
        <translation>%1 testi – DriveProof</translation>
    </message>
</context>
<context>
    <name>DriveProof::Gui::TopologyCard</name>
    <message>
        <source>Topology</source>
        <translation>Topoloji</translation>
    </message>
    <message>
        <source>Size</source>
        <translation>Boyut</translation>
    </message>
    <message>
        <source>The kernel reports no size: the drive may have no medium inserted.</source>
        <translation>Çekirdek bir boyut bildirmiyor: sürücüde ortam takılı olmayabilir.</translation>
    </message>
    <message>
        <source>Logical sector</source>
        <translation>Mantıksal sektör</translation>
    </message>
    <message>
        <source>The smallest unit the drive can address.</source>
        <translation>Sürücünün adresleyebildiği en küçük birim.</translation>
    </message>
    <message>
        <source>Physical sector</source>
        <translation>Fiziksel sektör</translation>
    </message>
    <message>
        <source>The unit the drive writes internally. Partitions should start on a multiple of it.</source>
        <translation>Sürücünün içeride yazdığı birim. Bölümler bunun bir katında başlamalıdır.</translation>
    </message>
    <message>
        <source>Minimum I/O</source>
        <translation>En küçük G/Ç</translation>
    </message>
    <message>
        <source>Optimal I/O</source>
        <translation>En uygun G/Ç</translation>
    </message>
    <message>
        <source>not reported</source>
        <translation>bildirilmemiş</translation>
    </message>
    <message>
        <source>The drive states no preferred I/O size; most drives do not.</source>
        <translation>Sürücü tercih ettiği bir G/Ç boyutu belirtmiyor; çoğu sürücü belirtmez.</translation>
    </message>
    <message>
        <source>Alignment offset</source>
        <translation>Hizalama kayması</translation>
    </message>
    <message>
        <source>How far sector 0 sits past a physical-sector boundary. Almost always 0.</source>
        <translation>0. sektörün bir fiziksel sektör sınırından ne kadar ileride olduğu. Neredeyse her zaman 0.</translation>
    </message>
    <message>
        <source>What the kernel believes: with &quot;write back&quot; it asks the drive to flush its cache. The drive&apos;s own setting can differ.</source>
        <translation>Çekirdeğin inandığı: &quot;write back&quot; ile sürücüden önbelleğini boşaltmasını ister. Sürücünün kendi ayarı farklı olabilir.</translation>
    </message>
    <message>
        <source>Write cache (kernel view)</source>
        <translation>Yazma önbelleği (çekirdek görünümü)</translation>
    </message>
    <message>
        <source>The kernel does not report a write-cache mode for this device.</source>
        <translation>Çekirdek bu aygıt için bir yazma önbelleği modu bildirmiyor.</translation>
    </message>
    <message>
        <source>FUA</source>
        <translation>FUA</translation>
    </message>
    <message>
        <source>Forced Unit Access: the kernel can ask for single writes to reach stable media without flushing the whole cache.</source>
        <translation>Forced Unit Access: çekirdek, önbelleğin tamamını boşaltmadan tek tek yazmaların kalıcı ortama ulaşmasını isteyebilir.</translation>
    </message>
    <message>
        <source>The kernel did not report this value.</source>
        <translation>Çekirdek bu değeri bildirmedi.</translation>
    </message>
    <message>
        <source>only its partitions, see Partitions</source>
        <extracomment>&quot;Mounted on&quot; of a whole drive whose partitions (not the drive) are mounted</extracomment>
        <translation>yalnızca bölümleri, bkz. Bölümler</translation>
    </message>
    <message>
        <source>not mounted</source>
        <translation>bağlı değil</translation>
    </message>
    <message>
        <source>Mounted on</source>
        <translation>Bağlama noktası</translation>
    </message>
    <message>
        <source>Held by</source>
        <translation>Kullanan</translation>
    </message>
    <message>
        <source>nothing</source>
        <translation>hiçbir şey</translation>
    </message>
    <message>
        <source>Device-mapper, RAID or LVM devices stacked on the whole drive.</source>
        <translation>Sürücünün tamamının üzerine kurulmuş Device-mapper, RAID ya da LVM aygıtları.</translation>
    </message>
    <message>
        <source>%1: %2 (in use)</source>
        <extracomment>one LBA format in the list; %1 its number, %2 its sizes and speed</extracomment>
        <translation>%1: %2 (kullanımda)</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <extracomment>one LBA format in the list; %1 its number, %2 its sizes and speed</extracomment>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>LBA formats</source>
        <translation>LBA biçimleri</translation>
    </message>
    <message>
        <source>The sector sizes this NVMe namespace can be formatted with, and how fast the drive itself says each is (Identify Namespace). Changing it erases the namespace; DriveProof never does.</source>
        <translation>Bu NVMe ad alanının biçimlendirilebileceği sektör boyutları ve sürücünün kendisinin her birine verdiği hız derecesi (Identify Namespace). Değiştirmek ad alanını siler; DriveProof bunu asla yapmaz.</translation>
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
        <translation>Katmanlar</translation>
    </message>
    <message>
        <source>Reaches the drive</source>
        <translation>Sürücüye ulaşıyor</translation>
    </message>
    <message>
        <source>reading…</source>
        <translation>okunuyor…</translation>
    </message>
    <message>
        <source>yes</source>
        <translation>evet</translation>
    </message>
    <message>
        <source>to the loop device&apos;s backing file</source>
        <translation>loop aygıtının arka dosyasına kadar</translation>
    </message>
    <message>
        <source>no: a layer drops it</source>
        <translation>hayır: bir katman onu düşürüyor</translation>
    </message>
    <message>
        <source>no: the drive does not take it</source>
        <translation>hayır: sürücü onu kabul etmiyor</translation>
    </message>
    <message>
        <source>unknown</source>
        <translation>bilinmiyor</translation>
    </message>
    <message>
        <source>enabled</source>
        <translation>etkin</translation>
    </message>
    <message>
        <source>disabled</source>
        <translation>devre dışı</translation>
    </message>
    <message>
        <source>masked</source>
        <translation>maskelenmiş</translation>
    </message>
    <message>
        <source>not installed</source>
        <translation>kurulu değil</translation>
    </message>
    <message>
        <source>%1 (systemd is not running)</source>
        <extracomment>%1 the timer&apos;s state, e.g. &quot;enabled&quot;</extracomment>
        <translation>%1 (systemd çalışmıyor)</translation>
    </message>
    <message>
        <source>fstrim.timer</source>
        <translation>fstrim.timer</translation>
    </message>
    <message>
        <source>From %1:</source>
        <extracomment>heading of one way down the block stack; %1 the device at its top</extracomment>
        <translation>%1 üzerinden:</translation>
    </message>
    <message>
        <source>%1: no discard limits shown</source>
        <extracomment>%1 a device and its kind, e.g. &quot;/dev/sda (disk)&quot;</extracomment>
        <translation>%1: discard sınırı gösterilmiyor</translation>
    </message>
    <message>
        <source>%1: drops discards</source>
        <extracomment>%1 a device and its kind, e.g. &quot;/dev/mapper/luks-1 (dm-crypt)&quot;</extracomment>
        <translation>%1: discard isteklerini düşürüyor</translation>
    </message>
    <message>
        <source>%1: passes discards, granularity %2, up to %3</source>
        <extracomment>%1 a device and its kind, %2 discard granularity, %3 largest discard, e.g. &quot;4.0 KiB&quot;, &quot;2.0 GiB&quot;</extracomment>
        <translation>%1: discard isteklerini geçiriyor, ayrıntı düzeyi %2, en fazla %3</translation>
    </message>
</context>
<context>
    <name>DriveProof::Gui::UsagePanel</name>
    <message>
        <source>Is it new? %1</source>
        <extracomment>&quot;Is it new?&quot; and the verdict: new, used, possibly reset</extracomment>
        <translation>Yeni mi? %1</translation>
    </message>
    <message>
        <source>The rating could not be kept: %1 cannot be written.</source>
        <extracomment>%1 the file DriveProof keeps what it remembers about drives in</extracomment>
        <translation>Değer saklanamadı: %1 yazılamıyor.</translation>
    </message>
    <message>
        <source>Rated &amp;endurance:</source>
        <extracomment>the endurance the maker rates the drive&apos;s model for, in terabytes written</extracomment>
        <translation>Belirtilen &amp;dayanıklılık:</translation>
    </message>
    <message>
        <source> TBW</source>
        <extracomment>unit after the endurance field: terabytes written</extracomment>
        <translation> TBW</translation>
    </message>
    <message>
        <source>not entered</source>
        <extracomment>shown in the endurance field while no rating is kept for the model</extracomment>
        <translation>girilmedi</translation>
    </message>
    <message>
        <source>&amp;Remember for this model</source>
        <translation>Bu model için &amp;hatırla</translation>
    </message>
    <message>
        <source>The terabytes written (TBW) the maker&apos;s data sheet rates this model for. Kept for every drive of the same model.</source>
        <translation>Üreticinin veri sayfasının bu model için belirttiği yazılan terabayt (TBW). Aynı modelin her sürücüsü için saklanır.</translation>
    </message>
</context>
<context>
    <name>DriveProof::Gui::WitnessPage</name>
    <message>
        <source>DriveProof cannot be a witness on %1.</source>
        <extracomment>%1 an address such as 0.0.0.0:7070</extracomment>
        <translation>DriveProof, %1 üzerinde tanık olamıyor.</translation>
    </message>
    <message>
        <source>%1: run %2 started.</source>
        <extracomment>%1 a time, %2 a short run id</extracomment>
        <translation>%1: %2 çalıştırması başladı.</translation>
    </message>
    <message>
        <source>%1: run %2 came back.</source>
        <translation>%1: %2 çalıştırması geri döndü.</translation>
    </message>
    <message>
        <source>%1: run %2 went silent: the estimated power cut.</source>
        <translation>%1: %2 çalıştırması sessizleşti: tahmini güç kesintisi.</translation>
    </message>
    <message>
        <source>%1: run %2 stopped on a write error: %3</source>
        <translation>%1: %2 çalıştırması bir yazma hatası nedeniyle durdu: %3</translation>
    </message>
    <message>
        <source>%1: run %2 ended cleanly, without a power cut.</source>
        <translation>%1: %2 çalıştırması güç kesintisi olmadan düzgün biçimde sona erdi.</translation>
    </message>
    <message>
        <source>%1: the result of run %2 arrived.</source>
        <translation>%1: %2 çalıştırmasının sonucu geldi.</translation>
    </message>
    <message>
        <source>%1: refused a connection: %2</source>
        <extracomment>%1 a time, %2 why a connection was refused</extracomment>
        <translation>%1: bir bağlantı reddedildi: %2</translation>
    </message>
    <message>
        <source>%1: the journal cannot be written: %2</source>
        <translation>%1: günlük yazılamıyor: %2</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>journal damaged</source>
        <translation>günlük bozuk</translation>
    </message>
    <message>
        <source>write error</source>
        <translation>yazma hatası</translation>
    </message>
    <message>
        <source>ended cleanly</source>
        <translation>düzgün biçimde sona erdi</translation>
    </message>
    <message>
        <source>silent: power cut?</source>
        <translation>sessiz: güç kesintisi mi?</translation>
    </message>
    <message>
        <source>connected, writing</source>
        <translation>bağlı, yazıyor</translation>
    </message>
    <message>
        <source>connected, preparing</source>
        <translation>bağlı, hazırlanıyor</translation>
    </message>
    <message>
        <source>waiting for the writer</source>
        <translation>yazıcı bekleniyor</translation>
    </message>
    <message>
        <source>%1 (%2 s ago)</source>
        <extracomment>%1 a clock time, %2 seconds ago</extracomment>
        <translation>%1 (%2 sn önce)</translation>
    </message>
    <message>
        <source>received</source>
        <translation>alındı</translation>
    </message>
    <message>
        <source>Pairing code %1</source>
        <translation>Eşleştirme kodu %1</translation>
    </message>
    <message>
        <source>&amp;Stop witness</source>
        <translation>Tanığı &amp;durdur</translation>
    </message>
    <message>
        <source>&amp;Start witness</source>
        <translation>Tanığı &amp;başlat</translation>
    </message>
    <message>
        <source>Listening on port %1. The record of each run is kept in %2.</source>
        <extracomment>%1 a port number, %2 a folder</extracomment>
        <translation>%1 numaralı bağlantı noktasında dinleniyor. Her çalıştırmanın kaydı %2 içinde tutuluyor.</translation>
    </message>
    <message>
        <source>On the computer under test, type one of these witness addresses: %1</source>
        <extracomment>%1 this computer&apos;s addresses with the port, e.g. &quot;192.0.2.7:7070, 10.0.0.2:7070&quot;</extracomment>
        <translation>Test edilen bilgisayarda şu tanık adreslerinden birini yazın: %1</translation>
    </message>
    <message>
        <source>Not listening.</source>
        <translation>Dinlenmiyor.</translation>
    </message>
    <message>
        <source>Power-loss witness – DriveProof</source>
        <translation>Güç kaybı tanığı – DriveProof</translation>
    </message>
    <message>
        <source>Be the witness of a power-loss test</source>
        <translation>Bir güç kaybı testinin tanığı olun</translation>
    </message>
    <message>
        <source>The computer whose drive is tested reports every write its drive acknowledges to this one, over the network. After the power cut, this record shows which acknowledged writes the drive lost. Keep this computer running and its power on during the test.</source>
        <translation>Sürücüsü test edilen bilgisayar, sürücüsünün onayladığı her yazmayı ağ üzerinden bu bilgisayara bildirir. Güç kesintisinden sonra bu kayıt, sürücünün hangi onaylanmış yazmaları kaybettiğini gösterir. Test süresince bu bilgisayarı çalışır ve fişe takılı tutun.</translation>
    </message>
    <message>
        <source>&amp;Listen on:</source>
        <translation>&amp;Dinlenecek adres:</translation>
    </message>
    <message>
        <source>Address and port to listen on</source>
        <translation>Dinlenecek adres ve bağlantı noktası</translation>
    </message>
    <message>
        <source>0.0.0.0:7070 listens on every network of this computer</source>
        <translation>0.0.0.0:7070 bu bilgisayarın tüm ağlarında dinler</translation>
    </message>
    <message>
        <source>Pairing code</source>
        <translation>Eşleştirme kodu</translation>
    </message>
    <message>
        <source>&amp;New code</source>
        <translation>&amp;Yeni kod</translation>
    </message>
    <message>
        <source>On the computer under test, open the power-loss test and type this computer&apos;s address (port included) and this code. From a terminal: &quot;driveproof-cli powerloss run --witness ADDRESS:PORT&quot;. Instead of this page you may run &quot;driveproof-cli witness&quot; here.</source>
        <translation>Test edilen bilgisayarda güç kaybı testini açın ve bu bilgisayarın adresini (bağlantı noktası dahil) ve bu kodu yazın. Uçbirimden: &quot;driveproof-cli powerloss run --witness ADDRESS:PORT&quot;. Bu sayfa yerine burada &quot;driveproof-cli witness&quot; komutunu da çalıştırabilirsiniz.</translation>
    </message>
    <message>
        <source>Runs</source>
        <translation>Çalıştırmalar</translation>
    </message>
    <message>
        <source>Run</source>
        <translation>Çalıştırma</translation>
    </message>
    <message>
        <source>Computer</source>
        <translation>Bilgisayar</translation>
    </message>
    <message>
        <source>State</source>
        <translation>Durum</translation>
    </message>
    <message>
        <source>Commits</source>
        <translation>Kalıcı yazmalar</translation>
    </message>
    <message>
        <source>Silent since</source>
        <extracomment>a column: when the writer went silent, the estimated power cut</extracomment>
        <translation>Sessiz olduğu an</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Sonuç</translation>
    </message>
    <message>
        <source>Runs this witness records</source>
        <translation>Bu tanığın kaydettiği çalıştırmalar</translation>
    </message>
    <message>
        <source>Last event</source>
        <translation>Son olay</translation>
    </message>
</context>
<context>
    <name>DriveProof::Gui::WriteCacheCard</name>
    <message>
        <source>Write cache</source>
        <translation>Yazma önbelleği</translation>
    </message>
    <message>
        <source>Keep after reboot</source>
        <translation>Yeniden başlatmadan sonra koru</translation>
    </message>
    <message>
        <source>A volatile write cache makes writes fast but can lose data that was already acknowledged if power fails. With the cache on, commits are safe only while the kernel sends flushes and the drive obeys them; with it off, every write reaches the media before it is acknowledged.</source>
        <translation>Geçici bir yazma önbelleği yazmaları hızlandırır ama güç giderse önceden onaylanmış verileri kaybedebilir. Önbellek açıkken kalıcı yazmalar yalnızca çekirdek önbellek boşaltma istekleri gönderdiği ve sürücü bunlara uyduğu sürece güvenlidir; kapalıyken her yazma onaylanmadan önce ortama ulaşır.</translation>
    </message>
    <message>
        <source>Drive&apos;s cache</source>
        <translation>Sürücünün önbelleği</translation>
    </message>
    <message>
        <source>reading…</source>
        <translation>okunuyor…</translation>
    </message>
    <message>
        <source>The drive&apos;s setting could not be read; see below.</source>
        <translation>Sürücünün ayarı okunamadı; aşağıya bakın.</translation>
    </message>
    <message>
        <source>Read from</source>
        <translation>Okunduğu yer</translation>
    </message>
    <message>
        <source>Kernel view only: there is no drive-level cache that DriveProof could read or switch here.</source>
        <translation>Yalnızca çekirdek görünümü: burada DriveProof&apos;un okuyabileceği ya da açıp kapatabileceği sürücü düzeyinde bir önbellek yok.</translation>
    </message>
    <message>
        <source>This drive has no volatile write cache: every write goes to the media before it is acknowledged. There is nothing to switch.</source>
        <translation>Bu sürücüde geçici yazma önbelleği yok: her yazma onaylanmadan önce ortama gider. Açıp kapatılacak bir şey yok.</translation>
    </message>
    <message>
        <source>This drive does not allow its write cache setting to be changed. Its maker&apos;s tool may offer a way.</source>
        <translation>Bu sürücü yazma önbelleği ayarının değiştirilmesine izin vermiyor. Üreticinin aracı bir yol sunabilir.</translation>
    </message>
    <message>
        <source>The drive did not report whether its cache is on, so DriveProof offers no switch.</source>
        <translation>Sürücü önbelleğinin açık olup olmadığını bildirmedi, bu yüzden DriveProof bir anahtar sunmuyor.</translation>
    </message>
    <message>
        <source>does not apply</source>
        <translation>geçerli değil</translation>
    </message>
    <message>
        <source>Only a real drive has a cache of its own; see the note below.</source>
        <translation>Yalnızca gerçek bir sürücünün kendi önbelleği vardır; aşağıdaki nota bakın.</translation>
    </message>
    <message>
        <source>none</source>
        <translation>yok</translation>
    </message>
    <message>
        <source>The drive has no volatile write cache.</source>
        <translation>Sürücüde geçici yazma önbelleği yok.</translation>
    </message>
    <message>
        <source>on</source>
        <translation>açık</translation>
    </message>
    <message>
        <source>off</source>
        <translation>kapalı</translation>
    </message>
    <message>
        <source>The drive did not report its current setting.</source>
        <translation>Sürücü geçerli ayarını bildirmedi.</translation>
    </message>
    <message>
        <source>Kernel&apos;s view</source>
        <translation>Çekirdeğin görünümü</translation>
    </message>
    <message>
        <source>The kernel does not report a write-cache mode for this device.</source>
        <translation>Çekirdek bu aygıt için bir yazma önbelleği modu bildirmiyor.</translation>
    </message>
    <message>
        <source>What the kernel believes (queue/write_cache). With &quot;write back&quot; it asks the drive to flush its cache when a program commits data.</source>
        <translation>Çekirdeğin inandığı (queue/write_cache). &quot;write back&quot; ile, bir program verileri kalıcı yazdığında sürücüden önbelleğini boşaltmasını ister.</translation>
    </message>
    <message>
        <source>FUA</source>
        <translation>FUA</translation>
    </message>
    <message>
        <source>The kernel does not say whether it uses Forced Unit Access.</source>
        <translation>Çekirdek Forced Unit Access kullanıp kullanmadığını söylemiyor.</translation>
    </message>
    <message>
        <source>yes: single writes can be forced to the media</source>
        <translation>evet: tek tek yazmalar ortama zorlanabilir</translation>
    </message>
    <message>
        <source>Forced Unit Access: the kernel can ask for single writes to reach stable media without flushing the whole cache.</source>
        <translation>Forced Unit Access: çekirdek, önbelleğin tamamını boşaltmadan tek tek yazmaların kalıcı ortama ulaşmasını isteyebilir.</translation>
    </message>
    <message>
        <source>%1, re-applied by udisks2 at every boot</source>
        <extracomment>%1 &quot;on&quot; or &quot;off&quot;</extracomment>
        <translation>%1, her açılışta udisks2 tarafından yeniden uygulanır</translation>
    </message>
    <message>
        <source>%1, saved in the drive</source>
        <extracomment>%1 &quot;on&quot; or &quot;off&quot;</extracomment>
        <translation>%1, sürücüye kaydedildi</translation>
    </message>
    <message>
        <source>Saved setting</source>
        <translation>Kaydedilmiş ayar</translation>
    </message>
    <message>
        <source>The setting the drive gets again after a power cycle.</source>
        <translation>Sürücünün kapatıp açmadan sonra yeniden aldığı ayar.</translation>
    </message>
    <message>
        <source>until the next power cycle, or for good with &quot;Keep after reboot&quot; (udisks2 re-applies it at every boot)</source>
        <translation>bir sonraki kapatıp açmaya kadar ya da &quot;Yeniden başlatmadan sonra koru&quot; ile kalıcı olarak (udisks2 her açılışta yeniden uygular)</translation>
    </message>
    <message>
        <source>until the next power cycle, or for good with &quot;Keep after reboot&quot; (saved in the drive)</source>
        <translation>bir sonraki kapatıp açmaya kadar ya da &quot;Yeniden başlatmadan sonra koru&quot; ile kalıcı olarak (sürücüye kaydedilir)</translation>
    </message>
    <message>
        <source>until the next power cycle</source>
        <translation>bir sonraki kapatıp açmaya kadar</translation>
    </message>
    <message>
        <source>A change lasts</source>
        <translation>Değişikliğin süresi</translation>
    </message>
    <message>
        <source>Waiting for permission… If a password dialog opened, answer it there.</source>
        <translation>İzin bekleniyor… Bir parola penceresi açıldıysa orada yanıtlayın.</translation>
    </message>
    <message>
        <source>Switching…</source>
        <translation>Değiştiriliyor…</translation>
    </message>
    <message>
        <source>Done: the drive&apos;s cache is on now (read again from the drive).</source>
        <translation>Tamam: sürücünün önbelleği artık açık (sürücüden yeniden okundu).</translation>
    </message>
    <message>
        <source>Done: the drive&apos;s cache is off now (read again from the drive).</source>
        <translation>Tamam: sürücünün önbelleği artık kapalı (sürücüden yeniden okundu).</translation>
    </message>
    <message>
        <source>The drive did not take the new setting: its cache is still off.</source>
        <translation>Sürücü yeni ayarı almadı: önbelleği hâlâ kapalı.</translation>
    </message>
    <message>
        <source>The drive did not take the new setting: its cache is still on.</source>
        <translation>Sürücü yeni ayarı almadı: önbelleği hâlâ açık.</translation>
    </message>
    <message>
        <source>Turn the cache off</source>
        <translation>Önbelleği kapat</translation>
    </message>
    <message>
        <source>Turn the cache on</source>
        <translation>Önbelleği aç</translation>
    </message>
    <message>
        <source>Turn the write cache of %1 off</source>
        <extracomment>accessible name of the switch; %1 device path</extracomment>
        <translation>%1 yazma önbelleğini kapat</translation>
    </message>
    <message>
        <source>Turn the write cache of %1 on</source>
        <extracomment>accessible name of the switch; %1 device path</extracomment>
        <translation>%1 yazma önbelleğini aç</translation>
    </message>
    <message>
        <source>Turning the cache off makes commits slower, often many times slower, but safe: acknowledged writes are on the media, even if the drive ignores flushes.</source>
        <translation>Önbelleği kapatmak kalıcı yazmaları yavaşlatır, çoğu zaman birkaç kat, ama güvenli hâle getirir: sürücü önbellek boşaltma isteklerini yok saysa bile onaylanmış yazmalar ortamdadır.</translation>
    </message>
    <message>
        <source>Turning the cache on makes writes faster. Commits stay safe only while the kernel sends flushes and the drive obeys them.</source>
        <translation>Önbelleği açmak yazmaları hızlandırır. Kalıcı yazmalar yalnızca çekirdek önbellek boşaltma istekleri gönderdiği ve sürücü bunlara uyduğu sürece güvenli kalır.</translation>
    </message>
    <message>
        <source>udisks2 stores the setting and applies it again at every boot.</source>
        <translation>udisks2 ayarı saklar ve her açılışta yeniden uygular.</translation>
    </message>
    <message>
        <source>The drive saves the setting and keeps it across power cycles.</source>
        <translation>Sürücü ayarı kaydeder ve kapatıp açmalardan sonra da korur.</translation>
    </message>
    <message>
        <source>Why this matters</source>
        <translation>Bu neden önemli</translation>
    </message>
</context>
<context>
    <name>DriveProof::Health</name>
    <message>
        <source>The drive&apos;s SMART data could not be assessed: %1.</source>
        <extracomment>%1 the system&apos;s error text</extracomment>
        <translation>Sürücünün SMART verisi değerlendirilemedi: %1.</translation>
    </message>
    <message>
        <source>The drive&apos;s SMART self-assessment passed, it reports no bad sectors, and no attribute is or was past its threshold.</source>
        <translation>Sürücünün SMART öz değerlendirmesi geçti, bozuk sektör bildirmiyor ve hiçbir öznitelik eşiğini aşmıyor ya da geçmişte aşmadı.</translation>
    </message>
    <message>
        <source>An attribute that predicts failure was past its threshold in the past. Keep backups and watch this drive.</source>
        <translation>Arızayı önceden haber veren bir öznitelik geçmişte eşiğini aştı. Yedeklerinizi tutun ve bu sürücüyü izleyin.</translation>
    </message>
    <message numerus="yes">
        <source>The drive has %n bad sector(s) (reallocated or waiting to be). Keep backups and check again soon: a growing number means the drive is wearing out.</source>
        <extracomment>%n number of bad sectors</extracomment>
        <translation>
            <numerusform>Sürücüde %n bozuk sektör var (yeniden atanmış ya da atanmayı bekleyen). Yedeklerinizi tutun ve yakında yeniden denetleyin: artan bir sayı sürücünün yıprandığı anlamına gelir.</numerusform>
        </translation>
    </message>
    <message>
        <source>An attribute that predicts failure is past its threshold now: the drive expects to fail. Back up your data and replace the drive.</source>
        <translation>Arızayı önceden haber veren bir öznitelik şu anda eşiğini aşıyor: sürücü arızalanmayı bekliyor. Verilerinizi yedekleyin ve sürücüyü değiştirin.</translation>
    </message>
    <message>
        <source>The drive has more bad sectors than its threshold allows. Back up your data and replace the drive.</source>
        <translation>Sürücüde eşiğinin izin verdiğinden fazla bozuk sektör var. Verilerinizi yedekleyin ve sürücüyü değiştirin.</translation>
    </message>
    <message>
        <source>The drive&apos;s own SMART self-assessment says it is failing. Back up your data now and replace the drive.</source>
        <translation>Sürücünün kendi SMART öz değerlendirmesi arızalandığını söylüyor. Verilerinizi hemen yedekleyin ve sürücüyü değiştirin.</translation>
    </message>
    <message>
        <source>libatasmart gave an assessment this version of DriveProof does not know.</source>
        <translation>libatasmart, DriveProof&apos;un bu sürümünün bilmediği bir değerlendirme verdi.</translation>
    </message>
    <message>
        <source>%1 has no ATA health data: it is not an ATA drive (loop, virtual and NVMe devices have none).</source>
        <extracomment>%1 device</extracomment>
        <translation>%1 aygıtının ATA sağlık verisi yok: bir ATA sürücüsü değil (loop, sanal ve NVMe aygıtlarında bu veri yoktur).</translation>
    </message>
    <message>
        <source>The drive in %1 does not support SMART, so it reports no health data.</source>
        <extracomment>%1 device</extracomment>
        <translation>%1 içindeki sürücü SMART desteklemiyor, bu yüzden sağlık verisi bildirmiyor.</translation>
    </message>
    <message>
        <source>SMART is switched off on this drive, so it reports no health data. DriveProof does not switch it on by itself; &apos;smartctl -s on&apos; does.</source>
        <translation>Bu sürücüde SMART kapalı, bu yüzden sağlık verisi bildirmiyor. DriveProof onu kendiliğinden açmaz; &apos;smartctl -s on&apos; açar.</translation>
    </message>
    <message>
        <source>%1 reports no ATA SMART data: it is not an ATA drive, or its USB bridge does not pass SMART commands through.</source>
        <extracomment>%1 device or file</extracomment>
        <translation>%1 ATA SMART verisi bildirmiyor: ya bir ATA sürücüsü değil ya da USB köprüsü SMART komutlarını iletmiyor.</translation>
    </message>
    <message>
        <source>Reading SMART data from %1 failed: %2.</source>
        <extracomment>%1 device or file, %2 the system&apos;s error text</extracomment>
        <translation>%1 aygıtından SMART verisi okunamadı: %2.</translation>
    </message>
    <message>
        <source>Unexpected power losses (SMART attribute 174)</source>
        <translation>Beklenmeyen güç kayıpları (SMART özniteliği 174)</translation>
    </message>
    <message>
        <source>Unsafe shutdowns (SMART attribute 192)</source>
        <translation>Güvensiz kapanmalar (SMART özniteliği 192)</translation>
    </message>
    <message>
        <source>Emergency head retracts at power-off (SMART attribute 192)</source>
        <translation>Kapanışta acil kafa geri çekmeleri (SMART özniteliği 192)</translation>
    </message>
    <message>
        <source>The drive&apos;s answer to SMART RETURN STATUS did not come back (the registers were missing or not a known answer), so its own assessment is unknown; the attributes are shown as read.</source>
        <translation>Sürücünün SMART RETURN STATUS yanıtı geri gelmedi (yazmaçlar eksikti ya da bilinen bir yanıt değildi), bu yüzden kendi değerlendirmesi bilinmiyor; öznitelikler okundukları gibi gösteriliyor.</translation>
    </message>
    <message>
        <source>%1 is not a libatasmart SMART dump (tagged IDFY / SMST / SMDT / SMTH sections).</source>
        <extracomment>%1 file name</extracomment>
        <translation>%1 bir libatasmart SMART dökümü değil (IDFY / SMST / SMDT / SMTH etiketli bölümler).</translation>
    </message>
    <message>
        <source>%1 is a virtual disk (%2) and answers no ATA health commands: the health of the drives behind it can be read on the host.</source>
        <extracomment>%1 device path, %2 who emulates the disk: &quot;QEMU&quot;, &quot;VMware&quot;, &quot;Hyper-V&quot;...</extracomment>
        <translation>%1 bir sanal disk (%2) ve ATA sağlık komutlarını yanıtlamıyor: arkasındaki sürücülerin sağlık durumu ana makinede okunabilir.</translation>
    </message>
    <message>
        <source>%1 is a %2 device: it has no health data of its own to read.</source>
        <extracomment>%1 device path, %2 transport such as &quot;virtio&quot; or &quot;loop&quot;</extracomment>
        <translation>%1 bir %2 aygıtı: okunacak kendi sağlık verisi yok.</translation>
    </message>
    <message>
        <source>unknown</source>
        <translation>bilinmiyor</translation>
    </message>
    <message>
        <source>The helper&apos;s health reply names no device.</source>
        <translation>Yardımcı programın sağlık yanıtı bir aygıt belirtmiyor.</translation>
    </message>
    <message>
        <source>Critical warning: the spare capacity has fallen below the drive&apos;s threshold.</source>
        <translation>Kritik uyarı: yedek kapasite sürücünün eşiğinin altına düştü.</translation>
    </message>
    <message>
        <source>Critical warning: the temperature is outside the drive&apos;s limits.</source>
        <translation>Kritik uyarı: sıcaklık sürücünün sınırlarının dışında.</translation>
    </message>
    <message>
        <source>Critical warning: the drive&apos;s reliability is degraded by media errors or an internal error. Back up its data.</source>
        <translation>Kritik uyarı: sürücünün güvenilirliği ortam hataları ya da bir iç hata nedeniyle düştü. Verilerini yedekleyin.</translation>
    </message>
    <message>
        <source>Critical warning: the drive has made its media read-only. Copy its data elsewhere.</source>
        <translation>Kritik uyarı: sürücü ortamını salt okunur yaptı. Verilerini başka bir yere kopyalayın.</translation>
    </message>
    <message>
        <source>Critical warning: the backup for the drive&apos;s volatile memory has failed, so cached writes may be lost at a power cut.</source>
        <translation>Kritik uyarı: sürücünün geçici belleğinin yedeği başarısız oldu, bu yüzden önbellekteki yazmalar bir güç kesintisinde kaybolabilir.</translation>
    </message>
    <message>
        <source>Critical warning: the drive&apos;s persistent memory region has become read-only.</source>
        <translation>Kritik uyarı: sürücünün kalıcı bellek bölgesi salt okunur hâle geldi.</translation>
    </message>
    <message>
        <source>Critical warning: bit %1, which this version of DriveProof does not know, is set.</source>
        <extracomment>%1 bit number of the NVMe critical warning byte</extracomment>
        <translation>Kritik uyarı: DriveProof&apos;un bu sürümünün bilmediği %1 numaralı bit ayarlı.</translation>
    </message>
    <message>
        <source>Only %L1% spare capacity is left, below the drive&apos;s threshold of %L2%.</source>
        <extracomment>%1 spare capacity left in percent, %2 the drive&apos;s threshold in percent</extracomment>
        <translation>Yalnızca %%L1 yedek kapasite kaldı; bu, sürücünün %%L2 eşiğinin altında.</translation>
    </message>
    <message>
        <source>The drive has used %L1% of its rated endurance: it has taken more writes than it was designed for.</source>
        <extracomment>%1 percentage of the rated endurance used, 100 or more</extracomment>
        <translation>Sürücü öngörülen dayanıklılığının %%L1 kadarını kullandı: tasarlandığından daha fazla yazma aldı.</translation>
    </message>
    <message>
        <source>The drive has used %L1% of its rated endurance.</source>
        <extracomment>%1 percentage of the rated endurance used</extracomment>
        <translation>Sürücü öngörülen dayanıklılığının %%L1 kadarını kullandı.</translation>
    </message>
    <message numerus="yes">
        <source>The drive has recorded %Ln media or data integrity error(s).</source>
        <extracomment>%n number of errors (counts beyond the int range are shown as the int maximum)</extracomment>
        <translation>
            <numerusform>Sürücü %Ln ortam ya da veri bütünlüğü hatası kaydetti.</numerusform>
        </translation>
    </message>
    <message>
        <source>The drive is at %L1 °C, at or above its critical temperature of %L2 °C.</source>
        <extracomment>%1 current temperature in °C, %2 the drive&apos;s critical limit in °C</extracomment>
        <translation>Sürücü %L1 °C sıcaklıkta; %L2 °C olan kritik sıcaklığında ya da üzerinde.</translation>
    </message>
    <message>
        <source>The drive is at %L1 °C, at or above its warning temperature of %L2 °C.</source>
        <extracomment>%1 current temperature in °C, %2 the drive&apos;s warning limit in °C</extracomment>
        <translation>Sürücü %L1 °C sıcaklıkta; %L2 °C olan uyarı sıcaklığında ya da üzerinde.</translation>
    </message>
    <message>
        <source>The drive is at %L1 °C, at or above %L2 °C, where most drives slow down to cool off.</source>
        <extracomment>%1 current temperature in °C, %2 a generic limit in °C</extracomment>
        <translation>Sürücü %L1 °C sıcaklıkta; çoğu sürücünün soğumak için yavaşladığı %L2 °C değerinde ya da üzerinde.</translation>
    </message>
    <message>
        <source>The NVMe health log reports no problems.</source>
        <translation>NVMe sağlık günlüğü hiçbir sorun bildirmiyor.</translation>
    </message>
    <message>
        <source>The helper&apos;s health reply has a reason without a code. Restart DriveProof after an update.</source>
        <translation>Yardımcı programın sağlık yanıtında kodu olmayan bir neden var. Bir güncellemeden sonra DriveProof&apos;u yeniden başlatın.</translation>
    </message>
    <message>
        <source>The helper&apos;s health reply has reasons in a form this version does not read. Restart DriveProof after an update.</source>
        <translation>Yardımcı programın sağlık yanıtında bu sürümün okuyamadığı bir biçimde nedenler var. Bir güncellemeden sonra DriveProof&apos;u yeniden başlatın.</translation>
    </message>
    <message>
        <source>Reason %1 (%2)</source>
        <extracomment>a reason this version does not know (from a newer helper); %1 its code, %2 its arguments</extracomment>
        <translation>Neden %1 (%2)</translation>
    </message>
    <message>
        <source>Rate of errors while reading; the raw value&apos;s meaning is the maker&apos;s own.</source>
        <translation>Okuma hatası oranı; ham değerin anlamını üretici belirler.</translation>
    </message>
    <message>
        <source>Time the platters take to reach full speed.</source>
        <translation>Plakaların tam hıza ulaşma süresi.</translation>
    </message>
    <message>
        <source>Times the spindle started and stopped.</source>
        <translation>Motorun kaç kez başlayıp durduğu.</translation>
    </message>
    <message>
        <source>Sectors found bad and replaced by spares; a new drive has 0.</source>
        <translation>Bozuk bulunup yedekle değiştirilen sektörler; yeni bir sürücüde 0&apos;dır.</translation>
    </message>
    <message>
        <source>Rate of head positioning errors; the raw value&apos;s meaning is the maker&apos;s own.</source>
        <translation>Kafa konumlandırma hatası oranı; ham değerin anlamını üretici belirler.</translation>
    </message>
    <message>
        <source>Hours the drive has been powered on.</source>
        <translation>Sürücünün açık kaldığı saatler.</translation>
    </message>
    <message>
        <source>Times the spindle needed more than one try to spin up.</source>
        <translation>Motorun dönmeye başlamak için kaç kez birden fazla denemeye ihtiyaç duyduğu.</translation>
    </message>
    <message>
        <source>Times the drive was switched on.</source>
        <translation>Sürücünün kaç kez açıldığı.</translation>
    </message>
    <message>
        <source>How worn the flash is (erase cycles); the normalised value falls as it wears.</source>
        <translation>Flash belleğin ne kadar aşındığı (silme döngüleri); normalleştirilmiş değer aşındıkça düşer.</translation>
    </message>
    <message>
        <source>Times power was lost without the host telling the drive first.</source>
        <translation>Bilgisayar sürücüyü önceden uyarmadan gücün kaç kez kesildiği.</translation>
    </message>
    <message>
        <source>Blocks that went bad while in use.</source>
        <translation>Kullanım sırasında bozulan bloklar.</translation>
    </message>
    <message>
        <source>Data corrupted between the host interface and the media, inside the drive.</source>
        <translation>Sürücünün içinde, arabirim ile ortam arasında bozulan veriler.</translation>
    </message>
    <message>
        <source>Reads the drive could not correct and reported as errors.</source>
        <translation>Sürücünün düzeltemediği ve hata olarak bildirdiği okumalar.</translation>
    </message>
    <message>
        <source>Commands that timed out, often from cabling or power trouble.</source>
        <translation>Zaman aşımına uğrayan komutlar; çoğunlukla kablo ya da güç sorunundan.</translation>
    </message>
    <message>
        <source>Temperature of the air around the drive.</source>
        <translation>Sürücünün çevresindeki havanın sıcaklığı.</translation>
    </message>
    <message>
        <source>Times the heads were parked in an emergency because power went away.</source>
        <translation>Güç kesildiği için kafaların kaç kez acil park edildiği.</translation>
    </message>
    <message>
        <source>Times the heads were parked and loaded again.</source>
        <translation>Kafaların kaç kez park edilip yeniden yüklendiği.</translation>
    </message>
    <message>
        <source>Temperature of the drive.</source>
        <translation>Sürücünün sıcaklığı.</translation>
    </message>
    <message>
        <source>Times sectors were moved to spares.</source>
        <translation>Sektörlerin kaç kez yedeğe taşındığı.</translation>
    </message>
    <message>
        <source>Sectors that could not be read and wait to be rewritten or replaced.</source>
        <translation>Okunamayan ve yeniden yazılmayı ya da değiştirilmeyi bekleyen sektörler.</translation>
    </message>
    <message>
        <source>Sectors the drive&apos;s own scan could not read.</source>
        <translation>Sürücünün kendi taramasının okuyamadığı sektörler.</translation>
    </message>
    <message>
        <source>Transfers garbled on the cable; a count that grows means a bad cable or connector, not a bad drive.</source>
        <translation>Kabloda bozulan aktarımlar; artan sayı bozuk sürücüyü değil, kötü bir kabloyu ya da bağlantıyı gösterir.</translation>
    </message>
    <message>
        <source>Amount written to the drive, in the maker&apos;s units (often 512-byte sectors).</source>
        <translation>Sürücüye yazılan miktar, üreticinin biriminde (çoğunlukla 512 baytlık sektörler).</translation>
    </message>
    <message>
        <source>Amount read from the drive, in the maker&apos;s units (often 512-byte sectors).</source>
        <translation>Sürücüden okunan miktar, üreticinin biriminde (çoğunlukla 512 baytlık sektörler).</translation>
    </message>
    <message>
        <source>Defined by the drive&apos;s maker; its meaning differs between models.</source>
        <translation>Sürücünün üreticisi belirler; anlamı modelden modele değişir.</translation>
    </message>
    <message>
        <source>%1 °C (lowest %2, highest %3)</source>
        <extracomment>a drive temperature and the range it has seen; %1 now, %2 lowest, %3 highest</extracomment>
        <translation>%1 °C (en düşük %2, en yüksek %3)</translation>
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
        <translation>%1 sa</translation>
    </message>
    <message>
        <source>%1 has %2 bytes instead of 512.</source>
        <translation>%1, 512 yerine %2 bayt.</translation>
    </message>
    <message>
        <source>The drive returned no SCT Status.</source>
        <translation>Sürücü SCT durumu döndürmedi.</translation>
    </message>
    <message>
        <source>%1 is behind a USB bridge (%2, driver %3) that does not pass ATA commands through (SAT), so the drive&apos;s SMART records cannot be read over it. Connect the drive by SATA to read them.</source>
        <extracomment>%1 device path, %2 the USB bridge&apos;s name as it answers INQUIRY, %3 the USB driver (&quot;uas&quot; or &quot;usb-storage&quot;)</extracomment>
        <translation>%1, ATA komutlarını geçirmeyen (SAT) bir USB köprüsünün (%2, sürücü yazılımı %3) arkasında; bu yüzden sürücünün SMART kayıtları bu köprü üzerinden okunamaz. Okumak için sürücüyü SATA ile bağlayın.</translation>
    </message>
    <message>
        <source>%1%</source>
        <extracomment>a percentage; %1 the number, e.g. &quot;42.2&quot;
----------
a percentage; %1 the number, e.g. &quot;97&quot;</extracomment>
        <translation>%%1</translation>
    </message>
    <message>
        <source>Attribute %1 (%2) counts %3. Of the hard drives Backblaze saw fail, %4 had it above zero, against %5 of those still working (%6).</source>
        <extracomment>%1 attribute number, %2 its name, %3 its raw count, %4 and %5 percentages, %6 the study it comes from</extracomment>
        <translation>%1 özniteliği (%2) %3 sayıyor. Backblaze&apos;de arızalanan sabit disklerin %4 kadarında sıfırın üzerindeydi, çalışmaya devam edenlerin ise %5 kadarında (%6).</translation>
    </message>
    <message>
        <source>In Google&apos;s fleet, drives were %1 times as likely to fail within 60 days after the first such event (%2).</source>
        <extracomment>%1 how many times, e.g. &quot;14&quot;, %2 the study it comes from</extracomment>
        <translation>Google&apos;ın filosunda sürücüler, bu türden ilk olaydan sonra 60 gün içinde %1 kat daha olası arızalandı (%2).</translation>
    </message>
    <message>
        <source>Pre-fail</source>
        <extracomment>SMART attribute type: its failure predicts the drive&apos;s failure</extracomment>
        <translation>Arıza öncesi</translation>
    </message>
    <message>
        <source>Old-age</source>
        <translation>Yaşlanma</translation>
    </message>
    <message>
        <source>Always</source>
        <extracomment>SMART attribute: updated while the drive works / only by off-line scans</extracomment>
        <translation>Her zaman</translation>
    </message>
    <message>
        <source>Offline</source>
        <translation>Çevrimdışı</translation>
    </message>
    <message>
        <source>Errors the drive logged over its life; each one is a command that failed.</source>
        <translation>Sürücünün ömrü boyunca günlüğe yazdığı hatalar; her biri başarısız bir komuttur.</translation>
    </message>
    <message>
        <source>%1 °C (lifetime %2 to %3 °C)</source>
        <extracomment>%1 temperature now, %2 lowest and %3 highest the drive ever had</extracomment>
        <translation>%1 °C (ömrü boyunca %2 ile %3 °C arası)</translation>
    </message>
    <message>
        <source>The drive&apos;s temperature and its lifetime range, from its SCT Status.</source>
        <translation>SCT durumuna göre sürücünün sıcaklığı ve ömrü boyunca aralığı.</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <extracomment>NVMe data units and what they make; %1 the count, %2 e.g. &quot;6.3 TB&quot;</extracomment>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>%1 min</source>
        <extracomment>a duration; %1 the number of minutes</extracomment>
        <translation>%1 dk</translation>
    </message>
    <message>
        <source>%1 s</source>
        <extracomment>a duration; %1 the number of seconds</extracomment>
        <translation>%1 sn</translation>
    </message>
    <message>
        <source>Problems the drive flags itself (spare, temperature, reliability, read-only, backup); 0 means none.</source>
        <translation>Sürücünün kendisinin bildirdiği sorunlar (yedek, sıcaklık, güvenilirlik, salt okunur, yedekleme); 0 hiç yok demektir.</translation>
    </message>
    <message>
        <source>The drive&apos;s overall temperature.</source>
        <translation>Sürücünün genel sıcaklığı.</translation>
    </message>
    <message>
        <source>%1 (threshold %2)</source>
        <translation>%1 (eşik %2)</translation>
    </message>
    <message>
        <source>Reserve flash left for replacing worn blocks; the drive warns below the threshold.</source>
        <translation>Aşınmış blokları değiştirmek için kalan flash yedeği; eşiğin altında sürücü uyarır.</translation>
    </message>
    <message>
        <source>The maker&apos;s estimate of the rated life used; it can pass 100%.</source>
        <translation>Üreticinin, anma ömrünün ne kadarının kullanıldığına dair tahmini; yüzde 100&apos;ü aşabilir.</translation>
    </message>
    <message>
        <source>The same kind of warnings for the drive&apos;s endurance groups; 0 means none.</source>
        <translation>Sürücünün dayanıklılık grupları için aynı türden uyarılar; 0 hiç yok demektir.</translation>
    </message>
    <message>
        <source>Amount the host read, in units of 512,000 bytes.</source>
        <translation>Bilgisayarın okuduğu miktar, 512.000 baytlık birimlerle.</translation>
    </message>
    <message>
        <source>Amount the host wrote, in units of 512,000 bytes.</source>
        <translation>Bilgisayarın yazdığı miktar, 512.000 baytlık birimlerle.</translation>
    </message>
    <message>
        <source>Read commands the drive completed.</source>
        <translation>Sürücünün tamamladığı okuma komutları.</translation>
    </message>
    <message>
        <source>Write commands the drive completed.</source>
        <translation>Sürücünün tamamladığı yazma komutları.</translation>
    </message>
    <message>
        <source>Minutes the drive was busy with commands.</source>
        <translation>Sürücünün komutlarla meşgul olduğu dakikalar.</translation>
    </message>
    <message>
        <source>Data the drive could not read or write correctly.</source>
        <translation>Sürücünün doğru okuyamadığı ya da yazamadığı veriler.</translation>
    </message>
    <message>
        <source>Entries in the drive&apos;s error log over its life; many are harmless rejected commands.</source>
        <translation>Sürücünün ömrü boyunca hata günlüğündeki girdiler; çoğu zararsız reddedilmiş komutlardır.</translation>
    </message>
    <message>
        <source>Minutes spent above the drive&apos;s warning temperature.</source>
        <translation>Sürücünün uyarı sıcaklığının üzerinde geçen dakikalar.</translation>
    </message>
    <message>
        <source>Minutes spent above the drive&apos;s critical temperature.</source>
        <translation>Sürücünün kritik sıcaklığının üzerinde geçen dakikalar.</translation>
    </message>
    <message>
        <source>Temperature of one sensor inside the drive.</source>
        <translation>Sürücünün içindeki bir algılayıcının sıcaklığı.</translation>
    </message>
    <message>
        <source>Times the drive slowed itself down lightly to cool off.</source>
        <translation>Sürücünün soğumak için kendini kaç kez hafifçe yavaşlattığı.</translation>
    </message>
    <message>
        <source>Times the drive slowed itself down hard to cool off.</source>
        <translation>Sürücünün soğumak için kendini kaç kez sertçe yavaşlattığı.</translation>
    </message>
    <message>
        <source>Seconds spent slowed down lightly for heat.</source>
        <translation>Isı nedeniyle hafifçe yavaşlatılmış geçen saniyeler.</translation>
    </message>
    <message>
        <source>Seconds spent slowed down hard for heat.</source>
        <translation>Isı nedeniyle sertçe yavaşlatılmış geçen saniyeler.</translation>
    </message>
    <message>
        <source>ID</source>
        <extracomment>column titles of the SMART attribute table, as smartctl and GNOME Disks name them</extracomment>
        <translation>Kimlik</translation>
    </message>
    <message>
        <source>Attribute</source>
        <translation>Öznitelik</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>Değer</translation>
    </message>
    <message>
        <source>Worst</source>
        <translation>En kötü</translation>
    </message>
    <message>
        <source>Threshold</source>
        <translation>Eşik</translation>
    </message>
    <message>
        <source>Type</source>
        <translation>Tür</translation>
    </message>
    <message>
        <source>Updated</source>
        <translation>Güncelleme</translation>
    </message>
    <message>
        <source>When failed</source>
        <translation>Ne zaman arızalı</translation>
    </message>
    <message>
        <source>Raw value</source>
        <translation>Ham değer</translation>
    </message>
    <message>
        <source>Meaning</source>
        <translation>Anlamı</translation>
    </message>
    <message>
        <source>Self-test</source>
        <translation>Öz sınama</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Sonuç</translation>
    </message>
    <message>
        <source>Power-on hours</source>
        <translation>Çalışma saati</translation>
    </message>
    <message>
        <source>First failing sector</source>
        <translation>İlk hatalı sektör</translation>
    </message>
    <message>
        <source>Self-test log: empty.</source>
        <translation>Öz sınama günlüğü: boş.</translation>
    </message>
    <message>
        <source>The drive, or the bridge in front of it, refused: %1.</source>
        <extracomment>%1 a list of ATA or NVMe commands, e.g. &quot;SMART READ LOG 06h&quot;</extracomment>
        <translation>Sürücü ya da önündeki köprü reddetti: %1.</translation>
    </message>
    <message>
        <source>Failing now</source>
        <extracomment>a SMART attribute at or below its threshold now</extracomment>
        <translation>Şu an arızalı</translation>
    </message>
    <message>
        <source>Failed in the past</source>
        <extracomment>a SMART attribute that reached its threshold once</extracomment>
        <translation>Geçmişte arızalandı</translation>
    </message>
    <message>
        <source>The data %1 returned could not be decoded: %2</source>
        <extracomment>%1 device path, %2 what is wrong with the data</extracomment>
        <translation>%1 aygıtının döndürdüğü veri çözümlenemedi: %2</translation>
    </message>
    <message>
        <source>The NVMe self-test log has %1 bytes instead of %2.</source>
        <translation>NVMe öz sınama günlüğü %2 yerine %1 bayt.</translation>
    </message>
    <message>
        <source>The drive in %1 does not offer a conveyance self-test.</source>
        <extracomment>%1 device path</extracomment>
        <translation>%1 içindeki sürücü taşıma öz sınaması sunmuyor.</translation>
    </message>
    <message>
        <source>The drive in %1 does not offer self-tests.</source>
        <extracomment>%1 device path</extracomment>
        <translation>%1 içindeki sürücü öz sınama sunmuyor.</translation>
    </message>
    <message>
        <source>A self-test is already running on %1 (%2% done): wait for it, or abort it first.</source>
        <extracomment>%1 device path, %2 how far the running test is, in percent</extracomment>
        <translation>%1 üzerinde zaten bir öz sınama çalışıyor (%%2 tamam): bitmesini bekleyin ya da önce durdurun.</translation>
    </message>
    <message>
        <source>A DriveProof test is running on %1: a self-test now would disturb it. Start the self-test when the test is done.</source>
        <extracomment>%1 device path</extracomment>
        <translation>%1 üzerinde bir DriveProof sınaması çalışıyor: şimdi bir öz sınama onu bozar. Öz sınamayı sınama bitince başlatın.</translation>
    </message>
    <message>
        <source>%1 takes no self-test commands.</source>
        <extracomment>%1 device path</extracomment>
        <translation>%1 öz sınama komutlarını kabul etmiyor.</translation>
    </message>
    <message>
        <source>Off-line scan</source>
        <extracomment>kind of drive self-test</extracomment>
        <translation>Çevrimdışı tarama</translation>
    </message>
    <message>
        <source>Short</source>
        <extracomment>kind of drive self-test</extracomment>
        <translation>Kısa</translation>
    </message>
    <message>
        <source>Extended</source>
        <extracomment>kind of drive self-test</extracomment>
        <translation>Genişletilmiş</translation>
    </message>
    <message>
        <source>Conveyance</source>
        <extracomment>kind of drive self-test</extracomment>
        <translation>Taşıma</translation>
    </message>
    <message>
        <source>Selective</source>
        <extracomment>kind of drive self-test: only the ranges of sectors the host chose</extracomment>
        <translation>Seçmeli</translation>
    </message>
    <message>
        <source>Vendor specific</source>
        <extracomment>kind of drive self-test</extracomment>
        <translation>Üreticiye özgü</translation>
    </message>
    <message>
        <source>Completed without error</source>
        <translation>Hatasız tamamlandı</translation>
    </message>
    <message>
        <source>Aborted by the host</source>
        <translation>Bilgisayar tarafından durduruldu</translation>
    </message>
    <message>
        <source>Interrupted by a reset</source>
        <translation>Bir sıfırlama ile kesildi</translation>
    </message>
    <message>
        <source>Could not complete: fatal error</source>
        <translation>Tamamlanamadı: ölümcül hata</translation>
    </message>
    <message>
        <source>Failed (part unknown)</source>
        <translation>Başarısız (parça bilinmiyor)</translation>
    </message>
    <message>
        <source>Failed: electrical part</source>
        <translation>Başarısız: elektriksel parça</translation>
    </message>
    <message>
        <source>Failed: servo or seek</source>
        <translation>Başarısız: servo ya da arama</translation>
    </message>
    <message>
        <source>Failed: read error</source>
        <translation>Başarısız: okuma hatası</translation>
    </message>
    <message>
        <source>Failed: suspected handling damage</source>
        <translation>Başarısız: taşıma hasarından şüpheleniliyor</translation>
    </message>
    <message>
        <source>In progress</source>
        <translation>Sürüyor</translation>
    </message>
    <message>
        <source>Unknown status %1</source>
        <extracomment>%1 a status number the standard reserves</extracomment>
        <translation>Bilinmeyen durum %1</translation>
    </message>
    <message>
        <source>Aborted: a namespace was removed</source>
        <translation>Durduruldu: bir ad alanı kaldırıldı</translation>
    </message>
    <message>
        <source>Aborted: the drive was formatted</source>
        <translation>Durduruldu: sürücü biçimlendirildi</translation>
    </message>
    <message>
        <source>Failed in segment %1</source>
        <extracomment>%1 the number of the test segment that failed</extracomment>
        <translation>%1. bölümde başarısız</translation>
    </message>
    <message>
        <source>Aborted for an unknown reason</source>
        <translation>Bilinmeyen bir nedenle durduruldu</translation>
    </message>
    <message>
        <source>Aborted: the drive was sanitized</source>
        <translation>Durduruldu: sürücü arındırıldı (sanitize)</translation>
    </message>
    <message>
        <source>Looks new: %1 power-on hours, %2 power cycles, %3 written.</source>
        <extracomment>%1 power-on hours, %2 power cycles, %3 amount written (&quot;1.2 GB&quot;)</extracomment>
        <translation>Yeni görünüyor: %1 çalışma saati, %2 açılma, %3 yazılmış.</translation>
    </message>
    <message>
        <source>Used before: %1 power-on hours, %2 power cycles, %3 written. A drive sold as new has a few hours from the factory at most.</source>
        <extracomment>%1 power-on hours, %2 power cycles, %3 amount written (&quot;12 TB&quot;)</extracomment>
        <translation>Kullanılmış: %1 çalışma saati, %2 açılma, %3 yazılmış. Yeni diye satılan bir sürücüde fabrikadan en fazla birkaç saat bulunur.</translation>
    </message>
    <message>
        <source>The drive counts 0 power-on hours but %1 written: its counters may have been reset.</source>
        <extracomment>%1 amount written (&quot;12 TB&quot;)</extracomment>
        <translation>Sürücü 0 çalışma saati sayıyor ama %1 yazılmış: sayaçları sıfırlanmış olabilir.</translation>
    </message>
    <message>
        <source>The drive counts %1 power cycles in %2 power-on hours, more than those hours can hold: its counters may have been reset.</source>
        <extracomment>%1 power cycles, %2 power-on hours</extracomment>
        <translation>Sürücü %2 çalışma saatinde %1 açılma sayıyor, bu saatlere sığabilecekten fazla: sayaçları sıfırlanmış olabilir.</translation>
    </message>
    <message>
        <source>%1 written of the %2 the maker rates this model for (%3%).</source>
        <extracomment>%1 amount written, %2 the rated endurance (&quot;600 TB&quot;), %3 percent of it</extracomment>
        <translation>Üreticinin bu model için belirttiği %2 miktarın %1 kadarı yazıldı (%%3).</translation>
    </message>
    <message>
        <source>Since DriveProof first read it (%1): %2 hours, %3 written.</source>
        <extracomment>%1 the date DriveProof first read the drive, %2 hours since, %3 amount written since</extracomment>
        <translation>DriveProof onu ilk okuduğundan beri (%1): %2 saat, %3 yazıldı.</translation>
    </message>
    <message>
        <source>new</source>
        <extracomment>is the drive new? the verdict</extracomment>
        <translation>yeni</translation>
    </message>
    <message>
        <source>used</source>
        <extracomment>is the drive new? the verdict</extracomment>
        <translation>kullanılmış</translation>
    </message>
    <message>
        <source>possibly reset</source>
        <extracomment>is the drive new? the verdict: its counters contradict each other</extracomment>
        <translation>sıfırlanmış olabilir</translation>
    </message>
    <message>
        <source>Identify Namespace is too short (%1 bytes) for its LBA formats.</source>
        <extracomment>%1 bytes received</extracomment>
        <translation>Identify Namespace, LBA biçimleri için fazla kısa (%1 bayt).</translation>
    </message>
    <message>
        <source>Identify Namespace lists more LBA formats (%1) than there can be (%2).</source>
        <extracomment>%1 how many LBA formats the drive claims, %2 the most there can be</extracomment>
        <translation>Identify Namespace, olabileceğinden (%2) daha fazla LBA biçimi (%1) listeliyor.</translation>
    </message>
    <message>
        <source>Identify Namespace says LBA format %1 is in use, but lists formats 0 to %2 only.</source>
        <extracomment>%1 the number of the format in use, %2 the highest number the drive lists</extracomment>
        <translation>Identify Namespace, %1 numaralı LBA biçiminin kullanımda olduğunu söylüyor ama yalnızca 0 ile %2 arasındaki biçimleri listeliyor.</translation>
    </message>
    <message>
        <source>In use: LBA format %1, sectors of %2 bytes with %3 bytes of metadata, which the drive marks as &quot;%4&quot;.</source>
        <extracomment>%1 LBA format number, %2 bytes per sector, %3 metadata bytes per sector, %4 how fast the drive says the format is (&quot;best&quot;, &quot;better&quot;, &quot;good&quot;, &quot;degraded&quot;)</extracomment>
        <translation>Kullanımda: LBA biçimi %1, %2 baytlık sektörler ve %3 bayt üst veri; sürücü bunu &quot;%4&quot; olarak işaretliyor.</translation>
    </message>
    <message>
        <source>The drive offers %5-byte sectors marked &quot;%6&quot;, faster than the %2-byte ones in use (&quot;%3&quot;). Switching means reformatting the namespace, which erases everything on it: nvme format %1 --lbaf=%4 — DriveProof never does this.</source>
        <extracomment>%1 device (/dev/nvme0n1), %2 bytes per sector in use, %3 how fast the drive marks the format in use, %4 the faster format&apos;s number, %5 its bytes per sector, %6 how fast the drive marks it. The command stays as it is.</extracomment>
        <translation>Sürücü &quot;%6&quot; olarak işaretlenmiş %5 baytlık sektörler sunuyor; bunlar kullanımdaki %2 baytlık sektörlerden (&quot;%3&quot;) daha hızlı. Geçmek, ad alanını yeniden biçimlendirmek demektir ve üzerindeki her şeyi siler: nvme format %1 --lbaf=%4 — DriveProof bunu asla yapmaz.</translation>
    </message>
    <message>
        <source>None of the LBA formats the drive offers (%1) is marked faster than the one in use.</source>
        <extracomment>%1 how many LBA formats the drive offers (2 or more)</extracomment>
        <translation>Sürücünün sunduğu LBA biçimlerinden (%1) hiçbiri kullanımdakinden daha hızlı olarak işaretlenmemiş.</translation>
    </message>
    <message>
        <source>The namespace offers only the LBA format in use.</source>
        <translation>Ad alanı yalnızca kullanımdaki LBA biçimini sunuyor.</translation>
    </message>
    <message>
        <source>LBA format %1 carries %2 bytes of metadata per sector; only software that handles metadata (end-to-end protection) uses it.</source>
        <extracomment>%1 LBA format number, %2 metadata bytes per sector</extracomment>
        <translation>%1 numaralı LBA biçimi sektör başına %2 bayt üst veri taşır; bunu yalnızca üst veriyi işleyen yazılımlar (uçtan uca koruma) kullanır.</translation>
    </message>
    <message>
        <source>LBA format note %1 (%2)</source>
        <extracomment>a finding this version does not know; %1 its code, %2 its arguments</extracomment>
        <translation>LBA biçimi notu %1 (%2)</translation>
    </message>
    <message>
        <source>best</source>
        <comment>LBA format performance</comment>
        <extracomment>how fast the drive says an LBA format is: the fastest of four grades</extracomment>
        <translation>en iyi</translation>
    </message>
    <message>
        <source>better</source>
        <comment>LBA format performance</comment>
        <extracomment>how fast the drive says an LBA format is: the second of four grades</extracomment>
        <translation>daha iyi</translation>
    </message>
    <message>
        <source>good</source>
        <comment>LBA format performance</comment>
        <extracomment>how fast the drive says an LBA format is: the third of four grades</extracomment>
        <translation>iyi</translation>
    </message>
    <message>
        <source>degraded</source>
        <comment>LBA format performance</comment>
        <extracomment>how fast the drive says an LBA format is: the slowest of four grades</extracomment>
        <translation>düşük</translation>
    </message>
    <message>
        <source>not available</source>
        <extracomment>an LBA format the drive lists but does not offer now</extracomment>
        <translation>kullanılamıyor</translation>
    </message>
    <message>
        <source>%1 bytes, %2</source>
        <extracomment>%1 bytes per sector, %2 how fast the drive says it is</extracomment>
        <translation>%1 bayt, %2</translation>
    </message>
    <message>
        <source>%1 bytes + %2 bytes metadata, %3</source>
        <extracomment>%1 bytes per sector, %2 metadata bytes per sector, %3 how fast the drive says it is</extracomment>
        <translation>%1 bayt + %2 bayt üst veri, %3</translation>
    </message>
    <message>
        <source>%1 % left</source>
        <extracomment>%1 percent of the drive&apos;s rated life that is left</extracomment>
        <translation>%%1 kaldı</translation>
    </message>
    <message>
        <source>%1 % used</source>
        <extracomment>%1 percent of the drive&apos;s rated life that is used</extracomment>
        <translation>%%1 kullanıldı</translation>
    </message>
    <message>
        <source>Attribute %1 (%2) is at %3, at or below its threshold of %4: the part it watches is worn out or failing, though the drive does not count it as a failure prediction.</source>
        <extracomment>%1 attribute number, %2 its name, %3 its value now, %4 the threshold</extracomment>
        <translation>%1 özniteliği (%2) %3 değerinde, yani %4 olan eşiğinde ya da altında: izlediği parça aşınmış ya da arızalanıyor, ancak sürücü bunu bir arıza öngörüsü olarak saymıyor.</translation>
    </message>
    <message>
        <source>Error log: the latest error happened at power-on hour %1.</source>
        <extracomment>%1 a power-on hour</extracomment>
        <translation>Hata günlüğü: en son hata %1 çalışma saatinde oluştu.</translation>
    </message>
    <message>
        <source>Self-test log: the latest self-test ran at power-on hour %1.</source>
        <extracomment>%1 a power-on hour</extracomment>
        <translation>Öz sınama günlüğü: en son öz sınama %1 çalışma saatinde yapıldı.</translation>
    </message>
    <message>
        <source>The error log has an error at power-on hour %1, but the power-on counter says %2 hours: the counter went back (reset, or run over), so it does not say how long the drive was used.</source>
        <extracomment>%1 the power-on hour the log stamped, %2 the power-on hours the counter says</extracomment>
        <translation>Hata günlüğünde %1 çalışma saatinde bir hata var, ancak çalışma saati sayacı %2 saat gösteriyor: sayaç geri gitmiş (sıfırlanmış ya da taşmış), bu yüzden sürücünün ne kadar kullanıldığını göstermiyor.</translation>
    </message>
    <message>
        <source>The self-test log has a test at power-on hour %1, but the power-on counter says %2 hours: the counter went back (reset, or run over), so it does not say how long the drive was used.</source>
        <extracomment>%1 the power-on hour the log stamped, %2 the power-on hours the counter says</extracomment>
        <translation>Öz sınama günlüğünde %1 çalışma saatinde bir sınama var, ancak çalışma saati sayacı %2 saat gösteriyor: sayaç geri gitmiş (sıfırlanmış ya da taşmış), bu yüzden sürücünün ne kadar kullanıldığını göstermiyor.</translation>
    </message>
    <message>
        <source>The FARM log counts %1 power-on hours, but the SMART counter says %2: the SMART counter was reset, and the drive has been used for at least %1 hours.</source>
        <extracomment>%1 power-on hours in the FARM log, %2 power-on hours of the SMART counter</extracomment>
        <translation>FARM günlüğü %1 çalışma saati sayıyor, ancak SMART sayacı %2 gösteriyor: SMART sayacı sıfırlanmış ve sürücü en az %1 saat kullanılmış.</translation>
    </message>
    <message>
        <source>The FARM log&apos;s spindle hours (%1) exceed its power-on hours (%2): its power-on hours were reset too.</source>
        <extracomment>%1 spindle hours, %2 power-on hours, both from the FARM log</extracomment>
        <translation>FARM günlüğündeki motor dönüş saati (%1), günlükteki çalışma saatini (%2) aşıyor: günlüğün çalışma saati de sıfırlanmış.</translation>
    </message>
    <message>
        <source>The FARM log&apos;s head-flight hours (%1) exceed its power-on hours (%2): its power-on hours were reset too.</source>
        <extracomment>%1 head-flight hours, %2 power-on hours, both from the FARM log</extracomment>
        <translation>FARM günlüğündeki kafa uçuş saati (%1), günlükteki çalışma saatini (%2) aşıyor: günlüğün çalışma saati de sıfırlanmış.</translation>
    </message>
    <message>
        <source>FARM log: %1 power-on hours, %2 spindle hours, %3 head-flight hours; assembled in week %4 of %5.</source>
        <extracomment>%1 power-on, %2 spindle, %3 head-flight hours; the drive was assembled in week %4 of the year %5 (e.g. &quot;17&quot;, &quot;2025&quot;)</extracomment>
        <translation>FARM günlüğü: %1 çalışma saati, %2 motor dönüş saati, %3 kafa uçuş saati; sürücü %5 yılının %4. haftasında monte edilmiş.</translation>
    </message>
    <message>
        <source>FARM log: %1 power-on hours, %2 spindle hours, %3 head-flight hours.</source>
        <extracomment>%1 power-on, %2 spindle, %3 head-flight hours</extracomment>
        <translation>FARM günlüğü: %1 çalışma saati, %2 motor dönüş saati, %3 kafa uçuş saati.</translation>
    </message>
</context>
<context>
    <name>DriveProof::Helper</name>
    <message>
        <source>Not authorised to use %1: the authentication was cancelled or refused.</source>
        <extracomment>%1 device path</extracomment>
        <translation>%1 kullanımı için yetki yok: kimlik doğrulama iptal edildi ya da reddedildi.</translation>
    </message>
    <message>
        <source>Could not ask polkit whether %1 may be used (%2). Make sure polkit is installed and running, then try again.</source>
        <extracomment>%1 device path, %2 D-Bus error text</extracomment>
        <translation>%1 aygıtının kullanılıp kullanılamayacağı polkit&apos;e sorulamadı (%2). polkit&apos;in kurulu ve çalışıyor olduğundan emin olun, ardından yeniden deneyin.</translation>
    </message>
    <message>
        <source>Not authorised to use %1: authentication is needed, but no authentication agent could ask for it. Start DriveProof from a desktop session, or run pkttyagent in this terminal.</source>
        <extracomment>%1 device path</extracomment>
        <translation>%1 kullanımı için yetki yok: kimlik doğrulama gerekiyor, ancak bunu isteyebilecek bir kimlik doğrulama aracısı yok. DriveProof&apos;u bir masaüstü oturumundan başlatın ya da bu uçbirimde pkttyagent çalıştırın.</translation>
    </message>
    <message>
        <source>Not authorised to use %1. Ask an administrator to allow it.</source>
        <extracomment>%1 device path</extracomment>
        <translation>%1 kullanımı için yetki yok. Bir yöneticiden buna izin vermesini isteyin.</translation>
    </message>
    <message>
        <source>%1 is a symbolic link. Give the device node itself, as lsblk lists it.</source>
        <extracomment>%1 device path</extracomment>
        <translation>%1 bir sembolik bağlantı. lsblk&apos;nin listelediği biçimiyle aygıt düğümünün kendisini verin.</translation>
    </message>
    <message>
        <source>%1 is in use: it is mounted, or another program holds it exclusively. Unmount it or close that program, then try again.</source>
        <extracomment>%1 device path</extracomment>
        <translation>%1 kullanımda: bağlı ya da başka bir program onu özel olarak tutuyor. Ayırın ya da o programı kapatın, ardından yeniden deneyin.</translation>
    </message>
    <message>
        <source>%1 could not be opened (%2): the device is gone or has no medium.</source>
        <extracomment>%1 device path, %2 system error text</extracomment>
        <translation>%1 açılamadı (%2): aygıt kayboldu ya da ortam yok.</translation>
    </message>
    <message>
        <source>%1 could not be opened: %2.</source>
        <extracomment>%1 device path, %2 system error text</extracomment>
        <translation>%1 açılamadı: %2.</translation>
    </message>
    <message>
        <source>“%1” is not a device path the helper accepts. Give the kernel&apos;s name of a block device, such as /dev/sdb or /dev/nvme0n1, not a symbolic link such as /dev/disk/by-id/….</source>
        <extracomment>%1 the path the caller gave (shortened)</extracomment>
        <translation>“%1”, yardımcı programın kabul ettiği bir aygıt yolu değil. Bir blok aygıtının çekirdekteki adını verin, örneğin /dev/sdb ya da /dev/nvme0n1; /dev/disk/by-id/… gibi sembolik bir bağlantı değil.</translation>
    </message>
    <message>
        <source>%1 is not a block device known to the kernel (there is no “%2” in /sys/class/block). Check the name with lsblk.</source>
        <extracomment>%1 device path, %2 kernel name</extracomment>
        <translation>%1, çekirdeğin bildiği bir blok aygıtı değil (/sys/class/block içinde “%2” yok). Adı lsblk ile denetleyin.</translation>
    </message>
    <message>
        <source>%1 is not a block device node.</source>
        <extracomment>%1 device path</extracomment>
        <translation>%1 bir blok aygıtı düğümü değil.</translation>
    </message>
    <message>
        <source>%1 is device %2, but the kernel says %4 is %3: the node does not belong to that device. Refusing to open it.</source>
        <extracomment>%1 device path, %2 and %3 device numbers like 8:16, %4 kernel name</extracomment>
        <translation>%1 aygıt numarası %2, ancak çekirdeğe göre %4 aygıtının numarası %3: düğüm o aygıta ait değil. Açılması reddediliyor.</translation>
    </message>
    <message>
        <source>%1 is a partition, but this works on the whole drive. Use %2.</source>
        <extracomment>%1 partition path, %2 disk path</extracomment>
        <translation>%1 bir bölüm, ancak bu işlem sürücünün tamamında çalışır. %2 kullanın.</translation>
    </message>
    <message>
        <source>%1 disappeared while it was being checked.</source>
        <extracomment>%1 device path</extracomment>
        <translation>%1 denetlenirken kayboldu.</translation>
    </message>
    <message>
        <source>%1 is in use and cannot be opened for writing: %2 Unmount, swapoff or stop that first.</source>
        <extracomment>%1 device path, %2 a sentence saying what uses it, e.g. &quot;/dev/sdb1 is mounted on /home.&quot;</extracomment>
        <translation>%1 kullanımda ve yazmak için açılamıyor: %2 Önce ayırın, swapoff uygulayın ya da onu durdurun.</translation>
    </message>
    <message>
        <source>%1 changed while it was being opened: it is no longer the device the kernel lists under that name. Refusing it.</source>
        <extracomment>%1 device path</extracomment>
        <translation>%1 açılırken değişti: artık çekirdeğin bu adla listelediği aygıt değil. Reddediliyor.</translation>
    </message>
    <message>
        <source>Unknown option “%1”, or a value of the wrong type, for %2. Known options: %3.</source>
        <extracomment>%1 option name, %2 device path, %3 list of known option names</extracomment>
        <translation>%2 için bilinmeyen seçenek “%1” ya da yanlış türde bir değer. Bilinen seçenekler: %3.</translation>
    </message>
    <message>
        <source>none</source>
        <translation>yok</translation>
    </message>
    <message>
        <source>Unknown mode “%1” for %2. Use “r”, “w” or “rw”.</source>
        <extracomment>%1 the mode the caller gave, %2 device path</extracomment>
        <translation>%2 için bilinmeyen kip “%1”. “r”, “w” ya da “rw” kullanın.</translation>
    </message>
    <message>
        <source>Unknown flag “%1” for %2. Known flags: direct, sync, dsync, exclusive.</source>
        <extracomment>%1 the flag the caller gave, %2 device path</extracomment>
        <translation>%2 için bilinmeyen bayrak “%1”. Bilinen bayraklar: direct, sync, dsync, exclusive.</translation>
    </message>
    <message>
        <source>The command to %1 failed.</source>
        <extracomment>%1 device path</extracomment>
        <translation>%1 aygıtına gönderilen komut başarısız oldu.</translation>
    </message>
    <message>
        <source>%1 disappeared while it was being read.</source>
        <extracomment>%1 device path</extracomment>
        <translation>%1 okunurken kayboldu.</translation>
    </message>
    <message>
        <source>DriveProof&apos;s privileged helper, a D-Bus system service (%1). D-Bus starts it when DriveProof needs it; it is not meant to be run by hand.</source>
        <extracomment>%1 D-Bus service name</extracomment>
        <translation>DriveProof&apos;un ayrıcalıklı yardımcı programı, bir D-Bus sistem hizmeti (%1). DriveProof ihtiyaç duyduğunda D-Bus onu başlatır; elle çalıştırılmak için tasarlanmamıştır.</translation>
    </message>
    <message>
        <source>For tests: serve on the bus at ADDRESS instead of the system bus, and ask the polkit found there.</source>
        <translation>Testler için: sistem veri yolu yerine ADDRESS adresindeki veri yolunda hizmet ver ve oradaki polkit&apos;e sor.</translation>
    </message>
    <message>
        <source>Exit after SECONDS without calls (default %1).</source>
        <extracomment>%1 number of seconds</extracomment>
        <translation>SECONDS saniye boyunca çağrı gelmezse çık (varsayılan %1).</translation>
    </message>
    <message>
        <source>Unknown self-test action “%1” for %2. Use “short”, “extended”, “conveyance”, “abort” or “status”.</source>
        <extracomment>%1 the action the caller gave, %2 device path</extracomment>
        <translation>%2 için bilinmeyen öz sınama eylemi “%1”. “short”, “extended”, “conveyance”, “abort” ya da “status” kullanın.</translation>
    </message>
    <message>
        <source>A DriveProof test is running on %1: a self-test now would disturb it. Start the self-test when the test is done.</source>
        <extracomment>%1 device path</extracomment>
        <translation>%1 üzerinde bir DriveProof sınaması çalışıyor: şimdi bir öz sınama onu bozar. Öz sınamayı sınama bitince başlatın.</translation>
    </message>
    <message>
        <source>Unknown purpose “%1” for %2. Known purposes: capacity-check.</source>
        <extracomment>%1 the purpose the caller gave, %2 device path</extracomment>
        <translation>%2 için bilinmeyen amaç “%1”. Bilinen amaçlar: capacity-check.</translation>
    </message>
    <message>
        <source>A capacity check writes to %1: open it with mode “rw”.</source>
        <extracomment>%1 device path</extracomment>
        <translation>Kapasite denetimi %1 aygıtına yazar: onu “rw” kipinde açın.</translation>
    </message>
</context>
<context>
    <name>DriveProof::PowerLoss</name>
    <message numerus="yes">
        <source>%Ln block(s) hold exactly what they should.</source>
        <translation>
            <numerusform>%Ln blok tam olarak olması gerekeni içeriyor.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln block(s) hold data that was written to another place.</source>
        <translation>
            <numerusform>%Ln blok başka bir yere yazılmış veri içeriyor.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln block(s) hold data from before this test: the drive forgot the preparation.</source>
        <translation>
            <numerusform>%Ln blok bu testten önceki veriyi içeriyor: sürücü hazırlığı unuttu.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln block(s) are half old, half new: a write tore inside a block.</source>
        <translation>
            <numerusform>%Ln blok yarı eski, yarı yeni: bir yazma bir bloğun içinde yarım kaldı.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln block(s) have flipped bits.</source>
        <translation>
            <numerusform>%Ln blokta bitler ters dönmüş.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln block(s) read back as zeros.</source>
        <translation>
            <numerusform>%Ln blok sıfır olarak okundu.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln block(s) read back erased (all ones).</source>
        <translation>
            <numerusform>%Ln blok silinmiş olarak okundu (tümü bir).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln block(s) hold data nobody wrote.</source>
        <translation>
            <numerusform>%Ln blok kimsenin yazmadığı veri içeriyor.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln block(s) cannot be read.</source>
        <translation>
            <numerusform>%Ln blok okunamıyor.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln acknowledged write(s) were lost.</source>
        <translation>
            <numerusform>%Ln onaylanmış yazma kayboldu.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln acknowledged write(s) survived only in part.</source>
        <translation>
            <numerusform>%Ln onaylanmış yazma yalnızca kısmen korundu.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln acknowledged write(s) were lost while later ones survived: the drive reorders writes across flushes.</source>
        <translation>
            <numerusform>Daha sonraki yazmalar korunurken %Ln onaylanmış yazma kayboldu: sürücü yazmaların sırasını önbellek boşaltma sınırlarının ötesinde değiştiriyor.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln acknowledged write(s) just before the cut were lost: the drive acknowledges flushes before the data is safe.</source>
        <translation>
            <numerusform>Kesintiden hemen önceki %Ln onaylanmış yazma kayboldu: sürücü önbellek boşaltma isteklerini veriler güvende olmadan önce onaylıyor.</numerusform>
        </translation>
    </message>
    <message>
        <source>The drive cannot be read at all after the power cut.</source>
        <translation>Sürücü güç kesintisinden sonra hiç okunamıyor.</translation>
    </message>
    <message>
        <source>The drive&apos;s identity or capacity changed after the power cut.</source>
        <translation>Sürücünün kimliği ya da kapasitesi güç kesintisinden sonra değişti.</translation>
    </message>
    <message numerus="yes">
        <source>%Ln block(s) written only before the test were damaged: data at rest is not safe on this drive.</source>
        <translation>
            <numerusform>Yalnızca testten önce yazılmış %Ln blok bozuldu: bu sürücüde beklemedeki veriler güvende değil.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln contradiction(s) between the witness&apos;s record and the test plan: a bug in DriveProof, so this run proves nothing.</source>
        <translation>
            <numerusform>Tanığın kaydı ile test planı arasında %Ln çelişki var: DriveProof&apos;ta bir hata, bu yüzden bu çalıştırma hiçbir şey kanıtlamıyor.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>All %Ln acknowledged write(s) were lost.</source>
        <translation>
            <numerusform>%Ln onaylanmış yazmanın tümü kayboldu.</numerusform>
        </translation>
    </message>
    <message>
        <source>They were the last ones before the cut: the drive acknowledges flushes before the data is safe.</source>
        <translation>Bunlar kesintiden önceki son yazmalardı: sürücü önbellek boşaltma isteklerini veriler güvende olmadan önce onaylıyor.</translation>
    </message>
    <message>
        <source>Cannot write the witness&apos;s salt %1: %2</source>
        <extracomment>%1 is a file path, %2 the system&apos;s error message.</extracomment>
        <translation>Tanığın tuz dosyası %1 yazılamıyor: %2</translation>
    </message>
    <message>
        <source>Cannot write the witness journal %1: %2</source>
        <extracomment>%1 is a file path, %2 the system&apos;s error message.</extracomment>
        <translation>Tanık günlüğü %1 yazılamıyor: %2</translation>
    </message>
    <message>
        <source>Damaged record at byte %1 with good records after it.</source>
        <translation>%1. baytta, arkasında sağlam kayıtlar bulunan bozuk bir kayıt var.</translation>
    </message>
    <message>
        <source>Record at byte %1 contradicts the run before it.</source>
        <extracomment>%1 is a byte offset in the witness journal file.</extracomment>
        <translation>%1. bayttaki kayıt kendinden önceki çalıştırmayla çelişiyor.</translation>
    </message>
    <message>
        <source>Cannot truncate the torn end of the journal.</source>
        <translation>Günlüğün yarım kalmış sonu kesilemiyor.</translation>
    </message>
    <message>
        <source>The simulated drive is already running.</source>
        <translation>Benzetilmiş sürücü zaten çalışıyor.</translation>
    </message>
    <message>
        <source>The simulated drive program %1 was not found. Install DriveProof completely (it lives in libexec) or set DRIVEPROOF_LYINGDISK to its path.</source>
        <extracomment>%1 is a program name</extracomment>
        <translation>Benzetilmiş sürücü programı %1 bulunamadı. DriveProof&apos;u eksiksiz kurun (program libexec içinde bulunur) ya da DRIVEPROOF_LYINGDISK değişkenini programın yoluna ayarlayın.</translation>
    </message>
    <message>
        <source>Cannot create the folder for the simulated drive.</source>
        <translation>Benzetilmiş sürücü için klasör oluşturulamıyor.</translation>
    </message>
    <message>
        <source>Something is already mounted on this folder. Unmount it first (fusermount3 -u).</source>
        <translation>Bu klasöre zaten bir şey bağlı. Önce ayırın (fusermount3 -u).</translation>
    </message>
    <message>
        <source>Cannot start the simulated drive: %1</source>
        <translation>Benzetilmiş sürücü başlatılamıyor: %1</translation>
    </message>
    <message>
        <source>The simulated drive stopped before it was ready (exit status %1): %2</source>
        <extracomment>%1 is the program&apos;s exit status, %2 what it printed</extracomment>
        <translation>Benzetilmiş sürücü hazır olmadan durdu (çıkış durumu %1): %2</translation>
    </message>
    <message>
        <source>The simulated drive did not appear within %1 s: %2</source>
        <extracomment>%1 is a number of seconds, %2 what the program printed</extracomment>
        <translation>Benzetilmiş sürücü %1 sn içinde görünmedi: %2</translation>
    </message>
    <message>
        <source>The simulated drive is not running.</source>
        <translation>Benzetilmiş sürücü çalışmıyor.</translation>
    </message>
    <message>
        <source>Cannot signal the simulated drive.</source>
        <translation>Benzetilmiş sürücüye sinyal gönderilemiyor.</translation>
    </message>
    <message>
        <source>The simulated drive did not confirm the power cut.</source>
        <translation>Benzetilmiş sürücü güç kesintisini onaylamadı.</translation>
    </message>
    <message>
        <source>Cannot unmount the simulated drive. Run: fusermount3 -u -z %1</source>
        <translation>Benzetilmiş sürücü ayrılamıyor. Şunu çalıştırın: fusermount3 -u -z %1</translation>
    </message>
    <message>
        <source>The simulated drive did not stop in time; it was killed and its cache lost.</source>
        <translation>Benzetilmiş sürücü zamanında durmadı; sonlandırıldı ve önbelleği kayboldu.</translation>
    </message>
    <message>
        <source>The simulated drive failed while stopping: %1</source>
        <extracomment>%1 is what the program printed</extracomment>
        <translation>Benzetilmiş sürücü dururken başarısız oldu: %1</translation>
    </message>
    <message>
        <source>Cannot save the pending test in %1: %2.</source>
        <extracomment>%1 file name, %2 the system&apos;s error text</extracomment>
        <translation>Bekleyen test %1 içine kaydedilemiyor: %2.</translation>
    </message>
    <message>
        <source>Cannot write the autostart entry %1: %2.</source>
        <extracomment>%1 file name, %2 the system&apos;s error text</extracomment>
        <translation>Otomatik başlatma girdisi %1 yazılamıyor: %2.</translation>
    </message>
    <message>
        <source>Practice mode needs FUSE, and /dev/fuse cannot be used here.</source>
        <translation>Alıştırma kipi FUSE gerektirir ve /dev/fuse burada kullanılamıyor.</translation>
    </message>
    <message>
        <source>Practice mode needs fusermount3 (the fuse3 package).</source>
        <translation>Alıştırma kipi fusermount3 gerektirir (fuse3 paketi).</translation>
    </message>
    <message>
        <source>Practice mode needs driveproof-lyingdisk, which is not installed.</source>
        <translation>Alıştırma kipi driveproof-lyingdisk gerektirir, ancak kurulu değil.</translation>
    </message>
    <message>
        <source>Cannot create a temporary folder for practice.</source>
        <translation>Alıştırma için geçici bir klasör oluşturulamıyor.</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a pairing code.</source>
        <extracomment>%1 what was given</extracomment>
        <translation>&apos;%1&apos; bir eşleştirme kodu değil.</translation>
    </message>
    <message>
        <source>DriveProof simulated drive (%1)</source>
        <extracomment>the simulated drive of practice mode; %1 honest or lying</extracomment>
        <translation>DriveProof benzetilmiş sürücüsü (%1)</translation>
    </message>
    <message>
        <source>lying</source>
        <translation>yalancı</translation>
    </message>
    <message>
        <source>honest</source>
        <translation>dürüst</translation>
    </message>
    <message>
        <source>Practice cancelled.</source>
        <translation>Alıştırma iptal edildi.</translation>
    </message>
    <message>
        <source>idle</source>
        <translation>boşta</translation>
    </message>
    <message>
        <source>starting the simulated drive and witness</source>
        <extracomment>practice mode: the simulated drive and the local witness start</extracomment>
        <translation>benzetilmiş sürücü ve tanık başlatılıyor</translation>
    </message>
    <message>
        <source>preparing</source>
        <extracomment>the test area is being filled with known data</extracomment>
        <translation>hazırlanıyor</translation>
    </message>
    <message>
        <source>writing</source>
        <translation>yazılıyor</translation>
    </message>
    <message>
        <source>cutting the power</source>
        <extracomment>practice mode: the simulated power cut</extracomment>
        <translation>güç kesiliyor</translation>
    </message>
    <message>
        <source>verifying</source>
        <translation>doğrulanıyor</translation>
    </message>
    <message>
        <source>done</source>
        <translation>tamamlandı</translation>
    </message>
    <message>
        <source>failed</source>
        <translation>başarısız</translation>
    </message>
    <message>
        <source>This is a virtual machine: pulling its virtual plug tests the host&apos;s storage stack, not a drive. Run the test on real hardware.</source>
        <translation>Bu bir sanal makine: sanal fişini çekmek bir sürücüyü değil, ana makinenin depolama katmanlarını test eder. Testi gerçek donanımda çalıştırın.</translation>
    </message>
    <message>
        <source>The machine runs on its battery: pulling the plug would not cut the power. Remove the battery, or use a machine without one.</source>
        <translation>Makine pille çalışıyor: fişi çekmek gücü kesmez. Pili çıkarın ya da pilsiz bir makine kullanın.</translation>
    </message>
    <message>
        <source>The drive sits behind a USB bridge, which may have a cache and flush rules of its own: the verdict is about the bridge and the drive together.</source>
        <translation>Sürücü, kendi önbelleği ve önbellek boşaltma kuralları olabilecek bir USB köprüsünün arkasında: karar köprü ve sürücü için birlikte geçerlidir.</translation>
    </message>
    <message>
        <source>The drive&apos;s write cache is on. That is normal: the test shows whether the drive still keeps every write it acknowledged.</source>
        <translation>Sürücünün yazma önbelleği açık. Bu normaldir: test, sürücünün onayladığı her yazmayı yine de koruyup korumadığını gösterir.</translation>
    </message>
    <message>
        <source>The drive&apos;s unsafe-shutdown counter cannot be read, so the verifier cannot confirm that the power really went away.</source>
        <translation>Sürücünün güvensiz kapanma sayacı okunamıyor, bu yüzden doğrulayıcı gücün gerçekten kesildiğini doğrulayamaz.</translation>
    </message>
    <message>
        <source>Choose a file or a device for the test area.</source>
        <translation>Test alanı için bir dosya ya da aygıt seçin.</translation>
    </message>
    <message>
        <source>%1 is neither a regular file nor a block device.</source>
        <extracomment>%1 a path</extracomment>
        <translation>%1 ne normal bir dosya ne de bir blok aygıtı.</translation>
    </message>
    <message>
        <source>The folder %1 does not exist.</source>
        <extracomment>%1 a folder</extracomment>
        <translation>%1 klasörü mevcut değil.</translation>
    </message>
    <message>
        <source>The device %1 was not found.</source>
        <extracomment>%1 a device node</extracomment>
        <translation>%1 aygıtı bulunamadı.</translation>
    </message>
    <message>
        <source>No error.</source>
        <translation>Hata yok.</translation>
    </message>
    <message>
        <source>Not a DriveProof power-loss frame (bad magic).</source>
        <extracomment>The power-loss witness received bytes that are not a DriveProof frame.</extracomment>
        <translation>Bir DriveProof güç kaybı çerçevesi değil (hatalı imza).</translation>
    </message>
    <message>
        <source>Unsupported power-loss protocol version: update DriveProof on both machines.</source>
        <translation>Desteklenmeyen güç kaybı protokolü sürümü: her iki makinede de DriveProof&apos;u güncelleyin.</translation>
    </message>
    <message>
        <source>Unknown power-loss message type.</source>
        <translation>Bilinmeyen güç kaybı ileti türü.</translation>
    </message>
    <message>
        <source>Power-loss frame too long for its type.</source>
        <translation>Güç kaybı çerçevesi türü için çok uzun.</translation>
    </message>
    <message>
        <source>Power-loss frame damaged in transit (CRC mismatch).</source>
        <translation>Güç kaybı çerçevesi aktarım sırasında bozuldu (CRC uyuşmazlığı).</translation>
    </message>
    <message>
        <source>Wrong pairing code: type the code the witness shows.</source>
        <extracomment>The pairing code is the code the witness shows and the user types on the writer.</extracomment>
        <translation>Yanlış eşleştirme kodu: tanığın gösterdiği kodu yazın.</translation>
    </message>
    <message>
        <source>Power-loss frame replayed or out of order.</source>
        <translation>Güç kaybı çerçevesi yeniden gönderilmiş ya da sırası bozuk.</translation>
    </message>
    <message>
        <source>Power-loss message malformed or with a value out of range.</source>
        <translation>Güç kaybı iletisi hatalı biçimlendirilmiş ya da aralık dışında bir değer içeriyor.</translation>
    </message>
    <message>
        <source>Power-loss message not expected at this point.</source>
        <translation>Bu noktada güç kaybı iletisi beklenmiyordu.</translation>
    </message>
    <message>
        <source>Commit sequence numbers must increase.</source>
        <translation>Kalıcı yazma sıra numaraları artmalıdır.</translation>
    </message>
    <message>
        <source>This run is already known to the witness with other parameters.</source>
        <translation>Bu çalıştırma tanık tarafından başka parametrelerle zaten biliniyor.</translation>
    </message>
    <message>
        <source>The witness knows no run with this id.</source>
        <translation>Tanık bu kimliğe sahip bir çalıştırma bilmiyor.</translation>
    </message>
    <message>
        <source>This run has already ended.</source>
        <translation>Bu çalıştırma zaten sona erdi.</translation>
    </message>
    <message>
        <source>The witness cannot keep this run&apos;s journal (disk error or damaged journal).</source>
        <translation>Tanık bu çalıştırmanın günlüğünü tutamıyor (disk hatası ya da bozuk günlük).</translation>
    </message>
    <message>
        <source>The witness has too many connections.</source>
        <translation>Tanığın çok fazla bağlantısı var.</translation>
    </message>
    <message>
        <source>The connection was silent for too long.</source>
        <translation>Bağlantı çok uzun süre sessiz kaldı.</translation>
    </message>
    <message>
        <source>The same run connected again from elsewhere; this connection was closed.</source>
        <translation>Aynı çalıştırma başka bir yerden yeniden bağlandı; bu bağlantı kapatıldı.</translation>
    </message>
    <message>
        <source>The witness is busy with other verifiers; try again shortly.</source>
        <extracomment>The witness limits how many verifiers and ledger downloads it serves at once.</extracomment>
        <translation>Tanık başka doğrulayıcılarla meşgul; biraz sonra yeniden deneyin.</translation>
    </message>
    <message>
        <source>Unknown reason.</source>
        <translation>Bilinmeyen neden.</translation>
    </message>
    <message>
        <source>connecting to the witness</source>
        <translation>tanığa bağlanılıyor</translation>
    </message>
    <message>
        <source>paused</source>
        <extracomment>writing paused while the witness cannot be reached</extracomment>
        <translation>duraklatıldı</translation>
    </message>
    <message>
        <source>stopped</source>
        <translation>durduruldu</translation>
    </message>
    <message>
        <source>connecting</source>
        <translation>bağlanıyor</translation>
    </message>
    <message>
        <source>connected</source>
        <translation>bağlı</translation>
    </message>
    <message>
        <source>unreachable</source>
        <translation>erişilemiyor</translation>
    </message>
    <message>
        <source>refused</source>
        <translation>reddedildi</translation>
    </message>
    <message>
        <source>closed</source>
        <extracomment>the link to the witness was closed</extracomment>
        <translation>kapatıldı</translation>
    </message>
    <message>
        <source>Cannot create %1: %2.</source>
        <extracomment>%1 file, %2 the system&apos;s error text</extracomment>
        <translation>%1 oluşturulamıyor: %2.</translation>
    </message>
    <message>
        <source>Cannot reserve space for %1: %2.</source>
        <extracomment>%1 file, %2 the system&apos;s error text</extracomment>
        <translation>%1 için yer ayrılamıyor: %2.</translation>
    </message>
    <message>
        <source>no answer to the handshake within %1 s</source>
        <extracomment>%1 a number of seconds</extracomment>
        <translation>el sıkışmaya %1 sn içinde yanıt gelmedi</translation>
    </message>
    <message>
        <source>Cannot reach the witness at %1: %2. Is driveproof-cli witness running there, and is the port open?</source>
        <extracomment>%1 the witness&apos;s address, %2 the network&apos;s error text</extracomment>
        <translation>%1 adresindeki tanığa ulaşılamıyor: %2. Orada driveproof-cli witness çalışıyor mu ve bağlantı noktası açık mı?</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a pairing code: type the 12 characters the witness shows.</source>
        <extracomment>%1 what the user typed</extracomment>
        <translation>&apos;%1&apos; bir eşleştirme kodu değil: tanığın gösterdiği 12 karakteri yazın.</translation>
    </message>
    <message>
        <source>The test area on %1 is too small: give it at least 1 MiB.</source>
        <extracomment>%1 the file or device</extracomment>
        <translation>%1 üzerindeki test alanı çok küçük: en az 1 MiB verin.</translation>
    </message>
    <message>
        <source>The witness at %1 did not confirm every commit before the end.</source>
        <extracomment>%1 the witness&apos;s address</extracomment>
        <translation>%1 adresindeki tanık, sona kadar her kalıcı yazmayı onaylamadı.</translation>
    </message>
    <message>
        <source>The witness at %1 refused this writer: %2</source>
        <extracomment>%1 the witness&apos;s address, %2 why it refused</extracomment>
        <translation>%1 adresindeki tanık bu yazıcıyı reddetti: %2</translation>
    </message>
    <message>
        <source>The test area was filled and flushed before the run.</source>
        <translation>Test alanı çalıştırmadan önce dolduruldu ve boşaltıldı.</translation>
    </message>
    <message>
        <source>The witness never heard that the test area was prepared: start a new run.</source>
        <translation>Tanık test alanının hazırlandığını hiç duymadı: yeni bir çalıştırma başlatın.</translation>
    </message>
    <message>
        <source>Simulated power cut (practice mode): no reboot was expected.</source>
        <translation>Benzetilmiş güç kesintisi (alıştırma kipi): yeniden başlatma beklenmiyordu.</translation>
    </message>
    <message>
        <source>The machine restarted after the test.</source>
        <translation>Makine testten sonra yeniden başladı.</translation>
    </message>
    <message>
        <source>The boot id could not be compared, so a restart cannot be confirmed.</source>
        <translation>Önyükleme kimliği karşılaştırılamadı, bu yüzden yeniden başlatma doğrulanamıyor.</translation>
    </message>
    <message>
        <source>The machine has not restarted since the test: cut the power, then verify after the reboot.</source>
        <translation>Makine testten bu yana yeniden başlamadı: gücü kesin, ardından yeniden başlatmadan sonra doğrulayın.</translation>
    </message>
    <message>
        <source>The drive has no unsafe-shutdown counter; this check was skipped.</source>
        <translation>Sürücünün güvensiz kapanma sayacı yok; bu denetim atlandı.</translation>
    </message>
    <message>
        <source>The drive counted an unsafe shutdown (%1 → %2).</source>
        <extracomment>%1 and %2 counts of unsafe shutdowns reported by the drive</extracomment>
        <translation>Sürücü bir güvensiz kapanma saydı (%1 → %2).</translation>
    </message>
    <message>
        <source>The drive saw a clean shutdown (its unsafe-shutdown counter stayed at %1): pull the plug, don&apos;t press the power button.</source>
        <translation>Sürücü düzgün bir kapanma gördü (güvensiz kapanma sayacı %1 değerinde kaldı): fişi çekin, güç düğmesine basmayın.</translation>
    </message>
    <message>
        <source>No commit reached the witness: let the test run before cutting the power.</source>
        <translation>Hiçbir kalıcı yazma tanığa ulaşmadı: gücü kesmeden önce testin çalışmasına izin verin.</translation>
    </message>
    <message>
        <source>Commits were reaching the witness until the cut.</source>
        <translation>Kalıcı yazmalar kesintiye kadar tanığa ulaşıyordu.</translation>
    </message>
    <message>
        <source>The last commit reached the witness %1 s before the writer went silent: the test was not writing when the power went.</source>
        <translation>Son kalıcı yazma, yazıcı sessizleşmeden %1 sn önce tanığa ulaştı: güç gittiğinde test yazmıyordu.</translation>
    </message>
    <message>
        <source>Writes were in flight when the writer went silent.</source>
        <translation>Yazıcı sessizleştiğinde bekleyen yazmalar vardı.</translation>
    </message>
    <message>
        <source>No write was in flight at the cut: every issued write had been acknowledged, so the cut tested nothing pending.</source>
        <translation>Kesinti anında bekleyen yazma yoktu: gönderilen her yazma onaylanmıştı, bu yüzden kesinti bekleyen hiçbir şeyi test etmedi.</translation>
    </message>
    <message>
        <source>The link to the witness was alive until the cut.</source>
        <translation>Tanık bağlantısı kesintiye kadar canlıydı.</translation>
    </message>
    <message>
        <source>The witness did not hear the writer until the cut.</source>
        <translation>Tanık, kesintiye kadar yazıcıyı duymadı.</translation>
    </message>
    <message>
        <source>The writer stopped on an error before the cut: %1</source>
        <translation>Yazıcı kesintiden önce bir hata nedeniyle durdu: %1</translation>
    </message>
    <message>
        <source>The writer reported no error.</source>
        <translation>Yazıcı hiçbir hata bildirmedi.</translation>
    </message>
    <message>
        <source>The writer stopped on purpose before the cut: cut the power while the test is writing.</source>
        <translation>Yazıcı kesintiden önce bilerek durdu: test yazarken gücü kesin.</translation>
    </message>
    <message>
        <source>The writer did not stop on its own.</source>
        <translation>Yazıcı kendiliğinden durmadı.</translation>
    </message>
    <message>
        <source>Not an address: %1. Use HOST:PORT or [IPv6]:PORT.</source>
        <extracomment>%1 is what the user typed as the witness address, e.g. 0.0.0.0:7070.
----------
%1 is the witness address the user typed.</extracomment>
        <translation>Bir adres değil: %1. HOST:PORT ya da [IPv6]:PORT kullanın.</translation>
    </message>
    <message>
        <source>The witness refused: %1</source>
        <extracomment>%1 is the reason the witness gave.</extracomment>
        <translation>Tanık reddetti: %1</translation>
    </message>
    <message>
        <source>Lost the connection to the witness.</source>
        <translation>Tanıkla bağlantı koptu.</translation>
    </message>
    <message>
        <source>The witness did not answer in time.</source>
        <translation>Tanık zamanında yanıt vermedi.</translation>
    </message>
    <message>
        <source>The ledger from the witness is damaged (size or digest mismatch).</source>
        <translation>Tanıktan gelen kayıt defteri bozuk (boyut ya da özet uyuşmazlığı).</translation>
    </message>
    <message>
        <source>The report is too large to keep on the witness.</source>
        <translation>Rapor tanıkta tutulamayacak kadar büyük.</translation>
    </message>
    <message>
        <source>Unexpected answer from the witness.</source>
        <translation>Tanıktan beklenmeyen yanıt.</translation>
    </message>
    <message>
        <source>Cannot open %1: %2.</source>
        <extracomment>%1 file, %2 the system&apos;s error text</extracomment>
        <translation>%1 açılamıyor: %2.</translation>
    </message>
    <message>
        <source>The pending test has no valid pairing code.</source>
        <translation>Bekleyen testin geçerli bir eşleştirme kodu yok.</translation>
    </message>
    <message>
        <source>Fetching the witness&apos;s record from %1</source>
        <extracomment>%1 the witness&apos;s address</extracomment>
        <translation>Tanığın kaydı %1 adresinden alınıyor</translation>
    </message>
    <message>
        <source>Verification cancelled.</source>
        <translation>Doğrulama iptal edildi.</translation>
    </message>
    <message>
        <source>Reading the drive&apos;s state</source>
        <translation>Sürücünün durumu okunuyor</translation>
    </message>
    <message>
        <source>Reading and checking the whole test area on %1</source>
        <extracomment>%1 file or device</extracomment>
        <translation>%1 üzerindeki test alanının tamamı okunuyor ve denetleniyor</translation>
    </message>
    <message>
        <source>Storing the report</source>
        <translation>Rapor kaydediliyor</translation>
    </message>
    <message>
        <source>Done</source>
        <translation>Tamamlandı</translation>
    </message>
    <message>
        <source>Cannot create the witness journal folder %1.</source>
        <extracomment>%1 is a folder path.</extracomment>
        <translation>Tanık günlüğü klasörü %1 oluşturulamıyor.</translation>
    </message>
    <message>
        <source>Cannot derive the pairing key (not enough memory?).</source>
        <extracomment>The witness turns the pairing code into a key with Argon2id, which needs 64 MiB.</extracomment>
        <translation>Eşleştirme anahtarı türetilemiyor (bellek yetersiz mi?).</translation>
    </message>
    <message>
        <source>The journal in folder %1 belongs to another run.</source>
        <translation>%1 klasöründeki günlük başka bir çalıştırmaya ait.</translation>
    </message>
    <message>
        <source>The journal of this run reached its limit of %1 bytes.</source>
        <extracomment>%1 is a size in bytes.</extracomment>
        <translation>Bu çalıştırmanın günlüğü %1 baytlık sınırına ulaştı.</translation>
    </message>
    <message>
        <source>The witness claimed commits this writer never sent; reconnecting.</source>
        <extracomment>A high-water mark above the writer&apos;s own last commit: a forged or replayed answer.</extracomment>
        <translation>Tanık, bu yazıcının hiç göndermediği kalıcı yazmalar bildirdi; yeniden bağlanılıyor.</translation>
    </message>
    <message>
        <source>Lost the connection to the witness; reconnecting.</source>
        <translation>Tanıkla bağlantı koptu; yeniden bağlanılıyor.</translation>
    </message>
    <message>
        <source>Cannot resolve %1: %2</source>
        <extracomment>%1 is a host name or address, %2 the resolver&apos;s error message.</extracomment>
        <translation>%1 çözümlenemiyor: %2</translation>
    </message>
    <message>
        <source>Cannot listen on %1: %2</source>
        <extracomment>%1 is an address:port, %2 the system&apos;s error message.</extracomment>
        <translation>%1 üzerinde dinlenemiyor: %2</translation>
    </message>
    <message>
        <source>Cannot reach the witness at %1: %2</source>
        <extracomment>%1 is the witness&apos;s address:port, %2 the system&apos;s error message.</extracomment>
        <translation>%1 adresindeki tanığa ulaşılamıyor: %2</translation>
    </message>
    <message>
        <source>This file system does not support direct I/O: the writer goes through the page cache, which the commits flush.</source>
        <translation>Bu dosya sistemi doğrudan G/Ç desteklemiyor: yazıcı, kalıcı yazmaların boşalttığı sayfa önbelleğinden geçiyor.</translation>
    </message>
    <message>
        <source>Cannot open %1 for writing: %2.</source>
        <extracomment>%1 file or device, %2 the system&apos;s error text</extracomment>
        <translation>%1 yazmak için açılamıyor: %2.</translation>
    </message>
    <message>
        <source>The power-loss test parameters are invalid.</source>
        <translation>Güç kaybı testi parametreleri geçersiz.</translation>
    </message>
    <message>
        <source>Preparing the test area failed: %1.</source>
        <extracomment>%1 the system&apos;s error text</extracomment>
        <translation>Test alanı hazırlanamadı: %1.</translation>
    </message>
    <message>
        <source>Flushing the prepared test area failed: %1.</source>
        <translation>Hazırlanan test alanı boşaltılamadı: %1.</translation>
    </message>
    <message>
        <source>Write %1 failed: %2. The run is invalid; the writer stopped and does not retry.</source>
        <extracomment>%1 the write&apos;s sequence number, %2 the system&apos;s error text</extracomment>
        <translation>%1 numaralı yazma başarısız oldu: %2. Çalıştırma geçersiz; yazıcı durdu ve yeniden denemiyor.</translation>
    </message>
    <message>
        <source>Committing up to write %1 failed: %2. The run is invalid; the writer stopped and does not retry.</source>
        <extracomment>%1 the last write&apos;s sequence number, %2 the system&apos;s error text</extracomment>
        <translation>%1 numaralı yazmaya kadar kalıcı yazma başarısız oldu: %2. Çalıştırma geçersiz; yazıcı durdu ve yeniden denemiyor.</translation>
    </message>
    <message>
        <source>The witness&apos;s record contradicts this machine&apos;s own record of the test (%1), so it cannot be trusted and this run proves nothing about acknowledged writes.</source>
        <extracomment>%1 what the witness&apos;s record says against this machine&apos;s (in English, for a bug report)</extracomment>
        <translation>Tanığın kaydı bu makinenin test hakkındaki kendi kaydıyla çelişiyor (%1); bu yüzden ona güvenilemez ve bu çalıştırma onaylanmış yazmalar hakkında hiçbir şey kanıtlamaz.</translation>
    </message>
    <message>
        <source>This is not the run&apos;s witness: it answered with another salt than during the run.</source>
        <translation>Bu, çalıştırmanın tanığı değil: çalıştırma sırasındakinden farklı bir tuzla yanıt verdi.</translation>
    </message>
    <message>
        <source>A frame from the witness arrived damaged or altered (%1); reconnecting.</source>
        <extracomment>%1 what was wrong with it, e.g. &quot;HMAC&quot; or &quot;CRC mismatch&quot;</extracomment>
        <translation>Tanıktan gelen bir çerçeve hasarlı ya da değiştirilmiş ulaştı (%1); yeniden bağlanılıyor.</translation>
    </message>
    <message>
        <source>The witness could not prove the pairing code (a fake witness or altered traffic); reconnecting.</source>
        <translation>Tanık eşleştirme kodunu kanıtlayamadı (sahte bir tanık ya da değiştirilmiş trafik); yeniden bağlanılıyor.</translation>
    </message>
    <message>
        <source>The witness refused a frame that reached it damaged or altered (%1); reconnecting.</source>
        <extracomment>%1 the witness&apos;s reason, e.g. &quot;Power-loss frame damaged in transit&quot;</extracomment>
        <translation>Tanık, kendisine hasarlı ya da değiştirilmiş ulaşan bir çerçeveyi reddetti (%1); yeniden bağlanılıyor.</translation>
    </message>
    <message>
        <source>The witness already keeps %1 runs: move old run folders out of its journal folder to make room.</source>
        <extracomment>%1 how many runs the witness keeps at most</extracomment>
        <translation>Tanık zaten %1 çalıştırma saklıyor: yer açmak için eski çalıştırma klasörlerini günlük klasörünün dışına taşıyın.</translation>
    </message>
    <message>
        <source>The witness holds %1 acknowledged writes in memory, as many as it may: this run cannot grow.</source>
        <extracomment>%1 a number of acknowledged writes</extracomment>
        <translation>Tanık bellekte %1 onaylanmış yazma tutuyor, izin verilen kadar: bu çalıştırma daha fazla büyüyemez.</translation>
    </message>
    <message numerus="yes">
        <source>The witness reports %n acknowledgement(s) this writer never sent, from seq %1, so its record cannot be trusted and this run proves nothing about acknowledged writes.</source>
        <extracomment>%n how many acknowledgements carry no valid receipt of this machine&apos;s writer, %1 the seq (a number) of the first of them</extracomment>
        <translation>
            <numerusform>Tanık, bu yazıcının hiç göndermediği %n onay bildiriyor (%1 sırasından itibaren); bu yüzden kaydına güvenilemez ve bu çalıştırma onaylanmış yazmalar hakkında hiçbir şey kanıtlamaz.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>DriveProof::Privilege</name>
    <message>
        <source>Cannot open %1: %2.</source>
        <extracomment>%1 device path, %2 the system&apos;s reason</extracomment>
        <translation>%1 açılamıyor: %2.</translation>
    </message>
    <message>
        <source>The system bus is not running (%2), so DriveProof&apos;s helper cannot be reached for %1. Start D-Bus, or run as root.</source>
        <extracomment>%1 device path, %2 D-Bus error text</extracomment>
        <translation>Sistem veri yolu çalışmıyor (%2), bu yüzden %1 için DriveProof&apos;un yardımcı programına ulaşılamıyor. D-Bus&apos;ı başlatın ya da root olarak çalıştırın.</translation>
    </message>
    <message>
        <source>DriveProof&apos;s helper sent an unexpected reply for %1.</source>
        <extracomment>%1 device path</extracomment>
        <translation>DriveProof&apos;un yardımcı programı %1 için beklenmeyen bir yanıt gönderdi.</translation>
    </message>
    <message>
        <source>DriveProof&apos;s helper opened %1 but no file descriptor arrived.</source>
        <extracomment>%1 device path</extracomment>
        <translation>DriveProof&apos;un yardımcı programı %1 aygıtını açtı ama hiçbir dosya tanımlayıcısı gelmedi.</translation>
    </message>
    <message>
        <source>DriveProof&apos;s helper is not installed (%1 is not on the system bus): install the package, or run as root.</source>
        <extracomment>%1 D-Bus service name</extracomment>
        <translation>DriveProof&apos;un yardımcı programı kurulu değil (%1 sistem veri yolunda değil): paketi kurun ya da root olarak çalıştırın.</translation>
    </message>
    <message>
        <source>DriveProof&apos;s helper is installed but could not be started (%1). Reinstall DriveProof.</source>
        <extracomment>%1 D-Bus error text</extracomment>
        <translation>DriveProof&apos;un yardımcı programı kurulu ama başlatılamadı (%1). DriveProof&apos;u yeniden kurun.</translation>
    </message>
    <message>
        <source>DriveProof&apos;s helper did not answer for %1 within %2 seconds. If an authentication dialog was open, try again.</source>
        <extracomment>%1 device path, %2 number of seconds</extracomment>
        <translation>DriveProof&apos;un yardımcı programı %1 için %2 saniye içinde yanıt vermedi. Bir kimlik doğrulama penceresi açıktıysa yeniden deneyin.</translation>
    </message>
    <message>
        <source>The system bus refused the call to DriveProof&apos;s helper (%1): its D-Bus policy is missing or damaged. Reinstall DriveProof.</source>
        <extracomment>%1 D-Bus error text</extracomment>
        <translation>Sistem veri yolu DriveProof&apos;un yardımcı programına yapılan çağrıyı reddetti (%1): D-Bus ilkesi eksik ya da bozuk. DriveProof&apos;u yeniden kurun.</translation>
    </message>
    <message>
        <source>DriveProof&apos;s helper failed for %1: %3 (%2).</source>
        <extracomment>%1 device path, %2 D-Bus error name, %3 D-Bus error text</extracomment>
        <translation>DriveProof&apos;un yardımcı programı %1 için başarısız oldu: %3 (%2).</translation>
    </message>
</context>
<context>
    <name>DriveProof::Report</name>
    <message>
        <source>a pair [bucket, count]</source>
        <translation>bir [bucket, count] çifti</translation>
    </message>
    <message>
        <source>The test result is damaged: %1 names latency bucket %2, but the buckets end at %3.</source>
        <extracomment>%1 where in the file; %2 the bucket number found; %3 the last valid one</extracomment>
        <translation>Test sonucu bozuk: %1, %2 numaralı gecikme dilimini belirtiyor, ancak dilimler %3 ile bitiyor.</translation>
    </message>
    <message>
        <source>The test result is damaged: %1 lists latency bucket %2 twice.</source>
        <extracomment>%1 where in the file; %2 a bucket number</extracomment>
        <translation>Test sonucu bozuk: %1, %2 numaralı gecikme dilimini iki kez listeliyor.</translation>
    </message>
    <message>
        <source>The test result is damaged: the latency buckets of %1 do not add up to its count.</source>
        <extracomment>%1 where in the file, e.g. measurements[0].histogram</extracomment>
        <translation>Test sonucu bozuk: %1 gecikme dilimlerinin toplamı sayısına eşit değil.</translation>
    </message>
    <message>
        <source>The test result is damaged: the minimum or maximum of %1 lies outside its lowest or highest latency bucket.</source>
        <extracomment>%1 where in the file, e.g. measurements[0].histogram</extracomment>
        <translation>Test sonucu bozuk: %1 en küçük ya da en büyük değeri, en düşük ya da en yüksek gecikme diliminin dışında.</translation>
    </message>
    <message>
        <source>The test result is damaged: the sum of %1 cannot come from its latency buckets.</source>
        <extracomment>%1 where in the file, e.g. measurements[0].histogram</extracomment>
        <translation>Test sonucu bozuk: %1 toplamı gecikme dilimlerinden çıkamaz.</translation>
    </message>
    <message>
        <source>%1: %2 commits/s</source>
        <extracomment>%1 the line&apos;s label, e.g. &quot;fdatasync, 1 × 8 kB&quot;; %2 commits per second</extracomment>
        <translation>%1: %2 kalıcı yazma/sn</translation>
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
        <translation>%1 (bir hata nedeniyle durdu)</translation>
    </message>
    <message>
        <source>%1 (cancelled)</source>
        <extracomment>%1 the summary so far; a test the user cancelled</extracomment>
        <translation>%1 (iptal edildi)</translation>
    </message>
    <message>
        <source>The result has no id, so it cannot be kept in the history.</source>
        <translation>Sonucun kimliği yok, bu yüzden geçmişte tutulamaz.</translation>
    </message>
    <message>
        <source>Cannot create the history folder %1. Check that your home folder is writable.</source>
        <extracomment>%1 folder path</extracomment>
        <translation>Geçmiş klasörü %1 oluşturulamıyor. Ev klasörünüzün yazılabilir olduğunu denetleyin.</translation>
    </message>
    <message>
        <source>Cannot write %1: %2.</source>
        <extracomment>%1 file name, %2 the system&apos;s error text</extracomment>
        <translation>%1 yazılamıyor: %2.</translation>
    </message>
    <message>
        <source>The history holds no result with the id %1.</source>
        <extracomment>%1 a result id</extracomment>
        <translation>Geçmişte %1 kimlikli bir sonuç yok.</translation>
    </message>
    <message>
        <source>The id %1 fits several results in the history; give the whole id.</source>
        <extracomment>%1 a short result id</extracomment>
        <translation>%1 kimliği geçmişteki birden fazla sonuçla eşleşiyor; kimliğin tamamını verin.</translation>
    </message>
    <message>
        <source>Cannot delete %1: %2.</source>
        <extracomment>%1 file name, %2 the system&apos;s error text</extracomment>
        <translation>%1 silinemiyor: %2.</translation>
    </message>
    <message>
        <source>The test result is damaged: %1 is missing.</source>
        <extracomment>%1 where in the file, e.g. measurements[2].iops</extracomment>
        <translation>Test sonucu bozuk: %1 eksik.</translation>
    </message>
    <message>
        <source>The test result is damaged: %1 should be %2.</source>
        <extracomment>%1 where in the file, e.g. measurements[2].iops; %2 what it should be, e.g. &quot;a number&quot;</extracomment>
        <translation>Test sonucu bozuk: %1 şu olmalı: %2.</translation>
    </message>
    <message>
        <source>The test result is damaged: %1 is %2, outside the range %3 to %4.</source>
        <extracomment>%1 where in the file, e.g. measurements[2].read_percent; %2 the value found there; %3 and %4 the smallest and largest value allowed</extracomment>
        <translation>Test sonucu bozuk: %1 değeri %2, %3 ile %4 aralığının dışında.</translation>
    </message>
    <message>
        <source>text</source>
        <translation>metin</translation>
    </message>
    <message>
        <source>true or false</source>
        <translation>true ya da false</translation>
    </message>
    <message>
        <source>true, false or null</source>
        <translation>true, false ya da null</translation>
    </message>
    <message>
        <source>a whole number</source>
        <translation>bir tam sayı</translation>
    </message>
    <message>
        <source>a number</source>
        <translation>bir sayı</translation>
    </message>
    <message>
        <source>a date and time (ISO 8601)</source>
        <translation>bir tarih ve saat (ISO 8601)</translation>
    </message>
    <message>
        <source>a list</source>
        <translation>bir liste</translation>
    </message>
    <message>
        <source>an object</source>
        <translation>bir nesne</translation>
    </message>
    <message>
        <source>a list of six numbers</source>
        <translation>altı sayılık bir liste</translation>
    </message>
    <message>
        <source>one of info, good, caution, danger</source>
        <translation>info, good, caution, danger değerlerinden biri</translation>
    </message>
    <message>
        <source>This is not a DriveProof test result: it has no format_version.</source>
        <translation>Bu bir DriveProof test sonucu değil: format_version içermiyor.</translation>
    </message>
    <message>
        <source>This test result has format %1, but this version of DriveProof reads formats up to %2. Open it with a newer DriveProof.</source>
        <extracomment>%1 the file&apos;s format number, %2 the newest format this version reads</extracomment>
        <translation>Bu test sonucunun biçimi %1, ancak DriveProof&apos;un bu sürümü en fazla %2 biçimini okur. Daha yeni bir DriveProof ile açın.</translation>
    </message>
    <message>
        <source>This is not a DriveProof test result: the JSON breaks at byte %1 (%2).</source>
        <extracomment>%1 byte offset in the file, %2 what the JSON parser says</extracomment>
        <translation>Bu bir DriveProof test sonucu değil: JSON %1. baytta bozuluyor (%2).</translation>
    </message>
    <message>
        <source>This is not a DriveProof test result: it holds no JSON object.</source>
        <translation>Bu bir DriveProof test sonucu değil: bir JSON nesnesi içermiyor.</translation>
    </message>
    <message>
        <source>Cannot read %1: %2.</source>
        <extracomment>%1 file name, %2 the system&apos;s reason</extracomment>
        <translation>%1 okunamıyor: %2.</translation>
    </message>
    <message>
        <source>%1 is too large to be a DriveProof test result.</source>
        <extracomment>%1 file name</extracomment>
        <translation>%1 bir DriveProof test sonucu olamayacak kadar büyük.</translation>
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
            <numerusform>%n ölçüm</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 s</source>
        <extracomment>a time per step; %1 seconds, e.g. &quot;5&quot; or &quot;0.5&quot;</extracomment>
        <translation>%1 sn</translation>
    </message>
    <message>
        <source>temporary file</source>
        <translation>geçici dosya</translation>
    </message>
    <message>
        <source>file</source>
        <translation>dosya</translation>
    </message>
    <message>
        <source>whole device</source>
        <translation>tüm aygıt</translation>
    </message>
    <message>
        <source>none (raw device)</source>
        <extracomment>where a run had no file system under it (the raw device)</extracomment>
        <translation>yok (ham aygıt)</translation>
    </message>
    <message>
        <source>They are different tests (%1 and %2).</source>
        <extracomment>%1 and %2 two test keys, e.g. &quot;quick&quot; and &quot;random&quot;</extracomment>
        <translation>Bunlar farklı testler (%1 ve %2).</translation>
    </message>
    <message>
        <source>They used different test sizes (%1 and %2): a small area fits a cache that a large one overflows.</source>
        <extracomment>%1 and %2 test sizes, e.g. &quot;128 MiB&quot; and &quot;1 GiB&quot;</extracomment>
        <translation>Farklı test boyutları kullanıldı (%1 ve %2): küçük bir alan, büyük bir alanın taşırdığı önbelleğe sığar.</translation>
    </message>
    <message>
        <source>They ran on different kinds of target (%1 and %2): a file system adds its own work to every write.</source>
        <extracomment>%1 and %2 kinds of target, e.g. &quot;temporary file&quot; and &quot;whole device&quot;</extracomment>
        <translation>Farklı hedef türlerinde çalıştılar (%1 ve %2): bir dosya sistemi her yazmaya kendi işini ekler.</translation>
    </message>
    <message>
        <source>They ran on different file systems (%1 and %2).</source>
        <extracomment>%1 and %2 file systems, e.g. &quot;ext4&quot; and &quot;btrfs&quot;</extracomment>
        <translation>Farklı dosya sistemlerinde çalıştılar (%1 ve %2).</translation>
    </message>
    <message>
        <source>They used different I/O engines (%1 and %2).</source>
        <extracomment>%1 and %2 I/O engines, e.g. &quot;io_uring&quot; and &quot;psync&quot;</extracomment>
        <translation>Farklı G/Ç motorları kullanıldı (%1 ve %2).</translation>
    </message>
    <message>
        <source>They ran for different times per step (%1 and %2).</source>
        <extracomment>%1 and %2 times per step, e.g. &quot;2 s&quot; and &quot;5 s&quot;</extracomment>
        <translation>Adım başına farklı sürelerle çalıştılar (%1 ve %2).</translation>
    </message>
    <message>
        <source>%1 per step</source>
        <extracomment>the time each step of a test ran; %1 e.g. &quot;5 s&quot;</extracomment>
        <translation>adım başına %1</translation>
    </message>
    <message>
        <source>%1 on %2</source>
        <extracomment>%1 a kind of target (&quot;temporary file&quot;), %2 its file system (&quot;ext4&quot;)</extracomment>
        <translation>%2 üzerinde %1</translation>
    </message>
    <message>
        <source>SEQ1M Q8T1, SEQ1M Q1T1, RND4K Q32T1, RND4K Q1T1 · %1 · %2 per step</source>
        <extracomment>the quick check&apos;s definition; %1 a test size (&quot;1 GiB&quot;), %2 a time per step (&quot;5 s&quot;). SEQ1M Q8T1 etc. are CrystalDiskMark&apos;s test names: keep them.</extracomment>
        <translation>SEQ1M Q8T1, SEQ1M Q1T1, RND4K Q32T1, RND4K Q1T1 · %1 · adım başına %2</translation>
    </message>
    <message>
        <source>The history holds no result with the id %1, and there is no such file. &apos;driveproof-cli history DEVICE&apos; lists the ids.</source>
        <extracomment>%1 a result id or file name</extracomment>
        <translation>Geçmişte %1 kimlikli bir sonuç yok ve böyle bir dosya da yok. Kimlikleri &apos;driveproof-cli history DEVICE&apos; listeler.</translation>
    </message>
    <message>
        <source>a list of two numbers</source>
        <translation>iki sayıdan oluşan bir liste</translation>
    </message>
    <message>
        <source>%1 self-test: %2, at %3 power-on hours; first failing sector %4.</source>
        <extracomment>%1 kind of self-test (&quot;Short&quot;), %2 its result (&quot;Failed: read error&quot;), %3 the drive&apos;s power-on hours when it ended, %4 a sector number</extracomment>
        <translation>Öz test (%1): %2, %3 çalışma saatinde; ilk hatalı sektör %4.</translation>
    </message>
    <message>
        <source>%1 self-test: %2, at %3 power-on hours.</source>
        <extracomment>%1 kind of self-test (&quot;Short&quot;), %2 its result (&quot;Completed without error&quot;), %3 the drive&apos;s power-on hours when it ended</extracomment>
        <translation>Öz test (%1): %2, %3 çalışma saatinde.</translation>
    </message>
    <message>
        <source>read</source>
        <translation>okuma</translation>
    </message>
    <message>
        <source>write</source>
        <translation>yazma</translation>
    </message>
    <message>
        <source>mixed %1% read</source>
        <extracomment>%1 percentage of reads in a mixed workload, e.g. 70</extracomment>
        <translation>karışık, %%1 okuma</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <extracomment>%1 a CrystalDiskMark-style preset name (SEQ1M Q8T1), %2 read/write/mixed</extracomment>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>block size %1, %2</source>
        <extracomment>a sweep point: %1 block size, %2 read/write</extracomment>
        <translation>blok boyutu %1, %2</translation>
    </message>
    <message>
        <source>queue depth %1, %2</source>
        <extracomment>a sweep point: %1 queue depth, %2 read/write</extracomment>
        <translation>kuyruk derinliği %1, %2</translation>
    </message>
    <message numerus="yes">
        <source>%n thread(s), %1</source>
        <extracomment>a sweep point: %n threads, %1 read/write</extracomment>
        <translation>
            <numerusform>%n iş parçacığı, %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1, %n × 8 kB per commit</source>
        <extracomment>%1 a sync method name (fdatasync, open_datasync...), %n writes per commit</extracomment>
        <translation>
            <numerusform>%1, kalıcı yazma başına %n × 8 kB</numerusform>
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
        <translation>write, close, fsync (başka bir tanımlayıcı)</translation>
    </message>
    <message>
        <source>write, no sync (baseline, not durable)</source>
        <translation>write, eşitleme yok (temel çizgi, kalıcı değil)</translation>
    </message>
    <message>
        <source>O_DIRECT write, no sync (baseline, not durable)</source>
        <translation>O_DIRECT yazma, eşitleme yok (temel çizgi, kalıcı değil)</translation>
    </message>
    <message>
        <source>sustained sequential write</source>
        <translation>sürekli sıralı yazma</translation>
    </message>
    <message>
        <source>surface scan (read)</source>
        <translation>yüzey taraması (okuma)</translation>
    </message>
    <message>
        <source>random reads, pass %1</source>
        <extracomment>%1 1 or 2: the pass of the hybrid-cache check</extracomment>
        <translation>rastgele okumalar, %1. geçiş</translation>
    </message>
    <message>
        <source>%1 (cache off)</source>
        <extracomment>a commit line measured with the drive&apos;s write cache switched off; %1 its label</extracomment>
        <translation>%1 (önbellek kapalı)</translation>
    </message>
    <message>
        <source>Skipped: the block size %1 is larger than the test area (%2).</source>
        <extracomment>%1 block size, %2 test area size</extracomment>
        <translation>Atlandı: %1 blok boyutu test alanından (%2) büyük.</translation>
    </message>
    <message>
        <source>Skipped: O_DIRECT writes of %1 bytes are smaller than the device&apos;s logical block size (%2 bytes).</source>
        <extracomment>%1 write size in bytes, %2 the device&apos;s logical block size in bytes</extracomment>
        <translation>Atlandı: %1 baytlık O_DIRECT yazmalar aygıtın mantıksal blok boyutundan (%2 bayt) küçük.</translation>
    </message>
    <message>
        <source>Skipped: this file system does not support O_DIRECT.</source>
        <translation>Atlandı: bu dosya sistemi O_DIRECT desteklemiyor.</translation>
    </message>
    <message>
        <source>Skipped: the device rejects O_DIRECT writes of %1 bytes.</source>
        <extracomment>%1 write size in bytes</extracomment>
        <translation>Atlandı: aygıt %1 baytlık O_DIRECT yazmaları reddediyor.</translation>
    </message>
</context>
<context>
    <name>DriveProof::Suites</name>
    <message>
        <source>The cache A/B test needs a drive whose write cache is on and can be switched; %1&apos;s is not. Run the commit test alone.</source>
        <extracomment>%1 device node</extracomment>
        <translation>Önbellek A/B testi, yazma önbelleği açık ve değiştirilebilir bir sürücü gerektirir; %1 böyle değil. Kalıcı yazma testini tek başına çalıştırın.</translation>
    </message>
    <message>
        <source>Could not switch the write cache of %1 back on. Switch it on with &apos;driveproof-cli cache %1 --set on&apos;.</source>
        <extracomment>%1 device node</extracomment>
        <translation>%1 yazma önbelleği yeniden açılamadı. &apos;driveproof-cli cache %1 --set on&apos; ile açın.</translation>
    </message>
    <message>
        <source>Cannot open %1 for the commit test: %2.</source>
        <extracomment>%1 file or device, %2 the system&apos;s error text</extracomment>
        <translation>%1 kalıcı yazma testi için açılamıyor: %2.</translation>
    </message>
    <message>
        <source>The commit test stopped at &quot;%1&quot;: writing to %2 failed: %3.</source>
        <extracomment>%1 the line&apos;s label, %2 file or device, %3 the system&apos;s error text</extracomment>
        <translation>Kalıcı yazma testi &quot;%1&quot; adımında durdu: %2 üzerine yazma başarısız oldu: %3.</translation>
    </message>
    <message>
        <source>&quot;%1&quot; stopped on %2: %3</source>
        <extracomment>%1 the step&apos;s label, %2 file or device, %3 the error</extracomment>
        <translation>&quot;%1&quot;, %2 üzerinde durdu: %3</translation>
    </message>
    <message>
        <source>idle, so the drive can move hot data</source>
        <translation>boşta, sürücü sık kullanılan verileri taşıyabilsin diye</translation>
    </message>
    <message>
        <source>Commit rate</source>
        <translation>Kalıcı yazma hızı</translation>
    </message>
    <message>
        <source>Throughput</source>
        <translation>Aktarım hızı</translation>
    </message>
    <message>
        <source>Sustained write</source>
        <translation>Sürekli yazma</translation>
    </message>
    <message>
        <source>Surface scan</source>
        <translation>Yüzey taraması</translation>
    </message>
    <message>
        <source>Random I/O</source>
        <translation>Rastgele G/Ç</translation>
    </message>
    <message>
        <source>Quick check</source>
        <translation>Hızlı denetim</translation>
    </message>
    <message>
        <source>Block size sweep</source>
        <translation>Blok boyutu taraması</translation>
    </message>
    <message>
        <source>Queue depth sweep</source>
        <translation>Kuyruk derinliği taraması</translation>
    </message>
    <message>
        <source>Thread sweep</source>
        <translation>İş parçacığı taraması</translation>
    </message>
    <message>
        <source>Hybrid cache check</source>
        <translation>Hibrit önbellek denetimi</translation>
    </message>
    <message>
        <source>A drive test is running; suspending would spoil its numbers.</source>
        <translation>Bir sürücü testi çalışıyor; askıya almak sayılarını bozar.</translation>
    </message>
    <message>
        <source>The cache A/B test needs to know the drive under the target, and it could not be found. Run the commit test alone.</source>
        <translation>Önbellek A/B testi hedefin altındaki sürücüyü bilmek zorunda, ancak sürücü bulunamadı. Kalıcı yazma testini tek başına çalıştırın.</translation>
    </message>
    <message>
        <source>O_DIRECT is not supported here: the run is buffered, so the page cache is in the numbers.</source>
        <translation>O_DIRECT burada desteklenmiyor: çalıştırma tamponlu, bu yüzden sayfa önbelleği sayılara karışıyor.</translation>
    </message>
    <message>
        <source>%1 is in use: %2 DriveProof does not write to a device in use. Unmount it, swapoff it or stop what is built on it first.</source>
        <extracomment>%1 device node, %2 a sentence saying what uses it, e.g. &quot;/dev/loop0 backs the loop device /dev/loop1. /dev/loop1 is mounted on /mnt.&quot;</extracomment>
        <translation>%1 kullanımda: %2 DriveProof kullanımdaki bir aygıta yazmaz. Önce ayırın, swapoff uygulayın ya da üzerine kurulu olanı durdurun.</translation>
    </message>
    <message>
        <source>%1 is not a folder. Choose a folder on the drive to test.</source>
        <extracomment>%1 a folder</extracomment>
        <translation>%1 bir klasör değil. Test edilecek sürücüde bir klasör seçin.</translation>
    </message>
    <message>
        <source>The test size must be at least 4 KiB.</source>
        <translation>Test boyutu en az 4 KiB olmalıdır.</translation>
    </message>
    <message>
        <source>%1 has too little free space for a %2 test file (%3 free). Choose a smaller size or another folder.</source>
        <extracomment>%1 folder, %2 the size asked for, %3 free space</extracomment>
        <translation>%1 içinde %2 boyutunda bir test dosyası için yeterli boş alan yok (%3 boş). Daha küçük bir boyut ya da başka bir klasör seçin.</translation>
    </message>
    <message>
        <source>Cannot create a test file in %1: %2. Choose a folder you can write to.</source>
        <extracomment>%1 folder, %2 the system&apos;s error text</extracomment>
        <translation>%1 içinde test dosyası oluşturulamıyor: %2. Yazabileceğiniz bir klasör seçin.</translation>
    </message>
    <message>
        <source>Preparing the test file</source>
        <translation>Test dosyası hazırlanıyor</translation>
    </message>
    <message>
        <source>Cannot prepare the test file %1: %2.</source>
        <extracomment>%1 the test file, %2 what failed, in English from the system</extracomment>
        <translation>Test dosyası %1 hazırlanamıyor: %2.</translation>
    </message>
    <message>
        <source>%1 is not an existing regular file. Name a file, or choose a folder for a temporary test file.</source>
        <extracomment>%1 a path</extracomment>
        <translation>%1 var olan normal bir dosya değil. Bir dosya adı verin ya da geçici bir test dosyası için bir klasör seçin.</translation>
    </message>
    <message>
        <source>%1 is smaller than 4 KiB: too small to test. DriveProof never grows a file it did not create.</source>
        <extracomment>%1 a file</extracomment>
        <translation>%1 4 KiB&apos;tan küçük: test etmek için çok küçük. DriveProof kendi oluşturmadığı bir dosyayı asla büyütmez.</translation>
    </message>
    <message>
        <source>Cannot open %1: %2.</source>
        <extracomment>%1 file, %2 the system&apos;s error text
----------
%1 device node, %2 the system&apos;s error text</extracomment>
        <translation>%1 açılamıyor: %2.</translation>
    </message>
    <message>
        <source>Writing to %1 destroys what is on it. Confirm by typing the device name, or pass --destructive.</source>
        <extracomment>%1 device node</extracomment>
        <translation>%1 aygıtına yazmak üzerindekileri yok eder. Aygıt adını yazarak onaylayın ya da --destructive verin.</translation>
    </message>
    <message>
        <source>%L1 IOPS</source>
        <extracomment>I/O operations per second</extracomment>
        <translation>%L1 IOPS</translation>
    </message>
    <message>
        <source>fdatasync commits at %1 per second, faster than the platters turn (%2 rpm allows about %3 per second with one thread): a volatile or battery-backed cache acknowledges the commits. Run the power-loss test to learn whether it keeps them.</source>
        <extracomment>%1 commits per second, %2 rotation rate, %3 the most commits per second it allows</extracomment>
        <translation>fdatasync saniyede %1 kalıcı yazma yapıyor; bu, plakaların dönüşünden daha hızlı (%2 dev/dk tek iş parçacığıyla saniyede yaklaşık %3 kalıcı yazmaya izin verir): kalıcı yazmaları geçici ya da pille desteklenen bir önbellek onaylıyor. Bunları koruyup korumadığını öğrenmek için güç kaybı testini çalıştırın.</translation>
    </message>
    <message>
        <source>fdatasync commits at %1 per second, within what %2 rpm allows (about %3 per second): each commit waits for the platter.</source>
        <extracomment>%1 commits per second, %2 rotation rate, %3 the most commits per second it allows</extracomment>
        <translation>fdatasync saniyede %1 kalıcı yazma yapıyor; bu, %2 dev/dk&apos;nın izin verdiği sınırın içinde (saniyede yaklaşık %3): her kalıcı yazma plakayı bekliyor.</translation>
    </message>
    <message>
        <source>With the drive&apos;s write cache off, fdatasync still commits at %1 per second, above the %3 per second that %2 rpm allows: the setting was ignored or another cache answers.</source>
        <extracomment>%1 commits per second, %2 rotation rate, %3 the most commits per second it allows</extracomment>
        <translation>Sürücünün yazma önbelleği kapalıyken fdatasync hâlâ saniyede %1 kalıcı yazma yapıyor; bu, %2 dev/dk&apos;nın izin verdiği saniyede %3 değerinin üzerinde: ayar yok sayıldı ya da başka bir önbellek yanıt veriyor.</translation>
    </message>
    <message>
        <source>Each fdatasync sent %2 flushes to %1: flushes reach the device.</source>
        <extracomment>%1 device name, %2 flushes per commit (a decimal number)</extracomment>
        <translation>Her fdatasync %1 aygıtına %2 önbellek boşaltma isteği gönderdi: boşaltma istekleri aygıta ulaşıyor.</translation>
    </message>
    <message>
        <source>Flushes are not reaching %1: fdatasync sent none although the kernel treats the device as write back. Something between DriveProof and the drive swallows them (a hypervisor, a RAID or device-mapper layer).</source>
        <extracomment>%1 device name</extracomment>
        <translation>Önbellek boşaltma istekleri %1 aygıtına ulaşmıyor: çekirdek aygıtı write back olarak ele aldığı hâlde fdatasync hiç istek göndermedi. DriveProof ile sürücü arasındaki bir şey bunları yutuyor (bir hipervizör, bir RAID ya da device-mapper katmanı).</translation>
    </message>
    <message>
        <source>Flushes are not reaching %1: the kernel treats it as write through (queue/write_cache) and sends it no flushes. If the drive&apos;s own cache is on, committed data can be lost at a power cut.</source>
        <extracomment>%1 device name</extracomment>
        <translation>Önbellek boşaltma istekleri %1 aygıtına ulaşmıyor: çekirdek aygıtı write through olarak ele alıyor (queue/write_cache) ve ona boşaltma isteği göndermiyor. Sürücünün kendi önbelleği açıksa kalıcı yazılmış veriler bir güç kesintisinde kaybolabilir.</translation>
    </message>
    <message>
        <source>The kernel sends %1 no flushes while its write cache is off for this half of the test (it treats the device as write through): as expected.</source>
        <extracomment>%1 device name</extracomment>
        <translation>Testin bu yarısında yazma önbelleği kapalıyken çekirdek %1 aygıtına önbellek boşaltma isteği göndermiyor (aygıtı write through olarak ele alıyor): beklendiği gibi.</translation>
    </message>
    <message>
        <source>Flushes are not reaching %1: the file system is mounted with nobarrier, so the kernel sends no flushes. Committed data can be lost at a power cut.</source>
        <extracomment>%1 device name</extracomment>
        <translation>Önbellek boşaltma istekleri %1 aygıtına ulaşmıyor: dosya sistemi nobarrier ile bağlanmış, bu yüzden çekirdek boşaltma isteği göndermiyor. Kalıcı yazılmış veriler bir güç kesintisinde kaybolabilir.</translation>
    </message>
    <message>
        <source>This drive acknowledges %1 commits per second with its write cache on. Only the power-loss test can tell whether it keeps them.</source>
        <extracomment>%1 commits per second</extracomment>
        <translation>Bu sürücü, yazma önbelleği açıkken saniyede %1 kalıcı yazmayı onaylıyor. Bunları koruyup korumadığını yalnızca güç kaybı testi söyleyebilir.</translation>
    </message>
    <message>
        <source>This drive acknowledges %1 commits per second with its write cache on and %2 with it off.</source>
        <extracomment>%1 commits per second with the cache on, %2 with it off</extracomment>
        <translation>Bu sürücü, yazma önbelleği açıkken saniyede %1, kapalıyken %2 kalıcı yazmayı onaylıyor.</translation>
    </message>
    <message>
        <source>The write rate fell from %1 to %2 after %3 had been written: a cache ran out.</source>
        <extracomment>%1 and %2 transfer rates, %3 an amount of data</extracomment>
        <translation>%3 veri yazıldıktan sonra yazma hızı %1 değerinden %2 değerine düştü: bir önbellek doldu.</translation>
    </message>
    <message>
        <source>The write rate held at about %1 over all %2.</source>
        <extracomment>%1 a transfer rate, %2 an amount of data</extracomment>
        <translation>Yazma hızı %2 verinin tamamı boyunca yaklaşık %1 düzeyinde kaldı.</translation>
    </message>
    <message>
        <source>Reads ran at %1 at the start and %2 at the end; the slowest stretch read at %3, at %4.</source>
        <extracomment>%1..%3 transfer rates, %4 a position on the drive (an amount of data)</extracomment>
        <translation>Okumalar başta %1, sonda %2 hızında çalıştı; en yavaş kesim %4 konumunda %3 hızında okundu.</translation>
    </message>
    <message numerus="yes">
        <source>%n stretch(es) read at less than half the median rate: the drive retried there, or remapped sectors slow it down. Look at its health.</source>
        <translation>
            <numerusform>%n kesim ortanca hızın yarısından daha yavaş okundu: sürücü orada yeniden denedi ya da yeniden eşlenmiş sektörler onu yavaşlatıyor. Sağlık durumuna bakın.</numerusform>
        </translation>
    </message>
    <message>
        <source>The second pass was %1 times as fast (%2 → %3): the drive moved the data to faster storage while idle.</source>
        <extracomment>%1 how many times faster (a decimal number), %2 and %3 IOPS before and after</extracomment>
        <translation>İkinci geçiş %1 kat daha hızlıydı (%2 → %3): sürücü boştayken verileri daha hızlı bir depolama alanına taşıdı.</translation>
    </message>
    <message>
        <source>The second pass ran at %2 against %1 before: no sign of a cache that promotes hot data while the drive is idle.</source>
        <extracomment>%1 and %2 IOPS of the first and the second pass</extracomment>
        <translation>İkinci geçiş, önceki %1 değerine karşılık %2 hızında çalıştı: sürücü boştayken sık kullanılan verileri öne alan bir önbellek belirtisi yok.</translation>
    </message>
    <message>
        <source>O_DIRECT is not supported on this file system: the run was buffered, so the page cache is in the numbers.</source>
        <translation>Bu dosya sisteminde O_DIRECT desteklenmiyor: çalıştırma tamponluydu, bu yüzden sayfa önbelleği sayılara karıştı.</translation>
    </message>
    <message>
        <source>This is a virtual machine (%1): the numbers describe the hypervisor&apos;s storage, not the drive&apos;s.</source>
        <extracomment>%1 the hypervisor, e.g. kvm</extracomment>
        <translation>Bu bir sanal makine (%1): sayılar sürücünün değil, hipervizörün depolamasının sayılarıdır.</translation>
    </message>
    <message>
        <source>%1 is mounted with barriers off (%2): the kernel sends the drive no flushes, so no commit there is durable.</source>
        <extracomment>%1 mount point, %2 mount options</extracomment>
        <translation>%1 bariyerler kapalı olarak bağlanmış (%2): çekirdek sürücüye önbellek boşaltma isteği göndermiyor, bu yüzden oradaki kalıcı yazmaların hiçbiri gerçekten kalıcı değil.</translation>
    </message>
    <message>
        <source>%L1 %2</source>
        <extracomment>a transfer rate; %L1 the number, %2 its unit (&quot;MB/s&quot; or &quot;MiB/s&quot;)</extracomment>
        <translation>%L1 %2</translation>
    </message>
    <message>
        <source>SATA, link speed unknown</source>
        <translation>SATA, bağlantı hızı bilinmiyor</translation>
    </message>
    <message>
        <source>SATA %1 Gb/s</source>
        <extracomment>%1 the SATA link speed in Gb/s, e.g. 6</extracomment>
        <translation>SATA %1 Gb/s</translation>
    </message>
    <message>
        <source>PCIe, link speed unknown</source>
        <translation>PCIe, bağlantı hızı bilinmiyor</translation>
    </message>
    <message>
        <source>PCIe %1 x%2</source>
        <extracomment>%1 the PCIe generation (&quot;3.0&quot;), %2 lanes in use</extracomment>
        <translation>PCIe %1 x%2</translation>
    </message>
    <message>
        <source>USB, link speed unknown</source>
        <translation>USB, bağlantı hızı bilinmiyor</translation>
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
        <translation>%1 (~%2 kullanılabilir)</translation>
    </message>
    <message>
        <source>%1 (the drive can do PCIe %2 x%3)</source>
        <extracomment>%1 the PCIe link now (&quot;PCIe 3.0 x2&quot;), %2 PCIe generation (&quot;4.0&quot;), %3 lanes</extracomment>
        <translation>%1 (sürücü PCIe %2 x%3 destekliyor)</translation>
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
        <translation>sabit disk (%L1 dev/dk)</translation>
    </message>
    <message>
        <source>hard disk</source>
        <translation>sabit disk</translation>
    </message>
    <message>
        <source>SATA SSD</source>
        <translation>SATA SSD</translation>
    </message>
    <message>
        <source>NVMe SSD</source>
        <translation>NVMe SSD</translation>
    </message>
    <message>
        <source>drive behind a USB bridge</source>
        <translation>USB köprüsünün arkasındaki sürücü</translation>
    </message>
    <message>
        <source>virtual disk</source>
        <translation>sanal disk</translation>
    </message>
    <message>
        <source>%1 is more than a %2 link can carry (%3): the link is emulated or misreported (a virtual machine, or a cache in front of the drive), so this number says nothing about the drive.</source>
        <extracomment>%1 a measured transfer rate, %2 the link (&quot;SATA 1.5 Gb/s&quot;), %3 the most it carries</extracomment>
        <translation>%1, bir %2 bağlantısının taşıyabileceğinden fazla (%3): bağlantı emüle ediliyor ya da yanlış bildiriliyor (bir sanal makine ya da sürücünün önünde bir önbellek), bu yüzden bu sayı sürücü hakkında hiçbir şey söylemiyor.</translation>
    </message>
    <message>
        <source>Writes at %1: the limit of its %2 link (%3 at most) — as fast as it can be here.</source>
        <extracomment>%1 a transfer rate, %2 the link (&quot;SATA 6 Gb/s&quot;), %3 what it carries</extracomment>
        <translation>%1 hızında yazıyor: bu, %2 bağlantısının sınırı (en fazla %3); burada bundan hızlı olamaz.</translation>
    </message>
    <message>
        <source>Reads at %1: the limit of its %2 link (%3 at most) — as fast as it can be here.</source>
        <extracomment>%1 a transfer rate, %2 the link (&quot;SATA 6 Gb/s&quot;), %3 what it carries</extracomment>
        <translation>%1 hızında okuyor: bu, %2 bağlantısının sınırı (en fazla %3); burada bundan hızlı olamaz.</translation>
    </message>
    <message>
        <source>Writes at %1 on a %2 link: the link, not the drive, is the limit (the drive can do %3 Gb/s; check the cable and the port).</source>
        <extracomment>%1 a transfer rate, %2 the link (&quot;SATA 3 Gb/s&quot;), %3 the drive&apos;s fastest SATA speed in Gb/s, e.g. 6</extracomment>
        <translation>%2 bağlantısında %1 hızında yazıyor: sınır sürücü değil, bağlantı (sürücü %3 Gb/s destekliyor; kabloyu ve bağlantı noktasını denetleyin).</translation>
    </message>
    <message>
        <source>Reads at %1 on a %2 link: the link, not the drive, is the limit (the drive can do %3 Gb/s; check the cable and the port).</source>
        <extracomment>%1 a transfer rate, %2 the link (&quot;SATA 3 Gb/s&quot;), %3 the drive&apos;s fastest SATA speed in Gb/s, e.g. 6</extracomment>
        <translation>%2 bağlantısında %1 hızında okuyor: sınır sürücü değil, bağlantı (sürücü %3 Gb/s destekliyor; kabloyu ve bağlantı noktasını denetleyin).</translation>
    </message>
    <message>
        <source>On a USB 2 port: 480 Mb/s holds it to about %1 (measured: %2). A USB 3 port would let it go faster.</source>
        <extracomment>%1 what a USB 2 port allows, a transfer rate; %2 the measured transfer rate</extracomment>
        <translation>USB 2 bağlantı noktasında: 480 Mb/s onu yaklaşık %1 ile sınırlıyor (ölçülen: %2). Bir USB 3 bağlantı noktası daha hızlı çalışmasını sağlardı.</translation>
    </message>
    <message>
        <source>Reads at %1: SATA SSDs read at %2 to %3 on a 6 Gb/s link, so something other than the link holds this one back (a full or worn drive, power saving, or the file system).</source>
        <extracomment>%1 the measured transfer rate, %2 and %3 the usual range (transfer rates)</extracomment>
        <translation>%1 hızında okuyor: SATA SSD&apos;ler 6 Gb/s bağlantıda %2 ile %3 arasında okur; yani bu sürücüyü bağlantı dışında bir şey yavaşlatıyor (dolu ya da yıpranmış bir sürücü, güç tasarrufu veya dosya sistemi).</translation>
    </message>
    <message>
        <source>This NVMe drive runs on %1 although it can do PCIe %2 x%3: the link trained below what the drive and its slot allow (a riser, a dirty contact, or lanes shared with another slot). It carries %4 of the %5 it could.</source>
        <extracomment>%1 the link now (&quot;PCIe 3.0 x2&quot;), %2 PCIe generation, %3 lanes, %4 and %5 transfer rates (what the link carries now, what it could)</extracomment>
        <translation>Bu NVMe sürücü PCIe %2 x%3 destekleyebildiği halde %1 üzerinde çalışıyor: bağlantı, sürücünün ve yuvasının izin verdiğinden daha düşük kuruldu (bir yükseltici kart, kirli bir temas ya da başka bir yuvayla paylaşılan hatlar). Taşıyabileceği %5 yerine %4 taşıyor.</translation>
    </message>
    <message>
        <source>This NVMe drive runs on %1 but can do PCIe %2 x%3: the slot holds it to %4 of the %5 it could use. A slot with more lanes would let it go faster.</source>
        <extracomment>%1 the link now (&quot;PCIe 3.0 x2&quot;), %2 PCIe generation, %3 lanes, %4 and %5 transfer rates (what the slot carries, what the drive could use)</extracomment>
        <translation>Bu NVMe sürücü %1 üzerinde çalışıyor ama PCIe %2 x%3 destekliyor: yuva onu, kullanabileceği %5 yerine %4 ile sınırlıyor. Daha çok hatlı bir yuva daha hızlı çalışmasını sağlardı.</translation>
    </message>
    <message>
        <source>RND4K Q1T1 at %1 is what a %L2 rpm disk does (about %3 to %4): each read waits for a seek and half a turn.</source>
        <extracomment>%1 measured IOPS, %2 rotation rate in rpm, %3 and %4 the usual range of IOPS</extracomment>
        <translation>%1 değerindeki RND4K Q1T1, %L2 dev/dk hızındaki bir diskin yapabildiği kadardır (yaklaşık %3 ile %4 arası): her okuma bir kafa konumlandırmasını ve yarım turu bekler.</translation>
    </message>
    <message>
        <source>RND4K Q1T1 at %1 is faster than a %L2 rpm disk can seek (about %3 to %4): a cache answers these reads, so they say little about the disk.</source>
        <extracomment>%1 measured IOPS, %2 rotation rate in rpm, %3 and %4 the usual range of IOPS</extracomment>
        <translation>%1 değerindeki RND4K Q1T1, %L2 dev/dk hızındaki bir diskin kafa konumlandırabileceğinden daha hızlı (yaklaşık %3 ile %4 arası): bu okumaları bir önbellek yanıtlıyor, bu yüzden disk hakkında pek bir şey söylemiyorlar.</translation>
    </message>
    <message>
        <source>Writes fell from %1 to %2 after %3: the end of its fast SLC cache. Copies larger than that run at about %2.</source>
        <extracomment>%1 and %2 transfer rates, %3 an amount of data. SLC: the fast part of an SSD&apos;s flash that takes writes first</extracomment>
        <translation>%3 sonrasında yazma hızı %1 değerinden %2 değerine düştü: hızlı SLC önbelleği doldu. Bundan büyük kopyalar yaklaşık %2 hızla ilerler.</translation>
    </message>
    <message>
        <source>%1 is a loop device without direct I/O: its reads and writes go through the page cache of the file system that holds its backing file, so these numbers describe the page cache (memory), not a drive. Attach it with &apos;losetup --direct-io=on&apos; to measure the drive under the file.</source>
        <extracomment>%1 a loop device, e.g. loop3</extracomment>
        <translation>%1 doğrudan G/Ç kullanmayan bir loop aygıtı: okuma ve yazmaları, yedek dosyasını taşıyan dosya sisteminin sayfa önbelleğinden geçer; bu yüzden bu sayılar bir sürücüyü değil sayfa önbelleğini (belleği) anlatır. Dosyanın altındaki sürücüyü ölçmek için &apos;losetup --direct-io=on&apos; ile bağlayın.</translation>
    </message>
    <message>
        <source>The run went through the page cache, which serves some requests from memory and sends others to the drive.</source>
        <translation>Çalıştırma sayfa önbelleğinden geçti; bu önbellek bazı istekleri bellekten karşılar, diğerlerini sürücüye gönderir.</translation>
    </message>
    <message>
        <source>Something else used the drive meanwhile, a cache filled or emptied, or the drive paused to tidy up: run the test again before trusting the numbers.</source>
        <translation>Bu sırada sürücüyü başka bir şey kullandı, bir önbellek doldu ya da boşaldı veya sürücü toparlanmak için durdu: sayılara güvenmeden önce testi yeniden çalıştırın.</translation>
    </message>
    <message>
        <source>The numbers are unstable: %1 swung between %2 and %4 (typically %3) from one tenth of a second to the next, far more than a drive&apos;s own noise. %5</source>
        <extracomment>%1 a measurement (&quot;SEQ1M Q8T1 read&quot;); %2, %3, %4 rates or IOPS (low, typical, high); %5 why (a sentence)</extracomment>
        <translation>Sayılar kararsız: %1 saniyenin bir onda birinden diğerine %2 ile %4 arasında gidip geldi (genelde %3); bu, bir sürücünün kendi gürültüsünden çok daha fazla. %5</translation>
    </message>
    <message>
        <source>%1 is no longer empty (found: %2), so it was not written to. Confirm again with the device&apos;s name.</source>
        <extracomment>%1 device node, %2 what was found, e.g. &quot;gpt, ext4&quot;</extracomment>
        <translation>%1 artık boş değil (bulunan: %2), bu yüzden üzerine yazılmadı. Aygıt adıyla yeniden onaylayın.</translation>
    </message>
    <message>
        <source>No drive was found under the target.</source>
        <translation>Hedefin altında sürücü bulunamadı.</translation>
    </message>
    <message>
        <source>%1 reports no temperature.</source>
        <extracomment>%1 device path</extracomment>
        <translation>%1 sıcaklık bildirmiyor.</translation>
    </message>
    <message numerus="yes">
        <source>The drive reached %1 °C and slowed itself down %n time(s) during this test: these numbers are those of a hot drive, not what it does when cool.</source>
        <extracomment>%1 the drive&apos;s highest temperature in °C; %n how often it throttled itself</extracomment>
        <translation>
            <numerusform>Sürücü %1 °C&apos;ye ulaştı ve bu test sırasında kendini %n kez yavaşlattı: bu rakamlar sıcak bir sürücünün rakamları, soğukken yaptığı değil.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The drive reached %1 °C and slowed itself down %n time(s) during the sustained write: the drop from %2 to %3 at %4 is heat, not its cache.</source>
        <extracomment>%1 the drive&apos;s highest temperature in °C, %n how often it throttled itself, %2 and %3 transfer rates, %4 an amount of data</extracomment>
        <translation>
            <numerusform>Sürücü %1 °C&apos;ye ulaştı ve sürekli yazma sırasında kendini %n kez yavaşlattı: %4 noktasında %2 hızından %3 hızına düşüş ısıdan, önbelleğinden değil.</numerusform>
        </translation>
    </message>
    <message>
        <source>Drive temperature: %1 °C before the test, %2 °C after.</source>
        <extracomment>%1 and %2 temperatures in °C (&quot;?&quot; when unknown)</extracomment>
        <translation>Sürücü sıcaklığı: testten önce %1 °C, sonra %2 °C.</translation>
    </message>
    <message numerus="yes">
        <source>The drive slowed itself down for heat %n time(s) during the test, for %1 s in all.</source>
        <extracomment>%n how often the drive throttled itself, %1 seconds it spent throttled</extracomment>
        <translation>
            <numerusform>Sürücü test sırasında ısı nedeniyle kendini %n kez yavaşlattı, toplam %1 sn.</numerusform>
        </translation>
    </message>
    <message>
        <source>The drive did not slow itself down for heat during the test.</source>
        <translation>Sürücü test sırasında ısı nedeniyle kendini yavaşlatmadı.</translation>
    </message>
    <message>
        <source>Time above its warning temperature during the test: %1 min; above its critical temperature: %2 min.</source>
        <extracomment>%1 and %2 minutes</extracomment>
        <translation>Test sırasında uyarı sıcaklığının üstünde geçen süre: %1 dk; kritik sıcaklığın üstünde: %2 dk.</translation>
    </message>
    <message>
        <source>The drive&apos;s heat was not read: %1</source>
        <extracomment>%1 why (a sentence)</extracomment>
        <translation>Sürücünün sıcaklığı okunmadı: %1</translation>
    </message>
</context>
</TS>
