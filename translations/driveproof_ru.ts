<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="ru">
<context>
    <name>DriveProof::Alignment</name>
    <message>
        <source>Partition %1 on %2 starts at byte %3, which is not even on a %4-byte logical sector boundary: the partition table or the kernel&apos;s view of it is damaged. Back up its data, then recreate the partition at sector %5 (e.g. &apos;parted %2 mkpart primary %5s 100%&apos;), and check with &apos;parted %2 align-check optimal %1&apos;.</source>
        <extracomment>%1 partition number, %2 device or image path, %3 start in bytes, %4 logical sector size in bytes, %5 suggested start sector</extracomment>
        <translation>Раздел %1 на %2 начинается с байта %3, то есть даже не на границе логического сектора размером %4 байт: таблица разделов или её представление в ядре повреждены. Сохраните резервную копию данных раздела, затем создайте его заново с сектора %5 (например, &apos;parted %2 mkpart primary %5s 100%&apos;) и проверьте командой &apos;parted %2 align-check optimal %1&apos;.</translation>
    </message>
    <message>
        <source>Partition %1 on %2 starts at sector %3 (byte %4): misaligned by %8 bytes, %5 bytes past a %6-byte physical sector boundary and %8 bytes short of the next. Every write that crosses a boundary costs the drive a read-modify-write. Back up its data, then recreate the partition at sector %7: in fdisk, delete it and create it again with first sector %7, or run &apos;parted %2 mkpart primary %7s 100%&apos; (give its old end instead of 100% if other partitions follow it). Check with &apos;parted %2 align-check optimal %1&apos;.</source>
        <extracomment>%1 partition number, %2 device or image path, %3 start sector, %4 start in bytes, %5 bytes past the physical sector boundary, %6 physical sector size in bytes, %7 suggested start sector, %8 bytes short of the next physical sector boundary. Keep the commands in quotes untranslated.</extracomment>
        <translation>Раздел %1 на %2 начинается с сектора %3 (байт %4) и смещён на %8 байт: на %5 байт после границы физического сектора размером %6 байт и за %8 байт до следующей. Каждая запись, пересекающая такую границу, заставляет накопитель выполнять чтение-изменение-запись. Сохраните резервную копию данных раздела, затем создайте его заново с сектора %7: в fdisk удалите раздел и создайте его снова с первым сектором %7 или выполните &apos;parted %2 mkpart primary %7s 100%&apos; (если за разделом следуют другие, укажите вместо 100% его прежний конец). Проверьте командой &apos;parted %2 align-check optimal %1&apos;.</translation>
    </message>
    <message>
        <source>Partition %1 on %2 starts at sector %3 (byte %4). It is aligned to the %5-byte physical sectors, so the drive is not slowed down, but not to 1 MiB, the boundary that partitioning tools use today and that suits SSD erase blocks and RAID stripes. No need to act now; if you recreate the partition one day, start it at sector %6 (e.g. &apos;parted %2 mkpart primary %6s 100%&apos;). Check with &apos;parted %2 align-check optimal %1&apos;.</source>
        <extracomment>%1 partition number, %2 device or image path, %3 start sector, %4 start in bytes, %5 physical sector size in bytes, %6 suggested start sector</extracomment>
        <translation>Раздел %1 на %2 начинается с сектора %3 (байт %4). Он выровнен по физическим секторам размером %5 байт, так что накопитель не замедляется, но не по 1 MiB — границе, которую используют современные программы разметки и которая подходит для блоков стирания SSD и полос RAID. Сейчас ничего делать не нужно; если когда-нибудь будете создавать раздел заново, начните его с сектора %6 (например, &apos;parted %2 mkpart primary %6s 100%&apos;). Проверьте командой &apos;parted %2 align-check optimal %1&apos;.</translation>
    </message>
    <message>
        <source>Partition %1 on %2 starts at sector %3 (byte %4). It is aligned to the %5-byte physical sectors and to 1 MiB, but not to the optimal I/O size of %6 bytes that the device reports, so large writes may be split across stripes. If you recreate the partition, start it at sector %7 (e.g. &apos;parted %2 mkpart primary %7s 100%&apos;). Check with &apos;parted %2 align-check optimal %1&apos;.</source>
        <extracomment>%1 partition number, %2 device or image path, %3 start sector, %4 start in bytes, %5 physical sector size in bytes, %6 optimal I/O size in bytes, %7 suggested start sector</extracomment>
        <translation>Раздел %1 на %2 начинается с сектора %3 (байт %4). Он выровнен по физическим секторам размером %5 байт и по 1 MiB, но не по оптимальному размеру ввода-вывода %6 байт, который сообщает устройство, поэтому крупные записи могут разбиваться на несколько полос. Если будете создавать раздел заново, начните его с сектора %7 (например, &apos;parted %2 mkpart primary %7s 100%&apos;). Проверьте командой &apos;parted %2 align-check optimal %1&apos;.</translation>
    </message>
    <message>
        <source>Partition %1 on %2 starts at sector %3 (byte %4). It is aligned to the %5-byte physical sectors, but neither to 1 MiB nor to the optimal I/O size of %6 bytes that the device reports, so large writes may be split across stripes. If you recreate the partition, start it at sector %7 (e.g. &apos;parted %2 mkpart primary %7s 100%&apos;). Check with &apos;parted %2 align-check optimal %1&apos;.</source>
        <extracomment>%1 partition number, %2 device or image path, %3 start sector, %4 start in bytes, %5 physical sector size in bytes, %6 optimal I/O size in bytes, %7 suggested start sector</extracomment>
        <translation>Раздел %1 на %2 начинается с сектора %3 (байт %4). Он выровнен по физическим секторам размером %5 байт, но ни по 1 MiB, ни по оптимальному размеру ввода-вывода %6 байт, который сообщает устройство, поэтому крупные записи могут разбиваться на несколько полос. Если будете создавать раздел заново, начните его с сектора %7 (например, &apos;parted %2 mkpart primary %7s 100%&apos;). Проверьте командой &apos;parted %2 align-check optimal %1&apos;.</translation>
    </message>
    <message>
        <source>Partition %1 on %2 starts at sector %3, which suits the drive&apos;s physical sectors and 1 MiB boundaries. Nothing to do.</source>
        <extracomment>%1 partition number, %2 device or image path, %3 start sector</extracomment>
        <translation>Раздел %1 на %2 начинается с сектора %3, что соответствует физическим секторам накопителя и границам 1 MiB. Ничего делать не нужно.</translation>
    </message>
    <message>
        <source>%1 could not be opened (%2), so these are the partitions the kernel lists for it. Run as root to read the partition table itself.</source>
        <extracomment>%1 device path, %2 the system&apos;s reason</extracomment>
        <translation>Не удалось открыть %1 (%2), поэтому показаны разделы, которые для него перечисляет ядро. Чтобы прочитать саму таблицу разделов, запустите программу от имени root.</translation>
    </message>
    <message>
        <source>%1 could not be opened (%2), so these are the partitions the kernel lists for it; the partition table itself was not read.</source>
        <extracomment>%1 device path, %2 the system&apos;s reason</extracomment>
        <translation>Не удалось открыть %1 (%2), поэтому показаны разделы, которые для него перечисляет ядро; сама таблица разделов не прочитана.</translation>
    </message>
    <message>
        <source>These are the partitions the kernel lists for %1, because its partition table could not be read: %2</source>
        <extracomment>%1 device path, %2 why the table could not be read (a full sentence)</extracomment>
        <translation>Это разделы, которые ядро перечисляет для %1, так как его таблицу разделов не удалось прочитать: %2</translation>
    </message>
    <message>
        <source>OK</source>
        <extracomment>alignment verdict: the partition is well aligned</extracomment>
        <translation>В порядке</translation>
    </message>
    <message>
        <source>Misaligned</source>
        <extracomment>alignment verdict: the partition does not start on a physical sector boundary</extracomment>
        <translation>Не выровнен</translation>
    </message>
    <message>
        <source>Cannot open %1 even as root: %2. The system blocks access to it (a container or a security policy).</source>
        <extracomment>%1 device or file, %2 the system&apos;s reason</extracomment>
        <translation>Не удалось открыть %1 даже от имени root: %2. Система блокирует доступ (контейнер или политика безопасности).</translation>
    </message>
    <message>
        <source>Cannot open %1: %2. Run as root or use sudo.</source>
        <extracomment>%1 device or file, %2 the system&apos;s reason</extracomment>
        <translation>Не удалось открыть %1: %2. Запустите программу от имени root или через sudo.</translation>
    </message>
    <message>
        <source>Cannot open %1: %2. Check the path.</source>
        <extracomment>%1 device or file, %2 the system&apos;s reason</extracomment>
        <translation>Не удалось открыть %1: %2. Проверьте путь.</translation>
    </message>
    <message>
        <source>Cannot open %1: %2. Check that the drive is connected and the file is readable.</source>
        <extracomment>%1 device or file, %2 the system&apos;s reason</extracomment>
        <translation>Не удалось открыть %1: %2. Проверьте, что накопитель подключён, а файл доступен для чтения.</translation>
    </message>
    <message>
        <source>No partition table for %2-byte sectors found on %1, but there is one for %3-byte sectors. Read it with a logical sector size of %3 bytes.</source>
        <extracomment>%1 image file, %2 sector size asked for, %3 sector size that works (bytes)</extracomment>
        <translation>На %1 не найдена таблица разделов для секторов размером %2 байт, но есть таблица для секторов размером %3 байт. Прочитайте её с размером логического сектора %3 байт.</translation>
    </message>
    <message>
        <source>%1 is a folder. Give a drive such as /dev/sdb or a disk image file.</source>
        <extracomment>%1 the path the user gave</extracomment>
        <translation>%1 — это папка. Укажите накопитель, например /dev/sdb, или файл образа диска.</translation>
    </message>
    <message>
        <source>%1 is neither a drive nor a disk image file. Give a drive such as /dev/sdb or a disk image file.</source>
        <extracomment>%1 the path the user gave</extracomment>
        <translation>%1 — не накопитель и не файл образа диска. Укажите накопитель, например /dev/sdb, или файл образа диска.</translation>
    </message>
    <message>
        <source>No partition table found on %1: the file is empty.</source>
        <extracomment>%1 image file</extracomment>
        <translation>На %1 не найдена таблица разделов: файл пуст.</translation>
    </message>
    <message>
        <source>%1 is empty: no partition table and no file system, as a new drive arrives. There is nothing to align yet; partitioning tools start the first partition at 1 MiB, which suits this drive.</source>
        <extracomment>%1 device path</extracomment>
        <translation>%1 пуст: нет ни таблицы разделов, ни файловой системы — так приходит новый накопитель. Выравнивать пока нечего; программы разметки начинают первый раздел с 1 МиБ, и это подходит этому накопителю.</translation>
    </message>
    <message>
        <source>%1 holds its %2 file system written straight onto the whole drive, without a partition table. That is a valid layout, but the drive reports its sector 0 %3 bytes past a physical sector boundary, so the file system&apos;s blocks straddle physical sectors. Only a new layout fixes that: back up, then create a partition table whose first partition starts at 1 MiB.</source>
        <extracomment>%1 device path, %2 file-system type (&quot;ext4&quot;), %3 alignment offset in bytes</extracomment>
        <translation>На %1 файловая система %2 записана прямо на весь накопитель, без таблицы разделов. Это допустимая разметка, но накопитель сообщает, что его сектор 0 лежит на %3 байт дальше границы физического сектора, так что блоки файловой системы пересекают физические секторы. Исправит это только новая разметка: сделайте резервную копию, затем создайте таблицу разделов, первый раздел которой начинается с 1 МиБ.</translation>
    </message>
    <message>
        <source>%1 holds its %2 file system written straight onto the whole drive, without a partition table. That is a valid layout: the file system starts at byte 0, on a boundary of every sector size, so it is aligned. Nothing to do.</source>
        <extracomment>%1 device path, %2 file-system type (&quot;ext4&quot;)</extracomment>
        <translation>На %1 файловая система %2 записана прямо на весь накопитель, без таблицы разделов. Это допустимая разметка: файловая система начинается с байта 0, на границе любого размера сектора, значит, она выровнена. Ничего делать не нужно.</translation>
    </message>
    <message>
        <source>Acceptable</source>
        <extracomment>alignment verdict: physically aligned (the drive is not slowed down, no need to act now), but not to 1 MiB or the optimal I/O size</extracomment>
        <translation>Приемлемо</translation>
    </message>
    <message>
        <source>No partition table found on %1: it is empty, or holds a file system on the whole of it, which needs none. Check that this is the right disk or image.</source>
        <extracomment>%1 device or image file</extracomment>
        <translation>На %1 не найдена таблица разделов: он пуст или целиком занят файловой системой, которой таблица не нужна. Проверьте, тот ли это диск или образ.</translation>
    </message>
</context>
<context>
    <name>DriveProof::Cache</name>
    <message numerus="yes">
        <source>The sense data is cut off: %n byte(s) of the 8-byte header arrived.</source>
        <extracomment>%n number of bytes that arrived</extracomment>
        <translation>
            <numerusform>Sense-данные обрезаны: из 8-байтового заголовка получен %n байт.</numerusform>
            <numerusform>Sense-данные обрезаны: из 8-байтового заголовка получено %n байта.</numerusform>
            <numerusform>Sense-данные обрезаны: из 8-байтового заголовка получено %n байт.</numerusform>
        </translation>
    </message>
    <message>
        <source>The ATA Status Return descriptor is malformed (length %1h instead of 0Ch).</source>
        <extracomment>%1 the descriptor&apos;s length byte in hex</extracomment>
        <translation>Дескриптор ATA Status Return повреждён (длина %1h вместо 0Ch).</translation>
    </message>
    <message>
        <source>The sense data is cut off inside the ATA Status Return descriptor.</source>
        <translation>Sense-данные обрываются внутри дескриптора ATA Status Return.</translation>
    </message>
    <message>
        <source>The sense data is cut off: it declares %1 bytes but %2 arrived.</source>
        <extracomment>%1 bytes the sense data declares, %2 bytes that arrived</extracomment>
        <translation>Sense-данные обрезаны: заявлено %1 байт, а получено %2.</translation>
    </message>
    <message numerus="yes">
        <source>The fixed-format sense data is cut off: %n byte(s) arrived, at least 14 are needed.</source>
        <extracomment>%n number of bytes that arrived</extracomment>
        <translation>
            <numerusform>Sense-данные фиксированного формата обрезаны: получен %n байт, а нужно не меньше 14.</numerusform>
            <numerusform>Sense-данные фиксированного формата обрезаны: получено %n байта, а нужно не меньше 14.</numerusform>
            <numerusform>Sense-данные фиксированного формата обрезаны: получено %n байт, а нужно не меньше 14.</numerusform>
        </translation>
    </message>
    <message>
        <source>The device sent no sense data, so the ATA status of the command is unknown.</source>
        <translation>Устройство не прислало sense-данных, поэтому ATA-статус команды неизвестен.</translation>
    </message>
    <message>
        <source>The sense data has an unknown format (response code %1h): neither descriptor (72h) nor fixed (70h) format.</source>
        <extracomment>%1 the response code byte in hex</extracomment>
        <translation>Sense-данные имеют неизвестный формат (код ответа %1h): ни дескрипторный (72h), ни фиксированный (70h).</translation>
    </message>
    <message>
        <source>sense key %1h, additional sense %2h/%3h</source>
        <extracomment>SCSI sense in hex. %1 sense key, %2 additional sense code, %3 its qualifier</extracomment>
        <translation>sense key %1h, additional sense %2h/%3h</translation>
    </message>
    <message>
        <source>%1, ATA status %2h, error %3h</source>
        <extracomment>%1 the text before, %2 ATA STATUS byte in hex, %3 ATA ERROR byte in hex</extracomment>
        <translation>%1, ATA-статус %2h, ошибка %3h</translation>
    </message>
    <message>
        <source>%1 does not exist.</source>
        <extracomment>%1 file name</extracomment>
        <translation>%1 не существует.</translation>
    </message>
    <message>
        <source>%1 is not a regular file: give a saved IDENTIFY dump (512 raw bytes or the text of &apos;hdparm --Istdout&apos;).</source>
        <extracomment>%1 file name</extracomment>
        <translation>%1 не является обычным файлом: укажите сохранённый дамп IDENTIFY (512 байт в сыром виде или текст вывода &apos;hdparm --Istdout&apos;).</translation>
    </message>
    <message>
        <source>%1 has %2 bytes: too large for an IDENTIFY dump (512 raw bytes, or about 1300 bytes of text).</source>
        <extracomment>%1 file name, %2 its size in bytes</extracomment>
        <translation>Размер %1 — %2 байт: слишком много для дампа IDENTIFY (512 байт в сыром виде или около 1300 байт текста).</translation>
    </message>
    <message>
        <source>Cannot read %1: %2.</source>
        <extracomment>%1 file name, %2 the system&apos;s reason</extracomment>
        <translation>Не удалось прочитать %1: %2.</translation>
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
            <numerusform>Данные IDENTIFY должны занимать ровно 512 байт; здесь %n байт.</numerusform>
            <numerusform>Данные IDENTIFY должны занимать ровно 512 байт; здесь %n байта.</numerusform>
            <numerusform>Данные IDENTIFY должны занимать ровно 512 байт; здесь %n байт.</numerusform>
        </translation>
    </message>
    <message>
        <source>The IDENTIFY data is all zeros: the drive or its USB bridge returned no data.</source>
        <translation>Данные IDENTIFY состоят из одних нулей: накопитель или его USB-мост не вернул данных.</translation>
    </message>
    <message>
        <source>The IDENTIFY data is all FFh: no drive answered (an empty port, or a bridge without a disk).</source>
        <translation>Данные IDENTIFY состоят из одних FFh: ни один накопитель не ответил (пустой порт или мост без диска).</translation>
    </message>
    <message>
        <source>Word 0 is %1h: this is data from an ATAPI device (an optical drive), not IDENTIFY DEVICE data of a disk.</source>
        <extracomment>%1 word 0 in hex</extracomment>
        <translation>Слово 0 равно %1h: это данные устройства ATAPI (оптического привода), а не данные IDENTIFY DEVICE диска.</translation>
    </message>
    <message>
        <source>The IDENTIFY checksum in word 255 is wrong (the 512 bytes sum to %1h, not 00h): the data is damaged or was edited.</source>
        <extracomment>%1 the sum of all bytes modulo 256, in hex</extracomment>
        <translation>Контрольная сумма IDENTIFY в слове 255 неверна (сумма 512 байт равна %1h, а не 00h): данные повреждены или были изменены.</translation>
    </message>
    <message>
        <source>Words 117-118 give a logical sector size of %1 bytes, which no drive uses: the data is damaged.</source>
        <extracomment>%1 a size in bytes</extracomment>
        <translation>Слова 117–118 задают размер логического сектора %1 байт, который не используется ни одним накопителем: данные повреждены.</translation>
    </message>
    <message>
        <source>Word 106 gives a physical sector size of %1 bytes, which no drive uses: the data is damaged.</source>
        <extracomment>%1 a size in bytes</extracomment>
        <translation>Слово 106 задаёт размер физического сектора %1 байт, который не используется ни одним накопителем: данные повреждены.</translation>
    </message>
    <message>
        <source>Line %1: &apos;%2&apos; is not a word of four hex digits.</source>
        <extracomment>%1 line number, %2 the offending text</extracomment>
        <translation>Строка %1: &apos;%2&apos; не является словом из четырёх шестнадцатеричных цифр.</translation>
    </message>
    <message>
        <source>Line %1: more than 256 words; IDENTIFY data has exactly 256.</source>
        <extracomment>%1 line number</extracomment>
        <translation>Строка %1: больше 256 слов; данные IDENTIFY содержат ровно 256.</translation>
    </message>
    <message>
        <source>No IDENTIFY words found: expected 256 words of four hex digits, 8 a line, as &apos;hdparm --Istdout&apos; prints them.</source>
        <translation>Слова IDENTIFY не найдены: ожидается 256 слов из четырёх шестнадцатеричных цифр, по 8 в строке, как их выводит &apos;hdparm --Istdout&apos;.</translation>
    </message>
    <message numerus="yes">
        <source>Line %1: the words end after %n word(s); IDENTIFY data has 256.</source>
        <extracomment>%1 line number, %n number of words found</extracomment>
        <translation>
            <numerusform>Строка %1: слова заканчиваются после %n слова; данные IDENTIFY содержат 256.</numerusform>
            <numerusform>Строка %1: слова заканчиваются после %n слов; данные IDENTIFY содержат 256.</numerusform>
            <numerusform>Строка %1: слова заканчиваются после %n слов; данные IDENTIFY содержат 256.</numerusform>
        </translation>
    </message>
    <message>
        <source>the device</source>
        <translation>устройство</translation>
    </message>
    <message>
        <source>%1 does not accept SCSI commands (SG_IO), so %2 cannot reach a drive: it is not a whole SATA, SAS or USB disk (partitions, loop, virtual and NVMe devices have no ATA drive behind them).</source>
        <extracomment>%1 device, %2 ATA command name</extracomment>
        <translation>%1 не принимает SCSI-команды (SG_IO), поэтому %2 не может дойти до накопителя: это не целый SATA-, SAS- или USB-диск (за разделами, а также loop-, виртуальными и NVMe-устройствами нет ATA-накопителя).</translation>
    </message>
    <message>
        <source>Permission denied sending %2 to %1: ATA commands need root or the DriveProof helper.</source>
        <extracomment>%1 device, %2 ATA command name</extracomment>
        <translation>Нет прав на отправку %2 на %1: для ATA-команд нужны права root или вспомогательная служба DriveProof.</translation>
    </message>
    <message>
        <source>Sending %1 to %2 failed: %3.</source>
        <extracomment>%1 ATA command name, %2 device, %3 the system&apos;s error text</extracomment>
        <translation>Не удалось отправить %1 на %2: %3.</translation>
    </message>
    <message>
        <source>The drive in %1 refused %2 (ABORT): it does not support this command or setting (%3).</source>
        <extracomment>%1 device, %2 ATA command name, %3 technical details</extracomment>
        <translation>Накопитель %1 отклонил команду %2 (ABORT): он не поддерживает эту команду или настройку (%3).</translation>
    </message>
    <message>
        <source>The drive in %1 reported an error for %2 (%3); check its health and cabling, then try again.</source>
        <extracomment>%1 device, %2 ATA command name, %3 technical details</extracomment>
        <translation>Накопитель %1 сообщил об ошибке при выполнении команды %2 (%3); проверьте его состояние и кабели, затем повторите попытку.</translation>
    </message>
    <message>
        <source>%1 rejected %2: the disk or its USB bridge does not pass ATA commands through (SAT) (%3).</source>
        <extracomment>%1 device, %2 ATA command name, %3 technical details</extracomment>
        <translation>%1: команда %2 отклонена — диск или его USB-мост не пропускает ATA-команды (SAT) (%3).</translation>
    </message>
    <message>
        <source>%1 did not run %2 (%3).</source>
        <extracomment>%1 device, %2 ATA command name, %3 technical details</extracomment>
        <translation>%1: команда %2 не выполнена (%3).</translation>
    </message>
    <message>
        <source>%1 timed out on %2: the drive did not answer.</source>
        <extracomment>%1 ATA command name, %2 device</extracomment>
        <translation>Истекло время ожидания команды %1 на %2: накопитель не ответил.</translation>
    </message>
    <message>
        <source>%1 did not reach the drive in %2 (host status %3, driver status %4).</source>
        <extracomment>%1 ATA command name, %2 device, %3 / %4 numbers from the kernel</extracomment>
        <translation>Команда %1 не дошла до накопителя %2 (статус хоста %3, статус драйвера %4).</translation>
    </message>
    <message>
        <source>%1 failed on %2 with SCSI status %3h and no sense data.</source>
        <extracomment>%1 ATA command name, %2 device, %3 SCSI status byte</extracomment>
        <translation>Команда %1 на %2 завершилась с ошибкой: SCSI-статус %3h, sense-данных нет.</translation>
    </message>
    <message>
        <source>The drive in %1 reports no volatile write cache that can be switched (IDENTIFY word 82 bit 5).</source>
        <extracomment>%1 device</extracomment>
        <translation>Накопитель %1 не сообщает о переключаемом энергозависимом кэше записи (слово IDENTIFY 82, бит 5).</translation>
    </message>
    <message>
        <source>The drive in %1 accepted the command but still reports its write cache as off.</source>
        <extracomment>%1 device</extracomment>
        <translation>Накопитель %1 принял команду, но по-прежнему сообщает, что его кэш записи выключен.</translation>
    </message>
    <message>
        <source>The drive in %1 accepted the command but still reports its write cache as on.</source>
        <extracomment>%1 device</extracomment>
        <translation>Накопитель %1 принял команду, но по-прежнему сообщает, что его кэш записи включён.</translation>
    </message>
    <message>
        <source>The drive %1 accepted the change but still reports its write cache as off.</source>
        <extracomment>%1 device path</extracomment>
        <translation>Накопитель %1 принял изменение, но по-прежнему сообщает, что его кэш записи выключен.</translation>
    </message>
    <message>
        <source>The drive %1 accepted the change but still reports its write cache as on.</source>
        <extracomment>%1 device path</extracomment>
        <translation>Накопитель %1 принял изменение, но по-прежнему сообщает, что его кэш записи включён.</translation>
    </message>
    <message>
        <source>The Identify Controller data has %1 bytes instead of %2.</source>
        <extracomment>%1 bytes received, %2 bytes expected</extracomment>
        <translation>Данные Identify Controller занимают %1 байт вместо %2.</translation>
    </message>
    <message>
        <source>The NVMe health log has %1 bytes instead of %2.</source>
        <extracomment>%1 bytes received, %2 bytes expected</extracomment>
        <translation>Журнал состояния NVMe занимает %1 байт вместо %2.</translation>
    </message>
    <message>
        <source>The drive does not support this admin command.</source>
        <translation>Накопитель не поддерживает эту административную команду.</translation>
    </message>
    <message>
        <source>The drive cannot save its write cache setting, so a change lasts only until the next power cycle.</source>
        <translation>Накопитель не может сохранить настройку кэша записи, поэтому изменение действует только до следующего выключения питания.</translation>
    </message>
    <message>
        <source>The drive does not allow its write cache setting to be changed.</source>
        <translation>Накопитель не позволяет изменять настройку кэша записи.</translation>
    </message>
    <message>
        <source>The drive does not provide the SMART / health log.</source>
        <translation>Накопитель не предоставляет журнал SMART / состояния.</translation>
    </message>
    <message>
        <source>The drive does not support saving its write cache setting.</source>
        <translation>Накопитель не поддерживает сохранение настройки кэша записи.</translation>
    </message>
    <message>
        <source>The drive has no volatile write cache to read or change.</source>
        <translation>У накопителя нет энергозависимого кэша записи, который можно было бы прочитать или изменить.</translation>
    </message>
    <message>
        <source>The drive rejected a field of the command.</source>
        <translation>Накопитель отклонил одно из полей команды.</translation>
    </message>
    <message>
        <source>The drive reported an internal error; check its health and try again.</source>
        <translation>Накопитель сообщил о внутренней ошибке; проверьте его состояние и повторите попытку.</translation>
    </message>
    <message>
        <source>The drive rejected the command.</source>
        <translation>Накопитель отклонил команду.</translation>
    </message>
    <message>
        <source>%1 (NVMe status %2)</source>
        <extracomment>%1 a sentence saying what the drive did and what to do; %2 the raw NVMe status code type and status code, e.g. &quot;SCT 1h, SC 0Dh&quot;</extracomment>
        <translation>%1 (статус NVMe %2)</translation>
    </message>
    <message>
        <source>The device does not accept NVMe admin commands (it is not an NVMe drive).</source>
        <translation>Устройство не принимает административные команды NVMe (это не NVMe-накопитель).</translation>
    </message>
    <message>
        <source>Permission denied: run as root or through the DriveProof helper.</source>
        <translation>Доступ запрещён: запустите программу от имени root или через вспомогательную службу DriveProof.</translation>
    </message>
    <message>
        <source>The device is gone; reconnect it and try again.</source>
        <translation>Устройство пропало; подключите его снова и повторите попытку.</translation>
    </message>
    <message>
        <source>The drive did not answer in time; try again.</source>
        <translation>Накопитель не ответил вовремя; повторите попытку.</translation>
    </message>
    <message>
        <source>%1 failed on %2: %3</source>
        <extracomment>%1 NVMe command name, %2 device path, %3 the reason and what to do
----------
%1 SCSI command name, %2 device path, %3 the reason and what to do</extracomment>
        <translation>Команда %1 на %2 завершилась с ошибкой: %3</translation>
    </message>
    <message>
        <source>The data %1 returned could not be decoded: %2</source>
        <extracomment>%1 device path, %2 what is wrong with the data</extracomment>
        <translation>Не удалось декодировать данные, возвращённые устройством %1: %2</translation>
    </message>
    <message>
        <source>The drive does not report whether its write cache setting can be saved (no Select / Save support), so a change lasts only until the next power cycle.</source>
        <translation>Накопитель не сообщает, можно ли сохранить настройку кэша записи (нет поддержки Select / Save), поэтому изменение действует только до следующего выключения питания.</translation>
    </message>
    <message>
        <source>The drive %1 has no volatile write cache to switch.</source>
        <extracomment>%1 device path</extracomment>
        <translation>У накопителя %1 нет энергозависимого кэша записи, который можно переключить.</translation>
    </message>
    <message>
        <source>The drive %1 does not allow its write cache to be switched.</source>
        <extracomment>%1 device path</extracomment>
        <translation>Накопитель %1 не позволяет переключать свой кэш записи.</translation>
    </message>
    <message>
        <source>The drive %1 cannot save its write cache setting, so the change cannot be kept after a power cycle. Switch it without keeping it instead.</source>
        <extracomment>%1 device path</extracomment>
        <translation>Накопитель %1 не может сохранить настройку кэша записи, поэтому изменение не сохранится после выключения питания. Переключите кэш без сохранения настройки.</translation>
    </message>
    <message>
        <source>The mode page header at byte %1 is cut off.</source>
        <extracomment>%1 byte offset in the drive&apos;s reply</extracomment>
        <translation>Заголовок страницы режима по смещению %1 байт обрезан.</translation>
    </message>
    <message>
        <source>Mode page %1h claims %2 bytes but only %3 are present.</source>
        <extracomment>%1 page code in hex, %2 its length in bytes, %3 bytes actually present</extracomment>
        <translation>Страница режима %1h заявляет %2 байт, но присутствует только %3.</translation>
    </message>
    <message>
        <source>The MODE SENSE reply has %1 bytes, fewer than the 8-byte mode parameter header.</source>
        <extracomment>%1 number of bytes received</extracomment>
        <translation>Ответ MODE SENSE занимает %1 байт — меньше 8-байтового заголовка параметров режима.</translation>
    </message>
    <message>
        <source>The MODE SENSE reply declares a mode data length of %1, too short for its own header.</source>
        <extracomment>%1 the mode data length field of the reply</extracomment>
        <translation>Ответ MODE SENSE указывает длину данных режима %1 — слишком мало даже для его собственного заголовка.</translation>
    </message>
    <message>
        <source>The MODE SENSE reply&apos;s block descriptors (%1 bytes) leave no room for a mode page in its %2 bytes.</source>
        <extracomment>%1 block descriptor length, %2 bytes present</extracomment>
        <translation>Дескрипторы блоков в ответе MODE SENSE (%1 байт) не оставляют места для страницы режима в его %2 байтах.</translation>
    </message>
    <message>
        <source>The caching mode page is too short to hold the WCE bit.</source>
        <translation>Страница режима Caching слишком короткая, чтобы содержать бит WCE.</translation>
    </message>
    <message>
        <source>The MODE SENSE reply does not contain the caching mode page (08h).</source>
        <translation>Ответ MODE SENSE не содержит страницу режима Caching (08h).</translation>
    </message>
    <message>
        <source>A new caching page can only be built from the current, complete caching page.</source>
        <translation>Новую страницу Caching можно построить только на основе текущей полной страницы Caching.</translation>
    </message>
    <message>
        <source>The drive reported an error but sent no sense data.</source>
        <translation>Накопитель сообщил об ошибке, но не прислал sense-данных.</translation>
    </message>
    <message>
        <source>The drive&apos;s fixed-format sense data is cut off.</source>
        <translation>Sense-данные накопителя в фиксированном формате обрезаны.</translation>
    </message>
    <message>
        <source>The drive&apos;s descriptor-format sense data is cut off.</source>
        <translation>Sense-данные накопителя в дескрипторном формате обрезаны.</translation>
    </message>
    <message>
        <source>The drive sent sense data in an unknown format (response code %1h).</source>
        <extracomment>%1 the response code byte in hex</extracomment>
        <translation>Накопитель прислал sense-данные в неизвестном формате (код ответа %1h).</translation>
    </message>
    <message>
        <source>The drive does not support saving this page, so a change lasts only until the next power cycle.</source>
        <translation>Накопитель не поддерживает сохранение этой страницы, поэтому изменение действует только до следующего выключения питания.</translation>
    </message>
    <message>
        <source>The drive does not support the MODE SENSE(10) and MODE SELECT(10) commands, so its cache cannot be read or changed this way.</source>
        <translation>Накопитель не поддерживает команды MODE SENSE(10) и MODE SELECT(10), поэтому его кэш нельзя прочитать или изменить этим способом.</translation>
    </message>
    <message>
        <source>The drive rejected the MODE SELECT command.</source>
        <translation>Накопитель отклонил команду MODE SELECT.</translation>
    </message>
    <message>
        <source>The drive does not report the caching mode page.</source>
        <translation>Накопитель не сообщает страницу режима Caching.</translation>
    </message>
    <message>
        <source>The drive refused the new caching page: it does not let this setting be changed.</source>
        <translation>Накопитель отклонил новую страницу Caching: он не позволяет изменять эту настройку.</translation>
    </message>
    <message>
        <source>The drive reported a reset or a changed setting; try again.</source>
        <translation>Накопитель сообщил о сбросе или изменении настроек; повторите попытку.</translation>
    </message>
    <message>
        <source>The drive is not ready (stopped, starting or without medium); try again in a moment.</source>
        <translation>Накопитель не готов (остановлен, запускается или без носителя); повторите попытку через несколько секунд.</translation>
    </message>
    <message>
        <source>The drive is write protected.</source>
        <translation>Накопитель защищён от записи.</translation>
    </message>
    <message>
        <source>The drive reported a hardware or medium error; check its health.</source>
        <translation>Накопитель сообщил об аппаратной ошибке или ошибке носителя; проверьте его состояние.</translation>
    </message>
    <message>
        <source>The drive aborted the command; try again.</source>
        <translation>Накопитель прервал команду; повторите попытку.</translation>
    </message>
    <message>
        <source>The drive reported an error.</source>
        <translation>Накопитель сообщил об ошибке.</translation>
    </message>
    <message>
        <source>%1 (%2, %3)</source>
        <extracomment>%1 a sentence saying what the drive did and what to do; %2 SCSI sense key name, %3 additional sense code and its name, e.g. &quot;24h/00h INVALID FIELD IN CDB&quot;</extracomment>
        <translation>%1 (%2, %3)</translation>
    </message>
    <message>
        <source>The device does not accept SCSI commands, so its drive-level write cache cannot be read or changed this way.</source>
        <translation>Устройство не принимает SCSI-команды, поэтому кэш записи самого накопителя нельзя прочитать или изменить этим способом.</translation>
    </message>
    <message>
        <source>The drive did not answer in time; check its cable and power.</source>
        <translation>Накопитель не ответил вовремя; проверьте кабель и питание.</translation>
    </message>
    <message>
        <source>The connection to the drive failed (host status %1h); check its cable and power.</source>
        <extracomment>%1 the Linux host status code in hex</extracomment>
        <translation>Связь с накопителем нарушена (статус хоста %1h); проверьте кабель и питание.</translation>
    </message>
    <message>
        <source>The drive is busy; try again in a moment.</source>
        <translation>Накопитель занят; повторите попытку через несколько секунд.</translation>
    </message>
    <message>
        <source>The drive returned SCSI status %1h without sense data.</source>
        <extracomment>%1 SCSI status byte in hex</extracomment>
        <translation>Накопитель вернул SCSI-статус %1h без sense-данных.</translation>
    </message>
    <message>
        <source>The caching mode page of %1 could not be decoded: %2</source>
        <extracomment>%1 device path, %2 what is wrong with the reply</extracomment>
        <translation>Не удалось декодировать страницу режима Caching накопителя %1: %2</translation>
    </message>
    <message>
        <source>The drive %1 does not allow its write cache to be switched (its caching page marks WCE as not changeable).</source>
        <extracomment>%1 device path</extracomment>
        <translation>Накопитель %1 не позволяет переключать свой кэш записи (его страница Caching помечает WCE как неизменяемый).</translation>
    </message>
    <message>
        <source>The drive %1 cannot save its caching page, so the change cannot be kept after a power cycle. Switch it without keeping it instead.</source>
        <extracomment>%1 device path</extracomment>
        <translation>Накопитель %1 не может сохранить свою страницу Caching, поэтому изменение не сохранится после выключения питания. Переключите кэш без сохранения настройки.</translation>
    </message>
    <message>
        <source>%1 is not a whole SCSI disk; only those can be asked to re-read their caching page.</source>
        <extracomment>%1 kernel block device name</extracomment>
        <translation>%1 — не целый SCSI-диск; перечитать страницу Caching можно попросить только у целого диска.</translation>
    </message>
    <message>
        <source>Could not ask the kernel to re-read the settings of %1: %2. Its view of the write cache may be out of date until the next reboot.</source>
        <extracomment>%1 kernel block device name, %2 system error text</extracomment>
        <translation>Не удалось попросить ядро перечитать настройки %1: %2. До следующей перезагрузки сведения ядра о кэше записи могут быть устаревшими.</translation>
    </message>
    <message>
        <source>udisks2 could not save the write-cache setting: %1. The change lasts only until the next power cycle.</source>
        <extracomment>%1 udisks2&apos;s error message</extracomment>
        <translation>udisks2 не удалось сохранить настройку кэша записи: %1. Изменение действует только до следующего выключения питания.</translation>
    </message>
    <message>
        <source>%1 is a file used as a drive (%2): the drive-level write cache does not apply; the kernel&apos;s view shows whether it passes flushes on to the file.</source>
        <extracomment>%1 device path, %2 the file behind the loop device</extracomment>
        <translation>%1 — это файл, используемый как накопитель (%2): кэш записи накопителя здесь неприменим; сведения ядра показывают, передаёт ли оно сбросы кэша (flush) в файл.</translation>
    </message>
    <message>
        <source>%1 is a virtual disk: the real drive and its cache are on the host, out of reach from this machine. Only the kernel&apos;s view is shown; whether flushes reach the host&apos;s drive depends on the hypervisor&apos;s cache mode.</source>
        <extracomment>%1 device path</extracomment>
        <translation>%1 — виртуальный диск: настоящий накопитель и его кэш находятся на хосте, вне досягаемости этой машины. Показаны только сведения ядра; доходят ли сбросы кэша (flush) до накопителя хоста, зависит от режима кэширования гипервизора.</translation>
    </message>
    <message>
        <source>%1 takes no drive commands: the drive-level write cache does not apply, only the kernel&apos;s view.</source>
        <extracomment>%1 device path</extracomment>
        <translation>%1 не принимает команд накопителя: кэш записи накопителя здесь неприменим, есть только сведения ядра.</translation>
    </message>
    <message>
        <source>DriveProof does not know how to ask %1 about its write cache (unknown transport).</source>
        <extracomment>%1 device path</extracomment>
        <translation>DriveProof не знает, как запросить у %1 сведения о кэше записи (неизвестный интерфейс).</translation>
    </message>
    <message>
        <source>The kernel says write through but the drive&apos;s cache is on: the kernel no longer sends flushes, so committed data can be lost at a power cut. Switch the drive&apos;s cache off, or let the kernel re-read the drive&apos;s setting.</source>
        <translation>Ядро считает режим «write through», но кэш накопителя включён: ядро больше не отправляет сбросы кэша (flush), поэтому зафиксированные данные могут пропасть при отключении питания. Выключите кэш накопителя или заставьте ядро перечитать настройку накопителя.</translation>
    </message>
    <message>
        <source>The kernel still sends flushes although the drive&apos;s cache is off: safe, only slightly slower.</source>
        <translation>Ядро по-прежнему отправляет сбросы кэша (flush), хотя кэш накопителя выключен: это безопасно, лишь немного медленнее.</translation>
    </message>
    <message>
        <source>The cache is off now, but the saved setting switches it back on at the next power cycle.</source>
        <translation>Сейчас кэш выключен, но сохранённая настройка снова включит его при следующем включении питания.</translation>
    </message>
    <message>
        <source>The cache is on now, but the saved setting switches it off at the next power cycle.</source>
        <translation>Сейчас кэш включён, но сохранённая настройка выключит его при следующем включении питания.</translation>
    </message>
    <message>
        <source>%1 cannot keep this setting after a power cycle here, so nothing was changed. Switch it without &quot;keep after reboot&quot;: it then lasts until the next power cycle.</source>
        <extracomment>%1 device path</extracomment>
        <translation>Здесь %1 не может сохранить эту настройку после выключения питания, поэтому ничего не изменено. Переключите без «Сохранять после перезагрузки»: тогда настройка будет действовать до следующего выключения питания.</translation>
    </message>
    <message>
        <source>%1 has no volatile write cache that can be switched.</source>
        <extracomment>%1 device path</extracomment>
        <translation>У устройства %1 нет энергозависимого кэша записи, который можно переключить.</translation>
    </message>
    <message>
        <source>%1 does not allow its write cache setting to be changed.</source>
        <extracomment>%1 device path</extracomment>
        <translation>%1 не позволяет изменять настройку кэша записи.</translation>
    </message>
    <message>
        <source>The helper&apos;s write-cache reply names no device.</source>
        <translation>В ответе вспомогательной службы о кэше записи не указано устройство.</translation>
    </message>
    <message>
        <source>%1 is a virtual disk (%2): the write cache it reports is the hypervisor&apos;s emulation. Whether a flush reaches a real drive depends on the hypervisor&apos;s cache mode on the host.</source>
        <extracomment>%1 device path, %2 who emulates the disk: &quot;QEMU&quot;, &quot;VMware&quot;, &quot;Hyper-V&quot;, &quot;virtio&quot;...</extracomment>
        <translation>%1 — виртуальный диск (%2): сообщаемый им кэш записи — это эмуляция гипервизора. Доходят ли сбросы кэша (flush) до настоящего накопителя, зависит от режима кэширования гипервизора на хосте.</translation>
    </message>
    <message>
        <source>Whether the write cache of %1 is on could not be read: %2</source>
        <extracomment>%1 device path, %2 the error the drive or the kernel gave</extracomment>
        <translation>Не удалось прочитать, включён ли кэш записи %1: %2</translation>
    </message>
    <message>
        <source>Whether the write cache of %1 can be switched could not be read: %2</source>
        <extracomment>%1 device path, %2 the error the drive or the kernel gave</extracomment>
        <translation>Не удалось прочитать, можно ли переключать кэш записи %1: %2</translation>
    </message>
    <message>
        <source>The saved write cache setting of %1 could not be read: %2</source>
        <extracomment>%1 device path, %2 the error the drive or the kernel gave</extracomment>
        <translation>Не удалось прочитать сохранённую настройку кэша записи %1: %2</translation>
    </message>
    <message>
        <source>Finding %1 (%2)</source>
        <extracomment>a finding this version does not know (from a newer helper); %1 its code, %2 its arguments</extracomment>
        <translation>Результат %1 (%2)</translation>
    </message>
    <message>
        <source>write back</source>
        <extracomment>the kernel&apos;s view of a drive&apos;s cache (queue/write_cache): it sends flushes</extracomment>
        <translation>отложенная запись</translation>
    </message>
    <message>
        <source>write through</source>
        <extracomment>the kernel&apos;s view of a drive&apos;s cache (queue/write_cache): it sends no flushes</extracomment>
        <translation>сквозная запись</translation>
    </message>
    <message>
        <source>The helper&apos;s write-cache reply has findings in a form this version does not read. Restart DriveProof after an update.</source>
        <translation>Ответ вспомогательной службы о кэше записи содержит результаты в формате, который эта версия не читает. Перезапустите DriveProof после обновления.</translation>
    </message>
    <message>
        <source>The helper&apos;s write-cache reply has a finding without a code. Restart DriveProof after an update.</source>
        <translation>Ответ вспомогательной службы о кэше записи содержит результат без кода. Перезапустите DriveProof после обновления.</translation>
    </message>
    <message>
        <source>A self-test is already running on the drive.</source>
        <translation>На накопителе уже идёт самотест.</translation>
    </message>
</context>
<context>
    <name>DriveProof::Capacity</name>
    <message>
        <source>Writing records</source>
        <translation>Запись записей</translation>
    </message>
    <message>
        <source>Pushing the drive&apos;s cache out</source>
        <translation>Вытеснение кэша накопителя</translation>
    </message>
    <message>
        <source>Reading back</source>
        <translation>Обратное чтение</translation>
    </message>
    <message>
        <source>Closing in on the boundary</source>
        <translation>Уточнение границы</translation>
    </message>
    <message>
        <source>records written elsewhere (wrap-around)</source>
        <translation>записи, записанные в другое место (заворачивание)</translation>
    </message>
    <message>
        <source>zeros</source>
        <translation>нули</translation>
    </message>
    <message>
        <source>not what was written</source>
        <translation>не то, что было записано</translation>
    </message>
    <message>
        <source>damaged records</source>
        <translation>повреждённые записи</translation>
    </message>
    <message>
        <source>read errors</source>
        <translation>ошибки чтения</translation>
    </message>
    <message>
        <source>Usable size proved: %1 (%2 bytes).</source>
        <extracomment>%1 a size, e.g. &quot;62.1 GB&quot;, %2 the same in bytes</extracomment>
        <translation>Доказанный полезный объём: %1 (%2 байт).</translation>
    </message>
    <message>
        <source>First bad block at byte %1; the boundary is known to within %2.</source>
        <extracomment>%1 a byte offset as a number, %2 a size, e.g. &quot;4 kB&quot;</extracomment>
        <translation>Первый плохой блок на байте %1; граница известна с точностью до %2.</translation>
    </message>
    <message numerus="yes">
        <source>%n write request(s), %1 written, in %2 s.</source>
        <extracomment>%n write requests, %1 a size, e.g. &quot;1.1 GB&quot;, %2 seconds, e.g. &quot;12.5&quot;</extracomment>
        <translation>
            <numerusform>%n запрос на запись, записано %1, за %2 с.</numerusform>
            <numerusform>%n запроса на запись, записано %1, за %2 с.</numerusform>
            <numerusform>%n запросов на запись, записано %1, за %2 с.</numerusform>
        </translation>
    </message>
    <message>
        <source>Genuine: every record written across all %1 bytes (%2) read back where it was written.</source>
        <extracomment>%1 the drive&apos;s size in bytes as a number, %2 the same size short, e.g. &quot;1.0 TB&quot;</extracomment>
        <translation>Подлинный: каждая запись, сделанная по всем %1 байтам (%2), прочитана там, куда была записана.</translation>
    </message>
    <message>
        <source>Fake: only the first %1 are real; writes beyond that land at the start again (wrap-around). The drive claims %2.</source>
        <extracomment>%1 the real size, e.g. &quot;62.1 GB&quot;, %2 the size the drive claims, e.g. &quot;128.0 GB&quot;</extracomment>
        <translation>Подделка: настоящие только первые %1; запись дальше снова попадает в начало (заворачивание). Накопитель заявляет %2.</translation>
    </message>
    <message>
        <source>Fake: writes beyond %1 are thrown away. The drive claims %2.</source>
        <extracomment>%1 where the real part ends, e.g. &quot;120.3 GB&quot;, %2 the size the drive claims</extracomment>
        <translation>Подделка: запись за пределами %1 выбрасывается. Накопитель заявляет %2.</translation>
    </message>
    <message numerus="yes">
        <source>Damaged: %n block(s) did not hold what was written, the first at %1.</source>
        <extracomment>%n how many blocks, %1 the position of the first one, e.g. &quot;3.2 GB&quot;</extracomment>
        <translation>
            <numerusform>Повреждён: %n блок не содержал записанного, первый на %1.</numerusform>
            <numerusform>Повреждён: %n блока не содержали записанного, первый на %1.</numerusform>
            <numerusform>Повреждён: %n блоков не содержали записанного, первый на %1.</numerusform>
        </translation>
    </message>
    <message>
        <source>Could not decide: the test was cancelled.</source>
        <translation>Не удалось решить: проверка отменена.</translation>
    </message>
    <message>
        <source>Could not decide: the drive did not accept a flush of its cache.</source>
        <translation>Не удалось решить: накопитель не принял сброс своего кэша.</translation>
    </message>
    <message>
        <source>Could not decide: the device is too small to test.</source>
        <translation>Не удалось решить: устройство слишком мало для проверки.</translation>
    </message>
    <message>
        <source>Could not decide: nothing that was written could be read back.</source>
        <translation>Не удалось решить: ничего из записанного не удалось прочитать обратно.</translation>
    </message>
    <message>
        <source>The drive was reset before reading back: what its controller kept in memory was lost.</source>
        <translation>Перед обратным чтением накопитель был сброшен: то, что его контроллер держал в памяти, потеряно.</translation>
    </message>
    <message>
        <source>The drive was reset before reading back but did not come back.</source>
        <translation>Перед обратным чтением накопитель был сброшен, но не вернулся.</translation>
    </message>
    <message>
        <source>Not reset before reading back: this device cannot be reset.</source>
        <translation>Без сброса перед обратным чтением: это устройство нельзя сбросить.</translation>
    </message>
    <message>
        <source>Not reset before reading back: only a USB drive can be reset on its own.</source>
        <translation>Без сброса перед обратным чтением: отдельно можно сбросить только USB-накопитель.</translation>
    </message>
    <message>
        <source>Not reset before reading back: only a run as root can reset a USB drive (sudo driveproof-cli capacity).</source>
        <translation>Без сброса перед обратным чтением: сбросить USB-накопитель может только запуск от root (sudo driveproof-cli capacity).</translation>
    </message>
    <message>
        <source>Not reset before reading back: a partition was checked, and a reset would touch the whole drive.</source>
        <translation>Без сброса перед обратным чтением: проверялся раздел, а сброс затронул бы весь накопитель.</translation>
    </message>
    <message>
        <source>Not reset before reading back: its USB device carries other drives too.</source>
        <translation>Без сброса перед обратным чтением: на его USB-устройстве есть и другие накопители.</translation>
    </message>
    <message>
        <source>Not reset before reading back: the kernel refused (%1).</source>
        <extracomment>%1 the system&apos;s error message, e.g. &quot;Operation not permitted&quot;</extracomment>
        <translation>Без сброса перед обратным чтением: ядро отказало (%1).</translation>
    </message>
    <message>
        <source>Waiting for the drive&apos;s cache to write back</source>
        <translation>Ожидание записи кэша накопителя</translation>
    </message>
</context>
<context>
    <name>DriveProof::Cli</name>
    <message>
        <source>Logical sector size in bytes (images: 512).</source>
        <translation>Размер логического сектора в байтах (для образов: 512).</translation>
    </message>
    <message>
        <source>Physical sector size in bytes (images: 4096).</source>
        <translation>Размер физического сектора в байтах (для образов: 4096).</translation>
    </message>
    <message>
        <source>Optimal I/O size in bytes, 0 = not reported (images: 0).</source>
        <translation>Оптимальный размер ввода-вывода в байтах, 0 — не сообщается (для образов: 0).</translation>
    </message>
    <message>
        <source>Bytes from LBA 0 to the next physical sector boundary (images: 0).</source>
        <translation>Число байт от LBA 0 до следующей границы физического сектора (для образов: 0).</translation>
    </message>
    <message>
        <source>%1 %2 is not a number of bytes. Give a whole number such as 4096.</source>
        <extracomment>%1 option name, %2 the value given</extracomment>
        <translation>%1 %2 — не число байт. Укажите целое число, например 4096.</translation>
    </message>
    <message>
        <source>%1 %2 is not a valid block size. Give a power of two from 512 to 1048576 bytes, e.g. 4096.</source>
        <extracomment>%1 option name, %2 the value given</extracomment>
        <translation>%1 %2 — недопустимый размер блока. Укажите степень двойки от 512 до 1048576 байт, например 4096.</translation>
    </message>
    <message>
        <source>--physical-block-size %1 is smaller than --logical-block-size %2: a physical sector holds one or more logical sectors.</source>
        <extracomment>%1 physical size given, %2 logical size given</extracomment>
        <translation>--physical-block-size %1 меньше, чем --logical-block-size %2: физический сектор содержит один или несколько логических секторов.</translation>
    </message>
    <message>
        <source>--physical-block-size %1 is smaller than the %3-byte logical sectors of %2: a physical sector holds one or more logical sectors.</source>
        <extracomment>%1 physical size given, %2 device, %3 its logical sector size</extracomment>
        <translation>--physical-block-size %1 меньше логических секторов %2 размером %3 байт: физический сектор содержит один или несколько логических секторов.</translation>
    </message>
    <message>
        <source>%1 %2 is not valid. Give 0 (not reported) or a multiple of the physical block size (%3 bytes) up to 1 GiB.</source>
        <extracomment>%1 option name, %2 the value given, %3 physical sector size</extracomment>
        <translation>Значение %1 %2 недопустимо. Укажите 0 (не сообщается) или число, кратное размеру физического блока (%3 байт), не больше 1 GiB.</translation>
    </message>
    <message>
        <source>%1 %2 is not valid. Give a multiple of the logical block size (%3 bytes) smaller than the physical block size (%4 bytes), e.g. 0.</source>
        <extracomment>%1 option name, %2 the value given, %3 logical and %4 physical sector size</extracomment>
        <translation>Значение %1 %2 недопустимо. Укажите число, кратное размеру логического блока (%3 байт) и меньшее размера физического блока (%4 байт), например 0.</translation>
    </message>
    <message>
        <source>yes</source>
        <translation>да</translation>
    </message>
    <message>
        <source>no</source>
        <translation>нет</translation>
    </message>
    <message numerus="yes">
        <source>%n byte(s)</source>
        <extracomment>%n bytes of the optimal I/O size
----------
a size in bytes, e.g. &quot;4096 bytes&quot;</extracomment>
        <translation>
            <numerusform>%n байт</numerusform>
            <numerusform>%n байта</numerusform>
            <numerusform>%n байт</numerusform>
        </translation>
    </message>
    <message>
        <source>not reported</source>
        <translation>не сообщается</translation>
    </message>
    <message>
        <source>%1: %2 partition table, logical sector %3 bytes, physical sector %4 bytes, optimal I/O size %5, alignment offset %6 bytes.</source>
        <extracomment>%1 device or image, %2 &quot;dos&quot;/&quot;gpt&quot;, %3 and %4 sector sizes in bytes, %5 optimal I/O size (&quot;65536 bytes&quot; or &quot;not reported&quot;), %6 alignment offset in bytes</extracomment>
        <translation>%1: таблица разделов %2, логический сектор %3 байт, физический сектор %4 байт, оптимальный размер ввода-вывода %5, смещение выравнивания %6 байт.</translation>
    </message>
    <message>
        <source>unknown</source>
        <translation>неизвестно</translation>
    </message>
    <message>
        <source>The partition table of %1 has no partitions.</source>
        <extracomment>%1 device or image</extracomment>
        <translation>Таблица разделов %1 не содержит разделов.</translation>
    </message>
    <message>
        <source>PARTITION</source>
        <translation>РАЗДЕЛ</translation>
    </message>
    <message>
        <source>START (sector)</source>
        <translation>НАЧАЛО (сектор)</translation>
    </message>
    <message>
        <source>START (bytes)</source>
        <translation>НАЧАЛО (байты)</translation>
    </message>
    <message>
        <source>LOGICAL</source>
        <translation>ЛОГИЧЕСКИЙ</translation>
    </message>
    <message>
        <source>PHYSICAL</source>
        <translation>ФИЗИЧЕСКИЙ</translation>
    </message>
    <message>
        <source>OPTIMAL</source>
        <translation>ОПТИМАЛЬНЫЙ</translation>
    </message>
    <message>
        <source>1 MiB</source>
        <translation>1 MiB</translation>
    </message>
    <message>
        <source>VERDICT</source>
        <translation>ОЦЕНКА</translation>
    </message>
    <message>
        <source>No drive or file named %1. Give a drive such as /dev/sdb (see &apos;driveproof-cli list&apos;) or the path of a disk image.</source>
        <extracomment>%1 what the user typed</extracomment>
        <translation>Нет накопителя или файла с именем %1. Укажите накопитель, например /dev/sdb (см. &apos;driveproof-cli list&apos;), или путь к образу диска.</translation>
    </message>
    <message>
        <source>%1 is a partition. Give the whole drive instead: &apos;driveproof-cli align %2&apos;.</source>
        <extracomment>%1 the partition given, %2 its whole drive</extracomment>
        <translation>%1 — это раздел. Укажите весь накопитель: &apos;driveproof-cli align %2&apos;.</translation>
    </message>
    <message>
        <source>Check that every partition of a drive or a disk image starts on a boundary that suits the drive: its physical sectors, 1 MiB and its optimal I/O size.</source>
        <translation>Проверить, что каждый раздел накопителя или образа диска начинается на подходящей для накопителя границе: его физических секторов, 1 MiB и его оптимального размера ввода-вывода.</translation>
    </message>
    <message>
        <source>A drive (/dev/sdb, sdb) or a disk image file.</source>
        <translation>Накопитель (/dev/sdb, sdb) или файл образа диска.</translation>
    </message>
    <message>
        <source>Print JSON (keys in docs/json.md).</source>
        <translation>Вывести JSON (ключи описаны в docs/json.md).</translation>
    </message>
    <message>
        <source>&apos;align&apos; needs exactly one drive or disk image, e.g. &apos;driveproof-cli align /dev/sdb&apos; or &apos;driveproof-cli align disk.img&apos;.</source>
        <translation>Команде &apos;align&apos; нужен ровно один накопитель или образ диска, например &apos;driveproof-cli align /dev/sdb&apos; или &apos;driveproof-cli align disk.img&apos;.</translation>
    </message>
    <message>
        <source>on</source>
        <extracomment>the drive&apos;s write cache</extracomment>
        <translation>включён</translation>
    </message>
    <message>
        <source>off</source>
        <translation>выключен</translation>
    </message>
    <message>
        <source>yes, through udisks2 (re-applied at every boot)</source>
        <translation>да, через udisks2 (применяется заново при каждой загрузке)</translation>
    </message>
    <message>
        <source>yes, saved in the drive</source>
        <translation>да, сохраняется в накопителе</translation>
    </message>
    <message>
        <source>no: a change lasts until the next power cycle</source>
        <translation>нет: изменение действует до следующего выключения питания</translation>
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
        <translation>нет (не принимает команд накопителя)</translation>
    </message>
    <message>
        <source>Device</source>
        <translation>Устройство</translation>
    </message>
    <message>
        <source>Protocol</source>
        <translation>Протокол</translation>
    </message>
    <message>
        <source>Drive has a write cache</source>
        <translation>Кэш записи у накопителя</translation>
    </message>
    <message>
        <source>Drive&apos;s cache now</source>
        <translation>Кэш накопителя сейчас</translation>
    </message>
    <message>
        <source>Saved setting</source>
        <translation>Сохранённая настройка</translation>
    </message>
    <message>
        <source>none</source>
        <translation>нет</translation>
    </message>
    <message>
        <source>Can be changed</source>
        <translation>Можно изменить</translation>
    </message>
    <message>
        <source>Keeps after reboot</source>
        <translation>Сохраняется после перезагрузки</translation>
    </message>
    <message>
        <source>Kernel&apos;s view</source>
        <translation>По данным ядра</translation>
    </message>
    <message>
        <source>Kernel uses FUA</source>
        <translation>Ядро использует FUA</translation>
    </message>
    <message>
        <source>Sources</source>
        <translation>Источники</translation>
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
        <translation>хорошо</translation>
    </message>
    <message>
        <source>caution</source>
        <translation>внимание</translation>
    </message>
    <message>
        <source>bad</source>
        <translation>плохо</translation>
    </message>
    <message>
        <source>Overall</source>
        <translation>Общая оценка</translation>
    </message>
    <message>
        <source>Temperature</source>
        <extracomment>temperature in degrees Celsius</extracomment>
        <translation>Температура</translation>
    </message>
    <message>
        <source>%1 °C</source>
        <translation>%1 °C</translation>
    </message>
    <message>
        <source>Power-on hours</source>
        <translation>Часы работы</translation>
    </message>
    <message>
        <source>Power cycles</source>
        <translation>Циклы включения</translation>
    </message>
    <message>
        <source>Unsafe shutdowns</source>
        <translation>Небезопасные отключения</translation>
    </message>
    <message>
        <source>Bad sectors</source>
        <translation>Сбойные секторы</translation>
    </message>
    <message>
        <source>Media errors</source>
        <translation>Ошибки носителя</translation>
    </message>
    <message>
        <source>Wear</source>
        <extracomment>wear of an SSD, in percent of its rated life</extracomment>
        <translation>Износ</translation>
    </message>
    <message>
        <source>%1 %</source>
        <translation>%1%</translation>
    </message>
    <message>
        <source>Available spare</source>
        <translation>Доступный резерв</translation>
    </message>
    <message>
        <source>Source</source>
        <translation>Источник</translation>
    </message>
    <message>
        <source>%1 is a partition; the write cache and health belong to the whole drive. Give %2 instead.</source>
        <extracomment>%1 partition the user gave, %2 its whole drive</extracomment>
        <translation>%1 — это раздел; кэш записи и состояние относятся ко всему накопителю. Укажите %2.</translation>
    </message>
    <message>
        <source>Show the drive&apos;s volatile write cache next to the kernel&apos;s view, or switch it.</source>
        <translation>Показать энергозависимый кэш записи накопителя рядом со сведениями ядра или переключить его.</translation>
    </message>
    <message>
        <source>A drive, e.g. /dev/sda.</source>
        <translation>Накопитель, например /dev/sda.</translation>
    </message>
    <message>
        <source>Switch the drive&apos;s cache on or off.</source>
        <translation>Включить или выключить кэш накопителя.</translation>
    </message>
    <message>
        <source>Keep the setting after a power cycle, where the drive or udisks2 can keep it honestly.</source>
        <translation>Сохранить настройку после выключения питания, если накопитель или udisks2 могут сделать это честно.</translation>
    </message>
    <message>
        <source>&apos;cache&apos; needs exactly one DEVICE, e.g. &apos;driveproof-cli cache /dev/sda&apos;.</source>
        <translation>Команде &apos;cache&apos; нужно ровно одно DEVICE, например &apos;driveproof-cli cache /dev/sda&apos;.</translation>
    </message>
    <message>
        <source>--set takes &apos;on&apos; or &apos;off&apos;, not &apos;%1&apos;.</source>
        <extracomment>%1 the value the user gave</extracomment>
        <translation>--set принимает &apos;on&apos; или &apos;off&apos;, а не &apos;%1&apos;.</translation>
    </message>
    <message>
        <source>--persist goes with --set on|off.</source>
        <translation>--persist используется вместе с --set on|off.</translation>
    </message>
    <message>
        <source>Show the drive&apos;s health: overall verdict, temperature, hours, power cycles, unsafe shutdowns.</source>
        <translation>Показать состояние накопителя: общую оценку, температуру, часы работы, циклы включения, небезопасные отключения.</translation>
    </message>
    <message>
        <source>&apos;health&apos; needs exactly one DEVICE, e.g. &apos;driveproof-cli health /dev/sda&apos;.</source>
        <translation>Команде &apos;health&apos; нужно ровно одно DEVICE, например &apos;driveproof-cli health /dev/sda&apos;.</translation>
    </message>
    <message>
        <source>Show help for this command.</source>
        <translation>Показать справку по этой команде.</translation>
    </message>
    <message>
        <source>%1. Try &apos;driveproof-cli %2 --help&apos;.</source>
        <extracomment>%1 the parser&apos;s error, %2 the subcommand</extracomment>
        <translation>%1. Попробуйте &apos;driveproof-cli %2 --help&apos;.</translation>
    </message>
    <message>
        <source>%1 (%2 bytes)</source>
        <extracomment>%1 size with unit, e.g. &quot;500.1 GB&quot;; %2 exact byte count</extracomment>
        <translation>%1 (%2 байт)</translation>
    </message>
    <message>
        <source>raw, 512 bytes</source>
        <translation>сырые данные, 512 байт</translation>
    </message>
    <message>
        <source>hex words (hdparm --Istdout)</source>
        <translation>шестнадцатеричные слова (hdparm --Istdout)</translation>
    </message>
    <message>
        <source>%1 (48-bit addressing)</source>
        <extracomment>%1 number of sectors</extracomment>
        <translation>%1 (48-битная адресация)</translation>
    </message>
    <message>
        <source>%1 (28-bit addressing)</source>
        <translation>%1 (28-битная адресация)</translation>
    </message>
    <message>
        <source>%1 (not reported; assumed)</source>
        <extracomment>%1 a size in bytes; the drive predates sector size reporting (IDENTIFY word 106)</extracomment>
        <translation>%1 (не сообщается; предполагается)</translation>
    </message>
    <message>
        <source>non-rotating (solid state)</source>
        <translation>без вращения (твердотельный)</translation>
    </message>
    <message>
        <source>%L1 rpm</source>
        <extracomment>%L1 revolutions per minute</extracomment>
        <translation>%L1 rpm</translation>
    </message>
    <message>
        <source>yes, queue depth %1</source>
        <extracomment>%1 the number of commands the drive can queue</extracomment>
        <translation>да, глубина очереди %1</translation>
    </message>
    <message>
        <source>IDENTIFY dump</source>
        <translation>Дамп IDENTIFY</translation>
    </message>
    <message>
        <source>Format</source>
        <translation>Формат</translation>
    </message>
    <message>
        <source>Model</source>
        <translation>Модель</translation>
    </message>
    <message>
        <source>Serial number</source>
        <translation>Серийный номер</translation>
    </message>
    <message>
        <source>Firmware</source>
        <translation>Прошивка</translation>
    </message>
    <message>
        <source>Capacity</source>
        <translation>Ёмкость</translation>
    </message>
    <message>
        <source>Sectors</source>
        <translation>Секторы</translation>
    </message>
    <message>
        <source>Logical sector</source>
        <translation>Логический сектор</translation>
    </message>
    <message>
        <source>Physical sector</source>
        <translation>Физический сектор</translation>
    </message>
    <message>
        <source>Alignment offset</source>
        <extracomment>where logical sector 0 starts inside its physical sector</extracomment>
        <translation>Смещение выравнивания</translation>
    </message>
    <message>
        <source>Rotation rate</source>
        <translation>Скорость вращения</translation>
    </message>
    <message>
        <source>Write cache supported</source>
        <translation>Кэш записи поддерживается</translation>
    </message>
    <message>
        <source>Write cache enabled</source>
        <translation>Кэш записи включён</translation>
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
        <translation>Контрольная сумма</translation>
    </message>
    <message>
        <source>correct</source>
        <translation>верна</translation>
    </message>
    <message>
        <source>not present</source>
        <translation>отсутствует</translation>
    </message>
    <message>
        <source>Note</source>
        <translation>Примечание</translation>
    </message>
    <message>
        <source>the drive marked this data as incomplete</source>
        <translation>накопитель пометил эти данные как неполные</translation>
    </message>
    <message>
        <source>Backing file</source>
        <translation>Файл-источник</translation>
    </message>
    <message>
        <source>Vendor</source>
        <translation>Производитель</translation>
    </message>
    <message>
        <source>WWN</source>
        <translation>WWN</translation>
    </message>
    <message>
        <source>Transport</source>
        <translation>Интерфейс</translation>
    </message>
    <message>
        <source>Size</source>
        <translation>Размер</translation>
    </message>
    <message>
        <source>Minimum I/O</source>
        <translation>Минимальный ввод-вывод</translation>
    </message>
    <message>
        <source>Optimal I/O</source>
        <translation>Оптимальный ввод-вывод</translation>
    </message>
    <message>
        <source>Media</source>
        <translation>Носитель</translation>
    </message>
    <message>
        <source>Removable</source>
        <translation>Съёмный</translation>
    </message>
    <message>
        <source>Read-only</source>
        <translation>Только чтение</translation>
    </message>
    <message>
        <source>Write cache (kernel view)</source>
        <translation>Кэш записи (по данным ядра)</translation>
    </message>
    <message>
        <source>FUA</source>
        <translation>FUA</translation>
    </message>
    <message>
        <source>Mounted on</source>
        <translation>Точка монтирования</translation>
    </message>
    <message>
        <source>not mounted</source>
        <translation>не смонтирован</translation>
    </message>
    <message>
        <source>Held by</source>
        <translation>Используется</translation>
    </message>
    <message>
        <source>nothing</source>
        <translation>ничем</translation>
    </message>
    <message>
        <source>SIZE</source>
        <translation>РАЗМЕР</translation>
    </message>
    <message>
        <source>MOUNTED ON</source>
        <translation>ТОЧКА МОНТИРОВАНИЯ</translation>
    </message>
    <message>
        <source>Not known:</source>
        <translation>Неизвестно:</translation>
    </message>
    <message>
        <source>  %1: %2</source>
        <extracomment>%1 what is missing, %2 why</extracomment>
        <translation>  %1: %2</translation>
    </message>
    <message>
        <source>Show everything known about one drive.</source>
        <translation>Показать всё, что известно об одном накопителе.</translation>
    </message>
    <message>
        <source>A drive, e.g. /dev/sda or sda.</source>
        <translation>Накопитель, например /dev/sda или sda.</translation>
    </message>
    <message>
        <source>Decode a saved ATA IDENTIFY dump instead of a drive: 512 raw bytes, or the hex words that &apos;hdparm --Istdout&apos; prints.</source>
        <translation>Декодировать сохранённый дамп ATA IDENTIFY вместо накопителя: 512 байт в сыром виде или шестнадцатеричные слова, которые выводит &apos;hdparm --Istdout&apos;.</translation>
    </message>
    <message>
        <source>FILE</source>
        <translation>FILE</translation>
    </message>
    <message>
        <source>&apos;info --identify-file FILE&apos; takes no DEVICE: it decodes the file alone.</source>
        <translation>&apos;info --identify-file FILE&apos; не принимает DEVICE: декодируется только файл.</translation>
    </message>
    <message>
        <source>&apos;info&apos; needs exactly one DEVICE, e.g. &apos;driveproof-cli info /dev/sda&apos;.</source>
        <translation>Команде &apos;info&apos; нужно ровно одно DEVICE, например &apos;driveproof-cli info /dev/sda&apos;.</translation>
    </message>
    <message>
        <source>file</source>
        <translation>файл</translation>
    </message>
    <message>
        <source>solid state</source>
        <translation>твердотельный</translation>
    </message>
    <message>
        <source>%1 rpm</source>
        <translation>%1 rpm</translation>
    </message>
    <message>
        <source>rotational</source>
        <translation>вращающийся</translation>
    </message>
    <message>
        <source>List the drives on this machine: identity, size, sector sizes, media, the kernel&apos;s write-cache view and mount points.</source>
        <translation>Перечислить накопители этой машины: идентификация, размер, размеры секторов, носитель, кэш записи по данным ядра и точки монтирования.</translation>
    </message>
    <message>
        <source>&apos;list&apos; takes no arguments. Use &apos;driveproof-cli info DEVICE&apos; for one drive.</source>
        <translation>Команда &apos;list&apos; не принимает аргументов. Для одного накопителя используйте &apos;driveproof-cli info DEVICE&apos;.</translation>
    </message>
    <message>
        <source>No drives found. In a container, /sys/block may show none; on a desktop, check that the drive is connected.</source>
        <translation>Накопители не найдены. В контейнере /sys/block может ничего не показывать; на настольном компьютере проверьте, что накопитель подключён.</translation>
    </message>
    <message>
        <source>DEVICE</source>
        <translation>УСТРОЙСТВО</translation>
    </message>
    <message>
        <source>TRANSPORT</source>
        <translation>ИНТЕРФЕЙС</translation>
    </message>
    <message>
        <source>MODEL</source>
        <translation>МОДЕЛЬ</translation>
    </message>
    <message>
        <source>SECTORS L/P</source>
        <translation>СЕКТОРЫ Л/Ф</translation>
    </message>
    <message>
        <source>MEDIA</source>
        <translation>НОСИТЕЛЬ</translation>
    </message>
    <message>
        <source>WRITE CACHE</source>
        <translation>КЭШ ЗАПИСИ</translation>
    </message>
    <message>
        <source>%1/%2</source>
        <extracomment>logical / physical sector size in bytes</extracomment>
        <translation>%1/%2</translation>
    </message>
    <message>
        <source>partition</source>
        <translation>раздел</translation>
    </message>
    <message>
        <source>unknown command &apos;%1&apos;. Try &apos;driveproof-cli --help&apos;.</source>
        <translation>неизвестная команда &apos;%1&apos;. Попробуйте &apos;driveproof-cli --help&apos;.</translation>
    </message>
    <message>
        <source>[%1%] %2: %3, %4, %5 left</source>
        <extracomment>live progress: %1 percent done, %2 the step, %3 rate, %4 IOPS, %5 time left (m:ss)</extracomment>
        <translation>[%1%] %2: %3, %4, осталось %5</translation>
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
        <translation>Способ фиксации</translation>
    </message>
    <message>
        <source>Commits/s</source>
        <translation>Фиксаций/с</translation>
    </message>
    <message>
        <source>Mean µs</source>
        <translation>Среднее, µs</translation>
    </message>
    <message>
        <source>p50 µs</source>
        <translation>p50, µs</translation>
    </message>
    <message>
        <source>p99 µs</source>
        <translation>p99, µs</translation>
    </message>
    <message>
        <source>Max µs</source>
        <translation>Макс., µs</translation>
    </message>
    <message>
        <source>Flushes/commit</source>
        <translation>Сбросов/фиксацию</translation>
    </message>
    <message>
        <source>Test</source>
        <translation>Тест</translation>
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
        <translation>p99.9, µs</translation>
    </message>
    <message>
        <source>danger</source>
        <translation>опасность</translation>
    </message>
    <message>
        <source>note</source>
        <translation>примечание</translation>
    </message>
    <message>
        <source>This test writes over the data on %1. Everything on it will be lost.
Type the device name (%2) to go on: </source>
        <extracomment>%1 device node, %2 its short name the user must type</extracomment>
        <translation>Этот тест перезапишет данные на %1. Всё, что там хранится, будет потеряно.
Введите имя устройства (%2), чтобы продолжить: </translation>
    </message>
    <message>
        <source>The test to run.</source>
        <translation>Запускаемый тест.</translation>
    </message>
    <message>
        <source>Test area or temporary file size, e.g. 1G, 256M (default: 1G; commit: 16M; a device: all of it for the surface scan).</source>
        <translation>Размер тестовой области или временного файла, например 1G, 256M (по умолчанию: 1G; commit: 16M; устройство при проверке поверхности — целиком).</translation>
    </message>
    <message>
        <source>Seconds per measurement (default: 5).</source>
        <translation>Секунд на одно измерение (по умолчанию: 5).</translation>
    </message>
    <message>
        <source>I/O engine: auto, io_uring or psync (default: auto).</source>
        <translation>Механизм ввода-вывода: auto, io_uring или psync (по умолчанию: auto).</translation>
    </message>
    <message>
        <source>Block size for random, sweeps and sustained, e.g. 4k.</source>
        <translation>Размер блока для тестов random, sweep и sustained, например 4k.</translation>
    </message>
    <message>
        <source>I/Os in flight per thread (sweeps, sustained).</source>
        <translation>Одновременных операций ввода-вывода на поток (sweep, sustained).</translation>
    </message>
    <message>
        <source>Threads (sweeps).</source>
        <translation>Потоки (sweep).</translation>
    </message>
    <message>
        <source>Sweeps: 100 reads only (default), 0 writes only, or a mix.</source>
        <translation>Серии замеров: 100 — только чтение (по умолчанию), 0 — только запись, или смешанная нагрузка.</translation>
    </message>
    <message>
        <source>Hybrid check: seconds the drive stays idle between the passes (default: 300).</source>
        <translation>Проверка гибридного кэша: сколько секунд накопитель простаивает между проходами (по умолчанию: 300).</translation>
    </message>
    <message>
        <source>Commit: measure again with the drive&apos;s write cache off, then switch it back on.</source>
        <translation>Commit: повторить измерение с выключенным кэшем записи накопителя, затем снова включить его.</translation>
    </message>
    <message>
        <source>Allow a write test on a raw device: everything on it is lost.</source>
        <translation>Разрешить тест записи на «сыром» устройстве: всё, что на нём есть, будет потеряно.</translation>
    </message>
    <message>
        <source>Go through the page cache (no O_DIRECT).</source>
        <translation>Работать через страничный кэш (без O_DIRECT).</translation>
    </message>
    <message>
        <source>Print the result as JSON (docs/json.md).</source>
        <translation>Вывести результат в формате JSON (docs/json.md).</translation>
    </message>
    <message>
        <source>Also write the JSON result to FILE.</source>
        <translation>Также записать результат в формате JSON в FILE.</translation>
    </message>
    <message>
        <source>Run only the measurements with these keys, separated by commas (e.g. rnd4kq32t1.read, commit.s1.fdatasync).</source>
        <translation>Выполнить только измерения с этими ключами, через запятую (например, rnd4kq32t1.read, commit.s1.fdatasync).</translation>
    </message>
    <message>
        <source>Do not keep the result in the drive&apos;s history.</source>
        <translation>Не сохранять результат в истории накопителя.</translation>
    </message>
    <message>
        <source>&apos;bench&apos; needs a FAMILY and at most one TARGET, e.g. &apos;driveproof-cli bench quick ~/&apos;.</source>
        <translation>Команде &apos;bench&apos; нужны FAMILY и не более одного TARGET, например &apos;driveproof-cli bench quick ~/&apos;.</translation>
    </message>
    <message>
        <source>unknown test &apos;%1&apos;. Try &apos;driveproof-cli bench --help&apos;.</source>
        <extracomment>%1 what the user typed</extracomment>
        <translation>неизвестный тест &apos;%1&apos;. Попробуйте &apos;driveproof-cli bench --help&apos;.</translation>
    </message>
    <message>
        <source>--duration takes seconds, e.g. 5, not &apos;%1&apos;.</source>
        <extracomment>%1 what the user typed</extracomment>
        <translation>--duration принимает число секунд, например 5, а не &apos;%1&apos;.</translation>
    </message>
    <message>
        <source>--backend takes auto, io_uring or psync, not &apos;%1&apos;.</source>
        <extracomment>%1 what the user typed</extracomment>
        <translation>--backend принимает auto, io_uring или psync, а не &apos;%1&apos;.</translation>
    </message>
    <message>
        <source>--block-size takes a multiple of 512 bytes up to 64M, not &apos;%1&apos;.</source>
        <extracomment>%1 what the user typed</extracomment>
        <translation>--block-size принимает число, кратное 512 байтам, не больше 64M, а не &apos;%1&apos;.</translation>
    </message>
    <message>
        <source>--%1 takes a whole number up to %2, not &apos;%3&apos;.</source>
        <extracomment>%1 the option, %2 the largest value, %3 what the user typed</extracomment>
        <translation>--%1 принимает целое число не больше %2, а не &apos;%3&apos;.</translation>
    </message>
    <message>
        <source>--idle takes seconds, not &apos;%1&apos;.</source>
        <extracomment>%1 what the user typed</extracomment>
        <translation>--idle принимает число секунд, а не &apos;%1&apos;.</translation>
    </message>
    <message>
        <source>--cache-ab goes with the commit test.</source>
        <translation>--cache-ab используется вместе с тестом commit.</translation>
    </message>
    <message>
        <source>%1 is a device: this test writes to it and destroys its data. Add --destructive if that is what you want, or give a folder.</source>
        <extracomment>%1 device node</extracomment>
        <translation>%1 — это устройство: этот тест пишет на него и уничтожает его данные. Добавьте --destructive, если вы действительно этого хотите, или укажите папку.</translation>
    </message>
    <message>
        <source>The name did not match; nothing was written.</source>
        <translation>Имя не совпало; ничего не записано.</translation>
    </message>
    <message>
        <source>--cache-ab needs to know the drive under the target, and it could not be found.</source>
        <translation>Для --cache-ab нужно знать накопитель, на котором находится цель, но его не удалось найти.</translation>
    </message>
    <message>
        <source>Cannot write %1: %2.</source>
        <extracomment>%1 file name, %2 the system&apos;s error text
----------
%1 file, %2 the system&apos;s reason</extracomment>
        <translation>Не удалось записать %1: %2.</translation>
    </message>
    <message>
        <source>%1 on %2</source>
        <extracomment>%1 the test&apos;s title, %2 where it ran</extracomment>
        <translation>%1 на %2</translation>
    </message>
    <message>
        <source>- %1: %2</source>
        <extracomment>a verdict as a list item: %1 good/caution/danger/note, %2 the verdict</extracomment>
        <translation>- %1: %2</translation>
    </message>
    <message>
        <source>Cancelled; the lines above finished before that.</source>
        <translation>Отменено; строки выше завершились до отмены.</translation>
    </message>
    <message>
        <source>--language needs a language, one of: %1.</source>
        <extracomment>%1 the language codes DriveProof has, e.g. &quot;de, en, es&quot;</extracomment>
        <translation>Для --language нужно указать язык, один из: %1.</translation>
    </message>
    <message>
        <source>unknown language &apos;%1&apos;. Choose one of: %2.</source>
        <extracomment>%1 what was given after --language, %2 the language codes DriveProof has, e.g. &quot;de, en, es&quot;</extracomment>
        <translation>неизвестный язык &apos;%1&apos;. Выберите один из: %2.</translation>
    </message>
    <message>
        <source>Measure a drive: commit rate (like pg_test_fsync), throughput, random I/O, sweeps, the hybrid-cache check.
FAMILY is one of: quick, commit, throughput (or seq), sustained, surface, random, sweep (with --axis), sweep-block-size, sweep-queue-depth, sweep-threads, hybrid.
TARGET is a folder (default: the current one; a temporary file is created and removed), an existing file (used in place, never grown), or a block device (read tests; writing needs --destructive).</source>
        <translation>Измерить характеристики накопителя: скорость фиксаций (как pg_test_fsync), пропускную способность, случайный ввод-вывод, серии замеров, проверку гибридного кэша.
FAMILY — одно из: quick, commit, throughput (или seq), sustained, surface, random, sweep (с --axis), sweep-block-size, sweep-queue-depth, sweep-threads, hybrid.
TARGET — папка (по умолчанию текущая; в ней создаётся и затем удаляется временный файл), существующий файл (используется как есть и никогда не увеличивается) или блочное устройство (тесты чтения; для записи нужен --destructive).</translation>
    </message>
    <message>
        <source>Folder, file or device (or --target).</source>
        <translation>Папка, файл или устройство (или --target).</translation>
    </message>
    <message>
        <source>Folder, file or device, like TARGET.</source>
        <translation>Папка, файл или устройство, как TARGET.</translation>
    </message>
    <message>
        <source>Quick, throughput, random: reads only.</source>
        <translation>quick, throughput, random: только чтение.</translation>
    </message>
    <message>
        <source>Quick, throughput, random: writes only.</source>
        <translation>quick, throughput, random: только запись.</translation>
    </message>
    <message>
        <source>Quick, throughput, random: a mix with this percentage of reads, e.g. 70.</source>
        <translation>quick, throughput, random: смешанная нагрузка с этой долей чтения в процентах, например 70.</translation>
    </message>
    <message>
        <source>One CrystalDiskMark preset: SEQ1M-Q8T1, SEQ1M-Q1T1, RND4K-Q32T1, RND4K-Q1T1 (or any RND|SEQ&lt;size&gt;-Q&lt;depth&gt;T&lt;threads&gt;).</source>
        <translation>Один пресет CrystalDiskMark: SEQ1M-Q8T1, SEQ1M-Q1T1, RND4K-Q32T1, RND4K-Q1T1 (или любой RND|SEQ&lt;size&gt;-Q&lt;depth&gt;T&lt;threads&gt;).</translation>
    </message>
    <message>
        <source>sweep: block-size (default), queue-depth or threads.</source>
        <translation>sweep: block-size (по умолчанию), queue-depth или threads.</translation>
    </message>
    <message>
        <source>--axis goes with &apos;sweep&apos; and takes block-size, queue-depth or threads, not &apos;%1&apos;.</source>
        <extracomment>%1 what the user typed</extracomment>
        <translation>--axis используется вместе с &apos;sweep&apos; и принимает block-size, queue-depth или threads, а не &apos;%1&apos;.</translation>
    </message>
    <message>
        <source>Give one of --read, --write and --mix.</source>
        <translation>Укажите один из параметров: --read, --write или --mix.</translation>
    </message>
    <message>
        <source>--mix takes the percentage of reads, 0 to 100, not &apos;%1&apos;.</source>
        <extracomment>%1 what the user typed</extracomment>
        <translation>--mix принимает долю чтения в процентах, от 0 до 100, а не &apos;%1&apos;.</translation>
    </message>
    <message>
        <source>--preset takes a name such as RND4K-Q32T1 or SEQ1M-Q8T1, not &apos;%1&apos;.</source>
        <extracomment>%1 what the user typed</extracomment>
        <translation>--preset принимает имя, например RND4K-Q32T1 или SEQ1M-Q8T1, а не &apos;%1&apos;.</translation>
    </message>
    <message>
        <source>--preset goes with quick, random or seq.</source>
        <translation>--preset используется вместе с quick, random или seq.</translation>
    </message>
    <message>
        <source>Cancelled while the test file was being prepared; it was removed.</source>
        <translation>Отменено во время подготовки тестового файла; файл удалён.</translation>
    </message>
    <message>
        <source>preparing the test area: %1%</source>
        <extracomment>%1 percent of the test area written with known data</extracomment>
        <translation>подготовка тестовой области: %1%</translation>
    </message>
    <message>
        <source>%1: %2 commits/s, witness holds #%3, %4 in flight, link %5</source>
        <extracomment>live power-loss run: %1 phase, %2 commits per second, %3 the witness&apos;s durable sequence number, %4 writes in flight, %5 link state</extracomment>
        <translation>%1: %2 фиксаций/с, у свидетеля до #%3, в процессе: %4, связь: %5</translation>
    </message>
    <message>
        <source>*** Pull the plug now ***</source>
        <translation>*** Выдерните вилку сейчас ***</translation>
    </message>
    <message>
        <source>Cut the power at the wall (not the power button). After the restart, run &apos;driveproof-cli powerloss verify&apos; with the same target.</source>
        <translation>Отключите питание у розетки (а не кнопкой питания). После перезапуска выполните &apos;driveproof-cli powerloss verify&apos; для того же объекта.</translation>
    </message>
    <message>
        <source>Verdict: %1</source>
        <extracomment>%1 PASS, FAIL or INCONCLUSIVE</extracomment>
        <translation>Вердикт: %1</translation>
    </message>
    <message>
        <source>Validity checks:</source>
        <translation>Проверки достоверности:</translation>
    </message>
    <message>
        <source>  [%1] %2</source>
        <extracomment>a checklist line: %1 &quot;ok&quot; or &quot;NOT OK&quot;, %2 what was seen</extracomment>
        <translation>  [%1] %2</translation>
    </message>
    <message>
        <source>ok</source>
        <translation>ок</translation>
    </message>
    <message>
        <source>NOT OK</source>
        <translation>НЕ ОК</translation>
    </message>
    <message>
        <source>Acknowledged writes: %1; blocks checked: %2</source>
        <extracomment>%1 number of acknowledged writes, %2 number of blocks read</extracomment>
        <translation>Подтверждённых записей: %1; проверено блоков: %2</translation>
    </message>
    <message>
        <source>Test area: %1, %2</source>
        <extracomment>%1 file or device, %2 its size</extracomment>
        <translation>Тестовая область: %1, %2</translation>
    </message>
    <message>
        <source>Drive: %1, serial %2, firmware %3</source>
        <extracomment>%1 model, %2 serial number, %3 firmware</extracomment>
        <translation>Накопитель: %1, серийный номер %2, прошивка %3</translation>
    </message>
    <message>
        <source>Write cache: %1</source>
        <extracomment>%1 on, off or unknown</extracomment>
        <translation>Кэш записи: %1</translation>
    </message>
    <message>
        <source>Unsafe shutdowns so far: %1</source>
        <translation>Небезопасных отключений на данный момент: %1</translation>
    </message>
    <message>
        <source>Warning: %1</source>
        <extracomment>a warning: %1 its text</extracomment>
        <translation>Предупреждение: %1</translation>
    </message>
    <message>
        <source>Ready. Start the witness, then &apos;driveproof-cli powerloss run&apos;.</source>
        <translation>Готово. Запустите свидетеля, затем выполните &apos;driveproof-cli powerloss run&apos;.</translation>
    </message>
    <message>
        <source>Stopped cleanly after %1 commits; the witness holds them all. Nothing to verify: a clean stop is not a power cut.</source>
        <extracomment>%1 number of commits</extracomment>
        <translation>Штатная остановка; выполнено фиксаций: %1, и все они есть у свидетеля. Проверять нечего: штатная остановка — это не отключение питания.</translation>
    </message>
    <message>
        <source>No power-loss test is pending for %1.</source>
        <translation>Для %1 нет ожидающего теста на потерю питания.</translation>
    </message>
    <message>
        <source>No pending power-loss test has the run id &apos;%1&apos;.</source>
        <translation>Нет ожидающего теста на потерю питания с ID запуска &apos;%1&apos;.</translation>
    </message>
    <message>
        <source>Practice on a simulated drive that lies about its flushes.</source>
        <translation>Тренировка на имитации накопителя, который лжёт о сбросах кэша.</translation>
    </message>
    <message>
        <source>Practice on a simulated honest drive.</source>
        <translation>Тренировка на имитации честного накопителя.</translation>
    </message>
    <message>
        <source>The power-loss test: does the drive keep what it acknowledged when the power goes?
  prepare   check the drive and the machine, create the test area
  run       write and report every commit to the witness; pull the plug when told
  verify    after the restart: read the area, fetch the witness&apos;s record, judge
  practice  the whole procedure on a simulated drive on this machine</source>
        <translation>Тест на потерю питания: сохраняет ли накопитель то, что подтвердил, когда пропадает питание?
  prepare   проверить накопитель и машину, создать тестовую область
  run       записывать и сообщать о каждой фиксации свидетелю; выдернуть вилку по команде
  verify    после перезапуска: прочитать область, получить данные свидетеля, вынести вердикт
  practice  вся процедура на имитации накопителя на этой машине</translation>
    </message>
    <message>
        <source>prepare, run, verify or practice.</source>
        <translation>prepare, run, verify или practice.</translation>
    </message>
    <message>
        <source>The test area: a file (created if missing) or a block device (with --destructive).</source>
        <translation>Тестовая область: файл (создаётся, если его нет) или блочное устройство (с --destructive).</translation>
    </message>
    <message>
        <source>The witness&apos;s address, as it shows it.</source>
        <translation>Адрес свидетеля в том виде, в каком он его показывает.</translation>
    </message>
    <message>
        <source>Size of the test area, e.g. 1G (default: 1G; practice: 16M).</source>
        <translation>Размер тестовой области, например 1G (по умолчанию: 1G; practice: 16M).</translation>
    </message>
    <message>
        <source>Commit method: fdatasync (default), fsync, open_datasync or open_sync.</source>
        <translation>Способ фиксации: fdatasync (по умолчанию), fsync, open_datasync или open_sync.</translation>
    </message>
    <message>
        <source>Writes per commit (group commit); default 1.</source>
        <translation>Записей на одну фиксацию (групповая фиксация); по умолчанию 1.</translation>
    </message>
    <message>
        <source>verify: the run to verify (its id or the start of it), instead of the one pending for --target.</source>
        <translation>verify: запуск для проверки (его ID или начало ID) вместо ожидающего запуска для --target.</translation>
    </message>
    <message>
        <source>Allow a raw device as the target: everything on it is lost.</source>
        <translation>Разрешить «сырое» устройство в качестве цели: всё, что на нём есть, будет потеряно.</translation>
    </message>
    <message>
        <source>practice: honest (default) or lying.</source>
        <translation>practice: honest (по умолчанию) или lying.</translation>
    </message>
    <message>
        <source>practice: seconds of writing before the simulated cut (default: 3).</source>
        <translation>practice: сколько секунд записывать до имитации отключения питания (по умолчанию: 3).</translation>
    </message>
    <message>
        <source>Print the result as JSON.</source>
        <translation>Вывести результат в формате JSON.</translation>
    </message>
    <message>
        <source>powerloss takes prepare, run, verify or practice, not &apos;%1&apos;.</source>
        <extracomment>%1 what the user typed</extracomment>
        <translation>powerloss принимает prepare, run, verify или practice, а не &apos;%1&apos;.</translation>
    </message>
    <message>
        <source>--size takes a size of at least 1M, such as 1G or 256M, not &apos;%1&apos;.</source>
        <extracomment>%1 what the user typed</extracomment>
        <translation>--size принимает размер не меньше 1M, например 1G или 256M, а не &apos;%1&apos;.</translation>
    </message>
    <message>
        <source>--method takes fdatasync, fsync, open_datasync or open_sync, not &apos;%1&apos;.</source>
        <extracomment>%1 what the user typed</extracomment>
        <translation>--method принимает fdatasync, fsync, open_datasync или open_sync, а не &apos;%1&apos;.</translation>
    </message>
    <message>
        <source>--writes-per-commit takes a number from 1 to 1024, not &apos;%1&apos;.</source>
        <extracomment>%1 what the user typed</extracomment>
        <translation>--writes-per-commit принимает число от 1 до 1024, а не &apos;%1&apos;.</translation>
    </message>
    <message>
        <source>--witness takes HOST:PORT such as 192.168.1.20:7070, not &apos;%1&apos;.</source>
        <extracomment>%1 what the user typed</extracomment>
        <translation>--witness принимает HOST:PORT, например 192.168.1.20:7070, а не &apos;%1&apos;.</translation>
    </message>
    <message>
        <source>--mode takes honest or lying, not &apos;%1&apos;.</source>
        <extracomment>%1 what the user typed</extracomment>
        <translation>--mode принимает honest или lying, а не &apos;%1&apos;.</translation>
    </message>
    <message>
        <source>--seconds takes a number from 0 to 3600, not &apos;%1&apos;.</source>
        <extracomment>%1 what the user typed</extracomment>
        <translation>--seconds принимает число от 0 до 3600, а не &apos;%1&apos;.</translation>
    </message>
    <message>
        <source>Give the test area with --target PATH.</source>
        <translation>Укажите тестовую область с помощью --target PATH.</translation>
    </message>
    <message>
        <source>run %1: started</source>
        <extracomment>%1 a short run id</extracomment>
        <translation>запуск %1: начат</translation>
    </message>
    <message>
        <source>run %1: the writer is back (%2 commits so far)</source>
        <extracomment>%1 a short run id, %2 number of acknowledged commits</extracomment>
        <translation>запуск %1: записывающая сторона снова на связи (фиксаций на данный момент: %2)</translation>
    </message>
    <message>
        <source>run %1: %2 commits acknowledged</source>
        <extracomment>%1 a short run id, %2 number of acknowledged commits</extracomment>
        <translation>запуск %1: подтверждено фиксаций: %2</translation>
    </message>
    <message>
        <source>run %1: the writer went silent at %2: the estimated power cut</source>
        <extracomment>%1 a short run id, %2 date and time on this machine&apos;s clock</extracomment>
        <translation>запуск %1: записывающая сторона замолчала в %2 — расчётный момент отключения питания</translation>
    </message>
    <message>
        <source>run %1: the writer reported an error: %2</source>
        <extracomment>%1 a short run id, %2 the writer&apos;s error text</extracomment>
        <translation>запуск %1: записывающая сторона сообщила об ошибке: %2</translation>
    </message>
    <message>
        <source>run %1: the writer stopped on purpose (no power cut)</source>
        <extracomment>%1 a short run id</extracomment>
        <translation>запуск %1: записывающая сторона намеренно остановилась (без отключения питания)</translation>
    </message>
    <message>
        <source>run %1: the verifier&apos;s report is stored</source>
        <extracomment>%1 a short run id</extracomment>
        <translation>запуск %1: отчёт проверяющей стороны сохранён</translation>
    </message>
    <message>
        <source>refused a connection: %1</source>
        <extracomment>%1 why a connection or frame was refused</extracomment>
        <translation>подключение отклонено: %1</translation>
    </message>
    <message>
        <source>run %1: journal error: %2</source>
        <extracomment>%1 a short run id, %2 the error text</extracomment>
        <translation>запуск %1: ошибка журнала: %2</translation>
    </message>
    <message>
        <source>Be the witness of a power-loss test: record every commit a writer reports, so that after the power cut the verifier knows what the drive acknowledged. Runs until Ctrl+C.</source>
        <translation>Стать свидетелем теста на потерю питания: регистрировать каждую фиксацию, о которой сообщает записывающая сторона, чтобы после отключения питания проверяющая сторона знала, что подтвердил накопитель. Работает до нажатия Ctrl+C.</translation>
    </message>
    <message>
        <source>Address and port to listen on (default: 0.0.0.0:7070).</source>
        <translation>Адрес и порт для прослушивания (по умолчанию: 0.0.0.0:7070).</translation>
    </message>
    <message>
        <source>Folder for the run journals (default: DriveProof&apos;s data folder). Put it on another disk than the one under test.</source>
        <translation>Папка для журналов запусков (по умолчанию: папка данных DriveProof). Разместите её на другом диске, а не на тестируемом.</translation>
    </message>
    <message>
        <source>witness takes no argument, not &apos;%1&apos;.</source>
        <extracomment>%1 what the user typed</extracomment>
        <translation>witness не принимает аргументов, а получено &apos;%1&apos;.</translation>
    </message>
    <message>
        <source>--listen takes ADDRESS:PORT such as 0.0.0.0:7070, not &apos;%1&apos;.</source>
        <extracomment>%1 what the user typed</extracomment>
        <translation>--listen принимает ADDRESS:PORT, например 0.0.0.0:7070, а не &apos;%1&apos;.</translation>
    </message>
    <message>
        <source>Pairing code: %1</source>
        <extracomment>%1 the pairing code to type on the writer</extracomment>
        <translation>Код сопряжения: %1</translation>
    </message>
    <message>
        <source>Listening on %1:%2</source>
        <extracomment>%1 host, %2 port</extracomment>
        <translation>Прослушивание на %1:%2</translation>
    </message>
    <message>
        <source>Journals in %1</source>
        <extracomment>%1 a folder</extracomment>
        <translation>Журналы в %1</translation>
    </message>
    <message>
        <source>Witness stopped; every journal is synced.</source>
        <translation>Свидетель остановлен; все журналы синхронизированы.</translation>
    </message>
    <message>
        <source>--size takes a size of at least 4K, such as 1G or 256M, not &apos;%1&apos;.</source>
        <extracomment>%1 what the user typed</extracomment>
        <translation>--size принимает размер не меньше 4K, например 1G или 256M, а не &apos;%1&apos;.</translation>
    </message>
    <message>
        <source>There is no device %1. Run &apos;driveproof-cli list&apos; to see the drives on this machine.</source>
        <extracomment>%1 what the user typed</extracomment>
        <translation>Устройства %1 нет. Выполните &apos;driveproof-cli list&apos;, чтобы увидеть накопители этой машины.</translation>
    </message>
    <message>
        <source>There is no folder or file %1. Give an existing folder (a temporary test file is made in it), a file or a block device.</source>
        <extracomment>%1 what the user typed</extracomment>
        <translation>Папки или файла %1 нет. Укажите существующую папку (в ней будет создан временный тестовый файл), файл или блочное устройство.</translation>
    </message>
    <message>
        <source>%1 is not a folder, a regular file or a block device (it is a pipe, a socket or a character device). Give a folder, a file or a block device.</source>
        <extracomment>%1 what the user typed</extracomment>
        <translation>%1 не является ни папкой, ни обычным файлом, ни блочным устройством (это канал, сокет или символьное устройство). Укажите папку, файл или блочное устройство.</translation>
    </message>
    <message>
        <source>%1 is in use: %2 Nothing was written.</source>
        <extracomment>%1 device node, %2 a sentence saying what uses it, e.g. &quot;/dev/loop0 backs the loop device /dev/loop1. /dev/loop1 is mounted on /mnt.&quot;</extracomment>
        <translation>%1 используется: %2 Ничего не записано.</translation>
    </message>
    <message>
        <source>--output cannot write %1: %2.</source>
        <extracomment>%1 file name, %2 the system&apos;s error text</extracomment>
        <translation>--output не может записать %1: %2.</translation>
    </message>
    <message>
        <source>--only %1 matches no measurement of this test. The keys are the &quot;key&quot; fields of its --json output.</source>
        <extracomment>%1 what the user gave to --only</extracomment>
        <translation>--only %1 не соответствует ни одному измерению этого теста. Ключи — это поля «key» в его выводе --json.</translation>
    </message>
    <message>
        <source>Write every drive&apos;s findings for Prometheus and other OpenMetrics readers: identity, health, write-cache views, alignment and the latest test results (docs/fleet.md).</source>
        <translation>Выгрузить результаты по всем накопителям для Prometheus и других программ, читающих OpenMetrics: идентификация, состояние, сведения о кэше записи, выравнивание и последние результаты тестов (docs/fleet.md).</translation>
    </message>
    <message>
        <source>OpenMetrics text, also readable by node_exporter&apos;s textfile collector.</source>
        <translation>Текст в формате OpenMetrics; его также может читать textfile collector из node_exporter.</translation>
    </message>
    <message>
        <source>Write to FILE, replacing it atomically, instead of standard output.</source>
        <translation>Записать в FILE вместо стандартного вывода, атомарно заменив его.</translation>
    </message>
    <message>
        <source>Export only this drive (a loop device too); may be given more than once.</source>
        <translation>Выгрузить только этот накопитель (можно и loop-устройство); можно указать несколько раз.</translation>
    </message>
    <message>
        <source>Export loop devices too (left out by default).</source>
        <translation>Выгружать и loop-устройства (по умолчанию они пропускаются).</translation>
    </message>
    <message>
        <source>Read test results from this DriveProof data folder (holding history/ and powerloss/) instead of yours; may be given more than once.</source>
        <translation>Читать результаты тестов из этой папки данных DriveProof (содержащей history/ и powerloss/) вместо вашей; можно указать несколько раз.</translation>
    </message>
    <message>
        <source>FOLDER</source>
        <translation>FOLDER</translation>
    </message>
    <message>
        <source>Read the test results of every user of this machine (needs root).</source>
        <translation>Читать результаты тестов всех пользователей этой машины (нужны права root).</translation>
    </message>
    <message>
        <source>&apos;export&apos; takes no arguments. Use --device DEVICE for one drive.</source>
        <translation>Команда &apos;export&apos; не принимает аргументов. Для одного накопителя используйте --device DEVICE.</translation>
    </message>
    <message>
        <source>Choose a format: &apos;driveproof-cli export --openmetrics&apos;.</source>
        <translation>Выберите формат: &apos;driveproof-cli export --openmetrics&apos;.</translation>
    </message>
    <message>
        <source>--run-id takes a run id in hexadecimal (or its start), such as 3f9a, not &apos;%1&apos;.</source>
        <extracomment>%1 what the user typed</extracomment>
        <translation>--run-id принимает ID запуска в шестнадцатеричном виде (или его начало), например 3f9a, а не &apos;%1&apos;.</translation>
    </message>
    <message>
        <source>--target takes a file (created if missing) or a block device, not the folder %1. Name a file in it, e.g. %1/powerloss.img.</source>
        <extracomment>%1 what the user typed</extracomment>
        <translation>--target принимает файл (создаётся, если его нет) или блочное устройство, а не папку %1. Укажите файл в ней, например %1/powerloss.img.</translation>
    </message>
    <message>
        <source>--target takes a file (created if missing) or a block device; %1 is a pipe, a socket or a character device.</source>
        <extracomment>%1 what the user typed</extracomment>
        <translation>--target принимает файл (создаётся, если его нет) или блочное устройство; %1 — это канал, сокет или символьное устройство.</translation>
    </message>
    <message>
        <source>--target names a file in a folder that does not exist: %1.</source>
        <extracomment>%1 what the user typed</extracomment>
        <translation>--target указывает файл в несуществующей папке: %1.</translation>
    </message>
    <message>
        <source>%1 is a device: the test writes over all of its data. Add --destructive if that is what you want, or name a file.</source>
        <extracomment>%1 device node</extracomment>
        <translation>%1 — это устройство: тест перезапишет все его данные. Добавьте --destructive, если вы действительно этого хотите, или укажите файл.</translation>
    </message>
    <message>
        <source>On the machine under test, type one of these witness addresses:</source>
        <extracomment>Followed by this machine&apos;s addresses (ADDRESS:PORT), one per line, that the person types on the machine under test as the witness address.</extracomment>
        <translation>На тестируемой машине введите один из этих адресов свидетеля:</translation>
    </message>
    <message>
        <source>Note: %1</source>
        <extracomment>a fact to know before the test: %1 its text</extracomment>
        <translation>Примечание: %1</translation>
    </message>
    <message>
        <source>Link</source>
        <translation>Подключение</translation>
    </message>
    <message>
        <source>Drive class</source>
        <translation>Тип накопителя</translation>
    </message>
    <message>
        <source>The result was not kept in the drive&apos;s history: %1</source>
        <extracomment>%1 why the history file could not be written</extracomment>
        <translation>Результат не сохранён в истории диска: %1</translation>
    </message>
    <message>
        <source>%1 (%2, %3) looks empty. The capacity test writes over all of it. Go on? [y/N] </source>
        <extracomment>%1 device node, %2 the drive&apos;s model, %3 its size, e.g. &quot;128.0 GB&quot;. The drive has no partition table and no file system. Answer with the word for yes, or y.</extracomment>
        <translation>%1 (%2, %3) выглядит пустым. Проверка ёмкости перезапишет всё на нём. Продолжить? [y/N] </translation>
    </message>
    <message>
        <source>Is the drive as big as it says? Writes records over the whole device, reads them back and tells a genuine drive from a fake one.</source>
        <translation>Так ли велик накопитель, как заявляет? Записывает записи по всему устройству, читает их обратно и отличает подлинный накопитель от подделки.</translation>
    </message>
    <message>
        <source>The drive, e.g. /dev/sdb.</source>
        <translation>Накопитель, например /dev/sdb.</translation>
    </message>
    <message>
        <source>The quick probe: a few thousand records, minutes.</source>
        <translation>Быстрая проба: несколько тысяч записей, минуты.</translation>
    </message>
    <message>
        <source>The full verify: every block written and read back; resumes where an interrupted run stopped.</source>
        <translation>Полная проверка: каждый блок записывается и читается обратно; продолжает с места, где остановился прерванный запуск.</translation>
    </message>
    <message>
        <source>Allow the writes without a terminal to ask on: everything on the device is lost.</source>
        <translation>Разрешить запись без терминала, в котором можно спросить: всё на устройстве будет потеряно.</translation>
    </message>
    <message>
        <source>Give one device and --quick or --full. Try &apos;driveproof-cli capacity --help&apos;.</source>
        <translation>Укажите одно устройство и --quick или --full. Попробуйте &apos;driveproof-cli capacity --help&apos;.</translation>
    </message>
    <message>
        <source>The capacity test writes over everything on %1. Add --destructive if that is what you want.</source>
        <extracomment>%1 device node</extracomment>
        <translation>Проверка ёмкости перезаписывает всё на %1. Добавьте --destructive, если вы этого хотите.</translation>
    </message>
    <message>
        <source>Bad: bytes %1 to %2: %3.</source>
        <extracomment>%1 and %2 byte offsets as numbers, %3 what was found there, e.g. &quot;zeros&quot;</extracomment>
        <translation>Плохо: байты с %1 по %2: %3.</translation>
    </message>
    <message numerus="yes">
        <source>… and %n more bad range(s) (see --json).</source>
        <translation>
            <numerusform>… и ещё %n плохой диапазон (см. --json).</numerusform>
            <numerusform>… и ещё %n плохих диапазона (см. --json).</numerusform>
            <numerusform>… и ещё %n плохих диапазонов (см. --json).</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 is empty (no partition table, no file system): it is written to without asking for its name.</source>
        <extracomment>%1 device node</extracomment>
        <translation>%1 пуст (нет таблицы разделов и файловой системы): запись идёт без запроса его имени.</translation>
    </message>
    <message>
        <source>%1 has no write cache of its own to switch (a loop, virtio or memory-card device): only the kernel&apos;s view exists. Nothing was changed.</source>
        <extracomment>%1 device node</extracomment>
        <translation>У %1 нет собственного кэша записи, который можно переключить (устройство loop, virtio или карта памяти): есть только взгляд ядра. Ничего не изменено.</translation>
    </message>
    <message>
        <source>%1 is a loop device over %2: it has no health of its own. Ask the drive that holds that file.</source>
        <extracomment>%1 device node, %2 the file behind it</extracomment>
        <translation>%1 — устройство loop поверх %2: у него нет собственного состояния. Спросите накопитель, на котором лежит этот файл.</translation>
    </message>
    <message>
        <source>%1 commits/s</source>
        <extracomment>commits per second</extracomment>
        <translation>%1 фиксаций/с</translation>
    </message>
    <message>
        <source>List the runs kept for one drive, newest first.</source>
        <translation>Вывести сохранённые запуски одного накопителя, сначала новые.</translation>
    </message>
    <message>
        <source>&apos;history&apos; needs exactly one DEVICE, e.g. &apos;driveproof-cli history /dev/sda&apos;.</source>
        <translation>&apos;history&apos; нужен ровно один DEVICE, например &apos;driveproof-cli history /dev/sda&apos;.</translation>
    </message>
    <message>
        <source>No runs are kept for %1 yet. &apos;driveproof-cli bench quick FOLDER&apos; on one of its file systems makes the first.</source>
        <extracomment>%1 device node</extracomment>
        <translation>Для %1 пока нет сохранённых запусков. Первый сделает &apos;driveproof-cli bench quick FOLDER&apos; на одной из его файловых систем.</translation>
    </message>
    <message>
        <source>DATE</source>
        <translation>ДАТА</translation>
    </message>
    <message>
        <source>TEST</source>
        <translation>ТЕСТ</translation>
    </message>
    <message>
        <source>ID</source>
        <translation>ID</translation>
    </message>
    <message>
        <source>SETTINGS</source>
        <translation>ПАРАМЕТРЫ</translation>
    </message>
    <message>
        <source>SUMMARY</source>
        <translation>СВОДКА</translation>
    </message>
    <message>
        <source>Put two runs side by side: the lines they share, B against A.</source>
        <translation>Сравнить два запуска бок о бок: общие строки, B относительно A.</translation>
    </message>
    <message>
        <source>A run&apos;s id (the first 8 characters are enough) or its result file; twice.</source>
        <translation>Идентификатор запуска (достаточно первых 8 символов) или файл его результата; дважды.</translation>
    </message>
    <message>
        <source>&apos;compare&apos; needs two runs, e.g. &apos;driveproof-cli compare 1a2b3c4d 5e6f7a8b&apos;; &apos;driveproof-cli history DEVICE&apos; lists their ids.</source>
        <translation>&apos;compare&apos; нужны два запуска, например &apos;driveproof-cli compare 1a2b3c4d 5e6f7a8b&apos;; их идентификаторы покажет &apos;driveproof-cli history DEVICE&apos;.</translation>
    </message>
    <message>
        <source>MEASUREMENT</source>
        <translation>ИЗМЕРЕНИЕ</translation>
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
        <translation>Не одинаковы: %1</translation>
    </message>
    <message>
        <source>The two runs have no measurement in common: nothing to compare. Compare two runs of the same test.</source>
        <translation>У двух запусков нет общих измерений: сравнивать нечего. Сравнивайте два запуска одного теста.</translation>
    </message>
    <message>
        <source>empty: no partition table, no file system</source>
        <translation>пуст: нет таблицы разделов, нет файловой системы</translation>
    </message>
    <message>
        <source>data (%1)</source>
        <extracomment>%1 what was found, e.g. &quot;gpt, ext4&quot;</extracomment>
        <translation>данные (%1)</translation>
    </message>
    <message>
        <source>unknown: %1</source>
        <extracomment>%1 why the drive could not be read (a sentence)</extracomment>
        <translation>неизвестно: %1</translation>
    </message>
    <message>
        <source>Contents</source>
        <translation>Содержимое</translation>
    </message>
    <message>
        <source>standard input</source>
        <translation>стандартный ввод</translation>
    </message>
    <message>
        <source>Cannot read the pairing code from %1: %2</source>
        <extracomment>%1 a file or &quot;standard input&quot;, %2 the system&apos;s error text</extracomment>
        <translation>Не удаётся прочитать код сопряжения из %1: %2</translation>
    </message>
    <message>
        <source>Pairing code (as the witness shows it): </source>
        <translation>Код сопряжения (как его показывает свидетель): </translation>
    </message>
    <message>
        <source>That is not a pairing code: type the 12 characters the witness shows, such as K7QD-M2XF-9HBT.</source>
        <translation>Это не код сопряжения: введите 12 символов, которые показывает свидетель, например K7QD-M2XF-9HBT.</translation>
    </message>
    <message>
        <source>--pairing is no longer accepted: every user of this machine can read the command line. Type the code when asked, or use --pairing-file FILE.</source>
        <translation>--pairing больше не принимается: любой пользователь этого компьютера может прочитать командную строку. Введите код, когда его спросят, или используйте --pairing-file FILE.</translation>
    </message>
    <message>
        <source>Read the pairing code the witness shows from FILE (&apos;-&apos;: standard input). Without it, run asks for the code.</source>
        <translation>Прочитать код сопряжения, который показывает свидетель, из FILE (&apos;-&apos;: стандартный ввод). Без этого параметра run спросит код.</translation>
    </message>
    <message>
        <source>run needs the witness: --witness HOST:PORT as &apos;driveproof-cli witness&apos; shows it, and its pairing code (asked for, or --pairing-file FILE).</source>
        <translation>run нужен свидетель: --witness HOST:PORT, как его показывает &apos;driveproof-cli witness&apos;, и его код сопряжения (будет запрошен, или --pairing-file FILE).</translation>
    </message>
    <message>
        <source>Use the pairing code in FILE (&apos;-&apos;: standard input) instead of a random one.</source>
        <translation>Использовать код сопряжения из FILE (&apos;-&apos;: стандартный ввод) вместо случайного.</translation>
    </message>
    <message>
        <source>The drive&apos;s records could not be read (an older helper, or a drive that keeps none).</source>
        <translation>Не удалось прочитать записи накопителя (устаревший помощник или накопитель, который их не хранит).</translation>
    </message>
    <message>
        <source>Is it new? %1</source>
        <extracomment>&quot;Is it new?&quot; and the verdict: new, used, possibly reset</extracomment>
        <translation>Новый ли он? %1</translation>
    </message>
    <message>
        <source>Also show every record the drive keeps: each SMART attribute or NVMe health log field, the self-test log and the error log count.</source>
        <translation>Показать также все записи, которые хранит накопитель: каждый атрибут SMART или поле журнала состояния NVMe, журнал самотестов и число записанных ошибок.</translation>
    </message>
    <message>
        <source>Remember the endurance the maker rates this drive&apos;s model for, in terabytes written (TBW), and compare the data written with it from now on.</source>
        <translation>Запомнить ресурс, заявленный производителем для модели этого накопителя, в записанных терабайтах (TBW), и впредь сравнивать с ним объём записи.</translation>
    </message>
    <message>
        <source>--rated-tbw takes terabytes written, e.g. 600, not &apos;%1&apos;.</source>
        <extracomment>%1 what the user typed</extracomment>
        <translation>--rated-tbw принимает записанные терабайты, например 600, а не &apos;%1&apos;.</translation>
    </message>
    <message numerus="yes">
        <source>about %n minute(s)</source>
        <extracomment>%n the number of minutes the drive says a self-test takes</extracomment>
        <translation>
            <numerusform>около %n минуты</numerusform>
            <numerusform>около %n минут</numerusform>
            <numerusform>около %n минут</numerusform>
        </translation>
    </message>
    <message>
        <source>Self-tests</source>
        <translation>Самотесты</translation>
    </message>
    <message>
        <source>offered</source>
        <translation>поддерживаются</translation>
    </message>
    <message>
        <source>not offered</source>
        <translation>не поддерживаются</translation>
    </message>
    <message>
        <source>Now</source>
        <translation>Сейчас</translation>
    </message>
    <message>
        <source>running, %1% done</source>
        <translation>идёт, выполнено %1%</translation>
    </message>
    <message>
        <source>no self-test running</source>
        <translation>самотест не идёт</translation>
    </message>
    <message>
        <source>Last result</source>
        <translation>Последний результат</translation>
    </message>
    <message>
        <source>Short test</source>
        <translation>Короткий тест</translation>
    </message>
    <message>
        <source>Extended test</source>
        <translation>Расширенный тест</translation>
    </message>
    <message>
        <source>Conveyance test</source>
        <translation>Транспортный тест</translation>
    </message>
    <message>
        <source>Self-test on %1: %2% done</source>
        <extracomment>%1 device path, %2 percent done</extracomment>
        <translation>Самотест на %1: выполнено %2%</translation>
    </message>
    <message>
        <source>Stopped following. The drive goes on testing; &apos;driveproof-cli selftest %1 abort&apos; stops it.</source>
        <extracomment>%1 device path</extracomment>
        <translation>Наблюдение прекращено. Накопитель продолжает тест; &apos;driveproof-cli selftest %1 abort&apos; остановит его.</translation>
    </message>
    <message>
        <source>Start, stop or follow the drive&apos;s own self-test. The drive runs it and keeps the result in its self-test log (&apos;health DEVICE --all&apos; shows it).</source>
        <translation>Запустить, остановить или наблюдать собственный самотест накопителя. Накопитель выполняет его сам и сохраняет результат в журнале самотестов (&apos;health DEVICE --all&apos; покажет его).</translation>
    </message>
    <message>
        <source>short, extended, conveyance (ATA), abort or status.</source>
        <translation>short, extended, conveyance (ATA), abort или status.</translation>
    </message>
    <message>
        <source>Follow the running test until it ends; the exit status is 1 when it failed.</source>
        <translation>Следить за идущим тестом до конца; код выхода 1, если тест не пройден.</translation>
    </message>
    <message>
        <source>&apos;selftest&apos; needs a DEVICE and an ACTION, e.g. &apos;driveproof-cli selftest /dev/sda short&apos;.</source>
        <translation>&apos;selftest&apos; нужны DEVICE и ACTION, например &apos;driveproof-cli selftest /dev/sda short&apos;.</translation>
    </message>
    <message>
        <source>Unknown self-test action &apos;%1&apos;: use short, extended, conveyance, abort or status.</source>
        <extracomment>%1 the action the user gave</extracomment>
        <translation>Неизвестное действие самотеста &apos;%1&apos;: используйте short, extended, conveyance, abort или status.</translation>
    </message>
    <message>
        <source>%1: no partition table, logical sector %2 bytes, physical sector %3 bytes, optimal I/O size %4, alignment offset %5 bytes.</source>
        <extracomment>%1 device or image, %2 and %3 sector sizes in bytes, %4 optimal I/O size (&quot;65536 bytes&quot; or &quot;not reported&quot;), %5 alignment offset in bytes</extracomment>
        <translation>%1: без таблицы разделов, логический сектор %2 байт, физический сектор %3 байт, оптимальный размер ввода-вывода %4, смещение выравнивания %5 байт.</translation>
    </message>
    <message>
        <source>The self-test&apos;s result could not be kept in the drive&apos;s history: %1</source>
        <extracomment>%1 why (a sentence)</extracomment>
        <translation>Не удалось сохранить результат самотестирования в истории накопителя: %1</translation>
    </message>
    <message>
        <source>LBA format</source>
        <extracomment>column titles of the table of NVMe LBA formats</extracomment>
        <translation>Формат LBA</translation>
    </message>
    <message>
        <source>Sector</source>
        <translation>Сектор</translation>
    </message>
    <message>
        <source>In use</source>
        <translation>Используется</translation>
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
        <translation>Использование: driveproof-cli COMMAND [параметры]

Говорит правду о накопителе.

Команды:
  list          список накопителей: идентификация, топология, кэш записи по данным ядра
  info DEVICE   всё, что известно об одном накопителе
  align TARGET  проверить выравнивание разделов накопителя или образа диска
  cache DEVICE  кэш записи накопителя и сведения ядра; --set on|off
  health DEVICE состояние накопителя: оценка, температура, часы работы, отключения
  selftest DEVICE short|extended|abort|status  собственный самотест накопителя
  bench FAMILY [TARGET]  замеры: quick, commit, throughput, random, sweeps...
  history DEVICE  сохранённые запуски накопителя, сначала новые
  compare RUN RUN  два запуска рядом и чем они различаются
  powerloss prepare|run|verify|practice  тест на потерю питания (выдернуть вилку)
  witness       стать второй машиной теста на потерю питания
  export --openmetrics  результаты по всем накопителям для Prometheus (парки машин)
  capacity УСТРОЙСТВО --quick|--full  так ли велик накопитель, как заявляет (подделки)
  trim TARGET   доходит ли TRIM до накопителя через каждый слой

Параметры:
  -h, --help     показать эту справку; &apos;driveproof-cli COMMAND --help&apos; — справка по команде
  -v, --version  показать версию
  --language LANG
                 использовать язык LANG, например de, pt_BR или zh_TW, вместо
                 языка системы; работает с любой командой
</translation>
    </message>
    <message>
        <source>yes, down to the drive</source>
        <translation>да, до самого накопителя</translation>
    </message>
    <message>
        <source>down to a loop device&apos;s backing file</source>
        <translation>до файла, на котором работает loop-устройство</translation>
    </message>
    <message>
        <source>no: a layer drops it</source>
        <translation>нет: один из слоёв отбрасывает его</translation>
    </message>
    <message>
        <source>no: the drive does not take it</source>
        <translation>нет: накопитель его не принимает</translation>
    </message>
    <message>
        <source>enabled</source>
        <translation>включён</translation>
    </message>
    <message>
        <source>disabled</source>
        <translation>выключен</translation>
    </message>
    <message>
        <source>masked</source>
        <translation>замаскирован</translation>
    </message>
    <message>
        <source>not installed</source>
        <translation>не установлен</translation>
    </message>
    <message>
        <source>%1 (systemd is not running)</source>
        <extracomment>%1 the timer&apos;s state, e.g. &quot;enabled&quot;</extracomment>
        <translation>%1 (systemd не запущен)</translation>
    </message>
    <message>
        <source>From %1: %2</source>
        <extracomment>%1 a device, %2 whether TRIM gets through</extracomment>
        <translation>От %1: %2</translation>
    </message>
    <message>
        <source>From %1 (mounted on %2): %3</source>
        <extracomment>%1 a device, %2 its mount points, %3 whether TRIM gets through</extracomment>
        <translation>От %1 (смонтировано в %2): %3</translation>
    </message>
    <message>
        <source>Layer</source>
        <translation>Слой</translation>
    </message>
    <message>
        <source>Kind</source>
        <translation>Вид</translation>
    </message>
    <message>
        <source>Discard granularity</source>
        <translation>Гранулярность discard</translation>
    </message>
    <message>
        <source>Largest discard</source>
        <translation>Наибольший discard</translation>
    </message>
    <message>
        <source>Passes TRIM</source>
        <translation>Пропускает TRIM</translation>
    </message>
    <message>
        <source>Say whether TRIM reaches the drive through every layer (partition, dm-crypt, LVM, md, loop, USB), whether fstrim.timer runs and which file systems are mounted with discard.</source>
        <translation>Сообщает, доходит ли TRIM до накопителя через каждый слой (раздел, dm-crypt, LVM, md, loop, USB), работает ли fstrim.timer и какие файловые системы смонтированы с discard.</translation>
    </message>
    <message>
        <source>A drive, a partition, a dm, md or loop device, or a folder, e.g. /dev/sda or /home.</source>
        <translation>Накопитель, раздел, устройство dm, md или loop либо папка, например /dev/sda или /home.</translation>
    </message>
    <message>
        <source>&apos;trim&apos; needs exactly one TARGET, e.g. &apos;driveproof-cli trim /dev/sda&apos;.</source>
        <translation>Команде &apos;trim&apos; нужен ровно один TARGET, например &apos;driveproof-cli trim /dev/sda&apos;.</translation>
    </message>
    <message>
        <source>TRIM from %1: %2</source>
        <extracomment>%1 the drive or folder asked about, %2 whether TRIM gets through</extracomment>
        <translation>TRIM от %1: %2</translation>
    </message>
    <message>
        <source>fstrim.timer: %1</source>
        <extracomment>%1 the timer&apos;s state, e.g. &quot;enabled&quot;</extracomment>
        <translation>fstrim.timer: %1</translation>
    </message>
    <message>
        <source>Judge a report instead of a drive: the output of &apos;smartctl -x&apos;, &apos;smartctl -x --json&apos; or &apos;nvme smart-log -o json&apos; saved in FILE (&apos;-&apos;: standard input).</source>
        <translation>Оценить отчёт вместо накопителя: вывод &apos;smartctl -x&apos;, &apos;smartctl -x --json&apos; или &apos;nvme smart-log -o json&apos;, сохранённый в FILE (&apos;-&apos;: стандартный ввод).</translation>
    </message>
    <message>
        <source>With --report of nvme smart-log: the output of &apos;nvme id-ctrl -o json&apos; for the model, serial and firmware.</source>
        <translation>С --report для вывода nvme smart-log: вывод &apos;nvme id-ctrl -o json&apos;, откуда берутся модель, серийный номер и прошивка.</translation>
    </message>
    <message>
        <source>&apos;health --report FILE&apos; takes no DEVICE and no --rated-tbw.</source>
        <translation>&apos;health --report FILE&apos; не принимает ни DEVICE, ни --rated-tbw.</translation>
    </message>
</context>
<context>
    <name>DriveProof::Device</name>
    <message>
        <source>No block device named %1. Run &apos;driveproof-cli list&apos; to see the drives on this machine.</source>
        <translation>Нет блочного устройства с именем %1. Выполните &apos;driveproof-cli list&apos;, чтобы увидеть накопители этой машины.</translation>
    </message>
    <message>
        <source>%1 disappeared while it was being read. Check that the drive is still connected.</source>
        <translation>Устройство %1 пропало во время чтения. Проверьте, что накопитель всё ещё подключён.</translation>
    </message>
    <message>
        <source>%1 could not be opened even as root (%2): the system blocks access to it (a container or a security policy), so only what sysfs reports is shown.</source>
        <extracomment>%1 device path, %2 system error text</extracomment>
        <translation>Не удалось открыть %1 даже от имени root (%2): система блокирует доступ (контейнер или политика безопасности), поэтому показано только то, что сообщает sysfs.</translation>
    </message>
    <message>
        <source>%1 could not be opened (%2): only what sysfs reports is shown. Run as root or through the DriveProof helper for more.</source>
        <extracomment>%1 device path, %2 system error text</extracomment>
        <translation>Не удалось открыть %1 (%2): показано только то, что сообщает sysfs. Чтобы увидеть больше, запустите программу от имени root или через вспомогательную службу DriveProof.</translation>
    </message>
    <message>
        <source>device node</source>
        <translation>файл устройства</translation>
    </message>
    <message>
        <source>not reported by this %1 device through sysfs</source>
        <translation>не сообщается через sysfs этим устройством %1</translation>
    </message>
    <message>
        <source>unknown</source>
        <translation>неизвестно</translation>
    </message>
    <message>
        <source>model</source>
        <translation>модель</translation>
    </message>
    <message>
        <source>serial number</source>
        <translation>серийный номер</translation>
    </message>
    <message>
        <source>firmware revision</source>
        <translation>версия прошивки</translation>
    </message>
    <message>
        <source>WWN</source>
        <translation>WWN</translation>
    </message>
    <message>
        <source>rotation rate</source>
        <translation>скорость вращения</translation>
    </message>
    <message>
        <source>%1 is mounted on %2.</source>
        <extracomment>%1 device path, %2 list of mount points</extracomment>
        <translation>Устройство %1 смонтировано в %2.</translation>
    </message>
    <message>
        <source>%1 is in use as swap space.</source>
        <extracomment>%1 device path</extracomment>
        <translation>%1 используется как пространство подкачки.</translation>
    </message>
    <message numerus="yes">
        <source>%1 (And %n more.)</source>
        <extracomment>%1 a sentence saying what uses a device, %n how many other users there are</extracomment>
        <translation>
            <numerusform>%1 (И ещё %n.)</numerusform>
            <numerusform>%1 (И ещё %n.)</numerusform>
            <numerusform>%1 (И ещё %n.)</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 backs the loop device %2.</source>
        <extracomment>a loop device reads and writes its data on this device. %1 device path, %2 loop device path</extracomment>
        <translation>%1 служит хранилищем для loop-устройства %2.</translation>
    </message>
    <message>
        <source>%1 is part of %2.</source>
        <extracomment>%1 device path, %2 a device built on it (device-mapper, RAID, bcache)</extracomment>
        <translation>%1 входит в состав %2.</translation>
    </message>
    <message>
        <source>%1 has the partition %2.</source>
        <extracomment>%1 disk path, %2 partition path</extracomment>
        <translation>%1 содержит раздел %2.</translation>
    </message>
    <message>
        <source>There is no %1. Give a device such as /dev/sda (see &apos;driveproof-cli list&apos;).</source>
        <translation>%1 не существует. Укажите устройство, например /dev/sda (см. &apos;driveproof-cli list&apos;).</translation>
    </message>
    <message>
        <source>%1 is a folder or a file, not a block device. Give a device such as /dev/sda (see &apos;driveproof-cli list&apos;).</source>
        <translation>%1 — папка или файл, а не блочное устройство. Укажите устройство, например /dev/sda (см. &apos;driveproof-cli list&apos;).</translation>
    </message>
    <message>
        <source>Could not read %1 to see what it holds: %2.</source>
        <extracomment>%1 device or file path, %2 the system&apos;s reason</extracomment>
        <translation>Не удалось прочитать %1, чтобы узнать, что на нём: %2.</translation>
    </message>
    <message>
        <source>Could not read the start and end of %1 to see what it holds.</source>
        <extracomment>%1 device or file path</extracomment>
        <translation>Не удалось прочитать начало и конец %1, чтобы узнать, что на нём.</translation>
    </message>
    <message>
        <source>udev has no record of device %1, and it could not be read directly (run as root, or start udev).</source>
        <extracomment>%1 device numbers like 8:0</extracomment>
        <translation>У udev нет записи об устройстве %1, а прочитать его напрямую не удалось (запустите от root или запустите udev).</translation>
    </message>
</context>
<context>
    <name>DriveProof::DriveReport</name>
    <message>
        <source>%1 is not valid JSON: %2 at byte %3.</source>
        <extracomment>%1 file name, %2 the JSON parser&apos;s words, %3 the byte offset</extracomment>
        <translation>%1 — некорректный JSON: %2 в байте %3.</translation>
    </message>
    <message>
        <source>%1 is larger than any drive report (%2 at most). Give the output of smartctl -x or nvme smart-log, not a disk image.</source>
        <extracomment>%1 file name, %2 a size (&quot;4 MiB&quot;)</extracomment>
        <translation>%1 превышает размер любого отчёта о накопителе (не более %2). Укажите вывод smartctl -x или nvme smart-log, а не образ диска.</translation>
    </message>
    <message>
        <source>%1 is no drive report DriveProof can read: give the output of &apos;smartctl -x&apos;, &apos;smartctl -x --json&apos; or &apos;nvme smart-log -o json&apos;.</source>
        <extracomment>%1 file name</extracomment>
        <translation>%1 — не отчёт о накопителе, который DriveProof может прочитать: укажите вывод &apos;smartctl -x&apos;, &apos;smartctl -x --json&apos; или &apos;nvme smart-log -o json&apos;.</translation>
    </message>
    <message>
        <source>%1 is a report of a SAS or SCSI drive: DriveProof judges reports of ATA (SATA) and NVMe drives.</source>
        <extracomment>%1 file name</extracomment>
        <translation>%1 — отчёт о накопителе SAS или SCSI: DriveProof оценивает отчёты о накопителях ATA (SATA) и NVMe.</translation>
    </message>
    <message>
        <source>From the report %1, not from the drive itself: %2.</source>
        <extracomment>%1 file name, %2 drive model</extracomment>
        <translation>Из отчёта %1, а не от самого накопителя: %2.</translation>
    </message>
    <message>
        <source>From the report %1, not from the drive itself: %2, serial %3.</source>
        <extracomment>%1 file name, %2 drive model, %3 serial number</extracomment>
        <translation>Из отчёта %1, а не от самого накопителя: %2, серийный номер %3.</translation>
    </message>
    <message>
        <source>%1, line %2: more than 30 SMART attributes, which no drive has.</source>
        <extracomment>%1 file name, %2 line number</extracomment>
        <translation>%1, строка %2: больше 30 атрибутов SMART, чего не бывает ни у одного накопителя.</translation>
    </message>
    <message>
        <source>Could not read %1: %2.</source>
        <extracomment>%1 file name, %2 the system&apos;s reason</extracomment>
        <translation>Не удалось прочитать %1: %2.</translation>
    </message>
    <message>
        <source>From the report %1, not from the drive itself.</source>
        <extracomment>%1 file name (a report that names no drive, e.g. smartctl -l farm)</extracomment>
        <translation>Из отчёта %1, а не от самого накопителя.</translation>
    </message>
</context>
<context>
    <name>DriveProof::Flash</name>
    <message>
        <source>TRIM from %1 reaches the drive %2 through every layer.</source>
        <extracomment>%1 the device in use (e.g. /dev/mapper/vg-home), %2 the drive</extracomment>
        <translation>TRIM от %1 доходит до накопителя %2 через все слои.</translation>
    </message>
    <message>
        <source>The drive %1 takes TRIM.</source>
        <extracomment>%1 the drive</extracomment>
        <translation>Накопитель %1 принимает TRIM.</translation>
    </message>
    <message>
        <source>TRIM from %1 reaches the loop device %2, which frees the space in its backing file %3. The drive under that file gets it only from its own file system (mounted with discard, or fstrim).</source>
        <extracomment>%1 the device in use, %2 a loop device, %3 its backing file</extracomment>
        <translation>TRIM от %1 доходит до loop-устройства %2, которое освобождает место в своём файле %3. Накопитель под этим файлом получает его только от своей файловой системы (смонтированной с discard или через fstrim).</translation>
    </message>
    <message>
        <source>The dm-crypt volume %1 drops discards, so TRIM from %2 never reaches the drive. Open it with --allow-discards (or the discard option in /etc/crypttab); an observer of the raw drive then sees which blocks are free.</source>
        <extracomment>%1 a dm-crypt volume, %2 the device in use</extracomment>
        <translation>Том dm-crypt %1 отбрасывает discard, поэтому TRIM от %2 никогда не доходит до накопителя. Откройте его с --allow-discards (или с параметром discard в /etc/crypttab); тогда тот, кто видит накопитель напрямую, узнает, какие блоки свободны.</translation>
    </message>
    <message>
        <source>%1 drops discards, so TRIM from %2 stops there and never reaches the drive.</source>
        <extracomment>%1 the layer (e.g. /dev/md0), %2 the device in use</extracomment>
        <translation>%1 отбрасывает discard, поэтому TRIM от %2 останавливается там и никогда не доходит до накопителя.</translation>
    </message>
    <message>
        <source>The kernel shows no discard limits for %1, so whether TRIM passes it is unknown.</source>
        <extracomment>%1 a device</extracomment>
        <translation>Ядро не показывает для %1 ограничений discard, поэтому неизвестно, проходит ли через него TRIM.</translation>
    </message>
    <message>
        <source>%1 is a hard disk: it takes no TRIM and needs none.</source>
        <extracomment>%1 the drive</extracomment>
        <translation>%1 — жёсткий диск: он не принимает TRIM и не нуждается в нём.</translation>
    </message>
    <message>
        <source>%1 is attached through usb-storage (Bulk-Only Transport), which passes no TRIM. In a UAS enclosure or on a UAS port it may.</source>
        <extracomment>%1 the drive</extracomment>
        <translation>%1 подключён через usb-storage (Bulk-Only Transport), который не передаёт TRIM. В корпусе UAS или через порт UAS это может сработать.</translation>
    </message>
    <message>
        <source>%1 is attached through UAS, but its bridge announces no TRIM, so the kernel sends none.</source>
        <extracomment>%1 the drive</extracomment>
        <translation>%1 подключён через UAS, но его мост не сообщает о поддержке TRIM, поэтому ядро его не отправляет.</translation>
    </message>
    <message>
        <source>%1 does not take TRIM (the kernel&apos;s discard_max_bytes is 0).</source>
        <extracomment>%1 the drive</extracomment>
        <translation>%1 не принимает TRIM (discard_max_bytes ядра равен 0).</translation>
    </message>
    <message>
        <source>No file system on %1 is mounted. TRIM comes from a mounted file system (fstrim or the discard option), or from blkdiscard, which erases everything.</source>
        <extracomment>%1 the device asked about</extracomment>
        <translation>Ни одна файловая система на %1 не смонтирована. TRIM приходит от смонтированной файловой системы (fstrim или параметр discard) либо от blkdiscard, который стирает всё.</translation>
    </message>
    <message>
        <source>%1 is mounted with discard: every delete is trimmed at once, which slows deletes on some drives. The weekly fstrim.timer is the usual choice.</source>
        <extracomment>%1 a mount point</extracomment>
        <translation>%1 смонтирована с discard: каждое удаление сразу проходит TRIM, что на некоторых накопителях замедляет удаление. Обычный выбор — еженедельный fstrim.timer.</translation>
    </message>
    <message>
        <source>%1 is mounted with discard=async: freed space is trimmed in batches.</source>
        <extracomment>%1 a mount point</extracomment>
        <translation>%1 смонтирована с discard=async: освобождённое место проходит TRIM пакетами.</translation>
    </message>
    <message>
        <source>%1 is trimmed once a week by fstrim.timer.</source>
        <extracomment>%1 a mount point</extracomment>
        <translation>%1 раз в неделю проходит TRIM через fstrim.timer.</translation>
    </message>
    <message>
        <source>%1 is neither mounted with discard nor trimmed by fstrim.timer, so the drive never learns which blocks are free. Run &apos;sudo systemctl enable --now fstrim.timer&apos;.</source>
        <extracomment>%1 a mount point</extracomment>
        <translation>%1 не смонтирована с discard и не обрабатывается fstrim.timer, поэтому накопитель никогда не узнаёт, какие блоки свободны. Выполните &apos;sudo systemctl enable --now fstrim.timer&apos;.</translation>
    </message>
    <message>
        <source>systemd is not running here, so fstrim.timer trims nothing. Run &apos;fstrim -a&apos; from cron, or mount with discard.</source>
        <translation>systemd здесь не запущен, поэтому fstrim.timer ничего не обрабатывает. Запускайте &apos;fstrim -a&apos; из cron или монтируйте с discard.</translation>
    </message>
    <message>
        <source>%1 is not on a block device that DriveProof can see in sysfs. Give a drive, a partition or a folder on one.</source>
        <extracomment>%1 a path the user gave</extracomment>
        <translation>%1 находится не на блочном устройстве, которое DriveProof видит в sysfs. Укажите накопитель, раздел или папку на нём.</translation>
    </message>
    <message>
        <source>%1 cannot be read: %2.</source>
        <extracomment>%1 a path the user gave, %2 the system&apos;s error text</extracomment>
        <translation>Не удаётся прочитать %1: %2.</translation>
    </message>
</context>
<context>
    <name>DriveProof::Gui</name>
    <message>
        <source>unknown</source>
        <translation>неизвестно</translation>
    </message>
    <message>
        <source>%1 (%2 bytes)</source>
        <extracomment>%1 size with unit, e.g. &quot;500.1 GB&quot;; %2 exact byte count, e.g. &quot;500,107,862,016&quot;</extracomment>
        <translation>%1 (%2 байт)</translation>
    </message>
    <message numerus="yes">
        <source>%Ln byte(s)</source>
        <extracomment>a size in bytes, e.g. &quot;4,096 bytes&quot;; %Ln is the number with digit grouping</extracomment>
        <translation>
            <numerusform>%Ln байт</numerusform>
            <numerusform>%Ln байта</numerusform>
            <numerusform>%Ln байт</numerusform>
        </translation>
    </message>
    <message>
        <source>yes</source>
        <translation>да</translation>
    </message>
    <message>
        <source>no</source>
        <translation>нет</translation>
    </message>
    <message>
        <source>loop device</source>
        <translation>loop-устройство</translation>
    </message>
    <message>
        <source>backed by a file</source>
        <translation>на основе файла</translation>
    </message>
    <message>
        <source>solid state</source>
        <translation>твердотельный</translation>
    </message>
    <message>
        <source>%1 rpm</source>
        <extracomment>disk rotation speed; %1 is the number, e.g. &quot;7,200&quot;</extracomment>
        <translation>%1 rpm</translation>
    </message>
    <message>
        <source>rotational</source>
        <translation>вращающийся</translation>
    </message>
    <message>
        <source>Not reported for this device.</source>
        <translation>Для этого устройства не сообщается.</translation>
    </message>
    <message>
        <source>%1%</source>
        <extracomment>a percentage; %1 the number, e.g. &quot;97&quot;</extracomment>
        <translation>%1%</translation>
    </message>
    <message>
        <source>hard disk</source>
        <translation>жёсткий диск</translation>
    </message>
    <message>
        <source>solid-state drive</source>
        <translation>твердотельный накопитель</translation>
    </message>
    <message>
        <source>NVMe solid-state drive</source>
        <translation>твердотельный накопитель NVMe</translation>
    </message>
    <message>
        <source>USB drive</source>
        <translation>USB-накопитель</translation>
    </message>
    <message>
        <source>loop device (a file used as a drive)</source>
        <translation>loop-устройство (файл, используемый как накопитель)</translation>
    </message>
    <message>
        <source>drive</source>
        <translation>накопитель</translation>
    </message>
    <message>
        <source>Tells the truth about a drive.</source>
        <translation>Говорит правду о накопителе.</translation>
    </message>
    <message>
        <source>Show this drive first, e.g. /dev/sda.</source>
        <translation>Показать этот накопитель первым, например /dev/sda.</translation>
    </message>
    <message>
        <source>Save a picture of the window to this PNG file once everything is read, then quit.</source>
        <translation>Когда всё будет прочитано, сохранить снимок окна в этот PNG-файл и выйти.</translation>
    </message>
    <message>
        <source>You were not allowed to read the write cache setting of %1. Try again and authenticate when asked, or ask an administrator.</source>
        <extracomment>%1 device path</extracomment>
        <translation>Вам не разрешено читать настройку кэша записи %1. Повторите попытку и пройдите аутентификацию, когда будет предложено, или обратитесь к администратору.</translation>
    </message>
    <message>
        <source>You were not allowed to switch the write cache of %1, so nothing was changed. Try again and authenticate when asked, or ask an administrator.</source>
        <extracomment>%1 device path</extracomment>
        <translation>Вам не разрешено переключать кэш записи %1, поэтому ничего не изменено. Повторите попытку и пройдите аутентификацию, когда будет предложено, или обратитесь к администратору.</translation>
    </message>
    <message>
        <source>You were not allowed to read the health of %1. Try again and authenticate when asked, or ask an administrator.</source>
        <extracomment>%1 device path</extracomment>
        <translation>Вам не разрешено читать состояние %1. Повторите попытку и пройдите аутентификацию, когда будет предложено, или обратитесь к администратору.</translation>
    </message>
    <message>
        <source>DriveProof&apos;s helper is not installed, so DriveProof cannot ask the drive while it runs as you. Install the DriveProof package, or run DriveProof as root.</source>
        <translation>Вспомогательная служба DriveProof не установлена, поэтому DriveProof не может обращаться к накопителю, пока работает от вашего имени. Установите пакет DriveProof или запустите DriveProof от имени root.</translation>
    </message>
    <message>
        <source>The system bus does not let DriveProof reach its helper: the helper&apos;s D-Bus policy is missing. Reinstall the DriveProof package, or run DriveProof as root.</source>
        <translation>Системная шина не пропускает DriveProof к его вспомогательной службе: отсутствует политика D-Bus для этой службы. Переустановите пакет DriveProof или запустите DriveProof от имени root.</translation>
    </message>
    <message>
        <source>There is no system bus, so DriveProof cannot reach its helper. Start the D-Bus system service, or run DriveProof as root.</source>
        <translation>Системной шины нет, поэтому DriveProof не может связаться со своей вспомогательной службой. Запустите системную службу D-Bus или запустите DriveProof от имени root.</translation>
    </message>
    <message>
        <source>The request for %1 failed: %2.</source>
        <extracomment>%1 device path, %2 the system&apos;s reason</extracomment>
        <translation>Запрос для %1 завершился ошибкой: %2.</translation>
    </message>
    <message>
        <source>Starts on a physical-sector boundary.</source>
        <translation>Начинается на границе физического сектора.</translation>
    </message>
    <message>
        <source>Starts %1 bytes past a physical-sector boundary.</source>
        <extracomment>%1 a number of bytes, e.g. &quot;512&quot;</extracomment>
        <translation>Начинается через %1 байт после границы физического сектора.</translation>
    </message>
    <message>
        <source>Starts on a 1 MiB boundary.</source>
        <translation>Начинается на границе 1 MiB.</translation>
    </message>
    <message>
        <source>Does not start on a 1 MiB boundary.</source>
        <translation>Начинается не на границе 1 MiB.</translation>
    </message>
    <message>
        <source>Does not start on a multiple of the drive&apos;s optimal I/O size.</source>
        <translation>Начинается не на значении, кратном оптимальному размеру ввода-вывода накопителя.</translation>
    </message>
    <message>
        <source>none</source>
        <translation>нет</translation>
    </message>
    <message>
        <source>not mounted</source>
        <translation>не смонтирован</translation>
    </message>
    <message>
        <source>not checked</source>
        <translation>не проверено</translation>
    </message>
    <message>
        <source>write back: the kernel sends flushes</source>
        <translation>отложенная запись (write back): ядро отправляет сбросы кэша (flush)</translation>
    </message>
    <message>
        <source>write through: the kernel sends no flushes</source>
        <translation>сквозная запись (write through): ядро не отправляет сбросы кэша (flush)</translation>
    </message>
    <message>
        <source>Open the Preferences dialog at start.</source>
        <translation>Открыть окно «Параметры» при запуске.</translation>
    </message>
    <message>
        <source>Open the About dialog at start.</source>
        <translation>Открыть окно «О программе» при запуске.</translation>
    </message>
    <message>
        <source>Run this test (quick, random, commit, ...) in the window without clicks, write the result (--json-out) and quit; for benchmark scripts.</source>
        <translation>Запустить этот тест (quick, random, commit, …) в окне без участия пользователя, записать результат (--json-out) и выйти; для скриптов замера производительности.</translation>
    </message>
    <message>
        <source>With --run-test: only these measurements, separated by commas, e.g. rnd4kq32t1.read.</source>
        <translation>С --run-test: только эти измерения, через запятую, например rnd4kq32t1.read.</translation>
    </message>
    <message>
        <source>With --run-test: the folder (or file) to test in.</source>
        <translation>С --run-test: папка (или файл), в которой выполняется тест.</translation>
    </message>
    <message>
        <source>With --run-test: the test size, e.g. 1G or 256M.</source>
        <translation>С --run-test: размер теста, например 1G или 256M.</translation>
    </message>
    <message>
        <source>With --run-test: seconds per measurement (default: 5).</source>
        <translation>С --run-test: секунд на одно измерение (по умолчанию: 5).</translation>
    </message>
    <message>
        <source>With --run-test: write the result as JSON to this file.</source>
        <translation>С --run-test: записать результат в формате JSON в этот файл.</translation>
    </message>
    <message>
        <source>--duration needs a number of seconds</source>
        <translation>Для --duration нужно число секунд</translation>
    </message>
    <message>
        <source>%L1 %2</source>
        <extracomment>a transfer rate; %L1 the number, %2 its unit (&quot;MB/s&quot; or &quot;MiB/s&quot;, as chosen in Preferences)</extracomment>
        <translation>%L1 %2</translation>
    </message>
    <message>
        <source>unknown test &apos;%1&apos;</source>
        <extracomment>%1 what the user typed after --run-test</extracomment>
        <translation>неизвестный тест &apos;%1&apos;</translation>
    </message>
    <message>
        <source>--run-test needs --target, an existing folder or file</source>
        <translation>Для --run-test нужен --target — существующая папка или файл</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a size, e.g. 1G or 256M</source>
        <extracomment>%1 what the user typed after --size</extracomment>
        <translation>&apos;%1&apos; — не размер; пример: 1G или 256M</translation>
    </message>
    <message>
        <source>Verify the power-loss tests that wait for it (after the power cut); the autostart entry of a pending test runs this.</source>
        <translation>Проверить тесты на потерю питания, ожидающие проверки (после отключения питания); эту команду выполняет элемент автозапуска ожидающего теста.</translation>
    </message>
    <message>
        <source>Open the power-loss test at start.</source>
        <translation>Открыть тест на потерю питания при запуске.</translation>
    </message>
    <message>
        <source>Open the power-loss witness page at start.</source>
        <translation>Открыть страницу свидетеля теста на потерю питания при запуске.</translation>
    </message>
    <message>
        <source>Open this drive report (smartctl -x, smartctl --json or nvme smart-log -o json) at start.</source>
        <translation>Открыть этот отчёт о накопителе (smartctl -x, smartctl --json или nvme smart-log -o json) при запуске.</translation>
    </message>
</context>
<context>
    <name>DriveProof::Gui::AboutDialog</name>
    <message>
        <source>About DriveProof</source>
        <translation>О программе DriveProof</translation>
    </message>
    <message>
        <source>DriveProof %1</source>
        <extracomment>%1 DriveProof&apos;s version, e.g. &quot;0.1.0&quot;</extracomment>
        <translation>DriveProof %1</translation>
    </message>
    <message>
        <source>Tells you the truth about a drive: what it is, whether its partitions are aligned, whether its write cache is on, how fast it commits, streams and seeks, and whether it keeps the writes it acknowledged.</source>
        <translation>Говорит правду о накопителе: что это за устройство, выровнены ли его разделы, включён ли кэш записи, насколько быстро он выполняет фиксации, последовательный и случайный доступ и сохраняет ли он подтверждённые записи.</translation>
    </message>
    <message>
        <source>What DriveProof does</source>
        <translation>Что делает DriveProof</translation>
    </message>
    <message>
        <source>Qt %1 · kernel %2 %3</source>
        <extracomment>%1 the Qt version it runs on, %2 the kernel&apos;s name (&quot;linux&quot;), %3 its version</extracomment>
        <translation>Qt %1 · ядро %2 %3</translation>
    </message>
    <message>
        <source>Versions</source>
        <translation>Версии</translation>
    </message>
    <message>
        <source>Free software under the GNU General Public License, version 3 or any later version (&lt;a href=&quot;https://www.gnu.org/licenses/gpl-3.0.html&quot;&gt;GPL-3.0-or-later&lt;/a&gt;). It comes with no warranty.</source>
        <extracomment>rich text; keep the link. GPL-3.0-or-later is the licence&apos;s SPDX name</extracomment>
        <translation>Свободная программа, распространяемая на условиях GNU General Public License версии 3 или любой более поздней версии (&lt;a href=&quot;https://www.gnu.org/licenses/gpl-3.0.html&quot;&gt;GPL-3.0-or-later&lt;/a&gt;). Предоставляется без каких-либо гарантий.</translation>
    </message>
    <message>
        <source>Licence</source>
        <translation>Лицензия</translation>
    </message>
</context>
<context>
    <name>DriveProof::Gui::CapacityButton</name>
    <message>
        <source>Check &amp;capacity…</source>
        <translation>Проверить &amp;ёмкость…</translation>
    </message>
    <message>
        <source>Is the drive as big as it says? Finds fake drives.</source>
        <translation>Так ли велик накопитель, как заявляет? Находит поддельные накопители.</translation>
    </message>
</context>
<context>
    <name>DriveProof::Gui::CapacityDialog</name>
    <message>
        <source>Check capacity: %1</source>
        <extracomment>dialog title; %1 the drive&apos;s model or device node</extracomment>
        <translation>Проверка ёмкости: %1</translation>
    </message>
    <message>
        <source>Is %1 really %2? The check writes records across the whole drive, reads them back and tells a genuine drive from a fake one.</source>
        <extracomment>%1 the drive&apos;s model, %2 its size as it claims it, e.g. &quot;128.0 GB&quot;</extracomment>
        <translation>Действительно ли у %1 %2? Проверка записывает записи по всему накопителю, читает их обратно и отличает подлинный накопитель от подделки.</translation>
    </message>
    <message>
        <source>&amp;Quick probe: a few thousand records, minutes</source>
        <translation>&amp;Быстрая проба: несколько тысяч записей, минуты</translation>
    </message>
    <message>
        <source>&amp;Full verify: every block, hours on a large drive</source>
        <translation>&amp;Полная проверка: каждый блок, часы на большом накопителе</translation>
    </message>
    <message>
        <source>&amp;Start</source>
        <translation>&amp;Начать</translation>
    </message>
    <message>
        <source>Everything on %1 (%2) is lost: every partition, every file.</source>
        <extracomment>%1 device node, %2 the drive&apos;s model</extracomment>
        <translation>Всё на %1 (%2) будет потеряно: каждый раздел, каждый файл.</translation>
    </message>
    <message>
        <source>&amp;Cancel</source>
        <translation>&amp;Отмена</translation>
    </message>
    <message>
        <source>&amp;Close</source>
        <translation>&amp;Закрыть</translation>
    </message>
    <message>
        <source>Check capacity</source>
        <translation>Проверка ёмкости</translation>
    </message>
    <message>
        <source>Write</source>
        <extracomment>a line of the full verify&apos;s chart: the rate while writing</extracomment>
        <translation>Запись</translation>
    </message>
    <message>
        <source>Read</source>
        <translation>Чтение</translation>
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
        <translation>&amp;Копировать изображение</translation>
    </message>
</context>
<context>
    <name>DriveProof::Gui::Charts::CommitChart</name>
    <message>
        <source>Commits per second, by method</source>
        <translation>Фиксаций в секунду по методам</translation>
    </message>
    <message>
        <source>Commits per second (logarithmic)</source>
        <translation>Фиксаций в секунду (логарифмическая шкала)</translation>
    </message>
    <message>
        <source>Durable, write cache as it was</source>
        <translation>Надёжно, кэш записи в исходном состоянии</translation>
    </message>
    <message>
        <source>Durable commits</source>
        <translation>Надёжные фиксации</translation>
    </message>
    <message>
        <source>Durable, write cache off</source>
        <translation>Надёжно, кэш записи выключен</translation>
    </message>
    <message>
        <source>Not durable (baseline for comparison)</source>
        <translation>Без гарантии сохранности (эталон для сравнения)</translation>
    </message>
    <message>
        <source>%1 rpm: about %2 commits/s at most when each waits for the platter</source>
        <extracomment>legend of a line on the commit chart; %1 rotation rate, %2 commits per second</extracomment>
        <translation>%1 rpm: не более ~%2 фиксаций/с, если каждая ждёт оборота пластины</translation>
    </message>
</context>
<context>
    <name>DriveProof::Gui::Charts::CompareChart</name>
    <message>
        <source>A (older)</source>
        <translation>A (более ранний)</translation>
    </message>
    <message>
        <source>B (newer)</source>
        <translation>B (более поздний)</translation>
    </message>
    <message>
        <source>The two runs side by side</source>
        <translation>Оба запуска рядом</translation>
    </message>
    <message>
        <source>Commits/s</source>
        <translation>Фиксаций/с</translation>
    </message>
</context>
<context>
    <name>DriveProof::Gui::Charts::CutTimelineChart</name>
    <message>
        <source>Acknowledged writes before the power cut</source>
        <translation>Подтверждённые записи перед отключением питания</translation>
    </message>
    <message>
        <source>Seconds before the cut</source>
        <extracomment>axis of a chart: time before the moment the power was cut (negative numbers)</extracomment>
        <translation>Секунды до отключения питания</translation>
    </message>
    <message>
        <source>Write number</source>
        <extracomment>axis of a chart: the running number of each write</extracomment>
        <translation>Номер записи</translation>
    </message>
    <message>
        <source>Kept</source>
        <translation>Сохранены</translation>
    </message>
    <message>
        <source>Lost</source>
        <translation>Потеряны</translation>
    </message>
    <message>
        <source>Torn (partly kept)</source>
        <translation>Разорваны (сохранены частично)</translation>
    </message>
    <message>
        <source>Estimated cut</source>
        <extracomment>the estimated moment of the power cut, a vertical line in the chart</extracomment>
        <translation>Расчётный момент отключения</translation>
    </message>
</context>
<context>
    <name>DriveProof::Gui::Charts::HybridChart</name>
    <message>
        <source>Random reads before and after the idle time</source>
        <translation>Случайное чтение до и после простоя</translation>
    </message>
    <message>
        <source>Random reads of the same blocks</source>
        <translation>Случайное чтение одних и тех же блоков</translation>
    </message>
    <message>
        <source>IOPS</source>
        <translation>IOPS</translation>
    </message>
    <message>
        <source>First pass</source>
        <translation>Первый проход</translation>
    </message>
    <message>
        <source>Second pass, after the idle time</source>
        <translation>Второй проход, после простоя</translation>
    </message>
</context>
<context>
    <name>DriveProof::Gui::Charts::LatencyChart</name>
    <message>
        <source>Latency</source>
        <translation>Задержка</translation>
    </message>
    <message>
        <source>Latency of %1</source>
        <extracomment>chart title; %1 the measurement, e.g. &quot;RND4K Q1T1 read&quot;</extracomment>
        <translation>Задержка: %1</translation>
    </message>
    <message>
        <source>Latency (µs, logarithmic)</source>
        <translation>Задержка (µs, логарифмическая шкала)</translation>
    </message>
    <message>
        <source>Share of operations (%)</source>
        <translation>Доля операций (%)</translation>
    </message>
    <message>
        <source>Operations</source>
        <translation>Операции</translation>
    </message>
    <message>
        <source>p50 (median): %1 µs</source>
        <extracomment>a percentile marker in the legend; %1 latency in microseconds</extracomment>
        <translation>p50 (медиана): %1 µs</translation>
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
        <translation>Скорость чтения по тестовой области</translation>
    </message>
    <message>
        <source>Write rate as the test area fills</source>
        <translation>Скорость записи по мере заполнения тестовой области</translation>
    </message>
    <message>
        <source>Position (%1)</source>
        <extracomment>axis title; %1 the unit: MB, GB, MiB or GiB</extracomment>
        <translation>Позиция (%1)</translation>
    </message>
    <message>
        <source>Written (%1)</source>
        <extracomment>axis title; %1 the unit: MB, GB, MiB or GiB</extracomment>
        <translation>Записано (%1)</translation>
    </message>
</context>
<context>
    <name>DriveProof::Gui::Charts::SweepChart</name>
    <message>
        <source>IOPS and transfer rate by block size</source>
        <translation>IOPS и скорость передачи в зависимости от размера блока</translation>
    </message>
    <message>
        <source>Block size (KiB, logarithmic)</source>
        <translation>Размер блока (KiB, логарифмическая шкала)</translation>
    </message>
    <message>
        <source>IOPS and transfer rate by queue depth</source>
        <translation>IOPS и скорость передачи в зависимости от глубины очереди</translation>
    </message>
    <message>
        <source>I/Os in flight per thread (logarithmic)</source>
        <translation>Одновременных операций ввода-вывода на поток (логарифмическая шкала)</translation>
    </message>
    <message>
        <source>IOPS and transfer rate by threads</source>
        <translation>IOPS и скорость передачи в зависимости от числа потоков</translation>
    </message>
    <message>
        <source>Threads (logarithmic)</source>
        <translation>Потоки (логарифмическая шкала)</translation>
    </message>
    <message>
        <source>IOPS (logarithmic)</source>
        <translation>IOPS (логарифмическая шкала)</translation>
    </message>
    <message>
        <source>IOPS</source>
        <translation>IOPS</translation>
    </message>
    <message>
        <source>%1 (logarithmic)</source>
        <extracomment>axis title; %1 the rate unit, &quot;MB/s&quot; or &quot;MiB/s&quot;</extracomment>
        <translation>%1 (логарифмическая шкала)</translation>
    </message>
</context>
<context>
    <name>DriveProof::Gui::Charts::TimeSeriesChart</name>
    <message>
        <source>Transfer rate over time</source>
        <translation>Скорость передачи во времени</translation>
    </message>
    <message>
        <source>I/O operations per second over time</source>
        <translation>Операций ввода-вывода в секунду во времени</translation>
    </message>
    <message>
        <source>IOPS</source>
        <translation>IOPS</translation>
    </message>
    <message>
        <source>Commits per second over time</source>
        <translation>Фиксаций в секунду во времени</translation>
    </message>
    <message>
        <source>Commits per second</source>
        <translation>Фиксаций в секунду</translation>
    </message>
    <message>
        <source>Seconds</source>
        <translation>Секунды</translation>
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
        <translation>Фиксаций/с</translation>
    </message>
    <message>
        <source>p99 latency (µs)</source>
        <translation>Задержка p99 (µs)</translation>
    </message>
    <message>
        <source>Two runs side by side</source>
        <translation>Два запуска рядом</translation>
    </message>
    <message>
        <source>&amp;Back to the history</source>
        <translation>&amp;Назад к истории</translation>
    </message>
    <message>
        <source>Comparison of two runs</source>
        <translation>Сравнение двух запусков</translation>
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
        <translation>Измерение</translation>
    </message>
    <message>
        <source>Quantity</source>
        <translation>Величина</translation>
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
        <translation>У этих запусков нет общих измерений, поэтому сравнивать нечего. Сравните два запуска одного и того же теста.</translation>
    </message>
    <message>
        <source>These are two different tests (%1 and %2): only the measurements they share have a ratio.</source>
        <extracomment>%1 and %2 two test names</extracomment>
        <translation>Это два разных теста (%1 и %2): соотношение есть только у общих для них измерений.</translation>
    </message>
    <message>
        <source>same</source>
        <extracomment>B&apos;s number is within 3% of A&apos;s</extracomment>
        <translation>без изменений</translation>
    </message>
    <message>
        <source>▲ %1% better</source>
        <extracomment>%1 a percentage without the % sign, e.g. &quot;18&quot; -&gt; &quot;▲ 18% better&quot;</extracomment>
        <translation>▲ на %1% лучше</translation>
    </message>
    <message>
        <source>▼ %1% worse</source>
        <translation>▼ на %1% хуже</translation>
    </message>
    <message>
        <source>Better and worse follow each quantity: more MB/s, IOPS or commits per second is better, less latency is better. Within 3% counts as the same: two runs on one drive differ that much.</source>
        <translation>Что лучше, а что хуже, зависит от величины: больше MB/s, IOPS или фиксаций в секунду — лучше, меньше задержка — лучше. Разница в пределах 3% считается отсутствием изменений: настолько различаются два запуска на одном накопителе.</translation>
    </message>
    <message>
        <source>B against A</source>
        <translation>B относительно A</translation>
    </message>
    <message>
        <source>%1, %2, on %3 (%4) · %5</source>
        <extracomment>one run in a comparison; %1 test name, %2 date and time, %3 drive model, %4 where it ran, %5 its settings (&quot;1 GiB · 5 s per step · temporary file on ext4 · io_uring&quot;)</extracomment>
        <translation>%1, %2, на %3 (%4) · %5</translation>
    </message>
    <message>
        <source>These runs were not made alike, so their numbers do not compare directly. %1</source>
        <extracomment>%1 one or more sentences on how the two runs differ</extracomment>
        <translation>Эти запуски сделаны по-разному, поэтому их числа нельзя сравнивать напрямую. %1</translation>
    </message>
</context>
<context>
    <name>DriveProof::Gui::ConfirmWriteDialog</name>
    <message>
        <source>Erase %1?</source>
        <extracomment>dialog title; %1 a device node</extracomment>
        <translation>Стереть %1?</translation>
    </message>
    <message>
        <source>This test (%1) writes over %2 (%3). Everything on it is lost: every partition, every file. This cannot be undone.</source>
        <extracomment>%1 test name, %2 device node, %3 the drive&apos;s model</extracomment>
        <translation>Этот тест (%1) перезаписывает %2 (%3). Всё, что на нём есть, будет потеряно: все разделы, все файлы. Это действие нельзя отменить.</translation>
    </message>
    <message>
        <source>To go on, type the device&apos;s name, &lt;b&gt;%1&lt;/b&gt;:</source>
        <extracomment>%1 the device&apos;s short name the user must type, e.g. &quot;sdb&quot;</extracomment>
        <translation>Чтобы продолжить, введите имя устройства, &lt;b&gt;%1&lt;/b&gt;:</translation>
    </message>
    <message>
        <source>Device name</source>
        <translation>Имя устройства</translation>
    </message>
    <message>
        <source>&amp;Erase and test</source>
        <translation>&amp;Стереть и протестировать</translation>
    </message>
    <message>
        <source>Test the empty drive %1?</source>
        <extracomment>dialog title; %1 the drive&apos;s name (model)</extracomment>
        <translation>Протестировать пустой накопитель %1?</translation>
    </message>
    <message>
        <source>%1 (%2) is empty: it has no partition table and no file system, as a new drive arrives. The test (%3) writes over the whole device; anything on it that DriveProof cannot recognise would be lost.</source>
        <extracomment>%1 the drive&apos;s name (model), %2 device node, %3 test name</extracomment>
        <translation>%1 (%2) пуст: нет ни таблицы разделов, ни файловой системы — так приходит новый накопитель. Тест (%3) перезаписывает всё устройство; всё, что на нём есть и чего DriveProof не распознаёт, будет потеряно.</translation>
    </message>
    <message>
        <source>&amp;Write and test</source>
        <translation>&amp;Записать и протестировать</translation>
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
        <translation>Хорошо</translation>
    </message>
    <message>
        <source>Caution</source>
        <extracomment>health badge beside a drive in the list, as on the Health card</extracomment>
        <translation>Внимание</translation>
    </message>
    <message>
        <source>Bad</source>
        <extracomment>health badge beside a drive in the list, as on the Health card</extracomment>
        <translation>Плохо</translation>
    </message>
    <message>
        <source>%1
%2, %3
Health: %4</source>
        <extracomment>%1 drive name, %2 kind of drive, %3 device path, %4 its health (&quot;Good&quot;, ...)</extracomment>
        <translation>%1
%2, %3
Состояние: %4</translation>
    </message>
    <message>
        <source>%1, %2, %3, %4, health: %5</source>
        <extracomment>read by screen readers; %1 drive name, %2 kind of drive, %3 size, %4 device path, %5 its health (&quot;Good&quot;, &quot;Caution&quot;, &quot;Bad&quot;)</extracomment>
        <translation>%1, %2, %3, %4, состояние: %5</translation>
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
        <translation>&amp;Протестировать накопитель…</translation>
    </message>
    <message>
        <source>Measure %1: quick check, commit rate, throughput and more, in a window of its own</source>
        <extracomment>%1 the drive&apos;s name</extracomment>
        <translation>Измерить %1: быстрая проверка, скорость фиксаций, пропускная способность и другое — в отдельном окне</translation>
    </message>
    <message>
        <source>Q&amp;uick check</source>
        <translation>Быстрая п&amp;роверка</translation>
    </message>
    <message>
        <source>Measure the four CrystalDiskMark tests now, in about %1, on a temporary file in %2</source>
        <extracomment>tooltip of the Quick check button; %1 about how long it takes (&quot;20 seconds&quot;), %2 the folder that holds the temporary file</extracomment>
        <translation>Выполнить сейчас четыре теста CrystalDiskMark, примерно за %1, на временном файле в %2</translation>
    </message>
    <message>
        <source>This drive is empty: no partition table and no file system. It is read-only or in use, so only the reading tests can run on it.</source>
        <translation>Этот накопитель пуст: нет таблицы разделов и файловой системы. Он только для чтения или занят, поэтому на нём можно запускать только тесты чтения.</translation>
    </message>
    <message>
        <source>This drive is empty: no partition table and no file system, as a new drive arrives. The quick check, the commit test and the sustained write run on the whole device after one confirmation; there is no need to partition it first.</source>
        <translation>Этот накопитель пуст: нет таблицы разделов и файловой системы — так приходит новый накопитель. Быстрая проверка, тест фиксаций и длительная запись выполняются на всём устройстве после одного подтверждения; размечать его заранее не нужно.</translation>
    </message>
    <message>
        <source>The quick check needs a folder on this drive, and none of its file systems is mounted. Mount one (in your file manager or GNOME Disks) and press Refresh (F5), or use &quot;Test this drive…&quot; for the reading tests on the whole device (sequential and random reads, surface scan), which write nothing.</source>
        <translation>Быстрой проверке нужна папка на этом накопителе, а ни одна из его файловых систем не смонтирована. Смонтируйте одну (в файловом менеджере или в «Дисках» GNOME) и нажмите «Обновить» (F5) или откройте «Протестировать накопитель…» для тестов чтения всего устройства (последовательное и случайное чтение, проверка поверхности), которые ничего не записывают.</translation>
    </message>
    <message>
        <source>The quick check needs a folder on this drive that you can write to, and none of its file systems is mounted where you may write. Mount one where you may and press Refresh (F5), or choose a folder of yours on it with &quot;Test this drive…&quot;.</source>
        <translation>Быстрой проверке нужна папка на этом накопителе, доступная вам для записи, а ни одна из его файловых систем не смонтирована там, где вам можно писать. Смонтируйте одну в таком месте и нажмите «Обновить» (F5) или выберите свою папку на нём через «Протестировать накопитель…».</translation>
    </message>
    <message>
        <source>Measure the four CrystalDiskMark tests now, in about %1, on the empty device %2 (asks once to confirm)</source>
        <extracomment>tooltip of the Quick check button; %1 about how long it takes (&quot;20 seconds&quot;), %2 a device node</extracomment>
        <translation>Измерить четыре теста CrystalDiskMark сейчас, примерно за %1, на пустом устройстве %2 (один раз попросит подтверждения)</translation>
    </message>
</context>
<context>
    <name>DriveProof::Gui::HealthCard</name>
    <message>
        <source>Health</source>
        <translation>Состояние</translation>
    </message>
    <message>
        <source>Reading…</source>
        <translation>Чтение…</translation>
    </message>
    <message>
        <source>Unknown</source>
        <translation>Неизвестно</translation>
    </message>
    <message>
        <source>Health: %1</source>
        <extracomment>accessible name of the health badge; %1 &quot;Good&quot;, &quot;Caution&quot;, &quot;Bad&quot;, ...</extracomment>
        <translation>Состояние: %1</translation>
    </message>
    <message>
        <source>No health data</source>
        <translation>Нет данных о состоянии</translation>
    </message>
    <message>
        <source>%1 is a file used as a drive (%2): it has no health data of its own. The health of the drive that holds the file is what counts.</source>
        <extracomment>%1 device path, %2 the file behind the loop device</extracomment>
        <translation>%1 — это файл, используемый как накопитель (%2): собственных данных о состоянии у него нет. Значение имеет состояние накопителя, на котором лежит файл.</translation>
    </message>
    <message>
        <source>%1 is a virtual disk: the real drive is on the host, and only the host can read its health.</source>
        <extracomment>%1 device path</extracomment>
        <translation>%1 — виртуальный диск: настоящий накопитель находится на хосте, и только хост может прочитать его состояние.</translation>
    </message>
    <message>
        <source>%1 reports no health data that DriveProof can read.</source>
        <extracomment>%1 device path</extracomment>
        <translation>%1 не сообщает данных о состоянии, которые DriveProof может прочитать.</translation>
    </message>
    <message>
        <source>Good</source>
        <translation>Хорошо</translation>
    </message>
    <message>
        <source>The drive finds nothing wrong. That predicts some failures, not all: keep backups.</source>
        <translation>Накопитель не находит у себя проблем. Это позволяет предсказать некоторые отказы, но не все: делайте резервные копии.</translation>
    </message>
    <message>
        <source>Caution</source>
        <translation>Внимание</translation>
    </message>
    <message>
        <source>Make sure your backups are current, and check this drive again soon.</source>
        <translation>Убедитесь, что резервные копии актуальны, и вскоре проверьте этот накопитель снова.</translation>
    </message>
    <message>
        <source>Bad</source>
        <translation>Плохо</translation>
    </message>
    <message>
        <source>Back up the data on this drive now and plan to replace it.</source>
        <translation>Немедленно сделайте резервную копию данных с этого накопителя и запланируйте его замену.</translation>
    </message>
    <message>
        <source>The drive gave no overall assessment of its health.</source>
        <translation>Накопитель не дал общей оценки своего состояния.</translation>
    </message>
    <message>
        <source>Temperature</source>
        <extracomment>a temperature; %1 the number, e.g. &quot;38&quot;</extracomment>
        <translation>Температура</translation>
    </message>
    <message>
        <source>%1 °C</source>
        <translation>%1 °C</translation>
    </message>
    <message>
        <source>Power-on hours</source>
        <translation>Часы работы</translation>
    </message>
    <message>
        <source>Power cycles</source>
        <translation>Циклы включения</translation>
    </message>
    <message>
        <source>Unsafe shutdowns</source>
        <translation>Небезопасные отключения</translation>
    </message>
    <message>
        <source>Times power was lost before the drive was told: each one is a moment where its write cache could lose data.</source>
        <translation>Сколько раз питание пропадало раньше, чем накопитель был предупреждён: каждый такой случай — момент, когда его кэш записи мог потерять данные.</translation>
    </message>
    <message>
        <source>Bad sectors</source>
        <translation>Сбойные секторы</translation>
    </message>
    <message>
        <source>Sectors the drive has replaced or is waiting to replace.</source>
        <translation>Секторы, которые накопитель заменил или ожидает заменить.</translation>
    </message>
    <message>
        <source>Media errors</source>
        <translation>Ошибки носителя</translation>
    </message>
    <message>
        <source>Data the drive could not read or write correctly.</source>
        <translation>Данные, которые накопитель не смог правильно прочитать или записать.</translation>
    </message>
    <message>
        <source>Available spare</source>
        <translation>Доступный резерв</translation>
    </message>
    <message>
        <source>Reserve blocks left for replacing worn-out ones.</source>
        <translation>Оставшиеся резервные блоки для замены изношенных.</translation>
    </message>
    <message>
        <source>Wear</source>
        <extracomment>wear of a solid-state drive; %1 a percentage, e.g. &quot;3%&quot;</extracomment>
        <translation>Износ</translation>
    </message>
    <message>
        <source>%1 of its rated life used</source>
        <translation>израсходовано %1 заявленного ресурса</translation>
    </message>
    <message>
        <source>The maker&apos;s estimate; it can go past 100%.</source>
        <translation>Оценка производителя; может превышать 100%.</translation>
    </message>
    <message>
        <source>Read from</source>
        <translation>Прочитано через</translation>
    </message>
</context>
<context>
    <name>DriveProof::Gui::HealthRecordsView</name>
    <message numerus="yes">
        <source>All records the drive keeps (%n)</source>
        <extracomment>%n the number of records (SMART attributes or NVMe log fields)</extracomment>
        <translation>
            <numerusform>Все записи, которые хранит накопитель (%n)</numerusform>
            <numerusform>Все записи, которые хранит накопитель (%n)</numerusform>
            <numerusform>Все записи, которые хранит накопитель (%n)</numerusform>
        </translation>
    </message>
    <message>
        <source>%1
Defined in: %2</source>
        <extracomment>tooltip of a health record; %1 what it means, %2 the standard and section</extracomment>
        <translation>%1
Определено в: %2</translation>
    </message>
    <message>
        <source>Self-test log, newest first:</source>
        <translation>Журнал самотестов, сначала новые:</translation>
    </message>
</context>
<context>
    <name>DriveProof::Gui::HistoryPage</name>
    <message>
        <source>Earlier runs on %1</source>
        <extracomment>%1 the drive&apos;s name (model)</extracomment>
        <translation>Предыдущие запуски на %1</translation>
    </message>
    <message>
        <source>Every test run on this drive is kept here. Open one to see its result again, or select two (hold Ctrl and click) to compare them side by side.</source>
        <translation>Здесь хранится каждый запуск теста на этом накопителе. Откройте запуск, чтобы снова увидеть его результат, или выберите два (удерживая Ctrl, щёлкните по ним), чтобы сравнить их рядом.</translation>
    </message>
    <message>
        <source>Date</source>
        <translation>Дата</translation>
    </message>
    <message>
        <source>Test</source>
        <translation>Тест</translation>
    </message>
    <message>
        <source>Summary</source>
        <translation>Сводка</translation>
    </message>
    <message>
        <source>Earlier runs</source>
        <translation>Предыдущие запуски</translation>
    </message>
    <message>
        <source>&amp;Open</source>
        <translation>&amp;Открыть</translation>
    </message>
    <message>
        <source>&amp;Compare the two selected</source>
        <translation>&amp;Сравнить два выбранных</translation>
    </message>
    <message>
        <source>&amp;Delete…</source>
        <translation>&amp;Удалить…</translation>
    </message>
    <message>
        <source>&amp;New test</source>
        <translation>&amp;Новый тест</translation>
    </message>
    <message>
        <source>Reading the history…</source>
        <translation>Чтение истории…</translation>
    </message>
    <message>
        <source>No runs yet. Finished tests appear here by themselves.</source>
        <translation>Запусков пока нет. Завершённые тесты появляются здесь автоматически.</translation>
    </message>
    <message numerus="yes">
        <source>%n run(s) kept.</source>
        <extracomment>%n runs kept for this drive</extracomment>
        <translation>
            <numerusform>Сохранён %n запуск.</numerusform>
            <numerusform>Сохранено %n запуска.</numerusform>
            <numerusform>Сохранено %n запусков.</numerusform>
        </translation>
    </message>
    <message>
        <source>Select exactly two runs to compare</source>
        <translation>Выберите ровно два запуска для сравнения</translation>
    </message>
    <message>
        <source>Delete runs</source>
        <translation>Удаление запусков</translation>
    </message>
    <message numerus="yes">
        <source>Delete %n run(s) from the history? This cannot be undone.</source>
        <extracomment>%n how many runs are about to be deleted</extracomment>
        <translation>
            <numerusform>Удалить %n запуск из истории? Это действие нельзя отменить.</numerusform>
            <numerusform>Удалить %n запуска из истории? Это действие нельзя отменить.</numerusform>
            <numerusform>Удалить %n запусков из истории? Это действие нельзя отменить.</numerusform>
        </translation>
    </message>
    <message>
        <source>Select two runs of the same test to compare</source>
        <translation>Выберите два запуска одного теста для сравнения</translation>
    </message>
    <message>
        <source>Settings</source>
        <translation>Параметры</translation>
    </message>
</context>
<context>
    <name>DriveProof::Gui::IdentityCard</name>
    <message>
        <source>Identity</source>
        <translation>Идентификация</translation>
    </message>
    <message>
        <source>Device</source>
        <translation>Устройство</translation>
    </message>
    <message>
        <source>Backing file</source>
        <translation>Файл-источник</translation>
    </message>
    <message>
        <source>Transport</source>
        <translation>Интерфейс</translation>
    </message>
    <message>
        <source>The kernel does not say how this drive is connected.</source>
        <translation>Ядро не сообщает, как подключён этот накопитель.</translation>
    </message>
    <message>
        <source>Rotation speed unknown: %1</source>
        <extracomment>%1 why the speed is unknown</extracomment>
        <translation>Скорость вращения неизвестна: %1</translation>
    </message>
    <message>
        <source>Media</source>
        <translation>Носитель</translation>
    </message>
    <message>
        <source>Removable</source>
        <translation>Съёмный</translation>
    </message>
    <message>
        <source>Read-only</source>
        <translation>Только чтение</translation>
    </message>
    <message>
        <source>Model</source>
        <translation>Модель</translation>
    </message>
    <message>
        <source>Vendor</source>
        <translation>Производитель</translation>
    </message>
    <message>
        <source>Serial number</source>
        <translation>Серийный номер</translation>
    </message>
    <message>
        <source>Firmware</source>
        <translation>Прошивка</translation>
    </message>
    <message>
        <source>WWN</source>
        <translation>WWN</translation>
    </message>
    <message>
        <source>Link</source>
        <translation>Подключение</translation>
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
        <translation>&amp;Файл</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Выход</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Вид</translation>
    </message>
    <message>
        <source>&amp;Refresh</source>
        <translation>&amp;Обновить</translation>
    </message>
    <message>
        <source>Read the list of drives again</source>
        <translation>Заново прочитать список накопителей</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Справка</translation>
    </message>
    <message>
        <source>&amp;About DriveProof</source>
        <translation>&amp;О программе DriveProof</translation>
    </message>
    <message>
        <source>Drives</source>
        <translation>Накопители</translation>
    </message>
    <message>
        <source>Busy</source>
        <translation>Занято</translation>
    </message>
    <message>
        <source>Looking for drives…</source>
        <translation>Поиск накопителей…</translation>
    </message>
    <message>
        <source>Checking the partitions of %1…</source>
        <extracomment>%1 device path</extracomment>
        <translation>Проверка разделов %1…</translation>
    </message>
    <message>
        <source>Switching the write cache of %1…</source>
        <extracomment>%1 device path</extracomment>
        <translation>Переключение кэша записи %1…</translation>
    </message>
    <message>
        <source>Reading the write cache and health of %1…</source>
        <extracomment>%1 device path</extracomment>
        <translation>Чтение кэша записи и состояния %1…</translation>
    </message>
    <message>
        <source>udisks2 is not running: the facts shown come from the kernel alone.</source>
        <translation>udisks2 не запущен: показанные сведения получены только от ядра.</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>&amp;Правка</translation>
    </message>
    <message>
        <source>&amp;Preferences…</source>
        <translation>&amp;Параметры…</translation>
    </message>
    <message>
        <source>Choose the language, the unit of transfer rates and the test defaults</source>
        <translation>Выбор языка, единиц скорости передачи и параметров тестов по умолчанию</translation>
    </message>
    <message numerus="yes">
        <source>A test is running on %1. Stop it and quit?</source>
        <extracomment>%1 device paths, e.g. &quot;/dev/sda&quot;; more than one joined by &quot;, &quot;</extracomment>
        <translation>
            <numerusform>На %1 выполняется тест. Остановить его и выйти?</numerusform>
            <numerusform>На %1 выполняются тесты. Остановить их и выйти?</numerusform>
            <numerusform>На %1 выполняются тесты. Остановить их и выйти?</numerusform>
        </translation>
    </message>
    <message>
        <source>Stop the test?</source>
        <translation>Остановить тест?</translation>
    </message>
    <message>
        <source>The steps that finished are kept in the history; the temporary file is removed.</source>
        <translation>Завершённые шаги сохраняются в истории; временный файл удаляется.</translation>
    </message>
    <message>
        <source>&amp;Stop and quit</source>
        <translation>&amp;Остановить и выйти</translation>
    </message>
    <message>
        <source>&amp;Keep testing</source>
        <translation>&amp;Продолжить тест</translation>
    </message>
    <message>
        <source>Power-loss &amp;witness…</source>
        <translation>&amp;Свидетель теста на потерю питания…</translation>
    </message>
    <message>
        <source>Record the power-loss test of another computer&apos;s drive on this one</source>
        <translation>Регистрировать на этом компьютере тест на потерю питания накопителя другого компьютера</translation>
    </message>
    <message>
        <source>Stop the power-loss test?</source>
        <translation>Остановить тест на потерю питания?</translation>
    </message>
    <message>
        <source>The power-loss test is running. Quitting stops it without a power cut, so this run cannot tell whether the drive keeps its writes.</source>
        <translation>Идёт тест на потерю питания. Выход остановит его без отключения питания, и этот запуск не сможет показать, сохраняет ли накопитель записанные данные.</translation>
    </message>
    <message>
        <source>&amp;Keep running</source>
        <translation>&amp;Продолжить тест</translation>
    </message>
    <message>
        <source>&amp;Open Drive Report…</source>
        <translation>&amp;Открыть отчёт о накопителе…</translation>
    </message>
    <message>
        <source>Judge a drive from its smartctl or nvme-cli report, e.g. one a seller sent</source>
        <translation>Оценить накопитель по его отчёту smartctl или nvme-cli, например присланному продавцом</translation>
    </message>
    <message>
        <source>Paste Drive &amp;Report</source>
        <translation>Вставить о&amp;тчёт о накопителе</translation>
    </message>
    <message>
        <source>Judge the smartctl or nvme-cli report on the clipboard</source>
        <translation>Оценить отчёт smartctl или nvme-cli из буфера обмена</translation>
    </message>
</context>
<context>
    <name>DriveProof::Gui::Notice</name>
    <message>
        <source>Danger</source>
        <translation>Опасность</translation>
    </message>
    <message>
        <source>Warning</source>
        <translation>Предупреждение</translation>
    </message>
    <message>
        <source>Note</source>
        <translation>Примечание</translation>
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
        <translation>Метод фиксации</translation>
    </message>
    <message>
        <source>Commits/s</source>
        <translation>Фиксаций/с</translation>
    </message>
    <message>
        <source>Mean µs</source>
        <translation>Среднее, µs</translation>
    </message>
    <message>
        <source>p50 µs</source>
        <translation>p50, µs</translation>
    </message>
    <message>
        <source>p99 µs</source>
        <translation>p99, µs</translation>
    </message>
    <message>
        <source>Max µs</source>
        <translation>Макс., µs</translation>
    </message>
    <message>
        <source>Flushes per commit</source>
        <translation>Сбросов кэша на фиксацию</translation>
    </message>
    <message>
        <source>Test</source>
        <translation>Тест</translation>
    </message>
    <message>
        <source>IOPS</source>
        <translation>IOPS</translation>
    </message>
    <message>
        <source>p99.9 µs</source>
        <translation>p99.9, µs</translation>
    </message>
    <message>
        <source>not durable</source>
        <translation>без гарантии сохранности</translation>
    </message>
</context>
<context>
    <name>DriveProof::Gui::PartitionsCard</name>
    <message>
        <source>Partitions</source>
        <translation>Разделы</translation>
    </message>
    <message>
        <source>What to do</source>
        <translation>Что делать</translation>
    </message>
    <message>
        <source>#</source>
        <translation>№</translation>
    </message>
    <message>
        <source>Device</source>
        <translation>Устройство</translation>
    </message>
    <message>
        <source>Start sector</source>
        <translation>Начальный сектор</translation>
    </message>
    <message>
        <source>Start (bytes)</source>
        <translation>Начало (байты)</translation>
    </message>
    <message>
        <source>Size</source>
        <translation>Размер</translation>
    </message>
    <message>
        <source>Mounted on</source>
        <translation>Точка монтирования</translation>
    </message>
    <message>
        <source>Alignment</source>
        <translation>Выравнивание</translation>
    </message>
    <message>
        <source>Checking alignment</source>
        <translation>Проверка выравнивания</translation>
    </message>
    <message>
        <source>Reading the partition table…</source>
        <translation>Чтение таблицы разделов…</translation>
    </message>
    <message>
        <source>Partitions of %1</source>
        <extracomment>accessible name of the partitions table; %1 device path</extracomment>
        <translation>Разделы %1</translation>
    </message>
    <message>
        <source>The kernel lists no partitions on this drive.</source>
        <translation>Ядро не видит разделов на этом накопителе.</translation>
    </message>
    <message>
        <source>The partition table lists no partitions.</source>
        <translation>Таблица разделов не содержит разделов.</translation>
    </message>
    <message>
        <source>The partition table lists this partition, but the kernel has no device node for it yet (on some systems &apos;partx -a&apos; adds it).</source>
        <translation>Таблица разделов содержит этот раздел, но у ядра пока нет для него файла устройства (в некоторых системах его добавляет &apos;partx -a&apos;).</translation>
    </message>
    <message>
        <source>checking…</source>
        <translation>проверка…</translation>
    </message>
    <message>
        <source>The partition table did not list this partition.</source>
        <translation>Таблица разделов не содержала этот раздел.</translation>
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
        <translation>&amp;Тесты:</translation>
    </message>
    <message>
        <source>Tests</source>
        <translation>Тесты</translation>
    </message>
    <message>
        <source>&amp;Where:</source>
        <translation>&amp;Где:</translation>
    </message>
    <message>
        <source>Test si&amp;ze:</source>
        <translation>&amp;Размер теста:</translation>
    </message>
    <message>
        <source>Time per st&amp;ep (seconds):</source>
        <translation>Время на &amp;шаг (секунды):</translation>
    </message>
    <message>
        <source>&amp;Reads or writes:</source>
        <translation>&amp;Чтение или запись:</translation>
    </message>
    <message>
        <source>&amp;Idle time between the passes (seconds):</source>
        <translation>&amp;Простой между проходами (секунды):</translation>
    </message>
    <message>
        <source>Also measure with the drive&apos;s write &amp;cache off, then switch it back on</source>
        <translation>Также измерить с выключенным &amp;кэшем записи накопителя, затем снова включить его</translation>
    </message>
    <message>
        <source>&amp;History…</source>
        <translation>&amp;История…</translation>
    </message>
    <message>
        <source>Earlier runs on this drive, and comparing two of them</source>
        <translation>Предыдущие запуски на этом накопителе и сравнение двух из них</translation>
    </message>
    <message>
        <source>&amp;Start test</source>
        <translation>&amp;Начать тест</translation>
    </message>
    <message>
        <source>Reads</source>
        <translation>Чтение</translation>
    </message>
    <message>
        <source>Writes</source>
        <translation>Запись</translation>
    </message>
    <message>
        <source>Mixed: 70% reads, 30% writes</source>
        <translation>Смешанная нагрузка: 70% чтения, 30% записи</translation>
    </message>
    <message>
        <source>%1 holds the running system: DriveProof never writes over it.</source>
        <extracomment>%1 a device node</extracomment>
        <translation>На %1 находится работающая система: DriveProof никогда её не перезаписывает.</translation>
    </message>
    <message>
        <source>%1 or one of its partitions is mounted or in use (LVM, RAID, an encrypted volume). Unmount it first to write over it.</source>
        <extracomment>%1 a device node</extracomment>
        <translation>%1 или один из его разделов смонтирован или используется (LVM, RAID, зашифрованный том). Чтобы перезаписать его, сначала отмонтируйте.</translation>
    </message>
    <message>
        <source>%1 is read-only.</source>
        <extracomment>%1 a device node</extracomment>
        <translation>%1 доступен только для чтения.</translation>
    </message>
    <message>
        <source>A temporary file in %1</source>
        <extracomment>a place a test runs; %1 a folder</extracomment>
        <translation>Временный файл в %1</translation>
    </message>
    <message>
        <source>You may not be allowed to write here. Choose a folder of yours on this drive with &quot;another folder&quot;.</source>
        <translation>Возможно, у вас нет прав на запись здесь. Выберите свою папку на этом накопителе через «другую папку».</translation>
    </message>
    <message>
        <source>A temporary file in another folder…</source>
        <translation>Временный файл в другой папке…</translation>
    </message>
    <message>
        <source>The whole device %1, only reading</source>
        <extracomment>a place a test runs; %1 a device node</extracomment>
        <translation>Всё устройство %1, только чтение</translation>
    </message>
    <message>
        <source>The whole device %1, erasing everything on it</source>
        <extracomment>a place a test runs; %1 a device node</extracomment>
        <translation>Всё устройство %1, со стиранием всех данных на нём</translation>
    </message>
    <message>
        <source>Where the test runs</source>
        <translation>Где выполняется тест</translation>
    </message>
    <message>
        <source>All of it</source>
        <translation>Целиком</translation>
    </message>
    <message>
        <source>The commit test always uses 16 MiB, like pg_test_fsync, so that its numbers compare directly.</source>
        <translation>Тест фиксаций всегда использует 16 MiB, как pg_test_fsync, чтобы его результаты можно было сравнивать напрямую.</translation>
    </message>
    <message>
        <source>How much of the drive the test uses. Larger areas are less flattered by caches but take longer to prepare.</source>
        <translation>Какую часть накопителя использует тест. Кэши меньше приукрашивают результаты на больших областях, но их подготовка занимает больше времени.</translation>
    </message>
    <message>
        <source>Test size</source>
        <translation>Размер теста</translation>
    </message>
    <message>
        <source>Choose a folder on the drive to test</source>
        <translation>Выберите папку на проверяемом накопителе</translation>
    </message>
    <message>
        <source>This device has no write cache of its own to switch.</source>
        <translation>У этого устройства нет собственного кэша записи, который можно переключить.</translation>
    </message>
    <message>
        <source>The drive&apos;s write cache setting is not known (see the Write cache card), so it cannot be switched for the test.</source>
        <translation>Настройка кэша записи накопителя неизвестна (см. карточку «Кэш записи»), поэтому её нельзя переключить для теста.</translation>
    </message>
    <message>
        <source>The drive&apos;s write cache is off already: the test measures it that way.</source>
        <translation>Кэш записи накопителя уже выключен: тест измеряет его в таком состоянии.</translation>
    </message>
    <message>
        <source>This drive does not let its write cache be switched.</source>
        <translation>Этот накопитель не позволяет переключать свой кэш записи.</translation>
    </message>
    <message>
        <source>The chosen folder is not on one of this drive&apos;s file systems.</source>
        <translation>Выбранная папка находится не на одной из файловых систем этого накопителя.</translation>
    </message>
    <message>
        <source>The cache is switched off for a second round of measurements and back on afterwards, also when the test fails or is cancelled. Switching may ask for your password.</source>
        <translation>Кэш выключается для второго цикла измерений и затем снова включается — даже если тест завершится ошибкой или будет отменён. Для переключения может потребоваться ваш пароль.</translation>
    </message>
    <message>
        <source>Takes about %1 with these settings.</source>
        <extracomment>%1 a duration</extracomment>
        <translation>С этими настройками занимает около %1.</translation>
    </message>
    <message>
        <source>Takes about %1 with these settings, plus a moment to prepare the test file.</source>
        <extracomment>%1 a duration</extracomment>
        <translation>С этими настройками занимает около %1, плюс немного времени на подготовку тестового файла.</translation>
    </message>
    <message>
        <source>This test writes over %1: everything on it is lost, every partition and every file. You will be asked to type the device&apos;s name to confirm.</source>
        <extracomment>%1 a device node</extracomment>
        <translation>Этот тест перезаписывает %1: всё, что на нём есть, будет потеряно — все разделы и все файлы. Для подтверждения вас попросят ввести имя устройства.</translation>
    </message>
    <message>
        <source>Only reads from %1; nothing on it changes. Reading a device directly may ask for your password.</source>
        <extracomment>%1 a device node</extracomment>
        <translation>Только чтение с %1; ничего на нём не изменится. Для прямого чтения устройства может потребоваться ваш пароль.</translation>
    </message>
    <message>
        <source>Writes only to a temporary file in the chosen folder and removes it afterwards; nothing else on the drive changes.</source>
        <translation>Запись идёт только во временный файл в выбранной папке, который затем удаляется; больше ничего на накопителе не меняется.</translation>
    </message>
    <message>
        <source>Only reads. In a folder it first writes the temporary file it reads, and removes it afterwards.</source>
        <translation>Только чтение. В папке тест сначала записывает временный файл, который затем читает, а после удаляет его.</translation>
    </message>
    <message>
        <source>Takes as long as writing %1 once: about %2 at %3, less on a faster drive.</source>
        <extracomment>%1 a size, %2 a duration, %3 a rate (&quot;150.0 MB/s&quot;)</extracomment>
        <translation>Занимает столько же, сколько однократная запись %1: около %2 при %3, на более быстром накопителе — меньше.</translation>
    </message>
    <message>
        <source>Takes as long as reading %1 once: about %2 at %3, less on a faster drive.</source>
        <extracomment>%1 a size, %2 a duration, %3 a rate (&quot;150.0 MB/s&quot;)</extracomment>
        <translation>Занимает столько же, сколько однократное чтение %1: около %2 при %3, на более быстром накопителе — меньше.</translation>
    </message>
    <message>
        <source>Start opens the guided power-loss test: it writes to a test file (or the whole device), reports every commit to a witness on a second computer, and asks you to pull the plug. After the restart DriveProof checks which acknowledged writes survived. You can also practise it on this computer with a simulated drive.</source>
        <translation>Кнопка «Начать тест» открывает пошаговый тест на потерю питания: он записывает данные в тестовый файл (или на всё устройство), сообщает о каждой фиксации свидетелю на втором компьютере и просит вас выдернуть вилку из розетки. После перезапуска DriveProof проверяет, какие подтверждённые записи сохранились. Можно также потренироваться на этом компьютере с имитацией накопителя.</translation>
    </message>
    <message>
        <source>Opens the guided power-loss test</source>
        <translation>Открывает пошаговый тест на потерю питания</translation>
    </message>
    <message>
        <source>No file system of this drive is mounted, so there is no folder for the test file. Mount one (in your file manager or GNOME Disks) and press Refresh (F5) in the main window, choose a folder with &quot;A temporary file in another folder…&quot;, or pick a reading test (sequential or random reads, surface scan), which can read the whole device without writing.</source>
        <translation>Ни одна файловая система этого накопителя не смонтирована, поэтому для тестового файла нет папки. Смонтируйте одну (в файловом менеджере или в «Дисках» GNOME) и нажмите «Обновить» (F5) в главном окне, выберите папку через «Временный файл в другой папке…» или возьмите тест чтения (последовательное или случайное чтение, проверка поверхности), который прочитает всё устройство без записи.</translation>
    </message>
    <message>
        <source>Choose where the test runs: a folder of yours on this drive, with &quot;A temporary file in another folder…&quot;.</source>
        <translation>Выберите, где выполнять тест: свою папку на этом накопителе, через «Временный файл в другой папке…».</translation>
    </message>
    <message>
        <source>%1 Choose a folder on the drive instead, or a reading test.</source>
        <extracomment>%1 why the device cannot be written (a sentence)</extracomment>
        <translation>%1 Выберите вместо этого папку на накопителе или тест чтения.</translation>
    </message>
    <message>
        <source>%1 is empty: no partition table and no file system, as a new drive arrives. This test writes over the whole device; you will be asked once to confirm.</source>
        <extracomment>%1 a device node</extracomment>
        <translation>%1 пуст: нет таблицы разделов и файловой системы — так приходит новый накопитель. Этот тест перезаписывает всё устройство; подтверждение спросят один раз.</translation>
    </message>
    <message>
        <source>The whole device %1, which is empty</source>
        <extracomment>a place a test runs; %1 a device node of a drive with nothing on it</extracomment>
        <translation>Всё устройство %1, оно пустое</translation>
    </message>
</context>
<context>
    <name>DriveProof::Gui::PowerLossAreaStep</name>
    <message>
        <source>Where to test</source>
        <translation>Где тестировать</translation>
    </message>
    <message>
        <source>The test writes records that describe themselves into a test area, commits them the way a database does, and reports every commit to a witness. A file on the drive tests the whole stack: file system, kernel and drive.</source>
        <translation>Тест записывает в тестовую область самоописывающие блоки данных, фиксирует их так же, как это делает база данных, и сообщает о каждой фиксации свидетелю. Файл на накопителе позволяет проверить весь стек: файловую систему, ядро и накопитель.</translation>
    </message>
    <message>
        <source>&amp;Test area:</source>
        <translation>&amp;Тестовая область:</translation>
    </message>
    <message>
        <source>Test area</source>
        <translation>Тестовая область</translation>
    </message>
    <message>
        <source>Si&amp;ze:</source>
        <translation>&amp;Размер:</translation>
    </message>
    <message>
        <source>Size of the test area</source>
        <translation>Размер тестовой области</translation>
    </message>
    <message>
        <source>Larger than the drive&apos;s cache, so that the cache cannot hide the writes. 1 GiB is enough for most drives.</source>
        <translation>Больше кэша накопителя, чтобы кэш не мог скрыть записи. Для большинства накопителей достаточно 1 GiB.</translation>
    </message>
    <message>
        <source>Commit &amp;method:</source>
        <translation>&amp;Способ фиксации:</translation>
    </message>
    <message>
        <source>Commit method</source>
        <translation>Способ фиксации</translation>
    </message>
    <message>
        <source>&amp;Writes per commit:</source>
        <translation>&amp;Записей на фиксацию:</translation>
    </message>
    <message>
        <source>Writes per commit</source>
        <translation>Записей на фиксацию</translation>
    </message>
    <message>
        <source>1 commits every write. More: a batched group commit, as busy databases do.</source>
        <translation>1 — фиксация каждой записи. Больше — пакетная групповая фиксация, как в нагруженных базах данных.</translation>
    </message>
    <message>
        <source>&amp;Only the drive loses power: I will pull its cable (USB or hot-plug drive)</source>
        <translation>Питание теряет &amp;только накопитель: я выдерну его кабель (USB или накопитель с горячим подключением)</translation>
    </message>
    <message>
        <source>A test file in %1</source>
        <extracomment>%1 a folder</extracomment>
        <translation>Тестовый файл в %1</translation>
    </message>
    <message>
        <source>A test file in another folder…</source>
        <translation>Тестовый файл в другой папке…</translation>
    </message>
    <message>
        <source>The whole device %1, erasing everything on it</source>
        <extracomment>%1 a device node</extracomment>
        <translation>Всё устройство %1, со стиранием всех данных на нём</translation>
    </message>
    <message>
        <source>A file system of this drive is mounted or in use: unmount it first to write over the device.</source>
        <translation>Файловая система этого накопителя смонтирована или используется: чтобы перезаписать устройство, сначала отмонтируйте её.</translation>
    </message>
    <message>
        <source>Choose a folder on the drive to test</source>
        <translation>Выберите папку на проверяемом накопителе</translation>
    </message>
    <message>
        <source>The test writes over %1: everything on it is lost. You will be asked to type the device&apos;s name to confirm.</source>
        <extracomment>%1 a device node</extracomment>
        <translation>Тест перезапишет %1: всё, что на нём есть, будет потеряно. Для подтверждения вас попросят ввести имя устройства.</translation>
    </message>
    <message>
        <source>Cable-pull mode: the computer keeps running and only the drive goes dark. The witness may run on this computer (the witness page, address 127.0.0.1:7070), but its record must be on another disk than the one under test.</source>
        <translation>Режим отключения кабеля: компьютер продолжает работать, питание теряет только накопитель. Свидетель может работать на этом компьютере (страница свидетеля, адрес 127.0.0.1:7070), но его данные должны храниться на другом диске, а не на тестируемом.</translation>
    </message>
    <message>
        <source>The whole computer loses power: you will pull its power cord. The witness runs on a second computer.</source>
        <translation>Питание теряет весь компьютер: вы выдернете его шнур питания. Свидетель работает на втором компьютере.</translation>
    </message>
</context>
<context>
    <name>DriveProof::Gui::PowerLossPreflightStep</name>
    <message>
        <source>Before the test</source>
        <translation>Перед тестом</translation>
    </message>
    <message>
        <source>Things to know</source>
        <translation>Что нужно знать</translation>
    </message>
    <message>
        <source>unknown</source>
        <translation>неизвестно</translation>
    </message>
    <message>
        <source>Reading the drive&apos;s identity, write cache and health… Reading the cache or the counters may ask for your password.</source>
        <translation>Чтение идентификационных данных, кэша записи и состояния накопителя… Для чтения кэша или счётчиков может потребоваться ваш пароль.</translation>
    </message>
    <message>
        <source>Practice with a lying drive: it acknowledges writes while they are still in its cache, and loses them at the power cut. Expect FAIL.</source>
        <translation>Тренировка с лживым накопителем: он подтверждает записи, пока они ещё в его кэше, и теряет их при отключении питания. Ожидается провал (FAIL).</translation>
    </message>
    <message>
        <source>Practice with an honest drive: it keeps every write it acknowledged. Expect a pass of the simulated cut.</source>
        <translation>Тренировка с честным накопителем: он сохраняет все подтверждённые записи. Ожидается, что имитация отключения питания будет пройдена.</translation>
    </message>
    <message>
        <source>What happens:
1. DriveProof prepares a simulated drive of 16 MiB and a witness on this computer.
2. It writes numbered records, commits each one and reports it to the witness; the chart shows the commits per second.
3. Once commits flow steadily it says &quot;Pull the plug now&quot;: press &quot;Cut the power&quot;. On a real test you would pull the power cord at that moment.
4. The simulated drive starts again, DriveProof reads it back and compares it with the witness&apos;s record.
5. The report says what the drive kept and what it lost.</source>
        <translation>Что происходит:
1. DriveProof готовит имитацию накопителя на 16 MiB и свидетеля на этом компьютере.
2. Он записывает пронумерованные блоки данных, фиксирует каждый и сообщает о нём свидетелю; график показывает число фиксаций в секунду.
3. Когда фиксации идут равномерно, появляется надпись «Выдерните вилку сейчас»: нажмите «Отключить питание». В настоящем тесте в этот момент вы выдернули бы шнур питания.
4. Имитация накопителя запускается снова, DriveProof считывает её и сравнивает с данными свидетеля.
5. Отчёт показывает, что накопитель сохранил, а что потерял.</translation>
    </message>
    <message>
        <source>The test cannot run: %1</source>
        <extracomment>%1 the reason</extracomment>
        <translation>Тест невозможно запустить: %1</translation>
    </message>
    <message>
        <source>DriveProof read this before the test; it compares it after the power cut.</source>
        <translation>DriveProof прочитал это перед тестом и сравнит после отключения питания.</translation>
    </message>
    <message>
        <source>Drive:</source>
        <translation>Накопитель:</translation>
    </message>
    <message>
        <source>Serial number:</source>
        <translation>Серийный номер:</translation>
    </message>
    <message>
        <source>Firmware:</source>
        <translation>Прошивка:</translation>
    </message>
    <message>
        <source>Capacity:</source>
        <translation>Ёмкость:</translation>
    </message>
    <message>
        <source>Write cache:</source>
        <translation>Кэш записи:</translation>
    </message>
    <message>
        <source>Unsafe shutdowns so far:</source>
        <translation>Небезопасных отключений на данный момент:</translation>
    </message>
    <message>
        <source>the drive does not count them</source>
        <translation>накопитель их не считает</translation>
    </message>
    <message>
        <source>Computer:</source>
        <translation>Компьютер:</translation>
    </message>
    <message>
        <source>Start the test: DriveProof prepares the test area (this takes a while), connects to the witness and writes. Wait for &quot;Pull the plug now&quot;.</source>
        <translation>Начало теста: DriveProof подготовит тестовую область (это займёт некоторое время), подключится к свидетелю и начнёт запись. Дождитесь надписи «Выдерните вилку сейчас».</translation>
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
        <translation>Что обнаружено</translation>
    </message>
    <message>
        <source>Acknowledged writes and the power cut</source>
        <translation>Подтверждённые записи и отключение питания</translation>
    </message>
    <message>
        <source>Does this run count?</source>
        <translation>Засчитывается ли этот запуск?</translation>
    </message>
    <message>
        <source>Machine and drive at the start</source>
        <translation>Компьютер и накопитель в начале теста</translation>
    </message>
    <message>
        <source>What to do next</source>
        <translation>Что делать дальше</translation>
    </message>
    <message>
        <source>Export &amp;JSON…</source>
        <translation>Экспорт в &amp;JSON…</translation>
    </message>
    <message>
        <source>Save the whole report as a JSON file</source>
        <translation>Сохранить весь отчёт в файл JSON</translation>
    </message>
    <message>
        <source>&amp;Test again</source>
        <translation>&amp;Повторить тест</translation>
    </message>
    <message>
        <source>Practice run on a simulated drive, started %1. Nothing on your drives was tested.</source>
        <translation>Тренировочный запуск на имитации накопителя, начат %1. Ваши накопители не тестировались.</translation>
    </message>
    <message>
        <source>Test of %1, started %2.</source>
        <translation>Тест %1, начат %2.</translation>
    </message>
    <message>
        <source>The witness recorded %1 acknowledged writes; %2 blocks were checked.</source>
        <extracomment>%1 a number of writes</extracomment>
        <translation>Свидетель зарегистрировал подтверждённых записей: %1; проверено блоков: %2.</translation>
    </message>
    <message>
        <source>No acknowledged write was lost or damaged.</source>
        <translation>Ни одна подтверждённая запись не потеряна и не повреждена.</translation>
    </message>
    <message>
        <source>Each dot is a write the witness heard acknowledged, at the moment it heard it; the dashed line is when the writer went silent, the estimated cut. Red dots are writes the drive lost.</source>
        <translation>Каждая точка — запись, подтверждение которой получил свидетель, в момент получения; пунктирная линия — момент, когда записывающая сторона замолчала, то есть расчётный момент отключения. Красные точки — записи, потерянные накопителем.</translation>
    </message>
    <message>
        <source>%1 earlier writes that were kept are not drawn.</source>
        <extracomment>%1 a number of writes</extracomment>
        <translation>Более ранние сохранённые записи (%1) не показаны.</translation>
    </message>
    <message>
        <source>Passed: %1</source>
        <translation>Пройдено: %1</translation>
    </message>
    <message>
        <source>Not passed: %1</source>
        <translation>Не пройдено: %1</translation>
    </message>
    <message>
        <source>unknown</source>
        <translation>неизвестно</translation>
    </message>
    <message>
        <source>Computer:</source>
        <translation>Компьютер:</translation>
    </message>
    <message>
        <source>Drive:</source>
        <translation>Накопитель:</translation>
    </message>
    <message>
        <source>Capacity:</source>
        <translation>Ёмкость:</translation>
    </message>
    <message>
        <source>Write cache:</source>
        <translation>Кэш записи:</translation>
    </message>
    <message>
        <source>Commit method:</source>
        <translation>Способ фиксации:</translation>
    </message>
    <message>
        <source>Test area:</source>
        <translation>Тестовая область:</translation>
    </message>
    <message>
        <source>Kernel:</source>
        <translation>Ядро:</translation>
    </message>
    <message>
        <source>Unsafe shutdowns before:</source>
        <translation>Небезопасных отключений до теста:</translation>
    </message>
    <message>
        <source>the drive does not count them</source>
        <translation>накопитель их не считает</translation>
    </message>
    <message>
        <source>Run id:</source>
        <translation>ID запуска:</translation>
    </message>
    <message>
        <source>This was practice. To test a real drive, run the wizard again and choose a witness on a second computer.</source>
        <translation>Это была тренировка. Чтобы протестировать настоящий накопитель, снова запустите мастер и выберите свидетеля на втором компьютере.</translation>
    </message>
    <message>
        <source>Switch the drive&apos;s write cache off (the Write cache card of the drive page) and test again: if it passes then, keep the cache off for data that matters.</source>
        <translation>Выключите кэш записи накопителя (карточка «Кэш записи» на странице накопителя) и повторите тест: если тогда он будет пройден, держите кэш выключенным для важных данных.</translation>
    </message>
    <message>
        <source>Do not trust this drive with data that must survive a power cut; a firmware update may help. Test again after any change.</source>
        <translation>Не доверяйте этому накопителю данные, которые должны пережить отключение питания; может помочь обновление прошивки. После любых изменений повторите тест.</translation>
    </message>
    <message>
        <source>Fix what the checklist names and test again.</source>
        <translation>Исправьте то, что указано в списке проверок, и повторите тест.</translation>
    </message>
    <message>
        <source>Run the test at least five times: one passing run can be luck, five make a configuration worth trusting.</source>
        <translation>Запустите тест не менее пяти раз: один успешный запуск может быть случайностью, а пять говорят о том, что конфигурации можно доверять.</translation>
    </message>
    <message>
        <source>Export the report</source>
        <translation>Экспорт отчёта</translation>
    </message>
    <message>
        <source>JSON files (*.json)</source>
        <translation>Файлы JSON (*.json)</translation>
    </message>
    <message>
        <source>Could not write %1: %2</source>
        <extracomment>%1 a file path, %2 the system&apos;s reason</extracomment>
        <translation>Не удалось записать %1: %2</translation>
    </message>
    <message>
        <source>Saved %1</source>
        <extracomment>%1 a file path</extracomment>
        <translation>Сохранено: %1</translation>
    </message>
    <message>
        <source>The lost tail: every commit acknowledged in the last %1 s before the cut.</source>
        <extracomment>%1 seconds, with one decimal</extracomment>
        <translation>Потерянный хвост: все фиксации, подтверждённые за последние %1 с до отключения.</translation>
    </message>
</context>
<context>
    <name>DriveProof::Gui::PowerLossRunStep</name>
    <message>
        <source>Practice run</source>
        <translation>Тренировочный запуск</translation>
    </message>
    <message>
        <source>The test runs</source>
        <translation>Тест выполняется</translation>
    </message>
    <message>
        <source>Preparing the test area</source>
        <translation>Подготовка тестовой области</translation>
    </message>
    <message>
        <source>Commits, writes in flight and the link to the witness</source>
        <translation>Фиксации, записи в процессе и связь со свидетелем</translation>
    </message>
    <message>
        <source>Pull the plug now</source>
        <extracomment>shown very large once the run is warm</extracomment>
        <translation>Выдерните вилку сейчас</translation>
    </message>
    <message>
        <source>Press &quot;Cut the power&quot;. On a real test you would now pull the power cord out of the computer (not press its power button).</source>
        <translation>Нажмите «Отключить питание». В настоящем тесте сейчас нужно было бы выдернуть шнур питания компьютера (а не нажимать кнопку питания).</translation>
    </message>
    <message>
        <source>Pull the drive&apos;s cable out now (USB or power cable of the drive only). Leave the computer running; plug the drive back in after ten seconds. The witness and its record must be on another disk.</source>
        <translation>Выдерните кабель накопителя сейчас (только USB-кабель или кабель питания накопителя). Компьютер не выключайте; через десять секунд снова подключите накопитель. Свидетель и его данные должны находиться на другом диске.</translation>
    </message>
    <message>
        <source>Pull the power cord out of the computer now (a laptop: its battery too). Do not press the power button and do not shut down: the drive must lose power while it is writing. Wait ten seconds, plug it back in and start the computer: DriveProof opens by itself and checks the drive.</source>
        <translation>Выдерните шнур питания компьютера сейчас (у ноутбука извлеките и аккумулятор). Не нажимайте кнопку питания и не завершайте работу: накопитель должен потерять питание во время записи. Подождите десять секунд, снова подключите питание и включите компьютер: DriveProof откроется сам и проверит накопитель.</translation>
    </message>
    <message>
        <source>&amp;Cut the power</source>
        <translation>&amp;Отключить питание</translation>
    </message>
    <message>
        <source>Simulate the power cut: the simulated drive loses what it only held in its cache</source>
        <translation>Имитировать отключение питания: имитация накопителя потеряет то, что хранилось только в её кэше</translation>
    </message>
    <message>
        <source>&amp;Stop without a cut</source>
        <translation>&amp;Остановить без отключения</translation>
    </message>
    <message>
        <source>End the run cleanly; nothing is verified</source>
        <translation>Штатно завершить запуск; ничего не проверяется</translation>
    </message>
    <message>
        <source>Starting…</source>
        <translation>Запуск…</translation>
    </message>
    <message>
        <source>%1 commits/s · %2 commits, %3 held by the witness · %4 in flight · witness: %5</source>
        <extracomment>%1 commits per second, %2 commits done, %3 commits the witness holds, %4 writes in flight, %5 the link&apos;s state (&quot;connected&quot;)</extracomment>
        <translation>%1 фиксаций/с · фиксаций: %2, у свидетеля: %3 · в процессе: %4 · свидетель: %5</translation>
    </message>
    <message>
        <source>Commits per second</source>
        <translation>Фиксаций в секунду</translation>
    </message>
    <message>
        <source>Checking the simulated drive: %1</source>
        <extracomment>%1 what the verifier does now</extracomment>
        <translation>Проверка имитации накопителя: %1</translation>
    </message>
    <message>
        <source>The run failed.</source>
        <translation>Запуск завершился ошибкой.</translation>
    </message>
</context>
<context>
    <name>DriveProof::Gui::PowerLossUi</name>
    <message>
        <source>fdatasync after each commit (what most databases use)</source>
        <translation>fdatasync после каждой фиксации (так делает большинство баз данных)</translation>
    </message>
    <message>
        <source>fsync after each commit (also flushes the file&apos;s metadata)</source>
        <translation>fsync после каждой фиксации (также сбрасывает метаданные файла)</translation>
    </message>
    <message>
        <source>O_DSYNC: every write is durable when it returns</source>
        <extracomment>O_DSYNC is a technical name, keep it</extracomment>
        <translation>O_DSYNC: каждая запись надёжно сохранена к моменту возврата</translation>
    </message>
    <message>
        <source>O_SYNC: every write and its metadata are durable when it returns</source>
        <extracomment>O_SYNC is a technical name, keep it</extracomment>
        <translation>O_SYNC: каждая запись и её метаданные надёжно сохранены к моменту возврата</translation>
    </message>
    <message>
        <source>Passed: the drive kept every write it acknowledged</source>
        <translation>Пройдено: накопитель сохранил все подтверждённые записи</translation>
    </message>
    <message>
        <source>Failed: the drive lost or damaged writes it had acknowledged</source>
        <translation>Не пройдено: накопитель потерял или повредил подтверждённые записи</translation>
    </message>
    <message>
        <source>Inconclusive: this run cannot prove the drive safe</source>
        <translation>Нет вывода: этот запуск не позволяет доказать надёжность накопителя</translation>
    </message>
    <message>
        <source>on</source>
        <extracomment>the drive&apos;s write cache</extracomment>
        <translation>включён</translation>
    </message>
    <message>
        <source>off</source>
        <extracomment>the drive&apos;s write cache</extracomment>
        <translation>выключен</translation>
    </message>
    <message>
        <source>unknown</source>
        <translation>неизвестно</translation>
    </message>
</context>
<context>
    <name>DriveProof::Gui::PowerLossVerifyStep</name>
    <message>
        <source>Check the drive after the power cut</source>
        <translation>Проверка накопителя после отключения питания</translation>
    </message>
    <message>
        <source>DriveProof asks the witness for its record, reads the whole test area and compares every block with what the drive acknowledged. The witness must be running and reachable.</source>
        <translation>DriveProof запрашивает у свидетеля его данные, читает всю тестовую область и сравнивает каждый блок с тем, что подтвердил накопитель. Свидетель должен быть запущен и доступен.</translation>
    </message>
    <message>
        <source>If the witness cannot be reached, start it again on the second computer (it kept its record on disk) and press &quot;Verify now&quot;. The test stays pending until it is verified or forgotten, and DriveProof opens this page at every start until then.</source>
        <translation>Если свидетель недоступен, снова запустите его на втором компьютере (он сохранил свои данные на диске) и нажмите «Проверить сейчас». Тест остаётся ожидающим, пока его не проверят или не забудут, и до тех пор DriveProof открывает эту страницу при каждом запуске.</translation>
    </message>
    <message>
        <source>Verification progress</source>
        <translation>Ход проверки</translation>
    </message>
    <message>
        <source>&amp;Verify now</source>
        <translation>&amp;Проверить сейчас</translation>
    </message>
    <message>
        <source>&amp;Forget this test</source>
        <translation>&amp;Забыть этот тест</translation>
    </message>
    <message>
        <source>Remove the pending test without verifying it</source>
        <translation>Удалить ожидающий тест без проверки</translation>
    </message>
    <message>
        <source>• %1, started %2, witness %3</source>
        <extracomment>%1 a file or device, %2 a date and time, %3 a witness address</extracomment>
        <translation>• %1, начат %2, свидетель %3</translation>
    </message>
    <message>
        <source>practice run</source>
        <translation>тренировочный запуск</translation>
    </message>
    <message>
        <source>No test is waiting to be checked.</source>
        <translation>Нет тестов, ожидающих проверки.</translation>
    </message>
    <message>
        <source>Waiting to be checked (the first one is checked now):
%1</source>
        <translation>Ожидают проверки (первый проверяется сейчас):
%1</translation>
    </message>
    <message>
        <source>Starting…</source>
        <translation>Запуск…</translation>
    </message>
</context>
<context>
    <name>DriveProof::Gui::PowerLossWitnessStep</name>
    <message>
        <source>The witness</source>
        <translation>Свидетель</translation>
    </message>
    <message>
        <source>A second computer records every write this drive acknowledges, so that after the power cut DriveProof knows what the drive promised.</source>
        <translation>Второй компьютер регистрирует каждую запись, подтверждённую этим накопителем, чтобы после отключения питания DriveProof знал, что обещал накопитель.</translation>
    </message>
    <message>
        <source>&amp;Another computer is the witness</source>
        <translation>Свидетелем будет &amp;другой компьютер</translation>
    </message>
    <message>
        <source>Witness &amp;address:</source>
        <translation>&amp;Адрес свидетеля:</translation>
    </message>
    <message>
        <source>Witness address and port</source>
        <translation>Адрес и порт свидетеля</translation>
    </message>
    <message>
        <source>&amp;Pairing code:</source>
        <translation>&amp;Код сопряжения:</translation>
    </message>
    <message>
        <source>Pairing code</source>
        <translation>Код сопряжения</translation>
    </message>
    <message>
        <source>On the second computer, open DriveProof&apos;s witness page (menu &quot;Power-loss witness…&quot;) or run &quot;driveproof-cli witness --listen 0.0.0.0:7070&quot; in a terminal. It shows the pairing code; type it here with its address, e.g. 192.168.1.20:7070.</source>
        <translation>На втором компьютере откройте страницу свидетеля DriveProof (меню «Свидетель теста на потерю питания…») или выполните в терминале «driveproof-cli witness --listen 0.0.0.0:7070». Он покажет код сопряжения; введите его здесь вместе с адресом, например 192.168.1.20:7070.</translation>
    </message>
    <message>
        <source>P&amp;ractice on this computer, with a simulated drive</source>
        <translation>&amp;Тренировка на этом компьютере с имитацией накопителя</translation>
    </message>
    <message>
        <source>Learn the procedure without pulling a plug: a simulated drive, a witness on this computer and a simulated power cut. Nothing on your drives is written.</source>
        <translation>Освойте процедуру, не выдёргивая вилку: имитация накопителя, свидетель на этом компьютере и имитация отключения питания. На ваши накопители ничего не записывается.</translation>
    </message>
    <message>
        <source>Simulated &amp;drive:</source>
        <translation>&amp;Имитация накопителя:</translation>
    </message>
    <message>
        <source>Simulated drive</source>
        <translation>Имитация накопителя</translation>
    </message>
    <message>
        <source>Honest: keeps every write it acknowledged</source>
        <translation>Честный: сохраняет все подтверждённые записи</translation>
    </message>
    <message>
        <source>Lying: acknowledges writes it still holds in its cache</source>
        <translation>Лживый: подтверждает записи, которые ещё держит в кэше</translation>
    </message>
    <message>
        <source>This is not a pairing code: it has twelve letters and digits, like K7QD-M2XF-9HBT.</source>
        <translation>Это не код сопряжения: он состоит из двенадцати букв и цифр, например K7QD-M2XF-9HBT.</translation>
    </message>
</context>
<context>
    <name>DriveProof::Gui::PowerLossWizard</name>
    <message>
        <source>Power-loss test – DriveProof</source>
        <translation>Тест на потерю питания – DriveProof</translation>
    </message>
    <message>
        <source>Power-loss test of %1 – DriveProof</source>
        <translation>Тест на потерю питания %1 – DriveProof</translation>
    </message>
    <message>
        <source>1. Drive and area</source>
        <translation>1. Накопитель и область</translation>
    </message>
    <message>
        <source>2. Witness</source>
        <translation>2. Свидетель</translation>
    </message>
    <message>
        <source>3. Check</source>
        <translation>3. Проверка</translation>
    </message>
    <message>
        <source>4. Run and pull the plug</source>
        <translation>4. Запуск и отключение питания</translation>
    </message>
    <message>
        <source>5. Verify</source>
        <translation>5. Проверка результата</translation>
    </message>
    <message>
        <source>6. Report</source>
        <translation>6. Отчёт</translation>
    </message>
    <message>
        <source>&lt; &amp;Back</source>
        <translation>&lt; &amp;Назад</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Закрыть</translation>
    </message>
    <message>
        <source>Current step</source>
        <translation>Текущий шаг</translation>
    </message>
    <message>
        <source>&amp;Next &gt;</source>
        <translation>&amp;Далее &gt;</translation>
    </message>
    <message>
        <source>&amp;Check this computer &gt;</source>
        <translation>&amp;Проверить этот компьютер &gt;</translation>
    </message>
    <message>
        <source>&amp;Start practice</source>
        <translation>&amp;Начать тренировку</translation>
    </message>
    <message>
        <source>&amp;Start the test</source>
        <translation>&amp;Начать тест</translation>
    </message>
    <message>
        <source>Power-loss test</source>
        <translation>Тест на потерю питания</translation>
    </message>
    <message>
        <source>simulated drive</source>
        <translation>имитация накопителя</translation>
    </message>
    <message>
        <source>Power-loss practice on a simulated lying drive – DriveProof</source>
        <extracomment>window title while practising on the simulated drive that loses acknowledged writes</extracomment>
        <translation>Тренировка потери питания на имитации лживого накопителя – DriveProof</translation>
    </message>
    <message>
        <source>Power-loss practice on a simulated honest drive – DriveProof</source>
        <extracomment>window title while practising on the simulated drive that keeps its writes</extracomment>
        <translation>Тренировка потери питания на имитации честного накопителя – DriveProof</translation>
    </message>
</context>
<context>
    <name>DriveProof::Gui::ReportWindow</name>
    <message>
        <source>Drive report: %1</source>
        <extracomment>window title; %1 the report&apos;s file name</extracomment>
        <translation>Отчёт о накопителе: %1</translation>
    </message>
    <message>
        <source>Open a drive report</source>
        <translation>Открыть отчёт о накопителе</translation>
    </message>
    <message>
        <source>Drive reports (*.txt *.json *.log);;All files (*)</source>
        <extracomment>file dialog filter; keep the patterns in parentheses as they are</extracomment>
        <translation>Отчёты о накопителях (*.txt *.json *.log);;Все файлы (*)</translation>
    </message>
    <message>
        <source>pasted text</source>
        <extracomment>the name a report pasted from the clipboard goes by</extracomment>
        <translation>вставленный текст</translation>
    </message>
</context>
<context>
    <name>DriveProof::Gui::ResultCharts</name>
    <message>
        <source>&amp;Latency of:</source>
        <translation>&amp;Задержка для:</translation>
    </message>
    <message>
        <source>Measurement whose latency is shown</source>
        <translation>Измерение, задержка которого показана</translation>
    </message>
</context>
<context>
    <name>DriveProof::Gui::ResultExporter</name>
    <message>
        <source>Could not write %1: %2. Choose another folder.</source>
        <extracomment>%1 a file path, %2 the system&apos;s reason</extracomment>
        <translation>Не удалось записать %1: %2. Выберите другую папку.</translation>
    </message>
</context>
<context>
    <name>DriveProof::Gui::ResultPage</name>
    <message>
        <source>Verdict</source>
        <translation>Вердикт</translation>
    </message>
    <message>
        <source>At a glance</source>
        <translation>Кратко</translation>
    </message>
    <message>
        <source>All numbers</source>
        <translation>Все результаты</translation>
    </message>
    <message>
        <source>Charts</source>
        <translation>Графики</translation>
    </message>
    <message>
        <source>Export &amp;JSON…</source>
        <translation>Экспорт в &amp;JSON…</translation>
    </message>
    <message>
        <source>Save everything this test measured, for other programs</source>
        <translation>Сохранить всё, что измерил этот тест, для других программ</translation>
    </message>
    <message>
        <source>Export &amp;CSV…</source>
        <translation>Экспорт в &amp;CSV…</translation>
    </message>
    <message>
        <source>Save the table of numbers for a spreadsheet</source>
        <translation>Сохранить таблицу результатов для электронной таблицы</translation>
    </message>
    <message>
        <source>Save charts as &amp;PNG…</source>
        <translation>Сохранить графики в &amp;PNG…</translation>
    </message>
    <message>
        <source>Save a picture of each chart into a folder</source>
        <translation>Сохранить изображение каждого графика в папку</translation>
    </message>
    <message>
        <source>&amp;History</source>
        <translation>&amp;История</translation>
    </message>
    <message>
        <source>Earlier runs on this drive, and comparing two of them</source>
        <translation>Предыдущие запуски на этом накопителе и сравнение двух из них</translation>
    </message>
    <message>
        <source>&amp;New test</source>
        <translation>&amp;Новый тест</translation>
    </message>
    <message>
        <source>Ran on %1, started %2, took %3.</source>
        <extracomment>under a result&apos;s title; %1 where it ran, %2 date and time it started, %3 how long it took</extracomment>
        <translation>Место: %1, начало: %2, длительность: %3.</translation>
    </message>
    <message>
        <source>Drive: %1, serial number %2</source>
        <extracomment>the drive a result is about; %1 model (or device name), %2 serial number</extracomment>
        <translation>Накопитель: %1, серийный номер %2</translation>
    </message>
    <message>
        <source>Drive: %1</source>
        <extracomment>the drive a result is about; %1 model or device name</extracomment>
        <translation>Накопитель: %1</translation>
    </message>
    <message>
        <source>The test stopped on an error.</source>
        <translation>Тест остановлен из-за ошибки.</translation>
    </message>
    <message>
        <source>You cancelled the test before it measured anything.</source>
        <translation>Вы отменили тест до того, как он что-либо измерил.</translation>
    </message>
    <message>
        <source>You cancelled the test. The numbers below are those of the steps that finished before that; the verdict may be incomplete.</source>
        <translation>Вы отменили тест. Ниже приведены результаты шагов, завершившихся до отмены; вердикт может быть неполным.</translation>
    </message>
    <message>
        <source>This result could not be kept in the history: %1</source>
        <extracomment>%1 why the result could not be saved</extracomment>
        <translation>Этот результат не удалось сохранить в истории: %1</translation>
    </message>
    <message>
        <source>This result is kept in the drive&apos;s history, so you can compare it with later runs.</source>
        <translation>Этот результат сохранён в истории накопителя, чтобы его можно было сравнить с последующими запусками.</translation>
    </message>
    <message>
        <source>This test measures speed and gives no verdict of its own. Compare the numbers with the drive&apos;s data sheet, or with an earlier run in the history.</source>
        <translation>Этот тест измеряет скорость и не выносит собственного вердикта. Сравните результаты с техническими характеристиками накопителя или с предыдущим запуском из истории.</translation>
    </message>
    <message>
        <source>%1:</source>
        <extracomment>label of a row; %1 a measurement&apos;s name, e.g. &quot;SEQ1M Q8T1 read&quot;</extracomment>
        <translation>%1:</translation>
    </message>
    <message>
        <source>Save the charts into a folder</source>
        <translation>Сохранить графики в папку</translation>
    </message>
    <message>
        <source>Export the result as JSON</source>
        <translation>Экспорт результата в JSON</translation>
    </message>
    <message>
        <source>Export the numbers as CSV</source>
        <translation>Экспорт результатов в CSV</translation>
    </message>
    <message>
        <source>JSON files (*.json)</source>
        <translation>Файлы JSON (*.json)</translation>
    </message>
    <message>
        <source>CSV files (*.csv)</source>
        <translation>Файлы CSV (*.csv)</translation>
    </message>
    <message>
        <source>Saved %1.</source>
        <extracomment>%1 a file path</extracomment>
        <translation>Сохранено: %1.</translation>
    </message>
    <message numerus="yes">
        <source>Saved %n file(s) in %1.</source>
        <extracomment>%n files were written into the folder %1</extracomment>
        <translation>
            <numerusform>Сохранён %n файл в %1.</numerusform>
            <numerusform>Сохранено %n файла в %1.</numerusform>
            <numerusform>Сохранено %n файлов в %1.</numerusform>
        </translation>
    </message>
    <message>
        <source>Copy &amp;summary</source>
        <translation>Копировать &amp;сводку</translation>
    </message>
    <message>
        <source>A few lines with the main numbers and the verdicts, to paste into a forum post or an issue</source>
        <translation>Несколько строк с главными числами и выводами, чтобы вставить в сообщение на форуме или в отчёт об ошибке</translation>
    </message>
    <message>
        <source>Copied: the summary is on the clipboard, ready to paste.</source>
        <translation>Скопировано: сводка в буфере обмена, её можно вставить.</translation>
    </message>
    <message>
        <source>Settings: %1</source>
        <extracomment>under a result&apos;s title; %1 what it ran with: &quot;128 MiB · 2 s per step · temporary file on ext4 · io_uring&quot;</extracomment>
        <translation>Параметры: %1</translation>
    </message>
</context>
<context>
    <name>DriveProof::Gui::ResultText</name>
    <message>
        <source>Danger</source>
        <translation>Опасно</translation>
    </message>
    <message>
        <source>Caution</source>
        <translation>Внимание</translation>
    </message>
    <message>
        <source>Good</source>
        <translation>Хорошо</translation>
    </message>
    <message>
        <source>Note</source>
        <translation>Примечание</translation>
    </message>
    <message>
        <source>%L1 commits/s</source>
        <extracomment>commits per second, e.g. &quot;1,234 commits/s&quot;</extracomment>
        <translation>%L1 фиксаций/с</translation>
    </message>
    <message>
        <source>a temporary file in %1</source>
        <extracomment>where a test ran; %1 the folder that held its temporary file</extracomment>
        <translation>временный файл в %1</translation>
    </message>
    <message>
        <source>the device %1</source>
        <extracomment>where a test ran; %1 a device node such as /dev/sdb</extracomment>
        <translation>устройство %1</translation>
    </message>
    <message>
        <source>an unknown target</source>
        <translation>неизвестная цель</translation>
    </message>
    <message>
        <source>the file %1</source>
        <extracomment>where a test ran; %1 a file path</extracomment>
        <translation>файл %1</translation>
    </message>
    <message>
        <source>DriveProof %1 on %2, %3</source>
        <extracomment>first line of a copied summary; %1 test name, %2 drive model or device, %3 date and time</extracomment>
        <translation>DriveProof: %1 на %2, %3</translation>
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
        <translation>Параметры: %1</translation>
    </message>
    <message>
        <source>Drive self-test</source>
        <extracomment>a drive self-test in the drive&apos;s history (the drive tested itself)</extracomment>
        <translation>Самотестирование накопителя</translation>
    </message>
    <message>
        <source>Device: %1, serial number %2</source>
        <extracomment>a line of a copied summary; %1 the device node (&quot;/dev/sdb&quot;), %2 its serial number (&quot;-&quot; when it has none)</extracomment>
        <translation>Устройство: %1, серийный номер %2</translation>
    </message>
    <message>
        <source>%1: %2 · %3 · %4 µs</source>
        <extracomment>a line of a copied summary, as a quick check&apos;s tile shows it; %1 the measurement (&quot;SEQ1M Q8T1 read&quot;), %2 its transfer rate (&quot;2,345.6 MB/s&quot;), %3 its operations per second (&quot;2,236 IOPS&quot;), %4 its mean latency in microseconds</extracomment>
        <translation>%1: %2 · %3 · %4 мкс</translation>
    </message>
</context>
<context>
    <name>DriveProof::Gui::ResultTiles</name>
    <message>
        <source>Read</source>
        <extracomment>heading of the column of read rates in the quick check&apos;s tiles</extracomment>
        <translation>Чтение</translation>
    </message>
    <message>
        <source>Write</source>
        <extracomment>heading of the column of write rates in the quick check&apos;s tiles</extracomment>
        <translation>Запись</translation>
    </message>
    <message>
        <source>not measured</source>
        <translation>не измерено</translation>
    </message>
    <message>
        <source>%1 %2: not measured</source>
        <extracomment>read by screen readers; %1 a preset such as &quot;SEQ1M Q8T1&quot;, %2 &quot;Read&quot; or &quot;Write&quot;</extracomment>
        <translation>%1 %2: не измерено</translation>
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
        <translation>Ход выполнения</translation>
    </message>
    <message>
        <source>&amp;Show:</source>
        <translation>&amp;Показать:</translation>
    </message>
    <message>
        <source>Commits per second</source>
        <translation>Фиксаций в секунду</translation>
    </message>
    <message>
        <source>IOPS</source>
        <translation>IOPS</translation>
    </message>
    <message>
        <source>What the chart shows</source>
        <translation>Что показывает график</translation>
    </message>
    <message>
        <source>You can go on using DriveProof meanwhile. Other programs that use this drive now slow the test down and change its numbers.</source>
        <translation>Тем временем вы можете продолжать пользоваться DriveProof. Другие программы, работающие сейчас с этим накопителем, замедляют тест и искажают его результаты.</translation>
    </message>
    <message>
        <source>Cancelling…</source>
        <translation>Отмена…</translation>
    </message>
    <message>
        <source>&amp;Cancel test</source>
        <translation>&amp;Отменить тест</translation>
    </message>
    <message>
        <source>Stop the test now; the steps that finished are kept</source>
        <translation>Остановить тест сейчас; результаты завершённых шагов сохранятся</translation>
    </message>
    <message>
        <source>In a temporary file in %1, removed afterwards.</source>
        <extracomment>where a test runs; %1 a folder</extracomment>
        <translation>Во временном файле в %1, который затем будет удалён.</translation>
    </message>
    <message>
        <source>On the file %1.</source>
        <extracomment>where a test runs; %1 a file</extracomment>
        <translation>На файле %1.</translation>
    </message>
    <message>
        <source>On the device %1, writing over its contents.</source>
        <extracomment>where a test runs; %1 a device node</extracomment>
        <translation>На устройстве %1, с перезаписью его содержимого.</translation>
    </message>
    <message>
        <source>On the device %1, only reading.</source>
        <extracomment>where a test runs; %1 a device node</extracomment>
        <translation>На устройстве %1, только чтение.</translation>
    </message>
    <message>
        <source>Cancelling: waiting for the drive to finish the I/O in flight, then removing the temporary file…</source>
        <translation>Отмена: ожидание, пока накопитель завершит текущие операции ввода-вывода, затем удаление временного файла…</translation>
    </message>
    <message>
        <source>Starting…</source>
        <translation>Запуск…</translation>
    </message>
    <message>
        <source>About %1 left</source>
        <extracomment>time left in a running test; %1 minutes:seconds, e.g. 1:23</extracomment>
        <translation>Осталось около %1</translation>
    </message>
    <message>
        <source>Time left: not known yet</source>
        <translation>Оставшееся время пока неизвестно</translation>
    </message>
    <message>
        <source>Now: %L1 commits per second</source>
        <extracomment>the last measured rate of a commit test; %1 commits per second</extracomment>
        <translation>Сейчас: %L1 фиксаций в секунду</translation>
    </message>
    <message>
        <source>Now: %1, %2</source>
        <extracomment>the last measured numbers; %1 a rate (MB/s or MiB/s), %2 operations per second (IOPS)</extracomment>
        <translation>Сейчас: %1, %2</translation>
    </message>
</context>
<context>
    <name>DriveProof::Gui::SelfTestPanel</name>
    <message numerus="yes">
        <source>about %n minute(s)</source>
        <extracomment>%n the number of minutes the drive says a self-test takes</extracomment>
        <translation>
            <numerusform>около %n минуты</numerusform>
            <numerusform>около %n минут</numerusform>
            <numerusform>около %n минут</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <extracomment>a self-test button: %1 its kind (&quot;Short test&quot;), %2 its duration</extracomment>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>Short test</source>
        <translation>Короткий тест</translation>
    </message>
    <message>
        <source>Extended test</source>
        <translation>Расширенный тест</translation>
    </message>
    <message>
        <source>Conveyance test</source>
        <translation>Транспортный тест</translation>
    </message>
    <message>
        <source>Abort self-test</source>
        <translation>Прервать самотест</translation>
    </message>
    <message>
        <source>running, %1% done</source>
        <extracomment>%1 how far the running self-test is, in percent</extracomment>
        <translation>идёт, выполнено %1%</translation>
    </message>
    <message>
        <source>The drive runs the test by itself: you may close this window.</source>
        <translation>Накопитель выполняет тест сам: это окно можно закрыть.</translation>
    </message>
    <message>
        <source>no self-test running</source>
        <extracomment>%1 the last self-test&apos;s result in words</extracomment>
        <translation>самотест не идёт</translation>
    </message>
    <message>
        <source>Last result: %1</source>
        <translation>Последний результат: %1</translation>
    </message>
</context>
<context>
    <name>DriveProof::Gui::SettingsDialog</name>
    <message>
        <source>Preferences</source>
        <translation>Параметры</translation>
    </message>
    <message>
        <source>&amp;Language:</source>
        <translation>&amp;Язык:</translation>
    </message>
    <message>
        <source>System default (%1)</source>
        <extracomment>first entry of the language list; %1 the language the system asks for, in its own name, e.g. &quot;Deutsch&quot;</extracomment>
        <translation>Как в системе (%1)</translation>
    </message>
    <message>
        <source>The language of DriveProof&apos;s windows. A change applies at once and is kept for the next start. The system default follows the LANGUAGE and LANG environment variables.</source>
        <translation>Язык окон DriveProof. Изменение применяется сразу и сохраняется до следующего запуска. Язык системы определяется переменными окружения LANGUAGE и LANG.</translation>
    </message>
    <message>
        <source>&amp;Transfer rates in:</source>
        <translation>&amp;Единицы скорости передачи:</translation>
    </message>
    <message>
        <source>Drive makers and most benchmarks count a megabyte as 1,000,000 bytes; many file managers count a mebibyte, 1,048,576 bytes.</source>
        <translation>Производители накопителей и большинство тестов производительности считают мегабайт равным 1 000 000 байт; многие файловые менеджеры считают в мебибайтах — 1 048 576 байт.</translation>
    </message>
    <message>
        <source>Default test si&amp;ze:</source>
        <translation>&amp;Размер теста по умолчанию:</translation>
    </message>
    <message>
        <source>What the test picker offers first. You can still choose another size for each test there.</source>
        <translation>Значение, которое окно выбора теста предлагает первым. Там же для каждого теста можно выбрать другой размер.</translation>
    </message>
    <message>
        <source>Default time per st&amp;ep (seconds):</source>
        <translation>Время на &amp;шаг по умолчанию (секунды):</translation>
    </message>
    <message>
        <source>How long each measurement of a test runs, as the test picker offers it first.</source>
        <translation>Сколько длится каждое измерение теста — значение, которое окно выбора теста предлагает первым.</translation>
    </message>
    <message>
        <source>MB/s (megabytes, 10⁶ bytes)</source>
        <extracomment>a choice of unit; 1 MB = 1,000,000 bytes</extracomment>
        <translation>MB/s (мегабайты, 10⁶ байт)</translation>
    </message>
    <message>
        <source>MiB/s (mebibytes, 2²⁰ bytes)</source>
        <extracomment>a choice of unit; 1 MiB = 1,048,576 bytes</extracomment>
        <translation>MiB/s (мебибайты, 2²⁰ байт)</translation>
    </message>
    <message>
        <source>Each test&apos;s own</source>
        <extracomment>the default test size: each test&apos;s own (1 GiB; 4 GiB for the sustained write)</extracomment>
        <translation>Свой для каждого теста</translation>
    </message>
</context>
<context>
    <name>DriveProof::Gui::StatusPage</name>
    <message>
        <source>Looking for drives</source>
        <translation>Поиск накопителей</translation>
    </message>
    <message>
        <source>Looking for drives…</source>
        <translation>Поиск накопителей…</translation>
    </message>
    <message>
        <source>Reading what the kernel knows about each drive.</source>
        <translation>Чтение того, что ядро знает о каждом накопителе.</translation>
    </message>
    <message>
        <source>No drives found</source>
        <translation>Накопители не найдены</translation>
    </message>
    <message>
        <source>&amp;Refresh</source>
        <translation>&amp;Обновить</translation>
    </message>
    <message>
        <source>DriveProof could not find a drive it can read. This happens when:</source>
        <translation>DriveProof не нашёл ни одного накопителя, который может прочитать. Так бывает, если:</translation>
    </message>
    <message>
        <source>• No drive is connected. Connect one and press Refresh (F5); a USB drive may take a few seconds to appear.</source>
        <extracomment>list item of the empty state</extracomment>
        <translation>• Ни один накопитель не подключён. Подключите накопитель и нажмите «Обновить» (F5); USB-накопитель может появиться лишь через несколько секунд.</translation>
    </message>
    <message>
        <source>• DriveProof runs in a container or sandbox (Docker, Flatpak, Snap) that hides the machine&apos;s drives (/sys/block and /dev). Run it on the host instead, or give the sandbox access to the drives.</source>
        <extracomment>list item of the empty state</extracomment>
        <translation>• DriveProof работает в контейнере или песочнице (Docker, Flatpak, Snap), которая скрывает накопители машины (/sys/block и /dev). Запустите программу на хосте или дайте песочнице доступ к накопителям.</translation>
    </message>
    <message>
        <source>• It is not allowed to read the drives&apos; details: the system limits access to /sys or /dev. Ask the administrator, or run driveproof-cli list to see what the kernel reports.</source>
        <extracomment>list item of the empty state</extracomment>
        <translation>• Программе не разрешено читать сведения о накопителях: система ограничивает доступ к /sys или /dev. Обратитесь к администратору или выполните driveproof-cli list, чтобы увидеть, что сообщает ядро.</translation>
    </message>
    <message>
        <source>• udisks2 is not running, so only the kernel was asked. Start it with &quot;systemctl start udisks2&quot; and press Refresh.</source>
        <extracomment>list item of the empty state; &quot;systemctl start udisks2&quot; is a command, keep it</extracomment>
        <translation>• udisks2 не запущен, поэтому опрошено только ядро. Запустите его командой «systemctl start udisks2» и нажмите «Обновить».</translation>
    </message>
</context>
<context>
    <name>DriveProof::Gui::TableCopy</name>
    <message>
        <source>&amp;Copy</source>
        <translation>&amp;Копировать</translation>
    </message>
    <message>
        <source>Copy as &amp;Markdown</source>
        <translation>Копировать как &amp;Markdown</translation>
    </message>
</context>
<context>
    <name>DriveProof::Gui::TestCard</name>
    <message>
        <source>Test this drive</source>
        <translation>Тестирование накопителя</translation>
    </message>
    <message>
        <source>Measure how fast this drive commits, streams and seeks, and whether its cache acknowledges writes before they are safe. Tests write only to a temporary file in a folder you choose, unless you ask for the raw device; they run in a window of their own.</source>
        <translation>Измерьте, насколько быстро этот накопитель выполняет фиксации, последовательный и случайный доступ, и не подтверждает ли его кэш запись раньше, чем данные окажутся в сохранности. Тесты пишут только во временный файл в выбранной вами папке, если только вы не выберете устройство напрямую; они выполняются в отдельном окне.</translation>
    </message>
    <message>
        <source>Co&amp;mmit rate…</source>
        <translation>Скорость &amp;фиксаций…</translation>
    </message>
    <message>
        <source>How many durable commits per second, like pg_test_fsync</source>
        <translation>Сколько надёжных фиксаций в секунду, как в pg_test_fsync</translation>
    </message>
    <message>
        <source>Hi&amp;story…</source>
        <translation>&amp;История…</translation>
    </message>
    <message>
        <source>Earlier runs on this drive, and comparing two of them</source>
        <translation>Предыдущие запуски на этом накопителе и сравнение двух из них</translation>
    </message>
    <message>
        <source>A test is running on this drive; its window shows how far it got.</source>
        <translation>На этом накопителе выполняется тест; его окно показывает ход выполнения.</translation>
    </message>
    <message>
        <source>&amp;All tests…</source>
        <translation>&amp;Все тесты…</translation>
    </message>
</context>
<context>
    <name>DriveProof::Gui::TestCatalog</name>
    <message>
        <source>Power-loss test</source>
        <translation>Тест на потерю питания</translation>
    </message>
    <message>
        <source>CrystalDiskMark&apos;s four tests in one go: sequential reads and writes in 1 MiB blocks with 8 and with 1 request in flight, then random 4 KiB reads and writes with 32 and with 1 request in flight. The quickest way to see whether a drive performs as its box promises.</source>
        <translation>Четыре теста CrystalDiskMark за один раз: последовательное чтение и запись блоками по 1 MiB с 8 и с 1 запросом в очереди, затем случайное чтение и запись блоками по 4 KiB с 32 и с 1 запросом в очереди. Самый быстрый способ проверить, соответствует ли накопитель обещаниям на коробке.</translation>
    </message>
    <message>
        <source>How many times per second the drive durably commits a small write, measured like PostgreSQL&apos;s pg_test_fsync: every sync method, 8 kB and 16 kB commits, and plain writes as a baseline. It also counts the flushes that reach the drive. A hard disk that commits faster than its platters turn has a cache that acknowledges writes before they are safe.</source>
        <translation>Сколько раз в секунду накопитель надёжно фиксирует небольшую запись, измеренное как в pg_test_fsync из PostgreSQL: все методы синхронизации, фиксации по 8 kB и 16 kB, а также обычная запись в качестве эталона. Также подсчитываются сбросы кэша (flush), доходящие до накопителя. Если жёсткий диск выполняет фиксации быстрее, чем вращаются его пластины, значит, его кэш подтверждает запись раньше, чем данные окажутся в сохранности.</translation>
    </message>
    <message>
        <source>Sequential reads and writes in 1 MiB blocks, with 8 and with 1 request in flight: the rate at which large files are copied.</source>
        <translation>Последовательное чтение и запись блоками по 1 MiB с 8 и с 1 запросом в очереди: скорость копирования больших файлов.</translation>
    </message>
    <message>
        <source>Writes the whole test area once, from start to end, and draws the rate as it fills. Many SSDs write fast only until their cache is full, then slow down: choose a test size larger than that cache, tens of gigabytes on a large SSD.</source>
        <translation>Записывает всю тестовую область один раз, от начала до конца, и строит график скорости по мере заполнения. Многие SSD пишут быстро, только пока их кэш не заполнится, а затем замедляются: выберите размер теста больше этого кэша — десятки гигабайт для большого SSD.</translation>
    </message>
    <message>
        <source>Reads the whole test area from start to end and draws the rate by position. A hard disk is faster at its outer edge; dips and stalls point to areas that need retries.</source>
        <translation>Читает всю тестовую область от начала до конца и строит график скорости в зависимости от позиции. Жёсткий диск быстрее на внешнем краю; провалы и остановки указывают на области, где требуются повторные попытки.</translation>
    </message>
    <message>
        <source>Random 4 KiB reads, writes and a mix of 70% reads, with 1 and with 32 requests in flight: what databases, virtual machines and starting programs feel.</source>
        <translation>Случайное чтение, запись и смешанная нагрузка с 70% чтения блоками по 4 KiB, с 1 и с 32 запросами в очереди: то, что ощущают базы данных, виртуальные машины и запускаемые программы.</translation>
    </message>
    <message>
        <source>Random I/O at every block size from 512 bytes to 16 MiB: where the drive reaches its best transfer rate, and how its operations per second fall as blocks grow.</source>
        <translation>Случайный ввод-вывод при всех размерах блока от 512 байт до 16 MiB: при каком размере накопитель достигает наибольшей скорости передачи и как падает число операций в секунду с ростом блоков.</translation>
    </message>
    <message>
        <source>Random I/O with 1 to 256 requests in flight: how much parallelism the drive needs to give its best.</source>
        <translation>Случайный ввод-вывод с 1–256 запросами в очереди: сколько параллелизма нужно накопителю, чтобы показать лучший результат.</translation>
    </message>
    <message>
        <source>Random I/O from 1 to 96 threads: how the drive and the kernel cope with many programs at once.</source>
        <translation>Случайный ввод-вывод с 1–96 потоками: как накопитель и ядро справляются с множеством программ одновременно.</translation>
    </message>
    <message>
        <source>Reads the same random blocks twice, with an idle time in between. A hybrid drive (SSHD) or a tiered cache moves hot data to flash meanwhile, so the second pass is much faster.</source>
        <translation>Дважды читает одни и те же случайные блоки с паузой между проходами. Гибридный накопитель (SSHD) или многоуровневый кэш тем временем переносит горячие данные во флеш-память, поэтому второй проход намного быстрее.</translation>
    </message>
    <message numerus="yes">
        <source>%n second(s)</source>
        <extracomment>a duration; %n seconds</extracomment>
        <translation>
            <numerusform>%n секунда</numerusform>
            <numerusform>%n секунды</numerusform>
            <numerusform>%n секунд</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n minute(s)</source>
        <extracomment>a duration, rounded; %n minutes</extracomment>
        <translation>
            <numerusform>%n минута</numerusform>
            <numerusform>%n минуты</numerusform>
            <numerusform>%n минут</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 h %2 min</source>
        <extracomment>a duration, rounded; %1 hours, %2 minutes</extracomment>
        <translation>%1 ч %2 мин</translation>
    </message>
    <message>
        <source>Checks whether the drive keeps the writes it acknowledged when the power is cut: DriveProof writes numbered records, you pull the plug, and after the restart it checks what survived. A second computer keeps the witness&apos;s record of every acknowledged write; you can also practise on this computer with a simulated drive. It writes to a test file (or, with your confirmation, a partition) and takes a few minutes plus a restart.</source>
        <translation>Проверяет, сохраняет ли накопитель подтверждённые записи при отключении питания: DriveProof записывает пронумерованные блоки данных, вы выдёргиваете вилку, а после перезапуска он проверяет, что сохранилось. Второй компьютер в роли свидетеля регистрирует каждую подтверждённую запись; можно также потренироваться на этом компьютере с имитацией накопителя. Тест записывает данные в тестовый файл (или, с вашего подтверждения, в раздел) и занимает несколько минут плюс перезапуск.</translation>
    </message>
</context>
<context>
    <name>DriveProof::Gui::TestWindow</name>
    <message>
        <source>Test %1 – DriveProof</source>
        <extracomment>window title; %1 the drive&apos;s name (model)</extracomment>
        <translation>Тест %1 – DriveProof</translation>
    </message>
</context>
<context>
    <name>DriveProof::Gui::TopologyCard</name>
    <message>
        <source>Topology</source>
        <translation>Топология</translation>
    </message>
    <message>
        <source>Size</source>
        <translation>Размер</translation>
    </message>
    <message>
        <source>The kernel reports no size: the drive may have no medium inserted.</source>
        <translation>Ядро не сообщает размер: возможно, в устройство не вставлен носитель.</translation>
    </message>
    <message>
        <source>Logical sector</source>
        <translation>Логический сектор</translation>
    </message>
    <message>
        <source>The smallest unit the drive can address.</source>
        <translation>Наименьшая единица, которую может адресовать накопитель.</translation>
    </message>
    <message>
        <source>Physical sector</source>
        <translation>Физический сектор</translation>
    </message>
    <message>
        <source>The unit the drive writes internally. Partitions should start on a multiple of it.</source>
        <translation>Единица, которой накопитель записывает данные внутри себя. Разделы должны начинаться на значении, кратном ей.</translation>
    </message>
    <message>
        <source>Minimum I/O</source>
        <translation>Минимальный ввод-вывод</translation>
    </message>
    <message>
        <source>Optimal I/O</source>
        <translation>Оптимальный ввод-вывод</translation>
    </message>
    <message>
        <source>not reported</source>
        <translation>не сообщается</translation>
    </message>
    <message>
        <source>The drive states no preferred I/O size; most drives do not.</source>
        <translation>Накопитель не указывает предпочтительный размер ввода-вывода; большинство накопителей этого не делает.</translation>
    </message>
    <message>
        <source>Alignment offset</source>
        <translation>Смещение выравнивания</translation>
    </message>
    <message>
        <source>How far sector 0 sits past a physical-sector boundary. Almost always 0.</source>
        <translation>Насколько сектор 0 смещён относительно границы физического сектора. Почти всегда 0.</translation>
    </message>
    <message>
        <source>What the kernel believes: with &quot;write back&quot; it asks the drive to flush its cache. The drive&apos;s own setting can differ.</source>
        <translation>Что считает ядро: в режиме «write back» оно просит накопитель сбрасывать свой кэш (flush). Собственная настройка накопителя может отличаться.</translation>
    </message>
    <message>
        <source>Write cache (kernel view)</source>
        <translation>Кэш записи (по данным ядра)</translation>
    </message>
    <message>
        <source>The kernel does not report a write-cache mode for this device.</source>
        <translation>Ядро не сообщает режим кэша записи для этого устройства.</translation>
    </message>
    <message>
        <source>FUA</source>
        <translation>FUA</translation>
    </message>
    <message>
        <source>Forced Unit Access: the kernel can ask for single writes to reach stable media without flushing the whole cache.</source>
        <translation>Forced Unit Access: ядро может потребовать, чтобы отдельные записи попали на постоянный носитель без сброса всего кэша.</translation>
    </message>
    <message>
        <source>The kernel did not report this value.</source>
        <translation>Ядро не сообщило это значение.</translation>
    </message>
    <message>
        <source>only its partitions, see Partitions</source>
        <extracomment>&quot;Mounted on&quot; of a whole drive whose partitions (not the drive) are mounted</extracomment>
        <translation>смонтированы только его разделы, см. «Разделы»</translation>
    </message>
    <message>
        <source>not mounted</source>
        <translation>не смонтирован</translation>
    </message>
    <message>
        <source>Mounted on</source>
        <translation>Точка монтирования</translation>
    </message>
    <message>
        <source>Held by</source>
        <translation>Используется</translation>
    </message>
    <message>
        <source>nothing</source>
        <translation>ничем</translation>
    </message>
    <message>
        <source>Device-mapper, RAID or LVM devices stacked on the whole drive.</source>
        <translation>Устройства device-mapper, RAID или LVM, построенные поверх всего накопителя.</translation>
    </message>
    <message>
        <source>%1: %2 (in use)</source>
        <extracomment>one LBA format in the list; %1 its number, %2 its sizes and speed</extracomment>
        <translation>%1: %2 (используется)</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <extracomment>one LBA format in the list; %1 its number, %2 its sizes and speed</extracomment>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>LBA formats</source>
        <translation>Форматы LBA</translation>
    </message>
    <message>
        <source>The sector sizes this NVMe namespace can be formatted with, and how fast the drive itself says each is (Identify Namespace). Changing it erases the namespace; DriveProof never does.</source>
        <translation>Размеры сектора, с которыми можно отформатировать это пространство имён NVMe, и насколько быстрым накопитель сам называет каждый (Identify Namespace). Смена стирает пространство имён; DriveProof никогда этого не делает.</translation>
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
        <translation>Слои</translation>
    </message>
    <message>
        <source>Reaches the drive</source>
        <translation>Доходит до накопителя</translation>
    </message>
    <message>
        <source>reading…</source>
        <translation>чтение…</translation>
    </message>
    <message>
        <source>yes</source>
        <translation>да</translation>
    </message>
    <message>
        <source>to the loop device&apos;s backing file</source>
        <translation>до файла loop-устройства</translation>
    </message>
    <message>
        <source>no: a layer drops it</source>
        <translation>нет: один из слоёв отбрасывает его</translation>
    </message>
    <message>
        <source>no: the drive does not take it</source>
        <translation>нет: накопитель его не принимает</translation>
    </message>
    <message>
        <source>unknown</source>
        <translation>неизвестно</translation>
    </message>
    <message>
        <source>enabled</source>
        <translation>включён</translation>
    </message>
    <message>
        <source>disabled</source>
        <translation>выключен</translation>
    </message>
    <message>
        <source>masked</source>
        <translation>замаскирован</translation>
    </message>
    <message>
        <source>not installed</source>
        <translation>не установлен</translation>
    </message>
    <message>
        <source>%1 (systemd is not running)</source>
        <extracomment>%1 the timer&apos;s state, e.g. &quot;enabled&quot;</extracomment>
        <translation>%1 (systemd не запущен)</translation>
    </message>
    <message>
        <source>fstrim.timer</source>
        <translation>fstrim.timer</translation>
    </message>
    <message>
        <source>From %1:</source>
        <extracomment>heading of one way down the block stack; %1 the device at its top</extracomment>
        <translation>От %1:</translation>
    </message>
    <message>
        <source>%1: no discard limits shown</source>
        <extracomment>%1 a device and its kind, e.g. &quot;/dev/sda (disk)&quot;</extracomment>
        <translation>%1: ограничения discard не указаны</translation>
    </message>
    <message>
        <source>%1: drops discards</source>
        <extracomment>%1 a device and its kind, e.g. &quot;/dev/mapper/luks-1 (dm-crypt)&quot;</extracomment>
        <translation>%1: отбрасывает discard</translation>
    </message>
    <message>
        <source>%1: passes discards, granularity %2, up to %3</source>
        <extracomment>%1 a device and its kind, %2 discard granularity, %3 largest discard, e.g. &quot;4.0 KiB&quot;, &quot;2.0 GiB&quot;</extracomment>
        <translation>%1: пропускает discard, гранулярность %2, до %3</translation>
    </message>
</context>
<context>
    <name>DriveProof::Gui::UsagePanel</name>
    <message>
        <source>Is it new? %1</source>
        <extracomment>&quot;Is it new?&quot; and the verdict: new, used, possibly reset</extracomment>
        <translation>Новый ли он? %1</translation>
    </message>
    <message>
        <source>The rating could not be kept: %1 cannot be written.</source>
        <extracomment>%1 the file DriveProof keeps what it remembers about drives in</extracomment>
        <translation>Не удалось сохранить значение: запись в %1 невозможна.</translation>
    </message>
    <message>
        <source>Rated &amp;endurance:</source>
        <extracomment>the endurance the maker rates the drive&apos;s model for, in terabytes written</extracomment>
        <translation>Заявленный &amp;ресурс:</translation>
    </message>
    <message>
        <source> TBW</source>
        <extracomment>unit after the endurance field: terabytes written</extracomment>
        <translation> ТБ записи</translation>
    </message>
    <message>
        <source>not entered</source>
        <extracomment>shown in the endurance field while no rating is kept for the model</extracomment>
        <translation>не указан</translation>
    </message>
    <message>
        <source>&amp;Remember for this model</source>
        <translation>&amp;Запомнить для этой модели</translation>
    </message>
    <message>
        <source>The terabytes written (TBW) the maker&apos;s data sheet rates this model for. Kept for every drive of the same model.</source>
        <translation>Объём записи в терабайтах (TBW), на который паспорт производителя рассчитывает эту модель. Сохраняется для всех накопителей той же модели.</translation>
    </message>
</context>
<context>
    <name>DriveProof::Gui::WitnessPage</name>
    <message>
        <source>DriveProof cannot be a witness on %1.</source>
        <extracomment>%1 an address such as 0.0.0.0:7070</extracomment>
        <translation>DriveProof не может быть свидетелем на %1.</translation>
    </message>
    <message>
        <source>%1: run %2 started.</source>
        <extracomment>%1 a time, %2 a short run id</extracomment>
        <translation>%1: запуск %2 начат.</translation>
    </message>
    <message>
        <source>%1: run %2 came back.</source>
        <translation>%1: запуск %2 снова на связи.</translation>
    </message>
    <message>
        <source>%1: run %2 went silent: the estimated power cut.</source>
        <translation>%1: запуск %2 замолчал — расчётный момент отключения питания.</translation>
    </message>
    <message>
        <source>%1: run %2 stopped on a write error: %3</source>
        <translation>%1: запуск %2 остановился из-за ошибки записи: %3</translation>
    </message>
    <message>
        <source>%1: run %2 ended cleanly, without a power cut.</source>
        <translation>%1: запуск %2 завершился штатно, без отключения питания.</translation>
    </message>
    <message>
        <source>%1: the result of run %2 arrived.</source>
        <translation>%1: получен результат запуска %2.</translation>
    </message>
    <message>
        <source>%1: refused a connection: %2</source>
        <extracomment>%1 a time, %2 why a connection was refused</extracomment>
        <translation>%1: подключение отклонено: %2</translation>
    </message>
    <message>
        <source>%1: the journal cannot be written: %2</source>
        <translation>%1: не удаётся записать журнал: %2</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>journal damaged</source>
        <translation>журнал повреждён</translation>
    </message>
    <message>
        <source>write error</source>
        <translation>ошибка записи</translation>
    </message>
    <message>
        <source>ended cleanly</source>
        <translation>завершён штатно</translation>
    </message>
    <message>
        <source>silent: power cut?</source>
        <translation>молчит: отключение питания?</translation>
    </message>
    <message>
        <source>connected, writing</source>
        <translation>подключён, запись</translation>
    </message>
    <message>
        <source>connected, preparing</source>
        <translation>подключён, подготовка</translation>
    </message>
    <message>
        <source>waiting for the writer</source>
        <translation>ожидание записывающей стороны</translation>
    </message>
    <message>
        <source>%1 (%2 s ago)</source>
        <extracomment>%1 a clock time, %2 seconds ago</extracomment>
        <translation>%1 (%2 с назад)</translation>
    </message>
    <message>
        <source>received</source>
        <translation>получено</translation>
    </message>
    <message>
        <source>Pairing code %1</source>
        <translation>Код сопряжения %1</translation>
    </message>
    <message>
        <source>&amp;Stop witness</source>
        <translation>&amp;Остановить свидетеля</translation>
    </message>
    <message>
        <source>&amp;Start witness</source>
        <translation>&amp;Запустить свидетеля</translation>
    </message>
    <message>
        <source>Listening on port %1. The record of each run is kept in %2.</source>
        <extracomment>%1 a port number, %2 a folder</extracomment>
        <translation>Прослушивание порта %1. Данные каждого запуска хранятся в %2.</translation>
    </message>
    <message>
        <source>Not listening.</source>
        <translation>Прослушивание не ведётся.</translation>
    </message>
    <message>
        <source>Power-loss witness – DriveProof</source>
        <translation>Свидетель теста на потерю питания – DriveProof</translation>
    </message>
    <message>
        <source>Be the witness of a power-loss test</source>
        <translation>Стать свидетелем теста на потерю питания</translation>
    </message>
    <message>
        <source>The computer whose drive is tested reports every write its drive acknowledges to this one, over the network. After the power cut, this record shows which acknowledged writes the drive lost. Keep this computer running and its power on during the test.</source>
        <translation>Компьютер, накопитель которого тестируется, сообщает этому компьютеру по сети о каждой записи, подтверждённой его накопителем. После отключения питания эти данные показывают, какие подтверждённые записи накопитель потерял. Во время теста не выключайте этот компьютер и не отключайте его от питания.</translation>
    </message>
    <message>
        <source>&amp;Listen on:</source>
        <translation>&amp;Прослушивать:</translation>
    </message>
    <message>
        <source>Address and port to listen on</source>
        <translation>Адрес и порт для прослушивания</translation>
    </message>
    <message>
        <source>0.0.0.0:7070 listens on every network of this computer</source>
        <translation>0.0.0.0:7070 — прослушивание во всех сетях этого компьютера</translation>
    </message>
    <message>
        <source>Pairing code</source>
        <translation>Код сопряжения</translation>
    </message>
    <message>
        <source>&amp;New code</source>
        <translation>&amp;Новый код</translation>
    </message>
    <message>
        <source>On the computer under test, open the power-loss test and type this computer&apos;s address (port included) and this code. From a terminal: &quot;driveproof-cli powerloss run --witness ADDRESS:PORT&quot;. Instead of this page you may run &quot;driveproof-cli witness&quot; here.</source>
        <translation>На тестируемом компьютере откройте тест на потерю питания и введите адрес этого компьютера (вместе с портом) и этот код. Из терминала: «driveproof-cli powerloss run --witness ADDRESS:PORT». Вместо этой страницы можно выполнить здесь «driveproof-cli witness».</translation>
    </message>
    <message>
        <source>Runs</source>
        <translation>Запуски</translation>
    </message>
    <message>
        <source>Run</source>
        <translation>Запуск</translation>
    </message>
    <message>
        <source>Computer</source>
        <translation>Компьютер</translation>
    </message>
    <message>
        <source>State</source>
        <translation>Состояние</translation>
    </message>
    <message>
        <source>Commits</source>
        <translation>Фиксации</translation>
    </message>
    <message>
        <source>Silent since</source>
        <extracomment>a column: when the writer went silent, the estimated power cut</extracomment>
        <translation>Молчит с</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Результат</translation>
    </message>
    <message>
        <source>Runs this witness records</source>
        <translation>Запуски, которые регистрирует этот свидетель</translation>
    </message>
    <message>
        <source>Last event</source>
        <translation>Последнее событие</translation>
    </message>
    <message>
        <source>On the computer under test, type one of these witness addresses: %1</source>
        <extracomment>%1 this computer&apos;s addresses with the port, e.g. &quot;192.0.2.7:7070, 10.0.0.2:7070&quot;</extracomment>
        <translation>На тестируемом компьютере введите один из этих адресов свидетеля: %1</translation>
    </message>
</context>
<context>
    <name>DriveProof::Gui::WriteCacheCard</name>
    <message>
        <source>Write cache</source>
        <translation>Кэш записи</translation>
    </message>
    <message>
        <source>Keep after reboot</source>
        <translation>Сохранять после перезагрузки</translation>
    </message>
    <message>
        <source>A volatile write cache makes writes fast but can lose data that was already acknowledged if power fails. With the cache on, commits are safe only while the kernel sends flushes and the drive obeys them; with it off, every write reaches the media before it is acknowledged.</source>
        <translation>Энергозависимый кэш записи ускоряет запись, но при сбое питания может потерять уже подтверждённые данные. Когда кэш включён, фиксации (commit) надёжны, только пока ядро отправляет сбросы кэша (flush), а накопитель их выполняет; когда кэш выключен, каждая запись попадает на носитель до подтверждения.</translation>
    </message>
    <message>
        <source>Waiting for permission… If a password dialog opened, answer it there.</source>
        <translation>Ожидание разрешения… Если открылось окно ввода пароля, ответьте в нём.</translation>
    </message>
    <message>
        <source>Switching…</source>
        <translation>Переключение…</translation>
    </message>
    <message>
        <source>The drive did not take the new setting: its cache is still off.</source>
        <translation>Накопитель не принял новую настройку: его кэш по-прежнему выключен.</translation>
    </message>
    <message>
        <source>The drive did not take the new setting: its cache is still on.</source>
        <translation>Накопитель не принял новую настройку: его кэш по-прежнему включён.</translation>
    </message>
    <message>
        <source>Done: the drive&apos;s cache is on now (read again from the drive).</source>
        <translation>Готово: кэш накопителя теперь включён (повторно прочитано с накопителя).</translation>
    </message>
    <message>
        <source>Done: the drive&apos;s cache is off now (read again from the drive).</source>
        <translation>Готово: кэш накопителя теперь выключен (повторно прочитано с накопителя).</translation>
    </message>
    <message>
        <source>Drive&apos;s cache</source>
        <translation>Кэш накопителя</translation>
    </message>
    <message>
        <source>reading…</source>
        <translation>чтение…</translation>
    </message>
    <message>
        <source>The drive&apos;s setting could not be read; see below.</source>
        <translation>Не удалось прочитать настройку накопителя; см. ниже.</translation>
    </message>
    <message>
        <source>Read from</source>
        <translation>Прочитано через</translation>
    </message>
    <message>
        <source>Kernel view only: there is no drive-level cache that DriveProof could read or switch here.</source>
        <translation>Только сведения ядра: здесь нет кэша на уровне накопителя, который DriveProof мог бы прочитать или переключить.</translation>
    </message>
    <message>
        <source>This drive has no volatile write cache: every write goes to the media before it is acknowledged. There is nothing to switch.</source>
        <translation>У этого накопителя нет энергозависимого кэша записи: каждая запись попадает на носитель до подтверждения. Переключать нечего.</translation>
    </message>
    <message>
        <source>This drive does not allow its write cache setting to be changed. Its maker&apos;s tool may offer a way.</source>
        <translation>Этот накопитель не позволяет изменять настройку кэша записи. Возможно, это умеет утилита производителя.</translation>
    </message>
    <message>
        <source>The drive did not report whether its cache is on, so DriveProof offers no switch.</source>
        <translation>Накопитель не сообщил, включён ли его кэш, поэтому DriveProof не предлагает переключатель.</translation>
    </message>
    <message>
        <source>does not apply</source>
        <translation>неприменимо</translation>
    </message>
    <message>
        <source>Only a real drive has a cache of its own; see the note below.</source>
        <translation>Собственный кэш есть только у настоящего накопителя; см. примечание ниже.</translation>
    </message>
    <message>
        <source>none</source>
        <translation>нет</translation>
    </message>
    <message>
        <source>The drive has no volatile write cache.</source>
        <translation>У накопителя нет энергозависимого кэша записи.</translation>
    </message>
    <message>
        <source>on</source>
        <translation>включён</translation>
    </message>
    <message>
        <source>off</source>
        <translation>выключен</translation>
    </message>
    <message>
        <source>The drive did not report its current setting.</source>
        <translation>Накопитель не сообщил свою текущую настройку.</translation>
    </message>
    <message>
        <source>Kernel&apos;s view</source>
        <translation>По данным ядра</translation>
    </message>
    <message>
        <source>The kernel does not report a write-cache mode for this device.</source>
        <translation>Ядро не сообщает режим кэша записи для этого устройства.</translation>
    </message>
    <message>
        <source>What the kernel believes (queue/write_cache). With &quot;write back&quot; it asks the drive to flush its cache when a program commits data.</source>
        <translation>Что считает ядро (queue/write_cache). В режиме «write back» оно просит накопитель сбросить кэш, когда программа фиксирует данные.</translation>
    </message>
    <message>
        <source>FUA</source>
        <translation>FUA</translation>
    </message>
    <message>
        <source>The kernel does not say whether it uses Forced Unit Access.</source>
        <translation>Ядро не сообщает, использует ли оно Forced Unit Access.</translation>
    </message>
    <message>
        <source>yes: single writes can be forced to the media</source>
        <translation>да: отдельные записи можно принудительно записать на носитель</translation>
    </message>
    <message>
        <source>Forced Unit Access: the kernel can ask for single writes to reach stable media without flushing the whole cache.</source>
        <translation>Forced Unit Access: ядро может потребовать, чтобы отдельные записи попали на постоянный носитель без сброса всего кэша.</translation>
    </message>
    <message>
        <source>%1, re-applied by udisks2 at every boot</source>
        <extracomment>%1 &quot;on&quot; or &quot;off&quot;</extracomment>
        <translation>%1, udisks2 применяет заново при каждой загрузке</translation>
    </message>
    <message>
        <source>%1, saved in the drive</source>
        <extracomment>%1 &quot;on&quot; or &quot;off&quot;</extracomment>
        <translation>%1, хранится в накопителе</translation>
    </message>
    <message>
        <source>Saved setting</source>
        <translation>Сохранённая настройка</translation>
    </message>
    <message>
        <source>The setting the drive gets again after a power cycle.</source>
        <translation>Настройка, которую накопитель снова получает после выключения и включения питания.</translation>
    </message>
    <message>
        <source>until the next power cycle, or for good with &quot;Keep after reboot&quot; (udisks2 re-applies it at every boot)</source>
        <translation>до следующего выключения питания или навсегда с «Сохранять после перезагрузки» (udisks2 применяет её заново при каждой загрузке)</translation>
    </message>
    <message>
        <source>until the next power cycle, or for good with &quot;Keep after reboot&quot; (saved in the drive)</source>
        <translation>до следующего выключения питания или навсегда с «Сохранять после перезагрузки» (сохраняется в накопителе)</translation>
    </message>
    <message>
        <source>until the next power cycle</source>
        <translation>до следующего выключения питания</translation>
    </message>
    <message>
        <source>A change lasts</source>
        <translation>Изменение действует</translation>
    </message>
    <message>
        <source>Turn the cache off</source>
        <translation>Выключить кэш</translation>
    </message>
    <message>
        <source>Turn the cache on</source>
        <translation>Включить кэш</translation>
    </message>
    <message>
        <source>Turn the write cache of %1 off</source>
        <extracomment>accessible name of the switch; %1 device path</extracomment>
        <translation>Выключить кэш записи %1</translation>
    </message>
    <message>
        <source>Turn the write cache of %1 on</source>
        <extracomment>accessible name of the switch; %1 device path</extracomment>
        <translation>Включить кэш записи %1</translation>
    </message>
    <message>
        <source>Turning the cache off makes commits slower, often many times slower, but safe: acknowledged writes are on the media, even if the drive ignores flushes.</source>
        <translation>Выключенный кэш замедляет фиксации, часто во много раз, зато делает их надёжными: подтверждённые записи находятся на носителе, даже если накопитель игнорирует сбросы кэша.</translation>
    </message>
    <message>
        <source>Turning the cache on makes writes faster. Commits stay safe only while the kernel sends flushes and the drive obeys them.</source>
        <translation>Включённый кэш ускоряет запись. Фиксации остаются надёжными, только пока ядро отправляет сбросы кэша (flush), а накопитель их выполняет.</translation>
    </message>
    <message>
        <source>udisks2 stores the setting and applies it again at every boot.</source>
        <translation>udisks2 хранит настройку и применяет её заново при каждой загрузке.</translation>
    </message>
    <message>
        <source>The drive saves the setting and keeps it across power cycles.</source>
        <translation>Накопитель запоминает настройку и сохраняет её после выключения и включения питания.</translation>
    </message>
    <message>
        <source>Why this matters</source>
        <translation>Почему это важно</translation>
    </message>
</context>
<context>
    <name>DriveProof::Health</name>
    <message>
        <source>The drive&apos;s SMART data could not be assessed: %1.</source>
        <extracomment>%1 the system&apos;s error text</extracomment>
        <translation>Не удалось оценить SMART-данные накопителя: %1.</translation>
    </message>
    <message>
        <source>The drive&apos;s SMART self-assessment passed, it reports no bad sectors, and no attribute is or was past its threshold.</source>
        <translation>Накопитель прошёл самодиагностику SMART, не сообщает о сбойных секторах, и ни один атрибут не выходит и не выходил за свой порог.</translation>
    </message>
    <message>
        <source>An attribute that predicts failure was past its threshold in the past. Keep backups and watch this drive.</source>
        <translation>В прошлом атрибут, предсказывающий отказ, выходил за свой порог. Делайте резервные копии и следите за этим накопителем.</translation>
    </message>
    <message numerus="yes">
        <source>The drive has %n bad sector(s) (reallocated or waiting to be). Keep backups and check again soon: a growing number means the drive is wearing out.</source>
        <extracomment>%n number of bad sectors</extracomment>
        <translation>
            <numerusform>У накопителя %n сбойный сектор (переназначен или ожидает переназначения). Делайте резервные копии и вскоре проверьте снова: растущее число означает, что накопитель изнашивается.</numerusform>
            <numerusform>У накопителя %n сбойных сектора (переназначены или ожидают переназначения). Делайте резервные копии и вскоре проверьте снова: растущее число означает, что накопитель изнашивается.</numerusform>
            <numerusform>У накопителя %n сбойных секторов (переназначены или ожидают переназначения). Делайте резервные копии и вскоре проверьте снова: растущее число означает, что накопитель изнашивается.</numerusform>
        </translation>
    </message>
    <message>
        <source>An attribute that predicts failure is past its threshold now: the drive expects to fail. Back up your data and replace the drive.</source>
        <translation>Атрибут, предсказывающий отказ, сейчас вышел за свой порог: накопитель ожидает отказа. Сделайте резервную копию данных и замените накопитель.</translation>
    </message>
    <message>
        <source>The drive has more bad sectors than its threshold allows. Back up your data and replace the drive.</source>
        <translation>У накопителя больше сбойных секторов, чем допускает его порог. Сделайте резервную копию данных и замените накопитель.</translation>
    </message>
    <message>
        <source>The drive&apos;s own SMART self-assessment says it is failing. Back up your data now and replace the drive.</source>
        <translation>Собственная самодиагностика SMART накопителя сообщает о скором отказе. Немедленно сделайте резервную копию данных и замените накопитель.</translation>
    </message>
    <message>
        <source>libatasmart gave an assessment this version of DriveProof does not know.</source>
        <translation>libatasmart выдала оценку, неизвестную этой версии DriveProof.</translation>
    </message>
    <message>
        <source>%1 has no ATA health data: it is not an ATA drive (loop, virtual and NVMe devices have none).</source>
        <extracomment>%1 device</extracomment>
        <translation>У устройства %1 нет данных о состоянии ATA: это не ATA-накопитель (у loop-, виртуальных и NVMe-устройств их нет).</translation>
    </message>
    <message>
        <source>The drive in %1 does not support SMART, so it reports no health data.</source>
        <extracomment>%1 device</extracomment>
        <translation>Накопитель %1 не поддерживает SMART, поэтому не сообщает данных о состоянии.</translation>
    </message>
    <message>
        <source>SMART is switched off on this drive, so it reports no health data. DriveProof does not switch it on by itself; &apos;smartctl -s on&apos; does.</source>
        <translation>На этом накопителе SMART выключен, поэтому он не сообщает данных о состоянии. DriveProof не включает его самостоятельно; это делает &apos;smartctl -s on&apos;.</translation>
    </message>
    <message>
        <source>%1 reports no ATA SMART data: it is not an ATA drive, or its USB bridge does not pass SMART commands through.</source>
        <extracomment>%1 device or file</extracomment>
        <translation>%1 не сообщает данных ATA SMART: это не ATA-накопитель, или его USB-мост не пропускает команды SMART.</translation>
    </message>
    <message>
        <source>Reading SMART data from %1 failed: %2.</source>
        <extracomment>%1 device or file, %2 the system&apos;s error text</extracomment>
        <translation>Не удалось прочитать SMART-данные %1: %2.</translation>
    </message>
    <message>
        <source>Unexpected power losses (SMART attribute 174)</source>
        <translation>Неожиданные отключения питания (атрибут SMART 174)</translation>
    </message>
    <message>
        <source>Unsafe shutdowns (SMART attribute 192)</source>
        <translation>Небезопасные отключения (атрибут SMART 192)</translation>
    </message>
    <message>
        <source>Emergency head retracts at power-off (SMART attribute 192)</source>
        <translation>Аварийная парковка головок при выключении (атрибут SMART 192)</translation>
    </message>
    <message>
        <source>%1 is not a libatasmart SMART dump (tagged IDFY / SMST / SMDT / SMTH sections).</source>
        <extracomment>%1 file name</extracomment>
        <translation>%1 — не SMART-дамп libatasmart (с помеченными разделами IDFY / SMST / SMDT / SMTH).</translation>
    </message>
    <message>
        <source>%1 is a %2 device: it has no health data of its own to read.</source>
        <extracomment>%1 device path, %2 transport such as &quot;virtio&quot; or &quot;loop&quot;</extracomment>
        <translation>%1 — устройство типа %2: собственных данных о состоянии, которые можно прочитать, у него нет.</translation>
    </message>
    <message>
        <source>unknown</source>
        <translation>неизвестно</translation>
    </message>
    <message>
        <source>The helper&apos;s health reply names no device.</source>
        <translation>В ответе вспомогательной службы о состоянии не указано устройство.</translation>
    </message>
    <message>
        <source>Critical warning: the spare capacity has fallen below the drive&apos;s threshold.</source>
        <translation>Критическое предупреждение: резервная ёмкость опустилась ниже порога накопителя.</translation>
    </message>
    <message>
        <source>Critical warning: the temperature is outside the drive&apos;s limits.</source>
        <translation>Критическое предупреждение: температура вышла за допустимые пределы накопителя.</translation>
    </message>
    <message>
        <source>Critical warning: the drive&apos;s reliability is degraded by media errors or an internal error. Back up its data.</source>
        <translation>Критическое предупреждение: надёжность накопителя снижена из-за ошибок носителя или внутренней ошибки. Сделайте резервную копию его данных.</translation>
    </message>
    <message>
        <source>Critical warning: the drive has made its media read-only. Copy its data elsewhere.</source>
        <translation>Критическое предупреждение: накопитель перевёл свой носитель в режим только для чтения. Скопируйте его данные в другое место.</translation>
    </message>
    <message>
        <source>Critical warning: the backup for the drive&apos;s volatile memory has failed, so cached writes may be lost at a power cut.</source>
        <translation>Критическое предупреждение: отказала защита энергозависимой памяти накопителя, поэтому кэшированные записи могут пропасть при отключении питания.</translation>
    </message>
    <message>
        <source>Critical warning: the drive&apos;s persistent memory region has become read-only.</source>
        <translation>Критическое предупреждение: область постоянной памяти (PMR) накопителя перешла в режим только для чтения.</translation>
    </message>
    <message>
        <source>Critical warning: bit %1, which this version of DriveProof does not know, is set.</source>
        <extracomment>%1 bit number of the NVMe critical warning byte</extracomment>
        <translation>Критическое предупреждение: установлен бит %1, неизвестный этой версии DriveProof.</translation>
    </message>
    <message>
        <source>Only %L1% spare capacity is left, below the drive&apos;s threshold of %L2%.</source>
        <extracomment>%1 spare capacity left in percent, %2 the drive&apos;s threshold in percent</extracomment>
        <translation>Осталось только %L1% резервной ёмкости — ниже порога накопителя в %L2%.</translation>
    </message>
    <message>
        <source>The drive has used %L1% of its rated endurance: it has taken more writes than it was designed for.</source>
        <extracomment>%1 percentage of the rated endurance used, 100 or more</extracomment>
        <translation>Накопитель израсходовал %L1% заявленного ресурса: на него записано больше, чем предусмотрено конструкцией.</translation>
    </message>
    <message>
        <source>The drive has used %L1% of its rated endurance.</source>
        <extracomment>%1 percentage of the rated endurance used</extracomment>
        <translation>Накопитель израсходовал %L1% заявленного ресурса.</translation>
    </message>
    <message numerus="yes">
        <source>The drive has recorded %Ln media or data integrity error(s).</source>
        <extracomment>%n number of errors (counts beyond the int range are shown as the int maximum)</extracomment>
        <translation>
            <numerusform>Накопитель зарегистрировал %Ln ошибку носителя или целостности данных.</numerusform>
            <numerusform>Накопитель зарегистрировал %Ln ошибки носителя или целостности данных.</numerusform>
            <numerusform>Накопитель зарегистрировал %Ln ошибок носителя или целостности данных.</numerusform>
        </translation>
    </message>
    <message>
        <source>The drive is at %L1 °C, at or above its critical temperature of %L2 °C.</source>
        <extracomment>%1 current temperature in °C, %2 the drive&apos;s critical limit in °C</extracomment>
        <translation>Температура накопителя — %L1 °C, это не ниже его критической температуры %L2 °C.</translation>
    </message>
    <message>
        <source>The drive is at %L1 °C, at or above its warning temperature of %L2 °C.</source>
        <extracomment>%1 current temperature in °C, %2 the drive&apos;s warning limit in °C</extracomment>
        <translation>Температура накопителя — %L1 °C, это не ниже его порога предупреждения %L2 °C.</translation>
    </message>
    <message>
        <source>The drive is at %L1 °C, at or above %L2 °C, where most drives slow down to cool off.</source>
        <extracomment>%1 current temperature in °C, %2 a generic limit in °C</extracomment>
        <translation>Температура накопителя — %L1 °C, это не ниже %L2 °C: при такой температуре большинство накопителей снижают скорость, чтобы остыть.</translation>
    </message>
    <message>
        <source>The NVMe health log reports no problems.</source>
        <translation>Журнал состояния NVMe не сообщает о проблемах.</translation>
    </message>
    <message>
        <source>The drive&apos;s answer to SMART RETURN STATUS did not come back (the registers were missing or not a known answer), so its own assessment is unknown; the attributes are shown as read.</source>
        <translation>Ответ накопителя на SMART RETURN STATUS не получен (регистры отсутствовали или содержали неизвестный ответ), поэтому его собственная оценка неизвестна; атрибуты показаны в том виде, в каком они прочитаны.</translation>
    </message>
    <message>
        <source>%1 is a virtual disk (%2) and answers no ATA health commands: the health of the drives behind it can be read on the host.</source>
        <extracomment>%1 device path, %2 who emulates the disk: &quot;QEMU&quot;, &quot;VMware&quot;, &quot;Hyper-V&quot;...</extracomment>
        <translation>%1 — виртуальный диск (%2), он не отвечает на команды ATA о состоянии: состояние накопителей за ним можно прочитать на хосте.</translation>
    </message>
    <message>
        <source>The helper&apos;s health reply has a reason without a code. Restart DriveProof after an update.</source>
        <translation>Ответ вспомогательной службы о состоянии содержит причину без кода. Перезапустите DriveProof после обновления.</translation>
    </message>
    <message>
        <source>The helper&apos;s health reply has reasons in a form this version does not read. Restart DriveProof after an update.</source>
        <translation>Ответ вспомогательной службы о состоянии содержит причины в формате, который эта версия не читает. Перезапустите DriveProof после обновления.</translation>
    </message>
    <message>
        <source>Reason %1 (%2)</source>
        <extracomment>a reason this version does not know (from a newer helper); %1 its code, %2 its arguments</extracomment>
        <translation>Причина %1 (%2)</translation>
    </message>
    <message>
        <source>Rate of errors while reading; the raw value&apos;s meaning is the maker&apos;s own.</source>
        <translation>Частота ошибок чтения; смысл необработанного значения определяет производитель.</translation>
    </message>
    <message>
        <source>Time the platters take to reach full speed.</source>
        <translation>Время, за которое пластины набирают полную скорость.</translation>
    </message>
    <message>
        <source>Times the spindle started and stopped.</source>
        <translation>Сколько раз шпиндель запускался и останавливался.</translation>
    </message>
    <message>
        <source>Sectors found bad and replaced by spares; a new drive has 0.</source>
        <translation>Секторы, признанные плохими и заменённые резервными; у нового накопителя их 0.</translation>
    </message>
    <message>
        <source>Rate of head positioning errors; the raw value&apos;s meaning is the maker&apos;s own.</source>
        <translation>Частота ошибок позиционирования головок; смысл необработанного значения определяет производитель.</translation>
    </message>
    <message>
        <source>Hours the drive has been powered on.</source>
        <translation>Часы, которые накопитель был включён.</translation>
    </message>
    <message>
        <source>Times the spindle needed more than one try to spin up.</source>
        <translation>Сколько раз шпинделю понадобилось больше одной попытки, чтобы раскрутиться.</translation>
    </message>
    <message>
        <source>Times the drive was switched on.</source>
        <translation>Сколько раз накопитель включали.</translation>
    </message>
    <message>
        <source>How worn the flash is (erase cycles); the normalised value falls as it wears.</source>
        <translation>Насколько изношена флеш-память (циклы стирания); нормализованное значение падает по мере износа.</translation>
    </message>
    <message>
        <source>Times power was lost without the host telling the drive first.</source>
        <translation>Сколько раз пропадало питание без предупреждения накопителя компьютером.</translation>
    </message>
    <message>
        <source>Blocks that went bad while in use.</source>
        <translation>Блоки, вышедшие из строя во время работы.</translation>
    </message>
    <message>
        <source>Data corrupted between the host interface and the media, inside the drive.</source>
        <translation>Данные, повреждённые внутри накопителя между интерфейсом и носителем.</translation>
    </message>
    <message>
        <source>Reads the drive could not correct and reported as errors.</source>
        <translation>Чтения, которые накопитель не смог исправить и сообщил как ошибки.</translation>
    </message>
    <message>
        <source>Commands that timed out, often from cabling or power trouble.</source>
        <translation>Команды, превысившие время ожидания, часто из-за кабеля или питания.</translation>
    </message>
    <message>
        <source>Temperature of the air around the drive.</source>
        <translation>Температура воздуха вокруг накопителя.</translation>
    </message>
    <message>
        <source>Times the heads were parked in an emergency because power went away.</source>
        <translation>Сколько раз головки аварийно парковались из-за пропажи питания.</translation>
    </message>
    <message>
        <source>Times the heads were parked and loaded again.</source>
        <translation>Сколько раз головки парковались и загружались снова.</translation>
    </message>
    <message>
        <source>Temperature of the drive.</source>
        <translation>Температура накопителя.</translation>
    </message>
    <message>
        <source>Times sectors were moved to spares.</source>
        <translation>Сколько раз секторы переносились в резерв.</translation>
    </message>
    <message>
        <source>Sectors that could not be read and wait to be rewritten or replaced.</source>
        <translation>Секторы, которые не удалось прочитать и которые ждут перезаписи или замены.</translation>
    </message>
    <message>
        <source>Sectors the drive&apos;s own scan could not read.</source>
        <translation>Секторы, которые не смогла прочитать собственная проверка накопителя.</translation>
    </message>
    <message>
        <source>Transfers garbled on the cable; a count that grows means a bad cable or connector, not a bad drive.</source>
        <translation>Передачи, искажённые в кабеле; растущий счётчик говорит о плохом кабеле или разъёме, а не о плохом накопителе.</translation>
    </message>
    <message>
        <source>Amount written to the drive, in the maker&apos;s units (often 512-byte sectors).</source>
        <translation>Объём, записанный на накопитель, в единицах производителя (часто секторах по 512 байт).</translation>
    </message>
    <message>
        <source>Amount read from the drive, in the maker&apos;s units (often 512-byte sectors).</source>
        <translation>Объём, прочитанный с накопителя, в единицах производителя (часто секторах по 512 байт).</translation>
    </message>
    <message>
        <source>Defined by the drive&apos;s maker; its meaning differs between models.</source>
        <translation>Определяется производителем накопителя; смысл различается между моделями.</translation>
    </message>
    <message>
        <source>%1 °C (lowest %2, highest %3)</source>
        <extracomment>a drive temperature and the range it has seen; %1 now, %2 lowest, %3 highest</extracomment>
        <translation>%1 °C (минимум %2, максимум %3)</translation>
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
        <translation>%1 ч</translation>
    </message>
    <message>
        <source>%1 has %2 bytes instead of 512.</source>
        <translation>%1: %2 байт вместо 512.</translation>
    </message>
    <message>
        <source>The drive returned no SCT Status.</source>
        <translation>Накопитель не вернул состояние SCT.</translation>
    </message>
    <message>
        <source>%1 is behind a USB bridge (%2, driver %3) that does not pass ATA commands through (SAT), so the drive&apos;s SMART records cannot be read over it. Connect the drive by SATA to read them.</source>
        <extracomment>%1 device path, %2 the USB bridge&apos;s name as it answers INQUIRY, %3 the USB driver (&quot;uas&quot; or &quot;usb-storage&quot;)</extracomment>
        <translation>%1 подключён через USB-мост (%2, драйвер %3), который не пропускает команды ATA (SAT), поэтому записи SMART накопителя через него не прочитать. Подключите накопитель по SATA, чтобы прочитать их.</translation>
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
        <translation>Атрибут %1 (%2) насчитывает %3. Среди жёстких дисков, отказавших у Backblaze, он был выше нуля у %4, а среди продолжавших работать — у %5 (%6).</translation>
    </message>
    <message>
        <source>In Google&apos;s fleet, drives were %1 times as likely to fail within 60 days after the first such event (%2).</source>
        <extracomment>%1 how many times, e.g. &quot;14&quot;, %2 the study it comes from</extracomment>
        <translation>В парке Google после первого такого события накопители в %1 раз чаще отказывали в течение 60 дней (%2).</translation>
    </message>
    <message>
        <source>Pre-fail</source>
        <extracomment>SMART attribute type: its failure predicts the drive&apos;s failure</extracomment>
        <translation>Предотказный</translation>
    </message>
    <message>
        <source>Old-age</source>
        <translation>Износ</translation>
    </message>
    <message>
        <source>Always</source>
        <extracomment>SMART attribute: updated while the drive works / only by off-line scans</extracomment>
        <translation>Всегда</translation>
    </message>
    <message>
        <source>Offline</source>
        <translation>Офлайн</translation>
    </message>
    <message>
        <source>Errors the drive logged over its life; each one is a command that failed.</source>
        <translation>Ошибки, которые накопитель записал за всю жизнь; каждая — это неудавшаяся команда.</translation>
    </message>
    <message>
        <source>%1 °C (lifetime %2 to %3 °C)</source>
        <extracomment>%1 temperature now, %2 lowest and %3 highest the drive ever had</extracomment>
        <translation>%1 °C (за всю жизнь от %2 до %3 °C)</translation>
    </message>
    <message>
        <source>The drive&apos;s temperature and its lifetime range, from its SCT Status.</source>
        <translation>Температура накопителя и её диапазон за всю жизнь по его состоянию SCT.</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <extracomment>NVMe data units and what they make; %1 the count, %2 e.g. &quot;6.3 TB&quot;</extracomment>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>%1 min</source>
        <extracomment>a duration; %1 the number of minutes</extracomment>
        <translation>%1 мин</translation>
    </message>
    <message>
        <source>%1 s</source>
        <extracomment>a duration; %1 the number of seconds</extracomment>
        <translation>%1 с</translation>
    </message>
    <message>
        <source>Problems the drive flags itself (spare, temperature, reliability, read-only, backup); 0 means none.</source>
        <translation>Проблемы, о которых накопитель сообщает сам (резерв, температура, надёжность, только чтение, резервное питание); 0 — нет.</translation>
    </message>
    <message>
        <source>The drive&apos;s overall temperature.</source>
        <translation>Общая температура накопителя.</translation>
    </message>
    <message>
        <source>%1 (threshold %2)</source>
        <translation>%1 (порог %2)</translation>
    </message>
    <message>
        <source>Reserve flash left for replacing worn blocks; the drive warns below the threshold.</source>
        <translation>Оставшийся резерв флеш-памяти для замены изношенных блоков; ниже порога накопитель предупреждает.</translation>
    </message>
    <message>
        <source>The maker&apos;s estimate of the rated life used; it can pass 100%.</source>
        <translation>Оценка производителя, какая доля расчётного ресурса израсходована; может превышать 100%.</translation>
    </message>
    <message>
        <source>The same kind of warnings for the drive&apos;s endurance groups; 0 means none.</source>
        <translation>Такие же предупреждения для групп износостойкости накопителя; 0 — нет.</translation>
    </message>
    <message>
        <source>Amount the host read, in units of 512,000 bytes.</source>
        <translation>Объём, прочитанный компьютером, в единицах по 512 000 байт.</translation>
    </message>
    <message>
        <source>Amount the host wrote, in units of 512,000 bytes.</source>
        <translation>Объём, записанный компьютером, в единицах по 512 000 байт.</translation>
    </message>
    <message>
        <source>Read commands the drive completed.</source>
        <translation>Команды чтения, выполненные накопителем.</translation>
    </message>
    <message>
        <source>Write commands the drive completed.</source>
        <translation>Команды записи, выполненные накопителем.</translation>
    </message>
    <message>
        <source>Minutes the drive was busy with commands.</source>
        <translation>Минуты, когда накопитель был занят командами.</translation>
    </message>
    <message>
        <source>Data the drive could not read or write correctly.</source>
        <translation>Данные, которые накопитель не смог правильно прочитать или записать.</translation>
    </message>
    <message>
        <source>Entries in the drive&apos;s error log over its life; many are harmless rejected commands.</source>
        <translation>Записи в журнале ошибок накопителя за всю жизнь; многие из них — безобидные отклонённые команды.</translation>
    </message>
    <message>
        <source>Minutes spent above the drive&apos;s warning temperature.</source>
        <translation>Минуты выше температуры предупреждения накопителя.</translation>
    </message>
    <message>
        <source>Minutes spent above the drive&apos;s critical temperature.</source>
        <translation>Минуты выше критической температуры накопителя.</translation>
    </message>
    <message>
        <source>Temperature of one sensor inside the drive.</source>
        <translation>Температура одного датчика внутри накопителя.</translation>
    </message>
    <message>
        <source>Times the drive slowed itself down lightly to cool off.</source>
        <translation>Сколько раз накопитель слегка замедлялся, чтобы остыть.</translation>
    </message>
    <message>
        <source>Times the drive slowed itself down hard to cool off.</source>
        <translation>Сколько раз накопитель сильно замедлялся, чтобы остыть.</translation>
    </message>
    <message>
        <source>Seconds spent slowed down lightly for heat.</source>
        <translation>Секунды лёгкого замедления из-за нагрева.</translation>
    </message>
    <message>
        <source>Seconds spent slowed down hard for heat.</source>
        <translation>Секунды сильного замедления из-за нагрева.</translation>
    </message>
    <message>
        <source>ID</source>
        <extracomment>column titles of the SMART attribute table, as smartctl and GNOME Disks name them</extracomment>
        <translation>ID</translation>
    </message>
    <message>
        <source>Attribute</source>
        <translation>Атрибут</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>Значение</translation>
    </message>
    <message>
        <source>Worst</source>
        <translation>Худшее</translation>
    </message>
    <message>
        <source>Threshold</source>
        <translation>Порог</translation>
    </message>
    <message>
        <source>Type</source>
        <translation>Тип</translation>
    </message>
    <message>
        <source>Updated</source>
        <translation>Обновление</translation>
    </message>
    <message>
        <source>When failed</source>
        <translation>Когда отказ</translation>
    </message>
    <message>
        <source>Raw value</source>
        <translation>Необработанное значение</translation>
    </message>
    <message>
        <source>Meaning</source>
        <translation>Смысл</translation>
    </message>
    <message>
        <source>Self-test</source>
        <translation>Самотест</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Результат</translation>
    </message>
    <message>
        <source>Power-on hours</source>
        <translation>Часы работы</translation>
    </message>
    <message>
        <source>First failing sector</source>
        <translation>Первый сбойный сектор</translation>
    </message>
    <message>
        <source>Self-test log: empty.</source>
        <translation>Журнал самотестов: пуст.</translation>
    </message>
    <message>
        <source>The drive, or the bridge in front of it, refused: %1.</source>
        <extracomment>%1 a list of ATA or NVMe commands, e.g. &quot;SMART READ LOG 06h&quot;</extracomment>
        <translation>Накопитель или мост перед ним отказал: %1.</translation>
    </message>
    <message>
        <source>Failing now</source>
        <extracomment>a SMART attribute at or below its threshold now</extracomment>
        <translation>Отказ сейчас</translation>
    </message>
    <message>
        <source>Failed in the past</source>
        <extracomment>a SMART attribute that reached its threshold once</extracomment>
        <translation>Отказ в прошлом</translation>
    </message>
    <message>
        <source>The data %1 returned could not be decoded: %2</source>
        <extracomment>%1 device path, %2 what is wrong with the data</extracomment>
        <translation>Не удалось декодировать данные, возвращённые устройством %1: %2</translation>
    </message>
    <message>
        <source>The NVMe self-test log has %1 bytes instead of %2.</source>
        <translation>В журнале самотестов NVMe %1 байт вместо %2.</translation>
    </message>
    <message>
        <source>The drive in %1 does not offer a conveyance self-test.</source>
        <extracomment>%1 device path</extracomment>
        <translation>Накопитель %1 не поддерживает транспортный самотест.</translation>
    </message>
    <message>
        <source>The drive in %1 does not offer self-tests.</source>
        <extracomment>%1 device path</extracomment>
        <translation>Накопитель %1 не поддерживает самотесты.</translation>
    </message>
    <message>
        <source>A self-test is already running on %1 (%2% done): wait for it, or abort it first.</source>
        <extracomment>%1 device path, %2 how far the running test is, in percent</extracomment>
        <translation>На %1 уже идёт самотест (выполнено %2%): дождитесь его окончания или сначала прервите его.</translation>
    </message>
    <message>
        <source>A DriveProof test is running on %1: a self-test now would disturb it. Start the self-test when the test is done.</source>
        <extracomment>%1 device path</extracomment>
        <translation>На %1 идёт тест DriveProof: самотест сейчас помешал бы ему. Запустите самотест, когда тест закончится.</translation>
    </message>
    <message>
        <source>%1 takes no self-test commands.</source>
        <extracomment>%1 device path</extracomment>
        <translation>%1 не принимает команды самотеста.</translation>
    </message>
    <message>
        <source>Off-line scan</source>
        <extracomment>kind of drive self-test</extracomment>
        <translation>Офлайн-проверка</translation>
    </message>
    <message>
        <source>Short</source>
        <extracomment>kind of drive self-test</extracomment>
        <translation>Короткий</translation>
    </message>
    <message>
        <source>Extended</source>
        <extracomment>kind of drive self-test</extracomment>
        <translation>Расширенный</translation>
    </message>
    <message>
        <source>Conveyance</source>
        <extracomment>kind of drive self-test</extracomment>
        <translation>Транспортный</translation>
    </message>
    <message>
        <source>Selective</source>
        <extracomment>kind of drive self-test: only the ranges of sectors the host chose</extracomment>
        <translation>Выборочный</translation>
    </message>
    <message>
        <source>Vendor specific</source>
        <extracomment>kind of drive self-test</extracomment>
        <translation>Определяется производителем</translation>
    </message>
    <message>
        <source>Completed without error</source>
        <translation>Завершён без ошибок</translation>
    </message>
    <message>
        <source>Aborted by the host</source>
        <translation>Прерван компьютером</translation>
    </message>
    <message>
        <source>Interrupted by a reset</source>
        <translation>Прерван сбросом</translation>
    </message>
    <message>
        <source>Could not complete: fatal error</source>
        <translation>Не завершён: фатальная ошибка</translation>
    </message>
    <message>
        <source>Failed (part unknown)</source>
        <translation>Не пройден (часть неизвестна)</translation>
    </message>
    <message>
        <source>Failed: electrical part</source>
        <translation>Не пройден: электрическая часть</translation>
    </message>
    <message>
        <source>Failed: servo or seek</source>
        <translation>Не пройден: сервосистема или позиционирование</translation>
    </message>
    <message>
        <source>Failed: read error</source>
        <translation>Не пройден: ошибка чтения</translation>
    </message>
    <message>
        <source>Failed: suspected handling damage</source>
        <translation>Не пройден: подозрение на повреждение при обращении</translation>
    </message>
    <message>
        <source>In progress</source>
        <translation>Выполняется</translation>
    </message>
    <message>
        <source>Unknown status %1</source>
        <extracomment>%1 a status number the standard reserves</extracomment>
        <translation>Неизвестное состояние %1</translation>
    </message>
    <message>
        <source>Aborted: a namespace was removed</source>
        <translation>Прерван: удалено пространство имён</translation>
    </message>
    <message>
        <source>Aborted: the drive was formatted</source>
        <translation>Прерван: накопитель отформатирован</translation>
    </message>
    <message>
        <source>Failed in segment %1</source>
        <extracomment>%1 the number of the test segment that failed</extracomment>
        <translation>Не пройден в сегменте %1</translation>
    </message>
    <message>
        <source>Aborted for an unknown reason</source>
        <translation>Прерван по неизвестной причине</translation>
    </message>
    <message>
        <source>Aborted: the drive was sanitized</source>
        <translation>Прерван: накопитель очищен (sanitize)</translation>
    </message>
    <message>
        <source>Looks new: %1 power-on hours, %2 power cycles, %3 written.</source>
        <extracomment>%1 power-on hours, %2 power cycles, %3 amount written (&quot;1.2 GB&quot;)</extracomment>
        <translation>Похож на новый: %1 ч работы, %2 включений, записано %3.</translation>
    </message>
    <message>
        <source>Used before: %1 power-on hours, %2 power cycles, %3 written. A drive sold as new has a few hours from the factory at most.</source>
        <extracomment>%1 power-on hours, %2 power cycles, %3 amount written (&quot;12 TB&quot;)</extracomment>
        <translation>Уже использовался: %1 ч работы, %2 включений, записано %3. У накопителя, проданного как новый, не больше нескольких заводских часов.</translation>
    </message>
    <message>
        <source>The drive counts 0 power-on hours but %1 written: its counters may have been reset.</source>
        <extracomment>%1 amount written (&quot;12 TB&quot;)</extracomment>
        <translation>Накопитель насчитывает 0 ч работы, но записано %1: возможно, его счётчики сброшены.</translation>
    </message>
    <message>
        <source>The drive counts %1 power cycles in %2 power-on hours, more than those hours can hold: its counters may have been reset.</source>
        <extracomment>%1 power cycles, %2 power-on hours</extracomment>
        <translation>Накопитель насчитывает %1 включений за %2 ч работы — больше, чем вмещают эти часы: возможно, его счётчики сброшены.</translation>
    </message>
    <message>
        <source>%1 written of the %2 the maker rates this model for (%3%).</source>
        <extracomment>%1 amount written, %2 the rated endurance (&quot;600 TB&quot;), %3 percent of it</extracomment>
        <translation>Записано %1 из %2, заявленных производителем для этой модели (%3%).</translation>
    </message>
    <message>
        <source>Since DriveProof first read it (%1): %2 hours, %3 written.</source>
        <extracomment>%1 the date DriveProof first read the drive, %2 hours since, %3 amount written since</extracomment>
        <translation>С первого чтения DriveProof (%1): %2 ч, записано %3.</translation>
    </message>
    <message>
        <source>new</source>
        <extracomment>is the drive new? the verdict</extracomment>
        <translation>новый</translation>
    </message>
    <message>
        <source>used</source>
        <extracomment>is the drive new? the verdict</extracomment>
        <translation>использовался</translation>
    </message>
    <message>
        <source>possibly reset</source>
        <extracomment>is the drive new? the verdict: its counters contradict each other</extracomment>
        <translation>возможно, сброшен</translation>
    </message>
    <message>
        <source>Identify Namespace is too short (%1 bytes) for its LBA formats.</source>
        <extracomment>%1 bytes received</extracomment>
        <translation>Identify Namespace слишком короток (%1 байт) для своих форматов LBA.</translation>
    </message>
    <message>
        <source>Identify Namespace lists more LBA formats (%1) than there can be (%2).</source>
        <extracomment>%1 how many LBA formats the drive claims, %2 the most there can be</extracomment>
        <translation>Identify Namespace перечисляет больше форматов LBA (%1), чем их может быть (%2).</translation>
    </message>
    <message>
        <source>Identify Namespace says LBA format %1 is in use, but lists formats 0 to %2 only.</source>
        <extracomment>%1 the number of the format in use, %2 the highest number the drive lists</extracomment>
        <translation>Identify Namespace сообщает, что используется формат LBA %1, но перечисляет только форматы 0–%2.</translation>
    </message>
    <message>
        <source>In use: LBA format %1, sectors of %2 bytes with %3 bytes of metadata, which the drive marks as &quot;%4&quot;.</source>
        <extracomment>%1 LBA format number, %2 bytes per sector, %3 metadata bytes per sector, %4 how fast the drive says the format is (&quot;best&quot;, &quot;better&quot;, &quot;good&quot;, &quot;degraded&quot;)</extracomment>
        <translation>Используется: формат LBA %1, секторы по %2 байт с %3 байт метаданных; накопитель оценивает его как «%4».</translation>
    </message>
    <message>
        <source>The drive offers %5-byte sectors marked &quot;%6&quot;, faster than the %2-byte ones in use (&quot;%3&quot;). Switching means reformatting the namespace, which erases everything on it: nvme format %1 --lbaf=%4 — DriveProof never does this.</source>
        <extracomment>%1 device (/dev/nvme0n1), %2 bytes per sector in use, %3 how fast the drive marks the format in use, %4 the faster format&apos;s number, %5 its bytes per sector, %6 how fast the drive marks it. The command stays as it is.</extracomment>
        <translation>Накопитель предлагает секторы по %5 байт с оценкой «%6» — быстрее используемых секторов по %2 байт («%3»). Переход означает переформатирование пространства имён, которое стирает всё, что на нём есть: nvme format %1 --lbaf=%4 — DriveProof никогда этого не делает.</translation>
    </message>
    <message>
        <source>None of the LBA formats the drive offers (%1) is marked faster than the one in use.</source>
        <extracomment>%1 how many LBA formats the drive offers (2 or more)</extracomment>
        <translation>Ни один из форматов LBA, которые предлагает накопитель (%1), не оценён как более быстрый, чем используемый.</translation>
    </message>
    <message>
        <source>The namespace offers only the LBA format in use.</source>
        <translation>Пространство имён предлагает только используемый формат LBA.</translation>
    </message>
    <message>
        <source>LBA format %1 carries %2 bytes of metadata per sector; only software that handles metadata (end-to-end protection) uses it.</source>
        <extracomment>%1 LBA format number, %2 metadata bytes per sector</extracomment>
        <translation>Формат LBA %1 несёт %2 байт метаданных на сектор; их использует только ПО, работающее с метаданными (сквозная защита).</translation>
    </message>
    <message>
        <source>LBA format note %1 (%2)</source>
        <extracomment>a finding this version does not know; %1 its code, %2 its arguments</extracomment>
        <translation>Примечание о формате LBA %1 (%2)</translation>
    </message>
    <message>
        <source>best</source>
        <comment>LBA format performance</comment>
        <extracomment>how fast the drive says an LBA format is: the fastest of four grades</extracomment>
        <translation>наилучшая</translation>
    </message>
    <message>
        <source>better</source>
        <comment>LBA format performance</comment>
        <extracomment>how fast the drive says an LBA format is: the second of four grades</extracomment>
        <translation>лучше</translation>
    </message>
    <message>
        <source>good</source>
        <comment>LBA format performance</comment>
        <extracomment>how fast the drive says an LBA format is: the third of four grades</extracomment>
        <translation>хорошая</translation>
    </message>
    <message>
        <source>degraded</source>
        <comment>LBA format performance</comment>
        <extracomment>how fast the drive says an LBA format is: the slowest of four grades</extracomment>
        <translation>сниженная</translation>
    </message>
    <message>
        <source>not available</source>
        <extracomment>an LBA format the drive lists but does not offer now</extracomment>
        <translation>недоступен</translation>
    </message>
    <message>
        <source>%1 bytes, %2</source>
        <extracomment>%1 bytes per sector, %2 how fast the drive says it is</extracomment>
        <translation>%1 байт, %2</translation>
    </message>
    <message>
        <source>%1 bytes + %2 bytes metadata, %3</source>
        <extracomment>%1 bytes per sector, %2 metadata bytes per sector, %3 how fast the drive says it is</extracomment>
        <translation>%1 байт + %2 байт метаданных, %3</translation>
    </message>
    <message>
        <source>%1 % left</source>
        <extracomment>%1 percent of the drive&apos;s rated life that is left</extracomment>
        <translation>осталось %1%</translation>
    </message>
    <message>
        <source>%1 % used</source>
        <extracomment>%1 percent of the drive&apos;s rated life that is used</extracomment>
        <translation>израсходовано %1%</translation>
    </message>
    <message>
        <source>Attribute %1 (%2) is at %3, at or below its threshold of %4: the part it watches is worn out or failing, though the drive does not count it as a failure prediction.</source>
        <extracomment>%1 attribute number, %2 its name, %3 its value now, %4 the threshold</extracomment>
        <translation>Атрибут %1 (%2) равен %3, то есть не выше своего порога %4: узел, за которым он следит, изношен или отказывает, хотя накопитель не считает это предсказанием отказа.</translation>
    </message>
    <message>
        <source>Error log: the latest error happened at power-on hour %1.</source>
        <extracomment>%1 a power-on hour</extracomment>
        <translation>Журнал ошибок: последняя ошибка произошла на %1 ч работы.</translation>
    </message>
    <message>
        <source>Self-test log: the latest self-test ran at power-on hour %1.</source>
        <extracomment>%1 a power-on hour</extracomment>
        <translation>Журнал самотестов: последний самотест выполнен на %1 ч работы.</translation>
    </message>
    <message>
        <source>The error log has an error at power-on hour %1, but the power-on counter says %2 hours: the counter went back (reset, or run over), so it does not say how long the drive was used.</source>
        <extracomment>%1 the power-on hour the log stamped, %2 the power-on hours the counter says</extracomment>
        <translation>В журнале ошибок есть ошибка на %1 ч работы, но счётчик часов работы показывает %2 ч: счётчик пошёл назад (сброшен или переполнился), поэтому по нему нельзя сказать, сколько использовался накопитель.</translation>
    </message>
    <message>
        <source>The self-test log has a test at power-on hour %1, but the power-on counter says %2 hours: the counter went back (reset, or run over), so it does not say how long the drive was used.</source>
        <extracomment>%1 the power-on hour the log stamped, %2 the power-on hours the counter says</extracomment>
        <translation>В журнале самотестов есть тест на %1 ч работы, но счётчик часов работы показывает %2 ч: счётчик пошёл назад (сброшен или переполнился), поэтому по нему нельзя сказать, сколько использовался накопитель.</translation>
    </message>
    <message>
        <source>The FARM log counts %1 power-on hours, but the SMART counter says %2: the SMART counter was reset, and the drive has been used for at least %1 hours.</source>
        <extracomment>%1 power-on hours in the FARM log, %2 power-on hours of the SMART counter</extracomment>
        <translation>Журнал FARM насчитывает %1 ч работы, но счётчик SMART показывает %2: счётчик SMART был сброшен, и накопитель использовался не менее %1 ч.</translation>
    </message>
    <message>
        <source>The FARM log&apos;s spindle hours (%1) exceed its power-on hours (%2): its power-on hours were reset too.</source>
        <extracomment>%1 spindle hours, %2 power-on hours, both from the FARM log</extracomment>
        <translation>Часы вращения шпинделя в журнале FARM (%1) превышают его часы работы (%2): его часы работы тоже были сброшены.</translation>
    </message>
    <message>
        <source>The FARM log&apos;s head-flight hours (%1) exceed its power-on hours (%2): its power-on hours were reset too.</source>
        <extracomment>%1 head-flight hours, %2 power-on hours, both from the FARM log</extracomment>
        <translation>Часы полёта головок в журнале FARM (%1) превышают его часы работы (%2): его часы работы тоже были сброшены.</translation>
    </message>
    <message>
        <source>FARM log: %1 power-on hours, %2 spindle hours, %3 head-flight hours; assembled in week %4 of %5.</source>
        <extracomment>%1 power-on, %2 spindle, %3 head-flight hours; the drive was assembled in week %4 of the year %5 (e.g. &quot;17&quot;, &quot;2025&quot;)</extracomment>
        <translation>Журнал FARM: %1 ч работы, %2 ч вращения шпинделя, %3 ч полёта головок; накопитель собран на %4-й неделе %5 года.</translation>
    </message>
    <message>
        <source>FARM log: %1 power-on hours, %2 spindle hours, %3 head-flight hours.</source>
        <extracomment>%1 power-on, %2 spindle, %3 head-flight hours</extracomment>
        <translation>Журнал FARM: %1 ч работы, %2 ч вращения шпинделя, %3 ч полёта головок.</translation>
    </message>
</context>
<context>
    <name>DriveProof::Helper</name>
    <message>
        <source>Not authorised to use %1: the authentication was cancelled or refused.</source>
        <extracomment>%1 device path</extracomment>
        <translation>Нет разрешения на использование %1: аутентификация отменена или отклонена.</translation>
    </message>
    <message>
        <source>Could not ask polkit whether %1 may be used (%2). Make sure polkit is installed and running, then try again.</source>
        <extracomment>%1 device path, %2 D-Bus error text</extracomment>
        <translation>Не удалось спросить у polkit, можно ли использовать %1 (%2). Убедитесь, что polkit установлен и запущен, затем повторите попытку.</translation>
    </message>
    <message>
        <source>Not authorised to use %1: authentication is needed, but no authentication agent could ask for it. Start DriveProof from a desktop session, or run pkttyagent in this terminal.</source>
        <extracomment>%1 device path</extracomment>
        <translation>Нет разрешения на использование %1: требуется аутентификация, но ни один агент аутентификации не смог её запросить. Запустите DriveProof из сеанса рабочего стола или выполните pkttyagent в этом терминале.</translation>
    </message>
    <message>
        <source>Not authorised to use %1. Ask an administrator to allow it.</source>
        <extracomment>%1 device path</extracomment>
        <translation>Нет разрешения на использование %1. Попросите администратора разрешить это.</translation>
    </message>
    <message>
        <source>%1 is a symbolic link. Give the device node itself, as lsblk lists it.</source>
        <extracomment>%1 device path</extracomment>
        <translation>%1 — символическая ссылка. Укажите сам файл устройства, как его показывает lsblk.</translation>
    </message>
    <message>
        <source>%1 is in use: it is mounted, or another program holds it exclusively. Unmount it or close that program, then try again.</source>
        <extracomment>%1 device path</extracomment>
        <translation>Устройство %1 используется: оно смонтировано или монопольно занято другой программой. Отмонтируйте его или закройте эту программу, затем повторите попытку.</translation>
    </message>
    <message>
        <source>%1 could not be opened (%2): the device is gone or has no medium.</source>
        <extracomment>%1 device path, %2 system error text</extracomment>
        <translation>Не удалось открыть %1 (%2): устройство пропало или в нём нет носителя.</translation>
    </message>
    <message>
        <source>%1 could not be opened: %2.</source>
        <extracomment>%1 device path, %2 system error text</extracomment>
        <translation>Не удалось открыть %1: %2.</translation>
    </message>
    <message>
        <source>“%1” is not a device path the helper accepts. Give the kernel&apos;s name of a block device, such as /dev/sdb or /dev/nvme0n1, not a symbolic link such as /dev/disk/by-id/….</source>
        <extracomment>%1 the path the caller gave (shortened)</extracomment>
        <translation>«%1» — не тот путь к устройству, который принимает вспомогательная служба. Укажите имя блочного устройства в ядре, например /dev/sdb или /dev/nvme0n1, а не символическую ссылку вроде /dev/disk/by-id/….</translation>
    </message>
    <message>
        <source>%1 is not a block device known to the kernel (there is no “%2” in /sys/class/block). Check the name with lsblk.</source>
        <extracomment>%1 device path, %2 kernel name</extracomment>
        <translation>%1 — не блочное устройство, известное ядру (в /sys/class/block нет «%2»). Проверьте имя с помощью lsblk.</translation>
    </message>
    <message>
        <source>%1 is not a block device node.</source>
        <extracomment>%1 device path</extracomment>
        <translation>%1 — не файл блочного устройства.</translation>
    </message>
    <message>
        <source>%1 is device %2, but the kernel says %4 is %3: the node does not belong to that device. Refusing to open it.</source>
        <extracomment>%1 device path, %2 and %3 device numbers like 8:16, %4 kernel name</extracomment>
        <translation>%1 — это устройство %2, но, по данным ядра, %4 — это %3: файл устройства не принадлежит этому устройству. Открытие отклонено.</translation>
    </message>
    <message>
        <source>%1 is a partition, but this works on the whole drive. Use %2.</source>
        <extracomment>%1 partition path, %2 disk path</extracomment>
        <translation>%1 — это раздел, а эта операция работает со всем накопителем. Используйте %2.</translation>
    </message>
    <message>
        <source>%1 disappeared while it was being checked.</source>
        <extracomment>%1 device path</extracomment>
        <translation>Устройство %1 пропало во время проверки.</translation>
    </message>
    <message>
        <source>%1 changed while it was being opened: it is no longer the device the kernel lists under that name. Refusing it.</source>
        <extracomment>%1 device path</extracomment>
        <translation>Устройство %1 изменилось во время открытия: это уже не то устройство, которое ядро показывает под этим именем. Отклонено.</translation>
    </message>
    <message>
        <source>Unknown option “%1”, or a value of the wrong type, for %2. Known options: %3.</source>
        <extracomment>%1 option name, %2 device path, %3 list of known option names</extracomment>
        <translation>Неизвестный параметр «%1» или значение неверного типа для %2. Известные параметры: %3.</translation>
    </message>
    <message>
        <source>none</source>
        <translation>нет</translation>
    </message>
    <message>
        <source>Unknown mode “%1” for %2. Use “r”, “w” or “rw”.</source>
        <extracomment>%1 the mode the caller gave, %2 device path</extracomment>
        <translation>Неизвестный режим «%1» для %2. Используйте «r», «w» или «rw».</translation>
    </message>
    <message>
        <source>Unknown flag “%1” for %2. Known flags: direct, sync, dsync, exclusive.</source>
        <extracomment>%1 the flag the caller gave, %2 device path</extracomment>
        <translation>Неизвестный флаг «%1» для %2. Известные флаги: direct, sync, dsync, exclusive.</translation>
    </message>
    <message>
        <source>The command to %1 failed.</source>
        <extracomment>%1 device path</extracomment>
        <translation>Команда для %1 завершилась ошибкой.</translation>
    </message>
    <message>
        <source>%1 disappeared while it was being read.</source>
        <extracomment>%1 device path</extracomment>
        <translation>Устройство %1 пропало во время чтения.</translation>
    </message>
    <message>
        <source>DriveProof&apos;s privileged helper, a D-Bus system service (%1). D-Bus starts it when DriveProof needs it; it is not meant to be run by hand.</source>
        <extracomment>%1 D-Bus service name</extracomment>
        <translation>Привилегированная вспомогательная служба DriveProof, системная служба D-Bus (%1). D-Bus запускает её, когда она нужна DriveProof; запускать её вручную не предполагается.</translation>
    </message>
    <message>
        <source>For tests: serve on the bus at ADDRESS instead of the system bus, and ask the polkit found there.</source>
        <translation>Для тестов: работать на шине по адресу ADDRESS вместо системной шины и обращаться к найденному там polkit.</translation>
    </message>
    <message>
        <source>Exit after SECONDS without calls (default %1).</source>
        <extracomment>%1 number of seconds</extracomment>
        <translation>Завершить работу после SECONDS секунд без вызовов (по умолчанию %1).</translation>
    </message>
    <message>
        <source>%1 is in use and cannot be opened for writing: %2 Unmount, swapoff or stop that first.</source>
        <extracomment>%1 device path, %2 a sentence saying what uses it, e.g. &quot;/dev/sdb1 is mounted on /home.&quot;</extracomment>
        <translation>%1 используется, и его нельзя открыть для записи: %2 Сначала отмонтируйте его, выполните swapoff или остановите то, что его использует.</translation>
    </message>
    <message>
        <source>Unknown self-test action “%1” for %2. Use “short”, “extended”, “conveyance”, “abort” or “status”.</source>
        <extracomment>%1 the action the caller gave, %2 device path</extracomment>
        <translation>Неизвестное действие самотеста «%1» для %2. Используйте «short», «extended», «conveyance», «abort» или «status».</translation>
    </message>
    <message>
        <source>A DriveProof test is running on %1: a self-test now would disturb it. Start the self-test when the test is done.</source>
        <extracomment>%1 device path</extracomment>
        <translation>На %1 идёт тест DriveProof: самотест сейчас помешал бы ему. Запустите самотест, когда тест закончится.</translation>
    </message>
    <message>
        <source>Unknown purpose “%1” for %2. Known purposes: capacity-check.</source>
        <extracomment>%1 the purpose the caller gave, %2 device path</extracomment>
        <translation>Неизвестное назначение «%1» для %2. Известные назначения: capacity-check.</translation>
    </message>
    <message>
        <source>A capacity check writes to %1: open it with mode “rw”.</source>
        <extracomment>%1 device path</extracomment>
        <translation>Проверка ёмкости записывает на %1: откройте его в режиме «rw».</translation>
    </message>
</context>
<context>
    <name>DriveProof::PowerLoss</name>
    <message>
        <source>Cannot write the witness journal %1: %2</source>
        <extracomment>%1 is a file path, %2 the system&apos;s error message.</extracomment>
        <translation>Не удалось записать журнал свидетеля %1: %2</translation>
    </message>
    <message>
        <source>Damaged record at byte %1 with good records after it.</source>
        <translation>Повреждённая запись журнала по смещению %1 байт, за которой следуют исправные записи.</translation>
    </message>
    <message>
        <source>Record at byte %1 contradicts the run before it.</source>
        <extracomment>%1 is a byte offset in the witness journal file.</extracomment>
        <translation>Запись журнала по смещению %1 байт противоречит предшествующим данным запуска.</translation>
    </message>
    <message>
        <source>Cannot truncate the torn end of the journal.</source>
        <translation>Не удалось обрезать оборванный конец журнала.</translation>
    </message>
    <message>
        <source>The simulated drive is already running.</source>
        <translation>Имитация накопителя уже запущена.</translation>
    </message>
    <message>
        <source>The simulated drive program %1 was not found. Install DriveProof completely (it lives in libexec) or set DRIVEPROOF_LYINGDISK to its path.</source>
        <extracomment>%1 is a program name</extracomment>
        <translation>Программа имитации накопителя %1 не найдена. Установите DriveProof полностью (программа находится в libexec) или укажите путь к ней в DRIVEPROOF_LYINGDISK.</translation>
    </message>
    <message>
        <source>Cannot create the folder for the simulated drive.</source>
        <translation>Не удалось создать папку для имитации накопителя.</translation>
    </message>
    <message>
        <source>Something is already mounted on this folder. Unmount it first (fusermount3 -u).</source>
        <translation>В этой папке уже что-то смонтировано. Сначала отмонтируйте это (fusermount3 -u).</translation>
    </message>
    <message>
        <source>Cannot start the simulated drive: %1</source>
        <translation>Не удалось запустить имитацию накопителя: %1</translation>
    </message>
    <message>
        <source>The simulated drive stopped before it was ready (exit status %1): %2</source>
        <extracomment>%1 is the program&apos;s exit status, %2 what it printed</extracomment>
        <translation>Имитация накопителя остановилась, не успев подготовиться (код завершения %1): %2</translation>
    </message>
    <message>
        <source>The simulated drive did not appear within %1 s: %2</source>
        <extracomment>%1 is a number of seconds, %2 what the program printed</extracomment>
        <translation>Имитация накопителя не появилась за %1 с: %2</translation>
    </message>
    <message>
        <source>The simulated drive is not running.</source>
        <translation>Имитация накопителя не запущена.</translation>
    </message>
    <message>
        <source>Cannot signal the simulated drive.</source>
        <translation>Не удалось отправить сигнал имитации накопителя.</translation>
    </message>
    <message>
        <source>The simulated drive did not confirm the power cut.</source>
        <translation>Имитация накопителя не подтвердила отключение питания.</translation>
    </message>
    <message>
        <source>Cannot unmount the simulated drive. Run: fusermount3 -u -z %1</source>
        <translation>Не удалось отмонтировать имитацию накопителя. Выполните: fusermount3 -u -z %1</translation>
    </message>
    <message>
        <source>The simulated drive did not stop in time; it was killed and its cache lost.</source>
        <translation>Имитация накопителя не остановилась вовремя; она была принудительно завершена, и её кэш потерян.</translation>
    </message>
    <message>
        <source>The simulated drive failed while stopping: %1</source>
        <extracomment>%1 is what the program printed</extracomment>
        <translation>Сбой имитации накопителя при остановке: %1</translation>
    </message>
    <message>
        <source>No error.</source>
        <translation>Ошибки нет.</translation>
    </message>
    <message>
        <source>Not a DriveProof power-loss frame (bad magic).</source>
        <extracomment>The power-loss witness received bytes that are not a DriveProof frame.</extracomment>
        <translation>Это не кадр теста на потерю питания DriveProof (неверная сигнатура).</translation>
    </message>
    <message>
        <source>Unsupported power-loss protocol version: update DriveProof on both machines.</source>
        <translation>Неподдерживаемая версия протокола теста на потерю питания: обновите DriveProof на обеих машинах.</translation>
    </message>
    <message>
        <source>Unknown power-loss message type.</source>
        <translation>Неизвестный тип сообщения теста на потерю питания.</translation>
    </message>
    <message>
        <source>Power-loss frame too long for its type.</source>
        <translation>Кадр теста на потерю питания слишком длинный для своего типа.</translation>
    </message>
    <message>
        <source>Power-loss frame damaged in transit (CRC mismatch).</source>
        <translation>Кадр теста на потерю питания повреждён при передаче (несовпадение CRC).</translation>
    </message>
    <message>
        <source>Wrong pairing code: type the code the witness shows.</source>
        <extracomment>The pairing code is the code the witness shows and the user types on the writer.</extracomment>
        <translation>Неверный код сопряжения: введите код, который показывает свидетель.</translation>
    </message>
    <message>
        <source>Power-loss frame replayed or out of order.</source>
        <translation>Кадр теста на потерю питания повторён или пришёл не по порядку.</translation>
    </message>
    <message>
        <source>Power-loss message malformed or with a value out of range.</source>
        <translation>Сообщение теста на потерю питания искажено или содержит значение вне допустимого диапазона.</translation>
    </message>
    <message>
        <source>Power-loss message not expected at this point.</source>
        <translation>Сообщение теста на потерю питания не ожидалось на этом этапе.</translation>
    </message>
    <message>
        <source>Commit sequence numbers must increase.</source>
        <translation>Порядковые номера фиксаций должны возрастать.</translation>
    </message>
    <message>
        <source>This run is already known to the witness with other parameters.</source>
        <translation>Свидетелю уже известен этот запуск с другими параметрами.</translation>
    </message>
    <message>
        <source>The witness knows no run with this id.</source>
        <translation>Свидетелю неизвестен запуск с таким ID.</translation>
    </message>
    <message>
        <source>This run has already ended.</source>
        <translation>Этот запуск уже завершён.</translation>
    </message>
    <message>
        <source>The witness cannot keep this run&apos;s journal (disk error or damaged journal).</source>
        <translation>Свидетель не может вести журнал этого запуска (ошибка диска или повреждённый журнал).</translation>
    </message>
    <message>
        <source>The witness has too many connections.</source>
        <translation>У свидетеля слишком много подключений.</translation>
    </message>
    <message>
        <source>The connection was silent for too long.</source>
        <translation>Соединение слишком долго молчало.</translation>
    </message>
    <message>
        <source>The same run connected again from elsewhere; this connection was closed.</source>
        <translation>Тот же запуск снова подключился из другого места; это соединение закрыто.</translation>
    </message>
    <message>
        <source>Unknown reason.</source>
        <translation>Неизвестная причина.</translation>
    </message>
    <message>
        <source>The test area was filled and flushed before the run.</source>
        <translation>Перед запуском тестовая область была заполнена, а кэш сброшен.</translation>
    </message>
    <message>
        <source>The witness never heard that the test area was prepared: start a new run.</source>
        <translation>Свидетель так и не получил сообщения о том, что тестовая область подготовлена: начните новый запуск.</translation>
    </message>
    <message>
        <source>Simulated power cut (practice mode): no reboot was expected.</source>
        <translation>Имитация отключения питания (тренировочный режим): перезагрузка не ожидалась.</translation>
    </message>
    <message>
        <source>The machine restarted after the test.</source>
        <translation>После теста машина перезагрузилась.</translation>
    </message>
    <message>
        <source>The boot id could not be compared, so a restart cannot be confirmed.</source>
        <translation>Не удалось сравнить идентификатор загрузки (boot id), поэтому перезагрузку подтвердить нельзя.</translation>
    </message>
    <message>
        <source>The machine has not restarted since the test: cut the power, then verify after the reboot.</source>
        <translation>После теста машина не перезагружалась: отключите питание, а после перезагрузки выполните проверку.</translation>
    </message>
    <message>
        <source>The drive has no unsafe-shutdown counter; this check was skipped.</source>
        <translation>У накопителя нет счётчика небезопасных отключений; эта проверка пропущена.</translation>
    </message>
    <message>
        <source>The drive counted an unsafe shutdown (%1 → %2).</source>
        <extracomment>%1 and %2 counts of unsafe shutdowns reported by the drive</extracomment>
        <translation>Накопитель учёл небезопасное отключение (%1 → %2).</translation>
    </message>
    <message>
        <source>The drive saw a clean shutdown (its unsafe-shutdown counter stayed at %1): pull the plug, don&apos;t press the power button.</source>
        <translation>Накопитель увидел штатное выключение (его счётчик небезопасных отключений остался равен %1): выдерните вилку из розетки, а не нажимайте кнопку питания.</translation>
    </message>
    <message>
        <source>No commit reached the witness: let the test run before cutting the power.</source>
        <translation>Ни одна фиксация не дошла до свидетеля: дайте тесту поработать, прежде чем отключать питание.</translation>
    </message>
    <message>
        <source>Commits were reaching the witness until the cut.</source>
        <translation>Фиксации доходили до свидетеля вплоть до отключения.</translation>
    </message>
    <message>
        <source>The last commit reached the witness %1 s before the writer went silent: the test was not writing when the power went.</source>
        <translation>Последняя фиксация дошла до свидетеля за %1 с до того, как записывающая сторона замолчала: в момент отключения питания тест не выполнял запись.</translation>
    </message>
    <message>
        <source>Writes were in flight when the writer went silent.</source>
        <translation>Когда записывающая сторона замолчала, выполнялись записи.</translation>
    </message>
    <message>
        <source>No write was in flight at the cut: every issued write had been acknowledged, so the cut tested nothing pending.</source>
        <translation>В момент отключения не выполнялось ни одной записи: все отправленные записи уже были подтверждены, поэтому отключение не проверило ничего незавершённого.</translation>
    </message>
    <message>
        <source>The link to the witness was alive until the cut.</source>
        <translation>Связь со свидетелем работала вплоть до отключения.</translation>
    </message>
    <message>
        <source>The witness did not hear the writer until the cut.</source>
        <translation>Свидетель перестал получать сообщения от записывающей стороны ещё до отключения.</translation>
    </message>
    <message>
        <source>The writer stopped on an error before the cut: %1</source>
        <translation>Записывающая сторона остановилась из-за ошибки до отключения: %1</translation>
    </message>
    <message>
        <source>The writer reported no error.</source>
        <translation>Записывающая сторона не сообщила об ошибках.</translation>
    </message>
    <message>
        <source>The writer stopped on purpose before the cut: cut the power while the test is writing.</source>
        <translation>Записывающая сторона намеренно остановилась до отключения: отключайте питание, пока тест выполняет запись.</translation>
    </message>
    <message>
        <source>The writer did not stop on its own.</source>
        <translation>Записывающая сторона не останавливалась сама.</translation>
    </message>
    <message numerus="yes">
        <source>%Ln block(s) hold exactly what they should.</source>
        <translation>
            <numerusform>%Ln блок содержит ровно то, что должен.</numerusform>
            <numerusform>%Ln блока содержат ровно то, что должны.</numerusform>
            <numerusform>%Ln блоков содержат ровно то, что должны.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln block(s) hold data that was written to another place.</source>
        <translation>
            <numerusform>%Ln блок содержит данные, записанные в другое место.</numerusform>
            <numerusform>%Ln блока содержат данные, записанные в другое место.</numerusform>
            <numerusform>%Ln блоков содержат данные, записанные в другое место.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln block(s) hold data from before this test: the drive forgot the preparation.</source>
        <translation>
            <numerusform>%Ln блок содержит данные, записанные до этого теста: накопитель забыл подготовку.</numerusform>
            <numerusform>%Ln блока содержат данные, записанные до этого теста: накопитель забыл подготовку.</numerusform>
            <numerusform>%Ln блоков содержат данные, записанные до этого теста: накопитель забыл подготовку.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln block(s) are half old, half new: a write tore inside a block.</source>
        <translation>
            <numerusform>%Ln блок наполовину старый, наполовину новый: запись оборвалась внутри блока.</numerusform>
            <numerusform>%Ln блока наполовину старые, наполовину новые: запись оборвалась внутри блока.</numerusform>
            <numerusform>%Ln блоков наполовину старые, наполовину новые: запись оборвалась внутри блока.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln block(s) have flipped bits.</source>
        <translation>
            <numerusform>В %Ln блоке есть инвертированные биты.</numerusform>
            <numerusform>В %Ln блоках есть инвертированные биты.</numerusform>
            <numerusform>В %Ln блоках есть инвертированные биты.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln block(s) read back as zeros.</source>
        <translation>
            <numerusform>%Ln блок читается как нули.</numerusform>
            <numerusform>%Ln блока читаются как нули.</numerusform>
            <numerusform>%Ln блоков читаются как нули.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln block(s) read back erased (all ones).</source>
        <translation>
            <numerusform>%Ln блок читается как стёртый (все единицы).</numerusform>
            <numerusform>%Ln блока читаются как стёртые (все единицы).</numerusform>
            <numerusform>%Ln блоков читаются как стёртые (все единицы).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln block(s) hold data nobody wrote.</source>
        <translation>
            <numerusform>%Ln блок содержит данные, которые никто не записывал.</numerusform>
            <numerusform>%Ln блока содержат данные, которые никто не записывал.</numerusform>
            <numerusform>%Ln блоков содержат данные, которые никто не записывал.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln block(s) cannot be read.</source>
        <translation>
            <numerusform>%Ln блок не читается.</numerusform>
            <numerusform>%Ln блока не читаются.</numerusform>
            <numerusform>%Ln блоков не читаются.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln acknowledged write(s) were lost.</source>
        <translation>
            <numerusform>%Ln подтверждённая запись потеряна.</numerusform>
            <numerusform>%Ln подтверждённые записи потеряны.</numerusform>
            <numerusform>%Ln подтверждённых записей потеряно.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln acknowledged write(s) survived only in part.</source>
        <translation>
            <numerusform>%Ln подтверждённая запись сохранилась лишь частично.</numerusform>
            <numerusform>%Ln подтверждённые записи сохранились лишь частично.</numerusform>
            <numerusform>%Ln подтверждённых записей сохранилось лишь частично.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln acknowledged write(s) were lost while later ones survived: the drive reorders writes across flushes.</source>
        <translation>
            <numerusform>%Ln подтверждённая запись потеряна, хотя более поздние сохранились: накопитель меняет порядок записей через сбросы кэша.</numerusform>
            <numerusform>%Ln подтверждённые записи потеряны, хотя более поздние сохранились: накопитель меняет порядок записей через сбросы кэша.</numerusform>
            <numerusform>%Ln подтверждённых записей потеряно, хотя более поздние сохранились: накопитель меняет порядок записей через сбросы кэша.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln acknowledged write(s) just before the cut were lost: the drive acknowledges flushes before the data is safe.</source>
        <translation>
            <numerusform>%Ln подтверждённая запись прямо перед отключением потеряна: накопитель подтверждает сброс кэша раньше, чем данные оказываются в сохранности.</numerusform>
            <numerusform>%Ln подтверждённые записи прямо перед отключением потеряны: накопитель подтверждает сброс кэша раньше, чем данные оказываются в сохранности.</numerusform>
            <numerusform>%Ln подтверждённых записей прямо перед отключением потеряно: накопитель подтверждает сброс кэша раньше, чем данные оказываются в сохранности.</numerusform>
        </translation>
    </message>
    <message>
        <source>The drive cannot be read at all after the power cut.</source>
        <translation>После отключения питания накопитель вообще не читается.</translation>
    </message>
    <message>
        <source>The drive&apos;s identity or capacity changed after the power cut.</source>
        <translation>После отключения питания изменились идентификационные данные или ёмкость накопителя.</translation>
    </message>
    <message numerus="yes">
        <source>%Ln block(s) written only before the test were damaged: data at rest is not safe on this drive.</source>
        <translation>
            <numerusform>%Ln блок, записанный только до теста, повреждён: даже хранящиеся данные на этом накопителе не в безопасности.</numerusform>
            <numerusform>%Ln блока, записанных только до теста, повреждены: даже хранящиеся данные на этом накопителе не в безопасности.</numerusform>
            <numerusform>%Ln блоков, записанных только до теста, повреждено: даже хранящиеся данные на этом накопителе не в безопасности.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln contradiction(s) between the witness&apos;s record and the test plan: a bug in DriveProof, so this run proves nothing.</source>
        <translation>
            <numerusform>%Ln противоречие между записями свидетеля и планом теста: это ошибка в DriveProof, поэтому этот запуск ничего не доказывает.</numerusform>
            <numerusform>%Ln противоречия между записями свидетеля и планом теста: это ошибка в DriveProof, поэтому этот запуск ничего не доказывает.</numerusform>
            <numerusform>%Ln противоречий между записями свидетеля и планом теста: это ошибка в DriveProof, поэтому этот запуск ничего не доказывает.</numerusform>
        </translation>
    </message>
    <message>
        <source>Not an address: %1. Use HOST:PORT or [IPv6]:PORT.</source>
        <extracomment>%1 is what the user typed as the witness address, e.g. 0.0.0.0:7070.
----------
%1 is the witness address the user typed.</extracomment>
        <translation>Это не адрес: %1. Используйте HOST:PORT или [IPv6]:PORT.</translation>
    </message>
    <message>
        <source>Cannot create the witness journal folder %1.</source>
        <extracomment>%1 is a folder path.</extracomment>
        <translation>Не удалось создать папку журнала свидетеля %1.</translation>
    </message>
    <message>
        <source>The journal in folder %1 belongs to another run.</source>
        <translation>Журнал в папке %1 относится к другому запуску.</translation>
    </message>
    <message>
        <source>Lost the connection to the witness; reconnecting.</source>
        <translation>Потеряно соединение со свидетелем; повторное подключение.</translation>
    </message>
    <message>
        <source>Lost the connection to the witness.</source>
        <translation>Потеряно соединение со свидетелем.</translation>
    </message>
    <message>
        <source>The witness did not answer in time.</source>
        <translation>Свидетель не ответил вовремя.</translation>
    </message>
    <message>
        <source>The witness refused: %1</source>
        <extracomment>%1 is the reason the witness gave.</extracomment>
        <translation>Свидетель отказал: %1</translation>
    </message>
    <message>
        <source>The ledger from the witness is damaged (size or digest mismatch).</source>
        <translation>Реестр, полученный от свидетеля, повреждён (несовпадение размера или контрольной суммы).</translation>
    </message>
    <message>
        <source>The report is too large to keep on the witness.</source>
        <translation>Отчёт слишком велик, чтобы хранить его на свидетеле.</translation>
    </message>
    <message>
        <source>Unexpected answer from the witness.</source>
        <translation>Неожиданный ответ от свидетеля.</translation>
    </message>
    <message>
        <source>Cannot resolve %1: %2</source>
        <extracomment>%1 is a host name or address, %2 the resolver&apos;s error message.</extracomment>
        <translation>Не удалось разрешить имя %1: %2</translation>
    </message>
    <message>
        <source>Cannot listen on %1: %2</source>
        <extracomment>%1 is an address:port, %2 the system&apos;s error message.</extracomment>
        <translation>Не удалось начать прослушивание на %1: %2</translation>
    </message>
    <message>
        <source>Cannot reach the witness at %1: %2</source>
        <extracomment>%1 is the witness&apos;s address:port, %2 the system&apos;s error message.</extracomment>
        <translation>Не удалось связаться со свидетелем по адресу %1: %2</translation>
    </message>
    <message>
        <source>This file system does not support direct I/O: the writer goes through the page cache, which the commits flush.</source>
        <translation>Эта файловая система не поддерживает прямой ввод-вывод: записывающая сторона работает через страничный кэш, который сбрасывается при фиксациях.</translation>
    </message>
    <message>
        <source>Cannot open %1 for writing: %2.</source>
        <extracomment>%1 file or device, %2 the system&apos;s error text</extracomment>
        <translation>Не удалось открыть %1 для записи: %2.</translation>
    </message>
    <message>
        <source>The power-loss test parameters are invalid.</source>
        <translation>Недопустимые параметры теста на потерю питания.</translation>
    </message>
    <message>
        <source>Preparing the test area failed: %1.</source>
        <extracomment>%1 the system&apos;s error text</extracomment>
        <translation>Не удалось подготовить тестовую область: %1.</translation>
    </message>
    <message>
        <source>Flushing the prepared test area failed: %1.</source>
        <translation>Не удалось сбросить кэш подготовленной тестовой области: %1.</translation>
    </message>
    <message>
        <source>Write %1 failed: %2. The run is invalid; the writer stopped and does not retry.</source>
        <extracomment>%1 the write&apos;s sequence number, %2 the system&apos;s error text</extracomment>
        <translation>Запись %1 завершилась ошибкой: %2. Запуск недействителен; записывающая сторона остановилась и не будет повторять попытки.</translation>
    </message>
    <message>
        <source>Committing up to write %1 failed: %2. The run is invalid; the writer stopped and does not retry.</source>
        <extracomment>%1 the last write&apos;s sequence number, %2 the system&apos;s error text</extracomment>
        <translation>Фиксация до записи %1 включительно завершилась ошибкой: %2. Запуск недействителен; записывающая сторона остановилась и не будет повторять попытки.</translation>
    </message>
    <message>
        <source>Cannot save the pending test in %1: %2.</source>
        <extracomment>%1 file name, %2 the system&apos;s error text</extracomment>
        <translation>Не удалось сохранить ожидающий тест в %1: %2.</translation>
    </message>
    <message>
        <source>Cannot write the autostart entry %1: %2.</source>
        <extracomment>%1 file name, %2 the system&apos;s error text</extracomment>
        <translation>Не удалось записать элемент автозапуска %1: %2.</translation>
    </message>
    <message>
        <source>Practice mode needs FUSE, and /dev/fuse cannot be used here.</source>
        <translation>Для тренировочного режима нужен FUSE, а /dev/fuse здесь недоступен.</translation>
    </message>
    <message>
        <source>Practice mode needs fusermount3 (the fuse3 package).</source>
        <translation>Для тренировочного режима нужен fusermount3 (пакет fuse3).</translation>
    </message>
    <message>
        <source>Practice mode needs driveproof-lyingdisk, which is not installed.</source>
        <translation>Для тренировочного режима нужен driveproof-lyingdisk, но он не установлен.</translation>
    </message>
    <message>
        <source>Cannot create a temporary folder for practice.</source>
        <translation>Не удалось создать временную папку для тренировки.</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a pairing code.</source>
        <extracomment>%1 what was given</extracomment>
        <translation>&apos;%1&apos; не является кодом сопряжения.</translation>
    </message>
    <message>
        <source>DriveProof simulated drive (%1)</source>
        <extracomment>the simulated drive of practice mode; %1 honest or lying</extracomment>
        <translation>Имитация накопителя DriveProof (%1)</translation>
    </message>
    <message>
        <source>lying</source>
        <translation>лживый</translation>
    </message>
    <message>
        <source>honest</source>
        <translation>честный</translation>
    </message>
    <message>
        <source>Practice cancelled.</source>
        <translation>Тренировка отменена.</translation>
    </message>
    <message>
        <source>idle</source>
        <translation>простой</translation>
    </message>
    <message>
        <source>starting the simulated drive and witness</source>
        <extracomment>practice mode: the simulated drive and the local witness start</extracomment>
        <translation>запуск имитации накопителя и свидетеля</translation>
    </message>
    <message>
        <source>preparing</source>
        <extracomment>the test area is being filled with known data</extracomment>
        <translation>подготовка</translation>
    </message>
    <message>
        <source>writing</source>
        <translation>запись</translation>
    </message>
    <message>
        <source>cutting the power</source>
        <extracomment>practice mode: the simulated power cut</extracomment>
        <translation>отключение питания</translation>
    </message>
    <message>
        <source>verifying</source>
        <translation>проверка</translation>
    </message>
    <message>
        <source>done</source>
        <translation>готово</translation>
    </message>
    <message>
        <source>failed</source>
        <translation>ошибка</translation>
    </message>
    <message>
        <source>This is a virtual machine: pulling its virtual plug tests the host&apos;s storage stack, not a drive. Run the test on real hardware.</source>
        <translation>Это виртуальная машина: выдёргивание её виртуальной вилки проверяет систему хранения хоста, а не накопитель. Запустите тест на реальном оборудовании.</translation>
    </message>
    <message>
        <source>The machine runs on its battery: pulling the plug would not cut the power. Remove the battery, or use a machine without one.</source>
        <translation>Машина работает от аккумулятора: если выдернуть вилку, питание не пропадёт. Извлеките аккумулятор или используйте машину без него.</translation>
    </message>
    <message>
        <source>The drive sits behind a USB bridge, which may have a cache and flush rules of its own: the verdict is about the bridge and the drive together.</source>
        <translation>Накопитель подключён через USB-мост, у которого могут быть собственный кэш и свои правила сброса кэша: вердикт относится к мосту и накопителю вместе.</translation>
    </message>
    <message>
        <source>The drive&apos;s write cache is on. That is normal: the test shows whether the drive still keeps every write it acknowledged.</source>
        <translation>Кэш записи накопителя включён. Это нормально: тест покажет, сохраняет ли накопитель при этом все подтверждённые записи.</translation>
    </message>
    <message>
        <source>The drive&apos;s unsafe-shutdown counter cannot be read, so the verifier cannot confirm that the power really went away.</source>
        <translation>Не удаётся прочитать счётчик небезопасных отключений накопителя, поэтому проверяющая сторона не может подтвердить, что питание действительно пропадало.</translation>
    </message>
    <message>
        <source>Choose a file or a device for the test area.</source>
        <translation>Выберите файл или устройство для тестовой области.</translation>
    </message>
    <message>
        <source>%1 is neither a regular file nor a block device.</source>
        <extracomment>%1 a path</extracomment>
        <translation>%1 не является ни обычным файлом, ни блочным устройством.</translation>
    </message>
    <message>
        <source>The folder %1 does not exist.</source>
        <extracomment>%1 a folder</extracomment>
        <translation>Папка %1 не существует.</translation>
    </message>
    <message>
        <source>The device %1 was not found.</source>
        <extracomment>%1 a device node</extracomment>
        <translation>Устройство %1 не найдено.</translation>
    </message>
    <message>
        <source>Cannot create %1: %2.</source>
        <extracomment>%1 file, %2 the system&apos;s error text</extracomment>
        <translation>Не удалось создать %1: %2.</translation>
    </message>
    <message>
        <source>Cannot reserve space for %1: %2.</source>
        <extracomment>%1 file, %2 the system&apos;s error text</extracomment>
        <translation>Не удалось зарезервировать место для %1: %2.</translation>
    </message>
    <message>
        <source>Cannot reach the witness at %1: %2. Is driveproof-cli witness running there, and is the port open?</source>
        <extracomment>%1 the witness&apos;s address, %2 the network&apos;s error text</extracomment>
        <translation>Не удалось связаться со свидетелем по адресу %1: %2. Запущен ли там driveproof-cli witness и открыт ли порт?</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a pairing code: type the 12 characters the witness shows.</source>
        <extracomment>%1 what the user typed</extracomment>
        <translation>&apos;%1&apos; не является кодом сопряжения: введите 12 символов, которые показывает свидетель.</translation>
    </message>
    <message>
        <source>The test area on %1 is too small: give it at least 1 MiB.</source>
        <extracomment>%1 the file or device</extracomment>
        <translation>Тестовая область на %1 слишком мала: задайте не меньше 1 MiB.</translation>
    </message>
    <message>
        <source>The witness at %1 did not confirm every commit before the end.</source>
        <extracomment>%1 the witness&apos;s address</extracomment>
        <translation>Свидетель по адресу %1 не подтвердил все фиксации до завершения.</translation>
    </message>
    <message>
        <source>connecting to the witness</source>
        <translation>подключение к свидетелю</translation>
    </message>
    <message>
        <source>paused</source>
        <extracomment>writing paused while the witness cannot be reached</extracomment>
        <translation>приостановлено</translation>
    </message>
    <message>
        <source>stopped</source>
        <translation>остановлено</translation>
    </message>
    <message>
        <source>connecting</source>
        <translation>подключение</translation>
    </message>
    <message>
        <source>connected</source>
        <translation>подключено</translation>
    </message>
    <message>
        <source>unreachable</source>
        <translation>недоступно</translation>
    </message>
    <message>
        <source>refused</source>
        <translation>отклонено</translation>
    </message>
    <message>
        <source>closed</source>
        <extracomment>the link to the witness was closed</extracomment>
        <translation>закрыто</translation>
    </message>
    <message>
        <source>Cannot open %1: %2.</source>
        <extracomment>%1 file, %2 the system&apos;s error text</extracomment>
        <translation>Не удалось открыть %1: %2.</translation>
    </message>
    <message>
        <source>The pending test has no valid pairing code.</source>
        <translation>У ожидающего теста нет действительного кода сопряжения.</translation>
    </message>
    <message>
        <source>Fetching the witness&apos;s record from %1</source>
        <extracomment>%1 the witness&apos;s address</extracomment>
        <translation>Получение данных свидетеля с %1</translation>
    </message>
    <message>
        <source>Verification cancelled.</source>
        <translation>Проверка отменена.</translation>
    </message>
    <message>
        <source>Reading the drive&apos;s state</source>
        <translation>Чтение состояния накопителя</translation>
    </message>
    <message>
        <source>Reading and checking the whole test area on %1</source>
        <extracomment>%1 file or device</extracomment>
        <translation>Чтение и проверка всей тестовой области на %1</translation>
    </message>
    <message>
        <source>Storing the report</source>
        <translation>Сохранение отчёта</translation>
    </message>
    <message>
        <source>Done</source>
        <translation>Готово</translation>
    </message>
    <message>
        <source>Cannot write the witness&apos;s salt %1: %2</source>
        <extracomment>%1 is a file path, %2 the system&apos;s error message.</extracomment>
        <translation>Не удалось записать соль свидетеля %1: %2</translation>
    </message>
    <message>
        <source>The witness is busy with other verifiers; try again shortly.</source>
        <extracomment>The witness limits how many verifiers and ledger downloads it serves at once.</extracomment>
        <translation>Свидетель занят другими проверяющими сторонами; повторите попытку чуть позже.</translation>
    </message>
    <message>
        <source>Cannot derive the pairing key (not enough memory?).</source>
        <extracomment>The witness turns the pairing code into a key with Argon2id, which needs 64 MiB.</extracomment>
        <translation>Не удалось получить ключ сопряжения (не хватает памяти?).</translation>
    </message>
    <message>
        <source>The journal of this run reached its limit of %1 bytes.</source>
        <extracomment>%1 is a size in bytes.</extracomment>
        <translation>Журнал этого запуска достиг предельного размера в %1 байт.</translation>
    </message>
    <message>
        <source>The witness claimed commits this writer never sent; reconnecting.</source>
        <extracomment>A high-water mark above the writer&apos;s own last commit: a forged or replayed answer.</extracomment>
        <translation>Свидетель заявил о фиксациях, которые эта записывающая сторона никогда не отправляла; выполняется переподключение.</translation>
    </message>
    <message>
        <source>no answer to the handshake within %1 s</source>
        <extracomment>%1 a number of seconds</extracomment>
        <translation>нет ответа на установление соединения в течение %1 с</translation>
    </message>
    <message>
        <source>The witness at %1 refused this writer: %2</source>
        <extracomment>%1 the witness&apos;s address, %2 why it refused</extracomment>
        <translation>Свидетель по адресу %1 отклонил эту записывающую сторону: %2</translation>
    </message>
    <message numerus="yes">
        <source>All %Ln acknowledged write(s) were lost.</source>
        <translation>
            <numerusform>Потеряны все подтверждённые записи (%Ln).</numerusform>
            <numerusform>Потеряны все подтверждённые записи (%Ln).</numerusform>
            <numerusform>Потеряны все подтверждённые записи (%Ln).</numerusform>
        </translation>
    </message>
    <message>
        <source>They were the last ones before the cut: the drive acknowledges flushes before the data is safe.</source>
        <translation>Это были последние записи перед отключением: накопитель подтверждает сброс кэша раньше, чем данные оказываются в сохранности.</translation>
    </message>
    <message>
        <source>The witness&apos;s record contradicts this machine&apos;s own record of the test (%1), so it cannot be trusted and this run proves nothing about acknowledged writes.</source>
        <extracomment>%1 what the witness&apos;s record says against this machine&apos;s (in English, for a bug report)</extracomment>
        <translation>Запись свидетеля противоречит собственной записи этого компьютера о тесте (%1), поэтому ей нельзя доверять, и этот запуск ничего не доказывает о подтверждённых записях.</translation>
    </message>
    <message>
        <source>This is not the run&apos;s witness: it answered with another salt than during the run.</source>
        <translation>Это не свидетель этого запуска: он ответил с другой солью, чем во время запуска.</translation>
    </message>
    <message>
        <source>A frame from the witness arrived damaged or altered (%1); reconnecting.</source>
        <extracomment>%1 what was wrong with it, e.g. &quot;HMAC&quot; or &quot;CRC mismatch&quot;</extracomment>
        <translation>Кадр от свидетеля пришёл повреждённым или изменённым (%1); повторное подключение.</translation>
    </message>
    <message>
        <source>The witness could not prove the pairing code (a fake witness or altered traffic); reconnecting.</source>
        <translation>Свидетель не смог подтвердить код сопряжения (поддельный свидетель или изменённый трафик); повторное подключение.</translation>
    </message>
    <message>
        <source>The witness refused a frame that reached it damaged or altered (%1); reconnecting.</source>
        <extracomment>%1 the witness&apos;s reason, e.g. &quot;Power-loss frame damaged in transit&quot;</extracomment>
        <translation>Свидетель отклонил кадр, который дошёл до него повреждённым или изменённым (%1); повторное подключение.</translation>
    </message>
    <message>
        <source>The witness already keeps %1 runs: move old run folders out of its journal folder to make room.</source>
        <extracomment>%1 how many runs the witness keeps at most</extracomment>
        <translation>Свидетель уже хранит %1 запусков: перенесите старые папки запусков из его папки журналов, чтобы освободить место.</translation>
    </message>
    <message>
        <source>The witness holds %1 acknowledged writes in memory, as many as it may: this run cannot grow.</source>
        <extracomment>%1 a number of acknowledged writes</extracomment>
        <translation>Свидетель держит в памяти %1 подтверждённых записей — столько, сколько может: этот запуск больше не может расти.</translation>
    </message>
    <message numerus="yes">
        <source>The witness reports %n acknowledgement(s) this writer never sent, from seq %1, so its record cannot be trusted and this run proves nothing about acknowledged writes.</source>
        <extracomment>%n how many acknowledgements carry no valid receipt of this machine&apos;s writer, %1 the seq (a number) of the first of them</extracomment>
        <translation>
            <numerusform>Свидетель сообщает о %n подтверждении, которое эта записывающая сторона никогда не отправляла, начиная с номера %1, поэтому его записи нельзя доверять, и этот запуск ничего не доказывает о подтверждённых записях.</numerusform>
            <numerusform>Свидетель сообщает о %n подтверждениях, которые эта записывающая сторона никогда не отправляла, начиная с номера %1, поэтому его записи нельзя доверять, и этот запуск ничего не доказывает о подтверждённых записях.</numerusform>
            <numerusform>Свидетель сообщает о %n подтверждениях, которые эта записывающая сторона никогда не отправляла, начиная с номера %1, поэтому его записи нельзя доверять, и этот запуск ничего не доказывает о подтверждённых записях.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>DriveProof::Privilege</name>
    <message>
        <source>Cannot open %1: %2.</source>
        <extracomment>%1 device path, %2 the system&apos;s reason</extracomment>
        <translation>Не удалось открыть %1: %2.</translation>
    </message>
    <message>
        <source>The system bus is not running (%2), so DriveProof&apos;s helper cannot be reached for %1. Start D-Bus, or run as root.</source>
        <extracomment>%1 device path, %2 D-Bus error text</extracomment>
        <translation>Системная шина не запущена (%2), поэтому вспомогательная служба DriveProof недоступна для %1. Запустите D-Bus или запустите программу от имени root.</translation>
    </message>
    <message>
        <source>DriveProof&apos;s helper sent an unexpected reply for %1.</source>
        <extracomment>%1 device path</extracomment>
        <translation>Вспомогательная служба DriveProof прислала неожиданный ответ для %1.</translation>
    </message>
    <message>
        <source>DriveProof&apos;s helper opened %1 but no file descriptor arrived.</source>
        <extracomment>%1 device path</extracomment>
        <translation>Вспомогательная служба DriveProof открыла %1, но файловый дескриптор не получен.</translation>
    </message>
    <message>
        <source>DriveProof&apos;s helper is not installed (%1 is not on the system bus): install the package, or run as root.</source>
        <extracomment>%1 D-Bus service name</extracomment>
        <translation>Вспомогательная служба DriveProof не установлена (%1 отсутствует на системной шине): установите пакет или запустите программу от имени root.</translation>
    </message>
    <message>
        <source>DriveProof&apos;s helper is installed but could not be started (%1). Reinstall DriveProof.</source>
        <extracomment>%1 D-Bus error text</extracomment>
        <translation>Вспомогательная служба DriveProof установлена, но не запускается (%1). Переустановите DriveProof.</translation>
    </message>
    <message>
        <source>DriveProof&apos;s helper did not answer for %1 within %2 seconds. If an authentication dialog was open, try again.</source>
        <extracomment>%1 device path, %2 number of seconds</extracomment>
        <translation>Вспомогательная служба DriveProof не ответила для %1 в течение %2 с. Если было открыто окно аутентификации, повторите попытку.</translation>
    </message>
    <message>
        <source>The system bus refused the call to DriveProof&apos;s helper (%1): its D-Bus policy is missing or damaged. Reinstall DriveProof.</source>
        <extracomment>%1 D-Bus error text</extracomment>
        <translation>Системная шина отклонила вызов вспомогательной службы DriveProof (%1): её политика D-Bus отсутствует или повреждена. Переустановите DriveProof.</translation>
    </message>
    <message>
        <source>DriveProof&apos;s helper failed for %1: %3 (%2).</source>
        <extracomment>%1 device path, %2 D-Bus error name, %3 D-Bus error text</extracomment>
        <translation>Сбой вспомогательной службы DriveProof для %1: %3 (%2).</translation>
    </message>
</context>
<context>
    <name>DriveProof::Report</name>
    <message>
        <source>a pair [bucket, count]</source>
        <translation>пара [интервал, количество]</translation>
    </message>
    <message>
        <source>The test result is damaged: %1 names latency bucket %2, but the buckets end at %3.</source>
        <extracomment>%1 where in the file; %2 the bucket number found; %3 the last valid one</extracomment>
        <translation>Результат теста повреждён: %1 указывает интервал задержки %2, но интервалы заканчиваются на %3.</translation>
    </message>
    <message>
        <source>The test result is damaged: %1 lists latency bucket %2 twice.</source>
        <extracomment>%1 where in the file; %2 a bucket number</extracomment>
        <translation>Результат теста повреждён: %1 дважды содержит интервал задержки %2.</translation>
    </message>
    <message>
        <source>The test result is damaged: the latency buckets of %1 do not add up to its count.</source>
        <extracomment>%1 where in the file, e.g. measurements[0].histogram</extracomment>
        <translation>Результат теста повреждён: сумма интервалов задержки в %1 не совпадает с её счётчиком.</translation>
    </message>
    <message>
        <source>The test result is damaged: the minimum or maximum of %1 lies outside its lowest or highest latency bucket.</source>
        <extracomment>%1 where in the file, e.g. measurements[0].histogram</extracomment>
        <translation>Результат теста повреждён: минимум или максимум в %1 лежит вне его нижнего или верхнего интервала задержки.</translation>
    </message>
    <message>
        <source>The test result is damaged: the sum of %1 cannot come from its latency buckets.</source>
        <extracomment>%1 where in the file, e.g. measurements[0].histogram</extracomment>
        <translation>Результат теста повреждён: сумма в %1 не может получиться из его интервалов задержки.</translation>
    </message>
    <message>
        <source>%1: %2 commits/s</source>
        <extracomment>%1 the line&apos;s label, e.g. &quot;fdatasync, 1 × 8 kB&quot;; %2 commits per second</extracomment>
        <translation>%1: %2 фиксаций/с</translation>
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
        <translation>%1 (остановлен из-за ошибки)</translation>
    </message>
    <message>
        <source>%1 (cancelled)</source>
        <extracomment>%1 the summary so far; a test the user cancelled</extracomment>
        <translation>%1 (отменён)</translation>
    </message>
    <message>
        <source>The result has no id, so it cannot be kept in the history.</source>
        <translation>У результата нет идентификатора, поэтому его нельзя сохранить в истории.</translation>
    </message>
    <message>
        <source>Cannot create the history folder %1. Check that your home folder is writable.</source>
        <extracomment>%1 folder path</extracomment>
        <translation>Не удалось создать папку истории %1. Проверьте, что ваша домашняя папка доступна для записи.</translation>
    </message>
    <message>
        <source>Cannot write %1: %2.</source>
        <extracomment>%1 file name, %2 the system&apos;s error text</extracomment>
        <translation>Не удалось записать %1: %2.</translation>
    </message>
    <message>
        <source>The history holds no result with the id %1.</source>
        <extracomment>%1 a result id</extracomment>
        <translation>В истории нет результата с идентификатором %1.</translation>
    </message>
    <message>
        <source>The id %1 fits several results in the history; give the whole id.</source>
        <extracomment>%1 a short result id</extracomment>
        <translation>Идентификатору %1 соответствует несколько результатов в истории; укажите полный идентификатор.</translation>
    </message>
    <message>
        <source>Cannot delete %1: %2.</source>
        <extracomment>%1 file name, %2 the system&apos;s error text</extracomment>
        <translation>Не удалось удалить %1: %2.</translation>
    </message>
    <message>
        <source>The test result is damaged: %1 is missing.</source>
        <extracomment>%1 where in the file, e.g. measurements[2].iops</extracomment>
        <translation>Результат теста повреждён: отсутствует %1.</translation>
    </message>
    <message>
        <source>The test result is damaged: %1 should be %2.</source>
        <extracomment>%1 where in the file, e.g. measurements[2].iops; %2 what it should be, e.g. &quot;a number&quot;</extracomment>
        <translation>Результат теста повреждён: %1 должно быть значением типа «%2».</translation>
    </message>
    <message>
        <source>The test result is damaged: %1 is %2, outside the range %3 to %4.</source>
        <extracomment>%1 where in the file, e.g. measurements[2].read_percent; %2 the value found there; %3 and %4 the smallest and largest value allowed</extracomment>
        <translation>Результат теста повреждён: %1 равно %2, что вне диапазона от %3 до %4.</translation>
    </message>
    <message>
        <source>text</source>
        <translation>текст</translation>
    </message>
    <message>
        <source>true or false</source>
        <translation>true или false</translation>
    </message>
    <message>
        <source>true, false or null</source>
        <translation>true, false или null</translation>
    </message>
    <message>
        <source>a whole number</source>
        <translation>целое число</translation>
    </message>
    <message>
        <source>a number</source>
        <translation>число</translation>
    </message>
    <message>
        <source>a date and time (ISO 8601)</source>
        <translation>дата и время (ISO 8601)</translation>
    </message>
    <message>
        <source>a list</source>
        <translation>список</translation>
    </message>
    <message>
        <source>an object</source>
        <translation>объект</translation>
    </message>
    <message>
        <source>a list of six numbers</source>
        <translation>список из шести чисел</translation>
    </message>
    <message>
        <source>one of info, good, caution, danger</source>
        <translation>одно из значений info, good, caution, danger</translation>
    </message>
    <message>
        <source>This is not a DriveProof test result: it has no format_version.</source>
        <translation>Это не результат теста DriveProof: в нём нет format_version.</translation>
    </message>
    <message>
        <source>This test result has format %1, but this version of DriveProof reads formats up to %2. Open it with a newer DriveProof.</source>
        <extracomment>%1 the file&apos;s format number, %2 the newest format this version reads</extracomment>
        <translation>Этот результат теста имеет формат %1, а эта версия DriveProof читает форматы до %2. Откройте его в более новой версии DriveProof.</translation>
    </message>
    <message>
        <source>This is not a DriveProof test result: the JSON breaks at byte %1 (%2).</source>
        <extracomment>%1 byte offset in the file, %2 what the JSON parser says</extracomment>
        <translation>Это не результат теста DriveProof: JSON нарушен на байте %1 (%2).</translation>
    </message>
    <message>
        <source>This is not a DriveProof test result: it holds no JSON object.</source>
        <translation>Это не результат теста DriveProof: в нём нет объекта JSON.</translation>
    </message>
    <message>
        <source>Cannot read %1: %2.</source>
        <extracomment>%1 file name, %2 the system&apos;s reason</extracomment>
        <translation>Не удалось прочитать %1: %2.</translation>
    </message>
    <message>
        <source>%1 is too large to be a DriveProof test result.</source>
        <extracomment>%1 file name</extracomment>
        <translation>Файл %1 слишком велик для результата теста DriveProof.</translation>
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
            <numerusform>%n измерение</numerusform>
            <numerusform>%n измерения</numerusform>
            <numerusform>%n измерений</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 s</source>
        <extracomment>a time per step; %1 seconds, e.g. &quot;5&quot; or &quot;0.5&quot;</extracomment>
        <translation>%1 с</translation>
    </message>
    <message>
        <source>temporary file</source>
        <translation>временный файл</translation>
    </message>
    <message>
        <source>file</source>
        <translation>файл</translation>
    </message>
    <message>
        <source>whole device</source>
        <translation>всё устройство</translation>
    </message>
    <message>
        <source>none (raw device)</source>
        <extracomment>where a run had no file system under it (the raw device)</extracomment>
        <translation>нет (сырое устройство)</translation>
    </message>
    <message>
        <source>They are different tests (%1 and %2).</source>
        <extracomment>%1 and %2 two test keys, e.g. &quot;quick&quot; and &quot;random&quot;</extracomment>
        <translation>Это разные тесты (%1 и %2).</translation>
    </message>
    <message>
        <source>They used different test sizes (%1 and %2): a small area fits a cache that a large one overflows.</source>
        <extracomment>%1 and %2 test sizes, e.g. &quot;128 MiB&quot; and &quot;1 GiB&quot;</extracomment>
        <translation>Размеры теста разные (%1 и %2): малая область помещается в кэш, который большая переполняет.</translation>
    </message>
    <message>
        <source>They ran on different kinds of target (%1 and %2): a file system adds its own work to every write.</source>
        <extracomment>%1 and %2 kinds of target, e.g. &quot;temporary file&quot; and &quot;whole device&quot;</extracomment>
        <translation>Они шли на разных типах цели (%1 и %2): файловая система добавляет к каждой записи свою работу.</translation>
    </message>
    <message>
        <source>They ran on different file systems (%1 and %2).</source>
        <extracomment>%1 and %2 file systems, e.g. &quot;ext4&quot; and &quot;btrfs&quot;</extracomment>
        <translation>Они шли на разных файловых системах (%1 и %2).</translation>
    </message>
    <message>
        <source>They used different I/O engines (%1 and %2).</source>
        <extracomment>%1 and %2 I/O engines, e.g. &quot;io_uring&quot; and &quot;psync&quot;</extracomment>
        <translation>Использованы разные движки ввода-вывода (%1 и %2).</translation>
    </message>
    <message>
        <source>They ran for different times per step (%1 and %2).</source>
        <extracomment>%1 and %2 times per step, e.g. &quot;2 s&quot; and &quot;5 s&quot;</extracomment>
        <translation>У них разное время на шаг (%1 и %2).</translation>
    </message>
    <message>
        <source>%1 per step</source>
        <extracomment>the time each step of a test ran; %1 e.g. &quot;5 s&quot;</extracomment>
        <translation>%1 на шаг</translation>
    </message>
    <message>
        <source>%1 on %2</source>
        <extracomment>%1 a kind of target (&quot;temporary file&quot;), %2 its file system (&quot;ext4&quot;)</extracomment>
        <translation>%1 на %2</translation>
    </message>
    <message>
        <source>SEQ1M Q8T1, SEQ1M Q1T1, RND4K Q32T1, RND4K Q1T1 · %1 · %2 per step</source>
        <extracomment>the quick check&apos;s definition; %1 a test size (&quot;1 GiB&quot;), %2 a time per step (&quot;5 s&quot;). SEQ1M Q8T1 etc. are CrystalDiskMark&apos;s test names: keep them.</extracomment>
        <translation>SEQ1M Q8T1, SEQ1M Q1T1, RND4K Q32T1, RND4K Q1T1 · %1 · %2 на шаг</translation>
    </message>
    <message>
        <source>The history holds no result with the id %1, and there is no such file. &apos;driveproof-cli history DEVICE&apos; lists the ids.</source>
        <extracomment>%1 a result id or file name</extracomment>
        <translation>В истории нет результата с идентификатором %1, и такого файла нет. Идентификаторы покажет &apos;driveproof-cli history DEVICE&apos;.</translation>
    </message>
    <message>
        <source>a list of two numbers</source>
        <translation>список из двух чисел</translation>
    </message>
    <message>
        <source>%1 self-test: %2, at %3 power-on hours; first failing sector %4.</source>
        <extracomment>%1 kind of self-test (&quot;Short&quot;), %2 its result (&quot;Failed: read error&quot;), %3 the drive&apos;s power-on hours when it ended, %4 a sector number</extracomment>
        <translation>Самотестирование (%1): %2, на %3 часах работы; первый сбойный сектор %4.</translation>
    </message>
    <message>
        <source>%1 self-test: %2, at %3 power-on hours.</source>
        <extracomment>%1 kind of self-test (&quot;Short&quot;), %2 its result (&quot;Completed without error&quot;), %3 the drive&apos;s power-on hours when it ended</extracomment>
        <translation>Самотестирование (%1): %2, на %3 часах работы.</translation>
    </message>
    <message>
        <source>read</source>
        <translation>чтение</translation>
    </message>
    <message>
        <source>write</source>
        <translation>запись</translation>
    </message>
    <message>
        <source>mixed %1% read</source>
        <extracomment>%1 percentage of reads in a mixed workload, e.g. 70</extracomment>
        <translation>смешанная, %1% чтения</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <extracomment>%1 a CrystalDiskMark-style preset name (SEQ1M Q8T1), %2 read/write/mixed</extracomment>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>block size %1, %2</source>
        <extracomment>a sweep point: %1 block size, %2 read/write</extracomment>
        <translation>размер блока %1, %2</translation>
    </message>
    <message>
        <source>queue depth %1, %2</source>
        <extracomment>a sweep point: %1 queue depth, %2 read/write</extracomment>
        <translation>глубина очереди %1, %2</translation>
    </message>
    <message numerus="yes">
        <source>%n thread(s), %1</source>
        <extracomment>a sweep point: %n threads, %1 read/write</extracomment>
        <translation>
            <numerusform>%n поток, %1</numerusform>
            <numerusform>%n потока, %1</numerusform>
            <numerusform>%n потоков, %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1, %n × 8 kB per commit</source>
        <extracomment>%1 a sync method name (fdatasync, open_datasync...), %n writes per commit</extracomment>
        <translation>
            <numerusform>%1, %n × 8 kB на фиксацию</numerusform>
            <numerusform>%1, %n × 8 kB на фиксацию</numerusform>
            <numerusform>%1, %n × 8 kB на фиксацию</numerusform>
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
        <translation>write, close, fsync (другой дескриптор)</translation>
    </message>
    <message>
        <source>write, no sync (baseline, not durable)</source>
        <translation>write, без sync (эталон, без гарантии сохранности)</translation>
    </message>
    <message>
        <source>O_DIRECT write, no sync (baseline, not durable)</source>
        <translation>write с O_DIRECT, без sync (эталон, без гарантии сохранности)</translation>
    </message>
    <message>
        <source>sustained sequential write</source>
        <translation>длительная последовательная запись</translation>
    </message>
    <message>
        <source>surface scan (read)</source>
        <translation>проверка поверхности (чтение)</translation>
    </message>
    <message>
        <source>random reads, pass %1</source>
        <extracomment>%1 1 or 2: the pass of the hybrid-cache check</extracomment>
        <translation>случайное чтение, проход %1</translation>
    </message>
    <message>
        <source>%1 (cache off)</source>
        <extracomment>a commit line measured with the drive&apos;s write cache switched off; %1 its label</extracomment>
        <translation>%1 (кэш выключен)</translation>
    </message>
    <message>
        <source>Skipped: the block size %1 is larger than the test area (%2).</source>
        <extracomment>%1 block size, %2 test area size</extracomment>
        <translation>Пропущено: размер блока %1 больше тестовой области (%2).</translation>
    </message>
    <message>
        <source>Skipped: O_DIRECT writes of %1 bytes are smaller than the device&apos;s logical block size (%2 bytes).</source>
        <extracomment>%1 write size in bytes, %2 the device&apos;s logical block size in bytes</extracomment>
        <translation>Пропущено: записи O_DIRECT размером %1 байт меньше размера логического блока устройства (%2 байт).</translation>
    </message>
    <message>
        <source>Skipped: this file system does not support O_DIRECT.</source>
        <translation>Пропущено: эта файловая система не поддерживает O_DIRECT.</translation>
    </message>
    <message>
        <source>Skipped: the device rejects O_DIRECT writes of %1 bytes.</source>
        <extracomment>%1 write size in bytes</extracomment>
        <translation>Пропущено: устройство отклоняет записи O_DIRECT размером %1 байт.</translation>
    </message>
</context>
<context>
    <name>DriveProof::Suites</name>
    <message>
        <source>The cache A/B test needs a drive whose write cache is on and can be switched; %1&apos;s is not. Run the commit test alone.</source>
        <extracomment>%1 device node</extracomment>
        <translation>Для A/B-теста кэша нужен накопитель, у которого кэш записи включён и может переключаться; у %1 это не так. Запустите тест фиксаций отдельно.</translation>
    </message>
    <message>
        <source>Could not switch the write cache of %1 back on. Switch it on with &apos;driveproof-cli cache %1 --set on&apos;.</source>
        <extracomment>%1 device node</extracomment>
        <translation>Не удалось снова включить кэш записи %1. Включите его командой &apos;driveproof-cli cache %1 --set on&apos;.</translation>
    </message>
    <message>
        <source>Cannot open %1 for the commit test: %2.</source>
        <extracomment>%1 file or device, %2 the system&apos;s error text</extracomment>
        <translation>Не удалось открыть %1 для теста фиксаций: %2.</translation>
    </message>
    <message>
        <source>The commit test stopped at &quot;%1&quot;: writing to %2 failed: %3.</source>
        <extracomment>%1 the line&apos;s label, %2 file or device, %3 the system&apos;s error text</extracomment>
        <translation>Тест фиксаций остановился на «%1»: не удалась запись в %2: %3.</translation>
    </message>
    <message>
        <source>&quot;%1&quot; stopped on %2: %3</source>
        <extracomment>%1 the step&apos;s label, %2 file or device, %3 the error</extracomment>
        <translation>«%1» остановлен на %2: %3</translation>
    </message>
    <message>
        <source>idle, so the drive can move hot data</source>
        <translation>простой, чтобы накопитель мог переместить горячие данные</translation>
    </message>
    <message>
        <source>Commit rate</source>
        <translation>Скорость фиксаций</translation>
    </message>
    <message>
        <source>Throughput</source>
        <translation>Пропускная способность</translation>
    </message>
    <message>
        <source>Sustained write</source>
        <translation>Длительная запись</translation>
    </message>
    <message>
        <source>Surface scan</source>
        <translation>Проверка поверхности</translation>
    </message>
    <message>
        <source>Random I/O</source>
        <translation>Случайный ввод-вывод</translation>
    </message>
    <message>
        <source>Quick check</source>
        <translation>Быстрая проверка</translation>
    </message>
    <message>
        <source>Block size sweep</source>
        <translation>Серия по размеру блока</translation>
    </message>
    <message>
        <source>Queue depth sweep</source>
        <translation>Серия по глубине очереди</translation>
    </message>
    <message>
        <source>Thread sweep</source>
        <translation>Серия по числу потоков</translation>
    </message>
    <message>
        <source>Hybrid cache check</source>
        <translation>Проверка гибридного кэша</translation>
    </message>
    <message>
        <source>O_DIRECT is not supported here: the run is buffered, so the page cache is in the numbers.</source>
        <translation>O_DIRECT здесь не поддерживается: запуск идёт с буферизацией, поэтому страничный кэш влияет на результаты.</translation>
    </message>
    <message>
        <source>%1 is not a folder. Choose a folder on the drive to test.</source>
        <extracomment>%1 a folder</extracomment>
        <translation>%1 — не папка. Выберите папку на проверяемом накопителе.</translation>
    </message>
    <message>
        <source>The test size must be at least 4 KiB.</source>
        <translation>Размер теста должен быть не меньше 4 KiB.</translation>
    </message>
    <message>
        <source>%1 has too little free space for a %2 test file (%3 free). Choose a smaller size or another folder.</source>
        <extracomment>%1 folder, %2 the size asked for, %3 free space</extracomment>
        <translation>В %1 недостаточно свободного места для тестового файла размером %2 (свободно %3). Выберите меньший размер или другую папку.</translation>
    </message>
    <message>
        <source>Cannot create a test file in %1: %2. Choose a folder you can write to.</source>
        <extracomment>%1 folder, %2 the system&apos;s error text</extracomment>
        <translation>Не удалось создать тестовый файл в %1: %2. Выберите папку, в которую у вас есть право записи.</translation>
    </message>
    <message>
        <source>Preparing the test file</source>
        <translation>Подготовка тестового файла</translation>
    </message>
    <message>
        <source>Cannot prepare the test file %1: %2.</source>
        <extracomment>%1 the test file, %2 what failed, in English from the system</extracomment>
        <translation>Не удалось подготовить тестовый файл %1: %2.</translation>
    </message>
    <message>
        <source>%1 is not an existing regular file. Name a file, or choose a folder for a temporary test file.</source>
        <extracomment>%1 a path</extracomment>
        <translation>%1 — не существующий обычный файл. Укажите файл или выберите папку для временного тестового файла.</translation>
    </message>
    <message>
        <source>%1 is smaller than 4 KiB: too small to test. DriveProof never grows a file it did not create.</source>
        <extracomment>%1 a file</extracomment>
        <translation>Размер %1 меньше 4 KiB: это слишком мало для теста. DriveProof никогда не увеличивает файлы, которые не создавал сам.</translation>
    </message>
    <message>
        <source>Cannot open %1: %2.</source>
        <extracomment>%1 file, %2 the system&apos;s error text
----------
%1 device node, %2 the system&apos;s error text</extracomment>
        <translation>Не удалось открыть %1: %2.</translation>
    </message>
    <message>
        <source>Writing to %1 destroys what is on it. Confirm by typing the device name, or pass --destructive.</source>
        <extracomment>%1 device node</extracomment>
        <translation>Запись на %1 уничтожит его содержимое. Подтвердите, введя имя устройства, или укажите --destructive.</translation>
    </message>
    <message>
        <source>%L1 IOPS</source>
        <extracomment>I/O operations per second</extracomment>
        <translation>%L1 IOPS</translation>
    </message>
    <message>
        <source>fdatasync commits at %1 per second, faster than the platters turn (%2 rpm allows about %3 per second with one thread): a volatile or battery-backed cache acknowledges the commits. Run the power-loss test to learn whether it keeps them.</source>
        <extracomment>%1 commits per second, %2 rotation rate, %3 the most commits per second it allows</extracomment>
        <translation>fdatasync фиксирует данные %1 раз в секунду — быстрее, чем вращаются пластины (%2 rpm позволяют около %3 раз в секунду в одном потоке): фиксации подтверждает энергозависимый кэш или кэш с батарейной защитой. Запустите тест на потерю питания, чтобы узнать, сохраняет ли он их.</translation>
    </message>
    <message>
        <source>fdatasync commits at %1 per second, within what %2 rpm allows (about %3 per second): each commit waits for the platter.</source>
        <extracomment>%1 commits per second, %2 rotation rate, %3 the most commits per second it allows</extracomment>
        <translation>fdatasync фиксирует данные %1 раз в секунду — в пределах того, что позволяют %2 rpm (около %3 раз в секунду): каждая фиксация ждёт оборота пластины.</translation>
    </message>
    <message>
        <source>With the drive&apos;s write cache off, fdatasync still commits at %1 per second, above the %3 per second that %2 rpm allows: the setting was ignored or another cache answers.</source>
        <extracomment>%1 commits per second, %2 rotation rate, %3 the most commits per second it allows</extracomment>
        <translation>При выключенном кэше записи накопителя fdatasync всё равно фиксирует данные %1 раз в секунду — больше, чем %3 раз в секунду, которые позволяют %2 rpm: настройка проигнорирована или отвечает другой кэш.</translation>
    </message>
    <message>
        <source>Each fdatasync sent %2 flushes to %1: flushes reach the device.</source>
        <extracomment>%1 device name, %2 flushes per commit (a decimal number)</extracomment>
        <translation>Каждый вызов fdatasync отправлял на %1 в среднем %2 сброса кэша (flush): сбросы доходят до устройства.</translation>
    </message>
    <message>
        <source>Flushes are not reaching %1: fdatasync sent none although the kernel treats the device as write back. Something between DriveProof and the drive swallows them (a hypervisor, a RAID or device-mapper layer).</source>
        <extracomment>%1 device name</extracomment>
        <translation>Сбросы кэша (flush) не доходят до %1: fdatasync не отправил ни одного, хотя ядро считает, что устройство работает в режиме write back. Что-то между DriveProof и накопителем их поглощает (гипервизор, слой RAID или device-mapper).</translation>
    </message>
    <message>
        <source>Flushes are not reaching %1: the kernel treats it as write through (queue/write_cache) and sends it no flushes. If the drive&apos;s own cache is on, committed data can be lost at a power cut.</source>
        <extracomment>%1 device name</extracomment>
        <translation>Сбросы кэша (flush) не доходят до %1: ядро считает, что устройство работает в режиме write through (queue/write_cache), и не отправляет ему сбросов. Если собственный кэш накопителя включён, зафиксированные данные могут пропасть при отключении питания.</translation>
    </message>
    <message>
        <source>Flushes are not reaching %1: the file system is mounted with nobarrier, so the kernel sends no flushes. Committed data can be lost at a power cut.</source>
        <extracomment>%1 device name</extracomment>
        <translation>Сбросы кэша (flush) не доходят до %1: файловая система смонтирована с nobarrier, поэтому ядро не отправляет сбросов. Зафиксированные данные могут пропасть при отключении питания.</translation>
    </message>
    <message>
        <source>This drive acknowledges %1 commits per second with its write cache on. Only the power-loss test can tell whether it keeps them.</source>
        <extracomment>%1 commits per second</extracomment>
        <translation>Этот накопитель подтверждает фиксации %1 раз в секунду при включённом кэше записи. Сохраняет ли он их, может показать только тест на потерю питания.</translation>
    </message>
    <message>
        <source>This drive acknowledges %1 commits per second with its write cache on and %2 with it off.</source>
        <extracomment>%1 commits per second with the cache on, %2 with it off</extracomment>
        <translation>Этот накопитель подтверждает фиксации %1 раз в секунду при включённом кэше записи и %2 раз в секунду — при выключенном.</translation>
    </message>
    <message>
        <source>The write rate fell from %1 to %2 after %3 had been written: a cache ran out.</source>
        <extracomment>%1 and %2 transfer rates, %3 an amount of data</extracomment>
        <translation>Скорость записи упала с %1 до %2 после записи %3: кэш исчерпан.</translation>
    </message>
    <message>
        <source>The write rate held at about %1 over all %2.</source>
        <extracomment>%1 a transfer rate, %2 an amount of data</extracomment>
        <translation>Скорость записи держалась около %1 на всём объёме %2.</translation>
    </message>
    <message>
        <source>Reads ran at %1 at the start and %2 at the end; the slowest stretch read at %3, at %4.</source>
        <extracomment>%1..%3 transfer rates, %4 a position on the drive (an amount of data)</extracomment>
        <translation>Чтение шло со скоростью %1 в начале и %2 в конце; самый медленный участок читался со скоростью %3, на отметке %4.</translation>
    </message>
    <message numerus="yes">
        <source>%n stretch(es) read at less than half the median rate: the drive retried there, or remapped sectors slow it down. Look at its health.</source>
        <translation>
            <numerusform>%n участок читался со скоростью ниже половины медианной: накопитель повторял там попытки чтения, или его замедляют переназначенные секторы. Проверьте его состояние.</numerusform>
            <numerusform>%n участка читались со скоростью ниже половины медианной: накопитель повторял там попытки чтения, или его замедляют переназначенные секторы. Проверьте его состояние.</numerusform>
            <numerusform>%n участков читались со скоростью ниже половины медианной: накопитель повторял там попытки чтения, или его замедляют переназначенные секторы. Проверьте его состояние.</numerusform>
        </translation>
    </message>
    <message>
        <source>The second pass was %1 times as fast (%2 → %3): the drive moved the data to faster storage while idle.</source>
        <extracomment>%1 how many times faster (a decimal number), %2 and %3 IOPS before and after</extracomment>
        <translation>Второй проход был в %1 раза быстрее (%2 → %3): во время простоя накопитель переместил данные в более быструю память.</translation>
    </message>
    <message>
        <source>The second pass ran at %2 against %1 before: no sign of a cache that promotes hot data while the drive is idle.</source>
        <extracomment>%1 and %2 IOPS of the first and the second pass</extracomment>
        <translation>Второй проход показал %2 против %1 ранее: признаков кэша, который переносит горячие данные во время простоя накопителя, нет.</translation>
    </message>
    <message>
        <source>O_DIRECT is not supported on this file system: the run was buffered, so the page cache is in the numbers.</source>
        <translation>O_DIRECT не поддерживается этой файловой системой: запуск шёл с буферизацией, поэтому страничный кэш повлиял на результаты.</translation>
    </message>
    <message>
        <source>This is a virtual machine (%1): the numbers describe the hypervisor&apos;s storage, not the drive&apos;s.</source>
        <extracomment>%1 the hypervisor, e.g. kvm</extracomment>
        <translation>Это виртуальная машина (%1): результаты описывают хранилище гипервизора, а не накопитель.</translation>
    </message>
    <message>
        <source>%1 is mounted with barriers off (%2): the kernel sends the drive no flushes, so no commit there is durable.</source>
        <extracomment>%1 mount point, %2 mount options</extracomment>
        <translation>Файловая система в %1 смонтирована с отключёнными барьерами (%2): ядро не отправляет накопителю сбросов кэша (flush), поэтому ни одна фиксация там не является надёжной.</translation>
    </message>
    <message>
        <source>A drive test is running; suspending would spoil its numbers.</source>
        <translation>Выполняется тест накопителя; переход в спящий режим испортил бы его результаты.</translation>
    </message>
    <message>
        <source>The cache A/B test needs to know the drive under the target, and it could not be found. Run the commit test alone.</source>
        <translation>Тесту кэша A/B нужно знать накопитель, на котором находится цель, но его не удалось найти. Запустите тест фиксаций отдельно.</translation>
    </message>
    <message>
        <source>%1 is in use: %2 DriveProof does not write to a device in use. Unmount it, swapoff it or stop what is built on it first.</source>
        <extracomment>%1 device node, %2 a sentence saying what uses it, e.g. &quot;/dev/loop0 backs the loop device /dev/loop1. /dev/loop1 is mounted on /mnt.&quot;</extracomment>
        <translation>%1 используется: %2 DriveProof не записывает на используемое устройство. Сначала отмонтируйте его, выполните swapoff или остановите то, что построено поверх него.</translation>
    </message>
    <message>
        <source>The kernel sends %1 no flushes while its write cache is off for this half of the test (it treats the device as write through): as expected.</source>
        <extracomment>%1 device name</extracomment>
        <translation>В этой половине теста кэш записи выключен, и ядро не отправляет на %1 ни одного сброса кэша (flush), считая, что устройство работает в режиме write through: так и должно быть.</translation>
    </message>
    <message>
        <source>%L1 %2</source>
        <extracomment>a transfer rate; %L1 the number, %2 its unit (&quot;MB/s&quot; or &quot;MiB/s&quot;)</extracomment>
        <translation>%L1 %2</translation>
    </message>
    <message>
        <source>SATA, link speed unknown</source>
        <translation>SATA, скорость подключения неизвестна</translation>
    </message>
    <message>
        <source>SATA %1 Gb/s</source>
        <extracomment>%1 the SATA link speed in Gb/s, e.g. 6</extracomment>
        <translation>SATA %1 Gb/s</translation>
    </message>
    <message>
        <source>PCIe, link speed unknown</source>
        <translation>PCIe, скорость подключения неизвестна</translation>
    </message>
    <message>
        <source>PCIe %1 x%2</source>
        <extracomment>%1 the PCIe generation (&quot;3.0&quot;), %2 lanes in use</extracomment>
        <translation>PCIe %1 x%2</translation>
    </message>
    <message>
        <source>USB, link speed unknown</source>
        <translation>USB, скорость подключения неизвестна</translation>
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
        <translation>%1 (полезных ~%2)</translation>
    </message>
    <message>
        <source>%1 (the drive can do PCIe %2 x%3)</source>
        <extracomment>%1 the PCIe link now (&quot;PCIe 3.0 x2&quot;), %2 PCIe generation (&quot;4.0&quot;), %3 lanes</extracomment>
        <translation>%1 (накопитель поддерживает PCIe %2 x%3)</translation>
    </message>
    <message>
        <source>%1 of x%2</source>
        <extracomment>%1 the PCIe link now (&quot;PCIe 3.0 x2&quot;), %2 lanes the drive has</extracomment>
        <translation>%1 из x%2</translation>
    </message>
    <message>
        <source>%1, %2</source>
        <extracomment>%1 the USB link (&quot;USB 3.0 (5 Gb/s)&quot;), %2 the storage protocol: UAS or BOT</extracomment>
        <translation>%1, %2</translation>
    </message>
    <message>
        <source>hard disk (%L1 rpm)</source>
        <translation>жёсткий диск (%L1 rpm)</translation>
    </message>
    <message>
        <source>hard disk</source>
        <translation>жёсткий диск</translation>
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
        <translation>накопитель за USB-мостом</translation>
    </message>
    <message>
        <source>virtual disk</source>
        <translation>виртуальный диск</translation>
    </message>
    <message>
        <source>%1 is more than a %2 link can carry (%3): the link is emulated or misreported (a virtual machine, or a cache in front of the drive), so this number says nothing about the drive.</source>
        <extracomment>%1 a measured transfer rate, %2 the link (&quot;SATA 1.5 Gb/s&quot;), %3 the most it carries</extracomment>
        <translation>%1 — больше, чем может передать подключение %2 (%3): подключение эмулируется или о нём сообщается неверно (виртуальная машина или кэш перед накопителем), поэтому это число ничего не говорит о накопителе.</translation>
    </message>
    <message>
        <source>Writes at %1: the limit of its %2 link (%3 at most) — as fast as it can be here.</source>
        <extracomment>%1 a transfer rate, %2 the link (&quot;SATA 6 Gb/s&quot;), %3 what it carries</extracomment>
        <translation>Запись со скоростью %1: предел его подключения %2 (не более %3) — быстрее здесь невозможно.</translation>
    </message>
    <message>
        <source>Reads at %1: the limit of its %2 link (%3 at most) — as fast as it can be here.</source>
        <extracomment>%1 a transfer rate, %2 the link (&quot;SATA 6 Gb/s&quot;), %3 what it carries</extracomment>
        <translation>Чтение со скоростью %1: предел его подключения %2 (не более %3) — быстрее здесь невозможно.</translation>
    </message>
    <message>
        <source>Writes at %1 on a %2 link: the link, not the drive, is the limit (the drive can do %3 Gb/s; check the cable and the port).</source>
        <extracomment>%1 a transfer rate, %2 the link (&quot;SATA 3 Gb/s&quot;), %3 the drive&apos;s fastest SATA speed in Gb/s, e.g. 6</extracomment>
        <translation>Запись со скоростью %1 через подключение %2: ограничивает подключение, а не накопитель (накопитель поддерживает %3 Gb/s; проверьте кабель и порт).</translation>
    </message>
    <message>
        <source>Reads at %1 on a %2 link: the link, not the drive, is the limit (the drive can do %3 Gb/s; check the cable and the port).</source>
        <extracomment>%1 a transfer rate, %2 the link (&quot;SATA 3 Gb/s&quot;), %3 the drive&apos;s fastest SATA speed in Gb/s, e.g. 6</extracomment>
        <translation>Чтение со скоростью %1 через подключение %2: ограничивает подключение, а не накопитель (накопитель поддерживает %3 Gb/s; проверьте кабель и порт).</translation>
    </message>
    <message>
        <source>On a USB 2 port: 480 Mb/s holds it to about %1 (measured: %2). A USB 3 port would let it go faster.</source>
        <extracomment>%1 what a USB 2 port allows, a transfer rate; %2 the measured transfer rate</extracomment>
        <translation>В порту USB 2: 480 Mb/s ограничивают его примерно до %1 (измерено: %2). В порту USB 3 он работал бы быстрее.</translation>
    </message>
    <message>
        <source>Reads at %1: SATA SSDs read at %2 to %3 on a 6 Gb/s link, so something other than the link holds this one back (a full or worn drive, power saving, or the file system).</source>
        <extracomment>%1 the measured transfer rate, %2 and %3 the usual range (transfer rates)</extracomment>
        <translation>Чтение со скоростью %1: SATA SSD читают со скоростью от %2 до %3 через подключение 6 Gb/s, значит, этот накопитель сдерживает что-то другое, а не подключение (заполненность или износ накопителя, энергосбережение или файловая система).</translation>
    </message>
    <message>
        <source>This NVMe drive runs on %1 although it can do PCIe %2 x%3: the link trained below what the drive and its slot allow (a riser, a dirty contact, or lanes shared with another slot). It carries %4 of the %5 it could.</source>
        <extracomment>%1 the link now (&quot;PCIe 3.0 x2&quot;), %2 PCIe generation, %3 lanes, %4 and %5 transfer rates (what the link carries now, what it could)</extracomment>
        <translation>Этот NVMe-накопитель работает на %1, хотя поддерживает PCIe %2 x%3: подключение установилось ниже, чем позволяют накопитель и его слот (райзер, грязный контакт или линии, общие с другим слотом). Оно передаёт %4 из возможных %5.</translation>
    </message>
    <message>
        <source>This NVMe drive runs on %1 but can do PCIe %2 x%3: the slot holds it to %4 of the %5 it could use. A slot with more lanes would let it go faster.</source>
        <extracomment>%1 the link now (&quot;PCIe 3.0 x2&quot;), %2 PCIe generation, %3 lanes, %4 and %5 transfer rates (what the slot carries, what the drive could use)</extracomment>
        <translation>Этот NVMe-накопитель работает на %1, но поддерживает PCIe %2 x%3: слот ограничивает его до %4 из %5, которые он мог бы использовать. В слоте с бо́льшим числом линий он работал бы быстрее.</translation>
    </message>
    <message>
        <source>RND4K Q1T1 at %1 is what a %L2 rpm disk does (about %3 to %4): each read waits for a seek and half a turn.</source>
        <extracomment>%1 measured IOPS, %2 rotation rate in rpm, %3 and %4 the usual range of IOPS</extracomment>
        <translation>RND4K Q1T1 на уровне %1 — это то, что выдаёт диск на %L2 rpm (примерно от %3 до %4): каждое чтение ждёт позиционирования головки и половины оборота.</translation>
    </message>
    <message>
        <source>RND4K Q1T1 at %1 is faster than a %L2 rpm disk can seek (about %3 to %4): a cache answers these reads, so they say little about the disk.</source>
        <extracomment>%1 measured IOPS, %2 rotation rate in rpm, %3 and %4 the usual range of IOPS</extracomment>
        <translation>RND4K Q1T1 на уровне %1 — быстрее, чем диск на %L2 rpm способен позиционировать головку (примерно от %3 до %4): на эти чтения отвечает кэш, поэтому они мало говорят о диске.</translation>
    </message>
    <message>
        <source>Writes fell from %1 to %2 after %3: the end of its fast SLC cache. Copies larger than that run at about %2.</source>
        <extracomment>%1 and %2 transfer rates, %3 an amount of data. SLC: the fast part of an SSD&apos;s flash that takes writes first</extracomment>
        <translation>Скорость записи упала с %1 до %2 после %3: закончился быстрый SLC-кэш. Копирование большего объёма идёт со скоростью около %2.</translation>
    </message>
    <message>
        <source>%1 is a loop device without direct I/O: its reads and writes go through the page cache of the file system that holds its backing file, so these numbers describe the page cache (memory), not a drive. Attach it with &apos;losetup --direct-io=on&apos; to measure the drive under the file.</source>
        <extracomment>%1 a loop device, e.g. loop3</extracomment>
        <translation>%1 — устройство loop без прямого ввода-вывода: его чтение и запись идут через страничный кэш файловой системы, где лежит его файл, поэтому эти числа описывают страничный кэш (память), а не накопитель. Подключите его через &apos;losetup --direct-io=on&apos;, чтобы измерить накопитель под файлом.</translation>
    </message>
    <message>
        <source>The run went through the page cache, which serves some requests from memory and sends others to the drive.</source>
        <translation>Запуск шёл через страничный кэш, который часть запросов обслуживает из памяти, а остальные отправляет на накопитель.</translation>
    </message>
    <message>
        <source>Something else used the drive meanwhile, a cache filled or emptied, or the drive paused to tidy up: run the test again before trusting the numbers.</source>
        <translation>Накопитель в это время использовало что-то ещё, кэш заполнился или опустел либо накопитель остановился на внутреннюю уборку: повторите тест, прежде чем доверять числам.</translation>
    </message>
    <message>
        <source>The numbers are unstable: %1 swung between %2 and %4 (typically %3) from one tenth of a second to the next, far more than a drive&apos;s own noise. %5</source>
        <extracomment>%1 a measurement (&quot;SEQ1M Q8T1 read&quot;); %2, %3, %4 rates or IOPS (low, typical, high); %5 why (a sentence)</extracomment>
        <translation>Числа нестабильны: %1 скакало от одной десятой секунды к другой между %2 и %4 (обычно %3), гораздо сильнее собственного шума накопителя. %5</translation>
    </message>
    <message>
        <source>%1 is no longer empty (found: %2), so it was not written to. Confirm again with the device&apos;s name.</source>
        <extracomment>%1 device node, %2 what was found, e.g. &quot;gpt, ext4&quot;</extracomment>
        <translation>%1 больше не пуст (найдено: %2), поэтому запись не выполнялась. Подтвердите снова именем устройства.</translation>
    </message>
    <message>
        <source>No drive was found under the target.</source>
        <translation>Под целью не найден ни один накопитель.</translation>
    </message>
    <message>
        <source>%1 reports no temperature.</source>
        <extracomment>%1 device path</extracomment>
        <translation>%1 не сообщает температуру.</translation>
    </message>
    <message numerus="yes">
        <source>The drive reached %1 °C and slowed itself down %n time(s) during this test: these numbers are those of a hot drive, not what it does when cool.</source>
        <extracomment>%1 the drive&apos;s highest temperature in °C; %n how often it throttled itself</extracomment>
        <translation>
            <numerusform>Накопитель нагрелся до %1 °C и сам замедлился %n раз за этот тест: это цифры горячего накопителя, а не то, на что он способен холодным.</numerusform>
            <numerusform>Накопитель нагрелся до %1 °C и сам замедлился %n раза за этот тест: это цифры горячего накопителя, а не то, на что он способен холодным.</numerusform>
            <numerusform>Накопитель нагрелся до %1 °C и сам замедлился %n раз за этот тест: это цифры горячего накопителя, а не то, на что он способен холодным.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The drive reached %1 °C and slowed itself down %n time(s) during the sustained write: the drop from %2 to %3 at %4 is heat, not its cache.</source>
        <extracomment>%1 the drive&apos;s highest temperature in °C, %n how often it throttled itself, %2 and %3 transfer rates, %4 an amount of data</extracomment>
        <translation>
            <numerusform>Накопитель нагрелся до %1 °C и сам замедлился %n раз во время длительной записи: падение с %2 до %3 на отметке %4 — это нагрев, а не его кеш.</numerusform>
            <numerusform>Накопитель нагрелся до %1 °C и сам замедлился %n раза во время длительной записи: падение с %2 до %3 на отметке %4 — это нагрев, а не его кеш.</numerusform>
            <numerusform>Накопитель нагрелся до %1 °C и сам замедлился %n раз во время длительной записи: падение с %2 до %3 на отметке %4 — это нагрев, а не его кеш.</numerusform>
        </translation>
    </message>
    <message>
        <source>Drive temperature: %1 °C before the test, %2 °C after.</source>
        <extracomment>%1 and %2 temperatures in °C (&quot;?&quot; when unknown)</extracomment>
        <translation>Температура накопителя: %1 °C до теста, %2 °C после.</translation>
    </message>
    <message numerus="yes">
        <source>The drive slowed itself down for heat %n time(s) during the test, for %1 s in all.</source>
        <extracomment>%n how often the drive throttled itself, %1 seconds it spent throttled</extracomment>
        <translation>
            <numerusform>Накопитель замедлялся из-за нагрева %n раз за тест, всего на %1 с.</numerusform>
            <numerusform>Накопитель замедлялся из-за нагрева %n раза за тест, всего на %1 с.</numerusform>
            <numerusform>Накопитель замедлялся из-за нагрева %n раз за тест, всего на %1 с.</numerusform>
        </translation>
    </message>
    <message>
        <source>The drive did not slow itself down for heat during the test.</source>
        <translation>Накопитель не замедлялся из-за нагрева во время теста.</translation>
    </message>
    <message>
        <source>Time above its warning temperature during the test: %1 min; above its critical temperature: %2 min.</source>
        <extracomment>%1 and %2 minutes</extracomment>
        <translation>Время выше предупредительной температуры за тест: %1 мин; выше критической: %2 мин.</translation>
    </message>
    <message>
        <source>The drive&apos;s heat was not read: %1</source>
        <extracomment>%1 why (a sentence)</extracomment>
        <translation>Температура накопителя не прочитана: %1</translation>
    </message>
</context>
</TS>
